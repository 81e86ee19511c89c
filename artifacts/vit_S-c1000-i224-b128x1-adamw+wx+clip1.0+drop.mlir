// hlocert 0.1.0 render: vit_S-c1000-i224-b128x1-adamw+wx+clip1.0+drop
// model: ViT-S/16  classes: 1000  image: 224  batch per replica: 128  replicas: 1
// variant: adamw+wx+clip1.0+drop  recipe batch: 128 per replica (DeiT's global 1024 = 8 replicas x 128)
// loss: softmax cross-entropy against soft targets, mean over the batch; label smoothing and mixup, if any, are in the host's targets
// grad_norm: the global L2 norm of the gradients before clipping (optax.tree.norm of the raw, replica-mean gradients)
// clip: optax clip_by_global_norm at 1.0: g·c/‖g‖ when ‖g‖ ≥ c, else g (no epsilon)
// adam: β1 0.9  β2 0.999  eps 1e-08 (outside the sqrt); m' = β1·m + (1−β1)·g, v' = β2·v + (1−β2)·g², u = (m'/bc1) / (sqrt(v'/bc2) + eps); m, v start at 0
// weight decay: 0.05, decoupled (u + wd·θ, scaled by lr with the update) on parameters of rank ≥ 2 only (none on biases, norm scales/shifts, γ); none on cls.token, pos.table either (the net's no_weight_decay, as timm's model)
// update: θ' = θ − lr·u
// host scalar lr: the learning rate of step t (the host's schedule)
// host scalar bc1: 1 − β1^t = 1 − 0.9^t (bias correction of m, t the 1-based step)
// host scalar bc2: 1 − β2^t = 1 − 0.999^t (bias correction of v)
// arguments: x 128x224x224x3; params (152 tensors, 22,050,664 scalars); m (152 tensors, 22,050,664 scalars); v (152 tensors, 22,050,664 scalars); scalars (lr, bc1, bc2); drop_mask 128x24; targets 128x1000
// results: params' (152 tensors, 22,050,664 scalars); m' (152 tensors, 22,050,664 scalars); v' (152 tensors, 22,050,664 scalars); loss scalar; grad_norm scalar
// aliasing: each of params, m, v is updated in place into its primed result
// content sha256: f3ef63a87ff78cb4695d1dd31178dc16994a399f65f31af01e6f28bc3374a90b
module @vit_S_c1000_i224_b128x1_adamw_wx_clip1_0_drop {
  func.func public @main(%x: tensor<128x224x224x3xf32>, %patch_embed.proj.w: tensor<16x16x3x384xf32> {tf.aliasing_output = 0 : i32}, %patch_embed.proj.b: tensor<384xf32> {tf.aliasing_output = 1 : i32}, %cls.token: tensor<1x1x384xf32> {tf.aliasing_output = 2 : i32}, %pos.table: tensor<1x197x384xf32> {tf.aliasing_output = 3 : i32}, %blocks.0.norm1.g: tensor<384xf32> {tf.aliasing_output = 4 : i32}, %blocks.0.norm1.b: tensor<384xf32> {tf.aliasing_output = 5 : i32}, %blocks.0.attn.qkv.w: tensor<384x1152xf32> {tf.aliasing_output = 6 : i32}, %blocks.0.attn.qkv.b: tensor<1152xf32> {tf.aliasing_output = 7 : i32}, %blocks.0.attn.proj.w: tensor<384x384xf32> {tf.aliasing_output = 8 : i32}, %blocks.0.attn.proj.b: tensor<384xf32> {tf.aliasing_output = 9 : i32}, %blocks.0.norm2.g: tensor<384xf32> {tf.aliasing_output = 10 : i32}, %blocks.0.norm2.b: tensor<384xf32> {tf.aliasing_output = 11 : i32}, %blocks.0.mlp.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 12 : i32}, %blocks.0.mlp.fc1.b: tensor<1536xf32> {tf.aliasing_output = 13 : i32}, %blocks.0.mlp.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 14 : i32}, %blocks.0.mlp.fc2.b: tensor<384xf32> {tf.aliasing_output = 15 : i32}, %blocks.1.norm1.g: tensor<384xf32> {tf.aliasing_output = 16 : i32}, %blocks.1.norm1.b: tensor<384xf32> {tf.aliasing_output = 17 : i32}, %blocks.1.attn.qkv.w: tensor<384x1152xf32> {tf.aliasing_output = 18 : i32}, %blocks.1.attn.qkv.b: tensor<1152xf32> {tf.aliasing_output = 19 : i32}, %blocks.1.attn.proj.w: tensor<384x384xf32> {tf.aliasing_output = 20 : i32}, %blocks.1.attn.proj.b: tensor<384xf32> {tf.aliasing_output = 21 : i32}, %blocks.1.norm2.g: tensor<384xf32> {tf.aliasing_output = 22 : i32}, %blocks.1.norm2.b: tensor<384xf32> {tf.aliasing_output = 23 : i32}, %blocks.1.mlp.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 24 : i32}, %blocks.1.mlp.fc1.b: tensor<1536xf32> {tf.aliasing_output = 25 : i32}, %blocks.1.mlp.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 26 : i32}, %blocks.1.mlp.fc2.b: tensor<384xf32> {tf.aliasing_output = 27 : i32}, %blocks.2.norm1.g: tensor<384xf32> {tf.aliasing_output = 28 : i32}, %blocks.2.norm1.b: tensor<384xf32> {tf.aliasing_output = 29 : i32}, %blocks.2.attn.qkv.w: tensor<384x1152xf32> {tf.aliasing_output = 30 : i32}, %blocks.2.attn.qkv.b: tensor<1152xf32> {tf.aliasing_output = 31 : i32}, %blocks.2.attn.proj.w: tensor<384x384xf32> {tf.aliasing_output = 32 : i32}, %blocks.2.attn.proj.b: tensor<384xf32> {tf.aliasing_output = 33 : i32}, %blocks.2.norm2.g: tensor<384xf32> {tf.aliasing_output = 34 : i32}, %blocks.2.norm2.b: tensor<384xf32> {tf.aliasing_output = 35 : i32}, %blocks.2.mlp.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 36 : i32}, %blocks.2.mlp.fc1.b: tensor<1536xf32> {tf.aliasing_output = 37 : i32}, %blocks.2.mlp.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 38 : i32}, %blocks.2.mlp.fc2.b: tensor<384xf32> {tf.aliasing_output = 39 : i32}, %blocks.3.norm1.g: tensor<384xf32> {tf.aliasing_output = 40 : i32}, %blocks.3.norm1.b: tensor<384xf32> {tf.aliasing_output = 41 : i32}, %blocks.3.attn.qkv.w: tensor<384x1152xf32> {tf.aliasing_output = 42 : i32}, %blocks.3.attn.qkv.b: tensor<1152xf32> {tf.aliasing_output = 43 : i32}, %blocks.3.attn.proj.w: tensor<384x384xf32> {tf.aliasing_output = 44 : i32}, %blocks.3.attn.proj.b: tensor<384xf32> {tf.aliasing_output = 45 : i32}, %blocks.3.norm2.g: tensor<384xf32> {tf.aliasing_output = 46 : i32}, %blocks.3.norm2.b: tensor<384xf32> {tf.aliasing_output = 47 : i32}, %blocks.3.mlp.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 48 : i32}, %blocks.3.mlp.fc1.b: tensor<1536xf32> {tf.aliasing_output = 49 : i32}, %blocks.3.mlp.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 50 : i32}, %blocks.3.mlp.fc2.b: tensor<384xf32> {tf.aliasing_output = 51 : i32}, %blocks.4.norm1.g: tensor<384xf32> {tf.aliasing_output = 52 : i32}, %blocks.4.norm1.b: tensor<384xf32> {tf.aliasing_output = 53 : i32}, %blocks.4.attn.qkv.w: tensor<384x1152xf32> {tf.aliasing_output = 54 : i32}, %blocks.4.attn.qkv.b: tensor<1152xf32> {tf.aliasing_output = 55 : i32}, %blocks.4.attn.proj.w: tensor<384x384xf32> {tf.aliasing_output = 56 : i32}, %blocks.4.attn.proj.b: tensor<384xf32> {tf.aliasing_output = 57 : i32}, %blocks.4.norm2.g: tensor<384xf32> {tf.aliasing_output = 58 : i32}, %blocks.4.norm2.b: tensor<384xf32> {tf.aliasing_output = 59 : i32}, %blocks.4.mlp.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 60 : i32}, %blocks.4.mlp.fc1.b: tensor<1536xf32> {tf.aliasing_output = 61 : i32}, %blocks.4.mlp.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 62 : i32}, %blocks.4.mlp.fc2.b: tensor<384xf32> {tf.aliasing_output = 63 : i32}, %blocks.5.norm1.g: tensor<384xf32> {tf.aliasing_output = 64 : i32}, %blocks.5.norm1.b: tensor<384xf32> {tf.aliasing_output = 65 : i32}, %blocks.5.attn.qkv.w: tensor<384x1152xf32> {tf.aliasing_output = 66 : i32}, %blocks.5.attn.qkv.b: tensor<1152xf32> {tf.aliasing_output = 67 : i32}, %blocks.5.attn.proj.w: tensor<384x384xf32> {tf.aliasing_output = 68 : i32}, %blocks.5.attn.proj.b: tensor<384xf32> {tf.aliasing_output = 69 : i32}, %blocks.5.norm2.g: tensor<384xf32> {tf.aliasing_output = 70 : i32}, %blocks.5.norm2.b: tensor<384xf32> {tf.aliasing_output = 71 : i32}, %blocks.5.mlp.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 72 : i32}, %blocks.5.mlp.fc1.b: tensor<1536xf32> {tf.aliasing_output = 73 : i32}, %blocks.5.mlp.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 74 : i32}, %blocks.5.mlp.fc2.b: tensor<384xf32> {tf.aliasing_output = 75 : i32}, %blocks.6.norm1.g: tensor<384xf32> {tf.aliasing_output = 76 : i32}, %blocks.6.norm1.b: tensor<384xf32> {tf.aliasing_output = 77 : i32}, %blocks.6.attn.qkv.w: tensor<384x1152xf32> {tf.aliasing_output = 78 : i32}, %blocks.6.attn.qkv.b: tensor<1152xf32> {tf.aliasing_output = 79 : i32}, %blocks.6.attn.proj.w: tensor<384x384xf32> {tf.aliasing_output = 80 : i32}, %blocks.6.attn.proj.b: tensor<384xf32> {tf.aliasing_output = 81 : i32}, %blocks.6.norm2.g: tensor<384xf32> {tf.aliasing_output = 82 : i32}, %blocks.6.norm2.b: tensor<384xf32> {tf.aliasing_output = 83 : i32}, %blocks.6.mlp.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 84 : i32}, %blocks.6.mlp.fc1.b: tensor<1536xf32> {tf.aliasing_output = 85 : i32}, %blocks.6.mlp.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 86 : i32}, %blocks.6.mlp.fc2.b: tensor<384xf32> {tf.aliasing_output = 87 : i32}, %blocks.7.norm1.g: tensor<384xf32> {tf.aliasing_output = 88 : i32}, %blocks.7.norm1.b: tensor<384xf32> {tf.aliasing_output = 89 : i32}, %blocks.7.attn.qkv.w: tensor<384x1152xf32> {tf.aliasing_output = 90 : i32}, %blocks.7.attn.qkv.b: tensor<1152xf32> {tf.aliasing_output = 91 : i32}, %blocks.7.attn.proj.w: tensor<384x384xf32> {tf.aliasing_output = 92 : i32}, %blocks.7.attn.proj.b: tensor<384xf32> {tf.aliasing_output = 93 : i32}, %blocks.7.norm2.g: tensor<384xf32> {tf.aliasing_output = 94 : i32}, %blocks.7.norm2.b: tensor<384xf32> {tf.aliasing_output = 95 : i32}, %blocks.7.mlp.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 96 : i32}, %blocks.7.mlp.fc1.b: tensor<1536xf32> {tf.aliasing_output = 97 : i32}, %blocks.7.mlp.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 98 : i32}, %blocks.7.mlp.fc2.b: tensor<384xf32> {tf.aliasing_output = 99 : i32}, %blocks.8.norm1.g: tensor<384xf32> {tf.aliasing_output = 100 : i32}, %blocks.8.norm1.b: tensor<384xf32> {tf.aliasing_output = 101 : i32}, %blocks.8.attn.qkv.w: tensor<384x1152xf32> {tf.aliasing_output = 102 : i32}, %blocks.8.attn.qkv.b: tensor<1152xf32> {tf.aliasing_output = 103 : i32}, %blocks.8.attn.proj.w: tensor<384x384xf32> {tf.aliasing_output = 104 : i32}, %blocks.8.attn.proj.b: tensor<384xf32> {tf.aliasing_output = 105 : i32}, %blocks.8.norm2.g: tensor<384xf32> {tf.aliasing_output = 106 : i32}, %blocks.8.norm2.b: tensor<384xf32> {tf.aliasing_output = 107 : i32}, %blocks.8.mlp.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 108 : i32}, %blocks.8.mlp.fc1.b: tensor<1536xf32> {tf.aliasing_output = 109 : i32}, %blocks.8.mlp.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 110 : i32}, %blocks.8.mlp.fc2.b: tensor<384xf32> {tf.aliasing_output = 111 : i32}, %blocks.9.norm1.g: tensor<384xf32> {tf.aliasing_output = 112 : i32}, %blocks.9.norm1.b: tensor<384xf32> {tf.aliasing_output = 113 : i32}, %blocks.9.attn.qkv.w: tensor<384x1152xf32> {tf.aliasing_output = 114 : i32}, %blocks.9.attn.qkv.b: tensor<1152xf32> {tf.aliasing_output = 115 : i32}, %blocks.9.attn.proj.w: tensor<384x384xf32> {tf.aliasing_output = 116 : i32}, %blocks.9.attn.proj.b: tensor<384xf32> {tf.aliasing_output = 117 : i32}, %blocks.9.norm2.g: tensor<384xf32> {tf.aliasing_output = 118 : i32}, %blocks.9.norm2.b: tensor<384xf32> {tf.aliasing_output = 119 : i32}, %blocks.9.mlp.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 120 : i32}, %blocks.9.mlp.fc1.b: tensor<1536xf32> {tf.aliasing_output = 121 : i32}, %blocks.9.mlp.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 122 : i32}, %blocks.9.mlp.fc2.b: tensor<384xf32> {tf.aliasing_output = 123 : i32}, %blocks.10.norm1.g: tensor<384xf32> {tf.aliasing_output = 124 : i32}, %blocks.10.norm1.b: tensor<384xf32> {tf.aliasing_output = 125 : i32}, %blocks.10.attn.qkv.w: tensor<384x1152xf32> {tf.aliasing_output = 126 : i32}, %blocks.10.attn.qkv.b: tensor<1152xf32> {tf.aliasing_output = 127 : i32}, %blocks.10.attn.proj.w: tensor<384x384xf32> {tf.aliasing_output = 128 : i32}, %blocks.10.attn.proj.b: tensor<384xf32> {tf.aliasing_output = 129 : i32}, %blocks.10.norm2.g: tensor<384xf32> {tf.aliasing_output = 130 : i32}, %blocks.10.norm2.b: tensor<384xf32> {tf.aliasing_output = 131 : i32}, %blocks.10.mlp.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 132 : i32}, %blocks.10.mlp.fc1.b: tensor<1536xf32> {tf.aliasing_output = 133 : i32}, %blocks.10.mlp.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 134 : i32}, %blocks.10.mlp.fc2.b: tensor<384xf32> {tf.aliasing_output = 135 : i32}, %blocks.11.norm1.g: tensor<384xf32> {tf.aliasing_output = 136 : i32}, %blocks.11.norm1.b: tensor<384xf32> {tf.aliasing_output = 137 : i32}, %blocks.11.attn.qkv.w: tensor<384x1152xf32> {tf.aliasing_output = 138 : i32}, %blocks.11.attn.qkv.b: tensor<1152xf32> {tf.aliasing_output = 139 : i32}, %blocks.11.attn.proj.w: tensor<384x384xf32> {tf.aliasing_output = 140 : i32}, %blocks.11.attn.proj.b: tensor<384xf32> {tf.aliasing_output = 141 : i32}, %blocks.11.norm2.g: tensor<384xf32> {tf.aliasing_output = 142 : i32}, %blocks.11.norm2.b: tensor<384xf32> {tf.aliasing_output = 143 : i32}, %blocks.11.mlp.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 144 : i32}, %blocks.11.mlp.fc1.b: tensor<1536xf32> {tf.aliasing_output = 145 : i32}, %blocks.11.mlp.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 146 : i32}, %blocks.11.mlp.fc2.b: tensor<384xf32> {tf.aliasing_output = 147 : i32}, %norm.g: tensor<384xf32> {tf.aliasing_output = 148 : i32}, %norm.b: tensor<384xf32> {tf.aliasing_output = 149 : i32}, %head.w: tensor<384x1000xf32> {tf.aliasing_output = 150 : i32}, %head.b: tensor<1000xf32> {tf.aliasing_output = 151 : i32}, %m.patch_embed.proj.w: tensor<16x16x3x384xf32> {tf.aliasing_output = 152 : i32}, %m.patch_embed.proj.b: tensor<384xf32> {tf.aliasing_output = 153 : i32}, %m.cls.token: tensor<1x1x384xf32> {tf.aliasing_output = 154 : i32}, %m.pos.table: tensor<1x197x384xf32> {tf.aliasing_output = 155 : i32}, %m.blocks.0.norm1.g: tensor<384xf32> {tf.aliasing_output = 156 : i32}, %m.blocks.0.norm1.b: tensor<384xf32> {tf.aliasing_output = 157 : i32}, %m.blocks.0.attn.qkv.w: tensor<384x1152xf32> {tf.aliasing_output = 158 : i32}, %m.blocks.0.attn.qkv.b: tensor<1152xf32> {tf.aliasing_output = 159 : i32}, %m.blocks.0.attn.proj.w: tensor<384x384xf32> {tf.aliasing_output = 160 : i32}, %m.blocks.0.attn.proj.b: tensor<384xf32> {tf.aliasing_output = 161 : i32}, %m.blocks.0.norm2.g: tensor<384xf32> {tf.aliasing_output = 162 : i32}, %m.blocks.0.norm2.b: tensor<384xf32> {tf.aliasing_output = 163 : i32}, %m.blocks.0.mlp.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 164 : i32}, %m.blocks.0.mlp.fc1.b: tensor<1536xf32> {tf.aliasing_output = 165 : i32}, %m.blocks.0.mlp.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 166 : i32}, %m.blocks.0.mlp.fc2.b: tensor<384xf32> {tf.aliasing_output = 167 : i32}, %m.blocks.1.norm1.g: tensor<384xf32> {tf.aliasing_output = 168 : i32}, %m.blocks.1.norm1.b: tensor<384xf32> {tf.aliasing_output = 169 : i32}, %m.blocks.1.attn.qkv.w: tensor<384x1152xf32> {tf.aliasing_output = 170 : i32}, %m.blocks.1.attn.qkv.b: tensor<1152xf32> {tf.aliasing_output = 171 : i32}, %m.blocks.1.attn.proj.w: tensor<384x384xf32> {tf.aliasing_output = 172 : i32}, %m.blocks.1.attn.proj.b: tensor<384xf32> {tf.aliasing_output = 173 : i32}, %m.blocks.1.norm2.g: tensor<384xf32> {tf.aliasing_output = 174 : i32}, %m.blocks.1.norm2.b: tensor<384xf32> {tf.aliasing_output = 175 : i32}, %m.blocks.1.mlp.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 176 : i32}, %m.blocks.1.mlp.fc1.b: tensor<1536xf32> {tf.aliasing_output = 177 : i32}, %m.blocks.1.mlp.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 178 : i32}, %m.blocks.1.mlp.fc2.b: tensor<384xf32> {tf.aliasing_output = 179 : i32}, %m.blocks.2.norm1.g: tensor<384xf32> {tf.aliasing_output = 180 : i32}, %m.blocks.2.norm1.b: tensor<384xf32> {tf.aliasing_output = 181 : i32}, %m.blocks.2.attn.qkv.w: tensor<384x1152xf32> {tf.aliasing_output = 182 : i32}, %m.blocks.2.attn.qkv.b: tensor<1152xf32> {tf.aliasing_output = 183 : i32}, %m.blocks.2.attn.proj.w: tensor<384x384xf32> {tf.aliasing_output = 184 : i32}, %m.blocks.2.attn.proj.b: tensor<384xf32> {tf.aliasing_output = 185 : i32}, %m.blocks.2.norm2.g: tensor<384xf32> {tf.aliasing_output = 186 : i32}, %m.blocks.2.norm2.b: tensor<384xf32> {tf.aliasing_output = 187 : i32}, %m.blocks.2.mlp.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 188 : i32}, %m.blocks.2.mlp.fc1.b: tensor<1536xf32> {tf.aliasing_output = 189 : i32}, %m.blocks.2.mlp.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 190 : i32}, %m.blocks.2.mlp.fc2.b: tensor<384xf32> {tf.aliasing_output = 191 : i32}, %m.blocks.3.norm1.g: tensor<384xf32> {tf.aliasing_output = 192 : i32}, %m.blocks.3.norm1.b: tensor<384xf32> {tf.aliasing_output = 193 : i32}, %m.blocks.3.attn.qkv.w: tensor<384x1152xf32> {tf.aliasing_output = 194 : i32}, %m.blocks.3.attn.qkv.b: tensor<1152xf32> {tf.aliasing_output = 195 : i32}, %m.blocks.3.attn.proj.w: tensor<384x384xf32> {tf.aliasing_output = 196 : i32}, %m.blocks.3.attn.proj.b: tensor<384xf32> {tf.aliasing_output = 197 : i32}, %m.blocks.3.norm2.g: tensor<384xf32> {tf.aliasing_output = 198 : i32}, %m.blocks.3.norm2.b: tensor<384xf32> {tf.aliasing_output = 199 : i32}, %m.blocks.3.mlp.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 200 : i32}, %m.blocks.3.mlp.fc1.b: tensor<1536xf32> {tf.aliasing_output = 201 : i32}, %m.blocks.3.mlp.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 202 : i32}, %m.blocks.3.mlp.fc2.b: tensor<384xf32> {tf.aliasing_output = 203 : i32}, %m.blocks.4.norm1.g: tensor<384xf32> {tf.aliasing_output = 204 : i32}, %m.blocks.4.norm1.b: tensor<384xf32> {tf.aliasing_output = 205 : i32}, %m.blocks.4.attn.qkv.w: tensor<384x1152xf32> {tf.aliasing_output = 206 : i32}, %m.blocks.4.attn.qkv.b: tensor<1152xf32> {tf.aliasing_output = 207 : i32}, %m.blocks.4.attn.proj.w: tensor<384x384xf32> {tf.aliasing_output = 208 : i32}, %m.blocks.4.attn.proj.b: tensor<384xf32> {tf.aliasing_output = 209 : i32}, %m.blocks.4.norm2.g: tensor<384xf32> {tf.aliasing_output = 210 : i32}, %m.blocks.4.norm2.b: tensor<384xf32> {tf.aliasing_output = 211 : i32}, %m.blocks.4.mlp.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 212 : i32}, %m.blocks.4.mlp.fc1.b: tensor<1536xf32> {tf.aliasing_output = 213 : i32}, %m.blocks.4.mlp.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 214 : i32}, %m.blocks.4.mlp.fc2.b: tensor<384xf32> {tf.aliasing_output = 215 : i32}, %m.blocks.5.norm1.g: tensor<384xf32> {tf.aliasing_output = 216 : i32}, %m.blocks.5.norm1.b: tensor<384xf32> {tf.aliasing_output = 217 : i32}, %m.blocks.5.attn.qkv.w: tensor<384x1152xf32> {tf.aliasing_output = 218 : i32}, %m.blocks.5.attn.qkv.b: tensor<1152xf32> {tf.aliasing_output = 219 : i32}, %m.blocks.5.attn.proj.w: tensor<384x384xf32> {tf.aliasing_output = 220 : i32}, %m.blocks.5.attn.proj.b: tensor<384xf32> {tf.aliasing_output = 221 : i32}, %m.blocks.5.norm2.g: tensor<384xf32> {tf.aliasing_output = 222 : i32}, %m.blocks.5.norm2.b: tensor<384xf32> {tf.aliasing_output = 223 : i32}, %m.blocks.5.mlp.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 224 : i32}, %m.blocks.5.mlp.fc1.b: tensor<1536xf32> {tf.aliasing_output = 225 : i32}, %m.blocks.5.mlp.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 226 : i32}, %m.blocks.5.mlp.fc2.b: tensor<384xf32> {tf.aliasing_output = 227 : i32}, %m.blocks.6.norm1.g: tensor<384xf32> {tf.aliasing_output = 228 : i32}, %m.blocks.6.norm1.b: tensor<384xf32> {tf.aliasing_output = 229 : i32}, %m.blocks.6.attn.qkv.w: tensor<384x1152xf32> {tf.aliasing_output = 230 : i32}, %m.blocks.6.attn.qkv.b: tensor<1152xf32> {tf.aliasing_output = 231 : i32}, %m.blocks.6.attn.proj.w: tensor<384x384xf32> {tf.aliasing_output = 232 : i32}, %m.blocks.6.attn.proj.b: tensor<384xf32> {tf.aliasing_output = 233 : i32}, %m.blocks.6.norm2.g: tensor<384xf32> {tf.aliasing_output = 234 : i32}, %m.blocks.6.norm2.b: tensor<384xf32> {tf.aliasing_output = 235 : i32}, %m.blocks.6.mlp.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 236 : i32}, %m.blocks.6.mlp.fc1.b: tensor<1536xf32> {tf.aliasing_output = 237 : i32}, %m.blocks.6.mlp.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 238 : i32}, %m.blocks.6.mlp.fc2.b: tensor<384xf32> {tf.aliasing_output = 239 : i32}, %m.blocks.7.norm1.g: tensor<384xf32> {tf.aliasing_output = 240 : i32}, %m.blocks.7.norm1.b: tensor<384xf32> {tf.aliasing_output = 241 : i32}, %m.blocks.7.attn.qkv.w: tensor<384x1152xf32> {tf.aliasing_output = 242 : i32}, %m.blocks.7.attn.qkv.b: tensor<1152xf32> {tf.aliasing_output = 243 : i32}, %m.blocks.7.attn.proj.w: tensor<384x384xf32> {tf.aliasing_output = 244 : i32}, %m.blocks.7.attn.proj.b: tensor<384xf32> {tf.aliasing_output = 245 : i32}, %m.blocks.7.norm2.g: tensor<384xf32> {tf.aliasing_output = 246 : i32}, %m.blocks.7.norm2.b: tensor<384xf32> {tf.aliasing_output = 247 : i32}, %m.blocks.7.mlp.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 248 : i32}, %m.blocks.7.mlp.fc1.b: tensor<1536xf32> {tf.aliasing_output = 249 : i32}, %m.blocks.7.mlp.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 250 : i32}, %m.blocks.7.mlp.fc2.b: tensor<384xf32> {tf.aliasing_output = 251 : i32}, %m.blocks.8.norm1.g: tensor<384xf32> {tf.aliasing_output = 252 : i32}, %m.blocks.8.norm1.b: tensor<384xf32> {tf.aliasing_output = 253 : i32}, %m.blocks.8.attn.qkv.w: tensor<384x1152xf32> {tf.aliasing_output = 254 : i32}, %m.blocks.8.attn.qkv.b: tensor<1152xf32> {tf.aliasing_output = 255 : i32}, %m.blocks.8.attn.proj.w: tensor<384x384xf32> {tf.aliasing_output = 256 : i32}, %m.blocks.8.attn.proj.b: tensor<384xf32> {tf.aliasing_output = 257 : i32}, %m.blocks.8.norm2.g: tensor<384xf32> {tf.aliasing_output = 258 : i32}, %m.blocks.8.norm2.b: tensor<384xf32> {tf.aliasing_output = 259 : i32}, %m.blocks.8.mlp.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 260 : i32}, %m.blocks.8.mlp.fc1.b: tensor<1536xf32> {tf.aliasing_output = 261 : i32}, %m.blocks.8.mlp.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 262 : i32}, %m.blocks.8.mlp.fc2.b: tensor<384xf32> {tf.aliasing_output = 263 : i32}, %m.blocks.9.norm1.g: tensor<384xf32> {tf.aliasing_output = 264 : i32}, %m.blocks.9.norm1.b: tensor<384xf32> {tf.aliasing_output = 265 : i32}, %m.blocks.9.attn.qkv.w: tensor<384x1152xf32> {tf.aliasing_output = 266 : i32}, %m.blocks.9.attn.qkv.b: tensor<1152xf32> {tf.aliasing_output = 267 : i32}, %m.blocks.9.attn.proj.w: tensor<384x384xf32> {tf.aliasing_output = 268 : i32}, %m.blocks.9.attn.proj.b: tensor<384xf32> {tf.aliasing_output = 269 : i32}, %m.blocks.9.norm2.g: tensor<384xf32> {tf.aliasing_output = 270 : i32}, %m.blocks.9.norm2.b: tensor<384xf32> {tf.aliasing_output = 271 : i32}, %m.blocks.9.mlp.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 272 : i32}, %m.blocks.9.mlp.fc1.b: tensor<1536xf32> {tf.aliasing_output = 273 : i32}, %m.blocks.9.mlp.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 274 : i32}, %m.blocks.9.mlp.fc2.b: tensor<384xf32> {tf.aliasing_output = 275 : i32}, %m.blocks.10.norm1.g: tensor<384xf32> {tf.aliasing_output = 276 : i32}, %m.blocks.10.norm1.b: tensor<384xf32> {tf.aliasing_output = 277 : i32}, %m.blocks.10.attn.qkv.w: tensor<384x1152xf32> {tf.aliasing_output = 278 : i32}, %m.blocks.10.attn.qkv.b: tensor<1152xf32> {tf.aliasing_output = 279 : i32}, %m.blocks.10.attn.proj.w: tensor<384x384xf32> {tf.aliasing_output = 280 : i32}, %m.blocks.10.attn.proj.b: tensor<384xf32> {tf.aliasing_output = 281 : i32}, %m.blocks.10.norm2.g: tensor<384xf32> {tf.aliasing_output = 282 : i32}, %m.blocks.10.norm2.b: tensor<384xf32> {tf.aliasing_output = 283 : i32}, %m.blocks.10.mlp.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 284 : i32}, %m.blocks.10.mlp.fc1.b: tensor<1536xf32> {tf.aliasing_output = 285 : i32}, %m.blocks.10.mlp.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 286 : i32}, %m.blocks.10.mlp.fc2.b: tensor<384xf32> {tf.aliasing_output = 287 : i32}, %m.blocks.11.norm1.g: tensor<384xf32> {tf.aliasing_output = 288 : i32}, %m.blocks.11.norm1.b: tensor<384xf32> {tf.aliasing_output = 289 : i32}, %m.blocks.11.attn.qkv.w: tensor<384x1152xf32> {tf.aliasing_output = 290 : i32}, %m.blocks.11.attn.qkv.b: tensor<1152xf32> {tf.aliasing_output = 291 : i32}, %m.blocks.11.attn.proj.w: tensor<384x384xf32> {tf.aliasing_output = 292 : i32}, %m.blocks.11.attn.proj.b: tensor<384xf32> {tf.aliasing_output = 293 : i32}, %m.blocks.11.norm2.g: tensor<384xf32> {tf.aliasing_output = 294 : i32}, %m.blocks.11.norm2.b: tensor<384xf32> {tf.aliasing_output = 295 : i32}, %m.blocks.11.mlp.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 296 : i32}, %m.blocks.11.mlp.fc1.b: tensor<1536xf32> {tf.aliasing_output = 297 : i32}, %m.blocks.11.mlp.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 298 : i32}, %m.blocks.11.mlp.fc2.b: tensor<384xf32> {tf.aliasing_output = 299 : i32}, %m.norm.g: tensor<384xf32> {tf.aliasing_output = 300 : i32}, %m.norm.b: tensor<384xf32> {tf.aliasing_output = 301 : i32}, %m.head.w: tensor<384x1000xf32> {tf.aliasing_output = 302 : i32}, %m.head.b: tensor<1000xf32> {tf.aliasing_output = 303 : i32}, %v.patch_embed.proj.w: tensor<16x16x3x384xf32> {tf.aliasing_output = 304 : i32}, %v.patch_embed.proj.b: tensor<384xf32> {tf.aliasing_output = 305 : i32}, %v.cls.token: tensor<1x1x384xf32> {tf.aliasing_output = 306 : i32}, %v.pos.table: tensor<1x197x384xf32> {tf.aliasing_output = 307 : i32}, %v.blocks.0.norm1.g: tensor<384xf32> {tf.aliasing_output = 308 : i32}, %v.blocks.0.norm1.b: tensor<384xf32> {tf.aliasing_output = 309 : i32}, %v.blocks.0.attn.qkv.w: tensor<384x1152xf32> {tf.aliasing_output = 310 : i32}, %v.blocks.0.attn.qkv.b: tensor<1152xf32> {tf.aliasing_output = 311 : i32}, %v.blocks.0.attn.proj.w: tensor<384x384xf32> {tf.aliasing_output = 312 : i32}, %v.blocks.0.attn.proj.b: tensor<384xf32> {tf.aliasing_output = 313 : i32}, %v.blocks.0.norm2.g: tensor<384xf32> {tf.aliasing_output = 314 : i32}, %v.blocks.0.norm2.b: tensor<384xf32> {tf.aliasing_output = 315 : i32}, %v.blocks.0.mlp.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 316 : i32}, %v.blocks.0.mlp.fc1.b: tensor<1536xf32> {tf.aliasing_output = 317 : i32}, %v.blocks.0.mlp.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 318 : i32}, %v.blocks.0.mlp.fc2.b: tensor<384xf32> {tf.aliasing_output = 319 : i32}, %v.blocks.1.norm1.g: tensor<384xf32> {tf.aliasing_output = 320 : i32}, %v.blocks.1.norm1.b: tensor<384xf32> {tf.aliasing_output = 321 : i32}, %v.blocks.1.attn.qkv.w: tensor<384x1152xf32> {tf.aliasing_output = 322 : i32}, %v.blocks.1.attn.qkv.b: tensor<1152xf32> {tf.aliasing_output = 323 : i32}, %v.blocks.1.attn.proj.w: tensor<384x384xf32> {tf.aliasing_output = 324 : i32}, %v.blocks.1.attn.proj.b: tensor<384xf32> {tf.aliasing_output = 325 : i32}, %v.blocks.1.norm2.g: tensor<384xf32> {tf.aliasing_output = 326 : i32}, %v.blocks.1.norm2.b: tensor<384xf32> {tf.aliasing_output = 327 : i32}, %v.blocks.1.mlp.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 328 : i32}, %v.blocks.1.mlp.fc1.b: tensor<1536xf32> {tf.aliasing_output = 329 : i32}, %v.blocks.1.mlp.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 330 : i32}, %v.blocks.1.mlp.fc2.b: tensor<384xf32> {tf.aliasing_output = 331 : i32}, %v.blocks.2.norm1.g: tensor<384xf32> {tf.aliasing_output = 332 : i32}, %v.blocks.2.norm1.b: tensor<384xf32> {tf.aliasing_output = 333 : i32}, %v.blocks.2.attn.qkv.w: tensor<384x1152xf32> {tf.aliasing_output = 334 : i32}, %v.blocks.2.attn.qkv.b: tensor<1152xf32> {tf.aliasing_output = 335 : i32}, %v.blocks.2.attn.proj.w: tensor<384x384xf32> {tf.aliasing_output = 336 : i32}, %v.blocks.2.attn.proj.b: tensor<384xf32> {tf.aliasing_output = 337 : i32}, %v.blocks.2.norm2.g: tensor<384xf32> {tf.aliasing_output = 338 : i32}, %v.blocks.2.norm2.b: tensor<384xf32> {tf.aliasing_output = 339 : i32}, %v.blocks.2.mlp.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 340 : i32}, %v.blocks.2.mlp.fc1.b: tensor<1536xf32> {tf.aliasing_output = 341 : i32}, %v.blocks.2.mlp.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 342 : i32}, %v.blocks.2.mlp.fc2.b: tensor<384xf32> {tf.aliasing_output = 343 : i32}, %v.blocks.3.norm1.g: tensor<384xf32> {tf.aliasing_output = 344 : i32}, %v.blocks.3.norm1.b: tensor<384xf32> {tf.aliasing_output = 345 : i32}, %v.blocks.3.attn.qkv.w: tensor<384x1152xf32> {tf.aliasing_output = 346 : i32}, %v.blocks.3.attn.qkv.b: tensor<1152xf32> {tf.aliasing_output = 347 : i32}, %v.blocks.3.attn.proj.w: tensor<384x384xf32> {tf.aliasing_output = 348 : i32}, %v.blocks.3.attn.proj.b: tensor<384xf32> {tf.aliasing_output = 349 : i32}, %v.blocks.3.norm2.g: tensor<384xf32> {tf.aliasing_output = 350 : i32}, %v.blocks.3.norm2.b: tensor<384xf32> {tf.aliasing_output = 351 : i32}, %v.blocks.3.mlp.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 352 : i32}, %v.blocks.3.mlp.fc1.b: tensor<1536xf32> {tf.aliasing_output = 353 : i32}, %v.blocks.3.mlp.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 354 : i32}, %v.blocks.3.mlp.fc2.b: tensor<384xf32> {tf.aliasing_output = 355 : i32}, %v.blocks.4.norm1.g: tensor<384xf32> {tf.aliasing_output = 356 : i32}, %v.blocks.4.norm1.b: tensor<384xf32> {tf.aliasing_output = 357 : i32}, %v.blocks.4.attn.qkv.w: tensor<384x1152xf32> {tf.aliasing_output = 358 : i32}, %v.blocks.4.attn.qkv.b: tensor<1152xf32> {tf.aliasing_output = 359 : i32}, %v.blocks.4.attn.proj.w: tensor<384x384xf32> {tf.aliasing_output = 360 : i32}, %v.blocks.4.attn.proj.b: tensor<384xf32> {tf.aliasing_output = 361 : i32}, %v.blocks.4.norm2.g: tensor<384xf32> {tf.aliasing_output = 362 : i32}, %v.blocks.4.norm2.b: tensor<384xf32> {tf.aliasing_output = 363 : i32}, %v.blocks.4.mlp.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 364 : i32}, %v.blocks.4.mlp.fc1.b: tensor<1536xf32> {tf.aliasing_output = 365 : i32}, %v.blocks.4.mlp.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 366 : i32}, %v.blocks.4.mlp.fc2.b: tensor<384xf32> {tf.aliasing_output = 367 : i32}, %v.blocks.5.norm1.g: tensor<384xf32> {tf.aliasing_output = 368 : i32}, %v.blocks.5.norm1.b: tensor<384xf32> {tf.aliasing_output = 369 : i32}, %v.blocks.5.attn.qkv.w: tensor<384x1152xf32> {tf.aliasing_output = 370 : i32}, %v.blocks.5.attn.qkv.b: tensor<1152xf32> {tf.aliasing_output = 371 : i32}, %v.blocks.5.attn.proj.w: tensor<384x384xf32> {tf.aliasing_output = 372 : i32}, %v.blocks.5.attn.proj.b: tensor<384xf32> {tf.aliasing_output = 373 : i32}, %v.blocks.5.norm2.g: tensor<384xf32> {tf.aliasing_output = 374 : i32}, %v.blocks.5.norm2.b: tensor<384xf32> {tf.aliasing_output = 375 : i32}, %v.blocks.5.mlp.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 376 : i32}, %v.blocks.5.mlp.fc1.b: tensor<1536xf32> {tf.aliasing_output = 377 : i32}, %v.blocks.5.mlp.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 378 : i32}, %v.blocks.5.mlp.fc2.b: tensor<384xf32> {tf.aliasing_output = 379 : i32}, %v.blocks.6.norm1.g: tensor<384xf32> {tf.aliasing_output = 380 : i32}, %v.blocks.6.norm1.b: tensor<384xf32> {tf.aliasing_output = 381 : i32}, %v.blocks.6.attn.qkv.w: tensor<384x1152xf32> {tf.aliasing_output = 382 : i32}, %v.blocks.6.attn.qkv.b: tensor<1152xf32> {tf.aliasing_output = 383 : i32}, %v.blocks.6.attn.proj.w: tensor<384x384xf32> {tf.aliasing_output = 384 : i32}, %v.blocks.6.attn.proj.b: tensor<384xf32> {tf.aliasing_output = 385 : i32}, %v.blocks.6.norm2.g: tensor<384xf32> {tf.aliasing_output = 386 : i32}, %v.blocks.6.norm2.b: tensor<384xf32> {tf.aliasing_output = 387 : i32}, %v.blocks.6.mlp.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 388 : i32}, %v.blocks.6.mlp.fc1.b: tensor<1536xf32> {tf.aliasing_output = 389 : i32}, %v.blocks.6.mlp.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 390 : i32}, %v.blocks.6.mlp.fc2.b: tensor<384xf32> {tf.aliasing_output = 391 : i32}, %v.blocks.7.norm1.g: tensor<384xf32> {tf.aliasing_output = 392 : i32}, %v.blocks.7.norm1.b: tensor<384xf32> {tf.aliasing_output = 393 : i32}, %v.blocks.7.attn.qkv.w: tensor<384x1152xf32> {tf.aliasing_output = 394 : i32}, %v.blocks.7.attn.qkv.b: tensor<1152xf32> {tf.aliasing_output = 395 : i32}, %v.blocks.7.attn.proj.w: tensor<384x384xf32> {tf.aliasing_output = 396 : i32}, %v.blocks.7.attn.proj.b: tensor<384xf32> {tf.aliasing_output = 397 : i32}, %v.blocks.7.norm2.g: tensor<384xf32> {tf.aliasing_output = 398 : i32}, %v.blocks.7.norm2.b: tensor<384xf32> {tf.aliasing_output = 399 : i32}, %v.blocks.7.mlp.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 400 : i32}, %v.blocks.7.mlp.fc1.b: tensor<1536xf32> {tf.aliasing_output = 401 : i32}, %v.blocks.7.mlp.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 402 : i32}, %v.blocks.7.mlp.fc2.b: tensor<384xf32> {tf.aliasing_output = 403 : i32}, %v.blocks.8.norm1.g: tensor<384xf32> {tf.aliasing_output = 404 : i32}, %v.blocks.8.norm1.b: tensor<384xf32> {tf.aliasing_output = 405 : i32}, %v.blocks.8.attn.qkv.w: tensor<384x1152xf32> {tf.aliasing_output = 406 : i32}, %v.blocks.8.attn.qkv.b: tensor<1152xf32> {tf.aliasing_output = 407 : i32}, %v.blocks.8.attn.proj.w: tensor<384x384xf32> {tf.aliasing_output = 408 : i32}, %v.blocks.8.attn.proj.b: tensor<384xf32> {tf.aliasing_output = 409 : i32}, %v.blocks.8.norm2.g: tensor<384xf32> {tf.aliasing_output = 410 : i32}, %v.blocks.8.norm2.b: tensor<384xf32> {tf.aliasing_output = 411 : i32}, %v.blocks.8.mlp.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 412 : i32}, %v.blocks.8.mlp.fc1.b: tensor<1536xf32> {tf.aliasing_output = 413 : i32}, %v.blocks.8.mlp.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 414 : i32}, %v.blocks.8.mlp.fc2.b: tensor<384xf32> {tf.aliasing_output = 415 : i32}, %v.blocks.9.norm1.g: tensor<384xf32> {tf.aliasing_output = 416 : i32}, %v.blocks.9.norm1.b: tensor<384xf32> {tf.aliasing_output = 417 : i32}, %v.blocks.9.attn.qkv.w: tensor<384x1152xf32> {tf.aliasing_output = 418 : i32}, %v.blocks.9.attn.qkv.b: tensor<1152xf32> {tf.aliasing_output = 419 : i32}, %v.blocks.9.attn.proj.w: tensor<384x384xf32> {tf.aliasing_output = 420 : i32}, %v.blocks.9.attn.proj.b: tensor<384xf32> {tf.aliasing_output = 421 : i32}, %v.blocks.9.norm2.g: tensor<384xf32> {tf.aliasing_output = 422 : i32}, %v.blocks.9.norm2.b: tensor<384xf32> {tf.aliasing_output = 423 : i32}, %v.blocks.9.mlp.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 424 : i32}, %v.blocks.9.mlp.fc1.b: tensor<1536xf32> {tf.aliasing_output = 425 : i32}, %v.blocks.9.mlp.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 426 : i32}, %v.blocks.9.mlp.fc2.b: tensor<384xf32> {tf.aliasing_output = 427 : i32}, %v.blocks.10.norm1.g: tensor<384xf32> {tf.aliasing_output = 428 : i32}, %v.blocks.10.norm1.b: tensor<384xf32> {tf.aliasing_output = 429 : i32}, %v.blocks.10.attn.qkv.w: tensor<384x1152xf32> {tf.aliasing_output = 430 : i32}, %v.blocks.10.attn.qkv.b: tensor<1152xf32> {tf.aliasing_output = 431 : i32}, %v.blocks.10.attn.proj.w: tensor<384x384xf32> {tf.aliasing_output = 432 : i32}, %v.blocks.10.attn.proj.b: tensor<384xf32> {tf.aliasing_output = 433 : i32}, %v.blocks.10.norm2.g: tensor<384xf32> {tf.aliasing_output = 434 : i32}, %v.blocks.10.norm2.b: tensor<384xf32> {tf.aliasing_output = 435 : i32}, %v.blocks.10.mlp.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 436 : i32}, %v.blocks.10.mlp.fc1.b: tensor<1536xf32> {tf.aliasing_output = 437 : i32}, %v.blocks.10.mlp.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 438 : i32}, %v.blocks.10.mlp.fc2.b: tensor<384xf32> {tf.aliasing_output = 439 : i32}, %v.blocks.11.norm1.g: tensor<384xf32> {tf.aliasing_output = 440 : i32}, %v.blocks.11.norm1.b: tensor<384xf32> {tf.aliasing_output = 441 : i32}, %v.blocks.11.attn.qkv.w: tensor<384x1152xf32> {tf.aliasing_output = 442 : i32}, %v.blocks.11.attn.qkv.b: tensor<1152xf32> {tf.aliasing_output = 443 : i32}, %v.blocks.11.attn.proj.w: tensor<384x384xf32> {tf.aliasing_output = 444 : i32}, %v.blocks.11.attn.proj.b: tensor<384xf32> {tf.aliasing_output = 445 : i32}, %v.blocks.11.norm2.g: tensor<384xf32> {tf.aliasing_output = 446 : i32}, %v.blocks.11.norm2.b: tensor<384xf32> {tf.aliasing_output = 447 : i32}, %v.blocks.11.mlp.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 448 : i32}, %v.blocks.11.mlp.fc1.b: tensor<1536xf32> {tf.aliasing_output = 449 : i32}, %v.blocks.11.mlp.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 450 : i32}, %v.blocks.11.mlp.fc2.b: tensor<384xf32> {tf.aliasing_output = 451 : i32}, %v.norm.g: tensor<384xf32> {tf.aliasing_output = 452 : i32}, %v.norm.b: tensor<384xf32> {tf.aliasing_output = 453 : i32}, %v.head.w: tensor<384x1000xf32> {tf.aliasing_output = 454 : i32}, %v.head.b: tensor<1000xf32> {tf.aliasing_output = 455 : i32}, %lr: tensor<f32>, %bc1: tensor<f32>, %bc2: tensor<f32>, %drop_mask: tensor<128x24xf32>, %targets: tensor<128x1000xf32>) -> (tensor<16x16x3x384xf32>, tensor<384xf32>, tensor<1x1x384xf32>, tensor<1x197x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1000xf32>, tensor<1000xf32>, tensor<16x16x3x384xf32>, tensor<384xf32>, tensor<1x1x384xf32>, tensor<1x197x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1000xf32>, tensor<1000xf32>, tensor<16x16x3x384xf32>, tensor<384xf32>, tensor<1x1x384xf32>, tensor<1x197x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1000xf32>, tensor<1000xf32>, tensor<f32>, tensor<f32>) {
    // ── forward ──
    %0 = "stablehlo.convolution"(%x, %patch_embed.proj.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 16, 16>} : (tensor<128x224x224x3xf32>, tensor<16x16x3x384xf32>) -> tensor<128x14x14x384xf32>
    %1 = "stablehlo.broadcast_in_dim"(%patch_embed.proj.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<128x14x14x384xf32>
    %2 = stablehlo.add %0, %1 : tensor<128x14x14x384xf32>
    %3 = "stablehlo.reshape"(%2) : (tensor<128x14x14x384xf32>) -> tensor<128x196x384xf32>
    %4 = "stablehlo.reshape"(%cls.token) : (tensor<1x1x384xf32>) -> tensor<384xf32>
    %5 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x1x384xf32>
    %6 = "stablehlo.concatenate"(%5, %3) {dimension = 1 : i64} : (tensor<128x1x384xf32>, tensor<128x196x384xf32>) -> tensor<128x197x384xf32>
    %7 = "stablehlo.reshape"(%pos.table) : (tensor<1x197x384xf32>) -> tensor<197x384xf32>
    %8 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<197x384xf32>) -> tensor<128x197x384xf32>
    %9 = stablehlo.add %6, %8 : tensor<128x197x384xf32>
    %10 = stablehlo.constant dense<0.0> : tensor<f32>
    %11 = "stablehlo.reduce"(%9, %10) ({
    ^bb0(%_r0a: tensor<f32>, %_r0b: tensor<f32>):
      %_r0c = stablehlo.add %_r0a, %_r0b : tensor<f32>
      "stablehlo.return"(%_r0c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %12 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %13 = stablehlo.divide %11, %12 : tensor<128x197xf32>
    %14 = "stablehlo.broadcast_in_dim"(%13) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %15 = stablehlo.subtract %9, %14 : tensor<128x197x384xf32>
    %16 = stablehlo.multiply %15, %15 : tensor<128x197x384xf32>
    %17 = stablehlo.constant dense<0.0> : tensor<f32>
    %18 = "stablehlo.reduce"(%16, %17) ({
    ^bb0(%_r1a: tensor<f32>, %_r1b: tensor<f32>):
      %_r1c = stablehlo.add %_r1a, %_r1b : tensor<f32>
      "stablehlo.return"(%_r1c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %19 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %20 = stablehlo.divide %18, %19 : tensor<128x197xf32>
    %21 = "stablehlo.broadcast_in_dim"(%20) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %22 = stablehlo.constant dense<1.0e-06> : tensor<128x197x384xf32>
    %23 = stablehlo.add %21, %22 : tensor<128x197x384xf32>
    %24 = stablehlo.rsqrt %23 : tensor<128x197x384xf32>
    %25 = stablehlo.multiply %15, %24 : tensor<128x197x384xf32>
    %26 = "stablehlo.broadcast_in_dim"(%blocks.0.norm1.g) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %27 = stablehlo.multiply %25, %26 : tensor<128x197x384xf32>
    %28 = "stablehlo.broadcast_in_dim"(%blocks.0.norm1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %29 = stablehlo.add %27, %28 : tensor<128x197x384xf32>
    %30 = "stablehlo.dot_general"(%29, %blocks.0.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x384xf32>, tensor<384x1152xf32>) -> tensor<128x197x1152xf32>
    %31 = "stablehlo.broadcast_in_dim"(%blocks.0.attn.qkv.b) {broadcast_dimensions = array<i64: 2>} : (tensor<1152xf32>) -> tensor<128x197x1152xf32>
    %32 = stablehlo.add %30, %31 : tensor<128x197x1152xf32>
    %33 = "stablehlo.reshape"(%32) : (tensor<128x197x1152xf32>) -> tensor<128x197x3x6x64xf32>
    %34 = "stablehlo.transpose"(%33) {permutation = array<i64: 0, 2, 3, 1, 4>} : (tensor<128x197x3x6x64xf32>) -> tensor<128x3x6x197x64xf32>
    %35 = "stablehlo.slice"(%34) {limit_indices = array<i64: 128, 1, 6, 197, 64>, start_indices = array<i64: 0, 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %36 = "stablehlo.reshape"(%35) : (tensor<128x1x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %37 = "stablehlo.slice"(%34) {limit_indices = array<i64: 128, 2, 6, 197, 64>, start_indices = array<i64: 0, 1, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %38 = "stablehlo.reshape"(%37) : (tensor<128x1x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %39 = "stablehlo.slice"(%34) {limit_indices = array<i64: 128, 3, 6, 197, 64>, start_indices = array<i64: 0, 2, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %40 = "stablehlo.reshape"(%39) : (tensor<128x1x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %41 = stablehlo.constant dense<0.125> : tensor<128x6x197x64xf32>
    %42 = stablehlo.multiply %36, %41 : tensor<128x6x197x64xf32>
    %43 = "stablehlo.dot_general"(%42, %38) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<128x6x197x64xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x197xf32>
    %44 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %45 = "stablehlo.reduce"(%43, %44) ({
    ^bb0(%_r2a: tensor<f32>, %_r2b: tensor<f32>):
      %_r2c = stablehlo.maximum %_r2a, %_r2b : tensor<f32>
      "stablehlo.return"(%_r2c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x6x197x197xf32>, tensor<f32>) -> tensor<128x6x197xf32>
    %46 = "stablehlo.broadcast_in_dim"(%45) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x6x197xf32>) -> tensor<128x6x197x197xf32>
    %47 = stablehlo.subtract %43, %46 : tensor<128x6x197x197xf32>
    %48 = stablehlo.exponential %47 : tensor<128x6x197x197xf32>
    %49 = stablehlo.constant dense<0.0> : tensor<f32>
    %50 = "stablehlo.reduce"(%48, %49) ({
    ^bb0(%_r3a: tensor<f32>, %_r3b: tensor<f32>):
      %_r3c = stablehlo.add %_r3a, %_r3b : tensor<f32>
      "stablehlo.return"(%_r3c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x6x197x197xf32>, tensor<f32>) -> tensor<128x6x197xf32>
    %51 = "stablehlo.broadcast_in_dim"(%50) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x6x197xf32>) -> tensor<128x6x197x197xf32>
    %52 = stablehlo.divide %48, %51 : tensor<128x6x197x197xf32>
    %53 = "stablehlo.dot_general"(%52, %40) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<128x6x197x197xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %54 = "stablehlo.transpose"(%53) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<128x6x197x64xf32>) -> tensor<128x197x6x64xf32>
    %55 = "stablehlo.reshape"(%54) : (tensor<128x197x6x64xf32>) -> tensor<128x197x384xf32>
    %56 = "stablehlo.dot_general"(%55, %blocks.0.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x384xf32>, tensor<384x384xf32>) -> tensor<128x197x384xf32>
    %57 = "stablehlo.broadcast_in_dim"(%blocks.0.attn.proj.b) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %58 = stablehlo.add %56, %57 : tensor<128x197x384xf32>
    %59 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 128, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>} : (tensor<128x24xf32>) -> tensor<128x1xf32>
    %60 = "stablehlo.broadcast_in_dim"(%59) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<128x1xf32>) -> tensor<128x197x384xf32>
    %61 = stablehlo.multiply %58, %60 : tensor<128x197x384xf32>
    %62 = stablehlo.add %61, %9 : tensor<128x197x384xf32>
    %63 = stablehlo.constant dense<0.0> : tensor<f32>
    %64 = "stablehlo.reduce"(%62, %63) ({
    ^bb0(%_r4a: tensor<f32>, %_r4b: tensor<f32>):
      %_r4c = stablehlo.add %_r4a, %_r4b : tensor<f32>
      "stablehlo.return"(%_r4c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %65 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %66 = stablehlo.divide %64, %65 : tensor<128x197xf32>
    %67 = "stablehlo.broadcast_in_dim"(%66) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %68 = stablehlo.subtract %62, %67 : tensor<128x197x384xf32>
    %69 = stablehlo.multiply %68, %68 : tensor<128x197x384xf32>
    %70 = stablehlo.constant dense<0.0> : tensor<f32>
    %71 = "stablehlo.reduce"(%69, %70) ({
    ^bb0(%_r5a: tensor<f32>, %_r5b: tensor<f32>):
      %_r5c = stablehlo.add %_r5a, %_r5b : tensor<f32>
      "stablehlo.return"(%_r5c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %72 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %73 = stablehlo.divide %71, %72 : tensor<128x197xf32>
    %74 = "stablehlo.broadcast_in_dim"(%73) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %75 = stablehlo.constant dense<1.0e-06> : tensor<128x197x384xf32>
    %76 = stablehlo.add %74, %75 : tensor<128x197x384xf32>
    %77 = stablehlo.rsqrt %76 : tensor<128x197x384xf32>
    %78 = stablehlo.multiply %68, %77 : tensor<128x197x384xf32>
    %79 = "stablehlo.broadcast_in_dim"(%blocks.0.norm2.g) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %80 = stablehlo.multiply %78, %79 : tensor<128x197x384xf32>
    %81 = "stablehlo.broadcast_in_dim"(%blocks.0.norm2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %82 = stablehlo.add %80, %81 : tensor<128x197x384xf32>
    %83 = "stablehlo.dot_general"(%82, %blocks.0.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x384xf32>, tensor<384x1536xf32>) -> tensor<128x197x1536xf32>
    %84 = "stablehlo.broadcast_in_dim"(%blocks.0.mlp.fc1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<1536xf32>) -> tensor<128x197x1536xf32>
    %85 = stablehlo.add %83, %84 : tensor<128x197x1536xf32>
    %86 = stablehlo.constant dense<0.70710677> : tensor<128x197x1536xf32>
    %87 = stablehlo.multiply %85, %86 : tensor<128x197x1536xf32>
    %88 = "chlo.erf"(%87) : (tensor<128x197x1536xf32>) -> tensor<128x197x1536xf32>
    %89 = stablehlo.constant dense<1.0> : tensor<128x197x1536xf32>
    %90 = stablehlo.add %88, %89 : tensor<128x197x1536xf32>
    %91 = stablehlo.constant dense<0.5> : tensor<128x197x1536xf32>
    %92 = stablehlo.multiply %85, %91 : tensor<128x197x1536xf32>
    %93 = stablehlo.multiply %92, %90 : tensor<128x197x1536xf32>
    %94 = "stablehlo.dot_general"(%93, %blocks.0.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x1536xf32>, tensor<1536x384xf32>) -> tensor<128x197x384xf32>
    %95 = "stablehlo.broadcast_in_dim"(%blocks.0.mlp.fc2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %96 = stablehlo.add %94, %95 : tensor<128x197x384xf32>
    %97 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 128, 2>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 1>} : (tensor<128x24xf32>) -> tensor<128x1xf32>
    %98 = "stablehlo.broadcast_in_dim"(%97) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<128x1xf32>) -> tensor<128x197x384xf32>
    %99 = stablehlo.multiply %96, %98 : tensor<128x197x384xf32>
    %100 = stablehlo.add %99, %62 : tensor<128x197x384xf32>
    %101 = stablehlo.constant dense<0.0> : tensor<f32>
    %102 = "stablehlo.reduce"(%100, %101) ({
    ^bb0(%_r6a: tensor<f32>, %_r6b: tensor<f32>):
      %_r6c = stablehlo.add %_r6a, %_r6b : tensor<f32>
      "stablehlo.return"(%_r6c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %103 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %104 = stablehlo.divide %102, %103 : tensor<128x197xf32>
    %105 = "stablehlo.broadcast_in_dim"(%104) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %106 = stablehlo.subtract %100, %105 : tensor<128x197x384xf32>
    %107 = stablehlo.multiply %106, %106 : tensor<128x197x384xf32>
    %108 = stablehlo.constant dense<0.0> : tensor<f32>
    %109 = "stablehlo.reduce"(%107, %108) ({
    ^bb0(%_r7a: tensor<f32>, %_r7b: tensor<f32>):
      %_r7c = stablehlo.add %_r7a, %_r7b : tensor<f32>
      "stablehlo.return"(%_r7c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %110 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %111 = stablehlo.divide %109, %110 : tensor<128x197xf32>
    %112 = "stablehlo.broadcast_in_dim"(%111) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %113 = stablehlo.constant dense<1.0e-06> : tensor<128x197x384xf32>
    %114 = stablehlo.add %112, %113 : tensor<128x197x384xf32>
    %115 = stablehlo.rsqrt %114 : tensor<128x197x384xf32>
    %116 = stablehlo.multiply %106, %115 : tensor<128x197x384xf32>
    %117 = "stablehlo.broadcast_in_dim"(%blocks.1.norm1.g) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %118 = stablehlo.multiply %116, %117 : tensor<128x197x384xf32>
    %119 = "stablehlo.broadcast_in_dim"(%blocks.1.norm1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %120 = stablehlo.add %118, %119 : tensor<128x197x384xf32>
    %121 = "stablehlo.dot_general"(%120, %blocks.1.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x384xf32>, tensor<384x1152xf32>) -> tensor<128x197x1152xf32>
    %122 = "stablehlo.broadcast_in_dim"(%blocks.1.attn.qkv.b) {broadcast_dimensions = array<i64: 2>} : (tensor<1152xf32>) -> tensor<128x197x1152xf32>
    %123 = stablehlo.add %121, %122 : tensor<128x197x1152xf32>
    %124 = "stablehlo.reshape"(%123) : (tensor<128x197x1152xf32>) -> tensor<128x197x3x6x64xf32>
    %125 = "stablehlo.transpose"(%124) {permutation = array<i64: 0, 2, 3, 1, 4>} : (tensor<128x197x3x6x64xf32>) -> tensor<128x3x6x197x64xf32>
    %126 = "stablehlo.slice"(%125) {limit_indices = array<i64: 128, 1, 6, 197, 64>, start_indices = array<i64: 0, 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %127 = "stablehlo.reshape"(%126) : (tensor<128x1x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %128 = "stablehlo.slice"(%125) {limit_indices = array<i64: 128, 2, 6, 197, 64>, start_indices = array<i64: 0, 1, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %129 = "stablehlo.reshape"(%128) : (tensor<128x1x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %130 = "stablehlo.slice"(%125) {limit_indices = array<i64: 128, 3, 6, 197, 64>, start_indices = array<i64: 0, 2, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %131 = "stablehlo.reshape"(%130) : (tensor<128x1x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %132 = stablehlo.constant dense<0.125> : tensor<128x6x197x64xf32>
    %133 = stablehlo.multiply %127, %132 : tensor<128x6x197x64xf32>
    %134 = "stablehlo.dot_general"(%133, %129) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<128x6x197x64xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x197xf32>
    %135 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %136 = "stablehlo.reduce"(%134, %135) ({
    ^bb0(%_r8a: tensor<f32>, %_r8b: tensor<f32>):
      %_r8c = stablehlo.maximum %_r8a, %_r8b : tensor<f32>
      "stablehlo.return"(%_r8c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x6x197x197xf32>, tensor<f32>) -> tensor<128x6x197xf32>
    %137 = "stablehlo.broadcast_in_dim"(%136) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x6x197xf32>) -> tensor<128x6x197x197xf32>
    %138 = stablehlo.subtract %134, %137 : tensor<128x6x197x197xf32>
    %139 = stablehlo.exponential %138 : tensor<128x6x197x197xf32>
    %140 = stablehlo.constant dense<0.0> : tensor<f32>
    %141 = "stablehlo.reduce"(%139, %140) ({
    ^bb0(%_r9a: tensor<f32>, %_r9b: tensor<f32>):
      %_r9c = stablehlo.add %_r9a, %_r9b : tensor<f32>
      "stablehlo.return"(%_r9c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x6x197x197xf32>, tensor<f32>) -> tensor<128x6x197xf32>
    %142 = "stablehlo.broadcast_in_dim"(%141) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x6x197xf32>) -> tensor<128x6x197x197xf32>
    %143 = stablehlo.divide %139, %142 : tensor<128x6x197x197xf32>
    %144 = "stablehlo.dot_general"(%143, %131) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<128x6x197x197xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %145 = "stablehlo.transpose"(%144) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<128x6x197x64xf32>) -> tensor<128x197x6x64xf32>
    %146 = "stablehlo.reshape"(%145) : (tensor<128x197x6x64xf32>) -> tensor<128x197x384xf32>
    %147 = "stablehlo.dot_general"(%146, %blocks.1.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x384xf32>, tensor<384x384xf32>) -> tensor<128x197x384xf32>
    %148 = "stablehlo.broadcast_in_dim"(%blocks.1.attn.proj.b) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %149 = stablehlo.add %147, %148 : tensor<128x197x384xf32>
    %150 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 128, 3>, start_indices = array<i64: 0, 2>, strides = array<i64: 1, 1>} : (tensor<128x24xf32>) -> tensor<128x1xf32>
    %151 = "stablehlo.broadcast_in_dim"(%150) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<128x1xf32>) -> tensor<128x197x384xf32>
    %152 = stablehlo.multiply %149, %151 : tensor<128x197x384xf32>
    %153 = stablehlo.add %152, %100 : tensor<128x197x384xf32>
    %154 = stablehlo.constant dense<0.0> : tensor<f32>
    %155 = "stablehlo.reduce"(%153, %154) ({
    ^bb0(%_r10a: tensor<f32>, %_r10b: tensor<f32>):
      %_r10c = stablehlo.add %_r10a, %_r10b : tensor<f32>
      "stablehlo.return"(%_r10c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %156 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %157 = stablehlo.divide %155, %156 : tensor<128x197xf32>
    %158 = "stablehlo.broadcast_in_dim"(%157) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %159 = stablehlo.subtract %153, %158 : tensor<128x197x384xf32>
    %160 = stablehlo.multiply %159, %159 : tensor<128x197x384xf32>
    %161 = stablehlo.constant dense<0.0> : tensor<f32>
    %162 = "stablehlo.reduce"(%160, %161) ({
    ^bb0(%_r11a: tensor<f32>, %_r11b: tensor<f32>):
      %_r11c = stablehlo.add %_r11a, %_r11b : tensor<f32>
      "stablehlo.return"(%_r11c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %163 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %164 = stablehlo.divide %162, %163 : tensor<128x197xf32>
    %165 = "stablehlo.broadcast_in_dim"(%164) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %166 = stablehlo.constant dense<1.0e-06> : tensor<128x197x384xf32>
    %167 = stablehlo.add %165, %166 : tensor<128x197x384xf32>
    %168 = stablehlo.rsqrt %167 : tensor<128x197x384xf32>
    %169 = stablehlo.multiply %159, %168 : tensor<128x197x384xf32>
    %170 = "stablehlo.broadcast_in_dim"(%blocks.1.norm2.g) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %171 = stablehlo.multiply %169, %170 : tensor<128x197x384xf32>
    %172 = "stablehlo.broadcast_in_dim"(%blocks.1.norm2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %173 = stablehlo.add %171, %172 : tensor<128x197x384xf32>
    %174 = "stablehlo.dot_general"(%173, %blocks.1.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x384xf32>, tensor<384x1536xf32>) -> tensor<128x197x1536xf32>
    %175 = "stablehlo.broadcast_in_dim"(%blocks.1.mlp.fc1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<1536xf32>) -> tensor<128x197x1536xf32>
    %176 = stablehlo.add %174, %175 : tensor<128x197x1536xf32>
    %177 = stablehlo.constant dense<0.70710677> : tensor<128x197x1536xf32>
    %178 = stablehlo.multiply %176, %177 : tensor<128x197x1536xf32>
    %179 = "chlo.erf"(%178) : (tensor<128x197x1536xf32>) -> tensor<128x197x1536xf32>
    %180 = stablehlo.constant dense<1.0> : tensor<128x197x1536xf32>
    %181 = stablehlo.add %179, %180 : tensor<128x197x1536xf32>
    %182 = stablehlo.constant dense<0.5> : tensor<128x197x1536xf32>
    %183 = stablehlo.multiply %176, %182 : tensor<128x197x1536xf32>
    %184 = stablehlo.multiply %183, %181 : tensor<128x197x1536xf32>
    %185 = "stablehlo.dot_general"(%184, %blocks.1.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x1536xf32>, tensor<1536x384xf32>) -> tensor<128x197x384xf32>
    %186 = "stablehlo.broadcast_in_dim"(%blocks.1.mlp.fc2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %187 = stablehlo.add %185, %186 : tensor<128x197x384xf32>
    %188 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 128, 4>, start_indices = array<i64: 0, 3>, strides = array<i64: 1, 1>} : (tensor<128x24xf32>) -> tensor<128x1xf32>
    %189 = "stablehlo.broadcast_in_dim"(%188) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<128x1xf32>) -> tensor<128x197x384xf32>
    %190 = stablehlo.multiply %187, %189 : tensor<128x197x384xf32>
    %191 = stablehlo.add %190, %153 : tensor<128x197x384xf32>
    %192 = stablehlo.constant dense<0.0> : tensor<f32>
    %193 = "stablehlo.reduce"(%191, %192) ({
    ^bb0(%_r12a: tensor<f32>, %_r12b: tensor<f32>):
      %_r12c = stablehlo.add %_r12a, %_r12b : tensor<f32>
      "stablehlo.return"(%_r12c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %194 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %195 = stablehlo.divide %193, %194 : tensor<128x197xf32>
    %196 = "stablehlo.broadcast_in_dim"(%195) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %197 = stablehlo.subtract %191, %196 : tensor<128x197x384xf32>
    %198 = stablehlo.multiply %197, %197 : tensor<128x197x384xf32>
    %199 = stablehlo.constant dense<0.0> : tensor<f32>
    %200 = "stablehlo.reduce"(%198, %199) ({
    ^bb0(%_r13a: tensor<f32>, %_r13b: tensor<f32>):
      %_r13c = stablehlo.add %_r13a, %_r13b : tensor<f32>
      "stablehlo.return"(%_r13c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %201 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %202 = stablehlo.divide %200, %201 : tensor<128x197xf32>
    %203 = "stablehlo.broadcast_in_dim"(%202) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %204 = stablehlo.constant dense<1.0e-06> : tensor<128x197x384xf32>
    %205 = stablehlo.add %203, %204 : tensor<128x197x384xf32>
    %206 = stablehlo.rsqrt %205 : tensor<128x197x384xf32>
    %207 = stablehlo.multiply %197, %206 : tensor<128x197x384xf32>
    %208 = "stablehlo.broadcast_in_dim"(%blocks.2.norm1.g) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %209 = stablehlo.multiply %207, %208 : tensor<128x197x384xf32>
    %210 = "stablehlo.broadcast_in_dim"(%blocks.2.norm1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %211 = stablehlo.add %209, %210 : tensor<128x197x384xf32>
    %212 = "stablehlo.dot_general"(%211, %blocks.2.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x384xf32>, tensor<384x1152xf32>) -> tensor<128x197x1152xf32>
    %213 = "stablehlo.broadcast_in_dim"(%blocks.2.attn.qkv.b) {broadcast_dimensions = array<i64: 2>} : (tensor<1152xf32>) -> tensor<128x197x1152xf32>
    %214 = stablehlo.add %212, %213 : tensor<128x197x1152xf32>
    %215 = "stablehlo.reshape"(%214) : (tensor<128x197x1152xf32>) -> tensor<128x197x3x6x64xf32>
    %216 = "stablehlo.transpose"(%215) {permutation = array<i64: 0, 2, 3, 1, 4>} : (tensor<128x197x3x6x64xf32>) -> tensor<128x3x6x197x64xf32>
    %217 = "stablehlo.slice"(%216) {limit_indices = array<i64: 128, 1, 6, 197, 64>, start_indices = array<i64: 0, 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %218 = "stablehlo.reshape"(%217) : (tensor<128x1x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %219 = "stablehlo.slice"(%216) {limit_indices = array<i64: 128, 2, 6, 197, 64>, start_indices = array<i64: 0, 1, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %220 = "stablehlo.reshape"(%219) : (tensor<128x1x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %221 = "stablehlo.slice"(%216) {limit_indices = array<i64: 128, 3, 6, 197, 64>, start_indices = array<i64: 0, 2, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %222 = "stablehlo.reshape"(%221) : (tensor<128x1x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %223 = stablehlo.constant dense<0.125> : tensor<128x6x197x64xf32>
    %224 = stablehlo.multiply %218, %223 : tensor<128x6x197x64xf32>
    %225 = "stablehlo.dot_general"(%224, %220) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<128x6x197x64xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x197xf32>
    %226 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %227 = "stablehlo.reduce"(%225, %226) ({
    ^bb0(%_r14a: tensor<f32>, %_r14b: tensor<f32>):
      %_r14c = stablehlo.maximum %_r14a, %_r14b : tensor<f32>
      "stablehlo.return"(%_r14c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x6x197x197xf32>, tensor<f32>) -> tensor<128x6x197xf32>
    %228 = "stablehlo.broadcast_in_dim"(%227) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x6x197xf32>) -> tensor<128x6x197x197xf32>
    %229 = stablehlo.subtract %225, %228 : tensor<128x6x197x197xf32>
    %230 = stablehlo.exponential %229 : tensor<128x6x197x197xf32>
    %231 = stablehlo.constant dense<0.0> : tensor<f32>
    %232 = "stablehlo.reduce"(%230, %231) ({
    ^bb0(%_r15a: tensor<f32>, %_r15b: tensor<f32>):
      %_r15c = stablehlo.add %_r15a, %_r15b : tensor<f32>
      "stablehlo.return"(%_r15c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x6x197x197xf32>, tensor<f32>) -> tensor<128x6x197xf32>
    %233 = "stablehlo.broadcast_in_dim"(%232) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x6x197xf32>) -> tensor<128x6x197x197xf32>
    %234 = stablehlo.divide %230, %233 : tensor<128x6x197x197xf32>
    %235 = "stablehlo.dot_general"(%234, %222) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<128x6x197x197xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %236 = "stablehlo.transpose"(%235) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<128x6x197x64xf32>) -> tensor<128x197x6x64xf32>
    %237 = "stablehlo.reshape"(%236) : (tensor<128x197x6x64xf32>) -> tensor<128x197x384xf32>
    %238 = "stablehlo.dot_general"(%237, %blocks.2.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x384xf32>, tensor<384x384xf32>) -> tensor<128x197x384xf32>
    %239 = "stablehlo.broadcast_in_dim"(%blocks.2.attn.proj.b) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %240 = stablehlo.add %238, %239 : tensor<128x197x384xf32>
    %241 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 128, 5>, start_indices = array<i64: 0, 4>, strides = array<i64: 1, 1>} : (tensor<128x24xf32>) -> tensor<128x1xf32>
    %242 = "stablehlo.broadcast_in_dim"(%241) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<128x1xf32>) -> tensor<128x197x384xf32>
    %243 = stablehlo.multiply %240, %242 : tensor<128x197x384xf32>
    %244 = stablehlo.add %243, %191 : tensor<128x197x384xf32>
    %245 = stablehlo.constant dense<0.0> : tensor<f32>
    %246 = "stablehlo.reduce"(%244, %245) ({
    ^bb0(%_r16a: tensor<f32>, %_r16b: tensor<f32>):
      %_r16c = stablehlo.add %_r16a, %_r16b : tensor<f32>
      "stablehlo.return"(%_r16c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %247 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %248 = stablehlo.divide %246, %247 : tensor<128x197xf32>
    %249 = "stablehlo.broadcast_in_dim"(%248) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %250 = stablehlo.subtract %244, %249 : tensor<128x197x384xf32>
    %251 = stablehlo.multiply %250, %250 : tensor<128x197x384xf32>
    %252 = stablehlo.constant dense<0.0> : tensor<f32>
    %253 = "stablehlo.reduce"(%251, %252) ({
    ^bb0(%_r17a: tensor<f32>, %_r17b: tensor<f32>):
      %_r17c = stablehlo.add %_r17a, %_r17b : tensor<f32>
      "stablehlo.return"(%_r17c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %254 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %255 = stablehlo.divide %253, %254 : tensor<128x197xf32>
    %256 = "stablehlo.broadcast_in_dim"(%255) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %257 = stablehlo.constant dense<1.0e-06> : tensor<128x197x384xf32>
    %258 = stablehlo.add %256, %257 : tensor<128x197x384xf32>
    %259 = stablehlo.rsqrt %258 : tensor<128x197x384xf32>
    %260 = stablehlo.multiply %250, %259 : tensor<128x197x384xf32>
    %261 = "stablehlo.broadcast_in_dim"(%blocks.2.norm2.g) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %262 = stablehlo.multiply %260, %261 : tensor<128x197x384xf32>
    %263 = "stablehlo.broadcast_in_dim"(%blocks.2.norm2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %264 = stablehlo.add %262, %263 : tensor<128x197x384xf32>
    %265 = "stablehlo.dot_general"(%264, %blocks.2.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x384xf32>, tensor<384x1536xf32>) -> tensor<128x197x1536xf32>
    %266 = "stablehlo.broadcast_in_dim"(%blocks.2.mlp.fc1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<1536xf32>) -> tensor<128x197x1536xf32>
    %267 = stablehlo.add %265, %266 : tensor<128x197x1536xf32>
    %268 = stablehlo.constant dense<0.70710677> : tensor<128x197x1536xf32>
    %269 = stablehlo.multiply %267, %268 : tensor<128x197x1536xf32>
    %270 = "chlo.erf"(%269) : (tensor<128x197x1536xf32>) -> tensor<128x197x1536xf32>
    %271 = stablehlo.constant dense<1.0> : tensor<128x197x1536xf32>
    %272 = stablehlo.add %270, %271 : tensor<128x197x1536xf32>
    %273 = stablehlo.constant dense<0.5> : tensor<128x197x1536xf32>
    %274 = stablehlo.multiply %267, %273 : tensor<128x197x1536xf32>
    %275 = stablehlo.multiply %274, %272 : tensor<128x197x1536xf32>
    %276 = "stablehlo.dot_general"(%275, %blocks.2.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x1536xf32>, tensor<1536x384xf32>) -> tensor<128x197x384xf32>
    %277 = "stablehlo.broadcast_in_dim"(%blocks.2.mlp.fc2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %278 = stablehlo.add %276, %277 : tensor<128x197x384xf32>
    %279 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 128, 6>, start_indices = array<i64: 0, 5>, strides = array<i64: 1, 1>} : (tensor<128x24xf32>) -> tensor<128x1xf32>
    %280 = "stablehlo.broadcast_in_dim"(%279) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<128x1xf32>) -> tensor<128x197x384xf32>
    %281 = stablehlo.multiply %278, %280 : tensor<128x197x384xf32>
    %282 = stablehlo.add %281, %244 : tensor<128x197x384xf32>
    %283 = stablehlo.constant dense<0.0> : tensor<f32>
    %284 = "stablehlo.reduce"(%282, %283) ({
    ^bb0(%_r18a: tensor<f32>, %_r18b: tensor<f32>):
      %_r18c = stablehlo.add %_r18a, %_r18b : tensor<f32>
      "stablehlo.return"(%_r18c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %285 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %286 = stablehlo.divide %284, %285 : tensor<128x197xf32>
    %287 = "stablehlo.broadcast_in_dim"(%286) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %288 = stablehlo.subtract %282, %287 : tensor<128x197x384xf32>
    %289 = stablehlo.multiply %288, %288 : tensor<128x197x384xf32>
    %290 = stablehlo.constant dense<0.0> : tensor<f32>
    %291 = "stablehlo.reduce"(%289, %290) ({
    ^bb0(%_r19a: tensor<f32>, %_r19b: tensor<f32>):
      %_r19c = stablehlo.add %_r19a, %_r19b : tensor<f32>
      "stablehlo.return"(%_r19c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %292 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %293 = stablehlo.divide %291, %292 : tensor<128x197xf32>
    %294 = "stablehlo.broadcast_in_dim"(%293) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %295 = stablehlo.constant dense<1.0e-06> : tensor<128x197x384xf32>
    %296 = stablehlo.add %294, %295 : tensor<128x197x384xf32>
    %297 = stablehlo.rsqrt %296 : tensor<128x197x384xf32>
    %298 = stablehlo.multiply %288, %297 : tensor<128x197x384xf32>
    %299 = "stablehlo.broadcast_in_dim"(%blocks.3.norm1.g) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %300 = stablehlo.multiply %298, %299 : tensor<128x197x384xf32>
    %301 = "stablehlo.broadcast_in_dim"(%blocks.3.norm1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %302 = stablehlo.add %300, %301 : tensor<128x197x384xf32>
    %303 = "stablehlo.dot_general"(%302, %blocks.3.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x384xf32>, tensor<384x1152xf32>) -> tensor<128x197x1152xf32>
    %304 = "stablehlo.broadcast_in_dim"(%blocks.3.attn.qkv.b) {broadcast_dimensions = array<i64: 2>} : (tensor<1152xf32>) -> tensor<128x197x1152xf32>
    %305 = stablehlo.add %303, %304 : tensor<128x197x1152xf32>
    %306 = "stablehlo.reshape"(%305) : (tensor<128x197x1152xf32>) -> tensor<128x197x3x6x64xf32>
    %307 = "stablehlo.transpose"(%306) {permutation = array<i64: 0, 2, 3, 1, 4>} : (tensor<128x197x3x6x64xf32>) -> tensor<128x3x6x197x64xf32>
    %308 = "stablehlo.slice"(%307) {limit_indices = array<i64: 128, 1, 6, 197, 64>, start_indices = array<i64: 0, 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %309 = "stablehlo.reshape"(%308) : (tensor<128x1x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %310 = "stablehlo.slice"(%307) {limit_indices = array<i64: 128, 2, 6, 197, 64>, start_indices = array<i64: 0, 1, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %311 = "stablehlo.reshape"(%310) : (tensor<128x1x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %312 = "stablehlo.slice"(%307) {limit_indices = array<i64: 128, 3, 6, 197, 64>, start_indices = array<i64: 0, 2, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %313 = "stablehlo.reshape"(%312) : (tensor<128x1x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %314 = stablehlo.constant dense<0.125> : tensor<128x6x197x64xf32>
    %315 = stablehlo.multiply %309, %314 : tensor<128x6x197x64xf32>
    %316 = "stablehlo.dot_general"(%315, %311) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<128x6x197x64xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x197xf32>
    %317 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %318 = "stablehlo.reduce"(%316, %317) ({
    ^bb0(%_r20a: tensor<f32>, %_r20b: tensor<f32>):
      %_r20c = stablehlo.maximum %_r20a, %_r20b : tensor<f32>
      "stablehlo.return"(%_r20c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x6x197x197xf32>, tensor<f32>) -> tensor<128x6x197xf32>
    %319 = "stablehlo.broadcast_in_dim"(%318) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x6x197xf32>) -> tensor<128x6x197x197xf32>
    %320 = stablehlo.subtract %316, %319 : tensor<128x6x197x197xf32>
    %321 = stablehlo.exponential %320 : tensor<128x6x197x197xf32>
    %322 = stablehlo.constant dense<0.0> : tensor<f32>
    %323 = "stablehlo.reduce"(%321, %322) ({
    ^bb0(%_r21a: tensor<f32>, %_r21b: tensor<f32>):
      %_r21c = stablehlo.add %_r21a, %_r21b : tensor<f32>
      "stablehlo.return"(%_r21c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x6x197x197xf32>, tensor<f32>) -> tensor<128x6x197xf32>
    %324 = "stablehlo.broadcast_in_dim"(%323) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x6x197xf32>) -> tensor<128x6x197x197xf32>
    %325 = stablehlo.divide %321, %324 : tensor<128x6x197x197xf32>
    %326 = "stablehlo.dot_general"(%325, %313) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<128x6x197x197xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %327 = "stablehlo.transpose"(%326) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<128x6x197x64xf32>) -> tensor<128x197x6x64xf32>
    %328 = "stablehlo.reshape"(%327) : (tensor<128x197x6x64xf32>) -> tensor<128x197x384xf32>
    %329 = "stablehlo.dot_general"(%328, %blocks.3.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x384xf32>, tensor<384x384xf32>) -> tensor<128x197x384xf32>
    %330 = "stablehlo.broadcast_in_dim"(%blocks.3.attn.proj.b) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %331 = stablehlo.add %329, %330 : tensor<128x197x384xf32>
    %332 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 128, 7>, start_indices = array<i64: 0, 6>, strides = array<i64: 1, 1>} : (tensor<128x24xf32>) -> tensor<128x1xf32>
    %333 = "stablehlo.broadcast_in_dim"(%332) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<128x1xf32>) -> tensor<128x197x384xf32>
    %334 = stablehlo.multiply %331, %333 : tensor<128x197x384xf32>
    %335 = stablehlo.add %334, %282 : tensor<128x197x384xf32>
    %336 = stablehlo.constant dense<0.0> : tensor<f32>
    %337 = "stablehlo.reduce"(%335, %336) ({
    ^bb0(%_r22a: tensor<f32>, %_r22b: tensor<f32>):
      %_r22c = stablehlo.add %_r22a, %_r22b : tensor<f32>
      "stablehlo.return"(%_r22c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %338 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %339 = stablehlo.divide %337, %338 : tensor<128x197xf32>
    %340 = "stablehlo.broadcast_in_dim"(%339) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %341 = stablehlo.subtract %335, %340 : tensor<128x197x384xf32>
    %342 = stablehlo.multiply %341, %341 : tensor<128x197x384xf32>
    %343 = stablehlo.constant dense<0.0> : tensor<f32>
    %344 = "stablehlo.reduce"(%342, %343) ({
    ^bb0(%_r23a: tensor<f32>, %_r23b: tensor<f32>):
      %_r23c = stablehlo.add %_r23a, %_r23b : tensor<f32>
      "stablehlo.return"(%_r23c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %345 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %346 = stablehlo.divide %344, %345 : tensor<128x197xf32>
    %347 = "stablehlo.broadcast_in_dim"(%346) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %348 = stablehlo.constant dense<1.0e-06> : tensor<128x197x384xf32>
    %349 = stablehlo.add %347, %348 : tensor<128x197x384xf32>
    %350 = stablehlo.rsqrt %349 : tensor<128x197x384xf32>
    %351 = stablehlo.multiply %341, %350 : tensor<128x197x384xf32>
    %352 = "stablehlo.broadcast_in_dim"(%blocks.3.norm2.g) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %353 = stablehlo.multiply %351, %352 : tensor<128x197x384xf32>
    %354 = "stablehlo.broadcast_in_dim"(%blocks.3.norm2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %355 = stablehlo.add %353, %354 : tensor<128x197x384xf32>
    %356 = "stablehlo.dot_general"(%355, %blocks.3.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x384xf32>, tensor<384x1536xf32>) -> tensor<128x197x1536xf32>
    %357 = "stablehlo.broadcast_in_dim"(%blocks.3.mlp.fc1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<1536xf32>) -> tensor<128x197x1536xf32>
    %358 = stablehlo.add %356, %357 : tensor<128x197x1536xf32>
    %359 = stablehlo.constant dense<0.70710677> : tensor<128x197x1536xf32>
    %360 = stablehlo.multiply %358, %359 : tensor<128x197x1536xf32>
    %361 = "chlo.erf"(%360) : (tensor<128x197x1536xf32>) -> tensor<128x197x1536xf32>
    %362 = stablehlo.constant dense<1.0> : tensor<128x197x1536xf32>
    %363 = stablehlo.add %361, %362 : tensor<128x197x1536xf32>
    %364 = stablehlo.constant dense<0.5> : tensor<128x197x1536xf32>
    %365 = stablehlo.multiply %358, %364 : tensor<128x197x1536xf32>
    %366 = stablehlo.multiply %365, %363 : tensor<128x197x1536xf32>
    %367 = "stablehlo.dot_general"(%366, %blocks.3.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x1536xf32>, tensor<1536x384xf32>) -> tensor<128x197x384xf32>
    %368 = "stablehlo.broadcast_in_dim"(%blocks.3.mlp.fc2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %369 = stablehlo.add %367, %368 : tensor<128x197x384xf32>
    %370 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 128, 8>, start_indices = array<i64: 0, 7>, strides = array<i64: 1, 1>} : (tensor<128x24xf32>) -> tensor<128x1xf32>
    %371 = "stablehlo.broadcast_in_dim"(%370) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<128x1xf32>) -> tensor<128x197x384xf32>
    %372 = stablehlo.multiply %369, %371 : tensor<128x197x384xf32>
    %373 = stablehlo.add %372, %335 : tensor<128x197x384xf32>
    %374 = stablehlo.constant dense<0.0> : tensor<f32>
    %375 = "stablehlo.reduce"(%373, %374) ({
    ^bb0(%_r24a: tensor<f32>, %_r24b: tensor<f32>):
      %_r24c = stablehlo.add %_r24a, %_r24b : tensor<f32>
      "stablehlo.return"(%_r24c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %376 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %377 = stablehlo.divide %375, %376 : tensor<128x197xf32>
    %378 = "stablehlo.broadcast_in_dim"(%377) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %379 = stablehlo.subtract %373, %378 : tensor<128x197x384xf32>
    %380 = stablehlo.multiply %379, %379 : tensor<128x197x384xf32>
    %381 = stablehlo.constant dense<0.0> : tensor<f32>
    %382 = "stablehlo.reduce"(%380, %381) ({
    ^bb0(%_r25a: tensor<f32>, %_r25b: tensor<f32>):
      %_r25c = stablehlo.add %_r25a, %_r25b : tensor<f32>
      "stablehlo.return"(%_r25c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %383 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %384 = stablehlo.divide %382, %383 : tensor<128x197xf32>
    %385 = "stablehlo.broadcast_in_dim"(%384) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %386 = stablehlo.constant dense<1.0e-06> : tensor<128x197x384xf32>
    %387 = stablehlo.add %385, %386 : tensor<128x197x384xf32>
    %388 = stablehlo.rsqrt %387 : tensor<128x197x384xf32>
    %389 = stablehlo.multiply %379, %388 : tensor<128x197x384xf32>
    %390 = "stablehlo.broadcast_in_dim"(%blocks.4.norm1.g) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %391 = stablehlo.multiply %389, %390 : tensor<128x197x384xf32>
    %392 = "stablehlo.broadcast_in_dim"(%blocks.4.norm1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %393 = stablehlo.add %391, %392 : tensor<128x197x384xf32>
    %394 = "stablehlo.dot_general"(%393, %blocks.4.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x384xf32>, tensor<384x1152xf32>) -> tensor<128x197x1152xf32>
    %395 = "stablehlo.broadcast_in_dim"(%blocks.4.attn.qkv.b) {broadcast_dimensions = array<i64: 2>} : (tensor<1152xf32>) -> tensor<128x197x1152xf32>
    %396 = stablehlo.add %394, %395 : tensor<128x197x1152xf32>
    %397 = "stablehlo.reshape"(%396) : (tensor<128x197x1152xf32>) -> tensor<128x197x3x6x64xf32>
    %398 = "stablehlo.transpose"(%397) {permutation = array<i64: 0, 2, 3, 1, 4>} : (tensor<128x197x3x6x64xf32>) -> tensor<128x3x6x197x64xf32>
    %399 = "stablehlo.slice"(%398) {limit_indices = array<i64: 128, 1, 6, 197, 64>, start_indices = array<i64: 0, 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %400 = "stablehlo.reshape"(%399) : (tensor<128x1x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %401 = "stablehlo.slice"(%398) {limit_indices = array<i64: 128, 2, 6, 197, 64>, start_indices = array<i64: 0, 1, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %402 = "stablehlo.reshape"(%401) : (tensor<128x1x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %403 = "stablehlo.slice"(%398) {limit_indices = array<i64: 128, 3, 6, 197, 64>, start_indices = array<i64: 0, 2, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %404 = "stablehlo.reshape"(%403) : (tensor<128x1x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %405 = stablehlo.constant dense<0.125> : tensor<128x6x197x64xf32>
    %406 = stablehlo.multiply %400, %405 : tensor<128x6x197x64xf32>
    %407 = "stablehlo.dot_general"(%406, %402) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<128x6x197x64xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x197xf32>
    %408 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %409 = "stablehlo.reduce"(%407, %408) ({
    ^bb0(%_r26a: tensor<f32>, %_r26b: tensor<f32>):
      %_r26c = stablehlo.maximum %_r26a, %_r26b : tensor<f32>
      "stablehlo.return"(%_r26c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x6x197x197xf32>, tensor<f32>) -> tensor<128x6x197xf32>
    %410 = "stablehlo.broadcast_in_dim"(%409) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x6x197xf32>) -> tensor<128x6x197x197xf32>
    %411 = stablehlo.subtract %407, %410 : tensor<128x6x197x197xf32>
    %412 = stablehlo.exponential %411 : tensor<128x6x197x197xf32>
    %413 = stablehlo.constant dense<0.0> : tensor<f32>
    %414 = "stablehlo.reduce"(%412, %413) ({
    ^bb0(%_r27a: tensor<f32>, %_r27b: tensor<f32>):
      %_r27c = stablehlo.add %_r27a, %_r27b : tensor<f32>
      "stablehlo.return"(%_r27c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x6x197x197xf32>, tensor<f32>) -> tensor<128x6x197xf32>
    %415 = "stablehlo.broadcast_in_dim"(%414) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x6x197xf32>) -> tensor<128x6x197x197xf32>
    %416 = stablehlo.divide %412, %415 : tensor<128x6x197x197xf32>
    %417 = "stablehlo.dot_general"(%416, %404) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<128x6x197x197xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %418 = "stablehlo.transpose"(%417) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<128x6x197x64xf32>) -> tensor<128x197x6x64xf32>
    %419 = "stablehlo.reshape"(%418) : (tensor<128x197x6x64xf32>) -> tensor<128x197x384xf32>
    %420 = "stablehlo.dot_general"(%419, %blocks.4.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x384xf32>, tensor<384x384xf32>) -> tensor<128x197x384xf32>
    %421 = "stablehlo.broadcast_in_dim"(%blocks.4.attn.proj.b) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %422 = stablehlo.add %420, %421 : tensor<128x197x384xf32>
    %423 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 128, 9>, start_indices = array<i64: 0, 8>, strides = array<i64: 1, 1>} : (tensor<128x24xf32>) -> tensor<128x1xf32>
    %424 = "stablehlo.broadcast_in_dim"(%423) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<128x1xf32>) -> tensor<128x197x384xf32>
    %425 = stablehlo.multiply %422, %424 : tensor<128x197x384xf32>
    %426 = stablehlo.add %425, %373 : tensor<128x197x384xf32>
    %427 = stablehlo.constant dense<0.0> : tensor<f32>
    %428 = "stablehlo.reduce"(%426, %427) ({
    ^bb0(%_r28a: tensor<f32>, %_r28b: tensor<f32>):
      %_r28c = stablehlo.add %_r28a, %_r28b : tensor<f32>
      "stablehlo.return"(%_r28c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %429 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %430 = stablehlo.divide %428, %429 : tensor<128x197xf32>
    %431 = "stablehlo.broadcast_in_dim"(%430) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %432 = stablehlo.subtract %426, %431 : tensor<128x197x384xf32>
    %433 = stablehlo.multiply %432, %432 : tensor<128x197x384xf32>
    %434 = stablehlo.constant dense<0.0> : tensor<f32>
    %435 = "stablehlo.reduce"(%433, %434) ({
    ^bb0(%_r29a: tensor<f32>, %_r29b: tensor<f32>):
      %_r29c = stablehlo.add %_r29a, %_r29b : tensor<f32>
      "stablehlo.return"(%_r29c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %436 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %437 = stablehlo.divide %435, %436 : tensor<128x197xf32>
    %438 = "stablehlo.broadcast_in_dim"(%437) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %439 = stablehlo.constant dense<1.0e-06> : tensor<128x197x384xf32>
    %440 = stablehlo.add %438, %439 : tensor<128x197x384xf32>
    %441 = stablehlo.rsqrt %440 : tensor<128x197x384xf32>
    %442 = stablehlo.multiply %432, %441 : tensor<128x197x384xf32>
    %443 = "stablehlo.broadcast_in_dim"(%blocks.4.norm2.g) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %444 = stablehlo.multiply %442, %443 : tensor<128x197x384xf32>
    %445 = "stablehlo.broadcast_in_dim"(%blocks.4.norm2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %446 = stablehlo.add %444, %445 : tensor<128x197x384xf32>
    %447 = "stablehlo.dot_general"(%446, %blocks.4.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x384xf32>, tensor<384x1536xf32>) -> tensor<128x197x1536xf32>
    %448 = "stablehlo.broadcast_in_dim"(%blocks.4.mlp.fc1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<1536xf32>) -> tensor<128x197x1536xf32>
    %449 = stablehlo.add %447, %448 : tensor<128x197x1536xf32>
    %450 = stablehlo.constant dense<0.70710677> : tensor<128x197x1536xf32>
    %451 = stablehlo.multiply %449, %450 : tensor<128x197x1536xf32>
    %452 = "chlo.erf"(%451) : (tensor<128x197x1536xf32>) -> tensor<128x197x1536xf32>
    %453 = stablehlo.constant dense<1.0> : tensor<128x197x1536xf32>
    %454 = stablehlo.add %452, %453 : tensor<128x197x1536xf32>
    %455 = stablehlo.constant dense<0.5> : tensor<128x197x1536xf32>
    %456 = stablehlo.multiply %449, %455 : tensor<128x197x1536xf32>
    %457 = stablehlo.multiply %456, %454 : tensor<128x197x1536xf32>
    %458 = "stablehlo.dot_general"(%457, %blocks.4.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x1536xf32>, tensor<1536x384xf32>) -> tensor<128x197x384xf32>
    %459 = "stablehlo.broadcast_in_dim"(%blocks.4.mlp.fc2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %460 = stablehlo.add %458, %459 : tensor<128x197x384xf32>
    %461 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 128, 10>, start_indices = array<i64: 0, 9>, strides = array<i64: 1, 1>} : (tensor<128x24xf32>) -> tensor<128x1xf32>
    %462 = "stablehlo.broadcast_in_dim"(%461) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<128x1xf32>) -> tensor<128x197x384xf32>
    %463 = stablehlo.multiply %460, %462 : tensor<128x197x384xf32>
    %464 = stablehlo.add %463, %426 : tensor<128x197x384xf32>
    %465 = stablehlo.constant dense<0.0> : tensor<f32>
    %466 = "stablehlo.reduce"(%464, %465) ({
    ^bb0(%_r30a: tensor<f32>, %_r30b: tensor<f32>):
      %_r30c = stablehlo.add %_r30a, %_r30b : tensor<f32>
      "stablehlo.return"(%_r30c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %467 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %468 = stablehlo.divide %466, %467 : tensor<128x197xf32>
    %469 = "stablehlo.broadcast_in_dim"(%468) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %470 = stablehlo.subtract %464, %469 : tensor<128x197x384xf32>
    %471 = stablehlo.multiply %470, %470 : tensor<128x197x384xf32>
    %472 = stablehlo.constant dense<0.0> : tensor<f32>
    %473 = "stablehlo.reduce"(%471, %472) ({
    ^bb0(%_r31a: tensor<f32>, %_r31b: tensor<f32>):
      %_r31c = stablehlo.add %_r31a, %_r31b : tensor<f32>
      "stablehlo.return"(%_r31c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %474 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %475 = stablehlo.divide %473, %474 : tensor<128x197xf32>
    %476 = "stablehlo.broadcast_in_dim"(%475) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %477 = stablehlo.constant dense<1.0e-06> : tensor<128x197x384xf32>
    %478 = stablehlo.add %476, %477 : tensor<128x197x384xf32>
    %479 = stablehlo.rsqrt %478 : tensor<128x197x384xf32>
    %480 = stablehlo.multiply %470, %479 : tensor<128x197x384xf32>
    %481 = "stablehlo.broadcast_in_dim"(%blocks.5.norm1.g) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %482 = stablehlo.multiply %480, %481 : tensor<128x197x384xf32>
    %483 = "stablehlo.broadcast_in_dim"(%blocks.5.norm1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %484 = stablehlo.add %482, %483 : tensor<128x197x384xf32>
    %485 = "stablehlo.dot_general"(%484, %blocks.5.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x384xf32>, tensor<384x1152xf32>) -> tensor<128x197x1152xf32>
    %486 = "stablehlo.broadcast_in_dim"(%blocks.5.attn.qkv.b) {broadcast_dimensions = array<i64: 2>} : (tensor<1152xf32>) -> tensor<128x197x1152xf32>
    %487 = stablehlo.add %485, %486 : tensor<128x197x1152xf32>
    %488 = "stablehlo.reshape"(%487) : (tensor<128x197x1152xf32>) -> tensor<128x197x3x6x64xf32>
    %489 = "stablehlo.transpose"(%488) {permutation = array<i64: 0, 2, 3, 1, 4>} : (tensor<128x197x3x6x64xf32>) -> tensor<128x3x6x197x64xf32>
    %490 = "stablehlo.slice"(%489) {limit_indices = array<i64: 128, 1, 6, 197, 64>, start_indices = array<i64: 0, 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %491 = "stablehlo.reshape"(%490) : (tensor<128x1x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %492 = "stablehlo.slice"(%489) {limit_indices = array<i64: 128, 2, 6, 197, 64>, start_indices = array<i64: 0, 1, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %493 = "stablehlo.reshape"(%492) : (tensor<128x1x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %494 = "stablehlo.slice"(%489) {limit_indices = array<i64: 128, 3, 6, 197, 64>, start_indices = array<i64: 0, 2, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %495 = "stablehlo.reshape"(%494) : (tensor<128x1x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %496 = stablehlo.constant dense<0.125> : tensor<128x6x197x64xf32>
    %497 = stablehlo.multiply %491, %496 : tensor<128x6x197x64xf32>
    %498 = "stablehlo.dot_general"(%497, %493) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<128x6x197x64xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x197xf32>
    %499 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %500 = "stablehlo.reduce"(%498, %499) ({
    ^bb0(%_r32a: tensor<f32>, %_r32b: tensor<f32>):
      %_r32c = stablehlo.maximum %_r32a, %_r32b : tensor<f32>
      "stablehlo.return"(%_r32c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x6x197x197xf32>, tensor<f32>) -> tensor<128x6x197xf32>
    %501 = "stablehlo.broadcast_in_dim"(%500) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x6x197xf32>) -> tensor<128x6x197x197xf32>
    %502 = stablehlo.subtract %498, %501 : tensor<128x6x197x197xf32>
    %503 = stablehlo.exponential %502 : tensor<128x6x197x197xf32>
    %504 = stablehlo.constant dense<0.0> : tensor<f32>
    %505 = "stablehlo.reduce"(%503, %504) ({
    ^bb0(%_r33a: tensor<f32>, %_r33b: tensor<f32>):
      %_r33c = stablehlo.add %_r33a, %_r33b : tensor<f32>
      "stablehlo.return"(%_r33c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x6x197x197xf32>, tensor<f32>) -> tensor<128x6x197xf32>
    %506 = "stablehlo.broadcast_in_dim"(%505) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x6x197xf32>) -> tensor<128x6x197x197xf32>
    %507 = stablehlo.divide %503, %506 : tensor<128x6x197x197xf32>
    %508 = "stablehlo.dot_general"(%507, %495) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<128x6x197x197xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %509 = "stablehlo.transpose"(%508) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<128x6x197x64xf32>) -> tensor<128x197x6x64xf32>
    %510 = "stablehlo.reshape"(%509) : (tensor<128x197x6x64xf32>) -> tensor<128x197x384xf32>
    %511 = "stablehlo.dot_general"(%510, %blocks.5.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x384xf32>, tensor<384x384xf32>) -> tensor<128x197x384xf32>
    %512 = "stablehlo.broadcast_in_dim"(%blocks.5.attn.proj.b) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %513 = stablehlo.add %511, %512 : tensor<128x197x384xf32>
    %514 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 128, 11>, start_indices = array<i64: 0, 10>, strides = array<i64: 1, 1>} : (tensor<128x24xf32>) -> tensor<128x1xf32>
    %515 = "stablehlo.broadcast_in_dim"(%514) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<128x1xf32>) -> tensor<128x197x384xf32>
    %516 = stablehlo.multiply %513, %515 : tensor<128x197x384xf32>
    %517 = stablehlo.add %516, %464 : tensor<128x197x384xf32>
    %518 = stablehlo.constant dense<0.0> : tensor<f32>
    %519 = "stablehlo.reduce"(%517, %518) ({
    ^bb0(%_r34a: tensor<f32>, %_r34b: tensor<f32>):
      %_r34c = stablehlo.add %_r34a, %_r34b : tensor<f32>
      "stablehlo.return"(%_r34c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %520 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %521 = stablehlo.divide %519, %520 : tensor<128x197xf32>
    %522 = "stablehlo.broadcast_in_dim"(%521) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %523 = stablehlo.subtract %517, %522 : tensor<128x197x384xf32>
    %524 = stablehlo.multiply %523, %523 : tensor<128x197x384xf32>
    %525 = stablehlo.constant dense<0.0> : tensor<f32>
    %526 = "stablehlo.reduce"(%524, %525) ({
    ^bb0(%_r35a: tensor<f32>, %_r35b: tensor<f32>):
      %_r35c = stablehlo.add %_r35a, %_r35b : tensor<f32>
      "stablehlo.return"(%_r35c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %527 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %528 = stablehlo.divide %526, %527 : tensor<128x197xf32>
    %529 = "stablehlo.broadcast_in_dim"(%528) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %530 = stablehlo.constant dense<1.0e-06> : tensor<128x197x384xf32>
    %531 = stablehlo.add %529, %530 : tensor<128x197x384xf32>
    %532 = stablehlo.rsqrt %531 : tensor<128x197x384xf32>
    %533 = stablehlo.multiply %523, %532 : tensor<128x197x384xf32>
    %534 = "stablehlo.broadcast_in_dim"(%blocks.5.norm2.g) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %535 = stablehlo.multiply %533, %534 : tensor<128x197x384xf32>
    %536 = "stablehlo.broadcast_in_dim"(%blocks.5.norm2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %537 = stablehlo.add %535, %536 : tensor<128x197x384xf32>
    %538 = "stablehlo.dot_general"(%537, %blocks.5.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x384xf32>, tensor<384x1536xf32>) -> tensor<128x197x1536xf32>
    %539 = "stablehlo.broadcast_in_dim"(%blocks.5.mlp.fc1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<1536xf32>) -> tensor<128x197x1536xf32>
    %540 = stablehlo.add %538, %539 : tensor<128x197x1536xf32>
    %541 = stablehlo.constant dense<0.70710677> : tensor<128x197x1536xf32>
    %542 = stablehlo.multiply %540, %541 : tensor<128x197x1536xf32>
    %543 = "chlo.erf"(%542) : (tensor<128x197x1536xf32>) -> tensor<128x197x1536xf32>
    %544 = stablehlo.constant dense<1.0> : tensor<128x197x1536xf32>
    %545 = stablehlo.add %543, %544 : tensor<128x197x1536xf32>
    %546 = stablehlo.constant dense<0.5> : tensor<128x197x1536xf32>
    %547 = stablehlo.multiply %540, %546 : tensor<128x197x1536xf32>
    %548 = stablehlo.multiply %547, %545 : tensor<128x197x1536xf32>
    %549 = "stablehlo.dot_general"(%548, %blocks.5.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x1536xf32>, tensor<1536x384xf32>) -> tensor<128x197x384xf32>
    %550 = "stablehlo.broadcast_in_dim"(%blocks.5.mlp.fc2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %551 = stablehlo.add %549, %550 : tensor<128x197x384xf32>
    %552 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 128, 12>, start_indices = array<i64: 0, 11>, strides = array<i64: 1, 1>} : (tensor<128x24xf32>) -> tensor<128x1xf32>
    %553 = "stablehlo.broadcast_in_dim"(%552) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<128x1xf32>) -> tensor<128x197x384xf32>
    %554 = stablehlo.multiply %551, %553 : tensor<128x197x384xf32>
    %555 = stablehlo.add %554, %517 : tensor<128x197x384xf32>
    %556 = stablehlo.constant dense<0.0> : tensor<f32>
    %557 = "stablehlo.reduce"(%555, %556) ({
    ^bb0(%_r36a: tensor<f32>, %_r36b: tensor<f32>):
      %_r36c = stablehlo.add %_r36a, %_r36b : tensor<f32>
      "stablehlo.return"(%_r36c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %558 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %559 = stablehlo.divide %557, %558 : tensor<128x197xf32>
    %560 = "stablehlo.broadcast_in_dim"(%559) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %561 = stablehlo.subtract %555, %560 : tensor<128x197x384xf32>
    %562 = stablehlo.multiply %561, %561 : tensor<128x197x384xf32>
    %563 = stablehlo.constant dense<0.0> : tensor<f32>
    %564 = "stablehlo.reduce"(%562, %563) ({
    ^bb0(%_r37a: tensor<f32>, %_r37b: tensor<f32>):
      %_r37c = stablehlo.add %_r37a, %_r37b : tensor<f32>
      "stablehlo.return"(%_r37c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %565 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %566 = stablehlo.divide %564, %565 : tensor<128x197xf32>
    %567 = "stablehlo.broadcast_in_dim"(%566) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %568 = stablehlo.constant dense<1.0e-06> : tensor<128x197x384xf32>
    %569 = stablehlo.add %567, %568 : tensor<128x197x384xf32>
    %570 = stablehlo.rsqrt %569 : tensor<128x197x384xf32>
    %571 = stablehlo.multiply %561, %570 : tensor<128x197x384xf32>
    %572 = "stablehlo.broadcast_in_dim"(%blocks.6.norm1.g) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %573 = stablehlo.multiply %571, %572 : tensor<128x197x384xf32>
    %574 = "stablehlo.broadcast_in_dim"(%blocks.6.norm1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %575 = stablehlo.add %573, %574 : tensor<128x197x384xf32>
    %576 = "stablehlo.dot_general"(%575, %blocks.6.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x384xf32>, tensor<384x1152xf32>) -> tensor<128x197x1152xf32>
    %577 = "stablehlo.broadcast_in_dim"(%blocks.6.attn.qkv.b) {broadcast_dimensions = array<i64: 2>} : (tensor<1152xf32>) -> tensor<128x197x1152xf32>
    %578 = stablehlo.add %576, %577 : tensor<128x197x1152xf32>
    %579 = "stablehlo.reshape"(%578) : (tensor<128x197x1152xf32>) -> tensor<128x197x3x6x64xf32>
    %580 = "stablehlo.transpose"(%579) {permutation = array<i64: 0, 2, 3, 1, 4>} : (tensor<128x197x3x6x64xf32>) -> tensor<128x3x6x197x64xf32>
    %581 = "stablehlo.slice"(%580) {limit_indices = array<i64: 128, 1, 6, 197, 64>, start_indices = array<i64: 0, 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %582 = "stablehlo.reshape"(%581) : (tensor<128x1x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %583 = "stablehlo.slice"(%580) {limit_indices = array<i64: 128, 2, 6, 197, 64>, start_indices = array<i64: 0, 1, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %584 = "stablehlo.reshape"(%583) : (tensor<128x1x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %585 = "stablehlo.slice"(%580) {limit_indices = array<i64: 128, 3, 6, 197, 64>, start_indices = array<i64: 0, 2, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %586 = "stablehlo.reshape"(%585) : (tensor<128x1x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %587 = stablehlo.constant dense<0.125> : tensor<128x6x197x64xf32>
    %588 = stablehlo.multiply %582, %587 : tensor<128x6x197x64xf32>
    %589 = "stablehlo.dot_general"(%588, %584) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<128x6x197x64xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x197xf32>
    %590 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %591 = "stablehlo.reduce"(%589, %590) ({
    ^bb0(%_r38a: tensor<f32>, %_r38b: tensor<f32>):
      %_r38c = stablehlo.maximum %_r38a, %_r38b : tensor<f32>
      "stablehlo.return"(%_r38c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x6x197x197xf32>, tensor<f32>) -> tensor<128x6x197xf32>
    %592 = "stablehlo.broadcast_in_dim"(%591) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x6x197xf32>) -> tensor<128x6x197x197xf32>
    %593 = stablehlo.subtract %589, %592 : tensor<128x6x197x197xf32>
    %594 = stablehlo.exponential %593 : tensor<128x6x197x197xf32>
    %595 = stablehlo.constant dense<0.0> : tensor<f32>
    %596 = "stablehlo.reduce"(%594, %595) ({
    ^bb0(%_r39a: tensor<f32>, %_r39b: tensor<f32>):
      %_r39c = stablehlo.add %_r39a, %_r39b : tensor<f32>
      "stablehlo.return"(%_r39c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x6x197x197xf32>, tensor<f32>) -> tensor<128x6x197xf32>
    %597 = "stablehlo.broadcast_in_dim"(%596) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x6x197xf32>) -> tensor<128x6x197x197xf32>
    %598 = stablehlo.divide %594, %597 : tensor<128x6x197x197xf32>
    %599 = "stablehlo.dot_general"(%598, %586) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<128x6x197x197xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %600 = "stablehlo.transpose"(%599) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<128x6x197x64xf32>) -> tensor<128x197x6x64xf32>
    %601 = "stablehlo.reshape"(%600) : (tensor<128x197x6x64xf32>) -> tensor<128x197x384xf32>
    %602 = "stablehlo.dot_general"(%601, %blocks.6.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x384xf32>, tensor<384x384xf32>) -> tensor<128x197x384xf32>
    %603 = "stablehlo.broadcast_in_dim"(%blocks.6.attn.proj.b) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %604 = stablehlo.add %602, %603 : tensor<128x197x384xf32>
    %605 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 128, 13>, start_indices = array<i64: 0, 12>, strides = array<i64: 1, 1>} : (tensor<128x24xf32>) -> tensor<128x1xf32>
    %606 = "stablehlo.broadcast_in_dim"(%605) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<128x1xf32>) -> tensor<128x197x384xf32>
    %607 = stablehlo.multiply %604, %606 : tensor<128x197x384xf32>
    %608 = stablehlo.add %607, %555 : tensor<128x197x384xf32>
    %609 = stablehlo.constant dense<0.0> : tensor<f32>
    %610 = "stablehlo.reduce"(%608, %609) ({
    ^bb0(%_r40a: tensor<f32>, %_r40b: tensor<f32>):
      %_r40c = stablehlo.add %_r40a, %_r40b : tensor<f32>
      "stablehlo.return"(%_r40c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %611 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %612 = stablehlo.divide %610, %611 : tensor<128x197xf32>
    %613 = "stablehlo.broadcast_in_dim"(%612) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %614 = stablehlo.subtract %608, %613 : tensor<128x197x384xf32>
    %615 = stablehlo.multiply %614, %614 : tensor<128x197x384xf32>
    %616 = stablehlo.constant dense<0.0> : tensor<f32>
    %617 = "stablehlo.reduce"(%615, %616) ({
    ^bb0(%_r41a: tensor<f32>, %_r41b: tensor<f32>):
      %_r41c = stablehlo.add %_r41a, %_r41b : tensor<f32>
      "stablehlo.return"(%_r41c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %618 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %619 = stablehlo.divide %617, %618 : tensor<128x197xf32>
    %620 = "stablehlo.broadcast_in_dim"(%619) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %621 = stablehlo.constant dense<1.0e-06> : tensor<128x197x384xf32>
    %622 = stablehlo.add %620, %621 : tensor<128x197x384xf32>
    %623 = stablehlo.rsqrt %622 : tensor<128x197x384xf32>
    %624 = stablehlo.multiply %614, %623 : tensor<128x197x384xf32>
    %625 = "stablehlo.broadcast_in_dim"(%blocks.6.norm2.g) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %626 = stablehlo.multiply %624, %625 : tensor<128x197x384xf32>
    %627 = "stablehlo.broadcast_in_dim"(%blocks.6.norm2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %628 = stablehlo.add %626, %627 : tensor<128x197x384xf32>
    %629 = "stablehlo.dot_general"(%628, %blocks.6.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x384xf32>, tensor<384x1536xf32>) -> tensor<128x197x1536xf32>
    %630 = "stablehlo.broadcast_in_dim"(%blocks.6.mlp.fc1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<1536xf32>) -> tensor<128x197x1536xf32>
    %631 = stablehlo.add %629, %630 : tensor<128x197x1536xf32>
    %632 = stablehlo.constant dense<0.70710677> : tensor<128x197x1536xf32>
    %633 = stablehlo.multiply %631, %632 : tensor<128x197x1536xf32>
    %634 = "chlo.erf"(%633) : (tensor<128x197x1536xf32>) -> tensor<128x197x1536xf32>
    %635 = stablehlo.constant dense<1.0> : tensor<128x197x1536xf32>
    %636 = stablehlo.add %634, %635 : tensor<128x197x1536xf32>
    %637 = stablehlo.constant dense<0.5> : tensor<128x197x1536xf32>
    %638 = stablehlo.multiply %631, %637 : tensor<128x197x1536xf32>
    %639 = stablehlo.multiply %638, %636 : tensor<128x197x1536xf32>
    %640 = "stablehlo.dot_general"(%639, %blocks.6.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x1536xf32>, tensor<1536x384xf32>) -> tensor<128x197x384xf32>
    %641 = "stablehlo.broadcast_in_dim"(%blocks.6.mlp.fc2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %642 = stablehlo.add %640, %641 : tensor<128x197x384xf32>
    %643 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 128, 14>, start_indices = array<i64: 0, 13>, strides = array<i64: 1, 1>} : (tensor<128x24xf32>) -> tensor<128x1xf32>
    %644 = "stablehlo.broadcast_in_dim"(%643) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<128x1xf32>) -> tensor<128x197x384xf32>
    %645 = stablehlo.multiply %642, %644 : tensor<128x197x384xf32>
    %646 = stablehlo.add %645, %608 : tensor<128x197x384xf32>
    %647 = stablehlo.constant dense<0.0> : tensor<f32>
    %648 = "stablehlo.reduce"(%646, %647) ({
    ^bb0(%_r42a: tensor<f32>, %_r42b: tensor<f32>):
      %_r42c = stablehlo.add %_r42a, %_r42b : tensor<f32>
      "stablehlo.return"(%_r42c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %649 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %650 = stablehlo.divide %648, %649 : tensor<128x197xf32>
    %651 = "stablehlo.broadcast_in_dim"(%650) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %652 = stablehlo.subtract %646, %651 : tensor<128x197x384xf32>
    %653 = stablehlo.multiply %652, %652 : tensor<128x197x384xf32>
    %654 = stablehlo.constant dense<0.0> : tensor<f32>
    %655 = "stablehlo.reduce"(%653, %654) ({
    ^bb0(%_r43a: tensor<f32>, %_r43b: tensor<f32>):
      %_r43c = stablehlo.add %_r43a, %_r43b : tensor<f32>
      "stablehlo.return"(%_r43c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %656 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %657 = stablehlo.divide %655, %656 : tensor<128x197xf32>
    %658 = "stablehlo.broadcast_in_dim"(%657) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %659 = stablehlo.constant dense<1.0e-06> : tensor<128x197x384xf32>
    %660 = stablehlo.add %658, %659 : tensor<128x197x384xf32>
    %661 = stablehlo.rsqrt %660 : tensor<128x197x384xf32>
    %662 = stablehlo.multiply %652, %661 : tensor<128x197x384xf32>
    %663 = "stablehlo.broadcast_in_dim"(%blocks.7.norm1.g) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %664 = stablehlo.multiply %662, %663 : tensor<128x197x384xf32>
    %665 = "stablehlo.broadcast_in_dim"(%blocks.7.norm1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %666 = stablehlo.add %664, %665 : tensor<128x197x384xf32>
    %667 = "stablehlo.dot_general"(%666, %blocks.7.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x384xf32>, tensor<384x1152xf32>) -> tensor<128x197x1152xf32>
    %668 = "stablehlo.broadcast_in_dim"(%blocks.7.attn.qkv.b) {broadcast_dimensions = array<i64: 2>} : (tensor<1152xf32>) -> tensor<128x197x1152xf32>
    %669 = stablehlo.add %667, %668 : tensor<128x197x1152xf32>
    %670 = "stablehlo.reshape"(%669) : (tensor<128x197x1152xf32>) -> tensor<128x197x3x6x64xf32>
    %671 = "stablehlo.transpose"(%670) {permutation = array<i64: 0, 2, 3, 1, 4>} : (tensor<128x197x3x6x64xf32>) -> tensor<128x3x6x197x64xf32>
    %672 = "stablehlo.slice"(%671) {limit_indices = array<i64: 128, 1, 6, 197, 64>, start_indices = array<i64: 0, 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %673 = "stablehlo.reshape"(%672) : (tensor<128x1x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %674 = "stablehlo.slice"(%671) {limit_indices = array<i64: 128, 2, 6, 197, 64>, start_indices = array<i64: 0, 1, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %675 = "stablehlo.reshape"(%674) : (tensor<128x1x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %676 = "stablehlo.slice"(%671) {limit_indices = array<i64: 128, 3, 6, 197, 64>, start_indices = array<i64: 0, 2, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %677 = "stablehlo.reshape"(%676) : (tensor<128x1x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %678 = stablehlo.constant dense<0.125> : tensor<128x6x197x64xf32>
    %679 = stablehlo.multiply %673, %678 : tensor<128x6x197x64xf32>
    %680 = "stablehlo.dot_general"(%679, %675) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<128x6x197x64xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x197xf32>
    %681 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %682 = "stablehlo.reduce"(%680, %681) ({
    ^bb0(%_r44a: tensor<f32>, %_r44b: tensor<f32>):
      %_r44c = stablehlo.maximum %_r44a, %_r44b : tensor<f32>
      "stablehlo.return"(%_r44c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x6x197x197xf32>, tensor<f32>) -> tensor<128x6x197xf32>
    %683 = "stablehlo.broadcast_in_dim"(%682) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x6x197xf32>) -> tensor<128x6x197x197xf32>
    %684 = stablehlo.subtract %680, %683 : tensor<128x6x197x197xf32>
    %685 = stablehlo.exponential %684 : tensor<128x6x197x197xf32>
    %686 = stablehlo.constant dense<0.0> : tensor<f32>
    %687 = "stablehlo.reduce"(%685, %686) ({
    ^bb0(%_r45a: tensor<f32>, %_r45b: tensor<f32>):
      %_r45c = stablehlo.add %_r45a, %_r45b : tensor<f32>
      "stablehlo.return"(%_r45c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x6x197x197xf32>, tensor<f32>) -> tensor<128x6x197xf32>
    %688 = "stablehlo.broadcast_in_dim"(%687) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x6x197xf32>) -> tensor<128x6x197x197xf32>
    %689 = stablehlo.divide %685, %688 : tensor<128x6x197x197xf32>
    %690 = "stablehlo.dot_general"(%689, %677) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<128x6x197x197xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %691 = "stablehlo.transpose"(%690) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<128x6x197x64xf32>) -> tensor<128x197x6x64xf32>
    %692 = "stablehlo.reshape"(%691) : (tensor<128x197x6x64xf32>) -> tensor<128x197x384xf32>
    %693 = "stablehlo.dot_general"(%692, %blocks.7.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x384xf32>, tensor<384x384xf32>) -> tensor<128x197x384xf32>
    %694 = "stablehlo.broadcast_in_dim"(%blocks.7.attn.proj.b) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %695 = stablehlo.add %693, %694 : tensor<128x197x384xf32>
    %696 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 128, 15>, start_indices = array<i64: 0, 14>, strides = array<i64: 1, 1>} : (tensor<128x24xf32>) -> tensor<128x1xf32>
    %697 = "stablehlo.broadcast_in_dim"(%696) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<128x1xf32>) -> tensor<128x197x384xf32>
    %698 = stablehlo.multiply %695, %697 : tensor<128x197x384xf32>
    %699 = stablehlo.add %698, %646 : tensor<128x197x384xf32>
    %700 = stablehlo.constant dense<0.0> : tensor<f32>
    %701 = "stablehlo.reduce"(%699, %700) ({
    ^bb0(%_r46a: tensor<f32>, %_r46b: tensor<f32>):
      %_r46c = stablehlo.add %_r46a, %_r46b : tensor<f32>
      "stablehlo.return"(%_r46c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %702 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %703 = stablehlo.divide %701, %702 : tensor<128x197xf32>
    %704 = "stablehlo.broadcast_in_dim"(%703) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %705 = stablehlo.subtract %699, %704 : tensor<128x197x384xf32>
    %706 = stablehlo.multiply %705, %705 : tensor<128x197x384xf32>
    %707 = stablehlo.constant dense<0.0> : tensor<f32>
    %708 = "stablehlo.reduce"(%706, %707) ({
    ^bb0(%_r47a: tensor<f32>, %_r47b: tensor<f32>):
      %_r47c = stablehlo.add %_r47a, %_r47b : tensor<f32>
      "stablehlo.return"(%_r47c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %709 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %710 = stablehlo.divide %708, %709 : tensor<128x197xf32>
    %711 = "stablehlo.broadcast_in_dim"(%710) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %712 = stablehlo.constant dense<1.0e-06> : tensor<128x197x384xf32>
    %713 = stablehlo.add %711, %712 : tensor<128x197x384xf32>
    %714 = stablehlo.rsqrt %713 : tensor<128x197x384xf32>
    %715 = stablehlo.multiply %705, %714 : tensor<128x197x384xf32>
    %716 = "stablehlo.broadcast_in_dim"(%blocks.7.norm2.g) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %717 = stablehlo.multiply %715, %716 : tensor<128x197x384xf32>
    %718 = "stablehlo.broadcast_in_dim"(%blocks.7.norm2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %719 = stablehlo.add %717, %718 : tensor<128x197x384xf32>
    %720 = "stablehlo.dot_general"(%719, %blocks.7.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x384xf32>, tensor<384x1536xf32>) -> tensor<128x197x1536xf32>
    %721 = "stablehlo.broadcast_in_dim"(%blocks.7.mlp.fc1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<1536xf32>) -> tensor<128x197x1536xf32>
    %722 = stablehlo.add %720, %721 : tensor<128x197x1536xf32>
    %723 = stablehlo.constant dense<0.70710677> : tensor<128x197x1536xf32>
    %724 = stablehlo.multiply %722, %723 : tensor<128x197x1536xf32>
    %725 = "chlo.erf"(%724) : (tensor<128x197x1536xf32>) -> tensor<128x197x1536xf32>
    %726 = stablehlo.constant dense<1.0> : tensor<128x197x1536xf32>
    %727 = stablehlo.add %725, %726 : tensor<128x197x1536xf32>
    %728 = stablehlo.constant dense<0.5> : tensor<128x197x1536xf32>
    %729 = stablehlo.multiply %722, %728 : tensor<128x197x1536xf32>
    %730 = stablehlo.multiply %729, %727 : tensor<128x197x1536xf32>
    %731 = "stablehlo.dot_general"(%730, %blocks.7.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x1536xf32>, tensor<1536x384xf32>) -> tensor<128x197x384xf32>
    %732 = "stablehlo.broadcast_in_dim"(%blocks.7.mlp.fc2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %733 = stablehlo.add %731, %732 : tensor<128x197x384xf32>
    %734 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 128, 16>, start_indices = array<i64: 0, 15>, strides = array<i64: 1, 1>} : (tensor<128x24xf32>) -> tensor<128x1xf32>
    %735 = "stablehlo.broadcast_in_dim"(%734) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<128x1xf32>) -> tensor<128x197x384xf32>
    %736 = stablehlo.multiply %733, %735 : tensor<128x197x384xf32>
    %737 = stablehlo.add %736, %699 : tensor<128x197x384xf32>
    %738 = stablehlo.constant dense<0.0> : tensor<f32>
    %739 = "stablehlo.reduce"(%737, %738) ({
    ^bb0(%_r48a: tensor<f32>, %_r48b: tensor<f32>):
      %_r48c = stablehlo.add %_r48a, %_r48b : tensor<f32>
      "stablehlo.return"(%_r48c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %740 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %741 = stablehlo.divide %739, %740 : tensor<128x197xf32>
    %742 = "stablehlo.broadcast_in_dim"(%741) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %743 = stablehlo.subtract %737, %742 : tensor<128x197x384xf32>
    %744 = stablehlo.multiply %743, %743 : tensor<128x197x384xf32>
    %745 = stablehlo.constant dense<0.0> : tensor<f32>
    %746 = "stablehlo.reduce"(%744, %745) ({
    ^bb0(%_r49a: tensor<f32>, %_r49b: tensor<f32>):
      %_r49c = stablehlo.add %_r49a, %_r49b : tensor<f32>
      "stablehlo.return"(%_r49c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %747 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %748 = stablehlo.divide %746, %747 : tensor<128x197xf32>
    %749 = "stablehlo.broadcast_in_dim"(%748) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %750 = stablehlo.constant dense<1.0e-06> : tensor<128x197x384xf32>
    %751 = stablehlo.add %749, %750 : tensor<128x197x384xf32>
    %752 = stablehlo.rsqrt %751 : tensor<128x197x384xf32>
    %753 = stablehlo.multiply %743, %752 : tensor<128x197x384xf32>
    %754 = "stablehlo.broadcast_in_dim"(%blocks.8.norm1.g) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %755 = stablehlo.multiply %753, %754 : tensor<128x197x384xf32>
    %756 = "stablehlo.broadcast_in_dim"(%blocks.8.norm1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %757 = stablehlo.add %755, %756 : tensor<128x197x384xf32>
    %758 = "stablehlo.dot_general"(%757, %blocks.8.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x384xf32>, tensor<384x1152xf32>) -> tensor<128x197x1152xf32>
    %759 = "stablehlo.broadcast_in_dim"(%blocks.8.attn.qkv.b) {broadcast_dimensions = array<i64: 2>} : (tensor<1152xf32>) -> tensor<128x197x1152xf32>
    %760 = stablehlo.add %758, %759 : tensor<128x197x1152xf32>
    %761 = "stablehlo.reshape"(%760) : (tensor<128x197x1152xf32>) -> tensor<128x197x3x6x64xf32>
    %762 = "stablehlo.transpose"(%761) {permutation = array<i64: 0, 2, 3, 1, 4>} : (tensor<128x197x3x6x64xf32>) -> tensor<128x3x6x197x64xf32>
    %763 = "stablehlo.slice"(%762) {limit_indices = array<i64: 128, 1, 6, 197, 64>, start_indices = array<i64: 0, 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %764 = "stablehlo.reshape"(%763) : (tensor<128x1x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %765 = "stablehlo.slice"(%762) {limit_indices = array<i64: 128, 2, 6, 197, 64>, start_indices = array<i64: 0, 1, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %766 = "stablehlo.reshape"(%765) : (tensor<128x1x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %767 = "stablehlo.slice"(%762) {limit_indices = array<i64: 128, 3, 6, 197, 64>, start_indices = array<i64: 0, 2, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %768 = "stablehlo.reshape"(%767) : (tensor<128x1x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %769 = stablehlo.constant dense<0.125> : tensor<128x6x197x64xf32>
    %770 = stablehlo.multiply %764, %769 : tensor<128x6x197x64xf32>
    %771 = "stablehlo.dot_general"(%770, %766) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<128x6x197x64xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x197xf32>
    %772 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %773 = "stablehlo.reduce"(%771, %772) ({
    ^bb0(%_r50a: tensor<f32>, %_r50b: tensor<f32>):
      %_r50c = stablehlo.maximum %_r50a, %_r50b : tensor<f32>
      "stablehlo.return"(%_r50c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x6x197x197xf32>, tensor<f32>) -> tensor<128x6x197xf32>
    %774 = "stablehlo.broadcast_in_dim"(%773) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x6x197xf32>) -> tensor<128x6x197x197xf32>
    %775 = stablehlo.subtract %771, %774 : tensor<128x6x197x197xf32>
    %776 = stablehlo.exponential %775 : tensor<128x6x197x197xf32>
    %777 = stablehlo.constant dense<0.0> : tensor<f32>
    %778 = "stablehlo.reduce"(%776, %777) ({
    ^bb0(%_r51a: tensor<f32>, %_r51b: tensor<f32>):
      %_r51c = stablehlo.add %_r51a, %_r51b : tensor<f32>
      "stablehlo.return"(%_r51c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x6x197x197xf32>, tensor<f32>) -> tensor<128x6x197xf32>
    %779 = "stablehlo.broadcast_in_dim"(%778) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x6x197xf32>) -> tensor<128x6x197x197xf32>
    %780 = stablehlo.divide %776, %779 : tensor<128x6x197x197xf32>
    %781 = "stablehlo.dot_general"(%780, %768) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<128x6x197x197xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %782 = "stablehlo.transpose"(%781) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<128x6x197x64xf32>) -> tensor<128x197x6x64xf32>
    %783 = "stablehlo.reshape"(%782) : (tensor<128x197x6x64xf32>) -> tensor<128x197x384xf32>
    %784 = "stablehlo.dot_general"(%783, %blocks.8.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x384xf32>, tensor<384x384xf32>) -> tensor<128x197x384xf32>
    %785 = "stablehlo.broadcast_in_dim"(%blocks.8.attn.proj.b) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %786 = stablehlo.add %784, %785 : tensor<128x197x384xf32>
    %787 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 128, 17>, start_indices = array<i64: 0, 16>, strides = array<i64: 1, 1>} : (tensor<128x24xf32>) -> tensor<128x1xf32>
    %788 = "stablehlo.broadcast_in_dim"(%787) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<128x1xf32>) -> tensor<128x197x384xf32>
    %789 = stablehlo.multiply %786, %788 : tensor<128x197x384xf32>
    %790 = stablehlo.add %789, %737 : tensor<128x197x384xf32>
    %791 = stablehlo.constant dense<0.0> : tensor<f32>
    %792 = "stablehlo.reduce"(%790, %791) ({
    ^bb0(%_r52a: tensor<f32>, %_r52b: tensor<f32>):
      %_r52c = stablehlo.add %_r52a, %_r52b : tensor<f32>
      "stablehlo.return"(%_r52c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %793 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %794 = stablehlo.divide %792, %793 : tensor<128x197xf32>
    %795 = "stablehlo.broadcast_in_dim"(%794) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %796 = stablehlo.subtract %790, %795 : tensor<128x197x384xf32>
    %797 = stablehlo.multiply %796, %796 : tensor<128x197x384xf32>
    %798 = stablehlo.constant dense<0.0> : tensor<f32>
    %799 = "stablehlo.reduce"(%797, %798) ({
    ^bb0(%_r53a: tensor<f32>, %_r53b: tensor<f32>):
      %_r53c = stablehlo.add %_r53a, %_r53b : tensor<f32>
      "stablehlo.return"(%_r53c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %800 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %801 = stablehlo.divide %799, %800 : tensor<128x197xf32>
    %802 = "stablehlo.broadcast_in_dim"(%801) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %803 = stablehlo.constant dense<1.0e-06> : tensor<128x197x384xf32>
    %804 = stablehlo.add %802, %803 : tensor<128x197x384xf32>
    %805 = stablehlo.rsqrt %804 : tensor<128x197x384xf32>
    %806 = stablehlo.multiply %796, %805 : tensor<128x197x384xf32>
    %807 = "stablehlo.broadcast_in_dim"(%blocks.8.norm2.g) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %808 = stablehlo.multiply %806, %807 : tensor<128x197x384xf32>
    %809 = "stablehlo.broadcast_in_dim"(%blocks.8.norm2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %810 = stablehlo.add %808, %809 : tensor<128x197x384xf32>
    %811 = "stablehlo.dot_general"(%810, %blocks.8.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x384xf32>, tensor<384x1536xf32>) -> tensor<128x197x1536xf32>
    %812 = "stablehlo.broadcast_in_dim"(%blocks.8.mlp.fc1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<1536xf32>) -> tensor<128x197x1536xf32>
    %813 = stablehlo.add %811, %812 : tensor<128x197x1536xf32>
    %814 = stablehlo.constant dense<0.70710677> : tensor<128x197x1536xf32>
    %815 = stablehlo.multiply %813, %814 : tensor<128x197x1536xf32>
    %816 = "chlo.erf"(%815) : (tensor<128x197x1536xf32>) -> tensor<128x197x1536xf32>
    %817 = stablehlo.constant dense<1.0> : tensor<128x197x1536xf32>
    %818 = stablehlo.add %816, %817 : tensor<128x197x1536xf32>
    %819 = stablehlo.constant dense<0.5> : tensor<128x197x1536xf32>
    %820 = stablehlo.multiply %813, %819 : tensor<128x197x1536xf32>
    %821 = stablehlo.multiply %820, %818 : tensor<128x197x1536xf32>
    %822 = "stablehlo.dot_general"(%821, %blocks.8.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x1536xf32>, tensor<1536x384xf32>) -> tensor<128x197x384xf32>
    %823 = "stablehlo.broadcast_in_dim"(%blocks.8.mlp.fc2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %824 = stablehlo.add %822, %823 : tensor<128x197x384xf32>
    %825 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 128, 18>, start_indices = array<i64: 0, 17>, strides = array<i64: 1, 1>} : (tensor<128x24xf32>) -> tensor<128x1xf32>
    %826 = "stablehlo.broadcast_in_dim"(%825) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<128x1xf32>) -> tensor<128x197x384xf32>
    %827 = stablehlo.multiply %824, %826 : tensor<128x197x384xf32>
    %828 = stablehlo.add %827, %790 : tensor<128x197x384xf32>
    %829 = stablehlo.constant dense<0.0> : tensor<f32>
    %830 = "stablehlo.reduce"(%828, %829) ({
    ^bb0(%_r54a: tensor<f32>, %_r54b: tensor<f32>):
      %_r54c = stablehlo.add %_r54a, %_r54b : tensor<f32>
      "stablehlo.return"(%_r54c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %831 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %832 = stablehlo.divide %830, %831 : tensor<128x197xf32>
    %833 = "stablehlo.broadcast_in_dim"(%832) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %834 = stablehlo.subtract %828, %833 : tensor<128x197x384xf32>
    %835 = stablehlo.multiply %834, %834 : tensor<128x197x384xf32>
    %836 = stablehlo.constant dense<0.0> : tensor<f32>
    %837 = "stablehlo.reduce"(%835, %836) ({
    ^bb0(%_r55a: tensor<f32>, %_r55b: tensor<f32>):
      %_r55c = stablehlo.add %_r55a, %_r55b : tensor<f32>
      "stablehlo.return"(%_r55c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %838 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %839 = stablehlo.divide %837, %838 : tensor<128x197xf32>
    %840 = "stablehlo.broadcast_in_dim"(%839) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %841 = stablehlo.constant dense<1.0e-06> : tensor<128x197x384xf32>
    %842 = stablehlo.add %840, %841 : tensor<128x197x384xf32>
    %843 = stablehlo.rsqrt %842 : tensor<128x197x384xf32>
    %844 = stablehlo.multiply %834, %843 : tensor<128x197x384xf32>
    %845 = "stablehlo.broadcast_in_dim"(%blocks.9.norm1.g) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %846 = stablehlo.multiply %844, %845 : tensor<128x197x384xf32>
    %847 = "stablehlo.broadcast_in_dim"(%blocks.9.norm1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %848 = stablehlo.add %846, %847 : tensor<128x197x384xf32>
    %849 = "stablehlo.dot_general"(%848, %blocks.9.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x384xf32>, tensor<384x1152xf32>) -> tensor<128x197x1152xf32>
    %850 = "stablehlo.broadcast_in_dim"(%blocks.9.attn.qkv.b) {broadcast_dimensions = array<i64: 2>} : (tensor<1152xf32>) -> tensor<128x197x1152xf32>
    %851 = stablehlo.add %849, %850 : tensor<128x197x1152xf32>
    %852 = "stablehlo.reshape"(%851) : (tensor<128x197x1152xf32>) -> tensor<128x197x3x6x64xf32>
    %853 = "stablehlo.transpose"(%852) {permutation = array<i64: 0, 2, 3, 1, 4>} : (tensor<128x197x3x6x64xf32>) -> tensor<128x3x6x197x64xf32>
    %854 = "stablehlo.slice"(%853) {limit_indices = array<i64: 128, 1, 6, 197, 64>, start_indices = array<i64: 0, 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %855 = "stablehlo.reshape"(%854) : (tensor<128x1x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %856 = "stablehlo.slice"(%853) {limit_indices = array<i64: 128, 2, 6, 197, 64>, start_indices = array<i64: 0, 1, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %857 = "stablehlo.reshape"(%856) : (tensor<128x1x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %858 = "stablehlo.slice"(%853) {limit_indices = array<i64: 128, 3, 6, 197, 64>, start_indices = array<i64: 0, 2, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %859 = "stablehlo.reshape"(%858) : (tensor<128x1x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %860 = stablehlo.constant dense<0.125> : tensor<128x6x197x64xf32>
    %861 = stablehlo.multiply %855, %860 : tensor<128x6x197x64xf32>
    %862 = "stablehlo.dot_general"(%861, %857) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<128x6x197x64xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x197xf32>
    %863 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %864 = "stablehlo.reduce"(%862, %863) ({
    ^bb0(%_r56a: tensor<f32>, %_r56b: tensor<f32>):
      %_r56c = stablehlo.maximum %_r56a, %_r56b : tensor<f32>
      "stablehlo.return"(%_r56c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x6x197x197xf32>, tensor<f32>) -> tensor<128x6x197xf32>
    %865 = "stablehlo.broadcast_in_dim"(%864) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x6x197xf32>) -> tensor<128x6x197x197xf32>
    %866 = stablehlo.subtract %862, %865 : tensor<128x6x197x197xf32>
    %867 = stablehlo.exponential %866 : tensor<128x6x197x197xf32>
    %868 = stablehlo.constant dense<0.0> : tensor<f32>
    %869 = "stablehlo.reduce"(%867, %868) ({
    ^bb0(%_r57a: tensor<f32>, %_r57b: tensor<f32>):
      %_r57c = stablehlo.add %_r57a, %_r57b : tensor<f32>
      "stablehlo.return"(%_r57c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x6x197x197xf32>, tensor<f32>) -> tensor<128x6x197xf32>
    %870 = "stablehlo.broadcast_in_dim"(%869) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x6x197xf32>) -> tensor<128x6x197x197xf32>
    %871 = stablehlo.divide %867, %870 : tensor<128x6x197x197xf32>
    %872 = "stablehlo.dot_general"(%871, %859) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<128x6x197x197xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %873 = "stablehlo.transpose"(%872) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<128x6x197x64xf32>) -> tensor<128x197x6x64xf32>
    %874 = "stablehlo.reshape"(%873) : (tensor<128x197x6x64xf32>) -> tensor<128x197x384xf32>
    %875 = "stablehlo.dot_general"(%874, %blocks.9.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x384xf32>, tensor<384x384xf32>) -> tensor<128x197x384xf32>
    %876 = "stablehlo.broadcast_in_dim"(%blocks.9.attn.proj.b) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %877 = stablehlo.add %875, %876 : tensor<128x197x384xf32>
    %878 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 128, 19>, start_indices = array<i64: 0, 18>, strides = array<i64: 1, 1>} : (tensor<128x24xf32>) -> tensor<128x1xf32>
    %879 = "stablehlo.broadcast_in_dim"(%878) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<128x1xf32>) -> tensor<128x197x384xf32>
    %880 = stablehlo.multiply %877, %879 : tensor<128x197x384xf32>
    %881 = stablehlo.add %880, %828 : tensor<128x197x384xf32>
    %882 = stablehlo.constant dense<0.0> : tensor<f32>
    %883 = "stablehlo.reduce"(%881, %882) ({
    ^bb0(%_r58a: tensor<f32>, %_r58b: tensor<f32>):
      %_r58c = stablehlo.add %_r58a, %_r58b : tensor<f32>
      "stablehlo.return"(%_r58c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %884 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %885 = stablehlo.divide %883, %884 : tensor<128x197xf32>
    %886 = "stablehlo.broadcast_in_dim"(%885) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %887 = stablehlo.subtract %881, %886 : tensor<128x197x384xf32>
    %888 = stablehlo.multiply %887, %887 : tensor<128x197x384xf32>
    %889 = stablehlo.constant dense<0.0> : tensor<f32>
    %890 = "stablehlo.reduce"(%888, %889) ({
    ^bb0(%_r59a: tensor<f32>, %_r59b: tensor<f32>):
      %_r59c = stablehlo.add %_r59a, %_r59b : tensor<f32>
      "stablehlo.return"(%_r59c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %891 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %892 = stablehlo.divide %890, %891 : tensor<128x197xf32>
    %893 = "stablehlo.broadcast_in_dim"(%892) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %894 = stablehlo.constant dense<1.0e-06> : tensor<128x197x384xf32>
    %895 = stablehlo.add %893, %894 : tensor<128x197x384xf32>
    %896 = stablehlo.rsqrt %895 : tensor<128x197x384xf32>
    %897 = stablehlo.multiply %887, %896 : tensor<128x197x384xf32>
    %898 = "stablehlo.broadcast_in_dim"(%blocks.9.norm2.g) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %899 = stablehlo.multiply %897, %898 : tensor<128x197x384xf32>
    %900 = "stablehlo.broadcast_in_dim"(%blocks.9.norm2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %901 = stablehlo.add %899, %900 : tensor<128x197x384xf32>
    %902 = "stablehlo.dot_general"(%901, %blocks.9.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x384xf32>, tensor<384x1536xf32>) -> tensor<128x197x1536xf32>
    %903 = "stablehlo.broadcast_in_dim"(%blocks.9.mlp.fc1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<1536xf32>) -> tensor<128x197x1536xf32>
    %904 = stablehlo.add %902, %903 : tensor<128x197x1536xf32>
    %905 = stablehlo.constant dense<0.70710677> : tensor<128x197x1536xf32>
    %906 = stablehlo.multiply %904, %905 : tensor<128x197x1536xf32>
    %907 = "chlo.erf"(%906) : (tensor<128x197x1536xf32>) -> tensor<128x197x1536xf32>
    %908 = stablehlo.constant dense<1.0> : tensor<128x197x1536xf32>
    %909 = stablehlo.add %907, %908 : tensor<128x197x1536xf32>
    %910 = stablehlo.constant dense<0.5> : tensor<128x197x1536xf32>
    %911 = stablehlo.multiply %904, %910 : tensor<128x197x1536xf32>
    %912 = stablehlo.multiply %911, %909 : tensor<128x197x1536xf32>
    %913 = "stablehlo.dot_general"(%912, %blocks.9.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x1536xf32>, tensor<1536x384xf32>) -> tensor<128x197x384xf32>
    %914 = "stablehlo.broadcast_in_dim"(%blocks.9.mlp.fc2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %915 = stablehlo.add %913, %914 : tensor<128x197x384xf32>
    %916 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 128, 20>, start_indices = array<i64: 0, 19>, strides = array<i64: 1, 1>} : (tensor<128x24xf32>) -> tensor<128x1xf32>
    %917 = "stablehlo.broadcast_in_dim"(%916) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<128x1xf32>) -> tensor<128x197x384xf32>
    %918 = stablehlo.multiply %915, %917 : tensor<128x197x384xf32>
    %919 = stablehlo.add %918, %881 : tensor<128x197x384xf32>
    %920 = stablehlo.constant dense<0.0> : tensor<f32>
    %921 = "stablehlo.reduce"(%919, %920) ({
    ^bb0(%_r60a: tensor<f32>, %_r60b: tensor<f32>):
      %_r60c = stablehlo.add %_r60a, %_r60b : tensor<f32>
      "stablehlo.return"(%_r60c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %922 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %923 = stablehlo.divide %921, %922 : tensor<128x197xf32>
    %924 = "stablehlo.broadcast_in_dim"(%923) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %925 = stablehlo.subtract %919, %924 : tensor<128x197x384xf32>
    %926 = stablehlo.multiply %925, %925 : tensor<128x197x384xf32>
    %927 = stablehlo.constant dense<0.0> : tensor<f32>
    %928 = "stablehlo.reduce"(%926, %927) ({
    ^bb0(%_r61a: tensor<f32>, %_r61b: tensor<f32>):
      %_r61c = stablehlo.add %_r61a, %_r61b : tensor<f32>
      "stablehlo.return"(%_r61c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %929 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %930 = stablehlo.divide %928, %929 : tensor<128x197xf32>
    %931 = "stablehlo.broadcast_in_dim"(%930) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %932 = stablehlo.constant dense<1.0e-06> : tensor<128x197x384xf32>
    %933 = stablehlo.add %931, %932 : tensor<128x197x384xf32>
    %934 = stablehlo.rsqrt %933 : tensor<128x197x384xf32>
    %935 = stablehlo.multiply %925, %934 : tensor<128x197x384xf32>
    %936 = "stablehlo.broadcast_in_dim"(%blocks.10.norm1.g) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %937 = stablehlo.multiply %935, %936 : tensor<128x197x384xf32>
    %938 = "stablehlo.broadcast_in_dim"(%blocks.10.norm1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %939 = stablehlo.add %937, %938 : tensor<128x197x384xf32>
    %940 = "stablehlo.dot_general"(%939, %blocks.10.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x384xf32>, tensor<384x1152xf32>) -> tensor<128x197x1152xf32>
    %941 = "stablehlo.broadcast_in_dim"(%blocks.10.attn.qkv.b) {broadcast_dimensions = array<i64: 2>} : (tensor<1152xf32>) -> tensor<128x197x1152xf32>
    %942 = stablehlo.add %940, %941 : tensor<128x197x1152xf32>
    %943 = "stablehlo.reshape"(%942) : (tensor<128x197x1152xf32>) -> tensor<128x197x3x6x64xf32>
    %944 = "stablehlo.transpose"(%943) {permutation = array<i64: 0, 2, 3, 1, 4>} : (tensor<128x197x3x6x64xf32>) -> tensor<128x3x6x197x64xf32>
    %945 = "stablehlo.slice"(%944) {limit_indices = array<i64: 128, 1, 6, 197, 64>, start_indices = array<i64: 0, 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %946 = "stablehlo.reshape"(%945) : (tensor<128x1x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %947 = "stablehlo.slice"(%944) {limit_indices = array<i64: 128, 2, 6, 197, 64>, start_indices = array<i64: 0, 1, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %948 = "stablehlo.reshape"(%947) : (tensor<128x1x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %949 = "stablehlo.slice"(%944) {limit_indices = array<i64: 128, 3, 6, 197, 64>, start_indices = array<i64: 0, 2, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %950 = "stablehlo.reshape"(%949) : (tensor<128x1x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %951 = stablehlo.constant dense<0.125> : tensor<128x6x197x64xf32>
    %952 = stablehlo.multiply %946, %951 : tensor<128x6x197x64xf32>
    %953 = "stablehlo.dot_general"(%952, %948) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<128x6x197x64xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x197xf32>
    %954 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %955 = "stablehlo.reduce"(%953, %954) ({
    ^bb0(%_r62a: tensor<f32>, %_r62b: tensor<f32>):
      %_r62c = stablehlo.maximum %_r62a, %_r62b : tensor<f32>
      "stablehlo.return"(%_r62c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x6x197x197xf32>, tensor<f32>) -> tensor<128x6x197xf32>
    %956 = "stablehlo.broadcast_in_dim"(%955) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x6x197xf32>) -> tensor<128x6x197x197xf32>
    %957 = stablehlo.subtract %953, %956 : tensor<128x6x197x197xf32>
    %958 = stablehlo.exponential %957 : tensor<128x6x197x197xf32>
    %959 = stablehlo.constant dense<0.0> : tensor<f32>
    %960 = "stablehlo.reduce"(%958, %959) ({
    ^bb0(%_r63a: tensor<f32>, %_r63b: tensor<f32>):
      %_r63c = stablehlo.add %_r63a, %_r63b : tensor<f32>
      "stablehlo.return"(%_r63c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x6x197x197xf32>, tensor<f32>) -> tensor<128x6x197xf32>
    %961 = "stablehlo.broadcast_in_dim"(%960) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x6x197xf32>) -> tensor<128x6x197x197xf32>
    %962 = stablehlo.divide %958, %961 : tensor<128x6x197x197xf32>
    %963 = "stablehlo.dot_general"(%962, %950) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<128x6x197x197xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %964 = "stablehlo.transpose"(%963) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<128x6x197x64xf32>) -> tensor<128x197x6x64xf32>
    %965 = "stablehlo.reshape"(%964) : (tensor<128x197x6x64xf32>) -> tensor<128x197x384xf32>
    %966 = "stablehlo.dot_general"(%965, %blocks.10.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x384xf32>, tensor<384x384xf32>) -> tensor<128x197x384xf32>
    %967 = "stablehlo.broadcast_in_dim"(%blocks.10.attn.proj.b) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %968 = stablehlo.add %966, %967 : tensor<128x197x384xf32>
    %969 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 128, 21>, start_indices = array<i64: 0, 20>, strides = array<i64: 1, 1>} : (tensor<128x24xf32>) -> tensor<128x1xf32>
    %970 = "stablehlo.broadcast_in_dim"(%969) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<128x1xf32>) -> tensor<128x197x384xf32>
    %971 = stablehlo.multiply %968, %970 : tensor<128x197x384xf32>
    %972 = stablehlo.add %971, %919 : tensor<128x197x384xf32>
    %973 = stablehlo.constant dense<0.0> : tensor<f32>
    %974 = "stablehlo.reduce"(%972, %973) ({
    ^bb0(%_r64a: tensor<f32>, %_r64b: tensor<f32>):
      %_r64c = stablehlo.add %_r64a, %_r64b : tensor<f32>
      "stablehlo.return"(%_r64c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %975 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %976 = stablehlo.divide %974, %975 : tensor<128x197xf32>
    %977 = "stablehlo.broadcast_in_dim"(%976) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %978 = stablehlo.subtract %972, %977 : tensor<128x197x384xf32>
    %979 = stablehlo.multiply %978, %978 : tensor<128x197x384xf32>
    %980 = stablehlo.constant dense<0.0> : tensor<f32>
    %981 = "stablehlo.reduce"(%979, %980) ({
    ^bb0(%_r65a: tensor<f32>, %_r65b: tensor<f32>):
      %_r65c = stablehlo.add %_r65a, %_r65b : tensor<f32>
      "stablehlo.return"(%_r65c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %982 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %983 = stablehlo.divide %981, %982 : tensor<128x197xf32>
    %984 = "stablehlo.broadcast_in_dim"(%983) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %985 = stablehlo.constant dense<1.0e-06> : tensor<128x197x384xf32>
    %986 = stablehlo.add %984, %985 : tensor<128x197x384xf32>
    %987 = stablehlo.rsqrt %986 : tensor<128x197x384xf32>
    %988 = stablehlo.multiply %978, %987 : tensor<128x197x384xf32>
    %989 = "stablehlo.broadcast_in_dim"(%blocks.10.norm2.g) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %990 = stablehlo.multiply %988, %989 : tensor<128x197x384xf32>
    %991 = "stablehlo.broadcast_in_dim"(%blocks.10.norm2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %992 = stablehlo.add %990, %991 : tensor<128x197x384xf32>
    %993 = "stablehlo.dot_general"(%992, %blocks.10.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x384xf32>, tensor<384x1536xf32>) -> tensor<128x197x1536xf32>
    %994 = "stablehlo.broadcast_in_dim"(%blocks.10.mlp.fc1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<1536xf32>) -> tensor<128x197x1536xf32>
    %995 = stablehlo.add %993, %994 : tensor<128x197x1536xf32>
    %996 = stablehlo.constant dense<0.70710677> : tensor<128x197x1536xf32>
    %997 = stablehlo.multiply %995, %996 : tensor<128x197x1536xf32>
    %998 = "chlo.erf"(%997) : (tensor<128x197x1536xf32>) -> tensor<128x197x1536xf32>
    %999 = stablehlo.constant dense<1.0> : tensor<128x197x1536xf32>
    %1000 = stablehlo.add %998, %999 : tensor<128x197x1536xf32>
    %1001 = stablehlo.constant dense<0.5> : tensor<128x197x1536xf32>
    %1002 = stablehlo.multiply %995, %1001 : tensor<128x197x1536xf32>
    %1003 = stablehlo.multiply %1002, %1000 : tensor<128x197x1536xf32>
    %1004 = "stablehlo.dot_general"(%1003, %blocks.10.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x1536xf32>, tensor<1536x384xf32>) -> tensor<128x197x384xf32>
    %1005 = "stablehlo.broadcast_in_dim"(%blocks.10.mlp.fc2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %1006 = stablehlo.add %1004, %1005 : tensor<128x197x384xf32>
    %1007 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 128, 22>, start_indices = array<i64: 0, 21>, strides = array<i64: 1, 1>} : (tensor<128x24xf32>) -> tensor<128x1xf32>
    %1008 = "stablehlo.broadcast_in_dim"(%1007) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<128x1xf32>) -> tensor<128x197x384xf32>
    %1009 = stablehlo.multiply %1006, %1008 : tensor<128x197x384xf32>
    %1010 = stablehlo.add %1009, %972 : tensor<128x197x384xf32>
    %1011 = stablehlo.constant dense<0.0> : tensor<f32>
    %1012 = "stablehlo.reduce"(%1010, %1011) ({
    ^bb0(%_r66a: tensor<f32>, %_r66b: tensor<f32>):
      %_r66c = stablehlo.add %_r66a, %_r66b : tensor<f32>
      "stablehlo.return"(%_r66c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1013 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %1014 = stablehlo.divide %1012, %1013 : tensor<128x197xf32>
    %1015 = "stablehlo.broadcast_in_dim"(%1014) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %1016 = stablehlo.subtract %1010, %1015 : tensor<128x197x384xf32>
    %1017 = stablehlo.multiply %1016, %1016 : tensor<128x197x384xf32>
    %1018 = stablehlo.constant dense<0.0> : tensor<f32>
    %1019 = "stablehlo.reduce"(%1017, %1018) ({
    ^bb0(%_r67a: tensor<f32>, %_r67b: tensor<f32>):
      %_r67c = stablehlo.add %_r67a, %_r67b : tensor<f32>
      "stablehlo.return"(%_r67c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1020 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %1021 = stablehlo.divide %1019, %1020 : tensor<128x197xf32>
    %1022 = "stablehlo.broadcast_in_dim"(%1021) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %1023 = stablehlo.constant dense<1.0e-06> : tensor<128x197x384xf32>
    %1024 = stablehlo.add %1022, %1023 : tensor<128x197x384xf32>
    %1025 = stablehlo.rsqrt %1024 : tensor<128x197x384xf32>
    %1026 = stablehlo.multiply %1016, %1025 : tensor<128x197x384xf32>
    %1027 = "stablehlo.broadcast_in_dim"(%blocks.11.norm1.g) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %1028 = stablehlo.multiply %1026, %1027 : tensor<128x197x384xf32>
    %1029 = "stablehlo.broadcast_in_dim"(%blocks.11.norm1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %1030 = stablehlo.add %1028, %1029 : tensor<128x197x384xf32>
    %1031 = "stablehlo.dot_general"(%1030, %blocks.11.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x384xf32>, tensor<384x1152xf32>) -> tensor<128x197x1152xf32>
    %1032 = "stablehlo.broadcast_in_dim"(%blocks.11.attn.qkv.b) {broadcast_dimensions = array<i64: 2>} : (tensor<1152xf32>) -> tensor<128x197x1152xf32>
    %1033 = stablehlo.add %1031, %1032 : tensor<128x197x1152xf32>
    %1034 = "stablehlo.reshape"(%1033) : (tensor<128x197x1152xf32>) -> tensor<128x197x3x6x64xf32>
    %1035 = "stablehlo.transpose"(%1034) {permutation = array<i64: 0, 2, 3, 1, 4>} : (tensor<128x197x3x6x64xf32>) -> tensor<128x3x6x197x64xf32>
    %1036 = "stablehlo.slice"(%1035) {limit_indices = array<i64: 128, 1, 6, 197, 64>, start_indices = array<i64: 0, 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %1037 = "stablehlo.reshape"(%1036) : (tensor<128x1x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %1038 = "stablehlo.slice"(%1035) {limit_indices = array<i64: 128, 2, 6, 197, 64>, start_indices = array<i64: 0, 1, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %1039 = "stablehlo.reshape"(%1038) : (tensor<128x1x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %1040 = "stablehlo.slice"(%1035) {limit_indices = array<i64: 128, 3, 6, 197, 64>, start_indices = array<i64: 0, 2, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %1041 = "stablehlo.reshape"(%1040) : (tensor<128x1x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %1042 = stablehlo.constant dense<0.125> : tensor<128x6x197x64xf32>
    %1043 = stablehlo.multiply %1037, %1042 : tensor<128x6x197x64xf32>
    %1044 = "stablehlo.dot_general"(%1043, %1039) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<128x6x197x64xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x197xf32>
    %1045 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1046 = "stablehlo.reduce"(%1044, %1045) ({
    ^bb0(%_r68a: tensor<f32>, %_r68b: tensor<f32>):
      %_r68c = stablehlo.maximum %_r68a, %_r68b : tensor<f32>
      "stablehlo.return"(%_r68c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x6x197x197xf32>, tensor<f32>) -> tensor<128x6x197xf32>
    %1047 = "stablehlo.broadcast_in_dim"(%1046) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x6x197xf32>) -> tensor<128x6x197x197xf32>
    %1048 = stablehlo.subtract %1044, %1047 : tensor<128x6x197x197xf32>
    %1049 = stablehlo.exponential %1048 : tensor<128x6x197x197xf32>
    %1050 = stablehlo.constant dense<0.0> : tensor<f32>
    %1051 = "stablehlo.reduce"(%1049, %1050) ({
    ^bb0(%_r69a: tensor<f32>, %_r69b: tensor<f32>):
      %_r69c = stablehlo.add %_r69a, %_r69b : tensor<f32>
      "stablehlo.return"(%_r69c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x6x197x197xf32>, tensor<f32>) -> tensor<128x6x197xf32>
    %1052 = "stablehlo.broadcast_in_dim"(%1051) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x6x197xf32>) -> tensor<128x6x197x197xf32>
    %1053 = stablehlo.divide %1049, %1052 : tensor<128x6x197x197xf32>
    %1054 = "stablehlo.dot_general"(%1053, %1041) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<128x6x197x197xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %1055 = "stablehlo.transpose"(%1054) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<128x6x197x64xf32>) -> tensor<128x197x6x64xf32>
    %1056 = "stablehlo.reshape"(%1055) : (tensor<128x197x6x64xf32>) -> tensor<128x197x384xf32>
    %1057 = "stablehlo.dot_general"(%1056, %blocks.11.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x384xf32>, tensor<384x384xf32>) -> tensor<128x197x384xf32>
    %1058 = "stablehlo.broadcast_in_dim"(%blocks.11.attn.proj.b) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %1059 = stablehlo.add %1057, %1058 : tensor<128x197x384xf32>
    %1060 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 128, 23>, start_indices = array<i64: 0, 22>, strides = array<i64: 1, 1>} : (tensor<128x24xf32>) -> tensor<128x1xf32>
    %1061 = "stablehlo.broadcast_in_dim"(%1060) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<128x1xf32>) -> tensor<128x197x384xf32>
    %1062 = stablehlo.multiply %1059, %1061 : tensor<128x197x384xf32>
    %1063 = stablehlo.add %1062, %1010 : tensor<128x197x384xf32>
    %1064 = stablehlo.constant dense<0.0> : tensor<f32>
    %1065 = "stablehlo.reduce"(%1063, %1064) ({
    ^bb0(%_r70a: tensor<f32>, %_r70b: tensor<f32>):
      %_r70c = stablehlo.add %_r70a, %_r70b : tensor<f32>
      "stablehlo.return"(%_r70c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1066 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %1067 = stablehlo.divide %1065, %1066 : tensor<128x197xf32>
    %1068 = "stablehlo.broadcast_in_dim"(%1067) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %1069 = stablehlo.subtract %1063, %1068 : tensor<128x197x384xf32>
    %1070 = stablehlo.multiply %1069, %1069 : tensor<128x197x384xf32>
    %1071 = stablehlo.constant dense<0.0> : tensor<f32>
    %1072 = "stablehlo.reduce"(%1070, %1071) ({
    ^bb0(%_r71a: tensor<f32>, %_r71b: tensor<f32>):
      %_r71c = stablehlo.add %_r71a, %_r71b : tensor<f32>
      "stablehlo.return"(%_r71c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1073 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %1074 = stablehlo.divide %1072, %1073 : tensor<128x197xf32>
    %1075 = "stablehlo.broadcast_in_dim"(%1074) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %1076 = stablehlo.constant dense<1.0e-06> : tensor<128x197x384xf32>
    %1077 = stablehlo.add %1075, %1076 : tensor<128x197x384xf32>
    %1078 = stablehlo.rsqrt %1077 : tensor<128x197x384xf32>
    %1079 = stablehlo.multiply %1069, %1078 : tensor<128x197x384xf32>
    %1080 = "stablehlo.broadcast_in_dim"(%blocks.11.norm2.g) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %1081 = stablehlo.multiply %1079, %1080 : tensor<128x197x384xf32>
    %1082 = "stablehlo.broadcast_in_dim"(%blocks.11.norm2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %1083 = stablehlo.add %1081, %1082 : tensor<128x197x384xf32>
    %1084 = "stablehlo.dot_general"(%1083, %blocks.11.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x384xf32>, tensor<384x1536xf32>) -> tensor<128x197x1536xf32>
    %1085 = "stablehlo.broadcast_in_dim"(%blocks.11.mlp.fc1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<1536xf32>) -> tensor<128x197x1536xf32>
    %1086 = stablehlo.add %1084, %1085 : tensor<128x197x1536xf32>
    %1087 = stablehlo.constant dense<0.70710677> : tensor<128x197x1536xf32>
    %1088 = stablehlo.multiply %1086, %1087 : tensor<128x197x1536xf32>
    %1089 = "chlo.erf"(%1088) : (tensor<128x197x1536xf32>) -> tensor<128x197x1536xf32>
    %1090 = stablehlo.constant dense<1.0> : tensor<128x197x1536xf32>
    %1091 = stablehlo.add %1089, %1090 : tensor<128x197x1536xf32>
    %1092 = stablehlo.constant dense<0.5> : tensor<128x197x1536xf32>
    %1093 = stablehlo.multiply %1086, %1092 : tensor<128x197x1536xf32>
    %1094 = stablehlo.multiply %1093, %1091 : tensor<128x197x1536xf32>
    %1095 = "stablehlo.dot_general"(%1094, %blocks.11.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x1536xf32>, tensor<1536x384xf32>) -> tensor<128x197x384xf32>
    %1096 = "stablehlo.broadcast_in_dim"(%blocks.11.mlp.fc2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<384xf32>) -> tensor<128x197x384xf32>
    %1097 = stablehlo.add %1095, %1096 : tensor<128x197x384xf32>
    %1098 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 128, 24>, start_indices = array<i64: 0, 23>, strides = array<i64: 1, 1>} : (tensor<128x24xf32>) -> tensor<128x1xf32>
    %1099 = "stablehlo.broadcast_in_dim"(%1098) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<128x1xf32>) -> tensor<128x197x384xf32>
    %1100 = stablehlo.multiply %1097, %1099 : tensor<128x197x384xf32>
    %1101 = stablehlo.add %1100, %1063 : tensor<128x197x384xf32>
    %1102 = "stablehlo.slice"(%1101) {limit_indices = array<i64: 128, 1, 384>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>} : (tensor<128x197x384xf32>) -> tensor<128x1x384xf32>
    %1103 = "stablehlo.reshape"(%1102) : (tensor<128x1x384xf32>) -> tensor<128x384xf32>
    %1104 = stablehlo.constant dense<0.0> : tensor<f32>
    %1105 = "stablehlo.reduce"(%1103, %1104) ({
    ^bb0(%_r72a: tensor<f32>, %_r72b: tensor<f32>):
      %_r72c = stablehlo.add %_r72a, %_r72b : tensor<f32>
      "stablehlo.return"(%_r72c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<128x384xf32>, tensor<f32>) -> tensor<128xf32>
    %1106 = stablehlo.constant dense<384.0> : tensor<128xf32>
    %1107 = stablehlo.divide %1105, %1106 : tensor<128xf32>
    %1108 = "stablehlo.broadcast_in_dim"(%1107) {broadcast_dimensions = array<i64: 0>} : (tensor<128xf32>) -> tensor<128x384xf32>
    %1109 = stablehlo.subtract %1103, %1108 : tensor<128x384xf32>
    %1110 = stablehlo.multiply %1109, %1109 : tensor<128x384xf32>
    %1111 = stablehlo.constant dense<0.0> : tensor<f32>
    %1112 = "stablehlo.reduce"(%1110, %1111) ({
    ^bb0(%_r73a: tensor<f32>, %_r73b: tensor<f32>):
      %_r73c = stablehlo.add %_r73a, %_r73b : tensor<f32>
      "stablehlo.return"(%_r73c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<128x384xf32>, tensor<f32>) -> tensor<128xf32>
    %1113 = stablehlo.constant dense<384.0> : tensor<128xf32>
    %1114 = stablehlo.divide %1112, %1113 : tensor<128xf32>
    %1115 = "stablehlo.broadcast_in_dim"(%1114) {broadcast_dimensions = array<i64: 0>} : (tensor<128xf32>) -> tensor<128x384xf32>
    %1116 = stablehlo.constant dense<1.0e-06> : tensor<128x384xf32>
    %1117 = stablehlo.add %1115, %1116 : tensor<128x384xf32>
    %1118 = stablehlo.rsqrt %1117 : tensor<128x384xf32>
    %1119 = stablehlo.multiply %1109, %1118 : tensor<128x384xf32>
    %1120 = "stablehlo.broadcast_in_dim"(%norm.g) {broadcast_dimensions = array<i64: 1>} : (tensor<384xf32>) -> tensor<128x384xf32>
    %1121 = stablehlo.multiply %1119, %1120 : tensor<128x384xf32>
    %1122 = "stablehlo.broadcast_in_dim"(%norm.b) {broadcast_dimensions = array<i64: 1>} : (tensor<384xf32>) -> tensor<128x384xf32>
    %1123 = stablehlo.add %1121, %1122 : tensor<128x384xf32>
    %1124 = "stablehlo.dot_general"(%1123, %head.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<128x384xf32>, tensor<384x1000xf32>) -> tensor<128x1000xf32>
    %1125 = "stablehlo.broadcast_in_dim"(%head.b) {broadcast_dimensions = array<i64: 1>} : (tensor<1000xf32>) -> tensor<128x1000xf32>
    %1126 = stablehlo.add %1124, %1125 : tensor<128x1000xf32>
    // ── loss: softmax cross-entropy against soft targets, mean over the batch ──
    %1127 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1128 = "stablehlo.reduce"(%1126, %1127) ({
    ^bb0(%_r74a: tensor<f32>, %_r74b: tensor<f32>):
      %_r74c = stablehlo.maximum %_r74a, %_r74b : tensor<f32>
      "stablehlo.return"(%_r74c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<128x1000xf32>, tensor<f32>) -> tensor<128xf32>
    %1129 = "stablehlo.broadcast_in_dim"(%1128) {broadcast_dimensions = array<i64: 0>} : (tensor<128xf32>) -> tensor<128x1000xf32>
    %1130 = stablehlo.subtract %1126, %1129 : tensor<128x1000xf32>
    %1131 = stablehlo.exponential %1130 : tensor<128x1000xf32>
    %1132 = stablehlo.constant dense<0.0> : tensor<f32>
    %1133 = "stablehlo.reduce"(%1131, %1132) ({
    ^bb0(%_r75a: tensor<f32>, %_r75b: tensor<f32>):
      %_r75c = stablehlo.add %_r75a, %_r75b : tensor<f32>
      "stablehlo.return"(%_r75c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<128x1000xf32>, tensor<f32>) -> tensor<128xf32>
    %1134 = "stablehlo.broadcast_in_dim"(%1133) {broadcast_dimensions = array<i64: 0>} : (tensor<128xf32>) -> tensor<128x1000xf32>
    %1135 = stablehlo.log %1134 : tensor<128x1000xf32>
    %1136 = stablehlo.subtract %1130, %1135 : tensor<128x1000xf32>
    %1137 = stablehlo.multiply %targets, %1136 : tensor<128x1000xf32>
    %1138 = stablehlo.constant dense<0.0> : tensor<f32>
    %1139 = "stablehlo.reduce"(%1137, %1138) ({
    ^bb0(%_r76a: tensor<f32>, %_r76b: tensor<f32>):
      %_r76c = stablehlo.add %_r76a, %_r76b : tensor<f32>
      "stablehlo.return"(%_r76c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x1000xf32>, tensor<f32>) -> tensor<f32>
    %1140 = stablehlo.negate %1139 : tensor<f32>
    %1141 = stablehlo.constant dense<128.0> : tensor<f32>
    %1142 = stablehlo.divide %1140, %1141 : tensor<f32>
    // ── backward ──
    %1143 = stablehlo.constant dense<0.0> : tensor<f32>
    %1144 = "stablehlo.reduce"(%targets, %1143) ({
    ^bb0(%_r77a: tensor<f32>, %_r77b: tensor<f32>):
      %_r77c = stablehlo.add %_r77a, %_r77b : tensor<f32>
      "stablehlo.return"(%_r77c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<128x1000xf32>, tensor<f32>) -> tensor<128xf32>
    %1145 = "stablehlo.broadcast_in_dim"(%1144) {broadcast_dimensions = array<i64: 0>} : (tensor<128xf32>) -> tensor<128x1000xf32>
    %1146 = stablehlo.divide %1131, %1134 : tensor<128x1000xf32>
    %1147 = stablehlo.multiply %1146, %1145 : tensor<128x1000xf32>
    %1148 = stablehlo.subtract %1147, %targets : tensor<128x1000xf32>
    %1149 = stablehlo.constant dense<128.0> : tensor<128x1000xf32>
    %1150 = stablehlo.divide %1148, %1149 : tensor<128x1000xf32>
    %1151 = "stablehlo.dot_general"(%1150, %head.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<128x1000xf32>, tensor<384x1000xf32>) -> tensor<128x384xf32>
    %1152 = "stablehlo.dot_general"(%1123, %1150) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>} : (tensor<128x384xf32>, tensor<128x1000xf32>) -> tensor<384x1000xf32>
    %1153 = stablehlo.constant dense<0.0> : tensor<f32>
    %1154 = "stablehlo.reduce"(%1150, %1153) ({
    ^bb0(%_r78a: tensor<f32>, %_r78b: tensor<f32>):
      %_r78c = stablehlo.add %_r78a, %_r78b : tensor<f32>
      "stablehlo.return"(%_r78c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128x1000xf32>, tensor<f32>) -> tensor<1000xf32>
    %1155 = stablehlo.multiply %1151, %1120 : tensor<128x384xf32>
    %1156 = stablehlo.constant dense<0.0> : tensor<f32>
    %1157 = "stablehlo.reduce"(%1155, %1156) ({
    ^bb0(%_r79a: tensor<f32>, %_r79b: tensor<f32>):
      %_r79c = stablehlo.add %_r79a, %_r79b : tensor<f32>
      "stablehlo.return"(%_r79c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<128x384xf32>, tensor<f32>) -> tensor<128xf32>
    %1158 = stablehlo.constant dense<384.0> : tensor<128xf32>
    %1159 = stablehlo.divide %1157, %1158 : tensor<128xf32>
    %1160 = "stablehlo.broadcast_in_dim"(%1159) {broadcast_dimensions = array<i64: 0>} : (tensor<128xf32>) -> tensor<128x384xf32>
    %1161 = stablehlo.subtract %1155, %1160 : tensor<128x384xf32>
    %1162 = stablehlo.multiply %1155, %1119 : tensor<128x384xf32>
    %1163 = stablehlo.constant dense<0.0> : tensor<f32>
    %1164 = "stablehlo.reduce"(%1162, %1163) ({
    ^bb0(%_r80a: tensor<f32>, %_r80b: tensor<f32>):
      %_r80c = stablehlo.add %_r80a, %_r80b : tensor<f32>
      "stablehlo.return"(%_r80c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<128x384xf32>, tensor<f32>) -> tensor<128xf32>
    %1165 = stablehlo.constant dense<384.0> : tensor<128xf32>
    %1166 = stablehlo.divide %1164, %1165 : tensor<128xf32>
    %1167 = "stablehlo.broadcast_in_dim"(%1166) {broadcast_dimensions = array<i64: 0>} : (tensor<128xf32>) -> tensor<128x384xf32>
    %1168 = stablehlo.multiply %1119, %1167 : tensor<128x384xf32>
    %1169 = stablehlo.subtract %1161, %1168 : tensor<128x384xf32>
    %1170 = stablehlo.multiply %1118, %1169 : tensor<128x384xf32>
    %1171 = stablehlo.multiply %1151, %1119 : tensor<128x384xf32>
    %1172 = stablehlo.constant dense<0.0> : tensor<f32>
    %1173 = "stablehlo.reduce"(%1171, %1172) ({
    ^bb0(%_r81a: tensor<f32>, %_r81b: tensor<f32>):
      %_r81c = stablehlo.add %_r81a, %_r81b : tensor<f32>
      "stablehlo.return"(%_r81c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1174 = stablehlo.constant dense<0.0> : tensor<f32>
    %1175 = "stablehlo.reduce"(%1151, %1174) ({
    ^bb0(%_r82a: tensor<f32>, %_r82b: tensor<f32>):
      %_r82c = stablehlo.add %_r82a, %_r82b : tensor<f32>
      "stablehlo.return"(%_r82c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1176 = "stablehlo.reshape"(%1170) : (tensor<128x384xf32>) -> tensor<128x1x384xf32>
    %1177 = stablehlo.constant dense<0.0> : tensor<f32>
    %1178 = "stablehlo.pad"(%1176, %1177) {edge_padding_high = array<i64: 0, 196, 0>, edge_padding_low = array<i64: 0, 0, 0>, interior_padding = array<i64: 0, 0, 0>} : (tensor<128x1x384xf32>, tensor<f32>) -> tensor<128x197x384xf32>
    %1179 = stablehlo.multiply %1178, %1099 : tensor<128x197x384xf32>
    %1180 = "stablehlo.dot_general"(%1179, %blocks.11.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x384xf32>, tensor<1536x384xf32>) -> tensor<128x197x1536xf32>
    %1181 = "stablehlo.dot_general"(%1179, %1094) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x384xf32>, tensor<128x197x1536xf32>) -> tensor<384x1536xf32>
    %1182 = "stablehlo.transpose"(%1181) {permutation = array<i64: 1, 0>} : (tensor<384x1536xf32>) -> tensor<1536x384xf32>
    %1183 = stablehlo.constant dense<0.0> : tensor<f32>
    %1184 = "stablehlo.reduce"(%1179, %1183) ({
    ^bb0(%_r83a: tensor<f32>, %_r83b: tensor<f32>):
      %_r83c = stablehlo.add %_r83a, %_r83b : tensor<f32>
      "stablehlo.return"(%_r83c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1185 = stablehlo.constant dense<0.5> : tensor<128x197x1536xf32>
    %1186 = stablehlo.multiply %1091, %1185 : tensor<128x197x1536xf32>
    %1187 = stablehlo.multiply %1088, %1088 : tensor<128x197x1536xf32>
    %1188 = stablehlo.negate %1187 : tensor<128x197x1536xf32>
    %1189 = stablehlo.exponential %1188 : tensor<128x197x1536xf32>
    %1190 = stablehlo.constant dense<0.3989423> : tensor<128x197x1536xf32>
    %1191 = stablehlo.multiply %1189, %1190 : tensor<128x197x1536xf32>
    %1192 = stablehlo.multiply %1086, %1191 : tensor<128x197x1536xf32>
    %1193 = stablehlo.add %1186, %1192 : tensor<128x197x1536xf32>
    %1194 = stablehlo.multiply %1180, %1193 : tensor<128x197x1536xf32>
    %1195 = "stablehlo.dot_general"(%1194, %blocks.11.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x1536xf32>, tensor<384x1536xf32>) -> tensor<128x197x384xf32>
    %1196 = "stablehlo.dot_general"(%1083, %1194) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x384xf32>, tensor<128x197x1536xf32>) -> tensor<384x1536xf32>
    %1197 = stablehlo.constant dense<0.0> : tensor<f32>
    %1198 = "stablehlo.reduce"(%1194, %1197) ({
    ^bb0(%_r84a: tensor<f32>, %_r84b: tensor<f32>):
      %_r84c = stablehlo.add %_r84a, %_r84b : tensor<f32>
      "stablehlo.return"(%_r84c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %1199 = stablehlo.multiply %1195, %1080 : tensor<128x197x384xf32>
    %1200 = stablehlo.constant dense<0.0> : tensor<f32>
    %1201 = "stablehlo.reduce"(%1199, %1200) ({
    ^bb0(%_r85a: tensor<f32>, %_r85b: tensor<f32>):
      %_r85c = stablehlo.add %_r85a, %_r85b : tensor<f32>
      "stablehlo.return"(%_r85c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1202 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %1203 = stablehlo.divide %1201, %1202 : tensor<128x197xf32>
    %1204 = "stablehlo.broadcast_in_dim"(%1203) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %1205 = stablehlo.subtract %1199, %1204 : tensor<128x197x384xf32>
    %1206 = stablehlo.multiply %1199, %1079 : tensor<128x197x384xf32>
    %1207 = stablehlo.constant dense<0.0> : tensor<f32>
    %1208 = "stablehlo.reduce"(%1206, %1207) ({
    ^bb0(%_r86a: tensor<f32>, %_r86b: tensor<f32>):
      %_r86c = stablehlo.add %_r86a, %_r86b : tensor<f32>
      "stablehlo.return"(%_r86c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1209 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %1210 = stablehlo.divide %1208, %1209 : tensor<128x197xf32>
    %1211 = "stablehlo.broadcast_in_dim"(%1210) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %1212 = stablehlo.multiply %1079, %1211 : tensor<128x197x384xf32>
    %1213 = stablehlo.subtract %1205, %1212 : tensor<128x197x384xf32>
    %1214 = stablehlo.multiply %1078, %1213 : tensor<128x197x384xf32>
    %1215 = stablehlo.multiply %1195, %1079 : tensor<128x197x384xf32>
    %1216 = stablehlo.constant dense<0.0> : tensor<f32>
    %1217 = "stablehlo.reduce"(%1215, %1216) ({
    ^bb0(%_r87a: tensor<f32>, %_r87b: tensor<f32>):
      %_r87c = stablehlo.add %_r87a, %_r87b : tensor<f32>
      "stablehlo.return"(%_r87c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1218 = stablehlo.constant dense<0.0> : tensor<f32>
    %1219 = "stablehlo.reduce"(%1195, %1218) ({
    ^bb0(%_r88a: tensor<f32>, %_r88b: tensor<f32>):
      %_r88c = stablehlo.add %_r88a, %_r88b : tensor<f32>
      "stablehlo.return"(%_r88c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1220 = stablehlo.add %1214, %1178 : tensor<128x197x384xf32>
    %1221 = stablehlo.multiply %1220, %1061 : tensor<128x197x384xf32>
    %1222 = "stablehlo.dot_general"(%1221, %blocks.11.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x384xf32>, tensor<384x384xf32>) -> tensor<128x197x384xf32>
    %1223 = "stablehlo.dot_general"(%1056, %1221) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x384xf32>, tensor<128x197x384xf32>) -> tensor<384x384xf32>
    %1224 = stablehlo.constant dense<0.0> : tensor<f32>
    %1225 = "stablehlo.reduce"(%1221, %1224) ({
    ^bb0(%_r89a: tensor<f32>, %_r89b: tensor<f32>):
      %_r89c = stablehlo.add %_r89a, %_r89b : tensor<f32>
      "stablehlo.return"(%_r89c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1226 = "stablehlo.reshape"(%1222) : (tensor<128x197x384xf32>) -> tensor<128x197x6x64xf32>
    %1227 = "stablehlo.transpose"(%1226) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<128x197x6x64xf32>) -> tensor<128x6x197x64xf32>
    %1228 = "stablehlo.dot_general"(%1053, %1227) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<128x6x197x197xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %1229 = "stablehlo.dot_general"(%1227, %1041) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<128x6x197x64xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x197xf32>
    %1230 = stablehlo.multiply %1229, %1053 : tensor<128x6x197x197xf32>
    %1231 = stablehlo.constant dense<0.0> : tensor<f32>
    %1232 = "stablehlo.reduce"(%1230, %1231) ({
    ^bb0(%_r90a: tensor<f32>, %_r90b: tensor<f32>):
      %_r90c = stablehlo.add %_r90a, %_r90b : tensor<f32>
      "stablehlo.return"(%_r90c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x6x197x197xf32>, tensor<f32>) -> tensor<128x6x197xf32>
    %1233 = "stablehlo.broadcast_in_dim"(%1232) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x6x197xf32>) -> tensor<128x6x197x197xf32>
    %1234 = stablehlo.subtract %1229, %1233 : tensor<128x6x197x197xf32>
    %1235 = stablehlo.multiply %1053, %1234 : tensor<128x6x197x197xf32>
    %1236 = "stablehlo.dot_general"(%1235, %1039) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<128x6x197x197xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %1237 = stablehlo.constant dense<0.125> : tensor<128x6x197x64xf32>
    %1238 = stablehlo.multiply %1236, %1237 : tensor<128x6x197x64xf32>
    %1239 = "stablehlo.dot_general"(%1235, %1043) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<128x6x197x197xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %1240 = "stablehlo.reshape"(%1238) : (tensor<128x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %1241 = "stablehlo.reshape"(%1239) : (tensor<128x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %1242 = "stablehlo.reshape"(%1228) : (tensor<128x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %1243 = "stablehlo.concatenate"(%1240, %1241, %1242) {dimension = 1 : i64} : (tensor<128x1x6x197x64xf32>, tensor<128x1x6x197x64xf32>, tensor<128x1x6x197x64xf32>) -> tensor<128x3x6x197x64xf32>
    %1244 = "stablehlo.transpose"(%1243) {permutation = array<i64: 0, 3, 1, 2, 4>} : (tensor<128x3x6x197x64xf32>) -> tensor<128x197x3x6x64xf32>
    %1245 = "stablehlo.reshape"(%1244) : (tensor<128x197x3x6x64xf32>) -> tensor<128x197x1152xf32>
    %1246 = "stablehlo.dot_general"(%1245, %blocks.11.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x1152xf32>, tensor<384x1152xf32>) -> tensor<128x197x384xf32>
    %1247 = "stablehlo.dot_general"(%1030, %1245) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x384xf32>, tensor<128x197x1152xf32>) -> tensor<384x1152xf32>
    %1248 = stablehlo.constant dense<0.0> : tensor<f32>
    %1249 = "stablehlo.reduce"(%1245, %1248) ({
    ^bb0(%_r91a: tensor<f32>, %_r91b: tensor<f32>):
      %_r91c = stablehlo.add %_r91a, %_r91b : tensor<f32>
      "stablehlo.return"(%_r91c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x1152xf32>, tensor<f32>) -> tensor<1152xf32>
    %1250 = stablehlo.multiply %1246, %1027 : tensor<128x197x384xf32>
    %1251 = stablehlo.constant dense<0.0> : tensor<f32>
    %1252 = "stablehlo.reduce"(%1250, %1251) ({
    ^bb0(%_r92a: tensor<f32>, %_r92b: tensor<f32>):
      %_r92c = stablehlo.add %_r92a, %_r92b : tensor<f32>
      "stablehlo.return"(%_r92c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1253 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %1254 = stablehlo.divide %1252, %1253 : tensor<128x197xf32>
    %1255 = "stablehlo.broadcast_in_dim"(%1254) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %1256 = stablehlo.subtract %1250, %1255 : tensor<128x197x384xf32>
    %1257 = stablehlo.multiply %1250, %1026 : tensor<128x197x384xf32>
    %1258 = stablehlo.constant dense<0.0> : tensor<f32>
    %1259 = "stablehlo.reduce"(%1257, %1258) ({
    ^bb0(%_r93a: tensor<f32>, %_r93b: tensor<f32>):
      %_r93c = stablehlo.add %_r93a, %_r93b : tensor<f32>
      "stablehlo.return"(%_r93c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1260 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %1261 = stablehlo.divide %1259, %1260 : tensor<128x197xf32>
    %1262 = "stablehlo.broadcast_in_dim"(%1261) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %1263 = stablehlo.multiply %1026, %1262 : tensor<128x197x384xf32>
    %1264 = stablehlo.subtract %1256, %1263 : tensor<128x197x384xf32>
    %1265 = stablehlo.multiply %1025, %1264 : tensor<128x197x384xf32>
    %1266 = stablehlo.multiply %1246, %1026 : tensor<128x197x384xf32>
    %1267 = stablehlo.constant dense<0.0> : tensor<f32>
    %1268 = "stablehlo.reduce"(%1266, %1267) ({
    ^bb0(%_r94a: tensor<f32>, %_r94b: tensor<f32>):
      %_r94c = stablehlo.add %_r94a, %_r94b : tensor<f32>
      "stablehlo.return"(%_r94c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1269 = stablehlo.constant dense<0.0> : tensor<f32>
    %1270 = "stablehlo.reduce"(%1246, %1269) ({
    ^bb0(%_r95a: tensor<f32>, %_r95b: tensor<f32>):
      %_r95c = stablehlo.add %_r95a, %_r95b : tensor<f32>
      "stablehlo.return"(%_r95c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1271 = stablehlo.add %1265, %1220 : tensor<128x197x384xf32>
    %1272 = stablehlo.multiply %1271, %1008 : tensor<128x197x384xf32>
    %1273 = "stablehlo.dot_general"(%1272, %blocks.10.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x384xf32>, tensor<1536x384xf32>) -> tensor<128x197x1536xf32>
    %1274 = "stablehlo.dot_general"(%1272, %1003) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x384xf32>, tensor<128x197x1536xf32>) -> tensor<384x1536xf32>
    %1275 = "stablehlo.transpose"(%1274) {permutation = array<i64: 1, 0>} : (tensor<384x1536xf32>) -> tensor<1536x384xf32>
    %1276 = stablehlo.constant dense<0.0> : tensor<f32>
    %1277 = "stablehlo.reduce"(%1272, %1276) ({
    ^bb0(%_r96a: tensor<f32>, %_r96b: tensor<f32>):
      %_r96c = stablehlo.add %_r96a, %_r96b : tensor<f32>
      "stablehlo.return"(%_r96c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1278 = stablehlo.constant dense<0.5> : tensor<128x197x1536xf32>
    %1279 = stablehlo.multiply %1000, %1278 : tensor<128x197x1536xf32>
    %1280 = stablehlo.multiply %997, %997 : tensor<128x197x1536xf32>
    %1281 = stablehlo.negate %1280 : tensor<128x197x1536xf32>
    %1282 = stablehlo.exponential %1281 : tensor<128x197x1536xf32>
    %1283 = stablehlo.constant dense<0.3989423> : tensor<128x197x1536xf32>
    %1284 = stablehlo.multiply %1282, %1283 : tensor<128x197x1536xf32>
    %1285 = stablehlo.multiply %995, %1284 : tensor<128x197x1536xf32>
    %1286 = stablehlo.add %1279, %1285 : tensor<128x197x1536xf32>
    %1287 = stablehlo.multiply %1273, %1286 : tensor<128x197x1536xf32>
    %1288 = "stablehlo.dot_general"(%1287, %blocks.10.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x1536xf32>, tensor<384x1536xf32>) -> tensor<128x197x384xf32>
    %1289 = "stablehlo.dot_general"(%992, %1287) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x384xf32>, tensor<128x197x1536xf32>) -> tensor<384x1536xf32>
    %1290 = stablehlo.constant dense<0.0> : tensor<f32>
    %1291 = "stablehlo.reduce"(%1287, %1290) ({
    ^bb0(%_r97a: tensor<f32>, %_r97b: tensor<f32>):
      %_r97c = stablehlo.add %_r97a, %_r97b : tensor<f32>
      "stablehlo.return"(%_r97c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %1292 = stablehlo.multiply %1288, %989 : tensor<128x197x384xf32>
    %1293 = stablehlo.constant dense<0.0> : tensor<f32>
    %1294 = "stablehlo.reduce"(%1292, %1293) ({
    ^bb0(%_r98a: tensor<f32>, %_r98b: tensor<f32>):
      %_r98c = stablehlo.add %_r98a, %_r98b : tensor<f32>
      "stablehlo.return"(%_r98c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1295 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %1296 = stablehlo.divide %1294, %1295 : tensor<128x197xf32>
    %1297 = "stablehlo.broadcast_in_dim"(%1296) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %1298 = stablehlo.subtract %1292, %1297 : tensor<128x197x384xf32>
    %1299 = stablehlo.multiply %1292, %988 : tensor<128x197x384xf32>
    %1300 = stablehlo.constant dense<0.0> : tensor<f32>
    %1301 = "stablehlo.reduce"(%1299, %1300) ({
    ^bb0(%_r99a: tensor<f32>, %_r99b: tensor<f32>):
      %_r99c = stablehlo.add %_r99a, %_r99b : tensor<f32>
      "stablehlo.return"(%_r99c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1302 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %1303 = stablehlo.divide %1301, %1302 : tensor<128x197xf32>
    %1304 = "stablehlo.broadcast_in_dim"(%1303) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %1305 = stablehlo.multiply %988, %1304 : tensor<128x197x384xf32>
    %1306 = stablehlo.subtract %1298, %1305 : tensor<128x197x384xf32>
    %1307 = stablehlo.multiply %987, %1306 : tensor<128x197x384xf32>
    %1308 = stablehlo.multiply %1288, %988 : tensor<128x197x384xf32>
    %1309 = stablehlo.constant dense<0.0> : tensor<f32>
    %1310 = "stablehlo.reduce"(%1308, %1309) ({
    ^bb0(%_r100a: tensor<f32>, %_r100b: tensor<f32>):
      %_r100c = stablehlo.add %_r100a, %_r100b : tensor<f32>
      "stablehlo.return"(%_r100c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1311 = stablehlo.constant dense<0.0> : tensor<f32>
    %1312 = "stablehlo.reduce"(%1288, %1311) ({
    ^bb0(%_r101a: tensor<f32>, %_r101b: tensor<f32>):
      %_r101c = stablehlo.add %_r101a, %_r101b : tensor<f32>
      "stablehlo.return"(%_r101c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1313 = stablehlo.add %1307, %1271 : tensor<128x197x384xf32>
    %1314 = stablehlo.multiply %1313, %970 : tensor<128x197x384xf32>
    %1315 = "stablehlo.dot_general"(%1314, %blocks.10.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x384xf32>, tensor<384x384xf32>) -> tensor<128x197x384xf32>
    %1316 = "stablehlo.dot_general"(%965, %1314) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x384xf32>, tensor<128x197x384xf32>) -> tensor<384x384xf32>
    %1317 = stablehlo.constant dense<0.0> : tensor<f32>
    %1318 = "stablehlo.reduce"(%1314, %1317) ({
    ^bb0(%_r102a: tensor<f32>, %_r102b: tensor<f32>):
      %_r102c = stablehlo.add %_r102a, %_r102b : tensor<f32>
      "stablehlo.return"(%_r102c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1319 = "stablehlo.reshape"(%1315) : (tensor<128x197x384xf32>) -> tensor<128x197x6x64xf32>
    %1320 = "stablehlo.transpose"(%1319) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<128x197x6x64xf32>) -> tensor<128x6x197x64xf32>
    %1321 = "stablehlo.dot_general"(%962, %1320) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<128x6x197x197xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %1322 = "stablehlo.dot_general"(%1320, %950) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<128x6x197x64xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x197xf32>
    %1323 = stablehlo.multiply %1322, %962 : tensor<128x6x197x197xf32>
    %1324 = stablehlo.constant dense<0.0> : tensor<f32>
    %1325 = "stablehlo.reduce"(%1323, %1324) ({
    ^bb0(%_r103a: tensor<f32>, %_r103b: tensor<f32>):
      %_r103c = stablehlo.add %_r103a, %_r103b : tensor<f32>
      "stablehlo.return"(%_r103c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x6x197x197xf32>, tensor<f32>) -> tensor<128x6x197xf32>
    %1326 = "stablehlo.broadcast_in_dim"(%1325) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x6x197xf32>) -> tensor<128x6x197x197xf32>
    %1327 = stablehlo.subtract %1322, %1326 : tensor<128x6x197x197xf32>
    %1328 = stablehlo.multiply %962, %1327 : tensor<128x6x197x197xf32>
    %1329 = "stablehlo.dot_general"(%1328, %948) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<128x6x197x197xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %1330 = stablehlo.constant dense<0.125> : tensor<128x6x197x64xf32>
    %1331 = stablehlo.multiply %1329, %1330 : tensor<128x6x197x64xf32>
    %1332 = "stablehlo.dot_general"(%1328, %952) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<128x6x197x197xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %1333 = "stablehlo.reshape"(%1331) : (tensor<128x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %1334 = "stablehlo.reshape"(%1332) : (tensor<128x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %1335 = "stablehlo.reshape"(%1321) : (tensor<128x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %1336 = "stablehlo.concatenate"(%1333, %1334, %1335) {dimension = 1 : i64} : (tensor<128x1x6x197x64xf32>, tensor<128x1x6x197x64xf32>, tensor<128x1x6x197x64xf32>) -> tensor<128x3x6x197x64xf32>
    %1337 = "stablehlo.transpose"(%1336) {permutation = array<i64: 0, 3, 1, 2, 4>} : (tensor<128x3x6x197x64xf32>) -> tensor<128x197x3x6x64xf32>
    %1338 = "stablehlo.reshape"(%1337) : (tensor<128x197x3x6x64xf32>) -> tensor<128x197x1152xf32>
    %1339 = "stablehlo.dot_general"(%1338, %blocks.10.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x1152xf32>, tensor<384x1152xf32>) -> tensor<128x197x384xf32>
    %1340 = "stablehlo.dot_general"(%939, %1338) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x384xf32>, tensor<128x197x1152xf32>) -> tensor<384x1152xf32>
    %1341 = stablehlo.constant dense<0.0> : tensor<f32>
    %1342 = "stablehlo.reduce"(%1338, %1341) ({
    ^bb0(%_r104a: tensor<f32>, %_r104b: tensor<f32>):
      %_r104c = stablehlo.add %_r104a, %_r104b : tensor<f32>
      "stablehlo.return"(%_r104c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x1152xf32>, tensor<f32>) -> tensor<1152xf32>
    %1343 = stablehlo.multiply %1339, %936 : tensor<128x197x384xf32>
    %1344 = stablehlo.constant dense<0.0> : tensor<f32>
    %1345 = "stablehlo.reduce"(%1343, %1344) ({
    ^bb0(%_r105a: tensor<f32>, %_r105b: tensor<f32>):
      %_r105c = stablehlo.add %_r105a, %_r105b : tensor<f32>
      "stablehlo.return"(%_r105c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1346 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %1347 = stablehlo.divide %1345, %1346 : tensor<128x197xf32>
    %1348 = "stablehlo.broadcast_in_dim"(%1347) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %1349 = stablehlo.subtract %1343, %1348 : tensor<128x197x384xf32>
    %1350 = stablehlo.multiply %1343, %935 : tensor<128x197x384xf32>
    %1351 = stablehlo.constant dense<0.0> : tensor<f32>
    %1352 = "stablehlo.reduce"(%1350, %1351) ({
    ^bb0(%_r106a: tensor<f32>, %_r106b: tensor<f32>):
      %_r106c = stablehlo.add %_r106a, %_r106b : tensor<f32>
      "stablehlo.return"(%_r106c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1353 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %1354 = stablehlo.divide %1352, %1353 : tensor<128x197xf32>
    %1355 = "stablehlo.broadcast_in_dim"(%1354) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %1356 = stablehlo.multiply %935, %1355 : tensor<128x197x384xf32>
    %1357 = stablehlo.subtract %1349, %1356 : tensor<128x197x384xf32>
    %1358 = stablehlo.multiply %934, %1357 : tensor<128x197x384xf32>
    %1359 = stablehlo.multiply %1339, %935 : tensor<128x197x384xf32>
    %1360 = stablehlo.constant dense<0.0> : tensor<f32>
    %1361 = "stablehlo.reduce"(%1359, %1360) ({
    ^bb0(%_r107a: tensor<f32>, %_r107b: tensor<f32>):
      %_r107c = stablehlo.add %_r107a, %_r107b : tensor<f32>
      "stablehlo.return"(%_r107c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1362 = stablehlo.constant dense<0.0> : tensor<f32>
    %1363 = "stablehlo.reduce"(%1339, %1362) ({
    ^bb0(%_r108a: tensor<f32>, %_r108b: tensor<f32>):
      %_r108c = stablehlo.add %_r108a, %_r108b : tensor<f32>
      "stablehlo.return"(%_r108c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1364 = stablehlo.add %1358, %1313 : tensor<128x197x384xf32>
    %1365 = stablehlo.multiply %1364, %917 : tensor<128x197x384xf32>
    %1366 = "stablehlo.dot_general"(%1365, %blocks.9.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x384xf32>, tensor<1536x384xf32>) -> tensor<128x197x1536xf32>
    %1367 = "stablehlo.dot_general"(%1365, %912) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x384xf32>, tensor<128x197x1536xf32>) -> tensor<384x1536xf32>
    %1368 = "stablehlo.transpose"(%1367) {permutation = array<i64: 1, 0>} : (tensor<384x1536xf32>) -> tensor<1536x384xf32>
    %1369 = stablehlo.constant dense<0.0> : tensor<f32>
    %1370 = "stablehlo.reduce"(%1365, %1369) ({
    ^bb0(%_r109a: tensor<f32>, %_r109b: tensor<f32>):
      %_r109c = stablehlo.add %_r109a, %_r109b : tensor<f32>
      "stablehlo.return"(%_r109c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1371 = stablehlo.constant dense<0.5> : tensor<128x197x1536xf32>
    %1372 = stablehlo.multiply %909, %1371 : tensor<128x197x1536xf32>
    %1373 = stablehlo.multiply %906, %906 : tensor<128x197x1536xf32>
    %1374 = stablehlo.negate %1373 : tensor<128x197x1536xf32>
    %1375 = stablehlo.exponential %1374 : tensor<128x197x1536xf32>
    %1376 = stablehlo.constant dense<0.3989423> : tensor<128x197x1536xf32>
    %1377 = stablehlo.multiply %1375, %1376 : tensor<128x197x1536xf32>
    %1378 = stablehlo.multiply %904, %1377 : tensor<128x197x1536xf32>
    %1379 = stablehlo.add %1372, %1378 : tensor<128x197x1536xf32>
    %1380 = stablehlo.multiply %1366, %1379 : tensor<128x197x1536xf32>
    %1381 = "stablehlo.dot_general"(%1380, %blocks.9.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x1536xf32>, tensor<384x1536xf32>) -> tensor<128x197x384xf32>
    %1382 = "stablehlo.dot_general"(%901, %1380) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x384xf32>, tensor<128x197x1536xf32>) -> tensor<384x1536xf32>
    %1383 = stablehlo.constant dense<0.0> : tensor<f32>
    %1384 = "stablehlo.reduce"(%1380, %1383) ({
    ^bb0(%_r110a: tensor<f32>, %_r110b: tensor<f32>):
      %_r110c = stablehlo.add %_r110a, %_r110b : tensor<f32>
      "stablehlo.return"(%_r110c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %1385 = stablehlo.multiply %1381, %898 : tensor<128x197x384xf32>
    %1386 = stablehlo.constant dense<0.0> : tensor<f32>
    %1387 = "stablehlo.reduce"(%1385, %1386) ({
    ^bb0(%_r111a: tensor<f32>, %_r111b: tensor<f32>):
      %_r111c = stablehlo.add %_r111a, %_r111b : tensor<f32>
      "stablehlo.return"(%_r111c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1388 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %1389 = stablehlo.divide %1387, %1388 : tensor<128x197xf32>
    %1390 = "stablehlo.broadcast_in_dim"(%1389) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %1391 = stablehlo.subtract %1385, %1390 : tensor<128x197x384xf32>
    %1392 = stablehlo.multiply %1385, %897 : tensor<128x197x384xf32>
    %1393 = stablehlo.constant dense<0.0> : tensor<f32>
    %1394 = "stablehlo.reduce"(%1392, %1393) ({
    ^bb0(%_r112a: tensor<f32>, %_r112b: tensor<f32>):
      %_r112c = stablehlo.add %_r112a, %_r112b : tensor<f32>
      "stablehlo.return"(%_r112c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1395 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %1396 = stablehlo.divide %1394, %1395 : tensor<128x197xf32>
    %1397 = "stablehlo.broadcast_in_dim"(%1396) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %1398 = stablehlo.multiply %897, %1397 : tensor<128x197x384xf32>
    %1399 = stablehlo.subtract %1391, %1398 : tensor<128x197x384xf32>
    %1400 = stablehlo.multiply %896, %1399 : tensor<128x197x384xf32>
    %1401 = stablehlo.multiply %1381, %897 : tensor<128x197x384xf32>
    %1402 = stablehlo.constant dense<0.0> : tensor<f32>
    %1403 = "stablehlo.reduce"(%1401, %1402) ({
    ^bb0(%_r113a: tensor<f32>, %_r113b: tensor<f32>):
      %_r113c = stablehlo.add %_r113a, %_r113b : tensor<f32>
      "stablehlo.return"(%_r113c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1404 = stablehlo.constant dense<0.0> : tensor<f32>
    %1405 = "stablehlo.reduce"(%1381, %1404) ({
    ^bb0(%_r114a: tensor<f32>, %_r114b: tensor<f32>):
      %_r114c = stablehlo.add %_r114a, %_r114b : tensor<f32>
      "stablehlo.return"(%_r114c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1406 = stablehlo.add %1400, %1364 : tensor<128x197x384xf32>
    %1407 = stablehlo.multiply %1406, %879 : tensor<128x197x384xf32>
    %1408 = "stablehlo.dot_general"(%1407, %blocks.9.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x384xf32>, tensor<384x384xf32>) -> tensor<128x197x384xf32>
    %1409 = "stablehlo.dot_general"(%874, %1407) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x384xf32>, tensor<128x197x384xf32>) -> tensor<384x384xf32>
    %1410 = stablehlo.constant dense<0.0> : tensor<f32>
    %1411 = "stablehlo.reduce"(%1407, %1410) ({
    ^bb0(%_r115a: tensor<f32>, %_r115b: tensor<f32>):
      %_r115c = stablehlo.add %_r115a, %_r115b : tensor<f32>
      "stablehlo.return"(%_r115c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1412 = "stablehlo.reshape"(%1408) : (tensor<128x197x384xf32>) -> tensor<128x197x6x64xf32>
    %1413 = "stablehlo.transpose"(%1412) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<128x197x6x64xf32>) -> tensor<128x6x197x64xf32>
    %1414 = "stablehlo.dot_general"(%871, %1413) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<128x6x197x197xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %1415 = "stablehlo.dot_general"(%1413, %859) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<128x6x197x64xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x197xf32>
    %1416 = stablehlo.multiply %1415, %871 : tensor<128x6x197x197xf32>
    %1417 = stablehlo.constant dense<0.0> : tensor<f32>
    %1418 = "stablehlo.reduce"(%1416, %1417) ({
    ^bb0(%_r116a: tensor<f32>, %_r116b: tensor<f32>):
      %_r116c = stablehlo.add %_r116a, %_r116b : tensor<f32>
      "stablehlo.return"(%_r116c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x6x197x197xf32>, tensor<f32>) -> tensor<128x6x197xf32>
    %1419 = "stablehlo.broadcast_in_dim"(%1418) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x6x197xf32>) -> tensor<128x6x197x197xf32>
    %1420 = stablehlo.subtract %1415, %1419 : tensor<128x6x197x197xf32>
    %1421 = stablehlo.multiply %871, %1420 : tensor<128x6x197x197xf32>
    %1422 = "stablehlo.dot_general"(%1421, %857) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<128x6x197x197xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %1423 = stablehlo.constant dense<0.125> : tensor<128x6x197x64xf32>
    %1424 = stablehlo.multiply %1422, %1423 : tensor<128x6x197x64xf32>
    %1425 = "stablehlo.dot_general"(%1421, %861) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<128x6x197x197xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %1426 = "stablehlo.reshape"(%1424) : (tensor<128x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %1427 = "stablehlo.reshape"(%1425) : (tensor<128x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %1428 = "stablehlo.reshape"(%1414) : (tensor<128x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %1429 = "stablehlo.concatenate"(%1426, %1427, %1428) {dimension = 1 : i64} : (tensor<128x1x6x197x64xf32>, tensor<128x1x6x197x64xf32>, tensor<128x1x6x197x64xf32>) -> tensor<128x3x6x197x64xf32>
    %1430 = "stablehlo.transpose"(%1429) {permutation = array<i64: 0, 3, 1, 2, 4>} : (tensor<128x3x6x197x64xf32>) -> tensor<128x197x3x6x64xf32>
    %1431 = "stablehlo.reshape"(%1430) : (tensor<128x197x3x6x64xf32>) -> tensor<128x197x1152xf32>
    %1432 = "stablehlo.dot_general"(%1431, %blocks.9.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x1152xf32>, tensor<384x1152xf32>) -> tensor<128x197x384xf32>
    %1433 = "stablehlo.dot_general"(%848, %1431) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x384xf32>, tensor<128x197x1152xf32>) -> tensor<384x1152xf32>
    %1434 = stablehlo.constant dense<0.0> : tensor<f32>
    %1435 = "stablehlo.reduce"(%1431, %1434) ({
    ^bb0(%_r117a: tensor<f32>, %_r117b: tensor<f32>):
      %_r117c = stablehlo.add %_r117a, %_r117b : tensor<f32>
      "stablehlo.return"(%_r117c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x1152xf32>, tensor<f32>) -> tensor<1152xf32>
    %1436 = stablehlo.multiply %1432, %845 : tensor<128x197x384xf32>
    %1437 = stablehlo.constant dense<0.0> : tensor<f32>
    %1438 = "stablehlo.reduce"(%1436, %1437) ({
    ^bb0(%_r118a: tensor<f32>, %_r118b: tensor<f32>):
      %_r118c = stablehlo.add %_r118a, %_r118b : tensor<f32>
      "stablehlo.return"(%_r118c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1439 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %1440 = stablehlo.divide %1438, %1439 : tensor<128x197xf32>
    %1441 = "stablehlo.broadcast_in_dim"(%1440) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %1442 = stablehlo.subtract %1436, %1441 : tensor<128x197x384xf32>
    %1443 = stablehlo.multiply %1436, %844 : tensor<128x197x384xf32>
    %1444 = stablehlo.constant dense<0.0> : tensor<f32>
    %1445 = "stablehlo.reduce"(%1443, %1444) ({
    ^bb0(%_r119a: tensor<f32>, %_r119b: tensor<f32>):
      %_r119c = stablehlo.add %_r119a, %_r119b : tensor<f32>
      "stablehlo.return"(%_r119c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1446 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %1447 = stablehlo.divide %1445, %1446 : tensor<128x197xf32>
    %1448 = "stablehlo.broadcast_in_dim"(%1447) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %1449 = stablehlo.multiply %844, %1448 : tensor<128x197x384xf32>
    %1450 = stablehlo.subtract %1442, %1449 : tensor<128x197x384xf32>
    %1451 = stablehlo.multiply %843, %1450 : tensor<128x197x384xf32>
    %1452 = stablehlo.multiply %1432, %844 : tensor<128x197x384xf32>
    %1453 = stablehlo.constant dense<0.0> : tensor<f32>
    %1454 = "stablehlo.reduce"(%1452, %1453) ({
    ^bb0(%_r120a: tensor<f32>, %_r120b: tensor<f32>):
      %_r120c = stablehlo.add %_r120a, %_r120b : tensor<f32>
      "stablehlo.return"(%_r120c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1455 = stablehlo.constant dense<0.0> : tensor<f32>
    %1456 = "stablehlo.reduce"(%1432, %1455) ({
    ^bb0(%_r121a: tensor<f32>, %_r121b: tensor<f32>):
      %_r121c = stablehlo.add %_r121a, %_r121b : tensor<f32>
      "stablehlo.return"(%_r121c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1457 = stablehlo.add %1451, %1406 : tensor<128x197x384xf32>
    %1458 = stablehlo.multiply %1457, %826 : tensor<128x197x384xf32>
    %1459 = "stablehlo.dot_general"(%1458, %blocks.8.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x384xf32>, tensor<1536x384xf32>) -> tensor<128x197x1536xf32>
    %1460 = "stablehlo.dot_general"(%1458, %821) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x384xf32>, tensor<128x197x1536xf32>) -> tensor<384x1536xf32>
    %1461 = "stablehlo.transpose"(%1460) {permutation = array<i64: 1, 0>} : (tensor<384x1536xf32>) -> tensor<1536x384xf32>
    %1462 = stablehlo.constant dense<0.0> : tensor<f32>
    %1463 = "stablehlo.reduce"(%1458, %1462) ({
    ^bb0(%_r122a: tensor<f32>, %_r122b: tensor<f32>):
      %_r122c = stablehlo.add %_r122a, %_r122b : tensor<f32>
      "stablehlo.return"(%_r122c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1464 = stablehlo.constant dense<0.5> : tensor<128x197x1536xf32>
    %1465 = stablehlo.multiply %818, %1464 : tensor<128x197x1536xf32>
    %1466 = stablehlo.multiply %815, %815 : tensor<128x197x1536xf32>
    %1467 = stablehlo.negate %1466 : tensor<128x197x1536xf32>
    %1468 = stablehlo.exponential %1467 : tensor<128x197x1536xf32>
    %1469 = stablehlo.constant dense<0.3989423> : tensor<128x197x1536xf32>
    %1470 = stablehlo.multiply %1468, %1469 : tensor<128x197x1536xf32>
    %1471 = stablehlo.multiply %813, %1470 : tensor<128x197x1536xf32>
    %1472 = stablehlo.add %1465, %1471 : tensor<128x197x1536xf32>
    %1473 = stablehlo.multiply %1459, %1472 : tensor<128x197x1536xf32>
    %1474 = "stablehlo.dot_general"(%1473, %blocks.8.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x1536xf32>, tensor<384x1536xf32>) -> tensor<128x197x384xf32>
    %1475 = "stablehlo.dot_general"(%810, %1473) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x384xf32>, tensor<128x197x1536xf32>) -> tensor<384x1536xf32>
    %1476 = stablehlo.constant dense<0.0> : tensor<f32>
    %1477 = "stablehlo.reduce"(%1473, %1476) ({
    ^bb0(%_r123a: tensor<f32>, %_r123b: tensor<f32>):
      %_r123c = stablehlo.add %_r123a, %_r123b : tensor<f32>
      "stablehlo.return"(%_r123c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %1478 = stablehlo.multiply %1474, %807 : tensor<128x197x384xf32>
    %1479 = stablehlo.constant dense<0.0> : tensor<f32>
    %1480 = "stablehlo.reduce"(%1478, %1479) ({
    ^bb0(%_r124a: tensor<f32>, %_r124b: tensor<f32>):
      %_r124c = stablehlo.add %_r124a, %_r124b : tensor<f32>
      "stablehlo.return"(%_r124c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1481 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %1482 = stablehlo.divide %1480, %1481 : tensor<128x197xf32>
    %1483 = "stablehlo.broadcast_in_dim"(%1482) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %1484 = stablehlo.subtract %1478, %1483 : tensor<128x197x384xf32>
    %1485 = stablehlo.multiply %1478, %806 : tensor<128x197x384xf32>
    %1486 = stablehlo.constant dense<0.0> : tensor<f32>
    %1487 = "stablehlo.reduce"(%1485, %1486) ({
    ^bb0(%_r125a: tensor<f32>, %_r125b: tensor<f32>):
      %_r125c = stablehlo.add %_r125a, %_r125b : tensor<f32>
      "stablehlo.return"(%_r125c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1488 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %1489 = stablehlo.divide %1487, %1488 : tensor<128x197xf32>
    %1490 = "stablehlo.broadcast_in_dim"(%1489) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %1491 = stablehlo.multiply %806, %1490 : tensor<128x197x384xf32>
    %1492 = stablehlo.subtract %1484, %1491 : tensor<128x197x384xf32>
    %1493 = stablehlo.multiply %805, %1492 : tensor<128x197x384xf32>
    %1494 = stablehlo.multiply %1474, %806 : tensor<128x197x384xf32>
    %1495 = stablehlo.constant dense<0.0> : tensor<f32>
    %1496 = "stablehlo.reduce"(%1494, %1495) ({
    ^bb0(%_r126a: tensor<f32>, %_r126b: tensor<f32>):
      %_r126c = stablehlo.add %_r126a, %_r126b : tensor<f32>
      "stablehlo.return"(%_r126c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1497 = stablehlo.constant dense<0.0> : tensor<f32>
    %1498 = "stablehlo.reduce"(%1474, %1497) ({
    ^bb0(%_r127a: tensor<f32>, %_r127b: tensor<f32>):
      %_r127c = stablehlo.add %_r127a, %_r127b : tensor<f32>
      "stablehlo.return"(%_r127c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1499 = stablehlo.add %1493, %1457 : tensor<128x197x384xf32>
    %1500 = stablehlo.multiply %1499, %788 : tensor<128x197x384xf32>
    %1501 = "stablehlo.dot_general"(%1500, %blocks.8.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x384xf32>, tensor<384x384xf32>) -> tensor<128x197x384xf32>
    %1502 = "stablehlo.dot_general"(%783, %1500) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x384xf32>, tensor<128x197x384xf32>) -> tensor<384x384xf32>
    %1503 = stablehlo.constant dense<0.0> : tensor<f32>
    %1504 = "stablehlo.reduce"(%1500, %1503) ({
    ^bb0(%_r128a: tensor<f32>, %_r128b: tensor<f32>):
      %_r128c = stablehlo.add %_r128a, %_r128b : tensor<f32>
      "stablehlo.return"(%_r128c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1505 = "stablehlo.reshape"(%1501) : (tensor<128x197x384xf32>) -> tensor<128x197x6x64xf32>
    %1506 = "stablehlo.transpose"(%1505) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<128x197x6x64xf32>) -> tensor<128x6x197x64xf32>
    %1507 = "stablehlo.dot_general"(%780, %1506) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<128x6x197x197xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %1508 = "stablehlo.dot_general"(%1506, %768) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<128x6x197x64xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x197xf32>
    %1509 = stablehlo.multiply %1508, %780 : tensor<128x6x197x197xf32>
    %1510 = stablehlo.constant dense<0.0> : tensor<f32>
    %1511 = "stablehlo.reduce"(%1509, %1510) ({
    ^bb0(%_r129a: tensor<f32>, %_r129b: tensor<f32>):
      %_r129c = stablehlo.add %_r129a, %_r129b : tensor<f32>
      "stablehlo.return"(%_r129c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x6x197x197xf32>, tensor<f32>) -> tensor<128x6x197xf32>
    %1512 = "stablehlo.broadcast_in_dim"(%1511) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x6x197xf32>) -> tensor<128x6x197x197xf32>
    %1513 = stablehlo.subtract %1508, %1512 : tensor<128x6x197x197xf32>
    %1514 = stablehlo.multiply %780, %1513 : tensor<128x6x197x197xf32>
    %1515 = "stablehlo.dot_general"(%1514, %766) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<128x6x197x197xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %1516 = stablehlo.constant dense<0.125> : tensor<128x6x197x64xf32>
    %1517 = stablehlo.multiply %1515, %1516 : tensor<128x6x197x64xf32>
    %1518 = "stablehlo.dot_general"(%1514, %770) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<128x6x197x197xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %1519 = "stablehlo.reshape"(%1517) : (tensor<128x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %1520 = "stablehlo.reshape"(%1518) : (tensor<128x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %1521 = "stablehlo.reshape"(%1507) : (tensor<128x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %1522 = "stablehlo.concatenate"(%1519, %1520, %1521) {dimension = 1 : i64} : (tensor<128x1x6x197x64xf32>, tensor<128x1x6x197x64xf32>, tensor<128x1x6x197x64xf32>) -> tensor<128x3x6x197x64xf32>
    %1523 = "stablehlo.transpose"(%1522) {permutation = array<i64: 0, 3, 1, 2, 4>} : (tensor<128x3x6x197x64xf32>) -> tensor<128x197x3x6x64xf32>
    %1524 = "stablehlo.reshape"(%1523) : (tensor<128x197x3x6x64xf32>) -> tensor<128x197x1152xf32>
    %1525 = "stablehlo.dot_general"(%1524, %blocks.8.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x1152xf32>, tensor<384x1152xf32>) -> tensor<128x197x384xf32>
    %1526 = "stablehlo.dot_general"(%757, %1524) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x384xf32>, tensor<128x197x1152xf32>) -> tensor<384x1152xf32>
    %1527 = stablehlo.constant dense<0.0> : tensor<f32>
    %1528 = "stablehlo.reduce"(%1524, %1527) ({
    ^bb0(%_r130a: tensor<f32>, %_r130b: tensor<f32>):
      %_r130c = stablehlo.add %_r130a, %_r130b : tensor<f32>
      "stablehlo.return"(%_r130c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x1152xf32>, tensor<f32>) -> tensor<1152xf32>
    %1529 = stablehlo.multiply %1525, %754 : tensor<128x197x384xf32>
    %1530 = stablehlo.constant dense<0.0> : tensor<f32>
    %1531 = "stablehlo.reduce"(%1529, %1530) ({
    ^bb0(%_r131a: tensor<f32>, %_r131b: tensor<f32>):
      %_r131c = stablehlo.add %_r131a, %_r131b : tensor<f32>
      "stablehlo.return"(%_r131c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1532 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %1533 = stablehlo.divide %1531, %1532 : tensor<128x197xf32>
    %1534 = "stablehlo.broadcast_in_dim"(%1533) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %1535 = stablehlo.subtract %1529, %1534 : tensor<128x197x384xf32>
    %1536 = stablehlo.multiply %1529, %753 : tensor<128x197x384xf32>
    %1537 = stablehlo.constant dense<0.0> : tensor<f32>
    %1538 = "stablehlo.reduce"(%1536, %1537) ({
    ^bb0(%_r132a: tensor<f32>, %_r132b: tensor<f32>):
      %_r132c = stablehlo.add %_r132a, %_r132b : tensor<f32>
      "stablehlo.return"(%_r132c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1539 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %1540 = stablehlo.divide %1538, %1539 : tensor<128x197xf32>
    %1541 = "stablehlo.broadcast_in_dim"(%1540) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %1542 = stablehlo.multiply %753, %1541 : tensor<128x197x384xf32>
    %1543 = stablehlo.subtract %1535, %1542 : tensor<128x197x384xf32>
    %1544 = stablehlo.multiply %752, %1543 : tensor<128x197x384xf32>
    %1545 = stablehlo.multiply %1525, %753 : tensor<128x197x384xf32>
    %1546 = stablehlo.constant dense<0.0> : tensor<f32>
    %1547 = "stablehlo.reduce"(%1545, %1546) ({
    ^bb0(%_r133a: tensor<f32>, %_r133b: tensor<f32>):
      %_r133c = stablehlo.add %_r133a, %_r133b : tensor<f32>
      "stablehlo.return"(%_r133c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1548 = stablehlo.constant dense<0.0> : tensor<f32>
    %1549 = "stablehlo.reduce"(%1525, %1548) ({
    ^bb0(%_r134a: tensor<f32>, %_r134b: tensor<f32>):
      %_r134c = stablehlo.add %_r134a, %_r134b : tensor<f32>
      "stablehlo.return"(%_r134c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1550 = stablehlo.add %1544, %1499 : tensor<128x197x384xf32>
    %1551 = stablehlo.multiply %1550, %735 : tensor<128x197x384xf32>
    %1552 = "stablehlo.dot_general"(%1551, %blocks.7.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x384xf32>, tensor<1536x384xf32>) -> tensor<128x197x1536xf32>
    %1553 = "stablehlo.dot_general"(%1551, %730) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x384xf32>, tensor<128x197x1536xf32>) -> tensor<384x1536xf32>
    %1554 = "stablehlo.transpose"(%1553) {permutation = array<i64: 1, 0>} : (tensor<384x1536xf32>) -> tensor<1536x384xf32>
    %1555 = stablehlo.constant dense<0.0> : tensor<f32>
    %1556 = "stablehlo.reduce"(%1551, %1555) ({
    ^bb0(%_r135a: tensor<f32>, %_r135b: tensor<f32>):
      %_r135c = stablehlo.add %_r135a, %_r135b : tensor<f32>
      "stablehlo.return"(%_r135c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1557 = stablehlo.constant dense<0.5> : tensor<128x197x1536xf32>
    %1558 = stablehlo.multiply %727, %1557 : tensor<128x197x1536xf32>
    %1559 = stablehlo.multiply %724, %724 : tensor<128x197x1536xf32>
    %1560 = stablehlo.negate %1559 : tensor<128x197x1536xf32>
    %1561 = stablehlo.exponential %1560 : tensor<128x197x1536xf32>
    %1562 = stablehlo.constant dense<0.3989423> : tensor<128x197x1536xf32>
    %1563 = stablehlo.multiply %1561, %1562 : tensor<128x197x1536xf32>
    %1564 = stablehlo.multiply %722, %1563 : tensor<128x197x1536xf32>
    %1565 = stablehlo.add %1558, %1564 : tensor<128x197x1536xf32>
    %1566 = stablehlo.multiply %1552, %1565 : tensor<128x197x1536xf32>
    %1567 = "stablehlo.dot_general"(%1566, %blocks.7.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x1536xf32>, tensor<384x1536xf32>) -> tensor<128x197x384xf32>
    %1568 = "stablehlo.dot_general"(%719, %1566) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x384xf32>, tensor<128x197x1536xf32>) -> tensor<384x1536xf32>
    %1569 = stablehlo.constant dense<0.0> : tensor<f32>
    %1570 = "stablehlo.reduce"(%1566, %1569) ({
    ^bb0(%_r136a: tensor<f32>, %_r136b: tensor<f32>):
      %_r136c = stablehlo.add %_r136a, %_r136b : tensor<f32>
      "stablehlo.return"(%_r136c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %1571 = stablehlo.multiply %1567, %716 : tensor<128x197x384xf32>
    %1572 = stablehlo.constant dense<0.0> : tensor<f32>
    %1573 = "stablehlo.reduce"(%1571, %1572) ({
    ^bb0(%_r137a: tensor<f32>, %_r137b: tensor<f32>):
      %_r137c = stablehlo.add %_r137a, %_r137b : tensor<f32>
      "stablehlo.return"(%_r137c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1574 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %1575 = stablehlo.divide %1573, %1574 : tensor<128x197xf32>
    %1576 = "stablehlo.broadcast_in_dim"(%1575) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %1577 = stablehlo.subtract %1571, %1576 : tensor<128x197x384xf32>
    %1578 = stablehlo.multiply %1571, %715 : tensor<128x197x384xf32>
    %1579 = stablehlo.constant dense<0.0> : tensor<f32>
    %1580 = "stablehlo.reduce"(%1578, %1579) ({
    ^bb0(%_r138a: tensor<f32>, %_r138b: tensor<f32>):
      %_r138c = stablehlo.add %_r138a, %_r138b : tensor<f32>
      "stablehlo.return"(%_r138c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1581 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %1582 = stablehlo.divide %1580, %1581 : tensor<128x197xf32>
    %1583 = "stablehlo.broadcast_in_dim"(%1582) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %1584 = stablehlo.multiply %715, %1583 : tensor<128x197x384xf32>
    %1585 = stablehlo.subtract %1577, %1584 : tensor<128x197x384xf32>
    %1586 = stablehlo.multiply %714, %1585 : tensor<128x197x384xf32>
    %1587 = stablehlo.multiply %1567, %715 : tensor<128x197x384xf32>
    %1588 = stablehlo.constant dense<0.0> : tensor<f32>
    %1589 = "stablehlo.reduce"(%1587, %1588) ({
    ^bb0(%_r139a: tensor<f32>, %_r139b: tensor<f32>):
      %_r139c = stablehlo.add %_r139a, %_r139b : tensor<f32>
      "stablehlo.return"(%_r139c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1590 = stablehlo.constant dense<0.0> : tensor<f32>
    %1591 = "stablehlo.reduce"(%1567, %1590) ({
    ^bb0(%_r140a: tensor<f32>, %_r140b: tensor<f32>):
      %_r140c = stablehlo.add %_r140a, %_r140b : tensor<f32>
      "stablehlo.return"(%_r140c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1592 = stablehlo.add %1586, %1550 : tensor<128x197x384xf32>
    %1593 = stablehlo.multiply %1592, %697 : tensor<128x197x384xf32>
    %1594 = "stablehlo.dot_general"(%1593, %blocks.7.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x384xf32>, tensor<384x384xf32>) -> tensor<128x197x384xf32>
    %1595 = "stablehlo.dot_general"(%692, %1593) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x384xf32>, tensor<128x197x384xf32>) -> tensor<384x384xf32>
    %1596 = stablehlo.constant dense<0.0> : tensor<f32>
    %1597 = "stablehlo.reduce"(%1593, %1596) ({
    ^bb0(%_r141a: tensor<f32>, %_r141b: tensor<f32>):
      %_r141c = stablehlo.add %_r141a, %_r141b : tensor<f32>
      "stablehlo.return"(%_r141c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1598 = "stablehlo.reshape"(%1594) : (tensor<128x197x384xf32>) -> tensor<128x197x6x64xf32>
    %1599 = "stablehlo.transpose"(%1598) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<128x197x6x64xf32>) -> tensor<128x6x197x64xf32>
    %1600 = "stablehlo.dot_general"(%689, %1599) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<128x6x197x197xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %1601 = "stablehlo.dot_general"(%1599, %677) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<128x6x197x64xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x197xf32>
    %1602 = stablehlo.multiply %1601, %689 : tensor<128x6x197x197xf32>
    %1603 = stablehlo.constant dense<0.0> : tensor<f32>
    %1604 = "stablehlo.reduce"(%1602, %1603) ({
    ^bb0(%_r142a: tensor<f32>, %_r142b: tensor<f32>):
      %_r142c = stablehlo.add %_r142a, %_r142b : tensor<f32>
      "stablehlo.return"(%_r142c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x6x197x197xf32>, tensor<f32>) -> tensor<128x6x197xf32>
    %1605 = "stablehlo.broadcast_in_dim"(%1604) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x6x197xf32>) -> tensor<128x6x197x197xf32>
    %1606 = stablehlo.subtract %1601, %1605 : tensor<128x6x197x197xf32>
    %1607 = stablehlo.multiply %689, %1606 : tensor<128x6x197x197xf32>
    %1608 = "stablehlo.dot_general"(%1607, %675) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<128x6x197x197xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %1609 = stablehlo.constant dense<0.125> : tensor<128x6x197x64xf32>
    %1610 = stablehlo.multiply %1608, %1609 : tensor<128x6x197x64xf32>
    %1611 = "stablehlo.dot_general"(%1607, %679) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<128x6x197x197xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %1612 = "stablehlo.reshape"(%1610) : (tensor<128x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %1613 = "stablehlo.reshape"(%1611) : (tensor<128x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %1614 = "stablehlo.reshape"(%1600) : (tensor<128x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %1615 = "stablehlo.concatenate"(%1612, %1613, %1614) {dimension = 1 : i64} : (tensor<128x1x6x197x64xf32>, tensor<128x1x6x197x64xf32>, tensor<128x1x6x197x64xf32>) -> tensor<128x3x6x197x64xf32>
    %1616 = "stablehlo.transpose"(%1615) {permutation = array<i64: 0, 3, 1, 2, 4>} : (tensor<128x3x6x197x64xf32>) -> tensor<128x197x3x6x64xf32>
    %1617 = "stablehlo.reshape"(%1616) : (tensor<128x197x3x6x64xf32>) -> tensor<128x197x1152xf32>
    %1618 = "stablehlo.dot_general"(%1617, %blocks.7.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x1152xf32>, tensor<384x1152xf32>) -> tensor<128x197x384xf32>
    %1619 = "stablehlo.dot_general"(%666, %1617) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x384xf32>, tensor<128x197x1152xf32>) -> tensor<384x1152xf32>
    %1620 = stablehlo.constant dense<0.0> : tensor<f32>
    %1621 = "stablehlo.reduce"(%1617, %1620) ({
    ^bb0(%_r143a: tensor<f32>, %_r143b: tensor<f32>):
      %_r143c = stablehlo.add %_r143a, %_r143b : tensor<f32>
      "stablehlo.return"(%_r143c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x1152xf32>, tensor<f32>) -> tensor<1152xf32>
    %1622 = stablehlo.multiply %1618, %663 : tensor<128x197x384xf32>
    %1623 = stablehlo.constant dense<0.0> : tensor<f32>
    %1624 = "stablehlo.reduce"(%1622, %1623) ({
    ^bb0(%_r144a: tensor<f32>, %_r144b: tensor<f32>):
      %_r144c = stablehlo.add %_r144a, %_r144b : tensor<f32>
      "stablehlo.return"(%_r144c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1625 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %1626 = stablehlo.divide %1624, %1625 : tensor<128x197xf32>
    %1627 = "stablehlo.broadcast_in_dim"(%1626) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %1628 = stablehlo.subtract %1622, %1627 : tensor<128x197x384xf32>
    %1629 = stablehlo.multiply %1622, %662 : tensor<128x197x384xf32>
    %1630 = stablehlo.constant dense<0.0> : tensor<f32>
    %1631 = "stablehlo.reduce"(%1629, %1630) ({
    ^bb0(%_r145a: tensor<f32>, %_r145b: tensor<f32>):
      %_r145c = stablehlo.add %_r145a, %_r145b : tensor<f32>
      "stablehlo.return"(%_r145c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1632 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %1633 = stablehlo.divide %1631, %1632 : tensor<128x197xf32>
    %1634 = "stablehlo.broadcast_in_dim"(%1633) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %1635 = stablehlo.multiply %662, %1634 : tensor<128x197x384xf32>
    %1636 = stablehlo.subtract %1628, %1635 : tensor<128x197x384xf32>
    %1637 = stablehlo.multiply %661, %1636 : tensor<128x197x384xf32>
    %1638 = stablehlo.multiply %1618, %662 : tensor<128x197x384xf32>
    %1639 = stablehlo.constant dense<0.0> : tensor<f32>
    %1640 = "stablehlo.reduce"(%1638, %1639) ({
    ^bb0(%_r146a: tensor<f32>, %_r146b: tensor<f32>):
      %_r146c = stablehlo.add %_r146a, %_r146b : tensor<f32>
      "stablehlo.return"(%_r146c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1641 = stablehlo.constant dense<0.0> : tensor<f32>
    %1642 = "stablehlo.reduce"(%1618, %1641) ({
    ^bb0(%_r147a: tensor<f32>, %_r147b: tensor<f32>):
      %_r147c = stablehlo.add %_r147a, %_r147b : tensor<f32>
      "stablehlo.return"(%_r147c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1643 = stablehlo.add %1637, %1592 : tensor<128x197x384xf32>
    %1644 = stablehlo.multiply %1643, %644 : tensor<128x197x384xf32>
    %1645 = "stablehlo.dot_general"(%1644, %blocks.6.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x384xf32>, tensor<1536x384xf32>) -> tensor<128x197x1536xf32>
    %1646 = "stablehlo.dot_general"(%1644, %639) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x384xf32>, tensor<128x197x1536xf32>) -> tensor<384x1536xf32>
    %1647 = "stablehlo.transpose"(%1646) {permutation = array<i64: 1, 0>} : (tensor<384x1536xf32>) -> tensor<1536x384xf32>
    %1648 = stablehlo.constant dense<0.0> : tensor<f32>
    %1649 = "stablehlo.reduce"(%1644, %1648) ({
    ^bb0(%_r148a: tensor<f32>, %_r148b: tensor<f32>):
      %_r148c = stablehlo.add %_r148a, %_r148b : tensor<f32>
      "stablehlo.return"(%_r148c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1650 = stablehlo.constant dense<0.5> : tensor<128x197x1536xf32>
    %1651 = stablehlo.multiply %636, %1650 : tensor<128x197x1536xf32>
    %1652 = stablehlo.multiply %633, %633 : tensor<128x197x1536xf32>
    %1653 = stablehlo.negate %1652 : tensor<128x197x1536xf32>
    %1654 = stablehlo.exponential %1653 : tensor<128x197x1536xf32>
    %1655 = stablehlo.constant dense<0.3989423> : tensor<128x197x1536xf32>
    %1656 = stablehlo.multiply %1654, %1655 : tensor<128x197x1536xf32>
    %1657 = stablehlo.multiply %631, %1656 : tensor<128x197x1536xf32>
    %1658 = stablehlo.add %1651, %1657 : tensor<128x197x1536xf32>
    %1659 = stablehlo.multiply %1645, %1658 : tensor<128x197x1536xf32>
    %1660 = "stablehlo.dot_general"(%1659, %blocks.6.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x1536xf32>, tensor<384x1536xf32>) -> tensor<128x197x384xf32>
    %1661 = "stablehlo.dot_general"(%628, %1659) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x384xf32>, tensor<128x197x1536xf32>) -> tensor<384x1536xf32>
    %1662 = stablehlo.constant dense<0.0> : tensor<f32>
    %1663 = "stablehlo.reduce"(%1659, %1662) ({
    ^bb0(%_r149a: tensor<f32>, %_r149b: tensor<f32>):
      %_r149c = stablehlo.add %_r149a, %_r149b : tensor<f32>
      "stablehlo.return"(%_r149c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %1664 = stablehlo.multiply %1660, %625 : tensor<128x197x384xf32>
    %1665 = stablehlo.constant dense<0.0> : tensor<f32>
    %1666 = "stablehlo.reduce"(%1664, %1665) ({
    ^bb0(%_r150a: tensor<f32>, %_r150b: tensor<f32>):
      %_r150c = stablehlo.add %_r150a, %_r150b : tensor<f32>
      "stablehlo.return"(%_r150c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1667 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %1668 = stablehlo.divide %1666, %1667 : tensor<128x197xf32>
    %1669 = "stablehlo.broadcast_in_dim"(%1668) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %1670 = stablehlo.subtract %1664, %1669 : tensor<128x197x384xf32>
    %1671 = stablehlo.multiply %1664, %624 : tensor<128x197x384xf32>
    %1672 = stablehlo.constant dense<0.0> : tensor<f32>
    %1673 = "stablehlo.reduce"(%1671, %1672) ({
    ^bb0(%_r151a: tensor<f32>, %_r151b: tensor<f32>):
      %_r151c = stablehlo.add %_r151a, %_r151b : tensor<f32>
      "stablehlo.return"(%_r151c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1674 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %1675 = stablehlo.divide %1673, %1674 : tensor<128x197xf32>
    %1676 = "stablehlo.broadcast_in_dim"(%1675) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %1677 = stablehlo.multiply %624, %1676 : tensor<128x197x384xf32>
    %1678 = stablehlo.subtract %1670, %1677 : tensor<128x197x384xf32>
    %1679 = stablehlo.multiply %623, %1678 : tensor<128x197x384xf32>
    %1680 = stablehlo.multiply %1660, %624 : tensor<128x197x384xf32>
    %1681 = stablehlo.constant dense<0.0> : tensor<f32>
    %1682 = "stablehlo.reduce"(%1680, %1681) ({
    ^bb0(%_r152a: tensor<f32>, %_r152b: tensor<f32>):
      %_r152c = stablehlo.add %_r152a, %_r152b : tensor<f32>
      "stablehlo.return"(%_r152c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1683 = stablehlo.constant dense<0.0> : tensor<f32>
    %1684 = "stablehlo.reduce"(%1660, %1683) ({
    ^bb0(%_r153a: tensor<f32>, %_r153b: tensor<f32>):
      %_r153c = stablehlo.add %_r153a, %_r153b : tensor<f32>
      "stablehlo.return"(%_r153c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1685 = stablehlo.add %1679, %1643 : tensor<128x197x384xf32>
    %1686 = stablehlo.multiply %1685, %606 : tensor<128x197x384xf32>
    %1687 = "stablehlo.dot_general"(%1686, %blocks.6.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x384xf32>, tensor<384x384xf32>) -> tensor<128x197x384xf32>
    %1688 = "stablehlo.dot_general"(%601, %1686) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x384xf32>, tensor<128x197x384xf32>) -> tensor<384x384xf32>
    %1689 = stablehlo.constant dense<0.0> : tensor<f32>
    %1690 = "stablehlo.reduce"(%1686, %1689) ({
    ^bb0(%_r154a: tensor<f32>, %_r154b: tensor<f32>):
      %_r154c = stablehlo.add %_r154a, %_r154b : tensor<f32>
      "stablehlo.return"(%_r154c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1691 = "stablehlo.reshape"(%1687) : (tensor<128x197x384xf32>) -> tensor<128x197x6x64xf32>
    %1692 = "stablehlo.transpose"(%1691) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<128x197x6x64xf32>) -> tensor<128x6x197x64xf32>
    %1693 = "stablehlo.dot_general"(%598, %1692) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<128x6x197x197xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %1694 = "stablehlo.dot_general"(%1692, %586) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<128x6x197x64xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x197xf32>
    %1695 = stablehlo.multiply %1694, %598 : tensor<128x6x197x197xf32>
    %1696 = stablehlo.constant dense<0.0> : tensor<f32>
    %1697 = "stablehlo.reduce"(%1695, %1696) ({
    ^bb0(%_r155a: tensor<f32>, %_r155b: tensor<f32>):
      %_r155c = stablehlo.add %_r155a, %_r155b : tensor<f32>
      "stablehlo.return"(%_r155c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x6x197x197xf32>, tensor<f32>) -> tensor<128x6x197xf32>
    %1698 = "stablehlo.broadcast_in_dim"(%1697) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x6x197xf32>) -> tensor<128x6x197x197xf32>
    %1699 = stablehlo.subtract %1694, %1698 : tensor<128x6x197x197xf32>
    %1700 = stablehlo.multiply %598, %1699 : tensor<128x6x197x197xf32>
    %1701 = "stablehlo.dot_general"(%1700, %584) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<128x6x197x197xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %1702 = stablehlo.constant dense<0.125> : tensor<128x6x197x64xf32>
    %1703 = stablehlo.multiply %1701, %1702 : tensor<128x6x197x64xf32>
    %1704 = "stablehlo.dot_general"(%1700, %588) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<128x6x197x197xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %1705 = "stablehlo.reshape"(%1703) : (tensor<128x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %1706 = "stablehlo.reshape"(%1704) : (tensor<128x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %1707 = "stablehlo.reshape"(%1693) : (tensor<128x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %1708 = "stablehlo.concatenate"(%1705, %1706, %1707) {dimension = 1 : i64} : (tensor<128x1x6x197x64xf32>, tensor<128x1x6x197x64xf32>, tensor<128x1x6x197x64xf32>) -> tensor<128x3x6x197x64xf32>
    %1709 = "stablehlo.transpose"(%1708) {permutation = array<i64: 0, 3, 1, 2, 4>} : (tensor<128x3x6x197x64xf32>) -> tensor<128x197x3x6x64xf32>
    %1710 = "stablehlo.reshape"(%1709) : (tensor<128x197x3x6x64xf32>) -> tensor<128x197x1152xf32>
    %1711 = "stablehlo.dot_general"(%1710, %blocks.6.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x1152xf32>, tensor<384x1152xf32>) -> tensor<128x197x384xf32>
    %1712 = "stablehlo.dot_general"(%575, %1710) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x384xf32>, tensor<128x197x1152xf32>) -> tensor<384x1152xf32>
    %1713 = stablehlo.constant dense<0.0> : tensor<f32>
    %1714 = "stablehlo.reduce"(%1710, %1713) ({
    ^bb0(%_r156a: tensor<f32>, %_r156b: tensor<f32>):
      %_r156c = stablehlo.add %_r156a, %_r156b : tensor<f32>
      "stablehlo.return"(%_r156c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x1152xf32>, tensor<f32>) -> tensor<1152xf32>
    %1715 = stablehlo.multiply %1711, %572 : tensor<128x197x384xf32>
    %1716 = stablehlo.constant dense<0.0> : tensor<f32>
    %1717 = "stablehlo.reduce"(%1715, %1716) ({
    ^bb0(%_r157a: tensor<f32>, %_r157b: tensor<f32>):
      %_r157c = stablehlo.add %_r157a, %_r157b : tensor<f32>
      "stablehlo.return"(%_r157c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1718 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %1719 = stablehlo.divide %1717, %1718 : tensor<128x197xf32>
    %1720 = "stablehlo.broadcast_in_dim"(%1719) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %1721 = stablehlo.subtract %1715, %1720 : tensor<128x197x384xf32>
    %1722 = stablehlo.multiply %1715, %571 : tensor<128x197x384xf32>
    %1723 = stablehlo.constant dense<0.0> : tensor<f32>
    %1724 = "stablehlo.reduce"(%1722, %1723) ({
    ^bb0(%_r158a: tensor<f32>, %_r158b: tensor<f32>):
      %_r158c = stablehlo.add %_r158a, %_r158b : tensor<f32>
      "stablehlo.return"(%_r158c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1725 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %1726 = stablehlo.divide %1724, %1725 : tensor<128x197xf32>
    %1727 = "stablehlo.broadcast_in_dim"(%1726) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %1728 = stablehlo.multiply %571, %1727 : tensor<128x197x384xf32>
    %1729 = stablehlo.subtract %1721, %1728 : tensor<128x197x384xf32>
    %1730 = stablehlo.multiply %570, %1729 : tensor<128x197x384xf32>
    %1731 = stablehlo.multiply %1711, %571 : tensor<128x197x384xf32>
    %1732 = stablehlo.constant dense<0.0> : tensor<f32>
    %1733 = "stablehlo.reduce"(%1731, %1732) ({
    ^bb0(%_r159a: tensor<f32>, %_r159b: tensor<f32>):
      %_r159c = stablehlo.add %_r159a, %_r159b : tensor<f32>
      "stablehlo.return"(%_r159c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1734 = stablehlo.constant dense<0.0> : tensor<f32>
    %1735 = "stablehlo.reduce"(%1711, %1734) ({
    ^bb0(%_r160a: tensor<f32>, %_r160b: tensor<f32>):
      %_r160c = stablehlo.add %_r160a, %_r160b : tensor<f32>
      "stablehlo.return"(%_r160c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1736 = stablehlo.add %1730, %1685 : tensor<128x197x384xf32>
    %1737 = stablehlo.multiply %1736, %553 : tensor<128x197x384xf32>
    %1738 = "stablehlo.dot_general"(%1737, %blocks.5.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x384xf32>, tensor<1536x384xf32>) -> tensor<128x197x1536xf32>
    %1739 = "stablehlo.dot_general"(%1737, %548) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x384xf32>, tensor<128x197x1536xf32>) -> tensor<384x1536xf32>
    %1740 = "stablehlo.transpose"(%1739) {permutation = array<i64: 1, 0>} : (tensor<384x1536xf32>) -> tensor<1536x384xf32>
    %1741 = stablehlo.constant dense<0.0> : tensor<f32>
    %1742 = "stablehlo.reduce"(%1737, %1741) ({
    ^bb0(%_r161a: tensor<f32>, %_r161b: tensor<f32>):
      %_r161c = stablehlo.add %_r161a, %_r161b : tensor<f32>
      "stablehlo.return"(%_r161c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1743 = stablehlo.constant dense<0.5> : tensor<128x197x1536xf32>
    %1744 = stablehlo.multiply %545, %1743 : tensor<128x197x1536xf32>
    %1745 = stablehlo.multiply %542, %542 : tensor<128x197x1536xf32>
    %1746 = stablehlo.negate %1745 : tensor<128x197x1536xf32>
    %1747 = stablehlo.exponential %1746 : tensor<128x197x1536xf32>
    %1748 = stablehlo.constant dense<0.3989423> : tensor<128x197x1536xf32>
    %1749 = stablehlo.multiply %1747, %1748 : tensor<128x197x1536xf32>
    %1750 = stablehlo.multiply %540, %1749 : tensor<128x197x1536xf32>
    %1751 = stablehlo.add %1744, %1750 : tensor<128x197x1536xf32>
    %1752 = stablehlo.multiply %1738, %1751 : tensor<128x197x1536xf32>
    %1753 = "stablehlo.dot_general"(%1752, %blocks.5.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x1536xf32>, tensor<384x1536xf32>) -> tensor<128x197x384xf32>
    %1754 = "stablehlo.dot_general"(%537, %1752) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x384xf32>, tensor<128x197x1536xf32>) -> tensor<384x1536xf32>
    %1755 = stablehlo.constant dense<0.0> : tensor<f32>
    %1756 = "stablehlo.reduce"(%1752, %1755) ({
    ^bb0(%_r162a: tensor<f32>, %_r162b: tensor<f32>):
      %_r162c = stablehlo.add %_r162a, %_r162b : tensor<f32>
      "stablehlo.return"(%_r162c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %1757 = stablehlo.multiply %1753, %534 : tensor<128x197x384xf32>
    %1758 = stablehlo.constant dense<0.0> : tensor<f32>
    %1759 = "stablehlo.reduce"(%1757, %1758) ({
    ^bb0(%_r163a: tensor<f32>, %_r163b: tensor<f32>):
      %_r163c = stablehlo.add %_r163a, %_r163b : tensor<f32>
      "stablehlo.return"(%_r163c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1760 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %1761 = stablehlo.divide %1759, %1760 : tensor<128x197xf32>
    %1762 = "stablehlo.broadcast_in_dim"(%1761) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %1763 = stablehlo.subtract %1757, %1762 : tensor<128x197x384xf32>
    %1764 = stablehlo.multiply %1757, %533 : tensor<128x197x384xf32>
    %1765 = stablehlo.constant dense<0.0> : tensor<f32>
    %1766 = "stablehlo.reduce"(%1764, %1765) ({
    ^bb0(%_r164a: tensor<f32>, %_r164b: tensor<f32>):
      %_r164c = stablehlo.add %_r164a, %_r164b : tensor<f32>
      "stablehlo.return"(%_r164c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1767 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %1768 = stablehlo.divide %1766, %1767 : tensor<128x197xf32>
    %1769 = "stablehlo.broadcast_in_dim"(%1768) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %1770 = stablehlo.multiply %533, %1769 : tensor<128x197x384xf32>
    %1771 = stablehlo.subtract %1763, %1770 : tensor<128x197x384xf32>
    %1772 = stablehlo.multiply %532, %1771 : tensor<128x197x384xf32>
    %1773 = stablehlo.multiply %1753, %533 : tensor<128x197x384xf32>
    %1774 = stablehlo.constant dense<0.0> : tensor<f32>
    %1775 = "stablehlo.reduce"(%1773, %1774) ({
    ^bb0(%_r165a: tensor<f32>, %_r165b: tensor<f32>):
      %_r165c = stablehlo.add %_r165a, %_r165b : tensor<f32>
      "stablehlo.return"(%_r165c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1776 = stablehlo.constant dense<0.0> : tensor<f32>
    %1777 = "stablehlo.reduce"(%1753, %1776) ({
    ^bb0(%_r166a: tensor<f32>, %_r166b: tensor<f32>):
      %_r166c = stablehlo.add %_r166a, %_r166b : tensor<f32>
      "stablehlo.return"(%_r166c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1778 = stablehlo.add %1772, %1736 : tensor<128x197x384xf32>
    %1779 = stablehlo.multiply %1778, %515 : tensor<128x197x384xf32>
    %1780 = "stablehlo.dot_general"(%1779, %blocks.5.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x384xf32>, tensor<384x384xf32>) -> tensor<128x197x384xf32>
    %1781 = "stablehlo.dot_general"(%510, %1779) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x384xf32>, tensor<128x197x384xf32>) -> tensor<384x384xf32>
    %1782 = stablehlo.constant dense<0.0> : tensor<f32>
    %1783 = "stablehlo.reduce"(%1779, %1782) ({
    ^bb0(%_r167a: tensor<f32>, %_r167b: tensor<f32>):
      %_r167c = stablehlo.add %_r167a, %_r167b : tensor<f32>
      "stablehlo.return"(%_r167c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1784 = "stablehlo.reshape"(%1780) : (tensor<128x197x384xf32>) -> tensor<128x197x6x64xf32>
    %1785 = "stablehlo.transpose"(%1784) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<128x197x6x64xf32>) -> tensor<128x6x197x64xf32>
    %1786 = "stablehlo.dot_general"(%507, %1785) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<128x6x197x197xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %1787 = "stablehlo.dot_general"(%1785, %495) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<128x6x197x64xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x197xf32>
    %1788 = stablehlo.multiply %1787, %507 : tensor<128x6x197x197xf32>
    %1789 = stablehlo.constant dense<0.0> : tensor<f32>
    %1790 = "stablehlo.reduce"(%1788, %1789) ({
    ^bb0(%_r168a: tensor<f32>, %_r168b: tensor<f32>):
      %_r168c = stablehlo.add %_r168a, %_r168b : tensor<f32>
      "stablehlo.return"(%_r168c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x6x197x197xf32>, tensor<f32>) -> tensor<128x6x197xf32>
    %1791 = "stablehlo.broadcast_in_dim"(%1790) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x6x197xf32>) -> tensor<128x6x197x197xf32>
    %1792 = stablehlo.subtract %1787, %1791 : tensor<128x6x197x197xf32>
    %1793 = stablehlo.multiply %507, %1792 : tensor<128x6x197x197xf32>
    %1794 = "stablehlo.dot_general"(%1793, %493) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<128x6x197x197xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %1795 = stablehlo.constant dense<0.125> : tensor<128x6x197x64xf32>
    %1796 = stablehlo.multiply %1794, %1795 : tensor<128x6x197x64xf32>
    %1797 = "stablehlo.dot_general"(%1793, %497) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<128x6x197x197xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %1798 = "stablehlo.reshape"(%1796) : (tensor<128x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %1799 = "stablehlo.reshape"(%1797) : (tensor<128x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %1800 = "stablehlo.reshape"(%1786) : (tensor<128x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %1801 = "stablehlo.concatenate"(%1798, %1799, %1800) {dimension = 1 : i64} : (tensor<128x1x6x197x64xf32>, tensor<128x1x6x197x64xf32>, tensor<128x1x6x197x64xf32>) -> tensor<128x3x6x197x64xf32>
    %1802 = "stablehlo.transpose"(%1801) {permutation = array<i64: 0, 3, 1, 2, 4>} : (tensor<128x3x6x197x64xf32>) -> tensor<128x197x3x6x64xf32>
    %1803 = "stablehlo.reshape"(%1802) : (tensor<128x197x3x6x64xf32>) -> tensor<128x197x1152xf32>
    %1804 = "stablehlo.dot_general"(%1803, %blocks.5.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x1152xf32>, tensor<384x1152xf32>) -> tensor<128x197x384xf32>
    %1805 = "stablehlo.dot_general"(%484, %1803) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x384xf32>, tensor<128x197x1152xf32>) -> tensor<384x1152xf32>
    %1806 = stablehlo.constant dense<0.0> : tensor<f32>
    %1807 = "stablehlo.reduce"(%1803, %1806) ({
    ^bb0(%_r169a: tensor<f32>, %_r169b: tensor<f32>):
      %_r169c = stablehlo.add %_r169a, %_r169b : tensor<f32>
      "stablehlo.return"(%_r169c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x1152xf32>, tensor<f32>) -> tensor<1152xf32>
    %1808 = stablehlo.multiply %1804, %481 : tensor<128x197x384xf32>
    %1809 = stablehlo.constant dense<0.0> : tensor<f32>
    %1810 = "stablehlo.reduce"(%1808, %1809) ({
    ^bb0(%_r170a: tensor<f32>, %_r170b: tensor<f32>):
      %_r170c = stablehlo.add %_r170a, %_r170b : tensor<f32>
      "stablehlo.return"(%_r170c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1811 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %1812 = stablehlo.divide %1810, %1811 : tensor<128x197xf32>
    %1813 = "stablehlo.broadcast_in_dim"(%1812) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %1814 = stablehlo.subtract %1808, %1813 : tensor<128x197x384xf32>
    %1815 = stablehlo.multiply %1808, %480 : tensor<128x197x384xf32>
    %1816 = stablehlo.constant dense<0.0> : tensor<f32>
    %1817 = "stablehlo.reduce"(%1815, %1816) ({
    ^bb0(%_r171a: tensor<f32>, %_r171b: tensor<f32>):
      %_r171c = stablehlo.add %_r171a, %_r171b : tensor<f32>
      "stablehlo.return"(%_r171c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1818 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %1819 = stablehlo.divide %1817, %1818 : tensor<128x197xf32>
    %1820 = "stablehlo.broadcast_in_dim"(%1819) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %1821 = stablehlo.multiply %480, %1820 : tensor<128x197x384xf32>
    %1822 = stablehlo.subtract %1814, %1821 : tensor<128x197x384xf32>
    %1823 = stablehlo.multiply %479, %1822 : tensor<128x197x384xf32>
    %1824 = stablehlo.multiply %1804, %480 : tensor<128x197x384xf32>
    %1825 = stablehlo.constant dense<0.0> : tensor<f32>
    %1826 = "stablehlo.reduce"(%1824, %1825) ({
    ^bb0(%_r172a: tensor<f32>, %_r172b: tensor<f32>):
      %_r172c = stablehlo.add %_r172a, %_r172b : tensor<f32>
      "stablehlo.return"(%_r172c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1827 = stablehlo.constant dense<0.0> : tensor<f32>
    %1828 = "stablehlo.reduce"(%1804, %1827) ({
    ^bb0(%_r173a: tensor<f32>, %_r173b: tensor<f32>):
      %_r173c = stablehlo.add %_r173a, %_r173b : tensor<f32>
      "stablehlo.return"(%_r173c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1829 = stablehlo.add %1823, %1778 : tensor<128x197x384xf32>
    %1830 = stablehlo.multiply %1829, %462 : tensor<128x197x384xf32>
    %1831 = "stablehlo.dot_general"(%1830, %blocks.4.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x384xf32>, tensor<1536x384xf32>) -> tensor<128x197x1536xf32>
    %1832 = "stablehlo.dot_general"(%1830, %457) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x384xf32>, tensor<128x197x1536xf32>) -> tensor<384x1536xf32>
    %1833 = "stablehlo.transpose"(%1832) {permutation = array<i64: 1, 0>} : (tensor<384x1536xf32>) -> tensor<1536x384xf32>
    %1834 = stablehlo.constant dense<0.0> : tensor<f32>
    %1835 = "stablehlo.reduce"(%1830, %1834) ({
    ^bb0(%_r174a: tensor<f32>, %_r174b: tensor<f32>):
      %_r174c = stablehlo.add %_r174a, %_r174b : tensor<f32>
      "stablehlo.return"(%_r174c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1836 = stablehlo.constant dense<0.5> : tensor<128x197x1536xf32>
    %1837 = stablehlo.multiply %454, %1836 : tensor<128x197x1536xf32>
    %1838 = stablehlo.multiply %451, %451 : tensor<128x197x1536xf32>
    %1839 = stablehlo.negate %1838 : tensor<128x197x1536xf32>
    %1840 = stablehlo.exponential %1839 : tensor<128x197x1536xf32>
    %1841 = stablehlo.constant dense<0.3989423> : tensor<128x197x1536xf32>
    %1842 = stablehlo.multiply %1840, %1841 : tensor<128x197x1536xf32>
    %1843 = stablehlo.multiply %449, %1842 : tensor<128x197x1536xf32>
    %1844 = stablehlo.add %1837, %1843 : tensor<128x197x1536xf32>
    %1845 = stablehlo.multiply %1831, %1844 : tensor<128x197x1536xf32>
    %1846 = "stablehlo.dot_general"(%1845, %blocks.4.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x1536xf32>, tensor<384x1536xf32>) -> tensor<128x197x384xf32>
    %1847 = "stablehlo.dot_general"(%446, %1845) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x384xf32>, tensor<128x197x1536xf32>) -> tensor<384x1536xf32>
    %1848 = stablehlo.constant dense<0.0> : tensor<f32>
    %1849 = "stablehlo.reduce"(%1845, %1848) ({
    ^bb0(%_r175a: tensor<f32>, %_r175b: tensor<f32>):
      %_r175c = stablehlo.add %_r175a, %_r175b : tensor<f32>
      "stablehlo.return"(%_r175c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %1850 = stablehlo.multiply %1846, %443 : tensor<128x197x384xf32>
    %1851 = stablehlo.constant dense<0.0> : tensor<f32>
    %1852 = "stablehlo.reduce"(%1850, %1851) ({
    ^bb0(%_r176a: tensor<f32>, %_r176b: tensor<f32>):
      %_r176c = stablehlo.add %_r176a, %_r176b : tensor<f32>
      "stablehlo.return"(%_r176c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1853 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %1854 = stablehlo.divide %1852, %1853 : tensor<128x197xf32>
    %1855 = "stablehlo.broadcast_in_dim"(%1854) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %1856 = stablehlo.subtract %1850, %1855 : tensor<128x197x384xf32>
    %1857 = stablehlo.multiply %1850, %442 : tensor<128x197x384xf32>
    %1858 = stablehlo.constant dense<0.0> : tensor<f32>
    %1859 = "stablehlo.reduce"(%1857, %1858) ({
    ^bb0(%_r177a: tensor<f32>, %_r177b: tensor<f32>):
      %_r177c = stablehlo.add %_r177a, %_r177b : tensor<f32>
      "stablehlo.return"(%_r177c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1860 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %1861 = stablehlo.divide %1859, %1860 : tensor<128x197xf32>
    %1862 = "stablehlo.broadcast_in_dim"(%1861) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %1863 = stablehlo.multiply %442, %1862 : tensor<128x197x384xf32>
    %1864 = stablehlo.subtract %1856, %1863 : tensor<128x197x384xf32>
    %1865 = stablehlo.multiply %441, %1864 : tensor<128x197x384xf32>
    %1866 = stablehlo.multiply %1846, %442 : tensor<128x197x384xf32>
    %1867 = stablehlo.constant dense<0.0> : tensor<f32>
    %1868 = "stablehlo.reduce"(%1866, %1867) ({
    ^bb0(%_r178a: tensor<f32>, %_r178b: tensor<f32>):
      %_r178c = stablehlo.add %_r178a, %_r178b : tensor<f32>
      "stablehlo.return"(%_r178c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1869 = stablehlo.constant dense<0.0> : tensor<f32>
    %1870 = "stablehlo.reduce"(%1846, %1869) ({
    ^bb0(%_r179a: tensor<f32>, %_r179b: tensor<f32>):
      %_r179c = stablehlo.add %_r179a, %_r179b : tensor<f32>
      "stablehlo.return"(%_r179c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1871 = stablehlo.add %1865, %1829 : tensor<128x197x384xf32>
    %1872 = stablehlo.multiply %1871, %424 : tensor<128x197x384xf32>
    %1873 = "stablehlo.dot_general"(%1872, %blocks.4.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x384xf32>, tensor<384x384xf32>) -> tensor<128x197x384xf32>
    %1874 = "stablehlo.dot_general"(%419, %1872) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x384xf32>, tensor<128x197x384xf32>) -> tensor<384x384xf32>
    %1875 = stablehlo.constant dense<0.0> : tensor<f32>
    %1876 = "stablehlo.reduce"(%1872, %1875) ({
    ^bb0(%_r180a: tensor<f32>, %_r180b: tensor<f32>):
      %_r180c = stablehlo.add %_r180a, %_r180b : tensor<f32>
      "stablehlo.return"(%_r180c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1877 = "stablehlo.reshape"(%1873) : (tensor<128x197x384xf32>) -> tensor<128x197x6x64xf32>
    %1878 = "stablehlo.transpose"(%1877) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<128x197x6x64xf32>) -> tensor<128x6x197x64xf32>
    %1879 = "stablehlo.dot_general"(%416, %1878) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<128x6x197x197xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %1880 = "stablehlo.dot_general"(%1878, %404) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<128x6x197x64xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x197xf32>
    %1881 = stablehlo.multiply %1880, %416 : tensor<128x6x197x197xf32>
    %1882 = stablehlo.constant dense<0.0> : tensor<f32>
    %1883 = "stablehlo.reduce"(%1881, %1882) ({
    ^bb0(%_r181a: tensor<f32>, %_r181b: tensor<f32>):
      %_r181c = stablehlo.add %_r181a, %_r181b : tensor<f32>
      "stablehlo.return"(%_r181c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x6x197x197xf32>, tensor<f32>) -> tensor<128x6x197xf32>
    %1884 = "stablehlo.broadcast_in_dim"(%1883) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x6x197xf32>) -> tensor<128x6x197x197xf32>
    %1885 = stablehlo.subtract %1880, %1884 : tensor<128x6x197x197xf32>
    %1886 = stablehlo.multiply %416, %1885 : tensor<128x6x197x197xf32>
    %1887 = "stablehlo.dot_general"(%1886, %402) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<128x6x197x197xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %1888 = stablehlo.constant dense<0.125> : tensor<128x6x197x64xf32>
    %1889 = stablehlo.multiply %1887, %1888 : tensor<128x6x197x64xf32>
    %1890 = "stablehlo.dot_general"(%1886, %406) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<128x6x197x197xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %1891 = "stablehlo.reshape"(%1889) : (tensor<128x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %1892 = "stablehlo.reshape"(%1890) : (tensor<128x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %1893 = "stablehlo.reshape"(%1879) : (tensor<128x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %1894 = "stablehlo.concatenate"(%1891, %1892, %1893) {dimension = 1 : i64} : (tensor<128x1x6x197x64xf32>, tensor<128x1x6x197x64xf32>, tensor<128x1x6x197x64xf32>) -> tensor<128x3x6x197x64xf32>
    %1895 = "stablehlo.transpose"(%1894) {permutation = array<i64: 0, 3, 1, 2, 4>} : (tensor<128x3x6x197x64xf32>) -> tensor<128x197x3x6x64xf32>
    %1896 = "stablehlo.reshape"(%1895) : (tensor<128x197x3x6x64xf32>) -> tensor<128x197x1152xf32>
    %1897 = "stablehlo.dot_general"(%1896, %blocks.4.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x1152xf32>, tensor<384x1152xf32>) -> tensor<128x197x384xf32>
    %1898 = "stablehlo.dot_general"(%393, %1896) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x384xf32>, tensor<128x197x1152xf32>) -> tensor<384x1152xf32>
    %1899 = stablehlo.constant dense<0.0> : tensor<f32>
    %1900 = "stablehlo.reduce"(%1896, %1899) ({
    ^bb0(%_r182a: tensor<f32>, %_r182b: tensor<f32>):
      %_r182c = stablehlo.add %_r182a, %_r182b : tensor<f32>
      "stablehlo.return"(%_r182c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x1152xf32>, tensor<f32>) -> tensor<1152xf32>
    %1901 = stablehlo.multiply %1897, %390 : tensor<128x197x384xf32>
    %1902 = stablehlo.constant dense<0.0> : tensor<f32>
    %1903 = "stablehlo.reduce"(%1901, %1902) ({
    ^bb0(%_r183a: tensor<f32>, %_r183b: tensor<f32>):
      %_r183c = stablehlo.add %_r183a, %_r183b : tensor<f32>
      "stablehlo.return"(%_r183c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1904 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %1905 = stablehlo.divide %1903, %1904 : tensor<128x197xf32>
    %1906 = "stablehlo.broadcast_in_dim"(%1905) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %1907 = stablehlo.subtract %1901, %1906 : tensor<128x197x384xf32>
    %1908 = stablehlo.multiply %1901, %389 : tensor<128x197x384xf32>
    %1909 = stablehlo.constant dense<0.0> : tensor<f32>
    %1910 = "stablehlo.reduce"(%1908, %1909) ({
    ^bb0(%_r184a: tensor<f32>, %_r184b: tensor<f32>):
      %_r184c = stablehlo.add %_r184a, %_r184b : tensor<f32>
      "stablehlo.return"(%_r184c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1911 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %1912 = stablehlo.divide %1910, %1911 : tensor<128x197xf32>
    %1913 = "stablehlo.broadcast_in_dim"(%1912) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %1914 = stablehlo.multiply %389, %1913 : tensor<128x197x384xf32>
    %1915 = stablehlo.subtract %1907, %1914 : tensor<128x197x384xf32>
    %1916 = stablehlo.multiply %388, %1915 : tensor<128x197x384xf32>
    %1917 = stablehlo.multiply %1897, %389 : tensor<128x197x384xf32>
    %1918 = stablehlo.constant dense<0.0> : tensor<f32>
    %1919 = "stablehlo.reduce"(%1917, %1918) ({
    ^bb0(%_r185a: tensor<f32>, %_r185b: tensor<f32>):
      %_r185c = stablehlo.add %_r185a, %_r185b : tensor<f32>
      "stablehlo.return"(%_r185c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1920 = stablehlo.constant dense<0.0> : tensor<f32>
    %1921 = "stablehlo.reduce"(%1897, %1920) ({
    ^bb0(%_r186a: tensor<f32>, %_r186b: tensor<f32>):
      %_r186c = stablehlo.add %_r186a, %_r186b : tensor<f32>
      "stablehlo.return"(%_r186c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1922 = stablehlo.add %1916, %1871 : tensor<128x197x384xf32>
    %1923 = stablehlo.multiply %1922, %371 : tensor<128x197x384xf32>
    %1924 = "stablehlo.dot_general"(%1923, %blocks.3.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x384xf32>, tensor<1536x384xf32>) -> tensor<128x197x1536xf32>
    %1925 = "stablehlo.dot_general"(%1923, %366) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x384xf32>, tensor<128x197x1536xf32>) -> tensor<384x1536xf32>
    %1926 = "stablehlo.transpose"(%1925) {permutation = array<i64: 1, 0>} : (tensor<384x1536xf32>) -> tensor<1536x384xf32>
    %1927 = stablehlo.constant dense<0.0> : tensor<f32>
    %1928 = "stablehlo.reduce"(%1923, %1927) ({
    ^bb0(%_r187a: tensor<f32>, %_r187b: tensor<f32>):
      %_r187c = stablehlo.add %_r187a, %_r187b : tensor<f32>
      "stablehlo.return"(%_r187c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1929 = stablehlo.constant dense<0.5> : tensor<128x197x1536xf32>
    %1930 = stablehlo.multiply %363, %1929 : tensor<128x197x1536xf32>
    %1931 = stablehlo.multiply %360, %360 : tensor<128x197x1536xf32>
    %1932 = stablehlo.negate %1931 : tensor<128x197x1536xf32>
    %1933 = stablehlo.exponential %1932 : tensor<128x197x1536xf32>
    %1934 = stablehlo.constant dense<0.3989423> : tensor<128x197x1536xf32>
    %1935 = stablehlo.multiply %1933, %1934 : tensor<128x197x1536xf32>
    %1936 = stablehlo.multiply %358, %1935 : tensor<128x197x1536xf32>
    %1937 = stablehlo.add %1930, %1936 : tensor<128x197x1536xf32>
    %1938 = stablehlo.multiply %1924, %1937 : tensor<128x197x1536xf32>
    %1939 = "stablehlo.dot_general"(%1938, %blocks.3.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x1536xf32>, tensor<384x1536xf32>) -> tensor<128x197x384xf32>
    %1940 = "stablehlo.dot_general"(%355, %1938) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x384xf32>, tensor<128x197x1536xf32>) -> tensor<384x1536xf32>
    %1941 = stablehlo.constant dense<0.0> : tensor<f32>
    %1942 = "stablehlo.reduce"(%1938, %1941) ({
    ^bb0(%_r188a: tensor<f32>, %_r188b: tensor<f32>):
      %_r188c = stablehlo.add %_r188a, %_r188b : tensor<f32>
      "stablehlo.return"(%_r188c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %1943 = stablehlo.multiply %1939, %352 : tensor<128x197x384xf32>
    %1944 = stablehlo.constant dense<0.0> : tensor<f32>
    %1945 = "stablehlo.reduce"(%1943, %1944) ({
    ^bb0(%_r189a: tensor<f32>, %_r189b: tensor<f32>):
      %_r189c = stablehlo.add %_r189a, %_r189b : tensor<f32>
      "stablehlo.return"(%_r189c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1946 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %1947 = stablehlo.divide %1945, %1946 : tensor<128x197xf32>
    %1948 = "stablehlo.broadcast_in_dim"(%1947) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %1949 = stablehlo.subtract %1943, %1948 : tensor<128x197x384xf32>
    %1950 = stablehlo.multiply %1943, %351 : tensor<128x197x384xf32>
    %1951 = stablehlo.constant dense<0.0> : tensor<f32>
    %1952 = "stablehlo.reduce"(%1950, %1951) ({
    ^bb0(%_r190a: tensor<f32>, %_r190b: tensor<f32>):
      %_r190c = stablehlo.add %_r190a, %_r190b : tensor<f32>
      "stablehlo.return"(%_r190c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1953 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %1954 = stablehlo.divide %1952, %1953 : tensor<128x197xf32>
    %1955 = "stablehlo.broadcast_in_dim"(%1954) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %1956 = stablehlo.multiply %351, %1955 : tensor<128x197x384xf32>
    %1957 = stablehlo.subtract %1949, %1956 : tensor<128x197x384xf32>
    %1958 = stablehlo.multiply %350, %1957 : tensor<128x197x384xf32>
    %1959 = stablehlo.multiply %1939, %351 : tensor<128x197x384xf32>
    %1960 = stablehlo.constant dense<0.0> : tensor<f32>
    %1961 = "stablehlo.reduce"(%1959, %1960) ({
    ^bb0(%_r191a: tensor<f32>, %_r191b: tensor<f32>):
      %_r191c = stablehlo.add %_r191a, %_r191b : tensor<f32>
      "stablehlo.return"(%_r191c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1962 = stablehlo.constant dense<0.0> : tensor<f32>
    %1963 = "stablehlo.reduce"(%1939, %1962) ({
    ^bb0(%_r192a: tensor<f32>, %_r192b: tensor<f32>):
      %_r192c = stablehlo.add %_r192a, %_r192b : tensor<f32>
      "stablehlo.return"(%_r192c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1964 = stablehlo.add %1958, %1922 : tensor<128x197x384xf32>
    %1965 = stablehlo.multiply %1964, %333 : tensor<128x197x384xf32>
    %1966 = "stablehlo.dot_general"(%1965, %blocks.3.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x384xf32>, tensor<384x384xf32>) -> tensor<128x197x384xf32>
    %1967 = "stablehlo.dot_general"(%328, %1965) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x384xf32>, tensor<128x197x384xf32>) -> tensor<384x384xf32>
    %1968 = stablehlo.constant dense<0.0> : tensor<f32>
    %1969 = "stablehlo.reduce"(%1965, %1968) ({
    ^bb0(%_r193a: tensor<f32>, %_r193b: tensor<f32>):
      %_r193c = stablehlo.add %_r193a, %_r193b : tensor<f32>
      "stablehlo.return"(%_r193c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1970 = "stablehlo.reshape"(%1966) : (tensor<128x197x384xf32>) -> tensor<128x197x6x64xf32>
    %1971 = "stablehlo.transpose"(%1970) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<128x197x6x64xf32>) -> tensor<128x6x197x64xf32>
    %1972 = "stablehlo.dot_general"(%325, %1971) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<128x6x197x197xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %1973 = "stablehlo.dot_general"(%1971, %313) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<128x6x197x64xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x197xf32>
    %1974 = stablehlo.multiply %1973, %325 : tensor<128x6x197x197xf32>
    %1975 = stablehlo.constant dense<0.0> : tensor<f32>
    %1976 = "stablehlo.reduce"(%1974, %1975) ({
    ^bb0(%_r194a: tensor<f32>, %_r194b: tensor<f32>):
      %_r194c = stablehlo.add %_r194a, %_r194b : tensor<f32>
      "stablehlo.return"(%_r194c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x6x197x197xf32>, tensor<f32>) -> tensor<128x6x197xf32>
    %1977 = "stablehlo.broadcast_in_dim"(%1976) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x6x197xf32>) -> tensor<128x6x197x197xf32>
    %1978 = stablehlo.subtract %1973, %1977 : tensor<128x6x197x197xf32>
    %1979 = stablehlo.multiply %325, %1978 : tensor<128x6x197x197xf32>
    %1980 = "stablehlo.dot_general"(%1979, %311) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<128x6x197x197xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %1981 = stablehlo.constant dense<0.125> : tensor<128x6x197x64xf32>
    %1982 = stablehlo.multiply %1980, %1981 : tensor<128x6x197x64xf32>
    %1983 = "stablehlo.dot_general"(%1979, %315) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<128x6x197x197xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %1984 = "stablehlo.reshape"(%1982) : (tensor<128x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %1985 = "stablehlo.reshape"(%1983) : (tensor<128x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %1986 = "stablehlo.reshape"(%1972) : (tensor<128x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %1987 = "stablehlo.concatenate"(%1984, %1985, %1986) {dimension = 1 : i64} : (tensor<128x1x6x197x64xf32>, tensor<128x1x6x197x64xf32>, tensor<128x1x6x197x64xf32>) -> tensor<128x3x6x197x64xf32>
    %1988 = "stablehlo.transpose"(%1987) {permutation = array<i64: 0, 3, 1, 2, 4>} : (tensor<128x3x6x197x64xf32>) -> tensor<128x197x3x6x64xf32>
    %1989 = "stablehlo.reshape"(%1988) : (tensor<128x197x3x6x64xf32>) -> tensor<128x197x1152xf32>
    %1990 = "stablehlo.dot_general"(%1989, %blocks.3.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x1152xf32>, tensor<384x1152xf32>) -> tensor<128x197x384xf32>
    %1991 = "stablehlo.dot_general"(%302, %1989) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x384xf32>, tensor<128x197x1152xf32>) -> tensor<384x1152xf32>
    %1992 = stablehlo.constant dense<0.0> : tensor<f32>
    %1993 = "stablehlo.reduce"(%1989, %1992) ({
    ^bb0(%_r195a: tensor<f32>, %_r195b: tensor<f32>):
      %_r195c = stablehlo.add %_r195a, %_r195b : tensor<f32>
      "stablehlo.return"(%_r195c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x1152xf32>, tensor<f32>) -> tensor<1152xf32>
    %1994 = stablehlo.multiply %1990, %299 : tensor<128x197x384xf32>
    %1995 = stablehlo.constant dense<0.0> : tensor<f32>
    %1996 = "stablehlo.reduce"(%1994, %1995) ({
    ^bb0(%_r196a: tensor<f32>, %_r196b: tensor<f32>):
      %_r196c = stablehlo.add %_r196a, %_r196b : tensor<f32>
      "stablehlo.return"(%_r196c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1997 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %1998 = stablehlo.divide %1996, %1997 : tensor<128x197xf32>
    %1999 = "stablehlo.broadcast_in_dim"(%1998) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %2000 = stablehlo.subtract %1994, %1999 : tensor<128x197x384xf32>
    %2001 = stablehlo.multiply %1994, %298 : tensor<128x197x384xf32>
    %2002 = stablehlo.constant dense<0.0> : tensor<f32>
    %2003 = "stablehlo.reduce"(%2001, %2002) ({
    ^bb0(%_r197a: tensor<f32>, %_r197b: tensor<f32>):
      %_r197c = stablehlo.add %_r197a, %_r197b : tensor<f32>
      "stablehlo.return"(%_r197c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %2004 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %2005 = stablehlo.divide %2003, %2004 : tensor<128x197xf32>
    %2006 = "stablehlo.broadcast_in_dim"(%2005) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %2007 = stablehlo.multiply %298, %2006 : tensor<128x197x384xf32>
    %2008 = stablehlo.subtract %2000, %2007 : tensor<128x197x384xf32>
    %2009 = stablehlo.multiply %297, %2008 : tensor<128x197x384xf32>
    %2010 = stablehlo.multiply %1990, %298 : tensor<128x197x384xf32>
    %2011 = stablehlo.constant dense<0.0> : tensor<f32>
    %2012 = "stablehlo.reduce"(%2010, %2011) ({
    ^bb0(%_r198a: tensor<f32>, %_r198b: tensor<f32>):
      %_r198c = stablehlo.add %_r198a, %_r198b : tensor<f32>
      "stablehlo.return"(%_r198c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2013 = stablehlo.constant dense<0.0> : tensor<f32>
    %2014 = "stablehlo.reduce"(%1990, %2013) ({
    ^bb0(%_r199a: tensor<f32>, %_r199b: tensor<f32>):
      %_r199c = stablehlo.add %_r199a, %_r199b : tensor<f32>
      "stablehlo.return"(%_r199c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2015 = stablehlo.add %2009, %1964 : tensor<128x197x384xf32>
    %2016 = stablehlo.multiply %2015, %280 : tensor<128x197x384xf32>
    %2017 = "stablehlo.dot_general"(%2016, %blocks.2.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x384xf32>, tensor<1536x384xf32>) -> tensor<128x197x1536xf32>
    %2018 = "stablehlo.dot_general"(%2016, %275) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x384xf32>, tensor<128x197x1536xf32>) -> tensor<384x1536xf32>
    %2019 = "stablehlo.transpose"(%2018) {permutation = array<i64: 1, 0>} : (tensor<384x1536xf32>) -> tensor<1536x384xf32>
    %2020 = stablehlo.constant dense<0.0> : tensor<f32>
    %2021 = "stablehlo.reduce"(%2016, %2020) ({
    ^bb0(%_r200a: tensor<f32>, %_r200b: tensor<f32>):
      %_r200c = stablehlo.add %_r200a, %_r200b : tensor<f32>
      "stablehlo.return"(%_r200c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2022 = stablehlo.constant dense<0.5> : tensor<128x197x1536xf32>
    %2023 = stablehlo.multiply %272, %2022 : tensor<128x197x1536xf32>
    %2024 = stablehlo.multiply %269, %269 : tensor<128x197x1536xf32>
    %2025 = stablehlo.negate %2024 : tensor<128x197x1536xf32>
    %2026 = stablehlo.exponential %2025 : tensor<128x197x1536xf32>
    %2027 = stablehlo.constant dense<0.3989423> : tensor<128x197x1536xf32>
    %2028 = stablehlo.multiply %2026, %2027 : tensor<128x197x1536xf32>
    %2029 = stablehlo.multiply %267, %2028 : tensor<128x197x1536xf32>
    %2030 = stablehlo.add %2023, %2029 : tensor<128x197x1536xf32>
    %2031 = stablehlo.multiply %2017, %2030 : tensor<128x197x1536xf32>
    %2032 = "stablehlo.dot_general"(%2031, %blocks.2.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x1536xf32>, tensor<384x1536xf32>) -> tensor<128x197x384xf32>
    %2033 = "stablehlo.dot_general"(%264, %2031) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x384xf32>, tensor<128x197x1536xf32>) -> tensor<384x1536xf32>
    %2034 = stablehlo.constant dense<0.0> : tensor<f32>
    %2035 = "stablehlo.reduce"(%2031, %2034) ({
    ^bb0(%_r201a: tensor<f32>, %_r201b: tensor<f32>):
      %_r201c = stablehlo.add %_r201a, %_r201b : tensor<f32>
      "stablehlo.return"(%_r201c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %2036 = stablehlo.multiply %2032, %261 : tensor<128x197x384xf32>
    %2037 = stablehlo.constant dense<0.0> : tensor<f32>
    %2038 = "stablehlo.reduce"(%2036, %2037) ({
    ^bb0(%_r202a: tensor<f32>, %_r202b: tensor<f32>):
      %_r202c = stablehlo.add %_r202a, %_r202b : tensor<f32>
      "stablehlo.return"(%_r202c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %2039 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %2040 = stablehlo.divide %2038, %2039 : tensor<128x197xf32>
    %2041 = "stablehlo.broadcast_in_dim"(%2040) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %2042 = stablehlo.subtract %2036, %2041 : tensor<128x197x384xf32>
    %2043 = stablehlo.multiply %2036, %260 : tensor<128x197x384xf32>
    %2044 = stablehlo.constant dense<0.0> : tensor<f32>
    %2045 = "stablehlo.reduce"(%2043, %2044) ({
    ^bb0(%_r203a: tensor<f32>, %_r203b: tensor<f32>):
      %_r203c = stablehlo.add %_r203a, %_r203b : tensor<f32>
      "stablehlo.return"(%_r203c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %2046 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %2047 = stablehlo.divide %2045, %2046 : tensor<128x197xf32>
    %2048 = "stablehlo.broadcast_in_dim"(%2047) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %2049 = stablehlo.multiply %260, %2048 : tensor<128x197x384xf32>
    %2050 = stablehlo.subtract %2042, %2049 : tensor<128x197x384xf32>
    %2051 = stablehlo.multiply %259, %2050 : tensor<128x197x384xf32>
    %2052 = stablehlo.multiply %2032, %260 : tensor<128x197x384xf32>
    %2053 = stablehlo.constant dense<0.0> : tensor<f32>
    %2054 = "stablehlo.reduce"(%2052, %2053) ({
    ^bb0(%_r204a: tensor<f32>, %_r204b: tensor<f32>):
      %_r204c = stablehlo.add %_r204a, %_r204b : tensor<f32>
      "stablehlo.return"(%_r204c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2055 = stablehlo.constant dense<0.0> : tensor<f32>
    %2056 = "stablehlo.reduce"(%2032, %2055) ({
    ^bb0(%_r205a: tensor<f32>, %_r205b: tensor<f32>):
      %_r205c = stablehlo.add %_r205a, %_r205b : tensor<f32>
      "stablehlo.return"(%_r205c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2057 = stablehlo.add %2051, %2015 : tensor<128x197x384xf32>
    %2058 = stablehlo.multiply %2057, %242 : tensor<128x197x384xf32>
    %2059 = "stablehlo.dot_general"(%2058, %blocks.2.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x384xf32>, tensor<384x384xf32>) -> tensor<128x197x384xf32>
    %2060 = "stablehlo.dot_general"(%237, %2058) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x384xf32>, tensor<128x197x384xf32>) -> tensor<384x384xf32>
    %2061 = stablehlo.constant dense<0.0> : tensor<f32>
    %2062 = "stablehlo.reduce"(%2058, %2061) ({
    ^bb0(%_r206a: tensor<f32>, %_r206b: tensor<f32>):
      %_r206c = stablehlo.add %_r206a, %_r206b : tensor<f32>
      "stablehlo.return"(%_r206c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2063 = "stablehlo.reshape"(%2059) : (tensor<128x197x384xf32>) -> tensor<128x197x6x64xf32>
    %2064 = "stablehlo.transpose"(%2063) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<128x197x6x64xf32>) -> tensor<128x6x197x64xf32>
    %2065 = "stablehlo.dot_general"(%234, %2064) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<128x6x197x197xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %2066 = "stablehlo.dot_general"(%2064, %222) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<128x6x197x64xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x197xf32>
    %2067 = stablehlo.multiply %2066, %234 : tensor<128x6x197x197xf32>
    %2068 = stablehlo.constant dense<0.0> : tensor<f32>
    %2069 = "stablehlo.reduce"(%2067, %2068) ({
    ^bb0(%_r207a: tensor<f32>, %_r207b: tensor<f32>):
      %_r207c = stablehlo.add %_r207a, %_r207b : tensor<f32>
      "stablehlo.return"(%_r207c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x6x197x197xf32>, tensor<f32>) -> tensor<128x6x197xf32>
    %2070 = "stablehlo.broadcast_in_dim"(%2069) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x6x197xf32>) -> tensor<128x6x197x197xf32>
    %2071 = stablehlo.subtract %2066, %2070 : tensor<128x6x197x197xf32>
    %2072 = stablehlo.multiply %234, %2071 : tensor<128x6x197x197xf32>
    %2073 = "stablehlo.dot_general"(%2072, %220) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<128x6x197x197xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %2074 = stablehlo.constant dense<0.125> : tensor<128x6x197x64xf32>
    %2075 = stablehlo.multiply %2073, %2074 : tensor<128x6x197x64xf32>
    %2076 = "stablehlo.dot_general"(%2072, %224) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<128x6x197x197xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %2077 = "stablehlo.reshape"(%2075) : (tensor<128x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %2078 = "stablehlo.reshape"(%2076) : (tensor<128x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %2079 = "stablehlo.reshape"(%2065) : (tensor<128x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %2080 = "stablehlo.concatenate"(%2077, %2078, %2079) {dimension = 1 : i64} : (tensor<128x1x6x197x64xf32>, tensor<128x1x6x197x64xf32>, tensor<128x1x6x197x64xf32>) -> tensor<128x3x6x197x64xf32>
    %2081 = "stablehlo.transpose"(%2080) {permutation = array<i64: 0, 3, 1, 2, 4>} : (tensor<128x3x6x197x64xf32>) -> tensor<128x197x3x6x64xf32>
    %2082 = "stablehlo.reshape"(%2081) : (tensor<128x197x3x6x64xf32>) -> tensor<128x197x1152xf32>
    %2083 = "stablehlo.dot_general"(%2082, %blocks.2.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x1152xf32>, tensor<384x1152xf32>) -> tensor<128x197x384xf32>
    %2084 = "stablehlo.dot_general"(%211, %2082) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x384xf32>, tensor<128x197x1152xf32>) -> tensor<384x1152xf32>
    %2085 = stablehlo.constant dense<0.0> : tensor<f32>
    %2086 = "stablehlo.reduce"(%2082, %2085) ({
    ^bb0(%_r208a: tensor<f32>, %_r208b: tensor<f32>):
      %_r208c = stablehlo.add %_r208a, %_r208b : tensor<f32>
      "stablehlo.return"(%_r208c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x1152xf32>, tensor<f32>) -> tensor<1152xf32>
    %2087 = stablehlo.multiply %2083, %208 : tensor<128x197x384xf32>
    %2088 = stablehlo.constant dense<0.0> : tensor<f32>
    %2089 = "stablehlo.reduce"(%2087, %2088) ({
    ^bb0(%_r209a: tensor<f32>, %_r209b: tensor<f32>):
      %_r209c = stablehlo.add %_r209a, %_r209b : tensor<f32>
      "stablehlo.return"(%_r209c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %2090 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %2091 = stablehlo.divide %2089, %2090 : tensor<128x197xf32>
    %2092 = "stablehlo.broadcast_in_dim"(%2091) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %2093 = stablehlo.subtract %2087, %2092 : tensor<128x197x384xf32>
    %2094 = stablehlo.multiply %2087, %207 : tensor<128x197x384xf32>
    %2095 = stablehlo.constant dense<0.0> : tensor<f32>
    %2096 = "stablehlo.reduce"(%2094, %2095) ({
    ^bb0(%_r210a: tensor<f32>, %_r210b: tensor<f32>):
      %_r210c = stablehlo.add %_r210a, %_r210b : tensor<f32>
      "stablehlo.return"(%_r210c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %2097 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %2098 = stablehlo.divide %2096, %2097 : tensor<128x197xf32>
    %2099 = "stablehlo.broadcast_in_dim"(%2098) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %2100 = stablehlo.multiply %207, %2099 : tensor<128x197x384xf32>
    %2101 = stablehlo.subtract %2093, %2100 : tensor<128x197x384xf32>
    %2102 = stablehlo.multiply %206, %2101 : tensor<128x197x384xf32>
    %2103 = stablehlo.multiply %2083, %207 : tensor<128x197x384xf32>
    %2104 = stablehlo.constant dense<0.0> : tensor<f32>
    %2105 = "stablehlo.reduce"(%2103, %2104) ({
    ^bb0(%_r211a: tensor<f32>, %_r211b: tensor<f32>):
      %_r211c = stablehlo.add %_r211a, %_r211b : tensor<f32>
      "stablehlo.return"(%_r211c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2106 = stablehlo.constant dense<0.0> : tensor<f32>
    %2107 = "stablehlo.reduce"(%2083, %2106) ({
    ^bb0(%_r212a: tensor<f32>, %_r212b: tensor<f32>):
      %_r212c = stablehlo.add %_r212a, %_r212b : tensor<f32>
      "stablehlo.return"(%_r212c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2108 = stablehlo.add %2102, %2057 : tensor<128x197x384xf32>
    %2109 = stablehlo.multiply %2108, %189 : tensor<128x197x384xf32>
    %2110 = "stablehlo.dot_general"(%2109, %blocks.1.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x384xf32>, tensor<1536x384xf32>) -> tensor<128x197x1536xf32>
    %2111 = "stablehlo.dot_general"(%2109, %184) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x384xf32>, tensor<128x197x1536xf32>) -> tensor<384x1536xf32>
    %2112 = "stablehlo.transpose"(%2111) {permutation = array<i64: 1, 0>} : (tensor<384x1536xf32>) -> tensor<1536x384xf32>
    %2113 = stablehlo.constant dense<0.0> : tensor<f32>
    %2114 = "stablehlo.reduce"(%2109, %2113) ({
    ^bb0(%_r213a: tensor<f32>, %_r213b: tensor<f32>):
      %_r213c = stablehlo.add %_r213a, %_r213b : tensor<f32>
      "stablehlo.return"(%_r213c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2115 = stablehlo.constant dense<0.5> : tensor<128x197x1536xf32>
    %2116 = stablehlo.multiply %181, %2115 : tensor<128x197x1536xf32>
    %2117 = stablehlo.multiply %178, %178 : tensor<128x197x1536xf32>
    %2118 = stablehlo.negate %2117 : tensor<128x197x1536xf32>
    %2119 = stablehlo.exponential %2118 : tensor<128x197x1536xf32>
    %2120 = stablehlo.constant dense<0.3989423> : tensor<128x197x1536xf32>
    %2121 = stablehlo.multiply %2119, %2120 : tensor<128x197x1536xf32>
    %2122 = stablehlo.multiply %176, %2121 : tensor<128x197x1536xf32>
    %2123 = stablehlo.add %2116, %2122 : tensor<128x197x1536xf32>
    %2124 = stablehlo.multiply %2110, %2123 : tensor<128x197x1536xf32>
    %2125 = "stablehlo.dot_general"(%2124, %blocks.1.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x1536xf32>, tensor<384x1536xf32>) -> tensor<128x197x384xf32>
    %2126 = "stablehlo.dot_general"(%173, %2124) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x384xf32>, tensor<128x197x1536xf32>) -> tensor<384x1536xf32>
    %2127 = stablehlo.constant dense<0.0> : tensor<f32>
    %2128 = "stablehlo.reduce"(%2124, %2127) ({
    ^bb0(%_r214a: tensor<f32>, %_r214b: tensor<f32>):
      %_r214c = stablehlo.add %_r214a, %_r214b : tensor<f32>
      "stablehlo.return"(%_r214c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %2129 = stablehlo.multiply %2125, %170 : tensor<128x197x384xf32>
    %2130 = stablehlo.constant dense<0.0> : tensor<f32>
    %2131 = "stablehlo.reduce"(%2129, %2130) ({
    ^bb0(%_r215a: tensor<f32>, %_r215b: tensor<f32>):
      %_r215c = stablehlo.add %_r215a, %_r215b : tensor<f32>
      "stablehlo.return"(%_r215c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %2132 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %2133 = stablehlo.divide %2131, %2132 : tensor<128x197xf32>
    %2134 = "stablehlo.broadcast_in_dim"(%2133) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %2135 = stablehlo.subtract %2129, %2134 : tensor<128x197x384xf32>
    %2136 = stablehlo.multiply %2129, %169 : tensor<128x197x384xf32>
    %2137 = stablehlo.constant dense<0.0> : tensor<f32>
    %2138 = "stablehlo.reduce"(%2136, %2137) ({
    ^bb0(%_r216a: tensor<f32>, %_r216b: tensor<f32>):
      %_r216c = stablehlo.add %_r216a, %_r216b : tensor<f32>
      "stablehlo.return"(%_r216c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %2139 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %2140 = stablehlo.divide %2138, %2139 : tensor<128x197xf32>
    %2141 = "stablehlo.broadcast_in_dim"(%2140) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %2142 = stablehlo.multiply %169, %2141 : tensor<128x197x384xf32>
    %2143 = stablehlo.subtract %2135, %2142 : tensor<128x197x384xf32>
    %2144 = stablehlo.multiply %168, %2143 : tensor<128x197x384xf32>
    %2145 = stablehlo.multiply %2125, %169 : tensor<128x197x384xf32>
    %2146 = stablehlo.constant dense<0.0> : tensor<f32>
    %2147 = "stablehlo.reduce"(%2145, %2146) ({
    ^bb0(%_r217a: tensor<f32>, %_r217b: tensor<f32>):
      %_r217c = stablehlo.add %_r217a, %_r217b : tensor<f32>
      "stablehlo.return"(%_r217c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2148 = stablehlo.constant dense<0.0> : tensor<f32>
    %2149 = "stablehlo.reduce"(%2125, %2148) ({
    ^bb0(%_r218a: tensor<f32>, %_r218b: tensor<f32>):
      %_r218c = stablehlo.add %_r218a, %_r218b : tensor<f32>
      "stablehlo.return"(%_r218c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2150 = stablehlo.add %2144, %2108 : tensor<128x197x384xf32>
    %2151 = stablehlo.multiply %2150, %151 : tensor<128x197x384xf32>
    %2152 = "stablehlo.dot_general"(%2151, %blocks.1.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x384xf32>, tensor<384x384xf32>) -> tensor<128x197x384xf32>
    %2153 = "stablehlo.dot_general"(%146, %2151) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x384xf32>, tensor<128x197x384xf32>) -> tensor<384x384xf32>
    %2154 = stablehlo.constant dense<0.0> : tensor<f32>
    %2155 = "stablehlo.reduce"(%2151, %2154) ({
    ^bb0(%_r219a: tensor<f32>, %_r219b: tensor<f32>):
      %_r219c = stablehlo.add %_r219a, %_r219b : tensor<f32>
      "stablehlo.return"(%_r219c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2156 = "stablehlo.reshape"(%2152) : (tensor<128x197x384xf32>) -> tensor<128x197x6x64xf32>
    %2157 = "stablehlo.transpose"(%2156) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<128x197x6x64xf32>) -> tensor<128x6x197x64xf32>
    %2158 = "stablehlo.dot_general"(%143, %2157) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<128x6x197x197xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %2159 = "stablehlo.dot_general"(%2157, %131) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<128x6x197x64xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x197xf32>
    %2160 = stablehlo.multiply %2159, %143 : tensor<128x6x197x197xf32>
    %2161 = stablehlo.constant dense<0.0> : tensor<f32>
    %2162 = "stablehlo.reduce"(%2160, %2161) ({
    ^bb0(%_r220a: tensor<f32>, %_r220b: tensor<f32>):
      %_r220c = stablehlo.add %_r220a, %_r220b : tensor<f32>
      "stablehlo.return"(%_r220c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x6x197x197xf32>, tensor<f32>) -> tensor<128x6x197xf32>
    %2163 = "stablehlo.broadcast_in_dim"(%2162) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x6x197xf32>) -> tensor<128x6x197x197xf32>
    %2164 = stablehlo.subtract %2159, %2163 : tensor<128x6x197x197xf32>
    %2165 = stablehlo.multiply %143, %2164 : tensor<128x6x197x197xf32>
    %2166 = "stablehlo.dot_general"(%2165, %129) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<128x6x197x197xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %2167 = stablehlo.constant dense<0.125> : tensor<128x6x197x64xf32>
    %2168 = stablehlo.multiply %2166, %2167 : tensor<128x6x197x64xf32>
    %2169 = "stablehlo.dot_general"(%2165, %133) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<128x6x197x197xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %2170 = "stablehlo.reshape"(%2168) : (tensor<128x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %2171 = "stablehlo.reshape"(%2169) : (tensor<128x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %2172 = "stablehlo.reshape"(%2158) : (tensor<128x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %2173 = "stablehlo.concatenate"(%2170, %2171, %2172) {dimension = 1 : i64} : (tensor<128x1x6x197x64xf32>, tensor<128x1x6x197x64xf32>, tensor<128x1x6x197x64xf32>) -> tensor<128x3x6x197x64xf32>
    %2174 = "stablehlo.transpose"(%2173) {permutation = array<i64: 0, 3, 1, 2, 4>} : (tensor<128x3x6x197x64xf32>) -> tensor<128x197x3x6x64xf32>
    %2175 = "stablehlo.reshape"(%2174) : (tensor<128x197x3x6x64xf32>) -> tensor<128x197x1152xf32>
    %2176 = "stablehlo.dot_general"(%2175, %blocks.1.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x1152xf32>, tensor<384x1152xf32>) -> tensor<128x197x384xf32>
    %2177 = "stablehlo.dot_general"(%120, %2175) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x384xf32>, tensor<128x197x1152xf32>) -> tensor<384x1152xf32>
    %2178 = stablehlo.constant dense<0.0> : tensor<f32>
    %2179 = "stablehlo.reduce"(%2175, %2178) ({
    ^bb0(%_r221a: tensor<f32>, %_r221b: tensor<f32>):
      %_r221c = stablehlo.add %_r221a, %_r221b : tensor<f32>
      "stablehlo.return"(%_r221c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x1152xf32>, tensor<f32>) -> tensor<1152xf32>
    %2180 = stablehlo.multiply %2176, %117 : tensor<128x197x384xf32>
    %2181 = stablehlo.constant dense<0.0> : tensor<f32>
    %2182 = "stablehlo.reduce"(%2180, %2181) ({
    ^bb0(%_r222a: tensor<f32>, %_r222b: tensor<f32>):
      %_r222c = stablehlo.add %_r222a, %_r222b : tensor<f32>
      "stablehlo.return"(%_r222c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %2183 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %2184 = stablehlo.divide %2182, %2183 : tensor<128x197xf32>
    %2185 = "stablehlo.broadcast_in_dim"(%2184) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %2186 = stablehlo.subtract %2180, %2185 : tensor<128x197x384xf32>
    %2187 = stablehlo.multiply %2180, %116 : tensor<128x197x384xf32>
    %2188 = stablehlo.constant dense<0.0> : tensor<f32>
    %2189 = "stablehlo.reduce"(%2187, %2188) ({
    ^bb0(%_r223a: tensor<f32>, %_r223b: tensor<f32>):
      %_r223c = stablehlo.add %_r223a, %_r223b : tensor<f32>
      "stablehlo.return"(%_r223c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %2190 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %2191 = stablehlo.divide %2189, %2190 : tensor<128x197xf32>
    %2192 = "stablehlo.broadcast_in_dim"(%2191) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %2193 = stablehlo.multiply %116, %2192 : tensor<128x197x384xf32>
    %2194 = stablehlo.subtract %2186, %2193 : tensor<128x197x384xf32>
    %2195 = stablehlo.multiply %115, %2194 : tensor<128x197x384xf32>
    %2196 = stablehlo.multiply %2176, %116 : tensor<128x197x384xf32>
    %2197 = stablehlo.constant dense<0.0> : tensor<f32>
    %2198 = "stablehlo.reduce"(%2196, %2197) ({
    ^bb0(%_r224a: tensor<f32>, %_r224b: tensor<f32>):
      %_r224c = stablehlo.add %_r224a, %_r224b : tensor<f32>
      "stablehlo.return"(%_r224c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2199 = stablehlo.constant dense<0.0> : tensor<f32>
    %2200 = "stablehlo.reduce"(%2176, %2199) ({
    ^bb0(%_r225a: tensor<f32>, %_r225b: tensor<f32>):
      %_r225c = stablehlo.add %_r225a, %_r225b : tensor<f32>
      "stablehlo.return"(%_r225c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2201 = stablehlo.add %2195, %2150 : tensor<128x197x384xf32>
    %2202 = stablehlo.multiply %2201, %98 : tensor<128x197x384xf32>
    %2203 = "stablehlo.dot_general"(%2202, %blocks.0.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x384xf32>, tensor<1536x384xf32>) -> tensor<128x197x1536xf32>
    %2204 = "stablehlo.dot_general"(%2202, %93) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x384xf32>, tensor<128x197x1536xf32>) -> tensor<384x1536xf32>
    %2205 = "stablehlo.transpose"(%2204) {permutation = array<i64: 1, 0>} : (tensor<384x1536xf32>) -> tensor<1536x384xf32>
    %2206 = stablehlo.constant dense<0.0> : tensor<f32>
    %2207 = "stablehlo.reduce"(%2202, %2206) ({
    ^bb0(%_r226a: tensor<f32>, %_r226b: tensor<f32>):
      %_r226c = stablehlo.add %_r226a, %_r226b : tensor<f32>
      "stablehlo.return"(%_r226c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2208 = stablehlo.constant dense<0.5> : tensor<128x197x1536xf32>
    %2209 = stablehlo.multiply %90, %2208 : tensor<128x197x1536xf32>
    %2210 = stablehlo.multiply %87, %87 : tensor<128x197x1536xf32>
    %2211 = stablehlo.negate %2210 : tensor<128x197x1536xf32>
    %2212 = stablehlo.exponential %2211 : tensor<128x197x1536xf32>
    %2213 = stablehlo.constant dense<0.3989423> : tensor<128x197x1536xf32>
    %2214 = stablehlo.multiply %2212, %2213 : tensor<128x197x1536xf32>
    %2215 = stablehlo.multiply %85, %2214 : tensor<128x197x1536xf32>
    %2216 = stablehlo.add %2209, %2215 : tensor<128x197x1536xf32>
    %2217 = stablehlo.multiply %2203, %2216 : tensor<128x197x1536xf32>
    %2218 = "stablehlo.dot_general"(%2217, %blocks.0.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x1536xf32>, tensor<384x1536xf32>) -> tensor<128x197x384xf32>
    %2219 = "stablehlo.dot_general"(%82, %2217) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x384xf32>, tensor<128x197x1536xf32>) -> tensor<384x1536xf32>
    %2220 = stablehlo.constant dense<0.0> : tensor<f32>
    %2221 = "stablehlo.reduce"(%2217, %2220) ({
    ^bb0(%_r227a: tensor<f32>, %_r227b: tensor<f32>):
      %_r227c = stablehlo.add %_r227a, %_r227b : tensor<f32>
      "stablehlo.return"(%_r227c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %2222 = stablehlo.multiply %2218, %79 : tensor<128x197x384xf32>
    %2223 = stablehlo.constant dense<0.0> : tensor<f32>
    %2224 = "stablehlo.reduce"(%2222, %2223) ({
    ^bb0(%_r228a: tensor<f32>, %_r228b: tensor<f32>):
      %_r228c = stablehlo.add %_r228a, %_r228b : tensor<f32>
      "stablehlo.return"(%_r228c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %2225 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %2226 = stablehlo.divide %2224, %2225 : tensor<128x197xf32>
    %2227 = "stablehlo.broadcast_in_dim"(%2226) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %2228 = stablehlo.subtract %2222, %2227 : tensor<128x197x384xf32>
    %2229 = stablehlo.multiply %2222, %78 : tensor<128x197x384xf32>
    %2230 = stablehlo.constant dense<0.0> : tensor<f32>
    %2231 = "stablehlo.reduce"(%2229, %2230) ({
    ^bb0(%_r229a: tensor<f32>, %_r229b: tensor<f32>):
      %_r229c = stablehlo.add %_r229a, %_r229b : tensor<f32>
      "stablehlo.return"(%_r229c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %2232 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %2233 = stablehlo.divide %2231, %2232 : tensor<128x197xf32>
    %2234 = "stablehlo.broadcast_in_dim"(%2233) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %2235 = stablehlo.multiply %78, %2234 : tensor<128x197x384xf32>
    %2236 = stablehlo.subtract %2228, %2235 : tensor<128x197x384xf32>
    %2237 = stablehlo.multiply %77, %2236 : tensor<128x197x384xf32>
    %2238 = stablehlo.multiply %2218, %78 : tensor<128x197x384xf32>
    %2239 = stablehlo.constant dense<0.0> : tensor<f32>
    %2240 = "stablehlo.reduce"(%2238, %2239) ({
    ^bb0(%_r230a: tensor<f32>, %_r230b: tensor<f32>):
      %_r230c = stablehlo.add %_r230a, %_r230b : tensor<f32>
      "stablehlo.return"(%_r230c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2241 = stablehlo.constant dense<0.0> : tensor<f32>
    %2242 = "stablehlo.reduce"(%2218, %2241) ({
    ^bb0(%_r231a: tensor<f32>, %_r231b: tensor<f32>):
      %_r231c = stablehlo.add %_r231a, %_r231b : tensor<f32>
      "stablehlo.return"(%_r231c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2243 = stablehlo.add %2237, %2201 : tensor<128x197x384xf32>
    %2244 = stablehlo.multiply %2243, %60 : tensor<128x197x384xf32>
    %2245 = "stablehlo.dot_general"(%2244, %blocks.0.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x384xf32>, tensor<384x384xf32>) -> tensor<128x197x384xf32>
    %2246 = "stablehlo.dot_general"(%55, %2244) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x384xf32>, tensor<128x197x384xf32>) -> tensor<384x384xf32>
    %2247 = stablehlo.constant dense<0.0> : tensor<f32>
    %2248 = "stablehlo.reduce"(%2244, %2247) ({
    ^bb0(%_r232a: tensor<f32>, %_r232b: tensor<f32>):
      %_r232c = stablehlo.add %_r232a, %_r232b : tensor<f32>
      "stablehlo.return"(%_r232c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2249 = "stablehlo.reshape"(%2245) : (tensor<128x197x384xf32>) -> tensor<128x197x6x64xf32>
    %2250 = "stablehlo.transpose"(%2249) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<128x197x6x64xf32>) -> tensor<128x6x197x64xf32>
    %2251 = "stablehlo.dot_general"(%52, %2250) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<128x6x197x197xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %2252 = "stablehlo.dot_general"(%2250, %40) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<128x6x197x64xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x197xf32>
    %2253 = stablehlo.multiply %2252, %52 : tensor<128x6x197x197xf32>
    %2254 = stablehlo.constant dense<0.0> : tensor<f32>
    %2255 = "stablehlo.reduce"(%2253, %2254) ({
    ^bb0(%_r233a: tensor<f32>, %_r233b: tensor<f32>):
      %_r233c = stablehlo.add %_r233a, %_r233b : tensor<f32>
      "stablehlo.return"(%_r233c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x6x197x197xf32>, tensor<f32>) -> tensor<128x6x197xf32>
    %2256 = "stablehlo.broadcast_in_dim"(%2255) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x6x197xf32>) -> tensor<128x6x197x197xf32>
    %2257 = stablehlo.subtract %2252, %2256 : tensor<128x6x197x197xf32>
    %2258 = stablehlo.multiply %52, %2257 : tensor<128x6x197x197xf32>
    %2259 = "stablehlo.dot_general"(%2258, %38) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<128x6x197x197xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %2260 = stablehlo.constant dense<0.125> : tensor<128x6x197x64xf32>
    %2261 = stablehlo.multiply %2259, %2260 : tensor<128x6x197x64xf32>
    %2262 = "stablehlo.dot_general"(%2258, %42) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<128x6x197x197xf32>, tensor<128x6x197x64xf32>) -> tensor<128x6x197x64xf32>
    %2263 = "stablehlo.reshape"(%2261) : (tensor<128x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %2264 = "stablehlo.reshape"(%2262) : (tensor<128x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %2265 = "stablehlo.reshape"(%2251) : (tensor<128x6x197x64xf32>) -> tensor<128x1x6x197x64xf32>
    %2266 = "stablehlo.concatenate"(%2263, %2264, %2265) {dimension = 1 : i64} : (tensor<128x1x6x197x64xf32>, tensor<128x1x6x197x64xf32>, tensor<128x1x6x197x64xf32>) -> tensor<128x3x6x197x64xf32>
    %2267 = "stablehlo.transpose"(%2266) {permutation = array<i64: 0, 3, 1, 2, 4>} : (tensor<128x3x6x197x64xf32>) -> tensor<128x197x3x6x64xf32>
    %2268 = "stablehlo.reshape"(%2267) : (tensor<128x197x3x6x64xf32>) -> tensor<128x197x1152xf32>
    %2269 = "stablehlo.dot_general"(%2268, %blocks.0.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x1152xf32>, tensor<384x1152xf32>) -> tensor<128x197x384xf32>
    %2270 = "stablehlo.dot_general"(%29, %2268) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x384xf32>, tensor<128x197x1152xf32>) -> tensor<384x1152xf32>
    %2271 = stablehlo.constant dense<0.0> : tensor<f32>
    %2272 = "stablehlo.reduce"(%2268, %2271) ({
    ^bb0(%_r234a: tensor<f32>, %_r234b: tensor<f32>):
      %_r234c = stablehlo.add %_r234a, %_r234b : tensor<f32>
      "stablehlo.return"(%_r234c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x1152xf32>, tensor<f32>) -> tensor<1152xf32>
    %2273 = stablehlo.multiply %2269, %26 : tensor<128x197x384xf32>
    %2274 = stablehlo.constant dense<0.0> : tensor<f32>
    %2275 = "stablehlo.reduce"(%2273, %2274) ({
    ^bb0(%_r235a: tensor<f32>, %_r235b: tensor<f32>):
      %_r235c = stablehlo.add %_r235a, %_r235b : tensor<f32>
      "stablehlo.return"(%_r235c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %2276 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %2277 = stablehlo.divide %2275, %2276 : tensor<128x197xf32>
    %2278 = "stablehlo.broadcast_in_dim"(%2277) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %2279 = stablehlo.subtract %2273, %2278 : tensor<128x197x384xf32>
    %2280 = stablehlo.multiply %2273, %25 : tensor<128x197x384xf32>
    %2281 = stablehlo.constant dense<0.0> : tensor<f32>
    %2282 = "stablehlo.reduce"(%2280, %2281) ({
    ^bb0(%_r236a: tensor<f32>, %_r236b: tensor<f32>):
      %_r236c = stablehlo.add %_r236a, %_r236b : tensor<f32>
      "stablehlo.return"(%_r236c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<128x197xf32>
    %2283 = stablehlo.constant dense<384.0> : tensor<128x197xf32>
    %2284 = stablehlo.divide %2282, %2283 : tensor<128x197xf32>
    %2285 = "stablehlo.broadcast_in_dim"(%2284) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x384xf32>
    %2286 = stablehlo.multiply %25, %2285 : tensor<128x197x384xf32>
    %2287 = stablehlo.subtract %2279, %2286 : tensor<128x197x384xf32>
    %2288 = stablehlo.multiply %24, %2287 : tensor<128x197x384xf32>
    %2289 = stablehlo.multiply %2269, %25 : tensor<128x197x384xf32>
    %2290 = stablehlo.constant dense<0.0> : tensor<f32>
    %2291 = "stablehlo.reduce"(%2289, %2290) ({
    ^bb0(%_r237a: tensor<f32>, %_r237b: tensor<f32>):
      %_r237c = stablehlo.add %_r237a, %_r237b : tensor<f32>
      "stablehlo.return"(%_r237c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2292 = stablehlo.constant dense<0.0> : tensor<f32>
    %2293 = "stablehlo.reduce"(%2269, %2292) ({
    ^bb0(%_r238a: tensor<f32>, %_r238b: tensor<f32>):
      %_r238c = stablehlo.add %_r238a, %_r238b : tensor<f32>
      "stablehlo.return"(%_r238c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2294 = stablehlo.add %2288, %2243 : tensor<128x197x384xf32>
    %2295 = stablehlo.constant dense<0.0> : tensor<f32>
    %2296 = "stablehlo.reduce"(%2294, %2295) ({
    ^bb0(%_r239a: tensor<f32>, %_r239b: tensor<f32>):
      %_r239c = stablehlo.add %_r239a, %_r239b : tensor<f32>
      "stablehlo.return"(%_r239c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128x197x384xf32>, tensor<f32>) -> tensor<197x384xf32>
    %2297 = "stablehlo.reshape"(%2296) : (tensor<197x384xf32>) -> tensor<1x197x384xf32>
    %2298 = "stablehlo.slice"(%2294) {limit_indices = array<i64: 128, 197, 384>, start_indices = array<i64: 0, 1, 0>, strides = array<i64: 1, 1, 1>} : (tensor<128x197x384xf32>) -> tensor<128x196x384xf32>
    %2299 = "stablehlo.slice"(%2294) {limit_indices = array<i64: 128, 1, 384>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>} : (tensor<128x197x384xf32>) -> tensor<128x1x384xf32>
    %2300 = stablehlo.constant dense<0.0> : tensor<f32>
    %2301 = "stablehlo.reduce"(%2299, %2300) ({
    ^bb0(%_r240a: tensor<f32>, %_r240b: tensor<f32>):
      %_r240c = stablehlo.add %_r240a, %_r240b : tensor<f32>
      "stablehlo.return"(%_r240c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128x1x384xf32>, tensor<f32>) -> tensor<1x384xf32>
    %2302 = "stablehlo.reshape"(%2301) : (tensor<1x384xf32>) -> tensor<1x1x384xf32>
    %2303 = "stablehlo.reshape"(%2298) : (tensor<128x196x384xf32>) -> tensor<128x14x14x384xf32>
    %2304 = "stablehlo.convolution"(%x, %2303) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 16, 16>, window_strides = array<i64: 1, 1>} : (tensor<128x224x224x3xf32>, tensor<128x14x14x384xf32>) -> tensor<16x16x3x384xf32>
    %2305 = stablehlo.constant dense<0.0> : tensor<f32>
    %2306 = "stablehlo.reduce"(%2303, %2305) ({
    ^bb0(%_r241a: tensor<f32>, %_r241b: tensor<f32>):
      %_r241c = stablehlo.add %_r241a, %_r241b : tensor<f32>
      "stablehlo.return"(%_r241c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<128x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    // ── optimizer ──
    %2307 = stablehlo.multiply %2304, %2304 : tensor<16x16x3x384xf32>
    %2308 = stablehlo.constant dense<0.0> : tensor<f32>
    %2309 = "stablehlo.reduce"(%2307, %2308) ({
    ^bb0(%_r242a: tensor<f32>, %_r242b: tensor<f32>):
      %_r242c = stablehlo.add %_r242a, %_r242b : tensor<f32>
      "stablehlo.return"(%_r242c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<16x16x3x384xf32>, tensor<f32>) -> tensor<16x16x3xf32>
    %2310 = stablehlo.constant dense<0.0> : tensor<f32>
    %2311 = "stablehlo.reduce"(%2309, %2310) ({
    ^bb0(%_r243a: tensor<f32>, %_r243b: tensor<f32>):
      %_r243c = stablehlo.add %_r243a, %_r243b : tensor<f32>
      "stablehlo.return"(%_r243c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<16x16x3xf32>, tensor<f32>) -> tensor<f32>
    %2312 = stablehlo.multiply %2306, %2306 : tensor<384xf32>
    %2313 = stablehlo.constant dense<0.0> : tensor<f32>
    %2314 = "stablehlo.reduce"(%2312, %2313) ({
    ^bb0(%_r244a: tensor<f32>, %_r244b: tensor<f32>):
      %_r244c = stablehlo.add %_r244a, %_r244b : tensor<f32>
      "stablehlo.return"(%_r244c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2315 = stablehlo.add %2311, %2314 : tensor<f32>
    %2316 = stablehlo.multiply %2302, %2302 : tensor<1x1x384xf32>
    %2317 = stablehlo.constant dense<0.0> : tensor<f32>
    %2318 = "stablehlo.reduce"(%2316, %2317) ({
    ^bb0(%_r245a: tensor<f32>, %_r245b: tensor<f32>):
      %_r245c = stablehlo.add %_r245a, %_r245b : tensor<f32>
      "stablehlo.return"(%_r245c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x1x384xf32>, tensor<f32>) -> tensor<1x1xf32>
    %2319 = stablehlo.constant dense<0.0> : tensor<f32>
    %2320 = "stablehlo.reduce"(%2318, %2319) ({
    ^bb0(%_r246a: tensor<f32>, %_r246b: tensor<f32>):
      %_r246c = stablehlo.add %_r246a, %_r246b : tensor<f32>
      "stablehlo.return"(%_r246c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<1x1xf32>, tensor<f32>) -> tensor<f32>
    %2321 = stablehlo.add %2315, %2320 : tensor<f32>
    %2322 = stablehlo.multiply %2297, %2297 : tensor<1x197x384xf32>
    %2323 = stablehlo.constant dense<0.0> : tensor<f32>
    %2324 = "stablehlo.reduce"(%2322, %2323) ({
    ^bb0(%_r247a: tensor<f32>, %_r247b: tensor<f32>):
      %_r247c = stablehlo.add %_r247a, %_r247b : tensor<f32>
      "stablehlo.return"(%_r247c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x197x384xf32>, tensor<f32>) -> tensor<1x197xf32>
    %2325 = stablehlo.constant dense<0.0> : tensor<f32>
    %2326 = "stablehlo.reduce"(%2324, %2325) ({
    ^bb0(%_r248a: tensor<f32>, %_r248b: tensor<f32>):
      %_r248c = stablehlo.add %_r248a, %_r248b : tensor<f32>
      "stablehlo.return"(%_r248c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<1x197xf32>, tensor<f32>) -> tensor<f32>
    %2327 = stablehlo.add %2321, %2326 : tensor<f32>
    %2328 = stablehlo.multiply %2291, %2291 : tensor<384xf32>
    %2329 = stablehlo.constant dense<0.0> : tensor<f32>
    %2330 = "stablehlo.reduce"(%2328, %2329) ({
    ^bb0(%_r249a: tensor<f32>, %_r249b: tensor<f32>):
      %_r249c = stablehlo.add %_r249a, %_r249b : tensor<f32>
      "stablehlo.return"(%_r249c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2331 = stablehlo.add %2327, %2330 : tensor<f32>
    %2332 = stablehlo.multiply %2293, %2293 : tensor<384xf32>
    %2333 = stablehlo.constant dense<0.0> : tensor<f32>
    %2334 = "stablehlo.reduce"(%2332, %2333) ({
    ^bb0(%_r250a: tensor<f32>, %_r250b: tensor<f32>):
      %_r250c = stablehlo.add %_r250a, %_r250b : tensor<f32>
      "stablehlo.return"(%_r250c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2335 = stablehlo.add %2331, %2334 : tensor<f32>
    %2336 = stablehlo.multiply %2270, %2270 : tensor<384x1152xf32>
    %2337 = stablehlo.constant dense<0.0> : tensor<f32>
    %2338 = "stablehlo.reduce"(%2336, %2337) ({
    ^bb0(%_r251a: tensor<f32>, %_r251b: tensor<f32>):
      %_r251c = stablehlo.add %_r251a, %_r251b : tensor<f32>
      "stablehlo.return"(%_r251c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x1152xf32>, tensor<f32>) -> tensor<384xf32>
    %2339 = stablehlo.constant dense<0.0> : tensor<f32>
    %2340 = "stablehlo.reduce"(%2338, %2339) ({
    ^bb0(%_r252a: tensor<f32>, %_r252b: tensor<f32>):
      %_r252c = stablehlo.add %_r252a, %_r252b : tensor<f32>
      "stablehlo.return"(%_r252c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2341 = stablehlo.add %2335, %2340 : tensor<f32>
    %2342 = stablehlo.multiply %2272, %2272 : tensor<1152xf32>
    %2343 = stablehlo.constant dense<0.0> : tensor<f32>
    %2344 = "stablehlo.reduce"(%2342, %2343) ({
    ^bb0(%_r253a: tensor<f32>, %_r253b: tensor<f32>):
      %_r253c = stablehlo.add %_r253a, %_r253b : tensor<f32>
      "stablehlo.return"(%_r253c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1152xf32>, tensor<f32>) -> tensor<f32>
    %2345 = stablehlo.add %2341, %2344 : tensor<f32>
    %2346 = stablehlo.multiply %2246, %2246 : tensor<384x384xf32>
    %2347 = stablehlo.constant dense<0.0> : tensor<f32>
    %2348 = "stablehlo.reduce"(%2346, %2347) ({
    ^bb0(%_r254a: tensor<f32>, %_r254b: tensor<f32>):
      %_r254c = stablehlo.add %_r254a, %_r254b : tensor<f32>
      "stablehlo.return"(%_r254c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2349 = stablehlo.constant dense<0.0> : tensor<f32>
    %2350 = "stablehlo.reduce"(%2348, %2349) ({
    ^bb0(%_r255a: tensor<f32>, %_r255b: tensor<f32>):
      %_r255c = stablehlo.add %_r255a, %_r255b : tensor<f32>
      "stablehlo.return"(%_r255c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2351 = stablehlo.add %2345, %2350 : tensor<f32>
    %2352 = stablehlo.multiply %2248, %2248 : tensor<384xf32>
    %2353 = stablehlo.constant dense<0.0> : tensor<f32>
    %2354 = "stablehlo.reduce"(%2352, %2353) ({
    ^bb0(%_r256a: tensor<f32>, %_r256b: tensor<f32>):
      %_r256c = stablehlo.add %_r256a, %_r256b : tensor<f32>
      "stablehlo.return"(%_r256c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2355 = stablehlo.add %2351, %2354 : tensor<f32>
    %2356 = stablehlo.multiply %2240, %2240 : tensor<384xf32>
    %2357 = stablehlo.constant dense<0.0> : tensor<f32>
    %2358 = "stablehlo.reduce"(%2356, %2357) ({
    ^bb0(%_r257a: tensor<f32>, %_r257b: tensor<f32>):
      %_r257c = stablehlo.add %_r257a, %_r257b : tensor<f32>
      "stablehlo.return"(%_r257c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2359 = stablehlo.add %2355, %2358 : tensor<f32>
    %2360 = stablehlo.multiply %2242, %2242 : tensor<384xf32>
    %2361 = stablehlo.constant dense<0.0> : tensor<f32>
    %2362 = "stablehlo.reduce"(%2360, %2361) ({
    ^bb0(%_r258a: tensor<f32>, %_r258b: tensor<f32>):
      %_r258c = stablehlo.add %_r258a, %_r258b : tensor<f32>
      "stablehlo.return"(%_r258c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2363 = stablehlo.add %2359, %2362 : tensor<f32>
    %2364 = stablehlo.multiply %2219, %2219 : tensor<384x1536xf32>
    %2365 = stablehlo.constant dense<0.0> : tensor<f32>
    %2366 = "stablehlo.reduce"(%2364, %2365) ({
    ^bb0(%_r259a: tensor<f32>, %_r259b: tensor<f32>):
      %_r259c = stablehlo.add %_r259a, %_r259b : tensor<f32>
      "stablehlo.return"(%_r259c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x1536xf32>, tensor<f32>) -> tensor<384xf32>
    %2367 = stablehlo.constant dense<0.0> : tensor<f32>
    %2368 = "stablehlo.reduce"(%2366, %2367) ({
    ^bb0(%_r260a: tensor<f32>, %_r260b: tensor<f32>):
      %_r260c = stablehlo.add %_r260a, %_r260b : tensor<f32>
      "stablehlo.return"(%_r260c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2369 = stablehlo.add %2363, %2368 : tensor<f32>
    %2370 = stablehlo.multiply %2221, %2221 : tensor<1536xf32>
    %2371 = stablehlo.constant dense<0.0> : tensor<f32>
    %2372 = "stablehlo.reduce"(%2370, %2371) ({
    ^bb0(%_r261a: tensor<f32>, %_r261b: tensor<f32>):
      %_r261c = stablehlo.add %_r261a, %_r261b : tensor<f32>
      "stablehlo.return"(%_r261c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2373 = stablehlo.add %2369, %2372 : tensor<f32>
    %2374 = stablehlo.multiply %2205, %2205 : tensor<1536x384xf32>
    %2375 = stablehlo.constant dense<0.0> : tensor<f32>
    %2376 = "stablehlo.reduce"(%2374, %2375) ({
    ^bb0(%_r262a: tensor<f32>, %_r262b: tensor<f32>):
      %_r262c = stablehlo.add %_r262a, %_r262b : tensor<f32>
      "stablehlo.return"(%_r262c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1536x384xf32>, tensor<f32>) -> tensor<1536xf32>
    %2377 = stablehlo.constant dense<0.0> : tensor<f32>
    %2378 = "stablehlo.reduce"(%2376, %2377) ({
    ^bb0(%_r263a: tensor<f32>, %_r263b: tensor<f32>):
      %_r263c = stablehlo.add %_r263a, %_r263b : tensor<f32>
      "stablehlo.return"(%_r263c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2379 = stablehlo.add %2373, %2378 : tensor<f32>
    %2380 = stablehlo.multiply %2207, %2207 : tensor<384xf32>
    %2381 = stablehlo.constant dense<0.0> : tensor<f32>
    %2382 = "stablehlo.reduce"(%2380, %2381) ({
    ^bb0(%_r264a: tensor<f32>, %_r264b: tensor<f32>):
      %_r264c = stablehlo.add %_r264a, %_r264b : tensor<f32>
      "stablehlo.return"(%_r264c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2383 = stablehlo.add %2379, %2382 : tensor<f32>
    %2384 = stablehlo.multiply %2198, %2198 : tensor<384xf32>
    %2385 = stablehlo.constant dense<0.0> : tensor<f32>
    %2386 = "stablehlo.reduce"(%2384, %2385) ({
    ^bb0(%_r265a: tensor<f32>, %_r265b: tensor<f32>):
      %_r265c = stablehlo.add %_r265a, %_r265b : tensor<f32>
      "stablehlo.return"(%_r265c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2387 = stablehlo.add %2383, %2386 : tensor<f32>
    %2388 = stablehlo.multiply %2200, %2200 : tensor<384xf32>
    %2389 = stablehlo.constant dense<0.0> : tensor<f32>
    %2390 = "stablehlo.reduce"(%2388, %2389) ({
    ^bb0(%_r266a: tensor<f32>, %_r266b: tensor<f32>):
      %_r266c = stablehlo.add %_r266a, %_r266b : tensor<f32>
      "stablehlo.return"(%_r266c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2391 = stablehlo.add %2387, %2390 : tensor<f32>
    %2392 = stablehlo.multiply %2177, %2177 : tensor<384x1152xf32>
    %2393 = stablehlo.constant dense<0.0> : tensor<f32>
    %2394 = "stablehlo.reduce"(%2392, %2393) ({
    ^bb0(%_r267a: tensor<f32>, %_r267b: tensor<f32>):
      %_r267c = stablehlo.add %_r267a, %_r267b : tensor<f32>
      "stablehlo.return"(%_r267c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x1152xf32>, tensor<f32>) -> tensor<384xf32>
    %2395 = stablehlo.constant dense<0.0> : tensor<f32>
    %2396 = "stablehlo.reduce"(%2394, %2395) ({
    ^bb0(%_r268a: tensor<f32>, %_r268b: tensor<f32>):
      %_r268c = stablehlo.add %_r268a, %_r268b : tensor<f32>
      "stablehlo.return"(%_r268c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2397 = stablehlo.add %2391, %2396 : tensor<f32>
    %2398 = stablehlo.multiply %2179, %2179 : tensor<1152xf32>
    %2399 = stablehlo.constant dense<0.0> : tensor<f32>
    %2400 = "stablehlo.reduce"(%2398, %2399) ({
    ^bb0(%_r269a: tensor<f32>, %_r269b: tensor<f32>):
      %_r269c = stablehlo.add %_r269a, %_r269b : tensor<f32>
      "stablehlo.return"(%_r269c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1152xf32>, tensor<f32>) -> tensor<f32>
    %2401 = stablehlo.add %2397, %2400 : tensor<f32>
    %2402 = stablehlo.multiply %2153, %2153 : tensor<384x384xf32>
    %2403 = stablehlo.constant dense<0.0> : tensor<f32>
    %2404 = "stablehlo.reduce"(%2402, %2403) ({
    ^bb0(%_r270a: tensor<f32>, %_r270b: tensor<f32>):
      %_r270c = stablehlo.add %_r270a, %_r270b : tensor<f32>
      "stablehlo.return"(%_r270c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2405 = stablehlo.constant dense<0.0> : tensor<f32>
    %2406 = "stablehlo.reduce"(%2404, %2405) ({
    ^bb0(%_r271a: tensor<f32>, %_r271b: tensor<f32>):
      %_r271c = stablehlo.add %_r271a, %_r271b : tensor<f32>
      "stablehlo.return"(%_r271c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2407 = stablehlo.add %2401, %2406 : tensor<f32>
    %2408 = stablehlo.multiply %2155, %2155 : tensor<384xf32>
    %2409 = stablehlo.constant dense<0.0> : tensor<f32>
    %2410 = "stablehlo.reduce"(%2408, %2409) ({
    ^bb0(%_r272a: tensor<f32>, %_r272b: tensor<f32>):
      %_r272c = stablehlo.add %_r272a, %_r272b : tensor<f32>
      "stablehlo.return"(%_r272c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2411 = stablehlo.add %2407, %2410 : tensor<f32>
    %2412 = stablehlo.multiply %2147, %2147 : tensor<384xf32>
    %2413 = stablehlo.constant dense<0.0> : tensor<f32>
    %2414 = "stablehlo.reduce"(%2412, %2413) ({
    ^bb0(%_r273a: tensor<f32>, %_r273b: tensor<f32>):
      %_r273c = stablehlo.add %_r273a, %_r273b : tensor<f32>
      "stablehlo.return"(%_r273c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2415 = stablehlo.add %2411, %2414 : tensor<f32>
    %2416 = stablehlo.multiply %2149, %2149 : tensor<384xf32>
    %2417 = stablehlo.constant dense<0.0> : tensor<f32>
    %2418 = "stablehlo.reduce"(%2416, %2417) ({
    ^bb0(%_r274a: tensor<f32>, %_r274b: tensor<f32>):
      %_r274c = stablehlo.add %_r274a, %_r274b : tensor<f32>
      "stablehlo.return"(%_r274c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2419 = stablehlo.add %2415, %2418 : tensor<f32>
    %2420 = stablehlo.multiply %2126, %2126 : tensor<384x1536xf32>
    %2421 = stablehlo.constant dense<0.0> : tensor<f32>
    %2422 = "stablehlo.reduce"(%2420, %2421) ({
    ^bb0(%_r275a: tensor<f32>, %_r275b: tensor<f32>):
      %_r275c = stablehlo.add %_r275a, %_r275b : tensor<f32>
      "stablehlo.return"(%_r275c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x1536xf32>, tensor<f32>) -> tensor<384xf32>
    %2423 = stablehlo.constant dense<0.0> : tensor<f32>
    %2424 = "stablehlo.reduce"(%2422, %2423) ({
    ^bb0(%_r276a: tensor<f32>, %_r276b: tensor<f32>):
      %_r276c = stablehlo.add %_r276a, %_r276b : tensor<f32>
      "stablehlo.return"(%_r276c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2425 = stablehlo.add %2419, %2424 : tensor<f32>
    %2426 = stablehlo.multiply %2128, %2128 : tensor<1536xf32>
    %2427 = stablehlo.constant dense<0.0> : tensor<f32>
    %2428 = "stablehlo.reduce"(%2426, %2427) ({
    ^bb0(%_r277a: tensor<f32>, %_r277b: tensor<f32>):
      %_r277c = stablehlo.add %_r277a, %_r277b : tensor<f32>
      "stablehlo.return"(%_r277c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2429 = stablehlo.add %2425, %2428 : tensor<f32>
    %2430 = stablehlo.multiply %2112, %2112 : tensor<1536x384xf32>
    %2431 = stablehlo.constant dense<0.0> : tensor<f32>
    %2432 = "stablehlo.reduce"(%2430, %2431) ({
    ^bb0(%_r278a: tensor<f32>, %_r278b: tensor<f32>):
      %_r278c = stablehlo.add %_r278a, %_r278b : tensor<f32>
      "stablehlo.return"(%_r278c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1536x384xf32>, tensor<f32>) -> tensor<1536xf32>
    %2433 = stablehlo.constant dense<0.0> : tensor<f32>
    %2434 = "stablehlo.reduce"(%2432, %2433) ({
    ^bb0(%_r279a: tensor<f32>, %_r279b: tensor<f32>):
      %_r279c = stablehlo.add %_r279a, %_r279b : tensor<f32>
      "stablehlo.return"(%_r279c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2435 = stablehlo.add %2429, %2434 : tensor<f32>
    %2436 = stablehlo.multiply %2114, %2114 : tensor<384xf32>
    %2437 = stablehlo.constant dense<0.0> : tensor<f32>
    %2438 = "stablehlo.reduce"(%2436, %2437) ({
    ^bb0(%_r280a: tensor<f32>, %_r280b: tensor<f32>):
      %_r280c = stablehlo.add %_r280a, %_r280b : tensor<f32>
      "stablehlo.return"(%_r280c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2439 = stablehlo.add %2435, %2438 : tensor<f32>
    %2440 = stablehlo.multiply %2105, %2105 : tensor<384xf32>
    %2441 = stablehlo.constant dense<0.0> : tensor<f32>
    %2442 = "stablehlo.reduce"(%2440, %2441) ({
    ^bb0(%_r281a: tensor<f32>, %_r281b: tensor<f32>):
      %_r281c = stablehlo.add %_r281a, %_r281b : tensor<f32>
      "stablehlo.return"(%_r281c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2443 = stablehlo.add %2439, %2442 : tensor<f32>
    %2444 = stablehlo.multiply %2107, %2107 : tensor<384xf32>
    %2445 = stablehlo.constant dense<0.0> : tensor<f32>
    %2446 = "stablehlo.reduce"(%2444, %2445) ({
    ^bb0(%_r282a: tensor<f32>, %_r282b: tensor<f32>):
      %_r282c = stablehlo.add %_r282a, %_r282b : tensor<f32>
      "stablehlo.return"(%_r282c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2447 = stablehlo.add %2443, %2446 : tensor<f32>
    %2448 = stablehlo.multiply %2084, %2084 : tensor<384x1152xf32>
    %2449 = stablehlo.constant dense<0.0> : tensor<f32>
    %2450 = "stablehlo.reduce"(%2448, %2449) ({
    ^bb0(%_r283a: tensor<f32>, %_r283b: tensor<f32>):
      %_r283c = stablehlo.add %_r283a, %_r283b : tensor<f32>
      "stablehlo.return"(%_r283c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x1152xf32>, tensor<f32>) -> tensor<384xf32>
    %2451 = stablehlo.constant dense<0.0> : tensor<f32>
    %2452 = "stablehlo.reduce"(%2450, %2451) ({
    ^bb0(%_r284a: tensor<f32>, %_r284b: tensor<f32>):
      %_r284c = stablehlo.add %_r284a, %_r284b : tensor<f32>
      "stablehlo.return"(%_r284c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2453 = stablehlo.add %2447, %2452 : tensor<f32>
    %2454 = stablehlo.multiply %2086, %2086 : tensor<1152xf32>
    %2455 = stablehlo.constant dense<0.0> : tensor<f32>
    %2456 = "stablehlo.reduce"(%2454, %2455) ({
    ^bb0(%_r285a: tensor<f32>, %_r285b: tensor<f32>):
      %_r285c = stablehlo.add %_r285a, %_r285b : tensor<f32>
      "stablehlo.return"(%_r285c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1152xf32>, tensor<f32>) -> tensor<f32>
    %2457 = stablehlo.add %2453, %2456 : tensor<f32>
    %2458 = stablehlo.multiply %2060, %2060 : tensor<384x384xf32>
    %2459 = stablehlo.constant dense<0.0> : tensor<f32>
    %2460 = "stablehlo.reduce"(%2458, %2459) ({
    ^bb0(%_r286a: tensor<f32>, %_r286b: tensor<f32>):
      %_r286c = stablehlo.add %_r286a, %_r286b : tensor<f32>
      "stablehlo.return"(%_r286c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2461 = stablehlo.constant dense<0.0> : tensor<f32>
    %2462 = "stablehlo.reduce"(%2460, %2461) ({
    ^bb0(%_r287a: tensor<f32>, %_r287b: tensor<f32>):
      %_r287c = stablehlo.add %_r287a, %_r287b : tensor<f32>
      "stablehlo.return"(%_r287c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2463 = stablehlo.add %2457, %2462 : tensor<f32>
    %2464 = stablehlo.multiply %2062, %2062 : tensor<384xf32>
    %2465 = stablehlo.constant dense<0.0> : tensor<f32>
    %2466 = "stablehlo.reduce"(%2464, %2465) ({
    ^bb0(%_r288a: tensor<f32>, %_r288b: tensor<f32>):
      %_r288c = stablehlo.add %_r288a, %_r288b : tensor<f32>
      "stablehlo.return"(%_r288c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2467 = stablehlo.add %2463, %2466 : tensor<f32>
    %2468 = stablehlo.multiply %2054, %2054 : tensor<384xf32>
    %2469 = stablehlo.constant dense<0.0> : tensor<f32>
    %2470 = "stablehlo.reduce"(%2468, %2469) ({
    ^bb0(%_r289a: tensor<f32>, %_r289b: tensor<f32>):
      %_r289c = stablehlo.add %_r289a, %_r289b : tensor<f32>
      "stablehlo.return"(%_r289c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2471 = stablehlo.add %2467, %2470 : tensor<f32>
    %2472 = stablehlo.multiply %2056, %2056 : tensor<384xf32>
    %2473 = stablehlo.constant dense<0.0> : tensor<f32>
    %2474 = "stablehlo.reduce"(%2472, %2473) ({
    ^bb0(%_r290a: tensor<f32>, %_r290b: tensor<f32>):
      %_r290c = stablehlo.add %_r290a, %_r290b : tensor<f32>
      "stablehlo.return"(%_r290c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2475 = stablehlo.add %2471, %2474 : tensor<f32>
    %2476 = stablehlo.multiply %2033, %2033 : tensor<384x1536xf32>
    %2477 = stablehlo.constant dense<0.0> : tensor<f32>
    %2478 = "stablehlo.reduce"(%2476, %2477) ({
    ^bb0(%_r291a: tensor<f32>, %_r291b: tensor<f32>):
      %_r291c = stablehlo.add %_r291a, %_r291b : tensor<f32>
      "stablehlo.return"(%_r291c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x1536xf32>, tensor<f32>) -> tensor<384xf32>
    %2479 = stablehlo.constant dense<0.0> : tensor<f32>
    %2480 = "stablehlo.reduce"(%2478, %2479) ({
    ^bb0(%_r292a: tensor<f32>, %_r292b: tensor<f32>):
      %_r292c = stablehlo.add %_r292a, %_r292b : tensor<f32>
      "stablehlo.return"(%_r292c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2481 = stablehlo.add %2475, %2480 : tensor<f32>
    %2482 = stablehlo.multiply %2035, %2035 : tensor<1536xf32>
    %2483 = stablehlo.constant dense<0.0> : tensor<f32>
    %2484 = "stablehlo.reduce"(%2482, %2483) ({
    ^bb0(%_r293a: tensor<f32>, %_r293b: tensor<f32>):
      %_r293c = stablehlo.add %_r293a, %_r293b : tensor<f32>
      "stablehlo.return"(%_r293c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2485 = stablehlo.add %2481, %2484 : tensor<f32>
    %2486 = stablehlo.multiply %2019, %2019 : tensor<1536x384xf32>
    %2487 = stablehlo.constant dense<0.0> : tensor<f32>
    %2488 = "stablehlo.reduce"(%2486, %2487) ({
    ^bb0(%_r294a: tensor<f32>, %_r294b: tensor<f32>):
      %_r294c = stablehlo.add %_r294a, %_r294b : tensor<f32>
      "stablehlo.return"(%_r294c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1536x384xf32>, tensor<f32>) -> tensor<1536xf32>
    %2489 = stablehlo.constant dense<0.0> : tensor<f32>
    %2490 = "stablehlo.reduce"(%2488, %2489) ({
    ^bb0(%_r295a: tensor<f32>, %_r295b: tensor<f32>):
      %_r295c = stablehlo.add %_r295a, %_r295b : tensor<f32>
      "stablehlo.return"(%_r295c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2491 = stablehlo.add %2485, %2490 : tensor<f32>
    %2492 = stablehlo.multiply %2021, %2021 : tensor<384xf32>
    %2493 = stablehlo.constant dense<0.0> : tensor<f32>
    %2494 = "stablehlo.reduce"(%2492, %2493) ({
    ^bb0(%_r296a: tensor<f32>, %_r296b: tensor<f32>):
      %_r296c = stablehlo.add %_r296a, %_r296b : tensor<f32>
      "stablehlo.return"(%_r296c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2495 = stablehlo.add %2491, %2494 : tensor<f32>
    %2496 = stablehlo.multiply %2012, %2012 : tensor<384xf32>
    %2497 = stablehlo.constant dense<0.0> : tensor<f32>
    %2498 = "stablehlo.reduce"(%2496, %2497) ({
    ^bb0(%_r297a: tensor<f32>, %_r297b: tensor<f32>):
      %_r297c = stablehlo.add %_r297a, %_r297b : tensor<f32>
      "stablehlo.return"(%_r297c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2499 = stablehlo.add %2495, %2498 : tensor<f32>
    %2500 = stablehlo.multiply %2014, %2014 : tensor<384xf32>
    %2501 = stablehlo.constant dense<0.0> : tensor<f32>
    %2502 = "stablehlo.reduce"(%2500, %2501) ({
    ^bb0(%_r298a: tensor<f32>, %_r298b: tensor<f32>):
      %_r298c = stablehlo.add %_r298a, %_r298b : tensor<f32>
      "stablehlo.return"(%_r298c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2503 = stablehlo.add %2499, %2502 : tensor<f32>
    %2504 = stablehlo.multiply %1991, %1991 : tensor<384x1152xf32>
    %2505 = stablehlo.constant dense<0.0> : tensor<f32>
    %2506 = "stablehlo.reduce"(%2504, %2505) ({
    ^bb0(%_r299a: tensor<f32>, %_r299b: tensor<f32>):
      %_r299c = stablehlo.add %_r299a, %_r299b : tensor<f32>
      "stablehlo.return"(%_r299c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x1152xf32>, tensor<f32>) -> tensor<384xf32>
    %2507 = stablehlo.constant dense<0.0> : tensor<f32>
    %2508 = "stablehlo.reduce"(%2506, %2507) ({
    ^bb0(%_r300a: tensor<f32>, %_r300b: tensor<f32>):
      %_r300c = stablehlo.add %_r300a, %_r300b : tensor<f32>
      "stablehlo.return"(%_r300c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2509 = stablehlo.add %2503, %2508 : tensor<f32>
    %2510 = stablehlo.multiply %1993, %1993 : tensor<1152xf32>
    %2511 = stablehlo.constant dense<0.0> : tensor<f32>
    %2512 = "stablehlo.reduce"(%2510, %2511) ({
    ^bb0(%_r301a: tensor<f32>, %_r301b: tensor<f32>):
      %_r301c = stablehlo.add %_r301a, %_r301b : tensor<f32>
      "stablehlo.return"(%_r301c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1152xf32>, tensor<f32>) -> tensor<f32>
    %2513 = stablehlo.add %2509, %2512 : tensor<f32>
    %2514 = stablehlo.multiply %1967, %1967 : tensor<384x384xf32>
    %2515 = stablehlo.constant dense<0.0> : tensor<f32>
    %2516 = "stablehlo.reduce"(%2514, %2515) ({
    ^bb0(%_r302a: tensor<f32>, %_r302b: tensor<f32>):
      %_r302c = stablehlo.add %_r302a, %_r302b : tensor<f32>
      "stablehlo.return"(%_r302c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2517 = stablehlo.constant dense<0.0> : tensor<f32>
    %2518 = "stablehlo.reduce"(%2516, %2517) ({
    ^bb0(%_r303a: tensor<f32>, %_r303b: tensor<f32>):
      %_r303c = stablehlo.add %_r303a, %_r303b : tensor<f32>
      "stablehlo.return"(%_r303c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2519 = stablehlo.add %2513, %2518 : tensor<f32>
    %2520 = stablehlo.multiply %1969, %1969 : tensor<384xf32>
    %2521 = stablehlo.constant dense<0.0> : tensor<f32>
    %2522 = "stablehlo.reduce"(%2520, %2521) ({
    ^bb0(%_r304a: tensor<f32>, %_r304b: tensor<f32>):
      %_r304c = stablehlo.add %_r304a, %_r304b : tensor<f32>
      "stablehlo.return"(%_r304c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2523 = stablehlo.add %2519, %2522 : tensor<f32>
    %2524 = stablehlo.multiply %1961, %1961 : tensor<384xf32>
    %2525 = stablehlo.constant dense<0.0> : tensor<f32>
    %2526 = "stablehlo.reduce"(%2524, %2525) ({
    ^bb0(%_r305a: tensor<f32>, %_r305b: tensor<f32>):
      %_r305c = stablehlo.add %_r305a, %_r305b : tensor<f32>
      "stablehlo.return"(%_r305c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2527 = stablehlo.add %2523, %2526 : tensor<f32>
    %2528 = stablehlo.multiply %1963, %1963 : tensor<384xf32>
    %2529 = stablehlo.constant dense<0.0> : tensor<f32>
    %2530 = "stablehlo.reduce"(%2528, %2529) ({
    ^bb0(%_r306a: tensor<f32>, %_r306b: tensor<f32>):
      %_r306c = stablehlo.add %_r306a, %_r306b : tensor<f32>
      "stablehlo.return"(%_r306c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2531 = stablehlo.add %2527, %2530 : tensor<f32>
    %2532 = stablehlo.multiply %1940, %1940 : tensor<384x1536xf32>
    %2533 = stablehlo.constant dense<0.0> : tensor<f32>
    %2534 = "stablehlo.reduce"(%2532, %2533) ({
    ^bb0(%_r307a: tensor<f32>, %_r307b: tensor<f32>):
      %_r307c = stablehlo.add %_r307a, %_r307b : tensor<f32>
      "stablehlo.return"(%_r307c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x1536xf32>, tensor<f32>) -> tensor<384xf32>
    %2535 = stablehlo.constant dense<0.0> : tensor<f32>
    %2536 = "stablehlo.reduce"(%2534, %2535) ({
    ^bb0(%_r308a: tensor<f32>, %_r308b: tensor<f32>):
      %_r308c = stablehlo.add %_r308a, %_r308b : tensor<f32>
      "stablehlo.return"(%_r308c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2537 = stablehlo.add %2531, %2536 : tensor<f32>
    %2538 = stablehlo.multiply %1942, %1942 : tensor<1536xf32>
    %2539 = stablehlo.constant dense<0.0> : tensor<f32>
    %2540 = "stablehlo.reduce"(%2538, %2539) ({
    ^bb0(%_r309a: tensor<f32>, %_r309b: tensor<f32>):
      %_r309c = stablehlo.add %_r309a, %_r309b : tensor<f32>
      "stablehlo.return"(%_r309c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2541 = stablehlo.add %2537, %2540 : tensor<f32>
    %2542 = stablehlo.multiply %1926, %1926 : tensor<1536x384xf32>
    %2543 = stablehlo.constant dense<0.0> : tensor<f32>
    %2544 = "stablehlo.reduce"(%2542, %2543) ({
    ^bb0(%_r310a: tensor<f32>, %_r310b: tensor<f32>):
      %_r310c = stablehlo.add %_r310a, %_r310b : tensor<f32>
      "stablehlo.return"(%_r310c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1536x384xf32>, tensor<f32>) -> tensor<1536xf32>
    %2545 = stablehlo.constant dense<0.0> : tensor<f32>
    %2546 = "stablehlo.reduce"(%2544, %2545) ({
    ^bb0(%_r311a: tensor<f32>, %_r311b: tensor<f32>):
      %_r311c = stablehlo.add %_r311a, %_r311b : tensor<f32>
      "stablehlo.return"(%_r311c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2547 = stablehlo.add %2541, %2546 : tensor<f32>
    %2548 = stablehlo.multiply %1928, %1928 : tensor<384xf32>
    %2549 = stablehlo.constant dense<0.0> : tensor<f32>
    %2550 = "stablehlo.reduce"(%2548, %2549) ({
    ^bb0(%_r312a: tensor<f32>, %_r312b: tensor<f32>):
      %_r312c = stablehlo.add %_r312a, %_r312b : tensor<f32>
      "stablehlo.return"(%_r312c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2551 = stablehlo.add %2547, %2550 : tensor<f32>
    %2552 = stablehlo.multiply %1919, %1919 : tensor<384xf32>
    %2553 = stablehlo.constant dense<0.0> : tensor<f32>
    %2554 = "stablehlo.reduce"(%2552, %2553) ({
    ^bb0(%_r313a: tensor<f32>, %_r313b: tensor<f32>):
      %_r313c = stablehlo.add %_r313a, %_r313b : tensor<f32>
      "stablehlo.return"(%_r313c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2555 = stablehlo.add %2551, %2554 : tensor<f32>
    %2556 = stablehlo.multiply %1921, %1921 : tensor<384xf32>
    %2557 = stablehlo.constant dense<0.0> : tensor<f32>
    %2558 = "stablehlo.reduce"(%2556, %2557) ({
    ^bb0(%_r314a: tensor<f32>, %_r314b: tensor<f32>):
      %_r314c = stablehlo.add %_r314a, %_r314b : tensor<f32>
      "stablehlo.return"(%_r314c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2559 = stablehlo.add %2555, %2558 : tensor<f32>
    %2560 = stablehlo.multiply %1898, %1898 : tensor<384x1152xf32>
    %2561 = stablehlo.constant dense<0.0> : tensor<f32>
    %2562 = "stablehlo.reduce"(%2560, %2561) ({
    ^bb0(%_r315a: tensor<f32>, %_r315b: tensor<f32>):
      %_r315c = stablehlo.add %_r315a, %_r315b : tensor<f32>
      "stablehlo.return"(%_r315c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x1152xf32>, tensor<f32>) -> tensor<384xf32>
    %2563 = stablehlo.constant dense<0.0> : tensor<f32>
    %2564 = "stablehlo.reduce"(%2562, %2563) ({
    ^bb0(%_r316a: tensor<f32>, %_r316b: tensor<f32>):
      %_r316c = stablehlo.add %_r316a, %_r316b : tensor<f32>
      "stablehlo.return"(%_r316c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2565 = stablehlo.add %2559, %2564 : tensor<f32>
    %2566 = stablehlo.multiply %1900, %1900 : tensor<1152xf32>
    %2567 = stablehlo.constant dense<0.0> : tensor<f32>
    %2568 = "stablehlo.reduce"(%2566, %2567) ({
    ^bb0(%_r317a: tensor<f32>, %_r317b: tensor<f32>):
      %_r317c = stablehlo.add %_r317a, %_r317b : tensor<f32>
      "stablehlo.return"(%_r317c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1152xf32>, tensor<f32>) -> tensor<f32>
    %2569 = stablehlo.add %2565, %2568 : tensor<f32>
    %2570 = stablehlo.multiply %1874, %1874 : tensor<384x384xf32>
    %2571 = stablehlo.constant dense<0.0> : tensor<f32>
    %2572 = "stablehlo.reduce"(%2570, %2571) ({
    ^bb0(%_r318a: tensor<f32>, %_r318b: tensor<f32>):
      %_r318c = stablehlo.add %_r318a, %_r318b : tensor<f32>
      "stablehlo.return"(%_r318c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2573 = stablehlo.constant dense<0.0> : tensor<f32>
    %2574 = "stablehlo.reduce"(%2572, %2573) ({
    ^bb0(%_r319a: tensor<f32>, %_r319b: tensor<f32>):
      %_r319c = stablehlo.add %_r319a, %_r319b : tensor<f32>
      "stablehlo.return"(%_r319c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2575 = stablehlo.add %2569, %2574 : tensor<f32>
    %2576 = stablehlo.multiply %1876, %1876 : tensor<384xf32>
    %2577 = stablehlo.constant dense<0.0> : tensor<f32>
    %2578 = "stablehlo.reduce"(%2576, %2577) ({
    ^bb0(%_r320a: tensor<f32>, %_r320b: tensor<f32>):
      %_r320c = stablehlo.add %_r320a, %_r320b : tensor<f32>
      "stablehlo.return"(%_r320c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2579 = stablehlo.add %2575, %2578 : tensor<f32>
    %2580 = stablehlo.multiply %1868, %1868 : tensor<384xf32>
    %2581 = stablehlo.constant dense<0.0> : tensor<f32>
    %2582 = "stablehlo.reduce"(%2580, %2581) ({
    ^bb0(%_r321a: tensor<f32>, %_r321b: tensor<f32>):
      %_r321c = stablehlo.add %_r321a, %_r321b : tensor<f32>
      "stablehlo.return"(%_r321c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2583 = stablehlo.add %2579, %2582 : tensor<f32>
    %2584 = stablehlo.multiply %1870, %1870 : tensor<384xf32>
    %2585 = stablehlo.constant dense<0.0> : tensor<f32>
    %2586 = "stablehlo.reduce"(%2584, %2585) ({
    ^bb0(%_r322a: tensor<f32>, %_r322b: tensor<f32>):
      %_r322c = stablehlo.add %_r322a, %_r322b : tensor<f32>
      "stablehlo.return"(%_r322c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2587 = stablehlo.add %2583, %2586 : tensor<f32>
    %2588 = stablehlo.multiply %1847, %1847 : tensor<384x1536xf32>
    %2589 = stablehlo.constant dense<0.0> : tensor<f32>
    %2590 = "stablehlo.reduce"(%2588, %2589) ({
    ^bb0(%_r323a: tensor<f32>, %_r323b: tensor<f32>):
      %_r323c = stablehlo.add %_r323a, %_r323b : tensor<f32>
      "stablehlo.return"(%_r323c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x1536xf32>, tensor<f32>) -> tensor<384xf32>
    %2591 = stablehlo.constant dense<0.0> : tensor<f32>
    %2592 = "stablehlo.reduce"(%2590, %2591) ({
    ^bb0(%_r324a: tensor<f32>, %_r324b: tensor<f32>):
      %_r324c = stablehlo.add %_r324a, %_r324b : tensor<f32>
      "stablehlo.return"(%_r324c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2593 = stablehlo.add %2587, %2592 : tensor<f32>
    %2594 = stablehlo.multiply %1849, %1849 : tensor<1536xf32>
    %2595 = stablehlo.constant dense<0.0> : tensor<f32>
    %2596 = "stablehlo.reduce"(%2594, %2595) ({
    ^bb0(%_r325a: tensor<f32>, %_r325b: tensor<f32>):
      %_r325c = stablehlo.add %_r325a, %_r325b : tensor<f32>
      "stablehlo.return"(%_r325c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2597 = stablehlo.add %2593, %2596 : tensor<f32>
    %2598 = stablehlo.multiply %1833, %1833 : tensor<1536x384xf32>
    %2599 = stablehlo.constant dense<0.0> : tensor<f32>
    %2600 = "stablehlo.reduce"(%2598, %2599) ({
    ^bb0(%_r326a: tensor<f32>, %_r326b: tensor<f32>):
      %_r326c = stablehlo.add %_r326a, %_r326b : tensor<f32>
      "stablehlo.return"(%_r326c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1536x384xf32>, tensor<f32>) -> tensor<1536xf32>
    %2601 = stablehlo.constant dense<0.0> : tensor<f32>
    %2602 = "stablehlo.reduce"(%2600, %2601) ({
    ^bb0(%_r327a: tensor<f32>, %_r327b: tensor<f32>):
      %_r327c = stablehlo.add %_r327a, %_r327b : tensor<f32>
      "stablehlo.return"(%_r327c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2603 = stablehlo.add %2597, %2602 : tensor<f32>
    %2604 = stablehlo.multiply %1835, %1835 : tensor<384xf32>
    %2605 = stablehlo.constant dense<0.0> : tensor<f32>
    %2606 = "stablehlo.reduce"(%2604, %2605) ({
    ^bb0(%_r328a: tensor<f32>, %_r328b: tensor<f32>):
      %_r328c = stablehlo.add %_r328a, %_r328b : tensor<f32>
      "stablehlo.return"(%_r328c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2607 = stablehlo.add %2603, %2606 : tensor<f32>
    %2608 = stablehlo.multiply %1826, %1826 : tensor<384xf32>
    %2609 = stablehlo.constant dense<0.0> : tensor<f32>
    %2610 = "stablehlo.reduce"(%2608, %2609) ({
    ^bb0(%_r329a: tensor<f32>, %_r329b: tensor<f32>):
      %_r329c = stablehlo.add %_r329a, %_r329b : tensor<f32>
      "stablehlo.return"(%_r329c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2611 = stablehlo.add %2607, %2610 : tensor<f32>
    %2612 = stablehlo.multiply %1828, %1828 : tensor<384xf32>
    %2613 = stablehlo.constant dense<0.0> : tensor<f32>
    %2614 = "stablehlo.reduce"(%2612, %2613) ({
    ^bb0(%_r330a: tensor<f32>, %_r330b: tensor<f32>):
      %_r330c = stablehlo.add %_r330a, %_r330b : tensor<f32>
      "stablehlo.return"(%_r330c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2615 = stablehlo.add %2611, %2614 : tensor<f32>
    %2616 = stablehlo.multiply %1805, %1805 : tensor<384x1152xf32>
    %2617 = stablehlo.constant dense<0.0> : tensor<f32>
    %2618 = "stablehlo.reduce"(%2616, %2617) ({
    ^bb0(%_r331a: tensor<f32>, %_r331b: tensor<f32>):
      %_r331c = stablehlo.add %_r331a, %_r331b : tensor<f32>
      "stablehlo.return"(%_r331c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x1152xf32>, tensor<f32>) -> tensor<384xf32>
    %2619 = stablehlo.constant dense<0.0> : tensor<f32>
    %2620 = "stablehlo.reduce"(%2618, %2619) ({
    ^bb0(%_r332a: tensor<f32>, %_r332b: tensor<f32>):
      %_r332c = stablehlo.add %_r332a, %_r332b : tensor<f32>
      "stablehlo.return"(%_r332c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2621 = stablehlo.add %2615, %2620 : tensor<f32>
    %2622 = stablehlo.multiply %1807, %1807 : tensor<1152xf32>
    %2623 = stablehlo.constant dense<0.0> : tensor<f32>
    %2624 = "stablehlo.reduce"(%2622, %2623) ({
    ^bb0(%_r333a: tensor<f32>, %_r333b: tensor<f32>):
      %_r333c = stablehlo.add %_r333a, %_r333b : tensor<f32>
      "stablehlo.return"(%_r333c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1152xf32>, tensor<f32>) -> tensor<f32>
    %2625 = stablehlo.add %2621, %2624 : tensor<f32>
    %2626 = stablehlo.multiply %1781, %1781 : tensor<384x384xf32>
    %2627 = stablehlo.constant dense<0.0> : tensor<f32>
    %2628 = "stablehlo.reduce"(%2626, %2627) ({
    ^bb0(%_r334a: tensor<f32>, %_r334b: tensor<f32>):
      %_r334c = stablehlo.add %_r334a, %_r334b : tensor<f32>
      "stablehlo.return"(%_r334c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2629 = stablehlo.constant dense<0.0> : tensor<f32>
    %2630 = "stablehlo.reduce"(%2628, %2629) ({
    ^bb0(%_r335a: tensor<f32>, %_r335b: tensor<f32>):
      %_r335c = stablehlo.add %_r335a, %_r335b : tensor<f32>
      "stablehlo.return"(%_r335c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2631 = stablehlo.add %2625, %2630 : tensor<f32>
    %2632 = stablehlo.multiply %1783, %1783 : tensor<384xf32>
    %2633 = stablehlo.constant dense<0.0> : tensor<f32>
    %2634 = "stablehlo.reduce"(%2632, %2633) ({
    ^bb0(%_r336a: tensor<f32>, %_r336b: tensor<f32>):
      %_r336c = stablehlo.add %_r336a, %_r336b : tensor<f32>
      "stablehlo.return"(%_r336c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2635 = stablehlo.add %2631, %2634 : tensor<f32>
    %2636 = stablehlo.multiply %1775, %1775 : tensor<384xf32>
    %2637 = stablehlo.constant dense<0.0> : tensor<f32>
    %2638 = "stablehlo.reduce"(%2636, %2637) ({
    ^bb0(%_r337a: tensor<f32>, %_r337b: tensor<f32>):
      %_r337c = stablehlo.add %_r337a, %_r337b : tensor<f32>
      "stablehlo.return"(%_r337c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2639 = stablehlo.add %2635, %2638 : tensor<f32>
    %2640 = stablehlo.multiply %1777, %1777 : tensor<384xf32>
    %2641 = stablehlo.constant dense<0.0> : tensor<f32>
    %2642 = "stablehlo.reduce"(%2640, %2641) ({
    ^bb0(%_r338a: tensor<f32>, %_r338b: tensor<f32>):
      %_r338c = stablehlo.add %_r338a, %_r338b : tensor<f32>
      "stablehlo.return"(%_r338c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2643 = stablehlo.add %2639, %2642 : tensor<f32>
    %2644 = stablehlo.multiply %1754, %1754 : tensor<384x1536xf32>
    %2645 = stablehlo.constant dense<0.0> : tensor<f32>
    %2646 = "stablehlo.reduce"(%2644, %2645) ({
    ^bb0(%_r339a: tensor<f32>, %_r339b: tensor<f32>):
      %_r339c = stablehlo.add %_r339a, %_r339b : tensor<f32>
      "stablehlo.return"(%_r339c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x1536xf32>, tensor<f32>) -> tensor<384xf32>
    %2647 = stablehlo.constant dense<0.0> : tensor<f32>
    %2648 = "stablehlo.reduce"(%2646, %2647) ({
    ^bb0(%_r340a: tensor<f32>, %_r340b: tensor<f32>):
      %_r340c = stablehlo.add %_r340a, %_r340b : tensor<f32>
      "stablehlo.return"(%_r340c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2649 = stablehlo.add %2643, %2648 : tensor<f32>
    %2650 = stablehlo.multiply %1756, %1756 : tensor<1536xf32>
    %2651 = stablehlo.constant dense<0.0> : tensor<f32>
    %2652 = "stablehlo.reduce"(%2650, %2651) ({
    ^bb0(%_r341a: tensor<f32>, %_r341b: tensor<f32>):
      %_r341c = stablehlo.add %_r341a, %_r341b : tensor<f32>
      "stablehlo.return"(%_r341c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2653 = stablehlo.add %2649, %2652 : tensor<f32>
    %2654 = stablehlo.multiply %1740, %1740 : tensor<1536x384xf32>
    %2655 = stablehlo.constant dense<0.0> : tensor<f32>
    %2656 = "stablehlo.reduce"(%2654, %2655) ({
    ^bb0(%_r342a: tensor<f32>, %_r342b: tensor<f32>):
      %_r342c = stablehlo.add %_r342a, %_r342b : tensor<f32>
      "stablehlo.return"(%_r342c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1536x384xf32>, tensor<f32>) -> tensor<1536xf32>
    %2657 = stablehlo.constant dense<0.0> : tensor<f32>
    %2658 = "stablehlo.reduce"(%2656, %2657) ({
    ^bb0(%_r343a: tensor<f32>, %_r343b: tensor<f32>):
      %_r343c = stablehlo.add %_r343a, %_r343b : tensor<f32>
      "stablehlo.return"(%_r343c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2659 = stablehlo.add %2653, %2658 : tensor<f32>
    %2660 = stablehlo.multiply %1742, %1742 : tensor<384xf32>
    %2661 = stablehlo.constant dense<0.0> : tensor<f32>
    %2662 = "stablehlo.reduce"(%2660, %2661) ({
    ^bb0(%_r344a: tensor<f32>, %_r344b: tensor<f32>):
      %_r344c = stablehlo.add %_r344a, %_r344b : tensor<f32>
      "stablehlo.return"(%_r344c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2663 = stablehlo.add %2659, %2662 : tensor<f32>
    %2664 = stablehlo.multiply %1733, %1733 : tensor<384xf32>
    %2665 = stablehlo.constant dense<0.0> : tensor<f32>
    %2666 = "stablehlo.reduce"(%2664, %2665) ({
    ^bb0(%_r345a: tensor<f32>, %_r345b: tensor<f32>):
      %_r345c = stablehlo.add %_r345a, %_r345b : tensor<f32>
      "stablehlo.return"(%_r345c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2667 = stablehlo.add %2663, %2666 : tensor<f32>
    %2668 = stablehlo.multiply %1735, %1735 : tensor<384xf32>
    %2669 = stablehlo.constant dense<0.0> : tensor<f32>
    %2670 = "stablehlo.reduce"(%2668, %2669) ({
    ^bb0(%_r346a: tensor<f32>, %_r346b: tensor<f32>):
      %_r346c = stablehlo.add %_r346a, %_r346b : tensor<f32>
      "stablehlo.return"(%_r346c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2671 = stablehlo.add %2667, %2670 : tensor<f32>
    %2672 = stablehlo.multiply %1712, %1712 : tensor<384x1152xf32>
    %2673 = stablehlo.constant dense<0.0> : tensor<f32>
    %2674 = "stablehlo.reduce"(%2672, %2673) ({
    ^bb0(%_r347a: tensor<f32>, %_r347b: tensor<f32>):
      %_r347c = stablehlo.add %_r347a, %_r347b : tensor<f32>
      "stablehlo.return"(%_r347c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x1152xf32>, tensor<f32>) -> tensor<384xf32>
    %2675 = stablehlo.constant dense<0.0> : tensor<f32>
    %2676 = "stablehlo.reduce"(%2674, %2675) ({
    ^bb0(%_r348a: tensor<f32>, %_r348b: tensor<f32>):
      %_r348c = stablehlo.add %_r348a, %_r348b : tensor<f32>
      "stablehlo.return"(%_r348c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2677 = stablehlo.add %2671, %2676 : tensor<f32>
    %2678 = stablehlo.multiply %1714, %1714 : tensor<1152xf32>
    %2679 = stablehlo.constant dense<0.0> : tensor<f32>
    %2680 = "stablehlo.reduce"(%2678, %2679) ({
    ^bb0(%_r349a: tensor<f32>, %_r349b: tensor<f32>):
      %_r349c = stablehlo.add %_r349a, %_r349b : tensor<f32>
      "stablehlo.return"(%_r349c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1152xf32>, tensor<f32>) -> tensor<f32>
    %2681 = stablehlo.add %2677, %2680 : tensor<f32>
    %2682 = stablehlo.multiply %1688, %1688 : tensor<384x384xf32>
    %2683 = stablehlo.constant dense<0.0> : tensor<f32>
    %2684 = "stablehlo.reduce"(%2682, %2683) ({
    ^bb0(%_r350a: tensor<f32>, %_r350b: tensor<f32>):
      %_r350c = stablehlo.add %_r350a, %_r350b : tensor<f32>
      "stablehlo.return"(%_r350c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2685 = stablehlo.constant dense<0.0> : tensor<f32>
    %2686 = "stablehlo.reduce"(%2684, %2685) ({
    ^bb0(%_r351a: tensor<f32>, %_r351b: tensor<f32>):
      %_r351c = stablehlo.add %_r351a, %_r351b : tensor<f32>
      "stablehlo.return"(%_r351c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2687 = stablehlo.add %2681, %2686 : tensor<f32>
    %2688 = stablehlo.multiply %1690, %1690 : tensor<384xf32>
    %2689 = stablehlo.constant dense<0.0> : tensor<f32>
    %2690 = "stablehlo.reduce"(%2688, %2689) ({
    ^bb0(%_r352a: tensor<f32>, %_r352b: tensor<f32>):
      %_r352c = stablehlo.add %_r352a, %_r352b : tensor<f32>
      "stablehlo.return"(%_r352c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2691 = stablehlo.add %2687, %2690 : tensor<f32>
    %2692 = stablehlo.multiply %1682, %1682 : tensor<384xf32>
    %2693 = stablehlo.constant dense<0.0> : tensor<f32>
    %2694 = "stablehlo.reduce"(%2692, %2693) ({
    ^bb0(%_r353a: tensor<f32>, %_r353b: tensor<f32>):
      %_r353c = stablehlo.add %_r353a, %_r353b : tensor<f32>
      "stablehlo.return"(%_r353c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2695 = stablehlo.add %2691, %2694 : tensor<f32>
    %2696 = stablehlo.multiply %1684, %1684 : tensor<384xf32>
    %2697 = stablehlo.constant dense<0.0> : tensor<f32>
    %2698 = "stablehlo.reduce"(%2696, %2697) ({
    ^bb0(%_r354a: tensor<f32>, %_r354b: tensor<f32>):
      %_r354c = stablehlo.add %_r354a, %_r354b : tensor<f32>
      "stablehlo.return"(%_r354c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2699 = stablehlo.add %2695, %2698 : tensor<f32>
    %2700 = stablehlo.multiply %1661, %1661 : tensor<384x1536xf32>
    %2701 = stablehlo.constant dense<0.0> : tensor<f32>
    %2702 = "stablehlo.reduce"(%2700, %2701) ({
    ^bb0(%_r355a: tensor<f32>, %_r355b: tensor<f32>):
      %_r355c = stablehlo.add %_r355a, %_r355b : tensor<f32>
      "stablehlo.return"(%_r355c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x1536xf32>, tensor<f32>) -> tensor<384xf32>
    %2703 = stablehlo.constant dense<0.0> : tensor<f32>
    %2704 = "stablehlo.reduce"(%2702, %2703) ({
    ^bb0(%_r356a: tensor<f32>, %_r356b: tensor<f32>):
      %_r356c = stablehlo.add %_r356a, %_r356b : tensor<f32>
      "stablehlo.return"(%_r356c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2705 = stablehlo.add %2699, %2704 : tensor<f32>
    %2706 = stablehlo.multiply %1663, %1663 : tensor<1536xf32>
    %2707 = stablehlo.constant dense<0.0> : tensor<f32>
    %2708 = "stablehlo.reduce"(%2706, %2707) ({
    ^bb0(%_r357a: tensor<f32>, %_r357b: tensor<f32>):
      %_r357c = stablehlo.add %_r357a, %_r357b : tensor<f32>
      "stablehlo.return"(%_r357c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2709 = stablehlo.add %2705, %2708 : tensor<f32>
    %2710 = stablehlo.multiply %1647, %1647 : tensor<1536x384xf32>
    %2711 = stablehlo.constant dense<0.0> : tensor<f32>
    %2712 = "stablehlo.reduce"(%2710, %2711) ({
    ^bb0(%_r358a: tensor<f32>, %_r358b: tensor<f32>):
      %_r358c = stablehlo.add %_r358a, %_r358b : tensor<f32>
      "stablehlo.return"(%_r358c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1536x384xf32>, tensor<f32>) -> tensor<1536xf32>
    %2713 = stablehlo.constant dense<0.0> : tensor<f32>
    %2714 = "stablehlo.reduce"(%2712, %2713) ({
    ^bb0(%_r359a: tensor<f32>, %_r359b: tensor<f32>):
      %_r359c = stablehlo.add %_r359a, %_r359b : tensor<f32>
      "stablehlo.return"(%_r359c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2715 = stablehlo.add %2709, %2714 : tensor<f32>
    %2716 = stablehlo.multiply %1649, %1649 : tensor<384xf32>
    %2717 = stablehlo.constant dense<0.0> : tensor<f32>
    %2718 = "stablehlo.reduce"(%2716, %2717) ({
    ^bb0(%_r360a: tensor<f32>, %_r360b: tensor<f32>):
      %_r360c = stablehlo.add %_r360a, %_r360b : tensor<f32>
      "stablehlo.return"(%_r360c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2719 = stablehlo.add %2715, %2718 : tensor<f32>
    %2720 = stablehlo.multiply %1640, %1640 : tensor<384xf32>
    %2721 = stablehlo.constant dense<0.0> : tensor<f32>
    %2722 = "stablehlo.reduce"(%2720, %2721) ({
    ^bb0(%_r361a: tensor<f32>, %_r361b: tensor<f32>):
      %_r361c = stablehlo.add %_r361a, %_r361b : tensor<f32>
      "stablehlo.return"(%_r361c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2723 = stablehlo.add %2719, %2722 : tensor<f32>
    %2724 = stablehlo.multiply %1642, %1642 : tensor<384xf32>
    %2725 = stablehlo.constant dense<0.0> : tensor<f32>
    %2726 = "stablehlo.reduce"(%2724, %2725) ({
    ^bb0(%_r362a: tensor<f32>, %_r362b: tensor<f32>):
      %_r362c = stablehlo.add %_r362a, %_r362b : tensor<f32>
      "stablehlo.return"(%_r362c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2727 = stablehlo.add %2723, %2726 : tensor<f32>
    %2728 = stablehlo.multiply %1619, %1619 : tensor<384x1152xf32>
    %2729 = stablehlo.constant dense<0.0> : tensor<f32>
    %2730 = "stablehlo.reduce"(%2728, %2729) ({
    ^bb0(%_r363a: tensor<f32>, %_r363b: tensor<f32>):
      %_r363c = stablehlo.add %_r363a, %_r363b : tensor<f32>
      "stablehlo.return"(%_r363c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x1152xf32>, tensor<f32>) -> tensor<384xf32>
    %2731 = stablehlo.constant dense<0.0> : tensor<f32>
    %2732 = "stablehlo.reduce"(%2730, %2731) ({
    ^bb0(%_r364a: tensor<f32>, %_r364b: tensor<f32>):
      %_r364c = stablehlo.add %_r364a, %_r364b : tensor<f32>
      "stablehlo.return"(%_r364c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2733 = stablehlo.add %2727, %2732 : tensor<f32>
    %2734 = stablehlo.multiply %1621, %1621 : tensor<1152xf32>
    %2735 = stablehlo.constant dense<0.0> : tensor<f32>
    %2736 = "stablehlo.reduce"(%2734, %2735) ({
    ^bb0(%_r365a: tensor<f32>, %_r365b: tensor<f32>):
      %_r365c = stablehlo.add %_r365a, %_r365b : tensor<f32>
      "stablehlo.return"(%_r365c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1152xf32>, tensor<f32>) -> tensor<f32>
    %2737 = stablehlo.add %2733, %2736 : tensor<f32>
    %2738 = stablehlo.multiply %1595, %1595 : tensor<384x384xf32>
    %2739 = stablehlo.constant dense<0.0> : tensor<f32>
    %2740 = "stablehlo.reduce"(%2738, %2739) ({
    ^bb0(%_r366a: tensor<f32>, %_r366b: tensor<f32>):
      %_r366c = stablehlo.add %_r366a, %_r366b : tensor<f32>
      "stablehlo.return"(%_r366c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2741 = stablehlo.constant dense<0.0> : tensor<f32>
    %2742 = "stablehlo.reduce"(%2740, %2741) ({
    ^bb0(%_r367a: tensor<f32>, %_r367b: tensor<f32>):
      %_r367c = stablehlo.add %_r367a, %_r367b : tensor<f32>
      "stablehlo.return"(%_r367c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2743 = stablehlo.add %2737, %2742 : tensor<f32>
    %2744 = stablehlo.multiply %1597, %1597 : tensor<384xf32>
    %2745 = stablehlo.constant dense<0.0> : tensor<f32>
    %2746 = "stablehlo.reduce"(%2744, %2745) ({
    ^bb0(%_r368a: tensor<f32>, %_r368b: tensor<f32>):
      %_r368c = stablehlo.add %_r368a, %_r368b : tensor<f32>
      "stablehlo.return"(%_r368c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2747 = stablehlo.add %2743, %2746 : tensor<f32>
    %2748 = stablehlo.multiply %1589, %1589 : tensor<384xf32>
    %2749 = stablehlo.constant dense<0.0> : tensor<f32>
    %2750 = "stablehlo.reduce"(%2748, %2749) ({
    ^bb0(%_r369a: tensor<f32>, %_r369b: tensor<f32>):
      %_r369c = stablehlo.add %_r369a, %_r369b : tensor<f32>
      "stablehlo.return"(%_r369c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2751 = stablehlo.add %2747, %2750 : tensor<f32>
    %2752 = stablehlo.multiply %1591, %1591 : tensor<384xf32>
    %2753 = stablehlo.constant dense<0.0> : tensor<f32>
    %2754 = "stablehlo.reduce"(%2752, %2753) ({
    ^bb0(%_r370a: tensor<f32>, %_r370b: tensor<f32>):
      %_r370c = stablehlo.add %_r370a, %_r370b : tensor<f32>
      "stablehlo.return"(%_r370c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2755 = stablehlo.add %2751, %2754 : tensor<f32>
    %2756 = stablehlo.multiply %1568, %1568 : tensor<384x1536xf32>
    %2757 = stablehlo.constant dense<0.0> : tensor<f32>
    %2758 = "stablehlo.reduce"(%2756, %2757) ({
    ^bb0(%_r371a: tensor<f32>, %_r371b: tensor<f32>):
      %_r371c = stablehlo.add %_r371a, %_r371b : tensor<f32>
      "stablehlo.return"(%_r371c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x1536xf32>, tensor<f32>) -> tensor<384xf32>
    %2759 = stablehlo.constant dense<0.0> : tensor<f32>
    %2760 = "stablehlo.reduce"(%2758, %2759) ({
    ^bb0(%_r372a: tensor<f32>, %_r372b: tensor<f32>):
      %_r372c = stablehlo.add %_r372a, %_r372b : tensor<f32>
      "stablehlo.return"(%_r372c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2761 = stablehlo.add %2755, %2760 : tensor<f32>
    %2762 = stablehlo.multiply %1570, %1570 : tensor<1536xf32>
    %2763 = stablehlo.constant dense<0.0> : tensor<f32>
    %2764 = "stablehlo.reduce"(%2762, %2763) ({
    ^bb0(%_r373a: tensor<f32>, %_r373b: tensor<f32>):
      %_r373c = stablehlo.add %_r373a, %_r373b : tensor<f32>
      "stablehlo.return"(%_r373c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2765 = stablehlo.add %2761, %2764 : tensor<f32>
    %2766 = stablehlo.multiply %1554, %1554 : tensor<1536x384xf32>
    %2767 = stablehlo.constant dense<0.0> : tensor<f32>
    %2768 = "stablehlo.reduce"(%2766, %2767) ({
    ^bb0(%_r374a: tensor<f32>, %_r374b: tensor<f32>):
      %_r374c = stablehlo.add %_r374a, %_r374b : tensor<f32>
      "stablehlo.return"(%_r374c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1536x384xf32>, tensor<f32>) -> tensor<1536xf32>
    %2769 = stablehlo.constant dense<0.0> : tensor<f32>
    %2770 = "stablehlo.reduce"(%2768, %2769) ({
    ^bb0(%_r375a: tensor<f32>, %_r375b: tensor<f32>):
      %_r375c = stablehlo.add %_r375a, %_r375b : tensor<f32>
      "stablehlo.return"(%_r375c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2771 = stablehlo.add %2765, %2770 : tensor<f32>
    %2772 = stablehlo.multiply %1556, %1556 : tensor<384xf32>
    %2773 = stablehlo.constant dense<0.0> : tensor<f32>
    %2774 = "stablehlo.reduce"(%2772, %2773) ({
    ^bb0(%_r376a: tensor<f32>, %_r376b: tensor<f32>):
      %_r376c = stablehlo.add %_r376a, %_r376b : tensor<f32>
      "stablehlo.return"(%_r376c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2775 = stablehlo.add %2771, %2774 : tensor<f32>
    %2776 = stablehlo.multiply %1547, %1547 : tensor<384xf32>
    %2777 = stablehlo.constant dense<0.0> : tensor<f32>
    %2778 = "stablehlo.reduce"(%2776, %2777) ({
    ^bb0(%_r377a: tensor<f32>, %_r377b: tensor<f32>):
      %_r377c = stablehlo.add %_r377a, %_r377b : tensor<f32>
      "stablehlo.return"(%_r377c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2779 = stablehlo.add %2775, %2778 : tensor<f32>
    %2780 = stablehlo.multiply %1549, %1549 : tensor<384xf32>
    %2781 = stablehlo.constant dense<0.0> : tensor<f32>
    %2782 = "stablehlo.reduce"(%2780, %2781) ({
    ^bb0(%_r378a: tensor<f32>, %_r378b: tensor<f32>):
      %_r378c = stablehlo.add %_r378a, %_r378b : tensor<f32>
      "stablehlo.return"(%_r378c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2783 = stablehlo.add %2779, %2782 : tensor<f32>
    %2784 = stablehlo.multiply %1526, %1526 : tensor<384x1152xf32>
    %2785 = stablehlo.constant dense<0.0> : tensor<f32>
    %2786 = "stablehlo.reduce"(%2784, %2785) ({
    ^bb0(%_r379a: tensor<f32>, %_r379b: tensor<f32>):
      %_r379c = stablehlo.add %_r379a, %_r379b : tensor<f32>
      "stablehlo.return"(%_r379c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x1152xf32>, tensor<f32>) -> tensor<384xf32>
    %2787 = stablehlo.constant dense<0.0> : tensor<f32>
    %2788 = "stablehlo.reduce"(%2786, %2787) ({
    ^bb0(%_r380a: tensor<f32>, %_r380b: tensor<f32>):
      %_r380c = stablehlo.add %_r380a, %_r380b : tensor<f32>
      "stablehlo.return"(%_r380c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2789 = stablehlo.add %2783, %2788 : tensor<f32>
    %2790 = stablehlo.multiply %1528, %1528 : tensor<1152xf32>
    %2791 = stablehlo.constant dense<0.0> : tensor<f32>
    %2792 = "stablehlo.reduce"(%2790, %2791) ({
    ^bb0(%_r381a: tensor<f32>, %_r381b: tensor<f32>):
      %_r381c = stablehlo.add %_r381a, %_r381b : tensor<f32>
      "stablehlo.return"(%_r381c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1152xf32>, tensor<f32>) -> tensor<f32>
    %2793 = stablehlo.add %2789, %2792 : tensor<f32>
    %2794 = stablehlo.multiply %1502, %1502 : tensor<384x384xf32>
    %2795 = stablehlo.constant dense<0.0> : tensor<f32>
    %2796 = "stablehlo.reduce"(%2794, %2795) ({
    ^bb0(%_r382a: tensor<f32>, %_r382b: tensor<f32>):
      %_r382c = stablehlo.add %_r382a, %_r382b : tensor<f32>
      "stablehlo.return"(%_r382c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2797 = stablehlo.constant dense<0.0> : tensor<f32>
    %2798 = "stablehlo.reduce"(%2796, %2797) ({
    ^bb0(%_r383a: tensor<f32>, %_r383b: tensor<f32>):
      %_r383c = stablehlo.add %_r383a, %_r383b : tensor<f32>
      "stablehlo.return"(%_r383c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2799 = stablehlo.add %2793, %2798 : tensor<f32>
    %2800 = stablehlo.multiply %1504, %1504 : tensor<384xf32>
    %2801 = stablehlo.constant dense<0.0> : tensor<f32>
    %2802 = "stablehlo.reduce"(%2800, %2801) ({
    ^bb0(%_r384a: tensor<f32>, %_r384b: tensor<f32>):
      %_r384c = stablehlo.add %_r384a, %_r384b : tensor<f32>
      "stablehlo.return"(%_r384c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2803 = stablehlo.add %2799, %2802 : tensor<f32>
    %2804 = stablehlo.multiply %1496, %1496 : tensor<384xf32>
    %2805 = stablehlo.constant dense<0.0> : tensor<f32>
    %2806 = "stablehlo.reduce"(%2804, %2805) ({
    ^bb0(%_r385a: tensor<f32>, %_r385b: tensor<f32>):
      %_r385c = stablehlo.add %_r385a, %_r385b : tensor<f32>
      "stablehlo.return"(%_r385c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2807 = stablehlo.add %2803, %2806 : tensor<f32>
    %2808 = stablehlo.multiply %1498, %1498 : tensor<384xf32>
    %2809 = stablehlo.constant dense<0.0> : tensor<f32>
    %2810 = "stablehlo.reduce"(%2808, %2809) ({
    ^bb0(%_r386a: tensor<f32>, %_r386b: tensor<f32>):
      %_r386c = stablehlo.add %_r386a, %_r386b : tensor<f32>
      "stablehlo.return"(%_r386c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2811 = stablehlo.add %2807, %2810 : tensor<f32>
    %2812 = stablehlo.multiply %1475, %1475 : tensor<384x1536xf32>
    %2813 = stablehlo.constant dense<0.0> : tensor<f32>
    %2814 = "stablehlo.reduce"(%2812, %2813) ({
    ^bb0(%_r387a: tensor<f32>, %_r387b: tensor<f32>):
      %_r387c = stablehlo.add %_r387a, %_r387b : tensor<f32>
      "stablehlo.return"(%_r387c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x1536xf32>, tensor<f32>) -> tensor<384xf32>
    %2815 = stablehlo.constant dense<0.0> : tensor<f32>
    %2816 = "stablehlo.reduce"(%2814, %2815) ({
    ^bb0(%_r388a: tensor<f32>, %_r388b: tensor<f32>):
      %_r388c = stablehlo.add %_r388a, %_r388b : tensor<f32>
      "stablehlo.return"(%_r388c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2817 = stablehlo.add %2811, %2816 : tensor<f32>
    %2818 = stablehlo.multiply %1477, %1477 : tensor<1536xf32>
    %2819 = stablehlo.constant dense<0.0> : tensor<f32>
    %2820 = "stablehlo.reduce"(%2818, %2819) ({
    ^bb0(%_r389a: tensor<f32>, %_r389b: tensor<f32>):
      %_r389c = stablehlo.add %_r389a, %_r389b : tensor<f32>
      "stablehlo.return"(%_r389c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2821 = stablehlo.add %2817, %2820 : tensor<f32>
    %2822 = stablehlo.multiply %1461, %1461 : tensor<1536x384xf32>
    %2823 = stablehlo.constant dense<0.0> : tensor<f32>
    %2824 = "stablehlo.reduce"(%2822, %2823) ({
    ^bb0(%_r390a: tensor<f32>, %_r390b: tensor<f32>):
      %_r390c = stablehlo.add %_r390a, %_r390b : tensor<f32>
      "stablehlo.return"(%_r390c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1536x384xf32>, tensor<f32>) -> tensor<1536xf32>
    %2825 = stablehlo.constant dense<0.0> : tensor<f32>
    %2826 = "stablehlo.reduce"(%2824, %2825) ({
    ^bb0(%_r391a: tensor<f32>, %_r391b: tensor<f32>):
      %_r391c = stablehlo.add %_r391a, %_r391b : tensor<f32>
      "stablehlo.return"(%_r391c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2827 = stablehlo.add %2821, %2826 : tensor<f32>
    %2828 = stablehlo.multiply %1463, %1463 : tensor<384xf32>
    %2829 = stablehlo.constant dense<0.0> : tensor<f32>
    %2830 = "stablehlo.reduce"(%2828, %2829) ({
    ^bb0(%_r392a: tensor<f32>, %_r392b: tensor<f32>):
      %_r392c = stablehlo.add %_r392a, %_r392b : tensor<f32>
      "stablehlo.return"(%_r392c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2831 = stablehlo.add %2827, %2830 : tensor<f32>
    %2832 = stablehlo.multiply %1454, %1454 : tensor<384xf32>
    %2833 = stablehlo.constant dense<0.0> : tensor<f32>
    %2834 = "stablehlo.reduce"(%2832, %2833) ({
    ^bb0(%_r393a: tensor<f32>, %_r393b: tensor<f32>):
      %_r393c = stablehlo.add %_r393a, %_r393b : tensor<f32>
      "stablehlo.return"(%_r393c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2835 = stablehlo.add %2831, %2834 : tensor<f32>
    %2836 = stablehlo.multiply %1456, %1456 : tensor<384xf32>
    %2837 = stablehlo.constant dense<0.0> : tensor<f32>
    %2838 = "stablehlo.reduce"(%2836, %2837) ({
    ^bb0(%_r394a: tensor<f32>, %_r394b: tensor<f32>):
      %_r394c = stablehlo.add %_r394a, %_r394b : tensor<f32>
      "stablehlo.return"(%_r394c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2839 = stablehlo.add %2835, %2838 : tensor<f32>
    %2840 = stablehlo.multiply %1433, %1433 : tensor<384x1152xf32>
    %2841 = stablehlo.constant dense<0.0> : tensor<f32>
    %2842 = "stablehlo.reduce"(%2840, %2841) ({
    ^bb0(%_r395a: tensor<f32>, %_r395b: tensor<f32>):
      %_r395c = stablehlo.add %_r395a, %_r395b : tensor<f32>
      "stablehlo.return"(%_r395c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x1152xf32>, tensor<f32>) -> tensor<384xf32>
    %2843 = stablehlo.constant dense<0.0> : tensor<f32>
    %2844 = "stablehlo.reduce"(%2842, %2843) ({
    ^bb0(%_r396a: tensor<f32>, %_r396b: tensor<f32>):
      %_r396c = stablehlo.add %_r396a, %_r396b : tensor<f32>
      "stablehlo.return"(%_r396c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2845 = stablehlo.add %2839, %2844 : tensor<f32>
    %2846 = stablehlo.multiply %1435, %1435 : tensor<1152xf32>
    %2847 = stablehlo.constant dense<0.0> : tensor<f32>
    %2848 = "stablehlo.reduce"(%2846, %2847) ({
    ^bb0(%_r397a: tensor<f32>, %_r397b: tensor<f32>):
      %_r397c = stablehlo.add %_r397a, %_r397b : tensor<f32>
      "stablehlo.return"(%_r397c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1152xf32>, tensor<f32>) -> tensor<f32>
    %2849 = stablehlo.add %2845, %2848 : tensor<f32>
    %2850 = stablehlo.multiply %1409, %1409 : tensor<384x384xf32>
    %2851 = stablehlo.constant dense<0.0> : tensor<f32>
    %2852 = "stablehlo.reduce"(%2850, %2851) ({
    ^bb0(%_r398a: tensor<f32>, %_r398b: tensor<f32>):
      %_r398c = stablehlo.add %_r398a, %_r398b : tensor<f32>
      "stablehlo.return"(%_r398c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2853 = stablehlo.constant dense<0.0> : tensor<f32>
    %2854 = "stablehlo.reduce"(%2852, %2853) ({
    ^bb0(%_r399a: tensor<f32>, %_r399b: tensor<f32>):
      %_r399c = stablehlo.add %_r399a, %_r399b : tensor<f32>
      "stablehlo.return"(%_r399c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2855 = stablehlo.add %2849, %2854 : tensor<f32>
    %2856 = stablehlo.multiply %1411, %1411 : tensor<384xf32>
    %2857 = stablehlo.constant dense<0.0> : tensor<f32>
    %2858 = "stablehlo.reduce"(%2856, %2857) ({
    ^bb0(%_r400a: tensor<f32>, %_r400b: tensor<f32>):
      %_r400c = stablehlo.add %_r400a, %_r400b : tensor<f32>
      "stablehlo.return"(%_r400c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2859 = stablehlo.add %2855, %2858 : tensor<f32>
    %2860 = stablehlo.multiply %1403, %1403 : tensor<384xf32>
    %2861 = stablehlo.constant dense<0.0> : tensor<f32>
    %2862 = "stablehlo.reduce"(%2860, %2861) ({
    ^bb0(%_r401a: tensor<f32>, %_r401b: tensor<f32>):
      %_r401c = stablehlo.add %_r401a, %_r401b : tensor<f32>
      "stablehlo.return"(%_r401c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2863 = stablehlo.add %2859, %2862 : tensor<f32>
    %2864 = stablehlo.multiply %1405, %1405 : tensor<384xf32>
    %2865 = stablehlo.constant dense<0.0> : tensor<f32>
    %2866 = "stablehlo.reduce"(%2864, %2865) ({
    ^bb0(%_r402a: tensor<f32>, %_r402b: tensor<f32>):
      %_r402c = stablehlo.add %_r402a, %_r402b : tensor<f32>
      "stablehlo.return"(%_r402c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2867 = stablehlo.add %2863, %2866 : tensor<f32>
    %2868 = stablehlo.multiply %1382, %1382 : tensor<384x1536xf32>
    %2869 = stablehlo.constant dense<0.0> : tensor<f32>
    %2870 = "stablehlo.reduce"(%2868, %2869) ({
    ^bb0(%_r403a: tensor<f32>, %_r403b: tensor<f32>):
      %_r403c = stablehlo.add %_r403a, %_r403b : tensor<f32>
      "stablehlo.return"(%_r403c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x1536xf32>, tensor<f32>) -> tensor<384xf32>
    %2871 = stablehlo.constant dense<0.0> : tensor<f32>
    %2872 = "stablehlo.reduce"(%2870, %2871) ({
    ^bb0(%_r404a: tensor<f32>, %_r404b: tensor<f32>):
      %_r404c = stablehlo.add %_r404a, %_r404b : tensor<f32>
      "stablehlo.return"(%_r404c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2873 = stablehlo.add %2867, %2872 : tensor<f32>
    %2874 = stablehlo.multiply %1384, %1384 : tensor<1536xf32>
    %2875 = stablehlo.constant dense<0.0> : tensor<f32>
    %2876 = "stablehlo.reduce"(%2874, %2875) ({
    ^bb0(%_r405a: tensor<f32>, %_r405b: tensor<f32>):
      %_r405c = stablehlo.add %_r405a, %_r405b : tensor<f32>
      "stablehlo.return"(%_r405c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2877 = stablehlo.add %2873, %2876 : tensor<f32>
    %2878 = stablehlo.multiply %1368, %1368 : tensor<1536x384xf32>
    %2879 = stablehlo.constant dense<0.0> : tensor<f32>
    %2880 = "stablehlo.reduce"(%2878, %2879) ({
    ^bb0(%_r406a: tensor<f32>, %_r406b: tensor<f32>):
      %_r406c = stablehlo.add %_r406a, %_r406b : tensor<f32>
      "stablehlo.return"(%_r406c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1536x384xf32>, tensor<f32>) -> tensor<1536xf32>
    %2881 = stablehlo.constant dense<0.0> : tensor<f32>
    %2882 = "stablehlo.reduce"(%2880, %2881) ({
    ^bb0(%_r407a: tensor<f32>, %_r407b: tensor<f32>):
      %_r407c = stablehlo.add %_r407a, %_r407b : tensor<f32>
      "stablehlo.return"(%_r407c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2883 = stablehlo.add %2877, %2882 : tensor<f32>
    %2884 = stablehlo.multiply %1370, %1370 : tensor<384xf32>
    %2885 = stablehlo.constant dense<0.0> : tensor<f32>
    %2886 = "stablehlo.reduce"(%2884, %2885) ({
    ^bb0(%_r408a: tensor<f32>, %_r408b: tensor<f32>):
      %_r408c = stablehlo.add %_r408a, %_r408b : tensor<f32>
      "stablehlo.return"(%_r408c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2887 = stablehlo.add %2883, %2886 : tensor<f32>
    %2888 = stablehlo.multiply %1361, %1361 : tensor<384xf32>
    %2889 = stablehlo.constant dense<0.0> : tensor<f32>
    %2890 = "stablehlo.reduce"(%2888, %2889) ({
    ^bb0(%_r409a: tensor<f32>, %_r409b: tensor<f32>):
      %_r409c = stablehlo.add %_r409a, %_r409b : tensor<f32>
      "stablehlo.return"(%_r409c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2891 = stablehlo.add %2887, %2890 : tensor<f32>
    %2892 = stablehlo.multiply %1363, %1363 : tensor<384xf32>
    %2893 = stablehlo.constant dense<0.0> : tensor<f32>
    %2894 = "stablehlo.reduce"(%2892, %2893) ({
    ^bb0(%_r410a: tensor<f32>, %_r410b: tensor<f32>):
      %_r410c = stablehlo.add %_r410a, %_r410b : tensor<f32>
      "stablehlo.return"(%_r410c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2895 = stablehlo.add %2891, %2894 : tensor<f32>
    %2896 = stablehlo.multiply %1340, %1340 : tensor<384x1152xf32>
    %2897 = stablehlo.constant dense<0.0> : tensor<f32>
    %2898 = "stablehlo.reduce"(%2896, %2897) ({
    ^bb0(%_r411a: tensor<f32>, %_r411b: tensor<f32>):
      %_r411c = stablehlo.add %_r411a, %_r411b : tensor<f32>
      "stablehlo.return"(%_r411c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x1152xf32>, tensor<f32>) -> tensor<384xf32>
    %2899 = stablehlo.constant dense<0.0> : tensor<f32>
    %2900 = "stablehlo.reduce"(%2898, %2899) ({
    ^bb0(%_r412a: tensor<f32>, %_r412b: tensor<f32>):
      %_r412c = stablehlo.add %_r412a, %_r412b : tensor<f32>
      "stablehlo.return"(%_r412c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2901 = stablehlo.add %2895, %2900 : tensor<f32>
    %2902 = stablehlo.multiply %1342, %1342 : tensor<1152xf32>
    %2903 = stablehlo.constant dense<0.0> : tensor<f32>
    %2904 = "stablehlo.reduce"(%2902, %2903) ({
    ^bb0(%_r413a: tensor<f32>, %_r413b: tensor<f32>):
      %_r413c = stablehlo.add %_r413a, %_r413b : tensor<f32>
      "stablehlo.return"(%_r413c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1152xf32>, tensor<f32>) -> tensor<f32>
    %2905 = stablehlo.add %2901, %2904 : tensor<f32>
    %2906 = stablehlo.multiply %1316, %1316 : tensor<384x384xf32>
    %2907 = stablehlo.constant dense<0.0> : tensor<f32>
    %2908 = "stablehlo.reduce"(%2906, %2907) ({
    ^bb0(%_r414a: tensor<f32>, %_r414b: tensor<f32>):
      %_r414c = stablehlo.add %_r414a, %_r414b : tensor<f32>
      "stablehlo.return"(%_r414c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2909 = stablehlo.constant dense<0.0> : tensor<f32>
    %2910 = "stablehlo.reduce"(%2908, %2909) ({
    ^bb0(%_r415a: tensor<f32>, %_r415b: tensor<f32>):
      %_r415c = stablehlo.add %_r415a, %_r415b : tensor<f32>
      "stablehlo.return"(%_r415c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2911 = stablehlo.add %2905, %2910 : tensor<f32>
    %2912 = stablehlo.multiply %1318, %1318 : tensor<384xf32>
    %2913 = stablehlo.constant dense<0.0> : tensor<f32>
    %2914 = "stablehlo.reduce"(%2912, %2913) ({
    ^bb0(%_r416a: tensor<f32>, %_r416b: tensor<f32>):
      %_r416c = stablehlo.add %_r416a, %_r416b : tensor<f32>
      "stablehlo.return"(%_r416c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2915 = stablehlo.add %2911, %2914 : tensor<f32>
    %2916 = stablehlo.multiply %1310, %1310 : tensor<384xf32>
    %2917 = stablehlo.constant dense<0.0> : tensor<f32>
    %2918 = "stablehlo.reduce"(%2916, %2917) ({
    ^bb0(%_r417a: tensor<f32>, %_r417b: tensor<f32>):
      %_r417c = stablehlo.add %_r417a, %_r417b : tensor<f32>
      "stablehlo.return"(%_r417c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2919 = stablehlo.add %2915, %2918 : tensor<f32>
    %2920 = stablehlo.multiply %1312, %1312 : tensor<384xf32>
    %2921 = stablehlo.constant dense<0.0> : tensor<f32>
    %2922 = "stablehlo.reduce"(%2920, %2921) ({
    ^bb0(%_r418a: tensor<f32>, %_r418b: tensor<f32>):
      %_r418c = stablehlo.add %_r418a, %_r418b : tensor<f32>
      "stablehlo.return"(%_r418c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2923 = stablehlo.add %2919, %2922 : tensor<f32>
    %2924 = stablehlo.multiply %1289, %1289 : tensor<384x1536xf32>
    %2925 = stablehlo.constant dense<0.0> : tensor<f32>
    %2926 = "stablehlo.reduce"(%2924, %2925) ({
    ^bb0(%_r419a: tensor<f32>, %_r419b: tensor<f32>):
      %_r419c = stablehlo.add %_r419a, %_r419b : tensor<f32>
      "stablehlo.return"(%_r419c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x1536xf32>, tensor<f32>) -> tensor<384xf32>
    %2927 = stablehlo.constant dense<0.0> : tensor<f32>
    %2928 = "stablehlo.reduce"(%2926, %2927) ({
    ^bb0(%_r420a: tensor<f32>, %_r420b: tensor<f32>):
      %_r420c = stablehlo.add %_r420a, %_r420b : tensor<f32>
      "stablehlo.return"(%_r420c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2929 = stablehlo.add %2923, %2928 : tensor<f32>
    %2930 = stablehlo.multiply %1291, %1291 : tensor<1536xf32>
    %2931 = stablehlo.constant dense<0.0> : tensor<f32>
    %2932 = "stablehlo.reduce"(%2930, %2931) ({
    ^bb0(%_r421a: tensor<f32>, %_r421b: tensor<f32>):
      %_r421c = stablehlo.add %_r421a, %_r421b : tensor<f32>
      "stablehlo.return"(%_r421c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2933 = stablehlo.add %2929, %2932 : tensor<f32>
    %2934 = stablehlo.multiply %1275, %1275 : tensor<1536x384xf32>
    %2935 = stablehlo.constant dense<0.0> : tensor<f32>
    %2936 = "stablehlo.reduce"(%2934, %2935) ({
    ^bb0(%_r422a: tensor<f32>, %_r422b: tensor<f32>):
      %_r422c = stablehlo.add %_r422a, %_r422b : tensor<f32>
      "stablehlo.return"(%_r422c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1536x384xf32>, tensor<f32>) -> tensor<1536xf32>
    %2937 = stablehlo.constant dense<0.0> : tensor<f32>
    %2938 = "stablehlo.reduce"(%2936, %2937) ({
    ^bb0(%_r423a: tensor<f32>, %_r423b: tensor<f32>):
      %_r423c = stablehlo.add %_r423a, %_r423b : tensor<f32>
      "stablehlo.return"(%_r423c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2939 = stablehlo.add %2933, %2938 : tensor<f32>
    %2940 = stablehlo.multiply %1277, %1277 : tensor<384xf32>
    %2941 = stablehlo.constant dense<0.0> : tensor<f32>
    %2942 = "stablehlo.reduce"(%2940, %2941) ({
    ^bb0(%_r424a: tensor<f32>, %_r424b: tensor<f32>):
      %_r424c = stablehlo.add %_r424a, %_r424b : tensor<f32>
      "stablehlo.return"(%_r424c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2943 = stablehlo.add %2939, %2942 : tensor<f32>
    %2944 = stablehlo.multiply %1268, %1268 : tensor<384xf32>
    %2945 = stablehlo.constant dense<0.0> : tensor<f32>
    %2946 = "stablehlo.reduce"(%2944, %2945) ({
    ^bb0(%_r425a: tensor<f32>, %_r425b: tensor<f32>):
      %_r425c = stablehlo.add %_r425a, %_r425b : tensor<f32>
      "stablehlo.return"(%_r425c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2947 = stablehlo.add %2943, %2946 : tensor<f32>
    %2948 = stablehlo.multiply %1270, %1270 : tensor<384xf32>
    %2949 = stablehlo.constant dense<0.0> : tensor<f32>
    %2950 = "stablehlo.reduce"(%2948, %2949) ({
    ^bb0(%_r426a: tensor<f32>, %_r426b: tensor<f32>):
      %_r426c = stablehlo.add %_r426a, %_r426b : tensor<f32>
      "stablehlo.return"(%_r426c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2951 = stablehlo.add %2947, %2950 : tensor<f32>
    %2952 = stablehlo.multiply %1247, %1247 : tensor<384x1152xf32>
    %2953 = stablehlo.constant dense<0.0> : tensor<f32>
    %2954 = "stablehlo.reduce"(%2952, %2953) ({
    ^bb0(%_r427a: tensor<f32>, %_r427b: tensor<f32>):
      %_r427c = stablehlo.add %_r427a, %_r427b : tensor<f32>
      "stablehlo.return"(%_r427c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x1152xf32>, tensor<f32>) -> tensor<384xf32>
    %2955 = stablehlo.constant dense<0.0> : tensor<f32>
    %2956 = "stablehlo.reduce"(%2954, %2955) ({
    ^bb0(%_r428a: tensor<f32>, %_r428b: tensor<f32>):
      %_r428c = stablehlo.add %_r428a, %_r428b : tensor<f32>
      "stablehlo.return"(%_r428c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2957 = stablehlo.add %2951, %2956 : tensor<f32>
    %2958 = stablehlo.multiply %1249, %1249 : tensor<1152xf32>
    %2959 = stablehlo.constant dense<0.0> : tensor<f32>
    %2960 = "stablehlo.reduce"(%2958, %2959) ({
    ^bb0(%_r429a: tensor<f32>, %_r429b: tensor<f32>):
      %_r429c = stablehlo.add %_r429a, %_r429b : tensor<f32>
      "stablehlo.return"(%_r429c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1152xf32>, tensor<f32>) -> tensor<f32>
    %2961 = stablehlo.add %2957, %2960 : tensor<f32>
    %2962 = stablehlo.multiply %1223, %1223 : tensor<384x384xf32>
    %2963 = stablehlo.constant dense<0.0> : tensor<f32>
    %2964 = "stablehlo.reduce"(%2962, %2963) ({
    ^bb0(%_r430a: tensor<f32>, %_r430b: tensor<f32>):
      %_r430c = stablehlo.add %_r430a, %_r430b : tensor<f32>
      "stablehlo.return"(%_r430c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2965 = stablehlo.constant dense<0.0> : tensor<f32>
    %2966 = "stablehlo.reduce"(%2964, %2965) ({
    ^bb0(%_r431a: tensor<f32>, %_r431b: tensor<f32>):
      %_r431c = stablehlo.add %_r431a, %_r431b : tensor<f32>
      "stablehlo.return"(%_r431c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2967 = stablehlo.add %2961, %2966 : tensor<f32>
    %2968 = stablehlo.multiply %1225, %1225 : tensor<384xf32>
    %2969 = stablehlo.constant dense<0.0> : tensor<f32>
    %2970 = "stablehlo.reduce"(%2968, %2969) ({
    ^bb0(%_r432a: tensor<f32>, %_r432b: tensor<f32>):
      %_r432c = stablehlo.add %_r432a, %_r432b : tensor<f32>
      "stablehlo.return"(%_r432c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2971 = stablehlo.add %2967, %2970 : tensor<f32>
    %2972 = stablehlo.multiply %1217, %1217 : tensor<384xf32>
    %2973 = stablehlo.constant dense<0.0> : tensor<f32>
    %2974 = "stablehlo.reduce"(%2972, %2973) ({
    ^bb0(%_r433a: tensor<f32>, %_r433b: tensor<f32>):
      %_r433c = stablehlo.add %_r433a, %_r433b : tensor<f32>
      "stablehlo.return"(%_r433c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2975 = stablehlo.add %2971, %2974 : tensor<f32>
    %2976 = stablehlo.multiply %1219, %1219 : tensor<384xf32>
    %2977 = stablehlo.constant dense<0.0> : tensor<f32>
    %2978 = "stablehlo.reduce"(%2976, %2977) ({
    ^bb0(%_r434a: tensor<f32>, %_r434b: tensor<f32>):
      %_r434c = stablehlo.add %_r434a, %_r434b : tensor<f32>
      "stablehlo.return"(%_r434c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2979 = stablehlo.add %2975, %2978 : tensor<f32>
    %2980 = stablehlo.multiply %1196, %1196 : tensor<384x1536xf32>
    %2981 = stablehlo.constant dense<0.0> : tensor<f32>
    %2982 = "stablehlo.reduce"(%2980, %2981) ({
    ^bb0(%_r435a: tensor<f32>, %_r435b: tensor<f32>):
      %_r435c = stablehlo.add %_r435a, %_r435b : tensor<f32>
      "stablehlo.return"(%_r435c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x1536xf32>, tensor<f32>) -> tensor<384xf32>
    %2983 = stablehlo.constant dense<0.0> : tensor<f32>
    %2984 = "stablehlo.reduce"(%2982, %2983) ({
    ^bb0(%_r436a: tensor<f32>, %_r436b: tensor<f32>):
      %_r436c = stablehlo.add %_r436a, %_r436b : tensor<f32>
      "stablehlo.return"(%_r436c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2985 = stablehlo.add %2979, %2984 : tensor<f32>
    %2986 = stablehlo.multiply %1198, %1198 : tensor<1536xf32>
    %2987 = stablehlo.constant dense<0.0> : tensor<f32>
    %2988 = "stablehlo.reduce"(%2986, %2987) ({
    ^bb0(%_r437a: tensor<f32>, %_r437b: tensor<f32>):
      %_r437c = stablehlo.add %_r437a, %_r437b : tensor<f32>
      "stablehlo.return"(%_r437c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2989 = stablehlo.add %2985, %2988 : tensor<f32>
    %2990 = stablehlo.multiply %1182, %1182 : tensor<1536x384xf32>
    %2991 = stablehlo.constant dense<0.0> : tensor<f32>
    %2992 = "stablehlo.reduce"(%2990, %2991) ({
    ^bb0(%_r438a: tensor<f32>, %_r438b: tensor<f32>):
      %_r438c = stablehlo.add %_r438a, %_r438b : tensor<f32>
      "stablehlo.return"(%_r438c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1536x384xf32>, tensor<f32>) -> tensor<1536xf32>
    %2993 = stablehlo.constant dense<0.0> : tensor<f32>
    %2994 = "stablehlo.reduce"(%2992, %2993) ({
    ^bb0(%_r439a: tensor<f32>, %_r439b: tensor<f32>):
      %_r439c = stablehlo.add %_r439a, %_r439b : tensor<f32>
      "stablehlo.return"(%_r439c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2995 = stablehlo.add %2989, %2994 : tensor<f32>
    %2996 = stablehlo.multiply %1184, %1184 : tensor<384xf32>
    %2997 = stablehlo.constant dense<0.0> : tensor<f32>
    %2998 = "stablehlo.reduce"(%2996, %2997) ({
    ^bb0(%_r440a: tensor<f32>, %_r440b: tensor<f32>):
      %_r440c = stablehlo.add %_r440a, %_r440b : tensor<f32>
      "stablehlo.return"(%_r440c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2999 = stablehlo.add %2995, %2998 : tensor<f32>
    %3000 = stablehlo.multiply %1173, %1173 : tensor<384xf32>
    %3001 = stablehlo.constant dense<0.0> : tensor<f32>
    %3002 = "stablehlo.reduce"(%3000, %3001) ({
    ^bb0(%_r441a: tensor<f32>, %_r441b: tensor<f32>):
      %_r441c = stablehlo.add %_r441a, %_r441b : tensor<f32>
      "stablehlo.return"(%_r441c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %3003 = stablehlo.add %2999, %3002 : tensor<f32>
    %3004 = stablehlo.multiply %1175, %1175 : tensor<384xf32>
    %3005 = stablehlo.constant dense<0.0> : tensor<f32>
    %3006 = "stablehlo.reduce"(%3004, %3005) ({
    ^bb0(%_r442a: tensor<f32>, %_r442b: tensor<f32>):
      %_r442c = stablehlo.add %_r442a, %_r442b : tensor<f32>
      "stablehlo.return"(%_r442c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %3007 = stablehlo.add %3003, %3006 : tensor<f32>
    %3008 = stablehlo.multiply %1152, %1152 : tensor<384x1000xf32>
    %3009 = stablehlo.constant dense<0.0> : tensor<f32>
    %3010 = "stablehlo.reduce"(%3008, %3009) ({
    ^bb0(%_r443a: tensor<f32>, %_r443b: tensor<f32>):
      %_r443c = stablehlo.add %_r443a, %_r443b : tensor<f32>
      "stablehlo.return"(%_r443c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x1000xf32>, tensor<f32>) -> tensor<384xf32>
    %3011 = stablehlo.constant dense<0.0> : tensor<f32>
    %3012 = "stablehlo.reduce"(%3010, %3011) ({
    ^bb0(%_r444a: tensor<f32>, %_r444b: tensor<f32>):
      %_r444c = stablehlo.add %_r444a, %_r444b : tensor<f32>
      "stablehlo.return"(%_r444c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %3013 = stablehlo.add %3007, %3012 : tensor<f32>
    %3014 = stablehlo.multiply %1154, %1154 : tensor<1000xf32>
    %3015 = stablehlo.constant dense<0.0> : tensor<f32>
    %3016 = "stablehlo.reduce"(%3014, %3015) ({
    ^bb0(%_r445a: tensor<f32>, %_r445b: tensor<f32>):
      %_r445c = stablehlo.add %_r445a, %_r445b : tensor<f32>
      "stablehlo.return"(%_r445c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1000xf32>, tensor<f32>) -> tensor<f32>
    %3017 = stablehlo.add %3013, %3016 : tensor<f32>
    %3018 = stablehlo.sqrt %3017 : tensor<f32>
    %3019 = stablehlo.constant dense<1.0> : tensor<f32>
    %3020 = "stablehlo.compare"(%3018, %3019) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %3021 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x16x3x384xf32>
    %3022 = stablehlo.divide %2304, %3021 : tensor<16x16x3x384xf32>
    %3023 = stablehlo.constant dense<1.0> : tensor<16x16x3x384xf32>
    %3024 = stablehlo.multiply %3022, %3023 : tensor<16x16x3x384xf32>
    %3025 = "stablehlo.select"(%3020, %2304, %3024) : (tensor<i1>, tensor<16x16x3x384xf32>, tensor<16x16x3x384xf32>) -> tensor<16x16x3x384xf32>
    %3026 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3027 = stablehlo.divide %2306, %3026 : tensor<384xf32>
    %3028 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3029 = stablehlo.multiply %3027, %3028 : tensor<384xf32>
    %3030 = "stablehlo.select"(%3020, %2306, %3029) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3031 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x384xf32>
    %3032 = stablehlo.divide %2302, %3031 : tensor<1x1x384xf32>
    %3033 = stablehlo.constant dense<1.0> : tensor<1x1x384xf32>
    %3034 = stablehlo.multiply %3032, %3033 : tensor<1x1x384xf32>
    %3035 = "stablehlo.select"(%3020, %2302, %3034) : (tensor<i1>, tensor<1x1x384xf32>, tensor<1x1x384xf32>) -> tensor<1x1x384xf32>
    %3036 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x197x384xf32>
    %3037 = stablehlo.divide %2297, %3036 : tensor<1x197x384xf32>
    %3038 = stablehlo.constant dense<1.0> : tensor<1x197x384xf32>
    %3039 = stablehlo.multiply %3037, %3038 : tensor<1x197x384xf32>
    %3040 = "stablehlo.select"(%3020, %2297, %3039) : (tensor<i1>, tensor<1x197x384xf32>, tensor<1x197x384xf32>) -> tensor<1x197x384xf32>
    %3041 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3042 = stablehlo.divide %2291, %3041 : tensor<384xf32>
    %3043 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3044 = stablehlo.multiply %3042, %3043 : tensor<384xf32>
    %3045 = "stablehlo.select"(%3020, %2291, %3044) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3046 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3047 = stablehlo.divide %2293, %3046 : tensor<384xf32>
    %3048 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3049 = stablehlo.multiply %3047, %3048 : tensor<384xf32>
    %3050 = "stablehlo.select"(%3020, %2293, %3049) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3051 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1152xf32>
    %3052 = stablehlo.divide %2270, %3051 : tensor<384x1152xf32>
    %3053 = stablehlo.constant dense<1.0> : tensor<384x1152xf32>
    %3054 = stablehlo.multiply %3052, %3053 : tensor<384x1152xf32>
    %3055 = "stablehlo.select"(%3020, %2270, %3054) : (tensor<i1>, tensor<384x1152xf32>, tensor<384x1152xf32>) -> tensor<384x1152xf32>
    %3056 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1152xf32>
    %3057 = stablehlo.divide %2272, %3056 : tensor<1152xf32>
    %3058 = stablehlo.constant dense<1.0> : tensor<1152xf32>
    %3059 = stablehlo.multiply %3057, %3058 : tensor<1152xf32>
    %3060 = "stablehlo.select"(%3020, %2272, %3059) : (tensor<i1>, tensor<1152xf32>, tensor<1152xf32>) -> tensor<1152xf32>
    %3061 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x384xf32>
    %3062 = stablehlo.divide %2246, %3061 : tensor<384x384xf32>
    %3063 = stablehlo.constant dense<1.0> : tensor<384x384xf32>
    %3064 = stablehlo.multiply %3062, %3063 : tensor<384x384xf32>
    %3065 = "stablehlo.select"(%3020, %2246, %3064) : (tensor<i1>, tensor<384x384xf32>, tensor<384x384xf32>) -> tensor<384x384xf32>
    %3066 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3067 = stablehlo.divide %2248, %3066 : tensor<384xf32>
    %3068 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3069 = stablehlo.multiply %3067, %3068 : tensor<384xf32>
    %3070 = "stablehlo.select"(%3020, %2248, %3069) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3071 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3072 = stablehlo.divide %2240, %3071 : tensor<384xf32>
    %3073 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3074 = stablehlo.multiply %3072, %3073 : tensor<384xf32>
    %3075 = "stablehlo.select"(%3020, %2240, %3074) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3076 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3077 = stablehlo.divide %2242, %3076 : tensor<384xf32>
    %3078 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3079 = stablehlo.multiply %3077, %3078 : tensor<384xf32>
    %3080 = "stablehlo.select"(%3020, %2242, %3079) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3081 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %3082 = stablehlo.divide %2219, %3081 : tensor<384x1536xf32>
    %3083 = stablehlo.constant dense<1.0> : tensor<384x1536xf32>
    %3084 = stablehlo.multiply %3082, %3083 : tensor<384x1536xf32>
    %3085 = "stablehlo.select"(%3020, %2219, %3084) : (tensor<i1>, tensor<384x1536xf32>, tensor<384x1536xf32>) -> tensor<384x1536xf32>
    %3086 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %3087 = stablehlo.divide %2221, %3086 : tensor<1536xf32>
    %3088 = stablehlo.constant dense<1.0> : tensor<1536xf32>
    %3089 = stablehlo.multiply %3087, %3088 : tensor<1536xf32>
    %3090 = "stablehlo.select"(%3020, %2221, %3089) : (tensor<i1>, tensor<1536xf32>, tensor<1536xf32>) -> tensor<1536xf32>
    %3091 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %3092 = stablehlo.divide %2205, %3091 : tensor<1536x384xf32>
    %3093 = stablehlo.constant dense<1.0> : tensor<1536x384xf32>
    %3094 = stablehlo.multiply %3092, %3093 : tensor<1536x384xf32>
    %3095 = "stablehlo.select"(%3020, %2205, %3094) : (tensor<i1>, tensor<1536x384xf32>, tensor<1536x384xf32>) -> tensor<1536x384xf32>
    %3096 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3097 = stablehlo.divide %2207, %3096 : tensor<384xf32>
    %3098 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3099 = stablehlo.multiply %3097, %3098 : tensor<384xf32>
    %3100 = "stablehlo.select"(%3020, %2207, %3099) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3101 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3102 = stablehlo.divide %2198, %3101 : tensor<384xf32>
    %3103 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3104 = stablehlo.multiply %3102, %3103 : tensor<384xf32>
    %3105 = "stablehlo.select"(%3020, %2198, %3104) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3106 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3107 = stablehlo.divide %2200, %3106 : tensor<384xf32>
    %3108 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3109 = stablehlo.multiply %3107, %3108 : tensor<384xf32>
    %3110 = "stablehlo.select"(%3020, %2200, %3109) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3111 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1152xf32>
    %3112 = stablehlo.divide %2177, %3111 : tensor<384x1152xf32>
    %3113 = stablehlo.constant dense<1.0> : tensor<384x1152xf32>
    %3114 = stablehlo.multiply %3112, %3113 : tensor<384x1152xf32>
    %3115 = "stablehlo.select"(%3020, %2177, %3114) : (tensor<i1>, tensor<384x1152xf32>, tensor<384x1152xf32>) -> tensor<384x1152xf32>
    %3116 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1152xf32>
    %3117 = stablehlo.divide %2179, %3116 : tensor<1152xf32>
    %3118 = stablehlo.constant dense<1.0> : tensor<1152xf32>
    %3119 = stablehlo.multiply %3117, %3118 : tensor<1152xf32>
    %3120 = "stablehlo.select"(%3020, %2179, %3119) : (tensor<i1>, tensor<1152xf32>, tensor<1152xf32>) -> tensor<1152xf32>
    %3121 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x384xf32>
    %3122 = stablehlo.divide %2153, %3121 : tensor<384x384xf32>
    %3123 = stablehlo.constant dense<1.0> : tensor<384x384xf32>
    %3124 = stablehlo.multiply %3122, %3123 : tensor<384x384xf32>
    %3125 = "stablehlo.select"(%3020, %2153, %3124) : (tensor<i1>, tensor<384x384xf32>, tensor<384x384xf32>) -> tensor<384x384xf32>
    %3126 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3127 = stablehlo.divide %2155, %3126 : tensor<384xf32>
    %3128 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3129 = stablehlo.multiply %3127, %3128 : tensor<384xf32>
    %3130 = "stablehlo.select"(%3020, %2155, %3129) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3131 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3132 = stablehlo.divide %2147, %3131 : tensor<384xf32>
    %3133 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3134 = stablehlo.multiply %3132, %3133 : tensor<384xf32>
    %3135 = "stablehlo.select"(%3020, %2147, %3134) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3136 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3137 = stablehlo.divide %2149, %3136 : tensor<384xf32>
    %3138 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3139 = stablehlo.multiply %3137, %3138 : tensor<384xf32>
    %3140 = "stablehlo.select"(%3020, %2149, %3139) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3141 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %3142 = stablehlo.divide %2126, %3141 : tensor<384x1536xf32>
    %3143 = stablehlo.constant dense<1.0> : tensor<384x1536xf32>
    %3144 = stablehlo.multiply %3142, %3143 : tensor<384x1536xf32>
    %3145 = "stablehlo.select"(%3020, %2126, %3144) : (tensor<i1>, tensor<384x1536xf32>, tensor<384x1536xf32>) -> tensor<384x1536xf32>
    %3146 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %3147 = stablehlo.divide %2128, %3146 : tensor<1536xf32>
    %3148 = stablehlo.constant dense<1.0> : tensor<1536xf32>
    %3149 = stablehlo.multiply %3147, %3148 : tensor<1536xf32>
    %3150 = "stablehlo.select"(%3020, %2128, %3149) : (tensor<i1>, tensor<1536xf32>, tensor<1536xf32>) -> tensor<1536xf32>
    %3151 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %3152 = stablehlo.divide %2112, %3151 : tensor<1536x384xf32>
    %3153 = stablehlo.constant dense<1.0> : tensor<1536x384xf32>
    %3154 = stablehlo.multiply %3152, %3153 : tensor<1536x384xf32>
    %3155 = "stablehlo.select"(%3020, %2112, %3154) : (tensor<i1>, tensor<1536x384xf32>, tensor<1536x384xf32>) -> tensor<1536x384xf32>
    %3156 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3157 = stablehlo.divide %2114, %3156 : tensor<384xf32>
    %3158 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3159 = stablehlo.multiply %3157, %3158 : tensor<384xf32>
    %3160 = "stablehlo.select"(%3020, %2114, %3159) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3161 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3162 = stablehlo.divide %2105, %3161 : tensor<384xf32>
    %3163 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3164 = stablehlo.multiply %3162, %3163 : tensor<384xf32>
    %3165 = "stablehlo.select"(%3020, %2105, %3164) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3166 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3167 = stablehlo.divide %2107, %3166 : tensor<384xf32>
    %3168 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3169 = stablehlo.multiply %3167, %3168 : tensor<384xf32>
    %3170 = "stablehlo.select"(%3020, %2107, %3169) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3171 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1152xf32>
    %3172 = stablehlo.divide %2084, %3171 : tensor<384x1152xf32>
    %3173 = stablehlo.constant dense<1.0> : tensor<384x1152xf32>
    %3174 = stablehlo.multiply %3172, %3173 : tensor<384x1152xf32>
    %3175 = "stablehlo.select"(%3020, %2084, %3174) : (tensor<i1>, tensor<384x1152xf32>, tensor<384x1152xf32>) -> tensor<384x1152xf32>
    %3176 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1152xf32>
    %3177 = stablehlo.divide %2086, %3176 : tensor<1152xf32>
    %3178 = stablehlo.constant dense<1.0> : tensor<1152xf32>
    %3179 = stablehlo.multiply %3177, %3178 : tensor<1152xf32>
    %3180 = "stablehlo.select"(%3020, %2086, %3179) : (tensor<i1>, tensor<1152xf32>, tensor<1152xf32>) -> tensor<1152xf32>
    %3181 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x384xf32>
    %3182 = stablehlo.divide %2060, %3181 : tensor<384x384xf32>
    %3183 = stablehlo.constant dense<1.0> : tensor<384x384xf32>
    %3184 = stablehlo.multiply %3182, %3183 : tensor<384x384xf32>
    %3185 = "stablehlo.select"(%3020, %2060, %3184) : (tensor<i1>, tensor<384x384xf32>, tensor<384x384xf32>) -> tensor<384x384xf32>
    %3186 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3187 = stablehlo.divide %2062, %3186 : tensor<384xf32>
    %3188 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3189 = stablehlo.multiply %3187, %3188 : tensor<384xf32>
    %3190 = "stablehlo.select"(%3020, %2062, %3189) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3191 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3192 = stablehlo.divide %2054, %3191 : tensor<384xf32>
    %3193 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3194 = stablehlo.multiply %3192, %3193 : tensor<384xf32>
    %3195 = "stablehlo.select"(%3020, %2054, %3194) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3196 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3197 = stablehlo.divide %2056, %3196 : tensor<384xf32>
    %3198 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3199 = stablehlo.multiply %3197, %3198 : tensor<384xf32>
    %3200 = "stablehlo.select"(%3020, %2056, %3199) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3201 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %3202 = stablehlo.divide %2033, %3201 : tensor<384x1536xf32>
    %3203 = stablehlo.constant dense<1.0> : tensor<384x1536xf32>
    %3204 = stablehlo.multiply %3202, %3203 : tensor<384x1536xf32>
    %3205 = "stablehlo.select"(%3020, %2033, %3204) : (tensor<i1>, tensor<384x1536xf32>, tensor<384x1536xf32>) -> tensor<384x1536xf32>
    %3206 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %3207 = stablehlo.divide %2035, %3206 : tensor<1536xf32>
    %3208 = stablehlo.constant dense<1.0> : tensor<1536xf32>
    %3209 = stablehlo.multiply %3207, %3208 : tensor<1536xf32>
    %3210 = "stablehlo.select"(%3020, %2035, %3209) : (tensor<i1>, tensor<1536xf32>, tensor<1536xf32>) -> tensor<1536xf32>
    %3211 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %3212 = stablehlo.divide %2019, %3211 : tensor<1536x384xf32>
    %3213 = stablehlo.constant dense<1.0> : tensor<1536x384xf32>
    %3214 = stablehlo.multiply %3212, %3213 : tensor<1536x384xf32>
    %3215 = "stablehlo.select"(%3020, %2019, %3214) : (tensor<i1>, tensor<1536x384xf32>, tensor<1536x384xf32>) -> tensor<1536x384xf32>
    %3216 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3217 = stablehlo.divide %2021, %3216 : tensor<384xf32>
    %3218 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3219 = stablehlo.multiply %3217, %3218 : tensor<384xf32>
    %3220 = "stablehlo.select"(%3020, %2021, %3219) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3221 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3222 = stablehlo.divide %2012, %3221 : tensor<384xf32>
    %3223 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3224 = stablehlo.multiply %3222, %3223 : tensor<384xf32>
    %3225 = "stablehlo.select"(%3020, %2012, %3224) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3226 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3227 = stablehlo.divide %2014, %3226 : tensor<384xf32>
    %3228 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3229 = stablehlo.multiply %3227, %3228 : tensor<384xf32>
    %3230 = "stablehlo.select"(%3020, %2014, %3229) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3231 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1152xf32>
    %3232 = stablehlo.divide %1991, %3231 : tensor<384x1152xf32>
    %3233 = stablehlo.constant dense<1.0> : tensor<384x1152xf32>
    %3234 = stablehlo.multiply %3232, %3233 : tensor<384x1152xf32>
    %3235 = "stablehlo.select"(%3020, %1991, %3234) : (tensor<i1>, tensor<384x1152xf32>, tensor<384x1152xf32>) -> tensor<384x1152xf32>
    %3236 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1152xf32>
    %3237 = stablehlo.divide %1993, %3236 : tensor<1152xf32>
    %3238 = stablehlo.constant dense<1.0> : tensor<1152xf32>
    %3239 = stablehlo.multiply %3237, %3238 : tensor<1152xf32>
    %3240 = "stablehlo.select"(%3020, %1993, %3239) : (tensor<i1>, tensor<1152xf32>, tensor<1152xf32>) -> tensor<1152xf32>
    %3241 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x384xf32>
    %3242 = stablehlo.divide %1967, %3241 : tensor<384x384xf32>
    %3243 = stablehlo.constant dense<1.0> : tensor<384x384xf32>
    %3244 = stablehlo.multiply %3242, %3243 : tensor<384x384xf32>
    %3245 = "stablehlo.select"(%3020, %1967, %3244) : (tensor<i1>, tensor<384x384xf32>, tensor<384x384xf32>) -> tensor<384x384xf32>
    %3246 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3247 = stablehlo.divide %1969, %3246 : tensor<384xf32>
    %3248 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3249 = stablehlo.multiply %3247, %3248 : tensor<384xf32>
    %3250 = "stablehlo.select"(%3020, %1969, %3249) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3251 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3252 = stablehlo.divide %1961, %3251 : tensor<384xf32>
    %3253 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3254 = stablehlo.multiply %3252, %3253 : tensor<384xf32>
    %3255 = "stablehlo.select"(%3020, %1961, %3254) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3256 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3257 = stablehlo.divide %1963, %3256 : tensor<384xf32>
    %3258 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3259 = stablehlo.multiply %3257, %3258 : tensor<384xf32>
    %3260 = "stablehlo.select"(%3020, %1963, %3259) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3261 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %3262 = stablehlo.divide %1940, %3261 : tensor<384x1536xf32>
    %3263 = stablehlo.constant dense<1.0> : tensor<384x1536xf32>
    %3264 = stablehlo.multiply %3262, %3263 : tensor<384x1536xf32>
    %3265 = "stablehlo.select"(%3020, %1940, %3264) : (tensor<i1>, tensor<384x1536xf32>, tensor<384x1536xf32>) -> tensor<384x1536xf32>
    %3266 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %3267 = stablehlo.divide %1942, %3266 : tensor<1536xf32>
    %3268 = stablehlo.constant dense<1.0> : tensor<1536xf32>
    %3269 = stablehlo.multiply %3267, %3268 : tensor<1536xf32>
    %3270 = "stablehlo.select"(%3020, %1942, %3269) : (tensor<i1>, tensor<1536xf32>, tensor<1536xf32>) -> tensor<1536xf32>
    %3271 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %3272 = stablehlo.divide %1926, %3271 : tensor<1536x384xf32>
    %3273 = stablehlo.constant dense<1.0> : tensor<1536x384xf32>
    %3274 = stablehlo.multiply %3272, %3273 : tensor<1536x384xf32>
    %3275 = "stablehlo.select"(%3020, %1926, %3274) : (tensor<i1>, tensor<1536x384xf32>, tensor<1536x384xf32>) -> tensor<1536x384xf32>
    %3276 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3277 = stablehlo.divide %1928, %3276 : tensor<384xf32>
    %3278 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3279 = stablehlo.multiply %3277, %3278 : tensor<384xf32>
    %3280 = "stablehlo.select"(%3020, %1928, %3279) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3281 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3282 = stablehlo.divide %1919, %3281 : tensor<384xf32>
    %3283 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3284 = stablehlo.multiply %3282, %3283 : tensor<384xf32>
    %3285 = "stablehlo.select"(%3020, %1919, %3284) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3286 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3287 = stablehlo.divide %1921, %3286 : tensor<384xf32>
    %3288 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3289 = stablehlo.multiply %3287, %3288 : tensor<384xf32>
    %3290 = "stablehlo.select"(%3020, %1921, %3289) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3291 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1152xf32>
    %3292 = stablehlo.divide %1898, %3291 : tensor<384x1152xf32>
    %3293 = stablehlo.constant dense<1.0> : tensor<384x1152xf32>
    %3294 = stablehlo.multiply %3292, %3293 : tensor<384x1152xf32>
    %3295 = "stablehlo.select"(%3020, %1898, %3294) : (tensor<i1>, tensor<384x1152xf32>, tensor<384x1152xf32>) -> tensor<384x1152xf32>
    %3296 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1152xf32>
    %3297 = stablehlo.divide %1900, %3296 : tensor<1152xf32>
    %3298 = stablehlo.constant dense<1.0> : tensor<1152xf32>
    %3299 = stablehlo.multiply %3297, %3298 : tensor<1152xf32>
    %3300 = "stablehlo.select"(%3020, %1900, %3299) : (tensor<i1>, tensor<1152xf32>, tensor<1152xf32>) -> tensor<1152xf32>
    %3301 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x384xf32>
    %3302 = stablehlo.divide %1874, %3301 : tensor<384x384xf32>
    %3303 = stablehlo.constant dense<1.0> : tensor<384x384xf32>
    %3304 = stablehlo.multiply %3302, %3303 : tensor<384x384xf32>
    %3305 = "stablehlo.select"(%3020, %1874, %3304) : (tensor<i1>, tensor<384x384xf32>, tensor<384x384xf32>) -> tensor<384x384xf32>
    %3306 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3307 = stablehlo.divide %1876, %3306 : tensor<384xf32>
    %3308 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3309 = stablehlo.multiply %3307, %3308 : tensor<384xf32>
    %3310 = "stablehlo.select"(%3020, %1876, %3309) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3311 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3312 = stablehlo.divide %1868, %3311 : tensor<384xf32>
    %3313 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3314 = stablehlo.multiply %3312, %3313 : tensor<384xf32>
    %3315 = "stablehlo.select"(%3020, %1868, %3314) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3316 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3317 = stablehlo.divide %1870, %3316 : tensor<384xf32>
    %3318 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3319 = stablehlo.multiply %3317, %3318 : tensor<384xf32>
    %3320 = "stablehlo.select"(%3020, %1870, %3319) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3321 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %3322 = stablehlo.divide %1847, %3321 : tensor<384x1536xf32>
    %3323 = stablehlo.constant dense<1.0> : tensor<384x1536xf32>
    %3324 = stablehlo.multiply %3322, %3323 : tensor<384x1536xf32>
    %3325 = "stablehlo.select"(%3020, %1847, %3324) : (tensor<i1>, tensor<384x1536xf32>, tensor<384x1536xf32>) -> tensor<384x1536xf32>
    %3326 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %3327 = stablehlo.divide %1849, %3326 : tensor<1536xf32>
    %3328 = stablehlo.constant dense<1.0> : tensor<1536xf32>
    %3329 = stablehlo.multiply %3327, %3328 : tensor<1536xf32>
    %3330 = "stablehlo.select"(%3020, %1849, %3329) : (tensor<i1>, tensor<1536xf32>, tensor<1536xf32>) -> tensor<1536xf32>
    %3331 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %3332 = stablehlo.divide %1833, %3331 : tensor<1536x384xf32>
    %3333 = stablehlo.constant dense<1.0> : tensor<1536x384xf32>
    %3334 = stablehlo.multiply %3332, %3333 : tensor<1536x384xf32>
    %3335 = "stablehlo.select"(%3020, %1833, %3334) : (tensor<i1>, tensor<1536x384xf32>, tensor<1536x384xf32>) -> tensor<1536x384xf32>
    %3336 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3337 = stablehlo.divide %1835, %3336 : tensor<384xf32>
    %3338 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3339 = stablehlo.multiply %3337, %3338 : tensor<384xf32>
    %3340 = "stablehlo.select"(%3020, %1835, %3339) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3341 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3342 = stablehlo.divide %1826, %3341 : tensor<384xf32>
    %3343 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3344 = stablehlo.multiply %3342, %3343 : tensor<384xf32>
    %3345 = "stablehlo.select"(%3020, %1826, %3344) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3346 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3347 = stablehlo.divide %1828, %3346 : tensor<384xf32>
    %3348 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3349 = stablehlo.multiply %3347, %3348 : tensor<384xf32>
    %3350 = "stablehlo.select"(%3020, %1828, %3349) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3351 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1152xf32>
    %3352 = stablehlo.divide %1805, %3351 : tensor<384x1152xf32>
    %3353 = stablehlo.constant dense<1.0> : tensor<384x1152xf32>
    %3354 = stablehlo.multiply %3352, %3353 : tensor<384x1152xf32>
    %3355 = "stablehlo.select"(%3020, %1805, %3354) : (tensor<i1>, tensor<384x1152xf32>, tensor<384x1152xf32>) -> tensor<384x1152xf32>
    %3356 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1152xf32>
    %3357 = stablehlo.divide %1807, %3356 : tensor<1152xf32>
    %3358 = stablehlo.constant dense<1.0> : tensor<1152xf32>
    %3359 = stablehlo.multiply %3357, %3358 : tensor<1152xf32>
    %3360 = "stablehlo.select"(%3020, %1807, %3359) : (tensor<i1>, tensor<1152xf32>, tensor<1152xf32>) -> tensor<1152xf32>
    %3361 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x384xf32>
    %3362 = stablehlo.divide %1781, %3361 : tensor<384x384xf32>
    %3363 = stablehlo.constant dense<1.0> : tensor<384x384xf32>
    %3364 = stablehlo.multiply %3362, %3363 : tensor<384x384xf32>
    %3365 = "stablehlo.select"(%3020, %1781, %3364) : (tensor<i1>, tensor<384x384xf32>, tensor<384x384xf32>) -> tensor<384x384xf32>
    %3366 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3367 = stablehlo.divide %1783, %3366 : tensor<384xf32>
    %3368 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3369 = stablehlo.multiply %3367, %3368 : tensor<384xf32>
    %3370 = "stablehlo.select"(%3020, %1783, %3369) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3371 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3372 = stablehlo.divide %1775, %3371 : tensor<384xf32>
    %3373 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3374 = stablehlo.multiply %3372, %3373 : tensor<384xf32>
    %3375 = "stablehlo.select"(%3020, %1775, %3374) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3376 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3377 = stablehlo.divide %1777, %3376 : tensor<384xf32>
    %3378 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3379 = stablehlo.multiply %3377, %3378 : tensor<384xf32>
    %3380 = "stablehlo.select"(%3020, %1777, %3379) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3381 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %3382 = stablehlo.divide %1754, %3381 : tensor<384x1536xf32>
    %3383 = stablehlo.constant dense<1.0> : tensor<384x1536xf32>
    %3384 = stablehlo.multiply %3382, %3383 : tensor<384x1536xf32>
    %3385 = "stablehlo.select"(%3020, %1754, %3384) : (tensor<i1>, tensor<384x1536xf32>, tensor<384x1536xf32>) -> tensor<384x1536xf32>
    %3386 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %3387 = stablehlo.divide %1756, %3386 : tensor<1536xf32>
    %3388 = stablehlo.constant dense<1.0> : tensor<1536xf32>
    %3389 = stablehlo.multiply %3387, %3388 : tensor<1536xf32>
    %3390 = "stablehlo.select"(%3020, %1756, %3389) : (tensor<i1>, tensor<1536xf32>, tensor<1536xf32>) -> tensor<1536xf32>
    %3391 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %3392 = stablehlo.divide %1740, %3391 : tensor<1536x384xf32>
    %3393 = stablehlo.constant dense<1.0> : tensor<1536x384xf32>
    %3394 = stablehlo.multiply %3392, %3393 : tensor<1536x384xf32>
    %3395 = "stablehlo.select"(%3020, %1740, %3394) : (tensor<i1>, tensor<1536x384xf32>, tensor<1536x384xf32>) -> tensor<1536x384xf32>
    %3396 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3397 = stablehlo.divide %1742, %3396 : tensor<384xf32>
    %3398 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3399 = stablehlo.multiply %3397, %3398 : tensor<384xf32>
    %3400 = "stablehlo.select"(%3020, %1742, %3399) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3401 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3402 = stablehlo.divide %1733, %3401 : tensor<384xf32>
    %3403 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3404 = stablehlo.multiply %3402, %3403 : tensor<384xf32>
    %3405 = "stablehlo.select"(%3020, %1733, %3404) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3406 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3407 = stablehlo.divide %1735, %3406 : tensor<384xf32>
    %3408 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3409 = stablehlo.multiply %3407, %3408 : tensor<384xf32>
    %3410 = "stablehlo.select"(%3020, %1735, %3409) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3411 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1152xf32>
    %3412 = stablehlo.divide %1712, %3411 : tensor<384x1152xf32>
    %3413 = stablehlo.constant dense<1.0> : tensor<384x1152xf32>
    %3414 = stablehlo.multiply %3412, %3413 : tensor<384x1152xf32>
    %3415 = "stablehlo.select"(%3020, %1712, %3414) : (tensor<i1>, tensor<384x1152xf32>, tensor<384x1152xf32>) -> tensor<384x1152xf32>
    %3416 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1152xf32>
    %3417 = stablehlo.divide %1714, %3416 : tensor<1152xf32>
    %3418 = stablehlo.constant dense<1.0> : tensor<1152xf32>
    %3419 = stablehlo.multiply %3417, %3418 : tensor<1152xf32>
    %3420 = "stablehlo.select"(%3020, %1714, %3419) : (tensor<i1>, tensor<1152xf32>, tensor<1152xf32>) -> tensor<1152xf32>
    %3421 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x384xf32>
    %3422 = stablehlo.divide %1688, %3421 : tensor<384x384xf32>
    %3423 = stablehlo.constant dense<1.0> : tensor<384x384xf32>
    %3424 = stablehlo.multiply %3422, %3423 : tensor<384x384xf32>
    %3425 = "stablehlo.select"(%3020, %1688, %3424) : (tensor<i1>, tensor<384x384xf32>, tensor<384x384xf32>) -> tensor<384x384xf32>
    %3426 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3427 = stablehlo.divide %1690, %3426 : tensor<384xf32>
    %3428 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3429 = stablehlo.multiply %3427, %3428 : tensor<384xf32>
    %3430 = "stablehlo.select"(%3020, %1690, %3429) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3431 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3432 = stablehlo.divide %1682, %3431 : tensor<384xf32>
    %3433 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3434 = stablehlo.multiply %3432, %3433 : tensor<384xf32>
    %3435 = "stablehlo.select"(%3020, %1682, %3434) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3436 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3437 = stablehlo.divide %1684, %3436 : tensor<384xf32>
    %3438 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3439 = stablehlo.multiply %3437, %3438 : tensor<384xf32>
    %3440 = "stablehlo.select"(%3020, %1684, %3439) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3441 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %3442 = stablehlo.divide %1661, %3441 : tensor<384x1536xf32>
    %3443 = stablehlo.constant dense<1.0> : tensor<384x1536xf32>
    %3444 = stablehlo.multiply %3442, %3443 : tensor<384x1536xf32>
    %3445 = "stablehlo.select"(%3020, %1661, %3444) : (tensor<i1>, tensor<384x1536xf32>, tensor<384x1536xf32>) -> tensor<384x1536xf32>
    %3446 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %3447 = stablehlo.divide %1663, %3446 : tensor<1536xf32>
    %3448 = stablehlo.constant dense<1.0> : tensor<1536xf32>
    %3449 = stablehlo.multiply %3447, %3448 : tensor<1536xf32>
    %3450 = "stablehlo.select"(%3020, %1663, %3449) : (tensor<i1>, tensor<1536xf32>, tensor<1536xf32>) -> tensor<1536xf32>
    %3451 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %3452 = stablehlo.divide %1647, %3451 : tensor<1536x384xf32>
    %3453 = stablehlo.constant dense<1.0> : tensor<1536x384xf32>
    %3454 = stablehlo.multiply %3452, %3453 : tensor<1536x384xf32>
    %3455 = "stablehlo.select"(%3020, %1647, %3454) : (tensor<i1>, tensor<1536x384xf32>, tensor<1536x384xf32>) -> tensor<1536x384xf32>
    %3456 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3457 = stablehlo.divide %1649, %3456 : tensor<384xf32>
    %3458 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3459 = stablehlo.multiply %3457, %3458 : tensor<384xf32>
    %3460 = "stablehlo.select"(%3020, %1649, %3459) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3461 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3462 = stablehlo.divide %1640, %3461 : tensor<384xf32>
    %3463 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3464 = stablehlo.multiply %3462, %3463 : tensor<384xf32>
    %3465 = "stablehlo.select"(%3020, %1640, %3464) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3466 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3467 = stablehlo.divide %1642, %3466 : tensor<384xf32>
    %3468 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3469 = stablehlo.multiply %3467, %3468 : tensor<384xf32>
    %3470 = "stablehlo.select"(%3020, %1642, %3469) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3471 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1152xf32>
    %3472 = stablehlo.divide %1619, %3471 : tensor<384x1152xf32>
    %3473 = stablehlo.constant dense<1.0> : tensor<384x1152xf32>
    %3474 = stablehlo.multiply %3472, %3473 : tensor<384x1152xf32>
    %3475 = "stablehlo.select"(%3020, %1619, %3474) : (tensor<i1>, tensor<384x1152xf32>, tensor<384x1152xf32>) -> tensor<384x1152xf32>
    %3476 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1152xf32>
    %3477 = stablehlo.divide %1621, %3476 : tensor<1152xf32>
    %3478 = stablehlo.constant dense<1.0> : tensor<1152xf32>
    %3479 = stablehlo.multiply %3477, %3478 : tensor<1152xf32>
    %3480 = "stablehlo.select"(%3020, %1621, %3479) : (tensor<i1>, tensor<1152xf32>, tensor<1152xf32>) -> tensor<1152xf32>
    %3481 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x384xf32>
    %3482 = stablehlo.divide %1595, %3481 : tensor<384x384xf32>
    %3483 = stablehlo.constant dense<1.0> : tensor<384x384xf32>
    %3484 = stablehlo.multiply %3482, %3483 : tensor<384x384xf32>
    %3485 = "stablehlo.select"(%3020, %1595, %3484) : (tensor<i1>, tensor<384x384xf32>, tensor<384x384xf32>) -> tensor<384x384xf32>
    %3486 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3487 = stablehlo.divide %1597, %3486 : tensor<384xf32>
    %3488 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3489 = stablehlo.multiply %3487, %3488 : tensor<384xf32>
    %3490 = "stablehlo.select"(%3020, %1597, %3489) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3491 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3492 = stablehlo.divide %1589, %3491 : tensor<384xf32>
    %3493 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3494 = stablehlo.multiply %3492, %3493 : tensor<384xf32>
    %3495 = "stablehlo.select"(%3020, %1589, %3494) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3496 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3497 = stablehlo.divide %1591, %3496 : tensor<384xf32>
    %3498 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3499 = stablehlo.multiply %3497, %3498 : tensor<384xf32>
    %3500 = "stablehlo.select"(%3020, %1591, %3499) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3501 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %3502 = stablehlo.divide %1568, %3501 : tensor<384x1536xf32>
    %3503 = stablehlo.constant dense<1.0> : tensor<384x1536xf32>
    %3504 = stablehlo.multiply %3502, %3503 : tensor<384x1536xf32>
    %3505 = "stablehlo.select"(%3020, %1568, %3504) : (tensor<i1>, tensor<384x1536xf32>, tensor<384x1536xf32>) -> tensor<384x1536xf32>
    %3506 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %3507 = stablehlo.divide %1570, %3506 : tensor<1536xf32>
    %3508 = stablehlo.constant dense<1.0> : tensor<1536xf32>
    %3509 = stablehlo.multiply %3507, %3508 : tensor<1536xf32>
    %3510 = "stablehlo.select"(%3020, %1570, %3509) : (tensor<i1>, tensor<1536xf32>, tensor<1536xf32>) -> tensor<1536xf32>
    %3511 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %3512 = stablehlo.divide %1554, %3511 : tensor<1536x384xf32>
    %3513 = stablehlo.constant dense<1.0> : tensor<1536x384xf32>
    %3514 = stablehlo.multiply %3512, %3513 : tensor<1536x384xf32>
    %3515 = "stablehlo.select"(%3020, %1554, %3514) : (tensor<i1>, tensor<1536x384xf32>, tensor<1536x384xf32>) -> tensor<1536x384xf32>
    %3516 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3517 = stablehlo.divide %1556, %3516 : tensor<384xf32>
    %3518 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3519 = stablehlo.multiply %3517, %3518 : tensor<384xf32>
    %3520 = "stablehlo.select"(%3020, %1556, %3519) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3521 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3522 = stablehlo.divide %1547, %3521 : tensor<384xf32>
    %3523 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3524 = stablehlo.multiply %3522, %3523 : tensor<384xf32>
    %3525 = "stablehlo.select"(%3020, %1547, %3524) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3526 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3527 = stablehlo.divide %1549, %3526 : tensor<384xf32>
    %3528 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3529 = stablehlo.multiply %3527, %3528 : tensor<384xf32>
    %3530 = "stablehlo.select"(%3020, %1549, %3529) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3531 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1152xf32>
    %3532 = stablehlo.divide %1526, %3531 : tensor<384x1152xf32>
    %3533 = stablehlo.constant dense<1.0> : tensor<384x1152xf32>
    %3534 = stablehlo.multiply %3532, %3533 : tensor<384x1152xf32>
    %3535 = "stablehlo.select"(%3020, %1526, %3534) : (tensor<i1>, tensor<384x1152xf32>, tensor<384x1152xf32>) -> tensor<384x1152xf32>
    %3536 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1152xf32>
    %3537 = stablehlo.divide %1528, %3536 : tensor<1152xf32>
    %3538 = stablehlo.constant dense<1.0> : tensor<1152xf32>
    %3539 = stablehlo.multiply %3537, %3538 : tensor<1152xf32>
    %3540 = "stablehlo.select"(%3020, %1528, %3539) : (tensor<i1>, tensor<1152xf32>, tensor<1152xf32>) -> tensor<1152xf32>
    %3541 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x384xf32>
    %3542 = stablehlo.divide %1502, %3541 : tensor<384x384xf32>
    %3543 = stablehlo.constant dense<1.0> : tensor<384x384xf32>
    %3544 = stablehlo.multiply %3542, %3543 : tensor<384x384xf32>
    %3545 = "stablehlo.select"(%3020, %1502, %3544) : (tensor<i1>, tensor<384x384xf32>, tensor<384x384xf32>) -> tensor<384x384xf32>
    %3546 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3547 = stablehlo.divide %1504, %3546 : tensor<384xf32>
    %3548 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3549 = stablehlo.multiply %3547, %3548 : tensor<384xf32>
    %3550 = "stablehlo.select"(%3020, %1504, %3549) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3551 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3552 = stablehlo.divide %1496, %3551 : tensor<384xf32>
    %3553 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3554 = stablehlo.multiply %3552, %3553 : tensor<384xf32>
    %3555 = "stablehlo.select"(%3020, %1496, %3554) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3556 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3557 = stablehlo.divide %1498, %3556 : tensor<384xf32>
    %3558 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3559 = stablehlo.multiply %3557, %3558 : tensor<384xf32>
    %3560 = "stablehlo.select"(%3020, %1498, %3559) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3561 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %3562 = stablehlo.divide %1475, %3561 : tensor<384x1536xf32>
    %3563 = stablehlo.constant dense<1.0> : tensor<384x1536xf32>
    %3564 = stablehlo.multiply %3562, %3563 : tensor<384x1536xf32>
    %3565 = "stablehlo.select"(%3020, %1475, %3564) : (tensor<i1>, tensor<384x1536xf32>, tensor<384x1536xf32>) -> tensor<384x1536xf32>
    %3566 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %3567 = stablehlo.divide %1477, %3566 : tensor<1536xf32>
    %3568 = stablehlo.constant dense<1.0> : tensor<1536xf32>
    %3569 = stablehlo.multiply %3567, %3568 : tensor<1536xf32>
    %3570 = "stablehlo.select"(%3020, %1477, %3569) : (tensor<i1>, tensor<1536xf32>, tensor<1536xf32>) -> tensor<1536xf32>
    %3571 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %3572 = stablehlo.divide %1461, %3571 : tensor<1536x384xf32>
    %3573 = stablehlo.constant dense<1.0> : tensor<1536x384xf32>
    %3574 = stablehlo.multiply %3572, %3573 : tensor<1536x384xf32>
    %3575 = "stablehlo.select"(%3020, %1461, %3574) : (tensor<i1>, tensor<1536x384xf32>, tensor<1536x384xf32>) -> tensor<1536x384xf32>
    %3576 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3577 = stablehlo.divide %1463, %3576 : tensor<384xf32>
    %3578 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3579 = stablehlo.multiply %3577, %3578 : tensor<384xf32>
    %3580 = "stablehlo.select"(%3020, %1463, %3579) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3581 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3582 = stablehlo.divide %1454, %3581 : tensor<384xf32>
    %3583 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3584 = stablehlo.multiply %3582, %3583 : tensor<384xf32>
    %3585 = "stablehlo.select"(%3020, %1454, %3584) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3586 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3587 = stablehlo.divide %1456, %3586 : tensor<384xf32>
    %3588 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3589 = stablehlo.multiply %3587, %3588 : tensor<384xf32>
    %3590 = "stablehlo.select"(%3020, %1456, %3589) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3591 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1152xf32>
    %3592 = stablehlo.divide %1433, %3591 : tensor<384x1152xf32>
    %3593 = stablehlo.constant dense<1.0> : tensor<384x1152xf32>
    %3594 = stablehlo.multiply %3592, %3593 : tensor<384x1152xf32>
    %3595 = "stablehlo.select"(%3020, %1433, %3594) : (tensor<i1>, tensor<384x1152xf32>, tensor<384x1152xf32>) -> tensor<384x1152xf32>
    %3596 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1152xf32>
    %3597 = stablehlo.divide %1435, %3596 : tensor<1152xf32>
    %3598 = stablehlo.constant dense<1.0> : tensor<1152xf32>
    %3599 = stablehlo.multiply %3597, %3598 : tensor<1152xf32>
    %3600 = "stablehlo.select"(%3020, %1435, %3599) : (tensor<i1>, tensor<1152xf32>, tensor<1152xf32>) -> tensor<1152xf32>
    %3601 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x384xf32>
    %3602 = stablehlo.divide %1409, %3601 : tensor<384x384xf32>
    %3603 = stablehlo.constant dense<1.0> : tensor<384x384xf32>
    %3604 = stablehlo.multiply %3602, %3603 : tensor<384x384xf32>
    %3605 = "stablehlo.select"(%3020, %1409, %3604) : (tensor<i1>, tensor<384x384xf32>, tensor<384x384xf32>) -> tensor<384x384xf32>
    %3606 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3607 = stablehlo.divide %1411, %3606 : tensor<384xf32>
    %3608 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3609 = stablehlo.multiply %3607, %3608 : tensor<384xf32>
    %3610 = "stablehlo.select"(%3020, %1411, %3609) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3611 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3612 = stablehlo.divide %1403, %3611 : tensor<384xf32>
    %3613 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3614 = stablehlo.multiply %3612, %3613 : tensor<384xf32>
    %3615 = "stablehlo.select"(%3020, %1403, %3614) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3616 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3617 = stablehlo.divide %1405, %3616 : tensor<384xf32>
    %3618 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3619 = stablehlo.multiply %3617, %3618 : tensor<384xf32>
    %3620 = "stablehlo.select"(%3020, %1405, %3619) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3621 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %3622 = stablehlo.divide %1382, %3621 : tensor<384x1536xf32>
    %3623 = stablehlo.constant dense<1.0> : tensor<384x1536xf32>
    %3624 = stablehlo.multiply %3622, %3623 : tensor<384x1536xf32>
    %3625 = "stablehlo.select"(%3020, %1382, %3624) : (tensor<i1>, tensor<384x1536xf32>, tensor<384x1536xf32>) -> tensor<384x1536xf32>
    %3626 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %3627 = stablehlo.divide %1384, %3626 : tensor<1536xf32>
    %3628 = stablehlo.constant dense<1.0> : tensor<1536xf32>
    %3629 = stablehlo.multiply %3627, %3628 : tensor<1536xf32>
    %3630 = "stablehlo.select"(%3020, %1384, %3629) : (tensor<i1>, tensor<1536xf32>, tensor<1536xf32>) -> tensor<1536xf32>
    %3631 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %3632 = stablehlo.divide %1368, %3631 : tensor<1536x384xf32>
    %3633 = stablehlo.constant dense<1.0> : tensor<1536x384xf32>
    %3634 = stablehlo.multiply %3632, %3633 : tensor<1536x384xf32>
    %3635 = "stablehlo.select"(%3020, %1368, %3634) : (tensor<i1>, tensor<1536x384xf32>, tensor<1536x384xf32>) -> tensor<1536x384xf32>
    %3636 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3637 = stablehlo.divide %1370, %3636 : tensor<384xf32>
    %3638 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3639 = stablehlo.multiply %3637, %3638 : tensor<384xf32>
    %3640 = "stablehlo.select"(%3020, %1370, %3639) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3641 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3642 = stablehlo.divide %1361, %3641 : tensor<384xf32>
    %3643 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3644 = stablehlo.multiply %3642, %3643 : tensor<384xf32>
    %3645 = "stablehlo.select"(%3020, %1361, %3644) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3646 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3647 = stablehlo.divide %1363, %3646 : tensor<384xf32>
    %3648 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3649 = stablehlo.multiply %3647, %3648 : tensor<384xf32>
    %3650 = "stablehlo.select"(%3020, %1363, %3649) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3651 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1152xf32>
    %3652 = stablehlo.divide %1340, %3651 : tensor<384x1152xf32>
    %3653 = stablehlo.constant dense<1.0> : tensor<384x1152xf32>
    %3654 = stablehlo.multiply %3652, %3653 : tensor<384x1152xf32>
    %3655 = "stablehlo.select"(%3020, %1340, %3654) : (tensor<i1>, tensor<384x1152xf32>, tensor<384x1152xf32>) -> tensor<384x1152xf32>
    %3656 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1152xf32>
    %3657 = stablehlo.divide %1342, %3656 : tensor<1152xf32>
    %3658 = stablehlo.constant dense<1.0> : tensor<1152xf32>
    %3659 = stablehlo.multiply %3657, %3658 : tensor<1152xf32>
    %3660 = "stablehlo.select"(%3020, %1342, %3659) : (tensor<i1>, tensor<1152xf32>, tensor<1152xf32>) -> tensor<1152xf32>
    %3661 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x384xf32>
    %3662 = stablehlo.divide %1316, %3661 : tensor<384x384xf32>
    %3663 = stablehlo.constant dense<1.0> : tensor<384x384xf32>
    %3664 = stablehlo.multiply %3662, %3663 : tensor<384x384xf32>
    %3665 = "stablehlo.select"(%3020, %1316, %3664) : (tensor<i1>, tensor<384x384xf32>, tensor<384x384xf32>) -> tensor<384x384xf32>
    %3666 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3667 = stablehlo.divide %1318, %3666 : tensor<384xf32>
    %3668 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3669 = stablehlo.multiply %3667, %3668 : tensor<384xf32>
    %3670 = "stablehlo.select"(%3020, %1318, %3669) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3671 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3672 = stablehlo.divide %1310, %3671 : tensor<384xf32>
    %3673 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3674 = stablehlo.multiply %3672, %3673 : tensor<384xf32>
    %3675 = "stablehlo.select"(%3020, %1310, %3674) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3676 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3677 = stablehlo.divide %1312, %3676 : tensor<384xf32>
    %3678 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3679 = stablehlo.multiply %3677, %3678 : tensor<384xf32>
    %3680 = "stablehlo.select"(%3020, %1312, %3679) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3681 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %3682 = stablehlo.divide %1289, %3681 : tensor<384x1536xf32>
    %3683 = stablehlo.constant dense<1.0> : tensor<384x1536xf32>
    %3684 = stablehlo.multiply %3682, %3683 : tensor<384x1536xf32>
    %3685 = "stablehlo.select"(%3020, %1289, %3684) : (tensor<i1>, tensor<384x1536xf32>, tensor<384x1536xf32>) -> tensor<384x1536xf32>
    %3686 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %3687 = stablehlo.divide %1291, %3686 : tensor<1536xf32>
    %3688 = stablehlo.constant dense<1.0> : tensor<1536xf32>
    %3689 = stablehlo.multiply %3687, %3688 : tensor<1536xf32>
    %3690 = "stablehlo.select"(%3020, %1291, %3689) : (tensor<i1>, tensor<1536xf32>, tensor<1536xf32>) -> tensor<1536xf32>
    %3691 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %3692 = stablehlo.divide %1275, %3691 : tensor<1536x384xf32>
    %3693 = stablehlo.constant dense<1.0> : tensor<1536x384xf32>
    %3694 = stablehlo.multiply %3692, %3693 : tensor<1536x384xf32>
    %3695 = "stablehlo.select"(%3020, %1275, %3694) : (tensor<i1>, tensor<1536x384xf32>, tensor<1536x384xf32>) -> tensor<1536x384xf32>
    %3696 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3697 = stablehlo.divide %1277, %3696 : tensor<384xf32>
    %3698 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3699 = stablehlo.multiply %3697, %3698 : tensor<384xf32>
    %3700 = "stablehlo.select"(%3020, %1277, %3699) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3701 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3702 = stablehlo.divide %1268, %3701 : tensor<384xf32>
    %3703 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3704 = stablehlo.multiply %3702, %3703 : tensor<384xf32>
    %3705 = "stablehlo.select"(%3020, %1268, %3704) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3706 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3707 = stablehlo.divide %1270, %3706 : tensor<384xf32>
    %3708 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3709 = stablehlo.multiply %3707, %3708 : tensor<384xf32>
    %3710 = "stablehlo.select"(%3020, %1270, %3709) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3711 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1152xf32>
    %3712 = stablehlo.divide %1247, %3711 : tensor<384x1152xf32>
    %3713 = stablehlo.constant dense<1.0> : tensor<384x1152xf32>
    %3714 = stablehlo.multiply %3712, %3713 : tensor<384x1152xf32>
    %3715 = "stablehlo.select"(%3020, %1247, %3714) : (tensor<i1>, tensor<384x1152xf32>, tensor<384x1152xf32>) -> tensor<384x1152xf32>
    %3716 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1152xf32>
    %3717 = stablehlo.divide %1249, %3716 : tensor<1152xf32>
    %3718 = stablehlo.constant dense<1.0> : tensor<1152xf32>
    %3719 = stablehlo.multiply %3717, %3718 : tensor<1152xf32>
    %3720 = "stablehlo.select"(%3020, %1249, %3719) : (tensor<i1>, tensor<1152xf32>, tensor<1152xf32>) -> tensor<1152xf32>
    %3721 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x384xf32>
    %3722 = stablehlo.divide %1223, %3721 : tensor<384x384xf32>
    %3723 = stablehlo.constant dense<1.0> : tensor<384x384xf32>
    %3724 = stablehlo.multiply %3722, %3723 : tensor<384x384xf32>
    %3725 = "stablehlo.select"(%3020, %1223, %3724) : (tensor<i1>, tensor<384x384xf32>, tensor<384x384xf32>) -> tensor<384x384xf32>
    %3726 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3727 = stablehlo.divide %1225, %3726 : tensor<384xf32>
    %3728 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3729 = stablehlo.multiply %3727, %3728 : tensor<384xf32>
    %3730 = "stablehlo.select"(%3020, %1225, %3729) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3731 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3732 = stablehlo.divide %1217, %3731 : tensor<384xf32>
    %3733 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3734 = stablehlo.multiply %3732, %3733 : tensor<384xf32>
    %3735 = "stablehlo.select"(%3020, %1217, %3734) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3736 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3737 = stablehlo.divide %1219, %3736 : tensor<384xf32>
    %3738 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3739 = stablehlo.multiply %3737, %3738 : tensor<384xf32>
    %3740 = "stablehlo.select"(%3020, %1219, %3739) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3741 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %3742 = stablehlo.divide %1196, %3741 : tensor<384x1536xf32>
    %3743 = stablehlo.constant dense<1.0> : tensor<384x1536xf32>
    %3744 = stablehlo.multiply %3742, %3743 : tensor<384x1536xf32>
    %3745 = "stablehlo.select"(%3020, %1196, %3744) : (tensor<i1>, tensor<384x1536xf32>, tensor<384x1536xf32>) -> tensor<384x1536xf32>
    %3746 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %3747 = stablehlo.divide %1198, %3746 : tensor<1536xf32>
    %3748 = stablehlo.constant dense<1.0> : tensor<1536xf32>
    %3749 = stablehlo.multiply %3747, %3748 : tensor<1536xf32>
    %3750 = "stablehlo.select"(%3020, %1198, %3749) : (tensor<i1>, tensor<1536xf32>, tensor<1536xf32>) -> tensor<1536xf32>
    %3751 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %3752 = stablehlo.divide %1182, %3751 : tensor<1536x384xf32>
    %3753 = stablehlo.constant dense<1.0> : tensor<1536x384xf32>
    %3754 = stablehlo.multiply %3752, %3753 : tensor<1536x384xf32>
    %3755 = "stablehlo.select"(%3020, %1182, %3754) : (tensor<i1>, tensor<1536x384xf32>, tensor<1536x384xf32>) -> tensor<1536x384xf32>
    %3756 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3757 = stablehlo.divide %1184, %3756 : tensor<384xf32>
    %3758 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3759 = stablehlo.multiply %3757, %3758 : tensor<384xf32>
    %3760 = "stablehlo.select"(%3020, %1184, %3759) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3761 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3762 = stablehlo.divide %1173, %3761 : tensor<384xf32>
    %3763 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3764 = stablehlo.multiply %3762, %3763 : tensor<384xf32>
    %3765 = "stablehlo.select"(%3020, %1173, %3764) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3766 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3767 = stablehlo.divide %1175, %3766 : tensor<384xf32>
    %3768 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3769 = stablehlo.multiply %3767, %3768 : tensor<384xf32>
    %3770 = "stablehlo.select"(%3020, %1175, %3769) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3771 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1000xf32>
    %3772 = stablehlo.divide %1152, %3771 : tensor<384x1000xf32>
    %3773 = stablehlo.constant dense<1.0> : tensor<384x1000xf32>
    %3774 = stablehlo.multiply %3772, %3773 : tensor<384x1000xf32>
    %3775 = "stablehlo.select"(%3020, %1152, %3774) : (tensor<i1>, tensor<384x1000xf32>, tensor<384x1000xf32>) -> tensor<384x1000xf32>
    %3776 = "stablehlo.broadcast_in_dim"(%3018) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1000xf32>
    %3777 = stablehlo.divide %1154, %3776 : tensor<1000xf32>
    %3778 = stablehlo.constant dense<1.0> : tensor<1000xf32>
    %3779 = stablehlo.multiply %3777, %3778 : tensor<1000xf32>
    %3780 = "stablehlo.select"(%3020, %1154, %3779) : (tensor<i1>, tensor<1000xf32>, tensor<1000xf32>) -> tensor<1000xf32>
    %3781 = stablehlo.constant dense<0.9> : tensor<16x16x3x384xf32>
    %3782 = stablehlo.multiply %3781, %m.patch_embed.proj.w : tensor<16x16x3x384xf32>
    %3783 = stablehlo.constant dense<0.1> : tensor<16x16x3x384xf32>
    %3784 = stablehlo.multiply %3783, %3025 : tensor<16x16x3x384xf32>
    %3785 = stablehlo.add %3782, %3784 : tensor<16x16x3x384xf32>
    %3786 = stablehlo.constant dense<0.999> : tensor<16x16x3x384xf32>
    %3787 = stablehlo.multiply %3786, %v.patch_embed.proj.w : tensor<16x16x3x384xf32>
    %3788 = stablehlo.constant dense<0.001> : tensor<16x16x3x384xf32>
    %3789 = stablehlo.multiply %3025, %3025 : tensor<16x16x3x384xf32>
    %3790 = stablehlo.multiply %3788, %3789 : tensor<16x16x3x384xf32>
    %3791 = stablehlo.add %3787, %3790 : tensor<16x16x3x384xf32>
    %3792 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x16x3x384xf32>
    %3793 = stablehlo.divide %3785, %3792 : tensor<16x16x3x384xf32>
    %3794 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x16x3x384xf32>
    %3795 = stablehlo.divide %3791, %3794 : tensor<16x16x3x384xf32>
    %3796 = stablehlo.sqrt %3795 : tensor<16x16x3x384xf32>
    %3797 = stablehlo.constant dense<1.0e-08> : tensor<16x16x3x384xf32>
    %3798 = stablehlo.add %3796, %3797 : tensor<16x16x3x384xf32>
    %3799 = stablehlo.divide %3793, %3798 : tensor<16x16x3x384xf32>
    %3800 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %3801 = stablehlo.multiply %3800, %m.patch_embed.proj.b : tensor<384xf32>
    %3802 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %3803 = stablehlo.multiply %3802, %3030 : tensor<384xf32>
    %3804 = stablehlo.add %3801, %3803 : tensor<384xf32>
    %3805 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %3806 = stablehlo.multiply %3805, %v.patch_embed.proj.b : tensor<384xf32>
    %3807 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %3808 = stablehlo.multiply %3030, %3030 : tensor<384xf32>
    %3809 = stablehlo.multiply %3807, %3808 : tensor<384xf32>
    %3810 = stablehlo.add %3806, %3809 : tensor<384xf32>
    %3811 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3812 = stablehlo.divide %3804, %3811 : tensor<384xf32>
    %3813 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3814 = stablehlo.divide %3810, %3813 : tensor<384xf32>
    %3815 = stablehlo.sqrt %3814 : tensor<384xf32>
    %3816 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %3817 = stablehlo.add %3815, %3816 : tensor<384xf32>
    %3818 = stablehlo.divide %3812, %3817 : tensor<384xf32>
    %3819 = stablehlo.constant dense<0.9> : tensor<1x1x384xf32>
    %3820 = stablehlo.multiply %3819, %m.cls.token : tensor<1x1x384xf32>
    %3821 = stablehlo.constant dense<0.1> : tensor<1x1x384xf32>
    %3822 = stablehlo.multiply %3821, %3035 : tensor<1x1x384xf32>
    %3823 = stablehlo.add %3820, %3822 : tensor<1x1x384xf32>
    %3824 = stablehlo.constant dense<0.999> : tensor<1x1x384xf32>
    %3825 = stablehlo.multiply %3824, %v.cls.token : tensor<1x1x384xf32>
    %3826 = stablehlo.constant dense<0.001> : tensor<1x1x384xf32>
    %3827 = stablehlo.multiply %3035, %3035 : tensor<1x1x384xf32>
    %3828 = stablehlo.multiply %3826, %3827 : tensor<1x1x384xf32>
    %3829 = stablehlo.add %3825, %3828 : tensor<1x1x384xf32>
    %3830 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x384xf32>
    %3831 = stablehlo.divide %3823, %3830 : tensor<1x1x384xf32>
    %3832 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x384xf32>
    %3833 = stablehlo.divide %3829, %3832 : tensor<1x1x384xf32>
    %3834 = stablehlo.sqrt %3833 : tensor<1x1x384xf32>
    %3835 = stablehlo.constant dense<1.0e-08> : tensor<1x1x384xf32>
    %3836 = stablehlo.add %3834, %3835 : tensor<1x1x384xf32>
    %3837 = stablehlo.divide %3831, %3836 : tensor<1x1x384xf32>
    %3838 = stablehlo.constant dense<0.9> : tensor<1x197x384xf32>
    %3839 = stablehlo.multiply %3838, %m.pos.table : tensor<1x197x384xf32>
    %3840 = stablehlo.constant dense<0.1> : tensor<1x197x384xf32>
    %3841 = stablehlo.multiply %3840, %3040 : tensor<1x197x384xf32>
    %3842 = stablehlo.add %3839, %3841 : tensor<1x197x384xf32>
    %3843 = stablehlo.constant dense<0.999> : tensor<1x197x384xf32>
    %3844 = stablehlo.multiply %3843, %v.pos.table : tensor<1x197x384xf32>
    %3845 = stablehlo.constant dense<0.001> : tensor<1x197x384xf32>
    %3846 = stablehlo.multiply %3040, %3040 : tensor<1x197x384xf32>
    %3847 = stablehlo.multiply %3845, %3846 : tensor<1x197x384xf32>
    %3848 = stablehlo.add %3844, %3847 : tensor<1x197x384xf32>
    %3849 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x197x384xf32>
    %3850 = stablehlo.divide %3842, %3849 : tensor<1x197x384xf32>
    %3851 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x197x384xf32>
    %3852 = stablehlo.divide %3848, %3851 : tensor<1x197x384xf32>
    %3853 = stablehlo.sqrt %3852 : tensor<1x197x384xf32>
    %3854 = stablehlo.constant dense<1.0e-08> : tensor<1x197x384xf32>
    %3855 = stablehlo.add %3853, %3854 : tensor<1x197x384xf32>
    %3856 = stablehlo.divide %3850, %3855 : tensor<1x197x384xf32>
    %3857 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %3858 = stablehlo.multiply %3857, %m.blocks.0.norm1.g : tensor<384xf32>
    %3859 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %3860 = stablehlo.multiply %3859, %3045 : tensor<384xf32>
    %3861 = stablehlo.add %3858, %3860 : tensor<384xf32>
    %3862 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %3863 = stablehlo.multiply %3862, %v.blocks.0.norm1.g : tensor<384xf32>
    %3864 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %3865 = stablehlo.multiply %3045, %3045 : tensor<384xf32>
    %3866 = stablehlo.multiply %3864, %3865 : tensor<384xf32>
    %3867 = stablehlo.add %3863, %3866 : tensor<384xf32>
    %3868 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3869 = stablehlo.divide %3861, %3868 : tensor<384xf32>
    %3870 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3871 = stablehlo.divide %3867, %3870 : tensor<384xf32>
    %3872 = stablehlo.sqrt %3871 : tensor<384xf32>
    %3873 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %3874 = stablehlo.add %3872, %3873 : tensor<384xf32>
    %3875 = stablehlo.divide %3869, %3874 : tensor<384xf32>
    %3876 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %3877 = stablehlo.multiply %3876, %m.blocks.0.norm1.b : tensor<384xf32>
    %3878 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %3879 = stablehlo.multiply %3878, %3050 : tensor<384xf32>
    %3880 = stablehlo.add %3877, %3879 : tensor<384xf32>
    %3881 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %3882 = stablehlo.multiply %3881, %v.blocks.0.norm1.b : tensor<384xf32>
    %3883 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %3884 = stablehlo.multiply %3050, %3050 : tensor<384xf32>
    %3885 = stablehlo.multiply %3883, %3884 : tensor<384xf32>
    %3886 = stablehlo.add %3882, %3885 : tensor<384xf32>
    %3887 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3888 = stablehlo.divide %3880, %3887 : tensor<384xf32>
    %3889 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3890 = stablehlo.divide %3886, %3889 : tensor<384xf32>
    %3891 = stablehlo.sqrt %3890 : tensor<384xf32>
    %3892 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %3893 = stablehlo.add %3891, %3892 : tensor<384xf32>
    %3894 = stablehlo.divide %3888, %3893 : tensor<384xf32>
    %3895 = stablehlo.constant dense<0.9> : tensor<384x1152xf32>
    %3896 = stablehlo.multiply %3895, %m.blocks.0.attn.qkv.w : tensor<384x1152xf32>
    %3897 = stablehlo.constant dense<0.1> : tensor<384x1152xf32>
    %3898 = stablehlo.multiply %3897, %3055 : tensor<384x1152xf32>
    %3899 = stablehlo.add %3896, %3898 : tensor<384x1152xf32>
    %3900 = stablehlo.constant dense<0.999> : tensor<384x1152xf32>
    %3901 = stablehlo.multiply %3900, %v.blocks.0.attn.qkv.w : tensor<384x1152xf32>
    %3902 = stablehlo.constant dense<0.001> : tensor<384x1152xf32>
    %3903 = stablehlo.multiply %3055, %3055 : tensor<384x1152xf32>
    %3904 = stablehlo.multiply %3902, %3903 : tensor<384x1152xf32>
    %3905 = stablehlo.add %3901, %3904 : tensor<384x1152xf32>
    %3906 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1152xf32>
    %3907 = stablehlo.divide %3899, %3906 : tensor<384x1152xf32>
    %3908 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1152xf32>
    %3909 = stablehlo.divide %3905, %3908 : tensor<384x1152xf32>
    %3910 = stablehlo.sqrt %3909 : tensor<384x1152xf32>
    %3911 = stablehlo.constant dense<1.0e-08> : tensor<384x1152xf32>
    %3912 = stablehlo.add %3910, %3911 : tensor<384x1152xf32>
    %3913 = stablehlo.divide %3907, %3912 : tensor<384x1152xf32>
    %3914 = stablehlo.constant dense<0.9> : tensor<1152xf32>
    %3915 = stablehlo.multiply %3914, %m.blocks.0.attn.qkv.b : tensor<1152xf32>
    %3916 = stablehlo.constant dense<0.1> : tensor<1152xf32>
    %3917 = stablehlo.multiply %3916, %3060 : tensor<1152xf32>
    %3918 = stablehlo.add %3915, %3917 : tensor<1152xf32>
    %3919 = stablehlo.constant dense<0.999> : tensor<1152xf32>
    %3920 = stablehlo.multiply %3919, %v.blocks.0.attn.qkv.b : tensor<1152xf32>
    %3921 = stablehlo.constant dense<0.001> : tensor<1152xf32>
    %3922 = stablehlo.multiply %3060, %3060 : tensor<1152xf32>
    %3923 = stablehlo.multiply %3921, %3922 : tensor<1152xf32>
    %3924 = stablehlo.add %3920, %3923 : tensor<1152xf32>
    %3925 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1152xf32>
    %3926 = stablehlo.divide %3918, %3925 : tensor<1152xf32>
    %3927 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1152xf32>
    %3928 = stablehlo.divide %3924, %3927 : tensor<1152xf32>
    %3929 = stablehlo.sqrt %3928 : tensor<1152xf32>
    %3930 = stablehlo.constant dense<1.0e-08> : tensor<1152xf32>
    %3931 = stablehlo.add %3929, %3930 : tensor<1152xf32>
    %3932 = stablehlo.divide %3926, %3931 : tensor<1152xf32>
    %3933 = stablehlo.constant dense<0.9> : tensor<384x384xf32>
    %3934 = stablehlo.multiply %3933, %m.blocks.0.attn.proj.w : tensor<384x384xf32>
    %3935 = stablehlo.constant dense<0.1> : tensor<384x384xf32>
    %3936 = stablehlo.multiply %3935, %3065 : tensor<384x384xf32>
    %3937 = stablehlo.add %3934, %3936 : tensor<384x384xf32>
    %3938 = stablehlo.constant dense<0.999> : tensor<384x384xf32>
    %3939 = stablehlo.multiply %3938, %v.blocks.0.attn.proj.w : tensor<384x384xf32>
    %3940 = stablehlo.constant dense<0.001> : tensor<384x384xf32>
    %3941 = stablehlo.multiply %3065, %3065 : tensor<384x384xf32>
    %3942 = stablehlo.multiply %3940, %3941 : tensor<384x384xf32>
    %3943 = stablehlo.add %3939, %3942 : tensor<384x384xf32>
    %3944 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x384xf32>
    %3945 = stablehlo.divide %3937, %3944 : tensor<384x384xf32>
    %3946 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x384xf32>
    %3947 = stablehlo.divide %3943, %3946 : tensor<384x384xf32>
    %3948 = stablehlo.sqrt %3947 : tensor<384x384xf32>
    %3949 = stablehlo.constant dense<1.0e-08> : tensor<384x384xf32>
    %3950 = stablehlo.add %3948, %3949 : tensor<384x384xf32>
    %3951 = stablehlo.divide %3945, %3950 : tensor<384x384xf32>
    %3952 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %3953 = stablehlo.multiply %3952, %m.blocks.0.attn.proj.b : tensor<384xf32>
    %3954 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %3955 = stablehlo.multiply %3954, %3070 : tensor<384xf32>
    %3956 = stablehlo.add %3953, %3955 : tensor<384xf32>
    %3957 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %3958 = stablehlo.multiply %3957, %v.blocks.0.attn.proj.b : tensor<384xf32>
    %3959 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %3960 = stablehlo.multiply %3070, %3070 : tensor<384xf32>
    %3961 = stablehlo.multiply %3959, %3960 : tensor<384xf32>
    %3962 = stablehlo.add %3958, %3961 : tensor<384xf32>
    %3963 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3964 = stablehlo.divide %3956, %3963 : tensor<384xf32>
    %3965 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3966 = stablehlo.divide %3962, %3965 : tensor<384xf32>
    %3967 = stablehlo.sqrt %3966 : tensor<384xf32>
    %3968 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %3969 = stablehlo.add %3967, %3968 : tensor<384xf32>
    %3970 = stablehlo.divide %3964, %3969 : tensor<384xf32>
    %3971 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %3972 = stablehlo.multiply %3971, %m.blocks.0.norm2.g : tensor<384xf32>
    %3973 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %3974 = stablehlo.multiply %3973, %3075 : tensor<384xf32>
    %3975 = stablehlo.add %3972, %3974 : tensor<384xf32>
    %3976 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %3977 = stablehlo.multiply %3976, %v.blocks.0.norm2.g : tensor<384xf32>
    %3978 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %3979 = stablehlo.multiply %3075, %3075 : tensor<384xf32>
    %3980 = stablehlo.multiply %3978, %3979 : tensor<384xf32>
    %3981 = stablehlo.add %3977, %3980 : tensor<384xf32>
    %3982 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3983 = stablehlo.divide %3975, %3982 : tensor<384xf32>
    %3984 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3985 = stablehlo.divide %3981, %3984 : tensor<384xf32>
    %3986 = stablehlo.sqrt %3985 : tensor<384xf32>
    %3987 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %3988 = stablehlo.add %3986, %3987 : tensor<384xf32>
    %3989 = stablehlo.divide %3983, %3988 : tensor<384xf32>
    %3990 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %3991 = stablehlo.multiply %3990, %m.blocks.0.norm2.b : tensor<384xf32>
    %3992 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %3993 = stablehlo.multiply %3992, %3080 : tensor<384xf32>
    %3994 = stablehlo.add %3991, %3993 : tensor<384xf32>
    %3995 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %3996 = stablehlo.multiply %3995, %v.blocks.0.norm2.b : tensor<384xf32>
    %3997 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %3998 = stablehlo.multiply %3080, %3080 : tensor<384xf32>
    %3999 = stablehlo.multiply %3997, %3998 : tensor<384xf32>
    %4000 = stablehlo.add %3996, %3999 : tensor<384xf32>
    %4001 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4002 = stablehlo.divide %3994, %4001 : tensor<384xf32>
    %4003 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4004 = stablehlo.divide %4000, %4003 : tensor<384xf32>
    %4005 = stablehlo.sqrt %4004 : tensor<384xf32>
    %4006 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %4007 = stablehlo.add %4005, %4006 : tensor<384xf32>
    %4008 = stablehlo.divide %4002, %4007 : tensor<384xf32>
    %4009 = stablehlo.constant dense<0.9> : tensor<384x1536xf32>
    %4010 = stablehlo.multiply %4009, %m.blocks.0.mlp.fc1.w : tensor<384x1536xf32>
    %4011 = stablehlo.constant dense<0.1> : tensor<384x1536xf32>
    %4012 = stablehlo.multiply %4011, %3085 : tensor<384x1536xf32>
    %4013 = stablehlo.add %4010, %4012 : tensor<384x1536xf32>
    %4014 = stablehlo.constant dense<0.999> : tensor<384x1536xf32>
    %4015 = stablehlo.multiply %4014, %v.blocks.0.mlp.fc1.w : tensor<384x1536xf32>
    %4016 = stablehlo.constant dense<0.001> : tensor<384x1536xf32>
    %4017 = stablehlo.multiply %3085, %3085 : tensor<384x1536xf32>
    %4018 = stablehlo.multiply %4016, %4017 : tensor<384x1536xf32>
    %4019 = stablehlo.add %4015, %4018 : tensor<384x1536xf32>
    %4020 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %4021 = stablehlo.divide %4013, %4020 : tensor<384x1536xf32>
    %4022 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %4023 = stablehlo.divide %4019, %4022 : tensor<384x1536xf32>
    %4024 = stablehlo.sqrt %4023 : tensor<384x1536xf32>
    %4025 = stablehlo.constant dense<1.0e-08> : tensor<384x1536xf32>
    %4026 = stablehlo.add %4024, %4025 : tensor<384x1536xf32>
    %4027 = stablehlo.divide %4021, %4026 : tensor<384x1536xf32>
    %4028 = stablehlo.constant dense<0.9> : tensor<1536xf32>
    %4029 = stablehlo.multiply %4028, %m.blocks.0.mlp.fc1.b : tensor<1536xf32>
    %4030 = stablehlo.constant dense<0.1> : tensor<1536xf32>
    %4031 = stablehlo.multiply %4030, %3090 : tensor<1536xf32>
    %4032 = stablehlo.add %4029, %4031 : tensor<1536xf32>
    %4033 = stablehlo.constant dense<0.999> : tensor<1536xf32>
    %4034 = stablehlo.multiply %4033, %v.blocks.0.mlp.fc1.b : tensor<1536xf32>
    %4035 = stablehlo.constant dense<0.001> : tensor<1536xf32>
    %4036 = stablehlo.multiply %3090, %3090 : tensor<1536xf32>
    %4037 = stablehlo.multiply %4035, %4036 : tensor<1536xf32>
    %4038 = stablehlo.add %4034, %4037 : tensor<1536xf32>
    %4039 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %4040 = stablehlo.divide %4032, %4039 : tensor<1536xf32>
    %4041 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %4042 = stablehlo.divide %4038, %4041 : tensor<1536xf32>
    %4043 = stablehlo.sqrt %4042 : tensor<1536xf32>
    %4044 = stablehlo.constant dense<1.0e-08> : tensor<1536xf32>
    %4045 = stablehlo.add %4043, %4044 : tensor<1536xf32>
    %4046 = stablehlo.divide %4040, %4045 : tensor<1536xf32>
    %4047 = stablehlo.constant dense<0.9> : tensor<1536x384xf32>
    %4048 = stablehlo.multiply %4047, %m.blocks.0.mlp.fc2.w : tensor<1536x384xf32>
    %4049 = stablehlo.constant dense<0.1> : tensor<1536x384xf32>
    %4050 = stablehlo.multiply %4049, %3095 : tensor<1536x384xf32>
    %4051 = stablehlo.add %4048, %4050 : tensor<1536x384xf32>
    %4052 = stablehlo.constant dense<0.999> : tensor<1536x384xf32>
    %4053 = stablehlo.multiply %4052, %v.blocks.0.mlp.fc2.w : tensor<1536x384xf32>
    %4054 = stablehlo.constant dense<0.001> : tensor<1536x384xf32>
    %4055 = stablehlo.multiply %3095, %3095 : tensor<1536x384xf32>
    %4056 = stablehlo.multiply %4054, %4055 : tensor<1536x384xf32>
    %4057 = stablehlo.add %4053, %4056 : tensor<1536x384xf32>
    %4058 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %4059 = stablehlo.divide %4051, %4058 : tensor<1536x384xf32>
    %4060 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %4061 = stablehlo.divide %4057, %4060 : tensor<1536x384xf32>
    %4062 = stablehlo.sqrt %4061 : tensor<1536x384xf32>
    %4063 = stablehlo.constant dense<1.0e-08> : tensor<1536x384xf32>
    %4064 = stablehlo.add %4062, %4063 : tensor<1536x384xf32>
    %4065 = stablehlo.divide %4059, %4064 : tensor<1536x384xf32>
    %4066 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %4067 = stablehlo.multiply %4066, %m.blocks.0.mlp.fc2.b : tensor<384xf32>
    %4068 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %4069 = stablehlo.multiply %4068, %3100 : tensor<384xf32>
    %4070 = stablehlo.add %4067, %4069 : tensor<384xf32>
    %4071 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %4072 = stablehlo.multiply %4071, %v.blocks.0.mlp.fc2.b : tensor<384xf32>
    %4073 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %4074 = stablehlo.multiply %3100, %3100 : tensor<384xf32>
    %4075 = stablehlo.multiply %4073, %4074 : tensor<384xf32>
    %4076 = stablehlo.add %4072, %4075 : tensor<384xf32>
    %4077 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4078 = stablehlo.divide %4070, %4077 : tensor<384xf32>
    %4079 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4080 = stablehlo.divide %4076, %4079 : tensor<384xf32>
    %4081 = stablehlo.sqrt %4080 : tensor<384xf32>
    %4082 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %4083 = stablehlo.add %4081, %4082 : tensor<384xf32>
    %4084 = stablehlo.divide %4078, %4083 : tensor<384xf32>
    %4085 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %4086 = stablehlo.multiply %4085, %m.blocks.1.norm1.g : tensor<384xf32>
    %4087 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %4088 = stablehlo.multiply %4087, %3105 : tensor<384xf32>
    %4089 = stablehlo.add %4086, %4088 : tensor<384xf32>
    %4090 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %4091 = stablehlo.multiply %4090, %v.blocks.1.norm1.g : tensor<384xf32>
    %4092 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %4093 = stablehlo.multiply %3105, %3105 : tensor<384xf32>
    %4094 = stablehlo.multiply %4092, %4093 : tensor<384xf32>
    %4095 = stablehlo.add %4091, %4094 : tensor<384xf32>
    %4096 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4097 = stablehlo.divide %4089, %4096 : tensor<384xf32>
    %4098 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4099 = stablehlo.divide %4095, %4098 : tensor<384xf32>
    %4100 = stablehlo.sqrt %4099 : tensor<384xf32>
    %4101 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %4102 = stablehlo.add %4100, %4101 : tensor<384xf32>
    %4103 = stablehlo.divide %4097, %4102 : tensor<384xf32>
    %4104 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %4105 = stablehlo.multiply %4104, %m.blocks.1.norm1.b : tensor<384xf32>
    %4106 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %4107 = stablehlo.multiply %4106, %3110 : tensor<384xf32>
    %4108 = stablehlo.add %4105, %4107 : tensor<384xf32>
    %4109 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %4110 = stablehlo.multiply %4109, %v.blocks.1.norm1.b : tensor<384xf32>
    %4111 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %4112 = stablehlo.multiply %3110, %3110 : tensor<384xf32>
    %4113 = stablehlo.multiply %4111, %4112 : tensor<384xf32>
    %4114 = stablehlo.add %4110, %4113 : tensor<384xf32>
    %4115 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4116 = stablehlo.divide %4108, %4115 : tensor<384xf32>
    %4117 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4118 = stablehlo.divide %4114, %4117 : tensor<384xf32>
    %4119 = stablehlo.sqrt %4118 : tensor<384xf32>
    %4120 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %4121 = stablehlo.add %4119, %4120 : tensor<384xf32>
    %4122 = stablehlo.divide %4116, %4121 : tensor<384xf32>
    %4123 = stablehlo.constant dense<0.9> : tensor<384x1152xf32>
    %4124 = stablehlo.multiply %4123, %m.blocks.1.attn.qkv.w : tensor<384x1152xf32>
    %4125 = stablehlo.constant dense<0.1> : tensor<384x1152xf32>
    %4126 = stablehlo.multiply %4125, %3115 : tensor<384x1152xf32>
    %4127 = stablehlo.add %4124, %4126 : tensor<384x1152xf32>
    %4128 = stablehlo.constant dense<0.999> : tensor<384x1152xf32>
    %4129 = stablehlo.multiply %4128, %v.blocks.1.attn.qkv.w : tensor<384x1152xf32>
    %4130 = stablehlo.constant dense<0.001> : tensor<384x1152xf32>
    %4131 = stablehlo.multiply %3115, %3115 : tensor<384x1152xf32>
    %4132 = stablehlo.multiply %4130, %4131 : tensor<384x1152xf32>
    %4133 = stablehlo.add %4129, %4132 : tensor<384x1152xf32>
    %4134 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1152xf32>
    %4135 = stablehlo.divide %4127, %4134 : tensor<384x1152xf32>
    %4136 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1152xf32>
    %4137 = stablehlo.divide %4133, %4136 : tensor<384x1152xf32>
    %4138 = stablehlo.sqrt %4137 : tensor<384x1152xf32>
    %4139 = stablehlo.constant dense<1.0e-08> : tensor<384x1152xf32>
    %4140 = stablehlo.add %4138, %4139 : tensor<384x1152xf32>
    %4141 = stablehlo.divide %4135, %4140 : tensor<384x1152xf32>
    %4142 = stablehlo.constant dense<0.9> : tensor<1152xf32>
    %4143 = stablehlo.multiply %4142, %m.blocks.1.attn.qkv.b : tensor<1152xf32>
    %4144 = stablehlo.constant dense<0.1> : tensor<1152xf32>
    %4145 = stablehlo.multiply %4144, %3120 : tensor<1152xf32>
    %4146 = stablehlo.add %4143, %4145 : tensor<1152xf32>
    %4147 = stablehlo.constant dense<0.999> : tensor<1152xf32>
    %4148 = stablehlo.multiply %4147, %v.blocks.1.attn.qkv.b : tensor<1152xf32>
    %4149 = stablehlo.constant dense<0.001> : tensor<1152xf32>
    %4150 = stablehlo.multiply %3120, %3120 : tensor<1152xf32>
    %4151 = stablehlo.multiply %4149, %4150 : tensor<1152xf32>
    %4152 = stablehlo.add %4148, %4151 : tensor<1152xf32>
    %4153 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1152xf32>
    %4154 = stablehlo.divide %4146, %4153 : tensor<1152xf32>
    %4155 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1152xf32>
    %4156 = stablehlo.divide %4152, %4155 : tensor<1152xf32>
    %4157 = stablehlo.sqrt %4156 : tensor<1152xf32>
    %4158 = stablehlo.constant dense<1.0e-08> : tensor<1152xf32>
    %4159 = stablehlo.add %4157, %4158 : tensor<1152xf32>
    %4160 = stablehlo.divide %4154, %4159 : tensor<1152xf32>
    %4161 = stablehlo.constant dense<0.9> : tensor<384x384xf32>
    %4162 = stablehlo.multiply %4161, %m.blocks.1.attn.proj.w : tensor<384x384xf32>
    %4163 = stablehlo.constant dense<0.1> : tensor<384x384xf32>
    %4164 = stablehlo.multiply %4163, %3125 : tensor<384x384xf32>
    %4165 = stablehlo.add %4162, %4164 : tensor<384x384xf32>
    %4166 = stablehlo.constant dense<0.999> : tensor<384x384xf32>
    %4167 = stablehlo.multiply %4166, %v.blocks.1.attn.proj.w : tensor<384x384xf32>
    %4168 = stablehlo.constant dense<0.001> : tensor<384x384xf32>
    %4169 = stablehlo.multiply %3125, %3125 : tensor<384x384xf32>
    %4170 = stablehlo.multiply %4168, %4169 : tensor<384x384xf32>
    %4171 = stablehlo.add %4167, %4170 : tensor<384x384xf32>
    %4172 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x384xf32>
    %4173 = stablehlo.divide %4165, %4172 : tensor<384x384xf32>
    %4174 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x384xf32>
    %4175 = stablehlo.divide %4171, %4174 : tensor<384x384xf32>
    %4176 = stablehlo.sqrt %4175 : tensor<384x384xf32>
    %4177 = stablehlo.constant dense<1.0e-08> : tensor<384x384xf32>
    %4178 = stablehlo.add %4176, %4177 : tensor<384x384xf32>
    %4179 = stablehlo.divide %4173, %4178 : tensor<384x384xf32>
    %4180 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %4181 = stablehlo.multiply %4180, %m.blocks.1.attn.proj.b : tensor<384xf32>
    %4182 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %4183 = stablehlo.multiply %4182, %3130 : tensor<384xf32>
    %4184 = stablehlo.add %4181, %4183 : tensor<384xf32>
    %4185 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %4186 = stablehlo.multiply %4185, %v.blocks.1.attn.proj.b : tensor<384xf32>
    %4187 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %4188 = stablehlo.multiply %3130, %3130 : tensor<384xf32>
    %4189 = stablehlo.multiply %4187, %4188 : tensor<384xf32>
    %4190 = stablehlo.add %4186, %4189 : tensor<384xf32>
    %4191 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4192 = stablehlo.divide %4184, %4191 : tensor<384xf32>
    %4193 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4194 = stablehlo.divide %4190, %4193 : tensor<384xf32>
    %4195 = stablehlo.sqrt %4194 : tensor<384xf32>
    %4196 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %4197 = stablehlo.add %4195, %4196 : tensor<384xf32>
    %4198 = stablehlo.divide %4192, %4197 : tensor<384xf32>
    %4199 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %4200 = stablehlo.multiply %4199, %m.blocks.1.norm2.g : tensor<384xf32>
    %4201 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %4202 = stablehlo.multiply %4201, %3135 : tensor<384xf32>
    %4203 = stablehlo.add %4200, %4202 : tensor<384xf32>
    %4204 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %4205 = stablehlo.multiply %4204, %v.blocks.1.norm2.g : tensor<384xf32>
    %4206 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %4207 = stablehlo.multiply %3135, %3135 : tensor<384xf32>
    %4208 = stablehlo.multiply %4206, %4207 : tensor<384xf32>
    %4209 = stablehlo.add %4205, %4208 : tensor<384xf32>
    %4210 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4211 = stablehlo.divide %4203, %4210 : tensor<384xf32>
    %4212 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4213 = stablehlo.divide %4209, %4212 : tensor<384xf32>
    %4214 = stablehlo.sqrt %4213 : tensor<384xf32>
    %4215 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %4216 = stablehlo.add %4214, %4215 : tensor<384xf32>
    %4217 = stablehlo.divide %4211, %4216 : tensor<384xf32>
    %4218 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %4219 = stablehlo.multiply %4218, %m.blocks.1.norm2.b : tensor<384xf32>
    %4220 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %4221 = stablehlo.multiply %4220, %3140 : tensor<384xf32>
    %4222 = stablehlo.add %4219, %4221 : tensor<384xf32>
    %4223 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %4224 = stablehlo.multiply %4223, %v.blocks.1.norm2.b : tensor<384xf32>
    %4225 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %4226 = stablehlo.multiply %3140, %3140 : tensor<384xf32>
    %4227 = stablehlo.multiply %4225, %4226 : tensor<384xf32>
    %4228 = stablehlo.add %4224, %4227 : tensor<384xf32>
    %4229 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4230 = stablehlo.divide %4222, %4229 : tensor<384xf32>
    %4231 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4232 = stablehlo.divide %4228, %4231 : tensor<384xf32>
    %4233 = stablehlo.sqrt %4232 : tensor<384xf32>
    %4234 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %4235 = stablehlo.add %4233, %4234 : tensor<384xf32>
    %4236 = stablehlo.divide %4230, %4235 : tensor<384xf32>
    %4237 = stablehlo.constant dense<0.9> : tensor<384x1536xf32>
    %4238 = stablehlo.multiply %4237, %m.blocks.1.mlp.fc1.w : tensor<384x1536xf32>
    %4239 = stablehlo.constant dense<0.1> : tensor<384x1536xf32>
    %4240 = stablehlo.multiply %4239, %3145 : tensor<384x1536xf32>
    %4241 = stablehlo.add %4238, %4240 : tensor<384x1536xf32>
    %4242 = stablehlo.constant dense<0.999> : tensor<384x1536xf32>
    %4243 = stablehlo.multiply %4242, %v.blocks.1.mlp.fc1.w : tensor<384x1536xf32>
    %4244 = stablehlo.constant dense<0.001> : tensor<384x1536xf32>
    %4245 = stablehlo.multiply %3145, %3145 : tensor<384x1536xf32>
    %4246 = stablehlo.multiply %4244, %4245 : tensor<384x1536xf32>
    %4247 = stablehlo.add %4243, %4246 : tensor<384x1536xf32>
    %4248 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %4249 = stablehlo.divide %4241, %4248 : tensor<384x1536xf32>
    %4250 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %4251 = stablehlo.divide %4247, %4250 : tensor<384x1536xf32>
    %4252 = stablehlo.sqrt %4251 : tensor<384x1536xf32>
    %4253 = stablehlo.constant dense<1.0e-08> : tensor<384x1536xf32>
    %4254 = stablehlo.add %4252, %4253 : tensor<384x1536xf32>
    %4255 = stablehlo.divide %4249, %4254 : tensor<384x1536xf32>
    %4256 = stablehlo.constant dense<0.9> : tensor<1536xf32>
    %4257 = stablehlo.multiply %4256, %m.blocks.1.mlp.fc1.b : tensor<1536xf32>
    %4258 = stablehlo.constant dense<0.1> : tensor<1536xf32>
    %4259 = stablehlo.multiply %4258, %3150 : tensor<1536xf32>
    %4260 = stablehlo.add %4257, %4259 : tensor<1536xf32>
    %4261 = stablehlo.constant dense<0.999> : tensor<1536xf32>
    %4262 = stablehlo.multiply %4261, %v.blocks.1.mlp.fc1.b : tensor<1536xf32>
    %4263 = stablehlo.constant dense<0.001> : tensor<1536xf32>
    %4264 = stablehlo.multiply %3150, %3150 : tensor<1536xf32>
    %4265 = stablehlo.multiply %4263, %4264 : tensor<1536xf32>
    %4266 = stablehlo.add %4262, %4265 : tensor<1536xf32>
    %4267 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %4268 = stablehlo.divide %4260, %4267 : tensor<1536xf32>
    %4269 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %4270 = stablehlo.divide %4266, %4269 : tensor<1536xf32>
    %4271 = stablehlo.sqrt %4270 : tensor<1536xf32>
    %4272 = stablehlo.constant dense<1.0e-08> : tensor<1536xf32>
    %4273 = stablehlo.add %4271, %4272 : tensor<1536xf32>
    %4274 = stablehlo.divide %4268, %4273 : tensor<1536xf32>
    %4275 = stablehlo.constant dense<0.9> : tensor<1536x384xf32>
    %4276 = stablehlo.multiply %4275, %m.blocks.1.mlp.fc2.w : tensor<1536x384xf32>
    %4277 = stablehlo.constant dense<0.1> : tensor<1536x384xf32>
    %4278 = stablehlo.multiply %4277, %3155 : tensor<1536x384xf32>
    %4279 = stablehlo.add %4276, %4278 : tensor<1536x384xf32>
    %4280 = stablehlo.constant dense<0.999> : tensor<1536x384xf32>
    %4281 = stablehlo.multiply %4280, %v.blocks.1.mlp.fc2.w : tensor<1536x384xf32>
    %4282 = stablehlo.constant dense<0.001> : tensor<1536x384xf32>
    %4283 = stablehlo.multiply %3155, %3155 : tensor<1536x384xf32>
    %4284 = stablehlo.multiply %4282, %4283 : tensor<1536x384xf32>
    %4285 = stablehlo.add %4281, %4284 : tensor<1536x384xf32>
    %4286 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %4287 = stablehlo.divide %4279, %4286 : tensor<1536x384xf32>
    %4288 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %4289 = stablehlo.divide %4285, %4288 : tensor<1536x384xf32>
    %4290 = stablehlo.sqrt %4289 : tensor<1536x384xf32>
    %4291 = stablehlo.constant dense<1.0e-08> : tensor<1536x384xf32>
    %4292 = stablehlo.add %4290, %4291 : tensor<1536x384xf32>
    %4293 = stablehlo.divide %4287, %4292 : tensor<1536x384xf32>
    %4294 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %4295 = stablehlo.multiply %4294, %m.blocks.1.mlp.fc2.b : tensor<384xf32>
    %4296 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %4297 = stablehlo.multiply %4296, %3160 : tensor<384xf32>
    %4298 = stablehlo.add %4295, %4297 : tensor<384xf32>
    %4299 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %4300 = stablehlo.multiply %4299, %v.blocks.1.mlp.fc2.b : tensor<384xf32>
    %4301 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %4302 = stablehlo.multiply %3160, %3160 : tensor<384xf32>
    %4303 = stablehlo.multiply %4301, %4302 : tensor<384xf32>
    %4304 = stablehlo.add %4300, %4303 : tensor<384xf32>
    %4305 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4306 = stablehlo.divide %4298, %4305 : tensor<384xf32>
    %4307 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4308 = stablehlo.divide %4304, %4307 : tensor<384xf32>
    %4309 = stablehlo.sqrt %4308 : tensor<384xf32>
    %4310 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %4311 = stablehlo.add %4309, %4310 : tensor<384xf32>
    %4312 = stablehlo.divide %4306, %4311 : tensor<384xf32>
    %4313 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %4314 = stablehlo.multiply %4313, %m.blocks.2.norm1.g : tensor<384xf32>
    %4315 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %4316 = stablehlo.multiply %4315, %3165 : tensor<384xf32>
    %4317 = stablehlo.add %4314, %4316 : tensor<384xf32>
    %4318 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %4319 = stablehlo.multiply %4318, %v.blocks.2.norm1.g : tensor<384xf32>
    %4320 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %4321 = stablehlo.multiply %3165, %3165 : tensor<384xf32>
    %4322 = stablehlo.multiply %4320, %4321 : tensor<384xf32>
    %4323 = stablehlo.add %4319, %4322 : tensor<384xf32>
    %4324 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4325 = stablehlo.divide %4317, %4324 : tensor<384xf32>
    %4326 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4327 = stablehlo.divide %4323, %4326 : tensor<384xf32>
    %4328 = stablehlo.sqrt %4327 : tensor<384xf32>
    %4329 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %4330 = stablehlo.add %4328, %4329 : tensor<384xf32>
    %4331 = stablehlo.divide %4325, %4330 : tensor<384xf32>
    %4332 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %4333 = stablehlo.multiply %4332, %m.blocks.2.norm1.b : tensor<384xf32>
    %4334 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %4335 = stablehlo.multiply %4334, %3170 : tensor<384xf32>
    %4336 = stablehlo.add %4333, %4335 : tensor<384xf32>
    %4337 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %4338 = stablehlo.multiply %4337, %v.blocks.2.norm1.b : tensor<384xf32>
    %4339 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %4340 = stablehlo.multiply %3170, %3170 : tensor<384xf32>
    %4341 = stablehlo.multiply %4339, %4340 : tensor<384xf32>
    %4342 = stablehlo.add %4338, %4341 : tensor<384xf32>
    %4343 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4344 = stablehlo.divide %4336, %4343 : tensor<384xf32>
    %4345 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4346 = stablehlo.divide %4342, %4345 : tensor<384xf32>
    %4347 = stablehlo.sqrt %4346 : tensor<384xf32>
    %4348 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %4349 = stablehlo.add %4347, %4348 : tensor<384xf32>
    %4350 = stablehlo.divide %4344, %4349 : tensor<384xf32>
    %4351 = stablehlo.constant dense<0.9> : tensor<384x1152xf32>
    %4352 = stablehlo.multiply %4351, %m.blocks.2.attn.qkv.w : tensor<384x1152xf32>
    %4353 = stablehlo.constant dense<0.1> : tensor<384x1152xf32>
    %4354 = stablehlo.multiply %4353, %3175 : tensor<384x1152xf32>
    %4355 = stablehlo.add %4352, %4354 : tensor<384x1152xf32>
    %4356 = stablehlo.constant dense<0.999> : tensor<384x1152xf32>
    %4357 = stablehlo.multiply %4356, %v.blocks.2.attn.qkv.w : tensor<384x1152xf32>
    %4358 = stablehlo.constant dense<0.001> : tensor<384x1152xf32>
    %4359 = stablehlo.multiply %3175, %3175 : tensor<384x1152xf32>
    %4360 = stablehlo.multiply %4358, %4359 : tensor<384x1152xf32>
    %4361 = stablehlo.add %4357, %4360 : tensor<384x1152xf32>
    %4362 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1152xf32>
    %4363 = stablehlo.divide %4355, %4362 : tensor<384x1152xf32>
    %4364 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1152xf32>
    %4365 = stablehlo.divide %4361, %4364 : tensor<384x1152xf32>
    %4366 = stablehlo.sqrt %4365 : tensor<384x1152xf32>
    %4367 = stablehlo.constant dense<1.0e-08> : tensor<384x1152xf32>
    %4368 = stablehlo.add %4366, %4367 : tensor<384x1152xf32>
    %4369 = stablehlo.divide %4363, %4368 : tensor<384x1152xf32>
    %4370 = stablehlo.constant dense<0.9> : tensor<1152xf32>
    %4371 = stablehlo.multiply %4370, %m.blocks.2.attn.qkv.b : tensor<1152xf32>
    %4372 = stablehlo.constant dense<0.1> : tensor<1152xf32>
    %4373 = stablehlo.multiply %4372, %3180 : tensor<1152xf32>
    %4374 = stablehlo.add %4371, %4373 : tensor<1152xf32>
    %4375 = stablehlo.constant dense<0.999> : tensor<1152xf32>
    %4376 = stablehlo.multiply %4375, %v.blocks.2.attn.qkv.b : tensor<1152xf32>
    %4377 = stablehlo.constant dense<0.001> : tensor<1152xf32>
    %4378 = stablehlo.multiply %3180, %3180 : tensor<1152xf32>
    %4379 = stablehlo.multiply %4377, %4378 : tensor<1152xf32>
    %4380 = stablehlo.add %4376, %4379 : tensor<1152xf32>
    %4381 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1152xf32>
    %4382 = stablehlo.divide %4374, %4381 : tensor<1152xf32>
    %4383 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1152xf32>
    %4384 = stablehlo.divide %4380, %4383 : tensor<1152xf32>
    %4385 = stablehlo.sqrt %4384 : tensor<1152xf32>
    %4386 = stablehlo.constant dense<1.0e-08> : tensor<1152xf32>
    %4387 = stablehlo.add %4385, %4386 : tensor<1152xf32>
    %4388 = stablehlo.divide %4382, %4387 : tensor<1152xf32>
    %4389 = stablehlo.constant dense<0.9> : tensor<384x384xf32>
    %4390 = stablehlo.multiply %4389, %m.blocks.2.attn.proj.w : tensor<384x384xf32>
    %4391 = stablehlo.constant dense<0.1> : tensor<384x384xf32>
    %4392 = stablehlo.multiply %4391, %3185 : tensor<384x384xf32>
    %4393 = stablehlo.add %4390, %4392 : tensor<384x384xf32>
    %4394 = stablehlo.constant dense<0.999> : tensor<384x384xf32>
    %4395 = stablehlo.multiply %4394, %v.blocks.2.attn.proj.w : tensor<384x384xf32>
    %4396 = stablehlo.constant dense<0.001> : tensor<384x384xf32>
    %4397 = stablehlo.multiply %3185, %3185 : tensor<384x384xf32>
    %4398 = stablehlo.multiply %4396, %4397 : tensor<384x384xf32>
    %4399 = stablehlo.add %4395, %4398 : tensor<384x384xf32>
    %4400 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x384xf32>
    %4401 = stablehlo.divide %4393, %4400 : tensor<384x384xf32>
    %4402 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x384xf32>
    %4403 = stablehlo.divide %4399, %4402 : tensor<384x384xf32>
    %4404 = stablehlo.sqrt %4403 : tensor<384x384xf32>
    %4405 = stablehlo.constant dense<1.0e-08> : tensor<384x384xf32>
    %4406 = stablehlo.add %4404, %4405 : tensor<384x384xf32>
    %4407 = stablehlo.divide %4401, %4406 : tensor<384x384xf32>
    %4408 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %4409 = stablehlo.multiply %4408, %m.blocks.2.attn.proj.b : tensor<384xf32>
    %4410 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %4411 = stablehlo.multiply %4410, %3190 : tensor<384xf32>
    %4412 = stablehlo.add %4409, %4411 : tensor<384xf32>
    %4413 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %4414 = stablehlo.multiply %4413, %v.blocks.2.attn.proj.b : tensor<384xf32>
    %4415 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %4416 = stablehlo.multiply %3190, %3190 : tensor<384xf32>
    %4417 = stablehlo.multiply %4415, %4416 : tensor<384xf32>
    %4418 = stablehlo.add %4414, %4417 : tensor<384xf32>
    %4419 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4420 = stablehlo.divide %4412, %4419 : tensor<384xf32>
    %4421 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4422 = stablehlo.divide %4418, %4421 : tensor<384xf32>
    %4423 = stablehlo.sqrt %4422 : tensor<384xf32>
    %4424 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %4425 = stablehlo.add %4423, %4424 : tensor<384xf32>
    %4426 = stablehlo.divide %4420, %4425 : tensor<384xf32>
    %4427 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %4428 = stablehlo.multiply %4427, %m.blocks.2.norm2.g : tensor<384xf32>
    %4429 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %4430 = stablehlo.multiply %4429, %3195 : tensor<384xf32>
    %4431 = stablehlo.add %4428, %4430 : tensor<384xf32>
    %4432 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %4433 = stablehlo.multiply %4432, %v.blocks.2.norm2.g : tensor<384xf32>
    %4434 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %4435 = stablehlo.multiply %3195, %3195 : tensor<384xf32>
    %4436 = stablehlo.multiply %4434, %4435 : tensor<384xf32>
    %4437 = stablehlo.add %4433, %4436 : tensor<384xf32>
    %4438 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4439 = stablehlo.divide %4431, %4438 : tensor<384xf32>
    %4440 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4441 = stablehlo.divide %4437, %4440 : tensor<384xf32>
    %4442 = stablehlo.sqrt %4441 : tensor<384xf32>
    %4443 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %4444 = stablehlo.add %4442, %4443 : tensor<384xf32>
    %4445 = stablehlo.divide %4439, %4444 : tensor<384xf32>
    %4446 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %4447 = stablehlo.multiply %4446, %m.blocks.2.norm2.b : tensor<384xf32>
    %4448 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %4449 = stablehlo.multiply %4448, %3200 : tensor<384xf32>
    %4450 = stablehlo.add %4447, %4449 : tensor<384xf32>
    %4451 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %4452 = stablehlo.multiply %4451, %v.blocks.2.norm2.b : tensor<384xf32>
    %4453 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %4454 = stablehlo.multiply %3200, %3200 : tensor<384xf32>
    %4455 = stablehlo.multiply %4453, %4454 : tensor<384xf32>
    %4456 = stablehlo.add %4452, %4455 : tensor<384xf32>
    %4457 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4458 = stablehlo.divide %4450, %4457 : tensor<384xf32>
    %4459 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4460 = stablehlo.divide %4456, %4459 : tensor<384xf32>
    %4461 = stablehlo.sqrt %4460 : tensor<384xf32>
    %4462 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %4463 = stablehlo.add %4461, %4462 : tensor<384xf32>
    %4464 = stablehlo.divide %4458, %4463 : tensor<384xf32>
    %4465 = stablehlo.constant dense<0.9> : tensor<384x1536xf32>
    %4466 = stablehlo.multiply %4465, %m.blocks.2.mlp.fc1.w : tensor<384x1536xf32>
    %4467 = stablehlo.constant dense<0.1> : tensor<384x1536xf32>
    %4468 = stablehlo.multiply %4467, %3205 : tensor<384x1536xf32>
    %4469 = stablehlo.add %4466, %4468 : tensor<384x1536xf32>
    %4470 = stablehlo.constant dense<0.999> : tensor<384x1536xf32>
    %4471 = stablehlo.multiply %4470, %v.blocks.2.mlp.fc1.w : tensor<384x1536xf32>
    %4472 = stablehlo.constant dense<0.001> : tensor<384x1536xf32>
    %4473 = stablehlo.multiply %3205, %3205 : tensor<384x1536xf32>
    %4474 = stablehlo.multiply %4472, %4473 : tensor<384x1536xf32>
    %4475 = stablehlo.add %4471, %4474 : tensor<384x1536xf32>
    %4476 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %4477 = stablehlo.divide %4469, %4476 : tensor<384x1536xf32>
    %4478 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %4479 = stablehlo.divide %4475, %4478 : tensor<384x1536xf32>
    %4480 = stablehlo.sqrt %4479 : tensor<384x1536xf32>
    %4481 = stablehlo.constant dense<1.0e-08> : tensor<384x1536xf32>
    %4482 = stablehlo.add %4480, %4481 : tensor<384x1536xf32>
    %4483 = stablehlo.divide %4477, %4482 : tensor<384x1536xf32>
    %4484 = stablehlo.constant dense<0.9> : tensor<1536xf32>
    %4485 = stablehlo.multiply %4484, %m.blocks.2.mlp.fc1.b : tensor<1536xf32>
    %4486 = stablehlo.constant dense<0.1> : tensor<1536xf32>
    %4487 = stablehlo.multiply %4486, %3210 : tensor<1536xf32>
    %4488 = stablehlo.add %4485, %4487 : tensor<1536xf32>
    %4489 = stablehlo.constant dense<0.999> : tensor<1536xf32>
    %4490 = stablehlo.multiply %4489, %v.blocks.2.mlp.fc1.b : tensor<1536xf32>
    %4491 = stablehlo.constant dense<0.001> : tensor<1536xf32>
    %4492 = stablehlo.multiply %3210, %3210 : tensor<1536xf32>
    %4493 = stablehlo.multiply %4491, %4492 : tensor<1536xf32>
    %4494 = stablehlo.add %4490, %4493 : tensor<1536xf32>
    %4495 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %4496 = stablehlo.divide %4488, %4495 : tensor<1536xf32>
    %4497 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %4498 = stablehlo.divide %4494, %4497 : tensor<1536xf32>
    %4499 = stablehlo.sqrt %4498 : tensor<1536xf32>
    %4500 = stablehlo.constant dense<1.0e-08> : tensor<1536xf32>
    %4501 = stablehlo.add %4499, %4500 : tensor<1536xf32>
    %4502 = stablehlo.divide %4496, %4501 : tensor<1536xf32>
    %4503 = stablehlo.constant dense<0.9> : tensor<1536x384xf32>
    %4504 = stablehlo.multiply %4503, %m.blocks.2.mlp.fc2.w : tensor<1536x384xf32>
    %4505 = stablehlo.constant dense<0.1> : tensor<1536x384xf32>
    %4506 = stablehlo.multiply %4505, %3215 : tensor<1536x384xf32>
    %4507 = stablehlo.add %4504, %4506 : tensor<1536x384xf32>
    %4508 = stablehlo.constant dense<0.999> : tensor<1536x384xf32>
    %4509 = stablehlo.multiply %4508, %v.blocks.2.mlp.fc2.w : tensor<1536x384xf32>
    %4510 = stablehlo.constant dense<0.001> : tensor<1536x384xf32>
    %4511 = stablehlo.multiply %3215, %3215 : tensor<1536x384xf32>
    %4512 = stablehlo.multiply %4510, %4511 : tensor<1536x384xf32>
    %4513 = stablehlo.add %4509, %4512 : tensor<1536x384xf32>
    %4514 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %4515 = stablehlo.divide %4507, %4514 : tensor<1536x384xf32>
    %4516 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %4517 = stablehlo.divide %4513, %4516 : tensor<1536x384xf32>
    %4518 = stablehlo.sqrt %4517 : tensor<1536x384xf32>
    %4519 = stablehlo.constant dense<1.0e-08> : tensor<1536x384xf32>
    %4520 = stablehlo.add %4518, %4519 : tensor<1536x384xf32>
    %4521 = stablehlo.divide %4515, %4520 : tensor<1536x384xf32>
    %4522 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %4523 = stablehlo.multiply %4522, %m.blocks.2.mlp.fc2.b : tensor<384xf32>
    %4524 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %4525 = stablehlo.multiply %4524, %3220 : tensor<384xf32>
    %4526 = stablehlo.add %4523, %4525 : tensor<384xf32>
    %4527 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %4528 = stablehlo.multiply %4527, %v.blocks.2.mlp.fc2.b : tensor<384xf32>
    %4529 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %4530 = stablehlo.multiply %3220, %3220 : tensor<384xf32>
    %4531 = stablehlo.multiply %4529, %4530 : tensor<384xf32>
    %4532 = stablehlo.add %4528, %4531 : tensor<384xf32>
    %4533 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4534 = stablehlo.divide %4526, %4533 : tensor<384xf32>
    %4535 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4536 = stablehlo.divide %4532, %4535 : tensor<384xf32>
    %4537 = stablehlo.sqrt %4536 : tensor<384xf32>
    %4538 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %4539 = stablehlo.add %4537, %4538 : tensor<384xf32>
    %4540 = stablehlo.divide %4534, %4539 : tensor<384xf32>
    %4541 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %4542 = stablehlo.multiply %4541, %m.blocks.3.norm1.g : tensor<384xf32>
    %4543 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %4544 = stablehlo.multiply %4543, %3225 : tensor<384xf32>
    %4545 = stablehlo.add %4542, %4544 : tensor<384xf32>
    %4546 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %4547 = stablehlo.multiply %4546, %v.blocks.3.norm1.g : tensor<384xf32>
    %4548 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %4549 = stablehlo.multiply %3225, %3225 : tensor<384xf32>
    %4550 = stablehlo.multiply %4548, %4549 : tensor<384xf32>
    %4551 = stablehlo.add %4547, %4550 : tensor<384xf32>
    %4552 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4553 = stablehlo.divide %4545, %4552 : tensor<384xf32>
    %4554 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4555 = stablehlo.divide %4551, %4554 : tensor<384xf32>
    %4556 = stablehlo.sqrt %4555 : tensor<384xf32>
    %4557 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %4558 = stablehlo.add %4556, %4557 : tensor<384xf32>
    %4559 = stablehlo.divide %4553, %4558 : tensor<384xf32>
    %4560 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %4561 = stablehlo.multiply %4560, %m.blocks.3.norm1.b : tensor<384xf32>
    %4562 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %4563 = stablehlo.multiply %4562, %3230 : tensor<384xf32>
    %4564 = stablehlo.add %4561, %4563 : tensor<384xf32>
    %4565 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %4566 = stablehlo.multiply %4565, %v.blocks.3.norm1.b : tensor<384xf32>
    %4567 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %4568 = stablehlo.multiply %3230, %3230 : tensor<384xf32>
    %4569 = stablehlo.multiply %4567, %4568 : tensor<384xf32>
    %4570 = stablehlo.add %4566, %4569 : tensor<384xf32>
    %4571 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4572 = stablehlo.divide %4564, %4571 : tensor<384xf32>
    %4573 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4574 = stablehlo.divide %4570, %4573 : tensor<384xf32>
    %4575 = stablehlo.sqrt %4574 : tensor<384xf32>
    %4576 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %4577 = stablehlo.add %4575, %4576 : tensor<384xf32>
    %4578 = stablehlo.divide %4572, %4577 : tensor<384xf32>
    %4579 = stablehlo.constant dense<0.9> : tensor<384x1152xf32>
    %4580 = stablehlo.multiply %4579, %m.blocks.3.attn.qkv.w : tensor<384x1152xf32>
    %4581 = stablehlo.constant dense<0.1> : tensor<384x1152xf32>
    %4582 = stablehlo.multiply %4581, %3235 : tensor<384x1152xf32>
    %4583 = stablehlo.add %4580, %4582 : tensor<384x1152xf32>
    %4584 = stablehlo.constant dense<0.999> : tensor<384x1152xf32>
    %4585 = stablehlo.multiply %4584, %v.blocks.3.attn.qkv.w : tensor<384x1152xf32>
    %4586 = stablehlo.constant dense<0.001> : tensor<384x1152xf32>
    %4587 = stablehlo.multiply %3235, %3235 : tensor<384x1152xf32>
    %4588 = stablehlo.multiply %4586, %4587 : tensor<384x1152xf32>
    %4589 = stablehlo.add %4585, %4588 : tensor<384x1152xf32>
    %4590 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1152xf32>
    %4591 = stablehlo.divide %4583, %4590 : tensor<384x1152xf32>
    %4592 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1152xf32>
    %4593 = stablehlo.divide %4589, %4592 : tensor<384x1152xf32>
    %4594 = stablehlo.sqrt %4593 : tensor<384x1152xf32>
    %4595 = stablehlo.constant dense<1.0e-08> : tensor<384x1152xf32>
    %4596 = stablehlo.add %4594, %4595 : tensor<384x1152xf32>
    %4597 = stablehlo.divide %4591, %4596 : tensor<384x1152xf32>
    %4598 = stablehlo.constant dense<0.9> : tensor<1152xf32>
    %4599 = stablehlo.multiply %4598, %m.blocks.3.attn.qkv.b : tensor<1152xf32>
    %4600 = stablehlo.constant dense<0.1> : tensor<1152xf32>
    %4601 = stablehlo.multiply %4600, %3240 : tensor<1152xf32>
    %4602 = stablehlo.add %4599, %4601 : tensor<1152xf32>
    %4603 = stablehlo.constant dense<0.999> : tensor<1152xf32>
    %4604 = stablehlo.multiply %4603, %v.blocks.3.attn.qkv.b : tensor<1152xf32>
    %4605 = stablehlo.constant dense<0.001> : tensor<1152xf32>
    %4606 = stablehlo.multiply %3240, %3240 : tensor<1152xf32>
    %4607 = stablehlo.multiply %4605, %4606 : tensor<1152xf32>
    %4608 = stablehlo.add %4604, %4607 : tensor<1152xf32>
    %4609 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1152xf32>
    %4610 = stablehlo.divide %4602, %4609 : tensor<1152xf32>
    %4611 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1152xf32>
    %4612 = stablehlo.divide %4608, %4611 : tensor<1152xf32>
    %4613 = stablehlo.sqrt %4612 : tensor<1152xf32>
    %4614 = stablehlo.constant dense<1.0e-08> : tensor<1152xf32>
    %4615 = stablehlo.add %4613, %4614 : tensor<1152xf32>
    %4616 = stablehlo.divide %4610, %4615 : tensor<1152xf32>
    %4617 = stablehlo.constant dense<0.9> : tensor<384x384xf32>
    %4618 = stablehlo.multiply %4617, %m.blocks.3.attn.proj.w : tensor<384x384xf32>
    %4619 = stablehlo.constant dense<0.1> : tensor<384x384xf32>
    %4620 = stablehlo.multiply %4619, %3245 : tensor<384x384xf32>
    %4621 = stablehlo.add %4618, %4620 : tensor<384x384xf32>
    %4622 = stablehlo.constant dense<0.999> : tensor<384x384xf32>
    %4623 = stablehlo.multiply %4622, %v.blocks.3.attn.proj.w : tensor<384x384xf32>
    %4624 = stablehlo.constant dense<0.001> : tensor<384x384xf32>
    %4625 = stablehlo.multiply %3245, %3245 : tensor<384x384xf32>
    %4626 = stablehlo.multiply %4624, %4625 : tensor<384x384xf32>
    %4627 = stablehlo.add %4623, %4626 : tensor<384x384xf32>
    %4628 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x384xf32>
    %4629 = stablehlo.divide %4621, %4628 : tensor<384x384xf32>
    %4630 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x384xf32>
    %4631 = stablehlo.divide %4627, %4630 : tensor<384x384xf32>
    %4632 = stablehlo.sqrt %4631 : tensor<384x384xf32>
    %4633 = stablehlo.constant dense<1.0e-08> : tensor<384x384xf32>
    %4634 = stablehlo.add %4632, %4633 : tensor<384x384xf32>
    %4635 = stablehlo.divide %4629, %4634 : tensor<384x384xf32>
    %4636 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %4637 = stablehlo.multiply %4636, %m.blocks.3.attn.proj.b : tensor<384xf32>
    %4638 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %4639 = stablehlo.multiply %4638, %3250 : tensor<384xf32>
    %4640 = stablehlo.add %4637, %4639 : tensor<384xf32>
    %4641 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %4642 = stablehlo.multiply %4641, %v.blocks.3.attn.proj.b : tensor<384xf32>
    %4643 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %4644 = stablehlo.multiply %3250, %3250 : tensor<384xf32>
    %4645 = stablehlo.multiply %4643, %4644 : tensor<384xf32>
    %4646 = stablehlo.add %4642, %4645 : tensor<384xf32>
    %4647 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4648 = stablehlo.divide %4640, %4647 : tensor<384xf32>
    %4649 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4650 = stablehlo.divide %4646, %4649 : tensor<384xf32>
    %4651 = stablehlo.sqrt %4650 : tensor<384xf32>
    %4652 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %4653 = stablehlo.add %4651, %4652 : tensor<384xf32>
    %4654 = stablehlo.divide %4648, %4653 : tensor<384xf32>
    %4655 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %4656 = stablehlo.multiply %4655, %m.blocks.3.norm2.g : tensor<384xf32>
    %4657 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %4658 = stablehlo.multiply %4657, %3255 : tensor<384xf32>
    %4659 = stablehlo.add %4656, %4658 : tensor<384xf32>
    %4660 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %4661 = stablehlo.multiply %4660, %v.blocks.3.norm2.g : tensor<384xf32>
    %4662 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %4663 = stablehlo.multiply %3255, %3255 : tensor<384xf32>
    %4664 = stablehlo.multiply %4662, %4663 : tensor<384xf32>
    %4665 = stablehlo.add %4661, %4664 : tensor<384xf32>
    %4666 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4667 = stablehlo.divide %4659, %4666 : tensor<384xf32>
    %4668 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4669 = stablehlo.divide %4665, %4668 : tensor<384xf32>
    %4670 = stablehlo.sqrt %4669 : tensor<384xf32>
    %4671 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %4672 = stablehlo.add %4670, %4671 : tensor<384xf32>
    %4673 = stablehlo.divide %4667, %4672 : tensor<384xf32>
    %4674 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %4675 = stablehlo.multiply %4674, %m.blocks.3.norm2.b : tensor<384xf32>
    %4676 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %4677 = stablehlo.multiply %4676, %3260 : tensor<384xf32>
    %4678 = stablehlo.add %4675, %4677 : tensor<384xf32>
    %4679 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %4680 = stablehlo.multiply %4679, %v.blocks.3.norm2.b : tensor<384xf32>
    %4681 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %4682 = stablehlo.multiply %3260, %3260 : tensor<384xf32>
    %4683 = stablehlo.multiply %4681, %4682 : tensor<384xf32>
    %4684 = stablehlo.add %4680, %4683 : tensor<384xf32>
    %4685 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4686 = stablehlo.divide %4678, %4685 : tensor<384xf32>
    %4687 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4688 = stablehlo.divide %4684, %4687 : tensor<384xf32>
    %4689 = stablehlo.sqrt %4688 : tensor<384xf32>
    %4690 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %4691 = stablehlo.add %4689, %4690 : tensor<384xf32>
    %4692 = stablehlo.divide %4686, %4691 : tensor<384xf32>
    %4693 = stablehlo.constant dense<0.9> : tensor<384x1536xf32>
    %4694 = stablehlo.multiply %4693, %m.blocks.3.mlp.fc1.w : tensor<384x1536xf32>
    %4695 = stablehlo.constant dense<0.1> : tensor<384x1536xf32>
    %4696 = stablehlo.multiply %4695, %3265 : tensor<384x1536xf32>
    %4697 = stablehlo.add %4694, %4696 : tensor<384x1536xf32>
    %4698 = stablehlo.constant dense<0.999> : tensor<384x1536xf32>
    %4699 = stablehlo.multiply %4698, %v.blocks.3.mlp.fc1.w : tensor<384x1536xf32>
    %4700 = stablehlo.constant dense<0.001> : tensor<384x1536xf32>
    %4701 = stablehlo.multiply %3265, %3265 : tensor<384x1536xf32>
    %4702 = stablehlo.multiply %4700, %4701 : tensor<384x1536xf32>
    %4703 = stablehlo.add %4699, %4702 : tensor<384x1536xf32>
    %4704 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %4705 = stablehlo.divide %4697, %4704 : tensor<384x1536xf32>
    %4706 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %4707 = stablehlo.divide %4703, %4706 : tensor<384x1536xf32>
    %4708 = stablehlo.sqrt %4707 : tensor<384x1536xf32>
    %4709 = stablehlo.constant dense<1.0e-08> : tensor<384x1536xf32>
    %4710 = stablehlo.add %4708, %4709 : tensor<384x1536xf32>
    %4711 = stablehlo.divide %4705, %4710 : tensor<384x1536xf32>
    %4712 = stablehlo.constant dense<0.9> : tensor<1536xf32>
    %4713 = stablehlo.multiply %4712, %m.blocks.3.mlp.fc1.b : tensor<1536xf32>
    %4714 = stablehlo.constant dense<0.1> : tensor<1536xf32>
    %4715 = stablehlo.multiply %4714, %3270 : tensor<1536xf32>
    %4716 = stablehlo.add %4713, %4715 : tensor<1536xf32>
    %4717 = stablehlo.constant dense<0.999> : tensor<1536xf32>
    %4718 = stablehlo.multiply %4717, %v.blocks.3.mlp.fc1.b : tensor<1536xf32>
    %4719 = stablehlo.constant dense<0.001> : tensor<1536xf32>
    %4720 = stablehlo.multiply %3270, %3270 : tensor<1536xf32>
    %4721 = stablehlo.multiply %4719, %4720 : tensor<1536xf32>
    %4722 = stablehlo.add %4718, %4721 : tensor<1536xf32>
    %4723 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %4724 = stablehlo.divide %4716, %4723 : tensor<1536xf32>
    %4725 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %4726 = stablehlo.divide %4722, %4725 : tensor<1536xf32>
    %4727 = stablehlo.sqrt %4726 : tensor<1536xf32>
    %4728 = stablehlo.constant dense<1.0e-08> : tensor<1536xf32>
    %4729 = stablehlo.add %4727, %4728 : tensor<1536xf32>
    %4730 = stablehlo.divide %4724, %4729 : tensor<1536xf32>
    %4731 = stablehlo.constant dense<0.9> : tensor<1536x384xf32>
    %4732 = stablehlo.multiply %4731, %m.blocks.3.mlp.fc2.w : tensor<1536x384xf32>
    %4733 = stablehlo.constant dense<0.1> : tensor<1536x384xf32>
    %4734 = stablehlo.multiply %4733, %3275 : tensor<1536x384xf32>
    %4735 = stablehlo.add %4732, %4734 : tensor<1536x384xf32>
    %4736 = stablehlo.constant dense<0.999> : tensor<1536x384xf32>
    %4737 = stablehlo.multiply %4736, %v.blocks.3.mlp.fc2.w : tensor<1536x384xf32>
    %4738 = stablehlo.constant dense<0.001> : tensor<1536x384xf32>
    %4739 = stablehlo.multiply %3275, %3275 : tensor<1536x384xf32>
    %4740 = stablehlo.multiply %4738, %4739 : tensor<1536x384xf32>
    %4741 = stablehlo.add %4737, %4740 : tensor<1536x384xf32>
    %4742 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %4743 = stablehlo.divide %4735, %4742 : tensor<1536x384xf32>
    %4744 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %4745 = stablehlo.divide %4741, %4744 : tensor<1536x384xf32>
    %4746 = stablehlo.sqrt %4745 : tensor<1536x384xf32>
    %4747 = stablehlo.constant dense<1.0e-08> : tensor<1536x384xf32>
    %4748 = stablehlo.add %4746, %4747 : tensor<1536x384xf32>
    %4749 = stablehlo.divide %4743, %4748 : tensor<1536x384xf32>
    %4750 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %4751 = stablehlo.multiply %4750, %m.blocks.3.mlp.fc2.b : tensor<384xf32>
    %4752 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %4753 = stablehlo.multiply %4752, %3280 : tensor<384xf32>
    %4754 = stablehlo.add %4751, %4753 : tensor<384xf32>
    %4755 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %4756 = stablehlo.multiply %4755, %v.blocks.3.mlp.fc2.b : tensor<384xf32>
    %4757 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %4758 = stablehlo.multiply %3280, %3280 : tensor<384xf32>
    %4759 = stablehlo.multiply %4757, %4758 : tensor<384xf32>
    %4760 = stablehlo.add %4756, %4759 : tensor<384xf32>
    %4761 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4762 = stablehlo.divide %4754, %4761 : tensor<384xf32>
    %4763 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4764 = stablehlo.divide %4760, %4763 : tensor<384xf32>
    %4765 = stablehlo.sqrt %4764 : tensor<384xf32>
    %4766 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %4767 = stablehlo.add %4765, %4766 : tensor<384xf32>
    %4768 = stablehlo.divide %4762, %4767 : tensor<384xf32>
    %4769 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %4770 = stablehlo.multiply %4769, %m.blocks.4.norm1.g : tensor<384xf32>
    %4771 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %4772 = stablehlo.multiply %4771, %3285 : tensor<384xf32>
    %4773 = stablehlo.add %4770, %4772 : tensor<384xf32>
    %4774 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %4775 = stablehlo.multiply %4774, %v.blocks.4.norm1.g : tensor<384xf32>
    %4776 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %4777 = stablehlo.multiply %3285, %3285 : tensor<384xf32>
    %4778 = stablehlo.multiply %4776, %4777 : tensor<384xf32>
    %4779 = stablehlo.add %4775, %4778 : tensor<384xf32>
    %4780 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4781 = stablehlo.divide %4773, %4780 : tensor<384xf32>
    %4782 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4783 = stablehlo.divide %4779, %4782 : tensor<384xf32>
    %4784 = stablehlo.sqrt %4783 : tensor<384xf32>
    %4785 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %4786 = stablehlo.add %4784, %4785 : tensor<384xf32>
    %4787 = stablehlo.divide %4781, %4786 : tensor<384xf32>
    %4788 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %4789 = stablehlo.multiply %4788, %m.blocks.4.norm1.b : tensor<384xf32>
    %4790 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %4791 = stablehlo.multiply %4790, %3290 : tensor<384xf32>
    %4792 = stablehlo.add %4789, %4791 : tensor<384xf32>
    %4793 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %4794 = stablehlo.multiply %4793, %v.blocks.4.norm1.b : tensor<384xf32>
    %4795 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %4796 = stablehlo.multiply %3290, %3290 : tensor<384xf32>
    %4797 = stablehlo.multiply %4795, %4796 : tensor<384xf32>
    %4798 = stablehlo.add %4794, %4797 : tensor<384xf32>
    %4799 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4800 = stablehlo.divide %4792, %4799 : tensor<384xf32>
    %4801 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4802 = stablehlo.divide %4798, %4801 : tensor<384xf32>
    %4803 = stablehlo.sqrt %4802 : tensor<384xf32>
    %4804 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %4805 = stablehlo.add %4803, %4804 : tensor<384xf32>
    %4806 = stablehlo.divide %4800, %4805 : tensor<384xf32>
    %4807 = stablehlo.constant dense<0.9> : tensor<384x1152xf32>
    %4808 = stablehlo.multiply %4807, %m.blocks.4.attn.qkv.w : tensor<384x1152xf32>
    %4809 = stablehlo.constant dense<0.1> : tensor<384x1152xf32>
    %4810 = stablehlo.multiply %4809, %3295 : tensor<384x1152xf32>
    %4811 = stablehlo.add %4808, %4810 : tensor<384x1152xf32>
    %4812 = stablehlo.constant dense<0.999> : tensor<384x1152xf32>
    %4813 = stablehlo.multiply %4812, %v.blocks.4.attn.qkv.w : tensor<384x1152xf32>
    %4814 = stablehlo.constant dense<0.001> : tensor<384x1152xf32>
    %4815 = stablehlo.multiply %3295, %3295 : tensor<384x1152xf32>
    %4816 = stablehlo.multiply %4814, %4815 : tensor<384x1152xf32>
    %4817 = stablehlo.add %4813, %4816 : tensor<384x1152xf32>
    %4818 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1152xf32>
    %4819 = stablehlo.divide %4811, %4818 : tensor<384x1152xf32>
    %4820 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1152xf32>
    %4821 = stablehlo.divide %4817, %4820 : tensor<384x1152xf32>
    %4822 = stablehlo.sqrt %4821 : tensor<384x1152xf32>
    %4823 = stablehlo.constant dense<1.0e-08> : tensor<384x1152xf32>
    %4824 = stablehlo.add %4822, %4823 : tensor<384x1152xf32>
    %4825 = stablehlo.divide %4819, %4824 : tensor<384x1152xf32>
    %4826 = stablehlo.constant dense<0.9> : tensor<1152xf32>
    %4827 = stablehlo.multiply %4826, %m.blocks.4.attn.qkv.b : tensor<1152xf32>
    %4828 = stablehlo.constant dense<0.1> : tensor<1152xf32>
    %4829 = stablehlo.multiply %4828, %3300 : tensor<1152xf32>
    %4830 = stablehlo.add %4827, %4829 : tensor<1152xf32>
    %4831 = stablehlo.constant dense<0.999> : tensor<1152xf32>
    %4832 = stablehlo.multiply %4831, %v.blocks.4.attn.qkv.b : tensor<1152xf32>
    %4833 = stablehlo.constant dense<0.001> : tensor<1152xf32>
    %4834 = stablehlo.multiply %3300, %3300 : tensor<1152xf32>
    %4835 = stablehlo.multiply %4833, %4834 : tensor<1152xf32>
    %4836 = stablehlo.add %4832, %4835 : tensor<1152xf32>
    %4837 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1152xf32>
    %4838 = stablehlo.divide %4830, %4837 : tensor<1152xf32>
    %4839 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1152xf32>
    %4840 = stablehlo.divide %4836, %4839 : tensor<1152xf32>
    %4841 = stablehlo.sqrt %4840 : tensor<1152xf32>
    %4842 = stablehlo.constant dense<1.0e-08> : tensor<1152xf32>
    %4843 = stablehlo.add %4841, %4842 : tensor<1152xf32>
    %4844 = stablehlo.divide %4838, %4843 : tensor<1152xf32>
    %4845 = stablehlo.constant dense<0.9> : tensor<384x384xf32>
    %4846 = stablehlo.multiply %4845, %m.blocks.4.attn.proj.w : tensor<384x384xf32>
    %4847 = stablehlo.constant dense<0.1> : tensor<384x384xf32>
    %4848 = stablehlo.multiply %4847, %3305 : tensor<384x384xf32>
    %4849 = stablehlo.add %4846, %4848 : tensor<384x384xf32>
    %4850 = stablehlo.constant dense<0.999> : tensor<384x384xf32>
    %4851 = stablehlo.multiply %4850, %v.blocks.4.attn.proj.w : tensor<384x384xf32>
    %4852 = stablehlo.constant dense<0.001> : tensor<384x384xf32>
    %4853 = stablehlo.multiply %3305, %3305 : tensor<384x384xf32>
    %4854 = stablehlo.multiply %4852, %4853 : tensor<384x384xf32>
    %4855 = stablehlo.add %4851, %4854 : tensor<384x384xf32>
    %4856 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x384xf32>
    %4857 = stablehlo.divide %4849, %4856 : tensor<384x384xf32>
    %4858 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x384xf32>
    %4859 = stablehlo.divide %4855, %4858 : tensor<384x384xf32>
    %4860 = stablehlo.sqrt %4859 : tensor<384x384xf32>
    %4861 = stablehlo.constant dense<1.0e-08> : tensor<384x384xf32>
    %4862 = stablehlo.add %4860, %4861 : tensor<384x384xf32>
    %4863 = stablehlo.divide %4857, %4862 : tensor<384x384xf32>
    %4864 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %4865 = stablehlo.multiply %4864, %m.blocks.4.attn.proj.b : tensor<384xf32>
    %4866 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %4867 = stablehlo.multiply %4866, %3310 : tensor<384xf32>
    %4868 = stablehlo.add %4865, %4867 : tensor<384xf32>
    %4869 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %4870 = stablehlo.multiply %4869, %v.blocks.4.attn.proj.b : tensor<384xf32>
    %4871 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %4872 = stablehlo.multiply %3310, %3310 : tensor<384xf32>
    %4873 = stablehlo.multiply %4871, %4872 : tensor<384xf32>
    %4874 = stablehlo.add %4870, %4873 : tensor<384xf32>
    %4875 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4876 = stablehlo.divide %4868, %4875 : tensor<384xf32>
    %4877 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4878 = stablehlo.divide %4874, %4877 : tensor<384xf32>
    %4879 = stablehlo.sqrt %4878 : tensor<384xf32>
    %4880 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %4881 = stablehlo.add %4879, %4880 : tensor<384xf32>
    %4882 = stablehlo.divide %4876, %4881 : tensor<384xf32>
    %4883 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %4884 = stablehlo.multiply %4883, %m.blocks.4.norm2.g : tensor<384xf32>
    %4885 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %4886 = stablehlo.multiply %4885, %3315 : tensor<384xf32>
    %4887 = stablehlo.add %4884, %4886 : tensor<384xf32>
    %4888 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %4889 = stablehlo.multiply %4888, %v.blocks.4.norm2.g : tensor<384xf32>
    %4890 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %4891 = stablehlo.multiply %3315, %3315 : tensor<384xf32>
    %4892 = stablehlo.multiply %4890, %4891 : tensor<384xf32>
    %4893 = stablehlo.add %4889, %4892 : tensor<384xf32>
    %4894 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4895 = stablehlo.divide %4887, %4894 : tensor<384xf32>
    %4896 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4897 = stablehlo.divide %4893, %4896 : tensor<384xf32>
    %4898 = stablehlo.sqrt %4897 : tensor<384xf32>
    %4899 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %4900 = stablehlo.add %4898, %4899 : tensor<384xf32>
    %4901 = stablehlo.divide %4895, %4900 : tensor<384xf32>
    %4902 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %4903 = stablehlo.multiply %4902, %m.blocks.4.norm2.b : tensor<384xf32>
    %4904 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %4905 = stablehlo.multiply %4904, %3320 : tensor<384xf32>
    %4906 = stablehlo.add %4903, %4905 : tensor<384xf32>
    %4907 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %4908 = stablehlo.multiply %4907, %v.blocks.4.norm2.b : tensor<384xf32>
    %4909 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %4910 = stablehlo.multiply %3320, %3320 : tensor<384xf32>
    %4911 = stablehlo.multiply %4909, %4910 : tensor<384xf32>
    %4912 = stablehlo.add %4908, %4911 : tensor<384xf32>
    %4913 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4914 = stablehlo.divide %4906, %4913 : tensor<384xf32>
    %4915 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4916 = stablehlo.divide %4912, %4915 : tensor<384xf32>
    %4917 = stablehlo.sqrt %4916 : tensor<384xf32>
    %4918 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %4919 = stablehlo.add %4917, %4918 : tensor<384xf32>
    %4920 = stablehlo.divide %4914, %4919 : tensor<384xf32>
    %4921 = stablehlo.constant dense<0.9> : tensor<384x1536xf32>
    %4922 = stablehlo.multiply %4921, %m.blocks.4.mlp.fc1.w : tensor<384x1536xf32>
    %4923 = stablehlo.constant dense<0.1> : tensor<384x1536xf32>
    %4924 = stablehlo.multiply %4923, %3325 : tensor<384x1536xf32>
    %4925 = stablehlo.add %4922, %4924 : tensor<384x1536xf32>
    %4926 = stablehlo.constant dense<0.999> : tensor<384x1536xf32>
    %4927 = stablehlo.multiply %4926, %v.blocks.4.mlp.fc1.w : tensor<384x1536xf32>
    %4928 = stablehlo.constant dense<0.001> : tensor<384x1536xf32>
    %4929 = stablehlo.multiply %3325, %3325 : tensor<384x1536xf32>
    %4930 = stablehlo.multiply %4928, %4929 : tensor<384x1536xf32>
    %4931 = stablehlo.add %4927, %4930 : tensor<384x1536xf32>
    %4932 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %4933 = stablehlo.divide %4925, %4932 : tensor<384x1536xf32>
    %4934 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %4935 = stablehlo.divide %4931, %4934 : tensor<384x1536xf32>
    %4936 = stablehlo.sqrt %4935 : tensor<384x1536xf32>
    %4937 = stablehlo.constant dense<1.0e-08> : tensor<384x1536xf32>
    %4938 = stablehlo.add %4936, %4937 : tensor<384x1536xf32>
    %4939 = stablehlo.divide %4933, %4938 : tensor<384x1536xf32>
    %4940 = stablehlo.constant dense<0.9> : tensor<1536xf32>
    %4941 = stablehlo.multiply %4940, %m.blocks.4.mlp.fc1.b : tensor<1536xf32>
    %4942 = stablehlo.constant dense<0.1> : tensor<1536xf32>
    %4943 = stablehlo.multiply %4942, %3330 : tensor<1536xf32>
    %4944 = stablehlo.add %4941, %4943 : tensor<1536xf32>
    %4945 = stablehlo.constant dense<0.999> : tensor<1536xf32>
    %4946 = stablehlo.multiply %4945, %v.blocks.4.mlp.fc1.b : tensor<1536xf32>
    %4947 = stablehlo.constant dense<0.001> : tensor<1536xf32>
    %4948 = stablehlo.multiply %3330, %3330 : tensor<1536xf32>
    %4949 = stablehlo.multiply %4947, %4948 : tensor<1536xf32>
    %4950 = stablehlo.add %4946, %4949 : tensor<1536xf32>
    %4951 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %4952 = stablehlo.divide %4944, %4951 : tensor<1536xf32>
    %4953 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %4954 = stablehlo.divide %4950, %4953 : tensor<1536xf32>
    %4955 = stablehlo.sqrt %4954 : tensor<1536xf32>
    %4956 = stablehlo.constant dense<1.0e-08> : tensor<1536xf32>
    %4957 = stablehlo.add %4955, %4956 : tensor<1536xf32>
    %4958 = stablehlo.divide %4952, %4957 : tensor<1536xf32>
    %4959 = stablehlo.constant dense<0.9> : tensor<1536x384xf32>
    %4960 = stablehlo.multiply %4959, %m.blocks.4.mlp.fc2.w : tensor<1536x384xf32>
    %4961 = stablehlo.constant dense<0.1> : tensor<1536x384xf32>
    %4962 = stablehlo.multiply %4961, %3335 : tensor<1536x384xf32>
    %4963 = stablehlo.add %4960, %4962 : tensor<1536x384xf32>
    %4964 = stablehlo.constant dense<0.999> : tensor<1536x384xf32>
    %4965 = stablehlo.multiply %4964, %v.blocks.4.mlp.fc2.w : tensor<1536x384xf32>
    %4966 = stablehlo.constant dense<0.001> : tensor<1536x384xf32>
    %4967 = stablehlo.multiply %3335, %3335 : tensor<1536x384xf32>
    %4968 = stablehlo.multiply %4966, %4967 : tensor<1536x384xf32>
    %4969 = stablehlo.add %4965, %4968 : tensor<1536x384xf32>
    %4970 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %4971 = stablehlo.divide %4963, %4970 : tensor<1536x384xf32>
    %4972 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %4973 = stablehlo.divide %4969, %4972 : tensor<1536x384xf32>
    %4974 = stablehlo.sqrt %4973 : tensor<1536x384xf32>
    %4975 = stablehlo.constant dense<1.0e-08> : tensor<1536x384xf32>
    %4976 = stablehlo.add %4974, %4975 : tensor<1536x384xf32>
    %4977 = stablehlo.divide %4971, %4976 : tensor<1536x384xf32>
    %4978 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %4979 = stablehlo.multiply %4978, %m.blocks.4.mlp.fc2.b : tensor<384xf32>
    %4980 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %4981 = stablehlo.multiply %4980, %3340 : tensor<384xf32>
    %4982 = stablehlo.add %4979, %4981 : tensor<384xf32>
    %4983 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %4984 = stablehlo.multiply %4983, %v.blocks.4.mlp.fc2.b : tensor<384xf32>
    %4985 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %4986 = stablehlo.multiply %3340, %3340 : tensor<384xf32>
    %4987 = stablehlo.multiply %4985, %4986 : tensor<384xf32>
    %4988 = stablehlo.add %4984, %4987 : tensor<384xf32>
    %4989 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4990 = stablehlo.divide %4982, %4989 : tensor<384xf32>
    %4991 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4992 = stablehlo.divide %4988, %4991 : tensor<384xf32>
    %4993 = stablehlo.sqrt %4992 : tensor<384xf32>
    %4994 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %4995 = stablehlo.add %4993, %4994 : tensor<384xf32>
    %4996 = stablehlo.divide %4990, %4995 : tensor<384xf32>
    %4997 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %4998 = stablehlo.multiply %4997, %m.blocks.5.norm1.g : tensor<384xf32>
    %4999 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5000 = stablehlo.multiply %4999, %3345 : tensor<384xf32>
    %5001 = stablehlo.add %4998, %5000 : tensor<384xf32>
    %5002 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5003 = stablehlo.multiply %5002, %v.blocks.5.norm1.g : tensor<384xf32>
    %5004 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5005 = stablehlo.multiply %3345, %3345 : tensor<384xf32>
    %5006 = stablehlo.multiply %5004, %5005 : tensor<384xf32>
    %5007 = stablehlo.add %5003, %5006 : tensor<384xf32>
    %5008 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5009 = stablehlo.divide %5001, %5008 : tensor<384xf32>
    %5010 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5011 = stablehlo.divide %5007, %5010 : tensor<384xf32>
    %5012 = stablehlo.sqrt %5011 : tensor<384xf32>
    %5013 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5014 = stablehlo.add %5012, %5013 : tensor<384xf32>
    %5015 = stablehlo.divide %5009, %5014 : tensor<384xf32>
    %5016 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5017 = stablehlo.multiply %5016, %m.blocks.5.norm1.b : tensor<384xf32>
    %5018 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5019 = stablehlo.multiply %5018, %3350 : tensor<384xf32>
    %5020 = stablehlo.add %5017, %5019 : tensor<384xf32>
    %5021 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5022 = stablehlo.multiply %5021, %v.blocks.5.norm1.b : tensor<384xf32>
    %5023 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5024 = stablehlo.multiply %3350, %3350 : tensor<384xf32>
    %5025 = stablehlo.multiply %5023, %5024 : tensor<384xf32>
    %5026 = stablehlo.add %5022, %5025 : tensor<384xf32>
    %5027 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5028 = stablehlo.divide %5020, %5027 : tensor<384xf32>
    %5029 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5030 = stablehlo.divide %5026, %5029 : tensor<384xf32>
    %5031 = stablehlo.sqrt %5030 : tensor<384xf32>
    %5032 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5033 = stablehlo.add %5031, %5032 : tensor<384xf32>
    %5034 = stablehlo.divide %5028, %5033 : tensor<384xf32>
    %5035 = stablehlo.constant dense<0.9> : tensor<384x1152xf32>
    %5036 = stablehlo.multiply %5035, %m.blocks.5.attn.qkv.w : tensor<384x1152xf32>
    %5037 = stablehlo.constant dense<0.1> : tensor<384x1152xf32>
    %5038 = stablehlo.multiply %5037, %3355 : tensor<384x1152xf32>
    %5039 = stablehlo.add %5036, %5038 : tensor<384x1152xf32>
    %5040 = stablehlo.constant dense<0.999> : tensor<384x1152xf32>
    %5041 = stablehlo.multiply %5040, %v.blocks.5.attn.qkv.w : tensor<384x1152xf32>
    %5042 = stablehlo.constant dense<0.001> : tensor<384x1152xf32>
    %5043 = stablehlo.multiply %3355, %3355 : tensor<384x1152xf32>
    %5044 = stablehlo.multiply %5042, %5043 : tensor<384x1152xf32>
    %5045 = stablehlo.add %5041, %5044 : tensor<384x1152xf32>
    %5046 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1152xf32>
    %5047 = stablehlo.divide %5039, %5046 : tensor<384x1152xf32>
    %5048 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1152xf32>
    %5049 = stablehlo.divide %5045, %5048 : tensor<384x1152xf32>
    %5050 = stablehlo.sqrt %5049 : tensor<384x1152xf32>
    %5051 = stablehlo.constant dense<1.0e-08> : tensor<384x1152xf32>
    %5052 = stablehlo.add %5050, %5051 : tensor<384x1152xf32>
    %5053 = stablehlo.divide %5047, %5052 : tensor<384x1152xf32>
    %5054 = stablehlo.constant dense<0.9> : tensor<1152xf32>
    %5055 = stablehlo.multiply %5054, %m.blocks.5.attn.qkv.b : tensor<1152xf32>
    %5056 = stablehlo.constant dense<0.1> : tensor<1152xf32>
    %5057 = stablehlo.multiply %5056, %3360 : tensor<1152xf32>
    %5058 = stablehlo.add %5055, %5057 : tensor<1152xf32>
    %5059 = stablehlo.constant dense<0.999> : tensor<1152xf32>
    %5060 = stablehlo.multiply %5059, %v.blocks.5.attn.qkv.b : tensor<1152xf32>
    %5061 = stablehlo.constant dense<0.001> : tensor<1152xf32>
    %5062 = stablehlo.multiply %3360, %3360 : tensor<1152xf32>
    %5063 = stablehlo.multiply %5061, %5062 : tensor<1152xf32>
    %5064 = stablehlo.add %5060, %5063 : tensor<1152xf32>
    %5065 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1152xf32>
    %5066 = stablehlo.divide %5058, %5065 : tensor<1152xf32>
    %5067 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1152xf32>
    %5068 = stablehlo.divide %5064, %5067 : tensor<1152xf32>
    %5069 = stablehlo.sqrt %5068 : tensor<1152xf32>
    %5070 = stablehlo.constant dense<1.0e-08> : tensor<1152xf32>
    %5071 = stablehlo.add %5069, %5070 : tensor<1152xf32>
    %5072 = stablehlo.divide %5066, %5071 : tensor<1152xf32>
    %5073 = stablehlo.constant dense<0.9> : tensor<384x384xf32>
    %5074 = stablehlo.multiply %5073, %m.blocks.5.attn.proj.w : tensor<384x384xf32>
    %5075 = stablehlo.constant dense<0.1> : tensor<384x384xf32>
    %5076 = stablehlo.multiply %5075, %3365 : tensor<384x384xf32>
    %5077 = stablehlo.add %5074, %5076 : tensor<384x384xf32>
    %5078 = stablehlo.constant dense<0.999> : tensor<384x384xf32>
    %5079 = stablehlo.multiply %5078, %v.blocks.5.attn.proj.w : tensor<384x384xf32>
    %5080 = stablehlo.constant dense<0.001> : tensor<384x384xf32>
    %5081 = stablehlo.multiply %3365, %3365 : tensor<384x384xf32>
    %5082 = stablehlo.multiply %5080, %5081 : tensor<384x384xf32>
    %5083 = stablehlo.add %5079, %5082 : tensor<384x384xf32>
    %5084 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x384xf32>
    %5085 = stablehlo.divide %5077, %5084 : tensor<384x384xf32>
    %5086 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x384xf32>
    %5087 = stablehlo.divide %5083, %5086 : tensor<384x384xf32>
    %5088 = stablehlo.sqrt %5087 : tensor<384x384xf32>
    %5089 = stablehlo.constant dense<1.0e-08> : tensor<384x384xf32>
    %5090 = stablehlo.add %5088, %5089 : tensor<384x384xf32>
    %5091 = stablehlo.divide %5085, %5090 : tensor<384x384xf32>
    %5092 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5093 = stablehlo.multiply %5092, %m.blocks.5.attn.proj.b : tensor<384xf32>
    %5094 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5095 = stablehlo.multiply %5094, %3370 : tensor<384xf32>
    %5096 = stablehlo.add %5093, %5095 : tensor<384xf32>
    %5097 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5098 = stablehlo.multiply %5097, %v.blocks.5.attn.proj.b : tensor<384xf32>
    %5099 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5100 = stablehlo.multiply %3370, %3370 : tensor<384xf32>
    %5101 = stablehlo.multiply %5099, %5100 : tensor<384xf32>
    %5102 = stablehlo.add %5098, %5101 : tensor<384xf32>
    %5103 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5104 = stablehlo.divide %5096, %5103 : tensor<384xf32>
    %5105 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5106 = stablehlo.divide %5102, %5105 : tensor<384xf32>
    %5107 = stablehlo.sqrt %5106 : tensor<384xf32>
    %5108 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5109 = stablehlo.add %5107, %5108 : tensor<384xf32>
    %5110 = stablehlo.divide %5104, %5109 : tensor<384xf32>
    %5111 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5112 = stablehlo.multiply %5111, %m.blocks.5.norm2.g : tensor<384xf32>
    %5113 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5114 = stablehlo.multiply %5113, %3375 : tensor<384xf32>
    %5115 = stablehlo.add %5112, %5114 : tensor<384xf32>
    %5116 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5117 = stablehlo.multiply %5116, %v.blocks.5.norm2.g : tensor<384xf32>
    %5118 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5119 = stablehlo.multiply %3375, %3375 : tensor<384xf32>
    %5120 = stablehlo.multiply %5118, %5119 : tensor<384xf32>
    %5121 = stablehlo.add %5117, %5120 : tensor<384xf32>
    %5122 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5123 = stablehlo.divide %5115, %5122 : tensor<384xf32>
    %5124 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5125 = stablehlo.divide %5121, %5124 : tensor<384xf32>
    %5126 = stablehlo.sqrt %5125 : tensor<384xf32>
    %5127 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5128 = stablehlo.add %5126, %5127 : tensor<384xf32>
    %5129 = stablehlo.divide %5123, %5128 : tensor<384xf32>
    %5130 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5131 = stablehlo.multiply %5130, %m.blocks.5.norm2.b : tensor<384xf32>
    %5132 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5133 = stablehlo.multiply %5132, %3380 : tensor<384xf32>
    %5134 = stablehlo.add %5131, %5133 : tensor<384xf32>
    %5135 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5136 = stablehlo.multiply %5135, %v.blocks.5.norm2.b : tensor<384xf32>
    %5137 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5138 = stablehlo.multiply %3380, %3380 : tensor<384xf32>
    %5139 = stablehlo.multiply %5137, %5138 : tensor<384xf32>
    %5140 = stablehlo.add %5136, %5139 : tensor<384xf32>
    %5141 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5142 = stablehlo.divide %5134, %5141 : tensor<384xf32>
    %5143 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5144 = stablehlo.divide %5140, %5143 : tensor<384xf32>
    %5145 = stablehlo.sqrt %5144 : tensor<384xf32>
    %5146 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5147 = stablehlo.add %5145, %5146 : tensor<384xf32>
    %5148 = stablehlo.divide %5142, %5147 : tensor<384xf32>
    %5149 = stablehlo.constant dense<0.9> : tensor<384x1536xf32>
    %5150 = stablehlo.multiply %5149, %m.blocks.5.mlp.fc1.w : tensor<384x1536xf32>
    %5151 = stablehlo.constant dense<0.1> : tensor<384x1536xf32>
    %5152 = stablehlo.multiply %5151, %3385 : tensor<384x1536xf32>
    %5153 = stablehlo.add %5150, %5152 : tensor<384x1536xf32>
    %5154 = stablehlo.constant dense<0.999> : tensor<384x1536xf32>
    %5155 = stablehlo.multiply %5154, %v.blocks.5.mlp.fc1.w : tensor<384x1536xf32>
    %5156 = stablehlo.constant dense<0.001> : tensor<384x1536xf32>
    %5157 = stablehlo.multiply %3385, %3385 : tensor<384x1536xf32>
    %5158 = stablehlo.multiply %5156, %5157 : tensor<384x1536xf32>
    %5159 = stablehlo.add %5155, %5158 : tensor<384x1536xf32>
    %5160 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %5161 = stablehlo.divide %5153, %5160 : tensor<384x1536xf32>
    %5162 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %5163 = stablehlo.divide %5159, %5162 : tensor<384x1536xf32>
    %5164 = stablehlo.sqrt %5163 : tensor<384x1536xf32>
    %5165 = stablehlo.constant dense<1.0e-08> : tensor<384x1536xf32>
    %5166 = stablehlo.add %5164, %5165 : tensor<384x1536xf32>
    %5167 = stablehlo.divide %5161, %5166 : tensor<384x1536xf32>
    %5168 = stablehlo.constant dense<0.9> : tensor<1536xf32>
    %5169 = stablehlo.multiply %5168, %m.blocks.5.mlp.fc1.b : tensor<1536xf32>
    %5170 = stablehlo.constant dense<0.1> : tensor<1536xf32>
    %5171 = stablehlo.multiply %5170, %3390 : tensor<1536xf32>
    %5172 = stablehlo.add %5169, %5171 : tensor<1536xf32>
    %5173 = stablehlo.constant dense<0.999> : tensor<1536xf32>
    %5174 = stablehlo.multiply %5173, %v.blocks.5.mlp.fc1.b : tensor<1536xf32>
    %5175 = stablehlo.constant dense<0.001> : tensor<1536xf32>
    %5176 = stablehlo.multiply %3390, %3390 : tensor<1536xf32>
    %5177 = stablehlo.multiply %5175, %5176 : tensor<1536xf32>
    %5178 = stablehlo.add %5174, %5177 : tensor<1536xf32>
    %5179 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %5180 = stablehlo.divide %5172, %5179 : tensor<1536xf32>
    %5181 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %5182 = stablehlo.divide %5178, %5181 : tensor<1536xf32>
    %5183 = stablehlo.sqrt %5182 : tensor<1536xf32>
    %5184 = stablehlo.constant dense<1.0e-08> : tensor<1536xf32>
    %5185 = stablehlo.add %5183, %5184 : tensor<1536xf32>
    %5186 = stablehlo.divide %5180, %5185 : tensor<1536xf32>
    %5187 = stablehlo.constant dense<0.9> : tensor<1536x384xf32>
    %5188 = stablehlo.multiply %5187, %m.blocks.5.mlp.fc2.w : tensor<1536x384xf32>
    %5189 = stablehlo.constant dense<0.1> : tensor<1536x384xf32>
    %5190 = stablehlo.multiply %5189, %3395 : tensor<1536x384xf32>
    %5191 = stablehlo.add %5188, %5190 : tensor<1536x384xf32>
    %5192 = stablehlo.constant dense<0.999> : tensor<1536x384xf32>
    %5193 = stablehlo.multiply %5192, %v.blocks.5.mlp.fc2.w : tensor<1536x384xf32>
    %5194 = stablehlo.constant dense<0.001> : tensor<1536x384xf32>
    %5195 = stablehlo.multiply %3395, %3395 : tensor<1536x384xf32>
    %5196 = stablehlo.multiply %5194, %5195 : tensor<1536x384xf32>
    %5197 = stablehlo.add %5193, %5196 : tensor<1536x384xf32>
    %5198 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %5199 = stablehlo.divide %5191, %5198 : tensor<1536x384xf32>
    %5200 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %5201 = stablehlo.divide %5197, %5200 : tensor<1536x384xf32>
    %5202 = stablehlo.sqrt %5201 : tensor<1536x384xf32>
    %5203 = stablehlo.constant dense<1.0e-08> : tensor<1536x384xf32>
    %5204 = stablehlo.add %5202, %5203 : tensor<1536x384xf32>
    %5205 = stablehlo.divide %5199, %5204 : tensor<1536x384xf32>
    %5206 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5207 = stablehlo.multiply %5206, %m.blocks.5.mlp.fc2.b : tensor<384xf32>
    %5208 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5209 = stablehlo.multiply %5208, %3400 : tensor<384xf32>
    %5210 = stablehlo.add %5207, %5209 : tensor<384xf32>
    %5211 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5212 = stablehlo.multiply %5211, %v.blocks.5.mlp.fc2.b : tensor<384xf32>
    %5213 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5214 = stablehlo.multiply %3400, %3400 : tensor<384xf32>
    %5215 = stablehlo.multiply %5213, %5214 : tensor<384xf32>
    %5216 = stablehlo.add %5212, %5215 : tensor<384xf32>
    %5217 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5218 = stablehlo.divide %5210, %5217 : tensor<384xf32>
    %5219 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5220 = stablehlo.divide %5216, %5219 : tensor<384xf32>
    %5221 = stablehlo.sqrt %5220 : tensor<384xf32>
    %5222 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5223 = stablehlo.add %5221, %5222 : tensor<384xf32>
    %5224 = stablehlo.divide %5218, %5223 : tensor<384xf32>
    %5225 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5226 = stablehlo.multiply %5225, %m.blocks.6.norm1.g : tensor<384xf32>
    %5227 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5228 = stablehlo.multiply %5227, %3405 : tensor<384xf32>
    %5229 = stablehlo.add %5226, %5228 : tensor<384xf32>
    %5230 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5231 = stablehlo.multiply %5230, %v.blocks.6.norm1.g : tensor<384xf32>
    %5232 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5233 = stablehlo.multiply %3405, %3405 : tensor<384xf32>
    %5234 = stablehlo.multiply %5232, %5233 : tensor<384xf32>
    %5235 = stablehlo.add %5231, %5234 : tensor<384xf32>
    %5236 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5237 = stablehlo.divide %5229, %5236 : tensor<384xf32>
    %5238 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5239 = stablehlo.divide %5235, %5238 : tensor<384xf32>
    %5240 = stablehlo.sqrt %5239 : tensor<384xf32>
    %5241 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5242 = stablehlo.add %5240, %5241 : tensor<384xf32>
    %5243 = stablehlo.divide %5237, %5242 : tensor<384xf32>
    %5244 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5245 = stablehlo.multiply %5244, %m.blocks.6.norm1.b : tensor<384xf32>
    %5246 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5247 = stablehlo.multiply %5246, %3410 : tensor<384xf32>
    %5248 = stablehlo.add %5245, %5247 : tensor<384xf32>
    %5249 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5250 = stablehlo.multiply %5249, %v.blocks.6.norm1.b : tensor<384xf32>
    %5251 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5252 = stablehlo.multiply %3410, %3410 : tensor<384xf32>
    %5253 = stablehlo.multiply %5251, %5252 : tensor<384xf32>
    %5254 = stablehlo.add %5250, %5253 : tensor<384xf32>
    %5255 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5256 = stablehlo.divide %5248, %5255 : tensor<384xf32>
    %5257 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5258 = stablehlo.divide %5254, %5257 : tensor<384xf32>
    %5259 = stablehlo.sqrt %5258 : tensor<384xf32>
    %5260 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5261 = stablehlo.add %5259, %5260 : tensor<384xf32>
    %5262 = stablehlo.divide %5256, %5261 : tensor<384xf32>
    %5263 = stablehlo.constant dense<0.9> : tensor<384x1152xf32>
    %5264 = stablehlo.multiply %5263, %m.blocks.6.attn.qkv.w : tensor<384x1152xf32>
    %5265 = stablehlo.constant dense<0.1> : tensor<384x1152xf32>
    %5266 = stablehlo.multiply %5265, %3415 : tensor<384x1152xf32>
    %5267 = stablehlo.add %5264, %5266 : tensor<384x1152xf32>
    %5268 = stablehlo.constant dense<0.999> : tensor<384x1152xf32>
    %5269 = stablehlo.multiply %5268, %v.blocks.6.attn.qkv.w : tensor<384x1152xf32>
    %5270 = stablehlo.constant dense<0.001> : tensor<384x1152xf32>
    %5271 = stablehlo.multiply %3415, %3415 : tensor<384x1152xf32>
    %5272 = stablehlo.multiply %5270, %5271 : tensor<384x1152xf32>
    %5273 = stablehlo.add %5269, %5272 : tensor<384x1152xf32>
    %5274 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1152xf32>
    %5275 = stablehlo.divide %5267, %5274 : tensor<384x1152xf32>
    %5276 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1152xf32>
    %5277 = stablehlo.divide %5273, %5276 : tensor<384x1152xf32>
    %5278 = stablehlo.sqrt %5277 : tensor<384x1152xf32>
    %5279 = stablehlo.constant dense<1.0e-08> : tensor<384x1152xf32>
    %5280 = stablehlo.add %5278, %5279 : tensor<384x1152xf32>
    %5281 = stablehlo.divide %5275, %5280 : tensor<384x1152xf32>
    %5282 = stablehlo.constant dense<0.9> : tensor<1152xf32>
    %5283 = stablehlo.multiply %5282, %m.blocks.6.attn.qkv.b : tensor<1152xf32>
    %5284 = stablehlo.constant dense<0.1> : tensor<1152xf32>
    %5285 = stablehlo.multiply %5284, %3420 : tensor<1152xf32>
    %5286 = stablehlo.add %5283, %5285 : tensor<1152xf32>
    %5287 = stablehlo.constant dense<0.999> : tensor<1152xf32>
    %5288 = stablehlo.multiply %5287, %v.blocks.6.attn.qkv.b : tensor<1152xf32>
    %5289 = stablehlo.constant dense<0.001> : tensor<1152xf32>
    %5290 = stablehlo.multiply %3420, %3420 : tensor<1152xf32>
    %5291 = stablehlo.multiply %5289, %5290 : tensor<1152xf32>
    %5292 = stablehlo.add %5288, %5291 : tensor<1152xf32>
    %5293 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1152xf32>
    %5294 = stablehlo.divide %5286, %5293 : tensor<1152xf32>
    %5295 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1152xf32>
    %5296 = stablehlo.divide %5292, %5295 : tensor<1152xf32>
    %5297 = stablehlo.sqrt %5296 : tensor<1152xf32>
    %5298 = stablehlo.constant dense<1.0e-08> : tensor<1152xf32>
    %5299 = stablehlo.add %5297, %5298 : tensor<1152xf32>
    %5300 = stablehlo.divide %5294, %5299 : tensor<1152xf32>
    %5301 = stablehlo.constant dense<0.9> : tensor<384x384xf32>
    %5302 = stablehlo.multiply %5301, %m.blocks.6.attn.proj.w : tensor<384x384xf32>
    %5303 = stablehlo.constant dense<0.1> : tensor<384x384xf32>
    %5304 = stablehlo.multiply %5303, %3425 : tensor<384x384xf32>
    %5305 = stablehlo.add %5302, %5304 : tensor<384x384xf32>
    %5306 = stablehlo.constant dense<0.999> : tensor<384x384xf32>
    %5307 = stablehlo.multiply %5306, %v.blocks.6.attn.proj.w : tensor<384x384xf32>
    %5308 = stablehlo.constant dense<0.001> : tensor<384x384xf32>
    %5309 = stablehlo.multiply %3425, %3425 : tensor<384x384xf32>
    %5310 = stablehlo.multiply %5308, %5309 : tensor<384x384xf32>
    %5311 = stablehlo.add %5307, %5310 : tensor<384x384xf32>
    %5312 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x384xf32>
    %5313 = stablehlo.divide %5305, %5312 : tensor<384x384xf32>
    %5314 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x384xf32>
    %5315 = stablehlo.divide %5311, %5314 : tensor<384x384xf32>
    %5316 = stablehlo.sqrt %5315 : tensor<384x384xf32>
    %5317 = stablehlo.constant dense<1.0e-08> : tensor<384x384xf32>
    %5318 = stablehlo.add %5316, %5317 : tensor<384x384xf32>
    %5319 = stablehlo.divide %5313, %5318 : tensor<384x384xf32>
    %5320 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5321 = stablehlo.multiply %5320, %m.blocks.6.attn.proj.b : tensor<384xf32>
    %5322 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5323 = stablehlo.multiply %5322, %3430 : tensor<384xf32>
    %5324 = stablehlo.add %5321, %5323 : tensor<384xf32>
    %5325 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5326 = stablehlo.multiply %5325, %v.blocks.6.attn.proj.b : tensor<384xf32>
    %5327 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5328 = stablehlo.multiply %3430, %3430 : tensor<384xf32>
    %5329 = stablehlo.multiply %5327, %5328 : tensor<384xf32>
    %5330 = stablehlo.add %5326, %5329 : tensor<384xf32>
    %5331 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5332 = stablehlo.divide %5324, %5331 : tensor<384xf32>
    %5333 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5334 = stablehlo.divide %5330, %5333 : tensor<384xf32>
    %5335 = stablehlo.sqrt %5334 : tensor<384xf32>
    %5336 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5337 = stablehlo.add %5335, %5336 : tensor<384xf32>
    %5338 = stablehlo.divide %5332, %5337 : tensor<384xf32>
    %5339 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5340 = stablehlo.multiply %5339, %m.blocks.6.norm2.g : tensor<384xf32>
    %5341 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5342 = stablehlo.multiply %5341, %3435 : tensor<384xf32>
    %5343 = stablehlo.add %5340, %5342 : tensor<384xf32>
    %5344 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5345 = stablehlo.multiply %5344, %v.blocks.6.norm2.g : tensor<384xf32>
    %5346 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5347 = stablehlo.multiply %3435, %3435 : tensor<384xf32>
    %5348 = stablehlo.multiply %5346, %5347 : tensor<384xf32>
    %5349 = stablehlo.add %5345, %5348 : tensor<384xf32>
    %5350 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5351 = stablehlo.divide %5343, %5350 : tensor<384xf32>
    %5352 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5353 = stablehlo.divide %5349, %5352 : tensor<384xf32>
    %5354 = stablehlo.sqrt %5353 : tensor<384xf32>
    %5355 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5356 = stablehlo.add %5354, %5355 : tensor<384xf32>
    %5357 = stablehlo.divide %5351, %5356 : tensor<384xf32>
    %5358 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5359 = stablehlo.multiply %5358, %m.blocks.6.norm2.b : tensor<384xf32>
    %5360 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5361 = stablehlo.multiply %5360, %3440 : tensor<384xf32>
    %5362 = stablehlo.add %5359, %5361 : tensor<384xf32>
    %5363 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5364 = stablehlo.multiply %5363, %v.blocks.6.norm2.b : tensor<384xf32>
    %5365 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5366 = stablehlo.multiply %3440, %3440 : tensor<384xf32>
    %5367 = stablehlo.multiply %5365, %5366 : tensor<384xf32>
    %5368 = stablehlo.add %5364, %5367 : tensor<384xf32>
    %5369 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5370 = stablehlo.divide %5362, %5369 : tensor<384xf32>
    %5371 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5372 = stablehlo.divide %5368, %5371 : tensor<384xf32>
    %5373 = stablehlo.sqrt %5372 : tensor<384xf32>
    %5374 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5375 = stablehlo.add %5373, %5374 : tensor<384xf32>
    %5376 = stablehlo.divide %5370, %5375 : tensor<384xf32>
    %5377 = stablehlo.constant dense<0.9> : tensor<384x1536xf32>
    %5378 = stablehlo.multiply %5377, %m.blocks.6.mlp.fc1.w : tensor<384x1536xf32>
    %5379 = stablehlo.constant dense<0.1> : tensor<384x1536xf32>
    %5380 = stablehlo.multiply %5379, %3445 : tensor<384x1536xf32>
    %5381 = stablehlo.add %5378, %5380 : tensor<384x1536xf32>
    %5382 = stablehlo.constant dense<0.999> : tensor<384x1536xf32>
    %5383 = stablehlo.multiply %5382, %v.blocks.6.mlp.fc1.w : tensor<384x1536xf32>
    %5384 = stablehlo.constant dense<0.001> : tensor<384x1536xf32>
    %5385 = stablehlo.multiply %3445, %3445 : tensor<384x1536xf32>
    %5386 = stablehlo.multiply %5384, %5385 : tensor<384x1536xf32>
    %5387 = stablehlo.add %5383, %5386 : tensor<384x1536xf32>
    %5388 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %5389 = stablehlo.divide %5381, %5388 : tensor<384x1536xf32>
    %5390 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %5391 = stablehlo.divide %5387, %5390 : tensor<384x1536xf32>
    %5392 = stablehlo.sqrt %5391 : tensor<384x1536xf32>
    %5393 = stablehlo.constant dense<1.0e-08> : tensor<384x1536xf32>
    %5394 = stablehlo.add %5392, %5393 : tensor<384x1536xf32>
    %5395 = stablehlo.divide %5389, %5394 : tensor<384x1536xf32>
    %5396 = stablehlo.constant dense<0.9> : tensor<1536xf32>
    %5397 = stablehlo.multiply %5396, %m.blocks.6.mlp.fc1.b : tensor<1536xf32>
    %5398 = stablehlo.constant dense<0.1> : tensor<1536xf32>
    %5399 = stablehlo.multiply %5398, %3450 : tensor<1536xf32>
    %5400 = stablehlo.add %5397, %5399 : tensor<1536xf32>
    %5401 = stablehlo.constant dense<0.999> : tensor<1536xf32>
    %5402 = stablehlo.multiply %5401, %v.blocks.6.mlp.fc1.b : tensor<1536xf32>
    %5403 = stablehlo.constant dense<0.001> : tensor<1536xf32>
    %5404 = stablehlo.multiply %3450, %3450 : tensor<1536xf32>
    %5405 = stablehlo.multiply %5403, %5404 : tensor<1536xf32>
    %5406 = stablehlo.add %5402, %5405 : tensor<1536xf32>
    %5407 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %5408 = stablehlo.divide %5400, %5407 : tensor<1536xf32>
    %5409 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %5410 = stablehlo.divide %5406, %5409 : tensor<1536xf32>
    %5411 = stablehlo.sqrt %5410 : tensor<1536xf32>
    %5412 = stablehlo.constant dense<1.0e-08> : tensor<1536xf32>
    %5413 = stablehlo.add %5411, %5412 : tensor<1536xf32>
    %5414 = stablehlo.divide %5408, %5413 : tensor<1536xf32>
    %5415 = stablehlo.constant dense<0.9> : tensor<1536x384xf32>
    %5416 = stablehlo.multiply %5415, %m.blocks.6.mlp.fc2.w : tensor<1536x384xf32>
    %5417 = stablehlo.constant dense<0.1> : tensor<1536x384xf32>
    %5418 = stablehlo.multiply %5417, %3455 : tensor<1536x384xf32>
    %5419 = stablehlo.add %5416, %5418 : tensor<1536x384xf32>
    %5420 = stablehlo.constant dense<0.999> : tensor<1536x384xf32>
    %5421 = stablehlo.multiply %5420, %v.blocks.6.mlp.fc2.w : tensor<1536x384xf32>
    %5422 = stablehlo.constant dense<0.001> : tensor<1536x384xf32>
    %5423 = stablehlo.multiply %3455, %3455 : tensor<1536x384xf32>
    %5424 = stablehlo.multiply %5422, %5423 : tensor<1536x384xf32>
    %5425 = stablehlo.add %5421, %5424 : tensor<1536x384xf32>
    %5426 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %5427 = stablehlo.divide %5419, %5426 : tensor<1536x384xf32>
    %5428 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %5429 = stablehlo.divide %5425, %5428 : tensor<1536x384xf32>
    %5430 = stablehlo.sqrt %5429 : tensor<1536x384xf32>
    %5431 = stablehlo.constant dense<1.0e-08> : tensor<1536x384xf32>
    %5432 = stablehlo.add %5430, %5431 : tensor<1536x384xf32>
    %5433 = stablehlo.divide %5427, %5432 : tensor<1536x384xf32>
    %5434 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5435 = stablehlo.multiply %5434, %m.blocks.6.mlp.fc2.b : tensor<384xf32>
    %5436 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5437 = stablehlo.multiply %5436, %3460 : tensor<384xf32>
    %5438 = stablehlo.add %5435, %5437 : tensor<384xf32>
    %5439 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5440 = stablehlo.multiply %5439, %v.blocks.6.mlp.fc2.b : tensor<384xf32>
    %5441 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5442 = stablehlo.multiply %3460, %3460 : tensor<384xf32>
    %5443 = stablehlo.multiply %5441, %5442 : tensor<384xf32>
    %5444 = stablehlo.add %5440, %5443 : tensor<384xf32>
    %5445 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5446 = stablehlo.divide %5438, %5445 : tensor<384xf32>
    %5447 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5448 = stablehlo.divide %5444, %5447 : tensor<384xf32>
    %5449 = stablehlo.sqrt %5448 : tensor<384xf32>
    %5450 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5451 = stablehlo.add %5449, %5450 : tensor<384xf32>
    %5452 = stablehlo.divide %5446, %5451 : tensor<384xf32>
    %5453 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5454 = stablehlo.multiply %5453, %m.blocks.7.norm1.g : tensor<384xf32>
    %5455 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5456 = stablehlo.multiply %5455, %3465 : tensor<384xf32>
    %5457 = stablehlo.add %5454, %5456 : tensor<384xf32>
    %5458 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5459 = stablehlo.multiply %5458, %v.blocks.7.norm1.g : tensor<384xf32>
    %5460 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5461 = stablehlo.multiply %3465, %3465 : tensor<384xf32>
    %5462 = stablehlo.multiply %5460, %5461 : tensor<384xf32>
    %5463 = stablehlo.add %5459, %5462 : tensor<384xf32>
    %5464 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5465 = stablehlo.divide %5457, %5464 : tensor<384xf32>
    %5466 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5467 = stablehlo.divide %5463, %5466 : tensor<384xf32>
    %5468 = stablehlo.sqrt %5467 : tensor<384xf32>
    %5469 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5470 = stablehlo.add %5468, %5469 : tensor<384xf32>
    %5471 = stablehlo.divide %5465, %5470 : tensor<384xf32>
    %5472 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5473 = stablehlo.multiply %5472, %m.blocks.7.norm1.b : tensor<384xf32>
    %5474 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5475 = stablehlo.multiply %5474, %3470 : tensor<384xf32>
    %5476 = stablehlo.add %5473, %5475 : tensor<384xf32>
    %5477 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5478 = stablehlo.multiply %5477, %v.blocks.7.norm1.b : tensor<384xf32>
    %5479 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5480 = stablehlo.multiply %3470, %3470 : tensor<384xf32>
    %5481 = stablehlo.multiply %5479, %5480 : tensor<384xf32>
    %5482 = stablehlo.add %5478, %5481 : tensor<384xf32>
    %5483 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5484 = stablehlo.divide %5476, %5483 : tensor<384xf32>
    %5485 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5486 = stablehlo.divide %5482, %5485 : tensor<384xf32>
    %5487 = stablehlo.sqrt %5486 : tensor<384xf32>
    %5488 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5489 = stablehlo.add %5487, %5488 : tensor<384xf32>
    %5490 = stablehlo.divide %5484, %5489 : tensor<384xf32>
    %5491 = stablehlo.constant dense<0.9> : tensor<384x1152xf32>
    %5492 = stablehlo.multiply %5491, %m.blocks.7.attn.qkv.w : tensor<384x1152xf32>
    %5493 = stablehlo.constant dense<0.1> : tensor<384x1152xf32>
    %5494 = stablehlo.multiply %5493, %3475 : tensor<384x1152xf32>
    %5495 = stablehlo.add %5492, %5494 : tensor<384x1152xf32>
    %5496 = stablehlo.constant dense<0.999> : tensor<384x1152xf32>
    %5497 = stablehlo.multiply %5496, %v.blocks.7.attn.qkv.w : tensor<384x1152xf32>
    %5498 = stablehlo.constant dense<0.001> : tensor<384x1152xf32>
    %5499 = stablehlo.multiply %3475, %3475 : tensor<384x1152xf32>
    %5500 = stablehlo.multiply %5498, %5499 : tensor<384x1152xf32>
    %5501 = stablehlo.add %5497, %5500 : tensor<384x1152xf32>
    %5502 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1152xf32>
    %5503 = stablehlo.divide %5495, %5502 : tensor<384x1152xf32>
    %5504 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1152xf32>
    %5505 = stablehlo.divide %5501, %5504 : tensor<384x1152xf32>
    %5506 = stablehlo.sqrt %5505 : tensor<384x1152xf32>
    %5507 = stablehlo.constant dense<1.0e-08> : tensor<384x1152xf32>
    %5508 = stablehlo.add %5506, %5507 : tensor<384x1152xf32>
    %5509 = stablehlo.divide %5503, %5508 : tensor<384x1152xf32>
    %5510 = stablehlo.constant dense<0.9> : tensor<1152xf32>
    %5511 = stablehlo.multiply %5510, %m.blocks.7.attn.qkv.b : tensor<1152xf32>
    %5512 = stablehlo.constant dense<0.1> : tensor<1152xf32>
    %5513 = stablehlo.multiply %5512, %3480 : tensor<1152xf32>
    %5514 = stablehlo.add %5511, %5513 : tensor<1152xf32>
    %5515 = stablehlo.constant dense<0.999> : tensor<1152xf32>
    %5516 = stablehlo.multiply %5515, %v.blocks.7.attn.qkv.b : tensor<1152xf32>
    %5517 = stablehlo.constant dense<0.001> : tensor<1152xf32>
    %5518 = stablehlo.multiply %3480, %3480 : tensor<1152xf32>
    %5519 = stablehlo.multiply %5517, %5518 : tensor<1152xf32>
    %5520 = stablehlo.add %5516, %5519 : tensor<1152xf32>
    %5521 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1152xf32>
    %5522 = stablehlo.divide %5514, %5521 : tensor<1152xf32>
    %5523 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1152xf32>
    %5524 = stablehlo.divide %5520, %5523 : tensor<1152xf32>
    %5525 = stablehlo.sqrt %5524 : tensor<1152xf32>
    %5526 = stablehlo.constant dense<1.0e-08> : tensor<1152xf32>
    %5527 = stablehlo.add %5525, %5526 : tensor<1152xf32>
    %5528 = stablehlo.divide %5522, %5527 : tensor<1152xf32>
    %5529 = stablehlo.constant dense<0.9> : tensor<384x384xf32>
    %5530 = stablehlo.multiply %5529, %m.blocks.7.attn.proj.w : tensor<384x384xf32>
    %5531 = stablehlo.constant dense<0.1> : tensor<384x384xf32>
    %5532 = stablehlo.multiply %5531, %3485 : tensor<384x384xf32>
    %5533 = stablehlo.add %5530, %5532 : tensor<384x384xf32>
    %5534 = stablehlo.constant dense<0.999> : tensor<384x384xf32>
    %5535 = stablehlo.multiply %5534, %v.blocks.7.attn.proj.w : tensor<384x384xf32>
    %5536 = stablehlo.constant dense<0.001> : tensor<384x384xf32>
    %5537 = stablehlo.multiply %3485, %3485 : tensor<384x384xf32>
    %5538 = stablehlo.multiply %5536, %5537 : tensor<384x384xf32>
    %5539 = stablehlo.add %5535, %5538 : tensor<384x384xf32>
    %5540 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x384xf32>
    %5541 = stablehlo.divide %5533, %5540 : tensor<384x384xf32>
    %5542 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x384xf32>
    %5543 = stablehlo.divide %5539, %5542 : tensor<384x384xf32>
    %5544 = stablehlo.sqrt %5543 : tensor<384x384xf32>
    %5545 = stablehlo.constant dense<1.0e-08> : tensor<384x384xf32>
    %5546 = stablehlo.add %5544, %5545 : tensor<384x384xf32>
    %5547 = stablehlo.divide %5541, %5546 : tensor<384x384xf32>
    %5548 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5549 = stablehlo.multiply %5548, %m.blocks.7.attn.proj.b : tensor<384xf32>
    %5550 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5551 = stablehlo.multiply %5550, %3490 : tensor<384xf32>
    %5552 = stablehlo.add %5549, %5551 : tensor<384xf32>
    %5553 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5554 = stablehlo.multiply %5553, %v.blocks.7.attn.proj.b : tensor<384xf32>
    %5555 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5556 = stablehlo.multiply %3490, %3490 : tensor<384xf32>
    %5557 = stablehlo.multiply %5555, %5556 : tensor<384xf32>
    %5558 = stablehlo.add %5554, %5557 : tensor<384xf32>
    %5559 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5560 = stablehlo.divide %5552, %5559 : tensor<384xf32>
    %5561 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5562 = stablehlo.divide %5558, %5561 : tensor<384xf32>
    %5563 = stablehlo.sqrt %5562 : tensor<384xf32>
    %5564 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5565 = stablehlo.add %5563, %5564 : tensor<384xf32>
    %5566 = stablehlo.divide %5560, %5565 : tensor<384xf32>
    %5567 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5568 = stablehlo.multiply %5567, %m.blocks.7.norm2.g : tensor<384xf32>
    %5569 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5570 = stablehlo.multiply %5569, %3495 : tensor<384xf32>
    %5571 = stablehlo.add %5568, %5570 : tensor<384xf32>
    %5572 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5573 = stablehlo.multiply %5572, %v.blocks.7.norm2.g : tensor<384xf32>
    %5574 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5575 = stablehlo.multiply %3495, %3495 : tensor<384xf32>
    %5576 = stablehlo.multiply %5574, %5575 : tensor<384xf32>
    %5577 = stablehlo.add %5573, %5576 : tensor<384xf32>
    %5578 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5579 = stablehlo.divide %5571, %5578 : tensor<384xf32>
    %5580 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5581 = stablehlo.divide %5577, %5580 : tensor<384xf32>
    %5582 = stablehlo.sqrt %5581 : tensor<384xf32>
    %5583 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5584 = stablehlo.add %5582, %5583 : tensor<384xf32>
    %5585 = stablehlo.divide %5579, %5584 : tensor<384xf32>
    %5586 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5587 = stablehlo.multiply %5586, %m.blocks.7.norm2.b : tensor<384xf32>
    %5588 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5589 = stablehlo.multiply %5588, %3500 : tensor<384xf32>
    %5590 = stablehlo.add %5587, %5589 : tensor<384xf32>
    %5591 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5592 = stablehlo.multiply %5591, %v.blocks.7.norm2.b : tensor<384xf32>
    %5593 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5594 = stablehlo.multiply %3500, %3500 : tensor<384xf32>
    %5595 = stablehlo.multiply %5593, %5594 : tensor<384xf32>
    %5596 = stablehlo.add %5592, %5595 : tensor<384xf32>
    %5597 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5598 = stablehlo.divide %5590, %5597 : tensor<384xf32>
    %5599 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5600 = stablehlo.divide %5596, %5599 : tensor<384xf32>
    %5601 = stablehlo.sqrt %5600 : tensor<384xf32>
    %5602 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5603 = stablehlo.add %5601, %5602 : tensor<384xf32>
    %5604 = stablehlo.divide %5598, %5603 : tensor<384xf32>
    %5605 = stablehlo.constant dense<0.9> : tensor<384x1536xf32>
    %5606 = stablehlo.multiply %5605, %m.blocks.7.mlp.fc1.w : tensor<384x1536xf32>
    %5607 = stablehlo.constant dense<0.1> : tensor<384x1536xf32>
    %5608 = stablehlo.multiply %5607, %3505 : tensor<384x1536xf32>
    %5609 = stablehlo.add %5606, %5608 : tensor<384x1536xf32>
    %5610 = stablehlo.constant dense<0.999> : tensor<384x1536xf32>
    %5611 = stablehlo.multiply %5610, %v.blocks.7.mlp.fc1.w : tensor<384x1536xf32>
    %5612 = stablehlo.constant dense<0.001> : tensor<384x1536xf32>
    %5613 = stablehlo.multiply %3505, %3505 : tensor<384x1536xf32>
    %5614 = stablehlo.multiply %5612, %5613 : tensor<384x1536xf32>
    %5615 = stablehlo.add %5611, %5614 : tensor<384x1536xf32>
    %5616 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %5617 = stablehlo.divide %5609, %5616 : tensor<384x1536xf32>
    %5618 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %5619 = stablehlo.divide %5615, %5618 : tensor<384x1536xf32>
    %5620 = stablehlo.sqrt %5619 : tensor<384x1536xf32>
    %5621 = stablehlo.constant dense<1.0e-08> : tensor<384x1536xf32>
    %5622 = stablehlo.add %5620, %5621 : tensor<384x1536xf32>
    %5623 = stablehlo.divide %5617, %5622 : tensor<384x1536xf32>
    %5624 = stablehlo.constant dense<0.9> : tensor<1536xf32>
    %5625 = stablehlo.multiply %5624, %m.blocks.7.mlp.fc1.b : tensor<1536xf32>
    %5626 = stablehlo.constant dense<0.1> : tensor<1536xf32>
    %5627 = stablehlo.multiply %5626, %3510 : tensor<1536xf32>
    %5628 = stablehlo.add %5625, %5627 : tensor<1536xf32>
    %5629 = stablehlo.constant dense<0.999> : tensor<1536xf32>
    %5630 = stablehlo.multiply %5629, %v.blocks.7.mlp.fc1.b : tensor<1536xf32>
    %5631 = stablehlo.constant dense<0.001> : tensor<1536xf32>
    %5632 = stablehlo.multiply %3510, %3510 : tensor<1536xf32>
    %5633 = stablehlo.multiply %5631, %5632 : tensor<1536xf32>
    %5634 = stablehlo.add %5630, %5633 : tensor<1536xf32>
    %5635 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %5636 = stablehlo.divide %5628, %5635 : tensor<1536xf32>
    %5637 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %5638 = stablehlo.divide %5634, %5637 : tensor<1536xf32>
    %5639 = stablehlo.sqrt %5638 : tensor<1536xf32>
    %5640 = stablehlo.constant dense<1.0e-08> : tensor<1536xf32>
    %5641 = stablehlo.add %5639, %5640 : tensor<1536xf32>
    %5642 = stablehlo.divide %5636, %5641 : tensor<1536xf32>
    %5643 = stablehlo.constant dense<0.9> : tensor<1536x384xf32>
    %5644 = stablehlo.multiply %5643, %m.blocks.7.mlp.fc2.w : tensor<1536x384xf32>
    %5645 = stablehlo.constant dense<0.1> : tensor<1536x384xf32>
    %5646 = stablehlo.multiply %5645, %3515 : tensor<1536x384xf32>
    %5647 = stablehlo.add %5644, %5646 : tensor<1536x384xf32>
    %5648 = stablehlo.constant dense<0.999> : tensor<1536x384xf32>
    %5649 = stablehlo.multiply %5648, %v.blocks.7.mlp.fc2.w : tensor<1536x384xf32>
    %5650 = stablehlo.constant dense<0.001> : tensor<1536x384xf32>
    %5651 = stablehlo.multiply %3515, %3515 : tensor<1536x384xf32>
    %5652 = stablehlo.multiply %5650, %5651 : tensor<1536x384xf32>
    %5653 = stablehlo.add %5649, %5652 : tensor<1536x384xf32>
    %5654 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %5655 = stablehlo.divide %5647, %5654 : tensor<1536x384xf32>
    %5656 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %5657 = stablehlo.divide %5653, %5656 : tensor<1536x384xf32>
    %5658 = stablehlo.sqrt %5657 : tensor<1536x384xf32>
    %5659 = stablehlo.constant dense<1.0e-08> : tensor<1536x384xf32>
    %5660 = stablehlo.add %5658, %5659 : tensor<1536x384xf32>
    %5661 = stablehlo.divide %5655, %5660 : tensor<1536x384xf32>
    %5662 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5663 = stablehlo.multiply %5662, %m.blocks.7.mlp.fc2.b : tensor<384xf32>
    %5664 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5665 = stablehlo.multiply %5664, %3520 : tensor<384xf32>
    %5666 = stablehlo.add %5663, %5665 : tensor<384xf32>
    %5667 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5668 = stablehlo.multiply %5667, %v.blocks.7.mlp.fc2.b : tensor<384xf32>
    %5669 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5670 = stablehlo.multiply %3520, %3520 : tensor<384xf32>
    %5671 = stablehlo.multiply %5669, %5670 : tensor<384xf32>
    %5672 = stablehlo.add %5668, %5671 : tensor<384xf32>
    %5673 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5674 = stablehlo.divide %5666, %5673 : tensor<384xf32>
    %5675 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5676 = stablehlo.divide %5672, %5675 : tensor<384xf32>
    %5677 = stablehlo.sqrt %5676 : tensor<384xf32>
    %5678 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5679 = stablehlo.add %5677, %5678 : tensor<384xf32>
    %5680 = stablehlo.divide %5674, %5679 : tensor<384xf32>
    %5681 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5682 = stablehlo.multiply %5681, %m.blocks.8.norm1.g : tensor<384xf32>
    %5683 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5684 = stablehlo.multiply %5683, %3525 : tensor<384xf32>
    %5685 = stablehlo.add %5682, %5684 : tensor<384xf32>
    %5686 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5687 = stablehlo.multiply %5686, %v.blocks.8.norm1.g : tensor<384xf32>
    %5688 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5689 = stablehlo.multiply %3525, %3525 : tensor<384xf32>
    %5690 = stablehlo.multiply %5688, %5689 : tensor<384xf32>
    %5691 = stablehlo.add %5687, %5690 : tensor<384xf32>
    %5692 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5693 = stablehlo.divide %5685, %5692 : tensor<384xf32>
    %5694 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5695 = stablehlo.divide %5691, %5694 : tensor<384xf32>
    %5696 = stablehlo.sqrt %5695 : tensor<384xf32>
    %5697 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5698 = stablehlo.add %5696, %5697 : tensor<384xf32>
    %5699 = stablehlo.divide %5693, %5698 : tensor<384xf32>
    %5700 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5701 = stablehlo.multiply %5700, %m.blocks.8.norm1.b : tensor<384xf32>
    %5702 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5703 = stablehlo.multiply %5702, %3530 : tensor<384xf32>
    %5704 = stablehlo.add %5701, %5703 : tensor<384xf32>
    %5705 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5706 = stablehlo.multiply %5705, %v.blocks.8.norm1.b : tensor<384xf32>
    %5707 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5708 = stablehlo.multiply %3530, %3530 : tensor<384xf32>
    %5709 = stablehlo.multiply %5707, %5708 : tensor<384xf32>
    %5710 = stablehlo.add %5706, %5709 : tensor<384xf32>
    %5711 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5712 = stablehlo.divide %5704, %5711 : tensor<384xf32>
    %5713 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5714 = stablehlo.divide %5710, %5713 : tensor<384xf32>
    %5715 = stablehlo.sqrt %5714 : tensor<384xf32>
    %5716 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5717 = stablehlo.add %5715, %5716 : tensor<384xf32>
    %5718 = stablehlo.divide %5712, %5717 : tensor<384xf32>
    %5719 = stablehlo.constant dense<0.9> : tensor<384x1152xf32>
    %5720 = stablehlo.multiply %5719, %m.blocks.8.attn.qkv.w : tensor<384x1152xf32>
    %5721 = stablehlo.constant dense<0.1> : tensor<384x1152xf32>
    %5722 = stablehlo.multiply %5721, %3535 : tensor<384x1152xf32>
    %5723 = stablehlo.add %5720, %5722 : tensor<384x1152xf32>
    %5724 = stablehlo.constant dense<0.999> : tensor<384x1152xf32>
    %5725 = stablehlo.multiply %5724, %v.blocks.8.attn.qkv.w : tensor<384x1152xf32>
    %5726 = stablehlo.constant dense<0.001> : tensor<384x1152xf32>
    %5727 = stablehlo.multiply %3535, %3535 : tensor<384x1152xf32>
    %5728 = stablehlo.multiply %5726, %5727 : tensor<384x1152xf32>
    %5729 = stablehlo.add %5725, %5728 : tensor<384x1152xf32>
    %5730 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1152xf32>
    %5731 = stablehlo.divide %5723, %5730 : tensor<384x1152xf32>
    %5732 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1152xf32>
    %5733 = stablehlo.divide %5729, %5732 : tensor<384x1152xf32>
    %5734 = stablehlo.sqrt %5733 : tensor<384x1152xf32>
    %5735 = stablehlo.constant dense<1.0e-08> : tensor<384x1152xf32>
    %5736 = stablehlo.add %5734, %5735 : tensor<384x1152xf32>
    %5737 = stablehlo.divide %5731, %5736 : tensor<384x1152xf32>
    %5738 = stablehlo.constant dense<0.9> : tensor<1152xf32>
    %5739 = stablehlo.multiply %5738, %m.blocks.8.attn.qkv.b : tensor<1152xf32>
    %5740 = stablehlo.constant dense<0.1> : tensor<1152xf32>
    %5741 = stablehlo.multiply %5740, %3540 : tensor<1152xf32>
    %5742 = stablehlo.add %5739, %5741 : tensor<1152xf32>
    %5743 = stablehlo.constant dense<0.999> : tensor<1152xf32>
    %5744 = stablehlo.multiply %5743, %v.blocks.8.attn.qkv.b : tensor<1152xf32>
    %5745 = stablehlo.constant dense<0.001> : tensor<1152xf32>
    %5746 = stablehlo.multiply %3540, %3540 : tensor<1152xf32>
    %5747 = stablehlo.multiply %5745, %5746 : tensor<1152xf32>
    %5748 = stablehlo.add %5744, %5747 : tensor<1152xf32>
    %5749 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1152xf32>
    %5750 = stablehlo.divide %5742, %5749 : tensor<1152xf32>
    %5751 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1152xf32>
    %5752 = stablehlo.divide %5748, %5751 : tensor<1152xf32>
    %5753 = stablehlo.sqrt %5752 : tensor<1152xf32>
    %5754 = stablehlo.constant dense<1.0e-08> : tensor<1152xf32>
    %5755 = stablehlo.add %5753, %5754 : tensor<1152xf32>
    %5756 = stablehlo.divide %5750, %5755 : tensor<1152xf32>
    %5757 = stablehlo.constant dense<0.9> : tensor<384x384xf32>
    %5758 = stablehlo.multiply %5757, %m.blocks.8.attn.proj.w : tensor<384x384xf32>
    %5759 = stablehlo.constant dense<0.1> : tensor<384x384xf32>
    %5760 = stablehlo.multiply %5759, %3545 : tensor<384x384xf32>
    %5761 = stablehlo.add %5758, %5760 : tensor<384x384xf32>
    %5762 = stablehlo.constant dense<0.999> : tensor<384x384xf32>
    %5763 = stablehlo.multiply %5762, %v.blocks.8.attn.proj.w : tensor<384x384xf32>
    %5764 = stablehlo.constant dense<0.001> : tensor<384x384xf32>
    %5765 = stablehlo.multiply %3545, %3545 : tensor<384x384xf32>
    %5766 = stablehlo.multiply %5764, %5765 : tensor<384x384xf32>
    %5767 = stablehlo.add %5763, %5766 : tensor<384x384xf32>
    %5768 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x384xf32>
    %5769 = stablehlo.divide %5761, %5768 : tensor<384x384xf32>
    %5770 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x384xf32>
    %5771 = stablehlo.divide %5767, %5770 : tensor<384x384xf32>
    %5772 = stablehlo.sqrt %5771 : tensor<384x384xf32>
    %5773 = stablehlo.constant dense<1.0e-08> : tensor<384x384xf32>
    %5774 = stablehlo.add %5772, %5773 : tensor<384x384xf32>
    %5775 = stablehlo.divide %5769, %5774 : tensor<384x384xf32>
    %5776 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5777 = stablehlo.multiply %5776, %m.blocks.8.attn.proj.b : tensor<384xf32>
    %5778 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5779 = stablehlo.multiply %5778, %3550 : tensor<384xf32>
    %5780 = stablehlo.add %5777, %5779 : tensor<384xf32>
    %5781 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5782 = stablehlo.multiply %5781, %v.blocks.8.attn.proj.b : tensor<384xf32>
    %5783 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5784 = stablehlo.multiply %3550, %3550 : tensor<384xf32>
    %5785 = stablehlo.multiply %5783, %5784 : tensor<384xf32>
    %5786 = stablehlo.add %5782, %5785 : tensor<384xf32>
    %5787 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5788 = stablehlo.divide %5780, %5787 : tensor<384xf32>
    %5789 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5790 = stablehlo.divide %5786, %5789 : tensor<384xf32>
    %5791 = stablehlo.sqrt %5790 : tensor<384xf32>
    %5792 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5793 = stablehlo.add %5791, %5792 : tensor<384xf32>
    %5794 = stablehlo.divide %5788, %5793 : tensor<384xf32>
    %5795 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5796 = stablehlo.multiply %5795, %m.blocks.8.norm2.g : tensor<384xf32>
    %5797 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5798 = stablehlo.multiply %5797, %3555 : tensor<384xf32>
    %5799 = stablehlo.add %5796, %5798 : tensor<384xf32>
    %5800 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5801 = stablehlo.multiply %5800, %v.blocks.8.norm2.g : tensor<384xf32>
    %5802 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5803 = stablehlo.multiply %3555, %3555 : tensor<384xf32>
    %5804 = stablehlo.multiply %5802, %5803 : tensor<384xf32>
    %5805 = stablehlo.add %5801, %5804 : tensor<384xf32>
    %5806 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5807 = stablehlo.divide %5799, %5806 : tensor<384xf32>
    %5808 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5809 = stablehlo.divide %5805, %5808 : tensor<384xf32>
    %5810 = stablehlo.sqrt %5809 : tensor<384xf32>
    %5811 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5812 = stablehlo.add %5810, %5811 : tensor<384xf32>
    %5813 = stablehlo.divide %5807, %5812 : tensor<384xf32>
    %5814 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5815 = stablehlo.multiply %5814, %m.blocks.8.norm2.b : tensor<384xf32>
    %5816 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5817 = stablehlo.multiply %5816, %3560 : tensor<384xf32>
    %5818 = stablehlo.add %5815, %5817 : tensor<384xf32>
    %5819 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5820 = stablehlo.multiply %5819, %v.blocks.8.norm2.b : tensor<384xf32>
    %5821 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5822 = stablehlo.multiply %3560, %3560 : tensor<384xf32>
    %5823 = stablehlo.multiply %5821, %5822 : tensor<384xf32>
    %5824 = stablehlo.add %5820, %5823 : tensor<384xf32>
    %5825 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5826 = stablehlo.divide %5818, %5825 : tensor<384xf32>
    %5827 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5828 = stablehlo.divide %5824, %5827 : tensor<384xf32>
    %5829 = stablehlo.sqrt %5828 : tensor<384xf32>
    %5830 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5831 = stablehlo.add %5829, %5830 : tensor<384xf32>
    %5832 = stablehlo.divide %5826, %5831 : tensor<384xf32>
    %5833 = stablehlo.constant dense<0.9> : tensor<384x1536xf32>
    %5834 = stablehlo.multiply %5833, %m.blocks.8.mlp.fc1.w : tensor<384x1536xf32>
    %5835 = stablehlo.constant dense<0.1> : tensor<384x1536xf32>
    %5836 = stablehlo.multiply %5835, %3565 : tensor<384x1536xf32>
    %5837 = stablehlo.add %5834, %5836 : tensor<384x1536xf32>
    %5838 = stablehlo.constant dense<0.999> : tensor<384x1536xf32>
    %5839 = stablehlo.multiply %5838, %v.blocks.8.mlp.fc1.w : tensor<384x1536xf32>
    %5840 = stablehlo.constant dense<0.001> : tensor<384x1536xf32>
    %5841 = stablehlo.multiply %3565, %3565 : tensor<384x1536xf32>
    %5842 = stablehlo.multiply %5840, %5841 : tensor<384x1536xf32>
    %5843 = stablehlo.add %5839, %5842 : tensor<384x1536xf32>
    %5844 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %5845 = stablehlo.divide %5837, %5844 : tensor<384x1536xf32>
    %5846 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %5847 = stablehlo.divide %5843, %5846 : tensor<384x1536xf32>
    %5848 = stablehlo.sqrt %5847 : tensor<384x1536xf32>
    %5849 = stablehlo.constant dense<1.0e-08> : tensor<384x1536xf32>
    %5850 = stablehlo.add %5848, %5849 : tensor<384x1536xf32>
    %5851 = stablehlo.divide %5845, %5850 : tensor<384x1536xf32>
    %5852 = stablehlo.constant dense<0.9> : tensor<1536xf32>
    %5853 = stablehlo.multiply %5852, %m.blocks.8.mlp.fc1.b : tensor<1536xf32>
    %5854 = stablehlo.constant dense<0.1> : tensor<1536xf32>
    %5855 = stablehlo.multiply %5854, %3570 : tensor<1536xf32>
    %5856 = stablehlo.add %5853, %5855 : tensor<1536xf32>
    %5857 = stablehlo.constant dense<0.999> : tensor<1536xf32>
    %5858 = stablehlo.multiply %5857, %v.blocks.8.mlp.fc1.b : tensor<1536xf32>
    %5859 = stablehlo.constant dense<0.001> : tensor<1536xf32>
    %5860 = stablehlo.multiply %3570, %3570 : tensor<1536xf32>
    %5861 = stablehlo.multiply %5859, %5860 : tensor<1536xf32>
    %5862 = stablehlo.add %5858, %5861 : tensor<1536xf32>
    %5863 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %5864 = stablehlo.divide %5856, %5863 : tensor<1536xf32>
    %5865 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %5866 = stablehlo.divide %5862, %5865 : tensor<1536xf32>
    %5867 = stablehlo.sqrt %5866 : tensor<1536xf32>
    %5868 = stablehlo.constant dense<1.0e-08> : tensor<1536xf32>
    %5869 = stablehlo.add %5867, %5868 : tensor<1536xf32>
    %5870 = stablehlo.divide %5864, %5869 : tensor<1536xf32>
    %5871 = stablehlo.constant dense<0.9> : tensor<1536x384xf32>
    %5872 = stablehlo.multiply %5871, %m.blocks.8.mlp.fc2.w : tensor<1536x384xf32>
    %5873 = stablehlo.constant dense<0.1> : tensor<1536x384xf32>
    %5874 = stablehlo.multiply %5873, %3575 : tensor<1536x384xf32>
    %5875 = stablehlo.add %5872, %5874 : tensor<1536x384xf32>
    %5876 = stablehlo.constant dense<0.999> : tensor<1536x384xf32>
    %5877 = stablehlo.multiply %5876, %v.blocks.8.mlp.fc2.w : tensor<1536x384xf32>
    %5878 = stablehlo.constant dense<0.001> : tensor<1536x384xf32>
    %5879 = stablehlo.multiply %3575, %3575 : tensor<1536x384xf32>
    %5880 = stablehlo.multiply %5878, %5879 : tensor<1536x384xf32>
    %5881 = stablehlo.add %5877, %5880 : tensor<1536x384xf32>
    %5882 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %5883 = stablehlo.divide %5875, %5882 : tensor<1536x384xf32>
    %5884 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %5885 = stablehlo.divide %5881, %5884 : tensor<1536x384xf32>
    %5886 = stablehlo.sqrt %5885 : tensor<1536x384xf32>
    %5887 = stablehlo.constant dense<1.0e-08> : tensor<1536x384xf32>
    %5888 = stablehlo.add %5886, %5887 : tensor<1536x384xf32>
    %5889 = stablehlo.divide %5883, %5888 : tensor<1536x384xf32>
    %5890 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5891 = stablehlo.multiply %5890, %m.blocks.8.mlp.fc2.b : tensor<384xf32>
    %5892 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5893 = stablehlo.multiply %5892, %3580 : tensor<384xf32>
    %5894 = stablehlo.add %5891, %5893 : tensor<384xf32>
    %5895 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5896 = stablehlo.multiply %5895, %v.blocks.8.mlp.fc2.b : tensor<384xf32>
    %5897 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5898 = stablehlo.multiply %3580, %3580 : tensor<384xf32>
    %5899 = stablehlo.multiply %5897, %5898 : tensor<384xf32>
    %5900 = stablehlo.add %5896, %5899 : tensor<384xf32>
    %5901 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5902 = stablehlo.divide %5894, %5901 : tensor<384xf32>
    %5903 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5904 = stablehlo.divide %5900, %5903 : tensor<384xf32>
    %5905 = stablehlo.sqrt %5904 : tensor<384xf32>
    %5906 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5907 = stablehlo.add %5905, %5906 : tensor<384xf32>
    %5908 = stablehlo.divide %5902, %5907 : tensor<384xf32>
    %5909 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5910 = stablehlo.multiply %5909, %m.blocks.9.norm1.g : tensor<384xf32>
    %5911 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5912 = stablehlo.multiply %5911, %3585 : tensor<384xf32>
    %5913 = stablehlo.add %5910, %5912 : tensor<384xf32>
    %5914 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5915 = stablehlo.multiply %5914, %v.blocks.9.norm1.g : tensor<384xf32>
    %5916 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5917 = stablehlo.multiply %3585, %3585 : tensor<384xf32>
    %5918 = stablehlo.multiply %5916, %5917 : tensor<384xf32>
    %5919 = stablehlo.add %5915, %5918 : tensor<384xf32>
    %5920 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5921 = stablehlo.divide %5913, %5920 : tensor<384xf32>
    %5922 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5923 = stablehlo.divide %5919, %5922 : tensor<384xf32>
    %5924 = stablehlo.sqrt %5923 : tensor<384xf32>
    %5925 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5926 = stablehlo.add %5924, %5925 : tensor<384xf32>
    %5927 = stablehlo.divide %5921, %5926 : tensor<384xf32>
    %5928 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5929 = stablehlo.multiply %5928, %m.blocks.9.norm1.b : tensor<384xf32>
    %5930 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5931 = stablehlo.multiply %5930, %3590 : tensor<384xf32>
    %5932 = stablehlo.add %5929, %5931 : tensor<384xf32>
    %5933 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5934 = stablehlo.multiply %5933, %v.blocks.9.norm1.b : tensor<384xf32>
    %5935 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5936 = stablehlo.multiply %3590, %3590 : tensor<384xf32>
    %5937 = stablehlo.multiply %5935, %5936 : tensor<384xf32>
    %5938 = stablehlo.add %5934, %5937 : tensor<384xf32>
    %5939 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5940 = stablehlo.divide %5932, %5939 : tensor<384xf32>
    %5941 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5942 = stablehlo.divide %5938, %5941 : tensor<384xf32>
    %5943 = stablehlo.sqrt %5942 : tensor<384xf32>
    %5944 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5945 = stablehlo.add %5943, %5944 : tensor<384xf32>
    %5946 = stablehlo.divide %5940, %5945 : tensor<384xf32>
    %5947 = stablehlo.constant dense<0.9> : tensor<384x1152xf32>
    %5948 = stablehlo.multiply %5947, %m.blocks.9.attn.qkv.w : tensor<384x1152xf32>
    %5949 = stablehlo.constant dense<0.1> : tensor<384x1152xf32>
    %5950 = stablehlo.multiply %5949, %3595 : tensor<384x1152xf32>
    %5951 = stablehlo.add %5948, %5950 : tensor<384x1152xf32>
    %5952 = stablehlo.constant dense<0.999> : tensor<384x1152xf32>
    %5953 = stablehlo.multiply %5952, %v.blocks.9.attn.qkv.w : tensor<384x1152xf32>
    %5954 = stablehlo.constant dense<0.001> : tensor<384x1152xf32>
    %5955 = stablehlo.multiply %3595, %3595 : tensor<384x1152xf32>
    %5956 = stablehlo.multiply %5954, %5955 : tensor<384x1152xf32>
    %5957 = stablehlo.add %5953, %5956 : tensor<384x1152xf32>
    %5958 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1152xf32>
    %5959 = stablehlo.divide %5951, %5958 : tensor<384x1152xf32>
    %5960 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1152xf32>
    %5961 = stablehlo.divide %5957, %5960 : tensor<384x1152xf32>
    %5962 = stablehlo.sqrt %5961 : tensor<384x1152xf32>
    %5963 = stablehlo.constant dense<1.0e-08> : tensor<384x1152xf32>
    %5964 = stablehlo.add %5962, %5963 : tensor<384x1152xf32>
    %5965 = stablehlo.divide %5959, %5964 : tensor<384x1152xf32>
    %5966 = stablehlo.constant dense<0.9> : tensor<1152xf32>
    %5967 = stablehlo.multiply %5966, %m.blocks.9.attn.qkv.b : tensor<1152xf32>
    %5968 = stablehlo.constant dense<0.1> : tensor<1152xf32>
    %5969 = stablehlo.multiply %5968, %3600 : tensor<1152xf32>
    %5970 = stablehlo.add %5967, %5969 : tensor<1152xf32>
    %5971 = stablehlo.constant dense<0.999> : tensor<1152xf32>
    %5972 = stablehlo.multiply %5971, %v.blocks.9.attn.qkv.b : tensor<1152xf32>
    %5973 = stablehlo.constant dense<0.001> : tensor<1152xf32>
    %5974 = stablehlo.multiply %3600, %3600 : tensor<1152xf32>
    %5975 = stablehlo.multiply %5973, %5974 : tensor<1152xf32>
    %5976 = stablehlo.add %5972, %5975 : tensor<1152xf32>
    %5977 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1152xf32>
    %5978 = stablehlo.divide %5970, %5977 : tensor<1152xf32>
    %5979 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1152xf32>
    %5980 = stablehlo.divide %5976, %5979 : tensor<1152xf32>
    %5981 = stablehlo.sqrt %5980 : tensor<1152xf32>
    %5982 = stablehlo.constant dense<1.0e-08> : tensor<1152xf32>
    %5983 = stablehlo.add %5981, %5982 : tensor<1152xf32>
    %5984 = stablehlo.divide %5978, %5983 : tensor<1152xf32>
    %5985 = stablehlo.constant dense<0.9> : tensor<384x384xf32>
    %5986 = stablehlo.multiply %5985, %m.blocks.9.attn.proj.w : tensor<384x384xf32>
    %5987 = stablehlo.constant dense<0.1> : tensor<384x384xf32>
    %5988 = stablehlo.multiply %5987, %3605 : tensor<384x384xf32>
    %5989 = stablehlo.add %5986, %5988 : tensor<384x384xf32>
    %5990 = stablehlo.constant dense<0.999> : tensor<384x384xf32>
    %5991 = stablehlo.multiply %5990, %v.blocks.9.attn.proj.w : tensor<384x384xf32>
    %5992 = stablehlo.constant dense<0.001> : tensor<384x384xf32>
    %5993 = stablehlo.multiply %3605, %3605 : tensor<384x384xf32>
    %5994 = stablehlo.multiply %5992, %5993 : tensor<384x384xf32>
    %5995 = stablehlo.add %5991, %5994 : tensor<384x384xf32>
    %5996 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x384xf32>
    %5997 = stablehlo.divide %5989, %5996 : tensor<384x384xf32>
    %5998 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x384xf32>
    %5999 = stablehlo.divide %5995, %5998 : tensor<384x384xf32>
    %6000 = stablehlo.sqrt %5999 : tensor<384x384xf32>
    %6001 = stablehlo.constant dense<1.0e-08> : tensor<384x384xf32>
    %6002 = stablehlo.add %6000, %6001 : tensor<384x384xf32>
    %6003 = stablehlo.divide %5997, %6002 : tensor<384x384xf32>
    %6004 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6005 = stablehlo.multiply %6004, %m.blocks.9.attn.proj.b : tensor<384xf32>
    %6006 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6007 = stablehlo.multiply %6006, %3610 : tensor<384xf32>
    %6008 = stablehlo.add %6005, %6007 : tensor<384xf32>
    %6009 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6010 = stablehlo.multiply %6009, %v.blocks.9.attn.proj.b : tensor<384xf32>
    %6011 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6012 = stablehlo.multiply %3610, %3610 : tensor<384xf32>
    %6013 = stablehlo.multiply %6011, %6012 : tensor<384xf32>
    %6014 = stablehlo.add %6010, %6013 : tensor<384xf32>
    %6015 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6016 = stablehlo.divide %6008, %6015 : tensor<384xf32>
    %6017 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6018 = stablehlo.divide %6014, %6017 : tensor<384xf32>
    %6019 = stablehlo.sqrt %6018 : tensor<384xf32>
    %6020 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6021 = stablehlo.add %6019, %6020 : tensor<384xf32>
    %6022 = stablehlo.divide %6016, %6021 : tensor<384xf32>
    %6023 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6024 = stablehlo.multiply %6023, %m.blocks.9.norm2.g : tensor<384xf32>
    %6025 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6026 = stablehlo.multiply %6025, %3615 : tensor<384xf32>
    %6027 = stablehlo.add %6024, %6026 : tensor<384xf32>
    %6028 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6029 = stablehlo.multiply %6028, %v.blocks.9.norm2.g : tensor<384xf32>
    %6030 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6031 = stablehlo.multiply %3615, %3615 : tensor<384xf32>
    %6032 = stablehlo.multiply %6030, %6031 : tensor<384xf32>
    %6033 = stablehlo.add %6029, %6032 : tensor<384xf32>
    %6034 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6035 = stablehlo.divide %6027, %6034 : tensor<384xf32>
    %6036 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6037 = stablehlo.divide %6033, %6036 : tensor<384xf32>
    %6038 = stablehlo.sqrt %6037 : tensor<384xf32>
    %6039 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6040 = stablehlo.add %6038, %6039 : tensor<384xf32>
    %6041 = stablehlo.divide %6035, %6040 : tensor<384xf32>
    %6042 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6043 = stablehlo.multiply %6042, %m.blocks.9.norm2.b : tensor<384xf32>
    %6044 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6045 = stablehlo.multiply %6044, %3620 : tensor<384xf32>
    %6046 = stablehlo.add %6043, %6045 : tensor<384xf32>
    %6047 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6048 = stablehlo.multiply %6047, %v.blocks.9.norm2.b : tensor<384xf32>
    %6049 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6050 = stablehlo.multiply %3620, %3620 : tensor<384xf32>
    %6051 = stablehlo.multiply %6049, %6050 : tensor<384xf32>
    %6052 = stablehlo.add %6048, %6051 : tensor<384xf32>
    %6053 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6054 = stablehlo.divide %6046, %6053 : tensor<384xf32>
    %6055 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6056 = stablehlo.divide %6052, %6055 : tensor<384xf32>
    %6057 = stablehlo.sqrt %6056 : tensor<384xf32>
    %6058 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6059 = stablehlo.add %6057, %6058 : tensor<384xf32>
    %6060 = stablehlo.divide %6054, %6059 : tensor<384xf32>
    %6061 = stablehlo.constant dense<0.9> : tensor<384x1536xf32>
    %6062 = stablehlo.multiply %6061, %m.blocks.9.mlp.fc1.w : tensor<384x1536xf32>
    %6063 = stablehlo.constant dense<0.1> : tensor<384x1536xf32>
    %6064 = stablehlo.multiply %6063, %3625 : tensor<384x1536xf32>
    %6065 = stablehlo.add %6062, %6064 : tensor<384x1536xf32>
    %6066 = stablehlo.constant dense<0.999> : tensor<384x1536xf32>
    %6067 = stablehlo.multiply %6066, %v.blocks.9.mlp.fc1.w : tensor<384x1536xf32>
    %6068 = stablehlo.constant dense<0.001> : tensor<384x1536xf32>
    %6069 = stablehlo.multiply %3625, %3625 : tensor<384x1536xf32>
    %6070 = stablehlo.multiply %6068, %6069 : tensor<384x1536xf32>
    %6071 = stablehlo.add %6067, %6070 : tensor<384x1536xf32>
    %6072 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %6073 = stablehlo.divide %6065, %6072 : tensor<384x1536xf32>
    %6074 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %6075 = stablehlo.divide %6071, %6074 : tensor<384x1536xf32>
    %6076 = stablehlo.sqrt %6075 : tensor<384x1536xf32>
    %6077 = stablehlo.constant dense<1.0e-08> : tensor<384x1536xf32>
    %6078 = stablehlo.add %6076, %6077 : tensor<384x1536xf32>
    %6079 = stablehlo.divide %6073, %6078 : tensor<384x1536xf32>
    %6080 = stablehlo.constant dense<0.9> : tensor<1536xf32>
    %6081 = stablehlo.multiply %6080, %m.blocks.9.mlp.fc1.b : tensor<1536xf32>
    %6082 = stablehlo.constant dense<0.1> : tensor<1536xf32>
    %6083 = stablehlo.multiply %6082, %3630 : tensor<1536xf32>
    %6084 = stablehlo.add %6081, %6083 : tensor<1536xf32>
    %6085 = stablehlo.constant dense<0.999> : tensor<1536xf32>
    %6086 = stablehlo.multiply %6085, %v.blocks.9.mlp.fc1.b : tensor<1536xf32>
    %6087 = stablehlo.constant dense<0.001> : tensor<1536xf32>
    %6088 = stablehlo.multiply %3630, %3630 : tensor<1536xf32>
    %6089 = stablehlo.multiply %6087, %6088 : tensor<1536xf32>
    %6090 = stablehlo.add %6086, %6089 : tensor<1536xf32>
    %6091 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %6092 = stablehlo.divide %6084, %6091 : tensor<1536xf32>
    %6093 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %6094 = stablehlo.divide %6090, %6093 : tensor<1536xf32>
    %6095 = stablehlo.sqrt %6094 : tensor<1536xf32>
    %6096 = stablehlo.constant dense<1.0e-08> : tensor<1536xf32>
    %6097 = stablehlo.add %6095, %6096 : tensor<1536xf32>
    %6098 = stablehlo.divide %6092, %6097 : tensor<1536xf32>
    %6099 = stablehlo.constant dense<0.9> : tensor<1536x384xf32>
    %6100 = stablehlo.multiply %6099, %m.blocks.9.mlp.fc2.w : tensor<1536x384xf32>
    %6101 = stablehlo.constant dense<0.1> : tensor<1536x384xf32>
    %6102 = stablehlo.multiply %6101, %3635 : tensor<1536x384xf32>
    %6103 = stablehlo.add %6100, %6102 : tensor<1536x384xf32>
    %6104 = stablehlo.constant dense<0.999> : tensor<1536x384xf32>
    %6105 = stablehlo.multiply %6104, %v.blocks.9.mlp.fc2.w : tensor<1536x384xf32>
    %6106 = stablehlo.constant dense<0.001> : tensor<1536x384xf32>
    %6107 = stablehlo.multiply %3635, %3635 : tensor<1536x384xf32>
    %6108 = stablehlo.multiply %6106, %6107 : tensor<1536x384xf32>
    %6109 = stablehlo.add %6105, %6108 : tensor<1536x384xf32>
    %6110 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %6111 = stablehlo.divide %6103, %6110 : tensor<1536x384xf32>
    %6112 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %6113 = stablehlo.divide %6109, %6112 : tensor<1536x384xf32>
    %6114 = stablehlo.sqrt %6113 : tensor<1536x384xf32>
    %6115 = stablehlo.constant dense<1.0e-08> : tensor<1536x384xf32>
    %6116 = stablehlo.add %6114, %6115 : tensor<1536x384xf32>
    %6117 = stablehlo.divide %6111, %6116 : tensor<1536x384xf32>
    %6118 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6119 = stablehlo.multiply %6118, %m.blocks.9.mlp.fc2.b : tensor<384xf32>
    %6120 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6121 = stablehlo.multiply %6120, %3640 : tensor<384xf32>
    %6122 = stablehlo.add %6119, %6121 : tensor<384xf32>
    %6123 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6124 = stablehlo.multiply %6123, %v.blocks.9.mlp.fc2.b : tensor<384xf32>
    %6125 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6126 = stablehlo.multiply %3640, %3640 : tensor<384xf32>
    %6127 = stablehlo.multiply %6125, %6126 : tensor<384xf32>
    %6128 = stablehlo.add %6124, %6127 : tensor<384xf32>
    %6129 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6130 = stablehlo.divide %6122, %6129 : tensor<384xf32>
    %6131 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6132 = stablehlo.divide %6128, %6131 : tensor<384xf32>
    %6133 = stablehlo.sqrt %6132 : tensor<384xf32>
    %6134 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6135 = stablehlo.add %6133, %6134 : tensor<384xf32>
    %6136 = stablehlo.divide %6130, %6135 : tensor<384xf32>
    %6137 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6138 = stablehlo.multiply %6137, %m.blocks.10.norm1.g : tensor<384xf32>
    %6139 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6140 = stablehlo.multiply %6139, %3645 : tensor<384xf32>
    %6141 = stablehlo.add %6138, %6140 : tensor<384xf32>
    %6142 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6143 = stablehlo.multiply %6142, %v.blocks.10.norm1.g : tensor<384xf32>
    %6144 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6145 = stablehlo.multiply %3645, %3645 : tensor<384xf32>
    %6146 = stablehlo.multiply %6144, %6145 : tensor<384xf32>
    %6147 = stablehlo.add %6143, %6146 : tensor<384xf32>
    %6148 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6149 = stablehlo.divide %6141, %6148 : tensor<384xf32>
    %6150 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6151 = stablehlo.divide %6147, %6150 : tensor<384xf32>
    %6152 = stablehlo.sqrt %6151 : tensor<384xf32>
    %6153 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6154 = stablehlo.add %6152, %6153 : tensor<384xf32>
    %6155 = stablehlo.divide %6149, %6154 : tensor<384xf32>
    %6156 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6157 = stablehlo.multiply %6156, %m.blocks.10.norm1.b : tensor<384xf32>
    %6158 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6159 = stablehlo.multiply %6158, %3650 : tensor<384xf32>
    %6160 = stablehlo.add %6157, %6159 : tensor<384xf32>
    %6161 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6162 = stablehlo.multiply %6161, %v.blocks.10.norm1.b : tensor<384xf32>
    %6163 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6164 = stablehlo.multiply %3650, %3650 : tensor<384xf32>
    %6165 = stablehlo.multiply %6163, %6164 : tensor<384xf32>
    %6166 = stablehlo.add %6162, %6165 : tensor<384xf32>
    %6167 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6168 = stablehlo.divide %6160, %6167 : tensor<384xf32>
    %6169 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6170 = stablehlo.divide %6166, %6169 : tensor<384xf32>
    %6171 = stablehlo.sqrt %6170 : tensor<384xf32>
    %6172 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6173 = stablehlo.add %6171, %6172 : tensor<384xf32>
    %6174 = stablehlo.divide %6168, %6173 : tensor<384xf32>
    %6175 = stablehlo.constant dense<0.9> : tensor<384x1152xf32>
    %6176 = stablehlo.multiply %6175, %m.blocks.10.attn.qkv.w : tensor<384x1152xf32>
    %6177 = stablehlo.constant dense<0.1> : tensor<384x1152xf32>
    %6178 = stablehlo.multiply %6177, %3655 : tensor<384x1152xf32>
    %6179 = stablehlo.add %6176, %6178 : tensor<384x1152xf32>
    %6180 = stablehlo.constant dense<0.999> : tensor<384x1152xf32>
    %6181 = stablehlo.multiply %6180, %v.blocks.10.attn.qkv.w : tensor<384x1152xf32>
    %6182 = stablehlo.constant dense<0.001> : tensor<384x1152xf32>
    %6183 = stablehlo.multiply %3655, %3655 : tensor<384x1152xf32>
    %6184 = stablehlo.multiply %6182, %6183 : tensor<384x1152xf32>
    %6185 = stablehlo.add %6181, %6184 : tensor<384x1152xf32>
    %6186 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1152xf32>
    %6187 = stablehlo.divide %6179, %6186 : tensor<384x1152xf32>
    %6188 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1152xf32>
    %6189 = stablehlo.divide %6185, %6188 : tensor<384x1152xf32>
    %6190 = stablehlo.sqrt %6189 : tensor<384x1152xf32>
    %6191 = stablehlo.constant dense<1.0e-08> : tensor<384x1152xf32>
    %6192 = stablehlo.add %6190, %6191 : tensor<384x1152xf32>
    %6193 = stablehlo.divide %6187, %6192 : tensor<384x1152xf32>
    %6194 = stablehlo.constant dense<0.9> : tensor<1152xf32>
    %6195 = stablehlo.multiply %6194, %m.blocks.10.attn.qkv.b : tensor<1152xf32>
    %6196 = stablehlo.constant dense<0.1> : tensor<1152xf32>
    %6197 = stablehlo.multiply %6196, %3660 : tensor<1152xf32>
    %6198 = stablehlo.add %6195, %6197 : tensor<1152xf32>
    %6199 = stablehlo.constant dense<0.999> : tensor<1152xf32>
    %6200 = stablehlo.multiply %6199, %v.blocks.10.attn.qkv.b : tensor<1152xf32>
    %6201 = stablehlo.constant dense<0.001> : tensor<1152xf32>
    %6202 = stablehlo.multiply %3660, %3660 : tensor<1152xf32>
    %6203 = stablehlo.multiply %6201, %6202 : tensor<1152xf32>
    %6204 = stablehlo.add %6200, %6203 : tensor<1152xf32>
    %6205 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1152xf32>
    %6206 = stablehlo.divide %6198, %6205 : tensor<1152xf32>
    %6207 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1152xf32>
    %6208 = stablehlo.divide %6204, %6207 : tensor<1152xf32>
    %6209 = stablehlo.sqrt %6208 : tensor<1152xf32>
    %6210 = stablehlo.constant dense<1.0e-08> : tensor<1152xf32>
    %6211 = stablehlo.add %6209, %6210 : tensor<1152xf32>
    %6212 = stablehlo.divide %6206, %6211 : tensor<1152xf32>
    %6213 = stablehlo.constant dense<0.9> : tensor<384x384xf32>
    %6214 = stablehlo.multiply %6213, %m.blocks.10.attn.proj.w : tensor<384x384xf32>
    %6215 = stablehlo.constant dense<0.1> : tensor<384x384xf32>
    %6216 = stablehlo.multiply %6215, %3665 : tensor<384x384xf32>
    %6217 = stablehlo.add %6214, %6216 : tensor<384x384xf32>
    %6218 = stablehlo.constant dense<0.999> : tensor<384x384xf32>
    %6219 = stablehlo.multiply %6218, %v.blocks.10.attn.proj.w : tensor<384x384xf32>
    %6220 = stablehlo.constant dense<0.001> : tensor<384x384xf32>
    %6221 = stablehlo.multiply %3665, %3665 : tensor<384x384xf32>
    %6222 = stablehlo.multiply %6220, %6221 : tensor<384x384xf32>
    %6223 = stablehlo.add %6219, %6222 : tensor<384x384xf32>
    %6224 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x384xf32>
    %6225 = stablehlo.divide %6217, %6224 : tensor<384x384xf32>
    %6226 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x384xf32>
    %6227 = stablehlo.divide %6223, %6226 : tensor<384x384xf32>
    %6228 = stablehlo.sqrt %6227 : tensor<384x384xf32>
    %6229 = stablehlo.constant dense<1.0e-08> : tensor<384x384xf32>
    %6230 = stablehlo.add %6228, %6229 : tensor<384x384xf32>
    %6231 = stablehlo.divide %6225, %6230 : tensor<384x384xf32>
    %6232 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6233 = stablehlo.multiply %6232, %m.blocks.10.attn.proj.b : tensor<384xf32>
    %6234 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6235 = stablehlo.multiply %6234, %3670 : tensor<384xf32>
    %6236 = stablehlo.add %6233, %6235 : tensor<384xf32>
    %6237 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6238 = stablehlo.multiply %6237, %v.blocks.10.attn.proj.b : tensor<384xf32>
    %6239 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6240 = stablehlo.multiply %3670, %3670 : tensor<384xf32>
    %6241 = stablehlo.multiply %6239, %6240 : tensor<384xf32>
    %6242 = stablehlo.add %6238, %6241 : tensor<384xf32>
    %6243 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6244 = stablehlo.divide %6236, %6243 : tensor<384xf32>
    %6245 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6246 = stablehlo.divide %6242, %6245 : tensor<384xf32>
    %6247 = stablehlo.sqrt %6246 : tensor<384xf32>
    %6248 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6249 = stablehlo.add %6247, %6248 : tensor<384xf32>
    %6250 = stablehlo.divide %6244, %6249 : tensor<384xf32>
    %6251 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6252 = stablehlo.multiply %6251, %m.blocks.10.norm2.g : tensor<384xf32>
    %6253 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6254 = stablehlo.multiply %6253, %3675 : tensor<384xf32>
    %6255 = stablehlo.add %6252, %6254 : tensor<384xf32>
    %6256 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6257 = stablehlo.multiply %6256, %v.blocks.10.norm2.g : tensor<384xf32>
    %6258 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6259 = stablehlo.multiply %3675, %3675 : tensor<384xf32>
    %6260 = stablehlo.multiply %6258, %6259 : tensor<384xf32>
    %6261 = stablehlo.add %6257, %6260 : tensor<384xf32>
    %6262 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6263 = stablehlo.divide %6255, %6262 : tensor<384xf32>
    %6264 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6265 = stablehlo.divide %6261, %6264 : tensor<384xf32>
    %6266 = stablehlo.sqrt %6265 : tensor<384xf32>
    %6267 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6268 = stablehlo.add %6266, %6267 : tensor<384xf32>
    %6269 = stablehlo.divide %6263, %6268 : tensor<384xf32>
    %6270 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6271 = stablehlo.multiply %6270, %m.blocks.10.norm2.b : tensor<384xf32>
    %6272 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6273 = stablehlo.multiply %6272, %3680 : tensor<384xf32>
    %6274 = stablehlo.add %6271, %6273 : tensor<384xf32>
    %6275 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6276 = stablehlo.multiply %6275, %v.blocks.10.norm2.b : tensor<384xf32>
    %6277 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6278 = stablehlo.multiply %3680, %3680 : tensor<384xf32>
    %6279 = stablehlo.multiply %6277, %6278 : tensor<384xf32>
    %6280 = stablehlo.add %6276, %6279 : tensor<384xf32>
    %6281 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6282 = stablehlo.divide %6274, %6281 : tensor<384xf32>
    %6283 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6284 = stablehlo.divide %6280, %6283 : tensor<384xf32>
    %6285 = stablehlo.sqrt %6284 : tensor<384xf32>
    %6286 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6287 = stablehlo.add %6285, %6286 : tensor<384xf32>
    %6288 = stablehlo.divide %6282, %6287 : tensor<384xf32>
    %6289 = stablehlo.constant dense<0.9> : tensor<384x1536xf32>
    %6290 = stablehlo.multiply %6289, %m.blocks.10.mlp.fc1.w : tensor<384x1536xf32>
    %6291 = stablehlo.constant dense<0.1> : tensor<384x1536xf32>
    %6292 = stablehlo.multiply %6291, %3685 : tensor<384x1536xf32>
    %6293 = stablehlo.add %6290, %6292 : tensor<384x1536xf32>
    %6294 = stablehlo.constant dense<0.999> : tensor<384x1536xf32>
    %6295 = stablehlo.multiply %6294, %v.blocks.10.mlp.fc1.w : tensor<384x1536xf32>
    %6296 = stablehlo.constant dense<0.001> : tensor<384x1536xf32>
    %6297 = stablehlo.multiply %3685, %3685 : tensor<384x1536xf32>
    %6298 = stablehlo.multiply %6296, %6297 : tensor<384x1536xf32>
    %6299 = stablehlo.add %6295, %6298 : tensor<384x1536xf32>
    %6300 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %6301 = stablehlo.divide %6293, %6300 : tensor<384x1536xf32>
    %6302 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %6303 = stablehlo.divide %6299, %6302 : tensor<384x1536xf32>
    %6304 = stablehlo.sqrt %6303 : tensor<384x1536xf32>
    %6305 = stablehlo.constant dense<1.0e-08> : tensor<384x1536xf32>
    %6306 = stablehlo.add %6304, %6305 : tensor<384x1536xf32>
    %6307 = stablehlo.divide %6301, %6306 : tensor<384x1536xf32>
    %6308 = stablehlo.constant dense<0.9> : tensor<1536xf32>
    %6309 = stablehlo.multiply %6308, %m.blocks.10.mlp.fc1.b : tensor<1536xf32>
    %6310 = stablehlo.constant dense<0.1> : tensor<1536xf32>
    %6311 = stablehlo.multiply %6310, %3690 : tensor<1536xf32>
    %6312 = stablehlo.add %6309, %6311 : tensor<1536xf32>
    %6313 = stablehlo.constant dense<0.999> : tensor<1536xf32>
    %6314 = stablehlo.multiply %6313, %v.blocks.10.mlp.fc1.b : tensor<1536xf32>
    %6315 = stablehlo.constant dense<0.001> : tensor<1536xf32>
    %6316 = stablehlo.multiply %3690, %3690 : tensor<1536xf32>
    %6317 = stablehlo.multiply %6315, %6316 : tensor<1536xf32>
    %6318 = stablehlo.add %6314, %6317 : tensor<1536xf32>
    %6319 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %6320 = stablehlo.divide %6312, %6319 : tensor<1536xf32>
    %6321 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %6322 = stablehlo.divide %6318, %6321 : tensor<1536xf32>
    %6323 = stablehlo.sqrt %6322 : tensor<1536xf32>
    %6324 = stablehlo.constant dense<1.0e-08> : tensor<1536xf32>
    %6325 = stablehlo.add %6323, %6324 : tensor<1536xf32>
    %6326 = stablehlo.divide %6320, %6325 : tensor<1536xf32>
    %6327 = stablehlo.constant dense<0.9> : tensor<1536x384xf32>
    %6328 = stablehlo.multiply %6327, %m.blocks.10.mlp.fc2.w : tensor<1536x384xf32>
    %6329 = stablehlo.constant dense<0.1> : tensor<1536x384xf32>
    %6330 = stablehlo.multiply %6329, %3695 : tensor<1536x384xf32>
    %6331 = stablehlo.add %6328, %6330 : tensor<1536x384xf32>
    %6332 = stablehlo.constant dense<0.999> : tensor<1536x384xf32>
    %6333 = stablehlo.multiply %6332, %v.blocks.10.mlp.fc2.w : tensor<1536x384xf32>
    %6334 = stablehlo.constant dense<0.001> : tensor<1536x384xf32>
    %6335 = stablehlo.multiply %3695, %3695 : tensor<1536x384xf32>
    %6336 = stablehlo.multiply %6334, %6335 : tensor<1536x384xf32>
    %6337 = stablehlo.add %6333, %6336 : tensor<1536x384xf32>
    %6338 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %6339 = stablehlo.divide %6331, %6338 : tensor<1536x384xf32>
    %6340 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %6341 = stablehlo.divide %6337, %6340 : tensor<1536x384xf32>
    %6342 = stablehlo.sqrt %6341 : tensor<1536x384xf32>
    %6343 = stablehlo.constant dense<1.0e-08> : tensor<1536x384xf32>
    %6344 = stablehlo.add %6342, %6343 : tensor<1536x384xf32>
    %6345 = stablehlo.divide %6339, %6344 : tensor<1536x384xf32>
    %6346 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6347 = stablehlo.multiply %6346, %m.blocks.10.mlp.fc2.b : tensor<384xf32>
    %6348 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6349 = stablehlo.multiply %6348, %3700 : tensor<384xf32>
    %6350 = stablehlo.add %6347, %6349 : tensor<384xf32>
    %6351 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6352 = stablehlo.multiply %6351, %v.blocks.10.mlp.fc2.b : tensor<384xf32>
    %6353 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6354 = stablehlo.multiply %3700, %3700 : tensor<384xf32>
    %6355 = stablehlo.multiply %6353, %6354 : tensor<384xf32>
    %6356 = stablehlo.add %6352, %6355 : tensor<384xf32>
    %6357 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6358 = stablehlo.divide %6350, %6357 : tensor<384xf32>
    %6359 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6360 = stablehlo.divide %6356, %6359 : tensor<384xf32>
    %6361 = stablehlo.sqrt %6360 : tensor<384xf32>
    %6362 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6363 = stablehlo.add %6361, %6362 : tensor<384xf32>
    %6364 = stablehlo.divide %6358, %6363 : tensor<384xf32>
    %6365 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6366 = stablehlo.multiply %6365, %m.blocks.11.norm1.g : tensor<384xf32>
    %6367 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6368 = stablehlo.multiply %6367, %3705 : tensor<384xf32>
    %6369 = stablehlo.add %6366, %6368 : tensor<384xf32>
    %6370 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6371 = stablehlo.multiply %6370, %v.blocks.11.norm1.g : tensor<384xf32>
    %6372 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6373 = stablehlo.multiply %3705, %3705 : tensor<384xf32>
    %6374 = stablehlo.multiply %6372, %6373 : tensor<384xf32>
    %6375 = stablehlo.add %6371, %6374 : tensor<384xf32>
    %6376 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6377 = stablehlo.divide %6369, %6376 : tensor<384xf32>
    %6378 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6379 = stablehlo.divide %6375, %6378 : tensor<384xf32>
    %6380 = stablehlo.sqrt %6379 : tensor<384xf32>
    %6381 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6382 = stablehlo.add %6380, %6381 : tensor<384xf32>
    %6383 = stablehlo.divide %6377, %6382 : tensor<384xf32>
    %6384 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6385 = stablehlo.multiply %6384, %m.blocks.11.norm1.b : tensor<384xf32>
    %6386 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6387 = stablehlo.multiply %6386, %3710 : tensor<384xf32>
    %6388 = stablehlo.add %6385, %6387 : tensor<384xf32>
    %6389 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6390 = stablehlo.multiply %6389, %v.blocks.11.norm1.b : tensor<384xf32>
    %6391 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6392 = stablehlo.multiply %3710, %3710 : tensor<384xf32>
    %6393 = stablehlo.multiply %6391, %6392 : tensor<384xf32>
    %6394 = stablehlo.add %6390, %6393 : tensor<384xf32>
    %6395 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6396 = stablehlo.divide %6388, %6395 : tensor<384xf32>
    %6397 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6398 = stablehlo.divide %6394, %6397 : tensor<384xf32>
    %6399 = stablehlo.sqrt %6398 : tensor<384xf32>
    %6400 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6401 = stablehlo.add %6399, %6400 : tensor<384xf32>
    %6402 = stablehlo.divide %6396, %6401 : tensor<384xf32>
    %6403 = stablehlo.constant dense<0.9> : tensor<384x1152xf32>
    %6404 = stablehlo.multiply %6403, %m.blocks.11.attn.qkv.w : tensor<384x1152xf32>
    %6405 = stablehlo.constant dense<0.1> : tensor<384x1152xf32>
    %6406 = stablehlo.multiply %6405, %3715 : tensor<384x1152xf32>
    %6407 = stablehlo.add %6404, %6406 : tensor<384x1152xf32>
    %6408 = stablehlo.constant dense<0.999> : tensor<384x1152xf32>
    %6409 = stablehlo.multiply %6408, %v.blocks.11.attn.qkv.w : tensor<384x1152xf32>
    %6410 = stablehlo.constant dense<0.001> : tensor<384x1152xf32>
    %6411 = stablehlo.multiply %3715, %3715 : tensor<384x1152xf32>
    %6412 = stablehlo.multiply %6410, %6411 : tensor<384x1152xf32>
    %6413 = stablehlo.add %6409, %6412 : tensor<384x1152xf32>
    %6414 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1152xf32>
    %6415 = stablehlo.divide %6407, %6414 : tensor<384x1152xf32>
    %6416 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1152xf32>
    %6417 = stablehlo.divide %6413, %6416 : tensor<384x1152xf32>
    %6418 = stablehlo.sqrt %6417 : tensor<384x1152xf32>
    %6419 = stablehlo.constant dense<1.0e-08> : tensor<384x1152xf32>
    %6420 = stablehlo.add %6418, %6419 : tensor<384x1152xf32>
    %6421 = stablehlo.divide %6415, %6420 : tensor<384x1152xf32>
    %6422 = stablehlo.constant dense<0.9> : tensor<1152xf32>
    %6423 = stablehlo.multiply %6422, %m.blocks.11.attn.qkv.b : tensor<1152xf32>
    %6424 = stablehlo.constant dense<0.1> : tensor<1152xf32>
    %6425 = stablehlo.multiply %6424, %3720 : tensor<1152xf32>
    %6426 = stablehlo.add %6423, %6425 : tensor<1152xf32>
    %6427 = stablehlo.constant dense<0.999> : tensor<1152xf32>
    %6428 = stablehlo.multiply %6427, %v.blocks.11.attn.qkv.b : tensor<1152xf32>
    %6429 = stablehlo.constant dense<0.001> : tensor<1152xf32>
    %6430 = stablehlo.multiply %3720, %3720 : tensor<1152xf32>
    %6431 = stablehlo.multiply %6429, %6430 : tensor<1152xf32>
    %6432 = stablehlo.add %6428, %6431 : tensor<1152xf32>
    %6433 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1152xf32>
    %6434 = stablehlo.divide %6426, %6433 : tensor<1152xf32>
    %6435 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1152xf32>
    %6436 = stablehlo.divide %6432, %6435 : tensor<1152xf32>
    %6437 = stablehlo.sqrt %6436 : tensor<1152xf32>
    %6438 = stablehlo.constant dense<1.0e-08> : tensor<1152xf32>
    %6439 = stablehlo.add %6437, %6438 : tensor<1152xf32>
    %6440 = stablehlo.divide %6434, %6439 : tensor<1152xf32>
    %6441 = stablehlo.constant dense<0.9> : tensor<384x384xf32>
    %6442 = stablehlo.multiply %6441, %m.blocks.11.attn.proj.w : tensor<384x384xf32>
    %6443 = stablehlo.constant dense<0.1> : tensor<384x384xf32>
    %6444 = stablehlo.multiply %6443, %3725 : tensor<384x384xf32>
    %6445 = stablehlo.add %6442, %6444 : tensor<384x384xf32>
    %6446 = stablehlo.constant dense<0.999> : tensor<384x384xf32>
    %6447 = stablehlo.multiply %6446, %v.blocks.11.attn.proj.w : tensor<384x384xf32>
    %6448 = stablehlo.constant dense<0.001> : tensor<384x384xf32>
    %6449 = stablehlo.multiply %3725, %3725 : tensor<384x384xf32>
    %6450 = stablehlo.multiply %6448, %6449 : tensor<384x384xf32>
    %6451 = stablehlo.add %6447, %6450 : tensor<384x384xf32>
    %6452 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x384xf32>
    %6453 = stablehlo.divide %6445, %6452 : tensor<384x384xf32>
    %6454 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x384xf32>
    %6455 = stablehlo.divide %6451, %6454 : tensor<384x384xf32>
    %6456 = stablehlo.sqrt %6455 : tensor<384x384xf32>
    %6457 = stablehlo.constant dense<1.0e-08> : tensor<384x384xf32>
    %6458 = stablehlo.add %6456, %6457 : tensor<384x384xf32>
    %6459 = stablehlo.divide %6453, %6458 : tensor<384x384xf32>
    %6460 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6461 = stablehlo.multiply %6460, %m.blocks.11.attn.proj.b : tensor<384xf32>
    %6462 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6463 = stablehlo.multiply %6462, %3730 : tensor<384xf32>
    %6464 = stablehlo.add %6461, %6463 : tensor<384xf32>
    %6465 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6466 = stablehlo.multiply %6465, %v.blocks.11.attn.proj.b : tensor<384xf32>
    %6467 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6468 = stablehlo.multiply %3730, %3730 : tensor<384xf32>
    %6469 = stablehlo.multiply %6467, %6468 : tensor<384xf32>
    %6470 = stablehlo.add %6466, %6469 : tensor<384xf32>
    %6471 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6472 = stablehlo.divide %6464, %6471 : tensor<384xf32>
    %6473 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6474 = stablehlo.divide %6470, %6473 : tensor<384xf32>
    %6475 = stablehlo.sqrt %6474 : tensor<384xf32>
    %6476 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6477 = stablehlo.add %6475, %6476 : tensor<384xf32>
    %6478 = stablehlo.divide %6472, %6477 : tensor<384xf32>
    %6479 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6480 = stablehlo.multiply %6479, %m.blocks.11.norm2.g : tensor<384xf32>
    %6481 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6482 = stablehlo.multiply %6481, %3735 : tensor<384xf32>
    %6483 = stablehlo.add %6480, %6482 : tensor<384xf32>
    %6484 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6485 = stablehlo.multiply %6484, %v.blocks.11.norm2.g : tensor<384xf32>
    %6486 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6487 = stablehlo.multiply %3735, %3735 : tensor<384xf32>
    %6488 = stablehlo.multiply %6486, %6487 : tensor<384xf32>
    %6489 = stablehlo.add %6485, %6488 : tensor<384xf32>
    %6490 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6491 = stablehlo.divide %6483, %6490 : tensor<384xf32>
    %6492 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6493 = stablehlo.divide %6489, %6492 : tensor<384xf32>
    %6494 = stablehlo.sqrt %6493 : tensor<384xf32>
    %6495 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6496 = stablehlo.add %6494, %6495 : tensor<384xf32>
    %6497 = stablehlo.divide %6491, %6496 : tensor<384xf32>
    %6498 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6499 = stablehlo.multiply %6498, %m.blocks.11.norm2.b : tensor<384xf32>
    %6500 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6501 = stablehlo.multiply %6500, %3740 : tensor<384xf32>
    %6502 = stablehlo.add %6499, %6501 : tensor<384xf32>
    %6503 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6504 = stablehlo.multiply %6503, %v.blocks.11.norm2.b : tensor<384xf32>
    %6505 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6506 = stablehlo.multiply %3740, %3740 : tensor<384xf32>
    %6507 = stablehlo.multiply %6505, %6506 : tensor<384xf32>
    %6508 = stablehlo.add %6504, %6507 : tensor<384xf32>
    %6509 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6510 = stablehlo.divide %6502, %6509 : tensor<384xf32>
    %6511 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6512 = stablehlo.divide %6508, %6511 : tensor<384xf32>
    %6513 = stablehlo.sqrt %6512 : tensor<384xf32>
    %6514 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6515 = stablehlo.add %6513, %6514 : tensor<384xf32>
    %6516 = stablehlo.divide %6510, %6515 : tensor<384xf32>
    %6517 = stablehlo.constant dense<0.9> : tensor<384x1536xf32>
    %6518 = stablehlo.multiply %6517, %m.blocks.11.mlp.fc1.w : tensor<384x1536xf32>
    %6519 = stablehlo.constant dense<0.1> : tensor<384x1536xf32>
    %6520 = stablehlo.multiply %6519, %3745 : tensor<384x1536xf32>
    %6521 = stablehlo.add %6518, %6520 : tensor<384x1536xf32>
    %6522 = stablehlo.constant dense<0.999> : tensor<384x1536xf32>
    %6523 = stablehlo.multiply %6522, %v.blocks.11.mlp.fc1.w : tensor<384x1536xf32>
    %6524 = stablehlo.constant dense<0.001> : tensor<384x1536xf32>
    %6525 = stablehlo.multiply %3745, %3745 : tensor<384x1536xf32>
    %6526 = stablehlo.multiply %6524, %6525 : tensor<384x1536xf32>
    %6527 = stablehlo.add %6523, %6526 : tensor<384x1536xf32>
    %6528 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %6529 = stablehlo.divide %6521, %6528 : tensor<384x1536xf32>
    %6530 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %6531 = stablehlo.divide %6527, %6530 : tensor<384x1536xf32>
    %6532 = stablehlo.sqrt %6531 : tensor<384x1536xf32>
    %6533 = stablehlo.constant dense<1.0e-08> : tensor<384x1536xf32>
    %6534 = stablehlo.add %6532, %6533 : tensor<384x1536xf32>
    %6535 = stablehlo.divide %6529, %6534 : tensor<384x1536xf32>
    %6536 = stablehlo.constant dense<0.9> : tensor<1536xf32>
    %6537 = stablehlo.multiply %6536, %m.blocks.11.mlp.fc1.b : tensor<1536xf32>
    %6538 = stablehlo.constant dense<0.1> : tensor<1536xf32>
    %6539 = stablehlo.multiply %6538, %3750 : tensor<1536xf32>
    %6540 = stablehlo.add %6537, %6539 : tensor<1536xf32>
    %6541 = stablehlo.constant dense<0.999> : tensor<1536xf32>
    %6542 = stablehlo.multiply %6541, %v.blocks.11.mlp.fc1.b : tensor<1536xf32>
    %6543 = stablehlo.constant dense<0.001> : tensor<1536xf32>
    %6544 = stablehlo.multiply %3750, %3750 : tensor<1536xf32>
    %6545 = stablehlo.multiply %6543, %6544 : tensor<1536xf32>
    %6546 = stablehlo.add %6542, %6545 : tensor<1536xf32>
    %6547 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %6548 = stablehlo.divide %6540, %6547 : tensor<1536xf32>
    %6549 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %6550 = stablehlo.divide %6546, %6549 : tensor<1536xf32>
    %6551 = stablehlo.sqrt %6550 : tensor<1536xf32>
    %6552 = stablehlo.constant dense<1.0e-08> : tensor<1536xf32>
    %6553 = stablehlo.add %6551, %6552 : tensor<1536xf32>
    %6554 = stablehlo.divide %6548, %6553 : tensor<1536xf32>
    %6555 = stablehlo.constant dense<0.9> : tensor<1536x384xf32>
    %6556 = stablehlo.multiply %6555, %m.blocks.11.mlp.fc2.w : tensor<1536x384xf32>
    %6557 = stablehlo.constant dense<0.1> : tensor<1536x384xf32>
    %6558 = stablehlo.multiply %6557, %3755 : tensor<1536x384xf32>
    %6559 = stablehlo.add %6556, %6558 : tensor<1536x384xf32>
    %6560 = stablehlo.constant dense<0.999> : tensor<1536x384xf32>
    %6561 = stablehlo.multiply %6560, %v.blocks.11.mlp.fc2.w : tensor<1536x384xf32>
    %6562 = stablehlo.constant dense<0.001> : tensor<1536x384xf32>
    %6563 = stablehlo.multiply %3755, %3755 : tensor<1536x384xf32>
    %6564 = stablehlo.multiply %6562, %6563 : tensor<1536x384xf32>
    %6565 = stablehlo.add %6561, %6564 : tensor<1536x384xf32>
    %6566 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %6567 = stablehlo.divide %6559, %6566 : tensor<1536x384xf32>
    %6568 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %6569 = stablehlo.divide %6565, %6568 : tensor<1536x384xf32>
    %6570 = stablehlo.sqrt %6569 : tensor<1536x384xf32>
    %6571 = stablehlo.constant dense<1.0e-08> : tensor<1536x384xf32>
    %6572 = stablehlo.add %6570, %6571 : tensor<1536x384xf32>
    %6573 = stablehlo.divide %6567, %6572 : tensor<1536x384xf32>
    %6574 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6575 = stablehlo.multiply %6574, %m.blocks.11.mlp.fc2.b : tensor<384xf32>
    %6576 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6577 = stablehlo.multiply %6576, %3760 : tensor<384xf32>
    %6578 = stablehlo.add %6575, %6577 : tensor<384xf32>
    %6579 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6580 = stablehlo.multiply %6579, %v.blocks.11.mlp.fc2.b : tensor<384xf32>
    %6581 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6582 = stablehlo.multiply %3760, %3760 : tensor<384xf32>
    %6583 = stablehlo.multiply %6581, %6582 : tensor<384xf32>
    %6584 = stablehlo.add %6580, %6583 : tensor<384xf32>
    %6585 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6586 = stablehlo.divide %6578, %6585 : tensor<384xf32>
    %6587 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6588 = stablehlo.divide %6584, %6587 : tensor<384xf32>
    %6589 = stablehlo.sqrt %6588 : tensor<384xf32>
    %6590 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6591 = stablehlo.add %6589, %6590 : tensor<384xf32>
    %6592 = stablehlo.divide %6586, %6591 : tensor<384xf32>
    %6593 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6594 = stablehlo.multiply %6593, %m.norm.g : tensor<384xf32>
    %6595 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6596 = stablehlo.multiply %6595, %3765 : tensor<384xf32>
    %6597 = stablehlo.add %6594, %6596 : tensor<384xf32>
    %6598 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6599 = stablehlo.multiply %6598, %v.norm.g : tensor<384xf32>
    %6600 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6601 = stablehlo.multiply %3765, %3765 : tensor<384xf32>
    %6602 = stablehlo.multiply %6600, %6601 : tensor<384xf32>
    %6603 = stablehlo.add %6599, %6602 : tensor<384xf32>
    %6604 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6605 = stablehlo.divide %6597, %6604 : tensor<384xf32>
    %6606 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6607 = stablehlo.divide %6603, %6606 : tensor<384xf32>
    %6608 = stablehlo.sqrt %6607 : tensor<384xf32>
    %6609 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6610 = stablehlo.add %6608, %6609 : tensor<384xf32>
    %6611 = stablehlo.divide %6605, %6610 : tensor<384xf32>
    %6612 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6613 = stablehlo.multiply %6612, %m.norm.b : tensor<384xf32>
    %6614 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6615 = stablehlo.multiply %6614, %3770 : tensor<384xf32>
    %6616 = stablehlo.add %6613, %6615 : tensor<384xf32>
    %6617 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6618 = stablehlo.multiply %6617, %v.norm.b : tensor<384xf32>
    %6619 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6620 = stablehlo.multiply %3770, %3770 : tensor<384xf32>
    %6621 = stablehlo.multiply %6619, %6620 : tensor<384xf32>
    %6622 = stablehlo.add %6618, %6621 : tensor<384xf32>
    %6623 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6624 = stablehlo.divide %6616, %6623 : tensor<384xf32>
    %6625 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6626 = stablehlo.divide %6622, %6625 : tensor<384xf32>
    %6627 = stablehlo.sqrt %6626 : tensor<384xf32>
    %6628 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6629 = stablehlo.add %6627, %6628 : tensor<384xf32>
    %6630 = stablehlo.divide %6624, %6629 : tensor<384xf32>
    %6631 = stablehlo.constant dense<0.9> : tensor<384x1000xf32>
    %6632 = stablehlo.multiply %6631, %m.head.w : tensor<384x1000xf32>
    %6633 = stablehlo.constant dense<0.1> : tensor<384x1000xf32>
    %6634 = stablehlo.multiply %6633, %3775 : tensor<384x1000xf32>
    %6635 = stablehlo.add %6632, %6634 : tensor<384x1000xf32>
    %6636 = stablehlo.constant dense<0.999> : tensor<384x1000xf32>
    %6637 = stablehlo.multiply %6636, %v.head.w : tensor<384x1000xf32>
    %6638 = stablehlo.constant dense<0.001> : tensor<384x1000xf32>
    %6639 = stablehlo.multiply %3775, %3775 : tensor<384x1000xf32>
    %6640 = stablehlo.multiply %6638, %6639 : tensor<384x1000xf32>
    %6641 = stablehlo.add %6637, %6640 : tensor<384x1000xf32>
    %6642 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1000xf32>
    %6643 = stablehlo.divide %6635, %6642 : tensor<384x1000xf32>
    %6644 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1000xf32>
    %6645 = stablehlo.divide %6641, %6644 : tensor<384x1000xf32>
    %6646 = stablehlo.sqrt %6645 : tensor<384x1000xf32>
    %6647 = stablehlo.constant dense<1.0e-08> : tensor<384x1000xf32>
    %6648 = stablehlo.add %6646, %6647 : tensor<384x1000xf32>
    %6649 = stablehlo.divide %6643, %6648 : tensor<384x1000xf32>
    %6650 = stablehlo.constant dense<0.9> : tensor<1000xf32>
    %6651 = stablehlo.multiply %6650, %m.head.b : tensor<1000xf32>
    %6652 = stablehlo.constant dense<0.1> : tensor<1000xf32>
    %6653 = stablehlo.multiply %6652, %3780 : tensor<1000xf32>
    %6654 = stablehlo.add %6651, %6653 : tensor<1000xf32>
    %6655 = stablehlo.constant dense<0.999> : tensor<1000xf32>
    %6656 = stablehlo.multiply %6655, %v.head.b : tensor<1000xf32>
    %6657 = stablehlo.constant dense<0.001> : tensor<1000xf32>
    %6658 = stablehlo.multiply %3780, %3780 : tensor<1000xf32>
    %6659 = stablehlo.multiply %6657, %6658 : tensor<1000xf32>
    %6660 = stablehlo.add %6656, %6659 : tensor<1000xf32>
    %6661 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1000xf32>
    %6662 = stablehlo.divide %6654, %6661 : tensor<1000xf32>
    %6663 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1000xf32>
    %6664 = stablehlo.divide %6660, %6663 : tensor<1000xf32>
    %6665 = stablehlo.sqrt %6664 : tensor<1000xf32>
    %6666 = stablehlo.constant dense<1.0e-08> : tensor<1000xf32>
    %6667 = stablehlo.add %6665, %6666 : tensor<1000xf32>
    %6668 = stablehlo.divide %6662, %6667 : tensor<1000xf32>
    %6669 = stablehlo.constant dense<0.05> : tensor<16x16x3x384xf32>
    %6670 = stablehlo.multiply %6669, %patch_embed.proj.w : tensor<16x16x3x384xf32>
    %6671 = stablehlo.add %3799, %6670 : tensor<16x16x3x384xf32>
    %6672 = stablehlo.constant dense<0.05> : tensor<384x1152xf32>
    %6673 = stablehlo.multiply %6672, %blocks.0.attn.qkv.w : tensor<384x1152xf32>
    %6674 = stablehlo.add %3913, %6673 : tensor<384x1152xf32>
    %6675 = stablehlo.constant dense<0.05> : tensor<384x384xf32>
    %6676 = stablehlo.multiply %6675, %blocks.0.attn.proj.w : tensor<384x384xf32>
    %6677 = stablehlo.add %3951, %6676 : tensor<384x384xf32>
    %6678 = stablehlo.constant dense<0.05> : tensor<384x1536xf32>
    %6679 = stablehlo.multiply %6678, %blocks.0.mlp.fc1.w : tensor<384x1536xf32>
    %6680 = stablehlo.add %4027, %6679 : tensor<384x1536xf32>
    %6681 = stablehlo.constant dense<0.05> : tensor<1536x384xf32>
    %6682 = stablehlo.multiply %6681, %blocks.0.mlp.fc2.w : tensor<1536x384xf32>
    %6683 = stablehlo.add %4065, %6682 : tensor<1536x384xf32>
    %6684 = stablehlo.constant dense<0.05> : tensor<384x1152xf32>
    %6685 = stablehlo.multiply %6684, %blocks.1.attn.qkv.w : tensor<384x1152xf32>
    %6686 = stablehlo.add %4141, %6685 : tensor<384x1152xf32>
    %6687 = stablehlo.constant dense<0.05> : tensor<384x384xf32>
    %6688 = stablehlo.multiply %6687, %blocks.1.attn.proj.w : tensor<384x384xf32>
    %6689 = stablehlo.add %4179, %6688 : tensor<384x384xf32>
    %6690 = stablehlo.constant dense<0.05> : tensor<384x1536xf32>
    %6691 = stablehlo.multiply %6690, %blocks.1.mlp.fc1.w : tensor<384x1536xf32>
    %6692 = stablehlo.add %4255, %6691 : tensor<384x1536xf32>
    %6693 = stablehlo.constant dense<0.05> : tensor<1536x384xf32>
    %6694 = stablehlo.multiply %6693, %blocks.1.mlp.fc2.w : tensor<1536x384xf32>
    %6695 = stablehlo.add %4293, %6694 : tensor<1536x384xf32>
    %6696 = stablehlo.constant dense<0.05> : tensor<384x1152xf32>
    %6697 = stablehlo.multiply %6696, %blocks.2.attn.qkv.w : tensor<384x1152xf32>
    %6698 = stablehlo.add %4369, %6697 : tensor<384x1152xf32>
    %6699 = stablehlo.constant dense<0.05> : tensor<384x384xf32>
    %6700 = stablehlo.multiply %6699, %blocks.2.attn.proj.w : tensor<384x384xf32>
    %6701 = stablehlo.add %4407, %6700 : tensor<384x384xf32>
    %6702 = stablehlo.constant dense<0.05> : tensor<384x1536xf32>
    %6703 = stablehlo.multiply %6702, %blocks.2.mlp.fc1.w : tensor<384x1536xf32>
    %6704 = stablehlo.add %4483, %6703 : tensor<384x1536xf32>
    %6705 = stablehlo.constant dense<0.05> : tensor<1536x384xf32>
    %6706 = stablehlo.multiply %6705, %blocks.2.mlp.fc2.w : tensor<1536x384xf32>
    %6707 = stablehlo.add %4521, %6706 : tensor<1536x384xf32>
    %6708 = stablehlo.constant dense<0.05> : tensor<384x1152xf32>
    %6709 = stablehlo.multiply %6708, %blocks.3.attn.qkv.w : tensor<384x1152xf32>
    %6710 = stablehlo.add %4597, %6709 : tensor<384x1152xf32>
    %6711 = stablehlo.constant dense<0.05> : tensor<384x384xf32>
    %6712 = stablehlo.multiply %6711, %blocks.3.attn.proj.w : tensor<384x384xf32>
    %6713 = stablehlo.add %4635, %6712 : tensor<384x384xf32>
    %6714 = stablehlo.constant dense<0.05> : tensor<384x1536xf32>
    %6715 = stablehlo.multiply %6714, %blocks.3.mlp.fc1.w : tensor<384x1536xf32>
    %6716 = stablehlo.add %4711, %6715 : tensor<384x1536xf32>
    %6717 = stablehlo.constant dense<0.05> : tensor<1536x384xf32>
    %6718 = stablehlo.multiply %6717, %blocks.3.mlp.fc2.w : tensor<1536x384xf32>
    %6719 = stablehlo.add %4749, %6718 : tensor<1536x384xf32>
    %6720 = stablehlo.constant dense<0.05> : tensor<384x1152xf32>
    %6721 = stablehlo.multiply %6720, %blocks.4.attn.qkv.w : tensor<384x1152xf32>
    %6722 = stablehlo.add %4825, %6721 : tensor<384x1152xf32>
    %6723 = stablehlo.constant dense<0.05> : tensor<384x384xf32>
    %6724 = stablehlo.multiply %6723, %blocks.4.attn.proj.w : tensor<384x384xf32>
    %6725 = stablehlo.add %4863, %6724 : tensor<384x384xf32>
    %6726 = stablehlo.constant dense<0.05> : tensor<384x1536xf32>
    %6727 = stablehlo.multiply %6726, %blocks.4.mlp.fc1.w : tensor<384x1536xf32>
    %6728 = stablehlo.add %4939, %6727 : tensor<384x1536xf32>
    %6729 = stablehlo.constant dense<0.05> : tensor<1536x384xf32>
    %6730 = stablehlo.multiply %6729, %blocks.4.mlp.fc2.w : tensor<1536x384xf32>
    %6731 = stablehlo.add %4977, %6730 : tensor<1536x384xf32>
    %6732 = stablehlo.constant dense<0.05> : tensor<384x1152xf32>
    %6733 = stablehlo.multiply %6732, %blocks.5.attn.qkv.w : tensor<384x1152xf32>
    %6734 = stablehlo.add %5053, %6733 : tensor<384x1152xf32>
    %6735 = stablehlo.constant dense<0.05> : tensor<384x384xf32>
    %6736 = stablehlo.multiply %6735, %blocks.5.attn.proj.w : tensor<384x384xf32>
    %6737 = stablehlo.add %5091, %6736 : tensor<384x384xf32>
    %6738 = stablehlo.constant dense<0.05> : tensor<384x1536xf32>
    %6739 = stablehlo.multiply %6738, %blocks.5.mlp.fc1.w : tensor<384x1536xf32>
    %6740 = stablehlo.add %5167, %6739 : tensor<384x1536xf32>
    %6741 = stablehlo.constant dense<0.05> : tensor<1536x384xf32>
    %6742 = stablehlo.multiply %6741, %blocks.5.mlp.fc2.w : tensor<1536x384xf32>
    %6743 = stablehlo.add %5205, %6742 : tensor<1536x384xf32>
    %6744 = stablehlo.constant dense<0.05> : tensor<384x1152xf32>
    %6745 = stablehlo.multiply %6744, %blocks.6.attn.qkv.w : tensor<384x1152xf32>
    %6746 = stablehlo.add %5281, %6745 : tensor<384x1152xf32>
    %6747 = stablehlo.constant dense<0.05> : tensor<384x384xf32>
    %6748 = stablehlo.multiply %6747, %blocks.6.attn.proj.w : tensor<384x384xf32>
    %6749 = stablehlo.add %5319, %6748 : tensor<384x384xf32>
    %6750 = stablehlo.constant dense<0.05> : tensor<384x1536xf32>
    %6751 = stablehlo.multiply %6750, %blocks.6.mlp.fc1.w : tensor<384x1536xf32>
    %6752 = stablehlo.add %5395, %6751 : tensor<384x1536xf32>
    %6753 = stablehlo.constant dense<0.05> : tensor<1536x384xf32>
    %6754 = stablehlo.multiply %6753, %blocks.6.mlp.fc2.w : tensor<1536x384xf32>
    %6755 = stablehlo.add %5433, %6754 : tensor<1536x384xf32>
    %6756 = stablehlo.constant dense<0.05> : tensor<384x1152xf32>
    %6757 = stablehlo.multiply %6756, %blocks.7.attn.qkv.w : tensor<384x1152xf32>
    %6758 = stablehlo.add %5509, %6757 : tensor<384x1152xf32>
    %6759 = stablehlo.constant dense<0.05> : tensor<384x384xf32>
    %6760 = stablehlo.multiply %6759, %blocks.7.attn.proj.w : tensor<384x384xf32>
    %6761 = stablehlo.add %5547, %6760 : tensor<384x384xf32>
    %6762 = stablehlo.constant dense<0.05> : tensor<384x1536xf32>
    %6763 = stablehlo.multiply %6762, %blocks.7.mlp.fc1.w : tensor<384x1536xf32>
    %6764 = stablehlo.add %5623, %6763 : tensor<384x1536xf32>
    %6765 = stablehlo.constant dense<0.05> : tensor<1536x384xf32>
    %6766 = stablehlo.multiply %6765, %blocks.7.mlp.fc2.w : tensor<1536x384xf32>
    %6767 = stablehlo.add %5661, %6766 : tensor<1536x384xf32>
    %6768 = stablehlo.constant dense<0.05> : tensor<384x1152xf32>
    %6769 = stablehlo.multiply %6768, %blocks.8.attn.qkv.w : tensor<384x1152xf32>
    %6770 = stablehlo.add %5737, %6769 : tensor<384x1152xf32>
    %6771 = stablehlo.constant dense<0.05> : tensor<384x384xf32>
    %6772 = stablehlo.multiply %6771, %blocks.8.attn.proj.w : tensor<384x384xf32>
    %6773 = stablehlo.add %5775, %6772 : tensor<384x384xf32>
    %6774 = stablehlo.constant dense<0.05> : tensor<384x1536xf32>
    %6775 = stablehlo.multiply %6774, %blocks.8.mlp.fc1.w : tensor<384x1536xf32>
    %6776 = stablehlo.add %5851, %6775 : tensor<384x1536xf32>
    %6777 = stablehlo.constant dense<0.05> : tensor<1536x384xf32>
    %6778 = stablehlo.multiply %6777, %blocks.8.mlp.fc2.w : tensor<1536x384xf32>
    %6779 = stablehlo.add %5889, %6778 : tensor<1536x384xf32>
    %6780 = stablehlo.constant dense<0.05> : tensor<384x1152xf32>
    %6781 = stablehlo.multiply %6780, %blocks.9.attn.qkv.w : tensor<384x1152xf32>
    %6782 = stablehlo.add %5965, %6781 : tensor<384x1152xf32>
    %6783 = stablehlo.constant dense<0.05> : tensor<384x384xf32>
    %6784 = stablehlo.multiply %6783, %blocks.9.attn.proj.w : tensor<384x384xf32>
    %6785 = stablehlo.add %6003, %6784 : tensor<384x384xf32>
    %6786 = stablehlo.constant dense<0.05> : tensor<384x1536xf32>
    %6787 = stablehlo.multiply %6786, %blocks.9.mlp.fc1.w : tensor<384x1536xf32>
    %6788 = stablehlo.add %6079, %6787 : tensor<384x1536xf32>
    %6789 = stablehlo.constant dense<0.05> : tensor<1536x384xf32>
    %6790 = stablehlo.multiply %6789, %blocks.9.mlp.fc2.w : tensor<1536x384xf32>
    %6791 = stablehlo.add %6117, %6790 : tensor<1536x384xf32>
    %6792 = stablehlo.constant dense<0.05> : tensor<384x1152xf32>
    %6793 = stablehlo.multiply %6792, %blocks.10.attn.qkv.w : tensor<384x1152xf32>
    %6794 = stablehlo.add %6193, %6793 : tensor<384x1152xf32>
    %6795 = stablehlo.constant dense<0.05> : tensor<384x384xf32>
    %6796 = stablehlo.multiply %6795, %blocks.10.attn.proj.w : tensor<384x384xf32>
    %6797 = stablehlo.add %6231, %6796 : tensor<384x384xf32>
    %6798 = stablehlo.constant dense<0.05> : tensor<384x1536xf32>
    %6799 = stablehlo.multiply %6798, %blocks.10.mlp.fc1.w : tensor<384x1536xf32>
    %6800 = stablehlo.add %6307, %6799 : tensor<384x1536xf32>
    %6801 = stablehlo.constant dense<0.05> : tensor<1536x384xf32>
    %6802 = stablehlo.multiply %6801, %blocks.10.mlp.fc2.w : tensor<1536x384xf32>
    %6803 = stablehlo.add %6345, %6802 : tensor<1536x384xf32>
    %6804 = stablehlo.constant dense<0.05> : tensor<384x1152xf32>
    %6805 = stablehlo.multiply %6804, %blocks.11.attn.qkv.w : tensor<384x1152xf32>
    %6806 = stablehlo.add %6421, %6805 : tensor<384x1152xf32>
    %6807 = stablehlo.constant dense<0.05> : tensor<384x384xf32>
    %6808 = stablehlo.multiply %6807, %blocks.11.attn.proj.w : tensor<384x384xf32>
    %6809 = stablehlo.add %6459, %6808 : tensor<384x384xf32>
    %6810 = stablehlo.constant dense<0.05> : tensor<384x1536xf32>
    %6811 = stablehlo.multiply %6810, %blocks.11.mlp.fc1.w : tensor<384x1536xf32>
    %6812 = stablehlo.add %6535, %6811 : tensor<384x1536xf32>
    %6813 = stablehlo.constant dense<0.05> : tensor<1536x384xf32>
    %6814 = stablehlo.multiply %6813, %blocks.11.mlp.fc2.w : tensor<1536x384xf32>
    %6815 = stablehlo.add %6573, %6814 : tensor<1536x384xf32>
    %6816 = stablehlo.constant dense<0.05> : tensor<384x1000xf32>
    %6817 = stablehlo.multiply %6816, %head.w : tensor<384x1000xf32>
    %6818 = stablehlo.add %6649, %6817 : tensor<384x1000xf32>
    %6819 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x16x3x384xf32>
    %6820 = stablehlo.multiply %6819, %6671 : tensor<16x16x3x384xf32>
    %6821 = stablehlo.subtract %patch_embed.proj.w, %6820 : tensor<16x16x3x384xf32>
    %6822 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6823 = stablehlo.multiply %6822, %3818 : tensor<384xf32>
    %6824 = stablehlo.subtract %patch_embed.proj.b, %6823 : tensor<384xf32>
    %6825 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x384xf32>
    %6826 = stablehlo.multiply %6825, %3837 : tensor<1x1x384xf32>
    %6827 = stablehlo.subtract %cls.token, %6826 : tensor<1x1x384xf32>
    %6828 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x197x384xf32>
    %6829 = stablehlo.multiply %6828, %3856 : tensor<1x197x384xf32>
    %6830 = stablehlo.subtract %pos.table, %6829 : tensor<1x197x384xf32>
    %6831 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6832 = stablehlo.multiply %6831, %3875 : tensor<384xf32>
    %6833 = stablehlo.subtract %blocks.0.norm1.g, %6832 : tensor<384xf32>
    %6834 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6835 = stablehlo.multiply %6834, %3894 : tensor<384xf32>
    %6836 = stablehlo.subtract %blocks.0.norm1.b, %6835 : tensor<384xf32>
    %6837 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1152xf32>
    %6838 = stablehlo.multiply %6837, %6674 : tensor<384x1152xf32>
    %6839 = stablehlo.subtract %blocks.0.attn.qkv.w, %6838 : tensor<384x1152xf32>
    %6840 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1152xf32>
    %6841 = stablehlo.multiply %6840, %3932 : tensor<1152xf32>
    %6842 = stablehlo.subtract %blocks.0.attn.qkv.b, %6841 : tensor<1152xf32>
    %6843 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x384xf32>
    %6844 = stablehlo.multiply %6843, %6677 : tensor<384x384xf32>
    %6845 = stablehlo.subtract %blocks.0.attn.proj.w, %6844 : tensor<384x384xf32>
    %6846 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6847 = stablehlo.multiply %6846, %3970 : tensor<384xf32>
    %6848 = stablehlo.subtract %blocks.0.attn.proj.b, %6847 : tensor<384xf32>
    %6849 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6850 = stablehlo.multiply %6849, %3989 : tensor<384xf32>
    %6851 = stablehlo.subtract %blocks.0.norm2.g, %6850 : tensor<384xf32>
    %6852 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6853 = stablehlo.multiply %6852, %4008 : tensor<384xf32>
    %6854 = stablehlo.subtract %blocks.0.norm2.b, %6853 : tensor<384xf32>
    %6855 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %6856 = stablehlo.multiply %6855, %6680 : tensor<384x1536xf32>
    %6857 = stablehlo.subtract %blocks.0.mlp.fc1.w, %6856 : tensor<384x1536xf32>
    %6858 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %6859 = stablehlo.multiply %6858, %4046 : tensor<1536xf32>
    %6860 = stablehlo.subtract %blocks.0.mlp.fc1.b, %6859 : tensor<1536xf32>
    %6861 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %6862 = stablehlo.multiply %6861, %6683 : tensor<1536x384xf32>
    %6863 = stablehlo.subtract %blocks.0.mlp.fc2.w, %6862 : tensor<1536x384xf32>
    %6864 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6865 = stablehlo.multiply %6864, %4084 : tensor<384xf32>
    %6866 = stablehlo.subtract %blocks.0.mlp.fc2.b, %6865 : tensor<384xf32>
    %6867 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6868 = stablehlo.multiply %6867, %4103 : tensor<384xf32>
    %6869 = stablehlo.subtract %blocks.1.norm1.g, %6868 : tensor<384xf32>
    %6870 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6871 = stablehlo.multiply %6870, %4122 : tensor<384xf32>
    %6872 = stablehlo.subtract %blocks.1.norm1.b, %6871 : tensor<384xf32>
    %6873 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1152xf32>
    %6874 = stablehlo.multiply %6873, %6686 : tensor<384x1152xf32>
    %6875 = stablehlo.subtract %blocks.1.attn.qkv.w, %6874 : tensor<384x1152xf32>
    %6876 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1152xf32>
    %6877 = stablehlo.multiply %6876, %4160 : tensor<1152xf32>
    %6878 = stablehlo.subtract %blocks.1.attn.qkv.b, %6877 : tensor<1152xf32>
    %6879 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x384xf32>
    %6880 = stablehlo.multiply %6879, %6689 : tensor<384x384xf32>
    %6881 = stablehlo.subtract %blocks.1.attn.proj.w, %6880 : tensor<384x384xf32>
    %6882 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6883 = stablehlo.multiply %6882, %4198 : tensor<384xf32>
    %6884 = stablehlo.subtract %blocks.1.attn.proj.b, %6883 : tensor<384xf32>
    %6885 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6886 = stablehlo.multiply %6885, %4217 : tensor<384xf32>
    %6887 = stablehlo.subtract %blocks.1.norm2.g, %6886 : tensor<384xf32>
    %6888 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6889 = stablehlo.multiply %6888, %4236 : tensor<384xf32>
    %6890 = stablehlo.subtract %blocks.1.norm2.b, %6889 : tensor<384xf32>
    %6891 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %6892 = stablehlo.multiply %6891, %6692 : tensor<384x1536xf32>
    %6893 = stablehlo.subtract %blocks.1.mlp.fc1.w, %6892 : tensor<384x1536xf32>
    %6894 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %6895 = stablehlo.multiply %6894, %4274 : tensor<1536xf32>
    %6896 = stablehlo.subtract %blocks.1.mlp.fc1.b, %6895 : tensor<1536xf32>
    %6897 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %6898 = stablehlo.multiply %6897, %6695 : tensor<1536x384xf32>
    %6899 = stablehlo.subtract %blocks.1.mlp.fc2.w, %6898 : tensor<1536x384xf32>
    %6900 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6901 = stablehlo.multiply %6900, %4312 : tensor<384xf32>
    %6902 = stablehlo.subtract %blocks.1.mlp.fc2.b, %6901 : tensor<384xf32>
    %6903 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6904 = stablehlo.multiply %6903, %4331 : tensor<384xf32>
    %6905 = stablehlo.subtract %blocks.2.norm1.g, %6904 : tensor<384xf32>
    %6906 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6907 = stablehlo.multiply %6906, %4350 : tensor<384xf32>
    %6908 = stablehlo.subtract %blocks.2.norm1.b, %6907 : tensor<384xf32>
    %6909 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1152xf32>
    %6910 = stablehlo.multiply %6909, %6698 : tensor<384x1152xf32>
    %6911 = stablehlo.subtract %blocks.2.attn.qkv.w, %6910 : tensor<384x1152xf32>
    %6912 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1152xf32>
    %6913 = stablehlo.multiply %6912, %4388 : tensor<1152xf32>
    %6914 = stablehlo.subtract %blocks.2.attn.qkv.b, %6913 : tensor<1152xf32>
    %6915 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x384xf32>
    %6916 = stablehlo.multiply %6915, %6701 : tensor<384x384xf32>
    %6917 = stablehlo.subtract %blocks.2.attn.proj.w, %6916 : tensor<384x384xf32>
    %6918 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6919 = stablehlo.multiply %6918, %4426 : tensor<384xf32>
    %6920 = stablehlo.subtract %blocks.2.attn.proj.b, %6919 : tensor<384xf32>
    %6921 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6922 = stablehlo.multiply %6921, %4445 : tensor<384xf32>
    %6923 = stablehlo.subtract %blocks.2.norm2.g, %6922 : tensor<384xf32>
    %6924 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6925 = stablehlo.multiply %6924, %4464 : tensor<384xf32>
    %6926 = stablehlo.subtract %blocks.2.norm2.b, %6925 : tensor<384xf32>
    %6927 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %6928 = stablehlo.multiply %6927, %6704 : tensor<384x1536xf32>
    %6929 = stablehlo.subtract %blocks.2.mlp.fc1.w, %6928 : tensor<384x1536xf32>
    %6930 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %6931 = stablehlo.multiply %6930, %4502 : tensor<1536xf32>
    %6932 = stablehlo.subtract %blocks.2.mlp.fc1.b, %6931 : tensor<1536xf32>
    %6933 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %6934 = stablehlo.multiply %6933, %6707 : tensor<1536x384xf32>
    %6935 = stablehlo.subtract %blocks.2.mlp.fc2.w, %6934 : tensor<1536x384xf32>
    %6936 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6937 = stablehlo.multiply %6936, %4540 : tensor<384xf32>
    %6938 = stablehlo.subtract %blocks.2.mlp.fc2.b, %6937 : tensor<384xf32>
    %6939 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6940 = stablehlo.multiply %6939, %4559 : tensor<384xf32>
    %6941 = stablehlo.subtract %blocks.3.norm1.g, %6940 : tensor<384xf32>
    %6942 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6943 = stablehlo.multiply %6942, %4578 : tensor<384xf32>
    %6944 = stablehlo.subtract %blocks.3.norm1.b, %6943 : tensor<384xf32>
    %6945 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1152xf32>
    %6946 = stablehlo.multiply %6945, %6710 : tensor<384x1152xf32>
    %6947 = stablehlo.subtract %blocks.3.attn.qkv.w, %6946 : tensor<384x1152xf32>
    %6948 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1152xf32>
    %6949 = stablehlo.multiply %6948, %4616 : tensor<1152xf32>
    %6950 = stablehlo.subtract %blocks.3.attn.qkv.b, %6949 : tensor<1152xf32>
    %6951 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x384xf32>
    %6952 = stablehlo.multiply %6951, %6713 : tensor<384x384xf32>
    %6953 = stablehlo.subtract %blocks.3.attn.proj.w, %6952 : tensor<384x384xf32>
    %6954 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6955 = stablehlo.multiply %6954, %4654 : tensor<384xf32>
    %6956 = stablehlo.subtract %blocks.3.attn.proj.b, %6955 : tensor<384xf32>
    %6957 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6958 = stablehlo.multiply %6957, %4673 : tensor<384xf32>
    %6959 = stablehlo.subtract %blocks.3.norm2.g, %6958 : tensor<384xf32>
    %6960 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6961 = stablehlo.multiply %6960, %4692 : tensor<384xf32>
    %6962 = stablehlo.subtract %blocks.3.norm2.b, %6961 : tensor<384xf32>
    %6963 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %6964 = stablehlo.multiply %6963, %6716 : tensor<384x1536xf32>
    %6965 = stablehlo.subtract %blocks.3.mlp.fc1.w, %6964 : tensor<384x1536xf32>
    %6966 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %6967 = stablehlo.multiply %6966, %4730 : tensor<1536xf32>
    %6968 = stablehlo.subtract %blocks.3.mlp.fc1.b, %6967 : tensor<1536xf32>
    %6969 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %6970 = stablehlo.multiply %6969, %6719 : tensor<1536x384xf32>
    %6971 = stablehlo.subtract %blocks.3.mlp.fc2.w, %6970 : tensor<1536x384xf32>
    %6972 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6973 = stablehlo.multiply %6972, %4768 : tensor<384xf32>
    %6974 = stablehlo.subtract %blocks.3.mlp.fc2.b, %6973 : tensor<384xf32>
    %6975 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6976 = stablehlo.multiply %6975, %4787 : tensor<384xf32>
    %6977 = stablehlo.subtract %blocks.4.norm1.g, %6976 : tensor<384xf32>
    %6978 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6979 = stablehlo.multiply %6978, %4806 : tensor<384xf32>
    %6980 = stablehlo.subtract %blocks.4.norm1.b, %6979 : tensor<384xf32>
    %6981 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1152xf32>
    %6982 = stablehlo.multiply %6981, %6722 : tensor<384x1152xf32>
    %6983 = stablehlo.subtract %blocks.4.attn.qkv.w, %6982 : tensor<384x1152xf32>
    %6984 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1152xf32>
    %6985 = stablehlo.multiply %6984, %4844 : tensor<1152xf32>
    %6986 = stablehlo.subtract %blocks.4.attn.qkv.b, %6985 : tensor<1152xf32>
    %6987 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x384xf32>
    %6988 = stablehlo.multiply %6987, %6725 : tensor<384x384xf32>
    %6989 = stablehlo.subtract %blocks.4.attn.proj.w, %6988 : tensor<384x384xf32>
    %6990 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6991 = stablehlo.multiply %6990, %4882 : tensor<384xf32>
    %6992 = stablehlo.subtract %blocks.4.attn.proj.b, %6991 : tensor<384xf32>
    %6993 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6994 = stablehlo.multiply %6993, %4901 : tensor<384xf32>
    %6995 = stablehlo.subtract %blocks.4.norm2.g, %6994 : tensor<384xf32>
    %6996 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6997 = stablehlo.multiply %6996, %4920 : tensor<384xf32>
    %6998 = stablehlo.subtract %blocks.4.norm2.b, %6997 : tensor<384xf32>
    %6999 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %7000 = stablehlo.multiply %6999, %6728 : tensor<384x1536xf32>
    %7001 = stablehlo.subtract %blocks.4.mlp.fc1.w, %7000 : tensor<384x1536xf32>
    %7002 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %7003 = stablehlo.multiply %7002, %4958 : tensor<1536xf32>
    %7004 = stablehlo.subtract %blocks.4.mlp.fc1.b, %7003 : tensor<1536xf32>
    %7005 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %7006 = stablehlo.multiply %7005, %6731 : tensor<1536x384xf32>
    %7007 = stablehlo.subtract %blocks.4.mlp.fc2.w, %7006 : tensor<1536x384xf32>
    %7008 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7009 = stablehlo.multiply %7008, %4996 : tensor<384xf32>
    %7010 = stablehlo.subtract %blocks.4.mlp.fc2.b, %7009 : tensor<384xf32>
    %7011 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7012 = stablehlo.multiply %7011, %5015 : tensor<384xf32>
    %7013 = stablehlo.subtract %blocks.5.norm1.g, %7012 : tensor<384xf32>
    %7014 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7015 = stablehlo.multiply %7014, %5034 : tensor<384xf32>
    %7016 = stablehlo.subtract %blocks.5.norm1.b, %7015 : tensor<384xf32>
    %7017 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1152xf32>
    %7018 = stablehlo.multiply %7017, %6734 : tensor<384x1152xf32>
    %7019 = stablehlo.subtract %blocks.5.attn.qkv.w, %7018 : tensor<384x1152xf32>
    %7020 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1152xf32>
    %7021 = stablehlo.multiply %7020, %5072 : tensor<1152xf32>
    %7022 = stablehlo.subtract %blocks.5.attn.qkv.b, %7021 : tensor<1152xf32>
    %7023 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x384xf32>
    %7024 = stablehlo.multiply %7023, %6737 : tensor<384x384xf32>
    %7025 = stablehlo.subtract %blocks.5.attn.proj.w, %7024 : tensor<384x384xf32>
    %7026 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7027 = stablehlo.multiply %7026, %5110 : tensor<384xf32>
    %7028 = stablehlo.subtract %blocks.5.attn.proj.b, %7027 : tensor<384xf32>
    %7029 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7030 = stablehlo.multiply %7029, %5129 : tensor<384xf32>
    %7031 = stablehlo.subtract %blocks.5.norm2.g, %7030 : tensor<384xf32>
    %7032 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7033 = stablehlo.multiply %7032, %5148 : tensor<384xf32>
    %7034 = stablehlo.subtract %blocks.5.norm2.b, %7033 : tensor<384xf32>
    %7035 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %7036 = stablehlo.multiply %7035, %6740 : tensor<384x1536xf32>
    %7037 = stablehlo.subtract %blocks.5.mlp.fc1.w, %7036 : tensor<384x1536xf32>
    %7038 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %7039 = stablehlo.multiply %7038, %5186 : tensor<1536xf32>
    %7040 = stablehlo.subtract %blocks.5.mlp.fc1.b, %7039 : tensor<1536xf32>
    %7041 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %7042 = stablehlo.multiply %7041, %6743 : tensor<1536x384xf32>
    %7043 = stablehlo.subtract %blocks.5.mlp.fc2.w, %7042 : tensor<1536x384xf32>
    %7044 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7045 = stablehlo.multiply %7044, %5224 : tensor<384xf32>
    %7046 = stablehlo.subtract %blocks.5.mlp.fc2.b, %7045 : tensor<384xf32>
    %7047 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7048 = stablehlo.multiply %7047, %5243 : tensor<384xf32>
    %7049 = stablehlo.subtract %blocks.6.norm1.g, %7048 : tensor<384xf32>
    %7050 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7051 = stablehlo.multiply %7050, %5262 : tensor<384xf32>
    %7052 = stablehlo.subtract %blocks.6.norm1.b, %7051 : tensor<384xf32>
    %7053 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1152xf32>
    %7054 = stablehlo.multiply %7053, %6746 : tensor<384x1152xf32>
    %7055 = stablehlo.subtract %blocks.6.attn.qkv.w, %7054 : tensor<384x1152xf32>
    %7056 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1152xf32>
    %7057 = stablehlo.multiply %7056, %5300 : tensor<1152xf32>
    %7058 = stablehlo.subtract %blocks.6.attn.qkv.b, %7057 : tensor<1152xf32>
    %7059 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x384xf32>
    %7060 = stablehlo.multiply %7059, %6749 : tensor<384x384xf32>
    %7061 = stablehlo.subtract %blocks.6.attn.proj.w, %7060 : tensor<384x384xf32>
    %7062 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7063 = stablehlo.multiply %7062, %5338 : tensor<384xf32>
    %7064 = stablehlo.subtract %blocks.6.attn.proj.b, %7063 : tensor<384xf32>
    %7065 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7066 = stablehlo.multiply %7065, %5357 : tensor<384xf32>
    %7067 = stablehlo.subtract %blocks.6.norm2.g, %7066 : tensor<384xf32>
    %7068 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7069 = stablehlo.multiply %7068, %5376 : tensor<384xf32>
    %7070 = stablehlo.subtract %blocks.6.norm2.b, %7069 : tensor<384xf32>
    %7071 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %7072 = stablehlo.multiply %7071, %6752 : tensor<384x1536xf32>
    %7073 = stablehlo.subtract %blocks.6.mlp.fc1.w, %7072 : tensor<384x1536xf32>
    %7074 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %7075 = stablehlo.multiply %7074, %5414 : tensor<1536xf32>
    %7076 = stablehlo.subtract %blocks.6.mlp.fc1.b, %7075 : tensor<1536xf32>
    %7077 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %7078 = stablehlo.multiply %7077, %6755 : tensor<1536x384xf32>
    %7079 = stablehlo.subtract %blocks.6.mlp.fc2.w, %7078 : tensor<1536x384xf32>
    %7080 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7081 = stablehlo.multiply %7080, %5452 : tensor<384xf32>
    %7082 = stablehlo.subtract %blocks.6.mlp.fc2.b, %7081 : tensor<384xf32>
    %7083 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7084 = stablehlo.multiply %7083, %5471 : tensor<384xf32>
    %7085 = stablehlo.subtract %blocks.7.norm1.g, %7084 : tensor<384xf32>
    %7086 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7087 = stablehlo.multiply %7086, %5490 : tensor<384xf32>
    %7088 = stablehlo.subtract %blocks.7.norm1.b, %7087 : tensor<384xf32>
    %7089 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1152xf32>
    %7090 = stablehlo.multiply %7089, %6758 : tensor<384x1152xf32>
    %7091 = stablehlo.subtract %blocks.7.attn.qkv.w, %7090 : tensor<384x1152xf32>
    %7092 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1152xf32>
    %7093 = stablehlo.multiply %7092, %5528 : tensor<1152xf32>
    %7094 = stablehlo.subtract %blocks.7.attn.qkv.b, %7093 : tensor<1152xf32>
    %7095 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x384xf32>
    %7096 = stablehlo.multiply %7095, %6761 : tensor<384x384xf32>
    %7097 = stablehlo.subtract %blocks.7.attn.proj.w, %7096 : tensor<384x384xf32>
    %7098 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7099 = stablehlo.multiply %7098, %5566 : tensor<384xf32>
    %7100 = stablehlo.subtract %blocks.7.attn.proj.b, %7099 : tensor<384xf32>
    %7101 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7102 = stablehlo.multiply %7101, %5585 : tensor<384xf32>
    %7103 = stablehlo.subtract %blocks.7.norm2.g, %7102 : tensor<384xf32>
    %7104 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7105 = stablehlo.multiply %7104, %5604 : tensor<384xf32>
    %7106 = stablehlo.subtract %blocks.7.norm2.b, %7105 : tensor<384xf32>
    %7107 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %7108 = stablehlo.multiply %7107, %6764 : tensor<384x1536xf32>
    %7109 = stablehlo.subtract %blocks.7.mlp.fc1.w, %7108 : tensor<384x1536xf32>
    %7110 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %7111 = stablehlo.multiply %7110, %5642 : tensor<1536xf32>
    %7112 = stablehlo.subtract %blocks.7.mlp.fc1.b, %7111 : tensor<1536xf32>
    %7113 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %7114 = stablehlo.multiply %7113, %6767 : tensor<1536x384xf32>
    %7115 = stablehlo.subtract %blocks.7.mlp.fc2.w, %7114 : tensor<1536x384xf32>
    %7116 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7117 = stablehlo.multiply %7116, %5680 : tensor<384xf32>
    %7118 = stablehlo.subtract %blocks.7.mlp.fc2.b, %7117 : tensor<384xf32>
    %7119 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7120 = stablehlo.multiply %7119, %5699 : tensor<384xf32>
    %7121 = stablehlo.subtract %blocks.8.norm1.g, %7120 : tensor<384xf32>
    %7122 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7123 = stablehlo.multiply %7122, %5718 : tensor<384xf32>
    %7124 = stablehlo.subtract %blocks.8.norm1.b, %7123 : tensor<384xf32>
    %7125 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1152xf32>
    %7126 = stablehlo.multiply %7125, %6770 : tensor<384x1152xf32>
    %7127 = stablehlo.subtract %blocks.8.attn.qkv.w, %7126 : tensor<384x1152xf32>
    %7128 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1152xf32>
    %7129 = stablehlo.multiply %7128, %5756 : tensor<1152xf32>
    %7130 = stablehlo.subtract %blocks.8.attn.qkv.b, %7129 : tensor<1152xf32>
    %7131 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x384xf32>
    %7132 = stablehlo.multiply %7131, %6773 : tensor<384x384xf32>
    %7133 = stablehlo.subtract %blocks.8.attn.proj.w, %7132 : tensor<384x384xf32>
    %7134 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7135 = stablehlo.multiply %7134, %5794 : tensor<384xf32>
    %7136 = stablehlo.subtract %blocks.8.attn.proj.b, %7135 : tensor<384xf32>
    %7137 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7138 = stablehlo.multiply %7137, %5813 : tensor<384xf32>
    %7139 = stablehlo.subtract %blocks.8.norm2.g, %7138 : tensor<384xf32>
    %7140 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7141 = stablehlo.multiply %7140, %5832 : tensor<384xf32>
    %7142 = stablehlo.subtract %blocks.8.norm2.b, %7141 : tensor<384xf32>
    %7143 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %7144 = stablehlo.multiply %7143, %6776 : tensor<384x1536xf32>
    %7145 = stablehlo.subtract %blocks.8.mlp.fc1.w, %7144 : tensor<384x1536xf32>
    %7146 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %7147 = stablehlo.multiply %7146, %5870 : tensor<1536xf32>
    %7148 = stablehlo.subtract %blocks.8.mlp.fc1.b, %7147 : tensor<1536xf32>
    %7149 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %7150 = stablehlo.multiply %7149, %6779 : tensor<1536x384xf32>
    %7151 = stablehlo.subtract %blocks.8.mlp.fc2.w, %7150 : tensor<1536x384xf32>
    %7152 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7153 = stablehlo.multiply %7152, %5908 : tensor<384xf32>
    %7154 = stablehlo.subtract %blocks.8.mlp.fc2.b, %7153 : tensor<384xf32>
    %7155 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7156 = stablehlo.multiply %7155, %5927 : tensor<384xf32>
    %7157 = stablehlo.subtract %blocks.9.norm1.g, %7156 : tensor<384xf32>
    %7158 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7159 = stablehlo.multiply %7158, %5946 : tensor<384xf32>
    %7160 = stablehlo.subtract %blocks.9.norm1.b, %7159 : tensor<384xf32>
    %7161 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1152xf32>
    %7162 = stablehlo.multiply %7161, %6782 : tensor<384x1152xf32>
    %7163 = stablehlo.subtract %blocks.9.attn.qkv.w, %7162 : tensor<384x1152xf32>
    %7164 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1152xf32>
    %7165 = stablehlo.multiply %7164, %5984 : tensor<1152xf32>
    %7166 = stablehlo.subtract %blocks.9.attn.qkv.b, %7165 : tensor<1152xf32>
    %7167 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x384xf32>
    %7168 = stablehlo.multiply %7167, %6785 : tensor<384x384xf32>
    %7169 = stablehlo.subtract %blocks.9.attn.proj.w, %7168 : tensor<384x384xf32>
    %7170 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7171 = stablehlo.multiply %7170, %6022 : tensor<384xf32>
    %7172 = stablehlo.subtract %blocks.9.attn.proj.b, %7171 : tensor<384xf32>
    %7173 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7174 = stablehlo.multiply %7173, %6041 : tensor<384xf32>
    %7175 = stablehlo.subtract %blocks.9.norm2.g, %7174 : tensor<384xf32>
    %7176 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7177 = stablehlo.multiply %7176, %6060 : tensor<384xf32>
    %7178 = stablehlo.subtract %blocks.9.norm2.b, %7177 : tensor<384xf32>
    %7179 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %7180 = stablehlo.multiply %7179, %6788 : tensor<384x1536xf32>
    %7181 = stablehlo.subtract %blocks.9.mlp.fc1.w, %7180 : tensor<384x1536xf32>
    %7182 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %7183 = stablehlo.multiply %7182, %6098 : tensor<1536xf32>
    %7184 = stablehlo.subtract %blocks.9.mlp.fc1.b, %7183 : tensor<1536xf32>
    %7185 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %7186 = stablehlo.multiply %7185, %6791 : tensor<1536x384xf32>
    %7187 = stablehlo.subtract %blocks.9.mlp.fc2.w, %7186 : tensor<1536x384xf32>
    %7188 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7189 = stablehlo.multiply %7188, %6136 : tensor<384xf32>
    %7190 = stablehlo.subtract %blocks.9.mlp.fc2.b, %7189 : tensor<384xf32>
    %7191 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7192 = stablehlo.multiply %7191, %6155 : tensor<384xf32>
    %7193 = stablehlo.subtract %blocks.10.norm1.g, %7192 : tensor<384xf32>
    %7194 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7195 = stablehlo.multiply %7194, %6174 : tensor<384xf32>
    %7196 = stablehlo.subtract %blocks.10.norm1.b, %7195 : tensor<384xf32>
    %7197 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1152xf32>
    %7198 = stablehlo.multiply %7197, %6794 : tensor<384x1152xf32>
    %7199 = stablehlo.subtract %blocks.10.attn.qkv.w, %7198 : tensor<384x1152xf32>
    %7200 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1152xf32>
    %7201 = stablehlo.multiply %7200, %6212 : tensor<1152xf32>
    %7202 = stablehlo.subtract %blocks.10.attn.qkv.b, %7201 : tensor<1152xf32>
    %7203 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x384xf32>
    %7204 = stablehlo.multiply %7203, %6797 : tensor<384x384xf32>
    %7205 = stablehlo.subtract %blocks.10.attn.proj.w, %7204 : tensor<384x384xf32>
    %7206 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7207 = stablehlo.multiply %7206, %6250 : tensor<384xf32>
    %7208 = stablehlo.subtract %blocks.10.attn.proj.b, %7207 : tensor<384xf32>
    %7209 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7210 = stablehlo.multiply %7209, %6269 : tensor<384xf32>
    %7211 = stablehlo.subtract %blocks.10.norm2.g, %7210 : tensor<384xf32>
    %7212 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7213 = stablehlo.multiply %7212, %6288 : tensor<384xf32>
    %7214 = stablehlo.subtract %blocks.10.norm2.b, %7213 : tensor<384xf32>
    %7215 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %7216 = stablehlo.multiply %7215, %6800 : tensor<384x1536xf32>
    %7217 = stablehlo.subtract %blocks.10.mlp.fc1.w, %7216 : tensor<384x1536xf32>
    %7218 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %7219 = stablehlo.multiply %7218, %6326 : tensor<1536xf32>
    %7220 = stablehlo.subtract %blocks.10.mlp.fc1.b, %7219 : tensor<1536xf32>
    %7221 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %7222 = stablehlo.multiply %7221, %6803 : tensor<1536x384xf32>
    %7223 = stablehlo.subtract %blocks.10.mlp.fc2.w, %7222 : tensor<1536x384xf32>
    %7224 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7225 = stablehlo.multiply %7224, %6364 : tensor<384xf32>
    %7226 = stablehlo.subtract %blocks.10.mlp.fc2.b, %7225 : tensor<384xf32>
    %7227 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7228 = stablehlo.multiply %7227, %6383 : tensor<384xf32>
    %7229 = stablehlo.subtract %blocks.11.norm1.g, %7228 : tensor<384xf32>
    %7230 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7231 = stablehlo.multiply %7230, %6402 : tensor<384xf32>
    %7232 = stablehlo.subtract %blocks.11.norm1.b, %7231 : tensor<384xf32>
    %7233 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1152xf32>
    %7234 = stablehlo.multiply %7233, %6806 : tensor<384x1152xf32>
    %7235 = stablehlo.subtract %blocks.11.attn.qkv.w, %7234 : tensor<384x1152xf32>
    %7236 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1152xf32>
    %7237 = stablehlo.multiply %7236, %6440 : tensor<1152xf32>
    %7238 = stablehlo.subtract %blocks.11.attn.qkv.b, %7237 : tensor<1152xf32>
    %7239 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x384xf32>
    %7240 = stablehlo.multiply %7239, %6809 : tensor<384x384xf32>
    %7241 = stablehlo.subtract %blocks.11.attn.proj.w, %7240 : tensor<384x384xf32>
    %7242 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7243 = stablehlo.multiply %7242, %6478 : tensor<384xf32>
    %7244 = stablehlo.subtract %blocks.11.attn.proj.b, %7243 : tensor<384xf32>
    %7245 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7246 = stablehlo.multiply %7245, %6497 : tensor<384xf32>
    %7247 = stablehlo.subtract %blocks.11.norm2.g, %7246 : tensor<384xf32>
    %7248 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7249 = stablehlo.multiply %7248, %6516 : tensor<384xf32>
    %7250 = stablehlo.subtract %blocks.11.norm2.b, %7249 : tensor<384xf32>
    %7251 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %7252 = stablehlo.multiply %7251, %6812 : tensor<384x1536xf32>
    %7253 = stablehlo.subtract %blocks.11.mlp.fc1.w, %7252 : tensor<384x1536xf32>
    %7254 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %7255 = stablehlo.multiply %7254, %6554 : tensor<1536xf32>
    %7256 = stablehlo.subtract %blocks.11.mlp.fc1.b, %7255 : tensor<1536xf32>
    %7257 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %7258 = stablehlo.multiply %7257, %6815 : tensor<1536x384xf32>
    %7259 = stablehlo.subtract %blocks.11.mlp.fc2.w, %7258 : tensor<1536x384xf32>
    %7260 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7261 = stablehlo.multiply %7260, %6592 : tensor<384xf32>
    %7262 = stablehlo.subtract %blocks.11.mlp.fc2.b, %7261 : tensor<384xf32>
    %7263 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7264 = stablehlo.multiply %7263, %6611 : tensor<384xf32>
    %7265 = stablehlo.subtract %norm.g, %7264 : tensor<384xf32>
    %7266 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7267 = stablehlo.multiply %7266, %6630 : tensor<384xf32>
    %7268 = stablehlo.subtract %norm.b, %7267 : tensor<384xf32>
    %7269 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1000xf32>
    %7270 = stablehlo.multiply %7269, %6818 : tensor<384x1000xf32>
    %7271 = stablehlo.subtract %head.w, %7270 : tensor<384x1000xf32>
    %7272 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1000xf32>
    %7273 = stablehlo.multiply %7272, %6668 : tensor<1000xf32>
    %7274 = stablehlo.subtract %head.b, %7273 : tensor<1000xf32>
    "func.return"(%6821, %6824, %6827, %6830, %6833, %6836, %6839, %6842, %6845, %6848, %6851, %6854, %6857, %6860, %6863, %6866, %6869, %6872, %6875, %6878, %6881, %6884, %6887, %6890, %6893, %6896, %6899, %6902, %6905, %6908, %6911, %6914, %6917, %6920, %6923, %6926, %6929, %6932, %6935, %6938, %6941, %6944, %6947, %6950, %6953, %6956, %6959, %6962, %6965, %6968, %6971, %6974, %6977, %6980, %6983, %6986, %6989, %6992, %6995, %6998, %7001, %7004, %7007, %7010, %7013, %7016, %7019, %7022, %7025, %7028, %7031, %7034, %7037, %7040, %7043, %7046, %7049, %7052, %7055, %7058, %7061, %7064, %7067, %7070, %7073, %7076, %7079, %7082, %7085, %7088, %7091, %7094, %7097, %7100, %7103, %7106, %7109, %7112, %7115, %7118, %7121, %7124, %7127, %7130, %7133, %7136, %7139, %7142, %7145, %7148, %7151, %7154, %7157, %7160, %7163, %7166, %7169, %7172, %7175, %7178, %7181, %7184, %7187, %7190, %7193, %7196, %7199, %7202, %7205, %7208, %7211, %7214, %7217, %7220, %7223, %7226, %7229, %7232, %7235, %7238, %7241, %7244, %7247, %7250, %7253, %7256, %7259, %7262, %7265, %7268, %7271, %7274, %3785, %3804, %3823, %3842, %3861, %3880, %3899, %3918, %3937, %3956, %3975, %3994, %4013, %4032, %4051, %4070, %4089, %4108, %4127, %4146, %4165, %4184, %4203, %4222, %4241, %4260, %4279, %4298, %4317, %4336, %4355, %4374, %4393, %4412, %4431, %4450, %4469, %4488, %4507, %4526, %4545, %4564, %4583, %4602, %4621, %4640, %4659, %4678, %4697, %4716, %4735, %4754, %4773, %4792, %4811, %4830, %4849, %4868, %4887, %4906, %4925, %4944, %4963, %4982, %5001, %5020, %5039, %5058, %5077, %5096, %5115, %5134, %5153, %5172, %5191, %5210, %5229, %5248, %5267, %5286, %5305, %5324, %5343, %5362, %5381, %5400, %5419, %5438, %5457, %5476, %5495, %5514, %5533, %5552, %5571, %5590, %5609, %5628, %5647, %5666, %5685, %5704, %5723, %5742, %5761, %5780, %5799, %5818, %5837, %5856, %5875, %5894, %5913, %5932, %5951, %5970, %5989, %6008, %6027, %6046, %6065, %6084, %6103, %6122, %6141, %6160, %6179, %6198, %6217, %6236, %6255, %6274, %6293, %6312, %6331, %6350, %6369, %6388, %6407, %6426, %6445, %6464, %6483, %6502, %6521, %6540, %6559, %6578, %6597, %6616, %6635, %6654, %3791, %3810, %3829, %3848, %3867, %3886, %3905, %3924, %3943, %3962, %3981, %4000, %4019, %4038, %4057, %4076, %4095, %4114, %4133, %4152, %4171, %4190, %4209, %4228, %4247, %4266, %4285, %4304, %4323, %4342, %4361, %4380, %4399, %4418, %4437, %4456, %4475, %4494, %4513, %4532, %4551, %4570, %4589, %4608, %4627, %4646, %4665, %4684, %4703, %4722, %4741, %4760, %4779, %4798, %4817, %4836, %4855, %4874, %4893, %4912, %4931, %4950, %4969, %4988, %5007, %5026, %5045, %5064, %5083, %5102, %5121, %5140, %5159, %5178, %5197, %5216, %5235, %5254, %5273, %5292, %5311, %5330, %5349, %5368, %5387, %5406, %5425, %5444, %5463, %5482, %5501, %5520, %5539, %5558, %5577, %5596, %5615, %5634, %5653, %5672, %5691, %5710, %5729, %5748, %5767, %5786, %5805, %5824, %5843, %5862, %5881, %5900, %5919, %5938, %5957, %5976, %5995, %6014, %6033, %6052, %6071, %6090, %6109, %6128, %6147, %6166, %6185, %6204, %6223, %6242, %6261, %6280, %6299, %6318, %6337, %6356, %6375, %6394, %6413, %6432, %6451, %6470, %6489, %6508, %6527, %6546, %6565, %6584, %6603, %6622, %6641, %6660, %1142, %3018) : (tensor<16x16x3x384xf32>, tensor<384xf32>, tensor<1x1x384xf32>, tensor<1x197x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1000xf32>, tensor<1000xf32>, tensor<16x16x3x384xf32>, tensor<384xf32>, tensor<1x1x384xf32>, tensor<1x197x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1000xf32>, tensor<1000xf32>, tensor<16x16x3x384xf32>, tensor<384xf32>, tensor<1x1x384xf32>, tensor<1x197x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1152xf32>, tensor<1152xf32>, tensor<384x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1000xf32>, tensor<1000xf32>, tensor<f32>, tensor<f32>) -> ()
  }
}

// hlocert 0.1.0 render: vit_Ti-c1000-i224-b128x8-adamw+wx+clip1.0+drop
// model: ViT-Ti/16  classes: 1000  image: 224  batch per replica: 128  replicas: 8
// variant: adamw+wx+clip1.0+drop  recipe batch: 128 per replica (DeiT's global 1024 = 8 replicas x 128)
// loss: softmax cross-entropy against soft targets, mean over the batch; label smoothing and mixup, if any, are in the host's targets
// data parallel: gradients and loss are the mean over 8 replicas (all-reduce sum ÷ N) before the optimizer
// grad_norm: the global L2 norm of the gradients before clipping (optax.tree.norm of the raw, replica-mean gradients)
// clip: optax clip_by_global_norm at 1.0: g·c/‖g‖ when ‖g‖ ≥ c, else g (no epsilon)
// adam: β1 0.9  β2 0.999  eps 1e-08 (outside the sqrt); m' = β1·m + (1−β1)·g, v' = β2·v + (1−β2)·g², u = (m'/bc1) / (sqrt(v'/bc2) + eps); m, v start at 0
// weight decay: 0.05, decoupled (u + wd·θ, scaled by lr with the update) on parameters of rank ≥ 2 only (none on biases, norm scales/shifts, γ); none on cls.token, pos.table either (the net's no_weight_decay, as timm's model)
// update: θ' = θ − lr·u
// host scalar lr: the learning rate of step t (the host's schedule)
// host scalar bc1: 1 − β1^t = 1 − 0.9^t (bias correction of m, t the 1-based step)
// host scalar bc2: 1 − β2^t = 1 − 0.999^t (bias correction of v)
// arguments: x 128x224x224x3; params (152 tensors, 5,717,416 scalars); m (152 tensors, 5,717,416 scalars); v (152 tensors, 5,717,416 scalars); scalars (lr, bc1, bc2); drop_mask 128x24; targets 128x1000
// results: params' (152 tensors, 5,717,416 scalars); m' (152 tensors, 5,717,416 scalars); v' (152 tensors, 5,717,416 scalars); loss scalar; grad_norm scalar
// aliasing: each of params, m, v is updated in place into its primed result
// content sha256: adeac61429825abe3a8da1f1b63f148293b7017ef398da4d5a2905d04df01603
module @vit_Ti_c1000_i224_b128x8_adamw_wx_clip1_0_drop attributes {mhlo.num_replicas = 8 : i32} {
  func.func public @main(%x: tensor<128x224x224x3xf32>, %patch_embed.proj.w: tensor<16x16x3x192xf32> {tf.aliasing_output = 0 : i32}, %patch_embed.proj.b: tensor<192xf32> {tf.aliasing_output = 1 : i32}, %cls.token: tensor<1x1x192xf32> {tf.aliasing_output = 2 : i32}, %pos.table: tensor<1x197x192xf32> {tf.aliasing_output = 3 : i32}, %blocks.0.norm1.g: tensor<192xf32> {tf.aliasing_output = 4 : i32}, %blocks.0.norm1.b: tensor<192xf32> {tf.aliasing_output = 5 : i32}, %blocks.0.attn.qkv.w: tensor<192x576xf32> {tf.aliasing_output = 6 : i32}, %blocks.0.attn.qkv.b: tensor<576xf32> {tf.aliasing_output = 7 : i32}, %blocks.0.attn.proj.w: tensor<192x192xf32> {tf.aliasing_output = 8 : i32}, %blocks.0.attn.proj.b: tensor<192xf32> {tf.aliasing_output = 9 : i32}, %blocks.0.norm2.g: tensor<192xf32> {tf.aliasing_output = 10 : i32}, %blocks.0.norm2.b: tensor<192xf32> {tf.aliasing_output = 11 : i32}, %blocks.0.mlp.fc1.w: tensor<192x768xf32> {tf.aliasing_output = 12 : i32}, %blocks.0.mlp.fc1.b: tensor<768xf32> {tf.aliasing_output = 13 : i32}, %blocks.0.mlp.fc2.w: tensor<768x192xf32> {tf.aliasing_output = 14 : i32}, %blocks.0.mlp.fc2.b: tensor<192xf32> {tf.aliasing_output = 15 : i32}, %blocks.1.norm1.g: tensor<192xf32> {tf.aliasing_output = 16 : i32}, %blocks.1.norm1.b: tensor<192xf32> {tf.aliasing_output = 17 : i32}, %blocks.1.attn.qkv.w: tensor<192x576xf32> {tf.aliasing_output = 18 : i32}, %blocks.1.attn.qkv.b: tensor<576xf32> {tf.aliasing_output = 19 : i32}, %blocks.1.attn.proj.w: tensor<192x192xf32> {tf.aliasing_output = 20 : i32}, %blocks.1.attn.proj.b: tensor<192xf32> {tf.aliasing_output = 21 : i32}, %blocks.1.norm2.g: tensor<192xf32> {tf.aliasing_output = 22 : i32}, %blocks.1.norm2.b: tensor<192xf32> {tf.aliasing_output = 23 : i32}, %blocks.1.mlp.fc1.w: tensor<192x768xf32> {tf.aliasing_output = 24 : i32}, %blocks.1.mlp.fc1.b: tensor<768xf32> {tf.aliasing_output = 25 : i32}, %blocks.1.mlp.fc2.w: tensor<768x192xf32> {tf.aliasing_output = 26 : i32}, %blocks.1.mlp.fc2.b: tensor<192xf32> {tf.aliasing_output = 27 : i32}, %blocks.2.norm1.g: tensor<192xf32> {tf.aliasing_output = 28 : i32}, %blocks.2.norm1.b: tensor<192xf32> {tf.aliasing_output = 29 : i32}, %blocks.2.attn.qkv.w: tensor<192x576xf32> {tf.aliasing_output = 30 : i32}, %blocks.2.attn.qkv.b: tensor<576xf32> {tf.aliasing_output = 31 : i32}, %blocks.2.attn.proj.w: tensor<192x192xf32> {tf.aliasing_output = 32 : i32}, %blocks.2.attn.proj.b: tensor<192xf32> {tf.aliasing_output = 33 : i32}, %blocks.2.norm2.g: tensor<192xf32> {tf.aliasing_output = 34 : i32}, %blocks.2.norm2.b: tensor<192xf32> {tf.aliasing_output = 35 : i32}, %blocks.2.mlp.fc1.w: tensor<192x768xf32> {tf.aliasing_output = 36 : i32}, %blocks.2.mlp.fc1.b: tensor<768xf32> {tf.aliasing_output = 37 : i32}, %blocks.2.mlp.fc2.w: tensor<768x192xf32> {tf.aliasing_output = 38 : i32}, %blocks.2.mlp.fc2.b: tensor<192xf32> {tf.aliasing_output = 39 : i32}, %blocks.3.norm1.g: tensor<192xf32> {tf.aliasing_output = 40 : i32}, %blocks.3.norm1.b: tensor<192xf32> {tf.aliasing_output = 41 : i32}, %blocks.3.attn.qkv.w: tensor<192x576xf32> {tf.aliasing_output = 42 : i32}, %blocks.3.attn.qkv.b: tensor<576xf32> {tf.aliasing_output = 43 : i32}, %blocks.3.attn.proj.w: tensor<192x192xf32> {tf.aliasing_output = 44 : i32}, %blocks.3.attn.proj.b: tensor<192xf32> {tf.aliasing_output = 45 : i32}, %blocks.3.norm2.g: tensor<192xf32> {tf.aliasing_output = 46 : i32}, %blocks.3.norm2.b: tensor<192xf32> {tf.aliasing_output = 47 : i32}, %blocks.3.mlp.fc1.w: tensor<192x768xf32> {tf.aliasing_output = 48 : i32}, %blocks.3.mlp.fc1.b: tensor<768xf32> {tf.aliasing_output = 49 : i32}, %blocks.3.mlp.fc2.w: tensor<768x192xf32> {tf.aliasing_output = 50 : i32}, %blocks.3.mlp.fc2.b: tensor<192xf32> {tf.aliasing_output = 51 : i32}, %blocks.4.norm1.g: tensor<192xf32> {tf.aliasing_output = 52 : i32}, %blocks.4.norm1.b: tensor<192xf32> {tf.aliasing_output = 53 : i32}, %blocks.4.attn.qkv.w: tensor<192x576xf32> {tf.aliasing_output = 54 : i32}, %blocks.4.attn.qkv.b: tensor<576xf32> {tf.aliasing_output = 55 : i32}, %blocks.4.attn.proj.w: tensor<192x192xf32> {tf.aliasing_output = 56 : i32}, %blocks.4.attn.proj.b: tensor<192xf32> {tf.aliasing_output = 57 : i32}, %blocks.4.norm2.g: tensor<192xf32> {tf.aliasing_output = 58 : i32}, %blocks.4.norm2.b: tensor<192xf32> {tf.aliasing_output = 59 : i32}, %blocks.4.mlp.fc1.w: tensor<192x768xf32> {tf.aliasing_output = 60 : i32}, %blocks.4.mlp.fc1.b: tensor<768xf32> {tf.aliasing_output = 61 : i32}, %blocks.4.mlp.fc2.w: tensor<768x192xf32> {tf.aliasing_output = 62 : i32}, %blocks.4.mlp.fc2.b: tensor<192xf32> {tf.aliasing_output = 63 : i32}, %blocks.5.norm1.g: tensor<192xf32> {tf.aliasing_output = 64 : i32}, %blocks.5.norm1.b: tensor<192xf32> {tf.aliasing_output = 65 : i32}, %blocks.5.attn.qkv.w: tensor<192x576xf32> {tf.aliasing_output = 66 : i32}, %blocks.5.attn.qkv.b: tensor<576xf32> {tf.aliasing_output = 67 : i32}, %blocks.5.attn.proj.w: tensor<192x192xf32> {tf.aliasing_output = 68 : i32}, %blocks.5.attn.proj.b: tensor<192xf32> {tf.aliasing_output = 69 : i32}, %blocks.5.norm2.g: tensor<192xf32> {tf.aliasing_output = 70 : i32}, %blocks.5.norm2.b: tensor<192xf32> {tf.aliasing_output = 71 : i32}, %blocks.5.mlp.fc1.w: tensor<192x768xf32> {tf.aliasing_output = 72 : i32}, %blocks.5.mlp.fc1.b: tensor<768xf32> {tf.aliasing_output = 73 : i32}, %blocks.5.mlp.fc2.w: tensor<768x192xf32> {tf.aliasing_output = 74 : i32}, %blocks.5.mlp.fc2.b: tensor<192xf32> {tf.aliasing_output = 75 : i32}, %blocks.6.norm1.g: tensor<192xf32> {tf.aliasing_output = 76 : i32}, %blocks.6.norm1.b: tensor<192xf32> {tf.aliasing_output = 77 : i32}, %blocks.6.attn.qkv.w: tensor<192x576xf32> {tf.aliasing_output = 78 : i32}, %blocks.6.attn.qkv.b: tensor<576xf32> {tf.aliasing_output = 79 : i32}, %blocks.6.attn.proj.w: tensor<192x192xf32> {tf.aliasing_output = 80 : i32}, %blocks.6.attn.proj.b: tensor<192xf32> {tf.aliasing_output = 81 : i32}, %blocks.6.norm2.g: tensor<192xf32> {tf.aliasing_output = 82 : i32}, %blocks.6.norm2.b: tensor<192xf32> {tf.aliasing_output = 83 : i32}, %blocks.6.mlp.fc1.w: tensor<192x768xf32> {tf.aliasing_output = 84 : i32}, %blocks.6.mlp.fc1.b: tensor<768xf32> {tf.aliasing_output = 85 : i32}, %blocks.6.mlp.fc2.w: tensor<768x192xf32> {tf.aliasing_output = 86 : i32}, %blocks.6.mlp.fc2.b: tensor<192xf32> {tf.aliasing_output = 87 : i32}, %blocks.7.norm1.g: tensor<192xf32> {tf.aliasing_output = 88 : i32}, %blocks.7.norm1.b: tensor<192xf32> {tf.aliasing_output = 89 : i32}, %blocks.7.attn.qkv.w: tensor<192x576xf32> {tf.aliasing_output = 90 : i32}, %blocks.7.attn.qkv.b: tensor<576xf32> {tf.aliasing_output = 91 : i32}, %blocks.7.attn.proj.w: tensor<192x192xf32> {tf.aliasing_output = 92 : i32}, %blocks.7.attn.proj.b: tensor<192xf32> {tf.aliasing_output = 93 : i32}, %blocks.7.norm2.g: tensor<192xf32> {tf.aliasing_output = 94 : i32}, %blocks.7.norm2.b: tensor<192xf32> {tf.aliasing_output = 95 : i32}, %blocks.7.mlp.fc1.w: tensor<192x768xf32> {tf.aliasing_output = 96 : i32}, %blocks.7.mlp.fc1.b: tensor<768xf32> {tf.aliasing_output = 97 : i32}, %blocks.7.mlp.fc2.w: tensor<768x192xf32> {tf.aliasing_output = 98 : i32}, %blocks.7.mlp.fc2.b: tensor<192xf32> {tf.aliasing_output = 99 : i32}, %blocks.8.norm1.g: tensor<192xf32> {tf.aliasing_output = 100 : i32}, %blocks.8.norm1.b: tensor<192xf32> {tf.aliasing_output = 101 : i32}, %blocks.8.attn.qkv.w: tensor<192x576xf32> {tf.aliasing_output = 102 : i32}, %blocks.8.attn.qkv.b: tensor<576xf32> {tf.aliasing_output = 103 : i32}, %blocks.8.attn.proj.w: tensor<192x192xf32> {tf.aliasing_output = 104 : i32}, %blocks.8.attn.proj.b: tensor<192xf32> {tf.aliasing_output = 105 : i32}, %blocks.8.norm2.g: tensor<192xf32> {tf.aliasing_output = 106 : i32}, %blocks.8.norm2.b: tensor<192xf32> {tf.aliasing_output = 107 : i32}, %blocks.8.mlp.fc1.w: tensor<192x768xf32> {tf.aliasing_output = 108 : i32}, %blocks.8.mlp.fc1.b: tensor<768xf32> {tf.aliasing_output = 109 : i32}, %blocks.8.mlp.fc2.w: tensor<768x192xf32> {tf.aliasing_output = 110 : i32}, %blocks.8.mlp.fc2.b: tensor<192xf32> {tf.aliasing_output = 111 : i32}, %blocks.9.norm1.g: tensor<192xf32> {tf.aliasing_output = 112 : i32}, %blocks.9.norm1.b: tensor<192xf32> {tf.aliasing_output = 113 : i32}, %blocks.9.attn.qkv.w: tensor<192x576xf32> {tf.aliasing_output = 114 : i32}, %blocks.9.attn.qkv.b: tensor<576xf32> {tf.aliasing_output = 115 : i32}, %blocks.9.attn.proj.w: tensor<192x192xf32> {tf.aliasing_output = 116 : i32}, %blocks.9.attn.proj.b: tensor<192xf32> {tf.aliasing_output = 117 : i32}, %blocks.9.norm2.g: tensor<192xf32> {tf.aliasing_output = 118 : i32}, %blocks.9.norm2.b: tensor<192xf32> {tf.aliasing_output = 119 : i32}, %blocks.9.mlp.fc1.w: tensor<192x768xf32> {tf.aliasing_output = 120 : i32}, %blocks.9.mlp.fc1.b: tensor<768xf32> {tf.aliasing_output = 121 : i32}, %blocks.9.mlp.fc2.w: tensor<768x192xf32> {tf.aliasing_output = 122 : i32}, %blocks.9.mlp.fc2.b: tensor<192xf32> {tf.aliasing_output = 123 : i32}, %blocks.10.norm1.g: tensor<192xf32> {tf.aliasing_output = 124 : i32}, %blocks.10.norm1.b: tensor<192xf32> {tf.aliasing_output = 125 : i32}, %blocks.10.attn.qkv.w: tensor<192x576xf32> {tf.aliasing_output = 126 : i32}, %blocks.10.attn.qkv.b: tensor<576xf32> {tf.aliasing_output = 127 : i32}, %blocks.10.attn.proj.w: tensor<192x192xf32> {tf.aliasing_output = 128 : i32}, %blocks.10.attn.proj.b: tensor<192xf32> {tf.aliasing_output = 129 : i32}, %blocks.10.norm2.g: tensor<192xf32> {tf.aliasing_output = 130 : i32}, %blocks.10.norm2.b: tensor<192xf32> {tf.aliasing_output = 131 : i32}, %blocks.10.mlp.fc1.w: tensor<192x768xf32> {tf.aliasing_output = 132 : i32}, %blocks.10.mlp.fc1.b: tensor<768xf32> {tf.aliasing_output = 133 : i32}, %blocks.10.mlp.fc2.w: tensor<768x192xf32> {tf.aliasing_output = 134 : i32}, %blocks.10.mlp.fc2.b: tensor<192xf32> {tf.aliasing_output = 135 : i32}, %blocks.11.norm1.g: tensor<192xf32> {tf.aliasing_output = 136 : i32}, %blocks.11.norm1.b: tensor<192xf32> {tf.aliasing_output = 137 : i32}, %blocks.11.attn.qkv.w: tensor<192x576xf32> {tf.aliasing_output = 138 : i32}, %blocks.11.attn.qkv.b: tensor<576xf32> {tf.aliasing_output = 139 : i32}, %blocks.11.attn.proj.w: tensor<192x192xf32> {tf.aliasing_output = 140 : i32}, %blocks.11.attn.proj.b: tensor<192xf32> {tf.aliasing_output = 141 : i32}, %blocks.11.norm2.g: tensor<192xf32> {tf.aliasing_output = 142 : i32}, %blocks.11.norm2.b: tensor<192xf32> {tf.aliasing_output = 143 : i32}, %blocks.11.mlp.fc1.w: tensor<192x768xf32> {tf.aliasing_output = 144 : i32}, %blocks.11.mlp.fc1.b: tensor<768xf32> {tf.aliasing_output = 145 : i32}, %blocks.11.mlp.fc2.w: tensor<768x192xf32> {tf.aliasing_output = 146 : i32}, %blocks.11.mlp.fc2.b: tensor<192xf32> {tf.aliasing_output = 147 : i32}, %norm.g: tensor<192xf32> {tf.aliasing_output = 148 : i32}, %norm.b: tensor<192xf32> {tf.aliasing_output = 149 : i32}, %head.w: tensor<192x1000xf32> {tf.aliasing_output = 150 : i32}, %head.b: tensor<1000xf32> {tf.aliasing_output = 151 : i32}, %m.patch_embed.proj.w: tensor<16x16x3x192xf32> {tf.aliasing_output = 152 : i32}, %m.patch_embed.proj.b: tensor<192xf32> {tf.aliasing_output = 153 : i32}, %m.cls.token: tensor<1x1x192xf32> {tf.aliasing_output = 154 : i32}, %m.pos.table: tensor<1x197x192xf32> {tf.aliasing_output = 155 : i32}, %m.blocks.0.norm1.g: tensor<192xf32> {tf.aliasing_output = 156 : i32}, %m.blocks.0.norm1.b: tensor<192xf32> {tf.aliasing_output = 157 : i32}, %m.blocks.0.attn.qkv.w: tensor<192x576xf32> {tf.aliasing_output = 158 : i32}, %m.blocks.0.attn.qkv.b: tensor<576xf32> {tf.aliasing_output = 159 : i32}, %m.blocks.0.attn.proj.w: tensor<192x192xf32> {tf.aliasing_output = 160 : i32}, %m.blocks.0.attn.proj.b: tensor<192xf32> {tf.aliasing_output = 161 : i32}, %m.blocks.0.norm2.g: tensor<192xf32> {tf.aliasing_output = 162 : i32}, %m.blocks.0.norm2.b: tensor<192xf32> {tf.aliasing_output = 163 : i32}, %m.blocks.0.mlp.fc1.w: tensor<192x768xf32> {tf.aliasing_output = 164 : i32}, %m.blocks.0.mlp.fc1.b: tensor<768xf32> {tf.aliasing_output = 165 : i32}, %m.blocks.0.mlp.fc2.w: tensor<768x192xf32> {tf.aliasing_output = 166 : i32}, %m.blocks.0.mlp.fc2.b: tensor<192xf32> {tf.aliasing_output = 167 : i32}, %m.blocks.1.norm1.g: tensor<192xf32> {tf.aliasing_output = 168 : i32}, %m.blocks.1.norm1.b: tensor<192xf32> {tf.aliasing_output = 169 : i32}, %m.blocks.1.attn.qkv.w: tensor<192x576xf32> {tf.aliasing_output = 170 : i32}, %m.blocks.1.attn.qkv.b: tensor<576xf32> {tf.aliasing_output = 171 : i32}, %m.blocks.1.attn.proj.w: tensor<192x192xf32> {tf.aliasing_output = 172 : i32}, %m.blocks.1.attn.proj.b: tensor<192xf32> {tf.aliasing_output = 173 : i32}, %m.blocks.1.norm2.g: tensor<192xf32> {tf.aliasing_output = 174 : i32}, %m.blocks.1.norm2.b: tensor<192xf32> {tf.aliasing_output = 175 : i32}, %m.blocks.1.mlp.fc1.w: tensor<192x768xf32> {tf.aliasing_output = 176 : i32}, %m.blocks.1.mlp.fc1.b: tensor<768xf32> {tf.aliasing_output = 177 : i32}, %m.blocks.1.mlp.fc2.w: tensor<768x192xf32> {tf.aliasing_output = 178 : i32}, %m.blocks.1.mlp.fc2.b: tensor<192xf32> {tf.aliasing_output = 179 : i32}, %m.blocks.2.norm1.g: tensor<192xf32> {tf.aliasing_output = 180 : i32}, %m.blocks.2.norm1.b: tensor<192xf32> {tf.aliasing_output = 181 : i32}, %m.blocks.2.attn.qkv.w: tensor<192x576xf32> {tf.aliasing_output = 182 : i32}, %m.blocks.2.attn.qkv.b: tensor<576xf32> {tf.aliasing_output = 183 : i32}, %m.blocks.2.attn.proj.w: tensor<192x192xf32> {tf.aliasing_output = 184 : i32}, %m.blocks.2.attn.proj.b: tensor<192xf32> {tf.aliasing_output = 185 : i32}, %m.blocks.2.norm2.g: tensor<192xf32> {tf.aliasing_output = 186 : i32}, %m.blocks.2.norm2.b: tensor<192xf32> {tf.aliasing_output = 187 : i32}, %m.blocks.2.mlp.fc1.w: tensor<192x768xf32> {tf.aliasing_output = 188 : i32}, %m.blocks.2.mlp.fc1.b: tensor<768xf32> {tf.aliasing_output = 189 : i32}, %m.blocks.2.mlp.fc2.w: tensor<768x192xf32> {tf.aliasing_output = 190 : i32}, %m.blocks.2.mlp.fc2.b: tensor<192xf32> {tf.aliasing_output = 191 : i32}, %m.blocks.3.norm1.g: tensor<192xf32> {tf.aliasing_output = 192 : i32}, %m.blocks.3.norm1.b: tensor<192xf32> {tf.aliasing_output = 193 : i32}, %m.blocks.3.attn.qkv.w: tensor<192x576xf32> {tf.aliasing_output = 194 : i32}, %m.blocks.3.attn.qkv.b: tensor<576xf32> {tf.aliasing_output = 195 : i32}, %m.blocks.3.attn.proj.w: tensor<192x192xf32> {tf.aliasing_output = 196 : i32}, %m.blocks.3.attn.proj.b: tensor<192xf32> {tf.aliasing_output = 197 : i32}, %m.blocks.3.norm2.g: tensor<192xf32> {tf.aliasing_output = 198 : i32}, %m.blocks.3.norm2.b: tensor<192xf32> {tf.aliasing_output = 199 : i32}, %m.blocks.3.mlp.fc1.w: tensor<192x768xf32> {tf.aliasing_output = 200 : i32}, %m.blocks.3.mlp.fc1.b: tensor<768xf32> {tf.aliasing_output = 201 : i32}, %m.blocks.3.mlp.fc2.w: tensor<768x192xf32> {tf.aliasing_output = 202 : i32}, %m.blocks.3.mlp.fc2.b: tensor<192xf32> {tf.aliasing_output = 203 : i32}, %m.blocks.4.norm1.g: tensor<192xf32> {tf.aliasing_output = 204 : i32}, %m.blocks.4.norm1.b: tensor<192xf32> {tf.aliasing_output = 205 : i32}, %m.blocks.4.attn.qkv.w: tensor<192x576xf32> {tf.aliasing_output = 206 : i32}, %m.blocks.4.attn.qkv.b: tensor<576xf32> {tf.aliasing_output = 207 : i32}, %m.blocks.4.attn.proj.w: tensor<192x192xf32> {tf.aliasing_output = 208 : i32}, %m.blocks.4.attn.proj.b: tensor<192xf32> {tf.aliasing_output = 209 : i32}, %m.blocks.4.norm2.g: tensor<192xf32> {tf.aliasing_output = 210 : i32}, %m.blocks.4.norm2.b: tensor<192xf32> {tf.aliasing_output = 211 : i32}, %m.blocks.4.mlp.fc1.w: tensor<192x768xf32> {tf.aliasing_output = 212 : i32}, %m.blocks.4.mlp.fc1.b: tensor<768xf32> {tf.aliasing_output = 213 : i32}, %m.blocks.4.mlp.fc2.w: tensor<768x192xf32> {tf.aliasing_output = 214 : i32}, %m.blocks.4.mlp.fc2.b: tensor<192xf32> {tf.aliasing_output = 215 : i32}, %m.blocks.5.norm1.g: tensor<192xf32> {tf.aliasing_output = 216 : i32}, %m.blocks.5.norm1.b: tensor<192xf32> {tf.aliasing_output = 217 : i32}, %m.blocks.5.attn.qkv.w: tensor<192x576xf32> {tf.aliasing_output = 218 : i32}, %m.blocks.5.attn.qkv.b: tensor<576xf32> {tf.aliasing_output = 219 : i32}, %m.blocks.5.attn.proj.w: tensor<192x192xf32> {tf.aliasing_output = 220 : i32}, %m.blocks.5.attn.proj.b: tensor<192xf32> {tf.aliasing_output = 221 : i32}, %m.blocks.5.norm2.g: tensor<192xf32> {tf.aliasing_output = 222 : i32}, %m.blocks.5.norm2.b: tensor<192xf32> {tf.aliasing_output = 223 : i32}, %m.blocks.5.mlp.fc1.w: tensor<192x768xf32> {tf.aliasing_output = 224 : i32}, %m.blocks.5.mlp.fc1.b: tensor<768xf32> {tf.aliasing_output = 225 : i32}, %m.blocks.5.mlp.fc2.w: tensor<768x192xf32> {tf.aliasing_output = 226 : i32}, %m.blocks.5.mlp.fc2.b: tensor<192xf32> {tf.aliasing_output = 227 : i32}, %m.blocks.6.norm1.g: tensor<192xf32> {tf.aliasing_output = 228 : i32}, %m.blocks.6.norm1.b: tensor<192xf32> {tf.aliasing_output = 229 : i32}, %m.blocks.6.attn.qkv.w: tensor<192x576xf32> {tf.aliasing_output = 230 : i32}, %m.blocks.6.attn.qkv.b: tensor<576xf32> {tf.aliasing_output = 231 : i32}, %m.blocks.6.attn.proj.w: tensor<192x192xf32> {tf.aliasing_output = 232 : i32}, %m.blocks.6.attn.proj.b: tensor<192xf32> {tf.aliasing_output = 233 : i32}, %m.blocks.6.norm2.g: tensor<192xf32> {tf.aliasing_output = 234 : i32}, %m.blocks.6.norm2.b: tensor<192xf32> {tf.aliasing_output = 235 : i32}, %m.blocks.6.mlp.fc1.w: tensor<192x768xf32> {tf.aliasing_output = 236 : i32}, %m.blocks.6.mlp.fc1.b: tensor<768xf32> {tf.aliasing_output = 237 : i32}, %m.blocks.6.mlp.fc2.w: tensor<768x192xf32> {tf.aliasing_output = 238 : i32}, %m.blocks.6.mlp.fc2.b: tensor<192xf32> {tf.aliasing_output = 239 : i32}, %m.blocks.7.norm1.g: tensor<192xf32> {tf.aliasing_output = 240 : i32}, %m.blocks.7.norm1.b: tensor<192xf32> {tf.aliasing_output = 241 : i32}, %m.blocks.7.attn.qkv.w: tensor<192x576xf32> {tf.aliasing_output = 242 : i32}, %m.blocks.7.attn.qkv.b: tensor<576xf32> {tf.aliasing_output = 243 : i32}, %m.blocks.7.attn.proj.w: tensor<192x192xf32> {tf.aliasing_output = 244 : i32}, %m.blocks.7.attn.proj.b: tensor<192xf32> {tf.aliasing_output = 245 : i32}, %m.blocks.7.norm2.g: tensor<192xf32> {tf.aliasing_output = 246 : i32}, %m.blocks.7.norm2.b: tensor<192xf32> {tf.aliasing_output = 247 : i32}, %m.blocks.7.mlp.fc1.w: tensor<192x768xf32> {tf.aliasing_output = 248 : i32}, %m.blocks.7.mlp.fc1.b: tensor<768xf32> {tf.aliasing_output = 249 : i32}, %m.blocks.7.mlp.fc2.w: tensor<768x192xf32> {tf.aliasing_output = 250 : i32}, %m.blocks.7.mlp.fc2.b: tensor<192xf32> {tf.aliasing_output = 251 : i32}, %m.blocks.8.norm1.g: tensor<192xf32> {tf.aliasing_output = 252 : i32}, %m.blocks.8.norm1.b: tensor<192xf32> {tf.aliasing_output = 253 : i32}, %m.blocks.8.attn.qkv.w: tensor<192x576xf32> {tf.aliasing_output = 254 : i32}, %m.blocks.8.attn.qkv.b: tensor<576xf32> {tf.aliasing_output = 255 : i32}, %m.blocks.8.attn.proj.w: tensor<192x192xf32> {tf.aliasing_output = 256 : i32}, %m.blocks.8.attn.proj.b: tensor<192xf32> {tf.aliasing_output = 257 : i32}, %m.blocks.8.norm2.g: tensor<192xf32> {tf.aliasing_output = 258 : i32}, %m.blocks.8.norm2.b: tensor<192xf32> {tf.aliasing_output = 259 : i32}, %m.blocks.8.mlp.fc1.w: tensor<192x768xf32> {tf.aliasing_output = 260 : i32}, %m.blocks.8.mlp.fc1.b: tensor<768xf32> {tf.aliasing_output = 261 : i32}, %m.blocks.8.mlp.fc2.w: tensor<768x192xf32> {tf.aliasing_output = 262 : i32}, %m.blocks.8.mlp.fc2.b: tensor<192xf32> {tf.aliasing_output = 263 : i32}, %m.blocks.9.norm1.g: tensor<192xf32> {tf.aliasing_output = 264 : i32}, %m.blocks.9.norm1.b: tensor<192xf32> {tf.aliasing_output = 265 : i32}, %m.blocks.9.attn.qkv.w: tensor<192x576xf32> {tf.aliasing_output = 266 : i32}, %m.blocks.9.attn.qkv.b: tensor<576xf32> {tf.aliasing_output = 267 : i32}, %m.blocks.9.attn.proj.w: tensor<192x192xf32> {tf.aliasing_output = 268 : i32}, %m.blocks.9.attn.proj.b: tensor<192xf32> {tf.aliasing_output = 269 : i32}, %m.blocks.9.norm2.g: tensor<192xf32> {tf.aliasing_output = 270 : i32}, %m.blocks.9.norm2.b: tensor<192xf32> {tf.aliasing_output = 271 : i32}, %m.blocks.9.mlp.fc1.w: tensor<192x768xf32> {tf.aliasing_output = 272 : i32}, %m.blocks.9.mlp.fc1.b: tensor<768xf32> {tf.aliasing_output = 273 : i32}, %m.blocks.9.mlp.fc2.w: tensor<768x192xf32> {tf.aliasing_output = 274 : i32}, %m.blocks.9.mlp.fc2.b: tensor<192xf32> {tf.aliasing_output = 275 : i32}, %m.blocks.10.norm1.g: tensor<192xf32> {tf.aliasing_output = 276 : i32}, %m.blocks.10.norm1.b: tensor<192xf32> {tf.aliasing_output = 277 : i32}, %m.blocks.10.attn.qkv.w: tensor<192x576xf32> {tf.aliasing_output = 278 : i32}, %m.blocks.10.attn.qkv.b: tensor<576xf32> {tf.aliasing_output = 279 : i32}, %m.blocks.10.attn.proj.w: tensor<192x192xf32> {tf.aliasing_output = 280 : i32}, %m.blocks.10.attn.proj.b: tensor<192xf32> {tf.aliasing_output = 281 : i32}, %m.blocks.10.norm2.g: tensor<192xf32> {tf.aliasing_output = 282 : i32}, %m.blocks.10.norm2.b: tensor<192xf32> {tf.aliasing_output = 283 : i32}, %m.blocks.10.mlp.fc1.w: tensor<192x768xf32> {tf.aliasing_output = 284 : i32}, %m.blocks.10.mlp.fc1.b: tensor<768xf32> {tf.aliasing_output = 285 : i32}, %m.blocks.10.mlp.fc2.w: tensor<768x192xf32> {tf.aliasing_output = 286 : i32}, %m.blocks.10.mlp.fc2.b: tensor<192xf32> {tf.aliasing_output = 287 : i32}, %m.blocks.11.norm1.g: tensor<192xf32> {tf.aliasing_output = 288 : i32}, %m.blocks.11.norm1.b: tensor<192xf32> {tf.aliasing_output = 289 : i32}, %m.blocks.11.attn.qkv.w: tensor<192x576xf32> {tf.aliasing_output = 290 : i32}, %m.blocks.11.attn.qkv.b: tensor<576xf32> {tf.aliasing_output = 291 : i32}, %m.blocks.11.attn.proj.w: tensor<192x192xf32> {tf.aliasing_output = 292 : i32}, %m.blocks.11.attn.proj.b: tensor<192xf32> {tf.aliasing_output = 293 : i32}, %m.blocks.11.norm2.g: tensor<192xf32> {tf.aliasing_output = 294 : i32}, %m.blocks.11.norm2.b: tensor<192xf32> {tf.aliasing_output = 295 : i32}, %m.blocks.11.mlp.fc1.w: tensor<192x768xf32> {tf.aliasing_output = 296 : i32}, %m.blocks.11.mlp.fc1.b: tensor<768xf32> {tf.aliasing_output = 297 : i32}, %m.blocks.11.mlp.fc2.w: tensor<768x192xf32> {tf.aliasing_output = 298 : i32}, %m.blocks.11.mlp.fc2.b: tensor<192xf32> {tf.aliasing_output = 299 : i32}, %m.norm.g: tensor<192xf32> {tf.aliasing_output = 300 : i32}, %m.norm.b: tensor<192xf32> {tf.aliasing_output = 301 : i32}, %m.head.w: tensor<192x1000xf32> {tf.aliasing_output = 302 : i32}, %m.head.b: tensor<1000xf32> {tf.aliasing_output = 303 : i32}, %v.patch_embed.proj.w: tensor<16x16x3x192xf32> {tf.aliasing_output = 304 : i32}, %v.patch_embed.proj.b: tensor<192xf32> {tf.aliasing_output = 305 : i32}, %v.cls.token: tensor<1x1x192xf32> {tf.aliasing_output = 306 : i32}, %v.pos.table: tensor<1x197x192xf32> {tf.aliasing_output = 307 : i32}, %v.blocks.0.norm1.g: tensor<192xf32> {tf.aliasing_output = 308 : i32}, %v.blocks.0.norm1.b: tensor<192xf32> {tf.aliasing_output = 309 : i32}, %v.blocks.0.attn.qkv.w: tensor<192x576xf32> {tf.aliasing_output = 310 : i32}, %v.blocks.0.attn.qkv.b: tensor<576xf32> {tf.aliasing_output = 311 : i32}, %v.blocks.0.attn.proj.w: tensor<192x192xf32> {tf.aliasing_output = 312 : i32}, %v.blocks.0.attn.proj.b: tensor<192xf32> {tf.aliasing_output = 313 : i32}, %v.blocks.0.norm2.g: tensor<192xf32> {tf.aliasing_output = 314 : i32}, %v.blocks.0.norm2.b: tensor<192xf32> {tf.aliasing_output = 315 : i32}, %v.blocks.0.mlp.fc1.w: tensor<192x768xf32> {tf.aliasing_output = 316 : i32}, %v.blocks.0.mlp.fc1.b: tensor<768xf32> {tf.aliasing_output = 317 : i32}, %v.blocks.0.mlp.fc2.w: tensor<768x192xf32> {tf.aliasing_output = 318 : i32}, %v.blocks.0.mlp.fc2.b: tensor<192xf32> {tf.aliasing_output = 319 : i32}, %v.blocks.1.norm1.g: tensor<192xf32> {tf.aliasing_output = 320 : i32}, %v.blocks.1.norm1.b: tensor<192xf32> {tf.aliasing_output = 321 : i32}, %v.blocks.1.attn.qkv.w: tensor<192x576xf32> {tf.aliasing_output = 322 : i32}, %v.blocks.1.attn.qkv.b: tensor<576xf32> {tf.aliasing_output = 323 : i32}, %v.blocks.1.attn.proj.w: tensor<192x192xf32> {tf.aliasing_output = 324 : i32}, %v.blocks.1.attn.proj.b: tensor<192xf32> {tf.aliasing_output = 325 : i32}, %v.blocks.1.norm2.g: tensor<192xf32> {tf.aliasing_output = 326 : i32}, %v.blocks.1.norm2.b: tensor<192xf32> {tf.aliasing_output = 327 : i32}, %v.blocks.1.mlp.fc1.w: tensor<192x768xf32> {tf.aliasing_output = 328 : i32}, %v.blocks.1.mlp.fc1.b: tensor<768xf32> {tf.aliasing_output = 329 : i32}, %v.blocks.1.mlp.fc2.w: tensor<768x192xf32> {tf.aliasing_output = 330 : i32}, %v.blocks.1.mlp.fc2.b: tensor<192xf32> {tf.aliasing_output = 331 : i32}, %v.blocks.2.norm1.g: tensor<192xf32> {tf.aliasing_output = 332 : i32}, %v.blocks.2.norm1.b: tensor<192xf32> {tf.aliasing_output = 333 : i32}, %v.blocks.2.attn.qkv.w: tensor<192x576xf32> {tf.aliasing_output = 334 : i32}, %v.blocks.2.attn.qkv.b: tensor<576xf32> {tf.aliasing_output = 335 : i32}, %v.blocks.2.attn.proj.w: tensor<192x192xf32> {tf.aliasing_output = 336 : i32}, %v.blocks.2.attn.proj.b: tensor<192xf32> {tf.aliasing_output = 337 : i32}, %v.blocks.2.norm2.g: tensor<192xf32> {tf.aliasing_output = 338 : i32}, %v.blocks.2.norm2.b: tensor<192xf32> {tf.aliasing_output = 339 : i32}, %v.blocks.2.mlp.fc1.w: tensor<192x768xf32> {tf.aliasing_output = 340 : i32}, %v.blocks.2.mlp.fc1.b: tensor<768xf32> {tf.aliasing_output = 341 : i32}, %v.blocks.2.mlp.fc2.w: tensor<768x192xf32> {tf.aliasing_output = 342 : i32}, %v.blocks.2.mlp.fc2.b: tensor<192xf32> {tf.aliasing_output = 343 : i32}, %v.blocks.3.norm1.g: tensor<192xf32> {tf.aliasing_output = 344 : i32}, %v.blocks.3.norm1.b: tensor<192xf32> {tf.aliasing_output = 345 : i32}, %v.blocks.3.attn.qkv.w: tensor<192x576xf32> {tf.aliasing_output = 346 : i32}, %v.blocks.3.attn.qkv.b: tensor<576xf32> {tf.aliasing_output = 347 : i32}, %v.blocks.3.attn.proj.w: tensor<192x192xf32> {tf.aliasing_output = 348 : i32}, %v.blocks.3.attn.proj.b: tensor<192xf32> {tf.aliasing_output = 349 : i32}, %v.blocks.3.norm2.g: tensor<192xf32> {tf.aliasing_output = 350 : i32}, %v.blocks.3.norm2.b: tensor<192xf32> {tf.aliasing_output = 351 : i32}, %v.blocks.3.mlp.fc1.w: tensor<192x768xf32> {tf.aliasing_output = 352 : i32}, %v.blocks.3.mlp.fc1.b: tensor<768xf32> {tf.aliasing_output = 353 : i32}, %v.blocks.3.mlp.fc2.w: tensor<768x192xf32> {tf.aliasing_output = 354 : i32}, %v.blocks.3.mlp.fc2.b: tensor<192xf32> {tf.aliasing_output = 355 : i32}, %v.blocks.4.norm1.g: tensor<192xf32> {tf.aliasing_output = 356 : i32}, %v.blocks.4.norm1.b: tensor<192xf32> {tf.aliasing_output = 357 : i32}, %v.blocks.4.attn.qkv.w: tensor<192x576xf32> {tf.aliasing_output = 358 : i32}, %v.blocks.4.attn.qkv.b: tensor<576xf32> {tf.aliasing_output = 359 : i32}, %v.blocks.4.attn.proj.w: tensor<192x192xf32> {tf.aliasing_output = 360 : i32}, %v.blocks.4.attn.proj.b: tensor<192xf32> {tf.aliasing_output = 361 : i32}, %v.blocks.4.norm2.g: tensor<192xf32> {tf.aliasing_output = 362 : i32}, %v.blocks.4.norm2.b: tensor<192xf32> {tf.aliasing_output = 363 : i32}, %v.blocks.4.mlp.fc1.w: tensor<192x768xf32> {tf.aliasing_output = 364 : i32}, %v.blocks.4.mlp.fc1.b: tensor<768xf32> {tf.aliasing_output = 365 : i32}, %v.blocks.4.mlp.fc2.w: tensor<768x192xf32> {tf.aliasing_output = 366 : i32}, %v.blocks.4.mlp.fc2.b: tensor<192xf32> {tf.aliasing_output = 367 : i32}, %v.blocks.5.norm1.g: tensor<192xf32> {tf.aliasing_output = 368 : i32}, %v.blocks.5.norm1.b: tensor<192xf32> {tf.aliasing_output = 369 : i32}, %v.blocks.5.attn.qkv.w: tensor<192x576xf32> {tf.aliasing_output = 370 : i32}, %v.blocks.5.attn.qkv.b: tensor<576xf32> {tf.aliasing_output = 371 : i32}, %v.blocks.5.attn.proj.w: tensor<192x192xf32> {tf.aliasing_output = 372 : i32}, %v.blocks.5.attn.proj.b: tensor<192xf32> {tf.aliasing_output = 373 : i32}, %v.blocks.5.norm2.g: tensor<192xf32> {tf.aliasing_output = 374 : i32}, %v.blocks.5.norm2.b: tensor<192xf32> {tf.aliasing_output = 375 : i32}, %v.blocks.5.mlp.fc1.w: tensor<192x768xf32> {tf.aliasing_output = 376 : i32}, %v.blocks.5.mlp.fc1.b: tensor<768xf32> {tf.aliasing_output = 377 : i32}, %v.blocks.5.mlp.fc2.w: tensor<768x192xf32> {tf.aliasing_output = 378 : i32}, %v.blocks.5.mlp.fc2.b: tensor<192xf32> {tf.aliasing_output = 379 : i32}, %v.blocks.6.norm1.g: tensor<192xf32> {tf.aliasing_output = 380 : i32}, %v.blocks.6.norm1.b: tensor<192xf32> {tf.aliasing_output = 381 : i32}, %v.blocks.6.attn.qkv.w: tensor<192x576xf32> {tf.aliasing_output = 382 : i32}, %v.blocks.6.attn.qkv.b: tensor<576xf32> {tf.aliasing_output = 383 : i32}, %v.blocks.6.attn.proj.w: tensor<192x192xf32> {tf.aliasing_output = 384 : i32}, %v.blocks.6.attn.proj.b: tensor<192xf32> {tf.aliasing_output = 385 : i32}, %v.blocks.6.norm2.g: tensor<192xf32> {tf.aliasing_output = 386 : i32}, %v.blocks.6.norm2.b: tensor<192xf32> {tf.aliasing_output = 387 : i32}, %v.blocks.6.mlp.fc1.w: tensor<192x768xf32> {tf.aliasing_output = 388 : i32}, %v.blocks.6.mlp.fc1.b: tensor<768xf32> {tf.aliasing_output = 389 : i32}, %v.blocks.6.mlp.fc2.w: tensor<768x192xf32> {tf.aliasing_output = 390 : i32}, %v.blocks.6.mlp.fc2.b: tensor<192xf32> {tf.aliasing_output = 391 : i32}, %v.blocks.7.norm1.g: tensor<192xf32> {tf.aliasing_output = 392 : i32}, %v.blocks.7.norm1.b: tensor<192xf32> {tf.aliasing_output = 393 : i32}, %v.blocks.7.attn.qkv.w: tensor<192x576xf32> {tf.aliasing_output = 394 : i32}, %v.blocks.7.attn.qkv.b: tensor<576xf32> {tf.aliasing_output = 395 : i32}, %v.blocks.7.attn.proj.w: tensor<192x192xf32> {tf.aliasing_output = 396 : i32}, %v.blocks.7.attn.proj.b: tensor<192xf32> {tf.aliasing_output = 397 : i32}, %v.blocks.7.norm2.g: tensor<192xf32> {tf.aliasing_output = 398 : i32}, %v.blocks.7.norm2.b: tensor<192xf32> {tf.aliasing_output = 399 : i32}, %v.blocks.7.mlp.fc1.w: tensor<192x768xf32> {tf.aliasing_output = 400 : i32}, %v.blocks.7.mlp.fc1.b: tensor<768xf32> {tf.aliasing_output = 401 : i32}, %v.blocks.7.mlp.fc2.w: tensor<768x192xf32> {tf.aliasing_output = 402 : i32}, %v.blocks.7.mlp.fc2.b: tensor<192xf32> {tf.aliasing_output = 403 : i32}, %v.blocks.8.norm1.g: tensor<192xf32> {tf.aliasing_output = 404 : i32}, %v.blocks.8.norm1.b: tensor<192xf32> {tf.aliasing_output = 405 : i32}, %v.blocks.8.attn.qkv.w: tensor<192x576xf32> {tf.aliasing_output = 406 : i32}, %v.blocks.8.attn.qkv.b: tensor<576xf32> {tf.aliasing_output = 407 : i32}, %v.blocks.8.attn.proj.w: tensor<192x192xf32> {tf.aliasing_output = 408 : i32}, %v.blocks.8.attn.proj.b: tensor<192xf32> {tf.aliasing_output = 409 : i32}, %v.blocks.8.norm2.g: tensor<192xf32> {tf.aliasing_output = 410 : i32}, %v.blocks.8.norm2.b: tensor<192xf32> {tf.aliasing_output = 411 : i32}, %v.blocks.8.mlp.fc1.w: tensor<192x768xf32> {tf.aliasing_output = 412 : i32}, %v.blocks.8.mlp.fc1.b: tensor<768xf32> {tf.aliasing_output = 413 : i32}, %v.blocks.8.mlp.fc2.w: tensor<768x192xf32> {tf.aliasing_output = 414 : i32}, %v.blocks.8.mlp.fc2.b: tensor<192xf32> {tf.aliasing_output = 415 : i32}, %v.blocks.9.norm1.g: tensor<192xf32> {tf.aliasing_output = 416 : i32}, %v.blocks.9.norm1.b: tensor<192xf32> {tf.aliasing_output = 417 : i32}, %v.blocks.9.attn.qkv.w: tensor<192x576xf32> {tf.aliasing_output = 418 : i32}, %v.blocks.9.attn.qkv.b: tensor<576xf32> {tf.aliasing_output = 419 : i32}, %v.blocks.9.attn.proj.w: tensor<192x192xf32> {tf.aliasing_output = 420 : i32}, %v.blocks.9.attn.proj.b: tensor<192xf32> {tf.aliasing_output = 421 : i32}, %v.blocks.9.norm2.g: tensor<192xf32> {tf.aliasing_output = 422 : i32}, %v.blocks.9.norm2.b: tensor<192xf32> {tf.aliasing_output = 423 : i32}, %v.blocks.9.mlp.fc1.w: tensor<192x768xf32> {tf.aliasing_output = 424 : i32}, %v.blocks.9.mlp.fc1.b: tensor<768xf32> {tf.aliasing_output = 425 : i32}, %v.blocks.9.mlp.fc2.w: tensor<768x192xf32> {tf.aliasing_output = 426 : i32}, %v.blocks.9.mlp.fc2.b: tensor<192xf32> {tf.aliasing_output = 427 : i32}, %v.blocks.10.norm1.g: tensor<192xf32> {tf.aliasing_output = 428 : i32}, %v.blocks.10.norm1.b: tensor<192xf32> {tf.aliasing_output = 429 : i32}, %v.blocks.10.attn.qkv.w: tensor<192x576xf32> {tf.aliasing_output = 430 : i32}, %v.blocks.10.attn.qkv.b: tensor<576xf32> {tf.aliasing_output = 431 : i32}, %v.blocks.10.attn.proj.w: tensor<192x192xf32> {tf.aliasing_output = 432 : i32}, %v.blocks.10.attn.proj.b: tensor<192xf32> {tf.aliasing_output = 433 : i32}, %v.blocks.10.norm2.g: tensor<192xf32> {tf.aliasing_output = 434 : i32}, %v.blocks.10.norm2.b: tensor<192xf32> {tf.aliasing_output = 435 : i32}, %v.blocks.10.mlp.fc1.w: tensor<192x768xf32> {tf.aliasing_output = 436 : i32}, %v.blocks.10.mlp.fc1.b: tensor<768xf32> {tf.aliasing_output = 437 : i32}, %v.blocks.10.mlp.fc2.w: tensor<768x192xf32> {tf.aliasing_output = 438 : i32}, %v.blocks.10.mlp.fc2.b: tensor<192xf32> {tf.aliasing_output = 439 : i32}, %v.blocks.11.norm1.g: tensor<192xf32> {tf.aliasing_output = 440 : i32}, %v.blocks.11.norm1.b: tensor<192xf32> {tf.aliasing_output = 441 : i32}, %v.blocks.11.attn.qkv.w: tensor<192x576xf32> {tf.aliasing_output = 442 : i32}, %v.blocks.11.attn.qkv.b: tensor<576xf32> {tf.aliasing_output = 443 : i32}, %v.blocks.11.attn.proj.w: tensor<192x192xf32> {tf.aliasing_output = 444 : i32}, %v.blocks.11.attn.proj.b: tensor<192xf32> {tf.aliasing_output = 445 : i32}, %v.blocks.11.norm2.g: tensor<192xf32> {tf.aliasing_output = 446 : i32}, %v.blocks.11.norm2.b: tensor<192xf32> {tf.aliasing_output = 447 : i32}, %v.blocks.11.mlp.fc1.w: tensor<192x768xf32> {tf.aliasing_output = 448 : i32}, %v.blocks.11.mlp.fc1.b: tensor<768xf32> {tf.aliasing_output = 449 : i32}, %v.blocks.11.mlp.fc2.w: tensor<768x192xf32> {tf.aliasing_output = 450 : i32}, %v.blocks.11.mlp.fc2.b: tensor<192xf32> {tf.aliasing_output = 451 : i32}, %v.norm.g: tensor<192xf32> {tf.aliasing_output = 452 : i32}, %v.norm.b: tensor<192xf32> {tf.aliasing_output = 453 : i32}, %v.head.w: tensor<192x1000xf32> {tf.aliasing_output = 454 : i32}, %v.head.b: tensor<1000xf32> {tf.aliasing_output = 455 : i32}, %lr: tensor<f32>, %bc1: tensor<f32>, %bc2: tensor<f32>, %drop_mask: tensor<128x24xf32>, %targets: tensor<128x1000xf32>) -> (tensor<16x16x3x192xf32>, tensor<192xf32>, tensor<1x1x192xf32>, tensor<1x197x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x1000xf32>, tensor<1000xf32>, tensor<16x16x3x192xf32>, tensor<192xf32>, tensor<1x1x192xf32>, tensor<1x197x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x1000xf32>, tensor<1000xf32>, tensor<16x16x3x192xf32>, tensor<192xf32>, tensor<1x1x192xf32>, tensor<1x197x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x1000xf32>, tensor<1000xf32>, tensor<f32>, tensor<f32>) {
    // ── forward ──
    %0 = "stablehlo.convolution"(%x, %patch_embed.proj.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 16, 16>} : (tensor<128x224x224x3xf32>, tensor<16x16x3x192xf32>) -> tensor<128x14x14x192xf32>
    %1 = "stablehlo.broadcast_in_dim"(%patch_embed.proj.b) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<128x14x14x192xf32>
    %2 = stablehlo.add %0, %1 : tensor<128x14x14x192xf32>
    %3 = "stablehlo.reshape"(%2) : (tensor<128x14x14x192xf32>) -> tensor<128x196x192xf32>
    %4 = "stablehlo.reshape"(%cls.token) : (tensor<1x1x192xf32>) -> tensor<192xf32>
    %5 = "stablehlo.broadcast_in_dim"(%4) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x1x192xf32>
    %6 = "stablehlo.concatenate"(%5, %3) {dimension = 1 : i64} : (tensor<128x1x192xf32>, tensor<128x196x192xf32>) -> tensor<128x197x192xf32>
    %7 = "stablehlo.reshape"(%pos.table) : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %8 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<197x192xf32>) -> tensor<128x197x192xf32>
    %9 = stablehlo.add %6, %8 : tensor<128x197x192xf32>
    %10 = stablehlo.constant dense<0.0> : tensor<f32>
    %11 = "stablehlo.reduce"(%9, %10) ({
    ^bb0(%_r0a: tensor<f32>, %_r0b: tensor<f32>):
      %_r0c = stablehlo.add %_r0a, %_r0b : tensor<f32>
      "stablehlo.return"(%_r0c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %12 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %13 = stablehlo.divide %11, %12 : tensor<128x197xf32>
    %14 = "stablehlo.broadcast_in_dim"(%13) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %15 = stablehlo.subtract %9, %14 : tensor<128x197x192xf32>
    %16 = stablehlo.multiply %15, %15 : tensor<128x197x192xf32>
    %17 = stablehlo.constant dense<0.0> : tensor<f32>
    %18 = "stablehlo.reduce"(%16, %17) ({
    ^bb0(%_r1a: tensor<f32>, %_r1b: tensor<f32>):
      %_r1c = stablehlo.add %_r1a, %_r1b : tensor<f32>
      "stablehlo.return"(%_r1c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %19 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %20 = stablehlo.divide %18, %19 : tensor<128x197xf32>
    %21 = "stablehlo.broadcast_in_dim"(%20) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %22 = stablehlo.constant dense<1.0e-06> : tensor<128x197x192xf32>
    %23 = stablehlo.add %21, %22 : tensor<128x197x192xf32>
    %24 = stablehlo.rsqrt %23 : tensor<128x197x192xf32>
    %25 = stablehlo.multiply %15, %24 : tensor<128x197x192xf32>
    %26 = "stablehlo.broadcast_in_dim"(%blocks.0.norm1.g) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %27 = stablehlo.multiply %25, %26 : tensor<128x197x192xf32>
    %28 = "stablehlo.broadcast_in_dim"(%blocks.0.norm1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %29 = stablehlo.add %27, %28 : tensor<128x197x192xf32>
    %30 = "stablehlo.dot_general"(%29, %blocks.0.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x192xf32>, tensor<192x576xf32>) -> tensor<128x197x576xf32>
    %31 = "stablehlo.broadcast_in_dim"(%blocks.0.attn.qkv.b) {broadcast_dimensions = array<i64: 2>} : (tensor<576xf32>) -> tensor<128x197x576xf32>
    %32 = stablehlo.add %30, %31 : tensor<128x197x576xf32>
    %33 = "stablehlo.reshape"(%32) : (tensor<128x197x576xf32>) -> tensor<128x197x3x3x64xf32>
    %34 = "stablehlo.transpose"(%33) {permutation = array<i64: 0, 2, 3, 1, 4>} : (tensor<128x197x3x3x64xf32>) -> tensor<128x3x3x197x64xf32>
    %35 = "stablehlo.slice"(%34) {limit_indices = array<i64: 128, 1, 3, 197, 64>, start_indices = array<i64: 0, 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %36 = "stablehlo.reshape"(%35) : (tensor<128x1x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %37 = "stablehlo.slice"(%34) {limit_indices = array<i64: 128, 2, 3, 197, 64>, start_indices = array<i64: 0, 1, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %38 = "stablehlo.reshape"(%37) : (tensor<128x1x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %39 = "stablehlo.slice"(%34) {limit_indices = array<i64: 128, 3, 3, 197, 64>, start_indices = array<i64: 0, 2, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %40 = "stablehlo.reshape"(%39) : (tensor<128x1x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %41 = stablehlo.constant dense<0.125> : tensor<128x3x197x64xf32>
    %42 = stablehlo.multiply %36, %41 : tensor<128x3x197x64xf32>
    %43 = "stablehlo.dot_general"(%42, %38) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<128x3x197x64xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x197xf32>
    %44 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %45 = "stablehlo.reduce"(%43, %44) ({
    ^bb0(%_r2a: tensor<f32>, %_r2b: tensor<f32>):
      %_r2c = stablehlo.maximum %_r2a, %_r2b : tensor<f32>
      "stablehlo.return"(%_r2c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x3x197x197xf32>, tensor<f32>) -> tensor<128x3x197xf32>
    %46 = "stablehlo.broadcast_in_dim"(%45) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x3x197xf32>) -> tensor<128x3x197x197xf32>
    %47 = stablehlo.subtract %43, %46 : tensor<128x3x197x197xf32>
    %48 = stablehlo.exponential %47 : tensor<128x3x197x197xf32>
    %49 = stablehlo.constant dense<0.0> : tensor<f32>
    %50 = "stablehlo.reduce"(%48, %49) ({
    ^bb0(%_r3a: tensor<f32>, %_r3b: tensor<f32>):
      %_r3c = stablehlo.add %_r3a, %_r3b : tensor<f32>
      "stablehlo.return"(%_r3c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x3x197x197xf32>, tensor<f32>) -> tensor<128x3x197xf32>
    %51 = "stablehlo.broadcast_in_dim"(%50) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x3x197xf32>) -> tensor<128x3x197x197xf32>
    %52 = stablehlo.divide %48, %51 : tensor<128x3x197x197xf32>
    %53 = "stablehlo.dot_general"(%52, %40) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<128x3x197x197xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %54 = "stablehlo.transpose"(%53) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<128x3x197x64xf32>) -> tensor<128x197x3x64xf32>
    %55 = "stablehlo.reshape"(%54) : (tensor<128x197x3x64xf32>) -> tensor<128x197x192xf32>
    %56 = "stablehlo.dot_general"(%55, %blocks.0.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x192xf32>, tensor<192x192xf32>) -> tensor<128x197x192xf32>
    %57 = "stablehlo.broadcast_in_dim"(%blocks.0.attn.proj.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %58 = stablehlo.add %56, %57 : tensor<128x197x192xf32>
    %59 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 128, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>} : (tensor<128x24xf32>) -> tensor<128x1xf32>
    %60 = "stablehlo.broadcast_in_dim"(%59) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<128x1xf32>) -> tensor<128x197x192xf32>
    %61 = stablehlo.multiply %58, %60 : tensor<128x197x192xf32>
    %62 = stablehlo.add %61, %9 : tensor<128x197x192xf32>
    %63 = stablehlo.constant dense<0.0> : tensor<f32>
    %64 = "stablehlo.reduce"(%62, %63) ({
    ^bb0(%_r4a: tensor<f32>, %_r4b: tensor<f32>):
      %_r4c = stablehlo.add %_r4a, %_r4b : tensor<f32>
      "stablehlo.return"(%_r4c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %65 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %66 = stablehlo.divide %64, %65 : tensor<128x197xf32>
    %67 = "stablehlo.broadcast_in_dim"(%66) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %68 = stablehlo.subtract %62, %67 : tensor<128x197x192xf32>
    %69 = stablehlo.multiply %68, %68 : tensor<128x197x192xf32>
    %70 = stablehlo.constant dense<0.0> : tensor<f32>
    %71 = "stablehlo.reduce"(%69, %70) ({
    ^bb0(%_r5a: tensor<f32>, %_r5b: tensor<f32>):
      %_r5c = stablehlo.add %_r5a, %_r5b : tensor<f32>
      "stablehlo.return"(%_r5c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %72 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %73 = stablehlo.divide %71, %72 : tensor<128x197xf32>
    %74 = "stablehlo.broadcast_in_dim"(%73) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %75 = stablehlo.constant dense<1.0e-06> : tensor<128x197x192xf32>
    %76 = stablehlo.add %74, %75 : tensor<128x197x192xf32>
    %77 = stablehlo.rsqrt %76 : tensor<128x197x192xf32>
    %78 = stablehlo.multiply %68, %77 : tensor<128x197x192xf32>
    %79 = "stablehlo.broadcast_in_dim"(%blocks.0.norm2.g) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %80 = stablehlo.multiply %78, %79 : tensor<128x197x192xf32>
    %81 = "stablehlo.broadcast_in_dim"(%blocks.0.norm2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %82 = stablehlo.add %80, %81 : tensor<128x197x192xf32>
    %83 = "stablehlo.dot_general"(%82, %blocks.0.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x192xf32>, tensor<192x768xf32>) -> tensor<128x197x768xf32>
    %84 = "stablehlo.broadcast_in_dim"(%blocks.0.mlp.fc1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<768xf32>) -> tensor<128x197x768xf32>
    %85 = stablehlo.add %83, %84 : tensor<128x197x768xf32>
    %86 = stablehlo.constant dense<0.70710677> : tensor<128x197x768xf32>
    %87 = stablehlo.multiply %85, %86 : tensor<128x197x768xf32>
    %88 = "chlo.erf"(%87) : (tensor<128x197x768xf32>) -> tensor<128x197x768xf32>
    %89 = stablehlo.constant dense<1.0> : tensor<128x197x768xf32>
    %90 = stablehlo.add %88, %89 : tensor<128x197x768xf32>
    %91 = stablehlo.constant dense<0.5> : tensor<128x197x768xf32>
    %92 = stablehlo.multiply %85, %91 : tensor<128x197x768xf32>
    %93 = stablehlo.multiply %92, %90 : tensor<128x197x768xf32>
    %94 = "stablehlo.dot_general"(%93, %blocks.0.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x768xf32>, tensor<768x192xf32>) -> tensor<128x197x192xf32>
    %95 = "stablehlo.broadcast_in_dim"(%blocks.0.mlp.fc2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %96 = stablehlo.add %94, %95 : tensor<128x197x192xf32>
    %97 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 128, 2>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 1>} : (tensor<128x24xf32>) -> tensor<128x1xf32>
    %98 = "stablehlo.broadcast_in_dim"(%97) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<128x1xf32>) -> tensor<128x197x192xf32>
    %99 = stablehlo.multiply %96, %98 : tensor<128x197x192xf32>
    %100 = stablehlo.add %99, %62 : tensor<128x197x192xf32>
    %101 = stablehlo.constant dense<0.0> : tensor<f32>
    %102 = "stablehlo.reduce"(%100, %101) ({
    ^bb0(%_r6a: tensor<f32>, %_r6b: tensor<f32>):
      %_r6c = stablehlo.add %_r6a, %_r6b : tensor<f32>
      "stablehlo.return"(%_r6c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %103 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %104 = stablehlo.divide %102, %103 : tensor<128x197xf32>
    %105 = "stablehlo.broadcast_in_dim"(%104) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %106 = stablehlo.subtract %100, %105 : tensor<128x197x192xf32>
    %107 = stablehlo.multiply %106, %106 : tensor<128x197x192xf32>
    %108 = stablehlo.constant dense<0.0> : tensor<f32>
    %109 = "stablehlo.reduce"(%107, %108) ({
    ^bb0(%_r7a: tensor<f32>, %_r7b: tensor<f32>):
      %_r7c = stablehlo.add %_r7a, %_r7b : tensor<f32>
      "stablehlo.return"(%_r7c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %110 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %111 = stablehlo.divide %109, %110 : tensor<128x197xf32>
    %112 = "stablehlo.broadcast_in_dim"(%111) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %113 = stablehlo.constant dense<1.0e-06> : tensor<128x197x192xf32>
    %114 = stablehlo.add %112, %113 : tensor<128x197x192xf32>
    %115 = stablehlo.rsqrt %114 : tensor<128x197x192xf32>
    %116 = stablehlo.multiply %106, %115 : tensor<128x197x192xf32>
    %117 = "stablehlo.broadcast_in_dim"(%blocks.1.norm1.g) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %118 = stablehlo.multiply %116, %117 : tensor<128x197x192xf32>
    %119 = "stablehlo.broadcast_in_dim"(%blocks.1.norm1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %120 = stablehlo.add %118, %119 : tensor<128x197x192xf32>
    %121 = "stablehlo.dot_general"(%120, %blocks.1.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x192xf32>, tensor<192x576xf32>) -> tensor<128x197x576xf32>
    %122 = "stablehlo.broadcast_in_dim"(%blocks.1.attn.qkv.b) {broadcast_dimensions = array<i64: 2>} : (tensor<576xf32>) -> tensor<128x197x576xf32>
    %123 = stablehlo.add %121, %122 : tensor<128x197x576xf32>
    %124 = "stablehlo.reshape"(%123) : (tensor<128x197x576xf32>) -> tensor<128x197x3x3x64xf32>
    %125 = "stablehlo.transpose"(%124) {permutation = array<i64: 0, 2, 3, 1, 4>} : (tensor<128x197x3x3x64xf32>) -> tensor<128x3x3x197x64xf32>
    %126 = "stablehlo.slice"(%125) {limit_indices = array<i64: 128, 1, 3, 197, 64>, start_indices = array<i64: 0, 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %127 = "stablehlo.reshape"(%126) : (tensor<128x1x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %128 = "stablehlo.slice"(%125) {limit_indices = array<i64: 128, 2, 3, 197, 64>, start_indices = array<i64: 0, 1, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %129 = "stablehlo.reshape"(%128) : (tensor<128x1x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %130 = "stablehlo.slice"(%125) {limit_indices = array<i64: 128, 3, 3, 197, 64>, start_indices = array<i64: 0, 2, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %131 = "stablehlo.reshape"(%130) : (tensor<128x1x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %132 = stablehlo.constant dense<0.125> : tensor<128x3x197x64xf32>
    %133 = stablehlo.multiply %127, %132 : tensor<128x3x197x64xf32>
    %134 = "stablehlo.dot_general"(%133, %129) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<128x3x197x64xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x197xf32>
    %135 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %136 = "stablehlo.reduce"(%134, %135) ({
    ^bb0(%_r8a: tensor<f32>, %_r8b: tensor<f32>):
      %_r8c = stablehlo.maximum %_r8a, %_r8b : tensor<f32>
      "stablehlo.return"(%_r8c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x3x197x197xf32>, tensor<f32>) -> tensor<128x3x197xf32>
    %137 = "stablehlo.broadcast_in_dim"(%136) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x3x197xf32>) -> tensor<128x3x197x197xf32>
    %138 = stablehlo.subtract %134, %137 : tensor<128x3x197x197xf32>
    %139 = stablehlo.exponential %138 : tensor<128x3x197x197xf32>
    %140 = stablehlo.constant dense<0.0> : tensor<f32>
    %141 = "stablehlo.reduce"(%139, %140) ({
    ^bb0(%_r9a: tensor<f32>, %_r9b: tensor<f32>):
      %_r9c = stablehlo.add %_r9a, %_r9b : tensor<f32>
      "stablehlo.return"(%_r9c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x3x197x197xf32>, tensor<f32>) -> tensor<128x3x197xf32>
    %142 = "stablehlo.broadcast_in_dim"(%141) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x3x197xf32>) -> tensor<128x3x197x197xf32>
    %143 = stablehlo.divide %139, %142 : tensor<128x3x197x197xf32>
    %144 = "stablehlo.dot_general"(%143, %131) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<128x3x197x197xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %145 = "stablehlo.transpose"(%144) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<128x3x197x64xf32>) -> tensor<128x197x3x64xf32>
    %146 = "stablehlo.reshape"(%145) : (tensor<128x197x3x64xf32>) -> tensor<128x197x192xf32>
    %147 = "stablehlo.dot_general"(%146, %blocks.1.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x192xf32>, tensor<192x192xf32>) -> tensor<128x197x192xf32>
    %148 = "stablehlo.broadcast_in_dim"(%blocks.1.attn.proj.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %149 = stablehlo.add %147, %148 : tensor<128x197x192xf32>
    %150 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 128, 3>, start_indices = array<i64: 0, 2>, strides = array<i64: 1, 1>} : (tensor<128x24xf32>) -> tensor<128x1xf32>
    %151 = "stablehlo.broadcast_in_dim"(%150) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<128x1xf32>) -> tensor<128x197x192xf32>
    %152 = stablehlo.multiply %149, %151 : tensor<128x197x192xf32>
    %153 = stablehlo.add %152, %100 : tensor<128x197x192xf32>
    %154 = stablehlo.constant dense<0.0> : tensor<f32>
    %155 = "stablehlo.reduce"(%153, %154) ({
    ^bb0(%_r10a: tensor<f32>, %_r10b: tensor<f32>):
      %_r10c = stablehlo.add %_r10a, %_r10b : tensor<f32>
      "stablehlo.return"(%_r10c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %156 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %157 = stablehlo.divide %155, %156 : tensor<128x197xf32>
    %158 = "stablehlo.broadcast_in_dim"(%157) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %159 = stablehlo.subtract %153, %158 : tensor<128x197x192xf32>
    %160 = stablehlo.multiply %159, %159 : tensor<128x197x192xf32>
    %161 = stablehlo.constant dense<0.0> : tensor<f32>
    %162 = "stablehlo.reduce"(%160, %161) ({
    ^bb0(%_r11a: tensor<f32>, %_r11b: tensor<f32>):
      %_r11c = stablehlo.add %_r11a, %_r11b : tensor<f32>
      "stablehlo.return"(%_r11c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %163 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %164 = stablehlo.divide %162, %163 : tensor<128x197xf32>
    %165 = "stablehlo.broadcast_in_dim"(%164) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %166 = stablehlo.constant dense<1.0e-06> : tensor<128x197x192xf32>
    %167 = stablehlo.add %165, %166 : tensor<128x197x192xf32>
    %168 = stablehlo.rsqrt %167 : tensor<128x197x192xf32>
    %169 = stablehlo.multiply %159, %168 : tensor<128x197x192xf32>
    %170 = "stablehlo.broadcast_in_dim"(%blocks.1.norm2.g) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %171 = stablehlo.multiply %169, %170 : tensor<128x197x192xf32>
    %172 = "stablehlo.broadcast_in_dim"(%blocks.1.norm2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %173 = stablehlo.add %171, %172 : tensor<128x197x192xf32>
    %174 = "stablehlo.dot_general"(%173, %blocks.1.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x192xf32>, tensor<192x768xf32>) -> tensor<128x197x768xf32>
    %175 = "stablehlo.broadcast_in_dim"(%blocks.1.mlp.fc1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<768xf32>) -> tensor<128x197x768xf32>
    %176 = stablehlo.add %174, %175 : tensor<128x197x768xf32>
    %177 = stablehlo.constant dense<0.70710677> : tensor<128x197x768xf32>
    %178 = stablehlo.multiply %176, %177 : tensor<128x197x768xf32>
    %179 = "chlo.erf"(%178) : (tensor<128x197x768xf32>) -> tensor<128x197x768xf32>
    %180 = stablehlo.constant dense<1.0> : tensor<128x197x768xf32>
    %181 = stablehlo.add %179, %180 : tensor<128x197x768xf32>
    %182 = stablehlo.constant dense<0.5> : tensor<128x197x768xf32>
    %183 = stablehlo.multiply %176, %182 : tensor<128x197x768xf32>
    %184 = stablehlo.multiply %183, %181 : tensor<128x197x768xf32>
    %185 = "stablehlo.dot_general"(%184, %blocks.1.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x768xf32>, tensor<768x192xf32>) -> tensor<128x197x192xf32>
    %186 = "stablehlo.broadcast_in_dim"(%blocks.1.mlp.fc2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %187 = stablehlo.add %185, %186 : tensor<128x197x192xf32>
    %188 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 128, 4>, start_indices = array<i64: 0, 3>, strides = array<i64: 1, 1>} : (tensor<128x24xf32>) -> tensor<128x1xf32>
    %189 = "stablehlo.broadcast_in_dim"(%188) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<128x1xf32>) -> tensor<128x197x192xf32>
    %190 = stablehlo.multiply %187, %189 : tensor<128x197x192xf32>
    %191 = stablehlo.add %190, %153 : tensor<128x197x192xf32>
    %192 = stablehlo.constant dense<0.0> : tensor<f32>
    %193 = "stablehlo.reduce"(%191, %192) ({
    ^bb0(%_r12a: tensor<f32>, %_r12b: tensor<f32>):
      %_r12c = stablehlo.add %_r12a, %_r12b : tensor<f32>
      "stablehlo.return"(%_r12c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %194 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %195 = stablehlo.divide %193, %194 : tensor<128x197xf32>
    %196 = "stablehlo.broadcast_in_dim"(%195) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %197 = stablehlo.subtract %191, %196 : tensor<128x197x192xf32>
    %198 = stablehlo.multiply %197, %197 : tensor<128x197x192xf32>
    %199 = stablehlo.constant dense<0.0> : tensor<f32>
    %200 = "stablehlo.reduce"(%198, %199) ({
    ^bb0(%_r13a: tensor<f32>, %_r13b: tensor<f32>):
      %_r13c = stablehlo.add %_r13a, %_r13b : tensor<f32>
      "stablehlo.return"(%_r13c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %201 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %202 = stablehlo.divide %200, %201 : tensor<128x197xf32>
    %203 = "stablehlo.broadcast_in_dim"(%202) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %204 = stablehlo.constant dense<1.0e-06> : tensor<128x197x192xf32>
    %205 = stablehlo.add %203, %204 : tensor<128x197x192xf32>
    %206 = stablehlo.rsqrt %205 : tensor<128x197x192xf32>
    %207 = stablehlo.multiply %197, %206 : tensor<128x197x192xf32>
    %208 = "stablehlo.broadcast_in_dim"(%blocks.2.norm1.g) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %209 = stablehlo.multiply %207, %208 : tensor<128x197x192xf32>
    %210 = "stablehlo.broadcast_in_dim"(%blocks.2.norm1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %211 = stablehlo.add %209, %210 : tensor<128x197x192xf32>
    %212 = "stablehlo.dot_general"(%211, %blocks.2.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x192xf32>, tensor<192x576xf32>) -> tensor<128x197x576xf32>
    %213 = "stablehlo.broadcast_in_dim"(%blocks.2.attn.qkv.b) {broadcast_dimensions = array<i64: 2>} : (tensor<576xf32>) -> tensor<128x197x576xf32>
    %214 = stablehlo.add %212, %213 : tensor<128x197x576xf32>
    %215 = "stablehlo.reshape"(%214) : (tensor<128x197x576xf32>) -> tensor<128x197x3x3x64xf32>
    %216 = "stablehlo.transpose"(%215) {permutation = array<i64: 0, 2, 3, 1, 4>} : (tensor<128x197x3x3x64xf32>) -> tensor<128x3x3x197x64xf32>
    %217 = "stablehlo.slice"(%216) {limit_indices = array<i64: 128, 1, 3, 197, 64>, start_indices = array<i64: 0, 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %218 = "stablehlo.reshape"(%217) : (tensor<128x1x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %219 = "stablehlo.slice"(%216) {limit_indices = array<i64: 128, 2, 3, 197, 64>, start_indices = array<i64: 0, 1, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %220 = "stablehlo.reshape"(%219) : (tensor<128x1x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %221 = "stablehlo.slice"(%216) {limit_indices = array<i64: 128, 3, 3, 197, 64>, start_indices = array<i64: 0, 2, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %222 = "stablehlo.reshape"(%221) : (tensor<128x1x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %223 = stablehlo.constant dense<0.125> : tensor<128x3x197x64xf32>
    %224 = stablehlo.multiply %218, %223 : tensor<128x3x197x64xf32>
    %225 = "stablehlo.dot_general"(%224, %220) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<128x3x197x64xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x197xf32>
    %226 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %227 = "stablehlo.reduce"(%225, %226) ({
    ^bb0(%_r14a: tensor<f32>, %_r14b: tensor<f32>):
      %_r14c = stablehlo.maximum %_r14a, %_r14b : tensor<f32>
      "stablehlo.return"(%_r14c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x3x197x197xf32>, tensor<f32>) -> tensor<128x3x197xf32>
    %228 = "stablehlo.broadcast_in_dim"(%227) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x3x197xf32>) -> tensor<128x3x197x197xf32>
    %229 = stablehlo.subtract %225, %228 : tensor<128x3x197x197xf32>
    %230 = stablehlo.exponential %229 : tensor<128x3x197x197xf32>
    %231 = stablehlo.constant dense<0.0> : tensor<f32>
    %232 = "stablehlo.reduce"(%230, %231) ({
    ^bb0(%_r15a: tensor<f32>, %_r15b: tensor<f32>):
      %_r15c = stablehlo.add %_r15a, %_r15b : tensor<f32>
      "stablehlo.return"(%_r15c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x3x197x197xf32>, tensor<f32>) -> tensor<128x3x197xf32>
    %233 = "stablehlo.broadcast_in_dim"(%232) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x3x197xf32>) -> tensor<128x3x197x197xf32>
    %234 = stablehlo.divide %230, %233 : tensor<128x3x197x197xf32>
    %235 = "stablehlo.dot_general"(%234, %222) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<128x3x197x197xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %236 = "stablehlo.transpose"(%235) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<128x3x197x64xf32>) -> tensor<128x197x3x64xf32>
    %237 = "stablehlo.reshape"(%236) : (tensor<128x197x3x64xf32>) -> tensor<128x197x192xf32>
    %238 = "stablehlo.dot_general"(%237, %blocks.2.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x192xf32>, tensor<192x192xf32>) -> tensor<128x197x192xf32>
    %239 = "stablehlo.broadcast_in_dim"(%blocks.2.attn.proj.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %240 = stablehlo.add %238, %239 : tensor<128x197x192xf32>
    %241 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 128, 5>, start_indices = array<i64: 0, 4>, strides = array<i64: 1, 1>} : (tensor<128x24xf32>) -> tensor<128x1xf32>
    %242 = "stablehlo.broadcast_in_dim"(%241) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<128x1xf32>) -> tensor<128x197x192xf32>
    %243 = stablehlo.multiply %240, %242 : tensor<128x197x192xf32>
    %244 = stablehlo.add %243, %191 : tensor<128x197x192xf32>
    %245 = stablehlo.constant dense<0.0> : tensor<f32>
    %246 = "stablehlo.reduce"(%244, %245) ({
    ^bb0(%_r16a: tensor<f32>, %_r16b: tensor<f32>):
      %_r16c = stablehlo.add %_r16a, %_r16b : tensor<f32>
      "stablehlo.return"(%_r16c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %247 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %248 = stablehlo.divide %246, %247 : tensor<128x197xf32>
    %249 = "stablehlo.broadcast_in_dim"(%248) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %250 = stablehlo.subtract %244, %249 : tensor<128x197x192xf32>
    %251 = stablehlo.multiply %250, %250 : tensor<128x197x192xf32>
    %252 = stablehlo.constant dense<0.0> : tensor<f32>
    %253 = "stablehlo.reduce"(%251, %252) ({
    ^bb0(%_r17a: tensor<f32>, %_r17b: tensor<f32>):
      %_r17c = stablehlo.add %_r17a, %_r17b : tensor<f32>
      "stablehlo.return"(%_r17c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %254 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %255 = stablehlo.divide %253, %254 : tensor<128x197xf32>
    %256 = "stablehlo.broadcast_in_dim"(%255) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %257 = stablehlo.constant dense<1.0e-06> : tensor<128x197x192xf32>
    %258 = stablehlo.add %256, %257 : tensor<128x197x192xf32>
    %259 = stablehlo.rsqrt %258 : tensor<128x197x192xf32>
    %260 = stablehlo.multiply %250, %259 : tensor<128x197x192xf32>
    %261 = "stablehlo.broadcast_in_dim"(%blocks.2.norm2.g) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %262 = stablehlo.multiply %260, %261 : tensor<128x197x192xf32>
    %263 = "stablehlo.broadcast_in_dim"(%blocks.2.norm2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %264 = stablehlo.add %262, %263 : tensor<128x197x192xf32>
    %265 = "stablehlo.dot_general"(%264, %blocks.2.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x192xf32>, tensor<192x768xf32>) -> tensor<128x197x768xf32>
    %266 = "stablehlo.broadcast_in_dim"(%blocks.2.mlp.fc1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<768xf32>) -> tensor<128x197x768xf32>
    %267 = stablehlo.add %265, %266 : tensor<128x197x768xf32>
    %268 = stablehlo.constant dense<0.70710677> : tensor<128x197x768xf32>
    %269 = stablehlo.multiply %267, %268 : tensor<128x197x768xf32>
    %270 = "chlo.erf"(%269) : (tensor<128x197x768xf32>) -> tensor<128x197x768xf32>
    %271 = stablehlo.constant dense<1.0> : tensor<128x197x768xf32>
    %272 = stablehlo.add %270, %271 : tensor<128x197x768xf32>
    %273 = stablehlo.constant dense<0.5> : tensor<128x197x768xf32>
    %274 = stablehlo.multiply %267, %273 : tensor<128x197x768xf32>
    %275 = stablehlo.multiply %274, %272 : tensor<128x197x768xf32>
    %276 = "stablehlo.dot_general"(%275, %blocks.2.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x768xf32>, tensor<768x192xf32>) -> tensor<128x197x192xf32>
    %277 = "stablehlo.broadcast_in_dim"(%blocks.2.mlp.fc2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %278 = stablehlo.add %276, %277 : tensor<128x197x192xf32>
    %279 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 128, 6>, start_indices = array<i64: 0, 5>, strides = array<i64: 1, 1>} : (tensor<128x24xf32>) -> tensor<128x1xf32>
    %280 = "stablehlo.broadcast_in_dim"(%279) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<128x1xf32>) -> tensor<128x197x192xf32>
    %281 = stablehlo.multiply %278, %280 : tensor<128x197x192xf32>
    %282 = stablehlo.add %281, %244 : tensor<128x197x192xf32>
    %283 = stablehlo.constant dense<0.0> : tensor<f32>
    %284 = "stablehlo.reduce"(%282, %283) ({
    ^bb0(%_r18a: tensor<f32>, %_r18b: tensor<f32>):
      %_r18c = stablehlo.add %_r18a, %_r18b : tensor<f32>
      "stablehlo.return"(%_r18c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %285 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %286 = stablehlo.divide %284, %285 : tensor<128x197xf32>
    %287 = "stablehlo.broadcast_in_dim"(%286) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %288 = stablehlo.subtract %282, %287 : tensor<128x197x192xf32>
    %289 = stablehlo.multiply %288, %288 : tensor<128x197x192xf32>
    %290 = stablehlo.constant dense<0.0> : tensor<f32>
    %291 = "stablehlo.reduce"(%289, %290) ({
    ^bb0(%_r19a: tensor<f32>, %_r19b: tensor<f32>):
      %_r19c = stablehlo.add %_r19a, %_r19b : tensor<f32>
      "stablehlo.return"(%_r19c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %292 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %293 = stablehlo.divide %291, %292 : tensor<128x197xf32>
    %294 = "stablehlo.broadcast_in_dim"(%293) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %295 = stablehlo.constant dense<1.0e-06> : tensor<128x197x192xf32>
    %296 = stablehlo.add %294, %295 : tensor<128x197x192xf32>
    %297 = stablehlo.rsqrt %296 : tensor<128x197x192xf32>
    %298 = stablehlo.multiply %288, %297 : tensor<128x197x192xf32>
    %299 = "stablehlo.broadcast_in_dim"(%blocks.3.norm1.g) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %300 = stablehlo.multiply %298, %299 : tensor<128x197x192xf32>
    %301 = "stablehlo.broadcast_in_dim"(%blocks.3.norm1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %302 = stablehlo.add %300, %301 : tensor<128x197x192xf32>
    %303 = "stablehlo.dot_general"(%302, %blocks.3.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x192xf32>, tensor<192x576xf32>) -> tensor<128x197x576xf32>
    %304 = "stablehlo.broadcast_in_dim"(%blocks.3.attn.qkv.b) {broadcast_dimensions = array<i64: 2>} : (tensor<576xf32>) -> tensor<128x197x576xf32>
    %305 = stablehlo.add %303, %304 : tensor<128x197x576xf32>
    %306 = "stablehlo.reshape"(%305) : (tensor<128x197x576xf32>) -> tensor<128x197x3x3x64xf32>
    %307 = "stablehlo.transpose"(%306) {permutation = array<i64: 0, 2, 3, 1, 4>} : (tensor<128x197x3x3x64xf32>) -> tensor<128x3x3x197x64xf32>
    %308 = "stablehlo.slice"(%307) {limit_indices = array<i64: 128, 1, 3, 197, 64>, start_indices = array<i64: 0, 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %309 = "stablehlo.reshape"(%308) : (tensor<128x1x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %310 = "stablehlo.slice"(%307) {limit_indices = array<i64: 128, 2, 3, 197, 64>, start_indices = array<i64: 0, 1, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %311 = "stablehlo.reshape"(%310) : (tensor<128x1x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %312 = "stablehlo.slice"(%307) {limit_indices = array<i64: 128, 3, 3, 197, 64>, start_indices = array<i64: 0, 2, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %313 = "stablehlo.reshape"(%312) : (tensor<128x1x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %314 = stablehlo.constant dense<0.125> : tensor<128x3x197x64xf32>
    %315 = stablehlo.multiply %309, %314 : tensor<128x3x197x64xf32>
    %316 = "stablehlo.dot_general"(%315, %311) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<128x3x197x64xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x197xf32>
    %317 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %318 = "stablehlo.reduce"(%316, %317) ({
    ^bb0(%_r20a: tensor<f32>, %_r20b: tensor<f32>):
      %_r20c = stablehlo.maximum %_r20a, %_r20b : tensor<f32>
      "stablehlo.return"(%_r20c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x3x197x197xf32>, tensor<f32>) -> tensor<128x3x197xf32>
    %319 = "stablehlo.broadcast_in_dim"(%318) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x3x197xf32>) -> tensor<128x3x197x197xf32>
    %320 = stablehlo.subtract %316, %319 : tensor<128x3x197x197xf32>
    %321 = stablehlo.exponential %320 : tensor<128x3x197x197xf32>
    %322 = stablehlo.constant dense<0.0> : tensor<f32>
    %323 = "stablehlo.reduce"(%321, %322) ({
    ^bb0(%_r21a: tensor<f32>, %_r21b: tensor<f32>):
      %_r21c = stablehlo.add %_r21a, %_r21b : tensor<f32>
      "stablehlo.return"(%_r21c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x3x197x197xf32>, tensor<f32>) -> tensor<128x3x197xf32>
    %324 = "stablehlo.broadcast_in_dim"(%323) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x3x197xf32>) -> tensor<128x3x197x197xf32>
    %325 = stablehlo.divide %321, %324 : tensor<128x3x197x197xf32>
    %326 = "stablehlo.dot_general"(%325, %313) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<128x3x197x197xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %327 = "stablehlo.transpose"(%326) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<128x3x197x64xf32>) -> tensor<128x197x3x64xf32>
    %328 = "stablehlo.reshape"(%327) : (tensor<128x197x3x64xf32>) -> tensor<128x197x192xf32>
    %329 = "stablehlo.dot_general"(%328, %blocks.3.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x192xf32>, tensor<192x192xf32>) -> tensor<128x197x192xf32>
    %330 = "stablehlo.broadcast_in_dim"(%blocks.3.attn.proj.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %331 = stablehlo.add %329, %330 : tensor<128x197x192xf32>
    %332 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 128, 7>, start_indices = array<i64: 0, 6>, strides = array<i64: 1, 1>} : (tensor<128x24xf32>) -> tensor<128x1xf32>
    %333 = "stablehlo.broadcast_in_dim"(%332) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<128x1xf32>) -> tensor<128x197x192xf32>
    %334 = stablehlo.multiply %331, %333 : tensor<128x197x192xf32>
    %335 = stablehlo.add %334, %282 : tensor<128x197x192xf32>
    %336 = stablehlo.constant dense<0.0> : tensor<f32>
    %337 = "stablehlo.reduce"(%335, %336) ({
    ^bb0(%_r22a: tensor<f32>, %_r22b: tensor<f32>):
      %_r22c = stablehlo.add %_r22a, %_r22b : tensor<f32>
      "stablehlo.return"(%_r22c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %338 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %339 = stablehlo.divide %337, %338 : tensor<128x197xf32>
    %340 = "stablehlo.broadcast_in_dim"(%339) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %341 = stablehlo.subtract %335, %340 : tensor<128x197x192xf32>
    %342 = stablehlo.multiply %341, %341 : tensor<128x197x192xf32>
    %343 = stablehlo.constant dense<0.0> : tensor<f32>
    %344 = "stablehlo.reduce"(%342, %343) ({
    ^bb0(%_r23a: tensor<f32>, %_r23b: tensor<f32>):
      %_r23c = stablehlo.add %_r23a, %_r23b : tensor<f32>
      "stablehlo.return"(%_r23c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %345 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %346 = stablehlo.divide %344, %345 : tensor<128x197xf32>
    %347 = "stablehlo.broadcast_in_dim"(%346) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %348 = stablehlo.constant dense<1.0e-06> : tensor<128x197x192xf32>
    %349 = stablehlo.add %347, %348 : tensor<128x197x192xf32>
    %350 = stablehlo.rsqrt %349 : tensor<128x197x192xf32>
    %351 = stablehlo.multiply %341, %350 : tensor<128x197x192xf32>
    %352 = "stablehlo.broadcast_in_dim"(%blocks.3.norm2.g) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %353 = stablehlo.multiply %351, %352 : tensor<128x197x192xf32>
    %354 = "stablehlo.broadcast_in_dim"(%blocks.3.norm2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %355 = stablehlo.add %353, %354 : tensor<128x197x192xf32>
    %356 = "stablehlo.dot_general"(%355, %blocks.3.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x192xf32>, tensor<192x768xf32>) -> tensor<128x197x768xf32>
    %357 = "stablehlo.broadcast_in_dim"(%blocks.3.mlp.fc1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<768xf32>) -> tensor<128x197x768xf32>
    %358 = stablehlo.add %356, %357 : tensor<128x197x768xf32>
    %359 = stablehlo.constant dense<0.70710677> : tensor<128x197x768xf32>
    %360 = stablehlo.multiply %358, %359 : tensor<128x197x768xf32>
    %361 = "chlo.erf"(%360) : (tensor<128x197x768xf32>) -> tensor<128x197x768xf32>
    %362 = stablehlo.constant dense<1.0> : tensor<128x197x768xf32>
    %363 = stablehlo.add %361, %362 : tensor<128x197x768xf32>
    %364 = stablehlo.constant dense<0.5> : tensor<128x197x768xf32>
    %365 = stablehlo.multiply %358, %364 : tensor<128x197x768xf32>
    %366 = stablehlo.multiply %365, %363 : tensor<128x197x768xf32>
    %367 = "stablehlo.dot_general"(%366, %blocks.3.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x768xf32>, tensor<768x192xf32>) -> tensor<128x197x192xf32>
    %368 = "stablehlo.broadcast_in_dim"(%blocks.3.mlp.fc2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %369 = stablehlo.add %367, %368 : tensor<128x197x192xf32>
    %370 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 128, 8>, start_indices = array<i64: 0, 7>, strides = array<i64: 1, 1>} : (tensor<128x24xf32>) -> tensor<128x1xf32>
    %371 = "stablehlo.broadcast_in_dim"(%370) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<128x1xf32>) -> tensor<128x197x192xf32>
    %372 = stablehlo.multiply %369, %371 : tensor<128x197x192xf32>
    %373 = stablehlo.add %372, %335 : tensor<128x197x192xf32>
    %374 = stablehlo.constant dense<0.0> : tensor<f32>
    %375 = "stablehlo.reduce"(%373, %374) ({
    ^bb0(%_r24a: tensor<f32>, %_r24b: tensor<f32>):
      %_r24c = stablehlo.add %_r24a, %_r24b : tensor<f32>
      "stablehlo.return"(%_r24c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %376 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %377 = stablehlo.divide %375, %376 : tensor<128x197xf32>
    %378 = "stablehlo.broadcast_in_dim"(%377) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %379 = stablehlo.subtract %373, %378 : tensor<128x197x192xf32>
    %380 = stablehlo.multiply %379, %379 : tensor<128x197x192xf32>
    %381 = stablehlo.constant dense<0.0> : tensor<f32>
    %382 = "stablehlo.reduce"(%380, %381) ({
    ^bb0(%_r25a: tensor<f32>, %_r25b: tensor<f32>):
      %_r25c = stablehlo.add %_r25a, %_r25b : tensor<f32>
      "stablehlo.return"(%_r25c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %383 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %384 = stablehlo.divide %382, %383 : tensor<128x197xf32>
    %385 = "stablehlo.broadcast_in_dim"(%384) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %386 = stablehlo.constant dense<1.0e-06> : tensor<128x197x192xf32>
    %387 = stablehlo.add %385, %386 : tensor<128x197x192xf32>
    %388 = stablehlo.rsqrt %387 : tensor<128x197x192xf32>
    %389 = stablehlo.multiply %379, %388 : tensor<128x197x192xf32>
    %390 = "stablehlo.broadcast_in_dim"(%blocks.4.norm1.g) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %391 = stablehlo.multiply %389, %390 : tensor<128x197x192xf32>
    %392 = "stablehlo.broadcast_in_dim"(%blocks.4.norm1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %393 = stablehlo.add %391, %392 : tensor<128x197x192xf32>
    %394 = "stablehlo.dot_general"(%393, %blocks.4.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x192xf32>, tensor<192x576xf32>) -> tensor<128x197x576xf32>
    %395 = "stablehlo.broadcast_in_dim"(%blocks.4.attn.qkv.b) {broadcast_dimensions = array<i64: 2>} : (tensor<576xf32>) -> tensor<128x197x576xf32>
    %396 = stablehlo.add %394, %395 : tensor<128x197x576xf32>
    %397 = "stablehlo.reshape"(%396) : (tensor<128x197x576xf32>) -> tensor<128x197x3x3x64xf32>
    %398 = "stablehlo.transpose"(%397) {permutation = array<i64: 0, 2, 3, 1, 4>} : (tensor<128x197x3x3x64xf32>) -> tensor<128x3x3x197x64xf32>
    %399 = "stablehlo.slice"(%398) {limit_indices = array<i64: 128, 1, 3, 197, 64>, start_indices = array<i64: 0, 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %400 = "stablehlo.reshape"(%399) : (tensor<128x1x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %401 = "stablehlo.slice"(%398) {limit_indices = array<i64: 128, 2, 3, 197, 64>, start_indices = array<i64: 0, 1, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %402 = "stablehlo.reshape"(%401) : (tensor<128x1x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %403 = "stablehlo.slice"(%398) {limit_indices = array<i64: 128, 3, 3, 197, 64>, start_indices = array<i64: 0, 2, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %404 = "stablehlo.reshape"(%403) : (tensor<128x1x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %405 = stablehlo.constant dense<0.125> : tensor<128x3x197x64xf32>
    %406 = stablehlo.multiply %400, %405 : tensor<128x3x197x64xf32>
    %407 = "stablehlo.dot_general"(%406, %402) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<128x3x197x64xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x197xf32>
    %408 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %409 = "stablehlo.reduce"(%407, %408) ({
    ^bb0(%_r26a: tensor<f32>, %_r26b: tensor<f32>):
      %_r26c = stablehlo.maximum %_r26a, %_r26b : tensor<f32>
      "stablehlo.return"(%_r26c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x3x197x197xf32>, tensor<f32>) -> tensor<128x3x197xf32>
    %410 = "stablehlo.broadcast_in_dim"(%409) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x3x197xf32>) -> tensor<128x3x197x197xf32>
    %411 = stablehlo.subtract %407, %410 : tensor<128x3x197x197xf32>
    %412 = stablehlo.exponential %411 : tensor<128x3x197x197xf32>
    %413 = stablehlo.constant dense<0.0> : tensor<f32>
    %414 = "stablehlo.reduce"(%412, %413) ({
    ^bb0(%_r27a: tensor<f32>, %_r27b: tensor<f32>):
      %_r27c = stablehlo.add %_r27a, %_r27b : tensor<f32>
      "stablehlo.return"(%_r27c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x3x197x197xf32>, tensor<f32>) -> tensor<128x3x197xf32>
    %415 = "stablehlo.broadcast_in_dim"(%414) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x3x197xf32>) -> tensor<128x3x197x197xf32>
    %416 = stablehlo.divide %412, %415 : tensor<128x3x197x197xf32>
    %417 = "stablehlo.dot_general"(%416, %404) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<128x3x197x197xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %418 = "stablehlo.transpose"(%417) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<128x3x197x64xf32>) -> tensor<128x197x3x64xf32>
    %419 = "stablehlo.reshape"(%418) : (tensor<128x197x3x64xf32>) -> tensor<128x197x192xf32>
    %420 = "stablehlo.dot_general"(%419, %blocks.4.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x192xf32>, tensor<192x192xf32>) -> tensor<128x197x192xf32>
    %421 = "stablehlo.broadcast_in_dim"(%blocks.4.attn.proj.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %422 = stablehlo.add %420, %421 : tensor<128x197x192xf32>
    %423 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 128, 9>, start_indices = array<i64: 0, 8>, strides = array<i64: 1, 1>} : (tensor<128x24xf32>) -> tensor<128x1xf32>
    %424 = "stablehlo.broadcast_in_dim"(%423) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<128x1xf32>) -> tensor<128x197x192xf32>
    %425 = stablehlo.multiply %422, %424 : tensor<128x197x192xf32>
    %426 = stablehlo.add %425, %373 : tensor<128x197x192xf32>
    %427 = stablehlo.constant dense<0.0> : tensor<f32>
    %428 = "stablehlo.reduce"(%426, %427) ({
    ^bb0(%_r28a: tensor<f32>, %_r28b: tensor<f32>):
      %_r28c = stablehlo.add %_r28a, %_r28b : tensor<f32>
      "stablehlo.return"(%_r28c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %429 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %430 = stablehlo.divide %428, %429 : tensor<128x197xf32>
    %431 = "stablehlo.broadcast_in_dim"(%430) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %432 = stablehlo.subtract %426, %431 : tensor<128x197x192xf32>
    %433 = stablehlo.multiply %432, %432 : tensor<128x197x192xf32>
    %434 = stablehlo.constant dense<0.0> : tensor<f32>
    %435 = "stablehlo.reduce"(%433, %434) ({
    ^bb0(%_r29a: tensor<f32>, %_r29b: tensor<f32>):
      %_r29c = stablehlo.add %_r29a, %_r29b : tensor<f32>
      "stablehlo.return"(%_r29c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %436 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %437 = stablehlo.divide %435, %436 : tensor<128x197xf32>
    %438 = "stablehlo.broadcast_in_dim"(%437) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %439 = stablehlo.constant dense<1.0e-06> : tensor<128x197x192xf32>
    %440 = stablehlo.add %438, %439 : tensor<128x197x192xf32>
    %441 = stablehlo.rsqrt %440 : tensor<128x197x192xf32>
    %442 = stablehlo.multiply %432, %441 : tensor<128x197x192xf32>
    %443 = "stablehlo.broadcast_in_dim"(%blocks.4.norm2.g) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %444 = stablehlo.multiply %442, %443 : tensor<128x197x192xf32>
    %445 = "stablehlo.broadcast_in_dim"(%blocks.4.norm2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %446 = stablehlo.add %444, %445 : tensor<128x197x192xf32>
    %447 = "stablehlo.dot_general"(%446, %blocks.4.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x192xf32>, tensor<192x768xf32>) -> tensor<128x197x768xf32>
    %448 = "stablehlo.broadcast_in_dim"(%blocks.4.mlp.fc1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<768xf32>) -> tensor<128x197x768xf32>
    %449 = stablehlo.add %447, %448 : tensor<128x197x768xf32>
    %450 = stablehlo.constant dense<0.70710677> : tensor<128x197x768xf32>
    %451 = stablehlo.multiply %449, %450 : tensor<128x197x768xf32>
    %452 = "chlo.erf"(%451) : (tensor<128x197x768xf32>) -> tensor<128x197x768xf32>
    %453 = stablehlo.constant dense<1.0> : tensor<128x197x768xf32>
    %454 = stablehlo.add %452, %453 : tensor<128x197x768xf32>
    %455 = stablehlo.constant dense<0.5> : tensor<128x197x768xf32>
    %456 = stablehlo.multiply %449, %455 : tensor<128x197x768xf32>
    %457 = stablehlo.multiply %456, %454 : tensor<128x197x768xf32>
    %458 = "stablehlo.dot_general"(%457, %blocks.4.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x768xf32>, tensor<768x192xf32>) -> tensor<128x197x192xf32>
    %459 = "stablehlo.broadcast_in_dim"(%blocks.4.mlp.fc2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %460 = stablehlo.add %458, %459 : tensor<128x197x192xf32>
    %461 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 128, 10>, start_indices = array<i64: 0, 9>, strides = array<i64: 1, 1>} : (tensor<128x24xf32>) -> tensor<128x1xf32>
    %462 = "stablehlo.broadcast_in_dim"(%461) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<128x1xf32>) -> tensor<128x197x192xf32>
    %463 = stablehlo.multiply %460, %462 : tensor<128x197x192xf32>
    %464 = stablehlo.add %463, %426 : tensor<128x197x192xf32>
    %465 = stablehlo.constant dense<0.0> : tensor<f32>
    %466 = "stablehlo.reduce"(%464, %465) ({
    ^bb0(%_r30a: tensor<f32>, %_r30b: tensor<f32>):
      %_r30c = stablehlo.add %_r30a, %_r30b : tensor<f32>
      "stablehlo.return"(%_r30c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %467 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %468 = stablehlo.divide %466, %467 : tensor<128x197xf32>
    %469 = "stablehlo.broadcast_in_dim"(%468) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %470 = stablehlo.subtract %464, %469 : tensor<128x197x192xf32>
    %471 = stablehlo.multiply %470, %470 : tensor<128x197x192xf32>
    %472 = stablehlo.constant dense<0.0> : tensor<f32>
    %473 = "stablehlo.reduce"(%471, %472) ({
    ^bb0(%_r31a: tensor<f32>, %_r31b: tensor<f32>):
      %_r31c = stablehlo.add %_r31a, %_r31b : tensor<f32>
      "stablehlo.return"(%_r31c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %474 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %475 = stablehlo.divide %473, %474 : tensor<128x197xf32>
    %476 = "stablehlo.broadcast_in_dim"(%475) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %477 = stablehlo.constant dense<1.0e-06> : tensor<128x197x192xf32>
    %478 = stablehlo.add %476, %477 : tensor<128x197x192xf32>
    %479 = stablehlo.rsqrt %478 : tensor<128x197x192xf32>
    %480 = stablehlo.multiply %470, %479 : tensor<128x197x192xf32>
    %481 = "stablehlo.broadcast_in_dim"(%blocks.5.norm1.g) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %482 = stablehlo.multiply %480, %481 : tensor<128x197x192xf32>
    %483 = "stablehlo.broadcast_in_dim"(%blocks.5.norm1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %484 = stablehlo.add %482, %483 : tensor<128x197x192xf32>
    %485 = "stablehlo.dot_general"(%484, %blocks.5.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x192xf32>, tensor<192x576xf32>) -> tensor<128x197x576xf32>
    %486 = "stablehlo.broadcast_in_dim"(%blocks.5.attn.qkv.b) {broadcast_dimensions = array<i64: 2>} : (tensor<576xf32>) -> tensor<128x197x576xf32>
    %487 = stablehlo.add %485, %486 : tensor<128x197x576xf32>
    %488 = "stablehlo.reshape"(%487) : (tensor<128x197x576xf32>) -> tensor<128x197x3x3x64xf32>
    %489 = "stablehlo.transpose"(%488) {permutation = array<i64: 0, 2, 3, 1, 4>} : (tensor<128x197x3x3x64xf32>) -> tensor<128x3x3x197x64xf32>
    %490 = "stablehlo.slice"(%489) {limit_indices = array<i64: 128, 1, 3, 197, 64>, start_indices = array<i64: 0, 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %491 = "stablehlo.reshape"(%490) : (tensor<128x1x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %492 = "stablehlo.slice"(%489) {limit_indices = array<i64: 128, 2, 3, 197, 64>, start_indices = array<i64: 0, 1, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %493 = "stablehlo.reshape"(%492) : (tensor<128x1x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %494 = "stablehlo.slice"(%489) {limit_indices = array<i64: 128, 3, 3, 197, 64>, start_indices = array<i64: 0, 2, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %495 = "stablehlo.reshape"(%494) : (tensor<128x1x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %496 = stablehlo.constant dense<0.125> : tensor<128x3x197x64xf32>
    %497 = stablehlo.multiply %491, %496 : tensor<128x3x197x64xf32>
    %498 = "stablehlo.dot_general"(%497, %493) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<128x3x197x64xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x197xf32>
    %499 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %500 = "stablehlo.reduce"(%498, %499) ({
    ^bb0(%_r32a: tensor<f32>, %_r32b: tensor<f32>):
      %_r32c = stablehlo.maximum %_r32a, %_r32b : tensor<f32>
      "stablehlo.return"(%_r32c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x3x197x197xf32>, tensor<f32>) -> tensor<128x3x197xf32>
    %501 = "stablehlo.broadcast_in_dim"(%500) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x3x197xf32>) -> tensor<128x3x197x197xf32>
    %502 = stablehlo.subtract %498, %501 : tensor<128x3x197x197xf32>
    %503 = stablehlo.exponential %502 : tensor<128x3x197x197xf32>
    %504 = stablehlo.constant dense<0.0> : tensor<f32>
    %505 = "stablehlo.reduce"(%503, %504) ({
    ^bb0(%_r33a: tensor<f32>, %_r33b: tensor<f32>):
      %_r33c = stablehlo.add %_r33a, %_r33b : tensor<f32>
      "stablehlo.return"(%_r33c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x3x197x197xf32>, tensor<f32>) -> tensor<128x3x197xf32>
    %506 = "stablehlo.broadcast_in_dim"(%505) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x3x197xf32>) -> tensor<128x3x197x197xf32>
    %507 = stablehlo.divide %503, %506 : tensor<128x3x197x197xf32>
    %508 = "stablehlo.dot_general"(%507, %495) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<128x3x197x197xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %509 = "stablehlo.transpose"(%508) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<128x3x197x64xf32>) -> tensor<128x197x3x64xf32>
    %510 = "stablehlo.reshape"(%509) : (tensor<128x197x3x64xf32>) -> tensor<128x197x192xf32>
    %511 = "stablehlo.dot_general"(%510, %blocks.5.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x192xf32>, tensor<192x192xf32>) -> tensor<128x197x192xf32>
    %512 = "stablehlo.broadcast_in_dim"(%blocks.5.attn.proj.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %513 = stablehlo.add %511, %512 : tensor<128x197x192xf32>
    %514 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 128, 11>, start_indices = array<i64: 0, 10>, strides = array<i64: 1, 1>} : (tensor<128x24xf32>) -> tensor<128x1xf32>
    %515 = "stablehlo.broadcast_in_dim"(%514) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<128x1xf32>) -> tensor<128x197x192xf32>
    %516 = stablehlo.multiply %513, %515 : tensor<128x197x192xf32>
    %517 = stablehlo.add %516, %464 : tensor<128x197x192xf32>
    %518 = stablehlo.constant dense<0.0> : tensor<f32>
    %519 = "stablehlo.reduce"(%517, %518) ({
    ^bb0(%_r34a: tensor<f32>, %_r34b: tensor<f32>):
      %_r34c = stablehlo.add %_r34a, %_r34b : tensor<f32>
      "stablehlo.return"(%_r34c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %520 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %521 = stablehlo.divide %519, %520 : tensor<128x197xf32>
    %522 = "stablehlo.broadcast_in_dim"(%521) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %523 = stablehlo.subtract %517, %522 : tensor<128x197x192xf32>
    %524 = stablehlo.multiply %523, %523 : tensor<128x197x192xf32>
    %525 = stablehlo.constant dense<0.0> : tensor<f32>
    %526 = "stablehlo.reduce"(%524, %525) ({
    ^bb0(%_r35a: tensor<f32>, %_r35b: tensor<f32>):
      %_r35c = stablehlo.add %_r35a, %_r35b : tensor<f32>
      "stablehlo.return"(%_r35c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %527 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %528 = stablehlo.divide %526, %527 : tensor<128x197xf32>
    %529 = "stablehlo.broadcast_in_dim"(%528) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %530 = stablehlo.constant dense<1.0e-06> : tensor<128x197x192xf32>
    %531 = stablehlo.add %529, %530 : tensor<128x197x192xf32>
    %532 = stablehlo.rsqrt %531 : tensor<128x197x192xf32>
    %533 = stablehlo.multiply %523, %532 : tensor<128x197x192xf32>
    %534 = "stablehlo.broadcast_in_dim"(%blocks.5.norm2.g) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %535 = stablehlo.multiply %533, %534 : tensor<128x197x192xf32>
    %536 = "stablehlo.broadcast_in_dim"(%blocks.5.norm2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %537 = stablehlo.add %535, %536 : tensor<128x197x192xf32>
    %538 = "stablehlo.dot_general"(%537, %blocks.5.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x192xf32>, tensor<192x768xf32>) -> tensor<128x197x768xf32>
    %539 = "stablehlo.broadcast_in_dim"(%blocks.5.mlp.fc1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<768xf32>) -> tensor<128x197x768xf32>
    %540 = stablehlo.add %538, %539 : tensor<128x197x768xf32>
    %541 = stablehlo.constant dense<0.70710677> : tensor<128x197x768xf32>
    %542 = stablehlo.multiply %540, %541 : tensor<128x197x768xf32>
    %543 = "chlo.erf"(%542) : (tensor<128x197x768xf32>) -> tensor<128x197x768xf32>
    %544 = stablehlo.constant dense<1.0> : tensor<128x197x768xf32>
    %545 = stablehlo.add %543, %544 : tensor<128x197x768xf32>
    %546 = stablehlo.constant dense<0.5> : tensor<128x197x768xf32>
    %547 = stablehlo.multiply %540, %546 : tensor<128x197x768xf32>
    %548 = stablehlo.multiply %547, %545 : tensor<128x197x768xf32>
    %549 = "stablehlo.dot_general"(%548, %blocks.5.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x768xf32>, tensor<768x192xf32>) -> tensor<128x197x192xf32>
    %550 = "stablehlo.broadcast_in_dim"(%blocks.5.mlp.fc2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %551 = stablehlo.add %549, %550 : tensor<128x197x192xf32>
    %552 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 128, 12>, start_indices = array<i64: 0, 11>, strides = array<i64: 1, 1>} : (tensor<128x24xf32>) -> tensor<128x1xf32>
    %553 = "stablehlo.broadcast_in_dim"(%552) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<128x1xf32>) -> tensor<128x197x192xf32>
    %554 = stablehlo.multiply %551, %553 : tensor<128x197x192xf32>
    %555 = stablehlo.add %554, %517 : tensor<128x197x192xf32>
    %556 = stablehlo.constant dense<0.0> : tensor<f32>
    %557 = "stablehlo.reduce"(%555, %556) ({
    ^bb0(%_r36a: tensor<f32>, %_r36b: tensor<f32>):
      %_r36c = stablehlo.add %_r36a, %_r36b : tensor<f32>
      "stablehlo.return"(%_r36c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %558 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %559 = stablehlo.divide %557, %558 : tensor<128x197xf32>
    %560 = "stablehlo.broadcast_in_dim"(%559) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %561 = stablehlo.subtract %555, %560 : tensor<128x197x192xf32>
    %562 = stablehlo.multiply %561, %561 : tensor<128x197x192xf32>
    %563 = stablehlo.constant dense<0.0> : tensor<f32>
    %564 = "stablehlo.reduce"(%562, %563) ({
    ^bb0(%_r37a: tensor<f32>, %_r37b: tensor<f32>):
      %_r37c = stablehlo.add %_r37a, %_r37b : tensor<f32>
      "stablehlo.return"(%_r37c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %565 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %566 = stablehlo.divide %564, %565 : tensor<128x197xf32>
    %567 = "stablehlo.broadcast_in_dim"(%566) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %568 = stablehlo.constant dense<1.0e-06> : tensor<128x197x192xf32>
    %569 = stablehlo.add %567, %568 : tensor<128x197x192xf32>
    %570 = stablehlo.rsqrt %569 : tensor<128x197x192xf32>
    %571 = stablehlo.multiply %561, %570 : tensor<128x197x192xf32>
    %572 = "stablehlo.broadcast_in_dim"(%blocks.6.norm1.g) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %573 = stablehlo.multiply %571, %572 : tensor<128x197x192xf32>
    %574 = "stablehlo.broadcast_in_dim"(%blocks.6.norm1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %575 = stablehlo.add %573, %574 : tensor<128x197x192xf32>
    %576 = "stablehlo.dot_general"(%575, %blocks.6.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x192xf32>, tensor<192x576xf32>) -> tensor<128x197x576xf32>
    %577 = "stablehlo.broadcast_in_dim"(%blocks.6.attn.qkv.b) {broadcast_dimensions = array<i64: 2>} : (tensor<576xf32>) -> tensor<128x197x576xf32>
    %578 = stablehlo.add %576, %577 : tensor<128x197x576xf32>
    %579 = "stablehlo.reshape"(%578) : (tensor<128x197x576xf32>) -> tensor<128x197x3x3x64xf32>
    %580 = "stablehlo.transpose"(%579) {permutation = array<i64: 0, 2, 3, 1, 4>} : (tensor<128x197x3x3x64xf32>) -> tensor<128x3x3x197x64xf32>
    %581 = "stablehlo.slice"(%580) {limit_indices = array<i64: 128, 1, 3, 197, 64>, start_indices = array<i64: 0, 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %582 = "stablehlo.reshape"(%581) : (tensor<128x1x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %583 = "stablehlo.slice"(%580) {limit_indices = array<i64: 128, 2, 3, 197, 64>, start_indices = array<i64: 0, 1, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %584 = "stablehlo.reshape"(%583) : (tensor<128x1x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %585 = "stablehlo.slice"(%580) {limit_indices = array<i64: 128, 3, 3, 197, 64>, start_indices = array<i64: 0, 2, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %586 = "stablehlo.reshape"(%585) : (tensor<128x1x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %587 = stablehlo.constant dense<0.125> : tensor<128x3x197x64xf32>
    %588 = stablehlo.multiply %582, %587 : tensor<128x3x197x64xf32>
    %589 = "stablehlo.dot_general"(%588, %584) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<128x3x197x64xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x197xf32>
    %590 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %591 = "stablehlo.reduce"(%589, %590) ({
    ^bb0(%_r38a: tensor<f32>, %_r38b: tensor<f32>):
      %_r38c = stablehlo.maximum %_r38a, %_r38b : tensor<f32>
      "stablehlo.return"(%_r38c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x3x197x197xf32>, tensor<f32>) -> tensor<128x3x197xf32>
    %592 = "stablehlo.broadcast_in_dim"(%591) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x3x197xf32>) -> tensor<128x3x197x197xf32>
    %593 = stablehlo.subtract %589, %592 : tensor<128x3x197x197xf32>
    %594 = stablehlo.exponential %593 : tensor<128x3x197x197xf32>
    %595 = stablehlo.constant dense<0.0> : tensor<f32>
    %596 = "stablehlo.reduce"(%594, %595) ({
    ^bb0(%_r39a: tensor<f32>, %_r39b: tensor<f32>):
      %_r39c = stablehlo.add %_r39a, %_r39b : tensor<f32>
      "stablehlo.return"(%_r39c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x3x197x197xf32>, tensor<f32>) -> tensor<128x3x197xf32>
    %597 = "stablehlo.broadcast_in_dim"(%596) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x3x197xf32>) -> tensor<128x3x197x197xf32>
    %598 = stablehlo.divide %594, %597 : tensor<128x3x197x197xf32>
    %599 = "stablehlo.dot_general"(%598, %586) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<128x3x197x197xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %600 = "stablehlo.transpose"(%599) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<128x3x197x64xf32>) -> tensor<128x197x3x64xf32>
    %601 = "stablehlo.reshape"(%600) : (tensor<128x197x3x64xf32>) -> tensor<128x197x192xf32>
    %602 = "stablehlo.dot_general"(%601, %blocks.6.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x192xf32>, tensor<192x192xf32>) -> tensor<128x197x192xf32>
    %603 = "stablehlo.broadcast_in_dim"(%blocks.6.attn.proj.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %604 = stablehlo.add %602, %603 : tensor<128x197x192xf32>
    %605 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 128, 13>, start_indices = array<i64: 0, 12>, strides = array<i64: 1, 1>} : (tensor<128x24xf32>) -> tensor<128x1xf32>
    %606 = "stablehlo.broadcast_in_dim"(%605) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<128x1xf32>) -> tensor<128x197x192xf32>
    %607 = stablehlo.multiply %604, %606 : tensor<128x197x192xf32>
    %608 = stablehlo.add %607, %555 : tensor<128x197x192xf32>
    %609 = stablehlo.constant dense<0.0> : tensor<f32>
    %610 = "stablehlo.reduce"(%608, %609) ({
    ^bb0(%_r40a: tensor<f32>, %_r40b: tensor<f32>):
      %_r40c = stablehlo.add %_r40a, %_r40b : tensor<f32>
      "stablehlo.return"(%_r40c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %611 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %612 = stablehlo.divide %610, %611 : tensor<128x197xf32>
    %613 = "stablehlo.broadcast_in_dim"(%612) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %614 = stablehlo.subtract %608, %613 : tensor<128x197x192xf32>
    %615 = stablehlo.multiply %614, %614 : tensor<128x197x192xf32>
    %616 = stablehlo.constant dense<0.0> : tensor<f32>
    %617 = "stablehlo.reduce"(%615, %616) ({
    ^bb0(%_r41a: tensor<f32>, %_r41b: tensor<f32>):
      %_r41c = stablehlo.add %_r41a, %_r41b : tensor<f32>
      "stablehlo.return"(%_r41c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %618 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %619 = stablehlo.divide %617, %618 : tensor<128x197xf32>
    %620 = "stablehlo.broadcast_in_dim"(%619) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %621 = stablehlo.constant dense<1.0e-06> : tensor<128x197x192xf32>
    %622 = stablehlo.add %620, %621 : tensor<128x197x192xf32>
    %623 = stablehlo.rsqrt %622 : tensor<128x197x192xf32>
    %624 = stablehlo.multiply %614, %623 : tensor<128x197x192xf32>
    %625 = "stablehlo.broadcast_in_dim"(%blocks.6.norm2.g) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %626 = stablehlo.multiply %624, %625 : tensor<128x197x192xf32>
    %627 = "stablehlo.broadcast_in_dim"(%blocks.6.norm2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %628 = stablehlo.add %626, %627 : tensor<128x197x192xf32>
    %629 = "stablehlo.dot_general"(%628, %blocks.6.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x192xf32>, tensor<192x768xf32>) -> tensor<128x197x768xf32>
    %630 = "stablehlo.broadcast_in_dim"(%blocks.6.mlp.fc1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<768xf32>) -> tensor<128x197x768xf32>
    %631 = stablehlo.add %629, %630 : tensor<128x197x768xf32>
    %632 = stablehlo.constant dense<0.70710677> : tensor<128x197x768xf32>
    %633 = stablehlo.multiply %631, %632 : tensor<128x197x768xf32>
    %634 = "chlo.erf"(%633) : (tensor<128x197x768xf32>) -> tensor<128x197x768xf32>
    %635 = stablehlo.constant dense<1.0> : tensor<128x197x768xf32>
    %636 = stablehlo.add %634, %635 : tensor<128x197x768xf32>
    %637 = stablehlo.constant dense<0.5> : tensor<128x197x768xf32>
    %638 = stablehlo.multiply %631, %637 : tensor<128x197x768xf32>
    %639 = stablehlo.multiply %638, %636 : tensor<128x197x768xf32>
    %640 = "stablehlo.dot_general"(%639, %blocks.6.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x768xf32>, tensor<768x192xf32>) -> tensor<128x197x192xf32>
    %641 = "stablehlo.broadcast_in_dim"(%blocks.6.mlp.fc2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %642 = stablehlo.add %640, %641 : tensor<128x197x192xf32>
    %643 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 128, 14>, start_indices = array<i64: 0, 13>, strides = array<i64: 1, 1>} : (tensor<128x24xf32>) -> tensor<128x1xf32>
    %644 = "stablehlo.broadcast_in_dim"(%643) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<128x1xf32>) -> tensor<128x197x192xf32>
    %645 = stablehlo.multiply %642, %644 : tensor<128x197x192xf32>
    %646 = stablehlo.add %645, %608 : tensor<128x197x192xf32>
    %647 = stablehlo.constant dense<0.0> : tensor<f32>
    %648 = "stablehlo.reduce"(%646, %647) ({
    ^bb0(%_r42a: tensor<f32>, %_r42b: tensor<f32>):
      %_r42c = stablehlo.add %_r42a, %_r42b : tensor<f32>
      "stablehlo.return"(%_r42c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %649 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %650 = stablehlo.divide %648, %649 : tensor<128x197xf32>
    %651 = "stablehlo.broadcast_in_dim"(%650) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %652 = stablehlo.subtract %646, %651 : tensor<128x197x192xf32>
    %653 = stablehlo.multiply %652, %652 : tensor<128x197x192xf32>
    %654 = stablehlo.constant dense<0.0> : tensor<f32>
    %655 = "stablehlo.reduce"(%653, %654) ({
    ^bb0(%_r43a: tensor<f32>, %_r43b: tensor<f32>):
      %_r43c = stablehlo.add %_r43a, %_r43b : tensor<f32>
      "stablehlo.return"(%_r43c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %656 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %657 = stablehlo.divide %655, %656 : tensor<128x197xf32>
    %658 = "stablehlo.broadcast_in_dim"(%657) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %659 = stablehlo.constant dense<1.0e-06> : tensor<128x197x192xf32>
    %660 = stablehlo.add %658, %659 : tensor<128x197x192xf32>
    %661 = stablehlo.rsqrt %660 : tensor<128x197x192xf32>
    %662 = stablehlo.multiply %652, %661 : tensor<128x197x192xf32>
    %663 = "stablehlo.broadcast_in_dim"(%blocks.7.norm1.g) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %664 = stablehlo.multiply %662, %663 : tensor<128x197x192xf32>
    %665 = "stablehlo.broadcast_in_dim"(%blocks.7.norm1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %666 = stablehlo.add %664, %665 : tensor<128x197x192xf32>
    %667 = "stablehlo.dot_general"(%666, %blocks.7.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x192xf32>, tensor<192x576xf32>) -> tensor<128x197x576xf32>
    %668 = "stablehlo.broadcast_in_dim"(%blocks.7.attn.qkv.b) {broadcast_dimensions = array<i64: 2>} : (tensor<576xf32>) -> tensor<128x197x576xf32>
    %669 = stablehlo.add %667, %668 : tensor<128x197x576xf32>
    %670 = "stablehlo.reshape"(%669) : (tensor<128x197x576xf32>) -> tensor<128x197x3x3x64xf32>
    %671 = "stablehlo.transpose"(%670) {permutation = array<i64: 0, 2, 3, 1, 4>} : (tensor<128x197x3x3x64xf32>) -> tensor<128x3x3x197x64xf32>
    %672 = "stablehlo.slice"(%671) {limit_indices = array<i64: 128, 1, 3, 197, 64>, start_indices = array<i64: 0, 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %673 = "stablehlo.reshape"(%672) : (tensor<128x1x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %674 = "stablehlo.slice"(%671) {limit_indices = array<i64: 128, 2, 3, 197, 64>, start_indices = array<i64: 0, 1, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %675 = "stablehlo.reshape"(%674) : (tensor<128x1x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %676 = "stablehlo.slice"(%671) {limit_indices = array<i64: 128, 3, 3, 197, 64>, start_indices = array<i64: 0, 2, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %677 = "stablehlo.reshape"(%676) : (tensor<128x1x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %678 = stablehlo.constant dense<0.125> : tensor<128x3x197x64xf32>
    %679 = stablehlo.multiply %673, %678 : tensor<128x3x197x64xf32>
    %680 = "stablehlo.dot_general"(%679, %675) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<128x3x197x64xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x197xf32>
    %681 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %682 = "stablehlo.reduce"(%680, %681) ({
    ^bb0(%_r44a: tensor<f32>, %_r44b: tensor<f32>):
      %_r44c = stablehlo.maximum %_r44a, %_r44b : tensor<f32>
      "stablehlo.return"(%_r44c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x3x197x197xf32>, tensor<f32>) -> tensor<128x3x197xf32>
    %683 = "stablehlo.broadcast_in_dim"(%682) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x3x197xf32>) -> tensor<128x3x197x197xf32>
    %684 = stablehlo.subtract %680, %683 : tensor<128x3x197x197xf32>
    %685 = stablehlo.exponential %684 : tensor<128x3x197x197xf32>
    %686 = stablehlo.constant dense<0.0> : tensor<f32>
    %687 = "stablehlo.reduce"(%685, %686) ({
    ^bb0(%_r45a: tensor<f32>, %_r45b: tensor<f32>):
      %_r45c = stablehlo.add %_r45a, %_r45b : tensor<f32>
      "stablehlo.return"(%_r45c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x3x197x197xf32>, tensor<f32>) -> tensor<128x3x197xf32>
    %688 = "stablehlo.broadcast_in_dim"(%687) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x3x197xf32>) -> tensor<128x3x197x197xf32>
    %689 = stablehlo.divide %685, %688 : tensor<128x3x197x197xf32>
    %690 = "stablehlo.dot_general"(%689, %677) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<128x3x197x197xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %691 = "stablehlo.transpose"(%690) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<128x3x197x64xf32>) -> tensor<128x197x3x64xf32>
    %692 = "stablehlo.reshape"(%691) : (tensor<128x197x3x64xf32>) -> tensor<128x197x192xf32>
    %693 = "stablehlo.dot_general"(%692, %blocks.7.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x192xf32>, tensor<192x192xf32>) -> tensor<128x197x192xf32>
    %694 = "stablehlo.broadcast_in_dim"(%blocks.7.attn.proj.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %695 = stablehlo.add %693, %694 : tensor<128x197x192xf32>
    %696 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 128, 15>, start_indices = array<i64: 0, 14>, strides = array<i64: 1, 1>} : (tensor<128x24xf32>) -> tensor<128x1xf32>
    %697 = "stablehlo.broadcast_in_dim"(%696) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<128x1xf32>) -> tensor<128x197x192xf32>
    %698 = stablehlo.multiply %695, %697 : tensor<128x197x192xf32>
    %699 = stablehlo.add %698, %646 : tensor<128x197x192xf32>
    %700 = stablehlo.constant dense<0.0> : tensor<f32>
    %701 = "stablehlo.reduce"(%699, %700) ({
    ^bb0(%_r46a: tensor<f32>, %_r46b: tensor<f32>):
      %_r46c = stablehlo.add %_r46a, %_r46b : tensor<f32>
      "stablehlo.return"(%_r46c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %702 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %703 = stablehlo.divide %701, %702 : tensor<128x197xf32>
    %704 = "stablehlo.broadcast_in_dim"(%703) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %705 = stablehlo.subtract %699, %704 : tensor<128x197x192xf32>
    %706 = stablehlo.multiply %705, %705 : tensor<128x197x192xf32>
    %707 = stablehlo.constant dense<0.0> : tensor<f32>
    %708 = "stablehlo.reduce"(%706, %707) ({
    ^bb0(%_r47a: tensor<f32>, %_r47b: tensor<f32>):
      %_r47c = stablehlo.add %_r47a, %_r47b : tensor<f32>
      "stablehlo.return"(%_r47c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %709 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %710 = stablehlo.divide %708, %709 : tensor<128x197xf32>
    %711 = "stablehlo.broadcast_in_dim"(%710) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %712 = stablehlo.constant dense<1.0e-06> : tensor<128x197x192xf32>
    %713 = stablehlo.add %711, %712 : tensor<128x197x192xf32>
    %714 = stablehlo.rsqrt %713 : tensor<128x197x192xf32>
    %715 = stablehlo.multiply %705, %714 : tensor<128x197x192xf32>
    %716 = "stablehlo.broadcast_in_dim"(%blocks.7.norm2.g) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %717 = stablehlo.multiply %715, %716 : tensor<128x197x192xf32>
    %718 = "stablehlo.broadcast_in_dim"(%blocks.7.norm2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %719 = stablehlo.add %717, %718 : tensor<128x197x192xf32>
    %720 = "stablehlo.dot_general"(%719, %blocks.7.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x192xf32>, tensor<192x768xf32>) -> tensor<128x197x768xf32>
    %721 = "stablehlo.broadcast_in_dim"(%blocks.7.mlp.fc1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<768xf32>) -> tensor<128x197x768xf32>
    %722 = stablehlo.add %720, %721 : tensor<128x197x768xf32>
    %723 = stablehlo.constant dense<0.70710677> : tensor<128x197x768xf32>
    %724 = stablehlo.multiply %722, %723 : tensor<128x197x768xf32>
    %725 = "chlo.erf"(%724) : (tensor<128x197x768xf32>) -> tensor<128x197x768xf32>
    %726 = stablehlo.constant dense<1.0> : tensor<128x197x768xf32>
    %727 = stablehlo.add %725, %726 : tensor<128x197x768xf32>
    %728 = stablehlo.constant dense<0.5> : tensor<128x197x768xf32>
    %729 = stablehlo.multiply %722, %728 : tensor<128x197x768xf32>
    %730 = stablehlo.multiply %729, %727 : tensor<128x197x768xf32>
    %731 = "stablehlo.dot_general"(%730, %blocks.7.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x768xf32>, tensor<768x192xf32>) -> tensor<128x197x192xf32>
    %732 = "stablehlo.broadcast_in_dim"(%blocks.7.mlp.fc2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %733 = stablehlo.add %731, %732 : tensor<128x197x192xf32>
    %734 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 128, 16>, start_indices = array<i64: 0, 15>, strides = array<i64: 1, 1>} : (tensor<128x24xf32>) -> tensor<128x1xf32>
    %735 = "stablehlo.broadcast_in_dim"(%734) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<128x1xf32>) -> tensor<128x197x192xf32>
    %736 = stablehlo.multiply %733, %735 : tensor<128x197x192xf32>
    %737 = stablehlo.add %736, %699 : tensor<128x197x192xf32>
    %738 = stablehlo.constant dense<0.0> : tensor<f32>
    %739 = "stablehlo.reduce"(%737, %738) ({
    ^bb0(%_r48a: tensor<f32>, %_r48b: tensor<f32>):
      %_r48c = stablehlo.add %_r48a, %_r48b : tensor<f32>
      "stablehlo.return"(%_r48c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %740 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %741 = stablehlo.divide %739, %740 : tensor<128x197xf32>
    %742 = "stablehlo.broadcast_in_dim"(%741) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %743 = stablehlo.subtract %737, %742 : tensor<128x197x192xf32>
    %744 = stablehlo.multiply %743, %743 : tensor<128x197x192xf32>
    %745 = stablehlo.constant dense<0.0> : tensor<f32>
    %746 = "stablehlo.reduce"(%744, %745) ({
    ^bb0(%_r49a: tensor<f32>, %_r49b: tensor<f32>):
      %_r49c = stablehlo.add %_r49a, %_r49b : tensor<f32>
      "stablehlo.return"(%_r49c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %747 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %748 = stablehlo.divide %746, %747 : tensor<128x197xf32>
    %749 = "stablehlo.broadcast_in_dim"(%748) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %750 = stablehlo.constant dense<1.0e-06> : tensor<128x197x192xf32>
    %751 = stablehlo.add %749, %750 : tensor<128x197x192xf32>
    %752 = stablehlo.rsqrt %751 : tensor<128x197x192xf32>
    %753 = stablehlo.multiply %743, %752 : tensor<128x197x192xf32>
    %754 = "stablehlo.broadcast_in_dim"(%blocks.8.norm1.g) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %755 = stablehlo.multiply %753, %754 : tensor<128x197x192xf32>
    %756 = "stablehlo.broadcast_in_dim"(%blocks.8.norm1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %757 = stablehlo.add %755, %756 : tensor<128x197x192xf32>
    %758 = "stablehlo.dot_general"(%757, %blocks.8.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x192xf32>, tensor<192x576xf32>) -> tensor<128x197x576xf32>
    %759 = "stablehlo.broadcast_in_dim"(%blocks.8.attn.qkv.b) {broadcast_dimensions = array<i64: 2>} : (tensor<576xf32>) -> tensor<128x197x576xf32>
    %760 = stablehlo.add %758, %759 : tensor<128x197x576xf32>
    %761 = "stablehlo.reshape"(%760) : (tensor<128x197x576xf32>) -> tensor<128x197x3x3x64xf32>
    %762 = "stablehlo.transpose"(%761) {permutation = array<i64: 0, 2, 3, 1, 4>} : (tensor<128x197x3x3x64xf32>) -> tensor<128x3x3x197x64xf32>
    %763 = "stablehlo.slice"(%762) {limit_indices = array<i64: 128, 1, 3, 197, 64>, start_indices = array<i64: 0, 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %764 = "stablehlo.reshape"(%763) : (tensor<128x1x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %765 = "stablehlo.slice"(%762) {limit_indices = array<i64: 128, 2, 3, 197, 64>, start_indices = array<i64: 0, 1, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %766 = "stablehlo.reshape"(%765) : (tensor<128x1x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %767 = "stablehlo.slice"(%762) {limit_indices = array<i64: 128, 3, 3, 197, 64>, start_indices = array<i64: 0, 2, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %768 = "stablehlo.reshape"(%767) : (tensor<128x1x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %769 = stablehlo.constant dense<0.125> : tensor<128x3x197x64xf32>
    %770 = stablehlo.multiply %764, %769 : tensor<128x3x197x64xf32>
    %771 = "stablehlo.dot_general"(%770, %766) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<128x3x197x64xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x197xf32>
    %772 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %773 = "stablehlo.reduce"(%771, %772) ({
    ^bb0(%_r50a: tensor<f32>, %_r50b: tensor<f32>):
      %_r50c = stablehlo.maximum %_r50a, %_r50b : tensor<f32>
      "stablehlo.return"(%_r50c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x3x197x197xf32>, tensor<f32>) -> tensor<128x3x197xf32>
    %774 = "stablehlo.broadcast_in_dim"(%773) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x3x197xf32>) -> tensor<128x3x197x197xf32>
    %775 = stablehlo.subtract %771, %774 : tensor<128x3x197x197xf32>
    %776 = stablehlo.exponential %775 : tensor<128x3x197x197xf32>
    %777 = stablehlo.constant dense<0.0> : tensor<f32>
    %778 = "stablehlo.reduce"(%776, %777) ({
    ^bb0(%_r51a: tensor<f32>, %_r51b: tensor<f32>):
      %_r51c = stablehlo.add %_r51a, %_r51b : tensor<f32>
      "stablehlo.return"(%_r51c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x3x197x197xf32>, tensor<f32>) -> tensor<128x3x197xf32>
    %779 = "stablehlo.broadcast_in_dim"(%778) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x3x197xf32>) -> tensor<128x3x197x197xf32>
    %780 = stablehlo.divide %776, %779 : tensor<128x3x197x197xf32>
    %781 = "stablehlo.dot_general"(%780, %768) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<128x3x197x197xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %782 = "stablehlo.transpose"(%781) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<128x3x197x64xf32>) -> tensor<128x197x3x64xf32>
    %783 = "stablehlo.reshape"(%782) : (tensor<128x197x3x64xf32>) -> tensor<128x197x192xf32>
    %784 = "stablehlo.dot_general"(%783, %blocks.8.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x192xf32>, tensor<192x192xf32>) -> tensor<128x197x192xf32>
    %785 = "stablehlo.broadcast_in_dim"(%blocks.8.attn.proj.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %786 = stablehlo.add %784, %785 : tensor<128x197x192xf32>
    %787 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 128, 17>, start_indices = array<i64: 0, 16>, strides = array<i64: 1, 1>} : (tensor<128x24xf32>) -> tensor<128x1xf32>
    %788 = "stablehlo.broadcast_in_dim"(%787) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<128x1xf32>) -> tensor<128x197x192xf32>
    %789 = stablehlo.multiply %786, %788 : tensor<128x197x192xf32>
    %790 = stablehlo.add %789, %737 : tensor<128x197x192xf32>
    %791 = stablehlo.constant dense<0.0> : tensor<f32>
    %792 = "stablehlo.reduce"(%790, %791) ({
    ^bb0(%_r52a: tensor<f32>, %_r52b: tensor<f32>):
      %_r52c = stablehlo.add %_r52a, %_r52b : tensor<f32>
      "stablehlo.return"(%_r52c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %793 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %794 = stablehlo.divide %792, %793 : tensor<128x197xf32>
    %795 = "stablehlo.broadcast_in_dim"(%794) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %796 = stablehlo.subtract %790, %795 : tensor<128x197x192xf32>
    %797 = stablehlo.multiply %796, %796 : tensor<128x197x192xf32>
    %798 = stablehlo.constant dense<0.0> : tensor<f32>
    %799 = "stablehlo.reduce"(%797, %798) ({
    ^bb0(%_r53a: tensor<f32>, %_r53b: tensor<f32>):
      %_r53c = stablehlo.add %_r53a, %_r53b : tensor<f32>
      "stablehlo.return"(%_r53c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %800 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %801 = stablehlo.divide %799, %800 : tensor<128x197xf32>
    %802 = "stablehlo.broadcast_in_dim"(%801) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %803 = stablehlo.constant dense<1.0e-06> : tensor<128x197x192xf32>
    %804 = stablehlo.add %802, %803 : tensor<128x197x192xf32>
    %805 = stablehlo.rsqrt %804 : tensor<128x197x192xf32>
    %806 = stablehlo.multiply %796, %805 : tensor<128x197x192xf32>
    %807 = "stablehlo.broadcast_in_dim"(%blocks.8.norm2.g) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %808 = stablehlo.multiply %806, %807 : tensor<128x197x192xf32>
    %809 = "stablehlo.broadcast_in_dim"(%blocks.8.norm2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %810 = stablehlo.add %808, %809 : tensor<128x197x192xf32>
    %811 = "stablehlo.dot_general"(%810, %blocks.8.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x192xf32>, tensor<192x768xf32>) -> tensor<128x197x768xf32>
    %812 = "stablehlo.broadcast_in_dim"(%blocks.8.mlp.fc1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<768xf32>) -> tensor<128x197x768xf32>
    %813 = stablehlo.add %811, %812 : tensor<128x197x768xf32>
    %814 = stablehlo.constant dense<0.70710677> : tensor<128x197x768xf32>
    %815 = stablehlo.multiply %813, %814 : tensor<128x197x768xf32>
    %816 = "chlo.erf"(%815) : (tensor<128x197x768xf32>) -> tensor<128x197x768xf32>
    %817 = stablehlo.constant dense<1.0> : tensor<128x197x768xf32>
    %818 = stablehlo.add %816, %817 : tensor<128x197x768xf32>
    %819 = stablehlo.constant dense<0.5> : tensor<128x197x768xf32>
    %820 = stablehlo.multiply %813, %819 : tensor<128x197x768xf32>
    %821 = stablehlo.multiply %820, %818 : tensor<128x197x768xf32>
    %822 = "stablehlo.dot_general"(%821, %blocks.8.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x768xf32>, tensor<768x192xf32>) -> tensor<128x197x192xf32>
    %823 = "stablehlo.broadcast_in_dim"(%blocks.8.mlp.fc2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %824 = stablehlo.add %822, %823 : tensor<128x197x192xf32>
    %825 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 128, 18>, start_indices = array<i64: 0, 17>, strides = array<i64: 1, 1>} : (tensor<128x24xf32>) -> tensor<128x1xf32>
    %826 = "stablehlo.broadcast_in_dim"(%825) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<128x1xf32>) -> tensor<128x197x192xf32>
    %827 = stablehlo.multiply %824, %826 : tensor<128x197x192xf32>
    %828 = stablehlo.add %827, %790 : tensor<128x197x192xf32>
    %829 = stablehlo.constant dense<0.0> : tensor<f32>
    %830 = "stablehlo.reduce"(%828, %829) ({
    ^bb0(%_r54a: tensor<f32>, %_r54b: tensor<f32>):
      %_r54c = stablehlo.add %_r54a, %_r54b : tensor<f32>
      "stablehlo.return"(%_r54c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %831 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %832 = stablehlo.divide %830, %831 : tensor<128x197xf32>
    %833 = "stablehlo.broadcast_in_dim"(%832) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %834 = stablehlo.subtract %828, %833 : tensor<128x197x192xf32>
    %835 = stablehlo.multiply %834, %834 : tensor<128x197x192xf32>
    %836 = stablehlo.constant dense<0.0> : tensor<f32>
    %837 = "stablehlo.reduce"(%835, %836) ({
    ^bb0(%_r55a: tensor<f32>, %_r55b: tensor<f32>):
      %_r55c = stablehlo.add %_r55a, %_r55b : tensor<f32>
      "stablehlo.return"(%_r55c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %838 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %839 = stablehlo.divide %837, %838 : tensor<128x197xf32>
    %840 = "stablehlo.broadcast_in_dim"(%839) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %841 = stablehlo.constant dense<1.0e-06> : tensor<128x197x192xf32>
    %842 = stablehlo.add %840, %841 : tensor<128x197x192xf32>
    %843 = stablehlo.rsqrt %842 : tensor<128x197x192xf32>
    %844 = stablehlo.multiply %834, %843 : tensor<128x197x192xf32>
    %845 = "stablehlo.broadcast_in_dim"(%blocks.9.norm1.g) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %846 = stablehlo.multiply %844, %845 : tensor<128x197x192xf32>
    %847 = "stablehlo.broadcast_in_dim"(%blocks.9.norm1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %848 = stablehlo.add %846, %847 : tensor<128x197x192xf32>
    %849 = "stablehlo.dot_general"(%848, %blocks.9.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x192xf32>, tensor<192x576xf32>) -> tensor<128x197x576xf32>
    %850 = "stablehlo.broadcast_in_dim"(%blocks.9.attn.qkv.b) {broadcast_dimensions = array<i64: 2>} : (tensor<576xf32>) -> tensor<128x197x576xf32>
    %851 = stablehlo.add %849, %850 : tensor<128x197x576xf32>
    %852 = "stablehlo.reshape"(%851) : (tensor<128x197x576xf32>) -> tensor<128x197x3x3x64xf32>
    %853 = "stablehlo.transpose"(%852) {permutation = array<i64: 0, 2, 3, 1, 4>} : (tensor<128x197x3x3x64xf32>) -> tensor<128x3x3x197x64xf32>
    %854 = "stablehlo.slice"(%853) {limit_indices = array<i64: 128, 1, 3, 197, 64>, start_indices = array<i64: 0, 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %855 = "stablehlo.reshape"(%854) : (tensor<128x1x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %856 = "stablehlo.slice"(%853) {limit_indices = array<i64: 128, 2, 3, 197, 64>, start_indices = array<i64: 0, 1, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %857 = "stablehlo.reshape"(%856) : (tensor<128x1x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %858 = "stablehlo.slice"(%853) {limit_indices = array<i64: 128, 3, 3, 197, 64>, start_indices = array<i64: 0, 2, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %859 = "stablehlo.reshape"(%858) : (tensor<128x1x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %860 = stablehlo.constant dense<0.125> : tensor<128x3x197x64xf32>
    %861 = stablehlo.multiply %855, %860 : tensor<128x3x197x64xf32>
    %862 = "stablehlo.dot_general"(%861, %857) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<128x3x197x64xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x197xf32>
    %863 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %864 = "stablehlo.reduce"(%862, %863) ({
    ^bb0(%_r56a: tensor<f32>, %_r56b: tensor<f32>):
      %_r56c = stablehlo.maximum %_r56a, %_r56b : tensor<f32>
      "stablehlo.return"(%_r56c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x3x197x197xf32>, tensor<f32>) -> tensor<128x3x197xf32>
    %865 = "stablehlo.broadcast_in_dim"(%864) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x3x197xf32>) -> tensor<128x3x197x197xf32>
    %866 = stablehlo.subtract %862, %865 : tensor<128x3x197x197xf32>
    %867 = stablehlo.exponential %866 : tensor<128x3x197x197xf32>
    %868 = stablehlo.constant dense<0.0> : tensor<f32>
    %869 = "stablehlo.reduce"(%867, %868) ({
    ^bb0(%_r57a: tensor<f32>, %_r57b: tensor<f32>):
      %_r57c = stablehlo.add %_r57a, %_r57b : tensor<f32>
      "stablehlo.return"(%_r57c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x3x197x197xf32>, tensor<f32>) -> tensor<128x3x197xf32>
    %870 = "stablehlo.broadcast_in_dim"(%869) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x3x197xf32>) -> tensor<128x3x197x197xf32>
    %871 = stablehlo.divide %867, %870 : tensor<128x3x197x197xf32>
    %872 = "stablehlo.dot_general"(%871, %859) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<128x3x197x197xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %873 = "stablehlo.transpose"(%872) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<128x3x197x64xf32>) -> tensor<128x197x3x64xf32>
    %874 = "stablehlo.reshape"(%873) : (tensor<128x197x3x64xf32>) -> tensor<128x197x192xf32>
    %875 = "stablehlo.dot_general"(%874, %blocks.9.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x192xf32>, tensor<192x192xf32>) -> tensor<128x197x192xf32>
    %876 = "stablehlo.broadcast_in_dim"(%blocks.9.attn.proj.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %877 = stablehlo.add %875, %876 : tensor<128x197x192xf32>
    %878 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 128, 19>, start_indices = array<i64: 0, 18>, strides = array<i64: 1, 1>} : (tensor<128x24xf32>) -> tensor<128x1xf32>
    %879 = "stablehlo.broadcast_in_dim"(%878) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<128x1xf32>) -> tensor<128x197x192xf32>
    %880 = stablehlo.multiply %877, %879 : tensor<128x197x192xf32>
    %881 = stablehlo.add %880, %828 : tensor<128x197x192xf32>
    %882 = stablehlo.constant dense<0.0> : tensor<f32>
    %883 = "stablehlo.reduce"(%881, %882) ({
    ^bb0(%_r58a: tensor<f32>, %_r58b: tensor<f32>):
      %_r58c = stablehlo.add %_r58a, %_r58b : tensor<f32>
      "stablehlo.return"(%_r58c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %884 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %885 = stablehlo.divide %883, %884 : tensor<128x197xf32>
    %886 = "stablehlo.broadcast_in_dim"(%885) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %887 = stablehlo.subtract %881, %886 : tensor<128x197x192xf32>
    %888 = stablehlo.multiply %887, %887 : tensor<128x197x192xf32>
    %889 = stablehlo.constant dense<0.0> : tensor<f32>
    %890 = "stablehlo.reduce"(%888, %889) ({
    ^bb0(%_r59a: tensor<f32>, %_r59b: tensor<f32>):
      %_r59c = stablehlo.add %_r59a, %_r59b : tensor<f32>
      "stablehlo.return"(%_r59c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %891 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %892 = stablehlo.divide %890, %891 : tensor<128x197xf32>
    %893 = "stablehlo.broadcast_in_dim"(%892) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %894 = stablehlo.constant dense<1.0e-06> : tensor<128x197x192xf32>
    %895 = stablehlo.add %893, %894 : tensor<128x197x192xf32>
    %896 = stablehlo.rsqrt %895 : tensor<128x197x192xf32>
    %897 = stablehlo.multiply %887, %896 : tensor<128x197x192xf32>
    %898 = "stablehlo.broadcast_in_dim"(%blocks.9.norm2.g) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %899 = stablehlo.multiply %897, %898 : tensor<128x197x192xf32>
    %900 = "stablehlo.broadcast_in_dim"(%blocks.9.norm2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %901 = stablehlo.add %899, %900 : tensor<128x197x192xf32>
    %902 = "stablehlo.dot_general"(%901, %blocks.9.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x192xf32>, tensor<192x768xf32>) -> tensor<128x197x768xf32>
    %903 = "stablehlo.broadcast_in_dim"(%blocks.9.mlp.fc1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<768xf32>) -> tensor<128x197x768xf32>
    %904 = stablehlo.add %902, %903 : tensor<128x197x768xf32>
    %905 = stablehlo.constant dense<0.70710677> : tensor<128x197x768xf32>
    %906 = stablehlo.multiply %904, %905 : tensor<128x197x768xf32>
    %907 = "chlo.erf"(%906) : (tensor<128x197x768xf32>) -> tensor<128x197x768xf32>
    %908 = stablehlo.constant dense<1.0> : tensor<128x197x768xf32>
    %909 = stablehlo.add %907, %908 : tensor<128x197x768xf32>
    %910 = stablehlo.constant dense<0.5> : tensor<128x197x768xf32>
    %911 = stablehlo.multiply %904, %910 : tensor<128x197x768xf32>
    %912 = stablehlo.multiply %911, %909 : tensor<128x197x768xf32>
    %913 = "stablehlo.dot_general"(%912, %blocks.9.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x768xf32>, tensor<768x192xf32>) -> tensor<128x197x192xf32>
    %914 = "stablehlo.broadcast_in_dim"(%blocks.9.mlp.fc2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %915 = stablehlo.add %913, %914 : tensor<128x197x192xf32>
    %916 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 128, 20>, start_indices = array<i64: 0, 19>, strides = array<i64: 1, 1>} : (tensor<128x24xf32>) -> tensor<128x1xf32>
    %917 = "stablehlo.broadcast_in_dim"(%916) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<128x1xf32>) -> tensor<128x197x192xf32>
    %918 = stablehlo.multiply %915, %917 : tensor<128x197x192xf32>
    %919 = stablehlo.add %918, %881 : tensor<128x197x192xf32>
    %920 = stablehlo.constant dense<0.0> : tensor<f32>
    %921 = "stablehlo.reduce"(%919, %920) ({
    ^bb0(%_r60a: tensor<f32>, %_r60b: tensor<f32>):
      %_r60c = stablehlo.add %_r60a, %_r60b : tensor<f32>
      "stablehlo.return"(%_r60c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %922 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %923 = stablehlo.divide %921, %922 : tensor<128x197xf32>
    %924 = "stablehlo.broadcast_in_dim"(%923) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %925 = stablehlo.subtract %919, %924 : tensor<128x197x192xf32>
    %926 = stablehlo.multiply %925, %925 : tensor<128x197x192xf32>
    %927 = stablehlo.constant dense<0.0> : tensor<f32>
    %928 = "stablehlo.reduce"(%926, %927) ({
    ^bb0(%_r61a: tensor<f32>, %_r61b: tensor<f32>):
      %_r61c = stablehlo.add %_r61a, %_r61b : tensor<f32>
      "stablehlo.return"(%_r61c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %929 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %930 = stablehlo.divide %928, %929 : tensor<128x197xf32>
    %931 = "stablehlo.broadcast_in_dim"(%930) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %932 = stablehlo.constant dense<1.0e-06> : tensor<128x197x192xf32>
    %933 = stablehlo.add %931, %932 : tensor<128x197x192xf32>
    %934 = stablehlo.rsqrt %933 : tensor<128x197x192xf32>
    %935 = stablehlo.multiply %925, %934 : tensor<128x197x192xf32>
    %936 = "stablehlo.broadcast_in_dim"(%blocks.10.norm1.g) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %937 = stablehlo.multiply %935, %936 : tensor<128x197x192xf32>
    %938 = "stablehlo.broadcast_in_dim"(%blocks.10.norm1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %939 = stablehlo.add %937, %938 : tensor<128x197x192xf32>
    %940 = "stablehlo.dot_general"(%939, %blocks.10.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x192xf32>, tensor<192x576xf32>) -> tensor<128x197x576xf32>
    %941 = "stablehlo.broadcast_in_dim"(%blocks.10.attn.qkv.b) {broadcast_dimensions = array<i64: 2>} : (tensor<576xf32>) -> tensor<128x197x576xf32>
    %942 = stablehlo.add %940, %941 : tensor<128x197x576xf32>
    %943 = "stablehlo.reshape"(%942) : (tensor<128x197x576xf32>) -> tensor<128x197x3x3x64xf32>
    %944 = "stablehlo.transpose"(%943) {permutation = array<i64: 0, 2, 3, 1, 4>} : (tensor<128x197x3x3x64xf32>) -> tensor<128x3x3x197x64xf32>
    %945 = "stablehlo.slice"(%944) {limit_indices = array<i64: 128, 1, 3, 197, 64>, start_indices = array<i64: 0, 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %946 = "stablehlo.reshape"(%945) : (tensor<128x1x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %947 = "stablehlo.slice"(%944) {limit_indices = array<i64: 128, 2, 3, 197, 64>, start_indices = array<i64: 0, 1, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %948 = "stablehlo.reshape"(%947) : (tensor<128x1x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %949 = "stablehlo.slice"(%944) {limit_indices = array<i64: 128, 3, 3, 197, 64>, start_indices = array<i64: 0, 2, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %950 = "stablehlo.reshape"(%949) : (tensor<128x1x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %951 = stablehlo.constant dense<0.125> : tensor<128x3x197x64xf32>
    %952 = stablehlo.multiply %946, %951 : tensor<128x3x197x64xf32>
    %953 = "stablehlo.dot_general"(%952, %948) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<128x3x197x64xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x197xf32>
    %954 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %955 = "stablehlo.reduce"(%953, %954) ({
    ^bb0(%_r62a: tensor<f32>, %_r62b: tensor<f32>):
      %_r62c = stablehlo.maximum %_r62a, %_r62b : tensor<f32>
      "stablehlo.return"(%_r62c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x3x197x197xf32>, tensor<f32>) -> tensor<128x3x197xf32>
    %956 = "stablehlo.broadcast_in_dim"(%955) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x3x197xf32>) -> tensor<128x3x197x197xf32>
    %957 = stablehlo.subtract %953, %956 : tensor<128x3x197x197xf32>
    %958 = stablehlo.exponential %957 : tensor<128x3x197x197xf32>
    %959 = stablehlo.constant dense<0.0> : tensor<f32>
    %960 = "stablehlo.reduce"(%958, %959) ({
    ^bb0(%_r63a: tensor<f32>, %_r63b: tensor<f32>):
      %_r63c = stablehlo.add %_r63a, %_r63b : tensor<f32>
      "stablehlo.return"(%_r63c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x3x197x197xf32>, tensor<f32>) -> tensor<128x3x197xf32>
    %961 = "stablehlo.broadcast_in_dim"(%960) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x3x197xf32>) -> tensor<128x3x197x197xf32>
    %962 = stablehlo.divide %958, %961 : tensor<128x3x197x197xf32>
    %963 = "stablehlo.dot_general"(%962, %950) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<128x3x197x197xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %964 = "stablehlo.transpose"(%963) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<128x3x197x64xf32>) -> tensor<128x197x3x64xf32>
    %965 = "stablehlo.reshape"(%964) : (tensor<128x197x3x64xf32>) -> tensor<128x197x192xf32>
    %966 = "stablehlo.dot_general"(%965, %blocks.10.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x192xf32>, tensor<192x192xf32>) -> tensor<128x197x192xf32>
    %967 = "stablehlo.broadcast_in_dim"(%blocks.10.attn.proj.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %968 = stablehlo.add %966, %967 : tensor<128x197x192xf32>
    %969 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 128, 21>, start_indices = array<i64: 0, 20>, strides = array<i64: 1, 1>} : (tensor<128x24xf32>) -> tensor<128x1xf32>
    %970 = "stablehlo.broadcast_in_dim"(%969) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<128x1xf32>) -> tensor<128x197x192xf32>
    %971 = stablehlo.multiply %968, %970 : tensor<128x197x192xf32>
    %972 = stablehlo.add %971, %919 : tensor<128x197x192xf32>
    %973 = stablehlo.constant dense<0.0> : tensor<f32>
    %974 = "stablehlo.reduce"(%972, %973) ({
    ^bb0(%_r64a: tensor<f32>, %_r64b: tensor<f32>):
      %_r64c = stablehlo.add %_r64a, %_r64b : tensor<f32>
      "stablehlo.return"(%_r64c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %975 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %976 = stablehlo.divide %974, %975 : tensor<128x197xf32>
    %977 = "stablehlo.broadcast_in_dim"(%976) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %978 = stablehlo.subtract %972, %977 : tensor<128x197x192xf32>
    %979 = stablehlo.multiply %978, %978 : tensor<128x197x192xf32>
    %980 = stablehlo.constant dense<0.0> : tensor<f32>
    %981 = "stablehlo.reduce"(%979, %980) ({
    ^bb0(%_r65a: tensor<f32>, %_r65b: tensor<f32>):
      %_r65c = stablehlo.add %_r65a, %_r65b : tensor<f32>
      "stablehlo.return"(%_r65c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %982 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %983 = stablehlo.divide %981, %982 : tensor<128x197xf32>
    %984 = "stablehlo.broadcast_in_dim"(%983) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %985 = stablehlo.constant dense<1.0e-06> : tensor<128x197x192xf32>
    %986 = stablehlo.add %984, %985 : tensor<128x197x192xf32>
    %987 = stablehlo.rsqrt %986 : tensor<128x197x192xf32>
    %988 = stablehlo.multiply %978, %987 : tensor<128x197x192xf32>
    %989 = "stablehlo.broadcast_in_dim"(%blocks.10.norm2.g) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %990 = stablehlo.multiply %988, %989 : tensor<128x197x192xf32>
    %991 = "stablehlo.broadcast_in_dim"(%blocks.10.norm2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %992 = stablehlo.add %990, %991 : tensor<128x197x192xf32>
    %993 = "stablehlo.dot_general"(%992, %blocks.10.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x192xf32>, tensor<192x768xf32>) -> tensor<128x197x768xf32>
    %994 = "stablehlo.broadcast_in_dim"(%blocks.10.mlp.fc1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<768xf32>) -> tensor<128x197x768xf32>
    %995 = stablehlo.add %993, %994 : tensor<128x197x768xf32>
    %996 = stablehlo.constant dense<0.70710677> : tensor<128x197x768xf32>
    %997 = stablehlo.multiply %995, %996 : tensor<128x197x768xf32>
    %998 = "chlo.erf"(%997) : (tensor<128x197x768xf32>) -> tensor<128x197x768xf32>
    %999 = stablehlo.constant dense<1.0> : tensor<128x197x768xf32>
    %1000 = stablehlo.add %998, %999 : tensor<128x197x768xf32>
    %1001 = stablehlo.constant dense<0.5> : tensor<128x197x768xf32>
    %1002 = stablehlo.multiply %995, %1001 : tensor<128x197x768xf32>
    %1003 = stablehlo.multiply %1002, %1000 : tensor<128x197x768xf32>
    %1004 = "stablehlo.dot_general"(%1003, %blocks.10.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x768xf32>, tensor<768x192xf32>) -> tensor<128x197x192xf32>
    %1005 = "stablehlo.broadcast_in_dim"(%blocks.10.mlp.fc2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %1006 = stablehlo.add %1004, %1005 : tensor<128x197x192xf32>
    %1007 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 128, 22>, start_indices = array<i64: 0, 21>, strides = array<i64: 1, 1>} : (tensor<128x24xf32>) -> tensor<128x1xf32>
    %1008 = "stablehlo.broadcast_in_dim"(%1007) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<128x1xf32>) -> tensor<128x197x192xf32>
    %1009 = stablehlo.multiply %1006, %1008 : tensor<128x197x192xf32>
    %1010 = stablehlo.add %1009, %972 : tensor<128x197x192xf32>
    %1011 = stablehlo.constant dense<0.0> : tensor<f32>
    %1012 = "stablehlo.reduce"(%1010, %1011) ({
    ^bb0(%_r66a: tensor<f32>, %_r66b: tensor<f32>):
      %_r66c = stablehlo.add %_r66a, %_r66b : tensor<f32>
      "stablehlo.return"(%_r66c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1013 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %1014 = stablehlo.divide %1012, %1013 : tensor<128x197xf32>
    %1015 = "stablehlo.broadcast_in_dim"(%1014) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %1016 = stablehlo.subtract %1010, %1015 : tensor<128x197x192xf32>
    %1017 = stablehlo.multiply %1016, %1016 : tensor<128x197x192xf32>
    %1018 = stablehlo.constant dense<0.0> : tensor<f32>
    %1019 = "stablehlo.reduce"(%1017, %1018) ({
    ^bb0(%_r67a: tensor<f32>, %_r67b: tensor<f32>):
      %_r67c = stablehlo.add %_r67a, %_r67b : tensor<f32>
      "stablehlo.return"(%_r67c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1020 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %1021 = stablehlo.divide %1019, %1020 : tensor<128x197xf32>
    %1022 = "stablehlo.broadcast_in_dim"(%1021) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %1023 = stablehlo.constant dense<1.0e-06> : tensor<128x197x192xf32>
    %1024 = stablehlo.add %1022, %1023 : tensor<128x197x192xf32>
    %1025 = stablehlo.rsqrt %1024 : tensor<128x197x192xf32>
    %1026 = stablehlo.multiply %1016, %1025 : tensor<128x197x192xf32>
    %1027 = "stablehlo.broadcast_in_dim"(%blocks.11.norm1.g) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %1028 = stablehlo.multiply %1026, %1027 : tensor<128x197x192xf32>
    %1029 = "stablehlo.broadcast_in_dim"(%blocks.11.norm1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %1030 = stablehlo.add %1028, %1029 : tensor<128x197x192xf32>
    %1031 = "stablehlo.dot_general"(%1030, %blocks.11.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x192xf32>, tensor<192x576xf32>) -> tensor<128x197x576xf32>
    %1032 = "stablehlo.broadcast_in_dim"(%blocks.11.attn.qkv.b) {broadcast_dimensions = array<i64: 2>} : (tensor<576xf32>) -> tensor<128x197x576xf32>
    %1033 = stablehlo.add %1031, %1032 : tensor<128x197x576xf32>
    %1034 = "stablehlo.reshape"(%1033) : (tensor<128x197x576xf32>) -> tensor<128x197x3x3x64xf32>
    %1035 = "stablehlo.transpose"(%1034) {permutation = array<i64: 0, 2, 3, 1, 4>} : (tensor<128x197x3x3x64xf32>) -> tensor<128x3x3x197x64xf32>
    %1036 = "stablehlo.slice"(%1035) {limit_indices = array<i64: 128, 1, 3, 197, 64>, start_indices = array<i64: 0, 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %1037 = "stablehlo.reshape"(%1036) : (tensor<128x1x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %1038 = "stablehlo.slice"(%1035) {limit_indices = array<i64: 128, 2, 3, 197, 64>, start_indices = array<i64: 0, 1, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %1039 = "stablehlo.reshape"(%1038) : (tensor<128x1x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %1040 = "stablehlo.slice"(%1035) {limit_indices = array<i64: 128, 3, 3, 197, 64>, start_indices = array<i64: 0, 2, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1, 1>} : (tensor<128x3x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %1041 = "stablehlo.reshape"(%1040) : (tensor<128x1x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %1042 = stablehlo.constant dense<0.125> : tensor<128x3x197x64xf32>
    %1043 = stablehlo.multiply %1037, %1042 : tensor<128x3x197x64xf32>
    %1044 = "stablehlo.dot_general"(%1043, %1039) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<128x3x197x64xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x197xf32>
    %1045 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1046 = "stablehlo.reduce"(%1044, %1045) ({
    ^bb0(%_r68a: tensor<f32>, %_r68b: tensor<f32>):
      %_r68c = stablehlo.maximum %_r68a, %_r68b : tensor<f32>
      "stablehlo.return"(%_r68c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x3x197x197xf32>, tensor<f32>) -> tensor<128x3x197xf32>
    %1047 = "stablehlo.broadcast_in_dim"(%1046) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x3x197xf32>) -> tensor<128x3x197x197xf32>
    %1048 = stablehlo.subtract %1044, %1047 : tensor<128x3x197x197xf32>
    %1049 = stablehlo.exponential %1048 : tensor<128x3x197x197xf32>
    %1050 = stablehlo.constant dense<0.0> : tensor<f32>
    %1051 = "stablehlo.reduce"(%1049, %1050) ({
    ^bb0(%_r69a: tensor<f32>, %_r69b: tensor<f32>):
      %_r69c = stablehlo.add %_r69a, %_r69b : tensor<f32>
      "stablehlo.return"(%_r69c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x3x197x197xf32>, tensor<f32>) -> tensor<128x3x197xf32>
    %1052 = "stablehlo.broadcast_in_dim"(%1051) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x3x197xf32>) -> tensor<128x3x197x197xf32>
    %1053 = stablehlo.divide %1049, %1052 : tensor<128x3x197x197xf32>
    %1054 = "stablehlo.dot_general"(%1053, %1041) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<128x3x197x197xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %1055 = "stablehlo.transpose"(%1054) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<128x3x197x64xf32>) -> tensor<128x197x3x64xf32>
    %1056 = "stablehlo.reshape"(%1055) : (tensor<128x197x3x64xf32>) -> tensor<128x197x192xf32>
    %1057 = "stablehlo.dot_general"(%1056, %blocks.11.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x192xf32>, tensor<192x192xf32>) -> tensor<128x197x192xf32>
    %1058 = "stablehlo.broadcast_in_dim"(%blocks.11.attn.proj.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %1059 = stablehlo.add %1057, %1058 : tensor<128x197x192xf32>
    %1060 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 128, 23>, start_indices = array<i64: 0, 22>, strides = array<i64: 1, 1>} : (tensor<128x24xf32>) -> tensor<128x1xf32>
    %1061 = "stablehlo.broadcast_in_dim"(%1060) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<128x1xf32>) -> tensor<128x197x192xf32>
    %1062 = stablehlo.multiply %1059, %1061 : tensor<128x197x192xf32>
    %1063 = stablehlo.add %1062, %1010 : tensor<128x197x192xf32>
    %1064 = stablehlo.constant dense<0.0> : tensor<f32>
    %1065 = "stablehlo.reduce"(%1063, %1064) ({
    ^bb0(%_r70a: tensor<f32>, %_r70b: tensor<f32>):
      %_r70c = stablehlo.add %_r70a, %_r70b : tensor<f32>
      "stablehlo.return"(%_r70c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1066 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %1067 = stablehlo.divide %1065, %1066 : tensor<128x197xf32>
    %1068 = "stablehlo.broadcast_in_dim"(%1067) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %1069 = stablehlo.subtract %1063, %1068 : tensor<128x197x192xf32>
    %1070 = stablehlo.multiply %1069, %1069 : tensor<128x197x192xf32>
    %1071 = stablehlo.constant dense<0.0> : tensor<f32>
    %1072 = "stablehlo.reduce"(%1070, %1071) ({
    ^bb0(%_r71a: tensor<f32>, %_r71b: tensor<f32>):
      %_r71c = stablehlo.add %_r71a, %_r71b : tensor<f32>
      "stablehlo.return"(%_r71c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1073 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %1074 = stablehlo.divide %1072, %1073 : tensor<128x197xf32>
    %1075 = "stablehlo.broadcast_in_dim"(%1074) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %1076 = stablehlo.constant dense<1.0e-06> : tensor<128x197x192xf32>
    %1077 = stablehlo.add %1075, %1076 : tensor<128x197x192xf32>
    %1078 = stablehlo.rsqrt %1077 : tensor<128x197x192xf32>
    %1079 = stablehlo.multiply %1069, %1078 : tensor<128x197x192xf32>
    %1080 = "stablehlo.broadcast_in_dim"(%blocks.11.norm2.g) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %1081 = stablehlo.multiply %1079, %1080 : tensor<128x197x192xf32>
    %1082 = "stablehlo.broadcast_in_dim"(%blocks.11.norm2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %1083 = stablehlo.add %1081, %1082 : tensor<128x197x192xf32>
    %1084 = "stablehlo.dot_general"(%1083, %blocks.11.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x192xf32>, tensor<192x768xf32>) -> tensor<128x197x768xf32>
    %1085 = "stablehlo.broadcast_in_dim"(%blocks.11.mlp.fc1.b) {broadcast_dimensions = array<i64: 2>} : (tensor<768xf32>) -> tensor<128x197x768xf32>
    %1086 = stablehlo.add %1084, %1085 : tensor<128x197x768xf32>
    %1087 = stablehlo.constant dense<0.70710677> : tensor<128x197x768xf32>
    %1088 = stablehlo.multiply %1086, %1087 : tensor<128x197x768xf32>
    %1089 = "chlo.erf"(%1088) : (tensor<128x197x768xf32>) -> tensor<128x197x768xf32>
    %1090 = stablehlo.constant dense<1.0> : tensor<128x197x768xf32>
    %1091 = stablehlo.add %1089, %1090 : tensor<128x197x768xf32>
    %1092 = stablehlo.constant dense<0.5> : tensor<128x197x768xf32>
    %1093 = stablehlo.multiply %1086, %1092 : tensor<128x197x768xf32>
    %1094 = stablehlo.multiply %1093, %1091 : tensor<128x197x768xf32>
    %1095 = "stablehlo.dot_general"(%1094, %blocks.11.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<128x197x768xf32>, tensor<768x192xf32>) -> tensor<128x197x192xf32>
    %1096 = "stablehlo.broadcast_in_dim"(%blocks.11.mlp.fc2.b) {broadcast_dimensions = array<i64: 2>} : (tensor<192xf32>) -> tensor<128x197x192xf32>
    %1097 = stablehlo.add %1095, %1096 : tensor<128x197x192xf32>
    %1098 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 128, 24>, start_indices = array<i64: 0, 23>, strides = array<i64: 1, 1>} : (tensor<128x24xf32>) -> tensor<128x1xf32>
    %1099 = "stablehlo.broadcast_in_dim"(%1098) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<128x1xf32>) -> tensor<128x197x192xf32>
    %1100 = stablehlo.multiply %1097, %1099 : tensor<128x197x192xf32>
    %1101 = stablehlo.add %1100, %1063 : tensor<128x197x192xf32>
    %1102 = "stablehlo.slice"(%1101) {limit_indices = array<i64: 128, 1, 192>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>} : (tensor<128x197x192xf32>) -> tensor<128x1x192xf32>
    %1103 = "stablehlo.reshape"(%1102) : (tensor<128x1x192xf32>) -> tensor<128x192xf32>
    %1104 = stablehlo.constant dense<0.0> : tensor<f32>
    %1105 = "stablehlo.reduce"(%1103, %1104) ({
    ^bb0(%_r72a: tensor<f32>, %_r72b: tensor<f32>):
      %_r72c = stablehlo.add %_r72a, %_r72b : tensor<f32>
      "stablehlo.return"(%_r72c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<128x192xf32>, tensor<f32>) -> tensor<128xf32>
    %1106 = stablehlo.constant dense<192.0> : tensor<128xf32>
    %1107 = stablehlo.divide %1105, %1106 : tensor<128xf32>
    %1108 = "stablehlo.broadcast_in_dim"(%1107) {broadcast_dimensions = array<i64: 0>} : (tensor<128xf32>) -> tensor<128x192xf32>
    %1109 = stablehlo.subtract %1103, %1108 : tensor<128x192xf32>
    %1110 = stablehlo.multiply %1109, %1109 : tensor<128x192xf32>
    %1111 = stablehlo.constant dense<0.0> : tensor<f32>
    %1112 = "stablehlo.reduce"(%1110, %1111) ({
    ^bb0(%_r73a: tensor<f32>, %_r73b: tensor<f32>):
      %_r73c = stablehlo.add %_r73a, %_r73b : tensor<f32>
      "stablehlo.return"(%_r73c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<128x192xf32>, tensor<f32>) -> tensor<128xf32>
    %1113 = stablehlo.constant dense<192.0> : tensor<128xf32>
    %1114 = stablehlo.divide %1112, %1113 : tensor<128xf32>
    %1115 = "stablehlo.broadcast_in_dim"(%1114) {broadcast_dimensions = array<i64: 0>} : (tensor<128xf32>) -> tensor<128x192xf32>
    %1116 = stablehlo.constant dense<1.0e-06> : tensor<128x192xf32>
    %1117 = stablehlo.add %1115, %1116 : tensor<128x192xf32>
    %1118 = stablehlo.rsqrt %1117 : tensor<128x192xf32>
    %1119 = stablehlo.multiply %1109, %1118 : tensor<128x192xf32>
    %1120 = "stablehlo.broadcast_in_dim"(%norm.g) {broadcast_dimensions = array<i64: 1>} : (tensor<192xf32>) -> tensor<128x192xf32>
    %1121 = stablehlo.multiply %1119, %1120 : tensor<128x192xf32>
    %1122 = "stablehlo.broadcast_in_dim"(%norm.b) {broadcast_dimensions = array<i64: 1>} : (tensor<192xf32>) -> tensor<128x192xf32>
    %1123 = stablehlo.add %1121, %1122 : tensor<128x192xf32>
    %1124 = "stablehlo.dot_general"(%1123, %head.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<128x192xf32>, tensor<192x1000xf32>) -> tensor<128x1000xf32>
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
    %1151 = "stablehlo.dot_general"(%1150, %head.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<128x1000xf32>, tensor<192x1000xf32>) -> tensor<128x192xf32>
    %1152 = "stablehlo.dot_general"(%1123, %1150) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>} : (tensor<128x192xf32>, tensor<128x1000xf32>) -> tensor<192x1000xf32>
    %1153 = stablehlo.constant dense<0.0> : tensor<f32>
    %1154 = "stablehlo.reduce"(%1150, %1153) ({
    ^bb0(%_r78a: tensor<f32>, %_r78b: tensor<f32>):
      %_r78c = stablehlo.add %_r78a, %_r78b : tensor<f32>
      "stablehlo.return"(%_r78c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128x1000xf32>, tensor<f32>) -> tensor<1000xf32>
    %1155 = stablehlo.multiply %1151, %1120 : tensor<128x192xf32>
    %1156 = stablehlo.constant dense<0.0> : tensor<f32>
    %1157 = "stablehlo.reduce"(%1155, %1156) ({
    ^bb0(%_r79a: tensor<f32>, %_r79b: tensor<f32>):
      %_r79c = stablehlo.add %_r79a, %_r79b : tensor<f32>
      "stablehlo.return"(%_r79c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<128x192xf32>, tensor<f32>) -> tensor<128xf32>
    %1158 = stablehlo.constant dense<192.0> : tensor<128xf32>
    %1159 = stablehlo.divide %1157, %1158 : tensor<128xf32>
    %1160 = "stablehlo.broadcast_in_dim"(%1159) {broadcast_dimensions = array<i64: 0>} : (tensor<128xf32>) -> tensor<128x192xf32>
    %1161 = stablehlo.subtract %1155, %1160 : tensor<128x192xf32>
    %1162 = stablehlo.multiply %1155, %1119 : tensor<128x192xf32>
    %1163 = stablehlo.constant dense<0.0> : tensor<f32>
    %1164 = "stablehlo.reduce"(%1162, %1163) ({
    ^bb0(%_r80a: tensor<f32>, %_r80b: tensor<f32>):
      %_r80c = stablehlo.add %_r80a, %_r80b : tensor<f32>
      "stablehlo.return"(%_r80c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<128x192xf32>, tensor<f32>) -> tensor<128xf32>
    %1165 = stablehlo.constant dense<192.0> : tensor<128xf32>
    %1166 = stablehlo.divide %1164, %1165 : tensor<128xf32>
    %1167 = "stablehlo.broadcast_in_dim"(%1166) {broadcast_dimensions = array<i64: 0>} : (tensor<128xf32>) -> tensor<128x192xf32>
    %1168 = stablehlo.multiply %1119, %1167 : tensor<128x192xf32>
    %1169 = stablehlo.subtract %1161, %1168 : tensor<128x192xf32>
    %1170 = stablehlo.multiply %1118, %1169 : tensor<128x192xf32>
    %1171 = stablehlo.multiply %1151, %1119 : tensor<128x192xf32>
    %1172 = stablehlo.constant dense<0.0> : tensor<f32>
    %1173 = "stablehlo.reduce"(%1171, %1172) ({
    ^bb0(%_r81a: tensor<f32>, %_r81b: tensor<f32>):
      %_r81c = stablehlo.add %_r81a, %_r81b : tensor<f32>
      "stablehlo.return"(%_r81c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1174 = stablehlo.constant dense<0.0> : tensor<f32>
    %1175 = "stablehlo.reduce"(%1151, %1174) ({
    ^bb0(%_r82a: tensor<f32>, %_r82b: tensor<f32>):
      %_r82c = stablehlo.add %_r82a, %_r82b : tensor<f32>
      "stablehlo.return"(%_r82c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1176 = "stablehlo.reshape"(%1170) : (tensor<128x192xf32>) -> tensor<128x1x192xf32>
    %1177 = stablehlo.constant dense<0.0> : tensor<f32>
    %1178 = "stablehlo.pad"(%1176, %1177) {edge_padding_high = array<i64: 0, 196, 0>, edge_padding_low = array<i64: 0, 0, 0>, interior_padding = array<i64: 0, 0, 0>} : (tensor<128x1x192xf32>, tensor<f32>) -> tensor<128x197x192xf32>
    %1179 = stablehlo.multiply %1178, %1099 : tensor<128x197x192xf32>
    %1180 = "stablehlo.dot_general"(%1179, %blocks.11.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x192xf32>, tensor<768x192xf32>) -> tensor<128x197x768xf32>
    %1181 = "stablehlo.dot_general"(%1179, %1094) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x192xf32>, tensor<128x197x768xf32>) -> tensor<192x768xf32>
    %1182 = "stablehlo.transpose"(%1181) {permutation = array<i64: 1, 0>} : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %1183 = stablehlo.constant dense<0.0> : tensor<f32>
    %1184 = "stablehlo.reduce"(%1179, %1183) ({
    ^bb0(%_r83a: tensor<f32>, %_r83b: tensor<f32>):
      %_r83c = stablehlo.add %_r83a, %_r83b : tensor<f32>
      "stablehlo.return"(%_r83c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1185 = stablehlo.constant dense<0.5> : tensor<128x197x768xf32>
    %1186 = stablehlo.multiply %1091, %1185 : tensor<128x197x768xf32>
    %1187 = stablehlo.multiply %1088, %1088 : tensor<128x197x768xf32>
    %1188 = stablehlo.negate %1187 : tensor<128x197x768xf32>
    %1189 = stablehlo.exponential %1188 : tensor<128x197x768xf32>
    %1190 = stablehlo.constant dense<0.3989423> : tensor<128x197x768xf32>
    %1191 = stablehlo.multiply %1189, %1190 : tensor<128x197x768xf32>
    %1192 = stablehlo.multiply %1086, %1191 : tensor<128x197x768xf32>
    %1193 = stablehlo.add %1186, %1192 : tensor<128x197x768xf32>
    %1194 = stablehlo.multiply %1180, %1193 : tensor<128x197x768xf32>
    %1195 = "stablehlo.dot_general"(%1194, %blocks.11.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x768xf32>, tensor<192x768xf32>) -> tensor<128x197x192xf32>
    %1196 = "stablehlo.dot_general"(%1083, %1194) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x192xf32>, tensor<128x197x768xf32>) -> tensor<192x768xf32>
    %1197 = stablehlo.constant dense<0.0> : tensor<f32>
    %1198 = "stablehlo.reduce"(%1194, %1197) ({
    ^bb0(%_r84a: tensor<f32>, %_r84b: tensor<f32>):
      %_r84c = stablehlo.add %_r84a, %_r84b : tensor<f32>
      "stablehlo.return"(%_r84c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1199 = stablehlo.multiply %1195, %1080 : tensor<128x197x192xf32>
    %1200 = stablehlo.constant dense<0.0> : tensor<f32>
    %1201 = "stablehlo.reduce"(%1199, %1200) ({
    ^bb0(%_r85a: tensor<f32>, %_r85b: tensor<f32>):
      %_r85c = stablehlo.add %_r85a, %_r85b : tensor<f32>
      "stablehlo.return"(%_r85c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1202 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %1203 = stablehlo.divide %1201, %1202 : tensor<128x197xf32>
    %1204 = "stablehlo.broadcast_in_dim"(%1203) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %1205 = stablehlo.subtract %1199, %1204 : tensor<128x197x192xf32>
    %1206 = stablehlo.multiply %1199, %1079 : tensor<128x197x192xf32>
    %1207 = stablehlo.constant dense<0.0> : tensor<f32>
    %1208 = "stablehlo.reduce"(%1206, %1207) ({
    ^bb0(%_r86a: tensor<f32>, %_r86b: tensor<f32>):
      %_r86c = stablehlo.add %_r86a, %_r86b : tensor<f32>
      "stablehlo.return"(%_r86c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1209 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %1210 = stablehlo.divide %1208, %1209 : tensor<128x197xf32>
    %1211 = "stablehlo.broadcast_in_dim"(%1210) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %1212 = stablehlo.multiply %1079, %1211 : tensor<128x197x192xf32>
    %1213 = stablehlo.subtract %1205, %1212 : tensor<128x197x192xf32>
    %1214 = stablehlo.multiply %1078, %1213 : tensor<128x197x192xf32>
    %1215 = stablehlo.multiply %1195, %1079 : tensor<128x197x192xf32>
    %1216 = stablehlo.constant dense<0.0> : tensor<f32>
    %1217 = "stablehlo.reduce"(%1215, %1216) ({
    ^bb0(%_r87a: tensor<f32>, %_r87b: tensor<f32>):
      %_r87c = stablehlo.add %_r87a, %_r87b : tensor<f32>
      "stablehlo.return"(%_r87c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1218 = stablehlo.constant dense<0.0> : tensor<f32>
    %1219 = "stablehlo.reduce"(%1195, %1218) ({
    ^bb0(%_r88a: tensor<f32>, %_r88b: tensor<f32>):
      %_r88c = stablehlo.add %_r88a, %_r88b : tensor<f32>
      "stablehlo.return"(%_r88c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1220 = stablehlo.add %1214, %1178 : tensor<128x197x192xf32>
    %1221 = stablehlo.multiply %1220, %1061 : tensor<128x197x192xf32>
    %1222 = "stablehlo.dot_general"(%1221, %blocks.11.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x192xf32>, tensor<192x192xf32>) -> tensor<128x197x192xf32>
    %1223 = "stablehlo.dot_general"(%1056, %1221) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x192xf32>, tensor<128x197x192xf32>) -> tensor<192x192xf32>
    %1224 = stablehlo.constant dense<0.0> : tensor<f32>
    %1225 = "stablehlo.reduce"(%1221, %1224) ({
    ^bb0(%_r89a: tensor<f32>, %_r89b: tensor<f32>):
      %_r89c = stablehlo.add %_r89a, %_r89b : tensor<f32>
      "stablehlo.return"(%_r89c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1226 = "stablehlo.reshape"(%1222) : (tensor<128x197x192xf32>) -> tensor<128x197x3x64xf32>
    %1227 = "stablehlo.transpose"(%1226) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<128x197x3x64xf32>) -> tensor<128x3x197x64xf32>
    %1228 = "stablehlo.dot_general"(%1053, %1227) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<128x3x197x197xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %1229 = "stablehlo.dot_general"(%1227, %1041) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<128x3x197x64xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x197xf32>
    %1230 = stablehlo.multiply %1229, %1053 : tensor<128x3x197x197xf32>
    %1231 = stablehlo.constant dense<0.0> : tensor<f32>
    %1232 = "stablehlo.reduce"(%1230, %1231) ({
    ^bb0(%_r90a: tensor<f32>, %_r90b: tensor<f32>):
      %_r90c = stablehlo.add %_r90a, %_r90b : tensor<f32>
      "stablehlo.return"(%_r90c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x3x197x197xf32>, tensor<f32>) -> tensor<128x3x197xf32>
    %1233 = "stablehlo.broadcast_in_dim"(%1232) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x3x197xf32>) -> tensor<128x3x197x197xf32>
    %1234 = stablehlo.subtract %1229, %1233 : tensor<128x3x197x197xf32>
    %1235 = stablehlo.multiply %1053, %1234 : tensor<128x3x197x197xf32>
    %1236 = "stablehlo.dot_general"(%1235, %1039) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<128x3x197x197xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %1237 = stablehlo.constant dense<0.125> : tensor<128x3x197x64xf32>
    %1238 = stablehlo.multiply %1236, %1237 : tensor<128x3x197x64xf32>
    %1239 = "stablehlo.dot_general"(%1235, %1043) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<128x3x197x197xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %1240 = "stablehlo.reshape"(%1238) : (tensor<128x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %1241 = "stablehlo.reshape"(%1239) : (tensor<128x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %1242 = "stablehlo.reshape"(%1228) : (tensor<128x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %1243 = "stablehlo.concatenate"(%1240, %1241, %1242) {dimension = 1 : i64} : (tensor<128x1x3x197x64xf32>, tensor<128x1x3x197x64xf32>, tensor<128x1x3x197x64xf32>) -> tensor<128x3x3x197x64xf32>
    %1244 = "stablehlo.transpose"(%1243) {permutation = array<i64: 0, 3, 1, 2, 4>} : (tensor<128x3x3x197x64xf32>) -> tensor<128x197x3x3x64xf32>
    %1245 = "stablehlo.reshape"(%1244) : (tensor<128x197x3x3x64xf32>) -> tensor<128x197x576xf32>
    %1246 = "stablehlo.dot_general"(%1245, %blocks.11.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x576xf32>, tensor<192x576xf32>) -> tensor<128x197x192xf32>
    %1247 = "stablehlo.dot_general"(%1030, %1245) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x192xf32>, tensor<128x197x576xf32>) -> tensor<192x576xf32>
    %1248 = stablehlo.constant dense<0.0> : tensor<f32>
    %1249 = "stablehlo.reduce"(%1245, %1248) ({
    ^bb0(%_r91a: tensor<f32>, %_r91b: tensor<f32>):
      %_r91c = stablehlo.add %_r91a, %_r91b : tensor<f32>
      "stablehlo.return"(%_r91c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x576xf32>, tensor<f32>) -> tensor<576xf32>
    %1250 = stablehlo.multiply %1246, %1027 : tensor<128x197x192xf32>
    %1251 = stablehlo.constant dense<0.0> : tensor<f32>
    %1252 = "stablehlo.reduce"(%1250, %1251) ({
    ^bb0(%_r92a: tensor<f32>, %_r92b: tensor<f32>):
      %_r92c = stablehlo.add %_r92a, %_r92b : tensor<f32>
      "stablehlo.return"(%_r92c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1253 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %1254 = stablehlo.divide %1252, %1253 : tensor<128x197xf32>
    %1255 = "stablehlo.broadcast_in_dim"(%1254) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %1256 = stablehlo.subtract %1250, %1255 : tensor<128x197x192xf32>
    %1257 = stablehlo.multiply %1250, %1026 : tensor<128x197x192xf32>
    %1258 = stablehlo.constant dense<0.0> : tensor<f32>
    %1259 = "stablehlo.reduce"(%1257, %1258) ({
    ^bb0(%_r93a: tensor<f32>, %_r93b: tensor<f32>):
      %_r93c = stablehlo.add %_r93a, %_r93b : tensor<f32>
      "stablehlo.return"(%_r93c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1260 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %1261 = stablehlo.divide %1259, %1260 : tensor<128x197xf32>
    %1262 = "stablehlo.broadcast_in_dim"(%1261) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %1263 = stablehlo.multiply %1026, %1262 : tensor<128x197x192xf32>
    %1264 = stablehlo.subtract %1256, %1263 : tensor<128x197x192xf32>
    %1265 = stablehlo.multiply %1025, %1264 : tensor<128x197x192xf32>
    %1266 = stablehlo.multiply %1246, %1026 : tensor<128x197x192xf32>
    %1267 = stablehlo.constant dense<0.0> : tensor<f32>
    %1268 = "stablehlo.reduce"(%1266, %1267) ({
    ^bb0(%_r94a: tensor<f32>, %_r94b: tensor<f32>):
      %_r94c = stablehlo.add %_r94a, %_r94b : tensor<f32>
      "stablehlo.return"(%_r94c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1269 = stablehlo.constant dense<0.0> : tensor<f32>
    %1270 = "stablehlo.reduce"(%1246, %1269) ({
    ^bb0(%_r95a: tensor<f32>, %_r95b: tensor<f32>):
      %_r95c = stablehlo.add %_r95a, %_r95b : tensor<f32>
      "stablehlo.return"(%_r95c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1271 = stablehlo.add %1265, %1220 : tensor<128x197x192xf32>
    %1272 = stablehlo.multiply %1271, %1008 : tensor<128x197x192xf32>
    %1273 = "stablehlo.dot_general"(%1272, %blocks.10.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x192xf32>, tensor<768x192xf32>) -> tensor<128x197x768xf32>
    %1274 = "stablehlo.dot_general"(%1272, %1003) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x192xf32>, tensor<128x197x768xf32>) -> tensor<192x768xf32>
    %1275 = "stablehlo.transpose"(%1274) {permutation = array<i64: 1, 0>} : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %1276 = stablehlo.constant dense<0.0> : tensor<f32>
    %1277 = "stablehlo.reduce"(%1272, %1276) ({
    ^bb0(%_r96a: tensor<f32>, %_r96b: tensor<f32>):
      %_r96c = stablehlo.add %_r96a, %_r96b : tensor<f32>
      "stablehlo.return"(%_r96c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1278 = stablehlo.constant dense<0.5> : tensor<128x197x768xf32>
    %1279 = stablehlo.multiply %1000, %1278 : tensor<128x197x768xf32>
    %1280 = stablehlo.multiply %997, %997 : tensor<128x197x768xf32>
    %1281 = stablehlo.negate %1280 : tensor<128x197x768xf32>
    %1282 = stablehlo.exponential %1281 : tensor<128x197x768xf32>
    %1283 = stablehlo.constant dense<0.3989423> : tensor<128x197x768xf32>
    %1284 = stablehlo.multiply %1282, %1283 : tensor<128x197x768xf32>
    %1285 = stablehlo.multiply %995, %1284 : tensor<128x197x768xf32>
    %1286 = stablehlo.add %1279, %1285 : tensor<128x197x768xf32>
    %1287 = stablehlo.multiply %1273, %1286 : tensor<128x197x768xf32>
    %1288 = "stablehlo.dot_general"(%1287, %blocks.10.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x768xf32>, tensor<192x768xf32>) -> tensor<128x197x192xf32>
    %1289 = "stablehlo.dot_general"(%992, %1287) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x192xf32>, tensor<128x197x768xf32>) -> tensor<192x768xf32>
    %1290 = stablehlo.constant dense<0.0> : tensor<f32>
    %1291 = "stablehlo.reduce"(%1287, %1290) ({
    ^bb0(%_r97a: tensor<f32>, %_r97b: tensor<f32>):
      %_r97c = stablehlo.add %_r97a, %_r97b : tensor<f32>
      "stablehlo.return"(%_r97c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1292 = stablehlo.multiply %1288, %989 : tensor<128x197x192xf32>
    %1293 = stablehlo.constant dense<0.0> : tensor<f32>
    %1294 = "stablehlo.reduce"(%1292, %1293) ({
    ^bb0(%_r98a: tensor<f32>, %_r98b: tensor<f32>):
      %_r98c = stablehlo.add %_r98a, %_r98b : tensor<f32>
      "stablehlo.return"(%_r98c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1295 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %1296 = stablehlo.divide %1294, %1295 : tensor<128x197xf32>
    %1297 = "stablehlo.broadcast_in_dim"(%1296) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %1298 = stablehlo.subtract %1292, %1297 : tensor<128x197x192xf32>
    %1299 = stablehlo.multiply %1292, %988 : tensor<128x197x192xf32>
    %1300 = stablehlo.constant dense<0.0> : tensor<f32>
    %1301 = "stablehlo.reduce"(%1299, %1300) ({
    ^bb0(%_r99a: tensor<f32>, %_r99b: tensor<f32>):
      %_r99c = stablehlo.add %_r99a, %_r99b : tensor<f32>
      "stablehlo.return"(%_r99c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1302 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %1303 = stablehlo.divide %1301, %1302 : tensor<128x197xf32>
    %1304 = "stablehlo.broadcast_in_dim"(%1303) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %1305 = stablehlo.multiply %988, %1304 : tensor<128x197x192xf32>
    %1306 = stablehlo.subtract %1298, %1305 : tensor<128x197x192xf32>
    %1307 = stablehlo.multiply %987, %1306 : tensor<128x197x192xf32>
    %1308 = stablehlo.multiply %1288, %988 : tensor<128x197x192xf32>
    %1309 = stablehlo.constant dense<0.0> : tensor<f32>
    %1310 = "stablehlo.reduce"(%1308, %1309) ({
    ^bb0(%_r100a: tensor<f32>, %_r100b: tensor<f32>):
      %_r100c = stablehlo.add %_r100a, %_r100b : tensor<f32>
      "stablehlo.return"(%_r100c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1311 = stablehlo.constant dense<0.0> : tensor<f32>
    %1312 = "stablehlo.reduce"(%1288, %1311) ({
    ^bb0(%_r101a: tensor<f32>, %_r101b: tensor<f32>):
      %_r101c = stablehlo.add %_r101a, %_r101b : tensor<f32>
      "stablehlo.return"(%_r101c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1313 = stablehlo.add %1307, %1271 : tensor<128x197x192xf32>
    %1314 = stablehlo.multiply %1313, %970 : tensor<128x197x192xf32>
    %1315 = "stablehlo.dot_general"(%1314, %blocks.10.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x192xf32>, tensor<192x192xf32>) -> tensor<128x197x192xf32>
    %1316 = "stablehlo.dot_general"(%965, %1314) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x192xf32>, tensor<128x197x192xf32>) -> tensor<192x192xf32>
    %1317 = stablehlo.constant dense<0.0> : tensor<f32>
    %1318 = "stablehlo.reduce"(%1314, %1317) ({
    ^bb0(%_r102a: tensor<f32>, %_r102b: tensor<f32>):
      %_r102c = stablehlo.add %_r102a, %_r102b : tensor<f32>
      "stablehlo.return"(%_r102c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1319 = "stablehlo.reshape"(%1315) : (tensor<128x197x192xf32>) -> tensor<128x197x3x64xf32>
    %1320 = "stablehlo.transpose"(%1319) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<128x197x3x64xf32>) -> tensor<128x3x197x64xf32>
    %1321 = "stablehlo.dot_general"(%962, %1320) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<128x3x197x197xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %1322 = "stablehlo.dot_general"(%1320, %950) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<128x3x197x64xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x197xf32>
    %1323 = stablehlo.multiply %1322, %962 : tensor<128x3x197x197xf32>
    %1324 = stablehlo.constant dense<0.0> : tensor<f32>
    %1325 = "stablehlo.reduce"(%1323, %1324) ({
    ^bb0(%_r103a: tensor<f32>, %_r103b: tensor<f32>):
      %_r103c = stablehlo.add %_r103a, %_r103b : tensor<f32>
      "stablehlo.return"(%_r103c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x3x197x197xf32>, tensor<f32>) -> tensor<128x3x197xf32>
    %1326 = "stablehlo.broadcast_in_dim"(%1325) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x3x197xf32>) -> tensor<128x3x197x197xf32>
    %1327 = stablehlo.subtract %1322, %1326 : tensor<128x3x197x197xf32>
    %1328 = stablehlo.multiply %962, %1327 : tensor<128x3x197x197xf32>
    %1329 = "stablehlo.dot_general"(%1328, %948) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<128x3x197x197xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %1330 = stablehlo.constant dense<0.125> : tensor<128x3x197x64xf32>
    %1331 = stablehlo.multiply %1329, %1330 : tensor<128x3x197x64xf32>
    %1332 = "stablehlo.dot_general"(%1328, %952) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<128x3x197x197xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %1333 = "stablehlo.reshape"(%1331) : (tensor<128x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %1334 = "stablehlo.reshape"(%1332) : (tensor<128x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %1335 = "stablehlo.reshape"(%1321) : (tensor<128x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %1336 = "stablehlo.concatenate"(%1333, %1334, %1335) {dimension = 1 : i64} : (tensor<128x1x3x197x64xf32>, tensor<128x1x3x197x64xf32>, tensor<128x1x3x197x64xf32>) -> tensor<128x3x3x197x64xf32>
    %1337 = "stablehlo.transpose"(%1336) {permutation = array<i64: 0, 3, 1, 2, 4>} : (tensor<128x3x3x197x64xf32>) -> tensor<128x197x3x3x64xf32>
    %1338 = "stablehlo.reshape"(%1337) : (tensor<128x197x3x3x64xf32>) -> tensor<128x197x576xf32>
    %1339 = "stablehlo.dot_general"(%1338, %blocks.10.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x576xf32>, tensor<192x576xf32>) -> tensor<128x197x192xf32>
    %1340 = "stablehlo.dot_general"(%939, %1338) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x192xf32>, tensor<128x197x576xf32>) -> tensor<192x576xf32>
    %1341 = stablehlo.constant dense<0.0> : tensor<f32>
    %1342 = "stablehlo.reduce"(%1338, %1341) ({
    ^bb0(%_r104a: tensor<f32>, %_r104b: tensor<f32>):
      %_r104c = stablehlo.add %_r104a, %_r104b : tensor<f32>
      "stablehlo.return"(%_r104c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x576xf32>, tensor<f32>) -> tensor<576xf32>
    %1343 = stablehlo.multiply %1339, %936 : tensor<128x197x192xf32>
    %1344 = stablehlo.constant dense<0.0> : tensor<f32>
    %1345 = "stablehlo.reduce"(%1343, %1344) ({
    ^bb0(%_r105a: tensor<f32>, %_r105b: tensor<f32>):
      %_r105c = stablehlo.add %_r105a, %_r105b : tensor<f32>
      "stablehlo.return"(%_r105c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1346 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %1347 = stablehlo.divide %1345, %1346 : tensor<128x197xf32>
    %1348 = "stablehlo.broadcast_in_dim"(%1347) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %1349 = stablehlo.subtract %1343, %1348 : tensor<128x197x192xf32>
    %1350 = stablehlo.multiply %1343, %935 : tensor<128x197x192xf32>
    %1351 = stablehlo.constant dense<0.0> : tensor<f32>
    %1352 = "stablehlo.reduce"(%1350, %1351) ({
    ^bb0(%_r106a: tensor<f32>, %_r106b: tensor<f32>):
      %_r106c = stablehlo.add %_r106a, %_r106b : tensor<f32>
      "stablehlo.return"(%_r106c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1353 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %1354 = stablehlo.divide %1352, %1353 : tensor<128x197xf32>
    %1355 = "stablehlo.broadcast_in_dim"(%1354) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %1356 = stablehlo.multiply %935, %1355 : tensor<128x197x192xf32>
    %1357 = stablehlo.subtract %1349, %1356 : tensor<128x197x192xf32>
    %1358 = stablehlo.multiply %934, %1357 : tensor<128x197x192xf32>
    %1359 = stablehlo.multiply %1339, %935 : tensor<128x197x192xf32>
    %1360 = stablehlo.constant dense<0.0> : tensor<f32>
    %1361 = "stablehlo.reduce"(%1359, %1360) ({
    ^bb0(%_r107a: tensor<f32>, %_r107b: tensor<f32>):
      %_r107c = stablehlo.add %_r107a, %_r107b : tensor<f32>
      "stablehlo.return"(%_r107c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1362 = stablehlo.constant dense<0.0> : tensor<f32>
    %1363 = "stablehlo.reduce"(%1339, %1362) ({
    ^bb0(%_r108a: tensor<f32>, %_r108b: tensor<f32>):
      %_r108c = stablehlo.add %_r108a, %_r108b : tensor<f32>
      "stablehlo.return"(%_r108c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1364 = stablehlo.add %1358, %1313 : tensor<128x197x192xf32>
    %1365 = stablehlo.multiply %1364, %917 : tensor<128x197x192xf32>
    %1366 = "stablehlo.dot_general"(%1365, %blocks.9.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x192xf32>, tensor<768x192xf32>) -> tensor<128x197x768xf32>
    %1367 = "stablehlo.dot_general"(%1365, %912) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x192xf32>, tensor<128x197x768xf32>) -> tensor<192x768xf32>
    %1368 = "stablehlo.transpose"(%1367) {permutation = array<i64: 1, 0>} : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %1369 = stablehlo.constant dense<0.0> : tensor<f32>
    %1370 = "stablehlo.reduce"(%1365, %1369) ({
    ^bb0(%_r109a: tensor<f32>, %_r109b: tensor<f32>):
      %_r109c = stablehlo.add %_r109a, %_r109b : tensor<f32>
      "stablehlo.return"(%_r109c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1371 = stablehlo.constant dense<0.5> : tensor<128x197x768xf32>
    %1372 = stablehlo.multiply %909, %1371 : tensor<128x197x768xf32>
    %1373 = stablehlo.multiply %906, %906 : tensor<128x197x768xf32>
    %1374 = stablehlo.negate %1373 : tensor<128x197x768xf32>
    %1375 = stablehlo.exponential %1374 : tensor<128x197x768xf32>
    %1376 = stablehlo.constant dense<0.3989423> : tensor<128x197x768xf32>
    %1377 = stablehlo.multiply %1375, %1376 : tensor<128x197x768xf32>
    %1378 = stablehlo.multiply %904, %1377 : tensor<128x197x768xf32>
    %1379 = stablehlo.add %1372, %1378 : tensor<128x197x768xf32>
    %1380 = stablehlo.multiply %1366, %1379 : tensor<128x197x768xf32>
    %1381 = "stablehlo.dot_general"(%1380, %blocks.9.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x768xf32>, tensor<192x768xf32>) -> tensor<128x197x192xf32>
    %1382 = "stablehlo.dot_general"(%901, %1380) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x192xf32>, tensor<128x197x768xf32>) -> tensor<192x768xf32>
    %1383 = stablehlo.constant dense<0.0> : tensor<f32>
    %1384 = "stablehlo.reduce"(%1380, %1383) ({
    ^bb0(%_r110a: tensor<f32>, %_r110b: tensor<f32>):
      %_r110c = stablehlo.add %_r110a, %_r110b : tensor<f32>
      "stablehlo.return"(%_r110c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1385 = stablehlo.multiply %1381, %898 : tensor<128x197x192xf32>
    %1386 = stablehlo.constant dense<0.0> : tensor<f32>
    %1387 = "stablehlo.reduce"(%1385, %1386) ({
    ^bb0(%_r111a: tensor<f32>, %_r111b: tensor<f32>):
      %_r111c = stablehlo.add %_r111a, %_r111b : tensor<f32>
      "stablehlo.return"(%_r111c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1388 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %1389 = stablehlo.divide %1387, %1388 : tensor<128x197xf32>
    %1390 = "stablehlo.broadcast_in_dim"(%1389) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %1391 = stablehlo.subtract %1385, %1390 : tensor<128x197x192xf32>
    %1392 = stablehlo.multiply %1385, %897 : tensor<128x197x192xf32>
    %1393 = stablehlo.constant dense<0.0> : tensor<f32>
    %1394 = "stablehlo.reduce"(%1392, %1393) ({
    ^bb0(%_r112a: tensor<f32>, %_r112b: tensor<f32>):
      %_r112c = stablehlo.add %_r112a, %_r112b : tensor<f32>
      "stablehlo.return"(%_r112c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1395 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %1396 = stablehlo.divide %1394, %1395 : tensor<128x197xf32>
    %1397 = "stablehlo.broadcast_in_dim"(%1396) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %1398 = stablehlo.multiply %897, %1397 : tensor<128x197x192xf32>
    %1399 = stablehlo.subtract %1391, %1398 : tensor<128x197x192xf32>
    %1400 = stablehlo.multiply %896, %1399 : tensor<128x197x192xf32>
    %1401 = stablehlo.multiply %1381, %897 : tensor<128x197x192xf32>
    %1402 = stablehlo.constant dense<0.0> : tensor<f32>
    %1403 = "stablehlo.reduce"(%1401, %1402) ({
    ^bb0(%_r113a: tensor<f32>, %_r113b: tensor<f32>):
      %_r113c = stablehlo.add %_r113a, %_r113b : tensor<f32>
      "stablehlo.return"(%_r113c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1404 = stablehlo.constant dense<0.0> : tensor<f32>
    %1405 = "stablehlo.reduce"(%1381, %1404) ({
    ^bb0(%_r114a: tensor<f32>, %_r114b: tensor<f32>):
      %_r114c = stablehlo.add %_r114a, %_r114b : tensor<f32>
      "stablehlo.return"(%_r114c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1406 = stablehlo.add %1400, %1364 : tensor<128x197x192xf32>
    %1407 = stablehlo.multiply %1406, %879 : tensor<128x197x192xf32>
    %1408 = "stablehlo.dot_general"(%1407, %blocks.9.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x192xf32>, tensor<192x192xf32>) -> tensor<128x197x192xf32>
    %1409 = "stablehlo.dot_general"(%874, %1407) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x192xf32>, tensor<128x197x192xf32>) -> tensor<192x192xf32>
    %1410 = stablehlo.constant dense<0.0> : tensor<f32>
    %1411 = "stablehlo.reduce"(%1407, %1410) ({
    ^bb0(%_r115a: tensor<f32>, %_r115b: tensor<f32>):
      %_r115c = stablehlo.add %_r115a, %_r115b : tensor<f32>
      "stablehlo.return"(%_r115c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1412 = "stablehlo.reshape"(%1408) : (tensor<128x197x192xf32>) -> tensor<128x197x3x64xf32>
    %1413 = "stablehlo.transpose"(%1412) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<128x197x3x64xf32>) -> tensor<128x3x197x64xf32>
    %1414 = "stablehlo.dot_general"(%871, %1413) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<128x3x197x197xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %1415 = "stablehlo.dot_general"(%1413, %859) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<128x3x197x64xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x197xf32>
    %1416 = stablehlo.multiply %1415, %871 : tensor<128x3x197x197xf32>
    %1417 = stablehlo.constant dense<0.0> : tensor<f32>
    %1418 = "stablehlo.reduce"(%1416, %1417) ({
    ^bb0(%_r116a: tensor<f32>, %_r116b: tensor<f32>):
      %_r116c = stablehlo.add %_r116a, %_r116b : tensor<f32>
      "stablehlo.return"(%_r116c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x3x197x197xf32>, tensor<f32>) -> tensor<128x3x197xf32>
    %1419 = "stablehlo.broadcast_in_dim"(%1418) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x3x197xf32>) -> tensor<128x3x197x197xf32>
    %1420 = stablehlo.subtract %1415, %1419 : tensor<128x3x197x197xf32>
    %1421 = stablehlo.multiply %871, %1420 : tensor<128x3x197x197xf32>
    %1422 = "stablehlo.dot_general"(%1421, %857) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<128x3x197x197xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %1423 = stablehlo.constant dense<0.125> : tensor<128x3x197x64xf32>
    %1424 = stablehlo.multiply %1422, %1423 : tensor<128x3x197x64xf32>
    %1425 = "stablehlo.dot_general"(%1421, %861) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<128x3x197x197xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %1426 = "stablehlo.reshape"(%1424) : (tensor<128x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %1427 = "stablehlo.reshape"(%1425) : (tensor<128x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %1428 = "stablehlo.reshape"(%1414) : (tensor<128x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %1429 = "stablehlo.concatenate"(%1426, %1427, %1428) {dimension = 1 : i64} : (tensor<128x1x3x197x64xf32>, tensor<128x1x3x197x64xf32>, tensor<128x1x3x197x64xf32>) -> tensor<128x3x3x197x64xf32>
    %1430 = "stablehlo.transpose"(%1429) {permutation = array<i64: 0, 3, 1, 2, 4>} : (tensor<128x3x3x197x64xf32>) -> tensor<128x197x3x3x64xf32>
    %1431 = "stablehlo.reshape"(%1430) : (tensor<128x197x3x3x64xf32>) -> tensor<128x197x576xf32>
    %1432 = "stablehlo.dot_general"(%1431, %blocks.9.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x576xf32>, tensor<192x576xf32>) -> tensor<128x197x192xf32>
    %1433 = "stablehlo.dot_general"(%848, %1431) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x192xf32>, tensor<128x197x576xf32>) -> tensor<192x576xf32>
    %1434 = stablehlo.constant dense<0.0> : tensor<f32>
    %1435 = "stablehlo.reduce"(%1431, %1434) ({
    ^bb0(%_r117a: tensor<f32>, %_r117b: tensor<f32>):
      %_r117c = stablehlo.add %_r117a, %_r117b : tensor<f32>
      "stablehlo.return"(%_r117c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x576xf32>, tensor<f32>) -> tensor<576xf32>
    %1436 = stablehlo.multiply %1432, %845 : tensor<128x197x192xf32>
    %1437 = stablehlo.constant dense<0.0> : tensor<f32>
    %1438 = "stablehlo.reduce"(%1436, %1437) ({
    ^bb0(%_r118a: tensor<f32>, %_r118b: tensor<f32>):
      %_r118c = stablehlo.add %_r118a, %_r118b : tensor<f32>
      "stablehlo.return"(%_r118c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1439 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %1440 = stablehlo.divide %1438, %1439 : tensor<128x197xf32>
    %1441 = "stablehlo.broadcast_in_dim"(%1440) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %1442 = stablehlo.subtract %1436, %1441 : tensor<128x197x192xf32>
    %1443 = stablehlo.multiply %1436, %844 : tensor<128x197x192xf32>
    %1444 = stablehlo.constant dense<0.0> : tensor<f32>
    %1445 = "stablehlo.reduce"(%1443, %1444) ({
    ^bb0(%_r119a: tensor<f32>, %_r119b: tensor<f32>):
      %_r119c = stablehlo.add %_r119a, %_r119b : tensor<f32>
      "stablehlo.return"(%_r119c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1446 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %1447 = stablehlo.divide %1445, %1446 : tensor<128x197xf32>
    %1448 = "stablehlo.broadcast_in_dim"(%1447) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %1449 = stablehlo.multiply %844, %1448 : tensor<128x197x192xf32>
    %1450 = stablehlo.subtract %1442, %1449 : tensor<128x197x192xf32>
    %1451 = stablehlo.multiply %843, %1450 : tensor<128x197x192xf32>
    %1452 = stablehlo.multiply %1432, %844 : tensor<128x197x192xf32>
    %1453 = stablehlo.constant dense<0.0> : tensor<f32>
    %1454 = "stablehlo.reduce"(%1452, %1453) ({
    ^bb0(%_r120a: tensor<f32>, %_r120b: tensor<f32>):
      %_r120c = stablehlo.add %_r120a, %_r120b : tensor<f32>
      "stablehlo.return"(%_r120c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1455 = stablehlo.constant dense<0.0> : tensor<f32>
    %1456 = "stablehlo.reduce"(%1432, %1455) ({
    ^bb0(%_r121a: tensor<f32>, %_r121b: tensor<f32>):
      %_r121c = stablehlo.add %_r121a, %_r121b : tensor<f32>
      "stablehlo.return"(%_r121c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1457 = stablehlo.add %1451, %1406 : tensor<128x197x192xf32>
    %1458 = stablehlo.multiply %1457, %826 : tensor<128x197x192xf32>
    %1459 = "stablehlo.dot_general"(%1458, %blocks.8.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x192xf32>, tensor<768x192xf32>) -> tensor<128x197x768xf32>
    %1460 = "stablehlo.dot_general"(%1458, %821) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x192xf32>, tensor<128x197x768xf32>) -> tensor<192x768xf32>
    %1461 = "stablehlo.transpose"(%1460) {permutation = array<i64: 1, 0>} : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %1462 = stablehlo.constant dense<0.0> : tensor<f32>
    %1463 = "stablehlo.reduce"(%1458, %1462) ({
    ^bb0(%_r122a: tensor<f32>, %_r122b: tensor<f32>):
      %_r122c = stablehlo.add %_r122a, %_r122b : tensor<f32>
      "stablehlo.return"(%_r122c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1464 = stablehlo.constant dense<0.5> : tensor<128x197x768xf32>
    %1465 = stablehlo.multiply %818, %1464 : tensor<128x197x768xf32>
    %1466 = stablehlo.multiply %815, %815 : tensor<128x197x768xf32>
    %1467 = stablehlo.negate %1466 : tensor<128x197x768xf32>
    %1468 = stablehlo.exponential %1467 : tensor<128x197x768xf32>
    %1469 = stablehlo.constant dense<0.3989423> : tensor<128x197x768xf32>
    %1470 = stablehlo.multiply %1468, %1469 : tensor<128x197x768xf32>
    %1471 = stablehlo.multiply %813, %1470 : tensor<128x197x768xf32>
    %1472 = stablehlo.add %1465, %1471 : tensor<128x197x768xf32>
    %1473 = stablehlo.multiply %1459, %1472 : tensor<128x197x768xf32>
    %1474 = "stablehlo.dot_general"(%1473, %blocks.8.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x768xf32>, tensor<192x768xf32>) -> tensor<128x197x192xf32>
    %1475 = "stablehlo.dot_general"(%810, %1473) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x192xf32>, tensor<128x197x768xf32>) -> tensor<192x768xf32>
    %1476 = stablehlo.constant dense<0.0> : tensor<f32>
    %1477 = "stablehlo.reduce"(%1473, %1476) ({
    ^bb0(%_r123a: tensor<f32>, %_r123b: tensor<f32>):
      %_r123c = stablehlo.add %_r123a, %_r123b : tensor<f32>
      "stablehlo.return"(%_r123c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1478 = stablehlo.multiply %1474, %807 : tensor<128x197x192xf32>
    %1479 = stablehlo.constant dense<0.0> : tensor<f32>
    %1480 = "stablehlo.reduce"(%1478, %1479) ({
    ^bb0(%_r124a: tensor<f32>, %_r124b: tensor<f32>):
      %_r124c = stablehlo.add %_r124a, %_r124b : tensor<f32>
      "stablehlo.return"(%_r124c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1481 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %1482 = stablehlo.divide %1480, %1481 : tensor<128x197xf32>
    %1483 = "stablehlo.broadcast_in_dim"(%1482) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %1484 = stablehlo.subtract %1478, %1483 : tensor<128x197x192xf32>
    %1485 = stablehlo.multiply %1478, %806 : tensor<128x197x192xf32>
    %1486 = stablehlo.constant dense<0.0> : tensor<f32>
    %1487 = "stablehlo.reduce"(%1485, %1486) ({
    ^bb0(%_r125a: tensor<f32>, %_r125b: tensor<f32>):
      %_r125c = stablehlo.add %_r125a, %_r125b : tensor<f32>
      "stablehlo.return"(%_r125c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1488 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %1489 = stablehlo.divide %1487, %1488 : tensor<128x197xf32>
    %1490 = "stablehlo.broadcast_in_dim"(%1489) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %1491 = stablehlo.multiply %806, %1490 : tensor<128x197x192xf32>
    %1492 = stablehlo.subtract %1484, %1491 : tensor<128x197x192xf32>
    %1493 = stablehlo.multiply %805, %1492 : tensor<128x197x192xf32>
    %1494 = stablehlo.multiply %1474, %806 : tensor<128x197x192xf32>
    %1495 = stablehlo.constant dense<0.0> : tensor<f32>
    %1496 = "stablehlo.reduce"(%1494, %1495) ({
    ^bb0(%_r126a: tensor<f32>, %_r126b: tensor<f32>):
      %_r126c = stablehlo.add %_r126a, %_r126b : tensor<f32>
      "stablehlo.return"(%_r126c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1497 = stablehlo.constant dense<0.0> : tensor<f32>
    %1498 = "stablehlo.reduce"(%1474, %1497) ({
    ^bb0(%_r127a: tensor<f32>, %_r127b: tensor<f32>):
      %_r127c = stablehlo.add %_r127a, %_r127b : tensor<f32>
      "stablehlo.return"(%_r127c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1499 = stablehlo.add %1493, %1457 : tensor<128x197x192xf32>
    %1500 = stablehlo.multiply %1499, %788 : tensor<128x197x192xf32>
    %1501 = "stablehlo.dot_general"(%1500, %blocks.8.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x192xf32>, tensor<192x192xf32>) -> tensor<128x197x192xf32>
    %1502 = "stablehlo.dot_general"(%783, %1500) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x192xf32>, tensor<128x197x192xf32>) -> tensor<192x192xf32>
    %1503 = stablehlo.constant dense<0.0> : tensor<f32>
    %1504 = "stablehlo.reduce"(%1500, %1503) ({
    ^bb0(%_r128a: tensor<f32>, %_r128b: tensor<f32>):
      %_r128c = stablehlo.add %_r128a, %_r128b : tensor<f32>
      "stablehlo.return"(%_r128c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1505 = "stablehlo.reshape"(%1501) : (tensor<128x197x192xf32>) -> tensor<128x197x3x64xf32>
    %1506 = "stablehlo.transpose"(%1505) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<128x197x3x64xf32>) -> tensor<128x3x197x64xf32>
    %1507 = "stablehlo.dot_general"(%780, %1506) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<128x3x197x197xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %1508 = "stablehlo.dot_general"(%1506, %768) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<128x3x197x64xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x197xf32>
    %1509 = stablehlo.multiply %1508, %780 : tensor<128x3x197x197xf32>
    %1510 = stablehlo.constant dense<0.0> : tensor<f32>
    %1511 = "stablehlo.reduce"(%1509, %1510) ({
    ^bb0(%_r129a: tensor<f32>, %_r129b: tensor<f32>):
      %_r129c = stablehlo.add %_r129a, %_r129b : tensor<f32>
      "stablehlo.return"(%_r129c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x3x197x197xf32>, tensor<f32>) -> tensor<128x3x197xf32>
    %1512 = "stablehlo.broadcast_in_dim"(%1511) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x3x197xf32>) -> tensor<128x3x197x197xf32>
    %1513 = stablehlo.subtract %1508, %1512 : tensor<128x3x197x197xf32>
    %1514 = stablehlo.multiply %780, %1513 : tensor<128x3x197x197xf32>
    %1515 = "stablehlo.dot_general"(%1514, %766) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<128x3x197x197xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %1516 = stablehlo.constant dense<0.125> : tensor<128x3x197x64xf32>
    %1517 = stablehlo.multiply %1515, %1516 : tensor<128x3x197x64xf32>
    %1518 = "stablehlo.dot_general"(%1514, %770) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<128x3x197x197xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %1519 = "stablehlo.reshape"(%1517) : (tensor<128x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %1520 = "stablehlo.reshape"(%1518) : (tensor<128x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %1521 = "stablehlo.reshape"(%1507) : (tensor<128x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %1522 = "stablehlo.concatenate"(%1519, %1520, %1521) {dimension = 1 : i64} : (tensor<128x1x3x197x64xf32>, tensor<128x1x3x197x64xf32>, tensor<128x1x3x197x64xf32>) -> tensor<128x3x3x197x64xf32>
    %1523 = "stablehlo.transpose"(%1522) {permutation = array<i64: 0, 3, 1, 2, 4>} : (tensor<128x3x3x197x64xf32>) -> tensor<128x197x3x3x64xf32>
    %1524 = "stablehlo.reshape"(%1523) : (tensor<128x197x3x3x64xf32>) -> tensor<128x197x576xf32>
    %1525 = "stablehlo.dot_general"(%1524, %blocks.8.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x576xf32>, tensor<192x576xf32>) -> tensor<128x197x192xf32>
    %1526 = "stablehlo.dot_general"(%757, %1524) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x192xf32>, tensor<128x197x576xf32>) -> tensor<192x576xf32>
    %1527 = stablehlo.constant dense<0.0> : tensor<f32>
    %1528 = "stablehlo.reduce"(%1524, %1527) ({
    ^bb0(%_r130a: tensor<f32>, %_r130b: tensor<f32>):
      %_r130c = stablehlo.add %_r130a, %_r130b : tensor<f32>
      "stablehlo.return"(%_r130c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x576xf32>, tensor<f32>) -> tensor<576xf32>
    %1529 = stablehlo.multiply %1525, %754 : tensor<128x197x192xf32>
    %1530 = stablehlo.constant dense<0.0> : tensor<f32>
    %1531 = "stablehlo.reduce"(%1529, %1530) ({
    ^bb0(%_r131a: tensor<f32>, %_r131b: tensor<f32>):
      %_r131c = stablehlo.add %_r131a, %_r131b : tensor<f32>
      "stablehlo.return"(%_r131c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1532 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %1533 = stablehlo.divide %1531, %1532 : tensor<128x197xf32>
    %1534 = "stablehlo.broadcast_in_dim"(%1533) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %1535 = stablehlo.subtract %1529, %1534 : tensor<128x197x192xf32>
    %1536 = stablehlo.multiply %1529, %753 : tensor<128x197x192xf32>
    %1537 = stablehlo.constant dense<0.0> : tensor<f32>
    %1538 = "stablehlo.reduce"(%1536, %1537) ({
    ^bb0(%_r132a: tensor<f32>, %_r132b: tensor<f32>):
      %_r132c = stablehlo.add %_r132a, %_r132b : tensor<f32>
      "stablehlo.return"(%_r132c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1539 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %1540 = stablehlo.divide %1538, %1539 : tensor<128x197xf32>
    %1541 = "stablehlo.broadcast_in_dim"(%1540) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %1542 = stablehlo.multiply %753, %1541 : tensor<128x197x192xf32>
    %1543 = stablehlo.subtract %1535, %1542 : tensor<128x197x192xf32>
    %1544 = stablehlo.multiply %752, %1543 : tensor<128x197x192xf32>
    %1545 = stablehlo.multiply %1525, %753 : tensor<128x197x192xf32>
    %1546 = stablehlo.constant dense<0.0> : tensor<f32>
    %1547 = "stablehlo.reduce"(%1545, %1546) ({
    ^bb0(%_r133a: tensor<f32>, %_r133b: tensor<f32>):
      %_r133c = stablehlo.add %_r133a, %_r133b : tensor<f32>
      "stablehlo.return"(%_r133c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1548 = stablehlo.constant dense<0.0> : tensor<f32>
    %1549 = "stablehlo.reduce"(%1525, %1548) ({
    ^bb0(%_r134a: tensor<f32>, %_r134b: tensor<f32>):
      %_r134c = stablehlo.add %_r134a, %_r134b : tensor<f32>
      "stablehlo.return"(%_r134c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1550 = stablehlo.add %1544, %1499 : tensor<128x197x192xf32>
    %1551 = stablehlo.multiply %1550, %735 : tensor<128x197x192xf32>
    %1552 = "stablehlo.dot_general"(%1551, %blocks.7.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x192xf32>, tensor<768x192xf32>) -> tensor<128x197x768xf32>
    %1553 = "stablehlo.dot_general"(%1551, %730) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x192xf32>, tensor<128x197x768xf32>) -> tensor<192x768xf32>
    %1554 = "stablehlo.transpose"(%1553) {permutation = array<i64: 1, 0>} : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %1555 = stablehlo.constant dense<0.0> : tensor<f32>
    %1556 = "stablehlo.reduce"(%1551, %1555) ({
    ^bb0(%_r135a: tensor<f32>, %_r135b: tensor<f32>):
      %_r135c = stablehlo.add %_r135a, %_r135b : tensor<f32>
      "stablehlo.return"(%_r135c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1557 = stablehlo.constant dense<0.5> : tensor<128x197x768xf32>
    %1558 = stablehlo.multiply %727, %1557 : tensor<128x197x768xf32>
    %1559 = stablehlo.multiply %724, %724 : tensor<128x197x768xf32>
    %1560 = stablehlo.negate %1559 : tensor<128x197x768xf32>
    %1561 = stablehlo.exponential %1560 : tensor<128x197x768xf32>
    %1562 = stablehlo.constant dense<0.3989423> : tensor<128x197x768xf32>
    %1563 = stablehlo.multiply %1561, %1562 : tensor<128x197x768xf32>
    %1564 = stablehlo.multiply %722, %1563 : tensor<128x197x768xf32>
    %1565 = stablehlo.add %1558, %1564 : tensor<128x197x768xf32>
    %1566 = stablehlo.multiply %1552, %1565 : tensor<128x197x768xf32>
    %1567 = "stablehlo.dot_general"(%1566, %blocks.7.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x768xf32>, tensor<192x768xf32>) -> tensor<128x197x192xf32>
    %1568 = "stablehlo.dot_general"(%719, %1566) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x192xf32>, tensor<128x197x768xf32>) -> tensor<192x768xf32>
    %1569 = stablehlo.constant dense<0.0> : tensor<f32>
    %1570 = "stablehlo.reduce"(%1566, %1569) ({
    ^bb0(%_r136a: tensor<f32>, %_r136b: tensor<f32>):
      %_r136c = stablehlo.add %_r136a, %_r136b : tensor<f32>
      "stablehlo.return"(%_r136c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1571 = stablehlo.multiply %1567, %716 : tensor<128x197x192xf32>
    %1572 = stablehlo.constant dense<0.0> : tensor<f32>
    %1573 = "stablehlo.reduce"(%1571, %1572) ({
    ^bb0(%_r137a: tensor<f32>, %_r137b: tensor<f32>):
      %_r137c = stablehlo.add %_r137a, %_r137b : tensor<f32>
      "stablehlo.return"(%_r137c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1574 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %1575 = stablehlo.divide %1573, %1574 : tensor<128x197xf32>
    %1576 = "stablehlo.broadcast_in_dim"(%1575) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %1577 = stablehlo.subtract %1571, %1576 : tensor<128x197x192xf32>
    %1578 = stablehlo.multiply %1571, %715 : tensor<128x197x192xf32>
    %1579 = stablehlo.constant dense<0.0> : tensor<f32>
    %1580 = "stablehlo.reduce"(%1578, %1579) ({
    ^bb0(%_r138a: tensor<f32>, %_r138b: tensor<f32>):
      %_r138c = stablehlo.add %_r138a, %_r138b : tensor<f32>
      "stablehlo.return"(%_r138c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1581 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %1582 = stablehlo.divide %1580, %1581 : tensor<128x197xf32>
    %1583 = "stablehlo.broadcast_in_dim"(%1582) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %1584 = stablehlo.multiply %715, %1583 : tensor<128x197x192xf32>
    %1585 = stablehlo.subtract %1577, %1584 : tensor<128x197x192xf32>
    %1586 = stablehlo.multiply %714, %1585 : tensor<128x197x192xf32>
    %1587 = stablehlo.multiply %1567, %715 : tensor<128x197x192xf32>
    %1588 = stablehlo.constant dense<0.0> : tensor<f32>
    %1589 = "stablehlo.reduce"(%1587, %1588) ({
    ^bb0(%_r139a: tensor<f32>, %_r139b: tensor<f32>):
      %_r139c = stablehlo.add %_r139a, %_r139b : tensor<f32>
      "stablehlo.return"(%_r139c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1590 = stablehlo.constant dense<0.0> : tensor<f32>
    %1591 = "stablehlo.reduce"(%1567, %1590) ({
    ^bb0(%_r140a: tensor<f32>, %_r140b: tensor<f32>):
      %_r140c = stablehlo.add %_r140a, %_r140b : tensor<f32>
      "stablehlo.return"(%_r140c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1592 = stablehlo.add %1586, %1550 : tensor<128x197x192xf32>
    %1593 = stablehlo.multiply %1592, %697 : tensor<128x197x192xf32>
    %1594 = "stablehlo.dot_general"(%1593, %blocks.7.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x192xf32>, tensor<192x192xf32>) -> tensor<128x197x192xf32>
    %1595 = "stablehlo.dot_general"(%692, %1593) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x192xf32>, tensor<128x197x192xf32>) -> tensor<192x192xf32>
    %1596 = stablehlo.constant dense<0.0> : tensor<f32>
    %1597 = "stablehlo.reduce"(%1593, %1596) ({
    ^bb0(%_r141a: tensor<f32>, %_r141b: tensor<f32>):
      %_r141c = stablehlo.add %_r141a, %_r141b : tensor<f32>
      "stablehlo.return"(%_r141c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1598 = "stablehlo.reshape"(%1594) : (tensor<128x197x192xf32>) -> tensor<128x197x3x64xf32>
    %1599 = "stablehlo.transpose"(%1598) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<128x197x3x64xf32>) -> tensor<128x3x197x64xf32>
    %1600 = "stablehlo.dot_general"(%689, %1599) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<128x3x197x197xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %1601 = "stablehlo.dot_general"(%1599, %677) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<128x3x197x64xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x197xf32>
    %1602 = stablehlo.multiply %1601, %689 : tensor<128x3x197x197xf32>
    %1603 = stablehlo.constant dense<0.0> : tensor<f32>
    %1604 = "stablehlo.reduce"(%1602, %1603) ({
    ^bb0(%_r142a: tensor<f32>, %_r142b: tensor<f32>):
      %_r142c = stablehlo.add %_r142a, %_r142b : tensor<f32>
      "stablehlo.return"(%_r142c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x3x197x197xf32>, tensor<f32>) -> tensor<128x3x197xf32>
    %1605 = "stablehlo.broadcast_in_dim"(%1604) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x3x197xf32>) -> tensor<128x3x197x197xf32>
    %1606 = stablehlo.subtract %1601, %1605 : tensor<128x3x197x197xf32>
    %1607 = stablehlo.multiply %689, %1606 : tensor<128x3x197x197xf32>
    %1608 = "stablehlo.dot_general"(%1607, %675) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<128x3x197x197xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %1609 = stablehlo.constant dense<0.125> : tensor<128x3x197x64xf32>
    %1610 = stablehlo.multiply %1608, %1609 : tensor<128x3x197x64xf32>
    %1611 = "stablehlo.dot_general"(%1607, %679) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<128x3x197x197xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %1612 = "stablehlo.reshape"(%1610) : (tensor<128x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %1613 = "stablehlo.reshape"(%1611) : (tensor<128x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %1614 = "stablehlo.reshape"(%1600) : (tensor<128x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %1615 = "stablehlo.concatenate"(%1612, %1613, %1614) {dimension = 1 : i64} : (tensor<128x1x3x197x64xf32>, tensor<128x1x3x197x64xf32>, tensor<128x1x3x197x64xf32>) -> tensor<128x3x3x197x64xf32>
    %1616 = "stablehlo.transpose"(%1615) {permutation = array<i64: 0, 3, 1, 2, 4>} : (tensor<128x3x3x197x64xf32>) -> tensor<128x197x3x3x64xf32>
    %1617 = "stablehlo.reshape"(%1616) : (tensor<128x197x3x3x64xf32>) -> tensor<128x197x576xf32>
    %1618 = "stablehlo.dot_general"(%1617, %blocks.7.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x576xf32>, tensor<192x576xf32>) -> tensor<128x197x192xf32>
    %1619 = "stablehlo.dot_general"(%666, %1617) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x192xf32>, tensor<128x197x576xf32>) -> tensor<192x576xf32>
    %1620 = stablehlo.constant dense<0.0> : tensor<f32>
    %1621 = "stablehlo.reduce"(%1617, %1620) ({
    ^bb0(%_r143a: tensor<f32>, %_r143b: tensor<f32>):
      %_r143c = stablehlo.add %_r143a, %_r143b : tensor<f32>
      "stablehlo.return"(%_r143c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x576xf32>, tensor<f32>) -> tensor<576xf32>
    %1622 = stablehlo.multiply %1618, %663 : tensor<128x197x192xf32>
    %1623 = stablehlo.constant dense<0.0> : tensor<f32>
    %1624 = "stablehlo.reduce"(%1622, %1623) ({
    ^bb0(%_r144a: tensor<f32>, %_r144b: tensor<f32>):
      %_r144c = stablehlo.add %_r144a, %_r144b : tensor<f32>
      "stablehlo.return"(%_r144c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1625 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %1626 = stablehlo.divide %1624, %1625 : tensor<128x197xf32>
    %1627 = "stablehlo.broadcast_in_dim"(%1626) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %1628 = stablehlo.subtract %1622, %1627 : tensor<128x197x192xf32>
    %1629 = stablehlo.multiply %1622, %662 : tensor<128x197x192xf32>
    %1630 = stablehlo.constant dense<0.0> : tensor<f32>
    %1631 = "stablehlo.reduce"(%1629, %1630) ({
    ^bb0(%_r145a: tensor<f32>, %_r145b: tensor<f32>):
      %_r145c = stablehlo.add %_r145a, %_r145b : tensor<f32>
      "stablehlo.return"(%_r145c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1632 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %1633 = stablehlo.divide %1631, %1632 : tensor<128x197xf32>
    %1634 = "stablehlo.broadcast_in_dim"(%1633) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %1635 = stablehlo.multiply %662, %1634 : tensor<128x197x192xf32>
    %1636 = stablehlo.subtract %1628, %1635 : tensor<128x197x192xf32>
    %1637 = stablehlo.multiply %661, %1636 : tensor<128x197x192xf32>
    %1638 = stablehlo.multiply %1618, %662 : tensor<128x197x192xf32>
    %1639 = stablehlo.constant dense<0.0> : tensor<f32>
    %1640 = "stablehlo.reduce"(%1638, %1639) ({
    ^bb0(%_r146a: tensor<f32>, %_r146b: tensor<f32>):
      %_r146c = stablehlo.add %_r146a, %_r146b : tensor<f32>
      "stablehlo.return"(%_r146c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1641 = stablehlo.constant dense<0.0> : tensor<f32>
    %1642 = "stablehlo.reduce"(%1618, %1641) ({
    ^bb0(%_r147a: tensor<f32>, %_r147b: tensor<f32>):
      %_r147c = stablehlo.add %_r147a, %_r147b : tensor<f32>
      "stablehlo.return"(%_r147c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1643 = stablehlo.add %1637, %1592 : tensor<128x197x192xf32>
    %1644 = stablehlo.multiply %1643, %644 : tensor<128x197x192xf32>
    %1645 = "stablehlo.dot_general"(%1644, %blocks.6.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x192xf32>, tensor<768x192xf32>) -> tensor<128x197x768xf32>
    %1646 = "stablehlo.dot_general"(%1644, %639) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x192xf32>, tensor<128x197x768xf32>) -> tensor<192x768xf32>
    %1647 = "stablehlo.transpose"(%1646) {permutation = array<i64: 1, 0>} : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %1648 = stablehlo.constant dense<0.0> : tensor<f32>
    %1649 = "stablehlo.reduce"(%1644, %1648) ({
    ^bb0(%_r148a: tensor<f32>, %_r148b: tensor<f32>):
      %_r148c = stablehlo.add %_r148a, %_r148b : tensor<f32>
      "stablehlo.return"(%_r148c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1650 = stablehlo.constant dense<0.5> : tensor<128x197x768xf32>
    %1651 = stablehlo.multiply %636, %1650 : tensor<128x197x768xf32>
    %1652 = stablehlo.multiply %633, %633 : tensor<128x197x768xf32>
    %1653 = stablehlo.negate %1652 : tensor<128x197x768xf32>
    %1654 = stablehlo.exponential %1653 : tensor<128x197x768xf32>
    %1655 = stablehlo.constant dense<0.3989423> : tensor<128x197x768xf32>
    %1656 = stablehlo.multiply %1654, %1655 : tensor<128x197x768xf32>
    %1657 = stablehlo.multiply %631, %1656 : tensor<128x197x768xf32>
    %1658 = stablehlo.add %1651, %1657 : tensor<128x197x768xf32>
    %1659 = stablehlo.multiply %1645, %1658 : tensor<128x197x768xf32>
    %1660 = "stablehlo.dot_general"(%1659, %blocks.6.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x768xf32>, tensor<192x768xf32>) -> tensor<128x197x192xf32>
    %1661 = "stablehlo.dot_general"(%628, %1659) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x192xf32>, tensor<128x197x768xf32>) -> tensor<192x768xf32>
    %1662 = stablehlo.constant dense<0.0> : tensor<f32>
    %1663 = "stablehlo.reduce"(%1659, %1662) ({
    ^bb0(%_r149a: tensor<f32>, %_r149b: tensor<f32>):
      %_r149c = stablehlo.add %_r149a, %_r149b : tensor<f32>
      "stablehlo.return"(%_r149c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1664 = stablehlo.multiply %1660, %625 : tensor<128x197x192xf32>
    %1665 = stablehlo.constant dense<0.0> : tensor<f32>
    %1666 = "stablehlo.reduce"(%1664, %1665) ({
    ^bb0(%_r150a: tensor<f32>, %_r150b: tensor<f32>):
      %_r150c = stablehlo.add %_r150a, %_r150b : tensor<f32>
      "stablehlo.return"(%_r150c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1667 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %1668 = stablehlo.divide %1666, %1667 : tensor<128x197xf32>
    %1669 = "stablehlo.broadcast_in_dim"(%1668) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %1670 = stablehlo.subtract %1664, %1669 : tensor<128x197x192xf32>
    %1671 = stablehlo.multiply %1664, %624 : tensor<128x197x192xf32>
    %1672 = stablehlo.constant dense<0.0> : tensor<f32>
    %1673 = "stablehlo.reduce"(%1671, %1672) ({
    ^bb0(%_r151a: tensor<f32>, %_r151b: tensor<f32>):
      %_r151c = stablehlo.add %_r151a, %_r151b : tensor<f32>
      "stablehlo.return"(%_r151c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1674 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %1675 = stablehlo.divide %1673, %1674 : tensor<128x197xf32>
    %1676 = "stablehlo.broadcast_in_dim"(%1675) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %1677 = stablehlo.multiply %624, %1676 : tensor<128x197x192xf32>
    %1678 = stablehlo.subtract %1670, %1677 : tensor<128x197x192xf32>
    %1679 = stablehlo.multiply %623, %1678 : tensor<128x197x192xf32>
    %1680 = stablehlo.multiply %1660, %624 : tensor<128x197x192xf32>
    %1681 = stablehlo.constant dense<0.0> : tensor<f32>
    %1682 = "stablehlo.reduce"(%1680, %1681) ({
    ^bb0(%_r152a: tensor<f32>, %_r152b: tensor<f32>):
      %_r152c = stablehlo.add %_r152a, %_r152b : tensor<f32>
      "stablehlo.return"(%_r152c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1683 = stablehlo.constant dense<0.0> : tensor<f32>
    %1684 = "stablehlo.reduce"(%1660, %1683) ({
    ^bb0(%_r153a: tensor<f32>, %_r153b: tensor<f32>):
      %_r153c = stablehlo.add %_r153a, %_r153b : tensor<f32>
      "stablehlo.return"(%_r153c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1685 = stablehlo.add %1679, %1643 : tensor<128x197x192xf32>
    %1686 = stablehlo.multiply %1685, %606 : tensor<128x197x192xf32>
    %1687 = "stablehlo.dot_general"(%1686, %blocks.6.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x192xf32>, tensor<192x192xf32>) -> tensor<128x197x192xf32>
    %1688 = "stablehlo.dot_general"(%601, %1686) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x192xf32>, tensor<128x197x192xf32>) -> tensor<192x192xf32>
    %1689 = stablehlo.constant dense<0.0> : tensor<f32>
    %1690 = "stablehlo.reduce"(%1686, %1689) ({
    ^bb0(%_r154a: tensor<f32>, %_r154b: tensor<f32>):
      %_r154c = stablehlo.add %_r154a, %_r154b : tensor<f32>
      "stablehlo.return"(%_r154c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1691 = "stablehlo.reshape"(%1687) : (tensor<128x197x192xf32>) -> tensor<128x197x3x64xf32>
    %1692 = "stablehlo.transpose"(%1691) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<128x197x3x64xf32>) -> tensor<128x3x197x64xf32>
    %1693 = "stablehlo.dot_general"(%598, %1692) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<128x3x197x197xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %1694 = "stablehlo.dot_general"(%1692, %586) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<128x3x197x64xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x197xf32>
    %1695 = stablehlo.multiply %1694, %598 : tensor<128x3x197x197xf32>
    %1696 = stablehlo.constant dense<0.0> : tensor<f32>
    %1697 = "stablehlo.reduce"(%1695, %1696) ({
    ^bb0(%_r155a: tensor<f32>, %_r155b: tensor<f32>):
      %_r155c = stablehlo.add %_r155a, %_r155b : tensor<f32>
      "stablehlo.return"(%_r155c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x3x197x197xf32>, tensor<f32>) -> tensor<128x3x197xf32>
    %1698 = "stablehlo.broadcast_in_dim"(%1697) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x3x197xf32>) -> tensor<128x3x197x197xf32>
    %1699 = stablehlo.subtract %1694, %1698 : tensor<128x3x197x197xf32>
    %1700 = stablehlo.multiply %598, %1699 : tensor<128x3x197x197xf32>
    %1701 = "stablehlo.dot_general"(%1700, %584) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<128x3x197x197xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %1702 = stablehlo.constant dense<0.125> : tensor<128x3x197x64xf32>
    %1703 = stablehlo.multiply %1701, %1702 : tensor<128x3x197x64xf32>
    %1704 = "stablehlo.dot_general"(%1700, %588) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<128x3x197x197xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %1705 = "stablehlo.reshape"(%1703) : (tensor<128x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %1706 = "stablehlo.reshape"(%1704) : (tensor<128x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %1707 = "stablehlo.reshape"(%1693) : (tensor<128x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %1708 = "stablehlo.concatenate"(%1705, %1706, %1707) {dimension = 1 : i64} : (tensor<128x1x3x197x64xf32>, tensor<128x1x3x197x64xf32>, tensor<128x1x3x197x64xf32>) -> tensor<128x3x3x197x64xf32>
    %1709 = "stablehlo.transpose"(%1708) {permutation = array<i64: 0, 3, 1, 2, 4>} : (tensor<128x3x3x197x64xf32>) -> tensor<128x197x3x3x64xf32>
    %1710 = "stablehlo.reshape"(%1709) : (tensor<128x197x3x3x64xf32>) -> tensor<128x197x576xf32>
    %1711 = "stablehlo.dot_general"(%1710, %blocks.6.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x576xf32>, tensor<192x576xf32>) -> tensor<128x197x192xf32>
    %1712 = "stablehlo.dot_general"(%575, %1710) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x192xf32>, tensor<128x197x576xf32>) -> tensor<192x576xf32>
    %1713 = stablehlo.constant dense<0.0> : tensor<f32>
    %1714 = "stablehlo.reduce"(%1710, %1713) ({
    ^bb0(%_r156a: tensor<f32>, %_r156b: tensor<f32>):
      %_r156c = stablehlo.add %_r156a, %_r156b : tensor<f32>
      "stablehlo.return"(%_r156c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x576xf32>, tensor<f32>) -> tensor<576xf32>
    %1715 = stablehlo.multiply %1711, %572 : tensor<128x197x192xf32>
    %1716 = stablehlo.constant dense<0.0> : tensor<f32>
    %1717 = "stablehlo.reduce"(%1715, %1716) ({
    ^bb0(%_r157a: tensor<f32>, %_r157b: tensor<f32>):
      %_r157c = stablehlo.add %_r157a, %_r157b : tensor<f32>
      "stablehlo.return"(%_r157c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1718 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %1719 = stablehlo.divide %1717, %1718 : tensor<128x197xf32>
    %1720 = "stablehlo.broadcast_in_dim"(%1719) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %1721 = stablehlo.subtract %1715, %1720 : tensor<128x197x192xf32>
    %1722 = stablehlo.multiply %1715, %571 : tensor<128x197x192xf32>
    %1723 = stablehlo.constant dense<0.0> : tensor<f32>
    %1724 = "stablehlo.reduce"(%1722, %1723) ({
    ^bb0(%_r158a: tensor<f32>, %_r158b: tensor<f32>):
      %_r158c = stablehlo.add %_r158a, %_r158b : tensor<f32>
      "stablehlo.return"(%_r158c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1725 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %1726 = stablehlo.divide %1724, %1725 : tensor<128x197xf32>
    %1727 = "stablehlo.broadcast_in_dim"(%1726) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %1728 = stablehlo.multiply %571, %1727 : tensor<128x197x192xf32>
    %1729 = stablehlo.subtract %1721, %1728 : tensor<128x197x192xf32>
    %1730 = stablehlo.multiply %570, %1729 : tensor<128x197x192xf32>
    %1731 = stablehlo.multiply %1711, %571 : tensor<128x197x192xf32>
    %1732 = stablehlo.constant dense<0.0> : tensor<f32>
    %1733 = "stablehlo.reduce"(%1731, %1732) ({
    ^bb0(%_r159a: tensor<f32>, %_r159b: tensor<f32>):
      %_r159c = stablehlo.add %_r159a, %_r159b : tensor<f32>
      "stablehlo.return"(%_r159c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1734 = stablehlo.constant dense<0.0> : tensor<f32>
    %1735 = "stablehlo.reduce"(%1711, %1734) ({
    ^bb0(%_r160a: tensor<f32>, %_r160b: tensor<f32>):
      %_r160c = stablehlo.add %_r160a, %_r160b : tensor<f32>
      "stablehlo.return"(%_r160c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1736 = stablehlo.add %1730, %1685 : tensor<128x197x192xf32>
    %1737 = stablehlo.multiply %1736, %553 : tensor<128x197x192xf32>
    %1738 = "stablehlo.dot_general"(%1737, %blocks.5.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x192xf32>, tensor<768x192xf32>) -> tensor<128x197x768xf32>
    %1739 = "stablehlo.dot_general"(%1737, %548) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x192xf32>, tensor<128x197x768xf32>) -> tensor<192x768xf32>
    %1740 = "stablehlo.transpose"(%1739) {permutation = array<i64: 1, 0>} : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %1741 = stablehlo.constant dense<0.0> : tensor<f32>
    %1742 = "stablehlo.reduce"(%1737, %1741) ({
    ^bb0(%_r161a: tensor<f32>, %_r161b: tensor<f32>):
      %_r161c = stablehlo.add %_r161a, %_r161b : tensor<f32>
      "stablehlo.return"(%_r161c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1743 = stablehlo.constant dense<0.5> : tensor<128x197x768xf32>
    %1744 = stablehlo.multiply %545, %1743 : tensor<128x197x768xf32>
    %1745 = stablehlo.multiply %542, %542 : tensor<128x197x768xf32>
    %1746 = stablehlo.negate %1745 : tensor<128x197x768xf32>
    %1747 = stablehlo.exponential %1746 : tensor<128x197x768xf32>
    %1748 = stablehlo.constant dense<0.3989423> : tensor<128x197x768xf32>
    %1749 = stablehlo.multiply %1747, %1748 : tensor<128x197x768xf32>
    %1750 = stablehlo.multiply %540, %1749 : tensor<128x197x768xf32>
    %1751 = stablehlo.add %1744, %1750 : tensor<128x197x768xf32>
    %1752 = stablehlo.multiply %1738, %1751 : tensor<128x197x768xf32>
    %1753 = "stablehlo.dot_general"(%1752, %blocks.5.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x768xf32>, tensor<192x768xf32>) -> tensor<128x197x192xf32>
    %1754 = "stablehlo.dot_general"(%537, %1752) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x192xf32>, tensor<128x197x768xf32>) -> tensor<192x768xf32>
    %1755 = stablehlo.constant dense<0.0> : tensor<f32>
    %1756 = "stablehlo.reduce"(%1752, %1755) ({
    ^bb0(%_r162a: tensor<f32>, %_r162b: tensor<f32>):
      %_r162c = stablehlo.add %_r162a, %_r162b : tensor<f32>
      "stablehlo.return"(%_r162c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1757 = stablehlo.multiply %1753, %534 : tensor<128x197x192xf32>
    %1758 = stablehlo.constant dense<0.0> : tensor<f32>
    %1759 = "stablehlo.reduce"(%1757, %1758) ({
    ^bb0(%_r163a: tensor<f32>, %_r163b: tensor<f32>):
      %_r163c = stablehlo.add %_r163a, %_r163b : tensor<f32>
      "stablehlo.return"(%_r163c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1760 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %1761 = stablehlo.divide %1759, %1760 : tensor<128x197xf32>
    %1762 = "stablehlo.broadcast_in_dim"(%1761) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %1763 = stablehlo.subtract %1757, %1762 : tensor<128x197x192xf32>
    %1764 = stablehlo.multiply %1757, %533 : tensor<128x197x192xf32>
    %1765 = stablehlo.constant dense<0.0> : tensor<f32>
    %1766 = "stablehlo.reduce"(%1764, %1765) ({
    ^bb0(%_r164a: tensor<f32>, %_r164b: tensor<f32>):
      %_r164c = stablehlo.add %_r164a, %_r164b : tensor<f32>
      "stablehlo.return"(%_r164c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1767 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %1768 = stablehlo.divide %1766, %1767 : tensor<128x197xf32>
    %1769 = "stablehlo.broadcast_in_dim"(%1768) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %1770 = stablehlo.multiply %533, %1769 : tensor<128x197x192xf32>
    %1771 = stablehlo.subtract %1763, %1770 : tensor<128x197x192xf32>
    %1772 = stablehlo.multiply %532, %1771 : tensor<128x197x192xf32>
    %1773 = stablehlo.multiply %1753, %533 : tensor<128x197x192xf32>
    %1774 = stablehlo.constant dense<0.0> : tensor<f32>
    %1775 = "stablehlo.reduce"(%1773, %1774) ({
    ^bb0(%_r165a: tensor<f32>, %_r165b: tensor<f32>):
      %_r165c = stablehlo.add %_r165a, %_r165b : tensor<f32>
      "stablehlo.return"(%_r165c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1776 = stablehlo.constant dense<0.0> : tensor<f32>
    %1777 = "stablehlo.reduce"(%1753, %1776) ({
    ^bb0(%_r166a: tensor<f32>, %_r166b: tensor<f32>):
      %_r166c = stablehlo.add %_r166a, %_r166b : tensor<f32>
      "stablehlo.return"(%_r166c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1778 = stablehlo.add %1772, %1736 : tensor<128x197x192xf32>
    %1779 = stablehlo.multiply %1778, %515 : tensor<128x197x192xf32>
    %1780 = "stablehlo.dot_general"(%1779, %blocks.5.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x192xf32>, tensor<192x192xf32>) -> tensor<128x197x192xf32>
    %1781 = "stablehlo.dot_general"(%510, %1779) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x192xf32>, tensor<128x197x192xf32>) -> tensor<192x192xf32>
    %1782 = stablehlo.constant dense<0.0> : tensor<f32>
    %1783 = "stablehlo.reduce"(%1779, %1782) ({
    ^bb0(%_r167a: tensor<f32>, %_r167b: tensor<f32>):
      %_r167c = stablehlo.add %_r167a, %_r167b : tensor<f32>
      "stablehlo.return"(%_r167c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1784 = "stablehlo.reshape"(%1780) : (tensor<128x197x192xf32>) -> tensor<128x197x3x64xf32>
    %1785 = "stablehlo.transpose"(%1784) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<128x197x3x64xf32>) -> tensor<128x3x197x64xf32>
    %1786 = "stablehlo.dot_general"(%507, %1785) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<128x3x197x197xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %1787 = "stablehlo.dot_general"(%1785, %495) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<128x3x197x64xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x197xf32>
    %1788 = stablehlo.multiply %1787, %507 : tensor<128x3x197x197xf32>
    %1789 = stablehlo.constant dense<0.0> : tensor<f32>
    %1790 = "stablehlo.reduce"(%1788, %1789) ({
    ^bb0(%_r168a: tensor<f32>, %_r168b: tensor<f32>):
      %_r168c = stablehlo.add %_r168a, %_r168b : tensor<f32>
      "stablehlo.return"(%_r168c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x3x197x197xf32>, tensor<f32>) -> tensor<128x3x197xf32>
    %1791 = "stablehlo.broadcast_in_dim"(%1790) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x3x197xf32>) -> tensor<128x3x197x197xf32>
    %1792 = stablehlo.subtract %1787, %1791 : tensor<128x3x197x197xf32>
    %1793 = stablehlo.multiply %507, %1792 : tensor<128x3x197x197xf32>
    %1794 = "stablehlo.dot_general"(%1793, %493) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<128x3x197x197xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %1795 = stablehlo.constant dense<0.125> : tensor<128x3x197x64xf32>
    %1796 = stablehlo.multiply %1794, %1795 : tensor<128x3x197x64xf32>
    %1797 = "stablehlo.dot_general"(%1793, %497) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<128x3x197x197xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %1798 = "stablehlo.reshape"(%1796) : (tensor<128x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %1799 = "stablehlo.reshape"(%1797) : (tensor<128x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %1800 = "stablehlo.reshape"(%1786) : (tensor<128x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %1801 = "stablehlo.concatenate"(%1798, %1799, %1800) {dimension = 1 : i64} : (tensor<128x1x3x197x64xf32>, tensor<128x1x3x197x64xf32>, tensor<128x1x3x197x64xf32>) -> tensor<128x3x3x197x64xf32>
    %1802 = "stablehlo.transpose"(%1801) {permutation = array<i64: 0, 3, 1, 2, 4>} : (tensor<128x3x3x197x64xf32>) -> tensor<128x197x3x3x64xf32>
    %1803 = "stablehlo.reshape"(%1802) : (tensor<128x197x3x3x64xf32>) -> tensor<128x197x576xf32>
    %1804 = "stablehlo.dot_general"(%1803, %blocks.5.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x576xf32>, tensor<192x576xf32>) -> tensor<128x197x192xf32>
    %1805 = "stablehlo.dot_general"(%484, %1803) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x192xf32>, tensor<128x197x576xf32>) -> tensor<192x576xf32>
    %1806 = stablehlo.constant dense<0.0> : tensor<f32>
    %1807 = "stablehlo.reduce"(%1803, %1806) ({
    ^bb0(%_r169a: tensor<f32>, %_r169b: tensor<f32>):
      %_r169c = stablehlo.add %_r169a, %_r169b : tensor<f32>
      "stablehlo.return"(%_r169c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x576xf32>, tensor<f32>) -> tensor<576xf32>
    %1808 = stablehlo.multiply %1804, %481 : tensor<128x197x192xf32>
    %1809 = stablehlo.constant dense<0.0> : tensor<f32>
    %1810 = "stablehlo.reduce"(%1808, %1809) ({
    ^bb0(%_r170a: tensor<f32>, %_r170b: tensor<f32>):
      %_r170c = stablehlo.add %_r170a, %_r170b : tensor<f32>
      "stablehlo.return"(%_r170c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1811 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %1812 = stablehlo.divide %1810, %1811 : tensor<128x197xf32>
    %1813 = "stablehlo.broadcast_in_dim"(%1812) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %1814 = stablehlo.subtract %1808, %1813 : tensor<128x197x192xf32>
    %1815 = stablehlo.multiply %1808, %480 : tensor<128x197x192xf32>
    %1816 = stablehlo.constant dense<0.0> : tensor<f32>
    %1817 = "stablehlo.reduce"(%1815, %1816) ({
    ^bb0(%_r171a: tensor<f32>, %_r171b: tensor<f32>):
      %_r171c = stablehlo.add %_r171a, %_r171b : tensor<f32>
      "stablehlo.return"(%_r171c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1818 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %1819 = stablehlo.divide %1817, %1818 : tensor<128x197xf32>
    %1820 = "stablehlo.broadcast_in_dim"(%1819) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %1821 = stablehlo.multiply %480, %1820 : tensor<128x197x192xf32>
    %1822 = stablehlo.subtract %1814, %1821 : tensor<128x197x192xf32>
    %1823 = stablehlo.multiply %479, %1822 : tensor<128x197x192xf32>
    %1824 = stablehlo.multiply %1804, %480 : tensor<128x197x192xf32>
    %1825 = stablehlo.constant dense<0.0> : tensor<f32>
    %1826 = "stablehlo.reduce"(%1824, %1825) ({
    ^bb0(%_r172a: tensor<f32>, %_r172b: tensor<f32>):
      %_r172c = stablehlo.add %_r172a, %_r172b : tensor<f32>
      "stablehlo.return"(%_r172c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1827 = stablehlo.constant dense<0.0> : tensor<f32>
    %1828 = "stablehlo.reduce"(%1804, %1827) ({
    ^bb0(%_r173a: tensor<f32>, %_r173b: tensor<f32>):
      %_r173c = stablehlo.add %_r173a, %_r173b : tensor<f32>
      "stablehlo.return"(%_r173c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1829 = stablehlo.add %1823, %1778 : tensor<128x197x192xf32>
    %1830 = stablehlo.multiply %1829, %462 : tensor<128x197x192xf32>
    %1831 = "stablehlo.dot_general"(%1830, %blocks.4.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x192xf32>, tensor<768x192xf32>) -> tensor<128x197x768xf32>
    %1832 = "stablehlo.dot_general"(%1830, %457) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x192xf32>, tensor<128x197x768xf32>) -> tensor<192x768xf32>
    %1833 = "stablehlo.transpose"(%1832) {permutation = array<i64: 1, 0>} : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %1834 = stablehlo.constant dense<0.0> : tensor<f32>
    %1835 = "stablehlo.reduce"(%1830, %1834) ({
    ^bb0(%_r174a: tensor<f32>, %_r174b: tensor<f32>):
      %_r174c = stablehlo.add %_r174a, %_r174b : tensor<f32>
      "stablehlo.return"(%_r174c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1836 = stablehlo.constant dense<0.5> : tensor<128x197x768xf32>
    %1837 = stablehlo.multiply %454, %1836 : tensor<128x197x768xf32>
    %1838 = stablehlo.multiply %451, %451 : tensor<128x197x768xf32>
    %1839 = stablehlo.negate %1838 : tensor<128x197x768xf32>
    %1840 = stablehlo.exponential %1839 : tensor<128x197x768xf32>
    %1841 = stablehlo.constant dense<0.3989423> : tensor<128x197x768xf32>
    %1842 = stablehlo.multiply %1840, %1841 : tensor<128x197x768xf32>
    %1843 = stablehlo.multiply %449, %1842 : tensor<128x197x768xf32>
    %1844 = stablehlo.add %1837, %1843 : tensor<128x197x768xf32>
    %1845 = stablehlo.multiply %1831, %1844 : tensor<128x197x768xf32>
    %1846 = "stablehlo.dot_general"(%1845, %blocks.4.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x768xf32>, tensor<192x768xf32>) -> tensor<128x197x192xf32>
    %1847 = "stablehlo.dot_general"(%446, %1845) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x192xf32>, tensor<128x197x768xf32>) -> tensor<192x768xf32>
    %1848 = stablehlo.constant dense<0.0> : tensor<f32>
    %1849 = "stablehlo.reduce"(%1845, %1848) ({
    ^bb0(%_r175a: tensor<f32>, %_r175b: tensor<f32>):
      %_r175c = stablehlo.add %_r175a, %_r175b : tensor<f32>
      "stablehlo.return"(%_r175c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1850 = stablehlo.multiply %1846, %443 : tensor<128x197x192xf32>
    %1851 = stablehlo.constant dense<0.0> : tensor<f32>
    %1852 = "stablehlo.reduce"(%1850, %1851) ({
    ^bb0(%_r176a: tensor<f32>, %_r176b: tensor<f32>):
      %_r176c = stablehlo.add %_r176a, %_r176b : tensor<f32>
      "stablehlo.return"(%_r176c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1853 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %1854 = stablehlo.divide %1852, %1853 : tensor<128x197xf32>
    %1855 = "stablehlo.broadcast_in_dim"(%1854) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %1856 = stablehlo.subtract %1850, %1855 : tensor<128x197x192xf32>
    %1857 = stablehlo.multiply %1850, %442 : tensor<128x197x192xf32>
    %1858 = stablehlo.constant dense<0.0> : tensor<f32>
    %1859 = "stablehlo.reduce"(%1857, %1858) ({
    ^bb0(%_r177a: tensor<f32>, %_r177b: tensor<f32>):
      %_r177c = stablehlo.add %_r177a, %_r177b : tensor<f32>
      "stablehlo.return"(%_r177c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1860 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %1861 = stablehlo.divide %1859, %1860 : tensor<128x197xf32>
    %1862 = "stablehlo.broadcast_in_dim"(%1861) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %1863 = stablehlo.multiply %442, %1862 : tensor<128x197x192xf32>
    %1864 = stablehlo.subtract %1856, %1863 : tensor<128x197x192xf32>
    %1865 = stablehlo.multiply %441, %1864 : tensor<128x197x192xf32>
    %1866 = stablehlo.multiply %1846, %442 : tensor<128x197x192xf32>
    %1867 = stablehlo.constant dense<0.0> : tensor<f32>
    %1868 = "stablehlo.reduce"(%1866, %1867) ({
    ^bb0(%_r178a: tensor<f32>, %_r178b: tensor<f32>):
      %_r178c = stablehlo.add %_r178a, %_r178b : tensor<f32>
      "stablehlo.return"(%_r178c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1869 = stablehlo.constant dense<0.0> : tensor<f32>
    %1870 = "stablehlo.reduce"(%1846, %1869) ({
    ^bb0(%_r179a: tensor<f32>, %_r179b: tensor<f32>):
      %_r179c = stablehlo.add %_r179a, %_r179b : tensor<f32>
      "stablehlo.return"(%_r179c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1871 = stablehlo.add %1865, %1829 : tensor<128x197x192xf32>
    %1872 = stablehlo.multiply %1871, %424 : tensor<128x197x192xf32>
    %1873 = "stablehlo.dot_general"(%1872, %blocks.4.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x192xf32>, tensor<192x192xf32>) -> tensor<128x197x192xf32>
    %1874 = "stablehlo.dot_general"(%419, %1872) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x192xf32>, tensor<128x197x192xf32>) -> tensor<192x192xf32>
    %1875 = stablehlo.constant dense<0.0> : tensor<f32>
    %1876 = "stablehlo.reduce"(%1872, %1875) ({
    ^bb0(%_r180a: tensor<f32>, %_r180b: tensor<f32>):
      %_r180c = stablehlo.add %_r180a, %_r180b : tensor<f32>
      "stablehlo.return"(%_r180c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1877 = "stablehlo.reshape"(%1873) : (tensor<128x197x192xf32>) -> tensor<128x197x3x64xf32>
    %1878 = "stablehlo.transpose"(%1877) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<128x197x3x64xf32>) -> tensor<128x3x197x64xf32>
    %1879 = "stablehlo.dot_general"(%416, %1878) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<128x3x197x197xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %1880 = "stablehlo.dot_general"(%1878, %404) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<128x3x197x64xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x197xf32>
    %1881 = stablehlo.multiply %1880, %416 : tensor<128x3x197x197xf32>
    %1882 = stablehlo.constant dense<0.0> : tensor<f32>
    %1883 = "stablehlo.reduce"(%1881, %1882) ({
    ^bb0(%_r181a: tensor<f32>, %_r181b: tensor<f32>):
      %_r181c = stablehlo.add %_r181a, %_r181b : tensor<f32>
      "stablehlo.return"(%_r181c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x3x197x197xf32>, tensor<f32>) -> tensor<128x3x197xf32>
    %1884 = "stablehlo.broadcast_in_dim"(%1883) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x3x197xf32>) -> tensor<128x3x197x197xf32>
    %1885 = stablehlo.subtract %1880, %1884 : tensor<128x3x197x197xf32>
    %1886 = stablehlo.multiply %416, %1885 : tensor<128x3x197x197xf32>
    %1887 = "stablehlo.dot_general"(%1886, %402) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<128x3x197x197xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %1888 = stablehlo.constant dense<0.125> : tensor<128x3x197x64xf32>
    %1889 = stablehlo.multiply %1887, %1888 : tensor<128x3x197x64xf32>
    %1890 = "stablehlo.dot_general"(%1886, %406) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<128x3x197x197xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %1891 = "stablehlo.reshape"(%1889) : (tensor<128x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %1892 = "stablehlo.reshape"(%1890) : (tensor<128x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %1893 = "stablehlo.reshape"(%1879) : (tensor<128x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %1894 = "stablehlo.concatenate"(%1891, %1892, %1893) {dimension = 1 : i64} : (tensor<128x1x3x197x64xf32>, tensor<128x1x3x197x64xf32>, tensor<128x1x3x197x64xf32>) -> tensor<128x3x3x197x64xf32>
    %1895 = "stablehlo.transpose"(%1894) {permutation = array<i64: 0, 3, 1, 2, 4>} : (tensor<128x3x3x197x64xf32>) -> tensor<128x197x3x3x64xf32>
    %1896 = "stablehlo.reshape"(%1895) : (tensor<128x197x3x3x64xf32>) -> tensor<128x197x576xf32>
    %1897 = "stablehlo.dot_general"(%1896, %blocks.4.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x576xf32>, tensor<192x576xf32>) -> tensor<128x197x192xf32>
    %1898 = "stablehlo.dot_general"(%393, %1896) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x192xf32>, tensor<128x197x576xf32>) -> tensor<192x576xf32>
    %1899 = stablehlo.constant dense<0.0> : tensor<f32>
    %1900 = "stablehlo.reduce"(%1896, %1899) ({
    ^bb0(%_r182a: tensor<f32>, %_r182b: tensor<f32>):
      %_r182c = stablehlo.add %_r182a, %_r182b : tensor<f32>
      "stablehlo.return"(%_r182c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x576xf32>, tensor<f32>) -> tensor<576xf32>
    %1901 = stablehlo.multiply %1897, %390 : tensor<128x197x192xf32>
    %1902 = stablehlo.constant dense<0.0> : tensor<f32>
    %1903 = "stablehlo.reduce"(%1901, %1902) ({
    ^bb0(%_r183a: tensor<f32>, %_r183b: tensor<f32>):
      %_r183c = stablehlo.add %_r183a, %_r183b : tensor<f32>
      "stablehlo.return"(%_r183c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1904 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %1905 = stablehlo.divide %1903, %1904 : tensor<128x197xf32>
    %1906 = "stablehlo.broadcast_in_dim"(%1905) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %1907 = stablehlo.subtract %1901, %1906 : tensor<128x197x192xf32>
    %1908 = stablehlo.multiply %1901, %389 : tensor<128x197x192xf32>
    %1909 = stablehlo.constant dense<0.0> : tensor<f32>
    %1910 = "stablehlo.reduce"(%1908, %1909) ({
    ^bb0(%_r184a: tensor<f32>, %_r184b: tensor<f32>):
      %_r184c = stablehlo.add %_r184a, %_r184b : tensor<f32>
      "stablehlo.return"(%_r184c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1911 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %1912 = stablehlo.divide %1910, %1911 : tensor<128x197xf32>
    %1913 = "stablehlo.broadcast_in_dim"(%1912) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %1914 = stablehlo.multiply %389, %1913 : tensor<128x197x192xf32>
    %1915 = stablehlo.subtract %1907, %1914 : tensor<128x197x192xf32>
    %1916 = stablehlo.multiply %388, %1915 : tensor<128x197x192xf32>
    %1917 = stablehlo.multiply %1897, %389 : tensor<128x197x192xf32>
    %1918 = stablehlo.constant dense<0.0> : tensor<f32>
    %1919 = "stablehlo.reduce"(%1917, %1918) ({
    ^bb0(%_r185a: tensor<f32>, %_r185b: tensor<f32>):
      %_r185c = stablehlo.add %_r185a, %_r185b : tensor<f32>
      "stablehlo.return"(%_r185c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1920 = stablehlo.constant dense<0.0> : tensor<f32>
    %1921 = "stablehlo.reduce"(%1897, %1920) ({
    ^bb0(%_r186a: tensor<f32>, %_r186b: tensor<f32>):
      %_r186c = stablehlo.add %_r186a, %_r186b : tensor<f32>
      "stablehlo.return"(%_r186c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1922 = stablehlo.add %1916, %1871 : tensor<128x197x192xf32>
    %1923 = stablehlo.multiply %1922, %371 : tensor<128x197x192xf32>
    %1924 = "stablehlo.dot_general"(%1923, %blocks.3.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x192xf32>, tensor<768x192xf32>) -> tensor<128x197x768xf32>
    %1925 = "stablehlo.dot_general"(%1923, %366) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x192xf32>, tensor<128x197x768xf32>) -> tensor<192x768xf32>
    %1926 = "stablehlo.transpose"(%1925) {permutation = array<i64: 1, 0>} : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %1927 = stablehlo.constant dense<0.0> : tensor<f32>
    %1928 = "stablehlo.reduce"(%1923, %1927) ({
    ^bb0(%_r187a: tensor<f32>, %_r187b: tensor<f32>):
      %_r187c = stablehlo.add %_r187a, %_r187b : tensor<f32>
      "stablehlo.return"(%_r187c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1929 = stablehlo.constant dense<0.5> : tensor<128x197x768xf32>
    %1930 = stablehlo.multiply %363, %1929 : tensor<128x197x768xf32>
    %1931 = stablehlo.multiply %360, %360 : tensor<128x197x768xf32>
    %1932 = stablehlo.negate %1931 : tensor<128x197x768xf32>
    %1933 = stablehlo.exponential %1932 : tensor<128x197x768xf32>
    %1934 = stablehlo.constant dense<0.3989423> : tensor<128x197x768xf32>
    %1935 = stablehlo.multiply %1933, %1934 : tensor<128x197x768xf32>
    %1936 = stablehlo.multiply %358, %1935 : tensor<128x197x768xf32>
    %1937 = stablehlo.add %1930, %1936 : tensor<128x197x768xf32>
    %1938 = stablehlo.multiply %1924, %1937 : tensor<128x197x768xf32>
    %1939 = "stablehlo.dot_general"(%1938, %blocks.3.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x768xf32>, tensor<192x768xf32>) -> tensor<128x197x192xf32>
    %1940 = "stablehlo.dot_general"(%355, %1938) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x192xf32>, tensor<128x197x768xf32>) -> tensor<192x768xf32>
    %1941 = stablehlo.constant dense<0.0> : tensor<f32>
    %1942 = "stablehlo.reduce"(%1938, %1941) ({
    ^bb0(%_r188a: tensor<f32>, %_r188b: tensor<f32>):
      %_r188c = stablehlo.add %_r188a, %_r188b : tensor<f32>
      "stablehlo.return"(%_r188c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1943 = stablehlo.multiply %1939, %352 : tensor<128x197x192xf32>
    %1944 = stablehlo.constant dense<0.0> : tensor<f32>
    %1945 = "stablehlo.reduce"(%1943, %1944) ({
    ^bb0(%_r189a: tensor<f32>, %_r189b: tensor<f32>):
      %_r189c = stablehlo.add %_r189a, %_r189b : tensor<f32>
      "stablehlo.return"(%_r189c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1946 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %1947 = stablehlo.divide %1945, %1946 : tensor<128x197xf32>
    %1948 = "stablehlo.broadcast_in_dim"(%1947) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %1949 = stablehlo.subtract %1943, %1948 : tensor<128x197x192xf32>
    %1950 = stablehlo.multiply %1943, %351 : tensor<128x197x192xf32>
    %1951 = stablehlo.constant dense<0.0> : tensor<f32>
    %1952 = "stablehlo.reduce"(%1950, %1951) ({
    ^bb0(%_r190a: tensor<f32>, %_r190b: tensor<f32>):
      %_r190c = stablehlo.add %_r190a, %_r190b : tensor<f32>
      "stablehlo.return"(%_r190c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1953 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %1954 = stablehlo.divide %1952, %1953 : tensor<128x197xf32>
    %1955 = "stablehlo.broadcast_in_dim"(%1954) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %1956 = stablehlo.multiply %351, %1955 : tensor<128x197x192xf32>
    %1957 = stablehlo.subtract %1949, %1956 : tensor<128x197x192xf32>
    %1958 = stablehlo.multiply %350, %1957 : tensor<128x197x192xf32>
    %1959 = stablehlo.multiply %1939, %351 : tensor<128x197x192xf32>
    %1960 = stablehlo.constant dense<0.0> : tensor<f32>
    %1961 = "stablehlo.reduce"(%1959, %1960) ({
    ^bb0(%_r191a: tensor<f32>, %_r191b: tensor<f32>):
      %_r191c = stablehlo.add %_r191a, %_r191b : tensor<f32>
      "stablehlo.return"(%_r191c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1962 = stablehlo.constant dense<0.0> : tensor<f32>
    %1963 = "stablehlo.reduce"(%1939, %1962) ({
    ^bb0(%_r192a: tensor<f32>, %_r192b: tensor<f32>):
      %_r192c = stablehlo.add %_r192a, %_r192b : tensor<f32>
      "stablehlo.return"(%_r192c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1964 = stablehlo.add %1958, %1922 : tensor<128x197x192xf32>
    %1965 = stablehlo.multiply %1964, %333 : tensor<128x197x192xf32>
    %1966 = "stablehlo.dot_general"(%1965, %blocks.3.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x192xf32>, tensor<192x192xf32>) -> tensor<128x197x192xf32>
    %1967 = "stablehlo.dot_general"(%328, %1965) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x192xf32>, tensor<128x197x192xf32>) -> tensor<192x192xf32>
    %1968 = stablehlo.constant dense<0.0> : tensor<f32>
    %1969 = "stablehlo.reduce"(%1965, %1968) ({
    ^bb0(%_r193a: tensor<f32>, %_r193b: tensor<f32>):
      %_r193c = stablehlo.add %_r193a, %_r193b : tensor<f32>
      "stablehlo.return"(%_r193c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1970 = "stablehlo.reshape"(%1966) : (tensor<128x197x192xf32>) -> tensor<128x197x3x64xf32>
    %1971 = "stablehlo.transpose"(%1970) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<128x197x3x64xf32>) -> tensor<128x3x197x64xf32>
    %1972 = "stablehlo.dot_general"(%325, %1971) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<128x3x197x197xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %1973 = "stablehlo.dot_general"(%1971, %313) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<128x3x197x64xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x197xf32>
    %1974 = stablehlo.multiply %1973, %325 : tensor<128x3x197x197xf32>
    %1975 = stablehlo.constant dense<0.0> : tensor<f32>
    %1976 = "stablehlo.reduce"(%1974, %1975) ({
    ^bb0(%_r194a: tensor<f32>, %_r194b: tensor<f32>):
      %_r194c = stablehlo.add %_r194a, %_r194b : tensor<f32>
      "stablehlo.return"(%_r194c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x3x197x197xf32>, tensor<f32>) -> tensor<128x3x197xf32>
    %1977 = "stablehlo.broadcast_in_dim"(%1976) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x3x197xf32>) -> tensor<128x3x197x197xf32>
    %1978 = stablehlo.subtract %1973, %1977 : tensor<128x3x197x197xf32>
    %1979 = stablehlo.multiply %325, %1978 : tensor<128x3x197x197xf32>
    %1980 = "stablehlo.dot_general"(%1979, %311) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<128x3x197x197xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %1981 = stablehlo.constant dense<0.125> : tensor<128x3x197x64xf32>
    %1982 = stablehlo.multiply %1980, %1981 : tensor<128x3x197x64xf32>
    %1983 = "stablehlo.dot_general"(%1979, %315) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<128x3x197x197xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %1984 = "stablehlo.reshape"(%1982) : (tensor<128x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %1985 = "stablehlo.reshape"(%1983) : (tensor<128x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %1986 = "stablehlo.reshape"(%1972) : (tensor<128x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %1987 = "stablehlo.concatenate"(%1984, %1985, %1986) {dimension = 1 : i64} : (tensor<128x1x3x197x64xf32>, tensor<128x1x3x197x64xf32>, tensor<128x1x3x197x64xf32>) -> tensor<128x3x3x197x64xf32>
    %1988 = "stablehlo.transpose"(%1987) {permutation = array<i64: 0, 3, 1, 2, 4>} : (tensor<128x3x3x197x64xf32>) -> tensor<128x197x3x3x64xf32>
    %1989 = "stablehlo.reshape"(%1988) : (tensor<128x197x3x3x64xf32>) -> tensor<128x197x576xf32>
    %1990 = "stablehlo.dot_general"(%1989, %blocks.3.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x576xf32>, tensor<192x576xf32>) -> tensor<128x197x192xf32>
    %1991 = "stablehlo.dot_general"(%302, %1989) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x192xf32>, tensor<128x197x576xf32>) -> tensor<192x576xf32>
    %1992 = stablehlo.constant dense<0.0> : tensor<f32>
    %1993 = "stablehlo.reduce"(%1989, %1992) ({
    ^bb0(%_r195a: tensor<f32>, %_r195b: tensor<f32>):
      %_r195c = stablehlo.add %_r195a, %_r195b : tensor<f32>
      "stablehlo.return"(%_r195c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x576xf32>, tensor<f32>) -> tensor<576xf32>
    %1994 = stablehlo.multiply %1990, %299 : tensor<128x197x192xf32>
    %1995 = stablehlo.constant dense<0.0> : tensor<f32>
    %1996 = "stablehlo.reduce"(%1994, %1995) ({
    ^bb0(%_r196a: tensor<f32>, %_r196b: tensor<f32>):
      %_r196c = stablehlo.add %_r196a, %_r196b : tensor<f32>
      "stablehlo.return"(%_r196c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1997 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %1998 = stablehlo.divide %1996, %1997 : tensor<128x197xf32>
    %1999 = "stablehlo.broadcast_in_dim"(%1998) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %2000 = stablehlo.subtract %1994, %1999 : tensor<128x197x192xf32>
    %2001 = stablehlo.multiply %1994, %298 : tensor<128x197x192xf32>
    %2002 = stablehlo.constant dense<0.0> : tensor<f32>
    %2003 = "stablehlo.reduce"(%2001, %2002) ({
    ^bb0(%_r197a: tensor<f32>, %_r197b: tensor<f32>):
      %_r197c = stablehlo.add %_r197a, %_r197b : tensor<f32>
      "stablehlo.return"(%_r197c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %2004 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %2005 = stablehlo.divide %2003, %2004 : tensor<128x197xf32>
    %2006 = "stablehlo.broadcast_in_dim"(%2005) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %2007 = stablehlo.multiply %298, %2006 : tensor<128x197x192xf32>
    %2008 = stablehlo.subtract %2000, %2007 : tensor<128x197x192xf32>
    %2009 = stablehlo.multiply %297, %2008 : tensor<128x197x192xf32>
    %2010 = stablehlo.multiply %1990, %298 : tensor<128x197x192xf32>
    %2011 = stablehlo.constant dense<0.0> : tensor<f32>
    %2012 = "stablehlo.reduce"(%2010, %2011) ({
    ^bb0(%_r198a: tensor<f32>, %_r198b: tensor<f32>):
      %_r198c = stablehlo.add %_r198a, %_r198b : tensor<f32>
      "stablehlo.return"(%_r198c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %2013 = stablehlo.constant dense<0.0> : tensor<f32>
    %2014 = "stablehlo.reduce"(%1990, %2013) ({
    ^bb0(%_r199a: tensor<f32>, %_r199b: tensor<f32>):
      %_r199c = stablehlo.add %_r199a, %_r199b : tensor<f32>
      "stablehlo.return"(%_r199c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %2015 = stablehlo.add %2009, %1964 : tensor<128x197x192xf32>
    %2016 = stablehlo.multiply %2015, %280 : tensor<128x197x192xf32>
    %2017 = "stablehlo.dot_general"(%2016, %blocks.2.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x192xf32>, tensor<768x192xf32>) -> tensor<128x197x768xf32>
    %2018 = "stablehlo.dot_general"(%2016, %275) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x192xf32>, tensor<128x197x768xf32>) -> tensor<192x768xf32>
    %2019 = "stablehlo.transpose"(%2018) {permutation = array<i64: 1, 0>} : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %2020 = stablehlo.constant dense<0.0> : tensor<f32>
    %2021 = "stablehlo.reduce"(%2016, %2020) ({
    ^bb0(%_r200a: tensor<f32>, %_r200b: tensor<f32>):
      %_r200c = stablehlo.add %_r200a, %_r200b : tensor<f32>
      "stablehlo.return"(%_r200c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %2022 = stablehlo.constant dense<0.5> : tensor<128x197x768xf32>
    %2023 = stablehlo.multiply %272, %2022 : tensor<128x197x768xf32>
    %2024 = stablehlo.multiply %269, %269 : tensor<128x197x768xf32>
    %2025 = stablehlo.negate %2024 : tensor<128x197x768xf32>
    %2026 = stablehlo.exponential %2025 : tensor<128x197x768xf32>
    %2027 = stablehlo.constant dense<0.3989423> : tensor<128x197x768xf32>
    %2028 = stablehlo.multiply %2026, %2027 : tensor<128x197x768xf32>
    %2029 = stablehlo.multiply %267, %2028 : tensor<128x197x768xf32>
    %2030 = stablehlo.add %2023, %2029 : tensor<128x197x768xf32>
    %2031 = stablehlo.multiply %2017, %2030 : tensor<128x197x768xf32>
    %2032 = "stablehlo.dot_general"(%2031, %blocks.2.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x768xf32>, tensor<192x768xf32>) -> tensor<128x197x192xf32>
    %2033 = "stablehlo.dot_general"(%264, %2031) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x192xf32>, tensor<128x197x768xf32>) -> tensor<192x768xf32>
    %2034 = stablehlo.constant dense<0.0> : tensor<f32>
    %2035 = "stablehlo.reduce"(%2031, %2034) ({
    ^bb0(%_r201a: tensor<f32>, %_r201b: tensor<f32>):
      %_r201c = stablehlo.add %_r201a, %_r201b : tensor<f32>
      "stablehlo.return"(%_r201c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x768xf32>, tensor<f32>) -> tensor<768xf32>
    %2036 = stablehlo.multiply %2032, %261 : tensor<128x197x192xf32>
    %2037 = stablehlo.constant dense<0.0> : tensor<f32>
    %2038 = "stablehlo.reduce"(%2036, %2037) ({
    ^bb0(%_r202a: tensor<f32>, %_r202b: tensor<f32>):
      %_r202c = stablehlo.add %_r202a, %_r202b : tensor<f32>
      "stablehlo.return"(%_r202c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %2039 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %2040 = stablehlo.divide %2038, %2039 : tensor<128x197xf32>
    %2041 = "stablehlo.broadcast_in_dim"(%2040) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %2042 = stablehlo.subtract %2036, %2041 : tensor<128x197x192xf32>
    %2043 = stablehlo.multiply %2036, %260 : tensor<128x197x192xf32>
    %2044 = stablehlo.constant dense<0.0> : tensor<f32>
    %2045 = "stablehlo.reduce"(%2043, %2044) ({
    ^bb0(%_r203a: tensor<f32>, %_r203b: tensor<f32>):
      %_r203c = stablehlo.add %_r203a, %_r203b : tensor<f32>
      "stablehlo.return"(%_r203c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %2046 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %2047 = stablehlo.divide %2045, %2046 : tensor<128x197xf32>
    %2048 = "stablehlo.broadcast_in_dim"(%2047) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %2049 = stablehlo.multiply %260, %2048 : tensor<128x197x192xf32>
    %2050 = stablehlo.subtract %2042, %2049 : tensor<128x197x192xf32>
    %2051 = stablehlo.multiply %259, %2050 : tensor<128x197x192xf32>
    %2052 = stablehlo.multiply %2032, %260 : tensor<128x197x192xf32>
    %2053 = stablehlo.constant dense<0.0> : tensor<f32>
    %2054 = "stablehlo.reduce"(%2052, %2053) ({
    ^bb0(%_r204a: tensor<f32>, %_r204b: tensor<f32>):
      %_r204c = stablehlo.add %_r204a, %_r204b : tensor<f32>
      "stablehlo.return"(%_r204c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %2055 = stablehlo.constant dense<0.0> : tensor<f32>
    %2056 = "stablehlo.reduce"(%2032, %2055) ({
    ^bb0(%_r205a: tensor<f32>, %_r205b: tensor<f32>):
      %_r205c = stablehlo.add %_r205a, %_r205b : tensor<f32>
      "stablehlo.return"(%_r205c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %2057 = stablehlo.add %2051, %2015 : tensor<128x197x192xf32>
    %2058 = stablehlo.multiply %2057, %242 : tensor<128x197x192xf32>
    %2059 = "stablehlo.dot_general"(%2058, %blocks.2.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x192xf32>, tensor<192x192xf32>) -> tensor<128x197x192xf32>
    %2060 = "stablehlo.dot_general"(%237, %2058) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x192xf32>, tensor<128x197x192xf32>) -> tensor<192x192xf32>
    %2061 = stablehlo.constant dense<0.0> : tensor<f32>
    %2062 = "stablehlo.reduce"(%2058, %2061) ({
    ^bb0(%_r206a: tensor<f32>, %_r206b: tensor<f32>):
      %_r206c = stablehlo.add %_r206a, %_r206b : tensor<f32>
      "stablehlo.return"(%_r206c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %2063 = "stablehlo.reshape"(%2059) : (tensor<128x197x192xf32>) -> tensor<128x197x3x64xf32>
    %2064 = "stablehlo.transpose"(%2063) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<128x197x3x64xf32>) -> tensor<128x3x197x64xf32>
    %2065 = "stablehlo.dot_general"(%234, %2064) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<128x3x197x197xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %2066 = "stablehlo.dot_general"(%2064, %222) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<128x3x197x64xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x197xf32>
    %2067 = stablehlo.multiply %2066, %234 : tensor<128x3x197x197xf32>
    %2068 = stablehlo.constant dense<0.0> : tensor<f32>
    %2069 = "stablehlo.reduce"(%2067, %2068) ({
    ^bb0(%_r207a: tensor<f32>, %_r207b: tensor<f32>):
      %_r207c = stablehlo.add %_r207a, %_r207b : tensor<f32>
      "stablehlo.return"(%_r207c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x3x197x197xf32>, tensor<f32>) -> tensor<128x3x197xf32>
    %2070 = "stablehlo.broadcast_in_dim"(%2069) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x3x197xf32>) -> tensor<128x3x197x197xf32>
    %2071 = stablehlo.subtract %2066, %2070 : tensor<128x3x197x197xf32>
    %2072 = stablehlo.multiply %234, %2071 : tensor<128x3x197x197xf32>
    %2073 = "stablehlo.dot_general"(%2072, %220) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<128x3x197x197xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %2074 = stablehlo.constant dense<0.125> : tensor<128x3x197x64xf32>
    %2075 = stablehlo.multiply %2073, %2074 : tensor<128x3x197x64xf32>
    %2076 = "stablehlo.dot_general"(%2072, %224) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<128x3x197x197xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %2077 = "stablehlo.reshape"(%2075) : (tensor<128x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %2078 = "stablehlo.reshape"(%2076) : (tensor<128x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %2079 = "stablehlo.reshape"(%2065) : (tensor<128x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %2080 = "stablehlo.concatenate"(%2077, %2078, %2079) {dimension = 1 : i64} : (tensor<128x1x3x197x64xf32>, tensor<128x1x3x197x64xf32>, tensor<128x1x3x197x64xf32>) -> tensor<128x3x3x197x64xf32>
    %2081 = "stablehlo.transpose"(%2080) {permutation = array<i64: 0, 3, 1, 2, 4>} : (tensor<128x3x3x197x64xf32>) -> tensor<128x197x3x3x64xf32>
    %2082 = "stablehlo.reshape"(%2081) : (tensor<128x197x3x3x64xf32>) -> tensor<128x197x576xf32>
    %2083 = "stablehlo.dot_general"(%2082, %blocks.2.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x576xf32>, tensor<192x576xf32>) -> tensor<128x197x192xf32>
    %2084 = "stablehlo.dot_general"(%211, %2082) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x192xf32>, tensor<128x197x576xf32>) -> tensor<192x576xf32>
    %2085 = stablehlo.constant dense<0.0> : tensor<f32>
    %2086 = "stablehlo.reduce"(%2082, %2085) ({
    ^bb0(%_r208a: tensor<f32>, %_r208b: tensor<f32>):
      %_r208c = stablehlo.add %_r208a, %_r208b : tensor<f32>
      "stablehlo.return"(%_r208c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x576xf32>, tensor<f32>) -> tensor<576xf32>
    %2087 = stablehlo.multiply %2083, %208 : tensor<128x197x192xf32>
    %2088 = stablehlo.constant dense<0.0> : tensor<f32>
    %2089 = "stablehlo.reduce"(%2087, %2088) ({
    ^bb0(%_r209a: tensor<f32>, %_r209b: tensor<f32>):
      %_r209c = stablehlo.add %_r209a, %_r209b : tensor<f32>
      "stablehlo.return"(%_r209c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %2090 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %2091 = stablehlo.divide %2089, %2090 : tensor<128x197xf32>
    %2092 = "stablehlo.broadcast_in_dim"(%2091) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %2093 = stablehlo.subtract %2087, %2092 : tensor<128x197x192xf32>
    %2094 = stablehlo.multiply %2087, %207 : tensor<128x197x192xf32>
    %2095 = stablehlo.constant dense<0.0> : tensor<f32>
    %2096 = "stablehlo.reduce"(%2094, %2095) ({
    ^bb0(%_r210a: tensor<f32>, %_r210b: tensor<f32>):
      %_r210c = stablehlo.add %_r210a, %_r210b : tensor<f32>
      "stablehlo.return"(%_r210c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %2097 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %2098 = stablehlo.divide %2096, %2097 : tensor<128x197xf32>
    %2099 = "stablehlo.broadcast_in_dim"(%2098) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %2100 = stablehlo.multiply %207, %2099 : tensor<128x197x192xf32>
    %2101 = stablehlo.subtract %2093, %2100 : tensor<128x197x192xf32>
    %2102 = stablehlo.multiply %206, %2101 : tensor<128x197x192xf32>
    %2103 = stablehlo.multiply %2083, %207 : tensor<128x197x192xf32>
    %2104 = stablehlo.constant dense<0.0> : tensor<f32>
    %2105 = "stablehlo.reduce"(%2103, %2104) ({
    ^bb0(%_r211a: tensor<f32>, %_r211b: tensor<f32>):
      %_r211c = stablehlo.add %_r211a, %_r211b : tensor<f32>
      "stablehlo.return"(%_r211c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %2106 = stablehlo.constant dense<0.0> : tensor<f32>
    %2107 = "stablehlo.reduce"(%2083, %2106) ({
    ^bb0(%_r212a: tensor<f32>, %_r212b: tensor<f32>):
      %_r212c = stablehlo.add %_r212a, %_r212b : tensor<f32>
      "stablehlo.return"(%_r212c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %2108 = stablehlo.add %2102, %2057 : tensor<128x197x192xf32>
    %2109 = stablehlo.multiply %2108, %189 : tensor<128x197x192xf32>
    %2110 = "stablehlo.dot_general"(%2109, %blocks.1.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x192xf32>, tensor<768x192xf32>) -> tensor<128x197x768xf32>
    %2111 = "stablehlo.dot_general"(%2109, %184) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x192xf32>, tensor<128x197x768xf32>) -> tensor<192x768xf32>
    %2112 = "stablehlo.transpose"(%2111) {permutation = array<i64: 1, 0>} : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %2113 = stablehlo.constant dense<0.0> : tensor<f32>
    %2114 = "stablehlo.reduce"(%2109, %2113) ({
    ^bb0(%_r213a: tensor<f32>, %_r213b: tensor<f32>):
      %_r213c = stablehlo.add %_r213a, %_r213b : tensor<f32>
      "stablehlo.return"(%_r213c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %2115 = stablehlo.constant dense<0.5> : tensor<128x197x768xf32>
    %2116 = stablehlo.multiply %181, %2115 : tensor<128x197x768xf32>
    %2117 = stablehlo.multiply %178, %178 : tensor<128x197x768xf32>
    %2118 = stablehlo.negate %2117 : tensor<128x197x768xf32>
    %2119 = stablehlo.exponential %2118 : tensor<128x197x768xf32>
    %2120 = stablehlo.constant dense<0.3989423> : tensor<128x197x768xf32>
    %2121 = stablehlo.multiply %2119, %2120 : tensor<128x197x768xf32>
    %2122 = stablehlo.multiply %176, %2121 : tensor<128x197x768xf32>
    %2123 = stablehlo.add %2116, %2122 : tensor<128x197x768xf32>
    %2124 = stablehlo.multiply %2110, %2123 : tensor<128x197x768xf32>
    %2125 = "stablehlo.dot_general"(%2124, %blocks.1.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x768xf32>, tensor<192x768xf32>) -> tensor<128x197x192xf32>
    %2126 = "stablehlo.dot_general"(%173, %2124) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x192xf32>, tensor<128x197x768xf32>) -> tensor<192x768xf32>
    %2127 = stablehlo.constant dense<0.0> : tensor<f32>
    %2128 = "stablehlo.reduce"(%2124, %2127) ({
    ^bb0(%_r214a: tensor<f32>, %_r214b: tensor<f32>):
      %_r214c = stablehlo.add %_r214a, %_r214b : tensor<f32>
      "stablehlo.return"(%_r214c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x768xf32>, tensor<f32>) -> tensor<768xf32>
    %2129 = stablehlo.multiply %2125, %170 : tensor<128x197x192xf32>
    %2130 = stablehlo.constant dense<0.0> : tensor<f32>
    %2131 = "stablehlo.reduce"(%2129, %2130) ({
    ^bb0(%_r215a: tensor<f32>, %_r215b: tensor<f32>):
      %_r215c = stablehlo.add %_r215a, %_r215b : tensor<f32>
      "stablehlo.return"(%_r215c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %2132 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %2133 = stablehlo.divide %2131, %2132 : tensor<128x197xf32>
    %2134 = "stablehlo.broadcast_in_dim"(%2133) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %2135 = stablehlo.subtract %2129, %2134 : tensor<128x197x192xf32>
    %2136 = stablehlo.multiply %2129, %169 : tensor<128x197x192xf32>
    %2137 = stablehlo.constant dense<0.0> : tensor<f32>
    %2138 = "stablehlo.reduce"(%2136, %2137) ({
    ^bb0(%_r216a: tensor<f32>, %_r216b: tensor<f32>):
      %_r216c = stablehlo.add %_r216a, %_r216b : tensor<f32>
      "stablehlo.return"(%_r216c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %2139 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %2140 = stablehlo.divide %2138, %2139 : tensor<128x197xf32>
    %2141 = "stablehlo.broadcast_in_dim"(%2140) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %2142 = stablehlo.multiply %169, %2141 : tensor<128x197x192xf32>
    %2143 = stablehlo.subtract %2135, %2142 : tensor<128x197x192xf32>
    %2144 = stablehlo.multiply %168, %2143 : tensor<128x197x192xf32>
    %2145 = stablehlo.multiply %2125, %169 : tensor<128x197x192xf32>
    %2146 = stablehlo.constant dense<0.0> : tensor<f32>
    %2147 = "stablehlo.reduce"(%2145, %2146) ({
    ^bb0(%_r217a: tensor<f32>, %_r217b: tensor<f32>):
      %_r217c = stablehlo.add %_r217a, %_r217b : tensor<f32>
      "stablehlo.return"(%_r217c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %2148 = stablehlo.constant dense<0.0> : tensor<f32>
    %2149 = "stablehlo.reduce"(%2125, %2148) ({
    ^bb0(%_r218a: tensor<f32>, %_r218b: tensor<f32>):
      %_r218c = stablehlo.add %_r218a, %_r218b : tensor<f32>
      "stablehlo.return"(%_r218c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %2150 = stablehlo.add %2144, %2108 : tensor<128x197x192xf32>
    %2151 = stablehlo.multiply %2150, %151 : tensor<128x197x192xf32>
    %2152 = "stablehlo.dot_general"(%2151, %blocks.1.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x192xf32>, tensor<192x192xf32>) -> tensor<128x197x192xf32>
    %2153 = "stablehlo.dot_general"(%146, %2151) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x192xf32>, tensor<128x197x192xf32>) -> tensor<192x192xf32>
    %2154 = stablehlo.constant dense<0.0> : tensor<f32>
    %2155 = "stablehlo.reduce"(%2151, %2154) ({
    ^bb0(%_r219a: tensor<f32>, %_r219b: tensor<f32>):
      %_r219c = stablehlo.add %_r219a, %_r219b : tensor<f32>
      "stablehlo.return"(%_r219c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %2156 = "stablehlo.reshape"(%2152) : (tensor<128x197x192xf32>) -> tensor<128x197x3x64xf32>
    %2157 = "stablehlo.transpose"(%2156) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<128x197x3x64xf32>) -> tensor<128x3x197x64xf32>
    %2158 = "stablehlo.dot_general"(%143, %2157) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<128x3x197x197xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %2159 = "stablehlo.dot_general"(%2157, %131) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<128x3x197x64xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x197xf32>
    %2160 = stablehlo.multiply %2159, %143 : tensor<128x3x197x197xf32>
    %2161 = stablehlo.constant dense<0.0> : tensor<f32>
    %2162 = "stablehlo.reduce"(%2160, %2161) ({
    ^bb0(%_r220a: tensor<f32>, %_r220b: tensor<f32>):
      %_r220c = stablehlo.add %_r220a, %_r220b : tensor<f32>
      "stablehlo.return"(%_r220c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x3x197x197xf32>, tensor<f32>) -> tensor<128x3x197xf32>
    %2163 = "stablehlo.broadcast_in_dim"(%2162) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x3x197xf32>) -> tensor<128x3x197x197xf32>
    %2164 = stablehlo.subtract %2159, %2163 : tensor<128x3x197x197xf32>
    %2165 = stablehlo.multiply %143, %2164 : tensor<128x3x197x197xf32>
    %2166 = "stablehlo.dot_general"(%2165, %129) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<128x3x197x197xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %2167 = stablehlo.constant dense<0.125> : tensor<128x3x197x64xf32>
    %2168 = stablehlo.multiply %2166, %2167 : tensor<128x3x197x64xf32>
    %2169 = "stablehlo.dot_general"(%2165, %133) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<128x3x197x197xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %2170 = "stablehlo.reshape"(%2168) : (tensor<128x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %2171 = "stablehlo.reshape"(%2169) : (tensor<128x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %2172 = "stablehlo.reshape"(%2158) : (tensor<128x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %2173 = "stablehlo.concatenate"(%2170, %2171, %2172) {dimension = 1 : i64} : (tensor<128x1x3x197x64xf32>, tensor<128x1x3x197x64xf32>, tensor<128x1x3x197x64xf32>) -> tensor<128x3x3x197x64xf32>
    %2174 = "stablehlo.transpose"(%2173) {permutation = array<i64: 0, 3, 1, 2, 4>} : (tensor<128x3x3x197x64xf32>) -> tensor<128x197x3x3x64xf32>
    %2175 = "stablehlo.reshape"(%2174) : (tensor<128x197x3x3x64xf32>) -> tensor<128x197x576xf32>
    %2176 = "stablehlo.dot_general"(%2175, %blocks.1.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x576xf32>, tensor<192x576xf32>) -> tensor<128x197x192xf32>
    %2177 = "stablehlo.dot_general"(%120, %2175) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x192xf32>, tensor<128x197x576xf32>) -> tensor<192x576xf32>
    %2178 = stablehlo.constant dense<0.0> : tensor<f32>
    %2179 = "stablehlo.reduce"(%2175, %2178) ({
    ^bb0(%_r221a: tensor<f32>, %_r221b: tensor<f32>):
      %_r221c = stablehlo.add %_r221a, %_r221b : tensor<f32>
      "stablehlo.return"(%_r221c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x576xf32>, tensor<f32>) -> tensor<576xf32>
    %2180 = stablehlo.multiply %2176, %117 : tensor<128x197x192xf32>
    %2181 = stablehlo.constant dense<0.0> : tensor<f32>
    %2182 = "stablehlo.reduce"(%2180, %2181) ({
    ^bb0(%_r222a: tensor<f32>, %_r222b: tensor<f32>):
      %_r222c = stablehlo.add %_r222a, %_r222b : tensor<f32>
      "stablehlo.return"(%_r222c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %2183 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %2184 = stablehlo.divide %2182, %2183 : tensor<128x197xf32>
    %2185 = "stablehlo.broadcast_in_dim"(%2184) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %2186 = stablehlo.subtract %2180, %2185 : tensor<128x197x192xf32>
    %2187 = stablehlo.multiply %2180, %116 : tensor<128x197x192xf32>
    %2188 = stablehlo.constant dense<0.0> : tensor<f32>
    %2189 = "stablehlo.reduce"(%2187, %2188) ({
    ^bb0(%_r223a: tensor<f32>, %_r223b: tensor<f32>):
      %_r223c = stablehlo.add %_r223a, %_r223b : tensor<f32>
      "stablehlo.return"(%_r223c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %2190 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %2191 = stablehlo.divide %2189, %2190 : tensor<128x197xf32>
    %2192 = "stablehlo.broadcast_in_dim"(%2191) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %2193 = stablehlo.multiply %116, %2192 : tensor<128x197x192xf32>
    %2194 = stablehlo.subtract %2186, %2193 : tensor<128x197x192xf32>
    %2195 = stablehlo.multiply %115, %2194 : tensor<128x197x192xf32>
    %2196 = stablehlo.multiply %2176, %116 : tensor<128x197x192xf32>
    %2197 = stablehlo.constant dense<0.0> : tensor<f32>
    %2198 = "stablehlo.reduce"(%2196, %2197) ({
    ^bb0(%_r224a: tensor<f32>, %_r224b: tensor<f32>):
      %_r224c = stablehlo.add %_r224a, %_r224b : tensor<f32>
      "stablehlo.return"(%_r224c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %2199 = stablehlo.constant dense<0.0> : tensor<f32>
    %2200 = "stablehlo.reduce"(%2176, %2199) ({
    ^bb0(%_r225a: tensor<f32>, %_r225b: tensor<f32>):
      %_r225c = stablehlo.add %_r225a, %_r225b : tensor<f32>
      "stablehlo.return"(%_r225c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %2201 = stablehlo.add %2195, %2150 : tensor<128x197x192xf32>
    %2202 = stablehlo.multiply %2201, %98 : tensor<128x197x192xf32>
    %2203 = "stablehlo.dot_general"(%2202, %blocks.0.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x192xf32>, tensor<768x192xf32>) -> tensor<128x197x768xf32>
    %2204 = "stablehlo.dot_general"(%2202, %93) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x192xf32>, tensor<128x197x768xf32>) -> tensor<192x768xf32>
    %2205 = "stablehlo.transpose"(%2204) {permutation = array<i64: 1, 0>} : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %2206 = stablehlo.constant dense<0.0> : tensor<f32>
    %2207 = "stablehlo.reduce"(%2202, %2206) ({
    ^bb0(%_r226a: tensor<f32>, %_r226b: tensor<f32>):
      %_r226c = stablehlo.add %_r226a, %_r226b : tensor<f32>
      "stablehlo.return"(%_r226c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %2208 = stablehlo.constant dense<0.5> : tensor<128x197x768xf32>
    %2209 = stablehlo.multiply %90, %2208 : tensor<128x197x768xf32>
    %2210 = stablehlo.multiply %87, %87 : tensor<128x197x768xf32>
    %2211 = stablehlo.negate %2210 : tensor<128x197x768xf32>
    %2212 = stablehlo.exponential %2211 : tensor<128x197x768xf32>
    %2213 = stablehlo.constant dense<0.3989423> : tensor<128x197x768xf32>
    %2214 = stablehlo.multiply %2212, %2213 : tensor<128x197x768xf32>
    %2215 = stablehlo.multiply %85, %2214 : tensor<128x197x768xf32>
    %2216 = stablehlo.add %2209, %2215 : tensor<128x197x768xf32>
    %2217 = stablehlo.multiply %2203, %2216 : tensor<128x197x768xf32>
    %2218 = "stablehlo.dot_general"(%2217, %blocks.0.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x768xf32>, tensor<192x768xf32>) -> tensor<128x197x192xf32>
    %2219 = "stablehlo.dot_general"(%82, %2217) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x192xf32>, tensor<128x197x768xf32>) -> tensor<192x768xf32>
    %2220 = stablehlo.constant dense<0.0> : tensor<f32>
    %2221 = "stablehlo.reduce"(%2217, %2220) ({
    ^bb0(%_r227a: tensor<f32>, %_r227b: tensor<f32>):
      %_r227c = stablehlo.add %_r227a, %_r227b : tensor<f32>
      "stablehlo.return"(%_r227c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x768xf32>, tensor<f32>) -> tensor<768xf32>
    %2222 = stablehlo.multiply %2218, %79 : tensor<128x197x192xf32>
    %2223 = stablehlo.constant dense<0.0> : tensor<f32>
    %2224 = "stablehlo.reduce"(%2222, %2223) ({
    ^bb0(%_r228a: tensor<f32>, %_r228b: tensor<f32>):
      %_r228c = stablehlo.add %_r228a, %_r228b : tensor<f32>
      "stablehlo.return"(%_r228c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %2225 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %2226 = stablehlo.divide %2224, %2225 : tensor<128x197xf32>
    %2227 = "stablehlo.broadcast_in_dim"(%2226) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %2228 = stablehlo.subtract %2222, %2227 : tensor<128x197x192xf32>
    %2229 = stablehlo.multiply %2222, %78 : tensor<128x197x192xf32>
    %2230 = stablehlo.constant dense<0.0> : tensor<f32>
    %2231 = "stablehlo.reduce"(%2229, %2230) ({
    ^bb0(%_r229a: tensor<f32>, %_r229b: tensor<f32>):
      %_r229c = stablehlo.add %_r229a, %_r229b : tensor<f32>
      "stablehlo.return"(%_r229c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %2232 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %2233 = stablehlo.divide %2231, %2232 : tensor<128x197xf32>
    %2234 = "stablehlo.broadcast_in_dim"(%2233) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %2235 = stablehlo.multiply %78, %2234 : tensor<128x197x192xf32>
    %2236 = stablehlo.subtract %2228, %2235 : tensor<128x197x192xf32>
    %2237 = stablehlo.multiply %77, %2236 : tensor<128x197x192xf32>
    %2238 = stablehlo.multiply %2218, %78 : tensor<128x197x192xf32>
    %2239 = stablehlo.constant dense<0.0> : tensor<f32>
    %2240 = "stablehlo.reduce"(%2238, %2239) ({
    ^bb0(%_r230a: tensor<f32>, %_r230b: tensor<f32>):
      %_r230c = stablehlo.add %_r230a, %_r230b : tensor<f32>
      "stablehlo.return"(%_r230c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %2241 = stablehlo.constant dense<0.0> : tensor<f32>
    %2242 = "stablehlo.reduce"(%2218, %2241) ({
    ^bb0(%_r231a: tensor<f32>, %_r231b: tensor<f32>):
      %_r231c = stablehlo.add %_r231a, %_r231b : tensor<f32>
      "stablehlo.return"(%_r231c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %2243 = stablehlo.add %2237, %2201 : tensor<128x197x192xf32>
    %2244 = stablehlo.multiply %2243, %60 : tensor<128x197x192xf32>
    %2245 = "stablehlo.dot_general"(%2244, %blocks.0.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x192xf32>, tensor<192x192xf32>) -> tensor<128x197x192xf32>
    %2246 = "stablehlo.dot_general"(%55, %2244) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x192xf32>, tensor<128x197x192xf32>) -> tensor<192x192xf32>
    %2247 = stablehlo.constant dense<0.0> : tensor<f32>
    %2248 = "stablehlo.reduce"(%2244, %2247) ({
    ^bb0(%_r232a: tensor<f32>, %_r232b: tensor<f32>):
      %_r232c = stablehlo.add %_r232a, %_r232b : tensor<f32>
      "stablehlo.return"(%_r232c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %2249 = "stablehlo.reshape"(%2245) : (tensor<128x197x192xf32>) -> tensor<128x197x3x64xf32>
    %2250 = "stablehlo.transpose"(%2249) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<128x197x3x64xf32>) -> tensor<128x3x197x64xf32>
    %2251 = "stablehlo.dot_general"(%52, %2250) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<128x3x197x197xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %2252 = "stablehlo.dot_general"(%2250, %40) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<128x3x197x64xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x197xf32>
    %2253 = stablehlo.multiply %2252, %52 : tensor<128x3x197x197xf32>
    %2254 = stablehlo.constant dense<0.0> : tensor<f32>
    %2255 = "stablehlo.reduce"(%2253, %2254) ({
    ^bb0(%_r233a: tensor<f32>, %_r233b: tensor<f32>):
      %_r233c = stablehlo.add %_r233a, %_r233b : tensor<f32>
      "stablehlo.return"(%_r233c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x3x197x197xf32>, tensor<f32>) -> tensor<128x3x197xf32>
    %2256 = "stablehlo.broadcast_in_dim"(%2255) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x3x197xf32>) -> tensor<128x3x197x197xf32>
    %2257 = stablehlo.subtract %2252, %2256 : tensor<128x3x197x197xf32>
    %2258 = stablehlo.multiply %52, %2257 : tensor<128x3x197x197xf32>
    %2259 = "stablehlo.dot_general"(%2258, %38) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<128x3x197x197xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %2260 = stablehlo.constant dense<0.125> : tensor<128x3x197x64xf32>
    %2261 = stablehlo.multiply %2259, %2260 : tensor<128x3x197x64xf32>
    %2262 = "stablehlo.dot_general"(%2258, %42) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<128x3x197x197xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %2263 = "stablehlo.reshape"(%2261) : (tensor<128x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %2264 = "stablehlo.reshape"(%2262) : (tensor<128x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %2265 = "stablehlo.reshape"(%2251) : (tensor<128x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %2266 = "stablehlo.concatenate"(%2263, %2264, %2265) {dimension = 1 : i64} : (tensor<128x1x3x197x64xf32>, tensor<128x1x3x197x64xf32>, tensor<128x1x3x197x64xf32>) -> tensor<128x3x3x197x64xf32>
    %2267 = "stablehlo.transpose"(%2266) {permutation = array<i64: 0, 3, 1, 2, 4>} : (tensor<128x3x3x197x64xf32>) -> tensor<128x197x3x3x64xf32>
    %2268 = "stablehlo.reshape"(%2267) : (tensor<128x197x3x3x64xf32>) -> tensor<128x197x576xf32>
    %2269 = "stablehlo.dot_general"(%2268, %blocks.0.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x576xf32>, tensor<192x576xf32>) -> tensor<128x197x192xf32>
    %2270 = "stablehlo.dot_general"(%29, %2268) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x192xf32>, tensor<128x197x576xf32>) -> tensor<192x576xf32>
    %2271 = stablehlo.constant dense<0.0> : tensor<f32>
    %2272 = "stablehlo.reduce"(%2268, %2271) ({
    ^bb0(%_r234a: tensor<f32>, %_r234b: tensor<f32>):
      %_r234c = stablehlo.add %_r234a, %_r234b : tensor<f32>
      "stablehlo.return"(%_r234c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x576xf32>, tensor<f32>) -> tensor<576xf32>
    %2273 = stablehlo.multiply %2269, %26 : tensor<128x197x192xf32>
    %2274 = stablehlo.constant dense<0.0> : tensor<f32>
    %2275 = "stablehlo.reduce"(%2273, %2274) ({
    ^bb0(%_r235a: tensor<f32>, %_r235b: tensor<f32>):
      %_r235c = stablehlo.add %_r235a, %_r235b : tensor<f32>
      "stablehlo.return"(%_r235c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %2276 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %2277 = stablehlo.divide %2275, %2276 : tensor<128x197xf32>
    %2278 = "stablehlo.broadcast_in_dim"(%2277) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %2279 = stablehlo.subtract %2273, %2278 : tensor<128x197x192xf32>
    %2280 = stablehlo.multiply %2273, %25 : tensor<128x197x192xf32>
    %2281 = stablehlo.constant dense<0.0> : tensor<f32>
    %2282 = "stablehlo.reduce"(%2280, %2281) ({
    ^bb0(%_r236a: tensor<f32>, %_r236b: tensor<f32>):
      %_r236c = stablehlo.add %_r236a, %_r236b : tensor<f32>
      "stablehlo.return"(%_r236c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %2283 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %2284 = stablehlo.divide %2282, %2283 : tensor<128x197xf32>
    %2285 = "stablehlo.broadcast_in_dim"(%2284) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %2286 = stablehlo.multiply %25, %2285 : tensor<128x197x192xf32>
    %2287 = stablehlo.subtract %2279, %2286 : tensor<128x197x192xf32>
    %2288 = stablehlo.multiply %24, %2287 : tensor<128x197x192xf32>
    %2289 = stablehlo.multiply %2269, %25 : tensor<128x197x192xf32>
    %2290 = stablehlo.constant dense<0.0> : tensor<f32>
    %2291 = "stablehlo.reduce"(%2289, %2290) ({
    ^bb0(%_r237a: tensor<f32>, %_r237b: tensor<f32>):
      %_r237c = stablehlo.add %_r237a, %_r237b : tensor<f32>
      "stablehlo.return"(%_r237c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %2292 = stablehlo.constant dense<0.0> : tensor<f32>
    %2293 = "stablehlo.reduce"(%2269, %2292) ({
    ^bb0(%_r238a: tensor<f32>, %_r238b: tensor<f32>):
      %_r238c = stablehlo.add %_r238a, %_r238b : tensor<f32>
      "stablehlo.return"(%_r238c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %2294 = stablehlo.add %2288, %2243 : tensor<128x197x192xf32>
    %2295 = stablehlo.constant dense<0.0> : tensor<f32>
    %2296 = "stablehlo.reduce"(%2294, %2295) ({
    ^bb0(%_r239a: tensor<f32>, %_r239b: tensor<f32>):
      %_r239c = stablehlo.add %_r239a, %_r239b : tensor<f32>
      "stablehlo.return"(%_r239c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %2297 = "stablehlo.reshape"(%2296) : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %2298 = "stablehlo.slice"(%2294) {limit_indices = array<i64: 128, 197, 192>, start_indices = array<i64: 0, 1, 0>, strides = array<i64: 1, 1, 1>} : (tensor<128x197x192xf32>) -> tensor<128x196x192xf32>
    %2299 = "stablehlo.slice"(%2294) {limit_indices = array<i64: 128, 1, 192>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>} : (tensor<128x197x192xf32>) -> tensor<128x1x192xf32>
    %2300 = stablehlo.constant dense<0.0> : tensor<f32>
    %2301 = "stablehlo.reduce"(%2299, %2300) ({
    ^bb0(%_r240a: tensor<f32>, %_r240b: tensor<f32>):
      %_r240c = stablehlo.add %_r240a, %_r240b : tensor<f32>
      "stablehlo.return"(%_r240c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128x1x192xf32>, tensor<f32>) -> tensor<1x192xf32>
    %2302 = "stablehlo.reshape"(%2301) : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %2303 = "stablehlo.reshape"(%2298) : (tensor<128x196x192xf32>) -> tensor<128x14x14x192xf32>
    %2304 = "stablehlo.convolution"(%x, %2303) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 16, 16>, window_strides = array<i64: 1, 1>} : (tensor<128x224x224x3xf32>, tensor<128x14x14x192xf32>) -> tensor<16x16x3x192xf32>
    %2305 = stablehlo.constant dense<0.0> : tensor<f32>
    %2306 = "stablehlo.reduce"(%2303, %2305) ({
    ^bb0(%_r241a: tensor<f32>, %_r241b: tensor<f32>):
      %_r241c = stablehlo.add %_r241a, %_r241b : tensor<f32>
      "stablehlo.return"(%_r241c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<128x14x14x192xf32>, tensor<f32>) -> tensor<192xf32>
    // ── data parallel: mean of the gradients and the loss over 8 replicas ──
    %2307 = "stablehlo.all_reduce"(%2304) ({
    ^bb0(%_r242a: tensor<f32>, %_r242b: tensor<f32>):
      %_r242c = stablehlo.add %_r242a, %_r242b : tensor<f32>
      "stablehlo.return"(%_r242c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<16x16x3x192xf32>) -> tensor<16x16x3x192xf32>
    %2308 = stablehlo.constant dense<8.0> : tensor<16x16x3x192xf32>
    %2309 = stablehlo.divide %2307, %2308 : tensor<16x16x3x192xf32>
    %2310 = "stablehlo.all_reduce"(%2306) ({
    ^bb0(%_r243a: tensor<f32>, %_r243b: tensor<f32>):
      %_r243c = stablehlo.add %_r243a, %_r243b : tensor<f32>
      "stablehlo.return"(%_r243c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2311 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2312 = stablehlo.divide %2310, %2311 : tensor<192xf32>
    %2313 = "stablehlo.all_reduce"(%2302) ({
    ^bb0(%_r244a: tensor<f32>, %_r244b: tensor<f32>):
      %_r244c = stablehlo.add %_r244a, %_r244b : tensor<f32>
      "stablehlo.return"(%_r244c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<1x1x192xf32>) -> tensor<1x1x192xf32>
    %2314 = stablehlo.constant dense<8.0> : tensor<1x1x192xf32>
    %2315 = stablehlo.divide %2313, %2314 : tensor<1x1x192xf32>
    %2316 = "stablehlo.all_reduce"(%2297) ({
    ^bb0(%_r245a: tensor<f32>, %_r245b: tensor<f32>):
      %_r245c = stablehlo.add %_r245a, %_r245b : tensor<f32>
      "stablehlo.return"(%_r245c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<1x197x192xf32>) -> tensor<1x197x192xf32>
    %2317 = stablehlo.constant dense<8.0> : tensor<1x197x192xf32>
    %2318 = stablehlo.divide %2316, %2317 : tensor<1x197x192xf32>
    %2319 = "stablehlo.all_reduce"(%2291) ({
    ^bb0(%_r246a: tensor<f32>, %_r246b: tensor<f32>):
      %_r246c = stablehlo.add %_r246a, %_r246b : tensor<f32>
      "stablehlo.return"(%_r246c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2320 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2321 = stablehlo.divide %2319, %2320 : tensor<192xf32>
    %2322 = "stablehlo.all_reduce"(%2293) ({
    ^bb0(%_r247a: tensor<f32>, %_r247b: tensor<f32>):
      %_r247c = stablehlo.add %_r247a, %_r247b : tensor<f32>
      "stablehlo.return"(%_r247c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2323 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2324 = stablehlo.divide %2322, %2323 : tensor<192xf32>
    %2325 = "stablehlo.all_reduce"(%2270) ({
    ^bb0(%_r248a: tensor<f32>, %_r248b: tensor<f32>):
      %_r248c = stablehlo.add %_r248a, %_r248b : tensor<f32>
      "stablehlo.return"(%_r248c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192x576xf32>) -> tensor<192x576xf32>
    %2326 = stablehlo.constant dense<8.0> : tensor<192x576xf32>
    %2327 = stablehlo.divide %2325, %2326 : tensor<192x576xf32>
    %2328 = "stablehlo.all_reduce"(%2272) ({
    ^bb0(%_r249a: tensor<f32>, %_r249b: tensor<f32>):
      %_r249c = stablehlo.add %_r249a, %_r249b : tensor<f32>
      "stablehlo.return"(%_r249c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<576xf32>) -> tensor<576xf32>
    %2329 = stablehlo.constant dense<8.0> : tensor<576xf32>
    %2330 = stablehlo.divide %2328, %2329 : tensor<576xf32>
    %2331 = "stablehlo.all_reduce"(%2246) ({
    ^bb0(%_r250a: tensor<f32>, %_r250b: tensor<f32>):
      %_r250c = stablehlo.add %_r250a, %_r250b : tensor<f32>
      "stablehlo.return"(%_r250c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %2332 = stablehlo.constant dense<8.0> : tensor<192x192xf32>
    %2333 = stablehlo.divide %2331, %2332 : tensor<192x192xf32>
    %2334 = "stablehlo.all_reduce"(%2248) ({
    ^bb0(%_r251a: tensor<f32>, %_r251b: tensor<f32>):
      %_r251c = stablehlo.add %_r251a, %_r251b : tensor<f32>
      "stablehlo.return"(%_r251c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2335 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2336 = stablehlo.divide %2334, %2335 : tensor<192xf32>
    %2337 = "stablehlo.all_reduce"(%2240) ({
    ^bb0(%_r252a: tensor<f32>, %_r252b: tensor<f32>):
      %_r252c = stablehlo.add %_r252a, %_r252b : tensor<f32>
      "stablehlo.return"(%_r252c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2338 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2339 = stablehlo.divide %2337, %2338 : tensor<192xf32>
    %2340 = "stablehlo.all_reduce"(%2242) ({
    ^bb0(%_r253a: tensor<f32>, %_r253b: tensor<f32>):
      %_r253c = stablehlo.add %_r253a, %_r253b : tensor<f32>
      "stablehlo.return"(%_r253c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2341 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2342 = stablehlo.divide %2340, %2341 : tensor<192xf32>
    %2343 = "stablehlo.all_reduce"(%2219) ({
    ^bb0(%_r254a: tensor<f32>, %_r254b: tensor<f32>):
      %_r254c = stablehlo.add %_r254a, %_r254b : tensor<f32>
      "stablehlo.return"(%_r254c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192x768xf32>) -> tensor<192x768xf32>
    %2344 = stablehlo.constant dense<8.0> : tensor<192x768xf32>
    %2345 = stablehlo.divide %2343, %2344 : tensor<192x768xf32>
    %2346 = "stablehlo.all_reduce"(%2221) ({
    ^bb0(%_r255a: tensor<f32>, %_r255b: tensor<f32>):
      %_r255c = stablehlo.add %_r255a, %_r255b : tensor<f32>
      "stablehlo.return"(%_r255c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<768xf32>) -> tensor<768xf32>
    %2347 = stablehlo.constant dense<8.0> : tensor<768xf32>
    %2348 = stablehlo.divide %2346, %2347 : tensor<768xf32>
    %2349 = "stablehlo.all_reduce"(%2205) ({
    ^bb0(%_r256a: tensor<f32>, %_r256b: tensor<f32>):
      %_r256c = stablehlo.add %_r256a, %_r256b : tensor<f32>
      "stablehlo.return"(%_r256c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<768x192xf32>) -> tensor<768x192xf32>
    %2350 = stablehlo.constant dense<8.0> : tensor<768x192xf32>
    %2351 = stablehlo.divide %2349, %2350 : tensor<768x192xf32>
    %2352 = "stablehlo.all_reduce"(%2207) ({
    ^bb0(%_r257a: tensor<f32>, %_r257b: tensor<f32>):
      %_r257c = stablehlo.add %_r257a, %_r257b : tensor<f32>
      "stablehlo.return"(%_r257c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2353 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2354 = stablehlo.divide %2352, %2353 : tensor<192xf32>
    %2355 = "stablehlo.all_reduce"(%2198) ({
    ^bb0(%_r258a: tensor<f32>, %_r258b: tensor<f32>):
      %_r258c = stablehlo.add %_r258a, %_r258b : tensor<f32>
      "stablehlo.return"(%_r258c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2356 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2357 = stablehlo.divide %2355, %2356 : tensor<192xf32>
    %2358 = "stablehlo.all_reduce"(%2200) ({
    ^bb0(%_r259a: tensor<f32>, %_r259b: tensor<f32>):
      %_r259c = stablehlo.add %_r259a, %_r259b : tensor<f32>
      "stablehlo.return"(%_r259c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2359 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2360 = stablehlo.divide %2358, %2359 : tensor<192xf32>
    %2361 = "stablehlo.all_reduce"(%2177) ({
    ^bb0(%_r260a: tensor<f32>, %_r260b: tensor<f32>):
      %_r260c = stablehlo.add %_r260a, %_r260b : tensor<f32>
      "stablehlo.return"(%_r260c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192x576xf32>) -> tensor<192x576xf32>
    %2362 = stablehlo.constant dense<8.0> : tensor<192x576xf32>
    %2363 = stablehlo.divide %2361, %2362 : tensor<192x576xf32>
    %2364 = "stablehlo.all_reduce"(%2179) ({
    ^bb0(%_r261a: tensor<f32>, %_r261b: tensor<f32>):
      %_r261c = stablehlo.add %_r261a, %_r261b : tensor<f32>
      "stablehlo.return"(%_r261c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<576xf32>) -> tensor<576xf32>
    %2365 = stablehlo.constant dense<8.0> : tensor<576xf32>
    %2366 = stablehlo.divide %2364, %2365 : tensor<576xf32>
    %2367 = "stablehlo.all_reduce"(%2153) ({
    ^bb0(%_r262a: tensor<f32>, %_r262b: tensor<f32>):
      %_r262c = stablehlo.add %_r262a, %_r262b : tensor<f32>
      "stablehlo.return"(%_r262c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %2368 = stablehlo.constant dense<8.0> : tensor<192x192xf32>
    %2369 = stablehlo.divide %2367, %2368 : tensor<192x192xf32>
    %2370 = "stablehlo.all_reduce"(%2155) ({
    ^bb0(%_r263a: tensor<f32>, %_r263b: tensor<f32>):
      %_r263c = stablehlo.add %_r263a, %_r263b : tensor<f32>
      "stablehlo.return"(%_r263c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2371 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2372 = stablehlo.divide %2370, %2371 : tensor<192xf32>
    %2373 = "stablehlo.all_reduce"(%2147) ({
    ^bb0(%_r264a: tensor<f32>, %_r264b: tensor<f32>):
      %_r264c = stablehlo.add %_r264a, %_r264b : tensor<f32>
      "stablehlo.return"(%_r264c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2374 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2375 = stablehlo.divide %2373, %2374 : tensor<192xf32>
    %2376 = "stablehlo.all_reduce"(%2149) ({
    ^bb0(%_r265a: tensor<f32>, %_r265b: tensor<f32>):
      %_r265c = stablehlo.add %_r265a, %_r265b : tensor<f32>
      "stablehlo.return"(%_r265c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2377 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2378 = stablehlo.divide %2376, %2377 : tensor<192xf32>
    %2379 = "stablehlo.all_reduce"(%2126) ({
    ^bb0(%_r266a: tensor<f32>, %_r266b: tensor<f32>):
      %_r266c = stablehlo.add %_r266a, %_r266b : tensor<f32>
      "stablehlo.return"(%_r266c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192x768xf32>) -> tensor<192x768xf32>
    %2380 = stablehlo.constant dense<8.0> : tensor<192x768xf32>
    %2381 = stablehlo.divide %2379, %2380 : tensor<192x768xf32>
    %2382 = "stablehlo.all_reduce"(%2128) ({
    ^bb0(%_r267a: tensor<f32>, %_r267b: tensor<f32>):
      %_r267c = stablehlo.add %_r267a, %_r267b : tensor<f32>
      "stablehlo.return"(%_r267c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<768xf32>) -> tensor<768xf32>
    %2383 = stablehlo.constant dense<8.0> : tensor<768xf32>
    %2384 = stablehlo.divide %2382, %2383 : tensor<768xf32>
    %2385 = "stablehlo.all_reduce"(%2112) ({
    ^bb0(%_r268a: tensor<f32>, %_r268b: tensor<f32>):
      %_r268c = stablehlo.add %_r268a, %_r268b : tensor<f32>
      "stablehlo.return"(%_r268c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<768x192xf32>) -> tensor<768x192xf32>
    %2386 = stablehlo.constant dense<8.0> : tensor<768x192xf32>
    %2387 = stablehlo.divide %2385, %2386 : tensor<768x192xf32>
    %2388 = "stablehlo.all_reduce"(%2114) ({
    ^bb0(%_r269a: tensor<f32>, %_r269b: tensor<f32>):
      %_r269c = stablehlo.add %_r269a, %_r269b : tensor<f32>
      "stablehlo.return"(%_r269c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2389 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2390 = stablehlo.divide %2388, %2389 : tensor<192xf32>
    %2391 = "stablehlo.all_reduce"(%2105) ({
    ^bb0(%_r270a: tensor<f32>, %_r270b: tensor<f32>):
      %_r270c = stablehlo.add %_r270a, %_r270b : tensor<f32>
      "stablehlo.return"(%_r270c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2392 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2393 = stablehlo.divide %2391, %2392 : tensor<192xf32>
    %2394 = "stablehlo.all_reduce"(%2107) ({
    ^bb0(%_r271a: tensor<f32>, %_r271b: tensor<f32>):
      %_r271c = stablehlo.add %_r271a, %_r271b : tensor<f32>
      "stablehlo.return"(%_r271c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2395 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2396 = stablehlo.divide %2394, %2395 : tensor<192xf32>
    %2397 = "stablehlo.all_reduce"(%2084) ({
    ^bb0(%_r272a: tensor<f32>, %_r272b: tensor<f32>):
      %_r272c = stablehlo.add %_r272a, %_r272b : tensor<f32>
      "stablehlo.return"(%_r272c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192x576xf32>) -> tensor<192x576xf32>
    %2398 = stablehlo.constant dense<8.0> : tensor<192x576xf32>
    %2399 = stablehlo.divide %2397, %2398 : tensor<192x576xf32>
    %2400 = "stablehlo.all_reduce"(%2086) ({
    ^bb0(%_r273a: tensor<f32>, %_r273b: tensor<f32>):
      %_r273c = stablehlo.add %_r273a, %_r273b : tensor<f32>
      "stablehlo.return"(%_r273c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<576xf32>) -> tensor<576xf32>
    %2401 = stablehlo.constant dense<8.0> : tensor<576xf32>
    %2402 = stablehlo.divide %2400, %2401 : tensor<576xf32>
    %2403 = "stablehlo.all_reduce"(%2060) ({
    ^bb0(%_r274a: tensor<f32>, %_r274b: tensor<f32>):
      %_r274c = stablehlo.add %_r274a, %_r274b : tensor<f32>
      "stablehlo.return"(%_r274c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %2404 = stablehlo.constant dense<8.0> : tensor<192x192xf32>
    %2405 = stablehlo.divide %2403, %2404 : tensor<192x192xf32>
    %2406 = "stablehlo.all_reduce"(%2062) ({
    ^bb0(%_r275a: tensor<f32>, %_r275b: tensor<f32>):
      %_r275c = stablehlo.add %_r275a, %_r275b : tensor<f32>
      "stablehlo.return"(%_r275c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2407 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2408 = stablehlo.divide %2406, %2407 : tensor<192xf32>
    %2409 = "stablehlo.all_reduce"(%2054) ({
    ^bb0(%_r276a: tensor<f32>, %_r276b: tensor<f32>):
      %_r276c = stablehlo.add %_r276a, %_r276b : tensor<f32>
      "stablehlo.return"(%_r276c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2410 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2411 = stablehlo.divide %2409, %2410 : tensor<192xf32>
    %2412 = "stablehlo.all_reduce"(%2056) ({
    ^bb0(%_r277a: tensor<f32>, %_r277b: tensor<f32>):
      %_r277c = stablehlo.add %_r277a, %_r277b : tensor<f32>
      "stablehlo.return"(%_r277c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2413 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2414 = stablehlo.divide %2412, %2413 : tensor<192xf32>
    %2415 = "stablehlo.all_reduce"(%2033) ({
    ^bb0(%_r278a: tensor<f32>, %_r278b: tensor<f32>):
      %_r278c = stablehlo.add %_r278a, %_r278b : tensor<f32>
      "stablehlo.return"(%_r278c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192x768xf32>) -> tensor<192x768xf32>
    %2416 = stablehlo.constant dense<8.0> : tensor<192x768xf32>
    %2417 = stablehlo.divide %2415, %2416 : tensor<192x768xf32>
    %2418 = "stablehlo.all_reduce"(%2035) ({
    ^bb0(%_r279a: tensor<f32>, %_r279b: tensor<f32>):
      %_r279c = stablehlo.add %_r279a, %_r279b : tensor<f32>
      "stablehlo.return"(%_r279c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<768xf32>) -> tensor<768xf32>
    %2419 = stablehlo.constant dense<8.0> : tensor<768xf32>
    %2420 = stablehlo.divide %2418, %2419 : tensor<768xf32>
    %2421 = "stablehlo.all_reduce"(%2019) ({
    ^bb0(%_r280a: tensor<f32>, %_r280b: tensor<f32>):
      %_r280c = stablehlo.add %_r280a, %_r280b : tensor<f32>
      "stablehlo.return"(%_r280c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<768x192xf32>) -> tensor<768x192xf32>
    %2422 = stablehlo.constant dense<8.0> : tensor<768x192xf32>
    %2423 = stablehlo.divide %2421, %2422 : tensor<768x192xf32>
    %2424 = "stablehlo.all_reduce"(%2021) ({
    ^bb0(%_r281a: tensor<f32>, %_r281b: tensor<f32>):
      %_r281c = stablehlo.add %_r281a, %_r281b : tensor<f32>
      "stablehlo.return"(%_r281c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2425 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2426 = stablehlo.divide %2424, %2425 : tensor<192xf32>
    %2427 = "stablehlo.all_reduce"(%2012) ({
    ^bb0(%_r282a: tensor<f32>, %_r282b: tensor<f32>):
      %_r282c = stablehlo.add %_r282a, %_r282b : tensor<f32>
      "stablehlo.return"(%_r282c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2428 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2429 = stablehlo.divide %2427, %2428 : tensor<192xf32>
    %2430 = "stablehlo.all_reduce"(%2014) ({
    ^bb0(%_r283a: tensor<f32>, %_r283b: tensor<f32>):
      %_r283c = stablehlo.add %_r283a, %_r283b : tensor<f32>
      "stablehlo.return"(%_r283c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2431 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2432 = stablehlo.divide %2430, %2431 : tensor<192xf32>
    %2433 = "stablehlo.all_reduce"(%1991) ({
    ^bb0(%_r284a: tensor<f32>, %_r284b: tensor<f32>):
      %_r284c = stablehlo.add %_r284a, %_r284b : tensor<f32>
      "stablehlo.return"(%_r284c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192x576xf32>) -> tensor<192x576xf32>
    %2434 = stablehlo.constant dense<8.0> : tensor<192x576xf32>
    %2435 = stablehlo.divide %2433, %2434 : tensor<192x576xf32>
    %2436 = "stablehlo.all_reduce"(%1993) ({
    ^bb0(%_r285a: tensor<f32>, %_r285b: tensor<f32>):
      %_r285c = stablehlo.add %_r285a, %_r285b : tensor<f32>
      "stablehlo.return"(%_r285c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<576xf32>) -> tensor<576xf32>
    %2437 = stablehlo.constant dense<8.0> : tensor<576xf32>
    %2438 = stablehlo.divide %2436, %2437 : tensor<576xf32>
    %2439 = "stablehlo.all_reduce"(%1967) ({
    ^bb0(%_r286a: tensor<f32>, %_r286b: tensor<f32>):
      %_r286c = stablehlo.add %_r286a, %_r286b : tensor<f32>
      "stablehlo.return"(%_r286c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %2440 = stablehlo.constant dense<8.0> : tensor<192x192xf32>
    %2441 = stablehlo.divide %2439, %2440 : tensor<192x192xf32>
    %2442 = "stablehlo.all_reduce"(%1969) ({
    ^bb0(%_r287a: tensor<f32>, %_r287b: tensor<f32>):
      %_r287c = stablehlo.add %_r287a, %_r287b : tensor<f32>
      "stablehlo.return"(%_r287c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2443 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2444 = stablehlo.divide %2442, %2443 : tensor<192xf32>
    %2445 = "stablehlo.all_reduce"(%1961) ({
    ^bb0(%_r288a: tensor<f32>, %_r288b: tensor<f32>):
      %_r288c = stablehlo.add %_r288a, %_r288b : tensor<f32>
      "stablehlo.return"(%_r288c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2446 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2447 = stablehlo.divide %2445, %2446 : tensor<192xf32>
    %2448 = "stablehlo.all_reduce"(%1963) ({
    ^bb0(%_r289a: tensor<f32>, %_r289b: tensor<f32>):
      %_r289c = stablehlo.add %_r289a, %_r289b : tensor<f32>
      "stablehlo.return"(%_r289c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2449 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2450 = stablehlo.divide %2448, %2449 : tensor<192xf32>
    %2451 = "stablehlo.all_reduce"(%1940) ({
    ^bb0(%_r290a: tensor<f32>, %_r290b: tensor<f32>):
      %_r290c = stablehlo.add %_r290a, %_r290b : tensor<f32>
      "stablehlo.return"(%_r290c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192x768xf32>) -> tensor<192x768xf32>
    %2452 = stablehlo.constant dense<8.0> : tensor<192x768xf32>
    %2453 = stablehlo.divide %2451, %2452 : tensor<192x768xf32>
    %2454 = "stablehlo.all_reduce"(%1942) ({
    ^bb0(%_r291a: tensor<f32>, %_r291b: tensor<f32>):
      %_r291c = stablehlo.add %_r291a, %_r291b : tensor<f32>
      "stablehlo.return"(%_r291c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<768xf32>) -> tensor<768xf32>
    %2455 = stablehlo.constant dense<8.0> : tensor<768xf32>
    %2456 = stablehlo.divide %2454, %2455 : tensor<768xf32>
    %2457 = "stablehlo.all_reduce"(%1926) ({
    ^bb0(%_r292a: tensor<f32>, %_r292b: tensor<f32>):
      %_r292c = stablehlo.add %_r292a, %_r292b : tensor<f32>
      "stablehlo.return"(%_r292c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<768x192xf32>) -> tensor<768x192xf32>
    %2458 = stablehlo.constant dense<8.0> : tensor<768x192xf32>
    %2459 = stablehlo.divide %2457, %2458 : tensor<768x192xf32>
    %2460 = "stablehlo.all_reduce"(%1928) ({
    ^bb0(%_r293a: tensor<f32>, %_r293b: tensor<f32>):
      %_r293c = stablehlo.add %_r293a, %_r293b : tensor<f32>
      "stablehlo.return"(%_r293c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2461 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2462 = stablehlo.divide %2460, %2461 : tensor<192xf32>
    %2463 = "stablehlo.all_reduce"(%1919) ({
    ^bb0(%_r294a: tensor<f32>, %_r294b: tensor<f32>):
      %_r294c = stablehlo.add %_r294a, %_r294b : tensor<f32>
      "stablehlo.return"(%_r294c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2464 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2465 = stablehlo.divide %2463, %2464 : tensor<192xf32>
    %2466 = "stablehlo.all_reduce"(%1921) ({
    ^bb0(%_r295a: tensor<f32>, %_r295b: tensor<f32>):
      %_r295c = stablehlo.add %_r295a, %_r295b : tensor<f32>
      "stablehlo.return"(%_r295c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2467 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2468 = stablehlo.divide %2466, %2467 : tensor<192xf32>
    %2469 = "stablehlo.all_reduce"(%1898) ({
    ^bb0(%_r296a: tensor<f32>, %_r296b: tensor<f32>):
      %_r296c = stablehlo.add %_r296a, %_r296b : tensor<f32>
      "stablehlo.return"(%_r296c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192x576xf32>) -> tensor<192x576xf32>
    %2470 = stablehlo.constant dense<8.0> : tensor<192x576xf32>
    %2471 = stablehlo.divide %2469, %2470 : tensor<192x576xf32>
    %2472 = "stablehlo.all_reduce"(%1900) ({
    ^bb0(%_r297a: tensor<f32>, %_r297b: tensor<f32>):
      %_r297c = stablehlo.add %_r297a, %_r297b : tensor<f32>
      "stablehlo.return"(%_r297c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<576xf32>) -> tensor<576xf32>
    %2473 = stablehlo.constant dense<8.0> : tensor<576xf32>
    %2474 = stablehlo.divide %2472, %2473 : tensor<576xf32>
    %2475 = "stablehlo.all_reduce"(%1874) ({
    ^bb0(%_r298a: tensor<f32>, %_r298b: tensor<f32>):
      %_r298c = stablehlo.add %_r298a, %_r298b : tensor<f32>
      "stablehlo.return"(%_r298c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %2476 = stablehlo.constant dense<8.0> : tensor<192x192xf32>
    %2477 = stablehlo.divide %2475, %2476 : tensor<192x192xf32>
    %2478 = "stablehlo.all_reduce"(%1876) ({
    ^bb0(%_r299a: tensor<f32>, %_r299b: tensor<f32>):
      %_r299c = stablehlo.add %_r299a, %_r299b : tensor<f32>
      "stablehlo.return"(%_r299c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2479 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2480 = stablehlo.divide %2478, %2479 : tensor<192xf32>
    %2481 = "stablehlo.all_reduce"(%1868) ({
    ^bb0(%_r300a: tensor<f32>, %_r300b: tensor<f32>):
      %_r300c = stablehlo.add %_r300a, %_r300b : tensor<f32>
      "stablehlo.return"(%_r300c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2482 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2483 = stablehlo.divide %2481, %2482 : tensor<192xf32>
    %2484 = "stablehlo.all_reduce"(%1870) ({
    ^bb0(%_r301a: tensor<f32>, %_r301b: tensor<f32>):
      %_r301c = stablehlo.add %_r301a, %_r301b : tensor<f32>
      "stablehlo.return"(%_r301c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2485 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2486 = stablehlo.divide %2484, %2485 : tensor<192xf32>
    %2487 = "stablehlo.all_reduce"(%1847) ({
    ^bb0(%_r302a: tensor<f32>, %_r302b: tensor<f32>):
      %_r302c = stablehlo.add %_r302a, %_r302b : tensor<f32>
      "stablehlo.return"(%_r302c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192x768xf32>) -> tensor<192x768xf32>
    %2488 = stablehlo.constant dense<8.0> : tensor<192x768xf32>
    %2489 = stablehlo.divide %2487, %2488 : tensor<192x768xf32>
    %2490 = "stablehlo.all_reduce"(%1849) ({
    ^bb0(%_r303a: tensor<f32>, %_r303b: tensor<f32>):
      %_r303c = stablehlo.add %_r303a, %_r303b : tensor<f32>
      "stablehlo.return"(%_r303c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<768xf32>) -> tensor<768xf32>
    %2491 = stablehlo.constant dense<8.0> : tensor<768xf32>
    %2492 = stablehlo.divide %2490, %2491 : tensor<768xf32>
    %2493 = "stablehlo.all_reduce"(%1833) ({
    ^bb0(%_r304a: tensor<f32>, %_r304b: tensor<f32>):
      %_r304c = stablehlo.add %_r304a, %_r304b : tensor<f32>
      "stablehlo.return"(%_r304c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<768x192xf32>) -> tensor<768x192xf32>
    %2494 = stablehlo.constant dense<8.0> : tensor<768x192xf32>
    %2495 = stablehlo.divide %2493, %2494 : tensor<768x192xf32>
    %2496 = "stablehlo.all_reduce"(%1835) ({
    ^bb0(%_r305a: tensor<f32>, %_r305b: tensor<f32>):
      %_r305c = stablehlo.add %_r305a, %_r305b : tensor<f32>
      "stablehlo.return"(%_r305c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2497 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2498 = stablehlo.divide %2496, %2497 : tensor<192xf32>
    %2499 = "stablehlo.all_reduce"(%1826) ({
    ^bb0(%_r306a: tensor<f32>, %_r306b: tensor<f32>):
      %_r306c = stablehlo.add %_r306a, %_r306b : tensor<f32>
      "stablehlo.return"(%_r306c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2500 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2501 = stablehlo.divide %2499, %2500 : tensor<192xf32>
    %2502 = "stablehlo.all_reduce"(%1828) ({
    ^bb0(%_r307a: tensor<f32>, %_r307b: tensor<f32>):
      %_r307c = stablehlo.add %_r307a, %_r307b : tensor<f32>
      "stablehlo.return"(%_r307c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2503 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2504 = stablehlo.divide %2502, %2503 : tensor<192xf32>
    %2505 = "stablehlo.all_reduce"(%1805) ({
    ^bb0(%_r308a: tensor<f32>, %_r308b: tensor<f32>):
      %_r308c = stablehlo.add %_r308a, %_r308b : tensor<f32>
      "stablehlo.return"(%_r308c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192x576xf32>) -> tensor<192x576xf32>
    %2506 = stablehlo.constant dense<8.0> : tensor<192x576xf32>
    %2507 = stablehlo.divide %2505, %2506 : tensor<192x576xf32>
    %2508 = "stablehlo.all_reduce"(%1807) ({
    ^bb0(%_r309a: tensor<f32>, %_r309b: tensor<f32>):
      %_r309c = stablehlo.add %_r309a, %_r309b : tensor<f32>
      "stablehlo.return"(%_r309c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<576xf32>) -> tensor<576xf32>
    %2509 = stablehlo.constant dense<8.0> : tensor<576xf32>
    %2510 = stablehlo.divide %2508, %2509 : tensor<576xf32>
    %2511 = "stablehlo.all_reduce"(%1781) ({
    ^bb0(%_r310a: tensor<f32>, %_r310b: tensor<f32>):
      %_r310c = stablehlo.add %_r310a, %_r310b : tensor<f32>
      "stablehlo.return"(%_r310c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %2512 = stablehlo.constant dense<8.0> : tensor<192x192xf32>
    %2513 = stablehlo.divide %2511, %2512 : tensor<192x192xf32>
    %2514 = "stablehlo.all_reduce"(%1783) ({
    ^bb0(%_r311a: tensor<f32>, %_r311b: tensor<f32>):
      %_r311c = stablehlo.add %_r311a, %_r311b : tensor<f32>
      "stablehlo.return"(%_r311c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2515 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2516 = stablehlo.divide %2514, %2515 : tensor<192xf32>
    %2517 = "stablehlo.all_reduce"(%1775) ({
    ^bb0(%_r312a: tensor<f32>, %_r312b: tensor<f32>):
      %_r312c = stablehlo.add %_r312a, %_r312b : tensor<f32>
      "stablehlo.return"(%_r312c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2518 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2519 = stablehlo.divide %2517, %2518 : tensor<192xf32>
    %2520 = "stablehlo.all_reduce"(%1777) ({
    ^bb0(%_r313a: tensor<f32>, %_r313b: tensor<f32>):
      %_r313c = stablehlo.add %_r313a, %_r313b : tensor<f32>
      "stablehlo.return"(%_r313c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2521 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2522 = stablehlo.divide %2520, %2521 : tensor<192xf32>
    %2523 = "stablehlo.all_reduce"(%1754) ({
    ^bb0(%_r314a: tensor<f32>, %_r314b: tensor<f32>):
      %_r314c = stablehlo.add %_r314a, %_r314b : tensor<f32>
      "stablehlo.return"(%_r314c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192x768xf32>) -> tensor<192x768xf32>
    %2524 = stablehlo.constant dense<8.0> : tensor<192x768xf32>
    %2525 = stablehlo.divide %2523, %2524 : tensor<192x768xf32>
    %2526 = "stablehlo.all_reduce"(%1756) ({
    ^bb0(%_r315a: tensor<f32>, %_r315b: tensor<f32>):
      %_r315c = stablehlo.add %_r315a, %_r315b : tensor<f32>
      "stablehlo.return"(%_r315c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<768xf32>) -> tensor<768xf32>
    %2527 = stablehlo.constant dense<8.0> : tensor<768xf32>
    %2528 = stablehlo.divide %2526, %2527 : tensor<768xf32>
    %2529 = "stablehlo.all_reduce"(%1740) ({
    ^bb0(%_r316a: tensor<f32>, %_r316b: tensor<f32>):
      %_r316c = stablehlo.add %_r316a, %_r316b : tensor<f32>
      "stablehlo.return"(%_r316c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<768x192xf32>) -> tensor<768x192xf32>
    %2530 = stablehlo.constant dense<8.0> : tensor<768x192xf32>
    %2531 = stablehlo.divide %2529, %2530 : tensor<768x192xf32>
    %2532 = "stablehlo.all_reduce"(%1742) ({
    ^bb0(%_r317a: tensor<f32>, %_r317b: tensor<f32>):
      %_r317c = stablehlo.add %_r317a, %_r317b : tensor<f32>
      "stablehlo.return"(%_r317c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2533 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2534 = stablehlo.divide %2532, %2533 : tensor<192xf32>
    %2535 = "stablehlo.all_reduce"(%1733) ({
    ^bb0(%_r318a: tensor<f32>, %_r318b: tensor<f32>):
      %_r318c = stablehlo.add %_r318a, %_r318b : tensor<f32>
      "stablehlo.return"(%_r318c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2536 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2537 = stablehlo.divide %2535, %2536 : tensor<192xf32>
    %2538 = "stablehlo.all_reduce"(%1735) ({
    ^bb0(%_r319a: tensor<f32>, %_r319b: tensor<f32>):
      %_r319c = stablehlo.add %_r319a, %_r319b : tensor<f32>
      "stablehlo.return"(%_r319c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2539 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2540 = stablehlo.divide %2538, %2539 : tensor<192xf32>
    %2541 = "stablehlo.all_reduce"(%1712) ({
    ^bb0(%_r320a: tensor<f32>, %_r320b: tensor<f32>):
      %_r320c = stablehlo.add %_r320a, %_r320b : tensor<f32>
      "stablehlo.return"(%_r320c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192x576xf32>) -> tensor<192x576xf32>
    %2542 = stablehlo.constant dense<8.0> : tensor<192x576xf32>
    %2543 = stablehlo.divide %2541, %2542 : tensor<192x576xf32>
    %2544 = "stablehlo.all_reduce"(%1714) ({
    ^bb0(%_r321a: tensor<f32>, %_r321b: tensor<f32>):
      %_r321c = stablehlo.add %_r321a, %_r321b : tensor<f32>
      "stablehlo.return"(%_r321c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<576xf32>) -> tensor<576xf32>
    %2545 = stablehlo.constant dense<8.0> : tensor<576xf32>
    %2546 = stablehlo.divide %2544, %2545 : tensor<576xf32>
    %2547 = "stablehlo.all_reduce"(%1688) ({
    ^bb0(%_r322a: tensor<f32>, %_r322b: tensor<f32>):
      %_r322c = stablehlo.add %_r322a, %_r322b : tensor<f32>
      "stablehlo.return"(%_r322c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %2548 = stablehlo.constant dense<8.0> : tensor<192x192xf32>
    %2549 = stablehlo.divide %2547, %2548 : tensor<192x192xf32>
    %2550 = "stablehlo.all_reduce"(%1690) ({
    ^bb0(%_r323a: tensor<f32>, %_r323b: tensor<f32>):
      %_r323c = stablehlo.add %_r323a, %_r323b : tensor<f32>
      "stablehlo.return"(%_r323c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2551 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2552 = stablehlo.divide %2550, %2551 : tensor<192xf32>
    %2553 = "stablehlo.all_reduce"(%1682) ({
    ^bb0(%_r324a: tensor<f32>, %_r324b: tensor<f32>):
      %_r324c = stablehlo.add %_r324a, %_r324b : tensor<f32>
      "stablehlo.return"(%_r324c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2554 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2555 = stablehlo.divide %2553, %2554 : tensor<192xf32>
    %2556 = "stablehlo.all_reduce"(%1684) ({
    ^bb0(%_r325a: tensor<f32>, %_r325b: tensor<f32>):
      %_r325c = stablehlo.add %_r325a, %_r325b : tensor<f32>
      "stablehlo.return"(%_r325c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2557 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2558 = stablehlo.divide %2556, %2557 : tensor<192xf32>
    %2559 = "stablehlo.all_reduce"(%1661) ({
    ^bb0(%_r326a: tensor<f32>, %_r326b: tensor<f32>):
      %_r326c = stablehlo.add %_r326a, %_r326b : tensor<f32>
      "stablehlo.return"(%_r326c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192x768xf32>) -> tensor<192x768xf32>
    %2560 = stablehlo.constant dense<8.0> : tensor<192x768xf32>
    %2561 = stablehlo.divide %2559, %2560 : tensor<192x768xf32>
    %2562 = "stablehlo.all_reduce"(%1663) ({
    ^bb0(%_r327a: tensor<f32>, %_r327b: tensor<f32>):
      %_r327c = stablehlo.add %_r327a, %_r327b : tensor<f32>
      "stablehlo.return"(%_r327c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<768xf32>) -> tensor<768xf32>
    %2563 = stablehlo.constant dense<8.0> : tensor<768xf32>
    %2564 = stablehlo.divide %2562, %2563 : tensor<768xf32>
    %2565 = "stablehlo.all_reduce"(%1647) ({
    ^bb0(%_r328a: tensor<f32>, %_r328b: tensor<f32>):
      %_r328c = stablehlo.add %_r328a, %_r328b : tensor<f32>
      "stablehlo.return"(%_r328c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<768x192xf32>) -> tensor<768x192xf32>
    %2566 = stablehlo.constant dense<8.0> : tensor<768x192xf32>
    %2567 = stablehlo.divide %2565, %2566 : tensor<768x192xf32>
    %2568 = "stablehlo.all_reduce"(%1649) ({
    ^bb0(%_r329a: tensor<f32>, %_r329b: tensor<f32>):
      %_r329c = stablehlo.add %_r329a, %_r329b : tensor<f32>
      "stablehlo.return"(%_r329c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2569 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2570 = stablehlo.divide %2568, %2569 : tensor<192xf32>
    %2571 = "stablehlo.all_reduce"(%1640) ({
    ^bb0(%_r330a: tensor<f32>, %_r330b: tensor<f32>):
      %_r330c = stablehlo.add %_r330a, %_r330b : tensor<f32>
      "stablehlo.return"(%_r330c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2572 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2573 = stablehlo.divide %2571, %2572 : tensor<192xf32>
    %2574 = "stablehlo.all_reduce"(%1642) ({
    ^bb0(%_r331a: tensor<f32>, %_r331b: tensor<f32>):
      %_r331c = stablehlo.add %_r331a, %_r331b : tensor<f32>
      "stablehlo.return"(%_r331c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2575 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2576 = stablehlo.divide %2574, %2575 : tensor<192xf32>
    %2577 = "stablehlo.all_reduce"(%1619) ({
    ^bb0(%_r332a: tensor<f32>, %_r332b: tensor<f32>):
      %_r332c = stablehlo.add %_r332a, %_r332b : tensor<f32>
      "stablehlo.return"(%_r332c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192x576xf32>) -> tensor<192x576xf32>
    %2578 = stablehlo.constant dense<8.0> : tensor<192x576xf32>
    %2579 = stablehlo.divide %2577, %2578 : tensor<192x576xf32>
    %2580 = "stablehlo.all_reduce"(%1621) ({
    ^bb0(%_r333a: tensor<f32>, %_r333b: tensor<f32>):
      %_r333c = stablehlo.add %_r333a, %_r333b : tensor<f32>
      "stablehlo.return"(%_r333c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<576xf32>) -> tensor<576xf32>
    %2581 = stablehlo.constant dense<8.0> : tensor<576xf32>
    %2582 = stablehlo.divide %2580, %2581 : tensor<576xf32>
    %2583 = "stablehlo.all_reduce"(%1595) ({
    ^bb0(%_r334a: tensor<f32>, %_r334b: tensor<f32>):
      %_r334c = stablehlo.add %_r334a, %_r334b : tensor<f32>
      "stablehlo.return"(%_r334c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %2584 = stablehlo.constant dense<8.0> : tensor<192x192xf32>
    %2585 = stablehlo.divide %2583, %2584 : tensor<192x192xf32>
    %2586 = "stablehlo.all_reduce"(%1597) ({
    ^bb0(%_r335a: tensor<f32>, %_r335b: tensor<f32>):
      %_r335c = stablehlo.add %_r335a, %_r335b : tensor<f32>
      "stablehlo.return"(%_r335c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2587 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2588 = stablehlo.divide %2586, %2587 : tensor<192xf32>
    %2589 = "stablehlo.all_reduce"(%1589) ({
    ^bb0(%_r336a: tensor<f32>, %_r336b: tensor<f32>):
      %_r336c = stablehlo.add %_r336a, %_r336b : tensor<f32>
      "stablehlo.return"(%_r336c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2590 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2591 = stablehlo.divide %2589, %2590 : tensor<192xf32>
    %2592 = "stablehlo.all_reduce"(%1591) ({
    ^bb0(%_r337a: tensor<f32>, %_r337b: tensor<f32>):
      %_r337c = stablehlo.add %_r337a, %_r337b : tensor<f32>
      "stablehlo.return"(%_r337c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2593 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2594 = stablehlo.divide %2592, %2593 : tensor<192xf32>
    %2595 = "stablehlo.all_reduce"(%1568) ({
    ^bb0(%_r338a: tensor<f32>, %_r338b: tensor<f32>):
      %_r338c = stablehlo.add %_r338a, %_r338b : tensor<f32>
      "stablehlo.return"(%_r338c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192x768xf32>) -> tensor<192x768xf32>
    %2596 = stablehlo.constant dense<8.0> : tensor<192x768xf32>
    %2597 = stablehlo.divide %2595, %2596 : tensor<192x768xf32>
    %2598 = "stablehlo.all_reduce"(%1570) ({
    ^bb0(%_r339a: tensor<f32>, %_r339b: tensor<f32>):
      %_r339c = stablehlo.add %_r339a, %_r339b : tensor<f32>
      "stablehlo.return"(%_r339c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<768xf32>) -> tensor<768xf32>
    %2599 = stablehlo.constant dense<8.0> : tensor<768xf32>
    %2600 = stablehlo.divide %2598, %2599 : tensor<768xf32>
    %2601 = "stablehlo.all_reduce"(%1554) ({
    ^bb0(%_r340a: tensor<f32>, %_r340b: tensor<f32>):
      %_r340c = stablehlo.add %_r340a, %_r340b : tensor<f32>
      "stablehlo.return"(%_r340c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<768x192xf32>) -> tensor<768x192xf32>
    %2602 = stablehlo.constant dense<8.0> : tensor<768x192xf32>
    %2603 = stablehlo.divide %2601, %2602 : tensor<768x192xf32>
    %2604 = "stablehlo.all_reduce"(%1556) ({
    ^bb0(%_r341a: tensor<f32>, %_r341b: tensor<f32>):
      %_r341c = stablehlo.add %_r341a, %_r341b : tensor<f32>
      "stablehlo.return"(%_r341c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2605 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2606 = stablehlo.divide %2604, %2605 : tensor<192xf32>
    %2607 = "stablehlo.all_reduce"(%1547) ({
    ^bb0(%_r342a: tensor<f32>, %_r342b: tensor<f32>):
      %_r342c = stablehlo.add %_r342a, %_r342b : tensor<f32>
      "stablehlo.return"(%_r342c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2608 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2609 = stablehlo.divide %2607, %2608 : tensor<192xf32>
    %2610 = "stablehlo.all_reduce"(%1549) ({
    ^bb0(%_r343a: tensor<f32>, %_r343b: tensor<f32>):
      %_r343c = stablehlo.add %_r343a, %_r343b : tensor<f32>
      "stablehlo.return"(%_r343c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2611 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2612 = stablehlo.divide %2610, %2611 : tensor<192xf32>
    %2613 = "stablehlo.all_reduce"(%1526) ({
    ^bb0(%_r344a: tensor<f32>, %_r344b: tensor<f32>):
      %_r344c = stablehlo.add %_r344a, %_r344b : tensor<f32>
      "stablehlo.return"(%_r344c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192x576xf32>) -> tensor<192x576xf32>
    %2614 = stablehlo.constant dense<8.0> : tensor<192x576xf32>
    %2615 = stablehlo.divide %2613, %2614 : tensor<192x576xf32>
    %2616 = "stablehlo.all_reduce"(%1528) ({
    ^bb0(%_r345a: tensor<f32>, %_r345b: tensor<f32>):
      %_r345c = stablehlo.add %_r345a, %_r345b : tensor<f32>
      "stablehlo.return"(%_r345c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<576xf32>) -> tensor<576xf32>
    %2617 = stablehlo.constant dense<8.0> : tensor<576xf32>
    %2618 = stablehlo.divide %2616, %2617 : tensor<576xf32>
    %2619 = "stablehlo.all_reduce"(%1502) ({
    ^bb0(%_r346a: tensor<f32>, %_r346b: tensor<f32>):
      %_r346c = stablehlo.add %_r346a, %_r346b : tensor<f32>
      "stablehlo.return"(%_r346c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %2620 = stablehlo.constant dense<8.0> : tensor<192x192xf32>
    %2621 = stablehlo.divide %2619, %2620 : tensor<192x192xf32>
    %2622 = "stablehlo.all_reduce"(%1504) ({
    ^bb0(%_r347a: tensor<f32>, %_r347b: tensor<f32>):
      %_r347c = stablehlo.add %_r347a, %_r347b : tensor<f32>
      "stablehlo.return"(%_r347c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2623 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2624 = stablehlo.divide %2622, %2623 : tensor<192xf32>
    %2625 = "stablehlo.all_reduce"(%1496) ({
    ^bb0(%_r348a: tensor<f32>, %_r348b: tensor<f32>):
      %_r348c = stablehlo.add %_r348a, %_r348b : tensor<f32>
      "stablehlo.return"(%_r348c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2626 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2627 = stablehlo.divide %2625, %2626 : tensor<192xf32>
    %2628 = "stablehlo.all_reduce"(%1498) ({
    ^bb0(%_r349a: tensor<f32>, %_r349b: tensor<f32>):
      %_r349c = stablehlo.add %_r349a, %_r349b : tensor<f32>
      "stablehlo.return"(%_r349c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2629 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2630 = stablehlo.divide %2628, %2629 : tensor<192xf32>
    %2631 = "stablehlo.all_reduce"(%1475) ({
    ^bb0(%_r350a: tensor<f32>, %_r350b: tensor<f32>):
      %_r350c = stablehlo.add %_r350a, %_r350b : tensor<f32>
      "stablehlo.return"(%_r350c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192x768xf32>) -> tensor<192x768xf32>
    %2632 = stablehlo.constant dense<8.0> : tensor<192x768xf32>
    %2633 = stablehlo.divide %2631, %2632 : tensor<192x768xf32>
    %2634 = "stablehlo.all_reduce"(%1477) ({
    ^bb0(%_r351a: tensor<f32>, %_r351b: tensor<f32>):
      %_r351c = stablehlo.add %_r351a, %_r351b : tensor<f32>
      "stablehlo.return"(%_r351c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<768xf32>) -> tensor<768xf32>
    %2635 = stablehlo.constant dense<8.0> : tensor<768xf32>
    %2636 = stablehlo.divide %2634, %2635 : tensor<768xf32>
    %2637 = "stablehlo.all_reduce"(%1461) ({
    ^bb0(%_r352a: tensor<f32>, %_r352b: tensor<f32>):
      %_r352c = stablehlo.add %_r352a, %_r352b : tensor<f32>
      "stablehlo.return"(%_r352c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<768x192xf32>) -> tensor<768x192xf32>
    %2638 = stablehlo.constant dense<8.0> : tensor<768x192xf32>
    %2639 = stablehlo.divide %2637, %2638 : tensor<768x192xf32>
    %2640 = "stablehlo.all_reduce"(%1463) ({
    ^bb0(%_r353a: tensor<f32>, %_r353b: tensor<f32>):
      %_r353c = stablehlo.add %_r353a, %_r353b : tensor<f32>
      "stablehlo.return"(%_r353c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2641 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2642 = stablehlo.divide %2640, %2641 : tensor<192xf32>
    %2643 = "stablehlo.all_reduce"(%1454) ({
    ^bb0(%_r354a: tensor<f32>, %_r354b: tensor<f32>):
      %_r354c = stablehlo.add %_r354a, %_r354b : tensor<f32>
      "stablehlo.return"(%_r354c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2644 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2645 = stablehlo.divide %2643, %2644 : tensor<192xf32>
    %2646 = "stablehlo.all_reduce"(%1456) ({
    ^bb0(%_r355a: tensor<f32>, %_r355b: tensor<f32>):
      %_r355c = stablehlo.add %_r355a, %_r355b : tensor<f32>
      "stablehlo.return"(%_r355c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2647 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2648 = stablehlo.divide %2646, %2647 : tensor<192xf32>
    %2649 = "stablehlo.all_reduce"(%1433) ({
    ^bb0(%_r356a: tensor<f32>, %_r356b: tensor<f32>):
      %_r356c = stablehlo.add %_r356a, %_r356b : tensor<f32>
      "stablehlo.return"(%_r356c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192x576xf32>) -> tensor<192x576xf32>
    %2650 = stablehlo.constant dense<8.0> : tensor<192x576xf32>
    %2651 = stablehlo.divide %2649, %2650 : tensor<192x576xf32>
    %2652 = "stablehlo.all_reduce"(%1435) ({
    ^bb0(%_r357a: tensor<f32>, %_r357b: tensor<f32>):
      %_r357c = stablehlo.add %_r357a, %_r357b : tensor<f32>
      "stablehlo.return"(%_r357c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<576xf32>) -> tensor<576xf32>
    %2653 = stablehlo.constant dense<8.0> : tensor<576xf32>
    %2654 = stablehlo.divide %2652, %2653 : tensor<576xf32>
    %2655 = "stablehlo.all_reduce"(%1409) ({
    ^bb0(%_r358a: tensor<f32>, %_r358b: tensor<f32>):
      %_r358c = stablehlo.add %_r358a, %_r358b : tensor<f32>
      "stablehlo.return"(%_r358c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %2656 = stablehlo.constant dense<8.0> : tensor<192x192xf32>
    %2657 = stablehlo.divide %2655, %2656 : tensor<192x192xf32>
    %2658 = "stablehlo.all_reduce"(%1411) ({
    ^bb0(%_r359a: tensor<f32>, %_r359b: tensor<f32>):
      %_r359c = stablehlo.add %_r359a, %_r359b : tensor<f32>
      "stablehlo.return"(%_r359c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2659 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2660 = stablehlo.divide %2658, %2659 : tensor<192xf32>
    %2661 = "stablehlo.all_reduce"(%1403) ({
    ^bb0(%_r360a: tensor<f32>, %_r360b: tensor<f32>):
      %_r360c = stablehlo.add %_r360a, %_r360b : tensor<f32>
      "stablehlo.return"(%_r360c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2662 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2663 = stablehlo.divide %2661, %2662 : tensor<192xf32>
    %2664 = "stablehlo.all_reduce"(%1405) ({
    ^bb0(%_r361a: tensor<f32>, %_r361b: tensor<f32>):
      %_r361c = stablehlo.add %_r361a, %_r361b : tensor<f32>
      "stablehlo.return"(%_r361c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2665 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2666 = stablehlo.divide %2664, %2665 : tensor<192xf32>
    %2667 = "stablehlo.all_reduce"(%1382) ({
    ^bb0(%_r362a: tensor<f32>, %_r362b: tensor<f32>):
      %_r362c = stablehlo.add %_r362a, %_r362b : tensor<f32>
      "stablehlo.return"(%_r362c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192x768xf32>) -> tensor<192x768xf32>
    %2668 = stablehlo.constant dense<8.0> : tensor<192x768xf32>
    %2669 = stablehlo.divide %2667, %2668 : tensor<192x768xf32>
    %2670 = "stablehlo.all_reduce"(%1384) ({
    ^bb0(%_r363a: tensor<f32>, %_r363b: tensor<f32>):
      %_r363c = stablehlo.add %_r363a, %_r363b : tensor<f32>
      "stablehlo.return"(%_r363c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<768xf32>) -> tensor<768xf32>
    %2671 = stablehlo.constant dense<8.0> : tensor<768xf32>
    %2672 = stablehlo.divide %2670, %2671 : tensor<768xf32>
    %2673 = "stablehlo.all_reduce"(%1368) ({
    ^bb0(%_r364a: tensor<f32>, %_r364b: tensor<f32>):
      %_r364c = stablehlo.add %_r364a, %_r364b : tensor<f32>
      "stablehlo.return"(%_r364c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<768x192xf32>) -> tensor<768x192xf32>
    %2674 = stablehlo.constant dense<8.0> : tensor<768x192xf32>
    %2675 = stablehlo.divide %2673, %2674 : tensor<768x192xf32>
    %2676 = "stablehlo.all_reduce"(%1370) ({
    ^bb0(%_r365a: tensor<f32>, %_r365b: tensor<f32>):
      %_r365c = stablehlo.add %_r365a, %_r365b : tensor<f32>
      "stablehlo.return"(%_r365c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2677 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2678 = stablehlo.divide %2676, %2677 : tensor<192xf32>
    %2679 = "stablehlo.all_reduce"(%1361) ({
    ^bb0(%_r366a: tensor<f32>, %_r366b: tensor<f32>):
      %_r366c = stablehlo.add %_r366a, %_r366b : tensor<f32>
      "stablehlo.return"(%_r366c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2680 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2681 = stablehlo.divide %2679, %2680 : tensor<192xf32>
    %2682 = "stablehlo.all_reduce"(%1363) ({
    ^bb0(%_r367a: tensor<f32>, %_r367b: tensor<f32>):
      %_r367c = stablehlo.add %_r367a, %_r367b : tensor<f32>
      "stablehlo.return"(%_r367c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2683 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2684 = stablehlo.divide %2682, %2683 : tensor<192xf32>
    %2685 = "stablehlo.all_reduce"(%1340) ({
    ^bb0(%_r368a: tensor<f32>, %_r368b: tensor<f32>):
      %_r368c = stablehlo.add %_r368a, %_r368b : tensor<f32>
      "stablehlo.return"(%_r368c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192x576xf32>) -> tensor<192x576xf32>
    %2686 = stablehlo.constant dense<8.0> : tensor<192x576xf32>
    %2687 = stablehlo.divide %2685, %2686 : tensor<192x576xf32>
    %2688 = "stablehlo.all_reduce"(%1342) ({
    ^bb0(%_r369a: tensor<f32>, %_r369b: tensor<f32>):
      %_r369c = stablehlo.add %_r369a, %_r369b : tensor<f32>
      "stablehlo.return"(%_r369c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<576xf32>) -> tensor<576xf32>
    %2689 = stablehlo.constant dense<8.0> : tensor<576xf32>
    %2690 = stablehlo.divide %2688, %2689 : tensor<576xf32>
    %2691 = "stablehlo.all_reduce"(%1316) ({
    ^bb0(%_r370a: tensor<f32>, %_r370b: tensor<f32>):
      %_r370c = stablehlo.add %_r370a, %_r370b : tensor<f32>
      "stablehlo.return"(%_r370c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %2692 = stablehlo.constant dense<8.0> : tensor<192x192xf32>
    %2693 = stablehlo.divide %2691, %2692 : tensor<192x192xf32>
    %2694 = "stablehlo.all_reduce"(%1318) ({
    ^bb0(%_r371a: tensor<f32>, %_r371b: tensor<f32>):
      %_r371c = stablehlo.add %_r371a, %_r371b : tensor<f32>
      "stablehlo.return"(%_r371c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2695 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2696 = stablehlo.divide %2694, %2695 : tensor<192xf32>
    %2697 = "stablehlo.all_reduce"(%1310) ({
    ^bb0(%_r372a: tensor<f32>, %_r372b: tensor<f32>):
      %_r372c = stablehlo.add %_r372a, %_r372b : tensor<f32>
      "stablehlo.return"(%_r372c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2698 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2699 = stablehlo.divide %2697, %2698 : tensor<192xf32>
    %2700 = "stablehlo.all_reduce"(%1312) ({
    ^bb0(%_r373a: tensor<f32>, %_r373b: tensor<f32>):
      %_r373c = stablehlo.add %_r373a, %_r373b : tensor<f32>
      "stablehlo.return"(%_r373c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2701 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2702 = stablehlo.divide %2700, %2701 : tensor<192xf32>
    %2703 = "stablehlo.all_reduce"(%1289) ({
    ^bb0(%_r374a: tensor<f32>, %_r374b: tensor<f32>):
      %_r374c = stablehlo.add %_r374a, %_r374b : tensor<f32>
      "stablehlo.return"(%_r374c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192x768xf32>) -> tensor<192x768xf32>
    %2704 = stablehlo.constant dense<8.0> : tensor<192x768xf32>
    %2705 = stablehlo.divide %2703, %2704 : tensor<192x768xf32>
    %2706 = "stablehlo.all_reduce"(%1291) ({
    ^bb0(%_r375a: tensor<f32>, %_r375b: tensor<f32>):
      %_r375c = stablehlo.add %_r375a, %_r375b : tensor<f32>
      "stablehlo.return"(%_r375c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<768xf32>) -> tensor<768xf32>
    %2707 = stablehlo.constant dense<8.0> : tensor<768xf32>
    %2708 = stablehlo.divide %2706, %2707 : tensor<768xf32>
    %2709 = "stablehlo.all_reduce"(%1275) ({
    ^bb0(%_r376a: tensor<f32>, %_r376b: tensor<f32>):
      %_r376c = stablehlo.add %_r376a, %_r376b : tensor<f32>
      "stablehlo.return"(%_r376c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<768x192xf32>) -> tensor<768x192xf32>
    %2710 = stablehlo.constant dense<8.0> : tensor<768x192xf32>
    %2711 = stablehlo.divide %2709, %2710 : tensor<768x192xf32>
    %2712 = "stablehlo.all_reduce"(%1277) ({
    ^bb0(%_r377a: tensor<f32>, %_r377b: tensor<f32>):
      %_r377c = stablehlo.add %_r377a, %_r377b : tensor<f32>
      "stablehlo.return"(%_r377c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2713 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2714 = stablehlo.divide %2712, %2713 : tensor<192xf32>
    %2715 = "stablehlo.all_reduce"(%1268) ({
    ^bb0(%_r378a: tensor<f32>, %_r378b: tensor<f32>):
      %_r378c = stablehlo.add %_r378a, %_r378b : tensor<f32>
      "stablehlo.return"(%_r378c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2716 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2717 = stablehlo.divide %2715, %2716 : tensor<192xf32>
    %2718 = "stablehlo.all_reduce"(%1270) ({
    ^bb0(%_r379a: tensor<f32>, %_r379b: tensor<f32>):
      %_r379c = stablehlo.add %_r379a, %_r379b : tensor<f32>
      "stablehlo.return"(%_r379c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2719 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2720 = stablehlo.divide %2718, %2719 : tensor<192xf32>
    %2721 = "stablehlo.all_reduce"(%1247) ({
    ^bb0(%_r380a: tensor<f32>, %_r380b: tensor<f32>):
      %_r380c = stablehlo.add %_r380a, %_r380b : tensor<f32>
      "stablehlo.return"(%_r380c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192x576xf32>) -> tensor<192x576xf32>
    %2722 = stablehlo.constant dense<8.0> : tensor<192x576xf32>
    %2723 = stablehlo.divide %2721, %2722 : tensor<192x576xf32>
    %2724 = "stablehlo.all_reduce"(%1249) ({
    ^bb0(%_r381a: tensor<f32>, %_r381b: tensor<f32>):
      %_r381c = stablehlo.add %_r381a, %_r381b : tensor<f32>
      "stablehlo.return"(%_r381c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<576xf32>) -> tensor<576xf32>
    %2725 = stablehlo.constant dense<8.0> : tensor<576xf32>
    %2726 = stablehlo.divide %2724, %2725 : tensor<576xf32>
    %2727 = "stablehlo.all_reduce"(%1223) ({
    ^bb0(%_r382a: tensor<f32>, %_r382b: tensor<f32>):
      %_r382c = stablehlo.add %_r382a, %_r382b : tensor<f32>
      "stablehlo.return"(%_r382c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %2728 = stablehlo.constant dense<8.0> : tensor<192x192xf32>
    %2729 = stablehlo.divide %2727, %2728 : tensor<192x192xf32>
    %2730 = "stablehlo.all_reduce"(%1225) ({
    ^bb0(%_r383a: tensor<f32>, %_r383b: tensor<f32>):
      %_r383c = stablehlo.add %_r383a, %_r383b : tensor<f32>
      "stablehlo.return"(%_r383c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2731 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2732 = stablehlo.divide %2730, %2731 : tensor<192xf32>
    %2733 = "stablehlo.all_reduce"(%1217) ({
    ^bb0(%_r384a: tensor<f32>, %_r384b: tensor<f32>):
      %_r384c = stablehlo.add %_r384a, %_r384b : tensor<f32>
      "stablehlo.return"(%_r384c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2734 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2735 = stablehlo.divide %2733, %2734 : tensor<192xf32>
    %2736 = "stablehlo.all_reduce"(%1219) ({
    ^bb0(%_r385a: tensor<f32>, %_r385b: tensor<f32>):
      %_r385c = stablehlo.add %_r385a, %_r385b : tensor<f32>
      "stablehlo.return"(%_r385c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2737 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2738 = stablehlo.divide %2736, %2737 : tensor<192xf32>
    %2739 = "stablehlo.all_reduce"(%1196) ({
    ^bb0(%_r386a: tensor<f32>, %_r386b: tensor<f32>):
      %_r386c = stablehlo.add %_r386a, %_r386b : tensor<f32>
      "stablehlo.return"(%_r386c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192x768xf32>) -> tensor<192x768xf32>
    %2740 = stablehlo.constant dense<8.0> : tensor<192x768xf32>
    %2741 = stablehlo.divide %2739, %2740 : tensor<192x768xf32>
    %2742 = "stablehlo.all_reduce"(%1198) ({
    ^bb0(%_r387a: tensor<f32>, %_r387b: tensor<f32>):
      %_r387c = stablehlo.add %_r387a, %_r387b : tensor<f32>
      "stablehlo.return"(%_r387c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<768xf32>) -> tensor<768xf32>
    %2743 = stablehlo.constant dense<8.0> : tensor<768xf32>
    %2744 = stablehlo.divide %2742, %2743 : tensor<768xf32>
    %2745 = "stablehlo.all_reduce"(%1182) ({
    ^bb0(%_r388a: tensor<f32>, %_r388b: tensor<f32>):
      %_r388c = stablehlo.add %_r388a, %_r388b : tensor<f32>
      "stablehlo.return"(%_r388c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<768x192xf32>) -> tensor<768x192xf32>
    %2746 = stablehlo.constant dense<8.0> : tensor<768x192xf32>
    %2747 = stablehlo.divide %2745, %2746 : tensor<768x192xf32>
    %2748 = "stablehlo.all_reduce"(%1184) ({
    ^bb0(%_r389a: tensor<f32>, %_r389b: tensor<f32>):
      %_r389c = stablehlo.add %_r389a, %_r389b : tensor<f32>
      "stablehlo.return"(%_r389c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2749 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2750 = stablehlo.divide %2748, %2749 : tensor<192xf32>
    %2751 = "stablehlo.all_reduce"(%1173) ({
    ^bb0(%_r390a: tensor<f32>, %_r390b: tensor<f32>):
      %_r390c = stablehlo.add %_r390a, %_r390b : tensor<f32>
      "stablehlo.return"(%_r390c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2752 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2753 = stablehlo.divide %2751, %2752 : tensor<192xf32>
    %2754 = "stablehlo.all_reduce"(%1175) ({
    ^bb0(%_r391a: tensor<f32>, %_r391b: tensor<f32>):
      %_r391c = stablehlo.add %_r391a, %_r391b : tensor<f32>
      "stablehlo.return"(%_r391c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2755 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2756 = stablehlo.divide %2754, %2755 : tensor<192xf32>
    %2757 = "stablehlo.all_reduce"(%1152) ({
    ^bb0(%_r392a: tensor<f32>, %_r392b: tensor<f32>):
      %_r392c = stablehlo.add %_r392a, %_r392b : tensor<f32>
      "stablehlo.return"(%_r392c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192x1000xf32>) -> tensor<192x1000xf32>
    %2758 = stablehlo.constant dense<8.0> : tensor<192x1000xf32>
    %2759 = stablehlo.divide %2757, %2758 : tensor<192x1000xf32>
    %2760 = "stablehlo.all_reduce"(%1154) ({
    ^bb0(%_r393a: tensor<f32>, %_r393b: tensor<f32>):
      %_r393c = stablehlo.add %_r393a, %_r393b : tensor<f32>
      "stablehlo.return"(%_r393c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<1000xf32>) -> tensor<1000xf32>
    %2761 = stablehlo.constant dense<8.0> : tensor<1000xf32>
    %2762 = stablehlo.divide %2760, %2761 : tensor<1000xf32>
    %2763 = "stablehlo.all_reduce"(%1142) ({
    ^bb0(%_r394a: tensor<f32>, %_r394b: tensor<f32>):
      %_r394c = stablehlo.add %_r394a, %_r394b : tensor<f32>
      "stablehlo.return"(%_r394c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<f32>) -> tensor<f32>
    %2764 = stablehlo.constant dense<8.0> : tensor<f32>
    %2765 = stablehlo.divide %2763, %2764 : tensor<f32>
    // ── optimizer ──
    %2766 = stablehlo.multiply %2309, %2309 : tensor<16x16x3x192xf32>
    %2767 = stablehlo.constant dense<0.0> : tensor<f32>
    %2768 = "stablehlo.reduce"(%2766, %2767) ({
    ^bb0(%_r395a: tensor<f32>, %_r395b: tensor<f32>):
      %_r395c = stablehlo.add %_r395a, %_r395b : tensor<f32>
      "stablehlo.return"(%_r395c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<16x16x3x192xf32>, tensor<f32>) -> tensor<16x16x3xf32>
    %2769 = stablehlo.constant dense<0.0> : tensor<f32>
    %2770 = "stablehlo.reduce"(%2768, %2769) ({
    ^bb0(%_r396a: tensor<f32>, %_r396b: tensor<f32>):
      %_r396c = stablehlo.add %_r396a, %_r396b : tensor<f32>
      "stablehlo.return"(%_r396c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<16x16x3xf32>, tensor<f32>) -> tensor<f32>
    %2771 = stablehlo.multiply %2312, %2312 : tensor<192xf32>
    %2772 = stablehlo.constant dense<0.0> : tensor<f32>
    %2773 = "stablehlo.reduce"(%2771, %2772) ({
    ^bb0(%_r397a: tensor<f32>, %_r397b: tensor<f32>):
      %_r397c = stablehlo.add %_r397a, %_r397b : tensor<f32>
      "stablehlo.return"(%_r397c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2774 = stablehlo.add %2770, %2773 : tensor<f32>
    %2775 = stablehlo.multiply %2315, %2315 : tensor<1x1x192xf32>
    %2776 = stablehlo.constant dense<0.0> : tensor<f32>
    %2777 = "stablehlo.reduce"(%2775, %2776) ({
    ^bb0(%_r398a: tensor<f32>, %_r398b: tensor<f32>):
      %_r398c = stablehlo.add %_r398a, %_r398b : tensor<f32>
      "stablehlo.return"(%_r398c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x1x192xf32>, tensor<f32>) -> tensor<1x1xf32>
    %2778 = stablehlo.constant dense<0.0> : tensor<f32>
    %2779 = "stablehlo.reduce"(%2777, %2778) ({
    ^bb0(%_r399a: tensor<f32>, %_r399b: tensor<f32>):
      %_r399c = stablehlo.add %_r399a, %_r399b : tensor<f32>
      "stablehlo.return"(%_r399c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<1x1xf32>, tensor<f32>) -> tensor<f32>
    %2780 = stablehlo.add %2774, %2779 : tensor<f32>
    %2781 = stablehlo.multiply %2318, %2318 : tensor<1x197x192xf32>
    %2782 = stablehlo.constant dense<0.0> : tensor<f32>
    %2783 = "stablehlo.reduce"(%2781, %2782) ({
    ^bb0(%_r400a: tensor<f32>, %_r400b: tensor<f32>):
      %_r400c = stablehlo.add %_r400a, %_r400b : tensor<f32>
      "stablehlo.return"(%_r400c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x197x192xf32>, tensor<f32>) -> tensor<1x197xf32>
    %2784 = stablehlo.constant dense<0.0> : tensor<f32>
    %2785 = "stablehlo.reduce"(%2783, %2784) ({
    ^bb0(%_r401a: tensor<f32>, %_r401b: tensor<f32>):
      %_r401c = stablehlo.add %_r401a, %_r401b : tensor<f32>
      "stablehlo.return"(%_r401c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<1x197xf32>, tensor<f32>) -> tensor<f32>
    %2786 = stablehlo.add %2780, %2785 : tensor<f32>
    %2787 = stablehlo.multiply %2321, %2321 : tensor<192xf32>
    %2788 = stablehlo.constant dense<0.0> : tensor<f32>
    %2789 = "stablehlo.reduce"(%2787, %2788) ({
    ^bb0(%_r402a: tensor<f32>, %_r402b: tensor<f32>):
      %_r402c = stablehlo.add %_r402a, %_r402b : tensor<f32>
      "stablehlo.return"(%_r402c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2790 = stablehlo.add %2786, %2789 : tensor<f32>
    %2791 = stablehlo.multiply %2324, %2324 : tensor<192xf32>
    %2792 = stablehlo.constant dense<0.0> : tensor<f32>
    %2793 = "stablehlo.reduce"(%2791, %2792) ({
    ^bb0(%_r403a: tensor<f32>, %_r403b: tensor<f32>):
      %_r403c = stablehlo.add %_r403a, %_r403b : tensor<f32>
      "stablehlo.return"(%_r403c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2794 = stablehlo.add %2790, %2793 : tensor<f32>
    %2795 = stablehlo.multiply %2327, %2327 : tensor<192x576xf32>
    %2796 = stablehlo.constant dense<0.0> : tensor<f32>
    %2797 = "stablehlo.reduce"(%2795, %2796) ({
    ^bb0(%_r404a: tensor<f32>, %_r404b: tensor<f32>):
      %_r404c = stablehlo.add %_r404a, %_r404b : tensor<f32>
      "stablehlo.return"(%_r404c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<192x576xf32>, tensor<f32>) -> tensor<192xf32>
    %2798 = stablehlo.constant dense<0.0> : tensor<f32>
    %2799 = "stablehlo.reduce"(%2797, %2798) ({
    ^bb0(%_r405a: tensor<f32>, %_r405b: tensor<f32>):
      %_r405c = stablehlo.add %_r405a, %_r405b : tensor<f32>
      "stablehlo.return"(%_r405c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2800 = stablehlo.add %2794, %2799 : tensor<f32>
    %2801 = stablehlo.multiply %2330, %2330 : tensor<576xf32>
    %2802 = stablehlo.constant dense<0.0> : tensor<f32>
    %2803 = "stablehlo.reduce"(%2801, %2802) ({
    ^bb0(%_r406a: tensor<f32>, %_r406b: tensor<f32>):
      %_r406c = stablehlo.add %_r406a, %_r406b : tensor<f32>
      "stablehlo.return"(%_r406c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<576xf32>, tensor<f32>) -> tensor<f32>
    %2804 = stablehlo.add %2800, %2803 : tensor<f32>
    %2805 = stablehlo.multiply %2333, %2333 : tensor<192x192xf32>
    %2806 = stablehlo.constant dense<0.0> : tensor<f32>
    %2807 = "stablehlo.reduce"(%2805, %2806) ({
    ^bb0(%_r407a: tensor<f32>, %_r407b: tensor<f32>):
      %_r407c = stablehlo.add %_r407a, %_r407b : tensor<f32>
      "stablehlo.return"(%_r407c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<192x192xf32>, tensor<f32>) -> tensor<192xf32>
    %2808 = stablehlo.constant dense<0.0> : tensor<f32>
    %2809 = "stablehlo.reduce"(%2807, %2808) ({
    ^bb0(%_r408a: tensor<f32>, %_r408b: tensor<f32>):
      %_r408c = stablehlo.add %_r408a, %_r408b : tensor<f32>
      "stablehlo.return"(%_r408c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2810 = stablehlo.add %2804, %2809 : tensor<f32>
    %2811 = stablehlo.multiply %2336, %2336 : tensor<192xf32>
    %2812 = stablehlo.constant dense<0.0> : tensor<f32>
    %2813 = "stablehlo.reduce"(%2811, %2812) ({
    ^bb0(%_r409a: tensor<f32>, %_r409b: tensor<f32>):
      %_r409c = stablehlo.add %_r409a, %_r409b : tensor<f32>
      "stablehlo.return"(%_r409c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2814 = stablehlo.add %2810, %2813 : tensor<f32>
    %2815 = stablehlo.multiply %2339, %2339 : tensor<192xf32>
    %2816 = stablehlo.constant dense<0.0> : tensor<f32>
    %2817 = "stablehlo.reduce"(%2815, %2816) ({
    ^bb0(%_r410a: tensor<f32>, %_r410b: tensor<f32>):
      %_r410c = stablehlo.add %_r410a, %_r410b : tensor<f32>
      "stablehlo.return"(%_r410c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2818 = stablehlo.add %2814, %2817 : tensor<f32>
    %2819 = stablehlo.multiply %2342, %2342 : tensor<192xf32>
    %2820 = stablehlo.constant dense<0.0> : tensor<f32>
    %2821 = "stablehlo.reduce"(%2819, %2820) ({
    ^bb0(%_r411a: tensor<f32>, %_r411b: tensor<f32>):
      %_r411c = stablehlo.add %_r411a, %_r411b : tensor<f32>
      "stablehlo.return"(%_r411c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2822 = stablehlo.add %2818, %2821 : tensor<f32>
    %2823 = stablehlo.multiply %2345, %2345 : tensor<192x768xf32>
    %2824 = stablehlo.constant dense<0.0> : tensor<f32>
    %2825 = "stablehlo.reduce"(%2823, %2824) ({
    ^bb0(%_r412a: tensor<f32>, %_r412b: tensor<f32>):
      %_r412c = stablehlo.add %_r412a, %_r412b : tensor<f32>
      "stablehlo.return"(%_r412c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<192x768xf32>, tensor<f32>) -> tensor<192xf32>
    %2826 = stablehlo.constant dense<0.0> : tensor<f32>
    %2827 = "stablehlo.reduce"(%2825, %2826) ({
    ^bb0(%_r413a: tensor<f32>, %_r413b: tensor<f32>):
      %_r413c = stablehlo.add %_r413a, %_r413b : tensor<f32>
      "stablehlo.return"(%_r413c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2828 = stablehlo.add %2822, %2827 : tensor<f32>
    %2829 = stablehlo.multiply %2348, %2348 : tensor<768xf32>
    %2830 = stablehlo.constant dense<0.0> : tensor<f32>
    %2831 = "stablehlo.reduce"(%2829, %2830) ({
    ^bb0(%_r414a: tensor<f32>, %_r414b: tensor<f32>):
      %_r414c = stablehlo.add %_r414a, %_r414b : tensor<f32>
      "stablehlo.return"(%_r414c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2832 = stablehlo.add %2828, %2831 : tensor<f32>
    %2833 = stablehlo.multiply %2351, %2351 : tensor<768x192xf32>
    %2834 = stablehlo.constant dense<0.0> : tensor<f32>
    %2835 = "stablehlo.reduce"(%2833, %2834) ({
    ^bb0(%_r415a: tensor<f32>, %_r415b: tensor<f32>):
      %_r415c = stablehlo.add %_r415a, %_r415b : tensor<f32>
      "stablehlo.return"(%_r415c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<768x192xf32>, tensor<f32>) -> tensor<768xf32>
    %2836 = stablehlo.constant dense<0.0> : tensor<f32>
    %2837 = "stablehlo.reduce"(%2835, %2836) ({
    ^bb0(%_r416a: tensor<f32>, %_r416b: tensor<f32>):
      %_r416c = stablehlo.add %_r416a, %_r416b : tensor<f32>
      "stablehlo.return"(%_r416c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2838 = stablehlo.add %2832, %2837 : tensor<f32>
    %2839 = stablehlo.multiply %2354, %2354 : tensor<192xf32>
    %2840 = stablehlo.constant dense<0.0> : tensor<f32>
    %2841 = "stablehlo.reduce"(%2839, %2840) ({
    ^bb0(%_r417a: tensor<f32>, %_r417b: tensor<f32>):
      %_r417c = stablehlo.add %_r417a, %_r417b : tensor<f32>
      "stablehlo.return"(%_r417c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2842 = stablehlo.add %2838, %2841 : tensor<f32>
    %2843 = stablehlo.multiply %2357, %2357 : tensor<192xf32>
    %2844 = stablehlo.constant dense<0.0> : tensor<f32>
    %2845 = "stablehlo.reduce"(%2843, %2844) ({
    ^bb0(%_r418a: tensor<f32>, %_r418b: tensor<f32>):
      %_r418c = stablehlo.add %_r418a, %_r418b : tensor<f32>
      "stablehlo.return"(%_r418c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2846 = stablehlo.add %2842, %2845 : tensor<f32>
    %2847 = stablehlo.multiply %2360, %2360 : tensor<192xf32>
    %2848 = stablehlo.constant dense<0.0> : tensor<f32>
    %2849 = "stablehlo.reduce"(%2847, %2848) ({
    ^bb0(%_r419a: tensor<f32>, %_r419b: tensor<f32>):
      %_r419c = stablehlo.add %_r419a, %_r419b : tensor<f32>
      "stablehlo.return"(%_r419c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2850 = stablehlo.add %2846, %2849 : tensor<f32>
    %2851 = stablehlo.multiply %2363, %2363 : tensor<192x576xf32>
    %2852 = stablehlo.constant dense<0.0> : tensor<f32>
    %2853 = "stablehlo.reduce"(%2851, %2852) ({
    ^bb0(%_r420a: tensor<f32>, %_r420b: tensor<f32>):
      %_r420c = stablehlo.add %_r420a, %_r420b : tensor<f32>
      "stablehlo.return"(%_r420c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<192x576xf32>, tensor<f32>) -> tensor<192xf32>
    %2854 = stablehlo.constant dense<0.0> : tensor<f32>
    %2855 = "stablehlo.reduce"(%2853, %2854) ({
    ^bb0(%_r421a: tensor<f32>, %_r421b: tensor<f32>):
      %_r421c = stablehlo.add %_r421a, %_r421b : tensor<f32>
      "stablehlo.return"(%_r421c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2856 = stablehlo.add %2850, %2855 : tensor<f32>
    %2857 = stablehlo.multiply %2366, %2366 : tensor<576xf32>
    %2858 = stablehlo.constant dense<0.0> : tensor<f32>
    %2859 = "stablehlo.reduce"(%2857, %2858) ({
    ^bb0(%_r422a: tensor<f32>, %_r422b: tensor<f32>):
      %_r422c = stablehlo.add %_r422a, %_r422b : tensor<f32>
      "stablehlo.return"(%_r422c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<576xf32>, tensor<f32>) -> tensor<f32>
    %2860 = stablehlo.add %2856, %2859 : tensor<f32>
    %2861 = stablehlo.multiply %2369, %2369 : tensor<192x192xf32>
    %2862 = stablehlo.constant dense<0.0> : tensor<f32>
    %2863 = "stablehlo.reduce"(%2861, %2862) ({
    ^bb0(%_r423a: tensor<f32>, %_r423b: tensor<f32>):
      %_r423c = stablehlo.add %_r423a, %_r423b : tensor<f32>
      "stablehlo.return"(%_r423c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<192x192xf32>, tensor<f32>) -> tensor<192xf32>
    %2864 = stablehlo.constant dense<0.0> : tensor<f32>
    %2865 = "stablehlo.reduce"(%2863, %2864) ({
    ^bb0(%_r424a: tensor<f32>, %_r424b: tensor<f32>):
      %_r424c = stablehlo.add %_r424a, %_r424b : tensor<f32>
      "stablehlo.return"(%_r424c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2866 = stablehlo.add %2860, %2865 : tensor<f32>
    %2867 = stablehlo.multiply %2372, %2372 : tensor<192xf32>
    %2868 = stablehlo.constant dense<0.0> : tensor<f32>
    %2869 = "stablehlo.reduce"(%2867, %2868) ({
    ^bb0(%_r425a: tensor<f32>, %_r425b: tensor<f32>):
      %_r425c = stablehlo.add %_r425a, %_r425b : tensor<f32>
      "stablehlo.return"(%_r425c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2870 = stablehlo.add %2866, %2869 : tensor<f32>
    %2871 = stablehlo.multiply %2375, %2375 : tensor<192xf32>
    %2872 = stablehlo.constant dense<0.0> : tensor<f32>
    %2873 = "stablehlo.reduce"(%2871, %2872) ({
    ^bb0(%_r426a: tensor<f32>, %_r426b: tensor<f32>):
      %_r426c = stablehlo.add %_r426a, %_r426b : tensor<f32>
      "stablehlo.return"(%_r426c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2874 = stablehlo.add %2870, %2873 : tensor<f32>
    %2875 = stablehlo.multiply %2378, %2378 : tensor<192xf32>
    %2876 = stablehlo.constant dense<0.0> : tensor<f32>
    %2877 = "stablehlo.reduce"(%2875, %2876) ({
    ^bb0(%_r427a: tensor<f32>, %_r427b: tensor<f32>):
      %_r427c = stablehlo.add %_r427a, %_r427b : tensor<f32>
      "stablehlo.return"(%_r427c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2878 = stablehlo.add %2874, %2877 : tensor<f32>
    %2879 = stablehlo.multiply %2381, %2381 : tensor<192x768xf32>
    %2880 = stablehlo.constant dense<0.0> : tensor<f32>
    %2881 = "stablehlo.reduce"(%2879, %2880) ({
    ^bb0(%_r428a: tensor<f32>, %_r428b: tensor<f32>):
      %_r428c = stablehlo.add %_r428a, %_r428b : tensor<f32>
      "stablehlo.return"(%_r428c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<192x768xf32>, tensor<f32>) -> tensor<192xf32>
    %2882 = stablehlo.constant dense<0.0> : tensor<f32>
    %2883 = "stablehlo.reduce"(%2881, %2882) ({
    ^bb0(%_r429a: tensor<f32>, %_r429b: tensor<f32>):
      %_r429c = stablehlo.add %_r429a, %_r429b : tensor<f32>
      "stablehlo.return"(%_r429c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2884 = stablehlo.add %2878, %2883 : tensor<f32>
    %2885 = stablehlo.multiply %2384, %2384 : tensor<768xf32>
    %2886 = stablehlo.constant dense<0.0> : tensor<f32>
    %2887 = "stablehlo.reduce"(%2885, %2886) ({
    ^bb0(%_r430a: tensor<f32>, %_r430b: tensor<f32>):
      %_r430c = stablehlo.add %_r430a, %_r430b : tensor<f32>
      "stablehlo.return"(%_r430c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2888 = stablehlo.add %2884, %2887 : tensor<f32>
    %2889 = stablehlo.multiply %2387, %2387 : tensor<768x192xf32>
    %2890 = stablehlo.constant dense<0.0> : tensor<f32>
    %2891 = "stablehlo.reduce"(%2889, %2890) ({
    ^bb0(%_r431a: tensor<f32>, %_r431b: tensor<f32>):
      %_r431c = stablehlo.add %_r431a, %_r431b : tensor<f32>
      "stablehlo.return"(%_r431c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<768x192xf32>, tensor<f32>) -> tensor<768xf32>
    %2892 = stablehlo.constant dense<0.0> : tensor<f32>
    %2893 = "stablehlo.reduce"(%2891, %2892) ({
    ^bb0(%_r432a: tensor<f32>, %_r432b: tensor<f32>):
      %_r432c = stablehlo.add %_r432a, %_r432b : tensor<f32>
      "stablehlo.return"(%_r432c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2894 = stablehlo.add %2888, %2893 : tensor<f32>
    %2895 = stablehlo.multiply %2390, %2390 : tensor<192xf32>
    %2896 = stablehlo.constant dense<0.0> : tensor<f32>
    %2897 = "stablehlo.reduce"(%2895, %2896) ({
    ^bb0(%_r433a: tensor<f32>, %_r433b: tensor<f32>):
      %_r433c = stablehlo.add %_r433a, %_r433b : tensor<f32>
      "stablehlo.return"(%_r433c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2898 = stablehlo.add %2894, %2897 : tensor<f32>
    %2899 = stablehlo.multiply %2393, %2393 : tensor<192xf32>
    %2900 = stablehlo.constant dense<0.0> : tensor<f32>
    %2901 = "stablehlo.reduce"(%2899, %2900) ({
    ^bb0(%_r434a: tensor<f32>, %_r434b: tensor<f32>):
      %_r434c = stablehlo.add %_r434a, %_r434b : tensor<f32>
      "stablehlo.return"(%_r434c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2902 = stablehlo.add %2898, %2901 : tensor<f32>
    %2903 = stablehlo.multiply %2396, %2396 : tensor<192xf32>
    %2904 = stablehlo.constant dense<0.0> : tensor<f32>
    %2905 = "stablehlo.reduce"(%2903, %2904) ({
    ^bb0(%_r435a: tensor<f32>, %_r435b: tensor<f32>):
      %_r435c = stablehlo.add %_r435a, %_r435b : tensor<f32>
      "stablehlo.return"(%_r435c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2906 = stablehlo.add %2902, %2905 : tensor<f32>
    %2907 = stablehlo.multiply %2399, %2399 : tensor<192x576xf32>
    %2908 = stablehlo.constant dense<0.0> : tensor<f32>
    %2909 = "stablehlo.reduce"(%2907, %2908) ({
    ^bb0(%_r436a: tensor<f32>, %_r436b: tensor<f32>):
      %_r436c = stablehlo.add %_r436a, %_r436b : tensor<f32>
      "stablehlo.return"(%_r436c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<192x576xf32>, tensor<f32>) -> tensor<192xf32>
    %2910 = stablehlo.constant dense<0.0> : tensor<f32>
    %2911 = "stablehlo.reduce"(%2909, %2910) ({
    ^bb0(%_r437a: tensor<f32>, %_r437b: tensor<f32>):
      %_r437c = stablehlo.add %_r437a, %_r437b : tensor<f32>
      "stablehlo.return"(%_r437c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2912 = stablehlo.add %2906, %2911 : tensor<f32>
    %2913 = stablehlo.multiply %2402, %2402 : tensor<576xf32>
    %2914 = stablehlo.constant dense<0.0> : tensor<f32>
    %2915 = "stablehlo.reduce"(%2913, %2914) ({
    ^bb0(%_r438a: tensor<f32>, %_r438b: tensor<f32>):
      %_r438c = stablehlo.add %_r438a, %_r438b : tensor<f32>
      "stablehlo.return"(%_r438c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<576xf32>, tensor<f32>) -> tensor<f32>
    %2916 = stablehlo.add %2912, %2915 : tensor<f32>
    %2917 = stablehlo.multiply %2405, %2405 : tensor<192x192xf32>
    %2918 = stablehlo.constant dense<0.0> : tensor<f32>
    %2919 = "stablehlo.reduce"(%2917, %2918) ({
    ^bb0(%_r439a: tensor<f32>, %_r439b: tensor<f32>):
      %_r439c = stablehlo.add %_r439a, %_r439b : tensor<f32>
      "stablehlo.return"(%_r439c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<192x192xf32>, tensor<f32>) -> tensor<192xf32>
    %2920 = stablehlo.constant dense<0.0> : tensor<f32>
    %2921 = "stablehlo.reduce"(%2919, %2920) ({
    ^bb0(%_r440a: tensor<f32>, %_r440b: tensor<f32>):
      %_r440c = stablehlo.add %_r440a, %_r440b : tensor<f32>
      "stablehlo.return"(%_r440c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2922 = stablehlo.add %2916, %2921 : tensor<f32>
    %2923 = stablehlo.multiply %2408, %2408 : tensor<192xf32>
    %2924 = stablehlo.constant dense<0.0> : tensor<f32>
    %2925 = "stablehlo.reduce"(%2923, %2924) ({
    ^bb0(%_r441a: tensor<f32>, %_r441b: tensor<f32>):
      %_r441c = stablehlo.add %_r441a, %_r441b : tensor<f32>
      "stablehlo.return"(%_r441c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2926 = stablehlo.add %2922, %2925 : tensor<f32>
    %2927 = stablehlo.multiply %2411, %2411 : tensor<192xf32>
    %2928 = stablehlo.constant dense<0.0> : tensor<f32>
    %2929 = "stablehlo.reduce"(%2927, %2928) ({
    ^bb0(%_r442a: tensor<f32>, %_r442b: tensor<f32>):
      %_r442c = stablehlo.add %_r442a, %_r442b : tensor<f32>
      "stablehlo.return"(%_r442c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2930 = stablehlo.add %2926, %2929 : tensor<f32>
    %2931 = stablehlo.multiply %2414, %2414 : tensor<192xf32>
    %2932 = stablehlo.constant dense<0.0> : tensor<f32>
    %2933 = "stablehlo.reduce"(%2931, %2932) ({
    ^bb0(%_r443a: tensor<f32>, %_r443b: tensor<f32>):
      %_r443c = stablehlo.add %_r443a, %_r443b : tensor<f32>
      "stablehlo.return"(%_r443c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2934 = stablehlo.add %2930, %2933 : tensor<f32>
    %2935 = stablehlo.multiply %2417, %2417 : tensor<192x768xf32>
    %2936 = stablehlo.constant dense<0.0> : tensor<f32>
    %2937 = "stablehlo.reduce"(%2935, %2936) ({
    ^bb0(%_r444a: tensor<f32>, %_r444b: tensor<f32>):
      %_r444c = stablehlo.add %_r444a, %_r444b : tensor<f32>
      "stablehlo.return"(%_r444c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<192x768xf32>, tensor<f32>) -> tensor<192xf32>
    %2938 = stablehlo.constant dense<0.0> : tensor<f32>
    %2939 = "stablehlo.reduce"(%2937, %2938) ({
    ^bb0(%_r445a: tensor<f32>, %_r445b: tensor<f32>):
      %_r445c = stablehlo.add %_r445a, %_r445b : tensor<f32>
      "stablehlo.return"(%_r445c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2940 = stablehlo.add %2934, %2939 : tensor<f32>
    %2941 = stablehlo.multiply %2420, %2420 : tensor<768xf32>
    %2942 = stablehlo.constant dense<0.0> : tensor<f32>
    %2943 = "stablehlo.reduce"(%2941, %2942) ({
    ^bb0(%_r446a: tensor<f32>, %_r446b: tensor<f32>):
      %_r446c = stablehlo.add %_r446a, %_r446b : tensor<f32>
      "stablehlo.return"(%_r446c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2944 = stablehlo.add %2940, %2943 : tensor<f32>
    %2945 = stablehlo.multiply %2423, %2423 : tensor<768x192xf32>
    %2946 = stablehlo.constant dense<0.0> : tensor<f32>
    %2947 = "stablehlo.reduce"(%2945, %2946) ({
    ^bb0(%_r447a: tensor<f32>, %_r447b: tensor<f32>):
      %_r447c = stablehlo.add %_r447a, %_r447b : tensor<f32>
      "stablehlo.return"(%_r447c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<768x192xf32>, tensor<f32>) -> tensor<768xf32>
    %2948 = stablehlo.constant dense<0.0> : tensor<f32>
    %2949 = "stablehlo.reduce"(%2947, %2948) ({
    ^bb0(%_r448a: tensor<f32>, %_r448b: tensor<f32>):
      %_r448c = stablehlo.add %_r448a, %_r448b : tensor<f32>
      "stablehlo.return"(%_r448c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2950 = stablehlo.add %2944, %2949 : tensor<f32>
    %2951 = stablehlo.multiply %2426, %2426 : tensor<192xf32>
    %2952 = stablehlo.constant dense<0.0> : tensor<f32>
    %2953 = "stablehlo.reduce"(%2951, %2952) ({
    ^bb0(%_r449a: tensor<f32>, %_r449b: tensor<f32>):
      %_r449c = stablehlo.add %_r449a, %_r449b : tensor<f32>
      "stablehlo.return"(%_r449c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2954 = stablehlo.add %2950, %2953 : tensor<f32>
    %2955 = stablehlo.multiply %2429, %2429 : tensor<192xf32>
    %2956 = stablehlo.constant dense<0.0> : tensor<f32>
    %2957 = "stablehlo.reduce"(%2955, %2956) ({
    ^bb0(%_r450a: tensor<f32>, %_r450b: tensor<f32>):
      %_r450c = stablehlo.add %_r450a, %_r450b : tensor<f32>
      "stablehlo.return"(%_r450c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2958 = stablehlo.add %2954, %2957 : tensor<f32>
    %2959 = stablehlo.multiply %2432, %2432 : tensor<192xf32>
    %2960 = stablehlo.constant dense<0.0> : tensor<f32>
    %2961 = "stablehlo.reduce"(%2959, %2960) ({
    ^bb0(%_r451a: tensor<f32>, %_r451b: tensor<f32>):
      %_r451c = stablehlo.add %_r451a, %_r451b : tensor<f32>
      "stablehlo.return"(%_r451c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2962 = stablehlo.add %2958, %2961 : tensor<f32>
    %2963 = stablehlo.multiply %2435, %2435 : tensor<192x576xf32>
    %2964 = stablehlo.constant dense<0.0> : tensor<f32>
    %2965 = "stablehlo.reduce"(%2963, %2964) ({
    ^bb0(%_r452a: tensor<f32>, %_r452b: tensor<f32>):
      %_r452c = stablehlo.add %_r452a, %_r452b : tensor<f32>
      "stablehlo.return"(%_r452c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<192x576xf32>, tensor<f32>) -> tensor<192xf32>
    %2966 = stablehlo.constant dense<0.0> : tensor<f32>
    %2967 = "stablehlo.reduce"(%2965, %2966) ({
    ^bb0(%_r453a: tensor<f32>, %_r453b: tensor<f32>):
      %_r453c = stablehlo.add %_r453a, %_r453b : tensor<f32>
      "stablehlo.return"(%_r453c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2968 = stablehlo.add %2962, %2967 : tensor<f32>
    %2969 = stablehlo.multiply %2438, %2438 : tensor<576xf32>
    %2970 = stablehlo.constant dense<0.0> : tensor<f32>
    %2971 = "stablehlo.reduce"(%2969, %2970) ({
    ^bb0(%_r454a: tensor<f32>, %_r454b: tensor<f32>):
      %_r454c = stablehlo.add %_r454a, %_r454b : tensor<f32>
      "stablehlo.return"(%_r454c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<576xf32>, tensor<f32>) -> tensor<f32>
    %2972 = stablehlo.add %2968, %2971 : tensor<f32>
    %2973 = stablehlo.multiply %2441, %2441 : tensor<192x192xf32>
    %2974 = stablehlo.constant dense<0.0> : tensor<f32>
    %2975 = "stablehlo.reduce"(%2973, %2974) ({
    ^bb0(%_r455a: tensor<f32>, %_r455b: tensor<f32>):
      %_r455c = stablehlo.add %_r455a, %_r455b : tensor<f32>
      "stablehlo.return"(%_r455c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<192x192xf32>, tensor<f32>) -> tensor<192xf32>
    %2976 = stablehlo.constant dense<0.0> : tensor<f32>
    %2977 = "stablehlo.reduce"(%2975, %2976) ({
    ^bb0(%_r456a: tensor<f32>, %_r456b: tensor<f32>):
      %_r456c = stablehlo.add %_r456a, %_r456b : tensor<f32>
      "stablehlo.return"(%_r456c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2978 = stablehlo.add %2972, %2977 : tensor<f32>
    %2979 = stablehlo.multiply %2444, %2444 : tensor<192xf32>
    %2980 = stablehlo.constant dense<0.0> : tensor<f32>
    %2981 = "stablehlo.reduce"(%2979, %2980) ({
    ^bb0(%_r457a: tensor<f32>, %_r457b: tensor<f32>):
      %_r457c = stablehlo.add %_r457a, %_r457b : tensor<f32>
      "stablehlo.return"(%_r457c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2982 = stablehlo.add %2978, %2981 : tensor<f32>
    %2983 = stablehlo.multiply %2447, %2447 : tensor<192xf32>
    %2984 = stablehlo.constant dense<0.0> : tensor<f32>
    %2985 = "stablehlo.reduce"(%2983, %2984) ({
    ^bb0(%_r458a: tensor<f32>, %_r458b: tensor<f32>):
      %_r458c = stablehlo.add %_r458a, %_r458b : tensor<f32>
      "stablehlo.return"(%_r458c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2986 = stablehlo.add %2982, %2985 : tensor<f32>
    %2987 = stablehlo.multiply %2450, %2450 : tensor<192xf32>
    %2988 = stablehlo.constant dense<0.0> : tensor<f32>
    %2989 = "stablehlo.reduce"(%2987, %2988) ({
    ^bb0(%_r459a: tensor<f32>, %_r459b: tensor<f32>):
      %_r459c = stablehlo.add %_r459a, %_r459b : tensor<f32>
      "stablehlo.return"(%_r459c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2990 = stablehlo.add %2986, %2989 : tensor<f32>
    %2991 = stablehlo.multiply %2453, %2453 : tensor<192x768xf32>
    %2992 = stablehlo.constant dense<0.0> : tensor<f32>
    %2993 = "stablehlo.reduce"(%2991, %2992) ({
    ^bb0(%_r460a: tensor<f32>, %_r460b: tensor<f32>):
      %_r460c = stablehlo.add %_r460a, %_r460b : tensor<f32>
      "stablehlo.return"(%_r460c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<192x768xf32>, tensor<f32>) -> tensor<192xf32>
    %2994 = stablehlo.constant dense<0.0> : tensor<f32>
    %2995 = "stablehlo.reduce"(%2993, %2994) ({
    ^bb0(%_r461a: tensor<f32>, %_r461b: tensor<f32>):
      %_r461c = stablehlo.add %_r461a, %_r461b : tensor<f32>
      "stablehlo.return"(%_r461c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2996 = stablehlo.add %2990, %2995 : tensor<f32>
    %2997 = stablehlo.multiply %2456, %2456 : tensor<768xf32>
    %2998 = stablehlo.constant dense<0.0> : tensor<f32>
    %2999 = "stablehlo.reduce"(%2997, %2998) ({
    ^bb0(%_r462a: tensor<f32>, %_r462b: tensor<f32>):
      %_r462c = stablehlo.add %_r462a, %_r462b : tensor<f32>
      "stablehlo.return"(%_r462c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %3000 = stablehlo.add %2996, %2999 : tensor<f32>
    %3001 = stablehlo.multiply %2459, %2459 : tensor<768x192xf32>
    %3002 = stablehlo.constant dense<0.0> : tensor<f32>
    %3003 = "stablehlo.reduce"(%3001, %3002) ({
    ^bb0(%_r463a: tensor<f32>, %_r463b: tensor<f32>):
      %_r463c = stablehlo.add %_r463a, %_r463b : tensor<f32>
      "stablehlo.return"(%_r463c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<768x192xf32>, tensor<f32>) -> tensor<768xf32>
    %3004 = stablehlo.constant dense<0.0> : tensor<f32>
    %3005 = "stablehlo.reduce"(%3003, %3004) ({
    ^bb0(%_r464a: tensor<f32>, %_r464b: tensor<f32>):
      %_r464c = stablehlo.add %_r464a, %_r464b : tensor<f32>
      "stablehlo.return"(%_r464c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %3006 = stablehlo.add %3000, %3005 : tensor<f32>
    %3007 = stablehlo.multiply %2462, %2462 : tensor<192xf32>
    %3008 = stablehlo.constant dense<0.0> : tensor<f32>
    %3009 = "stablehlo.reduce"(%3007, %3008) ({
    ^bb0(%_r465a: tensor<f32>, %_r465b: tensor<f32>):
      %_r465c = stablehlo.add %_r465a, %_r465b : tensor<f32>
      "stablehlo.return"(%_r465c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3010 = stablehlo.add %3006, %3009 : tensor<f32>
    %3011 = stablehlo.multiply %2465, %2465 : tensor<192xf32>
    %3012 = stablehlo.constant dense<0.0> : tensor<f32>
    %3013 = "stablehlo.reduce"(%3011, %3012) ({
    ^bb0(%_r466a: tensor<f32>, %_r466b: tensor<f32>):
      %_r466c = stablehlo.add %_r466a, %_r466b : tensor<f32>
      "stablehlo.return"(%_r466c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3014 = stablehlo.add %3010, %3013 : tensor<f32>
    %3015 = stablehlo.multiply %2468, %2468 : tensor<192xf32>
    %3016 = stablehlo.constant dense<0.0> : tensor<f32>
    %3017 = "stablehlo.reduce"(%3015, %3016) ({
    ^bb0(%_r467a: tensor<f32>, %_r467b: tensor<f32>):
      %_r467c = stablehlo.add %_r467a, %_r467b : tensor<f32>
      "stablehlo.return"(%_r467c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3018 = stablehlo.add %3014, %3017 : tensor<f32>
    %3019 = stablehlo.multiply %2471, %2471 : tensor<192x576xf32>
    %3020 = stablehlo.constant dense<0.0> : tensor<f32>
    %3021 = "stablehlo.reduce"(%3019, %3020) ({
    ^bb0(%_r468a: tensor<f32>, %_r468b: tensor<f32>):
      %_r468c = stablehlo.add %_r468a, %_r468b : tensor<f32>
      "stablehlo.return"(%_r468c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<192x576xf32>, tensor<f32>) -> tensor<192xf32>
    %3022 = stablehlo.constant dense<0.0> : tensor<f32>
    %3023 = "stablehlo.reduce"(%3021, %3022) ({
    ^bb0(%_r469a: tensor<f32>, %_r469b: tensor<f32>):
      %_r469c = stablehlo.add %_r469a, %_r469b : tensor<f32>
      "stablehlo.return"(%_r469c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3024 = stablehlo.add %3018, %3023 : tensor<f32>
    %3025 = stablehlo.multiply %2474, %2474 : tensor<576xf32>
    %3026 = stablehlo.constant dense<0.0> : tensor<f32>
    %3027 = "stablehlo.reduce"(%3025, %3026) ({
    ^bb0(%_r470a: tensor<f32>, %_r470b: tensor<f32>):
      %_r470c = stablehlo.add %_r470a, %_r470b : tensor<f32>
      "stablehlo.return"(%_r470c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<576xf32>, tensor<f32>) -> tensor<f32>
    %3028 = stablehlo.add %3024, %3027 : tensor<f32>
    %3029 = stablehlo.multiply %2477, %2477 : tensor<192x192xf32>
    %3030 = stablehlo.constant dense<0.0> : tensor<f32>
    %3031 = "stablehlo.reduce"(%3029, %3030) ({
    ^bb0(%_r471a: tensor<f32>, %_r471b: tensor<f32>):
      %_r471c = stablehlo.add %_r471a, %_r471b : tensor<f32>
      "stablehlo.return"(%_r471c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<192x192xf32>, tensor<f32>) -> tensor<192xf32>
    %3032 = stablehlo.constant dense<0.0> : tensor<f32>
    %3033 = "stablehlo.reduce"(%3031, %3032) ({
    ^bb0(%_r472a: tensor<f32>, %_r472b: tensor<f32>):
      %_r472c = stablehlo.add %_r472a, %_r472b : tensor<f32>
      "stablehlo.return"(%_r472c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3034 = stablehlo.add %3028, %3033 : tensor<f32>
    %3035 = stablehlo.multiply %2480, %2480 : tensor<192xf32>
    %3036 = stablehlo.constant dense<0.0> : tensor<f32>
    %3037 = "stablehlo.reduce"(%3035, %3036) ({
    ^bb0(%_r473a: tensor<f32>, %_r473b: tensor<f32>):
      %_r473c = stablehlo.add %_r473a, %_r473b : tensor<f32>
      "stablehlo.return"(%_r473c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3038 = stablehlo.add %3034, %3037 : tensor<f32>
    %3039 = stablehlo.multiply %2483, %2483 : tensor<192xf32>
    %3040 = stablehlo.constant dense<0.0> : tensor<f32>
    %3041 = "stablehlo.reduce"(%3039, %3040) ({
    ^bb0(%_r474a: tensor<f32>, %_r474b: tensor<f32>):
      %_r474c = stablehlo.add %_r474a, %_r474b : tensor<f32>
      "stablehlo.return"(%_r474c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3042 = stablehlo.add %3038, %3041 : tensor<f32>
    %3043 = stablehlo.multiply %2486, %2486 : tensor<192xf32>
    %3044 = stablehlo.constant dense<0.0> : tensor<f32>
    %3045 = "stablehlo.reduce"(%3043, %3044) ({
    ^bb0(%_r475a: tensor<f32>, %_r475b: tensor<f32>):
      %_r475c = stablehlo.add %_r475a, %_r475b : tensor<f32>
      "stablehlo.return"(%_r475c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3046 = stablehlo.add %3042, %3045 : tensor<f32>
    %3047 = stablehlo.multiply %2489, %2489 : tensor<192x768xf32>
    %3048 = stablehlo.constant dense<0.0> : tensor<f32>
    %3049 = "stablehlo.reduce"(%3047, %3048) ({
    ^bb0(%_r476a: tensor<f32>, %_r476b: tensor<f32>):
      %_r476c = stablehlo.add %_r476a, %_r476b : tensor<f32>
      "stablehlo.return"(%_r476c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<192x768xf32>, tensor<f32>) -> tensor<192xf32>
    %3050 = stablehlo.constant dense<0.0> : tensor<f32>
    %3051 = "stablehlo.reduce"(%3049, %3050) ({
    ^bb0(%_r477a: tensor<f32>, %_r477b: tensor<f32>):
      %_r477c = stablehlo.add %_r477a, %_r477b : tensor<f32>
      "stablehlo.return"(%_r477c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3052 = stablehlo.add %3046, %3051 : tensor<f32>
    %3053 = stablehlo.multiply %2492, %2492 : tensor<768xf32>
    %3054 = stablehlo.constant dense<0.0> : tensor<f32>
    %3055 = "stablehlo.reduce"(%3053, %3054) ({
    ^bb0(%_r478a: tensor<f32>, %_r478b: tensor<f32>):
      %_r478c = stablehlo.add %_r478a, %_r478b : tensor<f32>
      "stablehlo.return"(%_r478c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %3056 = stablehlo.add %3052, %3055 : tensor<f32>
    %3057 = stablehlo.multiply %2495, %2495 : tensor<768x192xf32>
    %3058 = stablehlo.constant dense<0.0> : tensor<f32>
    %3059 = "stablehlo.reduce"(%3057, %3058) ({
    ^bb0(%_r479a: tensor<f32>, %_r479b: tensor<f32>):
      %_r479c = stablehlo.add %_r479a, %_r479b : tensor<f32>
      "stablehlo.return"(%_r479c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<768x192xf32>, tensor<f32>) -> tensor<768xf32>
    %3060 = stablehlo.constant dense<0.0> : tensor<f32>
    %3061 = "stablehlo.reduce"(%3059, %3060) ({
    ^bb0(%_r480a: tensor<f32>, %_r480b: tensor<f32>):
      %_r480c = stablehlo.add %_r480a, %_r480b : tensor<f32>
      "stablehlo.return"(%_r480c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %3062 = stablehlo.add %3056, %3061 : tensor<f32>
    %3063 = stablehlo.multiply %2498, %2498 : tensor<192xf32>
    %3064 = stablehlo.constant dense<0.0> : tensor<f32>
    %3065 = "stablehlo.reduce"(%3063, %3064) ({
    ^bb0(%_r481a: tensor<f32>, %_r481b: tensor<f32>):
      %_r481c = stablehlo.add %_r481a, %_r481b : tensor<f32>
      "stablehlo.return"(%_r481c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3066 = stablehlo.add %3062, %3065 : tensor<f32>
    %3067 = stablehlo.multiply %2501, %2501 : tensor<192xf32>
    %3068 = stablehlo.constant dense<0.0> : tensor<f32>
    %3069 = "stablehlo.reduce"(%3067, %3068) ({
    ^bb0(%_r482a: tensor<f32>, %_r482b: tensor<f32>):
      %_r482c = stablehlo.add %_r482a, %_r482b : tensor<f32>
      "stablehlo.return"(%_r482c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3070 = stablehlo.add %3066, %3069 : tensor<f32>
    %3071 = stablehlo.multiply %2504, %2504 : tensor<192xf32>
    %3072 = stablehlo.constant dense<0.0> : tensor<f32>
    %3073 = "stablehlo.reduce"(%3071, %3072) ({
    ^bb0(%_r483a: tensor<f32>, %_r483b: tensor<f32>):
      %_r483c = stablehlo.add %_r483a, %_r483b : tensor<f32>
      "stablehlo.return"(%_r483c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3074 = stablehlo.add %3070, %3073 : tensor<f32>
    %3075 = stablehlo.multiply %2507, %2507 : tensor<192x576xf32>
    %3076 = stablehlo.constant dense<0.0> : tensor<f32>
    %3077 = "stablehlo.reduce"(%3075, %3076) ({
    ^bb0(%_r484a: tensor<f32>, %_r484b: tensor<f32>):
      %_r484c = stablehlo.add %_r484a, %_r484b : tensor<f32>
      "stablehlo.return"(%_r484c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<192x576xf32>, tensor<f32>) -> tensor<192xf32>
    %3078 = stablehlo.constant dense<0.0> : tensor<f32>
    %3079 = "stablehlo.reduce"(%3077, %3078) ({
    ^bb0(%_r485a: tensor<f32>, %_r485b: tensor<f32>):
      %_r485c = stablehlo.add %_r485a, %_r485b : tensor<f32>
      "stablehlo.return"(%_r485c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3080 = stablehlo.add %3074, %3079 : tensor<f32>
    %3081 = stablehlo.multiply %2510, %2510 : tensor<576xf32>
    %3082 = stablehlo.constant dense<0.0> : tensor<f32>
    %3083 = "stablehlo.reduce"(%3081, %3082) ({
    ^bb0(%_r486a: tensor<f32>, %_r486b: tensor<f32>):
      %_r486c = stablehlo.add %_r486a, %_r486b : tensor<f32>
      "stablehlo.return"(%_r486c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<576xf32>, tensor<f32>) -> tensor<f32>
    %3084 = stablehlo.add %3080, %3083 : tensor<f32>
    %3085 = stablehlo.multiply %2513, %2513 : tensor<192x192xf32>
    %3086 = stablehlo.constant dense<0.0> : tensor<f32>
    %3087 = "stablehlo.reduce"(%3085, %3086) ({
    ^bb0(%_r487a: tensor<f32>, %_r487b: tensor<f32>):
      %_r487c = stablehlo.add %_r487a, %_r487b : tensor<f32>
      "stablehlo.return"(%_r487c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<192x192xf32>, tensor<f32>) -> tensor<192xf32>
    %3088 = stablehlo.constant dense<0.0> : tensor<f32>
    %3089 = "stablehlo.reduce"(%3087, %3088) ({
    ^bb0(%_r488a: tensor<f32>, %_r488b: tensor<f32>):
      %_r488c = stablehlo.add %_r488a, %_r488b : tensor<f32>
      "stablehlo.return"(%_r488c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3090 = stablehlo.add %3084, %3089 : tensor<f32>
    %3091 = stablehlo.multiply %2516, %2516 : tensor<192xf32>
    %3092 = stablehlo.constant dense<0.0> : tensor<f32>
    %3093 = "stablehlo.reduce"(%3091, %3092) ({
    ^bb0(%_r489a: tensor<f32>, %_r489b: tensor<f32>):
      %_r489c = stablehlo.add %_r489a, %_r489b : tensor<f32>
      "stablehlo.return"(%_r489c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3094 = stablehlo.add %3090, %3093 : tensor<f32>
    %3095 = stablehlo.multiply %2519, %2519 : tensor<192xf32>
    %3096 = stablehlo.constant dense<0.0> : tensor<f32>
    %3097 = "stablehlo.reduce"(%3095, %3096) ({
    ^bb0(%_r490a: tensor<f32>, %_r490b: tensor<f32>):
      %_r490c = stablehlo.add %_r490a, %_r490b : tensor<f32>
      "stablehlo.return"(%_r490c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3098 = stablehlo.add %3094, %3097 : tensor<f32>
    %3099 = stablehlo.multiply %2522, %2522 : tensor<192xf32>
    %3100 = stablehlo.constant dense<0.0> : tensor<f32>
    %3101 = "stablehlo.reduce"(%3099, %3100) ({
    ^bb0(%_r491a: tensor<f32>, %_r491b: tensor<f32>):
      %_r491c = stablehlo.add %_r491a, %_r491b : tensor<f32>
      "stablehlo.return"(%_r491c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3102 = stablehlo.add %3098, %3101 : tensor<f32>
    %3103 = stablehlo.multiply %2525, %2525 : tensor<192x768xf32>
    %3104 = stablehlo.constant dense<0.0> : tensor<f32>
    %3105 = "stablehlo.reduce"(%3103, %3104) ({
    ^bb0(%_r492a: tensor<f32>, %_r492b: tensor<f32>):
      %_r492c = stablehlo.add %_r492a, %_r492b : tensor<f32>
      "stablehlo.return"(%_r492c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<192x768xf32>, tensor<f32>) -> tensor<192xf32>
    %3106 = stablehlo.constant dense<0.0> : tensor<f32>
    %3107 = "stablehlo.reduce"(%3105, %3106) ({
    ^bb0(%_r493a: tensor<f32>, %_r493b: tensor<f32>):
      %_r493c = stablehlo.add %_r493a, %_r493b : tensor<f32>
      "stablehlo.return"(%_r493c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3108 = stablehlo.add %3102, %3107 : tensor<f32>
    %3109 = stablehlo.multiply %2528, %2528 : tensor<768xf32>
    %3110 = stablehlo.constant dense<0.0> : tensor<f32>
    %3111 = "stablehlo.reduce"(%3109, %3110) ({
    ^bb0(%_r494a: tensor<f32>, %_r494b: tensor<f32>):
      %_r494c = stablehlo.add %_r494a, %_r494b : tensor<f32>
      "stablehlo.return"(%_r494c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %3112 = stablehlo.add %3108, %3111 : tensor<f32>
    %3113 = stablehlo.multiply %2531, %2531 : tensor<768x192xf32>
    %3114 = stablehlo.constant dense<0.0> : tensor<f32>
    %3115 = "stablehlo.reduce"(%3113, %3114) ({
    ^bb0(%_r495a: tensor<f32>, %_r495b: tensor<f32>):
      %_r495c = stablehlo.add %_r495a, %_r495b : tensor<f32>
      "stablehlo.return"(%_r495c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<768x192xf32>, tensor<f32>) -> tensor<768xf32>
    %3116 = stablehlo.constant dense<0.0> : tensor<f32>
    %3117 = "stablehlo.reduce"(%3115, %3116) ({
    ^bb0(%_r496a: tensor<f32>, %_r496b: tensor<f32>):
      %_r496c = stablehlo.add %_r496a, %_r496b : tensor<f32>
      "stablehlo.return"(%_r496c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %3118 = stablehlo.add %3112, %3117 : tensor<f32>
    %3119 = stablehlo.multiply %2534, %2534 : tensor<192xf32>
    %3120 = stablehlo.constant dense<0.0> : tensor<f32>
    %3121 = "stablehlo.reduce"(%3119, %3120) ({
    ^bb0(%_r497a: tensor<f32>, %_r497b: tensor<f32>):
      %_r497c = stablehlo.add %_r497a, %_r497b : tensor<f32>
      "stablehlo.return"(%_r497c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3122 = stablehlo.add %3118, %3121 : tensor<f32>
    %3123 = stablehlo.multiply %2537, %2537 : tensor<192xf32>
    %3124 = stablehlo.constant dense<0.0> : tensor<f32>
    %3125 = "stablehlo.reduce"(%3123, %3124) ({
    ^bb0(%_r498a: tensor<f32>, %_r498b: tensor<f32>):
      %_r498c = stablehlo.add %_r498a, %_r498b : tensor<f32>
      "stablehlo.return"(%_r498c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3126 = stablehlo.add %3122, %3125 : tensor<f32>
    %3127 = stablehlo.multiply %2540, %2540 : tensor<192xf32>
    %3128 = stablehlo.constant dense<0.0> : tensor<f32>
    %3129 = "stablehlo.reduce"(%3127, %3128) ({
    ^bb0(%_r499a: tensor<f32>, %_r499b: tensor<f32>):
      %_r499c = stablehlo.add %_r499a, %_r499b : tensor<f32>
      "stablehlo.return"(%_r499c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3130 = stablehlo.add %3126, %3129 : tensor<f32>
    %3131 = stablehlo.multiply %2543, %2543 : tensor<192x576xf32>
    %3132 = stablehlo.constant dense<0.0> : tensor<f32>
    %3133 = "stablehlo.reduce"(%3131, %3132) ({
    ^bb0(%_r500a: tensor<f32>, %_r500b: tensor<f32>):
      %_r500c = stablehlo.add %_r500a, %_r500b : tensor<f32>
      "stablehlo.return"(%_r500c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<192x576xf32>, tensor<f32>) -> tensor<192xf32>
    %3134 = stablehlo.constant dense<0.0> : tensor<f32>
    %3135 = "stablehlo.reduce"(%3133, %3134) ({
    ^bb0(%_r501a: tensor<f32>, %_r501b: tensor<f32>):
      %_r501c = stablehlo.add %_r501a, %_r501b : tensor<f32>
      "stablehlo.return"(%_r501c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3136 = stablehlo.add %3130, %3135 : tensor<f32>
    %3137 = stablehlo.multiply %2546, %2546 : tensor<576xf32>
    %3138 = stablehlo.constant dense<0.0> : tensor<f32>
    %3139 = "stablehlo.reduce"(%3137, %3138) ({
    ^bb0(%_r502a: tensor<f32>, %_r502b: tensor<f32>):
      %_r502c = stablehlo.add %_r502a, %_r502b : tensor<f32>
      "stablehlo.return"(%_r502c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<576xf32>, tensor<f32>) -> tensor<f32>
    %3140 = stablehlo.add %3136, %3139 : tensor<f32>
    %3141 = stablehlo.multiply %2549, %2549 : tensor<192x192xf32>
    %3142 = stablehlo.constant dense<0.0> : tensor<f32>
    %3143 = "stablehlo.reduce"(%3141, %3142) ({
    ^bb0(%_r503a: tensor<f32>, %_r503b: tensor<f32>):
      %_r503c = stablehlo.add %_r503a, %_r503b : tensor<f32>
      "stablehlo.return"(%_r503c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<192x192xf32>, tensor<f32>) -> tensor<192xf32>
    %3144 = stablehlo.constant dense<0.0> : tensor<f32>
    %3145 = "stablehlo.reduce"(%3143, %3144) ({
    ^bb0(%_r504a: tensor<f32>, %_r504b: tensor<f32>):
      %_r504c = stablehlo.add %_r504a, %_r504b : tensor<f32>
      "stablehlo.return"(%_r504c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3146 = stablehlo.add %3140, %3145 : tensor<f32>
    %3147 = stablehlo.multiply %2552, %2552 : tensor<192xf32>
    %3148 = stablehlo.constant dense<0.0> : tensor<f32>
    %3149 = "stablehlo.reduce"(%3147, %3148) ({
    ^bb0(%_r505a: tensor<f32>, %_r505b: tensor<f32>):
      %_r505c = stablehlo.add %_r505a, %_r505b : tensor<f32>
      "stablehlo.return"(%_r505c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3150 = stablehlo.add %3146, %3149 : tensor<f32>
    %3151 = stablehlo.multiply %2555, %2555 : tensor<192xf32>
    %3152 = stablehlo.constant dense<0.0> : tensor<f32>
    %3153 = "stablehlo.reduce"(%3151, %3152) ({
    ^bb0(%_r506a: tensor<f32>, %_r506b: tensor<f32>):
      %_r506c = stablehlo.add %_r506a, %_r506b : tensor<f32>
      "stablehlo.return"(%_r506c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3154 = stablehlo.add %3150, %3153 : tensor<f32>
    %3155 = stablehlo.multiply %2558, %2558 : tensor<192xf32>
    %3156 = stablehlo.constant dense<0.0> : tensor<f32>
    %3157 = "stablehlo.reduce"(%3155, %3156) ({
    ^bb0(%_r507a: tensor<f32>, %_r507b: tensor<f32>):
      %_r507c = stablehlo.add %_r507a, %_r507b : tensor<f32>
      "stablehlo.return"(%_r507c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3158 = stablehlo.add %3154, %3157 : tensor<f32>
    %3159 = stablehlo.multiply %2561, %2561 : tensor<192x768xf32>
    %3160 = stablehlo.constant dense<0.0> : tensor<f32>
    %3161 = "stablehlo.reduce"(%3159, %3160) ({
    ^bb0(%_r508a: tensor<f32>, %_r508b: tensor<f32>):
      %_r508c = stablehlo.add %_r508a, %_r508b : tensor<f32>
      "stablehlo.return"(%_r508c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<192x768xf32>, tensor<f32>) -> tensor<192xf32>
    %3162 = stablehlo.constant dense<0.0> : tensor<f32>
    %3163 = "stablehlo.reduce"(%3161, %3162) ({
    ^bb0(%_r509a: tensor<f32>, %_r509b: tensor<f32>):
      %_r509c = stablehlo.add %_r509a, %_r509b : tensor<f32>
      "stablehlo.return"(%_r509c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3164 = stablehlo.add %3158, %3163 : tensor<f32>
    %3165 = stablehlo.multiply %2564, %2564 : tensor<768xf32>
    %3166 = stablehlo.constant dense<0.0> : tensor<f32>
    %3167 = "stablehlo.reduce"(%3165, %3166) ({
    ^bb0(%_r510a: tensor<f32>, %_r510b: tensor<f32>):
      %_r510c = stablehlo.add %_r510a, %_r510b : tensor<f32>
      "stablehlo.return"(%_r510c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %3168 = stablehlo.add %3164, %3167 : tensor<f32>
    %3169 = stablehlo.multiply %2567, %2567 : tensor<768x192xf32>
    %3170 = stablehlo.constant dense<0.0> : tensor<f32>
    %3171 = "stablehlo.reduce"(%3169, %3170) ({
    ^bb0(%_r511a: tensor<f32>, %_r511b: tensor<f32>):
      %_r511c = stablehlo.add %_r511a, %_r511b : tensor<f32>
      "stablehlo.return"(%_r511c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<768x192xf32>, tensor<f32>) -> tensor<768xf32>
    %3172 = stablehlo.constant dense<0.0> : tensor<f32>
    %3173 = "stablehlo.reduce"(%3171, %3172) ({
    ^bb0(%_r512a: tensor<f32>, %_r512b: tensor<f32>):
      %_r512c = stablehlo.add %_r512a, %_r512b : tensor<f32>
      "stablehlo.return"(%_r512c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %3174 = stablehlo.add %3168, %3173 : tensor<f32>
    %3175 = stablehlo.multiply %2570, %2570 : tensor<192xf32>
    %3176 = stablehlo.constant dense<0.0> : tensor<f32>
    %3177 = "stablehlo.reduce"(%3175, %3176) ({
    ^bb0(%_r513a: tensor<f32>, %_r513b: tensor<f32>):
      %_r513c = stablehlo.add %_r513a, %_r513b : tensor<f32>
      "stablehlo.return"(%_r513c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3178 = stablehlo.add %3174, %3177 : tensor<f32>
    %3179 = stablehlo.multiply %2573, %2573 : tensor<192xf32>
    %3180 = stablehlo.constant dense<0.0> : tensor<f32>
    %3181 = "stablehlo.reduce"(%3179, %3180) ({
    ^bb0(%_r514a: tensor<f32>, %_r514b: tensor<f32>):
      %_r514c = stablehlo.add %_r514a, %_r514b : tensor<f32>
      "stablehlo.return"(%_r514c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3182 = stablehlo.add %3178, %3181 : tensor<f32>
    %3183 = stablehlo.multiply %2576, %2576 : tensor<192xf32>
    %3184 = stablehlo.constant dense<0.0> : tensor<f32>
    %3185 = "stablehlo.reduce"(%3183, %3184) ({
    ^bb0(%_r515a: tensor<f32>, %_r515b: tensor<f32>):
      %_r515c = stablehlo.add %_r515a, %_r515b : tensor<f32>
      "stablehlo.return"(%_r515c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3186 = stablehlo.add %3182, %3185 : tensor<f32>
    %3187 = stablehlo.multiply %2579, %2579 : tensor<192x576xf32>
    %3188 = stablehlo.constant dense<0.0> : tensor<f32>
    %3189 = "stablehlo.reduce"(%3187, %3188) ({
    ^bb0(%_r516a: tensor<f32>, %_r516b: tensor<f32>):
      %_r516c = stablehlo.add %_r516a, %_r516b : tensor<f32>
      "stablehlo.return"(%_r516c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<192x576xf32>, tensor<f32>) -> tensor<192xf32>
    %3190 = stablehlo.constant dense<0.0> : tensor<f32>
    %3191 = "stablehlo.reduce"(%3189, %3190) ({
    ^bb0(%_r517a: tensor<f32>, %_r517b: tensor<f32>):
      %_r517c = stablehlo.add %_r517a, %_r517b : tensor<f32>
      "stablehlo.return"(%_r517c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3192 = stablehlo.add %3186, %3191 : tensor<f32>
    %3193 = stablehlo.multiply %2582, %2582 : tensor<576xf32>
    %3194 = stablehlo.constant dense<0.0> : tensor<f32>
    %3195 = "stablehlo.reduce"(%3193, %3194) ({
    ^bb0(%_r518a: tensor<f32>, %_r518b: tensor<f32>):
      %_r518c = stablehlo.add %_r518a, %_r518b : tensor<f32>
      "stablehlo.return"(%_r518c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<576xf32>, tensor<f32>) -> tensor<f32>
    %3196 = stablehlo.add %3192, %3195 : tensor<f32>
    %3197 = stablehlo.multiply %2585, %2585 : tensor<192x192xf32>
    %3198 = stablehlo.constant dense<0.0> : tensor<f32>
    %3199 = "stablehlo.reduce"(%3197, %3198) ({
    ^bb0(%_r519a: tensor<f32>, %_r519b: tensor<f32>):
      %_r519c = stablehlo.add %_r519a, %_r519b : tensor<f32>
      "stablehlo.return"(%_r519c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<192x192xf32>, tensor<f32>) -> tensor<192xf32>
    %3200 = stablehlo.constant dense<0.0> : tensor<f32>
    %3201 = "stablehlo.reduce"(%3199, %3200) ({
    ^bb0(%_r520a: tensor<f32>, %_r520b: tensor<f32>):
      %_r520c = stablehlo.add %_r520a, %_r520b : tensor<f32>
      "stablehlo.return"(%_r520c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3202 = stablehlo.add %3196, %3201 : tensor<f32>
    %3203 = stablehlo.multiply %2588, %2588 : tensor<192xf32>
    %3204 = stablehlo.constant dense<0.0> : tensor<f32>
    %3205 = "stablehlo.reduce"(%3203, %3204) ({
    ^bb0(%_r521a: tensor<f32>, %_r521b: tensor<f32>):
      %_r521c = stablehlo.add %_r521a, %_r521b : tensor<f32>
      "stablehlo.return"(%_r521c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3206 = stablehlo.add %3202, %3205 : tensor<f32>
    %3207 = stablehlo.multiply %2591, %2591 : tensor<192xf32>
    %3208 = stablehlo.constant dense<0.0> : tensor<f32>
    %3209 = "stablehlo.reduce"(%3207, %3208) ({
    ^bb0(%_r522a: tensor<f32>, %_r522b: tensor<f32>):
      %_r522c = stablehlo.add %_r522a, %_r522b : tensor<f32>
      "stablehlo.return"(%_r522c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3210 = stablehlo.add %3206, %3209 : tensor<f32>
    %3211 = stablehlo.multiply %2594, %2594 : tensor<192xf32>
    %3212 = stablehlo.constant dense<0.0> : tensor<f32>
    %3213 = "stablehlo.reduce"(%3211, %3212) ({
    ^bb0(%_r523a: tensor<f32>, %_r523b: tensor<f32>):
      %_r523c = stablehlo.add %_r523a, %_r523b : tensor<f32>
      "stablehlo.return"(%_r523c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3214 = stablehlo.add %3210, %3213 : tensor<f32>
    %3215 = stablehlo.multiply %2597, %2597 : tensor<192x768xf32>
    %3216 = stablehlo.constant dense<0.0> : tensor<f32>
    %3217 = "stablehlo.reduce"(%3215, %3216) ({
    ^bb0(%_r524a: tensor<f32>, %_r524b: tensor<f32>):
      %_r524c = stablehlo.add %_r524a, %_r524b : tensor<f32>
      "stablehlo.return"(%_r524c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<192x768xf32>, tensor<f32>) -> tensor<192xf32>
    %3218 = stablehlo.constant dense<0.0> : tensor<f32>
    %3219 = "stablehlo.reduce"(%3217, %3218) ({
    ^bb0(%_r525a: tensor<f32>, %_r525b: tensor<f32>):
      %_r525c = stablehlo.add %_r525a, %_r525b : tensor<f32>
      "stablehlo.return"(%_r525c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3220 = stablehlo.add %3214, %3219 : tensor<f32>
    %3221 = stablehlo.multiply %2600, %2600 : tensor<768xf32>
    %3222 = stablehlo.constant dense<0.0> : tensor<f32>
    %3223 = "stablehlo.reduce"(%3221, %3222) ({
    ^bb0(%_r526a: tensor<f32>, %_r526b: tensor<f32>):
      %_r526c = stablehlo.add %_r526a, %_r526b : tensor<f32>
      "stablehlo.return"(%_r526c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %3224 = stablehlo.add %3220, %3223 : tensor<f32>
    %3225 = stablehlo.multiply %2603, %2603 : tensor<768x192xf32>
    %3226 = stablehlo.constant dense<0.0> : tensor<f32>
    %3227 = "stablehlo.reduce"(%3225, %3226) ({
    ^bb0(%_r527a: tensor<f32>, %_r527b: tensor<f32>):
      %_r527c = stablehlo.add %_r527a, %_r527b : tensor<f32>
      "stablehlo.return"(%_r527c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<768x192xf32>, tensor<f32>) -> tensor<768xf32>
    %3228 = stablehlo.constant dense<0.0> : tensor<f32>
    %3229 = "stablehlo.reduce"(%3227, %3228) ({
    ^bb0(%_r528a: tensor<f32>, %_r528b: tensor<f32>):
      %_r528c = stablehlo.add %_r528a, %_r528b : tensor<f32>
      "stablehlo.return"(%_r528c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %3230 = stablehlo.add %3224, %3229 : tensor<f32>
    %3231 = stablehlo.multiply %2606, %2606 : tensor<192xf32>
    %3232 = stablehlo.constant dense<0.0> : tensor<f32>
    %3233 = "stablehlo.reduce"(%3231, %3232) ({
    ^bb0(%_r529a: tensor<f32>, %_r529b: tensor<f32>):
      %_r529c = stablehlo.add %_r529a, %_r529b : tensor<f32>
      "stablehlo.return"(%_r529c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3234 = stablehlo.add %3230, %3233 : tensor<f32>
    %3235 = stablehlo.multiply %2609, %2609 : tensor<192xf32>
    %3236 = stablehlo.constant dense<0.0> : tensor<f32>
    %3237 = "stablehlo.reduce"(%3235, %3236) ({
    ^bb0(%_r530a: tensor<f32>, %_r530b: tensor<f32>):
      %_r530c = stablehlo.add %_r530a, %_r530b : tensor<f32>
      "stablehlo.return"(%_r530c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3238 = stablehlo.add %3234, %3237 : tensor<f32>
    %3239 = stablehlo.multiply %2612, %2612 : tensor<192xf32>
    %3240 = stablehlo.constant dense<0.0> : tensor<f32>
    %3241 = "stablehlo.reduce"(%3239, %3240) ({
    ^bb0(%_r531a: tensor<f32>, %_r531b: tensor<f32>):
      %_r531c = stablehlo.add %_r531a, %_r531b : tensor<f32>
      "stablehlo.return"(%_r531c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3242 = stablehlo.add %3238, %3241 : tensor<f32>
    %3243 = stablehlo.multiply %2615, %2615 : tensor<192x576xf32>
    %3244 = stablehlo.constant dense<0.0> : tensor<f32>
    %3245 = "stablehlo.reduce"(%3243, %3244) ({
    ^bb0(%_r532a: tensor<f32>, %_r532b: tensor<f32>):
      %_r532c = stablehlo.add %_r532a, %_r532b : tensor<f32>
      "stablehlo.return"(%_r532c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<192x576xf32>, tensor<f32>) -> tensor<192xf32>
    %3246 = stablehlo.constant dense<0.0> : tensor<f32>
    %3247 = "stablehlo.reduce"(%3245, %3246) ({
    ^bb0(%_r533a: tensor<f32>, %_r533b: tensor<f32>):
      %_r533c = stablehlo.add %_r533a, %_r533b : tensor<f32>
      "stablehlo.return"(%_r533c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3248 = stablehlo.add %3242, %3247 : tensor<f32>
    %3249 = stablehlo.multiply %2618, %2618 : tensor<576xf32>
    %3250 = stablehlo.constant dense<0.0> : tensor<f32>
    %3251 = "stablehlo.reduce"(%3249, %3250) ({
    ^bb0(%_r534a: tensor<f32>, %_r534b: tensor<f32>):
      %_r534c = stablehlo.add %_r534a, %_r534b : tensor<f32>
      "stablehlo.return"(%_r534c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<576xf32>, tensor<f32>) -> tensor<f32>
    %3252 = stablehlo.add %3248, %3251 : tensor<f32>
    %3253 = stablehlo.multiply %2621, %2621 : tensor<192x192xf32>
    %3254 = stablehlo.constant dense<0.0> : tensor<f32>
    %3255 = "stablehlo.reduce"(%3253, %3254) ({
    ^bb0(%_r535a: tensor<f32>, %_r535b: tensor<f32>):
      %_r535c = stablehlo.add %_r535a, %_r535b : tensor<f32>
      "stablehlo.return"(%_r535c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<192x192xf32>, tensor<f32>) -> tensor<192xf32>
    %3256 = stablehlo.constant dense<0.0> : tensor<f32>
    %3257 = "stablehlo.reduce"(%3255, %3256) ({
    ^bb0(%_r536a: tensor<f32>, %_r536b: tensor<f32>):
      %_r536c = stablehlo.add %_r536a, %_r536b : tensor<f32>
      "stablehlo.return"(%_r536c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3258 = stablehlo.add %3252, %3257 : tensor<f32>
    %3259 = stablehlo.multiply %2624, %2624 : tensor<192xf32>
    %3260 = stablehlo.constant dense<0.0> : tensor<f32>
    %3261 = "stablehlo.reduce"(%3259, %3260) ({
    ^bb0(%_r537a: tensor<f32>, %_r537b: tensor<f32>):
      %_r537c = stablehlo.add %_r537a, %_r537b : tensor<f32>
      "stablehlo.return"(%_r537c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3262 = stablehlo.add %3258, %3261 : tensor<f32>
    %3263 = stablehlo.multiply %2627, %2627 : tensor<192xf32>
    %3264 = stablehlo.constant dense<0.0> : tensor<f32>
    %3265 = "stablehlo.reduce"(%3263, %3264) ({
    ^bb0(%_r538a: tensor<f32>, %_r538b: tensor<f32>):
      %_r538c = stablehlo.add %_r538a, %_r538b : tensor<f32>
      "stablehlo.return"(%_r538c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3266 = stablehlo.add %3262, %3265 : tensor<f32>
    %3267 = stablehlo.multiply %2630, %2630 : tensor<192xf32>
    %3268 = stablehlo.constant dense<0.0> : tensor<f32>
    %3269 = "stablehlo.reduce"(%3267, %3268) ({
    ^bb0(%_r539a: tensor<f32>, %_r539b: tensor<f32>):
      %_r539c = stablehlo.add %_r539a, %_r539b : tensor<f32>
      "stablehlo.return"(%_r539c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3270 = stablehlo.add %3266, %3269 : tensor<f32>
    %3271 = stablehlo.multiply %2633, %2633 : tensor<192x768xf32>
    %3272 = stablehlo.constant dense<0.0> : tensor<f32>
    %3273 = "stablehlo.reduce"(%3271, %3272) ({
    ^bb0(%_r540a: tensor<f32>, %_r540b: tensor<f32>):
      %_r540c = stablehlo.add %_r540a, %_r540b : tensor<f32>
      "stablehlo.return"(%_r540c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<192x768xf32>, tensor<f32>) -> tensor<192xf32>
    %3274 = stablehlo.constant dense<0.0> : tensor<f32>
    %3275 = "stablehlo.reduce"(%3273, %3274) ({
    ^bb0(%_r541a: tensor<f32>, %_r541b: tensor<f32>):
      %_r541c = stablehlo.add %_r541a, %_r541b : tensor<f32>
      "stablehlo.return"(%_r541c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3276 = stablehlo.add %3270, %3275 : tensor<f32>
    %3277 = stablehlo.multiply %2636, %2636 : tensor<768xf32>
    %3278 = stablehlo.constant dense<0.0> : tensor<f32>
    %3279 = "stablehlo.reduce"(%3277, %3278) ({
    ^bb0(%_r542a: tensor<f32>, %_r542b: tensor<f32>):
      %_r542c = stablehlo.add %_r542a, %_r542b : tensor<f32>
      "stablehlo.return"(%_r542c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %3280 = stablehlo.add %3276, %3279 : tensor<f32>
    %3281 = stablehlo.multiply %2639, %2639 : tensor<768x192xf32>
    %3282 = stablehlo.constant dense<0.0> : tensor<f32>
    %3283 = "stablehlo.reduce"(%3281, %3282) ({
    ^bb0(%_r543a: tensor<f32>, %_r543b: tensor<f32>):
      %_r543c = stablehlo.add %_r543a, %_r543b : tensor<f32>
      "stablehlo.return"(%_r543c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<768x192xf32>, tensor<f32>) -> tensor<768xf32>
    %3284 = stablehlo.constant dense<0.0> : tensor<f32>
    %3285 = "stablehlo.reduce"(%3283, %3284) ({
    ^bb0(%_r544a: tensor<f32>, %_r544b: tensor<f32>):
      %_r544c = stablehlo.add %_r544a, %_r544b : tensor<f32>
      "stablehlo.return"(%_r544c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %3286 = stablehlo.add %3280, %3285 : tensor<f32>
    %3287 = stablehlo.multiply %2642, %2642 : tensor<192xf32>
    %3288 = stablehlo.constant dense<0.0> : tensor<f32>
    %3289 = "stablehlo.reduce"(%3287, %3288) ({
    ^bb0(%_r545a: tensor<f32>, %_r545b: tensor<f32>):
      %_r545c = stablehlo.add %_r545a, %_r545b : tensor<f32>
      "stablehlo.return"(%_r545c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3290 = stablehlo.add %3286, %3289 : tensor<f32>
    %3291 = stablehlo.multiply %2645, %2645 : tensor<192xf32>
    %3292 = stablehlo.constant dense<0.0> : tensor<f32>
    %3293 = "stablehlo.reduce"(%3291, %3292) ({
    ^bb0(%_r546a: tensor<f32>, %_r546b: tensor<f32>):
      %_r546c = stablehlo.add %_r546a, %_r546b : tensor<f32>
      "stablehlo.return"(%_r546c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3294 = stablehlo.add %3290, %3293 : tensor<f32>
    %3295 = stablehlo.multiply %2648, %2648 : tensor<192xf32>
    %3296 = stablehlo.constant dense<0.0> : tensor<f32>
    %3297 = "stablehlo.reduce"(%3295, %3296) ({
    ^bb0(%_r547a: tensor<f32>, %_r547b: tensor<f32>):
      %_r547c = stablehlo.add %_r547a, %_r547b : tensor<f32>
      "stablehlo.return"(%_r547c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3298 = stablehlo.add %3294, %3297 : tensor<f32>
    %3299 = stablehlo.multiply %2651, %2651 : tensor<192x576xf32>
    %3300 = stablehlo.constant dense<0.0> : tensor<f32>
    %3301 = "stablehlo.reduce"(%3299, %3300) ({
    ^bb0(%_r548a: tensor<f32>, %_r548b: tensor<f32>):
      %_r548c = stablehlo.add %_r548a, %_r548b : tensor<f32>
      "stablehlo.return"(%_r548c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<192x576xf32>, tensor<f32>) -> tensor<192xf32>
    %3302 = stablehlo.constant dense<0.0> : tensor<f32>
    %3303 = "stablehlo.reduce"(%3301, %3302) ({
    ^bb0(%_r549a: tensor<f32>, %_r549b: tensor<f32>):
      %_r549c = stablehlo.add %_r549a, %_r549b : tensor<f32>
      "stablehlo.return"(%_r549c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3304 = stablehlo.add %3298, %3303 : tensor<f32>
    %3305 = stablehlo.multiply %2654, %2654 : tensor<576xf32>
    %3306 = stablehlo.constant dense<0.0> : tensor<f32>
    %3307 = "stablehlo.reduce"(%3305, %3306) ({
    ^bb0(%_r550a: tensor<f32>, %_r550b: tensor<f32>):
      %_r550c = stablehlo.add %_r550a, %_r550b : tensor<f32>
      "stablehlo.return"(%_r550c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<576xf32>, tensor<f32>) -> tensor<f32>
    %3308 = stablehlo.add %3304, %3307 : tensor<f32>
    %3309 = stablehlo.multiply %2657, %2657 : tensor<192x192xf32>
    %3310 = stablehlo.constant dense<0.0> : tensor<f32>
    %3311 = "stablehlo.reduce"(%3309, %3310) ({
    ^bb0(%_r551a: tensor<f32>, %_r551b: tensor<f32>):
      %_r551c = stablehlo.add %_r551a, %_r551b : tensor<f32>
      "stablehlo.return"(%_r551c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<192x192xf32>, tensor<f32>) -> tensor<192xf32>
    %3312 = stablehlo.constant dense<0.0> : tensor<f32>
    %3313 = "stablehlo.reduce"(%3311, %3312) ({
    ^bb0(%_r552a: tensor<f32>, %_r552b: tensor<f32>):
      %_r552c = stablehlo.add %_r552a, %_r552b : tensor<f32>
      "stablehlo.return"(%_r552c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3314 = stablehlo.add %3308, %3313 : tensor<f32>
    %3315 = stablehlo.multiply %2660, %2660 : tensor<192xf32>
    %3316 = stablehlo.constant dense<0.0> : tensor<f32>
    %3317 = "stablehlo.reduce"(%3315, %3316) ({
    ^bb0(%_r553a: tensor<f32>, %_r553b: tensor<f32>):
      %_r553c = stablehlo.add %_r553a, %_r553b : tensor<f32>
      "stablehlo.return"(%_r553c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3318 = stablehlo.add %3314, %3317 : tensor<f32>
    %3319 = stablehlo.multiply %2663, %2663 : tensor<192xf32>
    %3320 = stablehlo.constant dense<0.0> : tensor<f32>
    %3321 = "stablehlo.reduce"(%3319, %3320) ({
    ^bb0(%_r554a: tensor<f32>, %_r554b: tensor<f32>):
      %_r554c = stablehlo.add %_r554a, %_r554b : tensor<f32>
      "stablehlo.return"(%_r554c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3322 = stablehlo.add %3318, %3321 : tensor<f32>
    %3323 = stablehlo.multiply %2666, %2666 : tensor<192xf32>
    %3324 = stablehlo.constant dense<0.0> : tensor<f32>
    %3325 = "stablehlo.reduce"(%3323, %3324) ({
    ^bb0(%_r555a: tensor<f32>, %_r555b: tensor<f32>):
      %_r555c = stablehlo.add %_r555a, %_r555b : tensor<f32>
      "stablehlo.return"(%_r555c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3326 = stablehlo.add %3322, %3325 : tensor<f32>
    %3327 = stablehlo.multiply %2669, %2669 : tensor<192x768xf32>
    %3328 = stablehlo.constant dense<0.0> : tensor<f32>
    %3329 = "stablehlo.reduce"(%3327, %3328) ({
    ^bb0(%_r556a: tensor<f32>, %_r556b: tensor<f32>):
      %_r556c = stablehlo.add %_r556a, %_r556b : tensor<f32>
      "stablehlo.return"(%_r556c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<192x768xf32>, tensor<f32>) -> tensor<192xf32>
    %3330 = stablehlo.constant dense<0.0> : tensor<f32>
    %3331 = "stablehlo.reduce"(%3329, %3330) ({
    ^bb0(%_r557a: tensor<f32>, %_r557b: tensor<f32>):
      %_r557c = stablehlo.add %_r557a, %_r557b : tensor<f32>
      "stablehlo.return"(%_r557c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3332 = stablehlo.add %3326, %3331 : tensor<f32>
    %3333 = stablehlo.multiply %2672, %2672 : tensor<768xf32>
    %3334 = stablehlo.constant dense<0.0> : tensor<f32>
    %3335 = "stablehlo.reduce"(%3333, %3334) ({
    ^bb0(%_r558a: tensor<f32>, %_r558b: tensor<f32>):
      %_r558c = stablehlo.add %_r558a, %_r558b : tensor<f32>
      "stablehlo.return"(%_r558c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %3336 = stablehlo.add %3332, %3335 : tensor<f32>
    %3337 = stablehlo.multiply %2675, %2675 : tensor<768x192xf32>
    %3338 = stablehlo.constant dense<0.0> : tensor<f32>
    %3339 = "stablehlo.reduce"(%3337, %3338) ({
    ^bb0(%_r559a: tensor<f32>, %_r559b: tensor<f32>):
      %_r559c = stablehlo.add %_r559a, %_r559b : tensor<f32>
      "stablehlo.return"(%_r559c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<768x192xf32>, tensor<f32>) -> tensor<768xf32>
    %3340 = stablehlo.constant dense<0.0> : tensor<f32>
    %3341 = "stablehlo.reduce"(%3339, %3340) ({
    ^bb0(%_r560a: tensor<f32>, %_r560b: tensor<f32>):
      %_r560c = stablehlo.add %_r560a, %_r560b : tensor<f32>
      "stablehlo.return"(%_r560c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %3342 = stablehlo.add %3336, %3341 : tensor<f32>
    %3343 = stablehlo.multiply %2678, %2678 : tensor<192xf32>
    %3344 = stablehlo.constant dense<0.0> : tensor<f32>
    %3345 = "stablehlo.reduce"(%3343, %3344) ({
    ^bb0(%_r561a: tensor<f32>, %_r561b: tensor<f32>):
      %_r561c = stablehlo.add %_r561a, %_r561b : tensor<f32>
      "stablehlo.return"(%_r561c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3346 = stablehlo.add %3342, %3345 : tensor<f32>
    %3347 = stablehlo.multiply %2681, %2681 : tensor<192xf32>
    %3348 = stablehlo.constant dense<0.0> : tensor<f32>
    %3349 = "stablehlo.reduce"(%3347, %3348) ({
    ^bb0(%_r562a: tensor<f32>, %_r562b: tensor<f32>):
      %_r562c = stablehlo.add %_r562a, %_r562b : tensor<f32>
      "stablehlo.return"(%_r562c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3350 = stablehlo.add %3346, %3349 : tensor<f32>
    %3351 = stablehlo.multiply %2684, %2684 : tensor<192xf32>
    %3352 = stablehlo.constant dense<0.0> : tensor<f32>
    %3353 = "stablehlo.reduce"(%3351, %3352) ({
    ^bb0(%_r563a: tensor<f32>, %_r563b: tensor<f32>):
      %_r563c = stablehlo.add %_r563a, %_r563b : tensor<f32>
      "stablehlo.return"(%_r563c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3354 = stablehlo.add %3350, %3353 : tensor<f32>
    %3355 = stablehlo.multiply %2687, %2687 : tensor<192x576xf32>
    %3356 = stablehlo.constant dense<0.0> : tensor<f32>
    %3357 = "stablehlo.reduce"(%3355, %3356) ({
    ^bb0(%_r564a: tensor<f32>, %_r564b: tensor<f32>):
      %_r564c = stablehlo.add %_r564a, %_r564b : tensor<f32>
      "stablehlo.return"(%_r564c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<192x576xf32>, tensor<f32>) -> tensor<192xf32>
    %3358 = stablehlo.constant dense<0.0> : tensor<f32>
    %3359 = "stablehlo.reduce"(%3357, %3358) ({
    ^bb0(%_r565a: tensor<f32>, %_r565b: tensor<f32>):
      %_r565c = stablehlo.add %_r565a, %_r565b : tensor<f32>
      "stablehlo.return"(%_r565c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3360 = stablehlo.add %3354, %3359 : tensor<f32>
    %3361 = stablehlo.multiply %2690, %2690 : tensor<576xf32>
    %3362 = stablehlo.constant dense<0.0> : tensor<f32>
    %3363 = "stablehlo.reduce"(%3361, %3362) ({
    ^bb0(%_r566a: tensor<f32>, %_r566b: tensor<f32>):
      %_r566c = stablehlo.add %_r566a, %_r566b : tensor<f32>
      "stablehlo.return"(%_r566c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<576xf32>, tensor<f32>) -> tensor<f32>
    %3364 = stablehlo.add %3360, %3363 : tensor<f32>
    %3365 = stablehlo.multiply %2693, %2693 : tensor<192x192xf32>
    %3366 = stablehlo.constant dense<0.0> : tensor<f32>
    %3367 = "stablehlo.reduce"(%3365, %3366) ({
    ^bb0(%_r567a: tensor<f32>, %_r567b: tensor<f32>):
      %_r567c = stablehlo.add %_r567a, %_r567b : tensor<f32>
      "stablehlo.return"(%_r567c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<192x192xf32>, tensor<f32>) -> tensor<192xf32>
    %3368 = stablehlo.constant dense<0.0> : tensor<f32>
    %3369 = "stablehlo.reduce"(%3367, %3368) ({
    ^bb0(%_r568a: tensor<f32>, %_r568b: tensor<f32>):
      %_r568c = stablehlo.add %_r568a, %_r568b : tensor<f32>
      "stablehlo.return"(%_r568c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3370 = stablehlo.add %3364, %3369 : tensor<f32>
    %3371 = stablehlo.multiply %2696, %2696 : tensor<192xf32>
    %3372 = stablehlo.constant dense<0.0> : tensor<f32>
    %3373 = "stablehlo.reduce"(%3371, %3372) ({
    ^bb0(%_r569a: tensor<f32>, %_r569b: tensor<f32>):
      %_r569c = stablehlo.add %_r569a, %_r569b : tensor<f32>
      "stablehlo.return"(%_r569c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3374 = stablehlo.add %3370, %3373 : tensor<f32>
    %3375 = stablehlo.multiply %2699, %2699 : tensor<192xf32>
    %3376 = stablehlo.constant dense<0.0> : tensor<f32>
    %3377 = "stablehlo.reduce"(%3375, %3376) ({
    ^bb0(%_r570a: tensor<f32>, %_r570b: tensor<f32>):
      %_r570c = stablehlo.add %_r570a, %_r570b : tensor<f32>
      "stablehlo.return"(%_r570c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3378 = stablehlo.add %3374, %3377 : tensor<f32>
    %3379 = stablehlo.multiply %2702, %2702 : tensor<192xf32>
    %3380 = stablehlo.constant dense<0.0> : tensor<f32>
    %3381 = "stablehlo.reduce"(%3379, %3380) ({
    ^bb0(%_r571a: tensor<f32>, %_r571b: tensor<f32>):
      %_r571c = stablehlo.add %_r571a, %_r571b : tensor<f32>
      "stablehlo.return"(%_r571c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3382 = stablehlo.add %3378, %3381 : tensor<f32>
    %3383 = stablehlo.multiply %2705, %2705 : tensor<192x768xf32>
    %3384 = stablehlo.constant dense<0.0> : tensor<f32>
    %3385 = "stablehlo.reduce"(%3383, %3384) ({
    ^bb0(%_r572a: tensor<f32>, %_r572b: tensor<f32>):
      %_r572c = stablehlo.add %_r572a, %_r572b : tensor<f32>
      "stablehlo.return"(%_r572c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<192x768xf32>, tensor<f32>) -> tensor<192xf32>
    %3386 = stablehlo.constant dense<0.0> : tensor<f32>
    %3387 = "stablehlo.reduce"(%3385, %3386) ({
    ^bb0(%_r573a: tensor<f32>, %_r573b: tensor<f32>):
      %_r573c = stablehlo.add %_r573a, %_r573b : tensor<f32>
      "stablehlo.return"(%_r573c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3388 = stablehlo.add %3382, %3387 : tensor<f32>
    %3389 = stablehlo.multiply %2708, %2708 : tensor<768xf32>
    %3390 = stablehlo.constant dense<0.0> : tensor<f32>
    %3391 = "stablehlo.reduce"(%3389, %3390) ({
    ^bb0(%_r574a: tensor<f32>, %_r574b: tensor<f32>):
      %_r574c = stablehlo.add %_r574a, %_r574b : tensor<f32>
      "stablehlo.return"(%_r574c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %3392 = stablehlo.add %3388, %3391 : tensor<f32>
    %3393 = stablehlo.multiply %2711, %2711 : tensor<768x192xf32>
    %3394 = stablehlo.constant dense<0.0> : tensor<f32>
    %3395 = "stablehlo.reduce"(%3393, %3394) ({
    ^bb0(%_r575a: tensor<f32>, %_r575b: tensor<f32>):
      %_r575c = stablehlo.add %_r575a, %_r575b : tensor<f32>
      "stablehlo.return"(%_r575c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<768x192xf32>, tensor<f32>) -> tensor<768xf32>
    %3396 = stablehlo.constant dense<0.0> : tensor<f32>
    %3397 = "stablehlo.reduce"(%3395, %3396) ({
    ^bb0(%_r576a: tensor<f32>, %_r576b: tensor<f32>):
      %_r576c = stablehlo.add %_r576a, %_r576b : tensor<f32>
      "stablehlo.return"(%_r576c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %3398 = stablehlo.add %3392, %3397 : tensor<f32>
    %3399 = stablehlo.multiply %2714, %2714 : tensor<192xf32>
    %3400 = stablehlo.constant dense<0.0> : tensor<f32>
    %3401 = "stablehlo.reduce"(%3399, %3400) ({
    ^bb0(%_r577a: tensor<f32>, %_r577b: tensor<f32>):
      %_r577c = stablehlo.add %_r577a, %_r577b : tensor<f32>
      "stablehlo.return"(%_r577c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3402 = stablehlo.add %3398, %3401 : tensor<f32>
    %3403 = stablehlo.multiply %2717, %2717 : tensor<192xf32>
    %3404 = stablehlo.constant dense<0.0> : tensor<f32>
    %3405 = "stablehlo.reduce"(%3403, %3404) ({
    ^bb0(%_r578a: tensor<f32>, %_r578b: tensor<f32>):
      %_r578c = stablehlo.add %_r578a, %_r578b : tensor<f32>
      "stablehlo.return"(%_r578c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3406 = stablehlo.add %3402, %3405 : tensor<f32>
    %3407 = stablehlo.multiply %2720, %2720 : tensor<192xf32>
    %3408 = stablehlo.constant dense<0.0> : tensor<f32>
    %3409 = "stablehlo.reduce"(%3407, %3408) ({
    ^bb0(%_r579a: tensor<f32>, %_r579b: tensor<f32>):
      %_r579c = stablehlo.add %_r579a, %_r579b : tensor<f32>
      "stablehlo.return"(%_r579c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3410 = stablehlo.add %3406, %3409 : tensor<f32>
    %3411 = stablehlo.multiply %2723, %2723 : tensor<192x576xf32>
    %3412 = stablehlo.constant dense<0.0> : tensor<f32>
    %3413 = "stablehlo.reduce"(%3411, %3412) ({
    ^bb0(%_r580a: tensor<f32>, %_r580b: tensor<f32>):
      %_r580c = stablehlo.add %_r580a, %_r580b : tensor<f32>
      "stablehlo.return"(%_r580c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<192x576xf32>, tensor<f32>) -> tensor<192xf32>
    %3414 = stablehlo.constant dense<0.0> : tensor<f32>
    %3415 = "stablehlo.reduce"(%3413, %3414) ({
    ^bb0(%_r581a: tensor<f32>, %_r581b: tensor<f32>):
      %_r581c = stablehlo.add %_r581a, %_r581b : tensor<f32>
      "stablehlo.return"(%_r581c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3416 = stablehlo.add %3410, %3415 : tensor<f32>
    %3417 = stablehlo.multiply %2726, %2726 : tensor<576xf32>
    %3418 = stablehlo.constant dense<0.0> : tensor<f32>
    %3419 = "stablehlo.reduce"(%3417, %3418) ({
    ^bb0(%_r582a: tensor<f32>, %_r582b: tensor<f32>):
      %_r582c = stablehlo.add %_r582a, %_r582b : tensor<f32>
      "stablehlo.return"(%_r582c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<576xf32>, tensor<f32>) -> tensor<f32>
    %3420 = stablehlo.add %3416, %3419 : tensor<f32>
    %3421 = stablehlo.multiply %2729, %2729 : tensor<192x192xf32>
    %3422 = stablehlo.constant dense<0.0> : tensor<f32>
    %3423 = "stablehlo.reduce"(%3421, %3422) ({
    ^bb0(%_r583a: tensor<f32>, %_r583b: tensor<f32>):
      %_r583c = stablehlo.add %_r583a, %_r583b : tensor<f32>
      "stablehlo.return"(%_r583c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<192x192xf32>, tensor<f32>) -> tensor<192xf32>
    %3424 = stablehlo.constant dense<0.0> : tensor<f32>
    %3425 = "stablehlo.reduce"(%3423, %3424) ({
    ^bb0(%_r584a: tensor<f32>, %_r584b: tensor<f32>):
      %_r584c = stablehlo.add %_r584a, %_r584b : tensor<f32>
      "stablehlo.return"(%_r584c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3426 = stablehlo.add %3420, %3425 : tensor<f32>
    %3427 = stablehlo.multiply %2732, %2732 : tensor<192xf32>
    %3428 = stablehlo.constant dense<0.0> : tensor<f32>
    %3429 = "stablehlo.reduce"(%3427, %3428) ({
    ^bb0(%_r585a: tensor<f32>, %_r585b: tensor<f32>):
      %_r585c = stablehlo.add %_r585a, %_r585b : tensor<f32>
      "stablehlo.return"(%_r585c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3430 = stablehlo.add %3426, %3429 : tensor<f32>
    %3431 = stablehlo.multiply %2735, %2735 : tensor<192xf32>
    %3432 = stablehlo.constant dense<0.0> : tensor<f32>
    %3433 = "stablehlo.reduce"(%3431, %3432) ({
    ^bb0(%_r586a: tensor<f32>, %_r586b: tensor<f32>):
      %_r586c = stablehlo.add %_r586a, %_r586b : tensor<f32>
      "stablehlo.return"(%_r586c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3434 = stablehlo.add %3430, %3433 : tensor<f32>
    %3435 = stablehlo.multiply %2738, %2738 : tensor<192xf32>
    %3436 = stablehlo.constant dense<0.0> : tensor<f32>
    %3437 = "stablehlo.reduce"(%3435, %3436) ({
    ^bb0(%_r587a: tensor<f32>, %_r587b: tensor<f32>):
      %_r587c = stablehlo.add %_r587a, %_r587b : tensor<f32>
      "stablehlo.return"(%_r587c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3438 = stablehlo.add %3434, %3437 : tensor<f32>
    %3439 = stablehlo.multiply %2741, %2741 : tensor<192x768xf32>
    %3440 = stablehlo.constant dense<0.0> : tensor<f32>
    %3441 = "stablehlo.reduce"(%3439, %3440) ({
    ^bb0(%_r588a: tensor<f32>, %_r588b: tensor<f32>):
      %_r588c = stablehlo.add %_r588a, %_r588b : tensor<f32>
      "stablehlo.return"(%_r588c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<192x768xf32>, tensor<f32>) -> tensor<192xf32>
    %3442 = stablehlo.constant dense<0.0> : tensor<f32>
    %3443 = "stablehlo.reduce"(%3441, %3442) ({
    ^bb0(%_r589a: tensor<f32>, %_r589b: tensor<f32>):
      %_r589c = stablehlo.add %_r589a, %_r589b : tensor<f32>
      "stablehlo.return"(%_r589c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3444 = stablehlo.add %3438, %3443 : tensor<f32>
    %3445 = stablehlo.multiply %2744, %2744 : tensor<768xf32>
    %3446 = stablehlo.constant dense<0.0> : tensor<f32>
    %3447 = "stablehlo.reduce"(%3445, %3446) ({
    ^bb0(%_r590a: tensor<f32>, %_r590b: tensor<f32>):
      %_r590c = stablehlo.add %_r590a, %_r590b : tensor<f32>
      "stablehlo.return"(%_r590c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %3448 = stablehlo.add %3444, %3447 : tensor<f32>
    %3449 = stablehlo.multiply %2747, %2747 : tensor<768x192xf32>
    %3450 = stablehlo.constant dense<0.0> : tensor<f32>
    %3451 = "stablehlo.reduce"(%3449, %3450) ({
    ^bb0(%_r591a: tensor<f32>, %_r591b: tensor<f32>):
      %_r591c = stablehlo.add %_r591a, %_r591b : tensor<f32>
      "stablehlo.return"(%_r591c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<768x192xf32>, tensor<f32>) -> tensor<768xf32>
    %3452 = stablehlo.constant dense<0.0> : tensor<f32>
    %3453 = "stablehlo.reduce"(%3451, %3452) ({
    ^bb0(%_r592a: tensor<f32>, %_r592b: tensor<f32>):
      %_r592c = stablehlo.add %_r592a, %_r592b : tensor<f32>
      "stablehlo.return"(%_r592c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %3454 = stablehlo.add %3448, %3453 : tensor<f32>
    %3455 = stablehlo.multiply %2750, %2750 : tensor<192xf32>
    %3456 = stablehlo.constant dense<0.0> : tensor<f32>
    %3457 = "stablehlo.reduce"(%3455, %3456) ({
    ^bb0(%_r593a: tensor<f32>, %_r593b: tensor<f32>):
      %_r593c = stablehlo.add %_r593a, %_r593b : tensor<f32>
      "stablehlo.return"(%_r593c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3458 = stablehlo.add %3454, %3457 : tensor<f32>
    %3459 = stablehlo.multiply %2753, %2753 : tensor<192xf32>
    %3460 = stablehlo.constant dense<0.0> : tensor<f32>
    %3461 = "stablehlo.reduce"(%3459, %3460) ({
    ^bb0(%_r594a: tensor<f32>, %_r594b: tensor<f32>):
      %_r594c = stablehlo.add %_r594a, %_r594b : tensor<f32>
      "stablehlo.return"(%_r594c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3462 = stablehlo.add %3458, %3461 : tensor<f32>
    %3463 = stablehlo.multiply %2756, %2756 : tensor<192xf32>
    %3464 = stablehlo.constant dense<0.0> : tensor<f32>
    %3465 = "stablehlo.reduce"(%3463, %3464) ({
    ^bb0(%_r595a: tensor<f32>, %_r595b: tensor<f32>):
      %_r595c = stablehlo.add %_r595a, %_r595b : tensor<f32>
      "stablehlo.return"(%_r595c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3466 = stablehlo.add %3462, %3465 : tensor<f32>
    %3467 = stablehlo.multiply %2759, %2759 : tensor<192x1000xf32>
    %3468 = stablehlo.constant dense<0.0> : tensor<f32>
    %3469 = "stablehlo.reduce"(%3467, %3468) ({
    ^bb0(%_r596a: tensor<f32>, %_r596b: tensor<f32>):
      %_r596c = stablehlo.add %_r596a, %_r596b : tensor<f32>
      "stablehlo.return"(%_r596c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<192x1000xf32>, tensor<f32>) -> tensor<192xf32>
    %3470 = stablehlo.constant dense<0.0> : tensor<f32>
    %3471 = "stablehlo.reduce"(%3469, %3470) ({
    ^bb0(%_r597a: tensor<f32>, %_r597b: tensor<f32>):
      %_r597c = stablehlo.add %_r597a, %_r597b : tensor<f32>
      "stablehlo.return"(%_r597c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3472 = stablehlo.add %3466, %3471 : tensor<f32>
    %3473 = stablehlo.multiply %2762, %2762 : tensor<1000xf32>
    %3474 = stablehlo.constant dense<0.0> : tensor<f32>
    %3475 = "stablehlo.reduce"(%3473, %3474) ({
    ^bb0(%_r598a: tensor<f32>, %_r598b: tensor<f32>):
      %_r598c = stablehlo.add %_r598a, %_r598b : tensor<f32>
      "stablehlo.return"(%_r598c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1000xf32>, tensor<f32>) -> tensor<f32>
    %3476 = stablehlo.add %3472, %3475 : tensor<f32>
    %3477 = stablehlo.sqrt %3476 : tensor<f32>
    %3478 = stablehlo.constant dense<1.0> : tensor<f32>
    %3479 = "stablehlo.compare"(%3477, %3478) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %3480 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x16x3x192xf32>
    %3481 = stablehlo.divide %2309, %3480 : tensor<16x16x3x192xf32>
    %3482 = stablehlo.constant dense<1.0> : tensor<16x16x3x192xf32>
    %3483 = stablehlo.multiply %3481, %3482 : tensor<16x16x3x192xf32>
    %3484 = "stablehlo.select"(%3479, %2309, %3483) : (tensor<i1>, tensor<16x16x3x192xf32>, tensor<16x16x3x192xf32>) -> tensor<16x16x3x192xf32>
    %3485 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3486 = stablehlo.divide %2312, %3485 : tensor<192xf32>
    %3487 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3488 = stablehlo.multiply %3486, %3487 : tensor<192xf32>
    %3489 = "stablehlo.select"(%3479, %2312, %3488) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3490 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x192xf32>
    %3491 = stablehlo.divide %2315, %3490 : tensor<1x1x192xf32>
    %3492 = stablehlo.constant dense<1.0> : tensor<1x1x192xf32>
    %3493 = stablehlo.multiply %3491, %3492 : tensor<1x1x192xf32>
    %3494 = "stablehlo.select"(%3479, %2315, %3493) : (tensor<i1>, tensor<1x1x192xf32>, tensor<1x1x192xf32>) -> tensor<1x1x192xf32>
    %3495 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x197x192xf32>
    %3496 = stablehlo.divide %2318, %3495 : tensor<1x197x192xf32>
    %3497 = stablehlo.constant dense<1.0> : tensor<1x197x192xf32>
    %3498 = stablehlo.multiply %3496, %3497 : tensor<1x197x192xf32>
    %3499 = "stablehlo.select"(%3479, %2318, %3498) : (tensor<i1>, tensor<1x197x192xf32>, tensor<1x197x192xf32>) -> tensor<1x197x192xf32>
    %3500 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3501 = stablehlo.divide %2321, %3500 : tensor<192xf32>
    %3502 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3503 = stablehlo.multiply %3501, %3502 : tensor<192xf32>
    %3504 = "stablehlo.select"(%3479, %2321, %3503) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3505 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3506 = stablehlo.divide %2324, %3505 : tensor<192xf32>
    %3507 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3508 = stablehlo.multiply %3506, %3507 : tensor<192xf32>
    %3509 = "stablehlo.select"(%3479, %2324, %3508) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3510 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x576xf32>
    %3511 = stablehlo.divide %2327, %3510 : tensor<192x576xf32>
    %3512 = stablehlo.constant dense<1.0> : tensor<192x576xf32>
    %3513 = stablehlo.multiply %3511, %3512 : tensor<192x576xf32>
    %3514 = "stablehlo.select"(%3479, %2327, %3513) : (tensor<i1>, tensor<192x576xf32>, tensor<192x576xf32>) -> tensor<192x576xf32>
    %3515 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %3516 = stablehlo.divide %2330, %3515 : tensor<576xf32>
    %3517 = stablehlo.constant dense<1.0> : tensor<576xf32>
    %3518 = stablehlo.multiply %3516, %3517 : tensor<576xf32>
    %3519 = "stablehlo.select"(%3479, %2330, %3518) : (tensor<i1>, tensor<576xf32>, tensor<576xf32>) -> tensor<576xf32>
    %3520 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x192xf32>
    %3521 = stablehlo.divide %2333, %3520 : tensor<192x192xf32>
    %3522 = stablehlo.constant dense<1.0> : tensor<192x192xf32>
    %3523 = stablehlo.multiply %3521, %3522 : tensor<192x192xf32>
    %3524 = "stablehlo.select"(%3479, %2333, %3523) : (tensor<i1>, tensor<192x192xf32>, tensor<192x192xf32>) -> tensor<192x192xf32>
    %3525 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3526 = stablehlo.divide %2336, %3525 : tensor<192xf32>
    %3527 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3528 = stablehlo.multiply %3526, %3527 : tensor<192xf32>
    %3529 = "stablehlo.select"(%3479, %2336, %3528) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3530 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3531 = stablehlo.divide %2339, %3530 : tensor<192xf32>
    %3532 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3533 = stablehlo.multiply %3531, %3532 : tensor<192xf32>
    %3534 = "stablehlo.select"(%3479, %2339, %3533) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3535 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3536 = stablehlo.divide %2342, %3535 : tensor<192xf32>
    %3537 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3538 = stablehlo.multiply %3536, %3537 : tensor<192xf32>
    %3539 = "stablehlo.select"(%3479, %2342, %3538) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3540 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %3541 = stablehlo.divide %2345, %3540 : tensor<192x768xf32>
    %3542 = stablehlo.constant dense<1.0> : tensor<192x768xf32>
    %3543 = stablehlo.multiply %3541, %3542 : tensor<192x768xf32>
    %3544 = "stablehlo.select"(%3479, %2345, %3543) : (tensor<i1>, tensor<192x768xf32>, tensor<192x768xf32>) -> tensor<192x768xf32>
    %3545 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3546 = stablehlo.divide %2348, %3545 : tensor<768xf32>
    %3547 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3548 = stablehlo.multiply %3546, %3547 : tensor<768xf32>
    %3549 = "stablehlo.select"(%3479, %2348, %3548) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3550 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %3551 = stablehlo.divide %2351, %3550 : tensor<768x192xf32>
    %3552 = stablehlo.constant dense<1.0> : tensor<768x192xf32>
    %3553 = stablehlo.multiply %3551, %3552 : tensor<768x192xf32>
    %3554 = "stablehlo.select"(%3479, %2351, %3553) : (tensor<i1>, tensor<768x192xf32>, tensor<768x192xf32>) -> tensor<768x192xf32>
    %3555 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3556 = stablehlo.divide %2354, %3555 : tensor<192xf32>
    %3557 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3558 = stablehlo.multiply %3556, %3557 : tensor<192xf32>
    %3559 = "stablehlo.select"(%3479, %2354, %3558) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3560 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3561 = stablehlo.divide %2357, %3560 : tensor<192xf32>
    %3562 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3563 = stablehlo.multiply %3561, %3562 : tensor<192xf32>
    %3564 = "stablehlo.select"(%3479, %2357, %3563) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3565 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3566 = stablehlo.divide %2360, %3565 : tensor<192xf32>
    %3567 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3568 = stablehlo.multiply %3566, %3567 : tensor<192xf32>
    %3569 = "stablehlo.select"(%3479, %2360, %3568) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3570 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x576xf32>
    %3571 = stablehlo.divide %2363, %3570 : tensor<192x576xf32>
    %3572 = stablehlo.constant dense<1.0> : tensor<192x576xf32>
    %3573 = stablehlo.multiply %3571, %3572 : tensor<192x576xf32>
    %3574 = "stablehlo.select"(%3479, %2363, %3573) : (tensor<i1>, tensor<192x576xf32>, tensor<192x576xf32>) -> tensor<192x576xf32>
    %3575 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %3576 = stablehlo.divide %2366, %3575 : tensor<576xf32>
    %3577 = stablehlo.constant dense<1.0> : tensor<576xf32>
    %3578 = stablehlo.multiply %3576, %3577 : tensor<576xf32>
    %3579 = "stablehlo.select"(%3479, %2366, %3578) : (tensor<i1>, tensor<576xf32>, tensor<576xf32>) -> tensor<576xf32>
    %3580 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x192xf32>
    %3581 = stablehlo.divide %2369, %3580 : tensor<192x192xf32>
    %3582 = stablehlo.constant dense<1.0> : tensor<192x192xf32>
    %3583 = stablehlo.multiply %3581, %3582 : tensor<192x192xf32>
    %3584 = "stablehlo.select"(%3479, %2369, %3583) : (tensor<i1>, tensor<192x192xf32>, tensor<192x192xf32>) -> tensor<192x192xf32>
    %3585 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3586 = stablehlo.divide %2372, %3585 : tensor<192xf32>
    %3587 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3588 = stablehlo.multiply %3586, %3587 : tensor<192xf32>
    %3589 = "stablehlo.select"(%3479, %2372, %3588) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3590 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3591 = stablehlo.divide %2375, %3590 : tensor<192xf32>
    %3592 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3593 = stablehlo.multiply %3591, %3592 : tensor<192xf32>
    %3594 = "stablehlo.select"(%3479, %2375, %3593) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3595 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3596 = stablehlo.divide %2378, %3595 : tensor<192xf32>
    %3597 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3598 = stablehlo.multiply %3596, %3597 : tensor<192xf32>
    %3599 = "stablehlo.select"(%3479, %2378, %3598) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3600 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %3601 = stablehlo.divide %2381, %3600 : tensor<192x768xf32>
    %3602 = stablehlo.constant dense<1.0> : tensor<192x768xf32>
    %3603 = stablehlo.multiply %3601, %3602 : tensor<192x768xf32>
    %3604 = "stablehlo.select"(%3479, %2381, %3603) : (tensor<i1>, tensor<192x768xf32>, tensor<192x768xf32>) -> tensor<192x768xf32>
    %3605 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3606 = stablehlo.divide %2384, %3605 : tensor<768xf32>
    %3607 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3608 = stablehlo.multiply %3606, %3607 : tensor<768xf32>
    %3609 = "stablehlo.select"(%3479, %2384, %3608) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3610 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %3611 = stablehlo.divide %2387, %3610 : tensor<768x192xf32>
    %3612 = stablehlo.constant dense<1.0> : tensor<768x192xf32>
    %3613 = stablehlo.multiply %3611, %3612 : tensor<768x192xf32>
    %3614 = "stablehlo.select"(%3479, %2387, %3613) : (tensor<i1>, tensor<768x192xf32>, tensor<768x192xf32>) -> tensor<768x192xf32>
    %3615 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3616 = stablehlo.divide %2390, %3615 : tensor<192xf32>
    %3617 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3618 = stablehlo.multiply %3616, %3617 : tensor<192xf32>
    %3619 = "stablehlo.select"(%3479, %2390, %3618) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3620 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3621 = stablehlo.divide %2393, %3620 : tensor<192xf32>
    %3622 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3623 = stablehlo.multiply %3621, %3622 : tensor<192xf32>
    %3624 = "stablehlo.select"(%3479, %2393, %3623) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3625 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3626 = stablehlo.divide %2396, %3625 : tensor<192xf32>
    %3627 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3628 = stablehlo.multiply %3626, %3627 : tensor<192xf32>
    %3629 = "stablehlo.select"(%3479, %2396, %3628) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3630 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x576xf32>
    %3631 = stablehlo.divide %2399, %3630 : tensor<192x576xf32>
    %3632 = stablehlo.constant dense<1.0> : tensor<192x576xf32>
    %3633 = stablehlo.multiply %3631, %3632 : tensor<192x576xf32>
    %3634 = "stablehlo.select"(%3479, %2399, %3633) : (tensor<i1>, tensor<192x576xf32>, tensor<192x576xf32>) -> tensor<192x576xf32>
    %3635 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %3636 = stablehlo.divide %2402, %3635 : tensor<576xf32>
    %3637 = stablehlo.constant dense<1.0> : tensor<576xf32>
    %3638 = stablehlo.multiply %3636, %3637 : tensor<576xf32>
    %3639 = "stablehlo.select"(%3479, %2402, %3638) : (tensor<i1>, tensor<576xf32>, tensor<576xf32>) -> tensor<576xf32>
    %3640 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x192xf32>
    %3641 = stablehlo.divide %2405, %3640 : tensor<192x192xf32>
    %3642 = stablehlo.constant dense<1.0> : tensor<192x192xf32>
    %3643 = stablehlo.multiply %3641, %3642 : tensor<192x192xf32>
    %3644 = "stablehlo.select"(%3479, %2405, %3643) : (tensor<i1>, tensor<192x192xf32>, tensor<192x192xf32>) -> tensor<192x192xf32>
    %3645 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3646 = stablehlo.divide %2408, %3645 : tensor<192xf32>
    %3647 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3648 = stablehlo.multiply %3646, %3647 : tensor<192xf32>
    %3649 = "stablehlo.select"(%3479, %2408, %3648) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3650 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3651 = stablehlo.divide %2411, %3650 : tensor<192xf32>
    %3652 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3653 = stablehlo.multiply %3651, %3652 : tensor<192xf32>
    %3654 = "stablehlo.select"(%3479, %2411, %3653) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3655 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3656 = stablehlo.divide %2414, %3655 : tensor<192xf32>
    %3657 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3658 = stablehlo.multiply %3656, %3657 : tensor<192xf32>
    %3659 = "stablehlo.select"(%3479, %2414, %3658) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3660 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %3661 = stablehlo.divide %2417, %3660 : tensor<192x768xf32>
    %3662 = stablehlo.constant dense<1.0> : tensor<192x768xf32>
    %3663 = stablehlo.multiply %3661, %3662 : tensor<192x768xf32>
    %3664 = "stablehlo.select"(%3479, %2417, %3663) : (tensor<i1>, tensor<192x768xf32>, tensor<192x768xf32>) -> tensor<192x768xf32>
    %3665 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3666 = stablehlo.divide %2420, %3665 : tensor<768xf32>
    %3667 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3668 = stablehlo.multiply %3666, %3667 : tensor<768xf32>
    %3669 = "stablehlo.select"(%3479, %2420, %3668) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3670 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %3671 = stablehlo.divide %2423, %3670 : tensor<768x192xf32>
    %3672 = stablehlo.constant dense<1.0> : tensor<768x192xf32>
    %3673 = stablehlo.multiply %3671, %3672 : tensor<768x192xf32>
    %3674 = "stablehlo.select"(%3479, %2423, %3673) : (tensor<i1>, tensor<768x192xf32>, tensor<768x192xf32>) -> tensor<768x192xf32>
    %3675 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3676 = stablehlo.divide %2426, %3675 : tensor<192xf32>
    %3677 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3678 = stablehlo.multiply %3676, %3677 : tensor<192xf32>
    %3679 = "stablehlo.select"(%3479, %2426, %3678) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3680 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3681 = stablehlo.divide %2429, %3680 : tensor<192xf32>
    %3682 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3683 = stablehlo.multiply %3681, %3682 : tensor<192xf32>
    %3684 = "stablehlo.select"(%3479, %2429, %3683) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3685 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3686 = stablehlo.divide %2432, %3685 : tensor<192xf32>
    %3687 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3688 = stablehlo.multiply %3686, %3687 : tensor<192xf32>
    %3689 = "stablehlo.select"(%3479, %2432, %3688) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3690 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x576xf32>
    %3691 = stablehlo.divide %2435, %3690 : tensor<192x576xf32>
    %3692 = stablehlo.constant dense<1.0> : tensor<192x576xf32>
    %3693 = stablehlo.multiply %3691, %3692 : tensor<192x576xf32>
    %3694 = "stablehlo.select"(%3479, %2435, %3693) : (tensor<i1>, tensor<192x576xf32>, tensor<192x576xf32>) -> tensor<192x576xf32>
    %3695 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %3696 = stablehlo.divide %2438, %3695 : tensor<576xf32>
    %3697 = stablehlo.constant dense<1.0> : tensor<576xf32>
    %3698 = stablehlo.multiply %3696, %3697 : tensor<576xf32>
    %3699 = "stablehlo.select"(%3479, %2438, %3698) : (tensor<i1>, tensor<576xf32>, tensor<576xf32>) -> tensor<576xf32>
    %3700 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x192xf32>
    %3701 = stablehlo.divide %2441, %3700 : tensor<192x192xf32>
    %3702 = stablehlo.constant dense<1.0> : tensor<192x192xf32>
    %3703 = stablehlo.multiply %3701, %3702 : tensor<192x192xf32>
    %3704 = "stablehlo.select"(%3479, %2441, %3703) : (tensor<i1>, tensor<192x192xf32>, tensor<192x192xf32>) -> tensor<192x192xf32>
    %3705 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3706 = stablehlo.divide %2444, %3705 : tensor<192xf32>
    %3707 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3708 = stablehlo.multiply %3706, %3707 : tensor<192xf32>
    %3709 = "stablehlo.select"(%3479, %2444, %3708) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3710 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3711 = stablehlo.divide %2447, %3710 : tensor<192xf32>
    %3712 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3713 = stablehlo.multiply %3711, %3712 : tensor<192xf32>
    %3714 = "stablehlo.select"(%3479, %2447, %3713) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3715 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3716 = stablehlo.divide %2450, %3715 : tensor<192xf32>
    %3717 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3718 = stablehlo.multiply %3716, %3717 : tensor<192xf32>
    %3719 = "stablehlo.select"(%3479, %2450, %3718) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3720 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %3721 = stablehlo.divide %2453, %3720 : tensor<192x768xf32>
    %3722 = stablehlo.constant dense<1.0> : tensor<192x768xf32>
    %3723 = stablehlo.multiply %3721, %3722 : tensor<192x768xf32>
    %3724 = "stablehlo.select"(%3479, %2453, %3723) : (tensor<i1>, tensor<192x768xf32>, tensor<192x768xf32>) -> tensor<192x768xf32>
    %3725 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3726 = stablehlo.divide %2456, %3725 : tensor<768xf32>
    %3727 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3728 = stablehlo.multiply %3726, %3727 : tensor<768xf32>
    %3729 = "stablehlo.select"(%3479, %2456, %3728) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3730 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %3731 = stablehlo.divide %2459, %3730 : tensor<768x192xf32>
    %3732 = stablehlo.constant dense<1.0> : tensor<768x192xf32>
    %3733 = stablehlo.multiply %3731, %3732 : tensor<768x192xf32>
    %3734 = "stablehlo.select"(%3479, %2459, %3733) : (tensor<i1>, tensor<768x192xf32>, tensor<768x192xf32>) -> tensor<768x192xf32>
    %3735 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3736 = stablehlo.divide %2462, %3735 : tensor<192xf32>
    %3737 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3738 = stablehlo.multiply %3736, %3737 : tensor<192xf32>
    %3739 = "stablehlo.select"(%3479, %2462, %3738) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3740 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3741 = stablehlo.divide %2465, %3740 : tensor<192xf32>
    %3742 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3743 = stablehlo.multiply %3741, %3742 : tensor<192xf32>
    %3744 = "stablehlo.select"(%3479, %2465, %3743) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3745 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3746 = stablehlo.divide %2468, %3745 : tensor<192xf32>
    %3747 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3748 = stablehlo.multiply %3746, %3747 : tensor<192xf32>
    %3749 = "stablehlo.select"(%3479, %2468, %3748) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3750 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x576xf32>
    %3751 = stablehlo.divide %2471, %3750 : tensor<192x576xf32>
    %3752 = stablehlo.constant dense<1.0> : tensor<192x576xf32>
    %3753 = stablehlo.multiply %3751, %3752 : tensor<192x576xf32>
    %3754 = "stablehlo.select"(%3479, %2471, %3753) : (tensor<i1>, tensor<192x576xf32>, tensor<192x576xf32>) -> tensor<192x576xf32>
    %3755 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %3756 = stablehlo.divide %2474, %3755 : tensor<576xf32>
    %3757 = stablehlo.constant dense<1.0> : tensor<576xf32>
    %3758 = stablehlo.multiply %3756, %3757 : tensor<576xf32>
    %3759 = "stablehlo.select"(%3479, %2474, %3758) : (tensor<i1>, tensor<576xf32>, tensor<576xf32>) -> tensor<576xf32>
    %3760 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x192xf32>
    %3761 = stablehlo.divide %2477, %3760 : tensor<192x192xf32>
    %3762 = stablehlo.constant dense<1.0> : tensor<192x192xf32>
    %3763 = stablehlo.multiply %3761, %3762 : tensor<192x192xf32>
    %3764 = "stablehlo.select"(%3479, %2477, %3763) : (tensor<i1>, tensor<192x192xf32>, tensor<192x192xf32>) -> tensor<192x192xf32>
    %3765 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3766 = stablehlo.divide %2480, %3765 : tensor<192xf32>
    %3767 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3768 = stablehlo.multiply %3766, %3767 : tensor<192xf32>
    %3769 = "stablehlo.select"(%3479, %2480, %3768) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3770 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3771 = stablehlo.divide %2483, %3770 : tensor<192xf32>
    %3772 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3773 = stablehlo.multiply %3771, %3772 : tensor<192xf32>
    %3774 = "stablehlo.select"(%3479, %2483, %3773) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3775 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3776 = stablehlo.divide %2486, %3775 : tensor<192xf32>
    %3777 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3778 = stablehlo.multiply %3776, %3777 : tensor<192xf32>
    %3779 = "stablehlo.select"(%3479, %2486, %3778) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3780 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %3781 = stablehlo.divide %2489, %3780 : tensor<192x768xf32>
    %3782 = stablehlo.constant dense<1.0> : tensor<192x768xf32>
    %3783 = stablehlo.multiply %3781, %3782 : tensor<192x768xf32>
    %3784 = "stablehlo.select"(%3479, %2489, %3783) : (tensor<i1>, tensor<192x768xf32>, tensor<192x768xf32>) -> tensor<192x768xf32>
    %3785 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3786 = stablehlo.divide %2492, %3785 : tensor<768xf32>
    %3787 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3788 = stablehlo.multiply %3786, %3787 : tensor<768xf32>
    %3789 = "stablehlo.select"(%3479, %2492, %3788) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3790 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %3791 = stablehlo.divide %2495, %3790 : tensor<768x192xf32>
    %3792 = stablehlo.constant dense<1.0> : tensor<768x192xf32>
    %3793 = stablehlo.multiply %3791, %3792 : tensor<768x192xf32>
    %3794 = "stablehlo.select"(%3479, %2495, %3793) : (tensor<i1>, tensor<768x192xf32>, tensor<768x192xf32>) -> tensor<768x192xf32>
    %3795 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3796 = stablehlo.divide %2498, %3795 : tensor<192xf32>
    %3797 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3798 = stablehlo.multiply %3796, %3797 : tensor<192xf32>
    %3799 = "stablehlo.select"(%3479, %2498, %3798) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3800 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3801 = stablehlo.divide %2501, %3800 : tensor<192xf32>
    %3802 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3803 = stablehlo.multiply %3801, %3802 : tensor<192xf32>
    %3804 = "stablehlo.select"(%3479, %2501, %3803) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3805 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3806 = stablehlo.divide %2504, %3805 : tensor<192xf32>
    %3807 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3808 = stablehlo.multiply %3806, %3807 : tensor<192xf32>
    %3809 = "stablehlo.select"(%3479, %2504, %3808) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3810 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x576xf32>
    %3811 = stablehlo.divide %2507, %3810 : tensor<192x576xf32>
    %3812 = stablehlo.constant dense<1.0> : tensor<192x576xf32>
    %3813 = stablehlo.multiply %3811, %3812 : tensor<192x576xf32>
    %3814 = "stablehlo.select"(%3479, %2507, %3813) : (tensor<i1>, tensor<192x576xf32>, tensor<192x576xf32>) -> tensor<192x576xf32>
    %3815 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %3816 = stablehlo.divide %2510, %3815 : tensor<576xf32>
    %3817 = stablehlo.constant dense<1.0> : tensor<576xf32>
    %3818 = stablehlo.multiply %3816, %3817 : tensor<576xf32>
    %3819 = "stablehlo.select"(%3479, %2510, %3818) : (tensor<i1>, tensor<576xf32>, tensor<576xf32>) -> tensor<576xf32>
    %3820 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x192xf32>
    %3821 = stablehlo.divide %2513, %3820 : tensor<192x192xf32>
    %3822 = stablehlo.constant dense<1.0> : tensor<192x192xf32>
    %3823 = stablehlo.multiply %3821, %3822 : tensor<192x192xf32>
    %3824 = "stablehlo.select"(%3479, %2513, %3823) : (tensor<i1>, tensor<192x192xf32>, tensor<192x192xf32>) -> tensor<192x192xf32>
    %3825 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3826 = stablehlo.divide %2516, %3825 : tensor<192xf32>
    %3827 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3828 = stablehlo.multiply %3826, %3827 : tensor<192xf32>
    %3829 = "stablehlo.select"(%3479, %2516, %3828) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3830 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3831 = stablehlo.divide %2519, %3830 : tensor<192xf32>
    %3832 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3833 = stablehlo.multiply %3831, %3832 : tensor<192xf32>
    %3834 = "stablehlo.select"(%3479, %2519, %3833) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3835 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3836 = stablehlo.divide %2522, %3835 : tensor<192xf32>
    %3837 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3838 = stablehlo.multiply %3836, %3837 : tensor<192xf32>
    %3839 = "stablehlo.select"(%3479, %2522, %3838) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3840 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %3841 = stablehlo.divide %2525, %3840 : tensor<192x768xf32>
    %3842 = stablehlo.constant dense<1.0> : tensor<192x768xf32>
    %3843 = stablehlo.multiply %3841, %3842 : tensor<192x768xf32>
    %3844 = "stablehlo.select"(%3479, %2525, %3843) : (tensor<i1>, tensor<192x768xf32>, tensor<192x768xf32>) -> tensor<192x768xf32>
    %3845 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3846 = stablehlo.divide %2528, %3845 : tensor<768xf32>
    %3847 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3848 = stablehlo.multiply %3846, %3847 : tensor<768xf32>
    %3849 = "stablehlo.select"(%3479, %2528, %3848) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3850 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %3851 = stablehlo.divide %2531, %3850 : tensor<768x192xf32>
    %3852 = stablehlo.constant dense<1.0> : tensor<768x192xf32>
    %3853 = stablehlo.multiply %3851, %3852 : tensor<768x192xf32>
    %3854 = "stablehlo.select"(%3479, %2531, %3853) : (tensor<i1>, tensor<768x192xf32>, tensor<768x192xf32>) -> tensor<768x192xf32>
    %3855 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3856 = stablehlo.divide %2534, %3855 : tensor<192xf32>
    %3857 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3858 = stablehlo.multiply %3856, %3857 : tensor<192xf32>
    %3859 = "stablehlo.select"(%3479, %2534, %3858) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3860 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3861 = stablehlo.divide %2537, %3860 : tensor<192xf32>
    %3862 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3863 = stablehlo.multiply %3861, %3862 : tensor<192xf32>
    %3864 = "stablehlo.select"(%3479, %2537, %3863) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3865 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3866 = stablehlo.divide %2540, %3865 : tensor<192xf32>
    %3867 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3868 = stablehlo.multiply %3866, %3867 : tensor<192xf32>
    %3869 = "stablehlo.select"(%3479, %2540, %3868) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3870 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x576xf32>
    %3871 = stablehlo.divide %2543, %3870 : tensor<192x576xf32>
    %3872 = stablehlo.constant dense<1.0> : tensor<192x576xf32>
    %3873 = stablehlo.multiply %3871, %3872 : tensor<192x576xf32>
    %3874 = "stablehlo.select"(%3479, %2543, %3873) : (tensor<i1>, tensor<192x576xf32>, tensor<192x576xf32>) -> tensor<192x576xf32>
    %3875 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %3876 = stablehlo.divide %2546, %3875 : tensor<576xf32>
    %3877 = stablehlo.constant dense<1.0> : tensor<576xf32>
    %3878 = stablehlo.multiply %3876, %3877 : tensor<576xf32>
    %3879 = "stablehlo.select"(%3479, %2546, %3878) : (tensor<i1>, tensor<576xf32>, tensor<576xf32>) -> tensor<576xf32>
    %3880 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x192xf32>
    %3881 = stablehlo.divide %2549, %3880 : tensor<192x192xf32>
    %3882 = stablehlo.constant dense<1.0> : tensor<192x192xf32>
    %3883 = stablehlo.multiply %3881, %3882 : tensor<192x192xf32>
    %3884 = "stablehlo.select"(%3479, %2549, %3883) : (tensor<i1>, tensor<192x192xf32>, tensor<192x192xf32>) -> tensor<192x192xf32>
    %3885 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3886 = stablehlo.divide %2552, %3885 : tensor<192xf32>
    %3887 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3888 = stablehlo.multiply %3886, %3887 : tensor<192xf32>
    %3889 = "stablehlo.select"(%3479, %2552, %3888) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3890 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3891 = stablehlo.divide %2555, %3890 : tensor<192xf32>
    %3892 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3893 = stablehlo.multiply %3891, %3892 : tensor<192xf32>
    %3894 = "stablehlo.select"(%3479, %2555, %3893) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3895 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3896 = stablehlo.divide %2558, %3895 : tensor<192xf32>
    %3897 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3898 = stablehlo.multiply %3896, %3897 : tensor<192xf32>
    %3899 = "stablehlo.select"(%3479, %2558, %3898) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3900 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %3901 = stablehlo.divide %2561, %3900 : tensor<192x768xf32>
    %3902 = stablehlo.constant dense<1.0> : tensor<192x768xf32>
    %3903 = stablehlo.multiply %3901, %3902 : tensor<192x768xf32>
    %3904 = "stablehlo.select"(%3479, %2561, %3903) : (tensor<i1>, tensor<192x768xf32>, tensor<192x768xf32>) -> tensor<192x768xf32>
    %3905 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3906 = stablehlo.divide %2564, %3905 : tensor<768xf32>
    %3907 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3908 = stablehlo.multiply %3906, %3907 : tensor<768xf32>
    %3909 = "stablehlo.select"(%3479, %2564, %3908) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3910 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %3911 = stablehlo.divide %2567, %3910 : tensor<768x192xf32>
    %3912 = stablehlo.constant dense<1.0> : tensor<768x192xf32>
    %3913 = stablehlo.multiply %3911, %3912 : tensor<768x192xf32>
    %3914 = "stablehlo.select"(%3479, %2567, %3913) : (tensor<i1>, tensor<768x192xf32>, tensor<768x192xf32>) -> tensor<768x192xf32>
    %3915 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3916 = stablehlo.divide %2570, %3915 : tensor<192xf32>
    %3917 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3918 = stablehlo.multiply %3916, %3917 : tensor<192xf32>
    %3919 = "stablehlo.select"(%3479, %2570, %3918) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3920 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3921 = stablehlo.divide %2573, %3920 : tensor<192xf32>
    %3922 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3923 = stablehlo.multiply %3921, %3922 : tensor<192xf32>
    %3924 = "stablehlo.select"(%3479, %2573, %3923) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3925 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3926 = stablehlo.divide %2576, %3925 : tensor<192xf32>
    %3927 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3928 = stablehlo.multiply %3926, %3927 : tensor<192xf32>
    %3929 = "stablehlo.select"(%3479, %2576, %3928) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3930 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x576xf32>
    %3931 = stablehlo.divide %2579, %3930 : tensor<192x576xf32>
    %3932 = stablehlo.constant dense<1.0> : tensor<192x576xf32>
    %3933 = stablehlo.multiply %3931, %3932 : tensor<192x576xf32>
    %3934 = "stablehlo.select"(%3479, %2579, %3933) : (tensor<i1>, tensor<192x576xf32>, tensor<192x576xf32>) -> tensor<192x576xf32>
    %3935 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %3936 = stablehlo.divide %2582, %3935 : tensor<576xf32>
    %3937 = stablehlo.constant dense<1.0> : tensor<576xf32>
    %3938 = stablehlo.multiply %3936, %3937 : tensor<576xf32>
    %3939 = "stablehlo.select"(%3479, %2582, %3938) : (tensor<i1>, tensor<576xf32>, tensor<576xf32>) -> tensor<576xf32>
    %3940 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x192xf32>
    %3941 = stablehlo.divide %2585, %3940 : tensor<192x192xf32>
    %3942 = stablehlo.constant dense<1.0> : tensor<192x192xf32>
    %3943 = stablehlo.multiply %3941, %3942 : tensor<192x192xf32>
    %3944 = "stablehlo.select"(%3479, %2585, %3943) : (tensor<i1>, tensor<192x192xf32>, tensor<192x192xf32>) -> tensor<192x192xf32>
    %3945 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3946 = stablehlo.divide %2588, %3945 : tensor<192xf32>
    %3947 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3948 = stablehlo.multiply %3946, %3947 : tensor<192xf32>
    %3949 = "stablehlo.select"(%3479, %2588, %3948) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3950 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3951 = stablehlo.divide %2591, %3950 : tensor<192xf32>
    %3952 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3953 = stablehlo.multiply %3951, %3952 : tensor<192xf32>
    %3954 = "stablehlo.select"(%3479, %2591, %3953) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3955 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3956 = stablehlo.divide %2594, %3955 : tensor<192xf32>
    %3957 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3958 = stablehlo.multiply %3956, %3957 : tensor<192xf32>
    %3959 = "stablehlo.select"(%3479, %2594, %3958) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3960 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %3961 = stablehlo.divide %2597, %3960 : tensor<192x768xf32>
    %3962 = stablehlo.constant dense<1.0> : tensor<192x768xf32>
    %3963 = stablehlo.multiply %3961, %3962 : tensor<192x768xf32>
    %3964 = "stablehlo.select"(%3479, %2597, %3963) : (tensor<i1>, tensor<192x768xf32>, tensor<192x768xf32>) -> tensor<192x768xf32>
    %3965 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3966 = stablehlo.divide %2600, %3965 : tensor<768xf32>
    %3967 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3968 = stablehlo.multiply %3966, %3967 : tensor<768xf32>
    %3969 = "stablehlo.select"(%3479, %2600, %3968) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3970 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %3971 = stablehlo.divide %2603, %3970 : tensor<768x192xf32>
    %3972 = stablehlo.constant dense<1.0> : tensor<768x192xf32>
    %3973 = stablehlo.multiply %3971, %3972 : tensor<768x192xf32>
    %3974 = "stablehlo.select"(%3479, %2603, %3973) : (tensor<i1>, tensor<768x192xf32>, tensor<768x192xf32>) -> tensor<768x192xf32>
    %3975 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3976 = stablehlo.divide %2606, %3975 : tensor<192xf32>
    %3977 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3978 = stablehlo.multiply %3976, %3977 : tensor<192xf32>
    %3979 = "stablehlo.select"(%3479, %2606, %3978) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3980 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3981 = stablehlo.divide %2609, %3980 : tensor<192xf32>
    %3982 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3983 = stablehlo.multiply %3981, %3982 : tensor<192xf32>
    %3984 = "stablehlo.select"(%3479, %2609, %3983) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3985 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3986 = stablehlo.divide %2612, %3985 : tensor<192xf32>
    %3987 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3988 = stablehlo.multiply %3986, %3987 : tensor<192xf32>
    %3989 = "stablehlo.select"(%3479, %2612, %3988) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3990 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x576xf32>
    %3991 = stablehlo.divide %2615, %3990 : tensor<192x576xf32>
    %3992 = stablehlo.constant dense<1.0> : tensor<192x576xf32>
    %3993 = stablehlo.multiply %3991, %3992 : tensor<192x576xf32>
    %3994 = "stablehlo.select"(%3479, %2615, %3993) : (tensor<i1>, tensor<192x576xf32>, tensor<192x576xf32>) -> tensor<192x576xf32>
    %3995 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %3996 = stablehlo.divide %2618, %3995 : tensor<576xf32>
    %3997 = stablehlo.constant dense<1.0> : tensor<576xf32>
    %3998 = stablehlo.multiply %3996, %3997 : tensor<576xf32>
    %3999 = "stablehlo.select"(%3479, %2618, %3998) : (tensor<i1>, tensor<576xf32>, tensor<576xf32>) -> tensor<576xf32>
    %4000 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x192xf32>
    %4001 = stablehlo.divide %2621, %4000 : tensor<192x192xf32>
    %4002 = stablehlo.constant dense<1.0> : tensor<192x192xf32>
    %4003 = stablehlo.multiply %4001, %4002 : tensor<192x192xf32>
    %4004 = "stablehlo.select"(%3479, %2621, %4003) : (tensor<i1>, tensor<192x192xf32>, tensor<192x192xf32>) -> tensor<192x192xf32>
    %4005 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4006 = stablehlo.divide %2624, %4005 : tensor<192xf32>
    %4007 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %4008 = stablehlo.multiply %4006, %4007 : tensor<192xf32>
    %4009 = "stablehlo.select"(%3479, %2624, %4008) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %4010 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4011 = stablehlo.divide %2627, %4010 : tensor<192xf32>
    %4012 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %4013 = stablehlo.multiply %4011, %4012 : tensor<192xf32>
    %4014 = "stablehlo.select"(%3479, %2627, %4013) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %4015 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4016 = stablehlo.divide %2630, %4015 : tensor<192xf32>
    %4017 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %4018 = stablehlo.multiply %4016, %4017 : tensor<192xf32>
    %4019 = "stablehlo.select"(%3479, %2630, %4018) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %4020 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %4021 = stablehlo.divide %2633, %4020 : tensor<192x768xf32>
    %4022 = stablehlo.constant dense<1.0> : tensor<192x768xf32>
    %4023 = stablehlo.multiply %4021, %4022 : tensor<192x768xf32>
    %4024 = "stablehlo.select"(%3479, %2633, %4023) : (tensor<i1>, tensor<192x768xf32>, tensor<192x768xf32>) -> tensor<192x768xf32>
    %4025 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %4026 = stablehlo.divide %2636, %4025 : tensor<768xf32>
    %4027 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %4028 = stablehlo.multiply %4026, %4027 : tensor<768xf32>
    %4029 = "stablehlo.select"(%3479, %2636, %4028) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %4030 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %4031 = stablehlo.divide %2639, %4030 : tensor<768x192xf32>
    %4032 = stablehlo.constant dense<1.0> : tensor<768x192xf32>
    %4033 = stablehlo.multiply %4031, %4032 : tensor<768x192xf32>
    %4034 = "stablehlo.select"(%3479, %2639, %4033) : (tensor<i1>, tensor<768x192xf32>, tensor<768x192xf32>) -> tensor<768x192xf32>
    %4035 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4036 = stablehlo.divide %2642, %4035 : tensor<192xf32>
    %4037 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %4038 = stablehlo.multiply %4036, %4037 : tensor<192xf32>
    %4039 = "stablehlo.select"(%3479, %2642, %4038) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %4040 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4041 = stablehlo.divide %2645, %4040 : tensor<192xf32>
    %4042 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %4043 = stablehlo.multiply %4041, %4042 : tensor<192xf32>
    %4044 = "stablehlo.select"(%3479, %2645, %4043) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %4045 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4046 = stablehlo.divide %2648, %4045 : tensor<192xf32>
    %4047 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %4048 = stablehlo.multiply %4046, %4047 : tensor<192xf32>
    %4049 = "stablehlo.select"(%3479, %2648, %4048) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %4050 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x576xf32>
    %4051 = stablehlo.divide %2651, %4050 : tensor<192x576xf32>
    %4052 = stablehlo.constant dense<1.0> : tensor<192x576xf32>
    %4053 = stablehlo.multiply %4051, %4052 : tensor<192x576xf32>
    %4054 = "stablehlo.select"(%3479, %2651, %4053) : (tensor<i1>, tensor<192x576xf32>, tensor<192x576xf32>) -> tensor<192x576xf32>
    %4055 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %4056 = stablehlo.divide %2654, %4055 : tensor<576xf32>
    %4057 = stablehlo.constant dense<1.0> : tensor<576xf32>
    %4058 = stablehlo.multiply %4056, %4057 : tensor<576xf32>
    %4059 = "stablehlo.select"(%3479, %2654, %4058) : (tensor<i1>, tensor<576xf32>, tensor<576xf32>) -> tensor<576xf32>
    %4060 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x192xf32>
    %4061 = stablehlo.divide %2657, %4060 : tensor<192x192xf32>
    %4062 = stablehlo.constant dense<1.0> : tensor<192x192xf32>
    %4063 = stablehlo.multiply %4061, %4062 : tensor<192x192xf32>
    %4064 = "stablehlo.select"(%3479, %2657, %4063) : (tensor<i1>, tensor<192x192xf32>, tensor<192x192xf32>) -> tensor<192x192xf32>
    %4065 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4066 = stablehlo.divide %2660, %4065 : tensor<192xf32>
    %4067 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %4068 = stablehlo.multiply %4066, %4067 : tensor<192xf32>
    %4069 = "stablehlo.select"(%3479, %2660, %4068) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %4070 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4071 = stablehlo.divide %2663, %4070 : tensor<192xf32>
    %4072 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %4073 = stablehlo.multiply %4071, %4072 : tensor<192xf32>
    %4074 = "stablehlo.select"(%3479, %2663, %4073) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %4075 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4076 = stablehlo.divide %2666, %4075 : tensor<192xf32>
    %4077 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %4078 = stablehlo.multiply %4076, %4077 : tensor<192xf32>
    %4079 = "stablehlo.select"(%3479, %2666, %4078) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %4080 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %4081 = stablehlo.divide %2669, %4080 : tensor<192x768xf32>
    %4082 = stablehlo.constant dense<1.0> : tensor<192x768xf32>
    %4083 = stablehlo.multiply %4081, %4082 : tensor<192x768xf32>
    %4084 = "stablehlo.select"(%3479, %2669, %4083) : (tensor<i1>, tensor<192x768xf32>, tensor<192x768xf32>) -> tensor<192x768xf32>
    %4085 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %4086 = stablehlo.divide %2672, %4085 : tensor<768xf32>
    %4087 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %4088 = stablehlo.multiply %4086, %4087 : tensor<768xf32>
    %4089 = "stablehlo.select"(%3479, %2672, %4088) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %4090 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %4091 = stablehlo.divide %2675, %4090 : tensor<768x192xf32>
    %4092 = stablehlo.constant dense<1.0> : tensor<768x192xf32>
    %4093 = stablehlo.multiply %4091, %4092 : tensor<768x192xf32>
    %4094 = "stablehlo.select"(%3479, %2675, %4093) : (tensor<i1>, tensor<768x192xf32>, tensor<768x192xf32>) -> tensor<768x192xf32>
    %4095 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4096 = stablehlo.divide %2678, %4095 : tensor<192xf32>
    %4097 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %4098 = stablehlo.multiply %4096, %4097 : tensor<192xf32>
    %4099 = "stablehlo.select"(%3479, %2678, %4098) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %4100 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4101 = stablehlo.divide %2681, %4100 : tensor<192xf32>
    %4102 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %4103 = stablehlo.multiply %4101, %4102 : tensor<192xf32>
    %4104 = "stablehlo.select"(%3479, %2681, %4103) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %4105 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4106 = stablehlo.divide %2684, %4105 : tensor<192xf32>
    %4107 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %4108 = stablehlo.multiply %4106, %4107 : tensor<192xf32>
    %4109 = "stablehlo.select"(%3479, %2684, %4108) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %4110 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x576xf32>
    %4111 = stablehlo.divide %2687, %4110 : tensor<192x576xf32>
    %4112 = stablehlo.constant dense<1.0> : tensor<192x576xf32>
    %4113 = stablehlo.multiply %4111, %4112 : tensor<192x576xf32>
    %4114 = "stablehlo.select"(%3479, %2687, %4113) : (tensor<i1>, tensor<192x576xf32>, tensor<192x576xf32>) -> tensor<192x576xf32>
    %4115 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %4116 = stablehlo.divide %2690, %4115 : tensor<576xf32>
    %4117 = stablehlo.constant dense<1.0> : tensor<576xf32>
    %4118 = stablehlo.multiply %4116, %4117 : tensor<576xf32>
    %4119 = "stablehlo.select"(%3479, %2690, %4118) : (tensor<i1>, tensor<576xf32>, tensor<576xf32>) -> tensor<576xf32>
    %4120 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x192xf32>
    %4121 = stablehlo.divide %2693, %4120 : tensor<192x192xf32>
    %4122 = stablehlo.constant dense<1.0> : tensor<192x192xf32>
    %4123 = stablehlo.multiply %4121, %4122 : tensor<192x192xf32>
    %4124 = "stablehlo.select"(%3479, %2693, %4123) : (tensor<i1>, tensor<192x192xf32>, tensor<192x192xf32>) -> tensor<192x192xf32>
    %4125 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4126 = stablehlo.divide %2696, %4125 : tensor<192xf32>
    %4127 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %4128 = stablehlo.multiply %4126, %4127 : tensor<192xf32>
    %4129 = "stablehlo.select"(%3479, %2696, %4128) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %4130 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4131 = stablehlo.divide %2699, %4130 : tensor<192xf32>
    %4132 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %4133 = stablehlo.multiply %4131, %4132 : tensor<192xf32>
    %4134 = "stablehlo.select"(%3479, %2699, %4133) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %4135 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4136 = stablehlo.divide %2702, %4135 : tensor<192xf32>
    %4137 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %4138 = stablehlo.multiply %4136, %4137 : tensor<192xf32>
    %4139 = "stablehlo.select"(%3479, %2702, %4138) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %4140 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %4141 = stablehlo.divide %2705, %4140 : tensor<192x768xf32>
    %4142 = stablehlo.constant dense<1.0> : tensor<192x768xf32>
    %4143 = stablehlo.multiply %4141, %4142 : tensor<192x768xf32>
    %4144 = "stablehlo.select"(%3479, %2705, %4143) : (tensor<i1>, tensor<192x768xf32>, tensor<192x768xf32>) -> tensor<192x768xf32>
    %4145 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %4146 = stablehlo.divide %2708, %4145 : tensor<768xf32>
    %4147 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %4148 = stablehlo.multiply %4146, %4147 : tensor<768xf32>
    %4149 = "stablehlo.select"(%3479, %2708, %4148) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %4150 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %4151 = stablehlo.divide %2711, %4150 : tensor<768x192xf32>
    %4152 = stablehlo.constant dense<1.0> : tensor<768x192xf32>
    %4153 = stablehlo.multiply %4151, %4152 : tensor<768x192xf32>
    %4154 = "stablehlo.select"(%3479, %2711, %4153) : (tensor<i1>, tensor<768x192xf32>, tensor<768x192xf32>) -> tensor<768x192xf32>
    %4155 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4156 = stablehlo.divide %2714, %4155 : tensor<192xf32>
    %4157 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %4158 = stablehlo.multiply %4156, %4157 : tensor<192xf32>
    %4159 = "stablehlo.select"(%3479, %2714, %4158) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %4160 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4161 = stablehlo.divide %2717, %4160 : tensor<192xf32>
    %4162 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %4163 = stablehlo.multiply %4161, %4162 : tensor<192xf32>
    %4164 = "stablehlo.select"(%3479, %2717, %4163) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %4165 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4166 = stablehlo.divide %2720, %4165 : tensor<192xf32>
    %4167 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %4168 = stablehlo.multiply %4166, %4167 : tensor<192xf32>
    %4169 = "stablehlo.select"(%3479, %2720, %4168) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %4170 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x576xf32>
    %4171 = stablehlo.divide %2723, %4170 : tensor<192x576xf32>
    %4172 = stablehlo.constant dense<1.0> : tensor<192x576xf32>
    %4173 = stablehlo.multiply %4171, %4172 : tensor<192x576xf32>
    %4174 = "stablehlo.select"(%3479, %2723, %4173) : (tensor<i1>, tensor<192x576xf32>, tensor<192x576xf32>) -> tensor<192x576xf32>
    %4175 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %4176 = stablehlo.divide %2726, %4175 : tensor<576xf32>
    %4177 = stablehlo.constant dense<1.0> : tensor<576xf32>
    %4178 = stablehlo.multiply %4176, %4177 : tensor<576xf32>
    %4179 = "stablehlo.select"(%3479, %2726, %4178) : (tensor<i1>, tensor<576xf32>, tensor<576xf32>) -> tensor<576xf32>
    %4180 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x192xf32>
    %4181 = stablehlo.divide %2729, %4180 : tensor<192x192xf32>
    %4182 = stablehlo.constant dense<1.0> : tensor<192x192xf32>
    %4183 = stablehlo.multiply %4181, %4182 : tensor<192x192xf32>
    %4184 = "stablehlo.select"(%3479, %2729, %4183) : (tensor<i1>, tensor<192x192xf32>, tensor<192x192xf32>) -> tensor<192x192xf32>
    %4185 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4186 = stablehlo.divide %2732, %4185 : tensor<192xf32>
    %4187 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %4188 = stablehlo.multiply %4186, %4187 : tensor<192xf32>
    %4189 = "stablehlo.select"(%3479, %2732, %4188) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %4190 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4191 = stablehlo.divide %2735, %4190 : tensor<192xf32>
    %4192 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %4193 = stablehlo.multiply %4191, %4192 : tensor<192xf32>
    %4194 = "stablehlo.select"(%3479, %2735, %4193) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %4195 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4196 = stablehlo.divide %2738, %4195 : tensor<192xf32>
    %4197 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %4198 = stablehlo.multiply %4196, %4197 : tensor<192xf32>
    %4199 = "stablehlo.select"(%3479, %2738, %4198) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %4200 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %4201 = stablehlo.divide %2741, %4200 : tensor<192x768xf32>
    %4202 = stablehlo.constant dense<1.0> : tensor<192x768xf32>
    %4203 = stablehlo.multiply %4201, %4202 : tensor<192x768xf32>
    %4204 = "stablehlo.select"(%3479, %2741, %4203) : (tensor<i1>, tensor<192x768xf32>, tensor<192x768xf32>) -> tensor<192x768xf32>
    %4205 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %4206 = stablehlo.divide %2744, %4205 : tensor<768xf32>
    %4207 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %4208 = stablehlo.multiply %4206, %4207 : tensor<768xf32>
    %4209 = "stablehlo.select"(%3479, %2744, %4208) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %4210 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %4211 = stablehlo.divide %2747, %4210 : tensor<768x192xf32>
    %4212 = stablehlo.constant dense<1.0> : tensor<768x192xf32>
    %4213 = stablehlo.multiply %4211, %4212 : tensor<768x192xf32>
    %4214 = "stablehlo.select"(%3479, %2747, %4213) : (tensor<i1>, tensor<768x192xf32>, tensor<768x192xf32>) -> tensor<768x192xf32>
    %4215 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4216 = stablehlo.divide %2750, %4215 : tensor<192xf32>
    %4217 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %4218 = stablehlo.multiply %4216, %4217 : tensor<192xf32>
    %4219 = "stablehlo.select"(%3479, %2750, %4218) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %4220 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4221 = stablehlo.divide %2753, %4220 : tensor<192xf32>
    %4222 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %4223 = stablehlo.multiply %4221, %4222 : tensor<192xf32>
    %4224 = "stablehlo.select"(%3479, %2753, %4223) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %4225 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4226 = stablehlo.divide %2756, %4225 : tensor<192xf32>
    %4227 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %4228 = stablehlo.multiply %4226, %4227 : tensor<192xf32>
    %4229 = "stablehlo.select"(%3479, %2756, %4228) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %4230 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x1000xf32>
    %4231 = stablehlo.divide %2759, %4230 : tensor<192x1000xf32>
    %4232 = stablehlo.constant dense<1.0> : tensor<192x1000xf32>
    %4233 = stablehlo.multiply %4231, %4232 : tensor<192x1000xf32>
    %4234 = "stablehlo.select"(%3479, %2759, %4233) : (tensor<i1>, tensor<192x1000xf32>, tensor<192x1000xf32>) -> tensor<192x1000xf32>
    %4235 = "stablehlo.broadcast_in_dim"(%3477) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1000xf32>
    %4236 = stablehlo.divide %2762, %4235 : tensor<1000xf32>
    %4237 = stablehlo.constant dense<1.0> : tensor<1000xf32>
    %4238 = stablehlo.multiply %4236, %4237 : tensor<1000xf32>
    %4239 = "stablehlo.select"(%3479, %2762, %4238) : (tensor<i1>, tensor<1000xf32>, tensor<1000xf32>) -> tensor<1000xf32>
    %4240 = stablehlo.constant dense<0.9> : tensor<16x16x3x192xf32>
    %4241 = stablehlo.multiply %4240, %m.patch_embed.proj.w : tensor<16x16x3x192xf32>
    %4242 = stablehlo.constant dense<0.1> : tensor<16x16x3x192xf32>
    %4243 = stablehlo.multiply %4242, %3484 : tensor<16x16x3x192xf32>
    %4244 = stablehlo.add %4241, %4243 : tensor<16x16x3x192xf32>
    %4245 = stablehlo.constant dense<0.999> : tensor<16x16x3x192xf32>
    %4246 = stablehlo.multiply %4245, %v.patch_embed.proj.w : tensor<16x16x3x192xf32>
    %4247 = stablehlo.constant dense<0.001> : tensor<16x16x3x192xf32>
    %4248 = stablehlo.multiply %3484, %3484 : tensor<16x16x3x192xf32>
    %4249 = stablehlo.multiply %4247, %4248 : tensor<16x16x3x192xf32>
    %4250 = stablehlo.add %4246, %4249 : tensor<16x16x3x192xf32>
    %4251 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x16x3x192xf32>
    %4252 = stablehlo.divide %4244, %4251 : tensor<16x16x3x192xf32>
    %4253 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x16x3x192xf32>
    %4254 = stablehlo.divide %4250, %4253 : tensor<16x16x3x192xf32>
    %4255 = stablehlo.sqrt %4254 : tensor<16x16x3x192xf32>
    %4256 = stablehlo.constant dense<1.0e-08> : tensor<16x16x3x192xf32>
    %4257 = stablehlo.add %4255, %4256 : tensor<16x16x3x192xf32>
    %4258 = stablehlo.divide %4252, %4257 : tensor<16x16x3x192xf32>
    %4259 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4260 = stablehlo.multiply %4259, %m.patch_embed.proj.b : tensor<192xf32>
    %4261 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4262 = stablehlo.multiply %4261, %3489 : tensor<192xf32>
    %4263 = stablehlo.add %4260, %4262 : tensor<192xf32>
    %4264 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4265 = stablehlo.multiply %4264, %v.patch_embed.proj.b : tensor<192xf32>
    %4266 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4267 = stablehlo.multiply %3489, %3489 : tensor<192xf32>
    %4268 = stablehlo.multiply %4266, %4267 : tensor<192xf32>
    %4269 = stablehlo.add %4265, %4268 : tensor<192xf32>
    %4270 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4271 = stablehlo.divide %4263, %4270 : tensor<192xf32>
    %4272 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4273 = stablehlo.divide %4269, %4272 : tensor<192xf32>
    %4274 = stablehlo.sqrt %4273 : tensor<192xf32>
    %4275 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4276 = stablehlo.add %4274, %4275 : tensor<192xf32>
    %4277 = stablehlo.divide %4271, %4276 : tensor<192xf32>
    %4278 = stablehlo.constant dense<0.9> : tensor<1x1x192xf32>
    %4279 = stablehlo.multiply %4278, %m.cls.token : tensor<1x1x192xf32>
    %4280 = stablehlo.constant dense<0.1> : tensor<1x1x192xf32>
    %4281 = stablehlo.multiply %4280, %3494 : tensor<1x1x192xf32>
    %4282 = stablehlo.add %4279, %4281 : tensor<1x1x192xf32>
    %4283 = stablehlo.constant dense<0.999> : tensor<1x1x192xf32>
    %4284 = stablehlo.multiply %4283, %v.cls.token : tensor<1x1x192xf32>
    %4285 = stablehlo.constant dense<0.001> : tensor<1x1x192xf32>
    %4286 = stablehlo.multiply %3494, %3494 : tensor<1x1x192xf32>
    %4287 = stablehlo.multiply %4285, %4286 : tensor<1x1x192xf32>
    %4288 = stablehlo.add %4284, %4287 : tensor<1x1x192xf32>
    %4289 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x192xf32>
    %4290 = stablehlo.divide %4282, %4289 : tensor<1x1x192xf32>
    %4291 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x192xf32>
    %4292 = stablehlo.divide %4288, %4291 : tensor<1x1x192xf32>
    %4293 = stablehlo.sqrt %4292 : tensor<1x1x192xf32>
    %4294 = stablehlo.constant dense<1.0e-08> : tensor<1x1x192xf32>
    %4295 = stablehlo.add %4293, %4294 : tensor<1x1x192xf32>
    %4296 = stablehlo.divide %4290, %4295 : tensor<1x1x192xf32>
    %4297 = stablehlo.constant dense<0.9> : tensor<1x197x192xf32>
    %4298 = stablehlo.multiply %4297, %m.pos.table : tensor<1x197x192xf32>
    %4299 = stablehlo.constant dense<0.1> : tensor<1x197x192xf32>
    %4300 = stablehlo.multiply %4299, %3499 : tensor<1x197x192xf32>
    %4301 = stablehlo.add %4298, %4300 : tensor<1x197x192xf32>
    %4302 = stablehlo.constant dense<0.999> : tensor<1x197x192xf32>
    %4303 = stablehlo.multiply %4302, %v.pos.table : tensor<1x197x192xf32>
    %4304 = stablehlo.constant dense<0.001> : tensor<1x197x192xf32>
    %4305 = stablehlo.multiply %3499, %3499 : tensor<1x197x192xf32>
    %4306 = stablehlo.multiply %4304, %4305 : tensor<1x197x192xf32>
    %4307 = stablehlo.add %4303, %4306 : tensor<1x197x192xf32>
    %4308 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x197x192xf32>
    %4309 = stablehlo.divide %4301, %4308 : tensor<1x197x192xf32>
    %4310 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x197x192xf32>
    %4311 = stablehlo.divide %4307, %4310 : tensor<1x197x192xf32>
    %4312 = stablehlo.sqrt %4311 : tensor<1x197x192xf32>
    %4313 = stablehlo.constant dense<1.0e-08> : tensor<1x197x192xf32>
    %4314 = stablehlo.add %4312, %4313 : tensor<1x197x192xf32>
    %4315 = stablehlo.divide %4309, %4314 : tensor<1x197x192xf32>
    %4316 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4317 = stablehlo.multiply %4316, %m.blocks.0.norm1.g : tensor<192xf32>
    %4318 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4319 = stablehlo.multiply %4318, %3504 : tensor<192xf32>
    %4320 = stablehlo.add %4317, %4319 : tensor<192xf32>
    %4321 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4322 = stablehlo.multiply %4321, %v.blocks.0.norm1.g : tensor<192xf32>
    %4323 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4324 = stablehlo.multiply %3504, %3504 : tensor<192xf32>
    %4325 = stablehlo.multiply %4323, %4324 : tensor<192xf32>
    %4326 = stablehlo.add %4322, %4325 : tensor<192xf32>
    %4327 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4328 = stablehlo.divide %4320, %4327 : tensor<192xf32>
    %4329 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4330 = stablehlo.divide %4326, %4329 : tensor<192xf32>
    %4331 = stablehlo.sqrt %4330 : tensor<192xf32>
    %4332 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4333 = stablehlo.add %4331, %4332 : tensor<192xf32>
    %4334 = stablehlo.divide %4328, %4333 : tensor<192xf32>
    %4335 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4336 = stablehlo.multiply %4335, %m.blocks.0.norm1.b : tensor<192xf32>
    %4337 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4338 = stablehlo.multiply %4337, %3509 : tensor<192xf32>
    %4339 = stablehlo.add %4336, %4338 : tensor<192xf32>
    %4340 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4341 = stablehlo.multiply %4340, %v.blocks.0.norm1.b : tensor<192xf32>
    %4342 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4343 = stablehlo.multiply %3509, %3509 : tensor<192xf32>
    %4344 = stablehlo.multiply %4342, %4343 : tensor<192xf32>
    %4345 = stablehlo.add %4341, %4344 : tensor<192xf32>
    %4346 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4347 = stablehlo.divide %4339, %4346 : tensor<192xf32>
    %4348 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4349 = stablehlo.divide %4345, %4348 : tensor<192xf32>
    %4350 = stablehlo.sqrt %4349 : tensor<192xf32>
    %4351 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4352 = stablehlo.add %4350, %4351 : tensor<192xf32>
    %4353 = stablehlo.divide %4347, %4352 : tensor<192xf32>
    %4354 = stablehlo.constant dense<0.9> : tensor<192x576xf32>
    %4355 = stablehlo.multiply %4354, %m.blocks.0.attn.qkv.w : tensor<192x576xf32>
    %4356 = stablehlo.constant dense<0.1> : tensor<192x576xf32>
    %4357 = stablehlo.multiply %4356, %3514 : tensor<192x576xf32>
    %4358 = stablehlo.add %4355, %4357 : tensor<192x576xf32>
    %4359 = stablehlo.constant dense<0.999> : tensor<192x576xf32>
    %4360 = stablehlo.multiply %4359, %v.blocks.0.attn.qkv.w : tensor<192x576xf32>
    %4361 = stablehlo.constant dense<0.001> : tensor<192x576xf32>
    %4362 = stablehlo.multiply %3514, %3514 : tensor<192x576xf32>
    %4363 = stablehlo.multiply %4361, %4362 : tensor<192x576xf32>
    %4364 = stablehlo.add %4360, %4363 : tensor<192x576xf32>
    %4365 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x576xf32>
    %4366 = stablehlo.divide %4358, %4365 : tensor<192x576xf32>
    %4367 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x576xf32>
    %4368 = stablehlo.divide %4364, %4367 : tensor<192x576xf32>
    %4369 = stablehlo.sqrt %4368 : tensor<192x576xf32>
    %4370 = stablehlo.constant dense<1.0e-08> : tensor<192x576xf32>
    %4371 = stablehlo.add %4369, %4370 : tensor<192x576xf32>
    %4372 = stablehlo.divide %4366, %4371 : tensor<192x576xf32>
    %4373 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %4374 = stablehlo.multiply %4373, %m.blocks.0.attn.qkv.b : tensor<576xf32>
    %4375 = stablehlo.constant dense<0.1> : tensor<576xf32>
    %4376 = stablehlo.multiply %4375, %3519 : tensor<576xf32>
    %4377 = stablehlo.add %4374, %4376 : tensor<576xf32>
    %4378 = stablehlo.constant dense<0.999> : tensor<576xf32>
    %4379 = stablehlo.multiply %4378, %v.blocks.0.attn.qkv.b : tensor<576xf32>
    %4380 = stablehlo.constant dense<0.001> : tensor<576xf32>
    %4381 = stablehlo.multiply %3519, %3519 : tensor<576xf32>
    %4382 = stablehlo.multiply %4380, %4381 : tensor<576xf32>
    %4383 = stablehlo.add %4379, %4382 : tensor<576xf32>
    %4384 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %4385 = stablehlo.divide %4377, %4384 : tensor<576xf32>
    %4386 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %4387 = stablehlo.divide %4383, %4386 : tensor<576xf32>
    %4388 = stablehlo.sqrt %4387 : tensor<576xf32>
    %4389 = stablehlo.constant dense<1.0e-08> : tensor<576xf32>
    %4390 = stablehlo.add %4388, %4389 : tensor<576xf32>
    %4391 = stablehlo.divide %4385, %4390 : tensor<576xf32>
    %4392 = stablehlo.constant dense<0.9> : tensor<192x192xf32>
    %4393 = stablehlo.multiply %4392, %m.blocks.0.attn.proj.w : tensor<192x192xf32>
    %4394 = stablehlo.constant dense<0.1> : tensor<192x192xf32>
    %4395 = stablehlo.multiply %4394, %3524 : tensor<192x192xf32>
    %4396 = stablehlo.add %4393, %4395 : tensor<192x192xf32>
    %4397 = stablehlo.constant dense<0.999> : tensor<192x192xf32>
    %4398 = stablehlo.multiply %4397, %v.blocks.0.attn.proj.w : tensor<192x192xf32>
    %4399 = stablehlo.constant dense<0.001> : tensor<192x192xf32>
    %4400 = stablehlo.multiply %3524, %3524 : tensor<192x192xf32>
    %4401 = stablehlo.multiply %4399, %4400 : tensor<192x192xf32>
    %4402 = stablehlo.add %4398, %4401 : tensor<192x192xf32>
    %4403 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x192xf32>
    %4404 = stablehlo.divide %4396, %4403 : tensor<192x192xf32>
    %4405 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x192xf32>
    %4406 = stablehlo.divide %4402, %4405 : tensor<192x192xf32>
    %4407 = stablehlo.sqrt %4406 : tensor<192x192xf32>
    %4408 = stablehlo.constant dense<1.0e-08> : tensor<192x192xf32>
    %4409 = stablehlo.add %4407, %4408 : tensor<192x192xf32>
    %4410 = stablehlo.divide %4404, %4409 : tensor<192x192xf32>
    %4411 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4412 = stablehlo.multiply %4411, %m.blocks.0.attn.proj.b : tensor<192xf32>
    %4413 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4414 = stablehlo.multiply %4413, %3529 : tensor<192xf32>
    %4415 = stablehlo.add %4412, %4414 : tensor<192xf32>
    %4416 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4417 = stablehlo.multiply %4416, %v.blocks.0.attn.proj.b : tensor<192xf32>
    %4418 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4419 = stablehlo.multiply %3529, %3529 : tensor<192xf32>
    %4420 = stablehlo.multiply %4418, %4419 : tensor<192xf32>
    %4421 = stablehlo.add %4417, %4420 : tensor<192xf32>
    %4422 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4423 = stablehlo.divide %4415, %4422 : tensor<192xf32>
    %4424 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4425 = stablehlo.divide %4421, %4424 : tensor<192xf32>
    %4426 = stablehlo.sqrt %4425 : tensor<192xf32>
    %4427 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4428 = stablehlo.add %4426, %4427 : tensor<192xf32>
    %4429 = stablehlo.divide %4423, %4428 : tensor<192xf32>
    %4430 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4431 = stablehlo.multiply %4430, %m.blocks.0.norm2.g : tensor<192xf32>
    %4432 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4433 = stablehlo.multiply %4432, %3534 : tensor<192xf32>
    %4434 = stablehlo.add %4431, %4433 : tensor<192xf32>
    %4435 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4436 = stablehlo.multiply %4435, %v.blocks.0.norm2.g : tensor<192xf32>
    %4437 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4438 = stablehlo.multiply %3534, %3534 : tensor<192xf32>
    %4439 = stablehlo.multiply %4437, %4438 : tensor<192xf32>
    %4440 = stablehlo.add %4436, %4439 : tensor<192xf32>
    %4441 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4442 = stablehlo.divide %4434, %4441 : tensor<192xf32>
    %4443 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4444 = stablehlo.divide %4440, %4443 : tensor<192xf32>
    %4445 = stablehlo.sqrt %4444 : tensor<192xf32>
    %4446 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4447 = stablehlo.add %4445, %4446 : tensor<192xf32>
    %4448 = stablehlo.divide %4442, %4447 : tensor<192xf32>
    %4449 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4450 = stablehlo.multiply %4449, %m.blocks.0.norm2.b : tensor<192xf32>
    %4451 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4452 = stablehlo.multiply %4451, %3539 : tensor<192xf32>
    %4453 = stablehlo.add %4450, %4452 : tensor<192xf32>
    %4454 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4455 = stablehlo.multiply %4454, %v.blocks.0.norm2.b : tensor<192xf32>
    %4456 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4457 = stablehlo.multiply %3539, %3539 : tensor<192xf32>
    %4458 = stablehlo.multiply %4456, %4457 : tensor<192xf32>
    %4459 = stablehlo.add %4455, %4458 : tensor<192xf32>
    %4460 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4461 = stablehlo.divide %4453, %4460 : tensor<192xf32>
    %4462 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4463 = stablehlo.divide %4459, %4462 : tensor<192xf32>
    %4464 = stablehlo.sqrt %4463 : tensor<192xf32>
    %4465 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4466 = stablehlo.add %4464, %4465 : tensor<192xf32>
    %4467 = stablehlo.divide %4461, %4466 : tensor<192xf32>
    %4468 = stablehlo.constant dense<0.9> : tensor<192x768xf32>
    %4469 = stablehlo.multiply %4468, %m.blocks.0.mlp.fc1.w : tensor<192x768xf32>
    %4470 = stablehlo.constant dense<0.1> : tensor<192x768xf32>
    %4471 = stablehlo.multiply %4470, %3544 : tensor<192x768xf32>
    %4472 = stablehlo.add %4469, %4471 : tensor<192x768xf32>
    %4473 = stablehlo.constant dense<0.999> : tensor<192x768xf32>
    %4474 = stablehlo.multiply %4473, %v.blocks.0.mlp.fc1.w : tensor<192x768xf32>
    %4475 = stablehlo.constant dense<0.001> : tensor<192x768xf32>
    %4476 = stablehlo.multiply %3544, %3544 : tensor<192x768xf32>
    %4477 = stablehlo.multiply %4475, %4476 : tensor<192x768xf32>
    %4478 = stablehlo.add %4474, %4477 : tensor<192x768xf32>
    %4479 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %4480 = stablehlo.divide %4472, %4479 : tensor<192x768xf32>
    %4481 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %4482 = stablehlo.divide %4478, %4481 : tensor<192x768xf32>
    %4483 = stablehlo.sqrt %4482 : tensor<192x768xf32>
    %4484 = stablehlo.constant dense<1.0e-08> : tensor<192x768xf32>
    %4485 = stablehlo.add %4483, %4484 : tensor<192x768xf32>
    %4486 = stablehlo.divide %4480, %4485 : tensor<192x768xf32>
    %4487 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %4488 = stablehlo.multiply %4487, %m.blocks.0.mlp.fc1.b : tensor<768xf32>
    %4489 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %4490 = stablehlo.multiply %4489, %3549 : tensor<768xf32>
    %4491 = stablehlo.add %4488, %4490 : tensor<768xf32>
    %4492 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %4493 = stablehlo.multiply %4492, %v.blocks.0.mlp.fc1.b : tensor<768xf32>
    %4494 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %4495 = stablehlo.multiply %3549, %3549 : tensor<768xf32>
    %4496 = stablehlo.multiply %4494, %4495 : tensor<768xf32>
    %4497 = stablehlo.add %4493, %4496 : tensor<768xf32>
    %4498 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %4499 = stablehlo.divide %4491, %4498 : tensor<768xf32>
    %4500 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %4501 = stablehlo.divide %4497, %4500 : tensor<768xf32>
    %4502 = stablehlo.sqrt %4501 : tensor<768xf32>
    %4503 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %4504 = stablehlo.add %4502, %4503 : tensor<768xf32>
    %4505 = stablehlo.divide %4499, %4504 : tensor<768xf32>
    %4506 = stablehlo.constant dense<0.9> : tensor<768x192xf32>
    %4507 = stablehlo.multiply %4506, %m.blocks.0.mlp.fc2.w : tensor<768x192xf32>
    %4508 = stablehlo.constant dense<0.1> : tensor<768x192xf32>
    %4509 = stablehlo.multiply %4508, %3554 : tensor<768x192xf32>
    %4510 = stablehlo.add %4507, %4509 : tensor<768x192xf32>
    %4511 = stablehlo.constant dense<0.999> : tensor<768x192xf32>
    %4512 = stablehlo.multiply %4511, %v.blocks.0.mlp.fc2.w : tensor<768x192xf32>
    %4513 = stablehlo.constant dense<0.001> : tensor<768x192xf32>
    %4514 = stablehlo.multiply %3554, %3554 : tensor<768x192xf32>
    %4515 = stablehlo.multiply %4513, %4514 : tensor<768x192xf32>
    %4516 = stablehlo.add %4512, %4515 : tensor<768x192xf32>
    %4517 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %4518 = stablehlo.divide %4510, %4517 : tensor<768x192xf32>
    %4519 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %4520 = stablehlo.divide %4516, %4519 : tensor<768x192xf32>
    %4521 = stablehlo.sqrt %4520 : tensor<768x192xf32>
    %4522 = stablehlo.constant dense<1.0e-08> : tensor<768x192xf32>
    %4523 = stablehlo.add %4521, %4522 : tensor<768x192xf32>
    %4524 = stablehlo.divide %4518, %4523 : tensor<768x192xf32>
    %4525 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4526 = stablehlo.multiply %4525, %m.blocks.0.mlp.fc2.b : tensor<192xf32>
    %4527 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4528 = stablehlo.multiply %4527, %3559 : tensor<192xf32>
    %4529 = stablehlo.add %4526, %4528 : tensor<192xf32>
    %4530 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4531 = stablehlo.multiply %4530, %v.blocks.0.mlp.fc2.b : tensor<192xf32>
    %4532 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4533 = stablehlo.multiply %3559, %3559 : tensor<192xf32>
    %4534 = stablehlo.multiply %4532, %4533 : tensor<192xf32>
    %4535 = stablehlo.add %4531, %4534 : tensor<192xf32>
    %4536 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4537 = stablehlo.divide %4529, %4536 : tensor<192xf32>
    %4538 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4539 = stablehlo.divide %4535, %4538 : tensor<192xf32>
    %4540 = stablehlo.sqrt %4539 : tensor<192xf32>
    %4541 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4542 = stablehlo.add %4540, %4541 : tensor<192xf32>
    %4543 = stablehlo.divide %4537, %4542 : tensor<192xf32>
    %4544 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4545 = stablehlo.multiply %4544, %m.blocks.1.norm1.g : tensor<192xf32>
    %4546 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4547 = stablehlo.multiply %4546, %3564 : tensor<192xf32>
    %4548 = stablehlo.add %4545, %4547 : tensor<192xf32>
    %4549 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4550 = stablehlo.multiply %4549, %v.blocks.1.norm1.g : tensor<192xf32>
    %4551 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4552 = stablehlo.multiply %3564, %3564 : tensor<192xf32>
    %4553 = stablehlo.multiply %4551, %4552 : tensor<192xf32>
    %4554 = stablehlo.add %4550, %4553 : tensor<192xf32>
    %4555 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4556 = stablehlo.divide %4548, %4555 : tensor<192xf32>
    %4557 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4558 = stablehlo.divide %4554, %4557 : tensor<192xf32>
    %4559 = stablehlo.sqrt %4558 : tensor<192xf32>
    %4560 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4561 = stablehlo.add %4559, %4560 : tensor<192xf32>
    %4562 = stablehlo.divide %4556, %4561 : tensor<192xf32>
    %4563 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4564 = stablehlo.multiply %4563, %m.blocks.1.norm1.b : tensor<192xf32>
    %4565 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4566 = stablehlo.multiply %4565, %3569 : tensor<192xf32>
    %4567 = stablehlo.add %4564, %4566 : tensor<192xf32>
    %4568 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4569 = stablehlo.multiply %4568, %v.blocks.1.norm1.b : tensor<192xf32>
    %4570 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4571 = stablehlo.multiply %3569, %3569 : tensor<192xf32>
    %4572 = stablehlo.multiply %4570, %4571 : tensor<192xf32>
    %4573 = stablehlo.add %4569, %4572 : tensor<192xf32>
    %4574 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4575 = stablehlo.divide %4567, %4574 : tensor<192xf32>
    %4576 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4577 = stablehlo.divide %4573, %4576 : tensor<192xf32>
    %4578 = stablehlo.sqrt %4577 : tensor<192xf32>
    %4579 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4580 = stablehlo.add %4578, %4579 : tensor<192xf32>
    %4581 = stablehlo.divide %4575, %4580 : tensor<192xf32>
    %4582 = stablehlo.constant dense<0.9> : tensor<192x576xf32>
    %4583 = stablehlo.multiply %4582, %m.blocks.1.attn.qkv.w : tensor<192x576xf32>
    %4584 = stablehlo.constant dense<0.1> : tensor<192x576xf32>
    %4585 = stablehlo.multiply %4584, %3574 : tensor<192x576xf32>
    %4586 = stablehlo.add %4583, %4585 : tensor<192x576xf32>
    %4587 = stablehlo.constant dense<0.999> : tensor<192x576xf32>
    %4588 = stablehlo.multiply %4587, %v.blocks.1.attn.qkv.w : tensor<192x576xf32>
    %4589 = stablehlo.constant dense<0.001> : tensor<192x576xf32>
    %4590 = stablehlo.multiply %3574, %3574 : tensor<192x576xf32>
    %4591 = stablehlo.multiply %4589, %4590 : tensor<192x576xf32>
    %4592 = stablehlo.add %4588, %4591 : tensor<192x576xf32>
    %4593 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x576xf32>
    %4594 = stablehlo.divide %4586, %4593 : tensor<192x576xf32>
    %4595 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x576xf32>
    %4596 = stablehlo.divide %4592, %4595 : tensor<192x576xf32>
    %4597 = stablehlo.sqrt %4596 : tensor<192x576xf32>
    %4598 = stablehlo.constant dense<1.0e-08> : tensor<192x576xf32>
    %4599 = stablehlo.add %4597, %4598 : tensor<192x576xf32>
    %4600 = stablehlo.divide %4594, %4599 : tensor<192x576xf32>
    %4601 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %4602 = stablehlo.multiply %4601, %m.blocks.1.attn.qkv.b : tensor<576xf32>
    %4603 = stablehlo.constant dense<0.1> : tensor<576xf32>
    %4604 = stablehlo.multiply %4603, %3579 : tensor<576xf32>
    %4605 = stablehlo.add %4602, %4604 : tensor<576xf32>
    %4606 = stablehlo.constant dense<0.999> : tensor<576xf32>
    %4607 = stablehlo.multiply %4606, %v.blocks.1.attn.qkv.b : tensor<576xf32>
    %4608 = stablehlo.constant dense<0.001> : tensor<576xf32>
    %4609 = stablehlo.multiply %3579, %3579 : tensor<576xf32>
    %4610 = stablehlo.multiply %4608, %4609 : tensor<576xf32>
    %4611 = stablehlo.add %4607, %4610 : tensor<576xf32>
    %4612 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %4613 = stablehlo.divide %4605, %4612 : tensor<576xf32>
    %4614 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %4615 = stablehlo.divide %4611, %4614 : tensor<576xf32>
    %4616 = stablehlo.sqrt %4615 : tensor<576xf32>
    %4617 = stablehlo.constant dense<1.0e-08> : tensor<576xf32>
    %4618 = stablehlo.add %4616, %4617 : tensor<576xf32>
    %4619 = stablehlo.divide %4613, %4618 : tensor<576xf32>
    %4620 = stablehlo.constant dense<0.9> : tensor<192x192xf32>
    %4621 = stablehlo.multiply %4620, %m.blocks.1.attn.proj.w : tensor<192x192xf32>
    %4622 = stablehlo.constant dense<0.1> : tensor<192x192xf32>
    %4623 = stablehlo.multiply %4622, %3584 : tensor<192x192xf32>
    %4624 = stablehlo.add %4621, %4623 : tensor<192x192xf32>
    %4625 = stablehlo.constant dense<0.999> : tensor<192x192xf32>
    %4626 = stablehlo.multiply %4625, %v.blocks.1.attn.proj.w : tensor<192x192xf32>
    %4627 = stablehlo.constant dense<0.001> : tensor<192x192xf32>
    %4628 = stablehlo.multiply %3584, %3584 : tensor<192x192xf32>
    %4629 = stablehlo.multiply %4627, %4628 : tensor<192x192xf32>
    %4630 = stablehlo.add %4626, %4629 : tensor<192x192xf32>
    %4631 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x192xf32>
    %4632 = stablehlo.divide %4624, %4631 : tensor<192x192xf32>
    %4633 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x192xf32>
    %4634 = stablehlo.divide %4630, %4633 : tensor<192x192xf32>
    %4635 = stablehlo.sqrt %4634 : tensor<192x192xf32>
    %4636 = stablehlo.constant dense<1.0e-08> : tensor<192x192xf32>
    %4637 = stablehlo.add %4635, %4636 : tensor<192x192xf32>
    %4638 = stablehlo.divide %4632, %4637 : tensor<192x192xf32>
    %4639 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4640 = stablehlo.multiply %4639, %m.blocks.1.attn.proj.b : tensor<192xf32>
    %4641 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4642 = stablehlo.multiply %4641, %3589 : tensor<192xf32>
    %4643 = stablehlo.add %4640, %4642 : tensor<192xf32>
    %4644 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4645 = stablehlo.multiply %4644, %v.blocks.1.attn.proj.b : tensor<192xf32>
    %4646 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4647 = stablehlo.multiply %3589, %3589 : tensor<192xf32>
    %4648 = stablehlo.multiply %4646, %4647 : tensor<192xf32>
    %4649 = stablehlo.add %4645, %4648 : tensor<192xf32>
    %4650 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4651 = stablehlo.divide %4643, %4650 : tensor<192xf32>
    %4652 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4653 = stablehlo.divide %4649, %4652 : tensor<192xf32>
    %4654 = stablehlo.sqrt %4653 : tensor<192xf32>
    %4655 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4656 = stablehlo.add %4654, %4655 : tensor<192xf32>
    %4657 = stablehlo.divide %4651, %4656 : tensor<192xf32>
    %4658 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4659 = stablehlo.multiply %4658, %m.blocks.1.norm2.g : tensor<192xf32>
    %4660 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4661 = stablehlo.multiply %4660, %3594 : tensor<192xf32>
    %4662 = stablehlo.add %4659, %4661 : tensor<192xf32>
    %4663 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4664 = stablehlo.multiply %4663, %v.blocks.1.norm2.g : tensor<192xf32>
    %4665 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4666 = stablehlo.multiply %3594, %3594 : tensor<192xf32>
    %4667 = stablehlo.multiply %4665, %4666 : tensor<192xf32>
    %4668 = stablehlo.add %4664, %4667 : tensor<192xf32>
    %4669 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4670 = stablehlo.divide %4662, %4669 : tensor<192xf32>
    %4671 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4672 = stablehlo.divide %4668, %4671 : tensor<192xf32>
    %4673 = stablehlo.sqrt %4672 : tensor<192xf32>
    %4674 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4675 = stablehlo.add %4673, %4674 : tensor<192xf32>
    %4676 = stablehlo.divide %4670, %4675 : tensor<192xf32>
    %4677 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4678 = stablehlo.multiply %4677, %m.blocks.1.norm2.b : tensor<192xf32>
    %4679 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4680 = stablehlo.multiply %4679, %3599 : tensor<192xf32>
    %4681 = stablehlo.add %4678, %4680 : tensor<192xf32>
    %4682 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4683 = stablehlo.multiply %4682, %v.blocks.1.norm2.b : tensor<192xf32>
    %4684 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4685 = stablehlo.multiply %3599, %3599 : tensor<192xf32>
    %4686 = stablehlo.multiply %4684, %4685 : tensor<192xf32>
    %4687 = stablehlo.add %4683, %4686 : tensor<192xf32>
    %4688 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4689 = stablehlo.divide %4681, %4688 : tensor<192xf32>
    %4690 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4691 = stablehlo.divide %4687, %4690 : tensor<192xf32>
    %4692 = stablehlo.sqrt %4691 : tensor<192xf32>
    %4693 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4694 = stablehlo.add %4692, %4693 : tensor<192xf32>
    %4695 = stablehlo.divide %4689, %4694 : tensor<192xf32>
    %4696 = stablehlo.constant dense<0.9> : tensor<192x768xf32>
    %4697 = stablehlo.multiply %4696, %m.blocks.1.mlp.fc1.w : tensor<192x768xf32>
    %4698 = stablehlo.constant dense<0.1> : tensor<192x768xf32>
    %4699 = stablehlo.multiply %4698, %3604 : tensor<192x768xf32>
    %4700 = stablehlo.add %4697, %4699 : tensor<192x768xf32>
    %4701 = stablehlo.constant dense<0.999> : tensor<192x768xf32>
    %4702 = stablehlo.multiply %4701, %v.blocks.1.mlp.fc1.w : tensor<192x768xf32>
    %4703 = stablehlo.constant dense<0.001> : tensor<192x768xf32>
    %4704 = stablehlo.multiply %3604, %3604 : tensor<192x768xf32>
    %4705 = stablehlo.multiply %4703, %4704 : tensor<192x768xf32>
    %4706 = stablehlo.add %4702, %4705 : tensor<192x768xf32>
    %4707 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %4708 = stablehlo.divide %4700, %4707 : tensor<192x768xf32>
    %4709 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %4710 = stablehlo.divide %4706, %4709 : tensor<192x768xf32>
    %4711 = stablehlo.sqrt %4710 : tensor<192x768xf32>
    %4712 = stablehlo.constant dense<1.0e-08> : tensor<192x768xf32>
    %4713 = stablehlo.add %4711, %4712 : tensor<192x768xf32>
    %4714 = stablehlo.divide %4708, %4713 : tensor<192x768xf32>
    %4715 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %4716 = stablehlo.multiply %4715, %m.blocks.1.mlp.fc1.b : tensor<768xf32>
    %4717 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %4718 = stablehlo.multiply %4717, %3609 : tensor<768xf32>
    %4719 = stablehlo.add %4716, %4718 : tensor<768xf32>
    %4720 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %4721 = stablehlo.multiply %4720, %v.blocks.1.mlp.fc1.b : tensor<768xf32>
    %4722 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %4723 = stablehlo.multiply %3609, %3609 : tensor<768xf32>
    %4724 = stablehlo.multiply %4722, %4723 : tensor<768xf32>
    %4725 = stablehlo.add %4721, %4724 : tensor<768xf32>
    %4726 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %4727 = stablehlo.divide %4719, %4726 : tensor<768xf32>
    %4728 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %4729 = stablehlo.divide %4725, %4728 : tensor<768xf32>
    %4730 = stablehlo.sqrt %4729 : tensor<768xf32>
    %4731 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %4732 = stablehlo.add %4730, %4731 : tensor<768xf32>
    %4733 = stablehlo.divide %4727, %4732 : tensor<768xf32>
    %4734 = stablehlo.constant dense<0.9> : tensor<768x192xf32>
    %4735 = stablehlo.multiply %4734, %m.blocks.1.mlp.fc2.w : tensor<768x192xf32>
    %4736 = stablehlo.constant dense<0.1> : tensor<768x192xf32>
    %4737 = stablehlo.multiply %4736, %3614 : tensor<768x192xf32>
    %4738 = stablehlo.add %4735, %4737 : tensor<768x192xf32>
    %4739 = stablehlo.constant dense<0.999> : tensor<768x192xf32>
    %4740 = stablehlo.multiply %4739, %v.blocks.1.mlp.fc2.w : tensor<768x192xf32>
    %4741 = stablehlo.constant dense<0.001> : tensor<768x192xf32>
    %4742 = stablehlo.multiply %3614, %3614 : tensor<768x192xf32>
    %4743 = stablehlo.multiply %4741, %4742 : tensor<768x192xf32>
    %4744 = stablehlo.add %4740, %4743 : tensor<768x192xf32>
    %4745 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %4746 = stablehlo.divide %4738, %4745 : tensor<768x192xf32>
    %4747 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %4748 = stablehlo.divide %4744, %4747 : tensor<768x192xf32>
    %4749 = stablehlo.sqrt %4748 : tensor<768x192xf32>
    %4750 = stablehlo.constant dense<1.0e-08> : tensor<768x192xf32>
    %4751 = stablehlo.add %4749, %4750 : tensor<768x192xf32>
    %4752 = stablehlo.divide %4746, %4751 : tensor<768x192xf32>
    %4753 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4754 = stablehlo.multiply %4753, %m.blocks.1.mlp.fc2.b : tensor<192xf32>
    %4755 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4756 = stablehlo.multiply %4755, %3619 : tensor<192xf32>
    %4757 = stablehlo.add %4754, %4756 : tensor<192xf32>
    %4758 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4759 = stablehlo.multiply %4758, %v.blocks.1.mlp.fc2.b : tensor<192xf32>
    %4760 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4761 = stablehlo.multiply %3619, %3619 : tensor<192xf32>
    %4762 = stablehlo.multiply %4760, %4761 : tensor<192xf32>
    %4763 = stablehlo.add %4759, %4762 : tensor<192xf32>
    %4764 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4765 = stablehlo.divide %4757, %4764 : tensor<192xf32>
    %4766 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4767 = stablehlo.divide %4763, %4766 : tensor<192xf32>
    %4768 = stablehlo.sqrt %4767 : tensor<192xf32>
    %4769 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4770 = stablehlo.add %4768, %4769 : tensor<192xf32>
    %4771 = stablehlo.divide %4765, %4770 : tensor<192xf32>
    %4772 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4773 = stablehlo.multiply %4772, %m.blocks.2.norm1.g : tensor<192xf32>
    %4774 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4775 = stablehlo.multiply %4774, %3624 : tensor<192xf32>
    %4776 = stablehlo.add %4773, %4775 : tensor<192xf32>
    %4777 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4778 = stablehlo.multiply %4777, %v.blocks.2.norm1.g : tensor<192xf32>
    %4779 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4780 = stablehlo.multiply %3624, %3624 : tensor<192xf32>
    %4781 = stablehlo.multiply %4779, %4780 : tensor<192xf32>
    %4782 = stablehlo.add %4778, %4781 : tensor<192xf32>
    %4783 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4784 = stablehlo.divide %4776, %4783 : tensor<192xf32>
    %4785 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4786 = stablehlo.divide %4782, %4785 : tensor<192xf32>
    %4787 = stablehlo.sqrt %4786 : tensor<192xf32>
    %4788 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4789 = stablehlo.add %4787, %4788 : tensor<192xf32>
    %4790 = stablehlo.divide %4784, %4789 : tensor<192xf32>
    %4791 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4792 = stablehlo.multiply %4791, %m.blocks.2.norm1.b : tensor<192xf32>
    %4793 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4794 = stablehlo.multiply %4793, %3629 : tensor<192xf32>
    %4795 = stablehlo.add %4792, %4794 : tensor<192xf32>
    %4796 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4797 = stablehlo.multiply %4796, %v.blocks.2.norm1.b : tensor<192xf32>
    %4798 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4799 = stablehlo.multiply %3629, %3629 : tensor<192xf32>
    %4800 = stablehlo.multiply %4798, %4799 : tensor<192xf32>
    %4801 = stablehlo.add %4797, %4800 : tensor<192xf32>
    %4802 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4803 = stablehlo.divide %4795, %4802 : tensor<192xf32>
    %4804 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4805 = stablehlo.divide %4801, %4804 : tensor<192xf32>
    %4806 = stablehlo.sqrt %4805 : tensor<192xf32>
    %4807 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4808 = stablehlo.add %4806, %4807 : tensor<192xf32>
    %4809 = stablehlo.divide %4803, %4808 : tensor<192xf32>
    %4810 = stablehlo.constant dense<0.9> : tensor<192x576xf32>
    %4811 = stablehlo.multiply %4810, %m.blocks.2.attn.qkv.w : tensor<192x576xf32>
    %4812 = stablehlo.constant dense<0.1> : tensor<192x576xf32>
    %4813 = stablehlo.multiply %4812, %3634 : tensor<192x576xf32>
    %4814 = stablehlo.add %4811, %4813 : tensor<192x576xf32>
    %4815 = stablehlo.constant dense<0.999> : tensor<192x576xf32>
    %4816 = stablehlo.multiply %4815, %v.blocks.2.attn.qkv.w : tensor<192x576xf32>
    %4817 = stablehlo.constant dense<0.001> : tensor<192x576xf32>
    %4818 = stablehlo.multiply %3634, %3634 : tensor<192x576xf32>
    %4819 = stablehlo.multiply %4817, %4818 : tensor<192x576xf32>
    %4820 = stablehlo.add %4816, %4819 : tensor<192x576xf32>
    %4821 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x576xf32>
    %4822 = stablehlo.divide %4814, %4821 : tensor<192x576xf32>
    %4823 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x576xf32>
    %4824 = stablehlo.divide %4820, %4823 : tensor<192x576xf32>
    %4825 = stablehlo.sqrt %4824 : tensor<192x576xf32>
    %4826 = stablehlo.constant dense<1.0e-08> : tensor<192x576xf32>
    %4827 = stablehlo.add %4825, %4826 : tensor<192x576xf32>
    %4828 = stablehlo.divide %4822, %4827 : tensor<192x576xf32>
    %4829 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %4830 = stablehlo.multiply %4829, %m.blocks.2.attn.qkv.b : tensor<576xf32>
    %4831 = stablehlo.constant dense<0.1> : tensor<576xf32>
    %4832 = stablehlo.multiply %4831, %3639 : tensor<576xf32>
    %4833 = stablehlo.add %4830, %4832 : tensor<576xf32>
    %4834 = stablehlo.constant dense<0.999> : tensor<576xf32>
    %4835 = stablehlo.multiply %4834, %v.blocks.2.attn.qkv.b : tensor<576xf32>
    %4836 = stablehlo.constant dense<0.001> : tensor<576xf32>
    %4837 = stablehlo.multiply %3639, %3639 : tensor<576xf32>
    %4838 = stablehlo.multiply %4836, %4837 : tensor<576xf32>
    %4839 = stablehlo.add %4835, %4838 : tensor<576xf32>
    %4840 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %4841 = stablehlo.divide %4833, %4840 : tensor<576xf32>
    %4842 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %4843 = stablehlo.divide %4839, %4842 : tensor<576xf32>
    %4844 = stablehlo.sqrt %4843 : tensor<576xf32>
    %4845 = stablehlo.constant dense<1.0e-08> : tensor<576xf32>
    %4846 = stablehlo.add %4844, %4845 : tensor<576xf32>
    %4847 = stablehlo.divide %4841, %4846 : tensor<576xf32>
    %4848 = stablehlo.constant dense<0.9> : tensor<192x192xf32>
    %4849 = stablehlo.multiply %4848, %m.blocks.2.attn.proj.w : tensor<192x192xf32>
    %4850 = stablehlo.constant dense<0.1> : tensor<192x192xf32>
    %4851 = stablehlo.multiply %4850, %3644 : tensor<192x192xf32>
    %4852 = stablehlo.add %4849, %4851 : tensor<192x192xf32>
    %4853 = stablehlo.constant dense<0.999> : tensor<192x192xf32>
    %4854 = stablehlo.multiply %4853, %v.blocks.2.attn.proj.w : tensor<192x192xf32>
    %4855 = stablehlo.constant dense<0.001> : tensor<192x192xf32>
    %4856 = stablehlo.multiply %3644, %3644 : tensor<192x192xf32>
    %4857 = stablehlo.multiply %4855, %4856 : tensor<192x192xf32>
    %4858 = stablehlo.add %4854, %4857 : tensor<192x192xf32>
    %4859 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x192xf32>
    %4860 = stablehlo.divide %4852, %4859 : tensor<192x192xf32>
    %4861 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x192xf32>
    %4862 = stablehlo.divide %4858, %4861 : tensor<192x192xf32>
    %4863 = stablehlo.sqrt %4862 : tensor<192x192xf32>
    %4864 = stablehlo.constant dense<1.0e-08> : tensor<192x192xf32>
    %4865 = stablehlo.add %4863, %4864 : tensor<192x192xf32>
    %4866 = stablehlo.divide %4860, %4865 : tensor<192x192xf32>
    %4867 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4868 = stablehlo.multiply %4867, %m.blocks.2.attn.proj.b : tensor<192xf32>
    %4869 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4870 = stablehlo.multiply %4869, %3649 : tensor<192xf32>
    %4871 = stablehlo.add %4868, %4870 : tensor<192xf32>
    %4872 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4873 = stablehlo.multiply %4872, %v.blocks.2.attn.proj.b : tensor<192xf32>
    %4874 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4875 = stablehlo.multiply %3649, %3649 : tensor<192xf32>
    %4876 = stablehlo.multiply %4874, %4875 : tensor<192xf32>
    %4877 = stablehlo.add %4873, %4876 : tensor<192xf32>
    %4878 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4879 = stablehlo.divide %4871, %4878 : tensor<192xf32>
    %4880 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4881 = stablehlo.divide %4877, %4880 : tensor<192xf32>
    %4882 = stablehlo.sqrt %4881 : tensor<192xf32>
    %4883 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4884 = stablehlo.add %4882, %4883 : tensor<192xf32>
    %4885 = stablehlo.divide %4879, %4884 : tensor<192xf32>
    %4886 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4887 = stablehlo.multiply %4886, %m.blocks.2.norm2.g : tensor<192xf32>
    %4888 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4889 = stablehlo.multiply %4888, %3654 : tensor<192xf32>
    %4890 = stablehlo.add %4887, %4889 : tensor<192xf32>
    %4891 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4892 = stablehlo.multiply %4891, %v.blocks.2.norm2.g : tensor<192xf32>
    %4893 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4894 = stablehlo.multiply %3654, %3654 : tensor<192xf32>
    %4895 = stablehlo.multiply %4893, %4894 : tensor<192xf32>
    %4896 = stablehlo.add %4892, %4895 : tensor<192xf32>
    %4897 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4898 = stablehlo.divide %4890, %4897 : tensor<192xf32>
    %4899 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4900 = stablehlo.divide %4896, %4899 : tensor<192xf32>
    %4901 = stablehlo.sqrt %4900 : tensor<192xf32>
    %4902 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4903 = stablehlo.add %4901, %4902 : tensor<192xf32>
    %4904 = stablehlo.divide %4898, %4903 : tensor<192xf32>
    %4905 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4906 = stablehlo.multiply %4905, %m.blocks.2.norm2.b : tensor<192xf32>
    %4907 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4908 = stablehlo.multiply %4907, %3659 : tensor<192xf32>
    %4909 = stablehlo.add %4906, %4908 : tensor<192xf32>
    %4910 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4911 = stablehlo.multiply %4910, %v.blocks.2.norm2.b : tensor<192xf32>
    %4912 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4913 = stablehlo.multiply %3659, %3659 : tensor<192xf32>
    %4914 = stablehlo.multiply %4912, %4913 : tensor<192xf32>
    %4915 = stablehlo.add %4911, %4914 : tensor<192xf32>
    %4916 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4917 = stablehlo.divide %4909, %4916 : tensor<192xf32>
    %4918 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4919 = stablehlo.divide %4915, %4918 : tensor<192xf32>
    %4920 = stablehlo.sqrt %4919 : tensor<192xf32>
    %4921 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4922 = stablehlo.add %4920, %4921 : tensor<192xf32>
    %4923 = stablehlo.divide %4917, %4922 : tensor<192xf32>
    %4924 = stablehlo.constant dense<0.9> : tensor<192x768xf32>
    %4925 = stablehlo.multiply %4924, %m.blocks.2.mlp.fc1.w : tensor<192x768xf32>
    %4926 = stablehlo.constant dense<0.1> : tensor<192x768xf32>
    %4927 = stablehlo.multiply %4926, %3664 : tensor<192x768xf32>
    %4928 = stablehlo.add %4925, %4927 : tensor<192x768xf32>
    %4929 = stablehlo.constant dense<0.999> : tensor<192x768xf32>
    %4930 = stablehlo.multiply %4929, %v.blocks.2.mlp.fc1.w : tensor<192x768xf32>
    %4931 = stablehlo.constant dense<0.001> : tensor<192x768xf32>
    %4932 = stablehlo.multiply %3664, %3664 : tensor<192x768xf32>
    %4933 = stablehlo.multiply %4931, %4932 : tensor<192x768xf32>
    %4934 = stablehlo.add %4930, %4933 : tensor<192x768xf32>
    %4935 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %4936 = stablehlo.divide %4928, %4935 : tensor<192x768xf32>
    %4937 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %4938 = stablehlo.divide %4934, %4937 : tensor<192x768xf32>
    %4939 = stablehlo.sqrt %4938 : tensor<192x768xf32>
    %4940 = stablehlo.constant dense<1.0e-08> : tensor<192x768xf32>
    %4941 = stablehlo.add %4939, %4940 : tensor<192x768xf32>
    %4942 = stablehlo.divide %4936, %4941 : tensor<192x768xf32>
    %4943 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %4944 = stablehlo.multiply %4943, %m.blocks.2.mlp.fc1.b : tensor<768xf32>
    %4945 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %4946 = stablehlo.multiply %4945, %3669 : tensor<768xf32>
    %4947 = stablehlo.add %4944, %4946 : tensor<768xf32>
    %4948 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %4949 = stablehlo.multiply %4948, %v.blocks.2.mlp.fc1.b : tensor<768xf32>
    %4950 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %4951 = stablehlo.multiply %3669, %3669 : tensor<768xf32>
    %4952 = stablehlo.multiply %4950, %4951 : tensor<768xf32>
    %4953 = stablehlo.add %4949, %4952 : tensor<768xf32>
    %4954 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %4955 = stablehlo.divide %4947, %4954 : tensor<768xf32>
    %4956 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %4957 = stablehlo.divide %4953, %4956 : tensor<768xf32>
    %4958 = stablehlo.sqrt %4957 : tensor<768xf32>
    %4959 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %4960 = stablehlo.add %4958, %4959 : tensor<768xf32>
    %4961 = stablehlo.divide %4955, %4960 : tensor<768xf32>
    %4962 = stablehlo.constant dense<0.9> : tensor<768x192xf32>
    %4963 = stablehlo.multiply %4962, %m.blocks.2.mlp.fc2.w : tensor<768x192xf32>
    %4964 = stablehlo.constant dense<0.1> : tensor<768x192xf32>
    %4965 = stablehlo.multiply %4964, %3674 : tensor<768x192xf32>
    %4966 = stablehlo.add %4963, %4965 : tensor<768x192xf32>
    %4967 = stablehlo.constant dense<0.999> : tensor<768x192xf32>
    %4968 = stablehlo.multiply %4967, %v.blocks.2.mlp.fc2.w : tensor<768x192xf32>
    %4969 = stablehlo.constant dense<0.001> : tensor<768x192xf32>
    %4970 = stablehlo.multiply %3674, %3674 : tensor<768x192xf32>
    %4971 = stablehlo.multiply %4969, %4970 : tensor<768x192xf32>
    %4972 = stablehlo.add %4968, %4971 : tensor<768x192xf32>
    %4973 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %4974 = stablehlo.divide %4966, %4973 : tensor<768x192xf32>
    %4975 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %4976 = stablehlo.divide %4972, %4975 : tensor<768x192xf32>
    %4977 = stablehlo.sqrt %4976 : tensor<768x192xf32>
    %4978 = stablehlo.constant dense<1.0e-08> : tensor<768x192xf32>
    %4979 = stablehlo.add %4977, %4978 : tensor<768x192xf32>
    %4980 = stablehlo.divide %4974, %4979 : tensor<768x192xf32>
    %4981 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4982 = stablehlo.multiply %4981, %m.blocks.2.mlp.fc2.b : tensor<192xf32>
    %4983 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4984 = stablehlo.multiply %4983, %3679 : tensor<192xf32>
    %4985 = stablehlo.add %4982, %4984 : tensor<192xf32>
    %4986 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4987 = stablehlo.multiply %4986, %v.blocks.2.mlp.fc2.b : tensor<192xf32>
    %4988 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4989 = stablehlo.multiply %3679, %3679 : tensor<192xf32>
    %4990 = stablehlo.multiply %4988, %4989 : tensor<192xf32>
    %4991 = stablehlo.add %4987, %4990 : tensor<192xf32>
    %4992 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4993 = stablehlo.divide %4985, %4992 : tensor<192xf32>
    %4994 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4995 = stablehlo.divide %4991, %4994 : tensor<192xf32>
    %4996 = stablehlo.sqrt %4995 : tensor<192xf32>
    %4997 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4998 = stablehlo.add %4996, %4997 : tensor<192xf32>
    %4999 = stablehlo.divide %4993, %4998 : tensor<192xf32>
    %5000 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %5001 = stablehlo.multiply %5000, %m.blocks.3.norm1.g : tensor<192xf32>
    %5002 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %5003 = stablehlo.multiply %5002, %3684 : tensor<192xf32>
    %5004 = stablehlo.add %5001, %5003 : tensor<192xf32>
    %5005 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %5006 = stablehlo.multiply %5005, %v.blocks.3.norm1.g : tensor<192xf32>
    %5007 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %5008 = stablehlo.multiply %3684, %3684 : tensor<192xf32>
    %5009 = stablehlo.multiply %5007, %5008 : tensor<192xf32>
    %5010 = stablehlo.add %5006, %5009 : tensor<192xf32>
    %5011 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5012 = stablehlo.divide %5004, %5011 : tensor<192xf32>
    %5013 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5014 = stablehlo.divide %5010, %5013 : tensor<192xf32>
    %5015 = stablehlo.sqrt %5014 : tensor<192xf32>
    %5016 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %5017 = stablehlo.add %5015, %5016 : tensor<192xf32>
    %5018 = stablehlo.divide %5012, %5017 : tensor<192xf32>
    %5019 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %5020 = stablehlo.multiply %5019, %m.blocks.3.norm1.b : tensor<192xf32>
    %5021 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %5022 = stablehlo.multiply %5021, %3689 : tensor<192xf32>
    %5023 = stablehlo.add %5020, %5022 : tensor<192xf32>
    %5024 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %5025 = stablehlo.multiply %5024, %v.blocks.3.norm1.b : tensor<192xf32>
    %5026 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %5027 = stablehlo.multiply %3689, %3689 : tensor<192xf32>
    %5028 = stablehlo.multiply %5026, %5027 : tensor<192xf32>
    %5029 = stablehlo.add %5025, %5028 : tensor<192xf32>
    %5030 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5031 = stablehlo.divide %5023, %5030 : tensor<192xf32>
    %5032 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5033 = stablehlo.divide %5029, %5032 : tensor<192xf32>
    %5034 = stablehlo.sqrt %5033 : tensor<192xf32>
    %5035 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %5036 = stablehlo.add %5034, %5035 : tensor<192xf32>
    %5037 = stablehlo.divide %5031, %5036 : tensor<192xf32>
    %5038 = stablehlo.constant dense<0.9> : tensor<192x576xf32>
    %5039 = stablehlo.multiply %5038, %m.blocks.3.attn.qkv.w : tensor<192x576xf32>
    %5040 = stablehlo.constant dense<0.1> : tensor<192x576xf32>
    %5041 = stablehlo.multiply %5040, %3694 : tensor<192x576xf32>
    %5042 = stablehlo.add %5039, %5041 : tensor<192x576xf32>
    %5043 = stablehlo.constant dense<0.999> : tensor<192x576xf32>
    %5044 = stablehlo.multiply %5043, %v.blocks.3.attn.qkv.w : tensor<192x576xf32>
    %5045 = stablehlo.constant dense<0.001> : tensor<192x576xf32>
    %5046 = stablehlo.multiply %3694, %3694 : tensor<192x576xf32>
    %5047 = stablehlo.multiply %5045, %5046 : tensor<192x576xf32>
    %5048 = stablehlo.add %5044, %5047 : tensor<192x576xf32>
    %5049 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x576xf32>
    %5050 = stablehlo.divide %5042, %5049 : tensor<192x576xf32>
    %5051 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x576xf32>
    %5052 = stablehlo.divide %5048, %5051 : tensor<192x576xf32>
    %5053 = stablehlo.sqrt %5052 : tensor<192x576xf32>
    %5054 = stablehlo.constant dense<1.0e-08> : tensor<192x576xf32>
    %5055 = stablehlo.add %5053, %5054 : tensor<192x576xf32>
    %5056 = stablehlo.divide %5050, %5055 : tensor<192x576xf32>
    %5057 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %5058 = stablehlo.multiply %5057, %m.blocks.3.attn.qkv.b : tensor<576xf32>
    %5059 = stablehlo.constant dense<0.1> : tensor<576xf32>
    %5060 = stablehlo.multiply %5059, %3699 : tensor<576xf32>
    %5061 = stablehlo.add %5058, %5060 : tensor<576xf32>
    %5062 = stablehlo.constant dense<0.999> : tensor<576xf32>
    %5063 = stablehlo.multiply %5062, %v.blocks.3.attn.qkv.b : tensor<576xf32>
    %5064 = stablehlo.constant dense<0.001> : tensor<576xf32>
    %5065 = stablehlo.multiply %3699, %3699 : tensor<576xf32>
    %5066 = stablehlo.multiply %5064, %5065 : tensor<576xf32>
    %5067 = stablehlo.add %5063, %5066 : tensor<576xf32>
    %5068 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %5069 = stablehlo.divide %5061, %5068 : tensor<576xf32>
    %5070 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %5071 = stablehlo.divide %5067, %5070 : tensor<576xf32>
    %5072 = stablehlo.sqrt %5071 : tensor<576xf32>
    %5073 = stablehlo.constant dense<1.0e-08> : tensor<576xf32>
    %5074 = stablehlo.add %5072, %5073 : tensor<576xf32>
    %5075 = stablehlo.divide %5069, %5074 : tensor<576xf32>
    %5076 = stablehlo.constant dense<0.9> : tensor<192x192xf32>
    %5077 = stablehlo.multiply %5076, %m.blocks.3.attn.proj.w : tensor<192x192xf32>
    %5078 = stablehlo.constant dense<0.1> : tensor<192x192xf32>
    %5079 = stablehlo.multiply %5078, %3704 : tensor<192x192xf32>
    %5080 = stablehlo.add %5077, %5079 : tensor<192x192xf32>
    %5081 = stablehlo.constant dense<0.999> : tensor<192x192xf32>
    %5082 = stablehlo.multiply %5081, %v.blocks.3.attn.proj.w : tensor<192x192xf32>
    %5083 = stablehlo.constant dense<0.001> : tensor<192x192xf32>
    %5084 = stablehlo.multiply %3704, %3704 : tensor<192x192xf32>
    %5085 = stablehlo.multiply %5083, %5084 : tensor<192x192xf32>
    %5086 = stablehlo.add %5082, %5085 : tensor<192x192xf32>
    %5087 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x192xf32>
    %5088 = stablehlo.divide %5080, %5087 : tensor<192x192xf32>
    %5089 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x192xf32>
    %5090 = stablehlo.divide %5086, %5089 : tensor<192x192xf32>
    %5091 = stablehlo.sqrt %5090 : tensor<192x192xf32>
    %5092 = stablehlo.constant dense<1.0e-08> : tensor<192x192xf32>
    %5093 = stablehlo.add %5091, %5092 : tensor<192x192xf32>
    %5094 = stablehlo.divide %5088, %5093 : tensor<192x192xf32>
    %5095 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %5096 = stablehlo.multiply %5095, %m.blocks.3.attn.proj.b : tensor<192xf32>
    %5097 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %5098 = stablehlo.multiply %5097, %3709 : tensor<192xf32>
    %5099 = stablehlo.add %5096, %5098 : tensor<192xf32>
    %5100 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %5101 = stablehlo.multiply %5100, %v.blocks.3.attn.proj.b : tensor<192xf32>
    %5102 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %5103 = stablehlo.multiply %3709, %3709 : tensor<192xf32>
    %5104 = stablehlo.multiply %5102, %5103 : tensor<192xf32>
    %5105 = stablehlo.add %5101, %5104 : tensor<192xf32>
    %5106 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5107 = stablehlo.divide %5099, %5106 : tensor<192xf32>
    %5108 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5109 = stablehlo.divide %5105, %5108 : tensor<192xf32>
    %5110 = stablehlo.sqrt %5109 : tensor<192xf32>
    %5111 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %5112 = stablehlo.add %5110, %5111 : tensor<192xf32>
    %5113 = stablehlo.divide %5107, %5112 : tensor<192xf32>
    %5114 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %5115 = stablehlo.multiply %5114, %m.blocks.3.norm2.g : tensor<192xf32>
    %5116 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %5117 = stablehlo.multiply %5116, %3714 : tensor<192xf32>
    %5118 = stablehlo.add %5115, %5117 : tensor<192xf32>
    %5119 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %5120 = stablehlo.multiply %5119, %v.blocks.3.norm2.g : tensor<192xf32>
    %5121 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %5122 = stablehlo.multiply %3714, %3714 : tensor<192xf32>
    %5123 = stablehlo.multiply %5121, %5122 : tensor<192xf32>
    %5124 = stablehlo.add %5120, %5123 : tensor<192xf32>
    %5125 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5126 = stablehlo.divide %5118, %5125 : tensor<192xf32>
    %5127 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5128 = stablehlo.divide %5124, %5127 : tensor<192xf32>
    %5129 = stablehlo.sqrt %5128 : tensor<192xf32>
    %5130 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %5131 = stablehlo.add %5129, %5130 : tensor<192xf32>
    %5132 = stablehlo.divide %5126, %5131 : tensor<192xf32>
    %5133 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %5134 = stablehlo.multiply %5133, %m.blocks.3.norm2.b : tensor<192xf32>
    %5135 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %5136 = stablehlo.multiply %5135, %3719 : tensor<192xf32>
    %5137 = stablehlo.add %5134, %5136 : tensor<192xf32>
    %5138 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %5139 = stablehlo.multiply %5138, %v.blocks.3.norm2.b : tensor<192xf32>
    %5140 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %5141 = stablehlo.multiply %3719, %3719 : tensor<192xf32>
    %5142 = stablehlo.multiply %5140, %5141 : tensor<192xf32>
    %5143 = stablehlo.add %5139, %5142 : tensor<192xf32>
    %5144 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5145 = stablehlo.divide %5137, %5144 : tensor<192xf32>
    %5146 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5147 = stablehlo.divide %5143, %5146 : tensor<192xf32>
    %5148 = stablehlo.sqrt %5147 : tensor<192xf32>
    %5149 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %5150 = stablehlo.add %5148, %5149 : tensor<192xf32>
    %5151 = stablehlo.divide %5145, %5150 : tensor<192xf32>
    %5152 = stablehlo.constant dense<0.9> : tensor<192x768xf32>
    %5153 = stablehlo.multiply %5152, %m.blocks.3.mlp.fc1.w : tensor<192x768xf32>
    %5154 = stablehlo.constant dense<0.1> : tensor<192x768xf32>
    %5155 = stablehlo.multiply %5154, %3724 : tensor<192x768xf32>
    %5156 = stablehlo.add %5153, %5155 : tensor<192x768xf32>
    %5157 = stablehlo.constant dense<0.999> : tensor<192x768xf32>
    %5158 = stablehlo.multiply %5157, %v.blocks.3.mlp.fc1.w : tensor<192x768xf32>
    %5159 = stablehlo.constant dense<0.001> : tensor<192x768xf32>
    %5160 = stablehlo.multiply %3724, %3724 : tensor<192x768xf32>
    %5161 = stablehlo.multiply %5159, %5160 : tensor<192x768xf32>
    %5162 = stablehlo.add %5158, %5161 : tensor<192x768xf32>
    %5163 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %5164 = stablehlo.divide %5156, %5163 : tensor<192x768xf32>
    %5165 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %5166 = stablehlo.divide %5162, %5165 : tensor<192x768xf32>
    %5167 = stablehlo.sqrt %5166 : tensor<192x768xf32>
    %5168 = stablehlo.constant dense<1.0e-08> : tensor<192x768xf32>
    %5169 = stablehlo.add %5167, %5168 : tensor<192x768xf32>
    %5170 = stablehlo.divide %5164, %5169 : tensor<192x768xf32>
    %5171 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %5172 = stablehlo.multiply %5171, %m.blocks.3.mlp.fc1.b : tensor<768xf32>
    %5173 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %5174 = stablehlo.multiply %5173, %3729 : tensor<768xf32>
    %5175 = stablehlo.add %5172, %5174 : tensor<768xf32>
    %5176 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %5177 = stablehlo.multiply %5176, %v.blocks.3.mlp.fc1.b : tensor<768xf32>
    %5178 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %5179 = stablehlo.multiply %3729, %3729 : tensor<768xf32>
    %5180 = stablehlo.multiply %5178, %5179 : tensor<768xf32>
    %5181 = stablehlo.add %5177, %5180 : tensor<768xf32>
    %5182 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %5183 = stablehlo.divide %5175, %5182 : tensor<768xf32>
    %5184 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %5185 = stablehlo.divide %5181, %5184 : tensor<768xf32>
    %5186 = stablehlo.sqrt %5185 : tensor<768xf32>
    %5187 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %5188 = stablehlo.add %5186, %5187 : tensor<768xf32>
    %5189 = stablehlo.divide %5183, %5188 : tensor<768xf32>
    %5190 = stablehlo.constant dense<0.9> : tensor<768x192xf32>
    %5191 = stablehlo.multiply %5190, %m.blocks.3.mlp.fc2.w : tensor<768x192xf32>
    %5192 = stablehlo.constant dense<0.1> : tensor<768x192xf32>
    %5193 = stablehlo.multiply %5192, %3734 : tensor<768x192xf32>
    %5194 = stablehlo.add %5191, %5193 : tensor<768x192xf32>
    %5195 = stablehlo.constant dense<0.999> : tensor<768x192xf32>
    %5196 = stablehlo.multiply %5195, %v.blocks.3.mlp.fc2.w : tensor<768x192xf32>
    %5197 = stablehlo.constant dense<0.001> : tensor<768x192xf32>
    %5198 = stablehlo.multiply %3734, %3734 : tensor<768x192xf32>
    %5199 = stablehlo.multiply %5197, %5198 : tensor<768x192xf32>
    %5200 = stablehlo.add %5196, %5199 : tensor<768x192xf32>
    %5201 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %5202 = stablehlo.divide %5194, %5201 : tensor<768x192xf32>
    %5203 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %5204 = stablehlo.divide %5200, %5203 : tensor<768x192xf32>
    %5205 = stablehlo.sqrt %5204 : tensor<768x192xf32>
    %5206 = stablehlo.constant dense<1.0e-08> : tensor<768x192xf32>
    %5207 = stablehlo.add %5205, %5206 : tensor<768x192xf32>
    %5208 = stablehlo.divide %5202, %5207 : tensor<768x192xf32>
    %5209 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %5210 = stablehlo.multiply %5209, %m.blocks.3.mlp.fc2.b : tensor<192xf32>
    %5211 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %5212 = stablehlo.multiply %5211, %3739 : tensor<192xf32>
    %5213 = stablehlo.add %5210, %5212 : tensor<192xf32>
    %5214 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %5215 = stablehlo.multiply %5214, %v.blocks.3.mlp.fc2.b : tensor<192xf32>
    %5216 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %5217 = stablehlo.multiply %3739, %3739 : tensor<192xf32>
    %5218 = stablehlo.multiply %5216, %5217 : tensor<192xf32>
    %5219 = stablehlo.add %5215, %5218 : tensor<192xf32>
    %5220 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5221 = stablehlo.divide %5213, %5220 : tensor<192xf32>
    %5222 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5223 = stablehlo.divide %5219, %5222 : tensor<192xf32>
    %5224 = stablehlo.sqrt %5223 : tensor<192xf32>
    %5225 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %5226 = stablehlo.add %5224, %5225 : tensor<192xf32>
    %5227 = stablehlo.divide %5221, %5226 : tensor<192xf32>
    %5228 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %5229 = stablehlo.multiply %5228, %m.blocks.4.norm1.g : tensor<192xf32>
    %5230 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %5231 = stablehlo.multiply %5230, %3744 : tensor<192xf32>
    %5232 = stablehlo.add %5229, %5231 : tensor<192xf32>
    %5233 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %5234 = stablehlo.multiply %5233, %v.blocks.4.norm1.g : tensor<192xf32>
    %5235 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %5236 = stablehlo.multiply %3744, %3744 : tensor<192xf32>
    %5237 = stablehlo.multiply %5235, %5236 : tensor<192xf32>
    %5238 = stablehlo.add %5234, %5237 : tensor<192xf32>
    %5239 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5240 = stablehlo.divide %5232, %5239 : tensor<192xf32>
    %5241 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5242 = stablehlo.divide %5238, %5241 : tensor<192xf32>
    %5243 = stablehlo.sqrt %5242 : tensor<192xf32>
    %5244 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %5245 = stablehlo.add %5243, %5244 : tensor<192xf32>
    %5246 = stablehlo.divide %5240, %5245 : tensor<192xf32>
    %5247 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %5248 = stablehlo.multiply %5247, %m.blocks.4.norm1.b : tensor<192xf32>
    %5249 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %5250 = stablehlo.multiply %5249, %3749 : tensor<192xf32>
    %5251 = stablehlo.add %5248, %5250 : tensor<192xf32>
    %5252 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %5253 = stablehlo.multiply %5252, %v.blocks.4.norm1.b : tensor<192xf32>
    %5254 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %5255 = stablehlo.multiply %3749, %3749 : tensor<192xf32>
    %5256 = stablehlo.multiply %5254, %5255 : tensor<192xf32>
    %5257 = stablehlo.add %5253, %5256 : tensor<192xf32>
    %5258 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5259 = stablehlo.divide %5251, %5258 : tensor<192xf32>
    %5260 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5261 = stablehlo.divide %5257, %5260 : tensor<192xf32>
    %5262 = stablehlo.sqrt %5261 : tensor<192xf32>
    %5263 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %5264 = stablehlo.add %5262, %5263 : tensor<192xf32>
    %5265 = stablehlo.divide %5259, %5264 : tensor<192xf32>
    %5266 = stablehlo.constant dense<0.9> : tensor<192x576xf32>
    %5267 = stablehlo.multiply %5266, %m.blocks.4.attn.qkv.w : tensor<192x576xf32>
    %5268 = stablehlo.constant dense<0.1> : tensor<192x576xf32>
    %5269 = stablehlo.multiply %5268, %3754 : tensor<192x576xf32>
    %5270 = stablehlo.add %5267, %5269 : tensor<192x576xf32>
    %5271 = stablehlo.constant dense<0.999> : tensor<192x576xf32>
    %5272 = stablehlo.multiply %5271, %v.blocks.4.attn.qkv.w : tensor<192x576xf32>
    %5273 = stablehlo.constant dense<0.001> : tensor<192x576xf32>
    %5274 = stablehlo.multiply %3754, %3754 : tensor<192x576xf32>
    %5275 = stablehlo.multiply %5273, %5274 : tensor<192x576xf32>
    %5276 = stablehlo.add %5272, %5275 : tensor<192x576xf32>
    %5277 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x576xf32>
    %5278 = stablehlo.divide %5270, %5277 : tensor<192x576xf32>
    %5279 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x576xf32>
    %5280 = stablehlo.divide %5276, %5279 : tensor<192x576xf32>
    %5281 = stablehlo.sqrt %5280 : tensor<192x576xf32>
    %5282 = stablehlo.constant dense<1.0e-08> : tensor<192x576xf32>
    %5283 = stablehlo.add %5281, %5282 : tensor<192x576xf32>
    %5284 = stablehlo.divide %5278, %5283 : tensor<192x576xf32>
    %5285 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %5286 = stablehlo.multiply %5285, %m.blocks.4.attn.qkv.b : tensor<576xf32>
    %5287 = stablehlo.constant dense<0.1> : tensor<576xf32>
    %5288 = stablehlo.multiply %5287, %3759 : tensor<576xf32>
    %5289 = stablehlo.add %5286, %5288 : tensor<576xf32>
    %5290 = stablehlo.constant dense<0.999> : tensor<576xf32>
    %5291 = stablehlo.multiply %5290, %v.blocks.4.attn.qkv.b : tensor<576xf32>
    %5292 = stablehlo.constant dense<0.001> : tensor<576xf32>
    %5293 = stablehlo.multiply %3759, %3759 : tensor<576xf32>
    %5294 = stablehlo.multiply %5292, %5293 : tensor<576xf32>
    %5295 = stablehlo.add %5291, %5294 : tensor<576xf32>
    %5296 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %5297 = stablehlo.divide %5289, %5296 : tensor<576xf32>
    %5298 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %5299 = stablehlo.divide %5295, %5298 : tensor<576xf32>
    %5300 = stablehlo.sqrt %5299 : tensor<576xf32>
    %5301 = stablehlo.constant dense<1.0e-08> : tensor<576xf32>
    %5302 = stablehlo.add %5300, %5301 : tensor<576xf32>
    %5303 = stablehlo.divide %5297, %5302 : tensor<576xf32>
    %5304 = stablehlo.constant dense<0.9> : tensor<192x192xf32>
    %5305 = stablehlo.multiply %5304, %m.blocks.4.attn.proj.w : tensor<192x192xf32>
    %5306 = stablehlo.constant dense<0.1> : tensor<192x192xf32>
    %5307 = stablehlo.multiply %5306, %3764 : tensor<192x192xf32>
    %5308 = stablehlo.add %5305, %5307 : tensor<192x192xf32>
    %5309 = stablehlo.constant dense<0.999> : tensor<192x192xf32>
    %5310 = stablehlo.multiply %5309, %v.blocks.4.attn.proj.w : tensor<192x192xf32>
    %5311 = stablehlo.constant dense<0.001> : tensor<192x192xf32>
    %5312 = stablehlo.multiply %3764, %3764 : tensor<192x192xf32>
    %5313 = stablehlo.multiply %5311, %5312 : tensor<192x192xf32>
    %5314 = stablehlo.add %5310, %5313 : tensor<192x192xf32>
    %5315 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x192xf32>
    %5316 = stablehlo.divide %5308, %5315 : tensor<192x192xf32>
    %5317 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x192xf32>
    %5318 = stablehlo.divide %5314, %5317 : tensor<192x192xf32>
    %5319 = stablehlo.sqrt %5318 : tensor<192x192xf32>
    %5320 = stablehlo.constant dense<1.0e-08> : tensor<192x192xf32>
    %5321 = stablehlo.add %5319, %5320 : tensor<192x192xf32>
    %5322 = stablehlo.divide %5316, %5321 : tensor<192x192xf32>
    %5323 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %5324 = stablehlo.multiply %5323, %m.blocks.4.attn.proj.b : tensor<192xf32>
    %5325 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %5326 = stablehlo.multiply %5325, %3769 : tensor<192xf32>
    %5327 = stablehlo.add %5324, %5326 : tensor<192xf32>
    %5328 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %5329 = stablehlo.multiply %5328, %v.blocks.4.attn.proj.b : tensor<192xf32>
    %5330 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %5331 = stablehlo.multiply %3769, %3769 : tensor<192xf32>
    %5332 = stablehlo.multiply %5330, %5331 : tensor<192xf32>
    %5333 = stablehlo.add %5329, %5332 : tensor<192xf32>
    %5334 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5335 = stablehlo.divide %5327, %5334 : tensor<192xf32>
    %5336 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5337 = stablehlo.divide %5333, %5336 : tensor<192xf32>
    %5338 = stablehlo.sqrt %5337 : tensor<192xf32>
    %5339 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %5340 = stablehlo.add %5338, %5339 : tensor<192xf32>
    %5341 = stablehlo.divide %5335, %5340 : tensor<192xf32>
    %5342 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %5343 = stablehlo.multiply %5342, %m.blocks.4.norm2.g : tensor<192xf32>
    %5344 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %5345 = stablehlo.multiply %5344, %3774 : tensor<192xf32>
    %5346 = stablehlo.add %5343, %5345 : tensor<192xf32>
    %5347 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %5348 = stablehlo.multiply %5347, %v.blocks.4.norm2.g : tensor<192xf32>
    %5349 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %5350 = stablehlo.multiply %3774, %3774 : tensor<192xf32>
    %5351 = stablehlo.multiply %5349, %5350 : tensor<192xf32>
    %5352 = stablehlo.add %5348, %5351 : tensor<192xf32>
    %5353 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5354 = stablehlo.divide %5346, %5353 : tensor<192xf32>
    %5355 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5356 = stablehlo.divide %5352, %5355 : tensor<192xf32>
    %5357 = stablehlo.sqrt %5356 : tensor<192xf32>
    %5358 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %5359 = stablehlo.add %5357, %5358 : tensor<192xf32>
    %5360 = stablehlo.divide %5354, %5359 : tensor<192xf32>
    %5361 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %5362 = stablehlo.multiply %5361, %m.blocks.4.norm2.b : tensor<192xf32>
    %5363 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %5364 = stablehlo.multiply %5363, %3779 : tensor<192xf32>
    %5365 = stablehlo.add %5362, %5364 : tensor<192xf32>
    %5366 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %5367 = stablehlo.multiply %5366, %v.blocks.4.norm2.b : tensor<192xf32>
    %5368 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %5369 = stablehlo.multiply %3779, %3779 : tensor<192xf32>
    %5370 = stablehlo.multiply %5368, %5369 : tensor<192xf32>
    %5371 = stablehlo.add %5367, %5370 : tensor<192xf32>
    %5372 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5373 = stablehlo.divide %5365, %5372 : tensor<192xf32>
    %5374 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5375 = stablehlo.divide %5371, %5374 : tensor<192xf32>
    %5376 = stablehlo.sqrt %5375 : tensor<192xf32>
    %5377 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %5378 = stablehlo.add %5376, %5377 : tensor<192xf32>
    %5379 = stablehlo.divide %5373, %5378 : tensor<192xf32>
    %5380 = stablehlo.constant dense<0.9> : tensor<192x768xf32>
    %5381 = stablehlo.multiply %5380, %m.blocks.4.mlp.fc1.w : tensor<192x768xf32>
    %5382 = stablehlo.constant dense<0.1> : tensor<192x768xf32>
    %5383 = stablehlo.multiply %5382, %3784 : tensor<192x768xf32>
    %5384 = stablehlo.add %5381, %5383 : tensor<192x768xf32>
    %5385 = stablehlo.constant dense<0.999> : tensor<192x768xf32>
    %5386 = stablehlo.multiply %5385, %v.blocks.4.mlp.fc1.w : tensor<192x768xf32>
    %5387 = stablehlo.constant dense<0.001> : tensor<192x768xf32>
    %5388 = stablehlo.multiply %3784, %3784 : tensor<192x768xf32>
    %5389 = stablehlo.multiply %5387, %5388 : tensor<192x768xf32>
    %5390 = stablehlo.add %5386, %5389 : tensor<192x768xf32>
    %5391 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %5392 = stablehlo.divide %5384, %5391 : tensor<192x768xf32>
    %5393 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %5394 = stablehlo.divide %5390, %5393 : tensor<192x768xf32>
    %5395 = stablehlo.sqrt %5394 : tensor<192x768xf32>
    %5396 = stablehlo.constant dense<1.0e-08> : tensor<192x768xf32>
    %5397 = stablehlo.add %5395, %5396 : tensor<192x768xf32>
    %5398 = stablehlo.divide %5392, %5397 : tensor<192x768xf32>
    %5399 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %5400 = stablehlo.multiply %5399, %m.blocks.4.mlp.fc1.b : tensor<768xf32>
    %5401 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %5402 = stablehlo.multiply %5401, %3789 : tensor<768xf32>
    %5403 = stablehlo.add %5400, %5402 : tensor<768xf32>
    %5404 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %5405 = stablehlo.multiply %5404, %v.blocks.4.mlp.fc1.b : tensor<768xf32>
    %5406 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %5407 = stablehlo.multiply %3789, %3789 : tensor<768xf32>
    %5408 = stablehlo.multiply %5406, %5407 : tensor<768xf32>
    %5409 = stablehlo.add %5405, %5408 : tensor<768xf32>
    %5410 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %5411 = stablehlo.divide %5403, %5410 : tensor<768xf32>
    %5412 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %5413 = stablehlo.divide %5409, %5412 : tensor<768xf32>
    %5414 = stablehlo.sqrt %5413 : tensor<768xf32>
    %5415 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %5416 = stablehlo.add %5414, %5415 : tensor<768xf32>
    %5417 = stablehlo.divide %5411, %5416 : tensor<768xf32>
    %5418 = stablehlo.constant dense<0.9> : tensor<768x192xf32>
    %5419 = stablehlo.multiply %5418, %m.blocks.4.mlp.fc2.w : tensor<768x192xf32>
    %5420 = stablehlo.constant dense<0.1> : tensor<768x192xf32>
    %5421 = stablehlo.multiply %5420, %3794 : tensor<768x192xf32>
    %5422 = stablehlo.add %5419, %5421 : tensor<768x192xf32>
    %5423 = stablehlo.constant dense<0.999> : tensor<768x192xf32>
    %5424 = stablehlo.multiply %5423, %v.blocks.4.mlp.fc2.w : tensor<768x192xf32>
    %5425 = stablehlo.constant dense<0.001> : tensor<768x192xf32>
    %5426 = stablehlo.multiply %3794, %3794 : tensor<768x192xf32>
    %5427 = stablehlo.multiply %5425, %5426 : tensor<768x192xf32>
    %5428 = stablehlo.add %5424, %5427 : tensor<768x192xf32>
    %5429 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %5430 = stablehlo.divide %5422, %5429 : tensor<768x192xf32>
    %5431 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %5432 = stablehlo.divide %5428, %5431 : tensor<768x192xf32>
    %5433 = stablehlo.sqrt %5432 : tensor<768x192xf32>
    %5434 = stablehlo.constant dense<1.0e-08> : tensor<768x192xf32>
    %5435 = stablehlo.add %5433, %5434 : tensor<768x192xf32>
    %5436 = stablehlo.divide %5430, %5435 : tensor<768x192xf32>
    %5437 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %5438 = stablehlo.multiply %5437, %m.blocks.4.mlp.fc2.b : tensor<192xf32>
    %5439 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %5440 = stablehlo.multiply %5439, %3799 : tensor<192xf32>
    %5441 = stablehlo.add %5438, %5440 : tensor<192xf32>
    %5442 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %5443 = stablehlo.multiply %5442, %v.blocks.4.mlp.fc2.b : tensor<192xf32>
    %5444 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %5445 = stablehlo.multiply %3799, %3799 : tensor<192xf32>
    %5446 = stablehlo.multiply %5444, %5445 : tensor<192xf32>
    %5447 = stablehlo.add %5443, %5446 : tensor<192xf32>
    %5448 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5449 = stablehlo.divide %5441, %5448 : tensor<192xf32>
    %5450 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5451 = stablehlo.divide %5447, %5450 : tensor<192xf32>
    %5452 = stablehlo.sqrt %5451 : tensor<192xf32>
    %5453 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %5454 = stablehlo.add %5452, %5453 : tensor<192xf32>
    %5455 = stablehlo.divide %5449, %5454 : tensor<192xf32>
    %5456 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %5457 = stablehlo.multiply %5456, %m.blocks.5.norm1.g : tensor<192xf32>
    %5458 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %5459 = stablehlo.multiply %5458, %3804 : tensor<192xf32>
    %5460 = stablehlo.add %5457, %5459 : tensor<192xf32>
    %5461 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %5462 = stablehlo.multiply %5461, %v.blocks.5.norm1.g : tensor<192xf32>
    %5463 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %5464 = stablehlo.multiply %3804, %3804 : tensor<192xf32>
    %5465 = stablehlo.multiply %5463, %5464 : tensor<192xf32>
    %5466 = stablehlo.add %5462, %5465 : tensor<192xf32>
    %5467 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5468 = stablehlo.divide %5460, %5467 : tensor<192xf32>
    %5469 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5470 = stablehlo.divide %5466, %5469 : tensor<192xf32>
    %5471 = stablehlo.sqrt %5470 : tensor<192xf32>
    %5472 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %5473 = stablehlo.add %5471, %5472 : tensor<192xf32>
    %5474 = stablehlo.divide %5468, %5473 : tensor<192xf32>
    %5475 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %5476 = stablehlo.multiply %5475, %m.blocks.5.norm1.b : tensor<192xf32>
    %5477 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %5478 = stablehlo.multiply %5477, %3809 : tensor<192xf32>
    %5479 = stablehlo.add %5476, %5478 : tensor<192xf32>
    %5480 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %5481 = stablehlo.multiply %5480, %v.blocks.5.norm1.b : tensor<192xf32>
    %5482 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %5483 = stablehlo.multiply %3809, %3809 : tensor<192xf32>
    %5484 = stablehlo.multiply %5482, %5483 : tensor<192xf32>
    %5485 = stablehlo.add %5481, %5484 : tensor<192xf32>
    %5486 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5487 = stablehlo.divide %5479, %5486 : tensor<192xf32>
    %5488 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5489 = stablehlo.divide %5485, %5488 : tensor<192xf32>
    %5490 = stablehlo.sqrt %5489 : tensor<192xf32>
    %5491 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %5492 = stablehlo.add %5490, %5491 : tensor<192xf32>
    %5493 = stablehlo.divide %5487, %5492 : tensor<192xf32>
    %5494 = stablehlo.constant dense<0.9> : tensor<192x576xf32>
    %5495 = stablehlo.multiply %5494, %m.blocks.5.attn.qkv.w : tensor<192x576xf32>
    %5496 = stablehlo.constant dense<0.1> : tensor<192x576xf32>
    %5497 = stablehlo.multiply %5496, %3814 : tensor<192x576xf32>
    %5498 = stablehlo.add %5495, %5497 : tensor<192x576xf32>
    %5499 = stablehlo.constant dense<0.999> : tensor<192x576xf32>
    %5500 = stablehlo.multiply %5499, %v.blocks.5.attn.qkv.w : tensor<192x576xf32>
    %5501 = stablehlo.constant dense<0.001> : tensor<192x576xf32>
    %5502 = stablehlo.multiply %3814, %3814 : tensor<192x576xf32>
    %5503 = stablehlo.multiply %5501, %5502 : tensor<192x576xf32>
    %5504 = stablehlo.add %5500, %5503 : tensor<192x576xf32>
    %5505 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x576xf32>
    %5506 = stablehlo.divide %5498, %5505 : tensor<192x576xf32>
    %5507 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x576xf32>
    %5508 = stablehlo.divide %5504, %5507 : tensor<192x576xf32>
    %5509 = stablehlo.sqrt %5508 : tensor<192x576xf32>
    %5510 = stablehlo.constant dense<1.0e-08> : tensor<192x576xf32>
    %5511 = stablehlo.add %5509, %5510 : tensor<192x576xf32>
    %5512 = stablehlo.divide %5506, %5511 : tensor<192x576xf32>
    %5513 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %5514 = stablehlo.multiply %5513, %m.blocks.5.attn.qkv.b : tensor<576xf32>
    %5515 = stablehlo.constant dense<0.1> : tensor<576xf32>
    %5516 = stablehlo.multiply %5515, %3819 : tensor<576xf32>
    %5517 = stablehlo.add %5514, %5516 : tensor<576xf32>
    %5518 = stablehlo.constant dense<0.999> : tensor<576xf32>
    %5519 = stablehlo.multiply %5518, %v.blocks.5.attn.qkv.b : tensor<576xf32>
    %5520 = stablehlo.constant dense<0.001> : tensor<576xf32>
    %5521 = stablehlo.multiply %3819, %3819 : tensor<576xf32>
    %5522 = stablehlo.multiply %5520, %5521 : tensor<576xf32>
    %5523 = stablehlo.add %5519, %5522 : tensor<576xf32>
    %5524 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %5525 = stablehlo.divide %5517, %5524 : tensor<576xf32>
    %5526 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %5527 = stablehlo.divide %5523, %5526 : tensor<576xf32>
    %5528 = stablehlo.sqrt %5527 : tensor<576xf32>
    %5529 = stablehlo.constant dense<1.0e-08> : tensor<576xf32>
    %5530 = stablehlo.add %5528, %5529 : tensor<576xf32>
    %5531 = stablehlo.divide %5525, %5530 : tensor<576xf32>
    %5532 = stablehlo.constant dense<0.9> : tensor<192x192xf32>
    %5533 = stablehlo.multiply %5532, %m.blocks.5.attn.proj.w : tensor<192x192xf32>
    %5534 = stablehlo.constant dense<0.1> : tensor<192x192xf32>
    %5535 = stablehlo.multiply %5534, %3824 : tensor<192x192xf32>
    %5536 = stablehlo.add %5533, %5535 : tensor<192x192xf32>
    %5537 = stablehlo.constant dense<0.999> : tensor<192x192xf32>
    %5538 = stablehlo.multiply %5537, %v.blocks.5.attn.proj.w : tensor<192x192xf32>
    %5539 = stablehlo.constant dense<0.001> : tensor<192x192xf32>
    %5540 = stablehlo.multiply %3824, %3824 : tensor<192x192xf32>
    %5541 = stablehlo.multiply %5539, %5540 : tensor<192x192xf32>
    %5542 = stablehlo.add %5538, %5541 : tensor<192x192xf32>
    %5543 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x192xf32>
    %5544 = stablehlo.divide %5536, %5543 : tensor<192x192xf32>
    %5545 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x192xf32>
    %5546 = stablehlo.divide %5542, %5545 : tensor<192x192xf32>
    %5547 = stablehlo.sqrt %5546 : tensor<192x192xf32>
    %5548 = stablehlo.constant dense<1.0e-08> : tensor<192x192xf32>
    %5549 = stablehlo.add %5547, %5548 : tensor<192x192xf32>
    %5550 = stablehlo.divide %5544, %5549 : tensor<192x192xf32>
    %5551 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %5552 = stablehlo.multiply %5551, %m.blocks.5.attn.proj.b : tensor<192xf32>
    %5553 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %5554 = stablehlo.multiply %5553, %3829 : tensor<192xf32>
    %5555 = stablehlo.add %5552, %5554 : tensor<192xf32>
    %5556 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %5557 = stablehlo.multiply %5556, %v.blocks.5.attn.proj.b : tensor<192xf32>
    %5558 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %5559 = stablehlo.multiply %3829, %3829 : tensor<192xf32>
    %5560 = stablehlo.multiply %5558, %5559 : tensor<192xf32>
    %5561 = stablehlo.add %5557, %5560 : tensor<192xf32>
    %5562 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5563 = stablehlo.divide %5555, %5562 : tensor<192xf32>
    %5564 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5565 = stablehlo.divide %5561, %5564 : tensor<192xf32>
    %5566 = stablehlo.sqrt %5565 : tensor<192xf32>
    %5567 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %5568 = stablehlo.add %5566, %5567 : tensor<192xf32>
    %5569 = stablehlo.divide %5563, %5568 : tensor<192xf32>
    %5570 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %5571 = stablehlo.multiply %5570, %m.blocks.5.norm2.g : tensor<192xf32>
    %5572 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %5573 = stablehlo.multiply %5572, %3834 : tensor<192xf32>
    %5574 = stablehlo.add %5571, %5573 : tensor<192xf32>
    %5575 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %5576 = stablehlo.multiply %5575, %v.blocks.5.norm2.g : tensor<192xf32>
    %5577 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %5578 = stablehlo.multiply %3834, %3834 : tensor<192xf32>
    %5579 = stablehlo.multiply %5577, %5578 : tensor<192xf32>
    %5580 = stablehlo.add %5576, %5579 : tensor<192xf32>
    %5581 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5582 = stablehlo.divide %5574, %5581 : tensor<192xf32>
    %5583 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5584 = stablehlo.divide %5580, %5583 : tensor<192xf32>
    %5585 = stablehlo.sqrt %5584 : tensor<192xf32>
    %5586 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %5587 = stablehlo.add %5585, %5586 : tensor<192xf32>
    %5588 = stablehlo.divide %5582, %5587 : tensor<192xf32>
    %5589 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %5590 = stablehlo.multiply %5589, %m.blocks.5.norm2.b : tensor<192xf32>
    %5591 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %5592 = stablehlo.multiply %5591, %3839 : tensor<192xf32>
    %5593 = stablehlo.add %5590, %5592 : tensor<192xf32>
    %5594 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %5595 = stablehlo.multiply %5594, %v.blocks.5.norm2.b : tensor<192xf32>
    %5596 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %5597 = stablehlo.multiply %3839, %3839 : tensor<192xf32>
    %5598 = stablehlo.multiply %5596, %5597 : tensor<192xf32>
    %5599 = stablehlo.add %5595, %5598 : tensor<192xf32>
    %5600 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5601 = stablehlo.divide %5593, %5600 : tensor<192xf32>
    %5602 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5603 = stablehlo.divide %5599, %5602 : tensor<192xf32>
    %5604 = stablehlo.sqrt %5603 : tensor<192xf32>
    %5605 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %5606 = stablehlo.add %5604, %5605 : tensor<192xf32>
    %5607 = stablehlo.divide %5601, %5606 : tensor<192xf32>
    %5608 = stablehlo.constant dense<0.9> : tensor<192x768xf32>
    %5609 = stablehlo.multiply %5608, %m.blocks.5.mlp.fc1.w : tensor<192x768xf32>
    %5610 = stablehlo.constant dense<0.1> : tensor<192x768xf32>
    %5611 = stablehlo.multiply %5610, %3844 : tensor<192x768xf32>
    %5612 = stablehlo.add %5609, %5611 : tensor<192x768xf32>
    %5613 = stablehlo.constant dense<0.999> : tensor<192x768xf32>
    %5614 = stablehlo.multiply %5613, %v.blocks.5.mlp.fc1.w : tensor<192x768xf32>
    %5615 = stablehlo.constant dense<0.001> : tensor<192x768xf32>
    %5616 = stablehlo.multiply %3844, %3844 : tensor<192x768xf32>
    %5617 = stablehlo.multiply %5615, %5616 : tensor<192x768xf32>
    %5618 = stablehlo.add %5614, %5617 : tensor<192x768xf32>
    %5619 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %5620 = stablehlo.divide %5612, %5619 : tensor<192x768xf32>
    %5621 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %5622 = stablehlo.divide %5618, %5621 : tensor<192x768xf32>
    %5623 = stablehlo.sqrt %5622 : tensor<192x768xf32>
    %5624 = stablehlo.constant dense<1.0e-08> : tensor<192x768xf32>
    %5625 = stablehlo.add %5623, %5624 : tensor<192x768xf32>
    %5626 = stablehlo.divide %5620, %5625 : tensor<192x768xf32>
    %5627 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %5628 = stablehlo.multiply %5627, %m.blocks.5.mlp.fc1.b : tensor<768xf32>
    %5629 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %5630 = stablehlo.multiply %5629, %3849 : tensor<768xf32>
    %5631 = stablehlo.add %5628, %5630 : tensor<768xf32>
    %5632 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %5633 = stablehlo.multiply %5632, %v.blocks.5.mlp.fc1.b : tensor<768xf32>
    %5634 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %5635 = stablehlo.multiply %3849, %3849 : tensor<768xf32>
    %5636 = stablehlo.multiply %5634, %5635 : tensor<768xf32>
    %5637 = stablehlo.add %5633, %5636 : tensor<768xf32>
    %5638 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %5639 = stablehlo.divide %5631, %5638 : tensor<768xf32>
    %5640 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %5641 = stablehlo.divide %5637, %5640 : tensor<768xf32>
    %5642 = stablehlo.sqrt %5641 : tensor<768xf32>
    %5643 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %5644 = stablehlo.add %5642, %5643 : tensor<768xf32>
    %5645 = stablehlo.divide %5639, %5644 : tensor<768xf32>
    %5646 = stablehlo.constant dense<0.9> : tensor<768x192xf32>
    %5647 = stablehlo.multiply %5646, %m.blocks.5.mlp.fc2.w : tensor<768x192xf32>
    %5648 = stablehlo.constant dense<0.1> : tensor<768x192xf32>
    %5649 = stablehlo.multiply %5648, %3854 : tensor<768x192xf32>
    %5650 = stablehlo.add %5647, %5649 : tensor<768x192xf32>
    %5651 = stablehlo.constant dense<0.999> : tensor<768x192xf32>
    %5652 = stablehlo.multiply %5651, %v.blocks.5.mlp.fc2.w : tensor<768x192xf32>
    %5653 = stablehlo.constant dense<0.001> : tensor<768x192xf32>
    %5654 = stablehlo.multiply %3854, %3854 : tensor<768x192xf32>
    %5655 = stablehlo.multiply %5653, %5654 : tensor<768x192xf32>
    %5656 = stablehlo.add %5652, %5655 : tensor<768x192xf32>
    %5657 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %5658 = stablehlo.divide %5650, %5657 : tensor<768x192xf32>
    %5659 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %5660 = stablehlo.divide %5656, %5659 : tensor<768x192xf32>
    %5661 = stablehlo.sqrt %5660 : tensor<768x192xf32>
    %5662 = stablehlo.constant dense<1.0e-08> : tensor<768x192xf32>
    %5663 = stablehlo.add %5661, %5662 : tensor<768x192xf32>
    %5664 = stablehlo.divide %5658, %5663 : tensor<768x192xf32>
    %5665 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %5666 = stablehlo.multiply %5665, %m.blocks.5.mlp.fc2.b : tensor<192xf32>
    %5667 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %5668 = stablehlo.multiply %5667, %3859 : tensor<192xf32>
    %5669 = stablehlo.add %5666, %5668 : tensor<192xf32>
    %5670 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %5671 = stablehlo.multiply %5670, %v.blocks.5.mlp.fc2.b : tensor<192xf32>
    %5672 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %5673 = stablehlo.multiply %3859, %3859 : tensor<192xf32>
    %5674 = stablehlo.multiply %5672, %5673 : tensor<192xf32>
    %5675 = stablehlo.add %5671, %5674 : tensor<192xf32>
    %5676 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5677 = stablehlo.divide %5669, %5676 : tensor<192xf32>
    %5678 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5679 = stablehlo.divide %5675, %5678 : tensor<192xf32>
    %5680 = stablehlo.sqrt %5679 : tensor<192xf32>
    %5681 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %5682 = stablehlo.add %5680, %5681 : tensor<192xf32>
    %5683 = stablehlo.divide %5677, %5682 : tensor<192xf32>
    %5684 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %5685 = stablehlo.multiply %5684, %m.blocks.6.norm1.g : tensor<192xf32>
    %5686 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %5687 = stablehlo.multiply %5686, %3864 : tensor<192xf32>
    %5688 = stablehlo.add %5685, %5687 : tensor<192xf32>
    %5689 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %5690 = stablehlo.multiply %5689, %v.blocks.6.norm1.g : tensor<192xf32>
    %5691 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %5692 = stablehlo.multiply %3864, %3864 : tensor<192xf32>
    %5693 = stablehlo.multiply %5691, %5692 : tensor<192xf32>
    %5694 = stablehlo.add %5690, %5693 : tensor<192xf32>
    %5695 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5696 = stablehlo.divide %5688, %5695 : tensor<192xf32>
    %5697 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5698 = stablehlo.divide %5694, %5697 : tensor<192xf32>
    %5699 = stablehlo.sqrt %5698 : tensor<192xf32>
    %5700 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %5701 = stablehlo.add %5699, %5700 : tensor<192xf32>
    %5702 = stablehlo.divide %5696, %5701 : tensor<192xf32>
    %5703 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %5704 = stablehlo.multiply %5703, %m.blocks.6.norm1.b : tensor<192xf32>
    %5705 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %5706 = stablehlo.multiply %5705, %3869 : tensor<192xf32>
    %5707 = stablehlo.add %5704, %5706 : tensor<192xf32>
    %5708 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %5709 = stablehlo.multiply %5708, %v.blocks.6.norm1.b : tensor<192xf32>
    %5710 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %5711 = stablehlo.multiply %3869, %3869 : tensor<192xf32>
    %5712 = stablehlo.multiply %5710, %5711 : tensor<192xf32>
    %5713 = stablehlo.add %5709, %5712 : tensor<192xf32>
    %5714 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5715 = stablehlo.divide %5707, %5714 : tensor<192xf32>
    %5716 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5717 = stablehlo.divide %5713, %5716 : tensor<192xf32>
    %5718 = stablehlo.sqrt %5717 : tensor<192xf32>
    %5719 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %5720 = stablehlo.add %5718, %5719 : tensor<192xf32>
    %5721 = stablehlo.divide %5715, %5720 : tensor<192xf32>
    %5722 = stablehlo.constant dense<0.9> : tensor<192x576xf32>
    %5723 = stablehlo.multiply %5722, %m.blocks.6.attn.qkv.w : tensor<192x576xf32>
    %5724 = stablehlo.constant dense<0.1> : tensor<192x576xf32>
    %5725 = stablehlo.multiply %5724, %3874 : tensor<192x576xf32>
    %5726 = stablehlo.add %5723, %5725 : tensor<192x576xf32>
    %5727 = stablehlo.constant dense<0.999> : tensor<192x576xf32>
    %5728 = stablehlo.multiply %5727, %v.blocks.6.attn.qkv.w : tensor<192x576xf32>
    %5729 = stablehlo.constant dense<0.001> : tensor<192x576xf32>
    %5730 = stablehlo.multiply %3874, %3874 : tensor<192x576xf32>
    %5731 = stablehlo.multiply %5729, %5730 : tensor<192x576xf32>
    %5732 = stablehlo.add %5728, %5731 : tensor<192x576xf32>
    %5733 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x576xf32>
    %5734 = stablehlo.divide %5726, %5733 : tensor<192x576xf32>
    %5735 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x576xf32>
    %5736 = stablehlo.divide %5732, %5735 : tensor<192x576xf32>
    %5737 = stablehlo.sqrt %5736 : tensor<192x576xf32>
    %5738 = stablehlo.constant dense<1.0e-08> : tensor<192x576xf32>
    %5739 = stablehlo.add %5737, %5738 : tensor<192x576xf32>
    %5740 = stablehlo.divide %5734, %5739 : tensor<192x576xf32>
    %5741 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %5742 = stablehlo.multiply %5741, %m.blocks.6.attn.qkv.b : tensor<576xf32>
    %5743 = stablehlo.constant dense<0.1> : tensor<576xf32>
    %5744 = stablehlo.multiply %5743, %3879 : tensor<576xf32>
    %5745 = stablehlo.add %5742, %5744 : tensor<576xf32>
    %5746 = stablehlo.constant dense<0.999> : tensor<576xf32>
    %5747 = stablehlo.multiply %5746, %v.blocks.6.attn.qkv.b : tensor<576xf32>
    %5748 = stablehlo.constant dense<0.001> : tensor<576xf32>
    %5749 = stablehlo.multiply %3879, %3879 : tensor<576xf32>
    %5750 = stablehlo.multiply %5748, %5749 : tensor<576xf32>
    %5751 = stablehlo.add %5747, %5750 : tensor<576xf32>
    %5752 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %5753 = stablehlo.divide %5745, %5752 : tensor<576xf32>
    %5754 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %5755 = stablehlo.divide %5751, %5754 : tensor<576xf32>
    %5756 = stablehlo.sqrt %5755 : tensor<576xf32>
    %5757 = stablehlo.constant dense<1.0e-08> : tensor<576xf32>
    %5758 = stablehlo.add %5756, %5757 : tensor<576xf32>
    %5759 = stablehlo.divide %5753, %5758 : tensor<576xf32>
    %5760 = stablehlo.constant dense<0.9> : tensor<192x192xf32>
    %5761 = stablehlo.multiply %5760, %m.blocks.6.attn.proj.w : tensor<192x192xf32>
    %5762 = stablehlo.constant dense<0.1> : tensor<192x192xf32>
    %5763 = stablehlo.multiply %5762, %3884 : tensor<192x192xf32>
    %5764 = stablehlo.add %5761, %5763 : tensor<192x192xf32>
    %5765 = stablehlo.constant dense<0.999> : tensor<192x192xf32>
    %5766 = stablehlo.multiply %5765, %v.blocks.6.attn.proj.w : tensor<192x192xf32>
    %5767 = stablehlo.constant dense<0.001> : tensor<192x192xf32>
    %5768 = stablehlo.multiply %3884, %3884 : tensor<192x192xf32>
    %5769 = stablehlo.multiply %5767, %5768 : tensor<192x192xf32>
    %5770 = stablehlo.add %5766, %5769 : tensor<192x192xf32>
    %5771 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x192xf32>
    %5772 = stablehlo.divide %5764, %5771 : tensor<192x192xf32>
    %5773 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x192xf32>
    %5774 = stablehlo.divide %5770, %5773 : tensor<192x192xf32>
    %5775 = stablehlo.sqrt %5774 : tensor<192x192xf32>
    %5776 = stablehlo.constant dense<1.0e-08> : tensor<192x192xf32>
    %5777 = stablehlo.add %5775, %5776 : tensor<192x192xf32>
    %5778 = stablehlo.divide %5772, %5777 : tensor<192x192xf32>
    %5779 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %5780 = stablehlo.multiply %5779, %m.blocks.6.attn.proj.b : tensor<192xf32>
    %5781 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %5782 = stablehlo.multiply %5781, %3889 : tensor<192xf32>
    %5783 = stablehlo.add %5780, %5782 : tensor<192xf32>
    %5784 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %5785 = stablehlo.multiply %5784, %v.blocks.6.attn.proj.b : tensor<192xf32>
    %5786 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %5787 = stablehlo.multiply %3889, %3889 : tensor<192xf32>
    %5788 = stablehlo.multiply %5786, %5787 : tensor<192xf32>
    %5789 = stablehlo.add %5785, %5788 : tensor<192xf32>
    %5790 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5791 = stablehlo.divide %5783, %5790 : tensor<192xf32>
    %5792 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5793 = stablehlo.divide %5789, %5792 : tensor<192xf32>
    %5794 = stablehlo.sqrt %5793 : tensor<192xf32>
    %5795 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %5796 = stablehlo.add %5794, %5795 : tensor<192xf32>
    %5797 = stablehlo.divide %5791, %5796 : tensor<192xf32>
    %5798 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %5799 = stablehlo.multiply %5798, %m.blocks.6.norm2.g : tensor<192xf32>
    %5800 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %5801 = stablehlo.multiply %5800, %3894 : tensor<192xf32>
    %5802 = stablehlo.add %5799, %5801 : tensor<192xf32>
    %5803 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %5804 = stablehlo.multiply %5803, %v.blocks.6.norm2.g : tensor<192xf32>
    %5805 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %5806 = stablehlo.multiply %3894, %3894 : tensor<192xf32>
    %5807 = stablehlo.multiply %5805, %5806 : tensor<192xf32>
    %5808 = stablehlo.add %5804, %5807 : tensor<192xf32>
    %5809 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5810 = stablehlo.divide %5802, %5809 : tensor<192xf32>
    %5811 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5812 = stablehlo.divide %5808, %5811 : tensor<192xf32>
    %5813 = stablehlo.sqrt %5812 : tensor<192xf32>
    %5814 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %5815 = stablehlo.add %5813, %5814 : tensor<192xf32>
    %5816 = stablehlo.divide %5810, %5815 : tensor<192xf32>
    %5817 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %5818 = stablehlo.multiply %5817, %m.blocks.6.norm2.b : tensor<192xf32>
    %5819 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %5820 = stablehlo.multiply %5819, %3899 : tensor<192xf32>
    %5821 = stablehlo.add %5818, %5820 : tensor<192xf32>
    %5822 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %5823 = stablehlo.multiply %5822, %v.blocks.6.norm2.b : tensor<192xf32>
    %5824 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %5825 = stablehlo.multiply %3899, %3899 : tensor<192xf32>
    %5826 = stablehlo.multiply %5824, %5825 : tensor<192xf32>
    %5827 = stablehlo.add %5823, %5826 : tensor<192xf32>
    %5828 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5829 = stablehlo.divide %5821, %5828 : tensor<192xf32>
    %5830 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5831 = stablehlo.divide %5827, %5830 : tensor<192xf32>
    %5832 = stablehlo.sqrt %5831 : tensor<192xf32>
    %5833 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %5834 = stablehlo.add %5832, %5833 : tensor<192xf32>
    %5835 = stablehlo.divide %5829, %5834 : tensor<192xf32>
    %5836 = stablehlo.constant dense<0.9> : tensor<192x768xf32>
    %5837 = stablehlo.multiply %5836, %m.blocks.6.mlp.fc1.w : tensor<192x768xf32>
    %5838 = stablehlo.constant dense<0.1> : tensor<192x768xf32>
    %5839 = stablehlo.multiply %5838, %3904 : tensor<192x768xf32>
    %5840 = stablehlo.add %5837, %5839 : tensor<192x768xf32>
    %5841 = stablehlo.constant dense<0.999> : tensor<192x768xf32>
    %5842 = stablehlo.multiply %5841, %v.blocks.6.mlp.fc1.w : tensor<192x768xf32>
    %5843 = stablehlo.constant dense<0.001> : tensor<192x768xf32>
    %5844 = stablehlo.multiply %3904, %3904 : tensor<192x768xf32>
    %5845 = stablehlo.multiply %5843, %5844 : tensor<192x768xf32>
    %5846 = stablehlo.add %5842, %5845 : tensor<192x768xf32>
    %5847 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %5848 = stablehlo.divide %5840, %5847 : tensor<192x768xf32>
    %5849 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %5850 = stablehlo.divide %5846, %5849 : tensor<192x768xf32>
    %5851 = stablehlo.sqrt %5850 : tensor<192x768xf32>
    %5852 = stablehlo.constant dense<1.0e-08> : tensor<192x768xf32>
    %5853 = stablehlo.add %5851, %5852 : tensor<192x768xf32>
    %5854 = stablehlo.divide %5848, %5853 : tensor<192x768xf32>
    %5855 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %5856 = stablehlo.multiply %5855, %m.blocks.6.mlp.fc1.b : tensor<768xf32>
    %5857 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %5858 = stablehlo.multiply %5857, %3909 : tensor<768xf32>
    %5859 = stablehlo.add %5856, %5858 : tensor<768xf32>
    %5860 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %5861 = stablehlo.multiply %5860, %v.blocks.6.mlp.fc1.b : tensor<768xf32>
    %5862 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %5863 = stablehlo.multiply %3909, %3909 : tensor<768xf32>
    %5864 = stablehlo.multiply %5862, %5863 : tensor<768xf32>
    %5865 = stablehlo.add %5861, %5864 : tensor<768xf32>
    %5866 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %5867 = stablehlo.divide %5859, %5866 : tensor<768xf32>
    %5868 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %5869 = stablehlo.divide %5865, %5868 : tensor<768xf32>
    %5870 = stablehlo.sqrt %5869 : tensor<768xf32>
    %5871 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %5872 = stablehlo.add %5870, %5871 : tensor<768xf32>
    %5873 = stablehlo.divide %5867, %5872 : tensor<768xf32>
    %5874 = stablehlo.constant dense<0.9> : tensor<768x192xf32>
    %5875 = stablehlo.multiply %5874, %m.blocks.6.mlp.fc2.w : tensor<768x192xf32>
    %5876 = stablehlo.constant dense<0.1> : tensor<768x192xf32>
    %5877 = stablehlo.multiply %5876, %3914 : tensor<768x192xf32>
    %5878 = stablehlo.add %5875, %5877 : tensor<768x192xf32>
    %5879 = stablehlo.constant dense<0.999> : tensor<768x192xf32>
    %5880 = stablehlo.multiply %5879, %v.blocks.6.mlp.fc2.w : tensor<768x192xf32>
    %5881 = stablehlo.constant dense<0.001> : tensor<768x192xf32>
    %5882 = stablehlo.multiply %3914, %3914 : tensor<768x192xf32>
    %5883 = stablehlo.multiply %5881, %5882 : tensor<768x192xf32>
    %5884 = stablehlo.add %5880, %5883 : tensor<768x192xf32>
    %5885 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %5886 = stablehlo.divide %5878, %5885 : tensor<768x192xf32>
    %5887 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %5888 = stablehlo.divide %5884, %5887 : tensor<768x192xf32>
    %5889 = stablehlo.sqrt %5888 : tensor<768x192xf32>
    %5890 = stablehlo.constant dense<1.0e-08> : tensor<768x192xf32>
    %5891 = stablehlo.add %5889, %5890 : tensor<768x192xf32>
    %5892 = stablehlo.divide %5886, %5891 : tensor<768x192xf32>
    %5893 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %5894 = stablehlo.multiply %5893, %m.blocks.6.mlp.fc2.b : tensor<192xf32>
    %5895 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %5896 = stablehlo.multiply %5895, %3919 : tensor<192xf32>
    %5897 = stablehlo.add %5894, %5896 : tensor<192xf32>
    %5898 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %5899 = stablehlo.multiply %5898, %v.blocks.6.mlp.fc2.b : tensor<192xf32>
    %5900 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %5901 = stablehlo.multiply %3919, %3919 : tensor<192xf32>
    %5902 = stablehlo.multiply %5900, %5901 : tensor<192xf32>
    %5903 = stablehlo.add %5899, %5902 : tensor<192xf32>
    %5904 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5905 = stablehlo.divide %5897, %5904 : tensor<192xf32>
    %5906 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5907 = stablehlo.divide %5903, %5906 : tensor<192xf32>
    %5908 = stablehlo.sqrt %5907 : tensor<192xf32>
    %5909 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %5910 = stablehlo.add %5908, %5909 : tensor<192xf32>
    %5911 = stablehlo.divide %5905, %5910 : tensor<192xf32>
    %5912 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %5913 = stablehlo.multiply %5912, %m.blocks.7.norm1.g : tensor<192xf32>
    %5914 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %5915 = stablehlo.multiply %5914, %3924 : tensor<192xf32>
    %5916 = stablehlo.add %5913, %5915 : tensor<192xf32>
    %5917 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %5918 = stablehlo.multiply %5917, %v.blocks.7.norm1.g : tensor<192xf32>
    %5919 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %5920 = stablehlo.multiply %3924, %3924 : tensor<192xf32>
    %5921 = stablehlo.multiply %5919, %5920 : tensor<192xf32>
    %5922 = stablehlo.add %5918, %5921 : tensor<192xf32>
    %5923 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5924 = stablehlo.divide %5916, %5923 : tensor<192xf32>
    %5925 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5926 = stablehlo.divide %5922, %5925 : tensor<192xf32>
    %5927 = stablehlo.sqrt %5926 : tensor<192xf32>
    %5928 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %5929 = stablehlo.add %5927, %5928 : tensor<192xf32>
    %5930 = stablehlo.divide %5924, %5929 : tensor<192xf32>
    %5931 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %5932 = stablehlo.multiply %5931, %m.blocks.7.norm1.b : tensor<192xf32>
    %5933 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %5934 = stablehlo.multiply %5933, %3929 : tensor<192xf32>
    %5935 = stablehlo.add %5932, %5934 : tensor<192xf32>
    %5936 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %5937 = stablehlo.multiply %5936, %v.blocks.7.norm1.b : tensor<192xf32>
    %5938 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %5939 = stablehlo.multiply %3929, %3929 : tensor<192xf32>
    %5940 = stablehlo.multiply %5938, %5939 : tensor<192xf32>
    %5941 = stablehlo.add %5937, %5940 : tensor<192xf32>
    %5942 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5943 = stablehlo.divide %5935, %5942 : tensor<192xf32>
    %5944 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5945 = stablehlo.divide %5941, %5944 : tensor<192xf32>
    %5946 = stablehlo.sqrt %5945 : tensor<192xf32>
    %5947 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %5948 = stablehlo.add %5946, %5947 : tensor<192xf32>
    %5949 = stablehlo.divide %5943, %5948 : tensor<192xf32>
    %5950 = stablehlo.constant dense<0.9> : tensor<192x576xf32>
    %5951 = stablehlo.multiply %5950, %m.blocks.7.attn.qkv.w : tensor<192x576xf32>
    %5952 = stablehlo.constant dense<0.1> : tensor<192x576xf32>
    %5953 = stablehlo.multiply %5952, %3934 : tensor<192x576xf32>
    %5954 = stablehlo.add %5951, %5953 : tensor<192x576xf32>
    %5955 = stablehlo.constant dense<0.999> : tensor<192x576xf32>
    %5956 = stablehlo.multiply %5955, %v.blocks.7.attn.qkv.w : tensor<192x576xf32>
    %5957 = stablehlo.constant dense<0.001> : tensor<192x576xf32>
    %5958 = stablehlo.multiply %3934, %3934 : tensor<192x576xf32>
    %5959 = stablehlo.multiply %5957, %5958 : tensor<192x576xf32>
    %5960 = stablehlo.add %5956, %5959 : tensor<192x576xf32>
    %5961 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x576xf32>
    %5962 = stablehlo.divide %5954, %5961 : tensor<192x576xf32>
    %5963 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x576xf32>
    %5964 = stablehlo.divide %5960, %5963 : tensor<192x576xf32>
    %5965 = stablehlo.sqrt %5964 : tensor<192x576xf32>
    %5966 = stablehlo.constant dense<1.0e-08> : tensor<192x576xf32>
    %5967 = stablehlo.add %5965, %5966 : tensor<192x576xf32>
    %5968 = stablehlo.divide %5962, %5967 : tensor<192x576xf32>
    %5969 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %5970 = stablehlo.multiply %5969, %m.blocks.7.attn.qkv.b : tensor<576xf32>
    %5971 = stablehlo.constant dense<0.1> : tensor<576xf32>
    %5972 = stablehlo.multiply %5971, %3939 : tensor<576xf32>
    %5973 = stablehlo.add %5970, %5972 : tensor<576xf32>
    %5974 = stablehlo.constant dense<0.999> : tensor<576xf32>
    %5975 = stablehlo.multiply %5974, %v.blocks.7.attn.qkv.b : tensor<576xf32>
    %5976 = stablehlo.constant dense<0.001> : tensor<576xf32>
    %5977 = stablehlo.multiply %3939, %3939 : tensor<576xf32>
    %5978 = stablehlo.multiply %5976, %5977 : tensor<576xf32>
    %5979 = stablehlo.add %5975, %5978 : tensor<576xf32>
    %5980 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %5981 = stablehlo.divide %5973, %5980 : tensor<576xf32>
    %5982 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %5983 = stablehlo.divide %5979, %5982 : tensor<576xf32>
    %5984 = stablehlo.sqrt %5983 : tensor<576xf32>
    %5985 = stablehlo.constant dense<1.0e-08> : tensor<576xf32>
    %5986 = stablehlo.add %5984, %5985 : tensor<576xf32>
    %5987 = stablehlo.divide %5981, %5986 : tensor<576xf32>
    %5988 = stablehlo.constant dense<0.9> : tensor<192x192xf32>
    %5989 = stablehlo.multiply %5988, %m.blocks.7.attn.proj.w : tensor<192x192xf32>
    %5990 = stablehlo.constant dense<0.1> : tensor<192x192xf32>
    %5991 = stablehlo.multiply %5990, %3944 : tensor<192x192xf32>
    %5992 = stablehlo.add %5989, %5991 : tensor<192x192xf32>
    %5993 = stablehlo.constant dense<0.999> : tensor<192x192xf32>
    %5994 = stablehlo.multiply %5993, %v.blocks.7.attn.proj.w : tensor<192x192xf32>
    %5995 = stablehlo.constant dense<0.001> : tensor<192x192xf32>
    %5996 = stablehlo.multiply %3944, %3944 : tensor<192x192xf32>
    %5997 = stablehlo.multiply %5995, %5996 : tensor<192x192xf32>
    %5998 = stablehlo.add %5994, %5997 : tensor<192x192xf32>
    %5999 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x192xf32>
    %6000 = stablehlo.divide %5992, %5999 : tensor<192x192xf32>
    %6001 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x192xf32>
    %6002 = stablehlo.divide %5998, %6001 : tensor<192x192xf32>
    %6003 = stablehlo.sqrt %6002 : tensor<192x192xf32>
    %6004 = stablehlo.constant dense<1.0e-08> : tensor<192x192xf32>
    %6005 = stablehlo.add %6003, %6004 : tensor<192x192xf32>
    %6006 = stablehlo.divide %6000, %6005 : tensor<192x192xf32>
    %6007 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %6008 = stablehlo.multiply %6007, %m.blocks.7.attn.proj.b : tensor<192xf32>
    %6009 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %6010 = stablehlo.multiply %6009, %3949 : tensor<192xf32>
    %6011 = stablehlo.add %6008, %6010 : tensor<192xf32>
    %6012 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %6013 = stablehlo.multiply %6012, %v.blocks.7.attn.proj.b : tensor<192xf32>
    %6014 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %6015 = stablehlo.multiply %3949, %3949 : tensor<192xf32>
    %6016 = stablehlo.multiply %6014, %6015 : tensor<192xf32>
    %6017 = stablehlo.add %6013, %6016 : tensor<192xf32>
    %6018 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6019 = stablehlo.divide %6011, %6018 : tensor<192xf32>
    %6020 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6021 = stablehlo.divide %6017, %6020 : tensor<192xf32>
    %6022 = stablehlo.sqrt %6021 : tensor<192xf32>
    %6023 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %6024 = stablehlo.add %6022, %6023 : tensor<192xf32>
    %6025 = stablehlo.divide %6019, %6024 : tensor<192xf32>
    %6026 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %6027 = stablehlo.multiply %6026, %m.blocks.7.norm2.g : tensor<192xf32>
    %6028 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %6029 = stablehlo.multiply %6028, %3954 : tensor<192xf32>
    %6030 = stablehlo.add %6027, %6029 : tensor<192xf32>
    %6031 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %6032 = stablehlo.multiply %6031, %v.blocks.7.norm2.g : tensor<192xf32>
    %6033 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %6034 = stablehlo.multiply %3954, %3954 : tensor<192xf32>
    %6035 = stablehlo.multiply %6033, %6034 : tensor<192xf32>
    %6036 = stablehlo.add %6032, %6035 : tensor<192xf32>
    %6037 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6038 = stablehlo.divide %6030, %6037 : tensor<192xf32>
    %6039 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6040 = stablehlo.divide %6036, %6039 : tensor<192xf32>
    %6041 = stablehlo.sqrt %6040 : tensor<192xf32>
    %6042 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %6043 = stablehlo.add %6041, %6042 : tensor<192xf32>
    %6044 = stablehlo.divide %6038, %6043 : tensor<192xf32>
    %6045 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %6046 = stablehlo.multiply %6045, %m.blocks.7.norm2.b : tensor<192xf32>
    %6047 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %6048 = stablehlo.multiply %6047, %3959 : tensor<192xf32>
    %6049 = stablehlo.add %6046, %6048 : tensor<192xf32>
    %6050 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %6051 = stablehlo.multiply %6050, %v.blocks.7.norm2.b : tensor<192xf32>
    %6052 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %6053 = stablehlo.multiply %3959, %3959 : tensor<192xf32>
    %6054 = stablehlo.multiply %6052, %6053 : tensor<192xf32>
    %6055 = stablehlo.add %6051, %6054 : tensor<192xf32>
    %6056 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6057 = stablehlo.divide %6049, %6056 : tensor<192xf32>
    %6058 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6059 = stablehlo.divide %6055, %6058 : tensor<192xf32>
    %6060 = stablehlo.sqrt %6059 : tensor<192xf32>
    %6061 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %6062 = stablehlo.add %6060, %6061 : tensor<192xf32>
    %6063 = stablehlo.divide %6057, %6062 : tensor<192xf32>
    %6064 = stablehlo.constant dense<0.9> : tensor<192x768xf32>
    %6065 = stablehlo.multiply %6064, %m.blocks.7.mlp.fc1.w : tensor<192x768xf32>
    %6066 = stablehlo.constant dense<0.1> : tensor<192x768xf32>
    %6067 = stablehlo.multiply %6066, %3964 : tensor<192x768xf32>
    %6068 = stablehlo.add %6065, %6067 : tensor<192x768xf32>
    %6069 = stablehlo.constant dense<0.999> : tensor<192x768xf32>
    %6070 = stablehlo.multiply %6069, %v.blocks.7.mlp.fc1.w : tensor<192x768xf32>
    %6071 = stablehlo.constant dense<0.001> : tensor<192x768xf32>
    %6072 = stablehlo.multiply %3964, %3964 : tensor<192x768xf32>
    %6073 = stablehlo.multiply %6071, %6072 : tensor<192x768xf32>
    %6074 = stablehlo.add %6070, %6073 : tensor<192x768xf32>
    %6075 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %6076 = stablehlo.divide %6068, %6075 : tensor<192x768xf32>
    %6077 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %6078 = stablehlo.divide %6074, %6077 : tensor<192x768xf32>
    %6079 = stablehlo.sqrt %6078 : tensor<192x768xf32>
    %6080 = stablehlo.constant dense<1.0e-08> : tensor<192x768xf32>
    %6081 = stablehlo.add %6079, %6080 : tensor<192x768xf32>
    %6082 = stablehlo.divide %6076, %6081 : tensor<192x768xf32>
    %6083 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %6084 = stablehlo.multiply %6083, %m.blocks.7.mlp.fc1.b : tensor<768xf32>
    %6085 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %6086 = stablehlo.multiply %6085, %3969 : tensor<768xf32>
    %6087 = stablehlo.add %6084, %6086 : tensor<768xf32>
    %6088 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %6089 = stablehlo.multiply %6088, %v.blocks.7.mlp.fc1.b : tensor<768xf32>
    %6090 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %6091 = stablehlo.multiply %3969, %3969 : tensor<768xf32>
    %6092 = stablehlo.multiply %6090, %6091 : tensor<768xf32>
    %6093 = stablehlo.add %6089, %6092 : tensor<768xf32>
    %6094 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6095 = stablehlo.divide %6087, %6094 : tensor<768xf32>
    %6096 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6097 = stablehlo.divide %6093, %6096 : tensor<768xf32>
    %6098 = stablehlo.sqrt %6097 : tensor<768xf32>
    %6099 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %6100 = stablehlo.add %6098, %6099 : tensor<768xf32>
    %6101 = stablehlo.divide %6095, %6100 : tensor<768xf32>
    %6102 = stablehlo.constant dense<0.9> : tensor<768x192xf32>
    %6103 = stablehlo.multiply %6102, %m.blocks.7.mlp.fc2.w : tensor<768x192xf32>
    %6104 = stablehlo.constant dense<0.1> : tensor<768x192xf32>
    %6105 = stablehlo.multiply %6104, %3974 : tensor<768x192xf32>
    %6106 = stablehlo.add %6103, %6105 : tensor<768x192xf32>
    %6107 = stablehlo.constant dense<0.999> : tensor<768x192xf32>
    %6108 = stablehlo.multiply %6107, %v.blocks.7.mlp.fc2.w : tensor<768x192xf32>
    %6109 = stablehlo.constant dense<0.001> : tensor<768x192xf32>
    %6110 = stablehlo.multiply %3974, %3974 : tensor<768x192xf32>
    %6111 = stablehlo.multiply %6109, %6110 : tensor<768x192xf32>
    %6112 = stablehlo.add %6108, %6111 : tensor<768x192xf32>
    %6113 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %6114 = stablehlo.divide %6106, %6113 : tensor<768x192xf32>
    %6115 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %6116 = stablehlo.divide %6112, %6115 : tensor<768x192xf32>
    %6117 = stablehlo.sqrt %6116 : tensor<768x192xf32>
    %6118 = stablehlo.constant dense<1.0e-08> : tensor<768x192xf32>
    %6119 = stablehlo.add %6117, %6118 : tensor<768x192xf32>
    %6120 = stablehlo.divide %6114, %6119 : tensor<768x192xf32>
    %6121 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %6122 = stablehlo.multiply %6121, %m.blocks.7.mlp.fc2.b : tensor<192xf32>
    %6123 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %6124 = stablehlo.multiply %6123, %3979 : tensor<192xf32>
    %6125 = stablehlo.add %6122, %6124 : tensor<192xf32>
    %6126 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %6127 = stablehlo.multiply %6126, %v.blocks.7.mlp.fc2.b : tensor<192xf32>
    %6128 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %6129 = stablehlo.multiply %3979, %3979 : tensor<192xf32>
    %6130 = stablehlo.multiply %6128, %6129 : tensor<192xf32>
    %6131 = stablehlo.add %6127, %6130 : tensor<192xf32>
    %6132 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6133 = stablehlo.divide %6125, %6132 : tensor<192xf32>
    %6134 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6135 = stablehlo.divide %6131, %6134 : tensor<192xf32>
    %6136 = stablehlo.sqrt %6135 : tensor<192xf32>
    %6137 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %6138 = stablehlo.add %6136, %6137 : tensor<192xf32>
    %6139 = stablehlo.divide %6133, %6138 : tensor<192xf32>
    %6140 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %6141 = stablehlo.multiply %6140, %m.blocks.8.norm1.g : tensor<192xf32>
    %6142 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %6143 = stablehlo.multiply %6142, %3984 : tensor<192xf32>
    %6144 = stablehlo.add %6141, %6143 : tensor<192xf32>
    %6145 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %6146 = stablehlo.multiply %6145, %v.blocks.8.norm1.g : tensor<192xf32>
    %6147 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %6148 = stablehlo.multiply %3984, %3984 : tensor<192xf32>
    %6149 = stablehlo.multiply %6147, %6148 : tensor<192xf32>
    %6150 = stablehlo.add %6146, %6149 : tensor<192xf32>
    %6151 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6152 = stablehlo.divide %6144, %6151 : tensor<192xf32>
    %6153 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6154 = stablehlo.divide %6150, %6153 : tensor<192xf32>
    %6155 = stablehlo.sqrt %6154 : tensor<192xf32>
    %6156 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %6157 = stablehlo.add %6155, %6156 : tensor<192xf32>
    %6158 = stablehlo.divide %6152, %6157 : tensor<192xf32>
    %6159 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %6160 = stablehlo.multiply %6159, %m.blocks.8.norm1.b : tensor<192xf32>
    %6161 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %6162 = stablehlo.multiply %6161, %3989 : tensor<192xf32>
    %6163 = stablehlo.add %6160, %6162 : tensor<192xf32>
    %6164 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %6165 = stablehlo.multiply %6164, %v.blocks.8.norm1.b : tensor<192xf32>
    %6166 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %6167 = stablehlo.multiply %3989, %3989 : tensor<192xf32>
    %6168 = stablehlo.multiply %6166, %6167 : tensor<192xf32>
    %6169 = stablehlo.add %6165, %6168 : tensor<192xf32>
    %6170 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6171 = stablehlo.divide %6163, %6170 : tensor<192xf32>
    %6172 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6173 = stablehlo.divide %6169, %6172 : tensor<192xf32>
    %6174 = stablehlo.sqrt %6173 : tensor<192xf32>
    %6175 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %6176 = stablehlo.add %6174, %6175 : tensor<192xf32>
    %6177 = stablehlo.divide %6171, %6176 : tensor<192xf32>
    %6178 = stablehlo.constant dense<0.9> : tensor<192x576xf32>
    %6179 = stablehlo.multiply %6178, %m.blocks.8.attn.qkv.w : tensor<192x576xf32>
    %6180 = stablehlo.constant dense<0.1> : tensor<192x576xf32>
    %6181 = stablehlo.multiply %6180, %3994 : tensor<192x576xf32>
    %6182 = stablehlo.add %6179, %6181 : tensor<192x576xf32>
    %6183 = stablehlo.constant dense<0.999> : tensor<192x576xf32>
    %6184 = stablehlo.multiply %6183, %v.blocks.8.attn.qkv.w : tensor<192x576xf32>
    %6185 = stablehlo.constant dense<0.001> : tensor<192x576xf32>
    %6186 = stablehlo.multiply %3994, %3994 : tensor<192x576xf32>
    %6187 = stablehlo.multiply %6185, %6186 : tensor<192x576xf32>
    %6188 = stablehlo.add %6184, %6187 : tensor<192x576xf32>
    %6189 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x576xf32>
    %6190 = stablehlo.divide %6182, %6189 : tensor<192x576xf32>
    %6191 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x576xf32>
    %6192 = stablehlo.divide %6188, %6191 : tensor<192x576xf32>
    %6193 = stablehlo.sqrt %6192 : tensor<192x576xf32>
    %6194 = stablehlo.constant dense<1.0e-08> : tensor<192x576xf32>
    %6195 = stablehlo.add %6193, %6194 : tensor<192x576xf32>
    %6196 = stablehlo.divide %6190, %6195 : tensor<192x576xf32>
    %6197 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %6198 = stablehlo.multiply %6197, %m.blocks.8.attn.qkv.b : tensor<576xf32>
    %6199 = stablehlo.constant dense<0.1> : tensor<576xf32>
    %6200 = stablehlo.multiply %6199, %3999 : tensor<576xf32>
    %6201 = stablehlo.add %6198, %6200 : tensor<576xf32>
    %6202 = stablehlo.constant dense<0.999> : tensor<576xf32>
    %6203 = stablehlo.multiply %6202, %v.blocks.8.attn.qkv.b : tensor<576xf32>
    %6204 = stablehlo.constant dense<0.001> : tensor<576xf32>
    %6205 = stablehlo.multiply %3999, %3999 : tensor<576xf32>
    %6206 = stablehlo.multiply %6204, %6205 : tensor<576xf32>
    %6207 = stablehlo.add %6203, %6206 : tensor<576xf32>
    %6208 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %6209 = stablehlo.divide %6201, %6208 : tensor<576xf32>
    %6210 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %6211 = stablehlo.divide %6207, %6210 : tensor<576xf32>
    %6212 = stablehlo.sqrt %6211 : tensor<576xf32>
    %6213 = stablehlo.constant dense<1.0e-08> : tensor<576xf32>
    %6214 = stablehlo.add %6212, %6213 : tensor<576xf32>
    %6215 = stablehlo.divide %6209, %6214 : tensor<576xf32>
    %6216 = stablehlo.constant dense<0.9> : tensor<192x192xf32>
    %6217 = stablehlo.multiply %6216, %m.blocks.8.attn.proj.w : tensor<192x192xf32>
    %6218 = stablehlo.constant dense<0.1> : tensor<192x192xf32>
    %6219 = stablehlo.multiply %6218, %4004 : tensor<192x192xf32>
    %6220 = stablehlo.add %6217, %6219 : tensor<192x192xf32>
    %6221 = stablehlo.constant dense<0.999> : tensor<192x192xf32>
    %6222 = stablehlo.multiply %6221, %v.blocks.8.attn.proj.w : tensor<192x192xf32>
    %6223 = stablehlo.constant dense<0.001> : tensor<192x192xf32>
    %6224 = stablehlo.multiply %4004, %4004 : tensor<192x192xf32>
    %6225 = stablehlo.multiply %6223, %6224 : tensor<192x192xf32>
    %6226 = stablehlo.add %6222, %6225 : tensor<192x192xf32>
    %6227 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x192xf32>
    %6228 = stablehlo.divide %6220, %6227 : tensor<192x192xf32>
    %6229 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x192xf32>
    %6230 = stablehlo.divide %6226, %6229 : tensor<192x192xf32>
    %6231 = stablehlo.sqrt %6230 : tensor<192x192xf32>
    %6232 = stablehlo.constant dense<1.0e-08> : tensor<192x192xf32>
    %6233 = stablehlo.add %6231, %6232 : tensor<192x192xf32>
    %6234 = stablehlo.divide %6228, %6233 : tensor<192x192xf32>
    %6235 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %6236 = stablehlo.multiply %6235, %m.blocks.8.attn.proj.b : tensor<192xf32>
    %6237 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %6238 = stablehlo.multiply %6237, %4009 : tensor<192xf32>
    %6239 = stablehlo.add %6236, %6238 : tensor<192xf32>
    %6240 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %6241 = stablehlo.multiply %6240, %v.blocks.8.attn.proj.b : tensor<192xf32>
    %6242 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %6243 = stablehlo.multiply %4009, %4009 : tensor<192xf32>
    %6244 = stablehlo.multiply %6242, %6243 : tensor<192xf32>
    %6245 = stablehlo.add %6241, %6244 : tensor<192xf32>
    %6246 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6247 = stablehlo.divide %6239, %6246 : tensor<192xf32>
    %6248 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6249 = stablehlo.divide %6245, %6248 : tensor<192xf32>
    %6250 = stablehlo.sqrt %6249 : tensor<192xf32>
    %6251 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %6252 = stablehlo.add %6250, %6251 : tensor<192xf32>
    %6253 = stablehlo.divide %6247, %6252 : tensor<192xf32>
    %6254 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %6255 = stablehlo.multiply %6254, %m.blocks.8.norm2.g : tensor<192xf32>
    %6256 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %6257 = stablehlo.multiply %6256, %4014 : tensor<192xf32>
    %6258 = stablehlo.add %6255, %6257 : tensor<192xf32>
    %6259 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %6260 = stablehlo.multiply %6259, %v.blocks.8.norm2.g : tensor<192xf32>
    %6261 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %6262 = stablehlo.multiply %4014, %4014 : tensor<192xf32>
    %6263 = stablehlo.multiply %6261, %6262 : tensor<192xf32>
    %6264 = stablehlo.add %6260, %6263 : tensor<192xf32>
    %6265 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6266 = stablehlo.divide %6258, %6265 : tensor<192xf32>
    %6267 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6268 = stablehlo.divide %6264, %6267 : tensor<192xf32>
    %6269 = stablehlo.sqrt %6268 : tensor<192xf32>
    %6270 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %6271 = stablehlo.add %6269, %6270 : tensor<192xf32>
    %6272 = stablehlo.divide %6266, %6271 : tensor<192xf32>
    %6273 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %6274 = stablehlo.multiply %6273, %m.blocks.8.norm2.b : tensor<192xf32>
    %6275 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %6276 = stablehlo.multiply %6275, %4019 : tensor<192xf32>
    %6277 = stablehlo.add %6274, %6276 : tensor<192xf32>
    %6278 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %6279 = stablehlo.multiply %6278, %v.blocks.8.norm2.b : tensor<192xf32>
    %6280 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %6281 = stablehlo.multiply %4019, %4019 : tensor<192xf32>
    %6282 = stablehlo.multiply %6280, %6281 : tensor<192xf32>
    %6283 = stablehlo.add %6279, %6282 : tensor<192xf32>
    %6284 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6285 = stablehlo.divide %6277, %6284 : tensor<192xf32>
    %6286 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6287 = stablehlo.divide %6283, %6286 : tensor<192xf32>
    %6288 = stablehlo.sqrt %6287 : tensor<192xf32>
    %6289 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %6290 = stablehlo.add %6288, %6289 : tensor<192xf32>
    %6291 = stablehlo.divide %6285, %6290 : tensor<192xf32>
    %6292 = stablehlo.constant dense<0.9> : tensor<192x768xf32>
    %6293 = stablehlo.multiply %6292, %m.blocks.8.mlp.fc1.w : tensor<192x768xf32>
    %6294 = stablehlo.constant dense<0.1> : tensor<192x768xf32>
    %6295 = stablehlo.multiply %6294, %4024 : tensor<192x768xf32>
    %6296 = stablehlo.add %6293, %6295 : tensor<192x768xf32>
    %6297 = stablehlo.constant dense<0.999> : tensor<192x768xf32>
    %6298 = stablehlo.multiply %6297, %v.blocks.8.mlp.fc1.w : tensor<192x768xf32>
    %6299 = stablehlo.constant dense<0.001> : tensor<192x768xf32>
    %6300 = stablehlo.multiply %4024, %4024 : tensor<192x768xf32>
    %6301 = stablehlo.multiply %6299, %6300 : tensor<192x768xf32>
    %6302 = stablehlo.add %6298, %6301 : tensor<192x768xf32>
    %6303 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %6304 = stablehlo.divide %6296, %6303 : tensor<192x768xf32>
    %6305 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %6306 = stablehlo.divide %6302, %6305 : tensor<192x768xf32>
    %6307 = stablehlo.sqrt %6306 : tensor<192x768xf32>
    %6308 = stablehlo.constant dense<1.0e-08> : tensor<192x768xf32>
    %6309 = stablehlo.add %6307, %6308 : tensor<192x768xf32>
    %6310 = stablehlo.divide %6304, %6309 : tensor<192x768xf32>
    %6311 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %6312 = stablehlo.multiply %6311, %m.blocks.8.mlp.fc1.b : tensor<768xf32>
    %6313 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %6314 = stablehlo.multiply %6313, %4029 : tensor<768xf32>
    %6315 = stablehlo.add %6312, %6314 : tensor<768xf32>
    %6316 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %6317 = stablehlo.multiply %6316, %v.blocks.8.mlp.fc1.b : tensor<768xf32>
    %6318 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %6319 = stablehlo.multiply %4029, %4029 : tensor<768xf32>
    %6320 = stablehlo.multiply %6318, %6319 : tensor<768xf32>
    %6321 = stablehlo.add %6317, %6320 : tensor<768xf32>
    %6322 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6323 = stablehlo.divide %6315, %6322 : tensor<768xf32>
    %6324 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6325 = stablehlo.divide %6321, %6324 : tensor<768xf32>
    %6326 = stablehlo.sqrt %6325 : tensor<768xf32>
    %6327 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %6328 = stablehlo.add %6326, %6327 : tensor<768xf32>
    %6329 = stablehlo.divide %6323, %6328 : tensor<768xf32>
    %6330 = stablehlo.constant dense<0.9> : tensor<768x192xf32>
    %6331 = stablehlo.multiply %6330, %m.blocks.8.mlp.fc2.w : tensor<768x192xf32>
    %6332 = stablehlo.constant dense<0.1> : tensor<768x192xf32>
    %6333 = stablehlo.multiply %6332, %4034 : tensor<768x192xf32>
    %6334 = stablehlo.add %6331, %6333 : tensor<768x192xf32>
    %6335 = stablehlo.constant dense<0.999> : tensor<768x192xf32>
    %6336 = stablehlo.multiply %6335, %v.blocks.8.mlp.fc2.w : tensor<768x192xf32>
    %6337 = stablehlo.constant dense<0.001> : tensor<768x192xf32>
    %6338 = stablehlo.multiply %4034, %4034 : tensor<768x192xf32>
    %6339 = stablehlo.multiply %6337, %6338 : tensor<768x192xf32>
    %6340 = stablehlo.add %6336, %6339 : tensor<768x192xf32>
    %6341 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %6342 = stablehlo.divide %6334, %6341 : tensor<768x192xf32>
    %6343 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %6344 = stablehlo.divide %6340, %6343 : tensor<768x192xf32>
    %6345 = stablehlo.sqrt %6344 : tensor<768x192xf32>
    %6346 = stablehlo.constant dense<1.0e-08> : tensor<768x192xf32>
    %6347 = stablehlo.add %6345, %6346 : tensor<768x192xf32>
    %6348 = stablehlo.divide %6342, %6347 : tensor<768x192xf32>
    %6349 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %6350 = stablehlo.multiply %6349, %m.blocks.8.mlp.fc2.b : tensor<192xf32>
    %6351 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %6352 = stablehlo.multiply %6351, %4039 : tensor<192xf32>
    %6353 = stablehlo.add %6350, %6352 : tensor<192xf32>
    %6354 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %6355 = stablehlo.multiply %6354, %v.blocks.8.mlp.fc2.b : tensor<192xf32>
    %6356 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %6357 = stablehlo.multiply %4039, %4039 : tensor<192xf32>
    %6358 = stablehlo.multiply %6356, %6357 : tensor<192xf32>
    %6359 = stablehlo.add %6355, %6358 : tensor<192xf32>
    %6360 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6361 = stablehlo.divide %6353, %6360 : tensor<192xf32>
    %6362 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6363 = stablehlo.divide %6359, %6362 : tensor<192xf32>
    %6364 = stablehlo.sqrt %6363 : tensor<192xf32>
    %6365 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %6366 = stablehlo.add %6364, %6365 : tensor<192xf32>
    %6367 = stablehlo.divide %6361, %6366 : tensor<192xf32>
    %6368 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %6369 = stablehlo.multiply %6368, %m.blocks.9.norm1.g : tensor<192xf32>
    %6370 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %6371 = stablehlo.multiply %6370, %4044 : tensor<192xf32>
    %6372 = stablehlo.add %6369, %6371 : tensor<192xf32>
    %6373 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %6374 = stablehlo.multiply %6373, %v.blocks.9.norm1.g : tensor<192xf32>
    %6375 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %6376 = stablehlo.multiply %4044, %4044 : tensor<192xf32>
    %6377 = stablehlo.multiply %6375, %6376 : tensor<192xf32>
    %6378 = stablehlo.add %6374, %6377 : tensor<192xf32>
    %6379 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6380 = stablehlo.divide %6372, %6379 : tensor<192xf32>
    %6381 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6382 = stablehlo.divide %6378, %6381 : tensor<192xf32>
    %6383 = stablehlo.sqrt %6382 : tensor<192xf32>
    %6384 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %6385 = stablehlo.add %6383, %6384 : tensor<192xf32>
    %6386 = stablehlo.divide %6380, %6385 : tensor<192xf32>
    %6387 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %6388 = stablehlo.multiply %6387, %m.blocks.9.norm1.b : tensor<192xf32>
    %6389 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %6390 = stablehlo.multiply %6389, %4049 : tensor<192xf32>
    %6391 = stablehlo.add %6388, %6390 : tensor<192xf32>
    %6392 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %6393 = stablehlo.multiply %6392, %v.blocks.9.norm1.b : tensor<192xf32>
    %6394 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %6395 = stablehlo.multiply %4049, %4049 : tensor<192xf32>
    %6396 = stablehlo.multiply %6394, %6395 : tensor<192xf32>
    %6397 = stablehlo.add %6393, %6396 : tensor<192xf32>
    %6398 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6399 = stablehlo.divide %6391, %6398 : tensor<192xf32>
    %6400 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6401 = stablehlo.divide %6397, %6400 : tensor<192xf32>
    %6402 = stablehlo.sqrt %6401 : tensor<192xf32>
    %6403 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %6404 = stablehlo.add %6402, %6403 : tensor<192xf32>
    %6405 = stablehlo.divide %6399, %6404 : tensor<192xf32>
    %6406 = stablehlo.constant dense<0.9> : tensor<192x576xf32>
    %6407 = stablehlo.multiply %6406, %m.blocks.9.attn.qkv.w : tensor<192x576xf32>
    %6408 = stablehlo.constant dense<0.1> : tensor<192x576xf32>
    %6409 = stablehlo.multiply %6408, %4054 : tensor<192x576xf32>
    %6410 = stablehlo.add %6407, %6409 : tensor<192x576xf32>
    %6411 = stablehlo.constant dense<0.999> : tensor<192x576xf32>
    %6412 = stablehlo.multiply %6411, %v.blocks.9.attn.qkv.w : tensor<192x576xf32>
    %6413 = stablehlo.constant dense<0.001> : tensor<192x576xf32>
    %6414 = stablehlo.multiply %4054, %4054 : tensor<192x576xf32>
    %6415 = stablehlo.multiply %6413, %6414 : tensor<192x576xf32>
    %6416 = stablehlo.add %6412, %6415 : tensor<192x576xf32>
    %6417 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x576xf32>
    %6418 = stablehlo.divide %6410, %6417 : tensor<192x576xf32>
    %6419 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x576xf32>
    %6420 = stablehlo.divide %6416, %6419 : tensor<192x576xf32>
    %6421 = stablehlo.sqrt %6420 : tensor<192x576xf32>
    %6422 = stablehlo.constant dense<1.0e-08> : tensor<192x576xf32>
    %6423 = stablehlo.add %6421, %6422 : tensor<192x576xf32>
    %6424 = stablehlo.divide %6418, %6423 : tensor<192x576xf32>
    %6425 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %6426 = stablehlo.multiply %6425, %m.blocks.9.attn.qkv.b : tensor<576xf32>
    %6427 = stablehlo.constant dense<0.1> : tensor<576xf32>
    %6428 = stablehlo.multiply %6427, %4059 : tensor<576xf32>
    %6429 = stablehlo.add %6426, %6428 : tensor<576xf32>
    %6430 = stablehlo.constant dense<0.999> : tensor<576xf32>
    %6431 = stablehlo.multiply %6430, %v.blocks.9.attn.qkv.b : tensor<576xf32>
    %6432 = stablehlo.constant dense<0.001> : tensor<576xf32>
    %6433 = stablehlo.multiply %4059, %4059 : tensor<576xf32>
    %6434 = stablehlo.multiply %6432, %6433 : tensor<576xf32>
    %6435 = stablehlo.add %6431, %6434 : tensor<576xf32>
    %6436 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %6437 = stablehlo.divide %6429, %6436 : tensor<576xf32>
    %6438 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %6439 = stablehlo.divide %6435, %6438 : tensor<576xf32>
    %6440 = stablehlo.sqrt %6439 : tensor<576xf32>
    %6441 = stablehlo.constant dense<1.0e-08> : tensor<576xf32>
    %6442 = stablehlo.add %6440, %6441 : tensor<576xf32>
    %6443 = stablehlo.divide %6437, %6442 : tensor<576xf32>
    %6444 = stablehlo.constant dense<0.9> : tensor<192x192xf32>
    %6445 = stablehlo.multiply %6444, %m.blocks.9.attn.proj.w : tensor<192x192xf32>
    %6446 = stablehlo.constant dense<0.1> : tensor<192x192xf32>
    %6447 = stablehlo.multiply %6446, %4064 : tensor<192x192xf32>
    %6448 = stablehlo.add %6445, %6447 : tensor<192x192xf32>
    %6449 = stablehlo.constant dense<0.999> : tensor<192x192xf32>
    %6450 = stablehlo.multiply %6449, %v.blocks.9.attn.proj.w : tensor<192x192xf32>
    %6451 = stablehlo.constant dense<0.001> : tensor<192x192xf32>
    %6452 = stablehlo.multiply %4064, %4064 : tensor<192x192xf32>
    %6453 = stablehlo.multiply %6451, %6452 : tensor<192x192xf32>
    %6454 = stablehlo.add %6450, %6453 : tensor<192x192xf32>
    %6455 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x192xf32>
    %6456 = stablehlo.divide %6448, %6455 : tensor<192x192xf32>
    %6457 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x192xf32>
    %6458 = stablehlo.divide %6454, %6457 : tensor<192x192xf32>
    %6459 = stablehlo.sqrt %6458 : tensor<192x192xf32>
    %6460 = stablehlo.constant dense<1.0e-08> : tensor<192x192xf32>
    %6461 = stablehlo.add %6459, %6460 : tensor<192x192xf32>
    %6462 = stablehlo.divide %6456, %6461 : tensor<192x192xf32>
    %6463 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %6464 = stablehlo.multiply %6463, %m.blocks.9.attn.proj.b : tensor<192xf32>
    %6465 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %6466 = stablehlo.multiply %6465, %4069 : tensor<192xf32>
    %6467 = stablehlo.add %6464, %6466 : tensor<192xf32>
    %6468 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %6469 = stablehlo.multiply %6468, %v.blocks.9.attn.proj.b : tensor<192xf32>
    %6470 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %6471 = stablehlo.multiply %4069, %4069 : tensor<192xf32>
    %6472 = stablehlo.multiply %6470, %6471 : tensor<192xf32>
    %6473 = stablehlo.add %6469, %6472 : tensor<192xf32>
    %6474 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6475 = stablehlo.divide %6467, %6474 : tensor<192xf32>
    %6476 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6477 = stablehlo.divide %6473, %6476 : tensor<192xf32>
    %6478 = stablehlo.sqrt %6477 : tensor<192xf32>
    %6479 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %6480 = stablehlo.add %6478, %6479 : tensor<192xf32>
    %6481 = stablehlo.divide %6475, %6480 : tensor<192xf32>
    %6482 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %6483 = stablehlo.multiply %6482, %m.blocks.9.norm2.g : tensor<192xf32>
    %6484 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %6485 = stablehlo.multiply %6484, %4074 : tensor<192xf32>
    %6486 = stablehlo.add %6483, %6485 : tensor<192xf32>
    %6487 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %6488 = stablehlo.multiply %6487, %v.blocks.9.norm2.g : tensor<192xf32>
    %6489 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %6490 = stablehlo.multiply %4074, %4074 : tensor<192xf32>
    %6491 = stablehlo.multiply %6489, %6490 : tensor<192xf32>
    %6492 = stablehlo.add %6488, %6491 : tensor<192xf32>
    %6493 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6494 = stablehlo.divide %6486, %6493 : tensor<192xf32>
    %6495 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6496 = stablehlo.divide %6492, %6495 : tensor<192xf32>
    %6497 = stablehlo.sqrt %6496 : tensor<192xf32>
    %6498 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %6499 = stablehlo.add %6497, %6498 : tensor<192xf32>
    %6500 = stablehlo.divide %6494, %6499 : tensor<192xf32>
    %6501 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %6502 = stablehlo.multiply %6501, %m.blocks.9.norm2.b : tensor<192xf32>
    %6503 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %6504 = stablehlo.multiply %6503, %4079 : tensor<192xf32>
    %6505 = stablehlo.add %6502, %6504 : tensor<192xf32>
    %6506 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %6507 = stablehlo.multiply %6506, %v.blocks.9.norm2.b : tensor<192xf32>
    %6508 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %6509 = stablehlo.multiply %4079, %4079 : tensor<192xf32>
    %6510 = stablehlo.multiply %6508, %6509 : tensor<192xf32>
    %6511 = stablehlo.add %6507, %6510 : tensor<192xf32>
    %6512 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6513 = stablehlo.divide %6505, %6512 : tensor<192xf32>
    %6514 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6515 = stablehlo.divide %6511, %6514 : tensor<192xf32>
    %6516 = stablehlo.sqrt %6515 : tensor<192xf32>
    %6517 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %6518 = stablehlo.add %6516, %6517 : tensor<192xf32>
    %6519 = stablehlo.divide %6513, %6518 : tensor<192xf32>
    %6520 = stablehlo.constant dense<0.9> : tensor<192x768xf32>
    %6521 = stablehlo.multiply %6520, %m.blocks.9.mlp.fc1.w : tensor<192x768xf32>
    %6522 = stablehlo.constant dense<0.1> : tensor<192x768xf32>
    %6523 = stablehlo.multiply %6522, %4084 : tensor<192x768xf32>
    %6524 = stablehlo.add %6521, %6523 : tensor<192x768xf32>
    %6525 = stablehlo.constant dense<0.999> : tensor<192x768xf32>
    %6526 = stablehlo.multiply %6525, %v.blocks.9.mlp.fc1.w : tensor<192x768xf32>
    %6527 = stablehlo.constant dense<0.001> : tensor<192x768xf32>
    %6528 = stablehlo.multiply %4084, %4084 : tensor<192x768xf32>
    %6529 = stablehlo.multiply %6527, %6528 : tensor<192x768xf32>
    %6530 = stablehlo.add %6526, %6529 : tensor<192x768xf32>
    %6531 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %6532 = stablehlo.divide %6524, %6531 : tensor<192x768xf32>
    %6533 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %6534 = stablehlo.divide %6530, %6533 : tensor<192x768xf32>
    %6535 = stablehlo.sqrt %6534 : tensor<192x768xf32>
    %6536 = stablehlo.constant dense<1.0e-08> : tensor<192x768xf32>
    %6537 = stablehlo.add %6535, %6536 : tensor<192x768xf32>
    %6538 = stablehlo.divide %6532, %6537 : tensor<192x768xf32>
    %6539 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %6540 = stablehlo.multiply %6539, %m.blocks.9.mlp.fc1.b : tensor<768xf32>
    %6541 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %6542 = stablehlo.multiply %6541, %4089 : tensor<768xf32>
    %6543 = stablehlo.add %6540, %6542 : tensor<768xf32>
    %6544 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %6545 = stablehlo.multiply %6544, %v.blocks.9.mlp.fc1.b : tensor<768xf32>
    %6546 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %6547 = stablehlo.multiply %4089, %4089 : tensor<768xf32>
    %6548 = stablehlo.multiply %6546, %6547 : tensor<768xf32>
    %6549 = stablehlo.add %6545, %6548 : tensor<768xf32>
    %6550 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6551 = stablehlo.divide %6543, %6550 : tensor<768xf32>
    %6552 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6553 = stablehlo.divide %6549, %6552 : tensor<768xf32>
    %6554 = stablehlo.sqrt %6553 : tensor<768xf32>
    %6555 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %6556 = stablehlo.add %6554, %6555 : tensor<768xf32>
    %6557 = stablehlo.divide %6551, %6556 : tensor<768xf32>
    %6558 = stablehlo.constant dense<0.9> : tensor<768x192xf32>
    %6559 = stablehlo.multiply %6558, %m.blocks.9.mlp.fc2.w : tensor<768x192xf32>
    %6560 = stablehlo.constant dense<0.1> : tensor<768x192xf32>
    %6561 = stablehlo.multiply %6560, %4094 : tensor<768x192xf32>
    %6562 = stablehlo.add %6559, %6561 : tensor<768x192xf32>
    %6563 = stablehlo.constant dense<0.999> : tensor<768x192xf32>
    %6564 = stablehlo.multiply %6563, %v.blocks.9.mlp.fc2.w : tensor<768x192xf32>
    %6565 = stablehlo.constant dense<0.001> : tensor<768x192xf32>
    %6566 = stablehlo.multiply %4094, %4094 : tensor<768x192xf32>
    %6567 = stablehlo.multiply %6565, %6566 : tensor<768x192xf32>
    %6568 = stablehlo.add %6564, %6567 : tensor<768x192xf32>
    %6569 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %6570 = stablehlo.divide %6562, %6569 : tensor<768x192xf32>
    %6571 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %6572 = stablehlo.divide %6568, %6571 : tensor<768x192xf32>
    %6573 = stablehlo.sqrt %6572 : tensor<768x192xf32>
    %6574 = stablehlo.constant dense<1.0e-08> : tensor<768x192xf32>
    %6575 = stablehlo.add %6573, %6574 : tensor<768x192xf32>
    %6576 = stablehlo.divide %6570, %6575 : tensor<768x192xf32>
    %6577 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %6578 = stablehlo.multiply %6577, %m.blocks.9.mlp.fc2.b : tensor<192xf32>
    %6579 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %6580 = stablehlo.multiply %6579, %4099 : tensor<192xf32>
    %6581 = stablehlo.add %6578, %6580 : tensor<192xf32>
    %6582 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %6583 = stablehlo.multiply %6582, %v.blocks.9.mlp.fc2.b : tensor<192xf32>
    %6584 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %6585 = stablehlo.multiply %4099, %4099 : tensor<192xf32>
    %6586 = stablehlo.multiply %6584, %6585 : tensor<192xf32>
    %6587 = stablehlo.add %6583, %6586 : tensor<192xf32>
    %6588 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6589 = stablehlo.divide %6581, %6588 : tensor<192xf32>
    %6590 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6591 = stablehlo.divide %6587, %6590 : tensor<192xf32>
    %6592 = stablehlo.sqrt %6591 : tensor<192xf32>
    %6593 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %6594 = stablehlo.add %6592, %6593 : tensor<192xf32>
    %6595 = stablehlo.divide %6589, %6594 : tensor<192xf32>
    %6596 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %6597 = stablehlo.multiply %6596, %m.blocks.10.norm1.g : tensor<192xf32>
    %6598 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %6599 = stablehlo.multiply %6598, %4104 : tensor<192xf32>
    %6600 = stablehlo.add %6597, %6599 : tensor<192xf32>
    %6601 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %6602 = stablehlo.multiply %6601, %v.blocks.10.norm1.g : tensor<192xf32>
    %6603 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %6604 = stablehlo.multiply %4104, %4104 : tensor<192xf32>
    %6605 = stablehlo.multiply %6603, %6604 : tensor<192xf32>
    %6606 = stablehlo.add %6602, %6605 : tensor<192xf32>
    %6607 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6608 = stablehlo.divide %6600, %6607 : tensor<192xf32>
    %6609 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6610 = stablehlo.divide %6606, %6609 : tensor<192xf32>
    %6611 = stablehlo.sqrt %6610 : tensor<192xf32>
    %6612 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %6613 = stablehlo.add %6611, %6612 : tensor<192xf32>
    %6614 = stablehlo.divide %6608, %6613 : tensor<192xf32>
    %6615 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %6616 = stablehlo.multiply %6615, %m.blocks.10.norm1.b : tensor<192xf32>
    %6617 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %6618 = stablehlo.multiply %6617, %4109 : tensor<192xf32>
    %6619 = stablehlo.add %6616, %6618 : tensor<192xf32>
    %6620 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %6621 = stablehlo.multiply %6620, %v.blocks.10.norm1.b : tensor<192xf32>
    %6622 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %6623 = stablehlo.multiply %4109, %4109 : tensor<192xf32>
    %6624 = stablehlo.multiply %6622, %6623 : tensor<192xf32>
    %6625 = stablehlo.add %6621, %6624 : tensor<192xf32>
    %6626 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6627 = stablehlo.divide %6619, %6626 : tensor<192xf32>
    %6628 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6629 = stablehlo.divide %6625, %6628 : tensor<192xf32>
    %6630 = stablehlo.sqrt %6629 : tensor<192xf32>
    %6631 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %6632 = stablehlo.add %6630, %6631 : tensor<192xf32>
    %6633 = stablehlo.divide %6627, %6632 : tensor<192xf32>
    %6634 = stablehlo.constant dense<0.9> : tensor<192x576xf32>
    %6635 = stablehlo.multiply %6634, %m.blocks.10.attn.qkv.w : tensor<192x576xf32>
    %6636 = stablehlo.constant dense<0.1> : tensor<192x576xf32>
    %6637 = stablehlo.multiply %6636, %4114 : tensor<192x576xf32>
    %6638 = stablehlo.add %6635, %6637 : tensor<192x576xf32>
    %6639 = stablehlo.constant dense<0.999> : tensor<192x576xf32>
    %6640 = stablehlo.multiply %6639, %v.blocks.10.attn.qkv.w : tensor<192x576xf32>
    %6641 = stablehlo.constant dense<0.001> : tensor<192x576xf32>
    %6642 = stablehlo.multiply %4114, %4114 : tensor<192x576xf32>
    %6643 = stablehlo.multiply %6641, %6642 : tensor<192x576xf32>
    %6644 = stablehlo.add %6640, %6643 : tensor<192x576xf32>
    %6645 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x576xf32>
    %6646 = stablehlo.divide %6638, %6645 : tensor<192x576xf32>
    %6647 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x576xf32>
    %6648 = stablehlo.divide %6644, %6647 : tensor<192x576xf32>
    %6649 = stablehlo.sqrt %6648 : tensor<192x576xf32>
    %6650 = stablehlo.constant dense<1.0e-08> : tensor<192x576xf32>
    %6651 = stablehlo.add %6649, %6650 : tensor<192x576xf32>
    %6652 = stablehlo.divide %6646, %6651 : tensor<192x576xf32>
    %6653 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %6654 = stablehlo.multiply %6653, %m.blocks.10.attn.qkv.b : tensor<576xf32>
    %6655 = stablehlo.constant dense<0.1> : tensor<576xf32>
    %6656 = stablehlo.multiply %6655, %4119 : tensor<576xf32>
    %6657 = stablehlo.add %6654, %6656 : tensor<576xf32>
    %6658 = stablehlo.constant dense<0.999> : tensor<576xf32>
    %6659 = stablehlo.multiply %6658, %v.blocks.10.attn.qkv.b : tensor<576xf32>
    %6660 = stablehlo.constant dense<0.001> : tensor<576xf32>
    %6661 = stablehlo.multiply %4119, %4119 : tensor<576xf32>
    %6662 = stablehlo.multiply %6660, %6661 : tensor<576xf32>
    %6663 = stablehlo.add %6659, %6662 : tensor<576xf32>
    %6664 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %6665 = stablehlo.divide %6657, %6664 : tensor<576xf32>
    %6666 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %6667 = stablehlo.divide %6663, %6666 : tensor<576xf32>
    %6668 = stablehlo.sqrt %6667 : tensor<576xf32>
    %6669 = stablehlo.constant dense<1.0e-08> : tensor<576xf32>
    %6670 = stablehlo.add %6668, %6669 : tensor<576xf32>
    %6671 = stablehlo.divide %6665, %6670 : tensor<576xf32>
    %6672 = stablehlo.constant dense<0.9> : tensor<192x192xf32>
    %6673 = stablehlo.multiply %6672, %m.blocks.10.attn.proj.w : tensor<192x192xf32>
    %6674 = stablehlo.constant dense<0.1> : tensor<192x192xf32>
    %6675 = stablehlo.multiply %6674, %4124 : tensor<192x192xf32>
    %6676 = stablehlo.add %6673, %6675 : tensor<192x192xf32>
    %6677 = stablehlo.constant dense<0.999> : tensor<192x192xf32>
    %6678 = stablehlo.multiply %6677, %v.blocks.10.attn.proj.w : tensor<192x192xf32>
    %6679 = stablehlo.constant dense<0.001> : tensor<192x192xf32>
    %6680 = stablehlo.multiply %4124, %4124 : tensor<192x192xf32>
    %6681 = stablehlo.multiply %6679, %6680 : tensor<192x192xf32>
    %6682 = stablehlo.add %6678, %6681 : tensor<192x192xf32>
    %6683 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x192xf32>
    %6684 = stablehlo.divide %6676, %6683 : tensor<192x192xf32>
    %6685 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x192xf32>
    %6686 = stablehlo.divide %6682, %6685 : tensor<192x192xf32>
    %6687 = stablehlo.sqrt %6686 : tensor<192x192xf32>
    %6688 = stablehlo.constant dense<1.0e-08> : tensor<192x192xf32>
    %6689 = stablehlo.add %6687, %6688 : tensor<192x192xf32>
    %6690 = stablehlo.divide %6684, %6689 : tensor<192x192xf32>
    %6691 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %6692 = stablehlo.multiply %6691, %m.blocks.10.attn.proj.b : tensor<192xf32>
    %6693 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %6694 = stablehlo.multiply %6693, %4129 : tensor<192xf32>
    %6695 = stablehlo.add %6692, %6694 : tensor<192xf32>
    %6696 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %6697 = stablehlo.multiply %6696, %v.blocks.10.attn.proj.b : tensor<192xf32>
    %6698 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %6699 = stablehlo.multiply %4129, %4129 : tensor<192xf32>
    %6700 = stablehlo.multiply %6698, %6699 : tensor<192xf32>
    %6701 = stablehlo.add %6697, %6700 : tensor<192xf32>
    %6702 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6703 = stablehlo.divide %6695, %6702 : tensor<192xf32>
    %6704 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6705 = stablehlo.divide %6701, %6704 : tensor<192xf32>
    %6706 = stablehlo.sqrt %6705 : tensor<192xf32>
    %6707 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %6708 = stablehlo.add %6706, %6707 : tensor<192xf32>
    %6709 = stablehlo.divide %6703, %6708 : tensor<192xf32>
    %6710 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %6711 = stablehlo.multiply %6710, %m.blocks.10.norm2.g : tensor<192xf32>
    %6712 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %6713 = stablehlo.multiply %6712, %4134 : tensor<192xf32>
    %6714 = stablehlo.add %6711, %6713 : tensor<192xf32>
    %6715 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %6716 = stablehlo.multiply %6715, %v.blocks.10.norm2.g : tensor<192xf32>
    %6717 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %6718 = stablehlo.multiply %4134, %4134 : tensor<192xf32>
    %6719 = stablehlo.multiply %6717, %6718 : tensor<192xf32>
    %6720 = stablehlo.add %6716, %6719 : tensor<192xf32>
    %6721 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6722 = stablehlo.divide %6714, %6721 : tensor<192xf32>
    %6723 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6724 = stablehlo.divide %6720, %6723 : tensor<192xf32>
    %6725 = stablehlo.sqrt %6724 : tensor<192xf32>
    %6726 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %6727 = stablehlo.add %6725, %6726 : tensor<192xf32>
    %6728 = stablehlo.divide %6722, %6727 : tensor<192xf32>
    %6729 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %6730 = stablehlo.multiply %6729, %m.blocks.10.norm2.b : tensor<192xf32>
    %6731 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %6732 = stablehlo.multiply %6731, %4139 : tensor<192xf32>
    %6733 = stablehlo.add %6730, %6732 : tensor<192xf32>
    %6734 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %6735 = stablehlo.multiply %6734, %v.blocks.10.norm2.b : tensor<192xf32>
    %6736 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %6737 = stablehlo.multiply %4139, %4139 : tensor<192xf32>
    %6738 = stablehlo.multiply %6736, %6737 : tensor<192xf32>
    %6739 = stablehlo.add %6735, %6738 : tensor<192xf32>
    %6740 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6741 = stablehlo.divide %6733, %6740 : tensor<192xf32>
    %6742 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6743 = stablehlo.divide %6739, %6742 : tensor<192xf32>
    %6744 = stablehlo.sqrt %6743 : tensor<192xf32>
    %6745 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %6746 = stablehlo.add %6744, %6745 : tensor<192xf32>
    %6747 = stablehlo.divide %6741, %6746 : tensor<192xf32>
    %6748 = stablehlo.constant dense<0.9> : tensor<192x768xf32>
    %6749 = stablehlo.multiply %6748, %m.blocks.10.mlp.fc1.w : tensor<192x768xf32>
    %6750 = stablehlo.constant dense<0.1> : tensor<192x768xf32>
    %6751 = stablehlo.multiply %6750, %4144 : tensor<192x768xf32>
    %6752 = stablehlo.add %6749, %6751 : tensor<192x768xf32>
    %6753 = stablehlo.constant dense<0.999> : tensor<192x768xf32>
    %6754 = stablehlo.multiply %6753, %v.blocks.10.mlp.fc1.w : tensor<192x768xf32>
    %6755 = stablehlo.constant dense<0.001> : tensor<192x768xf32>
    %6756 = stablehlo.multiply %4144, %4144 : tensor<192x768xf32>
    %6757 = stablehlo.multiply %6755, %6756 : tensor<192x768xf32>
    %6758 = stablehlo.add %6754, %6757 : tensor<192x768xf32>
    %6759 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %6760 = stablehlo.divide %6752, %6759 : tensor<192x768xf32>
    %6761 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %6762 = stablehlo.divide %6758, %6761 : tensor<192x768xf32>
    %6763 = stablehlo.sqrt %6762 : tensor<192x768xf32>
    %6764 = stablehlo.constant dense<1.0e-08> : tensor<192x768xf32>
    %6765 = stablehlo.add %6763, %6764 : tensor<192x768xf32>
    %6766 = stablehlo.divide %6760, %6765 : tensor<192x768xf32>
    %6767 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %6768 = stablehlo.multiply %6767, %m.blocks.10.mlp.fc1.b : tensor<768xf32>
    %6769 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %6770 = stablehlo.multiply %6769, %4149 : tensor<768xf32>
    %6771 = stablehlo.add %6768, %6770 : tensor<768xf32>
    %6772 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %6773 = stablehlo.multiply %6772, %v.blocks.10.mlp.fc1.b : tensor<768xf32>
    %6774 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %6775 = stablehlo.multiply %4149, %4149 : tensor<768xf32>
    %6776 = stablehlo.multiply %6774, %6775 : tensor<768xf32>
    %6777 = stablehlo.add %6773, %6776 : tensor<768xf32>
    %6778 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6779 = stablehlo.divide %6771, %6778 : tensor<768xf32>
    %6780 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6781 = stablehlo.divide %6777, %6780 : tensor<768xf32>
    %6782 = stablehlo.sqrt %6781 : tensor<768xf32>
    %6783 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %6784 = stablehlo.add %6782, %6783 : tensor<768xf32>
    %6785 = stablehlo.divide %6779, %6784 : tensor<768xf32>
    %6786 = stablehlo.constant dense<0.9> : tensor<768x192xf32>
    %6787 = stablehlo.multiply %6786, %m.blocks.10.mlp.fc2.w : tensor<768x192xf32>
    %6788 = stablehlo.constant dense<0.1> : tensor<768x192xf32>
    %6789 = stablehlo.multiply %6788, %4154 : tensor<768x192xf32>
    %6790 = stablehlo.add %6787, %6789 : tensor<768x192xf32>
    %6791 = stablehlo.constant dense<0.999> : tensor<768x192xf32>
    %6792 = stablehlo.multiply %6791, %v.blocks.10.mlp.fc2.w : tensor<768x192xf32>
    %6793 = stablehlo.constant dense<0.001> : tensor<768x192xf32>
    %6794 = stablehlo.multiply %4154, %4154 : tensor<768x192xf32>
    %6795 = stablehlo.multiply %6793, %6794 : tensor<768x192xf32>
    %6796 = stablehlo.add %6792, %6795 : tensor<768x192xf32>
    %6797 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %6798 = stablehlo.divide %6790, %6797 : tensor<768x192xf32>
    %6799 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %6800 = stablehlo.divide %6796, %6799 : tensor<768x192xf32>
    %6801 = stablehlo.sqrt %6800 : tensor<768x192xf32>
    %6802 = stablehlo.constant dense<1.0e-08> : tensor<768x192xf32>
    %6803 = stablehlo.add %6801, %6802 : tensor<768x192xf32>
    %6804 = stablehlo.divide %6798, %6803 : tensor<768x192xf32>
    %6805 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %6806 = stablehlo.multiply %6805, %m.blocks.10.mlp.fc2.b : tensor<192xf32>
    %6807 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %6808 = stablehlo.multiply %6807, %4159 : tensor<192xf32>
    %6809 = stablehlo.add %6806, %6808 : tensor<192xf32>
    %6810 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %6811 = stablehlo.multiply %6810, %v.blocks.10.mlp.fc2.b : tensor<192xf32>
    %6812 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %6813 = stablehlo.multiply %4159, %4159 : tensor<192xf32>
    %6814 = stablehlo.multiply %6812, %6813 : tensor<192xf32>
    %6815 = stablehlo.add %6811, %6814 : tensor<192xf32>
    %6816 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6817 = stablehlo.divide %6809, %6816 : tensor<192xf32>
    %6818 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6819 = stablehlo.divide %6815, %6818 : tensor<192xf32>
    %6820 = stablehlo.sqrt %6819 : tensor<192xf32>
    %6821 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %6822 = stablehlo.add %6820, %6821 : tensor<192xf32>
    %6823 = stablehlo.divide %6817, %6822 : tensor<192xf32>
    %6824 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %6825 = stablehlo.multiply %6824, %m.blocks.11.norm1.g : tensor<192xf32>
    %6826 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %6827 = stablehlo.multiply %6826, %4164 : tensor<192xf32>
    %6828 = stablehlo.add %6825, %6827 : tensor<192xf32>
    %6829 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %6830 = stablehlo.multiply %6829, %v.blocks.11.norm1.g : tensor<192xf32>
    %6831 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %6832 = stablehlo.multiply %4164, %4164 : tensor<192xf32>
    %6833 = stablehlo.multiply %6831, %6832 : tensor<192xf32>
    %6834 = stablehlo.add %6830, %6833 : tensor<192xf32>
    %6835 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6836 = stablehlo.divide %6828, %6835 : tensor<192xf32>
    %6837 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6838 = stablehlo.divide %6834, %6837 : tensor<192xf32>
    %6839 = stablehlo.sqrt %6838 : tensor<192xf32>
    %6840 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %6841 = stablehlo.add %6839, %6840 : tensor<192xf32>
    %6842 = stablehlo.divide %6836, %6841 : tensor<192xf32>
    %6843 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %6844 = stablehlo.multiply %6843, %m.blocks.11.norm1.b : tensor<192xf32>
    %6845 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %6846 = stablehlo.multiply %6845, %4169 : tensor<192xf32>
    %6847 = stablehlo.add %6844, %6846 : tensor<192xf32>
    %6848 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %6849 = stablehlo.multiply %6848, %v.blocks.11.norm1.b : tensor<192xf32>
    %6850 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %6851 = stablehlo.multiply %4169, %4169 : tensor<192xf32>
    %6852 = stablehlo.multiply %6850, %6851 : tensor<192xf32>
    %6853 = stablehlo.add %6849, %6852 : tensor<192xf32>
    %6854 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6855 = stablehlo.divide %6847, %6854 : tensor<192xf32>
    %6856 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6857 = stablehlo.divide %6853, %6856 : tensor<192xf32>
    %6858 = stablehlo.sqrt %6857 : tensor<192xf32>
    %6859 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %6860 = stablehlo.add %6858, %6859 : tensor<192xf32>
    %6861 = stablehlo.divide %6855, %6860 : tensor<192xf32>
    %6862 = stablehlo.constant dense<0.9> : tensor<192x576xf32>
    %6863 = stablehlo.multiply %6862, %m.blocks.11.attn.qkv.w : tensor<192x576xf32>
    %6864 = stablehlo.constant dense<0.1> : tensor<192x576xf32>
    %6865 = stablehlo.multiply %6864, %4174 : tensor<192x576xf32>
    %6866 = stablehlo.add %6863, %6865 : tensor<192x576xf32>
    %6867 = stablehlo.constant dense<0.999> : tensor<192x576xf32>
    %6868 = stablehlo.multiply %6867, %v.blocks.11.attn.qkv.w : tensor<192x576xf32>
    %6869 = stablehlo.constant dense<0.001> : tensor<192x576xf32>
    %6870 = stablehlo.multiply %4174, %4174 : tensor<192x576xf32>
    %6871 = stablehlo.multiply %6869, %6870 : tensor<192x576xf32>
    %6872 = stablehlo.add %6868, %6871 : tensor<192x576xf32>
    %6873 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x576xf32>
    %6874 = stablehlo.divide %6866, %6873 : tensor<192x576xf32>
    %6875 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x576xf32>
    %6876 = stablehlo.divide %6872, %6875 : tensor<192x576xf32>
    %6877 = stablehlo.sqrt %6876 : tensor<192x576xf32>
    %6878 = stablehlo.constant dense<1.0e-08> : tensor<192x576xf32>
    %6879 = stablehlo.add %6877, %6878 : tensor<192x576xf32>
    %6880 = stablehlo.divide %6874, %6879 : tensor<192x576xf32>
    %6881 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %6882 = stablehlo.multiply %6881, %m.blocks.11.attn.qkv.b : tensor<576xf32>
    %6883 = stablehlo.constant dense<0.1> : tensor<576xf32>
    %6884 = stablehlo.multiply %6883, %4179 : tensor<576xf32>
    %6885 = stablehlo.add %6882, %6884 : tensor<576xf32>
    %6886 = stablehlo.constant dense<0.999> : tensor<576xf32>
    %6887 = stablehlo.multiply %6886, %v.blocks.11.attn.qkv.b : tensor<576xf32>
    %6888 = stablehlo.constant dense<0.001> : tensor<576xf32>
    %6889 = stablehlo.multiply %4179, %4179 : tensor<576xf32>
    %6890 = stablehlo.multiply %6888, %6889 : tensor<576xf32>
    %6891 = stablehlo.add %6887, %6890 : tensor<576xf32>
    %6892 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %6893 = stablehlo.divide %6885, %6892 : tensor<576xf32>
    %6894 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %6895 = stablehlo.divide %6891, %6894 : tensor<576xf32>
    %6896 = stablehlo.sqrt %6895 : tensor<576xf32>
    %6897 = stablehlo.constant dense<1.0e-08> : tensor<576xf32>
    %6898 = stablehlo.add %6896, %6897 : tensor<576xf32>
    %6899 = stablehlo.divide %6893, %6898 : tensor<576xf32>
    %6900 = stablehlo.constant dense<0.9> : tensor<192x192xf32>
    %6901 = stablehlo.multiply %6900, %m.blocks.11.attn.proj.w : tensor<192x192xf32>
    %6902 = stablehlo.constant dense<0.1> : tensor<192x192xf32>
    %6903 = stablehlo.multiply %6902, %4184 : tensor<192x192xf32>
    %6904 = stablehlo.add %6901, %6903 : tensor<192x192xf32>
    %6905 = stablehlo.constant dense<0.999> : tensor<192x192xf32>
    %6906 = stablehlo.multiply %6905, %v.blocks.11.attn.proj.w : tensor<192x192xf32>
    %6907 = stablehlo.constant dense<0.001> : tensor<192x192xf32>
    %6908 = stablehlo.multiply %4184, %4184 : tensor<192x192xf32>
    %6909 = stablehlo.multiply %6907, %6908 : tensor<192x192xf32>
    %6910 = stablehlo.add %6906, %6909 : tensor<192x192xf32>
    %6911 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x192xf32>
    %6912 = stablehlo.divide %6904, %6911 : tensor<192x192xf32>
    %6913 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x192xf32>
    %6914 = stablehlo.divide %6910, %6913 : tensor<192x192xf32>
    %6915 = stablehlo.sqrt %6914 : tensor<192x192xf32>
    %6916 = stablehlo.constant dense<1.0e-08> : tensor<192x192xf32>
    %6917 = stablehlo.add %6915, %6916 : tensor<192x192xf32>
    %6918 = stablehlo.divide %6912, %6917 : tensor<192x192xf32>
    %6919 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %6920 = stablehlo.multiply %6919, %m.blocks.11.attn.proj.b : tensor<192xf32>
    %6921 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %6922 = stablehlo.multiply %6921, %4189 : tensor<192xf32>
    %6923 = stablehlo.add %6920, %6922 : tensor<192xf32>
    %6924 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %6925 = stablehlo.multiply %6924, %v.blocks.11.attn.proj.b : tensor<192xf32>
    %6926 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %6927 = stablehlo.multiply %4189, %4189 : tensor<192xf32>
    %6928 = stablehlo.multiply %6926, %6927 : tensor<192xf32>
    %6929 = stablehlo.add %6925, %6928 : tensor<192xf32>
    %6930 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6931 = stablehlo.divide %6923, %6930 : tensor<192xf32>
    %6932 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6933 = stablehlo.divide %6929, %6932 : tensor<192xf32>
    %6934 = stablehlo.sqrt %6933 : tensor<192xf32>
    %6935 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %6936 = stablehlo.add %6934, %6935 : tensor<192xf32>
    %6937 = stablehlo.divide %6931, %6936 : tensor<192xf32>
    %6938 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %6939 = stablehlo.multiply %6938, %m.blocks.11.norm2.g : tensor<192xf32>
    %6940 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %6941 = stablehlo.multiply %6940, %4194 : tensor<192xf32>
    %6942 = stablehlo.add %6939, %6941 : tensor<192xf32>
    %6943 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %6944 = stablehlo.multiply %6943, %v.blocks.11.norm2.g : tensor<192xf32>
    %6945 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %6946 = stablehlo.multiply %4194, %4194 : tensor<192xf32>
    %6947 = stablehlo.multiply %6945, %6946 : tensor<192xf32>
    %6948 = stablehlo.add %6944, %6947 : tensor<192xf32>
    %6949 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6950 = stablehlo.divide %6942, %6949 : tensor<192xf32>
    %6951 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6952 = stablehlo.divide %6948, %6951 : tensor<192xf32>
    %6953 = stablehlo.sqrt %6952 : tensor<192xf32>
    %6954 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %6955 = stablehlo.add %6953, %6954 : tensor<192xf32>
    %6956 = stablehlo.divide %6950, %6955 : tensor<192xf32>
    %6957 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %6958 = stablehlo.multiply %6957, %m.blocks.11.norm2.b : tensor<192xf32>
    %6959 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %6960 = stablehlo.multiply %6959, %4199 : tensor<192xf32>
    %6961 = stablehlo.add %6958, %6960 : tensor<192xf32>
    %6962 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %6963 = stablehlo.multiply %6962, %v.blocks.11.norm2.b : tensor<192xf32>
    %6964 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %6965 = stablehlo.multiply %4199, %4199 : tensor<192xf32>
    %6966 = stablehlo.multiply %6964, %6965 : tensor<192xf32>
    %6967 = stablehlo.add %6963, %6966 : tensor<192xf32>
    %6968 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6969 = stablehlo.divide %6961, %6968 : tensor<192xf32>
    %6970 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6971 = stablehlo.divide %6967, %6970 : tensor<192xf32>
    %6972 = stablehlo.sqrt %6971 : tensor<192xf32>
    %6973 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %6974 = stablehlo.add %6972, %6973 : tensor<192xf32>
    %6975 = stablehlo.divide %6969, %6974 : tensor<192xf32>
    %6976 = stablehlo.constant dense<0.9> : tensor<192x768xf32>
    %6977 = stablehlo.multiply %6976, %m.blocks.11.mlp.fc1.w : tensor<192x768xf32>
    %6978 = stablehlo.constant dense<0.1> : tensor<192x768xf32>
    %6979 = stablehlo.multiply %6978, %4204 : tensor<192x768xf32>
    %6980 = stablehlo.add %6977, %6979 : tensor<192x768xf32>
    %6981 = stablehlo.constant dense<0.999> : tensor<192x768xf32>
    %6982 = stablehlo.multiply %6981, %v.blocks.11.mlp.fc1.w : tensor<192x768xf32>
    %6983 = stablehlo.constant dense<0.001> : tensor<192x768xf32>
    %6984 = stablehlo.multiply %4204, %4204 : tensor<192x768xf32>
    %6985 = stablehlo.multiply %6983, %6984 : tensor<192x768xf32>
    %6986 = stablehlo.add %6982, %6985 : tensor<192x768xf32>
    %6987 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %6988 = stablehlo.divide %6980, %6987 : tensor<192x768xf32>
    %6989 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %6990 = stablehlo.divide %6986, %6989 : tensor<192x768xf32>
    %6991 = stablehlo.sqrt %6990 : tensor<192x768xf32>
    %6992 = stablehlo.constant dense<1.0e-08> : tensor<192x768xf32>
    %6993 = stablehlo.add %6991, %6992 : tensor<192x768xf32>
    %6994 = stablehlo.divide %6988, %6993 : tensor<192x768xf32>
    %6995 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %6996 = stablehlo.multiply %6995, %m.blocks.11.mlp.fc1.b : tensor<768xf32>
    %6997 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %6998 = stablehlo.multiply %6997, %4209 : tensor<768xf32>
    %6999 = stablehlo.add %6996, %6998 : tensor<768xf32>
    %7000 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %7001 = stablehlo.multiply %7000, %v.blocks.11.mlp.fc1.b : tensor<768xf32>
    %7002 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %7003 = stablehlo.multiply %4209, %4209 : tensor<768xf32>
    %7004 = stablehlo.multiply %7002, %7003 : tensor<768xf32>
    %7005 = stablehlo.add %7001, %7004 : tensor<768xf32>
    %7006 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7007 = stablehlo.divide %6999, %7006 : tensor<768xf32>
    %7008 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7009 = stablehlo.divide %7005, %7008 : tensor<768xf32>
    %7010 = stablehlo.sqrt %7009 : tensor<768xf32>
    %7011 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %7012 = stablehlo.add %7010, %7011 : tensor<768xf32>
    %7013 = stablehlo.divide %7007, %7012 : tensor<768xf32>
    %7014 = stablehlo.constant dense<0.9> : tensor<768x192xf32>
    %7015 = stablehlo.multiply %7014, %m.blocks.11.mlp.fc2.w : tensor<768x192xf32>
    %7016 = stablehlo.constant dense<0.1> : tensor<768x192xf32>
    %7017 = stablehlo.multiply %7016, %4214 : tensor<768x192xf32>
    %7018 = stablehlo.add %7015, %7017 : tensor<768x192xf32>
    %7019 = stablehlo.constant dense<0.999> : tensor<768x192xf32>
    %7020 = stablehlo.multiply %7019, %v.blocks.11.mlp.fc2.w : tensor<768x192xf32>
    %7021 = stablehlo.constant dense<0.001> : tensor<768x192xf32>
    %7022 = stablehlo.multiply %4214, %4214 : tensor<768x192xf32>
    %7023 = stablehlo.multiply %7021, %7022 : tensor<768x192xf32>
    %7024 = stablehlo.add %7020, %7023 : tensor<768x192xf32>
    %7025 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %7026 = stablehlo.divide %7018, %7025 : tensor<768x192xf32>
    %7027 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %7028 = stablehlo.divide %7024, %7027 : tensor<768x192xf32>
    %7029 = stablehlo.sqrt %7028 : tensor<768x192xf32>
    %7030 = stablehlo.constant dense<1.0e-08> : tensor<768x192xf32>
    %7031 = stablehlo.add %7029, %7030 : tensor<768x192xf32>
    %7032 = stablehlo.divide %7026, %7031 : tensor<768x192xf32>
    %7033 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %7034 = stablehlo.multiply %7033, %m.blocks.11.mlp.fc2.b : tensor<192xf32>
    %7035 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %7036 = stablehlo.multiply %7035, %4219 : tensor<192xf32>
    %7037 = stablehlo.add %7034, %7036 : tensor<192xf32>
    %7038 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %7039 = stablehlo.multiply %7038, %v.blocks.11.mlp.fc2.b : tensor<192xf32>
    %7040 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %7041 = stablehlo.multiply %4219, %4219 : tensor<192xf32>
    %7042 = stablehlo.multiply %7040, %7041 : tensor<192xf32>
    %7043 = stablehlo.add %7039, %7042 : tensor<192xf32>
    %7044 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7045 = stablehlo.divide %7037, %7044 : tensor<192xf32>
    %7046 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7047 = stablehlo.divide %7043, %7046 : tensor<192xf32>
    %7048 = stablehlo.sqrt %7047 : tensor<192xf32>
    %7049 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %7050 = stablehlo.add %7048, %7049 : tensor<192xf32>
    %7051 = stablehlo.divide %7045, %7050 : tensor<192xf32>
    %7052 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %7053 = stablehlo.multiply %7052, %m.norm.g : tensor<192xf32>
    %7054 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %7055 = stablehlo.multiply %7054, %4224 : tensor<192xf32>
    %7056 = stablehlo.add %7053, %7055 : tensor<192xf32>
    %7057 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %7058 = stablehlo.multiply %7057, %v.norm.g : tensor<192xf32>
    %7059 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %7060 = stablehlo.multiply %4224, %4224 : tensor<192xf32>
    %7061 = stablehlo.multiply %7059, %7060 : tensor<192xf32>
    %7062 = stablehlo.add %7058, %7061 : tensor<192xf32>
    %7063 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7064 = stablehlo.divide %7056, %7063 : tensor<192xf32>
    %7065 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7066 = stablehlo.divide %7062, %7065 : tensor<192xf32>
    %7067 = stablehlo.sqrt %7066 : tensor<192xf32>
    %7068 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %7069 = stablehlo.add %7067, %7068 : tensor<192xf32>
    %7070 = stablehlo.divide %7064, %7069 : tensor<192xf32>
    %7071 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %7072 = stablehlo.multiply %7071, %m.norm.b : tensor<192xf32>
    %7073 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %7074 = stablehlo.multiply %7073, %4229 : tensor<192xf32>
    %7075 = stablehlo.add %7072, %7074 : tensor<192xf32>
    %7076 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %7077 = stablehlo.multiply %7076, %v.norm.b : tensor<192xf32>
    %7078 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %7079 = stablehlo.multiply %4229, %4229 : tensor<192xf32>
    %7080 = stablehlo.multiply %7078, %7079 : tensor<192xf32>
    %7081 = stablehlo.add %7077, %7080 : tensor<192xf32>
    %7082 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7083 = stablehlo.divide %7075, %7082 : tensor<192xf32>
    %7084 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7085 = stablehlo.divide %7081, %7084 : tensor<192xf32>
    %7086 = stablehlo.sqrt %7085 : tensor<192xf32>
    %7087 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %7088 = stablehlo.add %7086, %7087 : tensor<192xf32>
    %7089 = stablehlo.divide %7083, %7088 : tensor<192xf32>
    %7090 = stablehlo.constant dense<0.9> : tensor<192x1000xf32>
    %7091 = stablehlo.multiply %7090, %m.head.w : tensor<192x1000xf32>
    %7092 = stablehlo.constant dense<0.1> : tensor<192x1000xf32>
    %7093 = stablehlo.multiply %7092, %4234 : tensor<192x1000xf32>
    %7094 = stablehlo.add %7091, %7093 : tensor<192x1000xf32>
    %7095 = stablehlo.constant dense<0.999> : tensor<192x1000xf32>
    %7096 = stablehlo.multiply %7095, %v.head.w : tensor<192x1000xf32>
    %7097 = stablehlo.constant dense<0.001> : tensor<192x1000xf32>
    %7098 = stablehlo.multiply %4234, %4234 : tensor<192x1000xf32>
    %7099 = stablehlo.multiply %7097, %7098 : tensor<192x1000xf32>
    %7100 = stablehlo.add %7096, %7099 : tensor<192x1000xf32>
    %7101 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x1000xf32>
    %7102 = stablehlo.divide %7094, %7101 : tensor<192x1000xf32>
    %7103 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x1000xf32>
    %7104 = stablehlo.divide %7100, %7103 : tensor<192x1000xf32>
    %7105 = stablehlo.sqrt %7104 : tensor<192x1000xf32>
    %7106 = stablehlo.constant dense<1.0e-08> : tensor<192x1000xf32>
    %7107 = stablehlo.add %7105, %7106 : tensor<192x1000xf32>
    %7108 = stablehlo.divide %7102, %7107 : tensor<192x1000xf32>
    %7109 = stablehlo.constant dense<0.9> : tensor<1000xf32>
    %7110 = stablehlo.multiply %7109, %m.head.b : tensor<1000xf32>
    %7111 = stablehlo.constant dense<0.1> : tensor<1000xf32>
    %7112 = stablehlo.multiply %7111, %4239 : tensor<1000xf32>
    %7113 = stablehlo.add %7110, %7112 : tensor<1000xf32>
    %7114 = stablehlo.constant dense<0.999> : tensor<1000xf32>
    %7115 = stablehlo.multiply %7114, %v.head.b : tensor<1000xf32>
    %7116 = stablehlo.constant dense<0.001> : tensor<1000xf32>
    %7117 = stablehlo.multiply %4239, %4239 : tensor<1000xf32>
    %7118 = stablehlo.multiply %7116, %7117 : tensor<1000xf32>
    %7119 = stablehlo.add %7115, %7118 : tensor<1000xf32>
    %7120 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1000xf32>
    %7121 = stablehlo.divide %7113, %7120 : tensor<1000xf32>
    %7122 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1000xf32>
    %7123 = stablehlo.divide %7119, %7122 : tensor<1000xf32>
    %7124 = stablehlo.sqrt %7123 : tensor<1000xf32>
    %7125 = stablehlo.constant dense<1.0e-08> : tensor<1000xf32>
    %7126 = stablehlo.add %7124, %7125 : tensor<1000xf32>
    %7127 = stablehlo.divide %7121, %7126 : tensor<1000xf32>
    %7128 = stablehlo.constant dense<0.05> : tensor<16x16x3x192xf32>
    %7129 = stablehlo.multiply %7128, %patch_embed.proj.w : tensor<16x16x3x192xf32>
    %7130 = stablehlo.add %4258, %7129 : tensor<16x16x3x192xf32>
    %7131 = stablehlo.constant dense<0.05> : tensor<192x576xf32>
    %7132 = stablehlo.multiply %7131, %blocks.0.attn.qkv.w : tensor<192x576xf32>
    %7133 = stablehlo.add %4372, %7132 : tensor<192x576xf32>
    %7134 = stablehlo.constant dense<0.05> : tensor<192x192xf32>
    %7135 = stablehlo.multiply %7134, %blocks.0.attn.proj.w : tensor<192x192xf32>
    %7136 = stablehlo.add %4410, %7135 : tensor<192x192xf32>
    %7137 = stablehlo.constant dense<0.05> : tensor<192x768xf32>
    %7138 = stablehlo.multiply %7137, %blocks.0.mlp.fc1.w : tensor<192x768xf32>
    %7139 = stablehlo.add %4486, %7138 : tensor<192x768xf32>
    %7140 = stablehlo.constant dense<0.05> : tensor<768x192xf32>
    %7141 = stablehlo.multiply %7140, %blocks.0.mlp.fc2.w : tensor<768x192xf32>
    %7142 = stablehlo.add %4524, %7141 : tensor<768x192xf32>
    %7143 = stablehlo.constant dense<0.05> : tensor<192x576xf32>
    %7144 = stablehlo.multiply %7143, %blocks.1.attn.qkv.w : tensor<192x576xf32>
    %7145 = stablehlo.add %4600, %7144 : tensor<192x576xf32>
    %7146 = stablehlo.constant dense<0.05> : tensor<192x192xf32>
    %7147 = stablehlo.multiply %7146, %blocks.1.attn.proj.w : tensor<192x192xf32>
    %7148 = stablehlo.add %4638, %7147 : tensor<192x192xf32>
    %7149 = stablehlo.constant dense<0.05> : tensor<192x768xf32>
    %7150 = stablehlo.multiply %7149, %blocks.1.mlp.fc1.w : tensor<192x768xf32>
    %7151 = stablehlo.add %4714, %7150 : tensor<192x768xf32>
    %7152 = stablehlo.constant dense<0.05> : tensor<768x192xf32>
    %7153 = stablehlo.multiply %7152, %blocks.1.mlp.fc2.w : tensor<768x192xf32>
    %7154 = stablehlo.add %4752, %7153 : tensor<768x192xf32>
    %7155 = stablehlo.constant dense<0.05> : tensor<192x576xf32>
    %7156 = stablehlo.multiply %7155, %blocks.2.attn.qkv.w : tensor<192x576xf32>
    %7157 = stablehlo.add %4828, %7156 : tensor<192x576xf32>
    %7158 = stablehlo.constant dense<0.05> : tensor<192x192xf32>
    %7159 = stablehlo.multiply %7158, %blocks.2.attn.proj.w : tensor<192x192xf32>
    %7160 = stablehlo.add %4866, %7159 : tensor<192x192xf32>
    %7161 = stablehlo.constant dense<0.05> : tensor<192x768xf32>
    %7162 = stablehlo.multiply %7161, %blocks.2.mlp.fc1.w : tensor<192x768xf32>
    %7163 = stablehlo.add %4942, %7162 : tensor<192x768xf32>
    %7164 = stablehlo.constant dense<0.05> : tensor<768x192xf32>
    %7165 = stablehlo.multiply %7164, %blocks.2.mlp.fc2.w : tensor<768x192xf32>
    %7166 = stablehlo.add %4980, %7165 : tensor<768x192xf32>
    %7167 = stablehlo.constant dense<0.05> : tensor<192x576xf32>
    %7168 = stablehlo.multiply %7167, %blocks.3.attn.qkv.w : tensor<192x576xf32>
    %7169 = stablehlo.add %5056, %7168 : tensor<192x576xf32>
    %7170 = stablehlo.constant dense<0.05> : tensor<192x192xf32>
    %7171 = stablehlo.multiply %7170, %blocks.3.attn.proj.w : tensor<192x192xf32>
    %7172 = stablehlo.add %5094, %7171 : tensor<192x192xf32>
    %7173 = stablehlo.constant dense<0.05> : tensor<192x768xf32>
    %7174 = stablehlo.multiply %7173, %blocks.3.mlp.fc1.w : tensor<192x768xf32>
    %7175 = stablehlo.add %5170, %7174 : tensor<192x768xf32>
    %7176 = stablehlo.constant dense<0.05> : tensor<768x192xf32>
    %7177 = stablehlo.multiply %7176, %blocks.3.mlp.fc2.w : tensor<768x192xf32>
    %7178 = stablehlo.add %5208, %7177 : tensor<768x192xf32>
    %7179 = stablehlo.constant dense<0.05> : tensor<192x576xf32>
    %7180 = stablehlo.multiply %7179, %blocks.4.attn.qkv.w : tensor<192x576xf32>
    %7181 = stablehlo.add %5284, %7180 : tensor<192x576xf32>
    %7182 = stablehlo.constant dense<0.05> : tensor<192x192xf32>
    %7183 = stablehlo.multiply %7182, %blocks.4.attn.proj.w : tensor<192x192xf32>
    %7184 = stablehlo.add %5322, %7183 : tensor<192x192xf32>
    %7185 = stablehlo.constant dense<0.05> : tensor<192x768xf32>
    %7186 = stablehlo.multiply %7185, %blocks.4.mlp.fc1.w : tensor<192x768xf32>
    %7187 = stablehlo.add %5398, %7186 : tensor<192x768xf32>
    %7188 = stablehlo.constant dense<0.05> : tensor<768x192xf32>
    %7189 = stablehlo.multiply %7188, %blocks.4.mlp.fc2.w : tensor<768x192xf32>
    %7190 = stablehlo.add %5436, %7189 : tensor<768x192xf32>
    %7191 = stablehlo.constant dense<0.05> : tensor<192x576xf32>
    %7192 = stablehlo.multiply %7191, %blocks.5.attn.qkv.w : tensor<192x576xf32>
    %7193 = stablehlo.add %5512, %7192 : tensor<192x576xf32>
    %7194 = stablehlo.constant dense<0.05> : tensor<192x192xf32>
    %7195 = stablehlo.multiply %7194, %blocks.5.attn.proj.w : tensor<192x192xf32>
    %7196 = stablehlo.add %5550, %7195 : tensor<192x192xf32>
    %7197 = stablehlo.constant dense<0.05> : tensor<192x768xf32>
    %7198 = stablehlo.multiply %7197, %blocks.5.mlp.fc1.w : tensor<192x768xf32>
    %7199 = stablehlo.add %5626, %7198 : tensor<192x768xf32>
    %7200 = stablehlo.constant dense<0.05> : tensor<768x192xf32>
    %7201 = stablehlo.multiply %7200, %blocks.5.mlp.fc2.w : tensor<768x192xf32>
    %7202 = stablehlo.add %5664, %7201 : tensor<768x192xf32>
    %7203 = stablehlo.constant dense<0.05> : tensor<192x576xf32>
    %7204 = stablehlo.multiply %7203, %blocks.6.attn.qkv.w : tensor<192x576xf32>
    %7205 = stablehlo.add %5740, %7204 : tensor<192x576xf32>
    %7206 = stablehlo.constant dense<0.05> : tensor<192x192xf32>
    %7207 = stablehlo.multiply %7206, %blocks.6.attn.proj.w : tensor<192x192xf32>
    %7208 = stablehlo.add %5778, %7207 : tensor<192x192xf32>
    %7209 = stablehlo.constant dense<0.05> : tensor<192x768xf32>
    %7210 = stablehlo.multiply %7209, %blocks.6.mlp.fc1.w : tensor<192x768xf32>
    %7211 = stablehlo.add %5854, %7210 : tensor<192x768xf32>
    %7212 = stablehlo.constant dense<0.05> : tensor<768x192xf32>
    %7213 = stablehlo.multiply %7212, %blocks.6.mlp.fc2.w : tensor<768x192xf32>
    %7214 = stablehlo.add %5892, %7213 : tensor<768x192xf32>
    %7215 = stablehlo.constant dense<0.05> : tensor<192x576xf32>
    %7216 = stablehlo.multiply %7215, %blocks.7.attn.qkv.w : tensor<192x576xf32>
    %7217 = stablehlo.add %5968, %7216 : tensor<192x576xf32>
    %7218 = stablehlo.constant dense<0.05> : tensor<192x192xf32>
    %7219 = stablehlo.multiply %7218, %blocks.7.attn.proj.w : tensor<192x192xf32>
    %7220 = stablehlo.add %6006, %7219 : tensor<192x192xf32>
    %7221 = stablehlo.constant dense<0.05> : tensor<192x768xf32>
    %7222 = stablehlo.multiply %7221, %blocks.7.mlp.fc1.w : tensor<192x768xf32>
    %7223 = stablehlo.add %6082, %7222 : tensor<192x768xf32>
    %7224 = stablehlo.constant dense<0.05> : tensor<768x192xf32>
    %7225 = stablehlo.multiply %7224, %blocks.7.mlp.fc2.w : tensor<768x192xf32>
    %7226 = stablehlo.add %6120, %7225 : tensor<768x192xf32>
    %7227 = stablehlo.constant dense<0.05> : tensor<192x576xf32>
    %7228 = stablehlo.multiply %7227, %blocks.8.attn.qkv.w : tensor<192x576xf32>
    %7229 = stablehlo.add %6196, %7228 : tensor<192x576xf32>
    %7230 = stablehlo.constant dense<0.05> : tensor<192x192xf32>
    %7231 = stablehlo.multiply %7230, %blocks.8.attn.proj.w : tensor<192x192xf32>
    %7232 = stablehlo.add %6234, %7231 : tensor<192x192xf32>
    %7233 = stablehlo.constant dense<0.05> : tensor<192x768xf32>
    %7234 = stablehlo.multiply %7233, %blocks.8.mlp.fc1.w : tensor<192x768xf32>
    %7235 = stablehlo.add %6310, %7234 : tensor<192x768xf32>
    %7236 = stablehlo.constant dense<0.05> : tensor<768x192xf32>
    %7237 = stablehlo.multiply %7236, %blocks.8.mlp.fc2.w : tensor<768x192xf32>
    %7238 = stablehlo.add %6348, %7237 : tensor<768x192xf32>
    %7239 = stablehlo.constant dense<0.05> : tensor<192x576xf32>
    %7240 = stablehlo.multiply %7239, %blocks.9.attn.qkv.w : tensor<192x576xf32>
    %7241 = stablehlo.add %6424, %7240 : tensor<192x576xf32>
    %7242 = stablehlo.constant dense<0.05> : tensor<192x192xf32>
    %7243 = stablehlo.multiply %7242, %blocks.9.attn.proj.w : tensor<192x192xf32>
    %7244 = stablehlo.add %6462, %7243 : tensor<192x192xf32>
    %7245 = stablehlo.constant dense<0.05> : tensor<192x768xf32>
    %7246 = stablehlo.multiply %7245, %blocks.9.mlp.fc1.w : tensor<192x768xf32>
    %7247 = stablehlo.add %6538, %7246 : tensor<192x768xf32>
    %7248 = stablehlo.constant dense<0.05> : tensor<768x192xf32>
    %7249 = stablehlo.multiply %7248, %blocks.9.mlp.fc2.w : tensor<768x192xf32>
    %7250 = stablehlo.add %6576, %7249 : tensor<768x192xf32>
    %7251 = stablehlo.constant dense<0.05> : tensor<192x576xf32>
    %7252 = stablehlo.multiply %7251, %blocks.10.attn.qkv.w : tensor<192x576xf32>
    %7253 = stablehlo.add %6652, %7252 : tensor<192x576xf32>
    %7254 = stablehlo.constant dense<0.05> : tensor<192x192xf32>
    %7255 = stablehlo.multiply %7254, %blocks.10.attn.proj.w : tensor<192x192xf32>
    %7256 = stablehlo.add %6690, %7255 : tensor<192x192xf32>
    %7257 = stablehlo.constant dense<0.05> : tensor<192x768xf32>
    %7258 = stablehlo.multiply %7257, %blocks.10.mlp.fc1.w : tensor<192x768xf32>
    %7259 = stablehlo.add %6766, %7258 : tensor<192x768xf32>
    %7260 = stablehlo.constant dense<0.05> : tensor<768x192xf32>
    %7261 = stablehlo.multiply %7260, %blocks.10.mlp.fc2.w : tensor<768x192xf32>
    %7262 = stablehlo.add %6804, %7261 : tensor<768x192xf32>
    %7263 = stablehlo.constant dense<0.05> : tensor<192x576xf32>
    %7264 = stablehlo.multiply %7263, %blocks.11.attn.qkv.w : tensor<192x576xf32>
    %7265 = stablehlo.add %6880, %7264 : tensor<192x576xf32>
    %7266 = stablehlo.constant dense<0.05> : tensor<192x192xf32>
    %7267 = stablehlo.multiply %7266, %blocks.11.attn.proj.w : tensor<192x192xf32>
    %7268 = stablehlo.add %6918, %7267 : tensor<192x192xf32>
    %7269 = stablehlo.constant dense<0.05> : tensor<192x768xf32>
    %7270 = stablehlo.multiply %7269, %blocks.11.mlp.fc1.w : tensor<192x768xf32>
    %7271 = stablehlo.add %6994, %7270 : tensor<192x768xf32>
    %7272 = stablehlo.constant dense<0.05> : tensor<768x192xf32>
    %7273 = stablehlo.multiply %7272, %blocks.11.mlp.fc2.w : tensor<768x192xf32>
    %7274 = stablehlo.add %7032, %7273 : tensor<768x192xf32>
    %7275 = stablehlo.constant dense<0.05> : tensor<192x1000xf32>
    %7276 = stablehlo.multiply %7275, %head.w : tensor<192x1000xf32>
    %7277 = stablehlo.add %7108, %7276 : tensor<192x1000xf32>
    %7278 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x16x3x192xf32>
    %7279 = stablehlo.multiply %7278, %7130 : tensor<16x16x3x192xf32>
    %7280 = stablehlo.subtract %patch_embed.proj.w, %7279 : tensor<16x16x3x192xf32>
    %7281 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7282 = stablehlo.multiply %7281, %4277 : tensor<192xf32>
    %7283 = stablehlo.subtract %patch_embed.proj.b, %7282 : tensor<192xf32>
    %7284 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x192xf32>
    %7285 = stablehlo.multiply %7284, %4296 : tensor<1x1x192xf32>
    %7286 = stablehlo.subtract %cls.token, %7285 : tensor<1x1x192xf32>
    %7287 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x197x192xf32>
    %7288 = stablehlo.multiply %7287, %4315 : tensor<1x197x192xf32>
    %7289 = stablehlo.subtract %pos.table, %7288 : tensor<1x197x192xf32>
    %7290 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7291 = stablehlo.multiply %7290, %4334 : tensor<192xf32>
    %7292 = stablehlo.subtract %blocks.0.norm1.g, %7291 : tensor<192xf32>
    %7293 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7294 = stablehlo.multiply %7293, %4353 : tensor<192xf32>
    %7295 = stablehlo.subtract %blocks.0.norm1.b, %7294 : tensor<192xf32>
    %7296 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x576xf32>
    %7297 = stablehlo.multiply %7296, %7133 : tensor<192x576xf32>
    %7298 = stablehlo.subtract %blocks.0.attn.qkv.w, %7297 : tensor<192x576xf32>
    %7299 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %7300 = stablehlo.multiply %7299, %4391 : tensor<576xf32>
    %7301 = stablehlo.subtract %blocks.0.attn.qkv.b, %7300 : tensor<576xf32>
    %7302 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x192xf32>
    %7303 = stablehlo.multiply %7302, %7136 : tensor<192x192xf32>
    %7304 = stablehlo.subtract %blocks.0.attn.proj.w, %7303 : tensor<192x192xf32>
    %7305 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7306 = stablehlo.multiply %7305, %4429 : tensor<192xf32>
    %7307 = stablehlo.subtract %blocks.0.attn.proj.b, %7306 : tensor<192xf32>
    %7308 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7309 = stablehlo.multiply %7308, %4448 : tensor<192xf32>
    %7310 = stablehlo.subtract %blocks.0.norm2.g, %7309 : tensor<192xf32>
    %7311 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7312 = stablehlo.multiply %7311, %4467 : tensor<192xf32>
    %7313 = stablehlo.subtract %blocks.0.norm2.b, %7312 : tensor<192xf32>
    %7314 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %7315 = stablehlo.multiply %7314, %7139 : tensor<192x768xf32>
    %7316 = stablehlo.subtract %blocks.0.mlp.fc1.w, %7315 : tensor<192x768xf32>
    %7317 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7318 = stablehlo.multiply %7317, %4505 : tensor<768xf32>
    %7319 = stablehlo.subtract %blocks.0.mlp.fc1.b, %7318 : tensor<768xf32>
    %7320 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %7321 = stablehlo.multiply %7320, %7142 : tensor<768x192xf32>
    %7322 = stablehlo.subtract %blocks.0.mlp.fc2.w, %7321 : tensor<768x192xf32>
    %7323 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7324 = stablehlo.multiply %7323, %4543 : tensor<192xf32>
    %7325 = stablehlo.subtract %blocks.0.mlp.fc2.b, %7324 : tensor<192xf32>
    %7326 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7327 = stablehlo.multiply %7326, %4562 : tensor<192xf32>
    %7328 = stablehlo.subtract %blocks.1.norm1.g, %7327 : tensor<192xf32>
    %7329 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7330 = stablehlo.multiply %7329, %4581 : tensor<192xf32>
    %7331 = stablehlo.subtract %blocks.1.norm1.b, %7330 : tensor<192xf32>
    %7332 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x576xf32>
    %7333 = stablehlo.multiply %7332, %7145 : tensor<192x576xf32>
    %7334 = stablehlo.subtract %blocks.1.attn.qkv.w, %7333 : tensor<192x576xf32>
    %7335 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %7336 = stablehlo.multiply %7335, %4619 : tensor<576xf32>
    %7337 = stablehlo.subtract %blocks.1.attn.qkv.b, %7336 : tensor<576xf32>
    %7338 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x192xf32>
    %7339 = stablehlo.multiply %7338, %7148 : tensor<192x192xf32>
    %7340 = stablehlo.subtract %blocks.1.attn.proj.w, %7339 : tensor<192x192xf32>
    %7341 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7342 = stablehlo.multiply %7341, %4657 : tensor<192xf32>
    %7343 = stablehlo.subtract %blocks.1.attn.proj.b, %7342 : tensor<192xf32>
    %7344 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7345 = stablehlo.multiply %7344, %4676 : tensor<192xf32>
    %7346 = stablehlo.subtract %blocks.1.norm2.g, %7345 : tensor<192xf32>
    %7347 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7348 = stablehlo.multiply %7347, %4695 : tensor<192xf32>
    %7349 = stablehlo.subtract %blocks.1.norm2.b, %7348 : tensor<192xf32>
    %7350 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %7351 = stablehlo.multiply %7350, %7151 : tensor<192x768xf32>
    %7352 = stablehlo.subtract %blocks.1.mlp.fc1.w, %7351 : tensor<192x768xf32>
    %7353 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7354 = stablehlo.multiply %7353, %4733 : tensor<768xf32>
    %7355 = stablehlo.subtract %blocks.1.mlp.fc1.b, %7354 : tensor<768xf32>
    %7356 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %7357 = stablehlo.multiply %7356, %7154 : tensor<768x192xf32>
    %7358 = stablehlo.subtract %blocks.1.mlp.fc2.w, %7357 : tensor<768x192xf32>
    %7359 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7360 = stablehlo.multiply %7359, %4771 : tensor<192xf32>
    %7361 = stablehlo.subtract %blocks.1.mlp.fc2.b, %7360 : tensor<192xf32>
    %7362 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7363 = stablehlo.multiply %7362, %4790 : tensor<192xf32>
    %7364 = stablehlo.subtract %blocks.2.norm1.g, %7363 : tensor<192xf32>
    %7365 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7366 = stablehlo.multiply %7365, %4809 : tensor<192xf32>
    %7367 = stablehlo.subtract %blocks.2.norm1.b, %7366 : tensor<192xf32>
    %7368 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x576xf32>
    %7369 = stablehlo.multiply %7368, %7157 : tensor<192x576xf32>
    %7370 = stablehlo.subtract %blocks.2.attn.qkv.w, %7369 : tensor<192x576xf32>
    %7371 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %7372 = stablehlo.multiply %7371, %4847 : tensor<576xf32>
    %7373 = stablehlo.subtract %blocks.2.attn.qkv.b, %7372 : tensor<576xf32>
    %7374 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x192xf32>
    %7375 = stablehlo.multiply %7374, %7160 : tensor<192x192xf32>
    %7376 = stablehlo.subtract %blocks.2.attn.proj.w, %7375 : tensor<192x192xf32>
    %7377 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7378 = stablehlo.multiply %7377, %4885 : tensor<192xf32>
    %7379 = stablehlo.subtract %blocks.2.attn.proj.b, %7378 : tensor<192xf32>
    %7380 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7381 = stablehlo.multiply %7380, %4904 : tensor<192xf32>
    %7382 = stablehlo.subtract %blocks.2.norm2.g, %7381 : tensor<192xf32>
    %7383 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7384 = stablehlo.multiply %7383, %4923 : tensor<192xf32>
    %7385 = stablehlo.subtract %blocks.2.norm2.b, %7384 : tensor<192xf32>
    %7386 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %7387 = stablehlo.multiply %7386, %7163 : tensor<192x768xf32>
    %7388 = stablehlo.subtract %blocks.2.mlp.fc1.w, %7387 : tensor<192x768xf32>
    %7389 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7390 = stablehlo.multiply %7389, %4961 : tensor<768xf32>
    %7391 = stablehlo.subtract %blocks.2.mlp.fc1.b, %7390 : tensor<768xf32>
    %7392 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %7393 = stablehlo.multiply %7392, %7166 : tensor<768x192xf32>
    %7394 = stablehlo.subtract %blocks.2.mlp.fc2.w, %7393 : tensor<768x192xf32>
    %7395 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7396 = stablehlo.multiply %7395, %4999 : tensor<192xf32>
    %7397 = stablehlo.subtract %blocks.2.mlp.fc2.b, %7396 : tensor<192xf32>
    %7398 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7399 = stablehlo.multiply %7398, %5018 : tensor<192xf32>
    %7400 = stablehlo.subtract %blocks.3.norm1.g, %7399 : tensor<192xf32>
    %7401 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7402 = stablehlo.multiply %7401, %5037 : tensor<192xf32>
    %7403 = stablehlo.subtract %blocks.3.norm1.b, %7402 : tensor<192xf32>
    %7404 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x576xf32>
    %7405 = stablehlo.multiply %7404, %7169 : tensor<192x576xf32>
    %7406 = stablehlo.subtract %blocks.3.attn.qkv.w, %7405 : tensor<192x576xf32>
    %7407 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %7408 = stablehlo.multiply %7407, %5075 : tensor<576xf32>
    %7409 = stablehlo.subtract %blocks.3.attn.qkv.b, %7408 : tensor<576xf32>
    %7410 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x192xf32>
    %7411 = stablehlo.multiply %7410, %7172 : tensor<192x192xf32>
    %7412 = stablehlo.subtract %blocks.3.attn.proj.w, %7411 : tensor<192x192xf32>
    %7413 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7414 = stablehlo.multiply %7413, %5113 : tensor<192xf32>
    %7415 = stablehlo.subtract %blocks.3.attn.proj.b, %7414 : tensor<192xf32>
    %7416 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7417 = stablehlo.multiply %7416, %5132 : tensor<192xf32>
    %7418 = stablehlo.subtract %blocks.3.norm2.g, %7417 : tensor<192xf32>
    %7419 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7420 = stablehlo.multiply %7419, %5151 : tensor<192xf32>
    %7421 = stablehlo.subtract %blocks.3.norm2.b, %7420 : tensor<192xf32>
    %7422 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %7423 = stablehlo.multiply %7422, %7175 : tensor<192x768xf32>
    %7424 = stablehlo.subtract %blocks.3.mlp.fc1.w, %7423 : tensor<192x768xf32>
    %7425 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7426 = stablehlo.multiply %7425, %5189 : tensor<768xf32>
    %7427 = stablehlo.subtract %blocks.3.mlp.fc1.b, %7426 : tensor<768xf32>
    %7428 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %7429 = stablehlo.multiply %7428, %7178 : tensor<768x192xf32>
    %7430 = stablehlo.subtract %blocks.3.mlp.fc2.w, %7429 : tensor<768x192xf32>
    %7431 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7432 = stablehlo.multiply %7431, %5227 : tensor<192xf32>
    %7433 = stablehlo.subtract %blocks.3.mlp.fc2.b, %7432 : tensor<192xf32>
    %7434 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7435 = stablehlo.multiply %7434, %5246 : tensor<192xf32>
    %7436 = stablehlo.subtract %blocks.4.norm1.g, %7435 : tensor<192xf32>
    %7437 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7438 = stablehlo.multiply %7437, %5265 : tensor<192xf32>
    %7439 = stablehlo.subtract %blocks.4.norm1.b, %7438 : tensor<192xf32>
    %7440 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x576xf32>
    %7441 = stablehlo.multiply %7440, %7181 : tensor<192x576xf32>
    %7442 = stablehlo.subtract %blocks.4.attn.qkv.w, %7441 : tensor<192x576xf32>
    %7443 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %7444 = stablehlo.multiply %7443, %5303 : tensor<576xf32>
    %7445 = stablehlo.subtract %blocks.4.attn.qkv.b, %7444 : tensor<576xf32>
    %7446 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x192xf32>
    %7447 = stablehlo.multiply %7446, %7184 : tensor<192x192xf32>
    %7448 = stablehlo.subtract %blocks.4.attn.proj.w, %7447 : tensor<192x192xf32>
    %7449 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7450 = stablehlo.multiply %7449, %5341 : tensor<192xf32>
    %7451 = stablehlo.subtract %blocks.4.attn.proj.b, %7450 : tensor<192xf32>
    %7452 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7453 = stablehlo.multiply %7452, %5360 : tensor<192xf32>
    %7454 = stablehlo.subtract %blocks.4.norm2.g, %7453 : tensor<192xf32>
    %7455 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7456 = stablehlo.multiply %7455, %5379 : tensor<192xf32>
    %7457 = stablehlo.subtract %blocks.4.norm2.b, %7456 : tensor<192xf32>
    %7458 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %7459 = stablehlo.multiply %7458, %7187 : tensor<192x768xf32>
    %7460 = stablehlo.subtract %blocks.4.mlp.fc1.w, %7459 : tensor<192x768xf32>
    %7461 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7462 = stablehlo.multiply %7461, %5417 : tensor<768xf32>
    %7463 = stablehlo.subtract %blocks.4.mlp.fc1.b, %7462 : tensor<768xf32>
    %7464 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %7465 = stablehlo.multiply %7464, %7190 : tensor<768x192xf32>
    %7466 = stablehlo.subtract %blocks.4.mlp.fc2.w, %7465 : tensor<768x192xf32>
    %7467 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7468 = stablehlo.multiply %7467, %5455 : tensor<192xf32>
    %7469 = stablehlo.subtract %blocks.4.mlp.fc2.b, %7468 : tensor<192xf32>
    %7470 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7471 = stablehlo.multiply %7470, %5474 : tensor<192xf32>
    %7472 = stablehlo.subtract %blocks.5.norm1.g, %7471 : tensor<192xf32>
    %7473 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7474 = stablehlo.multiply %7473, %5493 : tensor<192xf32>
    %7475 = stablehlo.subtract %blocks.5.norm1.b, %7474 : tensor<192xf32>
    %7476 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x576xf32>
    %7477 = stablehlo.multiply %7476, %7193 : tensor<192x576xf32>
    %7478 = stablehlo.subtract %blocks.5.attn.qkv.w, %7477 : tensor<192x576xf32>
    %7479 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %7480 = stablehlo.multiply %7479, %5531 : tensor<576xf32>
    %7481 = stablehlo.subtract %blocks.5.attn.qkv.b, %7480 : tensor<576xf32>
    %7482 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x192xf32>
    %7483 = stablehlo.multiply %7482, %7196 : tensor<192x192xf32>
    %7484 = stablehlo.subtract %blocks.5.attn.proj.w, %7483 : tensor<192x192xf32>
    %7485 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7486 = stablehlo.multiply %7485, %5569 : tensor<192xf32>
    %7487 = stablehlo.subtract %blocks.5.attn.proj.b, %7486 : tensor<192xf32>
    %7488 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7489 = stablehlo.multiply %7488, %5588 : tensor<192xf32>
    %7490 = stablehlo.subtract %blocks.5.norm2.g, %7489 : tensor<192xf32>
    %7491 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7492 = stablehlo.multiply %7491, %5607 : tensor<192xf32>
    %7493 = stablehlo.subtract %blocks.5.norm2.b, %7492 : tensor<192xf32>
    %7494 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %7495 = stablehlo.multiply %7494, %7199 : tensor<192x768xf32>
    %7496 = stablehlo.subtract %blocks.5.mlp.fc1.w, %7495 : tensor<192x768xf32>
    %7497 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7498 = stablehlo.multiply %7497, %5645 : tensor<768xf32>
    %7499 = stablehlo.subtract %blocks.5.mlp.fc1.b, %7498 : tensor<768xf32>
    %7500 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %7501 = stablehlo.multiply %7500, %7202 : tensor<768x192xf32>
    %7502 = stablehlo.subtract %blocks.5.mlp.fc2.w, %7501 : tensor<768x192xf32>
    %7503 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7504 = stablehlo.multiply %7503, %5683 : tensor<192xf32>
    %7505 = stablehlo.subtract %blocks.5.mlp.fc2.b, %7504 : tensor<192xf32>
    %7506 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7507 = stablehlo.multiply %7506, %5702 : tensor<192xf32>
    %7508 = stablehlo.subtract %blocks.6.norm1.g, %7507 : tensor<192xf32>
    %7509 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7510 = stablehlo.multiply %7509, %5721 : tensor<192xf32>
    %7511 = stablehlo.subtract %blocks.6.norm1.b, %7510 : tensor<192xf32>
    %7512 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x576xf32>
    %7513 = stablehlo.multiply %7512, %7205 : tensor<192x576xf32>
    %7514 = stablehlo.subtract %blocks.6.attn.qkv.w, %7513 : tensor<192x576xf32>
    %7515 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %7516 = stablehlo.multiply %7515, %5759 : tensor<576xf32>
    %7517 = stablehlo.subtract %blocks.6.attn.qkv.b, %7516 : tensor<576xf32>
    %7518 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x192xf32>
    %7519 = stablehlo.multiply %7518, %7208 : tensor<192x192xf32>
    %7520 = stablehlo.subtract %blocks.6.attn.proj.w, %7519 : tensor<192x192xf32>
    %7521 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7522 = stablehlo.multiply %7521, %5797 : tensor<192xf32>
    %7523 = stablehlo.subtract %blocks.6.attn.proj.b, %7522 : tensor<192xf32>
    %7524 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7525 = stablehlo.multiply %7524, %5816 : tensor<192xf32>
    %7526 = stablehlo.subtract %blocks.6.norm2.g, %7525 : tensor<192xf32>
    %7527 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7528 = stablehlo.multiply %7527, %5835 : tensor<192xf32>
    %7529 = stablehlo.subtract %blocks.6.norm2.b, %7528 : tensor<192xf32>
    %7530 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %7531 = stablehlo.multiply %7530, %7211 : tensor<192x768xf32>
    %7532 = stablehlo.subtract %blocks.6.mlp.fc1.w, %7531 : tensor<192x768xf32>
    %7533 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7534 = stablehlo.multiply %7533, %5873 : tensor<768xf32>
    %7535 = stablehlo.subtract %blocks.6.mlp.fc1.b, %7534 : tensor<768xf32>
    %7536 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %7537 = stablehlo.multiply %7536, %7214 : tensor<768x192xf32>
    %7538 = stablehlo.subtract %blocks.6.mlp.fc2.w, %7537 : tensor<768x192xf32>
    %7539 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7540 = stablehlo.multiply %7539, %5911 : tensor<192xf32>
    %7541 = stablehlo.subtract %blocks.6.mlp.fc2.b, %7540 : tensor<192xf32>
    %7542 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7543 = stablehlo.multiply %7542, %5930 : tensor<192xf32>
    %7544 = stablehlo.subtract %blocks.7.norm1.g, %7543 : tensor<192xf32>
    %7545 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7546 = stablehlo.multiply %7545, %5949 : tensor<192xf32>
    %7547 = stablehlo.subtract %blocks.7.norm1.b, %7546 : tensor<192xf32>
    %7548 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x576xf32>
    %7549 = stablehlo.multiply %7548, %7217 : tensor<192x576xf32>
    %7550 = stablehlo.subtract %blocks.7.attn.qkv.w, %7549 : tensor<192x576xf32>
    %7551 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %7552 = stablehlo.multiply %7551, %5987 : tensor<576xf32>
    %7553 = stablehlo.subtract %blocks.7.attn.qkv.b, %7552 : tensor<576xf32>
    %7554 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x192xf32>
    %7555 = stablehlo.multiply %7554, %7220 : tensor<192x192xf32>
    %7556 = stablehlo.subtract %blocks.7.attn.proj.w, %7555 : tensor<192x192xf32>
    %7557 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7558 = stablehlo.multiply %7557, %6025 : tensor<192xf32>
    %7559 = stablehlo.subtract %blocks.7.attn.proj.b, %7558 : tensor<192xf32>
    %7560 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7561 = stablehlo.multiply %7560, %6044 : tensor<192xf32>
    %7562 = stablehlo.subtract %blocks.7.norm2.g, %7561 : tensor<192xf32>
    %7563 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7564 = stablehlo.multiply %7563, %6063 : tensor<192xf32>
    %7565 = stablehlo.subtract %blocks.7.norm2.b, %7564 : tensor<192xf32>
    %7566 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %7567 = stablehlo.multiply %7566, %7223 : tensor<192x768xf32>
    %7568 = stablehlo.subtract %blocks.7.mlp.fc1.w, %7567 : tensor<192x768xf32>
    %7569 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7570 = stablehlo.multiply %7569, %6101 : tensor<768xf32>
    %7571 = stablehlo.subtract %blocks.7.mlp.fc1.b, %7570 : tensor<768xf32>
    %7572 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %7573 = stablehlo.multiply %7572, %7226 : tensor<768x192xf32>
    %7574 = stablehlo.subtract %blocks.7.mlp.fc2.w, %7573 : tensor<768x192xf32>
    %7575 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7576 = stablehlo.multiply %7575, %6139 : tensor<192xf32>
    %7577 = stablehlo.subtract %blocks.7.mlp.fc2.b, %7576 : tensor<192xf32>
    %7578 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7579 = stablehlo.multiply %7578, %6158 : tensor<192xf32>
    %7580 = stablehlo.subtract %blocks.8.norm1.g, %7579 : tensor<192xf32>
    %7581 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7582 = stablehlo.multiply %7581, %6177 : tensor<192xf32>
    %7583 = stablehlo.subtract %blocks.8.norm1.b, %7582 : tensor<192xf32>
    %7584 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x576xf32>
    %7585 = stablehlo.multiply %7584, %7229 : tensor<192x576xf32>
    %7586 = stablehlo.subtract %blocks.8.attn.qkv.w, %7585 : tensor<192x576xf32>
    %7587 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %7588 = stablehlo.multiply %7587, %6215 : tensor<576xf32>
    %7589 = stablehlo.subtract %blocks.8.attn.qkv.b, %7588 : tensor<576xf32>
    %7590 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x192xf32>
    %7591 = stablehlo.multiply %7590, %7232 : tensor<192x192xf32>
    %7592 = stablehlo.subtract %blocks.8.attn.proj.w, %7591 : tensor<192x192xf32>
    %7593 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7594 = stablehlo.multiply %7593, %6253 : tensor<192xf32>
    %7595 = stablehlo.subtract %blocks.8.attn.proj.b, %7594 : tensor<192xf32>
    %7596 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7597 = stablehlo.multiply %7596, %6272 : tensor<192xf32>
    %7598 = stablehlo.subtract %blocks.8.norm2.g, %7597 : tensor<192xf32>
    %7599 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7600 = stablehlo.multiply %7599, %6291 : tensor<192xf32>
    %7601 = stablehlo.subtract %blocks.8.norm2.b, %7600 : tensor<192xf32>
    %7602 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %7603 = stablehlo.multiply %7602, %7235 : tensor<192x768xf32>
    %7604 = stablehlo.subtract %blocks.8.mlp.fc1.w, %7603 : tensor<192x768xf32>
    %7605 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7606 = stablehlo.multiply %7605, %6329 : tensor<768xf32>
    %7607 = stablehlo.subtract %blocks.8.mlp.fc1.b, %7606 : tensor<768xf32>
    %7608 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %7609 = stablehlo.multiply %7608, %7238 : tensor<768x192xf32>
    %7610 = stablehlo.subtract %blocks.8.mlp.fc2.w, %7609 : tensor<768x192xf32>
    %7611 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7612 = stablehlo.multiply %7611, %6367 : tensor<192xf32>
    %7613 = stablehlo.subtract %blocks.8.mlp.fc2.b, %7612 : tensor<192xf32>
    %7614 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7615 = stablehlo.multiply %7614, %6386 : tensor<192xf32>
    %7616 = stablehlo.subtract %blocks.9.norm1.g, %7615 : tensor<192xf32>
    %7617 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7618 = stablehlo.multiply %7617, %6405 : tensor<192xf32>
    %7619 = stablehlo.subtract %blocks.9.norm1.b, %7618 : tensor<192xf32>
    %7620 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x576xf32>
    %7621 = stablehlo.multiply %7620, %7241 : tensor<192x576xf32>
    %7622 = stablehlo.subtract %blocks.9.attn.qkv.w, %7621 : tensor<192x576xf32>
    %7623 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %7624 = stablehlo.multiply %7623, %6443 : tensor<576xf32>
    %7625 = stablehlo.subtract %blocks.9.attn.qkv.b, %7624 : tensor<576xf32>
    %7626 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x192xf32>
    %7627 = stablehlo.multiply %7626, %7244 : tensor<192x192xf32>
    %7628 = stablehlo.subtract %blocks.9.attn.proj.w, %7627 : tensor<192x192xf32>
    %7629 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7630 = stablehlo.multiply %7629, %6481 : tensor<192xf32>
    %7631 = stablehlo.subtract %blocks.9.attn.proj.b, %7630 : tensor<192xf32>
    %7632 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7633 = stablehlo.multiply %7632, %6500 : tensor<192xf32>
    %7634 = stablehlo.subtract %blocks.9.norm2.g, %7633 : tensor<192xf32>
    %7635 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7636 = stablehlo.multiply %7635, %6519 : tensor<192xf32>
    %7637 = stablehlo.subtract %blocks.9.norm2.b, %7636 : tensor<192xf32>
    %7638 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %7639 = stablehlo.multiply %7638, %7247 : tensor<192x768xf32>
    %7640 = stablehlo.subtract %blocks.9.mlp.fc1.w, %7639 : tensor<192x768xf32>
    %7641 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7642 = stablehlo.multiply %7641, %6557 : tensor<768xf32>
    %7643 = stablehlo.subtract %blocks.9.mlp.fc1.b, %7642 : tensor<768xf32>
    %7644 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %7645 = stablehlo.multiply %7644, %7250 : tensor<768x192xf32>
    %7646 = stablehlo.subtract %blocks.9.mlp.fc2.w, %7645 : tensor<768x192xf32>
    %7647 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7648 = stablehlo.multiply %7647, %6595 : tensor<192xf32>
    %7649 = stablehlo.subtract %blocks.9.mlp.fc2.b, %7648 : tensor<192xf32>
    %7650 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7651 = stablehlo.multiply %7650, %6614 : tensor<192xf32>
    %7652 = stablehlo.subtract %blocks.10.norm1.g, %7651 : tensor<192xf32>
    %7653 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7654 = stablehlo.multiply %7653, %6633 : tensor<192xf32>
    %7655 = stablehlo.subtract %blocks.10.norm1.b, %7654 : tensor<192xf32>
    %7656 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x576xf32>
    %7657 = stablehlo.multiply %7656, %7253 : tensor<192x576xf32>
    %7658 = stablehlo.subtract %blocks.10.attn.qkv.w, %7657 : tensor<192x576xf32>
    %7659 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %7660 = stablehlo.multiply %7659, %6671 : tensor<576xf32>
    %7661 = stablehlo.subtract %blocks.10.attn.qkv.b, %7660 : tensor<576xf32>
    %7662 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x192xf32>
    %7663 = stablehlo.multiply %7662, %7256 : tensor<192x192xf32>
    %7664 = stablehlo.subtract %blocks.10.attn.proj.w, %7663 : tensor<192x192xf32>
    %7665 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7666 = stablehlo.multiply %7665, %6709 : tensor<192xf32>
    %7667 = stablehlo.subtract %blocks.10.attn.proj.b, %7666 : tensor<192xf32>
    %7668 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7669 = stablehlo.multiply %7668, %6728 : tensor<192xf32>
    %7670 = stablehlo.subtract %blocks.10.norm2.g, %7669 : tensor<192xf32>
    %7671 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7672 = stablehlo.multiply %7671, %6747 : tensor<192xf32>
    %7673 = stablehlo.subtract %blocks.10.norm2.b, %7672 : tensor<192xf32>
    %7674 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %7675 = stablehlo.multiply %7674, %7259 : tensor<192x768xf32>
    %7676 = stablehlo.subtract %blocks.10.mlp.fc1.w, %7675 : tensor<192x768xf32>
    %7677 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7678 = stablehlo.multiply %7677, %6785 : tensor<768xf32>
    %7679 = stablehlo.subtract %blocks.10.mlp.fc1.b, %7678 : tensor<768xf32>
    %7680 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %7681 = stablehlo.multiply %7680, %7262 : tensor<768x192xf32>
    %7682 = stablehlo.subtract %blocks.10.mlp.fc2.w, %7681 : tensor<768x192xf32>
    %7683 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7684 = stablehlo.multiply %7683, %6823 : tensor<192xf32>
    %7685 = stablehlo.subtract %blocks.10.mlp.fc2.b, %7684 : tensor<192xf32>
    %7686 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7687 = stablehlo.multiply %7686, %6842 : tensor<192xf32>
    %7688 = stablehlo.subtract %blocks.11.norm1.g, %7687 : tensor<192xf32>
    %7689 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7690 = stablehlo.multiply %7689, %6861 : tensor<192xf32>
    %7691 = stablehlo.subtract %blocks.11.norm1.b, %7690 : tensor<192xf32>
    %7692 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x576xf32>
    %7693 = stablehlo.multiply %7692, %7265 : tensor<192x576xf32>
    %7694 = stablehlo.subtract %blocks.11.attn.qkv.w, %7693 : tensor<192x576xf32>
    %7695 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %7696 = stablehlo.multiply %7695, %6899 : tensor<576xf32>
    %7697 = stablehlo.subtract %blocks.11.attn.qkv.b, %7696 : tensor<576xf32>
    %7698 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x192xf32>
    %7699 = stablehlo.multiply %7698, %7268 : tensor<192x192xf32>
    %7700 = stablehlo.subtract %blocks.11.attn.proj.w, %7699 : tensor<192x192xf32>
    %7701 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7702 = stablehlo.multiply %7701, %6937 : tensor<192xf32>
    %7703 = stablehlo.subtract %blocks.11.attn.proj.b, %7702 : tensor<192xf32>
    %7704 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7705 = stablehlo.multiply %7704, %6956 : tensor<192xf32>
    %7706 = stablehlo.subtract %blocks.11.norm2.g, %7705 : tensor<192xf32>
    %7707 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7708 = stablehlo.multiply %7707, %6975 : tensor<192xf32>
    %7709 = stablehlo.subtract %blocks.11.norm2.b, %7708 : tensor<192xf32>
    %7710 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %7711 = stablehlo.multiply %7710, %7271 : tensor<192x768xf32>
    %7712 = stablehlo.subtract %blocks.11.mlp.fc1.w, %7711 : tensor<192x768xf32>
    %7713 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7714 = stablehlo.multiply %7713, %7013 : tensor<768xf32>
    %7715 = stablehlo.subtract %blocks.11.mlp.fc1.b, %7714 : tensor<768xf32>
    %7716 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %7717 = stablehlo.multiply %7716, %7274 : tensor<768x192xf32>
    %7718 = stablehlo.subtract %blocks.11.mlp.fc2.w, %7717 : tensor<768x192xf32>
    %7719 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7720 = stablehlo.multiply %7719, %7051 : tensor<192xf32>
    %7721 = stablehlo.subtract %blocks.11.mlp.fc2.b, %7720 : tensor<192xf32>
    %7722 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7723 = stablehlo.multiply %7722, %7070 : tensor<192xf32>
    %7724 = stablehlo.subtract %norm.g, %7723 : tensor<192xf32>
    %7725 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7726 = stablehlo.multiply %7725, %7089 : tensor<192xf32>
    %7727 = stablehlo.subtract %norm.b, %7726 : tensor<192xf32>
    %7728 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x1000xf32>
    %7729 = stablehlo.multiply %7728, %7277 : tensor<192x1000xf32>
    %7730 = stablehlo.subtract %head.w, %7729 : tensor<192x1000xf32>
    %7731 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1000xf32>
    %7732 = stablehlo.multiply %7731, %7127 : tensor<1000xf32>
    %7733 = stablehlo.subtract %head.b, %7732 : tensor<1000xf32>
    "func.return"(%7280, %7283, %7286, %7289, %7292, %7295, %7298, %7301, %7304, %7307, %7310, %7313, %7316, %7319, %7322, %7325, %7328, %7331, %7334, %7337, %7340, %7343, %7346, %7349, %7352, %7355, %7358, %7361, %7364, %7367, %7370, %7373, %7376, %7379, %7382, %7385, %7388, %7391, %7394, %7397, %7400, %7403, %7406, %7409, %7412, %7415, %7418, %7421, %7424, %7427, %7430, %7433, %7436, %7439, %7442, %7445, %7448, %7451, %7454, %7457, %7460, %7463, %7466, %7469, %7472, %7475, %7478, %7481, %7484, %7487, %7490, %7493, %7496, %7499, %7502, %7505, %7508, %7511, %7514, %7517, %7520, %7523, %7526, %7529, %7532, %7535, %7538, %7541, %7544, %7547, %7550, %7553, %7556, %7559, %7562, %7565, %7568, %7571, %7574, %7577, %7580, %7583, %7586, %7589, %7592, %7595, %7598, %7601, %7604, %7607, %7610, %7613, %7616, %7619, %7622, %7625, %7628, %7631, %7634, %7637, %7640, %7643, %7646, %7649, %7652, %7655, %7658, %7661, %7664, %7667, %7670, %7673, %7676, %7679, %7682, %7685, %7688, %7691, %7694, %7697, %7700, %7703, %7706, %7709, %7712, %7715, %7718, %7721, %7724, %7727, %7730, %7733, %4244, %4263, %4282, %4301, %4320, %4339, %4358, %4377, %4396, %4415, %4434, %4453, %4472, %4491, %4510, %4529, %4548, %4567, %4586, %4605, %4624, %4643, %4662, %4681, %4700, %4719, %4738, %4757, %4776, %4795, %4814, %4833, %4852, %4871, %4890, %4909, %4928, %4947, %4966, %4985, %5004, %5023, %5042, %5061, %5080, %5099, %5118, %5137, %5156, %5175, %5194, %5213, %5232, %5251, %5270, %5289, %5308, %5327, %5346, %5365, %5384, %5403, %5422, %5441, %5460, %5479, %5498, %5517, %5536, %5555, %5574, %5593, %5612, %5631, %5650, %5669, %5688, %5707, %5726, %5745, %5764, %5783, %5802, %5821, %5840, %5859, %5878, %5897, %5916, %5935, %5954, %5973, %5992, %6011, %6030, %6049, %6068, %6087, %6106, %6125, %6144, %6163, %6182, %6201, %6220, %6239, %6258, %6277, %6296, %6315, %6334, %6353, %6372, %6391, %6410, %6429, %6448, %6467, %6486, %6505, %6524, %6543, %6562, %6581, %6600, %6619, %6638, %6657, %6676, %6695, %6714, %6733, %6752, %6771, %6790, %6809, %6828, %6847, %6866, %6885, %6904, %6923, %6942, %6961, %6980, %6999, %7018, %7037, %7056, %7075, %7094, %7113, %4250, %4269, %4288, %4307, %4326, %4345, %4364, %4383, %4402, %4421, %4440, %4459, %4478, %4497, %4516, %4535, %4554, %4573, %4592, %4611, %4630, %4649, %4668, %4687, %4706, %4725, %4744, %4763, %4782, %4801, %4820, %4839, %4858, %4877, %4896, %4915, %4934, %4953, %4972, %4991, %5010, %5029, %5048, %5067, %5086, %5105, %5124, %5143, %5162, %5181, %5200, %5219, %5238, %5257, %5276, %5295, %5314, %5333, %5352, %5371, %5390, %5409, %5428, %5447, %5466, %5485, %5504, %5523, %5542, %5561, %5580, %5599, %5618, %5637, %5656, %5675, %5694, %5713, %5732, %5751, %5770, %5789, %5808, %5827, %5846, %5865, %5884, %5903, %5922, %5941, %5960, %5979, %5998, %6017, %6036, %6055, %6074, %6093, %6112, %6131, %6150, %6169, %6188, %6207, %6226, %6245, %6264, %6283, %6302, %6321, %6340, %6359, %6378, %6397, %6416, %6435, %6454, %6473, %6492, %6511, %6530, %6549, %6568, %6587, %6606, %6625, %6644, %6663, %6682, %6701, %6720, %6739, %6758, %6777, %6796, %6815, %6834, %6853, %6872, %6891, %6910, %6929, %6948, %6967, %6986, %7005, %7024, %7043, %7062, %7081, %7100, %7119, %2765, %3477) : (tensor<16x16x3x192xf32>, tensor<192xf32>, tensor<1x1x192xf32>, tensor<1x197x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x1000xf32>, tensor<1000xf32>, tensor<16x16x3x192xf32>, tensor<192xf32>, tensor<1x1x192xf32>, tensor<1x197x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x1000xf32>, tensor<1000xf32>, tensor<16x16x3x192xf32>, tensor<192xf32>, tensor<1x1x192xf32>, tensor<1x197x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x1000xf32>, tensor<1000xf32>, tensor<f32>, tensor<f32>) -> ()
  }
}

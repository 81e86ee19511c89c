// hlocert 0.1.0 render: vit_Ti-c1000-i224-b128x8-adamw+wx+clip1.0+drop
// model: ViT-Ti/16  classes: 1000  image: 224  batch per replica: 128  replicas: 8
// variant: adamw+wx+clip1.0+drop  recipe batch: 128 per replica (DeiT's global 1024 = 8 replicas x 128)
// loss: softmax cross-entropy against soft targets, mean over the batch; label smoothing and mixup, if any, are in the host's targets
// data parallel: gradients and loss are the mean over 8 replicas (all-reduce sum ÷ N) before the optimizer
// grad_norm: the global L2 norm of the gradients before clipping (optax.tree.norm of the raw, replica-mean gradients)
// clip: optax clip_by_global_norm at 1.0: g·c/‖g‖ when ‖g‖ ≥ c, else g (no epsilon)
// adam: β1 0.9  β2 0.999  eps 1e-08 (outside the sqrt); m' = β1·m + (1−β1)·g, v' = β2·v + (1−β2)·g², u = (m'/bc1) / (sqrt(v'/bc2) + eps); m, v start at 0
// weight decay: 0.05, decoupled (u + wd·θ, scaled by lr with the update) on parameters of rank ≥ 2 only (none on biases, norm scales/shifts, γ)
// update: θ' = θ − lr·u
// host scalar lr: the learning rate of step t (the host's schedule)
// host scalar bc1: 1 − β1^t = 1 − 0.9^t (bias correction of m, t the 1-based step)
// host scalar bc2: 1 − β2^t = 1 − 0.999^t (bias correction of v)
// arguments: x 128x224x224x3; params (152 tensors, 5,717,416 scalars); m (152 tensors, 5,717,416 scalars); v (152 tensors, 5,717,416 scalars); scalars (lr, bc1, bc2); drop_mask 128x24; targets 128x1000
// results: params' (152 tensors, 5,717,416 scalars); m' (152 tensors, 5,717,416 scalars); v' (152 tensors, 5,717,416 scalars); loss scalar; grad_norm scalar
// aliasing: each of params, m, v is updated in place into its primed result
// content sha256: a8e78382380031ec00d450810fb84865ff20d6a313e89dbd1eed175f2c8512a6
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
    %1181 = "stablehlo.dot_general"(%1094, %1179) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x768xf32>, tensor<128x197x192xf32>) -> tensor<768x192xf32>
    %1182 = stablehlo.constant dense<0.0> : tensor<f32>
    %1183 = "stablehlo.reduce"(%1179, %1182) ({
    ^bb0(%_r83a: tensor<f32>, %_r83b: tensor<f32>):
      %_r83c = stablehlo.add %_r83a, %_r83b : tensor<f32>
      "stablehlo.return"(%_r83c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1184 = stablehlo.constant dense<0.5> : tensor<128x197x768xf32>
    %1185 = stablehlo.multiply %1091, %1184 : tensor<128x197x768xf32>
    %1186 = stablehlo.multiply %1088, %1088 : tensor<128x197x768xf32>
    %1187 = stablehlo.negate %1186 : tensor<128x197x768xf32>
    %1188 = stablehlo.exponential %1187 : tensor<128x197x768xf32>
    %1189 = stablehlo.constant dense<0.3989423> : tensor<128x197x768xf32>
    %1190 = stablehlo.multiply %1188, %1189 : tensor<128x197x768xf32>
    %1191 = stablehlo.multiply %1086, %1190 : tensor<128x197x768xf32>
    %1192 = stablehlo.add %1185, %1191 : tensor<128x197x768xf32>
    %1193 = stablehlo.multiply %1180, %1192 : tensor<128x197x768xf32>
    %1194 = "stablehlo.dot_general"(%1193, %blocks.11.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x768xf32>, tensor<192x768xf32>) -> tensor<128x197x192xf32>
    %1195 = "stablehlo.dot_general"(%1083, %1193) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x192xf32>, tensor<128x197x768xf32>) -> tensor<192x768xf32>
    %1196 = stablehlo.constant dense<0.0> : tensor<f32>
    %1197 = "stablehlo.reduce"(%1193, %1196) ({
    ^bb0(%_r84a: tensor<f32>, %_r84b: tensor<f32>):
      %_r84c = stablehlo.add %_r84a, %_r84b : tensor<f32>
      "stablehlo.return"(%_r84c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1198 = stablehlo.multiply %1194, %1080 : tensor<128x197x192xf32>
    %1199 = stablehlo.constant dense<0.0> : tensor<f32>
    %1200 = "stablehlo.reduce"(%1198, %1199) ({
    ^bb0(%_r85a: tensor<f32>, %_r85b: tensor<f32>):
      %_r85c = stablehlo.add %_r85a, %_r85b : tensor<f32>
      "stablehlo.return"(%_r85c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1201 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %1202 = stablehlo.divide %1200, %1201 : tensor<128x197xf32>
    %1203 = "stablehlo.broadcast_in_dim"(%1202) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %1204 = stablehlo.subtract %1198, %1203 : tensor<128x197x192xf32>
    %1205 = stablehlo.multiply %1198, %1079 : tensor<128x197x192xf32>
    %1206 = stablehlo.constant dense<0.0> : tensor<f32>
    %1207 = "stablehlo.reduce"(%1205, %1206) ({
    ^bb0(%_r86a: tensor<f32>, %_r86b: tensor<f32>):
      %_r86c = stablehlo.add %_r86a, %_r86b : tensor<f32>
      "stablehlo.return"(%_r86c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1208 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %1209 = stablehlo.divide %1207, %1208 : tensor<128x197xf32>
    %1210 = "stablehlo.broadcast_in_dim"(%1209) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %1211 = stablehlo.multiply %1079, %1210 : tensor<128x197x192xf32>
    %1212 = stablehlo.subtract %1204, %1211 : tensor<128x197x192xf32>
    %1213 = stablehlo.multiply %1078, %1212 : tensor<128x197x192xf32>
    %1214 = stablehlo.multiply %1194, %1079 : tensor<128x197x192xf32>
    %1215 = stablehlo.constant dense<0.0> : tensor<f32>
    %1216 = "stablehlo.reduce"(%1214, %1215) ({
    ^bb0(%_r87a: tensor<f32>, %_r87b: tensor<f32>):
      %_r87c = stablehlo.add %_r87a, %_r87b : tensor<f32>
      "stablehlo.return"(%_r87c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1217 = stablehlo.constant dense<0.0> : tensor<f32>
    %1218 = "stablehlo.reduce"(%1194, %1217) ({
    ^bb0(%_r88a: tensor<f32>, %_r88b: tensor<f32>):
      %_r88c = stablehlo.add %_r88a, %_r88b : tensor<f32>
      "stablehlo.return"(%_r88c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1219 = stablehlo.add %1213, %1178 : tensor<128x197x192xf32>
    %1220 = stablehlo.multiply %1219, %1061 : tensor<128x197x192xf32>
    %1221 = "stablehlo.dot_general"(%1220, %blocks.11.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x192xf32>, tensor<192x192xf32>) -> tensor<128x197x192xf32>
    %1222 = "stablehlo.dot_general"(%1056, %1220) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x192xf32>, tensor<128x197x192xf32>) -> tensor<192x192xf32>
    %1223 = stablehlo.constant dense<0.0> : tensor<f32>
    %1224 = "stablehlo.reduce"(%1220, %1223) ({
    ^bb0(%_r89a: tensor<f32>, %_r89b: tensor<f32>):
      %_r89c = stablehlo.add %_r89a, %_r89b : tensor<f32>
      "stablehlo.return"(%_r89c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1225 = "stablehlo.reshape"(%1221) : (tensor<128x197x192xf32>) -> tensor<128x197x3x64xf32>
    %1226 = "stablehlo.transpose"(%1225) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<128x197x3x64xf32>) -> tensor<128x3x197x64xf32>
    %1227 = "stablehlo.dot_general"(%1053, %1226) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<128x3x197x197xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %1228 = "stablehlo.dot_general"(%1226, %1041) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<128x3x197x64xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x197xf32>
    %1229 = stablehlo.multiply %1228, %1053 : tensor<128x3x197x197xf32>
    %1230 = stablehlo.constant dense<0.0> : tensor<f32>
    %1231 = "stablehlo.reduce"(%1229, %1230) ({
    ^bb0(%_r90a: tensor<f32>, %_r90b: tensor<f32>):
      %_r90c = stablehlo.add %_r90a, %_r90b : tensor<f32>
      "stablehlo.return"(%_r90c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x3x197x197xf32>, tensor<f32>) -> tensor<128x3x197xf32>
    %1232 = "stablehlo.broadcast_in_dim"(%1231) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x3x197xf32>) -> tensor<128x3x197x197xf32>
    %1233 = stablehlo.subtract %1228, %1232 : tensor<128x3x197x197xf32>
    %1234 = stablehlo.multiply %1053, %1233 : tensor<128x3x197x197xf32>
    %1235 = "stablehlo.dot_general"(%1234, %1039) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<128x3x197x197xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %1236 = stablehlo.constant dense<0.125> : tensor<128x3x197x64xf32>
    %1237 = stablehlo.multiply %1235, %1236 : tensor<128x3x197x64xf32>
    %1238 = "stablehlo.dot_general"(%1234, %1043) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<128x3x197x197xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %1239 = "stablehlo.reshape"(%1237) : (tensor<128x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %1240 = "stablehlo.reshape"(%1238) : (tensor<128x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %1241 = "stablehlo.reshape"(%1227) : (tensor<128x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %1242 = "stablehlo.concatenate"(%1239, %1240, %1241) {dimension = 1 : i64} : (tensor<128x1x3x197x64xf32>, tensor<128x1x3x197x64xf32>, tensor<128x1x3x197x64xf32>) -> tensor<128x3x3x197x64xf32>
    %1243 = "stablehlo.transpose"(%1242) {permutation = array<i64: 0, 3, 1, 2, 4>} : (tensor<128x3x3x197x64xf32>) -> tensor<128x197x3x3x64xf32>
    %1244 = "stablehlo.reshape"(%1243) : (tensor<128x197x3x3x64xf32>) -> tensor<128x197x576xf32>
    %1245 = "stablehlo.dot_general"(%1244, %blocks.11.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x576xf32>, tensor<192x576xf32>) -> tensor<128x197x192xf32>
    %1246 = "stablehlo.dot_general"(%1030, %1244) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x192xf32>, tensor<128x197x576xf32>) -> tensor<192x576xf32>
    %1247 = stablehlo.constant dense<0.0> : tensor<f32>
    %1248 = "stablehlo.reduce"(%1244, %1247) ({
    ^bb0(%_r91a: tensor<f32>, %_r91b: tensor<f32>):
      %_r91c = stablehlo.add %_r91a, %_r91b : tensor<f32>
      "stablehlo.return"(%_r91c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x576xf32>, tensor<f32>) -> tensor<576xf32>
    %1249 = stablehlo.multiply %1245, %1027 : tensor<128x197x192xf32>
    %1250 = stablehlo.constant dense<0.0> : tensor<f32>
    %1251 = "stablehlo.reduce"(%1249, %1250) ({
    ^bb0(%_r92a: tensor<f32>, %_r92b: tensor<f32>):
      %_r92c = stablehlo.add %_r92a, %_r92b : tensor<f32>
      "stablehlo.return"(%_r92c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1252 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %1253 = stablehlo.divide %1251, %1252 : tensor<128x197xf32>
    %1254 = "stablehlo.broadcast_in_dim"(%1253) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %1255 = stablehlo.subtract %1249, %1254 : tensor<128x197x192xf32>
    %1256 = stablehlo.multiply %1249, %1026 : tensor<128x197x192xf32>
    %1257 = stablehlo.constant dense<0.0> : tensor<f32>
    %1258 = "stablehlo.reduce"(%1256, %1257) ({
    ^bb0(%_r93a: tensor<f32>, %_r93b: tensor<f32>):
      %_r93c = stablehlo.add %_r93a, %_r93b : tensor<f32>
      "stablehlo.return"(%_r93c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1259 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %1260 = stablehlo.divide %1258, %1259 : tensor<128x197xf32>
    %1261 = "stablehlo.broadcast_in_dim"(%1260) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %1262 = stablehlo.multiply %1026, %1261 : tensor<128x197x192xf32>
    %1263 = stablehlo.subtract %1255, %1262 : tensor<128x197x192xf32>
    %1264 = stablehlo.multiply %1025, %1263 : tensor<128x197x192xf32>
    %1265 = stablehlo.multiply %1245, %1026 : tensor<128x197x192xf32>
    %1266 = stablehlo.constant dense<0.0> : tensor<f32>
    %1267 = "stablehlo.reduce"(%1265, %1266) ({
    ^bb0(%_r94a: tensor<f32>, %_r94b: tensor<f32>):
      %_r94c = stablehlo.add %_r94a, %_r94b : tensor<f32>
      "stablehlo.return"(%_r94c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1268 = stablehlo.constant dense<0.0> : tensor<f32>
    %1269 = "stablehlo.reduce"(%1245, %1268) ({
    ^bb0(%_r95a: tensor<f32>, %_r95b: tensor<f32>):
      %_r95c = stablehlo.add %_r95a, %_r95b : tensor<f32>
      "stablehlo.return"(%_r95c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1270 = stablehlo.add %1264, %1219 : tensor<128x197x192xf32>
    %1271 = stablehlo.multiply %1270, %1008 : tensor<128x197x192xf32>
    %1272 = "stablehlo.dot_general"(%1271, %blocks.10.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x192xf32>, tensor<768x192xf32>) -> tensor<128x197x768xf32>
    %1273 = "stablehlo.dot_general"(%1003, %1271) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x768xf32>, tensor<128x197x192xf32>) -> tensor<768x192xf32>
    %1274 = stablehlo.constant dense<0.0> : tensor<f32>
    %1275 = "stablehlo.reduce"(%1271, %1274) ({
    ^bb0(%_r96a: tensor<f32>, %_r96b: tensor<f32>):
      %_r96c = stablehlo.add %_r96a, %_r96b : tensor<f32>
      "stablehlo.return"(%_r96c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1276 = stablehlo.constant dense<0.5> : tensor<128x197x768xf32>
    %1277 = stablehlo.multiply %1000, %1276 : tensor<128x197x768xf32>
    %1278 = stablehlo.multiply %997, %997 : tensor<128x197x768xf32>
    %1279 = stablehlo.negate %1278 : tensor<128x197x768xf32>
    %1280 = stablehlo.exponential %1279 : tensor<128x197x768xf32>
    %1281 = stablehlo.constant dense<0.3989423> : tensor<128x197x768xf32>
    %1282 = stablehlo.multiply %1280, %1281 : tensor<128x197x768xf32>
    %1283 = stablehlo.multiply %995, %1282 : tensor<128x197x768xf32>
    %1284 = stablehlo.add %1277, %1283 : tensor<128x197x768xf32>
    %1285 = stablehlo.multiply %1272, %1284 : tensor<128x197x768xf32>
    %1286 = "stablehlo.dot_general"(%1285, %blocks.10.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x768xf32>, tensor<192x768xf32>) -> tensor<128x197x192xf32>
    %1287 = "stablehlo.dot_general"(%992, %1285) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x192xf32>, tensor<128x197x768xf32>) -> tensor<192x768xf32>
    %1288 = stablehlo.constant dense<0.0> : tensor<f32>
    %1289 = "stablehlo.reduce"(%1285, %1288) ({
    ^bb0(%_r97a: tensor<f32>, %_r97b: tensor<f32>):
      %_r97c = stablehlo.add %_r97a, %_r97b : tensor<f32>
      "stablehlo.return"(%_r97c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1290 = stablehlo.multiply %1286, %989 : tensor<128x197x192xf32>
    %1291 = stablehlo.constant dense<0.0> : tensor<f32>
    %1292 = "stablehlo.reduce"(%1290, %1291) ({
    ^bb0(%_r98a: tensor<f32>, %_r98b: tensor<f32>):
      %_r98c = stablehlo.add %_r98a, %_r98b : tensor<f32>
      "stablehlo.return"(%_r98c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1293 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %1294 = stablehlo.divide %1292, %1293 : tensor<128x197xf32>
    %1295 = "stablehlo.broadcast_in_dim"(%1294) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %1296 = stablehlo.subtract %1290, %1295 : tensor<128x197x192xf32>
    %1297 = stablehlo.multiply %1290, %988 : tensor<128x197x192xf32>
    %1298 = stablehlo.constant dense<0.0> : tensor<f32>
    %1299 = "stablehlo.reduce"(%1297, %1298) ({
    ^bb0(%_r99a: tensor<f32>, %_r99b: tensor<f32>):
      %_r99c = stablehlo.add %_r99a, %_r99b : tensor<f32>
      "stablehlo.return"(%_r99c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1300 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %1301 = stablehlo.divide %1299, %1300 : tensor<128x197xf32>
    %1302 = "stablehlo.broadcast_in_dim"(%1301) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %1303 = stablehlo.multiply %988, %1302 : tensor<128x197x192xf32>
    %1304 = stablehlo.subtract %1296, %1303 : tensor<128x197x192xf32>
    %1305 = stablehlo.multiply %987, %1304 : tensor<128x197x192xf32>
    %1306 = stablehlo.multiply %1286, %988 : tensor<128x197x192xf32>
    %1307 = stablehlo.constant dense<0.0> : tensor<f32>
    %1308 = "stablehlo.reduce"(%1306, %1307) ({
    ^bb0(%_r100a: tensor<f32>, %_r100b: tensor<f32>):
      %_r100c = stablehlo.add %_r100a, %_r100b : tensor<f32>
      "stablehlo.return"(%_r100c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1309 = stablehlo.constant dense<0.0> : tensor<f32>
    %1310 = "stablehlo.reduce"(%1286, %1309) ({
    ^bb0(%_r101a: tensor<f32>, %_r101b: tensor<f32>):
      %_r101c = stablehlo.add %_r101a, %_r101b : tensor<f32>
      "stablehlo.return"(%_r101c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1311 = stablehlo.add %1305, %1270 : tensor<128x197x192xf32>
    %1312 = stablehlo.multiply %1311, %970 : tensor<128x197x192xf32>
    %1313 = "stablehlo.dot_general"(%1312, %blocks.10.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x192xf32>, tensor<192x192xf32>) -> tensor<128x197x192xf32>
    %1314 = "stablehlo.dot_general"(%965, %1312) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x192xf32>, tensor<128x197x192xf32>) -> tensor<192x192xf32>
    %1315 = stablehlo.constant dense<0.0> : tensor<f32>
    %1316 = "stablehlo.reduce"(%1312, %1315) ({
    ^bb0(%_r102a: tensor<f32>, %_r102b: tensor<f32>):
      %_r102c = stablehlo.add %_r102a, %_r102b : tensor<f32>
      "stablehlo.return"(%_r102c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1317 = "stablehlo.reshape"(%1313) : (tensor<128x197x192xf32>) -> tensor<128x197x3x64xf32>
    %1318 = "stablehlo.transpose"(%1317) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<128x197x3x64xf32>) -> tensor<128x3x197x64xf32>
    %1319 = "stablehlo.dot_general"(%962, %1318) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<128x3x197x197xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %1320 = "stablehlo.dot_general"(%1318, %950) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<128x3x197x64xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x197xf32>
    %1321 = stablehlo.multiply %1320, %962 : tensor<128x3x197x197xf32>
    %1322 = stablehlo.constant dense<0.0> : tensor<f32>
    %1323 = "stablehlo.reduce"(%1321, %1322) ({
    ^bb0(%_r103a: tensor<f32>, %_r103b: tensor<f32>):
      %_r103c = stablehlo.add %_r103a, %_r103b : tensor<f32>
      "stablehlo.return"(%_r103c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x3x197x197xf32>, tensor<f32>) -> tensor<128x3x197xf32>
    %1324 = "stablehlo.broadcast_in_dim"(%1323) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x3x197xf32>) -> tensor<128x3x197x197xf32>
    %1325 = stablehlo.subtract %1320, %1324 : tensor<128x3x197x197xf32>
    %1326 = stablehlo.multiply %962, %1325 : tensor<128x3x197x197xf32>
    %1327 = "stablehlo.dot_general"(%1326, %948) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<128x3x197x197xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %1328 = stablehlo.constant dense<0.125> : tensor<128x3x197x64xf32>
    %1329 = stablehlo.multiply %1327, %1328 : tensor<128x3x197x64xf32>
    %1330 = "stablehlo.dot_general"(%1326, %952) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<128x3x197x197xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %1331 = "stablehlo.reshape"(%1329) : (tensor<128x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %1332 = "stablehlo.reshape"(%1330) : (tensor<128x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %1333 = "stablehlo.reshape"(%1319) : (tensor<128x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %1334 = "stablehlo.concatenate"(%1331, %1332, %1333) {dimension = 1 : i64} : (tensor<128x1x3x197x64xf32>, tensor<128x1x3x197x64xf32>, tensor<128x1x3x197x64xf32>) -> tensor<128x3x3x197x64xf32>
    %1335 = "stablehlo.transpose"(%1334) {permutation = array<i64: 0, 3, 1, 2, 4>} : (tensor<128x3x3x197x64xf32>) -> tensor<128x197x3x3x64xf32>
    %1336 = "stablehlo.reshape"(%1335) : (tensor<128x197x3x3x64xf32>) -> tensor<128x197x576xf32>
    %1337 = "stablehlo.dot_general"(%1336, %blocks.10.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x576xf32>, tensor<192x576xf32>) -> tensor<128x197x192xf32>
    %1338 = "stablehlo.dot_general"(%939, %1336) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x192xf32>, tensor<128x197x576xf32>) -> tensor<192x576xf32>
    %1339 = stablehlo.constant dense<0.0> : tensor<f32>
    %1340 = "stablehlo.reduce"(%1336, %1339) ({
    ^bb0(%_r104a: tensor<f32>, %_r104b: tensor<f32>):
      %_r104c = stablehlo.add %_r104a, %_r104b : tensor<f32>
      "stablehlo.return"(%_r104c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x576xf32>, tensor<f32>) -> tensor<576xf32>
    %1341 = stablehlo.multiply %1337, %936 : tensor<128x197x192xf32>
    %1342 = stablehlo.constant dense<0.0> : tensor<f32>
    %1343 = "stablehlo.reduce"(%1341, %1342) ({
    ^bb0(%_r105a: tensor<f32>, %_r105b: tensor<f32>):
      %_r105c = stablehlo.add %_r105a, %_r105b : tensor<f32>
      "stablehlo.return"(%_r105c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1344 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %1345 = stablehlo.divide %1343, %1344 : tensor<128x197xf32>
    %1346 = "stablehlo.broadcast_in_dim"(%1345) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %1347 = stablehlo.subtract %1341, %1346 : tensor<128x197x192xf32>
    %1348 = stablehlo.multiply %1341, %935 : tensor<128x197x192xf32>
    %1349 = stablehlo.constant dense<0.0> : tensor<f32>
    %1350 = "stablehlo.reduce"(%1348, %1349) ({
    ^bb0(%_r106a: tensor<f32>, %_r106b: tensor<f32>):
      %_r106c = stablehlo.add %_r106a, %_r106b : tensor<f32>
      "stablehlo.return"(%_r106c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1351 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %1352 = stablehlo.divide %1350, %1351 : tensor<128x197xf32>
    %1353 = "stablehlo.broadcast_in_dim"(%1352) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %1354 = stablehlo.multiply %935, %1353 : tensor<128x197x192xf32>
    %1355 = stablehlo.subtract %1347, %1354 : tensor<128x197x192xf32>
    %1356 = stablehlo.multiply %934, %1355 : tensor<128x197x192xf32>
    %1357 = stablehlo.multiply %1337, %935 : tensor<128x197x192xf32>
    %1358 = stablehlo.constant dense<0.0> : tensor<f32>
    %1359 = "stablehlo.reduce"(%1357, %1358) ({
    ^bb0(%_r107a: tensor<f32>, %_r107b: tensor<f32>):
      %_r107c = stablehlo.add %_r107a, %_r107b : tensor<f32>
      "stablehlo.return"(%_r107c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1360 = stablehlo.constant dense<0.0> : tensor<f32>
    %1361 = "stablehlo.reduce"(%1337, %1360) ({
    ^bb0(%_r108a: tensor<f32>, %_r108b: tensor<f32>):
      %_r108c = stablehlo.add %_r108a, %_r108b : tensor<f32>
      "stablehlo.return"(%_r108c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1362 = stablehlo.add %1356, %1311 : tensor<128x197x192xf32>
    %1363 = stablehlo.multiply %1362, %917 : tensor<128x197x192xf32>
    %1364 = "stablehlo.dot_general"(%1363, %blocks.9.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x192xf32>, tensor<768x192xf32>) -> tensor<128x197x768xf32>
    %1365 = "stablehlo.dot_general"(%912, %1363) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x768xf32>, tensor<128x197x192xf32>) -> tensor<768x192xf32>
    %1366 = stablehlo.constant dense<0.0> : tensor<f32>
    %1367 = "stablehlo.reduce"(%1363, %1366) ({
    ^bb0(%_r109a: tensor<f32>, %_r109b: tensor<f32>):
      %_r109c = stablehlo.add %_r109a, %_r109b : tensor<f32>
      "stablehlo.return"(%_r109c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1368 = stablehlo.constant dense<0.5> : tensor<128x197x768xf32>
    %1369 = stablehlo.multiply %909, %1368 : tensor<128x197x768xf32>
    %1370 = stablehlo.multiply %906, %906 : tensor<128x197x768xf32>
    %1371 = stablehlo.negate %1370 : tensor<128x197x768xf32>
    %1372 = stablehlo.exponential %1371 : tensor<128x197x768xf32>
    %1373 = stablehlo.constant dense<0.3989423> : tensor<128x197x768xf32>
    %1374 = stablehlo.multiply %1372, %1373 : tensor<128x197x768xf32>
    %1375 = stablehlo.multiply %904, %1374 : tensor<128x197x768xf32>
    %1376 = stablehlo.add %1369, %1375 : tensor<128x197x768xf32>
    %1377 = stablehlo.multiply %1364, %1376 : tensor<128x197x768xf32>
    %1378 = "stablehlo.dot_general"(%1377, %blocks.9.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x768xf32>, tensor<192x768xf32>) -> tensor<128x197x192xf32>
    %1379 = "stablehlo.dot_general"(%901, %1377) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x192xf32>, tensor<128x197x768xf32>) -> tensor<192x768xf32>
    %1380 = stablehlo.constant dense<0.0> : tensor<f32>
    %1381 = "stablehlo.reduce"(%1377, %1380) ({
    ^bb0(%_r110a: tensor<f32>, %_r110b: tensor<f32>):
      %_r110c = stablehlo.add %_r110a, %_r110b : tensor<f32>
      "stablehlo.return"(%_r110c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1382 = stablehlo.multiply %1378, %898 : tensor<128x197x192xf32>
    %1383 = stablehlo.constant dense<0.0> : tensor<f32>
    %1384 = "stablehlo.reduce"(%1382, %1383) ({
    ^bb0(%_r111a: tensor<f32>, %_r111b: tensor<f32>):
      %_r111c = stablehlo.add %_r111a, %_r111b : tensor<f32>
      "stablehlo.return"(%_r111c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1385 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %1386 = stablehlo.divide %1384, %1385 : tensor<128x197xf32>
    %1387 = "stablehlo.broadcast_in_dim"(%1386) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %1388 = stablehlo.subtract %1382, %1387 : tensor<128x197x192xf32>
    %1389 = stablehlo.multiply %1382, %897 : tensor<128x197x192xf32>
    %1390 = stablehlo.constant dense<0.0> : tensor<f32>
    %1391 = "stablehlo.reduce"(%1389, %1390) ({
    ^bb0(%_r112a: tensor<f32>, %_r112b: tensor<f32>):
      %_r112c = stablehlo.add %_r112a, %_r112b : tensor<f32>
      "stablehlo.return"(%_r112c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1392 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %1393 = stablehlo.divide %1391, %1392 : tensor<128x197xf32>
    %1394 = "stablehlo.broadcast_in_dim"(%1393) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %1395 = stablehlo.multiply %897, %1394 : tensor<128x197x192xf32>
    %1396 = stablehlo.subtract %1388, %1395 : tensor<128x197x192xf32>
    %1397 = stablehlo.multiply %896, %1396 : tensor<128x197x192xf32>
    %1398 = stablehlo.multiply %1378, %897 : tensor<128x197x192xf32>
    %1399 = stablehlo.constant dense<0.0> : tensor<f32>
    %1400 = "stablehlo.reduce"(%1398, %1399) ({
    ^bb0(%_r113a: tensor<f32>, %_r113b: tensor<f32>):
      %_r113c = stablehlo.add %_r113a, %_r113b : tensor<f32>
      "stablehlo.return"(%_r113c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1401 = stablehlo.constant dense<0.0> : tensor<f32>
    %1402 = "stablehlo.reduce"(%1378, %1401) ({
    ^bb0(%_r114a: tensor<f32>, %_r114b: tensor<f32>):
      %_r114c = stablehlo.add %_r114a, %_r114b : tensor<f32>
      "stablehlo.return"(%_r114c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1403 = stablehlo.add %1397, %1362 : tensor<128x197x192xf32>
    %1404 = stablehlo.multiply %1403, %879 : tensor<128x197x192xf32>
    %1405 = "stablehlo.dot_general"(%1404, %blocks.9.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x192xf32>, tensor<192x192xf32>) -> tensor<128x197x192xf32>
    %1406 = "stablehlo.dot_general"(%874, %1404) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x192xf32>, tensor<128x197x192xf32>) -> tensor<192x192xf32>
    %1407 = stablehlo.constant dense<0.0> : tensor<f32>
    %1408 = "stablehlo.reduce"(%1404, %1407) ({
    ^bb0(%_r115a: tensor<f32>, %_r115b: tensor<f32>):
      %_r115c = stablehlo.add %_r115a, %_r115b : tensor<f32>
      "stablehlo.return"(%_r115c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1409 = "stablehlo.reshape"(%1405) : (tensor<128x197x192xf32>) -> tensor<128x197x3x64xf32>
    %1410 = "stablehlo.transpose"(%1409) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<128x197x3x64xf32>) -> tensor<128x3x197x64xf32>
    %1411 = "stablehlo.dot_general"(%871, %1410) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<128x3x197x197xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %1412 = "stablehlo.dot_general"(%1410, %859) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<128x3x197x64xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x197xf32>
    %1413 = stablehlo.multiply %1412, %871 : tensor<128x3x197x197xf32>
    %1414 = stablehlo.constant dense<0.0> : tensor<f32>
    %1415 = "stablehlo.reduce"(%1413, %1414) ({
    ^bb0(%_r116a: tensor<f32>, %_r116b: tensor<f32>):
      %_r116c = stablehlo.add %_r116a, %_r116b : tensor<f32>
      "stablehlo.return"(%_r116c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x3x197x197xf32>, tensor<f32>) -> tensor<128x3x197xf32>
    %1416 = "stablehlo.broadcast_in_dim"(%1415) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x3x197xf32>) -> tensor<128x3x197x197xf32>
    %1417 = stablehlo.subtract %1412, %1416 : tensor<128x3x197x197xf32>
    %1418 = stablehlo.multiply %871, %1417 : tensor<128x3x197x197xf32>
    %1419 = "stablehlo.dot_general"(%1418, %857) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<128x3x197x197xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %1420 = stablehlo.constant dense<0.125> : tensor<128x3x197x64xf32>
    %1421 = stablehlo.multiply %1419, %1420 : tensor<128x3x197x64xf32>
    %1422 = "stablehlo.dot_general"(%1418, %861) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<128x3x197x197xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %1423 = "stablehlo.reshape"(%1421) : (tensor<128x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %1424 = "stablehlo.reshape"(%1422) : (tensor<128x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %1425 = "stablehlo.reshape"(%1411) : (tensor<128x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %1426 = "stablehlo.concatenate"(%1423, %1424, %1425) {dimension = 1 : i64} : (tensor<128x1x3x197x64xf32>, tensor<128x1x3x197x64xf32>, tensor<128x1x3x197x64xf32>) -> tensor<128x3x3x197x64xf32>
    %1427 = "stablehlo.transpose"(%1426) {permutation = array<i64: 0, 3, 1, 2, 4>} : (tensor<128x3x3x197x64xf32>) -> tensor<128x197x3x3x64xf32>
    %1428 = "stablehlo.reshape"(%1427) : (tensor<128x197x3x3x64xf32>) -> tensor<128x197x576xf32>
    %1429 = "stablehlo.dot_general"(%1428, %blocks.9.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x576xf32>, tensor<192x576xf32>) -> tensor<128x197x192xf32>
    %1430 = "stablehlo.dot_general"(%848, %1428) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x192xf32>, tensor<128x197x576xf32>) -> tensor<192x576xf32>
    %1431 = stablehlo.constant dense<0.0> : tensor<f32>
    %1432 = "stablehlo.reduce"(%1428, %1431) ({
    ^bb0(%_r117a: tensor<f32>, %_r117b: tensor<f32>):
      %_r117c = stablehlo.add %_r117a, %_r117b : tensor<f32>
      "stablehlo.return"(%_r117c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x576xf32>, tensor<f32>) -> tensor<576xf32>
    %1433 = stablehlo.multiply %1429, %845 : tensor<128x197x192xf32>
    %1434 = stablehlo.constant dense<0.0> : tensor<f32>
    %1435 = "stablehlo.reduce"(%1433, %1434) ({
    ^bb0(%_r118a: tensor<f32>, %_r118b: tensor<f32>):
      %_r118c = stablehlo.add %_r118a, %_r118b : tensor<f32>
      "stablehlo.return"(%_r118c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1436 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %1437 = stablehlo.divide %1435, %1436 : tensor<128x197xf32>
    %1438 = "stablehlo.broadcast_in_dim"(%1437) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %1439 = stablehlo.subtract %1433, %1438 : tensor<128x197x192xf32>
    %1440 = stablehlo.multiply %1433, %844 : tensor<128x197x192xf32>
    %1441 = stablehlo.constant dense<0.0> : tensor<f32>
    %1442 = "stablehlo.reduce"(%1440, %1441) ({
    ^bb0(%_r119a: tensor<f32>, %_r119b: tensor<f32>):
      %_r119c = stablehlo.add %_r119a, %_r119b : tensor<f32>
      "stablehlo.return"(%_r119c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1443 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %1444 = stablehlo.divide %1442, %1443 : tensor<128x197xf32>
    %1445 = "stablehlo.broadcast_in_dim"(%1444) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %1446 = stablehlo.multiply %844, %1445 : tensor<128x197x192xf32>
    %1447 = stablehlo.subtract %1439, %1446 : tensor<128x197x192xf32>
    %1448 = stablehlo.multiply %843, %1447 : tensor<128x197x192xf32>
    %1449 = stablehlo.multiply %1429, %844 : tensor<128x197x192xf32>
    %1450 = stablehlo.constant dense<0.0> : tensor<f32>
    %1451 = "stablehlo.reduce"(%1449, %1450) ({
    ^bb0(%_r120a: tensor<f32>, %_r120b: tensor<f32>):
      %_r120c = stablehlo.add %_r120a, %_r120b : tensor<f32>
      "stablehlo.return"(%_r120c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1452 = stablehlo.constant dense<0.0> : tensor<f32>
    %1453 = "stablehlo.reduce"(%1429, %1452) ({
    ^bb0(%_r121a: tensor<f32>, %_r121b: tensor<f32>):
      %_r121c = stablehlo.add %_r121a, %_r121b : tensor<f32>
      "stablehlo.return"(%_r121c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1454 = stablehlo.add %1448, %1403 : tensor<128x197x192xf32>
    %1455 = stablehlo.multiply %1454, %826 : tensor<128x197x192xf32>
    %1456 = "stablehlo.dot_general"(%1455, %blocks.8.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x192xf32>, tensor<768x192xf32>) -> tensor<128x197x768xf32>
    %1457 = "stablehlo.dot_general"(%821, %1455) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x768xf32>, tensor<128x197x192xf32>) -> tensor<768x192xf32>
    %1458 = stablehlo.constant dense<0.0> : tensor<f32>
    %1459 = "stablehlo.reduce"(%1455, %1458) ({
    ^bb0(%_r122a: tensor<f32>, %_r122b: tensor<f32>):
      %_r122c = stablehlo.add %_r122a, %_r122b : tensor<f32>
      "stablehlo.return"(%_r122c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1460 = stablehlo.constant dense<0.5> : tensor<128x197x768xf32>
    %1461 = stablehlo.multiply %818, %1460 : tensor<128x197x768xf32>
    %1462 = stablehlo.multiply %815, %815 : tensor<128x197x768xf32>
    %1463 = stablehlo.negate %1462 : tensor<128x197x768xf32>
    %1464 = stablehlo.exponential %1463 : tensor<128x197x768xf32>
    %1465 = stablehlo.constant dense<0.3989423> : tensor<128x197x768xf32>
    %1466 = stablehlo.multiply %1464, %1465 : tensor<128x197x768xf32>
    %1467 = stablehlo.multiply %813, %1466 : tensor<128x197x768xf32>
    %1468 = stablehlo.add %1461, %1467 : tensor<128x197x768xf32>
    %1469 = stablehlo.multiply %1456, %1468 : tensor<128x197x768xf32>
    %1470 = "stablehlo.dot_general"(%1469, %blocks.8.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x768xf32>, tensor<192x768xf32>) -> tensor<128x197x192xf32>
    %1471 = "stablehlo.dot_general"(%810, %1469) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x192xf32>, tensor<128x197x768xf32>) -> tensor<192x768xf32>
    %1472 = stablehlo.constant dense<0.0> : tensor<f32>
    %1473 = "stablehlo.reduce"(%1469, %1472) ({
    ^bb0(%_r123a: tensor<f32>, %_r123b: tensor<f32>):
      %_r123c = stablehlo.add %_r123a, %_r123b : tensor<f32>
      "stablehlo.return"(%_r123c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1474 = stablehlo.multiply %1470, %807 : tensor<128x197x192xf32>
    %1475 = stablehlo.constant dense<0.0> : tensor<f32>
    %1476 = "stablehlo.reduce"(%1474, %1475) ({
    ^bb0(%_r124a: tensor<f32>, %_r124b: tensor<f32>):
      %_r124c = stablehlo.add %_r124a, %_r124b : tensor<f32>
      "stablehlo.return"(%_r124c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1477 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %1478 = stablehlo.divide %1476, %1477 : tensor<128x197xf32>
    %1479 = "stablehlo.broadcast_in_dim"(%1478) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %1480 = stablehlo.subtract %1474, %1479 : tensor<128x197x192xf32>
    %1481 = stablehlo.multiply %1474, %806 : tensor<128x197x192xf32>
    %1482 = stablehlo.constant dense<0.0> : tensor<f32>
    %1483 = "stablehlo.reduce"(%1481, %1482) ({
    ^bb0(%_r125a: tensor<f32>, %_r125b: tensor<f32>):
      %_r125c = stablehlo.add %_r125a, %_r125b : tensor<f32>
      "stablehlo.return"(%_r125c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1484 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %1485 = stablehlo.divide %1483, %1484 : tensor<128x197xf32>
    %1486 = "stablehlo.broadcast_in_dim"(%1485) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %1487 = stablehlo.multiply %806, %1486 : tensor<128x197x192xf32>
    %1488 = stablehlo.subtract %1480, %1487 : tensor<128x197x192xf32>
    %1489 = stablehlo.multiply %805, %1488 : tensor<128x197x192xf32>
    %1490 = stablehlo.multiply %1470, %806 : tensor<128x197x192xf32>
    %1491 = stablehlo.constant dense<0.0> : tensor<f32>
    %1492 = "stablehlo.reduce"(%1490, %1491) ({
    ^bb0(%_r126a: tensor<f32>, %_r126b: tensor<f32>):
      %_r126c = stablehlo.add %_r126a, %_r126b : tensor<f32>
      "stablehlo.return"(%_r126c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1493 = stablehlo.constant dense<0.0> : tensor<f32>
    %1494 = "stablehlo.reduce"(%1470, %1493) ({
    ^bb0(%_r127a: tensor<f32>, %_r127b: tensor<f32>):
      %_r127c = stablehlo.add %_r127a, %_r127b : tensor<f32>
      "stablehlo.return"(%_r127c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1495 = stablehlo.add %1489, %1454 : tensor<128x197x192xf32>
    %1496 = stablehlo.multiply %1495, %788 : tensor<128x197x192xf32>
    %1497 = "stablehlo.dot_general"(%1496, %blocks.8.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x192xf32>, tensor<192x192xf32>) -> tensor<128x197x192xf32>
    %1498 = "stablehlo.dot_general"(%783, %1496) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x192xf32>, tensor<128x197x192xf32>) -> tensor<192x192xf32>
    %1499 = stablehlo.constant dense<0.0> : tensor<f32>
    %1500 = "stablehlo.reduce"(%1496, %1499) ({
    ^bb0(%_r128a: tensor<f32>, %_r128b: tensor<f32>):
      %_r128c = stablehlo.add %_r128a, %_r128b : tensor<f32>
      "stablehlo.return"(%_r128c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1501 = "stablehlo.reshape"(%1497) : (tensor<128x197x192xf32>) -> tensor<128x197x3x64xf32>
    %1502 = "stablehlo.transpose"(%1501) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<128x197x3x64xf32>) -> tensor<128x3x197x64xf32>
    %1503 = "stablehlo.dot_general"(%780, %1502) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<128x3x197x197xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %1504 = "stablehlo.dot_general"(%1502, %768) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<128x3x197x64xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x197xf32>
    %1505 = stablehlo.multiply %1504, %780 : tensor<128x3x197x197xf32>
    %1506 = stablehlo.constant dense<0.0> : tensor<f32>
    %1507 = "stablehlo.reduce"(%1505, %1506) ({
    ^bb0(%_r129a: tensor<f32>, %_r129b: tensor<f32>):
      %_r129c = stablehlo.add %_r129a, %_r129b : tensor<f32>
      "stablehlo.return"(%_r129c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x3x197x197xf32>, tensor<f32>) -> tensor<128x3x197xf32>
    %1508 = "stablehlo.broadcast_in_dim"(%1507) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x3x197xf32>) -> tensor<128x3x197x197xf32>
    %1509 = stablehlo.subtract %1504, %1508 : tensor<128x3x197x197xf32>
    %1510 = stablehlo.multiply %780, %1509 : tensor<128x3x197x197xf32>
    %1511 = "stablehlo.dot_general"(%1510, %766) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<128x3x197x197xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %1512 = stablehlo.constant dense<0.125> : tensor<128x3x197x64xf32>
    %1513 = stablehlo.multiply %1511, %1512 : tensor<128x3x197x64xf32>
    %1514 = "stablehlo.dot_general"(%1510, %770) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<128x3x197x197xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %1515 = "stablehlo.reshape"(%1513) : (tensor<128x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %1516 = "stablehlo.reshape"(%1514) : (tensor<128x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %1517 = "stablehlo.reshape"(%1503) : (tensor<128x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %1518 = "stablehlo.concatenate"(%1515, %1516, %1517) {dimension = 1 : i64} : (tensor<128x1x3x197x64xf32>, tensor<128x1x3x197x64xf32>, tensor<128x1x3x197x64xf32>) -> tensor<128x3x3x197x64xf32>
    %1519 = "stablehlo.transpose"(%1518) {permutation = array<i64: 0, 3, 1, 2, 4>} : (tensor<128x3x3x197x64xf32>) -> tensor<128x197x3x3x64xf32>
    %1520 = "stablehlo.reshape"(%1519) : (tensor<128x197x3x3x64xf32>) -> tensor<128x197x576xf32>
    %1521 = "stablehlo.dot_general"(%1520, %blocks.8.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x576xf32>, tensor<192x576xf32>) -> tensor<128x197x192xf32>
    %1522 = "stablehlo.dot_general"(%757, %1520) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x192xf32>, tensor<128x197x576xf32>) -> tensor<192x576xf32>
    %1523 = stablehlo.constant dense<0.0> : tensor<f32>
    %1524 = "stablehlo.reduce"(%1520, %1523) ({
    ^bb0(%_r130a: tensor<f32>, %_r130b: tensor<f32>):
      %_r130c = stablehlo.add %_r130a, %_r130b : tensor<f32>
      "stablehlo.return"(%_r130c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x576xf32>, tensor<f32>) -> tensor<576xf32>
    %1525 = stablehlo.multiply %1521, %754 : tensor<128x197x192xf32>
    %1526 = stablehlo.constant dense<0.0> : tensor<f32>
    %1527 = "stablehlo.reduce"(%1525, %1526) ({
    ^bb0(%_r131a: tensor<f32>, %_r131b: tensor<f32>):
      %_r131c = stablehlo.add %_r131a, %_r131b : tensor<f32>
      "stablehlo.return"(%_r131c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1528 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %1529 = stablehlo.divide %1527, %1528 : tensor<128x197xf32>
    %1530 = "stablehlo.broadcast_in_dim"(%1529) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %1531 = stablehlo.subtract %1525, %1530 : tensor<128x197x192xf32>
    %1532 = stablehlo.multiply %1525, %753 : tensor<128x197x192xf32>
    %1533 = stablehlo.constant dense<0.0> : tensor<f32>
    %1534 = "stablehlo.reduce"(%1532, %1533) ({
    ^bb0(%_r132a: tensor<f32>, %_r132b: tensor<f32>):
      %_r132c = stablehlo.add %_r132a, %_r132b : tensor<f32>
      "stablehlo.return"(%_r132c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1535 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %1536 = stablehlo.divide %1534, %1535 : tensor<128x197xf32>
    %1537 = "stablehlo.broadcast_in_dim"(%1536) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %1538 = stablehlo.multiply %753, %1537 : tensor<128x197x192xf32>
    %1539 = stablehlo.subtract %1531, %1538 : tensor<128x197x192xf32>
    %1540 = stablehlo.multiply %752, %1539 : tensor<128x197x192xf32>
    %1541 = stablehlo.multiply %1521, %753 : tensor<128x197x192xf32>
    %1542 = stablehlo.constant dense<0.0> : tensor<f32>
    %1543 = "stablehlo.reduce"(%1541, %1542) ({
    ^bb0(%_r133a: tensor<f32>, %_r133b: tensor<f32>):
      %_r133c = stablehlo.add %_r133a, %_r133b : tensor<f32>
      "stablehlo.return"(%_r133c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1544 = stablehlo.constant dense<0.0> : tensor<f32>
    %1545 = "stablehlo.reduce"(%1521, %1544) ({
    ^bb0(%_r134a: tensor<f32>, %_r134b: tensor<f32>):
      %_r134c = stablehlo.add %_r134a, %_r134b : tensor<f32>
      "stablehlo.return"(%_r134c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1546 = stablehlo.add %1540, %1495 : tensor<128x197x192xf32>
    %1547 = stablehlo.multiply %1546, %735 : tensor<128x197x192xf32>
    %1548 = "stablehlo.dot_general"(%1547, %blocks.7.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x192xf32>, tensor<768x192xf32>) -> tensor<128x197x768xf32>
    %1549 = "stablehlo.dot_general"(%730, %1547) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x768xf32>, tensor<128x197x192xf32>) -> tensor<768x192xf32>
    %1550 = stablehlo.constant dense<0.0> : tensor<f32>
    %1551 = "stablehlo.reduce"(%1547, %1550) ({
    ^bb0(%_r135a: tensor<f32>, %_r135b: tensor<f32>):
      %_r135c = stablehlo.add %_r135a, %_r135b : tensor<f32>
      "stablehlo.return"(%_r135c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1552 = stablehlo.constant dense<0.5> : tensor<128x197x768xf32>
    %1553 = stablehlo.multiply %727, %1552 : tensor<128x197x768xf32>
    %1554 = stablehlo.multiply %724, %724 : tensor<128x197x768xf32>
    %1555 = stablehlo.negate %1554 : tensor<128x197x768xf32>
    %1556 = stablehlo.exponential %1555 : tensor<128x197x768xf32>
    %1557 = stablehlo.constant dense<0.3989423> : tensor<128x197x768xf32>
    %1558 = stablehlo.multiply %1556, %1557 : tensor<128x197x768xf32>
    %1559 = stablehlo.multiply %722, %1558 : tensor<128x197x768xf32>
    %1560 = stablehlo.add %1553, %1559 : tensor<128x197x768xf32>
    %1561 = stablehlo.multiply %1548, %1560 : tensor<128x197x768xf32>
    %1562 = "stablehlo.dot_general"(%1561, %blocks.7.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x768xf32>, tensor<192x768xf32>) -> tensor<128x197x192xf32>
    %1563 = "stablehlo.dot_general"(%719, %1561) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x192xf32>, tensor<128x197x768xf32>) -> tensor<192x768xf32>
    %1564 = stablehlo.constant dense<0.0> : tensor<f32>
    %1565 = "stablehlo.reduce"(%1561, %1564) ({
    ^bb0(%_r136a: tensor<f32>, %_r136b: tensor<f32>):
      %_r136c = stablehlo.add %_r136a, %_r136b : tensor<f32>
      "stablehlo.return"(%_r136c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1566 = stablehlo.multiply %1562, %716 : tensor<128x197x192xf32>
    %1567 = stablehlo.constant dense<0.0> : tensor<f32>
    %1568 = "stablehlo.reduce"(%1566, %1567) ({
    ^bb0(%_r137a: tensor<f32>, %_r137b: tensor<f32>):
      %_r137c = stablehlo.add %_r137a, %_r137b : tensor<f32>
      "stablehlo.return"(%_r137c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1569 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %1570 = stablehlo.divide %1568, %1569 : tensor<128x197xf32>
    %1571 = "stablehlo.broadcast_in_dim"(%1570) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %1572 = stablehlo.subtract %1566, %1571 : tensor<128x197x192xf32>
    %1573 = stablehlo.multiply %1566, %715 : tensor<128x197x192xf32>
    %1574 = stablehlo.constant dense<0.0> : tensor<f32>
    %1575 = "stablehlo.reduce"(%1573, %1574) ({
    ^bb0(%_r138a: tensor<f32>, %_r138b: tensor<f32>):
      %_r138c = stablehlo.add %_r138a, %_r138b : tensor<f32>
      "stablehlo.return"(%_r138c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1576 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %1577 = stablehlo.divide %1575, %1576 : tensor<128x197xf32>
    %1578 = "stablehlo.broadcast_in_dim"(%1577) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %1579 = stablehlo.multiply %715, %1578 : tensor<128x197x192xf32>
    %1580 = stablehlo.subtract %1572, %1579 : tensor<128x197x192xf32>
    %1581 = stablehlo.multiply %714, %1580 : tensor<128x197x192xf32>
    %1582 = stablehlo.multiply %1562, %715 : tensor<128x197x192xf32>
    %1583 = stablehlo.constant dense<0.0> : tensor<f32>
    %1584 = "stablehlo.reduce"(%1582, %1583) ({
    ^bb0(%_r139a: tensor<f32>, %_r139b: tensor<f32>):
      %_r139c = stablehlo.add %_r139a, %_r139b : tensor<f32>
      "stablehlo.return"(%_r139c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1585 = stablehlo.constant dense<0.0> : tensor<f32>
    %1586 = "stablehlo.reduce"(%1562, %1585) ({
    ^bb0(%_r140a: tensor<f32>, %_r140b: tensor<f32>):
      %_r140c = stablehlo.add %_r140a, %_r140b : tensor<f32>
      "stablehlo.return"(%_r140c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1587 = stablehlo.add %1581, %1546 : tensor<128x197x192xf32>
    %1588 = stablehlo.multiply %1587, %697 : tensor<128x197x192xf32>
    %1589 = "stablehlo.dot_general"(%1588, %blocks.7.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x192xf32>, tensor<192x192xf32>) -> tensor<128x197x192xf32>
    %1590 = "stablehlo.dot_general"(%692, %1588) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x192xf32>, tensor<128x197x192xf32>) -> tensor<192x192xf32>
    %1591 = stablehlo.constant dense<0.0> : tensor<f32>
    %1592 = "stablehlo.reduce"(%1588, %1591) ({
    ^bb0(%_r141a: tensor<f32>, %_r141b: tensor<f32>):
      %_r141c = stablehlo.add %_r141a, %_r141b : tensor<f32>
      "stablehlo.return"(%_r141c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1593 = "stablehlo.reshape"(%1589) : (tensor<128x197x192xf32>) -> tensor<128x197x3x64xf32>
    %1594 = "stablehlo.transpose"(%1593) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<128x197x3x64xf32>) -> tensor<128x3x197x64xf32>
    %1595 = "stablehlo.dot_general"(%689, %1594) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<128x3x197x197xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %1596 = "stablehlo.dot_general"(%1594, %677) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<128x3x197x64xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x197xf32>
    %1597 = stablehlo.multiply %1596, %689 : tensor<128x3x197x197xf32>
    %1598 = stablehlo.constant dense<0.0> : tensor<f32>
    %1599 = "stablehlo.reduce"(%1597, %1598) ({
    ^bb0(%_r142a: tensor<f32>, %_r142b: tensor<f32>):
      %_r142c = stablehlo.add %_r142a, %_r142b : tensor<f32>
      "stablehlo.return"(%_r142c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x3x197x197xf32>, tensor<f32>) -> tensor<128x3x197xf32>
    %1600 = "stablehlo.broadcast_in_dim"(%1599) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x3x197xf32>) -> tensor<128x3x197x197xf32>
    %1601 = stablehlo.subtract %1596, %1600 : tensor<128x3x197x197xf32>
    %1602 = stablehlo.multiply %689, %1601 : tensor<128x3x197x197xf32>
    %1603 = "stablehlo.dot_general"(%1602, %675) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<128x3x197x197xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %1604 = stablehlo.constant dense<0.125> : tensor<128x3x197x64xf32>
    %1605 = stablehlo.multiply %1603, %1604 : tensor<128x3x197x64xf32>
    %1606 = "stablehlo.dot_general"(%1602, %679) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<128x3x197x197xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %1607 = "stablehlo.reshape"(%1605) : (tensor<128x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %1608 = "stablehlo.reshape"(%1606) : (tensor<128x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %1609 = "stablehlo.reshape"(%1595) : (tensor<128x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %1610 = "stablehlo.concatenate"(%1607, %1608, %1609) {dimension = 1 : i64} : (tensor<128x1x3x197x64xf32>, tensor<128x1x3x197x64xf32>, tensor<128x1x3x197x64xf32>) -> tensor<128x3x3x197x64xf32>
    %1611 = "stablehlo.transpose"(%1610) {permutation = array<i64: 0, 3, 1, 2, 4>} : (tensor<128x3x3x197x64xf32>) -> tensor<128x197x3x3x64xf32>
    %1612 = "stablehlo.reshape"(%1611) : (tensor<128x197x3x3x64xf32>) -> tensor<128x197x576xf32>
    %1613 = "stablehlo.dot_general"(%1612, %blocks.7.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x576xf32>, tensor<192x576xf32>) -> tensor<128x197x192xf32>
    %1614 = "stablehlo.dot_general"(%666, %1612) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x192xf32>, tensor<128x197x576xf32>) -> tensor<192x576xf32>
    %1615 = stablehlo.constant dense<0.0> : tensor<f32>
    %1616 = "stablehlo.reduce"(%1612, %1615) ({
    ^bb0(%_r143a: tensor<f32>, %_r143b: tensor<f32>):
      %_r143c = stablehlo.add %_r143a, %_r143b : tensor<f32>
      "stablehlo.return"(%_r143c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x576xf32>, tensor<f32>) -> tensor<576xf32>
    %1617 = stablehlo.multiply %1613, %663 : tensor<128x197x192xf32>
    %1618 = stablehlo.constant dense<0.0> : tensor<f32>
    %1619 = "stablehlo.reduce"(%1617, %1618) ({
    ^bb0(%_r144a: tensor<f32>, %_r144b: tensor<f32>):
      %_r144c = stablehlo.add %_r144a, %_r144b : tensor<f32>
      "stablehlo.return"(%_r144c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1620 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %1621 = stablehlo.divide %1619, %1620 : tensor<128x197xf32>
    %1622 = "stablehlo.broadcast_in_dim"(%1621) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %1623 = stablehlo.subtract %1617, %1622 : tensor<128x197x192xf32>
    %1624 = stablehlo.multiply %1617, %662 : tensor<128x197x192xf32>
    %1625 = stablehlo.constant dense<0.0> : tensor<f32>
    %1626 = "stablehlo.reduce"(%1624, %1625) ({
    ^bb0(%_r145a: tensor<f32>, %_r145b: tensor<f32>):
      %_r145c = stablehlo.add %_r145a, %_r145b : tensor<f32>
      "stablehlo.return"(%_r145c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1627 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %1628 = stablehlo.divide %1626, %1627 : tensor<128x197xf32>
    %1629 = "stablehlo.broadcast_in_dim"(%1628) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %1630 = stablehlo.multiply %662, %1629 : tensor<128x197x192xf32>
    %1631 = stablehlo.subtract %1623, %1630 : tensor<128x197x192xf32>
    %1632 = stablehlo.multiply %661, %1631 : tensor<128x197x192xf32>
    %1633 = stablehlo.multiply %1613, %662 : tensor<128x197x192xf32>
    %1634 = stablehlo.constant dense<0.0> : tensor<f32>
    %1635 = "stablehlo.reduce"(%1633, %1634) ({
    ^bb0(%_r146a: tensor<f32>, %_r146b: tensor<f32>):
      %_r146c = stablehlo.add %_r146a, %_r146b : tensor<f32>
      "stablehlo.return"(%_r146c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1636 = stablehlo.constant dense<0.0> : tensor<f32>
    %1637 = "stablehlo.reduce"(%1613, %1636) ({
    ^bb0(%_r147a: tensor<f32>, %_r147b: tensor<f32>):
      %_r147c = stablehlo.add %_r147a, %_r147b : tensor<f32>
      "stablehlo.return"(%_r147c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1638 = stablehlo.add %1632, %1587 : tensor<128x197x192xf32>
    %1639 = stablehlo.multiply %1638, %644 : tensor<128x197x192xf32>
    %1640 = "stablehlo.dot_general"(%1639, %blocks.6.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x192xf32>, tensor<768x192xf32>) -> tensor<128x197x768xf32>
    %1641 = "stablehlo.dot_general"(%639, %1639) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x768xf32>, tensor<128x197x192xf32>) -> tensor<768x192xf32>
    %1642 = stablehlo.constant dense<0.0> : tensor<f32>
    %1643 = "stablehlo.reduce"(%1639, %1642) ({
    ^bb0(%_r148a: tensor<f32>, %_r148b: tensor<f32>):
      %_r148c = stablehlo.add %_r148a, %_r148b : tensor<f32>
      "stablehlo.return"(%_r148c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1644 = stablehlo.constant dense<0.5> : tensor<128x197x768xf32>
    %1645 = stablehlo.multiply %636, %1644 : tensor<128x197x768xf32>
    %1646 = stablehlo.multiply %633, %633 : tensor<128x197x768xf32>
    %1647 = stablehlo.negate %1646 : tensor<128x197x768xf32>
    %1648 = stablehlo.exponential %1647 : tensor<128x197x768xf32>
    %1649 = stablehlo.constant dense<0.3989423> : tensor<128x197x768xf32>
    %1650 = stablehlo.multiply %1648, %1649 : tensor<128x197x768xf32>
    %1651 = stablehlo.multiply %631, %1650 : tensor<128x197x768xf32>
    %1652 = stablehlo.add %1645, %1651 : tensor<128x197x768xf32>
    %1653 = stablehlo.multiply %1640, %1652 : tensor<128x197x768xf32>
    %1654 = "stablehlo.dot_general"(%1653, %blocks.6.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x768xf32>, tensor<192x768xf32>) -> tensor<128x197x192xf32>
    %1655 = "stablehlo.dot_general"(%628, %1653) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x192xf32>, tensor<128x197x768xf32>) -> tensor<192x768xf32>
    %1656 = stablehlo.constant dense<0.0> : tensor<f32>
    %1657 = "stablehlo.reduce"(%1653, %1656) ({
    ^bb0(%_r149a: tensor<f32>, %_r149b: tensor<f32>):
      %_r149c = stablehlo.add %_r149a, %_r149b : tensor<f32>
      "stablehlo.return"(%_r149c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1658 = stablehlo.multiply %1654, %625 : tensor<128x197x192xf32>
    %1659 = stablehlo.constant dense<0.0> : tensor<f32>
    %1660 = "stablehlo.reduce"(%1658, %1659) ({
    ^bb0(%_r150a: tensor<f32>, %_r150b: tensor<f32>):
      %_r150c = stablehlo.add %_r150a, %_r150b : tensor<f32>
      "stablehlo.return"(%_r150c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1661 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %1662 = stablehlo.divide %1660, %1661 : tensor<128x197xf32>
    %1663 = "stablehlo.broadcast_in_dim"(%1662) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %1664 = stablehlo.subtract %1658, %1663 : tensor<128x197x192xf32>
    %1665 = stablehlo.multiply %1658, %624 : tensor<128x197x192xf32>
    %1666 = stablehlo.constant dense<0.0> : tensor<f32>
    %1667 = "stablehlo.reduce"(%1665, %1666) ({
    ^bb0(%_r151a: tensor<f32>, %_r151b: tensor<f32>):
      %_r151c = stablehlo.add %_r151a, %_r151b : tensor<f32>
      "stablehlo.return"(%_r151c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1668 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %1669 = stablehlo.divide %1667, %1668 : tensor<128x197xf32>
    %1670 = "stablehlo.broadcast_in_dim"(%1669) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %1671 = stablehlo.multiply %624, %1670 : tensor<128x197x192xf32>
    %1672 = stablehlo.subtract %1664, %1671 : tensor<128x197x192xf32>
    %1673 = stablehlo.multiply %623, %1672 : tensor<128x197x192xf32>
    %1674 = stablehlo.multiply %1654, %624 : tensor<128x197x192xf32>
    %1675 = stablehlo.constant dense<0.0> : tensor<f32>
    %1676 = "stablehlo.reduce"(%1674, %1675) ({
    ^bb0(%_r152a: tensor<f32>, %_r152b: tensor<f32>):
      %_r152c = stablehlo.add %_r152a, %_r152b : tensor<f32>
      "stablehlo.return"(%_r152c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1677 = stablehlo.constant dense<0.0> : tensor<f32>
    %1678 = "stablehlo.reduce"(%1654, %1677) ({
    ^bb0(%_r153a: tensor<f32>, %_r153b: tensor<f32>):
      %_r153c = stablehlo.add %_r153a, %_r153b : tensor<f32>
      "stablehlo.return"(%_r153c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1679 = stablehlo.add %1673, %1638 : tensor<128x197x192xf32>
    %1680 = stablehlo.multiply %1679, %606 : tensor<128x197x192xf32>
    %1681 = "stablehlo.dot_general"(%1680, %blocks.6.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x192xf32>, tensor<192x192xf32>) -> tensor<128x197x192xf32>
    %1682 = "stablehlo.dot_general"(%601, %1680) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x192xf32>, tensor<128x197x192xf32>) -> tensor<192x192xf32>
    %1683 = stablehlo.constant dense<0.0> : tensor<f32>
    %1684 = "stablehlo.reduce"(%1680, %1683) ({
    ^bb0(%_r154a: tensor<f32>, %_r154b: tensor<f32>):
      %_r154c = stablehlo.add %_r154a, %_r154b : tensor<f32>
      "stablehlo.return"(%_r154c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1685 = "stablehlo.reshape"(%1681) : (tensor<128x197x192xf32>) -> tensor<128x197x3x64xf32>
    %1686 = "stablehlo.transpose"(%1685) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<128x197x3x64xf32>) -> tensor<128x3x197x64xf32>
    %1687 = "stablehlo.dot_general"(%598, %1686) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<128x3x197x197xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %1688 = "stablehlo.dot_general"(%1686, %586) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<128x3x197x64xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x197xf32>
    %1689 = stablehlo.multiply %1688, %598 : tensor<128x3x197x197xf32>
    %1690 = stablehlo.constant dense<0.0> : tensor<f32>
    %1691 = "stablehlo.reduce"(%1689, %1690) ({
    ^bb0(%_r155a: tensor<f32>, %_r155b: tensor<f32>):
      %_r155c = stablehlo.add %_r155a, %_r155b : tensor<f32>
      "stablehlo.return"(%_r155c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x3x197x197xf32>, tensor<f32>) -> tensor<128x3x197xf32>
    %1692 = "stablehlo.broadcast_in_dim"(%1691) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x3x197xf32>) -> tensor<128x3x197x197xf32>
    %1693 = stablehlo.subtract %1688, %1692 : tensor<128x3x197x197xf32>
    %1694 = stablehlo.multiply %598, %1693 : tensor<128x3x197x197xf32>
    %1695 = "stablehlo.dot_general"(%1694, %584) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<128x3x197x197xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %1696 = stablehlo.constant dense<0.125> : tensor<128x3x197x64xf32>
    %1697 = stablehlo.multiply %1695, %1696 : tensor<128x3x197x64xf32>
    %1698 = "stablehlo.dot_general"(%1694, %588) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<128x3x197x197xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %1699 = "stablehlo.reshape"(%1697) : (tensor<128x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %1700 = "stablehlo.reshape"(%1698) : (tensor<128x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %1701 = "stablehlo.reshape"(%1687) : (tensor<128x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %1702 = "stablehlo.concatenate"(%1699, %1700, %1701) {dimension = 1 : i64} : (tensor<128x1x3x197x64xf32>, tensor<128x1x3x197x64xf32>, tensor<128x1x3x197x64xf32>) -> tensor<128x3x3x197x64xf32>
    %1703 = "stablehlo.transpose"(%1702) {permutation = array<i64: 0, 3, 1, 2, 4>} : (tensor<128x3x3x197x64xf32>) -> tensor<128x197x3x3x64xf32>
    %1704 = "stablehlo.reshape"(%1703) : (tensor<128x197x3x3x64xf32>) -> tensor<128x197x576xf32>
    %1705 = "stablehlo.dot_general"(%1704, %blocks.6.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x576xf32>, tensor<192x576xf32>) -> tensor<128x197x192xf32>
    %1706 = "stablehlo.dot_general"(%575, %1704) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x192xf32>, tensor<128x197x576xf32>) -> tensor<192x576xf32>
    %1707 = stablehlo.constant dense<0.0> : tensor<f32>
    %1708 = "stablehlo.reduce"(%1704, %1707) ({
    ^bb0(%_r156a: tensor<f32>, %_r156b: tensor<f32>):
      %_r156c = stablehlo.add %_r156a, %_r156b : tensor<f32>
      "stablehlo.return"(%_r156c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x576xf32>, tensor<f32>) -> tensor<576xf32>
    %1709 = stablehlo.multiply %1705, %572 : tensor<128x197x192xf32>
    %1710 = stablehlo.constant dense<0.0> : tensor<f32>
    %1711 = "stablehlo.reduce"(%1709, %1710) ({
    ^bb0(%_r157a: tensor<f32>, %_r157b: tensor<f32>):
      %_r157c = stablehlo.add %_r157a, %_r157b : tensor<f32>
      "stablehlo.return"(%_r157c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1712 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %1713 = stablehlo.divide %1711, %1712 : tensor<128x197xf32>
    %1714 = "stablehlo.broadcast_in_dim"(%1713) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %1715 = stablehlo.subtract %1709, %1714 : tensor<128x197x192xf32>
    %1716 = stablehlo.multiply %1709, %571 : tensor<128x197x192xf32>
    %1717 = stablehlo.constant dense<0.0> : tensor<f32>
    %1718 = "stablehlo.reduce"(%1716, %1717) ({
    ^bb0(%_r158a: tensor<f32>, %_r158b: tensor<f32>):
      %_r158c = stablehlo.add %_r158a, %_r158b : tensor<f32>
      "stablehlo.return"(%_r158c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1719 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %1720 = stablehlo.divide %1718, %1719 : tensor<128x197xf32>
    %1721 = "stablehlo.broadcast_in_dim"(%1720) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %1722 = stablehlo.multiply %571, %1721 : tensor<128x197x192xf32>
    %1723 = stablehlo.subtract %1715, %1722 : tensor<128x197x192xf32>
    %1724 = stablehlo.multiply %570, %1723 : tensor<128x197x192xf32>
    %1725 = stablehlo.multiply %1705, %571 : tensor<128x197x192xf32>
    %1726 = stablehlo.constant dense<0.0> : tensor<f32>
    %1727 = "stablehlo.reduce"(%1725, %1726) ({
    ^bb0(%_r159a: tensor<f32>, %_r159b: tensor<f32>):
      %_r159c = stablehlo.add %_r159a, %_r159b : tensor<f32>
      "stablehlo.return"(%_r159c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1728 = stablehlo.constant dense<0.0> : tensor<f32>
    %1729 = "stablehlo.reduce"(%1705, %1728) ({
    ^bb0(%_r160a: tensor<f32>, %_r160b: tensor<f32>):
      %_r160c = stablehlo.add %_r160a, %_r160b : tensor<f32>
      "stablehlo.return"(%_r160c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1730 = stablehlo.add %1724, %1679 : tensor<128x197x192xf32>
    %1731 = stablehlo.multiply %1730, %553 : tensor<128x197x192xf32>
    %1732 = "stablehlo.dot_general"(%1731, %blocks.5.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x192xf32>, tensor<768x192xf32>) -> tensor<128x197x768xf32>
    %1733 = "stablehlo.dot_general"(%548, %1731) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x768xf32>, tensor<128x197x192xf32>) -> tensor<768x192xf32>
    %1734 = stablehlo.constant dense<0.0> : tensor<f32>
    %1735 = "stablehlo.reduce"(%1731, %1734) ({
    ^bb0(%_r161a: tensor<f32>, %_r161b: tensor<f32>):
      %_r161c = stablehlo.add %_r161a, %_r161b : tensor<f32>
      "stablehlo.return"(%_r161c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1736 = stablehlo.constant dense<0.5> : tensor<128x197x768xf32>
    %1737 = stablehlo.multiply %545, %1736 : tensor<128x197x768xf32>
    %1738 = stablehlo.multiply %542, %542 : tensor<128x197x768xf32>
    %1739 = stablehlo.negate %1738 : tensor<128x197x768xf32>
    %1740 = stablehlo.exponential %1739 : tensor<128x197x768xf32>
    %1741 = stablehlo.constant dense<0.3989423> : tensor<128x197x768xf32>
    %1742 = stablehlo.multiply %1740, %1741 : tensor<128x197x768xf32>
    %1743 = stablehlo.multiply %540, %1742 : tensor<128x197x768xf32>
    %1744 = stablehlo.add %1737, %1743 : tensor<128x197x768xf32>
    %1745 = stablehlo.multiply %1732, %1744 : tensor<128x197x768xf32>
    %1746 = "stablehlo.dot_general"(%1745, %blocks.5.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x768xf32>, tensor<192x768xf32>) -> tensor<128x197x192xf32>
    %1747 = "stablehlo.dot_general"(%537, %1745) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x192xf32>, tensor<128x197x768xf32>) -> tensor<192x768xf32>
    %1748 = stablehlo.constant dense<0.0> : tensor<f32>
    %1749 = "stablehlo.reduce"(%1745, %1748) ({
    ^bb0(%_r162a: tensor<f32>, %_r162b: tensor<f32>):
      %_r162c = stablehlo.add %_r162a, %_r162b : tensor<f32>
      "stablehlo.return"(%_r162c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1750 = stablehlo.multiply %1746, %534 : tensor<128x197x192xf32>
    %1751 = stablehlo.constant dense<0.0> : tensor<f32>
    %1752 = "stablehlo.reduce"(%1750, %1751) ({
    ^bb0(%_r163a: tensor<f32>, %_r163b: tensor<f32>):
      %_r163c = stablehlo.add %_r163a, %_r163b : tensor<f32>
      "stablehlo.return"(%_r163c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1753 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %1754 = stablehlo.divide %1752, %1753 : tensor<128x197xf32>
    %1755 = "stablehlo.broadcast_in_dim"(%1754) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %1756 = stablehlo.subtract %1750, %1755 : tensor<128x197x192xf32>
    %1757 = stablehlo.multiply %1750, %533 : tensor<128x197x192xf32>
    %1758 = stablehlo.constant dense<0.0> : tensor<f32>
    %1759 = "stablehlo.reduce"(%1757, %1758) ({
    ^bb0(%_r164a: tensor<f32>, %_r164b: tensor<f32>):
      %_r164c = stablehlo.add %_r164a, %_r164b : tensor<f32>
      "stablehlo.return"(%_r164c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1760 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %1761 = stablehlo.divide %1759, %1760 : tensor<128x197xf32>
    %1762 = "stablehlo.broadcast_in_dim"(%1761) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %1763 = stablehlo.multiply %533, %1762 : tensor<128x197x192xf32>
    %1764 = stablehlo.subtract %1756, %1763 : tensor<128x197x192xf32>
    %1765 = stablehlo.multiply %532, %1764 : tensor<128x197x192xf32>
    %1766 = stablehlo.multiply %1746, %533 : tensor<128x197x192xf32>
    %1767 = stablehlo.constant dense<0.0> : tensor<f32>
    %1768 = "stablehlo.reduce"(%1766, %1767) ({
    ^bb0(%_r165a: tensor<f32>, %_r165b: tensor<f32>):
      %_r165c = stablehlo.add %_r165a, %_r165b : tensor<f32>
      "stablehlo.return"(%_r165c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1769 = stablehlo.constant dense<0.0> : tensor<f32>
    %1770 = "stablehlo.reduce"(%1746, %1769) ({
    ^bb0(%_r166a: tensor<f32>, %_r166b: tensor<f32>):
      %_r166c = stablehlo.add %_r166a, %_r166b : tensor<f32>
      "stablehlo.return"(%_r166c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1771 = stablehlo.add %1765, %1730 : tensor<128x197x192xf32>
    %1772 = stablehlo.multiply %1771, %515 : tensor<128x197x192xf32>
    %1773 = "stablehlo.dot_general"(%1772, %blocks.5.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x192xf32>, tensor<192x192xf32>) -> tensor<128x197x192xf32>
    %1774 = "stablehlo.dot_general"(%510, %1772) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x192xf32>, tensor<128x197x192xf32>) -> tensor<192x192xf32>
    %1775 = stablehlo.constant dense<0.0> : tensor<f32>
    %1776 = "stablehlo.reduce"(%1772, %1775) ({
    ^bb0(%_r167a: tensor<f32>, %_r167b: tensor<f32>):
      %_r167c = stablehlo.add %_r167a, %_r167b : tensor<f32>
      "stablehlo.return"(%_r167c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1777 = "stablehlo.reshape"(%1773) : (tensor<128x197x192xf32>) -> tensor<128x197x3x64xf32>
    %1778 = "stablehlo.transpose"(%1777) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<128x197x3x64xf32>) -> tensor<128x3x197x64xf32>
    %1779 = "stablehlo.dot_general"(%507, %1778) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<128x3x197x197xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %1780 = "stablehlo.dot_general"(%1778, %495) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<128x3x197x64xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x197xf32>
    %1781 = stablehlo.multiply %1780, %507 : tensor<128x3x197x197xf32>
    %1782 = stablehlo.constant dense<0.0> : tensor<f32>
    %1783 = "stablehlo.reduce"(%1781, %1782) ({
    ^bb0(%_r168a: tensor<f32>, %_r168b: tensor<f32>):
      %_r168c = stablehlo.add %_r168a, %_r168b : tensor<f32>
      "stablehlo.return"(%_r168c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x3x197x197xf32>, tensor<f32>) -> tensor<128x3x197xf32>
    %1784 = "stablehlo.broadcast_in_dim"(%1783) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x3x197xf32>) -> tensor<128x3x197x197xf32>
    %1785 = stablehlo.subtract %1780, %1784 : tensor<128x3x197x197xf32>
    %1786 = stablehlo.multiply %507, %1785 : tensor<128x3x197x197xf32>
    %1787 = "stablehlo.dot_general"(%1786, %493) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<128x3x197x197xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %1788 = stablehlo.constant dense<0.125> : tensor<128x3x197x64xf32>
    %1789 = stablehlo.multiply %1787, %1788 : tensor<128x3x197x64xf32>
    %1790 = "stablehlo.dot_general"(%1786, %497) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<128x3x197x197xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %1791 = "stablehlo.reshape"(%1789) : (tensor<128x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %1792 = "stablehlo.reshape"(%1790) : (tensor<128x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %1793 = "stablehlo.reshape"(%1779) : (tensor<128x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %1794 = "stablehlo.concatenate"(%1791, %1792, %1793) {dimension = 1 : i64} : (tensor<128x1x3x197x64xf32>, tensor<128x1x3x197x64xf32>, tensor<128x1x3x197x64xf32>) -> tensor<128x3x3x197x64xf32>
    %1795 = "stablehlo.transpose"(%1794) {permutation = array<i64: 0, 3, 1, 2, 4>} : (tensor<128x3x3x197x64xf32>) -> tensor<128x197x3x3x64xf32>
    %1796 = "stablehlo.reshape"(%1795) : (tensor<128x197x3x3x64xf32>) -> tensor<128x197x576xf32>
    %1797 = "stablehlo.dot_general"(%1796, %blocks.5.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x576xf32>, tensor<192x576xf32>) -> tensor<128x197x192xf32>
    %1798 = "stablehlo.dot_general"(%484, %1796) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x192xf32>, tensor<128x197x576xf32>) -> tensor<192x576xf32>
    %1799 = stablehlo.constant dense<0.0> : tensor<f32>
    %1800 = "stablehlo.reduce"(%1796, %1799) ({
    ^bb0(%_r169a: tensor<f32>, %_r169b: tensor<f32>):
      %_r169c = stablehlo.add %_r169a, %_r169b : tensor<f32>
      "stablehlo.return"(%_r169c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x576xf32>, tensor<f32>) -> tensor<576xf32>
    %1801 = stablehlo.multiply %1797, %481 : tensor<128x197x192xf32>
    %1802 = stablehlo.constant dense<0.0> : tensor<f32>
    %1803 = "stablehlo.reduce"(%1801, %1802) ({
    ^bb0(%_r170a: tensor<f32>, %_r170b: tensor<f32>):
      %_r170c = stablehlo.add %_r170a, %_r170b : tensor<f32>
      "stablehlo.return"(%_r170c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1804 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %1805 = stablehlo.divide %1803, %1804 : tensor<128x197xf32>
    %1806 = "stablehlo.broadcast_in_dim"(%1805) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %1807 = stablehlo.subtract %1801, %1806 : tensor<128x197x192xf32>
    %1808 = stablehlo.multiply %1801, %480 : tensor<128x197x192xf32>
    %1809 = stablehlo.constant dense<0.0> : tensor<f32>
    %1810 = "stablehlo.reduce"(%1808, %1809) ({
    ^bb0(%_r171a: tensor<f32>, %_r171b: tensor<f32>):
      %_r171c = stablehlo.add %_r171a, %_r171b : tensor<f32>
      "stablehlo.return"(%_r171c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1811 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %1812 = stablehlo.divide %1810, %1811 : tensor<128x197xf32>
    %1813 = "stablehlo.broadcast_in_dim"(%1812) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %1814 = stablehlo.multiply %480, %1813 : tensor<128x197x192xf32>
    %1815 = stablehlo.subtract %1807, %1814 : tensor<128x197x192xf32>
    %1816 = stablehlo.multiply %479, %1815 : tensor<128x197x192xf32>
    %1817 = stablehlo.multiply %1797, %480 : tensor<128x197x192xf32>
    %1818 = stablehlo.constant dense<0.0> : tensor<f32>
    %1819 = "stablehlo.reduce"(%1817, %1818) ({
    ^bb0(%_r172a: tensor<f32>, %_r172b: tensor<f32>):
      %_r172c = stablehlo.add %_r172a, %_r172b : tensor<f32>
      "stablehlo.return"(%_r172c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1820 = stablehlo.constant dense<0.0> : tensor<f32>
    %1821 = "stablehlo.reduce"(%1797, %1820) ({
    ^bb0(%_r173a: tensor<f32>, %_r173b: tensor<f32>):
      %_r173c = stablehlo.add %_r173a, %_r173b : tensor<f32>
      "stablehlo.return"(%_r173c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1822 = stablehlo.add %1816, %1771 : tensor<128x197x192xf32>
    %1823 = stablehlo.multiply %1822, %462 : tensor<128x197x192xf32>
    %1824 = "stablehlo.dot_general"(%1823, %blocks.4.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x192xf32>, tensor<768x192xf32>) -> tensor<128x197x768xf32>
    %1825 = "stablehlo.dot_general"(%457, %1823) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x768xf32>, tensor<128x197x192xf32>) -> tensor<768x192xf32>
    %1826 = stablehlo.constant dense<0.0> : tensor<f32>
    %1827 = "stablehlo.reduce"(%1823, %1826) ({
    ^bb0(%_r174a: tensor<f32>, %_r174b: tensor<f32>):
      %_r174c = stablehlo.add %_r174a, %_r174b : tensor<f32>
      "stablehlo.return"(%_r174c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1828 = stablehlo.constant dense<0.5> : tensor<128x197x768xf32>
    %1829 = stablehlo.multiply %454, %1828 : tensor<128x197x768xf32>
    %1830 = stablehlo.multiply %451, %451 : tensor<128x197x768xf32>
    %1831 = stablehlo.negate %1830 : tensor<128x197x768xf32>
    %1832 = stablehlo.exponential %1831 : tensor<128x197x768xf32>
    %1833 = stablehlo.constant dense<0.3989423> : tensor<128x197x768xf32>
    %1834 = stablehlo.multiply %1832, %1833 : tensor<128x197x768xf32>
    %1835 = stablehlo.multiply %449, %1834 : tensor<128x197x768xf32>
    %1836 = stablehlo.add %1829, %1835 : tensor<128x197x768xf32>
    %1837 = stablehlo.multiply %1824, %1836 : tensor<128x197x768xf32>
    %1838 = "stablehlo.dot_general"(%1837, %blocks.4.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x768xf32>, tensor<192x768xf32>) -> tensor<128x197x192xf32>
    %1839 = "stablehlo.dot_general"(%446, %1837) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x192xf32>, tensor<128x197x768xf32>) -> tensor<192x768xf32>
    %1840 = stablehlo.constant dense<0.0> : tensor<f32>
    %1841 = "stablehlo.reduce"(%1837, %1840) ({
    ^bb0(%_r175a: tensor<f32>, %_r175b: tensor<f32>):
      %_r175c = stablehlo.add %_r175a, %_r175b : tensor<f32>
      "stablehlo.return"(%_r175c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1842 = stablehlo.multiply %1838, %443 : tensor<128x197x192xf32>
    %1843 = stablehlo.constant dense<0.0> : tensor<f32>
    %1844 = "stablehlo.reduce"(%1842, %1843) ({
    ^bb0(%_r176a: tensor<f32>, %_r176b: tensor<f32>):
      %_r176c = stablehlo.add %_r176a, %_r176b : tensor<f32>
      "stablehlo.return"(%_r176c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1845 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %1846 = stablehlo.divide %1844, %1845 : tensor<128x197xf32>
    %1847 = "stablehlo.broadcast_in_dim"(%1846) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %1848 = stablehlo.subtract %1842, %1847 : tensor<128x197x192xf32>
    %1849 = stablehlo.multiply %1842, %442 : tensor<128x197x192xf32>
    %1850 = stablehlo.constant dense<0.0> : tensor<f32>
    %1851 = "stablehlo.reduce"(%1849, %1850) ({
    ^bb0(%_r177a: tensor<f32>, %_r177b: tensor<f32>):
      %_r177c = stablehlo.add %_r177a, %_r177b : tensor<f32>
      "stablehlo.return"(%_r177c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1852 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %1853 = stablehlo.divide %1851, %1852 : tensor<128x197xf32>
    %1854 = "stablehlo.broadcast_in_dim"(%1853) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %1855 = stablehlo.multiply %442, %1854 : tensor<128x197x192xf32>
    %1856 = stablehlo.subtract %1848, %1855 : tensor<128x197x192xf32>
    %1857 = stablehlo.multiply %441, %1856 : tensor<128x197x192xf32>
    %1858 = stablehlo.multiply %1838, %442 : tensor<128x197x192xf32>
    %1859 = stablehlo.constant dense<0.0> : tensor<f32>
    %1860 = "stablehlo.reduce"(%1858, %1859) ({
    ^bb0(%_r178a: tensor<f32>, %_r178b: tensor<f32>):
      %_r178c = stablehlo.add %_r178a, %_r178b : tensor<f32>
      "stablehlo.return"(%_r178c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1861 = stablehlo.constant dense<0.0> : tensor<f32>
    %1862 = "stablehlo.reduce"(%1838, %1861) ({
    ^bb0(%_r179a: tensor<f32>, %_r179b: tensor<f32>):
      %_r179c = stablehlo.add %_r179a, %_r179b : tensor<f32>
      "stablehlo.return"(%_r179c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1863 = stablehlo.add %1857, %1822 : tensor<128x197x192xf32>
    %1864 = stablehlo.multiply %1863, %424 : tensor<128x197x192xf32>
    %1865 = "stablehlo.dot_general"(%1864, %blocks.4.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x192xf32>, tensor<192x192xf32>) -> tensor<128x197x192xf32>
    %1866 = "stablehlo.dot_general"(%419, %1864) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x192xf32>, tensor<128x197x192xf32>) -> tensor<192x192xf32>
    %1867 = stablehlo.constant dense<0.0> : tensor<f32>
    %1868 = "stablehlo.reduce"(%1864, %1867) ({
    ^bb0(%_r180a: tensor<f32>, %_r180b: tensor<f32>):
      %_r180c = stablehlo.add %_r180a, %_r180b : tensor<f32>
      "stablehlo.return"(%_r180c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1869 = "stablehlo.reshape"(%1865) : (tensor<128x197x192xf32>) -> tensor<128x197x3x64xf32>
    %1870 = "stablehlo.transpose"(%1869) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<128x197x3x64xf32>) -> tensor<128x3x197x64xf32>
    %1871 = "stablehlo.dot_general"(%416, %1870) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<128x3x197x197xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %1872 = "stablehlo.dot_general"(%1870, %404) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<128x3x197x64xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x197xf32>
    %1873 = stablehlo.multiply %1872, %416 : tensor<128x3x197x197xf32>
    %1874 = stablehlo.constant dense<0.0> : tensor<f32>
    %1875 = "stablehlo.reduce"(%1873, %1874) ({
    ^bb0(%_r181a: tensor<f32>, %_r181b: tensor<f32>):
      %_r181c = stablehlo.add %_r181a, %_r181b : tensor<f32>
      "stablehlo.return"(%_r181c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x3x197x197xf32>, tensor<f32>) -> tensor<128x3x197xf32>
    %1876 = "stablehlo.broadcast_in_dim"(%1875) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x3x197xf32>) -> tensor<128x3x197x197xf32>
    %1877 = stablehlo.subtract %1872, %1876 : tensor<128x3x197x197xf32>
    %1878 = stablehlo.multiply %416, %1877 : tensor<128x3x197x197xf32>
    %1879 = "stablehlo.dot_general"(%1878, %402) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<128x3x197x197xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %1880 = stablehlo.constant dense<0.125> : tensor<128x3x197x64xf32>
    %1881 = stablehlo.multiply %1879, %1880 : tensor<128x3x197x64xf32>
    %1882 = "stablehlo.dot_general"(%1878, %406) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<128x3x197x197xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %1883 = "stablehlo.reshape"(%1881) : (tensor<128x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %1884 = "stablehlo.reshape"(%1882) : (tensor<128x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %1885 = "stablehlo.reshape"(%1871) : (tensor<128x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %1886 = "stablehlo.concatenate"(%1883, %1884, %1885) {dimension = 1 : i64} : (tensor<128x1x3x197x64xf32>, tensor<128x1x3x197x64xf32>, tensor<128x1x3x197x64xf32>) -> tensor<128x3x3x197x64xf32>
    %1887 = "stablehlo.transpose"(%1886) {permutation = array<i64: 0, 3, 1, 2, 4>} : (tensor<128x3x3x197x64xf32>) -> tensor<128x197x3x3x64xf32>
    %1888 = "stablehlo.reshape"(%1887) : (tensor<128x197x3x3x64xf32>) -> tensor<128x197x576xf32>
    %1889 = "stablehlo.dot_general"(%1888, %blocks.4.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x576xf32>, tensor<192x576xf32>) -> tensor<128x197x192xf32>
    %1890 = "stablehlo.dot_general"(%393, %1888) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x192xf32>, tensor<128x197x576xf32>) -> tensor<192x576xf32>
    %1891 = stablehlo.constant dense<0.0> : tensor<f32>
    %1892 = "stablehlo.reduce"(%1888, %1891) ({
    ^bb0(%_r182a: tensor<f32>, %_r182b: tensor<f32>):
      %_r182c = stablehlo.add %_r182a, %_r182b : tensor<f32>
      "stablehlo.return"(%_r182c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x576xf32>, tensor<f32>) -> tensor<576xf32>
    %1893 = stablehlo.multiply %1889, %390 : tensor<128x197x192xf32>
    %1894 = stablehlo.constant dense<0.0> : tensor<f32>
    %1895 = "stablehlo.reduce"(%1893, %1894) ({
    ^bb0(%_r183a: tensor<f32>, %_r183b: tensor<f32>):
      %_r183c = stablehlo.add %_r183a, %_r183b : tensor<f32>
      "stablehlo.return"(%_r183c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1896 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %1897 = stablehlo.divide %1895, %1896 : tensor<128x197xf32>
    %1898 = "stablehlo.broadcast_in_dim"(%1897) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %1899 = stablehlo.subtract %1893, %1898 : tensor<128x197x192xf32>
    %1900 = stablehlo.multiply %1893, %389 : tensor<128x197x192xf32>
    %1901 = stablehlo.constant dense<0.0> : tensor<f32>
    %1902 = "stablehlo.reduce"(%1900, %1901) ({
    ^bb0(%_r184a: tensor<f32>, %_r184b: tensor<f32>):
      %_r184c = stablehlo.add %_r184a, %_r184b : tensor<f32>
      "stablehlo.return"(%_r184c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1903 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %1904 = stablehlo.divide %1902, %1903 : tensor<128x197xf32>
    %1905 = "stablehlo.broadcast_in_dim"(%1904) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %1906 = stablehlo.multiply %389, %1905 : tensor<128x197x192xf32>
    %1907 = stablehlo.subtract %1899, %1906 : tensor<128x197x192xf32>
    %1908 = stablehlo.multiply %388, %1907 : tensor<128x197x192xf32>
    %1909 = stablehlo.multiply %1889, %389 : tensor<128x197x192xf32>
    %1910 = stablehlo.constant dense<0.0> : tensor<f32>
    %1911 = "stablehlo.reduce"(%1909, %1910) ({
    ^bb0(%_r185a: tensor<f32>, %_r185b: tensor<f32>):
      %_r185c = stablehlo.add %_r185a, %_r185b : tensor<f32>
      "stablehlo.return"(%_r185c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1912 = stablehlo.constant dense<0.0> : tensor<f32>
    %1913 = "stablehlo.reduce"(%1889, %1912) ({
    ^bb0(%_r186a: tensor<f32>, %_r186b: tensor<f32>):
      %_r186c = stablehlo.add %_r186a, %_r186b : tensor<f32>
      "stablehlo.return"(%_r186c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1914 = stablehlo.add %1908, %1863 : tensor<128x197x192xf32>
    %1915 = stablehlo.multiply %1914, %371 : tensor<128x197x192xf32>
    %1916 = "stablehlo.dot_general"(%1915, %blocks.3.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x192xf32>, tensor<768x192xf32>) -> tensor<128x197x768xf32>
    %1917 = "stablehlo.dot_general"(%366, %1915) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x768xf32>, tensor<128x197x192xf32>) -> tensor<768x192xf32>
    %1918 = stablehlo.constant dense<0.0> : tensor<f32>
    %1919 = "stablehlo.reduce"(%1915, %1918) ({
    ^bb0(%_r187a: tensor<f32>, %_r187b: tensor<f32>):
      %_r187c = stablehlo.add %_r187a, %_r187b : tensor<f32>
      "stablehlo.return"(%_r187c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1920 = stablehlo.constant dense<0.5> : tensor<128x197x768xf32>
    %1921 = stablehlo.multiply %363, %1920 : tensor<128x197x768xf32>
    %1922 = stablehlo.multiply %360, %360 : tensor<128x197x768xf32>
    %1923 = stablehlo.negate %1922 : tensor<128x197x768xf32>
    %1924 = stablehlo.exponential %1923 : tensor<128x197x768xf32>
    %1925 = stablehlo.constant dense<0.3989423> : tensor<128x197x768xf32>
    %1926 = stablehlo.multiply %1924, %1925 : tensor<128x197x768xf32>
    %1927 = stablehlo.multiply %358, %1926 : tensor<128x197x768xf32>
    %1928 = stablehlo.add %1921, %1927 : tensor<128x197x768xf32>
    %1929 = stablehlo.multiply %1916, %1928 : tensor<128x197x768xf32>
    %1930 = "stablehlo.dot_general"(%1929, %blocks.3.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x768xf32>, tensor<192x768xf32>) -> tensor<128x197x192xf32>
    %1931 = "stablehlo.dot_general"(%355, %1929) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x192xf32>, tensor<128x197x768xf32>) -> tensor<192x768xf32>
    %1932 = stablehlo.constant dense<0.0> : tensor<f32>
    %1933 = "stablehlo.reduce"(%1929, %1932) ({
    ^bb0(%_r188a: tensor<f32>, %_r188b: tensor<f32>):
      %_r188c = stablehlo.add %_r188a, %_r188b : tensor<f32>
      "stablehlo.return"(%_r188c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1934 = stablehlo.multiply %1930, %352 : tensor<128x197x192xf32>
    %1935 = stablehlo.constant dense<0.0> : tensor<f32>
    %1936 = "stablehlo.reduce"(%1934, %1935) ({
    ^bb0(%_r189a: tensor<f32>, %_r189b: tensor<f32>):
      %_r189c = stablehlo.add %_r189a, %_r189b : tensor<f32>
      "stablehlo.return"(%_r189c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1937 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %1938 = stablehlo.divide %1936, %1937 : tensor<128x197xf32>
    %1939 = "stablehlo.broadcast_in_dim"(%1938) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %1940 = stablehlo.subtract %1934, %1939 : tensor<128x197x192xf32>
    %1941 = stablehlo.multiply %1934, %351 : tensor<128x197x192xf32>
    %1942 = stablehlo.constant dense<0.0> : tensor<f32>
    %1943 = "stablehlo.reduce"(%1941, %1942) ({
    ^bb0(%_r190a: tensor<f32>, %_r190b: tensor<f32>):
      %_r190c = stablehlo.add %_r190a, %_r190b : tensor<f32>
      "stablehlo.return"(%_r190c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1944 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %1945 = stablehlo.divide %1943, %1944 : tensor<128x197xf32>
    %1946 = "stablehlo.broadcast_in_dim"(%1945) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %1947 = stablehlo.multiply %351, %1946 : tensor<128x197x192xf32>
    %1948 = stablehlo.subtract %1940, %1947 : tensor<128x197x192xf32>
    %1949 = stablehlo.multiply %350, %1948 : tensor<128x197x192xf32>
    %1950 = stablehlo.multiply %1930, %351 : tensor<128x197x192xf32>
    %1951 = stablehlo.constant dense<0.0> : tensor<f32>
    %1952 = "stablehlo.reduce"(%1950, %1951) ({
    ^bb0(%_r191a: tensor<f32>, %_r191b: tensor<f32>):
      %_r191c = stablehlo.add %_r191a, %_r191b : tensor<f32>
      "stablehlo.return"(%_r191c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1953 = stablehlo.constant dense<0.0> : tensor<f32>
    %1954 = "stablehlo.reduce"(%1930, %1953) ({
    ^bb0(%_r192a: tensor<f32>, %_r192b: tensor<f32>):
      %_r192c = stablehlo.add %_r192a, %_r192b : tensor<f32>
      "stablehlo.return"(%_r192c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1955 = stablehlo.add %1949, %1914 : tensor<128x197x192xf32>
    %1956 = stablehlo.multiply %1955, %333 : tensor<128x197x192xf32>
    %1957 = "stablehlo.dot_general"(%1956, %blocks.3.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x192xf32>, tensor<192x192xf32>) -> tensor<128x197x192xf32>
    %1958 = "stablehlo.dot_general"(%328, %1956) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x192xf32>, tensor<128x197x192xf32>) -> tensor<192x192xf32>
    %1959 = stablehlo.constant dense<0.0> : tensor<f32>
    %1960 = "stablehlo.reduce"(%1956, %1959) ({
    ^bb0(%_r193a: tensor<f32>, %_r193b: tensor<f32>):
      %_r193c = stablehlo.add %_r193a, %_r193b : tensor<f32>
      "stablehlo.return"(%_r193c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1961 = "stablehlo.reshape"(%1957) : (tensor<128x197x192xf32>) -> tensor<128x197x3x64xf32>
    %1962 = "stablehlo.transpose"(%1961) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<128x197x3x64xf32>) -> tensor<128x3x197x64xf32>
    %1963 = "stablehlo.dot_general"(%325, %1962) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<128x3x197x197xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %1964 = "stablehlo.dot_general"(%1962, %313) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<128x3x197x64xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x197xf32>
    %1965 = stablehlo.multiply %1964, %325 : tensor<128x3x197x197xf32>
    %1966 = stablehlo.constant dense<0.0> : tensor<f32>
    %1967 = "stablehlo.reduce"(%1965, %1966) ({
    ^bb0(%_r194a: tensor<f32>, %_r194b: tensor<f32>):
      %_r194c = stablehlo.add %_r194a, %_r194b : tensor<f32>
      "stablehlo.return"(%_r194c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x3x197x197xf32>, tensor<f32>) -> tensor<128x3x197xf32>
    %1968 = "stablehlo.broadcast_in_dim"(%1967) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x3x197xf32>) -> tensor<128x3x197x197xf32>
    %1969 = stablehlo.subtract %1964, %1968 : tensor<128x3x197x197xf32>
    %1970 = stablehlo.multiply %325, %1969 : tensor<128x3x197x197xf32>
    %1971 = "stablehlo.dot_general"(%1970, %311) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<128x3x197x197xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %1972 = stablehlo.constant dense<0.125> : tensor<128x3x197x64xf32>
    %1973 = stablehlo.multiply %1971, %1972 : tensor<128x3x197x64xf32>
    %1974 = "stablehlo.dot_general"(%1970, %315) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<128x3x197x197xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %1975 = "stablehlo.reshape"(%1973) : (tensor<128x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %1976 = "stablehlo.reshape"(%1974) : (tensor<128x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %1977 = "stablehlo.reshape"(%1963) : (tensor<128x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %1978 = "stablehlo.concatenate"(%1975, %1976, %1977) {dimension = 1 : i64} : (tensor<128x1x3x197x64xf32>, tensor<128x1x3x197x64xf32>, tensor<128x1x3x197x64xf32>) -> tensor<128x3x3x197x64xf32>
    %1979 = "stablehlo.transpose"(%1978) {permutation = array<i64: 0, 3, 1, 2, 4>} : (tensor<128x3x3x197x64xf32>) -> tensor<128x197x3x3x64xf32>
    %1980 = "stablehlo.reshape"(%1979) : (tensor<128x197x3x3x64xf32>) -> tensor<128x197x576xf32>
    %1981 = "stablehlo.dot_general"(%1980, %blocks.3.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x576xf32>, tensor<192x576xf32>) -> tensor<128x197x192xf32>
    %1982 = "stablehlo.dot_general"(%302, %1980) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x192xf32>, tensor<128x197x576xf32>) -> tensor<192x576xf32>
    %1983 = stablehlo.constant dense<0.0> : tensor<f32>
    %1984 = "stablehlo.reduce"(%1980, %1983) ({
    ^bb0(%_r195a: tensor<f32>, %_r195b: tensor<f32>):
      %_r195c = stablehlo.add %_r195a, %_r195b : tensor<f32>
      "stablehlo.return"(%_r195c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x576xf32>, tensor<f32>) -> tensor<576xf32>
    %1985 = stablehlo.multiply %1981, %299 : tensor<128x197x192xf32>
    %1986 = stablehlo.constant dense<0.0> : tensor<f32>
    %1987 = "stablehlo.reduce"(%1985, %1986) ({
    ^bb0(%_r196a: tensor<f32>, %_r196b: tensor<f32>):
      %_r196c = stablehlo.add %_r196a, %_r196b : tensor<f32>
      "stablehlo.return"(%_r196c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1988 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %1989 = stablehlo.divide %1987, %1988 : tensor<128x197xf32>
    %1990 = "stablehlo.broadcast_in_dim"(%1989) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %1991 = stablehlo.subtract %1985, %1990 : tensor<128x197x192xf32>
    %1992 = stablehlo.multiply %1985, %298 : tensor<128x197x192xf32>
    %1993 = stablehlo.constant dense<0.0> : tensor<f32>
    %1994 = "stablehlo.reduce"(%1992, %1993) ({
    ^bb0(%_r197a: tensor<f32>, %_r197b: tensor<f32>):
      %_r197c = stablehlo.add %_r197a, %_r197b : tensor<f32>
      "stablehlo.return"(%_r197c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %1995 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %1996 = stablehlo.divide %1994, %1995 : tensor<128x197xf32>
    %1997 = "stablehlo.broadcast_in_dim"(%1996) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %1998 = stablehlo.multiply %298, %1997 : tensor<128x197x192xf32>
    %1999 = stablehlo.subtract %1991, %1998 : tensor<128x197x192xf32>
    %2000 = stablehlo.multiply %297, %1999 : tensor<128x197x192xf32>
    %2001 = stablehlo.multiply %1981, %298 : tensor<128x197x192xf32>
    %2002 = stablehlo.constant dense<0.0> : tensor<f32>
    %2003 = "stablehlo.reduce"(%2001, %2002) ({
    ^bb0(%_r198a: tensor<f32>, %_r198b: tensor<f32>):
      %_r198c = stablehlo.add %_r198a, %_r198b : tensor<f32>
      "stablehlo.return"(%_r198c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %2004 = stablehlo.constant dense<0.0> : tensor<f32>
    %2005 = "stablehlo.reduce"(%1981, %2004) ({
    ^bb0(%_r199a: tensor<f32>, %_r199b: tensor<f32>):
      %_r199c = stablehlo.add %_r199a, %_r199b : tensor<f32>
      "stablehlo.return"(%_r199c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %2006 = stablehlo.add %2000, %1955 : tensor<128x197x192xf32>
    %2007 = stablehlo.multiply %2006, %280 : tensor<128x197x192xf32>
    %2008 = "stablehlo.dot_general"(%2007, %blocks.2.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x192xf32>, tensor<768x192xf32>) -> tensor<128x197x768xf32>
    %2009 = "stablehlo.dot_general"(%275, %2007) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x768xf32>, tensor<128x197x192xf32>) -> tensor<768x192xf32>
    %2010 = stablehlo.constant dense<0.0> : tensor<f32>
    %2011 = "stablehlo.reduce"(%2007, %2010) ({
    ^bb0(%_r200a: tensor<f32>, %_r200b: tensor<f32>):
      %_r200c = stablehlo.add %_r200a, %_r200b : tensor<f32>
      "stablehlo.return"(%_r200c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %2012 = stablehlo.constant dense<0.5> : tensor<128x197x768xf32>
    %2013 = stablehlo.multiply %272, %2012 : tensor<128x197x768xf32>
    %2014 = stablehlo.multiply %269, %269 : tensor<128x197x768xf32>
    %2015 = stablehlo.negate %2014 : tensor<128x197x768xf32>
    %2016 = stablehlo.exponential %2015 : tensor<128x197x768xf32>
    %2017 = stablehlo.constant dense<0.3989423> : tensor<128x197x768xf32>
    %2018 = stablehlo.multiply %2016, %2017 : tensor<128x197x768xf32>
    %2019 = stablehlo.multiply %267, %2018 : tensor<128x197x768xf32>
    %2020 = stablehlo.add %2013, %2019 : tensor<128x197x768xf32>
    %2021 = stablehlo.multiply %2008, %2020 : tensor<128x197x768xf32>
    %2022 = "stablehlo.dot_general"(%2021, %blocks.2.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x768xf32>, tensor<192x768xf32>) -> tensor<128x197x192xf32>
    %2023 = "stablehlo.dot_general"(%264, %2021) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x192xf32>, tensor<128x197x768xf32>) -> tensor<192x768xf32>
    %2024 = stablehlo.constant dense<0.0> : tensor<f32>
    %2025 = "stablehlo.reduce"(%2021, %2024) ({
    ^bb0(%_r201a: tensor<f32>, %_r201b: tensor<f32>):
      %_r201c = stablehlo.add %_r201a, %_r201b : tensor<f32>
      "stablehlo.return"(%_r201c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x768xf32>, tensor<f32>) -> tensor<768xf32>
    %2026 = stablehlo.multiply %2022, %261 : tensor<128x197x192xf32>
    %2027 = stablehlo.constant dense<0.0> : tensor<f32>
    %2028 = "stablehlo.reduce"(%2026, %2027) ({
    ^bb0(%_r202a: tensor<f32>, %_r202b: tensor<f32>):
      %_r202c = stablehlo.add %_r202a, %_r202b : tensor<f32>
      "stablehlo.return"(%_r202c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %2029 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %2030 = stablehlo.divide %2028, %2029 : tensor<128x197xf32>
    %2031 = "stablehlo.broadcast_in_dim"(%2030) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %2032 = stablehlo.subtract %2026, %2031 : tensor<128x197x192xf32>
    %2033 = stablehlo.multiply %2026, %260 : tensor<128x197x192xf32>
    %2034 = stablehlo.constant dense<0.0> : tensor<f32>
    %2035 = "stablehlo.reduce"(%2033, %2034) ({
    ^bb0(%_r203a: tensor<f32>, %_r203b: tensor<f32>):
      %_r203c = stablehlo.add %_r203a, %_r203b : tensor<f32>
      "stablehlo.return"(%_r203c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %2036 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %2037 = stablehlo.divide %2035, %2036 : tensor<128x197xf32>
    %2038 = "stablehlo.broadcast_in_dim"(%2037) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %2039 = stablehlo.multiply %260, %2038 : tensor<128x197x192xf32>
    %2040 = stablehlo.subtract %2032, %2039 : tensor<128x197x192xf32>
    %2041 = stablehlo.multiply %259, %2040 : tensor<128x197x192xf32>
    %2042 = stablehlo.multiply %2022, %260 : tensor<128x197x192xf32>
    %2043 = stablehlo.constant dense<0.0> : tensor<f32>
    %2044 = "stablehlo.reduce"(%2042, %2043) ({
    ^bb0(%_r204a: tensor<f32>, %_r204b: tensor<f32>):
      %_r204c = stablehlo.add %_r204a, %_r204b : tensor<f32>
      "stablehlo.return"(%_r204c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %2045 = stablehlo.constant dense<0.0> : tensor<f32>
    %2046 = "stablehlo.reduce"(%2022, %2045) ({
    ^bb0(%_r205a: tensor<f32>, %_r205b: tensor<f32>):
      %_r205c = stablehlo.add %_r205a, %_r205b : tensor<f32>
      "stablehlo.return"(%_r205c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %2047 = stablehlo.add %2041, %2006 : tensor<128x197x192xf32>
    %2048 = stablehlo.multiply %2047, %242 : tensor<128x197x192xf32>
    %2049 = "stablehlo.dot_general"(%2048, %blocks.2.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x192xf32>, tensor<192x192xf32>) -> tensor<128x197x192xf32>
    %2050 = "stablehlo.dot_general"(%237, %2048) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x192xf32>, tensor<128x197x192xf32>) -> tensor<192x192xf32>
    %2051 = stablehlo.constant dense<0.0> : tensor<f32>
    %2052 = "stablehlo.reduce"(%2048, %2051) ({
    ^bb0(%_r206a: tensor<f32>, %_r206b: tensor<f32>):
      %_r206c = stablehlo.add %_r206a, %_r206b : tensor<f32>
      "stablehlo.return"(%_r206c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %2053 = "stablehlo.reshape"(%2049) : (tensor<128x197x192xf32>) -> tensor<128x197x3x64xf32>
    %2054 = "stablehlo.transpose"(%2053) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<128x197x3x64xf32>) -> tensor<128x3x197x64xf32>
    %2055 = "stablehlo.dot_general"(%234, %2054) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<128x3x197x197xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %2056 = "stablehlo.dot_general"(%2054, %222) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<128x3x197x64xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x197xf32>
    %2057 = stablehlo.multiply %2056, %234 : tensor<128x3x197x197xf32>
    %2058 = stablehlo.constant dense<0.0> : tensor<f32>
    %2059 = "stablehlo.reduce"(%2057, %2058) ({
    ^bb0(%_r207a: tensor<f32>, %_r207b: tensor<f32>):
      %_r207c = stablehlo.add %_r207a, %_r207b : tensor<f32>
      "stablehlo.return"(%_r207c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x3x197x197xf32>, tensor<f32>) -> tensor<128x3x197xf32>
    %2060 = "stablehlo.broadcast_in_dim"(%2059) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x3x197xf32>) -> tensor<128x3x197x197xf32>
    %2061 = stablehlo.subtract %2056, %2060 : tensor<128x3x197x197xf32>
    %2062 = stablehlo.multiply %234, %2061 : tensor<128x3x197x197xf32>
    %2063 = "stablehlo.dot_general"(%2062, %220) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<128x3x197x197xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %2064 = stablehlo.constant dense<0.125> : tensor<128x3x197x64xf32>
    %2065 = stablehlo.multiply %2063, %2064 : tensor<128x3x197x64xf32>
    %2066 = "stablehlo.dot_general"(%2062, %224) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<128x3x197x197xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %2067 = "stablehlo.reshape"(%2065) : (tensor<128x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %2068 = "stablehlo.reshape"(%2066) : (tensor<128x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %2069 = "stablehlo.reshape"(%2055) : (tensor<128x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %2070 = "stablehlo.concatenate"(%2067, %2068, %2069) {dimension = 1 : i64} : (tensor<128x1x3x197x64xf32>, tensor<128x1x3x197x64xf32>, tensor<128x1x3x197x64xf32>) -> tensor<128x3x3x197x64xf32>
    %2071 = "stablehlo.transpose"(%2070) {permutation = array<i64: 0, 3, 1, 2, 4>} : (tensor<128x3x3x197x64xf32>) -> tensor<128x197x3x3x64xf32>
    %2072 = "stablehlo.reshape"(%2071) : (tensor<128x197x3x3x64xf32>) -> tensor<128x197x576xf32>
    %2073 = "stablehlo.dot_general"(%2072, %blocks.2.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x576xf32>, tensor<192x576xf32>) -> tensor<128x197x192xf32>
    %2074 = "stablehlo.dot_general"(%211, %2072) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x192xf32>, tensor<128x197x576xf32>) -> tensor<192x576xf32>
    %2075 = stablehlo.constant dense<0.0> : tensor<f32>
    %2076 = "stablehlo.reduce"(%2072, %2075) ({
    ^bb0(%_r208a: tensor<f32>, %_r208b: tensor<f32>):
      %_r208c = stablehlo.add %_r208a, %_r208b : tensor<f32>
      "stablehlo.return"(%_r208c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x576xf32>, tensor<f32>) -> tensor<576xf32>
    %2077 = stablehlo.multiply %2073, %208 : tensor<128x197x192xf32>
    %2078 = stablehlo.constant dense<0.0> : tensor<f32>
    %2079 = "stablehlo.reduce"(%2077, %2078) ({
    ^bb0(%_r209a: tensor<f32>, %_r209b: tensor<f32>):
      %_r209c = stablehlo.add %_r209a, %_r209b : tensor<f32>
      "stablehlo.return"(%_r209c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %2080 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %2081 = stablehlo.divide %2079, %2080 : tensor<128x197xf32>
    %2082 = "stablehlo.broadcast_in_dim"(%2081) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %2083 = stablehlo.subtract %2077, %2082 : tensor<128x197x192xf32>
    %2084 = stablehlo.multiply %2077, %207 : tensor<128x197x192xf32>
    %2085 = stablehlo.constant dense<0.0> : tensor<f32>
    %2086 = "stablehlo.reduce"(%2084, %2085) ({
    ^bb0(%_r210a: tensor<f32>, %_r210b: tensor<f32>):
      %_r210c = stablehlo.add %_r210a, %_r210b : tensor<f32>
      "stablehlo.return"(%_r210c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %2087 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %2088 = stablehlo.divide %2086, %2087 : tensor<128x197xf32>
    %2089 = "stablehlo.broadcast_in_dim"(%2088) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %2090 = stablehlo.multiply %207, %2089 : tensor<128x197x192xf32>
    %2091 = stablehlo.subtract %2083, %2090 : tensor<128x197x192xf32>
    %2092 = stablehlo.multiply %206, %2091 : tensor<128x197x192xf32>
    %2093 = stablehlo.multiply %2073, %207 : tensor<128x197x192xf32>
    %2094 = stablehlo.constant dense<0.0> : tensor<f32>
    %2095 = "stablehlo.reduce"(%2093, %2094) ({
    ^bb0(%_r211a: tensor<f32>, %_r211b: tensor<f32>):
      %_r211c = stablehlo.add %_r211a, %_r211b : tensor<f32>
      "stablehlo.return"(%_r211c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %2096 = stablehlo.constant dense<0.0> : tensor<f32>
    %2097 = "stablehlo.reduce"(%2073, %2096) ({
    ^bb0(%_r212a: tensor<f32>, %_r212b: tensor<f32>):
      %_r212c = stablehlo.add %_r212a, %_r212b : tensor<f32>
      "stablehlo.return"(%_r212c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %2098 = stablehlo.add %2092, %2047 : tensor<128x197x192xf32>
    %2099 = stablehlo.multiply %2098, %189 : tensor<128x197x192xf32>
    %2100 = "stablehlo.dot_general"(%2099, %blocks.1.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x192xf32>, tensor<768x192xf32>) -> tensor<128x197x768xf32>
    %2101 = "stablehlo.dot_general"(%184, %2099) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x768xf32>, tensor<128x197x192xf32>) -> tensor<768x192xf32>
    %2102 = stablehlo.constant dense<0.0> : tensor<f32>
    %2103 = "stablehlo.reduce"(%2099, %2102) ({
    ^bb0(%_r213a: tensor<f32>, %_r213b: tensor<f32>):
      %_r213c = stablehlo.add %_r213a, %_r213b : tensor<f32>
      "stablehlo.return"(%_r213c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %2104 = stablehlo.constant dense<0.5> : tensor<128x197x768xf32>
    %2105 = stablehlo.multiply %181, %2104 : tensor<128x197x768xf32>
    %2106 = stablehlo.multiply %178, %178 : tensor<128x197x768xf32>
    %2107 = stablehlo.negate %2106 : tensor<128x197x768xf32>
    %2108 = stablehlo.exponential %2107 : tensor<128x197x768xf32>
    %2109 = stablehlo.constant dense<0.3989423> : tensor<128x197x768xf32>
    %2110 = stablehlo.multiply %2108, %2109 : tensor<128x197x768xf32>
    %2111 = stablehlo.multiply %176, %2110 : tensor<128x197x768xf32>
    %2112 = stablehlo.add %2105, %2111 : tensor<128x197x768xf32>
    %2113 = stablehlo.multiply %2100, %2112 : tensor<128x197x768xf32>
    %2114 = "stablehlo.dot_general"(%2113, %blocks.1.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x768xf32>, tensor<192x768xf32>) -> tensor<128x197x192xf32>
    %2115 = "stablehlo.dot_general"(%173, %2113) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x192xf32>, tensor<128x197x768xf32>) -> tensor<192x768xf32>
    %2116 = stablehlo.constant dense<0.0> : tensor<f32>
    %2117 = "stablehlo.reduce"(%2113, %2116) ({
    ^bb0(%_r214a: tensor<f32>, %_r214b: tensor<f32>):
      %_r214c = stablehlo.add %_r214a, %_r214b : tensor<f32>
      "stablehlo.return"(%_r214c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x768xf32>, tensor<f32>) -> tensor<768xf32>
    %2118 = stablehlo.multiply %2114, %170 : tensor<128x197x192xf32>
    %2119 = stablehlo.constant dense<0.0> : tensor<f32>
    %2120 = "stablehlo.reduce"(%2118, %2119) ({
    ^bb0(%_r215a: tensor<f32>, %_r215b: tensor<f32>):
      %_r215c = stablehlo.add %_r215a, %_r215b : tensor<f32>
      "stablehlo.return"(%_r215c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %2121 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %2122 = stablehlo.divide %2120, %2121 : tensor<128x197xf32>
    %2123 = "stablehlo.broadcast_in_dim"(%2122) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %2124 = stablehlo.subtract %2118, %2123 : tensor<128x197x192xf32>
    %2125 = stablehlo.multiply %2118, %169 : tensor<128x197x192xf32>
    %2126 = stablehlo.constant dense<0.0> : tensor<f32>
    %2127 = "stablehlo.reduce"(%2125, %2126) ({
    ^bb0(%_r216a: tensor<f32>, %_r216b: tensor<f32>):
      %_r216c = stablehlo.add %_r216a, %_r216b : tensor<f32>
      "stablehlo.return"(%_r216c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %2128 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %2129 = stablehlo.divide %2127, %2128 : tensor<128x197xf32>
    %2130 = "stablehlo.broadcast_in_dim"(%2129) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %2131 = stablehlo.multiply %169, %2130 : tensor<128x197x192xf32>
    %2132 = stablehlo.subtract %2124, %2131 : tensor<128x197x192xf32>
    %2133 = stablehlo.multiply %168, %2132 : tensor<128x197x192xf32>
    %2134 = stablehlo.multiply %2114, %169 : tensor<128x197x192xf32>
    %2135 = stablehlo.constant dense<0.0> : tensor<f32>
    %2136 = "stablehlo.reduce"(%2134, %2135) ({
    ^bb0(%_r217a: tensor<f32>, %_r217b: tensor<f32>):
      %_r217c = stablehlo.add %_r217a, %_r217b : tensor<f32>
      "stablehlo.return"(%_r217c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %2137 = stablehlo.constant dense<0.0> : tensor<f32>
    %2138 = "stablehlo.reduce"(%2114, %2137) ({
    ^bb0(%_r218a: tensor<f32>, %_r218b: tensor<f32>):
      %_r218c = stablehlo.add %_r218a, %_r218b : tensor<f32>
      "stablehlo.return"(%_r218c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %2139 = stablehlo.add %2133, %2098 : tensor<128x197x192xf32>
    %2140 = stablehlo.multiply %2139, %151 : tensor<128x197x192xf32>
    %2141 = "stablehlo.dot_general"(%2140, %blocks.1.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x192xf32>, tensor<192x192xf32>) -> tensor<128x197x192xf32>
    %2142 = "stablehlo.dot_general"(%146, %2140) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x192xf32>, tensor<128x197x192xf32>) -> tensor<192x192xf32>
    %2143 = stablehlo.constant dense<0.0> : tensor<f32>
    %2144 = "stablehlo.reduce"(%2140, %2143) ({
    ^bb0(%_r219a: tensor<f32>, %_r219b: tensor<f32>):
      %_r219c = stablehlo.add %_r219a, %_r219b : tensor<f32>
      "stablehlo.return"(%_r219c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %2145 = "stablehlo.reshape"(%2141) : (tensor<128x197x192xf32>) -> tensor<128x197x3x64xf32>
    %2146 = "stablehlo.transpose"(%2145) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<128x197x3x64xf32>) -> tensor<128x3x197x64xf32>
    %2147 = "stablehlo.dot_general"(%143, %2146) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<128x3x197x197xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %2148 = "stablehlo.dot_general"(%2146, %131) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<128x3x197x64xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x197xf32>
    %2149 = stablehlo.multiply %2148, %143 : tensor<128x3x197x197xf32>
    %2150 = stablehlo.constant dense<0.0> : tensor<f32>
    %2151 = "stablehlo.reduce"(%2149, %2150) ({
    ^bb0(%_r220a: tensor<f32>, %_r220b: tensor<f32>):
      %_r220c = stablehlo.add %_r220a, %_r220b : tensor<f32>
      "stablehlo.return"(%_r220c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x3x197x197xf32>, tensor<f32>) -> tensor<128x3x197xf32>
    %2152 = "stablehlo.broadcast_in_dim"(%2151) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x3x197xf32>) -> tensor<128x3x197x197xf32>
    %2153 = stablehlo.subtract %2148, %2152 : tensor<128x3x197x197xf32>
    %2154 = stablehlo.multiply %143, %2153 : tensor<128x3x197x197xf32>
    %2155 = "stablehlo.dot_general"(%2154, %129) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<128x3x197x197xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %2156 = stablehlo.constant dense<0.125> : tensor<128x3x197x64xf32>
    %2157 = stablehlo.multiply %2155, %2156 : tensor<128x3x197x64xf32>
    %2158 = "stablehlo.dot_general"(%2154, %133) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<128x3x197x197xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %2159 = "stablehlo.reshape"(%2157) : (tensor<128x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %2160 = "stablehlo.reshape"(%2158) : (tensor<128x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %2161 = "stablehlo.reshape"(%2147) : (tensor<128x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %2162 = "stablehlo.concatenate"(%2159, %2160, %2161) {dimension = 1 : i64} : (tensor<128x1x3x197x64xf32>, tensor<128x1x3x197x64xf32>, tensor<128x1x3x197x64xf32>) -> tensor<128x3x3x197x64xf32>
    %2163 = "stablehlo.transpose"(%2162) {permutation = array<i64: 0, 3, 1, 2, 4>} : (tensor<128x3x3x197x64xf32>) -> tensor<128x197x3x3x64xf32>
    %2164 = "stablehlo.reshape"(%2163) : (tensor<128x197x3x3x64xf32>) -> tensor<128x197x576xf32>
    %2165 = "stablehlo.dot_general"(%2164, %blocks.1.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x576xf32>, tensor<192x576xf32>) -> tensor<128x197x192xf32>
    %2166 = "stablehlo.dot_general"(%120, %2164) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x192xf32>, tensor<128x197x576xf32>) -> tensor<192x576xf32>
    %2167 = stablehlo.constant dense<0.0> : tensor<f32>
    %2168 = "stablehlo.reduce"(%2164, %2167) ({
    ^bb0(%_r221a: tensor<f32>, %_r221b: tensor<f32>):
      %_r221c = stablehlo.add %_r221a, %_r221b : tensor<f32>
      "stablehlo.return"(%_r221c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x576xf32>, tensor<f32>) -> tensor<576xf32>
    %2169 = stablehlo.multiply %2165, %117 : tensor<128x197x192xf32>
    %2170 = stablehlo.constant dense<0.0> : tensor<f32>
    %2171 = "stablehlo.reduce"(%2169, %2170) ({
    ^bb0(%_r222a: tensor<f32>, %_r222b: tensor<f32>):
      %_r222c = stablehlo.add %_r222a, %_r222b : tensor<f32>
      "stablehlo.return"(%_r222c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %2172 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %2173 = stablehlo.divide %2171, %2172 : tensor<128x197xf32>
    %2174 = "stablehlo.broadcast_in_dim"(%2173) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %2175 = stablehlo.subtract %2169, %2174 : tensor<128x197x192xf32>
    %2176 = stablehlo.multiply %2169, %116 : tensor<128x197x192xf32>
    %2177 = stablehlo.constant dense<0.0> : tensor<f32>
    %2178 = "stablehlo.reduce"(%2176, %2177) ({
    ^bb0(%_r223a: tensor<f32>, %_r223b: tensor<f32>):
      %_r223c = stablehlo.add %_r223a, %_r223b : tensor<f32>
      "stablehlo.return"(%_r223c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %2179 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %2180 = stablehlo.divide %2178, %2179 : tensor<128x197xf32>
    %2181 = "stablehlo.broadcast_in_dim"(%2180) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %2182 = stablehlo.multiply %116, %2181 : tensor<128x197x192xf32>
    %2183 = stablehlo.subtract %2175, %2182 : tensor<128x197x192xf32>
    %2184 = stablehlo.multiply %115, %2183 : tensor<128x197x192xf32>
    %2185 = stablehlo.multiply %2165, %116 : tensor<128x197x192xf32>
    %2186 = stablehlo.constant dense<0.0> : tensor<f32>
    %2187 = "stablehlo.reduce"(%2185, %2186) ({
    ^bb0(%_r224a: tensor<f32>, %_r224b: tensor<f32>):
      %_r224c = stablehlo.add %_r224a, %_r224b : tensor<f32>
      "stablehlo.return"(%_r224c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %2188 = stablehlo.constant dense<0.0> : tensor<f32>
    %2189 = "stablehlo.reduce"(%2165, %2188) ({
    ^bb0(%_r225a: tensor<f32>, %_r225b: tensor<f32>):
      %_r225c = stablehlo.add %_r225a, %_r225b : tensor<f32>
      "stablehlo.return"(%_r225c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %2190 = stablehlo.add %2184, %2139 : tensor<128x197x192xf32>
    %2191 = stablehlo.multiply %2190, %98 : tensor<128x197x192xf32>
    %2192 = "stablehlo.dot_general"(%2191, %blocks.0.mlp.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x192xf32>, tensor<768x192xf32>) -> tensor<128x197x768xf32>
    %2193 = "stablehlo.dot_general"(%93, %2191) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x768xf32>, tensor<128x197x192xf32>) -> tensor<768x192xf32>
    %2194 = stablehlo.constant dense<0.0> : tensor<f32>
    %2195 = "stablehlo.reduce"(%2191, %2194) ({
    ^bb0(%_r226a: tensor<f32>, %_r226b: tensor<f32>):
      %_r226c = stablehlo.add %_r226a, %_r226b : tensor<f32>
      "stablehlo.return"(%_r226c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %2196 = stablehlo.constant dense<0.5> : tensor<128x197x768xf32>
    %2197 = stablehlo.multiply %90, %2196 : tensor<128x197x768xf32>
    %2198 = stablehlo.multiply %87, %87 : tensor<128x197x768xf32>
    %2199 = stablehlo.negate %2198 : tensor<128x197x768xf32>
    %2200 = stablehlo.exponential %2199 : tensor<128x197x768xf32>
    %2201 = stablehlo.constant dense<0.3989423> : tensor<128x197x768xf32>
    %2202 = stablehlo.multiply %2200, %2201 : tensor<128x197x768xf32>
    %2203 = stablehlo.multiply %85, %2202 : tensor<128x197x768xf32>
    %2204 = stablehlo.add %2197, %2203 : tensor<128x197x768xf32>
    %2205 = stablehlo.multiply %2192, %2204 : tensor<128x197x768xf32>
    %2206 = "stablehlo.dot_general"(%2205, %blocks.0.mlp.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x768xf32>, tensor<192x768xf32>) -> tensor<128x197x192xf32>
    %2207 = "stablehlo.dot_general"(%82, %2205) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x192xf32>, tensor<128x197x768xf32>) -> tensor<192x768xf32>
    %2208 = stablehlo.constant dense<0.0> : tensor<f32>
    %2209 = "stablehlo.reduce"(%2205, %2208) ({
    ^bb0(%_r227a: tensor<f32>, %_r227b: tensor<f32>):
      %_r227c = stablehlo.add %_r227a, %_r227b : tensor<f32>
      "stablehlo.return"(%_r227c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x768xf32>, tensor<f32>) -> tensor<768xf32>
    %2210 = stablehlo.multiply %2206, %79 : tensor<128x197x192xf32>
    %2211 = stablehlo.constant dense<0.0> : tensor<f32>
    %2212 = "stablehlo.reduce"(%2210, %2211) ({
    ^bb0(%_r228a: tensor<f32>, %_r228b: tensor<f32>):
      %_r228c = stablehlo.add %_r228a, %_r228b : tensor<f32>
      "stablehlo.return"(%_r228c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %2213 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %2214 = stablehlo.divide %2212, %2213 : tensor<128x197xf32>
    %2215 = "stablehlo.broadcast_in_dim"(%2214) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %2216 = stablehlo.subtract %2210, %2215 : tensor<128x197x192xf32>
    %2217 = stablehlo.multiply %2210, %78 : tensor<128x197x192xf32>
    %2218 = stablehlo.constant dense<0.0> : tensor<f32>
    %2219 = "stablehlo.reduce"(%2217, %2218) ({
    ^bb0(%_r229a: tensor<f32>, %_r229b: tensor<f32>):
      %_r229c = stablehlo.add %_r229a, %_r229b : tensor<f32>
      "stablehlo.return"(%_r229c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %2220 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %2221 = stablehlo.divide %2219, %2220 : tensor<128x197xf32>
    %2222 = "stablehlo.broadcast_in_dim"(%2221) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %2223 = stablehlo.multiply %78, %2222 : tensor<128x197x192xf32>
    %2224 = stablehlo.subtract %2216, %2223 : tensor<128x197x192xf32>
    %2225 = stablehlo.multiply %77, %2224 : tensor<128x197x192xf32>
    %2226 = stablehlo.multiply %2206, %78 : tensor<128x197x192xf32>
    %2227 = stablehlo.constant dense<0.0> : tensor<f32>
    %2228 = "stablehlo.reduce"(%2226, %2227) ({
    ^bb0(%_r230a: tensor<f32>, %_r230b: tensor<f32>):
      %_r230c = stablehlo.add %_r230a, %_r230b : tensor<f32>
      "stablehlo.return"(%_r230c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %2229 = stablehlo.constant dense<0.0> : tensor<f32>
    %2230 = "stablehlo.reduce"(%2206, %2229) ({
    ^bb0(%_r231a: tensor<f32>, %_r231b: tensor<f32>):
      %_r231c = stablehlo.add %_r231a, %_r231b : tensor<f32>
      "stablehlo.return"(%_r231c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %2231 = stablehlo.add %2225, %2190 : tensor<128x197x192xf32>
    %2232 = stablehlo.multiply %2231, %60 : tensor<128x197x192xf32>
    %2233 = "stablehlo.dot_general"(%2232, %blocks.0.attn.proj.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x192xf32>, tensor<192x192xf32>) -> tensor<128x197x192xf32>
    %2234 = "stablehlo.dot_general"(%55, %2232) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x192xf32>, tensor<128x197x192xf32>) -> tensor<192x192xf32>
    %2235 = stablehlo.constant dense<0.0> : tensor<f32>
    %2236 = "stablehlo.reduce"(%2232, %2235) ({
    ^bb0(%_r232a: tensor<f32>, %_r232b: tensor<f32>):
      %_r232c = stablehlo.add %_r232a, %_r232b : tensor<f32>
      "stablehlo.return"(%_r232c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %2237 = "stablehlo.reshape"(%2233) : (tensor<128x197x192xf32>) -> tensor<128x197x3x64xf32>
    %2238 = "stablehlo.transpose"(%2237) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<128x197x3x64xf32>) -> tensor<128x3x197x64xf32>
    %2239 = "stablehlo.dot_general"(%52, %2238) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<128x3x197x197xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %2240 = "stablehlo.dot_general"(%2238, %40) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<128x3x197x64xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x197xf32>
    %2241 = stablehlo.multiply %2240, %52 : tensor<128x3x197x197xf32>
    %2242 = stablehlo.constant dense<0.0> : tensor<f32>
    %2243 = "stablehlo.reduce"(%2241, %2242) ({
    ^bb0(%_r233a: tensor<f32>, %_r233b: tensor<f32>):
      %_r233c = stablehlo.add %_r233a, %_r233b : tensor<f32>
      "stablehlo.return"(%_r233c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<128x3x197x197xf32>, tensor<f32>) -> tensor<128x3x197xf32>
    %2244 = "stablehlo.broadcast_in_dim"(%2243) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<128x3x197xf32>) -> tensor<128x3x197x197xf32>
    %2245 = stablehlo.subtract %2240, %2244 : tensor<128x3x197x197xf32>
    %2246 = stablehlo.multiply %52, %2245 : tensor<128x3x197x197xf32>
    %2247 = "stablehlo.dot_general"(%2246, %38) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<128x3x197x197xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %2248 = stablehlo.constant dense<0.125> : tensor<128x3x197x64xf32>
    %2249 = stablehlo.multiply %2247, %2248 : tensor<128x3x197x64xf32>
    %2250 = "stablehlo.dot_general"(%2246, %42) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<128x3x197x197xf32>, tensor<128x3x197x64xf32>) -> tensor<128x3x197x64xf32>
    %2251 = "stablehlo.reshape"(%2249) : (tensor<128x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %2252 = "stablehlo.reshape"(%2250) : (tensor<128x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %2253 = "stablehlo.reshape"(%2239) : (tensor<128x3x197x64xf32>) -> tensor<128x1x3x197x64xf32>
    %2254 = "stablehlo.concatenate"(%2251, %2252, %2253) {dimension = 1 : i64} : (tensor<128x1x3x197x64xf32>, tensor<128x1x3x197x64xf32>, tensor<128x1x3x197x64xf32>) -> tensor<128x3x3x197x64xf32>
    %2255 = "stablehlo.transpose"(%2254) {permutation = array<i64: 0, 3, 1, 2, 4>} : (tensor<128x3x3x197x64xf32>) -> tensor<128x197x3x3x64xf32>
    %2256 = "stablehlo.reshape"(%2255) : (tensor<128x197x3x3x64xf32>) -> tensor<128x197x576xf32>
    %2257 = "stablehlo.dot_general"(%2256, %blocks.0.attn.qkv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<128x197x576xf32>, tensor<192x576xf32>) -> tensor<128x197x192xf32>
    %2258 = "stablehlo.dot_general"(%29, %2256) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>} : (tensor<128x197x192xf32>, tensor<128x197x576xf32>) -> tensor<192x576xf32>
    %2259 = stablehlo.constant dense<0.0> : tensor<f32>
    %2260 = "stablehlo.reduce"(%2256, %2259) ({
    ^bb0(%_r234a: tensor<f32>, %_r234b: tensor<f32>):
      %_r234c = stablehlo.add %_r234a, %_r234b : tensor<f32>
      "stablehlo.return"(%_r234c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x576xf32>, tensor<f32>) -> tensor<576xf32>
    %2261 = stablehlo.multiply %2257, %26 : tensor<128x197x192xf32>
    %2262 = stablehlo.constant dense<0.0> : tensor<f32>
    %2263 = "stablehlo.reduce"(%2261, %2262) ({
    ^bb0(%_r235a: tensor<f32>, %_r235b: tensor<f32>):
      %_r235c = stablehlo.add %_r235a, %_r235b : tensor<f32>
      "stablehlo.return"(%_r235c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %2264 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %2265 = stablehlo.divide %2263, %2264 : tensor<128x197xf32>
    %2266 = "stablehlo.broadcast_in_dim"(%2265) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %2267 = stablehlo.subtract %2261, %2266 : tensor<128x197x192xf32>
    %2268 = stablehlo.multiply %2261, %25 : tensor<128x197x192xf32>
    %2269 = stablehlo.constant dense<0.0> : tensor<f32>
    %2270 = "stablehlo.reduce"(%2268, %2269) ({
    ^bb0(%_r236a: tensor<f32>, %_r236b: tensor<f32>):
      %_r236c = stablehlo.add %_r236a, %_r236b : tensor<f32>
      "stablehlo.return"(%_r236c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<128x197xf32>
    %2271 = stablehlo.constant dense<192.0> : tensor<128x197xf32>
    %2272 = stablehlo.divide %2270, %2271 : tensor<128x197xf32>
    %2273 = "stablehlo.broadcast_in_dim"(%2272) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x197xf32>) -> tensor<128x197x192xf32>
    %2274 = stablehlo.multiply %25, %2273 : tensor<128x197x192xf32>
    %2275 = stablehlo.subtract %2267, %2274 : tensor<128x197x192xf32>
    %2276 = stablehlo.multiply %24, %2275 : tensor<128x197x192xf32>
    %2277 = stablehlo.multiply %2257, %25 : tensor<128x197x192xf32>
    %2278 = stablehlo.constant dense<0.0> : tensor<f32>
    %2279 = "stablehlo.reduce"(%2277, %2278) ({
    ^bb0(%_r237a: tensor<f32>, %_r237b: tensor<f32>):
      %_r237c = stablehlo.add %_r237a, %_r237b : tensor<f32>
      "stablehlo.return"(%_r237c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %2280 = stablehlo.constant dense<0.0> : tensor<f32>
    %2281 = "stablehlo.reduce"(%2257, %2280) ({
    ^bb0(%_r238a: tensor<f32>, %_r238b: tensor<f32>):
      %_r238c = stablehlo.add %_r238a, %_r238b : tensor<f32>
      "stablehlo.return"(%_r238c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<192xf32>
    %2282 = stablehlo.add %2276, %2231 : tensor<128x197x192xf32>
    %2283 = stablehlo.constant dense<0.0> : tensor<f32>
    %2284 = "stablehlo.reduce"(%2282, %2283) ({
    ^bb0(%_r239a: tensor<f32>, %_r239b: tensor<f32>):
      %_r239c = stablehlo.add %_r239a, %_r239b : tensor<f32>
      "stablehlo.return"(%_r239c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128x197x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %2285 = "stablehlo.reshape"(%2284) : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %2286 = "stablehlo.slice"(%2282) {limit_indices = array<i64: 128, 197, 192>, start_indices = array<i64: 0, 1, 0>, strides = array<i64: 1, 1, 1>} : (tensor<128x197x192xf32>) -> tensor<128x196x192xf32>
    %2287 = "stablehlo.slice"(%2282) {limit_indices = array<i64: 128, 1, 192>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>} : (tensor<128x197x192xf32>) -> tensor<128x1x192xf32>
    %2288 = stablehlo.constant dense<0.0> : tensor<f32>
    %2289 = "stablehlo.reduce"(%2287, %2288) ({
    ^bb0(%_r240a: tensor<f32>, %_r240b: tensor<f32>):
      %_r240c = stablehlo.add %_r240a, %_r240b : tensor<f32>
      "stablehlo.return"(%_r240c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<128x1x192xf32>, tensor<f32>) -> tensor<1x192xf32>
    %2290 = "stablehlo.reshape"(%2289) : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %2291 = "stablehlo.reshape"(%2286) : (tensor<128x196x192xf32>) -> tensor<128x14x14x192xf32>
    %2292 = "stablehlo.convolution"(%x, %2291) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 16, 16>, window_strides = array<i64: 1, 1>} : (tensor<128x224x224x3xf32>, tensor<128x14x14x192xf32>) -> tensor<16x16x3x192xf32>
    %2293 = stablehlo.constant dense<0.0> : tensor<f32>
    %2294 = "stablehlo.reduce"(%2291, %2293) ({
    ^bb0(%_r241a: tensor<f32>, %_r241b: tensor<f32>):
      %_r241c = stablehlo.add %_r241a, %_r241b : tensor<f32>
      "stablehlo.return"(%_r241c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<128x14x14x192xf32>, tensor<f32>) -> tensor<192xf32>
    // ── data parallel: mean of the gradients and the loss over 8 replicas ──
    %2295 = "stablehlo.all_reduce"(%2292) ({
    ^bb0(%_r242a: tensor<f32>, %_r242b: tensor<f32>):
      %_r242c = stablehlo.add %_r242a, %_r242b : tensor<f32>
      "stablehlo.return"(%_r242c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<16x16x3x192xf32>) -> tensor<16x16x3x192xf32>
    %2296 = stablehlo.constant dense<8.0> : tensor<16x16x3x192xf32>
    %2297 = stablehlo.divide %2295, %2296 : tensor<16x16x3x192xf32>
    %2298 = "stablehlo.all_reduce"(%2294) ({
    ^bb0(%_r243a: tensor<f32>, %_r243b: tensor<f32>):
      %_r243c = stablehlo.add %_r243a, %_r243b : tensor<f32>
      "stablehlo.return"(%_r243c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2299 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2300 = stablehlo.divide %2298, %2299 : tensor<192xf32>
    %2301 = "stablehlo.all_reduce"(%2290) ({
    ^bb0(%_r244a: tensor<f32>, %_r244b: tensor<f32>):
      %_r244c = stablehlo.add %_r244a, %_r244b : tensor<f32>
      "stablehlo.return"(%_r244c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<1x1x192xf32>) -> tensor<1x1x192xf32>
    %2302 = stablehlo.constant dense<8.0> : tensor<1x1x192xf32>
    %2303 = stablehlo.divide %2301, %2302 : tensor<1x1x192xf32>
    %2304 = "stablehlo.all_reduce"(%2285) ({
    ^bb0(%_r245a: tensor<f32>, %_r245b: tensor<f32>):
      %_r245c = stablehlo.add %_r245a, %_r245b : tensor<f32>
      "stablehlo.return"(%_r245c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<1x197x192xf32>) -> tensor<1x197x192xf32>
    %2305 = stablehlo.constant dense<8.0> : tensor<1x197x192xf32>
    %2306 = stablehlo.divide %2304, %2305 : tensor<1x197x192xf32>
    %2307 = "stablehlo.all_reduce"(%2279) ({
    ^bb0(%_r246a: tensor<f32>, %_r246b: tensor<f32>):
      %_r246c = stablehlo.add %_r246a, %_r246b : tensor<f32>
      "stablehlo.return"(%_r246c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2308 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2309 = stablehlo.divide %2307, %2308 : tensor<192xf32>
    %2310 = "stablehlo.all_reduce"(%2281) ({
    ^bb0(%_r247a: tensor<f32>, %_r247b: tensor<f32>):
      %_r247c = stablehlo.add %_r247a, %_r247b : tensor<f32>
      "stablehlo.return"(%_r247c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2311 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2312 = stablehlo.divide %2310, %2311 : tensor<192xf32>
    %2313 = "stablehlo.all_reduce"(%2258) ({
    ^bb0(%_r248a: tensor<f32>, %_r248b: tensor<f32>):
      %_r248c = stablehlo.add %_r248a, %_r248b : tensor<f32>
      "stablehlo.return"(%_r248c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192x576xf32>) -> tensor<192x576xf32>
    %2314 = stablehlo.constant dense<8.0> : tensor<192x576xf32>
    %2315 = stablehlo.divide %2313, %2314 : tensor<192x576xf32>
    %2316 = "stablehlo.all_reduce"(%2260) ({
    ^bb0(%_r249a: tensor<f32>, %_r249b: tensor<f32>):
      %_r249c = stablehlo.add %_r249a, %_r249b : tensor<f32>
      "stablehlo.return"(%_r249c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<576xf32>) -> tensor<576xf32>
    %2317 = stablehlo.constant dense<8.0> : tensor<576xf32>
    %2318 = stablehlo.divide %2316, %2317 : tensor<576xf32>
    %2319 = "stablehlo.all_reduce"(%2234) ({
    ^bb0(%_r250a: tensor<f32>, %_r250b: tensor<f32>):
      %_r250c = stablehlo.add %_r250a, %_r250b : tensor<f32>
      "stablehlo.return"(%_r250c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %2320 = stablehlo.constant dense<8.0> : tensor<192x192xf32>
    %2321 = stablehlo.divide %2319, %2320 : tensor<192x192xf32>
    %2322 = "stablehlo.all_reduce"(%2236) ({
    ^bb0(%_r251a: tensor<f32>, %_r251b: tensor<f32>):
      %_r251c = stablehlo.add %_r251a, %_r251b : tensor<f32>
      "stablehlo.return"(%_r251c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2323 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2324 = stablehlo.divide %2322, %2323 : tensor<192xf32>
    %2325 = "stablehlo.all_reduce"(%2228) ({
    ^bb0(%_r252a: tensor<f32>, %_r252b: tensor<f32>):
      %_r252c = stablehlo.add %_r252a, %_r252b : tensor<f32>
      "stablehlo.return"(%_r252c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2326 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2327 = stablehlo.divide %2325, %2326 : tensor<192xf32>
    %2328 = "stablehlo.all_reduce"(%2230) ({
    ^bb0(%_r253a: tensor<f32>, %_r253b: tensor<f32>):
      %_r253c = stablehlo.add %_r253a, %_r253b : tensor<f32>
      "stablehlo.return"(%_r253c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2329 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2330 = stablehlo.divide %2328, %2329 : tensor<192xf32>
    %2331 = "stablehlo.all_reduce"(%2207) ({
    ^bb0(%_r254a: tensor<f32>, %_r254b: tensor<f32>):
      %_r254c = stablehlo.add %_r254a, %_r254b : tensor<f32>
      "stablehlo.return"(%_r254c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192x768xf32>) -> tensor<192x768xf32>
    %2332 = stablehlo.constant dense<8.0> : tensor<192x768xf32>
    %2333 = stablehlo.divide %2331, %2332 : tensor<192x768xf32>
    %2334 = "stablehlo.all_reduce"(%2209) ({
    ^bb0(%_r255a: tensor<f32>, %_r255b: tensor<f32>):
      %_r255c = stablehlo.add %_r255a, %_r255b : tensor<f32>
      "stablehlo.return"(%_r255c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<768xf32>) -> tensor<768xf32>
    %2335 = stablehlo.constant dense<8.0> : tensor<768xf32>
    %2336 = stablehlo.divide %2334, %2335 : tensor<768xf32>
    %2337 = "stablehlo.all_reduce"(%2193) ({
    ^bb0(%_r256a: tensor<f32>, %_r256b: tensor<f32>):
      %_r256c = stablehlo.add %_r256a, %_r256b : tensor<f32>
      "stablehlo.return"(%_r256c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<768x192xf32>) -> tensor<768x192xf32>
    %2338 = stablehlo.constant dense<8.0> : tensor<768x192xf32>
    %2339 = stablehlo.divide %2337, %2338 : tensor<768x192xf32>
    %2340 = "stablehlo.all_reduce"(%2195) ({
    ^bb0(%_r257a: tensor<f32>, %_r257b: tensor<f32>):
      %_r257c = stablehlo.add %_r257a, %_r257b : tensor<f32>
      "stablehlo.return"(%_r257c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2341 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2342 = stablehlo.divide %2340, %2341 : tensor<192xf32>
    %2343 = "stablehlo.all_reduce"(%2187) ({
    ^bb0(%_r258a: tensor<f32>, %_r258b: tensor<f32>):
      %_r258c = stablehlo.add %_r258a, %_r258b : tensor<f32>
      "stablehlo.return"(%_r258c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2344 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2345 = stablehlo.divide %2343, %2344 : tensor<192xf32>
    %2346 = "stablehlo.all_reduce"(%2189) ({
    ^bb0(%_r259a: tensor<f32>, %_r259b: tensor<f32>):
      %_r259c = stablehlo.add %_r259a, %_r259b : tensor<f32>
      "stablehlo.return"(%_r259c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2347 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2348 = stablehlo.divide %2346, %2347 : tensor<192xf32>
    %2349 = "stablehlo.all_reduce"(%2166) ({
    ^bb0(%_r260a: tensor<f32>, %_r260b: tensor<f32>):
      %_r260c = stablehlo.add %_r260a, %_r260b : tensor<f32>
      "stablehlo.return"(%_r260c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192x576xf32>) -> tensor<192x576xf32>
    %2350 = stablehlo.constant dense<8.0> : tensor<192x576xf32>
    %2351 = stablehlo.divide %2349, %2350 : tensor<192x576xf32>
    %2352 = "stablehlo.all_reduce"(%2168) ({
    ^bb0(%_r261a: tensor<f32>, %_r261b: tensor<f32>):
      %_r261c = stablehlo.add %_r261a, %_r261b : tensor<f32>
      "stablehlo.return"(%_r261c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<576xf32>) -> tensor<576xf32>
    %2353 = stablehlo.constant dense<8.0> : tensor<576xf32>
    %2354 = stablehlo.divide %2352, %2353 : tensor<576xf32>
    %2355 = "stablehlo.all_reduce"(%2142) ({
    ^bb0(%_r262a: tensor<f32>, %_r262b: tensor<f32>):
      %_r262c = stablehlo.add %_r262a, %_r262b : tensor<f32>
      "stablehlo.return"(%_r262c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %2356 = stablehlo.constant dense<8.0> : tensor<192x192xf32>
    %2357 = stablehlo.divide %2355, %2356 : tensor<192x192xf32>
    %2358 = "stablehlo.all_reduce"(%2144) ({
    ^bb0(%_r263a: tensor<f32>, %_r263b: tensor<f32>):
      %_r263c = stablehlo.add %_r263a, %_r263b : tensor<f32>
      "stablehlo.return"(%_r263c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2359 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2360 = stablehlo.divide %2358, %2359 : tensor<192xf32>
    %2361 = "stablehlo.all_reduce"(%2136) ({
    ^bb0(%_r264a: tensor<f32>, %_r264b: tensor<f32>):
      %_r264c = stablehlo.add %_r264a, %_r264b : tensor<f32>
      "stablehlo.return"(%_r264c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2362 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2363 = stablehlo.divide %2361, %2362 : tensor<192xf32>
    %2364 = "stablehlo.all_reduce"(%2138) ({
    ^bb0(%_r265a: tensor<f32>, %_r265b: tensor<f32>):
      %_r265c = stablehlo.add %_r265a, %_r265b : tensor<f32>
      "stablehlo.return"(%_r265c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2365 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2366 = stablehlo.divide %2364, %2365 : tensor<192xf32>
    %2367 = "stablehlo.all_reduce"(%2115) ({
    ^bb0(%_r266a: tensor<f32>, %_r266b: tensor<f32>):
      %_r266c = stablehlo.add %_r266a, %_r266b : tensor<f32>
      "stablehlo.return"(%_r266c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192x768xf32>) -> tensor<192x768xf32>
    %2368 = stablehlo.constant dense<8.0> : tensor<192x768xf32>
    %2369 = stablehlo.divide %2367, %2368 : tensor<192x768xf32>
    %2370 = "stablehlo.all_reduce"(%2117) ({
    ^bb0(%_r267a: tensor<f32>, %_r267b: tensor<f32>):
      %_r267c = stablehlo.add %_r267a, %_r267b : tensor<f32>
      "stablehlo.return"(%_r267c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<768xf32>) -> tensor<768xf32>
    %2371 = stablehlo.constant dense<8.0> : tensor<768xf32>
    %2372 = stablehlo.divide %2370, %2371 : tensor<768xf32>
    %2373 = "stablehlo.all_reduce"(%2101) ({
    ^bb0(%_r268a: tensor<f32>, %_r268b: tensor<f32>):
      %_r268c = stablehlo.add %_r268a, %_r268b : tensor<f32>
      "stablehlo.return"(%_r268c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<768x192xf32>) -> tensor<768x192xf32>
    %2374 = stablehlo.constant dense<8.0> : tensor<768x192xf32>
    %2375 = stablehlo.divide %2373, %2374 : tensor<768x192xf32>
    %2376 = "stablehlo.all_reduce"(%2103) ({
    ^bb0(%_r269a: tensor<f32>, %_r269b: tensor<f32>):
      %_r269c = stablehlo.add %_r269a, %_r269b : tensor<f32>
      "stablehlo.return"(%_r269c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2377 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2378 = stablehlo.divide %2376, %2377 : tensor<192xf32>
    %2379 = "stablehlo.all_reduce"(%2095) ({
    ^bb0(%_r270a: tensor<f32>, %_r270b: tensor<f32>):
      %_r270c = stablehlo.add %_r270a, %_r270b : tensor<f32>
      "stablehlo.return"(%_r270c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2380 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2381 = stablehlo.divide %2379, %2380 : tensor<192xf32>
    %2382 = "stablehlo.all_reduce"(%2097) ({
    ^bb0(%_r271a: tensor<f32>, %_r271b: tensor<f32>):
      %_r271c = stablehlo.add %_r271a, %_r271b : tensor<f32>
      "stablehlo.return"(%_r271c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2383 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2384 = stablehlo.divide %2382, %2383 : tensor<192xf32>
    %2385 = "stablehlo.all_reduce"(%2074) ({
    ^bb0(%_r272a: tensor<f32>, %_r272b: tensor<f32>):
      %_r272c = stablehlo.add %_r272a, %_r272b : tensor<f32>
      "stablehlo.return"(%_r272c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192x576xf32>) -> tensor<192x576xf32>
    %2386 = stablehlo.constant dense<8.0> : tensor<192x576xf32>
    %2387 = stablehlo.divide %2385, %2386 : tensor<192x576xf32>
    %2388 = "stablehlo.all_reduce"(%2076) ({
    ^bb0(%_r273a: tensor<f32>, %_r273b: tensor<f32>):
      %_r273c = stablehlo.add %_r273a, %_r273b : tensor<f32>
      "stablehlo.return"(%_r273c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<576xf32>) -> tensor<576xf32>
    %2389 = stablehlo.constant dense<8.0> : tensor<576xf32>
    %2390 = stablehlo.divide %2388, %2389 : tensor<576xf32>
    %2391 = "stablehlo.all_reduce"(%2050) ({
    ^bb0(%_r274a: tensor<f32>, %_r274b: tensor<f32>):
      %_r274c = stablehlo.add %_r274a, %_r274b : tensor<f32>
      "stablehlo.return"(%_r274c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %2392 = stablehlo.constant dense<8.0> : tensor<192x192xf32>
    %2393 = stablehlo.divide %2391, %2392 : tensor<192x192xf32>
    %2394 = "stablehlo.all_reduce"(%2052) ({
    ^bb0(%_r275a: tensor<f32>, %_r275b: tensor<f32>):
      %_r275c = stablehlo.add %_r275a, %_r275b : tensor<f32>
      "stablehlo.return"(%_r275c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2395 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2396 = stablehlo.divide %2394, %2395 : tensor<192xf32>
    %2397 = "stablehlo.all_reduce"(%2044) ({
    ^bb0(%_r276a: tensor<f32>, %_r276b: tensor<f32>):
      %_r276c = stablehlo.add %_r276a, %_r276b : tensor<f32>
      "stablehlo.return"(%_r276c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2398 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2399 = stablehlo.divide %2397, %2398 : tensor<192xf32>
    %2400 = "stablehlo.all_reduce"(%2046) ({
    ^bb0(%_r277a: tensor<f32>, %_r277b: tensor<f32>):
      %_r277c = stablehlo.add %_r277a, %_r277b : tensor<f32>
      "stablehlo.return"(%_r277c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2401 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2402 = stablehlo.divide %2400, %2401 : tensor<192xf32>
    %2403 = "stablehlo.all_reduce"(%2023) ({
    ^bb0(%_r278a: tensor<f32>, %_r278b: tensor<f32>):
      %_r278c = stablehlo.add %_r278a, %_r278b : tensor<f32>
      "stablehlo.return"(%_r278c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192x768xf32>) -> tensor<192x768xf32>
    %2404 = stablehlo.constant dense<8.0> : tensor<192x768xf32>
    %2405 = stablehlo.divide %2403, %2404 : tensor<192x768xf32>
    %2406 = "stablehlo.all_reduce"(%2025) ({
    ^bb0(%_r279a: tensor<f32>, %_r279b: tensor<f32>):
      %_r279c = stablehlo.add %_r279a, %_r279b : tensor<f32>
      "stablehlo.return"(%_r279c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<768xf32>) -> tensor<768xf32>
    %2407 = stablehlo.constant dense<8.0> : tensor<768xf32>
    %2408 = stablehlo.divide %2406, %2407 : tensor<768xf32>
    %2409 = "stablehlo.all_reduce"(%2009) ({
    ^bb0(%_r280a: tensor<f32>, %_r280b: tensor<f32>):
      %_r280c = stablehlo.add %_r280a, %_r280b : tensor<f32>
      "stablehlo.return"(%_r280c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<768x192xf32>) -> tensor<768x192xf32>
    %2410 = stablehlo.constant dense<8.0> : tensor<768x192xf32>
    %2411 = stablehlo.divide %2409, %2410 : tensor<768x192xf32>
    %2412 = "stablehlo.all_reduce"(%2011) ({
    ^bb0(%_r281a: tensor<f32>, %_r281b: tensor<f32>):
      %_r281c = stablehlo.add %_r281a, %_r281b : tensor<f32>
      "stablehlo.return"(%_r281c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2413 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2414 = stablehlo.divide %2412, %2413 : tensor<192xf32>
    %2415 = "stablehlo.all_reduce"(%2003) ({
    ^bb0(%_r282a: tensor<f32>, %_r282b: tensor<f32>):
      %_r282c = stablehlo.add %_r282a, %_r282b : tensor<f32>
      "stablehlo.return"(%_r282c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2416 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2417 = stablehlo.divide %2415, %2416 : tensor<192xf32>
    %2418 = "stablehlo.all_reduce"(%2005) ({
    ^bb0(%_r283a: tensor<f32>, %_r283b: tensor<f32>):
      %_r283c = stablehlo.add %_r283a, %_r283b : tensor<f32>
      "stablehlo.return"(%_r283c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2419 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2420 = stablehlo.divide %2418, %2419 : tensor<192xf32>
    %2421 = "stablehlo.all_reduce"(%1982) ({
    ^bb0(%_r284a: tensor<f32>, %_r284b: tensor<f32>):
      %_r284c = stablehlo.add %_r284a, %_r284b : tensor<f32>
      "stablehlo.return"(%_r284c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192x576xf32>) -> tensor<192x576xf32>
    %2422 = stablehlo.constant dense<8.0> : tensor<192x576xf32>
    %2423 = stablehlo.divide %2421, %2422 : tensor<192x576xf32>
    %2424 = "stablehlo.all_reduce"(%1984) ({
    ^bb0(%_r285a: tensor<f32>, %_r285b: tensor<f32>):
      %_r285c = stablehlo.add %_r285a, %_r285b : tensor<f32>
      "stablehlo.return"(%_r285c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<576xf32>) -> tensor<576xf32>
    %2425 = stablehlo.constant dense<8.0> : tensor<576xf32>
    %2426 = stablehlo.divide %2424, %2425 : tensor<576xf32>
    %2427 = "stablehlo.all_reduce"(%1958) ({
    ^bb0(%_r286a: tensor<f32>, %_r286b: tensor<f32>):
      %_r286c = stablehlo.add %_r286a, %_r286b : tensor<f32>
      "stablehlo.return"(%_r286c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %2428 = stablehlo.constant dense<8.0> : tensor<192x192xf32>
    %2429 = stablehlo.divide %2427, %2428 : tensor<192x192xf32>
    %2430 = "stablehlo.all_reduce"(%1960) ({
    ^bb0(%_r287a: tensor<f32>, %_r287b: tensor<f32>):
      %_r287c = stablehlo.add %_r287a, %_r287b : tensor<f32>
      "stablehlo.return"(%_r287c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2431 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2432 = stablehlo.divide %2430, %2431 : tensor<192xf32>
    %2433 = "stablehlo.all_reduce"(%1952) ({
    ^bb0(%_r288a: tensor<f32>, %_r288b: tensor<f32>):
      %_r288c = stablehlo.add %_r288a, %_r288b : tensor<f32>
      "stablehlo.return"(%_r288c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2434 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2435 = stablehlo.divide %2433, %2434 : tensor<192xf32>
    %2436 = "stablehlo.all_reduce"(%1954) ({
    ^bb0(%_r289a: tensor<f32>, %_r289b: tensor<f32>):
      %_r289c = stablehlo.add %_r289a, %_r289b : tensor<f32>
      "stablehlo.return"(%_r289c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2437 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2438 = stablehlo.divide %2436, %2437 : tensor<192xf32>
    %2439 = "stablehlo.all_reduce"(%1931) ({
    ^bb0(%_r290a: tensor<f32>, %_r290b: tensor<f32>):
      %_r290c = stablehlo.add %_r290a, %_r290b : tensor<f32>
      "stablehlo.return"(%_r290c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192x768xf32>) -> tensor<192x768xf32>
    %2440 = stablehlo.constant dense<8.0> : tensor<192x768xf32>
    %2441 = stablehlo.divide %2439, %2440 : tensor<192x768xf32>
    %2442 = "stablehlo.all_reduce"(%1933) ({
    ^bb0(%_r291a: tensor<f32>, %_r291b: tensor<f32>):
      %_r291c = stablehlo.add %_r291a, %_r291b : tensor<f32>
      "stablehlo.return"(%_r291c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<768xf32>) -> tensor<768xf32>
    %2443 = stablehlo.constant dense<8.0> : tensor<768xf32>
    %2444 = stablehlo.divide %2442, %2443 : tensor<768xf32>
    %2445 = "stablehlo.all_reduce"(%1917) ({
    ^bb0(%_r292a: tensor<f32>, %_r292b: tensor<f32>):
      %_r292c = stablehlo.add %_r292a, %_r292b : tensor<f32>
      "stablehlo.return"(%_r292c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<768x192xf32>) -> tensor<768x192xf32>
    %2446 = stablehlo.constant dense<8.0> : tensor<768x192xf32>
    %2447 = stablehlo.divide %2445, %2446 : tensor<768x192xf32>
    %2448 = "stablehlo.all_reduce"(%1919) ({
    ^bb0(%_r293a: tensor<f32>, %_r293b: tensor<f32>):
      %_r293c = stablehlo.add %_r293a, %_r293b : tensor<f32>
      "stablehlo.return"(%_r293c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2449 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2450 = stablehlo.divide %2448, %2449 : tensor<192xf32>
    %2451 = "stablehlo.all_reduce"(%1911) ({
    ^bb0(%_r294a: tensor<f32>, %_r294b: tensor<f32>):
      %_r294c = stablehlo.add %_r294a, %_r294b : tensor<f32>
      "stablehlo.return"(%_r294c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2452 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2453 = stablehlo.divide %2451, %2452 : tensor<192xf32>
    %2454 = "stablehlo.all_reduce"(%1913) ({
    ^bb0(%_r295a: tensor<f32>, %_r295b: tensor<f32>):
      %_r295c = stablehlo.add %_r295a, %_r295b : tensor<f32>
      "stablehlo.return"(%_r295c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2455 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2456 = stablehlo.divide %2454, %2455 : tensor<192xf32>
    %2457 = "stablehlo.all_reduce"(%1890) ({
    ^bb0(%_r296a: tensor<f32>, %_r296b: tensor<f32>):
      %_r296c = stablehlo.add %_r296a, %_r296b : tensor<f32>
      "stablehlo.return"(%_r296c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192x576xf32>) -> tensor<192x576xf32>
    %2458 = stablehlo.constant dense<8.0> : tensor<192x576xf32>
    %2459 = stablehlo.divide %2457, %2458 : tensor<192x576xf32>
    %2460 = "stablehlo.all_reduce"(%1892) ({
    ^bb0(%_r297a: tensor<f32>, %_r297b: tensor<f32>):
      %_r297c = stablehlo.add %_r297a, %_r297b : tensor<f32>
      "stablehlo.return"(%_r297c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<576xf32>) -> tensor<576xf32>
    %2461 = stablehlo.constant dense<8.0> : tensor<576xf32>
    %2462 = stablehlo.divide %2460, %2461 : tensor<576xf32>
    %2463 = "stablehlo.all_reduce"(%1866) ({
    ^bb0(%_r298a: tensor<f32>, %_r298b: tensor<f32>):
      %_r298c = stablehlo.add %_r298a, %_r298b : tensor<f32>
      "stablehlo.return"(%_r298c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %2464 = stablehlo.constant dense<8.0> : tensor<192x192xf32>
    %2465 = stablehlo.divide %2463, %2464 : tensor<192x192xf32>
    %2466 = "stablehlo.all_reduce"(%1868) ({
    ^bb0(%_r299a: tensor<f32>, %_r299b: tensor<f32>):
      %_r299c = stablehlo.add %_r299a, %_r299b : tensor<f32>
      "stablehlo.return"(%_r299c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2467 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2468 = stablehlo.divide %2466, %2467 : tensor<192xf32>
    %2469 = "stablehlo.all_reduce"(%1860) ({
    ^bb0(%_r300a: tensor<f32>, %_r300b: tensor<f32>):
      %_r300c = stablehlo.add %_r300a, %_r300b : tensor<f32>
      "stablehlo.return"(%_r300c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2470 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2471 = stablehlo.divide %2469, %2470 : tensor<192xf32>
    %2472 = "stablehlo.all_reduce"(%1862) ({
    ^bb0(%_r301a: tensor<f32>, %_r301b: tensor<f32>):
      %_r301c = stablehlo.add %_r301a, %_r301b : tensor<f32>
      "stablehlo.return"(%_r301c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2473 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2474 = stablehlo.divide %2472, %2473 : tensor<192xf32>
    %2475 = "stablehlo.all_reduce"(%1839) ({
    ^bb0(%_r302a: tensor<f32>, %_r302b: tensor<f32>):
      %_r302c = stablehlo.add %_r302a, %_r302b : tensor<f32>
      "stablehlo.return"(%_r302c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192x768xf32>) -> tensor<192x768xf32>
    %2476 = stablehlo.constant dense<8.0> : tensor<192x768xf32>
    %2477 = stablehlo.divide %2475, %2476 : tensor<192x768xf32>
    %2478 = "stablehlo.all_reduce"(%1841) ({
    ^bb0(%_r303a: tensor<f32>, %_r303b: tensor<f32>):
      %_r303c = stablehlo.add %_r303a, %_r303b : tensor<f32>
      "stablehlo.return"(%_r303c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<768xf32>) -> tensor<768xf32>
    %2479 = stablehlo.constant dense<8.0> : tensor<768xf32>
    %2480 = stablehlo.divide %2478, %2479 : tensor<768xf32>
    %2481 = "stablehlo.all_reduce"(%1825) ({
    ^bb0(%_r304a: tensor<f32>, %_r304b: tensor<f32>):
      %_r304c = stablehlo.add %_r304a, %_r304b : tensor<f32>
      "stablehlo.return"(%_r304c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<768x192xf32>) -> tensor<768x192xf32>
    %2482 = stablehlo.constant dense<8.0> : tensor<768x192xf32>
    %2483 = stablehlo.divide %2481, %2482 : tensor<768x192xf32>
    %2484 = "stablehlo.all_reduce"(%1827) ({
    ^bb0(%_r305a: tensor<f32>, %_r305b: tensor<f32>):
      %_r305c = stablehlo.add %_r305a, %_r305b : tensor<f32>
      "stablehlo.return"(%_r305c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2485 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2486 = stablehlo.divide %2484, %2485 : tensor<192xf32>
    %2487 = "stablehlo.all_reduce"(%1819) ({
    ^bb0(%_r306a: tensor<f32>, %_r306b: tensor<f32>):
      %_r306c = stablehlo.add %_r306a, %_r306b : tensor<f32>
      "stablehlo.return"(%_r306c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2488 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2489 = stablehlo.divide %2487, %2488 : tensor<192xf32>
    %2490 = "stablehlo.all_reduce"(%1821) ({
    ^bb0(%_r307a: tensor<f32>, %_r307b: tensor<f32>):
      %_r307c = stablehlo.add %_r307a, %_r307b : tensor<f32>
      "stablehlo.return"(%_r307c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2491 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2492 = stablehlo.divide %2490, %2491 : tensor<192xf32>
    %2493 = "stablehlo.all_reduce"(%1798) ({
    ^bb0(%_r308a: tensor<f32>, %_r308b: tensor<f32>):
      %_r308c = stablehlo.add %_r308a, %_r308b : tensor<f32>
      "stablehlo.return"(%_r308c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192x576xf32>) -> tensor<192x576xf32>
    %2494 = stablehlo.constant dense<8.0> : tensor<192x576xf32>
    %2495 = stablehlo.divide %2493, %2494 : tensor<192x576xf32>
    %2496 = "stablehlo.all_reduce"(%1800) ({
    ^bb0(%_r309a: tensor<f32>, %_r309b: tensor<f32>):
      %_r309c = stablehlo.add %_r309a, %_r309b : tensor<f32>
      "stablehlo.return"(%_r309c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<576xf32>) -> tensor<576xf32>
    %2497 = stablehlo.constant dense<8.0> : tensor<576xf32>
    %2498 = stablehlo.divide %2496, %2497 : tensor<576xf32>
    %2499 = "stablehlo.all_reduce"(%1774) ({
    ^bb0(%_r310a: tensor<f32>, %_r310b: tensor<f32>):
      %_r310c = stablehlo.add %_r310a, %_r310b : tensor<f32>
      "stablehlo.return"(%_r310c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %2500 = stablehlo.constant dense<8.0> : tensor<192x192xf32>
    %2501 = stablehlo.divide %2499, %2500 : tensor<192x192xf32>
    %2502 = "stablehlo.all_reduce"(%1776) ({
    ^bb0(%_r311a: tensor<f32>, %_r311b: tensor<f32>):
      %_r311c = stablehlo.add %_r311a, %_r311b : tensor<f32>
      "stablehlo.return"(%_r311c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2503 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2504 = stablehlo.divide %2502, %2503 : tensor<192xf32>
    %2505 = "stablehlo.all_reduce"(%1768) ({
    ^bb0(%_r312a: tensor<f32>, %_r312b: tensor<f32>):
      %_r312c = stablehlo.add %_r312a, %_r312b : tensor<f32>
      "stablehlo.return"(%_r312c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2506 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2507 = stablehlo.divide %2505, %2506 : tensor<192xf32>
    %2508 = "stablehlo.all_reduce"(%1770) ({
    ^bb0(%_r313a: tensor<f32>, %_r313b: tensor<f32>):
      %_r313c = stablehlo.add %_r313a, %_r313b : tensor<f32>
      "stablehlo.return"(%_r313c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2509 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2510 = stablehlo.divide %2508, %2509 : tensor<192xf32>
    %2511 = "stablehlo.all_reduce"(%1747) ({
    ^bb0(%_r314a: tensor<f32>, %_r314b: tensor<f32>):
      %_r314c = stablehlo.add %_r314a, %_r314b : tensor<f32>
      "stablehlo.return"(%_r314c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192x768xf32>) -> tensor<192x768xf32>
    %2512 = stablehlo.constant dense<8.0> : tensor<192x768xf32>
    %2513 = stablehlo.divide %2511, %2512 : tensor<192x768xf32>
    %2514 = "stablehlo.all_reduce"(%1749) ({
    ^bb0(%_r315a: tensor<f32>, %_r315b: tensor<f32>):
      %_r315c = stablehlo.add %_r315a, %_r315b : tensor<f32>
      "stablehlo.return"(%_r315c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<768xf32>) -> tensor<768xf32>
    %2515 = stablehlo.constant dense<8.0> : tensor<768xf32>
    %2516 = stablehlo.divide %2514, %2515 : tensor<768xf32>
    %2517 = "stablehlo.all_reduce"(%1733) ({
    ^bb0(%_r316a: tensor<f32>, %_r316b: tensor<f32>):
      %_r316c = stablehlo.add %_r316a, %_r316b : tensor<f32>
      "stablehlo.return"(%_r316c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<768x192xf32>) -> tensor<768x192xf32>
    %2518 = stablehlo.constant dense<8.0> : tensor<768x192xf32>
    %2519 = stablehlo.divide %2517, %2518 : tensor<768x192xf32>
    %2520 = "stablehlo.all_reduce"(%1735) ({
    ^bb0(%_r317a: tensor<f32>, %_r317b: tensor<f32>):
      %_r317c = stablehlo.add %_r317a, %_r317b : tensor<f32>
      "stablehlo.return"(%_r317c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2521 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2522 = stablehlo.divide %2520, %2521 : tensor<192xf32>
    %2523 = "stablehlo.all_reduce"(%1727) ({
    ^bb0(%_r318a: tensor<f32>, %_r318b: tensor<f32>):
      %_r318c = stablehlo.add %_r318a, %_r318b : tensor<f32>
      "stablehlo.return"(%_r318c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2524 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2525 = stablehlo.divide %2523, %2524 : tensor<192xf32>
    %2526 = "stablehlo.all_reduce"(%1729) ({
    ^bb0(%_r319a: tensor<f32>, %_r319b: tensor<f32>):
      %_r319c = stablehlo.add %_r319a, %_r319b : tensor<f32>
      "stablehlo.return"(%_r319c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2527 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2528 = stablehlo.divide %2526, %2527 : tensor<192xf32>
    %2529 = "stablehlo.all_reduce"(%1706) ({
    ^bb0(%_r320a: tensor<f32>, %_r320b: tensor<f32>):
      %_r320c = stablehlo.add %_r320a, %_r320b : tensor<f32>
      "stablehlo.return"(%_r320c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192x576xf32>) -> tensor<192x576xf32>
    %2530 = stablehlo.constant dense<8.0> : tensor<192x576xf32>
    %2531 = stablehlo.divide %2529, %2530 : tensor<192x576xf32>
    %2532 = "stablehlo.all_reduce"(%1708) ({
    ^bb0(%_r321a: tensor<f32>, %_r321b: tensor<f32>):
      %_r321c = stablehlo.add %_r321a, %_r321b : tensor<f32>
      "stablehlo.return"(%_r321c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<576xf32>) -> tensor<576xf32>
    %2533 = stablehlo.constant dense<8.0> : tensor<576xf32>
    %2534 = stablehlo.divide %2532, %2533 : tensor<576xf32>
    %2535 = "stablehlo.all_reduce"(%1682) ({
    ^bb0(%_r322a: tensor<f32>, %_r322b: tensor<f32>):
      %_r322c = stablehlo.add %_r322a, %_r322b : tensor<f32>
      "stablehlo.return"(%_r322c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %2536 = stablehlo.constant dense<8.0> : tensor<192x192xf32>
    %2537 = stablehlo.divide %2535, %2536 : tensor<192x192xf32>
    %2538 = "stablehlo.all_reduce"(%1684) ({
    ^bb0(%_r323a: tensor<f32>, %_r323b: tensor<f32>):
      %_r323c = stablehlo.add %_r323a, %_r323b : tensor<f32>
      "stablehlo.return"(%_r323c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2539 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2540 = stablehlo.divide %2538, %2539 : tensor<192xf32>
    %2541 = "stablehlo.all_reduce"(%1676) ({
    ^bb0(%_r324a: tensor<f32>, %_r324b: tensor<f32>):
      %_r324c = stablehlo.add %_r324a, %_r324b : tensor<f32>
      "stablehlo.return"(%_r324c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2542 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2543 = stablehlo.divide %2541, %2542 : tensor<192xf32>
    %2544 = "stablehlo.all_reduce"(%1678) ({
    ^bb0(%_r325a: tensor<f32>, %_r325b: tensor<f32>):
      %_r325c = stablehlo.add %_r325a, %_r325b : tensor<f32>
      "stablehlo.return"(%_r325c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2545 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2546 = stablehlo.divide %2544, %2545 : tensor<192xf32>
    %2547 = "stablehlo.all_reduce"(%1655) ({
    ^bb0(%_r326a: tensor<f32>, %_r326b: tensor<f32>):
      %_r326c = stablehlo.add %_r326a, %_r326b : tensor<f32>
      "stablehlo.return"(%_r326c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192x768xf32>) -> tensor<192x768xf32>
    %2548 = stablehlo.constant dense<8.0> : tensor<192x768xf32>
    %2549 = stablehlo.divide %2547, %2548 : tensor<192x768xf32>
    %2550 = "stablehlo.all_reduce"(%1657) ({
    ^bb0(%_r327a: tensor<f32>, %_r327b: tensor<f32>):
      %_r327c = stablehlo.add %_r327a, %_r327b : tensor<f32>
      "stablehlo.return"(%_r327c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<768xf32>) -> tensor<768xf32>
    %2551 = stablehlo.constant dense<8.0> : tensor<768xf32>
    %2552 = stablehlo.divide %2550, %2551 : tensor<768xf32>
    %2553 = "stablehlo.all_reduce"(%1641) ({
    ^bb0(%_r328a: tensor<f32>, %_r328b: tensor<f32>):
      %_r328c = stablehlo.add %_r328a, %_r328b : tensor<f32>
      "stablehlo.return"(%_r328c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<768x192xf32>) -> tensor<768x192xf32>
    %2554 = stablehlo.constant dense<8.0> : tensor<768x192xf32>
    %2555 = stablehlo.divide %2553, %2554 : tensor<768x192xf32>
    %2556 = "stablehlo.all_reduce"(%1643) ({
    ^bb0(%_r329a: tensor<f32>, %_r329b: tensor<f32>):
      %_r329c = stablehlo.add %_r329a, %_r329b : tensor<f32>
      "stablehlo.return"(%_r329c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2557 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2558 = stablehlo.divide %2556, %2557 : tensor<192xf32>
    %2559 = "stablehlo.all_reduce"(%1635) ({
    ^bb0(%_r330a: tensor<f32>, %_r330b: tensor<f32>):
      %_r330c = stablehlo.add %_r330a, %_r330b : tensor<f32>
      "stablehlo.return"(%_r330c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2560 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2561 = stablehlo.divide %2559, %2560 : tensor<192xf32>
    %2562 = "stablehlo.all_reduce"(%1637) ({
    ^bb0(%_r331a: tensor<f32>, %_r331b: tensor<f32>):
      %_r331c = stablehlo.add %_r331a, %_r331b : tensor<f32>
      "stablehlo.return"(%_r331c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2563 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2564 = stablehlo.divide %2562, %2563 : tensor<192xf32>
    %2565 = "stablehlo.all_reduce"(%1614) ({
    ^bb0(%_r332a: tensor<f32>, %_r332b: tensor<f32>):
      %_r332c = stablehlo.add %_r332a, %_r332b : tensor<f32>
      "stablehlo.return"(%_r332c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192x576xf32>) -> tensor<192x576xf32>
    %2566 = stablehlo.constant dense<8.0> : tensor<192x576xf32>
    %2567 = stablehlo.divide %2565, %2566 : tensor<192x576xf32>
    %2568 = "stablehlo.all_reduce"(%1616) ({
    ^bb0(%_r333a: tensor<f32>, %_r333b: tensor<f32>):
      %_r333c = stablehlo.add %_r333a, %_r333b : tensor<f32>
      "stablehlo.return"(%_r333c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<576xf32>) -> tensor<576xf32>
    %2569 = stablehlo.constant dense<8.0> : tensor<576xf32>
    %2570 = stablehlo.divide %2568, %2569 : tensor<576xf32>
    %2571 = "stablehlo.all_reduce"(%1590) ({
    ^bb0(%_r334a: tensor<f32>, %_r334b: tensor<f32>):
      %_r334c = stablehlo.add %_r334a, %_r334b : tensor<f32>
      "stablehlo.return"(%_r334c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %2572 = stablehlo.constant dense<8.0> : tensor<192x192xf32>
    %2573 = stablehlo.divide %2571, %2572 : tensor<192x192xf32>
    %2574 = "stablehlo.all_reduce"(%1592) ({
    ^bb0(%_r335a: tensor<f32>, %_r335b: tensor<f32>):
      %_r335c = stablehlo.add %_r335a, %_r335b : tensor<f32>
      "stablehlo.return"(%_r335c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2575 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2576 = stablehlo.divide %2574, %2575 : tensor<192xf32>
    %2577 = "stablehlo.all_reduce"(%1584) ({
    ^bb0(%_r336a: tensor<f32>, %_r336b: tensor<f32>):
      %_r336c = stablehlo.add %_r336a, %_r336b : tensor<f32>
      "stablehlo.return"(%_r336c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2578 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2579 = stablehlo.divide %2577, %2578 : tensor<192xf32>
    %2580 = "stablehlo.all_reduce"(%1586) ({
    ^bb0(%_r337a: tensor<f32>, %_r337b: tensor<f32>):
      %_r337c = stablehlo.add %_r337a, %_r337b : tensor<f32>
      "stablehlo.return"(%_r337c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2581 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2582 = stablehlo.divide %2580, %2581 : tensor<192xf32>
    %2583 = "stablehlo.all_reduce"(%1563) ({
    ^bb0(%_r338a: tensor<f32>, %_r338b: tensor<f32>):
      %_r338c = stablehlo.add %_r338a, %_r338b : tensor<f32>
      "stablehlo.return"(%_r338c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192x768xf32>) -> tensor<192x768xf32>
    %2584 = stablehlo.constant dense<8.0> : tensor<192x768xf32>
    %2585 = stablehlo.divide %2583, %2584 : tensor<192x768xf32>
    %2586 = "stablehlo.all_reduce"(%1565) ({
    ^bb0(%_r339a: tensor<f32>, %_r339b: tensor<f32>):
      %_r339c = stablehlo.add %_r339a, %_r339b : tensor<f32>
      "stablehlo.return"(%_r339c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<768xf32>) -> tensor<768xf32>
    %2587 = stablehlo.constant dense<8.0> : tensor<768xf32>
    %2588 = stablehlo.divide %2586, %2587 : tensor<768xf32>
    %2589 = "stablehlo.all_reduce"(%1549) ({
    ^bb0(%_r340a: tensor<f32>, %_r340b: tensor<f32>):
      %_r340c = stablehlo.add %_r340a, %_r340b : tensor<f32>
      "stablehlo.return"(%_r340c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<768x192xf32>) -> tensor<768x192xf32>
    %2590 = stablehlo.constant dense<8.0> : tensor<768x192xf32>
    %2591 = stablehlo.divide %2589, %2590 : tensor<768x192xf32>
    %2592 = "stablehlo.all_reduce"(%1551) ({
    ^bb0(%_r341a: tensor<f32>, %_r341b: tensor<f32>):
      %_r341c = stablehlo.add %_r341a, %_r341b : tensor<f32>
      "stablehlo.return"(%_r341c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2593 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2594 = stablehlo.divide %2592, %2593 : tensor<192xf32>
    %2595 = "stablehlo.all_reduce"(%1543) ({
    ^bb0(%_r342a: tensor<f32>, %_r342b: tensor<f32>):
      %_r342c = stablehlo.add %_r342a, %_r342b : tensor<f32>
      "stablehlo.return"(%_r342c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2596 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2597 = stablehlo.divide %2595, %2596 : tensor<192xf32>
    %2598 = "stablehlo.all_reduce"(%1545) ({
    ^bb0(%_r343a: tensor<f32>, %_r343b: tensor<f32>):
      %_r343c = stablehlo.add %_r343a, %_r343b : tensor<f32>
      "stablehlo.return"(%_r343c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2599 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2600 = stablehlo.divide %2598, %2599 : tensor<192xf32>
    %2601 = "stablehlo.all_reduce"(%1522) ({
    ^bb0(%_r344a: tensor<f32>, %_r344b: tensor<f32>):
      %_r344c = stablehlo.add %_r344a, %_r344b : tensor<f32>
      "stablehlo.return"(%_r344c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192x576xf32>) -> tensor<192x576xf32>
    %2602 = stablehlo.constant dense<8.0> : tensor<192x576xf32>
    %2603 = stablehlo.divide %2601, %2602 : tensor<192x576xf32>
    %2604 = "stablehlo.all_reduce"(%1524) ({
    ^bb0(%_r345a: tensor<f32>, %_r345b: tensor<f32>):
      %_r345c = stablehlo.add %_r345a, %_r345b : tensor<f32>
      "stablehlo.return"(%_r345c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<576xf32>) -> tensor<576xf32>
    %2605 = stablehlo.constant dense<8.0> : tensor<576xf32>
    %2606 = stablehlo.divide %2604, %2605 : tensor<576xf32>
    %2607 = "stablehlo.all_reduce"(%1498) ({
    ^bb0(%_r346a: tensor<f32>, %_r346b: tensor<f32>):
      %_r346c = stablehlo.add %_r346a, %_r346b : tensor<f32>
      "stablehlo.return"(%_r346c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %2608 = stablehlo.constant dense<8.0> : tensor<192x192xf32>
    %2609 = stablehlo.divide %2607, %2608 : tensor<192x192xf32>
    %2610 = "stablehlo.all_reduce"(%1500) ({
    ^bb0(%_r347a: tensor<f32>, %_r347b: tensor<f32>):
      %_r347c = stablehlo.add %_r347a, %_r347b : tensor<f32>
      "stablehlo.return"(%_r347c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2611 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2612 = stablehlo.divide %2610, %2611 : tensor<192xf32>
    %2613 = "stablehlo.all_reduce"(%1492) ({
    ^bb0(%_r348a: tensor<f32>, %_r348b: tensor<f32>):
      %_r348c = stablehlo.add %_r348a, %_r348b : tensor<f32>
      "stablehlo.return"(%_r348c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2614 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2615 = stablehlo.divide %2613, %2614 : tensor<192xf32>
    %2616 = "stablehlo.all_reduce"(%1494) ({
    ^bb0(%_r349a: tensor<f32>, %_r349b: tensor<f32>):
      %_r349c = stablehlo.add %_r349a, %_r349b : tensor<f32>
      "stablehlo.return"(%_r349c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2617 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2618 = stablehlo.divide %2616, %2617 : tensor<192xf32>
    %2619 = "stablehlo.all_reduce"(%1471) ({
    ^bb0(%_r350a: tensor<f32>, %_r350b: tensor<f32>):
      %_r350c = stablehlo.add %_r350a, %_r350b : tensor<f32>
      "stablehlo.return"(%_r350c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192x768xf32>) -> tensor<192x768xf32>
    %2620 = stablehlo.constant dense<8.0> : tensor<192x768xf32>
    %2621 = stablehlo.divide %2619, %2620 : tensor<192x768xf32>
    %2622 = "stablehlo.all_reduce"(%1473) ({
    ^bb0(%_r351a: tensor<f32>, %_r351b: tensor<f32>):
      %_r351c = stablehlo.add %_r351a, %_r351b : tensor<f32>
      "stablehlo.return"(%_r351c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<768xf32>) -> tensor<768xf32>
    %2623 = stablehlo.constant dense<8.0> : tensor<768xf32>
    %2624 = stablehlo.divide %2622, %2623 : tensor<768xf32>
    %2625 = "stablehlo.all_reduce"(%1457) ({
    ^bb0(%_r352a: tensor<f32>, %_r352b: tensor<f32>):
      %_r352c = stablehlo.add %_r352a, %_r352b : tensor<f32>
      "stablehlo.return"(%_r352c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<768x192xf32>) -> tensor<768x192xf32>
    %2626 = stablehlo.constant dense<8.0> : tensor<768x192xf32>
    %2627 = stablehlo.divide %2625, %2626 : tensor<768x192xf32>
    %2628 = "stablehlo.all_reduce"(%1459) ({
    ^bb0(%_r353a: tensor<f32>, %_r353b: tensor<f32>):
      %_r353c = stablehlo.add %_r353a, %_r353b : tensor<f32>
      "stablehlo.return"(%_r353c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2629 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2630 = stablehlo.divide %2628, %2629 : tensor<192xf32>
    %2631 = "stablehlo.all_reduce"(%1451) ({
    ^bb0(%_r354a: tensor<f32>, %_r354b: tensor<f32>):
      %_r354c = stablehlo.add %_r354a, %_r354b : tensor<f32>
      "stablehlo.return"(%_r354c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2632 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2633 = stablehlo.divide %2631, %2632 : tensor<192xf32>
    %2634 = "stablehlo.all_reduce"(%1453) ({
    ^bb0(%_r355a: tensor<f32>, %_r355b: tensor<f32>):
      %_r355c = stablehlo.add %_r355a, %_r355b : tensor<f32>
      "stablehlo.return"(%_r355c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2635 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2636 = stablehlo.divide %2634, %2635 : tensor<192xf32>
    %2637 = "stablehlo.all_reduce"(%1430) ({
    ^bb0(%_r356a: tensor<f32>, %_r356b: tensor<f32>):
      %_r356c = stablehlo.add %_r356a, %_r356b : tensor<f32>
      "stablehlo.return"(%_r356c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192x576xf32>) -> tensor<192x576xf32>
    %2638 = stablehlo.constant dense<8.0> : tensor<192x576xf32>
    %2639 = stablehlo.divide %2637, %2638 : tensor<192x576xf32>
    %2640 = "stablehlo.all_reduce"(%1432) ({
    ^bb0(%_r357a: tensor<f32>, %_r357b: tensor<f32>):
      %_r357c = stablehlo.add %_r357a, %_r357b : tensor<f32>
      "stablehlo.return"(%_r357c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<576xf32>) -> tensor<576xf32>
    %2641 = stablehlo.constant dense<8.0> : tensor<576xf32>
    %2642 = stablehlo.divide %2640, %2641 : tensor<576xf32>
    %2643 = "stablehlo.all_reduce"(%1406) ({
    ^bb0(%_r358a: tensor<f32>, %_r358b: tensor<f32>):
      %_r358c = stablehlo.add %_r358a, %_r358b : tensor<f32>
      "stablehlo.return"(%_r358c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %2644 = stablehlo.constant dense<8.0> : tensor<192x192xf32>
    %2645 = stablehlo.divide %2643, %2644 : tensor<192x192xf32>
    %2646 = "stablehlo.all_reduce"(%1408) ({
    ^bb0(%_r359a: tensor<f32>, %_r359b: tensor<f32>):
      %_r359c = stablehlo.add %_r359a, %_r359b : tensor<f32>
      "stablehlo.return"(%_r359c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2647 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2648 = stablehlo.divide %2646, %2647 : tensor<192xf32>
    %2649 = "stablehlo.all_reduce"(%1400) ({
    ^bb0(%_r360a: tensor<f32>, %_r360b: tensor<f32>):
      %_r360c = stablehlo.add %_r360a, %_r360b : tensor<f32>
      "stablehlo.return"(%_r360c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2650 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2651 = stablehlo.divide %2649, %2650 : tensor<192xf32>
    %2652 = "stablehlo.all_reduce"(%1402) ({
    ^bb0(%_r361a: tensor<f32>, %_r361b: tensor<f32>):
      %_r361c = stablehlo.add %_r361a, %_r361b : tensor<f32>
      "stablehlo.return"(%_r361c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2653 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2654 = stablehlo.divide %2652, %2653 : tensor<192xf32>
    %2655 = "stablehlo.all_reduce"(%1379) ({
    ^bb0(%_r362a: tensor<f32>, %_r362b: tensor<f32>):
      %_r362c = stablehlo.add %_r362a, %_r362b : tensor<f32>
      "stablehlo.return"(%_r362c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192x768xf32>) -> tensor<192x768xf32>
    %2656 = stablehlo.constant dense<8.0> : tensor<192x768xf32>
    %2657 = stablehlo.divide %2655, %2656 : tensor<192x768xf32>
    %2658 = "stablehlo.all_reduce"(%1381) ({
    ^bb0(%_r363a: tensor<f32>, %_r363b: tensor<f32>):
      %_r363c = stablehlo.add %_r363a, %_r363b : tensor<f32>
      "stablehlo.return"(%_r363c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<768xf32>) -> tensor<768xf32>
    %2659 = stablehlo.constant dense<8.0> : tensor<768xf32>
    %2660 = stablehlo.divide %2658, %2659 : tensor<768xf32>
    %2661 = "stablehlo.all_reduce"(%1365) ({
    ^bb0(%_r364a: tensor<f32>, %_r364b: tensor<f32>):
      %_r364c = stablehlo.add %_r364a, %_r364b : tensor<f32>
      "stablehlo.return"(%_r364c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<768x192xf32>) -> tensor<768x192xf32>
    %2662 = stablehlo.constant dense<8.0> : tensor<768x192xf32>
    %2663 = stablehlo.divide %2661, %2662 : tensor<768x192xf32>
    %2664 = "stablehlo.all_reduce"(%1367) ({
    ^bb0(%_r365a: tensor<f32>, %_r365b: tensor<f32>):
      %_r365c = stablehlo.add %_r365a, %_r365b : tensor<f32>
      "stablehlo.return"(%_r365c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2665 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2666 = stablehlo.divide %2664, %2665 : tensor<192xf32>
    %2667 = "stablehlo.all_reduce"(%1359) ({
    ^bb0(%_r366a: tensor<f32>, %_r366b: tensor<f32>):
      %_r366c = stablehlo.add %_r366a, %_r366b : tensor<f32>
      "stablehlo.return"(%_r366c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2668 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2669 = stablehlo.divide %2667, %2668 : tensor<192xf32>
    %2670 = "stablehlo.all_reduce"(%1361) ({
    ^bb0(%_r367a: tensor<f32>, %_r367b: tensor<f32>):
      %_r367c = stablehlo.add %_r367a, %_r367b : tensor<f32>
      "stablehlo.return"(%_r367c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2671 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2672 = stablehlo.divide %2670, %2671 : tensor<192xf32>
    %2673 = "stablehlo.all_reduce"(%1338) ({
    ^bb0(%_r368a: tensor<f32>, %_r368b: tensor<f32>):
      %_r368c = stablehlo.add %_r368a, %_r368b : tensor<f32>
      "stablehlo.return"(%_r368c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192x576xf32>) -> tensor<192x576xf32>
    %2674 = stablehlo.constant dense<8.0> : tensor<192x576xf32>
    %2675 = stablehlo.divide %2673, %2674 : tensor<192x576xf32>
    %2676 = "stablehlo.all_reduce"(%1340) ({
    ^bb0(%_r369a: tensor<f32>, %_r369b: tensor<f32>):
      %_r369c = stablehlo.add %_r369a, %_r369b : tensor<f32>
      "stablehlo.return"(%_r369c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<576xf32>) -> tensor<576xf32>
    %2677 = stablehlo.constant dense<8.0> : tensor<576xf32>
    %2678 = stablehlo.divide %2676, %2677 : tensor<576xf32>
    %2679 = "stablehlo.all_reduce"(%1314) ({
    ^bb0(%_r370a: tensor<f32>, %_r370b: tensor<f32>):
      %_r370c = stablehlo.add %_r370a, %_r370b : tensor<f32>
      "stablehlo.return"(%_r370c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %2680 = stablehlo.constant dense<8.0> : tensor<192x192xf32>
    %2681 = stablehlo.divide %2679, %2680 : tensor<192x192xf32>
    %2682 = "stablehlo.all_reduce"(%1316) ({
    ^bb0(%_r371a: tensor<f32>, %_r371b: tensor<f32>):
      %_r371c = stablehlo.add %_r371a, %_r371b : tensor<f32>
      "stablehlo.return"(%_r371c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2683 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2684 = stablehlo.divide %2682, %2683 : tensor<192xf32>
    %2685 = "stablehlo.all_reduce"(%1308) ({
    ^bb0(%_r372a: tensor<f32>, %_r372b: tensor<f32>):
      %_r372c = stablehlo.add %_r372a, %_r372b : tensor<f32>
      "stablehlo.return"(%_r372c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2686 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2687 = stablehlo.divide %2685, %2686 : tensor<192xf32>
    %2688 = "stablehlo.all_reduce"(%1310) ({
    ^bb0(%_r373a: tensor<f32>, %_r373b: tensor<f32>):
      %_r373c = stablehlo.add %_r373a, %_r373b : tensor<f32>
      "stablehlo.return"(%_r373c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2689 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2690 = stablehlo.divide %2688, %2689 : tensor<192xf32>
    %2691 = "stablehlo.all_reduce"(%1287) ({
    ^bb0(%_r374a: tensor<f32>, %_r374b: tensor<f32>):
      %_r374c = stablehlo.add %_r374a, %_r374b : tensor<f32>
      "stablehlo.return"(%_r374c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192x768xf32>) -> tensor<192x768xf32>
    %2692 = stablehlo.constant dense<8.0> : tensor<192x768xf32>
    %2693 = stablehlo.divide %2691, %2692 : tensor<192x768xf32>
    %2694 = "stablehlo.all_reduce"(%1289) ({
    ^bb0(%_r375a: tensor<f32>, %_r375b: tensor<f32>):
      %_r375c = stablehlo.add %_r375a, %_r375b : tensor<f32>
      "stablehlo.return"(%_r375c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<768xf32>) -> tensor<768xf32>
    %2695 = stablehlo.constant dense<8.0> : tensor<768xf32>
    %2696 = stablehlo.divide %2694, %2695 : tensor<768xf32>
    %2697 = "stablehlo.all_reduce"(%1273) ({
    ^bb0(%_r376a: tensor<f32>, %_r376b: tensor<f32>):
      %_r376c = stablehlo.add %_r376a, %_r376b : tensor<f32>
      "stablehlo.return"(%_r376c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<768x192xf32>) -> tensor<768x192xf32>
    %2698 = stablehlo.constant dense<8.0> : tensor<768x192xf32>
    %2699 = stablehlo.divide %2697, %2698 : tensor<768x192xf32>
    %2700 = "stablehlo.all_reduce"(%1275) ({
    ^bb0(%_r377a: tensor<f32>, %_r377b: tensor<f32>):
      %_r377c = stablehlo.add %_r377a, %_r377b : tensor<f32>
      "stablehlo.return"(%_r377c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2701 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2702 = stablehlo.divide %2700, %2701 : tensor<192xf32>
    %2703 = "stablehlo.all_reduce"(%1267) ({
    ^bb0(%_r378a: tensor<f32>, %_r378b: tensor<f32>):
      %_r378c = stablehlo.add %_r378a, %_r378b : tensor<f32>
      "stablehlo.return"(%_r378c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2704 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2705 = stablehlo.divide %2703, %2704 : tensor<192xf32>
    %2706 = "stablehlo.all_reduce"(%1269) ({
    ^bb0(%_r379a: tensor<f32>, %_r379b: tensor<f32>):
      %_r379c = stablehlo.add %_r379a, %_r379b : tensor<f32>
      "stablehlo.return"(%_r379c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2707 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2708 = stablehlo.divide %2706, %2707 : tensor<192xf32>
    %2709 = "stablehlo.all_reduce"(%1246) ({
    ^bb0(%_r380a: tensor<f32>, %_r380b: tensor<f32>):
      %_r380c = stablehlo.add %_r380a, %_r380b : tensor<f32>
      "stablehlo.return"(%_r380c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192x576xf32>) -> tensor<192x576xf32>
    %2710 = stablehlo.constant dense<8.0> : tensor<192x576xf32>
    %2711 = stablehlo.divide %2709, %2710 : tensor<192x576xf32>
    %2712 = "stablehlo.all_reduce"(%1248) ({
    ^bb0(%_r381a: tensor<f32>, %_r381b: tensor<f32>):
      %_r381c = stablehlo.add %_r381a, %_r381b : tensor<f32>
      "stablehlo.return"(%_r381c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<576xf32>) -> tensor<576xf32>
    %2713 = stablehlo.constant dense<8.0> : tensor<576xf32>
    %2714 = stablehlo.divide %2712, %2713 : tensor<576xf32>
    %2715 = "stablehlo.all_reduce"(%1222) ({
    ^bb0(%_r382a: tensor<f32>, %_r382b: tensor<f32>):
      %_r382c = stablehlo.add %_r382a, %_r382b : tensor<f32>
      "stablehlo.return"(%_r382c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %2716 = stablehlo.constant dense<8.0> : tensor<192x192xf32>
    %2717 = stablehlo.divide %2715, %2716 : tensor<192x192xf32>
    %2718 = "stablehlo.all_reduce"(%1224) ({
    ^bb0(%_r383a: tensor<f32>, %_r383b: tensor<f32>):
      %_r383c = stablehlo.add %_r383a, %_r383b : tensor<f32>
      "stablehlo.return"(%_r383c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2719 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2720 = stablehlo.divide %2718, %2719 : tensor<192xf32>
    %2721 = "stablehlo.all_reduce"(%1216) ({
    ^bb0(%_r384a: tensor<f32>, %_r384b: tensor<f32>):
      %_r384c = stablehlo.add %_r384a, %_r384b : tensor<f32>
      "stablehlo.return"(%_r384c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2722 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2723 = stablehlo.divide %2721, %2722 : tensor<192xf32>
    %2724 = "stablehlo.all_reduce"(%1218) ({
    ^bb0(%_r385a: tensor<f32>, %_r385b: tensor<f32>):
      %_r385c = stablehlo.add %_r385a, %_r385b : tensor<f32>
      "stablehlo.return"(%_r385c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2725 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2726 = stablehlo.divide %2724, %2725 : tensor<192xf32>
    %2727 = "stablehlo.all_reduce"(%1195) ({
    ^bb0(%_r386a: tensor<f32>, %_r386b: tensor<f32>):
      %_r386c = stablehlo.add %_r386a, %_r386b : tensor<f32>
      "stablehlo.return"(%_r386c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192x768xf32>) -> tensor<192x768xf32>
    %2728 = stablehlo.constant dense<8.0> : tensor<192x768xf32>
    %2729 = stablehlo.divide %2727, %2728 : tensor<192x768xf32>
    %2730 = "stablehlo.all_reduce"(%1197) ({
    ^bb0(%_r387a: tensor<f32>, %_r387b: tensor<f32>):
      %_r387c = stablehlo.add %_r387a, %_r387b : tensor<f32>
      "stablehlo.return"(%_r387c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<768xf32>) -> tensor<768xf32>
    %2731 = stablehlo.constant dense<8.0> : tensor<768xf32>
    %2732 = stablehlo.divide %2730, %2731 : tensor<768xf32>
    %2733 = "stablehlo.all_reduce"(%1181) ({
    ^bb0(%_r388a: tensor<f32>, %_r388b: tensor<f32>):
      %_r388c = stablehlo.add %_r388a, %_r388b : tensor<f32>
      "stablehlo.return"(%_r388c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<768x192xf32>) -> tensor<768x192xf32>
    %2734 = stablehlo.constant dense<8.0> : tensor<768x192xf32>
    %2735 = stablehlo.divide %2733, %2734 : tensor<768x192xf32>
    %2736 = "stablehlo.all_reduce"(%1183) ({
    ^bb0(%_r389a: tensor<f32>, %_r389b: tensor<f32>):
      %_r389c = stablehlo.add %_r389a, %_r389b : tensor<f32>
      "stablehlo.return"(%_r389c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2737 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2738 = stablehlo.divide %2736, %2737 : tensor<192xf32>
    %2739 = "stablehlo.all_reduce"(%1173) ({
    ^bb0(%_r390a: tensor<f32>, %_r390b: tensor<f32>):
      %_r390c = stablehlo.add %_r390a, %_r390b : tensor<f32>
      "stablehlo.return"(%_r390c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2740 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2741 = stablehlo.divide %2739, %2740 : tensor<192xf32>
    %2742 = "stablehlo.all_reduce"(%1175) ({
    ^bb0(%_r391a: tensor<f32>, %_r391b: tensor<f32>):
      %_r391c = stablehlo.add %_r391a, %_r391b : tensor<f32>
      "stablehlo.return"(%_r391c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2743 = stablehlo.constant dense<8.0> : tensor<192xf32>
    %2744 = stablehlo.divide %2742, %2743 : tensor<192xf32>
    %2745 = "stablehlo.all_reduce"(%1152) ({
    ^bb0(%_r392a: tensor<f32>, %_r392b: tensor<f32>):
      %_r392c = stablehlo.add %_r392a, %_r392b : tensor<f32>
      "stablehlo.return"(%_r392c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<192x1000xf32>) -> tensor<192x1000xf32>
    %2746 = stablehlo.constant dense<8.0> : tensor<192x1000xf32>
    %2747 = stablehlo.divide %2745, %2746 : tensor<192x1000xf32>
    %2748 = "stablehlo.all_reduce"(%1154) ({
    ^bb0(%_r393a: tensor<f32>, %_r393b: tensor<f32>):
      %_r393c = stablehlo.add %_r393a, %_r393b : tensor<f32>
      "stablehlo.return"(%_r393c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<1000xf32>) -> tensor<1000xf32>
    %2749 = stablehlo.constant dense<8.0> : tensor<1000xf32>
    %2750 = stablehlo.divide %2748, %2749 : tensor<1000xf32>
    %2751 = "stablehlo.all_reduce"(%1142) ({
    ^bb0(%_r394a: tensor<f32>, %_r394b: tensor<f32>):
      %_r394c = stablehlo.add %_r394a, %_r394b : tensor<f32>
      "stablehlo.return"(%_r394c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<f32>) -> tensor<f32>
    %2752 = stablehlo.constant dense<8.0> : tensor<f32>
    %2753 = stablehlo.divide %2751, %2752 : tensor<f32>
    // ── optimizer ──
    %2754 = stablehlo.multiply %2297, %2297 : tensor<16x16x3x192xf32>
    %2755 = stablehlo.constant dense<0.0> : tensor<f32>
    %2756 = "stablehlo.reduce"(%2754, %2755) ({
    ^bb0(%_r395a: tensor<f32>, %_r395b: tensor<f32>):
      %_r395c = stablehlo.add %_r395a, %_r395b : tensor<f32>
      "stablehlo.return"(%_r395c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<16x16x3x192xf32>, tensor<f32>) -> tensor<16x16x3xf32>
    %2757 = stablehlo.constant dense<0.0> : tensor<f32>
    %2758 = "stablehlo.reduce"(%2756, %2757) ({
    ^bb0(%_r396a: tensor<f32>, %_r396b: tensor<f32>):
      %_r396c = stablehlo.add %_r396a, %_r396b : tensor<f32>
      "stablehlo.return"(%_r396c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<16x16x3xf32>, tensor<f32>) -> tensor<f32>
    %2759 = stablehlo.multiply %2300, %2300 : tensor<192xf32>
    %2760 = stablehlo.constant dense<0.0> : tensor<f32>
    %2761 = "stablehlo.reduce"(%2759, %2760) ({
    ^bb0(%_r397a: tensor<f32>, %_r397b: tensor<f32>):
      %_r397c = stablehlo.add %_r397a, %_r397b : tensor<f32>
      "stablehlo.return"(%_r397c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2762 = stablehlo.add %2758, %2761 : tensor<f32>
    %2763 = stablehlo.multiply %2303, %2303 : tensor<1x1x192xf32>
    %2764 = stablehlo.constant dense<0.0> : tensor<f32>
    %2765 = "stablehlo.reduce"(%2763, %2764) ({
    ^bb0(%_r398a: tensor<f32>, %_r398b: tensor<f32>):
      %_r398c = stablehlo.add %_r398a, %_r398b : tensor<f32>
      "stablehlo.return"(%_r398c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x1x192xf32>, tensor<f32>) -> tensor<1x1xf32>
    %2766 = stablehlo.constant dense<0.0> : tensor<f32>
    %2767 = "stablehlo.reduce"(%2765, %2766) ({
    ^bb0(%_r399a: tensor<f32>, %_r399b: tensor<f32>):
      %_r399c = stablehlo.add %_r399a, %_r399b : tensor<f32>
      "stablehlo.return"(%_r399c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<1x1xf32>, tensor<f32>) -> tensor<f32>
    %2768 = stablehlo.add %2762, %2767 : tensor<f32>
    %2769 = stablehlo.multiply %2306, %2306 : tensor<1x197x192xf32>
    %2770 = stablehlo.constant dense<0.0> : tensor<f32>
    %2771 = "stablehlo.reduce"(%2769, %2770) ({
    ^bb0(%_r400a: tensor<f32>, %_r400b: tensor<f32>):
      %_r400c = stablehlo.add %_r400a, %_r400b : tensor<f32>
      "stablehlo.return"(%_r400c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x197x192xf32>, tensor<f32>) -> tensor<1x197xf32>
    %2772 = stablehlo.constant dense<0.0> : tensor<f32>
    %2773 = "stablehlo.reduce"(%2771, %2772) ({
    ^bb0(%_r401a: tensor<f32>, %_r401b: tensor<f32>):
      %_r401c = stablehlo.add %_r401a, %_r401b : tensor<f32>
      "stablehlo.return"(%_r401c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<1x197xf32>, tensor<f32>) -> tensor<f32>
    %2774 = stablehlo.add %2768, %2773 : tensor<f32>
    %2775 = stablehlo.multiply %2309, %2309 : tensor<192xf32>
    %2776 = stablehlo.constant dense<0.0> : tensor<f32>
    %2777 = "stablehlo.reduce"(%2775, %2776) ({
    ^bb0(%_r402a: tensor<f32>, %_r402b: tensor<f32>):
      %_r402c = stablehlo.add %_r402a, %_r402b : tensor<f32>
      "stablehlo.return"(%_r402c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2778 = stablehlo.add %2774, %2777 : tensor<f32>
    %2779 = stablehlo.multiply %2312, %2312 : tensor<192xf32>
    %2780 = stablehlo.constant dense<0.0> : tensor<f32>
    %2781 = "stablehlo.reduce"(%2779, %2780) ({
    ^bb0(%_r403a: tensor<f32>, %_r403b: tensor<f32>):
      %_r403c = stablehlo.add %_r403a, %_r403b : tensor<f32>
      "stablehlo.return"(%_r403c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2782 = stablehlo.add %2778, %2781 : tensor<f32>
    %2783 = stablehlo.multiply %2315, %2315 : tensor<192x576xf32>
    %2784 = stablehlo.constant dense<0.0> : tensor<f32>
    %2785 = "stablehlo.reduce"(%2783, %2784) ({
    ^bb0(%_r404a: tensor<f32>, %_r404b: tensor<f32>):
      %_r404c = stablehlo.add %_r404a, %_r404b : tensor<f32>
      "stablehlo.return"(%_r404c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<192x576xf32>, tensor<f32>) -> tensor<192xf32>
    %2786 = stablehlo.constant dense<0.0> : tensor<f32>
    %2787 = "stablehlo.reduce"(%2785, %2786) ({
    ^bb0(%_r405a: tensor<f32>, %_r405b: tensor<f32>):
      %_r405c = stablehlo.add %_r405a, %_r405b : tensor<f32>
      "stablehlo.return"(%_r405c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2788 = stablehlo.add %2782, %2787 : tensor<f32>
    %2789 = stablehlo.multiply %2318, %2318 : tensor<576xf32>
    %2790 = stablehlo.constant dense<0.0> : tensor<f32>
    %2791 = "stablehlo.reduce"(%2789, %2790) ({
    ^bb0(%_r406a: tensor<f32>, %_r406b: tensor<f32>):
      %_r406c = stablehlo.add %_r406a, %_r406b : tensor<f32>
      "stablehlo.return"(%_r406c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<576xf32>, tensor<f32>) -> tensor<f32>
    %2792 = stablehlo.add %2788, %2791 : tensor<f32>
    %2793 = stablehlo.multiply %2321, %2321 : tensor<192x192xf32>
    %2794 = stablehlo.constant dense<0.0> : tensor<f32>
    %2795 = "stablehlo.reduce"(%2793, %2794) ({
    ^bb0(%_r407a: tensor<f32>, %_r407b: tensor<f32>):
      %_r407c = stablehlo.add %_r407a, %_r407b : tensor<f32>
      "stablehlo.return"(%_r407c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<192x192xf32>, tensor<f32>) -> tensor<192xf32>
    %2796 = stablehlo.constant dense<0.0> : tensor<f32>
    %2797 = "stablehlo.reduce"(%2795, %2796) ({
    ^bb0(%_r408a: tensor<f32>, %_r408b: tensor<f32>):
      %_r408c = stablehlo.add %_r408a, %_r408b : tensor<f32>
      "stablehlo.return"(%_r408c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2798 = stablehlo.add %2792, %2797 : tensor<f32>
    %2799 = stablehlo.multiply %2324, %2324 : tensor<192xf32>
    %2800 = stablehlo.constant dense<0.0> : tensor<f32>
    %2801 = "stablehlo.reduce"(%2799, %2800) ({
    ^bb0(%_r409a: tensor<f32>, %_r409b: tensor<f32>):
      %_r409c = stablehlo.add %_r409a, %_r409b : tensor<f32>
      "stablehlo.return"(%_r409c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2802 = stablehlo.add %2798, %2801 : tensor<f32>
    %2803 = stablehlo.multiply %2327, %2327 : tensor<192xf32>
    %2804 = stablehlo.constant dense<0.0> : tensor<f32>
    %2805 = "stablehlo.reduce"(%2803, %2804) ({
    ^bb0(%_r410a: tensor<f32>, %_r410b: tensor<f32>):
      %_r410c = stablehlo.add %_r410a, %_r410b : tensor<f32>
      "stablehlo.return"(%_r410c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2806 = stablehlo.add %2802, %2805 : tensor<f32>
    %2807 = stablehlo.multiply %2330, %2330 : tensor<192xf32>
    %2808 = stablehlo.constant dense<0.0> : tensor<f32>
    %2809 = "stablehlo.reduce"(%2807, %2808) ({
    ^bb0(%_r411a: tensor<f32>, %_r411b: tensor<f32>):
      %_r411c = stablehlo.add %_r411a, %_r411b : tensor<f32>
      "stablehlo.return"(%_r411c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2810 = stablehlo.add %2806, %2809 : tensor<f32>
    %2811 = stablehlo.multiply %2333, %2333 : tensor<192x768xf32>
    %2812 = stablehlo.constant dense<0.0> : tensor<f32>
    %2813 = "stablehlo.reduce"(%2811, %2812) ({
    ^bb0(%_r412a: tensor<f32>, %_r412b: tensor<f32>):
      %_r412c = stablehlo.add %_r412a, %_r412b : tensor<f32>
      "stablehlo.return"(%_r412c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<192x768xf32>, tensor<f32>) -> tensor<192xf32>
    %2814 = stablehlo.constant dense<0.0> : tensor<f32>
    %2815 = "stablehlo.reduce"(%2813, %2814) ({
    ^bb0(%_r413a: tensor<f32>, %_r413b: tensor<f32>):
      %_r413c = stablehlo.add %_r413a, %_r413b : tensor<f32>
      "stablehlo.return"(%_r413c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2816 = stablehlo.add %2810, %2815 : tensor<f32>
    %2817 = stablehlo.multiply %2336, %2336 : tensor<768xf32>
    %2818 = stablehlo.constant dense<0.0> : tensor<f32>
    %2819 = "stablehlo.reduce"(%2817, %2818) ({
    ^bb0(%_r414a: tensor<f32>, %_r414b: tensor<f32>):
      %_r414c = stablehlo.add %_r414a, %_r414b : tensor<f32>
      "stablehlo.return"(%_r414c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2820 = stablehlo.add %2816, %2819 : tensor<f32>
    %2821 = stablehlo.multiply %2339, %2339 : tensor<768x192xf32>
    %2822 = stablehlo.constant dense<0.0> : tensor<f32>
    %2823 = "stablehlo.reduce"(%2821, %2822) ({
    ^bb0(%_r415a: tensor<f32>, %_r415b: tensor<f32>):
      %_r415c = stablehlo.add %_r415a, %_r415b : tensor<f32>
      "stablehlo.return"(%_r415c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<768x192xf32>, tensor<f32>) -> tensor<768xf32>
    %2824 = stablehlo.constant dense<0.0> : tensor<f32>
    %2825 = "stablehlo.reduce"(%2823, %2824) ({
    ^bb0(%_r416a: tensor<f32>, %_r416b: tensor<f32>):
      %_r416c = stablehlo.add %_r416a, %_r416b : tensor<f32>
      "stablehlo.return"(%_r416c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2826 = stablehlo.add %2820, %2825 : tensor<f32>
    %2827 = stablehlo.multiply %2342, %2342 : tensor<192xf32>
    %2828 = stablehlo.constant dense<0.0> : tensor<f32>
    %2829 = "stablehlo.reduce"(%2827, %2828) ({
    ^bb0(%_r417a: tensor<f32>, %_r417b: tensor<f32>):
      %_r417c = stablehlo.add %_r417a, %_r417b : tensor<f32>
      "stablehlo.return"(%_r417c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2830 = stablehlo.add %2826, %2829 : tensor<f32>
    %2831 = stablehlo.multiply %2345, %2345 : tensor<192xf32>
    %2832 = stablehlo.constant dense<0.0> : tensor<f32>
    %2833 = "stablehlo.reduce"(%2831, %2832) ({
    ^bb0(%_r418a: tensor<f32>, %_r418b: tensor<f32>):
      %_r418c = stablehlo.add %_r418a, %_r418b : tensor<f32>
      "stablehlo.return"(%_r418c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2834 = stablehlo.add %2830, %2833 : tensor<f32>
    %2835 = stablehlo.multiply %2348, %2348 : tensor<192xf32>
    %2836 = stablehlo.constant dense<0.0> : tensor<f32>
    %2837 = "stablehlo.reduce"(%2835, %2836) ({
    ^bb0(%_r419a: tensor<f32>, %_r419b: tensor<f32>):
      %_r419c = stablehlo.add %_r419a, %_r419b : tensor<f32>
      "stablehlo.return"(%_r419c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2838 = stablehlo.add %2834, %2837 : tensor<f32>
    %2839 = stablehlo.multiply %2351, %2351 : tensor<192x576xf32>
    %2840 = stablehlo.constant dense<0.0> : tensor<f32>
    %2841 = "stablehlo.reduce"(%2839, %2840) ({
    ^bb0(%_r420a: tensor<f32>, %_r420b: tensor<f32>):
      %_r420c = stablehlo.add %_r420a, %_r420b : tensor<f32>
      "stablehlo.return"(%_r420c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<192x576xf32>, tensor<f32>) -> tensor<192xf32>
    %2842 = stablehlo.constant dense<0.0> : tensor<f32>
    %2843 = "stablehlo.reduce"(%2841, %2842) ({
    ^bb0(%_r421a: tensor<f32>, %_r421b: tensor<f32>):
      %_r421c = stablehlo.add %_r421a, %_r421b : tensor<f32>
      "stablehlo.return"(%_r421c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2844 = stablehlo.add %2838, %2843 : tensor<f32>
    %2845 = stablehlo.multiply %2354, %2354 : tensor<576xf32>
    %2846 = stablehlo.constant dense<0.0> : tensor<f32>
    %2847 = "stablehlo.reduce"(%2845, %2846) ({
    ^bb0(%_r422a: tensor<f32>, %_r422b: tensor<f32>):
      %_r422c = stablehlo.add %_r422a, %_r422b : tensor<f32>
      "stablehlo.return"(%_r422c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<576xf32>, tensor<f32>) -> tensor<f32>
    %2848 = stablehlo.add %2844, %2847 : tensor<f32>
    %2849 = stablehlo.multiply %2357, %2357 : tensor<192x192xf32>
    %2850 = stablehlo.constant dense<0.0> : tensor<f32>
    %2851 = "stablehlo.reduce"(%2849, %2850) ({
    ^bb0(%_r423a: tensor<f32>, %_r423b: tensor<f32>):
      %_r423c = stablehlo.add %_r423a, %_r423b : tensor<f32>
      "stablehlo.return"(%_r423c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<192x192xf32>, tensor<f32>) -> tensor<192xf32>
    %2852 = stablehlo.constant dense<0.0> : tensor<f32>
    %2853 = "stablehlo.reduce"(%2851, %2852) ({
    ^bb0(%_r424a: tensor<f32>, %_r424b: tensor<f32>):
      %_r424c = stablehlo.add %_r424a, %_r424b : tensor<f32>
      "stablehlo.return"(%_r424c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2854 = stablehlo.add %2848, %2853 : tensor<f32>
    %2855 = stablehlo.multiply %2360, %2360 : tensor<192xf32>
    %2856 = stablehlo.constant dense<0.0> : tensor<f32>
    %2857 = "stablehlo.reduce"(%2855, %2856) ({
    ^bb0(%_r425a: tensor<f32>, %_r425b: tensor<f32>):
      %_r425c = stablehlo.add %_r425a, %_r425b : tensor<f32>
      "stablehlo.return"(%_r425c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2858 = stablehlo.add %2854, %2857 : tensor<f32>
    %2859 = stablehlo.multiply %2363, %2363 : tensor<192xf32>
    %2860 = stablehlo.constant dense<0.0> : tensor<f32>
    %2861 = "stablehlo.reduce"(%2859, %2860) ({
    ^bb0(%_r426a: tensor<f32>, %_r426b: tensor<f32>):
      %_r426c = stablehlo.add %_r426a, %_r426b : tensor<f32>
      "stablehlo.return"(%_r426c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2862 = stablehlo.add %2858, %2861 : tensor<f32>
    %2863 = stablehlo.multiply %2366, %2366 : tensor<192xf32>
    %2864 = stablehlo.constant dense<0.0> : tensor<f32>
    %2865 = "stablehlo.reduce"(%2863, %2864) ({
    ^bb0(%_r427a: tensor<f32>, %_r427b: tensor<f32>):
      %_r427c = stablehlo.add %_r427a, %_r427b : tensor<f32>
      "stablehlo.return"(%_r427c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2866 = stablehlo.add %2862, %2865 : tensor<f32>
    %2867 = stablehlo.multiply %2369, %2369 : tensor<192x768xf32>
    %2868 = stablehlo.constant dense<0.0> : tensor<f32>
    %2869 = "stablehlo.reduce"(%2867, %2868) ({
    ^bb0(%_r428a: tensor<f32>, %_r428b: tensor<f32>):
      %_r428c = stablehlo.add %_r428a, %_r428b : tensor<f32>
      "stablehlo.return"(%_r428c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<192x768xf32>, tensor<f32>) -> tensor<192xf32>
    %2870 = stablehlo.constant dense<0.0> : tensor<f32>
    %2871 = "stablehlo.reduce"(%2869, %2870) ({
    ^bb0(%_r429a: tensor<f32>, %_r429b: tensor<f32>):
      %_r429c = stablehlo.add %_r429a, %_r429b : tensor<f32>
      "stablehlo.return"(%_r429c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2872 = stablehlo.add %2866, %2871 : tensor<f32>
    %2873 = stablehlo.multiply %2372, %2372 : tensor<768xf32>
    %2874 = stablehlo.constant dense<0.0> : tensor<f32>
    %2875 = "stablehlo.reduce"(%2873, %2874) ({
    ^bb0(%_r430a: tensor<f32>, %_r430b: tensor<f32>):
      %_r430c = stablehlo.add %_r430a, %_r430b : tensor<f32>
      "stablehlo.return"(%_r430c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2876 = stablehlo.add %2872, %2875 : tensor<f32>
    %2877 = stablehlo.multiply %2375, %2375 : tensor<768x192xf32>
    %2878 = stablehlo.constant dense<0.0> : tensor<f32>
    %2879 = "stablehlo.reduce"(%2877, %2878) ({
    ^bb0(%_r431a: tensor<f32>, %_r431b: tensor<f32>):
      %_r431c = stablehlo.add %_r431a, %_r431b : tensor<f32>
      "stablehlo.return"(%_r431c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<768x192xf32>, tensor<f32>) -> tensor<768xf32>
    %2880 = stablehlo.constant dense<0.0> : tensor<f32>
    %2881 = "stablehlo.reduce"(%2879, %2880) ({
    ^bb0(%_r432a: tensor<f32>, %_r432b: tensor<f32>):
      %_r432c = stablehlo.add %_r432a, %_r432b : tensor<f32>
      "stablehlo.return"(%_r432c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2882 = stablehlo.add %2876, %2881 : tensor<f32>
    %2883 = stablehlo.multiply %2378, %2378 : tensor<192xf32>
    %2884 = stablehlo.constant dense<0.0> : tensor<f32>
    %2885 = "stablehlo.reduce"(%2883, %2884) ({
    ^bb0(%_r433a: tensor<f32>, %_r433b: tensor<f32>):
      %_r433c = stablehlo.add %_r433a, %_r433b : tensor<f32>
      "stablehlo.return"(%_r433c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2886 = stablehlo.add %2882, %2885 : tensor<f32>
    %2887 = stablehlo.multiply %2381, %2381 : tensor<192xf32>
    %2888 = stablehlo.constant dense<0.0> : tensor<f32>
    %2889 = "stablehlo.reduce"(%2887, %2888) ({
    ^bb0(%_r434a: tensor<f32>, %_r434b: tensor<f32>):
      %_r434c = stablehlo.add %_r434a, %_r434b : tensor<f32>
      "stablehlo.return"(%_r434c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2890 = stablehlo.add %2886, %2889 : tensor<f32>
    %2891 = stablehlo.multiply %2384, %2384 : tensor<192xf32>
    %2892 = stablehlo.constant dense<0.0> : tensor<f32>
    %2893 = "stablehlo.reduce"(%2891, %2892) ({
    ^bb0(%_r435a: tensor<f32>, %_r435b: tensor<f32>):
      %_r435c = stablehlo.add %_r435a, %_r435b : tensor<f32>
      "stablehlo.return"(%_r435c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2894 = stablehlo.add %2890, %2893 : tensor<f32>
    %2895 = stablehlo.multiply %2387, %2387 : tensor<192x576xf32>
    %2896 = stablehlo.constant dense<0.0> : tensor<f32>
    %2897 = "stablehlo.reduce"(%2895, %2896) ({
    ^bb0(%_r436a: tensor<f32>, %_r436b: tensor<f32>):
      %_r436c = stablehlo.add %_r436a, %_r436b : tensor<f32>
      "stablehlo.return"(%_r436c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<192x576xf32>, tensor<f32>) -> tensor<192xf32>
    %2898 = stablehlo.constant dense<0.0> : tensor<f32>
    %2899 = "stablehlo.reduce"(%2897, %2898) ({
    ^bb0(%_r437a: tensor<f32>, %_r437b: tensor<f32>):
      %_r437c = stablehlo.add %_r437a, %_r437b : tensor<f32>
      "stablehlo.return"(%_r437c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2900 = stablehlo.add %2894, %2899 : tensor<f32>
    %2901 = stablehlo.multiply %2390, %2390 : tensor<576xf32>
    %2902 = stablehlo.constant dense<0.0> : tensor<f32>
    %2903 = "stablehlo.reduce"(%2901, %2902) ({
    ^bb0(%_r438a: tensor<f32>, %_r438b: tensor<f32>):
      %_r438c = stablehlo.add %_r438a, %_r438b : tensor<f32>
      "stablehlo.return"(%_r438c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<576xf32>, tensor<f32>) -> tensor<f32>
    %2904 = stablehlo.add %2900, %2903 : tensor<f32>
    %2905 = stablehlo.multiply %2393, %2393 : tensor<192x192xf32>
    %2906 = stablehlo.constant dense<0.0> : tensor<f32>
    %2907 = "stablehlo.reduce"(%2905, %2906) ({
    ^bb0(%_r439a: tensor<f32>, %_r439b: tensor<f32>):
      %_r439c = stablehlo.add %_r439a, %_r439b : tensor<f32>
      "stablehlo.return"(%_r439c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<192x192xf32>, tensor<f32>) -> tensor<192xf32>
    %2908 = stablehlo.constant dense<0.0> : tensor<f32>
    %2909 = "stablehlo.reduce"(%2907, %2908) ({
    ^bb0(%_r440a: tensor<f32>, %_r440b: tensor<f32>):
      %_r440c = stablehlo.add %_r440a, %_r440b : tensor<f32>
      "stablehlo.return"(%_r440c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2910 = stablehlo.add %2904, %2909 : tensor<f32>
    %2911 = stablehlo.multiply %2396, %2396 : tensor<192xf32>
    %2912 = stablehlo.constant dense<0.0> : tensor<f32>
    %2913 = "stablehlo.reduce"(%2911, %2912) ({
    ^bb0(%_r441a: tensor<f32>, %_r441b: tensor<f32>):
      %_r441c = stablehlo.add %_r441a, %_r441b : tensor<f32>
      "stablehlo.return"(%_r441c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2914 = stablehlo.add %2910, %2913 : tensor<f32>
    %2915 = stablehlo.multiply %2399, %2399 : tensor<192xf32>
    %2916 = stablehlo.constant dense<0.0> : tensor<f32>
    %2917 = "stablehlo.reduce"(%2915, %2916) ({
    ^bb0(%_r442a: tensor<f32>, %_r442b: tensor<f32>):
      %_r442c = stablehlo.add %_r442a, %_r442b : tensor<f32>
      "stablehlo.return"(%_r442c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2918 = stablehlo.add %2914, %2917 : tensor<f32>
    %2919 = stablehlo.multiply %2402, %2402 : tensor<192xf32>
    %2920 = stablehlo.constant dense<0.0> : tensor<f32>
    %2921 = "stablehlo.reduce"(%2919, %2920) ({
    ^bb0(%_r443a: tensor<f32>, %_r443b: tensor<f32>):
      %_r443c = stablehlo.add %_r443a, %_r443b : tensor<f32>
      "stablehlo.return"(%_r443c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2922 = stablehlo.add %2918, %2921 : tensor<f32>
    %2923 = stablehlo.multiply %2405, %2405 : tensor<192x768xf32>
    %2924 = stablehlo.constant dense<0.0> : tensor<f32>
    %2925 = "stablehlo.reduce"(%2923, %2924) ({
    ^bb0(%_r444a: tensor<f32>, %_r444b: tensor<f32>):
      %_r444c = stablehlo.add %_r444a, %_r444b : tensor<f32>
      "stablehlo.return"(%_r444c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<192x768xf32>, tensor<f32>) -> tensor<192xf32>
    %2926 = stablehlo.constant dense<0.0> : tensor<f32>
    %2927 = "stablehlo.reduce"(%2925, %2926) ({
    ^bb0(%_r445a: tensor<f32>, %_r445b: tensor<f32>):
      %_r445c = stablehlo.add %_r445a, %_r445b : tensor<f32>
      "stablehlo.return"(%_r445c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2928 = stablehlo.add %2922, %2927 : tensor<f32>
    %2929 = stablehlo.multiply %2408, %2408 : tensor<768xf32>
    %2930 = stablehlo.constant dense<0.0> : tensor<f32>
    %2931 = "stablehlo.reduce"(%2929, %2930) ({
    ^bb0(%_r446a: tensor<f32>, %_r446b: tensor<f32>):
      %_r446c = stablehlo.add %_r446a, %_r446b : tensor<f32>
      "stablehlo.return"(%_r446c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2932 = stablehlo.add %2928, %2931 : tensor<f32>
    %2933 = stablehlo.multiply %2411, %2411 : tensor<768x192xf32>
    %2934 = stablehlo.constant dense<0.0> : tensor<f32>
    %2935 = "stablehlo.reduce"(%2933, %2934) ({
    ^bb0(%_r447a: tensor<f32>, %_r447b: tensor<f32>):
      %_r447c = stablehlo.add %_r447a, %_r447b : tensor<f32>
      "stablehlo.return"(%_r447c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<768x192xf32>, tensor<f32>) -> tensor<768xf32>
    %2936 = stablehlo.constant dense<0.0> : tensor<f32>
    %2937 = "stablehlo.reduce"(%2935, %2936) ({
    ^bb0(%_r448a: tensor<f32>, %_r448b: tensor<f32>):
      %_r448c = stablehlo.add %_r448a, %_r448b : tensor<f32>
      "stablehlo.return"(%_r448c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2938 = stablehlo.add %2932, %2937 : tensor<f32>
    %2939 = stablehlo.multiply %2414, %2414 : tensor<192xf32>
    %2940 = stablehlo.constant dense<0.0> : tensor<f32>
    %2941 = "stablehlo.reduce"(%2939, %2940) ({
    ^bb0(%_r449a: tensor<f32>, %_r449b: tensor<f32>):
      %_r449c = stablehlo.add %_r449a, %_r449b : tensor<f32>
      "stablehlo.return"(%_r449c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2942 = stablehlo.add %2938, %2941 : tensor<f32>
    %2943 = stablehlo.multiply %2417, %2417 : tensor<192xf32>
    %2944 = stablehlo.constant dense<0.0> : tensor<f32>
    %2945 = "stablehlo.reduce"(%2943, %2944) ({
    ^bb0(%_r450a: tensor<f32>, %_r450b: tensor<f32>):
      %_r450c = stablehlo.add %_r450a, %_r450b : tensor<f32>
      "stablehlo.return"(%_r450c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2946 = stablehlo.add %2942, %2945 : tensor<f32>
    %2947 = stablehlo.multiply %2420, %2420 : tensor<192xf32>
    %2948 = stablehlo.constant dense<0.0> : tensor<f32>
    %2949 = "stablehlo.reduce"(%2947, %2948) ({
    ^bb0(%_r451a: tensor<f32>, %_r451b: tensor<f32>):
      %_r451c = stablehlo.add %_r451a, %_r451b : tensor<f32>
      "stablehlo.return"(%_r451c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2950 = stablehlo.add %2946, %2949 : tensor<f32>
    %2951 = stablehlo.multiply %2423, %2423 : tensor<192x576xf32>
    %2952 = stablehlo.constant dense<0.0> : tensor<f32>
    %2953 = "stablehlo.reduce"(%2951, %2952) ({
    ^bb0(%_r452a: tensor<f32>, %_r452b: tensor<f32>):
      %_r452c = stablehlo.add %_r452a, %_r452b : tensor<f32>
      "stablehlo.return"(%_r452c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<192x576xf32>, tensor<f32>) -> tensor<192xf32>
    %2954 = stablehlo.constant dense<0.0> : tensor<f32>
    %2955 = "stablehlo.reduce"(%2953, %2954) ({
    ^bb0(%_r453a: tensor<f32>, %_r453b: tensor<f32>):
      %_r453c = stablehlo.add %_r453a, %_r453b : tensor<f32>
      "stablehlo.return"(%_r453c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2956 = stablehlo.add %2950, %2955 : tensor<f32>
    %2957 = stablehlo.multiply %2426, %2426 : tensor<576xf32>
    %2958 = stablehlo.constant dense<0.0> : tensor<f32>
    %2959 = "stablehlo.reduce"(%2957, %2958) ({
    ^bb0(%_r454a: tensor<f32>, %_r454b: tensor<f32>):
      %_r454c = stablehlo.add %_r454a, %_r454b : tensor<f32>
      "stablehlo.return"(%_r454c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<576xf32>, tensor<f32>) -> tensor<f32>
    %2960 = stablehlo.add %2956, %2959 : tensor<f32>
    %2961 = stablehlo.multiply %2429, %2429 : tensor<192x192xf32>
    %2962 = stablehlo.constant dense<0.0> : tensor<f32>
    %2963 = "stablehlo.reduce"(%2961, %2962) ({
    ^bb0(%_r455a: tensor<f32>, %_r455b: tensor<f32>):
      %_r455c = stablehlo.add %_r455a, %_r455b : tensor<f32>
      "stablehlo.return"(%_r455c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<192x192xf32>, tensor<f32>) -> tensor<192xf32>
    %2964 = stablehlo.constant dense<0.0> : tensor<f32>
    %2965 = "stablehlo.reduce"(%2963, %2964) ({
    ^bb0(%_r456a: tensor<f32>, %_r456b: tensor<f32>):
      %_r456c = stablehlo.add %_r456a, %_r456b : tensor<f32>
      "stablehlo.return"(%_r456c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2966 = stablehlo.add %2960, %2965 : tensor<f32>
    %2967 = stablehlo.multiply %2432, %2432 : tensor<192xf32>
    %2968 = stablehlo.constant dense<0.0> : tensor<f32>
    %2969 = "stablehlo.reduce"(%2967, %2968) ({
    ^bb0(%_r457a: tensor<f32>, %_r457b: tensor<f32>):
      %_r457c = stablehlo.add %_r457a, %_r457b : tensor<f32>
      "stablehlo.return"(%_r457c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2970 = stablehlo.add %2966, %2969 : tensor<f32>
    %2971 = stablehlo.multiply %2435, %2435 : tensor<192xf32>
    %2972 = stablehlo.constant dense<0.0> : tensor<f32>
    %2973 = "stablehlo.reduce"(%2971, %2972) ({
    ^bb0(%_r458a: tensor<f32>, %_r458b: tensor<f32>):
      %_r458c = stablehlo.add %_r458a, %_r458b : tensor<f32>
      "stablehlo.return"(%_r458c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2974 = stablehlo.add %2970, %2973 : tensor<f32>
    %2975 = stablehlo.multiply %2438, %2438 : tensor<192xf32>
    %2976 = stablehlo.constant dense<0.0> : tensor<f32>
    %2977 = "stablehlo.reduce"(%2975, %2976) ({
    ^bb0(%_r459a: tensor<f32>, %_r459b: tensor<f32>):
      %_r459c = stablehlo.add %_r459a, %_r459b : tensor<f32>
      "stablehlo.return"(%_r459c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2978 = stablehlo.add %2974, %2977 : tensor<f32>
    %2979 = stablehlo.multiply %2441, %2441 : tensor<192x768xf32>
    %2980 = stablehlo.constant dense<0.0> : tensor<f32>
    %2981 = "stablehlo.reduce"(%2979, %2980) ({
    ^bb0(%_r460a: tensor<f32>, %_r460b: tensor<f32>):
      %_r460c = stablehlo.add %_r460a, %_r460b : tensor<f32>
      "stablehlo.return"(%_r460c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<192x768xf32>, tensor<f32>) -> tensor<192xf32>
    %2982 = stablehlo.constant dense<0.0> : tensor<f32>
    %2983 = "stablehlo.reduce"(%2981, %2982) ({
    ^bb0(%_r461a: tensor<f32>, %_r461b: tensor<f32>):
      %_r461c = stablehlo.add %_r461a, %_r461b : tensor<f32>
      "stablehlo.return"(%_r461c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2984 = stablehlo.add %2978, %2983 : tensor<f32>
    %2985 = stablehlo.multiply %2444, %2444 : tensor<768xf32>
    %2986 = stablehlo.constant dense<0.0> : tensor<f32>
    %2987 = "stablehlo.reduce"(%2985, %2986) ({
    ^bb0(%_r462a: tensor<f32>, %_r462b: tensor<f32>):
      %_r462c = stablehlo.add %_r462a, %_r462b : tensor<f32>
      "stablehlo.return"(%_r462c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2988 = stablehlo.add %2984, %2987 : tensor<f32>
    %2989 = stablehlo.multiply %2447, %2447 : tensor<768x192xf32>
    %2990 = stablehlo.constant dense<0.0> : tensor<f32>
    %2991 = "stablehlo.reduce"(%2989, %2990) ({
    ^bb0(%_r463a: tensor<f32>, %_r463b: tensor<f32>):
      %_r463c = stablehlo.add %_r463a, %_r463b : tensor<f32>
      "stablehlo.return"(%_r463c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<768x192xf32>, tensor<f32>) -> tensor<768xf32>
    %2992 = stablehlo.constant dense<0.0> : tensor<f32>
    %2993 = "stablehlo.reduce"(%2991, %2992) ({
    ^bb0(%_r464a: tensor<f32>, %_r464b: tensor<f32>):
      %_r464c = stablehlo.add %_r464a, %_r464b : tensor<f32>
      "stablehlo.return"(%_r464c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2994 = stablehlo.add %2988, %2993 : tensor<f32>
    %2995 = stablehlo.multiply %2450, %2450 : tensor<192xf32>
    %2996 = stablehlo.constant dense<0.0> : tensor<f32>
    %2997 = "stablehlo.reduce"(%2995, %2996) ({
    ^bb0(%_r465a: tensor<f32>, %_r465b: tensor<f32>):
      %_r465c = stablehlo.add %_r465a, %_r465b : tensor<f32>
      "stablehlo.return"(%_r465c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2998 = stablehlo.add %2994, %2997 : tensor<f32>
    %2999 = stablehlo.multiply %2453, %2453 : tensor<192xf32>
    %3000 = stablehlo.constant dense<0.0> : tensor<f32>
    %3001 = "stablehlo.reduce"(%2999, %3000) ({
    ^bb0(%_r466a: tensor<f32>, %_r466b: tensor<f32>):
      %_r466c = stablehlo.add %_r466a, %_r466b : tensor<f32>
      "stablehlo.return"(%_r466c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3002 = stablehlo.add %2998, %3001 : tensor<f32>
    %3003 = stablehlo.multiply %2456, %2456 : tensor<192xf32>
    %3004 = stablehlo.constant dense<0.0> : tensor<f32>
    %3005 = "stablehlo.reduce"(%3003, %3004) ({
    ^bb0(%_r467a: tensor<f32>, %_r467b: tensor<f32>):
      %_r467c = stablehlo.add %_r467a, %_r467b : tensor<f32>
      "stablehlo.return"(%_r467c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3006 = stablehlo.add %3002, %3005 : tensor<f32>
    %3007 = stablehlo.multiply %2459, %2459 : tensor<192x576xf32>
    %3008 = stablehlo.constant dense<0.0> : tensor<f32>
    %3009 = "stablehlo.reduce"(%3007, %3008) ({
    ^bb0(%_r468a: tensor<f32>, %_r468b: tensor<f32>):
      %_r468c = stablehlo.add %_r468a, %_r468b : tensor<f32>
      "stablehlo.return"(%_r468c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<192x576xf32>, tensor<f32>) -> tensor<192xf32>
    %3010 = stablehlo.constant dense<0.0> : tensor<f32>
    %3011 = "stablehlo.reduce"(%3009, %3010) ({
    ^bb0(%_r469a: tensor<f32>, %_r469b: tensor<f32>):
      %_r469c = stablehlo.add %_r469a, %_r469b : tensor<f32>
      "stablehlo.return"(%_r469c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3012 = stablehlo.add %3006, %3011 : tensor<f32>
    %3013 = stablehlo.multiply %2462, %2462 : tensor<576xf32>
    %3014 = stablehlo.constant dense<0.0> : tensor<f32>
    %3015 = "stablehlo.reduce"(%3013, %3014) ({
    ^bb0(%_r470a: tensor<f32>, %_r470b: tensor<f32>):
      %_r470c = stablehlo.add %_r470a, %_r470b : tensor<f32>
      "stablehlo.return"(%_r470c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<576xf32>, tensor<f32>) -> tensor<f32>
    %3016 = stablehlo.add %3012, %3015 : tensor<f32>
    %3017 = stablehlo.multiply %2465, %2465 : tensor<192x192xf32>
    %3018 = stablehlo.constant dense<0.0> : tensor<f32>
    %3019 = "stablehlo.reduce"(%3017, %3018) ({
    ^bb0(%_r471a: tensor<f32>, %_r471b: tensor<f32>):
      %_r471c = stablehlo.add %_r471a, %_r471b : tensor<f32>
      "stablehlo.return"(%_r471c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<192x192xf32>, tensor<f32>) -> tensor<192xf32>
    %3020 = stablehlo.constant dense<0.0> : tensor<f32>
    %3021 = "stablehlo.reduce"(%3019, %3020) ({
    ^bb0(%_r472a: tensor<f32>, %_r472b: tensor<f32>):
      %_r472c = stablehlo.add %_r472a, %_r472b : tensor<f32>
      "stablehlo.return"(%_r472c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3022 = stablehlo.add %3016, %3021 : tensor<f32>
    %3023 = stablehlo.multiply %2468, %2468 : tensor<192xf32>
    %3024 = stablehlo.constant dense<0.0> : tensor<f32>
    %3025 = "stablehlo.reduce"(%3023, %3024) ({
    ^bb0(%_r473a: tensor<f32>, %_r473b: tensor<f32>):
      %_r473c = stablehlo.add %_r473a, %_r473b : tensor<f32>
      "stablehlo.return"(%_r473c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3026 = stablehlo.add %3022, %3025 : tensor<f32>
    %3027 = stablehlo.multiply %2471, %2471 : tensor<192xf32>
    %3028 = stablehlo.constant dense<0.0> : tensor<f32>
    %3029 = "stablehlo.reduce"(%3027, %3028) ({
    ^bb0(%_r474a: tensor<f32>, %_r474b: tensor<f32>):
      %_r474c = stablehlo.add %_r474a, %_r474b : tensor<f32>
      "stablehlo.return"(%_r474c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3030 = stablehlo.add %3026, %3029 : tensor<f32>
    %3031 = stablehlo.multiply %2474, %2474 : tensor<192xf32>
    %3032 = stablehlo.constant dense<0.0> : tensor<f32>
    %3033 = "stablehlo.reduce"(%3031, %3032) ({
    ^bb0(%_r475a: tensor<f32>, %_r475b: tensor<f32>):
      %_r475c = stablehlo.add %_r475a, %_r475b : tensor<f32>
      "stablehlo.return"(%_r475c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3034 = stablehlo.add %3030, %3033 : tensor<f32>
    %3035 = stablehlo.multiply %2477, %2477 : tensor<192x768xf32>
    %3036 = stablehlo.constant dense<0.0> : tensor<f32>
    %3037 = "stablehlo.reduce"(%3035, %3036) ({
    ^bb0(%_r476a: tensor<f32>, %_r476b: tensor<f32>):
      %_r476c = stablehlo.add %_r476a, %_r476b : tensor<f32>
      "stablehlo.return"(%_r476c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<192x768xf32>, tensor<f32>) -> tensor<192xf32>
    %3038 = stablehlo.constant dense<0.0> : tensor<f32>
    %3039 = "stablehlo.reduce"(%3037, %3038) ({
    ^bb0(%_r477a: tensor<f32>, %_r477b: tensor<f32>):
      %_r477c = stablehlo.add %_r477a, %_r477b : tensor<f32>
      "stablehlo.return"(%_r477c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3040 = stablehlo.add %3034, %3039 : tensor<f32>
    %3041 = stablehlo.multiply %2480, %2480 : tensor<768xf32>
    %3042 = stablehlo.constant dense<0.0> : tensor<f32>
    %3043 = "stablehlo.reduce"(%3041, %3042) ({
    ^bb0(%_r478a: tensor<f32>, %_r478b: tensor<f32>):
      %_r478c = stablehlo.add %_r478a, %_r478b : tensor<f32>
      "stablehlo.return"(%_r478c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %3044 = stablehlo.add %3040, %3043 : tensor<f32>
    %3045 = stablehlo.multiply %2483, %2483 : tensor<768x192xf32>
    %3046 = stablehlo.constant dense<0.0> : tensor<f32>
    %3047 = "stablehlo.reduce"(%3045, %3046) ({
    ^bb0(%_r479a: tensor<f32>, %_r479b: tensor<f32>):
      %_r479c = stablehlo.add %_r479a, %_r479b : tensor<f32>
      "stablehlo.return"(%_r479c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<768x192xf32>, tensor<f32>) -> tensor<768xf32>
    %3048 = stablehlo.constant dense<0.0> : tensor<f32>
    %3049 = "stablehlo.reduce"(%3047, %3048) ({
    ^bb0(%_r480a: tensor<f32>, %_r480b: tensor<f32>):
      %_r480c = stablehlo.add %_r480a, %_r480b : tensor<f32>
      "stablehlo.return"(%_r480c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %3050 = stablehlo.add %3044, %3049 : tensor<f32>
    %3051 = stablehlo.multiply %2486, %2486 : tensor<192xf32>
    %3052 = stablehlo.constant dense<0.0> : tensor<f32>
    %3053 = "stablehlo.reduce"(%3051, %3052) ({
    ^bb0(%_r481a: tensor<f32>, %_r481b: tensor<f32>):
      %_r481c = stablehlo.add %_r481a, %_r481b : tensor<f32>
      "stablehlo.return"(%_r481c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3054 = stablehlo.add %3050, %3053 : tensor<f32>
    %3055 = stablehlo.multiply %2489, %2489 : tensor<192xf32>
    %3056 = stablehlo.constant dense<0.0> : tensor<f32>
    %3057 = "stablehlo.reduce"(%3055, %3056) ({
    ^bb0(%_r482a: tensor<f32>, %_r482b: tensor<f32>):
      %_r482c = stablehlo.add %_r482a, %_r482b : tensor<f32>
      "stablehlo.return"(%_r482c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3058 = stablehlo.add %3054, %3057 : tensor<f32>
    %3059 = stablehlo.multiply %2492, %2492 : tensor<192xf32>
    %3060 = stablehlo.constant dense<0.0> : tensor<f32>
    %3061 = "stablehlo.reduce"(%3059, %3060) ({
    ^bb0(%_r483a: tensor<f32>, %_r483b: tensor<f32>):
      %_r483c = stablehlo.add %_r483a, %_r483b : tensor<f32>
      "stablehlo.return"(%_r483c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3062 = stablehlo.add %3058, %3061 : tensor<f32>
    %3063 = stablehlo.multiply %2495, %2495 : tensor<192x576xf32>
    %3064 = stablehlo.constant dense<0.0> : tensor<f32>
    %3065 = "stablehlo.reduce"(%3063, %3064) ({
    ^bb0(%_r484a: tensor<f32>, %_r484b: tensor<f32>):
      %_r484c = stablehlo.add %_r484a, %_r484b : tensor<f32>
      "stablehlo.return"(%_r484c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<192x576xf32>, tensor<f32>) -> tensor<192xf32>
    %3066 = stablehlo.constant dense<0.0> : tensor<f32>
    %3067 = "stablehlo.reduce"(%3065, %3066) ({
    ^bb0(%_r485a: tensor<f32>, %_r485b: tensor<f32>):
      %_r485c = stablehlo.add %_r485a, %_r485b : tensor<f32>
      "stablehlo.return"(%_r485c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3068 = stablehlo.add %3062, %3067 : tensor<f32>
    %3069 = stablehlo.multiply %2498, %2498 : tensor<576xf32>
    %3070 = stablehlo.constant dense<0.0> : tensor<f32>
    %3071 = "stablehlo.reduce"(%3069, %3070) ({
    ^bb0(%_r486a: tensor<f32>, %_r486b: tensor<f32>):
      %_r486c = stablehlo.add %_r486a, %_r486b : tensor<f32>
      "stablehlo.return"(%_r486c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<576xf32>, tensor<f32>) -> tensor<f32>
    %3072 = stablehlo.add %3068, %3071 : tensor<f32>
    %3073 = stablehlo.multiply %2501, %2501 : tensor<192x192xf32>
    %3074 = stablehlo.constant dense<0.0> : tensor<f32>
    %3075 = "stablehlo.reduce"(%3073, %3074) ({
    ^bb0(%_r487a: tensor<f32>, %_r487b: tensor<f32>):
      %_r487c = stablehlo.add %_r487a, %_r487b : tensor<f32>
      "stablehlo.return"(%_r487c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<192x192xf32>, tensor<f32>) -> tensor<192xf32>
    %3076 = stablehlo.constant dense<0.0> : tensor<f32>
    %3077 = "stablehlo.reduce"(%3075, %3076) ({
    ^bb0(%_r488a: tensor<f32>, %_r488b: tensor<f32>):
      %_r488c = stablehlo.add %_r488a, %_r488b : tensor<f32>
      "stablehlo.return"(%_r488c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3078 = stablehlo.add %3072, %3077 : tensor<f32>
    %3079 = stablehlo.multiply %2504, %2504 : tensor<192xf32>
    %3080 = stablehlo.constant dense<0.0> : tensor<f32>
    %3081 = "stablehlo.reduce"(%3079, %3080) ({
    ^bb0(%_r489a: tensor<f32>, %_r489b: tensor<f32>):
      %_r489c = stablehlo.add %_r489a, %_r489b : tensor<f32>
      "stablehlo.return"(%_r489c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3082 = stablehlo.add %3078, %3081 : tensor<f32>
    %3083 = stablehlo.multiply %2507, %2507 : tensor<192xf32>
    %3084 = stablehlo.constant dense<0.0> : tensor<f32>
    %3085 = "stablehlo.reduce"(%3083, %3084) ({
    ^bb0(%_r490a: tensor<f32>, %_r490b: tensor<f32>):
      %_r490c = stablehlo.add %_r490a, %_r490b : tensor<f32>
      "stablehlo.return"(%_r490c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3086 = stablehlo.add %3082, %3085 : tensor<f32>
    %3087 = stablehlo.multiply %2510, %2510 : tensor<192xf32>
    %3088 = stablehlo.constant dense<0.0> : tensor<f32>
    %3089 = "stablehlo.reduce"(%3087, %3088) ({
    ^bb0(%_r491a: tensor<f32>, %_r491b: tensor<f32>):
      %_r491c = stablehlo.add %_r491a, %_r491b : tensor<f32>
      "stablehlo.return"(%_r491c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3090 = stablehlo.add %3086, %3089 : tensor<f32>
    %3091 = stablehlo.multiply %2513, %2513 : tensor<192x768xf32>
    %3092 = stablehlo.constant dense<0.0> : tensor<f32>
    %3093 = "stablehlo.reduce"(%3091, %3092) ({
    ^bb0(%_r492a: tensor<f32>, %_r492b: tensor<f32>):
      %_r492c = stablehlo.add %_r492a, %_r492b : tensor<f32>
      "stablehlo.return"(%_r492c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<192x768xf32>, tensor<f32>) -> tensor<192xf32>
    %3094 = stablehlo.constant dense<0.0> : tensor<f32>
    %3095 = "stablehlo.reduce"(%3093, %3094) ({
    ^bb0(%_r493a: tensor<f32>, %_r493b: tensor<f32>):
      %_r493c = stablehlo.add %_r493a, %_r493b : tensor<f32>
      "stablehlo.return"(%_r493c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3096 = stablehlo.add %3090, %3095 : tensor<f32>
    %3097 = stablehlo.multiply %2516, %2516 : tensor<768xf32>
    %3098 = stablehlo.constant dense<0.0> : tensor<f32>
    %3099 = "stablehlo.reduce"(%3097, %3098) ({
    ^bb0(%_r494a: tensor<f32>, %_r494b: tensor<f32>):
      %_r494c = stablehlo.add %_r494a, %_r494b : tensor<f32>
      "stablehlo.return"(%_r494c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %3100 = stablehlo.add %3096, %3099 : tensor<f32>
    %3101 = stablehlo.multiply %2519, %2519 : tensor<768x192xf32>
    %3102 = stablehlo.constant dense<0.0> : tensor<f32>
    %3103 = "stablehlo.reduce"(%3101, %3102) ({
    ^bb0(%_r495a: tensor<f32>, %_r495b: tensor<f32>):
      %_r495c = stablehlo.add %_r495a, %_r495b : tensor<f32>
      "stablehlo.return"(%_r495c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<768x192xf32>, tensor<f32>) -> tensor<768xf32>
    %3104 = stablehlo.constant dense<0.0> : tensor<f32>
    %3105 = "stablehlo.reduce"(%3103, %3104) ({
    ^bb0(%_r496a: tensor<f32>, %_r496b: tensor<f32>):
      %_r496c = stablehlo.add %_r496a, %_r496b : tensor<f32>
      "stablehlo.return"(%_r496c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %3106 = stablehlo.add %3100, %3105 : tensor<f32>
    %3107 = stablehlo.multiply %2522, %2522 : tensor<192xf32>
    %3108 = stablehlo.constant dense<0.0> : tensor<f32>
    %3109 = "stablehlo.reduce"(%3107, %3108) ({
    ^bb0(%_r497a: tensor<f32>, %_r497b: tensor<f32>):
      %_r497c = stablehlo.add %_r497a, %_r497b : tensor<f32>
      "stablehlo.return"(%_r497c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3110 = stablehlo.add %3106, %3109 : tensor<f32>
    %3111 = stablehlo.multiply %2525, %2525 : tensor<192xf32>
    %3112 = stablehlo.constant dense<0.0> : tensor<f32>
    %3113 = "stablehlo.reduce"(%3111, %3112) ({
    ^bb0(%_r498a: tensor<f32>, %_r498b: tensor<f32>):
      %_r498c = stablehlo.add %_r498a, %_r498b : tensor<f32>
      "stablehlo.return"(%_r498c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3114 = stablehlo.add %3110, %3113 : tensor<f32>
    %3115 = stablehlo.multiply %2528, %2528 : tensor<192xf32>
    %3116 = stablehlo.constant dense<0.0> : tensor<f32>
    %3117 = "stablehlo.reduce"(%3115, %3116) ({
    ^bb0(%_r499a: tensor<f32>, %_r499b: tensor<f32>):
      %_r499c = stablehlo.add %_r499a, %_r499b : tensor<f32>
      "stablehlo.return"(%_r499c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3118 = stablehlo.add %3114, %3117 : tensor<f32>
    %3119 = stablehlo.multiply %2531, %2531 : tensor<192x576xf32>
    %3120 = stablehlo.constant dense<0.0> : tensor<f32>
    %3121 = "stablehlo.reduce"(%3119, %3120) ({
    ^bb0(%_r500a: tensor<f32>, %_r500b: tensor<f32>):
      %_r500c = stablehlo.add %_r500a, %_r500b : tensor<f32>
      "stablehlo.return"(%_r500c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<192x576xf32>, tensor<f32>) -> tensor<192xf32>
    %3122 = stablehlo.constant dense<0.0> : tensor<f32>
    %3123 = "stablehlo.reduce"(%3121, %3122) ({
    ^bb0(%_r501a: tensor<f32>, %_r501b: tensor<f32>):
      %_r501c = stablehlo.add %_r501a, %_r501b : tensor<f32>
      "stablehlo.return"(%_r501c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3124 = stablehlo.add %3118, %3123 : tensor<f32>
    %3125 = stablehlo.multiply %2534, %2534 : tensor<576xf32>
    %3126 = stablehlo.constant dense<0.0> : tensor<f32>
    %3127 = "stablehlo.reduce"(%3125, %3126) ({
    ^bb0(%_r502a: tensor<f32>, %_r502b: tensor<f32>):
      %_r502c = stablehlo.add %_r502a, %_r502b : tensor<f32>
      "stablehlo.return"(%_r502c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<576xf32>, tensor<f32>) -> tensor<f32>
    %3128 = stablehlo.add %3124, %3127 : tensor<f32>
    %3129 = stablehlo.multiply %2537, %2537 : tensor<192x192xf32>
    %3130 = stablehlo.constant dense<0.0> : tensor<f32>
    %3131 = "stablehlo.reduce"(%3129, %3130) ({
    ^bb0(%_r503a: tensor<f32>, %_r503b: tensor<f32>):
      %_r503c = stablehlo.add %_r503a, %_r503b : tensor<f32>
      "stablehlo.return"(%_r503c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<192x192xf32>, tensor<f32>) -> tensor<192xf32>
    %3132 = stablehlo.constant dense<0.0> : tensor<f32>
    %3133 = "stablehlo.reduce"(%3131, %3132) ({
    ^bb0(%_r504a: tensor<f32>, %_r504b: tensor<f32>):
      %_r504c = stablehlo.add %_r504a, %_r504b : tensor<f32>
      "stablehlo.return"(%_r504c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3134 = stablehlo.add %3128, %3133 : tensor<f32>
    %3135 = stablehlo.multiply %2540, %2540 : tensor<192xf32>
    %3136 = stablehlo.constant dense<0.0> : tensor<f32>
    %3137 = "stablehlo.reduce"(%3135, %3136) ({
    ^bb0(%_r505a: tensor<f32>, %_r505b: tensor<f32>):
      %_r505c = stablehlo.add %_r505a, %_r505b : tensor<f32>
      "stablehlo.return"(%_r505c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3138 = stablehlo.add %3134, %3137 : tensor<f32>
    %3139 = stablehlo.multiply %2543, %2543 : tensor<192xf32>
    %3140 = stablehlo.constant dense<0.0> : tensor<f32>
    %3141 = "stablehlo.reduce"(%3139, %3140) ({
    ^bb0(%_r506a: tensor<f32>, %_r506b: tensor<f32>):
      %_r506c = stablehlo.add %_r506a, %_r506b : tensor<f32>
      "stablehlo.return"(%_r506c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3142 = stablehlo.add %3138, %3141 : tensor<f32>
    %3143 = stablehlo.multiply %2546, %2546 : tensor<192xf32>
    %3144 = stablehlo.constant dense<0.0> : tensor<f32>
    %3145 = "stablehlo.reduce"(%3143, %3144) ({
    ^bb0(%_r507a: tensor<f32>, %_r507b: tensor<f32>):
      %_r507c = stablehlo.add %_r507a, %_r507b : tensor<f32>
      "stablehlo.return"(%_r507c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3146 = stablehlo.add %3142, %3145 : tensor<f32>
    %3147 = stablehlo.multiply %2549, %2549 : tensor<192x768xf32>
    %3148 = stablehlo.constant dense<0.0> : tensor<f32>
    %3149 = "stablehlo.reduce"(%3147, %3148) ({
    ^bb0(%_r508a: tensor<f32>, %_r508b: tensor<f32>):
      %_r508c = stablehlo.add %_r508a, %_r508b : tensor<f32>
      "stablehlo.return"(%_r508c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<192x768xf32>, tensor<f32>) -> tensor<192xf32>
    %3150 = stablehlo.constant dense<0.0> : tensor<f32>
    %3151 = "stablehlo.reduce"(%3149, %3150) ({
    ^bb0(%_r509a: tensor<f32>, %_r509b: tensor<f32>):
      %_r509c = stablehlo.add %_r509a, %_r509b : tensor<f32>
      "stablehlo.return"(%_r509c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3152 = stablehlo.add %3146, %3151 : tensor<f32>
    %3153 = stablehlo.multiply %2552, %2552 : tensor<768xf32>
    %3154 = stablehlo.constant dense<0.0> : tensor<f32>
    %3155 = "stablehlo.reduce"(%3153, %3154) ({
    ^bb0(%_r510a: tensor<f32>, %_r510b: tensor<f32>):
      %_r510c = stablehlo.add %_r510a, %_r510b : tensor<f32>
      "stablehlo.return"(%_r510c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %3156 = stablehlo.add %3152, %3155 : tensor<f32>
    %3157 = stablehlo.multiply %2555, %2555 : tensor<768x192xf32>
    %3158 = stablehlo.constant dense<0.0> : tensor<f32>
    %3159 = "stablehlo.reduce"(%3157, %3158) ({
    ^bb0(%_r511a: tensor<f32>, %_r511b: tensor<f32>):
      %_r511c = stablehlo.add %_r511a, %_r511b : tensor<f32>
      "stablehlo.return"(%_r511c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<768x192xf32>, tensor<f32>) -> tensor<768xf32>
    %3160 = stablehlo.constant dense<0.0> : tensor<f32>
    %3161 = "stablehlo.reduce"(%3159, %3160) ({
    ^bb0(%_r512a: tensor<f32>, %_r512b: tensor<f32>):
      %_r512c = stablehlo.add %_r512a, %_r512b : tensor<f32>
      "stablehlo.return"(%_r512c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %3162 = stablehlo.add %3156, %3161 : tensor<f32>
    %3163 = stablehlo.multiply %2558, %2558 : tensor<192xf32>
    %3164 = stablehlo.constant dense<0.0> : tensor<f32>
    %3165 = "stablehlo.reduce"(%3163, %3164) ({
    ^bb0(%_r513a: tensor<f32>, %_r513b: tensor<f32>):
      %_r513c = stablehlo.add %_r513a, %_r513b : tensor<f32>
      "stablehlo.return"(%_r513c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3166 = stablehlo.add %3162, %3165 : tensor<f32>
    %3167 = stablehlo.multiply %2561, %2561 : tensor<192xf32>
    %3168 = stablehlo.constant dense<0.0> : tensor<f32>
    %3169 = "stablehlo.reduce"(%3167, %3168) ({
    ^bb0(%_r514a: tensor<f32>, %_r514b: tensor<f32>):
      %_r514c = stablehlo.add %_r514a, %_r514b : tensor<f32>
      "stablehlo.return"(%_r514c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3170 = stablehlo.add %3166, %3169 : tensor<f32>
    %3171 = stablehlo.multiply %2564, %2564 : tensor<192xf32>
    %3172 = stablehlo.constant dense<0.0> : tensor<f32>
    %3173 = "stablehlo.reduce"(%3171, %3172) ({
    ^bb0(%_r515a: tensor<f32>, %_r515b: tensor<f32>):
      %_r515c = stablehlo.add %_r515a, %_r515b : tensor<f32>
      "stablehlo.return"(%_r515c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3174 = stablehlo.add %3170, %3173 : tensor<f32>
    %3175 = stablehlo.multiply %2567, %2567 : tensor<192x576xf32>
    %3176 = stablehlo.constant dense<0.0> : tensor<f32>
    %3177 = "stablehlo.reduce"(%3175, %3176) ({
    ^bb0(%_r516a: tensor<f32>, %_r516b: tensor<f32>):
      %_r516c = stablehlo.add %_r516a, %_r516b : tensor<f32>
      "stablehlo.return"(%_r516c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<192x576xf32>, tensor<f32>) -> tensor<192xf32>
    %3178 = stablehlo.constant dense<0.0> : tensor<f32>
    %3179 = "stablehlo.reduce"(%3177, %3178) ({
    ^bb0(%_r517a: tensor<f32>, %_r517b: tensor<f32>):
      %_r517c = stablehlo.add %_r517a, %_r517b : tensor<f32>
      "stablehlo.return"(%_r517c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3180 = stablehlo.add %3174, %3179 : tensor<f32>
    %3181 = stablehlo.multiply %2570, %2570 : tensor<576xf32>
    %3182 = stablehlo.constant dense<0.0> : tensor<f32>
    %3183 = "stablehlo.reduce"(%3181, %3182) ({
    ^bb0(%_r518a: tensor<f32>, %_r518b: tensor<f32>):
      %_r518c = stablehlo.add %_r518a, %_r518b : tensor<f32>
      "stablehlo.return"(%_r518c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<576xf32>, tensor<f32>) -> tensor<f32>
    %3184 = stablehlo.add %3180, %3183 : tensor<f32>
    %3185 = stablehlo.multiply %2573, %2573 : tensor<192x192xf32>
    %3186 = stablehlo.constant dense<0.0> : tensor<f32>
    %3187 = "stablehlo.reduce"(%3185, %3186) ({
    ^bb0(%_r519a: tensor<f32>, %_r519b: tensor<f32>):
      %_r519c = stablehlo.add %_r519a, %_r519b : tensor<f32>
      "stablehlo.return"(%_r519c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<192x192xf32>, tensor<f32>) -> tensor<192xf32>
    %3188 = stablehlo.constant dense<0.0> : tensor<f32>
    %3189 = "stablehlo.reduce"(%3187, %3188) ({
    ^bb0(%_r520a: tensor<f32>, %_r520b: tensor<f32>):
      %_r520c = stablehlo.add %_r520a, %_r520b : tensor<f32>
      "stablehlo.return"(%_r520c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3190 = stablehlo.add %3184, %3189 : tensor<f32>
    %3191 = stablehlo.multiply %2576, %2576 : tensor<192xf32>
    %3192 = stablehlo.constant dense<0.0> : tensor<f32>
    %3193 = "stablehlo.reduce"(%3191, %3192) ({
    ^bb0(%_r521a: tensor<f32>, %_r521b: tensor<f32>):
      %_r521c = stablehlo.add %_r521a, %_r521b : tensor<f32>
      "stablehlo.return"(%_r521c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3194 = stablehlo.add %3190, %3193 : tensor<f32>
    %3195 = stablehlo.multiply %2579, %2579 : tensor<192xf32>
    %3196 = stablehlo.constant dense<0.0> : tensor<f32>
    %3197 = "stablehlo.reduce"(%3195, %3196) ({
    ^bb0(%_r522a: tensor<f32>, %_r522b: tensor<f32>):
      %_r522c = stablehlo.add %_r522a, %_r522b : tensor<f32>
      "stablehlo.return"(%_r522c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3198 = stablehlo.add %3194, %3197 : tensor<f32>
    %3199 = stablehlo.multiply %2582, %2582 : tensor<192xf32>
    %3200 = stablehlo.constant dense<0.0> : tensor<f32>
    %3201 = "stablehlo.reduce"(%3199, %3200) ({
    ^bb0(%_r523a: tensor<f32>, %_r523b: tensor<f32>):
      %_r523c = stablehlo.add %_r523a, %_r523b : tensor<f32>
      "stablehlo.return"(%_r523c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3202 = stablehlo.add %3198, %3201 : tensor<f32>
    %3203 = stablehlo.multiply %2585, %2585 : tensor<192x768xf32>
    %3204 = stablehlo.constant dense<0.0> : tensor<f32>
    %3205 = "stablehlo.reduce"(%3203, %3204) ({
    ^bb0(%_r524a: tensor<f32>, %_r524b: tensor<f32>):
      %_r524c = stablehlo.add %_r524a, %_r524b : tensor<f32>
      "stablehlo.return"(%_r524c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<192x768xf32>, tensor<f32>) -> tensor<192xf32>
    %3206 = stablehlo.constant dense<0.0> : tensor<f32>
    %3207 = "stablehlo.reduce"(%3205, %3206) ({
    ^bb0(%_r525a: tensor<f32>, %_r525b: tensor<f32>):
      %_r525c = stablehlo.add %_r525a, %_r525b : tensor<f32>
      "stablehlo.return"(%_r525c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3208 = stablehlo.add %3202, %3207 : tensor<f32>
    %3209 = stablehlo.multiply %2588, %2588 : tensor<768xf32>
    %3210 = stablehlo.constant dense<0.0> : tensor<f32>
    %3211 = "stablehlo.reduce"(%3209, %3210) ({
    ^bb0(%_r526a: tensor<f32>, %_r526b: tensor<f32>):
      %_r526c = stablehlo.add %_r526a, %_r526b : tensor<f32>
      "stablehlo.return"(%_r526c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %3212 = stablehlo.add %3208, %3211 : tensor<f32>
    %3213 = stablehlo.multiply %2591, %2591 : tensor<768x192xf32>
    %3214 = stablehlo.constant dense<0.0> : tensor<f32>
    %3215 = "stablehlo.reduce"(%3213, %3214) ({
    ^bb0(%_r527a: tensor<f32>, %_r527b: tensor<f32>):
      %_r527c = stablehlo.add %_r527a, %_r527b : tensor<f32>
      "stablehlo.return"(%_r527c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<768x192xf32>, tensor<f32>) -> tensor<768xf32>
    %3216 = stablehlo.constant dense<0.0> : tensor<f32>
    %3217 = "stablehlo.reduce"(%3215, %3216) ({
    ^bb0(%_r528a: tensor<f32>, %_r528b: tensor<f32>):
      %_r528c = stablehlo.add %_r528a, %_r528b : tensor<f32>
      "stablehlo.return"(%_r528c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %3218 = stablehlo.add %3212, %3217 : tensor<f32>
    %3219 = stablehlo.multiply %2594, %2594 : tensor<192xf32>
    %3220 = stablehlo.constant dense<0.0> : tensor<f32>
    %3221 = "stablehlo.reduce"(%3219, %3220) ({
    ^bb0(%_r529a: tensor<f32>, %_r529b: tensor<f32>):
      %_r529c = stablehlo.add %_r529a, %_r529b : tensor<f32>
      "stablehlo.return"(%_r529c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3222 = stablehlo.add %3218, %3221 : tensor<f32>
    %3223 = stablehlo.multiply %2597, %2597 : tensor<192xf32>
    %3224 = stablehlo.constant dense<0.0> : tensor<f32>
    %3225 = "stablehlo.reduce"(%3223, %3224) ({
    ^bb0(%_r530a: tensor<f32>, %_r530b: tensor<f32>):
      %_r530c = stablehlo.add %_r530a, %_r530b : tensor<f32>
      "stablehlo.return"(%_r530c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3226 = stablehlo.add %3222, %3225 : tensor<f32>
    %3227 = stablehlo.multiply %2600, %2600 : tensor<192xf32>
    %3228 = stablehlo.constant dense<0.0> : tensor<f32>
    %3229 = "stablehlo.reduce"(%3227, %3228) ({
    ^bb0(%_r531a: tensor<f32>, %_r531b: tensor<f32>):
      %_r531c = stablehlo.add %_r531a, %_r531b : tensor<f32>
      "stablehlo.return"(%_r531c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3230 = stablehlo.add %3226, %3229 : tensor<f32>
    %3231 = stablehlo.multiply %2603, %2603 : tensor<192x576xf32>
    %3232 = stablehlo.constant dense<0.0> : tensor<f32>
    %3233 = "stablehlo.reduce"(%3231, %3232) ({
    ^bb0(%_r532a: tensor<f32>, %_r532b: tensor<f32>):
      %_r532c = stablehlo.add %_r532a, %_r532b : tensor<f32>
      "stablehlo.return"(%_r532c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<192x576xf32>, tensor<f32>) -> tensor<192xf32>
    %3234 = stablehlo.constant dense<0.0> : tensor<f32>
    %3235 = "stablehlo.reduce"(%3233, %3234) ({
    ^bb0(%_r533a: tensor<f32>, %_r533b: tensor<f32>):
      %_r533c = stablehlo.add %_r533a, %_r533b : tensor<f32>
      "stablehlo.return"(%_r533c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3236 = stablehlo.add %3230, %3235 : tensor<f32>
    %3237 = stablehlo.multiply %2606, %2606 : tensor<576xf32>
    %3238 = stablehlo.constant dense<0.0> : tensor<f32>
    %3239 = "stablehlo.reduce"(%3237, %3238) ({
    ^bb0(%_r534a: tensor<f32>, %_r534b: tensor<f32>):
      %_r534c = stablehlo.add %_r534a, %_r534b : tensor<f32>
      "stablehlo.return"(%_r534c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<576xf32>, tensor<f32>) -> tensor<f32>
    %3240 = stablehlo.add %3236, %3239 : tensor<f32>
    %3241 = stablehlo.multiply %2609, %2609 : tensor<192x192xf32>
    %3242 = stablehlo.constant dense<0.0> : tensor<f32>
    %3243 = "stablehlo.reduce"(%3241, %3242) ({
    ^bb0(%_r535a: tensor<f32>, %_r535b: tensor<f32>):
      %_r535c = stablehlo.add %_r535a, %_r535b : tensor<f32>
      "stablehlo.return"(%_r535c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<192x192xf32>, tensor<f32>) -> tensor<192xf32>
    %3244 = stablehlo.constant dense<0.0> : tensor<f32>
    %3245 = "stablehlo.reduce"(%3243, %3244) ({
    ^bb0(%_r536a: tensor<f32>, %_r536b: tensor<f32>):
      %_r536c = stablehlo.add %_r536a, %_r536b : tensor<f32>
      "stablehlo.return"(%_r536c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3246 = stablehlo.add %3240, %3245 : tensor<f32>
    %3247 = stablehlo.multiply %2612, %2612 : tensor<192xf32>
    %3248 = stablehlo.constant dense<0.0> : tensor<f32>
    %3249 = "stablehlo.reduce"(%3247, %3248) ({
    ^bb0(%_r537a: tensor<f32>, %_r537b: tensor<f32>):
      %_r537c = stablehlo.add %_r537a, %_r537b : tensor<f32>
      "stablehlo.return"(%_r537c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3250 = stablehlo.add %3246, %3249 : tensor<f32>
    %3251 = stablehlo.multiply %2615, %2615 : tensor<192xf32>
    %3252 = stablehlo.constant dense<0.0> : tensor<f32>
    %3253 = "stablehlo.reduce"(%3251, %3252) ({
    ^bb0(%_r538a: tensor<f32>, %_r538b: tensor<f32>):
      %_r538c = stablehlo.add %_r538a, %_r538b : tensor<f32>
      "stablehlo.return"(%_r538c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3254 = stablehlo.add %3250, %3253 : tensor<f32>
    %3255 = stablehlo.multiply %2618, %2618 : tensor<192xf32>
    %3256 = stablehlo.constant dense<0.0> : tensor<f32>
    %3257 = "stablehlo.reduce"(%3255, %3256) ({
    ^bb0(%_r539a: tensor<f32>, %_r539b: tensor<f32>):
      %_r539c = stablehlo.add %_r539a, %_r539b : tensor<f32>
      "stablehlo.return"(%_r539c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3258 = stablehlo.add %3254, %3257 : tensor<f32>
    %3259 = stablehlo.multiply %2621, %2621 : tensor<192x768xf32>
    %3260 = stablehlo.constant dense<0.0> : tensor<f32>
    %3261 = "stablehlo.reduce"(%3259, %3260) ({
    ^bb0(%_r540a: tensor<f32>, %_r540b: tensor<f32>):
      %_r540c = stablehlo.add %_r540a, %_r540b : tensor<f32>
      "stablehlo.return"(%_r540c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<192x768xf32>, tensor<f32>) -> tensor<192xf32>
    %3262 = stablehlo.constant dense<0.0> : tensor<f32>
    %3263 = "stablehlo.reduce"(%3261, %3262) ({
    ^bb0(%_r541a: tensor<f32>, %_r541b: tensor<f32>):
      %_r541c = stablehlo.add %_r541a, %_r541b : tensor<f32>
      "stablehlo.return"(%_r541c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3264 = stablehlo.add %3258, %3263 : tensor<f32>
    %3265 = stablehlo.multiply %2624, %2624 : tensor<768xf32>
    %3266 = stablehlo.constant dense<0.0> : tensor<f32>
    %3267 = "stablehlo.reduce"(%3265, %3266) ({
    ^bb0(%_r542a: tensor<f32>, %_r542b: tensor<f32>):
      %_r542c = stablehlo.add %_r542a, %_r542b : tensor<f32>
      "stablehlo.return"(%_r542c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %3268 = stablehlo.add %3264, %3267 : tensor<f32>
    %3269 = stablehlo.multiply %2627, %2627 : tensor<768x192xf32>
    %3270 = stablehlo.constant dense<0.0> : tensor<f32>
    %3271 = "stablehlo.reduce"(%3269, %3270) ({
    ^bb0(%_r543a: tensor<f32>, %_r543b: tensor<f32>):
      %_r543c = stablehlo.add %_r543a, %_r543b : tensor<f32>
      "stablehlo.return"(%_r543c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<768x192xf32>, tensor<f32>) -> tensor<768xf32>
    %3272 = stablehlo.constant dense<0.0> : tensor<f32>
    %3273 = "stablehlo.reduce"(%3271, %3272) ({
    ^bb0(%_r544a: tensor<f32>, %_r544b: tensor<f32>):
      %_r544c = stablehlo.add %_r544a, %_r544b : tensor<f32>
      "stablehlo.return"(%_r544c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %3274 = stablehlo.add %3268, %3273 : tensor<f32>
    %3275 = stablehlo.multiply %2630, %2630 : tensor<192xf32>
    %3276 = stablehlo.constant dense<0.0> : tensor<f32>
    %3277 = "stablehlo.reduce"(%3275, %3276) ({
    ^bb0(%_r545a: tensor<f32>, %_r545b: tensor<f32>):
      %_r545c = stablehlo.add %_r545a, %_r545b : tensor<f32>
      "stablehlo.return"(%_r545c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3278 = stablehlo.add %3274, %3277 : tensor<f32>
    %3279 = stablehlo.multiply %2633, %2633 : tensor<192xf32>
    %3280 = stablehlo.constant dense<0.0> : tensor<f32>
    %3281 = "stablehlo.reduce"(%3279, %3280) ({
    ^bb0(%_r546a: tensor<f32>, %_r546b: tensor<f32>):
      %_r546c = stablehlo.add %_r546a, %_r546b : tensor<f32>
      "stablehlo.return"(%_r546c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3282 = stablehlo.add %3278, %3281 : tensor<f32>
    %3283 = stablehlo.multiply %2636, %2636 : tensor<192xf32>
    %3284 = stablehlo.constant dense<0.0> : tensor<f32>
    %3285 = "stablehlo.reduce"(%3283, %3284) ({
    ^bb0(%_r547a: tensor<f32>, %_r547b: tensor<f32>):
      %_r547c = stablehlo.add %_r547a, %_r547b : tensor<f32>
      "stablehlo.return"(%_r547c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3286 = stablehlo.add %3282, %3285 : tensor<f32>
    %3287 = stablehlo.multiply %2639, %2639 : tensor<192x576xf32>
    %3288 = stablehlo.constant dense<0.0> : tensor<f32>
    %3289 = "stablehlo.reduce"(%3287, %3288) ({
    ^bb0(%_r548a: tensor<f32>, %_r548b: tensor<f32>):
      %_r548c = stablehlo.add %_r548a, %_r548b : tensor<f32>
      "stablehlo.return"(%_r548c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<192x576xf32>, tensor<f32>) -> tensor<192xf32>
    %3290 = stablehlo.constant dense<0.0> : tensor<f32>
    %3291 = "stablehlo.reduce"(%3289, %3290) ({
    ^bb0(%_r549a: tensor<f32>, %_r549b: tensor<f32>):
      %_r549c = stablehlo.add %_r549a, %_r549b : tensor<f32>
      "stablehlo.return"(%_r549c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3292 = stablehlo.add %3286, %3291 : tensor<f32>
    %3293 = stablehlo.multiply %2642, %2642 : tensor<576xf32>
    %3294 = stablehlo.constant dense<0.0> : tensor<f32>
    %3295 = "stablehlo.reduce"(%3293, %3294) ({
    ^bb0(%_r550a: tensor<f32>, %_r550b: tensor<f32>):
      %_r550c = stablehlo.add %_r550a, %_r550b : tensor<f32>
      "stablehlo.return"(%_r550c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<576xf32>, tensor<f32>) -> tensor<f32>
    %3296 = stablehlo.add %3292, %3295 : tensor<f32>
    %3297 = stablehlo.multiply %2645, %2645 : tensor<192x192xf32>
    %3298 = stablehlo.constant dense<0.0> : tensor<f32>
    %3299 = "stablehlo.reduce"(%3297, %3298) ({
    ^bb0(%_r551a: tensor<f32>, %_r551b: tensor<f32>):
      %_r551c = stablehlo.add %_r551a, %_r551b : tensor<f32>
      "stablehlo.return"(%_r551c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<192x192xf32>, tensor<f32>) -> tensor<192xf32>
    %3300 = stablehlo.constant dense<0.0> : tensor<f32>
    %3301 = "stablehlo.reduce"(%3299, %3300) ({
    ^bb0(%_r552a: tensor<f32>, %_r552b: tensor<f32>):
      %_r552c = stablehlo.add %_r552a, %_r552b : tensor<f32>
      "stablehlo.return"(%_r552c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3302 = stablehlo.add %3296, %3301 : tensor<f32>
    %3303 = stablehlo.multiply %2648, %2648 : tensor<192xf32>
    %3304 = stablehlo.constant dense<0.0> : tensor<f32>
    %3305 = "stablehlo.reduce"(%3303, %3304) ({
    ^bb0(%_r553a: tensor<f32>, %_r553b: tensor<f32>):
      %_r553c = stablehlo.add %_r553a, %_r553b : tensor<f32>
      "stablehlo.return"(%_r553c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3306 = stablehlo.add %3302, %3305 : tensor<f32>
    %3307 = stablehlo.multiply %2651, %2651 : tensor<192xf32>
    %3308 = stablehlo.constant dense<0.0> : tensor<f32>
    %3309 = "stablehlo.reduce"(%3307, %3308) ({
    ^bb0(%_r554a: tensor<f32>, %_r554b: tensor<f32>):
      %_r554c = stablehlo.add %_r554a, %_r554b : tensor<f32>
      "stablehlo.return"(%_r554c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3310 = stablehlo.add %3306, %3309 : tensor<f32>
    %3311 = stablehlo.multiply %2654, %2654 : tensor<192xf32>
    %3312 = stablehlo.constant dense<0.0> : tensor<f32>
    %3313 = "stablehlo.reduce"(%3311, %3312) ({
    ^bb0(%_r555a: tensor<f32>, %_r555b: tensor<f32>):
      %_r555c = stablehlo.add %_r555a, %_r555b : tensor<f32>
      "stablehlo.return"(%_r555c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3314 = stablehlo.add %3310, %3313 : tensor<f32>
    %3315 = stablehlo.multiply %2657, %2657 : tensor<192x768xf32>
    %3316 = stablehlo.constant dense<0.0> : tensor<f32>
    %3317 = "stablehlo.reduce"(%3315, %3316) ({
    ^bb0(%_r556a: tensor<f32>, %_r556b: tensor<f32>):
      %_r556c = stablehlo.add %_r556a, %_r556b : tensor<f32>
      "stablehlo.return"(%_r556c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<192x768xf32>, tensor<f32>) -> tensor<192xf32>
    %3318 = stablehlo.constant dense<0.0> : tensor<f32>
    %3319 = "stablehlo.reduce"(%3317, %3318) ({
    ^bb0(%_r557a: tensor<f32>, %_r557b: tensor<f32>):
      %_r557c = stablehlo.add %_r557a, %_r557b : tensor<f32>
      "stablehlo.return"(%_r557c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3320 = stablehlo.add %3314, %3319 : tensor<f32>
    %3321 = stablehlo.multiply %2660, %2660 : tensor<768xf32>
    %3322 = stablehlo.constant dense<0.0> : tensor<f32>
    %3323 = "stablehlo.reduce"(%3321, %3322) ({
    ^bb0(%_r558a: tensor<f32>, %_r558b: tensor<f32>):
      %_r558c = stablehlo.add %_r558a, %_r558b : tensor<f32>
      "stablehlo.return"(%_r558c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %3324 = stablehlo.add %3320, %3323 : tensor<f32>
    %3325 = stablehlo.multiply %2663, %2663 : tensor<768x192xf32>
    %3326 = stablehlo.constant dense<0.0> : tensor<f32>
    %3327 = "stablehlo.reduce"(%3325, %3326) ({
    ^bb0(%_r559a: tensor<f32>, %_r559b: tensor<f32>):
      %_r559c = stablehlo.add %_r559a, %_r559b : tensor<f32>
      "stablehlo.return"(%_r559c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<768x192xf32>, tensor<f32>) -> tensor<768xf32>
    %3328 = stablehlo.constant dense<0.0> : tensor<f32>
    %3329 = "stablehlo.reduce"(%3327, %3328) ({
    ^bb0(%_r560a: tensor<f32>, %_r560b: tensor<f32>):
      %_r560c = stablehlo.add %_r560a, %_r560b : tensor<f32>
      "stablehlo.return"(%_r560c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %3330 = stablehlo.add %3324, %3329 : tensor<f32>
    %3331 = stablehlo.multiply %2666, %2666 : tensor<192xf32>
    %3332 = stablehlo.constant dense<0.0> : tensor<f32>
    %3333 = "stablehlo.reduce"(%3331, %3332) ({
    ^bb0(%_r561a: tensor<f32>, %_r561b: tensor<f32>):
      %_r561c = stablehlo.add %_r561a, %_r561b : tensor<f32>
      "stablehlo.return"(%_r561c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3334 = stablehlo.add %3330, %3333 : tensor<f32>
    %3335 = stablehlo.multiply %2669, %2669 : tensor<192xf32>
    %3336 = stablehlo.constant dense<0.0> : tensor<f32>
    %3337 = "stablehlo.reduce"(%3335, %3336) ({
    ^bb0(%_r562a: tensor<f32>, %_r562b: tensor<f32>):
      %_r562c = stablehlo.add %_r562a, %_r562b : tensor<f32>
      "stablehlo.return"(%_r562c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3338 = stablehlo.add %3334, %3337 : tensor<f32>
    %3339 = stablehlo.multiply %2672, %2672 : tensor<192xf32>
    %3340 = stablehlo.constant dense<0.0> : tensor<f32>
    %3341 = "stablehlo.reduce"(%3339, %3340) ({
    ^bb0(%_r563a: tensor<f32>, %_r563b: tensor<f32>):
      %_r563c = stablehlo.add %_r563a, %_r563b : tensor<f32>
      "stablehlo.return"(%_r563c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3342 = stablehlo.add %3338, %3341 : tensor<f32>
    %3343 = stablehlo.multiply %2675, %2675 : tensor<192x576xf32>
    %3344 = stablehlo.constant dense<0.0> : tensor<f32>
    %3345 = "stablehlo.reduce"(%3343, %3344) ({
    ^bb0(%_r564a: tensor<f32>, %_r564b: tensor<f32>):
      %_r564c = stablehlo.add %_r564a, %_r564b : tensor<f32>
      "stablehlo.return"(%_r564c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<192x576xf32>, tensor<f32>) -> tensor<192xf32>
    %3346 = stablehlo.constant dense<0.0> : tensor<f32>
    %3347 = "stablehlo.reduce"(%3345, %3346) ({
    ^bb0(%_r565a: tensor<f32>, %_r565b: tensor<f32>):
      %_r565c = stablehlo.add %_r565a, %_r565b : tensor<f32>
      "stablehlo.return"(%_r565c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3348 = stablehlo.add %3342, %3347 : tensor<f32>
    %3349 = stablehlo.multiply %2678, %2678 : tensor<576xf32>
    %3350 = stablehlo.constant dense<0.0> : tensor<f32>
    %3351 = "stablehlo.reduce"(%3349, %3350) ({
    ^bb0(%_r566a: tensor<f32>, %_r566b: tensor<f32>):
      %_r566c = stablehlo.add %_r566a, %_r566b : tensor<f32>
      "stablehlo.return"(%_r566c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<576xf32>, tensor<f32>) -> tensor<f32>
    %3352 = stablehlo.add %3348, %3351 : tensor<f32>
    %3353 = stablehlo.multiply %2681, %2681 : tensor<192x192xf32>
    %3354 = stablehlo.constant dense<0.0> : tensor<f32>
    %3355 = "stablehlo.reduce"(%3353, %3354) ({
    ^bb0(%_r567a: tensor<f32>, %_r567b: tensor<f32>):
      %_r567c = stablehlo.add %_r567a, %_r567b : tensor<f32>
      "stablehlo.return"(%_r567c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<192x192xf32>, tensor<f32>) -> tensor<192xf32>
    %3356 = stablehlo.constant dense<0.0> : tensor<f32>
    %3357 = "stablehlo.reduce"(%3355, %3356) ({
    ^bb0(%_r568a: tensor<f32>, %_r568b: tensor<f32>):
      %_r568c = stablehlo.add %_r568a, %_r568b : tensor<f32>
      "stablehlo.return"(%_r568c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3358 = stablehlo.add %3352, %3357 : tensor<f32>
    %3359 = stablehlo.multiply %2684, %2684 : tensor<192xf32>
    %3360 = stablehlo.constant dense<0.0> : tensor<f32>
    %3361 = "stablehlo.reduce"(%3359, %3360) ({
    ^bb0(%_r569a: tensor<f32>, %_r569b: tensor<f32>):
      %_r569c = stablehlo.add %_r569a, %_r569b : tensor<f32>
      "stablehlo.return"(%_r569c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3362 = stablehlo.add %3358, %3361 : tensor<f32>
    %3363 = stablehlo.multiply %2687, %2687 : tensor<192xf32>
    %3364 = stablehlo.constant dense<0.0> : tensor<f32>
    %3365 = "stablehlo.reduce"(%3363, %3364) ({
    ^bb0(%_r570a: tensor<f32>, %_r570b: tensor<f32>):
      %_r570c = stablehlo.add %_r570a, %_r570b : tensor<f32>
      "stablehlo.return"(%_r570c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3366 = stablehlo.add %3362, %3365 : tensor<f32>
    %3367 = stablehlo.multiply %2690, %2690 : tensor<192xf32>
    %3368 = stablehlo.constant dense<0.0> : tensor<f32>
    %3369 = "stablehlo.reduce"(%3367, %3368) ({
    ^bb0(%_r571a: tensor<f32>, %_r571b: tensor<f32>):
      %_r571c = stablehlo.add %_r571a, %_r571b : tensor<f32>
      "stablehlo.return"(%_r571c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3370 = stablehlo.add %3366, %3369 : tensor<f32>
    %3371 = stablehlo.multiply %2693, %2693 : tensor<192x768xf32>
    %3372 = stablehlo.constant dense<0.0> : tensor<f32>
    %3373 = "stablehlo.reduce"(%3371, %3372) ({
    ^bb0(%_r572a: tensor<f32>, %_r572b: tensor<f32>):
      %_r572c = stablehlo.add %_r572a, %_r572b : tensor<f32>
      "stablehlo.return"(%_r572c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<192x768xf32>, tensor<f32>) -> tensor<192xf32>
    %3374 = stablehlo.constant dense<0.0> : tensor<f32>
    %3375 = "stablehlo.reduce"(%3373, %3374) ({
    ^bb0(%_r573a: tensor<f32>, %_r573b: tensor<f32>):
      %_r573c = stablehlo.add %_r573a, %_r573b : tensor<f32>
      "stablehlo.return"(%_r573c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3376 = stablehlo.add %3370, %3375 : tensor<f32>
    %3377 = stablehlo.multiply %2696, %2696 : tensor<768xf32>
    %3378 = stablehlo.constant dense<0.0> : tensor<f32>
    %3379 = "stablehlo.reduce"(%3377, %3378) ({
    ^bb0(%_r574a: tensor<f32>, %_r574b: tensor<f32>):
      %_r574c = stablehlo.add %_r574a, %_r574b : tensor<f32>
      "stablehlo.return"(%_r574c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %3380 = stablehlo.add %3376, %3379 : tensor<f32>
    %3381 = stablehlo.multiply %2699, %2699 : tensor<768x192xf32>
    %3382 = stablehlo.constant dense<0.0> : tensor<f32>
    %3383 = "stablehlo.reduce"(%3381, %3382) ({
    ^bb0(%_r575a: tensor<f32>, %_r575b: tensor<f32>):
      %_r575c = stablehlo.add %_r575a, %_r575b : tensor<f32>
      "stablehlo.return"(%_r575c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<768x192xf32>, tensor<f32>) -> tensor<768xf32>
    %3384 = stablehlo.constant dense<0.0> : tensor<f32>
    %3385 = "stablehlo.reduce"(%3383, %3384) ({
    ^bb0(%_r576a: tensor<f32>, %_r576b: tensor<f32>):
      %_r576c = stablehlo.add %_r576a, %_r576b : tensor<f32>
      "stablehlo.return"(%_r576c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %3386 = stablehlo.add %3380, %3385 : tensor<f32>
    %3387 = stablehlo.multiply %2702, %2702 : tensor<192xf32>
    %3388 = stablehlo.constant dense<0.0> : tensor<f32>
    %3389 = "stablehlo.reduce"(%3387, %3388) ({
    ^bb0(%_r577a: tensor<f32>, %_r577b: tensor<f32>):
      %_r577c = stablehlo.add %_r577a, %_r577b : tensor<f32>
      "stablehlo.return"(%_r577c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3390 = stablehlo.add %3386, %3389 : tensor<f32>
    %3391 = stablehlo.multiply %2705, %2705 : tensor<192xf32>
    %3392 = stablehlo.constant dense<0.0> : tensor<f32>
    %3393 = "stablehlo.reduce"(%3391, %3392) ({
    ^bb0(%_r578a: tensor<f32>, %_r578b: tensor<f32>):
      %_r578c = stablehlo.add %_r578a, %_r578b : tensor<f32>
      "stablehlo.return"(%_r578c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3394 = stablehlo.add %3390, %3393 : tensor<f32>
    %3395 = stablehlo.multiply %2708, %2708 : tensor<192xf32>
    %3396 = stablehlo.constant dense<0.0> : tensor<f32>
    %3397 = "stablehlo.reduce"(%3395, %3396) ({
    ^bb0(%_r579a: tensor<f32>, %_r579b: tensor<f32>):
      %_r579c = stablehlo.add %_r579a, %_r579b : tensor<f32>
      "stablehlo.return"(%_r579c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3398 = stablehlo.add %3394, %3397 : tensor<f32>
    %3399 = stablehlo.multiply %2711, %2711 : tensor<192x576xf32>
    %3400 = stablehlo.constant dense<0.0> : tensor<f32>
    %3401 = "stablehlo.reduce"(%3399, %3400) ({
    ^bb0(%_r580a: tensor<f32>, %_r580b: tensor<f32>):
      %_r580c = stablehlo.add %_r580a, %_r580b : tensor<f32>
      "stablehlo.return"(%_r580c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<192x576xf32>, tensor<f32>) -> tensor<192xf32>
    %3402 = stablehlo.constant dense<0.0> : tensor<f32>
    %3403 = "stablehlo.reduce"(%3401, %3402) ({
    ^bb0(%_r581a: tensor<f32>, %_r581b: tensor<f32>):
      %_r581c = stablehlo.add %_r581a, %_r581b : tensor<f32>
      "stablehlo.return"(%_r581c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3404 = stablehlo.add %3398, %3403 : tensor<f32>
    %3405 = stablehlo.multiply %2714, %2714 : tensor<576xf32>
    %3406 = stablehlo.constant dense<0.0> : tensor<f32>
    %3407 = "stablehlo.reduce"(%3405, %3406) ({
    ^bb0(%_r582a: tensor<f32>, %_r582b: tensor<f32>):
      %_r582c = stablehlo.add %_r582a, %_r582b : tensor<f32>
      "stablehlo.return"(%_r582c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<576xf32>, tensor<f32>) -> tensor<f32>
    %3408 = stablehlo.add %3404, %3407 : tensor<f32>
    %3409 = stablehlo.multiply %2717, %2717 : tensor<192x192xf32>
    %3410 = stablehlo.constant dense<0.0> : tensor<f32>
    %3411 = "stablehlo.reduce"(%3409, %3410) ({
    ^bb0(%_r583a: tensor<f32>, %_r583b: tensor<f32>):
      %_r583c = stablehlo.add %_r583a, %_r583b : tensor<f32>
      "stablehlo.return"(%_r583c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<192x192xf32>, tensor<f32>) -> tensor<192xf32>
    %3412 = stablehlo.constant dense<0.0> : tensor<f32>
    %3413 = "stablehlo.reduce"(%3411, %3412) ({
    ^bb0(%_r584a: tensor<f32>, %_r584b: tensor<f32>):
      %_r584c = stablehlo.add %_r584a, %_r584b : tensor<f32>
      "stablehlo.return"(%_r584c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3414 = stablehlo.add %3408, %3413 : tensor<f32>
    %3415 = stablehlo.multiply %2720, %2720 : tensor<192xf32>
    %3416 = stablehlo.constant dense<0.0> : tensor<f32>
    %3417 = "stablehlo.reduce"(%3415, %3416) ({
    ^bb0(%_r585a: tensor<f32>, %_r585b: tensor<f32>):
      %_r585c = stablehlo.add %_r585a, %_r585b : tensor<f32>
      "stablehlo.return"(%_r585c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3418 = stablehlo.add %3414, %3417 : tensor<f32>
    %3419 = stablehlo.multiply %2723, %2723 : tensor<192xf32>
    %3420 = stablehlo.constant dense<0.0> : tensor<f32>
    %3421 = "stablehlo.reduce"(%3419, %3420) ({
    ^bb0(%_r586a: tensor<f32>, %_r586b: tensor<f32>):
      %_r586c = stablehlo.add %_r586a, %_r586b : tensor<f32>
      "stablehlo.return"(%_r586c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3422 = stablehlo.add %3418, %3421 : tensor<f32>
    %3423 = stablehlo.multiply %2726, %2726 : tensor<192xf32>
    %3424 = stablehlo.constant dense<0.0> : tensor<f32>
    %3425 = "stablehlo.reduce"(%3423, %3424) ({
    ^bb0(%_r587a: tensor<f32>, %_r587b: tensor<f32>):
      %_r587c = stablehlo.add %_r587a, %_r587b : tensor<f32>
      "stablehlo.return"(%_r587c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3426 = stablehlo.add %3422, %3425 : tensor<f32>
    %3427 = stablehlo.multiply %2729, %2729 : tensor<192x768xf32>
    %3428 = stablehlo.constant dense<0.0> : tensor<f32>
    %3429 = "stablehlo.reduce"(%3427, %3428) ({
    ^bb0(%_r588a: tensor<f32>, %_r588b: tensor<f32>):
      %_r588c = stablehlo.add %_r588a, %_r588b : tensor<f32>
      "stablehlo.return"(%_r588c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<192x768xf32>, tensor<f32>) -> tensor<192xf32>
    %3430 = stablehlo.constant dense<0.0> : tensor<f32>
    %3431 = "stablehlo.reduce"(%3429, %3430) ({
    ^bb0(%_r589a: tensor<f32>, %_r589b: tensor<f32>):
      %_r589c = stablehlo.add %_r589a, %_r589b : tensor<f32>
      "stablehlo.return"(%_r589c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3432 = stablehlo.add %3426, %3431 : tensor<f32>
    %3433 = stablehlo.multiply %2732, %2732 : tensor<768xf32>
    %3434 = stablehlo.constant dense<0.0> : tensor<f32>
    %3435 = "stablehlo.reduce"(%3433, %3434) ({
    ^bb0(%_r590a: tensor<f32>, %_r590b: tensor<f32>):
      %_r590c = stablehlo.add %_r590a, %_r590b : tensor<f32>
      "stablehlo.return"(%_r590c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %3436 = stablehlo.add %3432, %3435 : tensor<f32>
    %3437 = stablehlo.multiply %2735, %2735 : tensor<768x192xf32>
    %3438 = stablehlo.constant dense<0.0> : tensor<f32>
    %3439 = "stablehlo.reduce"(%3437, %3438) ({
    ^bb0(%_r591a: tensor<f32>, %_r591b: tensor<f32>):
      %_r591c = stablehlo.add %_r591a, %_r591b : tensor<f32>
      "stablehlo.return"(%_r591c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<768x192xf32>, tensor<f32>) -> tensor<768xf32>
    %3440 = stablehlo.constant dense<0.0> : tensor<f32>
    %3441 = "stablehlo.reduce"(%3439, %3440) ({
    ^bb0(%_r592a: tensor<f32>, %_r592b: tensor<f32>):
      %_r592c = stablehlo.add %_r592a, %_r592b : tensor<f32>
      "stablehlo.return"(%_r592c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %3442 = stablehlo.add %3436, %3441 : tensor<f32>
    %3443 = stablehlo.multiply %2738, %2738 : tensor<192xf32>
    %3444 = stablehlo.constant dense<0.0> : tensor<f32>
    %3445 = "stablehlo.reduce"(%3443, %3444) ({
    ^bb0(%_r593a: tensor<f32>, %_r593b: tensor<f32>):
      %_r593c = stablehlo.add %_r593a, %_r593b : tensor<f32>
      "stablehlo.return"(%_r593c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3446 = stablehlo.add %3442, %3445 : tensor<f32>
    %3447 = stablehlo.multiply %2741, %2741 : tensor<192xf32>
    %3448 = stablehlo.constant dense<0.0> : tensor<f32>
    %3449 = "stablehlo.reduce"(%3447, %3448) ({
    ^bb0(%_r594a: tensor<f32>, %_r594b: tensor<f32>):
      %_r594c = stablehlo.add %_r594a, %_r594b : tensor<f32>
      "stablehlo.return"(%_r594c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3450 = stablehlo.add %3446, %3449 : tensor<f32>
    %3451 = stablehlo.multiply %2744, %2744 : tensor<192xf32>
    %3452 = stablehlo.constant dense<0.0> : tensor<f32>
    %3453 = "stablehlo.reduce"(%3451, %3452) ({
    ^bb0(%_r595a: tensor<f32>, %_r595b: tensor<f32>):
      %_r595c = stablehlo.add %_r595a, %_r595b : tensor<f32>
      "stablehlo.return"(%_r595c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3454 = stablehlo.add %3450, %3453 : tensor<f32>
    %3455 = stablehlo.multiply %2747, %2747 : tensor<192x1000xf32>
    %3456 = stablehlo.constant dense<0.0> : tensor<f32>
    %3457 = "stablehlo.reduce"(%3455, %3456) ({
    ^bb0(%_r596a: tensor<f32>, %_r596b: tensor<f32>):
      %_r596c = stablehlo.add %_r596a, %_r596b : tensor<f32>
      "stablehlo.return"(%_r596c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<192x1000xf32>, tensor<f32>) -> tensor<192xf32>
    %3458 = stablehlo.constant dense<0.0> : tensor<f32>
    %3459 = "stablehlo.reduce"(%3457, %3458) ({
    ^bb0(%_r597a: tensor<f32>, %_r597b: tensor<f32>):
      %_r597c = stablehlo.add %_r597a, %_r597b : tensor<f32>
      "stablehlo.return"(%_r597c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %3460 = stablehlo.add %3454, %3459 : tensor<f32>
    %3461 = stablehlo.multiply %2750, %2750 : tensor<1000xf32>
    %3462 = stablehlo.constant dense<0.0> : tensor<f32>
    %3463 = "stablehlo.reduce"(%3461, %3462) ({
    ^bb0(%_r598a: tensor<f32>, %_r598b: tensor<f32>):
      %_r598c = stablehlo.add %_r598a, %_r598b : tensor<f32>
      "stablehlo.return"(%_r598c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1000xf32>, tensor<f32>) -> tensor<f32>
    %3464 = stablehlo.add %3460, %3463 : tensor<f32>
    %3465 = stablehlo.sqrt %3464 : tensor<f32>
    %3466 = stablehlo.constant dense<1.0> : tensor<f32>
    %3467 = "stablehlo.compare"(%3465, %3466) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %3468 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x16x3x192xf32>
    %3469 = stablehlo.divide %2297, %3468 : tensor<16x16x3x192xf32>
    %3470 = stablehlo.constant dense<1.0> : tensor<16x16x3x192xf32>
    %3471 = stablehlo.multiply %3469, %3470 : tensor<16x16x3x192xf32>
    %3472 = "stablehlo.select"(%3467, %2297, %3471) : (tensor<i1>, tensor<16x16x3x192xf32>, tensor<16x16x3x192xf32>) -> tensor<16x16x3x192xf32>
    %3473 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3474 = stablehlo.divide %2300, %3473 : tensor<192xf32>
    %3475 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3476 = stablehlo.multiply %3474, %3475 : tensor<192xf32>
    %3477 = "stablehlo.select"(%3467, %2300, %3476) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3478 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x192xf32>
    %3479 = stablehlo.divide %2303, %3478 : tensor<1x1x192xf32>
    %3480 = stablehlo.constant dense<1.0> : tensor<1x1x192xf32>
    %3481 = stablehlo.multiply %3479, %3480 : tensor<1x1x192xf32>
    %3482 = "stablehlo.select"(%3467, %2303, %3481) : (tensor<i1>, tensor<1x1x192xf32>, tensor<1x1x192xf32>) -> tensor<1x1x192xf32>
    %3483 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x197x192xf32>
    %3484 = stablehlo.divide %2306, %3483 : tensor<1x197x192xf32>
    %3485 = stablehlo.constant dense<1.0> : tensor<1x197x192xf32>
    %3486 = stablehlo.multiply %3484, %3485 : tensor<1x197x192xf32>
    %3487 = "stablehlo.select"(%3467, %2306, %3486) : (tensor<i1>, tensor<1x197x192xf32>, tensor<1x197x192xf32>) -> tensor<1x197x192xf32>
    %3488 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3489 = stablehlo.divide %2309, %3488 : tensor<192xf32>
    %3490 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3491 = stablehlo.multiply %3489, %3490 : tensor<192xf32>
    %3492 = "stablehlo.select"(%3467, %2309, %3491) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3493 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3494 = stablehlo.divide %2312, %3493 : tensor<192xf32>
    %3495 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3496 = stablehlo.multiply %3494, %3495 : tensor<192xf32>
    %3497 = "stablehlo.select"(%3467, %2312, %3496) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3498 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x576xf32>
    %3499 = stablehlo.divide %2315, %3498 : tensor<192x576xf32>
    %3500 = stablehlo.constant dense<1.0> : tensor<192x576xf32>
    %3501 = stablehlo.multiply %3499, %3500 : tensor<192x576xf32>
    %3502 = "stablehlo.select"(%3467, %2315, %3501) : (tensor<i1>, tensor<192x576xf32>, tensor<192x576xf32>) -> tensor<192x576xf32>
    %3503 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %3504 = stablehlo.divide %2318, %3503 : tensor<576xf32>
    %3505 = stablehlo.constant dense<1.0> : tensor<576xf32>
    %3506 = stablehlo.multiply %3504, %3505 : tensor<576xf32>
    %3507 = "stablehlo.select"(%3467, %2318, %3506) : (tensor<i1>, tensor<576xf32>, tensor<576xf32>) -> tensor<576xf32>
    %3508 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x192xf32>
    %3509 = stablehlo.divide %2321, %3508 : tensor<192x192xf32>
    %3510 = stablehlo.constant dense<1.0> : tensor<192x192xf32>
    %3511 = stablehlo.multiply %3509, %3510 : tensor<192x192xf32>
    %3512 = "stablehlo.select"(%3467, %2321, %3511) : (tensor<i1>, tensor<192x192xf32>, tensor<192x192xf32>) -> tensor<192x192xf32>
    %3513 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3514 = stablehlo.divide %2324, %3513 : tensor<192xf32>
    %3515 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3516 = stablehlo.multiply %3514, %3515 : tensor<192xf32>
    %3517 = "stablehlo.select"(%3467, %2324, %3516) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3518 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3519 = stablehlo.divide %2327, %3518 : tensor<192xf32>
    %3520 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3521 = stablehlo.multiply %3519, %3520 : tensor<192xf32>
    %3522 = "stablehlo.select"(%3467, %2327, %3521) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3523 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3524 = stablehlo.divide %2330, %3523 : tensor<192xf32>
    %3525 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3526 = stablehlo.multiply %3524, %3525 : tensor<192xf32>
    %3527 = "stablehlo.select"(%3467, %2330, %3526) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3528 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %3529 = stablehlo.divide %2333, %3528 : tensor<192x768xf32>
    %3530 = stablehlo.constant dense<1.0> : tensor<192x768xf32>
    %3531 = stablehlo.multiply %3529, %3530 : tensor<192x768xf32>
    %3532 = "stablehlo.select"(%3467, %2333, %3531) : (tensor<i1>, tensor<192x768xf32>, tensor<192x768xf32>) -> tensor<192x768xf32>
    %3533 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3534 = stablehlo.divide %2336, %3533 : tensor<768xf32>
    %3535 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3536 = stablehlo.multiply %3534, %3535 : tensor<768xf32>
    %3537 = "stablehlo.select"(%3467, %2336, %3536) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3538 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %3539 = stablehlo.divide %2339, %3538 : tensor<768x192xf32>
    %3540 = stablehlo.constant dense<1.0> : tensor<768x192xf32>
    %3541 = stablehlo.multiply %3539, %3540 : tensor<768x192xf32>
    %3542 = "stablehlo.select"(%3467, %2339, %3541) : (tensor<i1>, tensor<768x192xf32>, tensor<768x192xf32>) -> tensor<768x192xf32>
    %3543 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3544 = stablehlo.divide %2342, %3543 : tensor<192xf32>
    %3545 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3546 = stablehlo.multiply %3544, %3545 : tensor<192xf32>
    %3547 = "stablehlo.select"(%3467, %2342, %3546) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3548 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3549 = stablehlo.divide %2345, %3548 : tensor<192xf32>
    %3550 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3551 = stablehlo.multiply %3549, %3550 : tensor<192xf32>
    %3552 = "stablehlo.select"(%3467, %2345, %3551) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3553 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3554 = stablehlo.divide %2348, %3553 : tensor<192xf32>
    %3555 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3556 = stablehlo.multiply %3554, %3555 : tensor<192xf32>
    %3557 = "stablehlo.select"(%3467, %2348, %3556) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3558 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x576xf32>
    %3559 = stablehlo.divide %2351, %3558 : tensor<192x576xf32>
    %3560 = stablehlo.constant dense<1.0> : tensor<192x576xf32>
    %3561 = stablehlo.multiply %3559, %3560 : tensor<192x576xf32>
    %3562 = "stablehlo.select"(%3467, %2351, %3561) : (tensor<i1>, tensor<192x576xf32>, tensor<192x576xf32>) -> tensor<192x576xf32>
    %3563 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %3564 = stablehlo.divide %2354, %3563 : tensor<576xf32>
    %3565 = stablehlo.constant dense<1.0> : tensor<576xf32>
    %3566 = stablehlo.multiply %3564, %3565 : tensor<576xf32>
    %3567 = "stablehlo.select"(%3467, %2354, %3566) : (tensor<i1>, tensor<576xf32>, tensor<576xf32>) -> tensor<576xf32>
    %3568 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x192xf32>
    %3569 = stablehlo.divide %2357, %3568 : tensor<192x192xf32>
    %3570 = stablehlo.constant dense<1.0> : tensor<192x192xf32>
    %3571 = stablehlo.multiply %3569, %3570 : tensor<192x192xf32>
    %3572 = "stablehlo.select"(%3467, %2357, %3571) : (tensor<i1>, tensor<192x192xf32>, tensor<192x192xf32>) -> tensor<192x192xf32>
    %3573 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3574 = stablehlo.divide %2360, %3573 : tensor<192xf32>
    %3575 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3576 = stablehlo.multiply %3574, %3575 : tensor<192xf32>
    %3577 = "stablehlo.select"(%3467, %2360, %3576) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3578 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3579 = stablehlo.divide %2363, %3578 : tensor<192xf32>
    %3580 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3581 = stablehlo.multiply %3579, %3580 : tensor<192xf32>
    %3582 = "stablehlo.select"(%3467, %2363, %3581) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3583 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3584 = stablehlo.divide %2366, %3583 : tensor<192xf32>
    %3585 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3586 = stablehlo.multiply %3584, %3585 : tensor<192xf32>
    %3587 = "stablehlo.select"(%3467, %2366, %3586) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3588 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %3589 = stablehlo.divide %2369, %3588 : tensor<192x768xf32>
    %3590 = stablehlo.constant dense<1.0> : tensor<192x768xf32>
    %3591 = stablehlo.multiply %3589, %3590 : tensor<192x768xf32>
    %3592 = "stablehlo.select"(%3467, %2369, %3591) : (tensor<i1>, tensor<192x768xf32>, tensor<192x768xf32>) -> tensor<192x768xf32>
    %3593 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3594 = stablehlo.divide %2372, %3593 : tensor<768xf32>
    %3595 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3596 = stablehlo.multiply %3594, %3595 : tensor<768xf32>
    %3597 = "stablehlo.select"(%3467, %2372, %3596) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3598 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %3599 = stablehlo.divide %2375, %3598 : tensor<768x192xf32>
    %3600 = stablehlo.constant dense<1.0> : tensor<768x192xf32>
    %3601 = stablehlo.multiply %3599, %3600 : tensor<768x192xf32>
    %3602 = "stablehlo.select"(%3467, %2375, %3601) : (tensor<i1>, tensor<768x192xf32>, tensor<768x192xf32>) -> tensor<768x192xf32>
    %3603 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3604 = stablehlo.divide %2378, %3603 : tensor<192xf32>
    %3605 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3606 = stablehlo.multiply %3604, %3605 : tensor<192xf32>
    %3607 = "stablehlo.select"(%3467, %2378, %3606) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3608 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3609 = stablehlo.divide %2381, %3608 : tensor<192xf32>
    %3610 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3611 = stablehlo.multiply %3609, %3610 : tensor<192xf32>
    %3612 = "stablehlo.select"(%3467, %2381, %3611) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3613 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3614 = stablehlo.divide %2384, %3613 : tensor<192xf32>
    %3615 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3616 = stablehlo.multiply %3614, %3615 : tensor<192xf32>
    %3617 = "stablehlo.select"(%3467, %2384, %3616) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3618 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x576xf32>
    %3619 = stablehlo.divide %2387, %3618 : tensor<192x576xf32>
    %3620 = stablehlo.constant dense<1.0> : tensor<192x576xf32>
    %3621 = stablehlo.multiply %3619, %3620 : tensor<192x576xf32>
    %3622 = "stablehlo.select"(%3467, %2387, %3621) : (tensor<i1>, tensor<192x576xf32>, tensor<192x576xf32>) -> tensor<192x576xf32>
    %3623 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %3624 = stablehlo.divide %2390, %3623 : tensor<576xf32>
    %3625 = stablehlo.constant dense<1.0> : tensor<576xf32>
    %3626 = stablehlo.multiply %3624, %3625 : tensor<576xf32>
    %3627 = "stablehlo.select"(%3467, %2390, %3626) : (tensor<i1>, tensor<576xf32>, tensor<576xf32>) -> tensor<576xf32>
    %3628 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x192xf32>
    %3629 = stablehlo.divide %2393, %3628 : tensor<192x192xf32>
    %3630 = stablehlo.constant dense<1.0> : tensor<192x192xf32>
    %3631 = stablehlo.multiply %3629, %3630 : tensor<192x192xf32>
    %3632 = "stablehlo.select"(%3467, %2393, %3631) : (tensor<i1>, tensor<192x192xf32>, tensor<192x192xf32>) -> tensor<192x192xf32>
    %3633 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3634 = stablehlo.divide %2396, %3633 : tensor<192xf32>
    %3635 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3636 = stablehlo.multiply %3634, %3635 : tensor<192xf32>
    %3637 = "stablehlo.select"(%3467, %2396, %3636) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3638 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3639 = stablehlo.divide %2399, %3638 : tensor<192xf32>
    %3640 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3641 = stablehlo.multiply %3639, %3640 : tensor<192xf32>
    %3642 = "stablehlo.select"(%3467, %2399, %3641) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3643 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3644 = stablehlo.divide %2402, %3643 : tensor<192xf32>
    %3645 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3646 = stablehlo.multiply %3644, %3645 : tensor<192xf32>
    %3647 = "stablehlo.select"(%3467, %2402, %3646) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3648 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %3649 = stablehlo.divide %2405, %3648 : tensor<192x768xf32>
    %3650 = stablehlo.constant dense<1.0> : tensor<192x768xf32>
    %3651 = stablehlo.multiply %3649, %3650 : tensor<192x768xf32>
    %3652 = "stablehlo.select"(%3467, %2405, %3651) : (tensor<i1>, tensor<192x768xf32>, tensor<192x768xf32>) -> tensor<192x768xf32>
    %3653 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3654 = stablehlo.divide %2408, %3653 : tensor<768xf32>
    %3655 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3656 = stablehlo.multiply %3654, %3655 : tensor<768xf32>
    %3657 = "stablehlo.select"(%3467, %2408, %3656) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3658 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %3659 = stablehlo.divide %2411, %3658 : tensor<768x192xf32>
    %3660 = stablehlo.constant dense<1.0> : tensor<768x192xf32>
    %3661 = stablehlo.multiply %3659, %3660 : tensor<768x192xf32>
    %3662 = "stablehlo.select"(%3467, %2411, %3661) : (tensor<i1>, tensor<768x192xf32>, tensor<768x192xf32>) -> tensor<768x192xf32>
    %3663 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3664 = stablehlo.divide %2414, %3663 : tensor<192xf32>
    %3665 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3666 = stablehlo.multiply %3664, %3665 : tensor<192xf32>
    %3667 = "stablehlo.select"(%3467, %2414, %3666) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3668 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3669 = stablehlo.divide %2417, %3668 : tensor<192xf32>
    %3670 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3671 = stablehlo.multiply %3669, %3670 : tensor<192xf32>
    %3672 = "stablehlo.select"(%3467, %2417, %3671) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3673 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3674 = stablehlo.divide %2420, %3673 : tensor<192xf32>
    %3675 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3676 = stablehlo.multiply %3674, %3675 : tensor<192xf32>
    %3677 = "stablehlo.select"(%3467, %2420, %3676) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3678 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x576xf32>
    %3679 = stablehlo.divide %2423, %3678 : tensor<192x576xf32>
    %3680 = stablehlo.constant dense<1.0> : tensor<192x576xf32>
    %3681 = stablehlo.multiply %3679, %3680 : tensor<192x576xf32>
    %3682 = "stablehlo.select"(%3467, %2423, %3681) : (tensor<i1>, tensor<192x576xf32>, tensor<192x576xf32>) -> tensor<192x576xf32>
    %3683 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %3684 = stablehlo.divide %2426, %3683 : tensor<576xf32>
    %3685 = stablehlo.constant dense<1.0> : tensor<576xf32>
    %3686 = stablehlo.multiply %3684, %3685 : tensor<576xf32>
    %3687 = "stablehlo.select"(%3467, %2426, %3686) : (tensor<i1>, tensor<576xf32>, tensor<576xf32>) -> tensor<576xf32>
    %3688 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x192xf32>
    %3689 = stablehlo.divide %2429, %3688 : tensor<192x192xf32>
    %3690 = stablehlo.constant dense<1.0> : tensor<192x192xf32>
    %3691 = stablehlo.multiply %3689, %3690 : tensor<192x192xf32>
    %3692 = "stablehlo.select"(%3467, %2429, %3691) : (tensor<i1>, tensor<192x192xf32>, tensor<192x192xf32>) -> tensor<192x192xf32>
    %3693 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3694 = stablehlo.divide %2432, %3693 : tensor<192xf32>
    %3695 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3696 = stablehlo.multiply %3694, %3695 : tensor<192xf32>
    %3697 = "stablehlo.select"(%3467, %2432, %3696) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3698 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3699 = stablehlo.divide %2435, %3698 : tensor<192xf32>
    %3700 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3701 = stablehlo.multiply %3699, %3700 : tensor<192xf32>
    %3702 = "stablehlo.select"(%3467, %2435, %3701) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3703 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3704 = stablehlo.divide %2438, %3703 : tensor<192xf32>
    %3705 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3706 = stablehlo.multiply %3704, %3705 : tensor<192xf32>
    %3707 = "stablehlo.select"(%3467, %2438, %3706) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3708 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %3709 = stablehlo.divide %2441, %3708 : tensor<192x768xf32>
    %3710 = stablehlo.constant dense<1.0> : tensor<192x768xf32>
    %3711 = stablehlo.multiply %3709, %3710 : tensor<192x768xf32>
    %3712 = "stablehlo.select"(%3467, %2441, %3711) : (tensor<i1>, tensor<192x768xf32>, tensor<192x768xf32>) -> tensor<192x768xf32>
    %3713 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3714 = stablehlo.divide %2444, %3713 : tensor<768xf32>
    %3715 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3716 = stablehlo.multiply %3714, %3715 : tensor<768xf32>
    %3717 = "stablehlo.select"(%3467, %2444, %3716) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3718 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %3719 = stablehlo.divide %2447, %3718 : tensor<768x192xf32>
    %3720 = stablehlo.constant dense<1.0> : tensor<768x192xf32>
    %3721 = stablehlo.multiply %3719, %3720 : tensor<768x192xf32>
    %3722 = "stablehlo.select"(%3467, %2447, %3721) : (tensor<i1>, tensor<768x192xf32>, tensor<768x192xf32>) -> tensor<768x192xf32>
    %3723 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3724 = stablehlo.divide %2450, %3723 : tensor<192xf32>
    %3725 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3726 = stablehlo.multiply %3724, %3725 : tensor<192xf32>
    %3727 = "stablehlo.select"(%3467, %2450, %3726) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3728 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3729 = stablehlo.divide %2453, %3728 : tensor<192xf32>
    %3730 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3731 = stablehlo.multiply %3729, %3730 : tensor<192xf32>
    %3732 = "stablehlo.select"(%3467, %2453, %3731) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3733 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3734 = stablehlo.divide %2456, %3733 : tensor<192xf32>
    %3735 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3736 = stablehlo.multiply %3734, %3735 : tensor<192xf32>
    %3737 = "stablehlo.select"(%3467, %2456, %3736) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3738 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x576xf32>
    %3739 = stablehlo.divide %2459, %3738 : tensor<192x576xf32>
    %3740 = stablehlo.constant dense<1.0> : tensor<192x576xf32>
    %3741 = stablehlo.multiply %3739, %3740 : tensor<192x576xf32>
    %3742 = "stablehlo.select"(%3467, %2459, %3741) : (tensor<i1>, tensor<192x576xf32>, tensor<192x576xf32>) -> tensor<192x576xf32>
    %3743 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %3744 = stablehlo.divide %2462, %3743 : tensor<576xf32>
    %3745 = stablehlo.constant dense<1.0> : tensor<576xf32>
    %3746 = stablehlo.multiply %3744, %3745 : tensor<576xf32>
    %3747 = "stablehlo.select"(%3467, %2462, %3746) : (tensor<i1>, tensor<576xf32>, tensor<576xf32>) -> tensor<576xf32>
    %3748 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x192xf32>
    %3749 = stablehlo.divide %2465, %3748 : tensor<192x192xf32>
    %3750 = stablehlo.constant dense<1.0> : tensor<192x192xf32>
    %3751 = stablehlo.multiply %3749, %3750 : tensor<192x192xf32>
    %3752 = "stablehlo.select"(%3467, %2465, %3751) : (tensor<i1>, tensor<192x192xf32>, tensor<192x192xf32>) -> tensor<192x192xf32>
    %3753 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3754 = stablehlo.divide %2468, %3753 : tensor<192xf32>
    %3755 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3756 = stablehlo.multiply %3754, %3755 : tensor<192xf32>
    %3757 = "stablehlo.select"(%3467, %2468, %3756) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3758 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3759 = stablehlo.divide %2471, %3758 : tensor<192xf32>
    %3760 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3761 = stablehlo.multiply %3759, %3760 : tensor<192xf32>
    %3762 = "stablehlo.select"(%3467, %2471, %3761) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3763 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3764 = stablehlo.divide %2474, %3763 : tensor<192xf32>
    %3765 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3766 = stablehlo.multiply %3764, %3765 : tensor<192xf32>
    %3767 = "stablehlo.select"(%3467, %2474, %3766) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3768 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %3769 = stablehlo.divide %2477, %3768 : tensor<192x768xf32>
    %3770 = stablehlo.constant dense<1.0> : tensor<192x768xf32>
    %3771 = stablehlo.multiply %3769, %3770 : tensor<192x768xf32>
    %3772 = "stablehlo.select"(%3467, %2477, %3771) : (tensor<i1>, tensor<192x768xf32>, tensor<192x768xf32>) -> tensor<192x768xf32>
    %3773 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3774 = stablehlo.divide %2480, %3773 : tensor<768xf32>
    %3775 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3776 = stablehlo.multiply %3774, %3775 : tensor<768xf32>
    %3777 = "stablehlo.select"(%3467, %2480, %3776) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3778 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %3779 = stablehlo.divide %2483, %3778 : tensor<768x192xf32>
    %3780 = stablehlo.constant dense<1.0> : tensor<768x192xf32>
    %3781 = stablehlo.multiply %3779, %3780 : tensor<768x192xf32>
    %3782 = "stablehlo.select"(%3467, %2483, %3781) : (tensor<i1>, tensor<768x192xf32>, tensor<768x192xf32>) -> tensor<768x192xf32>
    %3783 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3784 = stablehlo.divide %2486, %3783 : tensor<192xf32>
    %3785 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3786 = stablehlo.multiply %3784, %3785 : tensor<192xf32>
    %3787 = "stablehlo.select"(%3467, %2486, %3786) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3788 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3789 = stablehlo.divide %2489, %3788 : tensor<192xf32>
    %3790 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3791 = stablehlo.multiply %3789, %3790 : tensor<192xf32>
    %3792 = "stablehlo.select"(%3467, %2489, %3791) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3793 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3794 = stablehlo.divide %2492, %3793 : tensor<192xf32>
    %3795 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3796 = stablehlo.multiply %3794, %3795 : tensor<192xf32>
    %3797 = "stablehlo.select"(%3467, %2492, %3796) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3798 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x576xf32>
    %3799 = stablehlo.divide %2495, %3798 : tensor<192x576xf32>
    %3800 = stablehlo.constant dense<1.0> : tensor<192x576xf32>
    %3801 = stablehlo.multiply %3799, %3800 : tensor<192x576xf32>
    %3802 = "stablehlo.select"(%3467, %2495, %3801) : (tensor<i1>, tensor<192x576xf32>, tensor<192x576xf32>) -> tensor<192x576xf32>
    %3803 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %3804 = stablehlo.divide %2498, %3803 : tensor<576xf32>
    %3805 = stablehlo.constant dense<1.0> : tensor<576xf32>
    %3806 = stablehlo.multiply %3804, %3805 : tensor<576xf32>
    %3807 = "stablehlo.select"(%3467, %2498, %3806) : (tensor<i1>, tensor<576xf32>, tensor<576xf32>) -> tensor<576xf32>
    %3808 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x192xf32>
    %3809 = stablehlo.divide %2501, %3808 : tensor<192x192xf32>
    %3810 = stablehlo.constant dense<1.0> : tensor<192x192xf32>
    %3811 = stablehlo.multiply %3809, %3810 : tensor<192x192xf32>
    %3812 = "stablehlo.select"(%3467, %2501, %3811) : (tensor<i1>, tensor<192x192xf32>, tensor<192x192xf32>) -> tensor<192x192xf32>
    %3813 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3814 = stablehlo.divide %2504, %3813 : tensor<192xf32>
    %3815 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3816 = stablehlo.multiply %3814, %3815 : tensor<192xf32>
    %3817 = "stablehlo.select"(%3467, %2504, %3816) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3818 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3819 = stablehlo.divide %2507, %3818 : tensor<192xf32>
    %3820 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3821 = stablehlo.multiply %3819, %3820 : tensor<192xf32>
    %3822 = "stablehlo.select"(%3467, %2507, %3821) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3823 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3824 = stablehlo.divide %2510, %3823 : tensor<192xf32>
    %3825 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3826 = stablehlo.multiply %3824, %3825 : tensor<192xf32>
    %3827 = "stablehlo.select"(%3467, %2510, %3826) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3828 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %3829 = stablehlo.divide %2513, %3828 : tensor<192x768xf32>
    %3830 = stablehlo.constant dense<1.0> : tensor<192x768xf32>
    %3831 = stablehlo.multiply %3829, %3830 : tensor<192x768xf32>
    %3832 = "stablehlo.select"(%3467, %2513, %3831) : (tensor<i1>, tensor<192x768xf32>, tensor<192x768xf32>) -> tensor<192x768xf32>
    %3833 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3834 = stablehlo.divide %2516, %3833 : tensor<768xf32>
    %3835 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3836 = stablehlo.multiply %3834, %3835 : tensor<768xf32>
    %3837 = "stablehlo.select"(%3467, %2516, %3836) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3838 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %3839 = stablehlo.divide %2519, %3838 : tensor<768x192xf32>
    %3840 = stablehlo.constant dense<1.0> : tensor<768x192xf32>
    %3841 = stablehlo.multiply %3839, %3840 : tensor<768x192xf32>
    %3842 = "stablehlo.select"(%3467, %2519, %3841) : (tensor<i1>, tensor<768x192xf32>, tensor<768x192xf32>) -> tensor<768x192xf32>
    %3843 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3844 = stablehlo.divide %2522, %3843 : tensor<192xf32>
    %3845 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3846 = stablehlo.multiply %3844, %3845 : tensor<192xf32>
    %3847 = "stablehlo.select"(%3467, %2522, %3846) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3848 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3849 = stablehlo.divide %2525, %3848 : tensor<192xf32>
    %3850 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3851 = stablehlo.multiply %3849, %3850 : tensor<192xf32>
    %3852 = "stablehlo.select"(%3467, %2525, %3851) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3853 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3854 = stablehlo.divide %2528, %3853 : tensor<192xf32>
    %3855 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3856 = stablehlo.multiply %3854, %3855 : tensor<192xf32>
    %3857 = "stablehlo.select"(%3467, %2528, %3856) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3858 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x576xf32>
    %3859 = stablehlo.divide %2531, %3858 : tensor<192x576xf32>
    %3860 = stablehlo.constant dense<1.0> : tensor<192x576xf32>
    %3861 = stablehlo.multiply %3859, %3860 : tensor<192x576xf32>
    %3862 = "stablehlo.select"(%3467, %2531, %3861) : (tensor<i1>, tensor<192x576xf32>, tensor<192x576xf32>) -> tensor<192x576xf32>
    %3863 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %3864 = stablehlo.divide %2534, %3863 : tensor<576xf32>
    %3865 = stablehlo.constant dense<1.0> : tensor<576xf32>
    %3866 = stablehlo.multiply %3864, %3865 : tensor<576xf32>
    %3867 = "stablehlo.select"(%3467, %2534, %3866) : (tensor<i1>, tensor<576xf32>, tensor<576xf32>) -> tensor<576xf32>
    %3868 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x192xf32>
    %3869 = stablehlo.divide %2537, %3868 : tensor<192x192xf32>
    %3870 = stablehlo.constant dense<1.0> : tensor<192x192xf32>
    %3871 = stablehlo.multiply %3869, %3870 : tensor<192x192xf32>
    %3872 = "stablehlo.select"(%3467, %2537, %3871) : (tensor<i1>, tensor<192x192xf32>, tensor<192x192xf32>) -> tensor<192x192xf32>
    %3873 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3874 = stablehlo.divide %2540, %3873 : tensor<192xf32>
    %3875 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3876 = stablehlo.multiply %3874, %3875 : tensor<192xf32>
    %3877 = "stablehlo.select"(%3467, %2540, %3876) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3878 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3879 = stablehlo.divide %2543, %3878 : tensor<192xf32>
    %3880 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3881 = stablehlo.multiply %3879, %3880 : tensor<192xf32>
    %3882 = "stablehlo.select"(%3467, %2543, %3881) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3883 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3884 = stablehlo.divide %2546, %3883 : tensor<192xf32>
    %3885 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3886 = stablehlo.multiply %3884, %3885 : tensor<192xf32>
    %3887 = "stablehlo.select"(%3467, %2546, %3886) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3888 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %3889 = stablehlo.divide %2549, %3888 : tensor<192x768xf32>
    %3890 = stablehlo.constant dense<1.0> : tensor<192x768xf32>
    %3891 = stablehlo.multiply %3889, %3890 : tensor<192x768xf32>
    %3892 = "stablehlo.select"(%3467, %2549, %3891) : (tensor<i1>, tensor<192x768xf32>, tensor<192x768xf32>) -> tensor<192x768xf32>
    %3893 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3894 = stablehlo.divide %2552, %3893 : tensor<768xf32>
    %3895 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3896 = stablehlo.multiply %3894, %3895 : tensor<768xf32>
    %3897 = "stablehlo.select"(%3467, %2552, %3896) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3898 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %3899 = stablehlo.divide %2555, %3898 : tensor<768x192xf32>
    %3900 = stablehlo.constant dense<1.0> : tensor<768x192xf32>
    %3901 = stablehlo.multiply %3899, %3900 : tensor<768x192xf32>
    %3902 = "stablehlo.select"(%3467, %2555, %3901) : (tensor<i1>, tensor<768x192xf32>, tensor<768x192xf32>) -> tensor<768x192xf32>
    %3903 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3904 = stablehlo.divide %2558, %3903 : tensor<192xf32>
    %3905 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3906 = stablehlo.multiply %3904, %3905 : tensor<192xf32>
    %3907 = "stablehlo.select"(%3467, %2558, %3906) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3908 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3909 = stablehlo.divide %2561, %3908 : tensor<192xf32>
    %3910 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3911 = stablehlo.multiply %3909, %3910 : tensor<192xf32>
    %3912 = "stablehlo.select"(%3467, %2561, %3911) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3913 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3914 = stablehlo.divide %2564, %3913 : tensor<192xf32>
    %3915 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3916 = stablehlo.multiply %3914, %3915 : tensor<192xf32>
    %3917 = "stablehlo.select"(%3467, %2564, %3916) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3918 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x576xf32>
    %3919 = stablehlo.divide %2567, %3918 : tensor<192x576xf32>
    %3920 = stablehlo.constant dense<1.0> : tensor<192x576xf32>
    %3921 = stablehlo.multiply %3919, %3920 : tensor<192x576xf32>
    %3922 = "stablehlo.select"(%3467, %2567, %3921) : (tensor<i1>, tensor<192x576xf32>, tensor<192x576xf32>) -> tensor<192x576xf32>
    %3923 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %3924 = stablehlo.divide %2570, %3923 : tensor<576xf32>
    %3925 = stablehlo.constant dense<1.0> : tensor<576xf32>
    %3926 = stablehlo.multiply %3924, %3925 : tensor<576xf32>
    %3927 = "stablehlo.select"(%3467, %2570, %3926) : (tensor<i1>, tensor<576xf32>, tensor<576xf32>) -> tensor<576xf32>
    %3928 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x192xf32>
    %3929 = stablehlo.divide %2573, %3928 : tensor<192x192xf32>
    %3930 = stablehlo.constant dense<1.0> : tensor<192x192xf32>
    %3931 = stablehlo.multiply %3929, %3930 : tensor<192x192xf32>
    %3932 = "stablehlo.select"(%3467, %2573, %3931) : (tensor<i1>, tensor<192x192xf32>, tensor<192x192xf32>) -> tensor<192x192xf32>
    %3933 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3934 = stablehlo.divide %2576, %3933 : tensor<192xf32>
    %3935 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3936 = stablehlo.multiply %3934, %3935 : tensor<192xf32>
    %3937 = "stablehlo.select"(%3467, %2576, %3936) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3938 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3939 = stablehlo.divide %2579, %3938 : tensor<192xf32>
    %3940 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3941 = stablehlo.multiply %3939, %3940 : tensor<192xf32>
    %3942 = "stablehlo.select"(%3467, %2579, %3941) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3943 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3944 = stablehlo.divide %2582, %3943 : tensor<192xf32>
    %3945 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3946 = stablehlo.multiply %3944, %3945 : tensor<192xf32>
    %3947 = "stablehlo.select"(%3467, %2582, %3946) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3948 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %3949 = stablehlo.divide %2585, %3948 : tensor<192x768xf32>
    %3950 = stablehlo.constant dense<1.0> : tensor<192x768xf32>
    %3951 = stablehlo.multiply %3949, %3950 : tensor<192x768xf32>
    %3952 = "stablehlo.select"(%3467, %2585, %3951) : (tensor<i1>, tensor<192x768xf32>, tensor<192x768xf32>) -> tensor<192x768xf32>
    %3953 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3954 = stablehlo.divide %2588, %3953 : tensor<768xf32>
    %3955 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3956 = stablehlo.multiply %3954, %3955 : tensor<768xf32>
    %3957 = "stablehlo.select"(%3467, %2588, %3956) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3958 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %3959 = stablehlo.divide %2591, %3958 : tensor<768x192xf32>
    %3960 = stablehlo.constant dense<1.0> : tensor<768x192xf32>
    %3961 = stablehlo.multiply %3959, %3960 : tensor<768x192xf32>
    %3962 = "stablehlo.select"(%3467, %2591, %3961) : (tensor<i1>, tensor<768x192xf32>, tensor<768x192xf32>) -> tensor<768x192xf32>
    %3963 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3964 = stablehlo.divide %2594, %3963 : tensor<192xf32>
    %3965 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3966 = stablehlo.multiply %3964, %3965 : tensor<192xf32>
    %3967 = "stablehlo.select"(%3467, %2594, %3966) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3968 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3969 = stablehlo.divide %2597, %3968 : tensor<192xf32>
    %3970 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3971 = stablehlo.multiply %3969, %3970 : tensor<192xf32>
    %3972 = "stablehlo.select"(%3467, %2597, %3971) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3973 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3974 = stablehlo.divide %2600, %3973 : tensor<192xf32>
    %3975 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3976 = stablehlo.multiply %3974, %3975 : tensor<192xf32>
    %3977 = "stablehlo.select"(%3467, %2600, %3976) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3978 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x576xf32>
    %3979 = stablehlo.divide %2603, %3978 : tensor<192x576xf32>
    %3980 = stablehlo.constant dense<1.0> : tensor<192x576xf32>
    %3981 = stablehlo.multiply %3979, %3980 : tensor<192x576xf32>
    %3982 = "stablehlo.select"(%3467, %2603, %3981) : (tensor<i1>, tensor<192x576xf32>, tensor<192x576xf32>) -> tensor<192x576xf32>
    %3983 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %3984 = stablehlo.divide %2606, %3983 : tensor<576xf32>
    %3985 = stablehlo.constant dense<1.0> : tensor<576xf32>
    %3986 = stablehlo.multiply %3984, %3985 : tensor<576xf32>
    %3987 = "stablehlo.select"(%3467, %2606, %3986) : (tensor<i1>, tensor<576xf32>, tensor<576xf32>) -> tensor<576xf32>
    %3988 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x192xf32>
    %3989 = stablehlo.divide %2609, %3988 : tensor<192x192xf32>
    %3990 = stablehlo.constant dense<1.0> : tensor<192x192xf32>
    %3991 = stablehlo.multiply %3989, %3990 : tensor<192x192xf32>
    %3992 = "stablehlo.select"(%3467, %2609, %3991) : (tensor<i1>, tensor<192x192xf32>, tensor<192x192xf32>) -> tensor<192x192xf32>
    %3993 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3994 = stablehlo.divide %2612, %3993 : tensor<192xf32>
    %3995 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3996 = stablehlo.multiply %3994, %3995 : tensor<192xf32>
    %3997 = "stablehlo.select"(%3467, %2612, %3996) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3998 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3999 = stablehlo.divide %2615, %3998 : tensor<192xf32>
    %4000 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %4001 = stablehlo.multiply %3999, %4000 : tensor<192xf32>
    %4002 = "stablehlo.select"(%3467, %2615, %4001) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %4003 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4004 = stablehlo.divide %2618, %4003 : tensor<192xf32>
    %4005 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %4006 = stablehlo.multiply %4004, %4005 : tensor<192xf32>
    %4007 = "stablehlo.select"(%3467, %2618, %4006) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %4008 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %4009 = stablehlo.divide %2621, %4008 : tensor<192x768xf32>
    %4010 = stablehlo.constant dense<1.0> : tensor<192x768xf32>
    %4011 = stablehlo.multiply %4009, %4010 : tensor<192x768xf32>
    %4012 = "stablehlo.select"(%3467, %2621, %4011) : (tensor<i1>, tensor<192x768xf32>, tensor<192x768xf32>) -> tensor<192x768xf32>
    %4013 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %4014 = stablehlo.divide %2624, %4013 : tensor<768xf32>
    %4015 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %4016 = stablehlo.multiply %4014, %4015 : tensor<768xf32>
    %4017 = "stablehlo.select"(%3467, %2624, %4016) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %4018 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %4019 = stablehlo.divide %2627, %4018 : tensor<768x192xf32>
    %4020 = stablehlo.constant dense<1.0> : tensor<768x192xf32>
    %4021 = stablehlo.multiply %4019, %4020 : tensor<768x192xf32>
    %4022 = "stablehlo.select"(%3467, %2627, %4021) : (tensor<i1>, tensor<768x192xf32>, tensor<768x192xf32>) -> tensor<768x192xf32>
    %4023 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4024 = stablehlo.divide %2630, %4023 : tensor<192xf32>
    %4025 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %4026 = stablehlo.multiply %4024, %4025 : tensor<192xf32>
    %4027 = "stablehlo.select"(%3467, %2630, %4026) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %4028 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4029 = stablehlo.divide %2633, %4028 : tensor<192xf32>
    %4030 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %4031 = stablehlo.multiply %4029, %4030 : tensor<192xf32>
    %4032 = "stablehlo.select"(%3467, %2633, %4031) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %4033 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4034 = stablehlo.divide %2636, %4033 : tensor<192xf32>
    %4035 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %4036 = stablehlo.multiply %4034, %4035 : tensor<192xf32>
    %4037 = "stablehlo.select"(%3467, %2636, %4036) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %4038 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x576xf32>
    %4039 = stablehlo.divide %2639, %4038 : tensor<192x576xf32>
    %4040 = stablehlo.constant dense<1.0> : tensor<192x576xf32>
    %4041 = stablehlo.multiply %4039, %4040 : tensor<192x576xf32>
    %4042 = "stablehlo.select"(%3467, %2639, %4041) : (tensor<i1>, tensor<192x576xf32>, tensor<192x576xf32>) -> tensor<192x576xf32>
    %4043 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %4044 = stablehlo.divide %2642, %4043 : tensor<576xf32>
    %4045 = stablehlo.constant dense<1.0> : tensor<576xf32>
    %4046 = stablehlo.multiply %4044, %4045 : tensor<576xf32>
    %4047 = "stablehlo.select"(%3467, %2642, %4046) : (tensor<i1>, tensor<576xf32>, tensor<576xf32>) -> tensor<576xf32>
    %4048 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x192xf32>
    %4049 = stablehlo.divide %2645, %4048 : tensor<192x192xf32>
    %4050 = stablehlo.constant dense<1.0> : tensor<192x192xf32>
    %4051 = stablehlo.multiply %4049, %4050 : tensor<192x192xf32>
    %4052 = "stablehlo.select"(%3467, %2645, %4051) : (tensor<i1>, tensor<192x192xf32>, tensor<192x192xf32>) -> tensor<192x192xf32>
    %4053 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4054 = stablehlo.divide %2648, %4053 : tensor<192xf32>
    %4055 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %4056 = stablehlo.multiply %4054, %4055 : tensor<192xf32>
    %4057 = "stablehlo.select"(%3467, %2648, %4056) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %4058 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4059 = stablehlo.divide %2651, %4058 : tensor<192xf32>
    %4060 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %4061 = stablehlo.multiply %4059, %4060 : tensor<192xf32>
    %4062 = "stablehlo.select"(%3467, %2651, %4061) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %4063 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4064 = stablehlo.divide %2654, %4063 : tensor<192xf32>
    %4065 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %4066 = stablehlo.multiply %4064, %4065 : tensor<192xf32>
    %4067 = "stablehlo.select"(%3467, %2654, %4066) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %4068 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %4069 = stablehlo.divide %2657, %4068 : tensor<192x768xf32>
    %4070 = stablehlo.constant dense<1.0> : tensor<192x768xf32>
    %4071 = stablehlo.multiply %4069, %4070 : tensor<192x768xf32>
    %4072 = "stablehlo.select"(%3467, %2657, %4071) : (tensor<i1>, tensor<192x768xf32>, tensor<192x768xf32>) -> tensor<192x768xf32>
    %4073 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %4074 = stablehlo.divide %2660, %4073 : tensor<768xf32>
    %4075 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %4076 = stablehlo.multiply %4074, %4075 : tensor<768xf32>
    %4077 = "stablehlo.select"(%3467, %2660, %4076) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %4078 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %4079 = stablehlo.divide %2663, %4078 : tensor<768x192xf32>
    %4080 = stablehlo.constant dense<1.0> : tensor<768x192xf32>
    %4081 = stablehlo.multiply %4079, %4080 : tensor<768x192xf32>
    %4082 = "stablehlo.select"(%3467, %2663, %4081) : (tensor<i1>, tensor<768x192xf32>, tensor<768x192xf32>) -> tensor<768x192xf32>
    %4083 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4084 = stablehlo.divide %2666, %4083 : tensor<192xf32>
    %4085 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %4086 = stablehlo.multiply %4084, %4085 : tensor<192xf32>
    %4087 = "stablehlo.select"(%3467, %2666, %4086) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %4088 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4089 = stablehlo.divide %2669, %4088 : tensor<192xf32>
    %4090 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %4091 = stablehlo.multiply %4089, %4090 : tensor<192xf32>
    %4092 = "stablehlo.select"(%3467, %2669, %4091) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %4093 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4094 = stablehlo.divide %2672, %4093 : tensor<192xf32>
    %4095 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %4096 = stablehlo.multiply %4094, %4095 : tensor<192xf32>
    %4097 = "stablehlo.select"(%3467, %2672, %4096) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %4098 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x576xf32>
    %4099 = stablehlo.divide %2675, %4098 : tensor<192x576xf32>
    %4100 = stablehlo.constant dense<1.0> : tensor<192x576xf32>
    %4101 = stablehlo.multiply %4099, %4100 : tensor<192x576xf32>
    %4102 = "stablehlo.select"(%3467, %2675, %4101) : (tensor<i1>, tensor<192x576xf32>, tensor<192x576xf32>) -> tensor<192x576xf32>
    %4103 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %4104 = stablehlo.divide %2678, %4103 : tensor<576xf32>
    %4105 = stablehlo.constant dense<1.0> : tensor<576xf32>
    %4106 = stablehlo.multiply %4104, %4105 : tensor<576xf32>
    %4107 = "stablehlo.select"(%3467, %2678, %4106) : (tensor<i1>, tensor<576xf32>, tensor<576xf32>) -> tensor<576xf32>
    %4108 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x192xf32>
    %4109 = stablehlo.divide %2681, %4108 : tensor<192x192xf32>
    %4110 = stablehlo.constant dense<1.0> : tensor<192x192xf32>
    %4111 = stablehlo.multiply %4109, %4110 : tensor<192x192xf32>
    %4112 = "stablehlo.select"(%3467, %2681, %4111) : (tensor<i1>, tensor<192x192xf32>, tensor<192x192xf32>) -> tensor<192x192xf32>
    %4113 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4114 = stablehlo.divide %2684, %4113 : tensor<192xf32>
    %4115 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %4116 = stablehlo.multiply %4114, %4115 : tensor<192xf32>
    %4117 = "stablehlo.select"(%3467, %2684, %4116) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %4118 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4119 = stablehlo.divide %2687, %4118 : tensor<192xf32>
    %4120 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %4121 = stablehlo.multiply %4119, %4120 : tensor<192xf32>
    %4122 = "stablehlo.select"(%3467, %2687, %4121) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %4123 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4124 = stablehlo.divide %2690, %4123 : tensor<192xf32>
    %4125 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %4126 = stablehlo.multiply %4124, %4125 : tensor<192xf32>
    %4127 = "stablehlo.select"(%3467, %2690, %4126) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %4128 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %4129 = stablehlo.divide %2693, %4128 : tensor<192x768xf32>
    %4130 = stablehlo.constant dense<1.0> : tensor<192x768xf32>
    %4131 = stablehlo.multiply %4129, %4130 : tensor<192x768xf32>
    %4132 = "stablehlo.select"(%3467, %2693, %4131) : (tensor<i1>, tensor<192x768xf32>, tensor<192x768xf32>) -> tensor<192x768xf32>
    %4133 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %4134 = stablehlo.divide %2696, %4133 : tensor<768xf32>
    %4135 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %4136 = stablehlo.multiply %4134, %4135 : tensor<768xf32>
    %4137 = "stablehlo.select"(%3467, %2696, %4136) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %4138 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %4139 = stablehlo.divide %2699, %4138 : tensor<768x192xf32>
    %4140 = stablehlo.constant dense<1.0> : tensor<768x192xf32>
    %4141 = stablehlo.multiply %4139, %4140 : tensor<768x192xf32>
    %4142 = "stablehlo.select"(%3467, %2699, %4141) : (tensor<i1>, tensor<768x192xf32>, tensor<768x192xf32>) -> tensor<768x192xf32>
    %4143 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4144 = stablehlo.divide %2702, %4143 : tensor<192xf32>
    %4145 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %4146 = stablehlo.multiply %4144, %4145 : tensor<192xf32>
    %4147 = "stablehlo.select"(%3467, %2702, %4146) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %4148 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4149 = stablehlo.divide %2705, %4148 : tensor<192xf32>
    %4150 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %4151 = stablehlo.multiply %4149, %4150 : tensor<192xf32>
    %4152 = "stablehlo.select"(%3467, %2705, %4151) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %4153 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4154 = stablehlo.divide %2708, %4153 : tensor<192xf32>
    %4155 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %4156 = stablehlo.multiply %4154, %4155 : tensor<192xf32>
    %4157 = "stablehlo.select"(%3467, %2708, %4156) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %4158 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x576xf32>
    %4159 = stablehlo.divide %2711, %4158 : tensor<192x576xf32>
    %4160 = stablehlo.constant dense<1.0> : tensor<192x576xf32>
    %4161 = stablehlo.multiply %4159, %4160 : tensor<192x576xf32>
    %4162 = "stablehlo.select"(%3467, %2711, %4161) : (tensor<i1>, tensor<192x576xf32>, tensor<192x576xf32>) -> tensor<192x576xf32>
    %4163 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %4164 = stablehlo.divide %2714, %4163 : tensor<576xf32>
    %4165 = stablehlo.constant dense<1.0> : tensor<576xf32>
    %4166 = stablehlo.multiply %4164, %4165 : tensor<576xf32>
    %4167 = "stablehlo.select"(%3467, %2714, %4166) : (tensor<i1>, tensor<576xf32>, tensor<576xf32>) -> tensor<576xf32>
    %4168 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x192xf32>
    %4169 = stablehlo.divide %2717, %4168 : tensor<192x192xf32>
    %4170 = stablehlo.constant dense<1.0> : tensor<192x192xf32>
    %4171 = stablehlo.multiply %4169, %4170 : tensor<192x192xf32>
    %4172 = "stablehlo.select"(%3467, %2717, %4171) : (tensor<i1>, tensor<192x192xf32>, tensor<192x192xf32>) -> tensor<192x192xf32>
    %4173 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4174 = stablehlo.divide %2720, %4173 : tensor<192xf32>
    %4175 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %4176 = stablehlo.multiply %4174, %4175 : tensor<192xf32>
    %4177 = "stablehlo.select"(%3467, %2720, %4176) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %4178 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4179 = stablehlo.divide %2723, %4178 : tensor<192xf32>
    %4180 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %4181 = stablehlo.multiply %4179, %4180 : tensor<192xf32>
    %4182 = "stablehlo.select"(%3467, %2723, %4181) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %4183 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4184 = stablehlo.divide %2726, %4183 : tensor<192xf32>
    %4185 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %4186 = stablehlo.multiply %4184, %4185 : tensor<192xf32>
    %4187 = "stablehlo.select"(%3467, %2726, %4186) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %4188 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %4189 = stablehlo.divide %2729, %4188 : tensor<192x768xf32>
    %4190 = stablehlo.constant dense<1.0> : tensor<192x768xf32>
    %4191 = stablehlo.multiply %4189, %4190 : tensor<192x768xf32>
    %4192 = "stablehlo.select"(%3467, %2729, %4191) : (tensor<i1>, tensor<192x768xf32>, tensor<192x768xf32>) -> tensor<192x768xf32>
    %4193 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %4194 = stablehlo.divide %2732, %4193 : tensor<768xf32>
    %4195 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %4196 = stablehlo.multiply %4194, %4195 : tensor<768xf32>
    %4197 = "stablehlo.select"(%3467, %2732, %4196) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %4198 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %4199 = stablehlo.divide %2735, %4198 : tensor<768x192xf32>
    %4200 = stablehlo.constant dense<1.0> : tensor<768x192xf32>
    %4201 = stablehlo.multiply %4199, %4200 : tensor<768x192xf32>
    %4202 = "stablehlo.select"(%3467, %2735, %4201) : (tensor<i1>, tensor<768x192xf32>, tensor<768x192xf32>) -> tensor<768x192xf32>
    %4203 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4204 = stablehlo.divide %2738, %4203 : tensor<192xf32>
    %4205 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %4206 = stablehlo.multiply %4204, %4205 : tensor<192xf32>
    %4207 = "stablehlo.select"(%3467, %2738, %4206) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %4208 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4209 = stablehlo.divide %2741, %4208 : tensor<192xf32>
    %4210 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %4211 = stablehlo.multiply %4209, %4210 : tensor<192xf32>
    %4212 = "stablehlo.select"(%3467, %2741, %4211) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %4213 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4214 = stablehlo.divide %2744, %4213 : tensor<192xf32>
    %4215 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %4216 = stablehlo.multiply %4214, %4215 : tensor<192xf32>
    %4217 = "stablehlo.select"(%3467, %2744, %4216) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %4218 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x1000xf32>
    %4219 = stablehlo.divide %2747, %4218 : tensor<192x1000xf32>
    %4220 = stablehlo.constant dense<1.0> : tensor<192x1000xf32>
    %4221 = stablehlo.multiply %4219, %4220 : tensor<192x1000xf32>
    %4222 = "stablehlo.select"(%3467, %2747, %4221) : (tensor<i1>, tensor<192x1000xf32>, tensor<192x1000xf32>) -> tensor<192x1000xf32>
    %4223 = "stablehlo.broadcast_in_dim"(%3465) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1000xf32>
    %4224 = stablehlo.divide %2750, %4223 : tensor<1000xf32>
    %4225 = stablehlo.constant dense<1.0> : tensor<1000xf32>
    %4226 = stablehlo.multiply %4224, %4225 : tensor<1000xf32>
    %4227 = "stablehlo.select"(%3467, %2750, %4226) : (tensor<i1>, tensor<1000xf32>, tensor<1000xf32>) -> tensor<1000xf32>
    %4228 = stablehlo.constant dense<0.9> : tensor<16x16x3x192xf32>
    %4229 = stablehlo.multiply %4228, %m.patch_embed.proj.w : tensor<16x16x3x192xf32>
    %4230 = stablehlo.constant dense<0.1> : tensor<16x16x3x192xf32>
    %4231 = stablehlo.multiply %4230, %3472 : tensor<16x16x3x192xf32>
    %4232 = stablehlo.add %4229, %4231 : tensor<16x16x3x192xf32>
    %4233 = stablehlo.constant dense<0.999> : tensor<16x16x3x192xf32>
    %4234 = stablehlo.multiply %4233, %v.patch_embed.proj.w : tensor<16x16x3x192xf32>
    %4235 = stablehlo.constant dense<0.001> : tensor<16x16x3x192xf32>
    %4236 = stablehlo.multiply %3472, %3472 : tensor<16x16x3x192xf32>
    %4237 = stablehlo.multiply %4235, %4236 : tensor<16x16x3x192xf32>
    %4238 = stablehlo.add %4234, %4237 : tensor<16x16x3x192xf32>
    %4239 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x16x3x192xf32>
    %4240 = stablehlo.divide %4232, %4239 : tensor<16x16x3x192xf32>
    %4241 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x16x3x192xf32>
    %4242 = stablehlo.divide %4238, %4241 : tensor<16x16x3x192xf32>
    %4243 = stablehlo.sqrt %4242 : tensor<16x16x3x192xf32>
    %4244 = stablehlo.constant dense<1.0e-08> : tensor<16x16x3x192xf32>
    %4245 = stablehlo.add %4243, %4244 : tensor<16x16x3x192xf32>
    %4246 = stablehlo.divide %4240, %4245 : tensor<16x16x3x192xf32>
    %4247 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4248 = stablehlo.multiply %4247, %m.patch_embed.proj.b : tensor<192xf32>
    %4249 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4250 = stablehlo.multiply %4249, %3477 : tensor<192xf32>
    %4251 = stablehlo.add %4248, %4250 : tensor<192xf32>
    %4252 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4253 = stablehlo.multiply %4252, %v.patch_embed.proj.b : tensor<192xf32>
    %4254 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4255 = stablehlo.multiply %3477, %3477 : tensor<192xf32>
    %4256 = stablehlo.multiply %4254, %4255 : tensor<192xf32>
    %4257 = stablehlo.add %4253, %4256 : tensor<192xf32>
    %4258 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4259 = stablehlo.divide %4251, %4258 : tensor<192xf32>
    %4260 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4261 = stablehlo.divide %4257, %4260 : tensor<192xf32>
    %4262 = stablehlo.sqrt %4261 : tensor<192xf32>
    %4263 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4264 = stablehlo.add %4262, %4263 : tensor<192xf32>
    %4265 = stablehlo.divide %4259, %4264 : tensor<192xf32>
    %4266 = stablehlo.constant dense<0.9> : tensor<1x1x192xf32>
    %4267 = stablehlo.multiply %4266, %m.cls.token : tensor<1x1x192xf32>
    %4268 = stablehlo.constant dense<0.1> : tensor<1x1x192xf32>
    %4269 = stablehlo.multiply %4268, %3482 : tensor<1x1x192xf32>
    %4270 = stablehlo.add %4267, %4269 : tensor<1x1x192xf32>
    %4271 = stablehlo.constant dense<0.999> : tensor<1x1x192xf32>
    %4272 = stablehlo.multiply %4271, %v.cls.token : tensor<1x1x192xf32>
    %4273 = stablehlo.constant dense<0.001> : tensor<1x1x192xf32>
    %4274 = stablehlo.multiply %3482, %3482 : tensor<1x1x192xf32>
    %4275 = stablehlo.multiply %4273, %4274 : tensor<1x1x192xf32>
    %4276 = stablehlo.add %4272, %4275 : tensor<1x1x192xf32>
    %4277 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x192xf32>
    %4278 = stablehlo.divide %4270, %4277 : tensor<1x1x192xf32>
    %4279 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x192xf32>
    %4280 = stablehlo.divide %4276, %4279 : tensor<1x1x192xf32>
    %4281 = stablehlo.sqrt %4280 : tensor<1x1x192xf32>
    %4282 = stablehlo.constant dense<1.0e-08> : tensor<1x1x192xf32>
    %4283 = stablehlo.add %4281, %4282 : tensor<1x1x192xf32>
    %4284 = stablehlo.divide %4278, %4283 : tensor<1x1x192xf32>
    %4285 = stablehlo.constant dense<0.9> : tensor<1x197x192xf32>
    %4286 = stablehlo.multiply %4285, %m.pos.table : tensor<1x197x192xf32>
    %4287 = stablehlo.constant dense<0.1> : tensor<1x197x192xf32>
    %4288 = stablehlo.multiply %4287, %3487 : tensor<1x197x192xf32>
    %4289 = stablehlo.add %4286, %4288 : tensor<1x197x192xf32>
    %4290 = stablehlo.constant dense<0.999> : tensor<1x197x192xf32>
    %4291 = stablehlo.multiply %4290, %v.pos.table : tensor<1x197x192xf32>
    %4292 = stablehlo.constant dense<0.001> : tensor<1x197x192xf32>
    %4293 = stablehlo.multiply %3487, %3487 : tensor<1x197x192xf32>
    %4294 = stablehlo.multiply %4292, %4293 : tensor<1x197x192xf32>
    %4295 = stablehlo.add %4291, %4294 : tensor<1x197x192xf32>
    %4296 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x197x192xf32>
    %4297 = stablehlo.divide %4289, %4296 : tensor<1x197x192xf32>
    %4298 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x197x192xf32>
    %4299 = stablehlo.divide %4295, %4298 : tensor<1x197x192xf32>
    %4300 = stablehlo.sqrt %4299 : tensor<1x197x192xf32>
    %4301 = stablehlo.constant dense<1.0e-08> : tensor<1x197x192xf32>
    %4302 = stablehlo.add %4300, %4301 : tensor<1x197x192xf32>
    %4303 = stablehlo.divide %4297, %4302 : tensor<1x197x192xf32>
    %4304 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4305 = stablehlo.multiply %4304, %m.blocks.0.norm1.g : tensor<192xf32>
    %4306 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4307 = stablehlo.multiply %4306, %3492 : tensor<192xf32>
    %4308 = stablehlo.add %4305, %4307 : tensor<192xf32>
    %4309 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4310 = stablehlo.multiply %4309, %v.blocks.0.norm1.g : tensor<192xf32>
    %4311 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4312 = stablehlo.multiply %3492, %3492 : tensor<192xf32>
    %4313 = stablehlo.multiply %4311, %4312 : tensor<192xf32>
    %4314 = stablehlo.add %4310, %4313 : tensor<192xf32>
    %4315 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4316 = stablehlo.divide %4308, %4315 : tensor<192xf32>
    %4317 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4318 = stablehlo.divide %4314, %4317 : tensor<192xf32>
    %4319 = stablehlo.sqrt %4318 : tensor<192xf32>
    %4320 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4321 = stablehlo.add %4319, %4320 : tensor<192xf32>
    %4322 = stablehlo.divide %4316, %4321 : tensor<192xf32>
    %4323 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4324 = stablehlo.multiply %4323, %m.blocks.0.norm1.b : tensor<192xf32>
    %4325 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4326 = stablehlo.multiply %4325, %3497 : tensor<192xf32>
    %4327 = stablehlo.add %4324, %4326 : tensor<192xf32>
    %4328 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4329 = stablehlo.multiply %4328, %v.blocks.0.norm1.b : tensor<192xf32>
    %4330 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4331 = stablehlo.multiply %3497, %3497 : tensor<192xf32>
    %4332 = stablehlo.multiply %4330, %4331 : tensor<192xf32>
    %4333 = stablehlo.add %4329, %4332 : tensor<192xf32>
    %4334 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4335 = stablehlo.divide %4327, %4334 : tensor<192xf32>
    %4336 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4337 = stablehlo.divide %4333, %4336 : tensor<192xf32>
    %4338 = stablehlo.sqrt %4337 : tensor<192xf32>
    %4339 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4340 = stablehlo.add %4338, %4339 : tensor<192xf32>
    %4341 = stablehlo.divide %4335, %4340 : tensor<192xf32>
    %4342 = stablehlo.constant dense<0.9> : tensor<192x576xf32>
    %4343 = stablehlo.multiply %4342, %m.blocks.0.attn.qkv.w : tensor<192x576xf32>
    %4344 = stablehlo.constant dense<0.1> : tensor<192x576xf32>
    %4345 = stablehlo.multiply %4344, %3502 : tensor<192x576xf32>
    %4346 = stablehlo.add %4343, %4345 : tensor<192x576xf32>
    %4347 = stablehlo.constant dense<0.999> : tensor<192x576xf32>
    %4348 = stablehlo.multiply %4347, %v.blocks.0.attn.qkv.w : tensor<192x576xf32>
    %4349 = stablehlo.constant dense<0.001> : tensor<192x576xf32>
    %4350 = stablehlo.multiply %3502, %3502 : tensor<192x576xf32>
    %4351 = stablehlo.multiply %4349, %4350 : tensor<192x576xf32>
    %4352 = stablehlo.add %4348, %4351 : tensor<192x576xf32>
    %4353 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x576xf32>
    %4354 = stablehlo.divide %4346, %4353 : tensor<192x576xf32>
    %4355 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x576xf32>
    %4356 = stablehlo.divide %4352, %4355 : tensor<192x576xf32>
    %4357 = stablehlo.sqrt %4356 : tensor<192x576xf32>
    %4358 = stablehlo.constant dense<1.0e-08> : tensor<192x576xf32>
    %4359 = stablehlo.add %4357, %4358 : tensor<192x576xf32>
    %4360 = stablehlo.divide %4354, %4359 : tensor<192x576xf32>
    %4361 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %4362 = stablehlo.multiply %4361, %m.blocks.0.attn.qkv.b : tensor<576xf32>
    %4363 = stablehlo.constant dense<0.1> : tensor<576xf32>
    %4364 = stablehlo.multiply %4363, %3507 : tensor<576xf32>
    %4365 = stablehlo.add %4362, %4364 : tensor<576xf32>
    %4366 = stablehlo.constant dense<0.999> : tensor<576xf32>
    %4367 = stablehlo.multiply %4366, %v.blocks.0.attn.qkv.b : tensor<576xf32>
    %4368 = stablehlo.constant dense<0.001> : tensor<576xf32>
    %4369 = stablehlo.multiply %3507, %3507 : tensor<576xf32>
    %4370 = stablehlo.multiply %4368, %4369 : tensor<576xf32>
    %4371 = stablehlo.add %4367, %4370 : tensor<576xf32>
    %4372 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %4373 = stablehlo.divide %4365, %4372 : tensor<576xf32>
    %4374 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %4375 = stablehlo.divide %4371, %4374 : tensor<576xf32>
    %4376 = stablehlo.sqrt %4375 : tensor<576xf32>
    %4377 = stablehlo.constant dense<1.0e-08> : tensor<576xf32>
    %4378 = stablehlo.add %4376, %4377 : tensor<576xf32>
    %4379 = stablehlo.divide %4373, %4378 : tensor<576xf32>
    %4380 = stablehlo.constant dense<0.9> : tensor<192x192xf32>
    %4381 = stablehlo.multiply %4380, %m.blocks.0.attn.proj.w : tensor<192x192xf32>
    %4382 = stablehlo.constant dense<0.1> : tensor<192x192xf32>
    %4383 = stablehlo.multiply %4382, %3512 : tensor<192x192xf32>
    %4384 = stablehlo.add %4381, %4383 : tensor<192x192xf32>
    %4385 = stablehlo.constant dense<0.999> : tensor<192x192xf32>
    %4386 = stablehlo.multiply %4385, %v.blocks.0.attn.proj.w : tensor<192x192xf32>
    %4387 = stablehlo.constant dense<0.001> : tensor<192x192xf32>
    %4388 = stablehlo.multiply %3512, %3512 : tensor<192x192xf32>
    %4389 = stablehlo.multiply %4387, %4388 : tensor<192x192xf32>
    %4390 = stablehlo.add %4386, %4389 : tensor<192x192xf32>
    %4391 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x192xf32>
    %4392 = stablehlo.divide %4384, %4391 : tensor<192x192xf32>
    %4393 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x192xf32>
    %4394 = stablehlo.divide %4390, %4393 : tensor<192x192xf32>
    %4395 = stablehlo.sqrt %4394 : tensor<192x192xf32>
    %4396 = stablehlo.constant dense<1.0e-08> : tensor<192x192xf32>
    %4397 = stablehlo.add %4395, %4396 : tensor<192x192xf32>
    %4398 = stablehlo.divide %4392, %4397 : tensor<192x192xf32>
    %4399 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4400 = stablehlo.multiply %4399, %m.blocks.0.attn.proj.b : tensor<192xf32>
    %4401 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4402 = stablehlo.multiply %4401, %3517 : tensor<192xf32>
    %4403 = stablehlo.add %4400, %4402 : tensor<192xf32>
    %4404 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4405 = stablehlo.multiply %4404, %v.blocks.0.attn.proj.b : tensor<192xf32>
    %4406 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4407 = stablehlo.multiply %3517, %3517 : tensor<192xf32>
    %4408 = stablehlo.multiply %4406, %4407 : tensor<192xf32>
    %4409 = stablehlo.add %4405, %4408 : tensor<192xf32>
    %4410 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4411 = stablehlo.divide %4403, %4410 : tensor<192xf32>
    %4412 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4413 = stablehlo.divide %4409, %4412 : tensor<192xf32>
    %4414 = stablehlo.sqrt %4413 : tensor<192xf32>
    %4415 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4416 = stablehlo.add %4414, %4415 : tensor<192xf32>
    %4417 = stablehlo.divide %4411, %4416 : tensor<192xf32>
    %4418 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4419 = stablehlo.multiply %4418, %m.blocks.0.norm2.g : tensor<192xf32>
    %4420 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4421 = stablehlo.multiply %4420, %3522 : tensor<192xf32>
    %4422 = stablehlo.add %4419, %4421 : tensor<192xf32>
    %4423 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4424 = stablehlo.multiply %4423, %v.blocks.0.norm2.g : tensor<192xf32>
    %4425 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4426 = stablehlo.multiply %3522, %3522 : tensor<192xf32>
    %4427 = stablehlo.multiply %4425, %4426 : tensor<192xf32>
    %4428 = stablehlo.add %4424, %4427 : tensor<192xf32>
    %4429 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4430 = stablehlo.divide %4422, %4429 : tensor<192xf32>
    %4431 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4432 = stablehlo.divide %4428, %4431 : tensor<192xf32>
    %4433 = stablehlo.sqrt %4432 : tensor<192xf32>
    %4434 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4435 = stablehlo.add %4433, %4434 : tensor<192xf32>
    %4436 = stablehlo.divide %4430, %4435 : tensor<192xf32>
    %4437 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4438 = stablehlo.multiply %4437, %m.blocks.0.norm2.b : tensor<192xf32>
    %4439 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4440 = stablehlo.multiply %4439, %3527 : tensor<192xf32>
    %4441 = stablehlo.add %4438, %4440 : tensor<192xf32>
    %4442 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4443 = stablehlo.multiply %4442, %v.blocks.0.norm2.b : tensor<192xf32>
    %4444 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4445 = stablehlo.multiply %3527, %3527 : tensor<192xf32>
    %4446 = stablehlo.multiply %4444, %4445 : tensor<192xf32>
    %4447 = stablehlo.add %4443, %4446 : tensor<192xf32>
    %4448 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4449 = stablehlo.divide %4441, %4448 : tensor<192xf32>
    %4450 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4451 = stablehlo.divide %4447, %4450 : tensor<192xf32>
    %4452 = stablehlo.sqrt %4451 : tensor<192xf32>
    %4453 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4454 = stablehlo.add %4452, %4453 : tensor<192xf32>
    %4455 = stablehlo.divide %4449, %4454 : tensor<192xf32>
    %4456 = stablehlo.constant dense<0.9> : tensor<192x768xf32>
    %4457 = stablehlo.multiply %4456, %m.blocks.0.mlp.fc1.w : tensor<192x768xf32>
    %4458 = stablehlo.constant dense<0.1> : tensor<192x768xf32>
    %4459 = stablehlo.multiply %4458, %3532 : tensor<192x768xf32>
    %4460 = stablehlo.add %4457, %4459 : tensor<192x768xf32>
    %4461 = stablehlo.constant dense<0.999> : tensor<192x768xf32>
    %4462 = stablehlo.multiply %4461, %v.blocks.0.mlp.fc1.w : tensor<192x768xf32>
    %4463 = stablehlo.constant dense<0.001> : tensor<192x768xf32>
    %4464 = stablehlo.multiply %3532, %3532 : tensor<192x768xf32>
    %4465 = stablehlo.multiply %4463, %4464 : tensor<192x768xf32>
    %4466 = stablehlo.add %4462, %4465 : tensor<192x768xf32>
    %4467 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %4468 = stablehlo.divide %4460, %4467 : tensor<192x768xf32>
    %4469 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %4470 = stablehlo.divide %4466, %4469 : tensor<192x768xf32>
    %4471 = stablehlo.sqrt %4470 : tensor<192x768xf32>
    %4472 = stablehlo.constant dense<1.0e-08> : tensor<192x768xf32>
    %4473 = stablehlo.add %4471, %4472 : tensor<192x768xf32>
    %4474 = stablehlo.divide %4468, %4473 : tensor<192x768xf32>
    %4475 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %4476 = stablehlo.multiply %4475, %m.blocks.0.mlp.fc1.b : tensor<768xf32>
    %4477 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %4478 = stablehlo.multiply %4477, %3537 : tensor<768xf32>
    %4479 = stablehlo.add %4476, %4478 : tensor<768xf32>
    %4480 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %4481 = stablehlo.multiply %4480, %v.blocks.0.mlp.fc1.b : tensor<768xf32>
    %4482 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %4483 = stablehlo.multiply %3537, %3537 : tensor<768xf32>
    %4484 = stablehlo.multiply %4482, %4483 : tensor<768xf32>
    %4485 = stablehlo.add %4481, %4484 : tensor<768xf32>
    %4486 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %4487 = stablehlo.divide %4479, %4486 : tensor<768xf32>
    %4488 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %4489 = stablehlo.divide %4485, %4488 : tensor<768xf32>
    %4490 = stablehlo.sqrt %4489 : tensor<768xf32>
    %4491 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %4492 = stablehlo.add %4490, %4491 : tensor<768xf32>
    %4493 = stablehlo.divide %4487, %4492 : tensor<768xf32>
    %4494 = stablehlo.constant dense<0.9> : tensor<768x192xf32>
    %4495 = stablehlo.multiply %4494, %m.blocks.0.mlp.fc2.w : tensor<768x192xf32>
    %4496 = stablehlo.constant dense<0.1> : tensor<768x192xf32>
    %4497 = stablehlo.multiply %4496, %3542 : tensor<768x192xf32>
    %4498 = stablehlo.add %4495, %4497 : tensor<768x192xf32>
    %4499 = stablehlo.constant dense<0.999> : tensor<768x192xf32>
    %4500 = stablehlo.multiply %4499, %v.blocks.0.mlp.fc2.w : tensor<768x192xf32>
    %4501 = stablehlo.constant dense<0.001> : tensor<768x192xf32>
    %4502 = stablehlo.multiply %3542, %3542 : tensor<768x192xf32>
    %4503 = stablehlo.multiply %4501, %4502 : tensor<768x192xf32>
    %4504 = stablehlo.add %4500, %4503 : tensor<768x192xf32>
    %4505 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %4506 = stablehlo.divide %4498, %4505 : tensor<768x192xf32>
    %4507 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %4508 = stablehlo.divide %4504, %4507 : tensor<768x192xf32>
    %4509 = stablehlo.sqrt %4508 : tensor<768x192xf32>
    %4510 = stablehlo.constant dense<1.0e-08> : tensor<768x192xf32>
    %4511 = stablehlo.add %4509, %4510 : tensor<768x192xf32>
    %4512 = stablehlo.divide %4506, %4511 : tensor<768x192xf32>
    %4513 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4514 = stablehlo.multiply %4513, %m.blocks.0.mlp.fc2.b : tensor<192xf32>
    %4515 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4516 = stablehlo.multiply %4515, %3547 : tensor<192xf32>
    %4517 = stablehlo.add %4514, %4516 : tensor<192xf32>
    %4518 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4519 = stablehlo.multiply %4518, %v.blocks.0.mlp.fc2.b : tensor<192xf32>
    %4520 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4521 = stablehlo.multiply %3547, %3547 : tensor<192xf32>
    %4522 = stablehlo.multiply %4520, %4521 : tensor<192xf32>
    %4523 = stablehlo.add %4519, %4522 : tensor<192xf32>
    %4524 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4525 = stablehlo.divide %4517, %4524 : tensor<192xf32>
    %4526 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4527 = stablehlo.divide %4523, %4526 : tensor<192xf32>
    %4528 = stablehlo.sqrt %4527 : tensor<192xf32>
    %4529 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4530 = stablehlo.add %4528, %4529 : tensor<192xf32>
    %4531 = stablehlo.divide %4525, %4530 : tensor<192xf32>
    %4532 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4533 = stablehlo.multiply %4532, %m.blocks.1.norm1.g : tensor<192xf32>
    %4534 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4535 = stablehlo.multiply %4534, %3552 : tensor<192xf32>
    %4536 = stablehlo.add %4533, %4535 : tensor<192xf32>
    %4537 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4538 = stablehlo.multiply %4537, %v.blocks.1.norm1.g : tensor<192xf32>
    %4539 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4540 = stablehlo.multiply %3552, %3552 : tensor<192xf32>
    %4541 = stablehlo.multiply %4539, %4540 : tensor<192xf32>
    %4542 = stablehlo.add %4538, %4541 : tensor<192xf32>
    %4543 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4544 = stablehlo.divide %4536, %4543 : tensor<192xf32>
    %4545 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4546 = stablehlo.divide %4542, %4545 : tensor<192xf32>
    %4547 = stablehlo.sqrt %4546 : tensor<192xf32>
    %4548 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4549 = stablehlo.add %4547, %4548 : tensor<192xf32>
    %4550 = stablehlo.divide %4544, %4549 : tensor<192xf32>
    %4551 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4552 = stablehlo.multiply %4551, %m.blocks.1.norm1.b : tensor<192xf32>
    %4553 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4554 = stablehlo.multiply %4553, %3557 : tensor<192xf32>
    %4555 = stablehlo.add %4552, %4554 : tensor<192xf32>
    %4556 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4557 = stablehlo.multiply %4556, %v.blocks.1.norm1.b : tensor<192xf32>
    %4558 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4559 = stablehlo.multiply %3557, %3557 : tensor<192xf32>
    %4560 = stablehlo.multiply %4558, %4559 : tensor<192xf32>
    %4561 = stablehlo.add %4557, %4560 : tensor<192xf32>
    %4562 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4563 = stablehlo.divide %4555, %4562 : tensor<192xf32>
    %4564 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4565 = stablehlo.divide %4561, %4564 : tensor<192xf32>
    %4566 = stablehlo.sqrt %4565 : tensor<192xf32>
    %4567 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4568 = stablehlo.add %4566, %4567 : tensor<192xf32>
    %4569 = stablehlo.divide %4563, %4568 : tensor<192xf32>
    %4570 = stablehlo.constant dense<0.9> : tensor<192x576xf32>
    %4571 = stablehlo.multiply %4570, %m.blocks.1.attn.qkv.w : tensor<192x576xf32>
    %4572 = stablehlo.constant dense<0.1> : tensor<192x576xf32>
    %4573 = stablehlo.multiply %4572, %3562 : tensor<192x576xf32>
    %4574 = stablehlo.add %4571, %4573 : tensor<192x576xf32>
    %4575 = stablehlo.constant dense<0.999> : tensor<192x576xf32>
    %4576 = stablehlo.multiply %4575, %v.blocks.1.attn.qkv.w : tensor<192x576xf32>
    %4577 = stablehlo.constant dense<0.001> : tensor<192x576xf32>
    %4578 = stablehlo.multiply %3562, %3562 : tensor<192x576xf32>
    %4579 = stablehlo.multiply %4577, %4578 : tensor<192x576xf32>
    %4580 = stablehlo.add %4576, %4579 : tensor<192x576xf32>
    %4581 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x576xf32>
    %4582 = stablehlo.divide %4574, %4581 : tensor<192x576xf32>
    %4583 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x576xf32>
    %4584 = stablehlo.divide %4580, %4583 : tensor<192x576xf32>
    %4585 = stablehlo.sqrt %4584 : tensor<192x576xf32>
    %4586 = stablehlo.constant dense<1.0e-08> : tensor<192x576xf32>
    %4587 = stablehlo.add %4585, %4586 : tensor<192x576xf32>
    %4588 = stablehlo.divide %4582, %4587 : tensor<192x576xf32>
    %4589 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %4590 = stablehlo.multiply %4589, %m.blocks.1.attn.qkv.b : tensor<576xf32>
    %4591 = stablehlo.constant dense<0.1> : tensor<576xf32>
    %4592 = stablehlo.multiply %4591, %3567 : tensor<576xf32>
    %4593 = stablehlo.add %4590, %4592 : tensor<576xf32>
    %4594 = stablehlo.constant dense<0.999> : tensor<576xf32>
    %4595 = stablehlo.multiply %4594, %v.blocks.1.attn.qkv.b : tensor<576xf32>
    %4596 = stablehlo.constant dense<0.001> : tensor<576xf32>
    %4597 = stablehlo.multiply %3567, %3567 : tensor<576xf32>
    %4598 = stablehlo.multiply %4596, %4597 : tensor<576xf32>
    %4599 = stablehlo.add %4595, %4598 : tensor<576xf32>
    %4600 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %4601 = stablehlo.divide %4593, %4600 : tensor<576xf32>
    %4602 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %4603 = stablehlo.divide %4599, %4602 : tensor<576xf32>
    %4604 = stablehlo.sqrt %4603 : tensor<576xf32>
    %4605 = stablehlo.constant dense<1.0e-08> : tensor<576xf32>
    %4606 = stablehlo.add %4604, %4605 : tensor<576xf32>
    %4607 = stablehlo.divide %4601, %4606 : tensor<576xf32>
    %4608 = stablehlo.constant dense<0.9> : tensor<192x192xf32>
    %4609 = stablehlo.multiply %4608, %m.blocks.1.attn.proj.w : tensor<192x192xf32>
    %4610 = stablehlo.constant dense<0.1> : tensor<192x192xf32>
    %4611 = stablehlo.multiply %4610, %3572 : tensor<192x192xf32>
    %4612 = stablehlo.add %4609, %4611 : tensor<192x192xf32>
    %4613 = stablehlo.constant dense<0.999> : tensor<192x192xf32>
    %4614 = stablehlo.multiply %4613, %v.blocks.1.attn.proj.w : tensor<192x192xf32>
    %4615 = stablehlo.constant dense<0.001> : tensor<192x192xf32>
    %4616 = stablehlo.multiply %3572, %3572 : tensor<192x192xf32>
    %4617 = stablehlo.multiply %4615, %4616 : tensor<192x192xf32>
    %4618 = stablehlo.add %4614, %4617 : tensor<192x192xf32>
    %4619 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x192xf32>
    %4620 = stablehlo.divide %4612, %4619 : tensor<192x192xf32>
    %4621 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x192xf32>
    %4622 = stablehlo.divide %4618, %4621 : tensor<192x192xf32>
    %4623 = stablehlo.sqrt %4622 : tensor<192x192xf32>
    %4624 = stablehlo.constant dense<1.0e-08> : tensor<192x192xf32>
    %4625 = stablehlo.add %4623, %4624 : tensor<192x192xf32>
    %4626 = stablehlo.divide %4620, %4625 : tensor<192x192xf32>
    %4627 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4628 = stablehlo.multiply %4627, %m.blocks.1.attn.proj.b : tensor<192xf32>
    %4629 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4630 = stablehlo.multiply %4629, %3577 : tensor<192xf32>
    %4631 = stablehlo.add %4628, %4630 : tensor<192xf32>
    %4632 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4633 = stablehlo.multiply %4632, %v.blocks.1.attn.proj.b : tensor<192xf32>
    %4634 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4635 = stablehlo.multiply %3577, %3577 : tensor<192xf32>
    %4636 = stablehlo.multiply %4634, %4635 : tensor<192xf32>
    %4637 = stablehlo.add %4633, %4636 : tensor<192xf32>
    %4638 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4639 = stablehlo.divide %4631, %4638 : tensor<192xf32>
    %4640 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4641 = stablehlo.divide %4637, %4640 : tensor<192xf32>
    %4642 = stablehlo.sqrt %4641 : tensor<192xf32>
    %4643 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4644 = stablehlo.add %4642, %4643 : tensor<192xf32>
    %4645 = stablehlo.divide %4639, %4644 : tensor<192xf32>
    %4646 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4647 = stablehlo.multiply %4646, %m.blocks.1.norm2.g : tensor<192xf32>
    %4648 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4649 = stablehlo.multiply %4648, %3582 : tensor<192xf32>
    %4650 = stablehlo.add %4647, %4649 : tensor<192xf32>
    %4651 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4652 = stablehlo.multiply %4651, %v.blocks.1.norm2.g : tensor<192xf32>
    %4653 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4654 = stablehlo.multiply %3582, %3582 : tensor<192xf32>
    %4655 = stablehlo.multiply %4653, %4654 : tensor<192xf32>
    %4656 = stablehlo.add %4652, %4655 : tensor<192xf32>
    %4657 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4658 = stablehlo.divide %4650, %4657 : tensor<192xf32>
    %4659 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4660 = stablehlo.divide %4656, %4659 : tensor<192xf32>
    %4661 = stablehlo.sqrt %4660 : tensor<192xf32>
    %4662 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4663 = stablehlo.add %4661, %4662 : tensor<192xf32>
    %4664 = stablehlo.divide %4658, %4663 : tensor<192xf32>
    %4665 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4666 = stablehlo.multiply %4665, %m.blocks.1.norm2.b : tensor<192xf32>
    %4667 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4668 = stablehlo.multiply %4667, %3587 : tensor<192xf32>
    %4669 = stablehlo.add %4666, %4668 : tensor<192xf32>
    %4670 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4671 = stablehlo.multiply %4670, %v.blocks.1.norm2.b : tensor<192xf32>
    %4672 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4673 = stablehlo.multiply %3587, %3587 : tensor<192xf32>
    %4674 = stablehlo.multiply %4672, %4673 : tensor<192xf32>
    %4675 = stablehlo.add %4671, %4674 : tensor<192xf32>
    %4676 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4677 = stablehlo.divide %4669, %4676 : tensor<192xf32>
    %4678 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4679 = stablehlo.divide %4675, %4678 : tensor<192xf32>
    %4680 = stablehlo.sqrt %4679 : tensor<192xf32>
    %4681 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4682 = stablehlo.add %4680, %4681 : tensor<192xf32>
    %4683 = stablehlo.divide %4677, %4682 : tensor<192xf32>
    %4684 = stablehlo.constant dense<0.9> : tensor<192x768xf32>
    %4685 = stablehlo.multiply %4684, %m.blocks.1.mlp.fc1.w : tensor<192x768xf32>
    %4686 = stablehlo.constant dense<0.1> : tensor<192x768xf32>
    %4687 = stablehlo.multiply %4686, %3592 : tensor<192x768xf32>
    %4688 = stablehlo.add %4685, %4687 : tensor<192x768xf32>
    %4689 = stablehlo.constant dense<0.999> : tensor<192x768xf32>
    %4690 = stablehlo.multiply %4689, %v.blocks.1.mlp.fc1.w : tensor<192x768xf32>
    %4691 = stablehlo.constant dense<0.001> : tensor<192x768xf32>
    %4692 = stablehlo.multiply %3592, %3592 : tensor<192x768xf32>
    %4693 = stablehlo.multiply %4691, %4692 : tensor<192x768xf32>
    %4694 = stablehlo.add %4690, %4693 : tensor<192x768xf32>
    %4695 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %4696 = stablehlo.divide %4688, %4695 : tensor<192x768xf32>
    %4697 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %4698 = stablehlo.divide %4694, %4697 : tensor<192x768xf32>
    %4699 = stablehlo.sqrt %4698 : tensor<192x768xf32>
    %4700 = stablehlo.constant dense<1.0e-08> : tensor<192x768xf32>
    %4701 = stablehlo.add %4699, %4700 : tensor<192x768xf32>
    %4702 = stablehlo.divide %4696, %4701 : tensor<192x768xf32>
    %4703 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %4704 = stablehlo.multiply %4703, %m.blocks.1.mlp.fc1.b : tensor<768xf32>
    %4705 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %4706 = stablehlo.multiply %4705, %3597 : tensor<768xf32>
    %4707 = stablehlo.add %4704, %4706 : tensor<768xf32>
    %4708 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %4709 = stablehlo.multiply %4708, %v.blocks.1.mlp.fc1.b : tensor<768xf32>
    %4710 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %4711 = stablehlo.multiply %3597, %3597 : tensor<768xf32>
    %4712 = stablehlo.multiply %4710, %4711 : tensor<768xf32>
    %4713 = stablehlo.add %4709, %4712 : tensor<768xf32>
    %4714 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %4715 = stablehlo.divide %4707, %4714 : tensor<768xf32>
    %4716 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %4717 = stablehlo.divide %4713, %4716 : tensor<768xf32>
    %4718 = stablehlo.sqrt %4717 : tensor<768xf32>
    %4719 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %4720 = stablehlo.add %4718, %4719 : tensor<768xf32>
    %4721 = stablehlo.divide %4715, %4720 : tensor<768xf32>
    %4722 = stablehlo.constant dense<0.9> : tensor<768x192xf32>
    %4723 = stablehlo.multiply %4722, %m.blocks.1.mlp.fc2.w : tensor<768x192xf32>
    %4724 = stablehlo.constant dense<0.1> : tensor<768x192xf32>
    %4725 = stablehlo.multiply %4724, %3602 : tensor<768x192xf32>
    %4726 = stablehlo.add %4723, %4725 : tensor<768x192xf32>
    %4727 = stablehlo.constant dense<0.999> : tensor<768x192xf32>
    %4728 = stablehlo.multiply %4727, %v.blocks.1.mlp.fc2.w : tensor<768x192xf32>
    %4729 = stablehlo.constant dense<0.001> : tensor<768x192xf32>
    %4730 = stablehlo.multiply %3602, %3602 : tensor<768x192xf32>
    %4731 = stablehlo.multiply %4729, %4730 : tensor<768x192xf32>
    %4732 = stablehlo.add %4728, %4731 : tensor<768x192xf32>
    %4733 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %4734 = stablehlo.divide %4726, %4733 : tensor<768x192xf32>
    %4735 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %4736 = stablehlo.divide %4732, %4735 : tensor<768x192xf32>
    %4737 = stablehlo.sqrt %4736 : tensor<768x192xf32>
    %4738 = stablehlo.constant dense<1.0e-08> : tensor<768x192xf32>
    %4739 = stablehlo.add %4737, %4738 : tensor<768x192xf32>
    %4740 = stablehlo.divide %4734, %4739 : tensor<768x192xf32>
    %4741 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4742 = stablehlo.multiply %4741, %m.blocks.1.mlp.fc2.b : tensor<192xf32>
    %4743 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4744 = stablehlo.multiply %4743, %3607 : tensor<192xf32>
    %4745 = stablehlo.add %4742, %4744 : tensor<192xf32>
    %4746 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4747 = stablehlo.multiply %4746, %v.blocks.1.mlp.fc2.b : tensor<192xf32>
    %4748 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4749 = stablehlo.multiply %3607, %3607 : tensor<192xf32>
    %4750 = stablehlo.multiply %4748, %4749 : tensor<192xf32>
    %4751 = stablehlo.add %4747, %4750 : tensor<192xf32>
    %4752 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4753 = stablehlo.divide %4745, %4752 : tensor<192xf32>
    %4754 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4755 = stablehlo.divide %4751, %4754 : tensor<192xf32>
    %4756 = stablehlo.sqrt %4755 : tensor<192xf32>
    %4757 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4758 = stablehlo.add %4756, %4757 : tensor<192xf32>
    %4759 = stablehlo.divide %4753, %4758 : tensor<192xf32>
    %4760 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4761 = stablehlo.multiply %4760, %m.blocks.2.norm1.g : tensor<192xf32>
    %4762 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4763 = stablehlo.multiply %4762, %3612 : tensor<192xf32>
    %4764 = stablehlo.add %4761, %4763 : tensor<192xf32>
    %4765 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4766 = stablehlo.multiply %4765, %v.blocks.2.norm1.g : tensor<192xf32>
    %4767 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4768 = stablehlo.multiply %3612, %3612 : tensor<192xf32>
    %4769 = stablehlo.multiply %4767, %4768 : tensor<192xf32>
    %4770 = stablehlo.add %4766, %4769 : tensor<192xf32>
    %4771 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4772 = stablehlo.divide %4764, %4771 : tensor<192xf32>
    %4773 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4774 = stablehlo.divide %4770, %4773 : tensor<192xf32>
    %4775 = stablehlo.sqrt %4774 : tensor<192xf32>
    %4776 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4777 = stablehlo.add %4775, %4776 : tensor<192xf32>
    %4778 = stablehlo.divide %4772, %4777 : tensor<192xf32>
    %4779 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4780 = stablehlo.multiply %4779, %m.blocks.2.norm1.b : tensor<192xf32>
    %4781 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4782 = stablehlo.multiply %4781, %3617 : tensor<192xf32>
    %4783 = stablehlo.add %4780, %4782 : tensor<192xf32>
    %4784 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4785 = stablehlo.multiply %4784, %v.blocks.2.norm1.b : tensor<192xf32>
    %4786 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4787 = stablehlo.multiply %3617, %3617 : tensor<192xf32>
    %4788 = stablehlo.multiply %4786, %4787 : tensor<192xf32>
    %4789 = stablehlo.add %4785, %4788 : tensor<192xf32>
    %4790 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4791 = stablehlo.divide %4783, %4790 : tensor<192xf32>
    %4792 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4793 = stablehlo.divide %4789, %4792 : tensor<192xf32>
    %4794 = stablehlo.sqrt %4793 : tensor<192xf32>
    %4795 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4796 = stablehlo.add %4794, %4795 : tensor<192xf32>
    %4797 = stablehlo.divide %4791, %4796 : tensor<192xf32>
    %4798 = stablehlo.constant dense<0.9> : tensor<192x576xf32>
    %4799 = stablehlo.multiply %4798, %m.blocks.2.attn.qkv.w : tensor<192x576xf32>
    %4800 = stablehlo.constant dense<0.1> : tensor<192x576xf32>
    %4801 = stablehlo.multiply %4800, %3622 : tensor<192x576xf32>
    %4802 = stablehlo.add %4799, %4801 : tensor<192x576xf32>
    %4803 = stablehlo.constant dense<0.999> : tensor<192x576xf32>
    %4804 = stablehlo.multiply %4803, %v.blocks.2.attn.qkv.w : tensor<192x576xf32>
    %4805 = stablehlo.constant dense<0.001> : tensor<192x576xf32>
    %4806 = stablehlo.multiply %3622, %3622 : tensor<192x576xf32>
    %4807 = stablehlo.multiply %4805, %4806 : tensor<192x576xf32>
    %4808 = stablehlo.add %4804, %4807 : tensor<192x576xf32>
    %4809 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x576xf32>
    %4810 = stablehlo.divide %4802, %4809 : tensor<192x576xf32>
    %4811 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x576xf32>
    %4812 = stablehlo.divide %4808, %4811 : tensor<192x576xf32>
    %4813 = stablehlo.sqrt %4812 : tensor<192x576xf32>
    %4814 = stablehlo.constant dense<1.0e-08> : tensor<192x576xf32>
    %4815 = stablehlo.add %4813, %4814 : tensor<192x576xf32>
    %4816 = stablehlo.divide %4810, %4815 : tensor<192x576xf32>
    %4817 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %4818 = stablehlo.multiply %4817, %m.blocks.2.attn.qkv.b : tensor<576xf32>
    %4819 = stablehlo.constant dense<0.1> : tensor<576xf32>
    %4820 = stablehlo.multiply %4819, %3627 : tensor<576xf32>
    %4821 = stablehlo.add %4818, %4820 : tensor<576xf32>
    %4822 = stablehlo.constant dense<0.999> : tensor<576xf32>
    %4823 = stablehlo.multiply %4822, %v.blocks.2.attn.qkv.b : tensor<576xf32>
    %4824 = stablehlo.constant dense<0.001> : tensor<576xf32>
    %4825 = stablehlo.multiply %3627, %3627 : tensor<576xf32>
    %4826 = stablehlo.multiply %4824, %4825 : tensor<576xf32>
    %4827 = stablehlo.add %4823, %4826 : tensor<576xf32>
    %4828 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %4829 = stablehlo.divide %4821, %4828 : tensor<576xf32>
    %4830 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %4831 = stablehlo.divide %4827, %4830 : tensor<576xf32>
    %4832 = stablehlo.sqrt %4831 : tensor<576xf32>
    %4833 = stablehlo.constant dense<1.0e-08> : tensor<576xf32>
    %4834 = stablehlo.add %4832, %4833 : tensor<576xf32>
    %4835 = stablehlo.divide %4829, %4834 : tensor<576xf32>
    %4836 = stablehlo.constant dense<0.9> : tensor<192x192xf32>
    %4837 = stablehlo.multiply %4836, %m.blocks.2.attn.proj.w : tensor<192x192xf32>
    %4838 = stablehlo.constant dense<0.1> : tensor<192x192xf32>
    %4839 = stablehlo.multiply %4838, %3632 : tensor<192x192xf32>
    %4840 = stablehlo.add %4837, %4839 : tensor<192x192xf32>
    %4841 = stablehlo.constant dense<0.999> : tensor<192x192xf32>
    %4842 = stablehlo.multiply %4841, %v.blocks.2.attn.proj.w : tensor<192x192xf32>
    %4843 = stablehlo.constant dense<0.001> : tensor<192x192xf32>
    %4844 = stablehlo.multiply %3632, %3632 : tensor<192x192xf32>
    %4845 = stablehlo.multiply %4843, %4844 : tensor<192x192xf32>
    %4846 = stablehlo.add %4842, %4845 : tensor<192x192xf32>
    %4847 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x192xf32>
    %4848 = stablehlo.divide %4840, %4847 : tensor<192x192xf32>
    %4849 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x192xf32>
    %4850 = stablehlo.divide %4846, %4849 : tensor<192x192xf32>
    %4851 = stablehlo.sqrt %4850 : tensor<192x192xf32>
    %4852 = stablehlo.constant dense<1.0e-08> : tensor<192x192xf32>
    %4853 = stablehlo.add %4851, %4852 : tensor<192x192xf32>
    %4854 = stablehlo.divide %4848, %4853 : tensor<192x192xf32>
    %4855 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4856 = stablehlo.multiply %4855, %m.blocks.2.attn.proj.b : tensor<192xf32>
    %4857 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4858 = stablehlo.multiply %4857, %3637 : tensor<192xf32>
    %4859 = stablehlo.add %4856, %4858 : tensor<192xf32>
    %4860 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4861 = stablehlo.multiply %4860, %v.blocks.2.attn.proj.b : tensor<192xf32>
    %4862 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4863 = stablehlo.multiply %3637, %3637 : tensor<192xf32>
    %4864 = stablehlo.multiply %4862, %4863 : tensor<192xf32>
    %4865 = stablehlo.add %4861, %4864 : tensor<192xf32>
    %4866 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4867 = stablehlo.divide %4859, %4866 : tensor<192xf32>
    %4868 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4869 = stablehlo.divide %4865, %4868 : tensor<192xf32>
    %4870 = stablehlo.sqrt %4869 : tensor<192xf32>
    %4871 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4872 = stablehlo.add %4870, %4871 : tensor<192xf32>
    %4873 = stablehlo.divide %4867, %4872 : tensor<192xf32>
    %4874 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4875 = stablehlo.multiply %4874, %m.blocks.2.norm2.g : tensor<192xf32>
    %4876 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4877 = stablehlo.multiply %4876, %3642 : tensor<192xf32>
    %4878 = stablehlo.add %4875, %4877 : tensor<192xf32>
    %4879 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4880 = stablehlo.multiply %4879, %v.blocks.2.norm2.g : tensor<192xf32>
    %4881 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4882 = stablehlo.multiply %3642, %3642 : tensor<192xf32>
    %4883 = stablehlo.multiply %4881, %4882 : tensor<192xf32>
    %4884 = stablehlo.add %4880, %4883 : tensor<192xf32>
    %4885 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4886 = stablehlo.divide %4878, %4885 : tensor<192xf32>
    %4887 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4888 = stablehlo.divide %4884, %4887 : tensor<192xf32>
    %4889 = stablehlo.sqrt %4888 : tensor<192xf32>
    %4890 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4891 = stablehlo.add %4889, %4890 : tensor<192xf32>
    %4892 = stablehlo.divide %4886, %4891 : tensor<192xf32>
    %4893 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4894 = stablehlo.multiply %4893, %m.blocks.2.norm2.b : tensor<192xf32>
    %4895 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4896 = stablehlo.multiply %4895, %3647 : tensor<192xf32>
    %4897 = stablehlo.add %4894, %4896 : tensor<192xf32>
    %4898 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4899 = stablehlo.multiply %4898, %v.blocks.2.norm2.b : tensor<192xf32>
    %4900 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4901 = stablehlo.multiply %3647, %3647 : tensor<192xf32>
    %4902 = stablehlo.multiply %4900, %4901 : tensor<192xf32>
    %4903 = stablehlo.add %4899, %4902 : tensor<192xf32>
    %4904 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4905 = stablehlo.divide %4897, %4904 : tensor<192xf32>
    %4906 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4907 = stablehlo.divide %4903, %4906 : tensor<192xf32>
    %4908 = stablehlo.sqrt %4907 : tensor<192xf32>
    %4909 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4910 = stablehlo.add %4908, %4909 : tensor<192xf32>
    %4911 = stablehlo.divide %4905, %4910 : tensor<192xf32>
    %4912 = stablehlo.constant dense<0.9> : tensor<192x768xf32>
    %4913 = stablehlo.multiply %4912, %m.blocks.2.mlp.fc1.w : tensor<192x768xf32>
    %4914 = stablehlo.constant dense<0.1> : tensor<192x768xf32>
    %4915 = stablehlo.multiply %4914, %3652 : tensor<192x768xf32>
    %4916 = stablehlo.add %4913, %4915 : tensor<192x768xf32>
    %4917 = stablehlo.constant dense<0.999> : tensor<192x768xf32>
    %4918 = stablehlo.multiply %4917, %v.blocks.2.mlp.fc1.w : tensor<192x768xf32>
    %4919 = stablehlo.constant dense<0.001> : tensor<192x768xf32>
    %4920 = stablehlo.multiply %3652, %3652 : tensor<192x768xf32>
    %4921 = stablehlo.multiply %4919, %4920 : tensor<192x768xf32>
    %4922 = stablehlo.add %4918, %4921 : tensor<192x768xf32>
    %4923 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %4924 = stablehlo.divide %4916, %4923 : tensor<192x768xf32>
    %4925 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %4926 = stablehlo.divide %4922, %4925 : tensor<192x768xf32>
    %4927 = stablehlo.sqrt %4926 : tensor<192x768xf32>
    %4928 = stablehlo.constant dense<1.0e-08> : tensor<192x768xf32>
    %4929 = stablehlo.add %4927, %4928 : tensor<192x768xf32>
    %4930 = stablehlo.divide %4924, %4929 : tensor<192x768xf32>
    %4931 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %4932 = stablehlo.multiply %4931, %m.blocks.2.mlp.fc1.b : tensor<768xf32>
    %4933 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %4934 = stablehlo.multiply %4933, %3657 : tensor<768xf32>
    %4935 = stablehlo.add %4932, %4934 : tensor<768xf32>
    %4936 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %4937 = stablehlo.multiply %4936, %v.blocks.2.mlp.fc1.b : tensor<768xf32>
    %4938 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %4939 = stablehlo.multiply %3657, %3657 : tensor<768xf32>
    %4940 = stablehlo.multiply %4938, %4939 : tensor<768xf32>
    %4941 = stablehlo.add %4937, %4940 : tensor<768xf32>
    %4942 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %4943 = stablehlo.divide %4935, %4942 : tensor<768xf32>
    %4944 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %4945 = stablehlo.divide %4941, %4944 : tensor<768xf32>
    %4946 = stablehlo.sqrt %4945 : tensor<768xf32>
    %4947 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %4948 = stablehlo.add %4946, %4947 : tensor<768xf32>
    %4949 = stablehlo.divide %4943, %4948 : tensor<768xf32>
    %4950 = stablehlo.constant dense<0.9> : tensor<768x192xf32>
    %4951 = stablehlo.multiply %4950, %m.blocks.2.mlp.fc2.w : tensor<768x192xf32>
    %4952 = stablehlo.constant dense<0.1> : tensor<768x192xf32>
    %4953 = stablehlo.multiply %4952, %3662 : tensor<768x192xf32>
    %4954 = stablehlo.add %4951, %4953 : tensor<768x192xf32>
    %4955 = stablehlo.constant dense<0.999> : tensor<768x192xf32>
    %4956 = stablehlo.multiply %4955, %v.blocks.2.mlp.fc2.w : tensor<768x192xf32>
    %4957 = stablehlo.constant dense<0.001> : tensor<768x192xf32>
    %4958 = stablehlo.multiply %3662, %3662 : tensor<768x192xf32>
    %4959 = stablehlo.multiply %4957, %4958 : tensor<768x192xf32>
    %4960 = stablehlo.add %4956, %4959 : tensor<768x192xf32>
    %4961 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %4962 = stablehlo.divide %4954, %4961 : tensor<768x192xf32>
    %4963 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %4964 = stablehlo.divide %4960, %4963 : tensor<768x192xf32>
    %4965 = stablehlo.sqrt %4964 : tensor<768x192xf32>
    %4966 = stablehlo.constant dense<1.0e-08> : tensor<768x192xf32>
    %4967 = stablehlo.add %4965, %4966 : tensor<768x192xf32>
    %4968 = stablehlo.divide %4962, %4967 : tensor<768x192xf32>
    %4969 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4970 = stablehlo.multiply %4969, %m.blocks.2.mlp.fc2.b : tensor<192xf32>
    %4971 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4972 = stablehlo.multiply %4971, %3667 : tensor<192xf32>
    %4973 = stablehlo.add %4970, %4972 : tensor<192xf32>
    %4974 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4975 = stablehlo.multiply %4974, %v.blocks.2.mlp.fc2.b : tensor<192xf32>
    %4976 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4977 = stablehlo.multiply %3667, %3667 : tensor<192xf32>
    %4978 = stablehlo.multiply %4976, %4977 : tensor<192xf32>
    %4979 = stablehlo.add %4975, %4978 : tensor<192xf32>
    %4980 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4981 = stablehlo.divide %4973, %4980 : tensor<192xf32>
    %4982 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4983 = stablehlo.divide %4979, %4982 : tensor<192xf32>
    %4984 = stablehlo.sqrt %4983 : tensor<192xf32>
    %4985 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4986 = stablehlo.add %4984, %4985 : tensor<192xf32>
    %4987 = stablehlo.divide %4981, %4986 : tensor<192xf32>
    %4988 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4989 = stablehlo.multiply %4988, %m.blocks.3.norm1.g : tensor<192xf32>
    %4990 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4991 = stablehlo.multiply %4990, %3672 : tensor<192xf32>
    %4992 = stablehlo.add %4989, %4991 : tensor<192xf32>
    %4993 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4994 = stablehlo.multiply %4993, %v.blocks.3.norm1.g : tensor<192xf32>
    %4995 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4996 = stablehlo.multiply %3672, %3672 : tensor<192xf32>
    %4997 = stablehlo.multiply %4995, %4996 : tensor<192xf32>
    %4998 = stablehlo.add %4994, %4997 : tensor<192xf32>
    %4999 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5000 = stablehlo.divide %4992, %4999 : tensor<192xf32>
    %5001 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5002 = stablehlo.divide %4998, %5001 : tensor<192xf32>
    %5003 = stablehlo.sqrt %5002 : tensor<192xf32>
    %5004 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %5005 = stablehlo.add %5003, %5004 : tensor<192xf32>
    %5006 = stablehlo.divide %5000, %5005 : tensor<192xf32>
    %5007 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %5008 = stablehlo.multiply %5007, %m.blocks.3.norm1.b : tensor<192xf32>
    %5009 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %5010 = stablehlo.multiply %5009, %3677 : tensor<192xf32>
    %5011 = stablehlo.add %5008, %5010 : tensor<192xf32>
    %5012 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %5013 = stablehlo.multiply %5012, %v.blocks.3.norm1.b : tensor<192xf32>
    %5014 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %5015 = stablehlo.multiply %3677, %3677 : tensor<192xf32>
    %5016 = stablehlo.multiply %5014, %5015 : tensor<192xf32>
    %5017 = stablehlo.add %5013, %5016 : tensor<192xf32>
    %5018 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5019 = stablehlo.divide %5011, %5018 : tensor<192xf32>
    %5020 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5021 = stablehlo.divide %5017, %5020 : tensor<192xf32>
    %5022 = stablehlo.sqrt %5021 : tensor<192xf32>
    %5023 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %5024 = stablehlo.add %5022, %5023 : tensor<192xf32>
    %5025 = stablehlo.divide %5019, %5024 : tensor<192xf32>
    %5026 = stablehlo.constant dense<0.9> : tensor<192x576xf32>
    %5027 = stablehlo.multiply %5026, %m.blocks.3.attn.qkv.w : tensor<192x576xf32>
    %5028 = stablehlo.constant dense<0.1> : tensor<192x576xf32>
    %5029 = stablehlo.multiply %5028, %3682 : tensor<192x576xf32>
    %5030 = stablehlo.add %5027, %5029 : tensor<192x576xf32>
    %5031 = stablehlo.constant dense<0.999> : tensor<192x576xf32>
    %5032 = stablehlo.multiply %5031, %v.blocks.3.attn.qkv.w : tensor<192x576xf32>
    %5033 = stablehlo.constant dense<0.001> : tensor<192x576xf32>
    %5034 = stablehlo.multiply %3682, %3682 : tensor<192x576xf32>
    %5035 = stablehlo.multiply %5033, %5034 : tensor<192x576xf32>
    %5036 = stablehlo.add %5032, %5035 : tensor<192x576xf32>
    %5037 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x576xf32>
    %5038 = stablehlo.divide %5030, %5037 : tensor<192x576xf32>
    %5039 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x576xf32>
    %5040 = stablehlo.divide %5036, %5039 : tensor<192x576xf32>
    %5041 = stablehlo.sqrt %5040 : tensor<192x576xf32>
    %5042 = stablehlo.constant dense<1.0e-08> : tensor<192x576xf32>
    %5043 = stablehlo.add %5041, %5042 : tensor<192x576xf32>
    %5044 = stablehlo.divide %5038, %5043 : tensor<192x576xf32>
    %5045 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %5046 = stablehlo.multiply %5045, %m.blocks.3.attn.qkv.b : tensor<576xf32>
    %5047 = stablehlo.constant dense<0.1> : tensor<576xf32>
    %5048 = stablehlo.multiply %5047, %3687 : tensor<576xf32>
    %5049 = stablehlo.add %5046, %5048 : tensor<576xf32>
    %5050 = stablehlo.constant dense<0.999> : tensor<576xf32>
    %5051 = stablehlo.multiply %5050, %v.blocks.3.attn.qkv.b : tensor<576xf32>
    %5052 = stablehlo.constant dense<0.001> : tensor<576xf32>
    %5053 = stablehlo.multiply %3687, %3687 : tensor<576xf32>
    %5054 = stablehlo.multiply %5052, %5053 : tensor<576xf32>
    %5055 = stablehlo.add %5051, %5054 : tensor<576xf32>
    %5056 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %5057 = stablehlo.divide %5049, %5056 : tensor<576xf32>
    %5058 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %5059 = stablehlo.divide %5055, %5058 : tensor<576xf32>
    %5060 = stablehlo.sqrt %5059 : tensor<576xf32>
    %5061 = stablehlo.constant dense<1.0e-08> : tensor<576xf32>
    %5062 = stablehlo.add %5060, %5061 : tensor<576xf32>
    %5063 = stablehlo.divide %5057, %5062 : tensor<576xf32>
    %5064 = stablehlo.constant dense<0.9> : tensor<192x192xf32>
    %5065 = stablehlo.multiply %5064, %m.blocks.3.attn.proj.w : tensor<192x192xf32>
    %5066 = stablehlo.constant dense<0.1> : tensor<192x192xf32>
    %5067 = stablehlo.multiply %5066, %3692 : tensor<192x192xf32>
    %5068 = stablehlo.add %5065, %5067 : tensor<192x192xf32>
    %5069 = stablehlo.constant dense<0.999> : tensor<192x192xf32>
    %5070 = stablehlo.multiply %5069, %v.blocks.3.attn.proj.w : tensor<192x192xf32>
    %5071 = stablehlo.constant dense<0.001> : tensor<192x192xf32>
    %5072 = stablehlo.multiply %3692, %3692 : tensor<192x192xf32>
    %5073 = stablehlo.multiply %5071, %5072 : tensor<192x192xf32>
    %5074 = stablehlo.add %5070, %5073 : tensor<192x192xf32>
    %5075 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x192xf32>
    %5076 = stablehlo.divide %5068, %5075 : tensor<192x192xf32>
    %5077 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x192xf32>
    %5078 = stablehlo.divide %5074, %5077 : tensor<192x192xf32>
    %5079 = stablehlo.sqrt %5078 : tensor<192x192xf32>
    %5080 = stablehlo.constant dense<1.0e-08> : tensor<192x192xf32>
    %5081 = stablehlo.add %5079, %5080 : tensor<192x192xf32>
    %5082 = stablehlo.divide %5076, %5081 : tensor<192x192xf32>
    %5083 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %5084 = stablehlo.multiply %5083, %m.blocks.3.attn.proj.b : tensor<192xf32>
    %5085 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %5086 = stablehlo.multiply %5085, %3697 : tensor<192xf32>
    %5087 = stablehlo.add %5084, %5086 : tensor<192xf32>
    %5088 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %5089 = stablehlo.multiply %5088, %v.blocks.3.attn.proj.b : tensor<192xf32>
    %5090 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %5091 = stablehlo.multiply %3697, %3697 : tensor<192xf32>
    %5092 = stablehlo.multiply %5090, %5091 : tensor<192xf32>
    %5093 = stablehlo.add %5089, %5092 : tensor<192xf32>
    %5094 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5095 = stablehlo.divide %5087, %5094 : tensor<192xf32>
    %5096 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5097 = stablehlo.divide %5093, %5096 : tensor<192xf32>
    %5098 = stablehlo.sqrt %5097 : tensor<192xf32>
    %5099 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %5100 = stablehlo.add %5098, %5099 : tensor<192xf32>
    %5101 = stablehlo.divide %5095, %5100 : tensor<192xf32>
    %5102 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %5103 = stablehlo.multiply %5102, %m.blocks.3.norm2.g : tensor<192xf32>
    %5104 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %5105 = stablehlo.multiply %5104, %3702 : tensor<192xf32>
    %5106 = stablehlo.add %5103, %5105 : tensor<192xf32>
    %5107 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %5108 = stablehlo.multiply %5107, %v.blocks.3.norm2.g : tensor<192xf32>
    %5109 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %5110 = stablehlo.multiply %3702, %3702 : tensor<192xf32>
    %5111 = stablehlo.multiply %5109, %5110 : tensor<192xf32>
    %5112 = stablehlo.add %5108, %5111 : tensor<192xf32>
    %5113 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5114 = stablehlo.divide %5106, %5113 : tensor<192xf32>
    %5115 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5116 = stablehlo.divide %5112, %5115 : tensor<192xf32>
    %5117 = stablehlo.sqrt %5116 : tensor<192xf32>
    %5118 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %5119 = stablehlo.add %5117, %5118 : tensor<192xf32>
    %5120 = stablehlo.divide %5114, %5119 : tensor<192xf32>
    %5121 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %5122 = stablehlo.multiply %5121, %m.blocks.3.norm2.b : tensor<192xf32>
    %5123 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %5124 = stablehlo.multiply %5123, %3707 : tensor<192xf32>
    %5125 = stablehlo.add %5122, %5124 : tensor<192xf32>
    %5126 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %5127 = stablehlo.multiply %5126, %v.blocks.3.norm2.b : tensor<192xf32>
    %5128 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %5129 = stablehlo.multiply %3707, %3707 : tensor<192xf32>
    %5130 = stablehlo.multiply %5128, %5129 : tensor<192xf32>
    %5131 = stablehlo.add %5127, %5130 : tensor<192xf32>
    %5132 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5133 = stablehlo.divide %5125, %5132 : tensor<192xf32>
    %5134 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5135 = stablehlo.divide %5131, %5134 : tensor<192xf32>
    %5136 = stablehlo.sqrt %5135 : tensor<192xf32>
    %5137 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %5138 = stablehlo.add %5136, %5137 : tensor<192xf32>
    %5139 = stablehlo.divide %5133, %5138 : tensor<192xf32>
    %5140 = stablehlo.constant dense<0.9> : tensor<192x768xf32>
    %5141 = stablehlo.multiply %5140, %m.blocks.3.mlp.fc1.w : tensor<192x768xf32>
    %5142 = stablehlo.constant dense<0.1> : tensor<192x768xf32>
    %5143 = stablehlo.multiply %5142, %3712 : tensor<192x768xf32>
    %5144 = stablehlo.add %5141, %5143 : tensor<192x768xf32>
    %5145 = stablehlo.constant dense<0.999> : tensor<192x768xf32>
    %5146 = stablehlo.multiply %5145, %v.blocks.3.mlp.fc1.w : tensor<192x768xf32>
    %5147 = stablehlo.constant dense<0.001> : tensor<192x768xf32>
    %5148 = stablehlo.multiply %3712, %3712 : tensor<192x768xf32>
    %5149 = stablehlo.multiply %5147, %5148 : tensor<192x768xf32>
    %5150 = stablehlo.add %5146, %5149 : tensor<192x768xf32>
    %5151 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %5152 = stablehlo.divide %5144, %5151 : tensor<192x768xf32>
    %5153 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %5154 = stablehlo.divide %5150, %5153 : tensor<192x768xf32>
    %5155 = stablehlo.sqrt %5154 : tensor<192x768xf32>
    %5156 = stablehlo.constant dense<1.0e-08> : tensor<192x768xf32>
    %5157 = stablehlo.add %5155, %5156 : tensor<192x768xf32>
    %5158 = stablehlo.divide %5152, %5157 : tensor<192x768xf32>
    %5159 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %5160 = stablehlo.multiply %5159, %m.blocks.3.mlp.fc1.b : tensor<768xf32>
    %5161 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %5162 = stablehlo.multiply %5161, %3717 : tensor<768xf32>
    %5163 = stablehlo.add %5160, %5162 : tensor<768xf32>
    %5164 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %5165 = stablehlo.multiply %5164, %v.blocks.3.mlp.fc1.b : tensor<768xf32>
    %5166 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %5167 = stablehlo.multiply %3717, %3717 : tensor<768xf32>
    %5168 = stablehlo.multiply %5166, %5167 : tensor<768xf32>
    %5169 = stablehlo.add %5165, %5168 : tensor<768xf32>
    %5170 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %5171 = stablehlo.divide %5163, %5170 : tensor<768xf32>
    %5172 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %5173 = stablehlo.divide %5169, %5172 : tensor<768xf32>
    %5174 = stablehlo.sqrt %5173 : tensor<768xf32>
    %5175 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %5176 = stablehlo.add %5174, %5175 : tensor<768xf32>
    %5177 = stablehlo.divide %5171, %5176 : tensor<768xf32>
    %5178 = stablehlo.constant dense<0.9> : tensor<768x192xf32>
    %5179 = stablehlo.multiply %5178, %m.blocks.3.mlp.fc2.w : tensor<768x192xf32>
    %5180 = stablehlo.constant dense<0.1> : tensor<768x192xf32>
    %5181 = stablehlo.multiply %5180, %3722 : tensor<768x192xf32>
    %5182 = stablehlo.add %5179, %5181 : tensor<768x192xf32>
    %5183 = stablehlo.constant dense<0.999> : tensor<768x192xf32>
    %5184 = stablehlo.multiply %5183, %v.blocks.3.mlp.fc2.w : tensor<768x192xf32>
    %5185 = stablehlo.constant dense<0.001> : tensor<768x192xf32>
    %5186 = stablehlo.multiply %3722, %3722 : tensor<768x192xf32>
    %5187 = stablehlo.multiply %5185, %5186 : tensor<768x192xf32>
    %5188 = stablehlo.add %5184, %5187 : tensor<768x192xf32>
    %5189 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %5190 = stablehlo.divide %5182, %5189 : tensor<768x192xf32>
    %5191 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %5192 = stablehlo.divide %5188, %5191 : tensor<768x192xf32>
    %5193 = stablehlo.sqrt %5192 : tensor<768x192xf32>
    %5194 = stablehlo.constant dense<1.0e-08> : tensor<768x192xf32>
    %5195 = stablehlo.add %5193, %5194 : tensor<768x192xf32>
    %5196 = stablehlo.divide %5190, %5195 : tensor<768x192xf32>
    %5197 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %5198 = stablehlo.multiply %5197, %m.blocks.3.mlp.fc2.b : tensor<192xf32>
    %5199 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %5200 = stablehlo.multiply %5199, %3727 : tensor<192xf32>
    %5201 = stablehlo.add %5198, %5200 : tensor<192xf32>
    %5202 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %5203 = stablehlo.multiply %5202, %v.blocks.3.mlp.fc2.b : tensor<192xf32>
    %5204 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %5205 = stablehlo.multiply %3727, %3727 : tensor<192xf32>
    %5206 = stablehlo.multiply %5204, %5205 : tensor<192xf32>
    %5207 = stablehlo.add %5203, %5206 : tensor<192xf32>
    %5208 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5209 = stablehlo.divide %5201, %5208 : tensor<192xf32>
    %5210 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5211 = stablehlo.divide %5207, %5210 : tensor<192xf32>
    %5212 = stablehlo.sqrt %5211 : tensor<192xf32>
    %5213 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %5214 = stablehlo.add %5212, %5213 : tensor<192xf32>
    %5215 = stablehlo.divide %5209, %5214 : tensor<192xf32>
    %5216 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %5217 = stablehlo.multiply %5216, %m.blocks.4.norm1.g : tensor<192xf32>
    %5218 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %5219 = stablehlo.multiply %5218, %3732 : tensor<192xf32>
    %5220 = stablehlo.add %5217, %5219 : tensor<192xf32>
    %5221 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %5222 = stablehlo.multiply %5221, %v.blocks.4.norm1.g : tensor<192xf32>
    %5223 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %5224 = stablehlo.multiply %3732, %3732 : tensor<192xf32>
    %5225 = stablehlo.multiply %5223, %5224 : tensor<192xf32>
    %5226 = stablehlo.add %5222, %5225 : tensor<192xf32>
    %5227 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5228 = stablehlo.divide %5220, %5227 : tensor<192xf32>
    %5229 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5230 = stablehlo.divide %5226, %5229 : tensor<192xf32>
    %5231 = stablehlo.sqrt %5230 : tensor<192xf32>
    %5232 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %5233 = stablehlo.add %5231, %5232 : tensor<192xf32>
    %5234 = stablehlo.divide %5228, %5233 : tensor<192xf32>
    %5235 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %5236 = stablehlo.multiply %5235, %m.blocks.4.norm1.b : tensor<192xf32>
    %5237 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %5238 = stablehlo.multiply %5237, %3737 : tensor<192xf32>
    %5239 = stablehlo.add %5236, %5238 : tensor<192xf32>
    %5240 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %5241 = stablehlo.multiply %5240, %v.blocks.4.norm1.b : tensor<192xf32>
    %5242 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %5243 = stablehlo.multiply %3737, %3737 : tensor<192xf32>
    %5244 = stablehlo.multiply %5242, %5243 : tensor<192xf32>
    %5245 = stablehlo.add %5241, %5244 : tensor<192xf32>
    %5246 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5247 = stablehlo.divide %5239, %5246 : tensor<192xf32>
    %5248 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5249 = stablehlo.divide %5245, %5248 : tensor<192xf32>
    %5250 = stablehlo.sqrt %5249 : tensor<192xf32>
    %5251 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %5252 = stablehlo.add %5250, %5251 : tensor<192xf32>
    %5253 = stablehlo.divide %5247, %5252 : tensor<192xf32>
    %5254 = stablehlo.constant dense<0.9> : tensor<192x576xf32>
    %5255 = stablehlo.multiply %5254, %m.blocks.4.attn.qkv.w : tensor<192x576xf32>
    %5256 = stablehlo.constant dense<0.1> : tensor<192x576xf32>
    %5257 = stablehlo.multiply %5256, %3742 : tensor<192x576xf32>
    %5258 = stablehlo.add %5255, %5257 : tensor<192x576xf32>
    %5259 = stablehlo.constant dense<0.999> : tensor<192x576xf32>
    %5260 = stablehlo.multiply %5259, %v.blocks.4.attn.qkv.w : tensor<192x576xf32>
    %5261 = stablehlo.constant dense<0.001> : tensor<192x576xf32>
    %5262 = stablehlo.multiply %3742, %3742 : tensor<192x576xf32>
    %5263 = stablehlo.multiply %5261, %5262 : tensor<192x576xf32>
    %5264 = stablehlo.add %5260, %5263 : tensor<192x576xf32>
    %5265 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x576xf32>
    %5266 = stablehlo.divide %5258, %5265 : tensor<192x576xf32>
    %5267 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x576xf32>
    %5268 = stablehlo.divide %5264, %5267 : tensor<192x576xf32>
    %5269 = stablehlo.sqrt %5268 : tensor<192x576xf32>
    %5270 = stablehlo.constant dense<1.0e-08> : tensor<192x576xf32>
    %5271 = stablehlo.add %5269, %5270 : tensor<192x576xf32>
    %5272 = stablehlo.divide %5266, %5271 : tensor<192x576xf32>
    %5273 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %5274 = stablehlo.multiply %5273, %m.blocks.4.attn.qkv.b : tensor<576xf32>
    %5275 = stablehlo.constant dense<0.1> : tensor<576xf32>
    %5276 = stablehlo.multiply %5275, %3747 : tensor<576xf32>
    %5277 = stablehlo.add %5274, %5276 : tensor<576xf32>
    %5278 = stablehlo.constant dense<0.999> : tensor<576xf32>
    %5279 = stablehlo.multiply %5278, %v.blocks.4.attn.qkv.b : tensor<576xf32>
    %5280 = stablehlo.constant dense<0.001> : tensor<576xf32>
    %5281 = stablehlo.multiply %3747, %3747 : tensor<576xf32>
    %5282 = stablehlo.multiply %5280, %5281 : tensor<576xf32>
    %5283 = stablehlo.add %5279, %5282 : tensor<576xf32>
    %5284 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %5285 = stablehlo.divide %5277, %5284 : tensor<576xf32>
    %5286 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %5287 = stablehlo.divide %5283, %5286 : tensor<576xf32>
    %5288 = stablehlo.sqrt %5287 : tensor<576xf32>
    %5289 = stablehlo.constant dense<1.0e-08> : tensor<576xf32>
    %5290 = stablehlo.add %5288, %5289 : tensor<576xf32>
    %5291 = stablehlo.divide %5285, %5290 : tensor<576xf32>
    %5292 = stablehlo.constant dense<0.9> : tensor<192x192xf32>
    %5293 = stablehlo.multiply %5292, %m.blocks.4.attn.proj.w : tensor<192x192xf32>
    %5294 = stablehlo.constant dense<0.1> : tensor<192x192xf32>
    %5295 = stablehlo.multiply %5294, %3752 : tensor<192x192xf32>
    %5296 = stablehlo.add %5293, %5295 : tensor<192x192xf32>
    %5297 = stablehlo.constant dense<0.999> : tensor<192x192xf32>
    %5298 = stablehlo.multiply %5297, %v.blocks.4.attn.proj.w : tensor<192x192xf32>
    %5299 = stablehlo.constant dense<0.001> : tensor<192x192xf32>
    %5300 = stablehlo.multiply %3752, %3752 : tensor<192x192xf32>
    %5301 = stablehlo.multiply %5299, %5300 : tensor<192x192xf32>
    %5302 = stablehlo.add %5298, %5301 : tensor<192x192xf32>
    %5303 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x192xf32>
    %5304 = stablehlo.divide %5296, %5303 : tensor<192x192xf32>
    %5305 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x192xf32>
    %5306 = stablehlo.divide %5302, %5305 : tensor<192x192xf32>
    %5307 = stablehlo.sqrt %5306 : tensor<192x192xf32>
    %5308 = stablehlo.constant dense<1.0e-08> : tensor<192x192xf32>
    %5309 = stablehlo.add %5307, %5308 : tensor<192x192xf32>
    %5310 = stablehlo.divide %5304, %5309 : tensor<192x192xf32>
    %5311 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %5312 = stablehlo.multiply %5311, %m.blocks.4.attn.proj.b : tensor<192xf32>
    %5313 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %5314 = stablehlo.multiply %5313, %3757 : tensor<192xf32>
    %5315 = stablehlo.add %5312, %5314 : tensor<192xf32>
    %5316 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %5317 = stablehlo.multiply %5316, %v.blocks.4.attn.proj.b : tensor<192xf32>
    %5318 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %5319 = stablehlo.multiply %3757, %3757 : tensor<192xf32>
    %5320 = stablehlo.multiply %5318, %5319 : tensor<192xf32>
    %5321 = stablehlo.add %5317, %5320 : tensor<192xf32>
    %5322 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5323 = stablehlo.divide %5315, %5322 : tensor<192xf32>
    %5324 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5325 = stablehlo.divide %5321, %5324 : tensor<192xf32>
    %5326 = stablehlo.sqrt %5325 : tensor<192xf32>
    %5327 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %5328 = stablehlo.add %5326, %5327 : tensor<192xf32>
    %5329 = stablehlo.divide %5323, %5328 : tensor<192xf32>
    %5330 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %5331 = stablehlo.multiply %5330, %m.blocks.4.norm2.g : tensor<192xf32>
    %5332 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %5333 = stablehlo.multiply %5332, %3762 : tensor<192xf32>
    %5334 = stablehlo.add %5331, %5333 : tensor<192xf32>
    %5335 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %5336 = stablehlo.multiply %5335, %v.blocks.4.norm2.g : tensor<192xf32>
    %5337 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %5338 = stablehlo.multiply %3762, %3762 : tensor<192xf32>
    %5339 = stablehlo.multiply %5337, %5338 : tensor<192xf32>
    %5340 = stablehlo.add %5336, %5339 : tensor<192xf32>
    %5341 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5342 = stablehlo.divide %5334, %5341 : tensor<192xf32>
    %5343 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5344 = stablehlo.divide %5340, %5343 : tensor<192xf32>
    %5345 = stablehlo.sqrt %5344 : tensor<192xf32>
    %5346 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %5347 = stablehlo.add %5345, %5346 : tensor<192xf32>
    %5348 = stablehlo.divide %5342, %5347 : tensor<192xf32>
    %5349 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %5350 = stablehlo.multiply %5349, %m.blocks.4.norm2.b : tensor<192xf32>
    %5351 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %5352 = stablehlo.multiply %5351, %3767 : tensor<192xf32>
    %5353 = stablehlo.add %5350, %5352 : tensor<192xf32>
    %5354 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %5355 = stablehlo.multiply %5354, %v.blocks.4.norm2.b : tensor<192xf32>
    %5356 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %5357 = stablehlo.multiply %3767, %3767 : tensor<192xf32>
    %5358 = stablehlo.multiply %5356, %5357 : tensor<192xf32>
    %5359 = stablehlo.add %5355, %5358 : tensor<192xf32>
    %5360 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5361 = stablehlo.divide %5353, %5360 : tensor<192xf32>
    %5362 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5363 = stablehlo.divide %5359, %5362 : tensor<192xf32>
    %5364 = stablehlo.sqrt %5363 : tensor<192xf32>
    %5365 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %5366 = stablehlo.add %5364, %5365 : tensor<192xf32>
    %5367 = stablehlo.divide %5361, %5366 : tensor<192xf32>
    %5368 = stablehlo.constant dense<0.9> : tensor<192x768xf32>
    %5369 = stablehlo.multiply %5368, %m.blocks.4.mlp.fc1.w : tensor<192x768xf32>
    %5370 = stablehlo.constant dense<0.1> : tensor<192x768xf32>
    %5371 = stablehlo.multiply %5370, %3772 : tensor<192x768xf32>
    %5372 = stablehlo.add %5369, %5371 : tensor<192x768xf32>
    %5373 = stablehlo.constant dense<0.999> : tensor<192x768xf32>
    %5374 = stablehlo.multiply %5373, %v.blocks.4.mlp.fc1.w : tensor<192x768xf32>
    %5375 = stablehlo.constant dense<0.001> : tensor<192x768xf32>
    %5376 = stablehlo.multiply %3772, %3772 : tensor<192x768xf32>
    %5377 = stablehlo.multiply %5375, %5376 : tensor<192x768xf32>
    %5378 = stablehlo.add %5374, %5377 : tensor<192x768xf32>
    %5379 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %5380 = stablehlo.divide %5372, %5379 : tensor<192x768xf32>
    %5381 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %5382 = stablehlo.divide %5378, %5381 : tensor<192x768xf32>
    %5383 = stablehlo.sqrt %5382 : tensor<192x768xf32>
    %5384 = stablehlo.constant dense<1.0e-08> : tensor<192x768xf32>
    %5385 = stablehlo.add %5383, %5384 : tensor<192x768xf32>
    %5386 = stablehlo.divide %5380, %5385 : tensor<192x768xf32>
    %5387 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %5388 = stablehlo.multiply %5387, %m.blocks.4.mlp.fc1.b : tensor<768xf32>
    %5389 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %5390 = stablehlo.multiply %5389, %3777 : tensor<768xf32>
    %5391 = stablehlo.add %5388, %5390 : tensor<768xf32>
    %5392 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %5393 = stablehlo.multiply %5392, %v.blocks.4.mlp.fc1.b : tensor<768xf32>
    %5394 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %5395 = stablehlo.multiply %3777, %3777 : tensor<768xf32>
    %5396 = stablehlo.multiply %5394, %5395 : tensor<768xf32>
    %5397 = stablehlo.add %5393, %5396 : tensor<768xf32>
    %5398 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %5399 = stablehlo.divide %5391, %5398 : tensor<768xf32>
    %5400 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %5401 = stablehlo.divide %5397, %5400 : tensor<768xf32>
    %5402 = stablehlo.sqrt %5401 : tensor<768xf32>
    %5403 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %5404 = stablehlo.add %5402, %5403 : tensor<768xf32>
    %5405 = stablehlo.divide %5399, %5404 : tensor<768xf32>
    %5406 = stablehlo.constant dense<0.9> : tensor<768x192xf32>
    %5407 = stablehlo.multiply %5406, %m.blocks.4.mlp.fc2.w : tensor<768x192xf32>
    %5408 = stablehlo.constant dense<0.1> : tensor<768x192xf32>
    %5409 = stablehlo.multiply %5408, %3782 : tensor<768x192xf32>
    %5410 = stablehlo.add %5407, %5409 : tensor<768x192xf32>
    %5411 = stablehlo.constant dense<0.999> : tensor<768x192xf32>
    %5412 = stablehlo.multiply %5411, %v.blocks.4.mlp.fc2.w : tensor<768x192xf32>
    %5413 = stablehlo.constant dense<0.001> : tensor<768x192xf32>
    %5414 = stablehlo.multiply %3782, %3782 : tensor<768x192xf32>
    %5415 = stablehlo.multiply %5413, %5414 : tensor<768x192xf32>
    %5416 = stablehlo.add %5412, %5415 : tensor<768x192xf32>
    %5417 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %5418 = stablehlo.divide %5410, %5417 : tensor<768x192xf32>
    %5419 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %5420 = stablehlo.divide %5416, %5419 : tensor<768x192xf32>
    %5421 = stablehlo.sqrt %5420 : tensor<768x192xf32>
    %5422 = stablehlo.constant dense<1.0e-08> : tensor<768x192xf32>
    %5423 = stablehlo.add %5421, %5422 : tensor<768x192xf32>
    %5424 = stablehlo.divide %5418, %5423 : tensor<768x192xf32>
    %5425 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %5426 = stablehlo.multiply %5425, %m.blocks.4.mlp.fc2.b : tensor<192xf32>
    %5427 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %5428 = stablehlo.multiply %5427, %3787 : tensor<192xf32>
    %5429 = stablehlo.add %5426, %5428 : tensor<192xf32>
    %5430 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %5431 = stablehlo.multiply %5430, %v.blocks.4.mlp.fc2.b : tensor<192xf32>
    %5432 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %5433 = stablehlo.multiply %3787, %3787 : tensor<192xf32>
    %5434 = stablehlo.multiply %5432, %5433 : tensor<192xf32>
    %5435 = stablehlo.add %5431, %5434 : tensor<192xf32>
    %5436 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5437 = stablehlo.divide %5429, %5436 : tensor<192xf32>
    %5438 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5439 = stablehlo.divide %5435, %5438 : tensor<192xf32>
    %5440 = stablehlo.sqrt %5439 : tensor<192xf32>
    %5441 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %5442 = stablehlo.add %5440, %5441 : tensor<192xf32>
    %5443 = stablehlo.divide %5437, %5442 : tensor<192xf32>
    %5444 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %5445 = stablehlo.multiply %5444, %m.blocks.5.norm1.g : tensor<192xf32>
    %5446 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %5447 = stablehlo.multiply %5446, %3792 : tensor<192xf32>
    %5448 = stablehlo.add %5445, %5447 : tensor<192xf32>
    %5449 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %5450 = stablehlo.multiply %5449, %v.blocks.5.norm1.g : tensor<192xf32>
    %5451 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %5452 = stablehlo.multiply %3792, %3792 : tensor<192xf32>
    %5453 = stablehlo.multiply %5451, %5452 : tensor<192xf32>
    %5454 = stablehlo.add %5450, %5453 : tensor<192xf32>
    %5455 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5456 = stablehlo.divide %5448, %5455 : tensor<192xf32>
    %5457 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5458 = stablehlo.divide %5454, %5457 : tensor<192xf32>
    %5459 = stablehlo.sqrt %5458 : tensor<192xf32>
    %5460 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %5461 = stablehlo.add %5459, %5460 : tensor<192xf32>
    %5462 = stablehlo.divide %5456, %5461 : tensor<192xf32>
    %5463 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %5464 = stablehlo.multiply %5463, %m.blocks.5.norm1.b : tensor<192xf32>
    %5465 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %5466 = stablehlo.multiply %5465, %3797 : tensor<192xf32>
    %5467 = stablehlo.add %5464, %5466 : tensor<192xf32>
    %5468 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %5469 = stablehlo.multiply %5468, %v.blocks.5.norm1.b : tensor<192xf32>
    %5470 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %5471 = stablehlo.multiply %3797, %3797 : tensor<192xf32>
    %5472 = stablehlo.multiply %5470, %5471 : tensor<192xf32>
    %5473 = stablehlo.add %5469, %5472 : tensor<192xf32>
    %5474 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5475 = stablehlo.divide %5467, %5474 : tensor<192xf32>
    %5476 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5477 = stablehlo.divide %5473, %5476 : tensor<192xf32>
    %5478 = stablehlo.sqrt %5477 : tensor<192xf32>
    %5479 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %5480 = stablehlo.add %5478, %5479 : tensor<192xf32>
    %5481 = stablehlo.divide %5475, %5480 : tensor<192xf32>
    %5482 = stablehlo.constant dense<0.9> : tensor<192x576xf32>
    %5483 = stablehlo.multiply %5482, %m.blocks.5.attn.qkv.w : tensor<192x576xf32>
    %5484 = stablehlo.constant dense<0.1> : tensor<192x576xf32>
    %5485 = stablehlo.multiply %5484, %3802 : tensor<192x576xf32>
    %5486 = stablehlo.add %5483, %5485 : tensor<192x576xf32>
    %5487 = stablehlo.constant dense<0.999> : tensor<192x576xf32>
    %5488 = stablehlo.multiply %5487, %v.blocks.5.attn.qkv.w : tensor<192x576xf32>
    %5489 = stablehlo.constant dense<0.001> : tensor<192x576xf32>
    %5490 = stablehlo.multiply %3802, %3802 : tensor<192x576xf32>
    %5491 = stablehlo.multiply %5489, %5490 : tensor<192x576xf32>
    %5492 = stablehlo.add %5488, %5491 : tensor<192x576xf32>
    %5493 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x576xf32>
    %5494 = stablehlo.divide %5486, %5493 : tensor<192x576xf32>
    %5495 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x576xf32>
    %5496 = stablehlo.divide %5492, %5495 : tensor<192x576xf32>
    %5497 = stablehlo.sqrt %5496 : tensor<192x576xf32>
    %5498 = stablehlo.constant dense<1.0e-08> : tensor<192x576xf32>
    %5499 = stablehlo.add %5497, %5498 : tensor<192x576xf32>
    %5500 = stablehlo.divide %5494, %5499 : tensor<192x576xf32>
    %5501 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %5502 = stablehlo.multiply %5501, %m.blocks.5.attn.qkv.b : tensor<576xf32>
    %5503 = stablehlo.constant dense<0.1> : tensor<576xf32>
    %5504 = stablehlo.multiply %5503, %3807 : tensor<576xf32>
    %5505 = stablehlo.add %5502, %5504 : tensor<576xf32>
    %5506 = stablehlo.constant dense<0.999> : tensor<576xf32>
    %5507 = stablehlo.multiply %5506, %v.blocks.5.attn.qkv.b : tensor<576xf32>
    %5508 = stablehlo.constant dense<0.001> : tensor<576xf32>
    %5509 = stablehlo.multiply %3807, %3807 : tensor<576xf32>
    %5510 = stablehlo.multiply %5508, %5509 : tensor<576xf32>
    %5511 = stablehlo.add %5507, %5510 : tensor<576xf32>
    %5512 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %5513 = stablehlo.divide %5505, %5512 : tensor<576xf32>
    %5514 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %5515 = stablehlo.divide %5511, %5514 : tensor<576xf32>
    %5516 = stablehlo.sqrt %5515 : tensor<576xf32>
    %5517 = stablehlo.constant dense<1.0e-08> : tensor<576xf32>
    %5518 = stablehlo.add %5516, %5517 : tensor<576xf32>
    %5519 = stablehlo.divide %5513, %5518 : tensor<576xf32>
    %5520 = stablehlo.constant dense<0.9> : tensor<192x192xf32>
    %5521 = stablehlo.multiply %5520, %m.blocks.5.attn.proj.w : tensor<192x192xf32>
    %5522 = stablehlo.constant dense<0.1> : tensor<192x192xf32>
    %5523 = stablehlo.multiply %5522, %3812 : tensor<192x192xf32>
    %5524 = stablehlo.add %5521, %5523 : tensor<192x192xf32>
    %5525 = stablehlo.constant dense<0.999> : tensor<192x192xf32>
    %5526 = stablehlo.multiply %5525, %v.blocks.5.attn.proj.w : tensor<192x192xf32>
    %5527 = stablehlo.constant dense<0.001> : tensor<192x192xf32>
    %5528 = stablehlo.multiply %3812, %3812 : tensor<192x192xf32>
    %5529 = stablehlo.multiply %5527, %5528 : tensor<192x192xf32>
    %5530 = stablehlo.add %5526, %5529 : tensor<192x192xf32>
    %5531 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x192xf32>
    %5532 = stablehlo.divide %5524, %5531 : tensor<192x192xf32>
    %5533 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x192xf32>
    %5534 = stablehlo.divide %5530, %5533 : tensor<192x192xf32>
    %5535 = stablehlo.sqrt %5534 : tensor<192x192xf32>
    %5536 = stablehlo.constant dense<1.0e-08> : tensor<192x192xf32>
    %5537 = stablehlo.add %5535, %5536 : tensor<192x192xf32>
    %5538 = stablehlo.divide %5532, %5537 : tensor<192x192xf32>
    %5539 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %5540 = stablehlo.multiply %5539, %m.blocks.5.attn.proj.b : tensor<192xf32>
    %5541 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %5542 = stablehlo.multiply %5541, %3817 : tensor<192xf32>
    %5543 = stablehlo.add %5540, %5542 : tensor<192xf32>
    %5544 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %5545 = stablehlo.multiply %5544, %v.blocks.5.attn.proj.b : tensor<192xf32>
    %5546 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %5547 = stablehlo.multiply %3817, %3817 : tensor<192xf32>
    %5548 = stablehlo.multiply %5546, %5547 : tensor<192xf32>
    %5549 = stablehlo.add %5545, %5548 : tensor<192xf32>
    %5550 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5551 = stablehlo.divide %5543, %5550 : tensor<192xf32>
    %5552 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5553 = stablehlo.divide %5549, %5552 : tensor<192xf32>
    %5554 = stablehlo.sqrt %5553 : tensor<192xf32>
    %5555 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %5556 = stablehlo.add %5554, %5555 : tensor<192xf32>
    %5557 = stablehlo.divide %5551, %5556 : tensor<192xf32>
    %5558 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %5559 = stablehlo.multiply %5558, %m.blocks.5.norm2.g : tensor<192xf32>
    %5560 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %5561 = stablehlo.multiply %5560, %3822 : tensor<192xf32>
    %5562 = stablehlo.add %5559, %5561 : tensor<192xf32>
    %5563 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %5564 = stablehlo.multiply %5563, %v.blocks.5.norm2.g : tensor<192xf32>
    %5565 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %5566 = stablehlo.multiply %3822, %3822 : tensor<192xf32>
    %5567 = stablehlo.multiply %5565, %5566 : tensor<192xf32>
    %5568 = stablehlo.add %5564, %5567 : tensor<192xf32>
    %5569 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5570 = stablehlo.divide %5562, %5569 : tensor<192xf32>
    %5571 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5572 = stablehlo.divide %5568, %5571 : tensor<192xf32>
    %5573 = stablehlo.sqrt %5572 : tensor<192xf32>
    %5574 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %5575 = stablehlo.add %5573, %5574 : tensor<192xf32>
    %5576 = stablehlo.divide %5570, %5575 : tensor<192xf32>
    %5577 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %5578 = stablehlo.multiply %5577, %m.blocks.5.norm2.b : tensor<192xf32>
    %5579 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %5580 = stablehlo.multiply %5579, %3827 : tensor<192xf32>
    %5581 = stablehlo.add %5578, %5580 : tensor<192xf32>
    %5582 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %5583 = stablehlo.multiply %5582, %v.blocks.5.norm2.b : tensor<192xf32>
    %5584 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %5585 = stablehlo.multiply %3827, %3827 : tensor<192xf32>
    %5586 = stablehlo.multiply %5584, %5585 : tensor<192xf32>
    %5587 = stablehlo.add %5583, %5586 : tensor<192xf32>
    %5588 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5589 = stablehlo.divide %5581, %5588 : tensor<192xf32>
    %5590 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5591 = stablehlo.divide %5587, %5590 : tensor<192xf32>
    %5592 = stablehlo.sqrt %5591 : tensor<192xf32>
    %5593 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %5594 = stablehlo.add %5592, %5593 : tensor<192xf32>
    %5595 = stablehlo.divide %5589, %5594 : tensor<192xf32>
    %5596 = stablehlo.constant dense<0.9> : tensor<192x768xf32>
    %5597 = stablehlo.multiply %5596, %m.blocks.5.mlp.fc1.w : tensor<192x768xf32>
    %5598 = stablehlo.constant dense<0.1> : tensor<192x768xf32>
    %5599 = stablehlo.multiply %5598, %3832 : tensor<192x768xf32>
    %5600 = stablehlo.add %5597, %5599 : tensor<192x768xf32>
    %5601 = stablehlo.constant dense<0.999> : tensor<192x768xf32>
    %5602 = stablehlo.multiply %5601, %v.blocks.5.mlp.fc1.w : tensor<192x768xf32>
    %5603 = stablehlo.constant dense<0.001> : tensor<192x768xf32>
    %5604 = stablehlo.multiply %3832, %3832 : tensor<192x768xf32>
    %5605 = stablehlo.multiply %5603, %5604 : tensor<192x768xf32>
    %5606 = stablehlo.add %5602, %5605 : tensor<192x768xf32>
    %5607 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %5608 = stablehlo.divide %5600, %5607 : tensor<192x768xf32>
    %5609 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %5610 = stablehlo.divide %5606, %5609 : tensor<192x768xf32>
    %5611 = stablehlo.sqrt %5610 : tensor<192x768xf32>
    %5612 = stablehlo.constant dense<1.0e-08> : tensor<192x768xf32>
    %5613 = stablehlo.add %5611, %5612 : tensor<192x768xf32>
    %5614 = stablehlo.divide %5608, %5613 : tensor<192x768xf32>
    %5615 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %5616 = stablehlo.multiply %5615, %m.blocks.5.mlp.fc1.b : tensor<768xf32>
    %5617 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %5618 = stablehlo.multiply %5617, %3837 : tensor<768xf32>
    %5619 = stablehlo.add %5616, %5618 : tensor<768xf32>
    %5620 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %5621 = stablehlo.multiply %5620, %v.blocks.5.mlp.fc1.b : tensor<768xf32>
    %5622 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %5623 = stablehlo.multiply %3837, %3837 : tensor<768xf32>
    %5624 = stablehlo.multiply %5622, %5623 : tensor<768xf32>
    %5625 = stablehlo.add %5621, %5624 : tensor<768xf32>
    %5626 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %5627 = stablehlo.divide %5619, %5626 : tensor<768xf32>
    %5628 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %5629 = stablehlo.divide %5625, %5628 : tensor<768xf32>
    %5630 = stablehlo.sqrt %5629 : tensor<768xf32>
    %5631 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %5632 = stablehlo.add %5630, %5631 : tensor<768xf32>
    %5633 = stablehlo.divide %5627, %5632 : tensor<768xf32>
    %5634 = stablehlo.constant dense<0.9> : tensor<768x192xf32>
    %5635 = stablehlo.multiply %5634, %m.blocks.5.mlp.fc2.w : tensor<768x192xf32>
    %5636 = stablehlo.constant dense<0.1> : tensor<768x192xf32>
    %5637 = stablehlo.multiply %5636, %3842 : tensor<768x192xf32>
    %5638 = stablehlo.add %5635, %5637 : tensor<768x192xf32>
    %5639 = stablehlo.constant dense<0.999> : tensor<768x192xf32>
    %5640 = stablehlo.multiply %5639, %v.blocks.5.mlp.fc2.w : tensor<768x192xf32>
    %5641 = stablehlo.constant dense<0.001> : tensor<768x192xf32>
    %5642 = stablehlo.multiply %3842, %3842 : tensor<768x192xf32>
    %5643 = stablehlo.multiply %5641, %5642 : tensor<768x192xf32>
    %5644 = stablehlo.add %5640, %5643 : tensor<768x192xf32>
    %5645 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %5646 = stablehlo.divide %5638, %5645 : tensor<768x192xf32>
    %5647 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %5648 = stablehlo.divide %5644, %5647 : tensor<768x192xf32>
    %5649 = stablehlo.sqrt %5648 : tensor<768x192xf32>
    %5650 = stablehlo.constant dense<1.0e-08> : tensor<768x192xf32>
    %5651 = stablehlo.add %5649, %5650 : tensor<768x192xf32>
    %5652 = stablehlo.divide %5646, %5651 : tensor<768x192xf32>
    %5653 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %5654 = stablehlo.multiply %5653, %m.blocks.5.mlp.fc2.b : tensor<192xf32>
    %5655 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %5656 = stablehlo.multiply %5655, %3847 : tensor<192xf32>
    %5657 = stablehlo.add %5654, %5656 : tensor<192xf32>
    %5658 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %5659 = stablehlo.multiply %5658, %v.blocks.5.mlp.fc2.b : tensor<192xf32>
    %5660 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %5661 = stablehlo.multiply %3847, %3847 : tensor<192xf32>
    %5662 = stablehlo.multiply %5660, %5661 : tensor<192xf32>
    %5663 = stablehlo.add %5659, %5662 : tensor<192xf32>
    %5664 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5665 = stablehlo.divide %5657, %5664 : tensor<192xf32>
    %5666 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5667 = stablehlo.divide %5663, %5666 : tensor<192xf32>
    %5668 = stablehlo.sqrt %5667 : tensor<192xf32>
    %5669 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %5670 = stablehlo.add %5668, %5669 : tensor<192xf32>
    %5671 = stablehlo.divide %5665, %5670 : tensor<192xf32>
    %5672 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %5673 = stablehlo.multiply %5672, %m.blocks.6.norm1.g : tensor<192xf32>
    %5674 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %5675 = stablehlo.multiply %5674, %3852 : tensor<192xf32>
    %5676 = stablehlo.add %5673, %5675 : tensor<192xf32>
    %5677 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %5678 = stablehlo.multiply %5677, %v.blocks.6.norm1.g : tensor<192xf32>
    %5679 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %5680 = stablehlo.multiply %3852, %3852 : tensor<192xf32>
    %5681 = stablehlo.multiply %5679, %5680 : tensor<192xf32>
    %5682 = stablehlo.add %5678, %5681 : tensor<192xf32>
    %5683 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5684 = stablehlo.divide %5676, %5683 : tensor<192xf32>
    %5685 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5686 = stablehlo.divide %5682, %5685 : tensor<192xf32>
    %5687 = stablehlo.sqrt %5686 : tensor<192xf32>
    %5688 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %5689 = stablehlo.add %5687, %5688 : tensor<192xf32>
    %5690 = stablehlo.divide %5684, %5689 : tensor<192xf32>
    %5691 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %5692 = stablehlo.multiply %5691, %m.blocks.6.norm1.b : tensor<192xf32>
    %5693 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %5694 = stablehlo.multiply %5693, %3857 : tensor<192xf32>
    %5695 = stablehlo.add %5692, %5694 : tensor<192xf32>
    %5696 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %5697 = stablehlo.multiply %5696, %v.blocks.6.norm1.b : tensor<192xf32>
    %5698 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %5699 = stablehlo.multiply %3857, %3857 : tensor<192xf32>
    %5700 = stablehlo.multiply %5698, %5699 : tensor<192xf32>
    %5701 = stablehlo.add %5697, %5700 : tensor<192xf32>
    %5702 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5703 = stablehlo.divide %5695, %5702 : tensor<192xf32>
    %5704 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5705 = stablehlo.divide %5701, %5704 : tensor<192xf32>
    %5706 = stablehlo.sqrt %5705 : tensor<192xf32>
    %5707 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %5708 = stablehlo.add %5706, %5707 : tensor<192xf32>
    %5709 = stablehlo.divide %5703, %5708 : tensor<192xf32>
    %5710 = stablehlo.constant dense<0.9> : tensor<192x576xf32>
    %5711 = stablehlo.multiply %5710, %m.blocks.6.attn.qkv.w : tensor<192x576xf32>
    %5712 = stablehlo.constant dense<0.1> : tensor<192x576xf32>
    %5713 = stablehlo.multiply %5712, %3862 : tensor<192x576xf32>
    %5714 = stablehlo.add %5711, %5713 : tensor<192x576xf32>
    %5715 = stablehlo.constant dense<0.999> : tensor<192x576xf32>
    %5716 = stablehlo.multiply %5715, %v.blocks.6.attn.qkv.w : tensor<192x576xf32>
    %5717 = stablehlo.constant dense<0.001> : tensor<192x576xf32>
    %5718 = stablehlo.multiply %3862, %3862 : tensor<192x576xf32>
    %5719 = stablehlo.multiply %5717, %5718 : tensor<192x576xf32>
    %5720 = stablehlo.add %5716, %5719 : tensor<192x576xf32>
    %5721 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x576xf32>
    %5722 = stablehlo.divide %5714, %5721 : tensor<192x576xf32>
    %5723 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x576xf32>
    %5724 = stablehlo.divide %5720, %5723 : tensor<192x576xf32>
    %5725 = stablehlo.sqrt %5724 : tensor<192x576xf32>
    %5726 = stablehlo.constant dense<1.0e-08> : tensor<192x576xf32>
    %5727 = stablehlo.add %5725, %5726 : tensor<192x576xf32>
    %5728 = stablehlo.divide %5722, %5727 : tensor<192x576xf32>
    %5729 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %5730 = stablehlo.multiply %5729, %m.blocks.6.attn.qkv.b : tensor<576xf32>
    %5731 = stablehlo.constant dense<0.1> : tensor<576xf32>
    %5732 = stablehlo.multiply %5731, %3867 : tensor<576xf32>
    %5733 = stablehlo.add %5730, %5732 : tensor<576xf32>
    %5734 = stablehlo.constant dense<0.999> : tensor<576xf32>
    %5735 = stablehlo.multiply %5734, %v.blocks.6.attn.qkv.b : tensor<576xf32>
    %5736 = stablehlo.constant dense<0.001> : tensor<576xf32>
    %5737 = stablehlo.multiply %3867, %3867 : tensor<576xf32>
    %5738 = stablehlo.multiply %5736, %5737 : tensor<576xf32>
    %5739 = stablehlo.add %5735, %5738 : tensor<576xf32>
    %5740 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %5741 = stablehlo.divide %5733, %5740 : tensor<576xf32>
    %5742 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %5743 = stablehlo.divide %5739, %5742 : tensor<576xf32>
    %5744 = stablehlo.sqrt %5743 : tensor<576xf32>
    %5745 = stablehlo.constant dense<1.0e-08> : tensor<576xf32>
    %5746 = stablehlo.add %5744, %5745 : tensor<576xf32>
    %5747 = stablehlo.divide %5741, %5746 : tensor<576xf32>
    %5748 = stablehlo.constant dense<0.9> : tensor<192x192xf32>
    %5749 = stablehlo.multiply %5748, %m.blocks.6.attn.proj.w : tensor<192x192xf32>
    %5750 = stablehlo.constant dense<0.1> : tensor<192x192xf32>
    %5751 = stablehlo.multiply %5750, %3872 : tensor<192x192xf32>
    %5752 = stablehlo.add %5749, %5751 : tensor<192x192xf32>
    %5753 = stablehlo.constant dense<0.999> : tensor<192x192xf32>
    %5754 = stablehlo.multiply %5753, %v.blocks.6.attn.proj.w : tensor<192x192xf32>
    %5755 = stablehlo.constant dense<0.001> : tensor<192x192xf32>
    %5756 = stablehlo.multiply %3872, %3872 : tensor<192x192xf32>
    %5757 = stablehlo.multiply %5755, %5756 : tensor<192x192xf32>
    %5758 = stablehlo.add %5754, %5757 : tensor<192x192xf32>
    %5759 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x192xf32>
    %5760 = stablehlo.divide %5752, %5759 : tensor<192x192xf32>
    %5761 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x192xf32>
    %5762 = stablehlo.divide %5758, %5761 : tensor<192x192xf32>
    %5763 = stablehlo.sqrt %5762 : tensor<192x192xf32>
    %5764 = stablehlo.constant dense<1.0e-08> : tensor<192x192xf32>
    %5765 = stablehlo.add %5763, %5764 : tensor<192x192xf32>
    %5766 = stablehlo.divide %5760, %5765 : tensor<192x192xf32>
    %5767 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %5768 = stablehlo.multiply %5767, %m.blocks.6.attn.proj.b : tensor<192xf32>
    %5769 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %5770 = stablehlo.multiply %5769, %3877 : tensor<192xf32>
    %5771 = stablehlo.add %5768, %5770 : tensor<192xf32>
    %5772 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %5773 = stablehlo.multiply %5772, %v.blocks.6.attn.proj.b : tensor<192xf32>
    %5774 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %5775 = stablehlo.multiply %3877, %3877 : tensor<192xf32>
    %5776 = stablehlo.multiply %5774, %5775 : tensor<192xf32>
    %5777 = stablehlo.add %5773, %5776 : tensor<192xf32>
    %5778 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5779 = stablehlo.divide %5771, %5778 : tensor<192xf32>
    %5780 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5781 = stablehlo.divide %5777, %5780 : tensor<192xf32>
    %5782 = stablehlo.sqrt %5781 : tensor<192xf32>
    %5783 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %5784 = stablehlo.add %5782, %5783 : tensor<192xf32>
    %5785 = stablehlo.divide %5779, %5784 : tensor<192xf32>
    %5786 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %5787 = stablehlo.multiply %5786, %m.blocks.6.norm2.g : tensor<192xf32>
    %5788 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %5789 = stablehlo.multiply %5788, %3882 : tensor<192xf32>
    %5790 = stablehlo.add %5787, %5789 : tensor<192xf32>
    %5791 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %5792 = stablehlo.multiply %5791, %v.blocks.6.norm2.g : tensor<192xf32>
    %5793 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %5794 = stablehlo.multiply %3882, %3882 : tensor<192xf32>
    %5795 = stablehlo.multiply %5793, %5794 : tensor<192xf32>
    %5796 = stablehlo.add %5792, %5795 : tensor<192xf32>
    %5797 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5798 = stablehlo.divide %5790, %5797 : tensor<192xf32>
    %5799 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5800 = stablehlo.divide %5796, %5799 : tensor<192xf32>
    %5801 = stablehlo.sqrt %5800 : tensor<192xf32>
    %5802 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %5803 = stablehlo.add %5801, %5802 : tensor<192xf32>
    %5804 = stablehlo.divide %5798, %5803 : tensor<192xf32>
    %5805 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %5806 = stablehlo.multiply %5805, %m.blocks.6.norm2.b : tensor<192xf32>
    %5807 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %5808 = stablehlo.multiply %5807, %3887 : tensor<192xf32>
    %5809 = stablehlo.add %5806, %5808 : tensor<192xf32>
    %5810 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %5811 = stablehlo.multiply %5810, %v.blocks.6.norm2.b : tensor<192xf32>
    %5812 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %5813 = stablehlo.multiply %3887, %3887 : tensor<192xf32>
    %5814 = stablehlo.multiply %5812, %5813 : tensor<192xf32>
    %5815 = stablehlo.add %5811, %5814 : tensor<192xf32>
    %5816 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5817 = stablehlo.divide %5809, %5816 : tensor<192xf32>
    %5818 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5819 = stablehlo.divide %5815, %5818 : tensor<192xf32>
    %5820 = stablehlo.sqrt %5819 : tensor<192xf32>
    %5821 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %5822 = stablehlo.add %5820, %5821 : tensor<192xf32>
    %5823 = stablehlo.divide %5817, %5822 : tensor<192xf32>
    %5824 = stablehlo.constant dense<0.9> : tensor<192x768xf32>
    %5825 = stablehlo.multiply %5824, %m.blocks.6.mlp.fc1.w : tensor<192x768xf32>
    %5826 = stablehlo.constant dense<0.1> : tensor<192x768xf32>
    %5827 = stablehlo.multiply %5826, %3892 : tensor<192x768xf32>
    %5828 = stablehlo.add %5825, %5827 : tensor<192x768xf32>
    %5829 = stablehlo.constant dense<0.999> : tensor<192x768xf32>
    %5830 = stablehlo.multiply %5829, %v.blocks.6.mlp.fc1.w : tensor<192x768xf32>
    %5831 = stablehlo.constant dense<0.001> : tensor<192x768xf32>
    %5832 = stablehlo.multiply %3892, %3892 : tensor<192x768xf32>
    %5833 = stablehlo.multiply %5831, %5832 : tensor<192x768xf32>
    %5834 = stablehlo.add %5830, %5833 : tensor<192x768xf32>
    %5835 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %5836 = stablehlo.divide %5828, %5835 : tensor<192x768xf32>
    %5837 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %5838 = stablehlo.divide %5834, %5837 : tensor<192x768xf32>
    %5839 = stablehlo.sqrt %5838 : tensor<192x768xf32>
    %5840 = stablehlo.constant dense<1.0e-08> : tensor<192x768xf32>
    %5841 = stablehlo.add %5839, %5840 : tensor<192x768xf32>
    %5842 = stablehlo.divide %5836, %5841 : tensor<192x768xf32>
    %5843 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %5844 = stablehlo.multiply %5843, %m.blocks.6.mlp.fc1.b : tensor<768xf32>
    %5845 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %5846 = stablehlo.multiply %5845, %3897 : tensor<768xf32>
    %5847 = stablehlo.add %5844, %5846 : tensor<768xf32>
    %5848 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %5849 = stablehlo.multiply %5848, %v.blocks.6.mlp.fc1.b : tensor<768xf32>
    %5850 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %5851 = stablehlo.multiply %3897, %3897 : tensor<768xf32>
    %5852 = stablehlo.multiply %5850, %5851 : tensor<768xf32>
    %5853 = stablehlo.add %5849, %5852 : tensor<768xf32>
    %5854 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %5855 = stablehlo.divide %5847, %5854 : tensor<768xf32>
    %5856 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %5857 = stablehlo.divide %5853, %5856 : tensor<768xf32>
    %5858 = stablehlo.sqrt %5857 : tensor<768xf32>
    %5859 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %5860 = stablehlo.add %5858, %5859 : tensor<768xf32>
    %5861 = stablehlo.divide %5855, %5860 : tensor<768xf32>
    %5862 = stablehlo.constant dense<0.9> : tensor<768x192xf32>
    %5863 = stablehlo.multiply %5862, %m.blocks.6.mlp.fc2.w : tensor<768x192xf32>
    %5864 = stablehlo.constant dense<0.1> : tensor<768x192xf32>
    %5865 = stablehlo.multiply %5864, %3902 : tensor<768x192xf32>
    %5866 = stablehlo.add %5863, %5865 : tensor<768x192xf32>
    %5867 = stablehlo.constant dense<0.999> : tensor<768x192xf32>
    %5868 = stablehlo.multiply %5867, %v.blocks.6.mlp.fc2.w : tensor<768x192xf32>
    %5869 = stablehlo.constant dense<0.001> : tensor<768x192xf32>
    %5870 = stablehlo.multiply %3902, %3902 : tensor<768x192xf32>
    %5871 = stablehlo.multiply %5869, %5870 : tensor<768x192xf32>
    %5872 = stablehlo.add %5868, %5871 : tensor<768x192xf32>
    %5873 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %5874 = stablehlo.divide %5866, %5873 : tensor<768x192xf32>
    %5875 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %5876 = stablehlo.divide %5872, %5875 : tensor<768x192xf32>
    %5877 = stablehlo.sqrt %5876 : tensor<768x192xf32>
    %5878 = stablehlo.constant dense<1.0e-08> : tensor<768x192xf32>
    %5879 = stablehlo.add %5877, %5878 : tensor<768x192xf32>
    %5880 = stablehlo.divide %5874, %5879 : tensor<768x192xf32>
    %5881 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %5882 = stablehlo.multiply %5881, %m.blocks.6.mlp.fc2.b : tensor<192xf32>
    %5883 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %5884 = stablehlo.multiply %5883, %3907 : tensor<192xf32>
    %5885 = stablehlo.add %5882, %5884 : tensor<192xf32>
    %5886 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %5887 = stablehlo.multiply %5886, %v.blocks.6.mlp.fc2.b : tensor<192xf32>
    %5888 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %5889 = stablehlo.multiply %3907, %3907 : tensor<192xf32>
    %5890 = stablehlo.multiply %5888, %5889 : tensor<192xf32>
    %5891 = stablehlo.add %5887, %5890 : tensor<192xf32>
    %5892 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5893 = stablehlo.divide %5885, %5892 : tensor<192xf32>
    %5894 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5895 = stablehlo.divide %5891, %5894 : tensor<192xf32>
    %5896 = stablehlo.sqrt %5895 : tensor<192xf32>
    %5897 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %5898 = stablehlo.add %5896, %5897 : tensor<192xf32>
    %5899 = stablehlo.divide %5893, %5898 : tensor<192xf32>
    %5900 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %5901 = stablehlo.multiply %5900, %m.blocks.7.norm1.g : tensor<192xf32>
    %5902 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %5903 = stablehlo.multiply %5902, %3912 : tensor<192xf32>
    %5904 = stablehlo.add %5901, %5903 : tensor<192xf32>
    %5905 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %5906 = stablehlo.multiply %5905, %v.blocks.7.norm1.g : tensor<192xf32>
    %5907 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %5908 = stablehlo.multiply %3912, %3912 : tensor<192xf32>
    %5909 = stablehlo.multiply %5907, %5908 : tensor<192xf32>
    %5910 = stablehlo.add %5906, %5909 : tensor<192xf32>
    %5911 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5912 = stablehlo.divide %5904, %5911 : tensor<192xf32>
    %5913 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5914 = stablehlo.divide %5910, %5913 : tensor<192xf32>
    %5915 = stablehlo.sqrt %5914 : tensor<192xf32>
    %5916 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %5917 = stablehlo.add %5915, %5916 : tensor<192xf32>
    %5918 = stablehlo.divide %5912, %5917 : tensor<192xf32>
    %5919 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %5920 = stablehlo.multiply %5919, %m.blocks.7.norm1.b : tensor<192xf32>
    %5921 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %5922 = stablehlo.multiply %5921, %3917 : tensor<192xf32>
    %5923 = stablehlo.add %5920, %5922 : tensor<192xf32>
    %5924 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %5925 = stablehlo.multiply %5924, %v.blocks.7.norm1.b : tensor<192xf32>
    %5926 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %5927 = stablehlo.multiply %3917, %3917 : tensor<192xf32>
    %5928 = stablehlo.multiply %5926, %5927 : tensor<192xf32>
    %5929 = stablehlo.add %5925, %5928 : tensor<192xf32>
    %5930 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5931 = stablehlo.divide %5923, %5930 : tensor<192xf32>
    %5932 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5933 = stablehlo.divide %5929, %5932 : tensor<192xf32>
    %5934 = stablehlo.sqrt %5933 : tensor<192xf32>
    %5935 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %5936 = stablehlo.add %5934, %5935 : tensor<192xf32>
    %5937 = stablehlo.divide %5931, %5936 : tensor<192xf32>
    %5938 = stablehlo.constant dense<0.9> : tensor<192x576xf32>
    %5939 = stablehlo.multiply %5938, %m.blocks.7.attn.qkv.w : tensor<192x576xf32>
    %5940 = stablehlo.constant dense<0.1> : tensor<192x576xf32>
    %5941 = stablehlo.multiply %5940, %3922 : tensor<192x576xf32>
    %5942 = stablehlo.add %5939, %5941 : tensor<192x576xf32>
    %5943 = stablehlo.constant dense<0.999> : tensor<192x576xf32>
    %5944 = stablehlo.multiply %5943, %v.blocks.7.attn.qkv.w : tensor<192x576xf32>
    %5945 = stablehlo.constant dense<0.001> : tensor<192x576xf32>
    %5946 = stablehlo.multiply %3922, %3922 : tensor<192x576xf32>
    %5947 = stablehlo.multiply %5945, %5946 : tensor<192x576xf32>
    %5948 = stablehlo.add %5944, %5947 : tensor<192x576xf32>
    %5949 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x576xf32>
    %5950 = stablehlo.divide %5942, %5949 : tensor<192x576xf32>
    %5951 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x576xf32>
    %5952 = stablehlo.divide %5948, %5951 : tensor<192x576xf32>
    %5953 = stablehlo.sqrt %5952 : tensor<192x576xf32>
    %5954 = stablehlo.constant dense<1.0e-08> : tensor<192x576xf32>
    %5955 = stablehlo.add %5953, %5954 : tensor<192x576xf32>
    %5956 = stablehlo.divide %5950, %5955 : tensor<192x576xf32>
    %5957 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %5958 = stablehlo.multiply %5957, %m.blocks.7.attn.qkv.b : tensor<576xf32>
    %5959 = stablehlo.constant dense<0.1> : tensor<576xf32>
    %5960 = stablehlo.multiply %5959, %3927 : tensor<576xf32>
    %5961 = stablehlo.add %5958, %5960 : tensor<576xf32>
    %5962 = stablehlo.constant dense<0.999> : tensor<576xf32>
    %5963 = stablehlo.multiply %5962, %v.blocks.7.attn.qkv.b : tensor<576xf32>
    %5964 = stablehlo.constant dense<0.001> : tensor<576xf32>
    %5965 = stablehlo.multiply %3927, %3927 : tensor<576xf32>
    %5966 = stablehlo.multiply %5964, %5965 : tensor<576xf32>
    %5967 = stablehlo.add %5963, %5966 : tensor<576xf32>
    %5968 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %5969 = stablehlo.divide %5961, %5968 : tensor<576xf32>
    %5970 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %5971 = stablehlo.divide %5967, %5970 : tensor<576xf32>
    %5972 = stablehlo.sqrt %5971 : tensor<576xf32>
    %5973 = stablehlo.constant dense<1.0e-08> : tensor<576xf32>
    %5974 = stablehlo.add %5972, %5973 : tensor<576xf32>
    %5975 = stablehlo.divide %5969, %5974 : tensor<576xf32>
    %5976 = stablehlo.constant dense<0.9> : tensor<192x192xf32>
    %5977 = stablehlo.multiply %5976, %m.blocks.7.attn.proj.w : tensor<192x192xf32>
    %5978 = stablehlo.constant dense<0.1> : tensor<192x192xf32>
    %5979 = stablehlo.multiply %5978, %3932 : tensor<192x192xf32>
    %5980 = stablehlo.add %5977, %5979 : tensor<192x192xf32>
    %5981 = stablehlo.constant dense<0.999> : tensor<192x192xf32>
    %5982 = stablehlo.multiply %5981, %v.blocks.7.attn.proj.w : tensor<192x192xf32>
    %5983 = stablehlo.constant dense<0.001> : tensor<192x192xf32>
    %5984 = stablehlo.multiply %3932, %3932 : tensor<192x192xf32>
    %5985 = stablehlo.multiply %5983, %5984 : tensor<192x192xf32>
    %5986 = stablehlo.add %5982, %5985 : tensor<192x192xf32>
    %5987 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x192xf32>
    %5988 = stablehlo.divide %5980, %5987 : tensor<192x192xf32>
    %5989 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x192xf32>
    %5990 = stablehlo.divide %5986, %5989 : tensor<192x192xf32>
    %5991 = stablehlo.sqrt %5990 : tensor<192x192xf32>
    %5992 = stablehlo.constant dense<1.0e-08> : tensor<192x192xf32>
    %5993 = stablehlo.add %5991, %5992 : tensor<192x192xf32>
    %5994 = stablehlo.divide %5988, %5993 : tensor<192x192xf32>
    %5995 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %5996 = stablehlo.multiply %5995, %m.blocks.7.attn.proj.b : tensor<192xf32>
    %5997 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %5998 = stablehlo.multiply %5997, %3937 : tensor<192xf32>
    %5999 = stablehlo.add %5996, %5998 : tensor<192xf32>
    %6000 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %6001 = stablehlo.multiply %6000, %v.blocks.7.attn.proj.b : tensor<192xf32>
    %6002 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %6003 = stablehlo.multiply %3937, %3937 : tensor<192xf32>
    %6004 = stablehlo.multiply %6002, %6003 : tensor<192xf32>
    %6005 = stablehlo.add %6001, %6004 : tensor<192xf32>
    %6006 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6007 = stablehlo.divide %5999, %6006 : tensor<192xf32>
    %6008 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6009 = stablehlo.divide %6005, %6008 : tensor<192xf32>
    %6010 = stablehlo.sqrt %6009 : tensor<192xf32>
    %6011 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %6012 = stablehlo.add %6010, %6011 : tensor<192xf32>
    %6013 = stablehlo.divide %6007, %6012 : tensor<192xf32>
    %6014 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %6015 = stablehlo.multiply %6014, %m.blocks.7.norm2.g : tensor<192xf32>
    %6016 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %6017 = stablehlo.multiply %6016, %3942 : tensor<192xf32>
    %6018 = stablehlo.add %6015, %6017 : tensor<192xf32>
    %6019 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %6020 = stablehlo.multiply %6019, %v.blocks.7.norm2.g : tensor<192xf32>
    %6021 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %6022 = stablehlo.multiply %3942, %3942 : tensor<192xf32>
    %6023 = stablehlo.multiply %6021, %6022 : tensor<192xf32>
    %6024 = stablehlo.add %6020, %6023 : tensor<192xf32>
    %6025 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6026 = stablehlo.divide %6018, %6025 : tensor<192xf32>
    %6027 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6028 = stablehlo.divide %6024, %6027 : tensor<192xf32>
    %6029 = stablehlo.sqrt %6028 : tensor<192xf32>
    %6030 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %6031 = stablehlo.add %6029, %6030 : tensor<192xf32>
    %6032 = stablehlo.divide %6026, %6031 : tensor<192xf32>
    %6033 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %6034 = stablehlo.multiply %6033, %m.blocks.7.norm2.b : tensor<192xf32>
    %6035 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %6036 = stablehlo.multiply %6035, %3947 : tensor<192xf32>
    %6037 = stablehlo.add %6034, %6036 : tensor<192xf32>
    %6038 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %6039 = stablehlo.multiply %6038, %v.blocks.7.norm2.b : tensor<192xf32>
    %6040 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %6041 = stablehlo.multiply %3947, %3947 : tensor<192xf32>
    %6042 = stablehlo.multiply %6040, %6041 : tensor<192xf32>
    %6043 = stablehlo.add %6039, %6042 : tensor<192xf32>
    %6044 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6045 = stablehlo.divide %6037, %6044 : tensor<192xf32>
    %6046 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6047 = stablehlo.divide %6043, %6046 : tensor<192xf32>
    %6048 = stablehlo.sqrt %6047 : tensor<192xf32>
    %6049 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %6050 = stablehlo.add %6048, %6049 : tensor<192xf32>
    %6051 = stablehlo.divide %6045, %6050 : tensor<192xf32>
    %6052 = stablehlo.constant dense<0.9> : tensor<192x768xf32>
    %6053 = stablehlo.multiply %6052, %m.blocks.7.mlp.fc1.w : tensor<192x768xf32>
    %6054 = stablehlo.constant dense<0.1> : tensor<192x768xf32>
    %6055 = stablehlo.multiply %6054, %3952 : tensor<192x768xf32>
    %6056 = stablehlo.add %6053, %6055 : tensor<192x768xf32>
    %6057 = stablehlo.constant dense<0.999> : tensor<192x768xf32>
    %6058 = stablehlo.multiply %6057, %v.blocks.7.mlp.fc1.w : tensor<192x768xf32>
    %6059 = stablehlo.constant dense<0.001> : tensor<192x768xf32>
    %6060 = stablehlo.multiply %3952, %3952 : tensor<192x768xf32>
    %6061 = stablehlo.multiply %6059, %6060 : tensor<192x768xf32>
    %6062 = stablehlo.add %6058, %6061 : tensor<192x768xf32>
    %6063 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %6064 = stablehlo.divide %6056, %6063 : tensor<192x768xf32>
    %6065 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %6066 = stablehlo.divide %6062, %6065 : tensor<192x768xf32>
    %6067 = stablehlo.sqrt %6066 : tensor<192x768xf32>
    %6068 = stablehlo.constant dense<1.0e-08> : tensor<192x768xf32>
    %6069 = stablehlo.add %6067, %6068 : tensor<192x768xf32>
    %6070 = stablehlo.divide %6064, %6069 : tensor<192x768xf32>
    %6071 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %6072 = stablehlo.multiply %6071, %m.blocks.7.mlp.fc1.b : tensor<768xf32>
    %6073 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %6074 = stablehlo.multiply %6073, %3957 : tensor<768xf32>
    %6075 = stablehlo.add %6072, %6074 : tensor<768xf32>
    %6076 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %6077 = stablehlo.multiply %6076, %v.blocks.7.mlp.fc1.b : tensor<768xf32>
    %6078 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %6079 = stablehlo.multiply %3957, %3957 : tensor<768xf32>
    %6080 = stablehlo.multiply %6078, %6079 : tensor<768xf32>
    %6081 = stablehlo.add %6077, %6080 : tensor<768xf32>
    %6082 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6083 = stablehlo.divide %6075, %6082 : tensor<768xf32>
    %6084 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6085 = stablehlo.divide %6081, %6084 : tensor<768xf32>
    %6086 = stablehlo.sqrt %6085 : tensor<768xf32>
    %6087 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %6088 = stablehlo.add %6086, %6087 : tensor<768xf32>
    %6089 = stablehlo.divide %6083, %6088 : tensor<768xf32>
    %6090 = stablehlo.constant dense<0.9> : tensor<768x192xf32>
    %6091 = stablehlo.multiply %6090, %m.blocks.7.mlp.fc2.w : tensor<768x192xf32>
    %6092 = stablehlo.constant dense<0.1> : tensor<768x192xf32>
    %6093 = stablehlo.multiply %6092, %3962 : tensor<768x192xf32>
    %6094 = stablehlo.add %6091, %6093 : tensor<768x192xf32>
    %6095 = stablehlo.constant dense<0.999> : tensor<768x192xf32>
    %6096 = stablehlo.multiply %6095, %v.blocks.7.mlp.fc2.w : tensor<768x192xf32>
    %6097 = stablehlo.constant dense<0.001> : tensor<768x192xf32>
    %6098 = stablehlo.multiply %3962, %3962 : tensor<768x192xf32>
    %6099 = stablehlo.multiply %6097, %6098 : tensor<768x192xf32>
    %6100 = stablehlo.add %6096, %6099 : tensor<768x192xf32>
    %6101 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %6102 = stablehlo.divide %6094, %6101 : tensor<768x192xf32>
    %6103 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %6104 = stablehlo.divide %6100, %6103 : tensor<768x192xf32>
    %6105 = stablehlo.sqrt %6104 : tensor<768x192xf32>
    %6106 = stablehlo.constant dense<1.0e-08> : tensor<768x192xf32>
    %6107 = stablehlo.add %6105, %6106 : tensor<768x192xf32>
    %6108 = stablehlo.divide %6102, %6107 : tensor<768x192xf32>
    %6109 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %6110 = stablehlo.multiply %6109, %m.blocks.7.mlp.fc2.b : tensor<192xf32>
    %6111 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %6112 = stablehlo.multiply %6111, %3967 : tensor<192xf32>
    %6113 = stablehlo.add %6110, %6112 : tensor<192xf32>
    %6114 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %6115 = stablehlo.multiply %6114, %v.blocks.7.mlp.fc2.b : tensor<192xf32>
    %6116 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %6117 = stablehlo.multiply %3967, %3967 : tensor<192xf32>
    %6118 = stablehlo.multiply %6116, %6117 : tensor<192xf32>
    %6119 = stablehlo.add %6115, %6118 : tensor<192xf32>
    %6120 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6121 = stablehlo.divide %6113, %6120 : tensor<192xf32>
    %6122 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6123 = stablehlo.divide %6119, %6122 : tensor<192xf32>
    %6124 = stablehlo.sqrt %6123 : tensor<192xf32>
    %6125 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %6126 = stablehlo.add %6124, %6125 : tensor<192xf32>
    %6127 = stablehlo.divide %6121, %6126 : tensor<192xf32>
    %6128 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %6129 = stablehlo.multiply %6128, %m.blocks.8.norm1.g : tensor<192xf32>
    %6130 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %6131 = stablehlo.multiply %6130, %3972 : tensor<192xf32>
    %6132 = stablehlo.add %6129, %6131 : tensor<192xf32>
    %6133 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %6134 = stablehlo.multiply %6133, %v.blocks.8.norm1.g : tensor<192xf32>
    %6135 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %6136 = stablehlo.multiply %3972, %3972 : tensor<192xf32>
    %6137 = stablehlo.multiply %6135, %6136 : tensor<192xf32>
    %6138 = stablehlo.add %6134, %6137 : tensor<192xf32>
    %6139 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6140 = stablehlo.divide %6132, %6139 : tensor<192xf32>
    %6141 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6142 = stablehlo.divide %6138, %6141 : tensor<192xf32>
    %6143 = stablehlo.sqrt %6142 : tensor<192xf32>
    %6144 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %6145 = stablehlo.add %6143, %6144 : tensor<192xf32>
    %6146 = stablehlo.divide %6140, %6145 : tensor<192xf32>
    %6147 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %6148 = stablehlo.multiply %6147, %m.blocks.8.norm1.b : tensor<192xf32>
    %6149 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %6150 = stablehlo.multiply %6149, %3977 : tensor<192xf32>
    %6151 = stablehlo.add %6148, %6150 : tensor<192xf32>
    %6152 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %6153 = stablehlo.multiply %6152, %v.blocks.8.norm1.b : tensor<192xf32>
    %6154 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %6155 = stablehlo.multiply %3977, %3977 : tensor<192xf32>
    %6156 = stablehlo.multiply %6154, %6155 : tensor<192xf32>
    %6157 = stablehlo.add %6153, %6156 : tensor<192xf32>
    %6158 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6159 = stablehlo.divide %6151, %6158 : tensor<192xf32>
    %6160 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6161 = stablehlo.divide %6157, %6160 : tensor<192xf32>
    %6162 = stablehlo.sqrt %6161 : tensor<192xf32>
    %6163 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %6164 = stablehlo.add %6162, %6163 : tensor<192xf32>
    %6165 = stablehlo.divide %6159, %6164 : tensor<192xf32>
    %6166 = stablehlo.constant dense<0.9> : tensor<192x576xf32>
    %6167 = stablehlo.multiply %6166, %m.blocks.8.attn.qkv.w : tensor<192x576xf32>
    %6168 = stablehlo.constant dense<0.1> : tensor<192x576xf32>
    %6169 = stablehlo.multiply %6168, %3982 : tensor<192x576xf32>
    %6170 = stablehlo.add %6167, %6169 : tensor<192x576xf32>
    %6171 = stablehlo.constant dense<0.999> : tensor<192x576xf32>
    %6172 = stablehlo.multiply %6171, %v.blocks.8.attn.qkv.w : tensor<192x576xf32>
    %6173 = stablehlo.constant dense<0.001> : tensor<192x576xf32>
    %6174 = stablehlo.multiply %3982, %3982 : tensor<192x576xf32>
    %6175 = stablehlo.multiply %6173, %6174 : tensor<192x576xf32>
    %6176 = stablehlo.add %6172, %6175 : tensor<192x576xf32>
    %6177 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x576xf32>
    %6178 = stablehlo.divide %6170, %6177 : tensor<192x576xf32>
    %6179 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x576xf32>
    %6180 = stablehlo.divide %6176, %6179 : tensor<192x576xf32>
    %6181 = stablehlo.sqrt %6180 : tensor<192x576xf32>
    %6182 = stablehlo.constant dense<1.0e-08> : tensor<192x576xf32>
    %6183 = stablehlo.add %6181, %6182 : tensor<192x576xf32>
    %6184 = stablehlo.divide %6178, %6183 : tensor<192x576xf32>
    %6185 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %6186 = stablehlo.multiply %6185, %m.blocks.8.attn.qkv.b : tensor<576xf32>
    %6187 = stablehlo.constant dense<0.1> : tensor<576xf32>
    %6188 = stablehlo.multiply %6187, %3987 : tensor<576xf32>
    %6189 = stablehlo.add %6186, %6188 : tensor<576xf32>
    %6190 = stablehlo.constant dense<0.999> : tensor<576xf32>
    %6191 = stablehlo.multiply %6190, %v.blocks.8.attn.qkv.b : tensor<576xf32>
    %6192 = stablehlo.constant dense<0.001> : tensor<576xf32>
    %6193 = stablehlo.multiply %3987, %3987 : tensor<576xf32>
    %6194 = stablehlo.multiply %6192, %6193 : tensor<576xf32>
    %6195 = stablehlo.add %6191, %6194 : tensor<576xf32>
    %6196 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %6197 = stablehlo.divide %6189, %6196 : tensor<576xf32>
    %6198 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %6199 = stablehlo.divide %6195, %6198 : tensor<576xf32>
    %6200 = stablehlo.sqrt %6199 : tensor<576xf32>
    %6201 = stablehlo.constant dense<1.0e-08> : tensor<576xf32>
    %6202 = stablehlo.add %6200, %6201 : tensor<576xf32>
    %6203 = stablehlo.divide %6197, %6202 : tensor<576xf32>
    %6204 = stablehlo.constant dense<0.9> : tensor<192x192xf32>
    %6205 = stablehlo.multiply %6204, %m.blocks.8.attn.proj.w : tensor<192x192xf32>
    %6206 = stablehlo.constant dense<0.1> : tensor<192x192xf32>
    %6207 = stablehlo.multiply %6206, %3992 : tensor<192x192xf32>
    %6208 = stablehlo.add %6205, %6207 : tensor<192x192xf32>
    %6209 = stablehlo.constant dense<0.999> : tensor<192x192xf32>
    %6210 = stablehlo.multiply %6209, %v.blocks.8.attn.proj.w : tensor<192x192xf32>
    %6211 = stablehlo.constant dense<0.001> : tensor<192x192xf32>
    %6212 = stablehlo.multiply %3992, %3992 : tensor<192x192xf32>
    %6213 = stablehlo.multiply %6211, %6212 : tensor<192x192xf32>
    %6214 = stablehlo.add %6210, %6213 : tensor<192x192xf32>
    %6215 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x192xf32>
    %6216 = stablehlo.divide %6208, %6215 : tensor<192x192xf32>
    %6217 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x192xf32>
    %6218 = stablehlo.divide %6214, %6217 : tensor<192x192xf32>
    %6219 = stablehlo.sqrt %6218 : tensor<192x192xf32>
    %6220 = stablehlo.constant dense<1.0e-08> : tensor<192x192xf32>
    %6221 = stablehlo.add %6219, %6220 : tensor<192x192xf32>
    %6222 = stablehlo.divide %6216, %6221 : tensor<192x192xf32>
    %6223 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %6224 = stablehlo.multiply %6223, %m.blocks.8.attn.proj.b : tensor<192xf32>
    %6225 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %6226 = stablehlo.multiply %6225, %3997 : tensor<192xf32>
    %6227 = stablehlo.add %6224, %6226 : tensor<192xf32>
    %6228 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %6229 = stablehlo.multiply %6228, %v.blocks.8.attn.proj.b : tensor<192xf32>
    %6230 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %6231 = stablehlo.multiply %3997, %3997 : tensor<192xf32>
    %6232 = stablehlo.multiply %6230, %6231 : tensor<192xf32>
    %6233 = stablehlo.add %6229, %6232 : tensor<192xf32>
    %6234 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6235 = stablehlo.divide %6227, %6234 : tensor<192xf32>
    %6236 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6237 = stablehlo.divide %6233, %6236 : tensor<192xf32>
    %6238 = stablehlo.sqrt %6237 : tensor<192xf32>
    %6239 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %6240 = stablehlo.add %6238, %6239 : tensor<192xf32>
    %6241 = stablehlo.divide %6235, %6240 : tensor<192xf32>
    %6242 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %6243 = stablehlo.multiply %6242, %m.blocks.8.norm2.g : tensor<192xf32>
    %6244 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %6245 = stablehlo.multiply %6244, %4002 : tensor<192xf32>
    %6246 = stablehlo.add %6243, %6245 : tensor<192xf32>
    %6247 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %6248 = stablehlo.multiply %6247, %v.blocks.8.norm2.g : tensor<192xf32>
    %6249 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %6250 = stablehlo.multiply %4002, %4002 : tensor<192xf32>
    %6251 = stablehlo.multiply %6249, %6250 : tensor<192xf32>
    %6252 = stablehlo.add %6248, %6251 : tensor<192xf32>
    %6253 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6254 = stablehlo.divide %6246, %6253 : tensor<192xf32>
    %6255 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6256 = stablehlo.divide %6252, %6255 : tensor<192xf32>
    %6257 = stablehlo.sqrt %6256 : tensor<192xf32>
    %6258 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %6259 = stablehlo.add %6257, %6258 : tensor<192xf32>
    %6260 = stablehlo.divide %6254, %6259 : tensor<192xf32>
    %6261 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %6262 = stablehlo.multiply %6261, %m.blocks.8.norm2.b : tensor<192xf32>
    %6263 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %6264 = stablehlo.multiply %6263, %4007 : tensor<192xf32>
    %6265 = stablehlo.add %6262, %6264 : tensor<192xf32>
    %6266 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %6267 = stablehlo.multiply %6266, %v.blocks.8.norm2.b : tensor<192xf32>
    %6268 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %6269 = stablehlo.multiply %4007, %4007 : tensor<192xf32>
    %6270 = stablehlo.multiply %6268, %6269 : tensor<192xf32>
    %6271 = stablehlo.add %6267, %6270 : tensor<192xf32>
    %6272 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6273 = stablehlo.divide %6265, %6272 : tensor<192xf32>
    %6274 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6275 = stablehlo.divide %6271, %6274 : tensor<192xf32>
    %6276 = stablehlo.sqrt %6275 : tensor<192xf32>
    %6277 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %6278 = stablehlo.add %6276, %6277 : tensor<192xf32>
    %6279 = stablehlo.divide %6273, %6278 : tensor<192xf32>
    %6280 = stablehlo.constant dense<0.9> : tensor<192x768xf32>
    %6281 = stablehlo.multiply %6280, %m.blocks.8.mlp.fc1.w : tensor<192x768xf32>
    %6282 = stablehlo.constant dense<0.1> : tensor<192x768xf32>
    %6283 = stablehlo.multiply %6282, %4012 : tensor<192x768xf32>
    %6284 = stablehlo.add %6281, %6283 : tensor<192x768xf32>
    %6285 = stablehlo.constant dense<0.999> : tensor<192x768xf32>
    %6286 = stablehlo.multiply %6285, %v.blocks.8.mlp.fc1.w : tensor<192x768xf32>
    %6287 = stablehlo.constant dense<0.001> : tensor<192x768xf32>
    %6288 = stablehlo.multiply %4012, %4012 : tensor<192x768xf32>
    %6289 = stablehlo.multiply %6287, %6288 : tensor<192x768xf32>
    %6290 = stablehlo.add %6286, %6289 : tensor<192x768xf32>
    %6291 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %6292 = stablehlo.divide %6284, %6291 : tensor<192x768xf32>
    %6293 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %6294 = stablehlo.divide %6290, %6293 : tensor<192x768xf32>
    %6295 = stablehlo.sqrt %6294 : tensor<192x768xf32>
    %6296 = stablehlo.constant dense<1.0e-08> : tensor<192x768xf32>
    %6297 = stablehlo.add %6295, %6296 : tensor<192x768xf32>
    %6298 = stablehlo.divide %6292, %6297 : tensor<192x768xf32>
    %6299 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %6300 = stablehlo.multiply %6299, %m.blocks.8.mlp.fc1.b : tensor<768xf32>
    %6301 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %6302 = stablehlo.multiply %6301, %4017 : tensor<768xf32>
    %6303 = stablehlo.add %6300, %6302 : tensor<768xf32>
    %6304 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %6305 = stablehlo.multiply %6304, %v.blocks.8.mlp.fc1.b : tensor<768xf32>
    %6306 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %6307 = stablehlo.multiply %4017, %4017 : tensor<768xf32>
    %6308 = stablehlo.multiply %6306, %6307 : tensor<768xf32>
    %6309 = stablehlo.add %6305, %6308 : tensor<768xf32>
    %6310 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6311 = stablehlo.divide %6303, %6310 : tensor<768xf32>
    %6312 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6313 = stablehlo.divide %6309, %6312 : tensor<768xf32>
    %6314 = stablehlo.sqrt %6313 : tensor<768xf32>
    %6315 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %6316 = stablehlo.add %6314, %6315 : tensor<768xf32>
    %6317 = stablehlo.divide %6311, %6316 : tensor<768xf32>
    %6318 = stablehlo.constant dense<0.9> : tensor<768x192xf32>
    %6319 = stablehlo.multiply %6318, %m.blocks.8.mlp.fc2.w : tensor<768x192xf32>
    %6320 = stablehlo.constant dense<0.1> : tensor<768x192xf32>
    %6321 = stablehlo.multiply %6320, %4022 : tensor<768x192xf32>
    %6322 = stablehlo.add %6319, %6321 : tensor<768x192xf32>
    %6323 = stablehlo.constant dense<0.999> : tensor<768x192xf32>
    %6324 = stablehlo.multiply %6323, %v.blocks.8.mlp.fc2.w : tensor<768x192xf32>
    %6325 = stablehlo.constant dense<0.001> : tensor<768x192xf32>
    %6326 = stablehlo.multiply %4022, %4022 : tensor<768x192xf32>
    %6327 = stablehlo.multiply %6325, %6326 : tensor<768x192xf32>
    %6328 = stablehlo.add %6324, %6327 : tensor<768x192xf32>
    %6329 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %6330 = stablehlo.divide %6322, %6329 : tensor<768x192xf32>
    %6331 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %6332 = stablehlo.divide %6328, %6331 : tensor<768x192xf32>
    %6333 = stablehlo.sqrt %6332 : tensor<768x192xf32>
    %6334 = stablehlo.constant dense<1.0e-08> : tensor<768x192xf32>
    %6335 = stablehlo.add %6333, %6334 : tensor<768x192xf32>
    %6336 = stablehlo.divide %6330, %6335 : tensor<768x192xf32>
    %6337 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %6338 = stablehlo.multiply %6337, %m.blocks.8.mlp.fc2.b : tensor<192xf32>
    %6339 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %6340 = stablehlo.multiply %6339, %4027 : tensor<192xf32>
    %6341 = stablehlo.add %6338, %6340 : tensor<192xf32>
    %6342 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %6343 = stablehlo.multiply %6342, %v.blocks.8.mlp.fc2.b : tensor<192xf32>
    %6344 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %6345 = stablehlo.multiply %4027, %4027 : tensor<192xf32>
    %6346 = stablehlo.multiply %6344, %6345 : tensor<192xf32>
    %6347 = stablehlo.add %6343, %6346 : tensor<192xf32>
    %6348 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6349 = stablehlo.divide %6341, %6348 : tensor<192xf32>
    %6350 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6351 = stablehlo.divide %6347, %6350 : tensor<192xf32>
    %6352 = stablehlo.sqrt %6351 : tensor<192xf32>
    %6353 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %6354 = stablehlo.add %6352, %6353 : tensor<192xf32>
    %6355 = stablehlo.divide %6349, %6354 : tensor<192xf32>
    %6356 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %6357 = stablehlo.multiply %6356, %m.blocks.9.norm1.g : tensor<192xf32>
    %6358 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %6359 = stablehlo.multiply %6358, %4032 : tensor<192xf32>
    %6360 = stablehlo.add %6357, %6359 : tensor<192xf32>
    %6361 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %6362 = stablehlo.multiply %6361, %v.blocks.9.norm1.g : tensor<192xf32>
    %6363 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %6364 = stablehlo.multiply %4032, %4032 : tensor<192xf32>
    %6365 = stablehlo.multiply %6363, %6364 : tensor<192xf32>
    %6366 = stablehlo.add %6362, %6365 : tensor<192xf32>
    %6367 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6368 = stablehlo.divide %6360, %6367 : tensor<192xf32>
    %6369 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6370 = stablehlo.divide %6366, %6369 : tensor<192xf32>
    %6371 = stablehlo.sqrt %6370 : tensor<192xf32>
    %6372 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %6373 = stablehlo.add %6371, %6372 : tensor<192xf32>
    %6374 = stablehlo.divide %6368, %6373 : tensor<192xf32>
    %6375 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %6376 = stablehlo.multiply %6375, %m.blocks.9.norm1.b : tensor<192xf32>
    %6377 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %6378 = stablehlo.multiply %6377, %4037 : tensor<192xf32>
    %6379 = stablehlo.add %6376, %6378 : tensor<192xf32>
    %6380 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %6381 = stablehlo.multiply %6380, %v.blocks.9.norm1.b : tensor<192xf32>
    %6382 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %6383 = stablehlo.multiply %4037, %4037 : tensor<192xf32>
    %6384 = stablehlo.multiply %6382, %6383 : tensor<192xf32>
    %6385 = stablehlo.add %6381, %6384 : tensor<192xf32>
    %6386 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6387 = stablehlo.divide %6379, %6386 : tensor<192xf32>
    %6388 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6389 = stablehlo.divide %6385, %6388 : tensor<192xf32>
    %6390 = stablehlo.sqrt %6389 : tensor<192xf32>
    %6391 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %6392 = stablehlo.add %6390, %6391 : tensor<192xf32>
    %6393 = stablehlo.divide %6387, %6392 : tensor<192xf32>
    %6394 = stablehlo.constant dense<0.9> : tensor<192x576xf32>
    %6395 = stablehlo.multiply %6394, %m.blocks.9.attn.qkv.w : tensor<192x576xf32>
    %6396 = stablehlo.constant dense<0.1> : tensor<192x576xf32>
    %6397 = stablehlo.multiply %6396, %4042 : tensor<192x576xf32>
    %6398 = stablehlo.add %6395, %6397 : tensor<192x576xf32>
    %6399 = stablehlo.constant dense<0.999> : tensor<192x576xf32>
    %6400 = stablehlo.multiply %6399, %v.blocks.9.attn.qkv.w : tensor<192x576xf32>
    %6401 = stablehlo.constant dense<0.001> : tensor<192x576xf32>
    %6402 = stablehlo.multiply %4042, %4042 : tensor<192x576xf32>
    %6403 = stablehlo.multiply %6401, %6402 : tensor<192x576xf32>
    %6404 = stablehlo.add %6400, %6403 : tensor<192x576xf32>
    %6405 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x576xf32>
    %6406 = stablehlo.divide %6398, %6405 : tensor<192x576xf32>
    %6407 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x576xf32>
    %6408 = stablehlo.divide %6404, %6407 : tensor<192x576xf32>
    %6409 = stablehlo.sqrt %6408 : tensor<192x576xf32>
    %6410 = stablehlo.constant dense<1.0e-08> : tensor<192x576xf32>
    %6411 = stablehlo.add %6409, %6410 : tensor<192x576xf32>
    %6412 = stablehlo.divide %6406, %6411 : tensor<192x576xf32>
    %6413 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %6414 = stablehlo.multiply %6413, %m.blocks.9.attn.qkv.b : tensor<576xf32>
    %6415 = stablehlo.constant dense<0.1> : tensor<576xf32>
    %6416 = stablehlo.multiply %6415, %4047 : tensor<576xf32>
    %6417 = stablehlo.add %6414, %6416 : tensor<576xf32>
    %6418 = stablehlo.constant dense<0.999> : tensor<576xf32>
    %6419 = stablehlo.multiply %6418, %v.blocks.9.attn.qkv.b : tensor<576xf32>
    %6420 = stablehlo.constant dense<0.001> : tensor<576xf32>
    %6421 = stablehlo.multiply %4047, %4047 : tensor<576xf32>
    %6422 = stablehlo.multiply %6420, %6421 : tensor<576xf32>
    %6423 = stablehlo.add %6419, %6422 : tensor<576xf32>
    %6424 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %6425 = stablehlo.divide %6417, %6424 : tensor<576xf32>
    %6426 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %6427 = stablehlo.divide %6423, %6426 : tensor<576xf32>
    %6428 = stablehlo.sqrt %6427 : tensor<576xf32>
    %6429 = stablehlo.constant dense<1.0e-08> : tensor<576xf32>
    %6430 = stablehlo.add %6428, %6429 : tensor<576xf32>
    %6431 = stablehlo.divide %6425, %6430 : tensor<576xf32>
    %6432 = stablehlo.constant dense<0.9> : tensor<192x192xf32>
    %6433 = stablehlo.multiply %6432, %m.blocks.9.attn.proj.w : tensor<192x192xf32>
    %6434 = stablehlo.constant dense<0.1> : tensor<192x192xf32>
    %6435 = stablehlo.multiply %6434, %4052 : tensor<192x192xf32>
    %6436 = stablehlo.add %6433, %6435 : tensor<192x192xf32>
    %6437 = stablehlo.constant dense<0.999> : tensor<192x192xf32>
    %6438 = stablehlo.multiply %6437, %v.blocks.9.attn.proj.w : tensor<192x192xf32>
    %6439 = stablehlo.constant dense<0.001> : tensor<192x192xf32>
    %6440 = stablehlo.multiply %4052, %4052 : tensor<192x192xf32>
    %6441 = stablehlo.multiply %6439, %6440 : tensor<192x192xf32>
    %6442 = stablehlo.add %6438, %6441 : tensor<192x192xf32>
    %6443 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x192xf32>
    %6444 = stablehlo.divide %6436, %6443 : tensor<192x192xf32>
    %6445 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x192xf32>
    %6446 = stablehlo.divide %6442, %6445 : tensor<192x192xf32>
    %6447 = stablehlo.sqrt %6446 : tensor<192x192xf32>
    %6448 = stablehlo.constant dense<1.0e-08> : tensor<192x192xf32>
    %6449 = stablehlo.add %6447, %6448 : tensor<192x192xf32>
    %6450 = stablehlo.divide %6444, %6449 : tensor<192x192xf32>
    %6451 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %6452 = stablehlo.multiply %6451, %m.blocks.9.attn.proj.b : tensor<192xf32>
    %6453 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %6454 = stablehlo.multiply %6453, %4057 : tensor<192xf32>
    %6455 = stablehlo.add %6452, %6454 : tensor<192xf32>
    %6456 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %6457 = stablehlo.multiply %6456, %v.blocks.9.attn.proj.b : tensor<192xf32>
    %6458 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %6459 = stablehlo.multiply %4057, %4057 : tensor<192xf32>
    %6460 = stablehlo.multiply %6458, %6459 : tensor<192xf32>
    %6461 = stablehlo.add %6457, %6460 : tensor<192xf32>
    %6462 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6463 = stablehlo.divide %6455, %6462 : tensor<192xf32>
    %6464 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6465 = stablehlo.divide %6461, %6464 : tensor<192xf32>
    %6466 = stablehlo.sqrt %6465 : tensor<192xf32>
    %6467 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %6468 = stablehlo.add %6466, %6467 : tensor<192xf32>
    %6469 = stablehlo.divide %6463, %6468 : tensor<192xf32>
    %6470 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %6471 = stablehlo.multiply %6470, %m.blocks.9.norm2.g : tensor<192xf32>
    %6472 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %6473 = stablehlo.multiply %6472, %4062 : tensor<192xf32>
    %6474 = stablehlo.add %6471, %6473 : tensor<192xf32>
    %6475 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %6476 = stablehlo.multiply %6475, %v.blocks.9.norm2.g : tensor<192xf32>
    %6477 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %6478 = stablehlo.multiply %4062, %4062 : tensor<192xf32>
    %6479 = stablehlo.multiply %6477, %6478 : tensor<192xf32>
    %6480 = stablehlo.add %6476, %6479 : tensor<192xf32>
    %6481 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6482 = stablehlo.divide %6474, %6481 : tensor<192xf32>
    %6483 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6484 = stablehlo.divide %6480, %6483 : tensor<192xf32>
    %6485 = stablehlo.sqrt %6484 : tensor<192xf32>
    %6486 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %6487 = stablehlo.add %6485, %6486 : tensor<192xf32>
    %6488 = stablehlo.divide %6482, %6487 : tensor<192xf32>
    %6489 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %6490 = stablehlo.multiply %6489, %m.blocks.9.norm2.b : tensor<192xf32>
    %6491 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %6492 = stablehlo.multiply %6491, %4067 : tensor<192xf32>
    %6493 = stablehlo.add %6490, %6492 : tensor<192xf32>
    %6494 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %6495 = stablehlo.multiply %6494, %v.blocks.9.norm2.b : tensor<192xf32>
    %6496 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %6497 = stablehlo.multiply %4067, %4067 : tensor<192xf32>
    %6498 = stablehlo.multiply %6496, %6497 : tensor<192xf32>
    %6499 = stablehlo.add %6495, %6498 : tensor<192xf32>
    %6500 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6501 = stablehlo.divide %6493, %6500 : tensor<192xf32>
    %6502 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6503 = stablehlo.divide %6499, %6502 : tensor<192xf32>
    %6504 = stablehlo.sqrt %6503 : tensor<192xf32>
    %6505 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %6506 = stablehlo.add %6504, %6505 : tensor<192xf32>
    %6507 = stablehlo.divide %6501, %6506 : tensor<192xf32>
    %6508 = stablehlo.constant dense<0.9> : tensor<192x768xf32>
    %6509 = stablehlo.multiply %6508, %m.blocks.9.mlp.fc1.w : tensor<192x768xf32>
    %6510 = stablehlo.constant dense<0.1> : tensor<192x768xf32>
    %6511 = stablehlo.multiply %6510, %4072 : tensor<192x768xf32>
    %6512 = stablehlo.add %6509, %6511 : tensor<192x768xf32>
    %6513 = stablehlo.constant dense<0.999> : tensor<192x768xf32>
    %6514 = stablehlo.multiply %6513, %v.blocks.9.mlp.fc1.w : tensor<192x768xf32>
    %6515 = stablehlo.constant dense<0.001> : tensor<192x768xf32>
    %6516 = stablehlo.multiply %4072, %4072 : tensor<192x768xf32>
    %6517 = stablehlo.multiply %6515, %6516 : tensor<192x768xf32>
    %6518 = stablehlo.add %6514, %6517 : tensor<192x768xf32>
    %6519 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %6520 = stablehlo.divide %6512, %6519 : tensor<192x768xf32>
    %6521 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %6522 = stablehlo.divide %6518, %6521 : tensor<192x768xf32>
    %6523 = stablehlo.sqrt %6522 : tensor<192x768xf32>
    %6524 = stablehlo.constant dense<1.0e-08> : tensor<192x768xf32>
    %6525 = stablehlo.add %6523, %6524 : tensor<192x768xf32>
    %6526 = stablehlo.divide %6520, %6525 : tensor<192x768xf32>
    %6527 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %6528 = stablehlo.multiply %6527, %m.blocks.9.mlp.fc1.b : tensor<768xf32>
    %6529 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %6530 = stablehlo.multiply %6529, %4077 : tensor<768xf32>
    %6531 = stablehlo.add %6528, %6530 : tensor<768xf32>
    %6532 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %6533 = stablehlo.multiply %6532, %v.blocks.9.mlp.fc1.b : tensor<768xf32>
    %6534 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %6535 = stablehlo.multiply %4077, %4077 : tensor<768xf32>
    %6536 = stablehlo.multiply %6534, %6535 : tensor<768xf32>
    %6537 = stablehlo.add %6533, %6536 : tensor<768xf32>
    %6538 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6539 = stablehlo.divide %6531, %6538 : tensor<768xf32>
    %6540 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6541 = stablehlo.divide %6537, %6540 : tensor<768xf32>
    %6542 = stablehlo.sqrt %6541 : tensor<768xf32>
    %6543 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %6544 = stablehlo.add %6542, %6543 : tensor<768xf32>
    %6545 = stablehlo.divide %6539, %6544 : tensor<768xf32>
    %6546 = stablehlo.constant dense<0.9> : tensor<768x192xf32>
    %6547 = stablehlo.multiply %6546, %m.blocks.9.mlp.fc2.w : tensor<768x192xf32>
    %6548 = stablehlo.constant dense<0.1> : tensor<768x192xf32>
    %6549 = stablehlo.multiply %6548, %4082 : tensor<768x192xf32>
    %6550 = stablehlo.add %6547, %6549 : tensor<768x192xf32>
    %6551 = stablehlo.constant dense<0.999> : tensor<768x192xf32>
    %6552 = stablehlo.multiply %6551, %v.blocks.9.mlp.fc2.w : tensor<768x192xf32>
    %6553 = stablehlo.constant dense<0.001> : tensor<768x192xf32>
    %6554 = stablehlo.multiply %4082, %4082 : tensor<768x192xf32>
    %6555 = stablehlo.multiply %6553, %6554 : tensor<768x192xf32>
    %6556 = stablehlo.add %6552, %6555 : tensor<768x192xf32>
    %6557 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %6558 = stablehlo.divide %6550, %6557 : tensor<768x192xf32>
    %6559 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %6560 = stablehlo.divide %6556, %6559 : tensor<768x192xf32>
    %6561 = stablehlo.sqrt %6560 : tensor<768x192xf32>
    %6562 = stablehlo.constant dense<1.0e-08> : tensor<768x192xf32>
    %6563 = stablehlo.add %6561, %6562 : tensor<768x192xf32>
    %6564 = stablehlo.divide %6558, %6563 : tensor<768x192xf32>
    %6565 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %6566 = stablehlo.multiply %6565, %m.blocks.9.mlp.fc2.b : tensor<192xf32>
    %6567 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %6568 = stablehlo.multiply %6567, %4087 : tensor<192xf32>
    %6569 = stablehlo.add %6566, %6568 : tensor<192xf32>
    %6570 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %6571 = stablehlo.multiply %6570, %v.blocks.9.mlp.fc2.b : tensor<192xf32>
    %6572 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %6573 = stablehlo.multiply %4087, %4087 : tensor<192xf32>
    %6574 = stablehlo.multiply %6572, %6573 : tensor<192xf32>
    %6575 = stablehlo.add %6571, %6574 : tensor<192xf32>
    %6576 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6577 = stablehlo.divide %6569, %6576 : tensor<192xf32>
    %6578 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6579 = stablehlo.divide %6575, %6578 : tensor<192xf32>
    %6580 = stablehlo.sqrt %6579 : tensor<192xf32>
    %6581 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %6582 = stablehlo.add %6580, %6581 : tensor<192xf32>
    %6583 = stablehlo.divide %6577, %6582 : tensor<192xf32>
    %6584 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %6585 = stablehlo.multiply %6584, %m.blocks.10.norm1.g : tensor<192xf32>
    %6586 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %6587 = stablehlo.multiply %6586, %4092 : tensor<192xf32>
    %6588 = stablehlo.add %6585, %6587 : tensor<192xf32>
    %6589 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %6590 = stablehlo.multiply %6589, %v.blocks.10.norm1.g : tensor<192xf32>
    %6591 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %6592 = stablehlo.multiply %4092, %4092 : tensor<192xf32>
    %6593 = stablehlo.multiply %6591, %6592 : tensor<192xf32>
    %6594 = stablehlo.add %6590, %6593 : tensor<192xf32>
    %6595 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6596 = stablehlo.divide %6588, %6595 : tensor<192xf32>
    %6597 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6598 = stablehlo.divide %6594, %6597 : tensor<192xf32>
    %6599 = stablehlo.sqrt %6598 : tensor<192xf32>
    %6600 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %6601 = stablehlo.add %6599, %6600 : tensor<192xf32>
    %6602 = stablehlo.divide %6596, %6601 : tensor<192xf32>
    %6603 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %6604 = stablehlo.multiply %6603, %m.blocks.10.norm1.b : tensor<192xf32>
    %6605 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %6606 = stablehlo.multiply %6605, %4097 : tensor<192xf32>
    %6607 = stablehlo.add %6604, %6606 : tensor<192xf32>
    %6608 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %6609 = stablehlo.multiply %6608, %v.blocks.10.norm1.b : tensor<192xf32>
    %6610 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %6611 = stablehlo.multiply %4097, %4097 : tensor<192xf32>
    %6612 = stablehlo.multiply %6610, %6611 : tensor<192xf32>
    %6613 = stablehlo.add %6609, %6612 : tensor<192xf32>
    %6614 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6615 = stablehlo.divide %6607, %6614 : tensor<192xf32>
    %6616 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6617 = stablehlo.divide %6613, %6616 : tensor<192xf32>
    %6618 = stablehlo.sqrt %6617 : tensor<192xf32>
    %6619 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %6620 = stablehlo.add %6618, %6619 : tensor<192xf32>
    %6621 = stablehlo.divide %6615, %6620 : tensor<192xf32>
    %6622 = stablehlo.constant dense<0.9> : tensor<192x576xf32>
    %6623 = stablehlo.multiply %6622, %m.blocks.10.attn.qkv.w : tensor<192x576xf32>
    %6624 = stablehlo.constant dense<0.1> : tensor<192x576xf32>
    %6625 = stablehlo.multiply %6624, %4102 : tensor<192x576xf32>
    %6626 = stablehlo.add %6623, %6625 : tensor<192x576xf32>
    %6627 = stablehlo.constant dense<0.999> : tensor<192x576xf32>
    %6628 = stablehlo.multiply %6627, %v.blocks.10.attn.qkv.w : tensor<192x576xf32>
    %6629 = stablehlo.constant dense<0.001> : tensor<192x576xf32>
    %6630 = stablehlo.multiply %4102, %4102 : tensor<192x576xf32>
    %6631 = stablehlo.multiply %6629, %6630 : tensor<192x576xf32>
    %6632 = stablehlo.add %6628, %6631 : tensor<192x576xf32>
    %6633 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x576xf32>
    %6634 = stablehlo.divide %6626, %6633 : tensor<192x576xf32>
    %6635 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x576xf32>
    %6636 = stablehlo.divide %6632, %6635 : tensor<192x576xf32>
    %6637 = stablehlo.sqrt %6636 : tensor<192x576xf32>
    %6638 = stablehlo.constant dense<1.0e-08> : tensor<192x576xf32>
    %6639 = stablehlo.add %6637, %6638 : tensor<192x576xf32>
    %6640 = stablehlo.divide %6634, %6639 : tensor<192x576xf32>
    %6641 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %6642 = stablehlo.multiply %6641, %m.blocks.10.attn.qkv.b : tensor<576xf32>
    %6643 = stablehlo.constant dense<0.1> : tensor<576xf32>
    %6644 = stablehlo.multiply %6643, %4107 : tensor<576xf32>
    %6645 = stablehlo.add %6642, %6644 : tensor<576xf32>
    %6646 = stablehlo.constant dense<0.999> : tensor<576xf32>
    %6647 = stablehlo.multiply %6646, %v.blocks.10.attn.qkv.b : tensor<576xf32>
    %6648 = stablehlo.constant dense<0.001> : tensor<576xf32>
    %6649 = stablehlo.multiply %4107, %4107 : tensor<576xf32>
    %6650 = stablehlo.multiply %6648, %6649 : tensor<576xf32>
    %6651 = stablehlo.add %6647, %6650 : tensor<576xf32>
    %6652 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %6653 = stablehlo.divide %6645, %6652 : tensor<576xf32>
    %6654 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %6655 = stablehlo.divide %6651, %6654 : tensor<576xf32>
    %6656 = stablehlo.sqrt %6655 : tensor<576xf32>
    %6657 = stablehlo.constant dense<1.0e-08> : tensor<576xf32>
    %6658 = stablehlo.add %6656, %6657 : tensor<576xf32>
    %6659 = stablehlo.divide %6653, %6658 : tensor<576xf32>
    %6660 = stablehlo.constant dense<0.9> : tensor<192x192xf32>
    %6661 = stablehlo.multiply %6660, %m.blocks.10.attn.proj.w : tensor<192x192xf32>
    %6662 = stablehlo.constant dense<0.1> : tensor<192x192xf32>
    %6663 = stablehlo.multiply %6662, %4112 : tensor<192x192xf32>
    %6664 = stablehlo.add %6661, %6663 : tensor<192x192xf32>
    %6665 = stablehlo.constant dense<0.999> : tensor<192x192xf32>
    %6666 = stablehlo.multiply %6665, %v.blocks.10.attn.proj.w : tensor<192x192xf32>
    %6667 = stablehlo.constant dense<0.001> : tensor<192x192xf32>
    %6668 = stablehlo.multiply %4112, %4112 : tensor<192x192xf32>
    %6669 = stablehlo.multiply %6667, %6668 : tensor<192x192xf32>
    %6670 = stablehlo.add %6666, %6669 : tensor<192x192xf32>
    %6671 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x192xf32>
    %6672 = stablehlo.divide %6664, %6671 : tensor<192x192xf32>
    %6673 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x192xf32>
    %6674 = stablehlo.divide %6670, %6673 : tensor<192x192xf32>
    %6675 = stablehlo.sqrt %6674 : tensor<192x192xf32>
    %6676 = stablehlo.constant dense<1.0e-08> : tensor<192x192xf32>
    %6677 = stablehlo.add %6675, %6676 : tensor<192x192xf32>
    %6678 = stablehlo.divide %6672, %6677 : tensor<192x192xf32>
    %6679 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %6680 = stablehlo.multiply %6679, %m.blocks.10.attn.proj.b : tensor<192xf32>
    %6681 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %6682 = stablehlo.multiply %6681, %4117 : tensor<192xf32>
    %6683 = stablehlo.add %6680, %6682 : tensor<192xf32>
    %6684 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %6685 = stablehlo.multiply %6684, %v.blocks.10.attn.proj.b : tensor<192xf32>
    %6686 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %6687 = stablehlo.multiply %4117, %4117 : tensor<192xf32>
    %6688 = stablehlo.multiply %6686, %6687 : tensor<192xf32>
    %6689 = stablehlo.add %6685, %6688 : tensor<192xf32>
    %6690 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6691 = stablehlo.divide %6683, %6690 : tensor<192xf32>
    %6692 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6693 = stablehlo.divide %6689, %6692 : tensor<192xf32>
    %6694 = stablehlo.sqrt %6693 : tensor<192xf32>
    %6695 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %6696 = stablehlo.add %6694, %6695 : tensor<192xf32>
    %6697 = stablehlo.divide %6691, %6696 : tensor<192xf32>
    %6698 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %6699 = stablehlo.multiply %6698, %m.blocks.10.norm2.g : tensor<192xf32>
    %6700 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %6701 = stablehlo.multiply %6700, %4122 : tensor<192xf32>
    %6702 = stablehlo.add %6699, %6701 : tensor<192xf32>
    %6703 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %6704 = stablehlo.multiply %6703, %v.blocks.10.norm2.g : tensor<192xf32>
    %6705 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %6706 = stablehlo.multiply %4122, %4122 : tensor<192xf32>
    %6707 = stablehlo.multiply %6705, %6706 : tensor<192xf32>
    %6708 = stablehlo.add %6704, %6707 : tensor<192xf32>
    %6709 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6710 = stablehlo.divide %6702, %6709 : tensor<192xf32>
    %6711 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6712 = stablehlo.divide %6708, %6711 : tensor<192xf32>
    %6713 = stablehlo.sqrt %6712 : tensor<192xf32>
    %6714 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %6715 = stablehlo.add %6713, %6714 : tensor<192xf32>
    %6716 = stablehlo.divide %6710, %6715 : tensor<192xf32>
    %6717 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %6718 = stablehlo.multiply %6717, %m.blocks.10.norm2.b : tensor<192xf32>
    %6719 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %6720 = stablehlo.multiply %6719, %4127 : tensor<192xf32>
    %6721 = stablehlo.add %6718, %6720 : tensor<192xf32>
    %6722 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %6723 = stablehlo.multiply %6722, %v.blocks.10.norm2.b : tensor<192xf32>
    %6724 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %6725 = stablehlo.multiply %4127, %4127 : tensor<192xf32>
    %6726 = stablehlo.multiply %6724, %6725 : tensor<192xf32>
    %6727 = stablehlo.add %6723, %6726 : tensor<192xf32>
    %6728 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6729 = stablehlo.divide %6721, %6728 : tensor<192xf32>
    %6730 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6731 = stablehlo.divide %6727, %6730 : tensor<192xf32>
    %6732 = stablehlo.sqrt %6731 : tensor<192xf32>
    %6733 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %6734 = stablehlo.add %6732, %6733 : tensor<192xf32>
    %6735 = stablehlo.divide %6729, %6734 : tensor<192xf32>
    %6736 = stablehlo.constant dense<0.9> : tensor<192x768xf32>
    %6737 = stablehlo.multiply %6736, %m.blocks.10.mlp.fc1.w : tensor<192x768xf32>
    %6738 = stablehlo.constant dense<0.1> : tensor<192x768xf32>
    %6739 = stablehlo.multiply %6738, %4132 : tensor<192x768xf32>
    %6740 = stablehlo.add %6737, %6739 : tensor<192x768xf32>
    %6741 = stablehlo.constant dense<0.999> : tensor<192x768xf32>
    %6742 = stablehlo.multiply %6741, %v.blocks.10.mlp.fc1.w : tensor<192x768xf32>
    %6743 = stablehlo.constant dense<0.001> : tensor<192x768xf32>
    %6744 = stablehlo.multiply %4132, %4132 : tensor<192x768xf32>
    %6745 = stablehlo.multiply %6743, %6744 : tensor<192x768xf32>
    %6746 = stablehlo.add %6742, %6745 : tensor<192x768xf32>
    %6747 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %6748 = stablehlo.divide %6740, %6747 : tensor<192x768xf32>
    %6749 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %6750 = stablehlo.divide %6746, %6749 : tensor<192x768xf32>
    %6751 = stablehlo.sqrt %6750 : tensor<192x768xf32>
    %6752 = stablehlo.constant dense<1.0e-08> : tensor<192x768xf32>
    %6753 = stablehlo.add %6751, %6752 : tensor<192x768xf32>
    %6754 = stablehlo.divide %6748, %6753 : tensor<192x768xf32>
    %6755 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %6756 = stablehlo.multiply %6755, %m.blocks.10.mlp.fc1.b : tensor<768xf32>
    %6757 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %6758 = stablehlo.multiply %6757, %4137 : tensor<768xf32>
    %6759 = stablehlo.add %6756, %6758 : tensor<768xf32>
    %6760 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %6761 = stablehlo.multiply %6760, %v.blocks.10.mlp.fc1.b : tensor<768xf32>
    %6762 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %6763 = stablehlo.multiply %4137, %4137 : tensor<768xf32>
    %6764 = stablehlo.multiply %6762, %6763 : tensor<768xf32>
    %6765 = stablehlo.add %6761, %6764 : tensor<768xf32>
    %6766 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6767 = stablehlo.divide %6759, %6766 : tensor<768xf32>
    %6768 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6769 = stablehlo.divide %6765, %6768 : tensor<768xf32>
    %6770 = stablehlo.sqrt %6769 : tensor<768xf32>
    %6771 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %6772 = stablehlo.add %6770, %6771 : tensor<768xf32>
    %6773 = stablehlo.divide %6767, %6772 : tensor<768xf32>
    %6774 = stablehlo.constant dense<0.9> : tensor<768x192xf32>
    %6775 = stablehlo.multiply %6774, %m.blocks.10.mlp.fc2.w : tensor<768x192xf32>
    %6776 = stablehlo.constant dense<0.1> : tensor<768x192xf32>
    %6777 = stablehlo.multiply %6776, %4142 : tensor<768x192xf32>
    %6778 = stablehlo.add %6775, %6777 : tensor<768x192xf32>
    %6779 = stablehlo.constant dense<0.999> : tensor<768x192xf32>
    %6780 = stablehlo.multiply %6779, %v.blocks.10.mlp.fc2.w : tensor<768x192xf32>
    %6781 = stablehlo.constant dense<0.001> : tensor<768x192xf32>
    %6782 = stablehlo.multiply %4142, %4142 : tensor<768x192xf32>
    %6783 = stablehlo.multiply %6781, %6782 : tensor<768x192xf32>
    %6784 = stablehlo.add %6780, %6783 : tensor<768x192xf32>
    %6785 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %6786 = stablehlo.divide %6778, %6785 : tensor<768x192xf32>
    %6787 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %6788 = stablehlo.divide %6784, %6787 : tensor<768x192xf32>
    %6789 = stablehlo.sqrt %6788 : tensor<768x192xf32>
    %6790 = stablehlo.constant dense<1.0e-08> : tensor<768x192xf32>
    %6791 = stablehlo.add %6789, %6790 : tensor<768x192xf32>
    %6792 = stablehlo.divide %6786, %6791 : tensor<768x192xf32>
    %6793 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %6794 = stablehlo.multiply %6793, %m.blocks.10.mlp.fc2.b : tensor<192xf32>
    %6795 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %6796 = stablehlo.multiply %6795, %4147 : tensor<192xf32>
    %6797 = stablehlo.add %6794, %6796 : tensor<192xf32>
    %6798 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %6799 = stablehlo.multiply %6798, %v.blocks.10.mlp.fc2.b : tensor<192xf32>
    %6800 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %6801 = stablehlo.multiply %4147, %4147 : tensor<192xf32>
    %6802 = stablehlo.multiply %6800, %6801 : tensor<192xf32>
    %6803 = stablehlo.add %6799, %6802 : tensor<192xf32>
    %6804 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6805 = stablehlo.divide %6797, %6804 : tensor<192xf32>
    %6806 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6807 = stablehlo.divide %6803, %6806 : tensor<192xf32>
    %6808 = stablehlo.sqrt %6807 : tensor<192xf32>
    %6809 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %6810 = stablehlo.add %6808, %6809 : tensor<192xf32>
    %6811 = stablehlo.divide %6805, %6810 : tensor<192xf32>
    %6812 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %6813 = stablehlo.multiply %6812, %m.blocks.11.norm1.g : tensor<192xf32>
    %6814 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %6815 = stablehlo.multiply %6814, %4152 : tensor<192xf32>
    %6816 = stablehlo.add %6813, %6815 : tensor<192xf32>
    %6817 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %6818 = stablehlo.multiply %6817, %v.blocks.11.norm1.g : tensor<192xf32>
    %6819 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %6820 = stablehlo.multiply %4152, %4152 : tensor<192xf32>
    %6821 = stablehlo.multiply %6819, %6820 : tensor<192xf32>
    %6822 = stablehlo.add %6818, %6821 : tensor<192xf32>
    %6823 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6824 = stablehlo.divide %6816, %6823 : tensor<192xf32>
    %6825 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6826 = stablehlo.divide %6822, %6825 : tensor<192xf32>
    %6827 = stablehlo.sqrt %6826 : tensor<192xf32>
    %6828 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %6829 = stablehlo.add %6827, %6828 : tensor<192xf32>
    %6830 = stablehlo.divide %6824, %6829 : tensor<192xf32>
    %6831 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %6832 = stablehlo.multiply %6831, %m.blocks.11.norm1.b : tensor<192xf32>
    %6833 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %6834 = stablehlo.multiply %6833, %4157 : tensor<192xf32>
    %6835 = stablehlo.add %6832, %6834 : tensor<192xf32>
    %6836 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %6837 = stablehlo.multiply %6836, %v.blocks.11.norm1.b : tensor<192xf32>
    %6838 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %6839 = stablehlo.multiply %4157, %4157 : tensor<192xf32>
    %6840 = stablehlo.multiply %6838, %6839 : tensor<192xf32>
    %6841 = stablehlo.add %6837, %6840 : tensor<192xf32>
    %6842 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6843 = stablehlo.divide %6835, %6842 : tensor<192xf32>
    %6844 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6845 = stablehlo.divide %6841, %6844 : tensor<192xf32>
    %6846 = stablehlo.sqrt %6845 : tensor<192xf32>
    %6847 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %6848 = stablehlo.add %6846, %6847 : tensor<192xf32>
    %6849 = stablehlo.divide %6843, %6848 : tensor<192xf32>
    %6850 = stablehlo.constant dense<0.9> : tensor<192x576xf32>
    %6851 = stablehlo.multiply %6850, %m.blocks.11.attn.qkv.w : tensor<192x576xf32>
    %6852 = stablehlo.constant dense<0.1> : tensor<192x576xf32>
    %6853 = stablehlo.multiply %6852, %4162 : tensor<192x576xf32>
    %6854 = stablehlo.add %6851, %6853 : tensor<192x576xf32>
    %6855 = stablehlo.constant dense<0.999> : tensor<192x576xf32>
    %6856 = stablehlo.multiply %6855, %v.blocks.11.attn.qkv.w : tensor<192x576xf32>
    %6857 = stablehlo.constant dense<0.001> : tensor<192x576xf32>
    %6858 = stablehlo.multiply %4162, %4162 : tensor<192x576xf32>
    %6859 = stablehlo.multiply %6857, %6858 : tensor<192x576xf32>
    %6860 = stablehlo.add %6856, %6859 : tensor<192x576xf32>
    %6861 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x576xf32>
    %6862 = stablehlo.divide %6854, %6861 : tensor<192x576xf32>
    %6863 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x576xf32>
    %6864 = stablehlo.divide %6860, %6863 : tensor<192x576xf32>
    %6865 = stablehlo.sqrt %6864 : tensor<192x576xf32>
    %6866 = stablehlo.constant dense<1.0e-08> : tensor<192x576xf32>
    %6867 = stablehlo.add %6865, %6866 : tensor<192x576xf32>
    %6868 = stablehlo.divide %6862, %6867 : tensor<192x576xf32>
    %6869 = stablehlo.constant dense<0.9> : tensor<576xf32>
    %6870 = stablehlo.multiply %6869, %m.blocks.11.attn.qkv.b : tensor<576xf32>
    %6871 = stablehlo.constant dense<0.1> : tensor<576xf32>
    %6872 = stablehlo.multiply %6871, %4167 : tensor<576xf32>
    %6873 = stablehlo.add %6870, %6872 : tensor<576xf32>
    %6874 = stablehlo.constant dense<0.999> : tensor<576xf32>
    %6875 = stablehlo.multiply %6874, %v.blocks.11.attn.qkv.b : tensor<576xf32>
    %6876 = stablehlo.constant dense<0.001> : tensor<576xf32>
    %6877 = stablehlo.multiply %4167, %4167 : tensor<576xf32>
    %6878 = stablehlo.multiply %6876, %6877 : tensor<576xf32>
    %6879 = stablehlo.add %6875, %6878 : tensor<576xf32>
    %6880 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %6881 = stablehlo.divide %6873, %6880 : tensor<576xf32>
    %6882 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %6883 = stablehlo.divide %6879, %6882 : tensor<576xf32>
    %6884 = stablehlo.sqrt %6883 : tensor<576xf32>
    %6885 = stablehlo.constant dense<1.0e-08> : tensor<576xf32>
    %6886 = stablehlo.add %6884, %6885 : tensor<576xf32>
    %6887 = stablehlo.divide %6881, %6886 : tensor<576xf32>
    %6888 = stablehlo.constant dense<0.9> : tensor<192x192xf32>
    %6889 = stablehlo.multiply %6888, %m.blocks.11.attn.proj.w : tensor<192x192xf32>
    %6890 = stablehlo.constant dense<0.1> : tensor<192x192xf32>
    %6891 = stablehlo.multiply %6890, %4172 : tensor<192x192xf32>
    %6892 = stablehlo.add %6889, %6891 : tensor<192x192xf32>
    %6893 = stablehlo.constant dense<0.999> : tensor<192x192xf32>
    %6894 = stablehlo.multiply %6893, %v.blocks.11.attn.proj.w : tensor<192x192xf32>
    %6895 = stablehlo.constant dense<0.001> : tensor<192x192xf32>
    %6896 = stablehlo.multiply %4172, %4172 : tensor<192x192xf32>
    %6897 = stablehlo.multiply %6895, %6896 : tensor<192x192xf32>
    %6898 = stablehlo.add %6894, %6897 : tensor<192x192xf32>
    %6899 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x192xf32>
    %6900 = stablehlo.divide %6892, %6899 : tensor<192x192xf32>
    %6901 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x192xf32>
    %6902 = stablehlo.divide %6898, %6901 : tensor<192x192xf32>
    %6903 = stablehlo.sqrt %6902 : tensor<192x192xf32>
    %6904 = stablehlo.constant dense<1.0e-08> : tensor<192x192xf32>
    %6905 = stablehlo.add %6903, %6904 : tensor<192x192xf32>
    %6906 = stablehlo.divide %6900, %6905 : tensor<192x192xf32>
    %6907 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %6908 = stablehlo.multiply %6907, %m.blocks.11.attn.proj.b : tensor<192xf32>
    %6909 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %6910 = stablehlo.multiply %6909, %4177 : tensor<192xf32>
    %6911 = stablehlo.add %6908, %6910 : tensor<192xf32>
    %6912 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %6913 = stablehlo.multiply %6912, %v.blocks.11.attn.proj.b : tensor<192xf32>
    %6914 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %6915 = stablehlo.multiply %4177, %4177 : tensor<192xf32>
    %6916 = stablehlo.multiply %6914, %6915 : tensor<192xf32>
    %6917 = stablehlo.add %6913, %6916 : tensor<192xf32>
    %6918 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6919 = stablehlo.divide %6911, %6918 : tensor<192xf32>
    %6920 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6921 = stablehlo.divide %6917, %6920 : tensor<192xf32>
    %6922 = stablehlo.sqrt %6921 : tensor<192xf32>
    %6923 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %6924 = stablehlo.add %6922, %6923 : tensor<192xf32>
    %6925 = stablehlo.divide %6919, %6924 : tensor<192xf32>
    %6926 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %6927 = stablehlo.multiply %6926, %m.blocks.11.norm2.g : tensor<192xf32>
    %6928 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %6929 = stablehlo.multiply %6928, %4182 : tensor<192xf32>
    %6930 = stablehlo.add %6927, %6929 : tensor<192xf32>
    %6931 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %6932 = stablehlo.multiply %6931, %v.blocks.11.norm2.g : tensor<192xf32>
    %6933 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %6934 = stablehlo.multiply %4182, %4182 : tensor<192xf32>
    %6935 = stablehlo.multiply %6933, %6934 : tensor<192xf32>
    %6936 = stablehlo.add %6932, %6935 : tensor<192xf32>
    %6937 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6938 = stablehlo.divide %6930, %6937 : tensor<192xf32>
    %6939 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6940 = stablehlo.divide %6936, %6939 : tensor<192xf32>
    %6941 = stablehlo.sqrt %6940 : tensor<192xf32>
    %6942 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %6943 = stablehlo.add %6941, %6942 : tensor<192xf32>
    %6944 = stablehlo.divide %6938, %6943 : tensor<192xf32>
    %6945 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %6946 = stablehlo.multiply %6945, %m.blocks.11.norm2.b : tensor<192xf32>
    %6947 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %6948 = stablehlo.multiply %6947, %4187 : tensor<192xf32>
    %6949 = stablehlo.add %6946, %6948 : tensor<192xf32>
    %6950 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %6951 = stablehlo.multiply %6950, %v.blocks.11.norm2.b : tensor<192xf32>
    %6952 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %6953 = stablehlo.multiply %4187, %4187 : tensor<192xf32>
    %6954 = stablehlo.multiply %6952, %6953 : tensor<192xf32>
    %6955 = stablehlo.add %6951, %6954 : tensor<192xf32>
    %6956 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6957 = stablehlo.divide %6949, %6956 : tensor<192xf32>
    %6958 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %6959 = stablehlo.divide %6955, %6958 : tensor<192xf32>
    %6960 = stablehlo.sqrt %6959 : tensor<192xf32>
    %6961 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %6962 = stablehlo.add %6960, %6961 : tensor<192xf32>
    %6963 = stablehlo.divide %6957, %6962 : tensor<192xf32>
    %6964 = stablehlo.constant dense<0.9> : tensor<192x768xf32>
    %6965 = stablehlo.multiply %6964, %m.blocks.11.mlp.fc1.w : tensor<192x768xf32>
    %6966 = stablehlo.constant dense<0.1> : tensor<192x768xf32>
    %6967 = stablehlo.multiply %6966, %4192 : tensor<192x768xf32>
    %6968 = stablehlo.add %6965, %6967 : tensor<192x768xf32>
    %6969 = stablehlo.constant dense<0.999> : tensor<192x768xf32>
    %6970 = stablehlo.multiply %6969, %v.blocks.11.mlp.fc1.w : tensor<192x768xf32>
    %6971 = stablehlo.constant dense<0.001> : tensor<192x768xf32>
    %6972 = stablehlo.multiply %4192, %4192 : tensor<192x768xf32>
    %6973 = stablehlo.multiply %6971, %6972 : tensor<192x768xf32>
    %6974 = stablehlo.add %6970, %6973 : tensor<192x768xf32>
    %6975 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %6976 = stablehlo.divide %6968, %6975 : tensor<192x768xf32>
    %6977 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %6978 = stablehlo.divide %6974, %6977 : tensor<192x768xf32>
    %6979 = stablehlo.sqrt %6978 : tensor<192x768xf32>
    %6980 = stablehlo.constant dense<1.0e-08> : tensor<192x768xf32>
    %6981 = stablehlo.add %6979, %6980 : tensor<192x768xf32>
    %6982 = stablehlo.divide %6976, %6981 : tensor<192x768xf32>
    %6983 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %6984 = stablehlo.multiply %6983, %m.blocks.11.mlp.fc1.b : tensor<768xf32>
    %6985 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %6986 = stablehlo.multiply %6985, %4197 : tensor<768xf32>
    %6987 = stablehlo.add %6984, %6986 : tensor<768xf32>
    %6988 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %6989 = stablehlo.multiply %6988, %v.blocks.11.mlp.fc1.b : tensor<768xf32>
    %6990 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %6991 = stablehlo.multiply %4197, %4197 : tensor<768xf32>
    %6992 = stablehlo.multiply %6990, %6991 : tensor<768xf32>
    %6993 = stablehlo.add %6989, %6992 : tensor<768xf32>
    %6994 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6995 = stablehlo.divide %6987, %6994 : tensor<768xf32>
    %6996 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6997 = stablehlo.divide %6993, %6996 : tensor<768xf32>
    %6998 = stablehlo.sqrt %6997 : tensor<768xf32>
    %6999 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %7000 = stablehlo.add %6998, %6999 : tensor<768xf32>
    %7001 = stablehlo.divide %6995, %7000 : tensor<768xf32>
    %7002 = stablehlo.constant dense<0.9> : tensor<768x192xf32>
    %7003 = stablehlo.multiply %7002, %m.blocks.11.mlp.fc2.w : tensor<768x192xf32>
    %7004 = stablehlo.constant dense<0.1> : tensor<768x192xf32>
    %7005 = stablehlo.multiply %7004, %4202 : tensor<768x192xf32>
    %7006 = stablehlo.add %7003, %7005 : tensor<768x192xf32>
    %7007 = stablehlo.constant dense<0.999> : tensor<768x192xf32>
    %7008 = stablehlo.multiply %7007, %v.blocks.11.mlp.fc2.w : tensor<768x192xf32>
    %7009 = stablehlo.constant dense<0.001> : tensor<768x192xf32>
    %7010 = stablehlo.multiply %4202, %4202 : tensor<768x192xf32>
    %7011 = stablehlo.multiply %7009, %7010 : tensor<768x192xf32>
    %7012 = stablehlo.add %7008, %7011 : tensor<768x192xf32>
    %7013 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %7014 = stablehlo.divide %7006, %7013 : tensor<768x192xf32>
    %7015 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %7016 = stablehlo.divide %7012, %7015 : tensor<768x192xf32>
    %7017 = stablehlo.sqrt %7016 : tensor<768x192xf32>
    %7018 = stablehlo.constant dense<1.0e-08> : tensor<768x192xf32>
    %7019 = stablehlo.add %7017, %7018 : tensor<768x192xf32>
    %7020 = stablehlo.divide %7014, %7019 : tensor<768x192xf32>
    %7021 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %7022 = stablehlo.multiply %7021, %m.blocks.11.mlp.fc2.b : tensor<192xf32>
    %7023 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %7024 = stablehlo.multiply %7023, %4207 : tensor<192xf32>
    %7025 = stablehlo.add %7022, %7024 : tensor<192xf32>
    %7026 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %7027 = stablehlo.multiply %7026, %v.blocks.11.mlp.fc2.b : tensor<192xf32>
    %7028 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %7029 = stablehlo.multiply %4207, %4207 : tensor<192xf32>
    %7030 = stablehlo.multiply %7028, %7029 : tensor<192xf32>
    %7031 = stablehlo.add %7027, %7030 : tensor<192xf32>
    %7032 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7033 = stablehlo.divide %7025, %7032 : tensor<192xf32>
    %7034 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7035 = stablehlo.divide %7031, %7034 : tensor<192xf32>
    %7036 = stablehlo.sqrt %7035 : tensor<192xf32>
    %7037 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %7038 = stablehlo.add %7036, %7037 : tensor<192xf32>
    %7039 = stablehlo.divide %7033, %7038 : tensor<192xf32>
    %7040 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %7041 = stablehlo.multiply %7040, %m.norm.g : tensor<192xf32>
    %7042 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %7043 = stablehlo.multiply %7042, %4212 : tensor<192xf32>
    %7044 = stablehlo.add %7041, %7043 : tensor<192xf32>
    %7045 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %7046 = stablehlo.multiply %7045, %v.norm.g : tensor<192xf32>
    %7047 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %7048 = stablehlo.multiply %4212, %4212 : tensor<192xf32>
    %7049 = stablehlo.multiply %7047, %7048 : tensor<192xf32>
    %7050 = stablehlo.add %7046, %7049 : tensor<192xf32>
    %7051 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7052 = stablehlo.divide %7044, %7051 : tensor<192xf32>
    %7053 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7054 = stablehlo.divide %7050, %7053 : tensor<192xf32>
    %7055 = stablehlo.sqrt %7054 : tensor<192xf32>
    %7056 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %7057 = stablehlo.add %7055, %7056 : tensor<192xf32>
    %7058 = stablehlo.divide %7052, %7057 : tensor<192xf32>
    %7059 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %7060 = stablehlo.multiply %7059, %m.norm.b : tensor<192xf32>
    %7061 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %7062 = stablehlo.multiply %7061, %4217 : tensor<192xf32>
    %7063 = stablehlo.add %7060, %7062 : tensor<192xf32>
    %7064 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %7065 = stablehlo.multiply %7064, %v.norm.b : tensor<192xf32>
    %7066 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %7067 = stablehlo.multiply %4217, %4217 : tensor<192xf32>
    %7068 = stablehlo.multiply %7066, %7067 : tensor<192xf32>
    %7069 = stablehlo.add %7065, %7068 : tensor<192xf32>
    %7070 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7071 = stablehlo.divide %7063, %7070 : tensor<192xf32>
    %7072 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7073 = stablehlo.divide %7069, %7072 : tensor<192xf32>
    %7074 = stablehlo.sqrt %7073 : tensor<192xf32>
    %7075 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %7076 = stablehlo.add %7074, %7075 : tensor<192xf32>
    %7077 = stablehlo.divide %7071, %7076 : tensor<192xf32>
    %7078 = stablehlo.constant dense<0.9> : tensor<192x1000xf32>
    %7079 = stablehlo.multiply %7078, %m.head.w : tensor<192x1000xf32>
    %7080 = stablehlo.constant dense<0.1> : tensor<192x1000xf32>
    %7081 = stablehlo.multiply %7080, %4222 : tensor<192x1000xf32>
    %7082 = stablehlo.add %7079, %7081 : tensor<192x1000xf32>
    %7083 = stablehlo.constant dense<0.999> : tensor<192x1000xf32>
    %7084 = stablehlo.multiply %7083, %v.head.w : tensor<192x1000xf32>
    %7085 = stablehlo.constant dense<0.001> : tensor<192x1000xf32>
    %7086 = stablehlo.multiply %4222, %4222 : tensor<192x1000xf32>
    %7087 = stablehlo.multiply %7085, %7086 : tensor<192x1000xf32>
    %7088 = stablehlo.add %7084, %7087 : tensor<192x1000xf32>
    %7089 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x1000xf32>
    %7090 = stablehlo.divide %7082, %7089 : tensor<192x1000xf32>
    %7091 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x1000xf32>
    %7092 = stablehlo.divide %7088, %7091 : tensor<192x1000xf32>
    %7093 = stablehlo.sqrt %7092 : tensor<192x1000xf32>
    %7094 = stablehlo.constant dense<1.0e-08> : tensor<192x1000xf32>
    %7095 = stablehlo.add %7093, %7094 : tensor<192x1000xf32>
    %7096 = stablehlo.divide %7090, %7095 : tensor<192x1000xf32>
    %7097 = stablehlo.constant dense<0.9> : tensor<1000xf32>
    %7098 = stablehlo.multiply %7097, %m.head.b : tensor<1000xf32>
    %7099 = stablehlo.constant dense<0.1> : tensor<1000xf32>
    %7100 = stablehlo.multiply %7099, %4227 : tensor<1000xf32>
    %7101 = stablehlo.add %7098, %7100 : tensor<1000xf32>
    %7102 = stablehlo.constant dense<0.999> : tensor<1000xf32>
    %7103 = stablehlo.multiply %7102, %v.head.b : tensor<1000xf32>
    %7104 = stablehlo.constant dense<0.001> : tensor<1000xf32>
    %7105 = stablehlo.multiply %4227, %4227 : tensor<1000xf32>
    %7106 = stablehlo.multiply %7104, %7105 : tensor<1000xf32>
    %7107 = stablehlo.add %7103, %7106 : tensor<1000xf32>
    %7108 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1000xf32>
    %7109 = stablehlo.divide %7101, %7108 : tensor<1000xf32>
    %7110 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1000xf32>
    %7111 = stablehlo.divide %7107, %7110 : tensor<1000xf32>
    %7112 = stablehlo.sqrt %7111 : tensor<1000xf32>
    %7113 = stablehlo.constant dense<1.0e-08> : tensor<1000xf32>
    %7114 = stablehlo.add %7112, %7113 : tensor<1000xf32>
    %7115 = stablehlo.divide %7109, %7114 : tensor<1000xf32>
    %7116 = stablehlo.constant dense<0.05> : tensor<16x16x3x192xf32>
    %7117 = stablehlo.multiply %7116, %patch_embed.proj.w : tensor<16x16x3x192xf32>
    %7118 = stablehlo.add %4246, %7117 : tensor<16x16x3x192xf32>
    %7119 = stablehlo.constant dense<0.05> : tensor<1x1x192xf32>
    %7120 = stablehlo.multiply %7119, %cls.token : tensor<1x1x192xf32>
    %7121 = stablehlo.add %4284, %7120 : tensor<1x1x192xf32>
    %7122 = stablehlo.constant dense<0.05> : tensor<1x197x192xf32>
    %7123 = stablehlo.multiply %7122, %pos.table : tensor<1x197x192xf32>
    %7124 = stablehlo.add %4303, %7123 : tensor<1x197x192xf32>
    %7125 = stablehlo.constant dense<0.05> : tensor<192x576xf32>
    %7126 = stablehlo.multiply %7125, %blocks.0.attn.qkv.w : tensor<192x576xf32>
    %7127 = stablehlo.add %4360, %7126 : tensor<192x576xf32>
    %7128 = stablehlo.constant dense<0.05> : tensor<192x192xf32>
    %7129 = stablehlo.multiply %7128, %blocks.0.attn.proj.w : tensor<192x192xf32>
    %7130 = stablehlo.add %4398, %7129 : tensor<192x192xf32>
    %7131 = stablehlo.constant dense<0.05> : tensor<192x768xf32>
    %7132 = stablehlo.multiply %7131, %blocks.0.mlp.fc1.w : tensor<192x768xf32>
    %7133 = stablehlo.add %4474, %7132 : tensor<192x768xf32>
    %7134 = stablehlo.constant dense<0.05> : tensor<768x192xf32>
    %7135 = stablehlo.multiply %7134, %blocks.0.mlp.fc2.w : tensor<768x192xf32>
    %7136 = stablehlo.add %4512, %7135 : tensor<768x192xf32>
    %7137 = stablehlo.constant dense<0.05> : tensor<192x576xf32>
    %7138 = stablehlo.multiply %7137, %blocks.1.attn.qkv.w : tensor<192x576xf32>
    %7139 = stablehlo.add %4588, %7138 : tensor<192x576xf32>
    %7140 = stablehlo.constant dense<0.05> : tensor<192x192xf32>
    %7141 = stablehlo.multiply %7140, %blocks.1.attn.proj.w : tensor<192x192xf32>
    %7142 = stablehlo.add %4626, %7141 : tensor<192x192xf32>
    %7143 = stablehlo.constant dense<0.05> : tensor<192x768xf32>
    %7144 = stablehlo.multiply %7143, %blocks.1.mlp.fc1.w : tensor<192x768xf32>
    %7145 = stablehlo.add %4702, %7144 : tensor<192x768xf32>
    %7146 = stablehlo.constant dense<0.05> : tensor<768x192xf32>
    %7147 = stablehlo.multiply %7146, %blocks.1.mlp.fc2.w : tensor<768x192xf32>
    %7148 = stablehlo.add %4740, %7147 : tensor<768x192xf32>
    %7149 = stablehlo.constant dense<0.05> : tensor<192x576xf32>
    %7150 = stablehlo.multiply %7149, %blocks.2.attn.qkv.w : tensor<192x576xf32>
    %7151 = stablehlo.add %4816, %7150 : tensor<192x576xf32>
    %7152 = stablehlo.constant dense<0.05> : tensor<192x192xf32>
    %7153 = stablehlo.multiply %7152, %blocks.2.attn.proj.w : tensor<192x192xf32>
    %7154 = stablehlo.add %4854, %7153 : tensor<192x192xf32>
    %7155 = stablehlo.constant dense<0.05> : tensor<192x768xf32>
    %7156 = stablehlo.multiply %7155, %blocks.2.mlp.fc1.w : tensor<192x768xf32>
    %7157 = stablehlo.add %4930, %7156 : tensor<192x768xf32>
    %7158 = stablehlo.constant dense<0.05> : tensor<768x192xf32>
    %7159 = stablehlo.multiply %7158, %blocks.2.mlp.fc2.w : tensor<768x192xf32>
    %7160 = stablehlo.add %4968, %7159 : tensor<768x192xf32>
    %7161 = stablehlo.constant dense<0.05> : tensor<192x576xf32>
    %7162 = stablehlo.multiply %7161, %blocks.3.attn.qkv.w : tensor<192x576xf32>
    %7163 = stablehlo.add %5044, %7162 : tensor<192x576xf32>
    %7164 = stablehlo.constant dense<0.05> : tensor<192x192xf32>
    %7165 = stablehlo.multiply %7164, %blocks.3.attn.proj.w : tensor<192x192xf32>
    %7166 = stablehlo.add %5082, %7165 : tensor<192x192xf32>
    %7167 = stablehlo.constant dense<0.05> : tensor<192x768xf32>
    %7168 = stablehlo.multiply %7167, %blocks.3.mlp.fc1.w : tensor<192x768xf32>
    %7169 = stablehlo.add %5158, %7168 : tensor<192x768xf32>
    %7170 = stablehlo.constant dense<0.05> : tensor<768x192xf32>
    %7171 = stablehlo.multiply %7170, %blocks.3.mlp.fc2.w : tensor<768x192xf32>
    %7172 = stablehlo.add %5196, %7171 : tensor<768x192xf32>
    %7173 = stablehlo.constant dense<0.05> : tensor<192x576xf32>
    %7174 = stablehlo.multiply %7173, %blocks.4.attn.qkv.w : tensor<192x576xf32>
    %7175 = stablehlo.add %5272, %7174 : tensor<192x576xf32>
    %7176 = stablehlo.constant dense<0.05> : tensor<192x192xf32>
    %7177 = stablehlo.multiply %7176, %blocks.4.attn.proj.w : tensor<192x192xf32>
    %7178 = stablehlo.add %5310, %7177 : tensor<192x192xf32>
    %7179 = stablehlo.constant dense<0.05> : tensor<192x768xf32>
    %7180 = stablehlo.multiply %7179, %blocks.4.mlp.fc1.w : tensor<192x768xf32>
    %7181 = stablehlo.add %5386, %7180 : tensor<192x768xf32>
    %7182 = stablehlo.constant dense<0.05> : tensor<768x192xf32>
    %7183 = stablehlo.multiply %7182, %blocks.4.mlp.fc2.w : tensor<768x192xf32>
    %7184 = stablehlo.add %5424, %7183 : tensor<768x192xf32>
    %7185 = stablehlo.constant dense<0.05> : tensor<192x576xf32>
    %7186 = stablehlo.multiply %7185, %blocks.5.attn.qkv.w : tensor<192x576xf32>
    %7187 = stablehlo.add %5500, %7186 : tensor<192x576xf32>
    %7188 = stablehlo.constant dense<0.05> : tensor<192x192xf32>
    %7189 = stablehlo.multiply %7188, %blocks.5.attn.proj.w : tensor<192x192xf32>
    %7190 = stablehlo.add %5538, %7189 : tensor<192x192xf32>
    %7191 = stablehlo.constant dense<0.05> : tensor<192x768xf32>
    %7192 = stablehlo.multiply %7191, %blocks.5.mlp.fc1.w : tensor<192x768xf32>
    %7193 = stablehlo.add %5614, %7192 : tensor<192x768xf32>
    %7194 = stablehlo.constant dense<0.05> : tensor<768x192xf32>
    %7195 = stablehlo.multiply %7194, %blocks.5.mlp.fc2.w : tensor<768x192xf32>
    %7196 = stablehlo.add %5652, %7195 : tensor<768x192xf32>
    %7197 = stablehlo.constant dense<0.05> : tensor<192x576xf32>
    %7198 = stablehlo.multiply %7197, %blocks.6.attn.qkv.w : tensor<192x576xf32>
    %7199 = stablehlo.add %5728, %7198 : tensor<192x576xf32>
    %7200 = stablehlo.constant dense<0.05> : tensor<192x192xf32>
    %7201 = stablehlo.multiply %7200, %blocks.6.attn.proj.w : tensor<192x192xf32>
    %7202 = stablehlo.add %5766, %7201 : tensor<192x192xf32>
    %7203 = stablehlo.constant dense<0.05> : tensor<192x768xf32>
    %7204 = stablehlo.multiply %7203, %blocks.6.mlp.fc1.w : tensor<192x768xf32>
    %7205 = stablehlo.add %5842, %7204 : tensor<192x768xf32>
    %7206 = stablehlo.constant dense<0.05> : tensor<768x192xf32>
    %7207 = stablehlo.multiply %7206, %blocks.6.mlp.fc2.w : tensor<768x192xf32>
    %7208 = stablehlo.add %5880, %7207 : tensor<768x192xf32>
    %7209 = stablehlo.constant dense<0.05> : tensor<192x576xf32>
    %7210 = stablehlo.multiply %7209, %blocks.7.attn.qkv.w : tensor<192x576xf32>
    %7211 = stablehlo.add %5956, %7210 : tensor<192x576xf32>
    %7212 = stablehlo.constant dense<0.05> : tensor<192x192xf32>
    %7213 = stablehlo.multiply %7212, %blocks.7.attn.proj.w : tensor<192x192xf32>
    %7214 = stablehlo.add %5994, %7213 : tensor<192x192xf32>
    %7215 = stablehlo.constant dense<0.05> : tensor<192x768xf32>
    %7216 = stablehlo.multiply %7215, %blocks.7.mlp.fc1.w : tensor<192x768xf32>
    %7217 = stablehlo.add %6070, %7216 : tensor<192x768xf32>
    %7218 = stablehlo.constant dense<0.05> : tensor<768x192xf32>
    %7219 = stablehlo.multiply %7218, %blocks.7.mlp.fc2.w : tensor<768x192xf32>
    %7220 = stablehlo.add %6108, %7219 : tensor<768x192xf32>
    %7221 = stablehlo.constant dense<0.05> : tensor<192x576xf32>
    %7222 = stablehlo.multiply %7221, %blocks.8.attn.qkv.w : tensor<192x576xf32>
    %7223 = stablehlo.add %6184, %7222 : tensor<192x576xf32>
    %7224 = stablehlo.constant dense<0.05> : tensor<192x192xf32>
    %7225 = stablehlo.multiply %7224, %blocks.8.attn.proj.w : tensor<192x192xf32>
    %7226 = stablehlo.add %6222, %7225 : tensor<192x192xf32>
    %7227 = stablehlo.constant dense<0.05> : tensor<192x768xf32>
    %7228 = stablehlo.multiply %7227, %blocks.8.mlp.fc1.w : tensor<192x768xf32>
    %7229 = stablehlo.add %6298, %7228 : tensor<192x768xf32>
    %7230 = stablehlo.constant dense<0.05> : tensor<768x192xf32>
    %7231 = stablehlo.multiply %7230, %blocks.8.mlp.fc2.w : tensor<768x192xf32>
    %7232 = stablehlo.add %6336, %7231 : tensor<768x192xf32>
    %7233 = stablehlo.constant dense<0.05> : tensor<192x576xf32>
    %7234 = stablehlo.multiply %7233, %blocks.9.attn.qkv.w : tensor<192x576xf32>
    %7235 = stablehlo.add %6412, %7234 : tensor<192x576xf32>
    %7236 = stablehlo.constant dense<0.05> : tensor<192x192xf32>
    %7237 = stablehlo.multiply %7236, %blocks.9.attn.proj.w : tensor<192x192xf32>
    %7238 = stablehlo.add %6450, %7237 : tensor<192x192xf32>
    %7239 = stablehlo.constant dense<0.05> : tensor<192x768xf32>
    %7240 = stablehlo.multiply %7239, %blocks.9.mlp.fc1.w : tensor<192x768xf32>
    %7241 = stablehlo.add %6526, %7240 : tensor<192x768xf32>
    %7242 = stablehlo.constant dense<0.05> : tensor<768x192xf32>
    %7243 = stablehlo.multiply %7242, %blocks.9.mlp.fc2.w : tensor<768x192xf32>
    %7244 = stablehlo.add %6564, %7243 : tensor<768x192xf32>
    %7245 = stablehlo.constant dense<0.05> : tensor<192x576xf32>
    %7246 = stablehlo.multiply %7245, %blocks.10.attn.qkv.w : tensor<192x576xf32>
    %7247 = stablehlo.add %6640, %7246 : tensor<192x576xf32>
    %7248 = stablehlo.constant dense<0.05> : tensor<192x192xf32>
    %7249 = stablehlo.multiply %7248, %blocks.10.attn.proj.w : tensor<192x192xf32>
    %7250 = stablehlo.add %6678, %7249 : tensor<192x192xf32>
    %7251 = stablehlo.constant dense<0.05> : tensor<192x768xf32>
    %7252 = stablehlo.multiply %7251, %blocks.10.mlp.fc1.w : tensor<192x768xf32>
    %7253 = stablehlo.add %6754, %7252 : tensor<192x768xf32>
    %7254 = stablehlo.constant dense<0.05> : tensor<768x192xf32>
    %7255 = stablehlo.multiply %7254, %blocks.10.mlp.fc2.w : tensor<768x192xf32>
    %7256 = stablehlo.add %6792, %7255 : tensor<768x192xf32>
    %7257 = stablehlo.constant dense<0.05> : tensor<192x576xf32>
    %7258 = stablehlo.multiply %7257, %blocks.11.attn.qkv.w : tensor<192x576xf32>
    %7259 = stablehlo.add %6868, %7258 : tensor<192x576xf32>
    %7260 = stablehlo.constant dense<0.05> : tensor<192x192xf32>
    %7261 = stablehlo.multiply %7260, %blocks.11.attn.proj.w : tensor<192x192xf32>
    %7262 = stablehlo.add %6906, %7261 : tensor<192x192xf32>
    %7263 = stablehlo.constant dense<0.05> : tensor<192x768xf32>
    %7264 = stablehlo.multiply %7263, %blocks.11.mlp.fc1.w : tensor<192x768xf32>
    %7265 = stablehlo.add %6982, %7264 : tensor<192x768xf32>
    %7266 = stablehlo.constant dense<0.05> : tensor<768x192xf32>
    %7267 = stablehlo.multiply %7266, %blocks.11.mlp.fc2.w : tensor<768x192xf32>
    %7268 = stablehlo.add %7020, %7267 : tensor<768x192xf32>
    %7269 = stablehlo.constant dense<0.05> : tensor<192x1000xf32>
    %7270 = stablehlo.multiply %7269, %head.w : tensor<192x1000xf32>
    %7271 = stablehlo.add %7096, %7270 : tensor<192x1000xf32>
    %7272 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<16x16x3x192xf32>
    %7273 = stablehlo.multiply %7272, %7118 : tensor<16x16x3x192xf32>
    %7274 = stablehlo.subtract %patch_embed.proj.w, %7273 : tensor<16x16x3x192xf32>
    %7275 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7276 = stablehlo.multiply %7275, %4265 : tensor<192xf32>
    %7277 = stablehlo.subtract %patch_embed.proj.b, %7276 : tensor<192xf32>
    %7278 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x1x192xf32>
    %7279 = stablehlo.multiply %7278, %7121 : tensor<1x1x192xf32>
    %7280 = stablehlo.subtract %cls.token, %7279 : tensor<1x1x192xf32>
    %7281 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1x197x192xf32>
    %7282 = stablehlo.multiply %7281, %7124 : tensor<1x197x192xf32>
    %7283 = stablehlo.subtract %pos.table, %7282 : tensor<1x197x192xf32>
    %7284 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7285 = stablehlo.multiply %7284, %4322 : tensor<192xf32>
    %7286 = stablehlo.subtract %blocks.0.norm1.g, %7285 : tensor<192xf32>
    %7287 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7288 = stablehlo.multiply %7287, %4341 : tensor<192xf32>
    %7289 = stablehlo.subtract %blocks.0.norm1.b, %7288 : tensor<192xf32>
    %7290 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x576xf32>
    %7291 = stablehlo.multiply %7290, %7127 : tensor<192x576xf32>
    %7292 = stablehlo.subtract %blocks.0.attn.qkv.w, %7291 : tensor<192x576xf32>
    %7293 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %7294 = stablehlo.multiply %7293, %4379 : tensor<576xf32>
    %7295 = stablehlo.subtract %blocks.0.attn.qkv.b, %7294 : tensor<576xf32>
    %7296 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x192xf32>
    %7297 = stablehlo.multiply %7296, %7130 : tensor<192x192xf32>
    %7298 = stablehlo.subtract %blocks.0.attn.proj.w, %7297 : tensor<192x192xf32>
    %7299 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7300 = stablehlo.multiply %7299, %4417 : tensor<192xf32>
    %7301 = stablehlo.subtract %blocks.0.attn.proj.b, %7300 : tensor<192xf32>
    %7302 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7303 = stablehlo.multiply %7302, %4436 : tensor<192xf32>
    %7304 = stablehlo.subtract %blocks.0.norm2.g, %7303 : tensor<192xf32>
    %7305 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7306 = stablehlo.multiply %7305, %4455 : tensor<192xf32>
    %7307 = stablehlo.subtract %blocks.0.norm2.b, %7306 : tensor<192xf32>
    %7308 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %7309 = stablehlo.multiply %7308, %7133 : tensor<192x768xf32>
    %7310 = stablehlo.subtract %blocks.0.mlp.fc1.w, %7309 : tensor<192x768xf32>
    %7311 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7312 = stablehlo.multiply %7311, %4493 : tensor<768xf32>
    %7313 = stablehlo.subtract %blocks.0.mlp.fc1.b, %7312 : tensor<768xf32>
    %7314 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %7315 = stablehlo.multiply %7314, %7136 : tensor<768x192xf32>
    %7316 = stablehlo.subtract %blocks.0.mlp.fc2.w, %7315 : tensor<768x192xf32>
    %7317 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7318 = stablehlo.multiply %7317, %4531 : tensor<192xf32>
    %7319 = stablehlo.subtract %blocks.0.mlp.fc2.b, %7318 : tensor<192xf32>
    %7320 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7321 = stablehlo.multiply %7320, %4550 : tensor<192xf32>
    %7322 = stablehlo.subtract %blocks.1.norm1.g, %7321 : tensor<192xf32>
    %7323 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7324 = stablehlo.multiply %7323, %4569 : tensor<192xf32>
    %7325 = stablehlo.subtract %blocks.1.norm1.b, %7324 : tensor<192xf32>
    %7326 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x576xf32>
    %7327 = stablehlo.multiply %7326, %7139 : tensor<192x576xf32>
    %7328 = stablehlo.subtract %blocks.1.attn.qkv.w, %7327 : tensor<192x576xf32>
    %7329 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %7330 = stablehlo.multiply %7329, %4607 : tensor<576xf32>
    %7331 = stablehlo.subtract %blocks.1.attn.qkv.b, %7330 : tensor<576xf32>
    %7332 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x192xf32>
    %7333 = stablehlo.multiply %7332, %7142 : tensor<192x192xf32>
    %7334 = stablehlo.subtract %blocks.1.attn.proj.w, %7333 : tensor<192x192xf32>
    %7335 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7336 = stablehlo.multiply %7335, %4645 : tensor<192xf32>
    %7337 = stablehlo.subtract %blocks.1.attn.proj.b, %7336 : tensor<192xf32>
    %7338 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7339 = stablehlo.multiply %7338, %4664 : tensor<192xf32>
    %7340 = stablehlo.subtract %blocks.1.norm2.g, %7339 : tensor<192xf32>
    %7341 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7342 = stablehlo.multiply %7341, %4683 : tensor<192xf32>
    %7343 = stablehlo.subtract %blocks.1.norm2.b, %7342 : tensor<192xf32>
    %7344 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %7345 = stablehlo.multiply %7344, %7145 : tensor<192x768xf32>
    %7346 = stablehlo.subtract %blocks.1.mlp.fc1.w, %7345 : tensor<192x768xf32>
    %7347 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7348 = stablehlo.multiply %7347, %4721 : tensor<768xf32>
    %7349 = stablehlo.subtract %blocks.1.mlp.fc1.b, %7348 : tensor<768xf32>
    %7350 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %7351 = stablehlo.multiply %7350, %7148 : tensor<768x192xf32>
    %7352 = stablehlo.subtract %blocks.1.mlp.fc2.w, %7351 : tensor<768x192xf32>
    %7353 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7354 = stablehlo.multiply %7353, %4759 : tensor<192xf32>
    %7355 = stablehlo.subtract %blocks.1.mlp.fc2.b, %7354 : tensor<192xf32>
    %7356 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7357 = stablehlo.multiply %7356, %4778 : tensor<192xf32>
    %7358 = stablehlo.subtract %blocks.2.norm1.g, %7357 : tensor<192xf32>
    %7359 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7360 = stablehlo.multiply %7359, %4797 : tensor<192xf32>
    %7361 = stablehlo.subtract %blocks.2.norm1.b, %7360 : tensor<192xf32>
    %7362 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x576xf32>
    %7363 = stablehlo.multiply %7362, %7151 : tensor<192x576xf32>
    %7364 = stablehlo.subtract %blocks.2.attn.qkv.w, %7363 : tensor<192x576xf32>
    %7365 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %7366 = stablehlo.multiply %7365, %4835 : tensor<576xf32>
    %7367 = stablehlo.subtract %blocks.2.attn.qkv.b, %7366 : tensor<576xf32>
    %7368 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x192xf32>
    %7369 = stablehlo.multiply %7368, %7154 : tensor<192x192xf32>
    %7370 = stablehlo.subtract %blocks.2.attn.proj.w, %7369 : tensor<192x192xf32>
    %7371 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7372 = stablehlo.multiply %7371, %4873 : tensor<192xf32>
    %7373 = stablehlo.subtract %blocks.2.attn.proj.b, %7372 : tensor<192xf32>
    %7374 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7375 = stablehlo.multiply %7374, %4892 : tensor<192xf32>
    %7376 = stablehlo.subtract %blocks.2.norm2.g, %7375 : tensor<192xf32>
    %7377 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7378 = stablehlo.multiply %7377, %4911 : tensor<192xf32>
    %7379 = stablehlo.subtract %blocks.2.norm2.b, %7378 : tensor<192xf32>
    %7380 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %7381 = stablehlo.multiply %7380, %7157 : tensor<192x768xf32>
    %7382 = stablehlo.subtract %blocks.2.mlp.fc1.w, %7381 : tensor<192x768xf32>
    %7383 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7384 = stablehlo.multiply %7383, %4949 : tensor<768xf32>
    %7385 = stablehlo.subtract %blocks.2.mlp.fc1.b, %7384 : tensor<768xf32>
    %7386 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %7387 = stablehlo.multiply %7386, %7160 : tensor<768x192xf32>
    %7388 = stablehlo.subtract %blocks.2.mlp.fc2.w, %7387 : tensor<768x192xf32>
    %7389 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7390 = stablehlo.multiply %7389, %4987 : tensor<192xf32>
    %7391 = stablehlo.subtract %blocks.2.mlp.fc2.b, %7390 : tensor<192xf32>
    %7392 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7393 = stablehlo.multiply %7392, %5006 : tensor<192xf32>
    %7394 = stablehlo.subtract %blocks.3.norm1.g, %7393 : tensor<192xf32>
    %7395 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7396 = stablehlo.multiply %7395, %5025 : tensor<192xf32>
    %7397 = stablehlo.subtract %blocks.3.norm1.b, %7396 : tensor<192xf32>
    %7398 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x576xf32>
    %7399 = stablehlo.multiply %7398, %7163 : tensor<192x576xf32>
    %7400 = stablehlo.subtract %blocks.3.attn.qkv.w, %7399 : tensor<192x576xf32>
    %7401 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %7402 = stablehlo.multiply %7401, %5063 : tensor<576xf32>
    %7403 = stablehlo.subtract %blocks.3.attn.qkv.b, %7402 : tensor<576xf32>
    %7404 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x192xf32>
    %7405 = stablehlo.multiply %7404, %7166 : tensor<192x192xf32>
    %7406 = stablehlo.subtract %blocks.3.attn.proj.w, %7405 : tensor<192x192xf32>
    %7407 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7408 = stablehlo.multiply %7407, %5101 : tensor<192xf32>
    %7409 = stablehlo.subtract %blocks.3.attn.proj.b, %7408 : tensor<192xf32>
    %7410 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7411 = stablehlo.multiply %7410, %5120 : tensor<192xf32>
    %7412 = stablehlo.subtract %blocks.3.norm2.g, %7411 : tensor<192xf32>
    %7413 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7414 = stablehlo.multiply %7413, %5139 : tensor<192xf32>
    %7415 = stablehlo.subtract %blocks.3.norm2.b, %7414 : tensor<192xf32>
    %7416 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %7417 = stablehlo.multiply %7416, %7169 : tensor<192x768xf32>
    %7418 = stablehlo.subtract %blocks.3.mlp.fc1.w, %7417 : tensor<192x768xf32>
    %7419 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7420 = stablehlo.multiply %7419, %5177 : tensor<768xf32>
    %7421 = stablehlo.subtract %blocks.3.mlp.fc1.b, %7420 : tensor<768xf32>
    %7422 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %7423 = stablehlo.multiply %7422, %7172 : tensor<768x192xf32>
    %7424 = stablehlo.subtract %blocks.3.mlp.fc2.w, %7423 : tensor<768x192xf32>
    %7425 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7426 = stablehlo.multiply %7425, %5215 : tensor<192xf32>
    %7427 = stablehlo.subtract %blocks.3.mlp.fc2.b, %7426 : tensor<192xf32>
    %7428 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7429 = stablehlo.multiply %7428, %5234 : tensor<192xf32>
    %7430 = stablehlo.subtract %blocks.4.norm1.g, %7429 : tensor<192xf32>
    %7431 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7432 = stablehlo.multiply %7431, %5253 : tensor<192xf32>
    %7433 = stablehlo.subtract %blocks.4.norm1.b, %7432 : tensor<192xf32>
    %7434 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x576xf32>
    %7435 = stablehlo.multiply %7434, %7175 : tensor<192x576xf32>
    %7436 = stablehlo.subtract %blocks.4.attn.qkv.w, %7435 : tensor<192x576xf32>
    %7437 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %7438 = stablehlo.multiply %7437, %5291 : tensor<576xf32>
    %7439 = stablehlo.subtract %blocks.4.attn.qkv.b, %7438 : tensor<576xf32>
    %7440 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x192xf32>
    %7441 = stablehlo.multiply %7440, %7178 : tensor<192x192xf32>
    %7442 = stablehlo.subtract %blocks.4.attn.proj.w, %7441 : tensor<192x192xf32>
    %7443 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7444 = stablehlo.multiply %7443, %5329 : tensor<192xf32>
    %7445 = stablehlo.subtract %blocks.4.attn.proj.b, %7444 : tensor<192xf32>
    %7446 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7447 = stablehlo.multiply %7446, %5348 : tensor<192xf32>
    %7448 = stablehlo.subtract %blocks.4.norm2.g, %7447 : tensor<192xf32>
    %7449 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7450 = stablehlo.multiply %7449, %5367 : tensor<192xf32>
    %7451 = stablehlo.subtract %blocks.4.norm2.b, %7450 : tensor<192xf32>
    %7452 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %7453 = stablehlo.multiply %7452, %7181 : tensor<192x768xf32>
    %7454 = stablehlo.subtract %blocks.4.mlp.fc1.w, %7453 : tensor<192x768xf32>
    %7455 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7456 = stablehlo.multiply %7455, %5405 : tensor<768xf32>
    %7457 = stablehlo.subtract %blocks.4.mlp.fc1.b, %7456 : tensor<768xf32>
    %7458 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %7459 = stablehlo.multiply %7458, %7184 : tensor<768x192xf32>
    %7460 = stablehlo.subtract %blocks.4.mlp.fc2.w, %7459 : tensor<768x192xf32>
    %7461 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7462 = stablehlo.multiply %7461, %5443 : tensor<192xf32>
    %7463 = stablehlo.subtract %blocks.4.mlp.fc2.b, %7462 : tensor<192xf32>
    %7464 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7465 = stablehlo.multiply %7464, %5462 : tensor<192xf32>
    %7466 = stablehlo.subtract %blocks.5.norm1.g, %7465 : tensor<192xf32>
    %7467 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7468 = stablehlo.multiply %7467, %5481 : tensor<192xf32>
    %7469 = stablehlo.subtract %blocks.5.norm1.b, %7468 : tensor<192xf32>
    %7470 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x576xf32>
    %7471 = stablehlo.multiply %7470, %7187 : tensor<192x576xf32>
    %7472 = stablehlo.subtract %blocks.5.attn.qkv.w, %7471 : tensor<192x576xf32>
    %7473 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %7474 = stablehlo.multiply %7473, %5519 : tensor<576xf32>
    %7475 = stablehlo.subtract %blocks.5.attn.qkv.b, %7474 : tensor<576xf32>
    %7476 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x192xf32>
    %7477 = stablehlo.multiply %7476, %7190 : tensor<192x192xf32>
    %7478 = stablehlo.subtract %blocks.5.attn.proj.w, %7477 : tensor<192x192xf32>
    %7479 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7480 = stablehlo.multiply %7479, %5557 : tensor<192xf32>
    %7481 = stablehlo.subtract %blocks.5.attn.proj.b, %7480 : tensor<192xf32>
    %7482 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7483 = stablehlo.multiply %7482, %5576 : tensor<192xf32>
    %7484 = stablehlo.subtract %blocks.5.norm2.g, %7483 : tensor<192xf32>
    %7485 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7486 = stablehlo.multiply %7485, %5595 : tensor<192xf32>
    %7487 = stablehlo.subtract %blocks.5.norm2.b, %7486 : tensor<192xf32>
    %7488 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %7489 = stablehlo.multiply %7488, %7193 : tensor<192x768xf32>
    %7490 = stablehlo.subtract %blocks.5.mlp.fc1.w, %7489 : tensor<192x768xf32>
    %7491 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7492 = stablehlo.multiply %7491, %5633 : tensor<768xf32>
    %7493 = stablehlo.subtract %blocks.5.mlp.fc1.b, %7492 : tensor<768xf32>
    %7494 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %7495 = stablehlo.multiply %7494, %7196 : tensor<768x192xf32>
    %7496 = stablehlo.subtract %blocks.5.mlp.fc2.w, %7495 : tensor<768x192xf32>
    %7497 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7498 = stablehlo.multiply %7497, %5671 : tensor<192xf32>
    %7499 = stablehlo.subtract %blocks.5.mlp.fc2.b, %7498 : tensor<192xf32>
    %7500 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7501 = stablehlo.multiply %7500, %5690 : tensor<192xf32>
    %7502 = stablehlo.subtract %blocks.6.norm1.g, %7501 : tensor<192xf32>
    %7503 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7504 = stablehlo.multiply %7503, %5709 : tensor<192xf32>
    %7505 = stablehlo.subtract %blocks.6.norm1.b, %7504 : tensor<192xf32>
    %7506 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x576xf32>
    %7507 = stablehlo.multiply %7506, %7199 : tensor<192x576xf32>
    %7508 = stablehlo.subtract %blocks.6.attn.qkv.w, %7507 : tensor<192x576xf32>
    %7509 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %7510 = stablehlo.multiply %7509, %5747 : tensor<576xf32>
    %7511 = stablehlo.subtract %blocks.6.attn.qkv.b, %7510 : tensor<576xf32>
    %7512 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x192xf32>
    %7513 = stablehlo.multiply %7512, %7202 : tensor<192x192xf32>
    %7514 = stablehlo.subtract %blocks.6.attn.proj.w, %7513 : tensor<192x192xf32>
    %7515 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7516 = stablehlo.multiply %7515, %5785 : tensor<192xf32>
    %7517 = stablehlo.subtract %blocks.6.attn.proj.b, %7516 : tensor<192xf32>
    %7518 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7519 = stablehlo.multiply %7518, %5804 : tensor<192xf32>
    %7520 = stablehlo.subtract %blocks.6.norm2.g, %7519 : tensor<192xf32>
    %7521 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7522 = stablehlo.multiply %7521, %5823 : tensor<192xf32>
    %7523 = stablehlo.subtract %blocks.6.norm2.b, %7522 : tensor<192xf32>
    %7524 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %7525 = stablehlo.multiply %7524, %7205 : tensor<192x768xf32>
    %7526 = stablehlo.subtract %blocks.6.mlp.fc1.w, %7525 : tensor<192x768xf32>
    %7527 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7528 = stablehlo.multiply %7527, %5861 : tensor<768xf32>
    %7529 = stablehlo.subtract %blocks.6.mlp.fc1.b, %7528 : tensor<768xf32>
    %7530 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %7531 = stablehlo.multiply %7530, %7208 : tensor<768x192xf32>
    %7532 = stablehlo.subtract %blocks.6.mlp.fc2.w, %7531 : tensor<768x192xf32>
    %7533 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7534 = stablehlo.multiply %7533, %5899 : tensor<192xf32>
    %7535 = stablehlo.subtract %blocks.6.mlp.fc2.b, %7534 : tensor<192xf32>
    %7536 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7537 = stablehlo.multiply %7536, %5918 : tensor<192xf32>
    %7538 = stablehlo.subtract %blocks.7.norm1.g, %7537 : tensor<192xf32>
    %7539 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7540 = stablehlo.multiply %7539, %5937 : tensor<192xf32>
    %7541 = stablehlo.subtract %blocks.7.norm1.b, %7540 : tensor<192xf32>
    %7542 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x576xf32>
    %7543 = stablehlo.multiply %7542, %7211 : tensor<192x576xf32>
    %7544 = stablehlo.subtract %blocks.7.attn.qkv.w, %7543 : tensor<192x576xf32>
    %7545 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %7546 = stablehlo.multiply %7545, %5975 : tensor<576xf32>
    %7547 = stablehlo.subtract %blocks.7.attn.qkv.b, %7546 : tensor<576xf32>
    %7548 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x192xf32>
    %7549 = stablehlo.multiply %7548, %7214 : tensor<192x192xf32>
    %7550 = stablehlo.subtract %blocks.7.attn.proj.w, %7549 : tensor<192x192xf32>
    %7551 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7552 = stablehlo.multiply %7551, %6013 : tensor<192xf32>
    %7553 = stablehlo.subtract %blocks.7.attn.proj.b, %7552 : tensor<192xf32>
    %7554 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7555 = stablehlo.multiply %7554, %6032 : tensor<192xf32>
    %7556 = stablehlo.subtract %blocks.7.norm2.g, %7555 : tensor<192xf32>
    %7557 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7558 = stablehlo.multiply %7557, %6051 : tensor<192xf32>
    %7559 = stablehlo.subtract %blocks.7.norm2.b, %7558 : tensor<192xf32>
    %7560 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %7561 = stablehlo.multiply %7560, %7217 : tensor<192x768xf32>
    %7562 = stablehlo.subtract %blocks.7.mlp.fc1.w, %7561 : tensor<192x768xf32>
    %7563 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7564 = stablehlo.multiply %7563, %6089 : tensor<768xf32>
    %7565 = stablehlo.subtract %blocks.7.mlp.fc1.b, %7564 : tensor<768xf32>
    %7566 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %7567 = stablehlo.multiply %7566, %7220 : tensor<768x192xf32>
    %7568 = stablehlo.subtract %blocks.7.mlp.fc2.w, %7567 : tensor<768x192xf32>
    %7569 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7570 = stablehlo.multiply %7569, %6127 : tensor<192xf32>
    %7571 = stablehlo.subtract %blocks.7.mlp.fc2.b, %7570 : tensor<192xf32>
    %7572 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7573 = stablehlo.multiply %7572, %6146 : tensor<192xf32>
    %7574 = stablehlo.subtract %blocks.8.norm1.g, %7573 : tensor<192xf32>
    %7575 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7576 = stablehlo.multiply %7575, %6165 : tensor<192xf32>
    %7577 = stablehlo.subtract %blocks.8.norm1.b, %7576 : tensor<192xf32>
    %7578 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x576xf32>
    %7579 = stablehlo.multiply %7578, %7223 : tensor<192x576xf32>
    %7580 = stablehlo.subtract %blocks.8.attn.qkv.w, %7579 : tensor<192x576xf32>
    %7581 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %7582 = stablehlo.multiply %7581, %6203 : tensor<576xf32>
    %7583 = stablehlo.subtract %blocks.8.attn.qkv.b, %7582 : tensor<576xf32>
    %7584 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x192xf32>
    %7585 = stablehlo.multiply %7584, %7226 : tensor<192x192xf32>
    %7586 = stablehlo.subtract %blocks.8.attn.proj.w, %7585 : tensor<192x192xf32>
    %7587 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7588 = stablehlo.multiply %7587, %6241 : tensor<192xf32>
    %7589 = stablehlo.subtract %blocks.8.attn.proj.b, %7588 : tensor<192xf32>
    %7590 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7591 = stablehlo.multiply %7590, %6260 : tensor<192xf32>
    %7592 = stablehlo.subtract %blocks.8.norm2.g, %7591 : tensor<192xf32>
    %7593 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7594 = stablehlo.multiply %7593, %6279 : tensor<192xf32>
    %7595 = stablehlo.subtract %blocks.8.norm2.b, %7594 : tensor<192xf32>
    %7596 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %7597 = stablehlo.multiply %7596, %7229 : tensor<192x768xf32>
    %7598 = stablehlo.subtract %blocks.8.mlp.fc1.w, %7597 : tensor<192x768xf32>
    %7599 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7600 = stablehlo.multiply %7599, %6317 : tensor<768xf32>
    %7601 = stablehlo.subtract %blocks.8.mlp.fc1.b, %7600 : tensor<768xf32>
    %7602 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %7603 = stablehlo.multiply %7602, %7232 : tensor<768x192xf32>
    %7604 = stablehlo.subtract %blocks.8.mlp.fc2.w, %7603 : tensor<768x192xf32>
    %7605 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7606 = stablehlo.multiply %7605, %6355 : tensor<192xf32>
    %7607 = stablehlo.subtract %blocks.8.mlp.fc2.b, %7606 : tensor<192xf32>
    %7608 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7609 = stablehlo.multiply %7608, %6374 : tensor<192xf32>
    %7610 = stablehlo.subtract %blocks.9.norm1.g, %7609 : tensor<192xf32>
    %7611 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7612 = stablehlo.multiply %7611, %6393 : tensor<192xf32>
    %7613 = stablehlo.subtract %blocks.9.norm1.b, %7612 : tensor<192xf32>
    %7614 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x576xf32>
    %7615 = stablehlo.multiply %7614, %7235 : tensor<192x576xf32>
    %7616 = stablehlo.subtract %blocks.9.attn.qkv.w, %7615 : tensor<192x576xf32>
    %7617 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %7618 = stablehlo.multiply %7617, %6431 : tensor<576xf32>
    %7619 = stablehlo.subtract %blocks.9.attn.qkv.b, %7618 : tensor<576xf32>
    %7620 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x192xf32>
    %7621 = stablehlo.multiply %7620, %7238 : tensor<192x192xf32>
    %7622 = stablehlo.subtract %blocks.9.attn.proj.w, %7621 : tensor<192x192xf32>
    %7623 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7624 = stablehlo.multiply %7623, %6469 : tensor<192xf32>
    %7625 = stablehlo.subtract %blocks.9.attn.proj.b, %7624 : tensor<192xf32>
    %7626 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7627 = stablehlo.multiply %7626, %6488 : tensor<192xf32>
    %7628 = stablehlo.subtract %blocks.9.norm2.g, %7627 : tensor<192xf32>
    %7629 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7630 = stablehlo.multiply %7629, %6507 : tensor<192xf32>
    %7631 = stablehlo.subtract %blocks.9.norm2.b, %7630 : tensor<192xf32>
    %7632 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %7633 = stablehlo.multiply %7632, %7241 : tensor<192x768xf32>
    %7634 = stablehlo.subtract %blocks.9.mlp.fc1.w, %7633 : tensor<192x768xf32>
    %7635 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7636 = stablehlo.multiply %7635, %6545 : tensor<768xf32>
    %7637 = stablehlo.subtract %blocks.9.mlp.fc1.b, %7636 : tensor<768xf32>
    %7638 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %7639 = stablehlo.multiply %7638, %7244 : tensor<768x192xf32>
    %7640 = stablehlo.subtract %blocks.9.mlp.fc2.w, %7639 : tensor<768x192xf32>
    %7641 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7642 = stablehlo.multiply %7641, %6583 : tensor<192xf32>
    %7643 = stablehlo.subtract %blocks.9.mlp.fc2.b, %7642 : tensor<192xf32>
    %7644 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7645 = stablehlo.multiply %7644, %6602 : tensor<192xf32>
    %7646 = stablehlo.subtract %blocks.10.norm1.g, %7645 : tensor<192xf32>
    %7647 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7648 = stablehlo.multiply %7647, %6621 : tensor<192xf32>
    %7649 = stablehlo.subtract %blocks.10.norm1.b, %7648 : tensor<192xf32>
    %7650 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x576xf32>
    %7651 = stablehlo.multiply %7650, %7247 : tensor<192x576xf32>
    %7652 = stablehlo.subtract %blocks.10.attn.qkv.w, %7651 : tensor<192x576xf32>
    %7653 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %7654 = stablehlo.multiply %7653, %6659 : tensor<576xf32>
    %7655 = stablehlo.subtract %blocks.10.attn.qkv.b, %7654 : tensor<576xf32>
    %7656 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x192xf32>
    %7657 = stablehlo.multiply %7656, %7250 : tensor<192x192xf32>
    %7658 = stablehlo.subtract %blocks.10.attn.proj.w, %7657 : tensor<192x192xf32>
    %7659 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7660 = stablehlo.multiply %7659, %6697 : tensor<192xf32>
    %7661 = stablehlo.subtract %blocks.10.attn.proj.b, %7660 : tensor<192xf32>
    %7662 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7663 = stablehlo.multiply %7662, %6716 : tensor<192xf32>
    %7664 = stablehlo.subtract %blocks.10.norm2.g, %7663 : tensor<192xf32>
    %7665 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7666 = stablehlo.multiply %7665, %6735 : tensor<192xf32>
    %7667 = stablehlo.subtract %blocks.10.norm2.b, %7666 : tensor<192xf32>
    %7668 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %7669 = stablehlo.multiply %7668, %7253 : tensor<192x768xf32>
    %7670 = stablehlo.subtract %blocks.10.mlp.fc1.w, %7669 : tensor<192x768xf32>
    %7671 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7672 = stablehlo.multiply %7671, %6773 : tensor<768xf32>
    %7673 = stablehlo.subtract %blocks.10.mlp.fc1.b, %7672 : tensor<768xf32>
    %7674 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %7675 = stablehlo.multiply %7674, %7256 : tensor<768x192xf32>
    %7676 = stablehlo.subtract %blocks.10.mlp.fc2.w, %7675 : tensor<768x192xf32>
    %7677 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7678 = stablehlo.multiply %7677, %6811 : tensor<192xf32>
    %7679 = stablehlo.subtract %blocks.10.mlp.fc2.b, %7678 : tensor<192xf32>
    %7680 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7681 = stablehlo.multiply %7680, %6830 : tensor<192xf32>
    %7682 = stablehlo.subtract %blocks.11.norm1.g, %7681 : tensor<192xf32>
    %7683 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7684 = stablehlo.multiply %7683, %6849 : tensor<192xf32>
    %7685 = stablehlo.subtract %blocks.11.norm1.b, %7684 : tensor<192xf32>
    %7686 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x576xf32>
    %7687 = stablehlo.multiply %7686, %7259 : tensor<192x576xf32>
    %7688 = stablehlo.subtract %blocks.11.attn.qkv.w, %7687 : tensor<192x576xf32>
    %7689 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<576xf32>
    %7690 = stablehlo.multiply %7689, %6887 : tensor<576xf32>
    %7691 = stablehlo.subtract %blocks.11.attn.qkv.b, %7690 : tensor<576xf32>
    %7692 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x192xf32>
    %7693 = stablehlo.multiply %7692, %7262 : tensor<192x192xf32>
    %7694 = stablehlo.subtract %blocks.11.attn.proj.w, %7693 : tensor<192x192xf32>
    %7695 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7696 = stablehlo.multiply %7695, %6925 : tensor<192xf32>
    %7697 = stablehlo.subtract %blocks.11.attn.proj.b, %7696 : tensor<192xf32>
    %7698 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7699 = stablehlo.multiply %7698, %6944 : tensor<192xf32>
    %7700 = stablehlo.subtract %blocks.11.norm2.g, %7699 : tensor<192xf32>
    %7701 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7702 = stablehlo.multiply %7701, %6963 : tensor<192xf32>
    %7703 = stablehlo.subtract %blocks.11.norm2.b, %7702 : tensor<192xf32>
    %7704 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %7705 = stablehlo.multiply %7704, %7265 : tensor<192x768xf32>
    %7706 = stablehlo.subtract %blocks.11.mlp.fc1.w, %7705 : tensor<192x768xf32>
    %7707 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7708 = stablehlo.multiply %7707, %7001 : tensor<768xf32>
    %7709 = stablehlo.subtract %blocks.11.mlp.fc1.b, %7708 : tensor<768xf32>
    %7710 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %7711 = stablehlo.multiply %7710, %7268 : tensor<768x192xf32>
    %7712 = stablehlo.subtract %blocks.11.mlp.fc2.w, %7711 : tensor<768x192xf32>
    %7713 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7714 = stablehlo.multiply %7713, %7039 : tensor<192xf32>
    %7715 = stablehlo.subtract %blocks.11.mlp.fc2.b, %7714 : tensor<192xf32>
    %7716 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7717 = stablehlo.multiply %7716, %7058 : tensor<192xf32>
    %7718 = stablehlo.subtract %norm.g, %7717 : tensor<192xf32>
    %7719 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7720 = stablehlo.multiply %7719, %7077 : tensor<192xf32>
    %7721 = stablehlo.subtract %norm.b, %7720 : tensor<192xf32>
    %7722 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x1000xf32>
    %7723 = stablehlo.multiply %7722, %7271 : tensor<192x1000xf32>
    %7724 = stablehlo.subtract %head.w, %7723 : tensor<192x1000xf32>
    %7725 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1000xf32>
    %7726 = stablehlo.multiply %7725, %7115 : tensor<1000xf32>
    %7727 = stablehlo.subtract %head.b, %7726 : tensor<1000xf32>
    "func.return"(%7274, %7277, %7280, %7283, %7286, %7289, %7292, %7295, %7298, %7301, %7304, %7307, %7310, %7313, %7316, %7319, %7322, %7325, %7328, %7331, %7334, %7337, %7340, %7343, %7346, %7349, %7352, %7355, %7358, %7361, %7364, %7367, %7370, %7373, %7376, %7379, %7382, %7385, %7388, %7391, %7394, %7397, %7400, %7403, %7406, %7409, %7412, %7415, %7418, %7421, %7424, %7427, %7430, %7433, %7436, %7439, %7442, %7445, %7448, %7451, %7454, %7457, %7460, %7463, %7466, %7469, %7472, %7475, %7478, %7481, %7484, %7487, %7490, %7493, %7496, %7499, %7502, %7505, %7508, %7511, %7514, %7517, %7520, %7523, %7526, %7529, %7532, %7535, %7538, %7541, %7544, %7547, %7550, %7553, %7556, %7559, %7562, %7565, %7568, %7571, %7574, %7577, %7580, %7583, %7586, %7589, %7592, %7595, %7598, %7601, %7604, %7607, %7610, %7613, %7616, %7619, %7622, %7625, %7628, %7631, %7634, %7637, %7640, %7643, %7646, %7649, %7652, %7655, %7658, %7661, %7664, %7667, %7670, %7673, %7676, %7679, %7682, %7685, %7688, %7691, %7694, %7697, %7700, %7703, %7706, %7709, %7712, %7715, %7718, %7721, %7724, %7727, %4232, %4251, %4270, %4289, %4308, %4327, %4346, %4365, %4384, %4403, %4422, %4441, %4460, %4479, %4498, %4517, %4536, %4555, %4574, %4593, %4612, %4631, %4650, %4669, %4688, %4707, %4726, %4745, %4764, %4783, %4802, %4821, %4840, %4859, %4878, %4897, %4916, %4935, %4954, %4973, %4992, %5011, %5030, %5049, %5068, %5087, %5106, %5125, %5144, %5163, %5182, %5201, %5220, %5239, %5258, %5277, %5296, %5315, %5334, %5353, %5372, %5391, %5410, %5429, %5448, %5467, %5486, %5505, %5524, %5543, %5562, %5581, %5600, %5619, %5638, %5657, %5676, %5695, %5714, %5733, %5752, %5771, %5790, %5809, %5828, %5847, %5866, %5885, %5904, %5923, %5942, %5961, %5980, %5999, %6018, %6037, %6056, %6075, %6094, %6113, %6132, %6151, %6170, %6189, %6208, %6227, %6246, %6265, %6284, %6303, %6322, %6341, %6360, %6379, %6398, %6417, %6436, %6455, %6474, %6493, %6512, %6531, %6550, %6569, %6588, %6607, %6626, %6645, %6664, %6683, %6702, %6721, %6740, %6759, %6778, %6797, %6816, %6835, %6854, %6873, %6892, %6911, %6930, %6949, %6968, %6987, %7006, %7025, %7044, %7063, %7082, %7101, %4238, %4257, %4276, %4295, %4314, %4333, %4352, %4371, %4390, %4409, %4428, %4447, %4466, %4485, %4504, %4523, %4542, %4561, %4580, %4599, %4618, %4637, %4656, %4675, %4694, %4713, %4732, %4751, %4770, %4789, %4808, %4827, %4846, %4865, %4884, %4903, %4922, %4941, %4960, %4979, %4998, %5017, %5036, %5055, %5074, %5093, %5112, %5131, %5150, %5169, %5188, %5207, %5226, %5245, %5264, %5283, %5302, %5321, %5340, %5359, %5378, %5397, %5416, %5435, %5454, %5473, %5492, %5511, %5530, %5549, %5568, %5587, %5606, %5625, %5644, %5663, %5682, %5701, %5720, %5739, %5758, %5777, %5796, %5815, %5834, %5853, %5872, %5891, %5910, %5929, %5948, %5967, %5986, %6005, %6024, %6043, %6062, %6081, %6100, %6119, %6138, %6157, %6176, %6195, %6214, %6233, %6252, %6271, %6290, %6309, %6328, %6347, %6366, %6385, %6404, %6423, %6442, %6461, %6480, %6499, %6518, %6537, %6556, %6575, %6594, %6613, %6632, %6651, %6670, %6689, %6708, %6727, %6746, %6765, %6784, %6803, %6822, %6841, %6860, %6879, %6898, %6917, %6936, %6955, %6974, %6993, %7012, %7031, %7050, %7069, %7088, %7107, %2753, %3465) : (tensor<16x16x3x192xf32>, tensor<192xf32>, tensor<1x1x192xf32>, tensor<1x197x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x1000xf32>, tensor<1000xf32>, tensor<16x16x3x192xf32>, tensor<192xf32>, tensor<1x1x192xf32>, tensor<1x197x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x1000xf32>, tensor<1000xf32>, tensor<16x16x3x192xf32>, tensor<192xf32>, tensor<1x1x192xf32>, tensor<1x197x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x576xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x1000xf32>, tensor<1000xf32>, tensor<f32>, tensor<f32>) -> ()
  }
}

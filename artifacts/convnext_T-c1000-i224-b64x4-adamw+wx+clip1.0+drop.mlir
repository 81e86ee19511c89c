// hlocert 0.1.0 render: convnext_T-c1000-i224-b64x4-adamw+wx+clip1.0+drop
// model: ConvNeXt-T  classes: 1000  image: 224  batch per replica: 64  replicas: 4
// variant: adamw+wx+clip1.0+drop  gelu: erf
// lowerings: depthwise convolution (the default on iree-cpu, xla-gpu, iree-gpu); patchify convolution (the default on xla-cpu, xla-gpu, iree-gpu); layernorm mean then centred variance (the default on xla-cpu, iree-cpu, xla-gpu, iree-gpu)
// loss: softmax cross-entropy against soft targets, mean over the batch; label smoothing and mixup, if any, are in the host's targets
// data parallel: gradients and loss are the mean over 4 replicas (all-reduce sum ÷ N) before the optimizer
// grad_norm: the global L2 norm of the gradients before clipping (optax.tree.norm of the raw, replica-mean gradients)
// clip: optax clip_by_global_norm at 1.0: g·c/‖g‖ when ‖g‖ ≥ c, else g (no epsilon)
// adam: β1 0.9  β2 0.999  eps 1e-08 (outside the sqrt); m' = β1·m + (1−β1)·g, v' = β2·v + (1−β2)·g², u = (m'/bc1) / (sqrt(v'/bc2) + eps); m, v start at 0
// weight decay: 0.05, decoupled (u + wd·θ, scaled by lr with the update) on parameters of rank ≥ 2 only (none on biases, norm scales/shifts, γ)
// update: θ' = θ − lr·u
// host scalar lr: the learning rate of step t (the host's schedule)
// host scalar bc1: 1 − β1^t = 1 − 0.9^t (bias correction of m, t the 1-based step)
// host scalar bc2: 1 − β2^t = 1 − 0.999^t (bias correction of v)
// arguments: x 64x224x224x3; params (182 tensors, 28,589,128 scalars); m (182 tensors, 28,589,128 scalars); v (182 tensors, 28,589,128 scalars); scalars (lr, bc1, bc2); drop_mask 64x18; targets 64x1000
// results: params' (182 tensors, 28,589,128 scalars); m' (182 tensors, 28,589,128 scalars); v' (182 tensors, 28,589,128 scalars); loss scalar; grad_norm scalar
// aliasing: each of params, m, v is updated in place into its primed result
// content sha256: 0d1e2a01e0ee4c6cf7dbc9b2f18146e353f8a4991af6b134c149e3e97ca46dff
module @convnext_T_c1000_i224_b64x4_adamw_wx_clip1_0_drop attributes {mhlo.num_replicas = 4 : i32} {
  func.func public @main(%x: tensor<64x224x224x3xf32>, %stem.conv.w: tensor<4x4x3x96xf32> {tf.aliasing_output = 0 : i32}, %stem.conv.b: tensor<96xf32> {tf.aliasing_output = 1 : i32}, %stem.norm.g: tensor<96xf32> {tf.aliasing_output = 2 : i32}, %stem.norm.b: tensor<96xf32> {tf.aliasing_output = 3 : i32}, %stages.0.blocks.0.dwconv.w: tensor<7x7x1x96xf32> {tf.aliasing_output = 4 : i32}, %stages.0.blocks.0.dwconv.b: tensor<96xf32> {tf.aliasing_output = 5 : i32}, %stages.0.blocks.0.norm.g: tensor<96xf32> {tf.aliasing_output = 6 : i32}, %stages.0.blocks.0.norm.b: tensor<96xf32> {tf.aliasing_output = 7 : i32}, %stages.0.blocks.0.fc1.w: tensor<96x384xf32> {tf.aliasing_output = 8 : i32}, %stages.0.blocks.0.fc1.b: tensor<384xf32> {tf.aliasing_output = 9 : i32}, %stages.0.blocks.0.fc2.w: tensor<384x96xf32> {tf.aliasing_output = 10 : i32}, %stages.0.blocks.0.fc2.b: tensor<96xf32> {tf.aliasing_output = 11 : i32}, %stages.0.blocks.0.gamma: tensor<96xf32> {tf.aliasing_output = 12 : i32}, %stages.0.blocks.1.dwconv.w: tensor<7x7x1x96xf32> {tf.aliasing_output = 13 : i32}, %stages.0.blocks.1.dwconv.b: tensor<96xf32> {tf.aliasing_output = 14 : i32}, %stages.0.blocks.1.norm.g: tensor<96xf32> {tf.aliasing_output = 15 : i32}, %stages.0.blocks.1.norm.b: tensor<96xf32> {tf.aliasing_output = 16 : i32}, %stages.0.blocks.1.fc1.w: tensor<96x384xf32> {tf.aliasing_output = 17 : i32}, %stages.0.blocks.1.fc1.b: tensor<384xf32> {tf.aliasing_output = 18 : i32}, %stages.0.blocks.1.fc2.w: tensor<384x96xf32> {tf.aliasing_output = 19 : i32}, %stages.0.blocks.1.fc2.b: tensor<96xf32> {tf.aliasing_output = 20 : i32}, %stages.0.blocks.1.gamma: tensor<96xf32> {tf.aliasing_output = 21 : i32}, %stages.0.blocks.2.dwconv.w: tensor<7x7x1x96xf32> {tf.aliasing_output = 22 : i32}, %stages.0.blocks.2.dwconv.b: tensor<96xf32> {tf.aliasing_output = 23 : i32}, %stages.0.blocks.2.norm.g: tensor<96xf32> {tf.aliasing_output = 24 : i32}, %stages.0.blocks.2.norm.b: tensor<96xf32> {tf.aliasing_output = 25 : i32}, %stages.0.blocks.2.fc1.w: tensor<96x384xf32> {tf.aliasing_output = 26 : i32}, %stages.0.blocks.2.fc1.b: tensor<384xf32> {tf.aliasing_output = 27 : i32}, %stages.0.blocks.2.fc2.w: tensor<384x96xf32> {tf.aliasing_output = 28 : i32}, %stages.0.blocks.2.fc2.b: tensor<96xf32> {tf.aliasing_output = 29 : i32}, %stages.0.blocks.2.gamma: tensor<96xf32> {tf.aliasing_output = 30 : i32}, %stages.1.down.norm.g: tensor<96xf32> {tf.aliasing_output = 31 : i32}, %stages.1.down.norm.b: tensor<96xf32> {tf.aliasing_output = 32 : i32}, %stages.1.down.conv.w: tensor<2x2x96x192xf32> {tf.aliasing_output = 33 : i32}, %stages.1.down.conv.b: tensor<192xf32> {tf.aliasing_output = 34 : i32}, %stages.1.blocks.0.dwconv.w: tensor<7x7x1x192xf32> {tf.aliasing_output = 35 : i32}, %stages.1.blocks.0.dwconv.b: tensor<192xf32> {tf.aliasing_output = 36 : i32}, %stages.1.blocks.0.norm.g: tensor<192xf32> {tf.aliasing_output = 37 : i32}, %stages.1.blocks.0.norm.b: tensor<192xf32> {tf.aliasing_output = 38 : i32}, %stages.1.blocks.0.fc1.w: tensor<192x768xf32> {tf.aliasing_output = 39 : i32}, %stages.1.blocks.0.fc1.b: tensor<768xf32> {tf.aliasing_output = 40 : i32}, %stages.1.blocks.0.fc2.w: tensor<768x192xf32> {tf.aliasing_output = 41 : i32}, %stages.1.blocks.0.fc2.b: tensor<192xf32> {tf.aliasing_output = 42 : i32}, %stages.1.blocks.0.gamma: tensor<192xf32> {tf.aliasing_output = 43 : i32}, %stages.1.blocks.1.dwconv.w: tensor<7x7x1x192xf32> {tf.aliasing_output = 44 : i32}, %stages.1.blocks.1.dwconv.b: tensor<192xf32> {tf.aliasing_output = 45 : i32}, %stages.1.blocks.1.norm.g: tensor<192xf32> {tf.aliasing_output = 46 : i32}, %stages.1.blocks.1.norm.b: tensor<192xf32> {tf.aliasing_output = 47 : i32}, %stages.1.blocks.1.fc1.w: tensor<192x768xf32> {tf.aliasing_output = 48 : i32}, %stages.1.blocks.1.fc1.b: tensor<768xf32> {tf.aliasing_output = 49 : i32}, %stages.1.blocks.1.fc2.w: tensor<768x192xf32> {tf.aliasing_output = 50 : i32}, %stages.1.blocks.1.fc2.b: tensor<192xf32> {tf.aliasing_output = 51 : i32}, %stages.1.blocks.1.gamma: tensor<192xf32> {tf.aliasing_output = 52 : i32}, %stages.1.blocks.2.dwconv.w: tensor<7x7x1x192xf32> {tf.aliasing_output = 53 : i32}, %stages.1.blocks.2.dwconv.b: tensor<192xf32> {tf.aliasing_output = 54 : i32}, %stages.1.blocks.2.norm.g: tensor<192xf32> {tf.aliasing_output = 55 : i32}, %stages.1.blocks.2.norm.b: tensor<192xf32> {tf.aliasing_output = 56 : i32}, %stages.1.blocks.2.fc1.w: tensor<192x768xf32> {tf.aliasing_output = 57 : i32}, %stages.1.blocks.2.fc1.b: tensor<768xf32> {tf.aliasing_output = 58 : i32}, %stages.1.blocks.2.fc2.w: tensor<768x192xf32> {tf.aliasing_output = 59 : i32}, %stages.1.blocks.2.fc2.b: tensor<192xf32> {tf.aliasing_output = 60 : i32}, %stages.1.blocks.2.gamma: tensor<192xf32> {tf.aliasing_output = 61 : i32}, %stages.2.down.norm.g: tensor<192xf32> {tf.aliasing_output = 62 : i32}, %stages.2.down.norm.b: tensor<192xf32> {tf.aliasing_output = 63 : i32}, %stages.2.down.conv.w: tensor<2x2x192x384xf32> {tf.aliasing_output = 64 : i32}, %stages.2.down.conv.b: tensor<384xf32> {tf.aliasing_output = 65 : i32}, %stages.2.blocks.0.dwconv.w: tensor<7x7x1x384xf32> {tf.aliasing_output = 66 : i32}, %stages.2.blocks.0.dwconv.b: tensor<384xf32> {tf.aliasing_output = 67 : i32}, %stages.2.blocks.0.norm.g: tensor<384xf32> {tf.aliasing_output = 68 : i32}, %stages.2.blocks.0.norm.b: tensor<384xf32> {tf.aliasing_output = 69 : i32}, %stages.2.blocks.0.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 70 : i32}, %stages.2.blocks.0.fc1.b: tensor<1536xf32> {tf.aliasing_output = 71 : i32}, %stages.2.blocks.0.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 72 : i32}, %stages.2.blocks.0.fc2.b: tensor<384xf32> {tf.aliasing_output = 73 : i32}, %stages.2.blocks.0.gamma: tensor<384xf32> {tf.aliasing_output = 74 : i32}, %stages.2.blocks.1.dwconv.w: tensor<7x7x1x384xf32> {tf.aliasing_output = 75 : i32}, %stages.2.blocks.1.dwconv.b: tensor<384xf32> {tf.aliasing_output = 76 : i32}, %stages.2.blocks.1.norm.g: tensor<384xf32> {tf.aliasing_output = 77 : i32}, %stages.2.blocks.1.norm.b: tensor<384xf32> {tf.aliasing_output = 78 : i32}, %stages.2.blocks.1.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 79 : i32}, %stages.2.blocks.1.fc1.b: tensor<1536xf32> {tf.aliasing_output = 80 : i32}, %stages.2.blocks.1.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 81 : i32}, %stages.2.blocks.1.fc2.b: tensor<384xf32> {tf.aliasing_output = 82 : i32}, %stages.2.blocks.1.gamma: tensor<384xf32> {tf.aliasing_output = 83 : i32}, %stages.2.blocks.2.dwconv.w: tensor<7x7x1x384xf32> {tf.aliasing_output = 84 : i32}, %stages.2.blocks.2.dwconv.b: tensor<384xf32> {tf.aliasing_output = 85 : i32}, %stages.2.blocks.2.norm.g: tensor<384xf32> {tf.aliasing_output = 86 : i32}, %stages.2.blocks.2.norm.b: tensor<384xf32> {tf.aliasing_output = 87 : i32}, %stages.2.blocks.2.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 88 : i32}, %stages.2.blocks.2.fc1.b: tensor<1536xf32> {tf.aliasing_output = 89 : i32}, %stages.2.blocks.2.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 90 : i32}, %stages.2.blocks.2.fc2.b: tensor<384xf32> {tf.aliasing_output = 91 : i32}, %stages.2.blocks.2.gamma: tensor<384xf32> {tf.aliasing_output = 92 : i32}, %stages.2.blocks.3.dwconv.w: tensor<7x7x1x384xf32> {tf.aliasing_output = 93 : i32}, %stages.2.blocks.3.dwconv.b: tensor<384xf32> {tf.aliasing_output = 94 : i32}, %stages.2.blocks.3.norm.g: tensor<384xf32> {tf.aliasing_output = 95 : i32}, %stages.2.blocks.3.norm.b: tensor<384xf32> {tf.aliasing_output = 96 : i32}, %stages.2.blocks.3.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 97 : i32}, %stages.2.blocks.3.fc1.b: tensor<1536xf32> {tf.aliasing_output = 98 : i32}, %stages.2.blocks.3.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 99 : i32}, %stages.2.blocks.3.fc2.b: tensor<384xf32> {tf.aliasing_output = 100 : i32}, %stages.2.blocks.3.gamma: tensor<384xf32> {tf.aliasing_output = 101 : i32}, %stages.2.blocks.4.dwconv.w: tensor<7x7x1x384xf32> {tf.aliasing_output = 102 : i32}, %stages.2.blocks.4.dwconv.b: tensor<384xf32> {tf.aliasing_output = 103 : i32}, %stages.2.blocks.4.norm.g: tensor<384xf32> {tf.aliasing_output = 104 : i32}, %stages.2.blocks.4.norm.b: tensor<384xf32> {tf.aliasing_output = 105 : i32}, %stages.2.blocks.4.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 106 : i32}, %stages.2.blocks.4.fc1.b: tensor<1536xf32> {tf.aliasing_output = 107 : i32}, %stages.2.blocks.4.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 108 : i32}, %stages.2.blocks.4.fc2.b: tensor<384xf32> {tf.aliasing_output = 109 : i32}, %stages.2.blocks.4.gamma: tensor<384xf32> {tf.aliasing_output = 110 : i32}, %stages.2.blocks.5.dwconv.w: tensor<7x7x1x384xf32> {tf.aliasing_output = 111 : i32}, %stages.2.blocks.5.dwconv.b: tensor<384xf32> {tf.aliasing_output = 112 : i32}, %stages.2.blocks.5.norm.g: tensor<384xf32> {tf.aliasing_output = 113 : i32}, %stages.2.blocks.5.norm.b: tensor<384xf32> {tf.aliasing_output = 114 : i32}, %stages.2.blocks.5.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 115 : i32}, %stages.2.blocks.5.fc1.b: tensor<1536xf32> {tf.aliasing_output = 116 : i32}, %stages.2.blocks.5.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 117 : i32}, %stages.2.blocks.5.fc2.b: tensor<384xf32> {tf.aliasing_output = 118 : i32}, %stages.2.blocks.5.gamma: tensor<384xf32> {tf.aliasing_output = 119 : i32}, %stages.2.blocks.6.dwconv.w: tensor<7x7x1x384xf32> {tf.aliasing_output = 120 : i32}, %stages.2.blocks.6.dwconv.b: tensor<384xf32> {tf.aliasing_output = 121 : i32}, %stages.2.blocks.6.norm.g: tensor<384xf32> {tf.aliasing_output = 122 : i32}, %stages.2.blocks.6.norm.b: tensor<384xf32> {tf.aliasing_output = 123 : i32}, %stages.2.blocks.6.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 124 : i32}, %stages.2.blocks.6.fc1.b: tensor<1536xf32> {tf.aliasing_output = 125 : i32}, %stages.2.blocks.6.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 126 : i32}, %stages.2.blocks.6.fc2.b: tensor<384xf32> {tf.aliasing_output = 127 : i32}, %stages.2.blocks.6.gamma: tensor<384xf32> {tf.aliasing_output = 128 : i32}, %stages.2.blocks.7.dwconv.w: tensor<7x7x1x384xf32> {tf.aliasing_output = 129 : i32}, %stages.2.blocks.7.dwconv.b: tensor<384xf32> {tf.aliasing_output = 130 : i32}, %stages.2.blocks.7.norm.g: tensor<384xf32> {tf.aliasing_output = 131 : i32}, %stages.2.blocks.7.norm.b: tensor<384xf32> {tf.aliasing_output = 132 : i32}, %stages.2.blocks.7.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 133 : i32}, %stages.2.blocks.7.fc1.b: tensor<1536xf32> {tf.aliasing_output = 134 : i32}, %stages.2.blocks.7.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 135 : i32}, %stages.2.blocks.7.fc2.b: tensor<384xf32> {tf.aliasing_output = 136 : i32}, %stages.2.blocks.7.gamma: tensor<384xf32> {tf.aliasing_output = 137 : i32}, %stages.2.blocks.8.dwconv.w: tensor<7x7x1x384xf32> {tf.aliasing_output = 138 : i32}, %stages.2.blocks.8.dwconv.b: tensor<384xf32> {tf.aliasing_output = 139 : i32}, %stages.2.blocks.8.norm.g: tensor<384xf32> {tf.aliasing_output = 140 : i32}, %stages.2.blocks.8.norm.b: tensor<384xf32> {tf.aliasing_output = 141 : i32}, %stages.2.blocks.8.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 142 : i32}, %stages.2.blocks.8.fc1.b: tensor<1536xf32> {tf.aliasing_output = 143 : i32}, %stages.2.blocks.8.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 144 : i32}, %stages.2.blocks.8.fc2.b: tensor<384xf32> {tf.aliasing_output = 145 : i32}, %stages.2.blocks.8.gamma: tensor<384xf32> {tf.aliasing_output = 146 : i32}, %stages.3.down.norm.g: tensor<384xf32> {tf.aliasing_output = 147 : i32}, %stages.3.down.norm.b: tensor<384xf32> {tf.aliasing_output = 148 : i32}, %stages.3.down.conv.w: tensor<2x2x384x768xf32> {tf.aliasing_output = 149 : i32}, %stages.3.down.conv.b: tensor<768xf32> {tf.aliasing_output = 150 : i32}, %stages.3.blocks.0.dwconv.w: tensor<7x7x1x768xf32> {tf.aliasing_output = 151 : i32}, %stages.3.blocks.0.dwconv.b: tensor<768xf32> {tf.aliasing_output = 152 : i32}, %stages.3.blocks.0.norm.g: tensor<768xf32> {tf.aliasing_output = 153 : i32}, %stages.3.blocks.0.norm.b: tensor<768xf32> {tf.aliasing_output = 154 : i32}, %stages.3.blocks.0.fc1.w: tensor<768x3072xf32> {tf.aliasing_output = 155 : i32}, %stages.3.blocks.0.fc1.b: tensor<3072xf32> {tf.aliasing_output = 156 : i32}, %stages.3.blocks.0.fc2.w: tensor<3072x768xf32> {tf.aliasing_output = 157 : i32}, %stages.3.blocks.0.fc2.b: tensor<768xf32> {tf.aliasing_output = 158 : i32}, %stages.3.blocks.0.gamma: tensor<768xf32> {tf.aliasing_output = 159 : i32}, %stages.3.blocks.1.dwconv.w: tensor<7x7x1x768xf32> {tf.aliasing_output = 160 : i32}, %stages.3.blocks.1.dwconv.b: tensor<768xf32> {tf.aliasing_output = 161 : i32}, %stages.3.blocks.1.norm.g: tensor<768xf32> {tf.aliasing_output = 162 : i32}, %stages.3.blocks.1.norm.b: tensor<768xf32> {tf.aliasing_output = 163 : i32}, %stages.3.blocks.1.fc1.w: tensor<768x3072xf32> {tf.aliasing_output = 164 : i32}, %stages.3.blocks.1.fc1.b: tensor<3072xf32> {tf.aliasing_output = 165 : i32}, %stages.3.blocks.1.fc2.w: tensor<3072x768xf32> {tf.aliasing_output = 166 : i32}, %stages.3.blocks.1.fc2.b: tensor<768xf32> {tf.aliasing_output = 167 : i32}, %stages.3.blocks.1.gamma: tensor<768xf32> {tf.aliasing_output = 168 : i32}, %stages.3.blocks.2.dwconv.w: tensor<7x7x1x768xf32> {tf.aliasing_output = 169 : i32}, %stages.3.blocks.2.dwconv.b: tensor<768xf32> {tf.aliasing_output = 170 : i32}, %stages.3.blocks.2.norm.g: tensor<768xf32> {tf.aliasing_output = 171 : i32}, %stages.3.blocks.2.norm.b: tensor<768xf32> {tf.aliasing_output = 172 : i32}, %stages.3.blocks.2.fc1.w: tensor<768x3072xf32> {tf.aliasing_output = 173 : i32}, %stages.3.blocks.2.fc1.b: tensor<3072xf32> {tf.aliasing_output = 174 : i32}, %stages.3.blocks.2.fc2.w: tensor<3072x768xf32> {tf.aliasing_output = 175 : i32}, %stages.3.blocks.2.fc2.b: tensor<768xf32> {tf.aliasing_output = 176 : i32}, %stages.3.blocks.2.gamma: tensor<768xf32> {tf.aliasing_output = 177 : i32}, %head.norm.g: tensor<768xf32> {tf.aliasing_output = 178 : i32}, %head.norm.b: tensor<768xf32> {tf.aliasing_output = 179 : i32}, %head.fc.w: tensor<768x1000xf32> {tf.aliasing_output = 180 : i32}, %head.fc.b: tensor<1000xf32> {tf.aliasing_output = 181 : i32}, %m.stem.conv.w: tensor<4x4x3x96xf32> {tf.aliasing_output = 182 : i32}, %m.stem.conv.b: tensor<96xf32> {tf.aliasing_output = 183 : i32}, %m.stem.norm.g: tensor<96xf32> {tf.aliasing_output = 184 : i32}, %m.stem.norm.b: tensor<96xf32> {tf.aliasing_output = 185 : i32}, %m.stages.0.blocks.0.dwconv.w: tensor<7x7x1x96xf32> {tf.aliasing_output = 186 : i32}, %m.stages.0.blocks.0.dwconv.b: tensor<96xf32> {tf.aliasing_output = 187 : i32}, %m.stages.0.blocks.0.norm.g: tensor<96xf32> {tf.aliasing_output = 188 : i32}, %m.stages.0.blocks.0.norm.b: tensor<96xf32> {tf.aliasing_output = 189 : i32}, %m.stages.0.blocks.0.fc1.w: tensor<96x384xf32> {tf.aliasing_output = 190 : i32}, %m.stages.0.blocks.0.fc1.b: tensor<384xf32> {tf.aliasing_output = 191 : i32}, %m.stages.0.blocks.0.fc2.w: tensor<384x96xf32> {tf.aliasing_output = 192 : i32}, %m.stages.0.blocks.0.fc2.b: tensor<96xf32> {tf.aliasing_output = 193 : i32}, %m.stages.0.blocks.0.gamma: tensor<96xf32> {tf.aliasing_output = 194 : i32}, %m.stages.0.blocks.1.dwconv.w: tensor<7x7x1x96xf32> {tf.aliasing_output = 195 : i32}, %m.stages.0.blocks.1.dwconv.b: tensor<96xf32> {tf.aliasing_output = 196 : i32}, %m.stages.0.blocks.1.norm.g: tensor<96xf32> {tf.aliasing_output = 197 : i32}, %m.stages.0.blocks.1.norm.b: tensor<96xf32> {tf.aliasing_output = 198 : i32}, %m.stages.0.blocks.1.fc1.w: tensor<96x384xf32> {tf.aliasing_output = 199 : i32}, %m.stages.0.blocks.1.fc1.b: tensor<384xf32> {tf.aliasing_output = 200 : i32}, %m.stages.0.blocks.1.fc2.w: tensor<384x96xf32> {tf.aliasing_output = 201 : i32}, %m.stages.0.blocks.1.fc2.b: tensor<96xf32> {tf.aliasing_output = 202 : i32}, %m.stages.0.blocks.1.gamma: tensor<96xf32> {tf.aliasing_output = 203 : i32}, %m.stages.0.blocks.2.dwconv.w: tensor<7x7x1x96xf32> {tf.aliasing_output = 204 : i32}, %m.stages.0.blocks.2.dwconv.b: tensor<96xf32> {tf.aliasing_output = 205 : i32}, %m.stages.0.blocks.2.norm.g: tensor<96xf32> {tf.aliasing_output = 206 : i32}, %m.stages.0.blocks.2.norm.b: tensor<96xf32> {tf.aliasing_output = 207 : i32}, %m.stages.0.blocks.2.fc1.w: tensor<96x384xf32> {tf.aliasing_output = 208 : i32}, %m.stages.0.blocks.2.fc1.b: tensor<384xf32> {tf.aliasing_output = 209 : i32}, %m.stages.0.blocks.2.fc2.w: tensor<384x96xf32> {tf.aliasing_output = 210 : i32}, %m.stages.0.blocks.2.fc2.b: tensor<96xf32> {tf.aliasing_output = 211 : i32}, %m.stages.0.blocks.2.gamma: tensor<96xf32> {tf.aliasing_output = 212 : i32}, %m.stages.1.down.norm.g: tensor<96xf32> {tf.aliasing_output = 213 : i32}, %m.stages.1.down.norm.b: tensor<96xf32> {tf.aliasing_output = 214 : i32}, %m.stages.1.down.conv.w: tensor<2x2x96x192xf32> {tf.aliasing_output = 215 : i32}, %m.stages.1.down.conv.b: tensor<192xf32> {tf.aliasing_output = 216 : i32}, %m.stages.1.blocks.0.dwconv.w: tensor<7x7x1x192xf32> {tf.aliasing_output = 217 : i32}, %m.stages.1.blocks.0.dwconv.b: tensor<192xf32> {tf.aliasing_output = 218 : i32}, %m.stages.1.blocks.0.norm.g: tensor<192xf32> {tf.aliasing_output = 219 : i32}, %m.stages.1.blocks.0.norm.b: tensor<192xf32> {tf.aliasing_output = 220 : i32}, %m.stages.1.blocks.0.fc1.w: tensor<192x768xf32> {tf.aliasing_output = 221 : i32}, %m.stages.1.blocks.0.fc1.b: tensor<768xf32> {tf.aliasing_output = 222 : i32}, %m.stages.1.blocks.0.fc2.w: tensor<768x192xf32> {tf.aliasing_output = 223 : i32}, %m.stages.1.blocks.0.fc2.b: tensor<192xf32> {tf.aliasing_output = 224 : i32}, %m.stages.1.blocks.0.gamma: tensor<192xf32> {tf.aliasing_output = 225 : i32}, %m.stages.1.blocks.1.dwconv.w: tensor<7x7x1x192xf32> {tf.aliasing_output = 226 : i32}, %m.stages.1.blocks.1.dwconv.b: tensor<192xf32> {tf.aliasing_output = 227 : i32}, %m.stages.1.blocks.1.norm.g: tensor<192xf32> {tf.aliasing_output = 228 : i32}, %m.stages.1.blocks.1.norm.b: tensor<192xf32> {tf.aliasing_output = 229 : i32}, %m.stages.1.blocks.1.fc1.w: tensor<192x768xf32> {tf.aliasing_output = 230 : i32}, %m.stages.1.blocks.1.fc1.b: tensor<768xf32> {tf.aliasing_output = 231 : i32}, %m.stages.1.blocks.1.fc2.w: tensor<768x192xf32> {tf.aliasing_output = 232 : i32}, %m.stages.1.blocks.1.fc2.b: tensor<192xf32> {tf.aliasing_output = 233 : i32}, %m.stages.1.blocks.1.gamma: tensor<192xf32> {tf.aliasing_output = 234 : i32}, %m.stages.1.blocks.2.dwconv.w: tensor<7x7x1x192xf32> {tf.aliasing_output = 235 : i32}, %m.stages.1.blocks.2.dwconv.b: tensor<192xf32> {tf.aliasing_output = 236 : i32}, %m.stages.1.blocks.2.norm.g: tensor<192xf32> {tf.aliasing_output = 237 : i32}, %m.stages.1.blocks.2.norm.b: tensor<192xf32> {tf.aliasing_output = 238 : i32}, %m.stages.1.blocks.2.fc1.w: tensor<192x768xf32> {tf.aliasing_output = 239 : i32}, %m.stages.1.blocks.2.fc1.b: tensor<768xf32> {tf.aliasing_output = 240 : i32}, %m.stages.1.blocks.2.fc2.w: tensor<768x192xf32> {tf.aliasing_output = 241 : i32}, %m.stages.1.blocks.2.fc2.b: tensor<192xf32> {tf.aliasing_output = 242 : i32}, %m.stages.1.blocks.2.gamma: tensor<192xf32> {tf.aliasing_output = 243 : i32}, %m.stages.2.down.norm.g: tensor<192xf32> {tf.aliasing_output = 244 : i32}, %m.stages.2.down.norm.b: tensor<192xf32> {tf.aliasing_output = 245 : i32}, %m.stages.2.down.conv.w: tensor<2x2x192x384xf32> {tf.aliasing_output = 246 : i32}, %m.stages.2.down.conv.b: tensor<384xf32> {tf.aliasing_output = 247 : i32}, %m.stages.2.blocks.0.dwconv.w: tensor<7x7x1x384xf32> {tf.aliasing_output = 248 : i32}, %m.stages.2.blocks.0.dwconv.b: tensor<384xf32> {tf.aliasing_output = 249 : i32}, %m.stages.2.blocks.0.norm.g: tensor<384xf32> {tf.aliasing_output = 250 : i32}, %m.stages.2.blocks.0.norm.b: tensor<384xf32> {tf.aliasing_output = 251 : i32}, %m.stages.2.blocks.0.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 252 : i32}, %m.stages.2.blocks.0.fc1.b: tensor<1536xf32> {tf.aliasing_output = 253 : i32}, %m.stages.2.blocks.0.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 254 : i32}, %m.stages.2.blocks.0.fc2.b: tensor<384xf32> {tf.aliasing_output = 255 : i32}, %m.stages.2.blocks.0.gamma: tensor<384xf32> {tf.aliasing_output = 256 : i32}, %m.stages.2.blocks.1.dwconv.w: tensor<7x7x1x384xf32> {tf.aliasing_output = 257 : i32}, %m.stages.2.blocks.1.dwconv.b: tensor<384xf32> {tf.aliasing_output = 258 : i32}, %m.stages.2.blocks.1.norm.g: tensor<384xf32> {tf.aliasing_output = 259 : i32}, %m.stages.2.blocks.1.norm.b: tensor<384xf32> {tf.aliasing_output = 260 : i32}, %m.stages.2.blocks.1.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 261 : i32}, %m.stages.2.blocks.1.fc1.b: tensor<1536xf32> {tf.aliasing_output = 262 : i32}, %m.stages.2.blocks.1.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 263 : i32}, %m.stages.2.blocks.1.fc2.b: tensor<384xf32> {tf.aliasing_output = 264 : i32}, %m.stages.2.blocks.1.gamma: tensor<384xf32> {tf.aliasing_output = 265 : i32}, %m.stages.2.blocks.2.dwconv.w: tensor<7x7x1x384xf32> {tf.aliasing_output = 266 : i32}, %m.stages.2.blocks.2.dwconv.b: tensor<384xf32> {tf.aliasing_output = 267 : i32}, %m.stages.2.blocks.2.norm.g: tensor<384xf32> {tf.aliasing_output = 268 : i32}, %m.stages.2.blocks.2.norm.b: tensor<384xf32> {tf.aliasing_output = 269 : i32}, %m.stages.2.blocks.2.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 270 : i32}, %m.stages.2.blocks.2.fc1.b: tensor<1536xf32> {tf.aliasing_output = 271 : i32}, %m.stages.2.blocks.2.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 272 : i32}, %m.stages.2.blocks.2.fc2.b: tensor<384xf32> {tf.aliasing_output = 273 : i32}, %m.stages.2.blocks.2.gamma: tensor<384xf32> {tf.aliasing_output = 274 : i32}, %m.stages.2.blocks.3.dwconv.w: tensor<7x7x1x384xf32> {tf.aliasing_output = 275 : i32}, %m.stages.2.blocks.3.dwconv.b: tensor<384xf32> {tf.aliasing_output = 276 : i32}, %m.stages.2.blocks.3.norm.g: tensor<384xf32> {tf.aliasing_output = 277 : i32}, %m.stages.2.blocks.3.norm.b: tensor<384xf32> {tf.aliasing_output = 278 : i32}, %m.stages.2.blocks.3.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 279 : i32}, %m.stages.2.blocks.3.fc1.b: tensor<1536xf32> {tf.aliasing_output = 280 : i32}, %m.stages.2.blocks.3.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 281 : i32}, %m.stages.2.blocks.3.fc2.b: tensor<384xf32> {tf.aliasing_output = 282 : i32}, %m.stages.2.blocks.3.gamma: tensor<384xf32> {tf.aliasing_output = 283 : i32}, %m.stages.2.blocks.4.dwconv.w: tensor<7x7x1x384xf32> {tf.aliasing_output = 284 : i32}, %m.stages.2.blocks.4.dwconv.b: tensor<384xf32> {tf.aliasing_output = 285 : i32}, %m.stages.2.blocks.4.norm.g: tensor<384xf32> {tf.aliasing_output = 286 : i32}, %m.stages.2.blocks.4.norm.b: tensor<384xf32> {tf.aliasing_output = 287 : i32}, %m.stages.2.blocks.4.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 288 : i32}, %m.stages.2.blocks.4.fc1.b: tensor<1536xf32> {tf.aliasing_output = 289 : i32}, %m.stages.2.blocks.4.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 290 : i32}, %m.stages.2.blocks.4.fc2.b: tensor<384xf32> {tf.aliasing_output = 291 : i32}, %m.stages.2.blocks.4.gamma: tensor<384xf32> {tf.aliasing_output = 292 : i32}, %m.stages.2.blocks.5.dwconv.w: tensor<7x7x1x384xf32> {tf.aliasing_output = 293 : i32}, %m.stages.2.blocks.5.dwconv.b: tensor<384xf32> {tf.aliasing_output = 294 : i32}, %m.stages.2.blocks.5.norm.g: tensor<384xf32> {tf.aliasing_output = 295 : i32}, %m.stages.2.blocks.5.norm.b: tensor<384xf32> {tf.aliasing_output = 296 : i32}, %m.stages.2.blocks.5.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 297 : i32}, %m.stages.2.blocks.5.fc1.b: tensor<1536xf32> {tf.aliasing_output = 298 : i32}, %m.stages.2.blocks.5.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 299 : i32}, %m.stages.2.blocks.5.fc2.b: tensor<384xf32> {tf.aliasing_output = 300 : i32}, %m.stages.2.blocks.5.gamma: tensor<384xf32> {tf.aliasing_output = 301 : i32}, %m.stages.2.blocks.6.dwconv.w: tensor<7x7x1x384xf32> {tf.aliasing_output = 302 : i32}, %m.stages.2.blocks.6.dwconv.b: tensor<384xf32> {tf.aliasing_output = 303 : i32}, %m.stages.2.blocks.6.norm.g: tensor<384xf32> {tf.aliasing_output = 304 : i32}, %m.stages.2.blocks.6.norm.b: tensor<384xf32> {tf.aliasing_output = 305 : i32}, %m.stages.2.blocks.6.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 306 : i32}, %m.stages.2.blocks.6.fc1.b: tensor<1536xf32> {tf.aliasing_output = 307 : i32}, %m.stages.2.blocks.6.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 308 : i32}, %m.stages.2.blocks.6.fc2.b: tensor<384xf32> {tf.aliasing_output = 309 : i32}, %m.stages.2.blocks.6.gamma: tensor<384xf32> {tf.aliasing_output = 310 : i32}, %m.stages.2.blocks.7.dwconv.w: tensor<7x7x1x384xf32> {tf.aliasing_output = 311 : i32}, %m.stages.2.blocks.7.dwconv.b: tensor<384xf32> {tf.aliasing_output = 312 : i32}, %m.stages.2.blocks.7.norm.g: tensor<384xf32> {tf.aliasing_output = 313 : i32}, %m.stages.2.blocks.7.norm.b: tensor<384xf32> {tf.aliasing_output = 314 : i32}, %m.stages.2.blocks.7.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 315 : i32}, %m.stages.2.blocks.7.fc1.b: tensor<1536xf32> {tf.aliasing_output = 316 : i32}, %m.stages.2.blocks.7.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 317 : i32}, %m.stages.2.blocks.7.fc2.b: tensor<384xf32> {tf.aliasing_output = 318 : i32}, %m.stages.2.blocks.7.gamma: tensor<384xf32> {tf.aliasing_output = 319 : i32}, %m.stages.2.blocks.8.dwconv.w: tensor<7x7x1x384xf32> {tf.aliasing_output = 320 : i32}, %m.stages.2.blocks.8.dwconv.b: tensor<384xf32> {tf.aliasing_output = 321 : i32}, %m.stages.2.blocks.8.norm.g: tensor<384xf32> {tf.aliasing_output = 322 : i32}, %m.stages.2.blocks.8.norm.b: tensor<384xf32> {tf.aliasing_output = 323 : i32}, %m.stages.2.blocks.8.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 324 : i32}, %m.stages.2.blocks.8.fc1.b: tensor<1536xf32> {tf.aliasing_output = 325 : i32}, %m.stages.2.blocks.8.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 326 : i32}, %m.stages.2.blocks.8.fc2.b: tensor<384xf32> {tf.aliasing_output = 327 : i32}, %m.stages.2.blocks.8.gamma: tensor<384xf32> {tf.aliasing_output = 328 : i32}, %m.stages.3.down.norm.g: tensor<384xf32> {tf.aliasing_output = 329 : i32}, %m.stages.3.down.norm.b: tensor<384xf32> {tf.aliasing_output = 330 : i32}, %m.stages.3.down.conv.w: tensor<2x2x384x768xf32> {tf.aliasing_output = 331 : i32}, %m.stages.3.down.conv.b: tensor<768xf32> {tf.aliasing_output = 332 : i32}, %m.stages.3.blocks.0.dwconv.w: tensor<7x7x1x768xf32> {tf.aliasing_output = 333 : i32}, %m.stages.3.blocks.0.dwconv.b: tensor<768xf32> {tf.aliasing_output = 334 : i32}, %m.stages.3.blocks.0.norm.g: tensor<768xf32> {tf.aliasing_output = 335 : i32}, %m.stages.3.blocks.0.norm.b: tensor<768xf32> {tf.aliasing_output = 336 : i32}, %m.stages.3.blocks.0.fc1.w: tensor<768x3072xf32> {tf.aliasing_output = 337 : i32}, %m.stages.3.blocks.0.fc1.b: tensor<3072xf32> {tf.aliasing_output = 338 : i32}, %m.stages.3.blocks.0.fc2.w: tensor<3072x768xf32> {tf.aliasing_output = 339 : i32}, %m.stages.3.blocks.0.fc2.b: tensor<768xf32> {tf.aliasing_output = 340 : i32}, %m.stages.3.blocks.0.gamma: tensor<768xf32> {tf.aliasing_output = 341 : i32}, %m.stages.3.blocks.1.dwconv.w: tensor<7x7x1x768xf32> {tf.aliasing_output = 342 : i32}, %m.stages.3.blocks.1.dwconv.b: tensor<768xf32> {tf.aliasing_output = 343 : i32}, %m.stages.3.blocks.1.norm.g: tensor<768xf32> {tf.aliasing_output = 344 : i32}, %m.stages.3.blocks.1.norm.b: tensor<768xf32> {tf.aliasing_output = 345 : i32}, %m.stages.3.blocks.1.fc1.w: tensor<768x3072xf32> {tf.aliasing_output = 346 : i32}, %m.stages.3.blocks.1.fc1.b: tensor<3072xf32> {tf.aliasing_output = 347 : i32}, %m.stages.3.blocks.1.fc2.w: tensor<3072x768xf32> {tf.aliasing_output = 348 : i32}, %m.stages.3.blocks.1.fc2.b: tensor<768xf32> {tf.aliasing_output = 349 : i32}, %m.stages.3.blocks.1.gamma: tensor<768xf32> {tf.aliasing_output = 350 : i32}, %m.stages.3.blocks.2.dwconv.w: tensor<7x7x1x768xf32> {tf.aliasing_output = 351 : i32}, %m.stages.3.blocks.2.dwconv.b: tensor<768xf32> {tf.aliasing_output = 352 : i32}, %m.stages.3.blocks.2.norm.g: tensor<768xf32> {tf.aliasing_output = 353 : i32}, %m.stages.3.blocks.2.norm.b: tensor<768xf32> {tf.aliasing_output = 354 : i32}, %m.stages.3.blocks.2.fc1.w: tensor<768x3072xf32> {tf.aliasing_output = 355 : i32}, %m.stages.3.blocks.2.fc1.b: tensor<3072xf32> {tf.aliasing_output = 356 : i32}, %m.stages.3.blocks.2.fc2.w: tensor<3072x768xf32> {tf.aliasing_output = 357 : i32}, %m.stages.3.blocks.2.fc2.b: tensor<768xf32> {tf.aliasing_output = 358 : i32}, %m.stages.3.blocks.2.gamma: tensor<768xf32> {tf.aliasing_output = 359 : i32}, %m.head.norm.g: tensor<768xf32> {tf.aliasing_output = 360 : i32}, %m.head.norm.b: tensor<768xf32> {tf.aliasing_output = 361 : i32}, %m.head.fc.w: tensor<768x1000xf32> {tf.aliasing_output = 362 : i32}, %m.head.fc.b: tensor<1000xf32> {tf.aliasing_output = 363 : i32}, %v.stem.conv.w: tensor<4x4x3x96xf32> {tf.aliasing_output = 364 : i32}, %v.stem.conv.b: tensor<96xf32> {tf.aliasing_output = 365 : i32}, %v.stem.norm.g: tensor<96xf32> {tf.aliasing_output = 366 : i32}, %v.stem.norm.b: tensor<96xf32> {tf.aliasing_output = 367 : i32}, %v.stages.0.blocks.0.dwconv.w: tensor<7x7x1x96xf32> {tf.aliasing_output = 368 : i32}, %v.stages.0.blocks.0.dwconv.b: tensor<96xf32> {tf.aliasing_output = 369 : i32}, %v.stages.0.blocks.0.norm.g: tensor<96xf32> {tf.aliasing_output = 370 : i32}, %v.stages.0.blocks.0.norm.b: tensor<96xf32> {tf.aliasing_output = 371 : i32}, %v.stages.0.blocks.0.fc1.w: tensor<96x384xf32> {tf.aliasing_output = 372 : i32}, %v.stages.0.blocks.0.fc1.b: tensor<384xf32> {tf.aliasing_output = 373 : i32}, %v.stages.0.blocks.0.fc2.w: tensor<384x96xf32> {tf.aliasing_output = 374 : i32}, %v.stages.0.blocks.0.fc2.b: tensor<96xf32> {tf.aliasing_output = 375 : i32}, %v.stages.0.blocks.0.gamma: tensor<96xf32> {tf.aliasing_output = 376 : i32}, %v.stages.0.blocks.1.dwconv.w: tensor<7x7x1x96xf32> {tf.aliasing_output = 377 : i32}, %v.stages.0.blocks.1.dwconv.b: tensor<96xf32> {tf.aliasing_output = 378 : i32}, %v.stages.0.blocks.1.norm.g: tensor<96xf32> {tf.aliasing_output = 379 : i32}, %v.stages.0.blocks.1.norm.b: tensor<96xf32> {tf.aliasing_output = 380 : i32}, %v.stages.0.blocks.1.fc1.w: tensor<96x384xf32> {tf.aliasing_output = 381 : i32}, %v.stages.0.blocks.1.fc1.b: tensor<384xf32> {tf.aliasing_output = 382 : i32}, %v.stages.0.blocks.1.fc2.w: tensor<384x96xf32> {tf.aliasing_output = 383 : i32}, %v.stages.0.blocks.1.fc2.b: tensor<96xf32> {tf.aliasing_output = 384 : i32}, %v.stages.0.blocks.1.gamma: tensor<96xf32> {tf.aliasing_output = 385 : i32}, %v.stages.0.blocks.2.dwconv.w: tensor<7x7x1x96xf32> {tf.aliasing_output = 386 : i32}, %v.stages.0.blocks.2.dwconv.b: tensor<96xf32> {tf.aliasing_output = 387 : i32}, %v.stages.0.blocks.2.norm.g: tensor<96xf32> {tf.aliasing_output = 388 : i32}, %v.stages.0.blocks.2.norm.b: tensor<96xf32> {tf.aliasing_output = 389 : i32}, %v.stages.0.blocks.2.fc1.w: tensor<96x384xf32> {tf.aliasing_output = 390 : i32}, %v.stages.0.blocks.2.fc1.b: tensor<384xf32> {tf.aliasing_output = 391 : i32}, %v.stages.0.blocks.2.fc2.w: tensor<384x96xf32> {tf.aliasing_output = 392 : i32}, %v.stages.0.blocks.2.fc2.b: tensor<96xf32> {tf.aliasing_output = 393 : i32}, %v.stages.0.blocks.2.gamma: tensor<96xf32> {tf.aliasing_output = 394 : i32}, %v.stages.1.down.norm.g: tensor<96xf32> {tf.aliasing_output = 395 : i32}, %v.stages.1.down.norm.b: tensor<96xf32> {tf.aliasing_output = 396 : i32}, %v.stages.1.down.conv.w: tensor<2x2x96x192xf32> {tf.aliasing_output = 397 : i32}, %v.stages.1.down.conv.b: tensor<192xf32> {tf.aliasing_output = 398 : i32}, %v.stages.1.blocks.0.dwconv.w: tensor<7x7x1x192xf32> {tf.aliasing_output = 399 : i32}, %v.stages.1.blocks.0.dwconv.b: tensor<192xf32> {tf.aliasing_output = 400 : i32}, %v.stages.1.blocks.0.norm.g: tensor<192xf32> {tf.aliasing_output = 401 : i32}, %v.stages.1.blocks.0.norm.b: tensor<192xf32> {tf.aliasing_output = 402 : i32}, %v.stages.1.blocks.0.fc1.w: tensor<192x768xf32> {tf.aliasing_output = 403 : i32}, %v.stages.1.blocks.0.fc1.b: tensor<768xf32> {tf.aliasing_output = 404 : i32}, %v.stages.1.blocks.0.fc2.w: tensor<768x192xf32> {tf.aliasing_output = 405 : i32}, %v.stages.1.blocks.0.fc2.b: tensor<192xf32> {tf.aliasing_output = 406 : i32}, %v.stages.1.blocks.0.gamma: tensor<192xf32> {tf.aliasing_output = 407 : i32}, %v.stages.1.blocks.1.dwconv.w: tensor<7x7x1x192xf32> {tf.aliasing_output = 408 : i32}, %v.stages.1.blocks.1.dwconv.b: tensor<192xf32> {tf.aliasing_output = 409 : i32}, %v.stages.1.blocks.1.norm.g: tensor<192xf32> {tf.aliasing_output = 410 : i32}, %v.stages.1.blocks.1.norm.b: tensor<192xf32> {tf.aliasing_output = 411 : i32}, %v.stages.1.blocks.1.fc1.w: tensor<192x768xf32> {tf.aliasing_output = 412 : i32}, %v.stages.1.blocks.1.fc1.b: tensor<768xf32> {tf.aliasing_output = 413 : i32}, %v.stages.1.blocks.1.fc2.w: tensor<768x192xf32> {tf.aliasing_output = 414 : i32}, %v.stages.1.blocks.1.fc2.b: tensor<192xf32> {tf.aliasing_output = 415 : i32}, %v.stages.1.blocks.1.gamma: tensor<192xf32> {tf.aliasing_output = 416 : i32}, %v.stages.1.blocks.2.dwconv.w: tensor<7x7x1x192xf32> {tf.aliasing_output = 417 : i32}, %v.stages.1.blocks.2.dwconv.b: tensor<192xf32> {tf.aliasing_output = 418 : i32}, %v.stages.1.blocks.2.norm.g: tensor<192xf32> {tf.aliasing_output = 419 : i32}, %v.stages.1.blocks.2.norm.b: tensor<192xf32> {tf.aliasing_output = 420 : i32}, %v.stages.1.blocks.2.fc1.w: tensor<192x768xf32> {tf.aliasing_output = 421 : i32}, %v.stages.1.blocks.2.fc1.b: tensor<768xf32> {tf.aliasing_output = 422 : i32}, %v.stages.1.blocks.2.fc2.w: tensor<768x192xf32> {tf.aliasing_output = 423 : i32}, %v.stages.1.blocks.2.fc2.b: tensor<192xf32> {tf.aliasing_output = 424 : i32}, %v.stages.1.blocks.2.gamma: tensor<192xf32> {tf.aliasing_output = 425 : i32}, %v.stages.2.down.norm.g: tensor<192xf32> {tf.aliasing_output = 426 : i32}, %v.stages.2.down.norm.b: tensor<192xf32> {tf.aliasing_output = 427 : i32}, %v.stages.2.down.conv.w: tensor<2x2x192x384xf32> {tf.aliasing_output = 428 : i32}, %v.stages.2.down.conv.b: tensor<384xf32> {tf.aliasing_output = 429 : i32}, %v.stages.2.blocks.0.dwconv.w: tensor<7x7x1x384xf32> {tf.aliasing_output = 430 : i32}, %v.stages.2.blocks.0.dwconv.b: tensor<384xf32> {tf.aliasing_output = 431 : i32}, %v.stages.2.blocks.0.norm.g: tensor<384xf32> {tf.aliasing_output = 432 : i32}, %v.stages.2.blocks.0.norm.b: tensor<384xf32> {tf.aliasing_output = 433 : i32}, %v.stages.2.blocks.0.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 434 : i32}, %v.stages.2.blocks.0.fc1.b: tensor<1536xf32> {tf.aliasing_output = 435 : i32}, %v.stages.2.blocks.0.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 436 : i32}, %v.stages.2.blocks.0.fc2.b: tensor<384xf32> {tf.aliasing_output = 437 : i32}, %v.stages.2.blocks.0.gamma: tensor<384xf32> {tf.aliasing_output = 438 : i32}, %v.stages.2.blocks.1.dwconv.w: tensor<7x7x1x384xf32> {tf.aliasing_output = 439 : i32}, %v.stages.2.blocks.1.dwconv.b: tensor<384xf32> {tf.aliasing_output = 440 : i32}, %v.stages.2.blocks.1.norm.g: tensor<384xf32> {tf.aliasing_output = 441 : i32}, %v.stages.2.blocks.1.norm.b: tensor<384xf32> {tf.aliasing_output = 442 : i32}, %v.stages.2.blocks.1.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 443 : i32}, %v.stages.2.blocks.1.fc1.b: tensor<1536xf32> {tf.aliasing_output = 444 : i32}, %v.stages.2.blocks.1.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 445 : i32}, %v.stages.2.blocks.1.fc2.b: tensor<384xf32> {tf.aliasing_output = 446 : i32}, %v.stages.2.blocks.1.gamma: tensor<384xf32> {tf.aliasing_output = 447 : i32}, %v.stages.2.blocks.2.dwconv.w: tensor<7x7x1x384xf32> {tf.aliasing_output = 448 : i32}, %v.stages.2.blocks.2.dwconv.b: tensor<384xf32> {tf.aliasing_output = 449 : i32}, %v.stages.2.blocks.2.norm.g: tensor<384xf32> {tf.aliasing_output = 450 : i32}, %v.stages.2.blocks.2.norm.b: tensor<384xf32> {tf.aliasing_output = 451 : i32}, %v.stages.2.blocks.2.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 452 : i32}, %v.stages.2.blocks.2.fc1.b: tensor<1536xf32> {tf.aliasing_output = 453 : i32}, %v.stages.2.blocks.2.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 454 : i32}, %v.stages.2.blocks.2.fc2.b: tensor<384xf32> {tf.aliasing_output = 455 : i32}, %v.stages.2.blocks.2.gamma: tensor<384xf32> {tf.aliasing_output = 456 : i32}, %v.stages.2.blocks.3.dwconv.w: tensor<7x7x1x384xf32> {tf.aliasing_output = 457 : i32}, %v.stages.2.blocks.3.dwconv.b: tensor<384xf32> {tf.aliasing_output = 458 : i32}, %v.stages.2.blocks.3.norm.g: tensor<384xf32> {tf.aliasing_output = 459 : i32}, %v.stages.2.blocks.3.norm.b: tensor<384xf32> {tf.aliasing_output = 460 : i32}, %v.stages.2.blocks.3.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 461 : i32}, %v.stages.2.blocks.3.fc1.b: tensor<1536xf32> {tf.aliasing_output = 462 : i32}, %v.stages.2.blocks.3.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 463 : i32}, %v.stages.2.blocks.3.fc2.b: tensor<384xf32> {tf.aliasing_output = 464 : i32}, %v.stages.2.blocks.3.gamma: tensor<384xf32> {tf.aliasing_output = 465 : i32}, %v.stages.2.blocks.4.dwconv.w: tensor<7x7x1x384xf32> {tf.aliasing_output = 466 : i32}, %v.stages.2.blocks.4.dwconv.b: tensor<384xf32> {tf.aliasing_output = 467 : i32}, %v.stages.2.blocks.4.norm.g: tensor<384xf32> {tf.aliasing_output = 468 : i32}, %v.stages.2.blocks.4.norm.b: tensor<384xf32> {tf.aliasing_output = 469 : i32}, %v.stages.2.blocks.4.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 470 : i32}, %v.stages.2.blocks.4.fc1.b: tensor<1536xf32> {tf.aliasing_output = 471 : i32}, %v.stages.2.blocks.4.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 472 : i32}, %v.stages.2.blocks.4.fc2.b: tensor<384xf32> {tf.aliasing_output = 473 : i32}, %v.stages.2.blocks.4.gamma: tensor<384xf32> {tf.aliasing_output = 474 : i32}, %v.stages.2.blocks.5.dwconv.w: tensor<7x7x1x384xf32> {tf.aliasing_output = 475 : i32}, %v.stages.2.blocks.5.dwconv.b: tensor<384xf32> {tf.aliasing_output = 476 : i32}, %v.stages.2.blocks.5.norm.g: tensor<384xf32> {tf.aliasing_output = 477 : i32}, %v.stages.2.blocks.5.norm.b: tensor<384xf32> {tf.aliasing_output = 478 : i32}, %v.stages.2.blocks.5.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 479 : i32}, %v.stages.2.blocks.5.fc1.b: tensor<1536xf32> {tf.aliasing_output = 480 : i32}, %v.stages.2.blocks.5.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 481 : i32}, %v.stages.2.blocks.5.fc2.b: tensor<384xf32> {tf.aliasing_output = 482 : i32}, %v.stages.2.blocks.5.gamma: tensor<384xf32> {tf.aliasing_output = 483 : i32}, %v.stages.2.blocks.6.dwconv.w: tensor<7x7x1x384xf32> {tf.aliasing_output = 484 : i32}, %v.stages.2.blocks.6.dwconv.b: tensor<384xf32> {tf.aliasing_output = 485 : i32}, %v.stages.2.blocks.6.norm.g: tensor<384xf32> {tf.aliasing_output = 486 : i32}, %v.stages.2.blocks.6.norm.b: tensor<384xf32> {tf.aliasing_output = 487 : i32}, %v.stages.2.blocks.6.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 488 : i32}, %v.stages.2.blocks.6.fc1.b: tensor<1536xf32> {tf.aliasing_output = 489 : i32}, %v.stages.2.blocks.6.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 490 : i32}, %v.stages.2.blocks.6.fc2.b: tensor<384xf32> {tf.aliasing_output = 491 : i32}, %v.stages.2.blocks.6.gamma: tensor<384xf32> {tf.aliasing_output = 492 : i32}, %v.stages.2.blocks.7.dwconv.w: tensor<7x7x1x384xf32> {tf.aliasing_output = 493 : i32}, %v.stages.2.blocks.7.dwconv.b: tensor<384xf32> {tf.aliasing_output = 494 : i32}, %v.stages.2.blocks.7.norm.g: tensor<384xf32> {tf.aliasing_output = 495 : i32}, %v.stages.2.blocks.7.norm.b: tensor<384xf32> {tf.aliasing_output = 496 : i32}, %v.stages.2.blocks.7.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 497 : i32}, %v.stages.2.blocks.7.fc1.b: tensor<1536xf32> {tf.aliasing_output = 498 : i32}, %v.stages.2.blocks.7.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 499 : i32}, %v.stages.2.blocks.7.fc2.b: tensor<384xf32> {tf.aliasing_output = 500 : i32}, %v.stages.2.blocks.7.gamma: tensor<384xf32> {tf.aliasing_output = 501 : i32}, %v.stages.2.blocks.8.dwconv.w: tensor<7x7x1x384xf32> {tf.aliasing_output = 502 : i32}, %v.stages.2.blocks.8.dwconv.b: tensor<384xf32> {tf.aliasing_output = 503 : i32}, %v.stages.2.blocks.8.norm.g: tensor<384xf32> {tf.aliasing_output = 504 : i32}, %v.stages.2.blocks.8.norm.b: tensor<384xf32> {tf.aliasing_output = 505 : i32}, %v.stages.2.blocks.8.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 506 : i32}, %v.stages.2.blocks.8.fc1.b: tensor<1536xf32> {tf.aliasing_output = 507 : i32}, %v.stages.2.blocks.8.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 508 : i32}, %v.stages.2.blocks.8.fc2.b: tensor<384xf32> {tf.aliasing_output = 509 : i32}, %v.stages.2.blocks.8.gamma: tensor<384xf32> {tf.aliasing_output = 510 : i32}, %v.stages.3.down.norm.g: tensor<384xf32> {tf.aliasing_output = 511 : i32}, %v.stages.3.down.norm.b: tensor<384xf32> {tf.aliasing_output = 512 : i32}, %v.stages.3.down.conv.w: tensor<2x2x384x768xf32> {tf.aliasing_output = 513 : i32}, %v.stages.3.down.conv.b: tensor<768xf32> {tf.aliasing_output = 514 : i32}, %v.stages.3.blocks.0.dwconv.w: tensor<7x7x1x768xf32> {tf.aliasing_output = 515 : i32}, %v.stages.3.blocks.0.dwconv.b: tensor<768xf32> {tf.aliasing_output = 516 : i32}, %v.stages.3.blocks.0.norm.g: tensor<768xf32> {tf.aliasing_output = 517 : i32}, %v.stages.3.blocks.0.norm.b: tensor<768xf32> {tf.aliasing_output = 518 : i32}, %v.stages.3.blocks.0.fc1.w: tensor<768x3072xf32> {tf.aliasing_output = 519 : i32}, %v.stages.3.blocks.0.fc1.b: tensor<3072xf32> {tf.aliasing_output = 520 : i32}, %v.stages.3.blocks.0.fc2.w: tensor<3072x768xf32> {tf.aliasing_output = 521 : i32}, %v.stages.3.blocks.0.fc2.b: tensor<768xf32> {tf.aliasing_output = 522 : i32}, %v.stages.3.blocks.0.gamma: tensor<768xf32> {tf.aliasing_output = 523 : i32}, %v.stages.3.blocks.1.dwconv.w: tensor<7x7x1x768xf32> {tf.aliasing_output = 524 : i32}, %v.stages.3.blocks.1.dwconv.b: tensor<768xf32> {tf.aliasing_output = 525 : i32}, %v.stages.3.blocks.1.norm.g: tensor<768xf32> {tf.aliasing_output = 526 : i32}, %v.stages.3.blocks.1.norm.b: tensor<768xf32> {tf.aliasing_output = 527 : i32}, %v.stages.3.blocks.1.fc1.w: tensor<768x3072xf32> {tf.aliasing_output = 528 : i32}, %v.stages.3.blocks.1.fc1.b: tensor<3072xf32> {tf.aliasing_output = 529 : i32}, %v.stages.3.blocks.1.fc2.w: tensor<3072x768xf32> {tf.aliasing_output = 530 : i32}, %v.stages.3.blocks.1.fc2.b: tensor<768xf32> {tf.aliasing_output = 531 : i32}, %v.stages.3.blocks.1.gamma: tensor<768xf32> {tf.aliasing_output = 532 : i32}, %v.stages.3.blocks.2.dwconv.w: tensor<7x7x1x768xf32> {tf.aliasing_output = 533 : i32}, %v.stages.3.blocks.2.dwconv.b: tensor<768xf32> {tf.aliasing_output = 534 : i32}, %v.stages.3.blocks.2.norm.g: tensor<768xf32> {tf.aliasing_output = 535 : i32}, %v.stages.3.blocks.2.norm.b: tensor<768xf32> {tf.aliasing_output = 536 : i32}, %v.stages.3.blocks.2.fc1.w: tensor<768x3072xf32> {tf.aliasing_output = 537 : i32}, %v.stages.3.blocks.2.fc1.b: tensor<3072xf32> {tf.aliasing_output = 538 : i32}, %v.stages.3.blocks.2.fc2.w: tensor<3072x768xf32> {tf.aliasing_output = 539 : i32}, %v.stages.3.blocks.2.fc2.b: tensor<768xf32> {tf.aliasing_output = 540 : i32}, %v.stages.3.blocks.2.gamma: tensor<768xf32> {tf.aliasing_output = 541 : i32}, %v.head.norm.g: tensor<768xf32> {tf.aliasing_output = 542 : i32}, %v.head.norm.b: tensor<768xf32> {tf.aliasing_output = 543 : i32}, %v.head.fc.w: tensor<768x1000xf32> {tf.aliasing_output = 544 : i32}, %v.head.fc.b: tensor<1000xf32> {tf.aliasing_output = 545 : i32}, %lr: tensor<f32>, %bc1: tensor<f32>, %bc2: tensor<f32>, %drop_mask: tensor<64x18xf32>, %targets: tensor<64x1000xf32>) -> (tensor<4x4x3x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<7x7x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x384xf32>, tensor<384xf32>, tensor<384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<7x7x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x384xf32>, tensor<384xf32>, tensor<384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<7x7x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x384xf32>, tensor<384xf32>, tensor<384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<2x2x96x192xf32>, tensor<192xf32>, tensor<7x7x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<7x7x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<7x7x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<2x2x192x384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<2x2x384x768xf32>, tensor<768xf32>, tensor<7x7x1x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<7x7x1x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<7x7x1x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x1000xf32>, tensor<1000xf32>, tensor<4x4x3x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<7x7x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x384xf32>, tensor<384xf32>, tensor<384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<7x7x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x384xf32>, tensor<384xf32>, tensor<384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<7x7x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x384xf32>, tensor<384xf32>, tensor<384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<2x2x96x192xf32>, tensor<192xf32>, tensor<7x7x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<7x7x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<7x7x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<2x2x192x384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<2x2x384x768xf32>, tensor<768xf32>, tensor<7x7x1x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<7x7x1x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<7x7x1x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x1000xf32>, tensor<1000xf32>, tensor<4x4x3x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<7x7x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x384xf32>, tensor<384xf32>, tensor<384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<7x7x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x384xf32>, tensor<384xf32>, tensor<384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<7x7x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x384xf32>, tensor<384xf32>, tensor<384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<2x2x96x192xf32>, tensor<192xf32>, tensor<7x7x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<7x7x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<7x7x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<2x2x192x384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<2x2x384x768xf32>, tensor<768xf32>, tensor<7x7x1x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<7x7x1x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<7x7x1x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x1000xf32>, tensor<1000xf32>, tensor<f32>, tensor<f32>) {
    // ── forward ──
    %0 = "stablehlo.convolution"(%x, %stem.conv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 4, 4>} : (tensor<64x224x224x3xf32>, tensor<4x4x3x96xf32>) -> tensor<64x56x56x96xf32>
    %1 = "stablehlo.broadcast_in_dim"(%stem.conv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<64x56x56x96xf32>
    %2 = stablehlo.add %0, %1 : tensor<64x56x56x96xf32>
    %3 = stablehlo.constant dense<0.0> : tensor<f32>
    %4 = "stablehlo.reduce"(%2, %3) ({
    ^bb0(%_r0a: tensor<f32>, %_r0b: tensor<f32>):
      %_r0c = stablehlo.add %_r0a, %_r0b : tensor<f32>
      "stablehlo.return"(%_r0c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<64x56x56xf32>
    %5 = stablehlo.constant dense<96.0> : tensor<64x56x56xf32>
    %6 = stablehlo.divide %4, %5 : tensor<64x56x56xf32>
    %7 = "stablehlo.broadcast_in_dim"(%6) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56xf32>) -> tensor<64x56x56x96xf32>
    %8 = stablehlo.subtract %2, %7 : tensor<64x56x56x96xf32>
    %9 = stablehlo.multiply %8, %8 : tensor<64x56x56x96xf32>
    %10 = stablehlo.constant dense<0.0> : tensor<f32>
    %11 = "stablehlo.reduce"(%9, %10) ({
    ^bb0(%_r1a: tensor<f32>, %_r1b: tensor<f32>):
      %_r1c = stablehlo.add %_r1a, %_r1b : tensor<f32>
      "stablehlo.return"(%_r1c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<64x56x56xf32>
    %12 = stablehlo.constant dense<96.0> : tensor<64x56x56xf32>
    %13 = stablehlo.divide %11, %12 : tensor<64x56x56xf32>
    %14 = "stablehlo.broadcast_in_dim"(%13) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56xf32>) -> tensor<64x56x56x96xf32>
    %15 = stablehlo.constant dense<1.0e-06> : tensor<64x56x56x96xf32>
    %16 = stablehlo.add %14, %15 : tensor<64x56x56x96xf32>
    %17 = stablehlo.rsqrt %16 : tensor<64x56x56x96xf32>
    %18 = stablehlo.multiply %8, %17 : tensor<64x56x56x96xf32>
    %19 = "stablehlo.broadcast_in_dim"(%stem.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<64x56x56x96xf32>
    %20 = stablehlo.multiply %18, %19 : tensor<64x56x56x96xf32>
    %21 = "stablehlo.broadcast_in_dim"(%stem.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<64x56x56x96xf32>
    %22 = stablehlo.add %20, %21 : tensor<64x56x56x96xf32>
    %23 = "stablehlo.convolution"(%22, %stages.0.blocks.0.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 96 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x56x56x96xf32>, tensor<7x7x1x96xf32>) -> tensor<64x56x56x96xf32>
    %24 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.0.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<64x56x56x96xf32>
    %25 = stablehlo.add %23, %24 : tensor<64x56x56x96xf32>
    %26 = stablehlo.constant dense<0.0> : tensor<f32>
    %27 = "stablehlo.reduce"(%25, %26) ({
    ^bb0(%_r2a: tensor<f32>, %_r2b: tensor<f32>):
      %_r2c = stablehlo.add %_r2a, %_r2b : tensor<f32>
      "stablehlo.return"(%_r2c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<64x56x56xf32>
    %28 = stablehlo.constant dense<96.0> : tensor<64x56x56xf32>
    %29 = stablehlo.divide %27, %28 : tensor<64x56x56xf32>
    %30 = "stablehlo.broadcast_in_dim"(%29) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56xf32>) -> tensor<64x56x56x96xf32>
    %31 = stablehlo.subtract %25, %30 : tensor<64x56x56x96xf32>
    %32 = stablehlo.multiply %31, %31 : tensor<64x56x56x96xf32>
    %33 = stablehlo.constant dense<0.0> : tensor<f32>
    %34 = "stablehlo.reduce"(%32, %33) ({
    ^bb0(%_r3a: tensor<f32>, %_r3b: tensor<f32>):
      %_r3c = stablehlo.add %_r3a, %_r3b : tensor<f32>
      "stablehlo.return"(%_r3c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<64x56x56xf32>
    %35 = stablehlo.constant dense<96.0> : tensor<64x56x56xf32>
    %36 = stablehlo.divide %34, %35 : tensor<64x56x56xf32>
    %37 = "stablehlo.broadcast_in_dim"(%36) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56xf32>) -> tensor<64x56x56x96xf32>
    %38 = stablehlo.constant dense<1.0e-06> : tensor<64x56x56x96xf32>
    %39 = stablehlo.add %37, %38 : tensor<64x56x56x96xf32>
    %40 = stablehlo.rsqrt %39 : tensor<64x56x56x96xf32>
    %41 = stablehlo.multiply %31, %40 : tensor<64x56x56x96xf32>
    %42 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.0.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<64x56x56x96xf32>
    %43 = stablehlo.multiply %41, %42 : tensor<64x56x56x96xf32>
    %44 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.0.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<64x56x56x96xf32>
    %45 = stablehlo.add %43, %44 : tensor<64x56x56x96xf32>
    %46 = "stablehlo.dot_general"(%45, %stages.0.blocks.0.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x56x56x96xf32>, tensor<96x384xf32>) -> tensor<64x56x56x384xf32>
    %47 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.0.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x56x56x384xf32>
    %48 = stablehlo.add %46, %47 : tensor<64x56x56x384xf32>
    %49 = stablehlo.constant dense<0.70710677> : tensor<64x56x56x384xf32>
    %50 = stablehlo.multiply %48, %49 : tensor<64x56x56x384xf32>
    %51 = "chlo.erf"(%50) : (tensor<64x56x56x384xf32>) -> tensor<64x56x56x384xf32>
    %52 = stablehlo.constant dense<1.0> : tensor<64x56x56x384xf32>
    %53 = stablehlo.add %51, %52 : tensor<64x56x56x384xf32>
    %54 = stablehlo.constant dense<0.5> : tensor<64x56x56x384xf32>
    %55 = stablehlo.multiply %48, %54 : tensor<64x56x56x384xf32>
    %56 = stablehlo.multiply %55, %53 : tensor<64x56x56x384xf32>
    %57 = "stablehlo.dot_general"(%56, %stages.0.blocks.0.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x56x56x384xf32>, tensor<384x96xf32>) -> tensor<64x56x56x96xf32>
    %58 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.0.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<64x56x56x96xf32>
    %59 = stablehlo.add %57, %58 : tensor<64x56x56x96xf32>
    %60 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.0.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<64x56x56x96xf32>
    %61 = stablehlo.multiply %59, %60 : tensor<64x56x56x96xf32>
    %62 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 64, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>} : (tensor<64x18xf32>) -> tensor<64x1xf32>
    %63 = "stablehlo.broadcast_in_dim"(%62) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<64x1xf32>) -> tensor<64x56x56x96xf32>
    %64 = stablehlo.multiply %61, %63 : tensor<64x56x56x96xf32>
    %65 = stablehlo.add %64, %22 : tensor<64x56x56x96xf32>
    %66 = "stablehlo.convolution"(%65, %stages.0.blocks.1.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 96 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x56x56x96xf32>, tensor<7x7x1x96xf32>) -> tensor<64x56x56x96xf32>
    %67 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.1.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<64x56x56x96xf32>
    %68 = stablehlo.add %66, %67 : tensor<64x56x56x96xf32>
    %69 = stablehlo.constant dense<0.0> : tensor<f32>
    %70 = "stablehlo.reduce"(%68, %69) ({
    ^bb0(%_r4a: tensor<f32>, %_r4b: tensor<f32>):
      %_r4c = stablehlo.add %_r4a, %_r4b : tensor<f32>
      "stablehlo.return"(%_r4c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<64x56x56xf32>
    %71 = stablehlo.constant dense<96.0> : tensor<64x56x56xf32>
    %72 = stablehlo.divide %70, %71 : tensor<64x56x56xf32>
    %73 = "stablehlo.broadcast_in_dim"(%72) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56xf32>) -> tensor<64x56x56x96xf32>
    %74 = stablehlo.subtract %68, %73 : tensor<64x56x56x96xf32>
    %75 = stablehlo.multiply %74, %74 : tensor<64x56x56x96xf32>
    %76 = stablehlo.constant dense<0.0> : tensor<f32>
    %77 = "stablehlo.reduce"(%75, %76) ({
    ^bb0(%_r5a: tensor<f32>, %_r5b: tensor<f32>):
      %_r5c = stablehlo.add %_r5a, %_r5b : tensor<f32>
      "stablehlo.return"(%_r5c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<64x56x56xf32>
    %78 = stablehlo.constant dense<96.0> : tensor<64x56x56xf32>
    %79 = stablehlo.divide %77, %78 : tensor<64x56x56xf32>
    %80 = "stablehlo.broadcast_in_dim"(%79) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56xf32>) -> tensor<64x56x56x96xf32>
    %81 = stablehlo.constant dense<1.0e-06> : tensor<64x56x56x96xf32>
    %82 = stablehlo.add %80, %81 : tensor<64x56x56x96xf32>
    %83 = stablehlo.rsqrt %82 : tensor<64x56x56x96xf32>
    %84 = stablehlo.multiply %74, %83 : tensor<64x56x56x96xf32>
    %85 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.1.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<64x56x56x96xf32>
    %86 = stablehlo.multiply %84, %85 : tensor<64x56x56x96xf32>
    %87 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.1.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<64x56x56x96xf32>
    %88 = stablehlo.add %86, %87 : tensor<64x56x56x96xf32>
    %89 = "stablehlo.dot_general"(%88, %stages.0.blocks.1.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x56x56x96xf32>, tensor<96x384xf32>) -> tensor<64x56x56x384xf32>
    %90 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.1.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x56x56x384xf32>
    %91 = stablehlo.add %89, %90 : tensor<64x56x56x384xf32>
    %92 = stablehlo.constant dense<0.70710677> : tensor<64x56x56x384xf32>
    %93 = stablehlo.multiply %91, %92 : tensor<64x56x56x384xf32>
    %94 = "chlo.erf"(%93) : (tensor<64x56x56x384xf32>) -> tensor<64x56x56x384xf32>
    %95 = stablehlo.constant dense<1.0> : tensor<64x56x56x384xf32>
    %96 = stablehlo.add %94, %95 : tensor<64x56x56x384xf32>
    %97 = stablehlo.constant dense<0.5> : tensor<64x56x56x384xf32>
    %98 = stablehlo.multiply %91, %97 : tensor<64x56x56x384xf32>
    %99 = stablehlo.multiply %98, %96 : tensor<64x56x56x384xf32>
    %100 = "stablehlo.dot_general"(%99, %stages.0.blocks.1.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x56x56x384xf32>, tensor<384x96xf32>) -> tensor<64x56x56x96xf32>
    %101 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.1.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<64x56x56x96xf32>
    %102 = stablehlo.add %100, %101 : tensor<64x56x56x96xf32>
    %103 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.1.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<64x56x56x96xf32>
    %104 = stablehlo.multiply %102, %103 : tensor<64x56x56x96xf32>
    %105 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 64, 2>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 1>} : (tensor<64x18xf32>) -> tensor<64x1xf32>
    %106 = "stablehlo.broadcast_in_dim"(%105) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<64x1xf32>) -> tensor<64x56x56x96xf32>
    %107 = stablehlo.multiply %104, %106 : tensor<64x56x56x96xf32>
    %108 = stablehlo.add %107, %65 : tensor<64x56x56x96xf32>
    %109 = "stablehlo.convolution"(%108, %stages.0.blocks.2.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 96 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x56x56x96xf32>, tensor<7x7x1x96xf32>) -> tensor<64x56x56x96xf32>
    %110 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.2.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<64x56x56x96xf32>
    %111 = stablehlo.add %109, %110 : tensor<64x56x56x96xf32>
    %112 = stablehlo.constant dense<0.0> : tensor<f32>
    %113 = "stablehlo.reduce"(%111, %112) ({
    ^bb0(%_r6a: tensor<f32>, %_r6b: tensor<f32>):
      %_r6c = stablehlo.add %_r6a, %_r6b : tensor<f32>
      "stablehlo.return"(%_r6c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<64x56x56xf32>
    %114 = stablehlo.constant dense<96.0> : tensor<64x56x56xf32>
    %115 = stablehlo.divide %113, %114 : tensor<64x56x56xf32>
    %116 = "stablehlo.broadcast_in_dim"(%115) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56xf32>) -> tensor<64x56x56x96xf32>
    %117 = stablehlo.subtract %111, %116 : tensor<64x56x56x96xf32>
    %118 = stablehlo.multiply %117, %117 : tensor<64x56x56x96xf32>
    %119 = stablehlo.constant dense<0.0> : tensor<f32>
    %120 = "stablehlo.reduce"(%118, %119) ({
    ^bb0(%_r7a: tensor<f32>, %_r7b: tensor<f32>):
      %_r7c = stablehlo.add %_r7a, %_r7b : tensor<f32>
      "stablehlo.return"(%_r7c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<64x56x56xf32>
    %121 = stablehlo.constant dense<96.0> : tensor<64x56x56xf32>
    %122 = stablehlo.divide %120, %121 : tensor<64x56x56xf32>
    %123 = "stablehlo.broadcast_in_dim"(%122) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56xf32>) -> tensor<64x56x56x96xf32>
    %124 = stablehlo.constant dense<1.0e-06> : tensor<64x56x56x96xf32>
    %125 = stablehlo.add %123, %124 : tensor<64x56x56x96xf32>
    %126 = stablehlo.rsqrt %125 : tensor<64x56x56x96xf32>
    %127 = stablehlo.multiply %117, %126 : tensor<64x56x56x96xf32>
    %128 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.2.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<64x56x56x96xf32>
    %129 = stablehlo.multiply %127, %128 : tensor<64x56x56x96xf32>
    %130 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.2.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<64x56x56x96xf32>
    %131 = stablehlo.add %129, %130 : tensor<64x56x56x96xf32>
    %132 = "stablehlo.dot_general"(%131, %stages.0.blocks.2.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x56x56x96xf32>, tensor<96x384xf32>) -> tensor<64x56x56x384xf32>
    %133 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.2.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x56x56x384xf32>
    %134 = stablehlo.add %132, %133 : tensor<64x56x56x384xf32>
    %135 = stablehlo.constant dense<0.70710677> : tensor<64x56x56x384xf32>
    %136 = stablehlo.multiply %134, %135 : tensor<64x56x56x384xf32>
    %137 = "chlo.erf"(%136) : (tensor<64x56x56x384xf32>) -> tensor<64x56x56x384xf32>
    %138 = stablehlo.constant dense<1.0> : tensor<64x56x56x384xf32>
    %139 = stablehlo.add %137, %138 : tensor<64x56x56x384xf32>
    %140 = stablehlo.constant dense<0.5> : tensor<64x56x56x384xf32>
    %141 = stablehlo.multiply %134, %140 : tensor<64x56x56x384xf32>
    %142 = stablehlo.multiply %141, %139 : tensor<64x56x56x384xf32>
    %143 = "stablehlo.dot_general"(%142, %stages.0.blocks.2.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x56x56x384xf32>, tensor<384x96xf32>) -> tensor<64x56x56x96xf32>
    %144 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.2.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<64x56x56x96xf32>
    %145 = stablehlo.add %143, %144 : tensor<64x56x56x96xf32>
    %146 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.2.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<64x56x56x96xf32>
    %147 = stablehlo.multiply %145, %146 : tensor<64x56x56x96xf32>
    %148 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 64, 3>, start_indices = array<i64: 0, 2>, strides = array<i64: 1, 1>} : (tensor<64x18xf32>) -> tensor<64x1xf32>
    %149 = "stablehlo.broadcast_in_dim"(%148) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<64x1xf32>) -> tensor<64x56x56x96xf32>
    %150 = stablehlo.multiply %147, %149 : tensor<64x56x56x96xf32>
    %151 = stablehlo.add %150, %108 : tensor<64x56x56x96xf32>
    %152 = stablehlo.constant dense<0.0> : tensor<f32>
    %153 = "stablehlo.reduce"(%151, %152) ({
    ^bb0(%_r8a: tensor<f32>, %_r8b: tensor<f32>):
      %_r8c = stablehlo.add %_r8a, %_r8b : tensor<f32>
      "stablehlo.return"(%_r8c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<64x56x56xf32>
    %154 = stablehlo.constant dense<96.0> : tensor<64x56x56xf32>
    %155 = stablehlo.divide %153, %154 : tensor<64x56x56xf32>
    %156 = "stablehlo.broadcast_in_dim"(%155) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56xf32>) -> tensor<64x56x56x96xf32>
    %157 = stablehlo.subtract %151, %156 : tensor<64x56x56x96xf32>
    %158 = stablehlo.multiply %157, %157 : tensor<64x56x56x96xf32>
    %159 = stablehlo.constant dense<0.0> : tensor<f32>
    %160 = "stablehlo.reduce"(%158, %159) ({
    ^bb0(%_r9a: tensor<f32>, %_r9b: tensor<f32>):
      %_r9c = stablehlo.add %_r9a, %_r9b : tensor<f32>
      "stablehlo.return"(%_r9c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<64x56x56xf32>
    %161 = stablehlo.constant dense<96.0> : tensor<64x56x56xf32>
    %162 = stablehlo.divide %160, %161 : tensor<64x56x56xf32>
    %163 = "stablehlo.broadcast_in_dim"(%162) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56xf32>) -> tensor<64x56x56x96xf32>
    %164 = stablehlo.constant dense<1.0e-06> : tensor<64x56x56x96xf32>
    %165 = stablehlo.add %163, %164 : tensor<64x56x56x96xf32>
    %166 = stablehlo.rsqrt %165 : tensor<64x56x56x96xf32>
    %167 = stablehlo.multiply %157, %166 : tensor<64x56x56x96xf32>
    %168 = "stablehlo.broadcast_in_dim"(%stages.1.down.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<64x56x56x96xf32>
    %169 = stablehlo.multiply %167, %168 : tensor<64x56x56x96xf32>
    %170 = "stablehlo.broadcast_in_dim"(%stages.1.down.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<64x56x56x96xf32>
    %171 = stablehlo.add %169, %170 : tensor<64x56x56x96xf32>
    %172 = "stablehlo.convolution"(%171, %stages.1.down.conv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 2, 2>} : (tensor<64x56x56x96xf32>, tensor<2x2x96x192xf32>) -> tensor<64x28x28x192xf32>
    %173 = "stablehlo.broadcast_in_dim"(%stages.1.down.conv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<64x28x28x192xf32>
    %174 = stablehlo.add %172, %173 : tensor<64x28x28x192xf32>
    %175 = "stablehlo.convolution"(%174, %stages.1.blocks.0.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 192 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x28x28x192xf32>, tensor<7x7x1x192xf32>) -> tensor<64x28x28x192xf32>
    %176 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.0.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<64x28x28x192xf32>
    %177 = stablehlo.add %175, %176 : tensor<64x28x28x192xf32>
    %178 = stablehlo.constant dense<0.0> : tensor<f32>
    %179 = "stablehlo.reduce"(%177, %178) ({
    ^bb0(%_r10a: tensor<f32>, %_r10b: tensor<f32>):
      %_r10c = stablehlo.add %_r10a, %_r10b : tensor<f32>
      "stablehlo.return"(%_r10c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<64x28x28xf32>
    %180 = stablehlo.constant dense<192.0> : tensor<64x28x28xf32>
    %181 = stablehlo.divide %179, %180 : tensor<64x28x28xf32>
    %182 = "stablehlo.broadcast_in_dim"(%181) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28xf32>) -> tensor<64x28x28x192xf32>
    %183 = stablehlo.subtract %177, %182 : tensor<64x28x28x192xf32>
    %184 = stablehlo.multiply %183, %183 : tensor<64x28x28x192xf32>
    %185 = stablehlo.constant dense<0.0> : tensor<f32>
    %186 = "stablehlo.reduce"(%184, %185) ({
    ^bb0(%_r11a: tensor<f32>, %_r11b: tensor<f32>):
      %_r11c = stablehlo.add %_r11a, %_r11b : tensor<f32>
      "stablehlo.return"(%_r11c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<64x28x28xf32>
    %187 = stablehlo.constant dense<192.0> : tensor<64x28x28xf32>
    %188 = stablehlo.divide %186, %187 : tensor<64x28x28xf32>
    %189 = "stablehlo.broadcast_in_dim"(%188) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28xf32>) -> tensor<64x28x28x192xf32>
    %190 = stablehlo.constant dense<1.0e-06> : tensor<64x28x28x192xf32>
    %191 = stablehlo.add %189, %190 : tensor<64x28x28x192xf32>
    %192 = stablehlo.rsqrt %191 : tensor<64x28x28x192xf32>
    %193 = stablehlo.multiply %183, %192 : tensor<64x28x28x192xf32>
    %194 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.0.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<64x28x28x192xf32>
    %195 = stablehlo.multiply %193, %194 : tensor<64x28x28x192xf32>
    %196 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.0.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<64x28x28x192xf32>
    %197 = stablehlo.add %195, %196 : tensor<64x28x28x192xf32>
    %198 = "stablehlo.dot_general"(%197, %stages.1.blocks.0.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x28x28x192xf32>, tensor<192x768xf32>) -> tensor<64x28x28x768xf32>
    %199 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.0.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<768xf32>) -> tensor<64x28x28x768xf32>
    %200 = stablehlo.add %198, %199 : tensor<64x28x28x768xf32>
    %201 = stablehlo.constant dense<0.70710677> : tensor<64x28x28x768xf32>
    %202 = stablehlo.multiply %200, %201 : tensor<64x28x28x768xf32>
    %203 = "chlo.erf"(%202) : (tensor<64x28x28x768xf32>) -> tensor<64x28x28x768xf32>
    %204 = stablehlo.constant dense<1.0> : tensor<64x28x28x768xf32>
    %205 = stablehlo.add %203, %204 : tensor<64x28x28x768xf32>
    %206 = stablehlo.constant dense<0.5> : tensor<64x28x28x768xf32>
    %207 = stablehlo.multiply %200, %206 : tensor<64x28x28x768xf32>
    %208 = stablehlo.multiply %207, %205 : tensor<64x28x28x768xf32>
    %209 = "stablehlo.dot_general"(%208, %stages.1.blocks.0.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x28x28x768xf32>, tensor<768x192xf32>) -> tensor<64x28x28x192xf32>
    %210 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.0.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<64x28x28x192xf32>
    %211 = stablehlo.add %209, %210 : tensor<64x28x28x192xf32>
    %212 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.0.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<64x28x28x192xf32>
    %213 = stablehlo.multiply %211, %212 : tensor<64x28x28x192xf32>
    %214 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 64, 4>, start_indices = array<i64: 0, 3>, strides = array<i64: 1, 1>} : (tensor<64x18xf32>) -> tensor<64x1xf32>
    %215 = "stablehlo.broadcast_in_dim"(%214) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<64x1xf32>) -> tensor<64x28x28x192xf32>
    %216 = stablehlo.multiply %213, %215 : tensor<64x28x28x192xf32>
    %217 = stablehlo.add %216, %174 : tensor<64x28x28x192xf32>
    %218 = "stablehlo.convolution"(%217, %stages.1.blocks.1.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 192 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x28x28x192xf32>, tensor<7x7x1x192xf32>) -> tensor<64x28x28x192xf32>
    %219 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.1.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<64x28x28x192xf32>
    %220 = stablehlo.add %218, %219 : tensor<64x28x28x192xf32>
    %221 = stablehlo.constant dense<0.0> : tensor<f32>
    %222 = "stablehlo.reduce"(%220, %221) ({
    ^bb0(%_r12a: tensor<f32>, %_r12b: tensor<f32>):
      %_r12c = stablehlo.add %_r12a, %_r12b : tensor<f32>
      "stablehlo.return"(%_r12c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<64x28x28xf32>
    %223 = stablehlo.constant dense<192.0> : tensor<64x28x28xf32>
    %224 = stablehlo.divide %222, %223 : tensor<64x28x28xf32>
    %225 = "stablehlo.broadcast_in_dim"(%224) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28xf32>) -> tensor<64x28x28x192xf32>
    %226 = stablehlo.subtract %220, %225 : tensor<64x28x28x192xf32>
    %227 = stablehlo.multiply %226, %226 : tensor<64x28x28x192xf32>
    %228 = stablehlo.constant dense<0.0> : tensor<f32>
    %229 = "stablehlo.reduce"(%227, %228) ({
    ^bb0(%_r13a: tensor<f32>, %_r13b: tensor<f32>):
      %_r13c = stablehlo.add %_r13a, %_r13b : tensor<f32>
      "stablehlo.return"(%_r13c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<64x28x28xf32>
    %230 = stablehlo.constant dense<192.0> : tensor<64x28x28xf32>
    %231 = stablehlo.divide %229, %230 : tensor<64x28x28xf32>
    %232 = "stablehlo.broadcast_in_dim"(%231) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28xf32>) -> tensor<64x28x28x192xf32>
    %233 = stablehlo.constant dense<1.0e-06> : tensor<64x28x28x192xf32>
    %234 = stablehlo.add %232, %233 : tensor<64x28x28x192xf32>
    %235 = stablehlo.rsqrt %234 : tensor<64x28x28x192xf32>
    %236 = stablehlo.multiply %226, %235 : tensor<64x28x28x192xf32>
    %237 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.1.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<64x28x28x192xf32>
    %238 = stablehlo.multiply %236, %237 : tensor<64x28x28x192xf32>
    %239 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.1.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<64x28x28x192xf32>
    %240 = stablehlo.add %238, %239 : tensor<64x28x28x192xf32>
    %241 = "stablehlo.dot_general"(%240, %stages.1.blocks.1.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x28x28x192xf32>, tensor<192x768xf32>) -> tensor<64x28x28x768xf32>
    %242 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.1.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<768xf32>) -> tensor<64x28x28x768xf32>
    %243 = stablehlo.add %241, %242 : tensor<64x28x28x768xf32>
    %244 = stablehlo.constant dense<0.70710677> : tensor<64x28x28x768xf32>
    %245 = stablehlo.multiply %243, %244 : tensor<64x28x28x768xf32>
    %246 = "chlo.erf"(%245) : (tensor<64x28x28x768xf32>) -> tensor<64x28x28x768xf32>
    %247 = stablehlo.constant dense<1.0> : tensor<64x28x28x768xf32>
    %248 = stablehlo.add %246, %247 : tensor<64x28x28x768xf32>
    %249 = stablehlo.constant dense<0.5> : tensor<64x28x28x768xf32>
    %250 = stablehlo.multiply %243, %249 : tensor<64x28x28x768xf32>
    %251 = stablehlo.multiply %250, %248 : tensor<64x28x28x768xf32>
    %252 = "stablehlo.dot_general"(%251, %stages.1.blocks.1.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x28x28x768xf32>, tensor<768x192xf32>) -> tensor<64x28x28x192xf32>
    %253 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.1.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<64x28x28x192xf32>
    %254 = stablehlo.add %252, %253 : tensor<64x28x28x192xf32>
    %255 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.1.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<64x28x28x192xf32>
    %256 = stablehlo.multiply %254, %255 : tensor<64x28x28x192xf32>
    %257 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 64, 5>, start_indices = array<i64: 0, 4>, strides = array<i64: 1, 1>} : (tensor<64x18xf32>) -> tensor<64x1xf32>
    %258 = "stablehlo.broadcast_in_dim"(%257) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<64x1xf32>) -> tensor<64x28x28x192xf32>
    %259 = stablehlo.multiply %256, %258 : tensor<64x28x28x192xf32>
    %260 = stablehlo.add %259, %217 : tensor<64x28x28x192xf32>
    %261 = "stablehlo.convolution"(%260, %stages.1.blocks.2.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 192 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x28x28x192xf32>, tensor<7x7x1x192xf32>) -> tensor<64x28x28x192xf32>
    %262 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.2.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<64x28x28x192xf32>
    %263 = stablehlo.add %261, %262 : tensor<64x28x28x192xf32>
    %264 = stablehlo.constant dense<0.0> : tensor<f32>
    %265 = "stablehlo.reduce"(%263, %264) ({
    ^bb0(%_r14a: tensor<f32>, %_r14b: tensor<f32>):
      %_r14c = stablehlo.add %_r14a, %_r14b : tensor<f32>
      "stablehlo.return"(%_r14c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<64x28x28xf32>
    %266 = stablehlo.constant dense<192.0> : tensor<64x28x28xf32>
    %267 = stablehlo.divide %265, %266 : tensor<64x28x28xf32>
    %268 = "stablehlo.broadcast_in_dim"(%267) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28xf32>) -> tensor<64x28x28x192xf32>
    %269 = stablehlo.subtract %263, %268 : tensor<64x28x28x192xf32>
    %270 = stablehlo.multiply %269, %269 : tensor<64x28x28x192xf32>
    %271 = stablehlo.constant dense<0.0> : tensor<f32>
    %272 = "stablehlo.reduce"(%270, %271) ({
    ^bb0(%_r15a: tensor<f32>, %_r15b: tensor<f32>):
      %_r15c = stablehlo.add %_r15a, %_r15b : tensor<f32>
      "stablehlo.return"(%_r15c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<64x28x28xf32>
    %273 = stablehlo.constant dense<192.0> : tensor<64x28x28xf32>
    %274 = stablehlo.divide %272, %273 : tensor<64x28x28xf32>
    %275 = "stablehlo.broadcast_in_dim"(%274) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28xf32>) -> tensor<64x28x28x192xf32>
    %276 = stablehlo.constant dense<1.0e-06> : tensor<64x28x28x192xf32>
    %277 = stablehlo.add %275, %276 : tensor<64x28x28x192xf32>
    %278 = stablehlo.rsqrt %277 : tensor<64x28x28x192xf32>
    %279 = stablehlo.multiply %269, %278 : tensor<64x28x28x192xf32>
    %280 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.2.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<64x28x28x192xf32>
    %281 = stablehlo.multiply %279, %280 : tensor<64x28x28x192xf32>
    %282 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.2.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<64x28x28x192xf32>
    %283 = stablehlo.add %281, %282 : tensor<64x28x28x192xf32>
    %284 = "stablehlo.dot_general"(%283, %stages.1.blocks.2.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x28x28x192xf32>, tensor<192x768xf32>) -> tensor<64x28x28x768xf32>
    %285 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.2.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<768xf32>) -> tensor<64x28x28x768xf32>
    %286 = stablehlo.add %284, %285 : tensor<64x28x28x768xf32>
    %287 = stablehlo.constant dense<0.70710677> : tensor<64x28x28x768xf32>
    %288 = stablehlo.multiply %286, %287 : tensor<64x28x28x768xf32>
    %289 = "chlo.erf"(%288) : (tensor<64x28x28x768xf32>) -> tensor<64x28x28x768xf32>
    %290 = stablehlo.constant dense<1.0> : tensor<64x28x28x768xf32>
    %291 = stablehlo.add %289, %290 : tensor<64x28x28x768xf32>
    %292 = stablehlo.constant dense<0.5> : tensor<64x28x28x768xf32>
    %293 = stablehlo.multiply %286, %292 : tensor<64x28x28x768xf32>
    %294 = stablehlo.multiply %293, %291 : tensor<64x28x28x768xf32>
    %295 = "stablehlo.dot_general"(%294, %stages.1.blocks.2.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x28x28x768xf32>, tensor<768x192xf32>) -> tensor<64x28x28x192xf32>
    %296 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.2.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<64x28x28x192xf32>
    %297 = stablehlo.add %295, %296 : tensor<64x28x28x192xf32>
    %298 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.2.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<64x28x28x192xf32>
    %299 = stablehlo.multiply %297, %298 : tensor<64x28x28x192xf32>
    %300 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 64, 6>, start_indices = array<i64: 0, 5>, strides = array<i64: 1, 1>} : (tensor<64x18xf32>) -> tensor<64x1xf32>
    %301 = "stablehlo.broadcast_in_dim"(%300) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<64x1xf32>) -> tensor<64x28x28x192xf32>
    %302 = stablehlo.multiply %299, %301 : tensor<64x28x28x192xf32>
    %303 = stablehlo.add %302, %260 : tensor<64x28x28x192xf32>
    %304 = stablehlo.constant dense<0.0> : tensor<f32>
    %305 = "stablehlo.reduce"(%303, %304) ({
    ^bb0(%_r16a: tensor<f32>, %_r16b: tensor<f32>):
      %_r16c = stablehlo.add %_r16a, %_r16b : tensor<f32>
      "stablehlo.return"(%_r16c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<64x28x28xf32>
    %306 = stablehlo.constant dense<192.0> : tensor<64x28x28xf32>
    %307 = stablehlo.divide %305, %306 : tensor<64x28x28xf32>
    %308 = "stablehlo.broadcast_in_dim"(%307) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28xf32>) -> tensor<64x28x28x192xf32>
    %309 = stablehlo.subtract %303, %308 : tensor<64x28x28x192xf32>
    %310 = stablehlo.multiply %309, %309 : tensor<64x28x28x192xf32>
    %311 = stablehlo.constant dense<0.0> : tensor<f32>
    %312 = "stablehlo.reduce"(%310, %311) ({
    ^bb0(%_r17a: tensor<f32>, %_r17b: tensor<f32>):
      %_r17c = stablehlo.add %_r17a, %_r17b : tensor<f32>
      "stablehlo.return"(%_r17c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<64x28x28xf32>
    %313 = stablehlo.constant dense<192.0> : tensor<64x28x28xf32>
    %314 = stablehlo.divide %312, %313 : tensor<64x28x28xf32>
    %315 = "stablehlo.broadcast_in_dim"(%314) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28xf32>) -> tensor<64x28x28x192xf32>
    %316 = stablehlo.constant dense<1.0e-06> : tensor<64x28x28x192xf32>
    %317 = stablehlo.add %315, %316 : tensor<64x28x28x192xf32>
    %318 = stablehlo.rsqrt %317 : tensor<64x28x28x192xf32>
    %319 = stablehlo.multiply %309, %318 : tensor<64x28x28x192xf32>
    %320 = "stablehlo.broadcast_in_dim"(%stages.2.down.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<64x28x28x192xf32>
    %321 = stablehlo.multiply %319, %320 : tensor<64x28x28x192xf32>
    %322 = "stablehlo.broadcast_in_dim"(%stages.2.down.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<64x28x28x192xf32>
    %323 = stablehlo.add %321, %322 : tensor<64x28x28x192xf32>
    %324 = "stablehlo.convolution"(%323, %stages.2.down.conv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 2, 2>} : (tensor<64x28x28x192xf32>, tensor<2x2x192x384xf32>) -> tensor<64x14x14x384xf32>
    %325 = "stablehlo.broadcast_in_dim"(%stages.2.down.conv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %326 = stablehlo.add %324, %325 : tensor<64x14x14x384xf32>
    %327 = "stablehlo.convolution"(%326, %stages.2.blocks.0.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<7x7x1x384xf32>) -> tensor<64x14x14x384xf32>
    %328 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.0.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %329 = stablehlo.add %327, %328 : tensor<64x14x14x384xf32>
    %330 = stablehlo.constant dense<0.0> : tensor<f32>
    %331 = "stablehlo.reduce"(%329, %330) ({
    ^bb0(%_r18a: tensor<f32>, %_r18b: tensor<f32>):
      %_r18c = stablehlo.add %_r18a, %_r18b : tensor<f32>
      "stablehlo.return"(%_r18c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %332 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %333 = stablehlo.divide %331, %332 : tensor<64x14x14xf32>
    %334 = "stablehlo.broadcast_in_dim"(%333) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %335 = stablehlo.subtract %329, %334 : tensor<64x14x14x384xf32>
    %336 = stablehlo.multiply %335, %335 : tensor<64x14x14x384xf32>
    %337 = stablehlo.constant dense<0.0> : tensor<f32>
    %338 = "stablehlo.reduce"(%336, %337) ({
    ^bb0(%_r19a: tensor<f32>, %_r19b: tensor<f32>):
      %_r19c = stablehlo.add %_r19a, %_r19b : tensor<f32>
      "stablehlo.return"(%_r19c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %339 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %340 = stablehlo.divide %338, %339 : tensor<64x14x14xf32>
    %341 = "stablehlo.broadcast_in_dim"(%340) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %342 = stablehlo.constant dense<1.0e-06> : tensor<64x14x14x384xf32>
    %343 = stablehlo.add %341, %342 : tensor<64x14x14x384xf32>
    %344 = stablehlo.rsqrt %343 : tensor<64x14x14x384xf32>
    %345 = stablehlo.multiply %335, %344 : tensor<64x14x14x384xf32>
    %346 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.0.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %347 = stablehlo.multiply %345, %346 : tensor<64x14x14x384xf32>
    %348 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.0.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %349 = stablehlo.add %347, %348 : tensor<64x14x14x384xf32>
    %350 = "stablehlo.dot_general"(%349, %stages.2.blocks.0.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x384xf32>, tensor<384x1536xf32>) -> tensor<64x14x14x1536xf32>
    %351 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.0.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1536xf32>) -> tensor<64x14x14x1536xf32>
    %352 = stablehlo.add %350, %351 : tensor<64x14x14x1536xf32>
    %353 = stablehlo.constant dense<0.70710677> : tensor<64x14x14x1536xf32>
    %354 = stablehlo.multiply %352, %353 : tensor<64x14x14x1536xf32>
    %355 = "chlo.erf"(%354) : (tensor<64x14x14x1536xf32>) -> tensor<64x14x14x1536xf32>
    %356 = stablehlo.constant dense<1.0> : tensor<64x14x14x1536xf32>
    %357 = stablehlo.add %355, %356 : tensor<64x14x14x1536xf32>
    %358 = stablehlo.constant dense<0.5> : tensor<64x14x14x1536xf32>
    %359 = stablehlo.multiply %352, %358 : tensor<64x14x14x1536xf32>
    %360 = stablehlo.multiply %359, %357 : tensor<64x14x14x1536xf32>
    %361 = "stablehlo.dot_general"(%360, %stages.2.blocks.0.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x1536xf32>, tensor<1536x384xf32>) -> tensor<64x14x14x384xf32>
    %362 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.0.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %363 = stablehlo.add %361, %362 : tensor<64x14x14x384xf32>
    %364 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.0.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %365 = stablehlo.multiply %363, %364 : tensor<64x14x14x384xf32>
    %366 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 64, 7>, start_indices = array<i64: 0, 6>, strides = array<i64: 1, 1>} : (tensor<64x18xf32>) -> tensor<64x1xf32>
    %367 = "stablehlo.broadcast_in_dim"(%366) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<64x1xf32>) -> tensor<64x14x14x384xf32>
    %368 = stablehlo.multiply %365, %367 : tensor<64x14x14x384xf32>
    %369 = stablehlo.add %368, %326 : tensor<64x14x14x384xf32>
    %370 = "stablehlo.convolution"(%369, %stages.2.blocks.1.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<7x7x1x384xf32>) -> tensor<64x14x14x384xf32>
    %371 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.1.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %372 = stablehlo.add %370, %371 : tensor<64x14x14x384xf32>
    %373 = stablehlo.constant dense<0.0> : tensor<f32>
    %374 = "stablehlo.reduce"(%372, %373) ({
    ^bb0(%_r20a: tensor<f32>, %_r20b: tensor<f32>):
      %_r20c = stablehlo.add %_r20a, %_r20b : tensor<f32>
      "stablehlo.return"(%_r20c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %375 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %376 = stablehlo.divide %374, %375 : tensor<64x14x14xf32>
    %377 = "stablehlo.broadcast_in_dim"(%376) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %378 = stablehlo.subtract %372, %377 : tensor<64x14x14x384xf32>
    %379 = stablehlo.multiply %378, %378 : tensor<64x14x14x384xf32>
    %380 = stablehlo.constant dense<0.0> : tensor<f32>
    %381 = "stablehlo.reduce"(%379, %380) ({
    ^bb0(%_r21a: tensor<f32>, %_r21b: tensor<f32>):
      %_r21c = stablehlo.add %_r21a, %_r21b : tensor<f32>
      "stablehlo.return"(%_r21c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %382 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %383 = stablehlo.divide %381, %382 : tensor<64x14x14xf32>
    %384 = "stablehlo.broadcast_in_dim"(%383) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %385 = stablehlo.constant dense<1.0e-06> : tensor<64x14x14x384xf32>
    %386 = stablehlo.add %384, %385 : tensor<64x14x14x384xf32>
    %387 = stablehlo.rsqrt %386 : tensor<64x14x14x384xf32>
    %388 = stablehlo.multiply %378, %387 : tensor<64x14x14x384xf32>
    %389 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.1.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %390 = stablehlo.multiply %388, %389 : tensor<64x14x14x384xf32>
    %391 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.1.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %392 = stablehlo.add %390, %391 : tensor<64x14x14x384xf32>
    %393 = "stablehlo.dot_general"(%392, %stages.2.blocks.1.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x384xf32>, tensor<384x1536xf32>) -> tensor<64x14x14x1536xf32>
    %394 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.1.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1536xf32>) -> tensor<64x14x14x1536xf32>
    %395 = stablehlo.add %393, %394 : tensor<64x14x14x1536xf32>
    %396 = stablehlo.constant dense<0.70710677> : tensor<64x14x14x1536xf32>
    %397 = stablehlo.multiply %395, %396 : tensor<64x14x14x1536xf32>
    %398 = "chlo.erf"(%397) : (tensor<64x14x14x1536xf32>) -> tensor<64x14x14x1536xf32>
    %399 = stablehlo.constant dense<1.0> : tensor<64x14x14x1536xf32>
    %400 = stablehlo.add %398, %399 : tensor<64x14x14x1536xf32>
    %401 = stablehlo.constant dense<0.5> : tensor<64x14x14x1536xf32>
    %402 = stablehlo.multiply %395, %401 : tensor<64x14x14x1536xf32>
    %403 = stablehlo.multiply %402, %400 : tensor<64x14x14x1536xf32>
    %404 = "stablehlo.dot_general"(%403, %stages.2.blocks.1.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x1536xf32>, tensor<1536x384xf32>) -> tensor<64x14x14x384xf32>
    %405 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.1.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %406 = stablehlo.add %404, %405 : tensor<64x14x14x384xf32>
    %407 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.1.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %408 = stablehlo.multiply %406, %407 : tensor<64x14x14x384xf32>
    %409 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 64, 8>, start_indices = array<i64: 0, 7>, strides = array<i64: 1, 1>} : (tensor<64x18xf32>) -> tensor<64x1xf32>
    %410 = "stablehlo.broadcast_in_dim"(%409) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<64x1xf32>) -> tensor<64x14x14x384xf32>
    %411 = stablehlo.multiply %408, %410 : tensor<64x14x14x384xf32>
    %412 = stablehlo.add %411, %369 : tensor<64x14x14x384xf32>
    %413 = "stablehlo.convolution"(%412, %stages.2.blocks.2.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<7x7x1x384xf32>) -> tensor<64x14x14x384xf32>
    %414 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.2.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %415 = stablehlo.add %413, %414 : tensor<64x14x14x384xf32>
    %416 = stablehlo.constant dense<0.0> : tensor<f32>
    %417 = "stablehlo.reduce"(%415, %416) ({
    ^bb0(%_r22a: tensor<f32>, %_r22b: tensor<f32>):
      %_r22c = stablehlo.add %_r22a, %_r22b : tensor<f32>
      "stablehlo.return"(%_r22c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %418 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %419 = stablehlo.divide %417, %418 : tensor<64x14x14xf32>
    %420 = "stablehlo.broadcast_in_dim"(%419) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %421 = stablehlo.subtract %415, %420 : tensor<64x14x14x384xf32>
    %422 = stablehlo.multiply %421, %421 : tensor<64x14x14x384xf32>
    %423 = stablehlo.constant dense<0.0> : tensor<f32>
    %424 = "stablehlo.reduce"(%422, %423) ({
    ^bb0(%_r23a: tensor<f32>, %_r23b: tensor<f32>):
      %_r23c = stablehlo.add %_r23a, %_r23b : tensor<f32>
      "stablehlo.return"(%_r23c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %425 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %426 = stablehlo.divide %424, %425 : tensor<64x14x14xf32>
    %427 = "stablehlo.broadcast_in_dim"(%426) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %428 = stablehlo.constant dense<1.0e-06> : tensor<64x14x14x384xf32>
    %429 = stablehlo.add %427, %428 : tensor<64x14x14x384xf32>
    %430 = stablehlo.rsqrt %429 : tensor<64x14x14x384xf32>
    %431 = stablehlo.multiply %421, %430 : tensor<64x14x14x384xf32>
    %432 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.2.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %433 = stablehlo.multiply %431, %432 : tensor<64x14x14x384xf32>
    %434 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.2.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %435 = stablehlo.add %433, %434 : tensor<64x14x14x384xf32>
    %436 = "stablehlo.dot_general"(%435, %stages.2.blocks.2.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x384xf32>, tensor<384x1536xf32>) -> tensor<64x14x14x1536xf32>
    %437 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.2.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1536xf32>) -> tensor<64x14x14x1536xf32>
    %438 = stablehlo.add %436, %437 : tensor<64x14x14x1536xf32>
    %439 = stablehlo.constant dense<0.70710677> : tensor<64x14x14x1536xf32>
    %440 = stablehlo.multiply %438, %439 : tensor<64x14x14x1536xf32>
    %441 = "chlo.erf"(%440) : (tensor<64x14x14x1536xf32>) -> tensor<64x14x14x1536xf32>
    %442 = stablehlo.constant dense<1.0> : tensor<64x14x14x1536xf32>
    %443 = stablehlo.add %441, %442 : tensor<64x14x14x1536xf32>
    %444 = stablehlo.constant dense<0.5> : tensor<64x14x14x1536xf32>
    %445 = stablehlo.multiply %438, %444 : tensor<64x14x14x1536xf32>
    %446 = stablehlo.multiply %445, %443 : tensor<64x14x14x1536xf32>
    %447 = "stablehlo.dot_general"(%446, %stages.2.blocks.2.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x1536xf32>, tensor<1536x384xf32>) -> tensor<64x14x14x384xf32>
    %448 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.2.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %449 = stablehlo.add %447, %448 : tensor<64x14x14x384xf32>
    %450 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.2.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %451 = stablehlo.multiply %449, %450 : tensor<64x14x14x384xf32>
    %452 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 64, 9>, start_indices = array<i64: 0, 8>, strides = array<i64: 1, 1>} : (tensor<64x18xf32>) -> tensor<64x1xf32>
    %453 = "stablehlo.broadcast_in_dim"(%452) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<64x1xf32>) -> tensor<64x14x14x384xf32>
    %454 = stablehlo.multiply %451, %453 : tensor<64x14x14x384xf32>
    %455 = stablehlo.add %454, %412 : tensor<64x14x14x384xf32>
    %456 = "stablehlo.convolution"(%455, %stages.2.blocks.3.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<7x7x1x384xf32>) -> tensor<64x14x14x384xf32>
    %457 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.3.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %458 = stablehlo.add %456, %457 : tensor<64x14x14x384xf32>
    %459 = stablehlo.constant dense<0.0> : tensor<f32>
    %460 = "stablehlo.reduce"(%458, %459) ({
    ^bb0(%_r24a: tensor<f32>, %_r24b: tensor<f32>):
      %_r24c = stablehlo.add %_r24a, %_r24b : tensor<f32>
      "stablehlo.return"(%_r24c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %461 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %462 = stablehlo.divide %460, %461 : tensor<64x14x14xf32>
    %463 = "stablehlo.broadcast_in_dim"(%462) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %464 = stablehlo.subtract %458, %463 : tensor<64x14x14x384xf32>
    %465 = stablehlo.multiply %464, %464 : tensor<64x14x14x384xf32>
    %466 = stablehlo.constant dense<0.0> : tensor<f32>
    %467 = "stablehlo.reduce"(%465, %466) ({
    ^bb0(%_r25a: tensor<f32>, %_r25b: tensor<f32>):
      %_r25c = stablehlo.add %_r25a, %_r25b : tensor<f32>
      "stablehlo.return"(%_r25c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %468 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %469 = stablehlo.divide %467, %468 : tensor<64x14x14xf32>
    %470 = "stablehlo.broadcast_in_dim"(%469) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %471 = stablehlo.constant dense<1.0e-06> : tensor<64x14x14x384xf32>
    %472 = stablehlo.add %470, %471 : tensor<64x14x14x384xf32>
    %473 = stablehlo.rsqrt %472 : tensor<64x14x14x384xf32>
    %474 = stablehlo.multiply %464, %473 : tensor<64x14x14x384xf32>
    %475 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.3.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %476 = stablehlo.multiply %474, %475 : tensor<64x14x14x384xf32>
    %477 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.3.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %478 = stablehlo.add %476, %477 : tensor<64x14x14x384xf32>
    %479 = "stablehlo.dot_general"(%478, %stages.2.blocks.3.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x384xf32>, tensor<384x1536xf32>) -> tensor<64x14x14x1536xf32>
    %480 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.3.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1536xf32>) -> tensor<64x14x14x1536xf32>
    %481 = stablehlo.add %479, %480 : tensor<64x14x14x1536xf32>
    %482 = stablehlo.constant dense<0.70710677> : tensor<64x14x14x1536xf32>
    %483 = stablehlo.multiply %481, %482 : tensor<64x14x14x1536xf32>
    %484 = "chlo.erf"(%483) : (tensor<64x14x14x1536xf32>) -> tensor<64x14x14x1536xf32>
    %485 = stablehlo.constant dense<1.0> : tensor<64x14x14x1536xf32>
    %486 = stablehlo.add %484, %485 : tensor<64x14x14x1536xf32>
    %487 = stablehlo.constant dense<0.5> : tensor<64x14x14x1536xf32>
    %488 = stablehlo.multiply %481, %487 : tensor<64x14x14x1536xf32>
    %489 = stablehlo.multiply %488, %486 : tensor<64x14x14x1536xf32>
    %490 = "stablehlo.dot_general"(%489, %stages.2.blocks.3.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x1536xf32>, tensor<1536x384xf32>) -> tensor<64x14x14x384xf32>
    %491 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.3.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %492 = stablehlo.add %490, %491 : tensor<64x14x14x384xf32>
    %493 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.3.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %494 = stablehlo.multiply %492, %493 : tensor<64x14x14x384xf32>
    %495 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 64, 10>, start_indices = array<i64: 0, 9>, strides = array<i64: 1, 1>} : (tensor<64x18xf32>) -> tensor<64x1xf32>
    %496 = "stablehlo.broadcast_in_dim"(%495) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<64x1xf32>) -> tensor<64x14x14x384xf32>
    %497 = stablehlo.multiply %494, %496 : tensor<64x14x14x384xf32>
    %498 = stablehlo.add %497, %455 : tensor<64x14x14x384xf32>
    %499 = "stablehlo.convolution"(%498, %stages.2.blocks.4.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<7x7x1x384xf32>) -> tensor<64x14x14x384xf32>
    %500 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.4.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %501 = stablehlo.add %499, %500 : tensor<64x14x14x384xf32>
    %502 = stablehlo.constant dense<0.0> : tensor<f32>
    %503 = "stablehlo.reduce"(%501, %502) ({
    ^bb0(%_r26a: tensor<f32>, %_r26b: tensor<f32>):
      %_r26c = stablehlo.add %_r26a, %_r26b : tensor<f32>
      "stablehlo.return"(%_r26c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %504 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %505 = stablehlo.divide %503, %504 : tensor<64x14x14xf32>
    %506 = "stablehlo.broadcast_in_dim"(%505) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %507 = stablehlo.subtract %501, %506 : tensor<64x14x14x384xf32>
    %508 = stablehlo.multiply %507, %507 : tensor<64x14x14x384xf32>
    %509 = stablehlo.constant dense<0.0> : tensor<f32>
    %510 = "stablehlo.reduce"(%508, %509) ({
    ^bb0(%_r27a: tensor<f32>, %_r27b: tensor<f32>):
      %_r27c = stablehlo.add %_r27a, %_r27b : tensor<f32>
      "stablehlo.return"(%_r27c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %511 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %512 = stablehlo.divide %510, %511 : tensor<64x14x14xf32>
    %513 = "stablehlo.broadcast_in_dim"(%512) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %514 = stablehlo.constant dense<1.0e-06> : tensor<64x14x14x384xf32>
    %515 = stablehlo.add %513, %514 : tensor<64x14x14x384xf32>
    %516 = stablehlo.rsqrt %515 : tensor<64x14x14x384xf32>
    %517 = stablehlo.multiply %507, %516 : tensor<64x14x14x384xf32>
    %518 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.4.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %519 = stablehlo.multiply %517, %518 : tensor<64x14x14x384xf32>
    %520 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.4.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %521 = stablehlo.add %519, %520 : tensor<64x14x14x384xf32>
    %522 = "stablehlo.dot_general"(%521, %stages.2.blocks.4.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x384xf32>, tensor<384x1536xf32>) -> tensor<64x14x14x1536xf32>
    %523 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.4.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1536xf32>) -> tensor<64x14x14x1536xf32>
    %524 = stablehlo.add %522, %523 : tensor<64x14x14x1536xf32>
    %525 = stablehlo.constant dense<0.70710677> : tensor<64x14x14x1536xf32>
    %526 = stablehlo.multiply %524, %525 : tensor<64x14x14x1536xf32>
    %527 = "chlo.erf"(%526) : (tensor<64x14x14x1536xf32>) -> tensor<64x14x14x1536xf32>
    %528 = stablehlo.constant dense<1.0> : tensor<64x14x14x1536xf32>
    %529 = stablehlo.add %527, %528 : tensor<64x14x14x1536xf32>
    %530 = stablehlo.constant dense<0.5> : tensor<64x14x14x1536xf32>
    %531 = stablehlo.multiply %524, %530 : tensor<64x14x14x1536xf32>
    %532 = stablehlo.multiply %531, %529 : tensor<64x14x14x1536xf32>
    %533 = "stablehlo.dot_general"(%532, %stages.2.blocks.4.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x1536xf32>, tensor<1536x384xf32>) -> tensor<64x14x14x384xf32>
    %534 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.4.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %535 = stablehlo.add %533, %534 : tensor<64x14x14x384xf32>
    %536 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.4.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %537 = stablehlo.multiply %535, %536 : tensor<64x14x14x384xf32>
    %538 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 64, 11>, start_indices = array<i64: 0, 10>, strides = array<i64: 1, 1>} : (tensor<64x18xf32>) -> tensor<64x1xf32>
    %539 = "stablehlo.broadcast_in_dim"(%538) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<64x1xf32>) -> tensor<64x14x14x384xf32>
    %540 = stablehlo.multiply %537, %539 : tensor<64x14x14x384xf32>
    %541 = stablehlo.add %540, %498 : tensor<64x14x14x384xf32>
    %542 = "stablehlo.convolution"(%541, %stages.2.blocks.5.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<7x7x1x384xf32>) -> tensor<64x14x14x384xf32>
    %543 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.5.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %544 = stablehlo.add %542, %543 : tensor<64x14x14x384xf32>
    %545 = stablehlo.constant dense<0.0> : tensor<f32>
    %546 = "stablehlo.reduce"(%544, %545) ({
    ^bb0(%_r28a: tensor<f32>, %_r28b: tensor<f32>):
      %_r28c = stablehlo.add %_r28a, %_r28b : tensor<f32>
      "stablehlo.return"(%_r28c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %547 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %548 = stablehlo.divide %546, %547 : tensor<64x14x14xf32>
    %549 = "stablehlo.broadcast_in_dim"(%548) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %550 = stablehlo.subtract %544, %549 : tensor<64x14x14x384xf32>
    %551 = stablehlo.multiply %550, %550 : tensor<64x14x14x384xf32>
    %552 = stablehlo.constant dense<0.0> : tensor<f32>
    %553 = "stablehlo.reduce"(%551, %552) ({
    ^bb0(%_r29a: tensor<f32>, %_r29b: tensor<f32>):
      %_r29c = stablehlo.add %_r29a, %_r29b : tensor<f32>
      "stablehlo.return"(%_r29c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %554 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %555 = stablehlo.divide %553, %554 : tensor<64x14x14xf32>
    %556 = "stablehlo.broadcast_in_dim"(%555) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %557 = stablehlo.constant dense<1.0e-06> : tensor<64x14x14x384xf32>
    %558 = stablehlo.add %556, %557 : tensor<64x14x14x384xf32>
    %559 = stablehlo.rsqrt %558 : tensor<64x14x14x384xf32>
    %560 = stablehlo.multiply %550, %559 : tensor<64x14x14x384xf32>
    %561 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.5.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %562 = stablehlo.multiply %560, %561 : tensor<64x14x14x384xf32>
    %563 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.5.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %564 = stablehlo.add %562, %563 : tensor<64x14x14x384xf32>
    %565 = "stablehlo.dot_general"(%564, %stages.2.blocks.5.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x384xf32>, tensor<384x1536xf32>) -> tensor<64x14x14x1536xf32>
    %566 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.5.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1536xf32>) -> tensor<64x14x14x1536xf32>
    %567 = stablehlo.add %565, %566 : tensor<64x14x14x1536xf32>
    %568 = stablehlo.constant dense<0.70710677> : tensor<64x14x14x1536xf32>
    %569 = stablehlo.multiply %567, %568 : tensor<64x14x14x1536xf32>
    %570 = "chlo.erf"(%569) : (tensor<64x14x14x1536xf32>) -> tensor<64x14x14x1536xf32>
    %571 = stablehlo.constant dense<1.0> : tensor<64x14x14x1536xf32>
    %572 = stablehlo.add %570, %571 : tensor<64x14x14x1536xf32>
    %573 = stablehlo.constant dense<0.5> : tensor<64x14x14x1536xf32>
    %574 = stablehlo.multiply %567, %573 : tensor<64x14x14x1536xf32>
    %575 = stablehlo.multiply %574, %572 : tensor<64x14x14x1536xf32>
    %576 = "stablehlo.dot_general"(%575, %stages.2.blocks.5.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x1536xf32>, tensor<1536x384xf32>) -> tensor<64x14x14x384xf32>
    %577 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.5.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %578 = stablehlo.add %576, %577 : tensor<64x14x14x384xf32>
    %579 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.5.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %580 = stablehlo.multiply %578, %579 : tensor<64x14x14x384xf32>
    %581 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 64, 12>, start_indices = array<i64: 0, 11>, strides = array<i64: 1, 1>} : (tensor<64x18xf32>) -> tensor<64x1xf32>
    %582 = "stablehlo.broadcast_in_dim"(%581) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<64x1xf32>) -> tensor<64x14x14x384xf32>
    %583 = stablehlo.multiply %580, %582 : tensor<64x14x14x384xf32>
    %584 = stablehlo.add %583, %541 : tensor<64x14x14x384xf32>
    %585 = "stablehlo.convolution"(%584, %stages.2.blocks.6.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<7x7x1x384xf32>) -> tensor<64x14x14x384xf32>
    %586 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.6.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %587 = stablehlo.add %585, %586 : tensor<64x14x14x384xf32>
    %588 = stablehlo.constant dense<0.0> : tensor<f32>
    %589 = "stablehlo.reduce"(%587, %588) ({
    ^bb0(%_r30a: tensor<f32>, %_r30b: tensor<f32>):
      %_r30c = stablehlo.add %_r30a, %_r30b : tensor<f32>
      "stablehlo.return"(%_r30c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %590 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %591 = stablehlo.divide %589, %590 : tensor<64x14x14xf32>
    %592 = "stablehlo.broadcast_in_dim"(%591) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %593 = stablehlo.subtract %587, %592 : tensor<64x14x14x384xf32>
    %594 = stablehlo.multiply %593, %593 : tensor<64x14x14x384xf32>
    %595 = stablehlo.constant dense<0.0> : tensor<f32>
    %596 = "stablehlo.reduce"(%594, %595) ({
    ^bb0(%_r31a: tensor<f32>, %_r31b: tensor<f32>):
      %_r31c = stablehlo.add %_r31a, %_r31b : tensor<f32>
      "stablehlo.return"(%_r31c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %597 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %598 = stablehlo.divide %596, %597 : tensor<64x14x14xf32>
    %599 = "stablehlo.broadcast_in_dim"(%598) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %600 = stablehlo.constant dense<1.0e-06> : tensor<64x14x14x384xf32>
    %601 = stablehlo.add %599, %600 : tensor<64x14x14x384xf32>
    %602 = stablehlo.rsqrt %601 : tensor<64x14x14x384xf32>
    %603 = stablehlo.multiply %593, %602 : tensor<64x14x14x384xf32>
    %604 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.6.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %605 = stablehlo.multiply %603, %604 : tensor<64x14x14x384xf32>
    %606 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.6.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %607 = stablehlo.add %605, %606 : tensor<64x14x14x384xf32>
    %608 = "stablehlo.dot_general"(%607, %stages.2.blocks.6.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x384xf32>, tensor<384x1536xf32>) -> tensor<64x14x14x1536xf32>
    %609 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.6.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1536xf32>) -> tensor<64x14x14x1536xf32>
    %610 = stablehlo.add %608, %609 : tensor<64x14x14x1536xf32>
    %611 = stablehlo.constant dense<0.70710677> : tensor<64x14x14x1536xf32>
    %612 = stablehlo.multiply %610, %611 : tensor<64x14x14x1536xf32>
    %613 = "chlo.erf"(%612) : (tensor<64x14x14x1536xf32>) -> tensor<64x14x14x1536xf32>
    %614 = stablehlo.constant dense<1.0> : tensor<64x14x14x1536xf32>
    %615 = stablehlo.add %613, %614 : tensor<64x14x14x1536xf32>
    %616 = stablehlo.constant dense<0.5> : tensor<64x14x14x1536xf32>
    %617 = stablehlo.multiply %610, %616 : tensor<64x14x14x1536xf32>
    %618 = stablehlo.multiply %617, %615 : tensor<64x14x14x1536xf32>
    %619 = "stablehlo.dot_general"(%618, %stages.2.blocks.6.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x1536xf32>, tensor<1536x384xf32>) -> tensor<64x14x14x384xf32>
    %620 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.6.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %621 = stablehlo.add %619, %620 : tensor<64x14x14x384xf32>
    %622 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.6.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %623 = stablehlo.multiply %621, %622 : tensor<64x14x14x384xf32>
    %624 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 64, 13>, start_indices = array<i64: 0, 12>, strides = array<i64: 1, 1>} : (tensor<64x18xf32>) -> tensor<64x1xf32>
    %625 = "stablehlo.broadcast_in_dim"(%624) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<64x1xf32>) -> tensor<64x14x14x384xf32>
    %626 = stablehlo.multiply %623, %625 : tensor<64x14x14x384xf32>
    %627 = stablehlo.add %626, %584 : tensor<64x14x14x384xf32>
    %628 = "stablehlo.convolution"(%627, %stages.2.blocks.7.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<7x7x1x384xf32>) -> tensor<64x14x14x384xf32>
    %629 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.7.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %630 = stablehlo.add %628, %629 : tensor<64x14x14x384xf32>
    %631 = stablehlo.constant dense<0.0> : tensor<f32>
    %632 = "stablehlo.reduce"(%630, %631) ({
    ^bb0(%_r32a: tensor<f32>, %_r32b: tensor<f32>):
      %_r32c = stablehlo.add %_r32a, %_r32b : tensor<f32>
      "stablehlo.return"(%_r32c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %633 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %634 = stablehlo.divide %632, %633 : tensor<64x14x14xf32>
    %635 = "stablehlo.broadcast_in_dim"(%634) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %636 = stablehlo.subtract %630, %635 : tensor<64x14x14x384xf32>
    %637 = stablehlo.multiply %636, %636 : tensor<64x14x14x384xf32>
    %638 = stablehlo.constant dense<0.0> : tensor<f32>
    %639 = "stablehlo.reduce"(%637, %638) ({
    ^bb0(%_r33a: tensor<f32>, %_r33b: tensor<f32>):
      %_r33c = stablehlo.add %_r33a, %_r33b : tensor<f32>
      "stablehlo.return"(%_r33c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %640 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %641 = stablehlo.divide %639, %640 : tensor<64x14x14xf32>
    %642 = "stablehlo.broadcast_in_dim"(%641) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %643 = stablehlo.constant dense<1.0e-06> : tensor<64x14x14x384xf32>
    %644 = stablehlo.add %642, %643 : tensor<64x14x14x384xf32>
    %645 = stablehlo.rsqrt %644 : tensor<64x14x14x384xf32>
    %646 = stablehlo.multiply %636, %645 : tensor<64x14x14x384xf32>
    %647 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.7.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %648 = stablehlo.multiply %646, %647 : tensor<64x14x14x384xf32>
    %649 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.7.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %650 = stablehlo.add %648, %649 : tensor<64x14x14x384xf32>
    %651 = "stablehlo.dot_general"(%650, %stages.2.blocks.7.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x384xf32>, tensor<384x1536xf32>) -> tensor<64x14x14x1536xf32>
    %652 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.7.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1536xf32>) -> tensor<64x14x14x1536xf32>
    %653 = stablehlo.add %651, %652 : tensor<64x14x14x1536xf32>
    %654 = stablehlo.constant dense<0.70710677> : tensor<64x14x14x1536xf32>
    %655 = stablehlo.multiply %653, %654 : tensor<64x14x14x1536xf32>
    %656 = "chlo.erf"(%655) : (tensor<64x14x14x1536xf32>) -> tensor<64x14x14x1536xf32>
    %657 = stablehlo.constant dense<1.0> : tensor<64x14x14x1536xf32>
    %658 = stablehlo.add %656, %657 : tensor<64x14x14x1536xf32>
    %659 = stablehlo.constant dense<0.5> : tensor<64x14x14x1536xf32>
    %660 = stablehlo.multiply %653, %659 : tensor<64x14x14x1536xf32>
    %661 = stablehlo.multiply %660, %658 : tensor<64x14x14x1536xf32>
    %662 = "stablehlo.dot_general"(%661, %stages.2.blocks.7.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x1536xf32>, tensor<1536x384xf32>) -> tensor<64x14x14x384xf32>
    %663 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.7.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %664 = stablehlo.add %662, %663 : tensor<64x14x14x384xf32>
    %665 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.7.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %666 = stablehlo.multiply %664, %665 : tensor<64x14x14x384xf32>
    %667 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 64, 14>, start_indices = array<i64: 0, 13>, strides = array<i64: 1, 1>} : (tensor<64x18xf32>) -> tensor<64x1xf32>
    %668 = "stablehlo.broadcast_in_dim"(%667) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<64x1xf32>) -> tensor<64x14x14x384xf32>
    %669 = stablehlo.multiply %666, %668 : tensor<64x14x14x384xf32>
    %670 = stablehlo.add %669, %627 : tensor<64x14x14x384xf32>
    %671 = "stablehlo.convolution"(%670, %stages.2.blocks.8.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<7x7x1x384xf32>) -> tensor<64x14x14x384xf32>
    %672 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.8.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %673 = stablehlo.add %671, %672 : tensor<64x14x14x384xf32>
    %674 = stablehlo.constant dense<0.0> : tensor<f32>
    %675 = "stablehlo.reduce"(%673, %674) ({
    ^bb0(%_r34a: tensor<f32>, %_r34b: tensor<f32>):
      %_r34c = stablehlo.add %_r34a, %_r34b : tensor<f32>
      "stablehlo.return"(%_r34c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %676 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %677 = stablehlo.divide %675, %676 : tensor<64x14x14xf32>
    %678 = "stablehlo.broadcast_in_dim"(%677) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %679 = stablehlo.subtract %673, %678 : tensor<64x14x14x384xf32>
    %680 = stablehlo.multiply %679, %679 : tensor<64x14x14x384xf32>
    %681 = stablehlo.constant dense<0.0> : tensor<f32>
    %682 = "stablehlo.reduce"(%680, %681) ({
    ^bb0(%_r35a: tensor<f32>, %_r35b: tensor<f32>):
      %_r35c = stablehlo.add %_r35a, %_r35b : tensor<f32>
      "stablehlo.return"(%_r35c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %683 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %684 = stablehlo.divide %682, %683 : tensor<64x14x14xf32>
    %685 = "stablehlo.broadcast_in_dim"(%684) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %686 = stablehlo.constant dense<1.0e-06> : tensor<64x14x14x384xf32>
    %687 = stablehlo.add %685, %686 : tensor<64x14x14x384xf32>
    %688 = stablehlo.rsqrt %687 : tensor<64x14x14x384xf32>
    %689 = stablehlo.multiply %679, %688 : tensor<64x14x14x384xf32>
    %690 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.8.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %691 = stablehlo.multiply %689, %690 : tensor<64x14x14x384xf32>
    %692 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.8.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %693 = stablehlo.add %691, %692 : tensor<64x14x14x384xf32>
    %694 = "stablehlo.dot_general"(%693, %stages.2.blocks.8.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x384xf32>, tensor<384x1536xf32>) -> tensor<64x14x14x1536xf32>
    %695 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.8.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1536xf32>) -> tensor<64x14x14x1536xf32>
    %696 = stablehlo.add %694, %695 : tensor<64x14x14x1536xf32>
    %697 = stablehlo.constant dense<0.70710677> : tensor<64x14x14x1536xf32>
    %698 = stablehlo.multiply %696, %697 : tensor<64x14x14x1536xf32>
    %699 = "chlo.erf"(%698) : (tensor<64x14x14x1536xf32>) -> tensor<64x14x14x1536xf32>
    %700 = stablehlo.constant dense<1.0> : tensor<64x14x14x1536xf32>
    %701 = stablehlo.add %699, %700 : tensor<64x14x14x1536xf32>
    %702 = stablehlo.constant dense<0.5> : tensor<64x14x14x1536xf32>
    %703 = stablehlo.multiply %696, %702 : tensor<64x14x14x1536xf32>
    %704 = stablehlo.multiply %703, %701 : tensor<64x14x14x1536xf32>
    %705 = "stablehlo.dot_general"(%704, %stages.2.blocks.8.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x1536xf32>, tensor<1536x384xf32>) -> tensor<64x14x14x384xf32>
    %706 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.8.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %707 = stablehlo.add %705, %706 : tensor<64x14x14x384xf32>
    %708 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.8.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %709 = stablehlo.multiply %707, %708 : tensor<64x14x14x384xf32>
    %710 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 64, 15>, start_indices = array<i64: 0, 14>, strides = array<i64: 1, 1>} : (tensor<64x18xf32>) -> tensor<64x1xf32>
    %711 = "stablehlo.broadcast_in_dim"(%710) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<64x1xf32>) -> tensor<64x14x14x384xf32>
    %712 = stablehlo.multiply %709, %711 : tensor<64x14x14x384xf32>
    %713 = stablehlo.add %712, %670 : tensor<64x14x14x384xf32>
    %714 = stablehlo.constant dense<0.0> : tensor<f32>
    %715 = "stablehlo.reduce"(%713, %714) ({
    ^bb0(%_r36a: tensor<f32>, %_r36b: tensor<f32>):
      %_r36c = stablehlo.add %_r36a, %_r36b : tensor<f32>
      "stablehlo.return"(%_r36c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %716 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %717 = stablehlo.divide %715, %716 : tensor<64x14x14xf32>
    %718 = "stablehlo.broadcast_in_dim"(%717) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %719 = stablehlo.subtract %713, %718 : tensor<64x14x14x384xf32>
    %720 = stablehlo.multiply %719, %719 : tensor<64x14x14x384xf32>
    %721 = stablehlo.constant dense<0.0> : tensor<f32>
    %722 = "stablehlo.reduce"(%720, %721) ({
    ^bb0(%_r37a: tensor<f32>, %_r37b: tensor<f32>):
      %_r37c = stablehlo.add %_r37a, %_r37b : tensor<f32>
      "stablehlo.return"(%_r37c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %723 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %724 = stablehlo.divide %722, %723 : tensor<64x14x14xf32>
    %725 = "stablehlo.broadcast_in_dim"(%724) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %726 = stablehlo.constant dense<1.0e-06> : tensor<64x14x14x384xf32>
    %727 = stablehlo.add %725, %726 : tensor<64x14x14x384xf32>
    %728 = stablehlo.rsqrt %727 : tensor<64x14x14x384xf32>
    %729 = stablehlo.multiply %719, %728 : tensor<64x14x14x384xf32>
    %730 = "stablehlo.broadcast_in_dim"(%stages.3.down.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %731 = stablehlo.multiply %729, %730 : tensor<64x14x14x384xf32>
    %732 = "stablehlo.broadcast_in_dim"(%stages.3.down.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %733 = stablehlo.add %731, %732 : tensor<64x14x14x384xf32>
    %734 = "stablehlo.convolution"(%733, %stages.3.down.conv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 2, 2>} : (tensor<64x14x14x384xf32>, tensor<2x2x384x768xf32>) -> tensor<64x7x7x768xf32>
    %735 = "stablehlo.broadcast_in_dim"(%stages.3.down.conv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<768xf32>) -> tensor<64x7x7x768xf32>
    %736 = stablehlo.add %734, %735 : tensor<64x7x7x768xf32>
    %737 = "stablehlo.convolution"(%736, %stages.3.blocks.0.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 768 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x7x7x768xf32>, tensor<7x7x1x768xf32>) -> tensor<64x7x7x768xf32>
    %738 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.0.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<768xf32>) -> tensor<64x7x7x768xf32>
    %739 = stablehlo.add %737, %738 : tensor<64x7x7x768xf32>
    %740 = stablehlo.constant dense<0.0> : tensor<f32>
    %741 = "stablehlo.reduce"(%739, %740) ({
    ^bb0(%_r38a: tensor<f32>, %_r38b: tensor<f32>):
      %_r38c = stablehlo.add %_r38a, %_r38b : tensor<f32>
      "stablehlo.return"(%_r38c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<64x7x7xf32>
    %742 = stablehlo.constant dense<768.0> : tensor<64x7x7xf32>
    %743 = stablehlo.divide %741, %742 : tensor<64x7x7xf32>
    %744 = "stablehlo.broadcast_in_dim"(%743) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7xf32>) -> tensor<64x7x7x768xf32>
    %745 = stablehlo.subtract %739, %744 : tensor<64x7x7x768xf32>
    %746 = stablehlo.multiply %745, %745 : tensor<64x7x7x768xf32>
    %747 = stablehlo.constant dense<0.0> : tensor<f32>
    %748 = "stablehlo.reduce"(%746, %747) ({
    ^bb0(%_r39a: tensor<f32>, %_r39b: tensor<f32>):
      %_r39c = stablehlo.add %_r39a, %_r39b : tensor<f32>
      "stablehlo.return"(%_r39c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<64x7x7xf32>
    %749 = stablehlo.constant dense<768.0> : tensor<64x7x7xf32>
    %750 = stablehlo.divide %748, %749 : tensor<64x7x7xf32>
    %751 = "stablehlo.broadcast_in_dim"(%750) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7xf32>) -> tensor<64x7x7x768xf32>
    %752 = stablehlo.constant dense<1.0e-06> : tensor<64x7x7x768xf32>
    %753 = stablehlo.add %751, %752 : tensor<64x7x7x768xf32>
    %754 = stablehlo.rsqrt %753 : tensor<64x7x7x768xf32>
    %755 = stablehlo.multiply %745, %754 : tensor<64x7x7x768xf32>
    %756 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.0.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<768xf32>) -> tensor<64x7x7x768xf32>
    %757 = stablehlo.multiply %755, %756 : tensor<64x7x7x768xf32>
    %758 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.0.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<768xf32>) -> tensor<64x7x7x768xf32>
    %759 = stablehlo.add %757, %758 : tensor<64x7x7x768xf32>
    %760 = "stablehlo.dot_general"(%759, %stages.3.blocks.0.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x7x7x768xf32>, tensor<768x3072xf32>) -> tensor<64x7x7x3072xf32>
    %761 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.0.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<3072xf32>) -> tensor<64x7x7x3072xf32>
    %762 = stablehlo.add %760, %761 : tensor<64x7x7x3072xf32>
    %763 = stablehlo.constant dense<0.70710677> : tensor<64x7x7x3072xf32>
    %764 = stablehlo.multiply %762, %763 : tensor<64x7x7x3072xf32>
    %765 = "chlo.erf"(%764) : (tensor<64x7x7x3072xf32>) -> tensor<64x7x7x3072xf32>
    %766 = stablehlo.constant dense<1.0> : tensor<64x7x7x3072xf32>
    %767 = stablehlo.add %765, %766 : tensor<64x7x7x3072xf32>
    %768 = stablehlo.constant dense<0.5> : tensor<64x7x7x3072xf32>
    %769 = stablehlo.multiply %762, %768 : tensor<64x7x7x3072xf32>
    %770 = stablehlo.multiply %769, %767 : tensor<64x7x7x3072xf32>
    %771 = "stablehlo.dot_general"(%770, %stages.3.blocks.0.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x7x7x3072xf32>, tensor<3072x768xf32>) -> tensor<64x7x7x768xf32>
    %772 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.0.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<768xf32>) -> tensor<64x7x7x768xf32>
    %773 = stablehlo.add %771, %772 : tensor<64x7x7x768xf32>
    %774 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.0.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<768xf32>) -> tensor<64x7x7x768xf32>
    %775 = stablehlo.multiply %773, %774 : tensor<64x7x7x768xf32>
    %776 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 64, 16>, start_indices = array<i64: 0, 15>, strides = array<i64: 1, 1>} : (tensor<64x18xf32>) -> tensor<64x1xf32>
    %777 = "stablehlo.broadcast_in_dim"(%776) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<64x1xf32>) -> tensor<64x7x7x768xf32>
    %778 = stablehlo.multiply %775, %777 : tensor<64x7x7x768xf32>
    %779 = stablehlo.add %778, %736 : tensor<64x7x7x768xf32>
    %780 = "stablehlo.convolution"(%779, %stages.3.blocks.1.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 768 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x7x7x768xf32>, tensor<7x7x1x768xf32>) -> tensor<64x7x7x768xf32>
    %781 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.1.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<768xf32>) -> tensor<64x7x7x768xf32>
    %782 = stablehlo.add %780, %781 : tensor<64x7x7x768xf32>
    %783 = stablehlo.constant dense<0.0> : tensor<f32>
    %784 = "stablehlo.reduce"(%782, %783) ({
    ^bb0(%_r40a: tensor<f32>, %_r40b: tensor<f32>):
      %_r40c = stablehlo.add %_r40a, %_r40b : tensor<f32>
      "stablehlo.return"(%_r40c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<64x7x7xf32>
    %785 = stablehlo.constant dense<768.0> : tensor<64x7x7xf32>
    %786 = stablehlo.divide %784, %785 : tensor<64x7x7xf32>
    %787 = "stablehlo.broadcast_in_dim"(%786) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7xf32>) -> tensor<64x7x7x768xf32>
    %788 = stablehlo.subtract %782, %787 : tensor<64x7x7x768xf32>
    %789 = stablehlo.multiply %788, %788 : tensor<64x7x7x768xf32>
    %790 = stablehlo.constant dense<0.0> : tensor<f32>
    %791 = "stablehlo.reduce"(%789, %790) ({
    ^bb0(%_r41a: tensor<f32>, %_r41b: tensor<f32>):
      %_r41c = stablehlo.add %_r41a, %_r41b : tensor<f32>
      "stablehlo.return"(%_r41c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<64x7x7xf32>
    %792 = stablehlo.constant dense<768.0> : tensor<64x7x7xf32>
    %793 = stablehlo.divide %791, %792 : tensor<64x7x7xf32>
    %794 = "stablehlo.broadcast_in_dim"(%793) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7xf32>) -> tensor<64x7x7x768xf32>
    %795 = stablehlo.constant dense<1.0e-06> : tensor<64x7x7x768xf32>
    %796 = stablehlo.add %794, %795 : tensor<64x7x7x768xf32>
    %797 = stablehlo.rsqrt %796 : tensor<64x7x7x768xf32>
    %798 = stablehlo.multiply %788, %797 : tensor<64x7x7x768xf32>
    %799 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.1.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<768xf32>) -> tensor<64x7x7x768xf32>
    %800 = stablehlo.multiply %798, %799 : tensor<64x7x7x768xf32>
    %801 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.1.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<768xf32>) -> tensor<64x7x7x768xf32>
    %802 = stablehlo.add %800, %801 : tensor<64x7x7x768xf32>
    %803 = "stablehlo.dot_general"(%802, %stages.3.blocks.1.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x7x7x768xf32>, tensor<768x3072xf32>) -> tensor<64x7x7x3072xf32>
    %804 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.1.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<3072xf32>) -> tensor<64x7x7x3072xf32>
    %805 = stablehlo.add %803, %804 : tensor<64x7x7x3072xf32>
    %806 = stablehlo.constant dense<0.70710677> : tensor<64x7x7x3072xf32>
    %807 = stablehlo.multiply %805, %806 : tensor<64x7x7x3072xf32>
    %808 = "chlo.erf"(%807) : (tensor<64x7x7x3072xf32>) -> tensor<64x7x7x3072xf32>
    %809 = stablehlo.constant dense<1.0> : tensor<64x7x7x3072xf32>
    %810 = stablehlo.add %808, %809 : tensor<64x7x7x3072xf32>
    %811 = stablehlo.constant dense<0.5> : tensor<64x7x7x3072xf32>
    %812 = stablehlo.multiply %805, %811 : tensor<64x7x7x3072xf32>
    %813 = stablehlo.multiply %812, %810 : tensor<64x7x7x3072xf32>
    %814 = "stablehlo.dot_general"(%813, %stages.3.blocks.1.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x7x7x3072xf32>, tensor<3072x768xf32>) -> tensor<64x7x7x768xf32>
    %815 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.1.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<768xf32>) -> tensor<64x7x7x768xf32>
    %816 = stablehlo.add %814, %815 : tensor<64x7x7x768xf32>
    %817 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.1.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<768xf32>) -> tensor<64x7x7x768xf32>
    %818 = stablehlo.multiply %816, %817 : tensor<64x7x7x768xf32>
    %819 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 64, 17>, start_indices = array<i64: 0, 16>, strides = array<i64: 1, 1>} : (tensor<64x18xf32>) -> tensor<64x1xf32>
    %820 = "stablehlo.broadcast_in_dim"(%819) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<64x1xf32>) -> tensor<64x7x7x768xf32>
    %821 = stablehlo.multiply %818, %820 : tensor<64x7x7x768xf32>
    %822 = stablehlo.add %821, %779 : tensor<64x7x7x768xf32>
    %823 = "stablehlo.convolution"(%822, %stages.3.blocks.2.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 768 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x7x7x768xf32>, tensor<7x7x1x768xf32>) -> tensor<64x7x7x768xf32>
    %824 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.2.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<768xf32>) -> tensor<64x7x7x768xf32>
    %825 = stablehlo.add %823, %824 : tensor<64x7x7x768xf32>
    %826 = stablehlo.constant dense<0.0> : tensor<f32>
    %827 = "stablehlo.reduce"(%825, %826) ({
    ^bb0(%_r42a: tensor<f32>, %_r42b: tensor<f32>):
      %_r42c = stablehlo.add %_r42a, %_r42b : tensor<f32>
      "stablehlo.return"(%_r42c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<64x7x7xf32>
    %828 = stablehlo.constant dense<768.0> : tensor<64x7x7xf32>
    %829 = stablehlo.divide %827, %828 : tensor<64x7x7xf32>
    %830 = "stablehlo.broadcast_in_dim"(%829) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7xf32>) -> tensor<64x7x7x768xf32>
    %831 = stablehlo.subtract %825, %830 : tensor<64x7x7x768xf32>
    %832 = stablehlo.multiply %831, %831 : tensor<64x7x7x768xf32>
    %833 = stablehlo.constant dense<0.0> : tensor<f32>
    %834 = "stablehlo.reduce"(%832, %833) ({
    ^bb0(%_r43a: tensor<f32>, %_r43b: tensor<f32>):
      %_r43c = stablehlo.add %_r43a, %_r43b : tensor<f32>
      "stablehlo.return"(%_r43c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<64x7x7xf32>
    %835 = stablehlo.constant dense<768.0> : tensor<64x7x7xf32>
    %836 = stablehlo.divide %834, %835 : tensor<64x7x7xf32>
    %837 = "stablehlo.broadcast_in_dim"(%836) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7xf32>) -> tensor<64x7x7x768xf32>
    %838 = stablehlo.constant dense<1.0e-06> : tensor<64x7x7x768xf32>
    %839 = stablehlo.add %837, %838 : tensor<64x7x7x768xf32>
    %840 = stablehlo.rsqrt %839 : tensor<64x7x7x768xf32>
    %841 = stablehlo.multiply %831, %840 : tensor<64x7x7x768xf32>
    %842 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.2.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<768xf32>) -> tensor<64x7x7x768xf32>
    %843 = stablehlo.multiply %841, %842 : tensor<64x7x7x768xf32>
    %844 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.2.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<768xf32>) -> tensor<64x7x7x768xf32>
    %845 = stablehlo.add %843, %844 : tensor<64x7x7x768xf32>
    %846 = "stablehlo.dot_general"(%845, %stages.3.blocks.2.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x7x7x768xf32>, tensor<768x3072xf32>) -> tensor<64x7x7x3072xf32>
    %847 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.2.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<3072xf32>) -> tensor<64x7x7x3072xf32>
    %848 = stablehlo.add %846, %847 : tensor<64x7x7x3072xf32>
    %849 = stablehlo.constant dense<0.70710677> : tensor<64x7x7x3072xf32>
    %850 = stablehlo.multiply %848, %849 : tensor<64x7x7x3072xf32>
    %851 = "chlo.erf"(%850) : (tensor<64x7x7x3072xf32>) -> tensor<64x7x7x3072xf32>
    %852 = stablehlo.constant dense<1.0> : tensor<64x7x7x3072xf32>
    %853 = stablehlo.add %851, %852 : tensor<64x7x7x3072xf32>
    %854 = stablehlo.constant dense<0.5> : tensor<64x7x7x3072xf32>
    %855 = stablehlo.multiply %848, %854 : tensor<64x7x7x3072xf32>
    %856 = stablehlo.multiply %855, %853 : tensor<64x7x7x3072xf32>
    %857 = "stablehlo.dot_general"(%856, %stages.3.blocks.2.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x7x7x3072xf32>, tensor<3072x768xf32>) -> tensor<64x7x7x768xf32>
    %858 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.2.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<768xf32>) -> tensor<64x7x7x768xf32>
    %859 = stablehlo.add %857, %858 : tensor<64x7x7x768xf32>
    %860 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.2.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<768xf32>) -> tensor<64x7x7x768xf32>
    %861 = stablehlo.multiply %859, %860 : tensor<64x7x7x768xf32>
    %862 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 64, 18>, start_indices = array<i64: 0, 17>, strides = array<i64: 1, 1>} : (tensor<64x18xf32>) -> tensor<64x1xf32>
    %863 = "stablehlo.broadcast_in_dim"(%862) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<64x1xf32>) -> tensor<64x7x7x768xf32>
    %864 = stablehlo.multiply %861, %863 : tensor<64x7x7x768xf32>
    %865 = stablehlo.add %864, %822 : tensor<64x7x7x768xf32>
    %866 = stablehlo.constant dense<0.0> : tensor<f32>
    %867 = "stablehlo.reduce"(%865, %866) ({
    ^bb0(%_r44a: tensor<f32>, %_r44b: tensor<f32>):
      %_r44c = stablehlo.add %_r44a, %_r44b : tensor<f32>
      "stablehlo.return"(%_r44c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<64x768xf32>
    %868 = stablehlo.constant dense<49.0> : tensor<64x768xf32>
    %869 = stablehlo.divide %867, %868 : tensor<64x768xf32>
    %870 = stablehlo.constant dense<0.0> : tensor<f32>
    %871 = "stablehlo.reduce"(%869, %870) ({
    ^bb0(%_r45a: tensor<f32>, %_r45b: tensor<f32>):
      %_r45c = stablehlo.add %_r45a, %_r45b : tensor<f32>
      "stablehlo.return"(%_r45c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x768xf32>, tensor<f32>) -> tensor<64xf32>
    %872 = stablehlo.constant dense<768.0> : tensor<64xf32>
    %873 = stablehlo.divide %871, %872 : tensor<64xf32>
    %874 = "stablehlo.broadcast_in_dim"(%873) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x768xf32>
    %875 = stablehlo.subtract %869, %874 : tensor<64x768xf32>
    %876 = stablehlo.multiply %875, %875 : tensor<64x768xf32>
    %877 = stablehlo.constant dense<0.0> : tensor<f32>
    %878 = "stablehlo.reduce"(%876, %877) ({
    ^bb0(%_r46a: tensor<f32>, %_r46b: tensor<f32>):
      %_r46c = stablehlo.add %_r46a, %_r46b : tensor<f32>
      "stablehlo.return"(%_r46c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x768xf32>, tensor<f32>) -> tensor<64xf32>
    %879 = stablehlo.constant dense<768.0> : tensor<64xf32>
    %880 = stablehlo.divide %878, %879 : tensor<64xf32>
    %881 = "stablehlo.broadcast_in_dim"(%880) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x768xf32>
    %882 = stablehlo.constant dense<1.0e-06> : tensor<64x768xf32>
    %883 = stablehlo.add %881, %882 : tensor<64x768xf32>
    %884 = stablehlo.rsqrt %883 : tensor<64x768xf32>
    %885 = stablehlo.multiply %875, %884 : tensor<64x768xf32>
    %886 = "stablehlo.broadcast_in_dim"(%head.norm.g) {broadcast_dimensions = array<i64: 1>} : (tensor<768xf32>) -> tensor<64x768xf32>
    %887 = stablehlo.multiply %885, %886 : tensor<64x768xf32>
    %888 = "stablehlo.broadcast_in_dim"(%head.norm.b) {broadcast_dimensions = array<i64: 1>} : (tensor<768xf32>) -> tensor<64x768xf32>
    %889 = stablehlo.add %887, %888 : tensor<64x768xf32>
    %890 = "stablehlo.dot_general"(%889, %head.fc.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<64x768xf32>, tensor<768x1000xf32>) -> tensor<64x1000xf32>
    %891 = "stablehlo.broadcast_in_dim"(%head.fc.b) {broadcast_dimensions = array<i64: 1>} : (tensor<1000xf32>) -> tensor<64x1000xf32>
    %892 = stablehlo.add %890, %891 : tensor<64x1000xf32>
    // ── loss: softmax cross-entropy against soft targets, mean over the batch ──
    %893 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %894 = "stablehlo.reduce"(%892, %893) ({
    ^bb0(%_r47a: tensor<f32>, %_r47b: tensor<f32>):
      %_r47c = stablehlo.maximum %_r47a, %_r47b : tensor<f32>
      "stablehlo.return"(%_r47c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x1000xf32>, tensor<f32>) -> tensor<64xf32>
    %895 = "stablehlo.broadcast_in_dim"(%894) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x1000xf32>
    %896 = stablehlo.subtract %892, %895 : tensor<64x1000xf32>
    %897 = stablehlo.exponential %896 : tensor<64x1000xf32>
    %898 = stablehlo.constant dense<0.0> : tensor<f32>
    %899 = "stablehlo.reduce"(%897, %898) ({
    ^bb0(%_r48a: tensor<f32>, %_r48b: tensor<f32>):
      %_r48c = stablehlo.add %_r48a, %_r48b : tensor<f32>
      "stablehlo.return"(%_r48c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x1000xf32>, tensor<f32>) -> tensor<64xf32>
    %900 = "stablehlo.broadcast_in_dim"(%899) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x1000xf32>
    %901 = stablehlo.log %900 : tensor<64x1000xf32>
    %902 = stablehlo.subtract %896, %901 : tensor<64x1000xf32>
    %903 = stablehlo.multiply %targets, %902 : tensor<64x1000xf32>
    %904 = stablehlo.constant dense<0.0> : tensor<f32>
    %905 = "stablehlo.reduce"(%903, %904) ({
    ^bb0(%_r49a: tensor<f32>, %_r49b: tensor<f32>):
      %_r49c = stablehlo.add %_r49a, %_r49b : tensor<f32>
      "stablehlo.return"(%_r49c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<64x1000xf32>, tensor<f32>) -> tensor<f32>
    %906 = stablehlo.negate %905 : tensor<f32>
    %907 = stablehlo.constant dense<64.0> : tensor<f32>
    %908 = stablehlo.divide %906, %907 : tensor<f32>
    // ── backward ──
    %909 = stablehlo.constant dense<0.0> : tensor<f32>
    %910 = "stablehlo.reduce"(%targets, %909) ({
    ^bb0(%_r50a: tensor<f32>, %_r50b: tensor<f32>):
      %_r50c = stablehlo.add %_r50a, %_r50b : tensor<f32>
      "stablehlo.return"(%_r50c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x1000xf32>, tensor<f32>) -> tensor<64xf32>
    %911 = "stablehlo.broadcast_in_dim"(%910) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x1000xf32>
    %912 = stablehlo.divide %897, %900 : tensor<64x1000xf32>
    %913 = stablehlo.multiply %912, %911 : tensor<64x1000xf32>
    %914 = stablehlo.subtract %913, %targets : tensor<64x1000xf32>
    %915 = stablehlo.constant dense<64.0> : tensor<64x1000xf32>
    %916 = stablehlo.divide %914, %915 : tensor<64x1000xf32>
    %917 = "stablehlo.dot_general"(%916, %head.fc.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x1000xf32>, tensor<768x1000xf32>) -> tensor<64x768xf32>
    %918 = "stablehlo.dot_general"(%889, %916) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>} : (tensor<64x768xf32>, tensor<64x1000xf32>) -> tensor<768x1000xf32>
    %919 = stablehlo.constant dense<0.0> : tensor<f32>
    %920 = "stablehlo.reduce"(%916, %919) ({
    ^bb0(%_r51a: tensor<f32>, %_r51b: tensor<f32>):
      %_r51c = stablehlo.add %_r51a, %_r51b : tensor<f32>
      "stablehlo.return"(%_r51c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64x1000xf32>, tensor<f32>) -> tensor<1000xf32>
    %921 = stablehlo.multiply %917, %886 : tensor<64x768xf32>
    %922 = stablehlo.constant dense<0.0> : tensor<f32>
    %923 = "stablehlo.reduce"(%921, %922) ({
    ^bb0(%_r52a: tensor<f32>, %_r52b: tensor<f32>):
      %_r52c = stablehlo.add %_r52a, %_r52b : tensor<f32>
      "stablehlo.return"(%_r52c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x768xf32>, tensor<f32>) -> tensor<64xf32>
    %924 = stablehlo.constant dense<768.0> : tensor<64xf32>
    %925 = stablehlo.divide %923, %924 : tensor<64xf32>
    %926 = "stablehlo.broadcast_in_dim"(%925) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x768xf32>
    %927 = stablehlo.subtract %921, %926 : tensor<64x768xf32>
    %928 = stablehlo.multiply %921, %885 : tensor<64x768xf32>
    %929 = stablehlo.constant dense<0.0> : tensor<f32>
    %930 = "stablehlo.reduce"(%928, %929) ({
    ^bb0(%_r53a: tensor<f32>, %_r53b: tensor<f32>):
      %_r53c = stablehlo.add %_r53a, %_r53b : tensor<f32>
      "stablehlo.return"(%_r53c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x768xf32>, tensor<f32>) -> tensor<64xf32>
    %931 = stablehlo.constant dense<768.0> : tensor<64xf32>
    %932 = stablehlo.divide %930, %931 : tensor<64xf32>
    %933 = "stablehlo.broadcast_in_dim"(%932) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x768xf32>
    %934 = stablehlo.multiply %885, %933 : tensor<64x768xf32>
    %935 = stablehlo.subtract %927, %934 : tensor<64x768xf32>
    %936 = stablehlo.multiply %884, %935 : tensor<64x768xf32>
    %937 = stablehlo.multiply %917, %885 : tensor<64x768xf32>
    %938 = stablehlo.constant dense<0.0> : tensor<f32>
    %939 = "stablehlo.reduce"(%937, %938) ({
    ^bb0(%_r54a: tensor<f32>, %_r54b: tensor<f32>):
      %_r54c = stablehlo.add %_r54a, %_r54b : tensor<f32>
      "stablehlo.return"(%_r54c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64x768xf32>, tensor<f32>) -> tensor<768xf32>
    %940 = stablehlo.constant dense<0.0> : tensor<f32>
    %941 = "stablehlo.reduce"(%917, %940) ({
    ^bb0(%_r55a: tensor<f32>, %_r55b: tensor<f32>):
      %_r55c = stablehlo.add %_r55a, %_r55b : tensor<f32>
      "stablehlo.return"(%_r55c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64x768xf32>, tensor<f32>) -> tensor<768xf32>
    %942 = stablehlo.constant dense<49.0> : tensor<64x768xf32>
    %943 = stablehlo.divide %936, %942 : tensor<64x768xf32>
    %944 = "stablehlo.broadcast_in_dim"(%943) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<64x768xf32>) -> tensor<64x7x7x768xf32>
    %945 = stablehlo.multiply %944, %863 : tensor<64x7x7x768xf32>
    %946 = stablehlo.multiply %945, %860 : tensor<64x7x7x768xf32>
    %947 = stablehlo.multiply %945, %859 : tensor<64x7x7x768xf32>
    %948 = stablehlo.constant dense<0.0> : tensor<f32>
    %949 = "stablehlo.reduce"(%947, %948) ({
    ^bb0(%_r56a: tensor<f32>, %_r56b: tensor<f32>):
      %_r56c = stablehlo.add %_r56a, %_r56b : tensor<f32>
      "stablehlo.return"(%_r56c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<768xf32>
    %950 = "stablehlo.dot_general"(%946, %stages.3.blocks.2.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x7x7x768xf32>, tensor<3072x768xf32>) -> tensor<64x7x7x3072xf32>
    %951 = "stablehlo.dot_general"(%946, %856) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x7x7x768xf32>, tensor<64x7x7x3072xf32>) -> tensor<768x3072xf32>
    %952 = "stablehlo.transpose"(%951) {permutation = array<i64: 1, 0>} : (tensor<768x3072xf32>) -> tensor<3072x768xf32>
    %953 = stablehlo.constant dense<0.0> : tensor<f32>
    %954 = "stablehlo.reduce"(%946, %953) ({
    ^bb0(%_r57a: tensor<f32>, %_r57b: tensor<f32>):
      %_r57c = stablehlo.add %_r57a, %_r57b : tensor<f32>
      "stablehlo.return"(%_r57c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<768xf32>
    %955 = stablehlo.constant dense<0.5> : tensor<64x7x7x3072xf32>
    %956 = stablehlo.multiply %853, %955 : tensor<64x7x7x3072xf32>
    %957 = stablehlo.multiply %850, %850 : tensor<64x7x7x3072xf32>
    %958 = stablehlo.negate %957 : tensor<64x7x7x3072xf32>
    %959 = stablehlo.exponential %958 : tensor<64x7x7x3072xf32>
    %960 = stablehlo.constant dense<0.3989423> : tensor<64x7x7x3072xf32>
    %961 = stablehlo.multiply %959, %960 : tensor<64x7x7x3072xf32>
    %962 = stablehlo.multiply %848, %961 : tensor<64x7x7x3072xf32>
    %963 = stablehlo.add %956, %962 : tensor<64x7x7x3072xf32>
    %964 = stablehlo.multiply %950, %963 : tensor<64x7x7x3072xf32>
    %965 = "stablehlo.dot_general"(%964, %stages.3.blocks.2.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x7x7x3072xf32>, tensor<768x3072xf32>) -> tensor<64x7x7x768xf32>
    %966 = "stablehlo.dot_general"(%845, %964) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x7x7x768xf32>, tensor<64x7x7x3072xf32>) -> tensor<768x3072xf32>
    %967 = stablehlo.constant dense<0.0> : tensor<f32>
    %968 = "stablehlo.reduce"(%964, %967) ({
    ^bb0(%_r58a: tensor<f32>, %_r58b: tensor<f32>):
      %_r58c = stablehlo.add %_r58a, %_r58b : tensor<f32>
      "stablehlo.return"(%_r58c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7x3072xf32>, tensor<f32>) -> tensor<3072xf32>
    %969 = stablehlo.multiply %965, %842 : tensor<64x7x7x768xf32>
    %970 = stablehlo.constant dense<0.0> : tensor<f32>
    %971 = "stablehlo.reduce"(%969, %970) ({
    ^bb0(%_r59a: tensor<f32>, %_r59b: tensor<f32>):
      %_r59c = stablehlo.add %_r59a, %_r59b : tensor<f32>
      "stablehlo.return"(%_r59c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<64x7x7xf32>
    %972 = stablehlo.constant dense<768.0> : tensor<64x7x7xf32>
    %973 = stablehlo.divide %971, %972 : tensor<64x7x7xf32>
    %974 = "stablehlo.broadcast_in_dim"(%973) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7xf32>) -> tensor<64x7x7x768xf32>
    %975 = stablehlo.subtract %969, %974 : tensor<64x7x7x768xf32>
    %976 = stablehlo.multiply %969, %841 : tensor<64x7x7x768xf32>
    %977 = stablehlo.constant dense<0.0> : tensor<f32>
    %978 = "stablehlo.reduce"(%976, %977) ({
    ^bb0(%_r60a: tensor<f32>, %_r60b: tensor<f32>):
      %_r60c = stablehlo.add %_r60a, %_r60b : tensor<f32>
      "stablehlo.return"(%_r60c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<64x7x7xf32>
    %979 = stablehlo.constant dense<768.0> : tensor<64x7x7xf32>
    %980 = stablehlo.divide %978, %979 : tensor<64x7x7xf32>
    %981 = "stablehlo.broadcast_in_dim"(%980) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7xf32>) -> tensor<64x7x7x768xf32>
    %982 = stablehlo.multiply %841, %981 : tensor<64x7x7x768xf32>
    %983 = stablehlo.subtract %975, %982 : tensor<64x7x7x768xf32>
    %984 = stablehlo.multiply %840, %983 : tensor<64x7x7x768xf32>
    %985 = stablehlo.multiply %965, %841 : tensor<64x7x7x768xf32>
    %986 = stablehlo.constant dense<0.0> : tensor<f32>
    %987 = "stablehlo.reduce"(%985, %986) ({
    ^bb0(%_r61a: tensor<f32>, %_r61b: tensor<f32>):
      %_r61c = stablehlo.add %_r61a, %_r61b : tensor<f32>
      "stablehlo.return"(%_r61c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<768xf32>
    %988 = stablehlo.constant dense<0.0> : tensor<f32>
    %989 = "stablehlo.reduce"(%965, %988) ({
    ^bb0(%_r62a: tensor<f32>, %_r62b: tensor<f32>):
      %_r62c = stablehlo.add %_r62a, %_r62b : tensor<f32>
      "stablehlo.return"(%_r62c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<768xf32>
    %990 = "stablehlo.reverse"(%stages.3.blocks.2.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x768xf32>) -> tensor<7x7x1x768xf32>
    %991 = "stablehlo.convolution"(%984, %990) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 768 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x7x7x768xf32>, tensor<7x7x1x768xf32>) -> tensor<64x7x7x768xf32>
    %992 = "stablehlo.convolution"(%822, %984) {batch_group_count = 768 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x7x7x768xf32>, tensor<64x7x7x768xf32>) -> tensor<7x7x1x768xf32>
    %993 = stablehlo.constant dense<0.0> : tensor<f32>
    %994 = "stablehlo.reduce"(%984, %993) ({
    ^bb0(%_r63a: tensor<f32>, %_r63b: tensor<f32>):
      %_r63c = stablehlo.add %_r63a, %_r63b : tensor<f32>
      "stablehlo.return"(%_r63c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<768xf32>
    %995 = stablehlo.add %991, %944 : tensor<64x7x7x768xf32>
    %996 = stablehlo.multiply %995, %820 : tensor<64x7x7x768xf32>
    %997 = stablehlo.multiply %996, %817 : tensor<64x7x7x768xf32>
    %998 = stablehlo.multiply %996, %816 : tensor<64x7x7x768xf32>
    %999 = stablehlo.constant dense<0.0> : tensor<f32>
    %1000 = "stablehlo.reduce"(%998, %999) ({
    ^bb0(%_r64a: tensor<f32>, %_r64b: tensor<f32>):
      %_r64c = stablehlo.add %_r64a, %_r64b : tensor<f32>
      "stablehlo.return"(%_r64c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1001 = "stablehlo.dot_general"(%997, %stages.3.blocks.1.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x7x7x768xf32>, tensor<3072x768xf32>) -> tensor<64x7x7x3072xf32>
    %1002 = "stablehlo.dot_general"(%997, %813) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x7x7x768xf32>, tensor<64x7x7x3072xf32>) -> tensor<768x3072xf32>
    %1003 = "stablehlo.transpose"(%1002) {permutation = array<i64: 1, 0>} : (tensor<768x3072xf32>) -> tensor<3072x768xf32>
    %1004 = stablehlo.constant dense<0.0> : tensor<f32>
    %1005 = "stablehlo.reduce"(%997, %1004) ({
    ^bb0(%_r65a: tensor<f32>, %_r65b: tensor<f32>):
      %_r65c = stablehlo.add %_r65a, %_r65b : tensor<f32>
      "stablehlo.return"(%_r65c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1006 = stablehlo.constant dense<0.5> : tensor<64x7x7x3072xf32>
    %1007 = stablehlo.multiply %810, %1006 : tensor<64x7x7x3072xf32>
    %1008 = stablehlo.multiply %807, %807 : tensor<64x7x7x3072xf32>
    %1009 = stablehlo.negate %1008 : tensor<64x7x7x3072xf32>
    %1010 = stablehlo.exponential %1009 : tensor<64x7x7x3072xf32>
    %1011 = stablehlo.constant dense<0.3989423> : tensor<64x7x7x3072xf32>
    %1012 = stablehlo.multiply %1010, %1011 : tensor<64x7x7x3072xf32>
    %1013 = stablehlo.multiply %805, %1012 : tensor<64x7x7x3072xf32>
    %1014 = stablehlo.add %1007, %1013 : tensor<64x7x7x3072xf32>
    %1015 = stablehlo.multiply %1001, %1014 : tensor<64x7x7x3072xf32>
    %1016 = "stablehlo.dot_general"(%1015, %stages.3.blocks.1.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x7x7x3072xf32>, tensor<768x3072xf32>) -> tensor<64x7x7x768xf32>
    %1017 = "stablehlo.dot_general"(%802, %1015) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x7x7x768xf32>, tensor<64x7x7x3072xf32>) -> tensor<768x3072xf32>
    %1018 = stablehlo.constant dense<0.0> : tensor<f32>
    %1019 = "stablehlo.reduce"(%1015, %1018) ({
    ^bb0(%_r66a: tensor<f32>, %_r66b: tensor<f32>):
      %_r66c = stablehlo.add %_r66a, %_r66b : tensor<f32>
      "stablehlo.return"(%_r66c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7x3072xf32>, tensor<f32>) -> tensor<3072xf32>
    %1020 = stablehlo.multiply %1016, %799 : tensor<64x7x7x768xf32>
    %1021 = stablehlo.constant dense<0.0> : tensor<f32>
    %1022 = "stablehlo.reduce"(%1020, %1021) ({
    ^bb0(%_r67a: tensor<f32>, %_r67b: tensor<f32>):
      %_r67c = stablehlo.add %_r67a, %_r67b : tensor<f32>
      "stablehlo.return"(%_r67c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<64x7x7xf32>
    %1023 = stablehlo.constant dense<768.0> : tensor<64x7x7xf32>
    %1024 = stablehlo.divide %1022, %1023 : tensor<64x7x7xf32>
    %1025 = "stablehlo.broadcast_in_dim"(%1024) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7xf32>) -> tensor<64x7x7x768xf32>
    %1026 = stablehlo.subtract %1020, %1025 : tensor<64x7x7x768xf32>
    %1027 = stablehlo.multiply %1020, %798 : tensor<64x7x7x768xf32>
    %1028 = stablehlo.constant dense<0.0> : tensor<f32>
    %1029 = "stablehlo.reduce"(%1027, %1028) ({
    ^bb0(%_r68a: tensor<f32>, %_r68b: tensor<f32>):
      %_r68c = stablehlo.add %_r68a, %_r68b : tensor<f32>
      "stablehlo.return"(%_r68c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<64x7x7xf32>
    %1030 = stablehlo.constant dense<768.0> : tensor<64x7x7xf32>
    %1031 = stablehlo.divide %1029, %1030 : tensor<64x7x7xf32>
    %1032 = "stablehlo.broadcast_in_dim"(%1031) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7xf32>) -> tensor<64x7x7x768xf32>
    %1033 = stablehlo.multiply %798, %1032 : tensor<64x7x7x768xf32>
    %1034 = stablehlo.subtract %1026, %1033 : tensor<64x7x7x768xf32>
    %1035 = stablehlo.multiply %797, %1034 : tensor<64x7x7x768xf32>
    %1036 = stablehlo.multiply %1016, %798 : tensor<64x7x7x768xf32>
    %1037 = stablehlo.constant dense<0.0> : tensor<f32>
    %1038 = "stablehlo.reduce"(%1036, %1037) ({
    ^bb0(%_r69a: tensor<f32>, %_r69b: tensor<f32>):
      %_r69c = stablehlo.add %_r69a, %_r69b : tensor<f32>
      "stablehlo.return"(%_r69c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1039 = stablehlo.constant dense<0.0> : tensor<f32>
    %1040 = "stablehlo.reduce"(%1016, %1039) ({
    ^bb0(%_r70a: tensor<f32>, %_r70b: tensor<f32>):
      %_r70c = stablehlo.add %_r70a, %_r70b : tensor<f32>
      "stablehlo.return"(%_r70c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1041 = "stablehlo.reverse"(%stages.3.blocks.1.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x768xf32>) -> tensor<7x7x1x768xf32>
    %1042 = "stablehlo.convolution"(%1035, %1041) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 768 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x7x7x768xf32>, tensor<7x7x1x768xf32>) -> tensor<64x7x7x768xf32>
    %1043 = "stablehlo.convolution"(%779, %1035) {batch_group_count = 768 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x7x7x768xf32>, tensor<64x7x7x768xf32>) -> tensor<7x7x1x768xf32>
    %1044 = stablehlo.constant dense<0.0> : tensor<f32>
    %1045 = "stablehlo.reduce"(%1035, %1044) ({
    ^bb0(%_r71a: tensor<f32>, %_r71b: tensor<f32>):
      %_r71c = stablehlo.add %_r71a, %_r71b : tensor<f32>
      "stablehlo.return"(%_r71c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1046 = stablehlo.add %1042, %995 : tensor<64x7x7x768xf32>
    %1047 = stablehlo.multiply %1046, %777 : tensor<64x7x7x768xf32>
    %1048 = stablehlo.multiply %1047, %774 : tensor<64x7x7x768xf32>
    %1049 = stablehlo.multiply %1047, %773 : tensor<64x7x7x768xf32>
    %1050 = stablehlo.constant dense<0.0> : tensor<f32>
    %1051 = "stablehlo.reduce"(%1049, %1050) ({
    ^bb0(%_r72a: tensor<f32>, %_r72b: tensor<f32>):
      %_r72c = stablehlo.add %_r72a, %_r72b : tensor<f32>
      "stablehlo.return"(%_r72c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1052 = "stablehlo.dot_general"(%1048, %stages.3.blocks.0.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x7x7x768xf32>, tensor<3072x768xf32>) -> tensor<64x7x7x3072xf32>
    %1053 = "stablehlo.dot_general"(%1048, %770) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x7x7x768xf32>, tensor<64x7x7x3072xf32>) -> tensor<768x3072xf32>
    %1054 = "stablehlo.transpose"(%1053) {permutation = array<i64: 1, 0>} : (tensor<768x3072xf32>) -> tensor<3072x768xf32>
    %1055 = stablehlo.constant dense<0.0> : tensor<f32>
    %1056 = "stablehlo.reduce"(%1048, %1055) ({
    ^bb0(%_r73a: tensor<f32>, %_r73b: tensor<f32>):
      %_r73c = stablehlo.add %_r73a, %_r73b : tensor<f32>
      "stablehlo.return"(%_r73c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1057 = stablehlo.constant dense<0.5> : tensor<64x7x7x3072xf32>
    %1058 = stablehlo.multiply %767, %1057 : tensor<64x7x7x3072xf32>
    %1059 = stablehlo.multiply %764, %764 : tensor<64x7x7x3072xf32>
    %1060 = stablehlo.negate %1059 : tensor<64x7x7x3072xf32>
    %1061 = stablehlo.exponential %1060 : tensor<64x7x7x3072xf32>
    %1062 = stablehlo.constant dense<0.3989423> : tensor<64x7x7x3072xf32>
    %1063 = stablehlo.multiply %1061, %1062 : tensor<64x7x7x3072xf32>
    %1064 = stablehlo.multiply %762, %1063 : tensor<64x7x7x3072xf32>
    %1065 = stablehlo.add %1058, %1064 : tensor<64x7x7x3072xf32>
    %1066 = stablehlo.multiply %1052, %1065 : tensor<64x7x7x3072xf32>
    %1067 = "stablehlo.dot_general"(%1066, %stages.3.blocks.0.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x7x7x3072xf32>, tensor<768x3072xf32>) -> tensor<64x7x7x768xf32>
    %1068 = "stablehlo.dot_general"(%759, %1066) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x7x7x768xf32>, tensor<64x7x7x3072xf32>) -> tensor<768x3072xf32>
    %1069 = stablehlo.constant dense<0.0> : tensor<f32>
    %1070 = "stablehlo.reduce"(%1066, %1069) ({
    ^bb0(%_r74a: tensor<f32>, %_r74b: tensor<f32>):
      %_r74c = stablehlo.add %_r74a, %_r74b : tensor<f32>
      "stablehlo.return"(%_r74c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7x3072xf32>, tensor<f32>) -> tensor<3072xf32>
    %1071 = stablehlo.multiply %1067, %756 : tensor<64x7x7x768xf32>
    %1072 = stablehlo.constant dense<0.0> : tensor<f32>
    %1073 = "stablehlo.reduce"(%1071, %1072) ({
    ^bb0(%_r75a: tensor<f32>, %_r75b: tensor<f32>):
      %_r75c = stablehlo.add %_r75a, %_r75b : tensor<f32>
      "stablehlo.return"(%_r75c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<64x7x7xf32>
    %1074 = stablehlo.constant dense<768.0> : tensor<64x7x7xf32>
    %1075 = stablehlo.divide %1073, %1074 : tensor<64x7x7xf32>
    %1076 = "stablehlo.broadcast_in_dim"(%1075) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7xf32>) -> tensor<64x7x7x768xf32>
    %1077 = stablehlo.subtract %1071, %1076 : tensor<64x7x7x768xf32>
    %1078 = stablehlo.multiply %1071, %755 : tensor<64x7x7x768xf32>
    %1079 = stablehlo.constant dense<0.0> : tensor<f32>
    %1080 = "stablehlo.reduce"(%1078, %1079) ({
    ^bb0(%_r76a: tensor<f32>, %_r76b: tensor<f32>):
      %_r76c = stablehlo.add %_r76a, %_r76b : tensor<f32>
      "stablehlo.return"(%_r76c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<64x7x7xf32>
    %1081 = stablehlo.constant dense<768.0> : tensor<64x7x7xf32>
    %1082 = stablehlo.divide %1080, %1081 : tensor<64x7x7xf32>
    %1083 = "stablehlo.broadcast_in_dim"(%1082) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7xf32>) -> tensor<64x7x7x768xf32>
    %1084 = stablehlo.multiply %755, %1083 : tensor<64x7x7x768xf32>
    %1085 = stablehlo.subtract %1077, %1084 : tensor<64x7x7x768xf32>
    %1086 = stablehlo.multiply %754, %1085 : tensor<64x7x7x768xf32>
    %1087 = stablehlo.multiply %1067, %755 : tensor<64x7x7x768xf32>
    %1088 = stablehlo.constant dense<0.0> : tensor<f32>
    %1089 = "stablehlo.reduce"(%1087, %1088) ({
    ^bb0(%_r77a: tensor<f32>, %_r77b: tensor<f32>):
      %_r77c = stablehlo.add %_r77a, %_r77b : tensor<f32>
      "stablehlo.return"(%_r77c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1090 = stablehlo.constant dense<0.0> : tensor<f32>
    %1091 = "stablehlo.reduce"(%1067, %1090) ({
    ^bb0(%_r78a: tensor<f32>, %_r78b: tensor<f32>):
      %_r78c = stablehlo.add %_r78a, %_r78b : tensor<f32>
      "stablehlo.return"(%_r78c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1092 = "stablehlo.reverse"(%stages.3.blocks.0.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x768xf32>) -> tensor<7x7x1x768xf32>
    %1093 = "stablehlo.convolution"(%1086, %1092) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 768 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x7x7x768xf32>, tensor<7x7x1x768xf32>) -> tensor<64x7x7x768xf32>
    %1094 = "stablehlo.convolution"(%736, %1086) {batch_group_count = 768 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x7x7x768xf32>, tensor<64x7x7x768xf32>) -> tensor<7x7x1x768xf32>
    %1095 = stablehlo.constant dense<0.0> : tensor<f32>
    %1096 = "stablehlo.reduce"(%1086, %1095) ({
    ^bb0(%_r79a: tensor<f32>, %_r79b: tensor<f32>):
      %_r79c = stablehlo.add %_r79a, %_r79b : tensor<f32>
      "stablehlo.return"(%_r79c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1097 = stablehlo.add %1093, %1046 : tensor<64x7x7x768xf32>
    %1098 = "stablehlo.reverse"(%stages.3.down.conv.w) {dimensions = array<i64: 0, 1>} : (tensor<2x2x384x768xf32>) -> tensor<2x2x384x768xf32>
    %1099 = "stablehlo.convolution"(%1097, %1098) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 2, 2>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x7x7x768xf32>, tensor<2x2x384x768xf32>) -> tensor<64x14x14x384xf32>
    %1100 = "stablehlo.convolution"(%733, %1097) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 2, 2>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<64x7x7x768xf32>) -> tensor<2x2x384x768xf32>
    %1101 = stablehlo.constant dense<0.0> : tensor<f32>
    %1102 = "stablehlo.reduce"(%1097, %1101) ({
    ^bb0(%_r80a: tensor<f32>, %_r80b: tensor<f32>):
      %_r80c = stablehlo.add %_r80a, %_r80b : tensor<f32>
      "stablehlo.return"(%_r80c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1103 = stablehlo.multiply %1099, %730 : tensor<64x14x14x384xf32>
    %1104 = stablehlo.constant dense<0.0> : tensor<f32>
    %1105 = "stablehlo.reduce"(%1103, %1104) ({
    ^bb0(%_r81a: tensor<f32>, %_r81b: tensor<f32>):
      %_r81c = stablehlo.add %_r81a, %_r81b : tensor<f32>
      "stablehlo.return"(%_r81c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1106 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1107 = stablehlo.divide %1105, %1106 : tensor<64x14x14xf32>
    %1108 = "stablehlo.broadcast_in_dim"(%1107) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1109 = stablehlo.subtract %1103, %1108 : tensor<64x14x14x384xf32>
    %1110 = stablehlo.multiply %1103, %729 : tensor<64x14x14x384xf32>
    %1111 = stablehlo.constant dense<0.0> : tensor<f32>
    %1112 = "stablehlo.reduce"(%1110, %1111) ({
    ^bb0(%_r82a: tensor<f32>, %_r82b: tensor<f32>):
      %_r82c = stablehlo.add %_r82a, %_r82b : tensor<f32>
      "stablehlo.return"(%_r82c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1113 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1114 = stablehlo.divide %1112, %1113 : tensor<64x14x14xf32>
    %1115 = "stablehlo.broadcast_in_dim"(%1114) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1116 = stablehlo.multiply %729, %1115 : tensor<64x14x14x384xf32>
    %1117 = stablehlo.subtract %1109, %1116 : tensor<64x14x14x384xf32>
    %1118 = stablehlo.multiply %728, %1117 : tensor<64x14x14x384xf32>
    %1119 = stablehlo.multiply %1099, %729 : tensor<64x14x14x384xf32>
    %1120 = stablehlo.constant dense<0.0> : tensor<f32>
    %1121 = "stablehlo.reduce"(%1119, %1120) ({
    ^bb0(%_r83a: tensor<f32>, %_r83b: tensor<f32>):
      %_r83c = stablehlo.add %_r83a, %_r83b : tensor<f32>
      "stablehlo.return"(%_r83c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1122 = stablehlo.constant dense<0.0> : tensor<f32>
    %1123 = "stablehlo.reduce"(%1099, %1122) ({
    ^bb0(%_r84a: tensor<f32>, %_r84b: tensor<f32>):
      %_r84c = stablehlo.add %_r84a, %_r84b : tensor<f32>
      "stablehlo.return"(%_r84c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1124 = stablehlo.multiply %1118, %711 : tensor<64x14x14x384xf32>
    %1125 = stablehlo.multiply %1124, %708 : tensor<64x14x14x384xf32>
    %1126 = stablehlo.multiply %1124, %707 : tensor<64x14x14x384xf32>
    %1127 = stablehlo.constant dense<0.0> : tensor<f32>
    %1128 = "stablehlo.reduce"(%1126, %1127) ({
    ^bb0(%_r85a: tensor<f32>, %_r85b: tensor<f32>):
      %_r85c = stablehlo.add %_r85a, %_r85b : tensor<f32>
      "stablehlo.return"(%_r85c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1129 = "stablehlo.dot_general"(%1125, %stages.2.blocks.8.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x14x14x384xf32>, tensor<1536x384xf32>) -> tensor<64x14x14x1536xf32>
    %1130 = "stablehlo.dot_general"(%1125, %704) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x1536xf32>) -> tensor<384x1536xf32>
    %1131 = "stablehlo.transpose"(%1130) {permutation = array<i64: 1, 0>} : (tensor<384x1536xf32>) -> tensor<1536x384xf32>
    %1132 = stablehlo.constant dense<0.0> : tensor<f32>
    %1133 = "stablehlo.reduce"(%1125, %1132) ({
    ^bb0(%_r86a: tensor<f32>, %_r86b: tensor<f32>):
      %_r86c = stablehlo.add %_r86a, %_r86b : tensor<f32>
      "stablehlo.return"(%_r86c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1134 = stablehlo.constant dense<0.5> : tensor<64x14x14x1536xf32>
    %1135 = stablehlo.multiply %701, %1134 : tensor<64x14x14x1536xf32>
    %1136 = stablehlo.multiply %698, %698 : tensor<64x14x14x1536xf32>
    %1137 = stablehlo.negate %1136 : tensor<64x14x14x1536xf32>
    %1138 = stablehlo.exponential %1137 : tensor<64x14x14x1536xf32>
    %1139 = stablehlo.constant dense<0.3989423> : tensor<64x14x14x1536xf32>
    %1140 = stablehlo.multiply %1138, %1139 : tensor<64x14x14x1536xf32>
    %1141 = stablehlo.multiply %696, %1140 : tensor<64x14x14x1536xf32>
    %1142 = stablehlo.add %1135, %1141 : tensor<64x14x14x1536xf32>
    %1143 = stablehlo.multiply %1129, %1142 : tensor<64x14x14x1536xf32>
    %1144 = "stablehlo.dot_general"(%1143, %stages.2.blocks.8.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x14x14x1536xf32>, tensor<384x1536xf32>) -> tensor<64x14x14x384xf32>
    %1145 = "stablehlo.dot_general"(%693, %1143) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x1536xf32>) -> tensor<384x1536xf32>
    %1146 = stablehlo.constant dense<0.0> : tensor<f32>
    %1147 = "stablehlo.reduce"(%1143, %1146) ({
    ^bb0(%_r87a: tensor<f32>, %_r87b: tensor<f32>):
      %_r87c = stablehlo.add %_r87a, %_r87b : tensor<f32>
      "stablehlo.return"(%_r87c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %1148 = stablehlo.multiply %1144, %690 : tensor<64x14x14x384xf32>
    %1149 = stablehlo.constant dense<0.0> : tensor<f32>
    %1150 = "stablehlo.reduce"(%1148, %1149) ({
    ^bb0(%_r88a: tensor<f32>, %_r88b: tensor<f32>):
      %_r88c = stablehlo.add %_r88a, %_r88b : tensor<f32>
      "stablehlo.return"(%_r88c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1151 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1152 = stablehlo.divide %1150, %1151 : tensor<64x14x14xf32>
    %1153 = "stablehlo.broadcast_in_dim"(%1152) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1154 = stablehlo.subtract %1148, %1153 : tensor<64x14x14x384xf32>
    %1155 = stablehlo.multiply %1148, %689 : tensor<64x14x14x384xf32>
    %1156 = stablehlo.constant dense<0.0> : tensor<f32>
    %1157 = "stablehlo.reduce"(%1155, %1156) ({
    ^bb0(%_r89a: tensor<f32>, %_r89b: tensor<f32>):
      %_r89c = stablehlo.add %_r89a, %_r89b : tensor<f32>
      "stablehlo.return"(%_r89c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1158 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1159 = stablehlo.divide %1157, %1158 : tensor<64x14x14xf32>
    %1160 = "stablehlo.broadcast_in_dim"(%1159) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1161 = stablehlo.multiply %689, %1160 : tensor<64x14x14x384xf32>
    %1162 = stablehlo.subtract %1154, %1161 : tensor<64x14x14x384xf32>
    %1163 = stablehlo.multiply %688, %1162 : tensor<64x14x14x384xf32>
    %1164 = stablehlo.multiply %1144, %689 : tensor<64x14x14x384xf32>
    %1165 = stablehlo.constant dense<0.0> : tensor<f32>
    %1166 = "stablehlo.reduce"(%1164, %1165) ({
    ^bb0(%_r90a: tensor<f32>, %_r90b: tensor<f32>):
      %_r90c = stablehlo.add %_r90a, %_r90b : tensor<f32>
      "stablehlo.return"(%_r90c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1167 = stablehlo.constant dense<0.0> : tensor<f32>
    %1168 = "stablehlo.reduce"(%1144, %1167) ({
    ^bb0(%_r91a: tensor<f32>, %_r91b: tensor<f32>):
      %_r91c = stablehlo.add %_r91a, %_r91b : tensor<f32>
      "stablehlo.return"(%_r91c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1169 = "stablehlo.reverse"(%stages.2.blocks.8.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %1170 = "stablehlo.convolution"(%1163, %1169) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<7x7x1x384xf32>) -> tensor<64x14x14x384xf32>
    %1171 = "stablehlo.convolution"(%670, %1163) {batch_group_count = 384 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x384xf32>) -> tensor<7x7x1x384xf32>
    %1172 = stablehlo.constant dense<0.0> : tensor<f32>
    %1173 = "stablehlo.reduce"(%1163, %1172) ({
    ^bb0(%_r92a: tensor<f32>, %_r92b: tensor<f32>):
      %_r92c = stablehlo.add %_r92a, %_r92b : tensor<f32>
      "stablehlo.return"(%_r92c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1174 = stablehlo.add %1170, %1118 : tensor<64x14x14x384xf32>
    %1175 = stablehlo.multiply %1174, %668 : tensor<64x14x14x384xf32>
    %1176 = stablehlo.multiply %1175, %665 : tensor<64x14x14x384xf32>
    %1177 = stablehlo.multiply %1175, %664 : tensor<64x14x14x384xf32>
    %1178 = stablehlo.constant dense<0.0> : tensor<f32>
    %1179 = "stablehlo.reduce"(%1177, %1178) ({
    ^bb0(%_r93a: tensor<f32>, %_r93b: tensor<f32>):
      %_r93c = stablehlo.add %_r93a, %_r93b : tensor<f32>
      "stablehlo.return"(%_r93c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1180 = "stablehlo.dot_general"(%1176, %stages.2.blocks.7.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x14x14x384xf32>, tensor<1536x384xf32>) -> tensor<64x14x14x1536xf32>
    %1181 = "stablehlo.dot_general"(%1176, %661) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x1536xf32>) -> tensor<384x1536xf32>
    %1182 = "stablehlo.transpose"(%1181) {permutation = array<i64: 1, 0>} : (tensor<384x1536xf32>) -> tensor<1536x384xf32>
    %1183 = stablehlo.constant dense<0.0> : tensor<f32>
    %1184 = "stablehlo.reduce"(%1176, %1183) ({
    ^bb0(%_r94a: tensor<f32>, %_r94b: tensor<f32>):
      %_r94c = stablehlo.add %_r94a, %_r94b : tensor<f32>
      "stablehlo.return"(%_r94c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1185 = stablehlo.constant dense<0.5> : tensor<64x14x14x1536xf32>
    %1186 = stablehlo.multiply %658, %1185 : tensor<64x14x14x1536xf32>
    %1187 = stablehlo.multiply %655, %655 : tensor<64x14x14x1536xf32>
    %1188 = stablehlo.negate %1187 : tensor<64x14x14x1536xf32>
    %1189 = stablehlo.exponential %1188 : tensor<64x14x14x1536xf32>
    %1190 = stablehlo.constant dense<0.3989423> : tensor<64x14x14x1536xf32>
    %1191 = stablehlo.multiply %1189, %1190 : tensor<64x14x14x1536xf32>
    %1192 = stablehlo.multiply %653, %1191 : tensor<64x14x14x1536xf32>
    %1193 = stablehlo.add %1186, %1192 : tensor<64x14x14x1536xf32>
    %1194 = stablehlo.multiply %1180, %1193 : tensor<64x14x14x1536xf32>
    %1195 = "stablehlo.dot_general"(%1194, %stages.2.blocks.7.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x14x14x1536xf32>, tensor<384x1536xf32>) -> tensor<64x14x14x384xf32>
    %1196 = "stablehlo.dot_general"(%650, %1194) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x1536xf32>) -> tensor<384x1536xf32>
    %1197 = stablehlo.constant dense<0.0> : tensor<f32>
    %1198 = "stablehlo.reduce"(%1194, %1197) ({
    ^bb0(%_r95a: tensor<f32>, %_r95b: tensor<f32>):
      %_r95c = stablehlo.add %_r95a, %_r95b : tensor<f32>
      "stablehlo.return"(%_r95c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %1199 = stablehlo.multiply %1195, %647 : tensor<64x14x14x384xf32>
    %1200 = stablehlo.constant dense<0.0> : tensor<f32>
    %1201 = "stablehlo.reduce"(%1199, %1200) ({
    ^bb0(%_r96a: tensor<f32>, %_r96b: tensor<f32>):
      %_r96c = stablehlo.add %_r96a, %_r96b : tensor<f32>
      "stablehlo.return"(%_r96c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1202 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1203 = stablehlo.divide %1201, %1202 : tensor<64x14x14xf32>
    %1204 = "stablehlo.broadcast_in_dim"(%1203) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1205 = stablehlo.subtract %1199, %1204 : tensor<64x14x14x384xf32>
    %1206 = stablehlo.multiply %1199, %646 : tensor<64x14x14x384xf32>
    %1207 = stablehlo.constant dense<0.0> : tensor<f32>
    %1208 = "stablehlo.reduce"(%1206, %1207) ({
    ^bb0(%_r97a: tensor<f32>, %_r97b: tensor<f32>):
      %_r97c = stablehlo.add %_r97a, %_r97b : tensor<f32>
      "stablehlo.return"(%_r97c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1209 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1210 = stablehlo.divide %1208, %1209 : tensor<64x14x14xf32>
    %1211 = "stablehlo.broadcast_in_dim"(%1210) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1212 = stablehlo.multiply %646, %1211 : tensor<64x14x14x384xf32>
    %1213 = stablehlo.subtract %1205, %1212 : tensor<64x14x14x384xf32>
    %1214 = stablehlo.multiply %645, %1213 : tensor<64x14x14x384xf32>
    %1215 = stablehlo.multiply %1195, %646 : tensor<64x14x14x384xf32>
    %1216 = stablehlo.constant dense<0.0> : tensor<f32>
    %1217 = "stablehlo.reduce"(%1215, %1216) ({
    ^bb0(%_r98a: tensor<f32>, %_r98b: tensor<f32>):
      %_r98c = stablehlo.add %_r98a, %_r98b : tensor<f32>
      "stablehlo.return"(%_r98c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1218 = stablehlo.constant dense<0.0> : tensor<f32>
    %1219 = "stablehlo.reduce"(%1195, %1218) ({
    ^bb0(%_r99a: tensor<f32>, %_r99b: tensor<f32>):
      %_r99c = stablehlo.add %_r99a, %_r99b : tensor<f32>
      "stablehlo.return"(%_r99c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1220 = "stablehlo.reverse"(%stages.2.blocks.7.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %1221 = "stablehlo.convolution"(%1214, %1220) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<7x7x1x384xf32>) -> tensor<64x14x14x384xf32>
    %1222 = "stablehlo.convolution"(%627, %1214) {batch_group_count = 384 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x384xf32>) -> tensor<7x7x1x384xf32>
    %1223 = stablehlo.constant dense<0.0> : tensor<f32>
    %1224 = "stablehlo.reduce"(%1214, %1223) ({
    ^bb0(%_r100a: tensor<f32>, %_r100b: tensor<f32>):
      %_r100c = stablehlo.add %_r100a, %_r100b : tensor<f32>
      "stablehlo.return"(%_r100c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1225 = stablehlo.add %1221, %1174 : tensor<64x14x14x384xf32>
    %1226 = stablehlo.multiply %1225, %625 : tensor<64x14x14x384xf32>
    %1227 = stablehlo.multiply %1226, %622 : tensor<64x14x14x384xf32>
    %1228 = stablehlo.multiply %1226, %621 : tensor<64x14x14x384xf32>
    %1229 = stablehlo.constant dense<0.0> : tensor<f32>
    %1230 = "stablehlo.reduce"(%1228, %1229) ({
    ^bb0(%_r101a: tensor<f32>, %_r101b: tensor<f32>):
      %_r101c = stablehlo.add %_r101a, %_r101b : tensor<f32>
      "stablehlo.return"(%_r101c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1231 = "stablehlo.dot_general"(%1227, %stages.2.blocks.6.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x14x14x384xf32>, tensor<1536x384xf32>) -> tensor<64x14x14x1536xf32>
    %1232 = "stablehlo.dot_general"(%1227, %618) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x1536xf32>) -> tensor<384x1536xf32>
    %1233 = "stablehlo.transpose"(%1232) {permutation = array<i64: 1, 0>} : (tensor<384x1536xf32>) -> tensor<1536x384xf32>
    %1234 = stablehlo.constant dense<0.0> : tensor<f32>
    %1235 = "stablehlo.reduce"(%1227, %1234) ({
    ^bb0(%_r102a: tensor<f32>, %_r102b: tensor<f32>):
      %_r102c = stablehlo.add %_r102a, %_r102b : tensor<f32>
      "stablehlo.return"(%_r102c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1236 = stablehlo.constant dense<0.5> : tensor<64x14x14x1536xf32>
    %1237 = stablehlo.multiply %615, %1236 : tensor<64x14x14x1536xf32>
    %1238 = stablehlo.multiply %612, %612 : tensor<64x14x14x1536xf32>
    %1239 = stablehlo.negate %1238 : tensor<64x14x14x1536xf32>
    %1240 = stablehlo.exponential %1239 : tensor<64x14x14x1536xf32>
    %1241 = stablehlo.constant dense<0.3989423> : tensor<64x14x14x1536xf32>
    %1242 = stablehlo.multiply %1240, %1241 : tensor<64x14x14x1536xf32>
    %1243 = stablehlo.multiply %610, %1242 : tensor<64x14x14x1536xf32>
    %1244 = stablehlo.add %1237, %1243 : tensor<64x14x14x1536xf32>
    %1245 = stablehlo.multiply %1231, %1244 : tensor<64x14x14x1536xf32>
    %1246 = "stablehlo.dot_general"(%1245, %stages.2.blocks.6.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x14x14x1536xf32>, tensor<384x1536xf32>) -> tensor<64x14x14x384xf32>
    %1247 = "stablehlo.dot_general"(%607, %1245) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x1536xf32>) -> tensor<384x1536xf32>
    %1248 = stablehlo.constant dense<0.0> : tensor<f32>
    %1249 = "stablehlo.reduce"(%1245, %1248) ({
    ^bb0(%_r103a: tensor<f32>, %_r103b: tensor<f32>):
      %_r103c = stablehlo.add %_r103a, %_r103b : tensor<f32>
      "stablehlo.return"(%_r103c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %1250 = stablehlo.multiply %1246, %604 : tensor<64x14x14x384xf32>
    %1251 = stablehlo.constant dense<0.0> : tensor<f32>
    %1252 = "stablehlo.reduce"(%1250, %1251) ({
    ^bb0(%_r104a: tensor<f32>, %_r104b: tensor<f32>):
      %_r104c = stablehlo.add %_r104a, %_r104b : tensor<f32>
      "stablehlo.return"(%_r104c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1253 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1254 = stablehlo.divide %1252, %1253 : tensor<64x14x14xf32>
    %1255 = "stablehlo.broadcast_in_dim"(%1254) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1256 = stablehlo.subtract %1250, %1255 : tensor<64x14x14x384xf32>
    %1257 = stablehlo.multiply %1250, %603 : tensor<64x14x14x384xf32>
    %1258 = stablehlo.constant dense<0.0> : tensor<f32>
    %1259 = "stablehlo.reduce"(%1257, %1258) ({
    ^bb0(%_r105a: tensor<f32>, %_r105b: tensor<f32>):
      %_r105c = stablehlo.add %_r105a, %_r105b : tensor<f32>
      "stablehlo.return"(%_r105c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1260 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1261 = stablehlo.divide %1259, %1260 : tensor<64x14x14xf32>
    %1262 = "stablehlo.broadcast_in_dim"(%1261) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1263 = stablehlo.multiply %603, %1262 : tensor<64x14x14x384xf32>
    %1264 = stablehlo.subtract %1256, %1263 : tensor<64x14x14x384xf32>
    %1265 = stablehlo.multiply %602, %1264 : tensor<64x14x14x384xf32>
    %1266 = stablehlo.multiply %1246, %603 : tensor<64x14x14x384xf32>
    %1267 = stablehlo.constant dense<0.0> : tensor<f32>
    %1268 = "stablehlo.reduce"(%1266, %1267) ({
    ^bb0(%_r106a: tensor<f32>, %_r106b: tensor<f32>):
      %_r106c = stablehlo.add %_r106a, %_r106b : tensor<f32>
      "stablehlo.return"(%_r106c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1269 = stablehlo.constant dense<0.0> : tensor<f32>
    %1270 = "stablehlo.reduce"(%1246, %1269) ({
    ^bb0(%_r107a: tensor<f32>, %_r107b: tensor<f32>):
      %_r107c = stablehlo.add %_r107a, %_r107b : tensor<f32>
      "stablehlo.return"(%_r107c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1271 = "stablehlo.reverse"(%stages.2.blocks.6.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %1272 = "stablehlo.convolution"(%1265, %1271) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<7x7x1x384xf32>) -> tensor<64x14x14x384xf32>
    %1273 = "stablehlo.convolution"(%584, %1265) {batch_group_count = 384 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x384xf32>) -> tensor<7x7x1x384xf32>
    %1274 = stablehlo.constant dense<0.0> : tensor<f32>
    %1275 = "stablehlo.reduce"(%1265, %1274) ({
    ^bb0(%_r108a: tensor<f32>, %_r108b: tensor<f32>):
      %_r108c = stablehlo.add %_r108a, %_r108b : tensor<f32>
      "stablehlo.return"(%_r108c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1276 = stablehlo.add %1272, %1225 : tensor<64x14x14x384xf32>
    %1277 = stablehlo.multiply %1276, %582 : tensor<64x14x14x384xf32>
    %1278 = stablehlo.multiply %1277, %579 : tensor<64x14x14x384xf32>
    %1279 = stablehlo.multiply %1277, %578 : tensor<64x14x14x384xf32>
    %1280 = stablehlo.constant dense<0.0> : tensor<f32>
    %1281 = "stablehlo.reduce"(%1279, %1280) ({
    ^bb0(%_r109a: tensor<f32>, %_r109b: tensor<f32>):
      %_r109c = stablehlo.add %_r109a, %_r109b : tensor<f32>
      "stablehlo.return"(%_r109c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1282 = "stablehlo.dot_general"(%1278, %stages.2.blocks.5.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x14x14x384xf32>, tensor<1536x384xf32>) -> tensor<64x14x14x1536xf32>
    %1283 = "stablehlo.dot_general"(%1278, %575) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x1536xf32>) -> tensor<384x1536xf32>
    %1284 = "stablehlo.transpose"(%1283) {permutation = array<i64: 1, 0>} : (tensor<384x1536xf32>) -> tensor<1536x384xf32>
    %1285 = stablehlo.constant dense<0.0> : tensor<f32>
    %1286 = "stablehlo.reduce"(%1278, %1285) ({
    ^bb0(%_r110a: tensor<f32>, %_r110b: tensor<f32>):
      %_r110c = stablehlo.add %_r110a, %_r110b : tensor<f32>
      "stablehlo.return"(%_r110c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1287 = stablehlo.constant dense<0.5> : tensor<64x14x14x1536xf32>
    %1288 = stablehlo.multiply %572, %1287 : tensor<64x14x14x1536xf32>
    %1289 = stablehlo.multiply %569, %569 : tensor<64x14x14x1536xf32>
    %1290 = stablehlo.negate %1289 : tensor<64x14x14x1536xf32>
    %1291 = stablehlo.exponential %1290 : tensor<64x14x14x1536xf32>
    %1292 = stablehlo.constant dense<0.3989423> : tensor<64x14x14x1536xf32>
    %1293 = stablehlo.multiply %1291, %1292 : tensor<64x14x14x1536xf32>
    %1294 = stablehlo.multiply %567, %1293 : tensor<64x14x14x1536xf32>
    %1295 = stablehlo.add %1288, %1294 : tensor<64x14x14x1536xf32>
    %1296 = stablehlo.multiply %1282, %1295 : tensor<64x14x14x1536xf32>
    %1297 = "stablehlo.dot_general"(%1296, %stages.2.blocks.5.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x14x14x1536xf32>, tensor<384x1536xf32>) -> tensor<64x14x14x384xf32>
    %1298 = "stablehlo.dot_general"(%564, %1296) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x1536xf32>) -> tensor<384x1536xf32>
    %1299 = stablehlo.constant dense<0.0> : tensor<f32>
    %1300 = "stablehlo.reduce"(%1296, %1299) ({
    ^bb0(%_r111a: tensor<f32>, %_r111b: tensor<f32>):
      %_r111c = stablehlo.add %_r111a, %_r111b : tensor<f32>
      "stablehlo.return"(%_r111c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %1301 = stablehlo.multiply %1297, %561 : tensor<64x14x14x384xf32>
    %1302 = stablehlo.constant dense<0.0> : tensor<f32>
    %1303 = "stablehlo.reduce"(%1301, %1302) ({
    ^bb0(%_r112a: tensor<f32>, %_r112b: tensor<f32>):
      %_r112c = stablehlo.add %_r112a, %_r112b : tensor<f32>
      "stablehlo.return"(%_r112c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1304 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1305 = stablehlo.divide %1303, %1304 : tensor<64x14x14xf32>
    %1306 = "stablehlo.broadcast_in_dim"(%1305) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1307 = stablehlo.subtract %1301, %1306 : tensor<64x14x14x384xf32>
    %1308 = stablehlo.multiply %1301, %560 : tensor<64x14x14x384xf32>
    %1309 = stablehlo.constant dense<0.0> : tensor<f32>
    %1310 = "stablehlo.reduce"(%1308, %1309) ({
    ^bb0(%_r113a: tensor<f32>, %_r113b: tensor<f32>):
      %_r113c = stablehlo.add %_r113a, %_r113b : tensor<f32>
      "stablehlo.return"(%_r113c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1311 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1312 = stablehlo.divide %1310, %1311 : tensor<64x14x14xf32>
    %1313 = "stablehlo.broadcast_in_dim"(%1312) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1314 = stablehlo.multiply %560, %1313 : tensor<64x14x14x384xf32>
    %1315 = stablehlo.subtract %1307, %1314 : tensor<64x14x14x384xf32>
    %1316 = stablehlo.multiply %559, %1315 : tensor<64x14x14x384xf32>
    %1317 = stablehlo.multiply %1297, %560 : tensor<64x14x14x384xf32>
    %1318 = stablehlo.constant dense<0.0> : tensor<f32>
    %1319 = "stablehlo.reduce"(%1317, %1318) ({
    ^bb0(%_r114a: tensor<f32>, %_r114b: tensor<f32>):
      %_r114c = stablehlo.add %_r114a, %_r114b : tensor<f32>
      "stablehlo.return"(%_r114c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1320 = stablehlo.constant dense<0.0> : tensor<f32>
    %1321 = "stablehlo.reduce"(%1297, %1320) ({
    ^bb0(%_r115a: tensor<f32>, %_r115b: tensor<f32>):
      %_r115c = stablehlo.add %_r115a, %_r115b : tensor<f32>
      "stablehlo.return"(%_r115c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1322 = "stablehlo.reverse"(%stages.2.blocks.5.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %1323 = "stablehlo.convolution"(%1316, %1322) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<7x7x1x384xf32>) -> tensor<64x14x14x384xf32>
    %1324 = "stablehlo.convolution"(%541, %1316) {batch_group_count = 384 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x384xf32>) -> tensor<7x7x1x384xf32>
    %1325 = stablehlo.constant dense<0.0> : tensor<f32>
    %1326 = "stablehlo.reduce"(%1316, %1325) ({
    ^bb0(%_r116a: tensor<f32>, %_r116b: tensor<f32>):
      %_r116c = stablehlo.add %_r116a, %_r116b : tensor<f32>
      "stablehlo.return"(%_r116c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1327 = stablehlo.add %1323, %1276 : tensor<64x14x14x384xf32>
    %1328 = stablehlo.multiply %1327, %539 : tensor<64x14x14x384xf32>
    %1329 = stablehlo.multiply %1328, %536 : tensor<64x14x14x384xf32>
    %1330 = stablehlo.multiply %1328, %535 : tensor<64x14x14x384xf32>
    %1331 = stablehlo.constant dense<0.0> : tensor<f32>
    %1332 = "stablehlo.reduce"(%1330, %1331) ({
    ^bb0(%_r117a: tensor<f32>, %_r117b: tensor<f32>):
      %_r117c = stablehlo.add %_r117a, %_r117b : tensor<f32>
      "stablehlo.return"(%_r117c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1333 = "stablehlo.dot_general"(%1329, %stages.2.blocks.4.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x14x14x384xf32>, tensor<1536x384xf32>) -> tensor<64x14x14x1536xf32>
    %1334 = "stablehlo.dot_general"(%1329, %532) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x1536xf32>) -> tensor<384x1536xf32>
    %1335 = "stablehlo.transpose"(%1334) {permutation = array<i64: 1, 0>} : (tensor<384x1536xf32>) -> tensor<1536x384xf32>
    %1336 = stablehlo.constant dense<0.0> : tensor<f32>
    %1337 = "stablehlo.reduce"(%1329, %1336) ({
    ^bb0(%_r118a: tensor<f32>, %_r118b: tensor<f32>):
      %_r118c = stablehlo.add %_r118a, %_r118b : tensor<f32>
      "stablehlo.return"(%_r118c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1338 = stablehlo.constant dense<0.5> : tensor<64x14x14x1536xf32>
    %1339 = stablehlo.multiply %529, %1338 : tensor<64x14x14x1536xf32>
    %1340 = stablehlo.multiply %526, %526 : tensor<64x14x14x1536xf32>
    %1341 = stablehlo.negate %1340 : tensor<64x14x14x1536xf32>
    %1342 = stablehlo.exponential %1341 : tensor<64x14x14x1536xf32>
    %1343 = stablehlo.constant dense<0.3989423> : tensor<64x14x14x1536xf32>
    %1344 = stablehlo.multiply %1342, %1343 : tensor<64x14x14x1536xf32>
    %1345 = stablehlo.multiply %524, %1344 : tensor<64x14x14x1536xf32>
    %1346 = stablehlo.add %1339, %1345 : tensor<64x14x14x1536xf32>
    %1347 = stablehlo.multiply %1333, %1346 : tensor<64x14x14x1536xf32>
    %1348 = "stablehlo.dot_general"(%1347, %stages.2.blocks.4.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x14x14x1536xf32>, tensor<384x1536xf32>) -> tensor<64x14x14x384xf32>
    %1349 = "stablehlo.dot_general"(%521, %1347) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x1536xf32>) -> tensor<384x1536xf32>
    %1350 = stablehlo.constant dense<0.0> : tensor<f32>
    %1351 = "stablehlo.reduce"(%1347, %1350) ({
    ^bb0(%_r119a: tensor<f32>, %_r119b: tensor<f32>):
      %_r119c = stablehlo.add %_r119a, %_r119b : tensor<f32>
      "stablehlo.return"(%_r119c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %1352 = stablehlo.multiply %1348, %518 : tensor<64x14x14x384xf32>
    %1353 = stablehlo.constant dense<0.0> : tensor<f32>
    %1354 = "stablehlo.reduce"(%1352, %1353) ({
    ^bb0(%_r120a: tensor<f32>, %_r120b: tensor<f32>):
      %_r120c = stablehlo.add %_r120a, %_r120b : tensor<f32>
      "stablehlo.return"(%_r120c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1355 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1356 = stablehlo.divide %1354, %1355 : tensor<64x14x14xf32>
    %1357 = "stablehlo.broadcast_in_dim"(%1356) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1358 = stablehlo.subtract %1352, %1357 : tensor<64x14x14x384xf32>
    %1359 = stablehlo.multiply %1352, %517 : tensor<64x14x14x384xf32>
    %1360 = stablehlo.constant dense<0.0> : tensor<f32>
    %1361 = "stablehlo.reduce"(%1359, %1360) ({
    ^bb0(%_r121a: tensor<f32>, %_r121b: tensor<f32>):
      %_r121c = stablehlo.add %_r121a, %_r121b : tensor<f32>
      "stablehlo.return"(%_r121c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1362 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1363 = stablehlo.divide %1361, %1362 : tensor<64x14x14xf32>
    %1364 = "stablehlo.broadcast_in_dim"(%1363) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1365 = stablehlo.multiply %517, %1364 : tensor<64x14x14x384xf32>
    %1366 = stablehlo.subtract %1358, %1365 : tensor<64x14x14x384xf32>
    %1367 = stablehlo.multiply %516, %1366 : tensor<64x14x14x384xf32>
    %1368 = stablehlo.multiply %1348, %517 : tensor<64x14x14x384xf32>
    %1369 = stablehlo.constant dense<0.0> : tensor<f32>
    %1370 = "stablehlo.reduce"(%1368, %1369) ({
    ^bb0(%_r122a: tensor<f32>, %_r122b: tensor<f32>):
      %_r122c = stablehlo.add %_r122a, %_r122b : tensor<f32>
      "stablehlo.return"(%_r122c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1371 = stablehlo.constant dense<0.0> : tensor<f32>
    %1372 = "stablehlo.reduce"(%1348, %1371) ({
    ^bb0(%_r123a: tensor<f32>, %_r123b: tensor<f32>):
      %_r123c = stablehlo.add %_r123a, %_r123b : tensor<f32>
      "stablehlo.return"(%_r123c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1373 = "stablehlo.reverse"(%stages.2.blocks.4.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %1374 = "stablehlo.convolution"(%1367, %1373) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<7x7x1x384xf32>) -> tensor<64x14x14x384xf32>
    %1375 = "stablehlo.convolution"(%498, %1367) {batch_group_count = 384 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x384xf32>) -> tensor<7x7x1x384xf32>
    %1376 = stablehlo.constant dense<0.0> : tensor<f32>
    %1377 = "stablehlo.reduce"(%1367, %1376) ({
    ^bb0(%_r124a: tensor<f32>, %_r124b: tensor<f32>):
      %_r124c = stablehlo.add %_r124a, %_r124b : tensor<f32>
      "stablehlo.return"(%_r124c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1378 = stablehlo.add %1374, %1327 : tensor<64x14x14x384xf32>
    %1379 = stablehlo.multiply %1378, %496 : tensor<64x14x14x384xf32>
    %1380 = stablehlo.multiply %1379, %493 : tensor<64x14x14x384xf32>
    %1381 = stablehlo.multiply %1379, %492 : tensor<64x14x14x384xf32>
    %1382 = stablehlo.constant dense<0.0> : tensor<f32>
    %1383 = "stablehlo.reduce"(%1381, %1382) ({
    ^bb0(%_r125a: tensor<f32>, %_r125b: tensor<f32>):
      %_r125c = stablehlo.add %_r125a, %_r125b : tensor<f32>
      "stablehlo.return"(%_r125c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1384 = "stablehlo.dot_general"(%1380, %stages.2.blocks.3.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x14x14x384xf32>, tensor<1536x384xf32>) -> tensor<64x14x14x1536xf32>
    %1385 = "stablehlo.dot_general"(%1380, %489) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x1536xf32>) -> tensor<384x1536xf32>
    %1386 = "stablehlo.transpose"(%1385) {permutation = array<i64: 1, 0>} : (tensor<384x1536xf32>) -> tensor<1536x384xf32>
    %1387 = stablehlo.constant dense<0.0> : tensor<f32>
    %1388 = "stablehlo.reduce"(%1380, %1387) ({
    ^bb0(%_r126a: tensor<f32>, %_r126b: tensor<f32>):
      %_r126c = stablehlo.add %_r126a, %_r126b : tensor<f32>
      "stablehlo.return"(%_r126c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1389 = stablehlo.constant dense<0.5> : tensor<64x14x14x1536xf32>
    %1390 = stablehlo.multiply %486, %1389 : tensor<64x14x14x1536xf32>
    %1391 = stablehlo.multiply %483, %483 : tensor<64x14x14x1536xf32>
    %1392 = stablehlo.negate %1391 : tensor<64x14x14x1536xf32>
    %1393 = stablehlo.exponential %1392 : tensor<64x14x14x1536xf32>
    %1394 = stablehlo.constant dense<0.3989423> : tensor<64x14x14x1536xf32>
    %1395 = stablehlo.multiply %1393, %1394 : tensor<64x14x14x1536xf32>
    %1396 = stablehlo.multiply %481, %1395 : tensor<64x14x14x1536xf32>
    %1397 = stablehlo.add %1390, %1396 : tensor<64x14x14x1536xf32>
    %1398 = stablehlo.multiply %1384, %1397 : tensor<64x14x14x1536xf32>
    %1399 = "stablehlo.dot_general"(%1398, %stages.2.blocks.3.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x14x14x1536xf32>, tensor<384x1536xf32>) -> tensor<64x14x14x384xf32>
    %1400 = "stablehlo.dot_general"(%478, %1398) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x1536xf32>) -> tensor<384x1536xf32>
    %1401 = stablehlo.constant dense<0.0> : tensor<f32>
    %1402 = "stablehlo.reduce"(%1398, %1401) ({
    ^bb0(%_r127a: tensor<f32>, %_r127b: tensor<f32>):
      %_r127c = stablehlo.add %_r127a, %_r127b : tensor<f32>
      "stablehlo.return"(%_r127c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %1403 = stablehlo.multiply %1399, %475 : tensor<64x14x14x384xf32>
    %1404 = stablehlo.constant dense<0.0> : tensor<f32>
    %1405 = "stablehlo.reduce"(%1403, %1404) ({
    ^bb0(%_r128a: tensor<f32>, %_r128b: tensor<f32>):
      %_r128c = stablehlo.add %_r128a, %_r128b : tensor<f32>
      "stablehlo.return"(%_r128c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1406 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1407 = stablehlo.divide %1405, %1406 : tensor<64x14x14xf32>
    %1408 = "stablehlo.broadcast_in_dim"(%1407) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1409 = stablehlo.subtract %1403, %1408 : tensor<64x14x14x384xf32>
    %1410 = stablehlo.multiply %1403, %474 : tensor<64x14x14x384xf32>
    %1411 = stablehlo.constant dense<0.0> : tensor<f32>
    %1412 = "stablehlo.reduce"(%1410, %1411) ({
    ^bb0(%_r129a: tensor<f32>, %_r129b: tensor<f32>):
      %_r129c = stablehlo.add %_r129a, %_r129b : tensor<f32>
      "stablehlo.return"(%_r129c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1413 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1414 = stablehlo.divide %1412, %1413 : tensor<64x14x14xf32>
    %1415 = "stablehlo.broadcast_in_dim"(%1414) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1416 = stablehlo.multiply %474, %1415 : tensor<64x14x14x384xf32>
    %1417 = stablehlo.subtract %1409, %1416 : tensor<64x14x14x384xf32>
    %1418 = stablehlo.multiply %473, %1417 : tensor<64x14x14x384xf32>
    %1419 = stablehlo.multiply %1399, %474 : tensor<64x14x14x384xf32>
    %1420 = stablehlo.constant dense<0.0> : tensor<f32>
    %1421 = "stablehlo.reduce"(%1419, %1420) ({
    ^bb0(%_r130a: tensor<f32>, %_r130b: tensor<f32>):
      %_r130c = stablehlo.add %_r130a, %_r130b : tensor<f32>
      "stablehlo.return"(%_r130c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1422 = stablehlo.constant dense<0.0> : tensor<f32>
    %1423 = "stablehlo.reduce"(%1399, %1422) ({
    ^bb0(%_r131a: tensor<f32>, %_r131b: tensor<f32>):
      %_r131c = stablehlo.add %_r131a, %_r131b : tensor<f32>
      "stablehlo.return"(%_r131c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1424 = "stablehlo.reverse"(%stages.2.blocks.3.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %1425 = "stablehlo.convolution"(%1418, %1424) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<7x7x1x384xf32>) -> tensor<64x14x14x384xf32>
    %1426 = "stablehlo.convolution"(%455, %1418) {batch_group_count = 384 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x384xf32>) -> tensor<7x7x1x384xf32>
    %1427 = stablehlo.constant dense<0.0> : tensor<f32>
    %1428 = "stablehlo.reduce"(%1418, %1427) ({
    ^bb0(%_r132a: tensor<f32>, %_r132b: tensor<f32>):
      %_r132c = stablehlo.add %_r132a, %_r132b : tensor<f32>
      "stablehlo.return"(%_r132c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1429 = stablehlo.add %1425, %1378 : tensor<64x14x14x384xf32>
    %1430 = stablehlo.multiply %1429, %453 : tensor<64x14x14x384xf32>
    %1431 = stablehlo.multiply %1430, %450 : tensor<64x14x14x384xf32>
    %1432 = stablehlo.multiply %1430, %449 : tensor<64x14x14x384xf32>
    %1433 = stablehlo.constant dense<0.0> : tensor<f32>
    %1434 = "stablehlo.reduce"(%1432, %1433) ({
    ^bb0(%_r133a: tensor<f32>, %_r133b: tensor<f32>):
      %_r133c = stablehlo.add %_r133a, %_r133b : tensor<f32>
      "stablehlo.return"(%_r133c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1435 = "stablehlo.dot_general"(%1431, %stages.2.blocks.2.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x14x14x384xf32>, tensor<1536x384xf32>) -> tensor<64x14x14x1536xf32>
    %1436 = "stablehlo.dot_general"(%1431, %446) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x1536xf32>) -> tensor<384x1536xf32>
    %1437 = "stablehlo.transpose"(%1436) {permutation = array<i64: 1, 0>} : (tensor<384x1536xf32>) -> tensor<1536x384xf32>
    %1438 = stablehlo.constant dense<0.0> : tensor<f32>
    %1439 = "stablehlo.reduce"(%1431, %1438) ({
    ^bb0(%_r134a: tensor<f32>, %_r134b: tensor<f32>):
      %_r134c = stablehlo.add %_r134a, %_r134b : tensor<f32>
      "stablehlo.return"(%_r134c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1440 = stablehlo.constant dense<0.5> : tensor<64x14x14x1536xf32>
    %1441 = stablehlo.multiply %443, %1440 : tensor<64x14x14x1536xf32>
    %1442 = stablehlo.multiply %440, %440 : tensor<64x14x14x1536xf32>
    %1443 = stablehlo.negate %1442 : tensor<64x14x14x1536xf32>
    %1444 = stablehlo.exponential %1443 : tensor<64x14x14x1536xf32>
    %1445 = stablehlo.constant dense<0.3989423> : tensor<64x14x14x1536xf32>
    %1446 = stablehlo.multiply %1444, %1445 : tensor<64x14x14x1536xf32>
    %1447 = stablehlo.multiply %438, %1446 : tensor<64x14x14x1536xf32>
    %1448 = stablehlo.add %1441, %1447 : tensor<64x14x14x1536xf32>
    %1449 = stablehlo.multiply %1435, %1448 : tensor<64x14x14x1536xf32>
    %1450 = "stablehlo.dot_general"(%1449, %stages.2.blocks.2.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x14x14x1536xf32>, tensor<384x1536xf32>) -> tensor<64x14x14x384xf32>
    %1451 = "stablehlo.dot_general"(%435, %1449) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x1536xf32>) -> tensor<384x1536xf32>
    %1452 = stablehlo.constant dense<0.0> : tensor<f32>
    %1453 = "stablehlo.reduce"(%1449, %1452) ({
    ^bb0(%_r135a: tensor<f32>, %_r135b: tensor<f32>):
      %_r135c = stablehlo.add %_r135a, %_r135b : tensor<f32>
      "stablehlo.return"(%_r135c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %1454 = stablehlo.multiply %1450, %432 : tensor<64x14x14x384xf32>
    %1455 = stablehlo.constant dense<0.0> : tensor<f32>
    %1456 = "stablehlo.reduce"(%1454, %1455) ({
    ^bb0(%_r136a: tensor<f32>, %_r136b: tensor<f32>):
      %_r136c = stablehlo.add %_r136a, %_r136b : tensor<f32>
      "stablehlo.return"(%_r136c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1457 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1458 = stablehlo.divide %1456, %1457 : tensor<64x14x14xf32>
    %1459 = "stablehlo.broadcast_in_dim"(%1458) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1460 = stablehlo.subtract %1454, %1459 : tensor<64x14x14x384xf32>
    %1461 = stablehlo.multiply %1454, %431 : tensor<64x14x14x384xf32>
    %1462 = stablehlo.constant dense<0.0> : tensor<f32>
    %1463 = "stablehlo.reduce"(%1461, %1462) ({
    ^bb0(%_r137a: tensor<f32>, %_r137b: tensor<f32>):
      %_r137c = stablehlo.add %_r137a, %_r137b : tensor<f32>
      "stablehlo.return"(%_r137c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1464 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1465 = stablehlo.divide %1463, %1464 : tensor<64x14x14xf32>
    %1466 = "stablehlo.broadcast_in_dim"(%1465) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1467 = stablehlo.multiply %431, %1466 : tensor<64x14x14x384xf32>
    %1468 = stablehlo.subtract %1460, %1467 : tensor<64x14x14x384xf32>
    %1469 = stablehlo.multiply %430, %1468 : tensor<64x14x14x384xf32>
    %1470 = stablehlo.multiply %1450, %431 : tensor<64x14x14x384xf32>
    %1471 = stablehlo.constant dense<0.0> : tensor<f32>
    %1472 = "stablehlo.reduce"(%1470, %1471) ({
    ^bb0(%_r138a: tensor<f32>, %_r138b: tensor<f32>):
      %_r138c = stablehlo.add %_r138a, %_r138b : tensor<f32>
      "stablehlo.return"(%_r138c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1473 = stablehlo.constant dense<0.0> : tensor<f32>
    %1474 = "stablehlo.reduce"(%1450, %1473) ({
    ^bb0(%_r139a: tensor<f32>, %_r139b: tensor<f32>):
      %_r139c = stablehlo.add %_r139a, %_r139b : tensor<f32>
      "stablehlo.return"(%_r139c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1475 = "stablehlo.reverse"(%stages.2.blocks.2.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %1476 = "stablehlo.convolution"(%1469, %1475) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<7x7x1x384xf32>) -> tensor<64x14x14x384xf32>
    %1477 = "stablehlo.convolution"(%412, %1469) {batch_group_count = 384 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x384xf32>) -> tensor<7x7x1x384xf32>
    %1478 = stablehlo.constant dense<0.0> : tensor<f32>
    %1479 = "stablehlo.reduce"(%1469, %1478) ({
    ^bb0(%_r140a: tensor<f32>, %_r140b: tensor<f32>):
      %_r140c = stablehlo.add %_r140a, %_r140b : tensor<f32>
      "stablehlo.return"(%_r140c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1480 = stablehlo.add %1476, %1429 : tensor<64x14x14x384xf32>
    %1481 = stablehlo.multiply %1480, %410 : tensor<64x14x14x384xf32>
    %1482 = stablehlo.multiply %1481, %407 : tensor<64x14x14x384xf32>
    %1483 = stablehlo.multiply %1481, %406 : tensor<64x14x14x384xf32>
    %1484 = stablehlo.constant dense<0.0> : tensor<f32>
    %1485 = "stablehlo.reduce"(%1483, %1484) ({
    ^bb0(%_r141a: tensor<f32>, %_r141b: tensor<f32>):
      %_r141c = stablehlo.add %_r141a, %_r141b : tensor<f32>
      "stablehlo.return"(%_r141c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1486 = "stablehlo.dot_general"(%1482, %stages.2.blocks.1.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x14x14x384xf32>, tensor<1536x384xf32>) -> tensor<64x14x14x1536xf32>
    %1487 = "stablehlo.dot_general"(%1482, %403) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x1536xf32>) -> tensor<384x1536xf32>
    %1488 = "stablehlo.transpose"(%1487) {permutation = array<i64: 1, 0>} : (tensor<384x1536xf32>) -> tensor<1536x384xf32>
    %1489 = stablehlo.constant dense<0.0> : tensor<f32>
    %1490 = "stablehlo.reduce"(%1482, %1489) ({
    ^bb0(%_r142a: tensor<f32>, %_r142b: tensor<f32>):
      %_r142c = stablehlo.add %_r142a, %_r142b : tensor<f32>
      "stablehlo.return"(%_r142c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1491 = stablehlo.constant dense<0.5> : tensor<64x14x14x1536xf32>
    %1492 = stablehlo.multiply %400, %1491 : tensor<64x14x14x1536xf32>
    %1493 = stablehlo.multiply %397, %397 : tensor<64x14x14x1536xf32>
    %1494 = stablehlo.negate %1493 : tensor<64x14x14x1536xf32>
    %1495 = stablehlo.exponential %1494 : tensor<64x14x14x1536xf32>
    %1496 = stablehlo.constant dense<0.3989423> : tensor<64x14x14x1536xf32>
    %1497 = stablehlo.multiply %1495, %1496 : tensor<64x14x14x1536xf32>
    %1498 = stablehlo.multiply %395, %1497 : tensor<64x14x14x1536xf32>
    %1499 = stablehlo.add %1492, %1498 : tensor<64x14x14x1536xf32>
    %1500 = stablehlo.multiply %1486, %1499 : tensor<64x14x14x1536xf32>
    %1501 = "stablehlo.dot_general"(%1500, %stages.2.blocks.1.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x14x14x1536xf32>, tensor<384x1536xf32>) -> tensor<64x14x14x384xf32>
    %1502 = "stablehlo.dot_general"(%392, %1500) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x1536xf32>) -> tensor<384x1536xf32>
    %1503 = stablehlo.constant dense<0.0> : tensor<f32>
    %1504 = "stablehlo.reduce"(%1500, %1503) ({
    ^bb0(%_r143a: tensor<f32>, %_r143b: tensor<f32>):
      %_r143c = stablehlo.add %_r143a, %_r143b : tensor<f32>
      "stablehlo.return"(%_r143c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %1505 = stablehlo.multiply %1501, %389 : tensor<64x14x14x384xf32>
    %1506 = stablehlo.constant dense<0.0> : tensor<f32>
    %1507 = "stablehlo.reduce"(%1505, %1506) ({
    ^bb0(%_r144a: tensor<f32>, %_r144b: tensor<f32>):
      %_r144c = stablehlo.add %_r144a, %_r144b : tensor<f32>
      "stablehlo.return"(%_r144c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1508 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1509 = stablehlo.divide %1507, %1508 : tensor<64x14x14xf32>
    %1510 = "stablehlo.broadcast_in_dim"(%1509) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1511 = stablehlo.subtract %1505, %1510 : tensor<64x14x14x384xf32>
    %1512 = stablehlo.multiply %1505, %388 : tensor<64x14x14x384xf32>
    %1513 = stablehlo.constant dense<0.0> : tensor<f32>
    %1514 = "stablehlo.reduce"(%1512, %1513) ({
    ^bb0(%_r145a: tensor<f32>, %_r145b: tensor<f32>):
      %_r145c = stablehlo.add %_r145a, %_r145b : tensor<f32>
      "stablehlo.return"(%_r145c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1515 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1516 = stablehlo.divide %1514, %1515 : tensor<64x14x14xf32>
    %1517 = "stablehlo.broadcast_in_dim"(%1516) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1518 = stablehlo.multiply %388, %1517 : tensor<64x14x14x384xf32>
    %1519 = stablehlo.subtract %1511, %1518 : tensor<64x14x14x384xf32>
    %1520 = stablehlo.multiply %387, %1519 : tensor<64x14x14x384xf32>
    %1521 = stablehlo.multiply %1501, %388 : tensor<64x14x14x384xf32>
    %1522 = stablehlo.constant dense<0.0> : tensor<f32>
    %1523 = "stablehlo.reduce"(%1521, %1522) ({
    ^bb0(%_r146a: tensor<f32>, %_r146b: tensor<f32>):
      %_r146c = stablehlo.add %_r146a, %_r146b : tensor<f32>
      "stablehlo.return"(%_r146c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1524 = stablehlo.constant dense<0.0> : tensor<f32>
    %1525 = "stablehlo.reduce"(%1501, %1524) ({
    ^bb0(%_r147a: tensor<f32>, %_r147b: tensor<f32>):
      %_r147c = stablehlo.add %_r147a, %_r147b : tensor<f32>
      "stablehlo.return"(%_r147c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1526 = "stablehlo.reverse"(%stages.2.blocks.1.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %1527 = "stablehlo.convolution"(%1520, %1526) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<7x7x1x384xf32>) -> tensor<64x14x14x384xf32>
    %1528 = "stablehlo.convolution"(%369, %1520) {batch_group_count = 384 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x384xf32>) -> tensor<7x7x1x384xf32>
    %1529 = stablehlo.constant dense<0.0> : tensor<f32>
    %1530 = "stablehlo.reduce"(%1520, %1529) ({
    ^bb0(%_r148a: tensor<f32>, %_r148b: tensor<f32>):
      %_r148c = stablehlo.add %_r148a, %_r148b : tensor<f32>
      "stablehlo.return"(%_r148c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1531 = stablehlo.add %1527, %1480 : tensor<64x14x14x384xf32>
    %1532 = stablehlo.multiply %1531, %367 : tensor<64x14x14x384xf32>
    %1533 = stablehlo.multiply %1532, %364 : tensor<64x14x14x384xf32>
    %1534 = stablehlo.multiply %1532, %363 : tensor<64x14x14x384xf32>
    %1535 = stablehlo.constant dense<0.0> : tensor<f32>
    %1536 = "stablehlo.reduce"(%1534, %1535) ({
    ^bb0(%_r149a: tensor<f32>, %_r149b: tensor<f32>):
      %_r149c = stablehlo.add %_r149a, %_r149b : tensor<f32>
      "stablehlo.return"(%_r149c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1537 = "stablehlo.dot_general"(%1533, %stages.2.blocks.0.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x14x14x384xf32>, tensor<1536x384xf32>) -> tensor<64x14x14x1536xf32>
    %1538 = "stablehlo.dot_general"(%1533, %360) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x1536xf32>) -> tensor<384x1536xf32>
    %1539 = "stablehlo.transpose"(%1538) {permutation = array<i64: 1, 0>} : (tensor<384x1536xf32>) -> tensor<1536x384xf32>
    %1540 = stablehlo.constant dense<0.0> : tensor<f32>
    %1541 = "stablehlo.reduce"(%1533, %1540) ({
    ^bb0(%_r150a: tensor<f32>, %_r150b: tensor<f32>):
      %_r150c = stablehlo.add %_r150a, %_r150b : tensor<f32>
      "stablehlo.return"(%_r150c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1542 = stablehlo.constant dense<0.5> : tensor<64x14x14x1536xf32>
    %1543 = stablehlo.multiply %357, %1542 : tensor<64x14x14x1536xf32>
    %1544 = stablehlo.multiply %354, %354 : tensor<64x14x14x1536xf32>
    %1545 = stablehlo.negate %1544 : tensor<64x14x14x1536xf32>
    %1546 = stablehlo.exponential %1545 : tensor<64x14x14x1536xf32>
    %1547 = stablehlo.constant dense<0.3989423> : tensor<64x14x14x1536xf32>
    %1548 = stablehlo.multiply %1546, %1547 : tensor<64x14x14x1536xf32>
    %1549 = stablehlo.multiply %352, %1548 : tensor<64x14x14x1536xf32>
    %1550 = stablehlo.add %1543, %1549 : tensor<64x14x14x1536xf32>
    %1551 = stablehlo.multiply %1537, %1550 : tensor<64x14x14x1536xf32>
    %1552 = "stablehlo.dot_general"(%1551, %stages.2.blocks.0.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x14x14x1536xf32>, tensor<384x1536xf32>) -> tensor<64x14x14x384xf32>
    %1553 = "stablehlo.dot_general"(%349, %1551) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x1536xf32>) -> tensor<384x1536xf32>
    %1554 = stablehlo.constant dense<0.0> : tensor<f32>
    %1555 = "stablehlo.reduce"(%1551, %1554) ({
    ^bb0(%_r151a: tensor<f32>, %_r151b: tensor<f32>):
      %_r151c = stablehlo.add %_r151a, %_r151b : tensor<f32>
      "stablehlo.return"(%_r151c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %1556 = stablehlo.multiply %1552, %346 : tensor<64x14x14x384xf32>
    %1557 = stablehlo.constant dense<0.0> : tensor<f32>
    %1558 = "stablehlo.reduce"(%1556, %1557) ({
    ^bb0(%_r152a: tensor<f32>, %_r152b: tensor<f32>):
      %_r152c = stablehlo.add %_r152a, %_r152b : tensor<f32>
      "stablehlo.return"(%_r152c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1559 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1560 = stablehlo.divide %1558, %1559 : tensor<64x14x14xf32>
    %1561 = "stablehlo.broadcast_in_dim"(%1560) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1562 = stablehlo.subtract %1556, %1561 : tensor<64x14x14x384xf32>
    %1563 = stablehlo.multiply %1556, %345 : tensor<64x14x14x384xf32>
    %1564 = stablehlo.constant dense<0.0> : tensor<f32>
    %1565 = "stablehlo.reduce"(%1563, %1564) ({
    ^bb0(%_r153a: tensor<f32>, %_r153b: tensor<f32>):
      %_r153c = stablehlo.add %_r153a, %_r153b : tensor<f32>
      "stablehlo.return"(%_r153c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1566 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1567 = stablehlo.divide %1565, %1566 : tensor<64x14x14xf32>
    %1568 = "stablehlo.broadcast_in_dim"(%1567) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1569 = stablehlo.multiply %345, %1568 : tensor<64x14x14x384xf32>
    %1570 = stablehlo.subtract %1562, %1569 : tensor<64x14x14x384xf32>
    %1571 = stablehlo.multiply %344, %1570 : tensor<64x14x14x384xf32>
    %1572 = stablehlo.multiply %1552, %345 : tensor<64x14x14x384xf32>
    %1573 = stablehlo.constant dense<0.0> : tensor<f32>
    %1574 = "stablehlo.reduce"(%1572, %1573) ({
    ^bb0(%_r154a: tensor<f32>, %_r154b: tensor<f32>):
      %_r154c = stablehlo.add %_r154a, %_r154b : tensor<f32>
      "stablehlo.return"(%_r154c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1575 = stablehlo.constant dense<0.0> : tensor<f32>
    %1576 = "stablehlo.reduce"(%1552, %1575) ({
    ^bb0(%_r155a: tensor<f32>, %_r155b: tensor<f32>):
      %_r155c = stablehlo.add %_r155a, %_r155b : tensor<f32>
      "stablehlo.return"(%_r155c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1577 = "stablehlo.reverse"(%stages.2.blocks.0.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %1578 = "stablehlo.convolution"(%1571, %1577) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<7x7x1x384xf32>) -> tensor<64x14x14x384xf32>
    %1579 = "stablehlo.convolution"(%326, %1571) {batch_group_count = 384 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x384xf32>) -> tensor<7x7x1x384xf32>
    %1580 = stablehlo.constant dense<0.0> : tensor<f32>
    %1581 = "stablehlo.reduce"(%1571, %1580) ({
    ^bb0(%_r156a: tensor<f32>, %_r156b: tensor<f32>):
      %_r156c = stablehlo.add %_r156a, %_r156b : tensor<f32>
      "stablehlo.return"(%_r156c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1582 = stablehlo.add %1578, %1531 : tensor<64x14x14x384xf32>
    %1583 = "stablehlo.reverse"(%stages.2.down.conv.w) {dimensions = array<i64: 0, 1>} : (tensor<2x2x192x384xf32>) -> tensor<2x2x192x384xf32>
    %1584 = "stablehlo.convolution"(%1582, %1583) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 2, 2>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<2x2x192x384xf32>) -> tensor<64x28x28x192xf32>
    %1585 = "stablehlo.convolution"(%323, %1582) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 2, 2>, window_strides = array<i64: 1, 1>} : (tensor<64x28x28x192xf32>, tensor<64x14x14x384xf32>) -> tensor<2x2x192x384xf32>
    %1586 = stablehlo.constant dense<0.0> : tensor<f32>
    %1587 = "stablehlo.reduce"(%1582, %1586) ({
    ^bb0(%_r157a: tensor<f32>, %_r157b: tensor<f32>):
      %_r157c = stablehlo.add %_r157a, %_r157b : tensor<f32>
      "stablehlo.return"(%_r157c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1588 = stablehlo.multiply %1584, %320 : tensor<64x28x28x192xf32>
    %1589 = stablehlo.constant dense<0.0> : tensor<f32>
    %1590 = "stablehlo.reduce"(%1588, %1589) ({
    ^bb0(%_r158a: tensor<f32>, %_r158b: tensor<f32>):
      %_r158c = stablehlo.add %_r158a, %_r158b : tensor<f32>
      "stablehlo.return"(%_r158c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<64x28x28xf32>
    %1591 = stablehlo.constant dense<192.0> : tensor<64x28x28xf32>
    %1592 = stablehlo.divide %1590, %1591 : tensor<64x28x28xf32>
    %1593 = "stablehlo.broadcast_in_dim"(%1592) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28xf32>) -> tensor<64x28x28x192xf32>
    %1594 = stablehlo.subtract %1588, %1593 : tensor<64x28x28x192xf32>
    %1595 = stablehlo.multiply %1588, %319 : tensor<64x28x28x192xf32>
    %1596 = stablehlo.constant dense<0.0> : tensor<f32>
    %1597 = "stablehlo.reduce"(%1595, %1596) ({
    ^bb0(%_r159a: tensor<f32>, %_r159b: tensor<f32>):
      %_r159c = stablehlo.add %_r159a, %_r159b : tensor<f32>
      "stablehlo.return"(%_r159c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<64x28x28xf32>
    %1598 = stablehlo.constant dense<192.0> : tensor<64x28x28xf32>
    %1599 = stablehlo.divide %1597, %1598 : tensor<64x28x28xf32>
    %1600 = "stablehlo.broadcast_in_dim"(%1599) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28xf32>) -> tensor<64x28x28x192xf32>
    %1601 = stablehlo.multiply %319, %1600 : tensor<64x28x28x192xf32>
    %1602 = stablehlo.subtract %1594, %1601 : tensor<64x28x28x192xf32>
    %1603 = stablehlo.multiply %318, %1602 : tensor<64x28x28x192xf32>
    %1604 = stablehlo.multiply %1584, %319 : tensor<64x28x28x192xf32>
    %1605 = stablehlo.constant dense<0.0> : tensor<f32>
    %1606 = "stablehlo.reduce"(%1604, %1605) ({
    ^bb0(%_r160a: tensor<f32>, %_r160b: tensor<f32>):
      %_r160c = stablehlo.add %_r160a, %_r160b : tensor<f32>
      "stablehlo.return"(%_r160c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1607 = stablehlo.constant dense<0.0> : tensor<f32>
    %1608 = "stablehlo.reduce"(%1584, %1607) ({
    ^bb0(%_r161a: tensor<f32>, %_r161b: tensor<f32>):
      %_r161c = stablehlo.add %_r161a, %_r161b : tensor<f32>
      "stablehlo.return"(%_r161c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1609 = stablehlo.multiply %1603, %301 : tensor<64x28x28x192xf32>
    %1610 = stablehlo.multiply %1609, %298 : tensor<64x28x28x192xf32>
    %1611 = stablehlo.multiply %1609, %297 : tensor<64x28x28x192xf32>
    %1612 = stablehlo.constant dense<0.0> : tensor<f32>
    %1613 = "stablehlo.reduce"(%1611, %1612) ({
    ^bb0(%_r162a: tensor<f32>, %_r162b: tensor<f32>):
      %_r162c = stablehlo.add %_r162a, %_r162b : tensor<f32>
      "stablehlo.return"(%_r162c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1614 = "stablehlo.dot_general"(%1610, %stages.1.blocks.2.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x28x28x192xf32>, tensor<768x192xf32>) -> tensor<64x28x28x768xf32>
    %1615 = "stablehlo.dot_general"(%1610, %294) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x28x28x192xf32>, tensor<64x28x28x768xf32>) -> tensor<192x768xf32>
    %1616 = "stablehlo.transpose"(%1615) {permutation = array<i64: 1, 0>} : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %1617 = stablehlo.constant dense<0.0> : tensor<f32>
    %1618 = "stablehlo.reduce"(%1610, %1617) ({
    ^bb0(%_r163a: tensor<f32>, %_r163b: tensor<f32>):
      %_r163c = stablehlo.add %_r163a, %_r163b : tensor<f32>
      "stablehlo.return"(%_r163c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1619 = stablehlo.constant dense<0.5> : tensor<64x28x28x768xf32>
    %1620 = stablehlo.multiply %291, %1619 : tensor<64x28x28x768xf32>
    %1621 = stablehlo.multiply %288, %288 : tensor<64x28x28x768xf32>
    %1622 = stablehlo.negate %1621 : tensor<64x28x28x768xf32>
    %1623 = stablehlo.exponential %1622 : tensor<64x28x28x768xf32>
    %1624 = stablehlo.constant dense<0.3989423> : tensor<64x28x28x768xf32>
    %1625 = stablehlo.multiply %1623, %1624 : tensor<64x28x28x768xf32>
    %1626 = stablehlo.multiply %286, %1625 : tensor<64x28x28x768xf32>
    %1627 = stablehlo.add %1620, %1626 : tensor<64x28x28x768xf32>
    %1628 = stablehlo.multiply %1614, %1627 : tensor<64x28x28x768xf32>
    %1629 = "stablehlo.dot_general"(%1628, %stages.1.blocks.2.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x28x28x768xf32>, tensor<192x768xf32>) -> tensor<64x28x28x192xf32>
    %1630 = "stablehlo.dot_general"(%283, %1628) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x28x28x192xf32>, tensor<64x28x28x768xf32>) -> tensor<192x768xf32>
    %1631 = stablehlo.constant dense<0.0> : tensor<f32>
    %1632 = "stablehlo.reduce"(%1628, %1631) ({
    ^bb0(%_r164a: tensor<f32>, %_r164b: tensor<f32>):
      %_r164c = stablehlo.add %_r164a, %_r164b : tensor<f32>
      "stablehlo.return"(%_r164c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1633 = stablehlo.multiply %1629, %280 : tensor<64x28x28x192xf32>
    %1634 = stablehlo.constant dense<0.0> : tensor<f32>
    %1635 = "stablehlo.reduce"(%1633, %1634) ({
    ^bb0(%_r165a: tensor<f32>, %_r165b: tensor<f32>):
      %_r165c = stablehlo.add %_r165a, %_r165b : tensor<f32>
      "stablehlo.return"(%_r165c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<64x28x28xf32>
    %1636 = stablehlo.constant dense<192.0> : tensor<64x28x28xf32>
    %1637 = stablehlo.divide %1635, %1636 : tensor<64x28x28xf32>
    %1638 = "stablehlo.broadcast_in_dim"(%1637) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28xf32>) -> tensor<64x28x28x192xf32>
    %1639 = stablehlo.subtract %1633, %1638 : tensor<64x28x28x192xf32>
    %1640 = stablehlo.multiply %1633, %279 : tensor<64x28x28x192xf32>
    %1641 = stablehlo.constant dense<0.0> : tensor<f32>
    %1642 = "stablehlo.reduce"(%1640, %1641) ({
    ^bb0(%_r166a: tensor<f32>, %_r166b: tensor<f32>):
      %_r166c = stablehlo.add %_r166a, %_r166b : tensor<f32>
      "stablehlo.return"(%_r166c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<64x28x28xf32>
    %1643 = stablehlo.constant dense<192.0> : tensor<64x28x28xf32>
    %1644 = stablehlo.divide %1642, %1643 : tensor<64x28x28xf32>
    %1645 = "stablehlo.broadcast_in_dim"(%1644) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28xf32>) -> tensor<64x28x28x192xf32>
    %1646 = stablehlo.multiply %279, %1645 : tensor<64x28x28x192xf32>
    %1647 = stablehlo.subtract %1639, %1646 : tensor<64x28x28x192xf32>
    %1648 = stablehlo.multiply %278, %1647 : tensor<64x28x28x192xf32>
    %1649 = stablehlo.multiply %1629, %279 : tensor<64x28x28x192xf32>
    %1650 = stablehlo.constant dense<0.0> : tensor<f32>
    %1651 = "stablehlo.reduce"(%1649, %1650) ({
    ^bb0(%_r167a: tensor<f32>, %_r167b: tensor<f32>):
      %_r167c = stablehlo.add %_r167a, %_r167b : tensor<f32>
      "stablehlo.return"(%_r167c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1652 = stablehlo.constant dense<0.0> : tensor<f32>
    %1653 = "stablehlo.reduce"(%1629, %1652) ({
    ^bb0(%_r168a: tensor<f32>, %_r168b: tensor<f32>):
      %_r168c = stablehlo.add %_r168a, %_r168b : tensor<f32>
      "stablehlo.return"(%_r168c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1654 = "stablehlo.reverse"(%stages.1.blocks.2.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x192xf32>) -> tensor<7x7x1x192xf32>
    %1655 = "stablehlo.convolution"(%1648, %1654) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 192 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x28x28x192xf32>, tensor<7x7x1x192xf32>) -> tensor<64x28x28x192xf32>
    %1656 = "stablehlo.convolution"(%260, %1648) {batch_group_count = 192 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x28x28x192xf32>, tensor<64x28x28x192xf32>) -> tensor<7x7x1x192xf32>
    %1657 = stablehlo.constant dense<0.0> : tensor<f32>
    %1658 = "stablehlo.reduce"(%1648, %1657) ({
    ^bb0(%_r169a: tensor<f32>, %_r169b: tensor<f32>):
      %_r169c = stablehlo.add %_r169a, %_r169b : tensor<f32>
      "stablehlo.return"(%_r169c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1659 = stablehlo.add %1655, %1603 : tensor<64x28x28x192xf32>
    %1660 = stablehlo.multiply %1659, %258 : tensor<64x28x28x192xf32>
    %1661 = stablehlo.multiply %1660, %255 : tensor<64x28x28x192xf32>
    %1662 = stablehlo.multiply %1660, %254 : tensor<64x28x28x192xf32>
    %1663 = stablehlo.constant dense<0.0> : tensor<f32>
    %1664 = "stablehlo.reduce"(%1662, %1663) ({
    ^bb0(%_r170a: tensor<f32>, %_r170b: tensor<f32>):
      %_r170c = stablehlo.add %_r170a, %_r170b : tensor<f32>
      "stablehlo.return"(%_r170c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1665 = "stablehlo.dot_general"(%1661, %stages.1.blocks.1.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x28x28x192xf32>, tensor<768x192xf32>) -> tensor<64x28x28x768xf32>
    %1666 = "stablehlo.dot_general"(%1661, %251) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x28x28x192xf32>, tensor<64x28x28x768xf32>) -> tensor<192x768xf32>
    %1667 = "stablehlo.transpose"(%1666) {permutation = array<i64: 1, 0>} : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %1668 = stablehlo.constant dense<0.0> : tensor<f32>
    %1669 = "stablehlo.reduce"(%1661, %1668) ({
    ^bb0(%_r171a: tensor<f32>, %_r171b: tensor<f32>):
      %_r171c = stablehlo.add %_r171a, %_r171b : tensor<f32>
      "stablehlo.return"(%_r171c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1670 = stablehlo.constant dense<0.5> : tensor<64x28x28x768xf32>
    %1671 = stablehlo.multiply %248, %1670 : tensor<64x28x28x768xf32>
    %1672 = stablehlo.multiply %245, %245 : tensor<64x28x28x768xf32>
    %1673 = stablehlo.negate %1672 : tensor<64x28x28x768xf32>
    %1674 = stablehlo.exponential %1673 : tensor<64x28x28x768xf32>
    %1675 = stablehlo.constant dense<0.3989423> : tensor<64x28x28x768xf32>
    %1676 = stablehlo.multiply %1674, %1675 : tensor<64x28x28x768xf32>
    %1677 = stablehlo.multiply %243, %1676 : tensor<64x28x28x768xf32>
    %1678 = stablehlo.add %1671, %1677 : tensor<64x28x28x768xf32>
    %1679 = stablehlo.multiply %1665, %1678 : tensor<64x28x28x768xf32>
    %1680 = "stablehlo.dot_general"(%1679, %stages.1.blocks.1.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x28x28x768xf32>, tensor<192x768xf32>) -> tensor<64x28x28x192xf32>
    %1681 = "stablehlo.dot_general"(%240, %1679) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x28x28x192xf32>, tensor<64x28x28x768xf32>) -> tensor<192x768xf32>
    %1682 = stablehlo.constant dense<0.0> : tensor<f32>
    %1683 = "stablehlo.reduce"(%1679, %1682) ({
    ^bb0(%_r172a: tensor<f32>, %_r172b: tensor<f32>):
      %_r172c = stablehlo.add %_r172a, %_r172b : tensor<f32>
      "stablehlo.return"(%_r172c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1684 = stablehlo.multiply %1680, %237 : tensor<64x28x28x192xf32>
    %1685 = stablehlo.constant dense<0.0> : tensor<f32>
    %1686 = "stablehlo.reduce"(%1684, %1685) ({
    ^bb0(%_r173a: tensor<f32>, %_r173b: tensor<f32>):
      %_r173c = stablehlo.add %_r173a, %_r173b : tensor<f32>
      "stablehlo.return"(%_r173c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<64x28x28xf32>
    %1687 = stablehlo.constant dense<192.0> : tensor<64x28x28xf32>
    %1688 = stablehlo.divide %1686, %1687 : tensor<64x28x28xf32>
    %1689 = "stablehlo.broadcast_in_dim"(%1688) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28xf32>) -> tensor<64x28x28x192xf32>
    %1690 = stablehlo.subtract %1684, %1689 : tensor<64x28x28x192xf32>
    %1691 = stablehlo.multiply %1684, %236 : tensor<64x28x28x192xf32>
    %1692 = stablehlo.constant dense<0.0> : tensor<f32>
    %1693 = "stablehlo.reduce"(%1691, %1692) ({
    ^bb0(%_r174a: tensor<f32>, %_r174b: tensor<f32>):
      %_r174c = stablehlo.add %_r174a, %_r174b : tensor<f32>
      "stablehlo.return"(%_r174c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<64x28x28xf32>
    %1694 = stablehlo.constant dense<192.0> : tensor<64x28x28xf32>
    %1695 = stablehlo.divide %1693, %1694 : tensor<64x28x28xf32>
    %1696 = "stablehlo.broadcast_in_dim"(%1695) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28xf32>) -> tensor<64x28x28x192xf32>
    %1697 = stablehlo.multiply %236, %1696 : tensor<64x28x28x192xf32>
    %1698 = stablehlo.subtract %1690, %1697 : tensor<64x28x28x192xf32>
    %1699 = stablehlo.multiply %235, %1698 : tensor<64x28x28x192xf32>
    %1700 = stablehlo.multiply %1680, %236 : tensor<64x28x28x192xf32>
    %1701 = stablehlo.constant dense<0.0> : tensor<f32>
    %1702 = "stablehlo.reduce"(%1700, %1701) ({
    ^bb0(%_r175a: tensor<f32>, %_r175b: tensor<f32>):
      %_r175c = stablehlo.add %_r175a, %_r175b : tensor<f32>
      "stablehlo.return"(%_r175c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1703 = stablehlo.constant dense<0.0> : tensor<f32>
    %1704 = "stablehlo.reduce"(%1680, %1703) ({
    ^bb0(%_r176a: tensor<f32>, %_r176b: tensor<f32>):
      %_r176c = stablehlo.add %_r176a, %_r176b : tensor<f32>
      "stablehlo.return"(%_r176c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1705 = "stablehlo.reverse"(%stages.1.blocks.1.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x192xf32>) -> tensor<7x7x1x192xf32>
    %1706 = "stablehlo.convolution"(%1699, %1705) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 192 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x28x28x192xf32>, tensor<7x7x1x192xf32>) -> tensor<64x28x28x192xf32>
    %1707 = "stablehlo.convolution"(%217, %1699) {batch_group_count = 192 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x28x28x192xf32>, tensor<64x28x28x192xf32>) -> tensor<7x7x1x192xf32>
    %1708 = stablehlo.constant dense<0.0> : tensor<f32>
    %1709 = "stablehlo.reduce"(%1699, %1708) ({
    ^bb0(%_r177a: tensor<f32>, %_r177b: tensor<f32>):
      %_r177c = stablehlo.add %_r177a, %_r177b : tensor<f32>
      "stablehlo.return"(%_r177c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1710 = stablehlo.add %1706, %1659 : tensor<64x28x28x192xf32>
    %1711 = stablehlo.multiply %1710, %215 : tensor<64x28x28x192xf32>
    %1712 = stablehlo.multiply %1711, %212 : tensor<64x28x28x192xf32>
    %1713 = stablehlo.multiply %1711, %211 : tensor<64x28x28x192xf32>
    %1714 = stablehlo.constant dense<0.0> : tensor<f32>
    %1715 = "stablehlo.reduce"(%1713, %1714) ({
    ^bb0(%_r178a: tensor<f32>, %_r178b: tensor<f32>):
      %_r178c = stablehlo.add %_r178a, %_r178b : tensor<f32>
      "stablehlo.return"(%_r178c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1716 = "stablehlo.dot_general"(%1712, %stages.1.blocks.0.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x28x28x192xf32>, tensor<768x192xf32>) -> tensor<64x28x28x768xf32>
    %1717 = "stablehlo.dot_general"(%1712, %208) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x28x28x192xf32>, tensor<64x28x28x768xf32>) -> tensor<192x768xf32>
    %1718 = "stablehlo.transpose"(%1717) {permutation = array<i64: 1, 0>} : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %1719 = stablehlo.constant dense<0.0> : tensor<f32>
    %1720 = "stablehlo.reduce"(%1712, %1719) ({
    ^bb0(%_r179a: tensor<f32>, %_r179b: tensor<f32>):
      %_r179c = stablehlo.add %_r179a, %_r179b : tensor<f32>
      "stablehlo.return"(%_r179c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1721 = stablehlo.constant dense<0.5> : tensor<64x28x28x768xf32>
    %1722 = stablehlo.multiply %205, %1721 : tensor<64x28x28x768xf32>
    %1723 = stablehlo.multiply %202, %202 : tensor<64x28x28x768xf32>
    %1724 = stablehlo.negate %1723 : tensor<64x28x28x768xf32>
    %1725 = stablehlo.exponential %1724 : tensor<64x28x28x768xf32>
    %1726 = stablehlo.constant dense<0.3989423> : tensor<64x28x28x768xf32>
    %1727 = stablehlo.multiply %1725, %1726 : tensor<64x28x28x768xf32>
    %1728 = stablehlo.multiply %200, %1727 : tensor<64x28x28x768xf32>
    %1729 = stablehlo.add %1722, %1728 : tensor<64x28x28x768xf32>
    %1730 = stablehlo.multiply %1716, %1729 : tensor<64x28x28x768xf32>
    %1731 = "stablehlo.dot_general"(%1730, %stages.1.blocks.0.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x28x28x768xf32>, tensor<192x768xf32>) -> tensor<64x28x28x192xf32>
    %1732 = "stablehlo.dot_general"(%197, %1730) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x28x28x192xf32>, tensor<64x28x28x768xf32>) -> tensor<192x768xf32>
    %1733 = stablehlo.constant dense<0.0> : tensor<f32>
    %1734 = "stablehlo.reduce"(%1730, %1733) ({
    ^bb0(%_r180a: tensor<f32>, %_r180b: tensor<f32>):
      %_r180c = stablehlo.add %_r180a, %_r180b : tensor<f32>
      "stablehlo.return"(%_r180c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1735 = stablehlo.multiply %1731, %194 : tensor<64x28x28x192xf32>
    %1736 = stablehlo.constant dense<0.0> : tensor<f32>
    %1737 = "stablehlo.reduce"(%1735, %1736) ({
    ^bb0(%_r181a: tensor<f32>, %_r181b: tensor<f32>):
      %_r181c = stablehlo.add %_r181a, %_r181b : tensor<f32>
      "stablehlo.return"(%_r181c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<64x28x28xf32>
    %1738 = stablehlo.constant dense<192.0> : tensor<64x28x28xf32>
    %1739 = stablehlo.divide %1737, %1738 : tensor<64x28x28xf32>
    %1740 = "stablehlo.broadcast_in_dim"(%1739) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28xf32>) -> tensor<64x28x28x192xf32>
    %1741 = stablehlo.subtract %1735, %1740 : tensor<64x28x28x192xf32>
    %1742 = stablehlo.multiply %1735, %193 : tensor<64x28x28x192xf32>
    %1743 = stablehlo.constant dense<0.0> : tensor<f32>
    %1744 = "stablehlo.reduce"(%1742, %1743) ({
    ^bb0(%_r182a: tensor<f32>, %_r182b: tensor<f32>):
      %_r182c = stablehlo.add %_r182a, %_r182b : tensor<f32>
      "stablehlo.return"(%_r182c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<64x28x28xf32>
    %1745 = stablehlo.constant dense<192.0> : tensor<64x28x28xf32>
    %1746 = stablehlo.divide %1744, %1745 : tensor<64x28x28xf32>
    %1747 = "stablehlo.broadcast_in_dim"(%1746) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28xf32>) -> tensor<64x28x28x192xf32>
    %1748 = stablehlo.multiply %193, %1747 : tensor<64x28x28x192xf32>
    %1749 = stablehlo.subtract %1741, %1748 : tensor<64x28x28x192xf32>
    %1750 = stablehlo.multiply %192, %1749 : tensor<64x28x28x192xf32>
    %1751 = stablehlo.multiply %1731, %193 : tensor<64x28x28x192xf32>
    %1752 = stablehlo.constant dense<0.0> : tensor<f32>
    %1753 = "stablehlo.reduce"(%1751, %1752) ({
    ^bb0(%_r183a: tensor<f32>, %_r183b: tensor<f32>):
      %_r183c = stablehlo.add %_r183a, %_r183b : tensor<f32>
      "stablehlo.return"(%_r183c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1754 = stablehlo.constant dense<0.0> : tensor<f32>
    %1755 = "stablehlo.reduce"(%1731, %1754) ({
    ^bb0(%_r184a: tensor<f32>, %_r184b: tensor<f32>):
      %_r184c = stablehlo.add %_r184a, %_r184b : tensor<f32>
      "stablehlo.return"(%_r184c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1756 = "stablehlo.reverse"(%stages.1.blocks.0.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x192xf32>) -> tensor<7x7x1x192xf32>
    %1757 = "stablehlo.convolution"(%1750, %1756) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 192 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x28x28x192xf32>, tensor<7x7x1x192xf32>) -> tensor<64x28x28x192xf32>
    %1758 = "stablehlo.convolution"(%174, %1750) {batch_group_count = 192 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x28x28x192xf32>, tensor<64x28x28x192xf32>) -> tensor<7x7x1x192xf32>
    %1759 = stablehlo.constant dense<0.0> : tensor<f32>
    %1760 = "stablehlo.reduce"(%1750, %1759) ({
    ^bb0(%_r185a: tensor<f32>, %_r185b: tensor<f32>):
      %_r185c = stablehlo.add %_r185a, %_r185b : tensor<f32>
      "stablehlo.return"(%_r185c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1761 = stablehlo.add %1757, %1710 : tensor<64x28x28x192xf32>
    %1762 = "stablehlo.reverse"(%stages.1.down.conv.w) {dimensions = array<i64: 0, 1>} : (tensor<2x2x96x192xf32>) -> tensor<2x2x96x192xf32>
    %1763 = "stablehlo.convolution"(%1761, %1762) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 2, 2>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x28x28x192xf32>, tensor<2x2x96x192xf32>) -> tensor<64x56x56x96xf32>
    %1764 = "stablehlo.convolution"(%171, %1761) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 2, 2>, window_strides = array<i64: 1, 1>} : (tensor<64x56x56x96xf32>, tensor<64x28x28x192xf32>) -> tensor<2x2x96x192xf32>
    %1765 = stablehlo.constant dense<0.0> : tensor<f32>
    %1766 = "stablehlo.reduce"(%1761, %1765) ({
    ^bb0(%_r186a: tensor<f32>, %_r186b: tensor<f32>):
      %_r186c = stablehlo.add %_r186a, %_r186b : tensor<f32>
      "stablehlo.return"(%_r186c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1767 = stablehlo.multiply %1763, %168 : tensor<64x56x56x96xf32>
    %1768 = stablehlo.constant dense<0.0> : tensor<f32>
    %1769 = "stablehlo.reduce"(%1767, %1768) ({
    ^bb0(%_r187a: tensor<f32>, %_r187b: tensor<f32>):
      %_r187c = stablehlo.add %_r187a, %_r187b : tensor<f32>
      "stablehlo.return"(%_r187c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<64x56x56xf32>
    %1770 = stablehlo.constant dense<96.0> : tensor<64x56x56xf32>
    %1771 = stablehlo.divide %1769, %1770 : tensor<64x56x56xf32>
    %1772 = "stablehlo.broadcast_in_dim"(%1771) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56xf32>) -> tensor<64x56x56x96xf32>
    %1773 = stablehlo.subtract %1767, %1772 : tensor<64x56x56x96xf32>
    %1774 = stablehlo.multiply %1767, %167 : tensor<64x56x56x96xf32>
    %1775 = stablehlo.constant dense<0.0> : tensor<f32>
    %1776 = "stablehlo.reduce"(%1774, %1775) ({
    ^bb0(%_r188a: tensor<f32>, %_r188b: tensor<f32>):
      %_r188c = stablehlo.add %_r188a, %_r188b : tensor<f32>
      "stablehlo.return"(%_r188c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<64x56x56xf32>
    %1777 = stablehlo.constant dense<96.0> : tensor<64x56x56xf32>
    %1778 = stablehlo.divide %1776, %1777 : tensor<64x56x56xf32>
    %1779 = "stablehlo.broadcast_in_dim"(%1778) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56xf32>) -> tensor<64x56x56x96xf32>
    %1780 = stablehlo.multiply %167, %1779 : tensor<64x56x56x96xf32>
    %1781 = stablehlo.subtract %1773, %1780 : tensor<64x56x56x96xf32>
    %1782 = stablehlo.multiply %166, %1781 : tensor<64x56x56x96xf32>
    %1783 = stablehlo.multiply %1763, %167 : tensor<64x56x56x96xf32>
    %1784 = stablehlo.constant dense<0.0> : tensor<f32>
    %1785 = "stablehlo.reduce"(%1783, %1784) ({
    ^bb0(%_r189a: tensor<f32>, %_r189b: tensor<f32>):
      %_r189c = stablehlo.add %_r189a, %_r189b : tensor<f32>
      "stablehlo.return"(%_r189c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1786 = stablehlo.constant dense<0.0> : tensor<f32>
    %1787 = "stablehlo.reduce"(%1763, %1786) ({
    ^bb0(%_r190a: tensor<f32>, %_r190b: tensor<f32>):
      %_r190c = stablehlo.add %_r190a, %_r190b : tensor<f32>
      "stablehlo.return"(%_r190c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1788 = stablehlo.multiply %1782, %149 : tensor<64x56x56x96xf32>
    %1789 = stablehlo.multiply %1788, %146 : tensor<64x56x56x96xf32>
    %1790 = stablehlo.multiply %1788, %145 : tensor<64x56x56x96xf32>
    %1791 = stablehlo.constant dense<0.0> : tensor<f32>
    %1792 = "stablehlo.reduce"(%1790, %1791) ({
    ^bb0(%_r191a: tensor<f32>, %_r191b: tensor<f32>):
      %_r191c = stablehlo.add %_r191a, %_r191b : tensor<f32>
      "stablehlo.return"(%_r191c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1793 = "stablehlo.dot_general"(%1789, %stages.0.blocks.2.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x56x56x96xf32>, tensor<384x96xf32>) -> tensor<64x56x56x384xf32>
    %1794 = "stablehlo.dot_general"(%1789, %142) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x56x56x96xf32>, tensor<64x56x56x384xf32>) -> tensor<96x384xf32>
    %1795 = "stablehlo.transpose"(%1794) {permutation = array<i64: 1, 0>} : (tensor<96x384xf32>) -> tensor<384x96xf32>
    %1796 = stablehlo.constant dense<0.0> : tensor<f32>
    %1797 = "stablehlo.reduce"(%1789, %1796) ({
    ^bb0(%_r192a: tensor<f32>, %_r192b: tensor<f32>):
      %_r192c = stablehlo.add %_r192a, %_r192b : tensor<f32>
      "stablehlo.return"(%_r192c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1798 = stablehlo.constant dense<0.5> : tensor<64x56x56x384xf32>
    %1799 = stablehlo.multiply %139, %1798 : tensor<64x56x56x384xf32>
    %1800 = stablehlo.multiply %136, %136 : tensor<64x56x56x384xf32>
    %1801 = stablehlo.negate %1800 : tensor<64x56x56x384xf32>
    %1802 = stablehlo.exponential %1801 : tensor<64x56x56x384xf32>
    %1803 = stablehlo.constant dense<0.3989423> : tensor<64x56x56x384xf32>
    %1804 = stablehlo.multiply %1802, %1803 : tensor<64x56x56x384xf32>
    %1805 = stablehlo.multiply %134, %1804 : tensor<64x56x56x384xf32>
    %1806 = stablehlo.add %1799, %1805 : tensor<64x56x56x384xf32>
    %1807 = stablehlo.multiply %1793, %1806 : tensor<64x56x56x384xf32>
    %1808 = "stablehlo.dot_general"(%1807, %stages.0.blocks.2.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x56x56x384xf32>, tensor<96x384xf32>) -> tensor<64x56x56x96xf32>
    %1809 = "stablehlo.dot_general"(%131, %1807) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x56x56x96xf32>, tensor<64x56x56x384xf32>) -> tensor<96x384xf32>
    %1810 = stablehlo.constant dense<0.0> : tensor<f32>
    %1811 = "stablehlo.reduce"(%1807, %1810) ({
    ^bb0(%_r193a: tensor<f32>, %_r193b: tensor<f32>):
      %_r193c = stablehlo.add %_r193a, %_r193b : tensor<f32>
      "stablehlo.return"(%_r193c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1812 = stablehlo.multiply %1808, %128 : tensor<64x56x56x96xf32>
    %1813 = stablehlo.constant dense<0.0> : tensor<f32>
    %1814 = "stablehlo.reduce"(%1812, %1813) ({
    ^bb0(%_r194a: tensor<f32>, %_r194b: tensor<f32>):
      %_r194c = stablehlo.add %_r194a, %_r194b : tensor<f32>
      "stablehlo.return"(%_r194c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<64x56x56xf32>
    %1815 = stablehlo.constant dense<96.0> : tensor<64x56x56xf32>
    %1816 = stablehlo.divide %1814, %1815 : tensor<64x56x56xf32>
    %1817 = "stablehlo.broadcast_in_dim"(%1816) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56xf32>) -> tensor<64x56x56x96xf32>
    %1818 = stablehlo.subtract %1812, %1817 : tensor<64x56x56x96xf32>
    %1819 = stablehlo.multiply %1812, %127 : tensor<64x56x56x96xf32>
    %1820 = stablehlo.constant dense<0.0> : tensor<f32>
    %1821 = "stablehlo.reduce"(%1819, %1820) ({
    ^bb0(%_r195a: tensor<f32>, %_r195b: tensor<f32>):
      %_r195c = stablehlo.add %_r195a, %_r195b : tensor<f32>
      "stablehlo.return"(%_r195c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<64x56x56xf32>
    %1822 = stablehlo.constant dense<96.0> : tensor<64x56x56xf32>
    %1823 = stablehlo.divide %1821, %1822 : tensor<64x56x56xf32>
    %1824 = "stablehlo.broadcast_in_dim"(%1823) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56xf32>) -> tensor<64x56x56x96xf32>
    %1825 = stablehlo.multiply %127, %1824 : tensor<64x56x56x96xf32>
    %1826 = stablehlo.subtract %1818, %1825 : tensor<64x56x56x96xf32>
    %1827 = stablehlo.multiply %126, %1826 : tensor<64x56x56x96xf32>
    %1828 = stablehlo.multiply %1808, %127 : tensor<64x56x56x96xf32>
    %1829 = stablehlo.constant dense<0.0> : tensor<f32>
    %1830 = "stablehlo.reduce"(%1828, %1829) ({
    ^bb0(%_r196a: tensor<f32>, %_r196b: tensor<f32>):
      %_r196c = stablehlo.add %_r196a, %_r196b : tensor<f32>
      "stablehlo.return"(%_r196c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1831 = stablehlo.constant dense<0.0> : tensor<f32>
    %1832 = "stablehlo.reduce"(%1808, %1831) ({
    ^bb0(%_r197a: tensor<f32>, %_r197b: tensor<f32>):
      %_r197c = stablehlo.add %_r197a, %_r197b : tensor<f32>
      "stablehlo.return"(%_r197c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1833 = "stablehlo.reverse"(%stages.0.blocks.2.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x96xf32>) -> tensor<7x7x1x96xf32>
    %1834 = "stablehlo.convolution"(%1827, %1833) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 96 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x56x56x96xf32>, tensor<7x7x1x96xf32>) -> tensor<64x56x56x96xf32>
    %1835 = "stablehlo.convolution"(%108, %1827) {batch_group_count = 96 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x56x56x96xf32>, tensor<64x56x56x96xf32>) -> tensor<7x7x1x96xf32>
    %1836 = stablehlo.constant dense<0.0> : tensor<f32>
    %1837 = "stablehlo.reduce"(%1827, %1836) ({
    ^bb0(%_r198a: tensor<f32>, %_r198b: tensor<f32>):
      %_r198c = stablehlo.add %_r198a, %_r198b : tensor<f32>
      "stablehlo.return"(%_r198c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1838 = stablehlo.add %1834, %1782 : tensor<64x56x56x96xf32>
    %1839 = stablehlo.multiply %1838, %106 : tensor<64x56x56x96xf32>
    %1840 = stablehlo.multiply %1839, %103 : tensor<64x56x56x96xf32>
    %1841 = stablehlo.multiply %1839, %102 : tensor<64x56x56x96xf32>
    %1842 = stablehlo.constant dense<0.0> : tensor<f32>
    %1843 = "stablehlo.reduce"(%1841, %1842) ({
    ^bb0(%_r199a: tensor<f32>, %_r199b: tensor<f32>):
      %_r199c = stablehlo.add %_r199a, %_r199b : tensor<f32>
      "stablehlo.return"(%_r199c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1844 = "stablehlo.dot_general"(%1840, %stages.0.blocks.1.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x56x56x96xf32>, tensor<384x96xf32>) -> tensor<64x56x56x384xf32>
    %1845 = "stablehlo.dot_general"(%1840, %99) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x56x56x96xf32>, tensor<64x56x56x384xf32>) -> tensor<96x384xf32>
    %1846 = "stablehlo.transpose"(%1845) {permutation = array<i64: 1, 0>} : (tensor<96x384xf32>) -> tensor<384x96xf32>
    %1847 = stablehlo.constant dense<0.0> : tensor<f32>
    %1848 = "stablehlo.reduce"(%1840, %1847) ({
    ^bb0(%_r200a: tensor<f32>, %_r200b: tensor<f32>):
      %_r200c = stablehlo.add %_r200a, %_r200b : tensor<f32>
      "stablehlo.return"(%_r200c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1849 = stablehlo.constant dense<0.5> : tensor<64x56x56x384xf32>
    %1850 = stablehlo.multiply %96, %1849 : tensor<64x56x56x384xf32>
    %1851 = stablehlo.multiply %93, %93 : tensor<64x56x56x384xf32>
    %1852 = stablehlo.negate %1851 : tensor<64x56x56x384xf32>
    %1853 = stablehlo.exponential %1852 : tensor<64x56x56x384xf32>
    %1854 = stablehlo.constant dense<0.3989423> : tensor<64x56x56x384xf32>
    %1855 = stablehlo.multiply %1853, %1854 : tensor<64x56x56x384xf32>
    %1856 = stablehlo.multiply %91, %1855 : tensor<64x56x56x384xf32>
    %1857 = stablehlo.add %1850, %1856 : tensor<64x56x56x384xf32>
    %1858 = stablehlo.multiply %1844, %1857 : tensor<64x56x56x384xf32>
    %1859 = "stablehlo.dot_general"(%1858, %stages.0.blocks.1.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x56x56x384xf32>, tensor<96x384xf32>) -> tensor<64x56x56x96xf32>
    %1860 = "stablehlo.dot_general"(%88, %1858) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x56x56x96xf32>, tensor<64x56x56x384xf32>) -> tensor<96x384xf32>
    %1861 = stablehlo.constant dense<0.0> : tensor<f32>
    %1862 = "stablehlo.reduce"(%1858, %1861) ({
    ^bb0(%_r201a: tensor<f32>, %_r201b: tensor<f32>):
      %_r201c = stablehlo.add %_r201a, %_r201b : tensor<f32>
      "stablehlo.return"(%_r201c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1863 = stablehlo.multiply %1859, %85 : tensor<64x56x56x96xf32>
    %1864 = stablehlo.constant dense<0.0> : tensor<f32>
    %1865 = "stablehlo.reduce"(%1863, %1864) ({
    ^bb0(%_r202a: tensor<f32>, %_r202b: tensor<f32>):
      %_r202c = stablehlo.add %_r202a, %_r202b : tensor<f32>
      "stablehlo.return"(%_r202c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<64x56x56xf32>
    %1866 = stablehlo.constant dense<96.0> : tensor<64x56x56xf32>
    %1867 = stablehlo.divide %1865, %1866 : tensor<64x56x56xf32>
    %1868 = "stablehlo.broadcast_in_dim"(%1867) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56xf32>) -> tensor<64x56x56x96xf32>
    %1869 = stablehlo.subtract %1863, %1868 : tensor<64x56x56x96xf32>
    %1870 = stablehlo.multiply %1863, %84 : tensor<64x56x56x96xf32>
    %1871 = stablehlo.constant dense<0.0> : tensor<f32>
    %1872 = "stablehlo.reduce"(%1870, %1871) ({
    ^bb0(%_r203a: tensor<f32>, %_r203b: tensor<f32>):
      %_r203c = stablehlo.add %_r203a, %_r203b : tensor<f32>
      "stablehlo.return"(%_r203c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<64x56x56xf32>
    %1873 = stablehlo.constant dense<96.0> : tensor<64x56x56xf32>
    %1874 = stablehlo.divide %1872, %1873 : tensor<64x56x56xf32>
    %1875 = "stablehlo.broadcast_in_dim"(%1874) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56xf32>) -> tensor<64x56x56x96xf32>
    %1876 = stablehlo.multiply %84, %1875 : tensor<64x56x56x96xf32>
    %1877 = stablehlo.subtract %1869, %1876 : tensor<64x56x56x96xf32>
    %1878 = stablehlo.multiply %83, %1877 : tensor<64x56x56x96xf32>
    %1879 = stablehlo.multiply %1859, %84 : tensor<64x56x56x96xf32>
    %1880 = stablehlo.constant dense<0.0> : tensor<f32>
    %1881 = "stablehlo.reduce"(%1879, %1880) ({
    ^bb0(%_r204a: tensor<f32>, %_r204b: tensor<f32>):
      %_r204c = stablehlo.add %_r204a, %_r204b : tensor<f32>
      "stablehlo.return"(%_r204c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1882 = stablehlo.constant dense<0.0> : tensor<f32>
    %1883 = "stablehlo.reduce"(%1859, %1882) ({
    ^bb0(%_r205a: tensor<f32>, %_r205b: tensor<f32>):
      %_r205c = stablehlo.add %_r205a, %_r205b : tensor<f32>
      "stablehlo.return"(%_r205c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1884 = "stablehlo.reverse"(%stages.0.blocks.1.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x96xf32>) -> tensor<7x7x1x96xf32>
    %1885 = "stablehlo.convolution"(%1878, %1884) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 96 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x56x56x96xf32>, tensor<7x7x1x96xf32>) -> tensor<64x56x56x96xf32>
    %1886 = "stablehlo.convolution"(%65, %1878) {batch_group_count = 96 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x56x56x96xf32>, tensor<64x56x56x96xf32>) -> tensor<7x7x1x96xf32>
    %1887 = stablehlo.constant dense<0.0> : tensor<f32>
    %1888 = "stablehlo.reduce"(%1878, %1887) ({
    ^bb0(%_r206a: tensor<f32>, %_r206b: tensor<f32>):
      %_r206c = stablehlo.add %_r206a, %_r206b : tensor<f32>
      "stablehlo.return"(%_r206c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1889 = stablehlo.add %1885, %1838 : tensor<64x56x56x96xf32>
    %1890 = stablehlo.multiply %1889, %63 : tensor<64x56x56x96xf32>
    %1891 = stablehlo.multiply %1890, %60 : tensor<64x56x56x96xf32>
    %1892 = stablehlo.multiply %1890, %59 : tensor<64x56x56x96xf32>
    %1893 = stablehlo.constant dense<0.0> : tensor<f32>
    %1894 = "stablehlo.reduce"(%1892, %1893) ({
    ^bb0(%_r207a: tensor<f32>, %_r207b: tensor<f32>):
      %_r207c = stablehlo.add %_r207a, %_r207b : tensor<f32>
      "stablehlo.return"(%_r207c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1895 = "stablehlo.dot_general"(%1891, %stages.0.blocks.0.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x56x56x96xf32>, tensor<384x96xf32>) -> tensor<64x56x56x384xf32>
    %1896 = "stablehlo.dot_general"(%1891, %56) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x56x56x96xf32>, tensor<64x56x56x384xf32>) -> tensor<96x384xf32>
    %1897 = "stablehlo.transpose"(%1896) {permutation = array<i64: 1, 0>} : (tensor<96x384xf32>) -> tensor<384x96xf32>
    %1898 = stablehlo.constant dense<0.0> : tensor<f32>
    %1899 = "stablehlo.reduce"(%1891, %1898) ({
    ^bb0(%_r208a: tensor<f32>, %_r208b: tensor<f32>):
      %_r208c = stablehlo.add %_r208a, %_r208b : tensor<f32>
      "stablehlo.return"(%_r208c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1900 = stablehlo.constant dense<0.5> : tensor<64x56x56x384xf32>
    %1901 = stablehlo.multiply %53, %1900 : tensor<64x56x56x384xf32>
    %1902 = stablehlo.multiply %50, %50 : tensor<64x56x56x384xf32>
    %1903 = stablehlo.negate %1902 : tensor<64x56x56x384xf32>
    %1904 = stablehlo.exponential %1903 : tensor<64x56x56x384xf32>
    %1905 = stablehlo.constant dense<0.3989423> : tensor<64x56x56x384xf32>
    %1906 = stablehlo.multiply %1904, %1905 : tensor<64x56x56x384xf32>
    %1907 = stablehlo.multiply %48, %1906 : tensor<64x56x56x384xf32>
    %1908 = stablehlo.add %1901, %1907 : tensor<64x56x56x384xf32>
    %1909 = stablehlo.multiply %1895, %1908 : tensor<64x56x56x384xf32>
    %1910 = "stablehlo.dot_general"(%1909, %stages.0.blocks.0.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x56x56x384xf32>, tensor<96x384xf32>) -> tensor<64x56x56x96xf32>
    %1911 = "stablehlo.dot_general"(%45, %1909) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x56x56x96xf32>, tensor<64x56x56x384xf32>) -> tensor<96x384xf32>
    %1912 = stablehlo.constant dense<0.0> : tensor<f32>
    %1913 = "stablehlo.reduce"(%1909, %1912) ({
    ^bb0(%_r209a: tensor<f32>, %_r209b: tensor<f32>):
      %_r209c = stablehlo.add %_r209a, %_r209b : tensor<f32>
      "stablehlo.return"(%_r209c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1914 = stablehlo.multiply %1910, %42 : tensor<64x56x56x96xf32>
    %1915 = stablehlo.constant dense<0.0> : tensor<f32>
    %1916 = "stablehlo.reduce"(%1914, %1915) ({
    ^bb0(%_r210a: tensor<f32>, %_r210b: tensor<f32>):
      %_r210c = stablehlo.add %_r210a, %_r210b : tensor<f32>
      "stablehlo.return"(%_r210c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<64x56x56xf32>
    %1917 = stablehlo.constant dense<96.0> : tensor<64x56x56xf32>
    %1918 = stablehlo.divide %1916, %1917 : tensor<64x56x56xf32>
    %1919 = "stablehlo.broadcast_in_dim"(%1918) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56xf32>) -> tensor<64x56x56x96xf32>
    %1920 = stablehlo.subtract %1914, %1919 : tensor<64x56x56x96xf32>
    %1921 = stablehlo.multiply %1914, %41 : tensor<64x56x56x96xf32>
    %1922 = stablehlo.constant dense<0.0> : tensor<f32>
    %1923 = "stablehlo.reduce"(%1921, %1922) ({
    ^bb0(%_r211a: tensor<f32>, %_r211b: tensor<f32>):
      %_r211c = stablehlo.add %_r211a, %_r211b : tensor<f32>
      "stablehlo.return"(%_r211c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<64x56x56xf32>
    %1924 = stablehlo.constant dense<96.0> : tensor<64x56x56xf32>
    %1925 = stablehlo.divide %1923, %1924 : tensor<64x56x56xf32>
    %1926 = "stablehlo.broadcast_in_dim"(%1925) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56xf32>) -> tensor<64x56x56x96xf32>
    %1927 = stablehlo.multiply %41, %1926 : tensor<64x56x56x96xf32>
    %1928 = stablehlo.subtract %1920, %1927 : tensor<64x56x56x96xf32>
    %1929 = stablehlo.multiply %40, %1928 : tensor<64x56x56x96xf32>
    %1930 = stablehlo.multiply %1910, %41 : tensor<64x56x56x96xf32>
    %1931 = stablehlo.constant dense<0.0> : tensor<f32>
    %1932 = "stablehlo.reduce"(%1930, %1931) ({
    ^bb0(%_r212a: tensor<f32>, %_r212b: tensor<f32>):
      %_r212c = stablehlo.add %_r212a, %_r212b : tensor<f32>
      "stablehlo.return"(%_r212c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1933 = stablehlo.constant dense<0.0> : tensor<f32>
    %1934 = "stablehlo.reduce"(%1910, %1933) ({
    ^bb0(%_r213a: tensor<f32>, %_r213b: tensor<f32>):
      %_r213c = stablehlo.add %_r213a, %_r213b : tensor<f32>
      "stablehlo.return"(%_r213c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1935 = "stablehlo.reverse"(%stages.0.blocks.0.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x96xf32>) -> tensor<7x7x1x96xf32>
    %1936 = "stablehlo.convolution"(%1929, %1935) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 96 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x56x56x96xf32>, tensor<7x7x1x96xf32>) -> tensor<64x56x56x96xf32>
    %1937 = "stablehlo.convolution"(%22, %1929) {batch_group_count = 96 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x56x56x96xf32>, tensor<64x56x56x96xf32>) -> tensor<7x7x1x96xf32>
    %1938 = stablehlo.constant dense<0.0> : tensor<f32>
    %1939 = "stablehlo.reduce"(%1929, %1938) ({
    ^bb0(%_r214a: tensor<f32>, %_r214b: tensor<f32>):
      %_r214c = stablehlo.add %_r214a, %_r214b : tensor<f32>
      "stablehlo.return"(%_r214c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1940 = stablehlo.add %1936, %1889 : tensor<64x56x56x96xf32>
    %1941 = stablehlo.multiply %1940, %19 : tensor<64x56x56x96xf32>
    %1942 = stablehlo.constant dense<0.0> : tensor<f32>
    %1943 = "stablehlo.reduce"(%1941, %1942) ({
    ^bb0(%_r215a: tensor<f32>, %_r215b: tensor<f32>):
      %_r215c = stablehlo.add %_r215a, %_r215b : tensor<f32>
      "stablehlo.return"(%_r215c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<64x56x56xf32>
    %1944 = stablehlo.constant dense<96.0> : tensor<64x56x56xf32>
    %1945 = stablehlo.divide %1943, %1944 : tensor<64x56x56xf32>
    %1946 = "stablehlo.broadcast_in_dim"(%1945) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56xf32>) -> tensor<64x56x56x96xf32>
    %1947 = stablehlo.subtract %1941, %1946 : tensor<64x56x56x96xf32>
    %1948 = stablehlo.multiply %1941, %18 : tensor<64x56x56x96xf32>
    %1949 = stablehlo.constant dense<0.0> : tensor<f32>
    %1950 = "stablehlo.reduce"(%1948, %1949) ({
    ^bb0(%_r216a: tensor<f32>, %_r216b: tensor<f32>):
      %_r216c = stablehlo.add %_r216a, %_r216b : tensor<f32>
      "stablehlo.return"(%_r216c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<64x56x56xf32>
    %1951 = stablehlo.constant dense<96.0> : tensor<64x56x56xf32>
    %1952 = stablehlo.divide %1950, %1951 : tensor<64x56x56xf32>
    %1953 = "stablehlo.broadcast_in_dim"(%1952) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56xf32>) -> tensor<64x56x56x96xf32>
    %1954 = stablehlo.multiply %18, %1953 : tensor<64x56x56x96xf32>
    %1955 = stablehlo.subtract %1947, %1954 : tensor<64x56x56x96xf32>
    %1956 = stablehlo.multiply %17, %1955 : tensor<64x56x56x96xf32>
    %1957 = stablehlo.multiply %1940, %18 : tensor<64x56x56x96xf32>
    %1958 = stablehlo.constant dense<0.0> : tensor<f32>
    %1959 = "stablehlo.reduce"(%1957, %1958) ({
    ^bb0(%_r217a: tensor<f32>, %_r217b: tensor<f32>):
      %_r217c = stablehlo.add %_r217a, %_r217b : tensor<f32>
      "stablehlo.return"(%_r217c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1960 = stablehlo.constant dense<0.0> : tensor<f32>
    %1961 = "stablehlo.reduce"(%1940, %1960) ({
    ^bb0(%_r218a: tensor<f32>, %_r218b: tensor<f32>):
      %_r218c = stablehlo.add %_r218a, %_r218b : tensor<f32>
      "stablehlo.return"(%_r218c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1962 = "stablehlo.convolution"(%x, %1956) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 4, 4>, window_strides = array<i64: 1, 1>} : (tensor<64x224x224x3xf32>, tensor<64x56x56x96xf32>) -> tensor<4x4x3x96xf32>
    %1963 = stablehlo.constant dense<0.0> : tensor<f32>
    %1964 = "stablehlo.reduce"(%1956, %1963) ({
    ^bb0(%_r219a: tensor<f32>, %_r219b: tensor<f32>):
      %_r219c = stablehlo.add %_r219a, %_r219b : tensor<f32>
      "stablehlo.return"(%_r219c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    // ── data parallel: mean of the gradients and the loss over 4 replicas ──
    %1965 = "stablehlo.all_reduce"(%1962) ({
    ^bb0(%_r220a: tensor<f32>, %_r220b: tensor<f32>):
      %_r220c = stablehlo.add %_r220a, %_r220b : tensor<f32>
      "stablehlo.return"(%_r220c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<4x4x3x96xf32>) -> tensor<4x4x3x96xf32>
    %1966 = stablehlo.constant dense<4.0> : tensor<4x4x3x96xf32>
    %1967 = stablehlo.divide %1965, %1966 : tensor<4x4x3x96xf32>
    %1968 = "stablehlo.all_reduce"(%1964) ({
    ^bb0(%_r221a: tensor<f32>, %_r221b: tensor<f32>):
      %_r221c = stablehlo.add %_r221a, %_r221b : tensor<f32>
      "stablehlo.return"(%_r221c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<96xf32>) -> tensor<96xf32>
    %1969 = stablehlo.constant dense<4.0> : tensor<96xf32>
    %1970 = stablehlo.divide %1968, %1969 : tensor<96xf32>
    %1971 = "stablehlo.all_reduce"(%1959) ({
    ^bb0(%_r222a: tensor<f32>, %_r222b: tensor<f32>):
      %_r222c = stablehlo.add %_r222a, %_r222b : tensor<f32>
      "stablehlo.return"(%_r222c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<96xf32>) -> tensor<96xf32>
    %1972 = stablehlo.constant dense<4.0> : tensor<96xf32>
    %1973 = stablehlo.divide %1971, %1972 : tensor<96xf32>
    %1974 = "stablehlo.all_reduce"(%1961) ({
    ^bb0(%_r223a: tensor<f32>, %_r223b: tensor<f32>):
      %_r223c = stablehlo.add %_r223a, %_r223b : tensor<f32>
      "stablehlo.return"(%_r223c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<96xf32>) -> tensor<96xf32>
    %1975 = stablehlo.constant dense<4.0> : tensor<96xf32>
    %1976 = stablehlo.divide %1974, %1975 : tensor<96xf32>
    %1977 = "stablehlo.all_reduce"(%1937) ({
    ^bb0(%_r224a: tensor<f32>, %_r224b: tensor<f32>):
      %_r224c = stablehlo.add %_r224a, %_r224b : tensor<f32>
      "stablehlo.return"(%_r224c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<7x7x1x96xf32>) -> tensor<7x7x1x96xf32>
    %1978 = stablehlo.constant dense<4.0> : tensor<7x7x1x96xf32>
    %1979 = stablehlo.divide %1977, %1978 : tensor<7x7x1x96xf32>
    %1980 = "stablehlo.all_reduce"(%1939) ({
    ^bb0(%_r225a: tensor<f32>, %_r225b: tensor<f32>):
      %_r225c = stablehlo.add %_r225a, %_r225b : tensor<f32>
      "stablehlo.return"(%_r225c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<96xf32>) -> tensor<96xf32>
    %1981 = stablehlo.constant dense<4.0> : tensor<96xf32>
    %1982 = stablehlo.divide %1980, %1981 : tensor<96xf32>
    %1983 = "stablehlo.all_reduce"(%1932) ({
    ^bb0(%_r226a: tensor<f32>, %_r226b: tensor<f32>):
      %_r226c = stablehlo.add %_r226a, %_r226b : tensor<f32>
      "stablehlo.return"(%_r226c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<96xf32>) -> tensor<96xf32>
    %1984 = stablehlo.constant dense<4.0> : tensor<96xf32>
    %1985 = stablehlo.divide %1983, %1984 : tensor<96xf32>
    %1986 = "stablehlo.all_reduce"(%1934) ({
    ^bb0(%_r227a: tensor<f32>, %_r227b: tensor<f32>):
      %_r227c = stablehlo.add %_r227a, %_r227b : tensor<f32>
      "stablehlo.return"(%_r227c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<96xf32>) -> tensor<96xf32>
    %1987 = stablehlo.constant dense<4.0> : tensor<96xf32>
    %1988 = stablehlo.divide %1986, %1987 : tensor<96xf32>
    %1989 = "stablehlo.all_reduce"(%1911) ({
    ^bb0(%_r228a: tensor<f32>, %_r228b: tensor<f32>):
      %_r228c = stablehlo.add %_r228a, %_r228b : tensor<f32>
      "stablehlo.return"(%_r228c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<96x384xf32>) -> tensor<96x384xf32>
    %1990 = stablehlo.constant dense<4.0> : tensor<96x384xf32>
    %1991 = stablehlo.divide %1989, %1990 : tensor<96x384xf32>
    %1992 = "stablehlo.all_reduce"(%1913) ({
    ^bb0(%_r229a: tensor<f32>, %_r229b: tensor<f32>):
      %_r229c = stablehlo.add %_r229a, %_r229b : tensor<f32>
      "stablehlo.return"(%_r229c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %1993 = stablehlo.constant dense<4.0> : tensor<384xf32>
    %1994 = stablehlo.divide %1992, %1993 : tensor<384xf32>
    %1995 = "stablehlo.all_reduce"(%1897) ({
    ^bb0(%_r230a: tensor<f32>, %_r230b: tensor<f32>):
      %_r230c = stablehlo.add %_r230a, %_r230b : tensor<f32>
      "stablehlo.return"(%_r230c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<384x96xf32>) -> tensor<384x96xf32>
    %1996 = stablehlo.constant dense<4.0> : tensor<384x96xf32>
    %1997 = stablehlo.divide %1995, %1996 : tensor<384x96xf32>
    %1998 = "stablehlo.all_reduce"(%1899) ({
    ^bb0(%_r231a: tensor<f32>, %_r231b: tensor<f32>):
      %_r231c = stablehlo.add %_r231a, %_r231b : tensor<f32>
      "stablehlo.return"(%_r231c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<96xf32>) -> tensor<96xf32>
    %1999 = stablehlo.constant dense<4.0> : tensor<96xf32>
    %2000 = stablehlo.divide %1998, %1999 : tensor<96xf32>
    %2001 = "stablehlo.all_reduce"(%1894) ({
    ^bb0(%_r232a: tensor<f32>, %_r232b: tensor<f32>):
      %_r232c = stablehlo.add %_r232a, %_r232b : tensor<f32>
      "stablehlo.return"(%_r232c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<96xf32>) -> tensor<96xf32>
    %2002 = stablehlo.constant dense<4.0> : tensor<96xf32>
    %2003 = stablehlo.divide %2001, %2002 : tensor<96xf32>
    %2004 = "stablehlo.all_reduce"(%1886) ({
    ^bb0(%_r233a: tensor<f32>, %_r233b: tensor<f32>):
      %_r233c = stablehlo.add %_r233a, %_r233b : tensor<f32>
      "stablehlo.return"(%_r233c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<7x7x1x96xf32>) -> tensor<7x7x1x96xf32>
    %2005 = stablehlo.constant dense<4.0> : tensor<7x7x1x96xf32>
    %2006 = stablehlo.divide %2004, %2005 : tensor<7x7x1x96xf32>
    %2007 = "stablehlo.all_reduce"(%1888) ({
    ^bb0(%_r234a: tensor<f32>, %_r234b: tensor<f32>):
      %_r234c = stablehlo.add %_r234a, %_r234b : tensor<f32>
      "stablehlo.return"(%_r234c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<96xf32>) -> tensor<96xf32>
    %2008 = stablehlo.constant dense<4.0> : tensor<96xf32>
    %2009 = stablehlo.divide %2007, %2008 : tensor<96xf32>
    %2010 = "stablehlo.all_reduce"(%1881) ({
    ^bb0(%_r235a: tensor<f32>, %_r235b: tensor<f32>):
      %_r235c = stablehlo.add %_r235a, %_r235b : tensor<f32>
      "stablehlo.return"(%_r235c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<96xf32>) -> tensor<96xf32>
    %2011 = stablehlo.constant dense<4.0> : tensor<96xf32>
    %2012 = stablehlo.divide %2010, %2011 : tensor<96xf32>
    %2013 = "stablehlo.all_reduce"(%1883) ({
    ^bb0(%_r236a: tensor<f32>, %_r236b: tensor<f32>):
      %_r236c = stablehlo.add %_r236a, %_r236b : tensor<f32>
      "stablehlo.return"(%_r236c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<96xf32>) -> tensor<96xf32>
    %2014 = stablehlo.constant dense<4.0> : tensor<96xf32>
    %2015 = stablehlo.divide %2013, %2014 : tensor<96xf32>
    %2016 = "stablehlo.all_reduce"(%1860) ({
    ^bb0(%_r237a: tensor<f32>, %_r237b: tensor<f32>):
      %_r237c = stablehlo.add %_r237a, %_r237b : tensor<f32>
      "stablehlo.return"(%_r237c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<96x384xf32>) -> tensor<96x384xf32>
    %2017 = stablehlo.constant dense<4.0> : tensor<96x384xf32>
    %2018 = stablehlo.divide %2016, %2017 : tensor<96x384xf32>
    %2019 = "stablehlo.all_reduce"(%1862) ({
    ^bb0(%_r238a: tensor<f32>, %_r238b: tensor<f32>):
      %_r238c = stablehlo.add %_r238a, %_r238b : tensor<f32>
      "stablehlo.return"(%_r238c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %2020 = stablehlo.constant dense<4.0> : tensor<384xf32>
    %2021 = stablehlo.divide %2019, %2020 : tensor<384xf32>
    %2022 = "stablehlo.all_reduce"(%1846) ({
    ^bb0(%_r239a: tensor<f32>, %_r239b: tensor<f32>):
      %_r239c = stablehlo.add %_r239a, %_r239b : tensor<f32>
      "stablehlo.return"(%_r239c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<384x96xf32>) -> tensor<384x96xf32>
    %2023 = stablehlo.constant dense<4.0> : tensor<384x96xf32>
    %2024 = stablehlo.divide %2022, %2023 : tensor<384x96xf32>
    %2025 = "stablehlo.all_reduce"(%1848) ({
    ^bb0(%_r240a: tensor<f32>, %_r240b: tensor<f32>):
      %_r240c = stablehlo.add %_r240a, %_r240b : tensor<f32>
      "stablehlo.return"(%_r240c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<96xf32>) -> tensor<96xf32>
    %2026 = stablehlo.constant dense<4.0> : tensor<96xf32>
    %2027 = stablehlo.divide %2025, %2026 : tensor<96xf32>
    %2028 = "stablehlo.all_reduce"(%1843) ({
    ^bb0(%_r241a: tensor<f32>, %_r241b: tensor<f32>):
      %_r241c = stablehlo.add %_r241a, %_r241b : tensor<f32>
      "stablehlo.return"(%_r241c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<96xf32>) -> tensor<96xf32>
    %2029 = stablehlo.constant dense<4.0> : tensor<96xf32>
    %2030 = stablehlo.divide %2028, %2029 : tensor<96xf32>
    %2031 = "stablehlo.all_reduce"(%1835) ({
    ^bb0(%_r242a: tensor<f32>, %_r242b: tensor<f32>):
      %_r242c = stablehlo.add %_r242a, %_r242b : tensor<f32>
      "stablehlo.return"(%_r242c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<7x7x1x96xf32>) -> tensor<7x7x1x96xf32>
    %2032 = stablehlo.constant dense<4.0> : tensor<7x7x1x96xf32>
    %2033 = stablehlo.divide %2031, %2032 : tensor<7x7x1x96xf32>
    %2034 = "stablehlo.all_reduce"(%1837) ({
    ^bb0(%_r243a: tensor<f32>, %_r243b: tensor<f32>):
      %_r243c = stablehlo.add %_r243a, %_r243b : tensor<f32>
      "stablehlo.return"(%_r243c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<96xf32>) -> tensor<96xf32>
    %2035 = stablehlo.constant dense<4.0> : tensor<96xf32>
    %2036 = stablehlo.divide %2034, %2035 : tensor<96xf32>
    %2037 = "stablehlo.all_reduce"(%1830) ({
    ^bb0(%_r244a: tensor<f32>, %_r244b: tensor<f32>):
      %_r244c = stablehlo.add %_r244a, %_r244b : tensor<f32>
      "stablehlo.return"(%_r244c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<96xf32>) -> tensor<96xf32>
    %2038 = stablehlo.constant dense<4.0> : tensor<96xf32>
    %2039 = stablehlo.divide %2037, %2038 : tensor<96xf32>
    %2040 = "stablehlo.all_reduce"(%1832) ({
    ^bb0(%_r245a: tensor<f32>, %_r245b: tensor<f32>):
      %_r245c = stablehlo.add %_r245a, %_r245b : tensor<f32>
      "stablehlo.return"(%_r245c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<96xf32>) -> tensor<96xf32>
    %2041 = stablehlo.constant dense<4.0> : tensor<96xf32>
    %2042 = stablehlo.divide %2040, %2041 : tensor<96xf32>
    %2043 = "stablehlo.all_reduce"(%1809) ({
    ^bb0(%_r246a: tensor<f32>, %_r246b: tensor<f32>):
      %_r246c = stablehlo.add %_r246a, %_r246b : tensor<f32>
      "stablehlo.return"(%_r246c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<96x384xf32>) -> tensor<96x384xf32>
    %2044 = stablehlo.constant dense<4.0> : tensor<96x384xf32>
    %2045 = stablehlo.divide %2043, %2044 : tensor<96x384xf32>
    %2046 = "stablehlo.all_reduce"(%1811) ({
    ^bb0(%_r247a: tensor<f32>, %_r247b: tensor<f32>):
      %_r247c = stablehlo.add %_r247a, %_r247b : tensor<f32>
      "stablehlo.return"(%_r247c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %2047 = stablehlo.constant dense<4.0> : tensor<384xf32>
    %2048 = stablehlo.divide %2046, %2047 : tensor<384xf32>
    %2049 = "stablehlo.all_reduce"(%1795) ({
    ^bb0(%_r248a: tensor<f32>, %_r248b: tensor<f32>):
      %_r248c = stablehlo.add %_r248a, %_r248b : tensor<f32>
      "stablehlo.return"(%_r248c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<384x96xf32>) -> tensor<384x96xf32>
    %2050 = stablehlo.constant dense<4.0> : tensor<384x96xf32>
    %2051 = stablehlo.divide %2049, %2050 : tensor<384x96xf32>
    %2052 = "stablehlo.all_reduce"(%1797) ({
    ^bb0(%_r249a: tensor<f32>, %_r249b: tensor<f32>):
      %_r249c = stablehlo.add %_r249a, %_r249b : tensor<f32>
      "stablehlo.return"(%_r249c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<96xf32>) -> tensor<96xf32>
    %2053 = stablehlo.constant dense<4.0> : tensor<96xf32>
    %2054 = stablehlo.divide %2052, %2053 : tensor<96xf32>
    %2055 = "stablehlo.all_reduce"(%1792) ({
    ^bb0(%_r250a: tensor<f32>, %_r250b: tensor<f32>):
      %_r250c = stablehlo.add %_r250a, %_r250b : tensor<f32>
      "stablehlo.return"(%_r250c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<96xf32>) -> tensor<96xf32>
    %2056 = stablehlo.constant dense<4.0> : tensor<96xf32>
    %2057 = stablehlo.divide %2055, %2056 : tensor<96xf32>
    %2058 = "stablehlo.all_reduce"(%1785) ({
    ^bb0(%_r251a: tensor<f32>, %_r251b: tensor<f32>):
      %_r251c = stablehlo.add %_r251a, %_r251b : tensor<f32>
      "stablehlo.return"(%_r251c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<96xf32>) -> tensor<96xf32>
    %2059 = stablehlo.constant dense<4.0> : tensor<96xf32>
    %2060 = stablehlo.divide %2058, %2059 : tensor<96xf32>
    %2061 = "stablehlo.all_reduce"(%1787) ({
    ^bb0(%_r252a: tensor<f32>, %_r252b: tensor<f32>):
      %_r252c = stablehlo.add %_r252a, %_r252b : tensor<f32>
      "stablehlo.return"(%_r252c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<96xf32>) -> tensor<96xf32>
    %2062 = stablehlo.constant dense<4.0> : tensor<96xf32>
    %2063 = stablehlo.divide %2061, %2062 : tensor<96xf32>
    %2064 = "stablehlo.all_reduce"(%1764) ({
    ^bb0(%_r253a: tensor<f32>, %_r253b: tensor<f32>):
      %_r253c = stablehlo.add %_r253a, %_r253b : tensor<f32>
      "stablehlo.return"(%_r253c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<2x2x96x192xf32>) -> tensor<2x2x96x192xf32>
    %2065 = stablehlo.constant dense<4.0> : tensor<2x2x96x192xf32>
    %2066 = stablehlo.divide %2064, %2065 : tensor<2x2x96x192xf32>
    %2067 = "stablehlo.all_reduce"(%1766) ({
    ^bb0(%_r254a: tensor<f32>, %_r254b: tensor<f32>):
      %_r254c = stablehlo.add %_r254a, %_r254b : tensor<f32>
      "stablehlo.return"(%_r254c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2068 = stablehlo.constant dense<4.0> : tensor<192xf32>
    %2069 = stablehlo.divide %2067, %2068 : tensor<192xf32>
    %2070 = "stablehlo.all_reduce"(%1758) ({
    ^bb0(%_r255a: tensor<f32>, %_r255b: tensor<f32>):
      %_r255c = stablehlo.add %_r255a, %_r255b : tensor<f32>
      "stablehlo.return"(%_r255c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<7x7x1x192xf32>) -> tensor<7x7x1x192xf32>
    %2071 = stablehlo.constant dense<4.0> : tensor<7x7x1x192xf32>
    %2072 = stablehlo.divide %2070, %2071 : tensor<7x7x1x192xf32>
    %2073 = "stablehlo.all_reduce"(%1760) ({
    ^bb0(%_r256a: tensor<f32>, %_r256b: tensor<f32>):
      %_r256c = stablehlo.add %_r256a, %_r256b : tensor<f32>
      "stablehlo.return"(%_r256c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2074 = stablehlo.constant dense<4.0> : tensor<192xf32>
    %2075 = stablehlo.divide %2073, %2074 : tensor<192xf32>
    %2076 = "stablehlo.all_reduce"(%1753) ({
    ^bb0(%_r257a: tensor<f32>, %_r257b: tensor<f32>):
      %_r257c = stablehlo.add %_r257a, %_r257b : tensor<f32>
      "stablehlo.return"(%_r257c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2077 = stablehlo.constant dense<4.0> : tensor<192xf32>
    %2078 = stablehlo.divide %2076, %2077 : tensor<192xf32>
    %2079 = "stablehlo.all_reduce"(%1755) ({
    ^bb0(%_r258a: tensor<f32>, %_r258b: tensor<f32>):
      %_r258c = stablehlo.add %_r258a, %_r258b : tensor<f32>
      "stablehlo.return"(%_r258c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2080 = stablehlo.constant dense<4.0> : tensor<192xf32>
    %2081 = stablehlo.divide %2079, %2080 : tensor<192xf32>
    %2082 = "stablehlo.all_reduce"(%1732) ({
    ^bb0(%_r259a: tensor<f32>, %_r259b: tensor<f32>):
      %_r259c = stablehlo.add %_r259a, %_r259b : tensor<f32>
      "stablehlo.return"(%_r259c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<192x768xf32>) -> tensor<192x768xf32>
    %2083 = stablehlo.constant dense<4.0> : tensor<192x768xf32>
    %2084 = stablehlo.divide %2082, %2083 : tensor<192x768xf32>
    %2085 = "stablehlo.all_reduce"(%1734) ({
    ^bb0(%_r260a: tensor<f32>, %_r260b: tensor<f32>):
      %_r260c = stablehlo.add %_r260a, %_r260b : tensor<f32>
      "stablehlo.return"(%_r260c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<768xf32>) -> tensor<768xf32>
    %2086 = stablehlo.constant dense<4.0> : tensor<768xf32>
    %2087 = stablehlo.divide %2085, %2086 : tensor<768xf32>
    %2088 = "stablehlo.all_reduce"(%1718) ({
    ^bb0(%_r261a: tensor<f32>, %_r261b: tensor<f32>):
      %_r261c = stablehlo.add %_r261a, %_r261b : tensor<f32>
      "stablehlo.return"(%_r261c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<768x192xf32>) -> tensor<768x192xf32>
    %2089 = stablehlo.constant dense<4.0> : tensor<768x192xf32>
    %2090 = stablehlo.divide %2088, %2089 : tensor<768x192xf32>
    %2091 = "stablehlo.all_reduce"(%1720) ({
    ^bb0(%_r262a: tensor<f32>, %_r262b: tensor<f32>):
      %_r262c = stablehlo.add %_r262a, %_r262b : tensor<f32>
      "stablehlo.return"(%_r262c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2092 = stablehlo.constant dense<4.0> : tensor<192xf32>
    %2093 = stablehlo.divide %2091, %2092 : tensor<192xf32>
    %2094 = "stablehlo.all_reduce"(%1715) ({
    ^bb0(%_r263a: tensor<f32>, %_r263b: tensor<f32>):
      %_r263c = stablehlo.add %_r263a, %_r263b : tensor<f32>
      "stablehlo.return"(%_r263c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2095 = stablehlo.constant dense<4.0> : tensor<192xf32>
    %2096 = stablehlo.divide %2094, %2095 : tensor<192xf32>
    %2097 = "stablehlo.all_reduce"(%1707) ({
    ^bb0(%_r264a: tensor<f32>, %_r264b: tensor<f32>):
      %_r264c = stablehlo.add %_r264a, %_r264b : tensor<f32>
      "stablehlo.return"(%_r264c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<7x7x1x192xf32>) -> tensor<7x7x1x192xf32>
    %2098 = stablehlo.constant dense<4.0> : tensor<7x7x1x192xf32>
    %2099 = stablehlo.divide %2097, %2098 : tensor<7x7x1x192xf32>
    %2100 = "stablehlo.all_reduce"(%1709) ({
    ^bb0(%_r265a: tensor<f32>, %_r265b: tensor<f32>):
      %_r265c = stablehlo.add %_r265a, %_r265b : tensor<f32>
      "stablehlo.return"(%_r265c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2101 = stablehlo.constant dense<4.0> : tensor<192xf32>
    %2102 = stablehlo.divide %2100, %2101 : tensor<192xf32>
    %2103 = "stablehlo.all_reduce"(%1702) ({
    ^bb0(%_r266a: tensor<f32>, %_r266b: tensor<f32>):
      %_r266c = stablehlo.add %_r266a, %_r266b : tensor<f32>
      "stablehlo.return"(%_r266c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2104 = stablehlo.constant dense<4.0> : tensor<192xf32>
    %2105 = stablehlo.divide %2103, %2104 : tensor<192xf32>
    %2106 = "stablehlo.all_reduce"(%1704) ({
    ^bb0(%_r267a: tensor<f32>, %_r267b: tensor<f32>):
      %_r267c = stablehlo.add %_r267a, %_r267b : tensor<f32>
      "stablehlo.return"(%_r267c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2107 = stablehlo.constant dense<4.0> : tensor<192xf32>
    %2108 = stablehlo.divide %2106, %2107 : tensor<192xf32>
    %2109 = "stablehlo.all_reduce"(%1681) ({
    ^bb0(%_r268a: tensor<f32>, %_r268b: tensor<f32>):
      %_r268c = stablehlo.add %_r268a, %_r268b : tensor<f32>
      "stablehlo.return"(%_r268c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<192x768xf32>) -> tensor<192x768xf32>
    %2110 = stablehlo.constant dense<4.0> : tensor<192x768xf32>
    %2111 = stablehlo.divide %2109, %2110 : tensor<192x768xf32>
    %2112 = "stablehlo.all_reduce"(%1683) ({
    ^bb0(%_r269a: tensor<f32>, %_r269b: tensor<f32>):
      %_r269c = stablehlo.add %_r269a, %_r269b : tensor<f32>
      "stablehlo.return"(%_r269c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<768xf32>) -> tensor<768xf32>
    %2113 = stablehlo.constant dense<4.0> : tensor<768xf32>
    %2114 = stablehlo.divide %2112, %2113 : tensor<768xf32>
    %2115 = "stablehlo.all_reduce"(%1667) ({
    ^bb0(%_r270a: tensor<f32>, %_r270b: tensor<f32>):
      %_r270c = stablehlo.add %_r270a, %_r270b : tensor<f32>
      "stablehlo.return"(%_r270c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<768x192xf32>) -> tensor<768x192xf32>
    %2116 = stablehlo.constant dense<4.0> : tensor<768x192xf32>
    %2117 = stablehlo.divide %2115, %2116 : tensor<768x192xf32>
    %2118 = "stablehlo.all_reduce"(%1669) ({
    ^bb0(%_r271a: tensor<f32>, %_r271b: tensor<f32>):
      %_r271c = stablehlo.add %_r271a, %_r271b : tensor<f32>
      "stablehlo.return"(%_r271c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2119 = stablehlo.constant dense<4.0> : tensor<192xf32>
    %2120 = stablehlo.divide %2118, %2119 : tensor<192xf32>
    %2121 = "stablehlo.all_reduce"(%1664) ({
    ^bb0(%_r272a: tensor<f32>, %_r272b: tensor<f32>):
      %_r272c = stablehlo.add %_r272a, %_r272b : tensor<f32>
      "stablehlo.return"(%_r272c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2122 = stablehlo.constant dense<4.0> : tensor<192xf32>
    %2123 = stablehlo.divide %2121, %2122 : tensor<192xf32>
    %2124 = "stablehlo.all_reduce"(%1656) ({
    ^bb0(%_r273a: tensor<f32>, %_r273b: tensor<f32>):
      %_r273c = stablehlo.add %_r273a, %_r273b : tensor<f32>
      "stablehlo.return"(%_r273c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<7x7x1x192xf32>) -> tensor<7x7x1x192xf32>
    %2125 = stablehlo.constant dense<4.0> : tensor<7x7x1x192xf32>
    %2126 = stablehlo.divide %2124, %2125 : tensor<7x7x1x192xf32>
    %2127 = "stablehlo.all_reduce"(%1658) ({
    ^bb0(%_r274a: tensor<f32>, %_r274b: tensor<f32>):
      %_r274c = stablehlo.add %_r274a, %_r274b : tensor<f32>
      "stablehlo.return"(%_r274c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2128 = stablehlo.constant dense<4.0> : tensor<192xf32>
    %2129 = stablehlo.divide %2127, %2128 : tensor<192xf32>
    %2130 = "stablehlo.all_reduce"(%1651) ({
    ^bb0(%_r275a: tensor<f32>, %_r275b: tensor<f32>):
      %_r275c = stablehlo.add %_r275a, %_r275b : tensor<f32>
      "stablehlo.return"(%_r275c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2131 = stablehlo.constant dense<4.0> : tensor<192xf32>
    %2132 = stablehlo.divide %2130, %2131 : tensor<192xf32>
    %2133 = "stablehlo.all_reduce"(%1653) ({
    ^bb0(%_r276a: tensor<f32>, %_r276b: tensor<f32>):
      %_r276c = stablehlo.add %_r276a, %_r276b : tensor<f32>
      "stablehlo.return"(%_r276c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2134 = stablehlo.constant dense<4.0> : tensor<192xf32>
    %2135 = stablehlo.divide %2133, %2134 : tensor<192xf32>
    %2136 = "stablehlo.all_reduce"(%1630) ({
    ^bb0(%_r277a: tensor<f32>, %_r277b: tensor<f32>):
      %_r277c = stablehlo.add %_r277a, %_r277b : tensor<f32>
      "stablehlo.return"(%_r277c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<192x768xf32>) -> tensor<192x768xf32>
    %2137 = stablehlo.constant dense<4.0> : tensor<192x768xf32>
    %2138 = stablehlo.divide %2136, %2137 : tensor<192x768xf32>
    %2139 = "stablehlo.all_reduce"(%1632) ({
    ^bb0(%_r278a: tensor<f32>, %_r278b: tensor<f32>):
      %_r278c = stablehlo.add %_r278a, %_r278b : tensor<f32>
      "stablehlo.return"(%_r278c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<768xf32>) -> tensor<768xf32>
    %2140 = stablehlo.constant dense<4.0> : tensor<768xf32>
    %2141 = stablehlo.divide %2139, %2140 : tensor<768xf32>
    %2142 = "stablehlo.all_reduce"(%1616) ({
    ^bb0(%_r279a: tensor<f32>, %_r279b: tensor<f32>):
      %_r279c = stablehlo.add %_r279a, %_r279b : tensor<f32>
      "stablehlo.return"(%_r279c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<768x192xf32>) -> tensor<768x192xf32>
    %2143 = stablehlo.constant dense<4.0> : tensor<768x192xf32>
    %2144 = stablehlo.divide %2142, %2143 : tensor<768x192xf32>
    %2145 = "stablehlo.all_reduce"(%1618) ({
    ^bb0(%_r280a: tensor<f32>, %_r280b: tensor<f32>):
      %_r280c = stablehlo.add %_r280a, %_r280b : tensor<f32>
      "stablehlo.return"(%_r280c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2146 = stablehlo.constant dense<4.0> : tensor<192xf32>
    %2147 = stablehlo.divide %2145, %2146 : tensor<192xf32>
    %2148 = "stablehlo.all_reduce"(%1613) ({
    ^bb0(%_r281a: tensor<f32>, %_r281b: tensor<f32>):
      %_r281c = stablehlo.add %_r281a, %_r281b : tensor<f32>
      "stablehlo.return"(%_r281c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2149 = stablehlo.constant dense<4.0> : tensor<192xf32>
    %2150 = stablehlo.divide %2148, %2149 : tensor<192xf32>
    %2151 = "stablehlo.all_reduce"(%1606) ({
    ^bb0(%_r282a: tensor<f32>, %_r282b: tensor<f32>):
      %_r282c = stablehlo.add %_r282a, %_r282b : tensor<f32>
      "stablehlo.return"(%_r282c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2152 = stablehlo.constant dense<4.0> : tensor<192xf32>
    %2153 = stablehlo.divide %2151, %2152 : tensor<192xf32>
    %2154 = "stablehlo.all_reduce"(%1608) ({
    ^bb0(%_r283a: tensor<f32>, %_r283b: tensor<f32>):
      %_r283c = stablehlo.add %_r283a, %_r283b : tensor<f32>
      "stablehlo.return"(%_r283c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<192xf32>) -> tensor<192xf32>
    %2155 = stablehlo.constant dense<4.0> : tensor<192xf32>
    %2156 = stablehlo.divide %2154, %2155 : tensor<192xf32>
    %2157 = "stablehlo.all_reduce"(%1585) ({
    ^bb0(%_r284a: tensor<f32>, %_r284b: tensor<f32>):
      %_r284c = stablehlo.add %_r284a, %_r284b : tensor<f32>
      "stablehlo.return"(%_r284c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<2x2x192x384xf32>) -> tensor<2x2x192x384xf32>
    %2158 = stablehlo.constant dense<4.0> : tensor<2x2x192x384xf32>
    %2159 = stablehlo.divide %2157, %2158 : tensor<2x2x192x384xf32>
    %2160 = "stablehlo.all_reduce"(%1587) ({
    ^bb0(%_r285a: tensor<f32>, %_r285b: tensor<f32>):
      %_r285c = stablehlo.add %_r285a, %_r285b : tensor<f32>
      "stablehlo.return"(%_r285c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %2161 = stablehlo.constant dense<4.0> : tensor<384xf32>
    %2162 = stablehlo.divide %2160, %2161 : tensor<384xf32>
    %2163 = "stablehlo.all_reduce"(%1579) ({
    ^bb0(%_r286a: tensor<f32>, %_r286b: tensor<f32>):
      %_r286c = stablehlo.add %_r286a, %_r286b : tensor<f32>
      "stablehlo.return"(%_r286c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %2164 = stablehlo.constant dense<4.0> : tensor<7x7x1x384xf32>
    %2165 = stablehlo.divide %2163, %2164 : tensor<7x7x1x384xf32>
    %2166 = "stablehlo.all_reduce"(%1581) ({
    ^bb0(%_r287a: tensor<f32>, %_r287b: tensor<f32>):
      %_r287c = stablehlo.add %_r287a, %_r287b : tensor<f32>
      "stablehlo.return"(%_r287c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %2167 = stablehlo.constant dense<4.0> : tensor<384xf32>
    %2168 = stablehlo.divide %2166, %2167 : tensor<384xf32>
    %2169 = "stablehlo.all_reduce"(%1574) ({
    ^bb0(%_r288a: tensor<f32>, %_r288b: tensor<f32>):
      %_r288c = stablehlo.add %_r288a, %_r288b : tensor<f32>
      "stablehlo.return"(%_r288c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %2170 = stablehlo.constant dense<4.0> : tensor<384xf32>
    %2171 = stablehlo.divide %2169, %2170 : tensor<384xf32>
    %2172 = "stablehlo.all_reduce"(%1576) ({
    ^bb0(%_r289a: tensor<f32>, %_r289b: tensor<f32>):
      %_r289c = stablehlo.add %_r289a, %_r289b : tensor<f32>
      "stablehlo.return"(%_r289c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %2173 = stablehlo.constant dense<4.0> : tensor<384xf32>
    %2174 = stablehlo.divide %2172, %2173 : tensor<384xf32>
    %2175 = "stablehlo.all_reduce"(%1553) ({
    ^bb0(%_r290a: tensor<f32>, %_r290b: tensor<f32>):
      %_r290c = stablehlo.add %_r290a, %_r290b : tensor<f32>
      "stablehlo.return"(%_r290c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<384x1536xf32>) -> tensor<384x1536xf32>
    %2176 = stablehlo.constant dense<4.0> : tensor<384x1536xf32>
    %2177 = stablehlo.divide %2175, %2176 : tensor<384x1536xf32>
    %2178 = "stablehlo.all_reduce"(%1555) ({
    ^bb0(%_r291a: tensor<f32>, %_r291b: tensor<f32>):
      %_r291c = stablehlo.add %_r291a, %_r291b : tensor<f32>
      "stablehlo.return"(%_r291c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<1536xf32>) -> tensor<1536xf32>
    %2179 = stablehlo.constant dense<4.0> : tensor<1536xf32>
    %2180 = stablehlo.divide %2178, %2179 : tensor<1536xf32>
    %2181 = "stablehlo.all_reduce"(%1539) ({
    ^bb0(%_r292a: tensor<f32>, %_r292b: tensor<f32>):
      %_r292c = stablehlo.add %_r292a, %_r292b : tensor<f32>
      "stablehlo.return"(%_r292c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<1536x384xf32>) -> tensor<1536x384xf32>
    %2182 = stablehlo.constant dense<4.0> : tensor<1536x384xf32>
    %2183 = stablehlo.divide %2181, %2182 : tensor<1536x384xf32>
    %2184 = "stablehlo.all_reduce"(%1541) ({
    ^bb0(%_r293a: tensor<f32>, %_r293b: tensor<f32>):
      %_r293c = stablehlo.add %_r293a, %_r293b : tensor<f32>
      "stablehlo.return"(%_r293c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %2185 = stablehlo.constant dense<4.0> : tensor<384xf32>
    %2186 = stablehlo.divide %2184, %2185 : tensor<384xf32>
    %2187 = "stablehlo.all_reduce"(%1536) ({
    ^bb0(%_r294a: tensor<f32>, %_r294b: tensor<f32>):
      %_r294c = stablehlo.add %_r294a, %_r294b : tensor<f32>
      "stablehlo.return"(%_r294c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %2188 = stablehlo.constant dense<4.0> : tensor<384xf32>
    %2189 = stablehlo.divide %2187, %2188 : tensor<384xf32>
    %2190 = "stablehlo.all_reduce"(%1528) ({
    ^bb0(%_r295a: tensor<f32>, %_r295b: tensor<f32>):
      %_r295c = stablehlo.add %_r295a, %_r295b : tensor<f32>
      "stablehlo.return"(%_r295c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %2191 = stablehlo.constant dense<4.0> : tensor<7x7x1x384xf32>
    %2192 = stablehlo.divide %2190, %2191 : tensor<7x7x1x384xf32>
    %2193 = "stablehlo.all_reduce"(%1530) ({
    ^bb0(%_r296a: tensor<f32>, %_r296b: tensor<f32>):
      %_r296c = stablehlo.add %_r296a, %_r296b : tensor<f32>
      "stablehlo.return"(%_r296c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %2194 = stablehlo.constant dense<4.0> : tensor<384xf32>
    %2195 = stablehlo.divide %2193, %2194 : tensor<384xf32>
    %2196 = "stablehlo.all_reduce"(%1523) ({
    ^bb0(%_r297a: tensor<f32>, %_r297b: tensor<f32>):
      %_r297c = stablehlo.add %_r297a, %_r297b : tensor<f32>
      "stablehlo.return"(%_r297c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %2197 = stablehlo.constant dense<4.0> : tensor<384xf32>
    %2198 = stablehlo.divide %2196, %2197 : tensor<384xf32>
    %2199 = "stablehlo.all_reduce"(%1525) ({
    ^bb0(%_r298a: tensor<f32>, %_r298b: tensor<f32>):
      %_r298c = stablehlo.add %_r298a, %_r298b : tensor<f32>
      "stablehlo.return"(%_r298c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %2200 = stablehlo.constant dense<4.0> : tensor<384xf32>
    %2201 = stablehlo.divide %2199, %2200 : tensor<384xf32>
    %2202 = "stablehlo.all_reduce"(%1502) ({
    ^bb0(%_r299a: tensor<f32>, %_r299b: tensor<f32>):
      %_r299c = stablehlo.add %_r299a, %_r299b : tensor<f32>
      "stablehlo.return"(%_r299c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<384x1536xf32>) -> tensor<384x1536xf32>
    %2203 = stablehlo.constant dense<4.0> : tensor<384x1536xf32>
    %2204 = stablehlo.divide %2202, %2203 : tensor<384x1536xf32>
    %2205 = "stablehlo.all_reduce"(%1504) ({
    ^bb0(%_r300a: tensor<f32>, %_r300b: tensor<f32>):
      %_r300c = stablehlo.add %_r300a, %_r300b : tensor<f32>
      "stablehlo.return"(%_r300c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<1536xf32>) -> tensor<1536xf32>
    %2206 = stablehlo.constant dense<4.0> : tensor<1536xf32>
    %2207 = stablehlo.divide %2205, %2206 : tensor<1536xf32>
    %2208 = "stablehlo.all_reduce"(%1488) ({
    ^bb0(%_r301a: tensor<f32>, %_r301b: tensor<f32>):
      %_r301c = stablehlo.add %_r301a, %_r301b : tensor<f32>
      "stablehlo.return"(%_r301c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<1536x384xf32>) -> tensor<1536x384xf32>
    %2209 = stablehlo.constant dense<4.0> : tensor<1536x384xf32>
    %2210 = stablehlo.divide %2208, %2209 : tensor<1536x384xf32>
    %2211 = "stablehlo.all_reduce"(%1490) ({
    ^bb0(%_r302a: tensor<f32>, %_r302b: tensor<f32>):
      %_r302c = stablehlo.add %_r302a, %_r302b : tensor<f32>
      "stablehlo.return"(%_r302c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %2212 = stablehlo.constant dense<4.0> : tensor<384xf32>
    %2213 = stablehlo.divide %2211, %2212 : tensor<384xf32>
    %2214 = "stablehlo.all_reduce"(%1485) ({
    ^bb0(%_r303a: tensor<f32>, %_r303b: tensor<f32>):
      %_r303c = stablehlo.add %_r303a, %_r303b : tensor<f32>
      "stablehlo.return"(%_r303c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %2215 = stablehlo.constant dense<4.0> : tensor<384xf32>
    %2216 = stablehlo.divide %2214, %2215 : tensor<384xf32>
    %2217 = "stablehlo.all_reduce"(%1477) ({
    ^bb0(%_r304a: tensor<f32>, %_r304b: tensor<f32>):
      %_r304c = stablehlo.add %_r304a, %_r304b : tensor<f32>
      "stablehlo.return"(%_r304c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %2218 = stablehlo.constant dense<4.0> : tensor<7x7x1x384xf32>
    %2219 = stablehlo.divide %2217, %2218 : tensor<7x7x1x384xf32>
    %2220 = "stablehlo.all_reduce"(%1479) ({
    ^bb0(%_r305a: tensor<f32>, %_r305b: tensor<f32>):
      %_r305c = stablehlo.add %_r305a, %_r305b : tensor<f32>
      "stablehlo.return"(%_r305c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %2221 = stablehlo.constant dense<4.0> : tensor<384xf32>
    %2222 = stablehlo.divide %2220, %2221 : tensor<384xf32>
    %2223 = "stablehlo.all_reduce"(%1472) ({
    ^bb0(%_r306a: tensor<f32>, %_r306b: tensor<f32>):
      %_r306c = stablehlo.add %_r306a, %_r306b : tensor<f32>
      "stablehlo.return"(%_r306c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %2224 = stablehlo.constant dense<4.0> : tensor<384xf32>
    %2225 = stablehlo.divide %2223, %2224 : tensor<384xf32>
    %2226 = "stablehlo.all_reduce"(%1474) ({
    ^bb0(%_r307a: tensor<f32>, %_r307b: tensor<f32>):
      %_r307c = stablehlo.add %_r307a, %_r307b : tensor<f32>
      "stablehlo.return"(%_r307c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %2227 = stablehlo.constant dense<4.0> : tensor<384xf32>
    %2228 = stablehlo.divide %2226, %2227 : tensor<384xf32>
    %2229 = "stablehlo.all_reduce"(%1451) ({
    ^bb0(%_r308a: tensor<f32>, %_r308b: tensor<f32>):
      %_r308c = stablehlo.add %_r308a, %_r308b : tensor<f32>
      "stablehlo.return"(%_r308c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<384x1536xf32>) -> tensor<384x1536xf32>
    %2230 = stablehlo.constant dense<4.0> : tensor<384x1536xf32>
    %2231 = stablehlo.divide %2229, %2230 : tensor<384x1536xf32>
    %2232 = "stablehlo.all_reduce"(%1453) ({
    ^bb0(%_r309a: tensor<f32>, %_r309b: tensor<f32>):
      %_r309c = stablehlo.add %_r309a, %_r309b : tensor<f32>
      "stablehlo.return"(%_r309c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<1536xf32>) -> tensor<1536xf32>
    %2233 = stablehlo.constant dense<4.0> : tensor<1536xf32>
    %2234 = stablehlo.divide %2232, %2233 : tensor<1536xf32>
    %2235 = "stablehlo.all_reduce"(%1437) ({
    ^bb0(%_r310a: tensor<f32>, %_r310b: tensor<f32>):
      %_r310c = stablehlo.add %_r310a, %_r310b : tensor<f32>
      "stablehlo.return"(%_r310c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<1536x384xf32>) -> tensor<1536x384xf32>
    %2236 = stablehlo.constant dense<4.0> : tensor<1536x384xf32>
    %2237 = stablehlo.divide %2235, %2236 : tensor<1536x384xf32>
    %2238 = "stablehlo.all_reduce"(%1439) ({
    ^bb0(%_r311a: tensor<f32>, %_r311b: tensor<f32>):
      %_r311c = stablehlo.add %_r311a, %_r311b : tensor<f32>
      "stablehlo.return"(%_r311c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %2239 = stablehlo.constant dense<4.0> : tensor<384xf32>
    %2240 = stablehlo.divide %2238, %2239 : tensor<384xf32>
    %2241 = "stablehlo.all_reduce"(%1434) ({
    ^bb0(%_r312a: tensor<f32>, %_r312b: tensor<f32>):
      %_r312c = stablehlo.add %_r312a, %_r312b : tensor<f32>
      "stablehlo.return"(%_r312c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %2242 = stablehlo.constant dense<4.0> : tensor<384xf32>
    %2243 = stablehlo.divide %2241, %2242 : tensor<384xf32>
    %2244 = "stablehlo.all_reduce"(%1426) ({
    ^bb0(%_r313a: tensor<f32>, %_r313b: tensor<f32>):
      %_r313c = stablehlo.add %_r313a, %_r313b : tensor<f32>
      "stablehlo.return"(%_r313c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %2245 = stablehlo.constant dense<4.0> : tensor<7x7x1x384xf32>
    %2246 = stablehlo.divide %2244, %2245 : tensor<7x7x1x384xf32>
    %2247 = "stablehlo.all_reduce"(%1428) ({
    ^bb0(%_r314a: tensor<f32>, %_r314b: tensor<f32>):
      %_r314c = stablehlo.add %_r314a, %_r314b : tensor<f32>
      "stablehlo.return"(%_r314c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %2248 = stablehlo.constant dense<4.0> : tensor<384xf32>
    %2249 = stablehlo.divide %2247, %2248 : tensor<384xf32>
    %2250 = "stablehlo.all_reduce"(%1421) ({
    ^bb0(%_r315a: tensor<f32>, %_r315b: tensor<f32>):
      %_r315c = stablehlo.add %_r315a, %_r315b : tensor<f32>
      "stablehlo.return"(%_r315c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %2251 = stablehlo.constant dense<4.0> : tensor<384xf32>
    %2252 = stablehlo.divide %2250, %2251 : tensor<384xf32>
    %2253 = "stablehlo.all_reduce"(%1423) ({
    ^bb0(%_r316a: tensor<f32>, %_r316b: tensor<f32>):
      %_r316c = stablehlo.add %_r316a, %_r316b : tensor<f32>
      "stablehlo.return"(%_r316c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %2254 = stablehlo.constant dense<4.0> : tensor<384xf32>
    %2255 = stablehlo.divide %2253, %2254 : tensor<384xf32>
    %2256 = "stablehlo.all_reduce"(%1400) ({
    ^bb0(%_r317a: tensor<f32>, %_r317b: tensor<f32>):
      %_r317c = stablehlo.add %_r317a, %_r317b : tensor<f32>
      "stablehlo.return"(%_r317c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<384x1536xf32>) -> tensor<384x1536xf32>
    %2257 = stablehlo.constant dense<4.0> : tensor<384x1536xf32>
    %2258 = stablehlo.divide %2256, %2257 : tensor<384x1536xf32>
    %2259 = "stablehlo.all_reduce"(%1402) ({
    ^bb0(%_r318a: tensor<f32>, %_r318b: tensor<f32>):
      %_r318c = stablehlo.add %_r318a, %_r318b : tensor<f32>
      "stablehlo.return"(%_r318c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<1536xf32>) -> tensor<1536xf32>
    %2260 = stablehlo.constant dense<4.0> : tensor<1536xf32>
    %2261 = stablehlo.divide %2259, %2260 : tensor<1536xf32>
    %2262 = "stablehlo.all_reduce"(%1386) ({
    ^bb0(%_r319a: tensor<f32>, %_r319b: tensor<f32>):
      %_r319c = stablehlo.add %_r319a, %_r319b : tensor<f32>
      "stablehlo.return"(%_r319c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<1536x384xf32>) -> tensor<1536x384xf32>
    %2263 = stablehlo.constant dense<4.0> : tensor<1536x384xf32>
    %2264 = stablehlo.divide %2262, %2263 : tensor<1536x384xf32>
    %2265 = "stablehlo.all_reduce"(%1388) ({
    ^bb0(%_r320a: tensor<f32>, %_r320b: tensor<f32>):
      %_r320c = stablehlo.add %_r320a, %_r320b : tensor<f32>
      "stablehlo.return"(%_r320c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %2266 = stablehlo.constant dense<4.0> : tensor<384xf32>
    %2267 = stablehlo.divide %2265, %2266 : tensor<384xf32>
    %2268 = "stablehlo.all_reduce"(%1383) ({
    ^bb0(%_r321a: tensor<f32>, %_r321b: tensor<f32>):
      %_r321c = stablehlo.add %_r321a, %_r321b : tensor<f32>
      "stablehlo.return"(%_r321c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %2269 = stablehlo.constant dense<4.0> : tensor<384xf32>
    %2270 = stablehlo.divide %2268, %2269 : tensor<384xf32>
    %2271 = "stablehlo.all_reduce"(%1375) ({
    ^bb0(%_r322a: tensor<f32>, %_r322b: tensor<f32>):
      %_r322c = stablehlo.add %_r322a, %_r322b : tensor<f32>
      "stablehlo.return"(%_r322c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %2272 = stablehlo.constant dense<4.0> : tensor<7x7x1x384xf32>
    %2273 = stablehlo.divide %2271, %2272 : tensor<7x7x1x384xf32>
    %2274 = "stablehlo.all_reduce"(%1377) ({
    ^bb0(%_r323a: tensor<f32>, %_r323b: tensor<f32>):
      %_r323c = stablehlo.add %_r323a, %_r323b : tensor<f32>
      "stablehlo.return"(%_r323c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %2275 = stablehlo.constant dense<4.0> : tensor<384xf32>
    %2276 = stablehlo.divide %2274, %2275 : tensor<384xf32>
    %2277 = "stablehlo.all_reduce"(%1370) ({
    ^bb0(%_r324a: tensor<f32>, %_r324b: tensor<f32>):
      %_r324c = stablehlo.add %_r324a, %_r324b : tensor<f32>
      "stablehlo.return"(%_r324c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %2278 = stablehlo.constant dense<4.0> : tensor<384xf32>
    %2279 = stablehlo.divide %2277, %2278 : tensor<384xf32>
    %2280 = "stablehlo.all_reduce"(%1372) ({
    ^bb0(%_r325a: tensor<f32>, %_r325b: tensor<f32>):
      %_r325c = stablehlo.add %_r325a, %_r325b : tensor<f32>
      "stablehlo.return"(%_r325c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %2281 = stablehlo.constant dense<4.0> : tensor<384xf32>
    %2282 = stablehlo.divide %2280, %2281 : tensor<384xf32>
    %2283 = "stablehlo.all_reduce"(%1349) ({
    ^bb0(%_r326a: tensor<f32>, %_r326b: tensor<f32>):
      %_r326c = stablehlo.add %_r326a, %_r326b : tensor<f32>
      "stablehlo.return"(%_r326c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<384x1536xf32>) -> tensor<384x1536xf32>
    %2284 = stablehlo.constant dense<4.0> : tensor<384x1536xf32>
    %2285 = stablehlo.divide %2283, %2284 : tensor<384x1536xf32>
    %2286 = "stablehlo.all_reduce"(%1351) ({
    ^bb0(%_r327a: tensor<f32>, %_r327b: tensor<f32>):
      %_r327c = stablehlo.add %_r327a, %_r327b : tensor<f32>
      "stablehlo.return"(%_r327c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<1536xf32>) -> tensor<1536xf32>
    %2287 = stablehlo.constant dense<4.0> : tensor<1536xf32>
    %2288 = stablehlo.divide %2286, %2287 : tensor<1536xf32>
    %2289 = "stablehlo.all_reduce"(%1335) ({
    ^bb0(%_r328a: tensor<f32>, %_r328b: tensor<f32>):
      %_r328c = stablehlo.add %_r328a, %_r328b : tensor<f32>
      "stablehlo.return"(%_r328c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<1536x384xf32>) -> tensor<1536x384xf32>
    %2290 = stablehlo.constant dense<4.0> : tensor<1536x384xf32>
    %2291 = stablehlo.divide %2289, %2290 : tensor<1536x384xf32>
    %2292 = "stablehlo.all_reduce"(%1337) ({
    ^bb0(%_r329a: tensor<f32>, %_r329b: tensor<f32>):
      %_r329c = stablehlo.add %_r329a, %_r329b : tensor<f32>
      "stablehlo.return"(%_r329c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %2293 = stablehlo.constant dense<4.0> : tensor<384xf32>
    %2294 = stablehlo.divide %2292, %2293 : tensor<384xf32>
    %2295 = "stablehlo.all_reduce"(%1332) ({
    ^bb0(%_r330a: tensor<f32>, %_r330b: tensor<f32>):
      %_r330c = stablehlo.add %_r330a, %_r330b : tensor<f32>
      "stablehlo.return"(%_r330c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %2296 = stablehlo.constant dense<4.0> : tensor<384xf32>
    %2297 = stablehlo.divide %2295, %2296 : tensor<384xf32>
    %2298 = "stablehlo.all_reduce"(%1324) ({
    ^bb0(%_r331a: tensor<f32>, %_r331b: tensor<f32>):
      %_r331c = stablehlo.add %_r331a, %_r331b : tensor<f32>
      "stablehlo.return"(%_r331c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %2299 = stablehlo.constant dense<4.0> : tensor<7x7x1x384xf32>
    %2300 = stablehlo.divide %2298, %2299 : tensor<7x7x1x384xf32>
    %2301 = "stablehlo.all_reduce"(%1326) ({
    ^bb0(%_r332a: tensor<f32>, %_r332b: tensor<f32>):
      %_r332c = stablehlo.add %_r332a, %_r332b : tensor<f32>
      "stablehlo.return"(%_r332c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %2302 = stablehlo.constant dense<4.0> : tensor<384xf32>
    %2303 = stablehlo.divide %2301, %2302 : tensor<384xf32>
    %2304 = "stablehlo.all_reduce"(%1319) ({
    ^bb0(%_r333a: tensor<f32>, %_r333b: tensor<f32>):
      %_r333c = stablehlo.add %_r333a, %_r333b : tensor<f32>
      "stablehlo.return"(%_r333c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %2305 = stablehlo.constant dense<4.0> : tensor<384xf32>
    %2306 = stablehlo.divide %2304, %2305 : tensor<384xf32>
    %2307 = "stablehlo.all_reduce"(%1321) ({
    ^bb0(%_r334a: tensor<f32>, %_r334b: tensor<f32>):
      %_r334c = stablehlo.add %_r334a, %_r334b : tensor<f32>
      "stablehlo.return"(%_r334c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %2308 = stablehlo.constant dense<4.0> : tensor<384xf32>
    %2309 = stablehlo.divide %2307, %2308 : tensor<384xf32>
    %2310 = "stablehlo.all_reduce"(%1298) ({
    ^bb0(%_r335a: tensor<f32>, %_r335b: tensor<f32>):
      %_r335c = stablehlo.add %_r335a, %_r335b : tensor<f32>
      "stablehlo.return"(%_r335c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<384x1536xf32>) -> tensor<384x1536xf32>
    %2311 = stablehlo.constant dense<4.0> : tensor<384x1536xf32>
    %2312 = stablehlo.divide %2310, %2311 : tensor<384x1536xf32>
    %2313 = "stablehlo.all_reduce"(%1300) ({
    ^bb0(%_r336a: tensor<f32>, %_r336b: tensor<f32>):
      %_r336c = stablehlo.add %_r336a, %_r336b : tensor<f32>
      "stablehlo.return"(%_r336c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<1536xf32>) -> tensor<1536xf32>
    %2314 = stablehlo.constant dense<4.0> : tensor<1536xf32>
    %2315 = stablehlo.divide %2313, %2314 : tensor<1536xf32>
    %2316 = "stablehlo.all_reduce"(%1284) ({
    ^bb0(%_r337a: tensor<f32>, %_r337b: tensor<f32>):
      %_r337c = stablehlo.add %_r337a, %_r337b : tensor<f32>
      "stablehlo.return"(%_r337c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<1536x384xf32>) -> tensor<1536x384xf32>
    %2317 = stablehlo.constant dense<4.0> : tensor<1536x384xf32>
    %2318 = stablehlo.divide %2316, %2317 : tensor<1536x384xf32>
    %2319 = "stablehlo.all_reduce"(%1286) ({
    ^bb0(%_r338a: tensor<f32>, %_r338b: tensor<f32>):
      %_r338c = stablehlo.add %_r338a, %_r338b : tensor<f32>
      "stablehlo.return"(%_r338c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %2320 = stablehlo.constant dense<4.0> : tensor<384xf32>
    %2321 = stablehlo.divide %2319, %2320 : tensor<384xf32>
    %2322 = "stablehlo.all_reduce"(%1281) ({
    ^bb0(%_r339a: tensor<f32>, %_r339b: tensor<f32>):
      %_r339c = stablehlo.add %_r339a, %_r339b : tensor<f32>
      "stablehlo.return"(%_r339c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %2323 = stablehlo.constant dense<4.0> : tensor<384xf32>
    %2324 = stablehlo.divide %2322, %2323 : tensor<384xf32>
    %2325 = "stablehlo.all_reduce"(%1273) ({
    ^bb0(%_r340a: tensor<f32>, %_r340b: tensor<f32>):
      %_r340c = stablehlo.add %_r340a, %_r340b : tensor<f32>
      "stablehlo.return"(%_r340c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %2326 = stablehlo.constant dense<4.0> : tensor<7x7x1x384xf32>
    %2327 = stablehlo.divide %2325, %2326 : tensor<7x7x1x384xf32>
    %2328 = "stablehlo.all_reduce"(%1275) ({
    ^bb0(%_r341a: tensor<f32>, %_r341b: tensor<f32>):
      %_r341c = stablehlo.add %_r341a, %_r341b : tensor<f32>
      "stablehlo.return"(%_r341c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %2329 = stablehlo.constant dense<4.0> : tensor<384xf32>
    %2330 = stablehlo.divide %2328, %2329 : tensor<384xf32>
    %2331 = "stablehlo.all_reduce"(%1268) ({
    ^bb0(%_r342a: tensor<f32>, %_r342b: tensor<f32>):
      %_r342c = stablehlo.add %_r342a, %_r342b : tensor<f32>
      "stablehlo.return"(%_r342c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %2332 = stablehlo.constant dense<4.0> : tensor<384xf32>
    %2333 = stablehlo.divide %2331, %2332 : tensor<384xf32>
    %2334 = "stablehlo.all_reduce"(%1270) ({
    ^bb0(%_r343a: tensor<f32>, %_r343b: tensor<f32>):
      %_r343c = stablehlo.add %_r343a, %_r343b : tensor<f32>
      "stablehlo.return"(%_r343c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %2335 = stablehlo.constant dense<4.0> : tensor<384xf32>
    %2336 = stablehlo.divide %2334, %2335 : tensor<384xf32>
    %2337 = "stablehlo.all_reduce"(%1247) ({
    ^bb0(%_r344a: tensor<f32>, %_r344b: tensor<f32>):
      %_r344c = stablehlo.add %_r344a, %_r344b : tensor<f32>
      "stablehlo.return"(%_r344c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<384x1536xf32>) -> tensor<384x1536xf32>
    %2338 = stablehlo.constant dense<4.0> : tensor<384x1536xf32>
    %2339 = stablehlo.divide %2337, %2338 : tensor<384x1536xf32>
    %2340 = "stablehlo.all_reduce"(%1249) ({
    ^bb0(%_r345a: tensor<f32>, %_r345b: tensor<f32>):
      %_r345c = stablehlo.add %_r345a, %_r345b : tensor<f32>
      "stablehlo.return"(%_r345c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<1536xf32>) -> tensor<1536xf32>
    %2341 = stablehlo.constant dense<4.0> : tensor<1536xf32>
    %2342 = stablehlo.divide %2340, %2341 : tensor<1536xf32>
    %2343 = "stablehlo.all_reduce"(%1233) ({
    ^bb0(%_r346a: tensor<f32>, %_r346b: tensor<f32>):
      %_r346c = stablehlo.add %_r346a, %_r346b : tensor<f32>
      "stablehlo.return"(%_r346c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<1536x384xf32>) -> tensor<1536x384xf32>
    %2344 = stablehlo.constant dense<4.0> : tensor<1536x384xf32>
    %2345 = stablehlo.divide %2343, %2344 : tensor<1536x384xf32>
    %2346 = "stablehlo.all_reduce"(%1235) ({
    ^bb0(%_r347a: tensor<f32>, %_r347b: tensor<f32>):
      %_r347c = stablehlo.add %_r347a, %_r347b : tensor<f32>
      "stablehlo.return"(%_r347c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %2347 = stablehlo.constant dense<4.0> : tensor<384xf32>
    %2348 = stablehlo.divide %2346, %2347 : tensor<384xf32>
    %2349 = "stablehlo.all_reduce"(%1230) ({
    ^bb0(%_r348a: tensor<f32>, %_r348b: tensor<f32>):
      %_r348c = stablehlo.add %_r348a, %_r348b : tensor<f32>
      "stablehlo.return"(%_r348c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %2350 = stablehlo.constant dense<4.0> : tensor<384xf32>
    %2351 = stablehlo.divide %2349, %2350 : tensor<384xf32>
    %2352 = "stablehlo.all_reduce"(%1222) ({
    ^bb0(%_r349a: tensor<f32>, %_r349b: tensor<f32>):
      %_r349c = stablehlo.add %_r349a, %_r349b : tensor<f32>
      "stablehlo.return"(%_r349c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %2353 = stablehlo.constant dense<4.0> : tensor<7x7x1x384xf32>
    %2354 = stablehlo.divide %2352, %2353 : tensor<7x7x1x384xf32>
    %2355 = "stablehlo.all_reduce"(%1224) ({
    ^bb0(%_r350a: tensor<f32>, %_r350b: tensor<f32>):
      %_r350c = stablehlo.add %_r350a, %_r350b : tensor<f32>
      "stablehlo.return"(%_r350c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %2356 = stablehlo.constant dense<4.0> : tensor<384xf32>
    %2357 = stablehlo.divide %2355, %2356 : tensor<384xf32>
    %2358 = "stablehlo.all_reduce"(%1217) ({
    ^bb0(%_r351a: tensor<f32>, %_r351b: tensor<f32>):
      %_r351c = stablehlo.add %_r351a, %_r351b : tensor<f32>
      "stablehlo.return"(%_r351c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %2359 = stablehlo.constant dense<4.0> : tensor<384xf32>
    %2360 = stablehlo.divide %2358, %2359 : tensor<384xf32>
    %2361 = "stablehlo.all_reduce"(%1219) ({
    ^bb0(%_r352a: tensor<f32>, %_r352b: tensor<f32>):
      %_r352c = stablehlo.add %_r352a, %_r352b : tensor<f32>
      "stablehlo.return"(%_r352c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %2362 = stablehlo.constant dense<4.0> : tensor<384xf32>
    %2363 = stablehlo.divide %2361, %2362 : tensor<384xf32>
    %2364 = "stablehlo.all_reduce"(%1196) ({
    ^bb0(%_r353a: tensor<f32>, %_r353b: tensor<f32>):
      %_r353c = stablehlo.add %_r353a, %_r353b : tensor<f32>
      "stablehlo.return"(%_r353c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<384x1536xf32>) -> tensor<384x1536xf32>
    %2365 = stablehlo.constant dense<4.0> : tensor<384x1536xf32>
    %2366 = stablehlo.divide %2364, %2365 : tensor<384x1536xf32>
    %2367 = "stablehlo.all_reduce"(%1198) ({
    ^bb0(%_r354a: tensor<f32>, %_r354b: tensor<f32>):
      %_r354c = stablehlo.add %_r354a, %_r354b : tensor<f32>
      "stablehlo.return"(%_r354c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<1536xf32>) -> tensor<1536xf32>
    %2368 = stablehlo.constant dense<4.0> : tensor<1536xf32>
    %2369 = stablehlo.divide %2367, %2368 : tensor<1536xf32>
    %2370 = "stablehlo.all_reduce"(%1182) ({
    ^bb0(%_r355a: tensor<f32>, %_r355b: tensor<f32>):
      %_r355c = stablehlo.add %_r355a, %_r355b : tensor<f32>
      "stablehlo.return"(%_r355c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<1536x384xf32>) -> tensor<1536x384xf32>
    %2371 = stablehlo.constant dense<4.0> : tensor<1536x384xf32>
    %2372 = stablehlo.divide %2370, %2371 : tensor<1536x384xf32>
    %2373 = "stablehlo.all_reduce"(%1184) ({
    ^bb0(%_r356a: tensor<f32>, %_r356b: tensor<f32>):
      %_r356c = stablehlo.add %_r356a, %_r356b : tensor<f32>
      "stablehlo.return"(%_r356c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %2374 = stablehlo.constant dense<4.0> : tensor<384xf32>
    %2375 = stablehlo.divide %2373, %2374 : tensor<384xf32>
    %2376 = "stablehlo.all_reduce"(%1179) ({
    ^bb0(%_r357a: tensor<f32>, %_r357b: tensor<f32>):
      %_r357c = stablehlo.add %_r357a, %_r357b : tensor<f32>
      "stablehlo.return"(%_r357c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %2377 = stablehlo.constant dense<4.0> : tensor<384xf32>
    %2378 = stablehlo.divide %2376, %2377 : tensor<384xf32>
    %2379 = "stablehlo.all_reduce"(%1171) ({
    ^bb0(%_r358a: tensor<f32>, %_r358b: tensor<f32>):
      %_r358c = stablehlo.add %_r358a, %_r358b : tensor<f32>
      "stablehlo.return"(%_r358c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %2380 = stablehlo.constant dense<4.0> : tensor<7x7x1x384xf32>
    %2381 = stablehlo.divide %2379, %2380 : tensor<7x7x1x384xf32>
    %2382 = "stablehlo.all_reduce"(%1173) ({
    ^bb0(%_r359a: tensor<f32>, %_r359b: tensor<f32>):
      %_r359c = stablehlo.add %_r359a, %_r359b : tensor<f32>
      "stablehlo.return"(%_r359c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %2383 = stablehlo.constant dense<4.0> : tensor<384xf32>
    %2384 = stablehlo.divide %2382, %2383 : tensor<384xf32>
    %2385 = "stablehlo.all_reduce"(%1166) ({
    ^bb0(%_r360a: tensor<f32>, %_r360b: tensor<f32>):
      %_r360c = stablehlo.add %_r360a, %_r360b : tensor<f32>
      "stablehlo.return"(%_r360c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %2386 = stablehlo.constant dense<4.0> : tensor<384xf32>
    %2387 = stablehlo.divide %2385, %2386 : tensor<384xf32>
    %2388 = "stablehlo.all_reduce"(%1168) ({
    ^bb0(%_r361a: tensor<f32>, %_r361b: tensor<f32>):
      %_r361c = stablehlo.add %_r361a, %_r361b : tensor<f32>
      "stablehlo.return"(%_r361c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %2389 = stablehlo.constant dense<4.0> : tensor<384xf32>
    %2390 = stablehlo.divide %2388, %2389 : tensor<384xf32>
    %2391 = "stablehlo.all_reduce"(%1145) ({
    ^bb0(%_r362a: tensor<f32>, %_r362b: tensor<f32>):
      %_r362c = stablehlo.add %_r362a, %_r362b : tensor<f32>
      "stablehlo.return"(%_r362c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<384x1536xf32>) -> tensor<384x1536xf32>
    %2392 = stablehlo.constant dense<4.0> : tensor<384x1536xf32>
    %2393 = stablehlo.divide %2391, %2392 : tensor<384x1536xf32>
    %2394 = "stablehlo.all_reduce"(%1147) ({
    ^bb0(%_r363a: tensor<f32>, %_r363b: tensor<f32>):
      %_r363c = stablehlo.add %_r363a, %_r363b : tensor<f32>
      "stablehlo.return"(%_r363c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<1536xf32>) -> tensor<1536xf32>
    %2395 = stablehlo.constant dense<4.0> : tensor<1536xf32>
    %2396 = stablehlo.divide %2394, %2395 : tensor<1536xf32>
    %2397 = "stablehlo.all_reduce"(%1131) ({
    ^bb0(%_r364a: tensor<f32>, %_r364b: tensor<f32>):
      %_r364c = stablehlo.add %_r364a, %_r364b : tensor<f32>
      "stablehlo.return"(%_r364c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<1536x384xf32>) -> tensor<1536x384xf32>
    %2398 = stablehlo.constant dense<4.0> : tensor<1536x384xf32>
    %2399 = stablehlo.divide %2397, %2398 : tensor<1536x384xf32>
    %2400 = "stablehlo.all_reduce"(%1133) ({
    ^bb0(%_r365a: tensor<f32>, %_r365b: tensor<f32>):
      %_r365c = stablehlo.add %_r365a, %_r365b : tensor<f32>
      "stablehlo.return"(%_r365c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %2401 = stablehlo.constant dense<4.0> : tensor<384xf32>
    %2402 = stablehlo.divide %2400, %2401 : tensor<384xf32>
    %2403 = "stablehlo.all_reduce"(%1128) ({
    ^bb0(%_r366a: tensor<f32>, %_r366b: tensor<f32>):
      %_r366c = stablehlo.add %_r366a, %_r366b : tensor<f32>
      "stablehlo.return"(%_r366c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %2404 = stablehlo.constant dense<4.0> : tensor<384xf32>
    %2405 = stablehlo.divide %2403, %2404 : tensor<384xf32>
    %2406 = "stablehlo.all_reduce"(%1121) ({
    ^bb0(%_r367a: tensor<f32>, %_r367b: tensor<f32>):
      %_r367c = stablehlo.add %_r367a, %_r367b : tensor<f32>
      "stablehlo.return"(%_r367c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %2407 = stablehlo.constant dense<4.0> : tensor<384xf32>
    %2408 = stablehlo.divide %2406, %2407 : tensor<384xf32>
    %2409 = "stablehlo.all_reduce"(%1123) ({
    ^bb0(%_r368a: tensor<f32>, %_r368b: tensor<f32>):
      %_r368c = stablehlo.add %_r368a, %_r368b : tensor<f32>
      "stablehlo.return"(%_r368c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<384xf32>) -> tensor<384xf32>
    %2410 = stablehlo.constant dense<4.0> : tensor<384xf32>
    %2411 = stablehlo.divide %2409, %2410 : tensor<384xf32>
    %2412 = "stablehlo.all_reduce"(%1100) ({
    ^bb0(%_r369a: tensor<f32>, %_r369b: tensor<f32>):
      %_r369c = stablehlo.add %_r369a, %_r369b : tensor<f32>
      "stablehlo.return"(%_r369c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<2x2x384x768xf32>) -> tensor<2x2x384x768xf32>
    %2413 = stablehlo.constant dense<4.0> : tensor<2x2x384x768xf32>
    %2414 = stablehlo.divide %2412, %2413 : tensor<2x2x384x768xf32>
    %2415 = "stablehlo.all_reduce"(%1102) ({
    ^bb0(%_r370a: tensor<f32>, %_r370b: tensor<f32>):
      %_r370c = stablehlo.add %_r370a, %_r370b : tensor<f32>
      "stablehlo.return"(%_r370c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<768xf32>) -> tensor<768xf32>
    %2416 = stablehlo.constant dense<4.0> : tensor<768xf32>
    %2417 = stablehlo.divide %2415, %2416 : tensor<768xf32>
    %2418 = "stablehlo.all_reduce"(%1094) ({
    ^bb0(%_r371a: tensor<f32>, %_r371b: tensor<f32>):
      %_r371c = stablehlo.add %_r371a, %_r371b : tensor<f32>
      "stablehlo.return"(%_r371c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<7x7x1x768xf32>) -> tensor<7x7x1x768xf32>
    %2419 = stablehlo.constant dense<4.0> : tensor<7x7x1x768xf32>
    %2420 = stablehlo.divide %2418, %2419 : tensor<7x7x1x768xf32>
    %2421 = "stablehlo.all_reduce"(%1096) ({
    ^bb0(%_r372a: tensor<f32>, %_r372b: tensor<f32>):
      %_r372c = stablehlo.add %_r372a, %_r372b : tensor<f32>
      "stablehlo.return"(%_r372c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<768xf32>) -> tensor<768xf32>
    %2422 = stablehlo.constant dense<4.0> : tensor<768xf32>
    %2423 = stablehlo.divide %2421, %2422 : tensor<768xf32>
    %2424 = "stablehlo.all_reduce"(%1089) ({
    ^bb0(%_r373a: tensor<f32>, %_r373b: tensor<f32>):
      %_r373c = stablehlo.add %_r373a, %_r373b : tensor<f32>
      "stablehlo.return"(%_r373c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<768xf32>) -> tensor<768xf32>
    %2425 = stablehlo.constant dense<4.0> : tensor<768xf32>
    %2426 = stablehlo.divide %2424, %2425 : tensor<768xf32>
    %2427 = "stablehlo.all_reduce"(%1091) ({
    ^bb0(%_r374a: tensor<f32>, %_r374b: tensor<f32>):
      %_r374c = stablehlo.add %_r374a, %_r374b : tensor<f32>
      "stablehlo.return"(%_r374c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<768xf32>) -> tensor<768xf32>
    %2428 = stablehlo.constant dense<4.0> : tensor<768xf32>
    %2429 = stablehlo.divide %2427, %2428 : tensor<768xf32>
    %2430 = "stablehlo.all_reduce"(%1068) ({
    ^bb0(%_r375a: tensor<f32>, %_r375b: tensor<f32>):
      %_r375c = stablehlo.add %_r375a, %_r375b : tensor<f32>
      "stablehlo.return"(%_r375c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<768x3072xf32>) -> tensor<768x3072xf32>
    %2431 = stablehlo.constant dense<4.0> : tensor<768x3072xf32>
    %2432 = stablehlo.divide %2430, %2431 : tensor<768x3072xf32>
    %2433 = "stablehlo.all_reduce"(%1070) ({
    ^bb0(%_r376a: tensor<f32>, %_r376b: tensor<f32>):
      %_r376c = stablehlo.add %_r376a, %_r376b : tensor<f32>
      "stablehlo.return"(%_r376c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<3072xf32>) -> tensor<3072xf32>
    %2434 = stablehlo.constant dense<4.0> : tensor<3072xf32>
    %2435 = stablehlo.divide %2433, %2434 : tensor<3072xf32>
    %2436 = "stablehlo.all_reduce"(%1054) ({
    ^bb0(%_r377a: tensor<f32>, %_r377b: tensor<f32>):
      %_r377c = stablehlo.add %_r377a, %_r377b : tensor<f32>
      "stablehlo.return"(%_r377c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<3072x768xf32>) -> tensor<3072x768xf32>
    %2437 = stablehlo.constant dense<4.0> : tensor<3072x768xf32>
    %2438 = stablehlo.divide %2436, %2437 : tensor<3072x768xf32>
    %2439 = "stablehlo.all_reduce"(%1056) ({
    ^bb0(%_r378a: tensor<f32>, %_r378b: tensor<f32>):
      %_r378c = stablehlo.add %_r378a, %_r378b : tensor<f32>
      "stablehlo.return"(%_r378c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<768xf32>) -> tensor<768xf32>
    %2440 = stablehlo.constant dense<4.0> : tensor<768xf32>
    %2441 = stablehlo.divide %2439, %2440 : tensor<768xf32>
    %2442 = "stablehlo.all_reduce"(%1051) ({
    ^bb0(%_r379a: tensor<f32>, %_r379b: tensor<f32>):
      %_r379c = stablehlo.add %_r379a, %_r379b : tensor<f32>
      "stablehlo.return"(%_r379c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<768xf32>) -> tensor<768xf32>
    %2443 = stablehlo.constant dense<4.0> : tensor<768xf32>
    %2444 = stablehlo.divide %2442, %2443 : tensor<768xf32>
    %2445 = "stablehlo.all_reduce"(%1043) ({
    ^bb0(%_r380a: tensor<f32>, %_r380b: tensor<f32>):
      %_r380c = stablehlo.add %_r380a, %_r380b : tensor<f32>
      "stablehlo.return"(%_r380c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<7x7x1x768xf32>) -> tensor<7x7x1x768xf32>
    %2446 = stablehlo.constant dense<4.0> : tensor<7x7x1x768xf32>
    %2447 = stablehlo.divide %2445, %2446 : tensor<7x7x1x768xf32>
    %2448 = "stablehlo.all_reduce"(%1045) ({
    ^bb0(%_r381a: tensor<f32>, %_r381b: tensor<f32>):
      %_r381c = stablehlo.add %_r381a, %_r381b : tensor<f32>
      "stablehlo.return"(%_r381c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<768xf32>) -> tensor<768xf32>
    %2449 = stablehlo.constant dense<4.0> : tensor<768xf32>
    %2450 = stablehlo.divide %2448, %2449 : tensor<768xf32>
    %2451 = "stablehlo.all_reduce"(%1038) ({
    ^bb0(%_r382a: tensor<f32>, %_r382b: tensor<f32>):
      %_r382c = stablehlo.add %_r382a, %_r382b : tensor<f32>
      "stablehlo.return"(%_r382c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<768xf32>) -> tensor<768xf32>
    %2452 = stablehlo.constant dense<4.0> : tensor<768xf32>
    %2453 = stablehlo.divide %2451, %2452 : tensor<768xf32>
    %2454 = "stablehlo.all_reduce"(%1040) ({
    ^bb0(%_r383a: tensor<f32>, %_r383b: tensor<f32>):
      %_r383c = stablehlo.add %_r383a, %_r383b : tensor<f32>
      "stablehlo.return"(%_r383c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<768xf32>) -> tensor<768xf32>
    %2455 = stablehlo.constant dense<4.0> : tensor<768xf32>
    %2456 = stablehlo.divide %2454, %2455 : tensor<768xf32>
    %2457 = "stablehlo.all_reduce"(%1017) ({
    ^bb0(%_r384a: tensor<f32>, %_r384b: tensor<f32>):
      %_r384c = stablehlo.add %_r384a, %_r384b : tensor<f32>
      "stablehlo.return"(%_r384c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<768x3072xf32>) -> tensor<768x3072xf32>
    %2458 = stablehlo.constant dense<4.0> : tensor<768x3072xf32>
    %2459 = stablehlo.divide %2457, %2458 : tensor<768x3072xf32>
    %2460 = "stablehlo.all_reduce"(%1019) ({
    ^bb0(%_r385a: tensor<f32>, %_r385b: tensor<f32>):
      %_r385c = stablehlo.add %_r385a, %_r385b : tensor<f32>
      "stablehlo.return"(%_r385c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<3072xf32>) -> tensor<3072xf32>
    %2461 = stablehlo.constant dense<4.0> : tensor<3072xf32>
    %2462 = stablehlo.divide %2460, %2461 : tensor<3072xf32>
    %2463 = "stablehlo.all_reduce"(%1003) ({
    ^bb0(%_r386a: tensor<f32>, %_r386b: tensor<f32>):
      %_r386c = stablehlo.add %_r386a, %_r386b : tensor<f32>
      "stablehlo.return"(%_r386c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<3072x768xf32>) -> tensor<3072x768xf32>
    %2464 = stablehlo.constant dense<4.0> : tensor<3072x768xf32>
    %2465 = stablehlo.divide %2463, %2464 : tensor<3072x768xf32>
    %2466 = "stablehlo.all_reduce"(%1005) ({
    ^bb0(%_r387a: tensor<f32>, %_r387b: tensor<f32>):
      %_r387c = stablehlo.add %_r387a, %_r387b : tensor<f32>
      "stablehlo.return"(%_r387c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<768xf32>) -> tensor<768xf32>
    %2467 = stablehlo.constant dense<4.0> : tensor<768xf32>
    %2468 = stablehlo.divide %2466, %2467 : tensor<768xf32>
    %2469 = "stablehlo.all_reduce"(%1000) ({
    ^bb0(%_r388a: tensor<f32>, %_r388b: tensor<f32>):
      %_r388c = stablehlo.add %_r388a, %_r388b : tensor<f32>
      "stablehlo.return"(%_r388c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<768xf32>) -> tensor<768xf32>
    %2470 = stablehlo.constant dense<4.0> : tensor<768xf32>
    %2471 = stablehlo.divide %2469, %2470 : tensor<768xf32>
    %2472 = "stablehlo.all_reduce"(%992) ({
    ^bb0(%_r389a: tensor<f32>, %_r389b: tensor<f32>):
      %_r389c = stablehlo.add %_r389a, %_r389b : tensor<f32>
      "stablehlo.return"(%_r389c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<7x7x1x768xf32>) -> tensor<7x7x1x768xf32>
    %2473 = stablehlo.constant dense<4.0> : tensor<7x7x1x768xf32>
    %2474 = stablehlo.divide %2472, %2473 : tensor<7x7x1x768xf32>
    %2475 = "stablehlo.all_reduce"(%994) ({
    ^bb0(%_r390a: tensor<f32>, %_r390b: tensor<f32>):
      %_r390c = stablehlo.add %_r390a, %_r390b : tensor<f32>
      "stablehlo.return"(%_r390c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<768xf32>) -> tensor<768xf32>
    %2476 = stablehlo.constant dense<4.0> : tensor<768xf32>
    %2477 = stablehlo.divide %2475, %2476 : tensor<768xf32>
    %2478 = "stablehlo.all_reduce"(%987) ({
    ^bb0(%_r391a: tensor<f32>, %_r391b: tensor<f32>):
      %_r391c = stablehlo.add %_r391a, %_r391b : tensor<f32>
      "stablehlo.return"(%_r391c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<768xf32>) -> tensor<768xf32>
    %2479 = stablehlo.constant dense<4.0> : tensor<768xf32>
    %2480 = stablehlo.divide %2478, %2479 : tensor<768xf32>
    %2481 = "stablehlo.all_reduce"(%989) ({
    ^bb0(%_r392a: tensor<f32>, %_r392b: tensor<f32>):
      %_r392c = stablehlo.add %_r392a, %_r392b : tensor<f32>
      "stablehlo.return"(%_r392c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<768xf32>) -> tensor<768xf32>
    %2482 = stablehlo.constant dense<4.0> : tensor<768xf32>
    %2483 = stablehlo.divide %2481, %2482 : tensor<768xf32>
    %2484 = "stablehlo.all_reduce"(%966) ({
    ^bb0(%_r393a: tensor<f32>, %_r393b: tensor<f32>):
      %_r393c = stablehlo.add %_r393a, %_r393b : tensor<f32>
      "stablehlo.return"(%_r393c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<768x3072xf32>) -> tensor<768x3072xf32>
    %2485 = stablehlo.constant dense<4.0> : tensor<768x3072xf32>
    %2486 = stablehlo.divide %2484, %2485 : tensor<768x3072xf32>
    %2487 = "stablehlo.all_reduce"(%968) ({
    ^bb0(%_r394a: tensor<f32>, %_r394b: tensor<f32>):
      %_r394c = stablehlo.add %_r394a, %_r394b : tensor<f32>
      "stablehlo.return"(%_r394c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<3072xf32>) -> tensor<3072xf32>
    %2488 = stablehlo.constant dense<4.0> : tensor<3072xf32>
    %2489 = stablehlo.divide %2487, %2488 : tensor<3072xf32>
    %2490 = "stablehlo.all_reduce"(%952) ({
    ^bb0(%_r395a: tensor<f32>, %_r395b: tensor<f32>):
      %_r395c = stablehlo.add %_r395a, %_r395b : tensor<f32>
      "stablehlo.return"(%_r395c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<3072x768xf32>) -> tensor<3072x768xf32>
    %2491 = stablehlo.constant dense<4.0> : tensor<3072x768xf32>
    %2492 = stablehlo.divide %2490, %2491 : tensor<3072x768xf32>
    %2493 = "stablehlo.all_reduce"(%954) ({
    ^bb0(%_r396a: tensor<f32>, %_r396b: tensor<f32>):
      %_r396c = stablehlo.add %_r396a, %_r396b : tensor<f32>
      "stablehlo.return"(%_r396c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<768xf32>) -> tensor<768xf32>
    %2494 = stablehlo.constant dense<4.0> : tensor<768xf32>
    %2495 = stablehlo.divide %2493, %2494 : tensor<768xf32>
    %2496 = "stablehlo.all_reduce"(%949) ({
    ^bb0(%_r397a: tensor<f32>, %_r397b: tensor<f32>):
      %_r397c = stablehlo.add %_r397a, %_r397b : tensor<f32>
      "stablehlo.return"(%_r397c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<768xf32>) -> tensor<768xf32>
    %2497 = stablehlo.constant dense<4.0> : tensor<768xf32>
    %2498 = stablehlo.divide %2496, %2497 : tensor<768xf32>
    %2499 = "stablehlo.all_reduce"(%939) ({
    ^bb0(%_r398a: tensor<f32>, %_r398b: tensor<f32>):
      %_r398c = stablehlo.add %_r398a, %_r398b : tensor<f32>
      "stablehlo.return"(%_r398c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<768xf32>) -> tensor<768xf32>
    %2500 = stablehlo.constant dense<4.0> : tensor<768xf32>
    %2501 = stablehlo.divide %2499, %2500 : tensor<768xf32>
    %2502 = "stablehlo.all_reduce"(%941) ({
    ^bb0(%_r399a: tensor<f32>, %_r399b: tensor<f32>):
      %_r399c = stablehlo.add %_r399a, %_r399b : tensor<f32>
      "stablehlo.return"(%_r399c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<768xf32>) -> tensor<768xf32>
    %2503 = stablehlo.constant dense<4.0> : tensor<768xf32>
    %2504 = stablehlo.divide %2502, %2503 : tensor<768xf32>
    %2505 = "stablehlo.all_reduce"(%918) ({
    ^bb0(%_r400a: tensor<f32>, %_r400b: tensor<f32>):
      %_r400c = stablehlo.add %_r400a, %_r400b : tensor<f32>
      "stablehlo.return"(%_r400c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<768x1000xf32>) -> tensor<768x1000xf32>
    %2506 = stablehlo.constant dense<4.0> : tensor<768x1000xf32>
    %2507 = stablehlo.divide %2505, %2506 : tensor<768x1000xf32>
    %2508 = "stablehlo.all_reduce"(%920) ({
    ^bb0(%_r401a: tensor<f32>, %_r401b: tensor<f32>):
      %_r401c = stablehlo.add %_r401a, %_r401b : tensor<f32>
      "stablehlo.return"(%_r401c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<1000xf32>) -> tensor<1000xf32>
    %2509 = stablehlo.constant dense<4.0> : tensor<1000xf32>
    %2510 = stablehlo.divide %2508, %2509 : tensor<1000xf32>
    %2511 = "stablehlo.all_reduce"(%908) ({
    ^bb0(%_r402a: tensor<f32>, %_r402b: tensor<f32>):
      %_r402c = stablehlo.add %_r402a, %_r402b : tensor<f32>
      "stablehlo.return"(%_r402c) : (tensor<f32>) -> ()
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<f32>) -> tensor<f32>
    %2512 = stablehlo.constant dense<4.0> : tensor<f32>
    %2513 = stablehlo.divide %2511, %2512 : tensor<f32>
    // ── optimizer ──
    %2514 = stablehlo.multiply %1967, %1967 : tensor<4x4x3x96xf32>
    %2515 = stablehlo.constant dense<0.0> : tensor<f32>
    %2516 = "stablehlo.reduce"(%2514, %2515) ({
    ^bb0(%_r403a: tensor<f32>, %_r403b: tensor<f32>):
      %_r403c = stablehlo.add %_r403a, %_r403b : tensor<f32>
      "stablehlo.return"(%_r403c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<4x4x3x96xf32>, tensor<f32>) -> tensor<4x4x3xf32>
    %2517 = stablehlo.constant dense<0.0> : tensor<f32>
    %2518 = "stablehlo.reduce"(%2516, %2517) ({
    ^bb0(%_r404a: tensor<f32>, %_r404b: tensor<f32>):
      %_r404c = stablehlo.add %_r404a, %_r404b : tensor<f32>
      "stablehlo.return"(%_r404c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<4x4x3xf32>, tensor<f32>) -> tensor<f32>
    %2519 = stablehlo.multiply %1970, %1970 : tensor<96xf32>
    %2520 = stablehlo.constant dense<0.0> : tensor<f32>
    %2521 = "stablehlo.reduce"(%2519, %2520) ({
    ^bb0(%_r405a: tensor<f32>, %_r405b: tensor<f32>):
      %_r405c = stablehlo.add %_r405a, %_r405b : tensor<f32>
      "stablehlo.return"(%_r405c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %2522 = stablehlo.add %2518, %2521 : tensor<f32>
    %2523 = stablehlo.multiply %1973, %1973 : tensor<96xf32>
    %2524 = stablehlo.constant dense<0.0> : tensor<f32>
    %2525 = "stablehlo.reduce"(%2523, %2524) ({
    ^bb0(%_r406a: tensor<f32>, %_r406b: tensor<f32>):
      %_r406c = stablehlo.add %_r406a, %_r406b : tensor<f32>
      "stablehlo.return"(%_r406c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %2526 = stablehlo.add %2522, %2525 : tensor<f32>
    %2527 = stablehlo.multiply %1976, %1976 : tensor<96xf32>
    %2528 = stablehlo.constant dense<0.0> : tensor<f32>
    %2529 = "stablehlo.reduce"(%2527, %2528) ({
    ^bb0(%_r407a: tensor<f32>, %_r407b: tensor<f32>):
      %_r407c = stablehlo.add %_r407a, %_r407b : tensor<f32>
      "stablehlo.return"(%_r407c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %2530 = stablehlo.add %2526, %2529 : tensor<f32>
    %2531 = stablehlo.multiply %1979, %1979 : tensor<7x7x1x96xf32>
    %2532 = stablehlo.constant dense<0.0> : tensor<f32>
    %2533 = "stablehlo.reduce"(%2531, %2532) ({
    ^bb0(%_r408a: tensor<f32>, %_r408b: tensor<f32>):
      %_r408c = stablehlo.add %_r408a, %_r408b : tensor<f32>
      "stablehlo.return"(%_r408c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x96xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %2534 = stablehlo.constant dense<0.0> : tensor<f32>
    %2535 = "stablehlo.reduce"(%2533, %2534) ({
    ^bb0(%_r409a: tensor<f32>, %_r409b: tensor<f32>):
      %_r409c = stablehlo.add %_r409a, %_r409b : tensor<f32>
      "stablehlo.return"(%_r409c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %2536 = stablehlo.add %2530, %2535 : tensor<f32>
    %2537 = stablehlo.multiply %1982, %1982 : tensor<96xf32>
    %2538 = stablehlo.constant dense<0.0> : tensor<f32>
    %2539 = "stablehlo.reduce"(%2537, %2538) ({
    ^bb0(%_r410a: tensor<f32>, %_r410b: tensor<f32>):
      %_r410c = stablehlo.add %_r410a, %_r410b : tensor<f32>
      "stablehlo.return"(%_r410c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %2540 = stablehlo.add %2536, %2539 : tensor<f32>
    %2541 = stablehlo.multiply %1985, %1985 : tensor<96xf32>
    %2542 = stablehlo.constant dense<0.0> : tensor<f32>
    %2543 = "stablehlo.reduce"(%2541, %2542) ({
    ^bb0(%_r411a: tensor<f32>, %_r411b: tensor<f32>):
      %_r411c = stablehlo.add %_r411a, %_r411b : tensor<f32>
      "stablehlo.return"(%_r411c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %2544 = stablehlo.add %2540, %2543 : tensor<f32>
    %2545 = stablehlo.multiply %1988, %1988 : tensor<96xf32>
    %2546 = stablehlo.constant dense<0.0> : tensor<f32>
    %2547 = "stablehlo.reduce"(%2545, %2546) ({
    ^bb0(%_r412a: tensor<f32>, %_r412b: tensor<f32>):
      %_r412c = stablehlo.add %_r412a, %_r412b : tensor<f32>
      "stablehlo.return"(%_r412c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %2548 = stablehlo.add %2544, %2547 : tensor<f32>
    %2549 = stablehlo.multiply %1991, %1991 : tensor<96x384xf32>
    %2550 = stablehlo.constant dense<0.0> : tensor<f32>
    %2551 = "stablehlo.reduce"(%2549, %2550) ({
    ^bb0(%_r413a: tensor<f32>, %_r413b: tensor<f32>):
      %_r413c = stablehlo.add %_r413a, %_r413b : tensor<f32>
      "stablehlo.return"(%_r413c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<96x384xf32>, tensor<f32>) -> tensor<96xf32>
    %2552 = stablehlo.constant dense<0.0> : tensor<f32>
    %2553 = "stablehlo.reduce"(%2551, %2552) ({
    ^bb0(%_r414a: tensor<f32>, %_r414b: tensor<f32>):
      %_r414c = stablehlo.add %_r414a, %_r414b : tensor<f32>
      "stablehlo.return"(%_r414c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %2554 = stablehlo.add %2548, %2553 : tensor<f32>
    %2555 = stablehlo.multiply %1994, %1994 : tensor<384xf32>
    %2556 = stablehlo.constant dense<0.0> : tensor<f32>
    %2557 = "stablehlo.reduce"(%2555, %2556) ({
    ^bb0(%_r415a: tensor<f32>, %_r415b: tensor<f32>):
      %_r415c = stablehlo.add %_r415a, %_r415b : tensor<f32>
      "stablehlo.return"(%_r415c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2558 = stablehlo.add %2554, %2557 : tensor<f32>
    %2559 = stablehlo.multiply %1997, %1997 : tensor<384x96xf32>
    %2560 = stablehlo.constant dense<0.0> : tensor<f32>
    %2561 = "stablehlo.reduce"(%2559, %2560) ({
    ^bb0(%_r416a: tensor<f32>, %_r416b: tensor<f32>):
      %_r416c = stablehlo.add %_r416a, %_r416b : tensor<f32>
      "stablehlo.return"(%_r416c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x96xf32>, tensor<f32>) -> tensor<384xf32>
    %2562 = stablehlo.constant dense<0.0> : tensor<f32>
    %2563 = "stablehlo.reduce"(%2561, %2562) ({
    ^bb0(%_r417a: tensor<f32>, %_r417b: tensor<f32>):
      %_r417c = stablehlo.add %_r417a, %_r417b : tensor<f32>
      "stablehlo.return"(%_r417c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2564 = stablehlo.add %2558, %2563 : tensor<f32>
    %2565 = stablehlo.multiply %2000, %2000 : tensor<96xf32>
    %2566 = stablehlo.constant dense<0.0> : tensor<f32>
    %2567 = "stablehlo.reduce"(%2565, %2566) ({
    ^bb0(%_r418a: tensor<f32>, %_r418b: tensor<f32>):
      %_r418c = stablehlo.add %_r418a, %_r418b : tensor<f32>
      "stablehlo.return"(%_r418c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %2568 = stablehlo.add %2564, %2567 : tensor<f32>
    %2569 = stablehlo.multiply %2003, %2003 : tensor<96xf32>
    %2570 = stablehlo.constant dense<0.0> : tensor<f32>
    %2571 = "stablehlo.reduce"(%2569, %2570) ({
    ^bb0(%_r419a: tensor<f32>, %_r419b: tensor<f32>):
      %_r419c = stablehlo.add %_r419a, %_r419b : tensor<f32>
      "stablehlo.return"(%_r419c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %2572 = stablehlo.add %2568, %2571 : tensor<f32>
    %2573 = stablehlo.multiply %2006, %2006 : tensor<7x7x1x96xf32>
    %2574 = stablehlo.constant dense<0.0> : tensor<f32>
    %2575 = "stablehlo.reduce"(%2573, %2574) ({
    ^bb0(%_r420a: tensor<f32>, %_r420b: tensor<f32>):
      %_r420c = stablehlo.add %_r420a, %_r420b : tensor<f32>
      "stablehlo.return"(%_r420c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x96xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %2576 = stablehlo.constant dense<0.0> : tensor<f32>
    %2577 = "stablehlo.reduce"(%2575, %2576) ({
    ^bb0(%_r421a: tensor<f32>, %_r421b: tensor<f32>):
      %_r421c = stablehlo.add %_r421a, %_r421b : tensor<f32>
      "stablehlo.return"(%_r421c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %2578 = stablehlo.add %2572, %2577 : tensor<f32>
    %2579 = stablehlo.multiply %2009, %2009 : tensor<96xf32>
    %2580 = stablehlo.constant dense<0.0> : tensor<f32>
    %2581 = "stablehlo.reduce"(%2579, %2580) ({
    ^bb0(%_r422a: tensor<f32>, %_r422b: tensor<f32>):
      %_r422c = stablehlo.add %_r422a, %_r422b : tensor<f32>
      "stablehlo.return"(%_r422c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %2582 = stablehlo.add %2578, %2581 : tensor<f32>
    %2583 = stablehlo.multiply %2012, %2012 : tensor<96xf32>
    %2584 = stablehlo.constant dense<0.0> : tensor<f32>
    %2585 = "stablehlo.reduce"(%2583, %2584) ({
    ^bb0(%_r423a: tensor<f32>, %_r423b: tensor<f32>):
      %_r423c = stablehlo.add %_r423a, %_r423b : tensor<f32>
      "stablehlo.return"(%_r423c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %2586 = stablehlo.add %2582, %2585 : tensor<f32>
    %2587 = stablehlo.multiply %2015, %2015 : tensor<96xf32>
    %2588 = stablehlo.constant dense<0.0> : tensor<f32>
    %2589 = "stablehlo.reduce"(%2587, %2588) ({
    ^bb0(%_r424a: tensor<f32>, %_r424b: tensor<f32>):
      %_r424c = stablehlo.add %_r424a, %_r424b : tensor<f32>
      "stablehlo.return"(%_r424c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %2590 = stablehlo.add %2586, %2589 : tensor<f32>
    %2591 = stablehlo.multiply %2018, %2018 : tensor<96x384xf32>
    %2592 = stablehlo.constant dense<0.0> : tensor<f32>
    %2593 = "stablehlo.reduce"(%2591, %2592) ({
    ^bb0(%_r425a: tensor<f32>, %_r425b: tensor<f32>):
      %_r425c = stablehlo.add %_r425a, %_r425b : tensor<f32>
      "stablehlo.return"(%_r425c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<96x384xf32>, tensor<f32>) -> tensor<96xf32>
    %2594 = stablehlo.constant dense<0.0> : tensor<f32>
    %2595 = "stablehlo.reduce"(%2593, %2594) ({
    ^bb0(%_r426a: tensor<f32>, %_r426b: tensor<f32>):
      %_r426c = stablehlo.add %_r426a, %_r426b : tensor<f32>
      "stablehlo.return"(%_r426c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %2596 = stablehlo.add %2590, %2595 : tensor<f32>
    %2597 = stablehlo.multiply %2021, %2021 : tensor<384xf32>
    %2598 = stablehlo.constant dense<0.0> : tensor<f32>
    %2599 = "stablehlo.reduce"(%2597, %2598) ({
    ^bb0(%_r427a: tensor<f32>, %_r427b: tensor<f32>):
      %_r427c = stablehlo.add %_r427a, %_r427b : tensor<f32>
      "stablehlo.return"(%_r427c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2600 = stablehlo.add %2596, %2599 : tensor<f32>
    %2601 = stablehlo.multiply %2024, %2024 : tensor<384x96xf32>
    %2602 = stablehlo.constant dense<0.0> : tensor<f32>
    %2603 = "stablehlo.reduce"(%2601, %2602) ({
    ^bb0(%_r428a: tensor<f32>, %_r428b: tensor<f32>):
      %_r428c = stablehlo.add %_r428a, %_r428b : tensor<f32>
      "stablehlo.return"(%_r428c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x96xf32>, tensor<f32>) -> tensor<384xf32>
    %2604 = stablehlo.constant dense<0.0> : tensor<f32>
    %2605 = "stablehlo.reduce"(%2603, %2604) ({
    ^bb0(%_r429a: tensor<f32>, %_r429b: tensor<f32>):
      %_r429c = stablehlo.add %_r429a, %_r429b : tensor<f32>
      "stablehlo.return"(%_r429c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2606 = stablehlo.add %2600, %2605 : tensor<f32>
    %2607 = stablehlo.multiply %2027, %2027 : tensor<96xf32>
    %2608 = stablehlo.constant dense<0.0> : tensor<f32>
    %2609 = "stablehlo.reduce"(%2607, %2608) ({
    ^bb0(%_r430a: tensor<f32>, %_r430b: tensor<f32>):
      %_r430c = stablehlo.add %_r430a, %_r430b : tensor<f32>
      "stablehlo.return"(%_r430c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %2610 = stablehlo.add %2606, %2609 : tensor<f32>
    %2611 = stablehlo.multiply %2030, %2030 : tensor<96xf32>
    %2612 = stablehlo.constant dense<0.0> : tensor<f32>
    %2613 = "stablehlo.reduce"(%2611, %2612) ({
    ^bb0(%_r431a: tensor<f32>, %_r431b: tensor<f32>):
      %_r431c = stablehlo.add %_r431a, %_r431b : tensor<f32>
      "stablehlo.return"(%_r431c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %2614 = stablehlo.add %2610, %2613 : tensor<f32>
    %2615 = stablehlo.multiply %2033, %2033 : tensor<7x7x1x96xf32>
    %2616 = stablehlo.constant dense<0.0> : tensor<f32>
    %2617 = "stablehlo.reduce"(%2615, %2616) ({
    ^bb0(%_r432a: tensor<f32>, %_r432b: tensor<f32>):
      %_r432c = stablehlo.add %_r432a, %_r432b : tensor<f32>
      "stablehlo.return"(%_r432c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x96xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %2618 = stablehlo.constant dense<0.0> : tensor<f32>
    %2619 = "stablehlo.reduce"(%2617, %2618) ({
    ^bb0(%_r433a: tensor<f32>, %_r433b: tensor<f32>):
      %_r433c = stablehlo.add %_r433a, %_r433b : tensor<f32>
      "stablehlo.return"(%_r433c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %2620 = stablehlo.add %2614, %2619 : tensor<f32>
    %2621 = stablehlo.multiply %2036, %2036 : tensor<96xf32>
    %2622 = stablehlo.constant dense<0.0> : tensor<f32>
    %2623 = "stablehlo.reduce"(%2621, %2622) ({
    ^bb0(%_r434a: tensor<f32>, %_r434b: tensor<f32>):
      %_r434c = stablehlo.add %_r434a, %_r434b : tensor<f32>
      "stablehlo.return"(%_r434c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %2624 = stablehlo.add %2620, %2623 : tensor<f32>
    %2625 = stablehlo.multiply %2039, %2039 : tensor<96xf32>
    %2626 = stablehlo.constant dense<0.0> : tensor<f32>
    %2627 = "stablehlo.reduce"(%2625, %2626) ({
    ^bb0(%_r435a: tensor<f32>, %_r435b: tensor<f32>):
      %_r435c = stablehlo.add %_r435a, %_r435b : tensor<f32>
      "stablehlo.return"(%_r435c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %2628 = stablehlo.add %2624, %2627 : tensor<f32>
    %2629 = stablehlo.multiply %2042, %2042 : tensor<96xf32>
    %2630 = stablehlo.constant dense<0.0> : tensor<f32>
    %2631 = "stablehlo.reduce"(%2629, %2630) ({
    ^bb0(%_r436a: tensor<f32>, %_r436b: tensor<f32>):
      %_r436c = stablehlo.add %_r436a, %_r436b : tensor<f32>
      "stablehlo.return"(%_r436c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %2632 = stablehlo.add %2628, %2631 : tensor<f32>
    %2633 = stablehlo.multiply %2045, %2045 : tensor<96x384xf32>
    %2634 = stablehlo.constant dense<0.0> : tensor<f32>
    %2635 = "stablehlo.reduce"(%2633, %2634) ({
    ^bb0(%_r437a: tensor<f32>, %_r437b: tensor<f32>):
      %_r437c = stablehlo.add %_r437a, %_r437b : tensor<f32>
      "stablehlo.return"(%_r437c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<96x384xf32>, tensor<f32>) -> tensor<96xf32>
    %2636 = stablehlo.constant dense<0.0> : tensor<f32>
    %2637 = "stablehlo.reduce"(%2635, %2636) ({
    ^bb0(%_r438a: tensor<f32>, %_r438b: tensor<f32>):
      %_r438c = stablehlo.add %_r438a, %_r438b : tensor<f32>
      "stablehlo.return"(%_r438c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %2638 = stablehlo.add %2632, %2637 : tensor<f32>
    %2639 = stablehlo.multiply %2048, %2048 : tensor<384xf32>
    %2640 = stablehlo.constant dense<0.0> : tensor<f32>
    %2641 = "stablehlo.reduce"(%2639, %2640) ({
    ^bb0(%_r439a: tensor<f32>, %_r439b: tensor<f32>):
      %_r439c = stablehlo.add %_r439a, %_r439b : tensor<f32>
      "stablehlo.return"(%_r439c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2642 = stablehlo.add %2638, %2641 : tensor<f32>
    %2643 = stablehlo.multiply %2051, %2051 : tensor<384x96xf32>
    %2644 = stablehlo.constant dense<0.0> : tensor<f32>
    %2645 = "stablehlo.reduce"(%2643, %2644) ({
    ^bb0(%_r440a: tensor<f32>, %_r440b: tensor<f32>):
      %_r440c = stablehlo.add %_r440a, %_r440b : tensor<f32>
      "stablehlo.return"(%_r440c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x96xf32>, tensor<f32>) -> tensor<384xf32>
    %2646 = stablehlo.constant dense<0.0> : tensor<f32>
    %2647 = "stablehlo.reduce"(%2645, %2646) ({
    ^bb0(%_r441a: tensor<f32>, %_r441b: tensor<f32>):
      %_r441c = stablehlo.add %_r441a, %_r441b : tensor<f32>
      "stablehlo.return"(%_r441c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2648 = stablehlo.add %2642, %2647 : tensor<f32>
    %2649 = stablehlo.multiply %2054, %2054 : tensor<96xf32>
    %2650 = stablehlo.constant dense<0.0> : tensor<f32>
    %2651 = "stablehlo.reduce"(%2649, %2650) ({
    ^bb0(%_r442a: tensor<f32>, %_r442b: tensor<f32>):
      %_r442c = stablehlo.add %_r442a, %_r442b : tensor<f32>
      "stablehlo.return"(%_r442c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %2652 = stablehlo.add %2648, %2651 : tensor<f32>
    %2653 = stablehlo.multiply %2057, %2057 : tensor<96xf32>
    %2654 = stablehlo.constant dense<0.0> : tensor<f32>
    %2655 = "stablehlo.reduce"(%2653, %2654) ({
    ^bb0(%_r443a: tensor<f32>, %_r443b: tensor<f32>):
      %_r443c = stablehlo.add %_r443a, %_r443b : tensor<f32>
      "stablehlo.return"(%_r443c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %2656 = stablehlo.add %2652, %2655 : tensor<f32>
    %2657 = stablehlo.multiply %2060, %2060 : tensor<96xf32>
    %2658 = stablehlo.constant dense<0.0> : tensor<f32>
    %2659 = "stablehlo.reduce"(%2657, %2658) ({
    ^bb0(%_r444a: tensor<f32>, %_r444b: tensor<f32>):
      %_r444c = stablehlo.add %_r444a, %_r444b : tensor<f32>
      "stablehlo.return"(%_r444c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %2660 = stablehlo.add %2656, %2659 : tensor<f32>
    %2661 = stablehlo.multiply %2063, %2063 : tensor<96xf32>
    %2662 = stablehlo.constant dense<0.0> : tensor<f32>
    %2663 = "stablehlo.reduce"(%2661, %2662) ({
    ^bb0(%_r445a: tensor<f32>, %_r445b: tensor<f32>):
      %_r445c = stablehlo.add %_r445a, %_r445b : tensor<f32>
      "stablehlo.return"(%_r445c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %2664 = stablehlo.add %2660, %2663 : tensor<f32>
    %2665 = stablehlo.multiply %2066, %2066 : tensor<2x2x96x192xf32>
    %2666 = stablehlo.constant dense<0.0> : tensor<f32>
    %2667 = "stablehlo.reduce"(%2665, %2666) ({
    ^bb0(%_r446a: tensor<f32>, %_r446b: tensor<f32>):
      %_r446c = stablehlo.add %_r446a, %_r446b : tensor<f32>
      "stablehlo.return"(%_r446c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x96x192xf32>, tensor<f32>) -> tensor<2x2x96xf32>
    %2668 = stablehlo.constant dense<0.0> : tensor<f32>
    %2669 = "stablehlo.reduce"(%2667, %2668) ({
    ^bb0(%_r447a: tensor<f32>, %_r447b: tensor<f32>):
      %_r447c = stablehlo.add %_r447a, %_r447b : tensor<f32>
      "stablehlo.return"(%_r447c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x96xf32>, tensor<f32>) -> tensor<f32>
    %2670 = stablehlo.add %2664, %2669 : tensor<f32>
    %2671 = stablehlo.multiply %2069, %2069 : tensor<192xf32>
    %2672 = stablehlo.constant dense<0.0> : tensor<f32>
    %2673 = "stablehlo.reduce"(%2671, %2672) ({
    ^bb0(%_r448a: tensor<f32>, %_r448b: tensor<f32>):
      %_r448c = stablehlo.add %_r448a, %_r448b : tensor<f32>
      "stablehlo.return"(%_r448c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2674 = stablehlo.add %2670, %2673 : tensor<f32>
    %2675 = stablehlo.multiply %2072, %2072 : tensor<7x7x1x192xf32>
    %2676 = stablehlo.constant dense<0.0> : tensor<f32>
    %2677 = "stablehlo.reduce"(%2675, %2676) ({
    ^bb0(%_r449a: tensor<f32>, %_r449b: tensor<f32>):
      %_r449c = stablehlo.add %_r449a, %_r449b : tensor<f32>
      "stablehlo.return"(%_r449c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x192xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %2678 = stablehlo.constant dense<0.0> : tensor<f32>
    %2679 = "stablehlo.reduce"(%2677, %2678) ({
    ^bb0(%_r450a: tensor<f32>, %_r450b: tensor<f32>):
      %_r450c = stablehlo.add %_r450a, %_r450b : tensor<f32>
      "stablehlo.return"(%_r450c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %2680 = stablehlo.add %2674, %2679 : tensor<f32>
    %2681 = stablehlo.multiply %2075, %2075 : tensor<192xf32>
    %2682 = stablehlo.constant dense<0.0> : tensor<f32>
    %2683 = "stablehlo.reduce"(%2681, %2682) ({
    ^bb0(%_r451a: tensor<f32>, %_r451b: tensor<f32>):
      %_r451c = stablehlo.add %_r451a, %_r451b : tensor<f32>
      "stablehlo.return"(%_r451c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2684 = stablehlo.add %2680, %2683 : tensor<f32>
    %2685 = stablehlo.multiply %2078, %2078 : tensor<192xf32>
    %2686 = stablehlo.constant dense<0.0> : tensor<f32>
    %2687 = "stablehlo.reduce"(%2685, %2686) ({
    ^bb0(%_r452a: tensor<f32>, %_r452b: tensor<f32>):
      %_r452c = stablehlo.add %_r452a, %_r452b : tensor<f32>
      "stablehlo.return"(%_r452c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2688 = stablehlo.add %2684, %2687 : tensor<f32>
    %2689 = stablehlo.multiply %2081, %2081 : tensor<192xf32>
    %2690 = stablehlo.constant dense<0.0> : tensor<f32>
    %2691 = "stablehlo.reduce"(%2689, %2690) ({
    ^bb0(%_r453a: tensor<f32>, %_r453b: tensor<f32>):
      %_r453c = stablehlo.add %_r453a, %_r453b : tensor<f32>
      "stablehlo.return"(%_r453c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2692 = stablehlo.add %2688, %2691 : tensor<f32>
    %2693 = stablehlo.multiply %2084, %2084 : tensor<192x768xf32>
    %2694 = stablehlo.constant dense<0.0> : tensor<f32>
    %2695 = "stablehlo.reduce"(%2693, %2694) ({
    ^bb0(%_r454a: tensor<f32>, %_r454b: tensor<f32>):
      %_r454c = stablehlo.add %_r454a, %_r454b : tensor<f32>
      "stablehlo.return"(%_r454c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<192x768xf32>, tensor<f32>) -> tensor<192xf32>
    %2696 = stablehlo.constant dense<0.0> : tensor<f32>
    %2697 = "stablehlo.reduce"(%2695, %2696) ({
    ^bb0(%_r455a: tensor<f32>, %_r455b: tensor<f32>):
      %_r455c = stablehlo.add %_r455a, %_r455b : tensor<f32>
      "stablehlo.return"(%_r455c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2698 = stablehlo.add %2692, %2697 : tensor<f32>
    %2699 = stablehlo.multiply %2087, %2087 : tensor<768xf32>
    %2700 = stablehlo.constant dense<0.0> : tensor<f32>
    %2701 = "stablehlo.reduce"(%2699, %2700) ({
    ^bb0(%_r456a: tensor<f32>, %_r456b: tensor<f32>):
      %_r456c = stablehlo.add %_r456a, %_r456b : tensor<f32>
      "stablehlo.return"(%_r456c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2702 = stablehlo.add %2698, %2701 : tensor<f32>
    %2703 = stablehlo.multiply %2090, %2090 : tensor<768x192xf32>
    %2704 = stablehlo.constant dense<0.0> : tensor<f32>
    %2705 = "stablehlo.reduce"(%2703, %2704) ({
    ^bb0(%_r457a: tensor<f32>, %_r457b: tensor<f32>):
      %_r457c = stablehlo.add %_r457a, %_r457b : tensor<f32>
      "stablehlo.return"(%_r457c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<768x192xf32>, tensor<f32>) -> tensor<768xf32>
    %2706 = stablehlo.constant dense<0.0> : tensor<f32>
    %2707 = "stablehlo.reduce"(%2705, %2706) ({
    ^bb0(%_r458a: tensor<f32>, %_r458b: tensor<f32>):
      %_r458c = stablehlo.add %_r458a, %_r458b : tensor<f32>
      "stablehlo.return"(%_r458c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2708 = stablehlo.add %2702, %2707 : tensor<f32>
    %2709 = stablehlo.multiply %2093, %2093 : tensor<192xf32>
    %2710 = stablehlo.constant dense<0.0> : tensor<f32>
    %2711 = "stablehlo.reduce"(%2709, %2710) ({
    ^bb0(%_r459a: tensor<f32>, %_r459b: tensor<f32>):
      %_r459c = stablehlo.add %_r459a, %_r459b : tensor<f32>
      "stablehlo.return"(%_r459c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2712 = stablehlo.add %2708, %2711 : tensor<f32>
    %2713 = stablehlo.multiply %2096, %2096 : tensor<192xf32>
    %2714 = stablehlo.constant dense<0.0> : tensor<f32>
    %2715 = "stablehlo.reduce"(%2713, %2714) ({
    ^bb0(%_r460a: tensor<f32>, %_r460b: tensor<f32>):
      %_r460c = stablehlo.add %_r460a, %_r460b : tensor<f32>
      "stablehlo.return"(%_r460c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2716 = stablehlo.add %2712, %2715 : tensor<f32>
    %2717 = stablehlo.multiply %2099, %2099 : tensor<7x7x1x192xf32>
    %2718 = stablehlo.constant dense<0.0> : tensor<f32>
    %2719 = "stablehlo.reduce"(%2717, %2718) ({
    ^bb0(%_r461a: tensor<f32>, %_r461b: tensor<f32>):
      %_r461c = stablehlo.add %_r461a, %_r461b : tensor<f32>
      "stablehlo.return"(%_r461c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x192xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %2720 = stablehlo.constant dense<0.0> : tensor<f32>
    %2721 = "stablehlo.reduce"(%2719, %2720) ({
    ^bb0(%_r462a: tensor<f32>, %_r462b: tensor<f32>):
      %_r462c = stablehlo.add %_r462a, %_r462b : tensor<f32>
      "stablehlo.return"(%_r462c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %2722 = stablehlo.add %2716, %2721 : tensor<f32>
    %2723 = stablehlo.multiply %2102, %2102 : tensor<192xf32>
    %2724 = stablehlo.constant dense<0.0> : tensor<f32>
    %2725 = "stablehlo.reduce"(%2723, %2724) ({
    ^bb0(%_r463a: tensor<f32>, %_r463b: tensor<f32>):
      %_r463c = stablehlo.add %_r463a, %_r463b : tensor<f32>
      "stablehlo.return"(%_r463c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2726 = stablehlo.add %2722, %2725 : tensor<f32>
    %2727 = stablehlo.multiply %2105, %2105 : tensor<192xf32>
    %2728 = stablehlo.constant dense<0.0> : tensor<f32>
    %2729 = "stablehlo.reduce"(%2727, %2728) ({
    ^bb0(%_r464a: tensor<f32>, %_r464b: tensor<f32>):
      %_r464c = stablehlo.add %_r464a, %_r464b : tensor<f32>
      "stablehlo.return"(%_r464c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2730 = stablehlo.add %2726, %2729 : tensor<f32>
    %2731 = stablehlo.multiply %2108, %2108 : tensor<192xf32>
    %2732 = stablehlo.constant dense<0.0> : tensor<f32>
    %2733 = "stablehlo.reduce"(%2731, %2732) ({
    ^bb0(%_r465a: tensor<f32>, %_r465b: tensor<f32>):
      %_r465c = stablehlo.add %_r465a, %_r465b : tensor<f32>
      "stablehlo.return"(%_r465c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2734 = stablehlo.add %2730, %2733 : tensor<f32>
    %2735 = stablehlo.multiply %2111, %2111 : tensor<192x768xf32>
    %2736 = stablehlo.constant dense<0.0> : tensor<f32>
    %2737 = "stablehlo.reduce"(%2735, %2736) ({
    ^bb0(%_r466a: tensor<f32>, %_r466b: tensor<f32>):
      %_r466c = stablehlo.add %_r466a, %_r466b : tensor<f32>
      "stablehlo.return"(%_r466c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<192x768xf32>, tensor<f32>) -> tensor<192xf32>
    %2738 = stablehlo.constant dense<0.0> : tensor<f32>
    %2739 = "stablehlo.reduce"(%2737, %2738) ({
    ^bb0(%_r467a: tensor<f32>, %_r467b: tensor<f32>):
      %_r467c = stablehlo.add %_r467a, %_r467b : tensor<f32>
      "stablehlo.return"(%_r467c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2740 = stablehlo.add %2734, %2739 : tensor<f32>
    %2741 = stablehlo.multiply %2114, %2114 : tensor<768xf32>
    %2742 = stablehlo.constant dense<0.0> : tensor<f32>
    %2743 = "stablehlo.reduce"(%2741, %2742) ({
    ^bb0(%_r468a: tensor<f32>, %_r468b: tensor<f32>):
      %_r468c = stablehlo.add %_r468a, %_r468b : tensor<f32>
      "stablehlo.return"(%_r468c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2744 = stablehlo.add %2740, %2743 : tensor<f32>
    %2745 = stablehlo.multiply %2117, %2117 : tensor<768x192xf32>
    %2746 = stablehlo.constant dense<0.0> : tensor<f32>
    %2747 = "stablehlo.reduce"(%2745, %2746) ({
    ^bb0(%_r469a: tensor<f32>, %_r469b: tensor<f32>):
      %_r469c = stablehlo.add %_r469a, %_r469b : tensor<f32>
      "stablehlo.return"(%_r469c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<768x192xf32>, tensor<f32>) -> tensor<768xf32>
    %2748 = stablehlo.constant dense<0.0> : tensor<f32>
    %2749 = "stablehlo.reduce"(%2747, %2748) ({
    ^bb0(%_r470a: tensor<f32>, %_r470b: tensor<f32>):
      %_r470c = stablehlo.add %_r470a, %_r470b : tensor<f32>
      "stablehlo.return"(%_r470c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2750 = stablehlo.add %2744, %2749 : tensor<f32>
    %2751 = stablehlo.multiply %2120, %2120 : tensor<192xf32>
    %2752 = stablehlo.constant dense<0.0> : tensor<f32>
    %2753 = "stablehlo.reduce"(%2751, %2752) ({
    ^bb0(%_r471a: tensor<f32>, %_r471b: tensor<f32>):
      %_r471c = stablehlo.add %_r471a, %_r471b : tensor<f32>
      "stablehlo.return"(%_r471c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2754 = stablehlo.add %2750, %2753 : tensor<f32>
    %2755 = stablehlo.multiply %2123, %2123 : tensor<192xf32>
    %2756 = stablehlo.constant dense<0.0> : tensor<f32>
    %2757 = "stablehlo.reduce"(%2755, %2756) ({
    ^bb0(%_r472a: tensor<f32>, %_r472b: tensor<f32>):
      %_r472c = stablehlo.add %_r472a, %_r472b : tensor<f32>
      "stablehlo.return"(%_r472c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2758 = stablehlo.add %2754, %2757 : tensor<f32>
    %2759 = stablehlo.multiply %2126, %2126 : tensor<7x7x1x192xf32>
    %2760 = stablehlo.constant dense<0.0> : tensor<f32>
    %2761 = "stablehlo.reduce"(%2759, %2760) ({
    ^bb0(%_r473a: tensor<f32>, %_r473b: tensor<f32>):
      %_r473c = stablehlo.add %_r473a, %_r473b : tensor<f32>
      "stablehlo.return"(%_r473c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x192xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %2762 = stablehlo.constant dense<0.0> : tensor<f32>
    %2763 = "stablehlo.reduce"(%2761, %2762) ({
    ^bb0(%_r474a: tensor<f32>, %_r474b: tensor<f32>):
      %_r474c = stablehlo.add %_r474a, %_r474b : tensor<f32>
      "stablehlo.return"(%_r474c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %2764 = stablehlo.add %2758, %2763 : tensor<f32>
    %2765 = stablehlo.multiply %2129, %2129 : tensor<192xf32>
    %2766 = stablehlo.constant dense<0.0> : tensor<f32>
    %2767 = "stablehlo.reduce"(%2765, %2766) ({
    ^bb0(%_r475a: tensor<f32>, %_r475b: tensor<f32>):
      %_r475c = stablehlo.add %_r475a, %_r475b : tensor<f32>
      "stablehlo.return"(%_r475c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2768 = stablehlo.add %2764, %2767 : tensor<f32>
    %2769 = stablehlo.multiply %2132, %2132 : tensor<192xf32>
    %2770 = stablehlo.constant dense<0.0> : tensor<f32>
    %2771 = "stablehlo.reduce"(%2769, %2770) ({
    ^bb0(%_r476a: tensor<f32>, %_r476b: tensor<f32>):
      %_r476c = stablehlo.add %_r476a, %_r476b : tensor<f32>
      "stablehlo.return"(%_r476c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2772 = stablehlo.add %2768, %2771 : tensor<f32>
    %2773 = stablehlo.multiply %2135, %2135 : tensor<192xf32>
    %2774 = stablehlo.constant dense<0.0> : tensor<f32>
    %2775 = "stablehlo.reduce"(%2773, %2774) ({
    ^bb0(%_r477a: tensor<f32>, %_r477b: tensor<f32>):
      %_r477c = stablehlo.add %_r477a, %_r477b : tensor<f32>
      "stablehlo.return"(%_r477c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2776 = stablehlo.add %2772, %2775 : tensor<f32>
    %2777 = stablehlo.multiply %2138, %2138 : tensor<192x768xf32>
    %2778 = stablehlo.constant dense<0.0> : tensor<f32>
    %2779 = "stablehlo.reduce"(%2777, %2778) ({
    ^bb0(%_r478a: tensor<f32>, %_r478b: tensor<f32>):
      %_r478c = stablehlo.add %_r478a, %_r478b : tensor<f32>
      "stablehlo.return"(%_r478c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<192x768xf32>, tensor<f32>) -> tensor<192xf32>
    %2780 = stablehlo.constant dense<0.0> : tensor<f32>
    %2781 = "stablehlo.reduce"(%2779, %2780) ({
    ^bb0(%_r479a: tensor<f32>, %_r479b: tensor<f32>):
      %_r479c = stablehlo.add %_r479a, %_r479b : tensor<f32>
      "stablehlo.return"(%_r479c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2782 = stablehlo.add %2776, %2781 : tensor<f32>
    %2783 = stablehlo.multiply %2141, %2141 : tensor<768xf32>
    %2784 = stablehlo.constant dense<0.0> : tensor<f32>
    %2785 = "stablehlo.reduce"(%2783, %2784) ({
    ^bb0(%_r480a: tensor<f32>, %_r480b: tensor<f32>):
      %_r480c = stablehlo.add %_r480a, %_r480b : tensor<f32>
      "stablehlo.return"(%_r480c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2786 = stablehlo.add %2782, %2785 : tensor<f32>
    %2787 = stablehlo.multiply %2144, %2144 : tensor<768x192xf32>
    %2788 = stablehlo.constant dense<0.0> : tensor<f32>
    %2789 = "stablehlo.reduce"(%2787, %2788) ({
    ^bb0(%_r481a: tensor<f32>, %_r481b: tensor<f32>):
      %_r481c = stablehlo.add %_r481a, %_r481b : tensor<f32>
      "stablehlo.return"(%_r481c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<768x192xf32>, tensor<f32>) -> tensor<768xf32>
    %2790 = stablehlo.constant dense<0.0> : tensor<f32>
    %2791 = "stablehlo.reduce"(%2789, %2790) ({
    ^bb0(%_r482a: tensor<f32>, %_r482b: tensor<f32>):
      %_r482c = stablehlo.add %_r482a, %_r482b : tensor<f32>
      "stablehlo.return"(%_r482c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2792 = stablehlo.add %2786, %2791 : tensor<f32>
    %2793 = stablehlo.multiply %2147, %2147 : tensor<192xf32>
    %2794 = stablehlo.constant dense<0.0> : tensor<f32>
    %2795 = "stablehlo.reduce"(%2793, %2794) ({
    ^bb0(%_r483a: tensor<f32>, %_r483b: tensor<f32>):
      %_r483c = stablehlo.add %_r483a, %_r483b : tensor<f32>
      "stablehlo.return"(%_r483c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2796 = stablehlo.add %2792, %2795 : tensor<f32>
    %2797 = stablehlo.multiply %2150, %2150 : tensor<192xf32>
    %2798 = stablehlo.constant dense<0.0> : tensor<f32>
    %2799 = "stablehlo.reduce"(%2797, %2798) ({
    ^bb0(%_r484a: tensor<f32>, %_r484b: tensor<f32>):
      %_r484c = stablehlo.add %_r484a, %_r484b : tensor<f32>
      "stablehlo.return"(%_r484c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2800 = stablehlo.add %2796, %2799 : tensor<f32>
    %2801 = stablehlo.multiply %2153, %2153 : tensor<192xf32>
    %2802 = stablehlo.constant dense<0.0> : tensor<f32>
    %2803 = "stablehlo.reduce"(%2801, %2802) ({
    ^bb0(%_r485a: tensor<f32>, %_r485b: tensor<f32>):
      %_r485c = stablehlo.add %_r485a, %_r485b : tensor<f32>
      "stablehlo.return"(%_r485c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2804 = stablehlo.add %2800, %2803 : tensor<f32>
    %2805 = stablehlo.multiply %2156, %2156 : tensor<192xf32>
    %2806 = stablehlo.constant dense<0.0> : tensor<f32>
    %2807 = "stablehlo.reduce"(%2805, %2806) ({
    ^bb0(%_r486a: tensor<f32>, %_r486b: tensor<f32>):
      %_r486c = stablehlo.add %_r486a, %_r486b : tensor<f32>
      "stablehlo.return"(%_r486c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2808 = stablehlo.add %2804, %2807 : tensor<f32>
    %2809 = stablehlo.multiply %2159, %2159 : tensor<2x2x192x384xf32>
    %2810 = stablehlo.constant dense<0.0> : tensor<f32>
    %2811 = "stablehlo.reduce"(%2809, %2810) ({
    ^bb0(%_r487a: tensor<f32>, %_r487b: tensor<f32>):
      %_r487c = stablehlo.add %_r487a, %_r487b : tensor<f32>
      "stablehlo.return"(%_r487c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x192x384xf32>, tensor<f32>) -> tensor<2x2x192xf32>
    %2812 = stablehlo.constant dense<0.0> : tensor<f32>
    %2813 = "stablehlo.reduce"(%2811, %2812) ({
    ^bb0(%_r488a: tensor<f32>, %_r488b: tensor<f32>):
      %_r488c = stablehlo.add %_r488a, %_r488b : tensor<f32>
      "stablehlo.return"(%_r488c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x192xf32>, tensor<f32>) -> tensor<f32>
    %2814 = stablehlo.add %2808, %2813 : tensor<f32>
    %2815 = stablehlo.multiply %2162, %2162 : tensor<384xf32>
    %2816 = stablehlo.constant dense<0.0> : tensor<f32>
    %2817 = "stablehlo.reduce"(%2815, %2816) ({
    ^bb0(%_r489a: tensor<f32>, %_r489b: tensor<f32>):
      %_r489c = stablehlo.add %_r489a, %_r489b : tensor<f32>
      "stablehlo.return"(%_r489c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2818 = stablehlo.add %2814, %2817 : tensor<f32>
    %2819 = stablehlo.multiply %2165, %2165 : tensor<7x7x1x384xf32>
    %2820 = stablehlo.constant dense<0.0> : tensor<f32>
    %2821 = "stablehlo.reduce"(%2819, %2820) ({
    ^bb0(%_r490a: tensor<f32>, %_r490b: tensor<f32>):
      %_r490c = stablehlo.add %_r490a, %_r490b : tensor<f32>
      "stablehlo.return"(%_r490c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x384xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %2822 = stablehlo.constant dense<0.0> : tensor<f32>
    %2823 = "stablehlo.reduce"(%2821, %2822) ({
    ^bb0(%_r491a: tensor<f32>, %_r491b: tensor<f32>):
      %_r491c = stablehlo.add %_r491a, %_r491b : tensor<f32>
      "stablehlo.return"(%_r491c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %2824 = stablehlo.add %2818, %2823 : tensor<f32>
    %2825 = stablehlo.multiply %2168, %2168 : tensor<384xf32>
    %2826 = stablehlo.constant dense<0.0> : tensor<f32>
    %2827 = "stablehlo.reduce"(%2825, %2826) ({
    ^bb0(%_r492a: tensor<f32>, %_r492b: tensor<f32>):
      %_r492c = stablehlo.add %_r492a, %_r492b : tensor<f32>
      "stablehlo.return"(%_r492c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2828 = stablehlo.add %2824, %2827 : tensor<f32>
    %2829 = stablehlo.multiply %2171, %2171 : tensor<384xf32>
    %2830 = stablehlo.constant dense<0.0> : tensor<f32>
    %2831 = "stablehlo.reduce"(%2829, %2830) ({
    ^bb0(%_r493a: tensor<f32>, %_r493b: tensor<f32>):
      %_r493c = stablehlo.add %_r493a, %_r493b : tensor<f32>
      "stablehlo.return"(%_r493c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2832 = stablehlo.add %2828, %2831 : tensor<f32>
    %2833 = stablehlo.multiply %2174, %2174 : tensor<384xf32>
    %2834 = stablehlo.constant dense<0.0> : tensor<f32>
    %2835 = "stablehlo.reduce"(%2833, %2834) ({
    ^bb0(%_r494a: tensor<f32>, %_r494b: tensor<f32>):
      %_r494c = stablehlo.add %_r494a, %_r494b : tensor<f32>
      "stablehlo.return"(%_r494c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2836 = stablehlo.add %2832, %2835 : tensor<f32>
    %2837 = stablehlo.multiply %2177, %2177 : tensor<384x1536xf32>
    %2838 = stablehlo.constant dense<0.0> : tensor<f32>
    %2839 = "stablehlo.reduce"(%2837, %2838) ({
    ^bb0(%_r495a: tensor<f32>, %_r495b: tensor<f32>):
      %_r495c = stablehlo.add %_r495a, %_r495b : tensor<f32>
      "stablehlo.return"(%_r495c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x1536xf32>, tensor<f32>) -> tensor<384xf32>
    %2840 = stablehlo.constant dense<0.0> : tensor<f32>
    %2841 = "stablehlo.reduce"(%2839, %2840) ({
    ^bb0(%_r496a: tensor<f32>, %_r496b: tensor<f32>):
      %_r496c = stablehlo.add %_r496a, %_r496b : tensor<f32>
      "stablehlo.return"(%_r496c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2842 = stablehlo.add %2836, %2841 : tensor<f32>
    %2843 = stablehlo.multiply %2180, %2180 : tensor<1536xf32>
    %2844 = stablehlo.constant dense<0.0> : tensor<f32>
    %2845 = "stablehlo.reduce"(%2843, %2844) ({
    ^bb0(%_r497a: tensor<f32>, %_r497b: tensor<f32>):
      %_r497c = stablehlo.add %_r497a, %_r497b : tensor<f32>
      "stablehlo.return"(%_r497c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2846 = stablehlo.add %2842, %2845 : tensor<f32>
    %2847 = stablehlo.multiply %2183, %2183 : tensor<1536x384xf32>
    %2848 = stablehlo.constant dense<0.0> : tensor<f32>
    %2849 = "stablehlo.reduce"(%2847, %2848) ({
    ^bb0(%_r498a: tensor<f32>, %_r498b: tensor<f32>):
      %_r498c = stablehlo.add %_r498a, %_r498b : tensor<f32>
      "stablehlo.return"(%_r498c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1536x384xf32>, tensor<f32>) -> tensor<1536xf32>
    %2850 = stablehlo.constant dense<0.0> : tensor<f32>
    %2851 = "stablehlo.reduce"(%2849, %2850) ({
    ^bb0(%_r499a: tensor<f32>, %_r499b: tensor<f32>):
      %_r499c = stablehlo.add %_r499a, %_r499b : tensor<f32>
      "stablehlo.return"(%_r499c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2852 = stablehlo.add %2846, %2851 : tensor<f32>
    %2853 = stablehlo.multiply %2186, %2186 : tensor<384xf32>
    %2854 = stablehlo.constant dense<0.0> : tensor<f32>
    %2855 = "stablehlo.reduce"(%2853, %2854) ({
    ^bb0(%_r500a: tensor<f32>, %_r500b: tensor<f32>):
      %_r500c = stablehlo.add %_r500a, %_r500b : tensor<f32>
      "stablehlo.return"(%_r500c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2856 = stablehlo.add %2852, %2855 : tensor<f32>
    %2857 = stablehlo.multiply %2189, %2189 : tensor<384xf32>
    %2858 = stablehlo.constant dense<0.0> : tensor<f32>
    %2859 = "stablehlo.reduce"(%2857, %2858) ({
    ^bb0(%_r501a: tensor<f32>, %_r501b: tensor<f32>):
      %_r501c = stablehlo.add %_r501a, %_r501b : tensor<f32>
      "stablehlo.return"(%_r501c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2860 = stablehlo.add %2856, %2859 : tensor<f32>
    %2861 = stablehlo.multiply %2192, %2192 : tensor<7x7x1x384xf32>
    %2862 = stablehlo.constant dense<0.0> : tensor<f32>
    %2863 = "stablehlo.reduce"(%2861, %2862) ({
    ^bb0(%_r502a: tensor<f32>, %_r502b: tensor<f32>):
      %_r502c = stablehlo.add %_r502a, %_r502b : tensor<f32>
      "stablehlo.return"(%_r502c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x384xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %2864 = stablehlo.constant dense<0.0> : tensor<f32>
    %2865 = "stablehlo.reduce"(%2863, %2864) ({
    ^bb0(%_r503a: tensor<f32>, %_r503b: tensor<f32>):
      %_r503c = stablehlo.add %_r503a, %_r503b : tensor<f32>
      "stablehlo.return"(%_r503c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %2866 = stablehlo.add %2860, %2865 : tensor<f32>
    %2867 = stablehlo.multiply %2195, %2195 : tensor<384xf32>
    %2868 = stablehlo.constant dense<0.0> : tensor<f32>
    %2869 = "stablehlo.reduce"(%2867, %2868) ({
    ^bb0(%_r504a: tensor<f32>, %_r504b: tensor<f32>):
      %_r504c = stablehlo.add %_r504a, %_r504b : tensor<f32>
      "stablehlo.return"(%_r504c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2870 = stablehlo.add %2866, %2869 : tensor<f32>
    %2871 = stablehlo.multiply %2198, %2198 : tensor<384xf32>
    %2872 = stablehlo.constant dense<0.0> : tensor<f32>
    %2873 = "stablehlo.reduce"(%2871, %2872) ({
    ^bb0(%_r505a: tensor<f32>, %_r505b: tensor<f32>):
      %_r505c = stablehlo.add %_r505a, %_r505b : tensor<f32>
      "stablehlo.return"(%_r505c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2874 = stablehlo.add %2870, %2873 : tensor<f32>
    %2875 = stablehlo.multiply %2201, %2201 : tensor<384xf32>
    %2876 = stablehlo.constant dense<0.0> : tensor<f32>
    %2877 = "stablehlo.reduce"(%2875, %2876) ({
    ^bb0(%_r506a: tensor<f32>, %_r506b: tensor<f32>):
      %_r506c = stablehlo.add %_r506a, %_r506b : tensor<f32>
      "stablehlo.return"(%_r506c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2878 = stablehlo.add %2874, %2877 : tensor<f32>
    %2879 = stablehlo.multiply %2204, %2204 : tensor<384x1536xf32>
    %2880 = stablehlo.constant dense<0.0> : tensor<f32>
    %2881 = "stablehlo.reduce"(%2879, %2880) ({
    ^bb0(%_r507a: tensor<f32>, %_r507b: tensor<f32>):
      %_r507c = stablehlo.add %_r507a, %_r507b : tensor<f32>
      "stablehlo.return"(%_r507c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x1536xf32>, tensor<f32>) -> tensor<384xf32>
    %2882 = stablehlo.constant dense<0.0> : tensor<f32>
    %2883 = "stablehlo.reduce"(%2881, %2882) ({
    ^bb0(%_r508a: tensor<f32>, %_r508b: tensor<f32>):
      %_r508c = stablehlo.add %_r508a, %_r508b : tensor<f32>
      "stablehlo.return"(%_r508c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2884 = stablehlo.add %2878, %2883 : tensor<f32>
    %2885 = stablehlo.multiply %2207, %2207 : tensor<1536xf32>
    %2886 = stablehlo.constant dense<0.0> : tensor<f32>
    %2887 = "stablehlo.reduce"(%2885, %2886) ({
    ^bb0(%_r509a: tensor<f32>, %_r509b: tensor<f32>):
      %_r509c = stablehlo.add %_r509a, %_r509b : tensor<f32>
      "stablehlo.return"(%_r509c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2888 = stablehlo.add %2884, %2887 : tensor<f32>
    %2889 = stablehlo.multiply %2210, %2210 : tensor<1536x384xf32>
    %2890 = stablehlo.constant dense<0.0> : tensor<f32>
    %2891 = "stablehlo.reduce"(%2889, %2890) ({
    ^bb0(%_r510a: tensor<f32>, %_r510b: tensor<f32>):
      %_r510c = stablehlo.add %_r510a, %_r510b : tensor<f32>
      "stablehlo.return"(%_r510c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1536x384xf32>, tensor<f32>) -> tensor<1536xf32>
    %2892 = stablehlo.constant dense<0.0> : tensor<f32>
    %2893 = "stablehlo.reduce"(%2891, %2892) ({
    ^bb0(%_r511a: tensor<f32>, %_r511b: tensor<f32>):
      %_r511c = stablehlo.add %_r511a, %_r511b : tensor<f32>
      "stablehlo.return"(%_r511c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2894 = stablehlo.add %2888, %2893 : tensor<f32>
    %2895 = stablehlo.multiply %2213, %2213 : tensor<384xf32>
    %2896 = stablehlo.constant dense<0.0> : tensor<f32>
    %2897 = "stablehlo.reduce"(%2895, %2896) ({
    ^bb0(%_r512a: tensor<f32>, %_r512b: tensor<f32>):
      %_r512c = stablehlo.add %_r512a, %_r512b : tensor<f32>
      "stablehlo.return"(%_r512c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2898 = stablehlo.add %2894, %2897 : tensor<f32>
    %2899 = stablehlo.multiply %2216, %2216 : tensor<384xf32>
    %2900 = stablehlo.constant dense<0.0> : tensor<f32>
    %2901 = "stablehlo.reduce"(%2899, %2900) ({
    ^bb0(%_r513a: tensor<f32>, %_r513b: tensor<f32>):
      %_r513c = stablehlo.add %_r513a, %_r513b : tensor<f32>
      "stablehlo.return"(%_r513c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2902 = stablehlo.add %2898, %2901 : tensor<f32>
    %2903 = stablehlo.multiply %2219, %2219 : tensor<7x7x1x384xf32>
    %2904 = stablehlo.constant dense<0.0> : tensor<f32>
    %2905 = "stablehlo.reduce"(%2903, %2904) ({
    ^bb0(%_r514a: tensor<f32>, %_r514b: tensor<f32>):
      %_r514c = stablehlo.add %_r514a, %_r514b : tensor<f32>
      "stablehlo.return"(%_r514c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x384xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %2906 = stablehlo.constant dense<0.0> : tensor<f32>
    %2907 = "stablehlo.reduce"(%2905, %2906) ({
    ^bb0(%_r515a: tensor<f32>, %_r515b: tensor<f32>):
      %_r515c = stablehlo.add %_r515a, %_r515b : tensor<f32>
      "stablehlo.return"(%_r515c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %2908 = stablehlo.add %2902, %2907 : tensor<f32>
    %2909 = stablehlo.multiply %2222, %2222 : tensor<384xf32>
    %2910 = stablehlo.constant dense<0.0> : tensor<f32>
    %2911 = "stablehlo.reduce"(%2909, %2910) ({
    ^bb0(%_r516a: tensor<f32>, %_r516b: tensor<f32>):
      %_r516c = stablehlo.add %_r516a, %_r516b : tensor<f32>
      "stablehlo.return"(%_r516c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2912 = stablehlo.add %2908, %2911 : tensor<f32>
    %2913 = stablehlo.multiply %2225, %2225 : tensor<384xf32>
    %2914 = stablehlo.constant dense<0.0> : tensor<f32>
    %2915 = "stablehlo.reduce"(%2913, %2914) ({
    ^bb0(%_r517a: tensor<f32>, %_r517b: tensor<f32>):
      %_r517c = stablehlo.add %_r517a, %_r517b : tensor<f32>
      "stablehlo.return"(%_r517c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2916 = stablehlo.add %2912, %2915 : tensor<f32>
    %2917 = stablehlo.multiply %2228, %2228 : tensor<384xf32>
    %2918 = stablehlo.constant dense<0.0> : tensor<f32>
    %2919 = "stablehlo.reduce"(%2917, %2918) ({
    ^bb0(%_r518a: tensor<f32>, %_r518b: tensor<f32>):
      %_r518c = stablehlo.add %_r518a, %_r518b : tensor<f32>
      "stablehlo.return"(%_r518c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2920 = stablehlo.add %2916, %2919 : tensor<f32>
    %2921 = stablehlo.multiply %2231, %2231 : tensor<384x1536xf32>
    %2922 = stablehlo.constant dense<0.0> : tensor<f32>
    %2923 = "stablehlo.reduce"(%2921, %2922) ({
    ^bb0(%_r519a: tensor<f32>, %_r519b: tensor<f32>):
      %_r519c = stablehlo.add %_r519a, %_r519b : tensor<f32>
      "stablehlo.return"(%_r519c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x1536xf32>, tensor<f32>) -> tensor<384xf32>
    %2924 = stablehlo.constant dense<0.0> : tensor<f32>
    %2925 = "stablehlo.reduce"(%2923, %2924) ({
    ^bb0(%_r520a: tensor<f32>, %_r520b: tensor<f32>):
      %_r520c = stablehlo.add %_r520a, %_r520b : tensor<f32>
      "stablehlo.return"(%_r520c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2926 = stablehlo.add %2920, %2925 : tensor<f32>
    %2927 = stablehlo.multiply %2234, %2234 : tensor<1536xf32>
    %2928 = stablehlo.constant dense<0.0> : tensor<f32>
    %2929 = "stablehlo.reduce"(%2927, %2928) ({
    ^bb0(%_r521a: tensor<f32>, %_r521b: tensor<f32>):
      %_r521c = stablehlo.add %_r521a, %_r521b : tensor<f32>
      "stablehlo.return"(%_r521c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2930 = stablehlo.add %2926, %2929 : tensor<f32>
    %2931 = stablehlo.multiply %2237, %2237 : tensor<1536x384xf32>
    %2932 = stablehlo.constant dense<0.0> : tensor<f32>
    %2933 = "stablehlo.reduce"(%2931, %2932) ({
    ^bb0(%_r522a: tensor<f32>, %_r522b: tensor<f32>):
      %_r522c = stablehlo.add %_r522a, %_r522b : tensor<f32>
      "stablehlo.return"(%_r522c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1536x384xf32>, tensor<f32>) -> tensor<1536xf32>
    %2934 = stablehlo.constant dense<0.0> : tensor<f32>
    %2935 = "stablehlo.reduce"(%2933, %2934) ({
    ^bb0(%_r523a: tensor<f32>, %_r523b: tensor<f32>):
      %_r523c = stablehlo.add %_r523a, %_r523b : tensor<f32>
      "stablehlo.return"(%_r523c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2936 = stablehlo.add %2930, %2935 : tensor<f32>
    %2937 = stablehlo.multiply %2240, %2240 : tensor<384xf32>
    %2938 = stablehlo.constant dense<0.0> : tensor<f32>
    %2939 = "stablehlo.reduce"(%2937, %2938) ({
    ^bb0(%_r524a: tensor<f32>, %_r524b: tensor<f32>):
      %_r524c = stablehlo.add %_r524a, %_r524b : tensor<f32>
      "stablehlo.return"(%_r524c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2940 = stablehlo.add %2936, %2939 : tensor<f32>
    %2941 = stablehlo.multiply %2243, %2243 : tensor<384xf32>
    %2942 = stablehlo.constant dense<0.0> : tensor<f32>
    %2943 = "stablehlo.reduce"(%2941, %2942) ({
    ^bb0(%_r525a: tensor<f32>, %_r525b: tensor<f32>):
      %_r525c = stablehlo.add %_r525a, %_r525b : tensor<f32>
      "stablehlo.return"(%_r525c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2944 = stablehlo.add %2940, %2943 : tensor<f32>
    %2945 = stablehlo.multiply %2246, %2246 : tensor<7x7x1x384xf32>
    %2946 = stablehlo.constant dense<0.0> : tensor<f32>
    %2947 = "stablehlo.reduce"(%2945, %2946) ({
    ^bb0(%_r526a: tensor<f32>, %_r526b: tensor<f32>):
      %_r526c = stablehlo.add %_r526a, %_r526b : tensor<f32>
      "stablehlo.return"(%_r526c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x384xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %2948 = stablehlo.constant dense<0.0> : tensor<f32>
    %2949 = "stablehlo.reduce"(%2947, %2948) ({
    ^bb0(%_r527a: tensor<f32>, %_r527b: tensor<f32>):
      %_r527c = stablehlo.add %_r527a, %_r527b : tensor<f32>
      "stablehlo.return"(%_r527c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %2950 = stablehlo.add %2944, %2949 : tensor<f32>
    %2951 = stablehlo.multiply %2249, %2249 : tensor<384xf32>
    %2952 = stablehlo.constant dense<0.0> : tensor<f32>
    %2953 = "stablehlo.reduce"(%2951, %2952) ({
    ^bb0(%_r528a: tensor<f32>, %_r528b: tensor<f32>):
      %_r528c = stablehlo.add %_r528a, %_r528b : tensor<f32>
      "stablehlo.return"(%_r528c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2954 = stablehlo.add %2950, %2953 : tensor<f32>
    %2955 = stablehlo.multiply %2252, %2252 : tensor<384xf32>
    %2956 = stablehlo.constant dense<0.0> : tensor<f32>
    %2957 = "stablehlo.reduce"(%2955, %2956) ({
    ^bb0(%_r529a: tensor<f32>, %_r529b: tensor<f32>):
      %_r529c = stablehlo.add %_r529a, %_r529b : tensor<f32>
      "stablehlo.return"(%_r529c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2958 = stablehlo.add %2954, %2957 : tensor<f32>
    %2959 = stablehlo.multiply %2255, %2255 : tensor<384xf32>
    %2960 = stablehlo.constant dense<0.0> : tensor<f32>
    %2961 = "stablehlo.reduce"(%2959, %2960) ({
    ^bb0(%_r530a: tensor<f32>, %_r530b: tensor<f32>):
      %_r530c = stablehlo.add %_r530a, %_r530b : tensor<f32>
      "stablehlo.return"(%_r530c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2962 = stablehlo.add %2958, %2961 : tensor<f32>
    %2963 = stablehlo.multiply %2258, %2258 : tensor<384x1536xf32>
    %2964 = stablehlo.constant dense<0.0> : tensor<f32>
    %2965 = "stablehlo.reduce"(%2963, %2964) ({
    ^bb0(%_r531a: tensor<f32>, %_r531b: tensor<f32>):
      %_r531c = stablehlo.add %_r531a, %_r531b : tensor<f32>
      "stablehlo.return"(%_r531c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x1536xf32>, tensor<f32>) -> tensor<384xf32>
    %2966 = stablehlo.constant dense<0.0> : tensor<f32>
    %2967 = "stablehlo.reduce"(%2965, %2966) ({
    ^bb0(%_r532a: tensor<f32>, %_r532b: tensor<f32>):
      %_r532c = stablehlo.add %_r532a, %_r532b : tensor<f32>
      "stablehlo.return"(%_r532c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2968 = stablehlo.add %2962, %2967 : tensor<f32>
    %2969 = stablehlo.multiply %2261, %2261 : tensor<1536xf32>
    %2970 = stablehlo.constant dense<0.0> : tensor<f32>
    %2971 = "stablehlo.reduce"(%2969, %2970) ({
    ^bb0(%_r533a: tensor<f32>, %_r533b: tensor<f32>):
      %_r533c = stablehlo.add %_r533a, %_r533b : tensor<f32>
      "stablehlo.return"(%_r533c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2972 = stablehlo.add %2968, %2971 : tensor<f32>
    %2973 = stablehlo.multiply %2264, %2264 : tensor<1536x384xf32>
    %2974 = stablehlo.constant dense<0.0> : tensor<f32>
    %2975 = "stablehlo.reduce"(%2973, %2974) ({
    ^bb0(%_r534a: tensor<f32>, %_r534b: tensor<f32>):
      %_r534c = stablehlo.add %_r534a, %_r534b : tensor<f32>
      "stablehlo.return"(%_r534c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1536x384xf32>, tensor<f32>) -> tensor<1536xf32>
    %2976 = stablehlo.constant dense<0.0> : tensor<f32>
    %2977 = "stablehlo.reduce"(%2975, %2976) ({
    ^bb0(%_r535a: tensor<f32>, %_r535b: tensor<f32>):
      %_r535c = stablehlo.add %_r535a, %_r535b : tensor<f32>
      "stablehlo.return"(%_r535c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2978 = stablehlo.add %2972, %2977 : tensor<f32>
    %2979 = stablehlo.multiply %2267, %2267 : tensor<384xf32>
    %2980 = stablehlo.constant dense<0.0> : tensor<f32>
    %2981 = "stablehlo.reduce"(%2979, %2980) ({
    ^bb0(%_r536a: tensor<f32>, %_r536b: tensor<f32>):
      %_r536c = stablehlo.add %_r536a, %_r536b : tensor<f32>
      "stablehlo.return"(%_r536c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2982 = stablehlo.add %2978, %2981 : tensor<f32>
    %2983 = stablehlo.multiply %2270, %2270 : tensor<384xf32>
    %2984 = stablehlo.constant dense<0.0> : tensor<f32>
    %2985 = "stablehlo.reduce"(%2983, %2984) ({
    ^bb0(%_r537a: tensor<f32>, %_r537b: tensor<f32>):
      %_r537c = stablehlo.add %_r537a, %_r537b : tensor<f32>
      "stablehlo.return"(%_r537c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2986 = stablehlo.add %2982, %2985 : tensor<f32>
    %2987 = stablehlo.multiply %2273, %2273 : tensor<7x7x1x384xf32>
    %2988 = stablehlo.constant dense<0.0> : tensor<f32>
    %2989 = "stablehlo.reduce"(%2987, %2988) ({
    ^bb0(%_r538a: tensor<f32>, %_r538b: tensor<f32>):
      %_r538c = stablehlo.add %_r538a, %_r538b : tensor<f32>
      "stablehlo.return"(%_r538c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x384xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %2990 = stablehlo.constant dense<0.0> : tensor<f32>
    %2991 = "stablehlo.reduce"(%2989, %2990) ({
    ^bb0(%_r539a: tensor<f32>, %_r539b: tensor<f32>):
      %_r539c = stablehlo.add %_r539a, %_r539b : tensor<f32>
      "stablehlo.return"(%_r539c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %2992 = stablehlo.add %2986, %2991 : tensor<f32>
    %2993 = stablehlo.multiply %2276, %2276 : tensor<384xf32>
    %2994 = stablehlo.constant dense<0.0> : tensor<f32>
    %2995 = "stablehlo.reduce"(%2993, %2994) ({
    ^bb0(%_r540a: tensor<f32>, %_r540b: tensor<f32>):
      %_r540c = stablehlo.add %_r540a, %_r540b : tensor<f32>
      "stablehlo.return"(%_r540c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2996 = stablehlo.add %2992, %2995 : tensor<f32>
    %2997 = stablehlo.multiply %2279, %2279 : tensor<384xf32>
    %2998 = stablehlo.constant dense<0.0> : tensor<f32>
    %2999 = "stablehlo.reduce"(%2997, %2998) ({
    ^bb0(%_r541a: tensor<f32>, %_r541b: tensor<f32>):
      %_r541c = stablehlo.add %_r541a, %_r541b : tensor<f32>
      "stablehlo.return"(%_r541c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %3000 = stablehlo.add %2996, %2999 : tensor<f32>
    %3001 = stablehlo.multiply %2282, %2282 : tensor<384xf32>
    %3002 = stablehlo.constant dense<0.0> : tensor<f32>
    %3003 = "stablehlo.reduce"(%3001, %3002) ({
    ^bb0(%_r542a: tensor<f32>, %_r542b: tensor<f32>):
      %_r542c = stablehlo.add %_r542a, %_r542b : tensor<f32>
      "stablehlo.return"(%_r542c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %3004 = stablehlo.add %3000, %3003 : tensor<f32>
    %3005 = stablehlo.multiply %2285, %2285 : tensor<384x1536xf32>
    %3006 = stablehlo.constant dense<0.0> : tensor<f32>
    %3007 = "stablehlo.reduce"(%3005, %3006) ({
    ^bb0(%_r543a: tensor<f32>, %_r543b: tensor<f32>):
      %_r543c = stablehlo.add %_r543a, %_r543b : tensor<f32>
      "stablehlo.return"(%_r543c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x1536xf32>, tensor<f32>) -> tensor<384xf32>
    %3008 = stablehlo.constant dense<0.0> : tensor<f32>
    %3009 = "stablehlo.reduce"(%3007, %3008) ({
    ^bb0(%_r544a: tensor<f32>, %_r544b: tensor<f32>):
      %_r544c = stablehlo.add %_r544a, %_r544b : tensor<f32>
      "stablehlo.return"(%_r544c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %3010 = stablehlo.add %3004, %3009 : tensor<f32>
    %3011 = stablehlo.multiply %2288, %2288 : tensor<1536xf32>
    %3012 = stablehlo.constant dense<0.0> : tensor<f32>
    %3013 = "stablehlo.reduce"(%3011, %3012) ({
    ^bb0(%_r545a: tensor<f32>, %_r545b: tensor<f32>):
      %_r545c = stablehlo.add %_r545a, %_r545b : tensor<f32>
      "stablehlo.return"(%_r545c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %3014 = stablehlo.add %3010, %3013 : tensor<f32>
    %3015 = stablehlo.multiply %2291, %2291 : tensor<1536x384xf32>
    %3016 = stablehlo.constant dense<0.0> : tensor<f32>
    %3017 = "stablehlo.reduce"(%3015, %3016) ({
    ^bb0(%_r546a: tensor<f32>, %_r546b: tensor<f32>):
      %_r546c = stablehlo.add %_r546a, %_r546b : tensor<f32>
      "stablehlo.return"(%_r546c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1536x384xf32>, tensor<f32>) -> tensor<1536xf32>
    %3018 = stablehlo.constant dense<0.0> : tensor<f32>
    %3019 = "stablehlo.reduce"(%3017, %3018) ({
    ^bb0(%_r547a: tensor<f32>, %_r547b: tensor<f32>):
      %_r547c = stablehlo.add %_r547a, %_r547b : tensor<f32>
      "stablehlo.return"(%_r547c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %3020 = stablehlo.add %3014, %3019 : tensor<f32>
    %3021 = stablehlo.multiply %2294, %2294 : tensor<384xf32>
    %3022 = stablehlo.constant dense<0.0> : tensor<f32>
    %3023 = "stablehlo.reduce"(%3021, %3022) ({
    ^bb0(%_r548a: tensor<f32>, %_r548b: tensor<f32>):
      %_r548c = stablehlo.add %_r548a, %_r548b : tensor<f32>
      "stablehlo.return"(%_r548c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %3024 = stablehlo.add %3020, %3023 : tensor<f32>
    %3025 = stablehlo.multiply %2297, %2297 : tensor<384xf32>
    %3026 = stablehlo.constant dense<0.0> : tensor<f32>
    %3027 = "stablehlo.reduce"(%3025, %3026) ({
    ^bb0(%_r549a: tensor<f32>, %_r549b: tensor<f32>):
      %_r549c = stablehlo.add %_r549a, %_r549b : tensor<f32>
      "stablehlo.return"(%_r549c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %3028 = stablehlo.add %3024, %3027 : tensor<f32>
    %3029 = stablehlo.multiply %2300, %2300 : tensor<7x7x1x384xf32>
    %3030 = stablehlo.constant dense<0.0> : tensor<f32>
    %3031 = "stablehlo.reduce"(%3029, %3030) ({
    ^bb0(%_r550a: tensor<f32>, %_r550b: tensor<f32>):
      %_r550c = stablehlo.add %_r550a, %_r550b : tensor<f32>
      "stablehlo.return"(%_r550c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x384xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %3032 = stablehlo.constant dense<0.0> : tensor<f32>
    %3033 = "stablehlo.reduce"(%3031, %3032) ({
    ^bb0(%_r551a: tensor<f32>, %_r551b: tensor<f32>):
      %_r551c = stablehlo.add %_r551a, %_r551b : tensor<f32>
      "stablehlo.return"(%_r551c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %3034 = stablehlo.add %3028, %3033 : tensor<f32>
    %3035 = stablehlo.multiply %2303, %2303 : tensor<384xf32>
    %3036 = stablehlo.constant dense<0.0> : tensor<f32>
    %3037 = "stablehlo.reduce"(%3035, %3036) ({
    ^bb0(%_r552a: tensor<f32>, %_r552b: tensor<f32>):
      %_r552c = stablehlo.add %_r552a, %_r552b : tensor<f32>
      "stablehlo.return"(%_r552c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %3038 = stablehlo.add %3034, %3037 : tensor<f32>
    %3039 = stablehlo.multiply %2306, %2306 : tensor<384xf32>
    %3040 = stablehlo.constant dense<0.0> : tensor<f32>
    %3041 = "stablehlo.reduce"(%3039, %3040) ({
    ^bb0(%_r553a: tensor<f32>, %_r553b: tensor<f32>):
      %_r553c = stablehlo.add %_r553a, %_r553b : tensor<f32>
      "stablehlo.return"(%_r553c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %3042 = stablehlo.add %3038, %3041 : tensor<f32>
    %3043 = stablehlo.multiply %2309, %2309 : tensor<384xf32>
    %3044 = stablehlo.constant dense<0.0> : tensor<f32>
    %3045 = "stablehlo.reduce"(%3043, %3044) ({
    ^bb0(%_r554a: tensor<f32>, %_r554b: tensor<f32>):
      %_r554c = stablehlo.add %_r554a, %_r554b : tensor<f32>
      "stablehlo.return"(%_r554c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %3046 = stablehlo.add %3042, %3045 : tensor<f32>
    %3047 = stablehlo.multiply %2312, %2312 : tensor<384x1536xf32>
    %3048 = stablehlo.constant dense<0.0> : tensor<f32>
    %3049 = "stablehlo.reduce"(%3047, %3048) ({
    ^bb0(%_r555a: tensor<f32>, %_r555b: tensor<f32>):
      %_r555c = stablehlo.add %_r555a, %_r555b : tensor<f32>
      "stablehlo.return"(%_r555c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x1536xf32>, tensor<f32>) -> tensor<384xf32>
    %3050 = stablehlo.constant dense<0.0> : tensor<f32>
    %3051 = "stablehlo.reduce"(%3049, %3050) ({
    ^bb0(%_r556a: tensor<f32>, %_r556b: tensor<f32>):
      %_r556c = stablehlo.add %_r556a, %_r556b : tensor<f32>
      "stablehlo.return"(%_r556c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %3052 = stablehlo.add %3046, %3051 : tensor<f32>
    %3053 = stablehlo.multiply %2315, %2315 : tensor<1536xf32>
    %3054 = stablehlo.constant dense<0.0> : tensor<f32>
    %3055 = "stablehlo.reduce"(%3053, %3054) ({
    ^bb0(%_r557a: tensor<f32>, %_r557b: tensor<f32>):
      %_r557c = stablehlo.add %_r557a, %_r557b : tensor<f32>
      "stablehlo.return"(%_r557c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %3056 = stablehlo.add %3052, %3055 : tensor<f32>
    %3057 = stablehlo.multiply %2318, %2318 : tensor<1536x384xf32>
    %3058 = stablehlo.constant dense<0.0> : tensor<f32>
    %3059 = "stablehlo.reduce"(%3057, %3058) ({
    ^bb0(%_r558a: tensor<f32>, %_r558b: tensor<f32>):
      %_r558c = stablehlo.add %_r558a, %_r558b : tensor<f32>
      "stablehlo.return"(%_r558c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1536x384xf32>, tensor<f32>) -> tensor<1536xf32>
    %3060 = stablehlo.constant dense<0.0> : tensor<f32>
    %3061 = "stablehlo.reduce"(%3059, %3060) ({
    ^bb0(%_r559a: tensor<f32>, %_r559b: tensor<f32>):
      %_r559c = stablehlo.add %_r559a, %_r559b : tensor<f32>
      "stablehlo.return"(%_r559c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %3062 = stablehlo.add %3056, %3061 : tensor<f32>
    %3063 = stablehlo.multiply %2321, %2321 : tensor<384xf32>
    %3064 = stablehlo.constant dense<0.0> : tensor<f32>
    %3065 = "stablehlo.reduce"(%3063, %3064) ({
    ^bb0(%_r560a: tensor<f32>, %_r560b: tensor<f32>):
      %_r560c = stablehlo.add %_r560a, %_r560b : tensor<f32>
      "stablehlo.return"(%_r560c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %3066 = stablehlo.add %3062, %3065 : tensor<f32>
    %3067 = stablehlo.multiply %2324, %2324 : tensor<384xf32>
    %3068 = stablehlo.constant dense<0.0> : tensor<f32>
    %3069 = "stablehlo.reduce"(%3067, %3068) ({
    ^bb0(%_r561a: tensor<f32>, %_r561b: tensor<f32>):
      %_r561c = stablehlo.add %_r561a, %_r561b : tensor<f32>
      "stablehlo.return"(%_r561c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %3070 = stablehlo.add %3066, %3069 : tensor<f32>
    %3071 = stablehlo.multiply %2327, %2327 : tensor<7x7x1x384xf32>
    %3072 = stablehlo.constant dense<0.0> : tensor<f32>
    %3073 = "stablehlo.reduce"(%3071, %3072) ({
    ^bb0(%_r562a: tensor<f32>, %_r562b: tensor<f32>):
      %_r562c = stablehlo.add %_r562a, %_r562b : tensor<f32>
      "stablehlo.return"(%_r562c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x384xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %3074 = stablehlo.constant dense<0.0> : tensor<f32>
    %3075 = "stablehlo.reduce"(%3073, %3074) ({
    ^bb0(%_r563a: tensor<f32>, %_r563b: tensor<f32>):
      %_r563c = stablehlo.add %_r563a, %_r563b : tensor<f32>
      "stablehlo.return"(%_r563c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %3076 = stablehlo.add %3070, %3075 : tensor<f32>
    %3077 = stablehlo.multiply %2330, %2330 : tensor<384xf32>
    %3078 = stablehlo.constant dense<0.0> : tensor<f32>
    %3079 = "stablehlo.reduce"(%3077, %3078) ({
    ^bb0(%_r564a: tensor<f32>, %_r564b: tensor<f32>):
      %_r564c = stablehlo.add %_r564a, %_r564b : tensor<f32>
      "stablehlo.return"(%_r564c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %3080 = stablehlo.add %3076, %3079 : tensor<f32>
    %3081 = stablehlo.multiply %2333, %2333 : tensor<384xf32>
    %3082 = stablehlo.constant dense<0.0> : tensor<f32>
    %3083 = "stablehlo.reduce"(%3081, %3082) ({
    ^bb0(%_r565a: tensor<f32>, %_r565b: tensor<f32>):
      %_r565c = stablehlo.add %_r565a, %_r565b : tensor<f32>
      "stablehlo.return"(%_r565c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %3084 = stablehlo.add %3080, %3083 : tensor<f32>
    %3085 = stablehlo.multiply %2336, %2336 : tensor<384xf32>
    %3086 = stablehlo.constant dense<0.0> : tensor<f32>
    %3087 = "stablehlo.reduce"(%3085, %3086) ({
    ^bb0(%_r566a: tensor<f32>, %_r566b: tensor<f32>):
      %_r566c = stablehlo.add %_r566a, %_r566b : tensor<f32>
      "stablehlo.return"(%_r566c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %3088 = stablehlo.add %3084, %3087 : tensor<f32>
    %3089 = stablehlo.multiply %2339, %2339 : tensor<384x1536xf32>
    %3090 = stablehlo.constant dense<0.0> : tensor<f32>
    %3091 = "stablehlo.reduce"(%3089, %3090) ({
    ^bb0(%_r567a: tensor<f32>, %_r567b: tensor<f32>):
      %_r567c = stablehlo.add %_r567a, %_r567b : tensor<f32>
      "stablehlo.return"(%_r567c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x1536xf32>, tensor<f32>) -> tensor<384xf32>
    %3092 = stablehlo.constant dense<0.0> : tensor<f32>
    %3093 = "stablehlo.reduce"(%3091, %3092) ({
    ^bb0(%_r568a: tensor<f32>, %_r568b: tensor<f32>):
      %_r568c = stablehlo.add %_r568a, %_r568b : tensor<f32>
      "stablehlo.return"(%_r568c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %3094 = stablehlo.add %3088, %3093 : tensor<f32>
    %3095 = stablehlo.multiply %2342, %2342 : tensor<1536xf32>
    %3096 = stablehlo.constant dense<0.0> : tensor<f32>
    %3097 = "stablehlo.reduce"(%3095, %3096) ({
    ^bb0(%_r569a: tensor<f32>, %_r569b: tensor<f32>):
      %_r569c = stablehlo.add %_r569a, %_r569b : tensor<f32>
      "stablehlo.return"(%_r569c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %3098 = stablehlo.add %3094, %3097 : tensor<f32>
    %3099 = stablehlo.multiply %2345, %2345 : tensor<1536x384xf32>
    %3100 = stablehlo.constant dense<0.0> : tensor<f32>
    %3101 = "stablehlo.reduce"(%3099, %3100) ({
    ^bb0(%_r570a: tensor<f32>, %_r570b: tensor<f32>):
      %_r570c = stablehlo.add %_r570a, %_r570b : tensor<f32>
      "stablehlo.return"(%_r570c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1536x384xf32>, tensor<f32>) -> tensor<1536xf32>
    %3102 = stablehlo.constant dense<0.0> : tensor<f32>
    %3103 = "stablehlo.reduce"(%3101, %3102) ({
    ^bb0(%_r571a: tensor<f32>, %_r571b: tensor<f32>):
      %_r571c = stablehlo.add %_r571a, %_r571b : tensor<f32>
      "stablehlo.return"(%_r571c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %3104 = stablehlo.add %3098, %3103 : tensor<f32>
    %3105 = stablehlo.multiply %2348, %2348 : tensor<384xf32>
    %3106 = stablehlo.constant dense<0.0> : tensor<f32>
    %3107 = "stablehlo.reduce"(%3105, %3106) ({
    ^bb0(%_r572a: tensor<f32>, %_r572b: tensor<f32>):
      %_r572c = stablehlo.add %_r572a, %_r572b : tensor<f32>
      "stablehlo.return"(%_r572c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %3108 = stablehlo.add %3104, %3107 : tensor<f32>
    %3109 = stablehlo.multiply %2351, %2351 : tensor<384xf32>
    %3110 = stablehlo.constant dense<0.0> : tensor<f32>
    %3111 = "stablehlo.reduce"(%3109, %3110) ({
    ^bb0(%_r573a: tensor<f32>, %_r573b: tensor<f32>):
      %_r573c = stablehlo.add %_r573a, %_r573b : tensor<f32>
      "stablehlo.return"(%_r573c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %3112 = stablehlo.add %3108, %3111 : tensor<f32>
    %3113 = stablehlo.multiply %2354, %2354 : tensor<7x7x1x384xf32>
    %3114 = stablehlo.constant dense<0.0> : tensor<f32>
    %3115 = "stablehlo.reduce"(%3113, %3114) ({
    ^bb0(%_r574a: tensor<f32>, %_r574b: tensor<f32>):
      %_r574c = stablehlo.add %_r574a, %_r574b : tensor<f32>
      "stablehlo.return"(%_r574c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x384xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %3116 = stablehlo.constant dense<0.0> : tensor<f32>
    %3117 = "stablehlo.reduce"(%3115, %3116) ({
    ^bb0(%_r575a: tensor<f32>, %_r575b: tensor<f32>):
      %_r575c = stablehlo.add %_r575a, %_r575b : tensor<f32>
      "stablehlo.return"(%_r575c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %3118 = stablehlo.add %3112, %3117 : tensor<f32>
    %3119 = stablehlo.multiply %2357, %2357 : tensor<384xf32>
    %3120 = stablehlo.constant dense<0.0> : tensor<f32>
    %3121 = "stablehlo.reduce"(%3119, %3120) ({
    ^bb0(%_r576a: tensor<f32>, %_r576b: tensor<f32>):
      %_r576c = stablehlo.add %_r576a, %_r576b : tensor<f32>
      "stablehlo.return"(%_r576c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %3122 = stablehlo.add %3118, %3121 : tensor<f32>
    %3123 = stablehlo.multiply %2360, %2360 : tensor<384xf32>
    %3124 = stablehlo.constant dense<0.0> : tensor<f32>
    %3125 = "stablehlo.reduce"(%3123, %3124) ({
    ^bb0(%_r577a: tensor<f32>, %_r577b: tensor<f32>):
      %_r577c = stablehlo.add %_r577a, %_r577b : tensor<f32>
      "stablehlo.return"(%_r577c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %3126 = stablehlo.add %3122, %3125 : tensor<f32>
    %3127 = stablehlo.multiply %2363, %2363 : tensor<384xf32>
    %3128 = stablehlo.constant dense<0.0> : tensor<f32>
    %3129 = "stablehlo.reduce"(%3127, %3128) ({
    ^bb0(%_r578a: tensor<f32>, %_r578b: tensor<f32>):
      %_r578c = stablehlo.add %_r578a, %_r578b : tensor<f32>
      "stablehlo.return"(%_r578c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %3130 = stablehlo.add %3126, %3129 : tensor<f32>
    %3131 = stablehlo.multiply %2366, %2366 : tensor<384x1536xf32>
    %3132 = stablehlo.constant dense<0.0> : tensor<f32>
    %3133 = "stablehlo.reduce"(%3131, %3132) ({
    ^bb0(%_r579a: tensor<f32>, %_r579b: tensor<f32>):
      %_r579c = stablehlo.add %_r579a, %_r579b : tensor<f32>
      "stablehlo.return"(%_r579c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x1536xf32>, tensor<f32>) -> tensor<384xf32>
    %3134 = stablehlo.constant dense<0.0> : tensor<f32>
    %3135 = "stablehlo.reduce"(%3133, %3134) ({
    ^bb0(%_r580a: tensor<f32>, %_r580b: tensor<f32>):
      %_r580c = stablehlo.add %_r580a, %_r580b : tensor<f32>
      "stablehlo.return"(%_r580c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %3136 = stablehlo.add %3130, %3135 : tensor<f32>
    %3137 = stablehlo.multiply %2369, %2369 : tensor<1536xf32>
    %3138 = stablehlo.constant dense<0.0> : tensor<f32>
    %3139 = "stablehlo.reduce"(%3137, %3138) ({
    ^bb0(%_r581a: tensor<f32>, %_r581b: tensor<f32>):
      %_r581c = stablehlo.add %_r581a, %_r581b : tensor<f32>
      "stablehlo.return"(%_r581c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %3140 = stablehlo.add %3136, %3139 : tensor<f32>
    %3141 = stablehlo.multiply %2372, %2372 : tensor<1536x384xf32>
    %3142 = stablehlo.constant dense<0.0> : tensor<f32>
    %3143 = "stablehlo.reduce"(%3141, %3142) ({
    ^bb0(%_r582a: tensor<f32>, %_r582b: tensor<f32>):
      %_r582c = stablehlo.add %_r582a, %_r582b : tensor<f32>
      "stablehlo.return"(%_r582c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1536x384xf32>, tensor<f32>) -> tensor<1536xf32>
    %3144 = stablehlo.constant dense<0.0> : tensor<f32>
    %3145 = "stablehlo.reduce"(%3143, %3144) ({
    ^bb0(%_r583a: tensor<f32>, %_r583b: tensor<f32>):
      %_r583c = stablehlo.add %_r583a, %_r583b : tensor<f32>
      "stablehlo.return"(%_r583c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %3146 = stablehlo.add %3140, %3145 : tensor<f32>
    %3147 = stablehlo.multiply %2375, %2375 : tensor<384xf32>
    %3148 = stablehlo.constant dense<0.0> : tensor<f32>
    %3149 = "stablehlo.reduce"(%3147, %3148) ({
    ^bb0(%_r584a: tensor<f32>, %_r584b: tensor<f32>):
      %_r584c = stablehlo.add %_r584a, %_r584b : tensor<f32>
      "stablehlo.return"(%_r584c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %3150 = stablehlo.add %3146, %3149 : tensor<f32>
    %3151 = stablehlo.multiply %2378, %2378 : tensor<384xf32>
    %3152 = stablehlo.constant dense<0.0> : tensor<f32>
    %3153 = "stablehlo.reduce"(%3151, %3152) ({
    ^bb0(%_r585a: tensor<f32>, %_r585b: tensor<f32>):
      %_r585c = stablehlo.add %_r585a, %_r585b : tensor<f32>
      "stablehlo.return"(%_r585c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %3154 = stablehlo.add %3150, %3153 : tensor<f32>
    %3155 = stablehlo.multiply %2381, %2381 : tensor<7x7x1x384xf32>
    %3156 = stablehlo.constant dense<0.0> : tensor<f32>
    %3157 = "stablehlo.reduce"(%3155, %3156) ({
    ^bb0(%_r586a: tensor<f32>, %_r586b: tensor<f32>):
      %_r586c = stablehlo.add %_r586a, %_r586b : tensor<f32>
      "stablehlo.return"(%_r586c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x384xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %3158 = stablehlo.constant dense<0.0> : tensor<f32>
    %3159 = "stablehlo.reduce"(%3157, %3158) ({
    ^bb0(%_r587a: tensor<f32>, %_r587b: tensor<f32>):
      %_r587c = stablehlo.add %_r587a, %_r587b : tensor<f32>
      "stablehlo.return"(%_r587c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %3160 = stablehlo.add %3154, %3159 : tensor<f32>
    %3161 = stablehlo.multiply %2384, %2384 : tensor<384xf32>
    %3162 = stablehlo.constant dense<0.0> : tensor<f32>
    %3163 = "stablehlo.reduce"(%3161, %3162) ({
    ^bb0(%_r588a: tensor<f32>, %_r588b: tensor<f32>):
      %_r588c = stablehlo.add %_r588a, %_r588b : tensor<f32>
      "stablehlo.return"(%_r588c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %3164 = stablehlo.add %3160, %3163 : tensor<f32>
    %3165 = stablehlo.multiply %2387, %2387 : tensor<384xf32>
    %3166 = stablehlo.constant dense<0.0> : tensor<f32>
    %3167 = "stablehlo.reduce"(%3165, %3166) ({
    ^bb0(%_r589a: tensor<f32>, %_r589b: tensor<f32>):
      %_r589c = stablehlo.add %_r589a, %_r589b : tensor<f32>
      "stablehlo.return"(%_r589c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %3168 = stablehlo.add %3164, %3167 : tensor<f32>
    %3169 = stablehlo.multiply %2390, %2390 : tensor<384xf32>
    %3170 = stablehlo.constant dense<0.0> : tensor<f32>
    %3171 = "stablehlo.reduce"(%3169, %3170) ({
    ^bb0(%_r590a: tensor<f32>, %_r590b: tensor<f32>):
      %_r590c = stablehlo.add %_r590a, %_r590b : tensor<f32>
      "stablehlo.return"(%_r590c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %3172 = stablehlo.add %3168, %3171 : tensor<f32>
    %3173 = stablehlo.multiply %2393, %2393 : tensor<384x1536xf32>
    %3174 = stablehlo.constant dense<0.0> : tensor<f32>
    %3175 = "stablehlo.reduce"(%3173, %3174) ({
    ^bb0(%_r591a: tensor<f32>, %_r591b: tensor<f32>):
      %_r591c = stablehlo.add %_r591a, %_r591b : tensor<f32>
      "stablehlo.return"(%_r591c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x1536xf32>, tensor<f32>) -> tensor<384xf32>
    %3176 = stablehlo.constant dense<0.0> : tensor<f32>
    %3177 = "stablehlo.reduce"(%3175, %3176) ({
    ^bb0(%_r592a: tensor<f32>, %_r592b: tensor<f32>):
      %_r592c = stablehlo.add %_r592a, %_r592b : tensor<f32>
      "stablehlo.return"(%_r592c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %3178 = stablehlo.add %3172, %3177 : tensor<f32>
    %3179 = stablehlo.multiply %2396, %2396 : tensor<1536xf32>
    %3180 = stablehlo.constant dense<0.0> : tensor<f32>
    %3181 = "stablehlo.reduce"(%3179, %3180) ({
    ^bb0(%_r593a: tensor<f32>, %_r593b: tensor<f32>):
      %_r593c = stablehlo.add %_r593a, %_r593b : tensor<f32>
      "stablehlo.return"(%_r593c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %3182 = stablehlo.add %3178, %3181 : tensor<f32>
    %3183 = stablehlo.multiply %2399, %2399 : tensor<1536x384xf32>
    %3184 = stablehlo.constant dense<0.0> : tensor<f32>
    %3185 = "stablehlo.reduce"(%3183, %3184) ({
    ^bb0(%_r594a: tensor<f32>, %_r594b: tensor<f32>):
      %_r594c = stablehlo.add %_r594a, %_r594b : tensor<f32>
      "stablehlo.return"(%_r594c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1536x384xf32>, tensor<f32>) -> tensor<1536xf32>
    %3186 = stablehlo.constant dense<0.0> : tensor<f32>
    %3187 = "stablehlo.reduce"(%3185, %3186) ({
    ^bb0(%_r595a: tensor<f32>, %_r595b: tensor<f32>):
      %_r595c = stablehlo.add %_r595a, %_r595b : tensor<f32>
      "stablehlo.return"(%_r595c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %3188 = stablehlo.add %3182, %3187 : tensor<f32>
    %3189 = stablehlo.multiply %2402, %2402 : tensor<384xf32>
    %3190 = stablehlo.constant dense<0.0> : tensor<f32>
    %3191 = "stablehlo.reduce"(%3189, %3190) ({
    ^bb0(%_r596a: tensor<f32>, %_r596b: tensor<f32>):
      %_r596c = stablehlo.add %_r596a, %_r596b : tensor<f32>
      "stablehlo.return"(%_r596c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %3192 = stablehlo.add %3188, %3191 : tensor<f32>
    %3193 = stablehlo.multiply %2405, %2405 : tensor<384xf32>
    %3194 = stablehlo.constant dense<0.0> : tensor<f32>
    %3195 = "stablehlo.reduce"(%3193, %3194) ({
    ^bb0(%_r597a: tensor<f32>, %_r597b: tensor<f32>):
      %_r597c = stablehlo.add %_r597a, %_r597b : tensor<f32>
      "stablehlo.return"(%_r597c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %3196 = stablehlo.add %3192, %3195 : tensor<f32>
    %3197 = stablehlo.multiply %2408, %2408 : tensor<384xf32>
    %3198 = stablehlo.constant dense<0.0> : tensor<f32>
    %3199 = "stablehlo.reduce"(%3197, %3198) ({
    ^bb0(%_r598a: tensor<f32>, %_r598b: tensor<f32>):
      %_r598c = stablehlo.add %_r598a, %_r598b : tensor<f32>
      "stablehlo.return"(%_r598c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %3200 = stablehlo.add %3196, %3199 : tensor<f32>
    %3201 = stablehlo.multiply %2411, %2411 : tensor<384xf32>
    %3202 = stablehlo.constant dense<0.0> : tensor<f32>
    %3203 = "stablehlo.reduce"(%3201, %3202) ({
    ^bb0(%_r599a: tensor<f32>, %_r599b: tensor<f32>):
      %_r599c = stablehlo.add %_r599a, %_r599b : tensor<f32>
      "stablehlo.return"(%_r599c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %3204 = stablehlo.add %3200, %3203 : tensor<f32>
    %3205 = stablehlo.multiply %2414, %2414 : tensor<2x2x384x768xf32>
    %3206 = stablehlo.constant dense<0.0> : tensor<f32>
    %3207 = "stablehlo.reduce"(%3205, %3206) ({
    ^bb0(%_r600a: tensor<f32>, %_r600b: tensor<f32>):
      %_r600c = stablehlo.add %_r600a, %_r600b : tensor<f32>
      "stablehlo.return"(%_r600c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x384x768xf32>, tensor<f32>) -> tensor<2x2x384xf32>
    %3208 = stablehlo.constant dense<0.0> : tensor<f32>
    %3209 = "stablehlo.reduce"(%3207, %3208) ({
    ^bb0(%_r601a: tensor<f32>, %_r601b: tensor<f32>):
      %_r601c = stablehlo.add %_r601a, %_r601b : tensor<f32>
      "stablehlo.return"(%_r601c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x384xf32>, tensor<f32>) -> tensor<f32>
    %3210 = stablehlo.add %3204, %3209 : tensor<f32>
    %3211 = stablehlo.multiply %2417, %2417 : tensor<768xf32>
    %3212 = stablehlo.constant dense<0.0> : tensor<f32>
    %3213 = "stablehlo.reduce"(%3211, %3212) ({
    ^bb0(%_r602a: tensor<f32>, %_r602b: tensor<f32>):
      %_r602c = stablehlo.add %_r602a, %_r602b : tensor<f32>
      "stablehlo.return"(%_r602c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %3214 = stablehlo.add %3210, %3213 : tensor<f32>
    %3215 = stablehlo.multiply %2420, %2420 : tensor<7x7x1x768xf32>
    %3216 = stablehlo.constant dense<0.0> : tensor<f32>
    %3217 = "stablehlo.reduce"(%3215, %3216) ({
    ^bb0(%_r603a: tensor<f32>, %_r603b: tensor<f32>):
      %_r603c = stablehlo.add %_r603a, %_r603b : tensor<f32>
      "stablehlo.return"(%_r603c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x768xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %3218 = stablehlo.constant dense<0.0> : tensor<f32>
    %3219 = "stablehlo.reduce"(%3217, %3218) ({
    ^bb0(%_r604a: tensor<f32>, %_r604b: tensor<f32>):
      %_r604c = stablehlo.add %_r604a, %_r604b : tensor<f32>
      "stablehlo.return"(%_r604c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %3220 = stablehlo.add %3214, %3219 : tensor<f32>
    %3221 = stablehlo.multiply %2423, %2423 : tensor<768xf32>
    %3222 = stablehlo.constant dense<0.0> : tensor<f32>
    %3223 = "stablehlo.reduce"(%3221, %3222) ({
    ^bb0(%_r605a: tensor<f32>, %_r605b: tensor<f32>):
      %_r605c = stablehlo.add %_r605a, %_r605b : tensor<f32>
      "stablehlo.return"(%_r605c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %3224 = stablehlo.add %3220, %3223 : tensor<f32>
    %3225 = stablehlo.multiply %2426, %2426 : tensor<768xf32>
    %3226 = stablehlo.constant dense<0.0> : tensor<f32>
    %3227 = "stablehlo.reduce"(%3225, %3226) ({
    ^bb0(%_r606a: tensor<f32>, %_r606b: tensor<f32>):
      %_r606c = stablehlo.add %_r606a, %_r606b : tensor<f32>
      "stablehlo.return"(%_r606c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %3228 = stablehlo.add %3224, %3227 : tensor<f32>
    %3229 = stablehlo.multiply %2429, %2429 : tensor<768xf32>
    %3230 = stablehlo.constant dense<0.0> : tensor<f32>
    %3231 = "stablehlo.reduce"(%3229, %3230) ({
    ^bb0(%_r607a: tensor<f32>, %_r607b: tensor<f32>):
      %_r607c = stablehlo.add %_r607a, %_r607b : tensor<f32>
      "stablehlo.return"(%_r607c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %3232 = stablehlo.add %3228, %3231 : tensor<f32>
    %3233 = stablehlo.multiply %2432, %2432 : tensor<768x3072xf32>
    %3234 = stablehlo.constant dense<0.0> : tensor<f32>
    %3235 = "stablehlo.reduce"(%3233, %3234) ({
    ^bb0(%_r608a: tensor<f32>, %_r608b: tensor<f32>):
      %_r608c = stablehlo.add %_r608a, %_r608b : tensor<f32>
      "stablehlo.return"(%_r608c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<768x3072xf32>, tensor<f32>) -> tensor<768xf32>
    %3236 = stablehlo.constant dense<0.0> : tensor<f32>
    %3237 = "stablehlo.reduce"(%3235, %3236) ({
    ^bb0(%_r609a: tensor<f32>, %_r609b: tensor<f32>):
      %_r609c = stablehlo.add %_r609a, %_r609b : tensor<f32>
      "stablehlo.return"(%_r609c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %3238 = stablehlo.add %3232, %3237 : tensor<f32>
    %3239 = stablehlo.multiply %2435, %2435 : tensor<3072xf32>
    %3240 = stablehlo.constant dense<0.0> : tensor<f32>
    %3241 = "stablehlo.reduce"(%3239, %3240) ({
    ^bb0(%_r610a: tensor<f32>, %_r610b: tensor<f32>):
      %_r610c = stablehlo.add %_r610a, %_r610b : tensor<f32>
      "stablehlo.return"(%_r610c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3072xf32>, tensor<f32>) -> tensor<f32>
    %3242 = stablehlo.add %3238, %3241 : tensor<f32>
    %3243 = stablehlo.multiply %2438, %2438 : tensor<3072x768xf32>
    %3244 = stablehlo.constant dense<0.0> : tensor<f32>
    %3245 = "stablehlo.reduce"(%3243, %3244) ({
    ^bb0(%_r611a: tensor<f32>, %_r611b: tensor<f32>):
      %_r611c = stablehlo.add %_r611a, %_r611b : tensor<f32>
      "stablehlo.return"(%_r611c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<3072x768xf32>, tensor<f32>) -> tensor<3072xf32>
    %3246 = stablehlo.constant dense<0.0> : tensor<f32>
    %3247 = "stablehlo.reduce"(%3245, %3246) ({
    ^bb0(%_r612a: tensor<f32>, %_r612b: tensor<f32>):
      %_r612c = stablehlo.add %_r612a, %_r612b : tensor<f32>
      "stablehlo.return"(%_r612c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3072xf32>, tensor<f32>) -> tensor<f32>
    %3248 = stablehlo.add %3242, %3247 : tensor<f32>
    %3249 = stablehlo.multiply %2441, %2441 : tensor<768xf32>
    %3250 = stablehlo.constant dense<0.0> : tensor<f32>
    %3251 = "stablehlo.reduce"(%3249, %3250) ({
    ^bb0(%_r613a: tensor<f32>, %_r613b: tensor<f32>):
      %_r613c = stablehlo.add %_r613a, %_r613b : tensor<f32>
      "stablehlo.return"(%_r613c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %3252 = stablehlo.add %3248, %3251 : tensor<f32>
    %3253 = stablehlo.multiply %2444, %2444 : tensor<768xf32>
    %3254 = stablehlo.constant dense<0.0> : tensor<f32>
    %3255 = "stablehlo.reduce"(%3253, %3254) ({
    ^bb0(%_r614a: tensor<f32>, %_r614b: tensor<f32>):
      %_r614c = stablehlo.add %_r614a, %_r614b : tensor<f32>
      "stablehlo.return"(%_r614c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %3256 = stablehlo.add %3252, %3255 : tensor<f32>
    %3257 = stablehlo.multiply %2447, %2447 : tensor<7x7x1x768xf32>
    %3258 = stablehlo.constant dense<0.0> : tensor<f32>
    %3259 = "stablehlo.reduce"(%3257, %3258) ({
    ^bb0(%_r615a: tensor<f32>, %_r615b: tensor<f32>):
      %_r615c = stablehlo.add %_r615a, %_r615b : tensor<f32>
      "stablehlo.return"(%_r615c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x768xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %3260 = stablehlo.constant dense<0.0> : tensor<f32>
    %3261 = "stablehlo.reduce"(%3259, %3260) ({
    ^bb0(%_r616a: tensor<f32>, %_r616b: tensor<f32>):
      %_r616c = stablehlo.add %_r616a, %_r616b : tensor<f32>
      "stablehlo.return"(%_r616c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %3262 = stablehlo.add %3256, %3261 : tensor<f32>
    %3263 = stablehlo.multiply %2450, %2450 : tensor<768xf32>
    %3264 = stablehlo.constant dense<0.0> : tensor<f32>
    %3265 = "stablehlo.reduce"(%3263, %3264) ({
    ^bb0(%_r617a: tensor<f32>, %_r617b: tensor<f32>):
      %_r617c = stablehlo.add %_r617a, %_r617b : tensor<f32>
      "stablehlo.return"(%_r617c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %3266 = stablehlo.add %3262, %3265 : tensor<f32>
    %3267 = stablehlo.multiply %2453, %2453 : tensor<768xf32>
    %3268 = stablehlo.constant dense<0.0> : tensor<f32>
    %3269 = "stablehlo.reduce"(%3267, %3268) ({
    ^bb0(%_r618a: tensor<f32>, %_r618b: tensor<f32>):
      %_r618c = stablehlo.add %_r618a, %_r618b : tensor<f32>
      "stablehlo.return"(%_r618c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %3270 = stablehlo.add %3266, %3269 : tensor<f32>
    %3271 = stablehlo.multiply %2456, %2456 : tensor<768xf32>
    %3272 = stablehlo.constant dense<0.0> : tensor<f32>
    %3273 = "stablehlo.reduce"(%3271, %3272) ({
    ^bb0(%_r619a: tensor<f32>, %_r619b: tensor<f32>):
      %_r619c = stablehlo.add %_r619a, %_r619b : tensor<f32>
      "stablehlo.return"(%_r619c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %3274 = stablehlo.add %3270, %3273 : tensor<f32>
    %3275 = stablehlo.multiply %2459, %2459 : tensor<768x3072xf32>
    %3276 = stablehlo.constant dense<0.0> : tensor<f32>
    %3277 = "stablehlo.reduce"(%3275, %3276) ({
    ^bb0(%_r620a: tensor<f32>, %_r620b: tensor<f32>):
      %_r620c = stablehlo.add %_r620a, %_r620b : tensor<f32>
      "stablehlo.return"(%_r620c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<768x3072xf32>, tensor<f32>) -> tensor<768xf32>
    %3278 = stablehlo.constant dense<0.0> : tensor<f32>
    %3279 = "stablehlo.reduce"(%3277, %3278) ({
    ^bb0(%_r621a: tensor<f32>, %_r621b: tensor<f32>):
      %_r621c = stablehlo.add %_r621a, %_r621b : tensor<f32>
      "stablehlo.return"(%_r621c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %3280 = stablehlo.add %3274, %3279 : tensor<f32>
    %3281 = stablehlo.multiply %2462, %2462 : tensor<3072xf32>
    %3282 = stablehlo.constant dense<0.0> : tensor<f32>
    %3283 = "stablehlo.reduce"(%3281, %3282) ({
    ^bb0(%_r622a: tensor<f32>, %_r622b: tensor<f32>):
      %_r622c = stablehlo.add %_r622a, %_r622b : tensor<f32>
      "stablehlo.return"(%_r622c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3072xf32>, tensor<f32>) -> tensor<f32>
    %3284 = stablehlo.add %3280, %3283 : tensor<f32>
    %3285 = stablehlo.multiply %2465, %2465 : tensor<3072x768xf32>
    %3286 = stablehlo.constant dense<0.0> : tensor<f32>
    %3287 = "stablehlo.reduce"(%3285, %3286) ({
    ^bb0(%_r623a: tensor<f32>, %_r623b: tensor<f32>):
      %_r623c = stablehlo.add %_r623a, %_r623b : tensor<f32>
      "stablehlo.return"(%_r623c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<3072x768xf32>, tensor<f32>) -> tensor<3072xf32>
    %3288 = stablehlo.constant dense<0.0> : tensor<f32>
    %3289 = "stablehlo.reduce"(%3287, %3288) ({
    ^bb0(%_r624a: tensor<f32>, %_r624b: tensor<f32>):
      %_r624c = stablehlo.add %_r624a, %_r624b : tensor<f32>
      "stablehlo.return"(%_r624c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3072xf32>, tensor<f32>) -> tensor<f32>
    %3290 = stablehlo.add %3284, %3289 : tensor<f32>
    %3291 = stablehlo.multiply %2468, %2468 : tensor<768xf32>
    %3292 = stablehlo.constant dense<0.0> : tensor<f32>
    %3293 = "stablehlo.reduce"(%3291, %3292) ({
    ^bb0(%_r625a: tensor<f32>, %_r625b: tensor<f32>):
      %_r625c = stablehlo.add %_r625a, %_r625b : tensor<f32>
      "stablehlo.return"(%_r625c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %3294 = stablehlo.add %3290, %3293 : tensor<f32>
    %3295 = stablehlo.multiply %2471, %2471 : tensor<768xf32>
    %3296 = stablehlo.constant dense<0.0> : tensor<f32>
    %3297 = "stablehlo.reduce"(%3295, %3296) ({
    ^bb0(%_r626a: tensor<f32>, %_r626b: tensor<f32>):
      %_r626c = stablehlo.add %_r626a, %_r626b : tensor<f32>
      "stablehlo.return"(%_r626c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %3298 = stablehlo.add %3294, %3297 : tensor<f32>
    %3299 = stablehlo.multiply %2474, %2474 : tensor<7x7x1x768xf32>
    %3300 = stablehlo.constant dense<0.0> : tensor<f32>
    %3301 = "stablehlo.reduce"(%3299, %3300) ({
    ^bb0(%_r627a: tensor<f32>, %_r627b: tensor<f32>):
      %_r627c = stablehlo.add %_r627a, %_r627b : tensor<f32>
      "stablehlo.return"(%_r627c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x768xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %3302 = stablehlo.constant dense<0.0> : tensor<f32>
    %3303 = "stablehlo.reduce"(%3301, %3302) ({
    ^bb0(%_r628a: tensor<f32>, %_r628b: tensor<f32>):
      %_r628c = stablehlo.add %_r628a, %_r628b : tensor<f32>
      "stablehlo.return"(%_r628c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %3304 = stablehlo.add %3298, %3303 : tensor<f32>
    %3305 = stablehlo.multiply %2477, %2477 : tensor<768xf32>
    %3306 = stablehlo.constant dense<0.0> : tensor<f32>
    %3307 = "stablehlo.reduce"(%3305, %3306) ({
    ^bb0(%_r629a: tensor<f32>, %_r629b: tensor<f32>):
      %_r629c = stablehlo.add %_r629a, %_r629b : tensor<f32>
      "stablehlo.return"(%_r629c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %3308 = stablehlo.add %3304, %3307 : tensor<f32>
    %3309 = stablehlo.multiply %2480, %2480 : tensor<768xf32>
    %3310 = stablehlo.constant dense<0.0> : tensor<f32>
    %3311 = "stablehlo.reduce"(%3309, %3310) ({
    ^bb0(%_r630a: tensor<f32>, %_r630b: tensor<f32>):
      %_r630c = stablehlo.add %_r630a, %_r630b : tensor<f32>
      "stablehlo.return"(%_r630c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %3312 = stablehlo.add %3308, %3311 : tensor<f32>
    %3313 = stablehlo.multiply %2483, %2483 : tensor<768xf32>
    %3314 = stablehlo.constant dense<0.0> : tensor<f32>
    %3315 = "stablehlo.reduce"(%3313, %3314) ({
    ^bb0(%_r631a: tensor<f32>, %_r631b: tensor<f32>):
      %_r631c = stablehlo.add %_r631a, %_r631b : tensor<f32>
      "stablehlo.return"(%_r631c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %3316 = stablehlo.add %3312, %3315 : tensor<f32>
    %3317 = stablehlo.multiply %2486, %2486 : tensor<768x3072xf32>
    %3318 = stablehlo.constant dense<0.0> : tensor<f32>
    %3319 = "stablehlo.reduce"(%3317, %3318) ({
    ^bb0(%_r632a: tensor<f32>, %_r632b: tensor<f32>):
      %_r632c = stablehlo.add %_r632a, %_r632b : tensor<f32>
      "stablehlo.return"(%_r632c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<768x3072xf32>, tensor<f32>) -> tensor<768xf32>
    %3320 = stablehlo.constant dense<0.0> : tensor<f32>
    %3321 = "stablehlo.reduce"(%3319, %3320) ({
    ^bb0(%_r633a: tensor<f32>, %_r633b: tensor<f32>):
      %_r633c = stablehlo.add %_r633a, %_r633b : tensor<f32>
      "stablehlo.return"(%_r633c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %3322 = stablehlo.add %3316, %3321 : tensor<f32>
    %3323 = stablehlo.multiply %2489, %2489 : tensor<3072xf32>
    %3324 = stablehlo.constant dense<0.0> : tensor<f32>
    %3325 = "stablehlo.reduce"(%3323, %3324) ({
    ^bb0(%_r634a: tensor<f32>, %_r634b: tensor<f32>):
      %_r634c = stablehlo.add %_r634a, %_r634b : tensor<f32>
      "stablehlo.return"(%_r634c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3072xf32>, tensor<f32>) -> tensor<f32>
    %3326 = stablehlo.add %3322, %3325 : tensor<f32>
    %3327 = stablehlo.multiply %2492, %2492 : tensor<3072x768xf32>
    %3328 = stablehlo.constant dense<0.0> : tensor<f32>
    %3329 = "stablehlo.reduce"(%3327, %3328) ({
    ^bb0(%_r635a: tensor<f32>, %_r635b: tensor<f32>):
      %_r635c = stablehlo.add %_r635a, %_r635b : tensor<f32>
      "stablehlo.return"(%_r635c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<3072x768xf32>, tensor<f32>) -> tensor<3072xf32>
    %3330 = stablehlo.constant dense<0.0> : tensor<f32>
    %3331 = "stablehlo.reduce"(%3329, %3330) ({
    ^bb0(%_r636a: tensor<f32>, %_r636b: tensor<f32>):
      %_r636c = stablehlo.add %_r636a, %_r636b : tensor<f32>
      "stablehlo.return"(%_r636c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3072xf32>, tensor<f32>) -> tensor<f32>
    %3332 = stablehlo.add %3326, %3331 : tensor<f32>
    %3333 = stablehlo.multiply %2495, %2495 : tensor<768xf32>
    %3334 = stablehlo.constant dense<0.0> : tensor<f32>
    %3335 = "stablehlo.reduce"(%3333, %3334) ({
    ^bb0(%_r637a: tensor<f32>, %_r637b: tensor<f32>):
      %_r637c = stablehlo.add %_r637a, %_r637b : tensor<f32>
      "stablehlo.return"(%_r637c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %3336 = stablehlo.add %3332, %3335 : tensor<f32>
    %3337 = stablehlo.multiply %2498, %2498 : tensor<768xf32>
    %3338 = stablehlo.constant dense<0.0> : tensor<f32>
    %3339 = "stablehlo.reduce"(%3337, %3338) ({
    ^bb0(%_r638a: tensor<f32>, %_r638b: tensor<f32>):
      %_r638c = stablehlo.add %_r638a, %_r638b : tensor<f32>
      "stablehlo.return"(%_r638c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %3340 = stablehlo.add %3336, %3339 : tensor<f32>
    %3341 = stablehlo.multiply %2501, %2501 : tensor<768xf32>
    %3342 = stablehlo.constant dense<0.0> : tensor<f32>
    %3343 = "stablehlo.reduce"(%3341, %3342) ({
    ^bb0(%_r639a: tensor<f32>, %_r639b: tensor<f32>):
      %_r639c = stablehlo.add %_r639a, %_r639b : tensor<f32>
      "stablehlo.return"(%_r639c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %3344 = stablehlo.add %3340, %3343 : tensor<f32>
    %3345 = stablehlo.multiply %2504, %2504 : tensor<768xf32>
    %3346 = stablehlo.constant dense<0.0> : tensor<f32>
    %3347 = "stablehlo.reduce"(%3345, %3346) ({
    ^bb0(%_r640a: tensor<f32>, %_r640b: tensor<f32>):
      %_r640c = stablehlo.add %_r640a, %_r640b : tensor<f32>
      "stablehlo.return"(%_r640c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %3348 = stablehlo.add %3344, %3347 : tensor<f32>
    %3349 = stablehlo.multiply %2507, %2507 : tensor<768x1000xf32>
    %3350 = stablehlo.constant dense<0.0> : tensor<f32>
    %3351 = "stablehlo.reduce"(%3349, %3350) ({
    ^bb0(%_r641a: tensor<f32>, %_r641b: tensor<f32>):
      %_r641c = stablehlo.add %_r641a, %_r641b : tensor<f32>
      "stablehlo.return"(%_r641c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<768x1000xf32>, tensor<f32>) -> tensor<768xf32>
    %3352 = stablehlo.constant dense<0.0> : tensor<f32>
    %3353 = "stablehlo.reduce"(%3351, %3352) ({
    ^bb0(%_r642a: tensor<f32>, %_r642b: tensor<f32>):
      %_r642c = stablehlo.add %_r642a, %_r642b : tensor<f32>
      "stablehlo.return"(%_r642c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %3354 = stablehlo.add %3348, %3353 : tensor<f32>
    %3355 = stablehlo.multiply %2510, %2510 : tensor<1000xf32>
    %3356 = stablehlo.constant dense<0.0> : tensor<f32>
    %3357 = "stablehlo.reduce"(%3355, %3356) ({
    ^bb0(%_r643a: tensor<f32>, %_r643b: tensor<f32>):
      %_r643c = stablehlo.add %_r643a, %_r643b : tensor<f32>
      "stablehlo.return"(%_r643c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1000xf32>, tensor<f32>) -> tensor<f32>
    %3358 = stablehlo.add %3354, %3357 : tensor<f32>
    %3359 = stablehlo.sqrt %3358 : tensor<f32>
    %3360 = stablehlo.constant dense<1.0> : tensor<f32>
    %3361 = "stablehlo.compare"(%3359, %3360) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %3362 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x4x3x96xf32>
    %3363 = stablehlo.divide %1967, %3362 : tensor<4x4x3x96xf32>
    %3364 = stablehlo.constant dense<1.0> : tensor<4x4x3x96xf32>
    %3365 = stablehlo.multiply %3363, %3364 : tensor<4x4x3x96xf32>
    %3366 = "stablehlo.select"(%3361, %1967, %3365) : (tensor<i1>, tensor<4x4x3x96xf32>, tensor<4x4x3x96xf32>) -> tensor<4x4x3x96xf32>
    %3367 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3368 = stablehlo.divide %1970, %3367 : tensor<96xf32>
    %3369 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %3370 = stablehlo.multiply %3368, %3369 : tensor<96xf32>
    %3371 = "stablehlo.select"(%3361, %1970, %3370) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %3372 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3373 = stablehlo.divide %1973, %3372 : tensor<96xf32>
    %3374 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %3375 = stablehlo.multiply %3373, %3374 : tensor<96xf32>
    %3376 = "stablehlo.select"(%3361, %1973, %3375) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %3377 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3378 = stablehlo.divide %1976, %3377 : tensor<96xf32>
    %3379 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %3380 = stablehlo.multiply %3378, %3379 : tensor<96xf32>
    %3381 = "stablehlo.select"(%3361, %1976, %3380) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %3382 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x96xf32>
    %3383 = stablehlo.divide %1979, %3382 : tensor<7x7x1x96xf32>
    %3384 = stablehlo.constant dense<1.0> : tensor<7x7x1x96xf32>
    %3385 = stablehlo.multiply %3383, %3384 : tensor<7x7x1x96xf32>
    %3386 = "stablehlo.select"(%3361, %1979, %3385) : (tensor<i1>, tensor<7x7x1x96xf32>, tensor<7x7x1x96xf32>) -> tensor<7x7x1x96xf32>
    %3387 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3388 = stablehlo.divide %1982, %3387 : tensor<96xf32>
    %3389 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %3390 = stablehlo.multiply %3388, %3389 : tensor<96xf32>
    %3391 = "stablehlo.select"(%3361, %1982, %3390) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %3392 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3393 = stablehlo.divide %1985, %3392 : tensor<96xf32>
    %3394 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %3395 = stablehlo.multiply %3393, %3394 : tensor<96xf32>
    %3396 = "stablehlo.select"(%3361, %1985, %3395) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %3397 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3398 = stablehlo.divide %1988, %3397 : tensor<96xf32>
    %3399 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %3400 = stablehlo.multiply %3398, %3399 : tensor<96xf32>
    %3401 = "stablehlo.select"(%3361, %1988, %3400) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %3402 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96x384xf32>
    %3403 = stablehlo.divide %1991, %3402 : tensor<96x384xf32>
    %3404 = stablehlo.constant dense<1.0> : tensor<96x384xf32>
    %3405 = stablehlo.multiply %3403, %3404 : tensor<96x384xf32>
    %3406 = "stablehlo.select"(%3361, %1991, %3405) : (tensor<i1>, tensor<96x384xf32>, tensor<96x384xf32>) -> tensor<96x384xf32>
    %3407 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3408 = stablehlo.divide %1994, %3407 : tensor<384xf32>
    %3409 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3410 = stablehlo.multiply %3408, %3409 : tensor<384xf32>
    %3411 = "stablehlo.select"(%3361, %1994, %3410) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3412 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x96xf32>
    %3413 = stablehlo.divide %1997, %3412 : tensor<384x96xf32>
    %3414 = stablehlo.constant dense<1.0> : tensor<384x96xf32>
    %3415 = stablehlo.multiply %3413, %3414 : tensor<384x96xf32>
    %3416 = "stablehlo.select"(%3361, %1997, %3415) : (tensor<i1>, tensor<384x96xf32>, tensor<384x96xf32>) -> tensor<384x96xf32>
    %3417 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3418 = stablehlo.divide %2000, %3417 : tensor<96xf32>
    %3419 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %3420 = stablehlo.multiply %3418, %3419 : tensor<96xf32>
    %3421 = "stablehlo.select"(%3361, %2000, %3420) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %3422 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3423 = stablehlo.divide %2003, %3422 : tensor<96xf32>
    %3424 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %3425 = stablehlo.multiply %3423, %3424 : tensor<96xf32>
    %3426 = "stablehlo.select"(%3361, %2003, %3425) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %3427 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x96xf32>
    %3428 = stablehlo.divide %2006, %3427 : tensor<7x7x1x96xf32>
    %3429 = stablehlo.constant dense<1.0> : tensor<7x7x1x96xf32>
    %3430 = stablehlo.multiply %3428, %3429 : tensor<7x7x1x96xf32>
    %3431 = "stablehlo.select"(%3361, %2006, %3430) : (tensor<i1>, tensor<7x7x1x96xf32>, tensor<7x7x1x96xf32>) -> tensor<7x7x1x96xf32>
    %3432 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3433 = stablehlo.divide %2009, %3432 : tensor<96xf32>
    %3434 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %3435 = stablehlo.multiply %3433, %3434 : tensor<96xf32>
    %3436 = "stablehlo.select"(%3361, %2009, %3435) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %3437 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3438 = stablehlo.divide %2012, %3437 : tensor<96xf32>
    %3439 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %3440 = stablehlo.multiply %3438, %3439 : tensor<96xf32>
    %3441 = "stablehlo.select"(%3361, %2012, %3440) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %3442 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3443 = stablehlo.divide %2015, %3442 : tensor<96xf32>
    %3444 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %3445 = stablehlo.multiply %3443, %3444 : tensor<96xf32>
    %3446 = "stablehlo.select"(%3361, %2015, %3445) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %3447 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96x384xf32>
    %3448 = stablehlo.divide %2018, %3447 : tensor<96x384xf32>
    %3449 = stablehlo.constant dense<1.0> : tensor<96x384xf32>
    %3450 = stablehlo.multiply %3448, %3449 : tensor<96x384xf32>
    %3451 = "stablehlo.select"(%3361, %2018, %3450) : (tensor<i1>, tensor<96x384xf32>, tensor<96x384xf32>) -> tensor<96x384xf32>
    %3452 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3453 = stablehlo.divide %2021, %3452 : tensor<384xf32>
    %3454 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3455 = stablehlo.multiply %3453, %3454 : tensor<384xf32>
    %3456 = "stablehlo.select"(%3361, %2021, %3455) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3457 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x96xf32>
    %3458 = stablehlo.divide %2024, %3457 : tensor<384x96xf32>
    %3459 = stablehlo.constant dense<1.0> : tensor<384x96xf32>
    %3460 = stablehlo.multiply %3458, %3459 : tensor<384x96xf32>
    %3461 = "stablehlo.select"(%3361, %2024, %3460) : (tensor<i1>, tensor<384x96xf32>, tensor<384x96xf32>) -> tensor<384x96xf32>
    %3462 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3463 = stablehlo.divide %2027, %3462 : tensor<96xf32>
    %3464 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %3465 = stablehlo.multiply %3463, %3464 : tensor<96xf32>
    %3466 = "stablehlo.select"(%3361, %2027, %3465) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %3467 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3468 = stablehlo.divide %2030, %3467 : tensor<96xf32>
    %3469 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %3470 = stablehlo.multiply %3468, %3469 : tensor<96xf32>
    %3471 = "stablehlo.select"(%3361, %2030, %3470) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %3472 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x96xf32>
    %3473 = stablehlo.divide %2033, %3472 : tensor<7x7x1x96xf32>
    %3474 = stablehlo.constant dense<1.0> : tensor<7x7x1x96xf32>
    %3475 = stablehlo.multiply %3473, %3474 : tensor<7x7x1x96xf32>
    %3476 = "stablehlo.select"(%3361, %2033, %3475) : (tensor<i1>, tensor<7x7x1x96xf32>, tensor<7x7x1x96xf32>) -> tensor<7x7x1x96xf32>
    %3477 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3478 = stablehlo.divide %2036, %3477 : tensor<96xf32>
    %3479 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %3480 = stablehlo.multiply %3478, %3479 : tensor<96xf32>
    %3481 = "stablehlo.select"(%3361, %2036, %3480) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %3482 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3483 = stablehlo.divide %2039, %3482 : tensor<96xf32>
    %3484 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %3485 = stablehlo.multiply %3483, %3484 : tensor<96xf32>
    %3486 = "stablehlo.select"(%3361, %2039, %3485) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %3487 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3488 = stablehlo.divide %2042, %3487 : tensor<96xf32>
    %3489 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %3490 = stablehlo.multiply %3488, %3489 : tensor<96xf32>
    %3491 = "stablehlo.select"(%3361, %2042, %3490) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %3492 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96x384xf32>
    %3493 = stablehlo.divide %2045, %3492 : tensor<96x384xf32>
    %3494 = stablehlo.constant dense<1.0> : tensor<96x384xf32>
    %3495 = stablehlo.multiply %3493, %3494 : tensor<96x384xf32>
    %3496 = "stablehlo.select"(%3361, %2045, %3495) : (tensor<i1>, tensor<96x384xf32>, tensor<96x384xf32>) -> tensor<96x384xf32>
    %3497 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3498 = stablehlo.divide %2048, %3497 : tensor<384xf32>
    %3499 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3500 = stablehlo.multiply %3498, %3499 : tensor<384xf32>
    %3501 = "stablehlo.select"(%3361, %2048, %3500) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3502 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x96xf32>
    %3503 = stablehlo.divide %2051, %3502 : tensor<384x96xf32>
    %3504 = stablehlo.constant dense<1.0> : tensor<384x96xf32>
    %3505 = stablehlo.multiply %3503, %3504 : tensor<384x96xf32>
    %3506 = "stablehlo.select"(%3361, %2051, %3505) : (tensor<i1>, tensor<384x96xf32>, tensor<384x96xf32>) -> tensor<384x96xf32>
    %3507 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3508 = stablehlo.divide %2054, %3507 : tensor<96xf32>
    %3509 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %3510 = stablehlo.multiply %3508, %3509 : tensor<96xf32>
    %3511 = "stablehlo.select"(%3361, %2054, %3510) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %3512 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3513 = stablehlo.divide %2057, %3512 : tensor<96xf32>
    %3514 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %3515 = stablehlo.multiply %3513, %3514 : tensor<96xf32>
    %3516 = "stablehlo.select"(%3361, %2057, %3515) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %3517 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3518 = stablehlo.divide %2060, %3517 : tensor<96xf32>
    %3519 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %3520 = stablehlo.multiply %3518, %3519 : tensor<96xf32>
    %3521 = "stablehlo.select"(%3361, %2060, %3520) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %3522 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3523 = stablehlo.divide %2063, %3522 : tensor<96xf32>
    %3524 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %3525 = stablehlo.multiply %3523, %3524 : tensor<96xf32>
    %3526 = "stablehlo.select"(%3361, %2063, %3525) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %3527 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x96x192xf32>
    %3528 = stablehlo.divide %2066, %3527 : tensor<2x2x96x192xf32>
    %3529 = stablehlo.constant dense<1.0> : tensor<2x2x96x192xf32>
    %3530 = stablehlo.multiply %3528, %3529 : tensor<2x2x96x192xf32>
    %3531 = "stablehlo.select"(%3361, %2066, %3530) : (tensor<i1>, tensor<2x2x96x192xf32>, tensor<2x2x96x192xf32>) -> tensor<2x2x96x192xf32>
    %3532 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3533 = stablehlo.divide %2069, %3532 : tensor<192xf32>
    %3534 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3535 = stablehlo.multiply %3533, %3534 : tensor<192xf32>
    %3536 = "stablehlo.select"(%3361, %2069, %3535) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3537 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x192xf32>
    %3538 = stablehlo.divide %2072, %3537 : tensor<7x7x1x192xf32>
    %3539 = stablehlo.constant dense<1.0> : tensor<7x7x1x192xf32>
    %3540 = stablehlo.multiply %3538, %3539 : tensor<7x7x1x192xf32>
    %3541 = "stablehlo.select"(%3361, %2072, %3540) : (tensor<i1>, tensor<7x7x1x192xf32>, tensor<7x7x1x192xf32>) -> tensor<7x7x1x192xf32>
    %3542 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3543 = stablehlo.divide %2075, %3542 : tensor<192xf32>
    %3544 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3545 = stablehlo.multiply %3543, %3544 : tensor<192xf32>
    %3546 = "stablehlo.select"(%3361, %2075, %3545) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3547 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3548 = stablehlo.divide %2078, %3547 : tensor<192xf32>
    %3549 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3550 = stablehlo.multiply %3548, %3549 : tensor<192xf32>
    %3551 = "stablehlo.select"(%3361, %2078, %3550) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3552 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3553 = stablehlo.divide %2081, %3552 : tensor<192xf32>
    %3554 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3555 = stablehlo.multiply %3553, %3554 : tensor<192xf32>
    %3556 = "stablehlo.select"(%3361, %2081, %3555) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3557 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %3558 = stablehlo.divide %2084, %3557 : tensor<192x768xf32>
    %3559 = stablehlo.constant dense<1.0> : tensor<192x768xf32>
    %3560 = stablehlo.multiply %3558, %3559 : tensor<192x768xf32>
    %3561 = "stablehlo.select"(%3361, %2084, %3560) : (tensor<i1>, tensor<192x768xf32>, tensor<192x768xf32>) -> tensor<192x768xf32>
    %3562 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3563 = stablehlo.divide %2087, %3562 : tensor<768xf32>
    %3564 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3565 = stablehlo.multiply %3563, %3564 : tensor<768xf32>
    %3566 = "stablehlo.select"(%3361, %2087, %3565) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3567 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %3568 = stablehlo.divide %2090, %3567 : tensor<768x192xf32>
    %3569 = stablehlo.constant dense<1.0> : tensor<768x192xf32>
    %3570 = stablehlo.multiply %3568, %3569 : tensor<768x192xf32>
    %3571 = "stablehlo.select"(%3361, %2090, %3570) : (tensor<i1>, tensor<768x192xf32>, tensor<768x192xf32>) -> tensor<768x192xf32>
    %3572 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3573 = stablehlo.divide %2093, %3572 : tensor<192xf32>
    %3574 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3575 = stablehlo.multiply %3573, %3574 : tensor<192xf32>
    %3576 = "stablehlo.select"(%3361, %2093, %3575) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3577 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3578 = stablehlo.divide %2096, %3577 : tensor<192xf32>
    %3579 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3580 = stablehlo.multiply %3578, %3579 : tensor<192xf32>
    %3581 = "stablehlo.select"(%3361, %2096, %3580) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3582 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x192xf32>
    %3583 = stablehlo.divide %2099, %3582 : tensor<7x7x1x192xf32>
    %3584 = stablehlo.constant dense<1.0> : tensor<7x7x1x192xf32>
    %3585 = stablehlo.multiply %3583, %3584 : tensor<7x7x1x192xf32>
    %3586 = "stablehlo.select"(%3361, %2099, %3585) : (tensor<i1>, tensor<7x7x1x192xf32>, tensor<7x7x1x192xf32>) -> tensor<7x7x1x192xf32>
    %3587 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3588 = stablehlo.divide %2102, %3587 : tensor<192xf32>
    %3589 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3590 = stablehlo.multiply %3588, %3589 : tensor<192xf32>
    %3591 = "stablehlo.select"(%3361, %2102, %3590) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3592 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3593 = stablehlo.divide %2105, %3592 : tensor<192xf32>
    %3594 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3595 = stablehlo.multiply %3593, %3594 : tensor<192xf32>
    %3596 = "stablehlo.select"(%3361, %2105, %3595) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3597 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3598 = stablehlo.divide %2108, %3597 : tensor<192xf32>
    %3599 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3600 = stablehlo.multiply %3598, %3599 : tensor<192xf32>
    %3601 = "stablehlo.select"(%3361, %2108, %3600) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3602 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %3603 = stablehlo.divide %2111, %3602 : tensor<192x768xf32>
    %3604 = stablehlo.constant dense<1.0> : tensor<192x768xf32>
    %3605 = stablehlo.multiply %3603, %3604 : tensor<192x768xf32>
    %3606 = "stablehlo.select"(%3361, %2111, %3605) : (tensor<i1>, tensor<192x768xf32>, tensor<192x768xf32>) -> tensor<192x768xf32>
    %3607 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3608 = stablehlo.divide %2114, %3607 : tensor<768xf32>
    %3609 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3610 = stablehlo.multiply %3608, %3609 : tensor<768xf32>
    %3611 = "stablehlo.select"(%3361, %2114, %3610) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3612 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %3613 = stablehlo.divide %2117, %3612 : tensor<768x192xf32>
    %3614 = stablehlo.constant dense<1.0> : tensor<768x192xf32>
    %3615 = stablehlo.multiply %3613, %3614 : tensor<768x192xf32>
    %3616 = "stablehlo.select"(%3361, %2117, %3615) : (tensor<i1>, tensor<768x192xf32>, tensor<768x192xf32>) -> tensor<768x192xf32>
    %3617 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3618 = stablehlo.divide %2120, %3617 : tensor<192xf32>
    %3619 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3620 = stablehlo.multiply %3618, %3619 : tensor<192xf32>
    %3621 = "stablehlo.select"(%3361, %2120, %3620) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3622 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3623 = stablehlo.divide %2123, %3622 : tensor<192xf32>
    %3624 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3625 = stablehlo.multiply %3623, %3624 : tensor<192xf32>
    %3626 = "stablehlo.select"(%3361, %2123, %3625) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3627 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x192xf32>
    %3628 = stablehlo.divide %2126, %3627 : tensor<7x7x1x192xf32>
    %3629 = stablehlo.constant dense<1.0> : tensor<7x7x1x192xf32>
    %3630 = stablehlo.multiply %3628, %3629 : tensor<7x7x1x192xf32>
    %3631 = "stablehlo.select"(%3361, %2126, %3630) : (tensor<i1>, tensor<7x7x1x192xf32>, tensor<7x7x1x192xf32>) -> tensor<7x7x1x192xf32>
    %3632 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3633 = stablehlo.divide %2129, %3632 : tensor<192xf32>
    %3634 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3635 = stablehlo.multiply %3633, %3634 : tensor<192xf32>
    %3636 = "stablehlo.select"(%3361, %2129, %3635) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3637 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3638 = stablehlo.divide %2132, %3637 : tensor<192xf32>
    %3639 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3640 = stablehlo.multiply %3638, %3639 : tensor<192xf32>
    %3641 = "stablehlo.select"(%3361, %2132, %3640) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3642 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3643 = stablehlo.divide %2135, %3642 : tensor<192xf32>
    %3644 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3645 = stablehlo.multiply %3643, %3644 : tensor<192xf32>
    %3646 = "stablehlo.select"(%3361, %2135, %3645) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3647 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %3648 = stablehlo.divide %2138, %3647 : tensor<192x768xf32>
    %3649 = stablehlo.constant dense<1.0> : tensor<192x768xf32>
    %3650 = stablehlo.multiply %3648, %3649 : tensor<192x768xf32>
    %3651 = "stablehlo.select"(%3361, %2138, %3650) : (tensor<i1>, tensor<192x768xf32>, tensor<192x768xf32>) -> tensor<192x768xf32>
    %3652 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3653 = stablehlo.divide %2141, %3652 : tensor<768xf32>
    %3654 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3655 = stablehlo.multiply %3653, %3654 : tensor<768xf32>
    %3656 = "stablehlo.select"(%3361, %2141, %3655) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3657 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %3658 = stablehlo.divide %2144, %3657 : tensor<768x192xf32>
    %3659 = stablehlo.constant dense<1.0> : tensor<768x192xf32>
    %3660 = stablehlo.multiply %3658, %3659 : tensor<768x192xf32>
    %3661 = "stablehlo.select"(%3361, %2144, %3660) : (tensor<i1>, tensor<768x192xf32>, tensor<768x192xf32>) -> tensor<768x192xf32>
    %3662 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3663 = stablehlo.divide %2147, %3662 : tensor<192xf32>
    %3664 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3665 = stablehlo.multiply %3663, %3664 : tensor<192xf32>
    %3666 = "stablehlo.select"(%3361, %2147, %3665) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3667 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3668 = stablehlo.divide %2150, %3667 : tensor<192xf32>
    %3669 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3670 = stablehlo.multiply %3668, %3669 : tensor<192xf32>
    %3671 = "stablehlo.select"(%3361, %2150, %3670) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3672 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3673 = stablehlo.divide %2153, %3672 : tensor<192xf32>
    %3674 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3675 = stablehlo.multiply %3673, %3674 : tensor<192xf32>
    %3676 = "stablehlo.select"(%3361, %2153, %3675) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3677 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3678 = stablehlo.divide %2156, %3677 : tensor<192xf32>
    %3679 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3680 = stablehlo.multiply %3678, %3679 : tensor<192xf32>
    %3681 = "stablehlo.select"(%3361, %2156, %3680) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3682 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x192x384xf32>
    %3683 = stablehlo.divide %2159, %3682 : tensor<2x2x192x384xf32>
    %3684 = stablehlo.constant dense<1.0> : tensor<2x2x192x384xf32>
    %3685 = stablehlo.multiply %3683, %3684 : tensor<2x2x192x384xf32>
    %3686 = "stablehlo.select"(%3361, %2159, %3685) : (tensor<i1>, tensor<2x2x192x384xf32>, tensor<2x2x192x384xf32>) -> tensor<2x2x192x384xf32>
    %3687 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3688 = stablehlo.divide %2162, %3687 : tensor<384xf32>
    %3689 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3690 = stablehlo.multiply %3688, %3689 : tensor<384xf32>
    %3691 = "stablehlo.select"(%3361, %2162, %3690) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3692 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %3693 = stablehlo.divide %2165, %3692 : tensor<7x7x1x384xf32>
    %3694 = stablehlo.constant dense<1.0> : tensor<7x7x1x384xf32>
    %3695 = stablehlo.multiply %3693, %3694 : tensor<7x7x1x384xf32>
    %3696 = "stablehlo.select"(%3361, %2165, %3695) : (tensor<i1>, tensor<7x7x1x384xf32>, tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %3697 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3698 = stablehlo.divide %2168, %3697 : tensor<384xf32>
    %3699 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3700 = stablehlo.multiply %3698, %3699 : tensor<384xf32>
    %3701 = "stablehlo.select"(%3361, %2168, %3700) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3702 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3703 = stablehlo.divide %2171, %3702 : tensor<384xf32>
    %3704 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3705 = stablehlo.multiply %3703, %3704 : tensor<384xf32>
    %3706 = "stablehlo.select"(%3361, %2171, %3705) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3707 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3708 = stablehlo.divide %2174, %3707 : tensor<384xf32>
    %3709 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3710 = stablehlo.multiply %3708, %3709 : tensor<384xf32>
    %3711 = "stablehlo.select"(%3361, %2174, %3710) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3712 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %3713 = stablehlo.divide %2177, %3712 : tensor<384x1536xf32>
    %3714 = stablehlo.constant dense<1.0> : tensor<384x1536xf32>
    %3715 = stablehlo.multiply %3713, %3714 : tensor<384x1536xf32>
    %3716 = "stablehlo.select"(%3361, %2177, %3715) : (tensor<i1>, tensor<384x1536xf32>, tensor<384x1536xf32>) -> tensor<384x1536xf32>
    %3717 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %3718 = stablehlo.divide %2180, %3717 : tensor<1536xf32>
    %3719 = stablehlo.constant dense<1.0> : tensor<1536xf32>
    %3720 = stablehlo.multiply %3718, %3719 : tensor<1536xf32>
    %3721 = "stablehlo.select"(%3361, %2180, %3720) : (tensor<i1>, tensor<1536xf32>, tensor<1536xf32>) -> tensor<1536xf32>
    %3722 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %3723 = stablehlo.divide %2183, %3722 : tensor<1536x384xf32>
    %3724 = stablehlo.constant dense<1.0> : tensor<1536x384xf32>
    %3725 = stablehlo.multiply %3723, %3724 : tensor<1536x384xf32>
    %3726 = "stablehlo.select"(%3361, %2183, %3725) : (tensor<i1>, tensor<1536x384xf32>, tensor<1536x384xf32>) -> tensor<1536x384xf32>
    %3727 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3728 = stablehlo.divide %2186, %3727 : tensor<384xf32>
    %3729 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3730 = stablehlo.multiply %3728, %3729 : tensor<384xf32>
    %3731 = "stablehlo.select"(%3361, %2186, %3730) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3732 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3733 = stablehlo.divide %2189, %3732 : tensor<384xf32>
    %3734 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3735 = stablehlo.multiply %3733, %3734 : tensor<384xf32>
    %3736 = "stablehlo.select"(%3361, %2189, %3735) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3737 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %3738 = stablehlo.divide %2192, %3737 : tensor<7x7x1x384xf32>
    %3739 = stablehlo.constant dense<1.0> : tensor<7x7x1x384xf32>
    %3740 = stablehlo.multiply %3738, %3739 : tensor<7x7x1x384xf32>
    %3741 = "stablehlo.select"(%3361, %2192, %3740) : (tensor<i1>, tensor<7x7x1x384xf32>, tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %3742 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3743 = stablehlo.divide %2195, %3742 : tensor<384xf32>
    %3744 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3745 = stablehlo.multiply %3743, %3744 : tensor<384xf32>
    %3746 = "stablehlo.select"(%3361, %2195, %3745) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3747 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3748 = stablehlo.divide %2198, %3747 : tensor<384xf32>
    %3749 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3750 = stablehlo.multiply %3748, %3749 : tensor<384xf32>
    %3751 = "stablehlo.select"(%3361, %2198, %3750) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3752 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3753 = stablehlo.divide %2201, %3752 : tensor<384xf32>
    %3754 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3755 = stablehlo.multiply %3753, %3754 : tensor<384xf32>
    %3756 = "stablehlo.select"(%3361, %2201, %3755) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3757 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %3758 = stablehlo.divide %2204, %3757 : tensor<384x1536xf32>
    %3759 = stablehlo.constant dense<1.0> : tensor<384x1536xf32>
    %3760 = stablehlo.multiply %3758, %3759 : tensor<384x1536xf32>
    %3761 = "stablehlo.select"(%3361, %2204, %3760) : (tensor<i1>, tensor<384x1536xf32>, tensor<384x1536xf32>) -> tensor<384x1536xf32>
    %3762 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %3763 = stablehlo.divide %2207, %3762 : tensor<1536xf32>
    %3764 = stablehlo.constant dense<1.0> : tensor<1536xf32>
    %3765 = stablehlo.multiply %3763, %3764 : tensor<1536xf32>
    %3766 = "stablehlo.select"(%3361, %2207, %3765) : (tensor<i1>, tensor<1536xf32>, tensor<1536xf32>) -> tensor<1536xf32>
    %3767 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %3768 = stablehlo.divide %2210, %3767 : tensor<1536x384xf32>
    %3769 = stablehlo.constant dense<1.0> : tensor<1536x384xf32>
    %3770 = stablehlo.multiply %3768, %3769 : tensor<1536x384xf32>
    %3771 = "stablehlo.select"(%3361, %2210, %3770) : (tensor<i1>, tensor<1536x384xf32>, tensor<1536x384xf32>) -> tensor<1536x384xf32>
    %3772 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3773 = stablehlo.divide %2213, %3772 : tensor<384xf32>
    %3774 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3775 = stablehlo.multiply %3773, %3774 : tensor<384xf32>
    %3776 = "stablehlo.select"(%3361, %2213, %3775) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3777 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3778 = stablehlo.divide %2216, %3777 : tensor<384xf32>
    %3779 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3780 = stablehlo.multiply %3778, %3779 : tensor<384xf32>
    %3781 = "stablehlo.select"(%3361, %2216, %3780) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3782 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %3783 = stablehlo.divide %2219, %3782 : tensor<7x7x1x384xf32>
    %3784 = stablehlo.constant dense<1.0> : tensor<7x7x1x384xf32>
    %3785 = stablehlo.multiply %3783, %3784 : tensor<7x7x1x384xf32>
    %3786 = "stablehlo.select"(%3361, %2219, %3785) : (tensor<i1>, tensor<7x7x1x384xf32>, tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %3787 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3788 = stablehlo.divide %2222, %3787 : tensor<384xf32>
    %3789 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3790 = stablehlo.multiply %3788, %3789 : tensor<384xf32>
    %3791 = "stablehlo.select"(%3361, %2222, %3790) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3792 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3793 = stablehlo.divide %2225, %3792 : tensor<384xf32>
    %3794 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3795 = stablehlo.multiply %3793, %3794 : tensor<384xf32>
    %3796 = "stablehlo.select"(%3361, %2225, %3795) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3797 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3798 = stablehlo.divide %2228, %3797 : tensor<384xf32>
    %3799 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3800 = stablehlo.multiply %3798, %3799 : tensor<384xf32>
    %3801 = "stablehlo.select"(%3361, %2228, %3800) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3802 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %3803 = stablehlo.divide %2231, %3802 : tensor<384x1536xf32>
    %3804 = stablehlo.constant dense<1.0> : tensor<384x1536xf32>
    %3805 = stablehlo.multiply %3803, %3804 : tensor<384x1536xf32>
    %3806 = "stablehlo.select"(%3361, %2231, %3805) : (tensor<i1>, tensor<384x1536xf32>, tensor<384x1536xf32>) -> tensor<384x1536xf32>
    %3807 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %3808 = stablehlo.divide %2234, %3807 : tensor<1536xf32>
    %3809 = stablehlo.constant dense<1.0> : tensor<1536xf32>
    %3810 = stablehlo.multiply %3808, %3809 : tensor<1536xf32>
    %3811 = "stablehlo.select"(%3361, %2234, %3810) : (tensor<i1>, tensor<1536xf32>, tensor<1536xf32>) -> tensor<1536xf32>
    %3812 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %3813 = stablehlo.divide %2237, %3812 : tensor<1536x384xf32>
    %3814 = stablehlo.constant dense<1.0> : tensor<1536x384xf32>
    %3815 = stablehlo.multiply %3813, %3814 : tensor<1536x384xf32>
    %3816 = "stablehlo.select"(%3361, %2237, %3815) : (tensor<i1>, tensor<1536x384xf32>, tensor<1536x384xf32>) -> tensor<1536x384xf32>
    %3817 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3818 = stablehlo.divide %2240, %3817 : tensor<384xf32>
    %3819 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3820 = stablehlo.multiply %3818, %3819 : tensor<384xf32>
    %3821 = "stablehlo.select"(%3361, %2240, %3820) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3822 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3823 = stablehlo.divide %2243, %3822 : tensor<384xf32>
    %3824 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3825 = stablehlo.multiply %3823, %3824 : tensor<384xf32>
    %3826 = "stablehlo.select"(%3361, %2243, %3825) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3827 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %3828 = stablehlo.divide %2246, %3827 : tensor<7x7x1x384xf32>
    %3829 = stablehlo.constant dense<1.0> : tensor<7x7x1x384xf32>
    %3830 = stablehlo.multiply %3828, %3829 : tensor<7x7x1x384xf32>
    %3831 = "stablehlo.select"(%3361, %2246, %3830) : (tensor<i1>, tensor<7x7x1x384xf32>, tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %3832 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3833 = stablehlo.divide %2249, %3832 : tensor<384xf32>
    %3834 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3835 = stablehlo.multiply %3833, %3834 : tensor<384xf32>
    %3836 = "stablehlo.select"(%3361, %2249, %3835) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3837 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3838 = stablehlo.divide %2252, %3837 : tensor<384xf32>
    %3839 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3840 = stablehlo.multiply %3838, %3839 : tensor<384xf32>
    %3841 = "stablehlo.select"(%3361, %2252, %3840) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3842 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3843 = stablehlo.divide %2255, %3842 : tensor<384xf32>
    %3844 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3845 = stablehlo.multiply %3843, %3844 : tensor<384xf32>
    %3846 = "stablehlo.select"(%3361, %2255, %3845) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3847 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %3848 = stablehlo.divide %2258, %3847 : tensor<384x1536xf32>
    %3849 = stablehlo.constant dense<1.0> : tensor<384x1536xf32>
    %3850 = stablehlo.multiply %3848, %3849 : tensor<384x1536xf32>
    %3851 = "stablehlo.select"(%3361, %2258, %3850) : (tensor<i1>, tensor<384x1536xf32>, tensor<384x1536xf32>) -> tensor<384x1536xf32>
    %3852 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %3853 = stablehlo.divide %2261, %3852 : tensor<1536xf32>
    %3854 = stablehlo.constant dense<1.0> : tensor<1536xf32>
    %3855 = stablehlo.multiply %3853, %3854 : tensor<1536xf32>
    %3856 = "stablehlo.select"(%3361, %2261, %3855) : (tensor<i1>, tensor<1536xf32>, tensor<1536xf32>) -> tensor<1536xf32>
    %3857 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %3858 = stablehlo.divide %2264, %3857 : tensor<1536x384xf32>
    %3859 = stablehlo.constant dense<1.0> : tensor<1536x384xf32>
    %3860 = stablehlo.multiply %3858, %3859 : tensor<1536x384xf32>
    %3861 = "stablehlo.select"(%3361, %2264, %3860) : (tensor<i1>, tensor<1536x384xf32>, tensor<1536x384xf32>) -> tensor<1536x384xf32>
    %3862 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3863 = stablehlo.divide %2267, %3862 : tensor<384xf32>
    %3864 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3865 = stablehlo.multiply %3863, %3864 : tensor<384xf32>
    %3866 = "stablehlo.select"(%3361, %2267, %3865) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3867 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3868 = stablehlo.divide %2270, %3867 : tensor<384xf32>
    %3869 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3870 = stablehlo.multiply %3868, %3869 : tensor<384xf32>
    %3871 = "stablehlo.select"(%3361, %2270, %3870) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3872 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %3873 = stablehlo.divide %2273, %3872 : tensor<7x7x1x384xf32>
    %3874 = stablehlo.constant dense<1.0> : tensor<7x7x1x384xf32>
    %3875 = stablehlo.multiply %3873, %3874 : tensor<7x7x1x384xf32>
    %3876 = "stablehlo.select"(%3361, %2273, %3875) : (tensor<i1>, tensor<7x7x1x384xf32>, tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %3877 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3878 = stablehlo.divide %2276, %3877 : tensor<384xf32>
    %3879 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3880 = stablehlo.multiply %3878, %3879 : tensor<384xf32>
    %3881 = "stablehlo.select"(%3361, %2276, %3880) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3882 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3883 = stablehlo.divide %2279, %3882 : tensor<384xf32>
    %3884 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3885 = stablehlo.multiply %3883, %3884 : tensor<384xf32>
    %3886 = "stablehlo.select"(%3361, %2279, %3885) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3887 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3888 = stablehlo.divide %2282, %3887 : tensor<384xf32>
    %3889 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3890 = stablehlo.multiply %3888, %3889 : tensor<384xf32>
    %3891 = "stablehlo.select"(%3361, %2282, %3890) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3892 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %3893 = stablehlo.divide %2285, %3892 : tensor<384x1536xf32>
    %3894 = stablehlo.constant dense<1.0> : tensor<384x1536xf32>
    %3895 = stablehlo.multiply %3893, %3894 : tensor<384x1536xf32>
    %3896 = "stablehlo.select"(%3361, %2285, %3895) : (tensor<i1>, tensor<384x1536xf32>, tensor<384x1536xf32>) -> tensor<384x1536xf32>
    %3897 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %3898 = stablehlo.divide %2288, %3897 : tensor<1536xf32>
    %3899 = stablehlo.constant dense<1.0> : tensor<1536xf32>
    %3900 = stablehlo.multiply %3898, %3899 : tensor<1536xf32>
    %3901 = "stablehlo.select"(%3361, %2288, %3900) : (tensor<i1>, tensor<1536xf32>, tensor<1536xf32>) -> tensor<1536xf32>
    %3902 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %3903 = stablehlo.divide %2291, %3902 : tensor<1536x384xf32>
    %3904 = stablehlo.constant dense<1.0> : tensor<1536x384xf32>
    %3905 = stablehlo.multiply %3903, %3904 : tensor<1536x384xf32>
    %3906 = "stablehlo.select"(%3361, %2291, %3905) : (tensor<i1>, tensor<1536x384xf32>, tensor<1536x384xf32>) -> tensor<1536x384xf32>
    %3907 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3908 = stablehlo.divide %2294, %3907 : tensor<384xf32>
    %3909 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3910 = stablehlo.multiply %3908, %3909 : tensor<384xf32>
    %3911 = "stablehlo.select"(%3361, %2294, %3910) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3912 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3913 = stablehlo.divide %2297, %3912 : tensor<384xf32>
    %3914 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3915 = stablehlo.multiply %3913, %3914 : tensor<384xf32>
    %3916 = "stablehlo.select"(%3361, %2297, %3915) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3917 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %3918 = stablehlo.divide %2300, %3917 : tensor<7x7x1x384xf32>
    %3919 = stablehlo.constant dense<1.0> : tensor<7x7x1x384xf32>
    %3920 = stablehlo.multiply %3918, %3919 : tensor<7x7x1x384xf32>
    %3921 = "stablehlo.select"(%3361, %2300, %3920) : (tensor<i1>, tensor<7x7x1x384xf32>, tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %3922 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3923 = stablehlo.divide %2303, %3922 : tensor<384xf32>
    %3924 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3925 = stablehlo.multiply %3923, %3924 : tensor<384xf32>
    %3926 = "stablehlo.select"(%3361, %2303, %3925) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3927 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3928 = stablehlo.divide %2306, %3927 : tensor<384xf32>
    %3929 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3930 = stablehlo.multiply %3928, %3929 : tensor<384xf32>
    %3931 = "stablehlo.select"(%3361, %2306, %3930) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3932 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3933 = stablehlo.divide %2309, %3932 : tensor<384xf32>
    %3934 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3935 = stablehlo.multiply %3933, %3934 : tensor<384xf32>
    %3936 = "stablehlo.select"(%3361, %2309, %3935) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3937 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %3938 = stablehlo.divide %2312, %3937 : tensor<384x1536xf32>
    %3939 = stablehlo.constant dense<1.0> : tensor<384x1536xf32>
    %3940 = stablehlo.multiply %3938, %3939 : tensor<384x1536xf32>
    %3941 = "stablehlo.select"(%3361, %2312, %3940) : (tensor<i1>, tensor<384x1536xf32>, tensor<384x1536xf32>) -> tensor<384x1536xf32>
    %3942 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %3943 = stablehlo.divide %2315, %3942 : tensor<1536xf32>
    %3944 = stablehlo.constant dense<1.0> : tensor<1536xf32>
    %3945 = stablehlo.multiply %3943, %3944 : tensor<1536xf32>
    %3946 = "stablehlo.select"(%3361, %2315, %3945) : (tensor<i1>, tensor<1536xf32>, tensor<1536xf32>) -> tensor<1536xf32>
    %3947 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %3948 = stablehlo.divide %2318, %3947 : tensor<1536x384xf32>
    %3949 = stablehlo.constant dense<1.0> : tensor<1536x384xf32>
    %3950 = stablehlo.multiply %3948, %3949 : tensor<1536x384xf32>
    %3951 = "stablehlo.select"(%3361, %2318, %3950) : (tensor<i1>, tensor<1536x384xf32>, tensor<1536x384xf32>) -> tensor<1536x384xf32>
    %3952 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3953 = stablehlo.divide %2321, %3952 : tensor<384xf32>
    %3954 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3955 = stablehlo.multiply %3953, %3954 : tensor<384xf32>
    %3956 = "stablehlo.select"(%3361, %2321, %3955) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3957 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3958 = stablehlo.divide %2324, %3957 : tensor<384xf32>
    %3959 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3960 = stablehlo.multiply %3958, %3959 : tensor<384xf32>
    %3961 = "stablehlo.select"(%3361, %2324, %3960) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3962 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %3963 = stablehlo.divide %2327, %3962 : tensor<7x7x1x384xf32>
    %3964 = stablehlo.constant dense<1.0> : tensor<7x7x1x384xf32>
    %3965 = stablehlo.multiply %3963, %3964 : tensor<7x7x1x384xf32>
    %3966 = "stablehlo.select"(%3361, %2327, %3965) : (tensor<i1>, tensor<7x7x1x384xf32>, tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %3967 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3968 = stablehlo.divide %2330, %3967 : tensor<384xf32>
    %3969 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3970 = stablehlo.multiply %3968, %3969 : tensor<384xf32>
    %3971 = "stablehlo.select"(%3361, %2330, %3970) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3972 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3973 = stablehlo.divide %2333, %3972 : tensor<384xf32>
    %3974 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3975 = stablehlo.multiply %3973, %3974 : tensor<384xf32>
    %3976 = "stablehlo.select"(%3361, %2333, %3975) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3977 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3978 = stablehlo.divide %2336, %3977 : tensor<384xf32>
    %3979 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3980 = stablehlo.multiply %3978, %3979 : tensor<384xf32>
    %3981 = "stablehlo.select"(%3361, %2336, %3980) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3982 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %3983 = stablehlo.divide %2339, %3982 : tensor<384x1536xf32>
    %3984 = stablehlo.constant dense<1.0> : tensor<384x1536xf32>
    %3985 = stablehlo.multiply %3983, %3984 : tensor<384x1536xf32>
    %3986 = "stablehlo.select"(%3361, %2339, %3985) : (tensor<i1>, tensor<384x1536xf32>, tensor<384x1536xf32>) -> tensor<384x1536xf32>
    %3987 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %3988 = stablehlo.divide %2342, %3987 : tensor<1536xf32>
    %3989 = stablehlo.constant dense<1.0> : tensor<1536xf32>
    %3990 = stablehlo.multiply %3988, %3989 : tensor<1536xf32>
    %3991 = "stablehlo.select"(%3361, %2342, %3990) : (tensor<i1>, tensor<1536xf32>, tensor<1536xf32>) -> tensor<1536xf32>
    %3992 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %3993 = stablehlo.divide %2345, %3992 : tensor<1536x384xf32>
    %3994 = stablehlo.constant dense<1.0> : tensor<1536x384xf32>
    %3995 = stablehlo.multiply %3993, %3994 : tensor<1536x384xf32>
    %3996 = "stablehlo.select"(%3361, %2345, %3995) : (tensor<i1>, tensor<1536x384xf32>, tensor<1536x384xf32>) -> tensor<1536x384xf32>
    %3997 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3998 = stablehlo.divide %2348, %3997 : tensor<384xf32>
    %3999 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %4000 = stablehlo.multiply %3998, %3999 : tensor<384xf32>
    %4001 = "stablehlo.select"(%3361, %2348, %4000) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %4002 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4003 = stablehlo.divide %2351, %4002 : tensor<384xf32>
    %4004 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %4005 = stablehlo.multiply %4003, %4004 : tensor<384xf32>
    %4006 = "stablehlo.select"(%3361, %2351, %4005) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %4007 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %4008 = stablehlo.divide %2354, %4007 : tensor<7x7x1x384xf32>
    %4009 = stablehlo.constant dense<1.0> : tensor<7x7x1x384xf32>
    %4010 = stablehlo.multiply %4008, %4009 : tensor<7x7x1x384xf32>
    %4011 = "stablehlo.select"(%3361, %2354, %4010) : (tensor<i1>, tensor<7x7x1x384xf32>, tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %4012 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4013 = stablehlo.divide %2357, %4012 : tensor<384xf32>
    %4014 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %4015 = stablehlo.multiply %4013, %4014 : tensor<384xf32>
    %4016 = "stablehlo.select"(%3361, %2357, %4015) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %4017 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4018 = stablehlo.divide %2360, %4017 : tensor<384xf32>
    %4019 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %4020 = stablehlo.multiply %4018, %4019 : tensor<384xf32>
    %4021 = "stablehlo.select"(%3361, %2360, %4020) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %4022 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4023 = stablehlo.divide %2363, %4022 : tensor<384xf32>
    %4024 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %4025 = stablehlo.multiply %4023, %4024 : tensor<384xf32>
    %4026 = "stablehlo.select"(%3361, %2363, %4025) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %4027 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %4028 = stablehlo.divide %2366, %4027 : tensor<384x1536xf32>
    %4029 = stablehlo.constant dense<1.0> : tensor<384x1536xf32>
    %4030 = stablehlo.multiply %4028, %4029 : tensor<384x1536xf32>
    %4031 = "stablehlo.select"(%3361, %2366, %4030) : (tensor<i1>, tensor<384x1536xf32>, tensor<384x1536xf32>) -> tensor<384x1536xf32>
    %4032 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %4033 = stablehlo.divide %2369, %4032 : tensor<1536xf32>
    %4034 = stablehlo.constant dense<1.0> : tensor<1536xf32>
    %4035 = stablehlo.multiply %4033, %4034 : tensor<1536xf32>
    %4036 = "stablehlo.select"(%3361, %2369, %4035) : (tensor<i1>, tensor<1536xf32>, tensor<1536xf32>) -> tensor<1536xf32>
    %4037 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %4038 = stablehlo.divide %2372, %4037 : tensor<1536x384xf32>
    %4039 = stablehlo.constant dense<1.0> : tensor<1536x384xf32>
    %4040 = stablehlo.multiply %4038, %4039 : tensor<1536x384xf32>
    %4041 = "stablehlo.select"(%3361, %2372, %4040) : (tensor<i1>, tensor<1536x384xf32>, tensor<1536x384xf32>) -> tensor<1536x384xf32>
    %4042 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4043 = stablehlo.divide %2375, %4042 : tensor<384xf32>
    %4044 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %4045 = stablehlo.multiply %4043, %4044 : tensor<384xf32>
    %4046 = "stablehlo.select"(%3361, %2375, %4045) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %4047 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4048 = stablehlo.divide %2378, %4047 : tensor<384xf32>
    %4049 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %4050 = stablehlo.multiply %4048, %4049 : tensor<384xf32>
    %4051 = "stablehlo.select"(%3361, %2378, %4050) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %4052 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %4053 = stablehlo.divide %2381, %4052 : tensor<7x7x1x384xf32>
    %4054 = stablehlo.constant dense<1.0> : tensor<7x7x1x384xf32>
    %4055 = stablehlo.multiply %4053, %4054 : tensor<7x7x1x384xf32>
    %4056 = "stablehlo.select"(%3361, %2381, %4055) : (tensor<i1>, tensor<7x7x1x384xf32>, tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %4057 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4058 = stablehlo.divide %2384, %4057 : tensor<384xf32>
    %4059 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %4060 = stablehlo.multiply %4058, %4059 : tensor<384xf32>
    %4061 = "stablehlo.select"(%3361, %2384, %4060) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %4062 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4063 = stablehlo.divide %2387, %4062 : tensor<384xf32>
    %4064 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %4065 = stablehlo.multiply %4063, %4064 : tensor<384xf32>
    %4066 = "stablehlo.select"(%3361, %2387, %4065) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %4067 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4068 = stablehlo.divide %2390, %4067 : tensor<384xf32>
    %4069 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %4070 = stablehlo.multiply %4068, %4069 : tensor<384xf32>
    %4071 = "stablehlo.select"(%3361, %2390, %4070) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %4072 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %4073 = stablehlo.divide %2393, %4072 : tensor<384x1536xf32>
    %4074 = stablehlo.constant dense<1.0> : tensor<384x1536xf32>
    %4075 = stablehlo.multiply %4073, %4074 : tensor<384x1536xf32>
    %4076 = "stablehlo.select"(%3361, %2393, %4075) : (tensor<i1>, tensor<384x1536xf32>, tensor<384x1536xf32>) -> tensor<384x1536xf32>
    %4077 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %4078 = stablehlo.divide %2396, %4077 : tensor<1536xf32>
    %4079 = stablehlo.constant dense<1.0> : tensor<1536xf32>
    %4080 = stablehlo.multiply %4078, %4079 : tensor<1536xf32>
    %4081 = "stablehlo.select"(%3361, %2396, %4080) : (tensor<i1>, tensor<1536xf32>, tensor<1536xf32>) -> tensor<1536xf32>
    %4082 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %4083 = stablehlo.divide %2399, %4082 : tensor<1536x384xf32>
    %4084 = stablehlo.constant dense<1.0> : tensor<1536x384xf32>
    %4085 = stablehlo.multiply %4083, %4084 : tensor<1536x384xf32>
    %4086 = "stablehlo.select"(%3361, %2399, %4085) : (tensor<i1>, tensor<1536x384xf32>, tensor<1536x384xf32>) -> tensor<1536x384xf32>
    %4087 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4088 = stablehlo.divide %2402, %4087 : tensor<384xf32>
    %4089 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %4090 = stablehlo.multiply %4088, %4089 : tensor<384xf32>
    %4091 = "stablehlo.select"(%3361, %2402, %4090) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %4092 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4093 = stablehlo.divide %2405, %4092 : tensor<384xf32>
    %4094 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %4095 = stablehlo.multiply %4093, %4094 : tensor<384xf32>
    %4096 = "stablehlo.select"(%3361, %2405, %4095) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %4097 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4098 = stablehlo.divide %2408, %4097 : tensor<384xf32>
    %4099 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %4100 = stablehlo.multiply %4098, %4099 : tensor<384xf32>
    %4101 = "stablehlo.select"(%3361, %2408, %4100) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %4102 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4103 = stablehlo.divide %2411, %4102 : tensor<384xf32>
    %4104 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %4105 = stablehlo.multiply %4103, %4104 : tensor<384xf32>
    %4106 = "stablehlo.select"(%3361, %2411, %4105) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %4107 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x384x768xf32>
    %4108 = stablehlo.divide %2414, %4107 : tensor<2x2x384x768xf32>
    %4109 = stablehlo.constant dense<1.0> : tensor<2x2x384x768xf32>
    %4110 = stablehlo.multiply %4108, %4109 : tensor<2x2x384x768xf32>
    %4111 = "stablehlo.select"(%3361, %2414, %4110) : (tensor<i1>, tensor<2x2x384x768xf32>, tensor<2x2x384x768xf32>) -> tensor<2x2x384x768xf32>
    %4112 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %4113 = stablehlo.divide %2417, %4112 : tensor<768xf32>
    %4114 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %4115 = stablehlo.multiply %4113, %4114 : tensor<768xf32>
    %4116 = "stablehlo.select"(%3361, %2417, %4115) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %4117 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x768xf32>
    %4118 = stablehlo.divide %2420, %4117 : tensor<7x7x1x768xf32>
    %4119 = stablehlo.constant dense<1.0> : tensor<7x7x1x768xf32>
    %4120 = stablehlo.multiply %4118, %4119 : tensor<7x7x1x768xf32>
    %4121 = "stablehlo.select"(%3361, %2420, %4120) : (tensor<i1>, tensor<7x7x1x768xf32>, tensor<7x7x1x768xf32>) -> tensor<7x7x1x768xf32>
    %4122 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %4123 = stablehlo.divide %2423, %4122 : tensor<768xf32>
    %4124 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %4125 = stablehlo.multiply %4123, %4124 : tensor<768xf32>
    %4126 = "stablehlo.select"(%3361, %2423, %4125) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %4127 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %4128 = stablehlo.divide %2426, %4127 : tensor<768xf32>
    %4129 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %4130 = stablehlo.multiply %4128, %4129 : tensor<768xf32>
    %4131 = "stablehlo.select"(%3361, %2426, %4130) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %4132 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %4133 = stablehlo.divide %2429, %4132 : tensor<768xf32>
    %4134 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %4135 = stablehlo.multiply %4133, %4134 : tensor<768xf32>
    %4136 = "stablehlo.select"(%3361, %2429, %4135) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %4137 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x3072xf32>
    %4138 = stablehlo.divide %2432, %4137 : tensor<768x3072xf32>
    %4139 = stablehlo.constant dense<1.0> : tensor<768x3072xf32>
    %4140 = stablehlo.multiply %4138, %4139 : tensor<768x3072xf32>
    %4141 = "stablehlo.select"(%3361, %2432, %4140) : (tensor<i1>, tensor<768x3072xf32>, tensor<768x3072xf32>) -> tensor<768x3072xf32>
    %4142 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072xf32>
    %4143 = stablehlo.divide %2435, %4142 : tensor<3072xf32>
    %4144 = stablehlo.constant dense<1.0> : tensor<3072xf32>
    %4145 = stablehlo.multiply %4143, %4144 : tensor<3072xf32>
    %4146 = "stablehlo.select"(%3361, %2435, %4145) : (tensor<i1>, tensor<3072xf32>, tensor<3072xf32>) -> tensor<3072xf32>
    %4147 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072x768xf32>
    %4148 = stablehlo.divide %2438, %4147 : tensor<3072x768xf32>
    %4149 = stablehlo.constant dense<1.0> : tensor<3072x768xf32>
    %4150 = stablehlo.multiply %4148, %4149 : tensor<3072x768xf32>
    %4151 = "stablehlo.select"(%3361, %2438, %4150) : (tensor<i1>, tensor<3072x768xf32>, tensor<3072x768xf32>) -> tensor<3072x768xf32>
    %4152 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %4153 = stablehlo.divide %2441, %4152 : tensor<768xf32>
    %4154 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %4155 = stablehlo.multiply %4153, %4154 : tensor<768xf32>
    %4156 = "stablehlo.select"(%3361, %2441, %4155) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %4157 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %4158 = stablehlo.divide %2444, %4157 : tensor<768xf32>
    %4159 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %4160 = stablehlo.multiply %4158, %4159 : tensor<768xf32>
    %4161 = "stablehlo.select"(%3361, %2444, %4160) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %4162 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x768xf32>
    %4163 = stablehlo.divide %2447, %4162 : tensor<7x7x1x768xf32>
    %4164 = stablehlo.constant dense<1.0> : tensor<7x7x1x768xf32>
    %4165 = stablehlo.multiply %4163, %4164 : tensor<7x7x1x768xf32>
    %4166 = "stablehlo.select"(%3361, %2447, %4165) : (tensor<i1>, tensor<7x7x1x768xf32>, tensor<7x7x1x768xf32>) -> tensor<7x7x1x768xf32>
    %4167 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %4168 = stablehlo.divide %2450, %4167 : tensor<768xf32>
    %4169 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %4170 = stablehlo.multiply %4168, %4169 : tensor<768xf32>
    %4171 = "stablehlo.select"(%3361, %2450, %4170) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %4172 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %4173 = stablehlo.divide %2453, %4172 : tensor<768xf32>
    %4174 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %4175 = stablehlo.multiply %4173, %4174 : tensor<768xf32>
    %4176 = "stablehlo.select"(%3361, %2453, %4175) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %4177 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %4178 = stablehlo.divide %2456, %4177 : tensor<768xf32>
    %4179 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %4180 = stablehlo.multiply %4178, %4179 : tensor<768xf32>
    %4181 = "stablehlo.select"(%3361, %2456, %4180) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %4182 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x3072xf32>
    %4183 = stablehlo.divide %2459, %4182 : tensor<768x3072xf32>
    %4184 = stablehlo.constant dense<1.0> : tensor<768x3072xf32>
    %4185 = stablehlo.multiply %4183, %4184 : tensor<768x3072xf32>
    %4186 = "stablehlo.select"(%3361, %2459, %4185) : (tensor<i1>, tensor<768x3072xf32>, tensor<768x3072xf32>) -> tensor<768x3072xf32>
    %4187 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072xf32>
    %4188 = stablehlo.divide %2462, %4187 : tensor<3072xf32>
    %4189 = stablehlo.constant dense<1.0> : tensor<3072xf32>
    %4190 = stablehlo.multiply %4188, %4189 : tensor<3072xf32>
    %4191 = "stablehlo.select"(%3361, %2462, %4190) : (tensor<i1>, tensor<3072xf32>, tensor<3072xf32>) -> tensor<3072xf32>
    %4192 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072x768xf32>
    %4193 = stablehlo.divide %2465, %4192 : tensor<3072x768xf32>
    %4194 = stablehlo.constant dense<1.0> : tensor<3072x768xf32>
    %4195 = stablehlo.multiply %4193, %4194 : tensor<3072x768xf32>
    %4196 = "stablehlo.select"(%3361, %2465, %4195) : (tensor<i1>, tensor<3072x768xf32>, tensor<3072x768xf32>) -> tensor<3072x768xf32>
    %4197 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %4198 = stablehlo.divide %2468, %4197 : tensor<768xf32>
    %4199 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %4200 = stablehlo.multiply %4198, %4199 : tensor<768xf32>
    %4201 = "stablehlo.select"(%3361, %2468, %4200) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %4202 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %4203 = stablehlo.divide %2471, %4202 : tensor<768xf32>
    %4204 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %4205 = stablehlo.multiply %4203, %4204 : tensor<768xf32>
    %4206 = "stablehlo.select"(%3361, %2471, %4205) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %4207 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x768xf32>
    %4208 = stablehlo.divide %2474, %4207 : tensor<7x7x1x768xf32>
    %4209 = stablehlo.constant dense<1.0> : tensor<7x7x1x768xf32>
    %4210 = stablehlo.multiply %4208, %4209 : tensor<7x7x1x768xf32>
    %4211 = "stablehlo.select"(%3361, %2474, %4210) : (tensor<i1>, tensor<7x7x1x768xf32>, tensor<7x7x1x768xf32>) -> tensor<7x7x1x768xf32>
    %4212 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %4213 = stablehlo.divide %2477, %4212 : tensor<768xf32>
    %4214 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %4215 = stablehlo.multiply %4213, %4214 : tensor<768xf32>
    %4216 = "stablehlo.select"(%3361, %2477, %4215) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %4217 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %4218 = stablehlo.divide %2480, %4217 : tensor<768xf32>
    %4219 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %4220 = stablehlo.multiply %4218, %4219 : tensor<768xf32>
    %4221 = "stablehlo.select"(%3361, %2480, %4220) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %4222 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %4223 = stablehlo.divide %2483, %4222 : tensor<768xf32>
    %4224 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %4225 = stablehlo.multiply %4223, %4224 : tensor<768xf32>
    %4226 = "stablehlo.select"(%3361, %2483, %4225) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %4227 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x3072xf32>
    %4228 = stablehlo.divide %2486, %4227 : tensor<768x3072xf32>
    %4229 = stablehlo.constant dense<1.0> : tensor<768x3072xf32>
    %4230 = stablehlo.multiply %4228, %4229 : tensor<768x3072xf32>
    %4231 = "stablehlo.select"(%3361, %2486, %4230) : (tensor<i1>, tensor<768x3072xf32>, tensor<768x3072xf32>) -> tensor<768x3072xf32>
    %4232 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072xf32>
    %4233 = stablehlo.divide %2489, %4232 : tensor<3072xf32>
    %4234 = stablehlo.constant dense<1.0> : tensor<3072xf32>
    %4235 = stablehlo.multiply %4233, %4234 : tensor<3072xf32>
    %4236 = "stablehlo.select"(%3361, %2489, %4235) : (tensor<i1>, tensor<3072xf32>, tensor<3072xf32>) -> tensor<3072xf32>
    %4237 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072x768xf32>
    %4238 = stablehlo.divide %2492, %4237 : tensor<3072x768xf32>
    %4239 = stablehlo.constant dense<1.0> : tensor<3072x768xf32>
    %4240 = stablehlo.multiply %4238, %4239 : tensor<3072x768xf32>
    %4241 = "stablehlo.select"(%3361, %2492, %4240) : (tensor<i1>, tensor<3072x768xf32>, tensor<3072x768xf32>) -> tensor<3072x768xf32>
    %4242 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %4243 = stablehlo.divide %2495, %4242 : tensor<768xf32>
    %4244 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %4245 = stablehlo.multiply %4243, %4244 : tensor<768xf32>
    %4246 = "stablehlo.select"(%3361, %2495, %4245) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %4247 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %4248 = stablehlo.divide %2498, %4247 : tensor<768xf32>
    %4249 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %4250 = stablehlo.multiply %4248, %4249 : tensor<768xf32>
    %4251 = "stablehlo.select"(%3361, %2498, %4250) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %4252 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %4253 = stablehlo.divide %2501, %4252 : tensor<768xf32>
    %4254 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %4255 = stablehlo.multiply %4253, %4254 : tensor<768xf32>
    %4256 = "stablehlo.select"(%3361, %2501, %4255) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %4257 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %4258 = stablehlo.divide %2504, %4257 : tensor<768xf32>
    %4259 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %4260 = stablehlo.multiply %4258, %4259 : tensor<768xf32>
    %4261 = "stablehlo.select"(%3361, %2504, %4260) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %4262 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x1000xf32>
    %4263 = stablehlo.divide %2507, %4262 : tensor<768x1000xf32>
    %4264 = stablehlo.constant dense<1.0> : tensor<768x1000xf32>
    %4265 = stablehlo.multiply %4263, %4264 : tensor<768x1000xf32>
    %4266 = "stablehlo.select"(%3361, %2507, %4265) : (tensor<i1>, tensor<768x1000xf32>, tensor<768x1000xf32>) -> tensor<768x1000xf32>
    %4267 = "stablehlo.broadcast_in_dim"(%3359) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1000xf32>
    %4268 = stablehlo.divide %2510, %4267 : tensor<1000xf32>
    %4269 = stablehlo.constant dense<1.0> : tensor<1000xf32>
    %4270 = stablehlo.multiply %4268, %4269 : tensor<1000xf32>
    %4271 = "stablehlo.select"(%3361, %2510, %4270) : (tensor<i1>, tensor<1000xf32>, tensor<1000xf32>) -> tensor<1000xf32>
    %4272 = stablehlo.constant dense<0.9> : tensor<4x4x3x96xf32>
    %4273 = stablehlo.multiply %4272, %m.stem.conv.w : tensor<4x4x3x96xf32>
    %4274 = stablehlo.constant dense<0.1> : tensor<4x4x3x96xf32>
    %4275 = stablehlo.multiply %4274, %3366 : tensor<4x4x3x96xf32>
    %4276 = stablehlo.add %4273, %4275 : tensor<4x4x3x96xf32>
    %4277 = stablehlo.constant dense<0.999> : tensor<4x4x3x96xf32>
    %4278 = stablehlo.multiply %4277, %v.stem.conv.w : tensor<4x4x3x96xf32>
    %4279 = stablehlo.constant dense<0.001> : tensor<4x4x3x96xf32>
    %4280 = stablehlo.multiply %3366, %3366 : tensor<4x4x3x96xf32>
    %4281 = stablehlo.multiply %4279, %4280 : tensor<4x4x3x96xf32>
    %4282 = stablehlo.add %4278, %4281 : tensor<4x4x3x96xf32>
    %4283 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x4x3x96xf32>
    %4284 = stablehlo.divide %4276, %4283 : tensor<4x4x3x96xf32>
    %4285 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x4x3x96xf32>
    %4286 = stablehlo.divide %4282, %4285 : tensor<4x4x3x96xf32>
    %4287 = stablehlo.sqrt %4286 : tensor<4x4x3x96xf32>
    %4288 = stablehlo.constant dense<1.0e-08> : tensor<4x4x3x96xf32>
    %4289 = stablehlo.add %4287, %4288 : tensor<4x4x3x96xf32>
    %4290 = stablehlo.divide %4284, %4289 : tensor<4x4x3x96xf32>
    %4291 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %4292 = stablehlo.multiply %4291, %m.stem.conv.b : tensor<96xf32>
    %4293 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %4294 = stablehlo.multiply %4293, %3371 : tensor<96xf32>
    %4295 = stablehlo.add %4292, %4294 : tensor<96xf32>
    %4296 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %4297 = stablehlo.multiply %4296, %v.stem.conv.b : tensor<96xf32>
    %4298 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %4299 = stablehlo.multiply %3371, %3371 : tensor<96xf32>
    %4300 = stablehlo.multiply %4298, %4299 : tensor<96xf32>
    %4301 = stablehlo.add %4297, %4300 : tensor<96xf32>
    %4302 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4303 = stablehlo.divide %4295, %4302 : tensor<96xf32>
    %4304 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4305 = stablehlo.divide %4301, %4304 : tensor<96xf32>
    %4306 = stablehlo.sqrt %4305 : tensor<96xf32>
    %4307 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %4308 = stablehlo.add %4306, %4307 : tensor<96xf32>
    %4309 = stablehlo.divide %4303, %4308 : tensor<96xf32>
    %4310 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %4311 = stablehlo.multiply %4310, %m.stem.norm.g : tensor<96xf32>
    %4312 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %4313 = stablehlo.multiply %4312, %3376 : tensor<96xf32>
    %4314 = stablehlo.add %4311, %4313 : tensor<96xf32>
    %4315 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %4316 = stablehlo.multiply %4315, %v.stem.norm.g : tensor<96xf32>
    %4317 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %4318 = stablehlo.multiply %3376, %3376 : tensor<96xf32>
    %4319 = stablehlo.multiply %4317, %4318 : tensor<96xf32>
    %4320 = stablehlo.add %4316, %4319 : tensor<96xf32>
    %4321 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4322 = stablehlo.divide %4314, %4321 : tensor<96xf32>
    %4323 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4324 = stablehlo.divide %4320, %4323 : tensor<96xf32>
    %4325 = stablehlo.sqrt %4324 : tensor<96xf32>
    %4326 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %4327 = stablehlo.add %4325, %4326 : tensor<96xf32>
    %4328 = stablehlo.divide %4322, %4327 : tensor<96xf32>
    %4329 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %4330 = stablehlo.multiply %4329, %m.stem.norm.b : tensor<96xf32>
    %4331 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %4332 = stablehlo.multiply %4331, %3381 : tensor<96xf32>
    %4333 = stablehlo.add %4330, %4332 : tensor<96xf32>
    %4334 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %4335 = stablehlo.multiply %4334, %v.stem.norm.b : tensor<96xf32>
    %4336 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %4337 = stablehlo.multiply %3381, %3381 : tensor<96xf32>
    %4338 = stablehlo.multiply %4336, %4337 : tensor<96xf32>
    %4339 = stablehlo.add %4335, %4338 : tensor<96xf32>
    %4340 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4341 = stablehlo.divide %4333, %4340 : tensor<96xf32>
    %4342 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4343 = stablehlo.divide %4339, %4342 : tensor<96xf32>
    %4344 = stablehlo.sqrt %4343 : tensor<96xf32>
    %4345 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %4346 = stablehlo.add %4344, %4345 : tensor<96xf32>
    %4347 = stablehlo.divide %4341, %4346 : tensor<96xf32>
    %4348 = stablehlo.constant dense<0.9> : tensor<7x7x1x96xf32>
    %4349 = stablehlo.multiply %4348, %m.stages.0.blocks.0.dwconv.w : tensor<7x7x1x96xf32>
    %4350 = stablehlo.constant dense<0.1> : tensor<7x7x1x96xf32>
    %4351 = stablehlo.multiply %4350, %3386 : tensor<7x7x1x96xf32>
    %4352 = stablehlo.add %4349, %4351 : tensor<7x7x1x96xf32>
    %4353 = stablehlo.constant dense<0.999> : tensor<7x7x1x96xf32>
    %4354 = stablehlo.multiply %4353, %v.stages.0.blocks.0.dwconv.w : tensor<7x7x1x96xf32>
    %4355 = stablehlo.constant dense<0.001> : tensor<7x7x1x96xf32>
    %4356 = stablehlo.multiply %3386, %3386 : tensor<7x7x1x96xf32>
    %4357 = stablehlo.multiply %4355, %4356 : tensor<7x7x1x96xf32>
    %4358 = stablehlo.add %4354, %4357 : tensor<7x7x1x96xf32>
    %4359 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x96xf32>
    %4360 = stablehlo.divide %4352, %4359 : tensor<7x7x1x96xf32>
    %4361 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x96xf32>
    %4362 = stablehlo.divide %4358, %4361 : tensor<7x7x1x96xf32>
    %4363 = stablehlo.sqrt %4362 : tensor<7x7x1x96xf32>
    %4364 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x96xf32>
    %4365 = stablehlo.add %4363, %4364 : tensor<7x7x1x96xf32>
    %4366 = stablehlo.divide %4360, %4365 : tensor<7x7x1x96xf32>
    %4367 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %4368 = stablehlo.multiply %4367, %m.stages.0.blocks.0.dwconv.b : tensor<96xf32>
    %4369 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %4370 = stablehlo.multiply %4369, %3391 : tensor<96xf32>
    %4371 = stablehlo.add %4368, %4370 : tensor<96xf32>
    %4372 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %4373 = stablehlo.multiply %4372, %v.stages.0.blocks.0.dwconv.b : tensor<96xf32>
    %4374 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %4375 = stablehlo.multiply %3391, %3391 : tensor<96xf32>
    %4376 = stablehlo.multiply %4374, %4375 : tensor<96xf32>
    %4377 = stablehlo.add %4373, %4376 : tensor<96xf32>
    %4378 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4379 = stablehlo.divide %4371, %4378 : tensor<96xf32>
    %4380 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4381 = stablehlo.divide %4377, %4380 : tensor<96xf32>
    %4382 = stablehlo.sqrt %4381 : tensor<96xf32>
    %4383 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %4384 = stablehlo.add %4382, %4383 : tensor<96xf32>
    %4385 = stablehlo.divide %4379, %4384 : tensor<96xf32>
    %4386 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %4387 = stablehlo.multiply %4386, %m.stages.0.blocks.0.norm.g : tensor<96xf32>
    %4388 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %4389 = stablehlo.multiply %4388, %3396 : tensor<96xf32>
    %4390 = stablehlo.add %4387, %4389 : tensor<96xf32>
    %4391 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %4392 = stablehlo.multiply %4391, %v.stages.0.blocks.0.norm.g : tensor<96xf32>
    %4393 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %4394 = stablehlo.multiply %3396, %3396 : tensor<96xf32>
    %4395 = stablehlo.multiply %4393, %4394 : tensor<96xf32>
    %4396 = stablehlo.add %4392, %4395 : tensor<96xf32>
    %4397 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4398 = stablehlo.divide %4390, %4397 : tensor<96xf32>
    %4399 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4400 = stablehlo.divide %4396, %4399 : tensor<96xf32>
    %4401 = stablehlo.sqrt %4400 : tensor<96xf32>
    %4402 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %4403 = stablehlo.add %4401, %4402 : tensor<96xf32>
    %4404 = stablehlo.divide %4398, %4403 : tensor<96xf32>
    %4405 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %4406 = stablehlo.multiply %4405, %m.stages.0.blocks.0.norm.b : tensor<96xf32>
    %4407 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %4408 = stablehlo.multiply %4407, %3401 : tensor<96xf32>
    %4409 = stablehlo.add %4406, %4408 : tensor<96xf32>
    %4410 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %4411 = stablehlo.multiply %4410, %v.stages.0.blocks.0.norm.b : tensor<96xf32>
    %4412 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %4413 = stablehlo.multiply %3401, %3401 : tensor<96xf32>
    %4414 = stablehlo.multiply %4412, %4413 : tensor<96xf32>
    %4415 = stablehlo.add %4411, %4414 : tensor<96xf32>
    %4416 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4417 = stablehlo.divide %4409, %4416 : tensor<96xf32>
    %4418 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4419 = stablehlo.divide %4415, %4418 : tensor<96xf32>
    %4420 = stablehlo.sqrt %4419 : tensor<96xf32>
    %4421 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %4422 = stablehlo.add %4420, %4421 : tensor<96xf32>
    %4423 = stablehlo.divide %4417, %4422 : tensor<96xf32>
    %4424 = stablehlo.constant dense<0.9> : tensor<96x384xf32>
    %4425 = stablehlo.multiply %4424, %m.stages.0.blocks.0.fc1.w : tensor<96x384xf32>
    %4426 = stablehlo.constant dense<0.1> : tensor<96x384xf32>
    %4427 = stablehlo.multiply %4426, %3406 : tensor<96x384xf32>
    %4428 = stablehlo.add %4425, %4427 : tensor<96x384xf32>
    %4429 = stablehlo.constant dense<0.999> : tensor<96x384xf32>
    %4430 = stablehlo.multiply %4429, %v.stages.0.blocks.0.fc1.w : tensor<96x384xf32>
    %4431 = stablehlo.constant dense<0.001> : tensor<96x384xf32>
    %4432 = stablehlo.multiply %3406, %3406 : tensor<96x384xf32>
    %4433 = stablehlo.multiply %4431, %4432 : tensor<96x384xf32>
    %4434 = stablehlo.add %4430, %4433 : tensor<96x384xf32>
    %4435 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96x384xf32>
    %4436 = stablehlo.divide %4428, %4435 : tensor<96x384xf32>
    %4437 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96x384xf32>
    %4438 = stablehlo.divide %4434, %4437 : tensor<96x384xf32>
    %4439 = stablehlo.sqrt %4438 : tensor<96x384xf32>
    %4440 = stablehlo.constant dense<1.0e-08> : tensor<96x384xf32>
    %4441 = stablehlo.add %4439, %4440 : tensor<96x384xf32>
    %4442 = stablehlo.divide %4436, %4441 : tensor<96x384xf32>
    %4443 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %4444 = stablehlo.multiply %4443, %m.stages.0.blocks.0.fc1.b : tensor<384xf32>
    %4445 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %4446 = stablehlo.multiply %4445, %3411 : tensor<384xf32>
    %4447 = stablehlo.add %4444, %4446 : tensor<384xf32>
    %4448 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %4449 = stablehlo.multiply %4448, %v.stages.0.blocks.0.fc1.b : tensor<384xf32>
    %4450 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %4451 = stablehlo.multiply %3411, %3411 : tensor<384xf32>
    %4452 = stablehlo.multiply %4450, %4451 : tensor<384xf32>
    %4453 = stablehlo.add %4449, %4452 : tensor<384xf32>
    %4454 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4455 = stablehlo.divide %4447, %4454 : tensor<384xf32>
    %4456 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4457 = stablehlo.divide %4453, %4456 : tensor<384xf32>
    %4458 = stablehlo.sqrt %4457 : tensor<384xf32>
    %4459 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %4460 = stablehlo.add %4458, %4459 : tensor<384xf32>
    %4461 = stablehlo.divide %4455, %4460 : tensor<384xf32>
    %4462 = stablehlo.constant dense<0.9> : tensor<384x96xf32>
    %4463 = stablehlo.multiply %4462, %m.stages.0.blocks.0.fc2.w : tensor<384x96xf32>
    %4464 = stablehlo.constant dense<0.1> : tensor<384x96xf32>
    %4465 = stablehlo.multiply %4464, %3416 : tensor<384x96xf32>
    %4466 = stablehlo.add %4463, %4465 : tensor<384x96xf32>
    %4467 = stablehlo.constant dense<0.999> : tensor<384x96xf32>
    %4468 = stablehlo.multiply %4467, %v.stages.0.blocks.0.fc2.w : tensor<384x96xf32>
    %4469 = stablehlo.constant dense<0.001> : tensor<384x96xf32>
    %4470 = stablehlo.multiply %3416, %3416 : tensor<384x96xf32>
    %4471 = stablehlo.multiply %4469, %4470 : tensor<384x96xf32>
    %4472 = stablehlo.add %4468, %4471 : tensor<384x96xf32>
    %4473 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x96xf32>
    %4474 = stablehlo.divide %4466, %4473 : tensor<384x96xf32>
    %4475 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x96xf32>
    %4476 = stablehlo.divide %4472, %4475 : tensor<384x96xf32>
    %4477 = stablehlo.sqrt %4476 : tensor<384x96xf32>
    %4478 = stablehlo.constant dense<1.0e-08> : tensor<384x96xf32>
    %4479 = stablehlo.add %4477, %4478 : tensor<384x96xf32>
    %4480 = stablehlo.divide %4474, %4479 : tensor<384x96xf32>
    %4481 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %4482 = stablehlo.multiply %4481, %m.stages.0.blocks.0.fc2.b : tensor<96xf32>
    %4483 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %4484 = stablehlo.multiply %4483, %3421 : tensor<96xf32>
    %4485 = stablehlo.add %4482, %4484 : tensor<96xf32>
    %4486 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %4487 = stablehlo.multiply %4486, %v.stages.0.blocks.0.fc2.b : tensor<96xf32>
    %4488 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %4489 = stablehlo.multiply %3421, %3421 : tensor<96xf32>
    %4490 = stablehlo.multiply %4488, %4489 : tensor<96xf32>
    %4491 = stablehlo.add %4487, %4490 : tensor<96xf32>
    %4492 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4493 = stablehlo.divide %4485, %4492 : tensor<96xf32>
    %4494 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4495 = stablehlo.divide %4491, %4494 : tensor<96xf32>
    %4496 = stablehlo.sqrt %4495 : tensor<96xf32>
    %4497 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %4498 = stablehlo.add %4496, %4497 : tensor<96xf32>
    %4499 = stablehlo.divide %4493, %4498 : tensor<96xf32>
    %4500 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %4501 = stablehlo.multiply %4500, %m.stages.0.blocks.0.gamma : tensor<96xf32>
    %4502 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %4503 = stablehlo.multiply %4502, %3426 : tensor<96xf32>
    %4504 = stablehlo.add %4501, %4503 : tensor<96xf32>
    %4505 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %4506 = stablehlo.multiply %4505, %v.stages.0.blocks.0.gamma : tensor<96xf32>
    %4507 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %4508 = stablehlo.multiply %3426, %3426 : tensor<96xf32>
    %4509 = stablehlo.multiply %4507, %4508 : tensor<96xf32>
    %4510 = stablehlo.add %4506, %4509 : tensor<96xf32>
    %4511 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4512 = stablehlo.divide %4504, %4511 : tensor<96xf32>
    %4513 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4514 = stablehlo.divide %4510, %4513 : tensor<96xf32>
    %4515 = stablehlo.sqrt %4514 : tensor<96xf32>
    %4516 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %4517 = stablehlo.add %4515, %4516 : tensor<96xf32>
    %4518 = stablehlo.divide %4512, %4517 : tensor<96xf32>
    %4519 = stablehlo.constant dense<0.9> : tensor<7x7x1x96xf32>
    %4520 = stablehlo.multiply %4519, %m.stages.0.blocks.1.dwconv.w : tensor<7x7x1x96xf32>
    %4521 = stablehlo.constant dense<0.1> : tensor<7x7x1x96xf32>
    %4522 = stablehlo.multiply %4521, %3431 : tensor<7x7x1x96xf32>
    %4523 = stablehlo.add %4520, %4522 : tensor<7x7x1x96xf32>
    %4524 = stablehlo.constant dense<0.999> : tensor<7x7x1x96xf32>
    %4525 = stablehlo.multiply %4524, %v.stages.0.blocks.1.dwconv.w : tensor<7x7x1x96xf32>
    %4526 = stablehlo.constant dense<0.001> : tensor<7x7x1x96xf32>
    %4527 = stablehlo.multiply %3431, %3431 : tensor<7x7x1x96xf32>
    %4528 = stablehlo.multiply %4526, %4527 : tensor<7x7x1x96xf32>
    %4529 = stablehlo.add %4525, %4528 : tensor<7x7x1x96xf32>
    %4530 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x96xf32>
    %4531 = stablehlo.divide %4523, %4530 : tensor<7x7x1x96xf32>
    %4532 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x96xf32>
    %4533 = stablehlo.divide %4529, %4532 : tensor<7x7x1x96xf32>
    %4534 = stablehlo.sqrt %4533 : tensor<7x7x1x96xf32>
    %4535 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x96xf32>
    %4536 = stablehlo.add %4534, %4535 : tensor<7x7x1x96xf32>
    %4537 = stablehlo.divide %4531, %4536 : tensor<7x7x1x96xf32>
    %4538 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %4539 = stablehlo.multiply %4538, %m.stages.0.blocks.1.dwconv.b : tensor<96xf32>
    %4540 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %4541 = stablehlo.multiply %4540, %3436 : tensor<96xf32>
    %4542 = stablehlo.add %4539, %4541 : tensor<96xf32>
    %4543 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %4544 = stablehlo.multiply %4543, %v.stages.0.blocks.1.dwconv.b : tensor<96xf32>
    %4545 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %4546 = stablehlo.multiply %3436, %3436 : tensor<96xf32>
    %4547 = stablehlo.multiply %4545, %4546 : tensor<96xf32>
    %4548 = stablehlo.add %4544, %4547 : tensor<96xf32>
    %4549 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4550 = stablehlo.divide %4542, %4549 : tensor<96xf32>
    %4551 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4552 = stablehlo.divide %4548, %4551 : tensor<96xf32>
    %4553 = stablehlo.sqrt %4552 : tensor<96xf32>
    %4554 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %4555 = stablehlo.add %4553, %4554 : tensor<96xf32>
    %4556 = stablehlo.divide %4550, %4555 : tensor<96xf32>
    %4557 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %4558 = stablehlo.multiply %4557, %m.stages.0.blocks.1.norm.g : tensor<96xf32>
    %4559 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %4560 = stablehlo.multiply %4559, %3441 : tensor<96xf32>
    %4561 = stablehlo.add %4558, %4560 : tensor<96xf32>
    %4562 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %4563 = stablehlo.multiply %4562, %v.stages.0.blocks.1.norm.g : tensor<96xf32>
    %4564 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %4565 = stablehlo.multiply %3441, %3441 : tensor<96xf32>
    %4566 = stablehlo.multiply %4564, %4565 : tensor<96xf32>
    %4567 = stablehlo.add %4563, %4566 : tensor<96xf32>
    %4568 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4569 = stablehlo.divide %4561, %4568 : tensor<96xf32>
    %4570 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4571 = stablehlo.divide %4567, %4570 : tensor<96xf32>
    %4572 = stablehlo.sqrt %4571 : tensor<96xf32>
    %4573 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %4574 = stablehlo.add %4572, %4573 : tensor<96xf32>
    %4575 = stablehlo.divide %4569, %4574 : tensor<96xf32>
    %4576 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %4577 = stablehlo.multiply %4576, %m.stages.0.blocks.1.norm.b : tensor<96xf32>
    %4578 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %4579 = stablehlo.multiply %4578, %3446 : tensor<96xf32>
    %4580 = stablehlo.add %4577, %4579 : tensor<96xf32>
    %4581 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %4582 = stablehlo.multiply %4581, %v.stages.0.blocks.1.norm.b : tensor<96xf32>
    %4583 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %4584 = stablehlo.multiply %3446, %3446 : tensor<96xf32>
    %4585 = stablehlo.multiply %4583, %4584 : tensor<96xf32>
    %4586 = stablehlo.add %4582, %4585 : tensor<96xf32>
    %4587 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4588 = stablehlo.divide %4580, %4587 : tensor<96xf32>
    %4589 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4590 = stablehlo.divide %4586, %4589 : tensor<96xf32>
    %4591 = stablehlo.sqrt %4590 : tensor<96xf32>
    %4592 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %4593 = stablehlo.add %4591, %4592 : tensor<96xf32>
    %4594 = stablehlo.divide %4588, %4593 : tensor<96xf32>
    %4595 = stablehlo.constant dense<0.9> : tensor<96x384xf32>
    %4596 = stablehlo.multiply %4595, %m.stages.0.blocks.1.fc1.w : tensor<96x384xf32>
    %4597 = stablehlo.constant dense<0.1> : tensor<96x384xf32>
    %4598 = stablehlo.multiply %4597, %3451 : tensor<96x384xf32>
    %4599 = stablehlo.add %4596, %4598 : tensor<96x384xf32>
    %4600 = stablehlo.constant dense<0.999> : tensor<96x384xf32>
    %4601 = stablehlo.multiply %4600, %v.stages.0.blocks.1.fc1.w : tensor<96x384xf32>
    %4602 = stablehlo.constant dense<0.001> : tensor<96x384xf32>
    %4603 = stablehlo.multiply %3451, %3451 : tensor<96x384xf32>
    %4604 = stablehlo.multiply %4602, %4603 : tensor<96x384xf32>
    %4605 = stablehlo.add %4601, %4604 : tensor<96x384xf32>
    %4606 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96x384xf32>
    %4607 = stablehlo.divide %4599, %4606 : tensor<96x384xf32>
    %4608 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96x384xf32>
    %4609 = stablehlo.divide %4605, %4608 : tensor<96x384xf32>
    %4610 = stablehlo.sqrt %4609 : tensor<96x384xf32>
    %4611 = stablehlo.constant dense<1.0e-08> : tensor<96x384xf32>
    %4612 = stablehlo.add %4610, %4611 : tensor<96x384xf32>
    %4613 = stablehlo.divide %4607, %4612 : tensor<96x384xf32>
    %4614 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %4615 = stablehlo.multiply %4614, %m.stages.0.blocks.1.fc1.b : tensor<384xf32>
    %4616 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %4617 = stablehlo.multiply %4616, %3456 : tensor<384xf32>
    %4618 = stablehlo.add %4615, %4617 : tensor<384xf32>
    %4619 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %4620 = stablehlo.multiply %4619, %v.stages.0.blocks.1.fc1.b : tensor<384xf32>
    %4621 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %4622 = stablehlo.multiply %3456, %3456 : tensor<384xf32>
    %4623 = stablehlo.multiply %4621, %4622 : tensor<384xf32>
    %4624 = stablehlo.add %4620, %4623 : tensor<384xf32>
    %4625 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4626 = stablehlo.divide %4618, %4625 : tensor<384xf32>
    %4627 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4628 = stablehlo.divide %4624, %4627 : tensor<384xf32>
    %4629 = stablehlo.sqrt %4628 : tensor<384xf32>
    %4630 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %4631 = stablehlo.add %4629, %4630 : tensor<384xf32>
    %4632 = stablehlo.divide %4626, %4631 : tensor<384xf32>
    %4633 = stablehlo.constant dense<0.9> : tensor<384x96xf32>
    %4634 = stablehlo.multiply %4633, %m.stages.0.blocks.1.fc2.w : tensor<384x96xf32>
    %4635 = stablehlo.constant dense<0.1> : tensor<384x96xf32>
    %4636 = stablehlo.multiply %4635, %3461 : tensor<384x96xf32>
    %4637 = stablehlo.add %4634, %4636 : tensor<384x96xf32>
    %4638 = stablehlo.constant dense<0.999> : tensor<384x96xf32>
    %4639 = stablehlo.multiply %4638, %v.stages.0.blocks.1.fc2.w : tensor<384x96xf32>
    %4640 = stablehlo.constant dense<0.001> : tensor<384x96xf32>
    %4641 = stablehlo.multiply %3461, %3461 : tensor<384x96xf32>
    %4642 = stablehlo.multiply %4640, %4641 : tensor<384x96xf32>
    %4643 = stablehlo.add %4639, %4642 : tensor<384x96xf32>
    %4644 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x96xf32>
    %4645 = stablehlo.divide %4637, %4644 : tensor<384x96xf32>
    %4646 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x96xf32>
    %4647 = stablehlo.divide %4643, %4646 : tensor<384x96xf32>
    %4648 = stablehlo.sqrt %4647 : tensor<384x96xf32>
    %4649 = stablehlo.constant dense<1.0e-08> : tensor<384x96xf32>
    %4650 = stablehlo.add %4648, %4649 : tensor<384x96xf32>
    %4651 = stablehlo.divide %4645, %4650 : tensor<384x96xf32>
    %4652 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %4653 = stablehlo.multiply %4652, %m.stages.0.blocks.1.fc2.b : tensor<96xf32>
    %4654 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %4655 = stablehlo.multiply %4654, %3466 : tensor<96xf32>
    %4656 = stablehlo.add %4653, %4655 : tensor<96xf32>
    %4657 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %4658 = stablehlo.multiply %4657, %v.stages.0.blocks.1.fc2.b : tensor<96xf32>
    %4659 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %4660 = stablehlo.multiply %3466, %3466 : tensor<96xf32>
    %4661 = stablehlo.multiply %4659, %4660 : tensor<96xf32>
    %4662 = stablehlo.add %4658, %4661 : tensor<96xf32>
    %4663 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4664 = stablehlo.divide %4656, %4663 : tensor<96xf32>
    %4665 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4666 = stablehlo.divide %4662, %4665 : tensor<96xf32>
    %4667 = stablehlo.sqrt %4666 : tensor<96xf32>
    %4668 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %4669 = stablehlo.add %4667, %4668 : tensor<96xf32>
    %4670 = stablehlo.divide %4664, %4669 : tensor<96xf32>
    %4671 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %4672 = stablehlo.multiply %4671, %m.stages.0.blocks.1.gamma : tensor<96xf32>
    %4673 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %4674 = stablehlo.multiply %4673, %3471 : tensor<96xf32>
    %4675 = stablehlo.add %4672, %4674 : tensor<96xf32>
    %4676 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %4677 = stablehlo.multiply %4676, %v.stages.0.blocks.1.gamma : tensor<96xf32>
    %4678 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %4679 = stablehlo.multiply %3471, %3471 : tensor<96xf32>
    %4680 = stablehlo.multiply %4678, %4679 : tensor<96xf32>
    %4681 = stablehlo.add %4677, %4680 : tensor<96xf32>
    %4682 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4683 = stablehlo.divide %4675, %4682 : tensor<96xf32>
    %4684 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4685 = stablehlo.divide %4681, %4684 : tensor<96xf32>
    %4686 = stablehlo.sqrt %4685 : tensor<96xf32>
    %4687 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %4688 = stablehlo.add %4686, %4687 : tensor<96xf32>
    %4689 = stablehlo.divide %4683, %4688 : tensor<96xf32>
    %4690 = stablehlo.constant dense<0.9> : tensor<7x7x1x96xf32>
    %4691 = stablehlo.multiply %4690, %m.stages.0.blocks.2.dwconv.w : tensor<7x7x1x96xf32>
    %4692 = stablehlo.constant dense<0.1> : tensor<7x7x1x96xf32>
    %4693 = stablehlo.multiply %4692, %3476 : tensor<7x7x1x96xf32>
    %4694 = stablehlo.add %4691, %4693 : tensor<7x7x1x96xf32>
    %4695 = stablehlo.constant dense<0.999> : tensor<7x7x1x96xf32>
    %4696 = stablehlo.multiply %4695, %v.stages.0.blocks.2.dwconv.w : tensor<7x7x1x96xf32>
    %4697 = stablehlo.constant dense<0.001> : tensor<7x7x1x96xf32>
    %4698 = stablehlo.multiply %3476, %3476 : tensor<7x7x1x96xf32>
    %4699 = stablehlo.multiply %4697, %4698 : tensor<7x7x1x96xf32>
    %4700 = stablehlo.add %4696, %4699 : tensor<7x7x1x96xf32>
    %4701 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x96xf32>
    %4702 = stablehlo.divide %4694, %4701 : tensor<7x7x1x96xf32>
    %4703 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x96xf32>
    %4704 = stablehlo.divide %4700, %4703 : tensor<7x7x1x96xf32>
    %4705 = stablehlo.sqrt %4704 : tensor<7x7x1x96xf32>
    %4706 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x96xf32>
    %4707 = stablehlo.add %4705, %4706 : tensor<7x7x1x96xf32>
    %4708 = stablehlo.divide %4702, %4707 : tensor<7x7x1x96xf32>
    %4709 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %4710 = stablehlo.multiply %4709, %m.stages.0.blocks.2.dwconv.b : tensor<96xf32>
    %4711 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %4712 = stablehlo.multiply %4711, %3481 : tensor<96xf32>
    %4713 = stablehlo.add %4710, %4712 : tensor<96xf32>
    %4714 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %4715 = stablehlo.multiply %4714, %v.stages.0.blocks.2.dwconv.b : tensor<96xf32>
    %4716 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %4717 = stablehlo.multiply %3481, %3481 : tensor<96xf32>
    %4718 = stablehlo.multiply %4716, %4717 : tensor<96xf32>
    %4719 = stablehlo.add %4715, %4718 : tensor<96xf32>
    %4720 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4721 = stablehlo.divide %4713, %4720 : tensor<96xf32>
    %4722 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4723 = stablehlo.divide %4719, %4722 : tensor<96xf32>
    %4724 = stablehlo.sqrt %4723 : tensor<96xf32>
    %4725 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %4726 = stablehlo.add %4724, %4725 : tensor<96xf32>
    %4727 = stablehlo.divide %4721, %4726 : tensor<96xf32>
    %4728 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %4729 = stablehlo.multiply %4728, %m.stages.0.blocks.2.norm.g : tensor<96xf32>
    %4730 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %4731 = stablehlo.multiply %4730, %3486 : tensor<96xf32>
    %4732 = stablehlo.add %4729, %4731 : tensor<96xf32>
    %4733 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %4734 = stablehlo.multiply %4733, %v.stages.0.blocks.2.norm.g : tensor<96xf32>
    %4735 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %4736 = stablehlo.multiply %3486, %3486 : tensor<96xf32>
    %4737 = stablehlo.multiply %4735, %4736 : tensor<96xf32>
    %4738 = stablehlo.add %4734, %4737 : tensor<96xf32>
    %4739 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4740 = stablehlo.divide %4732, %4739 : tensor<96xf32>
    %4741 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4742 = stablehlo.divide %4738, %4741 : tensor<96xf32>
    %4743 = stablehlo.sqrt %4742 : tensor<96xf32>
    %4744 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %4745 = stablehlo.add %4743, %4744 : tensor<96xf32>
    %4746 = stablehlo.divide %4740, %4745 : tensor<96xf32>
    %4747 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %4748 = stablehlo.multiply %4747, %m.stages.0.blocks.2.norm.b : tensor<96xf32>
    %4749 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %4750 = stablehlo.multiply %4749, %3491 : tensor<96xf32>
    %4751 = stablehlo.add %4748, %4750 : tensor<96xf32>
    %4752 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %4753 = stablehlo.multiply %4752, %v.stages.0.blocks.2.norm.b : tensor<96xf32>
    %4754 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %4755 = stablehlo.multiply %3491, %3491 : tensor<96xf32>
    %4756 = stablehlo.multiply %4754, %4755 : tensor<96xf32>
    %4757 = stablehlo.add %4753, %4756 : tensor<96xf32>
    %4758 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4759 = stablehlo.divide %4751, %4758 : tensor<96xf32>
    %4760 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4761 = stablehlo.divide %4757, %4760 : tensor<96xf32>
    %4762 = stablehlo.sqrt %4761 : tensor<96xf32>
    %4763 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %4764 = stablehlo.add %4762, %4763 : tensor<96xf32>
    %4765 = stablehlo.divide %4759, %4764 : tensor<96xf32>
    %4766 = stablehlo.constant dense<0.9> : tensor<96x384xf32>
    %4767 = stablehlo.multiply %4766, %m.stages.0.blocks.2.fc1.w : tensor<96x384xf32>
    %4768 = stablehlo.constant dense<0.1> : tensor<96x384xf32>
    %4769 = stablehlo.multiply %4768, %3496 : tensor<96x384xf32>
    %4770 = stablehlo.add %4767, %4769 : tensor<96x384xf32>
    %4771 = stablehlo.constant dense<0.999> : tensor<96x384xf32>
    %4772 = stablehlo.multiply %4771, %v.stages.0.blocks.2.fc1.w : tensor<96x384xf32>
    %4773 = stablehlo.constant dense<0.001> : tensor<96x384xf32>
    %4774 = stablehlo.multiply %3496, %3496 : tensor<96x384xf32>
    %4775 = stablehlo.multiply %4773, %4774 : tensor<96x384xf32>
    %4776 = stablehlo.add %4772, %4775 : tensor<96x384xf32>
    %4777 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96x384xf32>
    %4778 = stablehlo.divide %4770, %4777 : tensor<96x384xf32>
    %4779 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96x384xf32>
    %4780 = stablehlo.divide %4776, %4779 : tensor<96x384xf32>
    %4781 = stablehlo.sqrt %4780 : tensor<96x384xf32>
    %4782 = stablehlo.constant dense<1.0e-08> : tensor<96x384xf32>
    %4783 = stablehlo.add %4781, %4782 : tensor<96x384xf32>
    %4784 = stablehlo.divide %4778, %4783 : tensor<96x384xf32>
    %4785 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %4786 = stablehlo.multiply %4785, %m.stages.0.blocks.2.fc1.b : tensor<384xf32>
    %4787 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %4788 = stablehlo.multiply %4787, %3501 : tensor<384xf32>
    %4789 = stablehlo.add %4786, %4788 : tensor<384xf32>
    %4790 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %4791 = stablehlo.multiply %4790, %v.stages.0.blocks.2.fc1.b : tensor<384xf32>
    %4792 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %4793 = stablehlo.multiply %3501, %3501 : tensor<384xf32>
    %4794 = stablehlo.multiply %4792, %4793 : tensor<384xf32>
    %4795 = stablehlo.add %4791, %4794 : tensor<384xf32>
    %4796 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4797 = stablehlo.divide %4789, %4796 : tensor<384xf32>
    %4798 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4799 = stablehlo.divide %4795, %4798 : tensor<384xf32>
    %4800 = stablehlo.sqrt %4799 : tensor<384xf32>
    %4801 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %4802 = stablehlo.add %4800, %4801 : tensor<384xf32>
    %4803 = stablehlo.divide %4797, %4802 : tensor<384xf32>
    %4804 = stablehlo.constant dense<0.9> : tensor<384x96xf32>
    %4805 = stablehlo.multiply %4804, %m.stages.0.blocks.2.fc2.w : tensor<384x96xf32>
    %4806 = stablehlo.constant dense<0.1> : tensor<384x96xf32>
    %4807 = stablehlo.multiply %4806, %3506 : tensor<384x96xf32>
    %4808 = stablehlo.add %4805, %4807 : tensor<384x96xf32>
    %4809 = stablehlo.constant dense<0.999> : tensor<384x96xf32>
    %4810 = stablehlo.multiply %4809, %v.stages.0.blocks.2.fc2.w : tensor<384x96xf32>
    %4811 = stablehlo.constant dense<0.001> : tensor<384x96xf32>
    %4812 = stablehlo.multiply %3506, %3506 : tensor<384x96xf32>
    %4813 = stablehlo.multiply %4811, %4812 : tensor<384x96xf32>
    %4814 = stablehlo.add %4810, %4813 : tensor<384x96xf32>
    %4815 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x96xf32>
    %4816 = stablehlo.divide %4808, %4815 : tensor<384x96xf32>
    %4817 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x96xf32>
    %4818 = stablehlo.divide %4814, %4817 : tensor<384x96xf32>
    %4819 = stablehlo.sqrt %4818 : tensor<384x96xf32>
    %4820 = stablehlo.constant dense<1.0e-08> : tensor<384x96xf32>
    %4821 = stablehlo.add %4819, %4820 : tensor<384x96xf32>
    %4822 = stablehlo.divide %4816, %4821 : tensor<384x96xf32>
    %4823 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %4824 = stablehlo.multiply %4823, %m.stages.0.blocks.2.fc2.b : tensor<96xf32>
    %4825 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %4826 = stablehlo.multiply %4825, %3511 : tensor<96xf32>
    %4827 = stablehlo.add %4824, %4826 : tensor<96xf32>
    %4828 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %4829 = stablehlo.multiply %4828, %v.stages.0.blocks.2.fc2.b : tensor<96xf32>
    %4830 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %4831 = stablehlo.multiply %3511, %3511 : tensor<96xf32>
    %4832 = stablehlo.multiply %4830, %4831 : tensor<96xf32>
    %4833 = stablehlo.add %4829, %4832 : tensor<96xf32>
    %4834 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4835 = stablehlo.divide %4827, %4834 : tensor<96xf32>
    %4836 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4837 = stablehlo.divide %4833, %4836 : tensor<96xf32>
    %4838 = stablehlo.sqrt %4837 : tensor<96xf32>
    %4839 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %4840 = stablehlo.add %4838, %4839 : tensor<96xf32>
    %4841 = stablehlo.divide %4835, %4840 : tensor<96xf32>
    %4842 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %4843 = stablehlo.multiply %4842, %m.stages.0.blocks.2.gamma : tensor<96xf32>
    %4844 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %4845 = stablehlo.multiply %4844, %3516 : tensor<96xf32>
    %4846 = stablehlo.add %4843, %4845 : tensor<96xf32>
    %4847 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %4848 = stablehlo.multiply %4847, %v.stages.0.blocks.2.gamma : tensor<96xf32>
    %4849 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %4850 = stablehlo.multiply %3516, %3516 : tensor<96xf32>
    %4851 = stablehlo.multiply %4849, %4850 : tensor<96xf32>
    %4852 = stablehlo.add %4848, %4851 : tensor<96xf32>
    %4853 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4854 = stablehlo.divide %4846, %4853 : tensor<96xf32>
    %4855 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4856 = stablehlo.divide %4852, %4855 : tensor<96xf32>
    %4857 = stablehlo.sqrt %4856 : tensor<96xf32>
    %4858 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %4859 = stablehlo.add %4857, %4858 : tensor<96xf32>
    %4860 = stablehlo.divide %4854, %4859 : tensor<96xf32>
    %4861 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %4862 = stablehlo.multiply %4861, %m.stages.1.down.norm.g : tensor<96xf32>
    %4863 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %4864 = stablehlo.multiply %4863, %3521 : tensor<96xf32>
    %4865 = stablehlo.add %4862, %4864 : tensor<96xf32>
    %4866 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %4867 = stablehlo.multiply %4866, %v.stages.1.down.norm.g : tensor<96xf32>
    %4868 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %4869 = stablehlo.multiply %3521, %3521 : tensor<96xf32>
    %4870 = stablehlo.multiply %4868, %4869 : tensor<96xf32>
    %4871 = stablehlo.add %4867, %4870 : tensor<96xf32>
    %4872 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4873 = stablehlo.divide %4865, %4872 : tensor<96xf32>
    %4874 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4875 = stablehlo.divide %4871, %4874 : tensor<96xf32>
    %4876 = stablehlo.sqrt %4875 : tensor<96xf32>
    %4877 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %4878 = stablehlo.add %4876, %4877 : tensor<96xf32>
    %4879 = stablehlo.divide %4873, %4878 : tensor<96xf32>
    %4880 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %4881 = stablehlo.multiply %4880, %m.stages.1.down.norm.b : tensor<96xf32>
    %4882 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %4883 = stablehlo.multiply %4882, %3526 : tensor<96xf32>
    %4884 = stablehlo.add %4881, %4883 : tensor<96xf32>
    %4885 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %4886 = stablehlo.multiply %4885, %v.stages.1.down.norm.b : tensor<96xf32>
    %4887 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %4888 = stablehlo.multiply %3526, %3526 : tensor<96xf32>
    %4889 = stablehlo.multiply %4887, %4888 : tensor<96xf32>
    %4890 = stablehlo.add %4886, %4889 : tensor<96xf32>
    %4891 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4892 = stablehlo.divide %4884, %4891 : tensor<96xf32>
    %4893 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4894 = stablehlo.divide %4890, %4893 : tensor<96xf32>
    %4895 = stablehlo.sqrt %4894 : tensor<96xf32>
    %4896 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %4897 = stablehlo.add %4895, %4896 : tensor<96xf32>
    %4898 = stablehlo.divide %4892, %4897 : tensor<96xf32>
    %4899 = stablehlo.constant dense<0.9> : tensor<2x2x96x192xf32>
    %4900 = stablehlo.multiply %4899, %m.stages.1.down.conv.w : tensor<2x2x96x192xf32>
    %4901 = stablehlo.constant dense<0.1> : tensor<2x2x96x192xf32>
    %4902 = stablehlo.multiply %4901, %3531 : tensor<2x2x96x192xf32>
    %4903 = stablehlo.add %4900, %4902 : tensor<2x2x96x192xf32>
    %4904 = stablehlo.constant dense<0.999> : tensor<2x2x96x192xf32>
    %4905 = stablehlo.multiply %4904, %v.stages.1.down.conv.w : tensor<2x2x96x192xf32>
    %4906 = stablehlo.constant dense<0.001> : tensor<2x2x96x192xf32>
    %4907 = stablehlo.multiply %3531, %3531 : tensor<2x2x96x192xf32>
    %4908 = stablehlo.multiply %4906, %4907 : tensor<2x2x96x192xf32>
    %4909 = stablehlo.add %4905, %4908 : tensor<2x2x96x192xf32>
    %4910 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x96x192xf32>
    %4911 = stablehlo.divide %4903, %4910 : tensor<2x2x96x192xf32>
    %4912 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x96x192xf32>
    %4913 = stablehlo.divide %4909, %4912 : tensor<2x2x96x192xf32>
    %4914 = stablehlo.sqrt %4913 : tensor<2x2x96x192xf32>
    %4915 = stablehlo.constant dense<1.0e-08> : tensor<2x2x96x192xf32>
    %4916 = stablehlo.add %4914, %4915 : tensor<2x2x96x192xf32>
    %4917 = stablehlo.divide %4911, %4916 : tensor<2x2x96x192xf32>
    %4918 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4919 = stablehlo.multiply %4918, %m.stages.1.down.conv.b : tensor<192xf32>
    %4920 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4921 = stablehlo.multiply %4920, %3536 : tensor<192xf32>
    %4922 = stablehlo.add %4919, %4921 : tensor<192xf32>
    %4923 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4924 = stablehlo.multiply %4923, %v.stages.1.down.conv.b : tensor<192xf32>
    %4925 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4926 = stablehlo.multiply %3536, %3536 : tensor<192xf32>
    %4927 = stablehlo.multiply %4925, %4926 : tensor<192xf32>
    %4928 = stablehlo.add %4924, %4927 : tensor<192xf32>
    %4929 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4930 = stablehlo.divide %4922, %4929 : tensor<192xf32>
    %4931 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4932 = stablehlo.divide %4928, %4931 : tensor<192xf32>
    %4933 = stablehlo.sqrt %4932 : tensor<192xf32>
    %4934 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4935 = stablehlo.add %4933, %4934 : tensor<192xf32>
    %4936 = stablehlo.divide %4930, %4935 : tensor<192xf32>
    %4937 = stablehlo.constant dense<0.9> : tensor<7x7x1x192xf32>
    %4938 = stablehlo.multiply %4937, %m.stages.1.blocks.0.dwconv.w : tensor<7x7x1x192xf32>
    %4939 = stablehlo.constant dense<0.1> : tensor<7x7x1x192xf32>
    %4940 = stablehlo.multiply %4939, %3541 : tensor<7x7x1x192xf32>
    %4941 = stablehlo.add %4938, %4940 : tensor<7x7x1x192xf32>
    %4942 = stablehlo.constant dense<0.999> : tensor<7x7x1x192xf32>
    %4943 = stablehlo.multiply %4942, %v.stages.1.blocks.0.dwconv.w : tensor<7x7x1x192xf32>
    %4944 = stablehlo.constant dense<0.001> : tensor<7x7x1x192xf32>
    %4945 = stablehlo.multiply %3541, %3541 : tensor<7x7x1x192xf32>
    %4946 = stablehlo.multiply %4944, %4945 : tensor<7x7x1x192xf32>
    %4947 = stablehlo.add %4943, %4946 : tensor<7x7x1x192xf32>
    %4948 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x192xf32>
    %4949 = stablehlo.divide %4941, %4948 : tensor<7x7x1x192xf32>
    %4950 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x192xf32>
    %4951 = stablehlo.divide %4947, %4950 : tensor<7x7x1x192xf32>
    %4952 = stablehlo.sqrt %4951 : tensor<7x7x1x192xf32>
    %4953 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x192xf32>
    %4954 = stablehlo.add %4952, %4953 : tensor<7x7x1x192xf32>
    %4955 = stablehlo.divide %4949, %4954 : tensor<7x7x1x192xf32>
    %4956 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4957 = stablehlo.multiply %4956, %m.stages.1.blocks.0.dwconv.b : tensor<192xf32>
    %4958 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4959 = stablehlo.multiply %4958, %3546 : tensor<192xf32>
    %4960 = stablehlo.add %4957, %4959 : tensor<192xf32>
    %4961 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4962 = stablehlo.multiply %4961, %v.stages.1.blocks.0.dwconv.b : tensor<192xf32>
    %4963 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4964 = stablehlo.multiply %3546, %3546 : tensor<192xf32>
    %4965 = stablehlo.multiply %4963, %4964 : tensor<192xf32>
    %4966 = stablehlo.add %4962, %4965 : tensor<192xf32>
    %4967 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4968 = stablehlo.divide %4960, %4967 : tensor<192xf32>
    %4969 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4970 = stablehlo.divide %4966, %4969 : tensor<192xf32>
    %4971 = stablehlo.sqrt %4970 : tensor<192xf32>
    %4972 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4973 = stablehlo.add %4971, %4972 : tensor<192xf32>
    %4974 = stablehlo.divide %4968, %4973 : tensor<192xf32>
    %4975 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4976 = stablehlo.multiply %4975, %m.stages.1.blocks.0.norm.g : tensor<192xf32>
    %4977 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4978 = stablehlo.multiply %4977, %3551 : tensor<192xf32>
    %4979 = stablehlo.add %4976, %4978 : tensor<192xf32>
    %4980 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4981 = stablehlo.multiply %4980, %v.stages.1.blocks.0.norm.g : tensor<192xf32>
    %4982 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4983 = stablehlo.multiply %3551, %3551 : tensor<192xf32>
    %4984 = stablehlo.multiply %4982, %4983 : tensor<192xf32>
    %4985 = stablehlo.add %4981, %4984 : tensor<192xf32>
    %4986 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4987 = stablehlo.divide %4979, %4986 : tensor<192xf32>
    %4988 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4989 = stablehlo.divide %4985, %4988 : tensor<192xf32>
    %4990 = stablehlo.sqrt %4989 : tensor<192xf32>
    %4991 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4992 = stablehlo.add %4990, %4991 : tensor<192xf32>
    %4993 = stablehlo.divide %4987, %4992 : tensor<192xf32>
    %4994 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4995 = stablehlo.multiply %4994, %m.stages.1.blocks.0.norm.b : tensor<192xf32>
    %4996 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4997 = stablehlo.multiply %4996, %3556 : tensor<192xf32>
    %4998 = stablehlo.add %4995, %4997 : tensor<192xf32>
    %4999 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %5000 = stablehlo.multiply %4999, %v.stages.1.blocks.0.norm.b : tensor<192xf32>
    %5001 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %5002 = stablehlo.multiply %3556, %3556 : tensor<192xf32>
    %5003 = stablehlo.multiply %5001, %5002 : tensor<192xf32>
    %5004 = stablehlo.add %5000, %5003 : tensor<192xf32>
    %5005 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5006 = stablehlo.divide %4998, %5005 : tensor<192xf32>
    %5007 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5008 = stablehlo.divide %5004, %5007 : tensor<192xf32>
    %5009 = stablehlo.sqrt %5008 : tensor<192xf32>
    %5010 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %5011 = stablehlo.add %5009, %5010 : tensor<192xf32>
    %5012 = stablehlo.divide %5006, %5011 : tensor<192xf32>
    %5013 = stablehlo.constant dense<0.9> : tensor<192x768xf32>
    %5014 = stablehlo.multiply %5013, %m.stages.1.blocks.0.fc1.w : tensor<192x768xf32>
    %5015 = stablehlo.constant dense<0.1> : tensor<192x768xf32>
    %5016 = stablehlo.multiply %5015, %3561 : tensor<192x768xf32>
    %5017 = stablehlo.add %5014, %5016 : tensor<192x768xf32>
    %5018 = stablehlo.constant dense<0.999> : tensor<192x768xf32>
    %5019 = stablehlo.multiply %5018, %v.stages.1.blocks.0.fc1.w : tensor<192x768xf32>
    %5020 = stablehlo.constant dense<0.001> : tensor<192x768xf32>
    %5021 = stablehlo.multiply %3561, %3561 : tensor<192x768xf32>
    %5022 = stablehlo.multiply %5020, %5021 : tensor<192x768xf32>
    %5023 = stablehlo.add %5019, %5022 : tensor<192x768xf32>
    %5024 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %5025 = stablehlo.divide %5017, %5024 : tensor<192x768xf32>
    %5026 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %5027 = stablehlo.divide %5023, %5026 : tensor<192x768xf32>
    %5028 = stablehlo.sqrt %5027 : tensor<192x768xf32>
    %5029 = stablehlo.constant dense<1.0e-08> : tensor<192x768xf32>
    %5030 = stablehlo.add %5028, %5029 : tensor<192x768xf32>
    %5031 = stablehlo.divide %5025, %5030 : tensor<192x768xf32>
    %5032 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %5033 = stablehlo.multiply %5032, %m.stages.1.blocks.0.fc1.b : tensor<768xf32>
    %5034 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %5035 = stablehlo.multiply %5034, %3566 : tensor<768xf32>
    %5036 = stablehlo.add %5033, %5035 : tensor<768xf32>
    %5037 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %5038 = stablehlo.multiply %5037, %v.stages.1.blocks.0.fc1.b : tensor<768xf32>
    %5039 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %5040 = stablehlo.multiply %3566, %3566 : tensor<768xf32>
    %5041 = stablehlo.multiply %5039, %5040 : tensor<768xf32>
    %5042 = stablehlo.add %5038, %5041 : tensor<768xf32>
    %5043 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %5044 = stablehlo.divide %5036, %5043 : tensor<768xf32>
    %5045 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %5046 = stablehlo.divide %5042, %5045 : tensor<768xf32>
    %5047 = stablehlo.sqrt %5046 : tensor<768xf32>
    %5048 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %5049 = stablehlo.add %5047, %5048 : tensor<768xf32>
    %5050 = stablehlo.divide %5044, %5049 : tensor<768xf32>
    %5051 = stablehlo.constant dense<0.9> : tensor<768x192xf32>
    %5052 = stablehlo.multiply %5051, %m.stages.1.blocks.0.fc2.w : tensor<768x192xf32>
    %5053 = stablehlo.constant dense<0.1> : tensor<768x192xf32>
    %5054 = stablehlo.multiply %5053, %3571 : tensor<768x192xf32>
    %5055 = stablehlo.add %5052, %5054 : tensor<768x192xf32>
    %5056 = stablehlo.constant dense<0.999> : tensor<768x192xf32>
    %5057 = stablehlo.multiply %5056, %v.stages.1.blocks.0.fc2.w : tensor<768x192xf32>
    %5058 = stablehlo.constant dense<0.001> : tensor<768x192xf32>
    %5059 = stablehlo.multiply %3571, %3571 : tensor<768x192xf32>
    %5060 = stablehlo.multiply %5058, %5059 : tensor<768x192xf32>
    %5061 = stablehlo.add %5057, %5060 : tensor<768x192xf32>
    %5062 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %5063 = stablehlo.divide %5055, %5062 : tensor<768x192xf32>
    %5064 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %5065 = stablehlo.divide %5061, %5064 : tensor<768x192xf32>
    %5066 = stablehlo.sqrt %5065 : tensor<768x192xf32>
    %5067 = stablehlo.constant dense<1.0e-08> : tensor<768x192xf32>
    %5068 = stablehlo.add %5066, %5067 : tensor<768x192xf32>
    %5069 = stablehlo.divide %5063, %5068 : tensor<768x192xf32>
    %5070 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %5071 = stablehlo.multiply %5070, %m.stages.1.blocks.0.fc2.b : tensor<192xf32>
    %5072 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %5073 = stablehlo.multiply %5072, %3576 : tensor<192xf32>
    %5074 = stablehlo.add %5071, %5073 : tensor<192xf32>
    %5075 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %5076 = stablehlo.multiply %5075, %v.stages.1.blocks.0.fc2.b : tensor<192xf32>
    %5077 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %5078 = stablehlo.multiply %3576, %3576 : tensor<192xf32>
    %5079 = stablehlo.multiply %5077, %5078 : tensor<192xf32>
    %5080 = stablehlo.add %5076, %5079 : tensor<192xf32>
    %5081 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5082 = stablehlo.divide %5074, %5081 : tensor<192xf32>
    %5083 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5084 = stablehlo.divide %5080, %5083 : tensor<192xf32>
    %5085 = stablehlo.sqrt %5084 : tensor<192xf32>
    %5086 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %5087 = stablehlo.add %5085, %5086 : tensor<192xf32>
    %5088 = stablehlo.divide %5082, %5087 : tensor<192xf32>
    %5089 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %5090 = stablehlo.multiply %5089, %m.stages.1.blocks.0.gamma : tensor<192xf32>
    %5091 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %5092 = stablehlo.multiply %5091, %3581 : tensor<192xf32>
    %5093 = stablehlo.add %5090, %5092 : tensor<192xf32>
    %5094 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %5095 = stablehlo.multiply %5094, %v.stages.1.blocks.0.gamma : tensor<192xf32>
    %5096 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %5097 = stablehlo.multiply %3581, %3581 : tensor<192xf32>
    %5098 = stablehlo.multiply %5096, %5097 : tensor<192xf32>
    %5099 = stablehlo.add %5095, %5098 : tensor<192xf32>
    %5100 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5101 = stablehlo.divide %5093, %5100 : tensor<192xf32>
    %5102 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5103 = stablehlo.divide %5099, %5102 : tensor<192xf32>
    %5104 = stablehlo.sqrt %5103 : tensor<192xf32>
    %5105 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %5106 = stablehlo.add %5104, %5105 : tensor<192xf32>
    %5107 = stablehlo.divide %5101, %5106 : tensor<192xf32>
    %5108 = stablehlo.constant dense<0.9> : tensor<7x7x1x192xf32>
    %5109 = stablehlo.multiply %5108, %m.stages.1.blocks.1.dwconv.w : tensor<7x7x1x192xf32>
    %5110 = stablehlo.constant dense<0.1> : tensor<7x7x1x192xf32>
    %5111 = stablehlo.multiply %5110, %3586 : tensor<7x7x1x192xf32>
    %5112 = stablehlo.add %5109, %5111 : tensor<7x7x1x192xf32>
    %5113 = stablehlo.constant dense<0.999> : tensor<7x7x1x192xf32>
    %5114 = stablehlo.multiply %5113, %v.stages.1.blocks.1.dwconv.w : tensor<7x7x1x192xf32>
    %5115 = stablehlo.constant dense<0.001> : tensor<7x7x1x192xf32>
    %5116 = stablehlo.multiply %3586, %3586 : tensor<7x7x1x192xf32>
    %5117 = stablehlo.multiply %5115, %5116 : tensor<7x7x1x192xf32>
    %5118 = stablehlo.add %5114, %5117 : tensor<7x7x1x192xf32>
    %5119 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x192xf32>
    %5120 = stablehlo.divide %5112, %5119 : tensor<7x7x1x192xf32>
    %5121 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x192xf32>
    %5122 = stablehlo.divide %5118, %5121 : tensor<7x7x1x192xf32>
    %5123 = stablehlo.sqrt %5122 : tensor<7x7x1x192xf32>
    %5124 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x192xf32>
    %5125 = stablehlo.add %5123, %5124 : tensor<7x7x1x192xf32>
    %5126 = stablehlo.divide %5120, %5125 : tensor<7x7x1x192xf32>
    %5127 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %5128 = stablehlo.multiply %5127, %m.stages.1.blocks.1.dwconv.b : tensor<192xf32>
    %5129 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %5130 = stablehlo.multiply %5129, %3591 : tensor<192xf32>
    %5131 = stablehlo.add %5128, %5130 : tensor<192xf32>
    %5132 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %5133 = stablehlo.multiply %5132, %v.stages.1.blocks.1.dwconv.b : tensor<192xf32>
    %5134 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %5135 = stablehlo.multiply %3591, %3591 : tensor<192xf32>
    %5136 = stablehlo.multiply %5134, %5135 : tensor<192xf32>
    %5137 = stablehlo.add %5133, %5136 : tensor<192xf32>
    %5138 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5139 = stablehlo.divide %5131, %5138 : tensor<192xf32>
    %5140 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5141 = stablehlo.divide %5137, %5140 : tensor<192xf32>
    %5142 = stablehlo.sqrt %5141 : tensor<192xf32>
    %5143 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %5144 = stablehlo.add %5142, %5143 : tensor<192xf32>
    %5145 = stablehlo.divide %5139, %5144 : tensor<192xf32>
    %5146 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %5147 = stablehlo.multiply %5146, %m.stages.1.blocks.1.norm.g : tensor<192xf32>
    %5148 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %5149 = stablehlo.multiply %5148, %3596 : tensor<192xf32>
    %5150 = stablehlo.add %5147, %5149 : tensor<192xf32>
    %5151 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %5152 = stablehlo.multiply %5151, %v.stages.1.blocks.1.norm.g : tensor<192xf32>
    %5153 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %5154 = stablehlo.multiply %3596, %3596 : tensor<192xf32>
    %5155 = stablehlo.multiply %5153, %5154 : tensor<192xf32>
    %5156 = stablehlo.add %5152, %5155 : tensor<192xf32>
    %5157 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5158 = stablehlo.divide %5150, %5157 : tensor<192xf32>
    %5159 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5160 = stablehlo.divide %5156, %5159 : tensor<192xf32>
    %5161 = stablehlo.sqrt %5160 : tensor<192xf32>
    %5162 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %5163 = stablehlo.add %5161, %5162 : tensor<192xf32>
    %5164 = stablehlo.divide %5158, %5163 : tensor<192xf32>
    %5165 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %5166 = stablehlo.multiply %5165, %m.stages.1.blocks.1.norm.b : tensor<192xf32>
    %5167 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %5168 = stablehlo.multiply %5167, %3601 : tensor<192xf32>
    %5169 = stablehlo.add %5166, %5168 : tensor<192xf32>
    %5170 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %5171 = stablehlo.multiply %5170, %v.stages.1.blocks.1.norm.b : tensor<192xf32>
    %5172 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %5173 = stablehlo.multiply %3601, %3601 : tensor<192xf32>
    %5174 = stablehlo.multiply %5172, %5173 : tensor<192xf32>
    %5175 = stablehlo.add %5171, %5174 : tensor<192xf32>
    %5176 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5177 = stablehlo.divide %5169, %5176 : tensor<192xf32>
    %5178 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5179 = stablehlo.divide %5175, %5178 : tensor<192xf32>
    %5180 = stablehlo.sqrt %5179 : tensor<192xf32>
    %5181 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %5182 = stablehlo.add %5180, %5181 : tensor<192xf32>
    %5183 = stablehlo.divide %5177, %5182 : tensor<192xf32>
    %5184 = stablehlo.constant dense<0.9> : tensor<192x768xf32>
    %5185 = stablehlo.multiply %5184, %m.stages.1.blocks.1.fc1.w : tensor<192x768xf32>
    %5186 = stablehlo.constant dense<0.1> : tensor<192x768xf32>
    %5187 = stablehlo.multiply %5186, %3606 : tensor<192x768xf32>
    %5188 = stablehlo.add %5185, %5187 : tensor<192x768xf32>
    %5189 = stablehlo.constant dense<0.999> : tensor<192x768xf32>
    %5190 = stablehlo.multiply %5189, %v.stages.1.blocks.1.fc1.w : tensor<192x768xf32>
    %5191 = stablehlo.constant dense<0.001> : tensor<192x768xf32>
    %5192 = stablehlo.multiply %3606, %3606 : tensor<192x768xf32>
    %5193 = stablehlo.multiply %5191, %5192 : tensor<192x768xf32>
    %5194 = stablehlo.add %5190, %5193 : tensor<192x768xf32>
    %5195 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %5196 = stablehlo.divide %5188, %5195 : tensor<192x768xf32>
    %5197 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %5198 = stablehlo.divide %5194, %5197 : tensor<192x768xf32>
    %5199 = stablehlo.sqrt %5198 : tensor<192x768xf32>
    %5200 = stablehlo.constant dense<1.0e-08> : tensor<192x768xf32>
    %5201 = stablehlo.add %5199, %5200 : tensor<192x768xf32>
    %5202 = stablehlo.divide %5196, %5201 : tensor<192x768xf32>
    %5203 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %5204 = stablehlo.multiply %5203, %m.stages.1.blocks.1.fc1.b : tensor<768xf32>
    %5205 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %5206 = stablehlo.multiply %5205, %3611 : tensor<768xf32>
    %5207 = stablehlo.add %5204, %5206 : tensor<768xf32>
    %5208 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %5209 = stablehlo.multiply %5208, %v.stages.1.blocks.1.fc1.b : tensor<768xf32>
    %5210 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %5211 = stablehlo.multiply %3611, %3611 : tensor<768xf32>
    %5212 = stablehlo.multiply %5210, %5211 : tensor<768xf32>
    %5213 = stablehlo.add %5209, %5212 : tensor<768xf32>
    %5214 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %5215 = stablehlo.divide %5207, %5214 : tensor<768xf32>
    %5216 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %5217 = stablehlo.divide %5213, %5216 : tensor<768xf32>
    %5218 = stablehlo.sqrt %5217 : tensor<768xf32>
    %5219 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %5220 = stablehlo.add %5218, %5219 : tensor<768xf32>
    %5221 = stablehlo.divide %5215, %5220 : tensor<768xf32>
    %5222 = stablehlo.constant dense<0.9> : tensor<768x192xf32>
    %5223 = stablehlo.multiply %5222, %m.stages.1.blocks.1.fc2.w : tensor<768x192xf32>
    %5224 = stablehlo.constant dense<0.1> : tensor<768x192xf32>
    %5225 = stablehlo.multiply %5224, %3616 : tensor<768x192xf32>
    %5226 = stablehlo.add %5223, %5225 : tensor<768x192xf32>
    %5227 = stablehlo.constant dense<0.999> : tensor<768x192xf32>
    %5228 = stablehlo.multiply %5227, %v.stages.1.blocks.1.fc2.w : tensor<768x192xf32>
    %5229 = stablehlo.constant dense<0.001> : tensor<768x192xf32>
    %5230 = stablehlo.multiply %3616, %3616 : tensor<768x192xf32>
    %5231 = stablehlo.multiply %5229, %5230 : tensor<768x192xf32>
    %5232 = stablehlo.add %5228, %5231 : tensor<768x192xf32>
    %5233 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %5234 = stablehlo.divide %5226, %5233 : tensor<768x192xf32>
    %5235 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %5236 = stablehlo.divide %5232, %5235 : tensor<768x192xf32>
    %5237 = stablehlo.sqrt %5236 : tensor<768x192xf32>
    %5238 = stablehlo.constant dense<1.0e-08> : tensor<768x192xf32>
    %5239 = stablehlo.add %5237, %5238 : tensor<768x192xf32>
    %5240 = stablehlo.divide %5234, %5239 : tensor<768x192xf32>
    %5241 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %5242 = stablehlo.multiply %5241, %m.stages.1.blocks.1.fc2.b : tensor<192xf32>
    %5243 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %5244 = stablehlo.multiply %5243, %3621 : tensor<192xf32>
    %5245 = stablehlo.add %5242, %5244 : tensor<192xf32>
    %5246 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %5247 = stablehlo.multiply %5246, %v.stages.1.blocks.1.fc2.b : tensor<192xf32>
    %5248 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %5249 = stablehlo.multiply %3621, %3621 : tensor<192xf32>
    %5250 = stablehlo.multiply %5248, %5249 : tensor<192xf32>
    %5251 = stablehlo.add %5247, %5250 : tensor<192xf32>
    %5252 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5253 = stablehlo.divide %5245, %5252 : tensor<192xf32>
    %5254 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5255 = stablehlo.divide %5251, %5254 : tensor<192xf32>
    %5256 = stablehlo.sqrt %5255 : tensor<192xf32>
    %5257 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %5258 = stablehlo.add %5256, %5257 : tensor<192xf32>
    %5259 = stablehlo.divide %5253, %5258 : tensor<192xf32>
    %5260 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %5261 = stablehlo.multiply %5260, %m.stages.1.blocks.1.gamma : tensor<192xf32>
    %5262 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %5263 = stablehlo.multiply %5262, %3626 : tensor<192xf32>
    %5264 = stablehlo.add %5261, %5263 : tensor<192xf32>
    %5265 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %5266 = stablehlo.multiply %5265, %v.stages.1.blocks.1.gamma : tensor<192xf32>
    %5267 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %5268 = stablehlo.multiply %3626, %3626 : tensor<192xf32>
    %5269 = stablehlo.multiply %5267, %5268 : tensor<192xf32>
    %5270 = stablehlo.add %5266, %5269 : tensor<192xf32>
    %5271 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5272 = stablehlo.divide %5264, %5271 : tensor<192xf32>
    %5273 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5274 = stablehlo.divide %5270, %5273 : tensor<192xf32>
    %5275 = stablehlo.sqrt %5274 : tensor<192xf32>
    %5276 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %5277 = stablehlo.add %5275, %5276 : tensor<192xf32>
    %5278 = stablehlo.divide %5272, %5277 : tensor<192xf32>
    %5279 = stablehlo.constant dense<0.9> : tensor<7x7x1x192xf32>
    %5280 = stablehlo.multiply %5279, %m.stages.1.blocks.2.dwconv.w : tensor<7x7x1x192xf32>
    %5281 = stablehlo.constant dense<0.1> : tensor<7x7x1x192xf32>
    %5282 = stablehlo.multiply %5281, %3631 : tensor<7x7x1x192xf32>
    %5283 = stablehlo.add %5280, %5282 : tensor<7x7x1x192xf32>
    %5284 = stablehlo.constant dense<0.999> : tensor<7x7x1x192xf32>
    %5285 = stablehlo.multiply %5284, %v.stages.1.blocks.2.dwconv.w : tensor<7x7x1x192xf32>
    %5286 = stablehlo.constant dense<0.001> : tensor<7x7x1x192xf32>
    %5287 = stablehlo.multiply %3631, %3631 : tensor<7x7x1x192xf32>
    %5288 = stablehlo.multiply %5286, %5287 : tensor<7x7x1x192xf32>
    %5289 = stablehlo.add %5285, %5288 : tensor<7x7x1x192xf32>
    %5290 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x192xf32>
    %5291 = stablehlo.divide %5283, %5290 : tensor<7x7x1x192xf32>
    %5292 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x192xf32>
    %5293 = stablehlo.divide %5289, %5292 : tensor<7x7x1x192xf32>
    %5294 = stablehlo.sqrt %5293 : tensor<7x7x1x192xf32>
    %5295 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x192xf32>
    %5296 = stablehlo.add %5294, %5295 : tensor<7x7x1x192xf32>
    %5297 = stablehlo.divide %5291, %5296 : tensor<7x7x1x192xf32>
    %5298 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %5299 = stablehlo.multiply %5298, %m.stages.1.blocks.2.dwconv.b : tensor<192xf32>
    %5300 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %5301 = stablehlo.multiply %5300, %3636 : tensor<192xf32>
    %5302 = stablehlo.add %5299, %5301 : tensor<192xf32>
    %5303 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %5304 = stablehlo.multiply %5303, %v.stages.1.blocks.2.dwconv.b : tensor<192xf32>
    %5305 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %5306 = stablehlo.multiply %3636, %3636 : tensor<192xf32>
    %5307 = stablehlo.multiply %5305, %5306 : tensor<192xf32>
    %5308 = stablehlo.add %5304, %5307 : tensor<192xf32>
    %5309 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5310 = stablehlo.divide %5302, %5309 : tensor<192xf32>
    %5311 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5312 = stablehlo.divide %5308, %5311 : tensor<192xf32>
    %5313 = stablehlo.sqrt %5312 : tensor<192xf32>
    %5314 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %5315 = stablehlo.add %5313, %5314 : tensor<192xf32>
    %5316 = stablehlo.divide %5310, %5315 : tensor<192xf32>
    %5317 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %5318 = stablehlo.multiply %5317, %m.stages.1.blocks.2.norm.g : tensor<192xf32>
    %5319 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %5320 = stablehlo.multiply %5319, %3641 : tensor<192xf32>
    %5321 = stablehlo.add %5318, %5320 : tensor<192xf32>
    %5322 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %5323 = stablehlo.multiply %5322, %v.stages.1.blocks.2.norm.g : tensor<192xf32>
    %5324 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %5325 = stablehlo.multiply %3641, %3641 : tensor<192xf32>
    %5326 = stablehlo.multiply %5324, %5325 : tensor<192xf32>
    %5327 = stablehlo.add %5323, %5326 : tensor<192xf32>
    %5328 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5329 = stablehlo.divide %5321, %5328 : tensor<192xf32>
    %5330 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5331 = stablehlo.divide %5327, %5330 : tensor<192xf32>
    %5332 = stablehlo.sqrt %5331 : tensor<192xf32>
    %5333 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %5334 = stablehlo.add %5332, %5333 : tensor<192xf32>
    %5335 = stablehlo.divide %5329, %5334 : tensor<192xf32>
    %5336 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %5337 = stablehlo.multiply %5336, %m.stages.1.blocks.2.norm.b : tensor<192xf32>
    %5338 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %5339 = stablehlo.multiply %5338, %3646 : tensor<192xf32>
    %5340 = stablehlo.add %5337, %5339 : tensor<192xf32>
    %5341 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %5342 = stablehlo.multiply %5341, %v.stages.1.blocks.2.norm.b : tensor<192xf32>
    %5343 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %5344 = stablehlo.multiply %3646, %3646 : tensor<192xf32>
    %5345 = stablehlo.multiply %5343, %5344 : tensor<192xf32>
    %5346 = stablehlo.add %5342, %5345 : tensor<192xf32>
    %5347 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5348 = stablehlo.divide %5340, %5347 : tensor<192xf32>
    %5349 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5350 = stablehlo.divide %5346, %5349 : tensor<192xf32>
    %5351 = stablehlo.sqrt %5350 : tensor<192xf32>
    %5352 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %5353 = stablehlo.add %5351, %5352 : tensor<192xf32>
    %5354 = stablehlo.divide %5348, %5353 : tensor<192xf32>
    %5355 = stablehlo.constant dense<0.9> : tensor<192x768xf32>
    %5356 = stablehlo.multiply %5355, %m.stages.1.blocks.2.fc1.w : tensor<192x768xf32>
    %5357 = stablehlo.constant dense<0.1> : tensor<192x768xf32>
    %5358 = stablehlo.multiply %5357, %3651 : tensor<192x768xf32>
    %5359 = stablehlo.add %5356, %5358 : tensor<192x768xf32>
    %5360 = stablehlo.constant dense<0.999> : tensor<192x768xf32>
    %5361 = stablehlo.multiply %5360, %v.stages.1.blocks.2.fc1.w : tensor<192x768xf32>
    %5362 = stablehlo.constant dense<0.001> : tensor<192x768xf32>
    %5363 = stablehlo.multiply %3651, %3651 : tensor<192x768xf32>
    %5364 = stablehlo.multiply %5362, %5363 : tensor<192x768xf32>
    %5365 = stablehlo.add %5361, %5364 : tensor<192x768xf32>
    %5366 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %5367 = stablehlo.divide %5359, %5366 : tensor<192x768xf32>
    %5368 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %5369 = stablehlo.divide %5365, %5368 : tensor<192x768xf32>
    %5370 = stablehlo.sqrt %5369 : tensor<192x768xf32>
    %5371 = stablehlo.constant dense<1.0e-08> : tensor<192x768xf32>
    %5372 = stablehlo.add %5370, %5371 : tensor<192x768xf32>
    %5373 = stablehlo.divide %5367, %5372 : tensor<192x768xf32>
    %5374 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %5375 = stablehlo.multiply %5374, %m.stages.1.blocks.2.fc1.b : tensor<768xf32>
    %5376 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %5377 = stablehlo.multiply %5376, %3656 : tensor<768xf32>
    %5378 = stablehlo.add %5375, %5377 : tensor<768xf32>
    %5379 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %5380 = stablehlo.multiply %5379, %v.stages.1.blocks.2.fc1.b : tensor<768xf32>
    %5381 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %5382 = stablehlo.multiply %3656, %3656 : tensor<768xf32>
    %5383 = stablehlo.multiply %5381, %5382 : tensor<768xf32>
    %5384 = stablehlo.add %5380, %5383 : tensor<768xf32>
    %5385 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %5386 = stablehlo.divide %5378, %5385 : tensor<768xf32>
    %5387 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %5388 = stablehlo.divide %5384, %5387 : tensor<768xf32>
    %5389 = stablehlo.sqrt %5388 : tensor<768xf32>
    %5390 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %5391 = stablehlo.add %5389, %5390 : tensor<768xf32>
    %5392 = stablehlo.divide %5386, %5391 : tensor<768xf32>
    %5393 = stablehlo.constant dense<0.9> : tensor<768x192xf32>
    %5394 = stablehlo.multiply %5393, %m.stages.1.blocks.2.fc2.w : tensor<768x192xf32>
    %5395 = stablehlo.constant dense<0.1> : tensor<768x192xf32>
    %5396 = stablehlo.multiply %5395, %3661 : tensor<768x192xf32>
    %5397 = stablehlo.add %5394, %5396 : tensor<768x192xf32>
    %5398 = stablehlo.constant dense<0.999> : tensor<768x192xf32>
    %5399 = stablehlo.multiply %5398, %v.stages.1.blocks.2.fc2.w : tensor<768x192xf32>
    %5400 = stablehlo.constant dense<0.001> : tensor<768x192xf32>
    %5401 = stablehlo.multiply %3661, %3661 : tensor<768x192xf32>
    %5402 = stablehlo.multiply %5400, %5401 : tensor<768x192xf32>
    %5403 = stablehlo.add %5399, %5402 : tensor<768x192xf32>
    %5404 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %5405 = stablehlo.divide %5397, %5404 : tensor<768x192xf32>
    %5406 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %5407 = stablehlo.divide %5403, %5406 : tensor<768x192xf32>
    %5408 = stablehlo.sqrt %5407 : tensor<768x192xf32>
    %5409 = stablehlo.constant dense<1.0e-08> : tensor<768x192xf32>
    %5410 = stablehlo.add %5408, %5409 : tensor<768x192xf32>
    %5411 = stablehlo.divide %5405, %5410 : tensor<768x192xf32>
    %5412 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %5413 = stablehlo.multiply %5412, %m.stages.1.blocks.2.fc2.b : tensor<192xf32>
    %5414 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %5415 = stablehlo.multiply %5414, %3666 : tensor<192xf32>
    %5416 = stablehlo.add %5413, %5415 : tensor<192xf32>
    %5417 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %5418 = stablehlo.multiply %5417, %v.stages.1.blocks.2.fc2.b : tensor<192xf32>
    %5419 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %5420 = stablehlo.multiply %3666, %3666 : tensor<192xf32>
    %5421 = stablehlo.multiply %5419, %5420 : tensor<192xf32>
    %5422 = stablehlo.add %5418, %5421 : tensor<192xf32>
    %5423 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5424 = stablehlo.divide %5416, %5423 : tensor<192xf32>
    %5425 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5426 = stablehlo.divide %5422, %5425 : tensor<192xf32>
    %5427 = stablehlo.sqrt %5426 : tensor<192xf32>
    %5428 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %5429 = stablehlo.add %5427, %5428 : tensor<192xf32>
    %5430 = stablehlo.divide %5424, %5429 : tensor<192xf32>
    %5431 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %5432 = stablehlo.multiply %5431, %m.stages.1.blocks.2.gamma : tensor<192xf32>
    %5433 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %5434 = stablehlo.multiply %5433, %3671 : tensor<192xf32>
    %5435 = stablehlo.add %5432, %5434 : tensor<192xf32>
    %5436 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %5437 = stablehlo.multiply %5436, %v.stages.1.blocks.2.gamma : tensor<192xf32>
    %5438 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %5439 = stablehlo.multiply %3671, %3671 : tensor<192xf32>
    %5440 = stablehlo.multiply %5438, %5439 : tensor<192xf32>
    %5441 = stablehlo.add %5437, %5440 : tensor<192xf32>
    %5442 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5443 = stablehlo.divide %5435, %5442 : tensor<192xf32>
    %5444 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5445 = stablehlo.divide %5441, %5444 : tensor<192xf32>
    %5446 = stablehlo.sqrt %5445 : tensor<192xf32>
    %5447 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %5448 = stablehlo.add %5446, %5447 : tensor<192xf32>
    %5449 = stablehlo.divide %5443, %5448 : tensor<192xf32>
    %5450 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %5451 = stablehlo.multiply %5450, %m.stages.2.down.norm.g : tensor<192xf32>
    %5452 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %5453 = stablehlo.multiply %5452, %3676 : tensor<192xf32>
    %5454 = stablehlo.add %5451, %5453 : tensor<192xf32>
    %5455 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %5456 = stablehlo.multiply %5455, %v.stages.2.down.norm.g : tensor<192xf32>
    %5457 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %5458 = stablehlo.multiply %3676, %3676 : tensor<192xf32>
    %5459 = stablehlo.multiply %5457, %5458 : tensor<192xf32>
    %5460 = stablehlo.add %5456, %5459 : tensor<192xf32>
    %5461 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5462 = stablehlo.divide %5454, %5461 : tensor<192xf32>
    %5463 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5464 = stablehlo.divide %5460, %5463 : tensor<192xf32>
    %5465 = stablehlo.sqrt %5464 : tensor<192xf32>
    %5466 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %5467 = stablehlo.add %5465, %5466 : tensor<192xf32>
    %5468 = stablehlo.divide %5462, %5467 : tensor<192xf32>
    %5469 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %5470 = stablehlo.multiply %5469, %m.stages.2.down.norm.b : tensor<192xf32>
    %5471 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %5472 = stablehlo.multiply %5471, %3681 : tensor<192xf32>
    %5473 = stablehlo.add %5470, %5472 : tensor<192xf32>
    %5474 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %5475 = stablehlo.multiply %5474, %v.stages.2.down.norm.b : tensor<192xf32>
    %5476 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %5477 = stablehlo.multiply %3681, %3681 : tensor<192xf32>
    %5478 = stablehlo.multiply %5476, %5477 : tensor<192xf32>
    %5479 = stablehlo.add %5475, %5478 : tensor<192xf32>
    %5480 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5481 = stablehlo.divide %5473, %5480 : tensor<192xf32>
    %5482 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %5483 = stablehlo.divide %5479, %5482 : tensor<192xf32>
    %5484 = stablehlo.sqrt %5483 : tensor<192xf32>
    %5485 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %5486 = stablehlo.add %5484, %5485 : tensor<192xf32>
    %5487 = stablehlo.divide %5481, %5486 : tensor<192xf32>
    %5488 = stablehlo.constant dense<0.9> : tensor<2x2x192x384xf32>
    %5489 = stablehlo.multiply %5488, %m.stages.2.down.conv.w : tensor<2x2x192x384xf32>
    %5490 = stablehlo.constant dense<0.1> : tensor<2x2x192x384xf32>
    %5491 = stablehlo.multiply %5490, %3686 : tensor<2x2x192x384xf32>
    %5492 = stablehlo.add %5489, %5491 : tensor<2x2x192x384xf32>
    %5493 = stablehlo.constant dense<0.999> : tensor<2x2x192x384xf32>
    %5494 = stablehlo.multiply %5493, %v.stages.2.down.conv.w : tensor<2x2x192x384xf32>
    %5495 = stablehlo.constant dense<0.001> : tensor<2x2x192x384xf32>
    %5496 = stablehlo.multiply %3686, %3686 : tensor<2x2x192x384xf32>
    %5497 = stablehlo.multiply %5495, %5496 : tensor<2x2x192x384xf32>
    %5498 = stablehlo.add %5494, %5497 : tensor<2x2x192x384xf32>
    %5499 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x192x384xf32>
    %5500 = stablehlo.divide %5492, %5499 : tensor<2x2x192x384xf32>
    %5501 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x192x384xf32>
    %5502 = stablehlo.divide %5498, %5501 : tensor<2x2x192x384xf32>
    %5503 = stablehlo.sqrt %5502 : tensor<2x2x192x384xf32>
    %5504 = stablehlo.constant dense<1.0e-08> : tensor<2x2x192x384xf32>
    %5505 = stablehlo.add %5503, %5504 : tensor<2x2x192x384xf32>
    %5506 = stablehlo.divide %5500, %5505 : tensor<2x2x192x384xf32>
    %5507 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5508 = stablehlo.multiply %5507, %m.stages.2.down.conv.b : tensor<384xf32>
    %5509 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5510 = stablehlo.multiply %5509, %3691 : tensor<384xf32>
    %5511 = stablehlo.add %5508, %5510 : tensor<384xf32>
    %5512 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5513 = stablehlo.multiply %5512, %v.stages.2.down.conv.b : tensor<384xf32>
    %5514 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5515 = stablehlo.multiply %3691, %3691 : tensor<384xf32>
    %5516 = stablehlo.multiply %5514, %5515 : tensor<384xf32>
    %5517 = stablehlo.add %5513, %5516 : tensor<384xf32>
    %5518 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5519 = stablehlo.divide %5511, %5518 : tensor<384xf32>
    %5520 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5521 = stablehlo.divide %5517, %5520 : tensor<384xf32>
    %5522 = stablehlo.sqrt %5521 : tensor<384xf32>
    %5523 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5524 = stablehlo.add %5522, %5523 : tensor<384xf32>
    %5525 = stablehlo.divide %5519, %5524 : tensor<384xf32>
    %5526 = stablehlo.constant dense<0.9> : tensor<7x7x1x384xf32>
    %5527 = stablehlo.multiply %5526, %m.stages.2.blocks.0.dwconv.w : tensor<7x7x1x384xf32>
    %5528 = stablehlo.constant dense<0.1> : tensor<7x7x1x384xf32>
    %5529 = stablehlo.multiply %5528, %3696 : tensor<7x7x1x384xf32>
    %5530 = stablehlo.add %5527, %5529 : tensor<7x7x1x384xf32>
    %5531 = stablehlo.constant dense<0.999> : tensor<7x7x1x384xf32>
    %5532 = stablehlo.multiply %5531, %v.stages.2.blocks.0.dwconv.w : tensor<7x7x1x384xf32>
    %5533 = stablehlo.constant dense<0.001> : tensor<7x7x1x384xf32>
    %5534 = stablehlo.multiply %3696, %3696 : tensor<7x7x1x384xf32>
    %5535 = stablehlo.multiply %5533, %5534 : tensor<7x7x1x384xf32>
    %5536 = stablehlo.add %5532, %5535 : tensor<7x7x1x384xf32>
    %5537 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %5538 = stablehlo.divide %5530, %5537 : tensor<7x7x1x384xf32>
    %5539 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %5540 = stablehlo.divide %5536, %5539 : tensor<7x7x1x384xf32>
    %5541 = stablehlo.sqrt %5540 : tensor<7x7x1x384xf32>
    %5542 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x384xf32>
    %5543 = stablehlo.add %5541, %5542 : tensor<7x7x1x384xf32>
    %5544 = stablehlo.divide %5538, %5543 : tensor<7x7x1x384xf32>
    %5545 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5546 = stablehlo.multiply %5545, %m.stages.2.blocks.0.dwconv.b : tensor<384xf32>
    %5547 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5548 = stablehlo.multiply %5547, %3701 : tensor<384xf32>
    %5549 = stablehlo.add %5546, %5548 : tensor<384xf32>
    %5550 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5551 = stablehlo.multiply %5550, %v.stages.2.blocks.0.dwconv.b : tensor<384xf32>
    %5552 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5553 = stablehlo.multiply %3701, %3701 : tensor<384xf32>
    %5554 = stablehlo.multiply %5552, %5553 : tensor<384xf32>
    %5555 = stablehlo.add %5551, %5554 : tensor<384xf32>
    %5556 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5557 = stablehlo.divide %5549, %5556 : tensor<384xf32>
    %5558 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5559 = stablehlo.divide %5555, %5558 : tensor<384xf32>
    %5560 = stablehlo.sqrt %5559 : tensor<384xf32>
    %5561 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5562 = stablehlo.add %5560, %5561 : tensor<384xf32>
    %5563 = stablehlo.divide %5557, %5562 : tensor<384xf32>
    %5564 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5565 = stablehlo.multiply %5564, %m.stages.2.blocks.0.norm.g : tensor<384xf32>
    %5566 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5567 = stablehlo.multiply %5566, %3706 : tensor<384xf32>
    %5568 = stablehlo.add %5565, %5567 : tensor<384xf32>
    %5569 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5570 = stablehlo.multiply %5569, %v.stages.2.blocks.0.norm.g : tensor<384xf32>
    %5571 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5572 = stablehlo.multiply %3706, %3706 : tensor<384xf32>
    %5573 = stablehlo.multiply %5571, %5572 : tensor<384xf32>
    %5574 = stablehlo.add %5570, %5573 : tensor<384xf32>
    %5575 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5576 = stablehlo.divide %5568, %5575 : tensor<384xf32>
    %5577 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5578 = stablehlo.divide %5574, %5577 : tensor<384xf32>
    %5579 = stablehlo.sqrt %5578 : tensor<384xf32>
    %5580 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5581 = stablehlo.add %5579, %5580 : tensor<384xf32>
    %5582 = stablehlo.divide %5576, %5581 : tensor<384xf32>
    %5583 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5584 = stablehlo.multiply %5583, %m.stages.2.blocks.0.norm.b : tensor<384xf32>
    %5585 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5586 = stablehlo.multiply %5585, %3711 : tensor<384xf32>
    %5587 = stablehlo.add %5584, %5586 : tensor<384xf32>
    %5588 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5589 = stablehlo.multiply %5588, %v.stages.2.blocks.0.norm.b : tensor<384xf32>
    %5590 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5591 = stablehlo.multiply %3711, %3711 : tensor<384xf32>
    %5592 = stablehlo.multiply %5590, %5591 : tensor<384xf32>
    %5593 = stablehlo.add %5589, %5592 : tensor<384xf32>
    %5594 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5595 = stablehlo.divide %5587, %5594 : tensor<384xf32>
    %5596 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5597 = stablehlo.divide %5593, %5596 : tensor<384xf32>
    %5598 = stablehlo.sqrt %5597 : tensor<384xf32>
    %5599 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5600 = stablehlo.add %5598, %5599 : tensor<384xf32>
    %5601 = stablehlo.divide %5595, %5600 : tensor<384xf32>
    %5602 = stablehlo.constant dense<0.9> : tensor<384x1536xf32>
    %5603 = stablehlo.multiply %5602, %m.stages.2.blocks.0.fc1.w : tensor<384x1536xf32>
    %5604 = stablehlo.constant dense<0.1> : tensor<384x1536xf32>
    %5605 = stablehlo.multiply %5604, %3716 : tensor<384x1536xf32>
    %5606 = stablehlo.add %5603, %5605 : tensor<384x1536xf32>
    %5607 = stablehlo.constant dense<0.999> : tensor<384x1536xf32>
    %5608 = stablehlo.multiply %5607, %v.stages.2.blocks.0.fc1.w : tensor<384x1536xf32>
    %5609 = stablehlo.constant dense<0.001> : tensor<384x1536xf32>
    %5610 = stablehlo.multiply %3716, %3716 : tensor<384x1536xf32>
    %5611 = stablehlo.multiply %5609, %5610 : tensor<384x1536xf32>
    %5612 = stablehlo.add %5608, %5611 : tensor<384x1536xf32>
    %5613 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %5614 = stablehlo.divide %5606, %5613 : tensor<384x1536xf32>
    %5615 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %5616 = stablehlo.divide %5612, %5615 : tensor<384x1536xf32>
    %5617 = stablehlo.sqrt %5616 : tensor<384x1536xf32>
    %5618 = stablehlo.constant dense<1.0e-08> : tensor<384x1536xf32>
    %5619 = stablehlo.add %5617, %5618 : tensor<384x1536xf32>
    %5620 = stablehlo.divide %5614, %5619 : tensor<384x1536xf32>
    %5621 = stablehlo.constant dense<0.9> : tensor<1536xf32>
    %5622 = stablehlo.multiply %5621, %m.stages.2.blocks.0.fc1.b : tensor<1536xf32>
    %5623 = stablehlo.constant dense<0.1> : tensor<1536xf32>
    %5624 = stablehlo.multiply %5623, %3721 : tensor<1536xf32>
    %5625 = stablehlo.add %5622, %5624 : tensor<1536xf32>
    %5626 = stablehlo.constant dense<0.999> : tensor<1536xf32>
    %5627 = stablehlo.multiply %5626, %v.stages.2.blocks.0.fc1.b : tensor<1536xf32>
    %5628 = stablehlo.constant dense<0.001> : tensor<1536xf32>
    %5629 = stablehlo.multiply %3721, %3721 : tensor<1536xf32>
    %5630 = stablehlo.multiply %5628, %5629 : tensor<1536xf32>
    %5631 = stablehlo.add %5627, %5630 : tensor<1536xf32>
    %5632 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %5633 = stablehlo.divide %5625, %5632 : tensor<1536xf32>
    %5634 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %5635 = stablehlo.divide %5631, %5634 : tensor<1536xf32>
    %5636 = stablehlo.sqrt %5635 : tensor<1536xf32>
    %5637 = stablehlo.constant dense<1.0e-08> : tensor<1536xf32>
    %5638 = stablehlo.add %5636, %5637 : tensor<1536xf32>
    %5639 = stablehlo.divide %5633, %5638 : tensor<1536xf32>
    %5640 = stablehlo.constant dense<0.9> : tensor<1536x384xf32>
    %5641 = stablehlo.multiply %5640, %m.stages.2.blocks.0.fc2.w : tensor<1536x384xf32>
    %5642 = stablehlo.constant dense<0.1> : tensor<1536x384xf32>
    %5643 = stablehlo.multiply %5642, %3726 : tensor<1536x384xf32>
    %5644 = stablehlo.add %5641, %5643 : tensor<1536x384xf32>
    %5645 = stablehlo.constant dense<0.999> : tensor<1536x384xf32>
    %5646 = stablehlo.multiply %5645, %v.stages.2.blocks.0.fc2.w : tensor<1536x384xf32>
    %5647 = stablehlo.constant dense<0.001> : tensor<1536x384xf32>
    %5648 = stablehlo.multiply %3726, %3726 : tensor<1536x384xf32>
    %5649 = stablehlo.multiply %5647, %5648 : tensor<1536x384xf32>
    %5650 = stablehlo.add %5646, %5649 : tensor<1536x384xf32>
    %5651 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %5652 = stablehlo.divide %5644, %5651 : tensor<1536x384xf32>
    %5653 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %5654 = stablehlo.divide %5650, %5653 : tensor<1536x384xf32>
    %5655 = stablehlo.sqrt %5654 : tensor<1536x384xf32>
    %5656 = stablehlo.constant dense<1.0e-08> : tensor<1536x384xf32>
    %5657 = stablehlo.add %5655, %5656 : tensor<1536x384xf32>
    %5658 = stablehlo.divide %5652, %5657 : tensor<1536x384xf32>
    %5659 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5660 = stablehlo.multiply %5659, %m.stages.2.blocks.0.fc2.b : tensor<384xf32>
    %5661 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5662 = stablehlo.multiply %5661, %3731 : tensor<384xf32>
    %5663 = stablehlo.add %5660, %5662 : tensor<384xf32>
    %5664 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5665 = stablehlo.multiply %5664, %v.stages.2.blocks.0.fc2.b : tensor<384xf32>
    %5666 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5667 = stablehlo.multiply %3731, %3731 : tensor<384xf32>
    %5668 = stablehlo.multiply %5666, %5667 : tensor<384xf32>
    %5669 = stablehlo.add %5665, %5668 : tensor<384xf32>
    %5670 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5671 = stablehlo.divide %5663, %5670 : tensor<384xf32>
    %5672 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5673 = stablehlo.divide %5669, %5672 : tensor<384xf32>
    %5674 = stablehlo.sqrt %5673 : tensor<384xf32>
    %5675 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5676 = stablehlo.add %5674, %5675 : tensor<384xf32>
    %5677 = stablehlo.divide %5671, %5676 : tensor<384xf32>
    %5678 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5679 = stablehlo.multiply %5678, %m.stages.2.blocks.0.gamma : tensor<384xf32>
    %5680 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5681 = stablehlo.multiply %5680, %3736 : tensor<384xf32>
    %5682 = stablehlo.add %5679, %5681 : tensor<384xf32>
    %5683 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5684 = stablehlo.multiply %5683, %v.stages.2.blocks.0.gamma : tensor<384xf32>
    %5685 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5686 = stablehlo.multiply %3736, %3736 : tensor<384xf32>
    %5687 = stablehlo.multiply %5685, %5686 : tensor<384xf32>
    %5688 = stablehlo.add %5684, %5687 : tensor<384xf32>
    %5689 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5690 = stablehlo.divide %5682, %5689 : tensor<384xf32>
    %5691 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5692 = stablehlo.divide %5688, %5691 : tensor<384xf32>
    %5693 = stablehlo.sqrt %5692 : tensor<384xf32>
    %5694 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5695 = stablehlo.add %5693, %5694 : tensor<384xf32>
    %5696 = stablehlo.divide %5690, %5695 : tensor<384xf32>
    %5697 = stablehlo.constant dense<0.9> : tensor<7x7x1x384xf32>
    %5698 = stablehlo.multiply %5697, %m.stages.2.blocks.1.dwconv.w : tensor<7x7x1x384xf32>
    %5699 = stablehlo.constant dense<0.1> : tensor<7x7x1x384xf32>
    %5700 = stablehlo.multiply %5699, %3741 : tensor<7x7x1x384xf32>
    %5701 = stablehlo.add %5698, %5700 : tensor<7x7x1x384xf32>
    %5702 = stablehlo.constant dense<0.999> : tensor<7x7x1x384xf32>
    %5703 = stablehlo.multiply %5702, %v.stages.2.blocks.1.dwconv.w : tensor<7x7x1x384xf32>
    %5704 = stablehlo.constant dense<0.001> : tensor<7x7x1x384xf32>
    %5705 = stablehlo.multiply %3741, %3741 : tensor<7x7x1x384xf32>
    %5706 = stablehlo.multiply %5704, %5705 : tensor<7x7x1x384xf32>
    %5707 = stablehlo.add %5703, %5706 : tensor<7x7x1x384xf32>
    %5708 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %5709 = stablehlo.divide %5701, %5708 : tensor<7x7x1x384xf32>
    %5710 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %5711 = stablehlo.divide %5707, %5710 : tensor<7x7x1x384xf32>
    %5712 = stablehlo.sqrt %5711 : tensor<7x7x1x384xf32>
    %5713 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x384xf32>
    %5714 = stablehlo.add %5712, %5713 : tensor<7x7x1x384xf32>
    %5715 = stablehlo.divide %5709, %5714 : tensor<7x7x1x384xf32>
    %5716 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5717 = stablehlo.multiply %5716, %m.stages.2.blocks.1.dwconv.b : tensor<384xf32>
    %5718 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5719 = stablehlo.multiply %5718, %3746 : tensor<384xf32>
    %5720 = stablehlo.add %5717, %5719 : tensor<384xf32>
    %5721 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5722 = stablehlo.multiply %5721, %v.stages.2.blocks.1.dwconv.b : tensor<384xf32>
    %5723 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5724 = stablehlo.multiply %3746, %3746 : tensor<384xf32>
    %5725 = stablehlo.multiply %5723, %5724 : tensor<384xf32>
    %5726 = stablehlo.add %5722, %5725 : tensor<384xf32>
    %5727 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5728 = stablehlo.divide %5720, %5727 : tensor<384xf32>
    %5729 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5730 = stablehlo.divide %5726, %5729 : tensor<384xf32>
    %5731 = stablehlo.sqrt %5730 : tensor<384xf32>
    %5732 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5733 = stablehlo.add %5731, %5732 : tensor<384xf32>
    %5734 = stablehlo.divide %5728, %5733 : tensor<384xf32>
    %5735 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5736 = stablehlo.multiply %5735, %m.stages.2.blocks.1.norm.g : tensor<384xf32>
    %5737 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5738 = stablehlo.multiply %5737, %3751 : tensor<384xf32>
    %5739 = stablehlo.add %5736, %5738 : tensor<384xf32>
    %5740 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5741 = stablehlo.multiply %5740, %v.stages.2.blocks.1.norm.g : tensor<384xf32>
    %5742 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5743 = stablehlo.multiply %3751, %3751 : tensor<384xf32>
    %5744 = stablehlo.multiply %5742, %5743 : tensor<384xf32>
    %5745 = stablehlo.add %5741, %5744 : tensor<384xf32>
    %5746 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5747 = stablehlo.divide %5739, %5746 : tensor<384xf32>
    %5748 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5749 = stablehlo.divide %5745, %5748 : tensor<384xf32>
    %5750 = stablehlo.sqrt %5749 : tensor<384xf32>
    %5751 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5752 = stablehlo.add %5750, %5751 : tensor<384xf32>
    %5753 = stablehlo.divide %5747, %5752 : tensor<384xf32>
    %5754 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5755 = stablehlo.multiply %5754, %m.stages.2.blocks.1.norm.b : tensor<384xf32>
    %5756 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5757 = stablehlo.multiply %5756, %3756 : tensor<384xf32>
    %5758 = stablehlo.add %5755, %5757 : tensor<384xf32>
    %5759 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5760 = stablehlo.multiply %5759, %v.stages.2.blocks.1.norm.b : tensor<384xf32>
    %5761 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5762 = stablehlo.multiply %3756, %3756 : tensor<384xf32>
    %5763 = stablehlo.multiply %5761, %5762 : tensor<384xf32>
    %5764 = stablehlo.add %5760, %5763 : tensor<384xf32>
    %5765 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5766 = stablehlo.divide %5758, %5765 : tensor<384xf32>
    %5767 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5768 = stablehlo.divide %5764, %5767 : tensor<384xf32>
    %5769 = stablehlo.sqrt %5768 : tensor<384xf32>
    %5770 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5771 = stablehlo.add %5769, %5770 : tensor<384xf32>
    %5772 = stablehlo.divide %5766, %5771 : tensor<384xf32>
    %5773 = stablehlo.constant dense<0.9> : tensor<384x1536xf32>
    %5774 = stablehlo.multiply %5773, %m.stages.2.blocks.1.fc1.w : tensor<384x1536xf32>
    %5775 = stablehlo.constant dense<0.1> : tensor<384x1536xf32>
    %5776 = stablehlo.multiply %5775, %3761 : tensor<384x1536xf32>
    %5777 = stablehlo.add %5774, %5776 : tensor<384x1536xf32>
    %5778 = stablehlo.constant dense<0.999> : tensor<384x1536xf32>
    %5779 = stablehlo.multiply %5778, %v.stages.2.blocks.1.fc1.w : tensor<384x1536xf32>
    %5780 = stablehlo.constant dense<0.001> : tensor<384x1536xf32>
    %5781 = stablehlo.multiply %3761, %3761 : tensor<384x1536xf32>
    %5782 = stablehlo.multiply %5780, %5781 : tensor<384x1536xf32>
    %5783 = stablehlo.add %5779, %5782 : tensor<384x1536xf32>
    %5784 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %5785 = stablehlo.divide %5777, %5784 : tensor<384x1536xf32>
    %5786 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %5787 = stablehlo.divide %5783, %5786 : tensor<384x1536xf32>
    %5788 = stablehlo.sqrt %5787 : tensor<384x1536xf32>
    %5789 = stablehlo.constant dense<1.0e-08> : tensor<384x1536xf32>
    %5790 = stablehlo.add %5788, %5789 : tensor<384x1536xf32>
    %5791 = stablehlo.divide %5785, %5790 : tensor<384x1536xf32>
    %5792 = stablehlo.constant dense<0.9> : tensor<1536xf32>
    %5793 = stablehlo.multiply %5792, %m.stages.2.blocks.1.fc1.b : tensor<1536xf32>
    %5794 = stablehlo.constant dense<0.1> : tensor<1536xf32>
    %5795 = stablehlo.multiply %5794, %3766 : tensor<1536xf32>
    %5796 = stablehlo.add %5793, %5795 : tensor<1536xf32>
    %5797 = stablehlo.constant dense<0.999> : tensor<1536xf32>
    %5798 = stablehlo.multiply %5797, %v.stages.2.blocks.1.fc1.b : tensor<1536xf32>
    %5799 = stablehlo.constant dense<0.001> : tensor<1536xf32>
    %5800 = stablehlo.multiply %3766, %3766 : tensor<1536xf32>
    %5801 = stablehlo.multiply %5799, %5800 : tensor<1536xf32>
    %5802 = stablehlo.add %5798, %5801 : tensor<1536xf32>
    %5803 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %5804 = stablehlo.divide %5796, %5803 : tensor<1536xf32>
    %5805 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %5806 = stablehlo.divide %5802, %5805 : tensor<1536xf32>
    %5807 = stablehlo.sqrt %5806 : tensor<1536xf32>
    %5808 = stablehlo.constant dense<1.0e-08> : tensor<1536xf32>
    %5809 = stablehlo.add %5807, %5808 : tensor<1536xf32>
    %5810 = stablehlo.divide %5804, %5809 : tensor<1536xf32>
    %5811 = stablehlo.constant dense<0.9> : tensor<1536x384xf32>
    %5812 = stablehlo.multiply %5811, %m.stages.2.blocks.1.fc2.w : tensor<1536x384xf32>
    %5813 = stablehlo.constant dense<0.1> : tensor<1536x384xf32>
    %5814 = stablehlo.multiply %5813, %3771 : tensor<1536x384xf32>
    %5815 = stablehlo.add %5812, %5814 : tensor<1536x384xf32>
    %5816 = stablehlo.constant dense<0.999> : tensor<1536x384xf32>
    %5817 = stablehlo.multiply %5816, %v.stages.2.blocks.1.fc2.w : tensor<1536x384xf32>
    %5818 = stablehlo.constant dense<0.001> : tensor<1536x384xf32>
    %5819 = stablehlo.multiply %3771, %3771 : tensor<1536x384xf32>
    %5820 = stablehlo.multiply %5818, %5819 : tensor<1536x384xf32>
    %5821 = stablehlo.add %5817, %5820 : tensor<1536x384xf32>
    %5822 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %5823 = stablehlo.divide %5815, %5822 : tensor<1536x384xf32>
    %5824 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %5825 = stablehlo.divide %5821, %5824 : tensor<1536x384xf32>
    %5826 = stablehlo.sqrt %5825 : tensor<1536x384xf32>
    %5827 = stablehlo.constant dense<1.0e-08> : tensor<1536x384xf32>
    %5828 = stablehlo.add %5826, %5827 : tensor<1536x384xf32>
    %5829 = stablehlo.divide %5823, %5828 : tensor<1536x384xf32>
    %5830 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5831 = stablehlo.multiply %5830, %m.stages.2.blocks.1.fc2.b : tensor<384xf32>
    %5832 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5833 = stablehlo.multiply %5832, %3776 : tensor<384xf32>
    %5834 = stablehlo.add %5831, %5833 : tensor<384xf32>
    %5835 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5836 = stablehlo.multiply %5835, %v.stages.2.blocks.1.fc2.b : tensor<384xf32>
    %5837 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5838 = stablehlo.multiply %3776, %3776 : tensor<384xf32>
    %5839 = stablehlo.multiply %5837, %5838 : tensor<384xf32>
    %5840 = stablehlo.add %5836, %5839 : tensor<384xf32>
    %5841 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5842 = stablehlo.divide %5834, %5841 : tensor<384xf32>
    %5843 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5844 = stablehlo.divide %5840, %5843 : tensor<384xf32>
    %5845 = stablehlo.sqrt %5844 : tensor<384xf32>
    %5846 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5847 = stablehlo.add %5845, %5846 : tensor<384xf32>
    %5848 = stablehlo.divide %5842, %5847 : tensor<384xf32>
    %5849 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5850 = stablehlo.multiply %5849, %m.stages.2.blocks.1.gamma : tensor<384xf32>
    %5851 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5852 = stablehlo.multiply %5851, %3781 : tensor<384xf32>
    %5853 = stablehlo.add %5850, %5852 : tensor<384xf32>
    %5854 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5855 = stablehlo.multiply %5854, %v.stages.2.blocks.1.gamma : tensor<384xf32>
    %5856 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5857 = stablehlo.multiply %3781, %3781 : tensor<384xf32>
    %5858 = stablehlo.multiply %5856, %5857 : tensor<384xf32>
    %5859 = stablehlo.add %5855, %5858 : tensor<384xf32>
    %5860 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5861 = stablehlo.divide %5853, %5860 : tensor<384xf32>
    %5862 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5863 = stablehlo.divide %5859, %5862 : tensor<384xf32>
    %5864 = stablehlo.sqrt %5863 : tensor<384xf32>
    %5865 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5866 = stablehlo.add %5864, %5865 : tensor<384xf32>
    %5867 = stablehlo.divide %5861, %5866 : tensor<384xf32>
    %5868 = stablehlo.constant dense<0.9> : tensor<7x7x1x384xf32>
    %5869 = stablehlo.multiply %5868, %m.stages.2.blocks.2.dwconv.w : tensor<7x7x1x384xf32>
    %5870 = stablehlo.constant dense<0.1> : tensor<7x7x1x384xf32>
    %5871 = stablehlo.multiply %5870, %3786 : tensor<7x7x1x384xf32>
    %5872 = stablehlo.add %5869, %5871 : tensor<7x7x1x384xf32>
    %5873 = stablehlo.constant dense<0.999> : tensor<7x7x1x384xf32>
    %5874 = stablehlo.multiply %5873, %v.stages.2.blocks.2.dwconv.w : tensor<7x7x1x384xf32>
    %5875 = stablehlo.constant dense<0.001> : tensor<7x7x1x384xf32>
    %5876 = stablehlo.multiply %3786, %3786 : tensor<7x7x1x384xf32>
    %5877 = stablehlo.multiply %5875, %5876 : tensor<7x7x1x384xf32>
    %5878 = stablehlo.add %5874, %5877 : tensor<7x7x1x384xf32>
    %5879 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %5880 = stablehlo.divide %5872, %5879 : tensor<7x7x1x384xf32>
    %5881 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %5882 = stablehlo.divide %5878, %5881 : tensor<7x7x1x384xf32>
    %5883 = stablehlo.sqrt %5882 : tensor<7x7x1x384xf32>
    %5884 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x384xf32>
    %5885 = stablehlo.add %5883, %5884 : tensor<7x7x1x384xf32>
    %5886 = stablehlo.divide %5880, %5885 : tensor<7x7x1x384xf32>
    %5887 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5888 = stablehlo.multiply %5887, %m.stages.2.blocks.2.dwconv.b : tensor<384xf32>
    %5889 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5890 = stablehlo.multiply %5889, %3791 : tensor<384xf32>
    %5891 = stablehlo.add %5888, %5890 : tensor<384xf32>
    %5892 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5893 = stablehlo.multiply %5892, %v.stages.2.blocks.2.dwconv.b : tensor<384xf32>
    %5894 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5895 = stablehlo.multiply %3791, %3791 : tensor<384xf32>
    %5896 = stablehlo.multiply %5894, %5895 : tensor<384xf32>
    %5897 = stablehlo.add %5893, %5896 : tensor<384xf32>
    %5898 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5899 = stablehlo.divide %5891, %5898 : tensor<384xf32>
    %5900 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5901 = stablehlo.divide %5897, %5900 : tensor<384xf32>
    %5902 = stablehlo.sqrt %5901 : tensor<384xf32>
    %5903 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5904 = stablehlo.add %5902, %5903 : tensor<384xf32>
    %5905 = stablehlo.divide %5899, %5904 : tensor<384xf32>
    %5906 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5907 = stablehlo.multiply %5906, %m.stages.2.blocks.2.norm.g : tensor<384xf32>
    %5908 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5909 = stablehlo.multiply %5908, %3796 : tensor<384xf32>
    %5910 = stablehlo.add %5907, %5909 : tensor<384xf32>
    %5911 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5912 = stablehlo.multiply %5911, %v.stages.2.blocks.2.norm.g : tensor<384xf32>
    %5913 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5914 = stablehlo.multiply %3796, %3796 : tensor<384xf32>
    %5915 = stablehlo.multiply %5913, %5914 : tensor<384xf32>
    %5916 = stablehlo.add %5912, %5915 : tensor<384xf32>
    %5917 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5918 = stablehlo.divide %5910, %5917 : tensor<384xf32>
    %5919 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5920 = stablehlo.divide %5916, %5919 : tensor<384xf32>
    %5921 = stablehlo.sqrt %5920 : tensor<384xf32>
    %5922 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5923 = stablehlo.add %5921, %5922 : tensor<384xf32>
    %5924 = stablehlo.divide %5918, %5923 : tensor<384xf32>
    %5925 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5926 = stablehlo.multiply %5925, %m.stages.2.blocks.2.norm.b : tensor<384xf32>
    %5927 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5928 = stablehlo.multiply %5927, %3801 : tensor<384xf32>
    %5929 = stablehlo.add %5926, %5928 : tensor<384xf32>
    %5930 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5931 = stablehlo.multiply %5930, %v.stages.2.blocks.2.norm.b : tensor<384xf32>
    %5932 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5933 = stablehlo.multiply %3801, %3801 : tensor<384xf32>
    %5934 = stablehlo.multiply %5932, %5933 : tensor<384xf32>
    %5935 = stablehlo.add %5931, %5934 : tensor<384xf32>
    %5936 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5937 = stablehlo.divide %5929, %5936 : tensor<384xf32>
    %5938 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5939 = stablehlo.divide %5935, %5938 : tensor<384xf32>
    %5940 = stablehlo.sqrt %5939 : tensor<384xf32>
    %5941 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5942 = stablehlo.add %5940, %5941 : tensor<384xf32>
    %5943 = stablehlo.divide %5937, %5942 : tensor<384xf32>
    %5944 = stablehlo.constant dense<0.9> : tensor<384x1536xf32>
    %5945 = stablehlo.multiply %5944, %m.stages.2.blocks.2.fc1.w : tensor<384x1536xf32>
    %5946 = stablehlo.constant dense<0.1> : tensor<384x1536xf32>
    %5947 = stablehlo.multiply %5946, %3806 : tensor<384x1536xf32>
    %5948 = stablehlo.add %5945, %5947 : tensor<384x1536xf32>
    %5949 = stablehlo.constant dense<0.999> : tensor<384x1536xf32>
    %5950 = stablehlo.multiply %5949, %v.stages.2.blocks.2.fc1.w : tensor<384x1536xf32>
    %5951 = stablehlo.constant dense<0.001> : tensor<384x1536xf32>
    %5952 = stablehlo.multiply %3806, %3806 : tensor<384x1536xf32>
    %5953 = stablehlo.multiply %5951, %5952 : tensor<384x1536xf32>
    %5954 = stablehlo.add %5950, %5953 : tensor<384x1536xf32>
    %5955 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %5956 = stablehlo.divide %5948, %5955 : tensor<384x1536xf32>
    %5957 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %5958 = stablehlo.divide %5954, %5957 : tensor<384x1536xf32>
    %5959 = stablehlo.sqrt %5958 : tensor<384x1536xf32>
    %5960 = stablehlo.constant dense<1.0e-08> : tensor<384x1536xf32>
    %5961 = stablehlo.add %5959, %5960 : tensor<384x1536xf32>
    %5962 = stablehlo.divide %5956, %5961 : tensor<384x1536xf32>
    %5963 = stablehlo.constant dense<0.9> : tensor<1536xf32>
    %5964 = stablehlo.multiply %5963, %m.stages.2.blocks.2.fc1.b : tensor<1536xf32>
    %5965 = stablehlo.constant dense<0.1> : tensor<1536xf32>
    %5966 = stablehlo.multiply %5965, %3811 : tensor<1536xf32>
    %5967 = stablehlo.add %5964, %5966 : tensor<1536xf32>
    %5968 = stablehlo.constant dense<0.999> : tensor<1536xf32>
    %5969 = stablehlo.multiply %5968, %v.stages.2.blocks.2.fc1.b : tensor<1536xf32>
    %5970 = stablehlo.constant dense<0.001> : tensor<1536xf32>
    %5971 = stablehlo.multiply %3811, %3811 : tensor<1536xf32>
    %5972 = stablehlo.multiply %5970, %5971 : tensor<1536xf32>
    %5973 = stablehlo.add %5969, %5972 : tensor<1536xf32>
    %5974 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %5975 = stablehlo.divide %5967, %5974 : tensor<1536xf32>
    %5976 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %5977 = stablehlo.divide %5973, %5976 : tensor<1536xf32>
    %5978 = stablehlo.sqrt %5977 : tensor<1536xf32>
    %5979 = stablehlo.constant dense<1.0e-08> : tensor<1536xf32>
    %5980 = stablehlo.add %5978, %5979 : tensor<1536xf32>
    %5981 = stablehlo.divide %5975, %5980 : tensor<1536xf32>
    %5982 = stablehlo.constant dense<0.9> : tensor<1536x384xf32>
    %5983 = stablehlo.multiply %5982, %m.stages.2.blocks.2.fc2.w : tensor<1536x384xf32>
    %5984 = stablehlo.constant dense<0.1> : tensor<1536x384xf32>
    %5985 = stablehlo.multiply %5984, %3816 : tensor<1536x384xf32>
    %5986 = stablehlo.add %5983, %5985 : tensor<1536x384xf32>
    %5987 = stablehlo.constant dense<0.999> : tensor<1536x384xf32>
    %5988 = stablehlo.multiply %5987, %v.stages.2.blocks.2.fc2.w : tensor<1536x384xf32>
    %5989 = stablehlo.constant dense<0.001> : tensor<1536x384xf32>
    %5990 = stablehlo.multiply %3816, %3816 : tensor<1536x384xf32>
    %5991 = stablehlo.multiply %5989, %5990 : tensor<1536x384xf32>
    %5992 = stablehlo.add %5988, %5991 : tensor<1536x384xf32>
    %5993 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %5994 = stablehlo.divide %5986, %5993 : tensor<1536x384xf32>
    %5995 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %5996 = stablehlo.divide %5992, %5995 : tensor<1536x384xf32>
    %5997 = stablehlo.sqrt %5996 : tensor<1536x384xf32>
    %5998 = stablehlo.constant dense<1.0e-08> : tensor<1536x384xf32>
    %5999 = stablehlo.add %5997, %5998 : tensor<1536x384xf32>
    %6000 = stablehlo.divide %5994, %5999 : tensor<1536x384xf32>
    %6001 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6002 = stablehlo.multiply %6001, %m.stages.2.blocks.2.fc2.b : tensor<384xf32>
    %6003 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6004 = stablehlo.multiply %6003, %3821 : tensor<384xf32>
    %6005 = stablehlo.add %6002, %6004 : tensor<384xf32>
    %6006 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6007 = stablehlo.multiply %6006, %v.stages.2.blocks.2.fc2.b : tensor<384xf32>
    %6008 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6009 = stablehlo.multiply %3821, %3821 : tensor<384xf32>
    %6010 = stablehlo.multiply %6008, %6009 : tensor<384xf32>
    %6011 = stablehlo.add %6007, %6010 : tensor<384xf32>
    %6012 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6013 = stablehlo.divide %6005, %6012 : tensor<384xf32>
    %6014 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6015 = stablehlo.divide %6011, %6014 : tensor<384xf32>
    %6016 = stablehlo.sqrt %6015 : tensor<384xf32>
    %6017 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6018 = stablehlo.add %6016, %6017 : tensor<384xf32>
    %6019 = stablehlo.divide %6013, %6018 : tensor<384xf32>
    %6020 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6021 = stablehlo.multiply %6020, %m.stages.2.blocks.2.gamma : tensor<384xf32>
    %6022 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6023 = stablehlo.multiply %6022, %3826 : tensor<384xf32>
    %6024 = stablehlo.add %6021, %6023 : tensor<384xf32>
    %6025 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6026 = stablehlo.multiply %6025, %v.stages.2.blocks.2.gamma : tensor<384xf32>
    %6027 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6028 = stablehlo.multiply %3826, %3826 : tensor<384xf32>
    %6029 = stablehlo.multiply %6027, %6028 : tensor<384xf32>
    %6030 = stablehlo.add %6026, %6029 : tensor<384xf32>
    %6031 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6032 = stablehlo.divide %6024, %6031 : tensor<384xf32>
    %6033 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6034 = stablehlo.divide %6030, %6033 : tensor<384xf32>
    %6035 = stablehlo.sqrt %6034 : tensor<384xf32>
    %6036 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6037 = stablehlo.add %6035, %6036 : tensor<384xf32>
    %6038 = stablehlo.divide %6032, %6037 : tensor<384xf32>
    %6039 = stablehlo.constant dense<0.9> : tensor<7x7x1x384xf32>
    %6040 = stablehlo.multiply %6039, %m.stages.2.blocks.3.dwconv.w : tensor<7x7x1x384xf32>
    %6041 = stablehlo.constant dense<0.1> : tensor<7x7x1x384xf32>
    %6042 = stablehlo.multiply %6041, %3831 : tensor<7x7x1x384xf32>
    %6043 = stablehlo.add %6040, %6042 : tensor<7x7x1x384xf32>
    %6044 = stablehlo.constant dense<0.999> : tensor<7x7x1x384xf32>
    %6045 = stablehlo.multiply %6044, %v.stages.2.blocks.3.dwconv.w : tensor<7x7x1x384xf32>
    %6046 = stablehlo.constant dense<0.001> : tensor<7x7x1x384xf32>
    %6047 = stablehlo.multiply %3831, %3831 : tensor<7x7x1x384xf32>
    %6048 = stablehlo.multiply %6046, %6047 : tensor<7x7x1x384xf32>
    %6049 = stablehlo.add %6045, %6048 : tensor<7x7x1x384xf32>
    %6050 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %6051 = stablehlo.divide %6043, %6050 : tensor<7x7x1x384xf32>
    %6052 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %6053 = stablehlo.divide %6049, %6052 : tensor<7x7x1x384xf32>
    %6054 = stablehlo.sqrt %6053 : tensor<7x7x1x384xf32>
    %6055 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x384xf32>
    %6056 = stablehlo.add %6054, %6055 : tensor<7x7x1x384xf32>
    %6057 = stablehlo.divide %6051, %6056 : tensor<7x7x1x384xf32>
    %6058 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6059 = stablehlo.multiply %6058, %m.stages.2.blocks.3.dwconv.b : tensor<384xf32>
    %6060 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6061 = stablehlo.multiply %6060, %3836 : tensor<384xf32>
    %6062 = stablehlo.add %6059, %6061 : tensor<384xf32>
    %6063 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6064 = stablehlo.multiply %6063, %v.stages.2.blocks.3.dwconv.b : tensor<384xf32>
    %6065 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6066 = stablehlo.multiply %3836, %3836 : tensor<384xf32>
    %6067 = stablehlo.multiply %6065, %6066 : tensor<384xf32>
    %6068 = stablehlo.add %6064, %6067 : tensor<384xf32>
    %6069 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6070 = stablehlo.divide %6062, %6069 : tensor<384xf32>
    %6071 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6072 = stablehlo.divide %6068, %6071 : tensor<384xf32>
    %6073 = stablehlo.sqrt %6072 : tensor<384xf32>
    %6074 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6075 = stablehlo.add %6073, %6074 : tensor<384xf32>
    %6076 = stablehlo.divide %6070, %6075 : tensor<384xf32>
    %6077 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6078 = stablehlo.multiply %6077, %m.stages.2.blocks.3.norm.g : tensor<384xf32>
    %6079 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6080 = stablehlo.multiply %6079, %3841 : tensor<384xf32>
    %6081 = stablehlo.add %6078, %6080 : tensor<384xf32>
    %6082 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6083 = stablehlo.multiply %6082, %v.stages.2.blocks.3.norm.g : tensor<384xf32>
    %6084 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6085 = stablehlo.multiply %3841, %3841 : tensor<384xf32>
    %6086 = stablehlo.multiply %6084, %6085 : tensor<384xf32>
    %6087 = stablehlo.add %6083, %6086 : tensor<384xf32>
    %6088 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6089 = stablehlo.divide %6081, %6088 : tensor<384xf32>
    %6090 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6091 = stablehlo.divide %6087, %6090 : tensor<384xf32>
    %6092 = stablehlo.sqrt %6091 : tensor<384xf32>
    %6093 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6094 = stablehlo.add %6092, %6093 : tensor<384xf32>
    %6095 = stablehlo.divide %6089, %6094 : tensor<384xf32>
    %6096 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6097 = stablehlo.multiply %6096, %m.stages.2.blocks.3.norm.b : tensor<384xf32>
    %6098 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6099 = stablehlo.multiply %6098, %3846 : tensor<384xf32>
    %6100 = stablehlo.add %6097, %6099 : tensor<384xf32>
    %6101 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6102 = stablehlo.multiply %6101, %v.stages.2.blocks.3.norm.b : tensor<384xf32>
    %6103 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6104 = stablehlo.multiply %3846, %3846 : tensor<384xf32>
    %6105 = stablehlo.multiply %6103, %6104 : tensor<384xf32>
    %6106 = stablehlo.add %6102, %6105 : tensor<384xf32>
    %6107 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6108 = stablehlo.divide %6100, %6107 : tensor<384xf32>
    %6109 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6110 = stablehlo.divide %6106, %6109 : tensor<384xf32>
    %6111 = stablehlo.sqrt %6110 : tensor<384xf32>
    %6112 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6113 = stablehlo.add %6111, %6112 : tensor<384xf32>
    %6114 = stablehlo.divide %6108, %6113 : tensor<384xf32>
    %6115 = stablehlo.constant dense<0.9> : tensor<384x1536xf32>
    %6116 = stablehlo.multiply %6115, %m.stages.2.blocks.3.fc1.w : tensor<384x1536xf32>
    %6117 = stablehlo.constant dense<0.1> : tensor<384x1536xf32>
    %6118 = stablehlo.multiply %6117, %3851 : tensor<384x1536xf32>
    %6119 = stablehlo.add %6116, %6118 : tensor<384x1536xf32>
    %6120 = stablehlo.constant dense<0.999> : tensor<384x1536xf32>
    %6121 = stablehlo.multiply %6120, %v.stages.2.blocks.3.fc1.w : tensor<384x1536xf32>
    %6122 = stablehlo.constant dense<0.001> : tensor<384x1536xf32>
    %6123 = stablehlo.multiply %3851, %3851 : tensor<384x1536xf32>
    %6124 = stablehlo.multiply %6122, %6123 : tensor<384x1536xf32>
    %6125 = stablehlo.add %6121, %6124 : tensor<384x1536xf32>
    %6126 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %6127 = stablehlo.divide %6119, %6126 : tensor<384x1536xf32>
    %6128 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %6129 = stablehlo.divide %6125, %6128 : tensor<384x1536xf32>
    %6130 = stablehlo.sqrt %6129 : tensor<384x1536xf32>
    %6131 = stablehlo.constant dense<1.0e-08> : tensor<384x1536xf32>
    %6132 = stablehlo.add %6130, %6131 : tensor<384x1536xf32>
    %6133 = stablehlo.divide %6127, %6132 : tensor<384x1536xf32>
    %6134 = stablehlo.constant dense<0.9> : tensor<1536xf32>
    %6135 = stablehlo.multiply %6134, %m.stages.2.blocks.3.fc1.b : tensor<1536xf32>
    %6136 = stablehlo.constant dense<0.1> : tensor<1536xf32>
    %6137 = stablehlo.multiply %6136, %3856 : tensor<1536xf32>
    %6138 = stablehlo.add %6135, %6137 : tensor<1536xf32>
    %6139 = stablehlo.constant dense<0.999> : tensor<1536xf32>
    %6140 = stablehlo.multiply %6139, %v.stages.2.blocks.3.fc1.b : tensor<1536xf32>
    %6141 = stablehlo.constant dense<0.001> : tensor<1536xf32>
    %6142 = stablehlo.multiply %3856, %3856 : tensor<1536xf32>
    %6143 = stablehlo.multiply %6141, %6142 : tensor<1536xf32>
    %6144 = stablehlo.add %6140, %6143 : tensor<1536xf32>
    %6145 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %6146 = stablehlo.divide %6138, %6145 : tensor<1536xf32>
    %6147 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %6148 = stablehlo.divide %6144, %6147 : tensor<1536xf32>
    %6149 = stablehlo.sqrt %6148 : tensor<1536xf32>
    %6150 = stablehlo.constant dense<1.0e-08> : tensor<1536xf32>
    %6151 = stablehlo.add %6149, %6150 : tensor<1536xf32>
    %6152 = stablehlo.divide %6146, %6151 : tensor<1536xf32>
    %6153 = stablehlo.constant dense<0.9> : tensor<1536x384xf32>
    %6154 = stablehlo.multiply %6153, %m.stages.2.blocks.3.fc2.w : tensor<1536x384xf32>
    %6155 = stablehlo.constant dense<0.1> : tensor<1536x384xf32>
    %6156 = stablehlo.multiply %6155, %3861 : tensor<1536x384xf32>
    %6157 = stablehlo.add %6154, %6156 : tensor<1536x384xf32>
    %6158 = stablehlo.constant dense<0.999> : tensor<1536x384xf32>
    %6159 = stablehlo.multiply %6158, %v.stages.2.blocks.3.fc2.w : tensor<1536x384xf32>
    %6160 = stablehlo.constant dense<0.001> : tensor<1536x384xf32>
    %6161 = stablehlo.multiply %3861, %3861 : tensor<1536x384xf32>
    %6162 = stablehlo.multiply %6160, %6161 : tensor<1536x384xf32>
    %6163 = stablehlo.add %6159, %6162 : tensor<1536x384xf32>
    %6164 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %6165 = stablehlo.divide %6157, %6164 : tensor<1536x384xf32>
    %6166 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %6167 = stablehlo.divide %6163, %6166 : tensor<1536x384xf32>
    %6168 = stablehlo.sqrt %6167 : tensor<1536x384xf32>
    %6169 = stablehlo.constant dense<1.0e-08> : tensor<1536x384xf32>
    %6170 = stablehlo.add %6168, %6169 : tensor<1536x384xf32>
    %6171 = stablehlo.divide %6165, %6170 : tensor<1536x384xf32>
    %6172 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6173 = stablehlo.multiply %6172, %m.stages.2.blocks.3.fc2.b : tensor<384xf32>
    %6174 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6175 = stablehlo.multiply %6174, %3866 : tensor<384xf32>
    %6176 = stablehlo.add %6173, %6175 : tensor<384xf32>
    %6177 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6178 = stablehlo.multiply %6177, %v.stages.2.blocks.3.fc2.b : tensor<384xf32>
    %6179 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6180 = stablehlo.multiply %3866, %3866 : tensor<384xf32>
    %6181 = stablehlo.multiply %6179, %6180 : tensor<384xf32>
    %6182 = stablehlo.add %6178, %6181 : tensor<384xf32>
    %6183 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6184 = stablehlo.divide %6176, %6183 : tensor<384xf32>
    %6185 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6186 = stablehlo.divide %6182, %6185 : tensor<384xf32>
    %6187 = stablehlo.sqrt %6186 : tensor<384xf32>
    %6188 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6189 = stablehlo.add %6187, %6188 : tensor<384xf32>
    %6190 = stablehlo.divide %6184, %6189 : tensor<384xf32>
    %6191 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6192 = stablehlo.multiply %6191, %m.stages.2.blocks.3.gamma : tensor<384xf32>
    %6193 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6194 = stablehlo.multiply %6193, %3871 : tensor<384xf32>
    %6195 = stablehlo.add %6192, %6194 : tensor<384xf32>
    %6196 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6197 = stablehlo.multiply %6196, %v.stages.2.blocks.3.gamma : tensor<384xf32>
    %6198 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6199 = stablehlo.multiply %3871, %3871 : tensor<384xf32>
    %6200 = stablehlo.multiply %6198, %6199 : tensor<384xf32>
    %6201 = stablehlo.add %6197, %6200 : tensor<384xf32>
    %6202 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6203 = stablehlo.divide %6195, %6202 : tensor<384xf32>
    %6204 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6205 = stablehlo.divide %6201, %6204 : tensor<384xf32>
    %6206 = stablehlo.sqrt %6205 : tensor<384xf32>
    %6207 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6208 = stablehlo.add %6206, %6207 : tensor<384xf32>
    %6209 = stablehlo.divide %6203, %6208 : tensor<384xf32>
    %6210 = stablehlo.constant dense<0.9> : tensor<7x7x1x384xf32>
    %6211 = stablehlo.multiply %6210, %m.stages.2.blocks.4.dwconv.w : tensor<7x7x1x384xf32>
    %6212 = stablehlo.constant dense<0.1> : tensor<7x7x1x384xf32>
    %6213 = stablehlo.multiply %6212, %3876 : tensor<7x7x1x384xf32>
    %6214 = stablehlo.add %6211, %6213 : tensor<7x7x1x384xf32>
    %6215 = stablehlo.constant dense<0.999> : tensor<7x7x1x384xf32>
    %6216 = stablehlo.multiply %6215, %v.stages.2.blocks.4.dwconv.w : tensor<7x7x1x384xf32>
    %6217 = stablehlo.constant dense<0.001> : tensor<7x7x1x384xf32>
    %6218 = stablehlo.multiply %3876, %3876 : tensor<7x7x1x384xf32>
    %6219 = stablehlo.multiply %6217, %6218 : tensor<7x7x1x384xf32>
    %6220 = stablehlo.add %6216, %6219 : tensor<7x7x1x384xf32>
    %6221 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %6222 = stablehlo.divide %6214, %6221 : tensor<7x7x1x384xf32>
    %6223 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %6224 = stablehlo.divide %6220, %6223 : tensor<7x7x1x384xf32>
    %6225 = stablehlo.sqrt %6224 : tensor<7x7x1x384xf32>
    %6226 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x384xf32>
    %6227 = stablehlo.add %6225, %6226 : tensor<7x7x1x384xf32>
    %6228 = stablehlo.divide %6222, %6227 : tensor<7x7x1x384xf32>
    %6229 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6230 = stablehlo.multiply %6229, %m.stages.2.blocks.4.dwconv.b : tensor<384xf32>
    %6231 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6232 = stablehlo.multiply %6231, %3881 : tensor<384xf32>
    %6233 = stablehlo.add %6230, %6232 : tensor<384xf32>
    %6234 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6235 = stablehlo.multiply %6234, %v.stages.2.blocks.4.dwconv.b : tensor<384xf32>
    %6236 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6237 = stablehlo.multiply %3881, %3881 : tensor<384xf32>
    %6238 = stablehlo.multiply %6236, %6237 : tensor<384xf32>
    %6239 = stablehlo.add %6235, %6238 : tensor<384xf32>
    %6240 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6241 = stablehlo.divide %6233, %6240 : tensor<384xf32>
    %6242 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6243 = stablehlo.divide %6239, %6242 : tensor<384xf32>
    %6244 = stablehlo.sqrt %6243 : tensor<384xf32>
    %6245 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6246 = stablehlo.add %6244, %6245 : tensor<384xf32>
    %6247 = stablehlo.divide %6241, %6246 : tensor<384xf32>
    %6248 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6249 = stablehlo.multiply %6248, %m.stages.2.blocks.4.norm.g : tensor<384xf32>
    %6250 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6251 = stablehlo.multiply %6250, %3886 : tensor<384xf32>
    %6252 = stablehlo.add %6249, %6251 : tensor<384xf32>
    %6253 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6254 = stablehlo.multiply %6253, %v.stages.2.blocks.4.norm.g : tensor<384xf32>
    %6255 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6256 = stablehlo.multiply %3886, %3886 : tensor<384xf32>
    %6257 = stablehlo.multiply %6255, %6256 : tensor<384xf32>
    %6258 = stablehlo.add %6254, %6257 : tensor<384xf32>
    %6259 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6260 = stablehlo.divide %6252, %6259 : tensor<384xf32>
    %6261 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6262 = stablehlo.divide %6258, %6261 : tensor<384xf32>
    %6263 = stablehlo.sqrt %6262 : tensor<384xf32>
    %6264 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6265 = stablehlo.add %6263, %6264 : tensor<384xf32>
    %6266 = stablehlo.divide %6260, %6265 : tensor<384xf32>
    %6267 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6268 = stablehlo.multiply %6267, %m.stages.2.blocks.4.norm.b : tensor<384xf32>
    %6269 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6270 = stablehlo.multiply %6269, %3891 : tensor<384xf32>
    %6271 = stablehlo.add %6268, %6270 : tensor<384xf32>
    %6272 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6273 = stablehlo.multiply %6272, %v.stages.2.blocks.4.norm.b : tensor<384xf32>
    %6274 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6275 = stablehlo.multiply %3891, %3891 : tensor<384xf32>
    %6276 = stablehlo.multiply %6274, %6275 : tensor<384xf32>
    %6277 = stablehlo.add %6273, %6276 : tensor<384xf32>
    %6278 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6279 = stablehlo.divide %6271, %6278 : tensor<384xf32>
    %6280 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6281 = stablehlo.divide %6277, %6280 : tensor<384xf32>
    %6282 = stablehlo.sqrt %6281 : tensor<384xf32>
    %6283 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6284 = stablehlo.add %6282, %6283 : tensor<384xf32>
    %6285 = stablehlo.divide %6279, %6284 : tensor<384xf32>
    %6286 = stablehlo.constant dense<0.9> : tensor<384x1536xf32>
    %6287 = stablehlo.multiply %6286, %m.stages.2.blocks.4.fc1.w : tensor<384x1536xf32>
    %6288 = stablehlo.constant dense<0.1> : tensor<384x1536xf32>
    %6289 = stablehlo.multiply %6288, %3896 : tensor<384x1536xf32>
    %6290 = stablehlo.add %6287, %6289 : tensor<384x1536xf32>
    %6291 = stablehlo.constant dense<0.999> : tensor<384x1536xf32>
    %6292 = stablehlo.multiply %6291, %v.stages.2.blocks.4.fc1.w : tensor<384x1536xf32>
    %6293 = stablehlo.constant dense<0.001> : tensor<384x1536xf32>
    %6294 = stablehlo.multiply %3896, %3896 : tensor<384x1536xf32>
    %6295 = stablehlo.multiply %6293, %6294 : tensor<384x1536xf32>
    %6296 = stablehlo.add %6292, %6295 : tensor<384x1536xf32>
    %6297 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %6298 = stablehlo.divide %6290, %6297 : tensor<384x1536xf32>
    %6299 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %6300 = stablehlo.divide %6296, %6299 : tensor<384x1536xf32>
    %6301 = stablehlo.sqrt %6300 : tensor<384x1536xf32>
    %6302 = stablehlo.constant dense<1.0e-08> : tensor<384x1536xf32>
    %6303 = stablehlo.add %6301, %6302 : tensor<384x1536xf32>
    %6304 = stablehlo.divide %6298, %6303 : tensor<384x1536xf32>
    %6305 = stablehlo.constant dense<0.9> : tensor<1536xf32>
    %6306 = stablehlo.multiply %6305, %m.stages.2.blocks.4.fc1.b : tensor<1536xf32>
    %6307 = stablehlo.constant dense<0.1> : tensor<1536xf32>
    %6308 = stablehlo.multiply %6307, %3901 : tensor<1536xf32>
    %6309 = stablehlo.add %6306, %6308 : tensor<1536xf32>
    %6310 = stablehlo.constant dense<0.999> : tensor<1536xf32>
    %6311 = stablehlo.multiply %6310, %v.stages.2.blocks.4.fc1.b : tensor<1536xf32>
    %6312 = stablehlo.constant dense<0.001> : tensor<1536xf32>
    %6313 = stablehlo.multiply %3901, %3901 : tensor<1536xf32>
    %6314 = stablehlo.multiply %6312, %6313 : tensor<1536xf32>
    %6315 = stablehlo.add %6311, %6314 : tensor<1536xf32>
    %6316 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %6317 = stablehlo.divide %6309, %6316 : tensor<1536xf32>
    %6318 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %6319 = stablehlo.divide %6315, %6318 : tensor<1536xf32>
    %6320 = stablehlo.sqrt %6319 : tensor<1536xf32>
    %6321 = stablehlo.constant dense<1.0e-08> : tensor<1536xf32>
    %6322 = stablehlo.add %6320, %6321 : tensor<1536xf32>
    %6323 = stablehlo.divide %6317, %6322 : tensor<1536xf32>
    %6324 = stablehlo.constant dense<0.9> : tensor<1536x384xf32>
    %6325 = stablehlo.multiply %6324, %m.stages.2.blocks.4.fc2.w : tensor<1536x384xf32>
    %6326 = stablehlo.constant dense<0.1> : tensor<1536x384xf32>
    %6327 = stablehlo.multiply %6326, %3906 : tensor<1536x384xf32>
    %6328 = stablehlo.add %6325, %6327 : tensor<1536x384xf32>
    %6329 = stablehlo.constant dense<0.999> : tensor<1536x384xf32>
    %6330 = stablehlo.multiply %6329, %v.stages.2.blocks.4.fc2.w : tensor<1536x384xf32>
    %6331 = stablehlo.constant dense<0.001> : tensor<1536x384xf32>
    %6332 = stablehlo.multiply %3906, %3906 : tensor<1536x384xf32>
    %6333 = stablehlo.multiply %6331, %6332 : tensor<1536x384xf32>
    %6334 = stablehlo.add %6330, %6333 : tensor<1536x384xf32>
    %6335 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %6336 = stablehlo.divide %6328, %6335 : tensor<1536x384xf32>
    %6337 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %6338 = stablehlo.divide %6334, %6337 : tensor<1536x384xf32>
    %6339 = stablehlo.sqrt %6338 : tensor<1536x384xf32>
    %6340 = stablehlo.constant dense<1.0e-08> : tensor<1536x384xf32>
    %6341 = stablehlo.add %6339, %6340 : tensor<1536x384xf32>
    %6342 = stablehlo.divide %6336, %6341 : tensor<1536x384xf32>
    %6343 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6344 = stablehlo.multiply %6343, %m.stages.2.blocks.4.fc2.b : tensor<384xf32>
    %6345 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6346 = stablehlo.multiply %6345, %3911 : tensor<384xf32>
    %6347 = stablehlo.add %6344, %6346 : tensor<384xf32>
    %6348 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6349 = stablehlo.multiply %6348, %v.stages.2.blocks.4.fc2.b : tensor<384xf32>
    %6350 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6351 = stablehlo.multiply %3911, %3911 : tensor<384xf32>
    %6352 = stablehlo.multiply %6350, %6351 : tensor<384xf32>
    %6353 = stablehlo.add %6349, %6352 : tensor<384xf32>
    %6354 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6355 = stablehlo.divide %6347, %6354 : tensor<384xf32>
    %6356 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6357 = stablehlo.divide %6353, %6356 : tensor<384xf32>
    %6358 = stablehlo.sqrt %6357 : tensor<384xf32>
    %6359 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6360 = stablehlo.add %6358, %6359 : tensor<384xf32>
    %6361 = stablehlo.divide %6355, %6360 : tensor<384xf32>
    %6362 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6363 = stablehlo.multiply %6362, %m.stages.2.blocks.4.gamma : tensor<384xf32>
    %6364 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6365 = stablehlo.multiply %6364, %3916 : tensor<384xf32>
    %6366 = stablehlo.add %6363, %6365 : tensor<384xf32>
    %6367 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6368 = stablehlo.multiply %6367, %v.stages.2.blocks.4.gamma : tensor<384xf32>
    %6369 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6370 = stablehlo.multiply %3916, %3916 : tensor<384xf32>
    %6371 = stablehlo.multiply %6369, %6370 : tensor<384xf32>
    %6372 = stablehlo.add %6368, %6371 : tensor<384xf32>
    %6373 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6374 = stablehlo.divide %6366, %6373 : tensor<384xf32>
    %6375 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6376 = stablehlo.divide %6372, %6375 : tensor<384xf32>
    %6377 = stablehlo.sqrt %6376 : tensor<384xf32>
    %6378 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6379 = stablehlo.add %6377, %6378 : tensor<384xf32>
    %6380 = stablehlo.divide %6374, %6379 : tensor<384xf32>
    %6381 = stablehlo.constant dense<0.9> : tensor<7x7x1x384xf32>
    %6382 = stablehlo.multiply %6381, %m.stages.2.blocks.5.dwconv.w : tensor<7x7x1x384xf32>
    %6383 = stablehlo.constant dense<0.1> : tensor<7x7x1x384xf32>
    %6384 = stablehlo.multiply %6383, %3921 : tensor<7x7x1x384xf32>
    %6385 = stablehlo.add %6382, %6384 : tensor<7x7x1x384xf32>
    %6386 = stablehlo.constant dense<0.999> : tensor<7x7x1x384xf32>
    %6387 = stablehlo.multiply %6386, %v.stages.2.blocks.5.dwconv.w : tensor<7x7x1x384xf32>
    %6388 = stablehlo.constant dense<0.001> : tensor<7x7x1x384xf32>
    %6389 = stablehlo.multiply %3921, %3921 : tensor<7x7x1x384xf32>
    %6390 = stablehlo.multiply %6388, %6389 : tensor<7x7x1x384xf32>
    %6391 = stablehlo.add %6387, %6390 : tensor<7x7x1x384xf32>
    %6392 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %6393 = stablehlo.divide %6385, %6392 : tensor<7x7x1x384xf32>
    %6394 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %6395 = stablehlo.divide %6391, %6394 : tensor<7x7x1x384xf32>
    %6396 = stablehlo.sqrt %6395 : tensor<7x7x1x384xf32>
    %6397 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x384xf32>
    %6398 = stablehlo.add %6396, %6397 : tensor<7x7x1x384xf32>
    %6399 = stablehlo.divide %6393, %6398 : tensor<7x7x1x384xf32>
    %6400 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6401 = stablehlo.multiply %6400, %m.stages.2.blocks.5.dwconv.b : tensor<384xf32>
    %6402 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6403 = stablehlo.multiply %6402, %3926 : tensor<384xf32>
    %6404 = stablehlo.add %6401, %6403 : tensor<384xf32>
    %6405 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6406 = stablehlo.multiply %6405, %v.stages.2.blocks.5.dwconv.b : tensor<384xf32>
    %6407 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6408 = stablehlo.multiply %3926, %3926 : tensor<384xf32>
    %6409 = stablehlo.multiply %6407, %6408 : tensor<384xf32>
    %6410 = stablehlo.add %6406, %6409 : tensor<384xf32>
    %6411 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6412 = stablehlo.divide %6404, %6411 : tensor<384xf32>
    %6413 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6414 = stablehlo.divide %6410, %6413 : tensor<384xf32>
    %6415 = stablehlo.sqrt %6414 : tensor<384xf32>
    %6416 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6417 = stablehlo.add %6415, %6416 : tensor<384xf32>
    %6418 = stablehlo.divide %6412, %6417 : tensor<384xf32>
    %6419 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6420 = stablehlo.multiply %6419, %m.stages.2.blocks.5.norm.g : tensor<384xf32>
    %6421 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6422 = stablehlo.multiply %6421, %3931 : tensor<384xf32>
    %6423 = stablehlo.add %6420, %6422 : tensor<384xf32>
    %6424 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6425 = stablehlo.multiply %6424, %v.stages.2.blocks.5.norm.g : tensor<384xf32>
    %6426 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6427 = stablehlo.multiply %3931, %3931 : tensor<384xf32>
    %6428 = stablehlo.multiply %6426, %6427 : tensor<384xf32>
    %6429 = stablehlo.add %6425, %6428 : tensor<384xf32>
    %6430 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6431 = stablehlo.divide %6423, %6430 : tensor<384xf32>
    %6432 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6433 = stablehlo.divide %6429, %6432 : tensor<384xf32>
    %6434 = stablehlo.sqrt %6433 : tensor<384xf32>
    %6435 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6436 = stablehlo.add %6434, %6435 : tensor<384xf32>
    %6437 = stablehlo.divide %6431, %6436 : tensor<384xf32>
    %6438 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6439 = stablehlo.multiply %6438, %m.stages.2.blocks.5.norm.b : tensor<384xf32>
    %6440 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6441 = stablehlo.multiply %6440, %3936 : tensor<384xf32>
    %6442 = stablehlo.add %6439, %6441 : tensor<384xf32>
    %6443 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6444 = stablehlo.multiply %6443, %v.stages.2.blocks.5.norm.b : tensor<384xf32>
    %6445 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6446 = stablehlo.multiply %3936, %3936 : tensor<384xf32>
    %6447 = stablehlo.multiply %6445, %6446 : tensor<384xf32>
    %6448 = stablehlo.add %6444, %6447 : tensor<384xf32>
    %6449 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6450 = stablehlo.divide %6442, %6449 : tensor<384xf32>
    %6451 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6452 = stablehlo.divide %6448, %6451 : tensor<384xf32>
    %6453 = stablehlo.sqrt %6452 : tensor<384xf32>
    %6454 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6455 = stablehlo.add %6453, %6454 : tensor<384xf32>
    %6456 = stablehlo.divide %6450, %6455 : tensor<384xf32>
    %6457 = stablehlo.constant dense<0.9> : tensor<384x1536xf32>
    %6458 = stablehlo.multiply %6457, %m.stages.2.blocks.5.fc1.w : tensor<384x1536xf32>
    %6459 = stablehlo.constant dense<0.1> : tensor<384x1536xf32>
    %6460 = stablehlo.multiply %6459, %3941 : tensor<384x1536xf32>
    %6461 = stablehlo.add %6458, %6460 : tensor<384x1536xf32>
    %6462 = stablehlo.constant dense<0.999> : tensor<384x1536xf32>
    %6463 = stablehlo.multiply %6462, %v.stages.2.blocks.5.fc1.w : tensor<384x1536xf32>
    %6464 = stablehlo.constant dense<0.001> : tensor<384x1536xf32>
    %6465 = stablehlo.multiply %3941, %3941 : tensor<384x1536xf32>
    %6466 = stablehlo.multiply %6464, %6465 : tensor<384x1536xf32>
    %6467 = stablehlo.add %6463, %6466 : tensor<384x1536xf32>
    %6468 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %6469 = stablehlo.divide %6461, %6468 : tensor<384x1536xf32>
    %6470 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %6471 = stablehlo.divide %6467, %6470 : tensor<384x1536xf32>
    %6472 = stablehlo.sqrt %6471 : tensor<384x1536xf32>
    %6473 = stablehlo.constant dense<1.0e-08> : tensor<384x1536xf32>
    %6474 = stablehlo.add %6472, %6473 : tensor<384x1536xf32>
    %6475 = stablehlo.divide %6469, %6474 : tensor<384x1536xf32>
    %6476 = stablehlo.constant dense<0.9> : tensor<1536xf32>
    %6477 = stablehlo.multiply %6476, %m.stages.2.blocks.5.fc1.b : tensor<1536xf32>
    %6478 = stablehlo.constant dense<0.1> : tensor<1536xf32>
    %6479 = stablehlo.multiply %6478, %3946 : tensor<1536xf32>
    %6480 = stablehlo.add %6477, %6479 : tensor<1536xf32>
    %6481 = stablehlo.constant dense<0.999> : tensor<1536xf32>
    %6482 = stablehlo.multiply %6481, %v.stages.2.blocks.5.fc1.b : tensor<1536xf32>
    %6483 = stablehlo.constant dense<0.001> : tensor<1536xf32>
    %6484 = stablehlo.multiply %3946, %3946 : tensor<1536xf32>
    %6485 = stablehlo.multiply %6483, %6484 : tensor<1536xf32>
    %6486 = stablehlo.add %6482, %6485 : tensor<1536xf32>
    %6487 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %6488 = stablehlo.divide %6480, %6487 : tensor<1536xf32>
    %6489 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %6490 = stablehlo.divide %6486, %6489 : tensor<1536xf32>
    %6491 = stablehlo.sqrt %6490 : tensor<1536xf32>
    %6492 = stablehlo.constant dense<1.0e-08> : tensor<1536xf32>
    %6493 = stablehlo.add %6491, %6492 : tensor<1536xf32>
    %6494 = stablehlo.divide %6488, %6493 : tensor<1536xf32>
    %6495 = stablehlo.constant dense<0.9> : tensor<1536x384xf32>
    %6496 = stablehlo.multiply %6495, %m.stages.2.blocks.5.fc2.w : tensor<1536x384xf32>
    %6497 = stablehlo.constant dense<0.1> : tensor<1536x384xf32>
    %6498 = stablehlo.multiply %6497, %3951 : tensor<1536x384xf32>
    %6499 = stablehlo.add %6496, %6498 : tensor<1536x384xf32>
    %6500 = stablehlo.constant dense<0.999> : tensor<1536x384xf32>
    %6501 = stablehlo.multiply %6500, %v.stages.2.blocks.5.fc2.w : tensor<1536x384xf32>
    %6502 = stablehlo.constant dense<0.001> : tensor<1536x384xf32>
    %6503 = stablehlo.multiply %3951, %3951 : tensor<1536x384xf32>
    %6504 = stablehlo.multiply %6502, %6503 : tensor<1536x384xf32>
    %6505 = stablehlo.add %6501, %6504 : tensor<1536x384xf32>
    %6506 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %6507 = stablehlo.divide %6499, %6506 : tensor<1536x384xf32>
    %6508 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %6509 = stablehlo.divide %6505, %6508 : tensor<1536x384xf32>
    %6510 = stablehlo.sqrt %6509 : tensor<1536x384xf32>
    %6511 = stablehlo.constant dense<1.0e-08> : tensor<1536x384xf32>
    %6512 = stablehlo.add %6510, %6511 : tensor<1536x384xf32>
    %6513 = stablehlo.divide %6507, %6512 : tensor<1536x384xf32>
    %6514 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6515 = stablehlo.multiply %6514, %m.stages.2.blocks.5.fc2.b : tensor<384xf32>
    %6516 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6517 = stablehlo.multiply %6516, %3956 : tensor<384xf32>
    %6518 = stablehlo.add %6515, %6517 : tensor<384xf32>
    %6519 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6520 = stablehlo.multiply %6519, %v.stages.2.blocks.5.fc2.b : tensor<384xf32>
    %6521 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6522 = stablehlo.multiply %3956, %3956 : tensor<384xf32>
    %6523 = stablehlo.multiply %6521, %6522 : tensor<384xf32>
    %6524 = stablehlo.add %6520, %6523 : tensor<384xf32>
    %6525 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6526 = stablehlo.divide %6518, %6525 : tensor<384xf32>
    %6527 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6528 = stablehlo.divide %6524, %6527 : tensor<384xf32>
    %6529 = stablehlo.sqrt %6528 : tensor<384xf32>
    %6530 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6531 = stablehlo.add %6529, %6530 : tensor<384xf32>
    %6532 = stablehlo.divide %6526, %6531 : tensor<384xf32>
    %6533 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6534 = stablehlo.multiply %6533, %m.stages.2.blocks.5.gamma : tensor<384xf32>
    %6535 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6536 = stablehlo.multiply %6535, %3961 : tensor<384xf32>
    %6537 = stablehlo.add %6534, %6536 : tensor<384xf32>
    %6538 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6539 = stablehlo.multiply %6538, %v.stages.2.blocks.5.gamma : tensor<384xf32>
    %6540 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6541 = stablehlo.multiply %3961, %3961 : tensor<384xf32>
    %6542 = stablehlo.multiply %6540, %6541 : tensor<384xf32>
    %6543 = stablehlo.add %6539, %6542 : tensor<384xf32>
    %6544 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6545 = stablehlo.divide %6537, %6544 : tensor<384xf32>
    %6546 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6547 = stablehlo.divide %6543, %6546 : tensor<384xf32>
    %6548 = stablehlo.sqrt %6547 : tensor<384xf32>
    %6549 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6550 = stablehlo.add %6548, %6549 : tensor<384xf32>
    %6551 = stablehlo.divide %6545, %6550 : tensor<384xf32>
    %6552 = stablehlo.constant dense<0.9> : tensor<7x7x1x384xf32>
    %6553 = stablehlo.multiply %6552, %m.stages.2.blocks.6.dwconv.w : tensor<7x7x1x384xf32>
    %6554 = stablehlo.constant dense<0.1> : tensor<7x7x1x384xf32>
    %6555 = stablehlo.multiply %6554, %3966 : tensor<7x7x1x384xf32>
    %6556 = stablehlo.add %6553, %6555 : tensor<7x7x1x384xf32>
    %6557 = stablehlo.constant dense<0.999> : tensor<7x7x1x384xf32>
    %6558 = stablehlo.multiply %6557, %v.stages.2.blocks.6.dwconv.w : tensor<7x7x1x384xf32>
    %6559 = stablehlo.constant dense<0.001> : tensor<7x7x1x384xf32>
    %6560 = stablehlo.multiply %3966, %3966 : tensor<7x7x1x384xf32>
    %6561 = stablehlo.multiply %6559, %6560 : tensor<7x7x1x384xf32>
    %6562 = stablehlo.add %6558, %6561 : tensor<7x7x1x384xf32>
    %6563 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %6564 = stablehlo.divide %6556, %6563 : tensor<7x7x1x384xf32>
    %6565 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %6566 = stablehlo.divide %6562, %6565 : tensor<7x7x1x384xf32>
    %6567 = stablehlo.sqrt %6566 : tensor<7x7x1x384xf32>
    %6568 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x384xf32>
    %6569 = stablehlo.add %6567, %6568 : tensor<7x7x1x384xf32>
    %6570 = stablehlo.divide %6564, %6569 : tensor<7x7x1x384xf32>
    %6571 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6572 = stablehlo.multiply %6571, %m.stages.2.blocks.6.dwconv.b : tensor<384xf32>
    %6573 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6574 = stablehlo.multiply %6573, %3971 : tensor<384xf32>
    %6575 = stablehlo.add %6572, %6574 : tensor<384xf32>
    %6576 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6577 = stablehlo.multiply %6576, %v.stages.2.blocks.6.dwconv.b : tensor<384xf32>
    %6578 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6579 = stablehlo.multiply %3971, %3971 : tensor<384xf32>
    %6580 = stablehlo.multiply %6578, %6579 : tensor<384xf32>
    %6581 = stablehlo.add %6577, %6580 : tensor<384xf32>
    %6582 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6583 = stablehlo.divide %6575, %6582 : tensor<384xf32>
    %6584 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6585 = stablehlo.divide %6581, %6584 : tensor<384xf32>
    %6586 = stablehlo.sqrt %6585 : tensor<384xf32>
    %6587 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6588 = stablehlo.add %6586, %6587 : tensor<384xf32>
    %6589 = stablehlo.divide %6583, %6588 : tensor<384xf32>
    %6590 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6591 = stablehlo.multiply %6590, %m.stages.2.blocks.6.norm.g : tensor<384xf32>
    %6592 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6593 = stablehlo.multiply %6592, %3976 : tensor<384xf32>
    %6594 = stablehlo.add %6591, %6593 : tensor<384xf32>
    %6595 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6596 = stablehlo.multiply %6595, %v.stages.2.blocks.6.norm.g : tensor<384xf32>
    %6597 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6598 = stablehlo.multiply %3976, %3976 : tensor<384xf32>
    %6599 = stablehlo.multiply %6597, %6598 : tensor<384xf32>
    %6600 = stablehlo.add %6596, %6599 : tensor<384xf32>
    %6601 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6602 = stablehlo.divide %6594, %6601 : tensor<384xf32>
    %6603 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6604 = stablehlo.divide %6600, %6603 : tensor<384xf32>
    %6605 = stablehlo.sqrt %6604 : tensor<384xf32>
    %6606 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6607 = stablehlo.add %6605, %6606 : tensor<384xf32>
    %6608 = stablehlo.divide %6602, %6607 : tensor<384xf32>
    %6609 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6610 = stablehlo.multiply %6609, %m.stages.2.blocks.6.norm.b : tensor<384xf32>
    %6611 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6612 = stablehlo.multiply %6611, %3981 : tensor<384xf32>
    %6613 = stablehlo.add %6610, %6612 : tensor<384xf32>
    %6614 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6615 = stablehlo.multiply %6614, %v.stages.2.blocks.6.norm.b : tensor<384xf32>
    %6616 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6617 = stablehlo.multiply %3981, %3981 : tensor<384xf32>
    %6618 = stablehlo.multiply %6616, %6617 : tensor<384xf32>
    %6619 = stablehlo.add %6615, %6618 : tensor<384xf32>
    %6620 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6621 = stablehlo.divide %6613, %6620 : tensor<384xf32>
    %6622 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6623 = stablehlo.divide %6619, %6622 : tensor<384xf32>
    %6624 = stablehlo.sqrt %6623 : tensor<384xf32>
    %6625 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6626 = stablehlo.add %6624, %6625 : tensor<384xf32>
    %6627 = stablehlo.divide %6621, %6626 : tensor<384xf32>
    %6628 = stablehlo.constant dense<0.9> : tensor<384x1536xf32>
    %6629 = stablehlo.multiply %6628, %m.stages.2.blocks.6.fc1.w : tensor<384x1536xf32>
    %6630 = stablehlo.constant dense<0.1> : tensor<384x1536xf32>
    %6631 = stablehlo.multiply %6630, %3986 : tensor<384x1536xf32>
    %6632 = stablehlo.add %6629, %6631 : tensor<384x1536xf32>
    %6633 = stablehlo.constant dense<0.999> : tensor<384x1536xf32>
    %6634 = stablehlo.multiply %6633, %v.stages.2.blocks.6.fc1.w : tensor<384x1536xf32>
    %6635 = stablehlo.constant dense<0.001> : tensor<384x1536xf32>
    %6636 = stablehlo.multiply %3986, %3986 : tensor<384x1536xf32>
    %6637 = stablehlo.multiply %6635, %6636 : tensor<384x1536xf32>
    %6638 = stablehlo.add %6634, %6637 : tensor<384x1536xf32>
    %6639 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %6640 = stablehlo.divide %6632, %6639 : tensor<384x1536xf32>
    %6641 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %6642 = stablehlo.divide %6638, %6641 : tensor<384x1536xf32>
    %6643 = stablehlo.sqrt %6642 : tensor<384x1536xf32>
    %6644 = stablehlo.constant dense<1.0e-08> : tensor<384x1536xf32>
    %6645 = stablehlo.add %6643, %6644 : tensor<384x1536xf32>
    %6646 = stablehlo.divide %6640, %6645 : tensor<384x1536xf32>
    %6647 = stablehlo.constant dense<0.9> : tensor<1536xf32>
    %6648 = stablehlo.multiply %6647, %m.stages.2.blocks.6.fc1.b : tensor<1536xf32>
    %6649 = stablehlo.constant dense<0.1> : tensor<1536xf32>
    %6650 = stablehlo.multiply %6649, %3991 : tensor<1536xf32>
    %6651 = stablehlo.add %6648, %6650 : tensor<1536xf32>
    %6652 = stablehlo.constant dense<0.999> : tensor<1536xf32>
    %6653 = stablehlo.multiply %6652, %v.stages.2.blocks.6.fc1.b : tensor<1536xf32>
    %6654 = stablehlo.constant dense<0.001> : tensor<1536xf32>
    %6655 = stablehlo.multiply %3991, %3991 : tensor<1536xf32>
    %6656 = stablehlo.multiply %6654, %6655 : tensor<1536xf32>
    %6657 = stablehlo.add %6653, %6656 : tensor<1536xf32>
    %6658 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %6659 = stablehlo.divide %6651, %6658 : tensor<1536xf32>
    %6660 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %6661 = stablehlo.divide %6657, %6660 : tensor<1536xf32>
    %6662 = stablehlo.sqrt %6661 : tensor<1536xf32>
    %6663 = stablehlo.constant dense<1.0e-08> : tensor<1536xf32>
    %6664 = stablehlo.add %6662, %6663 : tensor<1536xf32>
    %6665 = stablehlo.divide %6659, %6664 : tensor<1536xf32>
    %6666 = stablehlo.constant dense<0.9> : tensor<1536x384xf32>
    %6667 = stablehlo.multiply %6666, %m.stages.2.blocks.6.fc2.w : tensor<1536x384xf32>
    %6668 = stablehlo.constant dense<0.1> : tensor<1536x384xf32>
    %6669 = stablehlo.multiply %6668, %3996 : tensor<1536x384xf32>
    %6670 = stablehlo.add %6667, %6669 : tensor<1536x384xf32>
    %6671 = stablehlo.constant dense<0.999> : tensor<1536x384xf32>
    %6672 = stablehlo.multiply %6671, %v.stages.2.blocks.6.fc2.w : tensor<1536x384xf32>
    %6673 = stablehlo.constant dense<0.001> : tensor<1536x384xf32>
    %6674 = stablehlo.multiply %3996, %3996 : tensor<1536x384xf32>
    %6675 = stablehlo.multiply %6673, %6674 : tensor<1536x384xf32>
    %6676 = stablehlo.add %6672, %6675 : tensor<1536x384xf32>
    %6677 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %6678 = stablehlo.divide %6670, %6677 : tensor<1536x384xf32>
    %6679 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %6680 = stablehlo.divide %6676, %6679 : tensor<1536x384xf32>
    %6681 = stablehlo.sqrt %6680 : tensor<1536x384xf32>
    %6682 = stablehlo.constant dense<1.0e-08> : tensor<1536x384xf32>
    %6683 = stablehlo.add %6681, %6682 : tensor<1536x384xf32>
    %6684 = stablehlo.divide %6678, %6683 : tensor<1536x384xf32>
    %6685 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6686 = stablehlo.multiply %6685, %m.stages.2.blocks.6.fc2.b : tensor<384xf32>
    %6687 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6688 = stablehlo.multiply %6687, %4001 : tensor<384xf32>
    %6689 = stablehlo.add %6686, %6688 : tensor<384xf32>
    %6690 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6691 = stablehlo.multiply %6690, %v.stages.2.blocks.6.fc2.b : tensor<384xf32>
    %6692 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6693 = stablehlo.multiply %4001, %4001 : tensor<384xf32>
    %6694 = stablehlo.multiply %6692, %6693 : tensor<384xf32>
    %6695 = stablehlo.add %6691, %6694 : tensor<384xf32>
    %6696 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6697 = stablehlo.divide %6689, %6696 : tensor<384xf32>
    %6698 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6699 = stablehlo.divide %6695, %6698 : tensor<384xf32>
    %6700 = stablehlo.sqrt %6699 : tensor<384xf32>
    %6701 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6702 = stablehlo.add %6700, %6701 : tensor<384xf32>
    %6703 = stablehlo.divide %6697, %6702 : tensor<384xf32>
    %6704 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6705 = stablehlo.multiply %6704, %m.stages.2.blocks.6.gamma : tensor<384xf32>
    %6706 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6707 = stablehlo.multiply %6706, %4006 : tensor<384xf32>
    %6708 = stablehlo.add %6705, %6707 : tensor<384xf32>
    %6709 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6710 = stablehlo.multiply %6709, %v.stages.2.blocks.6.gamma : tensor<384xf32>
    %6711 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6712 = stablehlo.multiply %4006, %4006 : tensor<384xf32>
    %6713 = stablehlo.multiply %6711, %6712 : tensor<384xf32>
    %6714 = stablehlo.add %6710, %6713 : tensor<384xf32>
    %6715 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6716 = stablehlo.divide %6708, %6715 : tensor<384xf32>
    %6717 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6718 = stablehlo.divide %6714, %6717 : tensor<384xf32>
    %6719 = stablehlo.sqrt %6718 : tensor<384xf32>
    %6720 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6721 = stablehlo.add %6719, %6720 : tensor<384xf32>
    %6722 = stablehlo.divide %6716, %6721 : tensor<384xf32>
    %6723 = stablehlo.constant dense<0.9> : tensor<7x7x1x384xf32>
    %6724 = stablehlo.multiply %6723, %m.stages.2.blocks.7.dwconv.w : tensor<7x7x1x384xf32>
    %6725 = stablehlo.constant dense<0.1> : tensor<7x7x1x384xf32>
    %6726 = stablehlo.multiply %6725, %4011 : tensor<7x7x1x384xf32>
    %6727 = stablehlo.add %6724, %6726 : tensor<7x7x1x384xf32>
    %6728 = stablehlo.constant dense<0.999> : tensor<7x7x1x384xf32>
    %6729 = stablehlo.multiply %6728, %v.stages.2.blocks.7.dwconv.w : tensor<7x7x1x384xf32>
    %6730 = stablehlo.constant dense<0.001> : tensor<7x7x1x384xf32>
    %6731 = stablehlo.multiply %4011, %4011 : tensor<7x7x1x384xf32>
    %6732 = stablehlo.multiply %6730, %6731 : tensor<7x7x1x384xf32>
    %6733 = stablehlo.add %6729, %6732 : tensor<7x7x1x384xf32>
    %6734 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %6735 = stablehlo.divide %6727, %6734 : tensor<7x7x1x384xf32>
    %6736 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %6737 = stablehlo.divide %6733, %6736 : tensor<7x7x1x384xf32>
    %6738 = stablehlo.sqrt %6737 : tensor<7x7x1x384xf32>
    %6739 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x384xf32>
    %6740 = stablehlo.add %6738, %6739 : tensor<7x7x1x384xf32>
    %6741 = stablehlo.divide %6735, %6740 : tensor<7x7x1x384xf32>
    %6742 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6743 = stablehlo.multiply %6742, %m.stages.2.blocks.7.dwconv.b : tensor<384xf32>
    %6744 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6745 = stablehlo.multiply %6744, %4016 : tensor<384xf32>
    %6746 = stablehlo.add %6743, %6745 : tensor<384xf32>
    %6747 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6748 = stablehlo.multiply %6747, %v.stages.2.blocks.7.dwconv.b : tensor<384xf32>
    %6749 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6750 = stablehlo.multiply %4016, %4016 : tensor<384xf32>
    %6751 = stablehlo.multiply %6749, %6750 : tensor<384xf32>
    %6752 = stablehlo.add %6748, %6751 : tensor<384xf32>
    %6753 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6754 = stablehlo.divide %6746, %6753 : tensor<384xf32>
    %6755 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6756 = stablehlo.divide %6752, %6755 : tensor<384xf32>
    %6757 = stablehlo.sqrt %6756 : tensor<384xf32>
    %6758 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6759 = stablehlo.add %6757, %6758 : tensor<384xf32>
    %6760 = stablehlo.divide %6754, %6759 : tensor<384xf32>
    %6761 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6762 = stablehlo.multiply %6761, %m.stages.2.blocks.7.norm.g : tensor<384xf32>
    %6763 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6764 = stablehlo.multiply %6763, %4021 : tensor<384xf32>
    %6765 = stablehlo.add %6762, %6764 : tensor<384xf32>
    %6766 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6767 = stablehlo.multiply %6766, %v.stages.2.blocks.7.norm.g : tensor<384xf32>
    %6768 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6769 = stablehlo.multiply %4021, %4021 : tensor<384xf32>
    %6770 = stablehlo.multiply %6768, %6769 : tensor<384xf32>
    %6771 = stablehlo.add %6767, %6770 : tensor<384xf32>
    %6772 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6773 = stablehlo.divide %6765, %6772 : tensor<384xf32>
    %6774 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6775 = stablehlo.divide %6771, %6774 : tensor<384xf32>
    %6776 = stablehlo.sqrt %6775 : tensor<384xf32>
    %6777 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6778 = stablehlo.add %6776, %6777 : tensor<384xf32>
    %6779 = stablehlo.divide %6773, %6778 : tensor<384xf32>
    %6780 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6781 = stablehlo.multiply %6780, %m.stages.2.blocks.7.norm.b : tensor<384xf32>
    %6782 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6783 = stablehlo.multiply %6782, %4026 : tensor<384xf32>
    %6784 = stablehlo.add %6781, %6783 : tensor<384xf32>
    %6785 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6786 = stablehlo.multiply %6785, %v.stages.2.blocks.7.norm.b : tensor<384xf32>
    %6787 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6788 = stablehlo.multiply %4026, %4026 : tensor<384xf32>
    %6789 = stablehlo.multiply %6787, %6788 : tensor<384xf32>
    %6790 = stablehlo.add %6786, %6789 : tensor<384xf32>
    %6791 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6792 = stablehlo.divide %6784, %6791 : tensor<384xf32>
    %6793 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6794 = stablehlo.divide %6790, %6793 : tensor<384xf32>
    %6795 = stablehlo.sqrt %6794 : tensor<384xf32>
    %6796 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6797 = stablehlo.add %6795, %6796 : tensor<384xf32>
    %6798 = stablehlo.divide %6792, %6797 : tensor<384xf32>
    %6799 = stablehlo.constant dense<0.9> : tensor<384x1536xf32>
    %6800 = stablehlo.multiply %6799, %m.stages.2.blocks.7.fc1.w : tensor<384x1536xf32>
    %6801 = stablehlo.constant dense<0.1> : tensor<384x1536xf32>
    %6802 = stablehlo.multiply %6801, %4031 : tensor<384x1536xf32>
    %6803 = stablehlo.add %6800, %6802 : tensor<384x1536xf32>
    %6804 = stablehlo.constant dense<0.999> : tensor<384x1536xf32>
    %6805 = stablehlo.multiply %6804, %v.stages.2.blocks.7.fc1.w : tensor<384x1536xf32>
    %6806 = stablehlo.constant dense<0.001> : tensor<384x1536xf32>
    %6807 = stablehlo.multiply %4031, %4031 : tensor<384x1536xf32>
    %6808 = stablehlo.multiply %6806, %6807 : tensor<384x1536xf32>
    %6809 = stablehlo.add %6805, %6808 : tensor<384x1536xf32>
    %6810 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %6811 = stablehlo.divide %6803, %6810 : tensor<384x1536xf32>
    %6812 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %6813 = stablehlo.divide %6809, %6812 : tensor<384x1536xf32>
    %6814 = stablehlo.sqrt %6813 : tensor<384x1536xf32>
    %6815 = stablehlo.constant dense<1.0e-08> : tensor<384x1536xf32>
    %6816 = stablehlo.add %6814, %6815 : tensor<384x1536xf32>
    %6817 = stablehlo.divide %6811, %6816 : tensor<384x1536xf32>
    %6818 = stablehlo.constant dense<0.9> : tensor<1536xf32>
    %6819 = stablehlo.multiply %6818, %m.stages.2.blocks.7.fc1.b : tensor<1536xf32>
    %6820 = stablehlo.constant dense<0.1> : tensor<1536xf32>
    %6821 = stablehlo.multiply %6820, %4036 : tensor<1536xf32>
    %6822 = stablehlo.add %6819, %6821 : tensor<1536xf32>
    %6823 = stablehlo.constant dense<0.999> : tensor<1536xf32>
    %6824 = stablehlo.multiply %6823, %v.stages.2.blocks.7.fc1.b : tensor<1536xf32>
    %6825 = stablehlo.constant dense<0.001> : tensor<1536xf32>
    %6826 = stablehlo.multiply %4036, %4036 : tensor<1536xf32>
    %6827 = stablehlo.multiply %6825, %6826 : tensor<1536xf32>
    %6828 = stablehlo.add %6824, %6827 : tensor<1536xf32>
    %6829 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %6830 = stablehlo.divide %6822, %6829 : tensor<1536xf32>
    %6831 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %6832 = stablehlo.divide %6828, %6831 : tensor<1536xf32>
    %6833 = stablehlo.sqrt %6832 : tensor<1536xf32>
    %6834 = stablehlo.constant dense<1.0e-08> : tensor<1536xf32>
    %6835 = stablehlo.add %6833, %6834 : tensor<1536xf32>
    %6836 = stablehlo.divide %6830, %6835 : tensor<1536xf32>
    %6837 = stablehlo.constant dense<0.9> : tensor<1536x384xf32>
    %6838 = stablehlo.multiply %6837, %m.stages.2.blocks.7.fc2.w : tensor<1536x384xf32>
    %6839 = stablehlo.constant dense<0.1> : tensor<1536x384xf32>
    %6840 = stablehlo.multiply %6839, %4041 : tensor<1536x384xf32>
    %6841 = stablehlo.add %6838, %6840 : tensor<1536x384xf32>
    %6842 = stablehlo.constant dense<0.999> : tensor<1536x384xf32>
    %6843 = stablehlo.multiply %6842, %v.stages.2.blocks.7.fc2.w : tensor<1536x384xf32>
    %6844 = stablehlo.constant dense<0.001> : tensor<1536x384xf32>
    %6845 = stablehlo.multiply %4041, %4041 : tensor<1536x384xf32>
    %6846 = stablehlo.multiply %6844, %6845 : tensor<1536x384xf32>
    %6847 = stablehlo.add %6843, %6846 : tensor<1536x384xf32>
    %6848 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %6849 = stablehlo.divide %6841, %6848 : tensor<1536x384xf32>
    %6850 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %6851 = stablehlo.divide %6847, %6850 : tensor<1536x384xf32>
    %6852 = stablehlo.sqrt %6851 : tensor<1536x384xf32>
    %6853 = stablehlo.constant dense<1.0e-08> : tensor<1536x384xf32>
    %6854 = stablehlo.add %6852, %6853 : tensor<1536x384xf32>
    %6855 = stablehlo.divide %6849, %6854 : tensor<1536x384xf32>
    %6856 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6857 = stablehlo.multiply %6856, %m.stages.2.blocks.7.fc2.b : tensor<384xf32>
    %6858 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6859 = stablehlo.multiply %6858, %4046 : tensor<384xf32>
    %6860 = stablehlo.add %6857, %6859 : tensor<384xf32>
    %6861 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6862 = stablehlo.multiply %6861, %v.stages.2.blocks.7.fc2.b : tensor<384xf32>
    %6863 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6864 = stablehlo.multiply %4046, %4046 : tensor<384xf32>
    %6865 = stablehlo.multiply %6863, %6864 : tensor<384xf32>
    %6866 = stablehlo.add %6862, %6865 : tensor<384xf32>
    %6867 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6868 = stablehlo.divide %6860, %6867 : tensor<384xf32>
    %6869 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6870 = stablehlo.divide %6866, %6869 : tensor<384xf32>
    %6871 = stablehlo.sqrt %6870 : tensor<384xf32>
    %6872 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6873 = stablehlo.add %6871, %6872 : tensor<384xf32>
    %6874 = stablehlo.divide %6868, %6873 : tensor<384xf32>
    %6875 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6876 = stablehlo.multiply %6875, %m.stages.2.blocks.7.gamma : tensor<384xf32>
    %6877 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6878 = stablehlo.multiply %6877, %4051 : tensor<384xf32>
    %6879 = stablehlo.add %6876, %6878 : tensor<384xf32>
    %6880 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6881 = stablehlo.multiply %6880, %v.stages.2.blocks.7.gamma : tensor<384xf32>
    %6882 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6883 = stablehlo.multiply %4051, %4051 : tensor<384xf32>
    %6884 = stablehlo.multiply %6882, %6883 : tensor<384xf32>
    %6885 = stablehlo.add %6881, %6884 : tensor<384xf32>
    %6886 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6887 = stablehlo.divide %6879, %6886 : tensor<384xf32>
    %6888 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6889 = stablehlo.divide %6885, %6888 : tensor<384xf32>
    %6890 = stablehlo.sqrt %6889 : tensor<384xf32>
    %6891 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6892 = stablehlo.add %6890, %6891 : tensor<384xf32>
    %6893 = stablehlo.divide %6887, %6892 : tensor<384xf32>
    %6894 = stablehlo.constant dense<0.9> : tensor<7x7x1x384xf32>
    %6895 = stablehlo.multiply %6894, %m.stages.2.blocks.8.dwconv.w : tensor<7x7x1x384xf32>
    %6896 = stablehlo.constant dense<0.1> : tensor<7x7x1x384xf32>
    %6897 = stablehlo.multiply %6896, %4056 : tensor<7x7x1x384xf32>
    %6898 = stablehlo.add %6895, %6897 : tensor<7x7x1x384xf32>
    %6899 = stablehlo.constant dense<0.999> : tensor<7x7x1x384xf32>
    %6900 = stablehlo.multiply %6899, %v.stages.2.blocks.8.dwconv.w : tensor<7x7x1x384xf32>
    %6901 = stablehlo.constant dense<0.001> : tensor<7x7x1x384xf32>
    %6902 = stablehlo.multiply %4056, %4056 : tensor<7x7x1x384xf32>
    %6903 = stablehlo.multiply %6901, %6902 : tensor<7x7x1x384xf32>
    %6904 = stablehlo.add %6900, %6903 : tensor<7x7x1x384xf32>
    %6905 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %6906 = stablehlo.divide %6898, %6905 : tensor<7x7x1x384xf32>
    %6907 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %6908 = stablehlo.divide %6904, %6907 : tensor<7x7x1x384xf32>
    %6909 = stablehlo.sqrt %6908 : tensor<7x7x1x384xf32>
    %6910 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x384xf32>
    %6911 = stablehlo.add %6909, %6910 : tensor<7x7x1x384xf32>
    %6912 = stablehlo.divide %6906, %6911 : tensor<7x7x1x384xf32>
    %6913 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6914 = stablehlo.multiply %6913, %m.stages.2.blocks.8.dwconv.b : tensor<384xf32>
    %6915 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6916 = stablehlo.multiply %6915, %4061 : tensor<384xf32>
    %6917 = stablehlo.add %6914, %6916 : tensor<384xf32>
    %6918 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6919 = stablehlo.multiply %6918, %v.stages.2.blocks.8.dwconv.b : tensor<384xf32>
    %6920 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6921 = stablehlo.multiply %4061, %4061 : tensor<384xf32>
    %6922 = stablehlo.multiply %6920, %6921 : tensor<384xf32>
    %6923 = stablehlo.add %6919, %6922 : tensor<384xf32>
    %6924 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6925 = stablehlo.divide %6917, %6924 : tensor<384xf32>
    %6926 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6927 = stablehlo.divide %6923, %6926 : tensor<384xf32>
    %6928 = stablehlo.sqrt %6927 : tensor<384xf32>
    %6929 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6930 = stablehlo.add %6928, %6929 : tensor<384xf32>
    %6931 = stablehlo.divide %6925, %6930 : tensor<384xf32>
    %6932 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6933 = stablehlo.multiply %6932, %m.stages.2.blocks.8.norm.g : tensor<384xf32>
    %6934 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6935 = stablehlo.multiply %6934, %4066 : tensor<384xf32>
    %6936 = stablehlo.add %6933, %6935 : tensor<384xf32>
    %6937 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6938 = stablehlo.multiply %6937, %v.stages.2.blocks.8.norm.g : tensor<384xf32>
    %6939 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6940 = stablehlo.multiply %4066, %4066 : tensor<384xf32>
    %6941 = stablehlo.multiply %6939, %6940 : tensor<384xf32>
    %6942 = stablehlo.add %6938, %6941 : tensor<384xf32>
    %6943 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6944 = stablehlo.divide %6936, %6943 : tensor<384xf32>
    %6945 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6946 = stablehlo.divide %6942, %6945 : tensor<384xf32>
    %6947 = stablehlo.sqrt %6946 : tensor<384xf32>
    %6948 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6949 = stablehlo.add %6947, %6948 : tensor<384xf32>
    %6950 = stablehlo.divide %6944, %6949 : tensor<384xf32>
    %6951 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6952 = stablehlo.multiply %6951, %m.stages.2.blocks.8.norm.b : tensor<384xf32>
    %6953 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6954 = stablehlo.multiply %6953, %4071 : tensor<384xf32>
    %6955 = stablehlo.add %6952, %6954 : tensor<384xf32>
    %6956 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6957 = stablehlo.multiply %6956, %v.stages.2.blocks.8.norm.b : tensor<384xf32>
    %6958 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6959 = stablehlo.multiply %4071, %4071 : tensor<384xf32>
    %6960 = stablehlo.multiply %6958, %6959 : tensor<384xf32>
    %6961 = stablehlo.add %6957, %6960 : tensor<384xf32>
    %6962 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6963 = stablehlo.divide %6955, %6962 : tensor<384xf32>
    %6964 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6965 = stablehlo.divide %6961, %6964 : tensor<384xf32>
    %6966 = stablehlo.sqrt %6965 : tensor<384xf32>
    %6967 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6968 = stablehlo.add %6966, %6967 : tensor<384xf32>
    %6969 = stablehlo.divide %6963, %6968 : tensor<384xf32>
    %6970 = stablehlo.constant dense<0.9> : tensor<384x1536xf32>
    %6971 = stablehlo.multiply %6970, %m.stages.2.blocks.8.fc1.w : tensor<384x1536xf32>
    %6972 = stablehlo.constant dense<0.1> : tensor<384x1536xf32>
    %6973 = stablehlo.multiply %6972, %4076 : tensor<384x1536xf32>
    %6974 = stablehlo.add %6971, %6973 : tensor<384x1536xf32>
    %6975 = stablehlo.constant dense<0.999> : tensor<384x1536xf32>
    %6976 = stablehlo.multiply %6975, %v.stages.2.blocks.8.fc1.w : tensor<384x1536xf32>
    %6977 = stablehlo.constant dense<0.001> : tensor<384x1536xf32>
    %6978 = stablehlo.multiply %4076, %4076 : tensor<384x1536xf32>
    %6979 = stablehlo.multiply %6977, %6978 : tensor<384x1536xf32>
    %6980 = stablehlo.add %6976, %6979 : tensor<384x1536xf32>
    %6981 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %6982 = stablehlo.divide %6974, %6981 : tensor<384x1536xf32>
    %6983 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %6984 = stablehlo.divide %6980, %6983 : tensor<384x1536xf32>
    %6985 = stablehlo.sqrt %6984 : tensor<384x1536xf32>
    %6986 = stablehlo.constant dense<1.0e-08> : tensor<384x1536xf32>
    %6987 = stablehlo.add %6985, %6986 : tensor<384x1536xf32>
    %6988 = stablehlo.divide %6982, %6987 : tensor<384x1536xf32>
    %6989 = stablehlo.constant dense<0.9> : tensor<1536xf32>
    %6990 = stablehlo.multiply %6989, %m.stages.2.blocks.8.fc1.b : tensor<1536xf32>
    %6991 = stablehlo.constant dense<0.1> : tensor<1536xf32>
    %6992 = stablehlo.multiply %6991, %4081 : tensor<1536xf32>
    %6993 = stablehlo.add %6990, %6992 : tensor<1536xf32>
    %6994 = stablehlo.constant dense<0.999> : tensor<1536xf32>
    %6995 = stablehlo.multiply %6994, %v.stages.2.blocks.8.fc1.b : tensor<1536xf32>
    %6996 = stablehlo.constant dense<0.001> : tensor<1536xf32>
    %6997 = stablehlo.multiply %4081, %4081 : tensor<1536xf32>
    %6998 = stablehlo.multiply %6996, %6997 : tensor<1536xf32>
    %6999 = stablehlo.add %6995, %6998 : tensor<1536xf32>
    %7000 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %7001 = stablehlo.divide %6993, %7000 : tensor<1536xf32>
    %7002 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %7003 = stablehlo.divide %6999, %7002 : tensor<1536xf32>
    %7004 = stablehlo.sqrt %7003 : tensor<1536xf32>
    %7005 = stablehlo.constant dense<1.0e-08> : tensor<1536xf32>
    %7006 = stablehlo.add %7004, %7005 : tensor<1536xf32>
    %7007 = stablehlo.divide %7001, %7006 : tensor<1536xf32>
    %7008 = stablehlo.constant dense<0.9> : tensor<1536x384xf32>
    %7009 = stablehlo.multiply %7008, %m.stages.2.blocks.8.fc2.w : tensor<1536x384xf32>
    %7010 = stablehlo.constant dense<0.1> : tensor<1536x384xf32>
    %7011 = stablehlo.multiply %7010, %4086 : tensor<1536x384xf32>
    %7012 = stablehlo.add %7009, %7011 : tensor<1536x384xf32>
    %7013 = stablehlo.constant dense<0.999> : tensor<1536x384xf32>
    %7014 = stablehlo.multiply %7013, %v.stages.2.blocks.8.fc2.w : tensor<1536x384xf32>
    %7015 = stablehlo.constant dense<0.001> : tensor<1536x384xf32>
    %7016 = stablehlo.multiply %4086, %4086 : tensor<1536x384xf32>
    %7017 = stablehlo.multiply %7015, %7016 : tensor<1536x384xf32>
    %7018 = stablehlo.add %7014, %7017 : tensor<1536x384xf32>
    %7019 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %7020 = stablehlo.divide %7012, %7019 : tensor<1536x384xf32>
    %7021 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %7022 = stablehlo.divide %7018, %7021 : tensor<1536x384xf32>
    %7023 = stablehlo.sqrt %7022 : tensor<1536x384xf32>
    %7024 = stablehlo.constant dense<1.0e-08> : tensor<1536x384xf32>
    %7025 = stablehlo.add %7023, %7024 : tensor<1536x384xf32>
    %7026 = stablehlo.divide %7020, %7025 : tensor<1536x384xf32>
    %7027 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %7028 = stablehlo.multiply %7027, %m.stages.2.blocks.8.fc2.b : tensor<384xf32>
    %7029 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %7030 = stablehlo.multiply %7029, %4091 : tensor<384xf32>
    %7031 = stablehlo.add %7028, %7030 : tensor<384xf32>
    %7032 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %7033 = stablehlo.multiply %7032, %v.stages.2.blocks.8.fc2.b : tensor<384xf32>
    %7034 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %7035 = stablehlo.multiply %4091, %4091 : tensor<384xf32>
    %7036 = stablehlo.multiply %7034, %7035 : tensor<384xf32>
    %7037 = stablehlo.add %7033, %7036 : tensor<384xf32>
    %7038 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7039 = stablehlo.divide %7031, %7038 : tensor<384xf32>
    %7040 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7041 = stablehlo.divide %7037, %7040 : tensor<384xf32>
    %7042 = stablehlo.sqrt %7041 : tensor<384xf32>
    %7043 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %7044 = stablehlo.add %7042, %7043 : tensor<384xf32>
    %7045 = stablehlo.divide %7039, %7044 : tensor<384xf32>
    %7046 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %7047 = stablehlo.multiply %7046, %m.stages.2.blocks.8.gamma : tensor<384xf32>
    %7048 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %7049 = stablehlo.multiply %7048, %4096 : tensor<384xf32>
    %7050 = stablehlo.add %7047, %7049 : tensor<384xf32>
    %7051 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %7052 = stablehlo.multiply %7051, %v.stages.2.blocks.8.gamma : tensor<384xf32>
    %7053 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %7054 = stablehlo.multiply %4096, %4096 : tensor<384xf32>
    %7055 = stablehlo.multiply %7053, %7054 : tensor<384xf32>
    %7056 = stablehlo.add %7052, %7055 : tensor<384xf32>
    %7057 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7058 = stablehlo.divide %7050, %7057 : tensor<384xf32>
    %7059 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7060 = stablehlo.divide %7056, %7059 : tensor<384xf32>
    %7061 = stablehlo.sqrt %7060 : tensor<384xf32>
    %7062 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %7063 = stablehlo.add %7061, %7062 : tensor<384xf32>
    %7064 = stablehlo.divide %7058, %7063 : tensor<384xf32>
    %7065 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %7066 = stablehlo.multiply %7065, %m.stages.3.down.norm.g : tensor<384xf32>
    %7067 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %7068 = stablehlo.multiply %7067, %4101 : tensor<384xf32>
    %7069 = stablehlo.add %7066, %7068 : tensor<384xf32>
    %7070 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %7071 = stablehlo.multiply %7070, %v.stages.3.down.norm.g : tensor<384xf32>
    %7072 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %7073 = stablehlo.multiply %4101, %4101 : tensor<384xf32>
    %7074 = stablehlo.multiply %7072, %7073 : tensor<384xf32>
    %7075 = stablehlo.add %7071, %7074 : tensor<384xf32>
    %7076 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7077 = stablehlo.divide %7069, %7076 : tensor<384xf32>
    %7078 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7079 = stablehlo.divide %7075, %7078 : tensor<384xf32>
    %7080 = stablehlo.sqrt %7079 : tensor<384xf32>
    %7081 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %7082 = stablehlo.add %7080, %7081 : tensor<384xf32>
    %7083 = stablehlo.divide %7077, %7082 : tensor<384xf32>
    %7084 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %7085 = stablehlo.multiply %7084, %m.stages.3.down.norm.b : tensor<384xf32>
    %7086 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %7087 = stablehlo.multiply %7086, %4106 : tensor<384xf32>
    %7088 = stablehlo.add %7085, %7087 : tensor<384xf32>
    %7089 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %7090 = stablehlo.multiply %7089, %v.stages.3.down.norm.b : tensor<384xf32>
    %7091 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %7092 = stablehlo.multiply %4106, %4106 : tensor<384xf32>
    %7093 = stablehlo.multiply %7091, %7092 : tensor<384xf32>
    %7094 = stablehlo.add %7090, %7093 : tensor<384xf32>
    %7095 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7096 = stablehlo.divide %7088, %7095 : tensor<384xf32>
    %7097 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7098 = stablehlo.divide %7094, %7097 : tensor<384xf32>
    %7099 = stablehlo.sqrt %7098 : tensor<384xf32>
    %7100 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %7101 = stablehlo.add %7099, %7100 : tensor<384xf32>
    %7102 = stablehlo.divide %7096, %7101 : tensor<384xf32>
    %7103 = stablehlo.constant dense<0.9> : tensor<2x2x384x768xf32>
    %7104 = stablehlo.multiply %7103, %m.stages.3.down.conv.w : tensor<2x2x384x768xf32>
    %7105 = stablehlo.constant dense<0.1> : tensor<2x2x384x768xf32>
    %7106 = stablehlo.multiply %7105, %4111 : tensor<2x2x384x768xf32>
    %7107 = stablehlo.add %7104, %7106 : tensor<2x2x384x768xf32>
    %7108 = stablehlo.constant dense<0.999> : tensor<2x2x384x768xf32>
    %7109 = stablehlo.multiply %7108, %v.stages.3.down.conv.w : tensor<2x2x384x768xf32>
    %7110 = stablehlo.constant dense<0.001> : tensor<2x2x384x768xf32>
    %7111 = stablehlo.multiply %4111, %4111 : tensor<2x2x384x768xf32>
    %7112 = stablehlo.multiply %7110, %7111 : tensor<2x2x384x768xf32>
    %7113 = stablehlo.add %7109, %7112 : tensor<2x2x384x768xf32>
    %7114 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x384x768xf32>
    %7115 = stablehlo.divide %7107, %7114 : tensor<2x2x384x768xf32>
    %7116 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x384x768xf32>
    %7117 = stablehlo.divide %7113, %7116 : tensor<2x2x384x768xf32>
    %7118 = stablehlo.sqrt %7117 : tensor<2x2x384x768xf32>
    %7119 = stablehlo.constant dense<1.0e-08> : tensor<2x2x384x768xf32>
    %7120 = stablehlo.add %7118, %7119 : tensor<2x2x384x768xf32>
    %7121 = stablehlo.divide %7115, %7120 : tensor<2x2x384x768xf32>
    %7122 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %7123 = stablehlo.multiply %7122, %m.stages.3.down.conv.b : tensor<768xf32>
    %7124 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %7125 = stablehlo.multiply %7124, %4116 : tensor<768xf32>
    %7126 = stablehlo.add %7123, %7125 : tensor<768xf32>
    %7127 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %7128 = stablehlo.multiply %7127, %v.stages.3.down.conv.b : tensor<768xf32>
    %7129 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %7130 = stablehlo.multiply %4116, %4116 : tensor<768xf32>
    %7131 = stablehlo.multiply %7129, %7130 : tensor<768xf32>
    %7132 = stablehlo.add %7128, %7131 : tensor<768xf32>
    %7133 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7134 = stablehlo.divide %7126, %7133 : tensor<768xf32>
    %7135 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7136 = stablehlo.divide %7132, %7135 : tensor<768xf32>
    %7137 = stablehlo.sqrt %7136 : tensor<768xf32>
    %7138 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %7139 = stablehlo.add %7137, %7138 : tensor<768xf32>
    %7140 = stablehlo.divide %7134, %7139 : tensor<768xf32>
    %7141 = stablehlo.constant dense<0.9> : tensor<7x7x1x768xf32>
    %7142 = stablehlo.multiply %7141, %m.stages.3.blocks.0.dwconv.w : tensor<7x7x1x768xf32>
    %7143 = stablehlo.constant dense<0.1> : tensor<7x7x1x768xf32>
    %7144 = stablehlo.multiply %7143, %4121 : tensor<7x7x1x768xf32>
    %7145 = stablehlo.add %7142, %7144 : tensor<7x7x1x768xf32>
    %7146 = stablehlo.constant dense<0.999> : tensor<7x7x1x768xf32>
    %7147 = stablehlo.multiply %7146, %v.stages.3.blocks.0.dwconv.w : tensor<7x7x1x768xf32>
    %7148 = stablehlo.constant dense<0.001> : tensor<7x7x1x768xf32>
    %7149 = stablehlo.multiply %4121, %4121 : tensor<7x7x1x768xf32>
    %7150 = stablehlo.multiply %7148, %7149 : tensor<7x7x1x768xf32>
    %7151 = stablehlo.add %7147, %7150 : tensor<7x7x1x768xf32>
    %7152 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x768xf32>
    %7153 = stablehlo.divide %7145, %7152 : tensor<7x7x1x768xf32>
    %7154 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x768xf32>
    %7155 = stablehlo.divide %7151, %7154 : tensor<7x7x1x768xf32>
    %7156 = stablehlo.sqrt %7155 : tensor<7x7x1x768xf32>
    %7157 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x768xf32>
    %7158 = stablehlo.add %7156, %7157 : tensor<7x7x1x768xf32>
    %7159 = stablehlo.divide %7153, %7158 : tensor<7x7x1x768xf32>
    %7160 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %7161 = stablehlo.multiply %7160, %m.stages.3.blocks.0.dwconv.b : tensor<768xf32>
    %7162 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %7163 = stablehlo.multiply %7162, %4126 : tensor<768xf32>
    %7164 = stablehlo.add %7161, %7163 : tensor<768xf32>
    %7165 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %7166 = stablehlo.multiply %7165, %v.stages.3.blocks.0.dwconv.b : tensor<768xf32>
    %7167 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %7168 = stablehlo.multiply %4126, %4126 : tensor<768xf32>
    %7169 = stablehlo.multiply %7167, %7168 : tensor<768xf32>
    %7170 = stablehlo.add %7166, %7169 : tensor<768xf32>
    %7171 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7172 = stablehlo.divide %7164, %7171 : tensor<768xf32>
    %7173 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7174 = stablehlo.divide %7170, %7173 : tensor<768xf32>
    %7175 = stablehlo.sqrt %7174 : tensor<768xf32>
    %7176 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %7177 = stablehlo.add %7175, %7176 : tensor<768xf32>
    %7178 = stablehlo.divide %7172, %7177 : tensor<768xf32>
    %7179 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %7180 = stablehlo.multiply %7179, %m.stages.3.blocks.0.norm.g : tensor<768xf32>
    %7181 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %7182 = stablehlo.multiply %7181, %4131 : tensor<768xf32>
    %7183 = stablehlo.add %7180, %7182 : tensor<768xf32>
    %7184 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %7185 = stablehlo.multiply %7184, %v.stages.3.blocks.0.norm.g : tensor<768xf32>
    %7186 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %7187 = stablehlo.multiply %4131, %4131 : tensor<768xf32>
    %7188 = stablehlo.multiply %7186, %7187 : tensor<768xf32>
    %7189 = stablehlo.add %7185, %7188 : tensor<768xf32>
    %7190 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7191 = stablehlo.divide %7183, %7190 : tensor<768xf32>
    %7192 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7193 = stablehlo.divide %7189, %7192 : tensor<768xf32>
    %7194 = stablehlo.sqrt %7193 : tensor<768xf32>
    %7195 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %7196 = stablehlo.add %7194, %7195 : tensor<768xf32>
    %7197 = stablehlo.divide %7191, %7196 : tensor<768xf32>
    %7198 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %7199 = stablehlo.multiply %7198, %m.stages.3.blocks.0.norm.b : tensor<768xf32>
    %7200 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %7201 = stablehlo.multiply %7200, %4136 : tensor<768xf32>
    %7202 = stablehlo.add %7199, %7201 : tensor<768xf32>
    %7203 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %7204 = stablehlo.multiply %7203, %v.stages.3.blocks.0.norm.b : tensor<768xf32>
    %7205 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %7206 = stablehlo.multiply %4136, %4136 : tensor<768xf32>
    %7207 = stablehlo.multiply %7205, %7206 : tensor<768xf32>
    %7208 = stablehlo.add %7204, %7207 : tensor<768xf32>
    %7209 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7210 = stablehlo.divide %7202, %7209 : tensor<768xf32>
    %7211 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7212 = stablehlo.divide %7208, %7211 : tensor<768xf32>
    %7213 = stablehlo.sqrt %7212 : tensor<768xf32>
    %7214 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %7215 = stablehlo.add %7213, %7214 : tensor<768xf32>
    %7216 = stablehlo.divide %7210, %7215 : tensor<768xf32>
    %7217 = stablehlo.constant dense<0.9> : tensor<768x3072xf32>
    %7218 = stablehlo.multiply %7217, %m.stages.3.blocks.0.fc1.w : tensor<768x3072xf32>
    %7219 = stablehlo.constant dense<0.1> : tensor<768x3072xf32>
    %7220 = stablehlo.multiply %7219, %4141 : tensor<768x3072xf32>
    %7221 = stablehlo.add %7218, %7220 : tensor<768x3072xf32>
    %7222 = stablehlo.constant dense<0.999> : tensor<768x3072xf32>
    %7223 = stablehlo.multiply %7222, %v.stages.3.blocks.0.fc1.w : tensor<768x3072xf32>
    %7224 = stablehlo.constant dense<0.001> : tensor<768x3072xf32>
    %7225 = stablehlo.multiply %4141, %4141 : tensor<768x3072xf32>
    %7226 = stablehlo.multiply %7224, %7225 : tensor<768x3072xf32>
    %7227 = stablehlo.add %7223, %7226 : tensor<768x3072xf32>
    %7228 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x3072xf32>
    %7229 = stablehlo.divide %7221, %7228 : tensor<768x3072xf32>
    %7230 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x3072xf32>
    %7231 = stablehlo.divide %7227, %7230 : tensor<768x3072xf32>
    %7232 = stablehlo.sqrt %7231 : tensor<768x3072xf32>
    %7233 = stablehlo.constant dense<1.0e-08> : tensor<768x3072xf32>
    %7234 = stablehlo.add %7232, %7233 : tensor<768x3072xf32>
    %7235 = stablehlo.divide %7229, %7234 : tensor<768x3072xf32>
    %7236 = stablehlo.constant dense<0.9> : tensor<3072xf32>
    %7237 = stablehlo.multiply %7236, %m.stages.3.blocks.0.fc1.b : tensor<3072xf32>
    %7238 = stablehlo.constant dense<0.1> : tensor<3072xf32>
    %7239 = stablehlo.multiply %7238, %4146 : tensor<3072xf32>
    %7240 = stablehlo.add %7237, %7239 : tensor<3072xf32>
    %7241 = stablehlo.constant dense<0.999> : tensor<3072xf32>
    %7242 = stablehlo.multiply %7241, %v.stages.3.blocks.0.fc1.b : tensor<3072xf32>
    %7243 = stablehlo.constant dense<0.001> : tensor<3072xf32>
    %7244 = stablehlo.multiply %4146, %4146 : tensor<3072xf32>
    %7245 = stablehlo.multiply %7243, %7244 : tensor<3072xf32>
    %7246 = stablehlo.add %7242, %7245 : tensor<3072xf32>
    %7247 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072xf32>
    %7248 = stablehlo.divide %7240, %7247 : tensor<3072xf32>
    %7249 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072xf32>
    %7250 = stablehlo.divide %7246, %7249 : tensor<3072xf32>
    %7251 = stablehlo.sqrt %7250 : tensor<3072xf32>
    %7252 = stablehlo.constant dense<1.0e-08> : tensor<3072xf32>
    %7253 = stablehlo.add %7251, %7252 : tensor<3072xf32>
    %7254 = stablehlo.divide %7248, %7253 : tensor<3072xf32>
    %7255 = stablehlo.constant dense<0.9> : tensor<3072x768xf32>
    %7256 = stablehlo.multiply %7255, %m.stages.3.blocks.0.fc2.w : tensor<3072x768xf32>
    %7257 = stablehlo.constant dense<0.1> : tensor<3072x768xf32>
    %7258 = stablehlo.multiply %7257, %4151 : tensor<3072x768xf32>
    %7259 = stablehlo.add %7256, %7258 : tensor<3072x768xf32>
    %7260 = stablehlo.constant dense<0.999> : tensor<3072x768xf32>
    %7261 = stablehlo.multiply %7260, %v.stages.3.blocks.0.fc2.w : tensor<3072x768xf32>
    %7262 = stablehlo.constant dense<0.001> : tensor<3072x768xf32>
    %7263 = stablehlo.multiply %4151, %4151 : tensor<3072x768xf32>
    %7264 = stablehlo.multiply %7262, %7263 : tensor<3072x768xf32>
    %7265 = stablehlo.add %7261, %7264 : tensor<3072x768xf32>
    %7266 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072x768xf32>
    %7267 = stablehlo.divide %7259, %7266 : tensor<3072x768xf32>
    %7268 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072x768xf32>
    %7269 = stablehlo.divide %7265, %7268 : tensor<3072x768xf32>
    %7270 = stablehlo.sqrt %7269 : tensor<3072x768xf32>
    %7271 = stablehlo.constant dense<1.0e-08> : tensor<3072x768xf32>
    %7272 = stablehlo.add %7270, %7271 : tensor<3072x768xf32>
    %7273 = stablehlo.divide %7267, %7272 : tensor<3072x768xf32>
    %7274 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %7275 = stablehlo.multiply %7274, %m.stages.3.blocks.0.fc2.b : tensor<768xf32>
    %7276 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %7277 = stablehlo.multiply %7276, %4156 : tensor<768xf32>
    %7278 = stablehlo.add %7275, %7277 : tensor<768xf32>
    %7279 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %7280 = stablehlo.multiply %7279, %v.stages.3.blocks.0.fc2.b : tensor<768xf32>
    %7281 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %7282 = stablehlo.multiply %4156, %4156 : tensor<768xf32>
    %7283 = stablehlo.multiply %7281, %7282 : tensor<768xf32>
    %7284 = stablehlo.add %7280, %7283 : tensor<768xf32>
    %7285 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7286 = stablehlo.divide %7278, %7285 : tensor<768xf32>
    %7287 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7288 = stablehlo.divide %7284, %7287 : tensor<768xf32>
    %7289 = stablehlo.sqrt %7288 : tensor<768xf32>
    %7290 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %7291 = stablehlo.add %7289, %7290 : tensor<768xf32>
    %7292 = stablehlo.divide %7286, %7291 : tensor<768xf32>
    %7293 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %7294 = stablehlo.multiply %7293, %m.stages.3.blocks.0.gamma : tensor<768xf32>
    %7295 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %7296 = stablehlo.multiply %7295, %4161 : tensor<768xf32>
    %7297 = stablehlo.add %7294, %7296 : tensor<768xf32>
    %7298 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %7299 = stablehlo.multiply %7298, %v.stages.3.blocks.0.gamma : tensor<768xf32>
    %7300 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %7301 = stablehlo.multiply %4161, %4161 : tensor<768xf32>
    %7302 = stablehlo.multiply %7300, %7301 : tensor<768xf32>
    %7303 = stablehlo.add %7299, %7302 : tensor<768xf32>
    %7304 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7305 = stablehlo.divide %7297, %7304 : tensor<768xf32>
    %7306 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7307 = stablehlo.divide %7303, %7306 : tensor<768xf32>
    %7308 = stablehlo.sqrt %7307 : tensor<768xf32>
    %7309 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %7310 = stablehlo.add %7308, %7309 : tensor<768xf32>
    %7311 = stablehlo.divide %7305, %7310 : tensor<768xf32>
    %7312 = stablehlo.constant dense<0.9> : tensor<7x7x1x768xf32>
    %7313 = stablehlo.multiply %7312, %m.stages.3.blocks.1.dwconv.w : tensor<7x7x1x768xf32>
    %7314 = stablehlo.constant dense<0.1> : tensor<7x7x1x768xf32>
    %7315 = stablehlo.multiply %7314, %4166 : tensor<7x7x1x768xf32>
    %7316 = stablehlo.add %7313, %7315 : tensor<7x7x1x768xf32>
    %7317 = stablehlo.constant dense<0.999> : tensor<7x7x1x768xf32>
    %7318 = stablehlo.multiply %7317, %v.stages.3.blocks.1.dwconv.w : tensor<7x7x1x768xf32>
    %7319 = stablehlo.constant dense<0.001> : tensor<7x7x1x768xf32>
    %7320 = stablehlo.multiply %4166, %4166 : tensor<7x7x1x768xf32>
    %7321 = stablehlo.multiply %7319, %7320 : tensor<7x7x1x768xf32>
    %7322 = stablehlo.add %7318, %7321 : tensor<7x7x1x768xf32>
    %7323 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x768xf32>
    %7324 = stablehlo.divide %7316, %7323 : tensor<7x7x1x768xf32>
    %7325 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x768xf32>
    %7326 = stablehlo.divide %7322, %7325 : tensor<7x7x1x768xf32>
    %7327 = stablehlo.sqrt %7326 : tensor<7x7x1x768xf32>
    %7328 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x768xf32>
    %7329 = stablehlo.add %7327, %7328 : tensor<7x7x1x768xf32>
    %7330 = stablehlo.divide %7324, %7329 : tensor<7x7x1x768xf32>
    %7331 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %7332 = stablehlo.multiply %7331, %m.stages.3.blocks.1.dwconv.b : tensor<768xf32>
    %7333 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %7334 = stablehlo.multiply %7333, %4171 : tensor<768xf32>
    %7335 = stablehlo.add %7332, %7334 : tensor<768xf32>
    %7336 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %7337 = stablehlo.multiply %7336, %v.stages.3.blocks.1.dwconv.b : tensor<768xf32>
    %7338 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %7339 = stablehlo.multiply %4171, %4171 : tensor<768xf32>
    %7340 = stablehlo.multiply %7338, %7339 : tensor<768xf32>
    %7341 = stablehlo.add %7337, %7340 : tensor<768xf32>
    %7342 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7343 = stablehlo.divide %7335, %7342 : tensor<768xf32>
    %7344 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7345 = stablehlo.divide %7341, %7344 : tensor<768xf32>
    %7346 = stablehlo.sqrt %7345 : tensor<768xf32>
    %7347 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %7348 = stablehlo.add %7346, %7347 : tensor<768xf32>
    %7349 = stablehlo.divide %7343, %7348 : tensor<768xf32>
    %7350 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %7351 = stablehlo.multiply %7350, %m.stages.3.blocks.1.norm.g : tensor<768xf32>
    %7352 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %7353 = stablehlo.multiply %7352, %4176 : tensor<768xf32>
    %7354 = stablehlo.add %7351, %7353 : tensor<768xf32>
    %7355 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %7356 = stablehlo.multiply %7355, %v.stages.3.blocks.1.norm.g : tensor<768xf32>
    %7357 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %7358 = stablehlo.multiply %4176, %4176 : tensor<768xf32>
    %7359 = stablehlo.multiply %7357, %7358 : tensor<768xf32>
    %7360 = stablehlo.add %7356, %7359 : tensor<768xf32>
    %7361 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7362 = stablehlo.divide %7354, %7361 : tensor<768xf32>
    %7363 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7364 = stablehlo.divide %7360, %7363 : tensor<768xf32>
    %7365 = stablehlo.sqrt %7364 : tensor<768xf32>
    %7366 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %7367 = stablehlo.add %7365, %7366 : tensor<768xf32>
    %7368 = stablehlo.divide %7362, %7367 : tensor<768xf32>
    %7369 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %7370 = stablehlo.multiply %7369, %m.stages.3.blocks.1.norm.b : tensor<768xf32>
    %7371 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %7372 = stablehlo.multiply %7371, %4181 : tensor<768xf32>
    %7373 = stablehlo.add %7370, %7372 : tensor<768xf32>
    %7374 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %7375 = stablehlo.multiply %7374, %v.stages.3.blocks.1.norm.b : tensor<768xf32>
    %7376 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %7377 = stablehlo.multiply %4181, %4181 : tensor<768xf32>
    %7378 = stablehlo.multiply %7376, %7377 : tensor<768xf32>
    %7379 = stablehlo.add %7375, %7378 : tensor<768xf32>
    %7380 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7381 = stablehlo.divide %7373, %7380 : tensor<768xf32>
    %7382 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7383 = stablehlo.divide %7379, %7382 : tensor<768xf32>
    %7384 = stablehlo.sqrt %7383 : tensor<768xf32>
    %7385 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %7386 = stablehlo.add %7384, %7385 : tensor<768xf32>
    %7387 = stablehlo.divide %7381, %7386 : tensor<768xf32>
    %7388 = stablehlo.constant dense<0.9> : tensor<768x3072xf32>
    %7389 = stablehlo.multiply %7388, %m.stages.3.blocks.1.fc1.w : tensor<768x3072xf32>
    %7390 = stablehlo.constant dense<0.1> : tensor<768x3072xf32>
    %7391 = stablehlo.multiply %7390, %4186 : tensor<768x3072xf32>
    %7392 = stablehlo.add %7389, %7391 : tensor<768x3072xf32>
    %7393 = stablehlo.constant dense<0.999> : tensor<768x3072xf32>
    %7394 = stablehlo.multiply %7393, %v.stages.3.blocks.1.fc1.w : tensor<768x3072xf32>
    %7395 = stablehlo.constant dense<0.001> : tensor<768x3072xf32>
    %7396 = stablehlo.multiply %4186, %4186 : tensor<768x3072xf32>
    %7397 = stablehlo.multiply %7395, %7396 : tensor<768x3072xf32>
    %7398 = stablehlo.add %7394, %7397 : tensor<768x3072xf32>
    %7399 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x3072xf32>
    %7400 = stablehlo.divide %7392, %7399 : tensor<768x3072xf32>
    %7401 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x3072xf32>
    %7402 = stablehlo.divide %7398, %7401 : tensor<768x3072xf32>
    %7403 = stablehlo.sqrt %7402 : tensor<768x3072xf32>
    %7404 = stablehlo.constant dense<1.0e-08> : tensor<768x3072xf32>
    %7405 = stablehlo.add %7403, %7404 : tensor<768x3072xf32>
    %7406 = stablehlo.divide %7400, %7405 : tensor<768x3072xf32>
    %7407 = stablehlo.constant dense<0.9> : tensor<3072xf32>
    %7408 = stablehlo.multiply %7407, %m.stages.3.blocks.1.fc1.b : tensor<3072xf32>
    %7409 = stablehlo.constant dense<0.1> : tensor<3072xf32>
    %7410 = stablehlo.multiply %7409, %4191 : tensor<3072xf32>
    %7411 = stablehlo.add %7408, %7410 : tensor<3072xf32>
    %7412 = stablehlo.constant dense<0.999> : tensor<3072xf32>
    %7413 = stablehlo.multiply %7412, %v.stages.3.blocks.1.fc1.b : tensor<3072xf32>
    %7414 = stablehlo.constant dense<0.001> : tensor<3072xf32>
    %7415 = stablehlo.multiply %4191, %4191 : tensor<3072xf32>
    %7416 = stablehlo.multiply %7414, %7415 : tensor<3072xf32>
    %7417 = stablehlo.add %7413, %7416 : tensor<3072xf32>
    %7418 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072xf32>
    %7419 = stablehlo.divide %7411, %7418 : tensor<3072xf32>
    %7420 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072xf32>
    %7421 = stablehlo.divide %7417, %7420 : tensor<3072xf32>
    %7422 = stablehlo.sqrt %7421 : tensor<3072xf32>
    %7423 = stablehlo.constant dense<1.0e-08> : tensor<3072xf32>
    %7424 = stablehlo.add %7422, %7423 : tensor<3072xf32>
    %7425 = stablehlo.divide %7419, %7424 : tensor<3072xf32>
    %7426 = stablehlo.constant dense<0.9> : tensor<3072x768xf32>
    %7427 = stablehlo.multiply %7426, %m.stages.3.blocks.1.fc2.w : tensor<3072x768xf32>
    %7428 = stablehlo.constant dense<0.1> : tensor<3072x768xf32>
    %7429 = stablehlo.multiply %7428, %4196 : tensor<3072x768xf32>
    %7430 = stablehlo.add %7427, %7429 : tensor<3072x768xf32>
    %7431 = stablehlo.constant dense<0.999> : tensor<3072x768xf32>
    %7432 = stablehlo.multiply %7431, %v.stages.3.blocks.1.fc2.w : tensor<3072x768xf32>
    %7433 = stablehlo.constant dense<0.001> : tensor<3072x768xf32>
    %7434 = stablehlo.multiply %4196, %4196 : tensor<3072x768xf32>
    %7435 = stablehlo.multiply %7433, %7434 : tensor<3072x768xf32>
    %7436 = stablehlo.add %7432, %7435 : tensor<3072x768xf32>
    %7437 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072x768xf32>
    %7438 = stablehlo.divide %7430, %7437 : tensor<3072x768xf32>
    %7439 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072x768xf32>
    %7440 = stablehlo.divide %7436, %7439 : tensor<3072x768xf32>
    %7441 = stablehlo.sqrt %7440 : tensor<3072x768xf32>
    %7442 = stablehlo.constant dense<1.0e-08> : tensor<3072x768xf32>
    %7443 = stablehlo.add %7441, %7442 : tensor<3072x768xf32>
    %7444 = stablehlo.divide %7438, %7443 : tensor<3072x768xf32>
    %7445 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %7446 = stablehlo.multiply %7445, %m.stages.3.blocks.1.fc2.b : tensor<768xf32>
    %7447 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %7448 = stablehlo.multiply %7447, %4201 : tensor<768xf32>
    %7449 = stablehlo.add %7446, %7448 : tensor<768xf32>
    %7450 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %7451 = stablehlo.multiply %7450, %v.stages.3.blocks.1.fc2.b : tensor<768xf32>
    %7452 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %7453 = stablehlo.multiply %4201, %4201 : tensor<768xf32>
    %7454 = stablehlo.multiply %7452, %7453 : tensor<768xf32>
    %7455 = stablehlo.add %7451, %7454 : tensor<768xf32>
    %7456 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7457 = stablehlo.divide %7449, %7456 : tensor<768xf32>
    %7458 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7459 = stablehlo.divide %7455, %7458 : tensor<768xf32>
    %7460 = stablehlo.sqrt %7459 : tensor<768xf32>
    %7461 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %7462 = stablehlo.add %7460, %7461 : tensor<768xf32>
    %7463 = stablehlo.divide %7457, %7462 : tensor<768xf32>
    %7464 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %7465 = stablehlo.multiply %7464, %m.stages.3.blocks.1.gamma : tensor<768xf32>
    %7466 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %7467 = stablehlo.multiply %7466, %4206 : tensor<768xf32>
    %7468 = stablehlo.add %7465, %7467 : tensor<768xf32>
    %7469 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %7470 = stablehlo.multiply %7469, %v.stages.3.blocks.1.gamma : tensor<768xf32>
    %7471 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %7472 = stablehlo.multiply %4206, %4206 : tensor<768xf32>
    %7473 = stablehlo.multiply %7471, %7472 : tensor<768xf32>
    %7474 = stablehlo.add %7470, %7473 : tensor<768xf32>
    %7475 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7476 = stablehlo.divide %7468, %7475 : tensor<768xf32>
    %7477 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7478 = stablehlo.divide %7474, %7477 : tensor<768xf32>
    %7479 = stablehlo.sqrt %7478 : tensor<768xf32>
    %7480 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %7481 = stablehlo.add %7479, %7480 : tensor<768xf32>
    %7482 = stablehlo.divide %7476, %7481 : tensor<768xf32>
    %7483 = stablehlo.constant dense<0.9> : tensor<7x7x1x768xf32>
    %7484 = stablehlo.multiply %7483, %m.stages.3.blocks.2.dwconv.w : tensor<7x7x1x768xf32>
    %7485 = stablehlo.constant dense<0.1> : tensor<7x7x1x768xf32>
    %7486 = stablehlo.multiply %7485, %4211 : tensor<7x7x1x768xf32>
    %7487 = stablehlo.add %7484, %7486 : tensor<7x7x1x768xf32>
    %7488 = stablehlo.constant dense<0.999> : tensor<7x7x1x768xf32>
    %7489 = stablehlo.multiply %7488, %v.stages.3.blocks.2.dwconv.w : tensor<7x7x1x768xf32>
    %7490 = stablehlo.constant dense<0.001> : tensor<7x7x1x768xf32>
    %7491 = stablehlo.multiply %4211, %4211 : tensor<7x7x1x768xf32>
    %7492 = stablehlo.multiply %7490, %7491 : tensor<7x7x1x768xf32>
    %7493 = stablehlo.add %7489, %7492 : tensor<7x7x1x768xf32>
    %7494 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x768xf32>
    %7495 = stablehlo.divide %7487, %7494 : tensor<7x7x1x768xf32>
    %7496 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x768xf32>
    %7497 = stablehlo.divide %7493, %7496 : tensor<7x7x1x768xf32>
    %7498 = stablehlo.sqrt %7497 : tensor<7x7x1x768xf32>
    %7499 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x768xf32>
    %7500 = stablehlo.add %7498, %7499 : tensor<7x7x1x768xf32>
    %7501 = stablehlo.divide %7495, %7500 : tensor<7x7x1x768xf32>
    %7502 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %7503 = stablehlo.multiply %7502, %m.stages.3.blocks.2.dwconv.b : tensor<768xf32>
    %7504 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %7505 = stablehlo.multiply %7504, %4216 : tensor<768xf32>
    %7506 = stablehlo.add %7503, %7505 : tensor<768xf32>
    %7507 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %7508 = stablehlo.multiply %7507, %v.stages.3.blocks.2.dwconv.b : tensor<768xf32>
    %7509 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %7510 = stablehlo.multiply %4216, %4216 : tensor<768xf32>
    %7511 = stablehlo.multiply %7509, %7510 : tensor<768xf32>
    %7512 = stablehlo.add %7508, %7511 : tensor<768xf32>
    %7513 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7514 = stablehlo.divide %7506, %7513 : tensor<768xf32>
    %7515 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7516 = stablehlo.divide %7512, %7515 : tensor<768xf32>
    %7517 = stablehlo.sqrt %7516 : tensor<768xf32>
    %7518 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %7519 = stablehlo.add %7517, %7518 : tensor<768xf32>
    %7520 = stablehlo.divide %7514, %7519 : tensor<768xf32>
    %7521 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %7522 = stablehlo.multiply %7521, %m.stages.3.blocks.2.norm.g : tensor<768xf32>
    %7523 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %7524 = stablehlo.multiply %7523, %4221 : tensor<768xf32>
    %7525 = stablehlo.add %7522, %7524 : tensor<768xf32>
    %7526 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %7527 = stablehlo.multiply %7526, %v.stages.3.blocks.2.norm.g : tensor<768xf32>
    %7528 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %7529 = stablehlo.multiply %4221, %4221 : tensor<768xf32>
    %7530 = stablehlo.multiply %7528, %7529 : tensor<768xf32>
    %7531 = stablehlo.add %7527, %7530 : tensor<768xf32>
    %7532 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7533 = stablehlo.divide %7525, %7532 : tensor<768xf32>
    %7534 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7535 = stablehlo.divide %7531, %7534 : tensor<768xf32>
    %7536 = stablehlo.sqrt %7535 : tensor<768xf32>
    %7537 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %7538 = stablehlo.add %7536, %7537 : tensor<768xf32>
    %7539 = stablehlo.divide %7533, %7538 : tensor<768xf32>
    %7540 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %7541 = stablehlo.multiply %7540, %m.stages.3.blocks.2.norm.b : tensor<768xf32>
    %7542 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %7543 = stablehlo.multiply %7542, %4226 : tensor<768xf32>
    %7544 = stablehlo.add %7541, %7543 : tensor<768xf32>
    %7545 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %7546 = stablehlo.multiply %7545, %v.stages.3.blocks.2.norm.b : tensor<768xf32>
    %7547 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %7548 = stablehlo.multiply %4226, %4226 : tensor<768xf32>
    %7549 = stablehlo.multiply %7547, %7548 : tensor<768xf32>
    %7550 = stablehlo.add %7546, %7549 : tensor<768xf32>
    %7551 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7552 = stablehlo.divide %7544, %7551 : tensor<768xf32>
    %7553 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7554 = stablehlo.divide %7550, %7553 : tensor<768xf32>
    %7555 = stablehlo.sqrt %7554 : tensor<768xf32>
    %7556 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %7557 = stablehlo.add %7555, %7556 : tensor<768xf32>
    %7558 = stablehlo.divide %7552, %7557 : tensor<768xf32>
    %7559 = stablehlo.constant dense<0.9> : tensor<768x3072xf32>
    %7560 = stablehlo.multiply %7559, %m.stages.3.blocks.2.fc1.w : tensor<768x3072xf32>
    %7561 = stablehlo.constant dense<0.1> : tensor<768x3072xf32>
    %7562 = stablehlo.multiply %7561, %4231 : tensor<768x3072xf32>
    %7563 = stablehlo.add %7560, %7562 : tensor<768x3072xf32>
    %7564 = stablehlo.constant dense<0.999> : tensor<768x3072xf32>
    %7565 = stablehlo.multiply %7564, %v.stages.3.blocks.2.fc1.w : tensor<768x3072xf32>
    %7566 = stablehlo.constant dense<0.001> : tensor<768x3072xf32>
    %7567 = stablehlo.multiply %4231, %4231 : tensor<768x3072xf32>
    %7568 = stablehlo.multiply %7566, %7567 : tensor<768x3072xf32>
    %7569 = stablehlo.add %7565, %7568 : tensor<768x3072xf32>
    %7570 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x3072xf32>
    %7571 = stablehlo.divide %7563, %7570 : tensor<768x3072xf32>
    %7572 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x3072xf32>
    %7573 = stablehlo.divide %7569, %7572 : tensor<768x3072xf32>
    %7574 = stablehlo.sqrt %7573 : tensor<768x3072xf32>
    %7575 = stablehlo.constant dense<1.0e-08> : tensor<768x3072xf32>
    %7576 = stablehlo.add %7574, %7575 : tensor<768x3072xf32>
    %7577 = stablehlo.divide %7571, %7576 : tensor<768x3072xf32>
    %7578 = stablehlo.constant dense<0.9> : tensor<3072xf32>
    %7579 = stablehlo.multiply %7578, %m.stages.3.blocks.2.fc1.b : tensor<3072xf32>
    %7580 = stablehlo.constant dense<0.1> : tensor<3072xf32>
    %7581 = stablehlo.multiply %7580, %4236 : tensor<3072xf32>
    %7582 = stablehlo.add %7579, %7581 : tensor<3072xf32>
    %7583 = stablehlo.constant dense<0.999> : tensor<3072xf32>
    %7584 = stablehlo.multiply %7583, %v.stages.3.blocks.2.fc1.b : tensor<3072xf32>
    %7585 = stablehlo.constant dense<0.001> : tensor<3072xf32>
    %7586 = stablehlo.multiply %4236, %4236 : tensor<3072xf32>
    %7587 = stablehlo.multiply %7585, %7586 : tensor<3072xf32>
    %7588 = stablehlo.add %7584, %7587 : tensor<3072xf32>
    %7589 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072xf32>
    %7590 = stablehlo.divide %7582, %7589 : tensor<3072xf32>
    %7591 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072xf32>
    %7592 = stablehlo.divide %7588, %7591 : tensor<3072xf32>
    %7593 = stablehlo.sqrt %7592 : tensor<3072xf32>
    %7594 = stablehlo.constant dense<1.0e-08> : tensor<3072xf32>
    %7595 = stablehlo.add %7593, %7594 : tensor<3072xf32>
    %7596 = stablehlo.divide %7590, %7595 : tensor<3072xf32>
    %7597 = stablehlo.constant dense<0.9> : tensor<3072x768xf32>
    %7598 = stablehlo.multiply %7597, %m.stages.3.blocks.2.fc2.w : tensor<3072x768xf32>
    %7599 = stablehlo.constant dense<0.1> : tensor<3072x768xf32>
    %7600 = stablehlo.multiply %7599, %4241 : tensor<3072x768xf32>
    %7601 = stablehlo.add %7598, %7600 : tensor<3072x768xf32>
    %7602 = stablehlo.constant dense<0.999> : tensor<3072x768xf32>
    %7603 = stablehlo.multiply %7602, %v.stages.3.blocks.2.fc2.w : tensor<3072x768xf32>
    %7604 = stablehlo.constant dense<0.001> : tensor<3072x768xf32>
    %7605 = stablehlo.multiply %4241, %4241 : tensor<3072x768xf32>
    %7606 = stablehlo.multiply %7604, %7605 : tensor<3072x768xf32>
    %7607 = stablehlo.add %7603, %7606 : tensor<3072x768xf32>
    %7608 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072x768xf32>
    %7609 = stablehlo.divide %7601, %7608 : tensor<3072x768xf32>
    %7610 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072x768xf32>
    %7611 = stablehlo.divide %7607, %7610 : tensor<3072x768xf32>
    %7612 = stablehlo.sqrt %7611 : tensor<3072x768xf32>
    %7613 = stablehlo.constant dense<1.0e-08> : tensor<3072x768xf32>
    %7614 = stablehlo.add %7612, %7613 : tensor<3072x768xf32>
    %7615 = stablehlo.divide %7609, %7614 : tensor<3072x768xf32>
    %7616 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %7617 = stablehlo.multiply %7616, %m.stages.3.blocks.2.fc2.b : tensor<768xf32>
    %7618 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %7619 = stablehlo.multiply %7618, %4246 : tensor<768xf32>
    %7620 = stablehlo.add %7617, %7619 : tensor<768xf32>
    %7621 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %7622 = stablehlo.multiply %7621, %v.stages.3.blocks.2.fc2.b : tensor<768xf32>
    %7623 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %7624 = stablehlo.multiply %4246, %4246 : tensor<768xf32>
    %7625 = stablehlo.multiply %7623, %7624 : tensor<768xf32>
    %7626 = stablehlo.add %7622, %7625 : tensor<768xf32>
    %7627 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7628 = stablehlo.divide %7620, %7627 : tensor<768xf32>
    %7629 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7630 = stablehlo.divide %7626, %7629 : tensor<768xf32>
    %7631 = stablehlo.sqrt %7630 : tensor<768xf32>
    %7632 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %7633 = stablehlo.add %7631, %7632 : tensor<768xf32>
    %7634 = stablehlo.divide %7628, %7633 : tensor<768xf32>
    %7635 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %7636 = stablehlo.multiply %7635, %m.stages.3.blocks.2.gamma : tensor<768xf32>
    %7637 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %7638 = stablehlo.multiply %7637, %4251 : tensor<768xf32>
    %7639 = stablehlo.add %7636, %7638 : tensor<768xf32>
    %7640 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %7641 = stablehlo.multiply %7640, %v.stages.3.blocks.2.gamma : tensor<768xf32>
    %7642 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %7643 = stablehlo.multiply %4251, %4251 : tensor<768xf32>
    %7644 = stablehlo.multiply %7642, %7643 : tensor<768xf32>
    %7645 = stablehlo.add %7641, %7644 : tensor<768xf32>
    %7646 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7647 = stablehlo.divide %7639, %7646 : tensor<768xf32>
    %7648 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7649 = stablehlo.divide %7645, %7648 : tensor<768xf32>
    %7650 = stablehlo.sqrt %7649 : tensor<768xf32>
    %7651 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %7652 = stablehlo.add %7650, %7651 : tensor<768xf32>
    %7653 = stablehlo.divide %7647, %7652 : tensor<768xf32>
    %7654 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %7655 = stablehlo.multiply %7654, %m.head.norm.g : tensor<768xf32>
    %7656 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %7657 = stablehlo.multiply %7656, %4256 : tensor<768xf32>
    %7658 = stablehlo.add %7655, %7657 : tensor<768xf32>
    %7659 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %7660 = stablehlo.multiply %7659, %v.head.norm.g : tensor<768xf32>
    %7661 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %7662 = stablehlo.multiply %4256, %4256 : tensor<768xf32>
    %7663 = stablehlo.multiply %7661, %7662 : tensor<768xf32>
    %7664 = stablehlo.add %7660, %7663 : tensor<768xf32>
    %7665 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7666 = stablehlo.divide %7658, %7665 : tensor<768xf32>
    %7667 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7668 = stablehlo.divide %7664, %7667 : tensor<768xf32>
    %7669 = stablehlo.sqrt %7668 : tensor<768xf32>
    %7670 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %7671 = stablehlo.add %7669, %7670 : tensor<768xf32>
    %7672 = stablehlo.divide %7666, %7671 : tensor<768xf32>
    %7673 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %7674 = stablehlo.multiply %7673, %m.head.norm.b : tensor<768xf32>
    %7675 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %7676 = stablehlo.multiply %7675, %4261 : tensor<768xf32>
    %7677 = stablehlo.add %7674, %7676 : tensor<768xf32>
    %7678 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %7679 = stablehlo.multiply %7678, %v.head.norm.b : tensor<768xf32>
    %7680 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %7681 = stablehlo.multiply %4261, %4261 : tensor<768xf32>
    %7682 = stablehlo.multiply %7680, %7681 : tensor<768xf32>
    %7683 = stablehlo.add %7679, %7682 : tensor<768xf32>
    %7684 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7685 = stablehlo.divide %7677, %7684 : tensor<768xf32>
    %7686 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7687 = stablehlo.divide %7683, %7686 : tensor<768xf32>
    %7688 = stablehlo.sqrt %7687 : tensor<768xf32>
    %7689 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %7690 = stablehlo.add %7688, %7689 : tensor<768xf32>
    %7691 = stablehlo.divide %7685, %7690 : tensor<768xf32>
    %7692 = stablehlo.constant dense<0.9> : tensor<768x1000xf32>
    %7693 = stablehlo.multiply %7692, %m.head.fc.w : tensor<768x1000xf32>
    %7694 = stablehlo.constant dense<0.1> : tensor<768x1000xf32>
    %7695 = stablehlo.multiply %7694, %4266 : tensor<768x1000xf32>
    %7696 = stablehlo.add %7693, %7695 : tensor<768x1000xf32>
    %7697 = stablehlo.constant dense<0.999> : tensor<768x1000xf32>
    %7698 = stablehlo.multiply %7697, %v.head.fc.w : tensor<768x1000xf32>
    %7699 = stablehlo.constant dense<0.001> : tensor<768x1000xf32>
    %7700 = stablehlo.multiply %4266, %4266 : tensor<768x1000xf32>
    %7701 = stablehlo.multiply %7699, %7700 : tensor<768x1000xf32>
    %7702 = stablehlo.add %7698, %7701 : tensor<768x1000xf32>
    %7703 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x1000xf32>
    %7704 = stablehlo.divide %7696, %7703 : tensor<768x1000xf32>
    %7705 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x1000xf32>
    %7706 = stablehlo.divide %7702, %7705 : tensor<768x1000xf32>
    %7707 = stablehlo.sqrt %7706 : tensor<768x1000xf32>
    %7708 = stablehlo.constant dense<1.0e-08> : tensor<768x1000xf32>
    %7709 = stablehlo.add %7707, %7708 : tensor<768x1000xf32>
    %7710 = stablehlo.divide %7704, %7709 : tensor<768x1000xf32>
    %7711 = stablehlo.constant dense<0.9> : tensor<1000xf32>
    %7712 = stablehlo.multiply %7711, %m.head.fc.b : tensor<1000xf32>
    %7713 = stablehlo.constant dense<0.1> : tensor<1000xf32>
    %7714 = stablehlo.multiply %7713, %4271 : tensor<1000xf32>
    %7715 = stablehlo.add %7712, %7714 : tensor<1000xf32>
    %7716 = stablehlo.constant dense<0.999> : tensor<1000xf32>
    %7717 = stablehlo.multiply %7716, %v.head.fc.b : tensor<1000xf32>
    %7718 = stablehlo.constant dense<0.001> : tensor<1000xf32>
    %7719 = stablehlo.multiply %4271, %4271 : tensor<1000xf32>
    %7720 = stablehlo.multiply %7718, %7719 : tensor<1000xf32>
    %7721 = stablehlo.add %7717, %7720 : tensor<1000xf32>
    %7722 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1000xf32>
    %7723 = stablehlo.divide %7715, %7722 : tensor<1000xf32>
    %7724 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1000xf32>
    %7725 = stablehlo.divide %7721, %7724 : tensor<1000xf32>
    %7726 = stablehlo.sqrt %7725 : tensor<1000xf32>
    %7727 = stablehlo.constant dense<1.0e-08> : tensor<1000xf32>
    %7728 = stablehlo.add %7726, %7727 : tensor<1000xf32>
    %7729 = stablehlo.divide %7723, %7728 : tensor<1000xf32>
    %7730 = stablehlo.constant dense<0.05> : tensor<4x4x3x96xf32>
    %7731 = stablehlo.multiply %7730, %stem.conv.w : tensor<4x4x3x96xf32>
    %7732 = stablehlo.add %4290, %7731 : tensor<4x4x3x96xf32>
    %7733 = stablehlo.constant dense<0.05> : tensor<7x7x1x96xf32>
    %7734 = stablehlo.multiply %7733, %stages.0.blocks.0.dwconv.w : tensor<7x7x1x96xf32>
    %7735 = stablehlo.add %4366, %7734 : tensor<7x7x1x96xf32>
    %7736 = stablehlo.constant dense<0.05> : tensor<96x384xf32>
    %7737 = stablehlo.multiply %7736, %stages.0.blocks.0.fc1.w : tensor<96x384xf32>
    %7738 = stablehlo.add %4442, %7737 : tensor<96x384xf32>
    %7739 = stablehlo.constant dense<0.05> : tensor<384x96xf32>
    %7740 = stablehlo.multiply %7739, %stages.0.blocks.0.fc2.w : tensor<384x96xf32>
    %7741 = stablehlo.add %4480, %7740 : tensor<384x96xf32>
    %7742 = stablehlo.constant dense<0.05> : tensor<7x7x1x96xf32>
    %7743 = stablehlo.multiply %7742, %stages.0.blocks.1.dwconv.w : tensor<7x7x1x96xf32>
    %7744 = stablehlo.add %4537, %7743 : tensor<7x7x1x96xf32>
    %7745 = stablehlo.constant dense<0.05> : tensor<96x384xf32>
    %7746 = stablehlo.multiply %7745, %stages.0.blocks.1.fc1.w : tensor<96x384xf32>
    %7747 = stablehlo.add %4613, %7746 : tensor<96x384xf32>
    %7748 = stablehlo.constant dense<0.05> : tensor<384x96xf32>
    %7749 = stablehlo.multiply %7748, %stages.0.blocks.1.fc2.w : tensor<384x96xf32>
    %7750 = stablehlo.add %4651, %7749 : tensor<384x96xf32>
    %7751 = stablehlo.constant dense<0.05> : tensor<7x7x1x96xf32>
    %7752 = stablehlo.multiply %7751, %stages.0.blocks.2.dwconv.w : tensor<7x7x1x96xf32>
    %7753 = stablehlo.add %4708, %7752 : tensor<7x7x1x96xf32>
    %7754 = stablehlo.constant dense<0.05> : tensor<96x384xf32>
    %7755 = stablehlo.multiply %7754, %stages.0.blocks.2.fc1.w : tensor<96x384xf32>
    %7756 = stablehlo.add %4784, %7755 : tensor<96x384xf32>
    %7757 = stablehlo.constant dense<0.05> : tensor<384x96xf32>
    %7758 = stablehlo.multiply %7757, %stages.0.blocks.2.fc2.w : tensor<384x96xf32>
    %7759 = stablehlo.add %4822, %7758 : tensor<384x96xf32>
    %7760 = stablehlo.constant dense<0.05> : tensor<2x2x96x192xf32>
    %7761 = stablehlo.multiply %7760, %stages.1.down.conv.w : tensor<2x2x96x192xf32>
    %7762 = stablehlo.add %4917, %7761 : tensor<2x2x96x192xf32>
    %7763 = stablehlo.constant dense<0.05> : tensor<7x7x1x192xf32>
    %7764 = stablehlo.multiply %7763, %stages.1.blocks.0.dwconv.w : tensor<7x7x1x192xf32>
    %7765 = stablehlo.add %4955, %7764 : tensor<7x7x1x192xf32>
    %7766 = stablehlo.constant dense<0.05> : tensor<192x768xf32>
    %7767 = stablehlo.multiply %7766, %stages.1.blocks.0.fc1.w : tensor<192x768xf32>
    %7768 = stablehlo.add %5031, %7767 : tensor<192x768xf32>
    %7769 = stablehlo.constant dense<0.05> : tensor<768x192xf32>
    %7770 = stablehlo.multiply %7769, %stages.1.blocks.0.fc2.w : tensor<768x192xf32>
    %7771 = stablehlo.add %5069, %7770 : tensor<768x192xf32>
    %7772 = stablehlo.constant dense<0.05> : tensor<7x7x1x192xf32>
    %7773 = stablehlo.multiply %7772, %stages.1.blocks.1.dwconv.w : tensor<7x7x1x192xf32>
    %7774 = stablehlo.add %5126, %7773 : tensor<7x7x1x192xf32>
    %7775 = stablehlo.constant dense<0.05> : tensor<192x768xf32>
    %7776 = stablehlo.multiply %7775, %stages.1.blocks.1.fc1.w : tensor<192x768xf32>
    %7777 = stablehlo.add %5202, %7776 : tensor<192x768xf32>
    %7778 = stablehlo.constant dense<0.05> : tensor<768x192xf32>
    %7779 = stablehlo.multiply %7778, %stages.1.blocks.1.fc2.w : tensor<768x192xf32>
    %7780 = stablehlo.add %5240, %7779 : tensor<768x192xf32>
    %7781 = stablehlo.constant dense<0.05> : tensor<7x7x1x192xf32>
    %7782 = stablehlo.multiply %7781, %stages.1.blocks.2.dwconv.w : tensor<7x7x1x192xf32>
    %7783 = stablehlo.add %5297, %7782 : tensor<7x7x1x192xf32>
    %7784 = stablehlo.constant dense<0.05> : tensor<192x768xf32>
    %7785 = stablehlo.multiply %7784, %stages.1.blocks.2.fc1.w : tensor<192x768xf32>
    %7786 = stablehlo.add %5373, %7785 : tensor<192x768xf32>
    %7787 = stablehlo.constant dense<0.05> : tensor<768x192xf32>
    %7788 = stablehlo.multiply %7787, %stages.1.blocks.2.fc2.w : tensor<768x192xf32>
    %7789 = stablehlo.add %5411, %7788 : tensor<768x192xf32>
    %7790 = stablehlo.constant dense<0.05> : tensor<2x2x192x384xf32>
    %7791 = stablehlo.multiply %7790, %stages.2.down.conv.w : tensor<2x2x192x384xf32>
    %7792 = stablehlo.add %5506, %7791 : tensor<2x2x192x384xf32>
    %7793 = stablehlo.constant dense<0.05> : tensor<7x7x1x384xf32>
    %7794 = stablehlo.multiply %7793, %stages.2.blocks.0.dwconv.w : tensor<7x7x1x384xf32>
    %7795 = stablehlo.add %5544, %7794 : tensor<7x7x1x384xf32>
    %7796 = stablehlo.constant dense<0.05> : tensor<384x1536xf32>
    %7797 = stablehlo.multiply %7796, %stages.2.blocks.0.fc1.w : tensor<384x1536xf32>
    %7798 = stablehlo.add %5620, %7797 : tensor<384x1536xf32>
    %7799 = stablehlo.constant dense<0.05> : tensor<1536x384xf32>
    %7800 = stablehlo.multiply %7799, %stages.2.blocks.0.fc2.w : tensor<1536x384xf32>
    %7801 = stablehlo.add %5658, %7800 : tensor<1536x384xf32>
    %7802 = stablehlo.constant dense<0.05> : tensor<7x7x1x384xf32>
    %7803 = stablehlo.multiply %7802, %stages.2.blocks.1.dwconv.w : tensor<7x7x1x384xf32>
    %7804 = stablehlo.add %5715, %7803 : tensor<7x7x1x384xf32>
    %7805 = stablehlo.constant dense<0.05> : tensor<384x1536xf32>
    %7806 = stablehlo.multiply %7805, %stages.2.blocks.1.fc1.w : tensor<384x1536xf32>
    %7807 = stablehlo.add %5791, %7806 : tensor<384x1536xf32>
    %7808 = stablehlo.constant dense<0.05> : tensor<1536x384xf32>
    %7809 = stablehlo.multiply %7808, %stages.2.blocks.1.fc2.w : tensor<1536x384xf32>
    %7810 = stablehlo.add %5829, %7809 : tensor<1536x384xf32>
    %7811 = stablehlo.constant dense<0.05> : tensor<7x7x1x384xf32>
    %7812 = stablehlo.multiply %7811, %stages.2.blocks.2.dwconv.w : tensor<7x7x1x384xf32>
    %7813 = stablehlo.add %5886, %7812 : tensor<7x7x1x384xf32>
    %7814 = stablehlo.constant dense<0.05> : tensor<384x1536xf32>
    %7815 = stablehlo.multiply %7814, %stages.2.blocks.2.fc1.w : tensor<384x1536xf32>
    %7816 = stablehlo.add %5962, %7815 : tensor<384x1536xf32>
    %7817 = stablehlo.constant dense<0.05> : tensor<1536x384xf32>
    %7818 = stablehlo.multiply %7817, %stages.2.blocks.2.fc2.w : tensor<1536x384xf32>
    %7819 = stablehlo.add %6000, %7818 : tensor<1536x384xf32>
    %7820 = stablehlo.constant dense<0.05> : tensor<7x7x1x384xf32>
    %7821 = stablehlo.multiply %7820, %stages.2.blocks.3.dwconv.w : tensor<7x7x1x384xf32>
    %7822 = stablehlo.add %6057, %7821 : tensor<7x7x1x384xf32>
    %7823 = stablehlo.constant dense<0.05> : tensor<384x1536xf32>
    %7824 = stablehlo.multiply %7823, %stages.2.blocks.3.fc1.w : tensor<384x1536xf32>
    %7825 = stablehlo.add %6133, %7824 : tensor<384x1536xf32>
    %7826 = stablehlo.constant dense<0.05> : tensor<1536x384xf32>
    %7827 = stablehlo.multiply %7826, %stages.2.blocks.3.fc2.w : tensor<1536x384xf32>
    %7828 = stablehlo.add %6171, %7827 : tensor<1536x384xf32>
    %7829 = stablehlo.constant dense<0.05> : tensor<7x7x1x384xf32>
    %7830 = stablehlo.multiply %7829, %stages.2.blocks.4.dwconv.w : tensor<7x7x1x384xf32>
    %7831 = stablehlo.add %6228, %7830 : tensor<7x7x1x384xf32>
    %7832 = stablehlo.constant dense<0.05> : tensor<384x1536xf32>
    %7833 = stablehlo.multiply %7832, %stages.2.blocks.4.fc1.w : tensor<384x1536xf32>
    %7834 = stablehlo.add %6304, %7833 : tensor<384x1536xf32>
    %7835 = stablehlo.constant dense<0.05> : tensor<1536x384xf32>
    %7836 = stablehlo.multiply %7835, %stages.2.blocks.4.fc2.w : tensor<1536x384xf32>
    %7837 = stablehlo.add %6342, %7836 : tensor<1536x384xf32>
    %7838 = stablehlo.constant dense<0.05> : tensor<7x7x1x384xf32>
    %7839 = stablehlo.multiply %7838, %stages.2.blocks.5.dwconv.w : tensor<7x7x1x384xf32>
    %7840 = stablehlo.add %6399, %7839 : tensor<7x7x1x384xf32>
    %7841 = stablehlo.constant dense<0.05> : tensor<384x1536xf32>
    %7842 = stablehlo.multiply %7841, %stages.2.blocks.5.fc1.w : tensor<384x1536xf32>
    %7843 = stablehlo.add %6475, %7842 : tensor<384x1536xf32>
    %7844 = stablehlo.constant dense<0.05> : tensor<1536x384xf32>
    %7845 = stablehlo.multiply %7844, %stages.2.blocks.5.fc2.w : tensor<1536x384xf32>
    %7846 = stablehlo.add %6513, %7845 : tensor<1536x384xf32>
    %7847 = stablehlo.constant dense<0.05> : tensor<7x7x1x384xf32>
    %7848 = stablehlo.multiply %7847, %stages.2.blocks.6.dwconv.w : tensor<7x7x1x384xf32>
    %7849 = stablehlo.add %6570, %7848 : tensor<7x7x1x384xf32>
    %7850 = stablehlo.constant dense<0.05> : tensor<384x1536xf32>
    %7851 = stablehlo.multiply %7850, %stages.2.blocks.6.fc1.w : tensor<384x1536xf32>
    %7852 = stablehlo.add %6646, %7851 : tensor<384x1536xf32>
    %7853 = stablehlo.constant dense<0.05> : tensor<1536x384xf32>
    %7854 = stablehlo.multiply %7853, %stages.2.blocks.6.fc2.w : tensor<1536x384xf32>
    %7855 = stablehlo.add %6684, %7854 : tensor<1536x384xf32>
    %7856 = stablehlo.constant dense<0.05> : tensor<7x7x1x384xf32>
    %7857 = stablehlo.multiply %7856, %stages.2.blocks.7.dwconv.w : tensor<7x7x1x384xf32>
    %7858 = stablehlo.add %6741, %7857 : tensor<7x7x1x384xf32>
    %7859 = stablehlo.constant dense<0.05> : tensor<384x1536xf32>
    %7860 = stablehlo.multiply %7859, %stages.2.blocks.7.fc1.w : tensor<384x1536xf32>
    %7861 = stablehlo.add %6817, %7860 : tensor<384x1536xf32>
    %7862 = stablehlo.constant dense<0.05> : tensor<1536x384xf32>
    %7863 = stablehlo.multiply %7862, %stages.2.blocks.7.fc2.w : tensor<1536x384xf32>
    %7864 = stablehlo.add %6855, %7863 : tensor<1536x384xf32>
    %7865 = stablehlo.constant dense<0.05> : tensor<7x7x1x384xf32>
    %7866 = stablehlo.multiply %7865, %stages.2.blocks.8.dwconv.w : tensor<7x7x1x384xf32>
    %7867 = stablehlo.add %6912, %7866 : tensor<7x7x1x384xf32>
    %7868 = stablehlo.constant dense<0.05> : tensor<384x1536xf32>
    %7869 = stablehlo.multiply %7868, %stages.2.blocks.8.fc1.w : tensor<384x1536xf32>
    %7870 = stablehlo.add %6988, %7869 : tensor<384x1536xf32>
    %7871 = stablehlo.constant dense<0.05> : tensor<1536x384xf32>
    %7872 = stablehlo.multiply %7871, %stages.2.blocks.8.fc2.w : tensor<1536x384xf32>
    %7873 = stablehlo.add %7026, %7872 : tensor<1536x384xf32>
    %7874 = stablehlo.constant dense<0.05> : tensor<2x2x384x768xf32>
    %7875 = stablehlo.multiply %7874, %stages.3.down.conv.w : tensor<2x2x384x768xf32>
    %7876 = stablehlo.add %7121, %7875 : tensor<2x2x384x768xf32>
    %7877 = stablehlo.constant dense<0.05> : tensor<7x7x1x768xf32>
    %7878 = stablehlo.multiply %7877, %stages.3.blocks.0.dwconv.w : tensor<7x7x1x768xf32>
    %7879 = stablehlo.add %7159, %7878 : tensor<7x7x1x768xf32>
    %7880 = stablehlo.constant dense<0.05> : tensor<768x3072xf32>
    %7881 = stablehlo.multiply %7880, %stages.3.blocks.0.fc1.w : tensor<768x3072xf32>
    %7882 = stablehlo.add %7235, %7881 : tensor<768x3072xf32>
    %7883 = stablehlo.constant dense<0.05> : tensor<3072x768xf32>
    %7884 = stablehlo.multiply %7883, %stages.3.blocks.0.fc2.w : tensor<3072x768xf32>
    %7885 = stablehlo.add %7273, %7884 : tensor<3072x768xf32>
    %7886 = stablehlo.constant dense<0.05> : tensor<7x7x1x768xf32>
    %7887 = stablehlo.multiply %7886, %stages.3.blocks.1.dwconv.w : tensor<7x7x1x768xf32>
    %7888 = stablehlo.add %7330, %7887 : tensor<7x7x1x768xf32>
    %7889 = stablehlo.constant dense<0.05> : tensor<768x3072xf32>
    %7890 = stablehlo.multiply %7889, %stages.3.blocks.1.fc1.w : tensor<768x3072xf32>
    %7891 = stablehlo.add %7406, %7890 : tensor<768x3072xf32>
    %7892 = stablehlo.constant dense<0.05> : tensor<3072x768xf32>
    %7893 = stablehlo.multiply %7892, %stages.3.blocks.1.fc2.w : tensor<3072x768xf32>
    %7894 = stablehlo.add %7444, %7893 : tensor<3072x768xf32>
    %7895 = stablehlo.constant dense<0.05> : tensor<7x7x1x768xf32>
    %7896 = stablehlo.multiply %7895, %stages.3.blocks.2.dwconv.w : tensor<7x7x1x768xf32>
    %7897 = stablehlo.add %7501, %7896 : tensor<7x7x1x768xf32>
    %7898 = stablehlo.constant dense<0.05> : tensor<768x3072xf32>
    %7899 = stablehlo.multiply %7898, %stages.3.blocks.2.fc1.w : tensor<768x3072xf32>
    %7900 = stablehlo.add %7577, %7899 : tensor<768x3072xf32>
    %7901 = stablehlo.constant dense<0.05> : tensor<3072x768xf32>
    %7902 = stablehlo.multiply %7901, %stages.3.blocks.2.fc2.w : tensor<3072x768xf32>
    %7903 = stablehlo.add %7615, %7902 : tensor<3072x768xf32>
    %7904 = stablehlo.constant dense<0.05> : tensor<768x1000xf32>
    %7905 = stablehlo.multiply %7904, %head.fc.w : tensor<768x1000xf32>
    %7906 = stablehlo.add %7710, %7905 : tensor<768x1000xf32>
    %7907 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x4x3x96xf32>
    %7908 = stablehlo.multiply %7907, %7732 : tensor<4x4x3x96xf32>
    %7909 = stablehlo.subtract %stem.conv.w, %7908 : tensor<4x4x3x96xf32>
    %7910 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7911 = stablehlo.multiply %7910, %4309 : tensor<96xf32>
    %7912 = stablehlo.subtract %stem.conv.b, %7911 : tensor<96xf32>
    %7913 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7914 = stablehlo.multiply %7913, %4328 : tensor<96xf32>
    %7915 = stablehlo.subtract %stem.norm.g, %7914 : tensor<96xf32>
    %7916 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7917 = stablehlo.multiply %7916, %4347 : tensor<96xf32>
    %7918 = stablehlo.subtract %stem.norm.b, %7917 : tensor<96xf32>
    %7919 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x96xf32>
    %7920 = stablehlo.multiply %7919, %7735 : tensor<7x7x1x96xf32>
    %7921 = stablehlo.subtract %stages.0.blocks.0.dwconv.w, %7920 : tensor<7x7x1x96xf32>
    %7922 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7923 = stablehlo.multiply %7922, %4385 : tensor<96xf32>
    %7924 = stablehlo.subtract %stages.0.blocks.0.dwconv.b, %7923 : tensor<96xf32>
    %7925 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7926 = stablehlo.multiply %7925, %4404 : tensor<96xf32>
    %7927 = stablehlo.subtract %stages.0.blocks.0.norm.g, %7926 : tensor<96xf32>
    %7928 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7929 = stablehlo.multiply %7928, %4423 : tensor<96xf32>
    %7930 = stablehlo.subtract %stages.0.blocks.0.norm.b, %7929 : tensor<96xf32>
    %7931 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96x384xf32>
    %7932 = stablehlo.multiply %7931, %7738 : tensor<96x384xf32>
    %7933 = stablehlo.subtract %stages.0.blocks.0.fc1.w, %7932 : tensor<96x384xf32>
    %7934 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7935 = stablehlo.multiply %7934, %4461 : tensor<384xf32>
    %7936 = stablehlo.subtract %stages.0.blocks.0.fc1.b, %7935 : tensor<384xf32>
    %7937 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x96xf32>
    %7938 = stablehlo.multiply %7937, %7741 : tensor<384x96xf32>
    %7939 = stablehlo.subtract %stages.0.blocks.0.fc2.w, %7938 : tensor<384x96xf32>
    %7940 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7941 = stablehlo.multiply %7940, %4499 : tensor<96xf32>
    %7942 = stablehlo.subtract %stages.0.blocks.0.fc2.b, %7941 : tensor<96xf32>
    %7943 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7944 = stablehlo.multiply %7943, %4518 : tensor<96xf32>
    %7945 = stablehlo.subtract %stages.0.blocks.0.gamma, %7944 : tensor<96xf32>
    %7946 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x96xf32>
    %7947 = stablehlo.multiply %7946, %7744 : tensor<7x7x1x96xf32>
    %7948 = stablehlo.subtract %stages.0.blocks.1.dwconv.w, %7947 : tensor<7x7x1x96xf32>
    %7949 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7950 = stablehlo.multiply %7949, %4556 : tensor<96xf32>
    %7951 = stablehlo.subtract %stages.0.blocks.1.dwconv.b, %7950 : tensor<96xf32>
    %7952 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7953 = stablehlo.multiply %7952, %4575 : tensor<96xf32>
    %7954 = stablehlo.subtract %stages.0.blocks.1.norm.g, %7953 : tensor<96xf32>
    %7955 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7956 = stablehlo.multiply %7955, %4594 : tensor<96xf32>
    %7957 = stablehlo.subtract %stages.0.blocks.1.norm.b, %7956 : tensor<96xf32>
    %7958 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96x384xf32>
    %7959 = stablehlo.multiply %7958, %7747 : tensor<96x384xf32>
    %7960 = stablehlo.subtract %stages.0.blocks.1.fc1.w, %7959 : tensor<96x384xf32>
    %7961 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7962 = stablehlo.multiply %7961, %4632 : tensor<384xf32>
    %7963 = stablehlo.subtract %stages.0.blocks.1.fc1.b, %7962 : tensor<384xf32>
    %7964 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x96xf32>
    %7965 = stablehlo.multiply %7964, %7750 : tensor<384x96xf32>
    %7966 = stablehlo.subtract %stages.0.blocks.1.fc2.w, %7965 : tensor<384x96xf32>
    %7967 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7968 = stablehlo.multiply %7967, %4670 : tensor<96xf32>
    %7969 = stablehlo.subtract %stages.0.blocks.1.fc2.b, %7968 : tensor<96xf32>
    %7970 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7971 = stablehlo.multiply %7970, %4689 : tensor<96xf32>
    %7972 = stablehlo.subtract %stages.0.blocks.1.gamma, %7971 : tensor<96xf32>
    %7973 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x96xf32>
    %7974 = stablehlo.multiply %7973, %7753 : tensor<7x7x1x96xf32>
    %7975 = stablehlo.subtract %stages.0.blocks.2.dwconv.w, %7974 : tensor<7x7x1x96xf32>
    %7976 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7977 = stablehlo.multiply %7976, %4727 : tensor<96xf32>
    %7978 = stablehlo.subtract %stages.0.blocks.2.dwconv.b, %7977 : tensor<96xf32>
    %7979 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7980 = stablehlo.multiply %7979, %4746 : tensor<96xf32>
    %7981 = stablehlo.subtract %stages.0.blocks.2.norm.g, %7980 : tensor<96xf32>
    %7982 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7983 = stablehlo.multiply %7982, %4765 : tensor<96xf32>
    %7984 = stablehlo.subtract %stages.0.blocks.2.norm.b, %7983 : tensor<96xf32>
    %7985 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96x384xf32>
    %7986 = stablehlo.multiply %7985, %7756 : tensor<96x384xf32>
    %7987 = stablehlo.subtract %stages.0.blocks.2.fc1.w, %7986 : tensor<96x384xf32>
    %7988 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7989 = stablehlo.multiply %7988, %4803 : tensor<384xf32>
    %7990 = stablehlo.subtract %stages.0.blocks.2.fc1.b, %7989 : tensor<384xf32>
    %7991 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x96xf32>
    %7992 = stablehlo.multiply %7991, %7759 : tensor<384x96xf32>
    %7993 = stablehlo.subtract %stages.0.blocks.2.fc2.w, %7992 : tensor<384x96xf32>
    %7994 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7995 = stablehlo.multiply %7994, %4841 : tensor<96xf32>
    %7996 = stablehlo.subtract %stages.0.blocks.2.fc2.b, %7995 : tensor<96xf32>
    %7997 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7998 = stablehlo.multiply %7997, %4860 : tensor<96xf32>
    %7999 = stablehlo.subtract %stages.0.blocks.2.gamma, %7998 : tensor<96xf32>
    %8000 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %8001 = stablehlo.multiply %8000, %4879 : tensor<96xf32>
    %8002 = stablehlo.subtract %stages.1.down.norm.g, %8001 : tensor<96xf32>
    %8003 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %8004 = stablehlo.multiply %8003, %4898 : tensor<96xf32>
    %8005 = stablehlo.subtract %stages.1.down.norm.b, %8004 : tensor<96xf32>
    %8006 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x96x192xf32>
    %8007 = stablehlo.multiply %8006, %7762 : tensor<2x2x96x192xf32>
    %8008 = stablehlo.subtract %stages.1.down.conv.w, %8007 : tensor<2x2x96x192xf32>
    %8009 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %8010 = stablehlo.multiply %8009, %4936 : tensor<192xf32>
    %8011 = stablehlo.subtract %stages.1.down.conv.b, %8010 : tensor<192xf32>
    %8012 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x192xf32>
    %8013 = stablehlo.multiply %8012, %7765 : tensor<7x7x1x192xf32>
    %8014 = stablehlo.subtract %stages.1.blocks.0.dwconv.w, %8013 : tensor<7x7x1x192xf32>
    %8015 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %8016 = stablehlo.multiply %8015, %4974 : tensor<192xf32>
    %8017 = stablehlo.subtract %stages.1.blocks.0.dwconv.b, %8016 : tensor<192xf32>
    %8018 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %8019 = stablehlo.multiply %8018, %4993 : tensor<192xf32>
    %8020 = stablehlo.subtract %stages.1.blocks.0.norm.g, %8019 : tensor<192xf32>
    %8021 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %8022 = stablehlo.multiply %8021, %5012 : tensor<192xf32>
    %8023 = stablehlo.subtract %stages.1.blocks.0.norm.b, %8022 : tensor<192xf32>
    %8024 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %8025 = stablehlo.multiply %8024, %7768 : tensor<192x768xf32>
    %8026 = stablehlo.subtract %stages.1.blocks.0.fc1.w, %8025 : tensor<192x768xf32>
    %8027 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %8028 = stablehlo.multiply %8027, %5050 : tensor<768xf32>
    %8029 = stablehlo.subtract %stages.1.blocks.0.fc1.b, %8028 : tensor<768xf32>
    %8030 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %8031 = stablehlo.multiply %8030, %7771 : tensor<768x192xf32>
    %8032 = stablehlo.subtract %stages.1.blocks.0.fc2.w, %8031 : tensor<768x192xf32>
    %8033 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %8034 = stablehlo.multiply %8033, %5088 : tensor<192xf32>
    %8035 = stablehlo.subtract %stages.1.blocks.0.fc2.b, %8034 : tensor<192xf32>
    %8036 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %8037 = stablehlo.multiply %8036, %5107 : tensor<192xf32>
    %8038 = stablehlo.subtract %stages.1.blocks.0.gamma, %8037 : tensor<192xf32>
    %8039 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x192xf32>
    %8040 = stablehlo.multiply %8039, %7774 : tensor<7x7x1x192xf32>
    %8041 = stablehlo.subtract %stages.1.blocks.1.dwconv.w, %8040 : tensor<7x7x1x192xf32>
    %8042 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %8043 = stablehlo.multiply %8042, %5145 : tensor<192xf32>
    %8044 = stablehlo.subtract %stages.1.blocks.1.dwconv.b, %8043 : tensor<192xf32>
    %8045 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %8046 = stablehlo.multiply %8045, %5164 : tensor<192xf32>
    %8047 = stablehlo.subtract %stages.1.blocks.1.norm.g, %8046 : tensor<192xf32>
    %8048 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %8049 = stablehlo.multiply %8048, %5183 : tensor<192xf32>
    %8050 = stablehlo.subtract %stages.1.blocks.1.norm.b, %8049 : tensor<192xf32>
    %8051 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %8052 = stablehlo.multiply %8051, %7777 : tensor<192x768xf32>
    %8053 = stablehlo.subtract %stages.1.blocks.1.fc1.w, %8052 : tensor<192x768xf32>
    %8054 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %8055 = stablehlo.multiply %8054, %5221 : tensor<768xf32>
    %8056 = stablehlo.subtract %stages.1.blocks.1.fc1.b, %8055 : tensor<768xf32>
    %8057 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %8058 = stablehlo.multiply %8057, %7780 : tensor<768x192xf32>
    %8059 = stablehlo.subtract %stages.1.blocks.1.fc2.w, %8058 : tensor<768x192xf32>
    %8060 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %8061 = stablehlo.multiply %8060, %5259 : tensor<192xf32>
    %8062 = stablehlo.subtract %stages.1.blocks.1.fc2.b, %8061 : tensor<192xf32>
    %8063 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %8064 = stablehlo.multiply %8063, %5278 : tensor<192xf32>
    %8065 = stablehlo.subtract %stages.1.blocks.1.gamma, %8064 : tensor<192xf32>
    %8066 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x192xf32>
    %8067 = stablehlo.multiply %8066, %7783 : tensor<7x7x1x192xf32>
    %8068 = stablehlo.subtract %stages.1.blocks.2.dwconv.w, %8067 : tensor<7x7x1x192xf32>
    %8069 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %8070 = stablehlo.multiply %8069, %5316 : tensor<192xf32>
    %8071 = stablehlo.subtract %stages.1.blocks.2.dwconv.b, %8070 : tensor<192xf32>
    %8072 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %8073 = stablehlo.multiply %8072, %5335 : tensor<192xf32>
    %8074 = stablehlo.subtract %stages.1.blocks.2.norm.g, %8073 : tensor<192xf32>
    %8075 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %8076 = stablehlo.multiply %8075, %5354 : tensor<192xf32>
    %8077 = stablehlo.subtract %stages.1.blocks.2.norm.b, %8076 : tensor<192xf32>
    %8078 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %8079 = stablehlo.multiply %8078, %7786 : tensor<192x768xf32>
    %8080 = stablehlo.subtract %stages.1.blocks.2.fc1.w, %8079 : tensor<192x768xf32>
    %8081 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %8082 = stablehlo.multiply %8081, %5392 : tensor<768xf32>
    %8083 = stablehlo.subtract %stages.1.blocks.2.fc1.b, %8082 : tensor<768xf32>
    %8084 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %8085 = stablehlo.multiply %8084, %7789 : tensor<768x192xf32>
    %8086 = stablehlo.subtract %stages.1.blocks.2.fc2.w, %8085 : tensor<768x192xf32>
    %8087 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %8088 = stablehlo.multiply %8087, %5430 : tensor<192xf32>
    %8089 = stablehlo.subtract %stages.1.blocks.2.fc2.b, %8088 : tensor<192xf32>
    %8090 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %8091 = stablehlo.multiply %8090, %5449 : tensor<192xf32>
    %8092 = stablehlo.subtract %stages.1.blocks.2.gamma, %8091 : tensor<192xf32>
    %8093 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %8094 = stablehlo.multiply %8093, %5468 : tensor<192xf32>
    %8095 = stablehlo.subtract %stages.2.down.norm.g, %8094 : tensor<192xf32>
    %8096 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %8097 = stablehlo.multiply %8096, %5487 : tensor<192xf32>
    %8098 = stablehlo.subtract %stages.2.down.norm.b, %8097 : tensor<192xf32>
    %8099 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x192x384xf32>
    %8100 = stablehlo.multiply %8099, %7792 : tensor<2x2x192x384xf32>
    %8101 = stablehlo.subtract %stages.2.down.conv.w, %8100 : tensor<2x2x192x384xf32>
    %8102 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %8103 = stablehlo.multiply %8102, %5525 : tensor<384xf32>
    %8104 = stablehlo.subtract %stages.2.down.conv.b, %8103 : tensor<384xf32>
    %8105 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %8106 = stablehlo.multiply %8105, %7795 : tensor<7x7x1x384xf32>
    %8107 = stablehlo.subtract %stages.2.blocks.0.dwconv.w, %8106 : tensor<7x7x1x384xf32>
    %8108 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %8109 = stablehlo.multiply %8108, %5563 : tensor<384xf32>
    %8110 = stablehlo.subtract %stages.2.blocks.0.dwconv.b, %8109 : tensor<384xf32>
    %8111 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %8112 = stablehlo.multiply %8111, %5582 : tensor<384xf32>
    %8113 = stablehlo.subtract %stages.2.blocks.0.norm.g, %8112 : tensor<384xf32>
    %8114 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %8115 = stablehlo.multiply %8114, %5601 : tensor<384xf32>
    %8116 = stablehlo.subtract %stages.2.blocks.0.norm.b, %8115 : tensor<384xf32>
    %8117 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %8118 = stablehlo.multiply %8117, %7798 : tensor<384x1536xf32>
    %8119 = stablehlo.subtract %stages.2.blocks.0.fc1.w, %8118 : tensor<384x1536xf32>
    %8120 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %8121 = stablehlo.multiply %8120, %5639 : tensor<1536xf32>
    %8122 = stablehlo.subtract %stages.2.blocks.0.fc1.b, %8121 : tensor<1536xf32>
    %8123 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %8124 = stablehlo.multiply %8123, %7801 : tensor<1536x384xf32>
    %8125 = stablehlo.subtract %stages.2.blocks.0.fc2.w, %8124 : tensor<1536x384xf32>
    %8126 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %8127 = stablehlo.multiply %8126, %5677 : tensor<384xf32>
    %8128 = stablehlo.subtract %stages.2.blocks.0.fc2.b, %8127 : tensor<384xf32>
    %8129 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %8130 = stablehlo.multiply %8129, %5696 : tensor<384xf32>
    %8131 = stablehlo.subtract %stages.2.blocks.0.gamma, %8130 : tensor<384xf32>
    %8132 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %8133 = stablehlo.multiply %8132, %7804 : tensor<7x7x1x384xf32>
    %8134 = stablehlo.subtract %stages.2.blocks.1.dwconv.w, %8133 : tensor<7x7x1x384xf32>
    %8135 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %8136 = stablehlo.multiply %8135, %5734 : tensor<384xf32>
    %8137 = stablehlo.subtract %stages.2.blocks.1.dwconv.b, %8136 : tensor<384xf32>
    %8138 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %8139 = stablehlo.multiply %8138, %5753 : tensor<384xf32>
    %8140 = stablehlo.subtract %stages.2.blocks.1.norm.g, %8139 : tensor<384xf32>
    %8141 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %8142 = stablehlo.multiply %8141, %5772 : tensor<384xf32>
    %8143 = stablehlo.subtract %stages.2.blocks.1.norm.b, %8142 : tensor<384xf32>
    %8144 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %8145 = stablehlo.multiply %8144, %7807 : tensor<384x1536xf32>
    %8146 = stablehlo.subtract %stages.2.blocks.1.fc1.w, %8145 : tensor<384x1536xf32>
    %8147 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %8148 = stablehlo.multiply %8147, %5810 : tensor<1536xf32>
    %8149 = stablehlo.subtract %stages.2.blocks.1.fc1.b, %8148 : tensor<1536xf32>
    %8150 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %8151 = stablehlo.multiply %8150, %7810 : tensor<1536x384xf32>
    %8152 = stablehlo.subtract %stages.2.blocks.1.fc2.w, %8151 : tensor<1536x384xf32>
    %8153 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %8154 = stablehlo.multiply %8153, %5848 : tensor<384xf32>
    %8155 = stablehlo.subtract %stages.2.blocks.1.fc2.b, %8154 : tensor<384xf32>
    %8156 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %8157 = stablehlo.multiply %8156, %5867 : tensor<384xf32>
    %8158 = stablehlo.subtract %stages.2.blocks.1.gamma, %8157 : tensor<384xf32>
    %8159 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %8160 = stablehlo.multiply %8159, %7813 : tensor<7x7x1x384xf32>
    %8161 = stablehlo.subtract %stages.2.blocks.2.dwconv.w, %8160 : tensor<7x7x1x384xf32>
    %8162 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %8163 = stablehlo.multiply %8162, %5905 : tensor<384xf32>
    %8164 = stablehlo.subtract %stages.2.blocks.2.dwconv.b, %8163 : tensor<384xf32>
    %8165 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %8166 = stablehlo.multiply %8165, %5924 : tensor<384xf32>
    %8167 = stablehlo.subtract %stages.2.blocks.2.norm.g, %8166 : tensor<384xf32>
    %8168 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %8169 = stablehlo.multiply %8168, %5943 : tensor<384xf32>
    %8170 = stablehlo.subtract %stages.2.blocks.2.norm.b, %8169 : tensor<384xf32>
    %8171 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %8172 = stablehlo.multiply %8171, %7816 : tensor<384x1536xf32>
    %8173 = stablehlo.subtract %stages.2.blocks.2.fc1.w, %8172 : tensor<384x1536xf32>
    %8174 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %8175 = stablehlo.multiply %8174, %5981 : tensor<1536xf32>
    %8176 = stablehlo.subtract %stages.2.blocks.2.fc1.b, %8175 : tensor<1536xf32>
    %8177 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %8178 = stablehlo.multiply %8177, %7819 : tensor<1536x384xf32>
    %8179 = stablehlo.subtract %stages.2.blocks.2.fc2.w, %8178 : tensor<1536x384xf32>
    %8180 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %8181 = stablehlo.multiply %8180, %6019 : tensor<384xf32>
    %8182 = stablehlo.subtract %stages.2.blocks.2.fc2.b, %8181 : tensor<384xf32>
    %8183 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %8184 = stablehlo.multiply %8183, %6038 : tensor<384xf32>
    %8185 = stablehlo.subtract %stages.2.blocks.2.gamma, %8184 : tensor<384xf32>
    %8186 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %8187 = stablehlo.multiply %8186, %7822 : tensor<7x7x1x384xf32>
    %8188 = stablehlo.subtract %stages.2.blocks.3.dwconv.w, %8187 : tensor<7x7x1x384xf32>
    %8189 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %8190 = stablehlo.multiply %8189, %6076 : tensor<384xf32>
    %8191 = stablehlo.subtract %stages.2.blocks.3.dwconv.b, %8190 : tensor<384xf32>
    %8192 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %8193 = stablehlo.multiply %8192, %6095 : tensor<384xf32>
    %8194 = stablehlo.subtract %stages.2.blocks.3.norm.g, %8193 : tensor<384xf32>
    %8195 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %8196 = stablehlo.multiply %8195, %6114 : tensor<384xf32>
    %8197 = stablehlo.subtract %stages.2.blocks.3.norm.b, %8196 : tensor<384xf32>
    %8198 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %8199 = stablehlo.multiply %8198, %7825 : tensor<384x1536xf32>
    %8200 = stablehlo.subtract %stages.2.blocks.3.fc1.w, %8199 : tensor<384x1536xf32>
    %8201 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %8202 = stablehlo.multiply %8201, %6152 : tensor<1536xf32>
    %8203 = stablehlo.subtract %stages.2.blocks.3.fc1.b, %8202 : tensor<1536xf32>
    %8204 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %8205 = stablehlo.multiply %8204, %7828 : tensor<1536x384xf32>
    %8206 = stablehlo.subtract %stages.2.blocks.3.fc2.w, %8205 : tensor<1536x384xf32>
    %8207 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %8208 = stablehlo.multiply %8207, %6190 : tensor<384xf32>
    %8209 = stablehlo.subtract %stages.2.blocks.3.fc2.b, %8208 : tensor<384xf32>
    %8210 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %8211 = stablehlo.multiply %8210, %6209 : tensor<384xf32>
    %8212 = stablehlo.subtract %stages.2.blocks.3.gamma, %8211 : tensor<384xf32>
    %8213 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %8214 = stablehlo.multiply %8213, %7831 : tensor<7x7x1x384xf32>
    %8215 = stablehlo.subtract %stages.2.blocks.4.dwconv.w, %8214 : tensor<7x7x1x384xf32>
    %8216 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %8217 = stablehlo.multiply %8216, %6247 : tensor<384xf32>
    %8218 = stablehlo.subtract %stages.2.blocks.4.dwconv.b, %8217 : tensor<384xf32>
    %8219 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %8220 = stablehlo.multiply %8219, %6266 : tensor<384xf32>
    %8221 = stablehlo.subtract %stages.2.blocks.4.norm.g, %8220 : tensor<384xf32>
    %8222 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %8223 = stablehlo.multiply %8222, %6285 : tensor<384xf32>
    %8224 = stablehlo.subtract %stages.2.blocks.4.norm.b, %8223 : tensor<384xf32>
    %8225 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %8226 = stablehlo.multiply %8225, %7834 : tensor<384x1536xf32>
    %8227 = stablehlo.subtract %stages.2.blocks.4.fc1.w, %8226 : tensor<384x1536xf32>
    %8228 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %8229 = stablehlo.multiply %8228, %6323 : tensor<1536xf32>
    %8230 = stablehlo.subtract %stages.2.blocks.4.fc1.b, %8229 : tensor<1536xf32>
    %8231 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %8232 = stablehlo.multiply %8231, %7837 : tensor<1536x384xf32>
    %8233 = stablehlo.subtract %stages.2.blocks.4.fc2.w, %8232 : tensor<1536x384xf32>
    %8234 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %8235 = stablehlo.multiply %8234, %6361 : tensor<384xf32>
    %8236 = stablehlo.subtract %stages.2.blocks.4.fc2.b, %8235 : tensor<384xf32>
    %8237 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %8238 = stablehlo.multiply %8237, %6380 : tensor<384xf32>
    %8239 = stablehlo.subtract %stages.2.blocks.4.gamma, %8238 : tensor<384xf32>
    %8240 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %8241 = stablehlo.multiply %8240, %7840 : tensor<7x7x1x384xf32>
    %8242 = stablehlo.subtract %stages.2.blocks.5.dwconv.w, %8241 : tensor<7x7x1x384xf32>
    %8243 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %8244 = stablehlo.multiply %8243, %6418 : tensor<384xf32>
    %8245 = stablehlo.subtract %stages.2.blocks.5.dwconv.b, %8244 : tensor<384xf32>
    %8246 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %8247 = stablehlo.multiply %8246, %6437 : tensor<384xf32>
    %8248 = stablehlo.subtract %stages.2.blocks.5.norm.g, %8247 : tensor<384xf32>
    %8249 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %8250 = stablehlo.multiply %8249, %6456 : tensor<384xf32>
    %8251 = stablehlo.subtract %stages.2.blocks.5.norm.b, %8250 : tensor<384xf32>
    %8252 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %8253 = stablehlo.multiply %8252, %7843 : tensor<384x1536xf32>
    %8254 = stablehlo.subtract %stages.2.blocks.5.fc1.w, %8253 : tensor<384x1536xf32>
    %8255 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %8256 = stablehlo.multiply %8255, %6494 : tensor<1536xf32>
    %8257 = stablehlo.subtract %stages.2.blocks.5.fc1.b, %8256 : tensor<1536xf32>
    %8258 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %8259 = stablehlo.multiply %8258, %7846 : tensor<1536x384xf32>
    %8260 = stablehlo.subtract %stages.2.blocks.5.fc2.w, %8259 : tensor<1536x384xf32>
    %8261 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %8262 = stablehlo.multiply %8261, %6532 : tensor<384xf32>
    %8263 = stablehlo.subtract %stages.2.blocks.5.fc2.b, %8262 : tensor<384xf32>
    %8264 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %8265 = stablehlo.multiply %8264, %6551 : tensor<384xf32>
    %8266 = stablehlo.subtract %stages.2.blocks.5.gamma, %8265 : tensor<384xf32>
    %8267 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %8268 = stablehlo.multiply %8267, %7849 : tensor<7x7x1x384xf32>
    %8269 = stablehlo.subtract %stages.2.blocks.6.dwconv.w, %8268 : tensor<7x7x1x384xf32>
    %8270 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %8271 = stablehlo.multiply %8270, %6589 : tensor<384xf32>
    %8272 = stablehlo.subtract %stages.2.blocks.6.dwconv.b, %8271 : tensor<384xf32>
    %8273 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %8274 = stablehlo.multiply %8273, %6608 : tensor<384xf32>
    %8275 = stablehlo.subtract %stages.2.blocks.6.norm.g, %8274 : tensor<384xf32>
    %8276 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %8277 = stablehlo.multiply %8276, %6627 : tensor<384xf32>
    %8278 = stablehlo.subtract %stages.2.blocks.6.norm.b, %8277 : tensor<384xf32>
    %8279 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %8280 = stablehlo.multiply %8279, %7852 : tensor<384x1536xf32>
    %8281 = stablehlo.subtract %stages.2.blocks.6.fc1.w, %8280 : tensor<384x1536xf32>
    %8282 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %8283 = stablehlo.multiply %8282, %6665 : tensor<1536xf32>
    %8284 = stablehlo.subtract %stages.2.blocks.6.fc1.b, %8283 : tensor<1536xf32>
    %8285 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %8286 = stablehlo.multiply %8285, %7855 : tensor<1536x384xf32>
    %8287 = stablehlo.subtract %stages.2.blocks.6.fc2.w, %8286 : tensor<1536x384xf32>
    %8288 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %8289 = stablehlo.multiply %8288, %6703 : tensor<384xf32>
    %8290 = stablehlo.subtract %stages.2.blocks.6.fc2.b, %8289 : tensor<384xf32>
    %8291 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %8292 = stablehlo.multiply %8291, %6722 : tensor<384xf32>
    %8293 = stablehlo.subtract %stages.2.blocks.6.gamma, %8292 : tensor<384xf32>
    %8294 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %8295 = stablehlo.multiply %8294, %7858 : tensor<7x7x1x384xf32>
    %8296 = stablehlo.subtract %stages.2.blocks.7.dwconv.w, %8295 : tensor<7x7x1x384xf32>
    %8297 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %8298 = stablehlo.multiply %8297, %6760 : tensor<384xf32>
    %8299 = stablehlo.subtract %stages.2.blocks.7.dwconv.b, %8298 : tensor<384xf32>
    %8300 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %8301 = stablehlo.multiply %8300, %6779 : tensor<384xf32>
    %8302 = stablehlo.subtract %stages.2.blocks.7.norm.g, %8301 : tensor<384xf32>
    %8303 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %8304 = stablehlo.multiply %8303, %6798 : tensor<384xf32>
    %8305 = stablehlo.subtract %stages.2.blocks.7.norm.b, %8304 : tensor<384xf32>
    %8306 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %8307 = stablehlo.multiply %8306, %7861 : tensor<384x1536xf32>
    %8308 = stablehlo.subtract %stages.2.blocks.7.fc1.w, %8307 : tensor<384x1536xf32>
    %8309 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %8310 = stablehlo.multiply %8309, %6836 : tensor<1536xf32>
    %8311 = stablehlo.subtract %stages.2.blocks.7.fc1.b, %8310 : tensor<1536xf32>
    %8312 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %8313 = stablehlo.multiply %8312, %7864 : tensor<1536x384xf32>
    %8314 = stablehlo.subtract %stages.2.blocks.7.fc2.w, %8313 : tensor<1536x384xf32>
    %8315 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %8316 = stablehlo.multiply %8315, %6874 : tensor<384xf32>
    %8317 = stablehlo.subtract %stages.2.blocks.7.fc2.b, %8316 : tensor<384xf32>
    %8318 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %8319 = stablehlo.multiply %8318, %6893 : tensor<384xf32>
    %8320 = stablehlo.subtract %stages.2.blocks.7.gamma, %8319 : tensor<384xf32>
    %8321 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %8322 = stablehlo.multiply %8321, %7867 : tensor<7x7x1x384xf32>
    %8323 = stablehlo.subtract %stages.2.blocks.8.dwconv.w, %8322 : tensor<7x7x1x384xf32>
    %8324 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %8325 = stablehlo.multiply %8324, %6931 : tensor<384xf32>
    %8326 = stablehlo.subtract %stages.2.blocks.8.dwconv.b, %8325 : tensor<384xf32>
    %8327 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %8328 = stablehlo.multiply %8327, %6950 : tensor<384xf32>
    %8329 = stablehlo.subtract %stages.2.blocks.8.norm.g, %8328 : tensor<384xf32>
    %8330 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %8331 = stablehlo.multiply %8330, %6969 : tensor<384xf32>
    %8332 = stablehlo.subtract %stages.2.blocks.8.norm.b, %8331 : tensor<384xf32>
    %8333 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %8334 = stablehlo.multiply %8333, %7870 : tensor<384x1536xf32>
    %8335 = stablehlo.subtract %stages.2.blocks.8.fc1.w, %8334 : tensor<384x1536xf32>
    %8336 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %8337 = stablehlo.multiply %8336, %7007 : tensor<1536xf32>
    %8338 = stablehlo.subtract %stages.2.blocks.8.fc1.b, %8337 : tensor<1536xf32>
    %8339 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %8340 = stablehlo.multiply %8339, %7873 : tensor<1536x384xf32>
    %8341 = stablehlo.subtract %stages.2.blocks.8.fc2.w, %8340 : tensor<1536x384xf32>
    %8342 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %8343 = stablehlo.multiply %8342, %7045 : tensor<384xf32>
    %8344 = stablehlo.subtract %stages.2.blocks.8.fc2.b, %8343 : tensor<384xf32>
    %8345 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %8346 = stablehlo.multiply %8345, %7064 : tensor<384xf32>
    %8347 = stablehlo.subtract %stages.2.blocks.8.gamma, %8346 : tensor<384xf32>
    %8348 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %8349 = stablehlo.multiply %8348, %7083 : tensor<384xf32>
    %8350 = stablehlo.subtract %stages.3.down.norm.g, %8349 : tensor<384xf32>
    %8351 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %8352 = stablehlo.multiply %8351, %7102 : tensor<384xf32>
    %8353 = stablehlo.subtract %stages.3.down.norm.b, %8352 : tensor<384xf32>
    %8354 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x384x768xf32>
    %8355 = stablehlo.multiply %8354, %7876 : tensor<2x2x384x768xf32>
    %8356 = stablehlo.subtract %stages.3.down.conv.w, %8355 : tensor<2x2x384x768xf32>
    %8357 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %8358 = stablehlo.multiply %8357, %7140 : tensor<768xf32>
    %8359 = stablehlo.subtract %stages.3.down.conv.b, %8358 : tensor<768xf32>
    %8360 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x768xf32>
    %8361 = stablehlo.multiply %8360, %7879 : tensor<7x7x1x768xf32>
    %8362 = stablehlo.subtract %stages.3.blocks.0.dwconv.w, %8361 : tensor<7x7x1x768xf32>
    %8363 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %8364 = stablehlo.multiply %8363, %7178 : tensor<768xf32>
    %8365 = stablehlo.subtract %stages.3.blocks.0.dwconv.b, %8364 : tensor<768xf32>
    %8366 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %8367 = stablehlo.multiply %8366, %7197 : tensor<768xf32>
    %8368 = stablehlo.subtract %stages.3.blocks.0.norm.g, %8367 : tensor<768xf32>
    %8369 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %8370 = stablehlo.multiply %8369, %7216 : tensor<768xf32>
    %8371 = stablehlo.subtract %stages.3.blocks.0.norm.b, %8370 : tensor<768xf32>
    %8372 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x3072xf32>
    %8373 = stablehlo.multiply %8372, %7882 : tensor<768x3072xf32>
    %8374 = stablehlo.subtract %stages.3.blocks.0.fc1.w, %8373 : tensor<768x3072xf32>
    %8375 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072xf32>
    %8376 = stablehlo.multiply %8375, %7254 : tensor<3072xf32>
    %8377 = stablehlo.subtract %stages.3.blocks.0.fc1.b, %8376 : tensor<3072xf32>
    %8378 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072x768xf32>
    %8379 = stablehlo.multiply %8378, %7885 : tensor<3072x768xf32>
    %8380 = stablehlo.subtract %stages.3.blocks.0.fc2.w, %8379 : tensor<3072x768xf32>
    %8381 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %8382 = stablehlo.multiply %8381, %7292 : tensor<768xf32>
    %8383 = stablehlo.subtract %stages.3.blocks.0.fc2.b, %8382 : tensor<768xf32>
    %8384 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %8385 = stablehlo.multiply %8384, %7311 : tensor<768xf32>
    %8386 = stablehlo.subtract %stages.3.blocks.0.gamma, %8385 : tensor<768xf32>
    %8387 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x768xf32>
    %8388 = stablehlo.multiply %8387, %7888 : tensor<7x7x1x768xf32>
    %8389 = stablehlo.subtract %stages.3.blocks.1.dwconv.w, %8388 : tensor<7x7x1x768xf32>
    %8390 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %8391 = stablehlo.multiply %8390, %7349 : tensor<768xf32>
    %8392 = stablehlo.subtract %stages.3.blocks.1.dwconv.b, %8391 : tensor<768xf32>
    %8393 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %8394 = stablehlo.multiply %8393, %7368 : tensor<768xf32>
    %8395 = stablehlo.subtract %stages.3.blocks.1.norm.g, %8394 : tensor<768xf32>
    %8396 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %8397 = stablehlo.multiply %8396, %7387 : tensor<768xf32>
    %8398 = stablehlo.subtract %stages.3.blocks.1.norm.b, %8397 : tensor<768xf32>
    %8399 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x3072xf32>
    %8400 = stablehlo.multiply %8399, %7891 : tensor<768x3072xf32>
    %8401 = stablehlo.subtract %stages.3.blocks.1.fc1.w, %8400 : tensor<768x3072xf32>
    %8402 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072xf32>
    %8403 = stablehlo.multiply %8402, %7425 : tensor<3072xf32>
    %8404 = stablehlo.subtract %stages.3.blocks.1.fc1.b, %8403 : tensor<3072xf32>
    %8405 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072x768xf32>
    %8406 = stablehlo.multiply %8405, %7894 : tensor<3072x768xf32>
    %8407 = stablehlo.subtract %stages.3.blocks.1.fc2.w, %8406 : tensor<3072x768xf32>
    %8408 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %8409 = stablehlo.multiply %8408, %7463 : tensor<768xf32>
    %8410 = stablehlo.subtract %stages.3.blocks.1.fc2.b, %8409 : tensor<768xf32>
    %8411 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %8412 = stablehlo.multiply %8411, %7482 : tensor<768xf32>
    %8413 = stablehlo.subtract %stages.3.blocks.1.gamma, %8412 : tensor<768xf32>
    %8414 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x768xf32>
    %8415 = stablehlo.multiply %8414, %7897 : tensor<7x7x1x768xf32>
    %8416 = stablehlo.subtract %stages.3.blocks.2.dwconv.w, %8415 : tensor<7x7x1x768xf32>
    %8417 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %8418 = stablehlo.multiply %8417, %7520 : tensor<768xf32>
    %8419 = stablehlo.subtract %stages.3.blocks.2.dwconv.b, %8418 : tensor<768xf32>
    %8420 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %8421 = stablehlo.multiply %8420, %7539 : tensor<768xf32>
    %8422 = stablehlo.subtract %stages.3.blocks.2.norm.g, %8421 : tensor<768xf32>
    %8423 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %8424 = stablehlo.multiply %8423, %7558 : tensor<768xf32>
    %8425 = stablehlo.subtract %stages.3.blocks.2.norm.b, %8424 : tensor<768xf32>
    %8426 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x3072xf32>
    %8427 = stablehlo.multiply %8426, %7900 : tensor<768x3072xf32>
    %8428 = stablehlo.subtract %stages.3.blocks.2.fc1.w, %8427 : tensor<768x3072xf32>
    %8429 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072xf32>
    %8430 = stablehlo.multiply %8429, %7596 : tensor<3072xf32>
    %8431 = stablehlo.subtract %stages.3.blocks.2.fc1.b, %8430 : tensor<3072xf32>
    %8432 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072x768xf32>
    %8433 = stablehlo.multiply %8432, %7903 : tensor<3072x768xf32>
    %8434 = stablehlo.subtract %stages.3.blocks.2.fc2.w, %8433 : tensor<3072x768xf32>
    %8435 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %8436 = stablehlo.multiply %8435, %7634 : tensor<768xf32>
    %8437 = stablehlo.subtract %stages.3.blocks.2.fc2.b, %8436 : tensor<768xf32>
    %8438 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %8439 = stablehlo.multiply %8438, %7653 : tensor<768xf32>
    %8440 = stablehlo.subtract %stages.3.blocks.2.gamma, %8439 : tensor<768xf32>
    %8441 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %8442 = stablehlo.multiply %8441, %7672 : tensor<768xf32>
    %8443 = stablehlo.subtract %head.norm.g, %8442 : tensor<768xf32>
    %8444 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %8445 = stablehlo.multiply %8444, %7691 : tensor<768xf32>
    %8446 = stablehlo.subtract %head.norm.b, %8445 : tensor<768xf32>
    %8447 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x1000xf32>
    %8448 = stablehlo.multiply %8447, %7906 : tensor<768x1000xf32>
    %8449 = stablehlo.subtract %head.fc.w, %8448 : tensor<768x1000xf32>
    %8450 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1000xf32>
    %8451 = stablehlo.multiply %8450, %7729 : tensor<1000xf32>
    %8452 = stablehlo.subtract %head.fc.b, %8451 : tensor<1000xf32>
    "func.return"(%7909, %7912, %7915, %7918, %7921, %7924, %7927, %7930, %7933, %7936, %7939, %7942, %7945, %7948, %7951, %7954, %7957, %7960, %7963, %7966, %7969, %7972, %7975, %7978, %7981, %7984, %7987, %7990, %7993, %7996, %7999, %8002, %8005, %8008, %8011, %8014, %8017, %8020, %8023, %8026, %8029, %8032, %8035, %8038, %8041, %8044, %8047, %8050, %8053, %8056, %8059, %8062, %8065, %8068, %8071, %8074, %8077, %8080, %8083, %8086, %8089, %8092, %8095, %8098, %8101, %8104, %8107, %8110, %8113, %8116, %8119, %8122, %8125, %8128, %8131, %8134, %8137, %8140, %8143, %8146, %8149, %8152, %8155, %8158, %8161, %8164, %8167, %8170, %8173, %8176, %8179, %8182, %8185, %8188, %8191, %8194, %8197, %8200, %8203, %8206, %8209, %8212, %8215, %8218, %8221, %8224, %8227, %8230, %8233, %8236, %8239, %8242, %8245, %8248, %8251, %8254, %8257, %8260, %8263, %8266, %8269, %8272, %8275, %8278, %8281, %8284, %8287, %8290, %8293, %8296, %8299, %8302, %8305, %8308, %8311, %8314, %8317, %8320, %8323, %8326, %8329, %8332, %8335, %8338, %8341, %8344, %8347, %8350, %8353, %8356, %8359, %8362, %8365, %8368, %8371, %8374, %8377, %8380, %8383, %8386, %8389, %8392, %8395, %8398, %8401, %8404, %8407, %8410, %8413, %8416, %8419, %8422, %8425, %8428, %8431, %8434, %8437, %8440, %8443, %8446, %8449, %8452, %4276, %4295, %4314, %4333, %4352, %4371, %4390, %4409, %4428, %4447, %4466, %4485, %4504, %4523, %4542, %4561, %4580, %4599, %4618, %4637, %4656, %4675, %4694, %4713, %4732, %4751, %4770, %4789, %4808, %4827, %4846, %4865, %4884, %4903, %4922, %4941, %4960, %4979, %4998, %5017, %5036, %5055, %5074, %5093, %5112, %5131, %5150, %5169, %5188, %5207, %5226, %5245, %5264, %5283, %5302, %5321, %5340, %5359, %5378, %5397, %5416, %5435, %5454, %5473, %5492, %5511, %5530, %5549, %5568, %5587, %5606, %5625, %5644, %5663, %5682, %5701, %5720, %5739, %5758, %5777, %5796, %5815, %5834, %5853, %5872, %5891, %5910, %5929, %5948, %5967, %5986, %6005, %6024, %6043, %6062, %6081, %6100, %6119, %6138, %6157, %6176, %6195, %6214, %6233, %6252, %6271, %6290, %6309, %6328, %6347, %6366, %6385, %6404, %6423, %6442, %6461, %6480, %6499, %6518, %6537, %6556, %6575, %6594, %6613, %6632, %6651, %6670, %6689, %6708, %6727, %6746, %6765, %6784, %6803, %6822, %6841, %6860, %6879, %6898, %6917, %6936, %6955, %6974, %6993, %7012, %7031, %7050, %7069, %7088, %7107, %7126, %7145, %7164, %7183, %7202, %7221, %7240, %7259, %7278, %7297, %7316, %7335, %7354, %7373, %7392, %7411, %7430, %7449, %7468, %7487, %7506, %7525, %7544, %7563, %7582, %7601, %7620, %7639, %7658, %7677, %7696, %7715, %4282, %4301, %4320, %4339, %4358, %4377, %4396, %4415, %4434, %4453, %4472, %4491, %4510, %4529, %4548, %4567, %4586, %4605, %4624, %4643, %4662, %4681, %4700, %4719, %4738, %4757, %4776, %4795, %4814, %4833, %4852, %4871, %4890, %4909, %4928, %4947, %4966, %4985, %5004, %5023, %5042, %5061, %5080, %5099, %5118, %5137, %5156, %5175, %5194, %5213, %5232, %5251, %5270, %5289, %5308, %5327, %5346, %5365, %5384, %5403, %5422, %5441, %5460, %5479, %5498, %5517, %5536, %5555, %5574, %5593, %5612, %5631, %5650, %5669, %5688, %5707, %5726, %5745, %5764, %5783, %5802, %5821, %5840, %5859, %5878, %5897, %5916, %5935, %5954, %5973, %5992, %6011, %6030, %6049, %6068, %6087, %6106, %6125, %6144, %6163, %6182, %6201, %6220, %6239, %6258, %6277, %6296, %6315, %6334, %6353, %6372, %6391, %6410, %6429, %6448, %6467, %6486, %6505, %6524, %6543, %6562, %6581, %6600, %6619, %6638, %6657, %6676, %6695, %6714, %6733, %6752, %6771, %6790, %6809, %6828, %6847, %6866, %6885, %6904, %6923, %6942, %6961, %6980, %6999, %7018, %7037, %7056, %7075, %7094, %7113, %7132, %7151, %7170, %7189, %7208, %7227, %7246, %7265, %7284, %7303, %7322, %7341, %7360, %7379, %7398, %7417, %7436, %7455, %7474, %7493, %7512, %7531, %7550, %7569, %7588, %7607, %7626, %7645, %7664, %7683, %7702, %7721, %2513, %3359) : (tensor<4x4x3x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<7x7x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x384xf32>, tensor<384xf32>, tensor<384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<7x7x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x384xf32>, tensor<384xf32>, tensor<384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<7x7x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x384xf32>, tensor<384xf32>, tensor<384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<2x2x96x192xf32>, tensor<192xf32>, tensor<7x7x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<7x7x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<7x7x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<2x2x192x384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<2x2x384x768xf32>, tensor<768xf32>, tensor<7x7x1x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<7x7x1x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<7x7x1x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x1000xf32>, tensor<1000xf32>, tensor<4x4x3x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<7x7x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x384xf32>, tensor<384xf32>, tensor<384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<7x7x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x384xf32>, tensor<384xf32>, tensor<384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<7x7x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x384xf32>, tensor<384xf32>, tensor<384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<2x2x96x192xf32>, tensor<192xf32>, tensor<7x7x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<7x7x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<7x7x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<2x2x192x384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<2x2x384x768xf32>, tensor<768xf32>, tensor<7x7x1x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<7x7x1x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<7x7x1x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x1000xf32>, tensor<1000xf32>, tensor<4x4x3x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<7x7x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x384xf32>, tensor<384xf32>, tensor<384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<7x7x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x384xf32>, tensor<384xf32>, tensor<384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<7x7x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x384xf32>, tensor<384xf32>, tensor<384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<2x2x96x192xf32>, tensor<192xf32>, tensor<7x7x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<7x7x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<7x7x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<2x2x192x384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<2x2x384x768xf32>, tensor<768xf32>, tensor<7x7x1x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<7x7x1x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<7x7x1x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x1000xf32>, tensor<1000xf32>, tensor<f32>, tensor<f32>) -> ()
  }
}

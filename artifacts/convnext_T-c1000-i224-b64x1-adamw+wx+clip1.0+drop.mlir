// hlocert 0.1.0 render: convnext_T-c1000-i224-b64x1-adamw+wx+clip1.0+drop
// model: ConvNeXt-T  classes: 1000  image: 224  batch per replica: 64  replicas: 1
// variant: adamw+wx+clip1.0+drop  gelu: erf
// lowerings: depthwise convolution (the default on iree-cpu, xla-gpu, iree-gpu); patchify convolution (the default on xla-cpu, xla-gpu, iree-gpu); layernorm mean then centred variance (the default on xla-cpu, iree-cpu, xla-gpu, iree-gpu)
// loss: softmax cross-entropy against soft targets, mean over the batch; label smoothing and mixup, if any, are in the host's targets
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
// content sha256: 8fc90257e0dc12ba972beac80ee15fe58bd4b6924995d895824c16ab94088129
module @convnext_T_c1000_i224_b64x1_adamw_wx_clip1_0_drop {
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
    // ── optimizer ──
    %1965 = stablehlo.multiply %1962, %1962 : tensor<4x4x3x96xf32>
    %1966 = stablehlo.constant dense<0.0> : tensor<f32>
    %1967 = "stablehlo.reduce"(%1965, %1966) ({
    ^bb0(%_r220a: tensor<f32>, %_r220b: tensor<f32>):
      %_r220c = stablehlo.add %_r220a, %_r220b : tensor<f32>
      "stablehlo.return"(%_r220c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<4x4x3x96xf32>, tensor<f32>) -> tensor<4x4x3xf32>
    %1968 = stablehlo.constant dense<0.0> : tensor<f32>
    %1969 = "stablehlo.reduce"(%1967, %1968) ({
    ^bb0(%_r221a: tensor<f32>, %_r221b: tensor<f32>):
      %_r221c = stablehlo.add %_r221a, %_r221b : tensor<f32>
      "stablehlo.return"(%_r221c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<4x4x3xf32>, tensor<f32>) -> tensor<f32>
    %1970 = stablehlo.multiply %1964, %1964 : tensor<96xf32>
    %1971 = stablehlo.constant dense<0.0> : tensor<f32>
    %1972 = "stablehlo.reduce"(%1970, %1971) ({
    ^bb0(%_r222a: tensor<f32>, %_r222b: tensor<f32>):
      %_r222c = stablehlo.add %_r222a, %_r222b : tensor<f32>
      "stablehlo.return"(%_r222c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %1973 = stablehlo.add %1969, %1972 : tensor<f32>
    %1974 = stablehlo.multiply %1959, %1959 : tensor<96xf32>
    %1975 = stablehlo.constant dense<0.0> : tensor<f32>
    %1976 = "stablehlo.reduce"(%1974, %1975) ({
    ^bb0(%_r223a: tensor<f32>, %_r223b: tensor<f32>):
      %_r223c = stablehlo.add %_r223a, %_r223b : tensor<f32>
      "stablehlo.return"(%_r223c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %1977 = stablehlo.add %1973, %1976 : tensor<f32>
    %1978 = stablehlo.multiply %1961, %1961 : tensor<96xf32>
    %1979 = stablehlo.constant dense<0.0> : tensor<f32>
    %1980 = "stablehlo.reduce"(%1978, %1979) ({
    ^bb0(%_r224a: tensor<f32>, %_r224b: tensor<f32>):
      %_r224c = stablehlo.add %_r224a, %_r224b : tensor<f32>
      "stablehlo.return"(%_r224c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %1981 = stablehlo.add %1977, %1980 : tensor<f32>
    %1982 = stablehlo.multiply %1937, %1937 : tensor<7x7x1x96xf32>
    %1983 = stablehlo.constant dense<0.0> : tensor<f32>
    %1984 = "stablehlo.reduce"(%1982, %1983) ({
    ^bb0(%_r225a: tensor<f32>, %_r225b: tensor<f32>):
      %_r225c = stablehlo.add %_r225a, %_r225b : tensor<f32>
      "stablehlo.return"(%_r225c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x96xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %1985 = stablehlo.constant dense<0.0> : tensor<f32>
    %1986 = "stablehlo.reduce"(%1984, %1985) ({
    ^bb0(%_r226a: tensor<f32>, %_r226b: tensor<f32>):
      %_r226c = stablehlo.add %_r226a, %_r226b : tensor<f32>
      "stablehlo.return"(%_r226c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %1987 = stablehlo.add %1981, %1986 : tensor<f32>
    %1988 = stablehlo.multiply %1939, %1939 : tensor<96xf32>
    %1989 = stablehlo.constant dense<0.0> : tensor<f32>
    %1990 = "stablehlo.reduce"(%1988, %1989) ({
    ^bb0(%_r227a: tensor<f32>, %_r227b: tensor<f32>):
      %_r227c = stablehlo.add %_r227a, %_r227b : tensor<f32>
      "stablehlo.return"(%_r227c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %1991 = stablehlo.add %1987, %1990 : tensor<f32>
    %1992 = stablehlo.multiply %1932, %1932 : tensor<96xf32>
    %1993 = stablehlo.constant dense<0.0> : tensor<f32>
    %1994 = "stablehlo.reduce"(%1992, %1993) ({
    ^bb0(%_r228a: tensor<f32>, %_r228b: tensor<f32>):
      %_r228c = stablehlo.add %_r228a, %_r228b : tensor<f32>
      "stablehlo.return"(%_r228c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %1995 = stablehlo.add %1991, %1994 : tensor<f32>
    %1996 = stablehlo.multiply %1934, %1934 : tensor<96xf32>
    %1997 = stablehlo.constant dense<0.0> : tensor<f32>
    %1998 = "stablehlo.reduce"(%1996, %1997) ({
    ^bb0(%_r229a: tensor<f32>, %_r229b: tensor<f32>):
      %_r229c = stablehlo.add %_r229a, %_r229b : tensor<f32>
      "stablehlo.return"(%_r229c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %1999 = stablehlo.add %1995, %1998 : tensor<f32>
    %2000 = stablehlo.multiply %1911, %1911 : tensor<96x384xf32>
    %2001 = stablehlo.constant dense<0.0> : tensor<f32>
    %2002 = "stablehlo.reduce"(%2000, %2001) ({
    ^bb0(%_r230a: tensor<f32>, %_r230b: tensor<f32>):
      %_r230c = stablehlo.add %_r230a, %_r230b : tensor<f32>
      "stablehlo.return"(%_r230c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<96x384xf32>, tensor<f32>) -> tensor<96xf32>
    %2003 = stablehlo.constant dense<0.0> : tensor<f32>
    %2004 = "stablehlo.reduce"(%2002, %2003) ({
    ^bb0(%_r231a: tensor<f32>, %_r231b: tensor<f32>):
      %_r231c = stablehlo.add %_r231a, %_r231b : tensor<f32>
      "stablehlo.return"(%_r231c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %2005 = stablehlo.add %1999, %2004 : tensor<f32>
    %2006 = stablehlo.multiply %1913, %1913 : tensor<384xf32>
    %2007 = stablehlo.constant dense<0.0> : tensor<f32>
    %2008 = "stablehlo.reduce"(%2006, %2007) ({
    ^bb0(%_r232a: tensor<f32>, %_r232b: tensor<f32>):
      %_r232c = stablehlo.add %_r232a, %_r232b : tensor<f32>
      "stablehlo.return"(%_r232c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2009 = stablehlo.add %2005, %2008 : tensor<f32>
    %2010 = stablehlo.multiply %1897, %1897 : tensor<384x96xf32>
    %2011 = stablehlo.constant dense<0.0> : tensor<f32>
    %2012 = "stablehlo.reduce"(%2010, %2011) ({
    ^bb0(%_r233a: tensor<f32>, %_r233b: tensor<f32>):
      %_r233c = stablehlo.add %_r233a, %_r233b : tensor<f32>
      "stablehlo.return"(%_r233c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x96xf32>, tensor<f32>) -> tensor<384xf32>
    %2013 = stablehlo.constant dense<0.0> : tensor<f32>
    %2014 = "stablehlo.reduce"(%2012, %2013) ({
    ^bb0(%_r234a: tensor<f32>, %_r234b: tensor<f32>):
      %_r234c = stablehlo.add %_r234a, %_r234b : tensor<f32>
      "stablehlo.return"(%_r234c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2015 = stablehlo.add %2009, %2014 : tensor<f32>
    %2016 = stablehlo.multiply %1899, %1899 : tensor<96xf32>
    %2017 = stablehlo.constant dense<0.0> : tensor<f32>
    %2018 = "stablehlo.reduce"(%2016, %2017) ({
    ^bb0(%_r235a: tensor<f32>, %_r235b: tensor<f32>):
      %_r235c = stablehlo.add %_r235a, %_r235b : tensor<f32>
      "stablehlo.return"(%_r235c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %2019 = stablehlo.add %2015, %2018 : tensor<f32>
    %2020 = stablehlo.multiply %1894, %1894 : tensor<96xf32>
    %2021 = stablehlo.constant dense<0.0> : tensor<f32>
    %2022 = "stablehlo.reduce"(%2020, %2021) ({
    ^bb0(%_r236a: tensor<f32>, %_r236b: tensor<f32>):
      %_r236c = stablehlo.add %_r236a, %_r236b : tensor<f32>
      "stablehlo.return"(%_r236c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %2023 = stablehlo.add %2019, %2022 : tensor<f32>
    %2024 = stablehlo.multiply %1886, %1886 : tensor<7x7x1x96xf32>
    %2025 = stablehlo.constant dense<0.0> : tensor<f32>
    %2026 = "stablehlo.reduce"(%2024, %2025) ({
    ^bb0(%_r237a: tensor<f32>, %_r237b: tensor<f32>):
      %_r237c = stablehlo.add %_r237a, %_r237b : tensor<f32>
      "stablehlo.return"(%_r237c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x96xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %2027 = stablehlo.constant dense<0.0> : tensor<f32>
    %2028 = "stablehlo.reduce"(%2026, %2027) ({
    ^bb0(%_r238a: tensor<f32>, %_r238b: tensor<f32>):
      %_r238c = stablehlo.add %_r238a, %_r238b : tensor<f32>
      "stablehlo.return"(%_r238c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %2029 = stablehlo.add %2023, %2028 : tensor<f32>
    %2030 = stablehlo.multiply %1888, %1888 : tensor<96xf32>
    %2031 = stablehlo.constant dense<0.0> : tensor<f32>
    %2032 = "stablehlo.reduce"(%2030, %2031) ({
    ^bb0(%_r239a: tensor<f32>, %_r239b: tensor<f32>):
      %_r239c = stablehlo.add %_r239a, %_r239b : tensor<f32>
      "stablehlo.return"(%_r239c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %2033 = stablehlo.add %2029, %2032 : tensor<f32>
    %2034 = stablehlo.multiply %1881, %1881 : tensor<96xf32>
    %2035 = stablehlo.constant dense<0.0> : tensor<f32>
    %2036 = "stablehlo.reduce"(%2034, %2035) ({
    ^bb0(%_r240a: tensor<f32>, %_r240b: tensor<f32>):
      %_r240c = stablehlo.add %_r240a, %_r240b : tensor<f32>
      "stablehlo.return"(%_r240c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %2037 = stablehlo.add %2033, %2036 : tensor<f32>
    %2038 = stablehlo.multiply %1883, %1883 : tensor<96xf32>
    %2039 = stablehlo.constant dense<0.0> : tensor<f32>
    %2040 = "stablehlo.reduce"(%2038, %2039) ({
    ^bb0(%_r241a: tensor<f32>, %_r241b: tensor<f32>):
      %_r241c = stablehlo.add %_r241a, %_r241b : tensor<f32>
      "stablehlo.return"(%_r241c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %2041 = stablehlo.add %2037, %2040 : tensor<f32>
    %2042 = stablehlo.multiply %1860, %1860 : tensor<96x384xf32>
    %2043 = stablehlo.constant dense<0.0> : tensor<f32>
    %2044 = "stablehlo.reduce"(%2042, %2043) ({
    ^bb0(%_r242a: tensor<f32>, %_r242b: tensor<f32>):
      %_r242c = stablehlo.add %_r242a, %_r242b : tensor<f32>
      "stablehlo.return"(%_r242c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<96x384xf32>, tensor<f32>) -> tensor<96xf32>
    %2045 = stablehlo.constant dense<0.0> : tensor<f32>
    %2046 = "stablehlo.reduce"(%2044, %2045) ({
    ^bb0(%_r243a: tensor<f32>, %_r243b: tensor<f32>):
      %_r243c = stablehlo.add %_r243a, %_r243b : tensor<f32>
      "stablehlo.return"(%_r243c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %2047 = stablehlo.add %2041, %2046 : tensor<f32>
    %2048 = stablehlo.multiply %1862, %1862 : tensor<384xf32>
    %2049 = stablehlo.constant dense<0.0> : tensor<f32>
    %2050 = "stablehlo.reduce"(%2048, %2049) ({
    ^bb0(%_r244a: tensor<f32>, %_r244b: tensor<f32>):
      %_r244c = stablehlo.add %_r244a, %_r244b : tensor<f32>
      "stablehlo.return"(%_r244c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2051 = stablehlo.add %2047, %2050 : tensor<f32>
    %2052 = stablehlo.multiply %1846, %1846 : tensor<384x96xf32>
    %2053 = stablehlo.constant dense<0.0> : tensor<f32>
    %2054 = "stablehlo.reduce"(%2052, %2053) ({
    ^bb0(%_r245a: tensor<f32>, %_r245b: tensor<f32>):
      %_r245c = stablehlo.add %_r245a, %_r245b : tensor<f32>
      "stablehlo.return"(%_r245c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x96xf32>, tensor<f32>) -> tensor<384xf32>
    %2055 = stablehlo.constant dense<0.0> : tensor<f32>
    %2056 = "stablehlo.reduce"(%2054, %2055) ({
    ^bb0(%_r246a: tensor<f32>, %_r246b: tensor<f32>):
      %_r246c = stablehlo.add %_r246a, %_r246b : tensor<f32>
      "stablehlo.return"(%_r246c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2057 = stablehlo.add %2051, %2056 : tensor<f32>
    %2058 = stablehlo.multiply %1848, %1848 : tensor<96xf32>
    %2059 = stablehlo.constant dense<0.0> : tensor<f32>
    %2060 = "stablehlo.reduce"(%2058, %2059) ({
    ^bb0(%_r247a: tensor<f32>, %_r247b: tensor<f32>):
      %_r247c = stablehlo.add %_r247a, %_r247b : tensor<f32>
      "stablehlo.return"(%_r247c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %2061 = stablehlo.add %2057, %2060 : tensor<f32>
    %2062 = stablehlo.multiply %1843, %1843 : tensor<96xf32>
    %2063 = stablehlo.constant dense<0.0> : tensor<f32>
    %2064 = "stablehlo.reduce"(%2062, %2063) ({
    ^bb0(%_r248a: tensor<f32>, %_r248b: tensor<f32>):
      %_r248c = stablehlo.add %_r248a, %_r248b : tensor<f32>
      "stablehlo.return"(%_r248c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %2065 = stablehlo.add %2061, %2064 : tensor<f32>
    %2066 = stablehlo.multiply %1835, %1835 : tensor<7x7x1x96xf32>
    %2067 = stablehlo.constant dense<0.0> : tensor<f32>
    %2068 = "stablehlo.reduce"(%2066, %2067) ({
    ^bb0(%_r249a: tensor<f32>, %_r249b: tensor<f32>):
      %_r249c = stablehlo.add %_r249a, %_r249b : tensor<f32>
      "stablehlo.return"(%_r249c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x96xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %2069 = stablehlo.constant dense<0.0> : tensor<f32>
    %2070 = "stablehlo.reduce"(%2068, %2069) ({
    ^bb0(%_r250a: tensor<f32>, %_r250b: tensor<f32>):
      %_r250c = stablehlo.add %_r250a, %_r250b : tensor<f32>
      "stablehlo.return"(%_r250c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %2071 = stablehlo.add %2065, %2070 : tensor<f32>
    %2072 = stablehlo.multiply %1837, %1837 : tensor<96xf32>
    %2073 = stablehlo.constant dense<0.0> : tensor<f32>
    %2074 = "stablehlo.reduce"(%2072, %2073) ({
    ^bb0(%_r251a: tensor<f32>, %_r251b: tensor<f32>):
      %_r251c = stablehlo.add %_r251a, %_r251b : tensor<f32>
      "stablehlo.return"(%_r251c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %2075 = stablehlo.add %2071, %2074 : tensor<f32>
    %2076 = stablehlo.multiply %1830, %1830 : tensor<96xf32>
    %2077 = stablehlo.constant dense<0.0> : tensor<f32>
    %2078 = "stablehlo.reduce"(%2076, %2077) ({
    ^bb0(%_r252a: tensor<f32>, %_r252b: tensor<f32>):
      %_r252c = stablehlo.add %_r252a, %_r252b : tensor<f32>
      "stablehlo.return"(%_r252c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %2079 = stablehlo.add %2075, %2078 : tensor<f32>
    %2080 = stablehlo.multiply %1832, %1832 : tensor<96xf32>
    %2081 = stablehlo.constant dense<0.0> : tensor<f32>
    %2082 = "stablehlo.reduce"(%2080, %2081) ({
    ^bb0(%_r253a: tensor<f32>, %_r253b: tensor<f32>):
      %_r253c = stablehlo.add %_r253a, %_r253b : tensor<f32>
      "stablehlo.return"(%_r253c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %2083 = stablehlo.add %2079, %2082 : tensor<f32>
    %2084 = stablehlo.multiply %1809, %1809 : tensor<96x384xf32>
    %2085 = stablehlo.constant dense<0.0> : tensor<f32>
    %2086 = "stablehlo.reduce"(%2084, %2085) ({
    ^bb0(%_r254a: tensor<f32>, %_r254b: tensor<f32>):
      %_r254c = stablehlo.add %_r254a, %_r254b : tensor<f32>
      "stablehlo.return"(%_r254c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<96x384xf32>, tensor<f32>) -> tensor<96xf32>
    %2087 = stablehlo.constant dense<0.0> : tensor<f32>
    %2088 = "stablehlo.reduce"(%2086, %2087) ({
    ^bb0(%_r255a: tensor<f32>, %_r255b: tensor<f32>):
      %_r255c = stablehlo.add %_r255a, %_r255b : tensor<f32>
      "stablehlo.return"(%_r255c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %2089 = stablehlo.add %2083, %2088 : tensor<f32>
    %2090 = stablehlo.multiply %1811, %1811 : tensor<384xf32>
    %2091 = stablehlo.constant dense<0.0> : tensor<f32>
    %2092 = "stablehlo.reduce"(%2090, %2091) ({
    ^bb0(%_r256a: tensor<f32>, %_r256b: tensor<f32>):
      %_r256c = stablehlo.add %_r256a, %_r256b : tensor<f32>
      "stablehlo.return"(%_r256c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2093 = stablehlo.add %2089, %2092 : tensor<f32>
    %2094 = stablehlo.multiply %1795, %1795 : tensor<384x96xf32>
    %2095 = stablehlo.constant dense<0.0> : tensor<f32>
    %2096 = "stablehlo.reduce"(%2094, %2095) ({
    ^bb0(%_r257a: tensor<f32>, %_r257b: tensor<f32>):
      %_r257c = stablehlo.add %_r257a, %_r257b : tensor<f32>
      "stablehlo.return"(%_r257c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x96xf32>, tensor<f32>) -> tensor<384xf32>
    %2097 = stablehlo.constant dense<0.0> : tensor<f32>
    %2098 = "stablehlo.reduce"(%2096, %2097) ({
    ^bb0(%_r258a: tensor<f32>, %_r258b: tensor<f32>):
      %_r258c = stablehlo.add %_r258a, %_r258b : tensor<f32>
      "stablehlo.return"(%_r258c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2099 = stablehlo.add %2093, %2098 : tensor<f32>
    %2100 = stablehlo.multiply %1797, %1797 : tensor<96xf32>
    %2101 = stablehlo.constant dense<0.0> : tensor<f32>
    %2102 = "stablehlo.reduce"(%2100, %2101) ({
    ^bb0(%_r259a: tensor<f32>, %_r259b: tensor<f32>):
      %_r259c = stablehlo.add %_r259a, %_r259b : tensor<f32>
      "stablehlo.return"(%_r259c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %2103 = stablehlo.add %2099, %2102 : tensor<f32>
    %2104 = stablehlo.multiply %1792, %1792 : tensor<96xf32>
    %2105 = stablehlo.constant dense<0.0> : tensor<f32>
    %2106 = "stablehlo.reduce"(%2104, %2105) ({
    ^bb0(%_r260a: tensor<f32>, %_r260b: tensor<f32>):
      %_r260c = stablehlo.add %_r260a, %_r260b : tensor<f32>
      "stablehlo.return"(%_r260c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %2107 = stablehlo.add %2103, %2106 : tensor<f32>
    %2108 = stablehlo.multiply %1785, %1785 : tensor<96xf32>
    %2109 = stablehlo.constant dense<0.0> : tensor<f32>
    %2110 = "stablehlo.reduce"(%2108, %2109) ({
    ^bb0(%_r261a: tensor<f32>, %_r261b: tensor<f32>):
      %_r261c = stablehlo.add %_r261a, %_r261b : tensor<f32>
      "stablehlo.return"(%_r261c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %2111 = stablehlo.add %2107, %2110 : tensor<f32>
    %2112 = stablehlo.multiply %1787, %1787 : tensor<96xf32>
    %2113 = stablehlo.constant dense<0.0> : tensor<f32>
    %2114 = "stablehlo.reduce"(%2112, %2113) ({
    ^bb0(%_r262a: tensor<f32>, %_r262b: tensor<f32>):
      %_r262c = stablehlo.add %_r262a, %_r262b : tensor<f32>
      "stablehlo.return"(%_r262c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %2115 = stablehlo.add %2111, %2114 : tensor<f32>
    %2116 = stablehlo.multiply %1764, %1764 : tensor<2x2x96x192xf32>
    %2117 = stablehlo.constant dense<0.0> : tensor<f32>
    %2118 = "stablehlo.reduce"(%2116, %2117) ({
    ^bb0(%_r263a: tensor<f32>, %_r263b: tensor<f32>):
      %_r263c = stablehlo.add %_r263a, %_r263b : tensor<f32>
      "stablehlo.return"(%_r263c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x96x192xf32>, tensor<f32>) -> tensor<2x2x96xf32>
    %2119 = stablehlo.constant dense<0.0> : tensor<f32>
    %2120 = "stablehlo.reduce"(%2118, %2119) ({
    ^bb0(%_r264a: tensor<f32>, %_r264b: tensor<f32>):
      %_r264c = stablehlo.add %_r264a, %_r264b : tensor<f32>
      "stablehlo.return"(%_r264c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x96xf32>, tensor<f32>) -> tensor<f32>
    %2121 = stablehlo.add %2115, %2120 : tensor<f32>
    %2122 = stablehlo.multiply %1766, %1766 : tensor<192xf32>
    %2123 = stablehlo.constant dense<0.0> : tensor<f32>
    %2124 = "stablehlo.reduce"(%2122, %2123) ({
    ^bb0(%_r265a: tensor<f32>, %_r265b: tensor<f32>):
      %_r265c = stablehlo.add %_r265a, %_r265b : tensor<f32>
      "stablehlo.return"(%_r265c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2125 = stablehlo.add %2121, %2124 : tensor<f32>
    %2126 = stablehlo.multiply %1758, %1758 : tensor<7x7x1x192xf32>
    %2127 = stablehlo.constant dense<0.0> : tensor<f32>
    %2128 = "stablehlo.reduce"(%2126, %2127) ({
    ^bb0(%_r266a: tensor<f32>, %_r266b: tensor<f32>):
      %_r266c = stablehlo.add %_r266a, %_r266b : tensor<f32>
      "stablehlo.return"(%_r266c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x192xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %2129 = stablehlo.constant dense<0.0> : tensor<f32>
    %2130 = "stablehlo.reduce"(%2128, %2129) ({
    ^bb0(%_r267a: tensor<f32>, %_r267b: tensor<f32>):
      %_r267c = stablehlo.add %_r267a, %_r267b : tensor<f32>
      "stablehlo.return"(%_r267c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %2131 = stablehlo.add %2125, %2130 : tensor<f32>
    %2132 = stablehlo.multiply %1760, %1760 : tensor<192xf32>
    %2133 = stablehlo.constant dense<0.0> : tensor<f32>
    %2134 = "stablehlo.reduce"(%2132, %2133) ({
    ^bb0(%_r268a: tensor<f32>, %_r268b: tensor<f32>):
      %_r268c = stablehlo.add %_r268a, %_r268b : tensor<f32>
      "stablehlo.return"(%_r268c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2135 = stablehlo.add %2131, %2134 : tensor<f32>
    %2136 = stablehlo.multiply %1753, %1753 : tensor<192xf32>
    %2137 = stablehlo.constant dense<0.0> : tensor<f32>
    %2138 = "stablehlo.reduce"(%2136, %2137) ({
    ^bb0(%_r269a: tensor<f32>, %_r269b: tensor<f32>):
      %_r269c = stablehlo.add %_r269a, %_r269b : tensor<f32>
      "stablehlo.return"(%_r269c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2139 = stablehlo.add %2135, %2138 : tensor<f32>
    %2140 = stablehlo.multiply %1755, %1755 : tensor<192xf32>
    %2141 = stablehlo.constant dense<0.0> : tensor<f32>
    %2142 = "stablehlo.reduce"(%2140, %2141) ({
    ^bb0(%_r270a: tensor<f32>, %_r270b: tensor<f32>):
      %_r270c = stablehlo.add %_r270a, %_r270b : tensor<f32>
      "stablehlo.return"(%_r270c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2143 = stablehlo.add %2139, %2142 : tensor<f32>
    %2144 = stablehlo.multiply %1732, %1732 : tensor<192x768xf32>
    %2145 = stablehlo.constant dense<0.0> : tensor<f32>
    %2146 = "stablehlo.reduce"(%2144, %2145) ({
    ^bb0(%_r271a: tensor<f32>, %_r271b: tensor<f32>):
      %_r271c = stablehlo.add %_r271a, %_r271b : tensor<f32>
      "stablehlo.return"(%_r271c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<192x768xf32>, tensor<f32>) -> tensor<192xf32>
    %2147 = stablehlo.constant dense<0.0> : tensor<f32>
    %2148 = "stablehlo.reduce"(%2146, %2147) ({
    ^bb0(%_r272a: tensor<f32>, %_r272b: tensor<f32>):
      %_r272c = stablehlo.add %_r272a, %_r272b : tensor<f32>
      "stablehlo.return"(%_r272c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2149 = stablehlo.add %2143, %2148 : tensor<f32>
    %2150 = stablehlo.multiply %1734, %1734 : tensor<768xf32>
    %2151 = stablehlo.constant dense<0.0> : tensor<f32>
    %2152 = "stablehlo.reduce"(%2150, %2151) ({
    ^bb0(%_r273a: tensor<f32>, %_r273b: tensor<f32>):
      %_r273c = stablehlo.add %_r273a, %_r273b : tensor<f32>
      "stablehlo.return"(%_r273c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2153 = stablehlo.add %2149, %2152 : tensor<f32>
    %2154 = stablehlo.multiply %1718, %1718 : tensor<768x192xf32>
    %2155 = stablehlo.constant dense<0.0> : tensor<f32>
    %2156 = "stablehlo.reduce"(%2154, %2155) ({
    ^bb0(%_r274a: tensor<f32>, %_r274b: tensor<f32>):
      %_r274c = stablehlo.add %_r274a, %_r274b : tensor<f32>
      "stablehlo.return"(%_r274c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<768x192xf32>, tensor<f32>) -> tensor<768xf32>
    %2157 = stablehlo.constant dense<0.0> : tensor<f32>
    %2158 = "stablehlo.reduce"(%2156, %2157) ({
    ^bb0(%_r275a: tensor<f32>, %_r275b: tensor<f32>):
      %_r275c = stablehlo.add %_r275a, %_r275b : tensor<f32>
      "stablehlo.return"(%_r275c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2159 = stablehlo.add %2153, %2158 : tensor<f32>
    %2160 = stablehlo.multiply %1720, %1720 : tensor<192xf32>
    %2161 = stablehlo.constant dense<0.0> : tensor<f32>
    %2162 = "stablehlo.reduce"(%2160, %2161) ({
    ^bb0(%_r276a: tensor<f32>, %_r276b: tensor<f32>):
      %_r276c = stablehlo.add %_r276a, %_r276b : tensor<f32>
      "stablehlo.return"(%_r276c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2163 = stablehlo.add %2159, %2162 : tensor<f32>
    %2164 = stablehlo.multiply %1715, %1715 : tensor<192xf32>
    %2165 = stablehlo.constant dense<0.0> : tensor<f32>
    %2166 = "stablehlo.reduce"(%2164, %2165) ({
    ^bb0(%_r277a: tensor<f32>, %_r277b: tensor<f32>):
      %_r277c = stablehlo.add %_r277a, %_r277b : tensor<f32>
      "stablehlo.return"(%_r277c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2167 = stablehlo.add %2163, %2166 : tensor<f32>
    %2168 = stablehlo.multiply %1707, %1707 : tensor<7x7x1x192xf32>
    %2169 = stablehlo.constant dense<0.0> : tensor<f32>
    %2170 = "stablehlo.reduce"(%2168, %2169) ({
    ^bb0(%_r278a: tensor<f32>, %_r278b: tensor<f32>):
      %_r278c = stablehlo.add %_r278a, %_r278b : tensor<f32>
      "stablehlo.return"(%_r278c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x192xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %2171 = stablehlo.constant dense<0.0> : tensor<f32>
    %2172 = "stablehlo.reduce"(%2170, %2171) ({
    ^bb0(%_r279a: tensor<f32>, %_r279b: tensor<f32>):
      %_r279c = stablehlo.add %_r279a, %_r279b : tensor<f32>
      "stablehlo.return"(%_r279c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %2173 = stablehlo.add %2167, %2172 : tensor<f32>
    %2174 = stablehlo.multiply %1709, %1709 : tensor<192xf32>
    %2175 = stablehlo.constant dense<0.0> : tensor<f32>
    %2176 = "stablehlo.reduce"(%2174, %2175) ({
    ^bb0(%_r280a: tensor<f32>, %_r280b: tensor<f32>):
      %_r280c = stablehlo.add %_r280a, %_r280b : tensor<f32>
      "stablehlo.return"(%_r280c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2177 = stablehlo.add %2173, %2176 : tensor<f32>
    %2178 = stablehlo.multiply %1702, %1702 : tensor<192xf32>
    %2179 = stablehlo.constant dense<0.0> : tensor<f32>
    %2180 = "stablehlo.reduce"(%2178, %2179) ({
    ^bb0(%_r281a: tensor<f32>, %_r281b: tensor<f32>):
      %_r281c = stablehlo.add %_r281a, %_r281b : tensor<f32>
      "stablehlo.return"(%_r281c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2181 = stablehlo.add %2177, %2180 : tensor<f32>
    %2182 = stablehlo.multiply %1704, %1704 : tensor<192xf32>
    %2183 = stablehlo.constant dense<0.0> : tensor<f32>
    %2184 = "stablehlo.reduce"(%2182, %2183) ({
    ^bb0(%_r282a: tensor<f32>, %_r282b: tensor<f32>):
      %_r282c = stablehlo.add %_r282a, %_r282b : tensor<f32>
      "stablehlo.return"(%_r282c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2185 = stablehlo.add %2181, %2184 : tensor<f32>
    %2186 = stablehlo.multiply %1681, %1681 : tensor<192x768xf32>
    %2187 = stablehlo.constant dense<0.0> : tensor<f32>
    %2188 = "stablehlo.reduce"(%2186, %2187) ({
    ^bb0(%_r283a: tensor<f32>, %_r283b: tensor<f32>):
      %_r283c = stablehlo.add %_r283a, %_r283b : tensor<f32>
      "stablehlo.return"(%_r283c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<192x768xf32>, tensor<f32>) -> tensor<192xf32>
    %2189 = stablehlo.constant dense<0.0> : tensor<f32>
    %2190 = "stablehlo.reduce"(%2188, %2189) ({
    ^bb0(%_r284a: tensor<f32>, %_r284b: tensor<f32>):
      %_r284c = stablehlo.add %_r284a, %_r284b : tensor<f32>
      "stablehlo.return"(%_r284c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2191 = stablehlo.add %2185, %2190 : tensor<f32>
    %2192 = stablehlo.multiply %1683, %1683 : tensor<768xf32>
    %2193 = stablehlo.constant dense<0.0> : tensor<f32>
    %2194 = "stablehlo.reduce"(%2192, %2193) ({
    ^bb0(%_r285a: tensor<f32>, %_r285b: tensor<f32>):
      %_r285c = stablehlo.add %_r285a, %_r285b : tensor<f32>
      "stablehlo.return"(%_r285c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2195 = stablehlo.add %2191, %2194 : tensor<f32>
    %2196 = stablehlo.multiply %1667, %1667 : tensor<768x192xf32>
    %2197 = stablehlo.constant dense<0.0> : tensor<f32>
    %2198 = "stablehlo.reduce"(%2196, %2197) ({
    ^bb0(%_r286a: tensor<f32>, %_r286b: tensor<f32>):
      %_r286c = stablehlo.add %_r286a, %_r286b : tensor<f32>
      "stablehlo.return"(%_r286c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<768x192xf32>, tensor<f32>) -> tensor<768xf32>
    %2199 = stablehlo.constant dense<0.0> : tensor<f32>
    %2200 = "stablehlo.reduce"(%2198, %2199) ({
    ^bb0(%_r287a: tensor<f32>, %_r287b: tensor<f32>):
      %_r287c = stablehlo.add %_r287a, %_r287b : tensor<f32>
      "stablehlo.return"(%_r287c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2201 = stablehlo.add %2195, %2200 : tensor<f32>
    %2202 = stablehlo.multiply %1669, %1669 : tensor<192xf32>
    %2203 = stablehlo.constant dense<0.0> : tensor<f32>
    %2204 = "stablehlo.reduce"(%2202, %2203) ({
    ^bb0(%_r288a: tensor<f32>, %_r288b: tensor<f32>):
      %_r288c = stablehlo.add %_r288a, %_r288b : tensor<f32>
      "stablehlo.return"(%_r288c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2205 = stablehlo.add %2201, %2204 : tensor<f32>
    %2206 = stablehlo.multiply %1664, %1664 : tensor<192xf32>
    %2207 = stablehlo.constant dense<0.0> : tensor<f32>
    %2208 = "stablehlo.reduce"(%2206, %2207) ({
    ^bb0(%_r289a: tensor<f32>, %_r289b: tensor<f32>):
      %_r289c = stablehlo.add %_r289a, %_r289b : tensor<f32>
      "stablehlo.return"(%_r289c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2209 = stablehlo.add %2205, %2208 : tensor<f32>
    %2210 = stablehlo.multiply %1656, %1656 : tensor<7x7x1x192xf32>
    %2211 = stablehlo.constant dense<0.0> : tensor<f32>
    %2212 = "stablehlo.reduce"(%2210, %2211) ({
    ^bb0(%_r290a: tensor<f32>, %_r290b: tensor<f32>):
      %_r290c = stablehlo.add %_r290a, %_r290b : tensor<f32>
      "stablehlo.return"(%_r290c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x192xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %2213 = stablehlo.constant dense<0.0> : tensor<f32>
    %2214 = "stablehlo.reduce"(%2212, %2213) ({
    ^bb0(%_r291a: tensor<f32>, %_r291b: tensor<f32>):
      %_r291c = stablehlo.add %_r291a, %_r291b : tensor<f32>
      "stablehlo.return"(%_r291c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %2215 = stablehlo.add %2209, %2214 : tensor<f32>
    %2216 = stablehlo.multiply %1658, %1658 : tensor<192xf32>
    %2217 = stablehlo.constant dense<0.0> : tensor<f32>
    %2218 = "stablehlo.reduce"(%2216, %2217) ({
    ^bb0(%_r292a: tensor<f32>, %_r292b: tensor<f32>):
      %_r292c = stablehlo.add %_r292a, %_r292b : tensor<f32>
      "stablehlo.return"(%_r292c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2219 = stablehlo.add %2215, %2218 : tensor<f32>
    %2220 = stablehlo.multiply %1651, %1651 : tensor<192xf32>
    %2221 = stablehlo.constant dense<0.0> : tensor<f32>
    %2222 = "stablehlo.reduce"(%2220, %2221) ({
    ^bb0(%_r293a: tensor<f32>, %_r293b: tensor<f32>):
      %_r293c = stablehlo.add %_r293a, %_r293b : tensor<f32>
      "stablehlo.return"(%_r293c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2223 = stablehlo.add %2219, %2222 : tensor<f32>
    %2224 = stablehlo.multiply %1653, %1653 : tensor<192xf32>
    %2225 = stablehlo.constant dense<0.0> : tensor<f32>
    %2226 = "stablehlo.reduce"(%2224, %2225) ({
    ^bb0(%_r294a: tensor<f32>, %_r294b: tensor<f32>):
      %_r294c = stablehlo.add %_r294a, %_r294b : tensor<f32>
      "stablehlo.return"(%_r294c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2227 = stablehlo.add %2223, %2226 : tensor<f32>
    %2228 = stablehlo.multiply %1630, %1630 : tensor<192x768xf32>
    %2229 = stablehlo.constant dense<0.0> : tensor<f32>
    %2230 = "stablehlo.reduce"(%2228, %2229) ({
    ^bb0(%_r295a: tensor<f32>, %_r295b: tensor<f32>):
      %_r295c = stablehlo.add %_r295a, %_r295b : tensor<f32>
      "stablehlo.return"(%_r295c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<192x768xf32>, tensor<f32>) -> tensor<192xf32>
    %2231 = stablehlo.constant dense<0.0> : tensor<f32>
    %2232 = "stablehlo.reduce"(%2230, %2231) ({
    ^bb0(%_r296a: tensor<f32>, %_r296b: tensor<f32>):
      %_r296c = stablehlo.add %_r296a, %_r296b : tensor<f32>
      "stablehlo.return"(%_r296c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2233 = stablehlo.add %2227, %2232 : tensor<f32>
    %2234 = stablehlo.multiply %1632, %1632 : tensor<768xf32>
    %2235 = stablehlo.constant dense<0.0> : tensor<f32>
    %2236 = "stablehlo.reduce"(%2234, %2235) ({
    ^bb0(%_r297a: tensor<f32>, %_r297b: tensor<f32>):
      %_r297c = stablehlo.add %_r297a, %_r297b : tensor<f32>
      "stablehlo.return"(%_r297c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2237 = stablehlo.add %2233, %2236 : tensor<f32>
    %2238 = stablehlo.multiply %1616, %1616 : tensor<768x192xf32>
    %2239 = stablehlo.constant dense<0.0> : tensor<f32>
    %2240 = "stablehlo.reduce"(%2238, %2239) ({
    ^bb0(%_r298a: tensor<f32>, %_r298b: tensor<f32>):
      %_r298c = stablehlo.add %_r298a, %_r298b : tensor<f32>
      "stablehlo.return"(%_r298c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<768x192xf32>, tensor<f32>) -> tensor<768xf32>
    %2241 = stablehlo.constant dense<0.0> : tensor<f32>
    %2242 = "stablehlo.reduce"(%2240, %2241) ({
    ^bb0(%_r299a: tensor<f32>, %_r299b: tensor<f32>):
      %_r299c = stablehlo.add %_r299a, %_r299b : tensor<f32>
      "stablehlo.return"(%_r299c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2243 = stablehlo.add %2237, %2242 : tensor<f32>
    %2244 = stablehlo.multiply %1618, %1618 : tensor<192xf32>
    %2245 = stablehlo.constant dense<0.0> : tensor<f32>
    %2246 = "stablehlo.reduce"(%2244, %2245) ({
    ^bb0(%_r300a: tensor<f32>, %_r300b: tensor<f32>):
      %_r300c = stablehlo.add %_r300a, %_r300b : tensor<f32>
      "stablehlo.return"(%_r300c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2247 = stablehlo.add %2243, %2246 : tensor<f32>
    %2248 = stablehlo.multiply %1613, %1613 : tensor<192xf32>
    %2249 = stablehlo.constant dense<0.0> : tensor<f32>
    %2250 = "stablehlo.reduce"(%2248, %2249) ({
    ^bb0(%_r301a: tensor<f32>, %_r301b: tensor<f32>):
      %_r301c = stablehlo.add %_r301a, %_r301b : tensor<f32>
      "stablehlo.return"(%_r301c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2251 = stablehlo.add %2247, %2250 : tensor<f32>
    %2252 = stablehlo.multiply %1606, %1606 : tensor<192xf32>
    %2253 = stablehlo.constant dense<0.0> : tensor<f32>
    %2254 = "stablehlo.reduce"(%2252, %2253) ({
    ^bb0(%_r302a: tensor<f32>, %_r302b: tensor<f32>):
      %_r302c = stablehlo.add %_r302a, %_r302b : tensor<f32>
      "stablehlo.return"(%_r302c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2255 = stablehlo.add %2251, %2254 : tensor<f32>
    %2256 = stablehlo.multiply %1608, %1608 : tensor<192xf32>
    %2257 = stablehlo.constant dense<0.0> : tensor<f32>
    %2258 = "stablehlo.reduce"(%2256, %2257) ({
    ^bb0(%_r303a: tensor<f32>, %_r303b: tensor<f32>):
      %_r303c = stablehlo.add %_r303a, %_r303b : tensor<f32>
      "stablehlo.return"(%_r303c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2259 = stablehlo.add %2255, %2258 : tensor<f32>
    %2260 = stablehlo.multiply %1585, %1585 : tensor<2x2x192x384xf32>
    %2261 = stablehlo.constant dense<0.0> : tensor<f32>
    %2262 = "stablehlo.reduce"(%2260, %2261) ({
    ^bb0(%_r304a: tensor<f32>, %_r304b: tensor<f32>):
      %_r304c = stablehlo.add %_r304a, %_r304b : tensor<f32>
      "stablehlo.return"(%_r304c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x192x384xf32>, tensor<f32>) -> tensor<2x2x192xf32>
    %2263 = stablehlo.constant dense<0.0> : tensor<f32>
    %2264 = "stablehlo.reduce"(%2262, %2263) ({
    ^bb0(%_r305a: tensor<f32>, %_r305b: tensor<f32>):
      %_r305c = stablehlo.add %_r305a, %_r305b : tensor<f32>
      "stablehlo.return"(%_r305c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x192xf32>, tensor<f32>) -> tensor<f32>
    %2265 = stablehlo.add %2259, %2264 : tensor<f32>
    %2266 = stablehlo.multiply %1587, %1587 : tensor<384xf32>
    %2267 = stablehlo.constant dense<0.0> : tensor<f32>
    %2268 = "stablehlo.reduce"(%2266, %2267) ({
    ^bb0(%_r306a: tensor<f32>, %_r306b: tensor<f32>):
      %_r306c = stablehlo.add %_r306a, %_r306b : tensor<f32>
      "stablehlo.return"(%_r306c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2269 = stablehlo.add %2265, %2268 : tensor<f32>
    %2270 = stablehlo.multiply %1579, %1579 : tensor<7x7x1x384xf32>
    %2271 = stablehlo.constant dense<0.0> : tensor<f32>
    %2272 = "stablehlo.reduce"(%2270, %2271) ({
    ^bb0(%_r307a: tensor<f32>, %_r307b: tensor<f32>):
      %_r307c = stablehlo.add %_r307a, %_r307b : tensor<f32>
      "stablehlo.return"(%_r307c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x384xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %2273 = stablehlo.constant dense<0.0> : tensor<f32>
    %2274 = "stablehlo.reduce"(%2272, %2273) ({
    ^bb0(%_r308a: tensor<f32>, %_r308b: tensor<f32>):
      %_r308c = stablehlo.add %_r308a, %_r308b : tensor<f32>
      "stablehlo.return"(%_r308c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %2275 = stablehlo.add %2269, %2274 : tensor<f32>
    %2276 = stablehlo.multiply %1581, %1581 : tensor<384xf32>
    %2277 = stablehlo.constant dense<0.0> : tensor<f32>
    %2278 = "stablehlo.reduce"(%2276, %2277) ({
    ^bb0(%_r309a: tensor<f32>, %_r309b: tensor<f32>):
      %_r309c = stablehlo.add %_r309a, %_r309b : tensor<f32>
      "stablehlo.return"(%_r309c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2279 = stablehlo.add %2275, %2278 : tensor<f32>
    %2280 = stablehlo.multiply %1574, %1574 : tensor<384xf32>
    %2281 = stablehlo.constant dense<0.0> : tensor<f32>
    %2282 = "stablehlo.reduce"(%2280, %2281) ({
    ^bb0(%_r310a: tensor<f32>, %_r310b: tensor<f32>):
      %_r310c = stablehlo.add %_r310a, %_r310b : tensor<f32>
      "stablehlo.return"(%_r310c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2283 = stablehlo.add %2279, %2282 : tensor<f32>
    %2284 = stablehlo.multiply %1576, %1576 : tensor<384xf32>
    %2285 = stablehlo.constant dense<0.0> : tensor<f32>
    %2286 = "stablehlo.reduce"(%2284, %2285) ({
    ^bb0(%_r311a: tensor<f32>, %_r311b: tensor<f32>):
      %_r311c = stablehlo.add %_r311a, %_r311b : tensor<f32>
      "stablehlo.return"(%_r311c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2287 = stablehlo.add %2283, %2286 : tensor<f32>
    %2288 = stablehlo.multiply %1553, %1553 : tensor<384x1536xf32>
    %2289 = stablehlo.constant dense<0.0> : tensor<f32>
    %2290 = "stablehlo.reduce"(%2288, %2289) ({
    ^bb0(%_r312a: tensor<f32>, %_r312b: tensor<f32>):
      %_r312c = stablehlo.add %_r312a, %_r312b : tensor<f32>
      "stablehlo.return"(%_r312c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x1536xf32>, tensor<f32>) -> tensor<384xf32>
    %2291 = stablehlo.constant dense<0.0> : tensor<f32>
    %2292 = "stablehlo.reduce"(%2290, %2291) ({
    ^bb0(%_r313a: tensor<f32>, %_r313b: tensor<f32>):
      %_r313c = stablehlo.add %_r313a, %_r313b : tensor<f32>
      "stablehlo.return"(%_r313c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2293 = stablehlo.add %2287, %2292 : tensor<f32>
    %2294 = stablehlo.multiply %1555, %1555 : tensor<1536xf32>
    %2295 = stablehlo.constant dense<0.0> : tensor<f32>
    %2296 = "stablehlo.reduce"(%2294, %2295) ({
    ^bb0(%_r314a: tensor<f32>, %_r314b: tensor<f32>):
      %_r314c = stablehlo.add %_r314a, %_r314b : tensor<f32>
      "stablehlo.return"(%_r314c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2297 = stablehlo.add %2293, %2296 : tensor<f32>
    %2298 = stablehlo.multiply %1539, %1539 : tensor<1536x384xf32>
    %2299 = stablehlo.constant dense<0.0> : tensor<f32>
    %2300 = "stablehlo.reduce"(%2298, %2299) ({
    ^bb0(%_r315a: tensor<f32>, %_r315b: tensor<f32>):
      %_r315c = stablehlo.add %_r315a, %_r315b : tensor<f32>
      "stablehlo.return"(%_r315c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1536x384xf32>, tensor<f32>) -> tensor<1536xf32>
    %2301 = stablehlo.constant dense<0.0> : tensor<f32>
    %2302 = "stablehlo.reduce"(%2300, %2301) ({
    ^bb0(%_r316a: tensor<f32>, %_r316b: tensor<f32>):
      %_r316c = stablehlo.add %_r316a, %_r316b : tensor<f32>
      "stablehlo.return"(%_r316c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2303 = stablehlo.add %2297, %2302 : tensor<f32>
    %2304 = stablehlo.multiply %1541, %1541 : tensor<384xf32>
    %2305 = stablehlo.constant dense<0.0> : tensor<f32>
    %2306 = "stablehlo.reduce"(%2304, %2305) ({
    ^bb0(%_r317a: tensor<f32>, %_r317b: tensor<f32>):
      %_r317c = stablehlo.add %_r317a, %_r317b : tensor<f32>
      "stablehlo.return"(%_r317c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2307 = stablehlo.add %2303, %2306 : tensor<f32>
    %2308 = stablehlo.multiply %1536, %1536 : tensor<384xf32>
    %2309 = stablehlo.constant dense<0.0> : tensor<f32>
    %2310 = "stablehlo.reduce"(%2308, %2309) ({
    ^bb0(%_r318a: tensor<f32>, %_r318b: tensor<f32>):
      %_r318c = stablehlo.add %_r318a, %_r318b : tensor<f32>
      "stablehlo.return"(%_r318c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2311 = stablehlo.add %2307, %2310 : tensor<f32>
    %2312 = stablehlo.multiply %1528, %1528 : tensor<7x7x1x384xf32>
    %2313 = stablehlo.constant dense<0.0> : tensor<f32>
    %2314 = "stablehlo.reduce"(%2312, %2313) ({
    ^bb0(%_r319a: tensor<f32>, %_r319b: tensor<f32>):
      %_r319c = stablehlo.add %_r319a, %_r319b : tensor<f32>
      "stablehlo.return"(%_r319c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x384xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %2315 = stablehlo.constant dense<0.0> : tensor<f32>
    %2316 = "stablehlo.reduce"(%2314, %2315) ({
    ^bb0(%_r320a: tensor<f32>, %_r320b: tensor<f32>):
      %_r320c = stablehlo.add %_r320a, %_r320b : tensor<f32>
      "stablehlo.return"(%_r320c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %2317 = stablehlo.add %2311, %2316 : tensor<f32>
    %2318 = stablehlo.multiply %1530, %1530 : tensor<384xf32>
    %2319 = stablehlo.constant dense<0.0> : tensor<f32>
    %2320 = "stablehlo.reduce"(%2318, %2319) ({
    ^bb0(%_r321a: tensor<f32>, %_r321b: tensor<f32>):
      %_r321c = stablehlo.add %_r321a, %_r321b : tensor<f32>
      "stablehlo.return"(%_r321c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2321 = stablehlo.add %2317, %2320 : tensor<f32>
    %2322 = stablehlo.multiply %1523, %1523 : tensor<384xf32>
    %2323 = stablehlo.constant dense<0.0> : tensor<f32>
    %2324 = "stablehlo.reduce"(%2322, %2323) ({
    ^bb0(%_r322a: tensor<f32>, %_r322b: tensor<f32>):
      %_r322c = stablehlo.add %_r322a, %_r322b : tensor<f32>
      "stablehlo.return"(%_r322c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2325 = stablehlo.add %2321, %2324 : tensor<f32>
    %2326 = stablehlo.multiply %1525, %1525 : tensor<384xf32>
    %2327 = stablehlo.constant dense<0.0> : tensor<f32>
    %2328 = "stablehlo.reduce"(%2326, %2327) ({
    ^bb0(%_r323a: tensor<f32>, %_r323b: tensor<f32>):
      %_r323c = stablehlo.add %_r323a, %_r323b : tensor<f32>
      "stablehlo.return"(%_r323c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2329 = stablehlo.add %2325, %2328 : tensor<f32>
    %2330 = stablehlo.multiply %1502, %1502 : tensor<384x1536xf32>
    %2331 = stablehlo.constant dense<0.0> : tensor<f32>
    %2332 = "stablehlo.reduce"(%2330, %2331) ({
    ^bb0(%_r324a: tensor<f32>, %_r324b: tensor<f32>):
      %_r324c = stablehlo.add %_r324a, %_r324b : tensor<f32>
      "stablehlo.return"(%_r324c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x1536xf32>, tensor<f32>) -> tensor<384xf32>
    %2333 = stablehlo.constant dense<0.0> : tensor<f32>
    %2334 = "stablehlo.reduce"(%2332, %2333) ({
    ^bb0(%_r325a: tensor<f32>, %_r325b: tensor<f32>):
      %_r325c = stablehlo.add %_r325a, %_r325b : tensor<f32>
      "stablehlo.return"(%_r325c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2335 = stablehlo.add %2329, %2334 : tensor<f32>
    %2336 = stablehlo.multiply %1504, %1504 : tensor<1536xf32>
    %2337 = stablehlo.constant dense<0.0> : tensor<f32>
    %2338 = "stablehlo.reduce"(%2336, %2337) ({
    ^bb0(%_r326a: tensor<f32>, %_r326b: tensor<f32>):
      %_r326c = stablehlo.add %_r326a, %_r326b : tensor<f32>
      "stablehlo.return"(%_r326c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2339 = stablehlo.add %2335, %2338 : tensor<f32>
    %2340 = stablehlo.multiply %1488, %1488 : tensor<1536x384xf32>
    %2341 = stablehlo.constant dense<0.0> : tensor<f32>
    %2342 = "stablehlo.reduce"(%2340, %2341) ({
    ^bb0(%_r327a: tensor<f32>, %_r327b: tensor<f32>):
      %_r327c = stablehlo.add %_r327a, %_r327b : tensor<f32>
      "stablehlo.return"(%_r327c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1536x384xf32>, tensor<f32>) -> tensor<1536xf32>
    %2343 = stablehlo.constant dense<0.0> : tensor<f32>
    %2344 = "stablehlo.reduce"(%2342, %2343) ({
    ^bb0(%_r328a: tensor<f32>, %_r328b: tensor<f32>):
      %_r328c = stablehlo.add %_r328a, %_r328b : tensor<f32>
      "stablehlo.return"(%_r328c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2345 = stablehlo.add %2339, %2344 : tensor<f32>
    %2346 = stablehlo.multiply %1490, %1490 : tensor<384xf32>
    %2347 = stablehlo.constant dense<0.0> : tensor<f32>
    %2348 = "stablehlo.reduce"(%2346, %2347) ({
    ^bb0(%_r329a: tensor<f32>, %_r329b: tensor<f32>):
      %_r329c = stablehlo.add %_r329a, %_r329b : tensor<f32>
      "stablehlo.return"(%_r329c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2349 = stablehlo.add %2345, %2348 : tensor<f32>
    %2350 = stablehlo.multiply %1485, %1485 : tensor<384xf32>
    %2351 = stablehlo.constant dense<0.0> : tensor<f32>
    %2352 = "stablehlo.reduce"(%2350, %2351) ({
    ^bb0(%_r330a: tensor<f32>, %_r330b: tensor<f32>):
      %_r330c = stablehlo.add %_r330a, %_r330b : tensor<f32>
      "stablehlo.return"(%_r330c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2353 = stablehlo.add %2349, %2352 : tensor<f32>
    %2354 = stablehlo.multiply %1477, %1477 : tensor<7x7x1x384xf32>
    %2355 = stablehlo.constant dense<0.0> : tensor<f32>
    %2356 = "stablehlo.reduce"(%2354, %2355) ({
    ^bb0(%_r331a: tensor<f32>, %_r331b: tensor<f32>):
      %_r331c = stablehlo.add %_r331a, %_r331b : tensor<f32>
      "stablehlo.return"(%_r331c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x384xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %2357 = stablehlo.constant dense<0.0> : tensor<f32>
    %2358 = "stablehlo.reduce"(%2356, %2357) ({
    ^bb0(%_r332a: tensor<f32>, %_r332b: tensor<f32>):
      %_r332c = stablehlo.add %_r332a, %_r332b : tensor<f32>
      "stablehlo.return"(%_r332c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %2359 = stablehlo.add %2353, %2358 : tensor<f32>
    %2360 = stablehlo.multiply %1479, %1479 : tensor<384xf32>
    %2361 = stablehlo.constant dense<0.0> : tensor<f32>
    %2362 = "stablehlo.reduce"(%2360, %2361) ({
    ^bb0(%_r333a: tensor<f32>, %_r333b: tensor<f32>):
      %_r333c = stablehlo.add %_r333a, %_r333b : tensor<f32>
      "stablehlo.return"(%_r333c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2363 = stablehlo.add %2359, %2362 : tensor<f32>
    %2364 = stablehlo.multiply %1472, %1472 : tensor<384xf32>
    %2365 = stablehlo.constant dense<0.0> : tensor<f32>
    %2366 = "stablehlo.reduce"(%2364, %2365) ({
    ^bb0(%_r334a: tensor<f32>, %_r334b: tensor<f32>):
      %_r334c = stablehlo.add %_r334a, %_r334b : tensor<f32>
      "stablehlo.return"(%_r334c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2367 = stablehlo.add %2363, %2366 : tensor<f32>
    %2368 = stablehlo.multiply %1474, %1474 : tensor<384xf32>
    %2369 = stablehlo.constant dense<0.0> : tensor<f32>
    %2370 = "stablehlo.reduce"(%2368, %2369) ({
    ^bb0(%_r335a: tensor<f32>, %_r335b: tensor<f32>):
      %_r335c = stablehlo.add %_r335a, %_r335b : tensor<f32>
      "stablehlo.return"(%_r335c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2371 = stablehlo.add %2367, %2370 : tensor<f32>
    %2372 = stablehlo.multiply %1451, %1451 : tensor<384x1536xf32>
    %2373 = stablehlo.constant dense<0.0> : tensor<f32>
    %2374 = "stablehlo.reduce"(%2372, %2373) ({
    ^bb0(%_r336a: tensor<f32>, %_r336b: tensor<f32>):
      %_r336c = stablehlo.add %_r336a, %_r336b : tensor<f32>
      "stablehlo.return"(%_r336c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x1536xf32>, tensor<f32>) -> tensor<384xf32>
    %2375 = stablehlo.constant dense<0.0> : tensor<f32>
    %2376 = "stablehlo.reduce"(%2374, %2375) ({
    ^bb0(%_r337a: tensor<f32>, %_r337b: tensor<f32>):
      %_r337c = stablehlo.add %_r337a, %_r337b : tensor<f32>
      "stablehlo.return"(%_r337c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2377 = stablehlo.add %2371, %2376 : tensor<f32>
    %2378 = stablehlo.multiply %1453, %1453 : tensor<1536xf32>
    %2379 = stablehlo.constant dense<0.0> : tensor<f32>
    %2380 = "stablehlo.reduce"(%2378, %2379) ({
    ^bb0(%_r338a: tensor<f32>, %_r338b: tensor<f32>):
      %_r338c = stablehlo.add %_r338a, %_r338b : tensor<f32>
      "stablehlo.return"(%_r338c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2381 = stablehlo.add %2377, %2380 : tensor<f32>
    %2382 = stablehlo.multiply %1437, %1437 : tensor<1536x384xf32>
    %2383 = stablehlo.constant dense<0.0> : tensor<f32>
    %2384 = "stablehlo.reduce"(%2382, %2383) ({
    ^bb0(%_r339a: tensor<f32>, %_r339b: tensor<f32>):
      %_r339c = stablehlo.add %_r339a, %_r339b : tensor<f32>
      "stablehlo.return"(%_r339c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1536x384xf32>, tensor<f32>) -> tensor<1536xf32>
    %2385 = stablehlo.constant dense<0.0> : tensor<f32>
    %2386 = "stablehlo.reduce"(%2384, %2385) ({
    ^bb0(%_r340a: tensor<f32>, %_r340b: tensor<f32>):
      %_r340c = stablehlo.add %_r340a, %_r340b : tensor<f32>
      "stablehlo.return"(%_r340c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2387 = stablehlo.add %2381, %2386 : tensor<f32>
    %2388 = stablehlo.multiply %1439, %1439 : tensor<384xf32>
    %2389 = stablehlo.constant dense<0.0> : tensor<f32>
    %2390 = "stablehlo.reduce"(%2388, %2389) ({
    ^bb0(%_r341a: tensor<f32>, %_r341b: tensor<f32>):
      %_r341c = stablehlo.add %_r341a, %_r341b : tensor<f32>
      "stablehlo.return"(%_r341c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2391 = stablehlo.add %2387, %2390 : tensor<f32>
    %2392 = stablehlo.multiply %1434, %1434 : tensor<384xf32>
    %2393 = stablehlo.constant dense<0.0> : tensor<f32>
    %2394 = "stablehlo.reduce"(%2392, %2393) ({
    ^bb0(%_r342a: tensor<f32>, %_r342b: tensor<f32>):
      %_r342c = stablehlo.add %_r342a, %_r342b : tensor<f32>
      "stablehlo.return"(%_r342c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2395 = stablehlo.add %2391, %2394 : tensor<f32>
    %2396 = stablehlo.multiply %1426, %1426 : tensor<7x7x1x384xf32>
    %2397 = stablehlo.constant dense<0.0> : tensor<f32>
    %2398 = "stablehlo.reduce"(%2396, %2397) ({
    ^bb0(%_r343a: tensor<f32>, %_r343b: tensor<f32>):
      %_r343c = stablehlo.add %_r343a, %_r343b : tensor<f32>
      "stablehlo.return"(%_r343c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x384xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %2399 = stablehlo.constant dense<0.0> : tensor<f32>
    %2400 = "stablehlo.reduce"(%2398, %2399) ({
    ^bb0(%_r344a: tensor<f32>, %_r344b: tensor<f32>):
      %_r344c = stablehlo.add %_r344a, %_r344b : tensor<f32>
      "stablehlo.return"(%_r344c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %2401 = stablehlo.add %2395, %2400 : tensor<f32>
    %2402 = stablehlo.multiply %1428, %1428 : tensor<384xf32>
    %2403 = stablehlo.constant dense<0.0> : tensor<f32>
    %2404 = "stablehlo.reduce"(%2402, %2403) ({
    ^bb0(%_r345a: tensor<f32>, %_r345b: tensor<f32>):
      %_r345c = stablehlo.add %_r345a, %_r345b : tensor<f32>
      "stablehlo.return"(%_r345c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2405 = stablehlo.add %2401, %2404 : tensor<f32>
    %2406 = stablehlo.multiply %1421, %1421 : tensor<384xf32>
    %2407 = stablehlo.constant dense<0.0> : tensor<f32>
    %2408 = "stablehlo.reduce"(%2406, %2407) ({
    ^bb0(%_r346a: tensor<f32>, %_r346b: tensor<f32>):
      %_r346c = stablehlo.add %_r346a, %_r346b : tensor<f32>
      "stablehlo.return"(%_r346c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2409 = stablehlo.add %2405, %2408 : tensor<f32>
    %2410 = stablehlo.multiply %1423, %1423 : tensor<384xf32>
    %2411 = stablehlo.constant dense<0.0> : tensor<f32>
    %2412 = "stablehlo.reduce"(%2410, %2411) ({
    ^bb0(%_r347a: tensor<f32>, %_r347b: tensor<f32>):
      %_r347c = stablehlo.add %_r347a, %_r347b : tensor<f32>
      "stablehlo.return"(%_r347c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2413 = stablehlo.add %2409, %2412 : tensor<f32>
    %2414 = stablehlo.multiply %1400, %1400 : tensor<384x1536xf32>
    %2415 = stablehlo.constant dense<0.0> : tensor<f32>
    %2416 = "stablehlo.reduce"(%2414, %2415) ({
    ^bb0(%_r348a: tensor<f32>, %_r348b: tensor<f32>):
      %_r348c = stablehlo.add %_r348a, %_r348b : tensor<f32>
      "stablehlo.return"(%_r348c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x1536xf32>, tensor<f32>) -> tensor<384xf32>
    %2417 = stablehlo.constant dense<0.0> : tensor<f32>
    %2418 = "stablehlo.reduce"(%2416, %2417) ({
    ^bb0(%_r349a: tensor<f32>, %_r349b: tensor<f32>):
      %_r349c = stablehlo.add %_r349a, %_r349b : tensor<f32>
      "stablehlo.return"(%_r349c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2419 = stablehlo.add %2413, %2418 : tensor<f32>
    %2420 = stablehlo.multiply %1402, %1402 : tensor<1536xf32>
    %2421 = stablehlo.constant dense<0.0> : tensor<f32>
    %2422 = "stablehlo.reduce"(%2420, %2421) ({
    ^bb0(%_r350a: tensor<f32>, %_r350b: tensor<f32>):
      %_r350c = stablehlo.add %_r350a, %_r350b : tensor<f32>
      "stablehlo.return"(%_r350c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2423 = stablehlo.add %2419, %2422 : tensor<f32>
    %2424 = stablehlo.multiply %1386, %1386 : tensor<1536x384xf32>
    %2425 = stablehlo.constant dense<0.0> : tensor<f32>
    %2426 = "stablehlo.reduce"(%2424, %2425) ({
    ^bb0(%_r351a: tensor<f32>, %_r351b: tensor<f32>):
      %_r351c = stablehlo.add %_r351a, %_r351b : tensor<f32>
      "stablehlo.return"(%_r351c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1536x384xf32>, tensor<f32>) -> tensor<1536xf32>
    %2427 = stablehlo.constant dense<0.0> : tensor<f32>
    %2428 = "stablehlo.reduce"(%2426, %2427) ({
    ^bb0(%_r352a: tensor<f32>, %_r352b: tensor<f32>):
      %_r352c = stablehlo.add %_r352a, %_r352b : tensor<f32>
      "stablehlo.return"(%_r352c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2429 = stablehlo.add %2423, %2428 : tensor<f32>
    %2430 = stablehlo.multiply %1388, %1388 : tensor<384xf32>
    %2431 = stablehlo.constant dense<0.0> : tensor<f32>
    %2432 = "stablehlo.reduce"(%2430, %2431) ({
    ^bb0(%_r353a: tensor<f32>, %_r353b: tensor<f32>):
      %_r353c = stablehlo.add %_r353a, %_r353b : tensor<f32>
      "stablehlo.return"(%_r353c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2433 = stablehlo.add %2429, %2432 : tensor<f32>
    %2434 = stablehlo.multiply %1383, %1383 : tensor<384xf32>
    %2435 = stablehlo.constant dense<0.0> : tensor<f32>
    %2436 = "stablehlo.reduce"(%2434, %2435) ({
    ^bb0(%_r354a: tensor<f32>, %_r354b: tensor<f32>):
      %_r354c = stablehlo.add %_r354a, %_r354b : tensor<f32>
      "stablehlo.return"(%_r354c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2437 = stablehlo.add %2433, %2436 : tensor<f32>
    %2438 = stablehlo.multiply %1375, %1375 : tensor<7x7x1x384xf32>
    %2439 = stablehlo.constant dense<0.0> : tensor<f32>
    %2440 = "stablehlo.reduce"(%2438, %2439) ({
    ^bb0(%_r355a: tensor<f32>, %_r355b: tensor<f32>):
      %_r355c = stablehlo.add %_r355a, %_r355b : tensor<f32>
      "stablehlo.return"(%_r355c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x384xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %2441 = stablehlo.constant dense<0.0> : tensor<f32>
    %2442 = "stablehlo.reduce"(%2440, %2441) ({
    ^bb0(%_r356a: tensor<f32>, %_r356b: tensor<f32>):
      %_r356c = stablehlo.add %_r356a, %_r356b : tensor<f32>
      "stablehlo.return"(%_r356c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %2443 = stablehlo.add %2437, %2442 : tensor<f32>
    %2444 = stablehlo.multiply %1377, %1377 : tensor<384xf32>
    %2445 = stablehlo.constant dense<0.0> : tensor<f32>
    %2446 = "stablehlo.reduce"(%2444, %2445) ({
    ^bb0(%_r357a: tensor<f32>, %_r357b: tensor<f32>):
      %_r357c = stablehlo.add %_r357a, %_r357b : tensor<f32>
      "stablehlo.return"(%_r357c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2447 = stablehlo.add %2443, %2446 : tensor<f32>
    %2448 = stablehlo.multiply %1370, %1370 : tensor<384xf32>
    %2449 = stablehlo.constant dense<0.0> : tensor<f32>
    %2450 = "stablehlo.reduce"(%2448, %2449) ({
    ^bb0(%_r358a: tensor<f32>, %_r358b: tensor<f32>):
      %_r358c = stablehlo.add %_r358a, %_r358b : tensor<f32>
      "stablehlo.return"(%_r358c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2451 = stablehlo.add %2447, %2450 : tensor<f32>
    %2452 = stablehlo.multiply %1372, %1372 : tensor<384xf32>
    %2453 = stablehlo.constant dense<0.0> : tensor<f32>
    %2454 = "stablehlo.reduce"(%2452, %2453) ({
    ^bb0(%_r359a: tensor<f32>, %_r359b: tensor<f32>):
      %_r359c = stablehlo.add %_r359a, %_r359b : tensor<f32>
      "stablehlo.return"(%_r359c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2455 = stablehlo.add %2451, %2454 : tensor<f32>
    %2456 = stablehlo.multiply %1349, %1349 : tensor<384x1536xf32>
    %2457 = stablehlo.constant dense<0.0> : tensor<f32>
    %2458 = "stablehlo.reduce"(%2456, %2457) ({
    ^bb0(%_r360a: tensor<f32>, %_r360b: tensor<f32>):
      %_r360c = stablehlo.add %_r360a, %_r360b : tensor<f32>
      "stablehlo.return"(%_r360c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x1536xf32>, tensor<f32>) -> tensor<384xf32>
    %2459 = stablehlo.constant dense<0.0> : tensor<f32>
    %2460 = "stablehlo.reduce"(%2458, %2459) ({
    ^bb0(%_r361a: tensor<f32>, %_r361b: tensor<f32>):
      %_r361c = stablehlo.add %_r361a, %_r361b : tensor<f32>
      "stablehlo.return"(%_r361c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2461 = stablehlo.add %2455, %2460 : tensor<f32>
    %2462 = stablehlo.multiply %1351, %1351 : tensor<1536xf32>
    %2463 = stablehlo.constant dense<0.0> : tensor<f32>
    %2464 = "stablehlo.reduce"(%2462, %2463) ({
    ^bb0(%_r362a: tensor<f32>, %_r362b: tensor<f32>):
      %_r362c = stablehlo.add %_r362a, %_r362b : tensor<f32>
      "stablehlo.return"(%_r362c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2465 = stablehlo.add %2461, %2464 : tensor<f32>
    %2466 = stablehlo.multiply %1335, %1335 : tensor<1536x384xf32>
    %2467 = stablehlo.constant dense<0.0> : tensor<f32>
    %2468 = "stablehlo.reduce"(%2466, %2467) ({
    ^bb0(%_r363a: tensor<f32>, %_r363b: tensor<f32>):
      %_r363c = stablehlo.add %_r363a, %_r363b : tensor<f32>
      "stablehlo.return"(%_r363c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1536x384xf32>, tensor<f32>) -> tensor<1536xf32>
    %2469 = stablehlo.constant dense<0.0> : tensor<f32>
    %2470 = "stablehlo.reduce"(%2468, %2469) ({
    ^bb0(%_r364a: tensor<f32>, %_r364b: tensor<f32>):
      %_r364c = stablehlo.add %_r364a, %_r364b : tensor<f32>
      "stablehlo.return"(%_r364c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2471 = stablehlo.add %2465, %2470 : tensor<f32>
    %2472 = stablehlo.multiply %1337, %1337 : tensor<384xf32>
    %2473 = stablehlo.constant dense<0.0> : tensor<f32>
    %2474 = "stablehlo.reduce"(%2472, %2473) ({
    ^bb0(%_r365a: tensor<f32>, %_r365b: tensor<f32>):
      %_r365c = stablehlo.add %_r365a, %_r365b : tensor<f32>
      "stablehlo.return"(%_r365c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2475 = stablehlo.add %2471, %2474 : tensor<f32>
    %2476 = stablehlo.multiply %1332, %1332 : tensor<384xf32>
    %2477 = stablehlo.constant dense<0.0> : tensor<f32>
    %2478 = "stablehlo.reduce"(%2476, %2477) ({
    ^bb0(%_r366a: tensor<f32>, %_r366b: tensor<f32>):
      %_r366c = stablehlo.add %_r366a, %_r366b : tensor<f32>
      "stablehlo.return"(%_r366c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2479 = stablehlo.add %2475, %2478 : tensor<f32>
    %2480 = stablehlo.multiply %1324, %1324 : tensor<7x7x1x384xf32>
    %2481 = stablehlo.constant dense<0.0> : tensor<f32>
    %2482 = "stablehlo.reduce"(%2480, %2481) ({
    ^bb0(%_r367a: tensor<f32>, %_r367b: tensor<f32>):
      %_r367c = stablehlo.add %_r367a, %_r367b : tensor<f32>
      "stablehlo.return"(%_r367c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x384xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %2483 = stablehlo.constant dense<0.0> : tensor<f32>
    %2484 = "stablehlo.reduce"(%2482, %2483) ({
    ^bb0(%_r368a: tensor<f32>, %_r368b: tensor<f32>):
      %_r368c = stablehlo.add %_r368a, %_r368b : tensor<f32>
      "stablehlo.return"(%_r368c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %2485 = stablehlo.add %2479, %2484 : tensor<f32>
    %2486 = stablehlo.multiply %1326, %1326 : tensor<384xf32>
    %2487 = stablehlo.constant dense<0.0> : tensor<f32>
    %2488 = "stablehlo.reduce"(%2486, %2487) ({
    ^bb0(%_r369a: tensor<f32>, %_r369b: tensor<f32>):
      %_r369c = stablehlo.add %_r369a, %_r369b : tensor<f32>
      "stablehlo.return"(%_r369c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2489 = stablehlo.add %2485, %2488 : tensor<f32>
    %2490 = stablehlo.multiply %1319, %1319 : tensor<384xf32>
    %2491 = stablehlo.constant dense<0.0> : tensor<f32>
    %2492 = "stablehlo.reduce"(%2490, %2491) ({
    ^bb0(%_r370a: tensor<f32>, %_r370b: tensor<f32>):
      %_r370c = stablehlo.add %_r370a, %_r370b : tensor<f32>
      "stablehlo.return"(%_r370c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2493 = stablehlo.add %2489, %2492 : tensor<f32>
    %2494 = stablehlo.multiply %1321, %1321 : tensor<384xf32>
    %2495 = stablehlo.constant dense<0.0> : tensor<f32>
    %2496 = "stablehlo.reduce"(%2494, %2495) ({
    ^bb0(%_r371a: tensor<f32>, %_r371b: tensor<f32>):
      %_r371c = stablehlo.add %_r371a, %_r371b : tensor<f32>
      "stablehlo.return"(%_r371c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2497 = stablehlo.add %2493, %2496 : tensor<f32>
    %2498 = stablehlo.multiply %1298, %1298 : tensor<384x1536xf32>
    %2499 = stablehlo.constant dense<0.0> : tensor<f32>
    %2500 = "stablehlo.reduce"(%2498, %2499) ({
    ^bb0(%_r372a: tensor<f32>, %_r372b: tensor<f32>):
      %_r372c = stablehlo.add %_r372a, %_r372b : tensor<f32>
      "stablehlo.return"(%_r372c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x1536xf32>, tensor<f32>) -> tensor<384xf32>
    %2501 = stablehlo.constant dense<0.0> : tensor<f32>
    %2502 = "stablehlo.reduce"(%2500, %2501) ({
    ^bb0(%_r373a: tensor<f32>, %_r373b: tensor<f32>):
      %_r373c = stablehlo.add %_r373a, %_r373b : tensor<f32>
      "stablehlo.return"(%_r373c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2503 = stablehlo.add %2497, %2502 : tensor<f32>
    %2504 = stablehlo.multiply %1300, %1300 : tensor<1536xf32>
    %2505 = stablehlo.constant dense<0.0> : tensor<f32>
    %2506 = "stablehlo.reduce"(%2504, %2505) ({
    ^bb0(%_r374a: tensor<f32>, %_r374b: tensor<f32>):
      %_r374c = stablehlo.add %_r374a, %_r374b : tensor<f32>
      "stablehlo.return"(%_r374c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2507 = stablehlo.add %2503, %2506 : tensor<f32>
    %2508 = stablehlo.multiply %1284, %1284 : tensor<1536x384xf32>
    %2509 = stablehlo.constant dense<0.0> : tensor<f32>
    %2510 = "stablehlo.reduce"(%2508, %2509) ({
    ^bb0(%_r375a: tensor<f32>, %_r375b: tensor<f32>):
      %_r375c = stablehlo.add %_r375a, %_r375b : tensor<f32>
      "stablehlo.return"(%_r375c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1536x384xf32>, tensor<f32>) -> tensor<1536xf32>
    %2511 = stablehlo.constant dense<0.0> : tensor<f32>
    %2512 = "stablehlo.reduce"(%2510, %2511) ({
    ^bb0(%_r376a: tensor<f32>, %_r376b: tensor<f32>):
      %_r376c = stablehlo.add %_r376a, %_r376b : tensor<f32>
      "stablehlo.return"(%_r376c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2513 = stablehlo.add %2507, %2512 : tensor<f32>
    %2514 = stablehlo.multiply %1286, %1286 : tensor<384xf32>
    %2515 = stablehlo.constant dense<0.0> : tensor<f32>
    %2516 = "stablehlo.reduce"(%2514, %2515) ({
    ^bb0(%_r377a: tensor<f32>, %_r377b: tensor<f32>):
      %_r377c = stablehlo.add %_r377a, %_r377b : tensor<f32>
      "stablehlo.return"(%_r377c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2517 = stablehlo.add %2513, %2516 : tensor<f32>
    %2518 = stablehlo.multiply %1281, %1281 : tensor<384xf32>
    %2519 = stablehlo.constant dense<0.0> : tensor<f32>
    %2520 = "stablehlo.reduce"(%2518, %2519) ({
    ^bb0(%_r378a: tensor<f32>, %_r378b: tensor<f32>):
      %_r378c = stablehlo.add %_r378a, %_r378b : tensor<f32>
      "stablehlo.return"(%_r378c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2521 = stablehlo.add %2517, %2520 : tensor<f32>
    %2522 = stablehlo.multiply %1273, %1273 : tensor<7x7x1x384xf32>
    %2523 = stablehlo.constant dense<0.0> : tensor<f32>
    %2524 = "stablehlo.reduce"(%2522, %2523) ({
    ^bb0(%_r379a: tensor<f32>, %_r379b: tensor<f32>):
      %_r379c = stablehlo.add %_r379a, %_r379b : tensor<f32>
      "stablehlo.return"(%_r379c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x384xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %2525 = stablehlo.constant dense<0.0> : tensor<f32>
    %2526 = "stablehlo.reduce"(%2524, %2525) ({
    ^bb0(%_r380a: tensor<f32>, %_r380b: tensor<f32>):
      %_r380c = stablehlo.add %_r380a, %_r380b : tensor<f32>
      "stablehlo.return"(%_r380c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %2527 = stablehlo.add %2521, %2526 : tensor<f32>
    %2528 = stablehlo.multiply %1275, %1275 : tensor<384xf32>
    %2529 = stablehlo.constant dense<0.0> : tensor<f32>
    %2530 = "stablehlo.reduce"(%2528, %2529) ({
    ^bb0(%_r381a: tensor<f32>, %_r381b: tensor<f32>):
      %_r381c = stablehlo.add %_r381a, %_r381b : tensor<f32>
      "stablehlo.return"(%_r381c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2531 = stablehlo.add %2527, %2530 : tensor<f32>
    %2532 = stablehlo.multiply %1268, %1268 : tensor<384xf32>
    %2533 = stablehlo.constant dense<0.0> : tensor<f32>
    %2534 = "stablehlo.reduce"(%2532, %2533) ({
    ^bb0(%_r382a: tensor<f32>, %_r382b: tensor<f32>):
      %_r382c = stablehlo.add %_r382a, %_r382b : tensor<f32>
      "stablehlo.return"(%_r382c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2535 = stablehlo.add %2531, %2534 : tensor<f32>
    %2536 = stablehlo.multiply %1270, %1270 : tensor<384xf32>
    %2537 = stablehlo.constant dense<0.0> : tensor<f32>
    %2538 = "stablehlo.reduce"(%2536, %2537) ({
    ^bb0(%_r383a: tensor<f32>, %_r383b: tensor<f32>):
      %_r383c = stablehlo.add %_r383a, %_r383b : tensor<f32>
      "stablehlo.return"(%_r383c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2539 = stablehlo.add %2535, %2538 : tensor<f32>
    %2540 = stablehlo.multiply %1247, %1247 : tensor<384x1536xf32>
    %2541 = stablehlo.constant dense<0.0> : tensor<f32>
    %2542 = "stablehlo.reduce"(%2540, %2541) ({
    ^bb0(%_r384a: tensor<f32>, %_r384b: tensor<f32>):
      %_r384c = stablehlo.add %_r384a, %_r384b : tensor<f32>
      "stablehlo.return"(%_r384c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x1536xf32>, tensor<f32>) -> tensor<384xf32>
    %2543 = stablehlo.constant dense<0.0> : tensor<f32>
    %2544 = "stablehlo.reduce"(%2542, %2543) ({
    ^bb0(%_r385a: tensor<f32>, %_r385b: tensor<f32>):
      %_r385c = stablehlo.add %_r385a, %_r385b : tensor<f32>
      "stablehlo.return"(%_r385c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2545 = stablehlo.add %2539, %2544 : tensor<f32>
    %2546 = stablehlo.multiply %1249, %1249 : tensor<1536xf32>
    %2547 = stablehlo.constant dense<0.0> : tensor<f32>
    %2548 = "stablehlo.reduce"(%2546, %2547) ({
    ^bb0(%_r386a: tensor<f32>, %_r386b: tensor<f32>):
      %_r386c = stablehlo.add %_r386a, %_r386b : tensor<f32>
      "stablehlo.return"(%_r386c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2549 = stablehlo.add %2545, %2548 : tensor<f32>
    %2550 = stablehlo.multiply %1233, %1233 : tensor<1536x384xf32>
    %2551 = stablehlo.constant dense<0.0> : tensor<f32>
    %2552 = "stablehlo.reduce"(%2550, %2551) ({
    ^bb0(%_r387a: tensor<f32>, %_r387b: tensor<f32>):
      %_r387c = stablehlo.add %_r387a, %_r387b : tensor<f32>
      "stablehlo.return"(%_r387c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1536x384xf32>, tensor<f32>) -> tensor<1536xf32>
    %2553 = stablehlo.constant dense<0.0> : tensor<f32>
    %2554 = "stablehlo.reduce"(%2552, %2553) ({
    ^bb0(%_r388a: tensor<f32>, %_r388b: tensor<f32>):
      %_r388c = stablehlo.add %_r388a, %_r388b : tensor<f32>
      "stablehlo.return"(%_r388c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2555 = stablehlo.add %2549, %2554 : tensor<f32>
    %2556 = stablehlo.multiply %1235, %1235 : tensor<384xf32>
    %2557 = stablehlo.constant dense<0.0> : tensor<f32>
    %2558 = "stablehlo.reduce"(%2556, %2557) ({
    ^bb0(%_r389a: tensor<f32>, %_r389b: tensor<f32>):
      %_r389c = stablehlo.add %_r389a, %_r389b : tensor<f32>
      "stablehlo.return"(%_r389c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2559 = stablehlo.add %2555, %2558 : tensor<f32>
    %2560 = stablehlo.multiply %1230, %1230 : tensor<384xf32>
    %2561 = stablehlo.constant dense<0.0> : tensor<f32>
    %2562 = "stablehlo.reduce"(%2560, %2561) ({
    ^bb0(%_r390a: tensor<f32>, %_r390b: tensor<f32>):
      %_r390c = stablehlo.add %_r390a, %_r390b : tensor<f32>
      "stablehlo.return"(%_r390c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2563 = stablehlo.add %2559, %2562 : tensor<f32>
    %2564 = stablehlo.multiply %1222, %1222 : tensor<7x7x1x384xf32>
    %2565 = stablehlo.constant dense<0.0> : tensor<f32>
    %2566 = "stablehlo.reduce"(%2564, %2565) ({
    ^bb0(%_r391a: tensor<f32>, %_r391b: tensor<f32>):
      %_r391c = stablehlo.add %_r391a, %_r391b : tensor<f32>
      "stablehlo.return"(%_r391c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x384xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %2567 = stablehlo.constant dense<0.0> : tensor<f32>
    %2568 = "stablehlo.reduce"(%2566, %2567) ({
    ^bb0(%_r392a: tensor<f32>, %_r392b: tensor<f32>):
      %_r392c = stablehlo.add %_r392a, %_r392b : tensor<f32>
      "stablehlo.return"(%_r392c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %2569 = stablehlo.add %2563, %2568 : tensor<f32>
    %2570 = stablehlo.multiply %1224, %1224 : tensor<384xf32>
    %2571 = stablehlo.constant dense<0.0> : tensor<f32>
    %2572 = "stablehlo.reduce"(%2570, %2571) ({
    ^bb0(%_r393a: tensor<f32>, %_r393b: tensor<f32>):
      %_r393c = stablehlo.add %_r393a, %_r393b : tensor<f32>
      "stablehlo.return"(%_r393c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2573 = stablehlo.add %2569, %2572 : tensor<f32>
    %2574 = stablehlo.multiply %1217, %1217 : tensor<384xf32>
    %2575 = stablehlo.constant dense<0.0> : tensor<f32>
    %2576 = "stablehlo.reduce"(%2574, %2575) ({
    ^bb0(%_r394a: tensor<f32>, %_r394b: tensor<f32>):
      %_r394c = stablehlo.add %_r394a, %_r394b : tensor<f32>
      "stablehlo.return"(%_r394c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2577 = stablehlo.add %2573, %2576 : tensor<f32>
    %2578 = stablehlo.multiply %1219, %1219 : tensor<384xf32>
    %2579 = stablehlo.constant dense<0.0> : tensor<f32>
    %2580 = "stablehlo.reduce"(%2578, %2579) ({
    ^bb0(%_r395a: tensor<f32>, %_r395b: tensor<f32>):
      %_r395c = stablehlo.add %_r395a, %_r395b : tensor<f32>
      "stablehlo.return"(%_r395c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2581 = stablehlo.add %2577, %2580 : tensor<f32>
    %2582 = stablehlo.multiply %1196, %1196 : tensor<384x1536xf32>
    %2583 = stablehlo.constant dense<0.0> : tensor<f32>
    %2584 = "stablehlo.reduce"(%2582, %2583) ({
    ^bb0(%_r396a: tensor<f32>, %_r396b: tensor<f32>):
      %_r396c = stablehlo.add %_r396a, %_r396b : tensor<f32>
      "stablehlo.return"(%_r396c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x1536xf32>, tensor<f32>) -> tensor<384xf32>
    %2585 = stablehlo.constant dense<0.0> : tensor<f32>
    %2586 = "stablehlo.reduce"(%2584, %2585) ({
    ^bb0(%_r397a: tensor<f32>, %_r397b: tensor<f32>):
      %_r397c = stablehlo.add %_r397a, %_r397b : tensor<f32>
      "stablehlo.return"(%_r397c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2587 = stablehlo.add %2581, %2586 : tensor<f32>
    %2588 = stablehlo.multiply %1198, %1198 : tensor<1536xf32>
    %2589 = stablehlo.constant dense<0.0> : tensor<f32>
    %2590 = "stablehlo.reduce"(%2588, %2589) ({
    ^bb0(%_r398a: tensor<f32>, %_r398b: tensor<f32>):
      %_r398c = stablehlo.add %_r398a, %_r398b : tensor<f32>
      "stablehlo.return"(%_r398c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2591 = stablehlo.add %2587, %2590 : tensor<f32>
    %2592 = stablehlo.multiply %1182, %1182 : tensor<1536x384xf32>
    %2593 = stablehlo.constant dense<0.0> : tensor<f32>
    %2594 = "stablehlo.reduce"(%2592, %2593) ({
    ^bb0(%_r399a: tensor<f32>, %_r399b: tensor<f32>):
      %_r399c = stablehlo.add %_r399a, %_r399b : tensor<f32>
      "stablehlo.return"(%_r399c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1536x384xf32>, tensor<f32>) -> tensor<1536xf32>
    %2595 = stablehlo.constant dense<0.0> : tensor<f32>
    %2596 = "stablehlo.reduce"(%2594, %2595) ({
    ^bb0(%_r400a: tensor<f32>, %_r400b: tensor<f32>):
      %_r400c = stablehlo.add %_r400a, %_r400b : tensor<f32>
      "stablehlo.return"(%_r400c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2597 = stablehlo.add %2591, %2596 : tensor<f32>
    %2598 = stablehlo.multiply %1184, %1184 : tensor<384xf32>
    %2599 = stablehlo.constant dense<0.0> : tensor<f32>
    %2600 = "stablehlo.reduce"(%2598, %2599) ({
    ^bb0(%_r401a: tensor<f32>, %_r401b: tensor<f32>):
      %_r401c = stablehlo.add %_r401a, %_r401b : tensor<f32>
      "stablehlo.return"(%_r401c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2601 = stablehlo.add %2597, %2600 : tensor<f32>
    %2602 = stablehlo.multiply %1179, %1179 : tensor<384xf32>
    %2603 = stablehlo.constant dense<0.0> : tensor<f32>
    %2604 = "stablehlo.reduce"(%2602, %2603) ({
    ^bb0(%_r402a: tensor<f32>, %_r402b: tensor<f32>):
      %_r402c = stablehlo.add %_r402a, %_r402b : tensor<f32>
      "stablehlo.return"(%_r402c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2605 = stablehlo.add %2601, %2604 : tensor<f32>
    %2606 = stablehlo.multiply %1171, %1171 : tensor<7x7x1x384xf32>
    %2607 = stablehlo.constant dense<0.0> : tensor<f32>
    %2608 = "stablehlo.reduce"(%2606, %2607) ({
    ^bb0(%_r403a: tensor<f32>, %_r403b: tensor<f32>):
      %_r403c = stablehlo.add %_r403a, %_r403b : tensor<f32>
      "stablehlo.return"(%_r403c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x384xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %2609 = stablehlo.constant dense<0.0> : tensor<f32>
    %2610 = "stablehlo.reduce"(%2608, %2609) ({
    ^bb0(%_r404a: tensor<f32>, %_r404b: tensor<f32>):
      %_r404c = stablehlo.add %_r404a, %_r404b : tensor<f32>
      "stablehlo.return"(%_r404c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %2611 = stablehlo.add %2605, %2610 : tensor<f32>
    %2612 = stablehlo.multiply %1173, %1173 : tensor<384xf32>
    %2613 = stablehlo.constant dense<0.0> : tensor<f32>
    %2614 = "stablehlo.reduce"(%2612, %2613) ({
    ^bb0(%_r405a: tensor<f32>, %_r405b: tensor<f32>):
      %_r405c = stablehlo.add %_r405a, %_r405b : tensor<f32>
      "stablehlo.return"(%_r405c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2615 = stablehlo.add %2611, %2614 : tensor<f32>
    %2616 = stablehlo.multiply %1166, %1166 : tensor<384xf32>
    %2617 = stablehlo.constant dense<0.0> : tensor<f32>
    %2618 = "stablehlo.reduce"(%2616, %2617) ({
    ^bb0(%_r406a: tensor<f32>, %_r406b: tensor<f32>):
      %_r406c = stablehlo.add %_r406a, %_r406b : tensor<f32>
      "stablehlo.return"(%_r406c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2619 = stablehlo.add %2615, %2618 : tensor<f32>
    %2620 = stablehlo.multiply %1168, %1168 : tensor<384xf32>
    %2621 = stablehlo.constant dense<0.0> : tensor<f32>
    %2622 = "stablehlo.reduce"(%2620, %2621) ({
    ^bb0(%_r407a: tensor<f32>, %_r407b: tensor<f32>):
      %_r407c = stablehlo.add %_r407a, %_r407b : tensor<f32>
      "stablehlo.return"(%_r407c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2623 = stablehlo.add %2619, %2622 : tensor<f32>
    %2624 = stablehlo.multiply %1145, %1145 : tensor<384x1536xf32>
    %2625 = stablehlo.constant dense<0.0> : tensor<f32>
    %2626 = "stablehlo.reduce"(%2624, %2625) ({
    ^bb0(%_r408a: tensor<f32>, %_r408b: tensor<f32>):
      %_r408c = stablehlo.add %_r408a, %_r408b : tensor<f32>
      "stablehlo.return"(%_r408c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x1536xf32>, tensor<f32>) -> tensor<384xf32>
    %2627 = stablehlo.constant dense<0.0> : tensor<f32>
    %2628 = "stablehlo.reduce"(%2626, %2627) ({
    ^bb0(%_r409a: tensor<f32>, %_r409b: tensor<f32>):
      %_r409c = stablehlo.add %_r409a, %_r409b : tensor<f32>
      "stablehlo.return"(%_r409c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2629 = stablehlo.add %2623, %2628 : tensor<f32>
    %2630 = stablehlo.multiply %1147, %1147 : tensor<1536xf32>
    %2631 = stablehlo.constant dense<0.0> : tensor<f32>
    %2632 = "stablehlo.reduce"(%2630, %2631) ({
    ^bb0(%_r410a: tensor<f32>, %_r410b: tensor<f32>):
      %_r410c = stablehlo.add %_r410a, %_r410b : tensor<f32>
      "stablehlo.return"(%_r410c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2633 = stablehlo.add %2629, %2632 : tensor<f32>
    %2634 = stablehlo.multiply %1131, %1131 : tensor<1536x384xf32>
    %2635 = stablehlo.constant dense<0.0> : tensor<f32>
    %2636 = "stablehlo.reduce"(%2634, %2635) ({
    ^bb0(%_r411a: tensor<f32>, %_r411b: tensor<f32>):
      %_r411c = stablehlo.add %_r411a, %_r411b : tensor<f32>
      "stablehlo.return"(%_r411c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1536x384xf32>, tensor<f32>) -> tensor<1536xf32>
    %2637 = stablehlo.constant dense<0.0> : tensor<f32>
    %2638 = "stablehlo.reduce"(%2636, %2637) ({
    ^bb0(%_r412a: tensor<f32>, %_r412b: tensor<f32>):
      %_r412c = stablehlo.add %_r412a, %_r412b : tensor<f32>
      "stablehlo.return"(%_r412c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2639 = stablehlo.add %2633, %2638 : tensor<f32>
    %2640 = stablehlo.multiply %1133, %1133 : tensor<384xf32>
    %2641 = stablehlo.constant dense<0.0> : tensor<f32>
    %2642 = "stablehlo.reduce"(%2640, %2641) ({
    ^bb0(%_r413a: tensor<f32>, %_r413b: tensor<f32>):
      %_r413c = stablehlo.add %_r413a, %_r413b : tensor<f32>
      "stablehlo.return"(%_r413c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2643 = stablehlo.add %2639, %2642 : tensor<f32>
    %2644 = stablehlo.multiply %1128, %1128 : tensor<384xf32>
    %2645 = stablehlo.constant dense<0.0> : tensor<f32>
    %2646 = "stablehlo.reduce"(%2644, %2645) ({
    ^bb0(%_r414a: tensor<f32>, %_r414b: tensor<f32>):
      %_r414c = stablehlo.add %_r414a, %_r414b : tensor<f32>
      "stablehlo.return"(%_r414c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2647 = stablehlo.add %2643, %2646 : tensor<f32>
    %2648 = stablehlo.multiply %1121, %1121 : tensor<384xf32>
    %2649 = stablehlo.constant dense<0.0> : tensor<f32>
    %2650 = "stablehlo.reduce"(%2648, %2649) ({
    ^bb0(%_r415a: tensor<f32>, %_r415b: tensor<f32>):
      %_r415c = stablehlo.add %_r415a, %_r415b : tensor<f32>
      "stablehlo.return"(%_r415c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2651 = stablehlo.add %2647, %2650 : tensor<f32>
    %2652 = stablehlo.multiply %1123, %1123 : tensor<384xf32>
    %2653 = stablehlo.constant dense<0.0> : tensor<f32>
    %2654 = "stablehlo.reduce"(%2652, %2653) ({
    ^bb0(%_r416a: tensor<f32>, %_r416b: tensor<f32>):
      %_r416c = stablehlo.add %_r416a, %_r416b : tensor<f32>
      "stablehlo.return"(%_r416c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2655 = stablehlo.add %2651, %2654 : tensor<f32>
    %2656 = stablehlo.multiply %1100, %1100 : tensor<2x2x384x768xf32>
    %2657 = stablehlo.constant dense<0.0> : tensor<f32>
    %2658 = "stablehlo.reduce"(%2656, %2657) ({
    ^bb0(%_r417a: tensor<f32>, %_r417b: tensor<f32>):
      %_r417c = stablehlo.add %_r417a, %_r417b : tensor<f32>
      "stablehlo.return"(%_r417c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x384x768xf32>, tensor<f32>) -> tensor<2x2x384xf32>
    %2659 = stablehlo.constant dense<0.0> : tensor<f32>
    %2660 = "stablehlo.reduce"(%2658, %2659) ({
    ^bb0(%_r418a: tensor<f32>, %_r418b: tensor<f32>):
      %_r418c = stablehlo.add %_r418a, %_r418b : tensor<f32>
      "stablehlo.return"(%_r418c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x384xf32>, tensor<f32>) -> tensor<f32>
    %2661 = stablehlo.add %2655, %2660 : tensor<f32>
    %2662 = stablehlo.multiply %1102, %1102 : tensor<768xf32>
    %2663 = stablehlo.constant dense<0.0> : tensor<f32>
    %2664 = "stablehlo.reduce"(%2662, %2663) ({
    ^bb0(%_r419a: tensor<f32>, %_r419b: tensor<f32>):
      %_r419c = stablehlo.add %_r419a, %_r419b : tensor<f32>
      "stablehlo.return"(%_r419c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2665 = stablehlo.add %2661, %2664 : tensor<f32>
    %2666 = stablehlo.multiply %1094, %1094 : tensor<7x7x1x768xf32>
    %2667 = stablehlo.constant dense<0.0> : tensor<f32>
    %2668 = "stablehlo.reduce"(%2666, %2667) ({
    ^bb0(%_r420a: tensor<f32>, %_r420b: tensor<f32>):
      %_r420c = stablehlo.add %_r420a, %_r420b : tensor<f32>
      "stablehlo.return"(%_r420c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x768xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %2669 = stablehlo.constant dense<0.0> : tensor<f32>
    %2670 = "stablehlo.reduce"(%2668, %2669) ({
    ^bb0(%_r421a: tensor<f32>, %_r421b: tensor<f32>):
      %_r421c = stablehlo.add %_r421a, %_r421b : tensor<f32>
      "stablehlo.return"(%_r421c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %2671 = stablehlo.add %2665, %2670 : tensor<f32>
    %2672 = stablehlo.multiply %1096, %1096 : tensor<768xf32>
    %2673 = stablehlo.constant dense<0.0> : tensor<f32>
    %2674 = "stablehlo.reduce"(%2672, %2673) ({
    ^bb0(%_r422a: tensor<f32>, %_r422b: tensor<f32>):
      %_r422c = stablehlo.add %_r422a, %_r422b : tensor<f32>
      "stablehlo.return"(%_r422c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2675 = stablehlo.add %2671, %2674 : tensor<f32>
    %2676 = stablehlo.multiply %1089, %1089 : tensor<768xf32>
    %2677 = stablehlo.constant dense<0.0> : tensor<f32>
    %2678 = "stablehlo.reduce"(%2676, %2677) ({
    ^bb0(%_r423a: tensor<f32>, %_r423b: tensor<f32>):
      %_r423c = stablehlo.add %_r423a, %_r423b : tensor<f32>
      "stablehlo.return"(%_r423c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2679 = stablehlo.add %2675, %2678 : tensor<f32>
    %2680 = stablehlo.multiply %1091, %1091 : tensor<768xf32>
    %2681 = stablehlo.constant dense<0.0> : tensor<f32>
    %2682 = "stablehlo.reduce"(%2680, %2681) ({
    ^bb0(%_r424a: tensor<f32>, %_r424b: tensor<f32>):
      %_r424c = stablehlo.add %_r424a, %_r424b : tensor<f32>
      "stablehlo.return"(%_r424c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2683 = stablehlo.add %2679, %2682 : tensor<f32>
    %2684 = stablehlo.multiply %1068, %1068 : tensor<768x3072xf32>
    %2685 = stablehlo.constant dense<0.0> : tensor<f32>
    %2686 = "stablehlo.reduce"(%2684, %2685) ({
    ^bb0(%_r425a: tensor<f32>, %_r425b: tensor<f32>):
      %_r425c = stablehlo.add %_r425a, %_r425b : tensor<f32>
      "stablehlo.return"(%_r425c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<768x3072xf32>, tensor<f32>) -> tensor<768xf32>
    %2687 = stablehlo.constant dense<0.0> : tensor<f32>
    %2688 = "stablehlo.reduce"(%2686, %2687) ({
    ^bb0(%_r426a: tensor<f32>, %_r426b: tensor<f32>):
      %_r426c = stablehlo.add %_r426a, %_r426b : tensor<f32>
      "stablehlo.return"(%_r426c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2689 = stablehlo.add %2683, %2688 : tensor<f32>
    %2690 = stablehlo.multiply %1070, %1070 : tensor<3072xf32>
    %2691 = stablehlo.constant dense<0.0> : tensor<f32>
    %2692 = "stablehlo.reduce"(%2690, %2691) ({
    ^bb0(%_r427a: tensor<f32>, %_r427b: tensor<f32>):
      %_r427c = stablehlo.add %_r427a, %_r427b : tensor<f32>
      "stablehlo.return"(%_r427c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3072xf32>, tensor<f32>) -> tensor<f32>
    %2693 = stablehlo.add %2689, %2692 : tensor<f32>
    %2694 = stablehlo.multiply %1054, %1054 : tensor<3072x768xf32>
    %2695 = stablehlo.constant dense<0.0> : tensor<f32>
    %2696 = "stablehlo.reduce"(%2694, %2695) ({
    ^bb0(%_r428a: tensor<f32>, %_r428b: tensor<f32>):
      %_r428c = stablehlo.add %_r428a, %_r428b : tensor<f32>
      "stablehlo.return"(%_r428c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<3072x768xf32>, tensor<f32>) -> tensor<3072xf32>
    %2697 = stablehlo.constant dense<0.0> : tensor<f32>
    %2698 = "stablehlo.reduce"(%2696, %2697) ({
    ^bb0(%_r429a: tensor<f32>, %_r429b: tensor<f32>):
      %_r429c = stablehlo.add %_r429a, %_r429b : tensor<f32>
      "stablehlo.return"(%_r429c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3072xf32>, tensor<f32>) -> tensor<f32>
    %2699 = stablehlo.add %2693, %2698 : tensor<f32>
    %2700 = stablehlo.multiply %1056, %1056 : tensor<768xf32>
    %2701 = stablehlo.constant dense<0.0> : tensor<f32>
    %2702 = "stablehlo.reduce"(%2700, %2701) ({
    ^bb0(%_r430a: tensor<f32>, %_r430b: tensor<f32>):
      %_r430c = stablehlo.add %_r430a, %_r430b : tensor<f32>
      "stablehlo.return"(%_r430c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2703 = stablehlo.add %2699, %2702 : tensor<f32>
    %2704 = stablehlo.multiply %1051, %1051 : tensor<768xf32>
    %2705 = stablehlo.constant dense<0.0> : tensor<f32>
    %2706 = "stablehlo.reduce"(%2704, %2705) ({
    ^bb0(%_r431a: tensor<f32>, %_r431b: tensor<f32>):
      %_r431c = stablehlo.add %_r431a, %_r431b : tensor<f32>
      "stablehlo.return"(%_r431c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2707 = stablehlo.add %2703, %2706 : tensor<f32>
    %2708 = stablehlo.multiply %1043, %1043 : tensor<7x7x1x768xf32>
    %2709 = stablehlo.constant dense<0.0> : tensor<f32>
    %2710 = "stablehlo.reduce"(%2708, %2709) ({
    ^bb0(%_r432a: tensor<f32>, %_r432b: tensor<f32>):
      %_r432c = stablehlo.add %_r432a, %_r432b : tensor<f32>
      "stablehlo.return"(%_r432c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x768xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %2711 = stablehlo.constant dense<0.0> : tensor<f32>
    %2712 = "stablehlo.reduce"(%2710, %2711) ({
    ^bb0(%_r433a: tensor<f32>, %_r433b: tensor<f32>):
      %_r433c = stablehlo.add %_r433a, %_r433b : tensor<f32>
      "stablehlo.return"(%_r433c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %2713 = stablehlo.add %2707, %2712 : tensor<f32>
    %2714 = stablehlo.multiply %1045, %1045 : tensor<768xf32>
    %2715 = stablehlo.constant dense<0.0> : tensor<f32>
    %2716 = "stablehlo.reduce"(%2714, %2715) ({
    ^bb0(%_r434a: tensor<f32>, %_r434b: tensor<f32>):
      %_r434c = stablehlo.add %_r434a, %_r434b : tensor<f32>
      "stablehlo.return"(%_r434c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2717 = stablehlo.add %2713, %2716 : tensor<f32>
    %2718 = stablehlo.multiply %1038, %1038 : tensor<768xf32>
    %2719 = stablehlo.constant dense<0.0> : tensor<f32>
    %2720 = "stablehlo.reduce"(%2718, %2719) ({
    ^bb0(%_r435a: tensor<f32>, %_r435b: tensor<f32>):
      %_r435c = stablehlo.add %_r435a, %_r435b : tensor<f32>
      "stablehlo.return"(%_r435c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2721 = stablehlo.add %2717, %2720 : tensor<f32>
    %2722 = stablehlo.multiply %1040, %1040 : tensor<768xf32>
    %2723 = stablehlo.constant dense<0.0> : tensor<f32>
    %2724 = "stablehlo.reduce"(%2722, %2723) ({
    ^bb0(%_r436a: tensor<f32>, %_r436b: tensor<f32>):
      %_r436c = stablehlo.add %_r436a, %_r436b : tensor<f32>
      "stablehlo.return"(%_r436c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2725 = stablehlo.add %2721, %2724 : tensor<f32>
    %2726 = stablehlo.multiply %1017, %1017 : tensor<768x3072xf32>
    %2727 = stablehlo.constant dense<0.0> : tensor<f32>
    %2728 = "stablehlo.reduce"(%2726, %2727) ({
    ^bb0(%_r437a: tensor<f32>, %_r437b: tensor<f32>):
      %_r437c = stablehlo.add %_r437a, %_r437b : tensor<f32>
      "stablehlo.return"(%_r437c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<768x3072xf32>, tensor<f32>) -> tensor<768xf32>
    %2729 = stablehlo.constant dense<0.0> : tensor<f32>
    %2730 = "stablehlo.reduce"(%2728, %2729) ({
    ^bb0(%_r438a: tensor<f32>, %_r438b: tensor<f32>):
      %_r438c = stablehlo.add %_r438a, %_r438b : tensor<f32>
      "stablehlo.return"(%_r438c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2731 = stablehlo.add %2725, %2730 : tensor<f32>
    %2732 = stablehlo.multiply %1019, %1019 : tensor<3072xf32>
    %2733 = stablehlo.constant dense<0.0> : tensor<f32>
    %2734 = "stablehlo.reduce"(%2732, %2733) ({
    ^bb0(%_r439a: tensor<f32>, %_r439b: tensor<f32>):
      %_r439c = stablehlo.add %_r439a, %_r439b : tensor<f32>
      "stablehlo.return"(%_r439c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3072xf32>, tensor<f32>) -> tensor<f32>
    %2735 = stablehlo.add %2731, %2734 : tensor<f32>
    %2736 = stablehlo.multiply %1003, %1003 : tensor<3072x768xf32>
    %2737 = stablehlo.constant dense<0.0> : tensor<f32>
    %2738 = "stablehlo.reduce"(%2736, %2737) ({
    ^bb0(%_r440a: tensor<f32>, %_r440b: tensor<f32>):
      %_r440c = stablehlo.add %_r440a, %_r440b : tensor<f32>
      "stablehlo.return"(%_r440c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<3072x768xf32>, tensor<f32>) -> tensor<3072xf32>
    %2739 = stablehlo.constant dense<0.0> : tensor<f32>
    %2740 = "stablehlo.reduce"(%2738, %2739) ({
    ^bb0(%_r441a: tensor<f32>, %_r441b: tensor<f32>):
      %_r441c = stablehlo.add %_r441a, %_r441b : tensor<f32>
      "stablehlo.return"(%_r441c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3072xf32>, tensor<f32>) -> tensor<f32>
    %2741 = stablehlo.add %2735, %2740 : tensor<f32>
    %2742 = stablehlo.multiply %1005, %1005 : tensor<768xf32>
    %2743 = stablehlo.constant dense<0.0> : tensor<f32>
    %2744 = "stablehlo.reduce"(%2742, %2743) ({
    ^bb0(%_r442a: tensor<f32>, %_r442b: tensor<f32>):
      %_r442c = stablehlo.add %_r442a, %_r442b : tensor<f32>
      "stablehlo.return"(%_r442c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2745 = stablehlo.add %2741, %2744 : tensor<f32>
    %2746 = stablehlo.multiply %1000, %1000 : tensor<768xf32>
    %2747 = stablehlo.constant dense<0.0> : tensor<f32>
    %2748 = "stablehlo.reduce"(%2746, %2747) ({
    ^bb0(%_r443a: tensor<f32>, %_r443b: tensor<f32>):
      %_r443c = stablehlo.add %_r443a, %_r443b : tensor<f32>
      "stablehlo.return"(%_r443c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2749 = stablehlo.add %2745, %2748 : tensor<f32>
    %2750 = stablehlo.multiply %992, %992 : tensor<7x7x1x768xf32>
    %2751 = stablehlo.constant dense<0.0> : tensor<f32>
    %2752 = "stablehlo.reduce"(%2750, %2751) ({
    ^bb0(%_r444a: tensor<f32>, %_r444b: tensor<f32>):
      %_r444c = stablehlo.add %_r444a, %_r444b : tensor<f32>
      "stablehlo.return"(%_r444c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x768xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %2753 = stablehlo.constant dense<0.0> : tensor<f32>
    %2754 = "stablehlo.reduce"(%2752, %2753) ({
    ^bb0(%_r445a: tensor<f32>, %_r445b: tensor<f32>):
      %_r445c = stablehlo.add %_r445a, %_r445b : tensor<f32>
      "stablehlo.return"(%_r445c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %2755 = stablehlo.add %2749, %2754 : tensor<f32>
    %2756 = stablehlo.multiply %994, %994 : tensor<768xf32>
    %2757 = stablehlo.constant dense<0.0> : tensor<f32>
    %2758 = "stablehlo.reduce"(%2756, %2757) ({
    ^bb0(%_r446a: tensor<f32>, %_r446b: tensor<f32>):
      %_r446c = stablehlo.add %_r446a, %_r446b : tensor<f32>
      "stablehlo.return"(%_r446c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2759 = stablehlo.add %2755, %2758 : tensor<f32>
    %2760 = stablehlo.multiply %987, %987 : tensor<768xf32>
    %2761 = stablehlo.constant dense<0.0> : tensor<f32>
    %2762 = "stablehlo.reduce"(%2760, %2761) ({
    ^bb0(%_r447a: tensor<f32>, %_r447b: tensor<f32>):
      %_r447c = stablehlo.add %_r447a, %_r447b : tensor<f32>
      "stablehlo.return"(%_r447c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2763 = stablehlo.add %2759, %2762 : tensor<f32>
    %2764 = stablehlo.multiply %989, %989 : tensor<768xf32>
    %2765 = stablehlo.constant dense<0.0> : tensor<f32>
    %2766 = "stablehlo.reduce"(%2764, %2765) ({
    ^bb0(%_r448a: tensor<f32>, %_r448b: tensor<f32>):
      %_r448c = stablehlo.add %_r448a, %_r448b : tensor<f32>
      "stablehlo.return"(%_r448c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2767 = stablehlo.add %2763, %2766 : tensor<f32>
    %2768 = stablehlo.multiply %966, %966 : tensor<768x3072xf32>
    %2769 = stablehlo.constant dense<0.0> : tensor<f32>
    %2770 = "stablehlo.reduce"(%2768, %2769) ({
    ^bb0(%_r449a: tensor<f32>, %_r449b: tensor<f32>):
      %_r449c = stablehlo.add %_r449a, %_r449b : tensor<f32>
      "stablehlo.return"(%_r449c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<768x3072xf32>, tensor<f32>) -> tensor<768xf32>
    %2771 = stablehlo.constant dense<0.0> : tensor<f32>
    %2772 = "stablehlo.reduce"(%2770, %2771) ({
    ^bb0(%_r450a: tensor<f32>, %_r450b: tensor<f32>):
      %_r450c = stablehlo.add %_r450a, %_r450b : tensor<f32>
      "stablehlo.return"(%_r450c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2773 = stablehlo.add %2767, %2772 : tensor<f32>
    %2774 = stablehlo.multiply %968, %968 : tensor<3072xf32>
    %2775 = stablehlo.constant dense<0.0> : tensor<f32>
    %2776 = "stablehlo.reduce"(%2774, %2775) ({
    ^bb0(%_r451a: tensor<f32>, %_r451b: tensor<f32>):
      %_r451c = stablehlo.add %_r451a, %_r451b : tensor<f32>
      "stablehlo.return"(%_r451c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3072xf32>, tensor<f32>) -> tensor<f32>
    %2777 = stablehlo.add %2773, %2776 : tensor<f32>
    %2778 = stablehlo.multiply %952, %952 : tensor<3072x768xf32>
    %2779 = stablehlo.constant dense<0.0> : tensor<f32>
    %2780 = "stablehlo.reduce"(%2778, %2779) ({
    ^bb0(%_r452a: tensor<f32>, %_r452b: tensor<f32>):
      %_r452c = stablehlo.add %_r452a, %_r452b : tensor<f32>
      "stablehlo.return"(%_r452c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<3072x768xf32>, tensor<f32>) -> tensor<3072xf32>
    %2781 = stablehlo.constant dense<0.0> : tensor<f32>
    %2782 = "stablehlo.reduce"(%2780, %2781) ({
    ^bb0(%_r453a: tensor<f32>, %_r453b: tensor<f32>):
      %_r453c = stablehlo.add %_r453a, %_r453b : tensor<f32>
      "stablehlo.return"(%_r453c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3072xf32>, tensor<f32>) -> tensor<f32>
    %2783 = stablehlo.add %2777, %2782 : tensor<f32>
    %2784 = stablehlo.multiply %954, %954 : tensor<768xf32>
    %2785 = stablehlo.constant dense<0.0> : tensor<f32>
    %2786 = "stablehlo.reduce"(%2784, %2785) ({
    ^bb0(%_r454a: tensor<f32>, %_r454b: tensor<f32>):
      %_r454c = stablehlo.add %_r454a, %_r454b : tensor<f32>
      "stablehlo.return"(%_r454c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2787 = stablehlo.add %2783, %2786 : tensor<f32>
    %2788 = stablehlo.multiply %949, %949 : tensor<768xf32>
    %2789 = stablehlo.constant dense<0.0> : tensor<f32>
    %2790 = "stablehlo.reduce"(%2788, %2789) ({
    ^bb0(%_r455a: tensor<f32>, %_r455b: tensor<f32>):
      %_r455c = stablehlo.add %_r455a, %_r455b : tensor<f32>
      "stablehlo.return"(%_r455c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2791 = stablehlo.add %2787, %2790 : tensor<f32>
    %2792 = stablehlo.multiply %939, %939 : tensor<768xf32>
    %2793 = stablehlo.constant dense<0.0> : tensor<f32>
    %2794 = "stablehlo.reduce"(%2792, %2793) ({
    ^bb0(%_r456a: tensor<f32>, %_r456b: tensor<f32>):
      %_r456c = stablehlo.add %_r456a, %_r456b : tensor<f32>
      "stablehlo.return"(%_r456c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2795 = stablehlo.add %2791, %2794 : tensor<f32>
    %2796 = stablehlo.multiply %941, %941 : tensor<768xf32>
    %2797 = stablehlo.constant dense<0.0> : tensor<f32>
    %2798 = "stablehlo.reduce"(%2796, %2797) ({
    ^bb0(%_r457a: tensor<f32>, %_r457b: tensor<f32>):
      %_r457c = stablehlo.add %_r457a, %_r457b : tensor<f32>
      "stablehlo.return"(%_r457c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2799 = stablehlo.add %2795, %2798 : tensor<f32>
    %2800 = stablehlo.multiply %918, %918 : tensor<768x1000xf32>
    %2801 = stablehlo.constant dense<0.0> : tensor<f32>
    %2802 = "stablehlo.reduce"(%2800, %2801) ({
    ^bb0(%_r458a: tensor<f32>, %_r458b: tensor<f32>):
      %_r458c = stablehlo.add %_r458a, %_r458b : tensor<f32>
      "stablehlo.return"(%_r458c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<768x1000xf32>, tensor<f32>) -> tensor<768xf32>
    %2803 = stablehlo.constant dense<0.0> : tensor<f32>
    %2804 = "stablehlo.reduce"(%2802, %2803) ({
    ^bb0(%_r459a: tensor<f32>, %_r459b: tensor<f32>):
      %_r459c = stablehlo.add %_r459a, %_r459b : tensor<f32>
      "stablehlo.return"(%_r459c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2805 = stablehlo.add %2799, %2804 : tensor<f32>
    %2806 = stablehlo.multiply %920, %920 : tensor<1000xf32>
    %2807 = stablehlo.constant dense<0.0> : tensor<f32>
    %2808 = "stablehlo.reduce"(%2806, %2807) ({
    ^bb0(%_r460a: tensor<f32>, %_r460b: tensor<f32>):
      %_r460c = stablehlo.add %_r460a, %_r460b : tensor<f32>
      "stablehlo.return"(%_r460c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1000xf32>, tensor<f32>) -> tensor<f32>
    %2809 = stablehlo.add %2805, %2808 : tensor<f32>
    %2810 = stablehlo.sqrt %2809 : tensor<f32>
    %2811 = stablehlo.constant dense<1.0> : tensor<f32>
    %2812 = "stablehlo.compare"(%2810, %2811) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %2813 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x4x3x96xf32>
    %2814 = stablehlo.divide %1962, %2813 : tensor<4x4x3x96xf32>
    %2815 = stablehlo.constant dense<1.0> : tensor<4x4x3x96xf32>
    %2816 = stablehlo.multiply %2814, %2815 : tensor<4x4x3x96xf32>
    %2817 = "stablehlo.select"(%2812, %1962, %2816) : (tensor<i1>, tensor<4x4x3x96xf32>, tensor<4x4x3x96xf32>) -> tensor<4x4x3x96xf32>
    %2818 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %2819 = stablehlo.divide %1964, %2818 : tensor<96xf32>
    %2820 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %2821 = stablehlo.multiply %2819, %2820 : tensor<96xf32>
    %2822 = "stablehlo.select"(%2812, %1964, %2821) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %2823 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %2824 = stablehlo.divide %1959, %2823 : tensor<96xf32>
    %2825 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %2826 = stablehlo.multiply %2824, %2825 : tensor<96xf32>
    %2827 = "stablehlo.select"(%2812, %1959, %2826) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %2828 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %2829 = stablehlo.divide %1961, %2828 : tensor<96xf32>
    %2830 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %2831 = stablehlo.multiply %2829, %2830 : tensor<96xf32>
    %2832 = "stablehlo.select"(%2812, %1961, %2831) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %2833 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x96xf32>
    %2834 = stablehlo.divide %1937, %2833 : tensor<7x7x1x96xf32>
    %2835 = stablehlo.constant dense<1.0> : tensor<7x7x1x96xf32>
    %2836 = stablehlo.multiply %2834, %2835 : tensor<7x7x1x96xf32>
    %2837 = "stablehlo.select"(%2812, %1937, %2836) : (tensor<i1>, tensor<7x7x1x96xf32>, tensor<7x7x1x96xf32>) -> tensor<7x7x1x96xf32>
    %2838 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %2839 = stablehlo.divide %1939, %2838 : tensor<96xf32>
    %2840 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %2841 = stablehlo.multiply %2839, %2840 : tensor<96xf32>
    %2842 = "stablehlo.select"(%2812, %1939, %2841) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %2843 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %2844 = stablehlo.divide %1932, %2843 : tensor<96xf32>
    %2845 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %2846 = stablehlo.multiply %2844, %2845 : tensor<96xf32>
    %2847 = "stablehlo.select"(%2812, %1932, %2846) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %2848 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %2849 = stablehlo.divide %1934, %2848 : tensor<96xf32>
    %2850 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %2851 = stablehlo.multiply %2849, %2850 : tensor<96xf32>
    %2852 = "stablehlo.select"(%2812, %1934, %2851) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %2853 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96x384xf32>
    %2854 = stablehlo.divide %1911, %2853 : tensor<96x384xf32>
    %2855 = stablehlo.constant dense<1.0> : tensor<96x384xf32>
    %2856 = stablehlo.multiply %2854, %2855 : tensor<96x384xf32>
    %2857 = "stablehlo.select"(%2812, %1911, %2856) : (tensor<i1>, tensor<96x384xf32>, tensor<96x384xf32>) -> tensor<96x384xf32>
    %2858 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %2859 = stablehlo.divide %1913, %2858 : tensor<384xf32>
    %2860 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %2861 = stablehlo.multiply %2859, %2860 : tensor<384xf32>
    %2862 = "stablehlo.select"(%2812, %1913, %2861) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %2863 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x96xf32>
    %2864 = stablehlo.divide %1897, %2863 : tensor<384x96xf32>
    %2865 = stablehlo.constant dense<1.0> : tensor<384x96xf32>
    %2866 = stablehlo.multiply %2864, %2865 : tensor<384x96xf32>
    %2867 = "stablehlo.select"(%2812, %1897, %2866) : (tensor<i1>, tensor<384x96xf32>, tensor<384x96xf32>) -> tensor<384x96xf32>
    %2868 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %2869 = stablehlo.divide %1899, %2868 : tensor<96xf32>
    %2870 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %2871 = stablehlo.multiply %2869, %2870 : tensor<96xf32>
    %2872 = "stablehlo.select"(%2812, %1899, %2871) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %2873 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %2874 = stablehlo.divide %1894, %2873 : tensor<96xf32>
    %2875 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %2876 = stablehlo.multiply %2874, %2875 : tensor<96xf32>
    %2877 = "stablehlo.select"(%2812, %1894, %2876) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %2878 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x96xf32>
    %2879 = stablehlo.divide %1886, %2878 : tensor<7x7x1x96xf32>
    %2880 = stablehlo.constant dense<1.0> : tensor<7x7x1x96xf32>
    %2881 = stablehlo.multiply %2879, %2880 : tensor<7x7x1x96xf32>
    %2882 = "stablehlo.select"(%2812, %1886, %2881) : (tensor<i1>, tensor<7x7x1x96xf32>, tensor<7x7x1x96xf32>) -> tensor<7x7x1x96xf32>
    %2883 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %2884 = stablehlo.divide %1888, %2883 : tensor<96xf32>
    %2885 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %2886 = stablehlo.multiply %2884, %2885 : tensor<96xf32>
    %2887 = "stablehlo.select"(%2812, %1888, %2886) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %2888 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %2889 = stablehlo.divide %1881, %2888 : tensor<96xf32>
    %2890 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %2891 = stablehlo.multiply %2889, %2890 : tensor<96xf32>
    %2892 = "stablehlo.select"(%2812, %1881, %2891) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %2893 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %2894 = stablehlo.divide %1883, %2893 : tensor<96xf32>
    %2895 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %2896 = stablehlo.multiply %2894, %2895 : tensor<96xf32>
    %2897 = "stablehlo.select"(%2812, %1883, %2896) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %2898 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96x384xf32>
    %2899 = stablehlo.divide %1860, %2898 : tensor<96x384xf32>
    %2900 = stablehlo.constant dense<1.0> : tensor<96x384xf32>
    %2901 = stablehlo.multiply %2899, %2900 : tensor<96x384xf32>
    %2902 = "stablehlo.select"(%2812, %1860, %2901) : (tensor<i1>, tensor<96x384xf32>, tensor<96x384xf32>) -> tensor<96x384xf32>
    %2903 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %2904 = stablehlo.divide %1862, %2903 : tensor<384xf32>
    %2905 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %2906 = stablehlo.multiply %2904, %2905 : tensor<384xf32>
    %2907 = "stablehlo.select"(%2812, %1862, %2906) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %2908 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x96xf32>
    %2909 = stablehlo.divide %1846, %2908 : tensor<384x96xf32>
    %2910 = stablehlo.constant dense<1.0> : tensor<384x96xf32>
    %2911 = stablehlo.multiply %2909, %2910 : tensor<384x96xf32>
    %2912 = "stablehlo.select"(%2812, %1846, %2911) : (tensor<i1>, tensor<384x96xf32>, tensor<384x96xf32>) -> tensor<384x96xf32>
    %2913 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %2914 = stablehlo.divide %1848, %2913 : tensor<96xf32>
    %2915 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %2916 = stablehlo.multiply %2914, %2915 : tensor<96xf32>
    %2917 = "stablehlo.select"(%2812, %1848, %2916) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %2918 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %2919 = stablehlo.divide %1843, %2918 : tensor<96xf32>
    %2920 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %2921 = stablehlo.multiply %2919, %2920 : tensor<96xf32>
    %2922 = "stablehlo.select"(%2812, %1843, %2921) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %2923 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x96xf32>
    %2924 = stablehlo.divide %1835, %2923 : tensor<7x7x1x96xf32>
    %2925 = stablehlo.constant dense<1.0> : tensor<7x7x1x96xf32>
    %2926 = stablehlo.multiply %2924, %2925 : tensor<7x7x1x96xf32>
    %2927 = "stablehlo.select"(%2812, %1835, %2926) : (tensor<i1>, tensor<7x7x1x96xf32>, tensor<7x7x1x96xf32>) -> tensor<7x7x1x96xf32>
    %2928 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %2929 = stablehlo.divide %1837, %2928 : tensor<96xf32>
    %2930 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %2931 = stablehlo.multiply %2929, %2930 : tensor<96xf32>
    %2932 = "stablehlo.select"(%2812, %1837, %2931) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %2933 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %2934 = stablehlo.divide %1830, %2933 : tensor<96xf32>
    %2935 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %2936 = stablehlo.multiply %2934, %2935 : tensor<96xf32>
    %2937 = "stablehlo.select"(%2812, %1830, %2936) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %2938 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %2939 = stablehlo.divide %1832, %2938 : tensor<96xf32>
    %2940 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %2941 = stablehlo.multiply %2939, %2940 : tensor<96xf32>
    %2942 = "stablehlo.select"(%2812, %1832, %2941) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %2943 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96x384xf32>
    %2944 = stablehlo.divide %1809, %2943 : tensor<96x384xf32>
    %2945 = stablehlo.constant dense<1.0> : tensor<96x384xf32>
    %2946 = stablehlo.multiply %2944, %2945 : tensor<96x384xf32>
    %2947 = "stablehlo.select"(%2812, %1809, %2946) : (tensor<i1>, tensor<96x384xf32>, tensor<96x384xf32>) -> tensor<96x384xf32>
    %2948 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %2949 = stablehlo.divide %1811, %2948 : tensor<384xf32>
    %2950 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %2951 = stablehlo.multiply %2949, %2950 : tensor<384xf32>
    %2952 = "stablehlo.select"(%2812, %1811, %2951) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %2953 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x96xf32>
    %2954 = stablehlo.divide %1795, %2953 : tensor<384x96xf32>
    %2955 = stablehlo.constant dense<1.0> : tensor<384x96xf32>
    %2956 = stablehlo.multiply %2954, %2955 : tensor<384x96xf32>
    %2957 = "stablehlo.select"(%2812, %1795, %2956) : (tensor<i1>, tensor<384x96xf32>, tensor<384x96xf32>) -> tensor<384x96xf32>
    %2958 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %2959 = stablehlo.divide %1797, %2958 : tensor<96xf32>
    %2960 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %2961 = stablehlo.multiply %2959, %2960 : tensor<96xf32>
    %2962 = "stablehlo.select"(%2812, %1797, %2961) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %2963 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %2964 = stablehlo.divide %1792, %2963 : tensor<96xf32>
    %2965 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %2966 = stablehlo.multiply %2964, %2965 : tensor<96xf32>
    %2967 = "stablehlo.select"(%2812, %1792, %2966) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %2968 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %2969 = stablehlo.divide %1785, %2968 : tensor<96xf32>
    %2970 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %2971 = stablehlo.multiply %2969, %2970 : tensor<96xf32>
    %2972 = "stablehlo.select"(%2812, %1785, %2971) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %2973 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %2974 = stablehlo.divide %1787, %2973 : tensor<96xf32>
    %2975 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %2976 = stablehlo.multiply %2974, %2975 : tensor<96xf32>
    %2977 = "stablehlo.select"(%2812, %1787, %2976) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %2978 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x96x192xf32>
    %2979 = stablehlo.divide %1764, %2978 : tensor<2x2x96x192xf32>
    %2980 = stablehlo.constant dense<1.0> : tensor<2x2x96x192xf32>
    %2981 = stablehlo.multiply %2979, %2980 : tensor<2x2x96x192xf32>
    %2982 = "stablehlo.select"(%2812, %1764, %2981) : (tensor<i1>, tensor<2x2x96x192xf32>, tensor<2x2x96x192xf32>) -> tensor<2x2x96x192xf32>
    %2983 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %2984 = stablehlo.divide %1766, %2983 : tensor<192xf32>
    %2985 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %2986 = stablehlo.multiply %2984, %2985 : tensor<192xf32>
    %2987 = "stablehlo.select"(%2812, %1766, %2986) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %2988 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x192xf32>
    %2989 = stablehlo.divide %1758, %2988 : tensor<7x7x1x192xf32>
    %2990 = stablehlo.constant dense<1.0> : tensor<7x7x1x192xf32>
    %2991 = stablehlo.multiply %2989, %2990 : tensor<7x7x1x192xf32>
    %2992 = "stablehlo.select"(%2812, %1758, %2991) : (tensor<i1>, tensor<7x7x1x192xf32>, tensor<7x7x1x192xf32>) -> tensor<7x7x1x192xf32>
    %2993 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %2994 = stablehlo.divide %1760, %2993 : tensor<192xf32>
    %2995 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %2996 = stablehlo.multiply %2994, %2995 : tensor<192xf32>
    %2997 = "stablehlo.select"(%2812, %1760, %2996) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %2998 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %2999 = stablehlo.divide %1753, %2998 : tensor<192xf32>
    %3000 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3001 = stablehlo.multiply %2999, %3000 : tensor<192xf32>
    %3002 = "stablehlo.select"(%2812, %1753, %3001) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3003 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3004 = stablehlo.divide %1755, %3003 : tensor<192xf32>
    %3005 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3006 = stablehlo.multiply %3004, %3005 : tensor<192xf32>
    %3007 = "stablehlo.select"(%2812, %1755, %3006) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3008 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %3009 = stablehlo.divide %1732, %3008 : tensor<192x768xf32>
    %3010 = stablehlo.constant dense<1.0> : tensor<192x768xf32>
    %3011 = stablehlo.multiply %3009, %3010 : tensor<192x768xf32>
    %3012 = "stablehlo.select"(%2812, %1732, %3011) : (tensor<i1>, tensor<192x768xf32>, tensor<192x768xf32>) -> tensor<192x768xf32>
    %3013 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3014 = stablehlo.divide %1734, %3013 : tensor<768xf32>
    %3015 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3016 = stablehlo.multiply %3014, %3015 : tensor<768xf32>
    %3017 = "stablehlo.select"(%2812, %1734, %3016) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3018 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %3019 = stablehlo.divide %1718, %3018 : tensor<768x192xf32>
    %3020 = stablehlo.constant dense<1.0> : tensor<768x192xf32>
    %3021 = stablehlo.multiply %3019, %3020 : tensor<768x192xf32>
    %3022 = "stablehlo.select"(%2812, %1718, %3021) : (tensor<i1>, tensor<768x192xf32>, tensor<768x192xf32>) -> tensor<768x192xf32>
    %3023 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3024 = stablehlo.divide %1720, %3023 : tensor<192xf32>
    %3025 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3026 = stablehlo.multiply %3024, %3025 : tensor<192xf32>
    %3027 = "stablehlo.select"(%2812, %1720, %3026) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3028 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3029 = stablehlo.divide %1715, %3028 : tensor<192xf32>
    %3030 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3031 = stablehlo.multiply %3029, %3030 : tensor<192xf32>
    %3032 = "stablehlo.select"(%2812, %1715, %3031) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3033 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x192xf32>
    %3034 = stablehlo.divide %1707, %3033 : tensor<7x7x1x192xf32>
    %3035 = stablehlo.constant dense<1.0> : tensor<7x7x1x192xf32>
    %3036 = stablehlo.multiply %3034, %3035 : tensor<7x7x1x192xf32>
    %3037 = "stablehlo.select"(%2812, %1707, %3036) : (tensor<i1>, tensor<7x7x1x192xf32>, tensor<7x7x1x192xf32>) -> tensor<7x7x1x192xf32>
    %3038 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3039 = stablehlo.divide %1709, %3038 : tensor<192xf32>
    %3040 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3041 = stablehlo.multiply %3039, %3040 : tensor<192xf32>
    %3042 = "stablehlo.select"(%2812, %1709, %3041) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3043 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3044 = stablehlo.divide %1702, %3043 : tensor<192xf32>
    %3045 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3046 = stablehlo.multiply %3044, %3045 : tensor<192xf32>
    %3047 = "stablehlo.select"(%2812, %1702, %3046) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3048 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3049 = stablehlo.divide %1704, %3048 : tensor<192xf32>
    %3050 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3051 = stablehlo.multiply %3049, %3050 : tensor<192xf32>
    %3052 = "stablehlo.select"(%2812, %1704, %3051) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3053 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %3054 = stablehlo.divide %1681, %3053 : tensor<192x768xf32>
    %3055 = stablehlo.constant dense<1.0> : tensor<192x768xf32>
    %3056 = stablehlo.multiply %3054, %3055 : tensor<192x768xf32>
    %3057 = "stablehlo.select"(%2812, %1681, %3056) : (tensor<i1>, tensor<192x768xf32>, tensor<192x768xf32>) -> tensor<192x768xf32>
    %3058 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3059 = stablehlo.divide %1683, %3058 : tensor<768xf32>
    %3060 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3061 = stablehlo.multiply %3059, %3060 : tensor<768xf32>
    %3062 = "stablehlo.select"(%2812, %1683, %3061) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3063 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %3064 = stablehlo.divide %1667, %3063 : tensor<768x192xf32>
    %3065 = stablehlo.constant dense<1.0> : tensor<768x192xf32>
    %3066 = stablehlo.multiply %3064, %3065 : tensor<768x192xf32>
    %3067 = "stablehlo.select"(%2812, %1667, %3066) : (tensor<i1>, tensor<768x192xf32>, tensor<768x192xf32>) -> tensor<768x192xf32>
    %3068 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3069 = stablehlo.divide %1669, %3068 : tensor<192xf32>
    %3070 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3071 = stablehlo.multiply %3069, %3070 : tensor<192xf32>
    %3072 = "stablehlo.select"(%2812, %1669, %3071) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3073 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3074 = stablehlo.divide %1664, %3073 : tensor<192xf32>
    %3075 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3076 = stablehlo.multiply %3074, %3075 : tensor<192xf32>
    %3077 = "stablehlo.select"(%2812, %1664, %3076) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3078 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x192xf32>
    %3079 = stablehlo.divide %1656, %3078 : tensor<7x7x1x192xf32>
    %3080 = stablehlo.constant dense<1.0> : tensor<7x7x1x192xf32>
    %3081 = stablehlo.multiply %3079, %3080 : tensor<7x7x1x192xf32>
    %3082 = "stablehlo.select"(%2812, %1656, %3081) : (tensor<i1>, tensor<7x7x1x192xf32>, tensor<7x7x1x192xf32>) -> tensor<7x7x1x192xf32>
    %3083 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3084 = stablehlo.divide %1658, %3083 : tensor<192xf32>
    %3085 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3086 = stablehlo.multiply %3084, %3085 : tensor<192xf32>
    %3087 = "stablehlo.select"(%2812, %1658, %3086) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3088 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3089 = stablehlo.divide %1651, %3088 : tensor<192xf32>
    %3090 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3091 = stablehlo.multiply %3089, %3090 : tensor<192xf32>
    %3092 = "stablehlo.select"(%2812, %1651, %3091) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3093 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3094 = stablehlo.divide %1653, %3093 : tensor<192xf32>
    %3095 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3096 = stablehlo.multiply %3094, %3095 : tensor<192xf32>
    %3097 = "stablehlo.select"(%2812, %1653, %3096) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3098 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %3099 = stablehlo.divide %1630, %3098 : tensor<192x768xf32>
    %3100 = stablehlo.constant dense<1.0> : tensor<192x768xf32>
    %3101 = stablehlo.multiply %3099, %3100 : tensor<192x768xf32>
    %3102 = "stablehlo.select"(%2812, %1630, %3101) : (tensor<i1>, tensor<192x768xf32>, tensor<192x768xf32>) -> tensor<192x768xf32>
    %3103 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3104 = stablehlo.divide %1632, %3103 : tensor<768xf32>
    %3105 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3106 = stablehlo.multiply %3104, %3105 : tensor<768xf32>
    %3107 = "stablehlo.select"(%2812, %1632, %3106) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3108 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %3109 = stablehlo.divide %1616, %3108 : tensor<768x192xf32>
    %3110 = stablehlo.constant dense<1.0> : tensor<768x192xf32>
    %3111 = stablehlo.multiply %3109, %3110 : tensor<768x192xf32>
    %3112 = "stablehlo.select"(%2812, %1616, %3111) : (tensor<i1>, tensor<768x192xf32>, tensor<768x192xf32>) -> tensor<768x192xf32>
    %3113 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3114 = stablehlo.divide %1618, %3113 : tensor<192xf32>
    %3115 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3116 = stablehlo.multiply %3114, %3115 : tensor<192xf32>
    %3117 = "stablehlo.select"(%2812, %1618, %3116) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3118 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3119 = stablehlo.divide %1613, %3118 : tensor<192xf32>
    %3120 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3121 = stablehlo.multiply %3119, %3120 : tensor<192xf32>
    %3122 = "stablehlo.select"(%2812, %1613, %3121) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3123 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3124 = stablehlo.divide %1606, %3123 : tensor<192xf32>
    %3125 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3126 = stablehlo.multiply %3124, %3125 : tensor<192xf32>
    %3127 = "stablehlo.select"(%2812, %1606, %3126) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3128 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3129 = stablehlo.divide %1608, %3128 : tensor<192xf32>
    %3130 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3131 = stablehlo.multiply %3129, %3130 : tensor<192xf32>
    %3132 = "stablehlo.select"(%2812, %1608, %3131) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3133 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x192x384xf32>
    %3134 = stablehlo.divide %1585, %3133 : tensor<2x2x192x384xf32>
    %3135 = stablehlo.constant dense<1.0> : tensor<2x2x192x384xf32>
    %3136 = stablehlo.multiply %3134, %3135 : tensor<2x2x192x384xf32>
    %3137 = "stablehlo.select"(%2812, %1585, %3136) : (tensor<i1>, tensor<2x2x192x384xf32>, tensor<2x2x192x384xf32>) -> tensor<2x2x192x384xf32>
    %3138 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3139 = stablehlo.divide %1587, %3138 : tensor<384xf32>
    %3140 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3141 = stablehlo.multiply %3139, %3140 : tensor<384xf32>
    %3142 = "stablehlo.select"(%2812, %1587, %3141) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3143 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %3144 = stablehlo.divide %1579, %3143 : tensor<7x7x1x384xf32>
    %3145 = stablehlo.constant dense<1.0> : tensor<7x7x1x384xf32>
    %3146 = stablehlo.multiply %3144, %3145 : tensor<7x7x1x384xf32>
    %3147 = "stablehlo.select"(%2812, %1579, %3146) : (tensor<i1>, tensor<7x7x1x384xf32>, tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %3148 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3149 = stablehlo.divide %1581, %3148 : tensor<384xf32>
    %3150 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3151 = stablehlo.multiply %3149, %3150 : tensor<384xf32>
    %3152 = "stablehlo.select"(%2812, %1581, %3151) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3153 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3154 = stablehlo.divide %1574, %3153 : tensor<384xf32>
    %3155 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3156 = stablehlo.multiply %3154, %3155 : tensor<384xf32>
    %3157 = "stablehlo.select"(%2812, %1574, %3156) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3158 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3159 = stablehlo.divide %1576, %3158 : tensor<384xf32>
    %3160 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3161 = stablehlo.multiply %3159, %3160 : tensor<384xf32>
    %3162 = "stablehlo.select"(%2812, %1576, %3161) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3163 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %3164 = stablehlo.divide %1553, %3163 : tensor<384x1536xf32>
    %3165 = stablehlo.constant dense<1.0> : tensor<384x1536xf32>
    %3166 = stablehlo.multiply %3164, %3165 : tensor<384x1536xf32>
    %3167 = "stablehlo.select"(%2812, %1553, %3166) : (tensor<i1>, tensor<384x1536xf32>, tensor<384x1536xf32>) -> tensor<384x1536xf32>
    %3168 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %3169 = stablehlo.divide %1555, %3168 : tensor<1536xf32>
    %3170 = stablehlo.constant dense<1.0> : tensor<1536xf32>
    %3171 = stablehlo.multiply %3169, %3170 : tensor<1536xf32>
    %3172 = "stablehlo.select"(%2812, %1555, %3171) : (tensor<i1>, tensor<1536xf32>, tensor<1536xf32>) -> tensor<1536xf32>
    %3173 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %3174 = stablehlo.divide %1539, %3173 : tensor<1536x384xf32>
    %3175 = stablehlo.constant dense<1.0> : tensor<1536x384xf32>
    %3176 = stablehlo.multiply %3174, %3175 : tensor<1536x384xf32>
    %3177 = "stablehlo.select"(%2812, %1539, %3176) : (tensor<i1>, tensor<1536x384xf32>, tensor<1536x384xf32>) -> tensor<1536x384xf32>
    %3178 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3179 = stablehlo.divide %1541, %3178 : tensor<384xf32>
    %3180 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3181 = stablehlo.multiply %3179, %3180 : tensor<384xf32>
    %3182 = "stablehlo.select"(%2812, %1541, %3181) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3183 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3184 = stablehlo.divide %1536, %3183 : tensor<384xf32>
    %3185 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3186 = stablehlo.multiply %3184, %3185 : tensor<384xf32>
    %3187 = "stablehlo.select"(%2812, %1536, %3186) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3188 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %3189 = stablehlo.divide %1528, %3188 : tensor<7x7x1x384xf32>
    %3190 = stablehlo.constant dense<1.0> : tensor<7x7x1x384xf32>
    %3191 = stablehlo.multiply %3189, %3190 : tensor<7x7x1x384xf32>
    %3192 = "stablehlo.select"(%2812, %1528, %3191) : (tensor<i1>, tensor<7x7x1x384xf32>, tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %3193 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3194 = stablehlo.divide %1530, %3193 : tensor<384xf32>
    %3195 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3196 = stablehlo.multiply %3194, %3195 : tensor<384xf32>
    %3197 = "stablehlo.select"(%2812, %1530, %3196) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3198 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3199 = stablehlo.divide %1523, %3198 : tensor<384xf32>
    %3200 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3201 = stablehlo.multiply %3199, %3200 : tensor<384xf32>
    %3202 = "stablehlo.select"(%2812, %1523, %3201) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3203 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3204 = stablehlo.divide %1525, %3203 : tensor<384xf32>
    %3205 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3206 = stablehlo.multiply %3204, %3205 : tensor<384xf32>
    %3207 = "stablehlo.select"(%2812, %1525, %3206) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3208 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %3209 = stablehlo.divide %1502, %3208 : tensor<384x1536xf32>
    %3210 = stablehlo.constant dense<1.0> : tensor<384x1536xf32>
    %3211 = stablehlo.multiply %3209, %3210 : tensor<384x1536xf32>
    %3212 = "stablehlo.select"(%2812, %1502, %3211) : (tensor<i1>, tensor<384x1536xf32>, tensor<384x1536xf32>) -> tensor<384x1536xf32>
    %3213 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %3214 = stablehlo.divide %1504, %3213 : tensor<1536xf32>
    %3215 = stablehlo.constant dense<1.0> : tensor<1536xf32>
    %3216 = stablehlo.multiply %3214, %3215 : tensor<1536xf32>
    %3217 = "stablehlo.select"(%2812, %1504, %3216) : (tensor<i1>, tensor<1536xf32>, tensor<1536xf32>) -> tensor<1536xf32>
    %3218 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %3219 = stablehlo.divide %1488, %3218 : tensor<1536x384xf32>
    %3220 = stablehlo.constant dense<1.0> : tensor<1536x384xf32>
    %3221 = stablehlo.multiply %3219, %3220 : tensor<1536x384xf32>
    %3222 = "stablehlo.select"(%2812, %1488, %3221) : (tensor<i1>, tensor<1536x384xf32>, tensor<1536x384xf32>) -> tensor<1536x384xf32>
    %3223 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3224 = stablehlo.divide %1490, %3223 : tensor<384xf32>
    %3225 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3226 = stablehlo.multiply %3224, %3225 : tensor<384xf32>
    %3227 = "stablehlo.select"(%2812, %1490, %3226) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3228 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3229 = stablehlo.divide %1485, %3228 : tensor<384xf32>
    %3230 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3231 = stablehlo.multiply %3229, %3230 : tensor<384xf32>
    %3232 = "stablehlo.select"(%2812, %1485, %3231) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3233 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %3234 = stablehlo.divide %1477, %3233 : tensor<7x7x1x384xf32>
    %3235 = stablehlo.constant dense<1.0> : tensor<7x7x1x384xf32>
    %3236 = stablehlo.multiply %3234, %3235 : tensor<7x7x1x384xf32>
    %3237 = "stablehlo.select"(%2812, %1477, %3236) : (tensor<i1>, tensor<7x7x1x384xf32>, tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %3238 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3239 = stablehlo.divide %1479, %3238 : tensor<384xf32>
    %3240 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3241 = stablehlo.multiply %3239, %3240 : tensor<384xf32>
    %3242 = "stablehlo.select"(%2812, %1479, %3241) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3243 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3244 = stablehlo.divide %1472, %3243 : tensor<384xf32>
    %3245 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3246 = stablehlo.multiply %3244, %3245 : tensor<384xf32>
    %3247 = "stablehlo.select"(%2812, %1472, %3246) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3248 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3249 = stablehlo.divide %1474, %3248 : tensor<384xf32>
    %3250 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3251 = stablehlo.multiply %3249, %3250 : tensor<384xf32>
    %3252 = "stablehlo.select"(%2812, %1474, %3251) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3253 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %3254 = stablehlo.divide %1451, %3253 : tensor<384x1536xf32>
    %3255 = stablehlo.constant dense<1.0> : tensor<384x1536xf32>
    %3256 = stablehlo.multiply %3254, %3255 : tensor<384x1536xf32>
    %3257 = "stablehlo.select"(%2812, %1451, %3256) : (tensor<i1>, tensor<384x1536xf32>, tensor<384x1536xf32>) -> tensor<384x1536xf32>
    %3258 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %3259 = stablehlo.divide %1453, %3258 : tensor<1536xf32>
    %3260 = stablehlo.constant dense<1.0> : tensor<1536xf32>
    %3261 = stablehlo.multiply %3259, %3260 : tensor<1536xf32>
    %3262 = "stablehlo.select"(%2812, %1453, %3261) : (tensor<i1>, tensor<1536xf32>, tensor<1536xf32>) -> tensor<1536xf32>
    %3263 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %3264 = stablehlo.divide %1437, %3263 : tensor<1536x384xf32>
    %3265 = stablehlo.constant dense<1.0> : tensor<1536x384xf32>
    %3266 = stablehlo.multiply %3264, %3265 : tensor<1536x384xf32>
    %3267 = "stablehlo.select"(%2812, %1437, %3266) : (tensor<i1>, tensor<1536x384xf32>, tensor<1536x384xf32>) -> tensor<1536x384xf32>
    %3268 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3269 = stablehlo.divide %1439, %3268 : tensor<384xf32>
    %3270 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3271 = stablehlo.multiply %3269, %3270 : tensor<384xf32>
    %3272 = "stablehlo.select"(%2812, %1439, %3271) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3273 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3274 = stablehlo.divide %1434, %3273 : tensor<384xf32>
    %3275 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3276 = stablehlo.multiply %3274, %3275 : tensor<384xf32>
    %3277 = "stablehlo.select"(%2812, %1434, %3276) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3278 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %3279 = stablehlo.divide %1426, %3278 : tensor<7x7x1x384xf32>
    %3280 = stablehlo.constant dense<1.0> : tensor<7x7x1x384xf32>
    %3281 = stablehlo.multiply %3279, %3280 : tensor<7x7x1x384xf32>
    %3282 = "stablehlo.select"(%2812, %1426, %3281) : (tensor<i1>, tensor<7x7x1x384xf32>, tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %3283 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3284 = stablehlo.divide %1428, %3283 : tensor<384xf32>
    %3285 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3286 = stablehlo.multiply %3284, %3285 : tensor<384xf32>
    %3287 = "stablehlo.select"(%2812, %1428, %3286) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3288 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3289 = stablehlo.divide %1421, %3288 : tensor<384xf32>
    %3290 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3291 = stablehlo.multiply %3289, %3290 : tensor<384xf32>
    %3292 = "stablehlo.select"(%2812, %1421, %3291) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3293 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3294 = stablehlo.divide %1423, %3293 : tensor<384xf32>
    %3295 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3296 = stablehlo.multiply %3294, %3295 : tensor<384xf32>
    %3297 = "stablehlo.select"(%2812, %1423, %3296) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3298 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %3299 = stablehlo.divide %1400, %3298 : tensor<384x1536xf32>
    %3300 = stablehlo.constant dense<1.0> : tensor<384x1536xf32>
    %3301 = stablehlo.multiply %3299, %3300 : tensor<384x1536xf32>
    %3302 = "stablehlo.select"(%2812, %1400, %3301) : (tensor<i1>, tensor<384x1536xf32>, tensor<384x1536xf32>) -> tensor<384x1536xf32>
    %3303 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %3304 = stablehlo.divide %1402, %3303 : tensor<1536xf32>
    %3305 = stablehlo.constant dense<1.0> : tensor<1536xf32>
    %3306 = stablehlo.multiply %3304, %3305 : tensor<1536xf32>
    %3307 = "stablehlo.select"(%2812, %1402, %3306) : (tensor<i1>, tensor<1536xf32>, tensor<1536xf32>) -> tensor<1536xf32>
    %3308 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %3309 = stablehlo.divide %1386, %3308 : tensor<1536x384xf32>
    %3310 = stablehlo.constant dense<1.0> : tensor<1536x384xf32>
    %3311 = stablehlo.multiply %3309, %3310 : tensor<1536x384xf32>
    %3312 = "stablehlo.select"(%2812, %1386, %3311) : (tensor<i1>, tensor<1536x384xf32>, tensor<1536x384xf32>) -> tensor<1536x384xf32>
    %3313 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3314 = stablehlo.divide %1388, %3313 : tensor<384xf32>
    %3315 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3316 = stablehlo.multiply %3314, %3315 : tensor<384xf32>
    %3317 = "stablehlo.select"(%2812, %1388, %3316) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3318 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3319 = stablehlo.divide %1383, %3318 : tensor<384xf32>
    %3320 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3321 = stablehlo.multiply %3319, %3320 : tensor<384xf32>
    %3322 = "stablehlo.select"(%2812, %1383, %3321) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3323 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %3324 = stablehlo.divide %1375, %3323 : tensor<7x7x1x384xf32>
    %3325 = stablehlo.constant dense<1.0> : tensor<7x7x1x384xf32>
    %3326 = stablehlo.multiply %3324, %3325 : tensor<7x7x1x384xf32>
    %3327 = "stablehlo.select"(%2812, %1375, %3326) : (tensor<i1>, tensor<7x7x1x384xf32>, tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %3328 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3329 = stablehlo.divide %1377, %3328 : tensor<384xf32>
    %3330 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3331 = stablehlo.multiply %3329, %3330 : tensor<384xf32>
    %3332 = "stablehlo.select"(%2812, %1377, %3331) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3333 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3334 = stablehlo.divide %1370, %3333 : tensor<384xf32>
    %3335 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3336 = stablehlo.multiply %3334, %3335 : tensor<384xf32>
    %3337 = "stablehlo.select"(%2812, %1370, %3336) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3338 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3339 = stablehlo.divide %1372, %3338 : tensor<384xf32>
    %3340 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3341 = stablehlo.multiply %3339, %3340 : tensor<384xf32>
    %3342 = "stablehlo.select"(%2812, %1372, %3341) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3343 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %3344 = stablehlo.divide %1349, %3343 : tensor<384x1536xf32>
    %3345 = stablehlo.constant dense<1.0> : tensor<384x1536xf32>
    %3346 = stablehlo.multiply %3344, %3345 : tensor<384x1536xf32>
    %3347 = "stablehlo.select"(%2812, %1349, %3346) : (tensor<i1>, tensor<384x1536xf32>, tensor<384x1536xf32>) -> tensor<384x1536xf32>
    %3348 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %3349 = stablehlo.divide %1351, %3348 : tensor<1536xf32>
    %3350 = stablehlo.constant dense<1.0> : tensor<1536xf32>
    %3351 = stablehlo.multiply %3349, %3350 : tensor<1536xf32>
    %3352 = "stablehlo.select"(%2812, %1351, %3351) : (tensor<i1>, tensor<1536xf32>, tensor<1536xf32>) -> tensor<1536xf32>
    %3353 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %3354 = stablehlo.divide %1335, %3353 : tensor<1536x384xf32>
    %3355 = stablehlo.constant dense<1.0> : tensor<1536x384xf32>
    %3356 = stablehlo.multiply %3354, %3355 : tensor<1536x384xf32>
    %3357 = "stablehlo.select"(%2812, %1335, %3356) : (tensor<i1>, tensor<1536x384xf32>, tensor<1536x384xf32>) -> tensor<1536x384xf32>
    %3358 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3359 = stablehlo.divide %1337, %3358 : tensor<384xf32>
    %3360 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3361 = stablehlo.multiply %3359, %3360 : tensor<384xf32>
    %3362 = "stablehlo.select"(%2812, %1337, %3361) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3363 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3364 = stablehlo.divide %1332, %3363 : tensor<384xf32>
    %3365 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3366 = stablehlo.multiply %3364, %3365 : tensor<384xf32>
    %3367 = "stablehlo.select"(%2812, %1332, %3366) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3368 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %3369 = stablehlo.divide %1324, %3368 : tensor<7x7x1x384xf32>
    %3370 = stablehlo.constant dense<1.0> : tensor<7x7x1x384xf32>
    %3371 = stablehlo.multiply %3369, %3370 : tensor<7x7x1x384xf32>
    %3372 = "stablehlo.select"(%2812, %1324, %3371) : (tensor<i1>, tensor<7x7x1x384xf32>, tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %3373 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3374 = stablehlo.divide %1326, %3373 : tensor<384xf32>
    %3375 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3376 = stablehlo.multiply %3374, %3375 : tensor<384xf32>
    %3377 = "stablehlo.select"(%2812, %1326, %3376) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3378 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3379 = stablehlo.divide %1319, %3378 : tensor<384xf32>
    %3380 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3381 = stablehlo.multiply %3379, %3380 : tensor<384xf32>
    %3382 = "stablehlo.select"(%2812, %1319, %3381) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3383 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3384 = stablehlo.divide %1321, %3383 : tensor<384xf32>
    %3385 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3386 = stablehlo.multiply %3384, %3385 : tensor<384xf32>
    %3387 = "stablehlo.select"(%2812, %1321, %3386) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3388 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %3389 = stablehlo.divide %1298, %3388 : tensor<384x1536xf32>
    %3390 = stablehlo.constant dense<1.0> : tensor<384x1536xf32>
    %3391 = stablehlo.multiply %3389, %3390 : tensor<384x1536xf32>
    %3392 = "stablehlo.select"(%2812, %1298, %3391) : (tensor<i1>, tensor<384x1536xf32>, tensor<384x1536xf32>) -> tensor<384x1536xf32>
    %3393 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %3394 = stablehlo.divide %1300, %3393 : tensor<1536xf32>
    %3395 = stablehlo.constant dense<1.0> : tensor<1536xf32>
    %3396 = stablehlo.multiply %3394, %3395 : tensor<1536xf32>
    %3397 = "stablehlo.select"(%2812, %1300, %3396) : (tensor<i1>, tensor<1536xf32>, tensor<1536xf32>) -> tensor<1536xf32>
    %3398 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %3399 = stablehlo.divide %1284, %3398 : tensor<1536x384xf32>
    %3400 = stablehlo.constant dense<1.0> : tensor<1536x384xf32>
    %3401 = stablehlo.multiply %3399, %3400 : tensor<1536x384xf32>
    %3402 = "stablehlo.select"(%2812, %1284, %3401) : (tensor<i1>, tensor<1536x384xf32>, tensor<1536x384xf32>) -> tensor<1536x384xf32>
    %3403 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3404 = stablehlo.divide %1286, %3403 : tensor<384xf32>
    %3405 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3406 = stablehlo.multiply %3404, %3405 : tensor<384xf32>
    %3407 = "stablehlo.select"(%2812, %1286, %3406) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3408 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3409 = stablehlo.divide %1281, %3408 : tensor<384xf32>
    %3410 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3411 = stablehlo.multiply %3409, %3410 : tensor<384xf32>
    %3412 = "stablehlo.select"(%2812, %1281, %3411) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3413 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %3414 = stablehlo.divide %1273, %3413 : tensor<7x7x1x384xf32>
    %3415 = stablehlo.constant dense<1.0> : tensor<7x7x1x384xf32>
    %3416 = stablehlo.multiply %3414, %3415 : tensor<7x7x1x384xf32>
    %3417 = "stablehlo.select"(%2812, %1273, %3416) : (tensor<i1>, tensor<7x7x1x384xf32>, tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %3418 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3419 = stablehlo.divide %1275, %3418 : tensor<384xf32>
    %3420 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3421 = stablehlo.multiply %3419, %3420 : tensor<384xf32>
    %3422 = "stablehlo.select"(%2812, %1275, %3421) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3423 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3424 = stablehlo.divide %1268, %3423 : tensor<384xf32>
    %3425 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3426 = stablehlo.multiply %3424, %3425 : tensor<384xf32>
    %3427 = "stablehlo.select"(%2812, %1268, %3426) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3428 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3429 = stablehlo.divide %1270, %3428 : tensor<384xf32>
    %3430 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3431 = stablehlo.multiply %3429, %3430 : tensor<384xf32>
    %3432 = "stablehlo.select"(%2812, %1270, %3431) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3433 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %3434 = stablehlo.divide %1247, %3433 : tensor<384x1536xf32>
    %3435 = stablehlo.constant dense<1.0> : tensor<384x1536xf32>
    %3436 = stablehlo.multiply %3434, %3435 : tensor<384x1536xf32>
    %3437 = "stablehlo.select"(%2812, %1247, %3436) : (tensor<i1>, tensor<384x1536xf32>, tensor<384x1536xf32>) -> tensor<384x1536xf32>
    %3438 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %3439 = stablehlo.divide %1249, %3438 : tensor<1536xf32>
    %3440 = stablehlo.constant dense<1.0> : tensor<1536xf32>
    %3441 = stablehlo.multiply %3439, %3440 : tensor<1536xf32>
    %3442 = "stablehlo.select"(%2812, %1249, %3441) : (tensor<i1>, tensor<1536xf32>, tensor<1536xf32>) -> tensor<1536xf32>
    %3443 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %3444 = stablehlo.divide %1233, %3443 : tensor<1536x384xf32>
    %3445 = stablehlo.constant dense<1.0> : tensor<1536x384xf32>
    %3446 = stablehlo.multiply %3444, %3445 : tensor<1536x384xf32>
    %3447 = "stablehlo.select"(%2812, %1233, %3446) : (tensor<i1>, tensor<1536x384xf32>, tensor<1536x384xf32>) -> tensor<1536x384xf32>
    %3448 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3449 = stablehlo.divide %1235, %3448 : tensor<384xf32>
    %3450 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3451 = stablehlo.multiply %3449, %3450 : tensor<384xf32>
    %3452 = "stablehlo.select"(%2812, %1235, %3451) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3453 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3454 = stablehlo.divide %1230, %3453 : tensor<384xf32>
    %3455 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3456 = stablehlo.multiply %3454, %3455 : tensor<384xf32>
    %3457 = "stablehlo.select"(%2812, %1230, %3456) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3458 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %3459 = stablehlo.divide %1222, %3458 : tensor<7x7x1x384xf32>
    %3460 = stablehlo.constant dense<1.0> : tensor<7x7x1x384xf32>
    %3461 = stablehlo.multiply %3459, %3460 : tensor<7x7x1x384xf32>
    %3462 = "stablehlo.select"(%2812, %1222, %3461) : (tensor<i1>, tensor<7x7x1x384xf32>, tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %3463 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3464 = stablehlo.divide %1224, %3463 : tensor<384xf32>
    %3465 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3466 = stablehlo.multiply %3464, %3465 : tensor<384xf32>
    %3467 = "stablehlo.select"(%2812, %1224, %3466) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3468 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3469 = stablehlo.divide %1217, %3468 : tensor<384xf32>
    %3470 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3471 = stablehlo.multiply %3469, %3470 : tensor<384xf32>
    %3472 = "stablehlo.select"(%2812, %1217, %3471) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3473 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3474 = stablehlo.divide %1219, %3473 : tensor<384xf32>
    %3475 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3476 = stablehlo.multiply %3474, %3475 : tensor<384xf32>
    %3477 = "stablehlo.select"(%2812, %1219, %3476) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3478 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %3479 = stablehlo.divide %1196, %3478 : tensor<384x1536xf32>
    %3480 = stablehlo.constant dense<1.0> : tensor<384x1536xf32>
    %3481 = stablehlo.multiply %3479, %3480 : tensor<384x1536xf32>
    %3482 = "stablehlo.select"(%2812, %1196, %3481) : (tensor<i1>, tensor<384x1536xf32>, tensor<384x1536xf32>) -> tensor<384x1536xf32>
    %3483 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %3484 = stablehlo.divide %1198, %3483 : tensor<1536xf32>
    %3485 = stablehlo.constant dense<1.0> : tensor<1536xf32>
    %3486 = stablehlo.multiply %3484, %3485 : tensor<1536xf32>
    %3487 = "stablehlo.select"(%2812, %1198, %3486) : (tensor<i1>, tensor<1536xf32>, tensor<1536xf32>) -> tensor<1536xf32>
    %3488 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %3489 = stablehlo.divide %1182, %3488 : tensor<1536x384xf32>
    %3490 = stablehlo.constant dense<1.0> : tensor<1536x384xf32>
    %3491 = stablehlo.multiply %3489, %3490 : tensor<1536x384xf32>
    %3492 = "stablehlo.select"(%2812, %1182, %3491) : (tensor<i1>, tensor<1536x384xf32>, tensor<1536x384xf32>) -> tensor<1536x384xf32>
    %3493 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3494 = stablehlo.divide %1184, %3493 : tensor<384xf32>
    %3495 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3496 = stablehlo.multiply %3494, %3495 : tensor<384xf32>
    %3497 = "stablehlo.select"(%2812, %1184, %3496) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3498 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3499 = stablehlo.divide %1179, %3498 : tensor<384xf32>
    %3500 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3501 = stablehlo.multiply %3499, %3500 : tensor<384xf32>
    %3502 = "stablehlo.select"(%2812, %1179, %3501) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3503 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %3504 = stablehlo.divide %1171, %3503 : tensor<7x7x1x384xf32>
    %3505 = stablehlo.constant dense<1.0> : tensor<7x7x1x384xf32>
    %3506 = stablehlo.multiply %3504, %3505 : tensor<7x7x1x384xf32>
    %3507 = "stablehlo.select"(%2812, %1171, %3506) : (tensor<i1>, tensor<7x7x1x384xf32>, tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %3508 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3509 = stablehlo.divide %1173, %3508 : tensor<384xf32>
    %3510 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3511 = stablehlo.multiply %3509, %3510 : tensor<384xf32>
    %3512 = "stablehlo.select"(%2812, %1173, %3511) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3513 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3514 = stablehlo.divide %1166, %3513 : tensor<384xf32>
    %3515 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3516 = stablehlo.multiply %3514, %3515 : tensor<384xf32>
    %3517 = "stablehlo.select"(%2812, %1166, %3516) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3518 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3519 = stablehlo.divide %1168, %3518 : tensor<384xf32>
    %3520 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3521 = stablehlo.multiply %3519, %3520 : tensor<384xf32>
    %3522 = "stablehlo.select"(%2812, %1168, %3521) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3523 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %3524 = stablehlo.divide %1145, %3523 : tensor<384x1536xf32>
    %3525 = stablehlo.constant dense<1.0> : tensor<384x1536xf32>
    %3526 = stablehlo.multiply %3524, %3525 : tensor<384x1536xf32>
    %3527 = "stablehlo.select"(%2812, %1145, %3526) : (tensor<i1>, tensor<384x1536xf32>, tensor<384x1536xf32>) -> tensor<384x1536xf32>
    %3528 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %3529 = stablehlo.divide %1147, %3528 : tensor<1536xf32>
    %3530 = stablehlo.constant dense<1.0> : tensor<1536xf32>
    %3531 = stablehlo.multiply %3529, %3530 : tensor<1536xf32>
    %3532 = "stablehlo.select"(%2812, %1147, %3531) : (tensor<i1>, tensor<1536xf32>, tensor<1536xf32>) -> tensor<1536xf32>
    %3533 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %3534 = stablehlo.divide %1131, %3533 : tensor<1536x384xf32>
    %3535 = stablehlo.constant dense<1.0> : tensor<1536x384xf32>
    %3536 = stablehlo.multiply %3534, %3535 : tensor<1536x384xf32>
    %3537 = "stablehlo.select"(%2812, %1131, %3536) : (tensor<i1>, tensor<1536x384xf32>, tensor<1536x384xf32>) -> tensor<1536x384xf32>
    %3538 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3539 = stablehlo.divide %1133, %3538 : tensor<384xf32>
    %3540 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3541 = stablehlo.multiply %3539, %3540 : tensor<384xf32>
    %3542 = "stablehlo.select"(%2812, %1133, %3541) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3543 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3544 = stablehlo.divide %1128, %3543 : tensor<384xf32>
    %3545 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3546 = stablehlo.multiply %3544, %3545 : tensor<384xf32>
    %3547 = "stablehlo.select"(%2812, %1128, %3546) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3548 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3549 = stablehlo.divide %1121, %3548 : tensor<384xf32>
    %3550 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3551 = stablehlo.multiply %3549, %3550 : tensor<384xf32>
    %3552 = "stablehlo.select"(%2812, %1121, %3551) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3553 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3554 = stablehlo.divide %1123, %3553 : tensor<384xf32>
    %3555 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3556 = stablehlo.multiply %3554, %3555 : tensor<384xf32>
    %3557 = "stablehlo.select"(%2812, %1123, %3556) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3558 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x384x768xf32>
    %3559 = stablehlo.divide %1100, %3558 : tensor<2x2x384x768xf32>
    %3560 = stablehlo.constant dense<1.0> : tensor<2x2x384x768xf32>
    %3561 = stablehlo.multiply %3559, %3560 : tensor<2x2x384x768xf32>
    %3562 = "stablehlo.select"(%2812, %1100, %3561) : (tensor<i1>, tensor<2x2x384x768xf32>, tensor<2x2x384x768xf32>) -> tensor<2x2x384x768xf32>
    %3563 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3564 = stablehlo.divide %1102, %3563 : tensor<768xf32>
    %3565 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3566 = stablehlo.multiply %3564, %3565 : tensor<768xf32>
    %3567 = "stablehlo.select"(%2812, %1102, %3566) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3568 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x768xf32>
    %3569 = stablehlo.divide %1094, %3568 : tensor<7x7x1x768xf32>
    %3570 = stablehlo.constant dense<1.0> : tensor<7x7x1x768xf32>
    %3571 = stablehlo.multiply %3569, %3570 : tensor<7x7x1x768xf32>
    %3572 = "stablehlo.select"(%2812, %1094, %3571) : (tensor<i1>, tensor<7x7x1x768xf32>, tensor<7x7x1x768xf32>) -> tensor<7x7x1x768xf32>
    %3573 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3574 = stablehlo.divide %1096, %3573 : tensor<768xf32>
    %3575 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3576 = stablehlo.multiply %3574, %3575 : tensor<768xf32>
    %3577 = "stablehlo.select"(%2812, %1096, %3576) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3578 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3579 = stablehlo.divide %1089, %3578 : tensor<768xf32>
    %3580 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3581 = stablehlo.multiply %3579, %3580 : tensor<768xf32>
    %3582 = "stablehlo.select"(%2812, %1089, %3581) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3583 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3584 = stablehlo.divide %1091, %3583 : tensor<768xf32>
    %3585 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3586 = stablehlo.multiply %3584, %3585 : tensor<768xf32>
    %3587 = "stablehlo.select"(%2812, %1091, %3586) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3588 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x3072xf32>
    %3589 = stablehlo.divide %1068, %3588 : tensor<768x3072xf32>
    %3590 = stablehlo.constant dense<1.0> : tensor<768x3072xf32>
    %3591 = stablehlo.multiply %3589, %3590 : tensor<768x3072xf32>
    %3592 = "stablehlo.select"(%2812, %1068, %3591) : (tensor<i1>, tensor<768x3072xf32>, tensor<768x3072xf32>) -> tensor<768x3072xf32>
    %3593 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072xf32>
    %3594 = stablehlo.divide %1070, %3593 : tensor<3072xf32>
    %3595 = stablehlo.constant dense<1.0> : tensor<3072xf32>
    %3596 = stablehlo.multiply %3594, %3595 : tensor<3072xf32>
    %3597 = "stablehlo.select"(%2812, %1070, %3596) : (tensor<i1>, tensor<3072xf32>, tensor<3072xf32>) -> tensor<3072xf32>
    %3598 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072x768xf32>
    %3599 = stablehlo.divide %1054, %3598 : tensor<3072x768xf32>
    %3600 = stablehlo.constant dense<1.0> : tensor<3072x768xf32>
    %3601 = stablehlo.multiply %3599, %3600 : tensor<3072x768xf32>
    %3602 = "stablehlo.select"(%2812, %1054, %3601) : (tensor<i1>, tensor<3072x768xf32>, tensor<3072x768xf32>) -> tensor<3072x768xf32>
    %3603 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3604 = stablehlo.divide %1056, %3603 : tensor<768xf32>
    %3605 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3606 = stablehlo.multiply %3604, %3605 : tensor<768xf32>
    %3607 = "stablehlo.select"(%2812, %1056, %3606) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3608 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3609 = stablehlo.divide %1051, %3608 : tensor<768xf32>
    %3610 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3611 = stablehlo.multiply %3609, %3610 : tensor<768xf32>
    %3612 = "stablehlo.select"(%2812, %1051, %3611) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3613 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x768xf32>
    %3614 = stablehlo.divide %1043, %3613 : tensor<7x7x1x768xf32>
    %3615 = stablehlo.constant dense<1.0> : tensor<7x7x1x768xf32>
    %3616 = stablehlo.multiply %3614, %3615 : tensor<7x7x1x768xf32>
    %3617 = "stablehlo.select"(%2812, %1043, %3616) : (tensor<i1>, tensor<7x7x1x768xf32>, tensor<7x7x1x768xf32>) -> tensor<7x7x1x768xf32>
    %3618 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3619 = stablehlo.divide %1045, %3618 : tensor<768xf32>
    %3620 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3621 = stablehlo.multiply %3619, %3620 : tensor<768xf32>
    %3622 = "stablehlo.select"(%2812, %1045, %3621) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3623 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3624 = stablehlo.divide %1038, %3623 : tensor<768xf32>
    %3625 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3626 = stablehlo.multiply %3624, %3625 : tensor<768xf32>
    %3627 = "stablehlo.select"(%2812, %1038, %3626) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3628 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3629 = stablehlo.divide %1040, %3628 : tensor<768xf32>
    %3630 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3631 = stablehlo.multiply %3629, %3630 : tensor<768xf32>
    %3632 = "stablehlo.select"(%2812, %1040, %3631) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3633 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x3072xf32>
    %3634 = stablehlo.divide %1017, %3633 : tensor<768x3072xf32>
    %3635 = stablehlo.constant dense<1.0> : tensor<768x3072xf32>
    %3636 = stablehlo.multiply %3634, %3635 : tensor<768x3072xf32>
    %3637 = "stablehlo.select"(%2812, %1017, %3636) : (tensor<i1>, tensor<768x3072xf32>, tensor<768x3072xf32>) -> tensor<768x3072xf32>
    %3638 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072xf32>
    %3639 = stablehlo.divide %1019, %3638 : tensor<3072xf32>
    %3640 = stablehlo.constant dense<1.0> : tensor<3072xf32>
    %3641 = stablehlo.multiply %3639, %3640 : tensor<3072xf32>
    %3642 = "stablehlo.select"(%2812, %1019, %3641) : (tensor<i1>, tensor<3072xf32>, tensor<3072xf32>) -> tensor<3072xf32>
    %3643 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072x768xf32>
    %3644 = stablehlo.divide %1003, %3643 : tensor<3072x768xf32>
    %3645 = stablehlo.constant dense<1.0> : tensor<3072x768xf32>
    %3646 = stablehlo.multiply %3644, %3645 : tensor<3072x768xf32>
    %3647 = "stablehlo.select"(%2812, %1003, %3646) : (tensor<i1>, tensor<3072x768xf32>, tensor<3072x768xf32>) -> tensor<3072x768xf32>
    %3648 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3649 = stablehlo.divide %1005, %3648 : tensor<768xf32>
    %3650 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3651 = stablehlo.multiply %3649, %3650 : tensor<768xf32>
    %3652 = "stablehlo.select"(%2812, %1005, %3651) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3653 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3654 = stablehlo.divide %1000, %3653 : tensor<768xf32>
    %3655 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3656 = stablehlo.multiply %3654, %3655 : tensor<768xf32>
    %3657 = "stablehlo.select"(%2812, %1000, %3656) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3658 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x768xf32>
    %3659 = stablehlo.divide %992, %3658 : tensor<7x7x1x768xf32>
    %3660 = stablehlo.constant dense<1.0> : tensor<7x7x1x768xf32>
    %3661 = stablehlo.multiply %3659, %3660 : tensor<7x7x1x768xf32>
    %3662 = "stablehlo.select"(%2812, %992, %3661) : (tensor<i1>, tensor<7x7x1x768xf32>, tensor<7x7x1x768xf32>) -> tensor<7x7x1x768xf32>
    %3663 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3664 = stablehlo.divide %994, %3663 : tensor<768xf32>
    %3665 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3666 = stablehlo.multiply %3664, %3665 : tensor<768xf32>
    %3667 = "stablehlo.select"(%2812, %994, %3666) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3668 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3669 = stablehlo.divide %987, %3668 : tensor<768xf32>
    %3670 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3671 = stablehlo.multiply %3669, %3670 : tensor<768xf32>
    %3672 = "stablehlo.select"(%2812, %987, %3671) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3673 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3674 = stablehlo.divide %989, %3673 : tensor<768xf32>
    %3675 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3676 = stablehlo.multiply %3674, %3675 : tensor<768xf32>
    %3677 = "stablehlo.select"(%2812, %989, %3676) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3678 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x3072xf32>
    %3679 = stablehlo.divide %966, %3678 : tensor<768x3072xf32>
    %3680 = stablehlo.constant dense<1.0> : tensor<768x3072xf32>
    %3681 = stablehlo.multiply %3679, %3680 : tensor<768x3072xf32>
    %3682 = "stablehlo.select"(%2812, %966, %3681) : (tensor<i1>, tensor<768x3072xf32>, tensor<768x3072xf32>) -> tensor<768x3072xf32>
    %3683 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072xf32>
    %3684 = stablehlo.divide %968, %3683 : tensor<3072xf32>
    %3685 = stablehlo.constant dense<1.0> : tensor<3072xf32>
    %3686 = stablehlo.multiply %3684, %3685 : tensor<3072xf32>
    %3687 = "stablehlo.select"(%2812, %968, %3686) : (tensor<i1>, tensor<3072xf32>, tensor<3072xf32>) -> tensor<3072xf32>
    %3688 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072x768xf32>
    %3689 = stablehlo.divide %952, %3688 : tensor<3072x768xf32>
    %3690 = stablehlo.constant dense<1.0> : tensor<3072x768xf32>
    %3691 = stablehlo.multiply %3689, %3690 : tensor<3072x768xf32>
    %3692 = "stablehlo.select"(%2812, %952, %3691) : (tensor<i1>, tensor<3072x768xf32>, tensor<3072x768xf32>) -> tensor<3072x768xf32>
    %3693 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3694 = stablehlo.divide %954, %3693 : tensor<768xf32>
    %3695 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3696 = stablehlo.multiply %3694, %3695 : tensor<768xf32>
    %3697 = "stablehlo.select"(%2812, %954, %3696) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3698 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3699 = stablehlo.divide %949, %3698 : tensor<768xf32>
    %3700 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3701 = stablehlo.multiply %3699, %3700 : tensor<768xf32>
    %3702 = "stablehlo.select"(%2812, %949, %3701) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3703 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3704 = stablehlo.divide %939, %3703 : tensor<768xf32>
    %3705 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3706 = stablehlo.multiply %3704, %3705 : tensor<768xf32>
    %3707 = "stablehlo.select"(%2812, %939, %3706) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3708 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3709 = stablehlo.divide %941, %3708 : tensor<768xf32>
    %3710 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3711 = stablehlo.multiply %3709, %3710 : tensor<768xf32>
    %3712 = "stablehlo.select"(%2812, %941, %3711) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3713 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x1000xf32>
    %3714 = stablehlo.divide %918, %3713 : tensor<768x1000xf32>
    %3715 = stablehlo.constant dense<1.0> : tensor<768x1000xf32>
    %3716 = stablehlo.multiply %3714, %3715 : tensor<768x1000xf32>
    %3717 = "stablehlo.select"(%2812, %918, %3716) : (tensor<i1>, tensor<768x1000xf32>, tensor<768x1000xf32>) -> tensor<768x1000xf32>
    %3718 = "stablehlo.broadcast_in_dim"(%2810) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1000xf32>
    %3719 = stablehlo.divide %920, %3718 : tensor<1000xf32>
    %3720 = stablehlo.constant dense<1.0> : tensor<1000xf32>
    %3721 = stablehlo.multiply %3719, %3720 : tensor<1000xf32>
    %3722 = "stablehlo.select"(%2812, %920, %3721) : (tensor<i1>, tensor<1000xf32>, tensor<1000xf32>) -> tensor<1000xf32>
    %3723 = stablehlo.constant dense<0.9> : tensor<4x4x3x96xf32>
    %3724 = stablehlo.multiply %3723, %m.stem.conv.w : tensor<4x4x3x96xf32>
    %3725 = stablehlo.constant dense<0.1> : tensor<4x4x3x96xf32>
    %3726 = stablehlo.multiply %3725, %2817 : tensor<4x4x3x96xf32>
    %3727 = stablehlo.add %3724, %3726 : tensor<4x4x3x96xf32>
    %3728 = stablehlo.constant dense<0.999> : tensor<4x4x3x96xf32>
    %3729 = stablehlo.multiply %3728, %v.stem.conv.w : tensor<4x4x3x96xf32>
    %3730 = stablehlo.constant dense<0.001> : tensor<4x4x3x96xf32>
    %3731 = stablehlo.multiply %2817, %2817 : tensor<4x4x3x96xf32>
    %3732 = stablehlo.multiply %3730, %3731 : tensor<4x4x3x96xf32>
    %3733 = stablehlo.add %3729, %3732 : tensor<4x4x3x96xf32>
    %3734 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x4x3x96xf32>
    %3735 = stablehlo.divide %3727, %3734 : tensor<4x4x3x96xf32>
    %3736 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x4x3x96xf32>
    %3737 = stablehlo.divide %3733, %3736 : tensor<4x4x3x96xf32>
    %3738 = stablehlo.sqrt %3737 : tensor<4x4x3x96xf32>
    %3739 = stablehlo.constant dense<1.0e-08> : tensor<4x4x3x96xf32>
    %3740 = stablehlo.add %3738, %3739 : tensor<4x4x3x96xf32>
    %3741 = stablehlo.divide %3735, %3740 : tensor<4x4x3x96xf32>
    %3742 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %3743 = stablehlo.multiply %3742, %m.stem.conv.b : tensor<96xf32>
    %3744 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %3745 = stablehlo.multiply %3744, %2822 : tensor<96xf32>
    %3746 = stablehlo.add %3743, %3745 : tensor<96xf32>
    %3747 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %3748 = stablehlo.multiply %3747, %v.stem.conv.b : tensor<96xf32>
    %3749 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %3750 = stablehlo.multiply %2822, %2822 : tensor<96xf32>
    %3751 = stablehlo.multiply %3749, %3750 : tensor<96xf32>
    %3752 = stablehlo.add %3748, %3751 : tensor<96xf32>
    %3753 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3754 = stablehlo.divide %3746, %3753 : tensor<96xf32>
    %3755 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3756 = stablehlo.divide %3752, %3755 : tensor<96xf32>
    %3757 = stablehlo.sqrt %3756 : tensor<96xf32>
    %3758 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %3759 = stablehlo.add %3757, %3758 : tensor<96xf32>
    %3760 = stablehlo.divide %3754, %3759 : tensor<96xf32>
    %3761 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %3762 = stablehlo.multiply %3761, %m.stem.norm.g : tensor<96xf32>
    %3763 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %3764 = stablehlo.multiply %3763, %2827 : tensor<96xf32>
    %3765 = stablehlo.add %3762, %3764 : tensor<96xf32>
    %3766 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %3767 = stablehlo.multiply %3766, %v.stem.norm.g : tensor<96xf32>
    %3768 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %3769 = stablehlo.multiply %2827, %2827 : tensor<96xf32>
    %3770 = stablehlo.multiply %3768, %3769 : tensor<96xf32>
    %3771 = stablehlo.add %3767, %3770 : tensor<96xf32>
    %3772 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3773 = stablehlo.divide %3765, %3772 : tensor<96xf32>
    %3774 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3775 = stablehlo.divide %3771, %3774 : tensor<96xf32>
    %3776 = stablehlo.sqrt %3775 : tensor<96xf32>
    %3777 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %3778 = stablehlo.add %3776, %3777 : tensor<96xf32>
    %3779 = stablehlo.divide %3773, %3778 : tensor<96xf32>
    %3780 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %3781 = stablehlo.multiply %3780, %m.stem.norm.b : tensor<96xf32>
    %3782 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %3783 = stablehlo.multiply %3782, %2832 : tensor<96xf32>
    %3784 = stablehlo.add %3781, %3783 : tensor<96xf32>
    %3785 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %3786 = stablehlo.multiply %3785, %v.stem.norm.b : tensor<96xf32>
    %3787 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %3788 = stablehlo.multiply %2832, %2832 : tensor<96xf32>
    %3789 = stablehlo.multiply %3787, %3788 : tensor<96xf32>
    %3790 = stablehlo.add %3786, %3789 : tensor<96xf32>
    %3791 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3792 = stablehlo.divide %3784, %3791 : tensor<96xf32>
    %3793 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3794 = stablehlo.divide %3790, %3793 : tensor<96xf32>
    %3795 = stablehlo.sqrt %3794 : tensor<96xf32>
    %3796 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %3797 = stablehlo.add %3795, %3796 : tensor<96xf32>
    %3798 = stablehlo.divide %3792, %3797 : tensor<96xf32>
    %3799 = stablehlo.constant dense<0.9> : tensor<7x7x1x96xf32>
    %3800 = stablehlo.multiply %3799, %m.stages.0.blocks.0.dwconv.w : tensor<7x7x1x96xf32>
    %3801 = stablehlo.constant dense<0.1> : tensor<7x7x1x96xf32>
    %3802 = stablehlo.multiply %3801, %2837 : tensor<7x7x1x96xf32>
    %3803 = stablehlo.add %3800, %3802 : tensor<7x7x1x96xf32>
    %3804 = stablehlo.constant dense<0.999> : tensor<7x7x1x96xf32>
    %3805 = stablehlo.multiply %3804, %v.stages.0.blocks.0.dwconv.w : tensor<7x7x1x96xf32>
    %3806 = stablehlo.constant dense<0.001> : tensor<7x7x1x96xf32>
    %3807 = stablehlo.multiply %2837, %2837 : tensor<7x7x1x96xf32>
    %3808 = stablehlo.multiply %3806, %3807 : tensor<7x7x1x96xf32>
    %3809 = stablehlo.add %3805, %3808 : tensor<7x7x1x96xf32>
    %3810 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x96xf32>
    %3811 = stablehlo.divide %3803, %3810 : tensor<7x7x1x96xf32>
    %3812 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x96xf32>
    %3813 = stablehlo.divide %3809, %3812 : tensor<7x7x1x96xf32>
    %3814 = stablehlo.sqrt %3813 : tensor<7x7x1x96xf32>
    %3815 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x96xf32>
    %3816 = stablehlo.add %3814, %3815 : tensor<7x7x1x96xf32>
    %3817 = stablehlo.divide %3811, %3816 : tensor<7x7x1x96xf32>
    %3818 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %3819 = stablehlo.multiply %3818, %m.stages.0.blocks.0.dwconv.b : tensor<96xf32>
    %3820 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %3821 = stablehlo.multiply %3820, %2842 : tensor<96xf32>
    %3822 = stablehlo.add %3819, %3821 : tensor<96xf32>
    %3823 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %3824 = stablehlo.multiply %3823, %v.stages.0.blocks.0.dwconv.b : tensor<96xf32>
    %3825 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %3826 = stablehlo.multiply %2842, %2842 : tensor<96xf32>
    %3827 = stablehlo.multiply %3825, %3826 : tensor<96xf32>
    %3828 = stablehlo.add %3824, %3827 : tensor<96xf32>
    %3829 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3830 = stablehlo.divide %3822, %3829 : tensor<96xf32>
    %3831 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3832 = stablehlo.divide %3828, %3831 : tensor<96xf32>
    %3833 = stablehlo.sqrt %3832 : tensor<96xf32>
    %3834 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %3835 = stablehlo.add %3833, %3834 : tensor<96xf32>
    %3836 = stablehlo.divide %3830, %3835 : tensor<96xf32>
    %3837 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %3838 = stablehlo.multiply %3837, %m.stages.0.blocks.0.norm.g : tensor<96xf32>
    %3839 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %3840 = stablehlo.multiply %3839, %2847 : tensor<96xf32>
    %3841 = stablehlo.add %3838, %3840 : tensor<96xf32>
    %3842 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %3843 = stablehlo.multiply %3842, %v.stages.0.blocks.0.norm.g : tensor<96xf32>
    %3844 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %3845 = stablehlo.multiply %2847, %2847 : tensor<96xf32>
    %3846 = stablehlo.multiply %3844, %3845 : tensor<96xf32>
    %3847 = stablehlo.add %3843, %3846 : tensor<96xf32>
    %3848 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3849 = stablehlo.divide %3841, %3848 : tensor<96xf32>
    %3850 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3851 = stablehlo.divide %3847, %3850 : tensor<96xf32>
    %3852 = stablehlo.sqrt %3851 : tensor<96xf32>
    %3853 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %3854 = stablehlo.add %3852, %3853 : tensor<96xf32>
    %3855 = stablehlo.divide %3849, %3854 : tensor<96xf32>
    %3856 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %3857 = stablehlo.multiply %3856, %m.stages.0.blocks.0.norm.b : tensor<96xf32>
    %3858 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %3859 = stablehlo.multiply %3858, %2852 : tensor<96xf32>
    %3860 = stablehlo.add %3857, %3859 : tensor<96xf32>
    %3861 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %3862 = stablehlo.multiply %3861, %v.stages.0.blocks.0.norm.b : tensor<96xf32>
    %3863 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %3864 = stablehlo.multiply %2852, %2852 : tensor<96xf32>
    %3865 = stablehlo.multiply %3863, %3864 : tensor<96xf32>
    %3866 = stablehlo.add %3862, %3865 : tensor<96xf32>
    %3867 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3868 = stablehlo.divide %3860, %3867 : tensor<96xf32>
    %3869 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3870 = stablehlo.divide %3866, %3869 : tensor<96xf32>
    %3871 = stablehlo.sqrt %3870 : tensor<96xf32>
    %3872 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %3873 = stablehlo.add %3871, %3872 : tensor<96xf32>
    %3874 = stablehlo.divide %3868, %3873 : tensor<96xf32>
    %3875 = stablehlo.constant dense<0.9> : tensor<96x384xf32>
    %3876 = stablehlo.multiply %3875, %m.stages.0.blocks.0.fc1.w : tensor<96x384xf32>
    %3877 = stablehlo.constant dense<0.1> : tensor<96x384xf32>
    %3878 = stablehlo.multiply %3877, %2857 : tensor<96x384xf32>
    %3879 = stablehlo.add %3876, %3878 : tensor<96x384xf32>
    %3880 = stablehlo.constant dense<0.999> : tensor<96x384xf32>
    %3881 = stablehlo.multiply %3880, %v.stages.0.blocks.0.fc1.w : tensor<96x384xf32>
    %3882 = stablehlo.constant dense<0.001> : tensor<96x384xf32>
    %3883 = stablehlo.multiply %2857, %2857 : tensor<96x384xf32>
    %3884 = stablehlo.multiply %3882, %3883 : tensor<96x384xf32>
    %3885 = stablehlo.add %3881, %3884 : tensor<96x384xf32>
    %3886 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96x384xf32>
    %3887 = stablehlo.divide %3879, %3886 : tensor<96x384xf32>
    %3888 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96x384xf32>
    %3889 = stablehlo.divide %3885, %3888 : tensor<96x384xf32>
    %3890 = stablehlo.sqrt %3889 : tensor<96x384xf32>
    %3891 = stablehlo.constant dense<1.0e-08> : tensor<96x384xf32>
    %3892 = stablehlo.add %3890, %3891 : tensor<96x384xf32>
    %3893 = stablehlo.divide %3887, %3892 : tensor<96x384xf32>
    %3894 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %3895 = stablehlo.multiply %3894, %m.stages.0.blocks.0.fc1.b : tensor<384xf32>
    %3896 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %3897 = stablehlo.multiply %3896, %2862 : tensor<384xf32>
    %3898 = stablehlo.add %3895, %3897 : tensor<384xf32>
    %3899 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %3900 = stablehlo.multiply %3899, %v.stages.0.blocks.0.fc1.b : tensor<384xf32>
    %3901 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %3902 = stablehlo.multiply %2862, %2862 : tensor<384xf32>
    %3903 = stablehlo.multiply %3901, %3902 : tensor<384xf32>
    %3904 = stablehlo.add %3900, %3903 : tensor<384xf32>
    %3905 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3906 = stablehlo.divide %3898, %3905 : tensor<384xf32>
    %3907 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3908 = stablehlo.divide %3904, %3907 : tensor<384xf32>
    %3909 = stablehlo.sqrt %3908 : tensor<384xf32>
    %3910 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %3911 = stablehlo.add %3909, %3910 : tensor<384xf32>
    %3912 = stablehlo.divide %3906, %3911 : tensor<384xf32>
    %3913 = stablehlo.constant dense<0.9> : tensor<384x96xf32>
    %3914 = stablehlo.multiply %3913, %m.stages.0.blocks.0.fc2.w : tensor<384x96xf32>
    %3915 = stablehlo.constant dense<0.1> : tensor<384x96xf32>
    %3916 = stablehlo.multiply %3915, %2867 : tensor<384x96xf32>
    %3917 = stablehlo.add %3914, %3916 : tensor<384x96xf32>
    %3918 = stablehlo.constant dense<0.999> : tensor<384x96xf32>
    %3919 = stablehlo.multiply %3918, %v.stages.0.blocks.0.fc2.w : tensor<384x96xf32>
    %3920 = stablehlo.constant dense<0.001> : tensor<384x96xf32>
    %3921 = stablehlo.multiply %2867, %2867 : tensor<384x96xf32>
    %3922 = stablehlo.multiply %3920, %3921 : tensor<384x96xf32>
    %3923 = stablehlo.add %3919, %3922 : tensor<384x96xf32>
    %3924 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x96xf32>
    %3925 = stablehlo.divide %3917, %3924 : tensor<384x96xf32>
    %3926 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x96xf32>
    %3927 = stablehlo.divide %3923, %3926 : tensor<384x96xf32>
    %3928 = stablehlo.sqrt %3927 : tensor<384x96xf32>
    %3929 = stablehlo.constant dense<1.0e-08> : tensor<384x96xf32>
    %3930 = stablehlo.add %3928, %3929 : tensor<384x96xf32>
    %3931 = stablehlo.divide %3925, %3930 : tensor<384x96xf32>
    %3932 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %3933 = stablehlo.multiply %3932, %m.stages.0.blocks.0.fc2.b : tensor<96xf32>
    %3934 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %3935 = stablehlo.multiply %3934, %2872 : tensor<96xf32>
    %3936 = stablehlo.add %3933, %3935 : tensor<96xf32>
    %3937 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %3938 = stablehlo.multiply %3937, %v.stages.0.blocks.0.fc2.b : tensor<96xf32>
    %3939 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %3940 = stablehlo.multiply %2872, %2872 : tensor<96xf32>
    %3941 = stablehlo.multiply %3939, %3940 : tensor<96xf32>
    %3942 = stablehlo.add %3938, %3941 : tensor<96xf32>
    %3943 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3944 = stablehlo.divide %3936, %3943 : tensor<96xf32>
    %3945 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3946 = stablehlo.divide %3942, %3945 : tensor<96xf32>
    %3947 = stablehlo.sqrt %3946 : tensor<96xf32>
    %3948 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %3949 = stablehlo.add %3947, %3948 : tensor<96xf32>
    %3950 = stablehlo.divide %3944, %3949 : tensor<96xf32>
    %3951 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %3952 = stablehlo.multiply %3951, %m.stages.0.blocks.0.gamma : tensor<96xf32>
    %3953 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %3954 = stablehlo.multiply %3953, %2877 : tensor<96xf32>
    %3955 = stablehlo.add %3952, %3954 : tensor<96xf32>
    %3956 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %3957 = stablehlo.multiply %3956, %v.stages.0.blocks.0.gamma : tensor<96xf32>
    %3958 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %3959 = stablehlo.multiply %2877, %2877 : tensor<96xf32>
    %3960 = stablehlo.multiply %3958, %3959 : tensor<96xf32>
    %3961 = stablehlo.add %3957, %3960 : tensor<96xf32>
    %3962 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3963 = stablehlo.divide %3955, %3962 : tensor<96xf32>
    %3964 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3965 = stablehlo.divide %3961, %3964 : tensor<96xf32>
    %3966 = stablehlo.sqrt %3965 : tensor<96xf32>
    %3967 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %3968 = stablehlo.add %3966, %3967 : tensor<96xf32>
    %3969 = stablehlo.divide %3963, %3968 : tensor<96xf32>
    %3970 = stablehlo.constant dense<0.9> : tensor<7x7x1x96xf32>
    %3971 = stablehlo.multiply %3970, %m.stages.0.blocks.1.dwconv.w : tensor<7x7x1x96xf32>
    %3972 = stablehlo.constant dense<0.1> : tensor<7x7x1x96xf32>
    %3973 = stablehlo.multiply %3972, %2882 : tensor<7x7x1x96xf32>
    %3974 = stablehlo.add %3971, %3973 : tensor<7x7x1x96xf32>
    %3975 = stablehlo.constant dense<0.999> : tensor<7x7x1x96xf32>
    %3976 = stablehlo.multiply %3975, %v.stages.0.blocks.1.dwconv.w : tensor<7x7x1x96xf32>
    %3977 = stablehlo.constant dense<0.001> : tensor<7x7x1x96xf32>
    %3978 = stablehlo.multiply %2882, %2882 : tensor<7x7x1x96xf32>
    %3979 = stablehlo.multiply %3977, %3978 : tensor<7x7x1x96xf32>
    %3980 = stablehlo.add %3976, %3979 : tensor<7x7x1x96xf32>
    %3981 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x96xf32>
    %3982 = stablehlo.divide %3974, %3981 : tensor<7x7x1x96xf32>
    %3983 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x96xf32>
    %3984 = stablehlo.divide %3980, %3983 : tensor<7x7x1x96xf32>
    %3985 = stablehlo.sqrt %3984 : tensor<7x7x1x96xf32>
    %3986 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x96xf32>
    %3987 = stablehlo.add %3985, %3986 : tensor<7x7x1x96xf32>
    %3988 = stablehlo.divide %3982, %3987 : tensor<7x7x1x96xf32>
    %3989 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %3990 = stablehlo.multiply %3989, %m.stages.0.blocks.1.dwconv.b : tensor<96xf32>
    %3991 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %3992 = stablehlo.multiply %3991, %2887 : tensor<96xf32>
    %3993 = stablehlo.add %3990, %3992 : tensor<96xf32>
    %3994 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %3995 = stablehlo.multiply %3994, %v.stages.0.blocks.1.dwconv.b : tensor<96xf32>
    %3996 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %3997 = stablehlo.multiply %2887, %2887 : tensor<96xf32>
    %3998 = stablehlo.multiply %3996, %3997 : tensor<96xf32>
    %3999 = stablehlo.add %3995, %3998 : tensor<96xf32>
    %4000 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4001 = stablehlo.divide %3993, %4000 : tensor<96xf32>
    %4002 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4003 = stablehlo.divide %3999, %4002 : tensor<96xf32>
    %4004 = stablehlo.sqrt %4003 : tensor<96xf32>
    %4005 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %4006 = stablehlo.add %4004, %4005 : tensor<96xf32>
    %4007 = stablehlo.divide %4001, %4006 : tensor<96xf32>
    %4008 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %4009 = stablehlo.multiply %4008, %m.stages.0.blocks.1.norm.g : tensor<96xf32>
    %4010 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %4011 = stablehlo.multiply %4010, %2892 : tensor<96xf32>
    %4012 = stablehlo.add %4009, %4011 : tensor<96xf32>
    %4013 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %4014 = stablehlo.multiply %4013, %v.stages.0.blocks.1.norm.g : tensor<96xf32>
    %4015 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %4016 = stablehlo.multiply %2892, %2892 : tensor<96xf32>
    %4017 = stablehlo.multiply %4015, %4016 : tensor<96xf32>
    %4018 = stablehlo.add %4014, %4017 : tensor<96xf32>
    %4019 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4020 = stablehlo.divide %4012, %4019 : tensor<96xf32>
    %4021 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4022 = stablehlo.divide %4018, %4021 : tensor<96xf32>
    %4023 = stablehlo.sqrt %4022 : tensor<96xf32>
    %4024 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %4025 = stablehlo.add %4023, %4024 : tensor<96xf32>
    %4026 = stablehlo.divide %4020, %4025 : tensor<96xf32>
    %4027 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %4028 = stablehlo.multiply %4027, %m.stages.0.blocks.1.norm.b : tensor<96xf32>
    %4029 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %4030 = stablehlo.multiply %4029, %2897 : tensor<96xf32>
    %4031 = stablehlo.add %4028, %4030 : tensor<96xf32>
    %4032 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %4033 = stablehlo.multiply %4032, %v.stages.0.blocks.1.norm.b : tensor<96xf32>
    %4034 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %4035 = stablehlo.multiply %2897, %2897 : tensor<96xf32>
    %4036 = stablehlo.multiply %4034, %4035 : tensor<96xf32>
    %4037 = stablehlo.add %4033, %4036 : tensor<96xf32>
    %4038 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4039 = stablehlo.divide %4031, %4038 : tensor<96xf32>
    %4040 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4041 = stablehlo.divide %4037, %4040 : tensor<96xf32>
    %4042 = stablehlo.sqrt %4041 : tensor<96xf32>
    %4043 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %4044 = stablehlo.add %4042, %4043 : tensor<96xf32>
    %4045 = stablehlo.divide %4039, %4044 : tensor<96xf32>
    %4046 = stablehlo.constant dense<0.9> : tensor<96x384xf32>
    %4047 = stablehlo.multiply %4046, %m.stages.0.blocks.1.fc1.w : tensor<96x384xf32>
    %4048 = stablehlo.constant dense<0.1> : tensor<96x384xf32>
    %4049 = stablehlo.multiply %4048, %2902 : tensor<96x384xf32>
    %4050 = stablehlo.add %4047, %4049 : tensor<96x384xf32>
    %4051 = stablehlo.constant dense<0.999> : tensor<96x384xf32>
    %4052 = stablehlo.multiply %4051, %v.stages.0.blocks.1.fc1.w : tensor<96x384xf32>
    %4053 = stablehlo.constant dense<0.001> : tensor<96x384xf32>
    %4054 = stablehlo.multiply %2902, %2902 : tensor<96x384xf32>
    %4055 = stablehlo.multiply %4053, %4054 : tensor<96x384xf32>
    %4056 = stablehlo.add %4052, %4055 : tensor<96x384xf32>
    %4057 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96x384xf32>
    %4058 = stablehlo.divide %4050, %4057 : tensor<96x384xf32>
    %4059 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96x384xf32>
    %4060 = stablehlo.divide %4056, %4059 : tensor<96x384xf32>
    %4061 = stablehlo.sqrt %4060 : tensor<96x384xf32>
    %4062 = stablehlo.constant dense<1.0e-08> : tensor<96x384xf32>
    %4063 = stablehlo.add %4061, %4062 : tensor<96x384xf32>
    %4064 = stablehlo.divide %4058, %4063 : tensor<96x384xf32>
    %4065 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %4066 = stablehlo.multiply %4065, %m.stages.0.blocks.1.fc1.b : tensor<384xf32>
    %4067 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %4068 = stablehlo.multiply %4067, %2907 : tensor<384xf32>
    %4069 = stablehlo.add %4066, %4068 : tensor<384xf32>
    %4070 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %4071 = stablehlo.multiply %4070, %v.stages.0.blocks.1.fc1.b : tensor<384xf32>
    %4072 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %4073 = stablehlo.multiply %2907, %2907 : tensor<384xf32>
    %4074 = stablehlo.multiply %4072, %4073 : tensor<384xf32>
    %4075 = stablehlo.add %4071, %4074 : tensor<384xf32>
    %4076 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4077 = stablehlo.divide %4069, %4076 : tensor<384xf32>
    %4078 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4079 = stablehlo.divide %4075, %4078 : tensor<384xf32>
    %4080 = stablehlo.sqrt %4079 : tensor<384xf32>
    %4081 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %4082 = stablehlo.add %4080, %4081 : tensor<384xf32>
    %4083 = stablehlo.divide %4077, %4082 : tensor<384xf32>
    %4084 = stablehlo.constant dense<0.9> : tensor<384x96xf32>
    %4085 = stablehlo.multiply %4084, %m.stages.0.blocks.1.fc2.w : tensor<384x96xf32>
    %4086 = stablehlo.constant dense<0.1> : tensor<384x96xf32>
    %4087 = stablehlo.multiply %4086, %2912 : tensor<384x96xf32>
    %4088 = stablehlo.add %4085, %4087 : tensor<384x96xf32>
    %4089 = stablehlo.constant dense<0.999> : tensor<384x96xf32>
    %4090 = stablehlo.multiply %4089, %v.stages.0.blocks.1.fc2.w : tensor<384x96xf32>
    %4091 = stablehlo.constant dense<0.001> : tensor<384x96xf32>
    %4092 = stablehlo.multiply %2912, %2912 : tensor<384x96xf32>
    %4093 = stablehlo.multiply %4091, %4092 : tensor<384x96xf32>
    %4094 = stablehlo.add %4090, %4093 : tensor<384x96xf32>
    %4095 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x96xf32>
    %4096 = stablehlo.divide %4088, %4095 : tensor<384x96xf32>
    %4097 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x96xf32>
    %4098 = stablehlo.divide %4094, %4097 : tensor<384x96xf32>
    %4099 = stablehlo.sqrt %4098 : tensor<384x96xf32>
    %4100 = stablehlo.constant dense<1.0e-08> : tensor<384x96xf32>
    %4101 = stablehlo.add %4099, %4100 : tensor<384x96xf32>
    %4102 = stablehlo.divide %4096, %4101 : tensor<384x96xf32>
    %4103 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %4104 = stablehlo.multiply %4103, %m.stages.0.blocks.1.fc2.b : tensor<96xf32>
    %4105 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %4106 = stablehlo.multiply %4105, %2917 : tensor<96xf32>
    %4107 = stablehlo.add %4104, %4106 : tensor<96xf32>
    %4108 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %4109 = stablehlo.multiply %4108, %v.stages.0.blocks.1.fc2.b : tensor<96xf32>
    %4110 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %4111 = stablehlo.multiply %2917, %2917 : tensor<96xf32>
    %4112 = stablehlo.multiply %4110, %4111 : tensor<96xf32>
    %4113 = stablehlo.add %4109, %4112 : tensor<96xf32>
    %4114 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4115 = stablehlo.divide %4107, %4114 : tensor<96xf32>
    %4116 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4117 = stablehlo.divide %4113, %4116 : tensor<96xf32>
    %4118 = stablehlo.sqrt %4117 : tensor<96xf32>
    %4119 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %4120 = stablehlo.add %4118, %4119 : tensor<96xf32>
    %4121 = stablehlo.divide %4115, %4120 : tensor<96xf32>
    %4122 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %4123 = stablehlo.multiply %4122, %m.stages.0.blocks.1.gamma : tensor<96xf32>
    %4124 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %4125 = stablehlo.multiply %4124, %2922 : tensor<96xf32>
    %4126 = stablehlo.add %4123, %4125 : tensor<96xf32>
    %4127 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %4128 = stablehlo.multiply %4127, %v.stages.0.blocks.1.gamma : tensor<96xf32>
    %4129 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %4130 = stablehlo.multiply %2922, %2922 : tensor<96xf32>
    %4131 = stablehlo.multiply %4129, %4130 : tensor<96xf32>
    %4132 = stablehlo.add %4128, %4131 : tensor<96xf32>
    %4133 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4134 = stablehlo.divide %4126, %4133 : tensor<96xf32>
    %4135 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4136 = stablehlo.divide %4132, %4135 : tensor<96xf32>
    %4137 = stablehlo.sqrt %4136 : tensor<96xf32>
    %4138 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %4139 = stablehlo.add %4137, %4138 : tensor<96xf32>
    %4140 = stablehlo.divide %4134, %4139 : tensor<96xf32>
    %4141 = stablehlo.constant dense<0.9> : tensor<7x7x1x96xf32>
    %4142 = stablehlo.multiply %4141, %m.stages.0.blocks.2.dwconv.w : tensor<7x7x1x96xf32>
    %4143 = stablehlo.constant dense<0.1> : tensor<7x7x1x96xf32>
    %4144 = stablehlo.multiply %4143, %2927 : tensor<7x7x1x96xf32>
    %4145 = stablehlo.add %4142, %4144 : tensor<7x7x1x96xf32>
    %4146 = stablehlo.constant dense<0.999> : tensor<7x7x1x96xf32>
    %4147 = stablehlo.multiply %4146, %v.stages.0.blocks.2.dwconv.w : tensor<7x7x1x96xf32>
    %4148 = stablehlo.constant dense<0.001> : tensor<7x7x1x96xf32>
    %4149 = stablehlo.multiply %2927, %2927 : tensor<7x7x1x96xf32>
    %4150 = stablehlo.multiply %4148, %4149 : tensor<7x7x1x96xf32>
    %4151 = stablehlo.add %4147, %4150 : tensor<7x7x1x96xf32>
    %4152 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x96xf32>
    %4153 = stablehlo.divide %4145, %4152 : tensor<7x7x1x96xf32>
    %4154 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x96xf32>
    %4155 = stablehlo.divide %4151, %4154 : tensor<7x7x1x96xf32>
    %4156 = stablehlo.sqrt %4155 : tensor<7x7x1x96xf32>
    %4157 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x96xf32>
    %4158 = stablehlo.add %4156, %4157 : tensor<7x7x1x96xf32>
    %4159 = stablehlo.divide %4153, %4158 : tensor<7x7x1x96xf32>
    %4160 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %4161 = stablehlo.multiply %4160, %m.stages.0.blocks.2.dwconv.b : tensor<96xf32>
    %4162 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %4163 = stablehlo.multiply %4162, %2932 : tensor<96xf32>
    %4164 = stablehlo.add %4161, %4163 : tensor<96xf32>
    %4165 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %4166 = stablehlo.multiply %4165, %v.stages.0.blocks.2.dwconv.b : tensor<96xf32>
    %4167 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %4168 = stablehlo.multiply %2932, %2932 : tensor<96xf32>
    %4169 = stablehlo.multiply %4167, %4168 : tensor<96xf32>
    %4170 = stablehlo.add %4166, %4169 : tensor<96xf32>
    %4171 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4172 = stablehlo.divide %4164, %4171 : tensor<96xf32>
    %4173 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4174 = stablehlo.divide %4170, %4173 : tensor<96xf32>
    %4175 = stablehlo.sqrt %4174 : tensor<96xf32>
    %4176 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %4177 = stablehlo.add %4175, %4176 : tensor<96xf32>
    %4178 = stablehlo.divide %4172, %4177 : tensor<96xf32>
    %4179 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %4180 = stablehlo.multiply %4179, %m.stages.0.blocks.2.norm.g : tensor<96xf32>
    %4181 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %4182 = stablehlo.multiply %4181, %2937 : tensor<96xf32>
    %4183 = stablehlo.add %4180, %4182 : tensor<96xf32>
    %4184 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %4185 = stablehlo.multiply %4184, %v.stages.0.blocks.2.norm.g : tensor<96xf32>
    %4186 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %4187 = stablehlo.multiply %2937, %2937 : tensor<96xf32>
    %4188 = stablehlo.multiply %4186, %4187 : tensor<96xf32>
    %4189 = stablehlo.add %4185, %4188 : tensor<96xf32>
    %4190 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4191 = stablehlo.divide %4183, %4190 : tensor<96xf32>
    %4192 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4193 = stablehlo.divide %4189, %4192 : tensor<96xf32>
    %4194 = stablehlo.sqrt %4193 : tensor<96xf32>
    %4195 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %4196 = stablehlo.add %4194, %4195 : tensor<96xf32>
    %4197 = stablehlo.divide %4191, %4196 : tensor<96xf32>
    %4198 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %4199 = stablehlo.multiply %4198, %m.stages.0.blocks.2.norm.b : tensor<96xf32>
    %4200 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %4201 = stablehlo.multiply %4200, %2942 : tensor<96xf32>
    %4202 = stablehlo.add %4199, %4201 : tensor<96xf32>
    %4203 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %4204 = stablehlo.multiply %4203, %v.stages.0.blocks.2.norm.b : tensor<96xf32>
    %4205 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %4206 = stablehlo.multiply %2942, %2942 : tensor<96xf32>
    %4207 = stablehlo.multiply %4205, %4206 : tensor<96xf32>
    %4208 = stablehlo.add %4204, %4207 : tensor<96xf32>
    %4209 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4210 = stablehlo.divide %4202, %4209 : tensor<96xf32>
    %4211 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4212 = stablehlo.divide %4208, %4211 : tensor<96xf32>
    %4213 = stablehlo.sqrt %4212 : tensor<96xf32>
    %4214 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %4215 = stablehlo.add %4213, %4214 : tensor<96xf32>
    %4216 = stablehlo.divide %4210, %4215 : tensor<96xf32>
    %4217 = stablehlo.constant dense<0.9> : tensor<96x384xf32>
    %4218 = stablehlo.multiply %4217, %m.stages.0.blocks.2.fc1.w : tensor<96x384xf32>
    %4219 = stablehlo.constant dense<0.1> : tensor<96x384xf32>
    %4220 = stablehlo.multiply %4219, %2947 : tensor<96x384xf32>
    %4221 = stablehlo.add %4218, %4220 : tensor<96x384xf32>
    %4222 = stablehlo.constant dense<0.999> : tensor<96x384xf32>
    %4223 = stablehlo.multiply %4222, %v.stages.0.blocks.2.fc1.w : tensor<96x384xf32>
    %4224 = stablehlo.constant dense<0.001> : tensor<96x384xf32>
    %4225 = stablehlo.multiply %2947, %2947 : tensor<96x384xf32>
    %4226 = stablehlo.multiply %4224, %4225 : tensor<96x384xf32>
    %4227 = stablehlo.add %4223, %4226 : tensor<96x384xf32>
    %4228 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96x384xf32>
    %4229 = stablehlo.divide %4221, %4228 : tensor<96x384xf32>
    %4230 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96x384xf32>
    %4231 = stablehlo.divide %4227, %4230 : tensor<96x384xf32>
    %4232 = stablehlo.sqrt %4231 : tensor<96x384xf32>
    %4233 = stablehlo.constant dense<1.0e-08> : tensor<96x384xf32>
    %4234 = stablehlo.add %4232, %4233 : tensor<96x384xf32>
    %4235 = stablehlo.divide %4229, %4234 : tensor<96x384xf32>
    %4236 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %4237 = stablehlo.multiply %4236, %m.stages.0.blocks.2.fc1.b : tensor<384xf32>
    %4238 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %4239 = stablehlo.multiply %4238, %2952 : tensor<384xf32>
    %4240 = stablehlo.add %4237, %4239 : tensor<384xf32>
    %4241 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %4242 = stablehlo.multiply %4241, %v.stages.0.blocks.2.fc1.b : tensor<384xf32>
    %4243 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %4244 = stablehlo.multiply %2952, %2952 : tensor<384xf32>
    %4245 = stablehlo.multiply %4243, %4244 : tensor<384xf32>
    %4246 = stablehlo.add %4242, %4245 : tensor<384xf32>
    %4247 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4248 = stablehlo.divide %4240, %4247 : tensor<384xf32>
    %4249 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4250 = stablehlo.divide %4246, %4249 : tensor<384xf32>
    %4251 = stablehlo.sqrt %4250 : tensor<384xf32>
    %4252 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %4253 = stablehlo.add %4251, %4252 : tensor<384xf32>
    %4254 = stablehlo.divide %4248, %4253 : tensor<384xf32>
    %4255 = stablehlo.constant dense<0.9> : tensor<384x96xf32>
    %4256 = stablehlo.multiply %4255, %m.stages.0.blocks.2.fc2.w : tensor<384x96xf32>
    %4257 = stablehlo.constant dense<0.1> : tensor<384x96xf32>
    %4258 = stablehlo.multiply %4257, %2957 : tensor<384x96xf32>
    %4259 = stablehlo.add %4256, %4258 : tensor<384x96xf32>
    %4260 = stablehlo.constant dense<0.999> : tensor<384x96xf32>
    %4261 = stablehlo.multiply %4260, %v.stages.0.blocks.2.fc2.w : tensor<384x96xf32>
    %4262 = stablehlo.constant dense<0.001> : tensor<384x96xf32>
    %4263 = stablehlo.multiply %2957, %2957 : tensor<384x96xf32>
    %4264 = stablehlo.multiply %4262, %4263 : tensor<384x96xf32>
    %4265 = stablehlo.add %4261, %4264 : tensor<384x96xf32>
    %4266 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x96xf32>
    %4267 = stablehlo.divide %4259, %4266 : tensor<384x96xf32>
    %4268 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x96xf32>
    %4269 = stablehlo.divide %4265, %4268 : tensor<384x96xf32>
    %4270 = stablehlo.sqrt %4269 : tensor<384x96xf32>
    %4271 = stablehlo.constant dense<1.0e-08> : tensor<384x96xf32>
    %4272 = stablehlo.add %4270, %4271 : tensor<384x96xf32>
    %4273 = stablehlo.divide %4267, %4272 : tensor<384x96xf32>
    %4274 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %4275 = stablehlo.multiply %4274, %m.stages.0.blocks.2.fc2.b : tensor<96xf32>
    %4276 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %4277 = stablehlo.multiply %4276, %2962 : tensor<96xf32>
    %4278 = stablehlo.add %4275, %4277 : tensor<96xf32>
    %4279 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %4280 = stablehlo.multiply %4279, %v.stages.0.blocks.2.fc2.b : tensor<96xf32>
    %4281 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %4282 = stablehlo.multiply %2962, %2962 : tensor<96xf32>
    %4283 = stablehlo.multiply %4281, %4282 : tensor<96xf32>
    %4284 = stablehlo.add %4280, %4283 : tensor<96xf32>
    %4285 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4286 = stablehlo.divide %4278, %4285 : tensor<96xf32>
    %4287 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4288 = stablehlo.divide %4284, %4287 : tensor<96xf32>
    %4289 = stablehlo.sqrt %4288 : tensor<96xf32>
    %4290 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %4291 = stablehlo.add %4289, %4290 : tensor<96xf32>
    %4292 = stablehlo.divide %4286, %4291 : tensor<96xf32>
    %4293 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %4294 = stablehlo.multiply %4293, %m.stages.0.blocks.2.gamma : tensor<96xf32>
    %4295 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %4296 = stablehlo.multiply %4295, %2967 : tensor<96xf32>
    %4297 = stablehlo.add %4294, %4296 : tensor<96xf32>
    %4298 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %4299 = stablehlo.multiply %4298, %v.stages.0.blocks.2.gamma : tensor<96xf32>
    %4300 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %4301 = stablehlo.multiply %2967, %2967 : tensor<96xf32>
    %4302 = stablehlo.multiply %4300, %4301 : tensor<96xf32>
    %4303 = stablehlo.add %4299, %4302 : tensor<96xf32>
    %4304 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4305 = stablehlo.divide %4297, %4304 : tensor<96xf32>
    %4306 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4307 = stablehlo.divide %4303, %4306 : tensor<96xf32>
    %4308 = stablehlo.sqrt %4307 : tensor<96xf32>
    %4309 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %4310 = stablehlo.add %4308, %4309 : tensor<96xf32>
    %4311 = stablehlo.divide %4305, %4310 : tensor<96xf32>
    %4312 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %4313 = stablehlo.multiply %4312, %m.stages.1.down.norm.g : tensor<96xf32>
    %4314 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %4315 = stablehlo.multiply %4314, %2972 : tensor<96xf32>
    %4316 = stablehlo.add %4313, %4315 : tensor<96xf32>
    %4317 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %4318 = stablehlo.multiply %4317, %v.stages.1.down.norm.g : tensor<96xf32>
    %4319 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %4320 = stablehlo.multiply %2972, %2972 : tensor<96xf32>
    %4321 = stablehlo.multiply %4319, %4320 : tensor<96xf32>
    %4322 = stablehlo.add %4318, %4321 : tensor<96xf32>
    %4323 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4324 = stablehlo.divide %4316, %4323 : tensor<96xf32>
    %4325 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4326 = stablehlo.divide %4322, %4325 : tensor<96xf32>
    %4327 = stablehlo.sqrt %4326 : tensor<96xf32>
    %4328 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %4329 = stablehlo.add %4327, %4328 : tensor<96xf32>
    %4330 = stablehlo.divide %4324, %4329 : tensor<96xf32>
    %4331 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %4332 = stablehlo.multiply %4331, %m.stages.1.down.norm.b : tensor<96xf32>
    %4333 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %4334 = stablehlo.multiply %4333, %2977 : tensor<96xf32>
    %4335 = stablehlo.add %4332, %4334 : tensor<96xf32>
    %4336 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %4337 = stablehlo.multiply %4336, %v.stages.1.down.norm.b : tensor<96xf32>
    %4338 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %4339 = stablehlo.multiply %2977, %2977 : tensor<96xf32>
    %4340 = stablehlo.multiply %4338, %4339 : tensor<96xf32>
    %4341 = stablehlo.add %4337, %4340 : tensor<96xf32>
    %4342 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4343 = stablehlo.divide %4335, %4342 : tensor<96xf32>
    %4344 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4345 = stablehlo.divide %4341, %4344 : tensor<96xf32>
    %4346 = stablehlo.sqrt %4345 : tensor<96xf32>
    %4347 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %4348 = stablehlo.add %4346, %4347 : tensor<96xf32>
    %4349 = stablehlo.divide %4343, %4348 : tensor<96xf32>
    %4350 = stablehlo.constant dense<0.9> : tensor<2x2x96x192xf32>
    %4351 = stablehlo.multiply %4350, %m.stages.1.down.conv.w : tensor<2x2x96x192xf32>
    %4352 = stablehlo.constant dense<0.1> : tensor<2x2x96x192xf32>
    %4353 = stablehlo.multiply %4352, %2982 : tensor<2x2x96x192xf32>
    %4354 = stablehlo.add %4351, %4353 : tensor<2x2x96x192xf32>
    %4355 = stablehlo.constant dense<0.999> : tensor<2x2x96x192xf32>
    %4356 = stablehlo.multiply %4355, %v.stages.1.down.conv.w : tensor<2x2x96x192xf32>
    %4357 = stablehlo.constant dense<0.001> : tensor<2x2x96x192xf32>
    %4358 = stablehlo.multiply %2982, %2982 : tensor<2x2x96x192xf32>
    %4359 = stablehlo.multiply %4357, %4358 : tensor<2x2x96x192xf32>
    %4360 = stablehlo.add %4356, %4359 : tensor<2x2x96x192xf32>
    %4361 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x96x192xf32>
    %4362 = stablehlo.divide %4354, %4361 : tensor<2x2x96x192xf32>
    %4363 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x96x192xf32>
    %4364 = stablehlo.divide %4360, %4363 : tensor<2x2x96x192xf32>
    %4365 = stablehlo.sqrt %4364 : tensor<2x2x96x192xf32>
    %4366 = stablehlo.constant dense<1.0e-08> : tensor<2x2x96x192xf32>
    %4367 = stablehlo.add %4365, %4366 : tensor<2x2x96x192xf32>
    %4368 = stablehlo.divide %4362, %4367 : tensor<2x2x96x192xf32>
    %4369 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4370 = stablehlo.multiply %4369, %m.stages.1.down.conv.b : tensor<192xf32>
    %4371 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4372 = stablehlo.multiply %4371, %2987 : tensor<192xf32>
    %4373 = stablehlo.add %4370, %4372 : tensor<192xf32>
    %4374 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4375 = stablehlo.multiply %4374, %v.stages.1.down.conv.b : tensor<192xf32>
    %4376 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4377 = stablehlo.multiply %2987, %2987 : tensor<192xf32>
    %4378 = stablehlo.multiply %4376, %4377 : tensor<192xf32>
    %4379 = stablehlo.add %4375, %4378 : tensor<192xf32>
    %4380 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4381 = stablehlo.divide %4373, %4380 : tensor<192xf32>
    %4382 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4383 = stablehlo.divide %4379, %4382 : tensor<192xf32>
    %4384 = stablehlo.sqrt %4383 : tensor<192xf32>
    %4385 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4386 = stablehlo.add %4384, %4385 : tensor<192xf32>
    %4387 = stablehlo.divide %4381, %4386 : tensor<192xf32>
    %4388 = stablehlo.constant dense<0.9> : tensor<7x7x1x192xf32>
    %4389 = stablehlo.multiply %4388, %m.stages.1.blocks.0.dwconv.w : tensor<7x7x1x192xf32>
    %4390 = stablehlo.constant dense<0.1> : tensor<7x7x1x192xf32>
    %4391 = stablehlo.multiply %4390, %2992 : tensor<7x7x1x192xf32>
    %4392 = stablehlo.add %4389, %4391 : tensor<7x7x1x192xf32>
    %4393 = stablehlo.constant dense<0.999> : tensor<7x7x1x192xf32>
    %4394 = stablehlo.multiply %4393, %v.stages.1.blocks.0.dwconv.w : tensor<7x7x1x192xf32>
    %4395 = stablehlo.constant dense<0.001> : tensor<7x7x1x192xf32>
    %4396 = stablehlo.multiply %2992, %2992 : tensor<7x7x1x192xf32>
    %4397 = stablehlo.multiply %4395, %4396 : tensor<7x7x1x192xf32>
    %4398 = stablehlo.add %4394, %4397 : tensor<7x7x1x192xf32>
    %4399 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x192xf32>
    %4400 = stablehlo.divide %4392, %4399 : tensor<7x7x1x192xf32>
    %4401 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x192xf32>
    %4402 = stablehlo.divide %4398, %4401 : tensor<7x7x1x192xf32>
    %4403 = stablehlo.sqrt %4402 : tensor<7x7x1x192xf32>
    %4404 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x192xf32>
    %4405 = stablehlo.add %4403, %4404 : tensor<7x7x1x192xf32>
    %4406 = stablehlo.divide %4400, %4405 : tensor<7x7x1x192xf32>
    %4407 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4408 = stablehlo.multiply %4407, %m.stages.1.blocks.0.dwconv.b : tensor<192xf32>
    %4409 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4410 = stablehlo.multiply %4409, %2997 : tensor<192xf32>
    %4411 = stablehlo.add %4408, %4410 : tensor<192xf32>
    %4412 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4413 = stablehlo.multiply %4412, %v.stages.1.blocks.0.dwconv.b : tensor<192xf32>
    %4414 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4415 = stablehlo.multiply %2997, %2997 : tensor<192xf32>
    %4416 = stablehlo.multiply %4414, %4415 : tensor<192xf32>
    %4417 = stablehlo.add %4413, %4416 : tensor<192xf32>
    %4418 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4419 = stablehlo.divide %4411, %4418 : tensor<192xf32>
    %4420 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4421 = stablehlo.divide %4417, %4420 : tensor<192xf32>
    %4422 = stablehlo.sqrt %4421 : tensor<192xf32>
    %4423 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4424 = stablehlo.add %4422, %4423 : tensor<192xf32>
    %4425 = stablehlo.divide %4419, %4424 : tensor<192xf32>
    %4426 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4427 = stablehlo.multiply %4426, %m.stages.1.blocks.0.norm.g : tensor<192xf32>
    %4428 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4429 = stablehlo.multiply %4428, %3002 : tensor<192xf32>
    %4430 = stablehlo.add %4427, %4429 : tensor<192xf32>
    %4431 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4432 = stablehlo.multiply %4431, %v.stages.1.blocks.0.norm.g : tensor<192xf32>
    %4433 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4434 = stablehlo.multiply %3002, %3002 : tensor<192xf32>
    %4435 = stablehlo.multiply %4433, %4434 : tensor<192xf32>
    %4436 = stablehlo.add %4432, %4435 : tensor<192xf32>
    %4437 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4438 = stablehlo.divide %4430, %4437 : tensor<192xf32>
    %4439 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4440 = stablehlo.divide %4436, %4439 : tensor<192xf32>
    %4441 = stablehlo.sqrt %4440 : tensor<192xf32>
    %4442 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4443 = stablehlo.add %4441, %4442 : tensor<192xf32>
    %4444 = stablehlo.divide %4438, %4443 : tensor<192xf32>
    %4445 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4446 = stablehlo.multiply %4445, %m.stages.1.blocks.0.norm.b : tensor<192xf32>
    %4447 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4448 = stablehlo.multiply %4447, %3007 : tensor<192xf32>
    %4449 = stablehlo.add %4446, %4448 : tensor<192xf32>
    %4450 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4451 = stablehlo.multiply %4450, %v.stages.1.blocks.0.norm.b : tensor<192xf32>
    %4452 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4453 = stablehlo.multiply %3007, %3007 : tensor<192xf32>
    %4454 = stablehlo.multiply %4452, %4453 : tensor<192xf32>
    %4455 = stablehlo.add %4451, %4454 : tensor<192xf32>
    %4456 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4457 = stablehlo.divide %4449, %4456 : tensor<192xf32>
    %4458 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4459 = stablehlo.divide %4455, %4458 : tensor<192xf32>
    %4460 = stablehlo.sqrt %4459 : tensor<192xf32>
    %4461 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4462 = stablehlo.add %4460, %4461 : tensor<192xf32>
    %4463 = stablehlo.divide %4457, %4462 : tensor<192xf32>
    %4464 = stablehlo.constant dense<0.9> : tensor<192x768xf32>
    %4465 = stablehlo.multiply %4464, %m.stages.1.blocks.0.fc1.w : tensor<192x768xf32>
    %4466 = stablehlo.constant dense<0.1> : tensor<192x768xf32>
    %4467 = stablehlo.multiply %4466, %3012 : tensor<192x768xf32>
    %4468 = stablehlo.add %4465, %4467 : tensor<192x768xf32>
    %4469 = stablehlo.constant dense<0.999> : tensor<192x768xf32>
    %4470 = stablehlo.multiply %4469, %v.stages.1.blocks.0.fc1.w : tensor<192x768xf32>
    %4471 = stablehlo.constant dense<0.001> : tensor<192x768xf32>
    %4472 = stablehlo.multiply %3012, %3012 : tensor<192x768xf32>
    %4473 = stablehlo.multiply %4471, %4472 : tensor<192x768xf32>
    %4474 = stablehlo.add %4470, %4473 : tensor<192x768xf32>
    %4475 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %4476 = stablehlo.divide %4468, %4475 : tensor<192x768xf32>
    %4477 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %4478 = stablehlo.divide %4474, %4477 : tensor<192x768xf32>
    %4479 = stablehlo.sqrt %4478 : tensor<192x768xf32>
    %4480 = stablehlo.constant dense<1.0e-08> : tensor<192x768xf32>
    %4481 = stablehlo.add %4479, %4480 : tensor<192x768xf32>
    %4482 = stablehlo.divide %4476, %4481 : tensor<192x768xf32>
    %4483 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %4484 = stablehlo.multiply %4483, %m.stages.1.blocks.0.fc1.b : tensor<768xf32>
    %4485 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %4486 = stablehlo.multiply %4485, %3017 : tensor<768xf32>
    %4487 = stablehlo.add %4484, %4486 : tensor<768xf32>
    %4488 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %4489 = stablehlo.multiply %4488, %v.stages.1.blocks.0.fc1.b : tensor<768xf32>
    %4490 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %4491 = stablehlo.multiply %3017, %3017 : tensor<768xf32>
    %4492 = stablehlo.multiply %4490, %4491 : tensor<768xf32>
    %4493 = stablehlo.add %4489, %4492 : tensor<768xf32>
    %4494 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %4495 = stablehlo.divide %4487, %4494 : tensor<768xf32>
    %4496 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %4497 = stablehlo.divide %4493, %4496 : tensor<768xf32>
    %4498 = stablehlo.sqrt %4497 : tensor<768xf32>
    %4499 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %4500 = stablehlo.add %4498, %4499 : tensor<768xf32>
    %4501 = stablehlo.divide %4495, %4500 : tensor<768xf32>
    %4502 = stablehlo.constant dense<0.9> : tensor<768x192xf32>
    %4503 = stablehlo.multiply %4502, %m.stages.1.blocks.0.fc2.w : tensor<768x192xf32>
    %4504 = stablehlo.constant dense<0.1> : tensor<768x192xf32>
    %4505 = stablehlo.multiply %4504, %3022 : tensor<768x192xf32>
    %4506 = stablehlo.add %4503, %4505 : tensor<768x192xf32>
    %4507 = stablehlo.constant dense<0.999> : tensor<768x192xf32>
    %4508 = stablehlo.multiply %4507, %v.stages.1.blocks.0.fc2.w : tensor<768x192xf32>
    %4509 = stablehlo.constant dense<0.001> : tensor<768x192xf32>
    %4510 = stablehlo.multiply %3022, %3022 : tensor<768x192xf32>
    %4511 = stablehlo.multiply %4509, %4510 : tensor<768x192xf32>
    %4512 = stablehlo.add %4508, %4511 : tensor<768x192xf32>
    %4513 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %4514 = stablehlo.divide %4506, %4513 : tensor<768x192xf32>
    %4515 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %4516 = stablehlo.divide %4512, %4515 : tensor<768x192xf32>
    %4517 = stablehlo.sqrt %4516 : tensor<768x192xf32>
    %4518 = stablehlo.constant dense<1.0e-08> : tensor<768x192xf32>
    %4519 = stablehlo.add %4517, %4518 : tensor<768x192xf32>
    %4520 = stablehlo.divide %4514, %4519 : tensor<768x192xf32>
    %4521 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4522 = stablehlo.multiply %4521, %m.stages.1.blocks.0.fc2.b : tensor<192xf32>
    %4523 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4524 = stablehlo.multiply %4523, %3027 : tensor<192xf32>
    %4525 = stablehlo.add %4522, %4524 : tensor<192xf32>
    %4526 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4527 = stablehlo.multiply %4526, %v.stages.1.blocks.0.fc2.b : tensor<192xf32>
    %4528 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4529 = stablehlo.multiply %3027, %3027 : tensor<192xf32>
    %4530 = stablehlo.multiply %4528, %4529 : tensor<192xf32>
    %4531 = stablehlo.add %4527, %4530 : tensor<192xf32>
    %4532 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4533 = stablehlo.divide %4525, %4532 : tensor<192xf32>
    %4534 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4535 = stablehlo.divide %4531, %4534 : tensor<192xf32>
    %4536 = stablehlo.sqrt %4535 : tensor<192xf32>
    %4537 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4538 = stablehlo.add %4536, %4537 : tensor<192xf32>
    %4539 = stablehlo.divide %4533, %4538 : tensor<192xf32>
    %4540 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4541 = stablehlo.multiply %4540, %m.stages.1.blocks.0.gamma : tensor<192xf32>
    %4542 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4543 = stablehlo.multiply %4542, %3032 : tensor<192xf32>
    %4544 = stablehlo.add %4541, %4543 : tensor<192xf32>
    %4545 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4546 = stablehlo.multiply %4545, %v.stages.1.blocks.0.gamma : tensor<192xf32>
    %4547 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4548 = stablehlo.multiply %3032, %3032 : tensor<192xf32>
    %4549 = stablehlo.multiply %4547, %4548 : tensor<192xf32>
    %4550 = stablehlo.add %4546, %4549 : tensor<192xf32>
    %4551 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4552 = stablehlo.divide %4544, %4551 : tensor<192xf32>
    %4553 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4554 = stablehlo.divide %4550, %4553 : tensor<192xf32>
    %4555 = stablehlo.sqrt %4554 : tensor<192xf32>
    %4556 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4557 = stablehlo.add %4555, %4556 : tensor<192xf32>
    %4558 = stablehlo.divide %4552, %4557 : tensor<192xf32>
    %4559 = stablehlo.constant dense<0.9> : tensor<7x7x1x192xf32>
    %4560 = stablehlo.multiply %4559, %m.stages.1.blocks.1.dwconv.w : tensor<7x7x1x192xf32>
    %4561 = stablehlo.constant dense<0.1> : tensor<7x7x1x192xf32>
    %4562 = stablehlo.multiply %4561, %3037 : tensor<7x7x1x192xf32>
    %4563 = stablehlo.add %4560, %4562 : tensor<7x7x1x192xf32>
    %4564 = stablehlo.constant dense<0.999> : tensor<7x7x1x192xf32>
    %4565 = stablehlo.multiply %4564, %v.stages.1.blocks.1.dwconv.w : tensor<7x7x1x192xf32>
    %4566 = stablehlo.constant dense<0.001> : tensor<7x7x1x192xf32>
    %4567 = stablehlo.multiply %3037, %3037 : tensor<7x7x1x192xf32>
    %4568 = stablehlo.multiply %4566, %4567 : tensor<7x7x1x192xf32>
    %4569 = stablehlo.add %4565, %4568 : tensor<7x7x1x192xf32>
    %4570 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x192xf32>
    %4571 = stablehlo.divide %4563, %4570 : tensor<7x7x1x192xf32>
    %4572 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x192xf32>
    %4573 = stablehlo.divide %4569, %4572 : tensor<7x7x1x192xf32>
    %4574 = stablehlo.sqrt %4573 : tensor<7x7x1x192xf32>
    %4575 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x192xf32>
    %4576 = stablehlo.add %4574, %4575 : tensor<7x7x1x192xf32>
    %4577 = stablehlo.divide %4571, %4576 : tensor<7x7x1x192xf32>
    %4578 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4579 = stablehlo.multiply %4578, %m.stages.1.blocks.1.dwconv.b : tensor<192xf32>
    %4580 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4581 = stablehlo.multiply %4580, %3042 : tensor<192xf32>
    %4582 = stablehlo.add %4579, %4581 : tensor<192xf32>
    %4583 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4584 = stablehlo.multiply %4583, %v.stages.1.blocks.1.dwconv.b : tensor<192xf32>
    %4585 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4586 = stablehlo.multiply %3042, %3042 : tensor<192xf32>
    %4587 = stablehlo.multiply %4585, %4586 : tensor<192xf32>
    %4588 = stablehlo.add %4584, %4587 : tensor<192xf32>
    %4589 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4590 = stablehlo.divide %4582, %4589 : tensor<192xf32>
    %4591 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4592 = stablehlo.divide %4588, %4591 : tensor<192xf32>
    %4593 = stablehlo.sqrt %4592 : tensor<192xf32>
    %4594 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4595 = stablehlo.add %4593, %4594 : tensor<192xf32>
    %4596 = stablehlo.divide %4590, %4595 : tensor<192xf32>
    %4597 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4598 = stablehlo.multiply %4597, %m.stages.1.blocks.1.norm.g : tensor<192xf32>
    %4599 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4600 = stablehlo.multiply %4599, %3047 : tensor<192xf32>
    %4601 = stablehlo.add %4598, %4600 : tensor<192xf32>
    %4602 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4603 = stablehlo.multiply %4602, %v.stages.1.blocks.1.norm.g : tensor<192xf32>
    %4604 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4605 = stablehlo.multiply %3047, %3047 : tensor<192xf32>
    %4606 = stablehlo.multiply %4604, %4605 : tensor<192xf32>
    %4607 = stablehlo.add %4603, %4606 : tensor<192xf32>
    %4608 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4609 = stablehlo.divide %4601, %4608 : tensor<192xf32>
    %4610 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4611 = stablehlo.divide %4607, %4610 : tensor<192xf32>
    %4612 = stablehlo.sqrt %4611 : tensor<192xf32>
    %4613 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4614 = stablehlo.add %4612, %4613 : tensor<192xf32>
    %4615 = stablehlo.divide %4609, %4614 : tensor<192xf32>
    %4616 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4617 = stablehlo.multiply %4616, %m.stages.1.blocks.1.norm.b : tensor<192xf32>
    %4618 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4619 = stablehlo.multiply %4618, %3052 : tensor<192xf32>
    %4620 = stablehlo.add %4617, %4619 : tensor<192xf32>
    %4621 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4622 = stablehlo.multiply %4621, %v.stages.1.blocks.1.norm.b : tensor<192xf32>
    %4623 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4624 = stablehlo.multiply %3052, %3052 : tensor<192xf32>
    %4625 = stablehlo.multiply %4623, %4624 : tensor<192xf32>
    %4626 = stablehlo.add %4622, %4625 : tensor<192xf32>
    %4627 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4628 = stablehlo.divide %4620, %4627 : tensor<192xf32>
    %4629 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4630 = stablehlo.divide %4626, %4629 : tensor<192xf32>
    %4631 = stablehlo.sqrt %4630 : tensor<192xf32>
    %4632 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4633 = stablehlo.add %4631, %4632 : tensor<192xf32>
    %4634 = stablehlo.divide %4628, %4633 : tensor<192xf32>
    %4635 = stablehlo.constant dense<0.9> : tensor<192x768xf32>
    %4636 = stablehlo.multiply %4635, %m.stages.1.blocks.1.fc1.w : tensor<192x768xf32>
    %4637 = stablehlo.constant dense<0.1> : tensor<192x768xf32>
    %4638 = stablehlo.multiply %4637, %3057 : tensor<192x768xf32>
    %4639 = stablehlo.add %4636, %4638 : tensor<192x768xf32>
    %4640 = stablehlo.constant dense<0.999> : tensor<192x768xf32>
    %4641 = stablehlo.multiply %4640, %v.stages.1.blocks.1.fc1.w : tensor<192x768xf32>
    %4642 = stablehlo.constant dense<0.001> : tensor<192x768xf32>
    %4643 = stablehlo.multiply %3057, %3057 : tensor<192x768xf32>
    %4644 = stablehlo.multiply %4642, %4643 : tensor<192x768xf32>
    %4645 = stablehlo.add %4641, %4644 : tensor<192x768xf32>
    %4646 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %4647 = stablehlo.divide %4639, %4646 : tensor<192x768xf32>
    %4648 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %4649 = stablehlo.divide %4645, %4648 : tensor<192x768xf32>
    %4650 = stablehlo.sqrt %4649 : tensor<192x768xf32>
    %4651 = stablehlo.constant dense<1.0e-08> : tensor<192x768xf32>
    %4652 = stablehlo.add %4650, %4651 : tensor<192x768xf32>
    %4653 = stablehlo.divide %4647, %4652 : tensor<192x768xf32>
    %4654 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %4655 = stablehlo.multiply %4654, %m.stages.1.blocks.1.fc1.b : tensor<768xf32>
    %4656 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %4657 = stablehlo.multiply %4656, %3062 : tensor<768xf32>
    %4658 = stablehlo.add %4655, %4657 : tensor<768xf32>
    %4659 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %4660 = stablehlo.multiply %4659, %v.stages.1.blocks.1.fc1.b : tensor<768xf32>
    %4661 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %4662 = stablehlo.multiply %3062, %3062 : tensor<768xf32>
    %4663 = stablehlo.multiply %4661, %4662 : tensor<768xf32>
    %4664 = stablehlo.add %4660, %4663 : tensor<768xf32>
    %4665 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %4666 = stablehlo.divide %4658, %4665 : tensor<768xf32>
    %4667 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %4668 = stablehlo.divide %4664, %4667 : tensor<768xf32>
    %4669 = stablehlo.sqrt %4668 : tensor<768xf32>
    %4670 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %4671 = stablehlo.add %4669, %4670 : tensor<768xf32>
    %4672 = stablehlo.divide %4666, %4671 : tensor<768xf32>
    %4673 = stablehlo.constant dense<0.9> : tensor<768x192xf32>
    %4674 = stablehlo.multiply %4673, %m.stages.1.blocks.1.fc2.w : tensor<768x192xf32>
    %4675 = stablehlo.constant dense<0.1> : tensor<768x192xf32>
    %4676 = stablehlo.multiply %4675, %3067 : tensor<768x192xf32>
    %4677 = stablehlo.add %4674, %4676 : tensor<768x192xf32>
    %4678 = stablehlo.constant dense<0.999> : tensor<768x192xf32>
    %4679 = stablehlo.multiply %4678, %v.stages.1.blocks.1.fc2.w : tensor<768x192xf32>
    %4680 = stablehlo.constant dense<0.001> : tensor<768x192xf32>
    %4681 = stablehlo.multiply %3067, %3067 : tensor<768x192xf32>
    %4682 = stablehlo.multiply %4680, %4681 : tensor<768x192xf32>
    %4683 = stablehlo.add %4679, %4682 : tensor<768x192xf32>
    %4684 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %4685 = stablehlo.divide %4677, %4684 : tensor<768x192xf32>
    %4686 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %4687 = stablehlo.divide %4683, %4686 : tensor<768x192xf32>
    %4688 = stablehlo.sqrt %4687 : tensor<768x192xf32>
    %4689 = stablehlo.constant dense<1.0e-08> : tensor<768x192xf32>
    %4690 = stablehlo.add %4688, %4689 : tensor<768x192xf32>
    %4691 = stablehlo.divide %4685, %4690 : tensor<768x192xf32>
    %4692 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4693 = stablehlo.multiply %4692, %m.stages.1.blocks.1.fc2.b : tensor<192xf32>
    %4694 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4695 = stablehlo.multiply %4694, %3072 : tensor<192xf32>
    %4696 = stablehlo.add %4693, %4695 : tensor<192xf32>
    %4697 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4698 = stablehlo.multiply %4697, %v.stages.1.blocks.1.fc2.b : tensor<192xf32>
    %4699 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4700 = stablehlo.multiply %3072, %3072 : tensor<192xf32>
    %4701 = stablehlo.multiply %4699, %4700 : tensor<192xf32>
    %4702 = stablehlo.add %4698, %4701 : tensor<192xf32>
    %4703 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4704 = stablehlo.divide %4696, %4703 : tensor<192xf32>
    %4705 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4706 = stablehlo.divide %4702, %4705 : tensor<192xf32>
    %4707 = stablehlo.sqrt %4706 : tensor<192xf32>
    %4708 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4709 = stablehlo.add %4707, %4708 : tensor<192xf32>
    %4710 = stablehlo.divide %4704, %4709 : tensor<192xf32>
    %4711 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4712 = stablehlo.multiply %4711, %m.stages.1.blocks.1.gamma : tensor<192xf32>
    %4713 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4714 = stablehlo.multiply %4713, %3077 : tensor<192xf32>
    %4715 = stablehlo.add %4712, %4714 : tensor<192xf32>
    %4716 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4717 = stablehlo.multiply %4716, %v.stages.1.blocks.1.gamma : tensor<192xf32>
    %4718 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4719 = stablehlo.multiply %3077, %3077 : tensor<192xf32>
    %4720 = stablehlo.multiply %4718, %4719 : tensor<192xf32>
    %4721 = stablehlo.add %4717, %4720 : tensor<192xf32>
    %4722 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4723 = stablehlo.divide %4715, %4722 : tensor<192xf32>
    %4724 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4725 = stablehlo.divide %4721, %4724 : tensor<192xf32>
    %4726 = stablehlo.sqrt %4725 : tensor<192xf32>
    %4727 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4728 = stablehlo.add %4726, %4727 : tensor<192xf32>
    %4729 = stablehlo.divide %4723, %4728 : tensor<192xf32>
    %4730 = stablehlo.constant dense<0.9> : tensor<7x7x1x192xf32>
    %4731 = stablehlo.multiply %4730, %m.stages.1.blocks.2.dwconv.w : tensor<7x7x1x192xf32>
    %4732 = stablehlo.constant dense<0.1> : tensor<7x7x1x192xf32>
    %4733 = stablehlo.multiply %4732, %3082 : tensor<7x7x1x192xf32>
    %4734 = stablehlo.add %4731, %4733 : tensor<7x7x1x192xf32>
    %4735 = stablehlo.constant dense<0.999> : tensor<7x7x1x192xf32>
    %4736 = stablehlo.multiply %4735, %v.stages.1.blocks.2.dwconv.w : tensor<7x7x1x192xf32>
    %4737 = stablehlo.constant dense<0.001> : tensor<7x7x1x192xf32>
    %4738 = stablehlo.multiply %3082, %3082 : tensor<7x7x1x192xf32>
    %4739 = stablehlo.multiply %4737, %4738 : tensor<7x7x1x192xf32>
    %4740 = stablehlo.add %4736, %4739 : tensor<7x7x1x192xf32>
    %4741 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x192xf32>
    %4742 = stablehlo.divide %4734, %4741 : tensor<7x7x1x192xf32>
    %4743 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x192xf32>
    %4744 = stablehlo.divide %4740, %4743 : tensor<7x7x1x192xf32>
    %4745 = stablehlo.sqrt %4744 : tensor<7x7x1x192xf32>
    %4746 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x192xf32>
    %4747 = stablehlo.add %4745, %4746 : tensor<7x7x1x192xf32>
    %4748 = stablehlo.divide %4742, %4747 : tensor<7x7x1x192xf32>
    %4749 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4750 = stablehlo.multiply %4749, %m.stages.1.blocks.2.dwconv.b : tensor<192xf32>
    %4751 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4752 = stablehlo.multiply %4751, %3087 : tensor<192xf32>
    %4753 = stablehlo.add %4750, %4752 : tensor<192xf32>
    %4754 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4755 = stablehlo.multiply %4754, %v.stages.1.blocks.2.dwconv.b : tensor<192xf32>
    %4756 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4757 = stablehlo.multiply %3087, %3087 : tensor<192xf32>
    %4758 = stablehlo.multiply %4756, %4757 : tensor<192xf32>
    %4759 = stablehlo.add %4755, %4758 : tensor<192xf32>
    %4760 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4761 = stablehlo.divide %4753, %4760 : tensor<192xf32>
    %4762 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4763 = stablehlo.divide %4759, %4762 : tensor<192xf32>
    %4764 = stablehlo.sqrt %4763 : tensor<192xf32>
    %4765 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4766 = stablehlo.add %4764, %4765 : tensor<192xf32>
    %4767 = stablehlo.divide %4761, %4766 : tensor<192xf32>
    %4768 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4769 = stablehlo.multiply %4768, %m.stages.1.blocks.2.norm.g : tensor<192xf32>
    %4770 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4771 = stablehlo.multiply %4770, %3092 : tensor<192xf32>
    %4772 = stablehlo.add %4769, %4771 : tensor<192xf32>
    %4773 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4774 = stablehlo.multiply %4773, %v.stages.1.blocks.2.norm.g : tensor<192xf32>
    %4775 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4776 = stablehlo.multiply %3092, %3092 : tensor<192xf32>
    %4777 = stablehlo.multiply %4775, %4776 : tensor<192xf32>
    %4778 = stablehlo.add %4774, %4777 : tensor<192xf32>
    %4779 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4780 = stablehlo.divide %4772, %4779 : tensor<192xf32>
    %4781 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4782 = stablehlo.divide %4778, %4781 : tensor<192xf32>
    %4783 = stablehlo.sqrt %4782 : tensor<192xf32>
    %4784 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4785 = stablehlo.add %4783, %4784 : tensor<192xf32>
    %4786 = stablehlo.divide %4780, %4785 : tensor<192xf32>
    %4787 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4788 = stablehlo.multiply %4787, %m.stages.1.blocks.2.norm.b : tensor<192xf32>
    %4789 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4790 = stablehlo.multiply %4789, %3097 : tensor<192xf32>
    %4791 = stablehlo.add %4788, %4790 : tensor<192xf32>
    %4792 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4793 = stablehlo.multiply %4792, %v.stages.1.blocks.2.norm.b : tensor<192xf32>
    %4794 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4795 = stablehlo.multiply %3097, %3097 : tensor<192xf32>
    %4796 = stablehlo.multiply %4794, %4795 : tensor<192xf32>
    %4797 = stablehlo.add %4793, %4796 : tensor<192xf32>
    %4798 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4799 = stablehlo.divide %4791, %4798 : tensor<192xf32>
    %4800 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4801 = stablehlo.divide %4797, %4800 : tensor<192xf32>
    %4802 = stablehlo.sqrt %4801 : tensor<192xf32>
    %4803 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4804 = stablehlo.add %4802, %4803 : tensor<192xf32>
    %4805 = stablehlo.divide %4799, %4804 : tensor<192xf32>
    %4806 = stablehlo.constant dense<0.9> : tensor<192x768xf32>
    %4807 = stablehlo.multiply %4806, %m.stages.1.blocks.2.fc1.w : tensor<192x768xf32>
    %4808 = stablehlo.constant dense<0.1> : tensor<192x768xf32>
    %4809 = stablehlo.multiply %4808, %3102 : tensor<192x768xf32>
    %4810 = stablehlo.add %4807, %4809 : tensor<192x768xf32>
    %4811 = stablehlo.constant dense<0.999> : tensor<192x768xf32>
    %4812 = stablehlo.multiply %4811, %v.stages.1.blocks.2.fc1.w : tensor<192x768xf32>
    %4813 = stablehlo.constant dense<0.001> : tensor<192x768xf32>
    %4814 = stablehlo.multiply %3102, %3102 : tensor<192x768xf32>
    %4815 = stablehlo.multiply %4813, %4814 : tensor<192x768xf32>
    %4816 = stablehlo.add %4812, %4815 : tensor<192x768xf32>
    %4817 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %4818 = stablehlo.divide %4810, %4817 : tensor<192x768xf32>
    %4819 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %4820 = stablehlo.divide %4816, %4819 : tensor<192x768xf32>
    %4821 = stablehlo.sqrt %4820 : tensor<192x768xf32>
    %4822 = stablehlo.constant dense<1.0e-08> : tensor<192x768xf32>
    %4823 = stablehlo.add %4821, %4822 : tensor<192x768xf32>
    %4824 = stablehlo.divide %4818, %4823 : tensor<192x768xf32>
    %4825 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %4826 = stablehlo.multiply %4825, %m.stages.1.blocks.2.fc1.b : tensor<768xf32>
    %4827 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %4828 = stablehlo.multiply %4827, %3107 : tensor<768xf32>
    %4829 = stablehlo.add %4826, %4828 : tensor<768xf32>
    %4830 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %4831 = stablehlo.multiply %4830, %v.stages.1.blocks.2.fc1.b : tensor<768xf32>
    %4832 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %4833 = stablehlo.multiply %3107, %3107 : tensor<768xf32>
    %4834 = stablehlo.multiply %4832, %4833 : tensor<768xf32>
    %4835 = stablehlo.add %4831, %4834 : tensor<768xf32>
    %4836 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %4837 = stablehlo.divide %4829, %4836 : tensor<768xf32>
    %4838 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %4839 = stablehlo.divide %4835, %4838 : tensor<768xf32>
    %4840 = stablehlo.sqrt %4839 : tensor<768xf32>
    %4841 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %4842 = stablehlo.add %4840, %4841 : tensor<768xf32>
    %4843 = stablehlo.divide %4837, %4842 : tensor<768xf32>
    %4844 = stablehlo.constant dense<0.9> : tensor<768x192xf32>
    %4845 = stablehlo.multiply %4844, %m.stages.1.blocks.2.fc2.w : tensor<768x192xf32>
    %4846 = stablehlo.constant dense<0.1> : tensor<768x192xf32>
    %4847 = stablehlo.multiply %4846, %3112 : tensor<768x192xf32>
    %4848 = stablehlo.add %4845, %4847 : tensor<768x192xf32>
    %4849 = stablehlo.constant dense<0.999> : tensor<768x192xf32>
    %4850 = stablehlo.multiply %4849, %v.stages.1.blocks.2.fc2.w : tensor<768x192xf32>
    %4851 = stablehlo.constant dense<0.001> : tensor<768x192xf32>
    %4852 = stablehlo.multiply %3112, %3112 : tensor<768x192xf32>
    %4853 = stablehlo.multiply %4851, %4852 : tensor<768x192xf32>
    %4854 = stablehlo.add %4850, %4853 : tensor<768x192xf32>
    %4855 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %4856 = stablehlo.divide %4848, %4855 : tensor<768x192xf32>
    %4857 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %4858 = stablehlo.divide %4854, %4857 : tensor<768x192xf32>
    %4859 = stablehlo.sqrt %4858 : tensor<768x192xf32>
    %4860 = stablehlo.constant dense<1.0e-08> : tensor<768x192xf32>
    %4861 = stablehlo.add %4859, %4860 : tensor<768x192xf32>
    %4862 = stablehlo.divide %4856, %4861 : tensor<768x192xf32>
    %4863 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4864 = stablehlo.multiply %4863, %m.stages.1.blocks.2.fc2.b : tensor<192xf32>
    %4865 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4866 = stablehlo.multiply %4865, %3117 : tensor<192xf32>
    %4867 = stablehlo.add %4864, %4866 : tensor<192xf32>
    %4868 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4869 = stablehlo.multiply %4868, %v.stages.1.blocks.2.fc2.b : tensor<192xf32>
    %4870 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4871 = stablehlo.multiply %3117, %3117 : tensor<192xf32>
    %4872 = stablehlo.multiply %4870, %4871 : tensor<192xf32>
    %4873 = stablehlo.add %4869, %4872 : tensor<192xf32>
    %4874 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4875 = stablehlo.divide %4867, %4874 : tensor<192xf32>
    %4876 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4877 = stablehlo.divide %4873, %4876 : tensor<192xf32>
    %4878 = stablehlo.sqrt %4877 : tensor<192xf32>
    %4879 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4880 = stablehlo.add %4878, %4879 : tensor<192xf32>
    %4881 = stablehlo.divide %4875, %4880 : tensor<192xf32>
    %4882 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4883 = stablehlo.multiply %4882, %m.stages.1.blocks.2.gamma : tensor<192xf32>
    %4884 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4885 = stablehlo.multiply %4884, %3122 : tensor<192xf32>
    %4886 = stablehlo.add %4883, %4885 : tensor<192xf32>
    %4887 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4888 = stablehlo.multiply %4887, %v.stages.1.blocks.2.gamma : tensor<192xf32>
    %4889 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4890 = stablehlo.multiply %3122, %3122 : tensor<192xf32>
    %4891 = stablehlo.multiply %4889, %4890 : tensor<192xf32>
    %4892 = stablehlo.add %4888, %4891 : tensor<192xf32>
    %4893 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4894 = stablehlo.divide %4886, %4893 : tensor<192xf32>
    %4895 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4896 = stablehlo.divide %4892, %4895 : tensor<192xf32>
    %4897 = stablehlo.sqrt %4896 : tensor<192xf32>
    %4898 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4899 = stablehlo.add %4897, %4898 : tensor<192xf32>
    %4900 = stablehlo.divide %4894, %4899 : tensor<192xf32>
    %4901 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4902 = stablehlo.multiply %4901, %m.stages.2.down.norm.g : tensor<192xf32>
    %4903 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4904 = stablehlo.multiply %4903, %3127 : tensor<192xf32>
    %4905 = stablehlo.add %4902, %4904 : tensor<192xf32>
    %4906 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4907 = stablehlo.multiply %4906, %v.stages.2.down.norm.g : tensor<192xf32>
    %4908 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4909 = stablehlo.multiply %3127, %3127 : tensor<192xf32>
    %4910 = stablehlo.multiply %4908, %4909 : tensor<192xf32>
    %4911 = stablehlo.add %4907, %4910 : tensor<192xf32>
    %4912 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4913 = stablehlo.divide %4905, %4912 : tensor<192xf32>
    %4914 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4915 = stablehlo.divide %4911, %4914 : tensor<192xf32>
    %4916 = stablehlo.sqrt %4915 : tensor<192xf32>
    %4917 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4918 = stablehlo.add %4916, %4917 : tensor<192xf32>
    %4919 = stablehlo.divide %4913, %4918 : tensor<192xf32>
    %4920 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4921 = stablehlo.multiply %4920, %m.stages.2.down.norm.b : tensor<192xf32>
    %4922 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4923 = stablehlo.multiply %4922, %3132 : tensor<192xf32>
    %4924 = stablehlo.add %4921, %4923 : tensor<192xf32>
    %4925 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4926 = stablehlo.multiply %4925, %v.stages.2.down.norm.b : tensor<192xf32>
    %4927 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4928 = stablehlo.multiply %3132, %3132 : tensor<192xf32>
    %4929 = stablehlo.multiply %4927, %4928 : tensor<192xf32>
    %4930 = stablehlo.add %4926, %4929 : tensor<192xf32>
    %4931 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4932 = stablehlo.divide %4924, %4931 : tensor<192xf32>
    %4933 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4934 = stablehlo.divide %4930, %4933 : tensor<192xf32>
    %4935 = stablehlo.sqrt %4934 : tensor<192xf32>
    %4936 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4937 = stablehlo.add %4935, %4936 : tensor<192xf32>
    %4938 = stablehlo.divide %4932, %4937 : tensor<192xf32>
    %4939 = stablehlo.constant dense<0.9> : tensor<2x2x192x384xf32>
    %4940 = stablehlo.multiply %4939, %m.stages.2.down.conv.w : tensor<2x2x192x384xf32>
    %4941 = stablehlo.constant dense<0.1> : tensor<2x2x192x384xf32>
    %4942 = stablehlo.multiply %4941, %3137 : tensor<2x2x192x384xf32>
    %4943 = stablehlo.add %4940, %4942 : tensor<2x2x192x384xf32>
    %4944 = stablehlo.constant dense<0.999> : tensor<2x2x192x384xf32>
    %4945 = stablehlo.multiply %4944, %v.stages.2.down.conv.w : tensor<2x2x192x384xf32>
    %4946 = stablehlo.constant dense<0.001> : tensor<2x2x192x384xf32>
    %4947 = stablehlo.multiply %3137, %3137 : tensor<2x2x192x384xf32>
    %4948 = stablehlo.multiply %4946, %4947 : tensor<2x2x192x384xf32>
    %4949 = stablehlo.add %4945, %4948 : tensor<2x2x192x384xf32>
    %4950 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x192x384xf32>
    %4951 = stablehlo.divide %4943, %4950 : tensor<2x2x192x384xf32>
    %4952 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x192x384xf32>
    %4953 = stablehlo.divide %4949, %4952 : tensor<2x2x192x384xf32>
    %4954 = stablehlo.sqrt %4953 : tensor<2x2x192x384xf32>
    %4955 = stablehlo.constant dense<1.0e-08> : tensor<2x2x192x384xf32>
    %4956 = stablehlo.add %4954, %4955 : tensor<2x2x192x384xf32>
    %4957 = stablehlo.divide %4951, %4956 : tensor<2x2x192x384xf32>
    %4958 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %4959 = stablehlo.multiply %4958, %m.stages.2.down.conv.b : tensor<384xf32>
    %4960 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %4961 = stablehlo.multiply %4960, %3142 : tensor<384xf32>
    %4962 = stablehlo.add %4959, %4961 : tensor<384xf32>
    %4963 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %4964 = stablehlo.multiply %4963, %v.stages.2.down.conv.b : tensor<384xf32>
    %4965 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %4966 = stablehlo.multiply %3142, %3142 : tensor<384xf32>
    %4967 = stablehlo.multiply %4965, %4966 : tensor<384xf32>
    %4968 = stablehlo.add %4964, %4967 : tensor<384xf32>
    %4969 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4970 = stablehlo.divide %4962, %4969 : tensor<384xf32>
    %4971 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4972 = stablehlo.divide %4968, %4971 : tensor<384xf32>
    %4973 = stablehlo.sqrt %4972 : tensor<384xf32>
    %4974 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %4975 = stablehlo.add %4973, %4974 : tensor<384xf32>
    %4976 = stablehlo.divide %4970, %4975 : tensor<384xf32>
    %4977 = stablehlo.constant dense<0.9> : tensor<7x7x1x384xf32>
    %4978 = stablehlo.multiply %4977, %m.stages.2.blocks.0.dwconv.w : tensor<7x7x1x384xf32>
    %4979 = stablehlo.constant dense<0.1> : tensor<7x7x1x384xf32>
    %4980 = stablehlo.multiply %4979, %3147 : tensor<7x7x1x384xf32>
    %4981 = stablehlo.add %4978, %4980 : tensor<7x7x1x384xf32>
    %4982 = stablehlo.constant dense<0.999> : tensor<7x7x1x384xf32>
    %4983 = stablehlo.multiply %4982, %v.stages.2.blocks.0.dwconv.w : tensor<7x7x1x384xf32>
    %4984 = stablehlo.constant dense<0.001> : tensor<7x7x1x384xf32>
    %4985 = stablehlo.multiply %3147, %3147 : tensor<7x7x1x384xf32>
    %4986 = stablehlo.multiply %4984, %4985 : tensor<7x7x1x384xf32>
    %4987 = stablehlo.add %4983, %4986 : tensor<7x7x1x384xf32>
    %4988 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %4989 = stablehlo.divide %4981, %4988 : tensor<7x7x1x384xf32>
    %4990 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %4991 = stablehlo.divide %4987, %4990 : tensor<7x7x1x384xf32>
    %4992 = stablehlo.sqrt %4991 : tensor<7x7x1x384xf32>
    %4993 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x384xf32>
    %4994 = stablehlo.add %4992, %4993 : tensor<7x7x1x384xf32>
    %4995 = stablehlo.divide %4989, %4994 : tensor<7x7x1x384xf32>
    %4996 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %4997 = stablehlo.multiply %4996, %m.stages.2.blocks.0.dwconv.b : tensor<384xf32>
    %4998 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %4999 = stablehlo.multiply %4998, %3152 : tensor<384xf32>
    %5000 = stablehlo.add %4997, %4999 : tensor<384xf32>
    %5001 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5002 = stablehlo.multiply %5001, %v.stages.2.blocks.0.dwconv.b : tensor<384xf32>
    %5003 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5004 = stablehlo.multiply %3152, %3152 : tensor<384xf32>
    %5005 = stablehlo.multiply %5003, %5004 : tensor<384xf32>
    %5006 = stablehlo.add %5002, %5005 : tensor<384xf32>
    %5007 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5008 = stablehlo.divide %5000, %5007 : tensor<384xf32>
    %5009 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5010 = stablehlo.divide %5006, %5009 : tensor<384xf32>
    %5011 = stablehlo.sqrt %5010 : tensor<384xf32>
    %5012 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5013 = stablehlo.add %5011, %5012 : tensor<384xf32>
    %5014 = stablehlo.divide %5008, %5013 : tensor<384xf32>
    %5015 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5016 = stablehlo.multiply %5015, %m.stages.2.blocks.0.norm.g : tensor<384xf32>
    %5017 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5018 = stablehlo.multiply %5017, %3157 : tensor<384xf32>
    %5019 = stablehlo.add %5016, %5018 : tensor<384xf32>
    %5020 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5021 = stablehlo.multiply %5020, %v.stages.2.blocks.0.norm.g : tensor<384xf32>
    %5022 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5023 = stablehlo.multiply %3157, %3157 : tensor<384xf32>
    %5024 = stablehlo.multiply %5022, %5023 : tensor<384xf32>
    %5025 = stablehlo.add %5021, %5024 : tensor<384xf32>
    %5026 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5027 = stablehlo.divide %5019, %5026 : tensor<384xf32>
    %5028 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5029 = stablehlo.divide %5025, %5028 : tensor<384xf32>
    %5030 = stablehlo.sqrt %5029 : tensor<384xf32>
    %5031 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5032 = stablehlo.add %5030, %5031 : tensor<384xf32>
    %5033 = stablehlo.divide %5027, %5032 : tensor<384xf32>
    %5034 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5035 = stablehlo.multiply %5034, %m.stages.2.blocks.0.norm.b : tensor<384xf32>
    %5036 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5037 = stablehlo.multiply %5036, %3162 : tensor<384xf32>
    %5038 = stablehlo.add %5035, %5037 : tensor<384xf32>
    %5039 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5040 = stablehlo.multiply %5039, %v.stages.2.blocks.0.norm.b : tensor<384xf32>
    %5041 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5042 = stablehlo.multiply %3162, %3162 : tensor<384xf32>
    %5043 = stablehlo.multiply %5041, %5042 : tensor<384xf32>
    %5044 = stablehlo.add %5040, %5043 : tensor<384xf32>
    %5045 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5046 = stablehlo.divide %5038, %5045 : tensor<384xf32>
    %5047 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5048 = stablehlo.divide %5044, %5047 : tensor<384xf32>
    %5049 = stablehlo.sqrt %5048 : tensor<384xf32>
    %5050 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5051 = stablehlo.add %5049, %5050 : tensor<384xf32>
    %5052 = stablehlo.divide %5046, %5051 : tensor<384xf32>
    %5053 = stablehlo.constant dense<0.9> : tensor<384x1536xf32>
    %5054 = stablehlo.multiply %5053, %m.stages.2.blocks.0.fc1.w : tensor<384x1536xf32>
    %5055 = stablehlo.constant dense<0.1> : tensor<384x1536xf32>
    %5056 = stablehlo.multiply %5055, %3167 : tensor<384x1536xf32>
    %5057 = stablehlo.add %5054, %5056 : tensor<384x1536xf32>
    %5058 = stablehlo.constant dense<0.999> : tensor<384x1536xf32>
    %5059 = stablehlo.multiply %5058, %v.stages.2.blocks.0.fc1.w : tensor<384x1536xf32>
    %5060 = stablehlo.constant dense<0.001> : tensor<384x1536xf32>
    %5061 = stablehlo.multiply %3167, %3167 : tensor<384x1536xf32>
    %5062 = stablehlo.multiply %5060, %5061 : tensor<384x1536xf32>
    %5063 = stablehlo.add %5059, %5062 : tensor<384x1536xf32>
    %5064 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %5065 = stablehlo.divide %5057, %5064 : tensor<384x1536xf32>
    %5066 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %5067 = stablehlo.divide %5063, %5066 : tensor<384x1536xf32>
    %5068 = stablehlo.sqrt %5067 : tensor<384x1536xf32>
    %5069 = stablehlo.constant dense<1.0e-08> : tensor<384x1536xf32>
    %5070 = stablehlo.add %5068, %5069 : tensor<384x1536xf32>
    %5071 = stablehlo.divide %5065, %5070 : tensor<384x1536xf32>
    %5072 = stablehlo.constant dense<0.9> : tensor<1536xf32>
    %5073 = stablehlo.multiply %5072, %m.stages.2.blocks.0.fc1.b : tensor<1536xf32>
    %5074 = stablehlo.constant dense<0.1> : tensor<1536xf32>
    %5075 = stablehlo.multiply %5074, %3172 : tensor<1536xf32>
    %5076 = stablehlo.add %5073, %5075 : tensor<1536xf32>
    %5077 = stablehlo.constant dense<0.999> : tensor<1536xf32>
    %5078 = stablehlo.multiply %5077, %v.stages.2.blocks.0.fc1.b : tensor<1536xf32>
    %5079 = stablehlo.constant dense<0.001> : tensor<1536xf32>
    %5080 = stablehlo.multiply %3172, %3172 : tensor<1536xf32>
    %5081 = stablehlo.multiply %5079, %5080 : tensor<1536xf32>
    %5082 = stablehlo.add %5078, %5081 : tensor<1536xf32>
    %5083 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %5084 = stablehlo.divide %5076, %5083 : tensor<1536xf32>
    %5085 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %5086 = stablehlo.divide %5082, %5085 : tensor<1536xf32>
    %5087 = stablehlo.sqrt %5086 : tensor<1536xf32>
    %5088 = stablehlo.constant dense<1.0e-08> : tensor<1536xf32>
    %5089 = stablehlo.add %5087, %5088 : tensor<1536xf32>
    %5090 = stablehlo.divide %5084, %5089 : tensor<1536xf32>
    %5091 = stablehlo.constant dense<0.9> : tensor<1536x384xf32>
    %5092 = stablehlo.multiply %5091, %m.stages.2.blocks.0.fc2.w : tensor<1536x384xf32>
    %5093 = stablehlo.constant dense<0.1> : tensor<1536x384xf32>
    %5094 = stablehlo.multiply %5093, %3177 : tensor<1536x384xf32>
    %5095 = stablehlo.add %5092, %5094 : tensor<1536x384xf32>
    %5096 = stablehlo.constant dense<0.999> : tensor<1536x384xf32>
    %5097 = stablehlo.multiply %5096, %v.stages.2.blocks.0.fc2.w : tensor<1536x384xf32>
    %5098 = stablehlo.constant dense<0.001> : tensor<1536x384xf32>
    %5099 = stablehlo.multiply %3177, %3177 : tensor<1536x384xf32>
    %5100 = stablehlo.multiply %5098, %5099 : tensor<1536x384xf32>
    %5101 = stablehlo.add %5097, %5100 : tensor<1536x384xf32>
    %5102 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %5103 = stablehlo.divide %5095, %5102 : tensor<1536x384xf32>
    %5104 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %5105 = stablehlo.divide %5101, %5104 : tensor<1536x384xf32>
    %5106 = stablehlo.sqrt %5105 : tensor<1536x384xf32>
    %5107 = stablehlo.constant dense<1.0e-08> : tensor<1536x384xf32>
    %5108 = stablehlo.add %5106, %5107 : tensor<1536x384xf32>
    %5109 = stablehlo.divide %5103, %5108 : tensor<1536x384xf32>
    %5110 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5111 = stablehlo.multiply %5110, %m.stages.2.blocks.0.fc2.b : tensor<384xf32>
    %5112 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5113 = stablehlo.multiply %5112, %3182 : tensor<384xf32>
    %5114 = stablehlo.add %5111, %5113 : tensor<384xf32>
    %5115 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5116 = stablehlo.multiply %5115, %v.stages.2.blocks.0.fc2.b : tensor<384xf32>
    %5117 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5118 = stablehlo.multiply %3182, %3182 : tensor<384xf32>
    %5119 = stablehlo.multiply %5117, %5118 : tensor<384xf32>
    %5120 = stablehlo.add %5116, %5119 : tensor<384xf32>
    %5121 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5122 = stablehlo.divide %5114, %5121 : tensor<384xf32>
    %5123 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5124 = stablehlo.divide %5120, %5123 : tensor<384xf32>
    %5125 = stablehlo.sqrt %5124 : tensor<384xf32>
    %5126 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5127 = stablehlo.add %5125, %5126 : tensor<384xf32>
    %5128 = stablehlo.divide %5122, %5127 : tensor<384xf32>
    %5129 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5130 = stablehlo.multiply %5129, %m.stages.2.blocks.0.gamma : tensor<384xf32>
    %5131 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5132 = stablehlo.multiply %5131, %3187 : tensor<384xf32>
    %5133 = stablehlo.add %5130, %5132 : tensor<384xf32>
    %5134 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5135 = stablehlo.multiply %5134, %v.stages.2.blocks.0.gamma : tensor<384xf32>
    %5136 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5137 = stablehlo.multiply %3187, %3187 : tensor<384xf32>
    %5138 = stablehlo.multiply %5136, %5137 : tensor<384xf32>
    %5139 = stablehlo.add %5135, %5138 : tensor<384xf32>
    %5140 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5141 = stablehlo.divide %5133, %5140 : tensor<384xf32>
    %5142 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5143 = stablehlo.divide %5139, %5142 : tensor<384xf32>
    %5144 = stablehlo.sqrt %5143 : tensor<384xf32>
    %5145 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5146 = stablehlo.add %5144, %5145 : tensor<384xf32>
    %5147 = stablehlo.divide %5141, %5146 : tensor<384xf32>
    %5148 = stablehlo.constant dense<0.9> : tensor<7x7x1x384xf32>
    %5149 = stablehlo.multiply %5148, %m.stages.2.blocks.1.dwconv.w : tensor<7x7x1x384xf32>
    %5150 = stablehlo.constant dense<0.1> : tensor<7x7x1x384xf32>
    %5151 = stablehlo.multiply %5150, %3192 : tensor<7x7x1x384xf32>
    %5152 = stablehlo.add %5149, %5151 : tensor<7x7x1x384xf32>
    %5153 = stablehlo.constant dense<0.999> : tensor<7x7x1x384xf32>
    %5154 = stablehlo.multiply %5153, %v.stages.2.blocks.1.dwconv.w : tensor<7x7x1x384xf32>
    %5155 = stablehlo.constant dense<0.001> : tensor<7x7x1x384xf32>
    %5156 = stablehlo.multiply %3192, %3192 : tensor<7x7x1x384xf32>
    %5157 = stablehlo.multiply %5155, %5156 : tensor<7x7x1x384xf32>
    %5158 = stablehlo.add %5154, %5157 : tensor<7x7x1x384xf32>
    %5159 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %5160 = stablehlo.divide %5152, %5159 : tensor<7x7x1x384xf32>
    %5161 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %5162 = stablehlo.divide %5158, %5161 : tensor<7x7x1x384xf32>
    %5163 = stablehlo.sqrt %5162 : tensor<7x7x1x384xf32>
    %5164 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x384xf32>
    %5165 = stablehlo.add %5163, %5164 : tensor<7x7x1x384xf32>
    %5166 = stablehlo.divide %5160, %5165 : tensor<7x7x1x384xf32>
    %5167 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5168 = stablehlo.multiply %5167, %m.stages.2.blocks.1.dwconv.b : tensor<384xf32>
    %5169 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5170 = stablehlo.multiply %5169, %3197 : tensor<384xf32>
    %5171 = stablehlo.add %5168, %5170 : tensor<384xf32>
    %5172 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5173 = stablehlo.multiply %5172, %v.stages.2.blocks.1.dwconv.b : tensor<384xf32>
    %5174 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5175 = stablehlo.multiply %3197, %3197 : tensor<384xf32>
    %5176 = stablehlo.multiply %5174, %5175 : tensor<384xf32>
    %5177 = stablehlo.add %5173, %5176 : tensor<384xf32>
    %5178 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5179 = stablehlo.divide %5171, %5178 : tensor<384xf32>
    %5180 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5181 = stablehlo.divide %5177, %5180 : tensor<384xf32>
    %5182 = stablehlo.sqrt %5181 : tensor<384xf32>
    %5183 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5184 = stablehlo.add %5182, %5183 : tensor<384xf32>
    %5185 = stablehlo.divide %5179, %5184 : tensor<384xf32>
    %5186 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5187 = stablehlo.multiply %5186, %m.stages.2.blocks.1.norm.g : tensor<384xf32>
    %5188 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5189 = stablehlo.multiply %5188, %3202 : tensor<384xf32>
    %5190 = stablehlo.add %5187, %5189 : tensor<384xf32>
    %5191 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5192 = stablehlo.multiply %5191, %v.stages.2.blocks.1.norm.g : tensor<384xf32>
    %5193 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5194 = stablehlo.multiply %3202, %3202 : tensor<384xf32>
    %5195 = stablehlo.multiply %5193, %5194 : tensor<384xf32>
    %5196 = stablehlo.add %5192, %5195 : tensor<384xf32>
    %5197 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5198 = stablehlo.divide %5190, %5197 : tensor<384xf32>
    %5199 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5200 = stablehlo.divide %5196, %5199 : tensor<384xf32>
    %5201 = stablehlo.sqrt %5200 : tensor<384xf32>
    %5202 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5203 = stablehlo.add %5201, %5202 : tensor<384xf32>
    %5204 = stablehlo.divide %5198, %5203 : tensor<384xf32>
    %5205 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5206 = stablehlo.multiply %5205, %m.stages.2.blocks.1.norm.b : tensor<384xf32>
    %5207 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5208 = stablehlo.multiply %5207, %3207 : tensor<384xf32>
    %5209 = stablehlo.add %5206, %5208 : tensor<384xf32>
    %5210 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5211 = stablehlo.multiply %5210, %v.stages.2.blocks.1.norm.b : tensor<384xf32>
    %5212 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5213 = stablehlo.multiply %3207, %3207 : tensor<384xf32>
    %5214 = stablehlo.multiply %5212, %5213 : tensor<384xf32>
    %5215 = stablehlo.add %5211, %5214 : tensor<384xf32>
    %5216 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5217 = stablehlo.divide %5209, %5216 : tensor<384xf32>
    %5218 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5219 = stablehlo.divide %5215, %5218 : tensor<384xf32>
    %5220 = stablehlo.sqrt %5219 : tensor<384xf32>
    %5221 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5222 = stablehlo.add %5220, %5221 : tensor<384xf32>
    %5223 = stablehlo.divide %5217, %5222 : tensor<384xf32>
    %5224 = stablehlo.constant dense<0.9> : tensor<384x1536xf32>
    %5225 = stablehlo.multiply %5224, %m.stages.2.blocks.1.fc1.w : tensor<384x1536xf32>
    %5226 = stablehlo.constant dense<0.1> : tensor<384x1536xf32>
    %5227 = stablehlo.multiply %5226, %3212 : tensor<384x1536xf32>
    %5228 = stablehlo.add %5225, %5227 : tensor<384x1536xf32>
    %5229 = stablehlo.constant dense<0.999> : tensor<384x1536xf32>
    %5230 = stablehlo.multiply %5229, %v.stages.2.blocks.1.fc1.w : tensor<384x1536xf32>
    %5231 = stablehlo.constant dense<0.001> : tensor<384x1536xf32>
    %5232 = stablehlo.multiply %3212, %3212 : tensor<384x1536xf32>
    %5233 = stablehlo.multiply %5231, %5232 : tensor<384x1536xf32>
    %5234 = stablehlo.add %5230, %5233 : tensor<384x1536xf32>
    %5235 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %5236 = stablehlo.divide %5228, %5235 : tensor<384x1536xf32>
    %5237 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %5238 = stablehlo.divide %5234, %5237 : tensor<384x1536xf32>
    %5239 = stablehlo.sqrt %5238 : tensor<384x1536xf32>
    %5240 = stablehlo.constant dense<1.0e-08> : tensor<384x1536xf32>
    %5241 = stablehlo.add %5239, %5240 : tensor<384x1536xf32>
    %5242 = stablehlo.divide %5236, %5241 : tensor<384x1536xf32>
    %5243 = stablehlo.constant dense<0.9> : tensor<1536xf32>
    %5244 = stablehlo.multiply %5243, %m.stages.2.blocks.1.fc1.b : tensor<1536xf32>
    %5245 = stablehlo.constant dense<0.1> : tensor<1536xf32>
    %5246 = stablehlo.multiply %5245, %3217 : tensor<1536xf32>
    %5247 = stablehlo.add %5244, %5246 : tensor<1536xf32>
    %5248 = stablehlo.constant dense<0.999> : tensor<1536xf32>
    %5249 = stablehlo.multiply %5248, %v.stages.2.blocks.1.fc1.b : tensor<1536xf32>
    %5250 = stablehlo.constant dense<0.001> : tensor<1536xf32>
    %5251 = stablehlo.multiply %3217, %3217 : tensor<1536xf32>
    %5252 = stablehlo.multiply %5250, %5251 : tensor<1536xf32>
    %5253 = stablehlo.add %5249, %5252 : tensor<1536xf32>
    %5254 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %5255 = stablehlo.divide %5247, %5254 : tensor<1536xf32>
    %5256 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %5257 = stablehlo.divide %5253, %5256 : tensor<1536xf32>
    %5258 = stablehlo.sqrt %5257 : tensor<1536xf32>
    %5259 = stablehlo.constant dense<1.0e-08> : tensor<1536xf32>
    %5260 = stablehlo.add %5258, %5259 : tensor<1536xf32>
    %5261 = stablehlo.divide %5255, %5260 : tensor<1536xf32>
    %5262 = stablehlo.constant dense<0.9> : tensor<1536x384xf32>
    %5263 = stablehlo.multiply %5262, %m.stages.2.blocks.1.fc2.w : tensor<1536x384xf32>
    %5264 = stablehlo.constant dense<0.1> : tensor<1536x384xf32>
    %5265 = stablehlo.multiply %5264, %3222 : tensor<1536x384xf32>
    %5266 = stablehlo.add %5263, %5265 : tensor<1536x384xf32>
    %5267 = stablehlo.constant dense<0.999> : tensor<1536x384xf32>
    %5268 = stablehlo.multiply %5267, %v.stages.2.blocks.1.fc2.w : tensor<1536x384xf32>
    %5269 = stablehlo.constant dense<0.001> : tensor<1536x384xf32>
    %5270 = stablehlo.multiply %3222, %3222 : tensor<1536x384xf32>
    %5271 = stablehlo.multiply %5269, %5270 : tensor<1536x384xf32>
    %5272 = stablehlo.add %5268, %5271 : tensor<1536x384xf32>
    %5273 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %5274 = stablehlo.divide %5266, %5273 : tensor<1536x384xf32>
    %5275 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %5276 = stablehlo.divide %5272, %5275 : tensor<1536x384xf32>
    %5277 = stablehlo.sqrt %5276 : tensor<1536x384xf32>
    %5278 = stablehlo.constant dense<1.0e-08> : tensor<1536x384xf32>
    %5279 = stablehlo.add %5277, %5278 : tensor<1536x384xf32>
    %5280 = stablehlo.divide %5274, %5279 : tensor<1536x384xf32>
    %5281 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5282 = stablehlo.multiply %5281, %m.stages.2.blocks.1.fc2.b : tensor<384xf32>
    %5283 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5284 = stablehlo.multiply %5283, %3227 : tensor<384xf32>
    %5285 = stablehlo.add %5282, %5284 : tensor<384xf32>
    %5286 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5287 = stablehlo.multiply %5286, %v.stages.2.blocks.1.fc2.b : tensor<384xf32>
    %5288 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5289 = stablehlo.multiply %3227, %3227 : tensor<384xf32>
    %5290 = stablehlo.multiply %5288, %5289 : tensor<384xf32>
    %5291 = stablehlo.add %5287, %5290 : tensor<384xf32>
    %5292 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5293 = stablehlo.divide %5285, %5292 : tensor<384xf32>
    %5294 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5295 = stablehlo.divide %5291, %5294 : tensor<384xf32>
    %5296 = stablehlo.sqrt %5295 : tensor<384xf32>
    %5297 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5298 = stablehlo.add %5296, %5297 : tensor<384xf32>
    %5299 = stablehlo.divide %5293, %5298 : tensor<384xf32>
    %5300 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5301 = stablehlo.multiply %5300, %m.stages.2.blocks.1.gamma : tensor<384xf32>
    %5302 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5303 = stablehlo.multiply %5302, %3232 : tensor<384xf32>
    %5304 = stablehlo.add %5301, %5303 : tensor<384xf32>
    %5305 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5306 = stablehlo.multiply %5305, %v.stages.2.blocks.1.gamma : tensor<384xf32>
    %5307 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5308 = stablehlo.multiply %3232, %3232 : tensor<384xf32>
    %5309 = stablehlo.multiply %5307, %5308 : tensor<384xf32>
    %5310 = stablehlo.add %5306, %5309 : tensor<384xf32>
    %5311 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5312 = stablehlo.divide %5304, %5311 : tensor<384xf32>
    %5313 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5314 = stablehlo.divide %5310, %5313 : tensor<384xf32>
    %5315 = stablehlo.sqrt %5314 : tensor<384xf32>
    %5316 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5317 = stablehlo.add %5315, %5316 : tensor<384xf32>
    %5318 = stablehlo.divide %5312, %5317 : tensor<384xf32>
    %5319 = stablehlo.constant dense<0.9> : tensor<7x7x1x384xf32>
    %5320 = stablehlo.multiply %5319, %m.stages.2.blocks.2.dwconv.w : tensor<7x7x1x384xf32>
    %5321 = stablehlo.constant dense<0.1> : tensor<7x7x1x384xf32>
    %5322 = stablehlo.multiply %5321, %3237 : tensor<7x7x1x384xf32>
    %5323 = stablehlo.add %5320, %5322 : tensor<7x7x1x384xf32>
    %5324 = stablehlo.constant dense<0.999> : tensor<7x7x1x384xf32>
    %5325 = stablehlo.multiply %5324, %v.stages.2.blocks.2.dwconv.w : tensor<7x7x1x384xf32>
    %5326 = stablehlo.constant dense<0.001> : tensor<7x7x1x384xf32>
    %5327 = stablehlo.multiply %3237, %3237 : tensor<7x7x1x384xf32>
    %5328 = stablehlo.multiply %5326, %5327 : tensor<7x7x1x384xf32>
    %5329 = stablehlo.add %5325, %5328 : tensor<7x7x1x384xf32>
    %5330 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %5331 = stablehlo.divide %5323, %5330 : tensor<7x7x1x384xf32>
    %5332 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %5333 = stablehlo.divide %5329, %5332 : tensor<7x7x1x384xf32>
    %5334 = stablehlo.sqrt %5333 : tensor<7x7x1x384xf32>
    %5335 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x384xf32>
    %5336 = stablehlo.add %5334, %5335 : tensor<7x7x1x384xf32>
    %5337 = stablehlo.divide %5331, %5336 : tensor<7x7x1x384xf32>
    %5338 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5339 = stablehlo.multiply %5338, %m.stages.2.blocks.2.dwconv.b : tensor<384xf32>
    %5340 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5341 = stablehlo.multiply %5340, %3242 : tensor<384xf32>
    %5342 = stablehlo.add %5339, %5341 : tensor<384xf32>
    %5343 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5344 = stablehlo.multiply %5343, %v.stages.2.blocks.2.dwconv.b : tensor<384xf32>
    %5345 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5346 = stablehlo.multiply %3242, %3242 : tensor<384xf32>
    %5347 = stablehlo.multiply %5345, %5346 : tensor<384xf32>
    %5348 = stablehlo.add %5344, %5347 : tensor<384xf32>
    %5349 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5350 = stablehlo.divide %5342, %5349 : tensor<384xf32>
    %5351 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5352 = stablehlo.divide %5348, %5351 : tensor<384xf32>
    %5353 = stablehlo.sqrt %5352 : tensor<384xf32>
    %5354 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5355 = stablehlo.add %5353, %5354 : tensor<384xf32>
    %5356 = stablehlo.divide %5350, %5355 : tensor<384xf32>
    %5357 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5358 = stablehlo.multiply %5357, %m.stages.2.blocks.2.norm.g : tensor<384xf32>
    %5359 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5360 = stablehlo.multiply %5359, %3247 : tensor<384xf32>
    %5361 = stablehlo.add %5358, %5360 : tensor<384xf32>
    %5362 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5363 = stablehlo.multiply %5362, %v.stages.2.blocks.2.norm.g : tensor<384xf32>
    %5364 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5365 = stablehlo.multiply %3247, %3247 : tensor<384xf32>
    %5366 = stablehlo.multiply %5364, %5365 : tensor<384xf32>
    %5367 = stablehlo.add %5363, %5366 : tensor<384xf32>
    %5368 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5369 = stablehlo.divide %5361, %5368 : tensor<384xf32>
    %5370 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5371 = stablehlo.divide %5367, %5370 : tensor<384xf32>
    %5372 = stablehlo.sqrt %5371 : tensor<384xf32>
    %5373 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5374 = stablehlo.add %5372, %5373 : tensor<384xf32>
    %5375 = stablehlo.divide %5369, %5374 : tensor<384xf32>
    %5376 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5377 = stablehlo.multiply %5376, %m.stages.2.blocks.2.norm.b : tensor<384xf32>
    %5378 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5379 = stablehlo.multiply %5378, %3252 : tensor<384xf32>
    %5380 = stablehlo.add %5377, %5379 : tensor<384xf32>
    %5381 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5382 = stablehlo.multiply %5381, %v.stages.2.blocks.2.norm.b : tensor<384xf32>
    %5383 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5384 = stablehlo.multiply %3252, %3252 : tensor<384xf32>
    %5385 = stablehlo.multiply %5383, %5384 : tensor<384xf32>
    %5386 = stablehlo.add %5382, %5385 : tensor<384xf32>
    %5387 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5388 = stablehlo.divide %5380, %5387 : tensor<384xf32>
    %5389 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5390 = stablehlo.divide %5386, %5389 : tensor<384xf32>
    %5391 = stablehlo.sqrt %5390 : tensor<384xf32>
    %5392 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5393 = stablehlo.add %5391, %5392 : tensor<384xf32>
    %5394 = stablehlo.divide %5388, %5393 : tensor<384xf32>
    %5395 = stablehlo.constant dense<0.9> : tensor<384x1536xf32>
    %5396 = stablehlo.multiply %5395, %m.stages.2.blocks.2.fc1.w : tensor<384x1536xf32>
    %5397 = stablehlo.constant dense<0.1> : tensor<384x1536xf32>
    %5398 = stablehlo.multiply %5397, %3257 : tensor<384x1536xf32>
    %5399 = stablehlo.add %5396, %5398 : tensor<384x1536xf32>
    %5400 = stablehlo.constant dense<0.999> : tensor<384x1536xf32>
    %5401 = stablehlo.multiply %5400, %v.stages.2.blocks.2.fc1.w : tensor<384x1536xf32>
    %5402 = stablehlo.constant dense<0.001> : tensor<384x1536xf32>
    %5403 = stablehlo.multiply %3257, %3257 : tensor<384x1536xf32>
    %5404 = stablehlo.multiply %5402, %5403 : tensor<384x1536xf32>
    %5405 = stablehlo.add %5401, %5404 : tensor<384x1536xf32>
    %5406 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %5407 = stablehlo.divide %5399, %5406 : tensor<384x1536xf32>
    %5408 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %5409 = stablehlo.divide %5405, %5408 : tensor<384x1536xf32>
    %5410 = stablehlo.sqrt %5409 : tensor<384x1536xf32>
    %5411 = stablehlo.constant dense<1.0e-08> : tensor<384x1536xf32>
    %5412 = stablehlo.add %5410, %5411 : tensor<384x1536xf32>
    %5413 = stablehlo.divide %5407, %5412 : tensor<384x1536xf32>
    %5414 = stablehlo.constant dense<0.9> : tensor<1536xf32>
    %5415 = stablehlo.multiply %5414, %m.stages.2.blocks.2.fc1.b : tensor<1536xf32>
    %5416 = stablehlo.constant dense<0.1> : tensor<1536xf32>
    %5417 = stablehlo.multiply %5416, %3262 : tensor<1536xf32>
    %5418 = stablehlo.add %5415, %5417 : tensor<1536xf32>
    %5419 = stablehlo.constant dense<0.999> : tensor<1536xf32>
    %5420 = stablehlo.multiply %5419, %v.stages.2.blocks.2.fc1.b : tensor<1536xf32>
    %5421 = stablehlo.constant dense<0.001> : tensor<1536xf32>
    %5422 = stablehlo.multiply %3262, %3262 : tensor<1536xf32>
    %5423 = stablehlo.multiply %5421, %5422 : tensor<1536xf32>
    %5424 = stablehlo.add %5420, %5423 : tensor<1536xf32>
    %5425 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %5426 = stablehlo.divide %5418, %5425 : tensor<1536xf32>
    %5427 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %5428 = stablehlo.divide %5424, %5427 : tensor<1536xf32>
    %5429 = stablehlo.sqrt %5428 : tensor<1536xf32>
    %5430 = stablehlo.constant dense<1.0e-08> : tensor<1536xf32>
    %5431 = stablehlo.add %5429, %5430 : tensor<1536xf32>
    %5432 = stablehlo.divide %5426, %5431 : tensor<1536xf32>
    %5433 = stablehlo.constant dense<0.9> : tensor<1536x384xf32>
    %5434 = stablehlo.multiply %5433, %m.stages.2.blocks.2.fc2.w : tensor<1536x384xf32>
    %5435 = stablehlo.constant dense<0.1> : tensor<1536x384xf32>
    %5436 = stablehlo.multiply %5435, %3267 : tensor<1536x384xf32>
    %5437 = stablehlo.add %5434, %5436 : tensor<1536x384xf32>
    %5438 = stablehlo.constant dense<0.999> : tensor<1536x384xf32>
    %5439 = stablehlo.multiply %5438, %v.stages.2.blocks.2.fc2.w : tensor<1536x384xf32>
    %5440 = stablehlo.constant dense<0.001> : tensor<1536x384xf32>
    %5441 = stablehlo.multiply %3267, %3267 : tensor<1536x384xf32>
    %5442 = stablehlo.multiply %5440, %5441 : tensor<1536x384xf32>
    %5443 = stablehlo.add %5439, %5442 : tensor<1536x384xf32>
    %5444 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %5445 = stablehlo.divide %5437, %5444 : tensor<1536x384xf32>
    %5446 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %5447 = stablehlo.divide %5443, %5446 : tensor<1536x384xf32>
    %5448 = stablehlo.sqrt %5447 : tensor<1536x384xf32>
    %5449 = stablehlo.constant dense<1.0e-08> : tensor<1536x384xf32>
    %5450 = stablehlo.add %5448, %5449 : tensor<1536x384xf32>
    %5451 = stablehlo.divide %5445, %5450 : tensor<1536x384xf32>
    %5452 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5453 = stablehlo.multiply %5452, %m.stages.2.blocks.2.fc2.b : tensor<384xf32>
    %5454 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5455 = stablehlo.multiply %5454, %3272 : tensor<384xf32>
    %5456 = stablehlo.add %5453, %5455 : tensor<384xf32>
    %5457 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5458 = stablehlo.multiply %5457, %v.stages.2.blocks.2.fc2.b : tensor<384xf32>
    %5459 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5460 = stablehlo.multiply %3272, %3272 : tensor<384xf32>
    %5461 = stablehlo.multiply %5459, %5460 : tensor<384xf32>
    %5462 = stablehlo.add %5458, %5461 : tensor<384xf32>
    %5463 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5464 = stablehlo.divide %5456, %5463 : tensor<384xf32>
    %5465 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5466 = stablehlo.divide %5462, %5465 : tensor<384xf32>
    %5467 = stablehlo.sqrt %5466 : tensor<384xf32>
    %5468 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5469 = stablehlo.add %5467, %5468 : tensor<384xf32>
    %5470 = stablehlo.divide %5464, %5469 : tensor<384xf32>
    %5471 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5472 = stablehlo.multiply %5471, %m.stages.2.blocks.2.gamma : tensor<384xf32>
    %5473 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5474 = stablehlo.multiply %5473, %3277 : tensor<384xf32>
    %5475 = stablehlo.add %5472, %5474 : tensor<384xf32>
    %5476 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5477 = stablehlo.multiply %5476, %v.stages.2.blocks.2.gamma : tensor<384xf32>
    %5478 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5479 = stablehlo.multiply %3277, %3277 : tensor<384xf32>
    %5480 = stablehlo.multiply %5478, %5479 : tensor<384xf32>
    %5481 = stablehlo.add %5477, %5480 : tensor<384xf32>
    %5482 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5483 = stablehlo.divide %5475, %5482 : tensor<384xf32>
    %5484 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5485 = stablehlo.divide %5481, %5484 : tensor<384xf32>
    %5486 = stablehlo.sqrt %5485 : tensor<384xf32>
    %5487 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5488 = stablehlo.add %5486, %5487 : tensor<384xf32>
    %5489 = stablehlo.divide %5483, %5488 : tensor<384xf32>
    %5490 = stablehlo.constant dense<0.9> : tensor<7x7x1x384xf32>
    %5491 = stablehlo.multiply %5490, %m.stages.2.blocks.3.dwconv.w : tensor<7x7x1x384xf32>
    %5492 = stablehlo.constant dense<0.1> : tensor<7x7x1x384xf32>
    %5493 = stablehlo.multiply %5492, %3282 : tensor<7x7x1x384xf32>
    %5494 = stablehlo.add %5491, %5493 : tensor<7x7x1x384xf32>
    %5495 = stablehlo.constant dense<0.999> : tensor<7x7x1x384xf32>
    %5496 = stablehlo.multiply %5495, %v.stages.2.blocks.3.dwconv.w : tensor<7x7x1x384xf32>
    %5497 = stablehlo.constant dense<0.001> : tensor<7x7x1x384xf32>
    %5498 = stablehlo.multiply %3282, %3282 : tensor<7x7x1x384xf32>
    %5499 = stablehlo.multiply %5497, %5498 : tensor<7x7x1x384xf32>
    %5500 = stablehlo.add %5496, %5499 : tensor<7x7x1x384xf32>
    %5501 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %5502 = stablehlo.divide %5494, %5501 : tensor<7x7x1x384xf32>
    %5503 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %5504 = stablehlo.divide %5500, %5503 : tensor<7x7x1x384xf32>
    %5505 = stablehlo.sqrt %5504 : tensor<7x7x1x384xf32>
    %5506 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x384xf32>
    %5507 = stablehlo.add %5505, %5506 : tensor<7x7x1x384xf32>
    %5508 = stablehlo.divide %5502, %5507 : tensor<7x7x1x384xf32>
    %5509 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5510 = stablehlo.multiply %5509, %m.stages.2.blocks.3.dwconv.b : tensor<384xf32>
    %5511 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5512 = stablehlo.multiply %5511, %3287 : tensor<384xf32>
    %5513 = stablehlo.add %5510, %5512 : tensor<384xf32>
    %5514 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5515 = stablehlo.multiply %5514, %v.stages.2.blocks.3.dwconv.b : tensor<384xf32>
    %5516 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5517 = stablehlo.multiply %3287, %3287 : tensor<384xf32>
    %5518 = stablehlo.multiply %5516, %5517 : tensor<384xf32>
    %5519 = stablehlo.add %5515, %5518 : tensor<384xf32>
    %5520 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5521 = stablehlo.divide %5513, %5520 : tensor<384xf32>
    %5522 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5523 = stablehlo.divide %5519, %5522 : tensor<384xf32>
    %5524 = stablehlo.sqrt %5523 : tensor<384xf32>
    %5525 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5526 = stablehlo.add %5524, %5525 : tensor<384xf32>
    %5527 = stablehlo.divide %5521, %5526 : tensor<384xf32>
    %5528 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5529 = stablehlo.multiply %5528, %m.stages.2.blocks.3.norm.g : tensor<384xf32>
    %5530 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5531 = stablehlo.multiply %5530, %3292 : tensor<384xf32>
    %5532 = stablehlo.add %5529, %5531 : tensor<384xf32>
    %5533 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5534 = stablehlo.multiply %5533, %v.stages.2.blocks.3.norm.g : tensor<384xf32>
    %5535 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5536 = stablehlo.multiply %3292, %3292 : tensor<384xf32>
    %5537 = stablehlo.multiply %5535, %5536 : tensor<384xf32>
    %5538 = stablehlo.add %5534, %5537 : tensor<384xf32>
    %5539 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5540 = stablehlo.divide %5532, %5539 : tensor<384xf32>
    %5541 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5542 = stablehlo.divide %5538, %5541 : tensor<384xf32>
    %5543 = stablehlo.sqrt %5542 : tensor<384xf32>
    %5544 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5545 = stablehlo.add %5543, %5544 : tensor<384xf32>
    %5546 = stablehlo.divide %5540, %5545 : tensor<384xf32>
    %5547 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5548 = stablehlo.multiply %5547, %m.stages.2.blocks.3.norm.b : tensor<384xf32>
    %5549 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5550 = stablehlo.multiply %5549, %3297 : tensor<384xf32>
    %5551 = stablehlo.add %5548, %5550 : tensor<384xf32>
    %5552 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5553 = stablehlo.multiply %5552, %v.stages.2.blocks.3.norm.b : tensor<384xf32>
    %5554 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5555 = stablehlo.multiply %3297, %3297 : tensor<384xf32>
    %5556 = stablehlo.multiply %5554, %5555 : tensor<384xf32>
    %5557 = stablehlo.add %5553, %5556 : tensor<384xf32>
    %5558 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5559 = stablehlo.divide %5551, %5558 : tensor<384xf32>
    %5560 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5561 = stablehlo.divide %5557, %5560 : tensor<384xf32>
    %5562 = stablehlo.sqrt %5561 : tensor<384xf32>
    %5563 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5564 = stablehlo.add %5562, %5563 : tensor<384xf32>
    %5565 = stablehlo.divide %5559, %5564 : tensor<384xf32>
    %5566 = stablehlo.constant dense<0.9> : tensor<384x1536xf32>
    %5567 = stablehlo.multiply %5566, %m.stages.2.blocks.3.fc1.w : tensor<384x1536xf32>
    %5568 = stablehlo.constant dense<0.1> : tensor<384x1536xf32>
    %5569 = stablehlo.multiply %5568, %3302 : tensor<384x1536xf32>
    %5570 = stablehlo.add %5567, %5569 : tensor<384x1536xf32>
    %5571 = stablehlo.constant dense<0.999> : tensor<384x1536xf32>
    %5572 = stablehlo.multiply %5571, %v.stages.2.blocks.3.fc1.w : tensor<384x1536xf32>
    %5573 = stablehlo.constant dense<0.001> : tensor<384x1536xf32>
    %5574 = stablehlo.multiply %3302, %3302 : tensor<384x1536xf32>
    %5575 = stablehlo.multiply %5573, %5574 : tensor<384x1536xf32>
    %5576 = stablehlo.add %5572, %5575 : tensor<384x1536xf32>
    %5577 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %5578 = stablehlo.divide %5570, %5577 : tensor<384x1536xf32>
    %5579 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %5580 = stablehlo.divide %5576, %5579 : tensor<384x1536xf32>
    %5581 = stablehlo.sqrt %5580 : tensor<384x1536xf32>
    %5582 = stablehlo.constant dense<1.0e-08> : tensor<384x1536xf32>
    %5583 = stablehlo.add %5581, %5582 : tensor<384x1536xf32>
    %5584 = stablehlo.divide %5578, %5583 : tensor<384x1536xf32>
    %5585 = stablehlo.constant dense<0.9> : tensor<1536xf32>
    %5586 = stablehlo.multiply %5585, %m.stages.2.blocks.3.fc1.b : tensor<1536xf32>
    %5587 = stablehlo.constant dense<0.1> : tensor<1536xf32>
    %5588 = stablehlo.multiply %5587, %3307 : tensor<1536xf32>
    %5589 = stablehlo.add %5586, %5588 : tensor<1536xf32>
    %5590 = stablehlo.constant dense<0.999> : tensor<1536xf32>
    %5591 = stablehlo.multiply %5590, %v.stages.2.blocks.3.fc1.b : tensor<1536xf32>
    %5592 = stablehlo.constant dense<0.001> : tensor<1536xf32>
    %5593 = stablehlo.multiply %3307, %3307 : tensor<1536xf32>
    %5594 = stablehlo.multiply %5592, %5593 : tensor<1536xf32>
    %5595 = stablehlo.add %5591, %5594 : tensor<1536xf32>
    %5596 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %5597 = stablehlo.divide %5589, %5596 : tensor<1536xf32>
    %5598 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %5599 = stablehlo.divide %5595, %5598 : tensor<1536xf32>
    %5600 = stablehlo.sqrt %5599 : tensor<1536xf32>
    %5601 = stablehlo.constant dense<1.0e-08> : tensor<1536xf32>
    %5602 = stablehlo.add %5600, %5601 : tensor<1536xf32>
    %5603 = stablehlo.divide %5597, %5602 : tensor<1536xf32>
    %5604 = stablehlo.constant dense<0.9> : tensor<1536x384xf32>
    %5605 = stablehlo.multiply %5604, %m.stages.2.blocks.3.fc2.w : tensor<1536x384xf32>
    %5606 = stablehlo.constant dense<0.1> : tensor<1536x384xf32>
    %5607 = stablehlo.multiply %5606, %3312 : tensor<1536x384xf32>
    %5608 = stablehlo.add %5605, %5607 : tensor<1536x384xf32>
    %5609 = stablehlo.constant dense<0.999> : tensor<1536x384xf32>
    %5610 = stablehlo.multiply %5609, %v.stages.2.blocks.3.fc2.w : tensor<1536x384xf32>
    %5611 = stablehlo.constant dense<0.001> : tensor<1536x384xf32>
    %5612 = stablehlo.multiply %3312, %3312 : tensor<1536x384xf32>
    %5613 = stablehlo.multiply %5611, %5612 : tensor<1536x384xf32>
    %5614 = stablehlo.add %5610, %5613 : tensor<1536x384xf32>
    %5615 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %5616 = stablehlo.divide %5608, %5615 : tensor<1536x384xf32>
    %5617 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %5618 = stablehlo.divide %5614, %5617 : tensor<1536x384xf32>
    %5619 = stablehlo.sqrt %5618 : tensor<1536x384xf32>
    %5620 = stablehlo.constant dense<1.0e-08> : tensor<1536x384xf32>
    %5621 = stablehlo.add %5619, %5620 : tensor<1536x384xf32>
    %5622 = stablehlo.divide %5616, %5621 : tensor<1536x384xf32>
    %5623 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5624 = stablehlo.multiply %5623, %m.stages.2.blocks.3.fc2.b : tensor<384xf32>
    %5625 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5626 = stablehlo.multiply %5625, %3317 : tensor<384xf32>
    %5627 = stablehlo.add %5624, %5626 : tensor<384xf32>
    %5628 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5629 = stablehlo.multiply %5628, %v.stages.2.blocks.3.fc2.b : tensor<384xf32>
    %5630 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5631 = stablehlo.multiply %3317, %3317 : tensor<384xf32>
    %5632 = stablehlo.multiply %5630, %5631 : tensor<384xf32>
    %5633 = stablehlo.add %5629, %5632 : tensor<384xf32>
    %5634 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5635 = stablehlo.divide %5627, %5634 : tensor<384xf32>
    %5636 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5637 = stablehlo.divide %5633, %5636 : tensor<384xf32>
    %5638 = stablehlo.sqrt %5637 : tensor<384xf32>
    %5639 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5640 = stablehlo.add %5638, %5639 : tensor<384xf32>
    %5641 = stablehlo.divide %5635, %5640 : tensor<384xf32>
    %5642 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5643 = stablehlo.multiply %5642, %m.stages.2.blocks.3.gamma : tensor<384xf32>
    %5644 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5645 = stablehlo.multiply %5644, %3322 : tensor<384xf32>
    %5646 = stablehlo.add %5643, %5645 : tensor<384xf32>
    %5647 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5648 = stablehlo.multiply %5647, %v.stages.2.blocks.3.gamma : tensor<384xf32>
    %5649 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5650 = stablehlo.multiply %3322, %3322 : tensor<384xf32>
    %5651 = stablehlo.multiply %5649, %5650 : tensor<384xf32>
    %5652 = stablehlo.add %5648, %5651 : tensor<384xf32>
    %5653 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5654 = stablehlo.divide %5646, %5653 : tensor<384xf32>
    %5655 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5656 = stablehlo.divide %5652, %5655 : tensor<384xf32>
    %5657 = stablehlo.sqrt %5656 : tensor<384xf32>
    %5658 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5659 = stablehlo.add %5657, %5658 : tensor<384xf32>
    %5660 = stablehlo.divide %5654, %5659 : tensor<384xf32>
    %5661 = stablehlo.constant dense<0.9> : tensor<7x7x1x384xf32>
    %5662 = stablehlo.multiply %5661, %m.stages.2.blocks.4.dwconv.w : tensor<7x7x1x384xf32>
    %5663 = stablehlo.constant dense<0.1> : tensor<7x7x1x384xf32>
    %5664 = stablehlo.multiply %5663, %3327 : tensor<7x7x1x384xf32>
    %5665 = stablehlo.add %5662, %5664 : tensor<7x7x1x384xf32>
    %5666 = stablehlo.constant dense<0.999> : tensor<7x7x1x384xf32>
    %5667 = stablehlo.multiply %5666, %v.stages.2.blocks.4.dwconv.w : tensor<7x7x1x384xf32>
    %5668 = stablehlo.constant dense<0.001> : tensor<7x7x1x384xf32>
    %5669 = stablehlo.multiply %3327, %3327 : tensor<7x7x1x384xf32>
    %5670 = stablehlo.multiply %5668, %5669 : tensor<7x7x1x384xf32>
    %5671 = stablehlo.add %5667, %5670 : tensor<7x7x1x384xf32>
    %5672 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %5673 = stablehlo.divide %5665, %5672 : tensor<7x7x1x384xf32>
    %5674 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %5675 = stablehlo.divide %5671, %5674 : tensor<7x7x1x384xf32>
    %5676 = stablehlo.sqrt %5675 : tensor<7x7x1x384xf32>
    %5677 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x384xf32>
    %5678 = stablehlo.add %5676, %5677 : tensor<7x7x1x384xf32>
    %5679 = stablehlo.divide %5673, %5678 : tensor<7x7x1x384xf32>
    %5680 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5681 = stablehlo.multiply %5680, %m.stages.2.blocks.4.dwconv.b : tensor<384xf32>
    %5682 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5683 = stablehlo.multiply %5682, %3332 : tensor<384xf32>
    %5684 = stablehlo.add %5681, %5683 : tensor<384xf32>
    %5685 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5686 = stablehlo.multiply %5685, %v.stages.2.blocks.4.dwconv.b : tensor<384xf32>
    %5687 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5688 = stablehlo.multiply %3332, %3332 : tensor<384xf32>
    %5689 = stablehlo.multiply %5687, %5688 : tensor<384xf32>
    %5690 = stablehlo.add %5686, %5689 : tensor<384xf32>
    %5691 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5692 = stablehlo.divide %5684, %5691 : tensor<384xf32>
    %5693 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5694 = stablehlo.divide %5690, %5693 : tensor<384xf32>
    %5695 = stablehlo.sqrt %5694 : tensor<384xf32>
    %5696 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5697 = stablehlo.add %5695, %5696 : tensor<384xf32>
    %5698 = stablehlo.divide %5692, %5697 : tensor<384xf32>
    %5699 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5700 = stablehlo.multiply %5699, %m.stages.2.blocks.4.norm.g : tensor<384xf32>
    %5701 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5702 = stablehlo.multiply %5701, %3337 : tensor<384xf32>
    %5703 = stablehlo.add %5700, %5702 : tensor<384xf32>
    %5704 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5705 = stablehlo.multiply %5704, %v.stages.2.blocks.4.norm.g : tensor<384xf32>
    %5706 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5707 = stablehlo.multiply %3337, %3337 : tensor<384xf32>
    %5708 = stablehlo.multiply %5706, %5707 : tensor<384xf32>
    %5709 = stablehlo.add %5705, %5708 : tensor<384xf32>
    %5710 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5711 = stablehlo.divide %5703, %5710 : tensor<384xf32>
    %5712 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5713 = stablehlo.divide %5709, %5712 : tensor<384xf32>
    %5714 = stablehlo.sqrt %5713 : tensor<384xf32>
    %5715 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5716 = stablehlo.add %5714, %5715 : tensor<384xf32>
    %5717 = stablehlo.divide %5711, %5716 : tensor<384xf32>
    %5718 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5719 = stablehlo.multiply %5718, %m.stages.2.blocks.4.norm.b : tensor<384xf32>
    %5720 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5721 = stablehlo.multiply %5720, %3342 : tensor<384xf32>
    %5722 = stablehlo.add %5719, %5721 : tensor<384xf32>
    %5723 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5724 = stablehlo.multiply %5723, %v.stages.2.blocks.4.norm.b : tensor<384xf32>
    %5725 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5726 = stablehlo.multiply %3342, %3342 : tensor<384xf32>
    %5727 = stablehlo.multiply %5725, %5726 : tensor<384xf32>
    %5728 = stablehlo.add %5724, %5727 : tensor<384xf32>
    %5729 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5730 = stablehlo.divide %5722, %5729 : tensor<384xf32>
    %5731 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5732 = stablehlo.divide %5728, %5731 : tensor<384xf32>
    %5733 = stablehlo.sqrt %5732 : tensor<384xf32>
    %5734 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5735 = stablehlo.add %5733, %5734 : tensor<384xf32>
    %5736 = stablehlo.divide %5730, %5735 : tensor<384xf32>
    %5737 = stablehlo.constant dense<0.9> : tensor<384x1536xf32>
    %5738 = stablehlo.multiply %5737, %m.stages.2.blocks.4.fc1.w : tensor<384x1536xf32>
    %5739 = stablehlo.constant dense<0.1> : tensor<384x1536xf32>
    %5740 = stablehlo.multiply %5739, %3347 : tensor<384x1536xf32>
    %5741 = stablehlo.add %5738, %5740 : tensor<384x1536xf32>
    %5742 = stablehlo.constant dense<0.999> : tensor<384x1536xf32>
    %5743 = stablehlo.multiply %5742, %v.stages.2.blocks.4.fc1.w : tensor<384x1536xf32>
    %5744 = stablehlo.constant dense<0.001> : tensor<384x1536xf32>
    %5745 = stablehlo.multiply %3347, %3347 : tensor<384x1536xf32>
    %5746 = stablehlo.multiply %5744, %5745 : tensor<384x1536xf32>
    %5747 = stablehlo.add %5743, %5746 : tensor<384x1536xf32>
    %5748 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %5749 = stablehlo.divide %5741, %5748 : tensor<384x1536xf32>
    %5750 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %5751 = stablehlo.divide %5747, %5750 : tensor<384x1536xf32>
    %5752 = stablehlo.sqrt %5751 : tensor<384x1536xf32>
    %5753 = stablehlo.constant dense<1.0e-08> : tensor<384x1536xf32>
    %5754 = stablehlo.add %5752, %5753 : tensor<384x1536xf32>
    %5755 = stablehlo.divide %5749, %5754 : tensor<384x1536xf32>
    %5756 = stablehlo.constant dense<0.9> : tensor<1536xf32>
    %5757 = stablehlo.multiply %5756, %m.stages.2.blocks.4.fc1.b : tensor<1536xf32>
    %5758 = stablehlo.constant dense<0.1> : tensor<1536xf32>
    %5759 = stablehlo.multiply %5758, %3352 : tensor<1536xf32>
    %5760 = stablehlo.add %5757, %5759 : tensor<1536xf32>
    %5761 = stablehlo.constant dense<0.999> : tensor<1536xf32>
    %5762 = stablehlo.multiply %5761, %v.stages.2.blocks.4.fc1.b : tensor<1536xf32>
    %5763 = stablehlo.constant dense<0.001> : tensor<1536xf32>
    %5764 = stablehlo.multiply %3352, %3352 : tensor<1536xf32>
    %5765 = stablehlo.multiply %5763, %5764 : tensor<1536xf32>
    %5766 = stablehlo.add %5762, %5765 : tensor<1536xf32>
    %5767 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %5768 = stablehlo.divide %5760, %5767 : tensor<1536xf32>
    %5769 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %5770 = stablehlo.divide %5766, %5769 : tensor<1536xf32>
    %5771 = stablehlo.sqrt %5770 : tensor<1536xf32>
    %5772 = stablehlo.constant dense<1.0e-08> : tensor<1536xf32>
    %5773 = stablehlo.add %5771, %5772 : tensor<1536xf32>
    %5774 = stablehlo.divide %5768, %5773 : tensor<1536xf32>
    %5775 = stablehlo.constant dense<0.9> : tensor<1536x384xf32>
    %5776 = stablehlo.multiply %5775, %m.stages.2.blocks.4.fc2.w : tensor<1536x384xf32>
    %5777 = stablehlo.constant dense<0.1> : tensor<1536x384xf32>
    %5778 = stablehlo.multiply %5777, %3357 : tensor<1536x384xf32>
    %5779 = stablehlo.add %5776, %5778 : tensor<1536x384xf32>
    %5780 = stablehlo.constant dense<0.999> : tensor<1536x384xf32>
    %5781 = stablehlo.multiply %5780, %v.stages.2.blocks.4.fc2.w : tensor<1536x384xf32>
    %5782 = stablehlo.constant dense<0.001> : tensor<1536x384xf32>
    %5783 = stablehlo.multiply %3357, %3357 : tensor<1536x384xf32>
    %5784 = stablehlo.multiply %5782, %5783 : tensor<1536x384xf32>
    %5785 = stablehlo.add %5781, %5784 : tensor<1536x384xf32>
    %5786 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %5787 = stablehlo.divide %5779, %5786 : tensor<1536x384xf32>
    %5788 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %5789 = stablehlo.divide %5785, %5788 : tensor<1536x384xf32>
    %5790 = stablehlo.sqrt %5789 : tensor<1536x384xf32>
    %5791 = stablehlo.constant dense<1.0e-08> : tensor<1536x384xf32>
    %5792 = stablehlo.add %5790, %5791 : tensor<1536x384xf32>
    %5793 = stablehlo.divide %5787, %5792 : tensor<1536x384xf32>
    %5794 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5795 = stablehlo.multiply %5794, %m.stages.2.blocks.4.fc2.b : tensor<384xf32>
    %5796 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5797 = stablehlo.multiply %5796, %3362 : tensor<384xf32>
    %5798 = stablehlo.add %5795, %5797 : tensor<384xf32>
    %5799 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5800 = stablehlo.multiply %5799, %v.stages.2.blocks.4.fc2.b : tensor<384xf32>
    %5801 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5802 = stablehlo.multiply %3362, %3362 : tensor<384xf32>
    %5803 = stablehlo.multiply %5801, %5802 : tensor<384xf32>
    %5804 = stablehlo.add %5800, %5803 : tensor<384xf32>
    %5805 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5806 = stablehlo.divide %5798, %5805 : tensor<384xf32>
    %5807 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5808 = stablehlo.divide %5804, %5807 : tensor<384xf32>
    %5809 = stablehlo.sqrt %5808 : tensor<384xf32>
    %5810 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5811 = stablehlo.add %5809, %5810 : tensor<384xf32>
    %5812 = stablehlo.divide %5806, %5811 : tensor<384xf32>
    %5813 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5814 = stablehlo.multiply %5813, %m.stages.2.blocks.4.gamma : tensor<384xf32>
    %5815 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5816 = stablehlo.multiply %5815, %3367 : tensor<384xf32>
    %5817 = stablehlo.add %5814, %5816 : tensor<384xf32>
    %5818 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5819 = stablehlo.multiply %5818, %v.stages.2.blocks.4.gamma : tensor<384xf32>
    %5820 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5821 = stablehlo.multiply %3367, %3367 : tensor<384xf32>
    %5822 = stablehlo.multiply %5820, %5821 : tensor<384xf32>
    %5823 = stablehlo.add %5819, %5822 : tensor<384xf32>
    %5824 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5825 = stablehlo.divide %5817, %5824 : tensor<384xf32>
    %5826 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5827 = stablehlo.divide %5823, %5826 : tensor<384xf32>
    %5828 = stablehlo.sqrt %5827 : tensor<384xf32>
    %5829 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5830 = stablehlo.add %5828, %5829 : tensor<384xf32>
    %5831 = stablehlo.divide %5825, %5830 : tensor<384xf32>
    %5832 = stablehlo.constant dense<0.9> : tensor<7x7x1x384xf32>
    %5833 = stablehlo.multiply %5832, %m.stages.2.blocks.5.dwconv.w : tensor<7x7x1x384xf32>
    %5834 = stablehlo.constant dense<0.1> : tensor<7x7x1x384xf32>
    %5835 = stablehlo.multiply %5834, %3372 : tensor<7x7x1x384xf32>
    %5836 = stablehlo.add %5833, %5835 : tensor<7x7x1x384xf32>
    %5837 = stablehlo.constant dense<0.999> : tensor<7x7x1x384xf32>
    %5838 = stablehlo.multiply %5837, %v.stages.2.blocks.5.dwconv.w : tensor<7x7x1x384xf32>
    %5839 = stablehlo.constant dense<0.001> : tensor<7x7x1x384xf32>
    %5840 = stablehlo.multiply %3372, %3372 : tensor<7x7x1x384xf32>
    %5841 = stablehlo.multiply %5839, %5840 : tensor<7x7x1x384xf32>
    %5842 = stablehlo.add %5838, %5841 : tensor<7x7x1x384xf32>
    %5843 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %5844 = stablehlo.divide %5836, %5843 : tensor<7x7x1x384xf32>
    %5845 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %5846 = stablehlo.divide %5842, %5845 : tensor<7x7x1x384xf32>
    %5847 = stablehlo.sqrt %5846 : tensor<7x7x1x384xf32>
    %5848 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x384xf32>
    %5849 = stablehlo.add %5847, %5848 : tensor<7x7x1x384xf32>
    %5850 = stablehlo.divide %5844, %5849 : tensor<7x7x1x384xf32>
    %5851 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5852 = stablehlo.multiply %5851, %m.stages.2.blocks.5.dwconv.b : tensor<384xf32>
    %5853 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5854 = stablehlo.multiply %5853, %3377 : tensor<384xf32>
    %5855 = stablehlo.add %5852, %5854 : tensor<384xf32>
    %5856 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5857 = stablehlo.multiply %5856, %v.stages.2.blocks.5.dwconv.b : tensor<384xf32>
    %5858 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5859 = stablehlo.multiply %3377, %3377 : tensor<384xf32>
    %5860 = stablehlo.multiply %5858, %5859 : tensor<384xf32>
    %5861 = stablehlo.add %5857, %5860 : tensor<384xf32>
    %5862 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5863 = stablehlo.divide %5855, %5862 : tensor<384xf32>
    %5864 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5865 = stablehlo.divide %5861, %5864 : tensor<384xf32>
    %5866 = stablehlo.sqrt %5865 : tensor<384xf32>
    %5867 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5868 = stablehlo.add %5866, %5867 : tensor<384xf32>
    %5869 = stablehlo.divide %5863, %5868 : tensor<384xf32>
    %5870 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5871 = stablehlo.multiply %5870, %m.stages.2.blocks.5.norm.g : tensor<384xf32>
    %5872 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5873 = stablehlo.multiply %5872, %3382 : tensor<384xf32>
    %5874 = stablehlo.add %5871, %5873 : tensor<384xf32>
    %5875 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5876 = stablehlo.multiply %5875, %v.stages.2.blocks.5.norm.g : tensor<384xf32>
    %5877 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5878 = stablehlo.multiply %3382, %3382 : tensor<384xf32>
    %5879 = stablehlo.multiply %5877, %5878 : tensor<384xf32>
    %5880 = stablehlo.add %5876, %5879 : tensor<384xf32>
    %5881 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5882 = stablehlo.divide %5874, %5881 : tensor<384xf32>
    %5883 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5884 = stablehlo.divide %5880, %5883 : tensor<384xf32>
    %5885 = stablehlo.sqrt %5884 : tensor<384xf32>
    %5886 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5887 = stablehlo.add %5885, %5886 : tensor<384xf32>
    %5888 = stablehlo.divide %5882, %5887 : tensor<384xf32>
    %5889 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5890 = stablehlo.multiply %5889, %m.stages.2.blocks.5.norm.b : tensor<384xf32>
    %5891 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5892 = stablehlo.multiply %5891, %3387 : tensor<384xf32>
    %5893 = stablehlo.add %5890, %5892 : tensor<384xf32>
    %5894 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5895 = stablehlo.multiply %5894, %v.stages.2.blocks.5.norm.b : tensor<384xf32>
    %5896 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5897 = stablehlo.multiply %3387, %3387 : tensor<384xf32>
    %5898 = stablehlo.multiply %5896, %5897 : tensor<384xf32>
    %5899 = stablehlo.add %5895, %5898 : tensor<384xf32>
    %5900 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5901 = stablehlo.divide %5893, %5900 : tensor<384xf32>
    %5902 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5903 = stablehlo.divide %5899, %5902 : tensor<384xf32>
    %5904 = stablehlo.sqrt %5903 : tensor<384xf32>
    %5905 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5906 = stablehlo.add %5904, %5905 : tensor<384xf32>
    %5907 = stablehlo.divide %5901, %5906 : tensor<384xf32>
    %5908 = stablehlo.constant dense<0.9> : tensor<384x1536xf32>
    %5909 = stablehlo.multiply %5908, %m.stages.2.blocks.5.fc1.w : tensor<384x1536xf32>
    %5910 = stablehlo.constant dense<0.1> : tensor<384x1536xf32>
    %5911 = stablehlo.multiply %5910, %3392 : tensor<384x1536xf32>
    %5912 = stablehlo.add %5909, %5911 : tensor<384x1536xf32>
    %5913 = stablehlo.constant dense<0.999> : tensor<384x1536xf32>
    %5914 = stablehlo.multiply %5913, %v.stages.2.blocks.5.fc1.w : tensor<384x1536xf32>
    %5915 = stablehlo.constant dense<0.001> : tensor<384x1536xf32>
    %5916 = stablehlo.multiply %3392, %3392 : tensor<384x1536xf32>
    %5917 = stablehlo.multiply %5915, %5916 : tensor<384x1536xf32>
    %5918 = stablehlo.add %5914, %5917 : tensor<384x1536xf32>
    %5919 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %5920 = stablehlo.divide %5912, %5919 : tensor<384x1536xf32>
    %5921 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %5922 = stablehlo.divide %5918, %5921 : tensor<384x1536xf32>
    %5923 = stablehlo.sqrt %5922 : tensor<384x1536xf32>
    %5924 = stablehlo.constant dense<1.0e-08> : tensor<384x1536xf32>
    %5925 = stablehlo.add %5923, %5924 : tensor<384x1536xf32>
    %5926 = stablehlo.divide %5920, %5925 : tensor<384x1536xf32>
    %5927 = stablehlo.constant dense<0.9> : tensor<1536xf32>
    %5928 = stablehlo.multiply %5927, %m.stages.2.blocks.5.fc1.b : tensor<1536xf32>
    %5929 = stablehlo.constant dense<0.1> : tensor<1536xf32>
    %5930 = stablehlo.multiply %5929, %3397 : tensor<1536xf32>
    %5931 = stablehlo.add %5928, %5930 : tensor<1536xf32>
    %5932 = stablehlo.constant dense<0.999> : tensor<1536xf32>
    %5933 = stablehlo.multiply %5932, %v.stages.2.blocks.5.fc1.b : tensor<1536xf32>
    %5934 = stablehlo.constant dense<0.001> : tensor<1536xf32>
    %5935 = stablehlo.multiply %3397, %3397 : tensor<1536xf32>
    %5936 = stablehlo.multiply %5934, %5935 : tensor<1536xf32>
    %5937 = stablehlo.add %5933, %5936 : tensor<1536xf32>
    %5938 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %5939 = stablehlo.divide %5931, %5938 : tensor<1536xf32>
    %5940 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %5941 = stablehlo.divide %5937, %5940 : tensor<1536xf32>
    %5942 = stablehlo.sqrt %5941 : tensor<1536xf32>
    %5943 = stablehlo.constant dense<1.0e-08> : tensor<1536xf32>
    %5944 = stablehlo.add %5942, %5943 : tensor<1536xf32>
    %5945 = stablehlo.divide %5939, %5944 : tensor<1536xf32>
    %5946 = stablehlo.constant dense<0.9> : tensor<1536x384xf32>
    %5947 = stablehlo.multiply %5946, %m.stages.2.blocks.5.fc2.w : tensor<1536x384xf32>
    %5948 = stablehlo.constant dense<0.1> : tensor<1536x384xf32>
    %5949 = stablehlo.multiply %5948, %3402 : tensor<1536x384xf32>
    %5950 = stablehlo.add %5947, %5949 : tensor<1536x384xf32>
    %5951 = stablehlo.constant dense<0.999> : tensor<1536x384xf32>
    %5952 = stablehlo.multiply %5951, %v.stages.2.blocks.5.fc2.w : tensor<1536x384xf32>
    %5953 = stablehlo.constant dense<0.001> : tensor<1536x384xf32>
    %5954 = stablehlo.multiply %3402, %3402 : tensor<1536x384xf32>
    %5955 = stablehlo.multiply %5953, %5954 : tensor<1536x384xf32>
    %5956 = stablehlo.add %5952, %5955 : tensor<1536x384xf32>
    %5957 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %5958 = stablehlo.divide %5950, %5957 : tensor<1536x384xf32>
    %5959 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %5960 = stablehlo.divide %5956, %5959 : tensor<1536x384xf32>
    %5961 = stablehlo.sqrt %5960 : tensor<1536x384xf32>
    %5962 = stablehlo.constant dense<1.0e-08> : tensor<1536x384xf32>
    %5963 = stablehlo.add %5961, %5962 : tensor<1536x384xf32>
    %5964 = stablehlo.divide %5958, %5963 : tensor<1536x384xf32>
    %5965 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5966 = stablehlo.multiply %5965, %m.stages.2.blocks.5.fc2.b : tensor<384xf32>
    %5967 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5968 = stablehlo.multiply %5967, %3407 : tensor<384xf32>
    %5969 = stablehlo.add %5966, %5968 : tensor<384xf32>
    %5970 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5971 = stablehlo.multiply %5970, %v.stages.2.blocks.5.fc2.b : tensor<384xf32>
    %5972 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5973 = stablehlo.multiply %3407, %3407 : tensor<384xf32>
    %5974 = stablehlo.multiply %5972, %5973 : tensor<384xf32>
    %5975 = stablehlo.add %5971, %5974 : tensor<384xf32>
    %5976 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5977 = stablehlo.divide %5969, %5976 : tensor<384xf32>
    %5978 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5979 = stablehlo.divide %5975, %5978 : tensor<384xf32>
    %5980 = stablehlo.sqrt %5979 : tensor<384xf32>
    %5981 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5982 = stablehlo.add %5980, %5981 : tensor<384xf32>
    %5983 = stablehlo.divide %5977, %5982 : tensor<384xf32>
    %5984 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5985 = stablehlo.multiply %5984, %m.stages.2.blocks.5.gamma : tensor<384xf32>
    %5986 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5987 = stablehlo.multiply %5986, %3412 : tensor<384xf32>
    %5988 = stablehlo.add %5985, %5987 : tensor<384xf32>
    %5989 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5990 = stablehlo.multiply %5989, %v.stages.2.blocks.5.gamma : tensor<384xf32>
    %5991 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5992 = stablehlo.multiply %3412, %3412 : tensor<384xf32>
    %5993 = stablehlo.multiply %5991, %5992 : tensor<384xf32>
    %5994 = stablehlo.add %5990, %5993 : tensor<384xf32>
    %5995 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5996 = stablehlo.divide %5988, %5995 : tensor<384xf32>
    %5997 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5998 = stablehlo.divide %5994, %5997 : tensor<384xf32>
    %5999 = stablehlo.sqrt %5998 : tensor<384xf32>
    %6000 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6001 = stablehlo.add %5999, %6000 : tensor<384xf32>
    %6002 = stablehlo.divide %5996, %6001 : tensor<384xf32>
    %6003 = stablehlo.constant dense<0.9> : tensor<7x7x1x384xf32>
    %6004 = stablehlo.multiply %6003, %m.stages.2.blocks.6.dwconv.w : tensor<7x7x1x384xf32>
    %6005 = stablehlo.constant dense<0.1> : tensor<7x7x1x384xf32>
    %6006 = stablehlo.multiply %6005, %3417 : tensor<7x7x1x384xf32>
    %6007 = stablehlo.add %6004, %6006 : tensor<7x7x1x384xf32>
    %6008 = stablehlo.constant dense<0.999> : tensor<7x7x1x384xf32>
    %6009 = stablehlo.multiply %6008, %v.stages.2.blocks.6.dwconv.w : tensor<7x7x1x384xf32>
    %6010 = stablehlo.constant dense<0.001> : tensor<7x7x1x384xf32>
    %6011 = stablehlo.multiply %3417, %3417 : tensor<7x7x1x384xf32>
    %6012 = stablehlo.multiply %6010, %6011 : tensor<7x7x1x384xf32>
    %6013 = stablehlo.add %6009, %6012 : tensor<7x7x1x384xf32>
    %6014 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %6015 = stablehlo.divide %6007, %6014 : tensor<7x7x1x384xf32>
    %6016 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %6017 = stablehlo.divide %6013, %6016 : tensor<7x7x1x384xf32>
    %6018 = stablehlo.sqrt %6017 : tensor<7x7x1x384xf32>
    %6019 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x384xf32>
    %6020 = stablehlo.add %6018, %6019 : tensor<7x7x1x384xf32>
    %6021 = stablehlo.divide %6015, %6020 : tensor<7x7x1x384xf32>
    %6022 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6023 = stablehlo.multiply %6022, %m.stages.2.blocks.6.dwconv.b : tensor<384xf32>
    %6024 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6025 = stablehlo.multiply %6024, %3422 : tensor<384xf32>
    %6026 = stablehlo.add %6023, %6025 : tensor<384xf32>
    %6027 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6028 = stablehlo.multiply %6027, %v.stages.2.blocks.6.dwconv.b : tensor<384xf32>
    %6029 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6030 = stablehlo.multiply %3422, %3422 : tensor<384xf32>
    %6031 = stablehlo.multiply %6029, %6030 : tensor<384xf32>
    %6032 = stablehlo.add %6028, %6031 : tensor<384xf32>
    %6033 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6034 = stablehlo.divide %6026, %6033 : tensor<384xf32>
    %6035 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6036 = stablehlo.divide %6032, %6035 : tensor<384xf32>
    %6037 = stablehlo.sqrt %6036 : tensor<384xf32>
    %6038 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6039 = stablehlo.add %6037, %6038 : tensor<384xf32>
    %6040 = stablehlo.divide %6034, %6039 : tensor<384xf32>
    %6041 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6042 = stablehlo.multiply %6041, %m.stages.2.blocks.6.norm.g : tensor<384xf32>
    %6043 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6044 = stablehlo.multiply %6043, %3427 : tensor<384xf32>
    %6045 = stablehlo.add %6042, %6044 : tensor<384xf32>
    %6046 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6047 = stablehlo.multiply %6046, %v.stages.2.blocks.6.norm.g : tensor<384xf32>
    %6048 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6049 = stablehlo.multiply %3427, %3427 : tensor<384xf32>
    %6050 = stablehlo.multiply %6048, %6049 : tensor<384xf32>
    %6051 = stablehlo.add %6047, %6050 : tensor<384xf32>
    %6052 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6053 = stablehlo.divide %6045, %6052 : tensor<384xf32>
    %6054 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6055 = stablehlo.divide %6051, %6054 : tensor<384xf32>
    %6056 = stablehlo.sqrt %6055 : tensor<384xf32>
    %6057 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6058 = stablehlo.add %6056, %6057 : tensor<384xf32>
    %6059 = stablehlo.divide %6053, %6058 : tensor<384xf32>
    %6060 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6061 = stablehlo.multiply %6060, %m.stages.2.blocks.6.norm.b : tensor<384xf32>
    %6062 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6063 = stablehlo.multiply %6062, %3432 : tensor<384xf32>
    %6064 = stablehlo.add %6061, %6063 : tensor<384xf32>
    %6065 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6066 = stablehlo.multiply %6065, %v.stages.2.blocks.6.norm.b : tensor<384xf32>
    %6067 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6068 = stablehlo.multiply %3432, %3432 : tensor<384xf32>
    %6069 = stablehlo.multiply %6067, %6068 : tensor<384xf32>
    %6070 = stablehlo.add %6066, %6069 : tensor<384xf32>
    %6071 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6072 = stablehlo.divide %6064, %6071 : tensor<384xf32>
    %6073 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6074 = stablehlo.divide %6070, %6073 : tensor<384xf32>
    %6075 = stablehlo.sqrt %6074 : tensor<384xf32>
    %6076 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6077 = stablehlo.add %6075, %6076 : tensor<384xf32>
    %6078 = stablehlo.divide %6072, %6077 : tensor<384xf32>
    %6079 = stablehlo.constant dense<0.9> : tensor<384x1536xf32>
    %6080 = stablehlo.multiply %6079, %m.stages.2.blocks.6.fc1.w : tensor<384x1536xf32>
    %6081 = stablehlo.constant dense<0.1> : tensor<384x1536xf32>
    %6082 = stablehlo.multiply %6081, %3437 : tensor<384x1536xf32>
    %6083 = stablehlo.add %6080, %6082 : tensor<384x1536xf32>
    %6084 = stablehlo.constant dense<0.999> : tensor<384x1536xf32>
    %6085 = stablehlo.multiply %6084, %v.stages.2.blocks.6.fc1.w : tensor<384x1536xf32>
    %6086 = stablehlo.constant dense<0.001> : tensor<384x1536xf32>
    %6087 = stablehlo.multiply %3437, %3437 : tensor<384x1536xf32>
    %6088 = stablehlo.multiply %6086, %6087 : tensor<384x1536xf32>
    %6089 = stablehlo.add %6085, %6088 : tensor<384x1536xf32>
    %6090 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %6091 = stablehlo.divide %6083, %6090 : tensor<384x1536xf32>
    %6092 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %6093 = stablehlo.divide %6089, %6092 : tensor<384x1536xf32>
    %6094 = stablehlo.sqrt %6093 : tensor<384x1536xf32>
    %6095 = stablehlo.constant dense<1.0e-08> : tensor<384x1536xf32>
    %6096 = stablehlo.add %6094, %6095 : tensor<384x1536xf32>
    %6097 = stablehlo.divide %6091, %6096 : tensor<384x1536xf32>
    %6098 = stablehlo.constant dense<0.9> : tensor<1536xf32>
    %6099 = stablehlo.multiply %6098, %m.stages.2.blocks.6.fc1.b : tensor<1536xf32>
    %6100 = stablehlo.constant dense<0.1> : tensor<1536xf32>
    %6101 = stablehlo.multiply %6100, %3442 : tensor<1536xf32>
    %6102 = stablehlo.add %6099, %6101 : tensor<1536xf32>
    %6103 = stablehlo.constant dense<0.999> : tensor<1536xf32>
    %6104 = stablehlo.multiply %6103, %v.stages.2.blocks.6.fc1.b : tensor<1536xf32>
    %6105 = stablehlo.constant dense<0.001> : tensor<1536xf32>
    %6106 = stablehlo.multiply %3442, %3442 : tensor<1536xf32>
    %6107 = stablehlo.multiply %6105, %6106 : tensor<1536xf32>
    %6108 = stablehlo.add %6104, %6107 : tensor<1536xf32>
    %6109 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %6110 = stablehlo.divide %6102, %6109 : tensor<1536xf32>
    %6111 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %6112 = stablehlo.divide %6108, %6111 : tensor<1536xf32>
    %6113 = stablehlo.sqrt %6112 : tensor<1536xf32>
    %6114 = stablehlo.constant dense<1.0e-08> : tensor<1536xf32>
    %6115 = stablehlo.add %6113, %6114 : tensor<1536xf32>
    %6116 = stablehlo.divide %6110, %6115 : tensor<1536xf32>
    %6117 = stablehlo.constant dense<0.9> : tensor<1536x384xf32>
    %6118 = stablehlo.multiply %6117, %m.stages.2.blocks.6.fc2.w : tensor<1536x384xf32>
    %6119 = stablehlo.constant dense<0.1> : tensor<1536x384xf32>
    %6120 = stablehlo.multiply %6119, %3447 : tensor<1536x384xf32>
    %6121 = stablehlo.add %6118, %6120 : tensor<1536x384xf32>
    %6122 = stablehlo.constant dense<0.999> : tensor<1536x384xf32>
    %6123 = stablehlo.multiply %6122, %v.stages.2.blocks.6.fc2.w : tensor<1536x384xf32>
    %6124 = stablehlo.constant dense<0.001> : tensor<1536x384xf32>
    %6125 = stablehlo.multiply %3447, %3447 : tensor<1536x384xf32>
    %6126 = stablehlo.multiply %6124, %6125 : tensor<1536x384xf32>
    %6127 = stablehlo.add %6123, %6126 : tensor<1536x384xf32>
    %6128 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %6129 = stablehlo.divide %6121, %6128 : tensor<1536x384xf32>
    %6130 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %6131 = stablehlo.divide %6127, %6130 : tensor<1536x384xf32>
    %6132 = stablehlo.sqrt %6131 : tensor<1536x384xf32>
    %6133 = stablehlo.constant dense<1.0e-08> : tensor<1536x384xf32>
    %6134 = stablehlo.add %6132, %6133 : tensor<1536x384xf32>
    %6135 = stablehlo.divide %6129, %6134 : tensor<1536x384xf32>
    %6136 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6137 = stablehlo.multiply %6136, %m.stages.2.blocks.6.fc2.b : tensor<384xf32>
    %6138 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6139 = stablehlo.multiply %6138, %3452 : tensor<384xf32>
    %6140 = stablehlo.add %6137, %6139 : tensor<384xf32>
    %6141 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6142 = stablehlo.multiply %6141, %v.stages.2.blocks.6.fc2.b : tensor<384xf32>
    %6143 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6144 = stablehlo.multiply %3452, %3452 : tensor<384xf32>
    %6145 = stablehlo.multiply %6143, %6144 : tensor<384xf32>
    %6146 = stablehlo.add %6142, %6145 : tensor<384xf32>
    %6147 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6148 = stablehlo.divide %6140, %6147 : tensor<384xf32>
    %6149 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6150 = stablehlo.divide %6146, %6149 : tensor<384xf32>
    %6151 = stablehlo.sqrt %6150 : tensor<384xf32>
    %6152 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6153 = stablehlo.add %6151, %6152 : tensor<384xf32>
    %6154 = stablehlo.divide %6148, %6153 : tensor<384xf32>
    %6155 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6156 = stablehlo.multiply %6155, %m.stages.2.blocks.6.gamma : tensor<384xf32>
    %6157 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6158 = stablehlo.multiply %6157, %3457 : tensor<384xf32>
    %6159 = stablehlo.add %6156, %6158 : tensor<384xf32>
    %6160 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6161 = stablehlo.multiply %6160, %v.stages.2.blocks.6.gamma : tensor<384xf32>
    %6162 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6163 = stablehlo.multiply %3457, %3457 : tensor<384xf32>
    %6164 = stablehlo.multiply %6162, %6163 : tensor<384xf32>
    %6165 = stablehlo.add %6161, %6164 : tensor<384xf32>
    %6166 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6167 = stablehlo.divide %6159, %6166 : tensor<384xf32>
    %6168 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6169 = stablehlo.divide %6165, %6168 : tensor<384xf32>
    %6170 = stablehlo.sqrt %6169 : tensor<384xf32>
    %6171 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6172 = stablehlo.add %6170, %6171 : tensor<384xf32>
    %6173 = stablehlo.divide %6167, %6172 : tensor<384xf32>
    %6174 = stablehlo.constant dense<0.9> : tensor<7x7x1x384xf32>
    %6175 = stablehlo.multiply %6174, %m.stages.2.blocks.7.dwconv.w : tensor<7x7x1x384xf32>
    %6176 = stablehlo.constant dense<0.1> : tensor<7x7x1x384xf32>
    %6177 = stablehlo.multiply %6176, %3462 : tensor<7x7x1x384xf32>
    %6178 = stablehlo.add %6175, %6177 : tensor<7x7x1x384xf32>
    %6179 = stablehlo.constant dense<0.999> : tensor<7x7x1x384xf32>
    %6180 = stablehlo.multiply %6179, %v.stages.2.blocks.7.dwconv.w : tensor<7x7x1x384xf32>
    %6181 = stablehlo.constant dense<0.001> : tensor<7x7x1x384xf32>
    %6182 = stablehlo.multiply %3462, %3462 : tensor<7x7x1x384xf32>
    %6183 = stablehlo.multiply %6181, %6182 : tensor<7x7x1x384xf32>
    %6184 = stablehlo.add %6180, %6183 : tensor<7x7x1x384xf32>
    %6185 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %6186 = stablehlo.divide %6178, %6185 : tensor<7x7x1x384xf32>
    %6187 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %6188 = stablehlo.divide %6184, %6187 : tensor<7x7x1x384xf32>
    %6189 = stablehlo.sqrt %6188 : tensor<7x7x1x384xf32>
    %6190 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x384xf32>
    %6191 = stablehlo.add %6189, %6190 : tensor<7x7x1x384xf32>
    %6192 = stablehlo.divide %6186, %6191 : tensor<7x7x1x384xf32>
    %6193 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6194 = stablehlo.multiply %6193, %m.stages.2.blocks.7.dwconv.b : tensor<384xf32>
    %6195 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6196 = stablehlo.multiply %6195, %3467 : tensor<384xf32>
    %6197 = stablehlo.add %6194, %6196 : tensor<384xf32>
    %6198 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6199 = stablehlo.multiply %6198, %v.stages.2.blocks.7.dwconv.b : tensor<384xf32>
    %6200 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6201 = stablehlo.multiply %3467, %3467 : tensor<384xf32>
    %6202 = stablehlo.multiply %6200, %6201 : tensor<384xf32>
    %6203 = stablehlo.add %6199, %6202 : tensor<384xf32>
    %6204 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6205 = stablehlo.divide %6197, %6204 : tensor<384xf32>
    %6206 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6207 = stablehlo.divide %6203, %6206 : tensor<384xf32>
    %6208 = stablehlo.sqrt %6207 : tensor<384xf32>
    %6209 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6210 = stablehlo.add %6208, %6209 : tensor<384xf32>
    %6211 = stablehlo.divide %6205, %6210 : tensor<384xf32>
    %6212 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6213 = stablehlo.multiply %6212, %m.stages.2.blocks.7.norm.g : tensor<384xf32>
    %6214 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6215 = stablehlo.multiply %6214, %3472 : tensor<384xf32>
    %6216 = stablehlo.add %6213, %6215 : tensor<384xf32>
    %6217 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6218 = stablehlo.multiply %6217, %v.stages.2.blocks.7.norm.g : tensor<384xf32>
    %6219 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6220 = stablehlo.multiply %3472, %3472 : tensor<384xf32>
    %6221 = stablehlo.multiply %6219, %6220 : tensor<384xf32>
    %6222 = stablehlo.add %6218, %6221 : tensor<384xf32>
    %6223 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6224 = stablehlo.divide %6216, %6223 : tensor<384xf32>
    %6225 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6226 = stablehlo.divide %6222, %6225 : tensor<384xf32>
    %6227 = stablehlo.sqrt %6226 : tensor<384xf32>
    %6228 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6229 = stablehlo.add %6227, %6228 : tensor<384xf32>
    %6230 = stablehlo.divide %6224, %6229 : tensor<384xf32>
    %6231 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6232 = stablehlo.multiply %6231, %m.stages.2.blocks.7.norm.b : tensor<384xf32>
    %6233 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6234 = stablehlo.multiply %6233, %3477 : tensor<384xf32>
    %6235 = stablehlo.add %6232, %6234 : tensor<384xf32>
    %6236 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6237 = stablehlo.multiply %6236, %v.stages.2.blocks.7.norm.b : tensor<384xf32>
    %6238 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6239 = stablehlo.multiply %3477, %3477 : tensor<384xf32>
    %6240 = stablehlo.multiply %6238, %6239 : tensor<384xf32>
    %6241 = stablehlo.add %6237, %6240 : tensor<384xf32>
    %6242 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6243 = stablehlo.divide %6235, %6242 : tensor<384xf32>
    %6244 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6245 = stablehlo.divide %6241, %6244 : tensor<384xf32>
    %6246 = stablehlo.sqrt %6245 : tensor<384xf32>
    %6247 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6248 = stablehlo.add %6246, %6247 : tensor<384xf32>
    %6249 = stablehlo.divide %6243, %6248 : tensor<384xf32>
    %6250 = stablehlo.constant dense<0.9> : tensor<384x1536xf32>
    %6251 = stablehlo.multiply %6250, %m.stages.2.blocks.7.fc1.w : tensor<384x1536xf32>
    %6252 = stablehlo.constant dense<0.1> : tensor<384x1536xf32>
    %6253 = stablehlo.multiply %6252, %3482 : tensor<384x1536xf32>
    %6254 = stablehlo.add %6251, %6253 : tensor<384x1536xf32>
    %6255 = stablehlo.constant dense<0.999> : tensor<384x1536xf32>
    %6256 = stablehlo.multiply %6255, %v.stages.2.blocks.7.fc1.w : tensor<384x1536xf32>
    %6257 = stablehlo.constant dense<0.001> : tensor<384x1536xf32>
    %6258 = stablehlo.multiply %3482, %3482 : tensor<384x1536xf32>
    %6259 = stablehlo.multiply %6257, %6258 : tensor<384x1536xf32>
    %6260 = stablehlo.add %6256, %6259 : tensor<384x1536xf32>
    %6261 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %6262 = stablehlo.divide %6254, %6261 : tensor<384x1536xf32>
    %6263 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %6264 = stablehlo.divide %6260, %6263 : tensor<384x1536xf32>
    %6265 = stablehlo.sqrt %6264 : tensor<384x1536xf32>
    %6266 = stablehlo.constant dense<1.0e-08> : tensor<384x1536xf32>
    %6267 = stablehlo.add %6265, %6266 : tensor<384x1536xf32>
    %6268 = stablehlo.divide %6262, %6267 : tensor<384x1536xf32>
    %6269 = stablehlo.constant dense<0.9> : tensor<1536xf32>
    %6270 = stablehlo.multiply %6269, %m.stages.2.blocks.7.fc1.b : tensor<1536xf32>
    %6271 = stablehlo.constant dense<0.1> : tensor<1536xf32>
    %6272 = stablehlo.multiply %6271, %3487 : tensor<1536xf32>
    %6273 = stablehlo.add %6270, %6272 : tensor<1536xf32>
    %6274 = stablehlo.constant dense<0.999> : tensor<1536xf32>
    %6275 = stablehlo.multiply %6274, %v.stages.2.blocks.7.fc1.b : tensor<1536xf32>
    %6276 = stablehlo.constant dense<0.001> : tensor<1536xf32>
    %6277 = stablehlo.multiply %3487, %3487 : tensor<1536xf32>
    %6278 = stablehlo.multiply %6276, %6277 : tensor<1536xf32>
    %6279 = stablehlo.add %6275, %6278 : tensor<1536xf32>
    %6280 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %6281 = stablehlo.divide %6273, %6280 : tensor<1536xf32>
    %6282 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %6283 = stablehlo.divide %6279, %6282 : tensor<1536xf32>
    %6284 = stablehlo.sqrt %6283 : tensor<1536xf32>
    %6285 = stablehlo.constant dense<1.0e-08> : tensor<1536xf32>
    %6286 = stablehlo.add %6284, %6285 : tensor<1536xf32>
    %6287 = stablehlo.divide %6281, %6286 : tensor<1536xf32>
    %6288 = stablehlo.constant dense<0.9> : tensor<1536x384xf32>
    %6289 = stablehlo.multiply %6288, %m.stages.2.blocks.7.fc2.w : tensor<1536x384xf32>
    %6290 = stablehlo.constant dense<0.1> : tensor<1536x384xf32>
    %6291 = stablehlo.multiply %6290, %3492 : tensor<1536x384xf32>
    %6292 = stablehlo.add %6289, %6291 : tensor<1536x384xf32>
    %6293 = stablehlo.constant dense<0.999> : tensor<1536x384xf32>
    %6294 = stablehlo.multiply %6293, %v.stages.2.blocks.7.fc2.w : tensor<1536x384xf32>
    %6295 = stablehlo.constant dense<0.001> : tensor<1536x384xf32>
    %6296 = stablehlo.multiply %3492, %3492 : tensor<1536x384xf32>
    %6297 = stablehlo.multiply %6295, %6296 : tensor<1536x384xf32>
    %6298 = stablehlo.add %6294, %6297 : tensor<1536x384xf32>
    %6299 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %6300 = stablehlo.divide %6292, %6299 : tensor<1536x384xf32>
    %6301 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %6302 = stablehlo.divide %6298, %6301 : tensor<1536x384xf32>
    %6303 = stablehlo.sqrt %6302 : tensor<1536x384xf32>
    %6304 = stablehlo.constant dense<1.0e-08> : tensor<1536x384xf32>
    %6305 = stablehlo.add %6303, %6304 : tensor<1536x384xf32>
    %6306 = stablehlo.divide %6300, %6305 : tensor<1536x384xf32>
    %6307 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6308 = stablehlo.multiply %6307, %m.stages.2.blocks.7.fc2.b : tensor<384xf32>
    %6309 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6310 = stablehlo.multiply %6309, %3497 : tensor<384xf32>
    %6311 = stablehlo.add %6308, %6310 : tensor<384xf32>
    %6312 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6313 = stablehlo.multiply %6312, %v.stages.2.blocks.7.fc2.b : tensor<384xf32>
    %6314 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6315 = stablehlo.multiply %3497, %3497 : tensor<384xf32>
    %6316 = stablehlo.multiply %6314, %6315 : tensor<384xf32>
    %6317 = stablehlo.add %6313, %6316 : tensor<384xf32>
    %6318 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6319 = stablehlo.divide %6311, %6318 : tensor<384xf32>
    %6320 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6321 = stablehlo.divide %6317, %6320 : tensor<384xf32>
    %6322 = stablehlo.sqrt %6321 : tensor<384xf32>
    %6323 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6324 = stablehlo.add %6322, %6323 : tensor<384xf32>
    %6325 = stablehlo.divide %6319, %6324 : tensor<384xf32>
    %6326 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6327 = stablehlo.multiply %6326, %m.stages.2.blocks.7.gamma : tensor<384xf32>
    %6328 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6329 = stablehlo.multiply %6328, %3502 : tensor<384xf32>
    %6330 = stablehlo.add %6327, %6329 : tensor<384xf32>
    %6331 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6332 = stablehlo.multiply %6331, %v.stages.2.blocks.7.gamma : tensor<384xf32>
    %6333 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6334 = stablehlo.multiply %3502, %3502 : tensor<384xf32>
    %6335 = stablehlo.multiply %6333, %6334 : tensor<384xf32>
    %6336 = stablehlo.add %6332, %6335 : tensor<384xf32>
    %6337 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6338 = stablehlo.divide %6330, %6337 : tensor<384xf32>
    %6339 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6340 = stablehlo.divide %6336, %6339 : tensor<384xf32>
    %6341 = stablehlo.sqrt %6340 : tensor<384xf32>
    %6342 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6343 = stablehlo.add %6341, %6342 : tensor<384xf32>
    %6344 = stablehlo.divide %6338, %6343 : tensor<384xf32>
    %6345 = stablehlo.constant dense<0.9> : tensor<7x7x1x384xf32>
    %6346 = stablehlo.multiply %6345, %m.stages.2.blocks.8.dwconv.w : tensor<7x7x1x384xf32>
    %6347 = stablehlo.constant dense<0.1> : tensor<7x7x1x384xf32>
    %6348 = stablehlo.multiply %6347, %3507 : tensor<7x7x1x384xf32>
    %6349 = stablehlo.add %6346, %6348 : tensor<7x7x1x384xf32>
    %6350 = stablehlo.constant dense<0.999> : tensor<7x7x1x384xf32>
    %6351 = stablehlo.multiply %6350, %v.stages.2.blocks.8.dwconv.w : tensor<7x7x1x384xf32>
    %6352 = stablehlo.constant dense<0.001> : tensor<7x7x1x384xf32>
    %6353 = stablehlo.multiply %3507, %3507 : tensor<7x7x1x384xf32>
    %6354 = stablehlo.multiply %6352, %6353 : tensor<7x7x1x384xf32>
    %6355 = stablehlo.add %6351, %6354 : tensor<7x7x1x384xf32>
    %6356 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %6357 = stablehlo.divide %6349, %6356 : tensor<7x7x1x384xf32>
    %6358 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %6359 = stablehlo.divide %6355, %6358 : tensor<7x7x1x384xf32>
    %6360 = stablehlo.sqrt %6359 : tensor<7x7x1x384xf32>
    %6361 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x384xf32>
    %6362 = stablehlo.add %6360, %6361 : tensor<7x7x1x384xf32>
    %6363 = stablehlo.divide %6357, %6362 : tensor<7x7x1x384xf32>
    %6364 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6365 = stablehlo.multiply %6364, %m.stages.2.blocks.8.dwconv.b : tensor<384xf32>
    %6366 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6367 = stablehlo.multiply %6366, %3512 : tensor<384xf32>
    %6368 = stablehlo.add %6365, %6367 : tensor<384xf32>
    %6369 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6370 = stablehlo.multiply %6369, %v.stages.2.blocks.8.dwconv.b : tensor<384xf32>
    %6371 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6372 = stablehlo.multiply %3512, %3512 : tensor<384xf32>
    %6373 = stablehlo.multiply %6371, %6372 : tensor<384xf32>
    %6374 = stablehlo.add %6370, %6373 : tensor<384xf32>
    %6375 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6376 = stablehlo.divide %6368, %6375 : tensor<384xf32>
    %6377 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6378 = stablehlo.divide %6374, %6377 : tensor<384xf32>
    %6379 = stablehlo.sqrt %6378 : tensor<384xf32>
    %6380 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6381 = stablehlo.add %6379, %6380 : tensor<384xf32>
    %6382 = stablehlo.divide %6376, %6381 : tensor<384xf32>
    %6383 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6384 = stablehlo.multiply %6383, %m.stages.2.blocks.8.norm.g : tensor<384xf32>
    %6385 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6386 = stablehlo.multiply %6385, %3517 : tensor<384xf32>
    %6387 = stablehlo.add %6384, %6386 : tensor<384xf32>
    %6388 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6389 = stablehlo.multiply %6388, %v.stages.2.blocks.8.norm.g : tensor<384xf32>
    %6390 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6391 = stablehlo.multiply %3517, %3517 : tensor<384xf32>
    %6392 = stablehlo.multiply %6390, %6391 : tensor<384xf32>
    %6393 = stablehlo.add %6389, %6392 : tensor<384xf32>
    %6394 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6395 = stablehlo.divide %6387, %6394 : tensor<384xf32>
    %6396 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6397 = stablehlo.divide %6393, %6396 : tensor<384xf32>
    %6398 = stablehlo.sqrt %6397 : tensor<384xf32>
    %6399 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6400 = stablehlo.add %6398, %6399 : tensor<384xf32>
    %6401 = stablehlo.divide %6395, %6400 : tensor<384xf32>
    %6402 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6403 = stablehlo.multiply %6402, %m.stages.2.blocks.8.norm.b : tensor<384xf32>
    %6404 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6405 = stablehlo.multiply %6404, %3522 : tensor<384xf32>
    %6406 = stablehlo.add %6403, %6405 : tensor<384xf32>
    %6407 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6408 = stablehlo.multiply %6407, %v.stages.2.blocks.8.norm.b : tensor<384xf32>
    %6409 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6410 = stablehlo.multiply %3522, %3522 : tensor<384xf32>
    %6411 = stablehlo.multiply %6409, %6410 : tensor<384xf32>
    %6412 = stablehlo.add %6408, %6411 : tensor<384xf32>
    %6413 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6414 = stablehlo.divide %6406, %6413 : tensor<384xf32>
    %6415 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6416 = stablehlo.divide %6412, %6415 : tensor<384xf32>
    %6417 = stablehlo.sqrt %6416 : tensor<384xf32>
    %6418 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6419 = stablehlo.add %6417, %6418 : tensor<384xf32>
    %6420 = stablehlo.divide %6414, %6419 : tensor<384xf32>
    %6421 = stablehlo.constant dense<0.9> : tensor<384x1536xf32>
    %6422 = stablehlo.multiply %6421, %m.stages.2.blocks.8.fc1.w : tensor<384x1536xf32>
    %6423 = stablehlo.constant dense<0.1> : tensor<384x1536xf32>
    %6424 = stablehlo.multiply %6423, %3527 : tensor<384x1536xf32>
    %6425 = stablehlo.add %6422, %6424 : tensor<384x1536xf32>
    %6426 = stablehlo.constant dense<0.999> : tensor<384x1536xf32>
    %6427 = stablehlo.multiply %6426, %v.stages.2.blocks.8.fc1.w : tensor<384x1536xf32>
    %6428 = stablehlo.constant dense<0.001> : tensor<384x1536xf32>
    %6429 = stablehlo.multiply %3527, %3527 : tensor<384x1536xf32>
    %6430 = stablehlo.multiply %6428, %6429 : tensor<384x1536xf32>
    %6431 = stablehlo.add %6427, %6430 : tensor<384x1536xf32>
    %6432 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %6433 = stablehlo.divide %6425, %6432 : tensor<384x1536xf32>
    %6434 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %6435 = stablehlo.divide %6431, %6434 : tensor<384x1536xf32>
    %6436 = stablehlo.sqrt %6435 : tensor<384x1536xf32>
    %6437 = stablehlo.constant dense<1.0e-08> : tensor<384x1536xf32>
    %6438 = stablehlo.add %6436, %6437 : tensor<384x1536xf32>
    %6439 = stablehlo.divide %6433, %6438 : tensor<384x1536xf32>
    %6440 = stablehlo.constant dense<0.9> : tensor<1536xf32>
    %6441 = stablehlo.multiply %6440, %m.stages.2.blocks.8.fc1.b : tensor<1536xf32>
    %6442 = stablehlo.constant dense<0.1> : tensor<1536xf32>
    %6443 = stablehlo.multiply %6442, %3532 : tensor<1536xf32>
    %6444 = stablehlo.add %6441, %6443 : tensor<1536xf32>
    %6445 = stablehlo.constant dense<0.999> : tensor<1536xf32>
    %6446 = stablehlo.multiply %6445, %v.stages.2.blocks.8.fc1.b : tensor<1536xf32>
    %6447 = stablehlo.constant dense<0.001> : tensor<1536xf32>
    %6448 = stablehlo.multiply %3532, %3532 : tensor<1536xf32>
    %6449 = stablehlo.multiply %6447, %6448 : tensor<1536xf32>
    %6450 = stablehlo.add %6446, %6449 : tensor<1536xf32>
    %6451 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %6452 = stablehlo.divide %6444, %6451 : tensor<1536xf32>
    %6453 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %6454 = stablehlo.divide %6450, %6453 : tensor<1536xf32>
    %6455 = stablehlo.sqrt %6454 : tensor<1536xf32>
    %6456 = stablehlo.constant dense<1.0e-08> : tensor<1536xf32>
    %6457 = stablehlo.add %6455, %6456 : tensor<1536xf32>
    %6458 = stablehlo.divide %6452, %6457 : tensor<1536xf32>
    %6459 = stablehlo.constant dense<0.9> : tensor<1536x384xf32>
    %6460 = stablehlo.multiply %6459, %m.stages.2.blocks.8.fc2.w : tensor<1536x384xf32>
    %6461 = stablehlo.constant dense<0.1> : tensor<1536x384xf32>
    %6462 = stablehlo.multiply %6461, %3537 : tensor<1536x384xf32>
    %6463 = stablehlo.add %6460, %6462 : tensor<1536x384xf32>
    %6464 = stablehlo.constant dense<0.999> : tensor<1536x384xf32>
    %6465 = stablehlo.multiply %6464, %v.stages.2.blocks.8.fc2.w : tensor<1536x384xf32>
    %6466 = stablehlo.constant dense<0.001> : tensor<1536x384xf32>
    %6467 = stablehlo.multiply %3537, %3537 : tensor<1536x384xf32>
    %6468 = stablehlo.multiply %6466, %6467 : tensor<1536x384xf32>
    %6469 = stablehlo.add %6465, %6468 : tensor<1536x384xf32>
    %6470 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %6471 = stablehlo.divide %6463, %6470 : tensor<1536x384xf32>
    %6472 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %6473 = stablehlo.divide %6469, %6472 : tensor<1536x384xf32>
    %6474 = stablehlo.sqrt %6473 : tensor<1536x384xf32>
    %6475 = stablehlo.constant dense<1.0e-08> : tensor<1536x384xf32>
    %6476 = stablehlo.add %6474, %6475 : tensor<1536x384xf32>
    %6477 = stablehlo.divide %6471, %6476 : tensor<1536x384xf32>
    %6478 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6479 = stablehlo.multiply %6478, %m.stages.2.blocks.8.fc2.b : tensor<384xf32>
    %6480 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6481 = stablehlo.multiply %6480, %3542 : tensor<384xf32>
    %6482 = stablehlo.add %6479, %6481 : tensor<384xf32>
    %6483 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6484 = stablehlo.multiply %6483, %v.stages.2.blocks.8.fc2.b : tensor<384xf32>
    %6485 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6486 = stablehlo.multiply %3542, %3542 : tensor<384xf32>
    %6487 = stablehlo.multiply %6485, %6486 : tensor<384xf32>
    %6488 = stablehlo.add %6484, %6487 : tensor<384xf32>
    %6489 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6490 = stablehlo.divide %6482, %6489 : tensor<384xf32>
    %6491 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6492 = stablehlo.divide %6488, %6491 : tensor<384xf32>
    %6493 = stablehlo.sqrt %6492 : tensor<384xf32>
    %6494 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6495 = stablehlo.add %6493, %6494 : tensor<384xf32>
    %6496 = stablehlo.divide %6490, %6495 : tensor<384xf32>
    %6497 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6498 = stablehlo.multiply %6497, %m.stages.2.blocks.8.gamma : tensor<384xf32>
    %6499 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6500 = stablehlo.multiply %6499, %3547 : tensor<384xf32>
    %6501 = stablehlo.add %6498, %6500 : tensor<384xf32>
    %6502 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6503 = stablehlo.multiply %6502, %v.stages.2.blocks.8.gamma : tensor<384xf32>
    %6504 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6505 = stablehlo.multiply %3547, %3547 : tensor<384xf32>
    %6506 = stablehlo.multiply %6504, %6505 : tensor<384xf32>
    %6507 = stablehlo.add %6503, %6506 : tensor<384xf32>
    %6508 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6509 = stablehlo.divide %6501, %6508 : tensor<384xf32>
    %6510 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6511 = stablehlo.divide %6507, %6510 : tensor<384xf32>
    %6512 = stablehlo.sqrt %6511 : tensor<384xf32>
    %6513 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6514 = stablehlo.add %6512, %6513 : tensor<384xf32>
    %6515 = stablehlo.divide %6509, %6514 : tensor<384xf32>
    %6516 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6517 = stablehlo.multiply %6516, %m.stages.3.down.norm.g : tensor<384xf32>
    %6518 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6519 = stablehlo.multiply %6518, %3552 : tensor<384xf32>
    %6520 = stablehlo.add %6517, %6519 : tensor<384xf32>
    %6521 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6522 = stablehlo.multiply %6521, %v.stages.3.down.norm.g : tensor<384xf32>
    %6523 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6524 = stablehlo.multiply %3552, %3552 : tensor<384xf32>
    %6525 = stablehlo.multiply %6523, %6524 : tensor<384xf32>
    %6526 = stablehlo.add %6522, %6525 : tensor<384xf32>
    %6527 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6528 = stablehlo.divide %6520, %6527 : tensor<384xf32>
    %6529 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6530 = stablehlo.divide %6526, %6529 : tensor<384xf32>
    %6531 = stablehlo.sqrt %6530 : tensor<384xf32>
    %6532 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6533 = stablehlo.add %6531, %6532 : tensor<384xf32>
    %6534 = stablehlo.divide %6528, %6533 : tensor<384xf32>
    %6535 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6536 = stablehlo.multiply %6535, %m.stages.3.down.norm.b : tensor<384xf32>
    %6537 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6538 = stablehlo.multiply %6537, %3557 : tensor<384xf32>
    %6539 = stablehlo.add %6536, %6538 : tensor<384xf32>
    %6540 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6541 = stablehlo.multiply %6540, %v.stages.3.down.norm.b : tensor<384xf32>
    %6542 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6543 = stablehlo.multiply %3557, %3557 : tensor<384xf32>
    %6544 = stablehlo.multiply %6542, %6543 : tensor<384xf32>
    %6545 = stablehlo.add %6541, %6544 : tensor<384xf32>
    %6546 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6547 = stablehlo.divide %6539, %6546 : tensor<384xf32>
    %6548 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6549 = stablehlo.divide %6545, %6548 : tensor<384xf32>
    %6550 = stablehlo.sqrt %6549 : tensor<384xf32>
    %6551 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6552 = stablehlo.add %6550, %6551 : tensor<384xf32>
    %6553 = stablehlo.divide %6547, %6552 : tensor<384xf32>
    %6554 = stablehlo.constant dense<0.9> : tensor<2x2x384x768xf32>
    %6555 = stablehlo.multiply %6554, %m.stages.3.down.conv.w : tensor<2x2x384x768xf32>
    %6556 = stablehlo.constant dense<0.1> : tensor<2x2x384x768xf32>
    %6557 = stablehlo.multiply %6556, %3562 : tensor<2x2x384x768xf32>
    %6558 = stablehlo.add %6555, %6557 : tensor<2x2x384x768xf32>
    %6559 = stablehlo.constant dense<0.999> : tensor<2x2x384x768xf32>
    %6560 = stablehlo.multiply %6559, %v.stages.3.down.conv.w : tensor<2x2x384x768xf32>
    %6561 = stablehlo.constant dense<0.001> : tensor<2x2x384x768xf32>
    %6562 = stablehlo.multiply %3562, %3562 : tensor<2x2x384x768xf32>
    %6563 = stablehlo.multiply %6561, %6562 : tensor<2x2x384x768xf32>
    %6564 = stablehlo.add %6560, %6563 : tensor<2x2x384x768xf32>
    %6565 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x384x768xf32>
    %6566 = stablehlo.divide %6558, %6565 : tensor<2x2x384x768xf32>
    %6567 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x384x768xf32>
    %6568 = stablehlo.divide %6564, %6567 : tensor<2x2x384x768xf32>
    %6569 = stablehlo.sqrt %6568 : tensor<2x2x384x768xf32>
    %6570 = stablehlo.constant dense<1.0e-08> : tensor<2x2x384x768xf32>
    %6571 = stablehlo.add %6569, %6570 : tensor<2x2x384x768xf32>
    %6572 = stablehlo.divide %6566, %6571 : tensor<2x2x384x768xf32>
    %6573 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %6574 = stablehlo.multiply %6573, %m.stages.3.down.conv.b : tensor<768xf32>
    %6575 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %6576 = stablehlo.multiply %6575, %3567 : tensor<768xf32>
    %6577 = stablehlo.add %6574, %6576 : tensor<768xf32>
    %6578 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %6579 = stablehlo.multiply %6578, %v.stages.3.down.conv.b : tensor<768xf32>
    %6580 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %6581 = stablehlo.multiply %3567, %3567 : tensor<768xf32>
    %6582 = stablehlo.multiply %6580, %6581 : tensor<768xf32>
    %6583 = stablehlo.add %6579, %6582 : tensor<768xf32>
    %6584 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6585 = stablehlo.divide %6577, %6584 : tensor<768xf32>
    %6586 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6587 = stablehlo.divide %6583, %6586 : tensor<768xf32>
    %6588 = stablehlo.sqrt %6587 : tensor<768xf32>
    %6589 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %6590 = stablehlo.add %6588, %6589 : tensor<768xf32>
    %6591 = stablehlo.divide %6585, %6590 : tensor<768xf32>
    %6592 = stablehlo.constant dense<0.9> : tensor<7x7x1x768xf32>
    %6593 = stablehlo.multiply %6592, %m.stages.3.blocks.0.dwconv.w : tensor<7x7x1x768xf32>
    %6594 = stablehlo.constant dense<0.1> : tensor<7x7x1x768xf32>
    %6595 = stablehlo.multiply %6594, %3572 : tensor<7x7x1x768xf32>
    %6596 = stablehlo.add %6593, %6595 : tensor<7x7x1x768xf32>
    %6597 = stablehlo.constant dense<0.999> : tensor<7x7x1x768xf32>
    %6598 = stablehlo.multiply %6597, %v.stages.3.blocks.0.dwconv.w : tensor<7x7x1x768xf32>
    %6599 = stablehlo.constant dense<0.001> : tensor<7x7x1x768xf32>
    %6600 = stablehlo.multiply %3572, %3572 : tensor<7x7x1x768xf32>
    %6601 = stablehlo.multiply %6599, %6600 : tensor<7x7x1x768xf32>
    %6602 = stablehlo.add %6598, %6601 : tensor<7x7x1x768xf32>
    %6603 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x768xf32>
    %6604 = stablehlo.divide %6596, %6603 : tensor<7x7x1x768xf32>
    %6605 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x768xf32>
    %6606 = stablehlo.divide %6602, %6605 : tensor<7x7x1x768xf32>
    %6607 = stablehlo.sqrt %6606 : tensor<7x7x1x768xf32>
    %6608 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x768xf32>
    %6609 = stablehlo.add %6607, %6608 : tensor<7x7x1x768xf32>
    %6610 = stablehlo.divide %6604, %6609 : tensor<7x7x1x768xf32>
    %6611 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %6612 = stablehlo.multiply %6611, %m.stages.3.blocks.0.dwconv.b : tensor<768xf32>
    %6613 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %6614 = stablehlo.multiply %6613, %3577 : tensor<768xf32>
    %6615 = stablehlo.add %6612, %6614 : tensor<768xf32>
    %6616 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %6617 = stablehlo.multiply %6616, %v.stages.3.blocks.0.dwconv.b : tensor<768xf32>
    %6618 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %6619 = stablehlo.multiply %3577, %3577 : tensor<768xf32>
    %6620 = stablehlo.multiply %6618, %6619 : tensor<768xf32>
    %6621 = stablehlo.add %6617, %6620 : tensor<768xf32>
    %6622 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6623 = stablehlo.divide %6615, %6622 : tensor<768xf32>
    %6624 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6625 = stablehlo.divide %6621, %6624 : tensor<768xf32>
    %6626 = stablehlo.sqrt %6625 : tensor<768xf32>
    %6627 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %6628 = stablehlo.add %6626, %6627 : tensor<768xf32>
    %6629 = stablehlo.divide %6623, %6628 : tensor<768xf32>
    %6630 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %6631 = stablehlo.multiply %6630, %m.stages.3.blocks.0.norm.g : tensor<768xf32>
    %6632 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %6633 = stablehlo.multiply %6632, %3582 : tensor<768xf32>
    %6634 = stablehlo.add %6631, %6633 : tensor<768xf32>
    %6635 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %6636 = stablehlo.multiply %6635, %v.stages.3.blocks.0.norm.g : tensor<768xf32>
    %6637 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %6638 = stablehlo.multiply %3582, %3582 : tensor<768xf32>
    %6639 = stablehlo.multiply %6637, %6638 : tensor<768xf32>
    %6640 = stablehlo.add %6636, %6639 : tensor<768xf32>
    %6641 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6642 = stablehlo.divide %6634, %6641 : tensor<768xf32>
    %6643 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6644 = stablehlo.divide %6640, %6643 : tensor<768xf32>
    %6645 = stablehlo.sqrt %6644 : tensor<768xf32>
    %6646 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %6647 = stablehlo.add %6645, %6646 : tensor<768xf32>
    %6648 = stablehlo.divide %6642, %6647 : tensor<768xf32>
    %6649 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %6650 = stablehlo.multiply %6649, %m.stages.3.blocks.0.norm.b : tensor<768xf32>
    %6651 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %6652 = stablehlo.multiply %6651, %3587 : tensor<768xf32>
    %6653 = stablehlo.add %6650, %6652 : tensor<768xf32>
    %6654 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %6655 = stablehlo.multiply %6654, %v.stages.3.blocks.0.norm.b : tensor<768xf32>
    %6656 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %6657 = stablehlo.multiply %3587, %3587 : tensor<768xf32>
    %6658 = stablehlo.multiply %6656, %6657 : tensor<768xf32>
    %6659 = stablehlo.add %6655, %6658 : tensor<768xf32>
    %6660 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6661 = stablehlo.divide %6653, %6660 : tensor<768xf32>
    %6662 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6663 = stablehlo.divide %6659, %6662 : tensor<768xf32>
    %6664 = stablehlo.sqrt %6663 : tensor<768xf32>
    %6665 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %6666 = stablehlo.add %6664, %6665 : tensor<768xf32>
    %6667 = stablehlo.divide %6661, %6666 : tensor<768xf32>
    %6668 = stablehlo.constant dense<0.9> : tensor<768x3072xf32>
    %6669 = stablehlo.multiply %6668, %m.stages.3.blocks.0.fc1.w : tensor<768x3072xf32>
    %6670 = stablehlo.constant dense<0.1> : tensor<768x3072xf32>
    %6671 = stablehlo.multiply %6670, %3592 : tensor<768x3072xf32>
    %6672 = stablehlo.add %6669, %6671 : tensor<768x3072xf32>
    %6673 = stablehlo.constant dense<0.999> : tensor<768x3072xf32>
    %6674 = stablehlo.multiply %6673, %v.stages.3.blocks.0.fc1.w : tensor<768x3072xf32>
    %6675 = stablehlo.constant dense<0.001> : tensor<768x3072xf32>
    %6676 = stablehlo.multiply %3592, %3592 : tensor<768x3072xf32>
    %6677 = stablehlo.multiply %6675, %6676 : tensor<768x3072xf32>
    %6678 = stablehlo.add %6674, %6677 : tensor<768x3072xf32>
    %6679 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x3072xf32>
    %6680 = stablehlo.divide %6672, %6679 : tensor<768x3072xf32>
    %6681 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x3072xf32>
    %6682 = stablehlo.divide %6678, %6681 : tensor<768x3072xf32>
    %6683 = stablehlo.sqrt %6682 : tensor<768x3072xf32>
    %6684 = stablehlo.constant dense<1.0e-08> : tensor<768x3072xf32>
    %6685 = stablehlo.add %6683, %6684 : tensor<768x3072xf32>
    %6686 = stablehlo.divide %6680, %6685 : tensor<768x3072xf32>
    %6687 = stablehlo.constant dense<0.9> : tensor<3072xf32>
    %6688 = stablehlo.multiply %6687, %m.stages.3.blocks.0.fc1.b : tensor<3072xf32>
    %6689 = stablehlo.constant dense<0.1> : tensor<3072xf32>
    %6690 = stablehlo.multiply %6689, %3597 : tensor<3072xf32>
    %6691 = stablehlo.add %6688, %6690 : tensor<3072xf32>
    %6692 = stablehlo.constant dense<0.999> : tensor<3072xf32>
    %6693 = stablehlo.multiply %6692, %v.stages.3.blocks.0.fc1.b : tensor<3072xf32>
    %6694 = stablehlo.constant dense<0.001> : tensor<3072xf32>
    %6695 = stablehlo.multiply %3597, %3597 : tensor<3072xf32>
    %6696 = stablehlo.multiply %6694, %6695 : tensor<3072xf32>
    %6697 = stablehlo.add %6693, %6696 : tensor<3072xf32>
    %6698 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072xf32>
    %6699 = stablehlo.divide %6691, %6698 : tensor<3072xf32>
    %6700 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072xf32>
    %6701 = stablehlo.divide %6697, %6700 : tensor<3072xf32>
    %6702 = stablehlo.sqrt %6701 : tensor<3072xf32>
    %6703 = stablehlo.constant dense<1.0e-08> : tensor<3072xf32>
    %6704 = stablehlo.add %6702, %6703 : tensor<3072xf32>
    %6705 = stablehlo.divide %6699, %6704 : tensor<3072xf32>
    %6706 = stablehlo.constant dense<0.9> : tensor<3072x768xf32>
    %6707 = stablehlo.multiply %6706, %m.stages.3.blocks.0.fc2.w : tensor<3072x768xf32>
    %6708 = stablehlo.constant dense<0.1> : tensor<3072x768xf32>
    %6709 = stablehlo.multiply %6708, %3602 : tensor<3072x768xf32>
    %6710 = stablehlo.add %6707, %6709 : tensor<3072x768xf32>
    %6711 = stablehlo.constant dense<0.999> : tensor<3072x768xf32>
    %6712 = stablehlo.multiply %6711, %v.stages.3.blocks.0.fc2.w : tensor<3072x768xf32>
    %6713 = stablehlo.constant dense<0.001> : tensor<3072x768xf32>
    %6714 = stablehlo.multiply %3602, %3602 : tensor<3072x768xf32>
    %6715 = stablehlo.multiply %6713, %6714 : tensor<3072x768xf32>
    %6716 = stablehlo.add %6712, %6715 : tensor<3072x768xf32>
    %6717 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072x768xf32>
    %6718 = stablehlo.divide %6710, %6717 : tensor<3072x768xf32>
    %6719 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072x768xf32>
    %6720 = stablehlo.divide %6716, %6719 : tensor<3072x768xf32>
    %6721 = stablehlo.sqrt %6720 : tensor<3072x768xf32>
    %6722 = stablehlo.constant dense<1.0e-08> : tensor<3072x768xf32>
    %6723 = stablehlo.add %6721, %6722 : tensor<3072x768xf32>
    %6724 = stablehlo.divide %6718, %6723 : tensor<3072x768xf32>
    %6725 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %6726 = stablehlo.multiply %6725, %m.stages.3.blocks.0.fc2.b : tensor<768xf32>
    %6727 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %6728 = stablehlo.multiply %6727, %3607 : tensor<768xf32>
    %6729 = stablehlo.add %6726, %6728 : tensor<768xf32>
    %6730 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %6731 = stablehlo.multiply %6730, %v.stages.3.blocks.0.fc2.b : tensor<768xf32>
    %6732 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %6733 = stablehlo.multiply %3607, %3607 : tensor<768xf32>
    %6734 = stablehlo.multiply %6732, %6733 : tensor<768xf32>
    %6735 = stablehlo.add %6731, %6734 : tensor<768xf32>
    %6736 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6737 = stablehlo.divide %6729, %6736 : tensor<768xf32>
    %6738 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6739 = stablehlo.divide %6735, %6738 : tensor<768xf32>
    %6740 = stablehlo.sqrt %6739 : tensor<768xf32>
    %6741 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %6742 = stablehlo.add %6740, %6741 : tensor<768xf32>
    %6743 = stablehlo.divide %6737, %6742 : tensor<768xf32>
    %6744 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %6745 = stablehlo.multiply %6744, %m.stages.3.blocks.0.gamma : tensor<768xf32>
    %6746 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %6747 = stablehlo.multiply %6746, %3612 : tensor<768xf32>
    %6748 = stablehlo.add %6745, %6747 : tensor<768xf32>
    %6749 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %6750 = stablehlo.multiply %6749, %v.stages.3.blocks.0.gamma : tensor<768xf32>
    %6751 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %6752 = stablehlo.multiply %3612, %3612 : tensor<768xf32>
    %6753 = stablehlo.multiply %6751, %6752 : tensor<768xf32>
    %6754 = stablehlo.add %6750, %6753 : tensor<768xf32>
    %6755 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6756 = stablehlo.divide %6748, %6755 : tensor<768xf32>
    %6757 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6758 = stablehlo.divide %6754, %6757 : tensor<768xf32>
    %6759 = stablehlo.sqrt %6758 : tensor<768xf32>
    %6760 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %6761 = stablehlo.add %6759, %6760 : tensor<768xf32>
    %6762 = stablehlo.divide %6756, %6761 : tensor<768xf32>
    %6763 = stablehlo.constant dense<0.9> : tensor<7x7x1x768xf32>
    %6764 = stablehlo.multiply %6763, %m.stages.3.blocks.1.dwconv.w : tensor<7x7x1x768xf32>
    %6765 = stablehlo.constant dense<0.1> : tensor<7x7x1x768xf32>
    %6766 = stablehlo.multiply %6765, %3617 : tensor<7x7x1x768xf32>
    %6767 = stablehlo.add %6764, %6766 : tensor<7x7x1x768xf32>
    %6768 = stablehlo.constant dense<0.999> : tensor<7x7x1x768xf32>
    %6769 = stablehlo.multiply %6768, %v.stages.3.blocks.1.dwconv.w : tensor<7x7x1x768xf32>
    %6770 = stablehlo.constant dense<0.001> : tensor<7x7x1x768xf32>
    %6771 = stablehlo.multiply %3617, %3617 : tensor<7x7x1x768xf32>
    %6772 = stablehlo.multiply %6770, %6771 : tensor<7x7x1x768xf32>
    %6773 = stablehlo.add %6769, %6772 : tensor<7x7x1x768xf32>
    %6774 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x768xf32>
    %6775 = stablehlo.divide %6767, %6774 : tensor<7x7x1x768xf32>
    %6776 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x768xf32>
    %6777 = stablehlo.divide %6773, %6776 : tensor<7x7x1x768xf32>
    %6778 = stablehlo.sqrt %6777 : tensor<7x7x1x768xf32>
    %6779 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x768xf32>
    %6780 = stablehlo.add %6778, %6779 : tensor<7x7x1x768xf32>
    %6781 = stablehlo.divide %6775, %6780 : tensor<7x7x1x768xf32>
    %6782 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %6783 = stablehlo.multiply %6782, %m.stages.3.blocks.1.dwconv.b : tensor<768xf32>
    %6784 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %6785 = stablehlo.multiply %6784, %3622 : tensor<768xf32>
    %6786 = stablehlo.add %6783, %6785 : tensor<768xf32>
    %6787 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %6788 = stablehlo.multiply %6787, %v.stages.3.blocks.1.dwconv.b : tensor<768xf32>
    %6789 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %6790 = stablehlo.multiply %3622, %3622 : tensor<768xf32>
    %6791 = stablehlo.multiply %6789, %6790 : tensor<768xf32>
    %6792 = stablehlo.add %6788, %6791 : tensor<768xf32>
    %6793 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6794 = stablehlo.divide %6786, %6793 : tensor<768xf32>
    %6795 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6796 = stablehlo.divide %6792, %6795 : tensor<768xf32>
    %6797 = stablehlo.sqrt %6796 : tensor<768xf32>
    %6798 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %6799 = stablehlo.add %6797, %6798 : tensor<768xf32>
    %6800 = stablehlo.divide %6794, %6799 : tensor<768xf32>
    %6801 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %6802 = stablehlo.multiply %6801, %m.stages.3.blocks.1.norm.g : tensor<768xf32>
    %6803 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %6804 = stablehlo.multiply %6803, %3627 : tensor<768xf32>
    %6805 = stablehlo.add %6802, %6804 : tensor<768xf32>
    %6806 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %6807 = stablehlo.multiply %6806, %v.stages.3.blocks.1.norm.g : tensor<768xf32>
    %6808 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %6809 = stablehlo.multiply %3627, %3627 : tensor<768xf32>
    %6810 = stablehlo.multiply %6808, %6809 : tensor<768xf32>
    %6811 = stablehlo.add %6807, %6810 : tensor<768xf32>
    %6812 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6813 = stablehlo.divide %6805, %6812 : tensor<768xf32>
    %6814 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6815 = stablehlo.divide %6811, %6814 : tensor<768xf32>
    %6816 = stablehlo.sqrt %6815 : tensor<768xf32>
    %6817 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %6818 = stablehlo.add %6816, %6817 : tensor<768xf32>
    %6819 = stablehlo.divide %6813, %6818 : tensor<768xf32>
    %6820 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %6821 = stablehlo.multiply %6820, %m.stages.3.blocks.1.norm.b : tensor<768xf32>
    %6822 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %6823 = stablehlo.multiply %6822, %3632 : tensor<768xf32>
    %6824 = stablehlo.add %6821, %6823 : tensor<768xf32>
    %6825 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %6826 = stablehlo.multiply %6825, %v.stages.3.blocks.1.norm.b : tensor<768xf32>
    %6827 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %6828 = stablehlo.multiply %3632, %3632 : tensor<768xf32>
    %6829 = stablehlo.multiply %6827, %6828 : tensor<768xf32>
    %6830 = stablehlo.add %6826, %6829 : tensor<768xf32>
    %6831 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6832 = stablehlo.divide %6824, %6831 : tensor<768xf32>
    %6833 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6834 = stablehlo.divide %6830, %6833 : tensor<768xf32>
    %6835 = stablehlo.sqrt %6834 : tensor<768xf32>
    %6836 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %6837 = stablehlo.add %6835, %6836 : tensor<768xf32>
    %6838 = stablehlo.divide %6832, %6837 : tensor<768xf32>
    %6839 = stablehlo.constant dense<0.9> : tensor<768x3072xf32>
    %6840 = stablehlo.multiply %6839, %m.stages.3.blocks.1.fc1.w : tensor<768x3072xf32>
    %6841 = stablehlo.constant dense<0.1> : tensor<768x3072xf32>
    %6842 = stablehlo.multiply %6841, %3637 : tensor<768x3072xf32>
    %6843 = stablehlo.add %6840, %6842 : tensor<768x3072xf32>
    %6844 = stablehlo.constant dense<0.999> : tensor<768x3072xf32>
    %6845 = stablehlo.multiply %6844, %v.stages.3.blocks.1.fc1.w : tensor<768x3072xf32>
    %6846 = stablehlo.constant dense<0.001> : tensor<768x3072xf32>
    %6847 = stablehlo.multiply %3637, %3637 : tensor<768x3072xf32>
    %6848 = stablehlo.multiply %6846, %6847 : tensor<768x3072xf32>
    %6849 = stablehlo.add %6845, %6848 : tensor<768x3072xf32>
    %6850 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x3072xf32>
    %6851 = stablehlo.divide %6843, %6850 : tensor<768x3072xf32>
    %6852 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x3072xf32>
    %6853 = stablehlo.divide %6849, %6852 : tensor<768x3072xf32>
    %6854 = stablehlo.sqrt %6853 : tensor<768x3072xf32>
    %6855 = stablehlo.constant dense<1.0e-08> : tensor<768x3072xf32>
    %6856 = stablehlo.add %6854, %6855 : tensor<768x3072xf32>
    %6857 = stablehlo.divide %6851, %6856 : tensor<768x3072xf32>
    %6858 = stablehlo.constant dense<0.9> : tensor<3072xf32>
    %6859 = stablehlo.multiply %6858, %m.stages.3.blocks.1.fc1.b : tensor<3072xf32>
    %6860 = stablehlo.constant dense<0.1> : tensor<3072xf32>
    %6861 = stablehlo.multiply %6860, %3642 : tensor<3072xf32>
    %6862 = stablehlo.add %6859, %6861 : tensor<3072xf32>
    %6863 = stablehlo.constant dense<0.999> : tensor<3072xf32>
    %6864 = stablehlo.multiply %6863, %v.stages.3.blocks.1.fc1.b : tensor<3072xf32>
    %6865 = stablehlo.constant dense<0.001> : tensor<3072xf32>
    %6866 = stablehlo.multiply %3642, %3642 : tensor<3072xf32>
    %6867 = stablehlo.multiply %6865, %6866 : tensor<3072xf32>
    %6868 = stablehlo.add %6864, %6867 : tensor<3072xf32>
    %6869 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072xf32>
    %6870 = stablehlo.divide %6862, %6869 : tensor<3072xf32>
    %6871 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072xf32>
    %6872 = stablehlo.divide %6868, %6871 : tensor<3072xf32>
    %6873 = stablehlo.sqrt %6872 : tensor<3072xf32>
    %6874 = stablehlo.constant dense<1.0e-08> : tensor<3072xf32>
    %6875 = stablehlo.add %6873, %6874 : tensor<3072xf32>
    %6876 = stablehlo.divide %6870, %6875 : tensor<3072xf32>
    %6877 = stablehlo.constant dense<0.9> : tensor<3072x768xf32>
    %6878 = stablehlo.multiply %6877, %m.stages.3.blocks.1.fc2.w : tensor<3072x768xf32>
    %6879 = stablehlo.constant dense<0.1> : tensor<3072x768xf32>
    %6880 = stablehlo.multiply %6879, %3647 : tensor<3072x768xf32>
    %6881 = stablehlo.add %6878, %6880 : tensor<3072x768xf32>
    %6882 = stablehlo.constant dense<0.999> : tensor<3072x768xf32>
    %6883 = stablehlo.multiply %6882, %v.stages.3.blocks.1.fc2.w : tensor<3072x768xf32>
    %6884 = stablehlo.constant dense<0.001> : tensor<3072x768xf32>
    %6885 = stablehlo.multiply %3647, %3647 : tensor<3072x768xf32>
    %6886 = stablehlo.multiply %6884, %6885 : tensor<3072x768xf32>
    %6887 = stablehlo.add %6883, %6886 : tensor<3072x768xf32>
    %6888 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072x768xf32>
    %6889 = stablehlo.divide %6881, %6888 : tensor<3072x768xf32>
    %6890 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072x768xf32>
    %6891 = stablehlo.divide %6887, %6890 : tensor<3072x768xf32>
    %6892 = stablehlo.sqrt %6891 : tensor<3072x768xf32>
    %6893 = stablehlo.constant dense<1.0e-08> : tensor<3072x768xf32>
    %6894 = stablehlo.add %6892, %6893 : tensor<3072x768xf32>
    %6895 = stablehlo.divide %6889, %6894 : tensor<3072x768xf32>
    %6896 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %6897 = stablehlo.multiply %6896, %m.stages.3.blocks.1.fc2.b : tensor<768xf32>
    %6898 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %6899 = stablehlo.multiply %6898, %3652 : tensor<768xf32>
    %6900 = stablehlo.add %6897, %6899 : tensor<768xf32>
    %6901 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %6902 = stablehlo.multiply %6901, %v.stages.3.blocks.1.fc2.b : tensor<768xf32>
    %6903 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %6904 = stablehlo.multiply %3652, %3652 : tensor<768xf32>
    %6905 = stablehlo.multiply %6903, %6904 : tensor<768xf32>
    %6906 = stablehlo.add %6902, %6905 : tensor<768xf32>
    %6907 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6908 = stablehlo.divide %6900, %6907 : tensor<768xf32>
    %6909 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6910 = stablehlo.divide %6906, %6909 : tensor<768xf32>
    %6911 = stablehlo.sqrt %6910 : tensor<768xf32>
    %6912 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %6913 = stablehlo.add %6911, %6912 : tensor<768xf32>
    %6914 = stablehlo.divide %6908, %6913 : tensor<768xf32>
    %6915 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %6916 = stablehlo.multiply %6915, %m.stages.3.blocks.1.gamma : tensor<768xf32>
    %6917 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %6918 = stablehlo.multiply %6917, %3657 : tensor<768xf32>
    %6919 = stablehlo.add %6916, %6918 : tensor<768xf32>
    %6920 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %6921 = stablehlo.multiply %6920, %v.stages.3.blocks.1.gamma : tensor<768xf32>
    %6922 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %6923 = stablehlo.multiply %3657, %3657 : tensor<768xf32>
    %6924 = stablehlo.multiply %6922, %6923 : tensor<768xf32>
    %6925 = stablehlo.add %6921, %6924 : tensor<768xf32>
    %6926 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6927 = stablehlo.divide %6919, %6926 : tensor<768xf32>
    %6928 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6929 = stablehlo.divide %6925, %6928 : tensor<768xf32>
    %6930 = stablehlo.sqrt %6929 : tensor<768xf32>
    %6931 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %6932 = stablehlo.add %6930, %6931 : tensor<768xf32>
    %6933 = stablehlo.divide %6927, %6932 : tensor<768xf32>
    %6934 = stablehlo.constant dense<0.9> : tensor<7x7x1x768xf32>
    %6935 = stablehlo.multiply %6934, %m.stages.3.blocks.2.dwconv.w : tensor<7x7x1x768xf32>
    %6936 = stablehlo.constant dense<0.1> : tensor<7x7x1x768xf32>
    %6937 = stablehlo.multiply %6936, %3662 : tensor<7x7x1x768xf32>
    %6938 = stablehlo.add %6935, %6937 : tensor<7x7x1x768xf32>
    %6939 = stablehlo.constant dense<0.999> : tensor<7x7x1x768xf32>
    %6940 = stablehlo.multiply %6939, %v.stages.3.blocks.2.dwconv.w : tensor<7x7x1x768xf32>
    %6941 = stablehlo.constant dense<0.001> : tensor<7x7x1x768xf32>
    %6942 = stablehlo.multiply %3662, %3662 : tensor<7x7x1x768xf32>
    %6943 = stablehlo.multiply %6941, %6942 : tensor<7x7x1x768xf32>
    %6944 = stablehlo.add %6940, %6943 : tensor<7x7x1x768xf32>
    %6945 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x768xf32>
    %6946 = stablehlo.divide %6938, %6945 : tensor<7x7x1x768xf32>
    %6947 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x768xf32>
    %6948 = stablehlo.divide %6944, %6947 : tensor<7x7x1x768xf32>
    %6949 = stablehlo.sqrt %6948 : tensor<7x7x1x768xf32>
    %6950 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x768xf32>
    %6951 = stablehlo.add %6949, %6950 : tensor<7x7x1x768xf32>
    %6952 = stablehlo.divide %6946, %6951 : tensor<7x7x1x768xf32>
    %6953 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %6954 = stablehlo.multiply %6953, %m.stages.3.blocks.2.dwconv.b : tensor<768xf32>
    %6955 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %6956 = stablehlo.multiply %6955, %3667 : tensor<768xf32>
    %6957 = stablehlo.add %6954, %6956 : tensor<768xf32>
    %6958 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %6959 = stablehlo.multiply %6958, %v.stages.3.blocks.2.dwconv.b : tensor<768xf32>
    %6960 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %6961 = stablehlo.multiply %3667, %3667 : tensor<768xf32>
    %6962 = stablehlo.multiply %6960, %6961 : tensor<768xf32>
    %6963 = stablehlo.add %6959, %6962 : tensor<768xf32>
    %6964 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6965 = stablehlo.divide %6957, %6964 : tensor<768xf32>
    %6966 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6967 = stablehlo.divide %6963, %6966 : tensor<768xf32>
    %6968 = stablehlo.sqrt %6967 : tensor<768xf32>
    %6969 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %6970 = stablehlo.add %6968, %6969 : tensor<768xf32>
    %6971 = stablehlo.divide %6965, %6970 : tensor<768xf32>
    %6972 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %6973 = stablehlo.multiply %6972, %m.stages.3.blocks.2.norm.g : tensor<768xf32>
    %6974 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %6975 = stablehlo.multiply %6974, %3672 : tensor<768xf32>
    %6976 = stablehlo.add %6973, %6975 : tensor<768xf32>
    %6977 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %6978 = stablehlo.multiply %6977, %v.stages.3.blocks.2.norm.g : tensor<768xf32>
    %6979 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %6980 = stablehlo.multiply %3672, %3672 : tensor<768xf32>
    %6981 = stablehlo.multiply %6979, %6980 : tensor<768xf32>
    %6982 = stablehlo.add %6978, %6981 : tensor<768xf32>
    %6983 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6984 = stablehlo.divide %6976, %6983 : tensor<768xf32>
    %6985 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6986 = stablehlo.divide %6982, %6985 : tensor<768xf32>
    %6987 = stablehlo.sqrt %6986 : tensor<768xf32>
    %6988 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %6989 = stablehlo.add %6987, %6988 : tensor<768xf32>
    %6990 = stablehlo.divide %6984, %6989 : tensor<768xf32>
    %6991 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %6992 = stablehlo.multiply %6991, %m.stages.3.blocks.2.norm.b : tensor<768xf32>
    %6993 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %6994 = stablehlo.multiply %6993, %3677 : tensor<768xf32>
    %6995 = stablehlo.add %6992, %6994 : tensor<768xf32>
    %6996 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %6997 = stablehlo.multiply %6996, %v.stages.3.blocks.2.norm.b : tensor<768xf32>
    %6998 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %6999 = stablehlo.multiply %3677, %3677 : tensor<768xf32>
    %7000 = stablehlo.multiply %6998, %6999 : tensor<768xf32>
    %7001 = stablehlo.add %6997, %7000 : tensor<768xf32>
    %7002 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7003 = stablehlo.divide %6995, %7002 : tensor<768xf32>
    %7004 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7005 = stablehlo.divide %7001, %7004 : tensor<768xf32>
    %7006 = stablehlo.sqrt %7005 : tensor<768xf32>
    %7007 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %7008 = stablehlo.add %7006, %7007 : tensor<768xf32>
    %7009 = stablehlo.divide %7003, %7008 : tensor<768xf32>
    %7010 = stablehlo.constant dense<0.9> : tensor<768x3072xf32>
    %7011 = stablehlo.multiply %7010, %m.stages.3.blocks.2.fc1.w : tensor<768x3072xf32>
    %7012 = stablehlo.constant dense<0.1> : tensor<768x3072xf32>
    %7013 = stablehlo.multiply %7012, %3682 : tensor<768x3072xf32>
    %7014 = stablehlo.add %7011, %7013 : tensor<768x3072xf32>
    %7015 = stablehlo.constant dense<0.999> : tensor<768x3072xf32>
    %7016 = stablehlo.multiply %7015, %v.stages.3.blocks.2.fc1.w : tensor<768x3072xf32>
    %7017 = stablehlo.constant dense<0.001> : tensor<768x3072xf32>
    %7018 = stablehlo.multiply %3682, %3682 : tensor<768x3072xf32>
    %7019 = stablehlo.multiply %7017, %7018 : tensor<768x3072xf32>
    %7020 = stablehlo.add %7016, %7019 : tensor<768x3072xf32>
    %7021 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x3072xf32>
    %7022 = stablehlo.divide %7014, %7021 : tensor<768x3072xf32>
    %7023 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x3072xf32>
    %7024 = stablehlo.divide %7020, %7023 : tensor<768x3072xf32>
    %7025 = stablehlo.sqrt %7024 : tensor<768x3072xf32>
    %7026 = stablehlo.constant dense<1.0e-08> : tensor<768x3072xf32>
    %7027 = stablehlo.add %7025, %7026 : tensor<768x3072xf32>
    %7028 = stablehlo.divide %7022, %7027 : tensor<768x3072xf32>
    %7029 = stablehlo.constant dense<0.9> : tensor<3072xf32>
    %7030 = stablehlo.multiply %7029, %m.stages.3.blocks.2.fc1.b : tensor<3072xf32>
    %7031 = stablehlo.constant dense<0.1> : tensor<3072xf32>
    %7032 = stablehlo.multiply %7031, %3687 : tensor<3072xf32>
    %7033 = stablehlo.add %7030, %7032 : tensor<3072xf32>
    %7034 = stablehlo.constant dense<0.999> : tensor<3072xf32>
    %7035 = stablehlo.multiply %7034, %v.stages.3.blocks.2.fc1.b : tensor<3072xf32>
    %7036 = stablehlo.constant dense<0.001> : tensor<3072xf32>
    %7037 = stablehlo.multiply %3687, %3687 : tensor<3072xf32>
    %7038 = stablehlo.multiply %7036, %7037 : tensor<3072xf32>
    %7039 = stablehlo.add %7035, %7038 : tensor<3072xf32>
    %7040 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072xf32>
    %7041 = stablehlo.divide %7033, %7040 : tensor<3072xf32>
    %7042 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072xf32>
    %7043 = stablehlo.divide %7039, %7042 : tensor<3072xf32>
    %7044 = stablehlo.sqrt %7043 : tensor<3072xf32>
    %7045 = stablehlo.constant dense<1.0e-08> : tensor<3072xf32>
    %7046 = stablehlo.add %7044, %7045 : tensor<3072xf32>
    %7047 = stablehlo.divide %7041, %7046 : tensor<3072xf32>
    %7048 = stablehlo.constant dense<0.9> : tensor<3072x768xf32>
    %7049 = stablehlo.multiply %7048, %m.stages.3.blocks.2.fc2.w : tensor<3072x768xf32>
    %7050 = stablehlo.constant dense<0.1> : tensor<3072x768xf32>
    %7051 = stablehlo.multiply %7050, %3692 : tensor<3072x768xf32>
    %7052 = stablehlo.add %7049, %7051 : tensor<3072x768xf32>
    %7053 = stablehlo.constant dense<0.999> : tensor<3072x768xf32>
    %7054 = stablehlo.multiply %7053, %v.stages.3.blocks.2.fc2.w : tensor<3072x768xf32>
    %7055 = stablehlo.constant dense<0.001> : tensor<3072x768xf32>
    %7056 = stablehlo.multiply %3692, %3692 : tensor<3072x768xf32>
    %7057 = stablehlo.multiply %7055, %7056 : tensor<3072x768xf32>
    %7058 = stablehlo.add %7054, %7057 : tensor<3072x768xf32>
    %7059 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072x768xf32>
    %7060 = stablehlo.divide %7052, %7059 : tensor<3072x768xf32>
    %7061 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072x768xf32>
    %7062 = stablehlo.divide %7058, %7061 : tensor<3072x768xf32>
    %7063 = stablehlo.sqrt %7062 : tensor<3072x768xf32>
    %7064 = stablehlo.constant dense<1.0e-08> : tensor<3072x768xf32>
    %7065 = stablehlo.add %7063, %7064 : tensor<3072x768xf32>
    %7066 = stablehlo.divide %7060, %7065 : tensor<3072x768xf32>
    %7067 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %7068 = stablehlo.multiply %7067, %m.stages.3.blocks.2.fc2.b : tensor<768xf32>
    %7069 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %7070 = stablehlo.multiply %7069, %3697 : tensor<768xf32>
    %7071 = stablehlo.add %7068, %7070 : tensor<768xf32>
    %7072 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %7073 = stablehlo.multiply %7072, %v.stages.3.blocks.2.fc2.b : tensor<768xf32>
    %7074 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %7075 = stablehlo.multiply %3697, %3697 : tensor<768xf32>
    %7076 = stablehlo.multiply %7074, %7075 : tensor<768xf32>
    %7077 = stablehlo.add %7073, %7076 : tensor<768xf32>
    %7078 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7079 = stablehlo.divide %7071, %7078 : tensor<768xf32>
    %7080 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7081 = stablehlo.divide %7077, %7080 : tensor<768xf32>
    %7082 = stablehlo.sqrt %7081 : tensor<768xf32>
    %7083 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %7084 = stablehlo.add %7082, %7083 : tensor<768xf32>
    %7085 = stablehlo.divide %7079, %7084 : tensor<768xf32>
    %7086 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %7087 = stablehlo.multiply %7086, %m.stages.3.blocks.2.gamma : tensor<768xf32>
    %7088 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %7089 = stablehlo.multiply %7088, %3702 : tensor<768xf32>
    %7090 = stablehlo.add %7087, %7089 : tensor<768xf32>
    %7091 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %7092 = stablehlo.multiply %7091, %v.stages.3.blocks.2.gamma : tensor<768xf32>
    %7093 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %7094 = stablehlo.multiply %3702, %3702 : tensor<768xf32>
    %7095 = stablehlo.multiply %7093, %7094 : tensor<768xf32>
    %7096 = stablehlo.add %7092, %7095 : tensor<768xf32>
    %7097 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7098 = stablehlo.divide %7090, %7097 : tensor<768xf32>
    %7099 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7100 = stablehlo.divide %7096, %7099 : tensor<768xf32>
    %7101 = stablehlo.sqrt %7100 : tensor<768xf32>
    %7102 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %7103 = stablehlo.add %7101, %7102 : tensor<768xf32>
    %7104 = stablehlo.divide %7098, %7103 : tensor<768xf32>
    %7105 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %7106 = stablehlo.multiply %7105, %m.head.norm.g : tensor<768xf32>
    %7107 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %7108 = stablehlo.multiply %7107, %3707 : tensor<768xf32>
    %7109 = stablehlo.add %7106, %7108 : tensor<768xf32>
    %7110 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %7111 = stablehlo.multiply %7110, %v.head.norm.g : tensor<768xf32>
    %7112 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %7113 = stablehlo.multiply %3707, %3707 : tensor<768xf32>
    %7114 = stablehlo.multiply %7112, %7113 : tensor<768xf32>
    %7115 = stablehlo.add %7111, %7114 : tensor<768xf32>
    %7116 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7117 = stablehlo.divide %7109, %7116 : tensor<768xf32>
    %7118 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7119 = stablehlo.divide %7115, %7118 : tensor<768xf32>
    %7120 = stablehlo.sqrt %7119 : tensor<768xf32>
    %7121 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %7122 = stablehlo.add %7120, %7121 : tensor<768xf32>
    %7123 = stablehlo.divide %7117, %7122 : tensor<768xf32>
    %7124 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %7125 = stablehlo.multiply %7124, %m.head.norm.b : tensor<768xf32>
    %7126 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %7127 = stablehlo.multiply %7126, %3712 : tensor<768xf32>
    %7128 = stablehlo.add %7125, %7127 : tensor<768xf32>
    %7129 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %7130 = stablehlo.multiply %7129, %v.head.norm.b : tensor<768xf32>
    %7131 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %7132 = stablehlo.multiply %3712, %3712 : tensor<768xf32>
    %7133 = stablehlo.multiply %7131, %7132 : tensor<768xf32>
    %7134 = stablehlo.add %7130, %7133 : tensor<768xf32>
    %7135 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7136 = stablehlo.divide %7128, %7135 : tensor<768xf32>
    %7137 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7138 = stablehlo.divide %7134, %7137 : tensor<768xf32>
    %7139 = stablehlo.sqrt %7138 : tensor<768xf32>
    %7140 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %7141 = stablehlo.add %7139, %7140 : tensor<768xf32>
    %7142 = stablehlo.divide %7136, %7141 : tensor<768xf32>
    %7143 = stablehlo.constant dense<0.9> : tensor<768x1000xf32>
    %7144 = stablehlo.multiply %7143, %m.head.fc.w : tensor<768x1000xf32>
    %7145 = stablehlo.constant dense<0.1> : tensor<768x1000xf32>
    %7146 = stablehlo.multiply %7145, %3717 : tensor<768x1000xf32>
    %7147 = stablehlo.add %7144, %7146 : tensor<768x1000xf32>
    %7148 = stablehlo.constant dense<0.999> : tensor<768x1000xf32>
    %7149 = stablehlo.multiply %7148, %v.head.fc.w : tensor<768x1000xf32>
    %7150 = stablehlo.constant dense<0.001> : tensor<768x1000xf32>
    %7151 = stablehlo.multiply %3717, %3717 : tensor<768x1000xf32>
    %7152 = stablehlo.multiply %7150, %7151 : tensor<768x1000xf32>
    %7153 = stablehlo.add %7149, %7152 : tensor<768x1000xf32>
    %7154 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x1000xf32>
    %7155 = stablehlo.divide %7147, %7154 : tensor<768x1000xf32>
    %7156 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x1000xf32>
    %7157 = stablehlo.divide %7153, %7156 : tensor<768x1000xf32>
    %7158 = stablehlo.sqrt %7157 : tensor<768x1000xf32>
    %7159 = stablehlo.constant dense<1.0e-08> : tensor<768x1000xf32>
    %7160 = stablehlo.add %7158, %7159 : tensor<768x1000xf32>
    %7161 = stablehlo.divide %7155, %7160 : tensor<768x1000xf32>
    %7162 = stablehlo.constant dense<0.9> : tensor<1000xf32>
    %7163 = stablehlo.multiply %7162, %m.head.fc.b : tensor<1000xf32>
    %7164 = stablehlo.constant dense<0.1> : tensor<1000xf32>
    %7165 = stablehlo.multiply %7164, %3722 : tensor<1000xf32>
    %7166 = stablehlo.add %7163, %7165 : tensor<1000xf32>
    %7167 = stablehlo.constant dense<0.999> : tensor<1000xf32>
    %7168 = stablehlo.multiply %7167, %v.head.fc.b : tensor<1000xf32>
    %7169 = stablehlo.constant dense<0.001> : tensor<1000xf32>
    %7170 = stablehlo.multiply %3722, %3722 : tensor<1000xf32>
    %7171 = stablehlo.multiply %7169, %7170 : tensor<1000xf32>
    %7172 = stablehlo.add %7168, %7171 : tensor<1000xf32>
    %7173 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1000xf32>
    %7174 = stablehlo.divide %7166, %7173 : tensor<1000xf32>
    %7175 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1000xf32>
    %7176 = stablehlo.divide %7172, %7175 : tensor<1000xf32>
    %7177 = stablehlo.sqrt %7176 : tensor<1000xf32>
    %7178 = stablehlo.constant dense<1.0e-08> : tensor<1000xf32>
    %7179 = stablehlo.add %7177, %7178 : tensor<1000xf32>
    %7180 = stablehlo.divide %7174, %7179 : tensor<1000xf32>
    %7181 = stablehlo.constant dense<0.05> : tensor<4x4x3x96xf32>
    %7182 = stablehlo.multiply %7181, %stem.conv.w : tensor<4x4x3x96xf32>
    %7183 = stablehlo.add %3741, %7182 : tensor<4x4x3x96xf32>
    %7184 = stablehlo.constant dense<0.05> : tensor<7x7x1x96xf32>
    %7185 = stablehlo.multiply %7184, %stages.0.blocks.0.dwconv.w : tensor<7x7x1x96xf32>
    %7186 = stablehlo.add %3817, %7185 : tensor<7x7x1x96xf32>
    %7187 = stablehlo.constant dense<0.05> : tensor<96x384xf32>
    %7188 = stablehlo.multiply %7187, %stages.0.blocks.0.fc1.w : tensor<96x384xf32>
    %7189 = stablehlo.add %3893, %7188 : tensor<96x384xf32>
    %7190 = stablehlo.constant dense<0.05> : tensor<384x96xf32>
    %7191 = stablehlo.multiply %7190, %stages.0.blocks.0.fc2.w : tensor<384x96xf32>
    %7192 = stablehlo.add %3931, %7191 : tensor<384x96xf32>
    %7193 = stablehlo.constant dense<0.05> : tensor<7x7x1x96xf32>
    %7194 = stablehlo.multiply %7193, %stages.0.blocks.1.dwconv.w : tensor<7x7x1x96xf32>
    %7195 = stablehlo.add %3988, %7194 : tensor<7x7x1x96xf32>
    %7196 = stablehlo.constant dense<0.05> : tensor<96x384xf32>
    %7197 = stablehlo.multiply %7196, %stages.0.blocks.1.fc1.w : tensor<96x384xf32>
    %7198 = stablehlo.add %4064, %7197 : tensor<96x384xf32>
    %7199 = stablehlo.constant dense<0.05> : tensor<384x96xf32>
    %7200 = stablehlo.multiply %7199, %stages.0.blocks.1.fc2.w : tensor<384x96xf32>
    %7201 = stablehlo.add %4102, %7200 : tensor<384x96xf32>
    %7202 = stablehlo.constant dense<0.05> : tensor<7x7x1x96xf32>
    %7203 = stablehlo.multiply %7202, %stages.0.blocks.2.dwconv.w : tensor<7x7x1x96xf32>
    %7204 = stablehlo.add %4159, %7203 : tensor<7x7x1x96xf32>
    %7205 = stablehlo.constant dense<0.05> : tensor<96x384xf32>
    %7206 = stablehlo.multiply %7205, %stages.0.blocks.2.fc1.w : tensor<96x384xf32>
    %7207 = stablehlo.add %4235, %7206 : tensor<96x384xf32>
    %7208 = stablehlo.constant dense<0.05> : tensor<384x96xf32>
    %7209 = stablehlo.multiply %7208, %stages.0.blocks.2.fc2.w : tensor<384x96xf32>
    %7210 = stablehlo.add %4273, %7209 : tensor<384x96xf32>
    %7211 = stablehlo.constant dense<0.05> : tensor<2x2x96x192xf32>
    %7212 = stablehlo.multiply %7211, %stages.1.down.conv.w : tensor<2x2x96x192xf32>
    %7213 = stablehlo.add %4368, %7212 : tensor<2x2x96x192xf32>
    %7214 = stablehlo.constant dense<0.05> : tensor<7x7x1x192xf32>
    %7215 = stablehlo.multiply %7214, %stages.1.blocks.0.dwconv.w : tensor<7x7x1x192xf32>
    %7216 = stablehlo.add %4406, %7215 : tensor<7x7x1x192xf32>
    %7217 = stablehlo.constant dense<0.05> : tensor<192x768xf32>
    %7218 = stablehlo.multiply %7217, %stages.1.blocks.0.fc1.w : tensor<192x768xf32>
    %7219 = stablehlo.add %4482, %7218 : tensor<192x768xf32>
    %7220 = stablehlo.constant dense<0.05> : tensor<768x192xf32>
    %7221 = stablehlo.multiply %7220, %stages.1.blocks.0.fc2.w : tensor<768x192xf32>
    %7222 = stablehlo.add %4520, %7221 : tensor<768x192xf32>
    %7223 = stablehlo.constant dense<0.05> : tensor<7x7x1x192xf32>
    %7224 = stablehlo.multiply %7223, %stages.1.blocks.1.dwconv.w : tensor<7x7x1x192xf32>
    %7225 = stablehlo.add %4577, %7224 : tensor<7x7x1x192xf32>
    %7226 = stablehlo.constant dense<0.05> : tensor<192x768xf32>
    %7227 = stablehlo.multiply %7226, %stages.1.blocks.1.fc1.w : tensor<192x768xf32>
    %7228 = stablehlo.add %4653, %7227 : tensor<192x768xf32>
    %7229 = stablehlo.constant dense<0.05> : tensor<768x192xf32>
    %7230 = stablehlo.multiply %7229, %stages.1.blocks.1.fc2.w : tensor<768x192xf32>
    %7231 = stablehlo.add %4691, %7230 : tensor<768x192xf32>
    %7232 = stablehlo.constant dense<0.05> : tensor<7x7x1x192xf32>
    %7233 = stablehlo.multiply %7232, %stages.1.blocks.2.dwconv.w : tensor<7x7x1x192xf32>
    %7234 = stablehlo.add %4748, %7233 : tensor<7x7x1x192xf32>
    %7235 = stablehlo.constant dense<0.05> : tensor<192x768xf32>
    %7236 = stablehlo.multiply %7235, %stages.1.blocks.2.fc1.w : tensor<192x768xf32>
    %7237 = stablehlo.add %4824, %7236 : tensor<192x768xf32>
    %7238 = stablehlo.constant dense<0.05> : tensor<768x192xf32>
    %7239 = stablehlo.multiply %7238, %stages.1.blocks.2.fc2.w : tensor<768x192xf32>
    %7240 = stablehlo.add %4862, %7239 : tensor<768x192xf32>
    %7241 = stablehlo.constant dense<0.05> : tensor<2x2x192x384xf32>
    %7242 = stablehlo.multiply %7241, %stages.2.down.conv.w : tensor<2x2x192x384xf32>
    %7243 = stablehlo.add %4957, %7242 : tensor<2x2x192x384xf32>
    %7244 = stablehlo.constant dense<0.05> : tensor<7x7x1x384xf32>
    %7245 = stablehlo.multiply %7244, %stages.2.blocks.0.dwconv.w : tensor<7x7x1x384xf32>
    %7246 = stablehlo.add %4995, %7245 : tensor<7x7x1x384xf32>
    %7247 = stablehlo.constant dense<0.05> : tensor<384x1536xf32>
    %7248 = stablehlo.multiply %7247, %stages.2.blocks.0.fc1.w : tensor<384x1536xf32>
    %7249 = stablehlo.add %5071, %7248 : tensor<384x1536xf32>
    %7250 = stablehlo.constant dense<0.05> : tensor<1536x384xf32>
    %7251 = stablehlo.multiply %7250, %stages.2.blocks.0.fc2.w : tensor<1536x384xf32>
    %7252 = stablehlo.add %5109, %7251 : tensor<1536x384xf32>
    %7253 = stablehlo.constant dense<0.05> : tensor<7x7x1x384xf32>
    %7254 = stablehlo.multiply %7253, %stages.2.blocks.1.dwconv.w : tensor<7x7x1x384xf32>
    %7255 = stablehlo.add %5166, %7254 : tensor<7x7x1x384xf32>
    %7256 = stablehlo.constant dense<0.05> : tensor<384x1536xf32>
    %7257 = stablehlo.multiply %7256, %stages.2.blocks.1.fc1.w : tensor<384x1536xf32>
    %7258 = stablehlo.add %5242, %7257 : tensor<384x1536xf32>
    %7259 = stablehlo.constant dense<0.05> : tensor<1536x384xf32>
    %7260 = stablehlo.multiply %7259, %stages.2.blocks.1.fc2.w : tensor<1536x384xf32>
    %7261 = stablehlo.add %5280, %7260 : tensor<1536x384xf32>
    %7262 = stablehlo.constant dense<0.05> : tensor<7x7x1x384xf32>
    %7263 = stablehlo.multiply %7262, %stages.2.blocks.2.dwconv.w : tensor<7x7x1x384xf32>
    %7264 = stablehlo.add %5337, %7263 : tensor<7x7x1x384xf32>
    %7265 = stablehlo.constant dense<0.05> : tensor<384x1536xf32>
    %7266 = stablehlo.multiply %7265, %stages.2.blocks.2.fc1.w : tensor<384x1536xf32>
    %7267 = stablehlo.add %5413, %7266 : tensor<384x1536xf32>
    %7268 = stablehlo.constant dense<0.05> : tensor<1536x384xf32>
    %7269 = stablehlo.multiply %7268, %stages.2.blocks.2.fc2.w : tensor<1536x384xf32>
    %7270 = stablehlo.add %5451, %7269 : tensor<1536x384xf32>
    %7271 = stablehlo.constant dense<0.05> : tensor<7x7x1x384xf32>
    %7272 = stablehlo.multiply %7271, %stages.2.blocks.3.dwconv.w : tensor<7x7x1x384xf32>
    %7273 = stablehlo.add %5508, %7272 : tensor<7x7x1x384xf32>
    %7274 = stablehlo.constant dense<0.05> : tensor<384x1536xf32>
    %7275 = stablehlo.multiply %7274, %stages.2.blocks.3.fc1.w : tensor<384x1536xf32>
    %7276 = stablehlo.add %5584, %7275 : tensor<384x1536xf32>
    %7277 = stablehlo.constant dense<0.05> : tensor<1536x384xf32>
    %7278 = stablehlo.multiply %7277, %stages.2.blocks.3.fc2.w : tensor<1536x384xf32>
    %7279 = stablehlo.add %5622, %7278 : tensor<1536x384xf32>
    %7280 = stablehlo.constant dense<0.05> : tensor<7x7x1x384xf32>
    %7281 = stablehlo.multiply %7280, %stages.2.blocks.4.dwconv.w : tensor<7x7x1x384xf32>
    %7282 = stablehlo.add %5679, %7281 : tensor<7x7x1x384xf32>
    %7283 = stablehlo.constant dense<0.05> : tensor<384x1536xf32>
    %7284 = stablehlo.multiply %7283, %stages.2.blocks.4.fc1.w : tensor<384x1536xf32>
    %7285 = stablehlo.add %5755, %7284 : tensor<384x1536xf32>
    %7286 = stablehlo.constant dense<0.05> : tensor<1536x384xf32>
    %7287 = stablehlo.multiply %7286, %stages.2.blocks.4.fc2.w : tensor<1536x384xf32>
    %7288 = stablehlo.add %5793, %7287 : tensor<1536x384xf32>
    %7289 = stablehlo.constant dense<0.05> : tensor<7x7x1x384xf32>
    %7290 = stablehlo.multiply %7289, %stages.2.blocks.5.dwconv.w : tensor<7x7x1x384xf32>
    %7291 = stablehlo.add %5850, %7290 : tensor<7x7x1x384xf32>
    %7292 = stablehlo.constant dense<0.05> : tensor<384x1536xf32>
    %7293 = stablehlo.multiply %7292, %stages.2.blocks.5.fc1.w : tensor<384x1536xf32>
    %7294 = stablehlo.add %5926, %7293 : tensor<384x1536xf32>
    %7295 = stablehlo.constant dense<0.05> : tensor<1536x384xf32>
    %7296 = stablehlo.multiply %7295, %stages.2.blocks.5.fc2.w : tensor<1536x384xf32>
    %7297 = stablehlo.add %5964, %7296 : tensor<1536x384xf32>
    %7298 = stablehlo.constant dense<0.05> : tensor<7x7x1x384xf32>
    %7299 = stablehlo.multiply %7298, %stages.2.blocks.6.dwconv.w : tensor<7x7x1x384xf32>
    %7300 = stablehlo.add %6021, %7299 : tensor<7x7x1x384xf32>
    %7301 = stablehlo.constant dense<0.05> : tensor<384x1536xf32>
    %7302 = stablehlo.multiply %7301, %stages.2.blocks.6.fc1.w : tensor<384x1536xf32>
    %7303 = stablehlo.add %6097, %7302 : tensor<384x1536xf32>
    %7304 = stablehlo.constant dense<0.05> : tensor<1536x384xf32>
    %7305 = stablehlo.multiply %7304, %stages.2.blocks.6.fc2.w : tensor<1536x384xf32>
    %7306 = stablehlo.add %6135, %7305 : tensor<1536x384xf32>
    %7307 = stablehlo.constant dense<0.05> : tensor<7x7x1x384xf32>
    %7308 = stablehlo.multiply %7307, %stages.2.blocks.7.dwconv.w : tensor<7x7x1x384xf32>
    %7309 = stablehlo.add %6192, %7308 : tensor<7x7x1x384xf32>
    %7310 = stablehlo.constant dense<0.05> : tensor<384x1536xf32>
    %7311 = stablehlo.multiply %7310, %stages.2.blocks.7.fc1.w : tensor<384x1536xf32>
    %7312 = stablehlo.add %6268, %7311 : tensor<384x1536xf32>
    %7313 = stablehlo.constant dense<0.05> : tensor<1536x384xf32>
    %7314 = stablehlo.multiply %7313, %stages.2.blocks.7.fc2.w : tensor<1536x384xf32>
    %7315 = stablehlo.add %6306, %7314 : tensor<1536x384xf32>
    %7316 = stablehlo.constant dense<0.05> : tensor<7x7x1x384xf32>
    %7317 = stablehlo.multiply %7316, %stages.2.blocks.8.dwconv.w : tensor<7x7x1x384xf32>
    %7318 = stablehlo.add %6363, %7317 : tensor<7x7x1x384xf32>
    %7319 = stablehlo.constant dense<0.05> : tensor<384x1536xf32>
    %7320 = stablehlo.multiply %7319, %stages.2.blocks.8.fc1.w : tensor<384x1536xf32>
    %7321 = stablehlo.add %6439, %7320 : tensor<384x1536xf32>
    %7322 = stablehlo.constant dense<0.05> : tensor<1536x384xf32>
    %7323 = stablehlo.multiply %7322, %stages.2.blocks.8.fc2.w : tensor<1536x384xf32>
    %7324 = stablehlo.add %6477, %7323 : tensor<1536x384xf32>
    %7325 = stablehlo.constant dense<0.05> : tensor<2x2x384x768xf32>
    %7326 = stablehlo.multiply %7325, %stages.3.down.conv.w : tensor<2x2x384x768xf32>
    %7327 = stablehlo.add %6572, %7326 : tensor<2x2x384x768xf32>
    %7328 = stablehlo.constant dense<0.05> : tensor<7x7x1x768xf32>
    %7329 = stablehlo.multiply %7328, %stages.3.blocks.0.dwconv.w : tensor<7x7x1x768xf32>
    %7330 = stablehlo.add %6610, %7329 : tensor<7x7x1x768xf32>
    %7331 = stablehlo.constant dense<0.05> : tensor<768x3072xf32>
    %7332 = stablehlo.multiply %7331, %stages.3.blocks.0.fc1.w : tensor<768x3072xf32>
    %7333 = stablehlo.add %6686, %7332 : tensor<768x3072xf32>
    %7334 = stablehlo.constant dense<0.05> : tensor<3072x768xf32>
    %7335 = stablehlo.multiply %7334, %stages.3.blocks.0.fc2.w : tensor<3072x768xf32>
    %7336 = stablehlo.add %6724, %7335 : tensor<3072x768xf32>
    %7337 = stablehlo.constant dense<0.05> : tensor<7x7x1x768xf32>
    %7338 = stablehlo.multiply %7337, %stages.3.blocks.1.dwconv.w : tensor<7x7x1x768xf32>
    %7339 = stablehlo.add %6781, %7338 : tensor<7x7x1x768xf32>
    %7340 = stablehlo.constant dense<0.05> : tensor<768x3072xf32>
    %7341 = stablehlo.multiply %7340, %stages.3.blocks.1.fc1.w : tensor<768x3072xf32>
    %7342 = stablehlo.add %6857, %7341 : tensor<768x3072xf32>
    %7343 = stablehlo.constant dense<0.05> : tensor<3072x768xf32>
    %7344 = stablehlo.multiply %7343, %stages.3.blocks.1.fc2.w : tensor<3072x768xf32>
    %7345 = stablehlo.add %6895, %7344 : tensor<3072x768xf32>
    %7346 = stablehlo.constant dense<0.05> : tensor<7x7x1x768xf32>
    %7347 = stablehlo.multiply %7346, %stages.3.blocks.2.dwconv.w : tensor<7x7x1x768xf32>
    %7348 = stablehlo.add %6952, %7347 : tensor<7x7x1x768xf32>
    %7349 = stablehlo.constant dense<0.05> : tensor<768x3072xf32>
    %7350 = stablehlo.multiply %7349, %stages.3.blocks.2.fc1.w : tensor<768x3072xf32>
    %7351 = stablehlo.add %7028, %7350 : tensor<768x3072xf32>
    %7352 = stablehlo.constant dense<0.05> : tensor<3072x768xf32>
    %7353 = stablehlo.multiply %7352, %stages.3.blocks.2.fc2.w : tensor<3072x768xf32>
    %7354 = stablehlo.add %7066, %7353 : tensor<3072x768xf32>
    %7355 = stablehlo.constant dense<0.05> : tensor<768x1000xf32>
    %7356 = stablehlo.multiply %7355, %head.fc.w : tensor<768x1000xf32>
    %7357 = stablehlo.add %7161, %7356 : tensor<768x1000xf32>
    %7358 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x4x3x96xf32>
    %7359 = stablehlo.multiply %7358, %7183 : tensor<4x4x3x96xf32>
    %7360 = stablehlo.subtract %stem.conv.w, %7359 : tensor<4x4x3x96xf32>
    %7361 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7362 = stablehlo.multiply %7361, %3760 : tensor<96xf32>
    %7363 = stablehlo.subtract %stem.conv.b, %7362 : tensor<96xf32>
    %7364 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7365 = stablehlo.multiply %7364, %3779 : tensor<96xf32>
    %7366 = stablehlo.subtract %stem.norm.g, %7365 : tensor<96xf32>
    %7367 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7368 = stablehlo.multiply %7367, %3798 : tensor<96xf32>
    %7369 = stablehlo.subtract %stem.norm.b, %7368 : tensor<96xf32>
    %7370 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x96xf32>
    %7371 = stablehlo.multiply %7370, %7186 : tensor<7x7x1x96xf32>
    %7372 = stablehlo.subtract %stages.0.blocks.0.dwconv.w, %7371 : tensor<7x7x1x96xf32>
    %7373 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7374 = stablehlo.multiply %7373, %3836 : tensor<96xf32>
    %7375 = stablehlo.subtract %stages.0.blocks.0.dwconv.b, %7374 : tensor<96xf32>
    %7376 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7377 = stablehlo.multiply %7376, %3855 : tensor<96xf32>
    %7378 = stablehlo.subtract %stages.0.blocks.0.norm.g, %7377 : tensor<96xf32>
    %7379 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7380 = stablehlo.multiply %7379, %3874 : tensor<96xf32>
    %7381 = stablehlo.subtract %stages.0.blocks.0.norm.b, %7380 : tensor<96xf32>
    %7382 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96x384xf32>
    %7383 = stablehlo.multiply %7382, %7189 : tensor<96x384xf32>
    %7384 = stablehlo.subtract %stages.0.blocks.0.fc1.w, %7383 : tensor<96x384xf32>
    %7385 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7386 = stablehlo.multiply %7385, %3912 : tensor<384xf32>
    %7387 = stablehlo.subtract %stages.0.blocks.0.fc1.b, %7386 : tensor<384xf32>
    %7388 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x96xf32>
    %7389 = stablehlo.multiply %7388, %7192 : tensor<384x96xf32>
    %7390 = stablehlo.subtract %stages.0.blocks.0.fc2.w, %7389 : tensor<384x96xf32>
    %7391 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7392 = stablehlo.multiply %7391, %3950 : tensor<96xf32>
    %7393 = stablehlo.subtract %stages.0.blocks.0.fc2.b, %7392 : tensor<96xf32>
    %7394 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7395 = stablehlo.multiply %7394, %3969 : tensor<96xf32>
    %7396 = stablehlo.subtract %stages.0.blocks.0.gamma, %7395 : tensor<96xf32>
    %7397 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x96xf32>
    %7398 = stablehlo.multiply %7397, %7195 : tensor<7x7x1x96xf32>
    %7399 = stablehlo.subtract %stages.0.blocks.1.dwconv.w, %7398 : tensor<7x7x1x96xf32>
    %7400 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7401 = stablehlo.multiply %7400, %4007 : tensor<96xf32>
    %7402 = stablehlo.subtract %stages.0.blocks.1.dwconv.b, %7401 : tensor<96xf32>
    %7403 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7404 = stablehlo.multiply %7403, %4026 : tensor<96xf32>
    %7405 = stablehlo.subtract %stages.0.blocks.1.norm.g, %7404 : tensor<96xf32>
    %7406 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7407 = stablehlo.multiply %7406, %4045 : tensor<96xf32>
    %7408 = stablehlo.subtract %stages.0.blocks.1.norm.b, %7407 : tensor<96xf32>
    %7409 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96x384xf32>
    %7410 = stablehlo.multiply %7409, %7198 : tensor<96x384xf32>
    %7411 = stablehlo.subtract %stages.0.blocks.1.fc1.w, %7410 : tensor<96x384xf32>
    %7412 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7413 = stablehlo.multiply %7412, %4083 : tensor<384xf32>
    %7414 = stablehlo.subtract %stages.0.blocks.1.fc1.b, %7413 : tensor<384xf32>
    %7415 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x96xf32>
    %7416 = stablehlo.multiply %7415, %7201 : tensor<384x96xf32>
    %7417 = stablehlo.subtract %stages.0.blocks.1.fc2.w, %7416 : tensor<384x96xf32>
    %7418 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7419 = stablehlo.multiply %7418, %4121 : tensor<96xf32>
    %7420 = stablehlo.subtract %stages.0.blocks.1.fc2.b, %7419 : tensor<96xf32>
    %7421 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7422 = stablehlo.multiply %7421, %4140 : tensor<96xf32>
    %7423 = stablehlo.subtract %stages.0.blocks.1.gamma, %7422 : tensor<96xf32>
    %7424 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x96xf32>
    %7425 = stablehlo.multiply %7424, %7204 : tensor<7x7x1x96xf32>
    %7426 = stablehlo.subtract %stages.0.blocks.2.dwconv.w, %7425 : tensor<7x7x1x96xf32>
    %7427 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7428 = stablehlo.multiply %7427, %4178 : tensor<96xf32>
    %7429 = stablehlo.subtract %stages.0.blocks.2.dwconv.b, %7428 : tensor<96xf32>
    %7430 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7431 = stablehlo.multiply %7430, %4197 : tensor<96xf32>
    %7432 = stablehlo.subtract %stages.0.blocks.2.norm.g, %7431 : tensor<96xf32>
    %7433 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7434 = stablehlo.multiply %7433, %4216 : tensor<96xf32>
    %7435 = stablehlo.subtract %stages.0.blocks.2.norm.b, %7434 : tensor<96xf32>
    %7436 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96x384xf32>
    %7437 = stablehlo.multiply %7436, %7207 : tensor<96x384xf32>
    %7438 = stablehlo.subtract %stages.0.blocks.2.fc1.w, %7437 : tensor<96x384xf32>
    %7439 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7440 = stablehlo.multiply %7439, %4254 : tensor<384xf32>
    %7441 = stablehlo.subtract %stages.0.blocks.2.fc1.b, %7440 : tensor<384xf32>
    %7442 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x96xf32>
    %7443 = stablehlo.multiply %7442, %7210 : tensor<384x96xf32>
    %7444 = stablehlo.subtract %stages.0.blocks.2.fc2.w, %7443 : tensor<384x96xf32>
    %7445 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7446 = stablehlo.multiply %7445, %4292 : tensor<96xf32>
    %7447 = stablehlo.subtract %stages.0.blocks.2.fc2.b, %7446 : tensor<96xf32>
    %7448 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7449 = stablehlo.multiply %7448, %4311 : tensor<96xf32>
    %7450 = stablehlo.subtract %stages.0.blocks.2.gamma, %7449 : tensor<96xf32>
    %7451 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7452 = stablehlo.multiply %7451, %4330 : tensor<96xf32>
    %7453 = stablehlo.subtract %stages.1.down.norm.g, %7452 : tensor<96xf32>
    %7454 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7455 = stablehlo.multiply %7454, %4349 : tensor<96xf32>
    %7456 = stablehlo.subtract %stages.1.down.norm.b, %7455 : tensor<96xf32>
    %7457 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x96x192xf32>
    %7458 = stablehlo.multiply %7457, %7213 : tensor<2x2x96x192xf32>
    %7459 = stablehlo.subtract %stages.1.down.conv.w, %7458 : tensor<2x2x96x192xf32>
    %7460 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7461 = stablehlo.multiply %7460, %4387 : tensor<192xf32>
    %7462 = stablehlo.subtract %stages.1.down.conv.b, %7461 : tensor<192xf32>
    %7463 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x192xf32>
    %7464 = stablehlo.multiply %7463, %7216 : tensor<7x7x1x192xf32>
    %7465 = stablehlo.subtract %stages.1.blocks.0.dwconv.w, %7464 : tensor<7x7x1x192xf32>
    %7466 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7467 = stablehlo.multiply %7466, %4425 : tensor<192xf32>
    %7468 = stablehlo.subtract %stages.1.blocks.0.dwconv.b, %7467 : tensor<192xf32>
    %7469 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7470 = stablehlo.multiply %7469, %4444 : tensor<192xf32>
    %7471 = stablehlo.subtract %stages.1.blocks.0.norm.g, %7470 : tensor<192xf32>
    %7472 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7473 = stablehlo.multiply %7472, %4463 : tensor<192xf32>
    %7474 = stablehlo.subtract %stages.1.blocks.0.norm.b, %7473 : tensor<192xf32>
    %7475 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %7476 = stablehlo.multiply %7475, %7219 : tensor<192x768xf32>
    %7477 = stablehlo.subtract %stages.1.blocks.0.fc1.w, %7476 : tensor<192x768xf32>
    %7478 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7479 = stablehlo.multiply %7478, %4501 : tensor<768xf32>
    %7480 = stablehlo.subtract %stages.1.blocks.0.fc1.b, %7479 : tensor<768xf32>
    %7481 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %7482 = stablehlo.multiply %7481, %7222 : tensor<768x192xf32>
    %7483 = stablehlo.subtract %stages.1.blocks.0.fc2.w, %7482 : tensor<768x192xf32>
    %7484 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7485 = stablehlo.multiply %7484, %4539 : tensor<192xf32>
    %7486 = stablehlo.subtract %stages.1.blocks.0.fc2.b, %7485 : tensor<192xf32>
    %7487 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7488 = stablehlo.multiply %7487, %4558 : tensor<192xf32>
    %7489 = stablehlo.subtract %stages.1.blocks.0.gamma, %7488 : tensor<192xf32>
    %7490 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x192xf32>
    %7491 = stablehlo.multiply %7490, %7225 : tensor<7x7x1x192xf32>
    %7492 = stablehlo.subtract %stages.1.blocks.1.dwconv.w, %7491 : tensor<7x7x1x192xf32>
    %7493 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7494 = stablehlo.multiply %7493, %4596 : tensor<192xf32>
    %7495 = stablehlo.subtract %stages.1.blocks.1.dwconv.b, %7494 : tensor<192xf32>
    %7496 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7497 = stablehlo.multiply %7496, %4615 : tensor<192xf32>
    %7498 = stablehlo.subtract %stages.1.blocks.1.norm.g, %7497 : tensor<192xf32>
    %7499 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7500 = stablehlo.multiply %7499, %4634 : tensor<192xf32>
    %7501 = stablehlo.subtract %stages.1.blocks.1.norm.b, %7500 : tensor<192xf32>
    %7502 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %7503 = stablehlo.multiply %7502, %7228 : tensor<192x768xf32>
    %7504 = stablehlo.subtract %stages.1.blocks.1.fc1.w, %7503 : tensor<192x768xf32>
    %7505 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7506 = stablehlo.multiply %7505, %4672 : tensor<768xf32>
    %7507 = stablehlo.subtract %stages.1.blocks.1.fc1.b, %7506 : tensor<768xf32>
    %7508 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %7509 = stablehlo.multiply %7508, %7231 : tensor<768x192xf32>
    %7510 = stablehlo.subtract %stages.1.blocks.1.fc2.w, %7509 : tensor<768x192xf32>
    %7511 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7512 = stablehlo.multiply %7511, %4710 : tensor<192xf32>
    %7513 = stablehlo.subtract %stages.1.blocks.1.fc2.b, %7512 : tensor<192xf32>
    %7514 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7515 = stablehlo.multiply %7514, %4729 : tensor<192xf32>
    %7516 = stablehlo.subtract %stages.1.blocks.1.gamma, %7515 : tensor<192xf32>
    %7517 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x192xf32>
    %7518 = stablehlo.multiply %7517, %7234 : tensor<7x7x1x192xf32>
    %7519 = stablehlo.subtract %stages.1.blocks.2.dwconv.w, %7518 : tensor<7x7x1x192xf32>
    %7520 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7521 = stablehlo.multiply %7520, %4767 : tensor<192xf32>
    %7522 = stablehlo.subtract %stages.1.blocks.2.dwconv.b, %7521 : tensor<192xf32>
    %7523 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7524 = stablehlo.multiply %7523, %4786 : tensor<192xf32>
    %7525 = stablehlo.subtract %stages.1.blocks.2.norm.g, %7524 : tensor<192xf32>
    %7526 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7527 = stablehlo.multiply %7526, %4805 : tensor<192xf32>
    %7528 = stablehlo.subtract %stages.1.blocks.2.norm.b, %7527 : tensor<192xf32>
    %7529 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %7530 = stablehlo.multiply %7529, %7237 : tensor<192x768xf32>
    %7531 = stablehlo.subtract %stages.1.blocks.2.fc1.w, %7530 : tensor<192x768xf32>
    %7532 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7533 = stablehlo.multiply %7532, %4843 : tensor<768xf32>
    %7534 = stablehlo.subtract %stages.1.blocks.2.fc1.b, %7533 : tensor<768xf32>
    %7535 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %7536 = stablehlo.multiply %7535, %7240 : tensor<768x192xf32>
    %7537 = stablehlo.subtract %stages.1.blocks.2.fc2.w, %7536 : tensor<768x192xf32>
    %7538 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7539 = stablehlo.multiply %7538, %4881 : tensor<192xf32>
    %7540 = stablehlo.subtract %stages.1.blocks.2.fc2.b, %7539 : tensor<192xf32>
    %7541 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7542 = stablehlo.multiply %7541, %4900 : tensor<192xf32>
    %7543 = stablehlo.subtract %stages.1.blocks.2.gamma, %7542 : tensor<192xf32>
    %7544 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7545 = stablehlo.multiply %7544, %4919 : tensor<192xf32>
    %7546 = stablehlo.subtract %stages.2.down.norm.g, %7545 : tensor<192xf32>
    %7547 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7548 = stablehlo.multiply %7547, %4938 : tensor<192xf32>
    %7549 = stablehlo.subtract %stages.2.down.norm.b, %7548 : tensor<192xf32>
    %7550 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x192x384xf32>
    %7551 = stablehlo.multiply %7550, %7243 : tensor<2x2x192x384xf32>
    %7552 = stablehlo.subtract %stages.2.down.conv.w, %7551 : tensor<2x2x192x384xf32>
    %7553 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7554 = stablehlo.multiply %7553, %4976 : tensor<384xf32>
    %7555 = stablehlo.subtract %stages.2.down.conv.b, %7554 : tensor<384xf32>
    %7556 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %7557 = stablehlo.multiply %7556, %7246 : tensor<7x7x1x384xf32>
    %7558 = stablehlo.subtract %stages.2.blocks.0.dwconv.w, %7557 : tensor<7x7x1x384xf32>
    %7559 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7560 = stablehlo.multiply %7559, %5014 : tensor<384xf32>
    %7561 = stablehlo.subtract %stages.2.blocks.0.dwconv.b, %7560 : tensor<384xf32>
    %7562 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7563 = stablehlo.multiply %7562, %5033 : tensor<384xf32>
    %7564 = stablehlo.subtract %stages.2.blocks.0.norm.g, %7563 : tensor<384xf32>
    %7565 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7566 = stablehlo.multiply %7565, %5052 : tensor<384xf32>
    %7567 = stablehlo.subtract %stages.2.blocks.0.norm.b, %7566 : tensor<384xf32>
    %7568 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %7569 = stablehlo.multiply %7568, %7249 : tensor<384x1536xf32>
    %7570 = stablehlo.subtract %stages.2.blocks.0.fc1.w, %7569 : tensor<384x1536xf32>
    %7571 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %7572 = stablehlo.multiply %7571, %5090 : tensor<1536xf32>
    %7573 = stablehlo.subtract %stages.2.blocks.0.fc1.b, %7572 : tensor<1536xf32>
    %7574 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %7575 = stablehlo.multiply %7574, %7252 : tensor<1536x384xf32>
    %7576 = stablehlo.subtract %stages.2.blocks.0.fc2.w, %7575 : tensor<1536x384xf32>
    %7577 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7578 = stablehlo.multiply %7577, %5128 : tensor<384xf32>
    %7579 = stablehlo.subtract %stages.2.blocks.0.fc2.b, %7578 : tensor<384xf32>
    %7580 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7581 = stablehlo.multiply %7580, %5147 : tensor<384xf32>
    %7582 = stablehlo.subtract %stages.2.blocks.0.gamma, %7581 : tensor<384xf32>
    %7583 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %7584 = stablehlo.multiply %7583, %7255 : tensor<7x7x1x384xf32>
    %7585 = stablehlo.subtract %stages.2.blocks.1.dwconv.w, %7584 : tensor<7x7x1x384xf32>
    %7586 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7587 = stablehlo.multiply %7586, %5185 : tensor<384xf32>
    %7588 = stablehlo.subtract %stages.2.blocks.1.dwconv.b, %7587 : tensor<384xf32>
    %7589 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7590 = stablehlo.multiply %7589, %5204 : tensor<384xf32>
    %7591 = stablehlo.subtract %stages.2.blocks.1.norm.g, %7590 : tensor<384xf32>
    %7592 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7593 = stablehlo.multiply %7592, %5223 : tensor<384xf32>
    %7594 = stablehlo.subtract %stages.2.blocks.1.norm.b, %7593 : tensor<384xf32>
    %7595 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %7596 = stablehlo.multiply %7595, %7258 : tensor<384x1536xf32>
    %7597 = stablehlo.subtract %stages.2.blocks.1.fc1.w, %7596 : tensor<384x1536xf32>
    %7598 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %7599 = stablehlo.multiply %7598, %5261 : tensor<1536xf32>
    %7600 = stablehlo.subtract %stages.2.blocks.1.fc1.b, %7599 : tensor<1536xf32>
    %7601 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %7602 = stablehlo.multiply %7601, %7261 : tensor<1536x384xf32>
    %7603 = stablehlo.subtract %stages.2.blocks.1.fc2.w, %7602 : tensor<1536x384xf32>
    %7604 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7605 = stablehlo.multiply %7604, %5299 : tensor<384xf32>
    %7606 = stablehlo.subtract %stages.2.blocks.1.fc2.b, %7605 : tensor<384xf32>
    %7607 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7608 = stablehlo.multiply %7607, %5318 : tensor<384xf32>
    %7609 = stablehlo.subtract %stages.2.blocks.1.gamma, %7608 : tensor<384xf32>
    %7610 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %7611 = stablehlo.multiply %7610, %7264 : tensor<7x7x1x384xf32>
    %7612 = stablehlo.subtract %stages.2.blocks.2.dwconv.w, %7611 : tensor<7x7x1x384xf32>
    %7613 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7614 = stablehlo.multiply %7613, %5356 : tensor<384xf32>
    %7615 = stablehlo.subtract %stages.2.blocks.2.dwconv.b, %7614 : tensor<384xf32>
    %7616 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7617 = stablehlo.multiply %7616, %5375 : tensor<384xf32>
    %7618 = stablehlo.subtract %stages.2.blocks.2.norm.g, %7617 : tensor<384xf32>
    %7619 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7620 = stablehlo.multiply %7619, %5394 : tensor<384xf32>
    %7621 = stablehlo.subtract %stages.2.blocks.2.norm.b, %7620 : tensor<384xf32>
    %7622 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %7623 = stablehlo.multiply %7622, %7267 : tensor<384x1536xf32>
    %7624 = stablehlo.subtract %stages.2.blocks.2.fc1.w, %7623 : tensor<384x1536xf32>
    %7625 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %7626 = stablehlo.multiply %7625, %5432 : tensor<1536xf32>
    %7627 = stablehlo.subtract %stages.2.blocks.2.fc1.b, %7626 : tensor<1536xf32>
    %7628 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %7629 = stablehlo.multiply %7628, %7270 : tensor<1536x384xf32>
    %7630 = stablehlo.subtract %stages.2.blocks.2.fc2.w, %7629 : tensor<1536x384xf32>
    %7631 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7632 = stablehlo.multiply %7631, %5470 : tensor<384xf32>
    %7633 = stablehlo.subtract %stages.2.blocks.2.fc2.b, %7632 : tensor<384xf32>
    %7634 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7635 = stablehlo.multiply %7634, %5489 : tensor<384xf32>
    %7636 = stablehlo.subtract %stages.2.blocks.2.gamma, %7635 : tensor<384xf32>
    %7637 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %7638 = stablehlo.multiply %7637, %7273 : tensor<7x7x1x384xf32>
    %7639 = stablehlo.subtract %stages.2.blocks.3.dwconv.w, %7638 : tensor<7x7x1x384xf32>
    %7640 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7641 = stablehlo.multiply %7640, %5527 : tensor<384xf32>
    %7642 = stablehlo.subtract %stages.2.blocks.3.dwconv.b, %7641 : tensor<384xf32>
    %7643 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7644 = stablehlo.multiply %7643, %5546 : tensor<384xf32>
    %7645 = stablehlo.subtract %stages.2.blocks.3.norm.g, %7644 : tensor<384xf32>
    %7646 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7647 = stablehlo.multiply %7646, %5565 : tensor<384xf32>
    %7648 = stablehlo.subtract %stages.2.blocks.3.norm.b, %7647 : tensor<384xf32>
    %7649 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %7650 = stablehlo.multiply %7649, %7276 : tensor<384x1536xf32>
    %7651 = stablehlo.subtract %stages.2.blocks.3.fc1.w, %7650 : tensor<384x1536xf32>
    %7652 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %7653 = stablehlo.multiply %7652, %5603 : tensor<1536xf32>
    %7654 = stablehlo.subtract %stages.2.blocks.3.fc1.b, %7653 : tensor<1536xf32>
    %7655 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %7656 = stablehlo.multiply %7655, %7279 : tensor<1536x384xf32>
    %7657 = stablehlo.subtract %stages.2.blocks.3.fc2.w, %7656 : tensor<1536x384xf32>
    %7658 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7659 = stablehlo.multiply %7658, %5641 : tensor<384xf32>
    %7660 = stablehlo.subtract %stages.2.blocks.3.fc2.b, %7659 : tensor<384xf32>
    %7661 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7662 = stablehlo.multiply %7661, %5660 : tensor<384xf32>
    %7663 = stablehlo.subtract %stages.2.blocks.3.gamma, %7662 : tensor<384xf32>
    %7664 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %7665 = stablehlo.multiply %7664, %7282 : tensor<7x7x1x384xf32>
    %7666 = stablehlo.subtract %stages.2.blocks.4.dwconv.w, %7665 : tensor<7x7x1x384xf32>
    %7667 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7668 = stablehlo.multiply %7667, %5698 : tensor<384xf32>
    %7669 = stablehlo.subtract %stages.2.blocks.4.dwconv.b, %7668 : tensor<384xf32>
    %7670 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7671 = stablehlo.multiply %7670, %5717 : tensor<384xf32>
    %7672 = stablehlo.subtract %stages.2.blocks.4.norm.g, %7671 : tensor<384xf32>
    %7673 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7674 = stablehlo.multiply %7673, %5736 : tensor<384xf32>
    %7675 = stablehlo.subtract %stages.2.blocks.4.norm.b, %7674 : tensor<384xf32>
    %7676 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %7677 = stablehlo.multiply %7676, %7285 : tensor<384x1536xf32>
    %7678 = stablehlo.subtract %stages.2.blocks.4.fc1.w, %7677 : tensor<384x1536xf32>
    %7679 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %7680 = stablehlo.multiply %7679, %5774 : tensor<1536xf32>
    %7681 = stablehlo.subtract %stages.2.blocks.4.fc1.b, %7680 : tensor<1536xf32>
    %7682 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %7683 = stablehlo.multiply %7682, %7288 : tensor<1536x384xf32>
    %7684 = stablehlo.subtract %stages.2.blocks.4.fc2.w, %7683 : tensor<1536x384xf32>
    %7685 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7686 = stablehlo.multiply %7685, %5812 : tensor<384xf32>
    %7687 = stablehlo.subtract %stages.2.blocks.4.fc2.b, %7686 : tensor<384xf32>
    %7688 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7689 = stablehlo.multiply %7688, %5831 : tensor<384xf32>
    %7690 = stablehlo.subtract %stages.2.blocks.4.gamma, %7689 : tensor<384xf32>
    %7691 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %7692 = stablehlo.multiply %7691, %7291 : tensor<7x7x1x384xf32>
    %7693 = stablehlo.subtract %stages.2.blocks.5.dwconv.w, %7692 : tensor<7x7x1x384xf32>
    %7694 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7695 = stablehlo.multiply %7694, %5869 : tensor<384xf32>
    %7696 = stablehlo.subtract %stages.2.blocks.5.dwconv.b, %7695 : tensor<384xf32>
    %7697 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7698 = stablehlo.multiply %7697, %5888 : tensor<384xf32>
    %7699 = stablehlo.subtract %stages.2.blocks.5.norm.g, %7698 : tensor<384xf32>
    %7700 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7701 = stablehlo.multiply %7700, %5907 : tensor<384xf32>
    %7702 = stablehlo.subtract %stages.2.blocks.5.norm.b, %7701 : tensor<384xf32>
    %7703 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %7704 = stablehlo.multiply %7703, %7294 : tensor<384x1536xf32>
    %7705 = stablehlo.subtract %stages.2.blocks.5.fc1.w, %7704 : tensor<384x1536xf32>
    %7706 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %7707 = stablehlo.multiply %7706, %5945 : tensor<1536xf32>
    %7708 = stablehlo.subtract %stages.2.blocks.5.fc1.b, %7707 : tensor<1536xf32>
    %7709 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %7710 = stablehlo.multiply %7709, %7297 : tensor<1536x384xf32>
    %7711 = stablehlo.subtract %stages.2.blocks.5.fc2.w, %7710 : tensor<1536x384xf32>
    %7712 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7713 = stablehlo.multiply %7712, %5983 : tensor<384xf32>
    %7714 = stablehlo.subtract %stages.2.blocks.5.fc2.b, %7713 : tensor<384xf32>
    %7715 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7716 = stablehlo.multiply %7715, %6002 : tensor<384xf32>
    %7717 = stablehlo.subtract %stages.2.blocks.5.gamma, %7716 : tensor<384xf32>
    %7718 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %7719 = stablehlo.multiply %7718, %7300 : tensor<7x7x1x384xf32>
    %7720 = stablehlo.subtract %stages.2.blocks.6.dwconv.w, %7719 : tensor<7x7x1x384xf32>
    %7721 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7722 = stablehlo.multiply %7721, %6040 : tensor<384xf32>
    %7723 = stablehlo.subtract %stages.2.blocks.6.dwconv.b, %7722 : tensor<384xf32>
    %7724 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7725 = stablehlo.multiply %7724, %6059 : tensor<384xf32>
    %7726 = stablehlo.subtract %stages.2.blocks.6.norm.g, %7725 : tensor<384xf32>
    %7727 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7728 = stablehlo.multiply %7727, %6078 : tensor<384xf32>
    %7729 = stablehlo.subtract %stages.2.blocks.6.norm.b, %7728 : tensor<384xf32>
    %7730 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %7731 = stablehlo.multiply %7730, %7303 : tensor<384x1536xf32>
    %7732 = stablehlo.subtract %stages.2.blocks.6.fc1.w, %7731 : tensor<384x1536xf32>
    %7733 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %7734 = stablehlo.multiply %7733, %6116 : tensor<1536xf32>
    %7735 = stablehlo.subtract %stages.2.blocks.6.fc1.b, %7734 : tensor<1536xf32>
    %7736 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %7737 = stablehlo.multiply %7736, %7306 : tensor<1536x384xf32>
    %7738 = stablehlo.subtract %stages.2.blocks.6.fc2.w, %7737 : tensor<1536x384xf32>
    %7739 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7740 = stablehlo.multiply %7739, %6154 : tensor<384xf32>
    %7741 = stablehlo.subtract %stages.2.blocks.6.fc2.b, %7740 : tensor<384xf32>
    %7742 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7743 = stablehlo.multiply %7742, %6173 : tensor<384xf32>
    %7744 = stablehlo.subtract %stages.2.blocks.6.gamma, %7743 : tensor<384xf32>
    %7745 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %7746 = stablehlo.multiply %7745, %7309 : tensor<7x7x1x384xf32>
    %7747 = stablehlo.subtract %stages.2.blocks.7.dwconv.w, %7746 : tensor<7x7x1x384xf32>
    %7748 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7749 = stablehlo.multiply %7748, %6211 : tensor<384xf32>
    %7750 = stablehlo.subtract %stages.2.blocks.7.dwconv.b, %7749 : tensor<384xf32>
    %7751 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7752 = stablehlo.multiply %7751, %6230 : tensor<384xf32>
    %7753 = stablehlo.subtract %stages.2.blocks.7.norm.g, %7752 : tensor<384xf32>
    %7754 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7755 = stablehlo.multiply %7754, %6249 : tensor<384xf32>
    %7756 = stablehlo.subtract %stages.2.blocks.7.norm.b, %7755 : tensor<384xf32>
    %7757 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %7758 = stablehlo.multiply %7757, %7312 : tensor<384x1536xf32>
    %7759 = stablehlo.subtract %stages.2.blocks.7.fc1.w, %7758 : tensor<384x1536xf32>
    %7760 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %7761 = stablehlo.multiply %7760, %6287 : tensor<1536xf32>
    %7762 = stablehlo.subtract %stages.2.blocks.7.fc1.b, %7761 : tensor<1536xf32>
    %7763 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %7764 = stablehlo.multiply %7763, %7315 : tensor<1536x384xf32>
    %7765 = stablehlo.subtract %stages.2.blocks.7.fc2.w, %7764 : tensor<1536x384xf32>
    %7766 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7767 = stablehlo.multiply %7766, %6325 : tensor<384xf32>
    %7768 = stablehlo.subtract %stages.2.blocks.7.fc2.b, %7767 : tensor<384xf32>
    %7769 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7770 = stablehlo.multiply %7769, %6344 : tensor<384xf32>
    %7771 = stablehlo.subtract %stages.2.blocks.7.gamma, %7770 : tensor<384xf32>
    %7772 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %7773 = stablehlo.multiply %7772, %7318 : tensor<7x7x1x384xf32>
    %7774 = stablehlo.subtract %stages.2.blocks.8.dwconv.w, %7773 : tensor<7x7x1x384xf32>
    %7775 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7776 = stablehlo.multiply %7775, %6382 : tensor<384xf32>
    %7777 = stablehlo.subtract %stages.2.blocks.8.dwconv.b, %7776 : tensor<384xf32>
    %7778 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7779 = stablehlo.multiply %7778, %6401 : tensor<384xf32>
    %7780 = stablehlo.subtract %stages.2.blocks.8.norm.g, %7779 : tensor<384xf32>
    %7781 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7782 = stablehlo.multiply %7781, %6420 : tensor<384xf32>
    %7783 = stablehlo.subtract %stages.2.blocks.8.norm.b, %7782 : tensor<384xf32>
    %7784 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %7785 = stablehlo.multiply %7784, %7321 : tensor<384x1536xf32>
    %7786 = stablehlo.subtract %stages.2.blocks.8.fc1.w, %7785 : tensor<384x1536xf32>
    %7787 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %7788 = stablehlo.multiply %7787, %6458 : tensor<1536xf32>
    %7789 = stablehlo.subtract %stages.2.blocks.8.fc1.b, %7788 : tensor<1536xf32>
    %7790 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %7791 = stablehlo.multiply %7790, %7324 : tensor<1536x384xf32>
    %7792 = stablehlo.subtract %stages.2.blocks.8.fc2.w, %7791 : tensor<1536x384xf32>
    %7793 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7794 = stablehlo.multiply %7793, %6496 : tensor<384xf32>
    %7795 = stablehlo.subtract %stages.2.blocks.8.fc2.b, %7794 : tensor<384xf32>
    %7796 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7797 = stablehlo.multiply %7796, %6515 : tensor<384xf32>
    %7798 = stablehlo.subtract %stages.2.blocks.8.gamma, %7797 : tensor<384xf32>
    %7799 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7800 = stablehlo.multiply %7799, %6534 : tensor<384xf32>
    %7801 = stablehlo.subtract %stages.3.down.norm.g, %7800 : tensor<384xf32>
    %7802 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7803 = stablehlo.multiply %7802, %6553 : tensor<384xf32>
    %7804 = stablehlo.subtract %stages.3.down.norm.b, %7803 : tensor<384xf32>
    %7805 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x384x768xf32>
    %7806 = stablehlo.multiply %7805, %7327 : tensor<2x2x384x768xf32>
    %7807 = stablehlo.subtract %stages.3.down.conv.w, %7806 : tensor<2x2x384x768xf32>
    %7808 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7809 = stablehlo.multiply %7808, %6591 : tensor<768xf32>
    %7810 = stablehlo.subtract %stages.3.down.conv.b, %7809 : tensor<768xf32>
    %7811 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x768xf32>
    %7812 = stablehlo.multiply %7811, %7330 : tensor<7x7x1x768xf32>
    %7813 = stablehlo.subtract %stages.3.blocks.0.dwconv.w, %7812 : tensor<7x7x1x768xf32>
    %7814 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7815 = stablehlo.multiply %7814, %6629 : tensor<768xf32>
    %7816 = stablehlo.subtract %stages.3.blocks.0.dwconv.b, %7815 : tensor<768xf32>
    %7817 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7818 = stablehlo.multiply %7817, %6648 : tensor<768xf32>
    %7819 = stablehlo.subtract %stages.3.blocks.0.norm.g, %7818 : tensor<768xf32>
    %7820 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7821 = stablehlo.multiply %7820, %6667 : tensor<768xf32>
    %7822 = stablehlo.subtract %stages.3.blocks.0.norm.b, %7821 : tensor<768xf32>
    %7823 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x3072xf32>
    %7824 = stablehlo.multiply %7823, %7333 : tensor<768x3072xf32>
    %7825 = stablehlo.subtract %stages.3.blocks.0.fc1.w, %7824 : tensor<768x3072xf32>
    %7826 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072xf32>
    %7827 = stablehlo.multiply %7826, %6705 : tensor<3072xf32>
    %7828 = stablehlo.subtract %stages.3.blocks.0.fc1.b, %7827 : tensor<3072xf32>
    %7829 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072x768xf32>
    %7830 = stablehlo.multiply %7829, %7336 : tensor<3072x768xf32>
    %7831 = stablehlo.subtract %stages.3.blocks.0.fc2.w, %7830 : tensor<3072x768xf32>
    %7832 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7833 = stablehlo.multiply %7832, %6743 : tensor<768xf32>
    %7834 = stablehlo.subtract %stages.3.blocks.0.fc2.b, %7833 : tensor<768xf32>
    %7835 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7836 = stablehlo.multiply %7835, %6762 : tensor<768xf32>
    %7837 = stablehlo.subtract %stages.3.blocks.0.gamma, %7836 : tensor<768xf32>
    %7838 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x768xf32>
    %7839 = stablehlo.multiply %7838, %7339 : tensor<7x7x1x768xf32>
    %7840 = stablehlo.subtract %stages.3.blocks.1.dwconv.w, %7839 : tensor<7x7x1x768xf32>
    %7841 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7842 = stablehlo.multiply %7841, %6800 : tensor<768xf32>
    %7843 = stablehlo.subtract %stages.3.blocks.1.dwconv.b, %7842 : tensor<768xf32>
    %7844 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7845 = stablehlo.multiply %7844, %6819 : tensor<768xf32>
    %7846 = stablehlo.subtract %stages.3.blocks.1.norm.g, %7845 : tensor<768xf32>
    %7847 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7848 = stablehlo.multiply %7847, %6838 : tensor<768xf32>
    %7849 = stablehlo.subtract %stages.3.blocks.1.norm.b, %7848 : tensor<768xf32>
    %7850 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x3072xf32>
    %7851 = stablehlo.multiply %7850, %7342 : tensor<768x3072xf32>
    %7852 = stablehlo.subtract %stages.3.blocks.1.fc1.w, %7851 : tensor<768x3072xf32>
    %7853 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072xf32>
    %7854 = stablehlo.multiply %7853, %6876 : tensor<3072xf32>
    %7855 = stablehlo.subtract %stages.3.blocks.1.fc1.b, %7854 : tensor<3072xf32>
    %7856 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072x768xf32>
    %7857 = stablehlo.multiply %7856, %7345 : tensor<3072x768xf32>
    %7858 = stablehlo.subtract %stages.3.blocks.1.fc2.w, %7857 : tensor<3072x768xf32>
    %7859 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7860 = stablehlo.multiply %7859, %6914 : tensor<768xf32>
    %7861 = stablehlo.subtract %stages.3.blocks.1.fc2.b, %7860 : tensor<768xf32>
    %7862 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7863 = stablehlo.multiply %7862, %6933 : tensor<768xf32>
    %7864 = stablehlo.subtract %stages.3.blocks.1.gamma, %7863 : tensor<768xf32>
    %7865 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x768xf32>
    %7866 = stablehlo.multiply %7865, %7348 : tensor<7x7x1x768xf32>
    %7867 = stablehlo.subtract %stages.3.blocks.2.dwconv.w, %7866 : tensor<7x7x1x768xf32>
    %7868 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7869 = stablehlo.multiply %7868, %6971 : tensor<768xf32>
    %7870 = stablehlo.subtract %stages.3.blocks.2.dwconv.b, %7869 : tensor<768xf32>
    %7871 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7872 = stablehlo.multiply %7871, %6990 : tensor<768xf32>
    %7873 = stablehlo.subtract %stages.3.blocks.2.norm.g, %7872 : tensor<768xf32>
    %7874 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7875 = stablehlo.multiply %7874, %7009 : tensor<768xf32>
    %7876 = stablehlo.subtract %stages.3.blocks.2.norm.b, %7875 : tensor<768xf32>
    %7877 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x3072xf32>
    %7878 = stablehlo.multiply %7877, %7351 : tensor<768x3072xf32>
    %7879 = stablehlo.subtract %stages.3.blocks.2.fc1.w, %7878 : tensor<768x3072xf32>
    %7880 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072xf32>
    %7881 = stablehlo.multiply %7880, %7047 : tensor<3072xf32>
    %7882 = stablehlo.subtract %stages.3.blocks.2.fc1.b, %7881 : tensor<3072xf32>
    %7883 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072x768xf32>
    %7884 = stablehlo.multiply %7883, %7354 : tensor<3072x768xf32>
    %7885 = stablehlo.subtract %stages.3.blocks.2.fc2.w, %7884 : tensor<3072x768xf32>
    %7886 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7887 = stablehlo.multiply %7886, %7085 : tensor<768xf32>
    %7888 = stablehlo.subtract %stages.3.blocks.2.fc2.b, %7887 : tensor<768xf32>
    %7889 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7890 = stablehlo.multiply %7889, %7104 : tensor<768xf32>
    %7891 = stablehlo.subtract %stages.3.blocks.2.gamma, %7890 : tensor<768xf32>
    %7892 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7893 = stablehlo.multiply %7892, %7123 : tensor<768xf32>
    %7894 = stablehlo.subtract %head.norm.g, %7893 : tensor<768xf32>
    %7895 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7896 = stablehlo.multiply %7895, %7142 : tensor<768xf32>
    %7897 = stablehlo.subtract %head.norm.b, %7896 : tensor<768xf32>
    %7898 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x1000xf32>
    %7899 = stablehlo.multiply %7898, %7357 : tensor<768x1000xf32>
    %7900 = stablehlo.subtract %head.fc.w, %7899 : tensor<768x1000xf32>
    %7901 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1000xf32>
    %7902 = stablehlo.multiply %7901, %7180 : tensor<1000xf32>
    %7903 = stablehlo.subtract %head.fc.b, %7902 : tensor<1000xf32>
    "func.return"(%7360, %7363, %7366, %7369, %7372, %7375, %7378, %7381, %7384, %7387, %7390, %7393, %7396, %7399, %7402, %7405, %7408, %7411, %7414, %7417, %7420, %7423, %7426, %7429, %7432, %7435, %7438, %7441, %7444, %7447, %7450, %7453, %7456, %7459, %7462, %7465, %7468, %7471, %7474, %7477, %7480, %7483, %7486, %7489, %7492, %7495, %7498, %7501, %7504, %7507, %7510, %7513, %7516, %7519, %7522, %7525, %7528, %7531, %7534, %7537, %7540, %7543, %7546, %7549, %7552, %7555, %7558, %7561, %7564, %7567, %7570, %7573, %7576, %7579, %7582, %7585, %7588, %7591, %7594, %7597, %7600, %7603, %7606, %7609, %7612, %7615, %7618, %7621, %7624, %7627, %7630, %7633, %7636, %7639, %7642, %7645, %7648, %7651, %7654, %7657, %7660, %7663, %7666, %7669, %7672, %7675, %7678, %7681, %7684, %7687, %7690, %7693, %7696, %7699, %7702, %7705, %7708, %7711, %7714, %7717, %7720, %7723, %7726, %7729, %7732, %7735, %7738, %7741, %7744, %7747, %7750, %7753, %7756, %7759, %7762, %7765, %7768, %7771, %7774, %7777, %7780, %7783, %7786, %7789, %7792, %7795, %7798, %7801, %7804, %7807, %7810, %7813, %7816, %7819, %7822, %7825, %7828, %7831, %7834, %7837, %7840, %7843, %7846, %7849, %7852, %7855, %7858, %7861, %7864, %7867, %7870, %7873, %7876, %7879, %7882, %7885, %7888, %7891, %7894, %7897, %7900, %7903, %3727, %3746, %3765, %3784, %3803, %3822, %3841, %3860, %3879, %3898, %3917, %3936, %3955, %3974, %3993, %4012, %4031, %4050, %4069, %4088, %4107, %4126, %4145, %4164, %4183, %4202, %4221, %4240, %4259, %4278, %4297, %4316, %4335, %4354, %4373, %4392, %4411, %4430, %4449, %4468, %4487, %4506, %4525, %4544, %4563, %4582, %4601, %4620, %4639, %4658, %4677, %4696, %4715, %4734, %4753, %4772, %4791, %4810, %4829, %4848, %4867, %4886, %4905, %4924, %4943, %4962, %4981, %5000, %5019, %5038, %5057, %5076, %5095, %5114, %5133, %5152, %5171, %5190, %5209, %5228, %5247, %5266, %5285, %5304, %5323, %5342, %5361, %5380, %5399, %5418, %5437, %5456, %5475, %5494, %5513, %5532, %5551, %5570, %5589, %5608, %5627, %5646, %5665, %5684, %5703, %5722, %5741, %5760, %5779, %5798, %5817, %5836, %5855, %5874, %5893, %5912, %5931, %5950, %5969, %5988, %6007, %6026, %6045, %6064, %6083, %6102, %6121, %6140, %6159, %6178, %6197, %6216, %6235, %6254, %6273, %6292, %6311, %6330, %6349, %6368, %6387, %6406, %6425, %6444, %6463, %6482, %6501, %6520, %6539, %6558, %6577, %6596, %6615, %6634, %6653, %6672, %6691, %6710, %6729, %6748, %6767, %6786, %6805, %6824, %6843, %6862, %6881, %6900, %6919, %6938, %6957, %6976, %6995, %7014, %7033, %7052, %7071, %7090, %7109, %7128, %7147, %7166, %3733, %3752, %3771, %3790, %3809, %3828, %3847, %3866, %3885, %3904, %3923, %3942, %3961, %3980, %3999, %4018, %4037, %4056, %4075, %4094, %4113, %4132, %4151, %4170, %4189, %4208, %4227, %4246, %4265, %4284, %4303, %4322, %4341, %4360, %4379, %4398, %4417, %4436, %4455, %4474, %4493, %4512, %4531, %4550, %4569, %4588, %4607, %4626, %4645, %4664, %4683, %4702, %4721, %4740, %4759, %4778, %4797, %4816, %4835, %4854, %4873, %4892, %4911, %4930, %4949, %4968, %4987, %5006, %5025, %5044, %5063, %5082, %5101, %5120, %5139, %5158, %5177, %5196, %5215, %5234, %5253, %5272, %5291, %5310, %5329, %5348, %5367, %5386, %5405, %5424, %5443, %5462, %5481, %5500, %5519, %5538, %5557, %5576, %5595, %5614, %5633, %5652, %5671, %5690, %5709, %5728, %5747, %5766, %5785, %5804, %5823, %5842, %5861, %5880, %5899, %5918, %5937, %5956, %5975, %5994, %6013, %6032, %6051, %6070, %6089, %6108, %6127, %6146, %6165, %6184, %6203, %6222, %6241, %6260, %6279, %6298, %6317, %6336, %6355, %6374, %6393, %6412, %6431, %6450, %6469, %6488, %6507, %6526, %6545, %6564, %6583, %6602, %6621, %6640, %6659, %6678, %6697, %6716, %6735, %6754, %6773, %6792, %6811, %6830, %6849, %6868, %6887, %6906, %6925, %6944, %6963, %6982, %7001, %7020, %7039, %7058, %7077, %7096, %7115, %7134, %7153, %7172, %908, %2810) : (tensor<4x4x3x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<7x7x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x384xf32>, tensor<384xf32>, tensor<384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<7x7x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x384xf32>, tensor<384xf32>, tensor<384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<7x7x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x384xf32>, tensor<384xf32>, tensor<384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<2x2x96x192xf32>, tensor<192xf32>, tensor<7x7x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<7x7x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<7x7x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<2x2x192x384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<2x2x384x768xf32>, tensor<768xf32>, tensor<7x7x1x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<7x7x1x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<7x7x1x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x1000xf32>, tensor<1000xf32>, tensor<4x4x3x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<7x7x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x384xf32>, tensor<384xf32>, tensor<384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<7x7x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x384xf32>, tensor<384xf32>, tensor<384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<7x7x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x384xf32>, tensor<384xf32>, tensor<384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<2x2x96x192xf32>, tensor<192xf32>, tensor<7x7x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<7x7x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<7x7x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<2x2x192x384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<2x2x384x768xf32>, tensor<768xf32>, tensor<7x7x1x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<7x7x1x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<7x7x1x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x1000xf32>, tensor<1000xf32>, tensor<4x4x3x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<7x7x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x384xf32>, tensor<384xf32>, tensor<384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<7x7x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x384xf32>, tensor<384xf32>, tensor<384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<7x7x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x384xf32>, tensor<384xf32>, tensor<384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<2x2x96x192xf32>, tensor<192xf32>, tensor<7x7x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<7x7x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<7x7x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<2x2x192x384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<2x2x384x768xf32>, tensor<768xf32>, tensor<7x7x1x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<7x7x1x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<7x7x1x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x1000xf32>, tensor<1000xf32>, tensor<f32>, tensor<f32>) -> ()
  }
}

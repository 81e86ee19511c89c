// hlocert 0.1.0 render: convnext_T-c1000-i224-b64x1-adamw+wx+clip1.0+drop+pmm
// model: ConvNeXt-T  classes: 1000  image: 224  batch per replica: 64  replicas: 1
// variant: adamw+wx+clip1.0+drop+pmm  gelu: erf
// lowerings: depthwise convolution (the default on iree-cpu, xla-gpu, iree-gpu); patchify dot_general (the default on iree-cpu)
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
// content sha256: bd2cf15782379792816cb7831b9512b94e93389cf0032ca88595dd5d5d4db2f2
module @convnext_T_c1000_i224_b64x1_adamw_wx_clip1_0_drop_pmm {
  func.func public @main(%x: tensor<64x224x224x3xf32>, %stem.conv.w: tensor<4x4x3x96xf32> {tf.aliasing_output = 0 : i32}, %stem.conv.b: tensor<96xf32> {tf.aliasing_output = 1 : i32}, %stem.norm.g: tensor<96xf32> {tf.aliasing_output = 2 : i32}, %stem.norm.b: tensor<96xf32> {tf.aliasing_output = 3 : i32}, %stages.0.blocks.0.dwconv.w: tensor<7x7x1x96xf32> {tf.aliasing_output = 4 : i32}, %stages.0.blocks.0.dwconv.b: tensor<96xf32> {tf.aliasing_output = 5 : i32}, %stages.0.blocks.0.norm.g: tensor<96xf32> {tf.aliasing_output = 6 : i32}, %stages.0.blocks.0.norm.b: tensor<96xf32> {tf.aliasing_output = 7 : i32}, %stages.0.blocks.0.fc1.w: tensor<96x384xf32> {tf.aliasing_output = 8 : i32}, %stages.0.blocks.0.fc1.b: tensor<384xf32> {tf.aliasing_output = 9 : i32}, %stages.0.blocks.0.fc2.w: tensor<384x96xf32> {tf.aliasing_output = 10 : i32}, %stages.0.blocks.0.fc2.b: tensor<96xf32> {tf.aliasing_output = 11 : i32}, %stages.0.blocks.0.gamma: tensor<96xf32> {tf.aliasing_output = 12 : i32}, %stages.0.blocks.1.dwconv.w: tensor<7x7x1x96xf32> {tf.aliasing_output = 13 : i32}, %stages.0.blocks.1.dwconv.b: tensor<96xf32> {tf.aliasing_output = 14 : i32}, %stages.0.blocks.1.norm.g: tensor<96xf32> {tf.aliasing_output = 15 : i32}, %stages.0.blocks.1.norm.b: tensor<96xf32> {tf.aliasing_output = 16 : i32}, %stages.0.blocks.1.fc1.w: tensor<96x384xf32> {tf.aliasing_output = 17 : i32}, %stages.0.blocks.1.fc1.b: tensor<384xf32> {tf.aliasing_output = 18 : i32}, %stages.0.blocks.1.fc2.w: tensor<384x96xf32> {tf.aliasing_output = 19 : i32}, %stages.0.blocks.1.fc2.b: tensor<96xf32> {tf.aliasing_output = 20 : i32}, %stages.0.blocks.1.gamma: tensor<96xf32> {tf.aliasing_output = 21 : i32}, %stages.0.blocks.2.dwconv.w: tensor<7x7x1x96xf32> {tf.aliasing_output = 22 : i32}, %stages.0.blocks.2.dwconv.b: tensor<96xf32> {tf.aliasing_output = 23 : i32}, %stages.0.blocks.2.norm.g: tensor<96xf32> {tf.aliasing_output = 24 : i32}, %stages.0.blocks.2.norm.b: tensor<96xf32> {tf.aliasing_output = 25 : i32}, %stages.0.blocks.2.fc1.w: tensor<96x384xf32> {tf.aliasing_output = 26 : i32}, %stages.0.blocks.2.fc1.b: tensor<384xf32> {tf.aliasing_output = 27 : i32}, %stages.0.blocks.2.fc2.w: tensor<384x96xf32> {tf.aliasing_output = 28 : i32}, %stages.0.blocks.2.fc2.b: tensor<96xf32> {tf.aliasing_output = 29 : i32}, %stages.0.blocks.2.gamma: tensor<96xf32> {tf.aliasing_output = 30 : i32}, %stages.1.down.norm.g: tensor<96xf32> {tf.aliasing_output = 31 : i32}, %stages.1.down.norm.b: tensor<96xf32> {tf.aliasing_output = 32 : i32}, %stages.1.down.conv.w: tensor<2x2x96x192xf32> {tf.aliasing_output = 33 : i32}, %stages.1.down.conv.b: tensor<192xf32> {tf.aliasing_output = 34 : i32}, %stages.1.blocks.0.dwconv.w: tensor<7x7x1x192xf32> {tf.aliasing_output = 35 : i32}, %stages.1.blocks.0.dwconv.b: tensor<192xf32> {tf.aliasing_output = 36 : i32}, %stages.1.blocks.0.norm.g: tensor<192xf32> {tf.aliasing_output = 37 : i32}, %stages.1.blocks.0.norm.b: tensor<192xf32> {tf.aliasing_output = 38 : i32}, %stages.1.blocks.0.fc1.w: tensor<192x768xf32> {tf.aliasing_output = 39 : i32}, %stages.1.blocks.0.fc1.b: tensor<768xf32> {tf.aliasing_output = 40 : i32}, %stages.1.blocks.0.fc2.w: tensor<768x192xf32> {tf.aliasing_output = 41 : i32}, %stages.1.blocks.0.fc2.b: tensor<192xf32> {tf.aliasing_output = 42 : i32}, %stages.1.blocks.0.gamma: tensor<192xf32> {tf.aliasing_output = 43 : i32}, %stages.1.blocks.1.dwconv.w: tensor<7x7x1x192xf32> {tf.aliasing_output = 44 : i32}, %stages.1.blocks.1.dwconv.b: tensor<192xf32> {tf.aliasing_output = 45 : i32}, %stages.1.blocks.1.norm.g: tensor<192xf32> {tf.aliasing_output = 46 : i32}, %stages.1.blocks.1.norm.b: tensor<192xf32> {tf.aliasing_output = 47 : i32}, %stages.1.blocks.1.fc1.w: tensor<192x768xf32> {tf.aliasing_output = 48 : i32}, %stages.1.blocks.1.fc1.b: tensor<768xf32> {tf.aliasing_output = 49 : i32}, %stages.1.blocks.1.fc2.w: tensor<768x192xf32> {tf.aliasing_output = 50 : i32}, %stages.1.blocks.1.fc2.b: tensor<192xf32> {tf.aliasing_output = 51 : i32}, %stages.1.blocks.1.gamma: tensor<192xf32> {tf.aliasing_output = 52 : i32}, %stages.1.blocks.2.dwconv.w: tensor<7x7x1x192xf32> {tf.aliasing_output = 53 : i32}, %stages.1.blocks.2.dwconv.b: tensor<192xf32> {tf.aliasing_output = 54 : i32}, %stages.1.blocks.2.norm.g: tensor<192xf32> {tf.aliasing_output = 55 : i32}, %stages.1.blocks.2.norm.b: tensor<192xf32> {tf.aliasing_output = 56 : i32}, %stages.1.blocks.2.fc1.w: tensor<192x768xf32> {tf.aliasing_output = 57 : i32}, %stages.1.blocks.2.fc1.b: tensor<768xf32> {tf.aliasing_output = 58 : i32}, %stages.1.blocks.2.fc2.w: tensor<768x192xf32> {tf.aliasing_output = 59 : i32}, %stages.1.blocks.2.fc2.b: tensor<192xf32> {tf.aliasing_output = 60 : i32}, %stages.1.blocks.2.gamma: tensor<192xf32> {tf.aliasing_output = 61 : i32}, %stages.2.down.norm.g: tensor<192xf32> {tf.aliasing_output = 62 : i32}, %stages.2.down.norm.b: tensor<192xf32> {tf.aliasing_output = 63 : i32}, %stages.2.down.conv.w: tensor<2x2x192x384xf32> {tf.aliasing_output = 64 : i32}, %stages.2.down.conv.b: tensor<384xf32> {tf.aliasing_output = 65 : i32}, %stages.2.blocks.0.dwconv.w: tensor<7x7x1x384xf32> {tf.aliasing_output = 66 : i32}, %stages.2.blocks.0.dwconv.b: tensor<384xf32> {tf.aliasing_output = 67 : i32}, %stages.2.blocks.0.norm.g: tensor<384xf32> {tf.aliasing_output = 68 : i32}, %stages.2.blocks.0.norm.b: tensor<384xf32> {tf.aliasing_output = 69 : i32}, %stages.2.blocks.0.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 70 : i32}, %stages.2.blocks.0.fc1.b: tensor<1536xf32> {tf.aliasing_output = 71 : i32}, %stages.2.blocks.0.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 72 : i32}, %stages.2.blocks.0.fc2.b: tensor<384xf32> {tf.aliasing_output = 73 : i32}, %stages.2.blocks.0.gamma: tensor<384xf32> {tf.aliasing_output = 74 : i32}, %stages.2.blocks.1.dwconv.w: tensor<7x7x1x384xf32> {tf.aliasing_output = 75 : i32}, %stages.2.blocks.1.dwconv.b: tensor<384xf32> {tf.aliasing_output = 76 : i32}, %stages.2.blocks.1.norm.g: tensor<384xf32> {tf.aliasing_output = 77 : i32}, %stages.2.blocks.1.norm.b: tensor<384xf32> {tf.aliasing_output = 78 : i32}, %stages.2.blocks.1.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 79 : i32}, %stages.2.blocks.1.fc1.b: tensor<1536xf32> {tf.aliasing_output = 80 : i32}, %stages.2.blocks.1.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 81 : i32}, %stages.2.blocks.1.fc2.b: tensor<384xf32> {tf.aliasing_output = 82 : i32}, %stages.2.blocks.1.gamma: tensor<384xf32> {tf.aliasing_output = 83 : i32}, %stages.2.blocks.2.dwconv.w: tensor<7x7x1x384xf32> {tf.aliasing_output = 84 : i32}, %stages.2.blocks.2.dwconv.b: tensor<384xf32> {tf.aliasing_output = 85 : i32}, %stages.2.blocks.2.norm.g: tensor<384xf32> {tf.aliasing_output = 86 : i32}, %stages.2.blocks.2.norm.b: tensor<384xf32> {tf.aliasing_output = 87 : i32}, %stages.2.blocks.2.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 88 : i32}, %stages.2.blocks.2.fc1.b: tensor<1536xf32> {tf.aliasing_output = 89 : i32}, %stages.2.blocks.2.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 90 : i32}, %stages.2.blocks.2.fc2.b: tensor<384xf32> {tf.aliasing_output = 91 : i32}, %stages.2.blocks.2.gamma: tensor<384xf32> {tf.aliasing_output = 92 : i32}, %stages.2.blocks.3.dwconv.w: tensor<7x7x1x384xf32> {tf.aliasing_output = 93 : i32}, %stages.2.blocks.3.dwconv.b: tensor<384xf32> {tf.aliasing_output = 94 : i32}, %stages.2.blocks.3.norm.g: tensor<384xf32> {tf.aliasing_output = 95 : i32}, %stages.2.blocks.3.norm.b: tensor<384xf32> {tf.aliasing_output = 96 : i32}, %stages.2.blocks.3.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 97 : i32}, %stages.2.blocks.3.fc1.b: tensor<1536xf32> {tf.aliasing_output = 98 : i32}, %stages.2.blocks.3.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 99 : i32}, %stages.2.blocks.3.fc2.b: tensor<384xf32> {tf.aliasing_output = 100 : i32}, %stages.2.blocks.3.gamma: tensor<384xf32> {tf.aliasing_output = 101 : i32}, %stages.2.blocks.4.dwconv.w: tensor<7x7x1x384xf32> {tf.aliasing_output = 102 : i32}, %stages.2.blocks.4.dwconv.b: tensor<384xf32> {tf.aliasing_output = 103 : i32}, %stages.2.blocks.4.norm.g: tensor<384xf32> {tf.aliasing_output = 104 : i32}, %stages.2.blocks.4.norm.b: tensor<384xf32> {tf.aliasing_output = 105 : i32}, %stages.2.blocks.4.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 106 : i32}, %stages.2.blocks.4.fc1.b: tensor<1536xf32> {tf.aliasing_output = 107 : i32}, %stages.2.blocks.4.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 108 : i32}, %stages.2.blocks.4.fc2.b: tensor<384xf32> {tf.aliasing_output = 109 : i32}, %stages.2.blocks.4.gamma: tensor<384xf32> {tf.aliasing_output = 110 : i32}, %stages.2.blocks.5.dwconv.w: tensor<7x7x1x384xf32> {tf.aliasing_output = 111 : i32}, %stages.2.blocks.5.dwconv.b: tensor<384xf32> {tf.aliasing_output = 112 : i32}, %stages.2.blocks.5.norm.g: tensor<384xf32> {tf.aliasing_output = 113 : i32}, %stages.2.blocks.5.norm.b: tensor<384xf32> {tf.aliasing_output = 114 : i32}, %stages.2.blocks.5.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 115 : i32}, %stages.2.blocks.5.fc1.b: tensor<1536xf32> {tf.aliasing_output = 116 : i32}, %stages.2.blocks.5.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 117 : i32}, %stages.2.blocks.5.fc2.b: tensor<384xf32> {tf.aliasing_output = 118 : i32}, %stages.2.blocks.5.gamma: tensor<384xf32> {tf.aliasing_output = 119 : i32}, %stages.2.blocks.6.dwconv.w: tensor<7x7x1x384xf32> {tf.aliasing_output = 120 : i32}, %stages.2.blocks.6.dwconv.b: tensor<384xf32> {tf.aliasing_output = 121 : i32}, %stages.2.blocks.6.norm.g: tensor<384xf32> {tf.aliasing_output = 122 : i32}, %stages.2.blocks.6.norm.b: tensor<384xf32> {tf.aliasing_output = 123 : i32}, %stages.2.blocks.6.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 124 : i32}, %stages.2.blocks.6.fc1.b: tensor<1536xf32> {tf.aliasing_output = 125 : i32}, %stages.2.blocks.6.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 126 : i32}, %stages.2.blocks.6.fc2.b: tensor<384xf32> {tf.aliasing_output = 127 : i32}, %stages.2.blocks.6.gamma: tensor<384xf32> {tf.aliasing_output = 128 : i32}, %stages.2.blocks.7.dwconv.w: tensor<7x7x1x384xf32> {tf.aliasing_output = 129 : i32}, %stages.2.blocks.7.dwconv.b: tensor<384xf32> {tf.aliasing_output = 130 : i32}, %stages.2.blocks.7.norm.g: tensor<384xf32> {tf.aliasing_output = 131 : i32}, %stages.2.blocks.7.norm.b: tensor<384xf32> {tf.aliasing_output = 132 : i32}, %stages.2.blocks.7.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 133 : i32}, %stages.2.blocks.7.fc1.b: tensor<1536xf32> {tf.aliasing_output = 134 : i32}, %stages.2.blocks.7.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 135 : i32}, %stages.2.blocks.7.fc2.b: tensor<384xf32> {tf.aliasing_output = 136 : i32}, %stages.2.blocks.7.gamma: tensor<384xf32> {tf.aliasing_output = 137 : i32}, %stages.2.blocks.8.dwconv.w: tensor<7x7x1x384xf32> {tf.aliasing_output = 138 : i32}, %stages.2.blocks.8.dwconv.b: tensor<384xf32> {tf.aliasing_output = 139 : i32}, %stages.2.blocks.8.norm.g: tensor<384xf32> {tf.aliasing_output = 140 : i32}, %stages.2.blocks.8.norm.b: tensor<384xf32> {tf.aliasing_output = 141 : i32}, %stages.2.blocks.8.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 142 : i32}, %stages.2.blocks.8.fc1.b: tensor<1536xf32> {tf.aliasing_output = 143 : i32}, %stages.2.blocks.8.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 144 : i32}, %stages.2.blocks.8.fc2.b: tensor<384xf32> {tf.aliasing_output = 145 : i32}, %stages.2.blocks.8.gamma: tensor<384xf32> {tf.aliasing_output = 146 : i32}, %stages.3.down.norm.g: tensor<384xf32> {tf.aliasing_output = 147 : i32}, %stages.3.down.norm.b: tensor<384xf32> {tf.aliasing_output = 148 : i32}, %stages.3.down.conv.w: tensor<2x2x384x768xf32> {tf.aliasing_output = 149 : i32}, %stages.3.down.conv.b: tensor<768xf32> {tf.aliasing_output = 150 : i32}, %stages.3.blocks.0.dwconv.w: tensor<7x7x1x768xf32> {tf.aliasing_output = 151 : i32}, %stages.3.blocks.0.dwconv.b: tensor<768xf32> {tf.aliasing_output = 152 : i32}, %stages.3.blocks.0.norm.g: tensor<768xf32> {tf.aliasing_output = 153 : i32}, %stages.3.blocks.0.norm.b: tensor<768xf32> {tf.aliasing_output = 154 : i32}, %stages.3.blocks.0.fc1.w: tensor<768x3072xf32> {tf.aliasing_output = 155 : i32}, %stages.3.blocks.0.fc1.b: tensor<3072xf32> {tf.aliasing_output = 156 : i32}, %stages.3.blocks.0.fc2.w: tensor<3072x768xf32> {tf.aliasing_output = 157 : i32}, %stages.3.blocks.0.fc2.b: tensor<768xf32> {tf.aliasing_output = 158 : i32}, %stages.3.blocks.0.gamma: tensor<768xf32> {tf.aliasing_output = 159 : i32}, %stages.3.blocks.1.dwconv.w: tensor<7x7x1x768xf32> {tf.aliasing_output = 160 : i32}, %stages.3.blocks.1.dwconv.b: tensor<768xf32> {tf.aliasing_output = 161 : i32}, %stages.3.blocks.1.norm.g: tensor<768xf32> {tf.aliasing_output = 162 : i32}, %stages.3.blocks.1.norm.b: tensor<768xf32> {tf.aliasing_output = 163 : i32}, %stages.3.blocks.1.fc1.w: tensor<768x3072xf32> {tf.aliasing_output = 164 : i32}, %stages.3.blocks.1.fc1.b: tensor<3072xf32> {tf.aliasing_output = 165 : i32}, %stages.3.blocks.1.fc2.w: tensor<3072x768xf32> {tf.aliasing_output = 166 : i32}, %stages.3.blocks.1.fc2.b: tensor<768xf32> {tf.aliasing_output = 167 : i32}, %stages.3.blocks.1.gamma: tensor<768xf32> {tf.aliasing_output = 168 : i32}, %stages.3.blocks.2.dwconv.w: tensor<7x7x1x768xf32> {tf.aliasing_output = 169 : i32}, %stages.3.blocks.2.dwconv.b: tensor<768xf32> {tf.aliasing_output = 170 : i32}, %stages.3.blocks.2.norm.g: tensor<768xf32> {tf.aliasing_output = 171 : i32}, %stages.3.blocks.2.norm.b: tensor<768xf32> {tf.aliasing_output = 172 : i32}, %stages.3.blocks.2.fc1.w: tensor<768x3072xf32> {tf.aliasing_output = 173 : i32}, %stages.3.blocks.2.fc1.b: tensor<3072xf32> {tf.aliasing_output = 174 : i32}, %stages.3.blocks.2.fc2.w: tensor<3072x768xf32> {tf.aliasing_output = 175 : i32}, %stages.3.blocks.2.fc2.b: tensor<768xf32> {tf.aliasing_output = 176 : i32}, %stages.3.blocks.2.gamma: tensor<768xf32> {tf.aliasing_output = 177 : i32}, %head.norm.g: tensor<768xf32> {tf.aliasing_output = 178 : i32}, %head.norm.b: tensor<768xf32> {tf.aliasing_output = 179 : i32}, %head.fc.w: tensor<768x1000xf32> {tf.aliasing_output = 180 : i32}, %head.fc.b: tensor<1000xf32> {tf.aliasing_output = 181 : i32}, %m.stem.conv.w: tensor<4x4x3x96xf32> {tf.aliasing_output = 182 : i32}, %m.stem.conv.b: tensor<96xf32> {tf.aliasing_output = 183 : i32}, %m.stem.norm.g: tensor<96xf32> {tf.aliasing_output = 184 : i32}, %m.stem.norm.b: tensor<96xf32> {tf.aliasing_output = 185 : i32}, %m.stages.0.blocks.0.dwconv.w: tensor<7x7x1x96xf32> {tf.aliasing_output = 186 : i32}, %m.stages.0.blocks.0.dwconv.b: tensor<96xf32> {tf.aliasing_output = 187 : i32}, %m.stages.0.blocks.0.norm.g: tensor<96xf32> {tf.aliasing_output = 188 : i32}, %m.stages.0.blocks.0.norm.b: tensor<96xf32> {tf.aliasing_output = 189 : i32}, %m.stages.0.blocks.0.fc1.w: tensor<96x384xf32> {tf.aliasing_output = 190 : i32}, %m.stages.0.blocks.0.fc1.b: tensor<384xf32> {tf.aliasing_output = 191 : i32}, %m.stages.0.blocks.0.fc2.w: tensor<384x96xf32> {tf.aliasing_output = 192 : i32}, %m.stages.0.blocks.0.fc2.b: tensor<96xf32> {tf.aliasing_output = 193 : i32}, %m.stages.0.blocks.0.gamma: tensor<96xf32> {tf.aliasing_output = 194 : i32}, %m.stages.0.blocks.1.dwconv.w: tensor<7x7x1x96xf32> {tf.aliasing_output = 195 : i32}, %m.stages.0.blocks.1.dwconv.b: tensor<96xf32> {tf.aliasing_output = 196 : i32}, %m.stages.0.blocks.1.norm.g: tensor<96xf32> {tf.aliasing_output = 197 : i32}, %m.stages.0.blocks.1.norm.b: tensor<96xf32> {tf.aliasing_output = 198 : i32}, %m.stages.0.blocks.1.fc1.w: tensor<96x384xf32> {tf.aliasing_output = 199 : i32}, %m.stages.0.blocks.1.fc1.b: tensor<384xf32> {tf.aliasing_output = 200 : i32}, %m.stages.0.blocks.1.fc2.w: tensor<384x96xf32> {tf.aliasing_output = 201 : i32}, %m.stages.0.blocks.1.fc2.b: tensor<96xf32> {tf.aliasing_output = 202 : i32}, %m.stages.0.blocks.1.gamma: tensor<96xf32> {tf.aliasing_output = 203 : i32}, %m.stages.0.blocks.2.dwconv.w: tensor<7x7x1x96xf32> {tf.aliasing_output = 204 : i32}, %m.stages.0.blocks.2.dwconv.b: tensor<96xf32> {tf.aliasing_output = 205 : i32}, %m.stages.0.blocks.2.norm.g: tensor<96xf32> {tf.aliasing_output = 206 : i32}, %m.stages.0.blocks.2.norm.b: tensor<96xf32> {tf.aliasing_output = 207 : i32}, %m.stages.0.blocks.2.fc1.w: tensor<96x384xf32> {tf.aliasing_output = 208 : i32}, %m.stages.0.blocks.2.fc1.b: tensor<384xf32> {tf.aliasing_output = 209 : i32}, %m.stages.0.blocks.2.fc2.w: tensor<384x96xf32> {tf.aliasing_output = 210 : i32}, %m.stages.0.blocks.2.fc2.b: tensor<96xf32> {tf.aliasing_output = 211 : i32}, %m.stages.0.blocks.2.gamma: tensor<96xf32> {tf.aliasing_output = 212 : i32}, %m.stages.1.down.norm.g: tensor<96xf32> {tf.aliasing_output = 213 : i32}, %m.stages.1.down.norm.b: tensor<96xf32> {tf.aliasing_output = 214 : i32}, %m.stages.1.down.conv.w: tensor<2x2x96x192xf32> {tf.aliasing_output = 215 : i32}, %m.stages.1.down.conv.b: tensor<192xf32> {tf.aliasing_output = 216 : i32}, %m.stages.1.blocks.0.dwconv.w: tensor<7x7x1x192xf32> {tf.aliasing_output = 217 : i32}, %m.stages.1.blocks.0.dwconv.b: tensor<192xf32> {tf.aliasing_output = 218 : i32}, %m.stages.1.blocks.0.norm.g: tensor<192xf32> {tf.aliasing_output = 219 : i32}, %m.stages.1.blocks.0.norm.b: tensor<192xf32> {tf.aliasing_output = 220 : i32}, %m.stages.1.blocks.0.fc1.w: tensor<192x768xf32> {tf.aliasing_output = 221 : i32}, %m.stages.1.blocks.0.fc1.b: tensor<768xf32> {tf.aliasing_output = 222 : i32}, %m.stages.1.blocks.0.fc2.w: tensor<768x192xf32> {tf.aliasing_output = 223 : i32}, %m.stages.1.blocks.0.fc2.b: tensor<192xf32> {tf.aliasing_output = 224 : i32}, %m.stages.1.blocks.0.gamma: tensor<192xf32> {tf.aliasing_output = 225 : i32}, %m.stages.1.blocks.1.dwconv.w: tensor<7x7x1x192xf32> {tf.aliasing_output = 226 : i32}, %m.stages.1.blocks.1.dwconv.b: tensor<192xf32> {tf.aliasing_output = 227 : i32}, %m.stages.1.blocks.1.norm.g: tensor<192xf32> {tf.aliasing_output = 228 : i32}, %m.stages.1.blocks.1.norm.b: tensor<192xf32> {tf.aliasing_output = 229 : i32}, %m.stages.1.blocks.1.fc1.w: tensor<192x768xf32> {tf.aliasing_output = 230 : i32}, %m.stages.1.blocks.1.fc1.b: tensor<768xf32> {tf.aliasing_output = 231 : i32}, %m.stages.1.blocks.1.fc2.w: tensor<768x192xf32> {tf.aliasing_output = 232 : i32}, %m.stages.1.blocks.1.fc2.b: tensor<192xf32> {tf.aliasing_output = 233 : i32}, %m.stages.1.blocks.1.gamma: tensor<192xf32> {tf.aliasing_output = 234 : i32}, %m.stages.1.blocks.2.dwconv.w: tensor<7x7x1x192xf32> {tf.aliasing_output = 235 : i32}, %m.stages.1.blocks.2.dwconv.b: tensor<192xf32> {tf.aliasing_output = 236 : i32}, %m.stages.1.blocks.2.norm.g: tensor<192xf32> {tf.aliasing_output = 237 : i32}, %m.stages.1.blocks.2.norm.b: tensor<192xf32> {tf.aliasing_output = 238 : i32}, %m.stages.1.blocks.2.fc1.w: tensor<192x768xf32> {tf.aliasing_output = 239 : i32}, %m.stages.1.blocks.2.fc1.b: tensor<768xf32> {tf.aliasing_output = 240 : i32}, %m.stages.1.blocks.2.fc2.w: tensor<768x192xf32> {tf.aliasing_output = 241 : i32}, %m.stages.1.blocks.2.fc2.b: tensor<192xf32> {tf.aliasing_output = 242 : i32}, %m.stages.1.blocks.2.gamma: tensor<192xf32> {tf.aliasing_output = 243 : i32}, %m.stages.2.down.norm.g: tensor<192xf32> {tf.aliasing_output = 244 : i32}, %m.stages.2.down.norm.b: tensor<192xf32> {tf.aliasing_output = 245 : i32}, %m.stages.2.down.conv.w: tensor<2x2x192x384xf32> {tf.aliasing_output = 246 : i32}, %m.stages.2.down.conv.b: tensor<384xf32> {tf.aliasing_output = 247 : i32}, %m.stages.2.blocks.0.dwconv.w: tensor<7x7x1x384xf32> {tf.aliasing_output = 248 : i32}, %m.stages.2.blocks.0.dwconv.b: tensor<384xf32> {tf.aliasing_output = 249 : i32}, %m.stages.2.blocks.0.norm.g: tensor<384xf32> {tf.aliasing_output = 250 : i32}, %m.stages.2.blocks.0.norm.b: tensor<384xf32> {tf.aliasing_output = 251 : i32}, %m.stages.2.blocks.0.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 252 : i32}, %m.stages.2.blocks.0.fc1.b: tensor<1536xf32> {tf.aliasing_output = 253 : i32}, %m.stages.2.blocks.0.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 254 : i32}, %m.stages.2.blocks.0.fc2.b: tensor<384xf32> {tf.aliasing_output = 255 : i32}, %m.stages.2.blocks.0.gamma: tensor<384xf32> {tf.aliasing_output = 256 : i32}, %m.stages.2.blocks.1.dwconv.w: tensor<7x7x1x384xf32> {tf.aliasing_output = 257 : i32}, %m.stages.2.blocks.1.dwconv.b: tensor<384xf32> {tf.aliasing_output = 258 : i32}, %m.stages.2.blocks.1.norm.g: tensor<384xf32> {tf.aliasing_output = 259 : i32}, %m.stages.2.blocks.1.norm.b: tensor<384xf32> {tf.aliasing_output = 260 : i32}, %m.stages.2.blocks.1.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 261 : i32}, %m.stages.2.blocks.1.fc1.b: tensor<1536xf32> {tf.aliasing_output = 262 : i32}, %m.stages.2.blocks.1.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 263 : i32}, %m.stages.2.blocks.1.fc2.b: tensor<384xf32> {tf.aliasing_output = 264 : i32}, %m.stages.2.blocks.1.gamma: tensor<384xf32> {tf.aliasing_output = 265 : i32}, %m.stages.2.blocks.2.dwconv.w: tensor<7x7x1x384xf32> {tf.aliasing_output = 266 : i32}, %m.stages.2.blocks.2.dwconv.b: tensor<384xf32> {tf.aliasing_output = 267 : i32}, %m.stages.2.blocks.2.norm.g: tensor<384xf32> {tf.aliasing_output = 268 : i32}, %m.stages.2.blocks.2.norm.b: tensor<384xf32> {tf.aliasing_output = 269 : i32}, %m.stages.2.blocks.2.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 270 : i32}, %m.stages.2.blocks.2.fc1.b: tensor<1536xf32> {tf.aliasing_output = 271 : i32}, %m.stages.2.blocks.2.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 272 : i32}, %m.stages.2.blocks.2.fc2.b: tensor<384xf32> {tf.aliasing_output = 273 : i32}, %m.stages.2.blocks.2.gamma: tensor<384xf32> {tf.aliasing_output = 274 : i32}, %m.stages.2.blocks.3.dwconv.w: tensor<7x7x1x384xf32> {tf.aliasing_output = 275 : i32}, %m.stages.2.blocks.3.dwconv.b: tensor<384xf32> {tf.aliasing_output = 276 : i32}, %m.stages.2.blocks.3.norm.g: tensor<384xf32> {tf.aliasing_output = 277 : i32}, %m.stages.2.blocks.3.norm.b: tensor<384xf32> {tf.aliasing_output = 278 : i32}, %m.stages.2.blocks.3.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 279 : i32}, %m.stages.2.blocks.3.fc1.b: tensor<1536xf32> {tf.aliasing_output = 280 : i32}, %m.stages.2.blocks.3.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 281 : i32}, %m.stages.2.blocks.3.fc2.b: tensor<384xf32> {tf.aliasing_output = 282 : i32}, %m.stages.2.blocks.3.gamma: tensor<384xf32> {tf.aliasing_output = 283 : i32}, %m.stages.2.blocks.4.dwconv.w: tensor<7x7x1x384xf32> {tf.aliasing_output = 284 : i32}, %m.stages.2.blocks.4.dwconv.b: tensor<384xf32> {tf.aliasing_output = 285 : i32}, %m.stages.2.blocks.4.norm.g: tensor<384xf32> {tf.aliasing_output = 286 : i32}, %m.stages.2.blocks.4.norm.b: tensor<384xf32> {tf.aliasing_output = 287 : i32}, %m.stages.2.blocks.4.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 288 : i32}, %m.stages.2.blocks.4.fc1.b: tensor<1536xf32> {tf.aliasing_output = 289 : i32}, %m.stages.2.blocks.4.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 290 : i32}, %m.stages.2.blocks.4.fc2.b: tensor<384xf32> {tf.aliasing_output = 291 : i32}, %m.stages.2.blocks.4.gamma: tensor<384xf32> {tf.aliasing_output = 292 : i32}, %m.stages.2.blocks.5.dwconv.w: tensor<7x7x1x384xf32> {tf.aliasing_output = 293 : i32}, %m.stages.2.blocks.5.dwconv.b: tensor<384xf32> {tf.aliasing_output = 294 : i32}, %m.stages.2.blocks.5.norm.g: tensor<384xf32> {tf.aliasing_output = 295 : i32}, %m.stages.2.blocks.5.norm.b: tensor<384xf32> {tf.aliasing_output = 296 : i32}, %m.stages.2.blocks.5.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 297 : i32}, %m.stages.2.blocks.5.fc1.b: tensor<1536xf32> {tf.aliasing_output = 298 : i32}, %m.stages.2.blocks.5.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 299 : i32}, %m.stages.2.blocks.5.fc2.b: tensor<384xf32> {tf.aliasing_output = 300 : i32}, %m.stages.2.blocks.5.gamma: tensor<384xf32> {tf.aliasing_output = 301 : i32}, %m.stages.2.blocks.6.dwconv.w: tensor<7x7x1x384xf32> {tf.aliasing_output = 302 : i32}, %m.stages.2.blocks.6.dwconv.b: tensor<384xf32> {tf.aliasing_output = 303 : i32}, %m.stages.2.blocks.6.norm.g: tensor<384xf32> {tf.aliasing_output = 304 : i32}, %m.stages.2.blocks.6.norm.b: tensor<384xf32> {tf.aliasing_output = 305 : i32}, %m.stages.2.blocks.6.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 306 : i32}, %m.stages.2.blocks.6.fc1.b: tensor<1536xf32> {tf.aliasing_output = 307 : i32}, %m.stages.2.blocks.6.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 308 : i32}, %m.stages.2.blocks.6.fc2.b: tensor<384xf32> {tf.aliasing_output = 309 : i32}, %m.stages.2.blocks.6.gamma: tensor<384xf32> {tf.aliasing_output = 310 : i32}, %m.stages.2.blocks.7.dwconv.w: tensor<7x7x1x384xf32> {tf.aliasing_output = 311 : i32}, %m.stages.2.blocks.7.dwconv.b: tensor<384xf32> {tf.aliasing_output = 312 : i32}, %m.stages.2.blocks.7.norm.g: tensor<384xf32> {tf.aliasing_output = 313 : i32}, %m.stages.2.blocks.7.norm.b: tensor<384xf32> {tf.aliasing_output = 314 : i32}, %m.stages.2.blocks.7.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 315 : i32}, %m.stages.2.blocks.7.fc1.b: tensor<1536xf32> {tf.aliasing_output = 316 : i32}, %m.stages.2.blocks.7.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 317 : i32}, %m.stages.2.blocks.7.fc2.b: tensor<384xf32> {tf.aliasing_output = 318 : i32}, %m.stages.2.blocks.7.gamma: tensor<384xf32> {tf.aliasing_output = 319 : i32}, %m.stages.2.blocks.8.dwconv.w: tensor<7x7x1x384xf32> {tf.aliasing_output = 320 : i32}, %m.stages.2.blocks.8.dwconv.b: tensor<384xf32> {tf.aliasing_output = 321 : i32}, %m.stages.2.blocks.8.norm.g: tensor<384xf32> {tf.aliasing_output = 322 : i32}, %m.stages.2.blocks.8.norm.b: tensor<384xf32> {tf.aliasing_output = 323 : i32}, %m.stages.2.blocks.8.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 324 : i32}, %m.stages.2.blocks.8.fc1.b: tensor<1536xf32> {tf.aliasing_output = 325 : i32}, %m.stages.2.blocks.8.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 326 : i32}, %m.stages.2.blocks.8.fc2.b: tensor<384xf32> {tf.aliasing_output = 327 : i32}, %m.stages.2.blocks.8.gamma: tensor<384xf32> {tf.aliasing_output = 328 : i32}, %m.stages.3.down.norm.g: tensor<384xf32> {tf.aliasing_output = 329 : i32}, %m.stages.3.down.norm.b: tensor<384xf32> {tf.aliasing_output = 330 : i32}, %m.stages.3.down.conv.w: tensor<2x2x384x768xf32> {tf.aliasing_output = 331 : i32}, %m.stages.3.down.conv.b: tensor<768xf32> {tf.aliasing_output = 332 : i32}, %m.stages.3.blocks.0.dwconv.w: tensor<7x7x1x768xf32> {tf.aliasing_output = 333 : i32}, %m.stages.3.blocks.0.dwconv.b: tensor<768xf32> {tf.aliasing_output = 334 : i32}, %m.stages.3.blocks.0.norm.g: tensor<768xf32> {tf.aliasing_output = 335 : i32}, %m.stages.3.blocks.0.norm.b: tensor<768xf32> {tf.aliasing_output = 336 : i32}, %m.stages.3.blocks.0.fc1.w: tensor<768x3072xf32> {tf.aliasing_output = 337 : i32}, %m.stages.3.blocks.0.fc1.b: tensor<3072xf32> {tf.aliasing_output = 338 : i32}, %m.stages.3.blocks.0.fc2.w: tensor<3072x768xf32> {tf.aliasing_output = 339 : i32}, %m.stages.3.blocks.0.fc2.b: tensor<768xf32> {tf.aliasing_output = 340 : i32}, %m.stages.3.blocks.0.gamma: tensor<768xf32> {tf.aliasing_output = 341 : i32}, %m.stages.3.blocks.1.dwconv.w: tensor<7x7x1x768xf32> {tf.aliasing_output = 342 : i32}, %m.stages.3.blocks.1.dwconv.b: tensor<768xf32> {tf.aliasing_output = 343 : i32}, %m.stages.3.blocks.1.norm.g: tensor<768xf32> {tf.aliasing_output = 344 : i32}, %m.stages.3.blocks.1.norm.b: tensor<768xf32> {tf.aliasing_output = 345 : i32}, %m.stages.3.blocks.1.fc1.w: tensor<768x3072xf32> {tf.aliasing_output = 346 : i32}, %m.stages.3.blocks.1.fc1.b: tensor<3072xf32> {tf.aliasing_output = 347 : i32}, %m.stages.3.blocks.1.fc2.w: tensor<3072x768xf32> {tf.aliasing_output = 348 : i32}, %m.stages.3.blocks.1.fc2.b: tensor<768xf32> {tf.aliasing_output = 349 : i32}, %m.stages.3.blocks.1.gamma: tensor<768xf32> {tf.aliasing_output = 350 : i32}, %m.stages.3.blocks.2.dwconv.w: tensor<7x7x1x768xf32> {tf.aliasing_output = 351 : i32}, %m.stages.3.blocks.2.dwconv.b: tensor<768xf32> {tf.aliasing_output = 352 : i32}, %m.stages.3.blocks.2.norm.g: tensor<768xf32> {tf.aliasing_output = 353 : i32}, %m.stages.3.blocks.2.norm.b: tensor<768xf32> {tf.aliasing_output = 354 : i32}, %m.stages.3.blocks.2.fc1.w: tensor<768x3072xf32> {tf.aliasing_output = 355 : i32}, %m.stages.3.blocks.2.fc1.b: tensor<3072xf32> {tf.aliasing_output = 356 : i32}, %m.stages.3.blocks.2.fc2.w: tensor<3072x768xf32> {tf.aliasing_output = 357 : i32}, %m.stages.3.blocks.2.fc2.b: tensor<768xf32> {tf.aliasing_output = 358 : i32}, %m.stages.3.blocks.2.gamma: tensor<768xf32> {tf.aliasing_output = 359 : i32}, %m.head.norm.g: tensor<768xf32> {tf.aliasing_output = 360 : i32}, %m.head.norm.b: tensor<768xf32> {tf.aliasing_output = 361 : i32}, %m.head.fc.w: tensor<768x1000xf32> {tf.aliasing_output = 362 : i32}, %m.head.fc.b: tensor<1000xf32> {tf.aliasing_output = 363 : i32}, %v.stem.conv.w: tensor<4x4x3x96xf32> {tf.aliasing_output = 364 : i32}, %v.stem.conv.b: tensor<96xf32> {tf.aliasing_output = 365 : i32}, %v.stem.norm.g: tensor<96xf32> {tf.aliasing_output = 366 : i32}, %v.stem.norm.b: tensor<96xf32> {tf.aliasing_output = 367 : i32}, %v.stages.0.blocks.0.dwconv.w: tensor<7x7x1x96xf32> {tf.aliasing_output = 368 : i32}, %v.stages.0.blocks.0.dwconv.b: tensor<96xf32> {tf.aliasing_output = 369 : i32}, %v.stages.0.blocks.0.norm.g: tensor<96xf32> {tf.aliasing_output = 370 : i32}, %v.stages.0.blocks.0.norm.b: tensor<96xf32> {tf.aliasing_output = 371 : i32}, %v.stages.0.blocks.0.fc1.w: tensor<96x384xf32> {tf.aliasing_output = 372 : i32}, %v.stages.0.blocks.0.fc1.b: tensor<384xf32> {tf.aliasing_output = 373 : i32}, %v.stages.0.blocks.0.fc2.w: tensor<384x96xf32> {tf.aliasing_output = 374 : i32}, %v.stages.0.blocks.0.fc2.b: tensor<96xf32> {tf.aliasing_output = 375 : i32}, %v.stages.0.blocks.0.gamma: tensor<96xf32> {tf.aliasing_output = 376 : i32}, %v.stages.0.blocks.1.dwconv.w: tensor<7x7x1x96xf32> {tf.aliasing_output = 377 : i32}, %v.stages.0.blocks.1.dwconv.b: tensor<96xf32> {tf.aliasing_output = 378 : i32}, %v.stages.0.blocks.1.norm.g: tensor<96xf32> {tf.aliasing_output = 379 : i32}, %v.stages.0.blocks.1.norm.b: tensor<96xf32> {tf.aliasing_output = 380 : i32}, %v.stages.0.blocks.1.fc1.w: tensor<96x384xf32> {tf.aliasing_output = 381 : i32}, %v.stages.0.blocks.1.fc1.b: tensor<384xf32> {tf.aliasing_output = 382 : i32}, %v.stages.0.blocks.1.fc2.w: tensor<384x96xf32> {tf.aliasing_output = 383 : i32}, %v.stages.0.blocks.1.fc2.b: tensor<96xf32> {tf.aliasing_output = 384 : i32}, %v.stages.0.blocks.1.gamma: tensor<96xf32> {tf.aliasing_output = 385 : i32}, %v.stages.0.blocks.2.dwconv.w: tensor<7x7x1x96xf32> {tf.aliasing_output = 386 : i32}, %v.stages.0.blocks.2.dwconv.b: tensor<96xf32> {tf.aliasing_output = 387 : i32}, %v.stages.0.blocks.2.norm.g: tensor<96xf32> {tf.aliasing_output = 388 : i32}, %v.stages.0.blocks.2.norm.b: tensor<96xf32> {tf.aliasing_output = 389 : i32}, %v.stages.0.blocks.2.fc1.w: tensor<96x384xf32> {tf.aliasing_output = 390 : i32}, %v.stages.0.blocks.2.fc1.b: tensor<384xf32> {tf.aliasing_output = 391 : i32}, %v.stages.0.blocks.2.fc2.w: tensor<384x96xf32> {tf.aliasing_output = 392 : i32}, %v.stages.0.blocks.2.fc2.b: tensor<96xf32> {tf.aliasing_output = 393 : i32}, %v.stages.0.blocks.2.gamma: tensor<96xf32> {tf.aliasing_output = 394 : i32}, %v.stages.1.down.norm.g: tensor<96xf32> {tf.aliasing_output = 395 : i32}, %v.stages.1.down.norm.b: tensor<96xf32> {tf.aliasing_output = 396 : i32}, %v.stages.1.down.conv.w: tensor<2x2x96x192xf32> {tf.aliasing_output = 397 : i32}, %v.stages.1.down.conv.b: tensor<192xf32> {tf.aliasing_output = 398 : i32}, %v.stages.1.blocks.0.dwconv.w: tensor<7x7x1x192xf32> {tf.aliasing_output = 399 : i32}, %v.stages.1.blocks.0.dwconv.b: tensor<192xf32> {tf.aliasing_output = 400 : i32}, %v.stages.1.blocks.0.norm.g: tensor<192xf32> {tf.aliasing_output = 401 : i32}, %v.stages.1.blocks.0.norm.b: tensor<192xf32> {tf.aliasing_output = 402 : i32}, %v.stages.1.blocks.0.fc1.w: tensor<192x768xf32> {tf.aliasing_output = 403 : i32}, %v.stages.1.blocks.0.fc1.b: tensor<768xf32> {tf.aliasing_output = 404 : i32}, %v.stages.1.blocks.0.fc2.w: tensor<768x192xf32> {tf.aliasing_output = 405 : i32}, %v.stages.1.blocks.0.fc2.b: tensor<192xf32> {tf.aliasing_output = 406 : i32}, %v.stages.1.blocks.0.gamma: tensor<192xf32> {tf.aliasing_output = 407 : i32}, %v.stages.1.blocks.1.dwconv.w: tensor<7x7x1x192xf32> {tf.aliasing_output = 408 : i32}, %v.stages.1.blocks.1.dwconv.b: tensor<192xf32> {tf.aliasing_output = 409 : i32}, %v.stages.1.blocks.1.norm.g: tensor<192xf32> {tf.aliasing_output = 410 : i32}, %v.stages.1.blocks.1.norm.b: tensor<192xf32> {tf.aliasing_output = 411 : i32}, %v.stages.1.blocks.1.fc1.w: tensor<192x768xf32> {tf.aliasing_output = 412 : i32}, %v.stages.1.blocks.1.fc1.b: tensor<768xf32> {tf.aliasing_output = 413 : i32}, %v.stages.1.blocks.1.fc2.w: tensor<768x192xf32> {tf.aliasing_output = 414 : i32}, %v.stages.1.blocks.1.fc2.b: tensor<192xf32> {tf.aliasing_output = 415 : i32}, %v.stages.1.blocks.1.gamma: tensor<192xf32> {tf.aliasing_output = 416 : i32}, %v.stages.1.blocks.2.dwconv.w: tensor<7x7x1x192xf32> {tf.aliasing_output = 417 : i32}, %v.stages.1.blocks.2.dwconv.b: tensor<192xf32> {tf.aliasing_output = 418 : i32}, %v.stages.1.blocks.2.norm.g: tensor<192xf32> {tf.aliasing_output = 419 : i32}, %v.stages.1.blocks.2.norm.b: tensor<192xf32> {tf.aliasing_output = 420 : i32}, %v.stages.1.blocks.2.fc1.w: tensor<192x768xf32> {tf.aliasing_output = 421 : i32}, %v.stages.1.blocks.2.fc1.b: tensor<768xf32> {tf.aliasing_output = 422 : i32}, %v.stages.1.blocks.2.fc2.w: tensor<768x192xf32> {tf.aliasing_output = 423 : i32}, %v.stages.1.blocks.2.fc2.b: tensor<192xf32> {tf.aliasing_output = 424 : i32}, %v.stages.1.blocks.2.gamma: tensor<192xf32> {tf.aliasing_output = 425 : i32}, %v.stages.2.down.norm.g: tensor<192xf32> {tf.aliasing_output = 426 : i32}, %v.stages.2.down.norm.b: tensor<192xf32> {tf.aliasing_output = 427 : i32}, %v.stages.2.down.conv.w: tensor<2x2x192x384xf32> {tf.aliasing_output = 428 : i32}, %v.stages.2.down.conv.b: tensor<384xf32> {tf.aliasing_output = 429 : i32}, %v.stages.2.blocks.0.dwconv.w: tensor<7x7x1x384xf32> {tf.aliasing_output = 430 : i32}, %v.stages.2.blocks.0.dwconv.b: tensor<384xf32> {tf.aliasing_output = 431 : i32}, %v.stages.2.blocks.0.norm.g: tensor<384xf32> {tf.aliasing_output = 432 : i32}, %v.stages.2.blocks.0.norm.b: tensor<384xf32> {tf.aliasing_output = 433 : i32}, %v.stages.2.blocks.0.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 434 : i32}, %v.stages.2.blocks.0.fc1.b: tensor<1536xf32> {tf.aliasing_output = 435 : i32}, %v.stages.2.blocks.0.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 436 : i32}, %v.stages.2.blocks.0.fc2.b: tensor<384xf32> {tf.aliasing_output = 437 : i32}, %v.stages.2.blocks.0.gamma: tensor<384xf32> {tf.aliasing_output = 438 : i32}, %v.stages.2.blocks.1.dwconv.w: tensor<7x7x1x384xf32> {tf.aliasing_output = 439 : i32}, %v.stages.2.blocks.1.dwconv.b: tensor<384xf32> {tf.aliasing_output = 440 : i32}, %v.stages.2.blocks.1.norm.g: tensor<384xf32> {tf.aliasing_output = 441 : i32}, %v.stages.2.blocks.1.norm.b: tensor<384xf32> {tf.aliasing_output = 442 : i32}, %v.stages.2.blocks.1.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 443 : i32}, %v.stages.2.blocks.1.fc1.b: tensor<1536xf32> {tf.aliasing_output = 444 : i32}, %v.stages.2.blocks.1.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 445 : i32}, %v.stages.2.blocks.1.fc2.b: tensor<384xf32> {tf.aliasing_output = 446 : i32}, %v.stages.2.blocks.1.gamma: tensor<384xf32> {tf.aliasing_output = 447 : i32}, %v.stages.2.blocks.2.dwconv.w: tensor<7x7x1x384xf32> {tf.aliasing_output = 448 : i32}, %v.stages.2.blocks.2.dwconv.b: tensor<384xf32> {tf.aliasing_output = 449 : i32}, %v.stages.2.blocks.2.norm.g: tensor<384xf32> {tf.aliasing_output = 450 : i32}, %v.stages.2.blocks.2.norm.b: tensor<384xf32> {tf.aliasing_output = 451 : i32}, %v.stages.2.blocks.2.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 452 : i32}, %v.stages.2.blocks.2.fc1.b: tensor<1536xf32> {tf.aliasing_output = 453 : i32}, %v.stages.2.blocks.2.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 454 : i32}, %v.stages.2.blocks.2.fc2.b: tensor<384xf32> {tf.aliasing_output = 455 : i32}, %v.stages.2.blocks.2.gamma: tensor<384xf32> {tf.aliasing_output = 456 : i32}, %v.stages.2.blocks.3.dwconv.w: tensor<7x7x1x384xf32> {tf.aliasing_output = 457 : i32}, %v.stages.2.blocks.3.dwconv.b: tensor<384xf32> {tf.aliasing_output = 458 : i32}, %v.stages.2.blocks.3.norm.g: tensor<384xf32> {tf.aliasing_output = 459 : i32}, %v.stages.2.blocks.3.norm.b: tensor<384xf32> {tf.aliasing_output = 460 : i32}, %v.stages.2.blocks.3.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 461 : i32}, %v.stages.2.blocks.3.fc1.b: tensor<1536xf32> {tf.aliasing_output = 462 : i32}, %v.stages.2.blocks.3.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 463 : i32}, %v.stages.2.blocks.3.fc2.b: tensor<384xf32> {tf.aliasing_output = 464 : i32}, %v.stages.2.blocks.3.gamma: tensor<384xf32> {tf.aliasing_output = 465 : i32}, %v.stages.2.blocks.4.dwconv.w: tensor<7x7x1x384xf32> {tf.aliasing_output = 466 : i32}, %v.stages.2.blocks.4.dwconv.b: tensor<384xf32> {tf.aliasing_output = 467 : i32}, %v.stages.2.blocks.4.norm.g: tensor<384xf32> {tf.aliasing_output = 468 : i32}, %v.stages.2.blocks.4.norm.b: tensor<384xf32> {tf.aliasing_output = 469 : i32}, %v.stages.2.blocks.4.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 470 : i32}, %v.stages.2.blocks.4.fc1.b: tensor<1536xf32> {tf.aliasing_output = 471 : i32}, %v.stages.2.blocks.4.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 472 : i32}, %v.stages.2.blocks.4.fc2.b: tensor<384xf32> {tf.aliasing_output = 473 : i32}, %v.stages.2.blocks.4.gamma: tensor<384xf32> {tf.aliasing_output = 474 : i32}, %v.stages.2.blocks.5.dwconv.w: tensor<7x7x1x384xf32> {tf.aliasing_output = 475 : i32}, %v.stages.2.blocks.5.dwconv.b: tensor<384xf32> {tf.aliasing_output = 476 : i32}, %v.stages.2.blocks.5.norm.g: tensor<384xf32> {tf.aliasing_output = 477 : i32}, %v.stages.2.blocks.5.norm.b: tensor<384xf32> {tf.aliasing_output = 478 : i32}, %v.stages.2.blocks.5.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 479 : i32}, %v.stages.2.blocks.5.fc1.b: tensor<1536xf32> {tf.aliasing_output = 480 : i32}, %v.stages.2.blocks.5.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 481 : i32}, %v.stages.2.blocks.5.fc2.b: tensor<384xf32> {tf.aliasing_output = 482 : i32}, %v.stages.2.blocks.5.gamma: tensor<384xf32> {tf.aliasing_output = 483 : i32}, %v.stages.2.blocks.6.dwconv.w: tensor<7x7x1x384xf32> {tf.aliasing_output = 484 : i32}, %v.stages.2.blocks.6.dwconv.b: tensor<384xf32> {tf.aliasing_output = 485 : i32}, %v.stages.2.blocks.6.norm.g: tensor<384xf32> {tf.aliasing_output = 486 : i32}, %v.stages.2.blocks.6.norm.b: tensor<384xf32> {tf.aliasing_output = 487 : i32}, %v.stages.2.blocks.6.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 488 : i32}, %v.stages.2.blocks.6.fc1.b: tensor<1536xf32> {tf.aliasing_output = 489 : i32}, %v.stages.2.blocks.6.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 490 : i32}, %v.stages.2.blocks.6.fc2.b: tensor<384xf32> {tf.aliasing_output = 491 : i32}, %v.stages.2.blocks.6.gamma: tensor<384xf32> {tf.aliasing_output = 492 : i32}, %v.stages.2.blocks.7.dwconv.w: tensor<7x7x1x384xf32> {tf.aliasing_output = 493 : i32}, %v.stages.2.blocks.7.dwconv.b: tensor<384xf32> {tf.aliasing_output = 494 : i32}, %v.stages.2.blocks.7.norm.g: tensor<384xf32> {tf.aliasing_output = 495 : i32}, %v.stages.2.blocks.7.norm.b: tensor<384xf32> {tf.aliasing_output = 496 : i32}, %v.stages.2.blocks.7.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 497 : i32}, %v.stages.2.blocks.7.fc1.b: tensor<1536xf32> {tf.aliasing_output = 498 : i32}, %v.stages.2.blocks.7.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 499 : i32}, %v.stages.2.blocks.7.fc2.b: tensor<384xf32> {tf.aliasing_output = 500 : i32}, %v.stages.2.blocks.7.gamma: tensor<384xf32> {tf.aliasing_output = 501 : i32}, %v.stages.2.blocks.8.dwconv.w: tensor<7x7x1x384xf32> {tf.aliasing_output = 502 : i32}, %v.stages.2.blocks.8.dwconv.b: tensor<384xf32> {tf.aliasing_output = 503 : i32}, %v.stages.2.blocks.8.norm.g: tensor<384xf32> {tf.aliasing_output = 504 : i32}, %v.stages.2.blocks.8.norm.b: tensor<384xf32> {tf.aliasing_output = 505 : i32}, %v.stages.2.blocks.8.fc1.w: tensor<384x1536xf32> {tf.aliasing_output = 506 : i32}, %v.stages.2.blocks.8.fc1.b: tensor<1536xf32> {tf.aliasing_output = 507 : i32}, %v.stages.2.blocks.8.fc2.w: tensor<1536x384xf32> {tf.aliasing_output = 508 : i32}, %v.stages.2.blocks.8.fc2.b: tensor<384xf32> {tf.aliasing_output = 509 : i32}, %v.stages.2.blocks.8.gamma: tensor<384xf32> {tf.aliasing_output = 510 : i32}, %v.stages.3.down.norm.g: tensor<384xf32> {tf.aliasing_output = 511 : i32}, %v.stages.3.down.norm.b: tensor<384xf32> {tf.aliasing_output = 512 : i32}, %v.stages.3.down.conv.w: tensor<2x2x384x768xf32> {tf.aliasing_output = 513 : i32}, %v.stages.3.down.conv.b: tensor<768xf32> {tf.aliasing_output = 514 : i32}, %v.stages.3.blocks.0.dwconv.w: tensor<7x7x1x768xf32> {tf.aliasing_output = 515 : i32}, %v.stages.3.blocks.0.dwconv.b: tensor<768xf32> {tf.aliasing_output = 516 : i32}, %v.stages.3.blocks.0.norm.g: tensor<768xf32> {tf.aliasing_output = 517 : i32}, %v.stages.3.blocks.0.norm.b: tensor<768xf32> {tf.aliasing_output = 518 : i32}, %v.stages.3.blocks.0.fc1.w: tensor<768x3072xf32> {tf.aliasing_output = 519 : i32}, %v.stages.3.blocks.0.fc1.b: tensor<3072xf32> {tf.aliasing_output = 520 : i32}, %v.stages.3.blocks.0.fc2.w: tensor<3072x768xf32> {tf.aliasing_output = 521 : i32}, %v.stages.3.blocks.0.fc2.b: tensor<768xf32> {tf.aliasing_output = 522 : i32}, %v.stages.3.blocks.0.gamma: tensor<768xf32> {tf.aliasing_output = 523 : i32}, %v.stages.3.blocks.1.dwconv.w: tensor<7x7x1x768xf32> {tf.aliasing_output = 524 : i32}, %v.stages.3.blocks.1.dwconv.b: tensor<768xf32> {tf.aliasing_output = 525 : i32}, %v.stages.3.blocks.1.norm.g: tensor<768xf32> {tf.aliasing_output = 526 : i32}, %v.stages.3.blocks.1.norm.b: tensor<768xf32> {tf.aliasing_output = 527 : i32}, %v.stages.3.blocks.1.fc1.w: tensor<768x3072xf32> {tf.aliasing_output = 528 : i32}, %v.stages.3.blocks.1.fc1.b: tensor<3072xf32> {tf.aliasing_output = 529 : i32}, %v.stages.3.blocks.1.fc2.w: tensor<3072x768xf32> {tf.aliasing_output = 530 : i32}, %v.stages.3.blocks.1.fc2.b: tensor<768xf32> {tf.aliasing_output = 531 : i32}, %v.stages.3.blocks.1.gamma: tensor<768xf32> {tf.aliasing_output = 532 : i32}, %v.stages.3.blocks.2.dwconv.w: tensor<7x7x1x768xf32> {tf.aliasing_output = 533 : i32}, %v.stages.3.blocks.2.dwconv.b: tensor<768xf32> {tf.aliasing_output = 534 : i32}, %v.stages.3.blocks.2.norm.g: tensor<768xf32> {tf.aliasing_output = 535 : i32}, %v.stages.3.blocks.2.norm.b: tensor<768xf32> {tf.aliasing_output = 536 : i32}, %v.stages.3.blocks.2.fc1.w: tensor<768x3072xf32> {tf.aliasing_output = 537 : i32}, %v.stages.3.blocks.2.fc1.b: tensor<3072xf32> {tf.aliasing_output = 538 : i32}, %v.stages.3.blocks.2.fc2.w: tensor<3072x768xf32> {tf.aliasing_output = 539 : i32}, %v.stages.3.blocks.2.fc2.b: tensor<768xf32> {tf.aliasing_output = 540 : i32}, %v.stages.3.blocks.2.gamma: tensor<768xf32> {tf.aliasing_output = 541 : i32}, %v.head.norm.g: tensor<768xf32> {tf.aliasing_output = 542 : i32}, %v.head.norm.b: tensor<768xf32> {tf.aliasing_output = 543 : i32}, %v.head.fc.w: tensor<768x1000xf32> {tf.aliasing_output = 544 : i32}, %v.head.fc.b: tensor<1000xf32> {tf.aliasing_output = 545 : i32}, %lr: tensor<f32>, %bc1: tensor<f32>, %bc2: tensor<f32>, %drop_mask: tensor<64x18xf32>, %targets: tensor<64x1000xf32>) -> (tensor<4x4x3x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<7x7x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x384xf32>, tensor<384xf32>, tensor<384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<7x7x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x384xf32>, tensor<384xf32>, tensor<384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<7x7x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x384xf32>, tensor<384xf32>, tensor<384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<2x2x96x192xf32>, tensor<192xf32>, tensor<7x7x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<7x7x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<7x7x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<2x2x192x384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<2x2x384x768xf32>, tensor<768xf32>, tensor<7x7x1x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<7x7x1x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<7x7x1x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x1000xf32>, tensor<1000xf32>, tensor<4x4x3x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<7x7x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x384xf32>, tensor<384xf32>, tensor<384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<7x7x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x384xf32>, tensor<384xf32>, tensor<384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<7x7x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x384xf32>, tensor<384xf32>, tensor<384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<2x2x96x192xf32>, tensor<192xf32>, tensor<7x7x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<7x7x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<7x7x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<2x2x192x384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<2x2x384x768xf32>, tensor<768xf32>, tensor<7x7x1x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<7x7x1x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<7x7x1x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x1000xf32>, tensor<1000xf32>, tensor<4x4x3x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<7x7x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x384xf32>, tensor<384xf32>, tensor<384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<7x7x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x384xf32>, tensor<384xf32>, tensor<384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<7x7x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x384xf32>, tensor<384xf32>, tensor<384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<2x2x96x192xf32>, tensor<192xf32>, tensor<7x7x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<7x7x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<7x7x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<2x2x192x384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<2x2x384x768xf32>, tensor<768xf32>, tensor<7x7x1x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<7x7x1x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<7x7x1x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x1000xf32>, tensor<1000xf32>, tensor<f32>, tensor<f32>) {
    // ── forward ──
    %0 = "stablehlo.reshape"(%x) : (tensor<64x224x224x3xf32>) -> tensor<64x56x4x56x4x3xf32>
    %1 = "stablehlo.dot_general"(%0, %stem.conv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2, 4, 5], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x56x4x56x4x3xf32>, tensor<4x4x3x96xf32>) -> tensor<64x56x56x96xf32>
    %2 = "stablehlo.broadcast_in_dim"(%stem.conv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<64x56x56x96xf32>
    %3 = stablehlo.add %1, %2 : tensor<64x56x56x96xf32>
    %4 = stablehlo.constant dense<0.0> : tensor<f32>
    %5 = "stablehlo.reduce"(%3, %4) ({
    ^bb0(%_r0a: tensor<f32>, %_r0b: tensor<f32>):
      %_r0c = stablehlo.add %_r0a, %_r0b : tensor<f32>
      "stablehlo.return"(%_r0c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<64x56x56xf32>
    %6 = stablehlo.constant dense<96.0> : tensor<64x56x56xf32>
    %7 = stablehlo.divide %5, %6 : tensor<64x56x56xf32>
    %8 = "stablehlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56xf32>) -> tensor<64x56x56x96xf32>
    %9 = stablehlo.subtract %3, %8 : tensor<64x56x56x96xf32>
    %10 = stablehlo.multiply %9, %9 : tensor<64x56x56x96xf32>
    %11 = stablehlo.constant dense<0.0> : tensor<f32>
    %12 = "stablehlo.reduce"(%10, %11) ({
    ^bb0(%_r1a: tensor<f32>, %_r1b: tensor<f32>):
      %_r1c = stablehlo.add %_r1a, %_r1b : tensor<f32>
      "stablehlo.return"(%_r1c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<64x56x56xf32>
    %13 = stablehlo.constant dense<96.0> : tensor<64x56x56xf32>
    %14 = stablehlo.divide %12, %13 : tensor<64x56x56xf32>
    %15 = "stablehlo.broadcast_in_dim"(%14) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56xf32>) -> tensor<64x56x56x96xf32>
    %16 = stablehlo.constant dense<1.0e-06> : tensor<64x56x56x96xf32>
    %17 = stablehlo.add %15, %16 : tensor<64x56x56x96xf32>
    %18 = stablehlo.rsqrt %17 : tensor<64x56x56x96xf32>
    %19 = stablehlo.multiply %9, %18 : tensor<64x56x56x96xf32>
    %20 = "stablehlo.broadcast_in_dim"(%stem.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<64x56x56x96xf32>
    %21 = stablehlo.multiply %19, %20 : tensor<64x56x56x96xf32>
    %22 = "stablehlo.broadcast_in_dim"(%stem.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<64x56x56x96xf32>
    %23 = stablehlo.add %21, %22 : tensor<64x56x56x96xf32>
    %24 = "stablehlo.convolution"(%23, %stages.0.blocks.0.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 96 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x56x56x96xf32>, tensor<7x7x1x96xf32>) -> tensor<64x56x56x96xf32>
    %25 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.0.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<64x56x56x96xf32>
    %26 = stablehlo.add %24, %25 : tensor<64x56x56x96xf32>
    %27 = stablehlo.constant dense<0.0> : tensor<f32>
    %28 = "stablehlo.reduce"(%26, %27) ({
    ^bb0(%_r2a: tensor<f32>, %_r2b: tensor<f32>):
      %_r2c = stablehlo.add %_r2a, %_r2b : tensor<f32>
      "stablehlo.return"(%_r2c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<64x56x56xf32>
    %29 = stablehlo.constant dense<96.0> : tensor<64x56x56xf32>
    %30 = stablehlo.divide %28, %29 : tensor<64x56x56xf32>
    %31 = "stablehlo.broadcast_in_dim"(%30) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56xf32>) -> tensor<64x56x56x96xf32>
    %32 = stablehlo.subtract %26, %31 : tensor<64x56x56x96xf32>
    %33 = stablehlo.multiply %32, %32 : tensor<64x56x56x96xf32>
    %34 = stablehlo.constant dense<0.0> : tensor<f32>
    %35 = "stablehlo.reduce"(%33, %34) ({
    ^bb0(%_r3a: tensor<f32>, %_r3b: tensor<f32>):
      %_r3c = stablehlo.add %_r3a, %_r3b : tensor<f32>
      "stablehlo.return"(%_r3c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<64x56x56xf32>
    %36 = stablehlo.constant dense<96.0> : tensor<64x56x56xf32>
    %37 = stablehlo.divide %35, %36 : tensor<64x56x56xf32>
    %38 = "stablehlo.broadcast_in_dim"(%37) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56xf32>) -> tensor<64x56x56x96xf32>
    %39 = stablehlo.constant dense<1.0e-06> : tensor<64x56x56x96xf32>
    %40 = stablehlo.add %38, %39 : tensor<64x56x56x96xf32>
    %41 = stablehlo.rsqrt %40 : tensor<64x56x56x96xf32>
    %42 = stablehlo.multiply %32, %41 : tensor<64x56x56x96xf32>
    %43 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.0.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<64x56x56x96xf32>
    %44 = stablehlo.multiply %42, %43 : tensor<64x56x56x96xf32>
    %45 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.0.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<64x56x56x96xf32>
    %46 = stablehlo.add %44, %45 : tensor<64x56x56x96xf32>
    %47 = "stablehlo.dot_general"(%46, %stages.0.blocks.0.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x56x56x96xf32>, tensor<96x384xf32>) -> tensor<64x56x56x384xf32>
    %48 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.0.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x56x56x384xf32>
    %49 = stablehlo.add %47, %48 : tensor<64x56x56x384xf32>
    %50 = stablehlo.constant dense<0.70710677> : tensor<64x56x56x384xf32>
    %51 = stablehlo.multiply %49, %50 : tensor<64x56x56x384xf32>
    %52 = "chlo.erf"(%51) : (tensor<64x56x56x384xf32>) -> tensor<64x56x56x384xf32>
    %53 = stablehlo.constant dense<1.0> : tensor<64x56x56x384xf32>
    %54 = stablehlo.add %52, %53 : tensor<64x56x56x384xf32>
    %55 = stablehlo.constant dense<0.5> : tensor<64x56x56x384xf32>
    %56 = stablehlo.multiply %49, %55 : tensor<64x56x56x384xf32>
    %57 = stablehlo.multiply %56, %54 : tensor<64x56x56x384xf32>
    %58 = "stablehlo.dot_general"(%57, %stages.0.blocks.0.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x56x56x384xf32>, tensor<384x96xf32>) -> tensor<64x56x56x96xf32>
    %59 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.0.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<64x56x56x96xf32>
    %60 = stablehlo.add %58, %59 : tensor<64x56x56x96xf32>
    %61 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.0.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<64x56x56x96xf32>
    %62 = stablehlo.multiply %60, %61 : tensor<64x56x56x96xf32>
    %63 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 64, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>} : (tensor<64x18xf32>) -> tensor<64x1xf32>
    %64 = "stablehlo.broadcast_in_dim"(%63) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<64x1xf32>) -> tensor<64x56x56x96xf32>
    %65 = stablehlo.multiply %62, %64 : tensor<64x56x56x96xf32>
    %66 = stablehlo.add %65, %23 : tensor<64x56x56x96xf32>
    %67 = "stablehlo.convolution"(%66, %stages.0.blocks.1.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 96 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x56x56x96xf32>, tensor<7x7x1x96xf32>) -> tensor<64x56x56x96xf32>
    %68 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.1.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<64x56x56x96xf32>
    %69 = stablehlo.add %67, %68 : tensor<64x56x56x96xf32>
    %70 = stablehlo.constant dense<0.0> : tensor<f32>
    %71 = "stablehlo.reduce"(%69, %70) ({
    ^bb0(%_r4a: tensor<f32>, %_r4b: tensor<f32>):
      %_r4c = stablehlo.add %_r4a, %_r4b : tensor<f32>
      "stablehlo.return"(%_r4c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<64x56x56xf32>
    %72 = stablehlo.constant dense<96.0> : tensor<64x56x56xf32>
    %73 = stablehlo.divide %71, %72 : tensor<64x56x56xf32>
    %74 = "stablehlo.broadcast_in_dim"(%73) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56xf32>) -> tensor<64x56x56x96xf32>
    %75 = stablehlo.subtract %69, %74 : tensor<64x56x56x96xf32>
    %76 = stablehlo.multiply %75, %75 : tensor<64x56x56x96xf32>
    %77 = stablehlo.constant dense<0.0> : tensor<f32>
    %78 = "stablehlo.reduce"(%76, %77) ({
    ^bb0(%_r5a: tensor<f32>, %_r5b: tensor<f32>):
      %_r5c = stablehlo.add %_r5a, %_r5b : tensor<f32>
      "stablehlo.return"(%_r5c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<64x56x56xf32>
    %79 = stablehlo.constant dense<96.0> : tensor<64x56x56xf32>
    %80 = stablehlo.divide %78, %79 : tensor<64x56x56xf32>
    %81 = "stablehlo.broadcast_in_dim"(%80) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56xf32>) -> tensor<64x56x56x96xf32>
    %82 = stablehlo.constant dense<1.0e-06> : tensor<64x56x56x96xf32>
    %83 = stablehlo.add %81, %82 : tensor<64x56x56x96xf32>
    %84 = stablehlo.rsqrt %83 : tensor<64x56x56x96xf32>
    %85 = stablehlo.multiply %75, %84 : tensor<64x56x56x96xf32>
    %86 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.1.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<64x56x56x96xf32>
    %87 = stablehlo.multiply %85, %86 : tensor<64x56x56x96xf32>
    %88 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.1.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<64x56x56x96xf32>
    %89 = stablehlo.add %87, %88 : tensor<64x56x56x96xf32>
    %90 = "stablehlo.dot_general"(%89, %stages.0.blocks.1.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x56x56x96xf32>, tensor<96x384xf32>) -> tensor<64x56x56x384xf32>
    %91 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.1.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x56x56x384xf32>
    %92 = stablehlo.add %90, %91 : tensor<64x56x56x384xf32>
    %93 = stablehlo.constant dense<0.70710677> : tensor<64x56x56x384xf32>
    %94 = stablehlo.multiply %92, %93 : tensor<64x56x56x384xf32>
    %95 = "chlo.erf"(%94) : (tensor<64x56x56x384xf32>) -> tensor<64x56x56x384xf32>
    %96 = stablehlo.constant dense<1.0> : tensor<64x56x56x384xf32>
    %97 = stablehlo.add %95, %96 : tensor<64x56x56x384xf32>
    %98 = stablehlo.constant dense<0.5> : tensor<64x56x56x384xf32>
    %99 = stablehlo.multiply %92, %98 : tensor<64x56x56x384xf32>
    %100 = stablehlo.multiply %99, %97 : tensor<64x56x56x384xf32>
    %101 = "stablehlo.dot_general"(%100, %stages.0.blocks.1.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x56x56x384xf32>, tensor<384x96xf32>) -> tensor<64x56x56x96xf32>
    %102 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.1.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<64x56x56x96xf32>
    %103 = stablehlo.add %101, %102 : tensor<64x56x56x96xf32>
    %104 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.1.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<64x56x56x96xf32>
    %105 = stablehlo.multiply %103, %104 : tensor<64x56x56x96xf32>
    %106 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 64, 2>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 1>} : (tensor<64x18xf32>) -> tensor<64x1xf32>
    %107 = "stablehlo.broadcast_in_dim"(%106) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<64x1xf32>) -> tensor<64x56x56x96xf32>
    %108 = stablehlo.multiply %105, %107 : tensor<64x56x56x96xf32>
    %109 = stablehlo.add %108, %66 : tensor<64x56x56x96xf32>
    %110 = "stablehlo.convolution"(%109, %stages.0.blocks.2.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 96 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x56x56x96xf32>, tensor<7x7x1x96xf32>) -> tensor<64x56x56x96xf32>
    %111 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.2.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<64x56x56x96xf32>
    %112 = stablehlo.add %110, %111 : tensor<64x56x56x96xf32>
    %113 = stablehlo.constant dense<0.0> : tensor<f32>
    %114 = "stablehlo.reduce"(%112, %113) ({
    ^bb0(%_r6a: tensor<f32>, %_r6b: tensor<f32>):
      %_r6c = stablehlo.add %_r6a, %_r6b : tensor<f32>
      "stablehlo.return"(%_r6c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<64x56x56xf32>
    %115 = stablehlo.constant dense<96.0> : tensor<64x56x56xf32>
    %116 = stablehlo.divide %114, %115 : tensor<64x56x56xf32>
    %117 = "stablehlo.broadcast_in_dim"(%116) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56xf32>) -> tensor<64x56x56x96xf32>
    %118 = stablehlo.subtract %112, %117 : tensor<64x56x56x96xf32>
    %119 = stablehlo.multiply %118, %118 : tensor<64x56x56x96xf32>
    %120 = stablehlo.constant dense<0.0> : tensor<f32>
    %121 = "stablehlo.reduce"(%119, %120) ({
    ^bb0(%_r7a: tensor<f32>, %_r7b: tensor<f32>):
      %_r7c = stablehlo.add %_r7a, %_r7b : tensor<f32>
      "stablehlo.return"(%_r7c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<64x56x56xf32>
    %122 = stablehlo.constant dense<96.0> : tensor<64x56x56xf32>
    %123 = stablehlo.divide %121, %122 : tensor<64x56x56xf32>
    %124 = "stablehlo.broadcast_in_dim"(%123) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56xf32>) -> tensor<64x56x56x96xf32>
    %125 = stablehlo.constant dense<1.0e-06> : tensor<64x56x56x96xf32>
    %126 = stablehlo.add %124, %125 : tensor<64x56x56x96xf32>
    %127 = stablehlo.rsqrt %126 : tensor<64x56x56x96xf32>
    %128 = stablehlo.multiply %118, %127 : tensor<64x56x56x96xf32>
    %129 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.2.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<64x56x56x96xf32>
    %130 = stablehlo.multiply %128, %129 : tensor<64x56x56x96xf32>
    %131 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.2.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<64x56x56x96xf32>
    %132 = stablehlo.add %130, %131 : tensor<64x56x56x96xf32>
    %133 = "stablehlo.dot_general"(%132, %stages.0.blocks.2.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x56x56x96xf32>, tensor<96x384xf32>) -> tensor<64x56x56x384xf32>
    %134 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.2.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x56x56x384xf32>
    %135 = stablehlo.add %133, %134 : tensor<64x56x56x384xf32>
    %136 = stablehlo.constant dense<0.70710677> : tensor<64x56x56x384xf32>
    %137 = stablehlo.multiply %135, %136 : tensor<64x56x56x384xf32>
    %138 = "chlo.erf"(%137) : (tensor<64x56x56x384xf32>) -> tensor<64x56x56x384xf32>
    %139 = stablehlo.constant dense<1.0> : tensor<64x56x56x384xf32>
    %140 = stablehlo.add %138, %139 : tensor<64x56x56x384xf32>
    %141 = stablehlo.constant dense<0.5> : tensor<64x56x56x384xf32>
    %142 = stablehlo.multiply %135, %141 : tensor<64x56x56x384xf32>
    %143 = stablehlo.multiply %142, %140 : tensor<64x56x56x384xf32>
    %144 = "stablehlo.dot_general"(%143, %stages.0.blocks.2.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x56x56x384xf32>, tensor<384x96xf32>) -> tensor<64x56x56x96xf32>
    %145 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.2.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<64x56x56x96xf32>
    %146 = stablehlo.add %144, %145 : tensor<64x56x56x96xf32>
    %147 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.2.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<64x56x56x96xf32>
    %148 = stablehlo.multiply %146, %147 : tensor<64x56x56x96xf32>
    %149 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 64, 3>, start_indices = array<i64: 0, 2>, strides = array<i64: 1, 1>} : (tensor<64x18xf32>) -> tensor<64x1xf32>
    %150 = "stablehlo.broadcast_in_dim"(%149) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<64x1xf32>) -> tensor<64x56x56x96xf32>
    %151 = stablehlo.multiply %148, %150 : tensor<64x56x56x96xf32>
    %152 = stablehlo.add %151, %109 : tensor<64x56x56x96xf32>
    %153 = stablehlo.constant dense<0.0> : tensor<f32>
    %154 = "stablehlo.reduce"(%152, %153) ({
    ^bb0(%_r8a: tensor<f32>, %_r8b: tensor<f32>):
      %_r8c = stablehlo.add %_r8a, %_r8b : tensor<f32>
      "stablehlo.return"(%_r8c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<64x56x56xf32>
    %155 = stablehlo.constant dense<96.0> : tensor<64x56x56xf32>
    %156 = stablehlo.divide %154, %155 : tensor<64x56x56xf32>
    %157 = "stablehlo.broadcast_in_dim"(%156) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56xf32>) -> tensor<64x56x56x96xf32>
    %158 = stablehlo.subtract %152, %157 : tensor<64x56x56x96xf32>
    %159 = stablehlo.multiply %158, %158 : tensor<64x56x56x96xf32>
    %160 = stablehlo.constant dense<0.0> : tensor<f32>
    %161 = "stablehlo.reduce"(%159, %160) ({
    ^bb0(%_r9a: tensor<f32>, %_r9b: tensor<f32>):
      %_r9c = stablehlo.add %_r9a, %_r9b : tensor<f32>
      "stablehlo.return"(%_r9c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<64x56x56xf32>
    %162 = stablehlo.constant dense<96.0> : tensor<64x56x56xf32>
    %163 = stablehlo.divide %161, %162 : tensor<64x56x56xf32>
    %164 = "stablehlo.broadcast_in_dim"(%163) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56xf32>) -> tensor<64x56x56x96xf32>
    %165 = stablehlo.constant dense<1.0e-06> : tensor<64x56x56x96xf32>
    %166 = stablehlo.add %164, %165 : tensor<64x56x56x96xf32>
    %167 = stablehlo.rsqrt %166 : tensor<64x56x56x96xf32>
    %168 = stablehlo.multiply %158, %167 : tensor<64x56x56x96xf32>
    %169 = "stablehlo.broadcast_in_dim"(%stages.1.down.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<64x56x56x96xf32>
    %170 = stablehlo.multiply %168, %169 : tensor<64x56x56x96xf32>
    %171 = "stablehlo.broadcast_in_dim"(%stages.1.down.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<96xf32>) -> tensor<64x56x56x96xf32>
    %172 = stablehlo.add %170, %171 : tensor<64x56x56x96xf32>
    %173 = "stablehlo.reshape"(%172) : (tensor<64x56x56x96xf32>) -> tensor<64x28x2x28x2x96xf32>
    %174 = "stablehlo.dot_general"(%173, %stages.1.down.conv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2, 4, 5], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x28x2x28x2x96xf32>, tensor<2x2x96x192xf32>) -> tensor<64x28x28x192xf32>
    %175 = "stablehlo.broadcast_in_dim"(%stages.1.down.conv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<64x28x28x192xf32>
    %176 = stablehlo.add %174, %175 : tensor<64x28x28x192xf32>
    %177 = "stablehlo.convolution"(%176, %stages.1.blocks.0.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 192 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x28x28x192xf32>, tensor<7x7x1x192xf32>) -> tensor<64x28x28x192xf32>
    %178 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.0.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<64x28x28x192xf32>
    %179 = stablehlo.add %177, %178 : tensor<64x28x28x192xf32>
    %180 = stablehlo.constant dense<0.0> : tensor<f32>
    %181 = "stablehlo.reduce"(%179, %180) ({
    ^bb0(%_r10a: tensor<f32>, %_r10b: tensor<f32>):
      %_r10c = stablehlo.add %_r10a, %_r10b : tensor<f32>
      "stablehlo.return"(%_r10c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<64x28x28xf32>
    %182 = stablehlo.constant dense<192.0> : tensor<64x28x28xf32>
    %183 = stablehlo.divide %181, %182 : tensor<64x28x28xf32>
    %184 = "stablehlo.broadcast_in_dim"(%183) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28xf32>) -> tensor<64x28x28x192xf32>
    %185 = stablehlo.subtract %179, %184 : tensor<64x28x28x192xf32>
    %186 = stablehlo.multiply %185, %185 : tensor<64x28x28x192xf32>
    %187 = stablehlo.constant dense<0.0> : tensor<f32>
    %188 = "stablehlo.reduce"(%186, %187) ({
    ^bb0(%_r11a: tensor<f32>, %_r11b: tensor<f32>):
      %_r11c = stablehlo.add %_r11a, %_r11b : tensor<f32>
      "stablehlo.return"(%_r11c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<64x28x28xf32>
    %189 = stablehlo.constant dense<192.0> : tensor<64x28x28xf32>
    %190 = stablehlo.divide %188, %189 : tensor<64x28x28xf32>
    %191 = "stablehlo.broadcast_in_dim"(%190) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28xf32>) -> tensor<64x28x28x192xf32>
    %192 = stablehlo.constant dense<1.0e-06> : tensor<64x28x28x192xf32>
    %193 = stablehlo.add %191, %192 : tensor<64x28x28x192xf32>
    %194 = stablehlo.rsqrt %193 : tensor<64x28x28x192xf32>
    %195 = stablehlo.multiply %185, %194 : tensor<64x28x28x192xf32>
    %196 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.0.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<64x28x28x192xf32>
    %197 = stablehlo.multiply %195, %196 : tensor<64x28x28x192xf32>
    %198 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.0.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<64x28x28x192xf32>
    %199 = stablehlo.add %197, %198 : tensor<64x28x28x192xf32>
    %200 = "stablehlo.dot_general"(%199, %stages.1.blocks.0.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x28x28x192xf32>, tensor<192x768xf32>) -> tensor<64x28x28x768xf32>
    %201 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.0.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<768xf32>) -> tensor<64x28x28x768xf32>
    %202 = stablehlo.add %200, %201 : tensor<64x28x28x768xf32>
    %203 = stablehlo.constant dense<0.70710677> : tensor<64x28x28x768xf32>
    %204 = stablehlo.multiply %202, %203 : tensor<64x28x28x768xf32>
    %205 = "chlo.erf"(%204) : (tensor<64x28x28x768xf32>) -> tensor<64x28x28x768xf32>
    %206 = stablehlo.constant dense<1.0> : tensor<64x28x28x768xf32>
    %207 = stablehlo.add %205, %206 : tensor<64x28x28x768xf32>
    %208 = stablehlo.constant dense<0.5> : tensor<64x28x28x768xf32>
    %209 = stablehlo.multiply %202, %208 : tensor<64x28x28x768xf32>
    %210 = stablehlo.multiply %209, %207 : tensor<64x28x28x768xf32>
    %211 = "stablehlo.dot_general"(%210, %stages.1.blocks.0.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x28x28x768xf32>, tensor<768x192xf32>) -> tensor<64x28x28x192xf32>
    %212 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.0.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<64x28x28x192xf32>
    %213 = stablehlo.add %211, %212 : tensor<64x28x28x192xf32>
    %214 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.0.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<64x28x28x192xf32>
    %215 = stablehlo.multiply %213, %214 : tensor<64x28x28x192xf32>
    %216 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 64, 4>, start_indices = array<i64: 0, 3>, strides = array<i64: 1, 1>} : (tensor<64x18xf32>) -> tensor<64x1xf32>
    %217 = "stablehlo.broadcast_in_dim"(%216) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<64x1xf32>) -> tensor<64x28x28x192xf32>
    %218 = stablehlo.multiply %215, %217 : tensor<64x28x28x192xf32>
    %219 = stablehlo.add %218, %176 : tensor<64x28x28x192xf32>
    %220 = "stablehlo.convolution"(%219, %stages.1.blocks.1.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 192 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x28x28x192xf32>, tensor<7x7x1x192xf32>) -> tensor<64x28x28x192xf32>
    %221 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.1.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<64x28x28x192xf32>
    %222 = stablehlo.add %220, %221 : tensor<64x28x28x192xf32>
    %223 = stablehlo.constant dense<0.0> : tensor<f32>
    %224 = "stablehlo.reduce"(%222, %223) ({
    ^bb0(%_r12a: tensor<f32>, %_r12b: tensor<f32>):
      %_r12c = stablehlo.add %_r12a, %_r12b : tensor<f32>
      "stablehlo.return"(%_r12c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<64x28x28xf32>
    %225 = stablehlo.constant dense<192.0> : tensor<64x28x28xf32>
    %226 = stablehlo.divide %224, %225 : tensor<64x28x28xf32>
    %227 = "stablehlo.broadcast_in_dim"(%226) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28xf32>) -> tensor<64x28x28x192xf32>
    %228 = stablehlo.subtract %222, %227 : tensor<64x28x28x192xf32>
    %229 = stablehlo.multiply %228, %228 : tensor<64x28x28x192xf32>
    %230 = stablehlo.constant dense<0.0> : tensor<f32>
    %231 = "stablehlo.reduce"(%229, %230) ({
    ^bb0(%_r13a: tensor<f32>, %_r13b: tensor<f32>):
      %_r13c = stablehlo.add %_r13a, %_r13b : tensor<f32>
      "stablehlo.return"(%_r13c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<64x28x28xf32>
    %232 = stablehlo.constant dense<192.0> : tensor<64x28x28xf32>
    %233 = stablehlo.divide %231, %232 : tensor<64x28x28xf32>
    %234 = "stablehlo.broadcast_in_dim"(%233) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28xf32>) -> tensor<64x28x28x192xf32>
    %235 = stablehlo.constant dense<1.0e-06> : tensor<64x28x28x192xf32>
    %236 = stablehlo.add %234, %235 : tensor<64x28x28x192xf32>
    %237 = stablehlo.rsqrt %236 : tensor<64x28x28x192xf32>
    %238 = stablehlo.multiply %228, %237 : tensor<64x28x28x192xf32>
    %239 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.1.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<64x28x28x192xf32>
    %240 = stablehlo.multiply %238, %239 : tensor<64x28x28x192xf32>
    %241 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.1.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<64x28x28x192xf32>
    %242 = stablehlo.add %240, %241 : tensor<64x28x28x192xf32>
    %243 = "stablehlo.dot_general"(%242, %stages.1.blocks.1.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x28x28x192xf32>, tensor<192x768xf32>) -> tensor<64x28x28x768xf32>
    %244 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.1.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<768xf32>) -> tensor<64x28x28x768xf32>
    %245 = stablehlo.add %243, %244 : tensor<64x28x28x768xf32>
    %246 = stablehlo.constant dense<0.70710677> : tensor<64x28x28x768xf32>
    %247 = stablehlo.multiply %245, %246 : tensor<64x28x28x768xf32>
    %248 = "chlo.erf"(%247) : (tensor<64x28x28x768xf32>) -> tensor<64x28x28x768xf32>
    %249 = stablehlo.constant dense<1.0> : tensor<64x28x28x768xf32>
    %250 = stablehlo.add %248, %249 : tensor<64x28x28x768xf32>
    %251 = stablehlo.constant dense<0.5> : tensor<64x28x28x768xf32>
    %252 = stablehlo.multiply %245, %251 : tensor<64x28x28x768xf32>
    %253 = stablehlo.multiply %252, %250 : tensor<64x28x28x768xf32>
    %254 = "stablehlo.dot_general"(%253, %stages.1.blocks.1.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x28x28x768xf32>, tensor<768x192xf32>) -> tensor<64x28x28x192xf32>
    %255 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.1.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<64x28x28x192xf32>
    %256 = stablehlo.add %254, %255 : tensor<64x28x28x192xf32>
    %257 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.1.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<64x28x28x192xf32>
    %258 = stablehlo.multiply %256, %257 : tensor<64x28x28x192xf32>
    %259 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 64, 5>, start_indices = array<i64: 0, 4>, strides = array<i64: 1, 1>} : (tensor<64x18xf32>) -> tensor<64x1xf32>
    %260 = "stablehlo.broadcast_in_dim"(%259) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<64x1xf32>) -> tensor<64x28x28x192xf32>
    %261 = stablehlo.multiply %258, %260 : tensor<64x28x28x192xf32>
    %262 = stablehlo.add %261, %219 : tensor<64x28x28x192xf32>
    %263 = "stablehlo.convolution"(%262, %stages.1.blocks.2.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 192 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x28x28x192xf32>, tensor<7x7x1x192xf32>) -> tensor<64x28x28x192xf32>
    %264 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.2.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<64x28x28x192xf32>
    %265 = stablehlo.add %263, %264 : tensor<64x28x28x192xf32>
    %266 = stablehlo.constant dense<0.0> : tensor<f32>
    %267 = "stablehlo.reduce"(%265, %266) ({
    ^bb0(%_r14a: tensor<f32>, %_r14b: tensor<f32>):
      %_r14c = stablehlo.add %_r14a, %_r14b : tensor<f32>
      "stablehlo.return"(%_r14c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<64x28x28xf32>
    %268 = stablehlo.constant dense<192.0> : tensor<64x28x28xf32>
    %269 = stablehlo.divide %267, %268 : tensor<64x28x28xf32>
    %270 = "stablehlo.broadcast_in_dim"(%269) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28xf32>) -> tensor<64x28x28x192xf32>
    %271 = stablehlo.subtract %265, %270 : tensor<64x28x28x192xf32>
    %272 = stablehlo.multiply %271, %271 : tensor<64x28x28x192xf32>
    %273 = stablehlo.constant dense<0.0> : tensor<f32>
    %274 = "stablehlo.reduce"(%272, %273) ({
    ^bb0(%_r15a: tensor<f32>, %_r15b: tensor<f32>):
      %_r15c = stablehlo.add %_r15a, %_r15b : tensor<f32>
      "stablehlo.return"(%_r15c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<64x28x28xf32>
    %275 = stablehlo.constant dense<192.0> : tensor<64x28x28xf32>
    %276 = stablehlo.divide %274, %275 : tensor<64x28x28xf32>
    %277 = "stablehlo.broadcast_in_dim"(%276) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28xf32>) -> tensor<64x28x28x192xf32>
    %278 = stablehlo.constant dense<1.0e-06> : tensor<64x28x28x192xf32>
    %279 = stablehlo.add %277, %278 : tensor<64x28x28x192xf32>
    %280 = stablehlo.rsqrt %279 : tensor<64x28x28x192xf32>
    %281 = stablehlo.multiply %271, %280 : tensor<64x28x28x192xf32>
    %282 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.2.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<64x28x28x192xf32>
    %283 = stablehlo.multiply %281, %282 : tensor<64x28x28x192xf32>
    %284 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.2.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<64x28x28x192xf32>
    %285 = stablehlo.add %283, %284 : tensor<64x28x28x192xf32>
    %286 = "stablehlo.dot_general"(%285, %stages.1.blocks.2.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x28x28x192xf32>, tensor<192x768xf32>) -> tensor<64x28x28x768xf32>
    %287 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.2.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<768xf32>) -> tensor<64x28x28x768xf32>
    %288 = stablehlo.add %286, %287 : tensor<64x28x28x768xf32>
    %289 = stablehlo.constant dense<0.70710677> : tensor<64x28x28x768xf32>
    %290 = stablehlo.multiply %288, %289 : tensor<64x28x28x768xf32>
    %291 = "chlo.erf"(%290) : (tensor<64x28x28x768xf32>) -> tensor<64x28x28x768xf32>
    %292 = stablehlo.constant dense<1.0> : tensor<64x28x28x768xf32>
    %293 = stablehlo.add %291, %292 : tensor<64x28x28x768xf32>
    %294 = stablehlo.constant dense<0.5> : tensor<64x28x28x768xf32>
    %295 = stablehlo.multiply %288, %294 : tensor<64x28x28x768xf32>
    %296 = stablehlo.multiply %295, %293 : tensor<64x28x28x768xf32>
    %297 = "stablehlo.dot_general"(%296, %stages.1.blocks.2.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x28x28x768xf32>, tensor<768x192xf32>) -> tensor<64x28x28x192xf32>
    %298 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.2.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<64x28x28x192xf32>
    %299 = stablehlo.add %297, %298 : tensor<64x28x28x192xf32>
    %300 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.2.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<64x28x28x192xf32>
    %301 = stablehlo.multiply %299, %300 : tensor<64x28x28x192xf32>
    %302 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 64, 6>, start_indices = array<i64: 0, 5>, strides = array<i64: 1, 1>} : (tensor<64x18xf32>) -> tensor<64x1xf32>
    %303 = "stablehlo.broadcast_in_dim"(%302) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<64x1xf32>) -> tensor<64x28x28x192xf32>
    %304 = stablehlo.multiply %301, %303 : tensor<64x28x28x192xf32>
    %305 = stablehlo.add %304, %262 : tensor<64x28x28x192xf32>
    %306 = stablehlo.constant dense<0.0> : tensor<f32>
    %307 = "stablehlo.reduce"(%305, %306) ({
    ^bb0(%_r16a: tensor<f32>, %_r16b: tensor<f32>):
      %_r16c = stablehlo.add %_r16a, %_r16b : tensor<f32>
      "stablehlo.return"(%_r16c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<64x28x28xf32>
    %308 = stablehlo.constant dense<192.0> : tensor<64x28x28xf32>
    %309 = stablehlo.divide %307, %308 : tensor<64x28x28xf32>
    %310 = "stablehlo.broadcast_in_dim"(%309) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28xf32>) -> tensor<64x28x28x192xf32>
    %311 = stablehlo.subtract %305, %310 : tensor<64x28x28x192xf32>
    %312 = stablehlo.multiply %311, %311 : tensor<64x28x28x192xf32>
    %313 = stablehlo.constant dense<0.0> : tensor<f32>
    %314 = "stablehlo.reduce"(%312, %313) ({
    ^bb0(%_r17a: tensor<f32>, %_r17b: tensor<f32>):
      %_r17c = stablehlo.add %_r17a, %_r17b : tensor<f32>
      "stablehlo.return"(%_r17c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<64x28x28xf32>
    %315 = stablehlo.constant dense<192.0> : tensor<64x28x28xf32>
    %316 = stablehlo.divide %314, %315 : tensor<64x28x28xf32>
    %317 = "stablehlo.broadcast_in_dim"(%316) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28xf32>) -> tensor<64x28x28x192xf32>
    %318 = stablehlo.constant dense<1.0e-06> : tensor<64x28x28x192xf32>
    %319 = stablehlo.add %317, %318 : tensor<64x28x28x192xf32>
    %320 = stablehlo.rsqrt %319 : tensor<64x28x28x192xf32>
    %321 = stablehlo.multiply %311, %320 : tensor<64x28x28x192xf32>
    %322 = "stablehlo.broadcast_in_dim"(%stages.2.down.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<64x28x28x192xf32>
    %323 = stablehlo.multiply %321, %322 : tensor<64x28x28x192xf32>
    %324 = "stablehlo.broadcast_in_dim"(%stages.2.down.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<192xf32>) -> tensor<64x28x28x192xf32>
    %325 = stablehlo.add %323, %324 : tensor<64x28x28x192xf32>
    %326 = "stablehlo.reshape"(%325) : (tensor<64x28x28x192xf32>) -> tensor<64x14x2x14x2x192xf32>
    %327 = "stablehlo.dot_general"(%326, %stages.2.down.conv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2, 4, 5], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x14x2x14x2x192xf32>, tensor<2x2x192x384xf32>) -> tensor<64x14x14x384xf32>
    %328 = "stablehlo.broadcast_in_dim"(%stages.2.down.conv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %329 = stablehlo.add %327, %328 : tensor<64x14x14x384xf32>
    %330 = "stablehlo.convolution"(%329, %stages.2.blocks.0.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<7x7x1x384xf32>) -> tensor<64x14x14x384xf32>
    %331 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.0.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %332 = stablehlo.add %330, %331 : tensor<64x14x14x384xf32>
    %333 = stablehlo.constant dense<0.0> : tensor<f32>
    %334 = "stablehlo.reduce"(%332, %333) ({
    ^bb0(%_r18a: tensor<f32>, %_r18b: tensor<f32>):
      %_r18c = stablehlo.add %_r18a, %_r18b : tensor<f32>
      "stablehlo.return"(%_r18c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %335 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %336 = stablehlo.divide %334, %335 : tensor<64x14x14xf32>
    %337 = "stablehlo.broadcast_in_dim"(%336) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %338 = stablehlo.subtract %332, %337 : tensor<64x14x14x384xf32>
    %339 = stablehlo.multiply %338, %338 : tensor<64x14x14x384xf32>
    %340 = stablehlo.constant dense<0.0> : tensor<f32>
    %341 = "stablehlo.reduce"(%339, %340) ({
    ^bb0(%_r19a: tensor<f32>, %_r19b: tensor<f32>):
      %_r19c = stablehlo.add %_r19a, %_r19b : tensor<f32>
      "stablehlo.return"(%_r19c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %342 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %343 = stablehlo.divide %341, %342 : tensor<64x14x14xf32>
    %344 = "stablehlo.broadcast_in_dim"(%343) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %345 = stablehlo.constant dense<1.0e-06> : tensor<64x14x14x384xf32>
    %346 = stablehlo.add %344, %345 : tensor<64x14x14x384xf32>
    %347 = stablehlo.rsqrt %346 : tensor<64x14x14x384xf32>
    %348 = stablehlo.multiply %338, %347 : tensor<64x14x14x384xf32>
    %349 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.0.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %350 = stablehlo.multiply %348, %349 : tensor<64x14x14x384xf32>
    %351 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.0.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %352 = stablehlo.add %350, %351 : tensor<64x14x14x384xf32>
    %353 = "stablehlo.dot_general"(%352, %stages.2.blocks.0.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x384xf32>, tensor<384x1536xf32>) -> tensor<64x14x14x1536xf32>
    %354 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.0.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1536xf32>) -> tensor<64x14x14x1536xf32>
    %355 = stablehlo.add %353, %354 : tensor<64x14x14x1536xf32>
    %356 = stablehlo.constant dense<0.70710677> : tensor<64x14x14x1536xf32>
    %357 = stablehlo.multiply %355, %356 : tensor<64x14x14x1536xf32>
    %358 = "chlo.erf"(%357) : (tensor<64x14x14x1536xf32>) -> tensor<64x14x14x1536xf32>
    %359 = stablehlo.constant dense<1.0> : tensor<64x14x14x1536xf32>
    %360 = stablehlo.add %358, %359 : tensor<64x14x14x1536xf32>
    %361 = stablehlo.constant dense<0.5> : tensor<64x14x14x1536xf32>
    %362 = stablehlo.multiply %355, %361 : tensor<64x14x14x1536xf32>
    %363 = stablehlo.multiply %362, %360 : tensor<64x14x14x1536xf32>
    %364 = "stablehlo.dot_general"(%363, %stages.2.blocks.0.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x1536xf32>, tensor<1536x384xf32>) -> tensor<64x14x14x384xf32>
    %365 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.0.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %366 = stablehlo.add %364, %365 : tensor<64x14x14x384xf32>
    %367 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.0.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %368 = stablehlo.multiply %366, %367 : tensor<64x14x14x384xf32>
    %369 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 64, 7>, start_indices = array<i64: 0, 6>, strides = array<i64: 1, 1>} : (tensor<64x18xf32>) -> tensor<64x1xf32>
    %370 = "stablehlo.broadcast_in_dim"(%369) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<64x1xf32>) -> tensor<64x14x14x384xf32>
    %371 = stablehlo.multiply %368, %370 : tensor<64x14x14x384xf32>
    %372 = stablehlo.add %371, %329 : tensor<64x14x14x384xf32>
    %373 = "stablehlo.convolution"(%372, %stages.2.blocks.1.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<7x7x1x384xf32>) -> tensor<64x14x14x384xf32>
    %374 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.1.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %375 = stablehlo.add %373, %374 : tensor<64x14x14x384xf32>
    %376 = stablehlo.constant dense<0.0> : tensor<f32>
    %377 = "stablehlo.reduce"(%375, %376) ({
    ^bb0(%_r20a: tensor<f32>, %_r20b: tensor<f32>):
      %_r20c = stablehlo.add %_r20a, %_r20b : tensor<f32>
      "stablehlo.return"(%_r20c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %378 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %379 = stablehlo.divide %377, %378 : tensor<64x14x14xf32>
    %380 = "stablehlo.broadcast_in_dim"(%379) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %381 = stablehlo.subtract %375, %380 : tensor<64x14x14x384xf32>
    %382 = stablehlo.multiply %381, %381 : tensor<64x14x14x384xf32>
    %383 = stablehlo.constant dense<0.0> : tensor<f32>
    %384 = "stablehlo.reduce"(%382, %383) ({
    ^bb0(%_r21a: tensor<f32>, %_r21b: tensor<f32>):
      %_r21c = stablehlo.add %_r21a, %_r21b : tensor<f32>
      "stablehlo.return"(%_r21c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %385 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %386 = stablehlo.divide %384, %385 : tensor<64x14x14xf32>
    %387 = "stablehlo.broadcast_in_dim"(%386) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %388 = stablehlo.constant dense<1.0e-06> : tensor<64x14x14x384xf32>
    %389 = stablehlo.add %387, %388 : tensor<64x14x14x384xf32>
    %390 = stablehlo.rsqrt %389 : tensor<64x14x14x384xf32>
    %391 = stablehlo.multiply %381, %390 : tensor<64x14x14x384xf32>
    %392 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.1.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %393 = stablehlo.multiply %391, %392 : tensor<64x14x14x384xf32>
    %394 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.1.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %395 = stablehlo.add %393, %394 : tensor<64x14x14x384xf32>
    %396 = "stablehlo.dot_general"(%395, %stages.2.blocks.1.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x384xf32>, tensor<384x1536xf32>) -> tensor<64x14x14x1536xf32>
    %397 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.1.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1536xf32>) -> tensor<64x14x14x1536xf32>
    %398 = stablehlo.add %396, %397 : tensor<64x14x14x1536xf32>
    %399 = stablehlo.constant dense<0.70710677> : tensor<64x14x14x1536xf32>
    %400 = stablehlo.multiply %398, %399 : tensor<64x14x14x1536xf32>
    %401 = "chlo.erf"(%400) : (tensor<64x14x14x1536xf32>) -> tensor<64x14x14x1536xf32>
    %402 = stablehlo.constant dense<1.0> : tensor<64x14x14x1536xf32>
    %403 = stablehlo.add %401, %402 : tensor<64x14x14x1536xf32>
    %404 = stablehlo.constant dense<0.5> : tensor<64x14x14x1536xf32>
    %405 = stablehlo.multiply %398, %404 : tensor<64x14x14x1536xf32>
    %406 = stablehlo.multiply %405, %403 : tensor<64x14x14x1536xf32>
    %407 = "stablehlo.dot_general"(%406, %stages.2.blocks.1.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x1536xf32>, tensor<1536x384xf32>) -> tensor<64x14x14x384xf32>
    %408 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.1.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %409 = stablehlo.add %407, %408 : tensor<64x14x14x384xf32>
    %410 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.1.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %411 = stablehlo.multiply %409, %410 : tensor<64x14x14x384xf32>
    %412 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 64, 8>, start_indices = array<i64: 0, 7>, strides = array<i64: 1, 1>} : (tensor<64x18xf32>) -> tensor<64x1xf32>
    %413 = "stablehlo.broadcast_in_dim"(%412) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<64x1xf32>) -> tensor<64x14x14x384xf32>
    %414 = stablehlo.multiply %411, %413 : tensor<64x14x14x384xf32>
    %415 = stablehlo.add %414, %372 : tensor<64x14x14x384xf32>
    %416 = "stablehlo.convolution"(%415, %stages.2.blocks.2.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<7x7x1x384xf32>) -> tensor<64x14x14x384xf32>
    %417 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.2.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %418 = stablehlo.add %416, %417 : tensor<64x14x14x384xf32>
    %419 = stablehlo.constant dense<0.0> : tensor<f32>
    %420 = "stablehlo.reduce"(%418, %419) ({
    ^bb0(%_r22a: tensor<f32>, %_r22b: tensor<f32>):
      %_r22c = stablehlo.add %_r22a, %_r22b : tensor<f32>
      "stablehlo.return"(%_r22c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %421 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %422 = stablehlo.divide %420, %421 : tensor<64x14x14xf32>
    %423 = "stablehlo.broadcast_in_dim"(%422) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %424 = stablehlo.subtract %418, %423 : tensor<64x14x14x384xf32>
    %425 = stablehlo.multiply %424, %424 : tensor<64x14x14x384xf32>
    %426 = stablehlo.constant dense<0.0> : tensor<f32>
    %427 = "stablehlo.reduce"(%425, %426) ({
    ^bb0(%_r23a: tensor<f32>, %_r23b: tensor<f32>):
      %_r23c = stablehlo.add %_r23a, %_r23b : tensor<f32>
      "stablehlo.return"(%_r23c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %428 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %429 = stablehlo.divide %427, %428 : tensor<64x14x14xf32>
    %430 = "stablehlo.broadcast_in_dim"(%429) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %431 = stablehlo.constant dense<1.0e-06> : tensor<64x14x14x384xf32>
    %432 = stablehlo.add %430, %431 : tensor<64x14x14x384xf32>
    %433 = stablehlo.rsqrt %432 : tensor<64x14x14x384xf32>
    %434 = stablehlo.multiply %424, %433 : tensor<64x14x14x384xf32>
    %435 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.2.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %436 = stablehlo.multiply %434, %435 : tensor<64x14x14x384xf32>
    %437 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.2.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %438 = stablehlo.add %436, %437 : tensor<64x14x14x384xf32>
    %439 = "stablehlo.dot_general"(%438, %stages.2.blocks.2.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x384xf32>, tensor<384x1536xf32>) -> tensor<64x14x14x1536xf32>
    %440 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.2.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1536xf32>) -> tensor<64x14x14x1536xf32>
    %441 = stablehlo.add %439, %440 : tensor<64x14x14x1536xf32>
    %442 = stablehlo.constant dense<0.70710677> : tensor<64x14x14x1536xf32>
    %443 = stablehlo.multiply %441, %442 : tensor<64x14x14x1536xf32>
    %444 = "chlo.erf"(%443) : (tensor<64x14x14x1536xf32>) -> tensor<64x14x14x1536xf32>
    %445 = stablehlo.constant dense<1.0> : tensor<64x14x14x1536xf32>
    %446 = stablehlo.add %444, %445 : tensor<64x14x14x1536xf32>
    %447 = stablehlo.constant dense<0.5> : tensor<64x14x14x1536xf32>
    %448 = stablehlo.multiply %441, %447 : tensor<64x14x14x1536xf32>
    %449 = stablehlo.multiply %448, %446 : tensor<64x14x14x1536xf32>
    %450 = "stablehlo.dot_general"(%449, %stages.2.blocks.2.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x1536xf32>, tensor<1536x384xf32>) -> tensor<64x14x14x384xf32>
    %451 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.2.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %452 = stablehlo.add %450, %451 : tensor<64x14x14x384xf32>
    %453 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.2.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %454 = stablehlo.multiply %452, %453 : tensor<64x14x14x384xf32>
    %455 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 64, 9>, start_indices = array<i64: 0, 8>, strides = array<i64: 1, 1>} : (tensor<64x18xf32>) -> tensor<64x1xf32>
    %456 = "stablehlo.broadcast_in_dim"(%455) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<64x1xf32>) -> tensor<64x14x14x384xf32>
    %457 = stablehlo.multiply %454, %456 : tensor<64x14x14x384xf32>
    %458 = stablehlo.add %457, %415 : tensor<64x14x14x384xf32>
    %459 = "stablehlo.convolution"(%458, %stages.2.blocks.3.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<7x7x1x384xf32>) -> tensor<64x14x14x384xf32>
    %460 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.3.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %461 = stablehlo.add %459, %460 : tensor<64x14x14x384xf32>
    %462 = stablehlo.constant dense<0.0> : tensor<f32>
    %463 = "stablehlo.reduce"(%461, %462) ({
    ^bb0(%_r24a: tensor<f32>, %_r24b: tensor<f32>):
      %_r24c = stablehlo.add %_r24a, %_r24b : tensor<f32>
      "stablehlo.return"(%_r24c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %464 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %465 = stablehlo.divide %463, %464 : tensor<64x14x14xf32>
    %466 = "stablehlo.broadcast_in_dim"(%465) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %467 = stablehlo.subtract %461, %466 : tensor<64x14x14x384xf32>
    %468 = stablehlo.multiply %467, %467 : tensor<64x14x14x384xf32>
    %469 = stablehlo.constant dense<0.0> : tensor<f32>
    %470 = "stablehlo.reduce"(%468, %469) ({
    ^bb0(%_r25a: tensor<f32>, %_r25b: tensor<f32>):
      %_r25c = stablehlo.add %_r25a, %_r25b : tensor<f32>
      "stablehlo.return"(%_r25c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %471 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %472 = stablehlo.divide %470, %471 : tensor<64x14x14xf32>
    %473 = "stablehlo.broadcast_in_dim"(%472) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %474 = stablehlo.constant dense<1.0e-06> : tensor<64x14x14x384xf32>
    %475 = stablehlo.add %473, %474 : tensor<64x14x14x384xf32>
    %476 = stablehlo.rsqrt %475 : tensor<64x14x14x384xf32>
    %477 = stablehlo.multiply %467, %476 : tensor<64x14x14x384xf32>
    %478 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.3.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %479 = stablehlo.multiply %477, %478 : tensor<64x14x14x384xf32>
    %480 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.3.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %481 = stablehlo.add %479, %480 : tensor<64x14x14x384xf32>
    %482 = "stablehlo.dot_general"(%481, %stages.2.blocks.3.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x384xf32>, tensor<384x1536xf32>) -> tensor<64x14x14x1536xf32>
    %483 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.3.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1536xf32>) -> tensor<64x14x14x1536xf32>
    %484 = stablehlo.add %482, %483 : tensor<64x14x14x1536xf32>
    %485 = stablehlo.constant dense<0.70710677> : tensor<64x14x14x1536xf32>
    %486 = stablehlo.multiply %484, %485 : tensor<64x14x14x1536xf32>
    %487 = "chlo.erf"(%486) : (tensor<64x14x14x1536xf32>) -> tensor<64x14x14x1536xf32>
    %488 = stablehlo.constant dense<1.0> : tensor<64x14x14x1536xf32>
    %489 = stablehlo.add %487, %488 : tensor<64x14x14x1536xf32>
    %490 = stablehlo.constant dense<0.5> : tensor<64x14x14x1536xf32>
    %491 = stablehlo.multiply %484, %490 : tensor<64x14x14x1536xf32>
    %492 = stablehlo.multiply %491, %489 : tensor<64x14x14x1536xf32>
    %493 = "stablehlo.dot_general"(%492, %stages.2.blocks.3.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x1536xf32>, tensor<1536x384xf32>) -> tensor<64x14x14x384xf32>
    %494 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.3.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %495 = stablehlo.add %493, %494 : tensor<64x14x14x384xf32>
    %496 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.3.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %497 = stablehlo.multiply %495, %496 : tensor<64x14x14x384xf32>
    %498 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 64, 10>, start_indices = array<i64: 0, 9>, strides = array<i64: 1, 1>} : (tensor<64x18xf32>) -> tensor<64x1xf32>
    %499 = "stablehlo.broadcast_in_dim"(%498) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<64x1xf32>) -> tensor<64x14x14x384xf32>
    %500 = stablehlo.multiply %497, %499 : tensor<64x14x14x384xf32>
    %501 = stablehlo.add %500, %458 : tensor<64x14x14x384xf32>
    %502 = "stablehlo.convolution"(%501, %stages.2.blocks.4.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<7x7x1x384xf32>) -> tensor<64x14x14x384xf32>
    %503 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.4.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %504 = stablehlo.add %502, %503 : tensor<64x14x14x384xf32>
    %505 = stablehlo.constant dense<0.0> : tensor<f32>
    %506 = "stablehlo.reduce"(%504, %505) ({
    ^bb0(%_r26a: tensor<f32>, %_r26b: tensor<f32>):
      %_r26c = stablehlo.add %_r26a, %_r26b : tensor<f32>
      "stablehlo.return"(%_r26c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %507 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %508 = stablehlo.divide %506, %507 : tensor<64x14x14xf32>
    %509 = "stablehlo.broadcast_in_dim"(%508) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %510 = stablehlo.subtract %504, %509 : tensor<64x14x14x384xf32>
    %511 = stablehlo.multiply %510, %510 : tensor<64x14x14x384xf32>
    %512 = stablehlo.constant dense<0.0> : tensor<f32>
    %513 = "stablehlo.reduce"(%511, %512) ({
    ^bb0(%_r27a: tensor<f32>, %_r27b: tensor<f32>):
      %_r27c = stablehlo.add %_r27a, %_r27b : tensor<f32>
      "stablehlo.return"(%_r27c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %514 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %515 = stablehlo.divide %513, %514 : tensor<64x14x14xf32>
    %516 = "stablehlo.broadcast_in_dim"(%515) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %517 = stablehlo.constant dense<1.0e-06> : tensor<64x14x14x384xf32>
    %518 = stablehlo.add %516, %517 : tensor<64x14x14x384xf32>
    %519 = stablehlo.rsqrt %518 : tensor<64x14x14x384xf32>
    %520 = stablehlo.multiply %510, %519 : tensor<64x14x14x384xf32>
    %521 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.4.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %522 = stablehlo.multiply %520, %521 : tensor<64x14x14x384xf32>
    %523 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.4.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %524 = stablehlo.add %522, %523 : tensor<64x14x14x384xf32>
    %525 = "stablehlo.dot_general"(%524, %stages.2.blocks.4.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x384xf32>, tensor<384x1536xf32>) -> tensor<64x14x14x1536xf32>
    %526 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.4.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1536xf32>) -> tensor<64x14x14x1536xf32>
    %527 = stablehlo.add %525, %526 : tensor<64x14x14x1536xf32>
    %528 = stablehlo.constant dense<0.70710677> : tensor<64x14x14x1536xf32>
    %529 = stablehlo.multiply %527, %528 : tensor<64x14x14x1536xf32>
    %530 = "chlo.erf"(%529) : (tensor<64x14x14x1536xf32>) -> tensor<64x14x14x1536xf32>
    %531 = stablehlo.constant dense<1.0> : tensor<64x14x14x1536xf32>
    %532 = stablehlo.add %530, %531 : tensor<64x14x14x1536xf32>
    %533 = stablehlo.constant dense<0.5> : tensor<64x14x14x1536xf32>
    %534 = stablehlo.multiply %527, %533 : tensor<64x14x14x1536xf32>
    %535 = stablehlo.multiply %534, %532 : tensor<64x14x14x1536xf32>
    %536 = "stablehlo.dot_general"(%535, %stages.2.blocks.4.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x1536xf32>, tensor<1536x384xf32>) -> tensor<64x14x14x384xf32>
    %537 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.4.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %538 = stablehlo.add %536, %537 : tensor<64x14x14x384xf32>
    %539 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.4.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %540 = stablehlo.multiply %538, %539 : tensor<64x14x14x384xf32>
    %541 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 64, 11>, start_indices = array<i64: 0, 10>, strides = array<i64: 1, 1>} : (tensor<64x18xf32>) -> tensor<64x1xf32>
    %542 = "stablehlo.broadcast_in_dim"(%541) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<64x1xf32>) -> tensor<64x14x14x384xf32>
    %543 = stablehlo.multiply %540, %542 : tensor<64x14x14x384xf32>
    %544 = stablehlo.add %543, %501 : tensor<64x14x14x384xf32>
    %545 = "stablehlo.convolution"(%544, %stages.2.blocks.5.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<7x7x1x384xf32>) -> tensor<64x14x14x384xf32>
    %546 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.5.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %547 = stablehlo.add %545, %546 : tensor<64x14x14x384xf32>
    %548 = stablehlo.constant dense<0.0> : tensor<f32>
    %549 = "stablehlo.reduce"(%547, %548) ({
    ^bb0(%_r28a: tensor<f32>, %_r28b: tensor<f32>):
      %_r28c = stablehlo.add %_r28a, %_r28b : tensor<f32>
      "stablehlo.return"(%_r28c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %550 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %551 = stablehlo.divide %549, %550 : tensor<64x14x14xf32>
    %552 = "stablehlo.broadcast_in_dim"(%551) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %553 = stablehlo.subtract %547, %552 : tensor<64x14x14x384xf32>
    %554 = stablehlo.multiply %553, %553 : tensor<64x14x14x384xf32>
    %555 = stablehlo.constant dense<0.0> : tensor<f32>
    %556 = "stablehlo.reduce"(%554, %555) ({
    ^bb0(%_r29a: tensor<f32>, %_r29b: tensor<f32>):
      %_r29c = stablehlo.add %_r29a, %_r29b : tensor<f32>
      "stablehlo.return"(%_r29c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %557 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %558 = stablehlo.divide %556, %557 : tensor<64x14x14xf32>
    %559 = "stablehlo.broadcast_in_dim"(%558) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %560 = stablehlo.constant dense<1.0e-06> : tensor<64x14x14x384xf32>
    %561 = stablehlo.add %559, %560 : tensor<64x14x14x384xf32>
    %562 = stablehlo.rsqrt %561 : tensor<64x14x14x384xf32>
    %563 = stablehlo.multiply %553, %562 : tensor<64x14x14x384xf32>
    %564 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.5.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %565 = stablehlo.multiply %563, %564 : tensor<64x14x14x384xf32>
    %566 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.5.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %567 = stablehlo.add %565, %566 : tensor<64x14x14x384xf32>
    %568 = "stablehlo.dot_general"(%567, %stages.2.blocks.5.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x384xf32>, tensor<384x1536xf32>) -> tensor<64x14x14x1536xf32>
    %569 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.5.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1536xf32>) -> tensor<64x14x14x1536xf32>
    %570 = stablehlo.add %568, %569 : tensor<64x14x14x1536xf32>
    %571 = stablehlo.constant dense<0.70710677> : tensor<64x14x14x1536xf32>
    %572 = stablehlo.multiply %570, %571 : tensor<64x14x14x1536xf32>
    %573 = "chlo.erf"(%572) : (tensor<64x14x14x1536xf32>) -> tensor<64x14x14x1536xf32>
    %574 = stablehlo.constant dense<1.0> : tensor<64x14x14x1536xf32>
    %575 = stablehlo.add %573, %574 : tensor<64x14x14x1536xf32>
    %576 = stablehlo.constant dense<0.5> : tensor<64x14x14x1536xf32>
    %577 = stablehlo.multiply %570, %576 : tensor<64x14x14x1536xf32>
    %578 = stablehlo.multiply %577, %575 : tensor<64x14x14x1536xf32>
    %579 = "stablehlo.dot_general"(%578, %stages.2.blocks.5.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x1536xf32>, tensor<1536x384xf32>) -> tensor<64x14x14x384xf32>
    %580 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.5.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %581 = stablehlo.add %579, %580 : tensor<64x14x14x384xf32>
    %582 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.5.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %583 = stablehlo.multiply %581, %582 : tensor<64x14x14x384xf32>
    %584 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 64, 12>, start_indices = array<i64: 0, 11>, strides = array<i64: 1, 1>} : (tensor<64x18xf32>) -> tensor<64x1xf32>
    %585 = "stablehlo.broadcast_in_dim"(%584) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<64x1xf32>) -> tensor<64x14x14x384xf32>
    %586 = stablehlo.multiply %583, %585 : tensor<64x14x14x384xf32>
    %587 = stablehlo.add %586, %544 : tensor<64x14x14x384xf32>
    %588 = "stablehlo.convolution"(%587, %stages.2.blocks.6.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<7x7x1x384xf32>) -> tensor<64x14x14x384xf32>
    %589 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.6.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %590 = stablehlo.add %588, %589 : tensor<64x14x14x384xf32>
    %591 = stablehlo.constant dense<0.0> : tensor<f32>
    %592 = "stablehlo.reduce"(%590, %591) ({
    ^bb0(%_r30a: tensor<f32>, %_r30b: tensor<f32>):
      %_r30c = stablehlo.add %_r30a, %_r30b : tensor<f32>
      "stablehlo.return"(%_r30c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %593 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %594 = stablehlo.divide %592, %593 : tensor<64x14x14xf32>
    %595 = "stablehlo.broadcast_in_dim"(%594) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %596 = stablehlo.subtract %590, %595 : tensor<64x14x14x384xf32>
    %597 = stablehlo.multiply %596, %596 : tensor<64x14x14x384xf32>
    %598 = stablehlo.constant dense<0.0> : tensor<f32>
    %599 = "stablehlo.reduce"(%597, %598) ({
    ^bb0(%_r31a: tensor<f32>, %_r31b: tensor<f32>):
      %_r31c = stablehlo.add %_r31a, %_r31b : tensor<f32>
      "stablehlo.return"(%_r31c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %600 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %601 = stablehlo.divide %599, %600 : tensor<64x14x14xf32>
    %602 = "stablehlo.broadcast_in_dim"(%601) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %603 = stablehlo.constant dense<1.0e-06> : tensor<64x14x14x384xf32>
    %604 = stablehlo.add %602, %603 : tensor<64x14x14x384xf32>
    %605 = stablehlo.rsqrt %604 : tensor<64x14x14x384xf32>
    %606 = stablehlo.multiply %596, %605 : tensor<64x14x14x384xf32>
    %607 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.6.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %608 = stablehlo.multiply %606, %607 : tensor<64x14x14x384xf32>
    %609 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.6.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %610 = stablehlo.add %608, %609 : tensor<64x14x14x384xf32>
    %611 = "stablehlo.dot_general"(%610, %stages.2.blocks.6.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x384xf32>, tensor<384x1536xf32>) -> tensor<64x14x14x1536xf32>
    %612 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.6.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1536xf32>) -> tensor<64x14x14x1536xf32>
    %613 = stablehlo.add %611, %612 : tensor<64x14x14x1536xf32>
    %614 = stablehlo.constant dense<0.70710677> : tensor<64x14x14x1536xf32>
    %615 = stablehlo.multiply %613, %614 : tensor<64x14x14x1536xf32>
    %616 = "chlo.erf"(%615) : (tensor<64x14x14x1536xf32>) -> tensor<64x14x14x1536xf32>
    %617 = stablehlo.constant dense<1.0> : tensor<64x14x14x1536xf32>
    %618 = stablehlo.add %616, %617 : tensor<64x14x14x1536xf32>
    %619 = stablehlo.constant dense<0.5> : tensor<64x14x14x1536xf32>
    %620 = stablehlo.multiply %613, %619 : tensor<64x14x14x1536xf32>
    %621 = stablehlo.multiply %620, %618 : tensor<64x14x14x1536xf32>
    %622 = "stablehlo.dot_general"(%621, %stages.2.blocks.6.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x1536xf32>, tensor<1536x384xf32>) -> tensor<64x14x14x384xf32>
    %623 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.6.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %624 = stablehlo.add %622, %623 : tensor<64x14x14x384xf32>
    %625 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.6.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %626 = stablehlo.multiply %624, %625 : tensor<64x14x14x384xf32>
    %627 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 64, 13>, start_indices = array<i64: 0, 12>, strides = array<i64: 1, 1>} : (tensor<64x18xf32>) -> tensor<64x1xf32>
    %628 = "stablehlo.broadcast_in_dim"(%627) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<64x1xf32>) -> tensor<64x14x14x384xf32>
    %629 = stablehlo.multiply %626, %628 : tensor<64x14x14x384xf32>
    %630 = stablehlo.add %629, %587 : tensor<64x14x14x384xf32>
    %631 = "stablehlo.convolution"(%630, %stages.2.blocks.7.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<7x7x1x384xf32>) -> tensor<64x14x14x384xf32>
    %632 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.7.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %633 = stablehlo.add %631, %632 : tensor<64x14x14x384xf32>
    %634 = stablehlo.constant dense<0.0> : tensor<f32>
    %635 = "stablehlo.reduce"(%633, %634) ({
    ^bb0(%_r32a: tensor<f32>, %_r32b: tensor<f32>):
      %_r32c = stablehlo.add %_r32a, %_r32b : tensor<f32>
      "stablehlo.return"(%_r32c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %636 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %637 = stablehlo.divide %635, %636 : tensor<64x14x14xf32>
    %638 = "stablehlo.broadcast_in_dim"(%637) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %639 = stablehlo.subtract %633, %638 : tensor<64x14x14x384xf32>
    %640 = stablehlo.multiply %639, %639 : tensor<64x14x14x384xf32>
    %641 = stablehlo.constant dense<0.0> : tensor<f32>
    %642 = "stablehlo.reduce"(%640, %641) ({
    ^bb0(%_r33a: tensor<f32>, %_r33b: tensor<f32>):
      %_r33c = stablehlo.add %_r33a, %_r33b : tensor<f32>
      "stablehlo.return"(%_r33c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %643 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %644 = stablehlo.divide %642, %643 : tensor<64x14x14xf32>
    %645 = "stablehlo.broadcast_in_dim"(%644) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %646 = stablehlo.constant dense<1.0e-06> : tensor<64x14x14x384xf32>
    %647 = stablehlo.add %645, %646 : tensor<64x14x14x384xf32>
    %648 = stablehlo.rsqrt %647 : tensor<64x14x14x384xf32>
    %649 = stablehlo.multiply %639, %648 : tensor<64x14x14x384xf32>
    %650 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.7.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %651 = stablehlo.multiply %649, %650 : tensor<64x14x14x384xf32>
    %652 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.7.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %653 = stablehlo.add %651, %652 : tensor<64x14x14x384xf32>
    %654 = "stablehlo.dot_general"(%653, %stages.2.blocks.7.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x384xf32>, tensor<384x1536xf32>) -> tensor<64x14x14x1536xf32>
    %655 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.7.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1536xf32>) -> tensor<64x14x14x1536xf32>
    %656 = stablehlo.add %654, %655 : tensor<64x14x14x1536xf32>
    %657 = stablehlo.constant dense<0.70710677> : tensor<64x14x14x1536xf32>
    %658 = stablehlo.multiply %656, %657 : tensor<64x14x14x1536xf32>
    %659 = "chlo.erf"(%658) : (tensor<64x14x14x1536xf32>) -> tensor<64x14x14x1536xf32>
    %660 = stablehlo.constant dense<1.0> : tensor<64x14x14x1536xf32>
    %661 = stablehlo.add %659, %660 : tensor<64x14x14x1536xf32>
    %662 = stablehlo.constant dense<0.5> : tensor<64x14x14x1536xf32>
    %663 = stablehlo.multiply %656, %662 : tensor<64x14x14x1536xf32>
    %664 = stablehlo.multiply %663, %661 : tensor<64x14x14x1536xf32>
    %665 = "stablehlo.dot_general"(%664, %stages.2.blocks.7.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x1536xf32>, tensor<1536x384xf32>) -> tensor<64x14x14x384xf32>
    %666 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.7.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %667 = stablehlo.add %665, %666 : tensor<64x14x14x384xf32>
    %668 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.7.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %669 = stablehlo.multiply %667, %668 : tensor<64x14x14x384xf32>
    %670 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 64, 14>, start_indices = array<i64: 0, 13>, strides = array<i64: 1, 1>} : (tensor<64x18xf32>) -> tensor<64x1xf32>
    %671 = "stablehlo.broadcast_in_dim"(%670) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<64x1xf32>) -> tensor<64x14x14x384xf32>
    %672 = stablehlo.multiply %669, %671 : tensor<64x14x14x384xf32>
    %673 = stablehlo.add %672, %630 : tensor<64x14x14x384xf32>
    %674 = "stablehlo.convolution"(%673, %stages.2.blocks.8.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<7x7x1x384xf32>) -> tensor<64x14x14x384xf32>
    %675 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.8.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %676 = stablehlo.add %674, %675 : tensor<64x14x14x384xf32>
    %677 = stablehlo.constant dense<0.0> : tensor<f32>
    %678 = "stablehlo.reduce"(%676, %677) ({
    ^bb0(%_r34a: tensor<f32>, %_r34b: tensor<f32>):
      %_r34c = stablehlo.add %_r34a, %_r34b : tensor<f32>
      "stablehlo.return"(%_r34c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %679 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %680 = stablehlo.divide %678, %679 : tensor<64x14x14xf32>
    %681 = "stablehlo.broadcast_in_dim"(%680) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %682 = stablehlo.subtract %676, %681 : tensor<64x14x14x384xf32>
    %683 = stablehlo.multiply %682, %682 : tensor<64x14x14x384xf32>
    %684 = stablehlo.constant dense<0.0> : tensor<f32>
    %685 = "stablehlo.reduce"(%683, %684) ({
    ^bb0(%_r35a: tensor<f32>, %_r35b: tensor<f32>):
      %_r35c = stablehlo.add %_r35a, %_r35b : tensor<f32>
      "stablehlo.return"(%_r35c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %686 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %687 = stablehlo.divide %685, %686 : tensor<64x14x14xf32>
    %688 = "stablehlo.broadcast_in_dim"(%687) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %689 = stablehlo.constant dense<1.0e-06> : tensor<64x14x14x384xf32>
    %690 = stablehlo.add %688, %689 : tensor<64x14x14x384xf32>
    %691 = stablehlo.rsqrt %690 : tensor<64x14x14x384xf32>
    %692 = stablehlo.multiply %682, %691 : tensor<64x14x14x384xf32>
    %693 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.8.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %694 = stablehlo.multiply %692, %693 : tensor<64x14x14x384xf32>
    %695 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.8.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %696 = stablehlo.add %694, %695 : tensor<64x14x14x384xf32>
    %697 = "stablehlo.dot_general"(%696, %stages.2.blocks.8.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x384xf32>, tensor<384x1536xf32>) -> tensor<64x14x14x1536xf32>
    %698 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.8.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1536xf32>) -> tensor<64x14x14x1536xf32>
    %699 = stablehlo.add %697, %698 : tensor<64x14x14x1536xf32>
    %700 = stablehlo.constant dense<0.70710677> : tensor<64x14x14x1536xf32>
    %701 = stablehlo.multiply %699, %700 : tensor<64x14x14x1536xf32>
    %702 = "chlo.erf"(%701) : (tensor<64x14x14x1536xf32>) -> tensor<64x14x14x1536xf32>
    %703 = stablehlo.constant dense<1.0> : tensor<64x14x14x1536xf32>
    %704 = stablehlo.add %702, %703 : tensor<64x14x14x1536xf32>
    %705 = stablehlo.constant dense<0.5> : tensor<64x14x14x1536xf32>
    %706 = stablehlo.multiply %699, %705 : tensor<64x14x14x1536xf32>
    %707 = stablehlo.multiply %706, %704 : tensor<64x14x14x1536xf32>
    %708 = "stablehlo.dot_general"(%707, %stages.2.blocks.8.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x14x14x1536xf32>, tensor<1536x384xf32>) -> tensor<64x14x14x384xf32>
    %709 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.8.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %710 = stablehlo.add %708, %709 : tensor<64x14x14x384xf32>
    %711 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.8.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %712 = stablehlo.multiply %710, %711 : tensor<64x14x14x384xf32>
    %713 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 64, 15>, start_indices = array<i64: 0, 14>, strides = array<i64: 1, 1>} : (tensor<64x18xf32>) -> tensor<64x1xf32>
    %714 = "stablehlo.broadcast_in_dim"(%713) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<64x1xf32>) -> tensor<64x14x14x384xf32>
    %715 = stablehlo.multiply %712, %714 : tensor<64x14x14x384xf32>
    %716 = stablehlo.add %715, %673 : tensor<64x14x14x384xf32>
    %717 = stablehlo.constant dense<0.0> : tensor<f32>
    %718 = "stablehlo.reduce"(%716, %717) ({
    ^bb0(%_r36a: tensor<f32>, %_r36b: tensor<f32>):
      %_r36c = stablehlo.add %_r36a, %_r36b : tensor<f32>
      "stablehlo.return"(%_r36c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %719 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %720 = stablehlo.divide %718, %719 : tensor<64x14x14xf32>
    %721 = "stablehlo.broadcast_in_dim"(%720) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %722 = stablehlo.subtract %716, %721 : tensor<64x14x14x384xf32>
    %723 = stablehlo.multiply %722, %722 : tensor<64x14x14x384xf32>
    %724 = stablehlo.constant dense<0.0> : tensor<f32>
    %725 = "stablehlo.reduce"(%723, %724) ({
    ^bb0(%_r37a: tensor<f32>, %_r37b: tensor<f32>):
      %_r37c = stablehlo.add %_r37a, %_r37b : tensor<f32>
      "stablehlo.return"(%_r37c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %726 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %727 = stablehlo.divide %725, %726 : tensor<64x14x14xf32>
    %728 = "stablehlo.broadcast_in_dim"(%727) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %729 = stablehlo.constant dense<1.0e-06> : tensor<64x14x14x384xf32>
    %730 = stablehlo.add %728, %729 : tensor<64x14x14x384xf32>
    %731 = stablehlo.rsqrt %730 : tensor<64x14x14x384xf32>
    %732 = stablehlo.multiply %722, %731 : tensor<64x14x14x384xf32>
    %733 = "stablehlo.broadcast_in_dim"(%stages.3.down.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %734 = stablehlo.multiply %732, %733 : tensor<64x14x14x384xf32>
    %735 = "stablehlo.broadcast_in_dim"(%stages.3.down.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<384xf32>) -> tensor<64x14x14x384xf32>
    %736 = stablehlo.add %734, %735 : tensor<64x14x14x384xf32>
    %737 = "stablehlo.reshape"(%736) : (tensor<64x14x14x384xf32>) -> tensor<64x7x2x7x2x384xf32>
    %738 = "stablehlo.dot_general"(%737, %stages.3.down.conv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2, 4, 5], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x7x2x7x2x384xf32>, tensor<2x2x384x768xf32>) -> tensor<64x7x7x768xf32>
    %739 = "stablehlo.broadcast_in_dim"(%stages.3.down.conv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<768xf32>) -> tensor<64x7x7x768xf32>
    %740 = stablehlo.add %738, %739 : tensor<64x7x7x768xf32>
    %741 = "stablehlo.convolution"(%740, %stages.3.blocks.0.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 768 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x7x7x768xf32>, tensor<7x7x1x768xf32>) -> tensor<64x7x7x768xf32>
    %742 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.0.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<768xf32>) -> tensor<64x7x7x768xf32>
    %743 = stablehlo.add %741, %742 : tensor<64x7x7x768xf32>
    %744 = stablehlo.constant dense<0.0> : tensor<f32>
    %745 = "stablehlo.reduce"(%743, %744) ({
    ^bb0(%_r38a: tensor<f32>, %_r38b: tensor<f32>):
      %_r38c = stablehlo.add %_r38a, %_r38b : tensor<f32>
      "stablehlo.return"(%_r38c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<64x7x7xf32>
    %746 = stablehlo.constant dense<768.0> : tensor<64x7x7xf32>
    %747 = stablehlo.divide %745, %746 : tensor<64x7x7xf32>
    %748 = "stablehlo.broadcast_in_dim"(%747) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7xf32>) -> tensor<64x7x7x768xf32>
    %749 = stablehlo.subtract %743, %748 : tensor<64x7x7x768xf32>
    %750 = stablehlo.multiply %749, %749 : tensor<64x7x7x768xf32>
    %751 = stablehlo.constant dense<0.0> : tensor<f32>
    %752 = "stablehlo.reduce"(%750, %751) ({
    ^bb0(%_r39a: tensor<f32>, %_r39b: tensor<f32>):
      %_r39c = stablehlo.add %_r39a, %_r39b : tensor<f32>
      "stablehlo.return"(%_r39c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<64x7x7xf32>
    %753 = stablehlo.constant dense<768.0> : tensor<64x7x7xf32>
    %754 = stablehlo.divide %752, %753 : tensor<64x7x7xf32>
    %755 = "stablehlo.broadcast_in_dim"(%754) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7xf32>) -> tensor<64x7x7x768xf32>
    %756 = stablehlo.constant dense<1.0e-06> : tensor<64x7x7x768xf32>
    %757 = stablehlo.add %755, %756 : tensor<64x7x7x768xf32>
    %758 = stablehlo.rsqrt %757 : tensor<64x7x7x768xf32>
    %759 = stablehlo.multiply %749, %758 : tensor<64x7x7x768xf32>
    %760 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.0.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<768xf32>) -> tensor<64x7x7x768xf32>
    %761 = stablehlo.multiply %759, %760 : tensor<64x7x7x768xf32>
    %762 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.0.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<768xf32>) -> tensor<64x7x7x768xf32>
    %763 = stablehlo.add %761, %762 : tensor<64x7x7x768xf32>
    %764 = "stablehlo.dot_general"(%763, %stages.3.blocks.0.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x7x7x768xf32>, tensor<768x3072xf32>) -> tensor<64x7x7x3072xf32>
    %765 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.0.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<3072xf32>) -> tensor<64x7x7x3072xf32>
    %766 = stablehlo.add %764, %765 : tensor<64x7x7x3072xf32>
    %767 = stablehlo.constant dense<0.70710677> : tensor<64x7x7x3072xf32>
    %768 = stablehlo.multiply %766, %767 : tensor<64x7x7x3072xf32>
    %769 = "chlo.erf"(%768) : (tensor<64x7x7x3072xf32>) -> tensor<64x7x7x3072xf32>
    %770 = stablehlo.constant dense<1.0> : tensor<64x7x7x3072xf32>
    %771 = stablehlo.add %769, %770 : tensor<64x7x7x3072xf32>
    %772 = stablehlo.constant dense<0.5> : tensor<64x7x7x3072xf32>
    %773 = stablehlo.multiply %766, %772 : tensor<64x7x7x3072xf32>
    %774 = stablehlo.multiply %773, %771 : tensor<64x7x7x3072xf32>
    %775 = "stablehlo.dot_general"(%774, %stages.3.blocks.0.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x7x7x3072xf32>, tensor<3072x768xf32>) -> tensor<64x7x7x768xf32>
    %776 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.0.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<768xf32>) -> tensor<64x7x7x768xf32>
    %777 = stablehlo.add %775, %776 : tensor<64x7x7x768xf32>
    %778 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.0.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<768xf32>) -> tensor<64x7x7x768xf32>
    %779 = stablehlo.multiply %777, %778 : tensor<64x7x7x768xf32>
    %780 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 64, 16>, start_indices = array<i64: 0, 15>, strides = array<i64: 1, 1>} : (tensor<64x18xf32>) -> tensor<64x1xf32>
    %781 = "stablehlo.broadcast_in_dim"(%780) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<64x1xf32>) -> tensor<64x7x7x768xf32>
    %782 = stablehlo.multiply %779, %781 : tensor<64x7x7x768xf32>
    %783 = stablehlo.add %782, %740 : tensor<64x7x7x768xf32>
    %784 = "stablehlo.convolution"(%783, %stages.3.blocks.1.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 768 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x7x7x768xf32>, tensor<7x7x1x768xf32>) -> tensor<64x7x7x768xf32>
    %785 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.1.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<768xf32>) -> tensor<64x7x7x768xf32>
    %786 = stablehlo.add %784, %785 : tensor<64x7x7x768xf32>
    %787 = stablehlo.constant dense<0.0> : tensor<f32>
    %788 = "stablehlo.reduce"(%786, %787) ({
    ^bb0(%_r40a: tensor<f32>, %_r40b: tensor<f32>):
      %_r40c = stablehlo.add %_r40a, %_r40b : tensor<f32>
      "stablehlo.return"(%_r40c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<64x7x7xf32>
    %789 = stablehlo.constant dense<768.0> : tensor<64x7x7xf32>
    %790 = stablehlo.divide %788, %789 : tensor<64x7x7xf32>
    %791 = "stablehlo.broadcast_in_dim"(%790) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7xf32>) -> tensor<64x7x7x768xf32>
    %792 = stablehlo.subtract %786, %791 : tensor<64x7x7x768xf32>
    %793 = stablehlo.multiply %792, %792 : tensor<64x7x7x768xf32>
    %794 = stablehlo.constant dense<0.0> : tensor<f32>
    %795 = "stablehlo.reduce"(%793, %794) ({
    ^bb0(%_r41a: tensor<f32>, %_r41b: tensor<f32>):
      %_r41c = stablehlo.add %_r41a, %_r41b : tensor<f32>
      "stablehlo.return"(%_r41c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<64x7x7xf32>
    %796 = stablehlo.constant dense<768.0> : tensor<64x7x7xf32>
    %797 = stablehlo.divide %795, %796 : tensor<64x7x7xf32>
    %798 = "stablehlo.broadcast_in_dim"(%797) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7xf32>) -> tensor<64x7x7x768xf32>
    %799 = stablehlo.constant dense<1.0e-06> : tensor<64x7x7x768xf32>
    %800 = stablehlo.add %798, %799 : tensor<64x7x7x768xf32>
    %801 = stablehlo.rsqrt %800 : tensor<64x7x7x768xf32>
    %802 = stablehlo.multiply %792, %801 : tensor<64x7x7x768xf32>
    %803 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.1.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<768xf32>) -> tensor<64x7x7x768xf32>
    %804 = stablehlo.multiply %802, %803 : tensor<64x7x7x768xf32>
    %805 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.1.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<768xf32>) -> tensor<64x7x7x768xf32>
    %806 = stablehlo.add %804, %805 : tensor<64x7x7x768xf32>
    %807 = "stablehlo.dot_general"(%806, %stages.3.blocks.1.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x7x7x768xf32>, tensor<768x3072xf32>) -> tensor<64x7x7x3072xf32>
    %808 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.1.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<3072xf32>) -> tensor<64x7x7x3072xf32>
    %809 = stablehlo.add %807, %808 : tensor<64x7x7x3072xf32>
    %810 = stablehlo.constant dense<0.70710677> : tensor<64x7x7x3072xf32>
    %811 = stablehlo.multiply %809, %810 : tensor<64x7x7x3072xf32>
    %812 = "chlo.erf"(%811) : (tensor<64x7x7x3072xf32>) -> tensor<64x7x7x3072xf32>
    %813 = stablehlo.constant dense<1.0> : tensor<64x7x7x3072xf32>
    %814 = stablehlo.add %812, %813 : tensor<64x7x7x3072xf32>
    %815 = stablehlo.constant dense<0.5> : tensor<64x7x7x3072xf32>
    %816 = stablehlo.multiply %809, %815 : tensor<64x7x7x3072xf32>
    %817 = stablehlo.multiply %816, %814 : tensor<64x7x7x3072xf32>
    %818 = "stablehlo.dot_general"(%817, %stages.3.blocks.1.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x7x7x3072xf32>, tensor<3072x768xf32>) -> tensor<64x7x7x768xf32>
    %819 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.1.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<768xf32>) -> tensor<64x7x7x768xf32>
    %820 = stablehlo.add %818, %819 : tensor<64x7x7x768xf32>
    %821 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.1.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<768xf32>) -> tensor<64x7x7x768xf32>
    %822 = stablehlo.multiply %820, %821 : tensor<64x7x7x768xf32>
    %823 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 64, 17>, start_indices = array<i64: 0, 16>, strides = array<i64: 1, 1>} : (tensor<64x18xf32>) -> tensor<64x1xf32>
    %824 = "stablehlo.broadcast_in_dim"(%823) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<64x1xf32>) -> tensor<64x7x7x768xf32>
    %825 = stablehlo.multiply %822, %824 : tensor<64x7x7x768xf32>
    %826 = stablehlo.add %825, %783 : tensor<64x7x7x768xf32>
    %827 = "stablehlo.convolution"(%826, %stages.3.blocks.2.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 768 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x7x7x768xf32>, tensor<7x7x1x768xf32>) -> tensor<64x7x7x768xf32>
    %828 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.2.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<768xf32>) -> tensor<64x7x7x768xf32>
    %829 = stablehlo.add %827, %828 : tensor<64x7x7x768xf32>
    %830 = stablehlo.constant dense<0.0> : tensor<f32>
    %831 = "stablehlo.reduce"(%829, %830) ({
    ^bb0(%_r42a: tensor<f32>, %_r42b: tensor<f32>):
      %_r42c = stablehlo.add %_r42a, %_r42b : tensor<f32>
      "stablehlo.return"(%_r42c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<64x7x7xf32>
    %832 = stablehlo.constant dense<768.0> : tensor<64x7x7xf32>
    %833 = stablehlo.divide %831, %832 : tensor<64x7x7xf32>
    %834 = "stablehlo.broadcast_in_dim"(%833) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7xf32>) -> tensor<64x7x7x768xf32>
    %835 = stablehlo.subtract %829, %834 : tensor<64x7x7x768xf32>
    %836 = stablehlo.multiply %835, %835 : tensor<64x7x7x768xf32>
    %837 = stablehlo.constant dense<0.0> : tensor<f32>
    %838 = "stablehlo.reduce"(%836, %837) ({
    ^bb0(%_r43a: tensor<f32>, %_r43b: tensor<f32>):
      %_r43c = stablehlo.add %_r43a, %_r43b : tensor<f32>
      "stablehlo.return"(%_r43c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<64x7x7xf32>
    %839 = stablehlo.constant dense<768.0> : tensor<64x7x7xf32>
    %840 = stablehlo.divide %838, %839 : tensor<64x7x7xf32>
    %841 = "stablehlo.broadcast_in_dim"(%840) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7xf32>) -> tensor<64x7x7x768xf32>
    %842 = stablehlo.constant dense<1.0e-06> : tensor<64x7x7x768xf32>
    %843 = stablehlo.add %841, %842 : tensor<64x7x7x768xf32>
    %844 = stablehlo.rsqrt %843 : tensor<64x7x7x768xf32>
    %845 = stablehlo.multiply %835, %844 : tensor<64x7x7x768xf32>
    %846 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.2.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<768xf32>) -> tensor<64x7x7x768xf32>
    %847 = stablehlo.multiply %845, %846 : tensor<64x7x7x768xf32>
    %848 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.2.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<768xf32>) -> tensor<64x7x7x768xf32>
    %849 = stablehlo.add %847, %848 : tensor<64x7x7x768xf32>
    %850 = "stablehlo.dot_general"(%849, %stages.3.blocks.2.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x7x7x768xf32>, tensor<768x3072xf32>) -> tensor<64x7x7x3072xf32>
    %851 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.2.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<3072xf32>) -> tensor<64x7x7x3072xf32>
    %852 = stablehlo.add %850, %851 : tensor<64x7x7x3072xf32>
    %853 = stablehlo.constant dense<0.70710677> : tensor<64x7x7x3072xf32>
    %854 = stablehlo.multiply %852, %853 : tensor<64x7x7x3072xf32>
    %855 = "chlo.erf"(%854) : (tensor<64x7x7x3072xf32>) -> tensor<64x7x7x3072xf32>
    %856 = stablehlo.constant dense<1.0> : tensor<64x7x7x3072xf32>
    %857 = stablehlo.add %855, %856 : tensor<64x7x7x3072xf32>
    %858 = stablehlo.constant dense<0.5> : tensor<64x7x7x3072xf32>
    %859 = stablehlo.multiply %852, %858 : tensor<64x7x7x3072xf32>
    %860 = stablehlo.multiply %859, %857 : tensor<64x7x7x3072xf32>
    %861 = "stablehlo.dot_general"(%860, %stages.3.blocks.2.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<64x7x7x3072xf32>, tensor<3072x768xf32>) -> tensor<64x7x7x768xf32>
    %862 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.2.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<768xf32>) -> tensor<64x7x7x768xf32>
    %863 = stablehlo.add %861, %862 : tensor<64x7x7x768xf32>
    %864 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.2.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<768xf32>) -> tensor<64x7x7x768xf32>
    %865 = stablehlo.multiply %863, %864 : tensor<64x7x7x768xf32>
    %866 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 64, 18>, start_indices = array<i64: 0, 17>, strides = array<i64: 1, 1>} : (tensor<64x18xf32>) -> tensor<64x1xf32>
    %867 = "stablehlo.broadcast_in_dim"(%866) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<64x1xf32>) -> tensor<64x7x7x768xf32>
    %868 = stablehlo.multiply %865, %867 : tensor<64x7x7x768xf32>
    %869 = stablehlo.add %868, %826 : tensor<64x7x7x768xf32>
    %870 = stablehlo.constant dense<0.0> : tensor<f32>
    %871 = "stablehlo.reduce"(%869, %870) ({
    ^bb0(%_r44a: tensor<f32>, %_r44b: tensor<f32>):
      %_r44c = stablehlo.add %_r44a, %_r44b : tensor<f32>
      "stablehlo.return"(%_r44c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<64x768xf32>
    %872 = stablehlo.constant dense<49.0> : tensor<64x768xf32>
    %873 = stablehlo.divide %871, %872 : tensor<64x768xf32>
    %874 = stablehlo.constant dense<0.0> : tensor<f32>
    %875 = "stablehlo.reduce"(%873, %874) ({
    ^bb0(%_r45a: tensor<f32>, %_r45b: tensor<f32>):
      %_r45c = stablehlo.add %_r45a, %_r45b : tensor<f32>
      "stablehlo.return"(%_r45c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x768xf32>, tensor<f32>) -> tensor<64xf32>
    %876 = stablehlo.constant dense<768.0> : tensor<64xf32>
    %877 = stablehlo.divide %875, %876 : tensor<64xf32>
    %878 = "stablehlo.broadcast_in_dim"(%877) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x768xf32>
    %879 = stablehlo.subtract %873, %878 : tensor<64x768xf32>
    %880 = stablehlo.multiply %879, %879 : tensor<64x768xf32>
    %881 = stablehlo.constant dense<0.0> : tensor<f32>
    %882 = "stablehlo.reduce"(%880, %881) ({
    ^bb0(%_r46a: tensor<f32>, %_r46b: tensor<f32>):
      %_r46c = stablehlo.add %_r46a, %_r46b : tensor<f32>
      "stablehlo.return"(%_r46c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x768xf32>, tensor<f32>) -> tensor<64xf32>
    %883 = stablehlo.constant dense<768.0> : tensor<64xf32>
    %884 = stablehlo.divide %882, %883 : tensor<64xf32>
    %885 = "stablehlo.broadcast_in_dim"(%884) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x768xf32>
    %886 = stablehlo.constant dense<1.0e-06> : tensor<64x768xf32>
    %887 = stablehlo.add %885, %886 : tensor<64x768xf32>
    %888 = stablehlo.rsqrt %887 : tensor<64x768xf32>
    %889 = stablehlo.multiply %879, %888 : tensor<64x768xf32>
    %890 = "stablehlo.broadcast_in_dim"(%head.norm.g) {broadcast_dimensions = array<i64: 1>} : (tensor<768xf32>) -> tensor<64x768xf32>
    %891 = stablehlo.multiply %889, %890 : tensor<64x768xf32>
    %892 = "stablehlo.broadcast_in_dim"(%head.norm.b) {broadcast_dimensions = array<i64: 1>} : (tensor<768xf32>) -> tensor<64x768xf32>
    %893 = stablehlo.add %891, %892 : tensor<64x768xf32>
    %894 = "stablehlo.dot_general"(%893, %head.fc.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<64x768xf32>, tensor<768x1000xf32>) -> tensor<64x1000xf32>
    %895 = "stablehlo.broadcast_in_dim"(%head.fc.b) {broadcast_dimensions = array<i64: 1>} : (tensor<1000xf32>) -> tensor<64x1000xf32>
    %896 = stablehlo.add %894, %895 : tensor<64x1000xf32>
    // ── loss: softmax cross-entropy against soft targets, mean over the batch ──
    %897 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %898 = "stablehlo.reduce"(%896, %897) ({
    ^bb0(%_r47a: tensor<f32>, %_r47b: tensor<f32>):
      %_r47c = stablehlo.maximum %_r47a, %_r47b : tensor<f32>
      "stablehlo.return"(%_r47c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x1000xf32>, tensor<f32>) -> tensor<64xf32>
    %899 = "stablehlo.broadcast_in_dim"(%898) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x1000xf32>
    %900 = stablehlo.subtract %896, %899 : tensor<64x1000xf32>
    %901 = stablehlo.exponential %900 : tensor<64x1000xf32>
    %902 = stablehlo.constant dense<0.0> : tensor<f32>
    %903 = "stablehlo.reduce"(%901, %902) ({
    ^bb0(%_r48a: tensor<f32>, %_r48b: tensor<f32>):
      %_r48c = stablehlo.add %_r48a, %_r48b : tensor<f32>
      "stablehlo.return"(%_r48c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x1000xf32>, tensor<f32>) -> tensor<64xf32>
    %904 = "stablehlo.broadcast_in_dim"(%903) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x1000xf32>
    %905 = stablehlo.log %904 : tensor<64x1000xf32>
    %906 = stablehlo.subtract %900, %905 : tensor<64x1000xf32>
    %907 = stablehlo.multiply %targets, %906 : tensor<64x1000xf32>
    %908 = stablehlo.constant dense<0.0> : tensor<f32>
    %909 = "stablehlo.reduce"(%907, %908) ({
    ^bb0(%_r49a: tensor<f32>, %_r49b: tensor<f32>):
      %_r49c = stablehlo.add %_r49a, %_r49b : tensor<f32>
      "stablehlo.return"(%_r49c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<64x1000xf32>, tensor<f32>) -> tensor<f32>
    %910 = stablehlo.negate %909 : tensor<f32>
    %911 = stablehlo.constant dense<64.0> : tensor<f32>
    %912 = stablehlo.divide %910, %911 : tensor<f32>
    // ── backward ──
    %913 = stablehlo.constant dense<0.0> : tensor<f32>
    %914 = "stablehlo.reduce"(%targets, %913) ({
    ^bb0(%_r50a: tensor<f32>, %_r50b: tensor<f32>):
      %_r50c = stablehlo.add %_r50a, %_r50b : tensor<f32>
      "stablehlo.return"(%_r50c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x1000xf32>, tensor<f32>) -> tensor<64xf32>
    %915 = "stablehlo.broadcast_in_dim"(%914) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x1000xf32>
    %916 = stablehlo.divide %901, %904 : tensor<64x1000xf32>
    %917 = stablehlo.multiply %916, %915 : tensor<64x1000xf32>
    %918 = stablehlo.subtract %917, %targets : tensor<64x1000xf32>
    %919 = stablehlo.constant dense<64.0> : tensor<64x1000xf32>
    %920 = stablehlo.divide %918, %919 : tensor<64x1000xf32>
    %921 = "stablehlo.dot_general"(%920, %head.fc.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x1000xf32>, tensor<768x1000xf32>) -> tensor<64x768xf32>
    %922 = "stablehlo.dot_general"(%893, %920) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>} : (tensor<64x768xf32>, tensor<64x1000xf32>) -> tensor<768x1000xf32>
    %923 = stablehlo.constant dense<0.0> : tensor<f32>
    %924 = "stablehlo.reduce"(%920, %923) ({
    ^bb0(%_r51a: tensor<f32>, %_r51b: tensor<f32>):
      %_r51c = stablehlo.add %_r51a, %_r51b : tensor<f32>
      "stablehlo.return"(%_r51c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64x1000xf32>, tensor<f32>) -> tensor<1000xf32>
    %925 = stablehlo.multiply %921, %890 : tensor<64x768xf32>
    %926 = stablehlo.constant dense<0.0> : tensor<f32>
    %927 = "stablehlo.reduce"(%925, %926) ({
    ^bb0(%_r52a: tensor<f32>, %_r52b: tensor<f32>):
      %_r52c = stablehlo.add %_r52a, %_r52b : tensor<f32>
      "stablehlo.return"(%_r52c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x768xf32>, tensor<f32>) -> tensor<64xf32>
    %928 = stablehlo.constant dense<768.0> : tensor<64xf32>
    %929 = stablehlo.divide %927, %928 : tensor<64xf32>
    %930 = "stablehlo.broadcast_in_dim"(%929) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x768xf32>
    %931 = stablehlo.subtract %925, %930 : tensor<64x768xf32>
    %932 = stablehlo.multiply %925, %889 : tensor<64x768xf32>
    %933 = stablehlo.constant dense<0.0> : tensor<f32>
    %934 = "stablehlo.reduce"(%932, %933) ({
    ^bb0(%_r53a: tensor<f32>, %_r53b: tensor<f32>):
      %_r53c = stablehlo.add %_r53a, %_r53b : tensor<f32>
      "stablehlo.return"(%_r53c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<64x768xf32>, tensor<f32>) -> tensor<64xf32>
    %935 = stablehlo.constant dense<768.0> : tensor<64xf32>
    %936 = stablehlo.divide %934, %935 : tensor<64xf32>
    %937 = "stablehlo.broadcast_in_dim"(%936) {broadcast_dimensions = array<i64: 0>} : (tensor<64xf32>) -> tensor<64x768xf32>
    %938 = stablehlo.multiply %889, %937 : tensor<64x768xf32>
    %939 = stablehlo.subtract %931, %938 : tensor<64x768xf32>
    %940 = stablehlo.multiply %888, %939 : tensor<64x768xf32>
    %941 = stablehlo.multiply %921, %889 : tensor<64x768xf32>
    %942 = stablehlo.constant dense<0.0> : tensor<f32>
    %943 = "stablehlo.reduce"(%941, %942) ({
    ^bb0(%_r54a: tensor<f32>, %_r54b: tensor<f32>):
      %_r54c = stablehlo.add %_r54a, %_r54b : tensor<f32>
      "stablehlo.return"(%_r54c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64x768xf32>, tensor<f32>) -> tensor<768xf32>
    %944 = stablehlo.constant dense<0.0> : tensor<f32>
    %945 = "stablehlo.reduce"(%921, %944) ({
    ^bb0(%_r55a: tensor<f32>, %_r55b: tensor<f32>):
      %_r55c = stablehlo.add %_r55a, %_r55b : tensor<f32>
      "stablehlo.return"(%_r55c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<64x768xf32>, tensor<f32>) -> tensor<768xf32>
    %946 = stablehlo.constant dense<49.0> : tensor<64x768xf32>
    %947 = stablehlo.divide %940, %946 : tensor<64x768xf32>
    %948 = "stablehlo.broadcast_in_dim"(%947) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<64x768xf32>) -> tensor<64x7x7x768xf32>
    %949 = stablehlo.multiply %948, %867 : tensor<64x7x7x768xf32>
    %950 = stablehlo.multiply %949, %864 : tensor<64x7x7x768xf32>
    %951 = stablehlo.multiply %949, %863 : tensor<64x7x7x768xf32>
    %952 = stablehlo.constant dense<0.0> : tensor<f32>
    %953 = "stablehlo.reduce"(%951, %952) ({
    ^bb0(%_r56a: tensor<f32>, %_r56b: tensor<f32>):
      %_r56c = stablehlo.add %_r56a, %_r56b : tensor<f32>
      "stablehlo.return"(%_r56c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<768xf32>
    %954 = "stablehlo.dot_general"(%950, %stages.3.blocks.2.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x7x7x768xf32>, tensor<3072x768xf32>) -> tensor<64x7x7x3072xf32>
    %955 = "stablehlo.dot_general"(%860, %950) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x7x7x3072xf32>, tensor<64x7x7x768xf32>) -> tensor<3072x768xf32>
    %956 = stablehlo.constant dense<0.0> : tensor<f32>
    %957 = "stablehlo.reduce"(%950, %956) ({
    ^bb0(%_r57a: tensor<f32>, %_r57b: tensor<f32>):
      %_r57c = stablehlo.add %_r57a, %_r57b : tensor<f32>
      "stablehlo.return"(%_r57c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<768xf32>
    %958 = stablehlo.constant dense<0.5> : tensor<64x7x7x3072xf32>
    %959 = stablehlo.multiply %857, %958 : tensor<64x7x7x3072xf32>
    %960 = stablehlo.multiply %854, %854 : tensor<64x7x7x3072xf32>
    %961 = stablehlo.negate %960 : tensor<64x7x7x3072xf32>
    %962 = stablehlo.exponential %961 : tensor<64x7x7x3072xf32>
    %963 = stablehlo.constant dense<0.3989423> : tensor<64x7x7x3072xf32>
    %964 = stablehlo.multiply %962, %963 : tensor<64x7x7x3072xf32>
    %965 = stablehlo.multiply %852, %964 : tensor<64x7x7x3072xf32>
    %966 = stablehlo.add %959, %965 : tensor<64x7x7x3072xf32>
    %967 = stablehlo.multiply %954, %966 : tensor<64x7x7x3072xf32>
    %968 = "stablehlo.dot_general"(%967, %stages.3.blocks.2.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x7x7x3072xf32>, tensor<768x3072xf32>) -> tensor<64x7x7x768xf32>
    %969 = "stablehlo.dot_general"(%849, %967) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x7x7x768xf32>, tensor<64x7x7x3072xf32>) -> tensor<768x3072xf32>
    %970 = stablehlo.constant dense<0.0> : tensor<f32>
    %971 = "stablehlo.reduce"(%967, %970) ({
    ^bb0(%_r58a: tensor<f32>, %_r58b: tensor<f32>):
      %_r58c = stablehlo.add %_r58a, %_r58b : tensor<f32>
      "stablehlo.return"(%_r58c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7x3072xf32>, tensor<f32>) -> tensor<3072xf32>
    %972 = stablehlo.multiply %968, %846 : tensor<64x7x7x768xf32>
    %973 = stablehlo.constant dense<0.0> : tensor<f32>
    %974 = "stablehlo.reduce"(%972, %973) ({
    ^bb0(%_r59a: tensor<f32>, %_r59b: tensor<f32>):
      %_r59c = stablehlo.add %_r59a, %_r59b : tensor<f32>
      "stablehlo.return"(%_r59c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<64x7x7xf32>
    %975 = stablehlo.constant dense<768.0> : tensor<64x7x7xf32>
    %976 = stablehlo.divide %974, %975 : tensor<64x7x7xf32>
    %977 = "stablehlo.broadcast_in_dim"(%976) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7xf32>) -> tensor<64x7x7x768xf32>
    %978 = stablehlo.subtract %972, %977 : tensor<64x7x7x768xf32>
    %979 = stablehlo.multiply %972, %845 : tensor<64x7x7x768xf32>
    %980 = stablehlo.constant dense<0.0> : tensor<f32>
    %981 = "stablehlo.reduce"(%979, %980) ({
    ^bb0(%_r60a: tensor<f32>, %_r60b: tensor<f32>):
      %_r60c = stablehlo.add %_r60a, %_r60b : tensor<f32>
      "stablehlo.return"(%_r60c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<64x7x7xf32>
    %982 = stablehlo.constant dense<768.0> : tensor<64x7x7xf32>
    %983 = stablehlo.divide %981, %982 : tensor<64x7x7xf32>
    %984 = "stablehlo.broadcast_in_dim"(%983) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7xf32>) -> tensor<64x7x7x768xf32>
    %985 = stablehlo.multiply %845, %984 : tensor<64x7x7x768xf32>
    %986 = stablehlo.subtract %978, %985 : tensor<64x7x7x768xf32>
    %987 = stablehlo.multiply %844, %986 : tensor<64x7x7x768xf32>
    %988 = stablehlo.multiply %968, %845 : tensor<64x7x7x768xf32>
    %989 = stablehlo.constant dense<0.0> : tensor<f32>
    %990 = "stablehlo.reduce"(%988, %989) ({
    ^bb0(%_r61a: tensor<f32>, %_r61b: tensor<f32>):
      %_r61c = stablehlo.add %_r61a, %_r61b : tensor<f32>
      "stablehlo.return"(%_r61c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<768xf32>
    %991 = stablehlo.constant dense<0.0> : tensor<f32>
    %992 = "stablehlo.reduce"(%968, %991) ({
    ^bb0(%_r62a: tensor<f32>, %_r62b: tensor<f32>):
      %_r62c = stablehlo.add %_r62a, %_r62b : tensor<f32>
      "stablehlo.return"(%_r62c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<768xf32>
    %993 = "stablehlo.reverse"(%stages.3.blocks.2.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x768xf32>) -> tensor<7x7x1x768xf32>
    %994 = "stablehlo.convolution"(%987, %993) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 768 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x7x7x768xf32>, tensor<7x7x1x768xf32>) -> tensor<64x7x7x768xf32>
    %995 = "stablehlo.convolution"(%826, %987) {batch_group_count = 768 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x7x7x768xf32>, tensor<64x7x7x768xf32>) -> tensor<7x7x1x768xf32>
    %996 = stablehlo.constant dense<0.0> : tensor<f32>
    %997 = "stablehlo.reduce"(%987, %996) ({
    ^bb0(%_r63a: tensor<f32>, %_r63b: tensor<f32>):
      %_r63c = stablehlo.add %_r63a, %_r63b : tensor<f32>
      "stablehlo.return"(%_r63c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<768xf32>
    %998 = stablehlo.add %994, %948 : tensor<64x7x7x768xf32>
    %999 = stablehlo.multiply %998, %824 : tensor<64x7x7x768xf32>
    %1000 = stablehlo.multiply %999, %821 : tensor<64x7x7x768xf32>
    %1001 = stablehlo.multiply %999, %820 : tensor<64x7x7x768xf32>
    %1002 = stablehlo.constant dense<0.0> : tensor<f32>
    %1003 = "stablehlo.reduce"(%1001, %1002) ({
    ^bb0(%_r64a: tensor<f32>, %_r64b: tensor<f32>):
      %_r64c = stablehlo.add %_r64a, %_r64b : tensor<f32>
      "stablehlo.return"(%_r64c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1004 = "stablehlo.dot_general"(%1000, %stages.3.blocks.1.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x7x7x768xf32>, tensor<3072x768xf32>) -> tensor<64x7x7x3072xf32>
    %1005 = "stablehlo.dot_general"(%817, %1000) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x7x7x3072xf32>, tensor<64x7x7x768xf32>) -> tensor<3072x768xf32>
    %1006 = stablehlo.constant dense<0.0> : tensor<f32>
    %1007 = "stablehlo.reduce"(%1000, %1006) ({
    ^bb0(%_r65a: tensor<f32>, %_r65b: tensor<f32>):
      %_r65c = stablehlo.add %_r65a, %_r65b : tensor<f32>
      "stablehlo.return"(%_r65c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1008 = stablehlo.constant dense<0.5> : tensor<64x7x7x3072xf32>
    %1009 = stablehlo.multiply %814, %1008 : tensor<64x7x7x3072xf32>
    %1010 = stablehlo.multiply %811, %811 : tensor<64x7x7x3072xf32>
    %1011 = stablehlo.negate %1010 : tensor<64x7x7x3072xf32>
    %1012 = stablehlo.exponential %1011 : tensor<64x7x7x3072xf32>
    %1013 = stablehlo.constant dense<0.3989423> : tensor<64x7x7x3072xf32>
    %1014 = stablehlo.multiply %1012, %1013 : tensor<64x7x7x3072xf32>
    %1015 = stablehlo.multiply %809, %1014 : tensor<64x7x7x3072xf32>
    %1016 = stablehlo.add %1009, %1015 : tensor<64x7x7x3072xf32>
    %1017 = stablehlo.multiply %1004, %1016 : tensor<64x7x7x3072xf32>
    %1018 = "stablehlo.dot_general"(%1017, %stages.3.blocks.1.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x7x7x3072xf32>, tensor<768x3072xf32>) -> tensor<64x7x7x768xf32>
    %1019 = "stablehlo.dot_general"(%806, %1017) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x7x7x768xf32>, tensor<64x7x7x3072xf32>) -> tensor<768x3072xf32>
    %1020 = stablehlo.constant dense<0.0> : tensor<f32>
    %1021 = "stablehlo.reduce"(%1017, %1020) ({
    ^bb0(%_r66a: tensor<f32>, %_r66b: tensor<f32>):
      %_r66c = stablehlo.add %_r66a, %_r66b : tensor<f32>
      "stablehlo.return"(%_r66c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7x3072xf32>, tensor<f32>) -> tensor<3072xf32>
    %1022 = stablehlo.multiply %1018, %803 : tensor<64x7x7x768xf32>
    %1023 = stablehlo.constant dense<0.0> : tensor<f32>
    %1024 = "stablehlo.reduce"(%1022, %1023) ({
    ^bb0(%_r67a: tensor<f32>, %_r67b: tensor<f32>):
      %_r67c = stablehlo.add %_r67a, %_r67b : tensor<f32>
      "stablehlo.return"(%_r67c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<64x7x7xf32>
    %1025 = stablehlo.constant dense<768.0> : tensor<64x7x7xf32>
    %1026 = stablehlo.divide %1024, %1025 : tensor<64x7x7xf32>
    %1027 = "stablehlo.broadcast_in_dim"(%1026) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7xf32>) -> tensor<64x7x7x768xf32>
    %1028 = stablehlo.subtract %1022, %1027 : tensor<64x7x7x768xf32>
    %1029 = stablehlo.multiply %1022, %802 : tensor<64x7x7x768xf32>
    %1030 = stablehlo.constant dense<0.0> : tensor<f32>
    %1031 = "stablehlo.reduce"(%1029, %1030) ({
    ^bb0(%_r68a: tensor<f32>, %_r68b: tensor<f32>):
      %_r68c = stablehlo.add %_r68a, %_r68b : tensor<f32>
      "stablehlo.return"(%_r68c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<64x7x7xf32>
    %1032 = stablehlo.constant dense<768.0> : tensor<64x7x7xf32>
    %1033 = stablehlo.divide %1031, %1032 : tensor<64x7x7xf32>
    %1034 = "stablehlo.broadcast_in_dim"(%1033) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7xf32>) -> tensor<64x7x7x768xf32>
    %1035 = stablehlo.multiply %802, %1034 : tensor<64x7x7x768xf32>
    %1036 = stablehlo.subtract %1028, %1035 : tensor<64x7x7x768xf32>
    %1037 = stablehlo.multiply %801, %1036 : tensor<64x7x7x768xf32>
    %1038 = stablehlo.multiply %1018, %802 : tensor<64x7x7x768xf32>
    %1039 = stablehlo.constant dense<0.0> : tensor<f32>
    %1040 = "stablehlo.reduce"(%1038, %1039) ({
    ^bb0(%_r69a: tensor<f32>, %_r69b: tensor<f32>):
      %_r69c = stablehlo.add %_r69a, %_r69b : tensor<f32>
      "stablehlo.return"(%_r69c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1041 = stablehlo.constant dense<0.0> : tensor<f32>
    %1042 = "stablehlo.reduce"(%1018, %1041) ({
    ^bb0(%_r70a: tensor<f32>, %_r70b: tensor<f32>):
      %_r70c = stablehlo.add %_r70a, %_r70b : tensor<f32>
      "stablehlo.return"(%_r70c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1043 = "stablehlo.reverse"(%stages.3.blocks.1.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x768xf32>) -> tensor<7x7x1x768xf32>
    %1044 = "stablehlo.convolution"(%1037, %1043) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 768 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x7x7x768xf32>, tensor<7x7x1x768xf32>) -> tensor<64x7x7x768xf32>
    %1045 = "stablehlo.convolution"(%783, %1037) {batch_group_count = 768 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x7x7x768xf32>, tensor<64x7x7x768xf32>) -> tensor<7x7x1x768xf32>
    %1046 = stablehlo.constant dense<0.0> : tensor<f32>
    %1047 = "stablehlo.reduce"(%1037, %1046) ({
    ^bb0(%_r71a: tensor<f32>, %_r71b: tensor<f32>):
      %_r71c = stablehlo.add %_r71a, %_r71b : tensor<f32>
      "stablehlo.return"(%_r71c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1048 = stablehlo.add %1044, %998 : tensor<64x7x7x768xf32>
    %1049 = stablehlo.multiply %1048, %781 : tensor<64x7x7x768xf32>
    %1050 = stablehlo.multiply %1049, %778 : tensor<64x7x7x768xf32>
    %1051 = stablehlo.multiply %1049, %777 : tensor<64x7x7x768xf32>
    %1052 = stablehlo.constant dense<0.0> : tensor<f32>
    %1053 = "stablehlo.reduce"(%1051, %1052) ({
    ^bb0(%_r72a: tensor<f32>, %_r72b: tensor<f32>):
      %_r72c = stablehlo.add %_r72a, %_r72b : tensor<f32>
      "stablehlo.return"(%_r72c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1054 = "stablehlo.dot_general"(%1050, %stages.3.blocks.0.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x7x7x768xf32>, tensor<3072x768xf32>) -> tensor<64x7x7x3072xf32>
    %1055 = "stablehlo.dot_general"(%774, %1050) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x7x7x3072xf32>, tensor<64x7x7x768xf32>) -> tensor<3072x768xf32>
    %1056 = stablehlo.constant dense<0.0> : tensor<f32>
    %1057 = "stablehlo.reduce"(%1050, %1056) ({
    ^bb0(%_r73a: tensor<f32>, %_r73b: tensor<f32>):
      %_r73c = stablehlo.add %_r73a, %_r73b : tensor<f32>
      "stablehlo.return"(%_r73c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1058 = stablehlo.constant dense<0.5> : tensor<64x7x7x3072xf32>
    %1059 = stablehlo.multiply %771, %1058 : tensor<64x7x7x3072xf32>
    %1060 = stablehlo.multiply %768, %768 : tensor<64x7x7x3072xf32>
    %1061 = stablehlo.negate %1060 : tensor<64x7x7x3072xf32>
    %1062 = stablehlo.exponential %1061 : tensor<64x7x7x3072xf32>
    %1063 = stablehlo.constant dense<0.3989423> : tensor<64x7x7x3072xf32>
    %1064 = stablehlo.multiply %1062, %1063 : tensor<64x7x7x3072xf32>
    %1065 = stablehlo.multiply %766, %1064 : tensor<64x7x7x3072xf32>
    %1066 = stablehlo.add %1059, %1065 : tensor<64x7x7x3072xf32>
    %1067 = stablehlo.multiply %1054, %1066 : tensor<64x7x7x3072xf32>
    %1068 = "stablehlo.dot_general"(%1067, %stages.3.blocks.0.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x7x7x3072xf32>, tensor<768x3072xf32>) -> tensor<64x7x7x768xf32>
    %1069 = "stablehlo.dot_general"(%763, %1067) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x7x7x768xf32>, tensor<64x7x7x3072xf32>) -> tensor<768x3072xf32>
    %1070 = stablehlo.constant dense<0.0> : tensor<f32>
    %1071 = "stablehlo.reduce"(%1067, %1070) ({
    ^bb0(%_r74a: tensor<f32>, %_r74b: tensor<f32>):
      %_r74c = stablehlo.add %_r74a, %_r74b : tensor<f32>
      "stablehlo.return"(%_r74c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7x3072xf32>, tensor<f32>) -> tensor<3072xf32>
    %1072 = stablehlo.multiply %1068, %760 : tensor<64x7x7x768xf32>
    %1073 = stablehlo.constant dense<0.0> : tensor<f32>
    %1074 = "stablehlo.reduce"(%1072, %1073) ({
    ^bb0(%_r75a: tensor<f32>, %_r75b: tensor<f32>):
      %_r75c = stablehlo.add %_r75a, %_r75b : tensor<f32>
      "stablehlo.return"(%_r75c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<64x7x7xf32>
    %1075 = stablehlo.constant dense<768.0> : tensor<64x7x7xf32>
    %1076 = stablehlo.divide %1074, %1075 : tensor<64x7x7xf32>
    %1077 = "stablehlo.broadcast_in_dim"(%1076) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7xf32>) -> tensor<64x7x7x768xf32>
    %1078 = stablehlo.subtract %1072, %1077 : tensor<64x7x7x768xf32>
    %1079 = stablehlo.multiply %1072, %759 : tensor<64x7x7x768xf32>
    %1080 = stablehlo.constant dense<0.0> : tensor<f32>
    %1081 = "stablehlo.reduce"(%1079, %1080) ({
    ^bb0(%_r76a: tensor<f32>, %_r76b: tensor<f32>):
      %_r76c = stablehlo.add %_r76a, %_r76b : tensor<f32>
      "stablehlo.return"(%_r76c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<64x7x7xf32>
    %1082 = stablehlo.constant dense<768.0> : tensor<64x7x7xf32>
    %1083 = stablehlo.divide %1081, %1082 : tensor<64x7x7xf32>
    %1084 = "stablehlo.broadcast_in_dim"(%1083) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7xf32>) -> tensor<64x7x7x768xf32>
    %1085 = stablehlo.multiply %759, %1084 : tensor<64x7x7x768xf32>
    %1086 = stablehlo.subtract %1078, %1085 : tensor<64x7x7x768xf32>
    %1087 = stablehlo.multiply %758, %1086 : tensor<64x7x7x768xf32>
    %1088 = stablehlo.multiply %1068, %759 : tensor<64x7x7x768xf32>
    %1089 = stablehlo.constant dense<0.0> : tensor<f32>
    %1090 = "stablehlo.reduce"(%1088, %1089) ({
    ^bb0(%_r77a: tensor<f32>, %_r77b: tensor<f32>):
      %_r77c = stablehlo.add %_r77a, %_r77b : tensor<f32>
      "stablehlo.return"(%_r77c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1091 = stablehlo.constant dense<0.0> : tensor<f32>
    %1092 = "stablehlo.reduce"(%1068, %1091) ({
    ^bb0(%_r78a: tensor<f32>, %_r78b: tensor<f32>):
      %_r78c = stablehlo.add %_r78a, %_r78b : tensor<f32>
      "stablehlo.return"(%_r78c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1093 = "stablehlo.reverse"(%stages.3.blocks.0.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x768xf32>) -> tensor<7x7x1x768xf32>
    %1094 = "stablehlo.convolution"(%1087, %1093) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 768 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x7x7x768xf32>, tensor<7x7x1x768xf32>) -> tensor<64x7x7x768xf32>
    %1095 = "stablehlo.convolution"(%740, %1087) {batch_group_count = 768 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x7x7x768xf32>, tensor<64x7x7x768xf32>) -> tensor<7x7x1x768xf32>
    %1096 = stablehlo.constant dense<0.0> : tensor<f32>
    %1097 = "stablehlo.reduce"(%1087, %1096) ({
    ^bb0(%_r79a: tensor<f32>, %_r79b: tensor<f32>):
      %_r79c = stablehlo.add %_r79a, %_r79b : tensor<f32>
      "stablehlo.return"(%_r79c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1098 = stablehlo.add %1094, %1048 : tensor<64x7x7x768xf32>
    %1099 = "stablehlo.dot_general"(%1098, %stages.3.down.conv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<64x7x7x768xf32>, tensor<2x2x384x768xf32>) -> tensor<64x7x7x2x2x384xf32>
    %1100 = "stablehlo.transpose"(%1099) {permutation = array<i64: 0, 1, 3, 2, 4, 5>} : (tensor<64x7x7x2x2x384xf32>) -> tensor<64x7x2x7x2x384xf32>
    %1101 = "stablehlo.reshape"(%1100) : (tensor<64x7x2x7x2x384xf32>) -> tensor<64x14x14x384xf32>
    %1102 = "stablehlo.dot_general"(%737, %1098) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 3], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x7x2x7x2x384xf32>, tensor<64x7x7x768xf32>) -> tensor<2x2x384x768xf32>
    %1103 = stablehlo.constant dense<0.0> : tensor<f32>
    %1104 = "stablehlo.reduce"(%1098, %1103) ({
    ^bb0(%_r80a: tensor<f32>, %_r80b: tensor<f32>):
      %_r80c = stablehlo.add %_r80a, %_r80b : tensor<f32>
      "stablehlo.return"(%_r80c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1105 = stablehlo.multiply %1101, %733 : tensor<64x14x14x384xf32>
    %1106 = stablehlo.constant dense<0.0> : tensor<f32>
    %1107 = "stablehlo.reduce"(%1105, %1106) ({
    ^bb0(%_r81a: tensor<f32>, %_r81b: tensor<f32>):
      %_r81c = stablehlo.add %_r81a, %_r81b : tensor<f32>
      "stablehlo.return"(%_r81c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1108 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1109 = stablehlo.divide %1107, %1108 : tensor<64x14x14xf32>
    %1110 = "stablehlo.broadcast_in_dim"(%1109) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1111 = stablehlo.subtract %1105, %1110 : tensor<64x14x14x384xf32>
    %1112 = stablehlo.multiply %1105, %732 : tensor<64x14x14x384xf32>
    %1113 = stablehlo.constant dense<0.0> : tensor<f32>
    %1114 = "stablehlo.reduce"(%1112, %1113) ({
    ^bb0(%_r82a: tensor<f32>, %_r82b: tensor<f32>):
      %_r82c = stablehlo.add %_r82a, %_r82b : tensor<f32>
      "stablehlo.return"(%_r82c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1115 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1116 = stablehlo.divide %1114, %1115 : tensor<64x14x14xf32>
    %1117 = "stablehlo.broadcast_in_dim"(%1116) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1118 = stablehlo.multiply %732, %1117 : tensor<64x14x14x384xf32>
    %1119 = stablehlo.subtract %1111, %1118 : tensor<64x14x14x384xf32>
    %1120 = stablehlo.multiply %731, %1119 : tensor<64x14x14x384xf32>
    %1121 = stablehlo.multiply %1101, %732 : tensor<64x14x14x384xf32>
    %1122 = stablehlo.constant dense<0.0> : tensor<f32>
    %1123 = "stablehlo.reduce"(%1121, %1122) ({
    ^bb0(%_r83a: tensor<f32>, %_r83b: tensor<f32>):
      %_r83c = stablehlo.add %_r83a, %_r83b : tensor<f32>
      "stablehlo.return"(%_r83c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1124 = stablehlo.constant dense<0.0> : tensor<f32>
    %1125 = "stablehlo.reduce"(%1101, %1124) ({
    ^bb0(%_r84a: tensor<f32>, %_r84b: tensor<f32>):
      %_r84c = stablehlo.add %_r84a, %_r84b : tensor<f32>
      "stablehlo.return"(%_r84c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1126 = stablehlo.multiply %1120, %714 : tensor<64x14x14x384xf32>
    %1127 = stablehlo.multiply %1126, %711 : tensor<64x14x14x384xf32>
    %1128 = stablehlo.multiply %1126, %710 : tensor<64x14x14x384xf32>
    %1129 = stablehlo.constant dense<0.0> : tensor<f32>
    %1130 = "stablehlo.reduce"(%1128, %1129) ({
    ^bb0(%_r85a: tensor<f32>, %_r85b: tensor<f32>):
      %_r85c = stablehlo.add %_r85a, %_r85b : tensor<f32>
      "stablehlo.return"(%_r85c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1131 = "stablehlo.dot_general"(%1127, %stages.2.blocks.8.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x14x14x384xf32>, tensor<1536x384xf32>) -> tensor<64x14x14x1536xf32>
    %1132 = "stablehlo.dot_general"(%707, %1127) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x14x14x1536xf32>, tensor<64x14x14x384xf32>) -> tensor<1536x384xf32>
    %1133 = stablehlo.constant dense<0.0> : tensor<f32>
    %1134 = "stablehlo.reduce"(%1127, %1133) ({
    ^bb0(%_r86a: tensor<f32>, %_r86b: tensor<f32>):
      %_r86c = stablehlo.add %_r86a, %_r86b : tensor<f32>
      "stablehlo.return"(%_r86c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1135 = stablehlo.constant dense<0.5> : tensor<64x14x14x1536xf32>
    %1136 = stablehlo.multiply %704, %1135 : tensor<64x14x14x1536xf32>
    %1137 = stablehlo.multiply %701, %701 : tensor<64x14x14x1536xf32>
    %1138 = stablehlo.negate %1137 : tensor<64x14x14x1536xf32>
    %1139 = stablehlo.exponential %1138 : tensor<64x14x14x1536xf32>
    %1140 = stablehlo.constant dense<0.3989423> : tensor<64x14x14x1536xf32>
    %1141 = stablehlo.multiply %1139, %1140 : tensor<64x14x14x1536xf32>
    %1142 = stablehlo.multiply %699, %1141 : tensor<64x14x14x1536xf32>
    %1143 = stablehlo.add %1136, %1142 : tensor<64x14x14x1536xf32>
    %1144 = stablehlo.multiply %1131, %1143 : tensor<64x14x14x1536xf32>
    %1145 = "stablehlo.dot_general"(%1144, %stages.2.blocks.8.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x14x14x1536xf32>, tensor<384x1536xf32>) -> tensor<64x14x14x384xf32>
    %1146 = "stablehlo.dot_general"(%696, %1144) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x1536xf32>) -> tensor<384x1536xf32>
    %1147 = stablehlo.constant dense<0.0> : tensor<f32>
    %1148 = "stablehlo.reduce"(%1144, %1147) ({
    ^bb0(%_r87a: tensor<f32>, %_r87b: tensor<f32>):
      %_r87c = stablehlo.add %_r87a, %_r87b : tensor<f32>
      "stablehlo.return"(%_r87c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %1149 = stablehlo.multiply %1145, %693 : tensor<64x14x14x384xf32>
    %1150 = stablehlo.constant dense<0.0> : tensor<f32>
    %1151 = "stablehlo.reduce"(%1149, %1150) ({
    ^bb0(%_r88a: tensor<f32>, %_r88b: tensor<f32>):
      %_r88c = stablehlo.add %_r88a, %_r88b : tensor<f32>
      "stablehlo.return"(%_r88c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1152 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1153 = stablehlo.divide %1151, %1152 : tensor<64x14x14xf32>
    %1154 = "stablehlo.broadcast_in_dim"(%1153) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1155 = stablehlo.subtract %1149, %1154 : tensor<64x14x14x384xf32>
    %1156 = stablehlo.multiply %1149, %692 : tensor<64x14x14x384xf32>
    %1157 = stablehlo.constant dense<0.0> : tensor<f32>
    %1158 = "stablehlo.reduce"(%1156, %1157) ({
    ^bb0(%_r89a: tensor<f32>, %_r89b: tensor<f32>):
      %_r89c = stablehlo.add %_r89a, %_r89b : tensor<f32>
      "stablehlo.return"(%_r89c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1159 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1160 = stablehlo.divide %1158, %1159 : tensor<64x14x14xf32>
    %1161 = "stablehlo.broadcast_in_dim"(%1160) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1162 = stablehlo.multiply %692, %1161 : tensor<64x14x14x384xf32>
    %1163 = stablehlo.subtract %1155, %1162 : tensor<64x14x14x384xf32>
    %1164 = stablehlo.multiply %691, %1163 : tensor<64x14x14x384xf32>
    %1165 = stablehlo.multiply %1145, %692 : tensor<64x14x14x384xf32>
    %1166 = stablehlo.constant dense<0.0> : tensor<f32>
    %1167 = "stablehlo.reduce"(%1165, %1166) ({
    ^bb0(%_r90a: tensor<f32>, %_r90b: tensor<f32>):
      %_r90c = stablehlo.add %_r90a, %_r90b : tensor<f32>
      "stablehlo.return"(%_r90c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1168 = stablehlo.constant dense<0.0> : tensor<f32>
    %1169 = "stablehlo.reduce"(%1145, %1168) ({
    ^bb0(%_r91a: tensor<f32>, %_r91b: tensor<f32>):
      %_r91c = stablehlo.add %_r91a, %_r91b : tensor<f32>
      "stablehlo.return"(%_r91c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1170 = "stablehlo.reverse"(%stages.2.blocks.8.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %1171 = "stablehlo.convolution"(%1164, %1170) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<7x7x1x384xf32>) -> tensor<64x14x14x384xf32>
    %1172 = "stablehlo.convolution"(%673, %1164) {batch_group_count = 384 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x384xf32>) -> tensor<7x7x1x384xf32>
    %1173 = stablehlo.constant dense<0.0> : tensor<f32>
    %1174 = "stablehlo.reduce"(%1164, %1173) ({
    ^bb0(%_r92a: tensor<f32>, %_r92b: tensor<f32>):
      %_r92c = stablehlo.add %_r92a, %_r92b : tensor<f32>
      "stablehlo.return"(%_r92c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1175 = stablehlo.add %1171, %1120 : tensor<64x14x14x384xf32>
    %1176 = stablehlo.multiply %1175, %671 : tensor<64x14x14x384xf32>
    %1177 = stablehlo.multiply %1176, %668 : tensor<64x14x14x384xf32>
    %1178 = stablehlo.multiply %1176, %667 : tensor<64x14x14x384xf32>
    %1179 = stablehlo.constant dense<0.0> : tensor<f32>
    %1180 = "stablehlo.reduce"(%1178, %1179) ({
    ^bb0(%_r93a: tensor<f32>, %_r93b: tensor<f32>):
      %_r93c = stablehlo.add %_r93a, %_r93b : tensor<f32>
      "stablehlo.return"(%_r93c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1181 = "stablehlo.dot_general"(%1177, %stages.2.blocks.7.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x14x14x384xf32>, tensor<1536x384xf32>) -> tensor<64x14x14x1536xf32>
    %1182 = "stablehlo.dot_general"(%664, %1177) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x14x14x1536xf32>, tensor<64x14x14x384xf32>) -> tensor<1536x384xf32>
    %1183 = stablehlo.constant dense<0.0> : tensor<f32>
    %1184 = "stablehlo.reduce"(%1177, %1183) ({
    ^bb0(%_r94a: tensor<f32>, %_r94b: tensor<f32>):
      %_r94c = stablehlo.add %_r94a, %_r94b : tensor<f32>
      "stablehlo.return"(%_r94c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1185 = stablehlo.constant dense<0.5> : tensor<64x14x14x1536xf32>
    %1186 = stablehlo.multiply %661, %1185 : tensor<64x14x14x1536xf32>
    %1187 = stablehlo.multiply %658, %658 : tensor<64x14x14x1536xf32>
    %1188 = stablehlo.negate %1187 : tensor<64x14x14x1536xf32>
    %1189 = stablehlo.exponential %1188 : tensor<64x14x14x1536xf32>
    %1190 = stablehlo.constant dense<0.3989423> : tensor<64x14x14x1536xf32>
    %1191 = stablehlo.multiply %1189, %1190 : tensor<64x14x14x1536xf32>
    %1192 = stablehlo.multiply %656, %1191 : tensor<64x14x14x1536xf32>
    %1193 = stablehlo.add %1186, %1192 : tensor<64x14x14x1536xf32>
    %1194 = stablehlo.multiply %1181, %1193 : tensor<64x14x14x1536xf32>
    %1195 = "stablehlo.dot_general"(%1194, %stages.2.blocks.7.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x14x14x1536xf32>, tensor<384x1536xf32>) -> tensor<64x14x14x384xf32>
    %1196 = "stablehlo.dot_general"(%653, %1194) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x1536xf32>) -> tensor<384x1536xf32>
    %1197 = stablehlo.constant dense<0.0> : tensor<f32>
    %1198 = "stablehlo.reduce"(%1194, %1197) ({
    ^bb0(%_r95a: tensor<f32>, %_r95b: tensor<f32>):
      %_r95c = stablehlo.add %_r95a, %_r95b : tensor<f32>
      "stablehlo.return"(%_r95c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %1199 = stablehlo.multiply %1195, %650 : tensor<64x14x14x384xf32>
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
    %1206 = stablehlo.multiply %1199, %649 : tensor<64x14x14x384xf32>
    %1207 = stablehlo.constant dense<0.0> : tensor<f32>
    %1208 = "stablehlo.reduce"(%1206, %1207) ({
    ^bb0(%_r97a: tensor<f32>, %_r97b: tensor<f32>):
      %_r97c = stablehlo.add %_r97a, %_r97b : tensor<f32>
      "stablehlo.return"(%_r97c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1209 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1210 = stablehlo.divide %1208, %1209 : tensor<64x14x14xf32>
    %1211 = "stablehlo.broadcast_in_dim"(%1210) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1212 = stablehlo.multiply %649, %1211 : tensor<64x14x14x384xf32>
    %1213 = stablehlo.subtract %1205, %1212 : tensor<64x14x14x384xf32>
    %1214 = stablehlo.multiply %648, %1213 : tensor<64x14x14x384xf32>
    %1215 = stablehlo.multiply %1195, %649 : tensor<64x14x14x384xf32>
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
    %1222 = "stablehlo.convolution"(%630, %1214) {batch_group_count = 384 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x384xf32>) -> tensor<7x7x1x384xf32>
    %1223 = stablehlo.constant dense<0.0> : tensor<f32>
    %1224 = "stablehlo.reduce"(%1214, %1223) ({
    ^bb0(%_r100a: tensor<f32>, %_r100b: tensor<f32>):
      %_r100c = stablehlo.add %_r100a, %_r100b : tensor<f32>
      "stablehlo.return"(%_r100c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1225 = stablehlo.add %1221, %1175 : tensor<64x14x14x384xf32>
    %1226 = stablehlo.multiply %1225, %628 : tensor<64x14x14x384xf32>
    %1227 = stablehlo.multiply %1226, %625 : tensor<64x14x14x384xf32>
    %1228 = stablehlo.multiply %1226, %624 : tensor<64x14x14x384xf32>
    %1229 = stablehlo.constant dense<0.0> : tensor<f32>
    %1230 = "stablehlo.reduce"(%1228, %1229) ({
    ^bb0(%_r101a: tensor<f32>, %_r101b: tensor<f32>):
      %_r101c = stablehlo.add %_r101a, %_r101b : tensor<f32>
      "stablehlo.return"(%_r101c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1231 = "stablehlo.dot_general"(%1227, %stages.2.blocks.6.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x14x14x384xf32>, tensor<1536x384xf32>) -> tensor<64x14x14x1536xf32>
    %1232 = "stablehlo.dot_general"(%621, %1227) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x14x14x1536xf32>, tensor<64x14x14x384xf32>) -> tensor<1536x384xf32>
    %1233 = stablehlo.constant dense<0.0> : tensor<f32>
    %1234 = "stablehlo.reduce"(%1227, %1233) ({
    ^bb0(%_r102a: tensor<f32>, %_r102b: tensor<f32>):
      %_r102c = stablehlo.add %_r102a, %_r102b : tensor<f32>
      "stablehlo.return"(%_r102c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1235 = stablehlo.constant dense<0.5> : tensor<64x14x14x1536xf32>
    %1236 = stablehlo.multiply %618, %1235 : tensor<64x14x14x1536xf32>
    %1237 = stablehlo.multiply %615, %615 : tensor<64x14x14x1536xf32>
    %1238 = stablehlo.negate %1237 : tensor<64x14x14x1536xf32>
    %1239 = stablehlo.exponential %1238 : tensor<64x14x14x1536xf32>
    %1240 = stablehlo.constant dense<0.3989423> : tensor<64x14x14x1536xf32>
    %1241 = stablehlo.multiply %1239, %1240 : tensor<64x14x14x1536xf32>
    %1242 = stablehlo.multiply %613, %1241 : tensor<64x14x14x1536xf32>
    %1243 = stablehlo.add %1236, %1242 : tensor<64x14x14x1536xf32>
    %1244 = stablehlo.multiply %1231, %1243 : tensor<64x14x14x1536xf32>
    %1245 = "stablehlo.dot_general"(%1244, %stages.2.blocks.6.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x14x14x1536xf32>, tensor<384x1536xf32>) -> tensor<64x14x14x384xf32>
    %1246 = "stablehlo.dot_general"(%610, %1244) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x1536xf32>) -> tensor<384x1536xf32>
    %1247 = stablehlo.constant dense<0.0> : tensor<f32>
    %1248 = "stablehlo.reduce"(%1244, %1247) ({
    ^bb0(%_r103a: tensor<f32>, %_r103b: tensor<f32>):
      %_r103c = stablehlo.add %_r103a, %_r103b : tensor<f32>
      "stablehlo.return"(%_r103c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %1249 = stablehlo.multiply %1245, %607 : tensor<64x14x14x384xf32>
    %1250 = stablehlo.constant dense<0.0> : tensor<f32>
    %1251 = "stablehlo.reduce"(%1249, %1250) ({
    ^bb0(%_r104a: tensor<f32>, %_r104b: tensor<f32>):
      %_r104c = stablehlo.add %_r104a, %_r104b : tensor<f32>
      "stablehlo.return"(%_r104c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1252 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1253 = stablehlo.divide %1251, %1252 : tensor<64x14x14xf32>
    %1254 = "stablehlo.broadcast_in_dim"(%1253) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1255 = stablehlo.subtract %1249, %1254 : tensor<64x14x14x384xf32>
    %1256 = stablehlo.multiply %1249, %606 : tensor<64x14x14x384xf32>
    %1257 = stablehlo.constant dense<0.0> : tensor<f32>
    %1258 = "stablehlo.reduce"(%1256, %1257) ({
    ^bb0(%_r105a: tensor<f32>, %_r105b: tensor<f32>):
      %_r105c = stablehlo.add %_r105a, %_r105b : tensor<f32>
      "stablehlo.return"(%_r105c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1259 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1260 = stablehlo.divide %1258, %1259 : tensor<64x14x14xf32>
    %1261 = "stablehlo.broadcast_in_dim"(%1260) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1262 = stablehlo.multiply %606, %1261 : tensor<64x14x14x384xf32>
    %1263 = stablehlo.subtract %1255, %1262 : tensor<64x14x14x384xf32>
    %1264 = stablehlo.multiply %605, %1263 : tensor<64x14x14x384xf32>
    %1265 = stablehlo.multiply %1245, %606 : tensor<64x14x14x384xf32>
    %1266 = stablehlo.constant dense<0.0> : tensor<f32>
    %1267 = "stablehlo.reduce"(%1265, %1266) ({
    ^bb0(%_r106a: tensor<f32>, %_r106b: tensor<f32>):
      %_r106c = stablehlo.add %_r106a, %_r106b : tensor<f32>
      "stablehlo.return"(%_r106c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1268 = stablehlo.constant dense<0.0> : tensor<f32>
    %1269 = "stablehlo.reduce"(%1245, %1268) ({
    ^bb0(%_r107a: tensor<f32>, %_r107b: tensor<f32>):
      %_r107c = stablehlo.add %_r107a, %_r107b : tensor<f32>
      "stablehlo.return"(%_r107c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1270 = "stablehlo.reverse"(%stages.2.blocks.6.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %1271 = "stablehlo.convolution"(%1264, %1270) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<7x7x1x384xf32>) -> tensor<64x14x14x384xf32>
    %1272 = "stablehlo.convolution"(%587, %1264) {batch_group_count = 384 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x384xf32>) -> tensor<7x7x1x384xf32>
    %1273 = stablehlo.constant dense<0.0> : tensor<f32>
    %1274 = "stablehlo.reduce"(%1264, %1273) ({
    ^bb0(%_r108a: tensor<f32>, %_r108b: tensor<f32>):
      %_r108c = stablehlo.add %_r108a, %_r108b : tensor<f32>
      "stablehlo.return"(%_r108c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1275 = stablehlo.add %1271, %1225 : tensor<64x14x14x384xf32>
    %1276 = stablehlo.multiply %1275, %585 : tensor<64x14x14x384xf32>
    %1277 = stablehlo.multiply %1276, %582 : tensor<64x14x14x384xf32>
    %1278 = stablehlo.multiply %1276, %581 : tensor<64x14x14x384xf32>
    %1279 = stablehlo.constant dense<0.0> : tensor<f32>
    %1280 = "stablehlo.reduce"(%1278, %1279) ({
    ^bb0(%_r109a: tensor<f32>, %_r109b: tensor<f32>):
      %_r109c = stablehlo.add %_r109a, %_r109b : tensor<f32>
      "stablehlo.return"(%_r109c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1281 = "stablehlo.dot_general"(%1277, %stages.2.blocks.5.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x14x14x384xf32>, tensor<1536x384xf32>) -> tensor<64x14x14x1536xf32>
    %1282 = "stablehlo.dot_general"(%578, %1277) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x14x14x1536xf32>, tensor<64x14x14x384xf32>) -> tensor<1536x384xf32>
    %1283 = stablehlo.constant dense<0.0> : tensor<f32>
    %1284 = "stablehlo.reduce"(%1277, %1283) ({
    ^bb0(%_r110a: tensor<f32>, %_r110b: tensor<f32>):
      %_r110c = stablehlo.add %_r110a, %_r110b : tensor<f32>
      "stablehlo.return"(%_r110c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1285 = stablehlo.constant dense<0.5> : tensor<64x14x14x1536xf32>
    %1286 = stablehlo.multiply %575, %1285 : tensor<64x14x14x1536xf32>
    %1287 = stablehlo.multiply %572, %572 : tensor<64x14x14x1536xf32>
    %1288 = stablehlo.negate %1287 : tensor<64x14x14x1536xf32>
    %1289 = stablehlo.exponential %1288 : tensor<64x14x14x1536xf32>
    %1290 = stablehlo.constant dense<0.3989423> : tensor<64x14x14x1536xf32>
    %1291 = stablehlo.multiply %1289, %1290 : tensor<64x14x14x1536xf32>
    %1292 = stablehlo.multiply %570, %1291 : tensor<64x14x14x1536xf32>
    %1293 = stablehlo.add %1286, %1292 : tensor<64x14x14x1536xf32>
    %1294 = stablehlo.multiply %1281, %1293 : tensor<64x14x14x1536xf32>
    %1295 = "stablehlo.dot_general"(%1294, %stages.2.blocks.5.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x14x14x1536xf32>, tensor<384x1536xf32>) -> tensor<64x14x14x384xf32>
    %1296 = "stablehlo.dot_general"(%567, %1294) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x1536xf32>) -> tensor<384x1536xf32>
    %1297 = stablehlo.constant dense<0.0> : tensor<f32>
    %1298 = "stablehlo.reduce"(%1294, %1297) ({
    ^bb0(%_r111a: tensor<f32>, %_r111b: tensor<f32>):
      %_r111c = stablehlo.add %_r111a, %_r111b : tensor<f32>
      "stablehlo.return"(%_r111c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %1299 = stablehlo.multiply %1295, %564 : tensor<64x14x14x384xf32>
    %1300 = stablehlo.constant dense<0.0> : tensor<f32>
    %1301 = "stablehlo.reduce"(%1299, %1300) ({
    ^bb0(%_r112a: tensor<f32>, %_r112b: tensor<f32>):
      %_r112c = stablehlo.add %_r112a, %_r112b : tensor<f32>
      "stablehlo.return"(%_r112c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1302 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1303 = stablehlo.divide %1301, %1302 : tensor<64x14x14xf32>
    %1304 = "stablehlo.broadcast_in_dim"(%1303) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1305 = stablehlo.subtract %1299, %1304 : tensor<64x14x14x384xf32>
    %1306 = stablehlo.multiply %1299, %563 : tensor<64x14x14x384xf32>
    %1307 = stablehlo.constant dense<0.0> : tensor<f32>
    %1308 = "stablehlo.reduce"(%1306, %1307) ({
    ^bb0(%_r113a: tensor<f32>, %_r113b: tensor<f32>):
      %_r113c = stablehlo.add %_r113a, %_r113b : tensor<f32>
      "stablehlo.return"(%_r113c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1309 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1310 = stablehlo.divide %1308, %1309 : tensor<64x14x14xf32>
    %1311 = "stablehlo.broadcast_in_dim"(%1310) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1312 = stablehlo.multiply %563, %1311 : tensor<64x14x14x384xf32>
    %1313 = stablehlo.subtract %1305, %1312 : tensor<64x14x14x384xf32>
    %1314 = stablehlo.multiply %562, %1313 : tensor<64x14x14x384xf32>
    %1315 = stablehlo.multiply %1295, %563 : tensor<64x14x14x384xf32>
    %1316 = stablehlo.constant dense<0.0> : tensor<f32>
    %1317 = "stablehlo.reduce"(%1315, %1316) ({
    ^bb0(%_r114a: tensor<f32>, %_r114b: tensor<f32>):
      %_r114c = stablehlo.add %_r114a, %_r114b : tensor<f32>
      "stablehlo.return"(%_r114c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1318 = stablehlo.constant dense<0.0> : tensor<f32>
    %1319 = "stablehlo.reduce"(%1295, %1318) ({
    ^bb0(%_r115a: tensor<f32>, %_r115b: tensor<f32>):
      %_r115c = stablehlo.add %_r115a, %_r115b : tensor<f32>
      "stablehlo.return"(%_r115c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1320 = "stablehlo.reverse"(%stages.2.blocks.5.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %1321 = "stablehlo.convolution"(%1314, %1320) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<7x7x1x384xf32>) -> tensor<64x14x14x384xf32>
    %1322 = "stablehlo.convolution"(%544, %1314) {batch_group_count = 384 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x384xf32>) -> tensor<7x7x1x384xf32>
    %1323 = stablehlo.constant dense<0.0> : tensor<f32>
    %1324 = "stablehlo.reduce"(%1314, %1323) ({
    ^bb0(%_r116a: tensor<f32>, %_r116b: tensor<f32>):
      %_r116c = stablehlo.add %_r116a, %_r116b : tensor<f32>
      "stablehlo.return"(%_r116c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1325 = stablehlo.add %1321, %1275 : tensor<64x14x14x384xf32>
    %1326 = stablehlo.multiply %1325, %542 : tensor<64x14x14x384xf32>
    %1327 = stablehlo.multiply %1326, %539 : tensor<64x14x14x384xf32>
    %1328 = stablehlo.multiply %1326, %538 : tensor<64x14x14x384xf32>
    %1329 = stablehlo.constant dense<0.0> : tensor<f32>
    %1330 = "stablehlo.reduce"(%1328, %1329) ({
    ^bb0(%_r117a: tensor<f32>, %_r117b: tensor<f32>):
      %_r117c = stablehlo.add %_r117a, %_r117b : tensor<f32>
      "stablehlo.return"(%_r117c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1331 = "stablehlo.dot_general"(%1327, %stages.2.blocks.4.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x14x14x384xf32>, tensor<1536x384xf32>) -> tensor<64x14x14x1536xf32>
    %1332 = "stablehlo.dot_general"(%535, %1327) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x14x14x1536xf32>, tensor<64x14x14x384xf32>) -> tensor<1536x384xf32>
    %1333 = stablehlo.constant dense<0.0> : tensor<f32>
    %1334 = "stablehlo.reduce"(%1327, %1333) ({
    ^bb0(%_r118a: tensor<f32>, %_r118b: tensor<f32>):
      %_r118c = stablehlo.add %_r118a, %_r118b : tensor<f32>
      "stablehlo.return"(%_r118c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1335 = stablehlo.constant dense<0.5> : tensor<64x14x14x1536xf32>
    %1336 = stablehlo.multiply %532, %1335 : tensor<64x14x14x1536xf32>
    %1337 = stablehlo.multiply %529, %529 : tensor<64x14x14x1536xf32>
    %1338 = stablehlo.negate %1337 : tensor<64x14x14x1536xf32>
    %1339 = stablehlo.exponential %1338 : tensor<64x14x14x1536xf32>
    %1340 = stablehlo.constant dense<0.3989423> : tensor<64x14x14x1536xf32>
    %1341 = stablehlo.multiply %1339, %1340 : tensor<64x14x14x1536xf32>
    %1342 = stablehlo.multiply %527, %1341 : tensor<64x14x14x1536xf32>
    %1343 = stablehlo.add %1336, %1342 : tensor<64x14x14x1536xf32>
    %1344 = stablehlo.multiply %1331, %1343 : tensor<64x14x14x1536xf32>
    %1345 = "stablehlo.dot_general"(%1344, %stages.2.blocks.4.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x14x14x1536xf32>, tensor<384x1536xf32>) -> tensor<64x14x14x384xf32>
    %1346 = "stablehlo.dot_general"(%524, %1344) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x1536xf32>) -> tensor<384x1536xf32>
    %1347 = stablehlo.constant dense<0.0> : tensor<f32>
    %1348 = "stablehlo.reduce"(%1344, %1347) ({
    ^bb0(%_r119a: tensor<f32>, %_r119b: tensor<f32>):
      %_r119c = stablehlo.add %_r119a, %_r119b : tensor<f32>
      "stablehlo.return"(%_r119c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %1349 = stablehlo.multiply %1345, %521 : tensor<64x14x14x384xf32>
    %1350 = stablehlo.constant dense<0.0> : tensor<f32>
    %1351 = "stablehlo.reduce"(%1349, %1350) ({
    ^bb0(%_r120a: tensor<f32>, %_r120b: tensor<f32>):
      %_r120c = stablehlo.add %_r120a, %_r120b : tensor<f32>
      "stablehlo.return"(%_r120c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1352 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1353 = stablehlo.divide %1351, %1352 : tensor<64x14x14xf32>
    %1354 = "stablehlo.broadcast_in_dim"(%1353) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1355 = stablehlo.subtract %1349, %1354 : tensor<64x14x14x384xf32>
    %1356 = stablehlo.multiply %1349, %520 : tensor<64x14x14x384xf32>
    %1357 = stablehlo.constant dense<0.0> : tensor<f32>
    %1358 = "stablehlo.reduce"(%1356, %1357) ({
    ^bb0(%_r121a: tensor<f32>, %_r121b: tensor<f32>):
      %_r121c = stablehlo.add %_r121a, %_r121b : tensor<f32>
      "stablehlo.return"(%_r121c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1359 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1360 = stablehlo.divide %1358, %1359 : tensor<64x14x14xf32>
    %1361 = "stablehlo.broadcast_in_dim"(%1360) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1362 = stablehlo.multiply %520, %1361 : tensor<64x14x14x384xf32>
    %1363 = stablehlo.subtract %1355, %1362 : tensor<64x14x14x384xf32>
    %1364 = stablehlo.multiply %519, %1363 : tensor<64x14x14x384xf32>
    %1365 = stablehlo.multiply %1345, %520 : tensor<64x14x14x384xf32>
    %1366 = stablehlo.constant dense<0.0> : tensor<f32>
    %1367 = "stablehlo.reduce"(%1365, %1366) ({
    ^bb0(%_r122a: tensor<f32>, %_r122b: tensor<f32>):
      %_r122c = stablehlo.add %_r122a, %_r122b : tensor<f32>
      "stablehlo.return"(%_r122c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1368 = stablehlo.constant dense<0.0> : tensor<f32>
    %1369 = "stablehlo.reduce"(%1345, %1368) ({
    ^bb0(%_r123a: tensor<f32>, %_r123b: tensor<f32>):
      %_r123c = stablehlo.add %_r123a, %_r123b : tensor<f32>
      "stablehlo.return"(%_r123c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1370 = "stablehlo.reverse"(%stages.2.blocks.4.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %1371 = "stablehlo.convolution"(%1364, %1370) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<7x7x1x384xf32>) -> tensor<64x14x14x384xf32>
    %1372 = "stablehlo.convolution"(%501, %1364) {batch_group_count = 384 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x384xf32>) -> tensor<7x7x1x384xf32>
    %1373 = stablehlo.constant dense<0.0> : tensor<f32>
    %1374 = "stablehlo.reduce"(%1364, %1373) ({
    ^bb0(%_r124a: tensor<f32>, %_r124b: tensor<f32>):
      %_r124c = stablehlo.add %_r124a, %_r124b : tensor<f32>
      "stablehlo.return"(%_r124c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1375 = stablehlo.add %1371, %1325 : tensor<64x14x14x384xf32>
    %1376 = stablehlo.multiply %1375, %499 : tensor<64x14x14x384xf32>
    %1377 = stablehlo.multiply %1376, %496 : tensor<64x14x14x384xf32>
    %1378 = stablehlo.multiply %1376, %495 : tensor<64x14x14x384xf32>
    %1379 = stablehlo.constant dense<0.0> : tensor<f32>
    %1380 = "stablehlo.reduce"(%1378, %1379) ({
    ^bb0(%_r125a: tensor<f32>, %_r125b: tensor<f32>):
      %_r125c = stablehlo.add %_r125a, %_r125b : tensor<f32>
      "stablehlo.return"(%_r125c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1381 = "stablehlo.dot_general"(%1377, %stages.2.blocks.3.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x14x14x384xf32>, tensor<1536x384xf32>) -> tensor<64x14x14x1536xf32>
    %1382 = "stablehlo.dot_general"(%492, %1377) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x14x14x1536xf32>, tensor<64x14x14x384xf32>) -> tensor<1536x384xf32>
    %1383 = stablehlo.constant dense<0.0> : tensor<f32>
    %1384 = "stablehlo.reduce"(%1377, %1383) ({
    ^bb0(%_r126a: tensor<f32>, %_r126b: tensor<f32>):
      %_r126c = stablehlo.add %_r126a, %_r126b : tensor<f32>
      "stablehlo.return"(%_r126c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1385 = stablehlo.constant dense<0.5> : tensor<64x14x14x1536xf32>
    %1386 = stablehlo.multiply %489, %1385 : tensor<64x14x14x1536xf32>
    %1387 = stablehlo.multiply %486, %486 : tensor<64x14x14x1536xf32>
    %1388 = stablehlo.negate %1387 : tensor<64x14x14x1536xf32>
    %1389 = stablehlo.exponential %1388 : tensor<64x14x14x1536xf32>
    %1390 = stablehlo.constant dense<0.3989423> : tensor<64x14x14x1536xf32>
    %1391 = stablehlo.multiply %1389, %1390 : tensor<64x14x14x1536xf32>
    %1392 = stablehlo.multiply %484, %1391 : tensor<64x14x14x1536xf32>
    %1393 = stablehlo.add %1386, %1392 : tensor<64x14x14x1536xf32>
    %1394 = stablehlo.multiply %1381, %1393 : tensor<64x14x14x1536xf32>
    %1395 = "stablehlo.dot_general"(%1394, %stages.2.blocks.3.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x14x14x1536xf32>, tensor<384x1536xf32>) -> tensor<64x14x14x384xf32>
    %1396 = "stablehlo.dot_general"(%481, %1394) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x1536xf32>) -> tensor<384x1536xf32>
    %1397 = stablehlo.constant dense<0.0> : tensor<f32>
    %1398 = "stablehlo.reduce"(%1394, %1397) ({
    ^bb0(%_r127a: tensor<f32>, %_r127b: tensor<f32>):
      %_r127c = stablehlo.add %_r127a, %_r127b : tensor<f32>
      "stablehlo.return"(%_r127c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %1399 = stablehlo.multiply %1395, %478 : tensor<64x14x14x384xf32>
    %1400 = stablehlo.constant dense<0.0> : tensor<f32>
    %1401 = "stablehlo.reduce"(%1399, %1400) ({
    ^bb0(%_r128a: tensor<f32>, %_r128b: tensor<f32>):
      %_r128c = stablehlo.add %_r128a, %_r128b : tensor<f32>
      "stablehlo.return"(%_r128c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1402 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1403 = stablehlo.divide %1401, %1402 : tensor<64x14x14xf32>
    %1404 = "stablehlo.broadcast_in_dim"(%1403) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1405 = stablehlo.subtract %1399, %1404 : tensor<64x14x14x384xf32>
    %1406 = stablehlo.multiply %1399, %477 : tensor<64x14x14x384xf32>
    %1407 = stablehlo.constant dense<0.0> : tensor<f32>
    %1408 = "stablehlo.reduce"(%1406, %1407) ({
    ^bb0(%_r129a: tensor<f32>, %_r129b: tensor<f32>):
      %_r129c = stablehlo.add %_r129a, %_r129b : tensor<f32>
      "stablehlo.return"(%_r129c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1409 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1410 = stablehlo.divide %1408, %1409 : tensor<64x14x14xf32>
    %1411 = "stablehlo.broadcast_in_dim"(%1410) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1412 = stablehlo.multiply %477, %1411 : tensor<64x14x14x384xf32>
    %1413 = stablehlo.subtract %1405, %1412 : tensor<64x14x14x384xf32>
    %1414 = stablehlo.multiply %476, %1413 : tensor<64x14x14x384xf32>
    %1415 = stablehlo.multiply %1395, %477 : tensor<64x14x14x384xf32>
    %1416 = stablehlo.constant dense<0.0> : tensor<f32>
    %1417 = "stablehlo.reduce"(%1415, %1416) ({
    ^bb0(%_r130a: tensor<f32>, %_r130b: tensor<f32>):
      %_r130c = stablehlo.add %_r130a, %_r130b : tensor<f32>
      "stablehlo.return"(%_r130c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1418 = stablehlo.constant dense<0.0> : tensor<f32>
    %1419 = "stablehlo.reduce"(%1395, %1418) ({
    ^bb0(%_r131a: tensor<f32>, %_r131b: tensor<f32>):
      %_r131c = stablehlo.add %_r131a, %_r131b : tensor<f32>
      "stablehlo.return"(%_r131c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1420 = "stablehlo.reverse"(%stages.2.blocks.3.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %1421 = "stablehlo.convolution"(%1414, %1420) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<7x7x1x384xf32>) -> tensor<64x14x14x384xf32>
    %1422 = "stablehlo.convolution"(%458, %1414) {batch_group_count = 384 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x384xf32>) -> tensor<7x7x1x384xf32>
    %1423 = stablehlo.constant dense<0.0> : tensor<f32>
    %1424 = "stablehlo.reduce"(%1414, %1423) ({
    ^bb0(%_r132a: tensor<f32>, %_r132b: tensor<f32>):
      %_r132c = stablehlo.add %_r132a, %_r132b : tensor<f32>
      "stablehlo.return"(%_r132c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1425 = stablehlo.add %1421, %1375 : tensor<64x14x14x384xf32>
    %1426 = stablehlo.multiply %1425, %456 : tensor<64x14x14x384xf32>
    %1427 = stablehlo.multiply %1426, %453 : tensor<64x14x14x384xf32>
    %1428 = stablehlo.multiply %1426, %452 : tensor<64x14x14x384xf32>
    %1429 = stablehlo.constant dense<0.0> : tensor<f32>
    %1430 = "stablehlo.reduce"(%1428, %1429) ({
    ^bb0(%_r133a: tensor<f32>, %_r133b: tensor<f32>):
      %_r133c = stablehlo.add %_r133a, %_r133b : tensor<f32>
      "stablehlo.return"(%_r133c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1431 = "stablehlo.dot_general"(%1427, %stages.2.blocks.2.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x14x14x384xf32>, tensor<1536x384xf32>) -> tensor<64x14x14x1536xf32>
    %1432 = "stablehlo.dot_general"(%449, %1427) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x14x14x1536xf32>, tensor<64x14x14x384xf32>) -> tensor<1536x384xf32>
    %1433 = stablehlo.constant dense<0.0> : tensor<f32>
    %1434 = "stablehlo.reduce"(%1427, %1433) ({
    ^bb0(%_r134a: tensor<f32>, %_r134b: tensor<f32>):
      %_r134c = stablehlo.add %_r134a, %_r134b : tensor<f32>
      "stablehlo.return"(%_r134c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1435 = stablehlo.constant dense<0.5> : tensor<64x14x14x1536xf32>
    %1436 = stablehlo.multiply %446, %1435 : tensor<64x14x14x1536xf32>
    %1437 = stablehlo.multiply %443, %443 : tensor<64x14x14x1536xf32>
    %1438 = stablehlo.negate %1437 : tensor<64x14x14x1536xf32>
    %1439 = stablehlo.exponential %1438 : tensor<64x14x14x1536xf32>
    %1440 = stablehlo.constant dense<0.3989423> : tensor<64x14x14x1536xf32>
    %1441 = stablehlo.multiply %1439, %1440 : tensor<64x14x14x1536xf32>
    %1442 = stablehlo.multiply %441, %1441 : tensor<64x14x14x1536xf32>
    %1443 = stablehlo.add %1436, %1442 : tensor<64x14x14x1536xf32>
    %1444 = stablehlo.multiply %1431, %1443 : tensor<64x14x14x1536xf32>
    %1445 = "stablehlo.dot_general"(%1444, %stages.2.blocks.2.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x14x14x1536xf32>, tensor<384x1536xf32>) -> tensor<64x14x14x384xf32>
    %1446 = "stablehlo.dot_general"(%438, %1444) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x1536xf32>) -> tensor<384x1536xf32>
    %1447 = stablehlo.constant dense<0.0> : tensor<f32>
    %1448 = "stablehlo.reduce"(%1444, %1447) ({
    ^bb0(%_r135a: tensor<f32>, %_r135b: tensor<f32>):
      %_r135c = stablehlo.add %_r135a, %_r135b : tensor<f32>
      "stablehlo.return"(%_r135c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %1449 = stablehlo.multiply %1445, %435 : tensor<64x14x14x384xf32>
    %1450 = stablehlo.constant dense<0.0> : tensor<f32>
    %1451 = "stablehlo.reduce"(%1449, %1450) ({
    ^bb0(%_r136a: tensor<f32>, %_r136b: tensor<f32>):
      %_r136c = stablehlo.add %_r136a, %_r136b : tensor<f32>
      "stablehlo.return"(%_r136c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1452 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1453 = stablehlo.divide %1451, %1452 : tensor<64x14x14xf32>
    %1454 = "stablehlo.broadcast_in_dim"(%1453) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1455 = stablehlo.subtract %1449, %1454 : tensor<64x14x14x384xf32>
    %1456 = stablehlo.multiply %1449, %434 : tensor<64x14x14x384xf32>
    %1457 = stablehlo.constant dense<0.0> : tensor<f32>
    %1458 = "stablehlo.reduce"(%1456, %1457) ({
    ^bb0(%_r137a: tensor<f32>, %_r137b: tensor<f32>):
      %_r137c = stablehlo.add %_r137a, %_r137b : tensor<f32>
      "stablehlo.return"(%_r137c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1459 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1460 = stablehlo.divide %1458, %1459 : tensor<64x14x14xf32>
    %1461 = "stablehlo.broadcast_in_dim"(%1460) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1462 = stablehlo.multiply %434, %1461 : tensor<64x14x14x384xf32>
    %1463 = stablehlo.subtract %1455, %1462 : tensor<64x14x14x384xf32>
    %1464 = stablehlo.multiply %433, %1463 : tensor<64x14x14x384xf32>
    %1465 = stablehlo.multiply %1445, %434 : tensor<64x14x14x384xf32>
    %1466 = stablehlo.constant dense<0.0> : tensor<f32>
    %1467 = "stablehlo.reduce"(%1465, %1466) ({
    ^bb0(%_r138a: tensor<f32>, %_r138b: tensor<f32>):
      %_r138c = stablehlo.add %_r138a, %_r138b : tensor<f32>
      "stablehlo.return"(%_r138c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1468 = stablehlo.constant dense<0.0> : tensor<f32>
    %1469 = "stablehlo.reduce"(%1445, %1468) ({
    ^bb0(%_r139a: tensor<f32>, %_r139b: tensor<f32>):
      %_r139c = stablehlo.add %_r139a, %_r139b : tensor<f32>
      "stablehlo.return"(%_r139c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1470 = "stablehlo.reverse"(%stages.2.blocks.2.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %1471 = "stablehlo.convolution"(%1464, %1470) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<7x7x1x384xf32>) -> tensor<64x14x14x384xf32>
    %1472 = "stablehlo.convolution"(%415, %1464) {batch_group_count = 384 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x384xf32>) -> tensor<7x7x1x384xf32>
    %1473 = stablehlo.constant dense<0.0> : tensor<f32>
    %1474 = "stablehlo.reduce"(%1464, %1473) ({
    ^bb0(%_r140a: tensor<f32>, %_r140b: tensor<f32>):
      %_r140c = stablehlo.add %_r140a, %_r140b : tensor<f32>
      "stablehlo.return"(%_r140c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1475 = stablehlo.add %1471, %1425 : tensor<64x14x14x384xf32>
    %1476 = stablehlo.multiply %1475, %413 : tensor<64x14x14x384xf32>
    %1477 = stablehlo.multiply %1476, %410 : tensor<64x14x14x384xf32>
    %1478 = stablehlo.multiply %1476, %409 : tensor<64x14x14x384xf32>
    %1479 = stablehlo.constant dense<0.0> : tensor<f32>
    %1480 = "stablehlo.reduce"(%1478, %1479) ({
    ^bb0(%_r141a: tensor<f32>, %_r141b: tensor<f32>):
      %_r141c = stablehlo.add %_r141a, %_r141b : tensor<f32>
      "stablehlo.return"(%_r141c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1481 = "stablehlo.dot_general"(%1477, %stages.2.blocks.1.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x14x14x384xf32>, tensor<1536x384xf32>) -> tensor<64x14x14x1536xf32>
    %1482 = "stablehlo.dot_general"(%406, %1477) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x14x14x1536xf32>, tensor<64x14x14x384xf32>) -> tensor<1536x384xf32>
    %1483 = stablehlo.constant dense<0.0> : tensor<f32>
    %1484 = "stablehlo.reduce"(%1477, %1483) ({
    ^bb0(%_r142a: tensor<f32>, %_r142b: tensor<f32>):
      %_r142c = stablehlo.add %_r142a, %_r142b : tensor<f32>
      "stablehlo.return"(%_r142c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1485 = stablehlo.constant dense<0.5> : tensor<64x14x14x1536xf32>
    %1486 = stablehlo.multiply %403, %1485 : tensor<64x14x14x1536xf32>
    %1487 = stablehlo.multiply %400, %400 : tensor<64x14x14x1536xf32>
    %1488 = stablehlo.negate %1487 : tensor<64x14x14x1536xf32>
    %1489 = stablehlo.exponential %1488 : tensor<64x14x14x1536xf32>
    %1490 = stablehlo.constant dense<0.3989423> : tensor<64x14x14x1536xf32>
    %1491 = stablehlo.multiply %1489, %1490 : tensor<64x14x14x1536xf32>
    %1492 = stablehlo.multiply %398, %1491 : tensor<64x14x14x1536xf32>
    %1493 = stablehlo.add %1486, %1492 : tensor<64x14x14x1536xf32>
    %1494 = stablehlo.multiply %1481, %1493 : tensor<64x14x14x1536xf32>
    %1495 = "stablehlo.dot_general"(%1494, %stages.2.blocks.1.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x14x14x1536xf32>, tensor<384x1536xf32>) -> tensor<64x14x14x384xf32>
    %1496 = "stablehlo.dot_general"(%395, %1494) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x1536xf32>) -> tensor<384x1536xf32>
    %1497 = stablehlo.constant dense<0.0> : tensor<f32>
    %1498 = "stablehlo.reduce"(%1494, %1497) ({
    ^bb0(%_r143a: tensor<f32>, %_r143b: tensor<f32>):
      %_r143c = stablehlo.add %_r143a, %_r143b : tensor<f32>
      "stablehlo.return"(%_r143c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %1499 = stablehlo.multiply %1495, %392 : tensor<64x14x14x384xf32>
    %1500 = stablehlo.constant dense<0.0> : tensor<f32>
    %1501 = "stablehlo.reduce"(%1499, %1500) ({
    ^bb0(%_r144a: tensor<f32>, %_r144b: tensor<f32>):
      %_r144c = stablehlo.add %_r144a, %_r144b : tensor<f32>
      "stablehlo.return"(%_r144c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1502 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1503 = stablehlo.divide %1501, %1502 : tensor<64x14x14xf32>
    %1504 = "stablehlo.broadcast_in_dim"(%1503) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1505 = stablehlo.subtract %1499, %1504 : tensor<64x14x14x384xf32>
    %1506 = stablehlo.multiply %1499, %391 : tensor<64x14x14x384xf32>
    %1507 = stablehlo.constant dense<0.0> : tensor<f32>
    %1508 = "stablehlo.reduce"(%1506, %1507) ({
    ^bb0(%_r145a: tensor<f32>, %_r145b: tensor<f32>):
      %_r145c = stablehlo.add %_r145a, %_r145b : tensor<f32>
      "stablehlo.return"(%_r145c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1509 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1510 = stablehlo.divide %1508, %1509 : tensor<64x14x14xf32>
    %1511 = "stablehlo.broadcast_in_dim"(%1510) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1512 = stablehlo.multiply %391, %1511 : tensor<64x14x14x384xf32>
    %1513 = stablehlo.subtract %1505, %1512 : tensor<64x14x14x384xf32>
    %1514 = stablehlo.multiply %390, %1513 : tensor<64x14x14x384xf32>
    %1515 = stablehlo.multiply %1495, %391 : tensor<64x14x14x384xf32>
    %1516 = stablehlo.constant dense<0.0> : tensor<f32>
    %1517 = "stablehlo.reduce"(%1515, %1516) ({
    ^bb0(%_r146a: tensor<f32>, %_r146b: tensor<f32>):
      %_r146c = stablehlo.add %_r146a, %_r146b : tensor<f32>
      "stablehlo.return"(%_r146c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1518 = stablehlo.constant dense<0.0> : tensor<f32>
    %1519 = "stablehlo.reduce"(%1495, %1518) ({
    ^bb0(%_r147a: tensor<f32>, %_r147b: tensor<f32>):
      %_r147c = stablehlo.add %_r147a, %_r147b : tensor<f32>
      "stablehlo.return"(%_r147c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1520 = "stablehlo.reverse"(%stages.2.blocks.1.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %1521 = "stablehlo.convolution"(%1514, %1520) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<7x7x1x384xf32>) -> tensor<64x14x14x384xf32>
    %1522 = "stablehlo.convolution"(%372, %1514) {batch_group_count = 384 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x384xf32>) -> tensor<7x7x1x384xf32>
    %1523 = stablehlo.constant dense<0.0> : tensor<f32>
    %1524 = "stablehlo.reduce"(%1514, %1523) ({
    ^bb0(%_r148a: tensor<f32>, %_r148b: tensor<f32>):
      %_r148c = stablehlo.add %_r148a, %_r148b : tensor<f32>
      "stablehlo.return"(%_r148c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1525 = stablehlo.add %1521, %1475 : tensor<64x14x14x384xf32>
    %1526 = stablehlo.multiply %1525, %370 : tensor<64x14x14x384xf32>
    %1527 = stablehlo.multiply %1526, %367 : tensor<64x14x14x384xf32>
    %1528 = stablehlo.multiply %1526, %366 : tensor<64x14x14x384xf32>
    %1529 = stablehlo.constant dense<0.0> : tensor<f32>
    %1530 = "stablehlo.reduce"(%1528, %1529) ({
    ^bb0(%_r149a: tensor<f32>, %_r149b: tensor<f32>):
      %_r149c = stablehlo.add %_r149a, %_r149b : tensor<f32>
      "stablehlo.return"(%_r149c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1531 = "stablehlo.dot_general"(%1527, %stages.2.blocks.0.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x14x14x384xf32>, tensor<1536x384xf32>) -> tensor<64x14x14x1536xf32>
    %1532 = "stablehlo.dot_general"(%363, %1527) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x14x14x1536xf32>, tensor<64x14x14x384xf32>) -> tensor<1536x384xf32>
    %1533 = stablehlo.constant dense<0.0> : tensor<f32>
    %1534 = "stablehlo.reduce"(%1527, %1533) ({
    ^bb0(%_r150a: tensor<f32>, %_r150b: tensor<f32>):
      %_r150c = stablehlo.add %_r150a, %_r150b : tensor<f32>
      "stablehlo.return"(%_r150c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1535 = stablehlo.constant dense<0.5> : tensor<64x14x14x1536xf32>
    %1536 = stablehlo.multiply %360, %1535 : tensor<64x14x14x1536xf32>
    %1537 = stablehlo.multiply %357, %357 : tensor<64x14x14x1536xf32>
    %1538 = stablehlo.negate %1537 : tensor<64x14x14x1536xf32>
    %1539 = stablehlo.exponential %1538 : tensor<64x14x14x1536xf32>
    %1540 = stablehlo.constant dense<0.3989423> : tensor<64x14x14x1536xf32>
    %1541 = stablehlo.multiply %1539, %1540 : tensor<64x14x14x1536xf32>
    %1542 = stablehlo.multiply %355, %1541 : tensor<64x14x14x1536xf32>
    %1543 = stablehlo.add %1536, %1542 : tensor<64x14x14x1536xf32>
    %1544 = stablehlo.multiply %1531, %1543 : tensor<64x14x14x1536xf32>
    %1545 = "stablehlo.dot_general"(%1544, %stages.2.blocks.0.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x14x14x1536xf32>, tensor<384x1536xf32>) -> tensor<64x14x14x384xf32>
    %1546 = "stablehlo.dot_general"(%352, %1544) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x1536xf32>) -> tensor<384x1536xf32>
    %1547 = stablehlo.constant dense<0.0> : tensor<f32>
    %1548 = "stablehlo.reduce"(%1544, %1547) ({
    ^bb0(%_r151a: tensor<f32>, %_r151b: tensor<f32>):
      %_r151c = stablehlo.add %_r151a, %_r151b : tensor<f32>
      "stablehlo.return"(%_r151c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %1549 = stablehlo.multiply %1545, %349 : tensor<64x14x14x384xf32>
    %1550 = stablehlo.constant dense<0.0> : tensor<f32>
    %1551 = "stablehlo.reduce"(%1549, %1550) ({
    ^bb0(%_r152a: tensor<f32>, %_r152b: tensor<f32>):
      %_r152c = stablehlo.add %_r152a, %_r152b : tensor<f32>
      "stablehlo.return"(%_r152c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1552 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1553 = stablehlo.divide %1551, %1552 : tensor<64x14x14xf32>
    %1554 = "stablehlo.broadcast_in_dim"(%1553) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1555 = stablehlo.subtract %1549, %1554 : tensor<64x14x14x384xf32>
    %1556 = stablehlo.multiply %1549, %348 : tensor<64x14x14x384xf32>
    %1557 = stablehlo.constant dense<0.0> : tensor<f32>
    %1558 = "stablehlo.reduce"(%1556, %1557) ({
    ^bb0(%_r153a: tensor<f32>, %_r153b: tensor<f32>):
      %_r153c = stablehlo.add %_r153a, %_r153b : tensor<f32>
      "stablehlo.return"(%_r153c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1559 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1560 = stablehlo.divide %1558, %1559 : tensor<64x14x14xf32>
    %1561 = "stablehlo.broadcast_in_dim"(%1560) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1562 = stablehlo.multiply %348, %1561 : tensor<64x14x14x384xf32>
    %1563 = stablehlo.subtract %1555, %1562 : tensor<64x14x14x384xf32>
    %1564 = stablehlo.multiply %347, %1563 : tensor<64x14x14x384xf32>
    %1565 = stablehlo.multiply %1545, %348 : tensor<64x14x14x384xf32>
    %1566 = stablehlo.constant dense<0.0> : tensor<f32>
    %1567 = "stablehlo.reduce"(%1565, %1566) ({
    ^bb0(%_r154a: tensor<f32>, %_r154b: tensor<f32>):
      %_r154c = stablehlo.add %_r154a, %_r154b : tensor<f32>
      "stablehlo.return"(%_r154c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1568 = stablehlo.constant dense<0.0> : tensor<f32>
    %1569 = "stablehlo.reduce"(%1545, %1568) ({
    ^bb0(%_r155a: tensor<f32>, %_r155b: tensor<f32>):
      %_r155c = stablehlo.add %_r155a, %_r155b : tensor<f32>
      "stablehlo.return"(%_r155c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1570 = "stablehlo.reverse"(%stages.2.blocks.0.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %1571 = "stablehlo.convolution"(%1564, %1570) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<7x7x1x384xf32>) -> tensor<64x14x14x384xf32>
    %1572 = "stablehlo.convolution"(%329, %1564) {batch_group_count = 384 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x384xf32>) -> tensor<7x7x1x384xf32>
    %1573 = stablehlo.constant dense<0.0> : tensor<f32>
    %1574 = "stablehlo.reduce"(%1564, %1573) ({
    ^bb0(%_r156a: tensor<f32>, %_r156b: tensor<f32>):
      %_r156c = stablehlo.add %_r156a, %_r156b : tensor<f32>
      "stablehlo.return"(%_r156c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1575 = stablehlo.add %1571, %1525 : tensor<64x14x14x384xf32>
    %1576 = "stablehlo.dot_general"(%1575, %stages.2.down.conv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<64x14x14x384xf32>, tensor<2x2x192x384xf32>) -> tensor<64x14x14x2x2x192xf32>
    %1577 = "stablehlo.transpose"(%1576) {permutation = array<i64: 0, 1, 3, 2, 4, 5>} : (tensor<64x14x14x2x2x192xf32>) -> tensor<64x14x2x14x2x192xf32>
    %1578 = "stablehlo.reshape"(%1577) : (tensor<64x14x2x14x2x192xf32>) -> tensor<64x28x28x192xf32>
    %1579 = "stablehlo.dot_general"(%326, %1575) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 3], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x14x2x14x2x192xf32>, tensor<64x14x14x384xf32>) -> tensor<2x2x192x384xf32>
    %1580 = stablehlo.constant dense<0.0> : tensor<f32>
    %1581 = "stablehlo.reduce"(%1575, %1580) ({
    ^bb0(%_r157a: tensor<f32>, %_r157b: tensor<f32>):
      %_r157c = stablehlo.add %_r157a, %_r157b : tensor<f32>
      "stablehlo.return"(%_r157c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1582 = stablehlo.multiply %1578, %322 : tensor<64x28x28x192xf32>
    %1583 = stablehlo.constant dense<0.0> : tensor<f32>
    %1584 = "stablehlo.reduce"(%1582, %1583) ({
    ^bb0(%_r158a: tensor<f32>, %_r158b: tensor<f32>):
      %_r158c = stablehlo.add %_r158a, %_r158b : tensor<f32>
      "stablehlo.return"(%_r158c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<64x28x28xf32>
    %1585 = stablehlo.constant dense<192.0> : tensor<64x28x28xf32>
    %1586 = stablehlo.divide %1584, %1585 : tensor<64x28x28xf32>
    %1587 = "stablehlo.broadcast_in_dim"(%1586) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28xf32>) -> tensor<64x28x28x192xf32>
    %1588 = stablehlo.subtract %1582, %1587 : tensor<64x28x28x192xf32>
    %1589 = stablehlo.multiply %1582, %321 : tensor<64x28x28x192xf32>
    %1590 = stablehlo.constant dense<0.0> : tensor<f32>
    %1591 = "stablehlo.reduce"(%1589, %1590) ({
    ^bb0(%_r159a: tensor<f32>, %_r159b: tensor<f32>):
      %_r159c = stablehlo.add %_r159a, %_r159b : tensor<f32>
      "stablehlo.return"(%_r159c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<64x28x28xf32>
    %1592 = stablehlo.constant dense<192.0> : tensor<64x28x28xf32>
    %1593 = stablehlo.divide %1591, %1592 : tensor<64x28x28xf32>
    %1594 = "stablehlo.broadcast_in_dim"(%1593) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28xf32>) -> tensor<64x28x28x192xf32>
    %1595 = stablehlo.multiply %321, %1594 : tensor<64x28x28x192xf32>
    %1596 = stablehlo.subtract %1588, %1595 : tensor<64x28x28x192xf32>
    %1597 = stablehlo.multiply %320, %1596 : tensor<64x28x28x192xf32>
    %1598 = stablehlo.multiply %1578, %321 : tensor<64x28x28x192xf32>
    %1599 = stablehlo.constant dense<0.0> : tensor<f32>
    %1600 = "stablehlo.reduce"(%1598, %1599) ({
    ^bb0(%_r160a: tensor<f32>, %_r160b: tensor<f32>):
      %_r160c = stablehlo.add %_r160a, %_r160b : tensor<f32>
      "stablehlo.return"(%_r160c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1601 = stablehlo.constant dense<0.0> : tensor<f32>
    %1602 = "stablehlo.reduce"(%1578, %1601) ({
    ^bb0(%_r161a: tensor<f32>, %_r161b: tensor<f32>):
      %_r161c = stablehlo.add %_r161a, %_r161b : tensor<f32>
      "stablehlo.return"(%_r161c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1603 = stablehlo.multiply %1597, %303 : tensor<64x28x28x192xf32>
    %1604 = stablehlo.multiply %1603, %300 : tensor<64x28x28x192xf32>
    %1605 = stablehlo.multiply %1603, %299 : tensor<64x28x28x192xf32>
    %1606 = stablehlo.constant dense<0.0> : tensor<f32>
    %1607 = "stablehlo.reduce"(%1605, %1606) ({
    ^bb0(%_r162a: tensor<f32>, %_r162b: tensor<f32>):
      %_r162c = stablehlo.add %_r162a, %_r162b : tensor<f32>
      "stablehlo.return"(%_r162c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1608 = "stablehlo.dot_general"(%1604, %stages.1.blocks.2.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x28x28x192xf32>, tensor<768x192xf32>) -> tensor<64x28x28x768xf32>
    %1609 = "stablehlo.dot_general"(%296, %1604) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x28x28x768xf32>, tensor<64x28x28x192xf32>) -> tensor<768x192xf32>
    %1610 = stablehlo.constant dense<0.0> : tensor<f32>
    %1611 = "stablehlo.reduce"(%1604, %1610) ({
    ^bb0(%_r163a: tensor<f32>, %_r163b: tensor<f32>):
      %_r163c = stablehlo.add %_r163a, %_r163b : tensor<f32>
      "stablehlo.return"(%_r163c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1612 = stablehlo.constant dense<0.5> : tensor<64x28x28x768xf32>
    %1613 = stablehlo.multiply %293, %1612 : tensor<64x28x28x768xf32>
    %1614 = stablehlo.multiply %290, %290 : tensor<64x28x28x768xf32>
    %1615 = stablehlo.negate %1614 : tensor<64x28x28x768xf32>
    %1616 = stablehlo.exponential %1615 : tensor<64x28x28x768xf32>
    %1617 = stablehlo.constant dense<0.3989423> : tensor<64x28x28x768xf32>
    %1618 = stablehlo.multiply %1616, %1617 : tensor<64x28x28x768xf32>
    %1619 = stablehlo.multiply %288, %1618 : tensor<64x28x28x768xf32>
    %1620 = stablehlo.add %1613, %1619 : tensor<64x28x28x768xf32>
    %1621 = stablehlo.multiply %1608, %1620 : tensor<64x28x28x768xf32>
    %1622 = "stablehlo.dot_general"(%1621, %stages.1.blocks.2.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x28x28x768xf32>, tensor<192x768xf32>) -> tensor<64x28x28x192xf32>
    %1623 = "stablehlo.dot_general"(%285, %1621) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x28x28x192xf32>, tensor<64x28x28x768xf32>) -> tensor<192x768xf32>
    %1624 = stablehlo.constant dense<0.0> : tensor<f32>
    %1625 = "stablehlo.reduce"(%1621, %1624) ({
    ^bb0(%_r164a: tensor<f32>, %_r164b: tensor<f32>):
      %_r164c = stablehlo.add %_r164a, %_r164b : tensor<f32>
      "stablehlo.return"(%_r164c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1626 = stablehlo.multiply %1622, %282 : tensor<64x28x28x192xf32>
    %1627 = stablehlo.constant dense<0.0> : tensor<f32>
    %1628 = "stablehlo.reduce"(%1626, %1627) ({
    ^bb0(%_r165a: tensor<f32>, %_r165b: tensor<f32>):
      %_r165c = stablehlo.add %_r165a, %_r165b : tensor<f32>
      "stablehlo.return"(%_r165c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<64x28x28xf32>
    %1629 = stablehlo.constant dense<192.0> : tensor<64x28x28xf32>
    %1630 = stablehlo.divide %1628, %1629 : tensor<64x28x28xf32>
    %1631 = "stablehlo.broadcast_in_dim"(%1630) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28xf32>) -> tensor<64x28x28x192xf32>
    %1632 = stablehlo.subtract %1626, %1631 : tensor<64x28x28x192xf32>
    %1633 = stablehlo.multiply %1626, %281 : tensor<64x28x28x192xf32>
    %1634 = stablehlo.constant dense<0.0> : tensor<f32>
    %1635 = "stablehlo.reduce"(%1633, %1634) ({
    ^bb0(%_r166a: tensor<f32>, %_r166b: tensor<f32>):
      %_r166c = stablehlo.add %_r166a, %_r166b : tensor<f32>
      "stablehlo.return"(%_r166c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<64x28x28xf32>
    %1636 = stablehlo.constant dense<192.0> : tensor<64x28x28xf32>
    %1637 = stablehlo.divide %1635, %1636 : tensor<64x28x28xf32>
    %1638 = "stablehlo.broadcast_in_dim"(%1637) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28xf32>) -> tensor<64x28x28x192xf32>
    %1639 = stablehlo.multiply %281, %1638 : tensor<64x28x28x192xf32>
    %1640 = stablehlo.subtract %1632, %1639 : tensor<64x28x28x192xf32>
    %1641 = stablehlo.multiply %280, %1640 : tensor<64x28x28x192xf32>
    %1642 = stablehlo.multiply %1622, %281 : tensor<64x28x28x192xf32>
    %1643 = stablehlo.constant dense<0.0> : tensor<f32>
    %1644 = "stablehlo.reduce"(%1642, %1643) ({
    ^bb0(%_r167a: tensor<f32>, %_r167b: tensor<f32>):
      %_r167c = stablehlo.add %_r167a, %_r167b : tensor<f32>
      "stablehlo.return"(%_r167c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1645 = stablehlo.constant dense<0.0> : tensor<f32>
    %1646 = "stablehlo.reduce"(%1622, %1645) ({
    ^bb0(%_r168a: tensor<f32>, %_r168b: tensor<f32>):
      %_r168c = stablehlo.add %_r168a, %_r168b : tensor<f32>
      "stablehlo.return"(%_r168c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1647 = "stablehlo.reverse"(%stages.1.blocks.2.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x192xf32>) -> tensor<7x7x1x192xf32>
    %1648 = "stablehlo.convolution"(%1641, %1647) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 192 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x28x28x192xf32>, tensor<7x7x1x192xf32>) -> tensor<64x28x28x192xf32>
    %1649 = "stablehlo.convolution"(%262, %1641) {batch_group_count = 192 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x28x28x192xf32>, tensor<64x28x28x192xf32>) -> tensor<7x7x1x192xf32>
    %1650 = stablehlo.constant dense<0.0> : tensor<f32>
    %1651 = "stablehlo.reduce"(%1641, %1650) ({
    ^bb0(%_r169a: tensor<f32>, %_r169b: tensor<f32>):
      %_r169c = stablehlo.add %_r169a, %_r169b : tensor<f32>
      "stablehlo.return"(%_r169c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1652 = stablehlo.add %1648, %1597 : tensor<64x28x28x192xf32>
    %1653 = stablehlo.multiply %1652, %260 : tensor<64x28x28x192xf32>
    %1654 = stablehlo.multiply %1653, %257 : tensor<64x28x28x192xf32>
    %1655 = stablehlo.multiply %1653, %256 : tensor<64x28x28x192xf32>
    %1656 = stablehlo.constant dense<0.0> : tensor<f32>
    %1657 = "stablehlo.reduce"(%1655, %1656) ({
    ^bb0(%_r170a: tensor<f32>, %_r170b: tensor<f32>):
      %_r170c = stablehlo.add %_r170a, %_r170b : tensor<f32>
      "stablehlo.return"(%_r170c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1658 = "stablehlo.dot_general"(%1654, %stages.1.blocks.1.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x28x28x192xf32>, tensor<768x192xf32>) -> tensor<64x28x28x768xf32>
    %1659 = "stablehlo.dot_general"(%253, %1654) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x28x28x768xf32>, tensor<64x28x28x192xf32>) -> tensor<768x192xf32>
    %1660 = stablehlo.constant dense<0.0> : tensor<f32>
    %1661 = "stablehlo.reduce"(%1654, %1660) ({
    ^bb0(%_r171a: tensor<f32>, %_r171b: tensor<f32>):
      %_r171c = stablehlo.add %_r171a, %_r171b : tensor<f32>
      "stablehlo.return"(%_r171c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1662 = stablehlo.constant dense<0.5> : tensor<64x28x28x768xf32>
    %1663 = stablehlo.multiply %250, %1662 : tensor<64x28x28x768xf32>
    %1664 = stablehlo.multiply %247, %247 : tensor<64x28x28x768xf32>
    %1665 = stablehlo.negate %1664 : tensor<64x28x28x768xf32>
    %1666 = stablehlo.exponential %1665 : tensor<64x28x28x768xf32>
    %1667 = stablehlo.constant dense<0.3989423> : tensor<64x28x28x768xf32>
    %1668 = stablehlo.multiply %1666, %1667 : tensor<64x28x28x768xf32>
    %1669 = stablehlo.multiply %245, %1668 : tensor<64x28x28x768xf32>
    %1670 = stablehlo.add %1663, %1669 : tensor<64x28x28x768xf32>
    %1671 = stablehlo.multiply %1658, %1670 : tensor<64x28x28x768xf32>
    %1672 = "stablehlo.dot_general"(%1671, %stages.1.blocks.1.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x28x28x768xf32>, tensor<192x768xf32>) -> tensor<64x28x28x192xf32>
    %1673 = "stablehlo.dot_general"(%242, %1671) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x28x28x192xf32>, tensor<64x28x28x768xf32>) -> tensor<192x768xf32>
    %1674 = stablehlo.constant dense<0.0> : tensor<f32>
    %1675 = "stablehlo.reduce"(%1671, %1674) ({
    ^bb0(%_r172a: tensor<f32>, %_r172b: tensor<f32>):
      %_r172c = stablehlo.add %_r172a, %_r172b : tensor<f32>
      "stablehlo.return"(%_r172c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1676 = stablehlo.multiply %1672, %239 : tensor<64x28x28x192xf32>
    %1677 = stablehlo.constant dense<0.0> : tensor<f32>
    %1678 = "stablehlo.reduce"(%1676, %1677) ({
    ^bb0(%_r173a: tensor<f32>, %_r173b: tensor<f32>):
      %_r173c = stablehlo.add %_r173a, %_r173b : tensor<f32>
      "stablehlo.return"(%_r173c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<64x28x28xf32>
    %1679 = stablehlo.constant dense<192.0> : tensor<64x28x28xf32>
    %1680 = stablehlo.divide %1678, %1679 : tensor<64x28x28xf32>
    %1681 = "stablehlo.broadcast_in_dim"(%1680) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28xf32>) -> tensor<64x28x28x192xf32>
    %1682 = stablehlo.subtract %1676, %1681 : tensor<64x28x28x192xf32>
    %1683 = stablehlo.multiply %1676, %238 : tensor<64x28x28x192xf32>
    %1684 = stablehlo.constant dense<0.0> : tensor<f32>
    %1685 = "stablehlo.reduce"(%1683, %1684) ({
    ^bb0(%_r174a: tensor<f32>, %_r174b: tensor<f32>):
      %_r174c = stablehlo.add %_r174a, %_r174b : tensor<f32>
      "stablehlo.return"(%_r174c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<64x28x28xf32>
    %1686 = stablehlo.constant dense<192.0> : tensor<64x28x28xf32>
    %1687 = stablehlo.divide %1685, %1686 : tensor<64x28x28xf32>
    %1688 = "stablehlo.broadcast_in_dim"(%1687) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28xf32>) -> tensor<64x28x28x192xf32>
    %1689 = stablehlo.multiply %238, %1688 : tensor<64x28x28x192xf32>
    %1690 = stablehlo.subtract %1682, %1689 : tensor<64x28x28x192xf32>
    %1691 = stablehlo.multiply %237, %1690 : tensor<64x28x28x192xf32>
    %1692 = stablehlo.multiply %1672, %238 : tensor<64x28x28x192xf32>
    %1693 = stablehlo.constant dense<0.0> : tensor<f32>
    %1694 = "stablehlo.reduce"(%1692, %1693) ({
    ^bb0(%_r175a: tensor<f32>, %_r175b: tensor<f32>):
      %_r175c = stablehlo.add %_r175a, %_r175b : tensor<f32>
      "stablehlo.return"(%_r175c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1695 = stablehlo.constant dense<0.0> : tensor<f32>
    %1696 = "stablehlo.reduce"(%1672, %1695) ({
    ^bb0(%_r176a: tensor<f32>, %_r176b: tensor<f32>):
      %_r176c = stablehlo.add %_r176a, %_r176b : tensor<f32>
      "stablehlo.return"(%_r176c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1697 = "stablehlo.reverse"(%stages.1.blocks.1.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x192xf32>) -> tensor<7x7x1x192xf32>
    %1698 = "stablehlo.convolution"(%1691, %1697) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 192 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x28x28x192xf32>, tensor<7x7x1x192xf32>) -> tensor<64x28x28x192xf32>
    %1699 = "stablehlo.convolution"(%219, %1691) {batch_group_count = 192 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x28x28x192xf32>, tensor<64x28x28x192xf32>) -> tensor<7x7x1x192xf32>
    %1700 = stablehlo.constant dense<0.0> : tensor<f32>
    %1701 = "stablehlo.reduce"(%1691, %1700) ({
    ^bb0(%_r177a: tensor<f32>, %_r177b: tensor<f32>):
      %_r177c = stablehlo.add %_r177a, %_r177b : tensor<f32>
      "stablehlo.return"(%_r177c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1702 = stablehlo.add %1698, %1652 : tensor<64x28x28x192xf32>
    %1703 = stablehlo.multiply %1702, %217 : tensor<64x28x28x192xf32>
    %1704 = stablehlo.multiply %1703, %214 : tensor<64x28x28x192xf32>
    %1705 = stablehlo.multiply %1703, %213 : tensor<64x28x28x192xf32>
    %1706 = stablehlo.constant dense<0.0> : tensor<f32>
    %1707 = "stablehlo.reduce"(%1705, %1706) ({
    ^bb0(%_r178a: tensor<f32>, %_r178b: tensor<f32>):
      %_r178c = stablehlo.add %_r178a, %_r178b : tensor<f32>
      "stablehlo.return"(%_r178c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1708 = "stablehlo.dot_general"(%1704, %stages.1.blocks.0.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x28x28x192xf32>, tensor<768x192xf32>) -> tensor<64x28x28x768xf32>
    %1709 = "stablehlo.dot_general"(%210, %1704) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x28x28x768xf32>, tensor<64x28x28x192xf32>) -> tensor<768x192xf32>
    %1710 = stablehlo.constant dense<0.0> : tensor<f32>
    %1711 = "stablehlo.reduce"(%1704, %1710) ({
    ^bb0(%_r179a: tensor<f32>, %_r179b: tensor<f32>):
      %_r179c = stablehlo.add %_r179a, %_r179b : tensor<f32>
      "stablehlo.return"(%_r179c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1712 = stablehlo.constant dense<0.5> : tensor<64x28x28x768xf32>
    %1713 = stablehlo.multiply %207, %1712 : tensor<64x28x28x768xf32>
    %1714 = stablehlo.multiply %204, %204 : tensor<64x28x28x768xf32>
    %1715 = stablehlo.negate %1714 : tensor<64x28x28x768xf32>
    %1716 = stablehlo.exponential %1715 : tensor<64x28x28x768xf32>
    %1717 = stablehlo.constant dense<0.3989423> : tensor<64x28x28x768xf32>
    %1718 = stablehlo.multiply %1716, %1717 : tensor<64x28x28x768xf32>
    %1719 = stablehlo.multiply %202, %1718 : tensor<64x28x28x768xf32>
    %1720 = stablehlo.add %1713, %1719 : tensor<64x28x28x768xf32>
    %1721 = stablehlo.multiply %1708, %1720 : tensor<64x28x28x768xf32>
    %1722 = "stablehlo.dot_general"(%1721, %stages.1.blocks.0.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x28x28x768xf32>, tensor<192x768xf32>) -> tensor<64x28x28x192xf32>
    %1723 = "stablehlo.dot_general"(%199, %1721) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x28x28x192xf32>, tensor<64x28x28x768xf32>) -> tensor<192x768xf32>
    %1724 = stablehlo.constant dense<0.0> : tensor<f32>
    %1725 = "stablehlo.reduce"(%1721, %1724) ({
    ^bb0(%_r180a: tensor<f32>, %_r180b: tensor<f32>):
      %_r180c = stablehlo.add %_r180a, %_r180b : tensor<f32>
      "stablehlo.return"(%_r180c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1726 = stablehlo.multiply %1722, %196 : tensor<64x28x28x192xf32>
    %1727 = stablehlo.constant dense<0.0> : tensor<f32>
    %1728 = "stablehlo.reduce"(%1726, %1727) ({
    ^bb0(%_r181a: tensor<f32>, %_r181b: tensor<f32>):
      %_r181c = stablehlo.add %_r181a, %_r181b : tensor<f32>
      "stablehlo.return"(%_r181c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<64x28x28xf32>
    %1729 = stablehlo.constant dense<192.0> : tensor<64x28x28xf32>
    %1730 = stablehlo.divide %1728, %1729 : tensor<64x28x28xf32>
    %1731 = "stablehlo.broadcast_in_dim"(%1730) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28xf32>) -> tensor<64x28x28x192xf32>
    %1732 = stablehlo.subtract %1726, %1731 : tensor<64x28x28x192xf32>
    %1733 = stablehlo.multiply %1726, %195 : tensor<64x28x28x192xf32>
    %1734 = stablehlo.constant dense<0.0> : tensor<f32>
    %1735 = "stablehlo.reduce"(%1733, %1734) ({
    ^bb0(%_r182a: tensor<f32>, %_r182b: tensor<f32>):
      %_r182c = stablehlo.add %_r182a, %_r182b : tensor<f32>
      "stablehlo.return"(%_r182c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<64x28x28xf32>
    %1736 = stablehlo.constant dense<192.0> : tensor<64x28x28xf32>
    %1737 = stablehlo.divide %1735, %1736 : tensor<64x28x28xf32>
    %1738 = "stablehlo.broadcast_in_dim"(%1737) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28xf32>) -> tensor<64x28x28x192xf32>
    %1739 = stablehlo.multiply %195, %1738 : tensor<64x28x28x192xf32>
    %1740 = stablehlo.subtract %1732, %1739 : tensor<64x28x28x192xf32>
    %1741 = stablehlo.multiply %194, %1740 : tensor<64x28x28x192xf32>
    %1742 = stablehlo.multiply %1722, %195 : tensor<64x28x28x192xf32>
    %1743 = stablehlo.constant dense<0.0> : tensor<f32>
    %1744 = "stablehlo.reduce"(%1742, %1743) ({
    ^bb0(%_r183a: tensor<f32>, %_r183b: tensor<f32>):
      %_r183c = stablehlo.add %_r183a, %_r183b : tensor<f32>
      "stablehlo.return"(%_r183c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1745 = stablehlo.constant dense<0.0> : tensor<f32>
    %1746 = "stablehlo.reduce"(%1722, %1745) ({
    ^bb0(%_r184a: tensor<f32>, %_r184b: tensor<f32>):
      %_r184c = stablehlo.add %_r184a, %_r184b : tensor<f32>
      "stablehlo.return"(%_r184c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1747 = "stablehlo.reverse"(%stages.1.blocks.0.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x192xf32>) -> tensor<7x7x1x192xf32>
    %1748 = "stablehlo.convolution"(%1741, %1747) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 192 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x28x28x192xf32>, tensor<7x7x1x192xf32>) -> tensor<64x28x28x192xf32>
    %1749 = "stablehlo.convolution"(%176, %1741) {batch_group_count = 192 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x28x28x192xf32>, tensor<64x28x28x192xf32>) -> tensor<7x7x1x192xf32>
    %1750 = stablehlo.constant dense<0.0> : tensor<f32>
    %1751 = "stablehlo.reduce"(%1741, %1750) ({
    ^bb0(%_r185a: tensor<f32>, %_r185b: tensor<f32>):
      %_r185c = stablehlo.add %_r185a, %_r185b : tensor<f32>
      "stablehlo.return"(%_r185c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1752 = stablehlo.add %1748, %1702 : tensor<64x28x28x192xf32>
    %1753 = "stablehlo.dot_general"(%1752, %stages.1.down.conv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<64x28x28x192xf32>, tensor<2x2x96x192xf32>) -> tensor<64x28x28x2x2x96xf32>
    %1754 = "stablehlo.transpose"(%1753) {permutation = array<i64: 0, 1, 3, 2, 4, 5>} : (tensor<64x28x28x2x2x96xf32>) -> tensor<64x28x2x28x2x96xf32>
    %1755 = "stablehlo.reshape"(%1754) : (tensor<64x28x2x28x2x96xf32>) -> tensor<64x56x56x96xf32>
    %1756 = "stablehlo.dot_general"(%173, %1752) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 3], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x28x2x28x2x96xf32>, tensor<64x28x28x192xf32>) -> tensor<2x2x96x192xf32>
    %1757 = stablehlo.constant dense<0.0> : tensor<f32>
    %1758 = "stablehlo.reduce"(%1752, %1757) ({
    ^bb0(%_r186a: tensor<f32>, %_r186b: tensor<f32>):
      %_r186c = stablehlo.add %_r186a, %_r186b : tensor<f32>
      "stablehlo.return"(%_r186c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1759 = stablehlo.multiply %1755, %169 : tensor<64x56x56x96xf32>
    %1760 = stablehlo.constant dense<0.0> : tensor<f32>
    %1761 = "stablehlo.reduce"(%1759, %1760) ({
    ^bb0(%_r187a: tensor<f32>, %_r187b: tensor<f32>):
      %_r187c = stablehlo.add %_r187a, %_r187b : tensor<f32>
      "stablehlo.return"(%_r187c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<64x56x56xf32>
    %1762 = stablehlo.constant dense<96.0> : tensor<64x56x56xf32>
    %1763 = stablehlo.divide %1761, %1762 : tensor<64x56x56xf32>
    %1764 = "stablehlo.broadcast_in_dim"(%1763) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56xf32>) -> tensor<64x56x56x96xf32>
    %1765 = stablehlo.subtract %1759, %1764 : tensor<64x56x56x96xf32>
    %1766 = stablehlo.multiply %1759, %168 : tensor<64x56x56x96xf32>
    %1767 = stablehlo.constant dense<0.0> : tensor<f32>
    %1768 = "stablehlo.reduce"(%1766, %1767) ({
    ^bb0(%_r188a: tensor<f32>, %_r188b: tensor<f32>):
      %_r188c = stablehlo.add %_r188a, %_r188b : tensor<f32>
      "stablehlo.return"(%_r188c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<64x56x56xf32>
    %1769 = stablehlo.constant dense<96.0> : tensor<64x56x56xf32>
    %1770 = stablehlo.divide %1768, %1769 : tensor<64x56x56xf32>
    %1771 = "stablehlo.broadcast_in_dim"(%1770) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56xf32>) -> tensor<64x56x56x96xf32>
    %1772 = stablehlo.multiply %168, %1771 : tensor<64x56x56x96xf32>
    %1773 = stablehlo.subtract %1765, %1772 : tensor<64x56x56x96xf32>
    %1774 = stablehlo.multiply %167, %1773 : tensor<64x56x56x96xf32>
    %1775 = stablehlo.multiply %1755, %168 : tensor<64x56x56x96xf32>
    %1776 = stablehlo.constant dense<0.0> : tensor<f32>
    %1777 = "stablehlo.reduce"(%1775, %1776) ({
    ^bb0(%_r189a: tensor<f32>, %_r189b: tensor<f32>):
      %_r189c = stablehlo.add %_r189a, %_r189b : tensor<f32>
      "stablehlo.return"(%_r189c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1778 = stablehlo.constant dense<0.0> : tensor<f32>
    %1779 = "stablehlo.reduce"(%1755, %1778) ({
    ^bb0(%_r190a: tensor<f32>, %_r190b: tensor<f32>):
      %_r190c = stablehlo.add %_r190a, %_r190b : tensor<f32>
      "stablehlo.return"(%_r190c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1780 = stablehlo.multiply %1774, %150 : tensor<64x56x56x96xf32>
    %1781 = stablehlo.multiply %1780, %147 : tensor<64x56x56x96xf32>
    %1782 = stablehlo.multiply %1780, %146 : tensor<64x56x56x96xf32>
    %1783 = stablehlo.constant dense<0.0> : tensor<f32>
    %1784 = "stablehlo.reduce"(%1782, %1783) ({
    ^bb0(%_r191a: tensor<f32>, %_r191b: tensor<f32>):
      %_r191c = stablehlo.add %_r191a, %_r191b : tensor<f32>
      "stablehlo.return"(%_r191c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1785 = "stablehlo.dot_general"(%1781, %stages.0.blocks.2.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x56x56x96xf32>, tensor<384x96xf32>) -> tensor<64x56x56x384xf32>
    %1786 = "stablehlo.dot_general"(%143, %1781) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x56x56x384xf32>, tensor<64x56x56x96xf32>) -> tensor<384x96xf32>
    %1787 = stablehlo.constant dense<0.0> : tensor<f32>
    %1788 = "stablehlo.reduce"(%1781, %1787) ({
    ^bb0(%_r192a: tensor<f32>, %_r192b: tensor<f32>):
      %_r192c = stablehlo.add %_r192a, %_r192b : tensor<f32>
      "stablehlo.return"(%_r192c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1789 = stablehlo.constant dense<0.5> : tensor<64x56x56x384xf32>
    %1790 = stablehlo.multiply %140, %1789 : tensor<64x56x56x384xf32>
    %1791 = stablehlo.multiply %137, %137 : tensor<64x56x56x384xf32>
    %1792 = stablehlo.negate %1791 : tensor<64x56x56x384xf32>
    %1793 = stablehlo.exponential %1792 : tensor<64x56x56x384xf32>
    %1794 = stablehlo.constant dense<0.3989423> : tensor<64x56x56x384xf32>
    %1795 = stablehlo.multiply %1793, %1794 : tensor<64x56x56x384xf32>
    %1796 = stablehlo.multiply %135, %1795 : tensor<64x56x56x384xf32>
    %1797 = stablehlo.add %1790, %1796 : tensor<64x56x56x384xf32>
    %1798 = stablehlo.multiply %1785, %1797 : tensor<64x56x56x384xf32>
    %1799 = "stablehlo.dot_general"(%1798, %stages.0.blocks.2.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x56x56x384xf32>, tensor<96x384xf32>) -> tensor<64x56x56x96xf32>
    %1800 = "stablehlo.dot_general"(%132, %1798) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x56x56x96xf32>, tensor<64x56x56x384xf32>) -> tensor<96x384xf32>
    %1801 = stablehlo.constant dense<0.0> : tensor<f32>
    %1802 = "stablehlo.reduce"(%1798, %1801) ({
    ^bb0(%_r193a: tensor<f32>, %_r193b: tensor<f32>):
      %_r193c = stablehlo.add %_r193a, %_r193b : tensor<f32>
      "stablehlo.return"(%_r193c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1803 = stablehlo.multiply %1799, %129 : tensor<64x56x56x96xf32>
    %1804 = stablehlo.constant dense<0.0> : tensor<f32>
    %1805 = "stablehlo.reduce"(%1803, %1804) ({
    ^bb0(%_r194a: tensor<f32>, %_r194b: tensor<f32>):
      %_r194c = stablehlo.add %_r194a, %_r194b : tensor<f32>
      "stablehlo.return"(%_r194c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<64x56x56xf32>
    %1806 = stablehlo.constant dense<96.0> : tensor<64x56x56xf32>
    %1807 = stablehlo.divide %1805, %1806 : tensor<64x56x56xf32>
    %1808 = "stablehlo.broadcast_in_dim"(%1807) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56xf32>) -> tensor<64x56x56x96xf32>
    %1809 = stablehlo.subtract %1803, %1808 : tensor<64x56x56x96xf32>
    %1810 = stablehlo.multiply %1803, %128 : tensor<64x56x56x96xf32>
    %1811 = stablehlo.constant dense<0.0> : tensor<f32>
    %1812 = "stablehlo.reduce"(%1810, %1811) ({
    ^bb0(%_r195a: tensor<f32>, %_r195b: tensor<f32>):
      %_r195c = stablehlo.add %_r195a, %_r195b : tensor<f32>
      "stablehlo.return"(%_r195c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<64x56x56xf32>
    %1813 = stablehlo.constant dense<96.0> : tensor<64x56x56xf32>
    %1814 = stablehlo.divide %1812, %1813 : tensor<64x56x56xf32>
    %1815 = "stablehlo.broadcast_in_dim"(%1814) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56xf32>) -> tensor<64x56x56x96xf32>
    %1816 = stablehlo.multiply %128, %1815 : tensor<64x56x56x96xf32>
    %1817 = stablehlo.subtract %1809, %1816 : tensor<64x56x56x96xf32>
    %1818 = stablehlo.multiply %127, %1817 : tensor<64x56x56x96xf32>
    %1819 = stablehlo.multiply %1799, %128 : tensor<64x56x56x96xf32>
    %1820 = stablehlo.constant dense<0.0> : tensor<f32>
    %1821 = "stablehlo.reduce"(%1819, %1820) ({
    ^bb0(%_r196a: tensor<f32>, %_r196b: tensor<f32>):
      %_r196c = stablehlo.add %_r196a, %_r196b : tensor<f32>
      "stablehlo.return"(%_r196c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1822 = stablehlo.constant dense<0.0> : tensor<f32>
    %1823 = "stablehlo.reduce"(%1799, %1822) ({
    ^bb0(%_r197a: tensor<f32>, %_r197b: tensor<f32>):
      %_r197c = stablehlo.add %_r197a, %_r197b : tensor<f32>
      "stablehlo.return"(%_r197c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1824 = "stablehlo.reverse"(%stages.0.blocks.2.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x96xf32>) -> tensor<7x7x1x96xf32>
    %1825 = "stablehlo.convolution"(%1818, %1824) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 96 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x56x56x96xf32>, tensor<7x7x1x96xf32>) -> tensor<64x56x56x96xf32>
    %1826 = "stablehlo.convolution"(%109, %1818) {batch_group_count = 96 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x56x56x96xf32>, tensor<64x56x56x96xf32>) -> tensor<7x7x1x96xf32>
    %1827 = stablehlo.constant dense<0.0> : tensor<f32>
    %1828 = "stablehlo.reduce"(%1818, %1827) ({
    ^bb0(%_r198a: tensor<f32>, %_r198b: tensor<f32>):
      %_r198c = stablehlo.add %_r198a, %_r198b : tensor<f32>
      "stablehlo.return"(%_r198c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1829 = stablehlo.add %1825, %1774 : tensor<64x56x56x96xf32>
    %1830 = stablehlo.multiply %1829, %107 : tensor<64x56x56x96xf32>
    %1831 = stablehlo.multiply %1830, %104 : tensor<64x56x56x96xf32>
    %1832 = stablehlo.multiply %1830, %103 : tensor<64x56x56x96xf32>
    %1833 = stablehlo.constant dense<0.0> : tensor<f32>
    %1834 = "stablehlo.reduce"(%1832, %1833) ({
    ^bb0(%_r199a: tensor<f32>, %_r199b: tensor<f32>):
      %_r199c = stablehlo.add %_r199a, %_r199b : tensor<f32>
      "stablehlo.return"(%_r199c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1835 = "stablehlo.dot_general"(%1831, %stages.0.blocks.1.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x56x56x96xf32>, tensor<384x96xf32>) -> tensor<64x56x56x384xf32>
    %1836 = "stablehlo.dot_general"(%100, %1831) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x56x56x384xf32>, tensor<64x56x56x96xf32>) -> tensor<384x96xf32>
    %1837 = stablehlo.constant dense<0.0> : tensor<f32>
    %1838 = "stablehlo.reduce"(%1831, %1837) ({
    ^bb0(%_r200a: tensor<f32>, %_r200b: tensor<f32>):
      %_r200c = stablehlo.add %_r200a, %_r200b : tensor<f32>
      "stablehlo.return"(%_r200c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1839 = stablehlo.constant dense<0.5> : tensor<64x56x56x384xf32>
    %1840 = stablehlo.multiply %97, %1839 : tensor<64x56x56x384xf32>
    %1841 = stablehlo.multiply %94, %94 : tensor<64x56x56x384xf32>
    %1842 = stablehlo.negate %1841 : tensor<64x56x56x384xf32>
    %1843 = stablehlo.exponential %1842 : tensor<64x56x56x384xf32>
    %1844 = stablehlo.constant dense<0.3989423> : tensor<64x56x56x384xf32>
    %1845 = stablehlo.multiply %1843, %1844 : tensor<64x56x56x384xf32>
    %1846 = stablehlo.multiply %92, %1845 : tensor<64x56x56x384xf32>
    %1847 = stablehlo.add %1840, %1846 : tensor<64x56x56x384xf32>
    %1848 = stablehlo.multiply %1835, %1847 : tensor<64x56x56x384xf32>
    %1849 = "stablehlo.dot_general"(%1848, %stages.0.blocks.1.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x56x56x384xf32>, tensor<96x384xf32>) -> tensor<64x56x56x96xf32>
    %1850 = "stablehlo.dot_general"(%89, %1848) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x56x56x96xf32>, tensor<64x56x56x384xf32>) -> tensor<96x384xf32>
    %1851 = stablehlo.constant dense<0.0> : tensor<f32>
    %1852 = "stablehlo.reduce"(%1848, %1851) ({
    ^bb0(%_r201a: tensor<f32>, %_r201b: tensor<f32>):
      %_r201c = stablehlo.add %_r201a, %_r201b : tensor<f32>
      "stablehlo.return"(%_r201c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1853 = stablehlo.multiply %1849, %86 : tensor<64x56x56x96xf32>
    %1854 = stablehlo.constant dense<0.0> : tensor<f32>
    %1855 = "stablehlo.reduce"(%1853, %1854) ({
    ^bb0(%_r202a: tensor<f32>, %_r202b: tensor<f32>):
      %_r202c = stablehlo.add %_r202a, %_r202b : tensor<f32>
      "stablehlo.return"(%_r202c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<64x56x56xf32>
    %1856 = stablehlo.constant dense<96.0> : tensor<64x56x56xf32>
    %1857 = stablehlo.divide %1855, %1856 : tensor<64x56x56xf32>
    %1858 = "stablehlo.broadcast_in_dim"(%1857) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56xf32>) -> tensor<64x56x56x96xf32>
    %1859 = stablehlo.subtract %1853, %1858 : tensor<64x56x56x96xf32>
    %1860 = stablehlo.multiply %1853, %85 : tensor<64x56x56x96xf32>
    %1861 = stablehlo.constant dense<0.0> : tensor<f32>
    %1862 = "stablehlo.reduce"(%1860, %1861) ({
    ^bb0(%_r203a: tensor<f32>, %_r203b: tensor<f32>):
      %_r203c = stablehlo.add %_r203a, %_r203b : tensor<f32>
      "stablehlo.return"(%_r203c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<64x56x56xf32>
    %1863 = stablehlo.constant dense<96.0> : tensor<64x56x56xf32>
    %1864 = stablehlo.divide %1862, %1863 : tensor<64x56x56xf32>
    %1865 = "stablehlo.broadcast_in_dim"(%1864) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56xf32>) -> tensor<64x56x56x96xf32>
    %1866 = stablehlo.multiply %85, %1865 : tensor<64x56x56x96xf32>
    %1867 = stablehlo.subtract %1859, %1866 : tensor<64x56x56x96xf32>
    %1868 = stablehlo.multiply %84, %1867 : tensor<64x56x56x96xf32>
    %1869 = stablehlo.multiply %1849, %85 : tensor<64x56x56x96xf32>
    %1870 = stablehlo.constant dense<0.0> : tensor<f32>
    %1871 = "stablehlo.reduce"(%1869, %1870) ({
    ^bb0(%_r204a: tensor<f32>, %_r204b: tensor<f32>):
      %_r204c = stablehlo.add %_r204a, %_r204b : tensor<f32>
      "stablehlo.return"(%_r204c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1872 = stablehlo.constant dense<0.0> : tensor<f32>
    %1873 = "stablehlo.reduce"(%1849, %1872) ({
    ^bb0(%_r205a: tensor<f32>, %_r205b: tensor<f32>):
      %_r205c = stablehlo.add %_r205a, %_r205b : tensor<f32>
      "stablehlo.return"(%_r205c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1874 = "stablehlo.reverse"(%stages.0.blocks.1.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x96xf32>) -> tensor<7x7x1x96xf32>
    %1875 = "stablehlo.convolution"(%1868, %1874) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 96 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x56x56x96xf32>, tensor<7x7x1x96xf32>) -> tensor<64x56x56x96xf32>
    %1876 = "stablehlo.convolution"(%66, %1868) {batch_group_count = 96 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x56x56x96xf32>, tensor<64x56x56x96xf32>) -> tensor<7x7x1x96xf32>
    %1877 = stablehlo.constant dense<0.0> : tensor<f32>
    %1878 = "stablehlo.reduce"(%1868, %1877) ({
    ^bb0(%_r206a: tensor<f32>, %_r206b: tensor<f32>):
      %_r206c = stablehlo.add %_r206a, %_r206b : tensor<f32>
      "stablehlo.return"(%_r206c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1879 = stablehlo.add %1875, %1829 : tensor<64x56x56x96xf32>
    %1880 = stablehlo.multiply %1879, %64 : tensor<64x56x56x96xf32>
    %1881 = stablehlo.multiply %1880, %61 : tensor<64x56x56x96xf32>
    %1882 = stablehlo.multiply %1880, %60 : tensor<64x56x56x96xf32>
    %1883 = stablehlo.constant dense<0.0> : tensor<f32>
    %1884 = "stablehlo.reduce"(%1882, %1883) ({
    ^bb0(%_r207a: tensor<f32>, %_r207b: tensor<f32>):
      %_r207c = stablehlo.add %_r207a, %_r207b : tensor<f32>
      "stablehlo.return"(%_r207c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1885 = "stablehlo.dot_general"(%1881, %stages.0.blocks.0.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x56x56x96xf32>, tensor<384x96xf32>) -> tensor<64x56x56x384xf32>
    %1886 = "stablehlo.dot_general"(%57, %1881) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x56x56x384xf32>, tensor<64x56x56x96xf32>) -> tensor<384x96xf32>
    %1887 = stablehlo.constant dense<0.0> : tensor<f32>
    %1888 = "stablehlo.reduce"(%1881, %1887) ({
    ^bb0(%_r208a: tensor<f32>, %_r208b: tensor<f32>):
      %_r208c = stablehlo.add %_r208a, %_r208b : tensor<f32>
      "stablehlo.return"(%_r208c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1889 = stablehlo.constant dense<0.5> : tensor<64x56x56x384xf32>
    %1890 = stablehlo.multiply %54, %1889 : tensor<64x56x56x384xf32>
    %1891 = stablehlo.multiply %51, %51 : tensor<64x56x56x384xf32>
    %1892 = stablehlo.negate %1891 : tensor<64x56x56x384xf32>
    %1893 = stablehlo.exponential %1892 : tensor<64x56x56x384xf32>
    %1894 = stablehlo.constant dense<0.3989423> : tensor<64x56x56x384xf32>
    %1895 = stablehlo.multiply %1893, %1894 : tensor<64x56x56x384xf32>
    %1896 = stablehlo.multiply %49, %1895 : tensor<64x56x56x384xf32>
    %1897 = stablehlo.add %1890, %1896 : tensor<64x56x56x384xf32>
    %1898 = stablehlo.multiply %1885, %1897 : tensor<64x56x56x384xf32>
    %1899 = "stablehlo.dot_general"(%1898, %stages.0.blocks.0.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x56x56x384xf32>, tensor<96x384xf32>) -> tensor<64x56x56x96xf32>
    %1900 = "stablehlo.dot_general"(%46, %1898) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x56x56x96xf32>, tensor<64x56x56x384xf32>) -> tensor<96x384xf32>
    %1901 = stablehlo.constant dense<0.0> : tensor<f32>
    %1902 = "stablehlo.reduce"(%1898, %1901) ({
    ^bb0(%_r209a: tensor<f32>, %_r209b: tensor<f32>):
      %_r209c = stablehlo.add %_r209a, %_r209b : tensor<f32>
      "stablehlo.return"(%_r209c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1903 = stablehlo.multiply %1899, %43 : tensor<64x56x56x96xf32>
    %1904 = stablehlo.constant dense<0.0> : tensor<f32>
    %1905 = "stablehlo.reduce"(%1903, %1904) ({
    ^bb0(%_r210a: tensor<f32>, %_r210b: tensor<f32>):
      %_r210c = stablehlo.add %_r210a, %_r210b : tensor<f32>
      "stablehlo.return"(%_r210c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<64x56x56xf32>
    %1906 = stablehlo.constant dense<96.0> : tensor<64x56x56xf32>
    %1907 = stablehlo.divide %1905, %1906 : tensor<64x56x56xf32>
    %1908 = "stablehlo.broadcast_in_dim"(%1907) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56xf32>) -> tensor<64x56x56x96xf32>
    %1909 = stablehlo.subtract %1903, %1908 : tensor<64x56x56x96xf32>
    %1910 = stablehlo.multiply %1903, %42 : tensor<64x56x56x96xf32>
    %1911 = stablehlo.constant dense<0.0> : tensor<f32>
    %1912 = "stablehlo.reduce"(%1910, %1911) ({
    ^bb0(%_r211a: tensor<f32>, %_r211b: tensor<f32>):
      %_r211c = stablehlo.add %_r211a, %_r211b : tensor<f32>
      "stablehlo.return"(%_r211c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<64x56x56xf32>
    %1913 = stablehlo.constant dense<96.0> : tensor<64x56x56xf32>
    %1914 = stablehlo.divide %1912, %1913 : tensor<64x56x56xf32>
    %1915 = "stablehlo.broadcast_in_dim"(%1914) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56xf32>) -> tensor<64x56x56x96xf32>
    %1916 = stablehlo.multiply %42, %1915 : tensor<64x56x56x96xf32>
    %1917 = stablehlo.subtract %1909, %1916 : tensor<64x56x56x96xf32>
    %1918 = stablehlo.multiply %41, %1917 : tensor<64x56x56x96xf32>
    %1919 = stablehlo.multiply %1899, %42 : tensor<64x56x56x96xf32>
    %1920 = stablehlo.constant dense<0.0> : tensor<f32>
    %1921 = "stablehlo.reduce"(%1919, %1920) ({
    ^bb0(%_r212a: tensor<f32>, %_r212b: tensor<f32>):
      %_r212c = stablehlo.add %_r212a, %_r212b : tensor<f32>
      "stablehlo.return"(%_r212c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1922 = stablehlo.constant dense<0.0> : tensor<f32>
    %1923 = "stablehlo.reduce"(%1899, %1922) ({
    ^bb0(%_r213a: tensor<f32>, %_r213b: tensor<f32>):
      %_r213c = stablehlo.add %_r213a, %_r213b : tensor<f32>
      "stablehlo.return"(%_r213c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1924 = "stablehlo.reverse"(%stages.0.blocks.0.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x96xf32>) -> tensor<7x7x1x96xf32>
    %1925 = "stablehlo.convolution"(%1918, %1924) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 96 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x56x56x96xf32>, tensor<7x7x1x96xf32>) -> tensor<64x56x56x96xf32>
    %1926 = "stablehlo.convolution"(%23, %1918) {batch_group_count = 96 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x56x56x96xf32>, tensor<64x56x56x96xf32>) -> tensor<7x7x1x96xf32>
    %1927 = stablehlo.constant dense<0.0> : tensor<f32>
    %1928 = "stablehlo.reduce"(%1918, %1927) ({
    ^bb0(%_r214a: tensor<f32>, %_r214b: tensor<f32>):
      %_r214c = stablehlo.add %_r214a, %_r214b : tensor<f32>
      "stablehlo.return"(%_r214c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1929 = stablehlo.add %1925, %1879 : tensor<64x56x56x96xf32>
    %1930 = stablehlo.multiply %1929, %20 : tensor<64x56x56x96xf32>
    %1931 = stablehlo.constant dense<0.0> : tensor<f32>
    %1932 = "stablehlo.reduce"(%1930, %1931) ({
    ^bb0(%_r215a: tensor<f32>, %_r215b: tensor<f32>):
      %_r215c = stablehlo.add %_r215a, %_r215b : tensor<f32>
      "stablehlo.return"(%_r215c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<64x56x56xf32>
    %1933 = stablehlo.constant dense<96.0> : tensor<64x56x56xf32>
    %1934 = stablehlo.divide %1932, %1933 : tensor<64x56x56xf32>
    %1935 = "stablehlo.broadcast_in_dim"(%1934) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56xf32>) -> tensor<64x56x56x96xf32>
    %1936 = stablehlo.subtract %1930, %1935 : tensor<64x56x56x96xf32>
    %1937 = stablehlo.multiply %1930, %19 : tensor<64x56x56x96xf32>
    %1938 = stablehlo.constant dense<0.0> : tensor<f32>
    %1939 = "stablehlo.reduce"(%1937, %1938) ({
    ^bb0(%_r216a: tensor<f32>, %_r216b: tensor<f32>):
      %_r216c = stablehlo.add %_r216a, %_r216b : tensor<f32>
      "stablehlo.return"(%_r216c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<64x56x56xf32>
    %1940 = stablehlo.constant dense<96.0> : tensor<64x56x56xf32>
    %1941 = stablehlo.divide %1939, %1940 : tensor<64x56x56xf32>
    %1942 = "stablehlo.broadcast_in_dim"(%1941) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56xf32>) -> tensor<64x56x56x96xf32>
    %1943 = stablehlo.multiply %19, %1942 : tensor<64x56x56x96xf32>
    %1944 = stablehlo.subtract %1936, %1943 : tensor<64x56x56x96xf32>
    %1945 = stablehlo.multiply %18, %1944 : tensor<64x56x56x96xf32>
    %1946 = stablehlo.multiply %1929, %19 : tensor<64x56x56x96xf32>
    %1947 = stablehlo.constant dense<0.0> : tensor<f32>
    %1948 = "stablehlo.reduce"(%1946, %1947) ({
    ^bb0(%_r217a: tensor<f32>, %_r217b: tensor<f32>):
      %_r217c = stablehlo.add %_r217a, %_r217b : tensor<f32>
      "stablehlo.return"(%_r217c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1949 = stablehlo.constant dense<0.0> : tensor<f32>
    %1950 = "stablehlo.reduce"(%1929, %1949) ({
    ^bb0(%_r218a: tensor<f32>, %_r218b: tensor<f32>):
      %_r218c = stablehlo.add %_r218a, %_r218b : tensor<f32>
      "stablehlo.return"(%_r218c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1951 = "stablehlo.dot_general"(%0, %1945) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 3], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x56x4x56x4x3xf32>, tensor<64x56x56x96xf32>) -> tensor<4x4x3x96xf32>
    %1952 = stablehlo.constant dense<0.0> : tensor<f32>
    %1953 = "stablehlo.reduce"(%1945, %1952) ({
    ^bb0(%_r219a: tensor<f32>, %_r219b: tensor<f32>):
      %_r219c = stablehlo.add %_r219a, %_r219b : tensor<f32>
      "stablehlo.return"(%_r219c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    // ── optimizer ──
    %1954 = stablehlo.multiply %1951, %1951 : tensor<4x4x3x96xf32>
    %1955 = stablehlo.constant dense<0.0> : tensor<f32>
    %1956 = "stablehlo.reduce"(%1954, %1955) ({
    ^bb0(%_r220a: tensor<f32>, %_r220b: tensor<f32>):
      %_r220c = stablehlo.add %_r220a, %_r220b : tensor<f32>
      "stablehlo.return"(%_r220c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<4x4x3x96xf32>, tensor<f32>) -> tensor<4x4x3xf32>
    %1957 = stablehlo.constant dense<0.0> : tensor<f32>
    %1958 = "stablehlo.reduce"(%1956, %1957) ({
    ^bb0(%_r221a: tensor<f32>, %_r221b: tensor<f32>):
      %_r221c = stablehlo.add %_r221a, %_r221b : tensor<f32>
      "stablehlo.return"(%_r221c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<4x4x3xf32>, tensor<f32>) -> tensor<f32>
    %1959 = stablehlo.multiply %1953, %1953 : tensor<96xf32>
    %1960 = stablehlo.constant dense<0.0> : tensor<f32>
    %1961 = "stablehlo.reduce"(%1959, %1960) ({
    ^bb0(%_r222a: tensor<f32>, %_r222b: tensor<f32>):
      %_r222c = stablehlo.add %_r222a, %_r222b : tensor<f32>
      "stablehlo.return"(%_r222c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %1962 = stablehlo.add %1958, %1961 : tensor<f32>
    %1963 = stablehlo.multiply %1948, %1948 : tensor<96xf32>
    %1964 = stablehlo.constant dense<0.0> : tensor<f32>
    %1965 = "stablehlo.reduce"(%1963, %1964) ({
    ^bb0(%_r223a: tensor<f32>, %_r223b: tensor<f32>):
      %_r223c = stablehlo.add %_r223a, %_r223b : tensor<f32>
      "stablehlo.return"(%_r223c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %1966 = stablehlo.add %1962, %1965 : tensor<f32>
    %1967 = stablehlo.multiply %1950, %1950 : tensor<96xf32>
    %1968 = stablehlo.constant dense<0.0> : tensor<f32>
    %1969 = "stablehlo.reduce"(%1967, %1968) ({
    ^bb0(%_r224a: tensor<f32>, %_r224b: tensor<f32>):
      %_r224c = stablehlo.add %_r224a, %_r224b : tensor<f32>
      "stablehlo.return"(%_r224c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %1970 = stablehlo.add %1966, %1969 : tensor<f32>
    %1971 = stablehlo.multiply %1926, %1926 : tensor<7x7x1x96xf32>
    %1972 = stablehlo.constant dense<0.0> : tensor<f32>
    %1973 = "stablehlo.reduce"(%1971, %1972) ({
    ^bb0(%_r225a: tensor<f32>, %_r225b: tensor<f32>):
      %_r225c = stablehlo.add %_r225a, %_r225b : tensor<f32>
      "stablehlo.return"(%_r225c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x96xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %1974 = stablehlo.constant dense<0.0> : tensor<f32>
    %1975 = "stablehlo.reduce"(%1973, %1974) ({
    ^bb0(%_r226a: tensor<f32>, %_r226b: tensor<f32>):
      %_r226c = stablehlo.add %_r226a, %_r226b : tensor<f32>
      "stablehlo.return"(%_r226c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %1976 = stablehlo.add %1970, %1975 : tensor<f32>
    %1977 = stablehlo.multiply %1928, %1928 : tensor<96xf32>
    %1978 = stablehlo.constant dense<0.0> : tensor<f32>
    %1979 = "stablehlo.reduce"(%1977, %1978) ({
    ^bb0(%_r227a: tensor<f32>, %_r227b: tensor<f32>):
      %_r227c = stablehlo.add %_r227a, %_r227b : tensor<f32>
      "stablehlo.return"(%_r227c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %1980 = stablehlo.add %1976, %1979 : tensor<f32>
    %1981 = stablehlo.multiply %1921, %1921 : tensor<96xf32>
    %1982 = stablehlo.constant dense<0.0> : tensor<f32>
    %1983 = "stablehlo.reduce"(%1981, %1982) ({
    ^bb0(%_r228a: tensor<f32>, %_r228b: tensor<f32>):
      %_r228c = stablehlo.add %_r228a, %_r228b : tensor<f32>
      "stablehlo.return"(%_r228c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %1984 = stablehlo.add %1980, %1983 : tensor<f32>
    %1985 = stablehlo.multiply %1923, %1923 : tensor<96xf32>
    %1986 = stablehlo.constant dense<0.0> : tensor<f32>
    %1987 = "stablehlo.reduce"(%1985, %1986) ({
    ^bb0(%_r229a: tensor<f32>, %_r229b: tensor<f32>):
      %_r229c = stablehlo.add %_r229a, %_r229b : tensor<f32>
      "stablehlo.return"(%_r229c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %1988 = stablehlo.add %1984, %1987 : tensor<f32>
    %1989 = stablehlo.multiply %1900, %1900 : tensor<96x384xf32>
    %1990 = stablehlo.constant dense<0.0> : tensor<f32>
    %1991 = "stablehlo.reduce"(%1989, %1990) ({
    ^bb0(%_r230a: tensor<f32>, %_r230b: tensor<f32>):
      %_r230c = stablehlo.add %_r230a, %_r230b : tensor<f32>
      "stablehlo.return"(%_r230c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<96x384xf32>, tensor<f32>) -> tensor<96xf32>
    %1992 = stablehlo.constant dense<0.0> : tensor<f32>
    %1993 = "stablehlo.reduce"(%1991, %1992) ({
    ^bb0(%_r231a: tensor<f32>, %_r231b: tensor<f32>):
      %_r231c = stablehlo.add %_r231a, %_r231b : tensor<f32>
      "stablehlo.return"(%_r231c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %1994 = stablehlo.add %1988, %1993 : tensor<f32>
    %1995 = stablehlo.multiply %1902, %1902 : tensor<384xf32>
    %1996 = stablehlo.constant dense<0.0> : tensor<f32>
    %1997 = "stablehlo.reduce"(%1995, %1996) ({
    ^bb0(%_r232a: tensor<f32>, %_r232b: tensor<f32>):
      %_r232c = stablehlo.add %_r232a, %_r232b : tensor<f32>
      "stablehlo.return"(%_r232c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %1998 = stablehlo.add %1994, %1997 : tensor<f32>
    %1999 = stablehlo.multiply %1886, %1886 : tensor<384x96xf32>
    %2000 = stablehlo.constant dense<0.0> : tensor<f32>
    %2001 = "stablehlo.reduce"(%1999, %2000) ({
    ^bb0(%_r233a: tensor<f32>, %_r233b: tensor<f32>):
      %_r233c = stablehlo.add %_r233a, %_r233b : tensor<f32>
      "stablehlo.return"(%_r233c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x96xf32>, tensor<f32>) -> tensor<384xf32>
    %2002 = stablehlo.constant dense<0.0> : tensor<f32>
    %2003 = "stablehlo.reduce"(%2001, %2002) ({
    ^bb0(%_r234a: tensor<f32>, %_r234b: tensor<f32>):
      %_r234c = stablehlo.add %_r234a, %_r234b : tensor<f32>
      "stablehlo.return"(%_r234c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2004 = stablehlo.add %1998, %2003 : tensor<f32>
    %2005 = stablehlo.multiply %1888, %1888 : tensor<96xf32>
    %2006 = stablehlo.constant dense<0.0> : tensor<f32>
    %2007 = "stablehlo.reduce"(%2005, %2006) ({
    ^bb0(%_r235a: tensor<f32>, %_r235b: tensor<f32>):
      %_r235c = stablehlo.add %_r235a, %_r235b : tensor<f32>
      "stablehlo.return"(%_r235c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %2008 = stablehlo.add %2004, %2007 : tensor<f32>
    %2009 = stablehlo.multiply %1884, %1884 : tensor<96xf32>
    %2010 = stablehlo.constant dense<0.0> : tensor<f32>
    %2011 = "stablehlo.reduce"(%2009, %2010) ({
    ^bb0(%_r236a: tensor<f32>, %_r236b: tensor<f32>):
      %_r236c = stablehlo.add %_r236a, %_r236b : tensor<f32>
      "stablehlo.return"(%_r236c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %2012 = stablehlo.add %2008, %2011 : tensor<f32>
    %2013 = stablehlo.multiply %1876, %1876 : tensor<7x7x1x96xf32>
    %2014 = stablehlo.constant dense<0.0> : tensor<f32>
    %2015 = "stablehlo.reduce"(%2013, %2014) ({
    ^bb0(%_r237a: tensor<f32>, %_r237b: tensor<f32>):
      %_r237c = stablehlo.add %_r237a, %_r237b : tensor<f32>
      "stablehlo.return"(%_r237c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x96xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %2016 = stablehlo.constant dense<0.0> : tensor<f32>
    %2017 = "stablehlo.reduce"(%2015, %2016) ({
    ^bb0(%_r238a: tensor<f32>, %_r238b: tensor<f32>):
      %_r238c = stablehlo.add %_r238a, %_r238b : tensor<f32>
      "stablehlo.return"(%_r238c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %2018 = stablehlo.add %2012, %2017 : tensor<f32>
    %2019 = stablehlo.multiply %1878, %1878 : tensor<96xf32>
    %2020 = stablehlo.constant dense<0.0> : tensor<f32>
    %2021 = "stablehlo.reduce"(%2019, %2020) ({
    ^bb0(%_r239a: tensor<f32>, %_r239b: tensor<f32>):
      %_r239c = stablehlo.add %_r239a, %_r239b : tensor<f32>
      "stablehlo.return"(%_r239c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %2022 = stablehlo.add %2018, %2021 : tensor<f32>
    %2023 = stablehlo.multiply %1871, %1871 : tensor<96xf32>
    %2024 = stablehlo.constant dense<0.0> : tensor<f32>
    %2025 = "stablehlo.reduce"(%2023, %2024) ({
    ^bb0(%_r240a: tensor<f32>, %_r240b: tensor<f32>):
      %_r240c = stablehlo.add %_r240a, %_r240b : tensor<f32>
      "stablehlo.return"(%_r240c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %2026 = stablehlo.add %2022, %2025 : tensor<f32>
    %2027 = stablehlo.multiply %1873, %1873 : tensor<96xf32>
    %2028 = stablehlo.constant dense<0.0> : tensor<f32>
    %2029 = "stablehlo.reduce"(%2027, %2028) ({
    ^bb0(%_r241a: tensor<f32>, %_r241b: tensor<f32>):
      %_r241c = stablehlo.add %_r241a, %_r241b : tensor<f32>
      "stablehlo.return"(%_r241c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %2030 = stablehlo.add %2026, %2029 : tensor<f32>
    %2031 = stablehlo.multiply %1850, %1850 : tensor<96x384xf32>
    %2032 = stablehlo.constant dense<0.0> : tensor<f32>
    %2033 = "stablehlo.reduce"(%2031, %2032) ({
    ^bb0(%_r242a: tensor<f32>, %_r242b: tensor<f32>):
      %_r242c = stablehlo.add %_r242a, %_r242b : tensor<f32>
      "stablehlo.return"(%_r242c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<96x384xf32>, tensor<f32>) -> tensor<96xf32>
    %2034 = stablehlo.constant dense<0.0> : tensor<f32>
    %2035 = "stablehlo.reduce"(%2033, %2034) ({
    ^bb0(%_r243a: tensor<f32>, %_r243b: tensor<f32>):
      %_r243c = stablehlo.add %_r243a, %_r243b : tensor<f32>
      "stablehlo.return"(%_r243c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %2036 = stablehlo.add %2030, %2035 : tensor<f32>
    %2037 = stablehlo.multiply %1852, %1852 : tensor<384xf32>
    %2038 = stablehlo.constant dense<0.0> : tensor<f32>
    %2039 = "stablehlo.reduce"(%2037, %2038) ({
    ^bb0(%_r244a: tensor<f32>, %_r244b: tensor<f32>):
      %_r244c = stablehlo.add %_r244a, %_r244b : tensor<f32>
      "stablehlo.return"(%_r244c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2040 = stablehlo.add %2036, %2039 : tensor<f32>
    %2041 = stablehlo.multiply %1836, %1836 : tensor<384x96xf32>
    %2042 = stablehlo.constant dense<0.0> : tensor<f32>
    %2043 = "stablehlo.reduce"(%2041, %2042) ({
    ^bb0(%_r245a: tensor<f32>, %_r245b: tensor<f32>):
      %_r245c = stablehlo.add %_r245a, %_r245b : tensor<f32>
      "stablehlo.return"(%_r245c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x96xf32>, tensor<f32>) -> tensor<384xf32>
    %2044 = stablehlo.constant dense<0.0> : tensor<f32>
    %2045 = "stablehlo.reduce"(%2043, %2044) ({
    ^bb0(%_r246a: tensor<f32>, %_r246b: tensor<f32>):
      %_r246c = stablehlo.add %_r246a, %_r246b : tensor<f32>
      "stablehlo.return"(%_r246c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2046 = stablehlo.add %2040, %2045 : tensor<f32>
    %2047 = stablehlo.multiply %1838, %1838 : tensor<96xf32>
    %2048 = stablehlo.constant dense<0.0> : tensor<f32>
    %2049 = "stablehlo.reduce"(%2047, %2048) ({
    ^bb0(%_r247a: tensor<f32>, %_r247b: tensor<f32>):
      %_r247c = stablehlo.add %_r247a, %_r247b : tensor<f32>
      "stablehlo.return"(%_r247c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %2050 = stablehlo.add %2046, %2049 : tensor<f32>
    %2051 = stablehlo.multiply %1834, %1834 : tensor<96xf32>
    %2052 = stablehlo.constant dense<0.0> : tensor<f32>
    %2053 = "stablehlo.reduce"(%2051, %2052) ({
    ^bb0(%_r248a: tensor<f32>, %_r248b: tensor<f32>):
      %_r248c = stablehlo.add %_r248a, %_r248b : tensor<f32>
      "stablehlo.return"(%_r248c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %2054 = stablehlo.add %2050, %2053 : tensor<f32>
    %2055 = stablehlo.multiply %1826, %1826 : tensor<7x7x1x96xf32>
    %2056 = stablehlo.constant dense<0.0> : tensor<f32>
    %2057 = "stablehlo.reduce"(%2055, %2056) ({
    ^bb0(%_r249a: tensor<f32>, %_r249b: tensor<f32>):
      %_r249c = stablehlo.add %_r249a, %_r249b : tensor<f32>
      "stablehlo.return"(%_r249c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x96xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %2058 = stablehlo.constant dense<0.0> : tensor<f32>
    %2059 = "stablehlo.reduce"(%2057, %2058) ({
    ^bb0(%_r250a: tensor<f32>, %_r250b: tensor<f32>):
      %_r250c = stablehlo.add %_r250a, %_r250b : tensor<f32>
      "stablehlo.return"(%_r250c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %2060 = stablehlo.add %2054, %2059 : tensor<f32>
    %2061 = stablehlo.multiply %1828, %1828 : tensor<96xf32>
    %2062 = stablehlo.constant dense<0.0> : tensor<f32>
    %2063 = "stablehlo.reduce"(%2061, %2062) ({
    ^bb0(%_r251a: tensor<f32>, %_r251b: tensor<f32>):
      %_r251c = stablehlo.add %_r251a, %_r251b : tensor<f32>
      "stablehlo.return"(%_r251c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %2064 = stablehlo.add %2060, %2063 : tensor<f32>
    %2065 = stablehlo.multiply %1821, %1821 : tensor<96xf32>
    %2066 = stablehlo.constant dense<0.0> : tensor<f32>
    %2067 = "stablehlo.reduce"(%2065, %2066) ({
    ^bb0(%_r252a: tensor<f32>, %_r252b: tensor<f32>):
      %_r252c = stablehlo.add %_r252a, %_r252b : tensor<f32>
      "stablehlo.return"(%_r252c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %2068 = stablehlo.add %2064, %2067 : tensor<f32>
    %2069 = stablehlo.multiply %1823, %1823 : tensor<96xf32>
    %2070 = stablehlo.constant dense<0.0> : tensor<f32>
    %2071 = "stablehlo.reduce"(%2069, %2070) ({
    ^bb0(%_r253a: tensor<f32>, %_r253b: tensor<f32>):
      %_r253c = stablehlo.add %_r253a, %_r253b : tensor<f32>
      "stablehlo.return"(%_r253c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %2072 = stablehlo.add %2068, %2071 : tensor<f32>
    %2073 = stablehlo.multiply %1800, %1800 : tensor<96x384xf32>
    %2074 = stablehlo.constant dense<0.0> : tensor<f32>
    %2075 = "stablehlo.reduce"(%2073, %2074) ({
    ^bb0(%_r254a: tensor<f32>, %_r254b: tensor<f32>):
      %_r254c = stablehlo.add %_r254a, %_r254b : tensor<f32>
      "stablehlo.return"(%_r254c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<96x384xf32>, tensor<f32>) -> tensor<96xf32>
    %2076 = stablehlo.constant dense<0.0> : tensor<f32>
    %2077 = "stablehlo.reduce"(%2075, %2076) ({
    ^bb0(%_r255a: tensor<f32>, %_r255b: tensor<f32>):
      %_r255c = stablehlo.add %_r255a, %_r255b : tensor<f32>
      "stablehlo.return"(%_r255c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %2078 = stablehlo.add %2072, %2077 : tensor<f32>
    %2079 = stablehlo.multiply %1802, %1802 : tensor<384xf32>
    %2080 = stablehlo.constant dense<0.0> : tensor<f32>
    %2081 = "stablehlo.reduce"(%2079, %2080) ({
    ^bb0(%_r256a: tensor<f32>, %_r256b: tensor<f32>):
      %_r256c = stablehlo.add %_r256a, %_r256b : tensor<f32>
      "stablehlo.return"(%_r256c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2082 = stablehlo.add %2078, %2081 : tensor<f32>
    %2083 = stablehlo.multiply %1786, %1786 : tensor<384x96xf32>
    %2084 = stablehlo.constant dense<0.0> : tensor<f32>
    %2085 = "stablehlo.reduce"(%2083, %2084) ({
    ^bb0(%_r257a: tensor<f32>, %_r257b: tensor<f32>):
      %_r257c = stablehlo.add %_r257a, %_r257b : tensor<f32>
      "stablehlo.return"(%_r257c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x96xf32>, tensor<f32>) -> tensor<384xf32>
    %2086 = stablehlo.constant dense<0.0> : tensor<f32>
    %2087 = "stablehlo.reduce"(%2085, %2086) ({
    ^bb0(%_r258a: tensor<f32>, %_r258b: tensor<f32>):
      %_r258c = stablehlo.add %_r258a, %_r258b : tensor<f32>
      "stablehlo.return"(%_r258c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2088 = stablehlo.add %2082, %2087 : tensor<f32>
    %2089 = stablehlo.multiply %1788, %1788 : tensor<96xf32>
    %2090 = stablehlo.constant dense<0.0> : tensor<f32>
    %2091 = "stablehlo.reduce"(%2089, %2090) ({
    ^bb0(%_r259a: tensor<f32>, %_r259b: tensor<f32>):
      %_r259c = stablehlo.add %_r259a, %_r259b : tensor<f32>
      "stablehlo.return"(%_r259c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %2092 = stablehlo.add %2088, %2091 : tensor<f32>
    %2093 = stablehlo.multiply %1784, %1784 : tensor<96xf32>
    %2094 = stablehlo.constant dense<0.0> : tensor<f32>
    %2095 = "stablehlo.reduce"(%2093, %2094) ({
    ^bb0(%_r260a: tensor<f32>, %_r260b: tensor<f32>):
      %_r260c = stablehlo.add %_r260a, %_r260b : tensor<f32>
      "stablehlo.return"(%_r260c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %2096 = stablehlo.add %2092, %2095 : tensor<f32>
    %2097 = stablehlo.multiply %1777, %1777 : tensor<96xf32>
    %2098 = stablehlo.constant dense<0.0> : tensor<f32>
    %2099 = "stablehlo.reduce"(%2097, %2098) ({
    ^bb0(%_r261a: tensor<f32>, %_r261b: tensor<f32>):
      %_r261c = stablehlo.add %_r261a, %_r261b : tensor<f32>
      "stablehlo.return"(%_r261c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %2100 = stablehlo.add %2096, %2099 : tensor<f32>
    %2101 = stablehlo.multiply %1779, %1779 : tensor<96xf32>
    %2102 = stablehlo.constant dense<0.0> : tensor<f32>
    %2103 = "stablehlo.reduce"(%2101, %2102) ({
    ^bb0(%_r262a: tensor<f32>, %_r262b: tensor<f32>):
      %_r262c = stablehlo.add %_r262a, %_r262b : tensor<f32>
      "stablehlo.return"(%_r262c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %2104 = stablehlo.add %2100, %2103 : tensor<f32>
    %2105 = stablehlo.multiply %1756, %1756 : tensor<2x2x96x192xf32>
    %2106 = stablehlo.constant dense<0.0> : tensor<f32>
    %2107 = "stablehlo.reduce"(%2105, %2106) ({
    ^bb0(%_r263a: tensor<f32>, %_r263b: tensor<f32>):
      %_r263c = stablehlo.add %_r263a, %_r263b : tensor<f32>
      "stablehlo.return"(%_r263c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x96x192xf32>, tensor<f32>) -> tensor<2x2x96xf32>
    %2108 = stablehlo.constant dense<0.0> : tensor<f32>
    %2109 = "stablehlo.reduce"(%2107, %2108) ({
    ^bb0(%_r264a: tensor<f32>, %_r264b: tensor<f32>):
      %_r264c = stablehlo.add %_r264a, %_r264b : tensor<f32>
      "stablehlo.return"(%_r264c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x96xf32>, tensor<f32>) -> tensor<f32>
    %2110 = stablehlo.add %2104, %2109 : tensor<f32>
    %2111 = stablehlo.multiply %1758, %1758 : tensor<192xf32>
    %2112 = stablehlo.constant dense<0.0> : tensor<f32>
    %2113 = "stablehlo.reduce"(%2111, %2112) ({
    ^bb0(%_r265a: tensor<f32>, %_r265b: tensor<f32>):
      %_r265c = stablehlo.add %_r265a, %_r265b : tensor<f32>
      "stablehlo.return"(%_r265c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2114 = stablehlo.add %2110, %2113 : tensor<f32>
    %2115 = stablehlo.multiply %1749, %1749 : tensor<7x7x1x192xf32>
    %2116 = stablehlo.constant dense<0.0> : tensor<f32>
    %2117 = "stablehlo.reduce"(%2115, %2116) ({
    ^bb0(%_r266a: tensor<f32>, %_r266b: tensor<f32>):
      %_r266c = stablehlo.add %_r266a, %_r266b : tensor<f32>
      "stablehlo.return"(%_r266c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x192xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %2118 = stablehlo.constant dense<0.0> : tensor<f32>
    %2119 = "stablehlo.reduce"(%2117, %2118) ({
    ^bb0(%_r267a: tensor<f32>, %_r267b: tensor<f32>):
      %_r267c = stablehlo.add %_r267a, %_r267b : tensor<f32>
      "stablehlo.return"(%_r267c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %2120 = stablehlo.add %2114, %2119 : tensor<f32>
    %2121 = stablehlo.multiply %1751, %1751 : tensor<192xf32>
    %2122 = stablehlo.constant dense<0.0> : tensor<f32>
    %2123 = "stablehlo.reduce"(%2121, %2122) ({
    ^bb0(%_r268a: tensor<f32>, %_r268b: tensor<f32>):
      %_r268c = stablehlo.add %_r268a, %_r268b : tensor<f32>
      "stablehlo.return"(%_r268c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2124 = stablehlo.add %2120, %2123 : tensor<f32>
    %2125 = stablehlo.multiply %1744, %1744 : tensor<192xf32>
    %2126 = stablehlo.constant dense<0.0> : tensor<f32>
    %2127 = "stablehlo.reduce"(%2125, %2126) ({
    ^bb0(%_r269a: tensor<f32>, %_r269b: tensor<f32>):
      %_r269c = stablehlo.add %_r269a, %_r269b : tensor<f32>
      "stablehlo.return"(%_r269c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2128 = stablehlo.add %2124, %2127 : tensor<f32>
    %2129 = stablehlo.multiply %1746, %1746 : tensor<192xf32>
    %2130 = stablehlo.constant dense<0.0> : tensor<f32>
    %2131 = "stablehlo.reduce"(%2129, %2130) ({
    ^bb0(%_r270a: tensor<f32>, %_r270b: tensor<f32>):
      %_r270c = stablehlo.add %_r270a, %_r270b : tensor<f32>
      "stablehlo.return"(%_r270c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2132 = stablehlo.add %2128, %2131 : tensor<f32>
    %2133 = stablehlo.multiply %1723, %1723 : tensor<192x768xf32>
    %2134 = stablehlo.constant dense<0.0> : tensor<f32>
    %2135 = "stablehlo.reduce"(%2133, %2134) ({
    ^bb0(%_r271a: tensor<f32>, %_r271b: tensor<f32>):
      %_r271c = stablehlo.add %_r271a, %_r271b : tensor<f32>
      "stablehlo.return"(%_r271c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<192x768xf32>, tensor<f32>) -> tensor<192xf32>
    %2136 = stablehlo.constant dense<0.0> : tensor<f32>
    %2137 = "stablehlo.reduce"(%2135, %2136) ({
    ^bb0(%_r272a: tensor<f32>, %_r272b: tensor<f32>):
      %_r272c = stablehlo.add %_r272a, %_r272b : tensor<f32>
      "stablehlo.return"(%_r272c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2138 = stablehlo.add %2132, %2137 : tensor<f32>
    %2139 = stablehlo.multiply %1725, %1725 : tensor<768xf32>
    %2140 = stablehlo.constant dense<0.0> : tensor<f32>
    %2141 = "stablehlo.reduce"(%2139, %2140) ({
    ^bb0(%_r273a: tensor<f32>, %_r273b: tensor<f32>):
      %_r273c = stablehlo.add %_r273a, %_r273b : tensor<f32>
      "stablehlo.return"(%_r273c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2142 = stablehlo.add %2138, %2141 : tensor<f32>
    %2143 = stablehlo.multiply %1709, %1709 : tensor<768x192xf32>
    %2144 = stablehlo.constant dense<0.0> : tensor<f32>
    %2145 = "stablehlo.reduce"(%2143, %2144) ({
    ^bb0(%_r274a: tensor<f32>, %_r274b: tensor<f32>):
      %_r274c = stablehlo.add %_r274a, %_r274b : tensor<f32>
      "stablehlo.return"(%_r274c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<768x192xf32>, tensor<f32>) -> tensor<768xf32>
    %2146 = stablehlo.constant dense<0.0> : tensor<f32>
    %2147 = "stablehlo.reduce"(%2145, %2146) ({
    ^bb0(%_r275a: tensor<f32>, %_r275b: tensor<f32>):
      %_r275c = stablehlo.add %_r275a, %_r275b : tensor<f32>
      "stablehlo.return"(%_r275c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2148 = stablehlo.add %2142, %2147 : tensor<f32>
    %2149 = stablehlo.multiply %1711, %1711 : tensor<192xf32>
    %2150 = stablehlo.constant dense<0.0> : tensor<f32>
    %2151 = "stablehlo.reduce"(%2149, %2150) ({
    ^bb0(%_r276a: tensor<f32>, %_r276b: tensor<f32>):
      %_r276c = stablehlo.add %_r276a, %_r276b : tensor<f32>
      "stablehlo.return"(%_r276c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2152 = stablehlo.add %2148, %2151 : tensor<f32>
    %2153 = stablehlo.multiply %1707, %1707 : tensor<192xf32>
    %2154 = stablehlo.constant dense<0.0> : tensor<f32>
    %2155 = "stablehlo.reduce"(%2153, %2154) ({
    ^bb0(%_r277a: tensor<f32>, %_r277b: tensor<f32>):
      %_r277c = stablehlo.add %_r277a, %_r277b : tensor<f32>
      "stablehlo.return"(%_r277c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2156 = stablehlo.add %2152, %2155 : tensor<f32>
    %2157 = stablehlo.multiply %1699, %1699 : tensor<7x7x1x192xf32>
    %2158 = stablehlo.constant dense<0.0> : tensor<f32>
    %2159 = "stablehlo.reduce"(%2157, %2158) ({
    ^bb0(%_r278a: tensor<f32>, %_r278b: tensor<f32>):
      %_r278c = stablehlo.add %_r278a, %_r278b : tensor<f32>
      "stablehlo.return"(%_r278c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x192xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %2160 = stablehlo.constant dense<0.0> : tensor<f32>
    %2161 = "stablehlo.reduce"(%2159, %2160) ({
    ^bb0(%_r279a: tensor<f32>, %_r279b: tensor<f32>):
      %_r279c = stablehlo.add %_r279a, %_r279b : tensor<f32>
      "stablehlo.return"(%_r279c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %2162 = stablehlo.add %2156, %2161 : tensor<f32>
    %2163 = stablehlo.multiply %1701, %1701 : tensor<192xf32>
    %2164 = stablehlo.constant dense<0.0> : tensor<f32>
    %2165 = "stablehlo.reduce"(%2163, %2164) ({
    ^bb0(%_r280a: tensor<f32>, %_r280b: tensor<f32>):
      %_r280c = stablehlo.add %_r280a, %_r280b : tensor<f32>
      "stablehlo.return"(%_r280c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2166 = stablehlo.add %2162, %2165 : tensor<f32>
    %2167 = stablehlo.multiply %1694, %1694 : tensor<192xf32>
    %2168 = stablehlo.constant dense<0.0> : tensor<f32>
    %2169 = "stablehlo.reduce"(%2167, %2168) ({
    ^bb0(%_r281a: tensor<f32>, %_r281b: tensor<f32>):
      %_r281c = stablehlo.add %_r281a, %_r281b : tensor<f32>
      "stablehlo.return"(%_r281c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2170 = stablehlo.add %2166, %2169 : tensor<f32>
    %2171 = stablehlo.multiply %1696, %1696 : tensor<192xf32>
    %2172 = stablehlo.constant dense<0.0> : tensor<f32>
    %2173 = "stablehlo.reduce"(%2171, %2172) ({
    ^bb0(%_r282a: tensor<f32>, %_r282b: tensor<f32>):
      %_r282c = stablehlo.add %_r282a, %_r282b : tensor<f32>
      "stablehlo.return"(%_r282c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2174 = stablehlo.add %2170, %2173 : tensor<f32>
    %2175 = stablehlo.multiply %1673, %1673 : tensor<192x768xf32>
    %2176 = stablehlo.constant dense<0.0> : tensor<f32>
    %2177 = "stablehlo.reduce"(%2175, %2176) ({
    ^bb0(%_r283a: tensor<f32>, %_r283b: tensor<f32>):
      %_r283c = stablehlo.add %_r283a, %_r283b : tensor<f32>
      "stablehlo.return"(%_r283c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<192x768xf32>, tensor<f32>) -> tensor<192xf32>
    %2178 = stablehlo.constant dense<0.0> : tensor<f32>
    %2179 = "stablehlo.reduce"(%2177, %2178) ({
    ^bb0(%_r284a: tensor<f32>, %_r284b: tensor<f32>):
      %_r284c = stablehlo.add %_r284a, %_r284b : tensor<f32>
      "stablehlo.return"(%_r284c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2180 = stablehlo.add %2174, %2179 : tensor<f32>
    %2181 = stablehlo.multiply %1675, %1675 : tensor<768xf32>
    %2182 = stablehlo.constant dense<0.0> : tensor<f32>
    %2183 = "stablehlo.reduce"(%2181, %2182) ({
    ^bb0(%_r285a: tensor<f32>, %_r285b: tensor<f32>):
      %_r285c = stablehlo.add %_r285a, %_r285b : tensor<f32>
      "stablehlo.return"(%_r285c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2184 = stablehlo.add %2180, %2183 : tensor<f32>
    %2185 = stablehlo.multiply %1659, %1659 : tensor<768x192xf32>
    %2186 = stablehlo.constant dense<0.0> : tensor<f32>
    %2187 = "stablehlo.reduce"(%2185, %2186) ({
    ^bb0(%_r286a: tensor<f32>, %_r286b: tensor<f32>):
      %_r286c = stablehlo.add %_r286a, %_r286b : tensor<f32>
      "stablehlo.return"(%_r286c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<768x192xf32>, tensor<f32>) -> tensor<768xf32>
    %2188 = stablehlo.constant dense<0.0> : tensor<f32>
    %2189 = "stablehlo.reduce"(%2187, %2188) ({
    ^bb0(%_r287a: tensor<f32>, %_r287b: tensor<f32>):
      %_r287c = stablehlo.add %_r287a, %_r287b : tensor<f32>
      "stablehlo.return"(%_r287c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2190 = stablehlo.add %2184, %2189 : tensor<f32>
    %2191 = stablehlo.multiply %1661, %1661 : tensor<192xf32>
    %2192 = stablehlo.constant dense<0.0> : tensor<f32>
    %2193 = "stablehlo.reduce"(%2191, %2192) ({
    ^bb0(%_r288a: tensor<f32>, %_r288b: tensor<f32>):
      %_r288c = stablehlo.add %_r288a, %_r288b : tensor<f32>
      "stablehlo.return"(%_r288c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2194 = stablehlo.add %2190, %2193 : tensor<f32>
    %2195 = stablehlo.multiply %1657, %1657 : tensor<192xf32>
    %2196 = stablehlo.constant dense<0.0> : tensor<f32>
    %2197 = "stablehlo.reduce"(%2195, %2196) ({
    ^bb0(%_r289a: tensor<f32>, %_r289b: tensor<f32>):
      %_r289c = stablehlo.add %_r289a, %_r289b : tensor<f32>
      "stablehlo.return"(%_r289c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2198 = stablehlo.add %2194, %2197 : tensor<f32>
    %2199 = stablehlo.multiply %1649, %1649 : tensor<7x7x1x192xf32>
    %2200 = stablehlo.constant dense<0.0> : tensor<f32>
    %2201 = "stablehlo.reduce"(%2199, %2200) ({
    ^bb0(%_r290a: tensor<f32>, %_r290b: tensor<f32>):
      %_r290c = stablehlo.add %_r290a, %_r290b : tensor<f32>
      "stablehlo.return"(%_r290c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x192xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %2202 = stablehlo.constant dense<0.0> : tensor<f32>
    %2203 = "stablehlo.reduce"(%2201, %2202) ({
    ^bb0(%_r291a: tensor<f32>, %_r291b: tensor<f32>):
      %_r291c = stablehlo.add %_r291a, %_r291b : tensor<f32>
      "stablehlo.return"(%_r291c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %2204 = stablehlo.add %2198, %2203 : tensor<f32>
    %2205 = stablehlo.multiply %1651, %1651 : tensor<192xf32>
    %2206 = stablehlo.constant dense<0.0> : tensor<f32>
    %2207 = "stablehlo.reduce"(%2205, %2206) ({
    ^bb0(%_r292a: tensor<f32>, %_r292b: tensor<f32>):
      %_r292c = stablehlo.add %_r292a, %_r292b : tensor<f32>
      "stablehlo.return"(%_r292c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2208 = stablehlo.add %2204, %2207 : tensor<f32>
    %2209 = stablehlo.multiply %1644, %1644 : tensor<192xf32>
    %2210 = stablehlo.constant dense<0.0> : tensor<f32>
    %2211 = "stablehlo.reduce"(%2209, %2210) ({
    ^bb0(%_r293a: tensor<f32>, %_r293b: tensor<f32>):
      %_r293c = stablehlo.add %_r293a, %_r293b : tensor<f32>
      "stablehlo.return"(%_r293c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2212 = stablehlo.add %2208, %2211 : tensor<f32>
    %2213 = stablehlo.multiply %1646, %1646 : tensor<192xf32>
    %2214 = stablehlo.constant dense<0.0> : tensor<f32>
    %2215 = "stablehlo.reduce"(%2213, %2214) ({
    ^bb0(%_r294a: tensor<f32>, %_r294b: tensor<f32>):
      %_r294c = stablehlo.add %_r294a, %_r294b : tensor<f32>
      "stablehlo.return"(%_r294c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2216 = stablehlo.add %2212, %2215 : tensor<f32>
    %2217 = stablehlo.multiply %1623, %1623 : tensor<192x768xf32>
    %2218 = stablehlo.constant dense<0.0> : tensor<f32>
    %2219 = "stablehlo.reduce"(%2217, %2218) ({
    ^bb0(%_r295a: tensor<f32>, %_r295b: tensor<f32>):
      %_r295c = stablehlo.add %_r295a, %_r295b : tensor<f32>
      "stablehlo.return"(%_r295c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<192x768xf32>, tensor<f32>) -> tensor<192xf32>
    %2220 = stablehlo.constant dense<0.0> : tensor<f32>
    %2221 = "stablehlo.reduce"(%2219, %2220) ({
    ^bb0(%_r296a: tensor<f32>, %_r296b: tensor<f32>):
      %_r296c = stablehlo.add %_r296a, %_r296b : tensor<f32>
      "stablehlo.return"(%_r296c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2222 = stablehlo.add %2216, %2221 : tensor<f32>
    %2223 = stablehlo.multiply %1625, %1625 : tensor<768xf32>
    %2224 = stablehlo.constant dense<0.0> : tensor<f32>
    %2225 = "stablehlo.reduce"(%2223, %2224) ({
    ^bb0(%_r297a: tensor<f32>, %_r297b: tensor<f32>):
      %_r297c = stablehlo.add %_r297a, %_r297b : tensor<f32>
      "stablehlo.return"(%_r297c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2226 = stablehlo.add %2222, %2225 : tensor<f32>
    %2227 = stablehlo.multiply %1609, %1609 : tensor<768x192xf32>
    %2228 = stablehlo.constant dense<0.0> : tensor<f32>
    %2229 = "stablehlo.reduce"(%2227, %2228) ({
    ^bb0(%_r298a: tensor<f32>, %_r298b: tensor<f32>):
      %_r298c = stablehlo.add %_r298a, %_r298b : tensor<f32>
      "stablehlo.return"(%_r298c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<768x192xf32>, tensor<f32>) -> tensor<768xf32>
    %2230 = stablehlo.constant dense<0.0> : tensor<f32>
    %2231 = "stablehlo.reduce"(%2229, %2230) ({
    ^bb0(%_r299a: tensor<f32>, %_r299b: tensor<f32>):
      %_r299c = stablehlo.add %_r299a, %_r299b : tensor<f32>
      "stablehlo.return"(%_r299c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2232 = stablehlo.add %2226, %2231 : tensor<f32>
    %2233 = stablehlo.multiply %1611, %1611 : tensor<192xf32>
    %2234 = stablehlo.constant dense<0.0> : tensor<f32>
    %2235 = "stablehlo.reduce"(%2233, %2234) ({
    ^bb0(%_r300a: tensor<f32>, %_r300b: tensor<f32>):
      %_r300c = stablehlo.add %_r300a, %_r300b : tensor<f32>
      "stablehlo.return"(%_r300c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2236 = stablehlo.add %2232, %2235 : tensor<f32>
    %2237 = stablehlo.multiply %1607, %1607 : tensor<192xf32>
    %2238 = stablehlo.constant dense<0.0> : tensor<f32>
    %2239 = "stablehlo.reduce"(%2237, %2238) ({
    ^bb0(%_r301a: tensor<f32>, %_r301b: tensor<f32>):
      %_r301c = stablehlo.add %_r301a, %_r301b : tensor<f32>
      "stablehlo.return"(%_r301c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2240 = stablehlo.add %2236, %2239 : tensor<f32>
    %2241 = stablehlo.multiply %1600, %1600 : tensor<192xf32>
    %2242 = stablehlo.constant dense<0.0> : tensor<f32>
    %2243 = "stablehlo.reduce"(%2241, %2242) ({
    ^bb0(%_r302a: tensor<f32>, %_r302b: tensor<f32>):
      %_r302c = stablehlo.add %_r302a, %_r302b : tensor<f32>
      "stablehlo.return"(%_r302c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2244 = stablehlo.add %2240, %2243 : tensor<f32>
    %2245 = stablehlo.multiply %1602, %1602 : tensor<192xf32>
    %2246 = stablehlo.constant dense<0.0> : tensor<f32>
    %2247 = "stablehlo.reduce"(%2245, %2246) ({
    ^bb0(%_r303a: tensor<f32>, %_r303b: tensor<f32>):
      %_r303c = stablehlo.add %_r303a, %_r303b : tensor<f32>
      "stablehlo.return"(%_r303c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2248 = stablehlo.add %2244, %2247 : tensor<f32>
    %2249 = stablehlo.multiply %1579, %1579 : tensor<2x2x192x384xf32>
    %2250 = stablehlo.constant dense<0.0> : tensor<f32>
    %2251 = "stablehlo.reduce"(%2249, %2250) ({
    ^bb0(%_r304a: tensor<f32>, %_r304b: tensor<f32>):
      %_r304c = stablehlo.add %_r304a, %_r304b : tensor<f32>
      "stablehlo.return"(%_r304c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x192x384xf32>, tensor<f32>) -> tensor<2x2x192xf32>
    %2252 = stablehlo.constant dense<0.0> : tensor<f32>
    %2253 = "stablehlo.reduce"(%2251, %2252) ({
    ^bb0(%_r305a: tensor<f32>, %_r305b: tensor<f32>):
      %_r305c = stablehlo.add %_r305a, %_r305b : tensor<f32>
      "stablehlo.return"(%_r305c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x192xf32>, tensor<f32>) -> tensor<f32>
    %2254 = stablehlo.add %2248, %2253 : tensor<f32>
    %2255 = stablehlo.multiply %1581, %1581 : tensor<384xf32>
    %2256 = stablehlo.constant dense<0.0> : tensor<f32>
    %2257 = "stablehlo.reduce"(%2255, %2256) ({
    ^bb0(%_r306a: tensor<f32>, %_r306b: tensor<f32>):
      %_r306c = stablehlo.add %_r306a, %_r306b : tensor<f32>
      "stablehlo.return"(%_r306c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2258 = stablehlo.add %2254, %2257 : tensor<f32>
    %2259 = stablehlo.multiply %1572, %1572 : tensor<7x7x1x384xf32>
    %2260 = stablehlo.constant dense<0.0> : tensor<f32>
    %2261 = "stablehlo.reduce"(%2259, %2260) ({
    ^bb0(%_r307a: tensor<f32>, %_r307b: tensor<f32>):
      %_r307c = stablehlo.add %_r307a, %_r307b : tensor<f32>
      "stablehlo.return"(%_r307c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x384xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %2262 = stablehlo.constant dense<0.0> : tensor<f32>
    %2263 = "stablehlo.reduce"(%2261, %2262) ({
    ^bb0(%_r308a: tensor<f32>, %_r308b: tensor<f32>):
      %_r308c = stablehlo.add %_r308a, %_r308b : tensor<f32>
      "stablehlo.return"(%_r308c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %2264 = stablehlo.add %2258, %2263 : tensor<f32>
    %2265 = stablehlo.multiply %1574, %1574 : tensor<384xf32>
    %2266 = stablehlo.constant dense<0.0> : tensor<f32>
    %2267 = "stablehlo.reduce"(%2265, %2266) ({
    ^bb0(%_r309a: tensor<f32>, %_r309b: tensor<f32>):
      %_r309c = stablehlo.add %_r309a, %_r309b : tensor<f32>
      "stablehlo.return"(%_r309c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2268 = stablehlo.add %2264, %2267 : tensor<f32>
    %2269 = stablehlo.multiply %1567, %1567 : tensor<384xf32>
    %2270 = stablehlo.constant dense<0.0> : tensor<f32>
    %2271 = "stablehlo.reduce"(%2269, %2270) ({
    ^bb0(%_r310a: tensor<f32>, %_r310b: tensor<f32>):
      %_r310c = stablehlo.add %_r310a, %_r310b : tensor<f32>
      "stablehlo.return"(%_r310c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2272 = stablehlo.add %2268, %2271 : tensor<f32>
    %2273 = stablehlo.multiply %1569, %1569 : tensor<384xf32>
    %2274 = stablehlo.constant dense<0.0> : tensor<f32>
    %2275 = "stablehlo.reduce"(%2273, %2274) ({
    ^bb0(%_r311a: tensor<f32>, %_r311b: tensor<f32>):
      %_r311c = stablehlo.add %_r311a, %_r311b : tensor<f32>
      "stablehlo.return"(%_r311c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2276 = stablehlo.add %2272, %2275 : tensor<f32>
    %2277 = stablehlo.multiply %1546, %1546 : tensor<384x1536xf32>
    %2278 = stablehlo.constant dense<0.0> : tensor<f32>
    %2279 = "stablehlo.reduce"(%2277, %2278) ({
    ^bb0(%_r312a: tensor<f32>, %_r312b: tensor<f32>):
      %_r312c = stablehlo.add %_r312a, %_r312b : tensor<f32>
      "stablehlo.return"(%_r312c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x1536xf32>, tensor<f32>) -> tensor<384xf32>
    %2280 = stablehlo.constant dense<0.0> : tensor<f32>
    %2281 = "stablehlo.reduce"(%2279, %2280) ({
    ^bb0(%_r313a: tensor<f32>, %_r313b: tensor<f32>):
      %_r313c = stablehlo.add %_r313a, %_r313b : tensor<f32>
      "stablehlo.return"(%_r313c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2282 = stablehlo.add %2276, %2281 : tensor<f32>
    %2283 = stablehlo.multiply %1548, %1548 : tensor<1536xf32>
    %2284 = stablehlo.constant dense<0.0> : tensor<f32>
    %2285 = "stablehlo.reduce"(%2283, %2284) ({
    ^bb0(%_r314a: tensor<f32>, %_r314b: tensor<f32>):
      %_r314c = stablehlo.add %_r314a, %_r314b : tensor<f32>
      "stablehlo.return"(%_r314c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2286 = stablehlo.add %2282, %2285 : tensor<f32>
    %2287 = stablehlo.multiply %1532, %1532 : tensor<1536x384xf32>
    %2288 = stablehlo.constant dense<0.0> : tensor<f32>
    %2289 = "stablehlo.reduce"(%2287, %2288) ({
    ^bb0(%_r315a: tensor<f32>, %_r315b: tensor<f32>):
      %_r315c = stablehlo.add %_r315a, %_r315b : tensor<f32>
      "stablehlo.return"(%_r315c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1536x384xf32>, tensor<f32>) -> tensor<1536xf32>
    %2290 = stablehlo.constant dense<0.0> : tensor<f32>
    %2291 = "stablehlo.reduce"(%2289, %2290) ({
    ^bb0(%_r316a: tensor<f32>, %_r316b: tensor<f32>):
      %_r316c = stablehlo.add %_r316a, %_r316b : tensor<f32>
      "stablehlo.return"(%_r316c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2292 = stablehlo.add %2286, %2291 : tensor<f32>
    %2293 = stablehlo.multiply %1534, %1534 : tensor<384xf32>
    %2294 = stablehlo.constant dense<0.0> : tensor<f32>
    %2295 = "stablehlo.reduce"(%2293, %2294) ({
    ^bb0(%_r317a: tensor<f32>, %_r317b: tensor<f32>):
      %_r317c = stablehlo.add %_r317a, %_r317b : tensor<f32>
      "stablehlo.return"(%_r317c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2296 = stablehlo.add %2292, %2295 : tensor<f32>
    %2297 = stablehlo.multiply %1530, %1530 : tensor<384xf32>
    %2298 = stablehlo.constant dense<0.0> : tensor<f32>
    %2299 = "stablehlo.reduce"(%2297, %2298) ({
    ^bb0(%_r318a: tensor<f32>, %_r318b: tensor<f32>):
      %_r318c = stablehlo.add %_r318a, %_r318b : tensor<f32>
      "stablehlo.return"(%_r318c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2300 = stablehlo.add %2296, %2299 : tensor<f32>
    %2301 = stablehlo.multiply %1522, %1522 : tensor<7x7x1x384xf32>
    %2302 = stablehlo.constant dense<0.0> : tensor<f32>
    %2303 = "stablehlo.reduce"(%2301, %2302) ({
    ^bb0(%_r319a: tensor<f32>, %_r319b: tensor<f32>):
      %_r319c = stablehlo.add %_r319a, %_r319b : tensor<f32>
      "stablehlo.return"(%_r319c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x384xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %2304 = stablehlo.constant dense<0.0> : tensor<f32>
    %2305 = "stablehlo.reduce"(%2303, %2304) ({
    ^bb0(%_r320a: tensor<f32>, %_r320b: tensor<f32>):
      %_r320c = stablehlo.add %_r320a, %_r320b : tensor<f32>
      "stablehlo.return"(%_r320c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %2306 = stablehlo.add %2300, %2305 : tensor<f32>
    %2307 = stablehlo.multiply %1524, %1524 : tensor<384xf32>
    %2308 = stablehlo.constant dense<0.0> : tensor<f32>
    %2309 = "stablehlo.reduce"(%2307, %2308) ({
    ^bb0(%_r321a: tensor<f32>, %_r321b: tensor<f32>):
      %_r321c = stablehlo.add %_r321a, %_r321b : tensor<f32>
      "stablehlo.return"(%_r321c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2310 = stablehlo.add %2306, %2309 : tensor<f32>
    %2311 = stablehlo.multiply %1517, %1517 : tensor<384xf32>
    %2312 = stablehlo.constant dense<0.0> : tensor<f32>
    %2313 = "stablehlo.reduce"(%2311, %2312) ({
    ^bb0(%_r322a: tensor<f32>, %_r322b: tensor<f32>):
      %_r322c = stablehlo.add %_r322a, %_r322b : tensor<f32>
      "stablehlo.return"(%_r322c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2314 = stablehlo.add %2310, %2313 : tensor<f32>
    %2315 = stablehlo.multiply %1519, %1519 : tensor<384xf32>
    %2316 = stablehlo.constant dense<0.0> : tensor<f32>
    %2317 = "stablehlo.reduce"(%2315, %2316) ({
    ^bb0(%_r323a: tensor<f32>, %_r323b: tensor<f32>):
      %_r323c = stablehlo.add %_r323a, %_r323b : tensor<f32>
      "stablehlo.return"(%_r323c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2318 = stablehlo.add %2314, %2317 : tensor<f32>
    %2319 = stablehlo.multiply %1496, %1496 : tensor<384x1536xf32>
    %2320 = stablehlo.constant dense<0.0> : tensor<f32>
    %2321 = "stablehlo.reduce"(%2319, %2320) ({
    ^bb0(%_r324a: tensor<f32>, %_r324b: tensor<f32>):
      %_r324c = stablehlo.add %_r324a, %_r324b : tensor<f32>
      "stablehlo.return"(%_r324c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x1536xf32>, tensor<f32>) -> tensor<384xf32>
    %2322 = stablehlo.constant dense<0.0> : tensor<f32>
    %2323 = "stablehlo.reduce"(%2321, %2322) ({
    ^bb0(%_r325a: tensor<f32>, %_r325b: tensor<f32>):
      %_r325c = stablehlo.add %_r325a, %_r325b : tensor<f32>
      "stablehlo.return"(%_r325c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2324 = stablehlo.add %2318, %2323 : tensor<f32>
    %2325 = stablehlo.multiply %1498, %1498 : tensor<1536xf32>
    %2326 = stablehlo.constant dense<0.0> : tensor<f32>
    %2327 = "stablehlo.reduce"(%2325, %2326) ({
    ^bb0(%_r326a: tensor<f32>, %_r326b: tensor<f32>):
      %_r326c = stablehlo.add %_r326a, %_r326b : tensor<f32>
      "stablehlo.return"(%_r326c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2328 = stablehlo.add %2324, %2327 : tensor<f32>
    %2329 = stablehlo.multiply %1482, %1482 : tensor<1536x384xf32>
    %2330 = stablehlo.constant dense<0.0> : tensor<f32>
    %2331 = "stablehlo.reduce"(%2329, %2330) ({
    ^bb0(%_r327a: tensor<f32>, %_r327b: tensor<f32>):
      %_r327c = stablehlo.add %_r327a, %_r327b : tensor<f32>
      "stablehlo.return"(%_r327c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1536x384xf32>, tensor<f32>) -> tensor<1536xf32>
    %2332 = stablehlo.constant dense<0.0> : tensor<f32>
    %2333 = "stablehlo.reduce"(%2331, %2332) ({
    ^bb0(%_r328a: tensor<f32>, %_r328b: tensor<f32>):
      %_r328c = stablehlo.add %_r328a, %_r328b : tensor<f32>
      "stablehlo.return"(%_r328c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2334 = stablehlo.add %2328, %2333 : tensor<f32>
    %2335 = stablehlo.multiply %1484, %1484 : tensor<384xf32>
    %2336 = stablehlo.constant dense<0.0> : tensor<f32>
    %2337 = "stablehlo.reduce"(%2335, %2336) ({
    ^bb0(%_r329a: tensor<f32>, %_r329b: tensor<f32>):
      %_r329c = stablehlo.add %_r329a, %_r329b : tensor<f32>
      "stablehlo.return"(%_r329c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2338 = stablehlo.add %2334, %2337 : tensor<f32>
    %2339 = stablehlo.multiply %1480, %1480 : tensor<384xf32>
    %2340 = stablehlo.constant dense<0.0> : tensor<f32>
    %2341 = "stablehlo.reduce"(%2339, %2340) ({
    ^bb0(%_r330a: tensor<f32>, %_r330b: tensor<f32>):
      %_r330c = stablehlo.add %_r330a, %_r330b : tensor<f32>
      "stablehlo.return"(%_r330c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2342 = stablehlo.add %2338, %2341 : tensor<f32>
    %2343 = stablehlo.multiply %1472, %1472 : tensor<7x7x1x384xf32>
    %2344 = stablehlo.constant dense<0.0> : tensor<f32>
    %2345 = "stablehlo.reduce"(%2343, %2344) ({
    ^bb0(%_r331a: tensor<f32>, %_r331b: tensor<f32>):
      %_r331c = stablehlo.add %_r331a, %_r331b : tensor<f32>
      "stablehlo.return"(%_r331c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x384xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %2346 = stablehlo.constant dense<0.0> : tensor<f32>
    %2347 = "stablehlo.reduce"(%2345, %2346) ({
    ^bb0(%_r332a: tensor<f32>, %_r332b: tensor<f32>):
      %_r332c = stablehlo.add %_r332a, %_r332b : tensor<f32>
      "stablehlo.return"(%_r332c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %2348 = stablehlo.add %2342, %2347 : tensor<f32>
    %2349 = stablehlo.multiply %1474, %1474 : tensor<384xf32>
    %2350 = stablehlo.constant dense<0.0> : tensor<f32>
    %2351 = "stablehlo.reduce"(%2349, %2350) ({
    ^bb0(%_r333a: tensor<f32>, %_r333b: tensor<f32>):
      %_r333c = stablehlo.add %_r333a, %_r333b : tensor<f32>
      "stablehlo.return"(%_r333c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2352 = stablehlo.add %2348, %2351 : tensor<f32>
    %2353 = stablehlo.multiply %1467, %1467 : tensor<384xf32>
    %2354 = stablehlo.constant dense<0.0> : tensor<f32>
    %2355 = "stablehlo.reduce"(%2353, %2354) ({
    ^bb0(%_r334a: tensor<f32>, %_r334b: tensor<f32>):
      %_r334c = stablehlo.add %_r334a, %_r334b : tensor<f32>
      "stablehlo.return"(%_r334c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2356 = stablehlo.add %2352, %2355 : tensor<f32>
    %2357 = stablehlo.multiply %1469, %1469 : tensor<384xf32>
    %2358 = stablehlo.constant dense<0.0> : tensor<f32>
    %2359 = "stablehlo.reduce"(%2357, %2358) ({
    ^bb0(%_r335a: tensor<f32>, %_r335b: tensor<f32>):
      %_r335c = stablehlo.add %_r335a, %_r335b : tensor<f32>
      "stablehlo.return"(%_r335c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2360 = stablehlo.add %2356, %2359 : tensor<f32>
    %2361 = stablehlo.multiply %1446, %1446 : tensor<384x1536xf32>
    %2362 = stablehlo.constant dense<0.0> : tensor<f32>
    %2363 = "stablehlo.reduce"(%2361, %2362) ({
    ^bb0(%_r336a: tensor<f32>, %_r336b: tensor<f32>):
      %_r336c = stablehlo.add %_r336a, %_r336b : tensor<f32>
      "stablehlo.return"(%_r336c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x1536xf32>, tensor<f32>) -> tensor<384xf32>
    %2364 = stablehlo.constant dense<0.0> : tensor<f32>
    %2365 = "stablehlo.reduce"(%2363, %2364) ({
    ^bb0(%_r337a: tensor<f32>, %_r337b: tensor<f32>):
      %_r337c = stablehlo.add %_r337a, %_r337b : tensor<f32>
      "stablehlo.return"(%_r337c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2366 = stablehlo.add %2360, %2365 : tensor<f32>
    %2367 = stablehlo.multiply %1448, %1448 : tensor<1536xf32>
    %2368 = stablehlo.constant dense<0.0> : tensor<f32>
    %2369 = "stablehlo.reduce"(%2367, %2368) ({
    ^bb0(%_r338a: tensor<f32>, %_r338b: tensor<f32>):
      %_r338c = stablehlo.add %_r338a, %_r338b : tensor<f32>
      "stablehlo.return"(%_r338c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2370 = stablehlo.add %2366, %2369 : tensor<f32>
    %2371 = stablehlo.multiply %1432, %1432 : tensor<1536x384xf32>
    %2372 = stablehlo.constant dense<0.0> : tensor<f32>
    %2373 = "stablehlo.reduce"(%2371, %2372) ({
    ^bb0(%_r339a: tensor<f32>, %_r339b: tensor<f32>):
      %_r339c = stablehlo.add %_r339a, %_r339b : tensor<f32>
      "stablehlo.return"(%_r339c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1536x384xf32>, tensor<f32>) -> tensor<1536xf32>
    %2374 = stablehlo.constant dense<0.0> : tensor<f32>
    %2375 = "stablehlo.reduce"(%2373, %2374) ({
    ^bb0(%_r340a: tensor<f32>, %_r340b: tensor<f32>):
      %_r340c = stablehlo.add %_r340a, %_r340b : tensor<f32>
      "stablehlo.return"(%_r340c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2376 = stablehlo.add %2370, %2375 : tensor<f32>
    %2377 = stablehlo.multiply %1434, %1434 : tensor<384xf32>
    %2378 = stablehlo.constant dense<0.0> : tensor<f32>
    %2379 = "stablehlo.reduce"(%2377, %2378) ({
    ^bb0(%_r341a: tensor<f32>, %_r341b: tensor<f32>):
      %_r341c = stablehlo.add %_r341a, %_r341b : tensor<f32>
      "stablehlo.return"(%_r341c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2380 = stablehlo.add %2376, %2379 : tensor<f32>
    %2381 = stablehlo.multiply %1430, %1430 : tensor<384xf32>
    %2382 = stablehlo.constant dense<0.0> : tensor<f32>
    %2383 = "stablehlo.reduce"(%2381, %2382) ({
    ^bb0(%_r342a: tensor<f32>, %_r342b: tensor<f32>):
      %_r342c = stablehlo.add %_r342a, %_r342b : tensor<f32>
      "stablehlo.return"(%_r342c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2384 = stablehlo.add %2380, %2383 : tensor<f32>
    %2385 = stablehlo.multiply %1422, %1422 : tensor<7x7x1x384xf32>
    %2386 = stablehlo.constant dense<0.0> : tensor<f32>
    %2387 = "stablehlo.reduce"(%2385, %2386) ({
    ^bb0(%_r343a: tensor<f32>, %_r343b: tensor<f32>):
      %_r343c = stablehlo.add %_r343a, %_r343b : tensor<f32>
      "stablehlo.return"(%_r343c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x384xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %2388 = stablehlo.constant dense<0.0> : tensor<f32>
    %2389 = "stablehlo.reduce"(%2387, %2388) ({
    ^bb0(%_r344a: tensor<f32>, %_r344b: tensor<f32>):
      %_r344c = stablehlo.add %_r344a, %_r344b : tensor<f32>
      "stablehlo.return"(%_r344c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %2390 = stablehlo.add %2384, %2389 : tensor<f32>
    %2391 = stablehlo.multiply %1424, %1424 : tensor<384xf32>
    %2392 = stablehlo.constant dense<0.0> : tensor<f32>
    %2393 = "stablehlo.reduce"(%2391, %2392) ({
    ^bb0(%_r345a: tensor<f32>, %_r345b: tensor<f32>):
      %_r345c = stablehlo.add %_r345a, %_r345b : tensor<f32>
      "stablehlo.return"(%_r345c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2394 = stablehlo.add %2390, %2393 : tensor<f32>
    %2395 = stablehlo.multiply %1417, %1417 : tensor<384xf32>
    %2396 = stablehlo.constant dense<0.0> : tensor<f32>
    %2397 = "stablehlo.reduce"(%2395, %2396) ({
    ^bb0(%_r346a: tensor<f32>, %_r346b: tensor<f32>):
      %_r346c = stablehlo.add %_r346a, %_r346b : tensor<f32>
      "stablehlo.return"(%_r346c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2398 = stablehlo.add %2394, %2397 : tensor<f32>
    %2399 = stablehlo.multiply %1419, %1419 : tensor<384xf32>
    %2400 = stablehlo.constant dense<0.0> : tensor<f32>
    %2401 = "stablehlo.reduce"(%2399, %2400) ({
    ^bb0(%_r347a: tensor<f32>, %_r347b: tensor<f32>):
      %_r347c = stablehlo.add %_r347a, %_r347b : tensor<f32>
      "stablehlo.return"(%_r347c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2402 = stablehlo.add %2398, %2401 : tensor<f32>
    %2403 = stablehlo.multiply %1396, %1396 : tensor<384x1536xf32>
    %2404 = stablehlo.constant dense<0.0> : tensor<f32>
    %2405 = "stablehlo.reduce"(%2403, %2404) ({
    ^bb0(%_r348a: tensor<f32>, %_r348b: tensor<f32>):
      %_r348c = stablehlo.add %_r348a, %_r348b : tensor<f32>
      "stablehlo.return"(%_r348c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x1536xf32>, tensor<f32>) -> tensor<384xf32>
    %2406 = stablehlo.constant dense<0.0> : tensor<f32>
    %2407 = "stablehlo.reduce"(%2405, %2406) ({
    ^bb0(%_r349a: tensor<f32>, %_r349b: tensor<f32>):
      %_r349c = stablehlo.add %_r349a, %_r349b : tensor<f32>
      "stablehlo.return"(%_r349c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2408 = stablehlo.add %2402, %2407 : tensor<f32>
    %2409 = stablehlo.multiply %1398, %1398 : tensor<1536xf32>
    %2410 = stablehlo.constant dense<0.0> : tensor<f32>
    %2411 = "stablehlo.reduce"(%2409, %2410) ({
    ^bb0(%_r350a: tensor<f32>, %_r350b: tensor<f32>):
      %_r350c = stablehlo.add %_r350a, %_r350b : tensor<f32>
      "stablehlo.return"(%_r350c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2412 = stablehlo.add %2408, %2411 : tensor<f32>
    %2413 = stablehlo.multiply %1382, %1382 : tensor<1536x384xf32>
    %2414 = stablehlo.constant dense<0.0> : tensor<f32>
    %2415 = "stablehlo.reduce"(%2413, %2414) ({
    ^bb0(%_r351a: tensor<f32>, %_r351b: tensor<f32>):
      %_r351c = stablehlo.add %_r351a, %_r351b : tensor<f32>
      "stablehlo.return"(%_r351c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1536x384xf32>, tensor<f32>) -> tensor<1536xf32>
    %2416 = stablehlo.constant dense<0.0> : tensor<f32>
    %2417 = "stablehlo.reduce"(%2415, %2416) ({
    ^bb0(%_r352a: tensor<f32>, %_r352b: tensor<f32>):
      %_r352c = stablehlo.add %_r352a, %_r352b : tensor<f32>
      "stablehlo.return"(%_r352c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2418 = stablehlo.add %2412, %2417 : tensor<f32>
    %2419 = stablehlo.multiply %1384, %1384 : tensor<384xf32>
    %2420 = stablehlo.constant dense<0.0> : tensor<f32>
    %2421 = "stablehlo.reduce"(%2419, %2420) ({
    ^bb0(%_r353a: tensor<f32>, %_r353b: tensor<f32>):
      %_r353c = stablehlo.add %_r353a, %_r353b : tensor<f32>
      "stablehlo.return"(%_r353c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2422 = stablehlo.add %2418, %2421 : tensor<f32>
    %2423 = stablehlo.multiply %1380, %1380 : tensor<384xf32>
    %2424 = stablehlo.constant dense<0.0> : tensor<f32>
    %2425 = "stablehlo.reduce"(%2423, %2424) ({
    ^bb0(%_r354a: tensor<f32>, %_r354b: tensor<f32>):
      %_r354c = stablehlo.add %_r354a, %_r354b : tensor<f32>
      "stablehlo.return"(%_r354c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2426 = stablehlo.add %2422, %2425 : tensor<f32>
    %2427 = stablehlo.multiply %1372, %1372 : tensor<7x7x1x384xf32>
    %2428 = stablehlo.constant dense<0.0> : tensor<f32>
    %2429 = "stablehlo.reduce"(%2427, %2428) ({
    ^bb0(%_r355a: tensor<f32>, %_r355b: tensor<f32>):
      %_r355c = stablehlo.add %_r355a, %_r355b : tensor<f32>
      "stablehlo.return"(%_r355c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x384xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %2430 = stablehlo.constant dense<0.0> : tensor<f32>
    %2431 = "stablehlo.reduce"(%2429, %2430) ({
    ^bb0(%_r356a: tensor<f32>, %_r356b: tensor<f32>):
      %_r356c = stablehlo.add %_r356a, %_r356b : tensor<f32>
      "stablehlo.return"(%_r356c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %2432 = stablehlo.add %2426, %2431 : tensor<f32>
    %2433 = stablehlo.multiply %1374, %1374 : tensor<384xf32>
    %2434 = stablehlo.constant dense<0.0> : tensor<f32>
    %2435 = "stablehlo.reduce"(%2433, %2434) ({
    ^bb0(%_r357a: tensor<f32>, %_r357b: tensor<f32>):
      %_r357c = stablehlo.add %_r357a, %_r357b : tensor<f32>
      "stablehlo.return"(%_r357c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2436 = stablehlo.add %2432, %2435 : tensor<f32>
    %2437 = stablehlo.multiply %1367, %1367 : tensor<384xf32>
    %2438 = stablehlo.constant dense<0.0> : tensor<f32>
    %2439 = "stablehlo.reduce"(%2437, %2438) ({
    ^bb0(%_r358a: tensor<f32>, %_r358b: tensor<f32>):
      %_r358c = stablehlo.add %_r358a, %_r358b : tensor<f32>
      "stablehlo.return"(%_r358c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2440 = stablehlo.add %2436, %2439 : tensor<f32>
    %2441 = stablehlo.multiply %1369, %1369 : tensor<384xf32>
    %2442 = stablehlo.constant dense<0.0> : tensor<f32>
    %2443 = "stablehlo.reduce"(%2441, %2442) ({
    ^bb0(%_r359a: tensor<f32>, %_r359b: tensor<f32>):
      %_r359c = stablehlo.add %_r359a, %_r359b : tensor<f32>
      "stablehlo.return"(%_r359c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2444 = stablehlo.add %2440, %2443 : tensor<f32>
    %2445 = stablehlo.multiply %1346, %1346 : tensor<384x1536xf32>
    %2446 = stablehlo.constant dense<0.0> : tensor<f32>
    %2447 = "stablehlo.reduce"(%2445, %2446) ({
    ^bb0(%_r360a: tensor<f32>, %_r360b: tensor<f32>):
      %_r360c = stablehlo.add %_r360a, %_r360b : tensor<f32>
      "stablehlo.return"(%_r360c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x1536xf32>, tensor<f32>) -> tensor<384xf32>
    %2448 = stablehlo.constant dense<0.0> : tensor<f32>
    %2449 = "stablehlo.reduce"(%2447, %2448) ({
    ^bb0(%_r361a: tensor<f32>, %_r361b: tensor<f32>):
      %_r361c = stablehlo.add %_r361a, %_r361b : tensor<f32>
      "stablehlo.return"(%_r361c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2450 = stablehlo.add %2444, %2449 : tensor<f32>
    %2451 = stablehlo.multiply %1348, %1348 : tensor<1536xf32>
    %2452 = stablehlo.constant dense<0.0> : tensor<f32>
    %2453 = "stablehlo.reduce"(%2451, %2452) ({
    ^bb0(%_r362a: tensor<f32>, %_r362b: tensor<f32>):
      %_r362c = stablehlo.add %_r362a, %_r362b : tensor<f32>
      "stablehlo.return"(%_r362c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2454 = stablehlo.add %2450, %2453 : tensor<f32>
    %2455 = stablehlo.multiply %1332, %1332 : tensor<1536x384xf32>
    %2456 = stablehlo.constant dense<0.0> : tensor<f32>
    %2457 = "stablehlo.reduce"(%2455, %2456) ({
    ^bb0(%_r363a: tensor<f32>, %_r363b: tensor<f32>):
      %_r363c = stablehlo.add %_r363a, %_r363b : tensor<f32>
      "stablehlo.return"(%_r363c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1536x384xf32>, tensor<f32>) -> tensor<1536xf32>
    %2458 = stablehlo.constant dense<0.0> : tensor<f32>
    %2459 = "stablehlo.reduce"(%2457, %2458) ({
    ^bb0(%_r364a: tensor<f32>, %_r364b: tensor<f32>):
      %_r364c = stablehlo.add %_r364a, %_r364b : tensor<f32>
      "stablehlo.return"(%_r364c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2460 = stablehlo.add %2454, %2459 : tensor<f32>
    %2461 = stablehlo.multiply %1334, %1334 : tensor<384xf32>
    %2462 = stablehlo.constant dense<0.0> : tensor<f32>
    %2463 = "stablehlo.reduce"(%2461, %2462) ({
    ^bb0(%_r365a: tensor<f32>, %_r365b: tensor<f32>):
      %_r365c = stablehlo.add %_r365a, %_r365b : tensor<f32>
      "stablehlo.return"(%_r365c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2464 = stablehlo.add %2460, %2463 : tensor<f32>
    %2465 = stablehlo.multiply %1330, %1330 : tensor<384xf32>
    %2466 = stablehlo.constant dense<0.0> : tensor<f32>
    %2467 = "stablehlo.reduce"(%2465, %2466) ({
    ^bb0(%_r366a: tensor<f32>, %_r366b: tensor<f32>):
      %_r366c = stablehlo.add %_r366a, %_r366b : tensor<f32>
      "stablehlo.return"(%_r366c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2468 = stablehlo.add %2464, %2467 : tensor<f32>
    %2469 = stablehlo.multiply %1322, %1322 : tensor<7x7x1x384xf32>
    %2470 = stablehlo.constant dense<0.0> : tensor<f32>
    %2471 = "stablehlo.reduce"(%2469, %2470) ({
    ^bb0(%_r367a: tensor<f32>, %_r367b: tensor<f32>):
      %_r367c = stablehlo.add %_r367a, %_r367b : tensor<f32>
      "stablehlo.return"(%_r367c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x384xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %2472 = stablehlo.constant dense<0.0> : tensor<f32>
    %2473 = "stablehlo.reduce"(%2471, %2472) ({
    ^bb0(%_r368a: tensor<f32>, %_r368b: tensor<f32>):
      %_r368c = stablehlo.add %_r368a, %_r368b : tensor<f32>
      "stablehlo.return"(%_r368c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %2474 = stablehlo.add %2468, %2473 : tensor<f32>
    %2475 = stablehlo.multiply %1324, %1324 : tensor<384xf32>
    %2476 = stablehlo.constant dense<0.0> : tensor<f32>
    %2477 = "stablehlo.reduce"(%2475, %2476) ({
    ^bb0(%_r369a: tensor<f32>, %_r369b: tensor<f32>):
      %_r369c = stablehlo.add %_r369a, %_r369b : tensor<f32>
      "stablehlo.return"(%_r369c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2478 = stablehlo.add %2474, %2477 : tensor<f32>
    %2479 = stablehlo.multiply %1317, %1317 : tensor<384xf32>
    %2480 = stablehlo.constant dense<0.0> : tensor<f32>
    %2481 = "stablehlo.reduce"(%2479, %2480) ({
    ^bb0(%_r370a: tensor<f32>, %_r370b: tensor<f32>):
      %_r370c = stablehlo.add %_r370a, %_r370b : tensor<f32>
      "stablehlo.return"(%_r370c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2482 = stablehlo.add %2478, %2481 : tensor<f32>
    %2483 = stablehlo.multiply %1319, %1319 : tensor<384xf32>
    %2484 = stablehlo.constant dense<0.0> : tensor<f32>
    %2485 = "stablehlo.reduce"(%2483, %2484) ({
    ^bb0(%_r371a: tensor<f32>, %_r371b: tensor<f32>):
      %_r371c = stablehlo.add %_r371a, %_r371b : tensor<f32>
      "stablehlo.return"(%_r371c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2486 = stablehlo.add %2482, %2485 : tensor<f32>
    %2487 = stablehlo.multiply %1296, %1296 : tensor<384x1536xf32>
    %2488 = stablehlo.constant dense<0.0> : tensor<f32>
    %2489 = "stablehlo.reduce"(%2487, %2488) ({
    ^bb0(%_r372a: tensor<f32>, %_r372b: tensor<f32>):
      %_r372c = stablehlo.add %_r372a, %_r372b : tensor<f32>
      "stablehlo.return"(%_r372c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x1536xf32>, tensor<f32>) -> tensor<384xf32>
    %2490 = stablehlo.constant dense<0.0> : tensor<f32>
    %2491 = "stablehlo.reduce"(%2489, %2490) ({
    ^bb0(%_r373a: tensor<f32>, %_r373b: tensor<f32>):
      %_r373c = stablehlo.add %_r373a, %_r373b : tensor<f32>
      "stablehlo.return"(%_r373c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2492 = stablehlo.add %2486, %2491 : tensor<f32>
    %2493 = stablehlo.multiply %1298, %1298 : tensor<1536xf32>
    %2494 = stablehlo.constant dense<0.0> : tensor<f32>
    %2495 = "stablehlo.reduce"(%2493, %2494) ({
    ^bb0(%_r374a: tensor<f32>, %_r374b: tensor<f32>):
      %_r374c = stablehlo.add %_r374a, %_r374b : tensor<f32>
      "stablehlo.return"(%_r374c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2496 = stablehlo.add %2492, %2495 : tensor<f32>
    %2497 = stablehlo.multiply %1282, %1282 : tensor<1536x384xf32>
    %2498 = stablehlo.constant dense<0.0> : tensor<f32>
    %2499 = "stablehlo.reduce"(%2497, %2498) ({
    ^bb0(%_r375a: tensor<f32>, %_r375b: tensor<f32>):
      %_r375c = stablehlo.add %_r375a, %_r375b : tensor<f32>
      "stablehlo.return"(%_r375c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1536x384xf32>, tensor<f32>) -> tensor<1536xf32>
    %2500 = stablehlo.constant dense<0.0> : tensor<f32>
    %2501 = "stablehlo.reduce"(%2499, %2500) ({
    ^bb0(%_r376a: tensor<f32>, %_r376b: tensor<f32>):
      %_r376c = stablehlo.add %_r376a, %_r376b : tensor<f32>
      "stablehlo.return"(%_r376c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2502 = stablehlo.add %2496, %2501 : tensor<f32>
    %2503 = stablehlo.multiply %1284, %1284 : tensor<384xf32>
    %2504 = stablehlo.constant dense<0.0> : tensor<f32>
    %2505 = "stablehlo.reduce"(%2503, %2504) ({
    ^bb0(%_r377a: tensor<f32>, %_r377b: tensor<f32>):
      %_r377c = stablehlo.add %_r377a, %_r377b : tensor<f32>
      "stablehlo.return"(%_r377c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2506 = stablehlo.add %2502, %2505 : tensor<f32>
    %2507 = stablehlo.multiply %1280, %1280 : tensor<384xf32>
    %2508 = stablehlo.constant dense<0.0> : tensor<f32>
    %2509 = "stablehlo.reduce"(%2507, %2508) ({
    ^bb0(%_r378a: tensor<f32>, %_r378b: tensor<f32>):
      %_r378c = stablehlo.add %_r378a, %_r378b : tensor<f32>
      "stablehlo.return"(%_r378c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2510 = stablehlo.add %2506, %2509 : tensor<f32>
    %2511 = stablehlo.multiply %1272, %1272 : tensor<7x7x1x384xf32>
    %2512 = stablehlo.constant dense<0.0> : tensor<f32>
    %2513 = "stablehlo.reduce"(%2511, %2512) ({
    ^bb0(%_r379a: tensor<f32>, %_r379b: tensor<f32>):
      %_r379c = stablehlo.add %_r379a, %_r379b : tensor<f32>
      "stablehlo.return"(%_r379c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x384xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %2514 = stablehlo.constant dense<0.0> : tensor<f32>
    %2515 = "stablehlo.reduce"(%2513, %2514) ({
    ^bb0(%_r380a: tensor<f32>, %_r380b: tensor<f32>):
      %_r380c = stablehlo.add %_r380a, %_r380b : tensor<f32>
      "stablehlo.return"(%_r380c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %2516 = stablehlo.add %2510, %2515 : tensor<f32>
    %2517 = stablehlo.multiply %1274, %1274 : tensor<384xf32>
    %2518 = stablehlo.constant dense<0.0> : tensor<f32>
    %2519 = "stablehlo.reduce"(%2517, %2518) ({
    ^bb0(%_r381a: tensor<f32>, %_r381b: tensor<f32>):
      %_r381c = stablehlo.add %_r381a, %_r381b : tensor<f32>
      "stablehlo.return"(%_r381c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2520 = stablehlo.add %2516, %2519 : tensor<f32>
    %2521 = stablehlo.multiply %1267, %1267 : tensor<384xf32>
    %2522 = stablehlo.constant dense<0.0> : tensor<f32>
    %2523 = "stablehlo.reduce"(%2521, %2522) ({
    ^bb0(%_r382a: tensor<f32>, %_r382b: tensor<f32>):
      %_r382c = stablehlo.add %_r382a, %_r382b : tensor<f32>
      "stablehlo.return"(%_r382c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2524 = stablehlo.add %2520, %2523 : tensor<f32>
    %2525 = stablehlo.multiply %1269, %1269 : tensor<384xf32>
    %2526 = stablehlo.constant dense<0.0> : tensor<f32>
    %2527 = "stablehlo.reduce"(%2525, %2526) ({
    ^bb0(%_r383a: tensor<f32>, %_r383b: tensor<f32>):
      %_r383c = stablehlo.add %_r383a, %_r383b : tensor<f32>
      "stablehlo.return"(%_r383c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2528 = stablehlo.add %2524, %2527 : tensor<f32>
    %2529 = stablehlo.multiply %1246, %1246 : tensor<384x1536xf32>
    %2530 = stablehlo.constant dense<0.0> : tensor<f32>
    %2531 = "stablehlo.reduce"(%2529, %2530) ({
    ^bb0(%_r384a: tensor<f32>, %_r384b: tensor<f32>):
      %_r384c = stablehlo.add %_r384a, %_r384b : tensor<f32>
      "stablehlo.return"(%_r384c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x1536xf32>, tensor<f32>) -> tensor<384xf32>
    %2532 = stablehlo.constant dense<0.0> : tensor<f32>
    %2533 = "stablehlo.reduce"(%2531, %2532) ({
    ^bb0(%_r385a: tensor<f32>, %_r385b: tensor<f32>):
      %_r385c = stablehlo.add %_r385a, %_r385b : tensor<f32>
      "stablehlo.return"(%_r385c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2534 = stablehlo.add %2528, %2533 : tensor<f32>
    %2535 = stablehlo.multiply %1248, %1248 : tensor<1536xf32>
    %2536 = stablehlo.constant dense<0.0> : tensor<f32>
    %2537 = "stablehlo.reduce"(%2535, %2536) ({
    ^bb0(%_r386a: tensor<f32>, %_r386b: tensor<f32>):
      %_r386c = stablehlo.add %_r386a, %_r386b : tensor<f32>
      "stablehlo.return"(%_r386c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2538 = stablehlo.add %2534, %2537 : tensor<f32>
    %2539 = stablehlo.multiply %1232, %1232 : tensor<1536x384xf32>
    %2540 = stablehlo.constant dense<0.0> : tensor<f32>
    %2541 = "stablehlo.reduce"(%2539, %2540) ({
    ^bb0(%_r387a: tensor<f32>, %_r387b: tensor<f32>):
      %_r387c = stablehlo.add %_r387a, %_r387b : tensor<f32>
      "stablehlo.return"(%_r387c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1536x384xf32>, tensor<f32>) -> tensor<1536xf32>
    %2542 = stablehlo.constant dense<0.0> : tensor<f32>
    %2543 = "stablehlo.reduce"(%2541, %2542) ({
    ^bb0(%_r388a: tensor<f32>, %_r388b: tensor<f32>):
      %_r388c = stablehlo.add %_r388a, %_r388b : tensor<f32>
      "stablehlo.return"(%_r388c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2544 = stablehlo.add %2538, %2543 : tensor<f32>
    %2545 = stablehlo.multiply %1234, %1234 : tensor<384xf32>
    %2546 = stablehlo.constant dense<0.0> : tensor<f32>
    %2547 = "stablehlo.reduce"(%2545, %2546) ({
    ^bb0(%_r389a: tensor<f32>, %_r389b: tensor<f32>):
      %_r389c = stablehlo.add %_r389a, %_r389b : tensor<f32>
      "stablehlo.return"(%_r389c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2548 = stablehlo.add %2544, %2547 : tensor<f32>
    %2549 = stablehlo.multiply %1230, %1230 : tensor<384xf32>
    %2550 = stablehlo.constant dense<0.0> : tensor<f32>
    %2551 = "stablehlo.reduce"(%2549, %2550) ({
    ^bb0(%_r390a: tensor<f32>, %_r390b: tensor<f32>):
      %_r390c = stablehlo.add %_r390a, %_r390b : tensor<f32>
      "stablehlo.return"(%_r390c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2552 = stablehlo.add %2548, %2551 : tensor<f32>
    %2553 = stablehlo.multiply %1222, %1222 : tensor<7x7x1x384xf32>
    %2554 = stablehlo.constant dense<0.0> : tensor<f32>
    %2555 = "stablehlo.reduce"(%2553, %2554) ({
    ^bb0(%_r391a: tensor<f32>, %_r391b: tensor<f32>):
      %_r391c = stablehlo.add %_r391a, %_r391b : tensor<f32>
      "stablehlo.return"(%_r391c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x384xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %2556 = stablehlo.constant dense<0.0> : tensor<f32>
    %2557 = "stablehlo.reduce"(%2555, %2556) ({
    ^bb0(%_r392a: tensor<f32>, %_r392b: tensor<f32>):
      %_r392c = stablehlo.add %_r392a, %_r392b : tensor<f32>
      "stablehlo.return"(%_r392c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %2558 = stablehlo.add %2552, %2557 : tensor<f32>
    %2559 = stablehlo.multiply %1224, %1224 : tensor<384xf32>
    %2560 = stablehlo.constant dense<0.0> : tensor<f32>
    %2561 = "stablehlo.reduce"(%2559, %2560) ({
    ^bb0(%_r393a: tensor<f32>, %_r393b: tensor<f32>):
      %_r393c = stablehlo.add %_r393a, %_r393b : tensor<f32>
      "stablehlo.return"(%_r393c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2562 = stablehlo.add %2558, %2561 : tensor<f32>
    %2563 = stablehlo.multiply %1217, %1217 : tensor<384xf32>
    %2564 = stablehlo.constant dense<0.0> : tensor<f32>
    %2565 = "stablehlo.reduce"(%2563, %2564) ({
    ^bb0(%_r394a: tensor<f32>, %_r394b: tensor<f32>):
      %_r394c = stablehlo.add %_r394a, %_r394b : tensor<f32>
      "stablehlo.return"(%_r394c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2566 = stablehlo.add %2562, %2565 : tensor<f32>
    %2567 = stablehlo.multiply %1219, %1219 : tensor<384xf32>
    %2568 = stablehlo.constant dense<0.0> : tensor<f32>
    %2569 = "stablehlo.reduce"(%2567, %2568) ({
    ^bb0(%_r395a: tensor<f32>, %_r395b: tensor<f32>):
      %_r395c = stablehlo.add %_r395a, %_r395b : tensor<f32>
      "stablehlo.return"(%_r395c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2570 = stablehlo.add %2566, %2569 : tensor<f32>
    %2571 = stablehlo.multiply %1196, %1196 : tensor<384x1536xf32>
    %2572 = stablehlo.constant dense<0.0> : tensor<f32>
    %2573 = "stablehlo.reduce"(%2571, %2572) ({
    ^bb0(%_r396a: tensor<f32>, %_r396b: tensor<f32>):
      %_r396c = stablehlo.add %_r396a, %_r396b : tensor<f32>
      "stablehlo.return"(%_r396c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x1536xf32>, tensor<f32>) -> tensor<384xf32>
    %2574 = stablehlo.constant dense<0.0> : tensor<f32>
    %2575 = "stablehlo.reduce"(%2573, %2574) ({
    ^bb0(%_r397a: tensor<f32>, %_r397b: tensor<f32>):
      %_r397c = stablehlo.add %_r397a, %_r397b : tensor<f32>
      "stablehlo.return"(%_r397c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2576 = stablehlo.add %2570, %2575 : tensor<f32>
    %2577 = stablehlo.multiply %1198, %1198 : tensor<1536xf32>
    %2578 = stablehlo.constant dense<0.0> : tensor<f32>
    %2579 = "stablehlo.reduce"(%2577, %2578) ({
    ^bb0(%_r398a: tensor<f32>, %_r398b: tensor<f32>):
      %_r398c = stablehlo.add %_r398a, %_r398b : tensor<f32>
      "stablehlo.return"(%_r398c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2580 = stablehlo.add %2576, %2579 : tensor<f32>
    %2581 = stablehlo.multiply %1182, %1182 : tensor<1536x384xf32>
    %2582 = stablehlo.constant dense<0.0> : tensor<f32>
    %2583 = "stablehlo.reduce"(%2581, %2582) ({
    ^bb0(%_r399a: tensor<f32>, %_r399b: tensor<f32>):
      %_r399c = stablehlo.add %_r399a, %_r399b : tensor<f32>
      "stablehlo.return"(%_r399c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1536x384xf32>, tensor<f32>) -> tensor<1536xf32>
    %2584 = stablehlo.constant dense<0.0> : tensor<f32>
    %2585 = "stablehlo.reduce"(%2583, %2584) ({
    ^bb0(%_r400a: tensor<f32>, %_r400b: tensor<f32>):
      %_r400c = stablehlo.add %_r400a, %_r400b : tensor<f32>
      "stablehlo.return"(%_r400c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2586 = stablehlo.add %2580, %2585 : tensor<f32>
    %2587 = stablehlo.multiply %1184, %1184 : tensor<384xf32>
    %2588 = stablehlo.constant dense<0.0> : tensor<f32>
    %2589 = "stablehlo.reduce"(%2587, %2588) ({
    ^bb0(%_r401a: tensor<f32>, %_r401b: tensor<f32>):
      %_r401c = stablehlo.add %_r401a, %_r401b : tensor<f32>
      "stablehlo.return"(%_r401c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2590 = stablehlo.add %2586, %2589 : tensor<f32>
    %2591 = stablehlo.multiply %1180, %1180 : tensor<384xf32>
    %2592 = stablehlo.constant dense<0.0> : tensor<f32>
    %2593 = "stablehlo.reduce"(%2591, %2592) ({
    ^bb0(%_r402a: tensor<f32>, %_r402b: tensor<f32>):
      %_r402c = stablehlo.add %_r402a, %_r402b : tensor<f32>
      "stablehlo.return"(%_r402c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2594 = stablehlo.add %2590, %2593 : tensor<f32>
    %2595 = stablehlo.multiply %1172, %1172 : tensor<7x7x1x384xf32>
    %2596 = stablehlo.constant dense<0.0> : tensor<f32>
    %2597 = "stablehlo.reduce"(%2595, %2596) ({
    ^bb0(%_r403a: tensor<f32>, %_r403b: tensor<f32>):
      %_r403c = stablehlo.add %_r403a, %_r403b : tensor<f32>
      "stablehlo.return"(%_r403c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x384xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %2598 = stablehlo.constant dense<0.0> : tensor<f32>
    %2599 = "stablehlo.reduce"(%2597, %2598) ({
    ^bb0(%_r404a: tensor<f32>, %_r404b: tensor<f32>):
      %_r404c = stablehlo.add %_r404a, %_r404b : tensor<f32>
      "stablehlo.return"(%_r404c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %2600 = stablehlo.add %2594, %2599 : tensor<f32>
    %2601 = stablehlo.multiply %1174, %1174 : tensor<384xf32>
    %2602 = stablehlo.constant dense<0.0> : tensor<f32>
    %2603 = "stablehlo.reduce"(%2601, %2602) ({
    ^bb0(%_r405a: tensor<f32>, %_r405b: tensor<f32>):
      %_r405c = stablehlo.add %_r405a, %_r405b : tensor<f32>
      "stablehlo.return"(%_r405c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2604 = stablehlo.add %2600, %2603 : tensor<f32>
    %2605 = stablehlo.multiply %1167, %1167 : tensor<384xf32>
    %2606 = stablehlo.constant dense<0.0> : tensor<f32>
    %2607 = "stablehlo.reduce"(%2605, %2606) ({
    ^bb0(%_r406a: tensor<f32>, %_r406b: tensor<f32>):
      %_r406c = stablehlo.add %_r406a, %_r406b : tensor<f32>
      "stablehlo.return"(%_r406c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2608 = stablehlo.add %2604, %2607 : tensor<f32>
    %2609 = stablehlo.multiply %1169, %1169 : tensor<384xf32>
    %2610 = stablehlo.constant dense<0.0> : tensor<f32>
    %2611 = "stablehlo.reduce"(%2609, %2610) ({
    ^bb0(%_r407a: tensor<f32>, %_r407b: tensor<f32>):
      %_r407c = stablehlo.add %_r407a, %_r407b : tensor<f32>
      "stablehlo.return"(%_r407c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2612 = stablehlo.add %2608, %2611 : tensor<f32>
    %2613 = stablehlo.multiply %1146, %1146 : tensor<384x1536xf32>
    %2614 = stablehlo.constant dense<0.0> : tensor<f32>
    %2615 = "stablehlo.reduce"(%2613, %2614) ({
    ^bb0(%_r408a: tensor<f32>, %_r408b: tensor<f32>):
      %_r408c = stablehlo.add %_r408a, %_r408b : tensor<f32>
      "stablehlo.return"(%_r408c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x1536xf32>, tensor<f32>) -> tensor<384xf32>
    %2616 = stablehlo.constant dense<0.0> : tensor<f32>
    %2617 = "stablehlo.reduce"(%2615, %2616) ({
    ^bb0(%_r409a: tensor<f32>, %_r409b: tensor<f32>):
      %_r409c = stablehlo.add %_r409a, %_r409b : tensor<f32>
      "stablehlo.return"(%_r409c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2618 = stablehlo.add %2612, %2617 : tensor<f32>
    %2619 = stablehlo.multiply %1148, %1148 : tensor<1536xf32>
    %2620 = stablehlo.constant dense<0.0> : tensor<f32>
    %2621 = "stablehlo.reduce"(%2619, %2620) ({
    ^bb0(%_r410a: tensor<f32>, %_r410b: tensor<f32>):
      %_r410c = stablehlo.add %_r410a, %_r410b : tensor<f32>
      "stablehlo.return"(%_r410c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2622 = stablehlo.add %2618, %2621 : tensor<f32>
    %2623 = stablehlo.multiply %1132, %1132 : tensor<1536x384xf32>
    %2624 = stablehlo.constant dense<0.0> : tensor<f32>
    %2625 = "stablehlo.reduce"(%2623, %2624) ({
    ^bb0(%_r411a: tensor<f32>, %_r411b: tensor<f32>):
      %_r411c = stablehlo.add %_r411a, %_r411b : tensor<f32>
      "stablehlo.return"(%_r411c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1536x384xf32>, tensor<f32>) -> tensor<1536xf32>
    %2626 = stablehlo.constant dense<0.0> : tensor<f32>
    %2627 = "stablehlo.reduce"(%2625, %2626) ({
    ^bb0(%_r412a: tensor<f32>, %_r412b: tensor<f32>):
      %_r412c = stablehlo.add %_r412a, %_r412b : tensor<f32>
      "stablehlo.return"(%_r412c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2628 = stablehlo.add %2622, %2627 : tensor<f32>
    %2629 = stablehlo.multiply %1134, %1134 : tensor<384xf32>
    %2630 = stablehlo.constant dense<0.0> : tensor<f32>
    %2631 = "stablehlo.reduce"(%2629, %2630) ({
    ^bb0(%_r413a: tensor<f32>, %_r413b: tensor<f32>):
      %_r413c = stablehlo.add %_r413a, %_r413b : tensor<f32>
      "stablehlo.return"(%_r413c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2632 = stablehlo.add %2628, %2631 : tensor<f32>
    %2633 = stablehlo.multiply %1130, %1130 : tensor<384xf32>
    %2634 = stablehlo.constant dense<0.0> : tensor<f32>
    %2635 = "stablehlo.reduce"(%2633, %2634) ({
    ^bb0(%_r414a: tensor<f32>, %_r414b: tensor<f32>):
      %_r414c = stablehlo.add %_r414a, %_r414b : tensor<f32>
      "stablehlo.return"(%_r414c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2636 = stablehlo.add %2632, %2635 : tensor<f32>
    %2637 = stablehlo.multiply %1123, %1123 : tensor<384xf32>
    %2638 = stablehlo.constant dense<0.0> : tensor<f32>
    %2639 = "stablehlo.reduce"(%2637, %2638) ({
    ^bb0(%_r415a: tensor<f32>, %_r415b: tensor<f32>):
      %_r415c = stablehlo.add %_r415a, %_r415b : tensor<f32>
      "stablehlo.return"(%_r415c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2640 = stablehlo.add %2636, %2639 : tensor<f32>
    %2641 = stablehlo.multiply %1125, %1125 : tensor<384xf32>
    %2642 = stablehlo.constant dense<0.0> : tensor<f32>
    %2643 = "stablehlo.reduce"(%2641, %2642) ({
    ^bb0(%_r416a: tensor<f32>, %_r416b: tensor<f32>):
      %_r416c = stablehlo.add %_r416a, %_r416b : tensor<f32>
      "stablehlo.return"(%_r416c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2644 = stablehlo.add %2640, %2643 : tensor<f32>
    %2645 = stablehlo.multiply %1102, %1102 : tensor<2x2x384x768xf32>
    %2646 = stablehlo.constant dense<0.0> : tensor<f32>
    %2647 = "stablehlo.reduce"(%2645, %2646) ({
    ^bb0(%_r417a: tensor<f32>, %_r417b: tensor<f32>):
      %_r417c = stablehlo.add %_r417a, %_r417b : tensor<f32>
      "stablehlo.return"(%_r417c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x384x768xf32>, tensor<f32>) -> tensor<2x2x384xf32>
    %2648 = stablehlo.constant dense<0.0> : tensor<f32>
    %2649 = "stablehlo.reduce"(%2647, %2648) ({
    ^bb0(%_r418a: tensor<f32>, %_r418b: tensor<f32>):
      %_r418c = stablehlo.add %_r418a, %_r418b : tensor<f32>
      "stablehlo.return"(%_r418c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x384xf32>, tensor<f32>) -> tensor<f32>
    %2650 = stablehlo.add %2644, %2649 : tensor<f32>
    %2651 = stablehlo.multiply %1104, %1104 : tensor<768xf32>
    %2652 = stablehlo.constant dense<0.0> : tensor<f32>
    %2653 = "stablehlo.reduce"(%2651, %2652) ({
    ^bb0(%_r419a: tensor<f32>, %_r419b: tensor<f32>):
      %_r419c = stablehlo.add %_r419a, %_r419b : tensor<f32>
      "stablehlo.return"(%_r419c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2654 = stablehlo.add %2650, %2653 : tensor<f32>
    %2655 = stablehlo.multiply %1095, %1095 : tensor<7x7x1x768xf32>
    %2656 = stablehlo.constant dense<0.0> : tensor<f32>
    %2657 = "stablehlo.reduce"(%2655, %2656) ({
    ^bb0(%_r420a: tensor<f32>, %_r420b: tensor<f32>):
      %_r420c = stablehlo.add %_r420a, %_r420b : tensor<f32>
      "stablehlo.return"(%_r420c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x768xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %2658 = stablehlo.constant dense<0.0> : tensor<f32>
    %2659 = "stablehlo.reduce"(%2657, %2658) ({
    ^bb0(%_r421a: tensor<f32>, %_r421b: tensor<f32>):
      %_r421c = stablehlo.add %_r421a, %_r421b : tensor<f32>
      "stablehlo.return"(%_r421c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %2660 = stablehlo.add %2654, %2659 : tensor<f32>
    %2661 = stablehlo.multiply %1097, %1097 : tensor<768xf32>
    %2662 = stablehlo.constant dense<0.0> : tensor<f32>
    %2663 = "stablehlo.reduce"(%2661, %2662) ({
    ^bb0(%_r422a: tensor<f32>, %_r422b: tensor<f32>):
      %_r422c = stablehlo.add %_r422a, %_r422b : tensor<f32>
      "stablehlo.return"(%_r422c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2664 = stablehlo.add %2660, %2663 : tensor<f32>
    %2665 = stablehlo.multiply %1090, %1090 : tensor<768xf32>
    %2666 = stablehlo.constant dense<0.0> : tensor<f32>
    %2667 = "stablehlo.reduce"(%2665, %2666) ({
    ^bb0(%_r423a: tensor<f32>, %_r423b: tensor<f32>):
      %_r423c = stablehlo.add %_r423a, %_r423b : tensor<f32>
      "stablehlo.return"(%_r423c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2668 = stablehlo.add %2664, %2667 : tensor<f32>
    %2669 = stablehlo.multiply %1092, %1092 : tensor<768xf32>
    %2670 = stablehlo.constant dense<0.0> : tensor<f32>
    %2671 = "stablehlo.reduce"(%2669, %2670) ({
    ^bb0(%_r424a: tensor<f32>, %_r424b: tensor<f32>):
      %_r424c = stablehlo.add %_r424a, %_r424b : tensor<f32>
      "stablehlo.return"(%_r424c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2672 = stablehlo.add %2668, %2671 : tensor<f32>
    %2673 = stablehlo.multiply %1069, %1069 : tensor<768x3072xf32>
    %2674 = stablehlo.constant dense<0.0> : tensor<f32>
    %2675 = "stablehlo.reduce"(%2673, %2674) ({
    ^bb0(%_r425a: tensor<f32>, %_r425b: tensor<f32>):
      %_r425c = stablehlo.add %_r425a, %_r425b : tensor<f32>
      "stablehlo.return"(%_r425c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<768x3072xf32>, tensor<f32>) -> tensor<768xf32>
    %2676 = stablehlo.constant dense<0.0> : tensor<f32>
    %2677 = "stablehlo.reduce"(%2675, %2676) ({
    ^bb0(%_r426a: tensor<f32>, %_r426b: tensor<f32>):
      %_r426c = stablehlo.add %_r426a, %_r426b : tensor<f32>
      "stablehlo.return"(%_r426c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2678 = stablehlo.add %2672, %2677 : tensor<f32>
    %2679 = stablehlo.multiply %1071, %1071 : tensor<3072xf32>
    %2680 = stablehlo.constant dense<0.0> : tensor<f32>
    %2681 = "stablehlo.reduce"(%2679, %2680) ({
    ^bb0(%_r427a: tensor<f32>, %_r427b: tensor<f32>):
      %_r427c = stablehlo.add %_r427a, %_r427b : tensor<f32>
      "stablehlo.return"(%_r427c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3072xf32>, tensor<f32>) -> tensor<f32>
    %2682 = stablehlo.add %2678, %2681 : tensor<f32>
    %2683 = stablehlo.multiply %1055, %1055 : tensor<3072x768xf32>
    %2684 = stablehlo.constant dense<0.0> : tensor<f32>
    %2685 = "stablehlo.reduce"(%2683, %2684) ({
    ^bb0(%_r428a: tensor<f32>, %_r428b: tensor<f32>):
      %_r428c = stablehlo.add %_r428a, %_r428b : tensor<f32>
      "stablehlo.return"(%_r428c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<3072x768xf32>, tensor<f32>) -> tensor<3072xf32>
    %2686 = stablehlo.constant dense<0.0> : tensor<f32>
    %2687 = "stablehlo.reduce"(%2685, %2686) ({
    ^bb0(%_r429a: tensor<f32>, %_r429b: tensor<f32>):
      %_r429c = stablehlo.add %_r429a, %_r429b : tensor<f32>
      "stablehlo.return"(%_r429c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3072xf32>, tensor<f32>) -> tensor<f32>
    %2688 = stablehlo.add %2682, %2687 : tensor<f32>
    %2689 = stablehlo.multiply %1057, %1057 : tensor<768xf32>
    %2690 = stablehlo.constant dense<0.0> : tensor<f32>
    %2691 = "stablehlo.reduce"(%2689, %2690) ({
    ^bb0(%_r430a: tensor<f32>, %_r430b: tensor<f32>):
      %_r430c = stablehlo.add %_r430a, %_r430b : tensor<f32>
      "stablehlo.return"(%_r430c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2692 = stablehlo.add %2688, %2691 : tensor<f32>
    %2693 = stablehlo.multiply %1053, %1053 : tensor<768xf32>
    %2694 = stablehlo.constant dense<0.0> : tensor<f32>
    %2695 = "stablehlo.reduce"(%2693, %2694) ({
    ^bb0(%_r431a: tensor<f32>, %_r431b: tensor<f32>):
      %_r431c = stablehlo.add %_r431a, %_r431b : tensor<f32>
      "stablehlo.return"(%_r431c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2696 = stablehlo.add %2692, %2695 : tensor<f32>
    %2697 = stablehlo.multiply %1045, %1045 : tensor<7x7x1x768xf32>
    %2698 = stablehlo.constant dense<0.0> : tensor<f32>
    %2699 = "stablehlo.reduce"(%2697, %2698) ({
    ^bb0(%_r432a: tensor<f32>, %_r432b: tensor<f32>):
      %_r432c = stablehlo.add %_r432a, %_r432b : tensor<f32>
      "stablehlo.return"(%_r432c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x768xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %2700 = stablehlo.constant dense<0.0> : tensor<f32>
    %2701 = "stablehlo.reduce"(%2699, %2700) ({
    ^bb0(%_r433a: tensor<f32>, %_r433b: tensor<f32>):
      %_r433c = stablehlo.add %_r433a, %_r433b : tensor<f32>
      "stablehlo.return"(%_r433c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %2702 = stablehlo.add %2696, %2701 : tensor<f32>
    %2703 = stablehlo.multiply %1047, %1047 : tensor<768xf32>
    %2704 = stablehlo.constant dense<0.0> : tensor<f32>
    %2705 = "stablehlo.reduce"(%2703, %2704) ({
    ^bb0(%_r434a: tensor<f32>, %_r434b: tensor<f32>):
      %_r434c = stablehlo.add %_r434a, %_r434b : tensor<f32>
      "stablehlo.return"(%_r434c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2706 = stablehlo.add %2702, %2705 : tensor<f32>
    %2707 = stablehlo.multiply %1040, %1040 : tensor<768xf32>
    %2708 = stablehlo.constant dense<0.0> : tensor<f32>
    %2709 = "stablehlo.reduce"(%2707, %2708) ({
    ^bb0(%_r435a: tensor<f32>, %_r435b: tensor<f32>):
      %_r435c = stablehlo.add %_r435a, %_r435b : tensor<f32>
      "stablehlo.return"(%_r435c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2710 = stablehlo.add %2706, %2709 : tensor<f32>
    %2711 = stablehlo.multiply %1042, %1042 : tensor<768xf32>
    %2712 = stablehlo.constant dense<0.0> : tensor<f32>
    %2713 = "stablehlo.reduce"(%2711, %2712) ({
    ^bb0(%_r436a: tensor<f32>, %_r436b: tensor<f32>):
      %_r436c = stablehlo.add %_r436a, %_r436b : tensor<f32>
      "stablehlo.return"(%_r436c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2714 = stablehlo.add %2710, %2713 : tensor<f32>
    %2715 = stablehlo.multiply %1019, %1019 : tensor<768x3072xf32>
    %2716 = stablehlo.constant dense<0.0> : tensor<f32>
    %2717 = "stablehlo.reduce"(%2715, %2716) ({
    ^bb0(%_r437a: tensor<f32>, %_r437b: tensor<f32>):
      %_r437c = stablehlo.add %_r437a, %_r437b : tensor<f32>
      "stablehlo.return"(%_r437c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<768x3072xf32>, tensor<f32>) -> tensor<768xf32>
    %2718 = stablehlo.constant dense<0.0> : tensor<f32>
    %2719 = "stablehlo.reduce"(%2717, %2718) ({
    ^bb0(%_r438a: tensor<f32>, %_r438b: tensor<f32>):
      %_r438c = stablehlo.add %_r438a, %_r438b : tensor<f32>
      "stablehlo.return"(%_r438c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2720 = stablehlo.add %2714, %2719 : tensor<f32>
    %2721 = stablehlo.multiply %1021, %1021 : tensor<3072xf32>
    %2722 = stablehlo.constant dense<0.0> : tensor<f32>
    %2723 = "stablehlo.reduce"(%2721, %2722) ({
    ^bb0(%_r439a: tensor<f32>, %_r439b: tensor<f32>):
      %_r439c = stablehlo.add %_r439a, %_r439b : tensor<f32>
      "stablehlo.return"(%_r439c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3072xf32>, tensor<f32>) -> tensor<f32>
    %2724 = stablehlo.add %2720, %2723 : tensor<f32>
    %2725 = stablehlo.multiply %1005, %1005 : tensor<3072x768xf32>
    %2726 = stablehlo.constant dense<0.0> : tensor<f32>
    %2727 = "stablehlo.reduce"(%2725, %2726) ({
    ^bb0(%_r440a: tensor<f32>, %_r440b: tensor<f32>):
      %_r440c = stablehlo.add %_r440a, %_r440b : tensor<f32>
      "stablehlo.return"(%_r440c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<3072x768xf32>, tensor<f32>) -> tensor<3072xf32>
    %2728 = stablehlo.constant dense<0.0> : tensor<f32>
    %2729 = "stablehlo.reduce"(%2727, %2728) ({
    ^bb0(%_r441a: tensor<f32>, %_r441b: tensor<f32>):
      %_r441c = stablehlo.add %_r441a, %_r441b : tensor<f32>
      "stablehlo.return"(%_r441c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3072xf32>, tensor<f32>) -> tensor<f32>
    %2730 = stablehlo.add %2724, %2729 : tensor<f32>
    %2731 = stablehlo.multiply %1007, %1007 : tensor<768xf32>
    %2732 = stablehlo.constant dense<0.0> : tensor<f32>
    %2733 = "stablehlo.reduce"(%2731, %2732) ({
    ^bb0(%_r442a: tensor<f32>, %_r442b: tensor<f32>):
      %_r442c = stablehlo.add %_r442a, %_r442b : tensor<f32>
      "stablehlo.return"(%_r442c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2734 = stablehlo.add %2730, %2733 : tensor<f32>
    %2735 = stablehlo.multiply %1003, %1003 : tensor<768xf32>
    %2736 = stablehlo.constant dense<0.0> : tensor<f32>
    %2737 = "stablehlo.reduce"(%2735, %2736) ({
    ^bb0(%_r443a: tensor<f32>, %_r443b: tensor<f32>):
      %_r443c = stablehlo.add %_r443a, %_r443b : tensor<f32>
      "stablehlo.return"(%_r443c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2738 = stablehlo.add %2734, %2737 : tensor<f32>
    %2739 = stablehlo.multiply %995, %995 : tensor<7x7x1x768xf32>
    %2740 = stablehlo.constant dense<0.0> : tensor<f32>
    %2741 = "stablehlo.reduce"(%2739, %2740) ({
    ^bb0(%_r444a: tensor<f32>, %_r444b: tensor<f32>):
      %_r444c = stablehlo.add %_r444a, %_r444b : tensor<f32>
      "stablehlo.return"(%_r444c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x768xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %2742 = stablehlo.constant dense<0.0> : tensor<f32>
    %2743 = "stablehlo.reduce"(%2741, %2742) ({
    ^bb0(%_r445a: tensor<f32>, %_r445b: tensor<f32>):
      %_r445c = stablehlo.add %_r445a, %_r445b : tensor<f32>
      "stablehlo.return"(%_r445c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %2744 = stablehlo.add %2738, %2743 : tensor<f32>
    %2745 = stablehlo.multiply %997, %997 : tensor<768xf32>
    %2746 = stablehlo.constant dense<0.0> : tensor<f32>
    %2747 = "stablehlo.reduce"(%2745, %2746) ({
    ^bb0(%_r446a: tensor<f32>, %_r446b: tensor<f32>):
      %_r446c = stablehlo.add %_r446a, %_r446b : tensor<f32>
      "stablehlo.return"(%_r446c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2748 = stablehlo.add %2744, %2747 : tensor<f32>
    %2749 = stablehlo.multiply %990, %990 : tensor<768xf32>
    %2750 = stablehlo.constant dense<0.0> : tensor<f32>
    %2751 = "stablehlo.reduce"(%2749, %2750) ({
    ^bb0(%_r447a: tensor<f32>, %_r447b: tensor<f32>):
      %_r447c = stablehlo.add %_r447a, %_r447b : tensor<f32>
      "stablehlo.return"(%_r447c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2752 = stablehlo.add %2748, %2751 : tensor<f32>
    %2753 = stablehlo.multiply %992, %992 : tensor<768xf32>
    %2754 = stablehlo.constant dense<0.0> : tensor<f32>
    %2755 = "stablehlo.reduce"(%2753, %2754) ({
    ^bb0(%_r448a: tensor<f32>, %_r448b: tensor<f32>):
      %_r448c = stablehlo.add %_r448a, %_r448b : tensor<f32>
      "stablehlo.return"(%_r448c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2756 = stablehlo.add %2752, %2755 : tensor<f32>
    %2757 = stablehlo.multiply %969, %969 : tensor<768x3072xf32>
    %2758 = stablehlo.constant dense<0.0> : tensor<f32>
    %2759 = "stablehlo.reduce"(%2757, %2758) ({
    ^bb0(%_r449a: tensor<f32>, %_r449b: tensor<f32>):
      %_r449c = stablehlo.add %_r449a, %_r449b : tensor<f32>
      "stablehlo.return"(%_r449c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<768x3072xf32>, tensor<f32>) -> tensor<768xf32>
    %2760 = stablehlo.constant dense<0.0> : tensor<f32>
    %2761 = "stablehlo.reduce"(%2759, %2760) ({
    ^bb0(%_r450a: tensor<f32>, %_r450b: tensor<f32>):
      %_r450c = stablehlo.add %_r450a, %_r450b : tensor<f32>
      "stablehlo.return"(%_r450c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2762 = stablehlo.add %2756, %2761 : tensor<f32>
    %2763 = stablehlo.multiply %971, %971 : tensor<3072xf32>
    %2764 = stablehlo.constant dense<0.0> : tensor<f32>
    %2765 = "stablehlo.reduce"(%2763, %2764) ({
    ^bb0(%_r451a: tensor<f32>, %_r451b: tensor<f32>):
      %_r451c = stablehlo.add %_r451a, %_r451b : tensor<f32>
      "stablehlo.return"(%_r451c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3072xf32>, tensor<f32>) -> tensor<f32>
    %2766 = stablehlo.add %2762, %2765 : tensor<f32>
    %2767 = stablehlo.multiply %955, %955 : tensor<3072x768xf32>
    %2768 = stablehlo.constant dense<0.0> : tensor<f32>
    %2769 = "stablehlo.reduce"(%2767, %2768) ({
    ^bb0(%_r452a: tensor<f32>, %_r452b: tensor<f32>):
      %_r452c = stablehlo.add %_r452a, %_r452b : tensor<f32>
      "stablehlo.return"(%_r452c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<3072x768xf32>, tensor<f32>) -> tensor<3072xf32>
    %2770 = stablehlo.constant dense<0.0> : tensor<f32>
    %2771 = "stablehlo.reduce"(%2769, %2770) ({
    ^bb0(%_r453a: tensor<f32>, %_r453b: tensor<f32>):
      %_r453c = stablehlo.add %_r453a, %_r453b : tensor<f32>
      "stablehlo.return"(%_r453c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3072xf32>, tensor<f32>) -> tensor<f32>
    %2772 = stablehlo.add %2766, %2771 : tensor<f32>
    %2773 = stablehlo.multiply %957, %957 : tensor<768xf32>
    %2774 = stablehlo.constant dense<0.0> : tensor<f32>
    %2775 = "stablehlo.reduce"(%2773, %2774) ({
    ^bb0(%_r454a: tensor<f32>, %_r454b: tensor<f32>):
      %_r454c = stablehlo.add %_r454a, %_r454b : tensor<f32>
      "stablehlo.return"(%_r454c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2776 = stablehlo.add %2772, %2775 : tensor<f32>
    %2777 = stablehlo.multiply %953, %953 : tensor<768xf32>
    %2778 = stablehlo.constant dense<0.0> : tensor<f32>
    %2779 = "stablehlo.reduce"(%2777, %2778) ({
    ^bb0(%_r455a: tensor<f32>, %_r455b: tensor<f32>):
      %_r455c = stablehlo.add %_r455a, %_r455b : tensor<f32>
      "stablehlo.return"(%_r455c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2780 = stablehlo.add %2776, %2779 : tensor<f32>
    %2781 = stablehlo.multiply %943, %943 : tensor<768xf32>
    %2782 = stablehlo.constant dense<0.0> : tensor<f32>
    %2783 = "stablehlo.reduce"(%2781, %2782) ({
    ^bb0(%_r456a: tensor<f32>, %_r456b: tensor<f32>):
      %_r456c = stablehlo.add %_r456a, %_r456b : tensor<f32>
      "stablehlo.return"(%_r456c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2784 = stablehlo.add %2780, %2783 : tensor<f32>
    %2785 = stablehlo.multiply %945, %945 : tensor<768xf32>
    %2786 = stablehlo.constant dense<0.0> : tensor<f32>
    %2787 = "stablehlo.reduce"(%2785, %2786) ({
    ^bb0(%_r457a: tensor<f32>, %_r457b: tensor<f32>):
      %_r457c = stablehlo.add %_r457a, %_r457b : tensor<f32>
      "stablehlo.return"(%_r457c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2788 = stablehlo.add %2784, %2787 : tensor<f32>
    %2789 = stablehlo.multiply %922, %922 : tensor<768x1000xf32>
    %2790 = stablehlo.constant dense<0.0> : tensor<f32>
    %2791 = "stablehlo.reduce"(%2789, %2790) ({
    ^bb0(%_r458a: tensor<f32>, %_r458b: tensor<f32>):
      %_r458c = stablehlo.add %_r458a, %_r458b : tensor<f32>
      "stablehlo.return"(%_r458c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<768x1000xf32>, tensor<f32>) -> tensor<768xf32>
    %2792 = stablehlo.constant dense<0.0> : tensor<f32>
    %2793 = "stablehlo.reduce"(%2791, %2792) ({
    ^bb0(%_r459a: tensor<f32>, %_r459b: tensor<f32>):
      %_r459c = stablehlo.add %_r459a, %_r459b : tensor<f32>
      "stablehlo.return"(%_r459c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2794 = stablehlo.add %2788, %2793 : tensor<f32>
    %2795 = stablehlo.multiply %924, %924 : tensor<1000xf32>
    %2796 = stablehlo.constant dense<0.0> : tensor<f32>
    %2797 = "stablehlo.reduce"(%2795, %2796) ({
    ^bb0(%_r460a: tensor<f32>, %_r460b: tensor<f32>):
      %_r460c = stablehlo.add %_r460a, %_r460b : tensor<f32>
      "stablehlo.return"(%_r460c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1000xf32>, tensor<f32>) -> tensor<f32>
    %2798 = stablehlo.add %2794, %2797 : tensor<f32>
    %2799 = stablehlo.sqrt %2798 : tensor<f32>
    %2800 = stablehlo.constant dense<1.0> : tensor<f32>
    %2801 = "stablehlo.compare"(%2799, %2800) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %2802 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x4x3x96xf32>
    %2803 = stablehlo.divide %1951, %2802 : tensor<4x4x3x96xf32>
    %2804 = stablehlo.constant dense<1.0> : tensor<4x4x3x96xf32>
    %2805 = stablehlo.multiply %2803, %2804 : tensor<4x4x3x96xf32>
    %2806 = "stablehlo.select"(%2801, %1951, %2805) : (tensor<i1>, tensor<4x4x3x96xf32>, tensor<4x4x3x96xf32>) -> tensor<4x4x3x96xf32>
    %2807 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %2808 = stablehlo.divide %1953, %2807 : tensor<96xf32>
    %2809 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %2810 = stablehlo.multiply %2808, %2809 : tensor<96xf32>
    %2811 = "stablehlo.select"(%2801, %1953, %2810) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %2812 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %2813 = stablehlo.divide %1948, %2812 : tensor<96xf32>
    %2814 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %2815 = stablehlo.multiply %2813, %2814 : tensor<96xf32>
    %2816 = "stablehlo.select"(%2801, %1948, %2815) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %2817 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %2818 = stablehlo.divide %1950, %2817 : tensor<96xf32>
    %2819 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %2820 = stablehlo.multiply %2818, %2819 : tensor<96xf32>
    %2821 = "stablehlo.select"(%2801, %1950, %2820) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %2822 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x96xf32>
    %2823 = stablehlo.divide %1926, %2822 : tensor<7x7x1x96xf32>
    %2824 = stablehlo.constant dense<1.0> : tensor<7x7x1x96xf32>
    %2825 = stablehlo.multiply %2823, %2824 : tensor<7x7x1x96xf32>
    %2826 = "stablehlo.select"(%2801, %1926, %2825) : (tensor<i1>, tensor<7x7x1x96xf32>, tensor<7x7x1x96xf32>) -> tensor<7x7x1x96xf32>
    %2827 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %2828 = stablehlo.divide %1928, %2827 : tensor<96xf32>
    %2829 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %2830 = stablehlo.multiply %2828, %2829 : tensor<96xf32>
    %2831 = "stablehlo.select"(%2801, %1928, %2830) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %2832 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %2833 = stablehlo.divide %1921, %2832 : tensor<96xf32>
    %2834 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %2835 = stablehlo.multiply %2833, %2834 : tensor<96xf32>
    %2836 = "stablehlo.select"(%2801, %1921, %2835) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %2837 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %2838 = stablehlo.divide %1923, %2837 : tensor<96xf32>
    %2839 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %2840 = stablehlo.multiply %2838, %2839 : tensor<96xf32>
    %2841 = "stablehlo.select"(%2801, %1923, %2840) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %2842 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96x384xf32>
    %2843 = stablehlo.divide %1900, %2842 : tensor<96x384xf32>
    %2844 = stablehlo.constant dense<1.0> : tensor<96x384xf32>
    %2845 = stablehlo.multiply %2843, %2844 : tensor<96x384xf32>
    %2846 = "stablehlo.select"(%2801, %1900, %2845) : (tensor<i1>, tensor<96x384xf32>, tensor<96x384xf32>) -> tensor<96x384xf32>
    %2847 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %2848 = stablehlo.divide %1902, %2847 : tensor<384xf32>
    %2849 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %2850 = stablehlo.multiply %2848, %2849 : tensor<384xf32>
    %2851 = "stablehlo.select"(%2801, %1902, %2850) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %2852 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x96xf32>
    %2853 = stablehlo.divide %1886, %2852 : tensor<384x96xf32>
    %2854 = stablehlo.constant dense<1.0> : tensor<384x96xf32>
    %2855 = stablehlo.multiply %2853, %2854 : tensor<384x96xf32>
    %2856 = "stablehlo.select"(%2801, %1886, %2855) : (tensor<i1>, tensor<384x96xf32>, tensor<384x96xf32>) -> tensor<384x96xf32>
    %2857 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %2858 = stablehlo.divide %1888, %2857 : tensor<96xf32>
    %2859 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %2860 = stablehlo.multiply %2858, %2859 : tensor<96xf32>
    %2861 = "stablehlo.select"(%2801, %1888, %2860) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %2862 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %2863 = stablehlo.divide %1884, %2862 : tensor<96xf32>
    %2864 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %2865 = stablehlo.multiply %2863, %2864 : tensor<96xf32>
    %2866 = "stablehlo.select"(%2801, %1884, %2865) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %2867 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x96xf32>
    %2868 = stablehlo.divide %1876, %2867 : tensor<7x7x1x96xf32>
    %2869 = stablehlo.constant dense<1.0> : tensor<7x7x1x96xf32>
    %2870 = stablehlo.multiply %2868, %2869 : tensor<7x7x1x96xf32>
    %2871 = "stablehlo.select"(%2801, %1876, %2870) : (tensor<i1>, tensor<7x7x1x96xf32>, tensor<7x7x1x96xf32>) -> tensor<7x7x1x96xf32>
    %2872 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %2873 = stablehlo.divide %1878, %2872 : tensor<96xf32>
    %2874 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %2875 = stablehlo.multiply %2873, %2874 : tensor<96xf32>
    %2876 = "stablehlo.select"(%2801, %1878, %2875) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %2877 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %2878 = stablehlo.divide %1871, %2877 : tensor<96xf32>
    %2879 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %2880 = stablehlo.multiply %2878, %2879 : tensor<96xf32>
    %2881 = "stablehlo.select"(%2801, %1871, %2880) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %2882 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %2883 = stablehlo.divide %1873, %2882 : tensor<96xf32>
    %2884 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %2885 = stablehlo.multiply %2883, %2884 : tensor<96xf32>
    %2886 = "stablehlo.select"(%2801, %1873, %2885) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %2887 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96x384xf32>
    %2888 = stablehlo.divide %1850, %2887 : tensor<96x384xf32>
    %2889 = stablehlo.constant dense<1.0> : tensor<96x384xf32>
    %2890 = stablehlo.multiply %2888, %2889 : tensor<96x384xf32>
    %2891 = "stablehlo.select"(%2801, %1850, %2890) : (tensor<i1>, tensor<96x384xf32>, tensor<96x384xf32>) -> tensor<96x384xf32>
    %2892 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %2893 = stablehlo.divide %1852, %2892 : tensor<384xf32>
    %2894 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %2895 = stablehlo.multiply %2893, %2894 : tensor<384xf32>
    %2896 = "stablehlo.select"(%2801, %1852, %2895) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %2897 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x96xf32>
    %2898 = stablehlo.divide %1836, %2897 : tensor<384x96xf32>
    %2899 = stablehlo.constant dense<1.0> : tensor<384x96xf32>
    %2900 = stablehlo.multiply %2898, %2899 : tensor<384x96xf32>
    %2901 = "stablehlo.select"(%2801, %1836, %2900) : (tensor<i1>, tensor<384x96xf32>, tensor<384x96xf32>) -> tensor<384x96xf32>
    %2902 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %2903 = stablehlo.divide %1838, %2902 : tensor<96xf32>
    %2904 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %2905 = stablehlo.multiply %2903, %2904 : tensor<96xf32>
    %2906 = "stablehlo.select"(%2801, %1838, %2905) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %2907 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %2908 = stablehlo.divide %1834, %2907 : tensor<96xf32>
    %2909 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %2910 = stablehlo.multiply %2908, %2909 : tensor<96xf32>
    %2911 = "stablehlo.select"(%2801, %1834, %2910) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %2912 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x96xf32>
    %2913 = stablehlo.divide %1826, %2912 : tensor<7x7x1x96xf32>
    %2914 = stablehlo.constant dense<1.0> : tensor<7x7x1x96xf32>
    %2915 = stablehlo.multiply %2913, %2914 : tensor<7x7x1x96xf32>
    %2916 = "stablehlo.select"(%2801, %1826, %2915) : (tensor<i1>, tensor<7x7x1x96xf32>, tensor<7x7x1x96xf32>) -> tensor<7x7x1x96xf32>
    %2917 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %2918 = stablehlo.divide %1828, %2917 : tensor<96xf32>
    %2919 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %2920 = stablehlo.multiply %2918, %2919 : tensor<96xf32>
    %2921 = "stablehlo.select"(%2801, %1828, %2920) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %2922 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %2923 = stablehlo.divide %1821, %2922 : tensor<96xf32>
    %2924 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %2925 = stablehlo.multiply %2923, %2924 : tensor<96xf32>
    %2926 = "stablehlo.select"(%2801, %1821, %2925) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %2927 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %2928 = stablehlo.divide %1823, %2927 : tensor<96xf32>
    %2929 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %2930 = stablehlo.multiply %2928, %2929 : tensor<96xf32>
    %2931 = "stablehlo.select"(%2801, %1823, %2930) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %2932 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96x384xf32>
    %2933 = stablehlo.divide %1800, %2932 : tensor<96x384xf32>
    %2934 = stablehlo.constant dense<1.0> : tensor<96x384xf32>
    %2935 = stablehlo.multiply %2933, %2934 : tensor<96x384xf32>
    %2936 = "stablehlo.select"(%2801, %1800, %2935) : (tensor<i1>, tensor<96x384xf32>, tensor<96x384xf32>) -> tensor<96x384xf32>
    %2937 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %2938 = stablehlo.divide %1802, %2937 : tensor<384xf32>
    %2939 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %2940 = stablehlo.multiply %2938, %2939 : tensor<384xf32>
    %2941 = "stablehlo.select"(%2801, %1802, %2940) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %2942 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x96xf32>
    %2943 = stablehlo.divide %1786, %2942 : tensor<384x96xf32>
    %2944 = stablehlo.constant dense<1.0> : tensor<384x96xf32>
    %2945 = stablehlo.multiply %2943, %2944 : tensor<384x96xf32>
    %2946 = "stablehlo.select"(%2801, %1786, %2945) : (tensor<i1>, tensor<384x96xf32>, tensor<384x96xf32>) -> tensor<384x96xf32>
    %2947 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %2948 = stablehlo.divide %1788, %2947 : tensor<96xf32>
    %2949 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %2950 = stablehlo.multiply %2948, %2949 : tensor<96xf32>
    %2951 = "stablehlo.select"(%2801, %1788, %2950) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %2952 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %2953 = stablehlo.divide %1784, %2952 : tensor<96xf32>
    %2954 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %2955 = stablehlo.multiply %2953, %2954 : tensor<96xf32>
    %2956 = "stablehlo.select"(%2801, %1784, %2955) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %2957 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %2958 = stablehlo.divide %1777, %2957 : tensor<96xf32>
    %2959 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %2960 = stablehlo.multiply %2958, %2959 : tensor<96xf32>
    %2961 = "stablehlo.select"(%2801, %1777, %2960) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %2962 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %2963 = stablehlo.divide %1779, %2962 : tensor<96xf32>
    %2964 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %2965 = stablehlo.multiply %2963, %2964 : tensor<96xf32>
    %2966 = "stablehlo.select"(%2801, %1779, %2965) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %2967 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x96x192xf32>
    %2968 = stablehlo.divide %1756, %2967 : tensor<2x2x96x192xf32>
    %2969 = stablehlo.constant dense<1.0> : tensor<2x2x96x192xf32>
    %2970 = stablehlo.multiply %2968, %2969 : tensor<2x2x96x192xf32>
    %2971 = "stablehlo.select"(%2801, %1756, %2970) : (tensor<i1>, tensor<2x2x96x192xf32>, tensor<2x2x96x192xf32>) -> tensor<2x2x96x192xf32>
    %2972 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %2973 = stablehlo.divide %1758, %2972 : tensor<192xf32>
    %2974 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %2975 = stablehlo.multiply %2973, %2974 : tensor<192xf32>
    %2976 = "stablehlo.select"(%2801, %1758, %2975) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %2977 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x192xf32>
    %2978 = stablehlo.divide %1749, %2977 : tensor<7x7x1x192xf32>
    %2979 = stablehlo.constant dense<1.0> : tensor<7x7x1x192xf32>
    %2980 = stablehlo.multiply %2978, %2979 : tensor<7x7x1x192xf32>
    %2981 = "stablehlo.select"(%2801, %1749, %2980) : (tensor<i1>, tensor<7x7x1x192xf32>, tensor<7x7x1x192xf32>) -> tensor<7x7x1x192xf32>
    %2982 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %2983 = stablehlo.divide %1751, %2982 : tensor<192xf32>
    %2984 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %2985 = stablehlo.multiply %2983, %2984 : tensor<192xf32>
    %2986 = "stablehlo.select"(%2801, %1751, %2985) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %2987 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %2988 = stablehlo.divide %1744, %2987 : tensor<192xf32>
    %2989 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %2990 = stablehlo.multiply %2988, %2989 : tensor<192xf32>
    %2991 = "stablehlo.select"(%2801, %1744, %2990) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %2992 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %2993 = stablehlo.divide %1746, %2992 : tensor<192xf32>
    %2994 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %2995 = stablehlo.multiply %2993, %2994 : tensor<192xf32>
    %2996 = "stablehlo.select"(%2801, %1746, %2995) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %2997 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %2998 = stablehlo.divide %1723, %2997 : tensor<192x768xf32>
    %2999 = stablehlo.constant dense<1.0> : tensor<192x768xf32>
    %3000 = stablehlo.multiply %2998, %2999 : tensor<192x768xf32>
    %3001 = "stablehlo.select"(%2801, %1723, %3000) : (tensor<i1>, tensor<192x768xf32>, tensor<192x768xf32>) -> tensor<192x768xf32>
    %3002 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3003 = stablehlo.divide %1725, %3002 : tensor<768xf32>
    %3004 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3005 = stablehlo.multiply %3003, %3004 : tensor<768xf32>
    %3006 = "stablehlo.select"(%2801, %1725, %3005) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3007 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %3008 = stablehlo.divide %1709, %3007 : tensor<768x192xf32>
    %3009 = stablehlo.constant dense<1.0> : tensor<768x192xf32>
    %3010 = stablehlo.multiply %3008, %3009 : tensor<768x192xf32>
    %3011 = "stablehlo.select"(%2801, %1709, %3010) : (tensor<i1>, tensor<768x192xf32>, tensor<768x192xf32>) -> tensor<768x192xf32>
    %3012 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3013 = stablehlo.divide %1711, %3012 : tensor<192xf32>
    %3014 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3015 = stablehlo.multiply %3013, %3014 : tensor<192xf32>
    %3016 = "stablehlo.select"(%2801, %1711, %3015) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3017 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3018 = stablehlo.divide %1707, %3017 : tensor<192xf32>
    %3019 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3020 = stablehlo.multiply %3018, %3019 : tensor<192xf32>
    %3021 = "stablehlo.select"(%2801, %1707, %3020) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3022 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x192xf32>
    %3023 = stablehlo.divide %1699, %3022 : tensor<7x7x1x192xf32>
    %3024 = stablehlo.constant dense<1.0> : tensor<7x7x1x192xf32>
    %3025 = stablehlo.multiply %3023, %3024 : tensor<7x7x1x192xf32>
    %3026 = "stablehlo.select"(%2801, %1699, %3025) : (tensor<i1>, tensor<7x7x1x192xf32>, tensor<7x7x1x192xf32>) -> tensor<7x7x1x192xf32>
    %3027 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3028 = stablehlo.divide %1701, %3027 : tensor<192xf32>
    %3029 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3030 = stablehlo.multiply %3028, %3029 : tensor<192xf32>
    %3031 = "stablehlo.select"(%2801, %1701, %3030) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3032 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3033 = stablehlo.divide %1694, %3032 : tensor<192xf32>
    %3034 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3035 = stablehlo.multiply %3033, %3034 : tensor<192xf32>
    %3036 = "stablehlo.select"(%2801, %1694, %3035) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3037 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3038 = stablehlo.divide %1696, %3037 : tensor<192xf32>
    %3039 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3040 = stablehlo.multiply %3038, %3039 : tensor<192xf32>
    %3041 = "stablehlo.select"(%2801, %1696, %3040) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3042 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %3043 = stablehlo.divide %1673, %3042 : tensor<192x768xf32>
    %3044 = stablehlo.constant dense<1.0> : tensor<192x768xf32>
    %3045 = stablehlo.multiply %3043, %3044 : tensor<192x768xf32>
    %3046 = "stablehlo.select"(%2801, %1673, %3045) : (tensor<i1>, tensor<192x768xf32>, tensor<192x768xf32>) -> tensor<192x768xf32>
    %3047 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3048 = stablehlo.divide %1675, %3047 : tensor<768xf32>
    %3049 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3050 = stablehlo.multiply %3048, %3049 : tensor<768xf32>
    %3051 = "stablehlo.select"(%2801, %1675, %3050) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3052 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %3053 = stablehlo.divide %1659, %3052 : tensor<768x192xf32>
    %3054 = stablehlo.constant dense<1.0> : tensor<768x192xf32>
    %3055 = stablehlo.multiply %3053, %3054 : tensor<768x192xf32>
    %3056 = "stablehlo.select"(%2801, %1659, %3055) : (tensor<i1>, tensor<768x192xf32>, tensor<768x192xf32>) -> tensor<768x192xf32>
    %3057 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3058 = stablehlo.divide %1661, %3057 : tensor<192xf32>
    %3059 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3060 = stablehlo.multiply %3058, %3059 : tensor<192xf32>
    %3061 = "stablehlo.select"(%2801, %1661, %3060) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3062 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3063 = stablehlo.divide %1657, %3062 : tensor<192xf32>
    %3064 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3065 = stablehlo.multiply %3063, %3064 : tensor<192xf32>
    %3066 = "stablehlo.select"(%2801, %1657, %3065) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3067 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x192xf32>
    %3068 = stablehlo.divide %1649, %3067 : tensor<7x7x1x192xf32>
    %3069 = stablehlo.constant dense<1.0> : tensor<7x7x1x192xf32>
    %3070 = stablehlo.multiply %3068, %3069 : tensor<7x7x1x192xf32>
    %3071 = "stablehlo.select"(%2801, %1649, %3070) : (tensor<i1>, tensor<7x7x1x192xf32>, tensor<7x7x1x192xf32>) -> tensor<7x7x1x192xf32>
    %3072 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3073 = stablehlo.divide %1651, %3072 : tensor<192xf32>
    %3074 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3075 = stablehlo.multiply %3073, %3074 : tensor<192xf32>
    %3076 = "stablehlo.select"(%2801, %1651, %3075) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3077 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3078 = stablehlo.divide %1644, %3077 : tensor<192xf32>
    %3079 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3080 = stablehlo.multiply %3078, %3079 : tensor<192xf32>
    %3081 = "stablehlo.select"(%2801, %1644, %3080) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3082 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3083 = stablehlo.divide %1646, %3082 : tensor<192xf32>
    %3084 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3085 = stablehlo.multiply %3083, %3084 : tensor<192xf32>
    %3086 = "stablehlo.select"(%2801, %1646, %3085) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3087 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %3088 = stablehlo.divide %1623, %3087 : tensor<192x768xf32>
    %3089 = stablehlo.constant dense<1.0> : tensor<192x768xf32>
    %3090 = stablehlo.multiply %3088, %3089 : tensor<192x768xf32>
    %3091 = "stablehlo.select"(%2801, %1623, %3090) : (tensor<i1>, tensor<192x768xf32>, tensor<192x768xf32>) -> tensor<192x768xf32>
    %3092 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3093 = stablehlo.divide %1625, %3092 : tensor<768xf32>
    %3094 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3095 = stablehlo.multiply %3093, %3094 : tensor<768xf32>
    %3096 = "stablehlo.select"(%2801, %1625, %3095) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3097 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %3098 = stablehlo.divide %1609, %3097 : tensor<768x192xf32>
    %3099 = stablehlo.constant dense<1.0> : tensor<768x192xf32>
    %3100 = stablehlo.multiply %3098, %3099 : tensor<768x192xf32>
    %3101 = "stablehlo.select"(%2801, %1609, %3100) : (tensor<i1>, tensor<768x192xf32>, tensor<768x192xf32>) -> tensor<768x192xf32>
    %3102 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3103 = stablehlo.divide %1611, %3102 : tensor<192xf32>
    %3104 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3105 = stablehlo.multiply %3103, %3104 : tensor<192xf32>
    %3106 = "stablehlo.select"(%2801, %1611, %3105) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3107 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3108 = stablehlo.divide %1607, %3107 : tensor<192xf32>
    %3109 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3110 = stablehlo.multiply %3108, %3109 : tensor<192xf32>
    %3111 = "stablehlo.select"(%2801, %1607, %3110) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3112 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3113 = stablehlo.divide %1600, %3112 : tensor<192xf32>
    %3114 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3115 = stablehlo.multiply %3113, %3114 : tensor<192xf32>
    %3116 = "stablehlo.select"(%2801, %1600, %3115) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3117 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3118 = stablehlo.divide %1602, %3117 : tensor<192xf32>
    %3119 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3120 = stablehlo.multiply %3118, %3119 : tensor<192xf32>
    %3121 = "stablehlo.select"(%2801, %1602, %3120) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3122 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x192x384xf32>
    %3123 = stablehlo.divide %1579, %3122 : tensor<2x2x192x384xf32>
    %3124 = stablehlo.constant dense<1.0> : tensor<2x2x192x384xf32>
    %3125 = stablehlo.multiply %3123, %3124 : tensor<2x2x192x384xf32>
    %3126 = "stablehlo.select"(%2801, %1579, %3125) : (tensor<i1>, tensor<2x2x192x384xf32>, tensor<2x2x192x384xf32>) -> tensor<2x2x192x384xf32>
    %3127 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3128 = stablehlo.divide %1581, %3127 : tensor<384xf32>
    %3129 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3130 = stablehlo.multiply %3128, %3129 : tensor<384xf32>
    %3131 = "stablehlo.select"(%2801, %1581, %3130) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3132 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %3133 = stablehlo.divide %1572, %3132 : tensor<7x7x1x384xf32>
    %3134 = stablehlo.constant dense<1.0> : tensor<7x7x1x384xf32>
    %3135 = stablehlo.multiply %3133, %3134 : tensor<7x7x1x384xf32>
    %3136 = "stablehlo.select"(%2801, %1572, %3135) : (tensor<i1>, tensor<7x7x1x384xf32>, tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %3137 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3138 = stablehlo.divide %1574, %3137 : tensor<384xf32>
    %3139 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3140 = stablehlo.multiply %3138, %3139 : tensor<384xf32>
    %3141 = "stablehlo.select"(%2801, %1574, %3140) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3142 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3143 = stablehlo.divide %1567, %3142 : tensor<384xf32>
    %3144 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3145 = stablehlo.multiply %3143, %3144 : tensor<384xf32>
    %3146 = "stablehlo.select"(%2801, %1567, %3145) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3147 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3148 = stablehlo.divide %1569, %3147 : tensor<384xf32>
    %3149 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3150 = stablehlo.multiply %3148, %3149 : tensor<384xf32>
    %3151 = "stablehlo.select"(%2801, %1569, %3150) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3152 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %3153 = stablehlo.divide %1546, %3152 : tensor<384x1536xf32>
    %3154 = stablehlo.constant dense<1.0> : tensor<384x1536xf32>
    %3155 = stablehlo.multiply %3153, %3154 : tensor<384x1536xf32>
    %3156 = "stablehlo.select"(%2801, %1546, %3155) : (tensor<i1>, tensor<384x1536xf32>, tensor<384x1536xf32>) -> tensor<384x1536xf32>
    %3157 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %3158 = stablehlo.divide %1548, %3157 : tensor<1536xf32>
    %3159 = stablehlo.constant dense<1.0> : tensor<1536xf32>
    %3160 = stablehlo.multiply %3158, %3159 : tensor<1536xf32>
    %3161 = "stablehlo.select"(%2801, %1548, %3160) : (tensor<i1>, tensor<1536xf32>, tensor<1536xf32>) -> tensor<1536xf32>
    %3162 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %3163 = stablehlo.divide %1532, %3162 : tensor<1536x384xf32>
    %3164 = stablehlo.constant dense<1.0> : tensor<1536x384xf32>
    %3165 = stablehlo.multiply %3163, %3164 : tensor<1536x384xf32>
    %3166 = "stablehlo.select"(%2801, %1532, %3165) : (tensor<i1>, tensor<1536x384xf32>, tensor<1536x384xf32>) -> tensor<1536x384xf32>
    %3167 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3168 = stablehlo.divide %1534, %3167 : tensor<384xf32>
    %3169 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3170 = stablehlo.multiply %3168, %3169 : tensor<384xf32>
    %3171 = "stablehlo.select"(%2801, %1534, %3170) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3172 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3173 = stablehlo.divide %1530, %3172 : tensor<384xf32>
    %3174 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3175 = stablehlo.multiply %3173, %3174 : tensor<384xf32>
    %3176 = "stablehlo.select"(%2801, %1530, %3175) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3177 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %3178 = stablehlo.divide %1522, %3177 : tensor<7x7x1x384xf32>
    %3179 = stablehlo.constant dense<1.0> : tensor<7x7x1x384xf32>
    %3180 = stablehlo.multiply %3178, %3179 : tensor<7x7x1x384xf32>
    %3181 = "stablehlo.select"(%2801, %1522, %3180) : (tensor<i1>, tensor<7x7x1x384xf32>, tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %3182 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3183 = stablehlo.divide %1524, %3182 : tensor<384xf32>
    %3184 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3185 = stablehlo.multiply %3183, %3184 : tensor<384xf32>
    %3186 = "stablehlo.select"(%2801, %1524, %3185) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3187 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3188 = stablehlo.divide %1517, %3187 : tensor<384xf32>
    %3189 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3190 = stablehlo.multiply %3188, %3189 : tensor<384xf32>
    %3191 = "stablehlo.select"(%2801, %1517, %3190) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3192 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3193 = stablehlo.divide %1519, %3192 : tensor<384xf32>
    %3194 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3195 = stablehlo.multiply %3193, %3194 : tensor<384xf32>
    %3196 = "stablehlo.select"(%2801, %1519, %3195) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3197 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %3198 = stablehlo.divide %1496, %3197 : tensor<384x1536xf32>
    %3199 = stablehlo.constant dense<1.0> : tensor<384x1536xf32>
    %3200 = stablehlo.multiply %3198, %3199 : tensor<384x1536xf32>
    %3201 = "stablehlo.select"(%2801, %1496, %3200) : (tensor<i1>, tensor<384x1536xf32>, tensor<384x1536xf32>) -> tensor<384x1536xf32>
    %3202 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %3203 = stablehlo.divide %1498, %3202 : tensor<1536xf32>
    %3204 = stablehlo.constant dense<1.0> : tensor<1536xf32>
    %3205 = stablehlo.multiply %3203, %3204 : tensor<1536xf32>
    %3206 = "stablehlo.select"(%2801, %1498, %3205) : (tensor<i1>, tensor<1536xf32>, tensor<1536xf32>) -> tensor<1536xf32>
    %3207 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %3208 = stablehlo.divide %1482, %3207 : tensor<1536x384xf32>
    %3209 = stablehlo.constant dense<1.0> : tensor<1536x384xf32>
    %3210 = stablehlo.multiply %3208, %3209 : tensor<1536x384xf32>
    %3211 = "stablehlo.select"(%2801, %1482, %3210) : (tensor<i1>, tensor<1536x384xf32>, tensor<1536x384xf32>) -> tensor<1536x384xf32>
    %3212 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3213 = stablehlo.divide %1484, %3212 : tensor<384xf32>
    %3214 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3215 = stablehlo.multiply %3213, %3214 : tensor<384xf32>
    %3216 = "stablehlo.select"(%2801, %1484, %3215) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3217 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3218 = stablehlo.divide %1480, %3217 : tensor<384xf32>
    %3219 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3220 = stablehlo.multiply %3218, %3219 : tensor<384xf32>
    %3221 = "stablehlo.select"(%2801, %1480, %3220) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3222 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %3223 = stablehlo.divide %1472, %3222 : tensor<7x7x1x384xf32>
    %3224 = stablehlo.constant dense<1.0> : tensor<7x7x1x384xf32>
    %3225 = stablehlo.multiply %3223, %3224 : tensor<7x7x1x384xf32>
    %3226 = "stablehlo.select"(%2801, %1472, %3225) : (tensor<i1>, tensor<7x7x1x384xf32>, tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %3227 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3228 = stablehlo.divide %1474, %3227 : tensor<384xf32>
    %3229 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3230 = stablehlo.multiply %3228, %3229 : tensor<384xf32>
    %3231 = "stablehlo.select"(%2801, %1474, %3230) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3232 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3233 = stablehlo.divide %1467, %3232 : tensor<384xf32>
    %3234 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3235 = stablehlo.multiply %3233, %3234 : tensor<384xf32>
    %3236 = "stablehlo.select"(%2801, %1467, %3235) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3237 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3238 = stablehlo.divide %1469, %3237 : tensor<384xf32>
    %3239 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3240 = stablehlo.multiply %3238, %3239 : tensor<384xf32>
    %3241 = "stablehlo.select"(%2801, %1469, %3240) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3242 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %3243 = stablehlo.divide %1446, %3242 : tensor<384x1536xf32>
    %3244 = stablehlo.constant dense<1.0> : tensor<384x1536xf32>
    %3245 = stablehlo.multiply %3243, %3244 : tensor<384x1536xf32>
    %3246 = "stablehlo.select"(%2801, %1446, %3245) : (tensor<i1>, tensor<384x1536xf32>, tensor<384x1536xf32>) -> tensor<384x1536xf32>
    %3247 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %3248 = stablehlo.divide %1448, %3247 : tensor<1536xf32>
    %3249 = stablehlo.constant dense<1.0> : tensor<1536xf32>
    %3250 = stablehlo.multiply %3248, %3249 : tensor<1536xf32>
    %3251 = "stablehlo.select"(%2801, %1448, %3250) : (tensor<i1>, tensor<1536xf32>, tensor<1536xf32>) -> tensor<1536xf32>
    %3252 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %3253 = stablehlo.divide %1432, %3252 : tensor<1536x384xf32>
    %3254 = stablehlo.constant dense<1.0> : tensor<1536x384xf32>
    %3255 = stablehlo.multiply %3253, %3254 : tensor<1536x384xf32>
    %3256 = "stablehlo.select"(%2801, %1432, %3255) : (tensor<i1>, tensor<1536x384xf32>, tensor<1536x384xf32>) -> tensor<1536x384xf32>
    %3257 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3258 = stablehlo.divide %1434, %3257 : tensor<384xf32>
    %3259 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3260 = stablehlo.multiply %3258, %3259 : tensor<384xf32>
    %3261 = "stablehlo.select"(%2801, %1434, %3260) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3262 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3263 = stablehlo.divide %1430, %3262 : tensor<384xf32>
    %3264 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3265 = stablehlo.multiply %3263, %3264 : tensor<384xf32>
    %3266 = "stablehlo.select"(%2801, %1430, %3265) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3267 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %3268 = stablehlo.divide %1422, %3267 : tensor<7x7x1x384xf32>
    %3269 = stablehlo.constant dense<1.0> : tensor<7x7x1x384xf32>
    %3270 = stablehlo.multiply %3268, %3269 : tensor<7x7x1x384xf32>
    %3271 = "stablehlo.select"(%2801, %1422, %3270) : (tensor<i1>, tensor<7x7x1x384xf32>, tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %3272 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3273 = stablehlo.divide %1424, %3272 : tensor<384xf32>
    %3274 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3275 = stablehlo.multiply %3273, %3274 : tensor<384xf32>
    %3276 = "stablehlo.select"(%2801, %1424, %3275) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3277 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3278 = stablehlo.divide %1417, %3277 : tensor<384xf32>
    %3279 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3280 = stablehlo.multiply %3278, %3279 : tensor<384xf32>
    %3281 = "stablehlo.select"(%2801, %1417, %3280) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3282 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3283 = stablehlo.divide %1419, %3282 : tensor<384xf32>
    %3284 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3285 = stablehlo.multiply %3283, %3284 : tensor<384xf32>
    %3286 = "stablehlo.select"(%2801, %1419, %3285) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3287 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %3288 = stablehlo.divide %1396, %3287 : tensor<384x1536xf32>
    %3289 = stablehlo.constant dense<1.0> : tensor<384x1536xf32>
    %3290 = stablehlo.multiply %3288, %3289 : tensor<384x1536xf32>
    %3291 = "stablehlo.select"(%2801, %1396, %3290) : (tensor<i1>, tensor<384x1536xf32>, tensor<384x1536xf32>) -> tensor<384x1536xf32>
    %3292 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %3293 = stablehlo.divide %1398, %3292 : tensor<1536xf32>
    %3294 = stablehlo.constant dense<1.0> : tensor<1536xf32>
    %3295 = stablehlo.multiply %3293, %3294 : tensor<1536xf32>
    %3296 = "stablehlo.select"(%2801, %1398, %3295) : (tensor<i1>, tensor<1536xf32>, tensor<1536xf32>) -> tensor<1536xf32>
    %3297 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %3298 = stablehlo.divide %1382, %3297 : tensor<1536x384xf32>
    %3299 = stablehlo.constant dense<1.0> : tensor<1536x384xf32>
    %3300 = stablehlo.multiply %3298, %3299 : tensor<1536x384xf32>
    %3301 = "stablehlo.select"(%2801, %1382, %3300) : (tensor<i1>, tensor<1536x384xf32>, tensor<1536x384xf32>) -> tensor<1536x384xf32>
    %3302 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3303 = stablehlo.divide %1384, %3302 : tensor<384xf32>
    %3304 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3305 = stablehlo.multiply %3303, %3304 : tensor<384xf32>
    %3306 = "stablehlo.select"(%2801, %1384, %3305) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3307 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3308 = stablehlo.divide %1380, %3307 : tensor<384xf32>
    %3309 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3310 = stablehlo.multiply %3308, %3309 : tensor<384xf32>
    %3311 = "stablehlo.select"(%2801, %1380, %3310) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3312 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %3313 = stablehlo.divide %1372, %3312 : tensor<7x7x1x384xf32>
    %3314 = stablehlo.constant dense<1.0> : tensor<7x7x1x384xf32>
    %3315 = stablehlo.multiply %3313, %3314 : tensor<7x7x1x384xf32>
    %3316 = "stablehlo.select"(%2801, %1372, %3315) : (tensor<i1>, tensor<7x7x1x384xf32>, tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %3317 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3318 = stablehlo.divide %1374, %3317 : tensor<384xf32>
    %3319 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3320 = stablehlo.multiply %3318, %3319 : tensor<384xf32>
    %3321 = "stablehlo.select"(%2801, %1374, %3320) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3322 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3323 = stablehlo.divide %1367, %3322 : tensor<384xf32>
    %3324 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3325 = stablehlo.multiply %3323, %3324 : tensor<384xf32>
    %3326 = "stablehlo.select"(%2801, %1367, %3325) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3327 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3328 = stablehlo.divide %1369, %3327 : tensor<384xf32>
    %3329 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3330 = stablehlo.multiply %3328, %3329 : tensor<384xf32>
    %3331 = "stablehlo.select"(%2801, %1369, %3330) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3332 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %3333 = stablehlo.divide %1346, %3332 : tensor<384x1536xf32>
    %3334 = stablehlo.constant dense<1.0> : tensor<384x1536xf32>
    %3335 = stablehlo.multiply %3333, %3334 : tensor<384x1536xf32>
    %3336 = "stablehlo.select"(%2801, %1346, %3335) : (tensor<i1>, tensor<384x1536xf32>, tensor<384x1536xf32>) -> tensor<384x1536xf32>
    %3337 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %3338 = stablehlo.divide %1348, %3337 : tensor<1536xf32>
    %3339 = stablehlo.constant dense<1.0> : tensor<1536xf32>
    %3340 = stablehlo.multiply %3338, %3339 : tensor<1536xf32>
    %3341 = "stablehlo.select"(%2801, %1348, %3340) : (tensor<i1>, tensor<1536xf32>, tensor<1536xf32>) -> tensor<1536xf32>
    %3342 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %3343 = stablehlo.divide %1332, %3342 : tensor<1536x384xf32>
    %3344 = stablehlo.constant dense<1.0> : tensor<1536x384xf32>
    %3345 = stablehlo.multiply %3343, %3344 : tensor<1536x384xf32>
    %3346 = "stablehlo.select"(%2801, %1332, %3345) : (tensor<i1>, tensor<1536x384xf32>, tensor<1536x384xf32>) -> tensor<1536x384xf32>
    %3347 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3348 = stablehlo.divide %1334, %3347 : tensor<384xf32>
    %3349 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3350 = stablehlo.multiply %3348, %3349 : tensor<384xf32>
    %3351 = "stablehlo.select"(%2801, %1334, %3350) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3352 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3353 = stablehlo.divide %1330, %3352 : tensor<384xf32>
    %3354 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3355 = stablehlo.multiply %3353, %3354 : tensor<384xf32>
    %3356 = "stablehlo.select"(%2801, %1330, %3355) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3357 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %3358 = stablehlo.divide %1322, %3357 : tensor<7x7x1x384xf32>
    %3359 = stablehlo.constant dense<1.0> : tensor<7x7x1x384xf32>
    %3360 = stablehlo.multiply %3358, %3359 : tensor<7x7x1x384xf32>
    %3361 = "stablehlo.select"(%2801, %1322, %3360) : (tensor<i1>, tensor<7x7x1x384xf32>, tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %3362 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3363 = stablehlo.divide %1324, %3362 : tensor<384xf32>
    %3364 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3365 = stablehlo.multiply %3363, %3364 : tensor<384xf32>
    %3366 = "stablehlo.select"(%2801, %1324, %3365) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3367 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3368 = stablehlo.divide %1317, %3367 : tensor<384xf32>
    %3369 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3370 = stablehlo.multiply %3368, %3369 : tensor<384xf32>
    %3371 = "stablehlo.select"(%2801, %1317, %3370) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3372 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3373 = stablehlo.divide %1319, %3372 : tensor<384xf32>
    %3374 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3375 = stablehlo.multiply %3373, %3374 : tensor<384xf32>
    %3376 = "stablehlo.select"(%2801, %1319, %3375) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3377 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %3378 = stablehlo.divide %1296, %3377 : tensor<384x1536xf32>
    %3379 = stablehlo.constant dense<1.0> : tensor<384x1536xf32>
    %3380 = stablehlo.multiply %3378, %3379 : tensor<384x1536xf32>
    %3381 = "stablehlo.select"(%2801, %1296, %3380) : (tensor<i1>, tensor<384x1536xf32>, tensor<384x1536xf32>) -> tensor<384x1536xf32>
    %3382 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %3383 = stablehlo.divide %1298, %3382 : tensor<1536xf32>
    %3384 = stablehlo.constant dense<1.0> : tensor<1536xf32>
    %3385 = stablehlo.multiply %3383, %3384 : tensor<1536xf32>
    %3386 = "stablehlo.select"(%2801, %1298, %3385) : (tensor<i1>, tensor<1536xf32>, tensor<1536xf32>) -> tensor<1536xf32>
    %3387 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %3388 = stablehlo.divide %1282, %3387 : tensor<1536x384xf32>
    %3389 = stablehlo.constant dense<1.0> : tensor<1536x384xf32>
    %3390 = stablehlo.multiply %3388, %3389 : tensor<1536x384xf32>
    %3391 = "stablehlo.select"(%2801, %1282, %3390) : (tensor<i1>, tensor<1536x384xf32>, tensor<1536x384xf32>) -> tensor<1536x384xf32>
    %3392 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3393 = stablehlo.divide %1284, %3392 : tensor<384xf32>
    %3394 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3395 = stablehlo.multiply %3393, %3394 : tensor<384xf32>
    %3396 = "stablehlo.select"(%2801, %1284, %3395) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3397 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3398 = stablehlo.divide %1280, %3397 : tensor<384xf32>
    %3399 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3400 = stablehlo.multiply %3398, %3399 : tensor<384xf32>
    %3401 = "stablehlo.select"(%2801, %1280, %3400) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3402 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %3403 = stablehlo.divide %1272, %3402 : tensor<7x7x1x384xf32>
    %3404 = stablehlo.constant dense<1.0> : tensor<7x7x1x384xf32>
    %3405 = stablehlo.multiply %3403, %3404 : tensor<7x7x1x384xf32>
    %3406 = "stablehlo.select"(%2801, %1272, %3405) : (tensor<i1>, tensor<7x7x1x384xf32>, tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %3407 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3408 = stablehlo.divide %1274, %3407 : tensor<384xf32>
    %3409 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3410 = stablehlo.multiply %3408, %3409 : tensor<384xf32>
    %3411 = "stablehlo.select"(%2801, %1274, %3410) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3412 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3413 = stablehlo.divide %1267, %3412 : tensor<384xf32>
    %3414 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3415 = stablehlo.multiply %3413, %3414 : tensor<384xf32>
    %3416 = "stablehlo.select"(%2801, %1267, %3415) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3417 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3418 = stablehlo.divide %1269, %3417 : tensor<384xf32>
    %3419 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3420 = stablehlo.multiply %3418, %3419 : tensor<384xf32>
    %3421 = "stablehlo.select"(%2801, %1269, %3420) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3422 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %3423 = stablehlo.divide %1246, %3422 : tensor<384x1536xf32>
    %3424 = stablehlo.constant dense<1.0> : tensor<384x1536xf32>
    %3425 = stablehlo.multiply %3423, %3424 : tensor<384x1536xf32>
    %3426 = "stablehlo.select"(%2801, %1246, %3425) : (tensor<i1>, tensor<384x1536xf32>, tensor<384x1536xf32>) -> tensor<384x1536xf32>
    %3427 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %3428 = stablehlo.divide %1248, %3427 : tensor<1536xf32>
    %3429 = stablehlo.constant dense<1.0> : tensor<1536xf32>
    %3430 = stablehlo.multiply %3428, %3429 : tensor<1536xf32>
    %3431 = "stablehlo.select"(%2801, %1248, %3430) : (tensor<i1>, tensor<1536xf32>, tensor<1536xf32>) -> tensor<1536xf32>
    %3432 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %3433 = stablehlo.divide %1232, %3432 : tensor<1536x384xf32>
    %3434 = stablehlo.constant dense<1.0> : tensor<1536x384xf32>
    %3435 = stablehlo.multiply %3433, %3434 : tensor<1536x384xf32>
    %3436 = "stablehlo.select"(%2801, %1232, %3435) : (tensor<i1>, tensor<1536x384xf32>, tensor<1536x384xf32>) -> tensor<1536x384xf32>
    %3437 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3438 = stablehlo.divide %1234, %3437 : tensor<384xf32>
    %3439 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3440 = stablehlo.multiply %3438, %3439 : tensor<384xf32>
    %3441 = "stablehlo.select"(%2801, %1234, %3440) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3442 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3443 = stablehlo.divide %1230, %3442 : tensor<384xf32>
    %3444 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3445 = stablehlo.multiply %3443, %3444 : tensor<384xf32>
    %3446 = "stablehlo.select"(%2801, %1230, %3445) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3447 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %3448 = stablehlo.divide %1222, %3447 : tensor<7x7x1x384xf32>
    %3449 = stablehlo.constant dense<1.0> : tensor<7x7x1x384xf32>
    %3450 = stablehlo.multiply %3448, %3449 : tensor<7x7x1x384xf32>
    %3451 = "stablehlo.select"(%2801, %1222, %3450) : (tensor<i1>, tensor<7x7x1x384xf32>, tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %3452 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3453 = stablehlo.divide %1224, %3452 : tensor<384xf32>
    %3454 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3455 = stablehlo.multiply %3453, %3454 : tensor<384xf32>
    %3456 = "stablehlo.select"(%2801, %1224, %3455) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3457 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3458 = stablehlo.divide %1217, %3457 : tensor<384xf32>
    %3459 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3460 = stablehlo.multiply %3458, %3459 : tensor<384xf32>
    %3461 = "stablehlo.select"(%2801, %1217, %3460) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3462 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3463 = stablehlo.divide %1219, %3462 : tensor<384xf32>
    %3464 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3465 = stablehlo.multiply %3463, %3464 : tensor<384xf32>
    %3466 = "stablehlo.select"(%2801, %1219, %3465) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3467 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %3468 = stablehlo.divide %1196, %3467 : tensor<384x1536xf32>
    %3469 = stablehlo.constant dense<1.0> : tensor<384x1536xf32>
    %3470 = stablehlo.multiply %3468, %3469 : tensor<384x1536xf32>
    %3471 = "stablehlo.select"(%2801, %1196, %3470) : (tensor<i1>, tensor<384x1536xf32>, tensor<384x1536xf32>) -> tensor<384x1536xf32>
    %3472 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %3473 = stablehlo.divide %1198, %3472 : tensor<1536xf32>
    %3474 = stablehlo.constant dense<1.0> : tensor<1536xf32>
    %3475 = stablehlo.multiply %3473, %3474 : tensor<1536xf32>
    %3476 = "stablehlo.select"(%2801, %1198, %3475) : (tensor<i1>, tensor<1536xf32>, tensor<1536xf32>) -> tensor<1536xf32>
    %3477 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %3478 = stablehlo.divide %1182, %3477 : tensor<1536x384xf32>
    %3479 = stablehlo.constant dense<1.0> : tensor<1536x384xf32>
    %3480 = stablehlo.multiply %3478, %3479 : tensor<1536x384xf32>
    %3481 = "stablehlo.select"(%2801, %1182, %3480) : (tensor<i1>, tensor<1536x384xf32>, tensor<1536x384xf32>) -> tensor<1536x384xf32>
    %3482 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3483 = stablehlo.divide %1184, %3482 : tensor<384xf32>
    %3484 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3485 = stablehlo.multiply %3483, %3484 : tensor<384xf32>
    %3486 = "stablehlo.select"(%2801, %1184, %3485) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3487 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3488 = stablehlo.divide %1180, %3487 : tensor<384xf32>
    %3489 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3490 = stablehlo.multiply %3488, %3489 : tensor<384xf32>
    %3491 = "stablehlo.select"(%2801, %1180, %3490) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3492 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %3493 = stablehlo.divide %1172, %3492 : tensor<7x7x1x384xf32>
    %3494 = stablehlo.constant dense<1.0> : tensor<7x7x1x384xf32>
    %3495 = stablehlo.multiply %3493, %3494 : tensor<7x7x1x384xf32>
    %3496 = "stablehlo.select"(%2801, %1172, %3495) : (tensor<i1>, tensor<7x7x1x384xf32>, tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %3497 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3498 = stablehlo.divide %1174, %3497 : tensor<384xf32>
    %3499 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3500 = stablehlo.multiply %3498, %3499 : tensor<384xf32>
    %3501 = "stablehlo.select"(%2801, %1174, %3500) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3502 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3503 = stablehlo.divide %1167, %3502 : tensor<384xf32>
    %3504 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3505 = stablehlo.multiply %3503, %3504 : tensor<384xf32>
    %3506 = "stablehlo.select"(%2801, %1167, %3505) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3507 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3508 = stablehlo.divide %1169, %3507 : tensor<384xf32>
    %3509 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3510 = stablehlo.multiply %3508, %3509 : tensor<384xf32>
    %3511 = "stablehlo.select"(%2801, %1169, %3510) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3512 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %3513 = stablehlo.divide %1146, %3512 : tensor<384x1536xf32>
    %3514 = stablehlo.constant dense<1.0> : tensor<384x1536xf32>
    %3515 = stablehlo.multiply %3513, %3514 : tensor<384x1536xf32>
    %3516 = "stablehlo.select"(%2801, %1146, %3515) : (tensor<i1>, tensor<384x1536xf32>, tensor<384x1536xf32>) -> tensor<384x1536xf32>
    %3517 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %3518 = stablehlo.divide %1148, %3517 : tensor<1536xf32>
    %3519 = stablehlo.constant dense<1.0> : tensor<1536xf32>
    %3520 = stablehlo.multiply %3518, %3519 : tensor<1536xf32>
    %3521 = "stablehlo.select"(%2801, %1148, %3520) : (tensor<i1>, tensor<1536xf32>, tensor<1536xf32>) -> tensor<1536xf32>
    %3522 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %3523 = stablehlo.divide %1132, %3522 : tensor<1536x384xf32>
    %3524 = stablehlo.constant dense<1.0> : tensor<1536x384xf32>
    %3525 = stablehlo.multiply %3523, %3524 : tensor<1536x384xf32>
    %3526 = "stablehlo.select"(%2801, %1132, %3525) : (tensor<i1>, tensor<1536x384xf32>, tensor<1536x384xf32>) -> tensor<1536x384xf32>
    %3527 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3528 = stablehlo.divide %1134, %3527 : tensor<384xf32>
    %3529 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3530 = stablehlo.multiply %3528, %3529 : tensor<384xf32>
    %3531 = "stablehlo.select"(%2801, %1134, %3530) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3532 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3533 = stablehlo.divide %1130, %3532 : tensor<384xf32>
    %3534 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3535 = stablehlo.multiply %3533, %3534 : tensor<384xf32>
    %3536 = "stablehlo.select"(%2801, %1130, %3535) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3537 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3538 = stablehlo.divide %1123, %3537 : tensor<384xf32>
    %3539 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3540 = stablehlo.multiply %3538, %3539 : tensor<384xf32>
    %3541 = "stablehlo.select"(%2801, %1123, %3540) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3542 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3543 = stablehlo.divide %1125, %3542 : tensor<384xf32>
    %3544 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3545 = stablehlo.multiply %3543, %3544 : tensor<384xf32>
    %3546 = "stablehlo.select"(%2801, %1125, %3545) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3547 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x384x768xf32>
    %3548 = stablehlo.divide %1102, %3547 : tensor<2x2x384x768xf32>
    %3549 = stablehlo.constant dense<1.0> : tensor<2x2x384x768xf32>
    %3550 = stablehlo.multiply %3548, %3549 : tensor<2x2x384x768xf32>
    %3551 = "stablehlo.select"(%2801, %1102, %3550) : (tensor<i1>, tensor<2x2x384x768xf32>, tensor<2x2x384x768xf32>) -> tensor<2x2x384x768xf32>
    %3552 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3553 = stablehlo.divide %1104, %3552 : tensor<768xf32>
    %3554 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3555 = stablehlo.multiply %3553, %3554 : tensor<768xf32>
    %3556 = "stablehlo.select"(%2801, %1104, %3555) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3557 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x768xf32>
    %3558 = stablehlo.divide %1095, %3557 : tensor<7x7x1x768xf32>
    %3559 = stablehlo.constant dense<1.0> : tensor<7x7x1x768xf32>
    %3560 = stablehlo.multiply %3558, %3559 : tensor<7x7x1x768xf32>
    %3561 = "stablehlo.select"(%2801, %1095, %3560) : (tensor<i1>, tensor<7x7x1x768xf32>, tensor<7x7x1x768xf32>) -> tensor<7x7x1x768xf32>
    %3562 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3563 = stablehlo.divide %1097, %3562 : tensor<768xf32>
    %3564 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3565 = stablehlo.multiply %3563, %3564 : tensor<768xf32>
    %3566 = "stablehlo.select"(%2801, %1097, %3565) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3567 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3568 = stablehlo.divide %1090, %3567 : tensor<768xf32>
    %3569 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3570 = stablehlo.multiply %3568, %3569 : tensor<768xf32>
    %3571 = "stablehlo.select"(%2801, %1090, %3570) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3572 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3573 = stablehlo.divide %1092, %3572 : tensor<768xf32>
    %3574 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3575 = stablehlo.multiply %3573, %3574 : tensor<768xf32>
    %3576 = "stablehlo.select"(%2801, %1092, %3575) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3577 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x3072xf32>
    %3578 = stablehlo.divide %1069, %3577 : tensor<768x3072xf32>
    %3579 = stablehlo.constant dense<1.0> : tensor<768x3072xf32>
    %3580 = stablehlo.multiply %3578, %3579 : tensor<768x3072xf32>
    %3581 = "stablehlo.select"(%2801, %1069, %3580) : (tensor<i1>, tensor<768x3072xf32>, tensor<768x3072xf32>) -> tensor<768x3072xf32>
    %3582 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072xf32>
    %3583 = stablehlo.divide %1071, %3582 : tensor<3072xf32>
    %3584 = stablehlo.constant dense<1.0> : tensor<3072xf32>
    %3585 = stablehlo.multiply %3583, %3584 : tensor<3072xf32>
    %3586 = "stablehlo.select"(%2801, %1071, %3585) : (tensor<i1>, tensor<3072xf32>, tensor<3072xf32>) -> tensor<3072xf32>
    %3587 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072x768xf32>
    %3588 = stablehlo.divide %1055, %3587 : tensor<3072x768xf32>
    %3589 = stablehlo.constant dense<1.0> : tensor<3072x768xf32>
    %3590 = stablehlo.multiply %3588, %3589 : tensor<3072x768xf32>
    %3591 = "stablehlo.select"(%2801, %1055, %3590) : (tensor<i1>, tensor<3072x768xf32>, tensor<3072x768xf32>) -> tensor<3072x768xf32>
    %3592 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3593 = stablehlo.divide %1057, %3592 : tensor<768xf32>
    %3594 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3595 = stablehlo.multiply %3593, %3594 : tensor<768xf32>
    %3596 = "stablehlo.select"(%2801, %1057, %3595) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3597 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3598 = stablehlo.divide %1053, %3597 : tensor<768xf32>
    %3599 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3600 = stablehlo.multiply %3598, %3599 : tensor<768xf32>
    %3601 = "stablehlo.select"(%2801, %1053, %3600) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3602 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x768xf32>
    %3603 = stablehlo.divide %1045, %3602 : tensor<7x7x1x768xf32>
    %3604 = stablehlo.constant dense<1.0> : tensor<7x7x1x768xf32>
    %3605 = stablehlo.multiply %3603, %3604 : tensor<7x7x1x768xf32>
    %3606 = "stablehlo.select"(%2801, %1045, %3605) : (tensor<i1>, tensor<7x7x1x768xf32>, tensor<7x7x1x768xf32>) -> tensor<7x7x1x768xf32>
    %3607 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3608 = stablehlo.divide %1047, %3607 : tensor<768xf32>
    %3609 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3610 = stablehlo.multiply %3608, %3609 : tensor<768xf32>
    %3611 = "stablehlo.select"(%2801, %1047, %3610) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3612 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3613 = stablehlo.divide %1040, %3612 : tensor<768xf32>
    %3614 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3615 = stablehlo.multiply %3613, %3614 : tensor<768xf32>
    %3616 = "stablehlo.select"(%2801, %1040, %3615) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3617 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3618 = stablehlo.divide %1042, %3617 : tensor<768xf32>
    %3619 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3620 = stablehlo.multiply %3618, %3619 : tensor<768xf32>
    %3621 = "stablehlo.select"(%2801, %1042, %3620) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3622 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x3072xf32>
    %3623 = stablehlo.divide %1019, %3622 : tensor<768x3072xf32>
    %3624 = stablehlo.constant dense<1.0> : tensor<768x3072xf32>
    %3625 = stablehlo.multiply %3623, %3624 : tensor<768x3072xf32>
    %3626 = "stablehlo.select"(%2801, %1019, %3625) : (tensor<i1>, tensor<768x3072xf32>, tensor<768x3072xf32>) -> tensor<768x3072xf32>
    %3627 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072xf32>
    %3628 = stablehlo.divide %1021, %3627 : tensor<3072xf32>
    %3629 = stablehlo.constant dense<1.0> : tensor<3072xf32>
    %3630 = stablehlo.multiply %3628, %3629 : tensor<3072xf32>
    %3631 = "stablehlo.select"(%2801, %1021, %3630) : (tensor<i1>, tensor<3072xf32>, tensor<3072xf32>) -> tensor<3072xf32>
    %3632 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072x768xf32>
    %3633 = stablehlo.divide %1005, %3632 : tensor<3072x768xf32>
    %3634 = stablehlo.constant dense<1.0> : tensor<3072x768xf32>
    %3635 = stablehlo.multiply %3633, %3634 : tensor<3072x768xf32>
    %3636 = "stablehlo.select"(%2801, %1005, %3635) : (tensor<i1>, tensor<3072x768xf32>, tensor<3072x768xf32>) -> tensor<3072x768xf32>
    %3637 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3638 = stablehlo.divide %1007, %3637 : tensor<768xf32>
    %3639 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3640 = stablehlo.multiply %3638, %3639 : tensor<768xf32>
    %3641 = "stablehlo.select"(%2801, %1007, %3640) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3642 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3643 = stablehlo.divide %1003, %3642 : tensor<768xf32>
    %3644 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3645 = stablehlo.multiply %3643, %3644 : tensor<768xf32>
    %3646 = "stablehlo.select"(%2801, %1003, %3645) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3647 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x768xf32>
    %3648 = stablehlo.divide %995, %3647 : tensor<7x7x1x768xf32>
    %3649 = stablehlo.constant dense<1.0> : tensor<7x7x1x768xf32>
    %3650 = stablehlo.multiply %3648, %3649 : tensor<7x7x1x768xf32>
    %3651 = "stablehlo.select"(%2801, %995, %3650) : (tensor<i1>, tensor<7x7x1x768xf32>, tensor<7x7x1x768xf32>) -> tensor<7x7x1x768xf32>
    %3652 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3653 = stablehlo.divide %997, %3652 : tensor<768xf32>
    %3654 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3655 = stablehlo.multiply %3653, %3654 : tensor<768xf32>
    %3656 = "stablehlo.select"(%2801, %997, %3655) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3657 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3658 = stablehlo.divide %990, %3657 : tensor<768xf32>
    %3659 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3660 = stablehlo.multiply %3658, %3659 : tensor<768xf32>
    %3661 = "stablehlo.select"(%2801, %990, %3660) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3662 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3663 = stablehlo.divide %992, %3662 : tensor<768xf32>
    %3664 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3665 = stablehlo.multiply %3663, %3664 : tensor<768xf32>
    %3666 = "stablehlo.select"(%2801, %992, %3665) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3667 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x3072xf32>
    %3668 = stablehlo.divide %969, %3667 : tensor<768x3072xf32>
    %3669 = stablehlo.constant dense<1.0> : tensor<768x3072xf32>
    %3670 = stablehlo.multiply %3668, %3669 : tensor<768x3072xf32>
    %3671 = "stablehlo.select"(%2801, %969, %3670) : (tensor<i1>, tensor<768x3072xf32>, tensor<768x3072xf32>) -> tensor<768x3072xf32>
    %3672 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072xf32>
    %3673 = stablehlo.divide %971, %3672 : tensor<3072xf32>
    %3674 = stablehlo.constant dense<1.0> : tensor<3072xf32>
    %3675 = stablehlo.multiply %3673, %3674 : tensor<3072xf32>
    %3676 = "stablehlo.select"(%2801, %971, %3675) : (tensor<i1>, tensor<3072xf32>, tensor<3072xf32>) -> tensor<3072xf32>
    %3677 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072x768xf32>
    %3678 = stablehlo.divide %955, %3677 : tensor<3072x768xf32>
    %3679 = stablehlo.constant dense<1.0> : tensor<3072x768xf32>
    %3680 = stablehlo.multiply %3678, %3679 : tensor<3072x768xf32>
    %3681 = "stablehlo.select"(%2801, %955, %3680) : (tensor<i1>, tensor<3072x768xf32>, tensor<3072x768xf32>) -> tensor<3072x768xf32>
    %3682 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3683 = stablehlo.divide %957, %3682 : tensor<768xf32>
    %3684 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3685 = stablehlo.multiply %3683, %3684 : tensor<768xf32>
    %3686 = "stablehlo.select"(%2801, %957, %3685) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3687 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3688 = stablehlo.divide %953, %3687 : tensor<768xf32>
    %3689 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3690 = stablehlo.multiply %3688, %3689 : tensor<768xf32>
    %3691 = "stablehlo.select"(%2801, %953, %3690) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3692 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3693 = stablehlo.divide %943, %3692 : tensor<768xf32>
    %3694 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3695 = stablehlo.multiply %3693, %3694 : tensor<768xf32>
    %3696 = "stablehlo.select"(%2801, %943, %3695) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3697 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3698 = stablehlo.divide %945, %3697 : tensor<768xf32>
    %3699 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3700 = stablehlo.multiply %3698, %3699 : tensor<768xf32>
    %3701 = "stablehlo.select"(%2801, %945, %3700) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3702 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x1000xf32>
    %3703 = stablehlo.divide %922, %3702 : tensor<768x1000xf32>
    %3704 = stablehlo.constant dense<1.0> : tensor<768x1000xf32>
    %3705 = stablehlo.multiply %3703, %3704 : tensor<768x1000xf32>
    %3706 = "stablehlo.select"(%2801, %922, %3705) : (tensor<i1>, tensor<768x1000xf32>, tensor<768x1000xf32>) -> tensor<768x1000xf32>
    %3707 = "stablehlo.broadcast_in_dim"(%2799) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1000xf32>
    %3708 = stablehlo.divide %924, %3707 : tensor<1000xf32>
    %3709 = stablehlo.constant dense<1.0> : tensor<1000xf32>
    %3710 = stablehlo.multiply %3708, %3709 : tensor<1000xf32>
    %3711 = "stablehlo.select"(%2801, %924, %3710) : (tensor<i1>, tensor<1000xf32>, tensor<1000xf32>) -> tensor<1000xf32>
    %3712 = stablehlo.constant dense<0.9> : tensor<4x4x3x96xf32>
    %3713 = stablehlo.multiply %3712, %m.stem.conv.w : tensor<4x4x3x96xf32>
    %3714 = stablehlo.constant dense<0.1> : tensor<4x4x3x96xf32>
    %3715 = stablehlo.multiply %3714, %2806 : tensor<4x4x3x96xf32>
    %3716 = stablehlo.add %3713, %3715 : tensor<4x4x3x96xf32>
    %3717 = stablehlo.constant dense<0.999> : tensor<4x4x3x96xf32>
    %3718 = stablehlo.multiply %3717, %v.stem.conv.w : tensor<4x4x3x96xf32>
    %3719 = stablehlo.constant dense<0.001> : tensor<4x4x3x96xf32>
    %3720 = stablehlo.multiply %2806, %2806 : tensor<4x4x3x96xf32>
    %3721 = stablehlo.multiply %3719, %3720 : tensor<4x4x3x96xf32>
    %3722 = stablehlo.add %3718, %3721 : tensor<4x4x3x96xf32>
    %3723 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x4x3x96xf32>
    %3724 = stablehlo.divide %3716, %3723 : tensor<4x4x3x96xf32>
    %3725 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x4x3x96xf32>
    %3726 = stablehlo.divide %3722, %3725 : tensor<4x4x3x96xf32>
    %3727 = stablehlo.sqrt %3726 : tensor<4x4x3x96xf32>
    %3728 = stablehlo.constant dense<1.0e-08> : tensor<4x4x3x96xf32>
    %3729 = stablehlo.add %3727, %3728 : tensor<4x4x3x96xf32>
    %3730 = stablehlo.divide %3724, %3729 : tensor<4x4x3x96xf32>
    %3731 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %3732 = stablehlo.multiply %3731, %m.stem.conv.b : tensor<96xf32>
    %3733 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %3734 = stablehlo.multiply %3733, %2811 : tensor<96xf32>
    %3735 = stablehlo.add %3732, %3734 : tensor<96xf32>
    %3736 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %3737 = stablehlo.multiply %3736, %v.stem.conv.b : tensor<96xf32>
    %3738 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %3739 = stablehlo.multiply %2811, %2811 : tensor<96xf32>
    %3740 = stablehlo.multiply %3738, %3739 : tensor<96xf32>
    %3741 = stablehlo.add %3737, %3740 : tensor<96xf32>
    %3742 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3743 = stablehlo.divide %3735, %3742 : tensor<96xf32>
    %3744 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3745 = stablehlo.divide %3741, %3744 : tensor<96xf32>
    %3746 = stablehlo.sqrt %3745 : tensor<96xf32>
    %3747 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %3748 = stablehlo.add %3746, %3747 : tensor<96xf32>
    %3749 = stablehlo.divide %3743, %3748 : tensor<96xf32>
    %3750 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %3751 = stablehlo.multiply %3750, %m.stem.norm.g : tensor<96xf32>
    %3752 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %3753 = stablehlo.multiply %3752, %2816 : tensor<96xf32>
    %3754 = stablehlo.add %3751, %3753 : tensor<96xf32>
    %3755 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %3756 = stablehlo.multiply %3755, %v.stem.norm.g : tensor<96xf32>
    %3757 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %3758 = stablehlo.multiply %2816, %2816 : tensor<96xf32>
    %3759 = stablehlo.multiply %3757, %3758 : tensor<96xf32>
    %3760 = stablehlo.add %3756, %3759 : tensor<96xf32>
    %3761 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3762 = stablehlo.divide %3754, %3761 : tensor<96xf32>
    %3763 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3764 = stablehlo.divide %3760, %3763 : tensor<96xf32>
    %3765 = stablehlo.sqrt %3764 : tensor<96xf32>
    %3766 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %3767 = stablehlo.add %3765, %3766 : tensor<96xf32>
    %3768 = stablehlo.divide %3762, %3767 : tensor<96xf32>
    %3769 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %3770 = stablehlo.multiply %3769, %m.stem.norm.b : tensor<96xf32>
    %3771 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %3772 = stablehlo.multiply %3771, %2821 : tensor<96xf32>
    %3773 = stablehlo.add %3770, %3772 : tensor<96xf32>
    %3774 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %3775 = stablehlo.multiply %3774, %v.stem.norm.b : tensor<96xf32>
    %3776 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %3777 = stablehlo.multiply %2821, %2821 : tensor<96xf32>
    %3778 = stablehlo.multiply %3776, %3777 : tensor<96xf32>
    %3779 = stablehlo.add %3775, %3778 : tensor<96xf32>
    %3780 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3781 = stablehlo.divide %3773, %3780 : tensor<96xf32>
    %3782 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3783 = stablehlo.divide %3779, %3782 : tensor<96xf32>
    %3784 = stablehlo.sqrt %3783 : tensor<96xf32>
    %3785 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %3786 = stablehlo.add %3784, %3785 : tensor<96xf32>
    %3787 = stablehlo.divide %3781, %3786 : tensor<96xf32>
    %3788 = stablehlo.constant dense<0.9> : tensor<7x7x1x96xf32>
    %3789 = stablehlo.multiply %3788, %m.stages.0.blocks.0.dwconv.w : tensor<7x7x1x96xf32>
    %3790 = stablehlo.constant dense<0.1> : tensor<7x7x1x96xf32>
    %3791 = stablehlo.multiply %3790, %2826 : tensor<7x7x1x96xf32>
    %3792 = stablehlo.add %3789, %3791 : tensor<7x7x1x96xf32>
    %3793 = stablehlo.constant dense<0.999> : tensor<7x7x1x96xf32>
    %3794 = stablehlo.multiply %3793, %v.stages.0.blocks.0.dwconv.w : tensor<7x7x1x96xf32>
    %3795 = stablehlo.constant dense<0.001> : tensor<7x7x1x96xf32>
    %3796 = stablehlo.multiply %2826, %2826 : tensor<7x7x1x96xf32>
    %3797 = stablehlo.multiply %3795, %3796 : tensor<7x7x1x96xf32>
    %3798 = stablehlo.add %3794, %3797 : tensor<7x7x1x96xf32>
    %3799 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x96xf32>
    %3800 = stablehlo.divide %3792, %3799 : tensor<7x7x1x96xf32>
    %3801 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x96xf32>
    %3802 = stablehlo.divide %3798, %3801 : tensor<7x7x1x96xf32>
    %3803 = stablehlo.sqrt %3802 : tensor<7x7x1x96xf32>
    %3804 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x96xf32>
    %3805 = stablehlo.add %3803, %3804 : tensor<7x7x1x96xf32>
    %3806 = stablehlo.divide %3800, %3805 : tensor<7x7x1x96xf32>
    %3807 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %3808 = stablehlo.multiply %3807, %m.stages.0.blocks.0.dwconv.b : tensor<96xf32>
    %3809 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %3810 = stablehlo.multiply %3809, %2831 : tensor<96xf32>
    %3811 = stablehlo.add %3808, %3810 : tensor<96xf32>
    %3812 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %3813 = stablehlo.multiply %3812, %v.stages.0.blocks.0.dwconv.b : tensor<96xf32>
    %3814 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %3815 = stablehlo.multiply %2831, %2831 : tensor<96xf32>
    %3816 = stablehlo.multiply %3814, %3815 : tensor<96xf32>
    %3817 = stablehlo.add %3813, %3816 : tensor<96xf32>
    %3818 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3819 = stablehlo.divide %3811, %3818 : tensor<96xf32>
    %3820 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3821 = stablehlo.divide %3817, %3820 : tensor<96xf32>
    %3822 = stablehlo.sqrt %3821 : tensor<96xf32>
    %3823 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %3824 = stablehlo.add %3822, %3823 : tensor<96xf32>
    %3825 = stablehlo.divide %3819, %3824 : tensor<96xf32>
    %3826 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %3827 = stablehlo.multiply %3826, %m.stages.0.blocks.0.norm.g : tensor<96xf32>
    %3828 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %3829 = stablehlo.multiply %3828, %2836 : tensor<96xf32>
    %3830 = stablehlo.add %3827, %3829 : tensor<96xf32>
    %3831 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %3832 = stablehlo.multiply %3831, %v.stages.0.blocks.0.norm.g : tensor<96xf32>
    %3833 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %3834 = stablehlo.multiply %2836, %2836 : tensor<96xf32>
    %3835 = stablehlo.multiply %3833, %3834 : tensor<96xf32>
    %3836 = stablehlo.add %3832, %3835 : tensor<96xf32>
    %3837 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3838 = stablehlo.divide %3830, %3837 : tensor<96xf32>
    %3839 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3840 = stablehlo.divide %3836, %3839 : tensor<96xf32>
    %3841 = stablehlo.sqrt %3840 : tensor<96xf32>
    %3842 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %3843 = stablehlo.add %3841, %3842 : tensor<96xf32>
    %3844 = stablehlo.divide %3838, %3843 : tensor<96xf32>
    %3845 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %3846 = stablehlo.multiply %3845, %m.stages.0.blocks.0.norm.b : tensor<96xf32>
    %3847 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %3848 = stablehlo.multiply %3847, %2841 : tensor<96xf32>
    %3849 = stablehlo.add %3846, %3848 : tensor<96xf32>
    %3850 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %3851 = stablehlo.multiply %3850, %v.stages.0.blocks.0.norm.b : tensor<96xf32>
    %3852 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %3853 = stablehlo.multiply %2841, %2841 : tensor<96xf32>
    %3854 = stablehlo.multiply %3852, %3853 : tensor<96xf32>
    %3855 = stablehlo.add %3851, %3854 : tensor<96xf32>
    %3856 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3857 = stablehlo.divide %3849, %3856 : tensor<96xf32>
    %3858 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3859 = stablehlo.divide %3855, %3858 : tensor<96xf32>
    %3860 = stablehlo.sqrt %3859 : tensor<96xf32>
    %3861 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %3862 = stablehlo.add %3860, %3861 : tensor<96xf32>
    %3863 = stablehlo.divide %3857, %3862 : tensor<96xf32>
    %3864 = stablehlo.constant dense<0.9> : tensor<96x384xf32>
    %3865 = stablehlo.multiply %3864, %m.stages.0.blocks.0.fc1.w : tensor<96x384xf32>
    %3866 = stablehlo.constant dense<0.1> : tensor<96x384xf32>
    %3867 = stablehlo.multiply %3866, %2846 : tensor<96x384xf32>
    %3868 = stablehlo.add %3865, %3867 : tensor<96x384xf32>
    %3869 = stablehlo.constant dense<0.999> : tensor<96x384xf32>
    %3870 = stablehlo.multiply %3869, %v.stages.0.blocks.0.fc1.w : tensor<96x384xf32>
    %3871 = stablehlo.constant dense<0.001> : tensor<96x384xf32>
    %3872 = stablehlo.multiply %2846, %2846 : tensor<96x384xf32>
    %3873 = stablehlo.multiply %3871, %3872 : tensor<96x384xf32>
    %3874 = stablehlo.add %3870, %3873 : tensor<96x384xf32>
    %3875 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96x384xf32>
    %3876 = stablehlo.divide %3868, %3875 : tensor<96x384xf32>
    %3877 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96x384xf32>
    %3878 = stablehlo.divide %3874, %3877 : tensor<96x384xf32>
    %3879 = stablehlo.sqrt %3878 : tensor<96x384xf32>
    %3880 = stablehlo.constant dense<1.0e-08> : tensor<96x384xf32>
    %3881 = stablehlo.add %3879, %3880 : tensor<96x384xf32>
    %3882 = stablehlo.divide %3876, %3881 : tensor<96x384xf32>
    %3883 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %3884 = stablehlo.multiply %3883, %m.stages.0.blocks.0.fc1.b : tensor<384xf32>
    %3885 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %3886 = stablehlo.multiply %3885, %2851 : tensor<384xf32>
    %3887 = stablehlo.add %3884, %3886 : tensor<384xf32>
    %3888 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %3889 = stablehlo.multiply %3888, %v.stages.0.blocks.0.fc1.b : tensor<384xf32>
    %3890 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %3891 = stablehlo.multiply %2851, %2851 : tensor<384xf32>
    %3892 = stablehlo.multiply %3890, %3891 : tensor<384xf32>
    %3893 = stablehlo.add %3889, %3892 : tensor<384xf32>
    %3894 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3895 = stablehlo.divide %3887, %3894 : tensor<384xf32>
    %3896 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3897 = stablehlo.divide %3893, %3896 : tensor<384xf32>
    %3898 = stablehlo.sqrt %3897 : tensor<384xf32>
    %3899 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %3900 = stablehlo.add %3898, %3899 : tensor<384xf32>
    %3901 = stablehlo.divide %3895, %3900 : tensor<384xf32>
    %3902 = stablehlo.constant dense<0.9> : tensor<384x96xf32>
    %3903 = stablehlo.multiply %3902, %m.stages.0.blocks.0.fc2.w : tensor<384x96xf32>
    %3904 = stablehlo.constant dense<0.1> : tensor<384x96xf32>
    %3905 = stablehlo.multiply %3904, %2856 : tensor<384x96xf32>
    %3906 = stablehlo.add %3903, %3905 : tensor<384x96xf32>
    %3907 = stablehlo.constant dense<0.999> : tensor<384x96xf32>
    %3908 = stablehlo.multiply %3907, %v.stages.0.blocks.0.fc2.w : tensor<384x96xf32>
    %3909 = stablehlo.constant dense<0.001> : tensor<384x96xf32>
    %3910 = stablehlo.multiply %2856, %2856 : tensor<384x96xf32>
    %3911 = stablehlo.multiply %3909, %3910 : tensor<384x96xf32>
    %3912 = stablehlo.add %3908, %3911 : tensor<384x96xf32>
    %3913 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x96xf32>
    %3914 = stablehlo.divide %3906, %3913 : tensor<384x96xf32>
    %3915 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x96xf32>
    %3916 = stablehlo.divide %3912, %3915 : tensor<384x96xf32>
    %3917 = stablehlo.sqrt %3916 : tensor<384x96xf32>
    %3918 = stablehlo.constant dense<1.0e-08> : tensor<384x96xf32>
    %3919 = stablehlo.add %3917, %3918 : tensor<384x96xf32>
    %3920 = stablehlo.divide %3914, %3919 : tensor<384x96xf32>
    %3921 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %3922 = stablehlo.multiply %3921, %m.stages.0.blocks.0.fc2.b : tensor<96xf32>
    %3923 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %3924 = stablehlo.multiply %3923, %2861 : tensor<96xf32>
    %3925 = stablehlo.add %3922, %3924 : tensor<96xf32>
    %3926 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %3927 = stablehlo.multiply %3926, %v.stages.0.blocks.0.fc2.b : tensor<96xf32>
    %3928 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %3929 = stablehlo.multiply %2861, %2861 : tensor<96xf32>
    %3930 = stablehlo.multiply %3928, %3929 : tensor<96xf32>
    %3931 = stablehlo.add %3927, %3930 : tensor<96xf32>
    %3932 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3933 = stablehlo.divide %3925, %3932 : tensor<96xf32>
    %3934 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3935 = stablehlo.divide %3931, %3934 : tensor<96xf32>
    %3936 = stablehlo.sqrt %3935 : tensor<96xf32>
    %3937 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %3938 = stablehlo.add %3936, %3937 : tensor<96xf32>
    %3939 = stablehlo.divide %3933, %3938 : tensor<96xf32>
    %3940 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %3941 = stablehlo.multiply %3940, %m.stages.0.blocks.0.gamma : tensor<96xf32>
    %3942 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %3943 = stablehlo.multiply %3942, %2866 : tensor<96xf32>
    %3944 = stablehlo.add %3941, %3943 : tensor<96xf32>
    %3945 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %3946 = stablehlo.multiply %3945, %v.stages.0.blocks.0.gamma : tensor<96xf32>
    %3947 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %3948 = stablehlo.multiply %2866, %2866 : tensor<96xf32>
    %3949 = stablehlo.multiply %3947, %3948 : tensor<96xf32>
    %3950 = stablehlo.add %3946, %3949 : tensor<96xf32>
    %3951 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3952 = stablehlo.divide %3944, %3951 : tensor<96xf32>
    %3953 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3954 = stablehlo.divide %3950, %3953 : tensor<96xf32>
    %3955 = stablehlo.sqrt %3954 : tensor<96xf32>
    %3956 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %3957 = stablehlo.add %3955, %3956 : tensor<96xf32>
    %3958 = stablehlo.divide %3952, %3957 : tensor<96xf32>
    %3959 = stablehlo.constant dense<0.9> : tensor<7x7x1x96xf32>
    %3960 = stablehlo.multiply %3959, %m.stages.0.blocks.1.dwconv.w : tensor<7x7x1x96xf32>
    %3961 = stablehlo.constant dense<0.1> : tensor<7x7x1x96xf32>
    %3962 = stablehlo.multiply %3961, %2871 : tensor<7x7x1x96xf32>
    %3963 = stablehlo.add %3960, %3962 : tensor<7x7x1x96xf32>
    %3964 = stablehlo.constant dense<0.999> : tensor<7x7x1x96xf32>
    %3965 = stablehlo.multiply %3964, %v.stages.0.blocks.1.dwconv.w : tensor<7x7x1x96xf32>
    %3966 = stablehlo.constant dense<0.001> : tensor<7x7x1x96xf32>
    %3967 = stablehlo.multiply %2871, %2871 : tensor<7x7x1x96xf32>
    %3968 = stablehlo.multiply %3966, %3967 : tensor<7x7x1x96xf32>
    %3969 = stablehlo.add %3965, %3968 : tensor<7x7x1x96xf32>
    %3970 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x96xf32>
    %3971 = stablehlo.divide %3963, %3970 : tensor<7x7x1x96xf32>
    %3972 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x96xf32>
    %3973 = stablehlo.divide %3969, %3972 : tensor<7x7x1x96xf32>
    %3974 = stablehlo.sqrt %3973 : tensor<7x7x1x96xf32>
    %3975 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x96xf32>
    %3976 = stablehlo.add %3974, %3975 : tensor<7x7x1x96xf32>
    %3977 = stablehlo.divide %3971, %3976 : tensor<7x7x1x96xf32>
    %3978 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %3979 = stablehlo.multiply %3978, %m.stages.0.blocks.1.dwconv.b : tensor<96xf32>
    %3980 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %3981 = stablehlo.multiply %3980, %2876 : tensor<96xf32>
    %3982 = stablehlo.add %3979, %3981 : tensor<96xf32>
    %3983 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %3984 = stablehlo.multiply %3983, %v.stages.0.blocks.1.dwconv.b : tensor<96xf32>
    %3985 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %3986 = stablehlo.multiply %2876, %2876 : tensor<96xf32>
    %3987 = stablehlo.multiply %3985, %3986 : tensor<96xf32>
    %3988 = stablehlo.add %3984, %3987 : tensor<96xf32>
    %3989 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3990 = stablehlo.divide %3982, %3989 : tensor<96xf32>
    %3991 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3992 = stablehlo.divide %3988, %3991 : tensor<96xf32>
    %3993 = stablehlo.sqrt %3992 : tensor<96xf32>
    %3994 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %3995 = stablehlo.add %3993, %3994 : tensor<96xf32>
    %3996 = stablehlo.divide %3990, %3995 : tensor<96xf32>
    %3997 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %3998 = stablehlo.multiply %3997, %m.stages.0.blocks.1.norm.g : tensor<96xf32>
    %3999 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %4000 = stablehlo.multiply %3999, %2881 : tensor<96xf32>
    %4001 = stablehlo.add %3998, %4000 : tensor<96xf32>
    %4002 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %4003 = stablehlo.multiply %4002, %v.stages.0.blocks.1.norm.g : tensor<96xf32>
    %4004 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %4005 = stablehlo.multiply %2881, %2881 : tensor<96xf32>
    %4006 = stablehlo.multiply %4004, %4005 : tensor<96xf32>
    %4007 = stablehlo.add %4003, %4006 : tensor<96xf32>
    %4008 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4009 = stablehlo.divide %4001, %4008 : tensor<96xf32>
    %4010 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4011 = stablehlo.divide %4007, %4010 : tensor<96xf32>
    %4012 = stablehlo.sqrt %4011 : tensor<96xf32>
    %4013 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %4014 = stablehlo.add %4012, %4013 : tensor<96xf32>
    %4015 = stablehlo.divide %4009, %4014 : tensor<96xf32>
    %4016 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %4017 = stablehlo.multiply %4016, %m.stages.0.blocks.1.norm.b : tensor<96xf32>
    %4018 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %4019 = stablehlo.multiply %4018, %2886 : tensor<96xf32>
    %4020 = stablehlo.add %4017, %4019 : tensor<96xf32>
    %4021 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %4022 = stablehlo.multiply %4021, %v.stages.0.blocks.1.norm.b : tensor<96xf32>
    %4023 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %4024 = stablehlo.multiply %2886, %2886 : tensor<96xf32>
    %4025 = stablehlo.multiply %4023, %4024 : tensor<96xf32>
    %4026 = stablehlo.add %4022, %4025 : tensor<96xf32>
    %4027 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4028 = stablehlo.divide %4020, %4027 : tensor<96xf32>
    %4029 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4030 = stablehlo.divide %4026, %4029 : tensor<96xf32>
    %4031 = stablehlo.sqrt %4030 : tensor<96xf32>
    %4032 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %4033 = stablehlo.add %4031, %4032 : tensor<96xf32>
    %4034 = stablehlo.divide %4028, %4033 : tensor<96xf32>
    %4035 = stablehlo.constant dense<0.9> : tensor<96x384xf32>
    %4036 = stablehlo.multiply %4035, %m.stages.0.blocks.1.fc1.w : tensor<96x384xf32>
    %4037 = stablehlo.constant dense<0.1> : tensor<96x384xf32>
    %4038 = stablehlo.multiply %4037, %2891 : tensor<96x384xf32>
    %4039 = stablehlo.add %4036, %4038 : tensor<96x384xf32>
    %4040 = stablehlo.constant dense<0.999> : tensor<96x384xf32>
    %4041 = stablehlo.multiply %4040, %v.stages.0.blocks.1.fc1.w : tensor<96x384xf32>
    %4042 = stablehlo.constant dense<0.001> : tensor<96x384xf32>
    %4043 = stablehlo.multiply %2891, %2891 : tensor<96x384xf32>
    %4044 = stablehlo.multiply %4042, %4043 : tensor<96x384xf32>
    %4045 = stablehlo.add %4041, %4044 : tensor<96x384xf32>
    %4046 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96x384xf32>
    %4047 = stablehlo.divide %4039, %4046 : tensor<96x384xf32>
    %4048 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96x384xf32>
    %4049 = stablehlo.divide %4045, %4048 : tensor<96x384xf32>
    %4050 = stablehlo.sqrt %4049 : tensor<96x384xf32>
    %4051 = stablehlo.constant dense<1.0e-08> : tensor<96x384xf32>
    %4052 = stablehlo.add %4050, %4051 : tensor<96x384xf32>
    %4053 = stablehlo.divide %4047, %4052 : tensor<96x384xf32>
    %4054 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %4055 = stablehlo.multiply %4054, %m.stages.0.blocks.1.fc1.b : tensor<384xf32>
    %4056 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %4057 = stablehlo.multiply %4056, %2896 : tensor<384xf32>
    %4058 = stablehlo.add %4055, %4057 : tensor<384xf32>
    %4059 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %4060 = stablehlo.multiply %4059, %v.stages.0.blocks.1.fc1.b : tensor<384xf32>
    %4061 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %4062 = stablehlo.multiply %2896, %2896 : tensor<384xf32>
    %4063 = stablehlo.multiply %4061, %4062 : tensor<384xf32>
    %4064 = stablehlo.add %4060, %4063 : tensor<384xf32>
    %4065 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4066 = stablehlo.divide %4058, %4065 : tensor<384xf32>
    %4067 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4068 = stablehlo.divide %4064, %4067 : tensor<384xf32>
    %4069 = stablehlo.sqrt %4068 : tensor<384xf32>
    %4070 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %4071 = stablehlo.add %4069, %4070 : tensor<384xf32>
    %4072 = stablehlo.divide %4066, %4071 : tensor<384xf32>
    %4073 = stablehlo.constant dense<0.9> : tensor<384x96xf32>
    %4074 = stablehlo.multiply %4073, %m.stages.0.blocks.1.fc2.w : tensor<384x96xf32>
    %4075 = stablehlo.constant dense<0.1> : tensor<384x96xf32>
    %4076 = stablehlo.multiply %4075, %2901 : tensor<384x96xf32>
    %4077 = stablehlo.add %4074, %4076 : tensor<384x96xf32>
    %4078 = stablehlo.constant dense<0.999> : tensor<384x96xf32>
    %4079 = stablehlo.multiply %4078, %v.stages.0.blocks.1.fc2.w : tensor<384x96xf32>
    %4080 = stablehlo.constant dense<0.001> : tensor<384x96xf32>
    %4081 = stablehlo.multiply %2901, %2901 : tensor<384x96xf32>
    %4082 = stablehlo.multiply %4080, %4081 : tensor<384x96xf32>
    %4083 = stablehlo.add %4079, %4082 : tensor<384x96xf32>
    %4084 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x96xf32>
    %4085 = stablehlo.divide %4077, %4084 : tensor<384x96xf32>
    %4086 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x96xf32>
    %4087 = stablehlo.divide %4083, %4086 : tensor<384x96xf32>
    %4088 = stablehlo.sqrt %4087 : tensor<384x96xf32>
    %4089 = stablehlo.constant dense<1.0e-08> : tensor<384x96xf32>
    %4090 = stablehlo.add %4088, %4089 : tensor<384x96xf32>
    %4091 = stablehlo.divide %4085, %4090 : tensor<384x96xf32>
    %4092 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %4093 = stablehlo.multiply %4092, %m.stages.0.blocks.1.fc2.b : tensor<96xf32>
    %4094 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %4095 = stablehlo.multiply %4094, %2906 : tensor<96xf32>
    %4096 = stablehlo.add %4093, %4095 : tensor<96xf32>
    %4097 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %4098 = stablehlo.multiply %4097, %v.stages.0.blocks.1.fc2.b : tensor<96xf32>
    %4099 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %4100 = stablehlo.multiply %2906, %2906 : tensor<96xf32>
    %4101 = stablehlo.multiply %4099, %4100 : tensor<96xf32>
    %4102 = stablehlo.add %4098, %4101 : tensor<96xf32>
    %4103 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4104 = stablehlo.divide %4096, %4103 : tensor<96xf32>
    %4105 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4106 = stablehlo.divide %4102, %4105 : tensor<96xf32>
    %4107 = stablehlo.sqrt %4106 : tensor<96xf32>
    %4108 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %4109 = stablehlo.add %4107, %4108 : tensor<96xf32>
    %4110 = stablehlo.divide %4104, %4109 : tensor<96xf32>
    %4111 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %4112 = stablehlo.multiply %4111, %m.stages.0.blocks.1.gamma : tensor<96xf32>
    %4113 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %4114 = stablehlo.multiply %4113, %2911 : tensor<96xf32>
    %4115 = stablehlo.add %4112, %4114 : tensor<96xf32>
    %4116 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %4117 = stablehlo.multiply %4116, %v.stages.0.blocks.1.gamma : tensor<96xf32>
    %4118 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %4119 = stablehlo.multiply %2911, %2911 : tensor<96xf32>
    %4120 = stablehlo.multiply %4118, %4119 : tensor<96xf32>
    %4121 = stablehlo.add %4117, %4120 : tensor<96xf32>
    %4122 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4123 = stablehlo.divide %4115, %4122 : tensor<96xf32>
    %4124 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4125 = stablehlo.divide %4121, %4124 : tensor<96xf32>
    %4126 = stablehlo.sqrt %4125 : tensor<96xf32>
    %4127 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %4128 = stablehlo.add %4126, %4127 : tensor<96xf32>
    %4129 = stablehlo.divide %4123, %4128 : tensor<96xf32>
    %4130 = stablehlo.constant dense<0.9> : tensor<7x7x1x96xf32>
    %4131 = stablehlo.multiply %4130, %m.stages.0.blocks.2.dwconv.w : tensor<7x7x1x96xf32>
    %4132 = stablehlo.constant dense<0.1> : tensor<7x7x1x96xf32>
    %4133 = stablehlo.multiply %4132, %2916 : tensor<7x7x1x96xf32>
    %4134 = stablehlo.add %4131, %4133 : tensor<7x7x1x96xf32>
    %4135 = stablehlo.constant dense<0.999> : tensor<7x7x1x96xf32>
    %4136 = stablehlo.multiply %4135, %v.stages.0.blocks.2.dwconv.w : tensor<7x7x1x96xf32>
    %4137 = stablehlo.constant dense<0.001> : tensor<7x7x1x96xf32>
    %4138 = stablehlo.multiply %2916, %2916 : tensor<7x7x1x96xf32>
    %4139 = stablehlo.multiply %4137, %4138 : tensor<7x7x1x96xf32>
    %4140 = stablehlo.add %4136, %4139 : tensor<7x7x1x96xf32>
    %4141 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x96xf32>
    %4142 = stablehlo.divide %4134, %4141 : tensor<7x7x1x96xf32>
    %4143 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x96xf32>
    %4144 = stablehlo.divide %4140, %4143 : tensor<7x7x1x96xf32>
    %4145 = stablehlo.sqrt %4144 : tensor<7x7x1x96xf32>
    %4146 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x96xf32>
    %4147 = stablehlo.add %4145, %4146 : tensor<7x7x1x96xf32>
    %4148 = stablehlo.divide %4142, %4147 : tensor<7x7x1x96xf32>
    %4149 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %4150 = stablehlo.multiply %4149, %m.stages.0.blocks.2.dwconv.b : tensor<96xf32>
    %4151 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %4152 = stablehlo.multiply %4151, %2921 : tensor<96xf32>
    %4153 = stablehlo.add %4150, %4152 : tensor<96xf32>
    %4154 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %4155 = stablehlo.multiply %4154, %v.stages.0.blocks.2.dwconv.b : tensor<96xf32>
    %4156 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %4157 = stablehlo.multiply %2921, %2921 : tensor<96xf32>
    %4158 = stablehlo.multiply %4156, %4157 : tensor<96xf32>
    %4159 = stablehlo.add %4155, %4158 : tensor<96xf32>
    %4160 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4161 = stablehlo.divide %4153, %4160 : tensor<96xf32>
    %4162 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4163 = stablehlo.divide %4159, %4162 : tensor<96xf32>
    %4164 = stablehlo.sqrt %4163 : tensor<96xf32>
    %4165 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %4166 = stablehlo.add %4164, %4165 : tensor<96xf32>
    %4167 = stablehlo.divide %4161, %4166 : tensor<96xf32>
    %4168 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %4169 = stablehlo.multiply %4168, %m.stages.0.blocks.2.norm.g : tensor<96xf32>
    %4170 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %4171 = stablehlo.multiply %4170, %2926 : tensor<96xf32>
    %4172 = stablehlo.add %4169, %4171 : tensor<96xf32>
    %4173 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %4174 = stablehlo.multiply %4173, %v.stages.0.blocks.2.norm.g : tensor<96xf32>
    %4175 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %4176 = stablehlo.multiply %2926, %2926 : tensor<96xf32>
    %4177 = stablehlo.multiply %4175, %4176 : tensor<96xf32>
    %4178 = stablehlo.add %4174, %4177 : tensor<96xf32>
    %4179 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4180 = stablehlo.divide %4172, %4179 : tensor<96xf32>
    %4181 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4182 = stablehlo.divide %4178, %4181 : tensor<96xf32>
    %4183 = stablehlo.sqrt %4182 : tensor<96xf32>
    %4184 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %4185 = stablehlo.add %4183, %4184 : tensor<96xf32>
    %4186 = stablehlo.divide %4180, %4185 : tensor<96xf32>
    %4187 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %4188 = stablehlo.multiply %4187, %m.stages.0.blocks.2.norm.b : tensor<96xf32>
    %4189 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %4190 = stablehlo.multiply %4189, %2931 : tensor<96xf32>
    %4191 = stablehlo.add %4188, %4190 : tensor<96xf32>
    %4192 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %4193 = stablehlo.multiply %4192, %v.stages.0.blocks.2.norm.b : tensor<96xf32>
    %4194 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %4195 = stablehlo.multiply %2931, %2931 : tensor<96xf32>
    %4196 = stablehlo.multiply %4194, %4195 : tensor<96xf32>
    %4197 = stablehlo.add %4193, %4196 : tensor<96xf32>
    %4198 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4199 = stablehlo.divide %4191, %4198 : tensor<96xf32>
    %4200 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4201 = stablehlo.divide %4197, %4200 : tensor<96xf32>
    %4202 = stablehlo.sqrt %4201 : tensor<96xf32>
    %4203 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %4204 = stablehlo.add %4202, %4203 : tensor<96xf32>
    %4205 = stablehlo.divide %4199, %4204 : tensor<96xf32>
    %4206 = stablehlo.constant dense<0.9> : tensor<96x384xf32>
    %4207 = stablehlo.multiply %4206, %m.stages.0.blocks.2.fc1.w : tensor<96x384xf32>
    %4208 = stablehlo.constant dense<0.1> : tensor<96x384xf32>
    %4209 = stablehlo.multiply %4208, %2936 : tensor<96x384xf32>
    %4210 = stablehlo.add %4207, %4209 : tensor<96x384xf32>
    %4211 = stablehlo.constant dense<0.999> : tensor<96x384xf32>
    %4212 = stablehlo.multiply %4211, %v.stages.0.blocks.2.fc1.w : tensor<96x384xf32>
    %4213 = stablehlo.constant dense<0.001> : tensor<96x384xf32>
    %4214 = stablehlo.multiply %2936, %2936 : tensor<96x384xf32>
    %4215 = stablehlo.multiply %4213, %4214 : tensor<96x384xf32>
    %4216 = stablehlo.add %4212, %4215 : tensor<96x384xf32>
    %4217 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96x384xf32>
    %4218 = stablehlo.divide %4210, %4217 : tensor<96x384xf32>
    %4219 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96x384xf32>
    %4220 = stablehlo.divide %4216, %4219 : tensor<96x384xf32>
    %4221 = stablehlo.sqrt %4220 : tensor<96x384xf32>
    %4222 = stablehlo.constant dense<1.0e-08> : tensor<96x384xf32>
    %4223 = stablehlo.add %4221, %4222 : tensor<96x384xf32>
    %4224 = stablehlo.divide %4218, %4223 : tensor<96x384xf32>
    %4225 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %4226 = stablehlo.multiply %4225, %m.stages.0.blocks.2.fc1.b : tensor<384xf32>
    %4227 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %4228 = stablehlo.multiply %4227, %2941 : tensor<384xf32>
    %4229 = stablehlo.add %4226, %4228 : tensor<384xf32>
    %4230 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %4231 = stablehlo.multiply %4230, %v.stages.0.blocks.2.fc1.b : tensor<384xf32>
    %4232 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %4233 = stablehlo.multiply %2941, %2941 : tensor<384xf32>
    %4234 = stablehlo.multiply %4232, %4233 : tensor<384xf32>
    %4235 = stablehlo.add %4231, %4234 : tensor<384xf32>
    %4236 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4237 = stablehlo.divide %4229, %4236 : tensor<384xf32>
    %4238 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4239 = stablehlo.divide %4235, %4238 : tensor<384xf32>
    %4240 = stablehlo.sqrt %4239 : tensor<384xf32>
    %4241 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %4242 = stablehlo.add %4240, %4241 : tensor<384xf32>
    %4243 = stablehlo.divide %4237, %4242 : tensor<384xf32>
    %4244 = stablehlo.constant dense<0.9> : tensor<384x96xf32>
    %4245 = stablehlo.multiply %4244, %m.stages.0.blocks.2.fc2.w : tensor<384x96xf32>
    %4246 = stablehlo.constant dense<0.1> : tensor<384x96xf32>
    %4247 = stablehlo.multiply %4246, %2946 : tensor<384x96xf32>
    %4248 = stablehlo.add %4245, %4247 : tensor<384x96xf32>
    %4249 = stablehlo.constant dense<0.999> : tensor<384x96xf32>
    %4250 = stablehlo.multiply %4249, %v.stages.0.blocks.2.fc2.w : tensor<384x96xf32>
    %4251 = stablehlo.constant dense<0.001> : tensor<384x96xf32>
    %4252 = stablehlo.multiply %2946, %2946 : tensor<384x96xf32>
    %4253 = stablehlo.multiply %4251, %4252 : tensor<384x96xf32>
    %4254 = stablehlo.add %4250, %4253 : tensor<384x96xf32>
    %4255 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x96xf32>
    %4256 = stablehlo.divide %4248, %4255 : tensor<384x96xf32>
    %4257 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x96xf32>
    %4258 = stablehlo.divide %4254, %4257 : tensor<384x96xf32>
    %4259 = stablehlo.sqrt %4258 : tensor<384x96xf32>
    %4260 = stablehlo.constant dense<1.0e-08> : tensor<384x96xf32>
    %4261 = stablehlo.add %4259, %4260 : tensor<384x96xf32>
    %4262 = stablehlo.divide %4256, %4261 : tensor<384x96xf32>
    %4263 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %4264 = stablehlo.multiply %4263, %m.stages.0.blocks.2.fc2.b : tensor<96xf32>
    %4265 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %4266 = stablehlo.multiply %4265, %2951 : tensor<96xf32>
    %4267 = stablehlo.add %4264, %4266 : tensor<96xf32>
    %4268 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %4269 = stablehlo.multiply %4268, %v.stages.0.blocks.2.fc2.b : tensor<96xf32>
    %4270 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %4271 = stablehlo.multiply %2951, %2951 : tensor<96xf32>
    %4272 = stablehlo.multiply %4270, %4271 : tensor<96xf32>
    %4273 = stablehlo.add %4269, %4272 : tensor<96xf32>
    %4274 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4275 = stablehlo.divide %4267, %4274 : tensor<96xf32>
    %4276 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4277 = stablehlo.divide %4273, %4276 : tensor<96xf32>
    %4278 = stablehlo.sqrt %4277 : tensor<96xf32>
    %4279 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %4280 = stablehlo.add %4278, %4279 : tensor<96xf32>
    %4281 = stablehlo.divide %4275, %4280 : tensor<96xf32>
    %4282 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %4283 = stablehlo.multiply %4282, %m.stages.0.blocks.2.gamma : tensor<96xf32>
    %4284 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %4285 = stablehlo.multiply %4284, %2956 : tensor<96xf32>
    %4286 = stablehlo.add %4283, %4285 : tensor<96xf32>
    %4287 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %4288 = stablehlo.multiply %4287, %v.stages.0.blocks.2.gamma : tensor<96xf32>
    %4289 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %4290 = stablehlo.multiply %2956, %2956 : tensor<96xf32>
    %4291 = stablehlo.multiply %4289, %4290 : tensor<96xf32>
    %4292 = stablehlo.add %4288, %4291 : tensor<96xf32>
    %4293 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4294 = stablehlo.divide %4286, %4293 : tensor<96xf32>
    %4295 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4296 = stablehlo.divide %4292, %4295 : tensor<96xf32>
    %4297 = stablehlo.sqrt %4296 : tensor<96xf32>
    %4298 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %4299 = stablehlo.add %4297, %4298 : tensor<96xf32>
    %4300 = stablehlo.divide %4294, %4299 : tensor<96xf32>
    %4301 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %4302 = stablehlo.multiply %4301, %m.stages.1.down.norm.g : tensor<96xf32>
    %4303 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %4304 = stablehlo.multiply %4303, %2961 : tensor<96xf32>
    %4305 = stablehlo.add %4302, %4304 : tensor<96xf32>
    %4306 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %4307 = stablehlo.multiply %4306, %v.stages.1.down.norm.g : tensor<96xf32>
    %4308 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %4309 = stablehlo.multiply %2961, %2961 : tensor<96xf32>
    %4310 = stablehlo.multiply %4308, %4309 : tensor<96xf32>
    %4311 = stablehlo.add %4307, %4310 : tensor<96xf32>
    %4312 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4313 = stablehlo.divide %4305, %4312 : tensor<96xf32>
    %4314 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4315 = stablehlo.divide %4311, %4314 : tensor<96xf32>
    %4316 = stablehlo.sqrt %4315 : tensor<96xf32>
    %4317 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %4318 = stablehlo.add %4316, %4317 : tensor<96xf32>
    %4319 = stablehlo.divide %4313, %4318 : tensor<96xf32>
    %4320 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %4321 = stablehlo.multiply %4320, %m.stages.1.down.norm.b : tensor<96xf32>
    %4322 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %4323 = stablehlo.multiply %4322, %2966 : tensor<96xf32>
    %4324 = stablehlo.add %4321, %4323 : tensor<96xf32>
    %4325 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %4326 = stablehlo.multiply %4325, %v.stages.1.down.norm.b : tensor<96xf32>
    %4327 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %4328 = stablehlo.multiply %2966, %2966 : tensor<96xf32>
    %4329 = stablehlo.multiply %4327, %4328 : tensor<96xf32>
    %4330 = stablehlo.add %4326, %4329 : tensor<96xf32>
    %4331 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4332 = stablehlo.divide %4324, %4331 : tensor<96xf32>
    %4333 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4334 = stablehlo.divide %4330, %4333 : tensor<96xf32>
    %4335 = stablehlo.sqrt %4334 : tensor<96xf32>
    %4336 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %4337 = stablehlo.add %4335, %4336 : tensor<96xf32>
    %4338 = stablehlo.divide %4332, %4337 : tensor<96xf32>
    %4339 = stablehlo.constant dense<0.9> : tensor<2x2x96x192xf32>
    %4340 = stablehlo.multiply %4339, %m.stages.1.down.conv.w : tensor<2x2x96x192xf32>
    %4341 = stablehlo.constant dense<0.1> : tensor<2x2x96x192xf32>
    %4342 = stablehlo.multiply %4341, %2971 : tensor<2x2x96x192xf32>
    %4343 = stablehlo.add %4340, %4342 : tensor<2x2x96x192xf32>
    %4344 = stablehlo.constant dense<0.999> : tensor<2x2x96x192xf32>
    %4345 = stablehlo.multiply %4344, %v.stages.1.down.conv.w : tensor<2x2x96x192xf32>
    %4346 = stablehlo.constant dense<0.001> : tensor<2x2x96x192xf32>
    %4347 = stablehlo.multiply %2971, %2971 : tensor<2x2x96x192xf32>
    %4348 = stablehlo.multiply %4346, %4347 : tensor<2x2x96x192xf32>
    %4349 = stablehlo.add %4345, %4348 : tensor<2x2x96x192xf32>
    %4350 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x96x192xf32>
    %4351 = stablehlo.divide %4343, %4350 : tensor<2x2x96x192xf32>
    %4352 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x96x192xf32>
    %4353 = stablehlo.divide %4349, %4352 : tensor<2x2x96x192xf32>
    %4354 = stablehlo.sqrt %4353 : tensor<2x2x96x192xf32>
    %4355 = stablehlo.constant dense<1.0e-08> : tensor<2x2x96x192xf32>
    %4356 = stablehlo.add %4354, %4355 : tensor<2x2x96x192xf32>
    %4357 = stablehlo.divide %4351, %4356 : tensor<2x2x96x192xf32>
    %4358 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4359 = stablehlo.multiply %4358, %m.stages.1.down.conv.b : tensor<192xf32>
    %4360 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4361 = stablehlo.multiply %4360, %2976 : tensor<192xf32>
    %4362 = stablehlo.add %4359, %4361 : tensor<192xf32>
    %4363 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4364 = stablehlo.multiply %4363, %v.stages.1.down.conv.b : tensor<192xf32>
    %4365 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4366 = stablehlo.multiply %2976, %2976 : tensor<192xf32>
    %4367 = stablehlo.multiply %4365, %4366 : tensor<192xf32>
    %4368 = stablehlo.add %4364, %4367 : tensor<192xf32>
    %4369 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4370 = stablehlo.divide %4362, %4369 : tensor<192xf32>
    %4371 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4372 = stablehlo.divide %4368, %4371 : tensor<192xf32>
    %4373 = stablehlo.sqrt %4372 : tensor<192xf32>
    %4374 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4375 = stablehlo.add %4373, %4374 : tensor<192xf32>
    %4376 = stablehlo.divide %4370, %4375 : tensor<192xf32>
    %4377 = stablehlo.constant dense<0.9> : tensor<7x7x1x192xf32>
    %4378 = stablehlo.multiply %4377, %m.stages.1.blocks.0.dwconv.w : tensor<7x7x1x192xf32>
    %4379 = stablehlo.constant dense<0.1> : tensor<7x7x1x192xf32>
    %4380 = stablehlo.multiply %4379, %2981 : tensor<7x7x1x192xf32>
    %4381 = stablehlo.add %4378, %4380 : tensor<7x7x1x192xf32>
    %4382 = stablehlo.constant dense<0.999> : tensor<7x7x1x192xf32>
    %4383 = stablehlo.multiply %4382, %v.stages.1.blocks.0.dwconv.w : tensor<7x7x1x192xf32>
    %4384 = stablehlo.constant dense<0.001> : tensor<7x7x1x192xf32>
    %4385 = stablehlo.multiply %2981, %2981 : tensor<7x7x1x192xf32>
    %4386 = stablehlo.multiply %4384, %4385 : tensor<7x7x1x192xf32>
    %4387 = stablehlo.add %4383, %4386 : tensor<7x7x1x192xf32>
    %4388 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x192xf32>
    %4389 = stablehlo.divide %4381, %4388 : tensor<7x7x1x192xf32>
    %4390 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x192xf32>
    %4391 = stablehlo.divide %4387, %4390 : tensor<7x7x1x192xf32>
    %4392 = stablehlo.sqrt %4391 : tensor<7x7x1x192xf32>
    %4393 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x192xf32>
    %4394 = stablehlo.add %4392, %4393 : tensor<7x7x1x192xf32>
    %4395 = stablehlo.divide %4389, %4394 : tensor<7x7x1x192xf32>
    %4396 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4397 = stablehlo.multiply %4396, %m.stages.1.blocks.0.dwconv.b : tensor<192xf32>
    %4398 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4399 = stablehlo.multiply %4398, %2986 : tensor<192xf32>
    %4400 = stablehlo.add %4397, %4399 : tensor<192xf32>
    %4401 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4402 = stablehlo.multiply %4401, %v.stages.1.blocks.0.dwconv.b : tensor<192xf32>
    %4403 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4404 = stablehlo.multiply %2986, %2986 : tensor<192xf32>
    %4405 = stablehlo.multiply %4403, %4404 : tensor<192xf32>
    %4406 = stablehlo.add %4402, %4405 : tensor<192xf32>
    %4407 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4408 = stablehlo.divide %4400, %4407 : tensor<192xf32>
    %4409 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4410 = stablehlo.divide %4406, %4409 : tensor<192xf32>
    %4411 = stablehlo.sqrt %4410 : tensor<192xf32>
    %4412 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4413 = stablehlo.add %4411, %4412 : tensor<192xf32>
    %4414 = stablehlo.divide %4408, %4413 : tensor<192xf32>
    %4415 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4416 = stablehlo.multiply %4415, %m.stages.1.blocks.0.norm.g : tensor<192xf32>
    %4417 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4418 = stablehlo.multiply %4417, %2991 : tensor<192xf32>
    %4419 = stablehlo.add %4416, %4418 : tensor<192xf32>
    %4420 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4421 = stablehlo.multiply %4420, %v.stages.1.blocks.0.norm.g : tensor<192xf32>
    %4422 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4423 = stablehlo.multiply %2991, %2991 : tensor<192xf32>
    %4424 = stablehlo.multiply %4422, %4423 : tensor<192xf32>
    %4425 = stablehlo.add %4421, %4424 : tensor<192xf32>
    %4426 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4427 = stablehlo.divide %4419, %4426 : tensor<192xf32>
    %4428 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4429 = stablehlo.divide %4425, %4428 : tensor<192xf32>
    %4430 = stablehlo.sqrt %4429 : tensor<192xf32>
    %4431 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4432 = stablehlo.add %4430, %4431 : tensor<192xf32>
    %4433 = stablehlo.divide %4427, %4432 : tensor<192xf32>
    %4434 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4435 = stablehlo.multiply %4434, %m.stages.1.blocks.0.norm.b : tensor<192xf32>
    %4436 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4437 = stablehlo.multiply %4436, %2996 : tensor<192xf32>
    %4438 = stablehlo.add %4435, %4437 : tensor<192xf32>
    %4439 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4440 = stablehlo.multiply %4439, %v.stages.1.blocks.0.norm.b : tensor<192xf32>
    %4441 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4442 = stablehlo.multiply %2996, %2996 : tensor<192xf32>
    %4443 = stablehlo.multiply %4441, %4442 : tensor<192xf32>
    %4444 = stablehlo.add %4440, %4443 : tensor<192xf32>
    %4445 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4446 = stablehlo.divide %4438, %4445 : tensor<192xf32>
    %4447 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4448 = stablehlo.divide %4444, %4447 : tensor<192xf32>
    %4449 = stablehlo.sqrt %4448 : tensor<192xf32>
    %4450 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4451 = stablehlo.add %4449, %4450 : tensor<192xf32>
    %4452 = stablehlo.divide %4446, %4451 : tensor<192xf32>
    %4453 = stablehlo.constant dense<0.9> : tensor<192x768xf32>
    %4454 = stablehlo.multiply %4453, %m.stages.1.blocks.0.fc1.w : tensor<192x768xf32>
    %4455 = stablehlo.constant dense<0.1> : tensor<192x768xf32>
    %4456 = stablehlo.multiply %4455, %3001 : tensor<192x768xf32>
    %4457 = stablehlo.add %4454, %4456 : tensor<192x768xf32>
    %4458 = stablehlo.constant dense<0.999> : tensor<192x768xf32>
    %4459 = stablehlo.multiply %4458, %v.stages.1.blocks.0.fc1.w : tensor<192x768xf32>
    %4460 = stablehlo.constant dense<0.001> : tensor<192x768xf32>
    %4461 = stablehlo.multiply %3001, %3001 : tensor<192x768xf32>
    %4462 = stablehlo.multiply %4460, %4461 : tensor<192x768xf32>
    %4463 = stablehlo.add %4459, %4462 : tensor<192x768xf32>
    %4464 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %4465 = stablehlo.divide %4457, %4464 : tensor<192x768xf32>
    %4466 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %4467 = stablehlo.divide %4463, %4466 : tensor<192x768xf32>
    %4468 = stablehlo.sqrt %4467 : tensor<192x768xf32>
    %4469 = stablehlo.constant dense<1.0e-08> : tensor<192x768xf32>
    %4470 = stablehlo.add %4468, %4469 : tensor<192x768xf32>
    %4471 = stablehlo.divide %4465, %4470 : tensor<192x768xf32>
    %4472 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %4473 = stablehlo.multiply %4472, %m.stages.1.blocks.0.fc1.b : tensor<768xf32>
    %4474 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %4475 = stablehlo.multiply %4474, %3006 : tensor<768xf32>
    %4476 = stablehlo.add %4473, %4475 : tensor<768xf32>
    %4477 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %4478 = stablehlo.multiply %4477, %v.stages.1.blocks.0.fc1.b : tensor<768xf32>
    %4479 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %4480 = stablehlo.multiply %3006, %3006 : tensor<768xf32>
    %4481 = stablehlo.multiply %4479, %4480 : tensor<768xf32>
    %4482 = stablehlo.add %4478, %4481 : tensor<768xf32>
    %4483 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %4484 = stablehlo.divide %4476, %4483 : tensor<768xf32>
    %4485 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %4486 = stablehlo.divide %4482, %4485 : tensor<768xf32>
    %4487 = stablehlo.sqrt %4486 : tensor<768xf32>
    %4488 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %4489 = stablehlo.add %4487, %4488 : tensor<768xf32>
    %4490 = stablehlo.divide %4484, %4489 : tensor<768xf32>
    %4491 = stablehlo.constant dense<0.9> : tensor<768x192xf32>
    %4492 = stablehlo.multiply %4491, %m.stages.1.blocks.0.fc2.w : tensor<768x192xf32>
    %4493 = stablehlo.constant dense<0.1> : tensor<768x192xf32>
    %4494 = stablehlo.multiply %4493, %3011 : tensor<768x192xf32>
    %4495 = stablehlo.add %4492, %4494 : tensor<768x192xf32>
    %4496 = stablehlo.constant dense<0.999> : tensor<768x192xf32>
    %4497 = stablehlo.multiply %4496, %v.stages.1.blocks.0.fc2.w : tensor<768x192xf32>
    %4498 = stablehlo.constant dense<0.001> : tensor<768x192xf32>
    %4499 = stablehlo.multiply %3011, %3011 : tensor<768x192xf32>
    %4500 = stablehlo.multiply %4498, %4499 : tensor<768x192xf32>
    %4501 = stablehlo.add %4497, %4500 : tensor<768x192xf32>
    %4502 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %4503 = stablehlo.divide %4495, %4502 : tensor<768x192xf32>
    %4504 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %4505 = stablehlo.divide %4501, %4504 : tensor<768x192xf32>
    %4506 = stablehlo.sqrt %4505 : tensor<768x192xf32>
    %4507 = stablehlo.constant dense<1.0e-08> : tensor<768x192xf32>
    %4508 = stablehlo.add %4506, %4507 : tensor<768x192xf32>
    %4509 = stablehlo.divide %4503, %4508 : tensor<768x192xf32>
    %4510 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4511 = stablehlo.multiply %4510, %m.stages.1.blocks.0.fc2.b : tensor<192xf32>
    %4512 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4513 = stablehlo.multiply %4512, %3016 : tensor<192xf32>
    %4514 = stablehlo.add %4511, %4513 : tensor<192xf32>
    %4515 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4516 = stablehlo.multiply %4515, %v.stages.1.blocks.0.fc2.b : tensor<192xf32>
    %4517 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4518 = stablehlo.multiply %3016, %3016 : tensor<192xf32>
    %4519 = stablehlo.multiply %4517, %4518 : tensor<192xf32>
    %4520 = stablehlo.add %4516, %4519 : tensor<192xf32>
    %4521 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4522 = stablehlo.divide %4514, %4521 : tensor<192xf32>
    %4523 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4524 = stablehlo.divide %4520, %4523 : tensor<192xf32>
    %4525 = stablehlo.sqrt %4524 : tensor<192xf32>
    %4526 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4527 = stablehlo.add %4525, %4526 : tensor<192xf32>
    %4528 = stablehlo.divide %4522, %4527 : tensor<192xf32>
    %4529 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4530 = stablehlo.multiply %4529, %m.stages.1.blocks.0.gamma : tensor<192xf32>
    %4531 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4532 = stablehlo.multiply %4531, %3021 : tensor<192xf32>
    %4533 = stablehlo.add %4530, %4532 : tensor<192xf32>
    %4534 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4535 = stablehlo.multiply %4534, %v.stages.1.blocks.0.gamma : tensor<192xf32>
    %4536 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4537 = stablehlo.multiply %3021, %3021 : tensor<192xf32>
    %4538 = stablehlo.multiply %4536, %4537 : tensor<192xf32>
    %4539 = stablehlo.add %4535, %4538 : tensor<192xf32>
    %4540 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4541 = stablehlo.divide %4533, %4540 : tensor<192xf32>
    %4542 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4543 = stablehlo.divide %4539, %4542 : tensor<192xf32>
    %4544 = stablehlo.sqrt %4543 : tensor<192xf32>
    %4545 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4546 = stablehlo.add %4544, %4545 : tensor<192xf32>
    %4547 = stablehlo.divide %4541, %4546 : tensor<192xf32>
    %4548 = stablehlo.constant dense<0.9> : tensor<7x7x1x192xf32>
    %4549 = stablehlo.multiply %4548, %m.stages.1.blocks.1.dwconv.w : tensor<7x7x1x192xf32>
    %4550 = stablehlo.constant dense<0.1> : tensor<7x7x1x192xf32>
    %4551 = stablehlo.multiply %4550, %3026 : tensor<7x7x1x192xf32>
    %4552 = stablehlo.add %4549, %4551 : tensor<7x7x1x192xf32>
    %4553 = stablehlo.constant dense<0.999> : tensor<7x7x1x192xf32>
    %4554 = stablehlo.multiply %4553, %v.stages.1.blocks.1.dwconv.w : tensor<7x7x1x192xf32>
    %4555 = stablehlo.constant dense<0.001> : tensor<7x7x1x192xf32>
    %4556 = stablehlo.multiply %3026, %3026 : tensor<7x7x1x192xf32>
    %4557 = stablehlo.multiply %4555, %4556 : tensor<7x7x1x192xf32>
    %4558 = stablehlo.add %4554, %4557 : tensor<7x7x1x192xf32>
    %4559 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x192xf32>
    %4560 = stablehlo.divide %4552, %4559 : tensor<7x7x1x192xf32>
    %4561 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x192xf32>
    %4562 = stablehlo.divide %4558, %4561 : tensor<7x7x1x192xf32>
    %4563 = stablehlo.sqrt %4562 : tensor<7x7x1x192xf32>
    %4564 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x192xf32>
    %4565 = stablehlo.add %4563, %4564 : tensor<7x7x1x192xf32>
    %4566 = stablehlo.divide %4560, %4565 : tensor<7x7x1x192xf32>
    %4567 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4568 = stablehlo.multiply %4567, %m.stages.1.blocks.1.dwconv.b : tensor<192xf32>
    %4569 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4570 = stablehlo.multiply %4569, %3031 : tensor<192xf32>
    %4571 = stablehlo.add %4568, %4570 : tensor<192xf32>
    %4572 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4573 = stablehlo.multiply %4572, %v.stages.1.blocks.1.dwconv.b : tensor<192xf32>
    %4574 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4575 = stablehlo.multiply %3031, %3031 : tensor<192xf32>
    %4576 = stablehlo.multiply %4574, %4575 : tensor<192xf32>
    %4577 = stablehlo.add %4573, %4576 : tensor<192xf32>
    %4578 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4579 = stablehlo.divide %4571, %4578 : tensor<192xf32>
    %4580 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4581 = stablehlo.divide %4577, %4580 : tensor<192xf32>
    %4582 = stablehlo.sqrt %4581 : tensor<192xf32>
    %4583 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4584 = stablehlo.add %4582, %4583 : tensor<192xf32>
    %4585 = stablehlo.divide %4579, %4584 : tensor<192xf32>
    %4586 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4587 = stablehlo.multiply %4586, %m.stages.1.blocks.1.norm.g : tensor<192xf32>
    %4588 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4589 = stablehlo.multiply %4588, %3036 : tensor<192xf32>
    %4590 = stablehlo.add %4587, %4589 : tensor<192xf32>
    %4591 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4592 = stablehlo.multiply %4591, %v.stages.1.blocks.1.norm.g : tensor<192xf32>
    %4593 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4594 = stablehlo.multiply %3036, %3036 : tensor<192xf32>
    %4595 = stablehlo.multiply %4593, %4594 : tensor<192xf32>
    %4596 = stablehlo.add %4592, %4595 : tensor<192xf32>
    %4597 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4598 = stablehlo.divide %4590, %4597 : tensor<192xf32>
    %4599 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4600 = stablehlo.divide %4596, %4599 : tensor<192xf32>
    %4601 = stablehlo.sqrt %4600 : tensor<192xf32>
    %4602 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4603 = stablehlo.add %4601, %4602 : tensor<192xf32>
    %4604 = stablehlo.divide %4598, %4603 : tensor<192xf32>
    %4605 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4606 = stablehlo.multiply %4605, %m.stages.1.blocks.1.norm.b : tensor<192xf32>
    %4607 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4608 = stablehlo.multiply %4607, %3041 : tensor<192xf32>
    %4609 = stablehlo.add %4606, %4608 : tensor<192xf32>
    %4610 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4611 = stablehlo.multiply %4610, %v.stages.1.blocks.1.norm.b : tensor<192xf32>
    %4612 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4613 = stablehlo.multiply %3041, %3041 : tensor<192xf32>
    %4614 = stablehlo.multiply %4612, %4613 : tensor<192xf32>
    %4615 = stablehlo.add %4611, %4614 : tensor<192xf32>
    %4616 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4617 = stablehlo.divide %4609, %4616 : tensor<192xf32>
    %4618 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4619 = stablehlo.divide %4615, %4618 : tensor<192xf32>
    %4620 = stablehlo.sqrt %4619 : tensor<192xf32>
    %4621 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4622 = stablehlo.add %4620, %4621 : tensor<192xf32>
    %4623 = stablehlo.divide %4617, %4622 : tensor<192xf32>
    %4624 = stablehlo.constant dense<0.9> : tensor<192x768xf32>
    %4625 = stablehlo.multiply %4624, %m.stages.1.blocks.1.fc1.w : tensor<192x768xf32>
    %4626 = stablehlo.constant dense<0.1> : tensor<192x768xf32>
    %4627 = stablehlo.multiply %4626, %3046 : tensor<192x768xf32>
    %4628 = stablehlo.add %4625, %4627 : tensor<192x768xf32>
    %4629 = stablehlo.constant dense<0.999> : tensor<192x768xf32>
    %4630 = stablehlo.multiply %4629, %v.stages.1.blocks.1.fc1.w : tensor<192x768xf32>
    %4631 = stablehlo.constant dense<0.001> : tensor<192x768xf32>
    %4632 = stablehlo.multiply %3046, %3046 : tensor<192x768xf32>
    %4633 = stablehlo.multiply %4631, %4632 : tensor<192x768xf32>
    %4634 = stablehlo.add %4630, %4633 : tensor<192x768xf32>
    %4635 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %4636 = stablehlo.divide %4628, %4635 : tensor<192x768xf32>
    %4637 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %4638 = stablehlo.divide %4634, %4637 : tensor<192x768xf32>
    %4639 = stablehlo.sqrt %4638 : tensor<192x768xf32>
    %4640 = stablehlo.constant dense<1.0e-08> : tensor<192x768xf32>
    %4641 = stablehlo.add %4639, %4640 : tensor<192x768xf32>
    %4642 = stablehlo.divide %4636, %4641 : tensor<192x768xf32>
    %4643 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %4644 = stablehlo.multiply %4643, %m.stages.1.blocks.1.fc1.b : tensor<768xf32>
    %4645 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %4646 = stablehlo.multiply %4645, %3051 : tensor<768xf32>
    %4647 = stablehlo.add %4644, %4646 : tensor<768xf32>
    %4648 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %4649 = stablehlo.multiply %4648, %v.stages.1.blocks.1.fc1.b : tensor<768xf32>
    %4650 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %4651 = stablehlo.multiply %3051, %3051 : tensor<768xf32>
    %4652 = stablehlo.multiply %4650, %4651 : tensor<768xf32>
    %4653 = stablehlo.add %4649, %4652 : tensor<768xf32>
    %4654 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %4655 = stablehlo.divide %4647, %4654 : tensor<768xf32>
    %4656 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %4657 = stablehlo.divide %4653, %4656 : tensor<768xf32>
    %4658 = stablehlo.sqrt %4657 : tensor<768xf32>
    %4659 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %4660 = stablehlo.add %4658, %4659 : tensor<768xf32>
    %4661 = stablehlo.divide %4655, %4660 : tensor<768xf32>
    %4662 = stablehlo.constant dense<0.9> : tensor<768x192xf32>
    %4663 = stablehlo.multiply %4662, %m.stages.1.blocks.1.fc2.w : tensor<768x192xf32>
    %4664 = stablehlo.constant dense<0.1> : tensor<768x192xf32>
    %4665 = stablehlo.multiply %4664, %3056 : tensor<768x192xf32>
    %4666 = stablehlo.add %4663, %4665 : tensor<768x192xf32>
    %4667 = stablehlo.constant dense<0.999> : tensor<768x192xf32>
    %4668 = stablehlo.multiply %4667, %v.stages.1.blocks.1.fc2.w : tensor<768x192xf32>
    %4669 = stablehlo.constant dense<0.001> : tensor<768x192xf32>
    %4670 = stablehlo.multiply %3056, %3056 : tensor<768x192xf32>
    %4671 = stablehlo.multiply %4669, %4670 : tensor<768x192xf32>
    %4672 = stablehlo.add %4668, %4671 : tensor<768x192xf32>
    %4673 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %4674 = stablehlo.divide %4666, %4673 : tensor<768x192xf32>
    %4675 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %4676 = stablehlo.divide %4672, %4675 : tensor<768x192xf32>
    %4677 = stablehlo.sqrt %4676 : tensor<768x192xf32>
    %4678 = stablehlo.constant dense<1.0e-08> : tensor<768x192xf32>
    %4679 = stablehlo.add %4677, %4678 : tensor<768x192xf32>
    %4680 = stablehlo.divide %4674, %4679 : tensor<768x192xf32>
    %4681 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4682 = stablehlo.multiply %4681, %m.stages.1.blocks.1.fc2.b : tensor<192xf32>
    %4683 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4684 = stablehlo.multiply %4683, %3061 : tensor<192xf32>
    %4685 = stablehlo.add %4682, %4684 : tensor<192xf32>
    %4686 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4687 = stablehlo.multiply %4686, %v.stages.1.blocks.1.fc2.b : tensor<192xf32>
    %4688 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4689 = stablehlo.multiply %3061, %3061 : tensor<192xf32>
    %4690 = stablehlo.multiply %4688, %4689 : tensor<192xf32>
    %4691 = stablehlo.add %4687, %4690 : tensor<192xf32>
    %4692 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4693 = stablehlo.divide %4685, %4692 : tensor<192xf32>
    %4694 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4695 = stablehlo.divide %4691, %4694 : tensor<192xf32>
    %4696 = stablehlo.sqrt %4695 : tensor<192xf32>
    %4697 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4698 = stablehlo.add %4696, %4697 : tensor<192xf32>
    %4699 = stablehlo.divide %4693, %4698 : tensor<192xf32>
    %4700 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4701 = stablehlo.multiply %4700, %m.stages.1.blocks.1.gamma : tensor<192xf32>
    %4702 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4703 = stablehlo.multiply %4702, %3066 : tensor<192xf32>
    %4704 = stablehlo.add %4701, %4703 : tensor<192xf32>
    %4705 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4706 = stablehlo.multiply %4705, %v.stages.1.blocks.1.gamma : tensor<192xf32>
    %4707 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4708 = stablehlo.multiply %3066, %3066 : tensor<192xf32>
    %4709 = stablehlo.multiply %4707, %4708 : tensor<192xf32>
    %4710 = stablehlo.add %4706, %4709 : tensor<192xf32>
    %4711 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4712 = stablehlo.divide %4704, %4711 : tensor<192xf32>
    %4713 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4714 = stablehlo.divide %4710, %4713 : tensor<192xf32>
    %4715 = stablehlo.sqrt %4714 : tensor<192xf32>
    %4716 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4717 = stablehlo.add %4715, %4716 : tensor<192xf32>
    %4718 = stablehlo.divide %4712, %4717 : tensor<192xf32>
    %4719 = stablehlo.constant dense<0.9> : tensor<7x7x1x192xf32>
    %4720 = stablehlo.multiply %4719, %m.stages.1.blocks.2.dwconv.w : tensor<7x7x1x192xf32>
    %4721 = stablehlo.constant dense<0.1> : tensor<7x7x1x192xf32>
    %4722 = stablehlo.multiply %4721, %3071 : tensor<7x7x1x192xf32>
    %4723 = stablehlo.add %4720, %4722 : tensor<7x7x1x192xf32>
    %4724 = stablehlo.constant dense<0.999> : tensor<7x7x1x192xf32>
    %4725 = stablehlo.multiply %4724, %v.stages.1.blocks.2.dwconv.w : tensor<7x7x1x192xf32>
    %4726 = stablehlo.constant dense<0.001> : tensor<7x7x1x192xf32>
    %4727 = stablehlo.multiply %3071, %3071 : tensor<7x7x1x192xf32>
    %4728 = stablehlo.multiply %4726, %4727 : tensor<7x7x1x192xf32>
    %4729 = stablehlo.add %4725, %4728 : tensor<7x7x1x192xf32>
    %4730 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x192xf32>
    %4731 = stablehlo.divide %4723, %4730 : tensor<7x7x1x192xf32>
    %4732 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x192xf32>
    %4733 = stablehlo.divide %4729, %4732 : tensor<7x7x1x192xf32>
    %4734 = stablehlo.sqrt %4733 : tensor<7x7x1x192xf32>
    %4735 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x192xf32>
    %4736 = stablehlo.add %4734, %4735 : tensor<7x7x1x192xf32>
    %4737 = stablehlo.divide %4731, %4736 : tensor<7x7x1x192xf32>
    %4738 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4739 = stablehlo.multiply %4738, %m.stages.1.blocks.2.dwconv.b : tensor<192xf32>
    %4740 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4741 = stablehlo.multiply %4740, %3076 : tensor<192xf32>
    %4742 = stablehlo.add %4739, %4741 : tensor<192xf32>
    %4743 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4744 = stablehlo.multiply %4743, %v.stages.1.blocks.2.dwconv.b : tensor<192xf32>
    %4745 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4746 = stablehlo.multiply %3076, %3076 : tensor<192xf32>
    %4747 = stablehlo.multiply %4745, %4746 : tensor<192xf32>
    %4748 = stablehlo.add %4744, %4747 : tensor<192xf32>
    %4749 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4750 = stablehlo.divide %4742, %4749 : tensor<192xf32>
    %4751 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4752 = stablehlo.divide %4748, %4751 : tensor<192xf32>
    %4753 = stablehlo.sqrt %4752 : tensor<192xf32>
    %4754 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4755 = stablehlo.add %4753, %4754 : tensor<192xf32>
    %4756 = stablehlo.divide %4750, %4755 : tensor<192xf32>
    %4757 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4758 = stablehlo.multiply %4757, %m.stages.1.blocks.2.norm.g : tensor<192xf32>
    %4759 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4760 = stablehlo.multiply %4759, %3081 : tensor<192xf32>
    %4761 = stablehlo.add %4758, %4760 : tensor<192xf32>
    %4762 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4763 = stablehlo.multiply %4762, %v.stages.1.blocks.2.norm.g : tensor<192xf32>
    %4764 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4765 = stablehlo.multiply %3081, %3081 : tensor<192xf32>
    %4766 = stablehlo.multiply %4764, %4765 : tensor<192xf32>
    %4767 = stablehlo.add %4763, %4766 : tensor<192xf32>
    %4768 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4769 = stablehlo.divide %4761, %4768 : tensor<192xf32>
    %4770 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4771 = stablehlo.divide %4767, %4770 : tensor<192xf32>
    %4772 = stablehlo.sqrt %4771 : tensor<192xf32>
    %4773 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4774 = stablehlo.add %4772, %4773 : tensor<192xf32>
    %4775 = stablehlo.divide %4769, %4774 : tensor<192xf32>
    %4776 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4777 = stablehlo.multiply %4776, %m.stages.1.blocks.2.norm.b : tensor<192xf32>
    %4778 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4779 = stablehlo.multiply %4778, %3086 : tensor<192xf32>
    %4780 = stablehlo.add %4777, %4779 : tensor<192xf32>
    %4781 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4782 = stablehlo.multiply %4781, %v.stages.1.blocks.2.norm.b : tensor<192xf32>
    %4783 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4784 = stablehlo.multiply %3086, %3086 : tensor<192xf32>
    %4785 = stablehlo.multiply %4783, %4784 : tensor<192xf32>
    %4786 = stablehlo.add %4782, %4785 : tensor<192xf32>
    %4787 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4788 = stablehlo.divide %4780, %4787 : tensor<192xf32>
    %4789 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4790 = stablehlo.divide %4786, %4789 : tensor<192xf32>
    %4791 = stablehlo.sqrt %4790 : tensor<192xf32>
    %4792 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4793 = stablehlo.add %4791, %4792 : tensor<192xf32>
    %4794 = stablehlo.divide %4788, %4793 : tensor<192xf32>
    %4795 = stablehlo.constant dense<0.9> : tensor<192x768xf32>
    %4796 = stablehlo.multiply %4795, %m.stages.1.blocks.2.fc1.w : tensor<192x768xf32>
    %4797 = stablehlo.constant dense<0.1> : tensor<192x768xf32>
    %4798 = stablehlo.multiply %4797, %3091 : tensor<192x768xf32>
    %4799 = stablehlo.add %4796, %4798 : tensor<192x768xf32>
    %4800 = stablehlo.constant dense<0.999> : tensor<192x768xf32>
    %4801 = stablehlo.multiply %4800, %v.stages.1.blocks.2.fc1.w : tensor<192x768xf32>
    %4802 = stablehlo.constant dense<0.001> : tensor<192x768xf32>
    %4803 = stablehlo.multiply %3091, %3091 : tensor<192x768xf32>
    %4804 = stablehlo.multiply %4802, %4803 : tensor<192x768xf32>
    %4805 = stablehlo.add %4801, %4804 : tensor<192x768xf32>
    %4806 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %4807 = stablehlo.divide %4799, %4806 : tensor<192x768xf32>
    %4808 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %4809 = stablehlo.divide %4805, %4808 : tensor<192x768xf32>
    %4810 = stablehlo.sqrt %4809 : tensor<192x768xf32>
    %4811 = stablehlo.constant dense<1.0e-08> : tensor<192x768xf32>
    %4812 = stablehlo.add %4810, %4811 : tensor<192x768xf32>
    %4813 = stablehlo.divide %4807, %4812 : tensor<192x768xf32>
    %4814 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %4815 = stablehlo.multiply %4814, %m.stages.1.blocks.2.fc1.b : tensor<768xf32>
    %4816 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %4817 = stablehlo.multiply %4816, %3096 : tensor<768xf32>
    %4818 = stablehlo.add %4815, %4817 : tensor<768xf32>
    %4819 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %4820 = stablehlo.multiply %4819, %v.stages.1.blocks.2.fc1.b : tensor<768xf32>
    %4821 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %4822 = stablehlo.multiply %3096, %3096 : tensor<768xf32>
    %4823 = stablehlo.multiply %4821, %4822 : tensor<768xf32>
    %4824 = stablehlo.add %4820, %4823 : tensor<768xf32>
    %4825 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %4826 = stablehlo.divide %4818, %4825 : tensor<768xf32>
    %4827 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %4828 = stablehlo.divide %4824, %4827 : tensor<768xf32>
    %4829 = stablehlo.sqrt %4828 : tensor<768xf32>
    %4830 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %4831 = stablehlo.add %4829, %4830 : tensor<768xf32>
    %4832 = stablehlo.divide %4826, %4831 : tensor<768xf32>
    %4833 = stablehlo.constant dense<0.9> : tensor<768x192xf32>
    %4834 = stablehlo.multiply %4833, %m.stages.1.blocks.2.fc2.w : tensor<768x192xf32>
    %4835 = stablehlo.constant dense<0.1> : tensor<768x192xf32>
    %4836 = stablehlo.multiply %4835, %3101 : tensor<768x192xf32>
    %4837 = stablehlo.add %4834, %4836 : tensor<768x192xf32>
    %4838 = stablehlo.constant dense<0.999> : tensor<768x192xf32>
    %4839 = stablehlo.multiply %4838, %v.stages.1.blocks.2.fc2.w : tensor<768x192xf32>
    %4840 = stablehlo.constant dense<0.001> : tensor<768x192xf32>
    %4841 = stablehlo.multiply %3101, %3101 : tensor<768x192xf32>
    %4842 = stablehlo.multiply %4840, %4841 : tensor<768x192xf32>
    %4843 = stablehlo.add %4839, %4842 : tensor<768x192xf32>
    %4844 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %4845 = stablehlo.divide %4837, %4844 : tensor<768x192xf32>
    %4846 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %4847 = stablehlo.divide %4843, %4846 : tensor<768x192xf32>
    %4848 = stablehlo.sqrt %4847 : tensor<768x192xf32>
    %4849 = stablehlo.constant dense<1.0e-08> : tensor<768x192xf32>
    %4850 = stablehlo.add %4848, %4849 : tensor<768x192xf32>
    %4851 = stablehlo.divide %4845, %4850 : tensor<768x192xf32>
    %4852 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4853 = stablehlo.multiply %4852, %m.stages.1.blocks.2.fc2.b : tensor<192xf32>
    %4854 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4855 = stablehlo.multiply %4854, %3106 : tensor<192xf32>
    %4856 = stablehlo.add %4853, %4855 : tensor<192xf32>
    %4857 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4858 = stablehlo.multiply %4857, %v.stages.1.blocks.2.fc2.b : tensor<192xf32>
    %4859 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4860 = stablehlo.multiply %3106, %3106 : tensor<192xf32>
    %4861 = stablehlo.multiply %4859, %4860 : tensor<192xf32>
    %4862 = stablehlo.add %4858, %4861 : tensor<192xf32>
    %4863 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4864 = stablehlo.divide %4856, %4863 : tensor<192xf32>
    %4865 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4866 = stablehlo.divide %4862, %4865 : tensor<192xf32>
    %4867 = stablehlo.sqrt %4866 : tensor<192xf32>
    %4868 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4869 = stablehlo.add %4867, %4868 : tensor<192xf32>
    %4870 = stablehlo.divide %4864, %4869 : tensor<192xf32>
    %4871 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4872 = stablehlo.multiply %4871, %m.stages.1.blocks.2.gamma : tensor<192xf32>
    %4873 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4874 = stablehlo.multiply %4873, %3111 : tensor<192xf32>
    %4875 = stablehlo.add %4872, %4874 : tensor<192xf32>
    %4876 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4877 = stablehlo.multiply %4876, %v.stages.1.blocks.2.gamma : tensor<192xf32>
    %4878 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4879 = stablehlo.multiply %3111, %3111 : tensor<192xf32>
    %4880 = stablehlo.multiply %4878, %4879 : tensor<192xf32>
    %4881 = stablehlo.add %4877, %4880 : tensor<192xf32>
    %4882 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4883 = stablehlo.divide %4875, %4882 : tensor<192xf32>
    %4884 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4885 = stablehlo.divide %4881, %4884 : tensor<192xf32>
    %4886 = stablehlo.sqrt %4885 : tensor<192xf32>
    %4887 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4888 = stablehlo.add %4886, %4887 : tensor<192xf32>
    %4889 = stablehlo.divide %4883, %4888 : tensor<192xf32>
    %4890 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4891 = stablehlo.multiply %4890, %m.stages.2.down.norm.g : tensor<192xf32>
    %4892 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4893 = stablehlo.multiply %4892, %3116 : tensor<192xf32>
    %4894 = stablehlo.add %4891, %4893 : tensor<192xf32>
    %4895 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4896 = stablehlo.multiply %4895, %v.stages.2.down.norm.g : tensor<192xf32>
    %4897 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4898 = stablehlo.multiply %3116, %3116 : tensor<192xf32>
    %4899 = stablehlo.multiply %4897, %4898 : tensor<192xf32>
    %4900 = stablehlo.add %4896, %4899 : tensor<192xf32>
    %4901 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4902 = stablehlo.divide %4894, %4901 : tensor<192xf32>
    %4903 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4904 = stablehlo.divide %4900, %4903 : tensor<192xf32>
    %4905 = stablehlo.sqrt %4904 : tensor<192xf32>
    %4906 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4907 = stablehlo.add %4905, %4906 : tensor<192xf32>
    %4908 = stablehlo.divide %4902, %4907 : tensor<192xf32>
    %4909 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4910 = stablehlo.multiply %4909, %m.stages.2.down.norm.b : tensor<192xf32>
    %4911 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4912 = stablehlo.multiply %4911, %3121 : tensor<192xf32>
    %4913 = stablehlo.add %4910, %4912 : tensor<192xf32>
    %4914 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4915 = stablehlo.multiply %4914, %v.stages.2.down.norm.b : tensor<192xf32>
    %4916 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4917 = stablehlo.multiply %3121, %3121 : tensor<192xf32>
    %4918 = stablehlo.multiply %4916, %4917 : tensor<192xf32>
    %4919 = stablehlo.add %4915, %4918 : tensor<192xf32>
    %4920 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4921 = stablehlo.divide %4913, %4920 : tensor<192xf32>
    %4922 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4923 = stablehlo.divide %4919, %4922 : tensor<192xf32>
    %4924 = stablehlo.sqrt %4923 : tensor<192xf32>
    %4925 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4926 = stablehlo.add %4924, %4925 : tensor<192xf32>
    %4927 = stablehlo.divide %4921, %4926 : tensor<192xf32>
    %4928 = stablehlo.constant dense<0.9> : tensor<2x2x192x384xf32>
    %4929 = stablehlo.multiply %4928, %m.stages.2.down.conv.w : tensor<2x2x192x384xf32>
    %4930 = stablehlo.constant dense<0.1> : tensor<2x2x192x384xf32>
    %4931 = stablehlo.multiply %4930, %3126 : tensor<2x2x192x384xf32>
    %4932 = stablehlo.add %4929, %4931 : tensor<2x2x192x384xf32>
    %4933 = stablehlo.constant dense<0.999> : tensor<2x2x192x384xf32>
    %4934 = stablehlo.multiply %4933, %v.stages.2.down.conv.w : tensor<2x2x192x384xf32>
    %4935 = stablehlo.constant dense<0.001> : tensor<2x2x192x384xf32>
    %4936 = stablehlo.multiply %3126, %3126 : tensor<2x2x192x384xf32>
    %4937 = stablehlo.multiply %4935, %4936 : tensor<2x2x192x384xf32>
    %4938 = stablehlo.add %4934, %4937 : tensor<2x2x192x384xf32>
    %4939 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x192x384xf32>
    %4940 = stablehlo.divide %4932, %4939 : tensor<2x2x192x384xf32>
    %4941 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x192x384xf32>
    %4942 = stablehlo.divide %4938, %4941 : tensor<2x2x192x384xf32>
    %4943 = stablehlo.sqrt %4942 : tensor<2x2x192x384xf32>
    %4944 = stablehlo.constant dense<1.0e-08> : tensor<2x2x192x384xf32>
    %4945 = stablehlo.add %4943, %4944 : tensor<2x2x192x384xf32>
    %4946 = stablehlo.divide %4940, %4945 : tensor<2x2x192x384xf32>
    %4947 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %4948 = stablehlo.multiply %4947, %m.stages.2.down.conv.b : tensor<384xf32>
    %4949 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %4950 = stablehlo.multiply %4949, %3131 : tensor<384xf32>
    %4951 = stablehlo.add %4948, %4950 : tensor<384xf32>
    %4952 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %4953 = stablehlo.multiply %4952, %v.stages.2.down.conv.b : tensor<384xf32>
    %4954 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %4955 = stablehlo.multiply %3131, %3131 : tensor<384xf32>
    %4956 = stablehlo.multiply %4954, %4955 : tensor<384xf32>
    %4957 = stablehlo.add %4953, %4956 : tensor<384xf32>
    %4958 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4959 = stablehlo.divide %4951, %4958 : tensor<384xf32>
    %4960 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4961 = stablehlo.divide %4957, %4960 : tensor<384xf32>
    %4962 = stablehlo.sqrt %4961 : tensor<384xf32>
    %4963 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %4964 = stablehlo.add %4962, %4963 : tensor<384xf32>
    %4965 = stablehlo.divide %4959, %4964 : tensor<384xf32>
    %4966 = stablehlo.constant dense<0.9> : tensor<7x7x1x384xf32>
    %4967 = stablehlo.multiply %4966, %m.stages.2.blocks.0.dwconv.w : tensor<7x7x1x384xf32>
    %4968 = stablehlo.constant dense<0.1> : tensor<7x7x1x384xf32>
    %4969 = stablehlo.multiply %4968, %3136 : tensor<7x7x1x384xf32>
    %4970 = stablehlo.add %4967, %4969 : tensor<7x7x1x384xf32>
    %4971 = stablehlo.constant dense<0.999> : tensor<7x7x1x384xf32>
    %4972 = stablehlo.multiply %4971, %v.stages.2.blocks.0.dwconv.w : tensor<7x7x1x384xf32>
    %4973 = stablehlo.constant dense<0.001> : tensor<7x7x1x384xf32>
    %4974 = stablehlo.multiply %3136, %3136 : tensor<7x7x1x384xf32>
    %4975 = stablehlo.multiply %4973, %4974 : tensor<7x7x1x384xf32>
    %4976 = stablehlo.add %4972, %4975 : tensor<7x7x1x384xf32>
    %4977 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %4978 = stablehlo.divide %4970, %4977 : tensor<7x7x1x384xf32>
    %4979 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %4980 = stablehlo.divide %4976, %4979 : tensor<7x7x1x384xf32>
    %4981 = stablehlo.sqrt %4980 : tensor<7x7x1x384xf32>
    %4982 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x384xf32>
    %4983 = stablehlo.add %4981, %4982 : tensor<7x7x1x384xf32>
    %4984 = stablehlo.divide %4978, %4983 : tensor<7x7x1x384xf32>
    %4985 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %4986 = stablehlo.multiply %4985, %m.stages.2.blocks.0.dwconv.b : tensor<384xf32>
    %4987 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %4988 = stablehlo.multiply %4987, %3141 : tensor<384xf32>
    %4989 = stablehlo.add %4986, %4988 : tensor<384xf32>
    %4990 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %4991 = stablehlo.multiply %4990, %v.stages.2.blocks.0.dwconv.b : tensor<384xf32>
    %4992 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %4993 = stablehlo.multiply %3141, %3141 : tensor<384xf32>
    %4994 = stablehlo.multiply %4992, %4993 : tensor<384xf32>
    %4995 = stablehlo.add %4991, %4994 : tensor<384xf32>
    %4996 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4997 = stablehlo.divide %4989, %4996 : tensor<384xf32>
    %4998 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4999 = stablehlo.divide %4995, %4998 : tensor<384xf32>
    %5000 = stablehlo.sqrt %4999 : tensor<384xf32>
    %5001 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5002 = stablehlo.add %5000, %5001 : tensor<384xf32>
    %5003 = stablehlo.divide %4997, %5002 : tensor<384xf32>
    %5004 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5005 = stablehlo.multiply %5004, %m.stages.2.blocks.0.norm.g : tensor<384xf32>
    %5006 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5007 = stablehlo.multiply %5006, %3146 : tensor<384xf32>
    %5008 = stablehlo.add %5005, %5007 : tensor<384xf32>
    %5009 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5010 = stablehlo.multiply %5009, %v.stages.2.blocks.0.norm.g : tensor<384xf32>
    %5011 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5012 = stablehlo.multiply %3146, %3146 : tensor<384xf32>
    %5013 = stablehlo.multiply %5011, %5012 : tensor<384xf32>
    %5014 = stablehlo.add %5010, %5013 : tensor<384xf32>
    %5015 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5016 = stablehlo.divide %5008, %5015 : tensor<384xf32>
    %5017 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5018 = stablehlo.divide %5014, %5017 : tensor<384xf32>
    %5019 = stablehlo.sqrt %5018 : tensor<384xf32>
    %5020 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5021 = stablehlo.add %5019, %5020 : tensor<384xf32>
    %5022 = stablehlo.divide %5016, %5021 : tensor<384xf32>
    %5023 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5024 = stablehlo.multiply %5023, %m.stages.2.blocks.0.norm.b : tensor<384xf32>
    %5025 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5026 = stablehlo.multiply %5025, %3151 : tensor<384xf32>
    %5027 = stablehlo.add %5024, %5026 : tensor<384xf32>
    %5028 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5029 = stablehlo.multiply %5028, %v.stages.2.blocks.0.norm.b : tensor<384xf32>
    %5030 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5031 = stablehlo.multiply %3151, %3151 : tensor<384xf32>
    %5032 = stablehlo.multiply %5030, %5031 : tensor<384xf32>
    %5033 = stablehlo.add %5029, %5032 : tensor<384xf32>
    %5034 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5035 = stablehlo.divide %5027, %5034 : tensor<384xf32>
    %5036 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5037 = stablehlo.divide %5033, %5036 : tensor<384xf32>
    %5038 = stablehlo.sqrt %5037 : tensor<384xf32>
    %5039 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5040 = stablehlo.add %5038, %5039 : tensor<384xf32>
    %5041 = stablehlo.divide %5035, %5040 : tensor<384xf32>
    %5042 = stablehlo.constant dense<0.9> : tensor<384x1536xf32>
    %5043 = stablehlo.multiply %5042, %m.stages.2.blocks.0.fc1.w : tensor<384x1536xf32>
    %5044 = stablehlo.constant dense<0.1> : tensor<384x1536xf32>
    %5045 = stablehlo.multiply %5044, %3156 : tensor<384x1536xf32>
    %5046 = stablehlo.add %5043, %5045 : tensor<384x1536xf32>
    %5047 = stablehlo.constant dense<0.999> : tensor<384x1536xf32>
    %5048 = stablehlo.multiply %5047, %v.stages.2.blocks.0.fc1.w : tensor<384x1536xf32>
    %5049 = stablehlo.constant dense<0.001> : tensor<384x1536xf32>
    %5050 = stablehlo.multiply %3156, %3156 : tensor<384x1536xf32>
    %5051 = stablehlo.multiply %5049, %5050 : tensor<384x1536xf32>
    %5052 = stablehlo.add %5048, %5051 : tensor<384x1536xf32>
    %5053 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %5054 = stablehlo.divide %5046, %5053 : tensor<384x1536xf32>
    %5055 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %5056 = stablehlo.divide %5052, %5055 : tensor<384x1536xf32>
    %5057 = stablehlo.sqrt %5056 : tensor<384x1536xf32>
    %5058 = stablehlo.constant dense<1.0e-08> : tensor<384x1536xf32>
    %5059 = stablehlo.add %5057, %5058 : tensor<384x1536xf32>
    %5060 = stablehlo.divide %5054, %5059 : tensor<384x1536xf32>
    %5061 = stablehlo.constant dense<0.9> : tensor<1536xf32>
    %5062 = stablehlo.multiply %5061, %m.stages.2.blocks.0.fc1.b : tensor<1536xf32>
    %5063 = stablehlo.constant dense<0.1> : tensor<1536xf32>
    %5064 = stablehlo.multiply %5063, %3161 : tensor<1536xf32>
    %5065 = stablehlo.add %5062, %5064 : tensor<1536xf32>
    %5066 = stablehlo.constant dense<0.999> : tensor<1536xf32>
    %5067 = stablehlo.multiply %5066, %v.stages.2.blocks.0.fc1.b : tensor<1536xf32>
    %5068 = stablehlo.constant dense<0.001> : tensor<1536xf32>
    %5069 = stablehlo.multiply %3161, %3161 : tensor<1536xf32>
    %5070 = stablehlo.multiply %5068, %5069 : tensor<1536xf32>
    %5071 = stablehlo.add %5067, %5070 : tensor<1536xf32>
    %5072 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %5073 = stablehlo.divide %5065, %5072 : tensor<1536xf32>
    %5074 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %5075 = stablehlo.divide %5071, %5074 : tensor<1536xf32>
    %5076 = stablehlo.sqrt %5075 : tensor<1536xf32>
    %5077 = stablehlo.constant dense<1.0e-08> : tensor<1536xf32>
    %5078 = stablehlo.add %5076, %5077 : tensor<1536xf32>
    %5079 = stablehlo.divide %5073, %5078 : tensor<1536xf32>
    %5080 = stablehlo.constant dense<0.9> : tensor<1536x384xf32>
    %5081 = stablehlo.multiply %5080, %m.stages.2.blocks.0.fc2.w : tensor<1536x384xf32>
    %5082 = stablehlo.constant dense<0.1> : tensor<1536x384xf32>
    %5083 = stablehlo.multiply %5082, %3166 : tensor<1536x384xf32>
    %5084 = stablehlo.add %5081, %5083 : tensor<1536x384xf32>
    %5085 = stablehlo.constant dense<0.999> : tensor<1536x384xf32>
    %5086 = stablehlo.multiply %5085, %v.stages.2.blocks.0.fc2.w : tensor<1536x384xf32>
    %5087 = stablehlo.constant dense<0.001> : tensor<1536x384xf32>
    %5088 = stablehlo.multiply %3166, %3166 : tensor<1536x384xf32>
    %5089 = stablehlo.multiply %5087, %5088 : tensor<1536x384xf32>
    %5090 = stablehlo.add %5086, %5089 : tensor<1536x384xf32>
    %5091 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %5092 = stablehlo.divide %5084, %5091 : tensor<1536x384xf32>
    %5093 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %5094 = stablehlo.divide %5090, %5093 : tensor<1536x384xf32>
    %5095 = stablehlo.sqrt %5094 : tensor<1536x384xf32>
    %5096 = stablehlo.constant dense<1.0e-08> : tensor<1536x384xf32>
    %5097 = stablehlo.add %5095, %5096 : tensor<1536x384xf32>
    %5098 = stablehlo.divide %5092, %5097 : tensor<1536x384xf32>
    %5099 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5100 = stablehlo.multiply %5099, %m.stages.2.blocks.0.fc2.b : tensor<384xf32>
    %5101 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5102 = stablehlo.multiply %5101, %3171 : tensor<384xf32>
    %5103 = stablehlo.add %5100, %5102 : tensor<384xf32>
    %5104 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5105 = stablehlo.multiply %5104, %v.stages.2.blocks.0.fc2.b : tensor<384xf32>
    %5106 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5107 = stablehlo.multiply %3171, %3171 : tensor<384xf32>
    %5108 = stablehlo.multiply %5106, %5107 : tensor<384xf32>
    %5109 = stablehlo.add %5105, %5108 : tensor<384xf32>
    %5110 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5111 = stablehlo.divide %5103, %5110 : tensor<384xf32>
    %5112 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5113 = stablehlo.divide %5109, %5112 : tensor<384xf32>
    %5114 = stablehlo.sqrt %5113 : tensor<384xf32>
    %5115 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5116 = stablehlo.add %5114, %5115 : tensor<384xf32>
    %5117 = stablehlo.divide %5111, %5116 : tensor<384xf32>
    %5118 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5119 = stablehlo.multiply %5118, %m.stages.2.blocks.0.gamma : tensor<384xf32>
    %5120 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5121 = stablehlo.multiply %5120, %3176 : tensor<384xf32>
    %5122 = stablehlo.add %5119, %5121 : tensor<384xf32>
    %5123 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5124 = stablehlo.multiply %5123, %v.stages.2.blocks.0.gamma : tensor<384xf32>
    %5125 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5126 = stablehlo.multiply %3176, %3176 : tensor<384xf32>
    %5127 = stablehlo.multiply %5125, %5126 : tensor<384xf32>
    %5128 = stablehlo.add %5124, %5127 : tensor<384xf32>
    %5129 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5130 = stablehlo.divide %5122, %5129 : tensor<384xf32>
    %5131 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5132 = stablehlo.divide %5128, %5131 : tensor<384xf32>
    %5133 = stablehlo.sqrt %5132 : tensor<384xf32>
    %5134 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5135 = stablehlo.add %5133, %5134 : tensor<384xf32>
    %5136 = stablehlo.divide %5130, %5135 : tensor<384xf32>
    %5137 = stablehlo.constant dense<0.9> : tensor<7x7x1x384xf32>
    %5138 = stablehlo.multiply %5137, %m.stages.2.blocks.1.dwconv.w : tensor<7x7x1x384xf32>
    %5139 = stablehlo.constant dense<0.1> : tensor<7x7x1x384xf32>
    %5140 = stablehlo.multiply %5139, %3181 : tensor<7x7x1x384xf32>
    %5141 = stablehlo.add %5138, %5140 : tensor<7x7x1x384xf32>
    %5142 = stablehlo.constant dense<0.999> : tensor<7x7x1x384xf32>
    %5143 = stablehlo.multiply %5142, %v.stages.2.blocks.1.dwconv.w : tensor<7x7x1x384xf32>
    %5144 = stablehlo.constant dense<0.001> : tensor<7x7x1x384xf32>
    %5145 = stablehlo.multiply %3181, %3181 : tensor<7x7x1x384xf32>
    %5146 = stablehlo.multiply %5144, %5145 : tensor<7x7x1x384xf32>
    %5147 = stablehlo.add %5143, %5146 : tensor<7x7x1x384xf32>
    %5148 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %5149 = stablehlo.divide %5141, %5148 : tensor<7x7x1x384xf32>
    %5150 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %5151 = stablehlo.divide %5147, %5150 : tensor<7x7x1x384xf32>
    %5152 = stablehlo.sqrt %5151 : tensor<7x7x1x384xf32>
    %5153 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x384xf32>
    %5154 = stablehlo.add %5152, %5153 : tensor<7x7x1x384xf32>
    %5155 = stablehlo.divide %5149, %5154 : tensor<7x7x1x384xf32>
    %5156 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5157 = stablehlo.multiply %5156, %m.stages.2.blocks.1.dwconv.b : tensor<384xf32>
    %5158 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5159 = stablehlo.multiply %5158, %3186 : tensor<384xf32>
    %5160 = stablehlo.add %5157, %5159 : tensor<384xf32>
    %5161 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5162 = stablehlo.multiply %5161, %v.stages.2.blocks.1.dwconv.b : tensor<384xf32>
    %5163 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5164 = stablehlo.multiply %3186, %3186 : tensor<384xf32>
    %5165 = stablehlo.multiply %5163, %5164 : tensor<384xf32>
    %5166 = stablehlo.add %5162, %5165 : tensor<384xf32>
    %5167 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5168 = stablehlo.divide %5160, %5167 : tensor<384xf32>
    %5169 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5170 = stablehlo.divide %5166, %5169 : tensor<384xf32>
    %5171 = stablehlo.sqrt %5170 : tensor<384xf32>
    %5172 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5173 = stablehlo.add %5171, %5172 : tensor<384xf32>
    %5174 = stablehlo.divide %5168, %5173 : tensor<384xf32>
    %5175 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5176 = stablehlo.multiply %5175, %m.stages.2.blocks.1.norm.g : tensor<384xf32>
    %5177 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5178 = stablehlo.multiply %5177, %3191 : tensor<384xf32>
    %5179 = stablehlo.add %5176, %5178 : tensor<384xf32>
    %5180 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5181 = stablehlo.multiply %5180, %v.stages.2.blocks.1.norm.g : tensor<384xf32>
    %5182 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5183 = stablehlo.multiply %3191, %3191 : tensor<384xf32>
    %5184 = stablehlo.multiply %5182, %5183 : tensor<384xf32>
    %5185 = stablehlo.add %5181, %5184 : tensor<384xf32>
    %5186 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5187 = stablehlo.divide %5179, %5186 : tensor<384xf32>
    %5188 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5189 = stablehlo.divide %5185, %5188 : tensor<384xf32>
    %5190 = stablehlo.sqrt %5189 : tensor<384xf32>
    %5191 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5192 = stablehlo.add %5190, %5191 : tensor<384xf32>
    %5193 = stablehlo.divide %5187, %5192 : tensor<384xf32>
    %5194 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5195 = stablehlo.multiply %5194, %m.stages.2.blocks.1.norm.b : tensor<384xf32>
    %5196 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5197 = stablehlo.multiply %5196, %3196 : tensor<384xf32>
    %5198 = stablehlo.add %5195, %5197 : tensor<384xf32>
    %5199 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5200 = stablehlo.multiply %5199, %v.stages.2.blocks.1.norm.b : tensor<384xf32>
    %5201 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5202 = stablehlo.multiply %3196, %3196 : tensor<384xf32>
    %5203 = stablehlo.multiply %5201, %5202 : tensor<384xf32>
    %5204 = stablehlo.add %5200, %5203 : tensor<384xf32>
    %5205 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5206 = stablehlo.divide %5198, %5205 : tensor<384xf32>
    %5207 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5208 = stablehlo.divide %5204, %5207 : tensor<384xf32>
    %5209 = stablehlo.sqrt %5208 : tensor<384xf32>
    %5210 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5211 = stablehlo.add %5209, %5210 : tensor<384xf32>
    %5212 = stablehlo.divide %5206, %5211 : tensor<384xf32>
    %5213 = stablehlo.constant dense<0.9> : tensor<384x1536xf32>
    %5214 = stablehlo.multiply %5213, %m.stages.2.blocks.1.fc1.w : tensor<384x1536xf32>
    %5215 = stablehlo.constant dense<0.1> : tensor<384x1536xf32>
    %5216 = stablehlo.multiply %5215, %3201 : tensor<384x1536xf32>
    %5217 = stablehlo.add %5214, %5216 : tensor<384x1536xf32>
    %5218 = stablehlo.constant dense<0.999> : tensor<384x1536xf32>
    %5219 = stablehlo.multiply %5218, %v.stages.2.blocks.1.fc1.w : tensor<384x1536xf32>
    %5220 = stablehlo.constant dense<0.001> : tensor<384x1536xf32>
    %5221 = stablehlo.multiply %3201, %3201 : tensor<384x1536xf32>
    %5222 = stablehlo.multiply %5220, %5221 : tensor<384x1536xf32>
    %5223 = stablehlo.add %5219, %5222 : tensor<384x1536xf32>
    %5224 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %5225 = stablehlo.divide %5217, %5224 : tensor<384x1536xf32>
    %5226 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %5227 = stablehlo.divide %5223, %5226 : tensor<384x1536xf32>
    %5228 = stablehlo.sqrt %5227 : tensor<384x1536xf32>
    %5229 = stablehlo.constant dense<1.0e-08> : tensor<384x1536xf32>
    %5230 = stablehlo.add %5228, %5229 : tensor<384x1536xf32>
    %5231 = stablehlo.divide %5225, %5230 : tensor<384x1536xf32>
    %5232 = stablehlo.constant dense<0.9> : tensor<1536xf32>
    %5233 = stablehlo.multiply %5232, %m.stages.2.blocks.1.fc1.b : tensor<1536xf32>
    %5234 = stablehlo.constant dense<0.1> : tensor<1536xf32>
    %5235 = stablehlo.multiply %5234, %3206 : tensor<1536xf32>
    %5236 = stablehlo.add %5233, %5235 : tensor<1536xf32>
    %5237 = stablehlo.constant dense<0.999> : tensor<1536xf32>
    %5238 = stablehlo.multiply %5237, %v.stages.2.blocks.1.fc1.b : tensor<1536xf32>
    %5239 = stablehlo.constant dense<0.001> : tensor<1536xf32>
    %5240 = stablehlo.multiply %3206, %3206 : tensor<1536xf32>
    %5241 = stablehlo.multiply %5239, %5240 : tensor<1536xf32>
    %5242 = stablehlo.add %5238, %5241 : tensor<1536xf32>
    %5243 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %5244 = stablehlo.divide %5236, %5243 : tensor<1536xf32>
    %5245 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %5246 = stablehlo.divide %5242, %5245 : tensor<1536xf32>
    %5247 = stablehlo.sqrt %5246 : tensor<1536xf32>
    %5248 = stablehlo.constant dense<1.0e-08> : tensor<1536xf32>
    %5249 = stablehlo.add %5247, %5248 : tensor<1536xf32>
    %5250 = stablehlo.divide %5244, %5249 : tensor<1536xf32>
    %5251 = stablehlo.constant dense<0.9> : tensor<1536x384xf32>
    %5252 = stablehlo.multiply %5251, %m.stages.2.blocks.1.fc2.w : tensor<1536x384xf32>
    %5253 = stablehlo.constant dense<0.1> : tensor<1536x384xf32>
    %5254 = stablehlo.multiply %5253, %3211 : tensor<1536x384xf32>
    %5255 = stablehlo.add %5252, %5254 : tensor<1536x384xf32>
    %5256 = stablehlo.constant dense<0.999> : tensor<1536x384xf32>
    %5257 = stablehlo.multiply %5256, %v.stages.2.blocks.1.fc2.w : tensor<1536x384xf32>
    %5258 = stablehlo.constant dense<0.001> : tensor<1536x384xf32>
    %5259 = stablehlo.multiply %3211, %3211 : tensor<1536x384xf32>
    %5260 = stablehlo.multiply %5258, %5259 : tensor<1536x384xf32>
    %5261 = stablehlo.add %5257, %5260 : tensor<1536x384xf32>
    %5262 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %5263 = stablehlo.divide %5255, %5262 : tensor<1536x384xf32>
    %5264 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %5265 = stablehlo.divide %5261, %5264 : tensor<1536x384xf32>
    %5266 = stablehlo.sqrt %5265 : tensor<1536x384xf32>
    %5267 = stablehlo.constant dense<1.0e-08> : tensor<1536x384xf32>
    %5268 = stablehlo.add %5266, %5267 : tensor<1536x384xf32>
    %5269 = stablehlo.divide %5263, %5268 : tensor<1536x384xf32>
    %5270 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5271 = stablehlo.multiply %5270, %m.stages.2.blocks.1.fc2.b : tensor<384xf32>
    %5272 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5273 = stablehlo.multiply %5272, %3216 : tensor<384xf32>
    %5274 = stablehlo.add %5271, %5273 : tensor<384xf32>
    %5275 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5276 = stablehlo.multiply %5275, %v.stages.2.blocks.1.fc2.b : tensor<384xf32>
    %5277 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5278 = stablehlo.multiply %3216, %3216 : tensor<384xf32>
    %5279 = stablehlo.multiply %5277, %5278 : tensor<384xf32>
    %5280 = stablehlo.add %5276, %5279 : tensor<384xf32>
    %5281 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5282 = stablehlo.divide %5274, %5281 : tensor<384xf32>
    %5283 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5284 = stablehlo.divide %5280, %5283 : tensor<384xf32>
    %5285 = stablehlo.sqrt %5284 : tensor<384xf32>
    %5286 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5287 = stablehlo.add %5285, %5286 : tensor<384xf32>
    %5288 = stablehlo.divide %5282, %5287 : tensor<384xf32>
    %5289 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5290 = stablehlo.multiply %5289, %m.stages.2.blocks.1.gamma : tensor<384xf32>
    %5291 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5292 = stablehlo.multiply %5291, %3221 : tensor<384xf32>
    %5293 = stablehlo.add %5290, %5292 : tensor<384xf32>
    %5294 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5295 = stablehlo.multiply %5294, %v.stages.2.blocks.1.gamma : tensor<384xf32>
    %5296 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5297 = stablehlo.multiply %3221, %3221 : tensor<384xf32>
    %5298 = stablehlo.multiply %5296, %5297 : tensor<384xf32>
    %5299 = stablehlo.add %5295, %5298 : tensor<384xf32>
    %5300 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5301 = stablehlo.divide %5293, %5300 : tensor<384xf32>
    %5302 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5303 = stablehlo.divide %5299, %5302 : tensor<384xf32>
    %5304 = stablehlo.sqrt %5303 : tensor<384xf32>
    %5305 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5306 = stablehlo.add %5304, %5305 : tensor<384xf32>
    %5307 = stablehlo.divide %5301, %5306 : tensor<384xf32>
    %5308 = stablehlo.constant dense<0.9> : tensor<7x7x1x384xf32>
    %5309 = stablehlo.multiply %5308, %m.stages.2.blocks.2.dwconv.w : tensor<7x7x1x384xf32>
    %5310 = stablehlo.constant dense<0.1> : tensor<7x7x1x384xf32>
    %5311 = stablehlo.multiply %5310, %3226 : tensor<7x7x1x384xf32>
    %5312 = stablehlo.add %5309, %5311 : tensor<7x7x1x384xf32>
    %5313 = stablehlo.constant dense<0.999> : tensor<7x7x1x384xf32>
    %5314 = stablehlo.multiply %5313, %v.stages.2.blocks.2.dwconv.w : tensor<7x7x1x384xf32>
    %5315 = stablehlo.constant dense<0.001> : tensor<7x7x1x384xf32>
    %5316 = stablehlo.multiply %3226, %3226 : tensor<7x7x1x384xf32>
    %5317 = stablehlo.multiply %5315, %5316 : tensor<7x7x1x384xf32>
    %5318 = stablehlo.add %5314, %5317 : tensor<7x7x1x384xf32>
    %5319 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %5320 = stablehlo.divide %5312, %5319 : tensor<7x7x1x384xf32>
    %5321 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %5322 = stablehlo.divide %5318, %5321 : tensor<7x7x1x384xf32>
    %5323 = stablehlo.sqrt %5322 : tensor<7x7x1x384xf32>
    %5324 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x384xf32>
    %5325 = stablehlo.add %5323, %5324 : tensor<7x7x1x384xf32>
    %5326 = stablehlo.divide %5320, %5325 : tensor<7x7x1x384xf32>
    %5327 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5328 = stablehlo.multiply %5327, %m.stages.2.blocks.2.dwconv.b : tensor<384xf32>
    %5329 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5330 = stablehlo.multiply %5329, %3231 : tensor<384xf32>
    %5331 = stablehlo.add %5328, %5330 : tensor<384xf32>
    %5332 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5333 = stablehlo.multiply %5332, %v.stages.2.blocks.2.dwconv.b : tensor<384xf32>
    %5334 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5335 = stablehlo.multiply %3231, %3231 : tensor<384xf32>
    %5336 = stablehlo.multiply %5334, %5335 : tensor<384xf32>
    %5337 = stablehlo.add %5333, %5336 : tensor<384xf32>
    %5338 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5339 = stablehlo.divide %5331, %5338 : tensor<384xf32>
    %5340 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5341 = stablehlo.divide %5337, %5340 : tensor<384xf32>
    %5342 = stablehlo.sqrt %5341 : tensor<384xf32>
    %5343 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5344 = stablehlo.add %5342, %5343 : tensor<384xf32>
    %5345 = stablehlo.divide %5339, %5344 : tensor<384xf32>
    %5346 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5347 = stablehlo.multiply %5346, %m.stages.2.blocks.2.norm.g : tensor<384xf32>
    %5348 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5349 = stablehlo.multiply %5348, %3236 : tensor<384xf32>
    %5350 = stablehlo.add %5347, %5349 : tensor<384xf32>
    %5351 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5352 = stablehlo.multiply %5351, %v.stages.2.blocks.2.norm.g : tensor<384xf32>
    %5353 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5354 = stablehlo.multiply %3236, %3236 : tensor<384xf32>
    %5355 = stablehlo.multiply %5353, %5354 : tensor<384xf32>
    %5356 = stablehlo.add %5352, %5355 : tensor<384xf32>
    %5357 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5358 = stablehlo.divide %5350, %5357 : tensor<384xf32>
    %5359 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5360 = stablehlo.divide %5356, %5359 : tensor<384xf32>
    %5361 = stablehlo.sqrt %5360 : tensor<384xf32>
    %5362 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5363 = stablehlo.add %5361, %5362 : tensor<384xf32>
    %5364 = stablehlo.divide %5358, %5363 : tensor<384xf32>
    %5365 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5366 = stablehlo.multiply %5365, %m.stages.2.blocks.2.norm.b : tensor<384xf32>
    %5367 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5368 = stablehlo.multiply %5367, %3241 : tensor<384xf32>
    %5369 = stablehlo.add %5366, %5368 : tensor<384xf32>
    %5370 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5371 = stablehlo.multiply %5370, %v.stages.2.blocks.2.norm.b : tensor<384xf32>
    %5372 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5373 = stablehlo.multiply %3241, %3241 : tensor<384xf32>
    %5374 = stablehlo.multiply %5372, %5373 : tensor<384xf32>
    %5375 = stablehlo.add %5371, %5374 : tensor<384xf32>
    %5376 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5377 = stablehlo.divide %5369, %5376 : tensor<384xf32>
    %5378 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5379 = stablehlo.divide %5375, %5378 : tensor<384xf32>
    %5380 = stablehlo.sqrt %5379 : tensor<384xf32>
    %5381 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5382 = stablehlo.add %5380, %5381 : tensor<384xf32>
    %5383 = stablehlo.divide %5377, %5382 : tensor<384xf32>
    %5384 = stablehlo.constant dense<0.9> : tensor<384x1536xf32>
    %5385 = stablehlo.multiply %5384, %m.stages.2.blocks.2.fc1.w : tensor<384x1536xf32>
    %5386 = stablehlo.constant dense<0.1> : tensor<384x1536xf32>
    %5387 = stablehlo.multiply %5386, %3246 : tensor<384x1536xf32>
    %5388 = stablehlo.add %5385, %5387 : tensor<384x1536xf32>
    %5389 = stablehlo.constant dense<0.999> : tensor<384x1536xf32>
    %5390 = stablehlo.multiply %5389, %v.stages.2.blocks.2.fc1.w : tensor<384x1536xf32>
    %5391 = stablehlo.constant dense<0.001> : tensor<384x1536xf32>
    %5392 = stablehlo.multiply %3246, %3246 : tensor<384x1536xf32>
    %5393 = stablehlo.multiply %5391, %5392 : tensor<384x1536xf32>
    %5394 = stablehlo.add %5390, %5393 : tensor<384x1536xf32>
    %5395 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %5396 = stablehlo.divide %5388, %5395 : tensor<384x1536xf32>
    %5397 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %5398 = stablehlo.divide %5394, %5397 : tensor<384x1536xf32>
    %5399 = stablehlo.sqrt %5398 : tensor<384x1536xf32>
    %5400 = stablehlo.constant dense<1.0e-08> : tensor<384x1536xf32>
    %5401 = stablehlo.add %5399, %5400 : tensor<384x1536xf32>
    %5402 = stablehlo.divide %5396, %5401 : tensor<384x1536xf32>
    %5403 = stablehlo.constant dense<0.9> : tensor<1536xf32>
    %5404 = stablehlo.multiply %5403, %m.stages.2.blocks.2.fc1.b : tensor<1536xf32>
    %5405 = stablehlo.constant dense<0.1> : tensor<1536xf32>
    %5406 = stablehlo.multiply %5405, %3251 : tensor<1536xf32>
    %5407 = stablehlo.add %5404, %5406 : tensor<1536xf32>
    %5408 = stablehlo.constant dense<0.999> : tensor<1536xf32>
    %5409 = stablehlo.multiply %5408, %v.stages.2.blocks.2.fc1.b : tensor<1536xf32>
    %5410 = stablehlo.constant dense<0.001> : tensor<1536xf32>
    %5411 = stablehlo.multiply %3251, %3251 : tensor<1536xf32>
    %5412 = stablehlo.multiply %5410, %5411 : tensor<1536xf32>
    %5413 = stablehlo.add %5409, %5412 : tensor<1536xf32>
    %5414 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %5415 = stablehlo.divide %5407, %5414 : tensor<1536xf32>
    %5416 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %5417 = stablehlo.divide %5413, %5416 : tensor<1536xf32>
    %5418 = stablehlo.sqrt %5417 : tensor<1536xf32>
    %5419 = stablehlo.constant dense<1.0e-08> : tensor<1536xf32>
    %5420 = stablehlo.add %5418, %5419 : tensor<1536xf32>
    %5421 = stablehlo.divide %5415, %5420 : tensor<1536xf32>
    %5422 = stablehlo.constant dense<0.9> : tensor<1536x384xf32>
    %5423 = stablehlo.multiply %5422, %m.stages.2.blocks.2.fc2.w : tensor<1536x384xf32>
    %5424 = stablehlo.constant dense<0.1> : tensor<1536x384xf32>
    %5425 = stablehlo.multiply %5424, %3256 : tensor<1536x384xf32>
    %5426 = stablehlo.add %5423, %5425 : tensor<1536x384xf32>
    %5427 = stablehlo.constant dense<0.999> : tensor<1536x384xf32>
    %5428 = stablehlo.multiply %5427, %v.stages.2.blocks.2.fc2.w : tensor<1536x384xf32>
    %5429 = stablehlo.constant dense<0.001> : tensor<1536x384xf32>
    %5430 = stablehlo.multiply %3256, %3256 : tensor<1536x384xf32>
    %5431 = stablehlo.multiply %5429, %5430 : tensor<1536x384xf32>
    %5432 = stablehlo.add %5428, %5431 : tensor<1536x384xf32>
    %5433 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %5434 = stablehlo.divide %5426, %5433 : tensor<1536x384xf32>
    %5435 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %5436 = stablehlo.divide %5432, %5435 : tensor<1536x384xf32>
    %5437 = stablehlo.sqrt %5436 : tensor<1536x384xf32>
    %5438 = stablehlo.constant dense<1.0e-08> : tensor<1536x384xf32>
    %5439 = stablehlo.add %5437, %5438 : tensor<1536x384xf32>
    %5440 = stablehlo.divide %5434, %5439 : tensor<1536x384xf32>
    %5441 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5442 = stablehlo.multiply %5441, %m.stages.2.blocks.2.fc2.b : tensor<384xf32>
    %5443 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5444 = stablehlo.multiply %5443, %3261 : tensor<384xf32>
    %5445 = stablehlo.add %5442, %5444 : tensor<384xf32>
    %5446 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5447 = stablehlo.multiply %5446, %v.stages.2.blocks.2.fc2.b : tensor<384xf32>
    %5448 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5449 = stablehlo.multiply %3261, %3261 : tensor<384xf32>
    %5450 = stablehlo.multiply %5448, %5449 : tensor<384xf32>
    %5451 = stablehlo.add %5447, %5450 : tensor<384xf32>
    %5452 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5453 = stablehlo.divide %5445, %5452 : tensor<384xf32>
    %5454 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5455 = stablehlo.divide %5451, %5454 : tensor<384xf32>
    %5456 = stablehlo.sqrt %5455 : tensor<384xf32>
    %5457 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5458 = stablehlo.add %5456, %5457 : tensor<384xf32>
    %5459 = stablehlo.divide %5453, %5458 : tensor<384xf32>
    %5460 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5461 = stablehlo.multiply %5460, %m.stages.2.blocks.2.gamma : tensor<384xf32>
    %5462 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5463 = stablehlo.multiply %5462, %3266 : tensor<384xf32>
    %5464 = stablehlo.add %5461, %5463 : tensor<384xf32>
    %5465 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5466 = stablehlo.multiply %5465, %v.stages.2.blocks.2.gamma : tensor<384xf32>
    %5467 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5468 = stablehlo.multiply %3266, %3266 : tensor<384xf32>
    %5469 = stablehlo.multiply %5467, %5468 : tensor<384xf32>
    %5470 = stablehlo.add %5466, %5469 : tensor<384xf32>
    %5471 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5472 = stablehlo.divide %5464, %5471 : tensor<384xf32>
    %5473 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5474 = stablehlo.divide %5470, %5473 : tensor<384xf32>
    %5475 = stablehlo.sqrt %5474 : tensor<384xf32>
    %5476 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5477 = stablehlo.add %5475, %5476 : tensor<384xf32>
    %5478 = stablehlo.divide %5472, %5477 : tensor<384xf32>
    %5479 = stablehlo.constant dense<0.9> : tensor<7x7x1x384xf32>
    %5480 = stablehlo.multiply %5479, %m.stages.2.blocks.3.dwconv.w : tensor<7x7x1x384xf32>
    %5481 = stablehlo.constant dense<0.1> : tensor<7x7x1x384xf32>
    %5482 = stablehlo.multiply %5481, %3271 : tensor<7x7x1x384xf32>
    %5483 = stablehlo.add %5480, %5482 : tensor<7x7x1x384xf32>
    %5484 = stablehlo.constant dense<0.999> : tensor<7x7x1x384xf32>
    %5485 = stablehlo.multiply %5484, %v.stages.2.blocks.3.dwconv.w : tensor<7x7x1x384xf32>
    %5486 = stablehlo.constant dense<0.001> : tensor<7x7x1x384xf32>
    %5487 = stablehlo.multiply %3271, %3271 : tensor<7x7x1x384xf32>
    %5488 = stablehlo.multiply %5486, %5487 : tensor<7x7x1x384xf32>
    %5489 = stablehlo.add %5485, %5488 : tensor<7x7x1x384xf32>
    %5490 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %5491 = stablehlo.divide %5483, %5490 : tensor<7x7x1x384xf32>
    %5492 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %5493 = stablehlo.divide %5489, %5492 : tensor<7x7x1x384xf32>
    %5494 = stablehlo.sqrt %5493 : tensor<7x7x1x384xf32>
    %5495 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x384xf32>
    %5496 = stablehlo.add %5494, %5495 : tensor<7x7x1x384xf32>
    %5497 = stablehlo.divide %5491, %5496 : tensor<7x7x1x384xf32>
    %5498 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5499 = stablehlo.multiply %5498, %m.stages.2.blocks.3.dwconv.b : tensor<384xf32>
    %5500 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5501 = stablehlo.multiply %5500, %3276 : tensor<384xf32>
    %5502 = stablehlo.add %5499, %5501 : tensor<384xf32>
    %5503 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5504 = stablehlo.multiply %5503, %v.stages.2.blocks.3.dwconv.b : tensor<384xf32>
    %5505 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5506 = stablehlo.multiply %3276, %3276 : tensor<384xf32>
    %5507 = stablehlo.multiply %5505, %5506 : tensor<384xf32>
    %5508 = stablehlo.add %5504, %5507 : tensor<384xf32>
    %5509 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5510 = stablehlo.divide %5502, %5509 : tensor<384xf32>
    %5511 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5512 = stablehlo.divide %5508, %5511 : tensor<384xf32>
    %5513 = stablehlo.sqrt %5512 : tensor<384xf32>
    %5514 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5515 = stablehlo.add %5513, %5514 : tensor<384xf32>
    %5516 = stablehlo.divide %5510, %5515 : tensor<384xf32>
    %5517 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5518 = stablehlo.multiply %5517, %m.stages.2.blocks.3.norm.g : tensor<384xf32>
    %5519 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5520 = stablehlo.multiply %5519, %3281 : tensor<384xf32>
    %5521 = stablehlo.add %5518, %5520 : tensor<384xf32>
    %5522 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5523 = stablehlo.multiply %5522, %v.stages.2.blocks.3.norm.g : tensor<384xf32>
    %5524 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5525 = stablehlo.multiply %3281, %3281 : tensor<384xf32>
    %5526 = stablehlo.multiply %5524, %5525 : tensor<384xf32>
    %5527 = stablehlo.add %5523, %5526 : tensor<384xf32>
    %5528 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5529 = stablehlo.divide %5521, %5528 : tensor<384xf32>
    %5530 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5531 = stablehlo.divide %5527, %5530 : tensor<384xf32>
    %5532 = stablehlo.sqrt %5531 : tensor<384xf32>
    %5533 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5534 = stablehlo.add %5532, %5533 : tensor<384xf32>
    %5535 = stablehlo.divide %5529, %5534 : tensor<384xf32>
    %5536 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5537 = stablehlo.multiply %5536, %m.stages.2.blocks.3.norm.b : tensor<384xf32>
    %5538 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5539 = stablehlo.multiply %5538, %3286 : tensor<384xf32>
    %5540 = stablehlo.add %5537, %5539 : tensor<384xf32>
    %5541 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5542 = stablehlo.multiply %5541, %v.stages.2.blocks.3.norm.b : tensor<384xf32>
    %5543 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5544 = stablehlo.multiply %3286, %3286 : tensor<384xf32>
    %5545 = stablehlo.multiply %5543, %5544 : tensor<384xf32>
    %5546 = stablehlo.add %5542, %5545 : tensor<384xf32>
    %5547 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5548 = stablehlo.divide %5540, %5547 : tensor<384xf32>
    %5549 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5550 = stablehlo.divide %5546, %5549 : tensor<384xf32>
    %5551 = stablehlo.sqrt %5550 : tensor<384xf32>
    %5552 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5553 = stablehlo.add %5551, %5552 : tensor<384xf32>
    %5554 = stablehlo.divide %5548, %5553 : tensor<384xf32>
    %5555 = stablehlo.constant dense<0.9> : tensor<384x1536xf32>
    %5556 = stablehlo.multiply %5555, %m.stages.2.blocks.3.fc1.w : tensor<384x1536xf32>
    %5557 = stablehlo.constant dense<0.1> : tensor<384x1536xf32>
    %5558 = stablehlo.multiply %5557, %3291 : tensor<384x1536xf32>
    %5559 = stablehlo.add %5556, %5558 : tensor<384x1536xf32>
    %5560 = stablehlo.constant dense<0.999> : tensor<384x1536xf32>
    %5561 = stablehlo.multiply %5560, %v.stages.2.blocks.3.fc1.w : tensor<384x1536xf32>
    %5562 = stablehlo.constant dense<0.001> : tensor<384x1536xf32>
    %5563 = stablehlo.multiply %3291, %3291 : tensor<384x1536xf32>
    %5564 = stablehlo.multiply %5562, %5563 : tensor<384x1536xf32>
    %5565 = stablehlo.add %5561, %5564 : tensor<384x1536xf32>
    %5566 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %5567 = stablehlo.divide %5559, %5566 : tensor<384x1536xf32>
    %5568 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %5569 = stablehlo.divide %5565, %5568 : tensor<384x1536xf32>
    %5570 = stablehlo.sqrt %5569 : tensor<384x1536xf32>
    %5571 = stablehlo.constant dense<1.0e-08> : tensor<384x1536xf32>
    %5572 = stablehlo.add %5570, %5571 : tensor<384x1536xf32>
    %5573 = stablehlo.divide %5567, %5572 : tensor<384x1536xf32>
    %5574 = stablehlo.constant dense<0.9> : tensor<1536xf32>
    %5575 = stablehlo.multiply %5574, %m.stages.2.blocks.3.fc1.b : tensor<1536xf32>
    %5576 = stablehlo.constant dense<0.1> : tensor<1536xf32>
    %5577 = stablehlo.multiply %5576, %3296 : tensor<1536xf32>
    %5578 = stablehlo.add %5575, %5577 : tensor<1536xf32>
    %5579 = stablehlo.constant dense<0.999> : tensor<1536xf32>
    %5580 = stablehlo.multiply %5579, %v.stages.2.blocks.3.fc1.b : tensor<1536xf32>
    %5581 = stablehlo.constant dense<0.001> : tensor<1536xf32>
    %5582 = stablehlo.multiply %3296, %3296 : tensor<1536xf32>
    %5583 = stablehlo.multiply %5581, %5582 : tensor<1536xf32>
    %5584 = stablehlo.add %5580, %5583 : tensor<1536xf32>
    %5585 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %5586 = stablehlo.divide %5578, %5585 : tensor<1536xf32>
    %5587 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %5588 = stablehlo.divide %5584, %5587 : tensor<1536xf32>
    %5589 = stablehlo.sqrt %5588 : tensor<1536xf32>
    %5590 = stablehlo.constant dense<1.0e-08> : tensor<1536xf32>
    %5591 = stablehlo.add %5589, %5590 : tensor<1536xf32>
    %5592 = stablehlo.divide %5586, %5591 : tensor<1536xf32>
    %5593 = stablehlo.constant dense<0.9> : tensor<1536x384xf32>
    %5594 = stablehlo.multiply %5593, %m.stages.2.blocks.3.fc2.w : tensor<1536x384xf32>
    %5595 = stablehlo.constant dense<0.1> : tensor<1536x384xf32>
    %5596 = stablehlo.multiply %5595, %3301 : tensor<1536x384xf32>
    %5597 = stablehlo.add %5594, %5596 : tensor<1536x384xf32>
    %5598 = stablehlo.constant dense<0.999> : tensor<1536x384xf32>
    %5599 = stablehlo.multiply %5598, %v.stages.2.blocks.3.fc2.w : tensor<1536x384xf32>
    %5600 = stablehlo.constant dense<0.001> : tensor<1536x384xf32>
    %5601 = stablehlo.multiply %3301, %3301 : tensor<1536x384xf32>
    %5602 = stablehlo.multiply %5600, %5601 : tensor<1536x384xf32>
    %5603 = stablehlo.add %5599, %5602 : tensor<1536x384xf32>
    %5604 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %5605 = stablehlo.divide %5597, %5604 : tensor<1536x384xf32>
    %5606 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %5607 = stablehlo.divide %5603, %5606 : tensor<1536x384xf32>
    %5608 = stablehlo.sqrt %5607 : tensor<1536x384xf32>
    %5609 = stablehlo.constant dense<1.0e-08> : tensor<1536x384xf32>
    %5610 = stablehlo.add %5608, %5609 : tensor<1536x384xf32>
    %5611 = stablehlo.divide %5605, %5610 : tensor<1536x384xf32>
    %5612 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5613 = stablehlo.multiply %5612, %m.stages.2.blocks.3.fc2.b : tensor<384xf32>
    %5614 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5615 = stablehlo.multiply %5614, %3306 : tensor<384xf32>
    %5616 = stablehlo.add %5613, %5615 : tensor<384xf32>
    %5617 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5618 = stablehlo.multiply %5617, %v.stages.2.blocks.3.fc2.b : tensor<384xf32>
    %5619 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5620 = stablehlo.multiply %3306, %3306 : tensor<384xf32>
    %5621 = stablehlo.multiply %5619, %5620 : tensor<384xf32>
    %5622 = stablehlo.add %5618, %5621 : tensor<384xf32>
    %5623 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5624 = stablehlo.divide %5616, %5623 : tensor<384xf32>
    %5625 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5626 = stablehlo.divide %5622, %5625 : tensor<384xf32>
    %5627 = stablehlo.sqrt %5626 : tensor<384xf32>
    %5628 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5629 = stablehlo.add %5627, %5628 : tensor<384xf32>
    %5630 = stablehlo.divide %5624, %5629 : tensor<384xf32>
    %5631 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5632 = stablehlo.multiply %5631, %m.stages.2.blocks.3.gamma : tensor<384xf32>
    %5633 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5634 = stablehlo.multiply %5633, %3311 : tensor<384xf32>
    %5635 = stablehlo.add %5632, %5634 : tensor<384xf32>
    %5636 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5637 = stablehlo.multiply %5636, %v.stages.2.blocks.3.gamma : tensor<384xf32>
    %5638 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5639 = stablehlo.multiply %3311, %3311 : tensor<384xf32>
    %5640 = stablehlo.multiply %5638, %5639 : tensor<384xf32>
    %5641 = stablehlo.add %5637, %5640 : tensor<384xf32>
    %5642 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5643 = stablehlo.divide %5635, %5642 : tensor<384xf32>
    %5644 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5645 = stablehlo.divide %5641, %5644 : tensor<384xf32>
    %5646 = stablehlo.sqrt %5645 : tensor<384xf32>
    %5647 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5648 = stablehlo.add %5646, %5647 : tensor<384xf32>
    %5649 = stablehlo.divide %5643, %5648 : tensor<384xf32>
    %5650 = stablehlo.constant dense<0.9> : tensor<7x7x1x384xf32>
    %5651 = stablehlo.multiply %5650, %m.stages.2.blocks.4.dwconv.w : tensor<7x7x1x384xf32>
    %5652 = stablehlo.constant dense<0.1> : tensor<7x7x1x384xf32>
    %5653 = stablehlo.multiply %5652, %3316 : tensor<7x7x1x384xf32>
    %5654 = stablehlo.add %5651, %5653 : tensor<7x7x1x384xf32>
    %5655 = stablehlo.constant dense<0.999> : tensor<7x7x1x384xf32>
    %5656 = stablehlo.multiply %5655, %v.stages.2.blocks.4.dwconv.w : tensor<7x7x1x384xf32>
    %5657 = stablehlo.constant dense<0.001> : tensor<7x7x1x384xf32>
    %5658 = stablehlo.multiply %3316, %3316 : tensor<7x7x1x384xf32>
    %5659 = stablehlo.multiply %5657, %5658 : tensor<7x7x1x384xf32>
    %5660 = stablehlo.add %5656, %5659 : tensor<7x7x1x384xf32>
    %5661 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %5662 = stablehlo.divide %5654, %5661 : tensor<7x7x1x384xf32>
    %5663 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %5664 = stablehlo.divide %5660, %5663 : tensor<7x7x1x384xf32>
    %5665 = stablehlo.sqrt %5664 : tensor<7x7x1x384xf32>
    %5666 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x384xf32>
    %5667 = stablehlo.add %5665, %5666 : tensor<7x7x1x384xf32>
    %5668 = stablehlo.divide %5662, %5667 : tensor<7x7x1x384xf32>
    %5669 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5670 = stablehlo.multiply %5669, %m.stages.2.blocks.4.dwconv.b : tensor<384xf32>
    %5671 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5672 = stablehlo.multiply %5671, %3321 : tensor<384xf32>
    %5673 = stablehlo.add %5670, %5672 : tensor<384xf32>
    %5674 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5675 = stablehlo.multiply %5674, %v.stages.2.blocks.4.dwconv.b : tensor<384xf32>
    %5676 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5677 = stablehlo.multiply %3321, %3321 : tensor<384xf32>
    %5678 = stablehlo.multiply %5676, %5677 : tensor<384xf32>
    %5679 = stablehlo.add %5675, %5678 : tensor<384xf32>
    %5680 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5681 = stablehlo.divide %5673, %5680 : tensor<384xf32>
    %5682 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5683 = stablehlo.divide %5679, %5682 : tensor<384xf32>
    %5684 = stablehlo.sqrt %5683 : tensor<384xf32>
    %5685 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5686 = stablehlo.add %5684, %5685 : tensor<384xf32>
    %5687 = stablehlo.divide %5681, %5686 : tensor<384xf32>
    %5688 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5689 = stablehlo.multiply %5688, %m.stages.2.blocks.4.norm.g : tensor<384xf32>
    %5690 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5691 = stablehlo.multiply %5690, %3326 : tensor<384xf32>
    %5692 = stablehlo.add %5689, %5691 : tensor<384xf32>
    %5693 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5694 = stablehlo.multiply %5693, %v.stages.2.blocks.4.norm.g : tensor<384xf32>
    %5695 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5696 = stablehlo.multiply %3326, %3326 : tensor<384xf32>
    %5697 = stablehlo.multiply %5695, %5696 : tensor<384xf32>
    %5698 = stablehlo.add %5694, %5697 : tensor<384xf32>
    %5699 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5700 = stablehlo.divide %5692, %5699 : tensor<384xf32>
    %5701 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5702 = stablehlo.divide %5698, %5701 : tensor<384xf32>
    %5703 = stablehlo.sqrt %5702 : tensor<384xf32>
    %5704 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5705 = stablehlo.add %5703, %5704 : tensor<384xf32>
    %5706 = stablehlo.divide %5700, %5705 : tensor<384xf32>
    %5707 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5708 = stablehlo.multiply %5707, %m.stages.2.blocks.4.norm.b : tensor<384xf32>
    %5709 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5710 = stablehlo.multiply %5709, %3331 : tensor<384xf32>
    %5711 = stablehlo.add %5708, %5710 : tensor<384xf32>
    %5712 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5713 = stablehlo.multiply %5712, %v.stages.2.blocks.4.norm.b : tensor<384xf32>
    %5714 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5715 = stablehlo.multiply %3331, %3331 : tensor<384xf32>
    %5716 = stablehlo.multiply %5714, %5715 : tensor<384xf32>
    %5717 = stablehlo.add %5713, %5716 : tensor<384xf32>
    %5718 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5719 = stablehlo.divide %5711, %5718 : tensor<384xf32>
    %5720 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5721 = stablehlo.divide %5717, %5720 : tensor<384xf32>
    %5722 = stablehlo.sqrt %5721 : tensor<384xf32>
    %5723 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5724 = stablehlo.add %5722, %5723 : tensor<384xf32>
    %5725 = stablehlo.divide %5719, %5724 : tensor<384xf32>
    %5726 = stablehlo.constant dense<0.9> : tensor<384x1536xf32>
    %5727 = stablehlo.multiply %5726, %m.stages.2.blocks.4.fc1.w : tensor<384x1536xf32>
    %5728 = stablehlo.constant dense<0.1> : tensor<384x1536xf32>
    %5729 = stablehlo.multiply %5728, %3336 : tensor<384x1536xf32>
    %5730 = stablehlo.add %5727, %5729 : tensor<384x1536xf32>
    %5731 = stablehlo.constant dense<0.999> : tensor<384x1536xf32>
    %5732 = stablehlo.multiply %5731, %v.stages.2.blocks.4.fc1.w : tensor<384x1536xf32>
    %5733 = stablehlo.constant dense<0.001> : tensor<384x1536xf32>
    %5734 = stablehlo.multiply %3336, %3336 : tensor<384x1536xf32>
    %5735 = stablehlo.multiply %5733, %5734 : tensor<384x1536xf32>
    %5736 = stablehlo.add %5732, %5735 : tensor<384x1536xf32>
    %5737 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %5738 = stablehlo.divide %5730, %5737 : tensor<384x1536xf32>
    %5739 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %5740 = stablehlo.divide %5736, %5739 : tensor<384x1536xf32>
    %5741 = stablehlo.sqrt %5740 : tensor<384x1536xf32>
    %5742 = stablehlo.constant dense<1.0e-08> : tensor<384x1536xf32>
    %5743 = stablehlo.add %5741, %5742 : tensor<384x1536xf32>
    %5744 = stablehlo.divide %5738, %5743 : tensor<384x1536xf32>
    %5745 = stablehlo.constant dense<0.9> : tensor<1536xf32>
    %5746 = stablehlo.multiply %5745, %m.stages.2.blocks.4.fc1.b : tensor<1536xf32>
    %5747 = stablehlo.constant dense<0.1> : tensor<1536xf32>
    %5748 = stablehlo.multiply %5747, %3341 : tensor<1536xf32>
    %5749 = stablehlo.add %5746, %5748 : tensor<1536xf32>
    %5750 = stablehlo.constant dense<0.999> : tensor<1536xf32>
    %5751 = stablehlo.multiply %5750, %v.stages.2.blocks.4.fc1.b : tensor<1536xf32>
    %5752 = stablehlo.constant dense<0.001> : tensor<1536xf32>
    %5753 = stablehlo.multiply %3341, %3341 : tensor<1536xf32>
    %5754 = stablehlo.multiply %5752, %5753 : tensor<1536xf32>
    %5755 = stablehlo.add %5751, %5754 : tensor<1536xf32>
    %5756 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %5757 = stablehlo.divide %5749, %5756 : tensor<1536xf32>
    %5758 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %5759 = stablehlo.divide %5755, %5758 : tensor<1536xf32>
    %5760 = stablehlo.sqrt %5759 : tensor<1536xf32>
    %5761 = stablehlo.constant dense<1.0e-08> : tensor<1536xf32>
    %5762 = stablehlo.add %5760, %5761 : tensor<1536xf32>
    %5763 = stablehlo.divide %5757, %5762 : tensor<1536xf32>
    %5764 = stablehlo.constant dense<0.9> : tensor<1536x384xf32>
    %5765 = stablehlo.multiply %5764, %m.stages.2.blocks.4.fc2.w : tensor<1536x384xf32>
    %5766 = stablehlo.constant dense<0.1> : tensor<1536x384xf32>
    %5767 = stablehlo.multiply %5766, %3346 : tensor<1536x384xf32>
    %5768 = stablehlo.add %5765, %5767 : tensor<1536x384xf32>
    %5769 = stablehlo.constant dense<0.999> : tensor<1536x384xf32>
    %5770 = stablehlo.multiply %5769, %v.stages.2.blocks.4.fc2.w : tensor<1536x384xf32>
    %5771 = stablehlo.constant dense<0.001> : tensor<1536x384xf32>
    %5772 = stablehlo.multiply %3346, %3346 : tensor<1536x384xf32>
    %5773 = stablehlo.multiply %5771, %5772 : tensor<1536x384xf32>
    %5774 = stablehlo.add %5770, %5773 : tensor<1536x384xf32>
    %5775 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %5776 = stablehlo.divide %5768, %5775 : tensor<1536x384xf32>
    %5777 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %5778 = stablehlo.divide %5774, %5777 : tensor<1536x384xf32>
    %5779 = stablehlo.sqrt %5778 : tensor<1536x384xf32>
    %5780 = stablehlo.constant dense<1.0e-08> : tensor<1536x384xf32>
    %5781 = stablehlo.add %5779, %5780 : tensor<1536x384xf32>
    %5782 = stablehlo.divide %5776, %5781 : tensor<1536x384xf32>
    %5783 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5784 = stablehlo.multiply %5783, %m.stages.2.blocks.4.fc2.b : tensor<384xf32>
    %5785 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5786 = stablehlo.multiply %5785, %3351 : tensor<384xf32>
    %5787 = stablehlo.add %5784, %5786 : tensor<384xf32>
    %5788 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5789 = stablehlo.multiply %5788, %v.stages.2.blocks.4.fc2.b : tensor<384xf32>
    %5790 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5791 = stablehlo.multiply %3351, %3351 : tensor<384xf32>
    %5792 = stablehlo.multiply %5790, %5791 : tensor<384xf32>
    %5793 = stablehlo.add %5789, %5792 : tensor<384xf32>
    %5794 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5795 = stablehlo.divide %5787, %5794 : tensor<384xf32>
    %5796 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5797 = stablehlo.divide %5793, %5796 : tensor<384xf32>
    %5798 = stablehlo.sqrt %5797 : tensor<384xf32>
    %5799 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5800 = stablehlo.add %5798, %5799 : tensor<384xf32>
    %5801 = stablehlo.divide %5795, %5800 : tensor<384xf32>
    %5802 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5803 = stablehlo.multiply %5802, %m.stages.2.blocks.4.gamma : tensor<384xf32>
    %5804 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5805 = stablehlo.multiply %5804, %3356 : tensor<384xf32>
    %5806 = stablehlo.add %5803, %5805 : tensor<384xf32>
    %5807 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5808 = stablehlo.multiply %5807, %v.stages.2.blocks.4.gamma : tensor<384xf32>
    %5809 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5810 = stablehlo.multiply %3356, %3356 : tensor<384xf32>
    %5811 = stablehlo.multiply %5809, %5810 : tensor<384xf32>
    %5812 = stablehlo.add %5808, %5811 : tensor<384xf32>
    %5813 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5814 = stablehlo.divide %5806, %5813 : tensor<384xf32>
    %5815 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5816 = stablehlo.divide %5812, %5815 : tensor<384xf32>
    %5817 = stablehlo.sqrt %5816 : tensor<384xf32>
    %5818 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5819 = stablehlo.add %5817, %5818 : tensor<384xf32>
    %5820 = stablehlo.divide %5814, %5819 : tensor<384xf32>
    %5821 = stablehlo.constant dense<0.9> : tensor<7x7x1x384xf32>
    %5822 = stablehlo.multiply %5821, %m.stages.2.blocks.5.dwconv.w : tensor<7x7x1x384xf32>
    %5823 = stablehlo.constant dense<0.1> : tensor<7x7x1x384xf32>
    %5824 = stablehlo.multiply %5823, %3361 : tensor<7x7x1x384xf32>
    %5825 = stablehlo.add %5822, %5824 : tensor<7x7x1x384xf32>
    %5826 = stablehlo.constant dense<0.999> : tensor<7x7x1x384xf32>
    %5827 = stablehlo.multiply %5826, %v.stages.2.blocks.5.dwconv.w : tensor<7x7x1x384xf32>
    %5828 = stablehlo.constant dense<0.001> : tensor<7x7x1x384xf32>
    %5829 = stablehlo.multiply %3361, %3361 : tensor<7x7x1x384xf32>
    %5830 = stablehlo.multiply %5828, %5829 : tensor<7x7x1x384xf32>
    %5831 = stablehlo.add %5827, %5830 : tensor<7x7x1x384xf32>
    %5832 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %5833 = stablehlo.divide %5825, %5832 : tensor<7x7x1x384xf32>
    %5834 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %5835 = stablehlo.divide %5831, %5834 : tensor<7x7x1x384xf32>
    %5836 = stablehlo.sqrt %5835 : tensor<7x7x1x384xf32>
    %5837 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x384xf32>
    %5838 = stablehlo.add %5836, %5837 : tensor<7x7x1x384xf32>
    %5839 = stablehlo.divide %5833, %5838 : tensor<7x7x1x384xf32>
    %5840 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5841 = stablehlo.multiply %5840, %m.stages.2.blocks.5.dwconv.b : tensor<384xf32>
    %5842 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5843 = stablehlo.multiply %5842, %3366 : tensor<384xf32>
    %5844 = stablehlo.add %5841, %5843 : tensor<384xf32>
    %5845 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5846 = stablehlo.multiply %5845, %v.stages.2.blocks.5.dwconv.b : tensor<384xf32>
    %5847 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5848 = stablehlo.multiply %3366, %3366 : tensor<384xf32>
    %5849 = stablehlo.multiply %5847, %5848 : tensor<384xf32>
    %5850 = stablehlo.add %5846, %5849 : tensor<384xf32>
    %5851 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5852 = stablehlo.divide %5844, %5851 : tensor<384xf32>
    %5853 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5854 = stablehlo.divide %5850, %5853 : tensor<384xf32>
    %5855 = stablehlo.sqrt %5854 : tensor<384xf32>
    %5856 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5857 = stablehlo.add %5855, %5856 : tensor<384xf32>
    %5858 = stablehlo.divide %5852, %5857 : tensor<384xf32>
    %5859 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5860 = stablehlo.multiply %5859, %m.stages.2.blocks.5.norm.g : tensor<384xf32>
    %5861 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5862 = stablehlo.multiply %5861, %3371 : tensor<384xf32>
    %5863 = stablehlo.add %5860, %5862 : tensor<384xf32>
    %5864 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5865 = stablehlo.multiply %5864, %v.stages.2.blocks.5.norm.g : tensor<384xf32>
    %5866 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5867 = stablehlo.multiply %3371, %3371 : tensor<384xf32>
    %5868 = stablehlo.multiply %5866, %5867 : tensor<384xf32>
    %5869 = stablehlo.add %5865, %5868 : tensor<384xf32>
    %5870 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5871 = stablehlo.divide %5863, %5870 : tensor<384xf32>
    %5872 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5873 = stablehlo.divide %5869, %5872 : tensor<384xf32>
    %5874 = stablehlo.sqrt %5873 : tensor<384xf32>
    %5875 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5876 = stablehlo.add %5874, %5875 : tensor<384xf32>
    %5877 = stablehlo.divide %5871, %5876 : tensor<384xf32>
    %5878 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5879 = stablehlo.multiply %5878, %m.stages.2.blocks.5.norm.b : tensor<384xf32>
    %5880 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5881 = stablehlo.multiply %5880, %3376 : tensor<384xf32>
    %5882 = stablehlo.add %5879, %5881 : tensor<384xf32>
    %5883 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5884 = stablehlo.multiply %5883, %v.stages.2.blocks.5.norm.b : tensor<384xf32>
    %5885 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5886 = stablehlo.multiply %3376, %3376 : tensor<384xf32>
    %5887 = stablehlo.multiply %5885, %5886 : tensor<384xf32>
    %5888 = stablehlo.add %5884, %5887 : tensor<384xf32>
    %5889 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5890 = stablehlo.divide %5882, %5889 : tensor<384xf32>
    %5891 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5892 = stablehlo.divide %5888, %5891 : tensor<384xf32>
    %5893 = stablehlo.sqrt %5892 : tensor<384xf32>
    %5894 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5895 = stablehlo.add %5893, %5894 : tensor<384xf32>
    %5896 = stablehlo.divide %5890, %5895 : tensor<384xf32>
    %5897 = stablehlo.constant dense<0.9> : tensor<384x1536xf32>
    %5898 = stablehlo.multiply %5897, %m.stages.2.blocks.5.fc1.w : tensor<384x1536xf32>
    %5899 = stablehlo.constant dense<0.1> : tensor<384x1536xf32>
    %5900 = stablehlo.multiply %5899, %3381 : tensor<384x1536xf32>
    %5901 = stablehlo.add %5898, %5900 : tensor<384x1536xf32>
    %5902 = stablehlo.constant dense<0.999> : tensor<384x1536xf32>
    %5903 = stablehlo.multiply %5902, %v.stages.2.blocks.5.fc1.w : tensor<384x1536xf32>
    %5904 = stablehlo.constant dense<0.001> : tensor<384x1536xf32>
    %5905 = stablehlo.multiply %3381, %3381 : tensor<384x1536xf32>
    %5906 = stablehlo.multiply %5904, %5905 : tensor<384x1536xf32>
    %5907 = stablehlo.add %5903, %5906 : tensor<384x1536xf32>
    %5908 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %5909 = stablehlo.divide %5901, %5908 : tensor<384x1536xf32>
    %5910 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %5911 = stablehlo.divide %5907, %5910 : tensor<384x1536xf32>
    %5912 = stablehlo.sqrt %5911 : tensor<384x1536xf32>
    %5913 = stablehlo.constant dense<1.0e-08> : tensor<384x1536xf32>
    %5914 = stablehlo.add %5912, %5913 : tensor<384x1536xf32>
    %5915 = stablehlo.divide %5909, %5914 : tensor<384x1536xf32>
    %5916 = stablehlo.constant dense<0.9> : tensor<1536xf32>
    %5917 = stablehlo.multiply %5916, %m.stages.2.blocks.5.fc1.b : tensor<1536xf32>
    %5918 = stablehlo.constant dense<0.1> : tensor<1536xf32>
    %5919 = stablehlo.multiply %5918, %3386 : tensor<1536xf32>
    %5920 = stablehlo.add %5917, %5919 : tensor<1536xf32>
    %5921 = stablehlo.constant dense<0.999> : tensor<1536xf32>
    %5922 = stablehlo.multiply %5921, %v.stages.2.blocks.5.fc1.b : tensor<1536xf32>
    %5923 = stablehlo.constant dense<0.001> : tensor<1536xf32>
    %5924 = stablehlo.multiply %3386, %3386 : tensor<1536xf32>
    %5925 = stablehlo.multiply %5923, %5924 : tensor<1536xf32>
    %5926 = stablehlo.add %5922, %5925 : tensor<1536xf32>
    %5927 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %5928 = stablehlo.divide %5920, %5927 : tensor<1536xf32>
    %5929 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %5930 = stablehlo.divide %5926, %5929 : tensor<1536xf32>
    %5931 = stablehlo.sqrt %5930 : tensor<1536xf32>
    %5932 = stablehlo.constant dense<1.0e-08> : tensor<1536xf32>
    %5933 = stablehlo.add %5931, %5932 : tensor<1536xf32>
    %5934 = stablehlo.divide %5928, %5933 : tensor<1536xf32>
    %5935 = stablehlo.constant dense<0.9> : tensor<1536x384xf32>
    %5936 = stablehlo.multiply %5935, %m.stages.2.blocks.5.fc2.w : tensor<1536x384xf32>
    %5937 = stablehlo.constant dense<0.1> : tensor<1536x384xf32>
    %5938 = stablehlo.multiply %5937, %3391 : tensor<1536x384xf32>
    %5939 = stablehlo.add %5936, %5938 : tensor<1536x384xf32>
    %5940 = stablehlo.constant dense<0.999> : tensor<1536x384xf32>
    %5941 = stablehlo.multiply %5940, %v.stages.2.blocks.5.fc2.w : tensor<1536x384xf32>
    %5942 = stablehlo.constant dense<0.001> : tensor<1536x384xf32>
    %5943 = stablehlo.multiply %3391, %3391 : tensor<1536x384xf32>
    %5944 = stablehlo.multiply %5942, %5943 : tensor<1536x384xf32>
    %5945 = stablehlo.add %5941, %5944 : tensor<1536x384xf32>
    %5946 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %5947 = stablehlo.divide %5939, %5946 : tensor<1536x384xf32>
    %5948 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %5949 = stablehlo.divide %5945, %5948 : tensor<1536x384xf32>
    %5950 = stablehlo.sqrt %5949 : tensor<1536x384xf32>
    %5951 = stablehlo.constant dense<1.0e-08> : tensor<1536x384xf32>
    %5952 = stablehlo.add %5950, %5951 : tensor<1536x384xf32>
    %5953 = stablehlo.divide %5947, %5952 : tensor<1536x384xf32>
    %5954 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5955 = stablehlo.multiply %5954, %m.stages.2.blocks.5.fc2.b : tensor<384xf32>
    %5956 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5957 = stablehlo.multiply %5956, %3396 : tensor<384xf32>
    %5958 = stablehlo.add %5955, %5957 : tensor<384xf32>
    %5959 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5960 = stablehlo.multiply %5959, %v.stages.2.blocks.5.fc2.b : tensor<384xf32>
    %5961 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5962 = stablehlo.multiply %3396, %3396 : tensor<384xf32>
    %5963 = stablehlo.multiply %5961, %5962 : tensor<384xf32>
    %5964 = stablehlo.add %5960, %5963 : tensor<384xf32>
    %5965 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5966 = stablehlo.divide %5958, %5965 : tensor<384xf32>
    %5967 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5968 = stablehlo.divide %5964, %5967 : tensor<384xf32>
    %5969 = stablehlo.sqrt %5968 : tensor<384xf32>
    %5970 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5971 = stablehlo.add %5969, %5970 : tensor<384xf32>
    %5972 = stablehlo.divide %5966, %5971 : tensor<384xf32>
    %5973 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5974 = stablehlo.multiply %5973, %m.stages.2.blocks.5.gamma : tensor<384xf32>
    %5975 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5976 = stablehlo.multiply %5975, %3401 : tensor<384xf32>
    %5977 = stablehlo.add %5974, %5976 : tensor<384xf32>
    %5978 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5979 = stablehlo.multiply %5978, %v.stages.2.blocks.5.gamma : tensor<384xf32>
    %5980 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5981 = stablehlo.multiply %3401, %3401 : tensor<384xf32>
    %5982 = stablehlo.multiply %5980, %5981 : tensor<384xf32>
    %5983 = stablehlo.add %5979, %5982 : tensor<384xf32>
    %5984 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5985 = stablehlo.divide %5977, %5984 : tensor<384xf32>
    %5986 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5987 = stablehlo.divide %5983, %5986 : tensor<384xf32>
    %5988 = stablehlo.sqrt %5987 : tensor<384xf32>
    %5989 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5990 = stablehlo.add %5988, %5989 : tensor<384xf32>
    %5991 = stablehlo.divide %5985, %5990 : tensor<384xf32>
    %5992 = stablehlo.constant dense<0.9> : tensor<7x7x1x384xf32>
    %5993 = stablehlo.multiply %5992, %m.stages.2.blocks.6.dwconv.w : tensor<7x7x1x384xf32>
    %5994 = stablehlo.constant dense<0.1> : tensor<7x7x1x384xf32>
    %5995 = stablehlo.multiply %5994, %3406 : tensor<7x7x1x384xf32>
    %5996 = stablehlo.add %5993, %5995 : tensor<7x7x1x384xf32>
    %5997 = stablehlo.constant dense<0.999> : tensor<7x7x1x384xf32>
    %5998 = stablehlo.multiply %5997, %v.stages.2.blocks.6.dwconv.w : tensor<7x7x1x384xf32>
    %5999 = stablehlo.constant dense<0.001> : tensor<7x7x1x384xf32>
    %6000 = stablehlo.multiply %3406, %3406 : tensor<7x7x1x384xf32>
    %6001 = stablehlo.multiply %5999, %6000 : tensor<7x7x1x384xf32>
    %6002 = stablehlo.add %5998, %6001 : tensor<7x7x1x384xf32>
    %6003 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %6004 = stablehlo.divide %5996, %6003 : tensor<7x7x1x384xf32>
    %6005 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %6006 = stablehlo.divide %6002, %6005 : tensor<7x7x1x384xf32>
    %6007 = stablehlo.sqrt %6006 : tensor<7x7x1x384xf32>
    %6008 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x384xf32>
    %6009 = stablehlo.add %6007, %6008 : tensor<7x7x1x384xf32>
    %6010 = stablehlo.divide %6004, %6009 : tensor<7x7x1x384xf32>
    %6011 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6012 = stablehlo.multiply %6011, %m.stages.2.blocks.6.dwconv.b : tensor<384xf32>
    %6013 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6014 = stablehlo.multiply %6013, %3411 : tensor<384xf32>
    %6015 = stablehlo.add %6012, %6014 : tensor<384xf32>
    %6016 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6017 = stablehlo.multiply %6016, %v.stages.2.blocks.6.dwconv.b : tensor<384xf32>
    %6018 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6019 = stablehlo.multiply %3411, %3411 : tensor<384xf32>
    %6020 = stablehlo.multiply %6018, %6019 : tensor<384xf32>
    %6021 = stablehlo.add %6017, %6020 : tensor<384xf32>
    %6022 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6023 = stablehlo.divide %6015, %6022 : tensor<384xf32>
    %6024 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6025 = stablehlo.divide %6021, %6024 : tensor<384xf32>
    %6026 = stablehlo.sqrt %6025 : tensor<384xf32>
    %6027 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6028 = stablehlo.add %6026, %6027 : tensor<384xf32>
    %6029 = stablehlo.divide %6023, %6028 : tensor<384xf32>
    %6030 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6031 = stablehlo.multiply %6030, %m.stages.2.blocks.6.norm.g : tensor<384xf32>
    %6032 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6033 = stablehlo.multiply %6032, %3416 : tensor<384xf32>
    %6034 = stablehlo.add %6031, %6033 : tensor<384xf32>
    %6035 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6036 = stablehlo.multiply %6035, %v.stages.2.blocks.6.norm.g : tensor<384xf32>
    %6037 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6038 = stablehlo.multiply %3416, %3416 : tensor<384xf32>
    %6039 = stablehlo.multiply %6037, %6038 : tensor<384xf32>
    %6040 = stablehlo.add %6036, %6039 : tensor<384xf32>
    %6041 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6042 = stablehlo.divide %6034, %6041 : tensor<384xf32>
    %6043 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6044 = stablehlo.divide %6040, %6043 : tensor<384xf32>
    %6045 = stablehlo.sqrt %6044 : tensor<384xf32>
    %6046 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6047 = stablehlo.add %6045, %6046 : tensor<384xf32>
    %6048 = stablehlo.divide %6042, %6047 : tensor<384xf32>
    %6049 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6050 = stablehlo.multiply %6049, %m.stages.2.blocks.6.norm.b : tensor<384xf32>
    %6051 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6052 = stablehlo.multiply %6051, %3421 : tensor<384xf32>
    %6053 = stablehlo.add %6050, %6052 : tensor<384xf32>
    %6054 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6055 = stablehlo.multiply %6054, %v.stages.2.blocks.6.norm.b : tensor<384xf32>
    %6056 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6057 = stablehlo.multiply %3421, %3421 : tensor<384xf32>
    %6058 = stablehlo.multiply %6056, %6057 : tensor<384xf32>
    %6059 = stablehlo.add %6055, %6058 : tensor<384xf32>
    %6060 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6061 = stablehlo.divide %6053, %6060 : tensor<384xf32>
    %6062 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6063 = stablehlo.divide %6059, %6062 : tensor<384xf32>
    %6064 = stablehlo.sqrt %6063 : tensor<384xf32>
    %6065 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6066 = stablehlo.add %6064, %6065 : tensor<384xf32>
    %6067 = stablehlo.divide %6061, %6066 : tensor<384xf32>
    %6068 = stablehlo.constant dense<0.9> : tensor<384x1536xf32>
    %6069 = stablehlo.multiply %6068, %m.stages.2.blocks.6.fc1.w : tensor<384x1536xf32>
    %6070 = stablehlo.constant dense<0.1> : tensor<384x1536xf32>
    %6071 = stablehlo.multiply %6070, %3426 : tensor<384x1536xf32>
    %6072 = stablehlo.add %6069, %6071 : tensor<384x1536xf32>
    %6073 = stablehlo.constant dense<0.999> : tensor<384x1536xf32>
    %6074 = stablehlo.multiply %6073, %v.stages.2.blocks.6.fc1.w : tensor<384x1536xf32>
    %6075 = stablehlo.constant dense<0.001> : tensor<384x1536xf32>
    %6076 = stablehlo.multiply %3426, %3426 : tensor<384x1536xf32>
    %6077 = stablehlo.multiply %6075, %6076 : tensor<384x1536xf32>
    %6078 = stablehlo.add %6074, %6077 : tensor<384x1536xf32>
    %6079 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %6080 = stablehlo.divide %6072, %6079 : tensor<384x1536xf32>
    %6081 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %6082 = stablehlo.divide %6078, %6081 : tensor<384x1536xf32>
    %6083 = stablehlo.sqrt %6082 : tensor<384x1536xf32>
    %6084 = stablehlo.constant dense<1.0e-08> : tensor<384x1536xf32>
    %6085 = stablehlo.add %6083, %6084 : tensor<384x1536xf32>
    %6086 = stablehlo.divide %6080, %6085 : tensor<384x1536xf32>
    %6087 = stablehlo.constant dense<0.9> : tensor<1536xf32>
    %6088 = stablehlo.multiply %6087, %m.stages.2.blocks.6.fc1.b : tensor<1536xf32>
    %6089 = stablehlo.constant dense<0.1> : tensor<1536xf32>
    %6090 = stablehlo.multiply %6089, %3431 : tensor<1536xf32>
    %6091 = stablehlo.add %6088, %6090 : tensor<1536xf32>
    %6092 = stablehlo.constant dense<0.999> : tensor<1536xf32>
    %6093 = stablehlo.multiply %6092, %v.stages.2.blocks.6.fc1.b : tensor<1536xf32>
    %6094 = stablehlo.constant dense<0.001> : tensor<1536xf32>
    %6095 = stablehlo.multiply %3431, %3431 : tensor<1536xf32>
    %6096 = stablehlo.multiply %6094, %6095 : tensor<1536xf32>
    %6097 = stablehlo.add %6093, %6096 : tensor<1536xf32>
    %6098 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %6099 = stablehlo.divide %6091, %6098 : tensor<1536xf32>
    %6100 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %6101 = stablehlo.divide %6097, %6100 : tensor<1536xf32>
    %6102 = stablehlo.sqrt %6101 : tensor<1536xf32>
    %6103 = stablehlo.constant dense<1.0e-08> : tensor<1536xf32>
    %6104 = stablehlo.add %6102, %6103 : tensor<1536xf32>
    %6105 = stablehlo.divide %6099, %6104 : tensor<1536xf32>
    %6106 = stablehlo.constant dense<0.9> : tensor<1536x384xf32>
    %6107 = stablehlo.multiply %6106, %m.stages.2.blocks.6.fc2.w : tensor<1536x384xf32>
    %6108 = stablehlo.constant dense<0.1> : tensor<1536x384xf32>
    %6109 = stablehlo.multiply %6108, %3436 : tensor<1536x384xf32>
    %6110 = stablehlo.add %6107, %6109 : tensor<1536x384xf32>
    %6111 = stablehlo.constant dense<0.999> : tensor<1536x384xf32>
    %6112 = stablehlo.multiply %6111, %v.stages.2.blocks.6.fc2.w : tensor<1536x384xf32>
    %6113 = stablehlo.constant dense<0.001> : tensor<1536x384xf32>
    %6114 = stablehlo.multiply %3436, %3436 : tensor<1536x384xf32>
    %6115 = stablehlo.multiply %6113, %6114 : tensor<1536x384xf32>
    %6116 = stablehlo.add %6112, %6115 : tensor<1536x384xf32>
    %6117 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %6118 = stablehlo.divide %6110, %6117 : tensor<1536x384xf32>
    %6119 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %6120 = stablehlo.divide %6116, %6119 : tensor<1536x384xf32>
    %6121 = stablehlo.sqrt %6120 : tensor<1536x384xf32>
    %6122 = stablehlo.constant dense<1.0e-08> : tensor<1536x384xf32>
    %6123 = stablehlo.add %6121, %6122 : tensor<1536x384xf32>
    %6124 = stablehlo.divide %6118, %6123 : tensor<1536x384xf32>
    %6125 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6126 = stablehlo.multiply %6125, %m.stages.2.blocks.6.fc2.b : tensor<384xf32>
    %6127 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6128 = stablehlo.multiply %6127, %3441 : tensor<384xf32>
    %6129 = stablehlo.add %6126, %6128 : tensor<384xf32>
    %6130 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6131 = stablehlo.multiply %6130, %v.stages.2.blocks.6.fc2.b : tensor<384xf32>
    %6132 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6133 = stablehlo.multiply %3441, %3441 : tensor<384xf32>
    %6134 = stablehlo.multiply %6132, %6133 : tensor<384xf32>
    %6135 = stablehlo.add %6131, %6134 : tensor<384xf32>
    %6136 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6137 = stablehlo.divide %6129, %6136 : tensor<384xf32>
    %6138 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6139 = stablehlo.divide %6135, %6138 : tensor<384xf32>
    %6140 = stablehlo.sqrt %6139 : tensor<384xf32>
    %6141 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6142 = stablehlo.add %6140, %6141 : tensor<384xf32>
    %6143 = stablehlo.divide %6137, %6142 : tensor<384xf32>
    %6144 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6145 = stablehlo.multiply %6144, %m.stages.2.blocks.6.gamma : tensor<384xf32>
    %6146 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6147 = stablehlo.multiply %6146, %3446 : tensor<384xf32>
    %6148 = stablehlo.add %6145, %6147 : tensor<384xf32>
    %6149 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6150 = stablehlo.multiply %6149, %v.stages.2.blocks.6.gamma : tensor<384xf32>
    %6151 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6152 = stablehlo.multiply %3446, %3446 : tensor<384xf32>
    %6153 = stablehlo.multiply %6151, %6152 : tensor<384xf32>
    %6154 = stablehlo.add %6150, %6153 : tensor<384xf32>
    %6155 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6156 = stablehlo.divide %6148, %6155 : tensor<384xf32>
    %6157 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6158 = stablehlo.divide %6154, %6157 : tensor<384xf32>
    %6159 = stablehlo.sqrt %6158 : tensor<384xf32>
    %6160 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6161 = stablehlo.add %6159, %6160 : tensor<384xf32>
    %6162 = stablehlo.divide %6156, %6161 : tensor<384xf32>
    %6163 = stablehlo.constant dense<0.9> : tensor<7x7x1x384xf32>
    %6164 = stablehlo.multiply %6163, %m.stages.2.blocks.7.dwconv.w : tensor<7x7x1x384xf32>
    %6165 = stablehlo.constant dense<0.1> : tensor<7x7x1x384xf32>
    %6166 = stablehlo.multiply %6165, %3451 : tensor<7x7x1x384xf32>
    %6167 = stablehlo.add %6164, %6166 : tensor<7x7x1x384xf32>
    %6168 = stablehlo.constant dense<0.999> : tensor<7x7x1x384xf32>
    %6169 = stablehlo.multiply %6168, %v.stages.2.blocks.7.dwconv.w : tensor<7x7x1x384xf32>
    %6170 = stablehlo.constant dense<0.001> : tensor<7x7x1x384xf32>
    %6171 = stablehlo.multiply %3451, %3451 : tensor<7x7x1x384xf32>
    %6172 = stablehlo.multiply %6170, %6171 : tensor<7x7x1x384xf32>
    %6173 = stablehlo.add %6169, %6172 : tensor<7x7x1x384xf32>
    %6174 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %6175 = stablehlo.divide %6167, %6174 : tensor<7x7x1x384xf32>
    %6176 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %6177 = stablehlo.divide %6173, %6176 : tensor<7x7x1x384xf32>
    %6178 = stablehlo.sqrt %6177 : tensor<7x7x1x384xf32>
    %6179 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x384xf32>
    %6180 = stablehlo.add %6178, %6179 : tensor<7x7x1x384xf32>
    %6181 = stablehlo.divide %6175, %6180 : tensor<7x7x1x384xf32>
    %6182 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6183 = stablehlo.multiply %6182, %m.stages.2.blocks.7.dwconv.b : tensor<384xf32>
    %6184 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6185 = stablehlo.multiply %6184, %3456 : tensor<384xf32>
    %6186 = stablehlo.add %6183, %6185 : tensor<384xf32>
    %6187 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6188 = stablehlo.multiply %6187, %v.stages.2.blocks.7.dwconv.b : tensor<384xf32>
    %6189 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6190 = stablehlo.multiply %3456, %3456 : tensor<384xf32>
    %6191 = stablehlo.multiply %6189, %6190 : tensor<384xf32>
    %6192 = stablehlo.add %6188, %6191 : tensor<384xf32>
    %6193 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6194 = stablehlo.divide %6186, %6193 : tensor<384xf32>
    %6195 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6196 = stablehlo.divide %6192, %6195 : tensor<384xf32>
    %6197 = stablehlo.sqrt %6196 : tensor<384xf32>
    %6198 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6199 = stablehlo.add %6197, %6198 : tensor<384xf32>
    %6200 = stablehlo.divide %6194, %6199 : tensor<384xf32>
    %6201 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6202 = stablehlo.multiply %6201, %m.stages.2.blocks.7.norm.g : tensor<384xf32>
    %6203 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6204 = stablehlo.multiply %6203, %3461 : tensor<384xf32>
    %6205 = stablehlo.add %6202, %6204 : tensor<384xf32>
    %6206 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6207 = stablehlo.multiply %6206, %v.stages.2.blocks.7.norm.g : tensor<384xf32>
    %6208 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6209 = stablehlo.multiply %3461, %3461 : tensor<384xf32>
    %6210 = stablehlo.multiply %6208, %6209 : tensor<384xf32>
    %6211 = stablehlo.add %6207, %6210 : tensor<384xf32>
    %6212 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6213 = stablehlo.divide %6205, %6212 : tensor<384xf32>
    %6214 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6215 = stablehlo.divide %6211, %6214 : tensor<384xf32>
    %6216 = stablehlo.sqrt %6215 : tensor<384xf32>
    %6217 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6218 = stablehlo.add %6216, %6217 : tensor<384xf32>
    %6219 = stablehlo.divide %6213, %6218 : tensor<384xf32>
    %6220 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6221 = stablehlo.multiply %6220, %m.stages.2.blocks.7.norm.b : tensor<384xf32>
    %6222 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6223 = stablehlo.multiply %6222, %3466 : tensor<384xf32>
    %6224 = stablehlo.add %6221, %6223 : tensor<384xf32>
    %6225 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6226 = stablehlo.multiply %6225, %v.stages.2.blocks.7.norm.b : tensor<384xf32>
    %6227 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6228 = stablehlo.multiply %3466, %3466 : tensor<384xf32>
    %6229 = stablehlo.multiply %6227, %6228 : tensor<384xf32>
    %6230 = stablehlo.add %6226, %6229 : tensor<384xf32>
    %6231 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6232 = stablehlo.divide %6224, %6231 : tensor<384xf32>
    %6233 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6234 = stablehlo.divide %6230, %6233 : tensor<384xf32>
    %6235 = stablehlo.sqrt %6234 : tensor<384xf32>
    %6236 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6237 = stablehlo.add %6235, %6236 : tensor<384xf32>
    %6238 = stablehlo.divide %6232, %6237 : tensor<384xf32>
    %6239 = stablehlo.constant dense<0.9> : tensor<384x1536xf32>
    %6240 = stablehlo.multiply %6239, %m.stages.2.blocks.7.fc1.w : tensor<384x1536xf32>
    %6241 = stablehlo.constant dense<0.1> : tensor<384x1536xf32>
    %6242 = stablehlo.multiply %6241, %3471 : tensor<384x1536xf32>
    %6243 = stablehlo.add %6240, %6242 : tensor<384x1536xf32>
    %6244 = stablehlo.constant dense<0.999> : tensor<384x1536xf32>
    %6245 = stablehlo.multiply %6244, %v.stages.2.blocks.7.fc1.w : tensor<384x1536xf32>
    %6246 = stablehlo.constant dense<0.001> : tensor<384x1536xf32>
    %6247 = stablehlo.multiply %3471, %3471 : tensor<384x1536xf32>
    %6248 = stablehlo.multiply %6246, %6247 : tensor<384x1536xf32>
    %6249 = stablehlo.add %6245, %6248 : tensor<384x1536xf32>
    %6250 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %6251 = stablehlo.divide %6243, %6250 : tensor<384x1536xf32>
    %6252 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %6253 = stablehlo.divide %6249, %6252 : tensor<384x1536xf32>
    %6254 = stablehlo.sqrt %6253 : tensor<384x1536xf32>
    %6255 = stablehlo.constant dense<1.0e-08> : tensor<384x1536xf32>
    %6256 = stablehlo.add %6254, %6255 : tensor<384x1536xf32>
    %6257 = stablehlo.divide %6251, %6256 : tensor<384x1536xf32>
    %6258 = stablehlo.constant dense<0.9> : tensor<1536xf32>
    %6259 = stablehlo.multiply %6258, %m.stages.2.blocks.7.fc1.b : tensor<1536xf32>
    %6260 = stablehlo.constant dense<0.1> : tensor<1536xf32>
    %6261 = stablehlo.multiply %6260, %3476 : tensor<1536xf32>
    %6262 = stablehlo.add %6259, %6261 : tensor<1536xf32>
    %6263 = stablehlo.constant dense<0.999> : tensor<1536xf32>
    %6264 = stablehlo.multiply %6263, %v.stages.2.blocks.7.fc1.b : tensor<1536xf32>
    %6265 = stablehlo.constant dense<0.001> : tensor<1536xf32>
    %6266 = stablehlo.multiply %3476, %3476 : tensor<1536xf32>
    %6267 = stablehlo.multiply %6265, %6266 : tensor<1536xf32>
    %6268 = stablehlo.add %6264, %6267 : tensor<1536xf32>
    %6269 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %6270 = stablehlo.divide %6262, %6269 : tensor<1536xf32>
    %6271 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %6272 = stablehlo.divide %6268, %6271 : tensor<1536xf32>
    %6273 = stablehlo.sqrt %6272 : tensor<1536xf32>
    %6274 = stablehlo.constant dense<1.0e-08> : tensor<1536xf32>
    %6275 = stablehlo.add %6273, %6274 : tensor<1536xf32>
    %6276 = stablehlo.divide %6270, %6275 : tensor<1536xf32>
    %6277 = stablehlo.constant dense<0.9> : tensor<1536x384xf32>
    %6278 = stablehlo.multiply %6277, %m.stages.2.blocks.7.fc2.w : tensor<1536x384xf32>
    %6279 = stablehlo.constant dense<0.1> : tensor<1536x384xf32>
    %6280 = stablehlo.multiply %6279, %3481 : tensor<1536x384xf32>
    %6281 = stablehlo.add %6278, %6280 : tensor<1536x384xf32>
    %6282 = stablehlo.constant dense<0.999> : tensor<1536x384xf32>
    %6283 = stablehlo.multiply %6282, %v.stages.2.blocks.7.fc2.w : tensor<1536x384xf32>
    %6284 = stablehlo.constant dense<0.001> : tensor<1536x384xf32>
    %6285 = stablehlo.multiply %3481, %3481 : tensor<1536x384xf32>
    %6286 = stablehlo.multiply %6284, %6285 : tensor<1536x384xf32>
    %6287 = stablehlo.add %6283, %6286 : tensor<1536x384xf32>
    %6288 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %6289 = stablehlo.divide %6281, %6288 : tensor<1536x384xf32>
    %6290 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %6291 = stablehlo.divide %6287, %6290 : tensor<1536x384xf32>
    %6292 = stablehlo.sqrt %6291 : tensor<1536x384xf32>
    %6293 = stablehlo.constant dense<1.0e-08> : tensor<1536x384xf32>
    %6294 = stablehlo.add %6292, %6293 : tensor<1536x384xf32>
    %6295 = stablehlo.divide %6289, %6294 : tensor<1536x384xf32>
    %6296 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6297 = stablehlo.multiply %6296, %m.stages.2.blocks.7.fc2.b : tensor<384xf32>
    %6298 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6299 = stablehlo.multiply %6298, %3486 : tensor<384xf32>
    %6300 = stablehlo.add %6297, %6299 : tensor<384xf32>
    %6301 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6302 = stablehlo.multiply %6301, %v.stages.2.blocks.7.fc2.b : tensor<384xf32>
    %6303 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6304 = stablehlo.multiply %3486, %3486 : tensor<384xf32>
    %6305 = stablehlo.multiply %6303, %6304 : tensor<384xf32>
    %6306 = stablehlo.add %6302, %6305 : tensor<384xf32>
    %6307 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6308 = stablehlo.divide %6300, %6307 : tensor<384xf32>
    %6309 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6310 = stablehlo.divide %6306, %6309 : tensor<384xf32>
    %6311 = stablehlo.sqrt %6310 : tensor<384xf32>
    %6312 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6313 = stablehlo.add %6311, %6312 : tensor<384xf32>
    %6314 = stablehlo.divide %6308, %6313 : tensor<384xf32>
    %6315 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6316 = stablehlo.multiply %6315, %m.stages.2.blocks.7.gamma : tensor<384xf32>
    %6317 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6318 = stablehlo.multiply %6317, %3491 : tensor<384xf32>
    %6319 = stablehlo.add %6316, %6318 : tensor<384xf32>
    %6320 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6321 = stablehlo.multiply %6320, %v.stages.2.blocks.7.gamma : tensor<384xf32>
    %6322 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6323 = stablehlo.multiply %3491, %3491 : tensor<384xf32>
    %6324 = stablehlo.multiply %6322, %6323 : tensor<384xf32>
    %6325 = stablehlo.add %6321, %6324 : tensor<384xf32>
    %6326 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6327 = stablehlo.divide %6319, %6326 : tensor<384xf32>
    %6328 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6329 = stablehlo.divide %6325, %6328 : tensor<384xf32>
    %6330 = stablehlo.sqrt %6329 : tensor<384xf32>
    %6331 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6332 = stablehlo.add %6330, %6331 : tensor<384xf32>
    %6333 = stablehlo.divide %6327, %6332 : tensor<384xf32>
    %6334 = stablehlo.constant dense<0.9> : tensor<7x7x1x384xf32>
    %6335 = stablehlo.multiply %6334, %m.stages.2.blocks.8.dwconv.w : tensor<7x7x1x384xf32>
    %6336 = stablehlo.constant dense<0.1> : tensor<7x7x1x384xf32>
    %6337 = stablehlo.multiply %6336, %3496 : tensor<7x7x1x384xf32>
    %6338 = stablehlo.add %6335, %6337 : tensor<7x7x1x384xf32>
    %6339 = stablehlo.constant dense<0.999> : tensor<7x7x1x384xf32>
    %6340 = stablehlo.multiply %6339, %v.stages.2.blocks.8.dwconv.w : tensor<7x7x1x384xf32>
    %6341 = stablehlo.constant dense<0.001> : tensor<7x7x1x384xf32>
    %6342 = stablehlo.multiply %3496, %3496 : tensor<7x7x1x384xf32>
    %6343 = stablehlo.multiply %6341, %6342 : tensor<7x7x1x384xf32>
    %6344 = stablehlo.add %6340, %6343 : tensor<7x7x1x384xf32>
    %6345 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %6346 = stablehlo.divide %6338, %6345 : tensor<7x7x1x384xf32>
    %6347 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %6348 = stablehlo.divide %6344, %6347 : tensor<7x7x1x384xf32>
    %6349 = stablehlo.sqrt %6348 : tensor<7x7x1x384xf32>
    %6350 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x384xf32>
    %6351 = stablehlo.add %6349, %6350 : tensor<7x7x1x384xf32>
    %6352 = stablehlo.divide %6346, %6351 : tensor<7x7x1x384xf32>
    %6353 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6354 = stablehlo.multiply %6353, %m.stages.2.blocks.8.dwconv.b : tensor<384xf32>
    %6355 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6356 = stablehlo.multiply %6355, %3501 : tensor<384xf32>
    %6357 = stablehlo.add %6354, %6356 : tensor<384xf32>
    %6358 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6359 = stablehlo.multiply %6358, %v.stages.2.blocks.8.dwconv.b : tensor<384xf32>
    %6360 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6361 = stablehlo.multiply %3501, %3501 : tensor<384xf32>
    %6362 = stablehlo.multiply %6360, %6361 : tensor<384xf32>
    %6363 = stablehlo.add %6359, %6362 : tensor<384xf32>
    %6364 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6365 = stablehlo.divide %6357, %6364 : tensor<384xf32>
    %6366 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6367 = stablehlo.divide %6363, %6366 : tensor<384xf32>
    %6368 = stablehlo.sqrt %6367 : tensor<384xf32>
    %6369 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6370 = stablehlo.add %6368, %6369 : tensor<384xf32>
    %6371 = stablehlo.divide %6365, %6370 : tensor<384xf32>
    %6372 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6373 = stablehlo.multiply %6372, %m.stages.2.blocks.8.norm.g : tensor<384xf32>
    %6374 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6375 = stablehlo.multiply %6374, %3506 : tensor<384xf32>
    %6376 = stablehlo.add %6373, %6375 : tensor<384xf32>
    %6377 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6378 = stablehlo.multiply %6377, %v.stages.2.blocks.8.norm.g : tensor<384xf32>
    %6379 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6380 = stablehlo.multiply %3506, %3506 : tensor<384xf32>
    %6381 = stablehlo.multiply %6379, %6380 : tensor<384xf32>
    %6382 = stablehlo.add %6378, %6381 : tensor<384xf32>
    %6383 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6384 = stablehlo.divide %6376, %6383 : tensor<384xf32>
    %6385 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6386 = stablehlo.divide %6382, %6385 : tensor<384xf32>
    %6387 = stablehlo.sqrt %6386 : tensor<384xf32>
    %6388 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6389 = stablehlo.add %6387, %6388 : tensor<384xf32>
    %6390 = stablehlo.divide %6384, %6389 : tensor<384xf32>
    %6391 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6392 = stablehlo.multiply %6391, %m.stages.2.blocks.8.norm.b : tensor<384xf32>
    %6393 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6394 = stablehlo.multiply %6393, %3511 : tensor<384xf32>
    %6395 = stablehlo.add %6392, %6394 : tensor<384xf32>
    %6396 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6397 = stablehlo.multiply %6396, %v.stages.2.blocks.8.norm.b : tensor<384xf32>
    %6398 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6399 = stablehlo.multiply %3511, %3511 : tensor<384xf32>
    %6400 = stablehlo.multiply %6398, %6399 : tensor<384xf32>
    %6401 = stablehlo.add %6397, %6400 : tensor<384xf32>
    %6402 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6403 = stablehlo.divide %6395, %6402 : tensor<384xf32>
    %6404 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6405 = stablehlo.divide %6401, %6404 : tensor<384xf32>
    %6406 = stablehlo.sqrt %6405 : tensor<384xf32>
    %6407 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6408 = stablehlo.add %6406, %6407 : tensor<384xf32>
    %6409 = stablehlo.divide %6403, %6408 : tensor<384xf32>
    %6410 = stablehlo.constant dense<0.9> : tensor<384x1536xf32>
    %6411 = stablehlo.multiply %6410, %m.stages.2.blocks.8.fc1.w : tensor<384x1536xf32>
    %6412 = stablehlo.constant dense<0.1> : tensor<384x1536xf32>
    %6413 = stablehlo.multiply %6412, %3516 : tensor<384x1536xf32>
    %6414 = stablehlo.add %6411, %6413 : tensor<384x1536xf32>
    %6415 = stablehlo.constant dense<0.999> : tensor<384x1536xf32>
    %6416 = stablehlo.multiply %6415, %v.stages.2.blocks.8.fc1.w : tensor<384x1536xf32>
    %6417 = stablehlo.constant dense<0.001> : tensor<384x1536xf32>
    %6418 = stablehlo.multiply %3516, %3516 : tensor<384x1536xf32>
    %6419 = stablehlo.multiply %6417, %6418 : tensor<384x1536xf32>
    %6420 = stablehlo.add %6416, %6419 : tensor<384x1536xf32>
    %6421 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %6422 = stablehlo.divide %6414, %6421 : tensor<384x1536xf32>
    %6423 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %6424 = stablehlo.divide %6420, %6423 : tensor<384x1536xf32>
    %6425 = stablehlo.sqrt %6424 : tensor<384x1536xf32>
    %6426 = stablehlo.constant dense<1.0e-08> : tensor<384x1536xf32>
    %6427 = stablehlo.add %6425, %6426 : tensor<384x1536xf32>
    %6428 = stablehlo.divide %6422, %6427 : tensor<384x1536xf32>
    %6429 = stablehlo.constant dense<0.9> : tensor<1536xf32>
    %6430 = stablehlo.multiply %6429, %m.stages.2.blocks.8.fc1.b : tensor<1536xf32>
    %6431 = stablehlo.constant dense<0.1> : tensor<1536xf32>
    %6432 = stablehlo.multiply %6431, %3521 : tensor<1536xf32>
    %6433 = stablehlo.add %6430, %6432 : tensor<1536xf32>
    %6434 = stablehlo.constant dense<0.999> : tensor<1536xf32>
    %6435 = stablehlo.multiply %6434, %v.stages.2.blocks.8.fc1.b : tensor<1536xf32>
    %6436 = stablehlo.constant dense<0.001> : tensor<1536xf32>
    %6437 = stablehlo.multiply %3521, %3521 : tensor<1536xf32>
    %6438 = stablehlo.multiply %6436, %6437 : tensor<1536xf32>
    %6439 = stablehlo.add %6435, %6438 : tensor<1536xf32>
    %6440 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %6441 = stablehlo.divide %6433, %6440 : tensor<1536xf32>
    %6442 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %6443 = stablehlo.divide %6439, %6442 : tensor<1536xf32>
    %6444 = stablehlo.sqrt %6443 : tensor<1536xf32>
    %6445 = stablehlo.constant dense<1.0e-08> : tensor<1536xf32>
    %6446 = stablehlo.add %6444, %6445 : tensor<1536xf32>
    %6447 = stablehlo.divide %6441, %6446 : tensor<1536xf32>
    %6448 = stablehlo.constant dense<0.9> : tensor<1536x384xf32>
    %6449 = stablehlo.multiply %6448, %m.stages.2.blocks.8.fc2.w : tensor<1536x384xf32>
    %6450 = stablehlo.constant dense<0.1> : tensor<1536x384xf32>
    %6451 = stablehlo.multiply %6450, %3526 : tensor<1536x384xf32>
    %6452 = stablehlo.add %6449, %6451 : tensor<1536x384xf32>
    %6453 = stablehlo.constant dense<0.999> : tensor<1536x384xf32>
    %6454 = stablehlo.multiply %6453, %v.stages.2.blocks.8.fc2.w : tensor<1536x384xf32>
    %6455 = stablehlo.constant dense<0.001> : tensor<1536x384xf32>
    %6456 = stablehlo.multiply %3526, %3526 : tensor<1536x384xf32>
    %6457 = stablehlo.multiply %6455, %6456 : tensor<1536x384xf32>
    %6458 = stablehlo.add %6454, %6457 : tensor<1536x384xf32>
    %6459 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %6460 = stablehlo.divide %6452, %6459 : tensor<1536x384xf32>
    %6461 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %6462 = stablehlo.divide %6458, %6461 : tensor<1536x384xf32>
    %6463 = stablehlo.sqrt %6462 : tensor<1536x384xf32>
    %6464 = stablehlo.constant dense<1.0e-08> : tensor<1536x384xf32>
    %6465 = stablehlo.add %6463, %6464 : tensor<1536x384xf32>
    %6466 = stablehlo.divide %6460, %6465 : tensor<1536x384xf32>
    %6467 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6468 = stablehlo.multiply %6467, %m.stages.2.blocks.8.fc2.b : tensor<384xf32>
    %6469 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6470 = stablehlo.multiply %6469, %3531 : tensor<384xf32>
    %6471 = stablehlo.add %6468, %6470 : tensor<384xf32>
    %6472 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6473 = stablehlo.multiply %6472, %v.stages.2.blocks.8.fc2.b : tensor<384xf32>
    %6474 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6475 = stablehlo.multiply %3531, %3531 : tensor<384xf32>
    %6476 = stablehlo.multiply %6474, %6475 : tensor<384xf32>
    %6477 = stablehlo.add %6473, %6476 : tensor<384xf32>
    %6478 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6479 = stablehlo.divide %6471, %6478 : tensor<384xf32>
    %6480 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6481 = stablehlo.divide %6477, %6480 : tensor<384xf32>
    %6482 = stablehlo.sqrt %6481 : tensor<384xf32>
    %6483 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6484 = stablehlo.add %6482, %6483 : tensor<384xf32>
    %6485 = stablehlo.divide %6479, %6484 : tensor<384xf32>
    %6486 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6487 = stablehlo.multiply %6486, %m.stages.2.blocks.8.gamma : tensor<384xf32>
    %6488 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6489 = stablehlo.multiply %6488, %3536 : tensor<384xf32>
    %6490 = stablehlo.add %6487, %6489 : tensor<384xf32>
    %6491 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6492 = stablehlo.multiply %6491, %v.stages.2.blocks.8.gamma : tensor<384xf32>
    %6493 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6494 = stablehlo.multiply %3536, %3536 : tensor<384xf32>
    %6495 = stablehlo.multiply %6493, %6494 : tensor<384xf32>
    %6496 = stablehlo.add %6492, %6495 : tensor<384xf32>
    %6497 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6498 = stablehlo.divide %6490, %6497 : tensor<384xf32>
    %6499 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6500 = stablehlo.divide %6496, %6499 : tensor<384xf32>
    %6501 = stablehlo.sqrt %6500 : tensor<384xf32>
    %6502 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6503 = stablehlo.add %6501, %6502 : tensor<384xf32>
    %6504 = stablehlo.divide %6498, %6503 : tensor<384xf32>
    %6505 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6506 = stablehlo.multiply %6505, %m.stages.3.down.norm.g : tensor<384xf32>
    %6507 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6508 = stablehlo.multiply %6507, %3541 : tensor<384xf32>
    %6509 = stablehlo.add %6506, %6508 : tensor<384xf32>
    %6510 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6511 = stablehlo.multiply %6510, %v.stages.3.down.norm.g : tensor<384xf32>
    %6512 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6513 = stablehlo.multiply %3541, %3541 : tensor<384xf32>
    %6514 = stablehlo.multiply %6512, %6513 : tensor<384xf32>
    %6515 = stablehlo.add %6511, %6514 : tensor<384xf32>
    %6516 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6517 = stablehlo.divide %6509, %6516 : tensor<384xf32>
    %6518 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6519 = stablehlo.divide %6515, %6518 : tensor<384xf32>
    %6520 = stablehlo.sqrt %6519 : tensor<384xf32>
    %6521 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6522 = stablehlo.add %6520, %6521 : tensor<384xf32>
    %6523 = stablehlo.divide %6517, %6522 : tensor<384xf32>
    %6524 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6525 = stablehlo.multiply %6524, %m.stages.3.down.norm.b : tensor<384xf32>
    %6526 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6527 = stablehlo.multiply %6526, %3546 : tensor<384xf32>
    %6528 = stablehlo.add %6525, %6527 : tensor<384xf32>
    %6529 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6530 = stablehlo.multiply %6529, %v.stages.3.down.norm.b : tensor<384xf32>
    %6531 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6532 = stablehlo.multiply %3546, %3546 : tensor<384xf32>
    %6533 = stablehlo.multiply %6531, %6532 : tensor<384xf32>
    %6534 = stablehlo.add %6530, %6533 : tensor<384xf32>
    %6535 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6536 = stablehlo.divide %6528, %6535 : tensor<384xf32>
    %6537 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6538 = stablehlo.divide %6534, %6537 : tensor<384xf32>
    %6539 = stablehlo.sqrt %6538 : tensor<384xf32>
    %6540 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6541 = stablehlo.add %6539, %6540 : tensor<384xf32>
    %6542 = stablehlo.divide %6536, %6541 : tensor<384xf32>
    %6543 = stablehlo.constant dense<0.9> : tensor<2x2x384x768xf32>
    %6544 = stablehlo.multiply %6543, %m.stages.3.down.conv.w : tensor<2x2x384x768xf32>
    %6545 = stablehlo.constant dense<0.1> : tensor<2x2x384x768xf32>
    %6546 = stablehlo.multiply %6545, %3551 : tensor<2x2x384x768xf32>
    %6547 = stablehlo.add %6544, %6546 : tensor<2x2x384x768xf32>
    %6548 = stablehlo.constant dense<0.999> : tensor<2x2x384x768xf32>
    %6549 = stablehlo.multiply %6548, %v.stages.3.down.conv.w : tensor<2x2x384x768xf32>
    %6550 = stablehlo.constant dense<0.001> : tensor<2x2x384x768xf32>
    %6551 = stablehlo.multiply %3551, %3551 : tensor<2x2x384x768xf32>
    %6552 = stablehlo.multiply %6550, %6551 : tensor<2x2x384x768xf32>
    %6553 = stablehlo.add %6549, %6552 : tensor<2x2x384x768xf32>
    %6554 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x384x768xf32>
    %6555 = stablehlo.divide %6547, %6554 : tensor<2x2x384x768xf32>
    %6556 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x384x768xf32>
    %6557 = stablehlo.divide %6553, %6556 : tensor<2x2x384x768xf32>
    %6558 = stablehlo.sqrt %6557 : tensor<2x2x384x768xf32>
    %6559 = stablehlo.constant dense<1.0e-08> : tensor<2x2x384x768xf32>
    %6560 = stablehlo.add %6558, %6559 : tensor<2x2x384x768xf32>
    %6561 = stablehlo.divide %6555, %6560 : tensor<2x2x384x768xf32>
    %6562 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %6563 = stablehlo.multiply %6562, %m.stages.3.down.conv.b : tensor<768xf32>
    %6564 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %6565 = stablehlo.multiply %6564, %3556 : tensor<768xf32>
    %6566 = stablehlo.add %6563, %6565 : tensor<768xf32>
    %6567 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %6568 = stablehlo.multiply %6567, %v.stages.3.down.conv.b : tensor<768xf32>
    %6569 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %6570 = stablehlo.multiply %3556, %3556 : tensor<768xf32>
    %6571 = stablehlo.multiply %6569, %6570 : tensor<768xf32>
    %6572 = stablehlo.add %6568, %6571 : tensor<768xf32>
    %6573 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6574 = stablehlo.divide %6566, %6573 : tensor<768xf32>
    %6575 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6576 = stablehlo.divide %6572, %6575 : tensor<768xf32>
    %6577 = stablehlo.sqrt %6576 : tensor<768xf32>
    %6578 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %6579 = stablehlo.add %6577, %6578 : tensor<768xf32>
    %6580 = stablehlo.divide %6574, %6579 : tensor<768xf32>
    %6581 = stablehlo.constant dense<0.9> : tensor<7x7x1x768xf32>
    %6582 = stablehlo.multiply %6581, %m.stages.3.blocks.0.dwconv.w : tensor<7x7x1x768xf32>
    %6583 = stablehlo.constant dense<0.1> : tensor<7x7x1x768xf32>
    %6584 = stablehlo.multiply %6583, %3561 : tensor<7x7x1x768xf32>
    %6585 = stablehlo.add %6582, %6584 : tensor<7x7x1x768xf32>
    %6586 = stablehlo.constant dense<0.999> : tensor<7x7x1x768xf32>
    %6587 = stablehlo.multiply %6586, %v.stages.3.blocks.0.dwconv.w : tensor<7x7x1x768xf32>
    %6588 = stablehlo.constant dense<0.001> : tensor<7x7x1x768xf32>
    %6589 = stablehlo.multiply %3561, %3561 : tensor<7x7x1x768xf32>
    %6590 = stablehlo.multiply %6588, %6589 : tensor<7x7x1x768xf32>
    %6591 = stablehlo.add %6587, %6590 : tensor<7x7x1x768xf32>
    %6592 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x768xf32>
    %6593 = stablehlo.divide %6585, %6592 : tensor<7x7x1x768xf32>
    %6594 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x768xf32>
    %6595 = stablehlo.divide %6591, %6594 : tensor<7x7x1x768xf32>
    %6596 = stablehlo.sqrt %6595 : tensor<7x7x1x768xf32>
    %6597 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x768xf32>
    %6598 = stablehlo.add %6596, %6597 : tensor<7x7x1x768xf32>
    %6599 = stablehlo.divide %6593, %6598 : tensor<7x7x1x768xf32>
    %6600 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %6601 = stablehlo.multiply %6600, %m.stages.3.blocks.0.dwconv.b : tensor<768xf32>
    %6602 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %6603 = stablehlo.multiply %6602, %3566 : tensor<768xf32>
    %6604 = stablehlo.add %6601, %6603 : tensor<768xf32>
    %6605 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %6606 = stablehlo.multiply %6605, %v.stages.3.blocks.0.dwconv.b : tensor<768xf32>
    %6607 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %6608 = stablehlo.multiply %3566, %3566 : tensor<768xf32>
    %6609 = stablehlo.multiply %6607, %6608 : tensor<768xf32>
    %6610 = stablehlo.add %6606, %6609 : tensor<768xf32>
    %6611 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6612 = stablehlo.divide %6604, %6611 : tensor<768xf32>
    %6613 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6614 = stablehlo.divide %6610, %6613 : tensor<768xf32>
    %6615 = stablehlo.sqrt %6614 : tensor<768xf32>
    %6616 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %6617 = stablehlo.add %6615, %6616 : tensor<768xf32>
    %6618 = stablehlo.divide %6612, %6617 : tensor<768xf32>
    %6619 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %6620 = stablehlo.multiply %6619, %m.stages.3.blocks.0.norm.g : tensor<768xf32>
    %6621 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %6622 = stablehlo.multiply %6621, %3571 : tensor<768xf32>
    %6623 = stablehlo.add %6620, %6622 : tensor<768xf32>
    %6624 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %6625 = stablehlo.multiply %6624, %v.stages.3.blocks.0.norm.g : tensor<768xf32>
    %6626 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %6627 = stablehlo.multiply %3571, %3571 : tensor<768xf32>
    %6628 = stablehlo.multiply %6626, %6627 : tensor<768xf32>
    %6629 = stablehlo.add %6625, %6628 : tensor<768xf32>
    %6630 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6631 = stablehlo.divide %6623, %6630 : tensor<768xf32>
    %6632 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6633 = stablehlo.divide %6629, %6632 : tensor<768xf32>
    %6634 = stablehlo.sqrt %6633 : tensor<768xf32>
    %6635 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %6636 = stablehlo.add %6634, %6635 : tensor<768xf32>
    %6637 = stablehlo.divide %6631, %6636 : tensor<768xf32>
    %6638 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %6639 = stablehlo.multiply %6638, %m.stages.3.blocks.0.norm.b : tensor<768xf32>
    %6640 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %6641 = stablehlo.multiply %6640, %3576 : tensor<768xf32>
    %6642 = stablehlo.add %6639, %6641 : tensor<768xf32>
    %6643 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %6644 = stablehlo.multiply %6643, %v.stages.3.blocks.0.norm.b : tensor<768xf32>
    %6645 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %6646 = stablehlo.multiply %3576, %3576 : tensor<768xf32>
    %6647 = stablehlo.multiply %6645, %6646 : tensor<768xf32>
    %6648 = stablehlo.add %6644, %6647 : tensor<768xf32>
    %6649 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6650 = stablehlo.divide %6642, %6649 : tensor<768xf32>
    %6651 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6652 = stablehlo.divide %6648, %6651 : tensor<768xf32>
    %6653 = stablehlo.sqrt %6652 : tensor<768xf32>
    %6654 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %6655 = stablehlo.add %6653, %6654 : tensor<768xf32>
    %6656 = stablehlo.divide %6650, %6655 : tensor<768xf32>
    %6657 = stablehlo.constant dense<0.9> : tensor<768x3072xf32>
    %6658 = stablehlo.multiply %6657, %m.stages.3.blocks.0.fc1.w : tensor<768x3072xf32>
    %6659 = stablehlo.constant dense<0.1> : tensor<768x3072xf32>
    %6660 = stablehlo.multiply %6659, %3581 : tensor<768x3072xf32>
    %6661 = stablehlo.add %6658, %6660 : tensor<768x3072xf32>
    %6662 = stablehlo.constant dense<0.999> : tensor<768x3072xf32>
    %6663 = stablehlo.multiply %6662, %v.stages.3.blocks.0.fc1.w : tensor<768x3072xf32>
    %6664 = stablehlo.constant dense<0.001> : tensor<768x3072xf32>
    %6665 = stablehlo.multiply %3581, %3581 : tensor<768x3072xf32>
    %6666 = stablehlo.multiply %6664, %6665 : tensor<768x3072xf32>
    %6667 = stablehlo.add %6663, %6666 : tensor<768x3072xf32>
    %6668 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x3072xf32>
    %6669 = stablehlo.divide %6661, %6668 : tensor<768x3072xf32>
    %6670 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x3072xf32>
    %6671 = stablehlo.divide %6667, %6670 : tensor<768x3072xf32>
    %6672 = stablehlo.sqrt %6671 : tensor<768x3072xf32>
    %6673 = stablehlo.constant dense<1.0e-08> : tensor<768x3072xf32>
    %6674 = stablehlo.add %6672, %6673 : tensor<768x3072xf32>
    %6675 = stablehlo.divide %6669, %6674 : tensor<768x3072xf32>
    %6676 = stablehlo.constant dense<0.9> : tensor<3072xf32>
    %6677 = stablehlo.multiply %6676, %m.stages.3.blocks.0.fc1.b : tensor<3072xf32>
    %6678 = stablehlo.constant dense<0.1> : tensor<3072xf32>
    %6679 = stablehlo.multiply %6678, %3586 : tensor<3072xf32>
    %6680 = stablehlo.add %6677, %6679 : tensor<3072xf32>
    %6681 = stablehlo.constant dense<0.999> : tensor<3072xf32>
    %6682 = stablehlo.multiply %6681, %v.stages.3.blocks.0.fc1.b : tensor<3072xf32>
    %6683 = stablehlo.constant dense<0.001> : tensor<3072xf32>
    %6684 = stablehlo.multiply %3586, %3586 : tensor<3072xf32>
    %6685 = stablehlo.multiply %6683, %6684 : tensor<3072xf32>
    %6686 = stablehlo.add %6682, %6685 : tensor<3072xf32>
    %6687 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072xf32>
    %6688 = stablehlo.divide %6680, %6687 : tensor<3072xf32>
    %6689 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072xf32>
    %6690 = stablehlo.divide %6686, %6689 : tensor<3072xf32>
    %6691 = stablehlo.sqrt %6690 : tensor<3072xf32>
    %6692 = stablehlo.constant dense<1.0e-08> : tensor<3072xf32>
    %6693 = stablehlo.add %6691, %6692 : tensor<3072xf32>
    %6694 = stablehlo.divide %6688, %6693 : tensor<3072xf32>
    %6695 = stablehlo.constant dense<0.9> : tensor<3072x768xf32>
    %6696 = stablehlo.multiply %6695, %m.stages.3.blocks.0.fc2.w : tensor<3072x768xf32>
    %6697 = stablehlo.constant dense<0.1> : tensor<3072x768xf32>
    %6698 = stablehlo.multiply %6697, %3591 : tensor<3072x768xf32>
    %6699 = stablehlo.add %6696, %6698 : tensor<3072x768xf32>
    %6700 = stablehlo.constant dense<0.999> : tensor<3072x768xf32>
    %6701 = stablehlo.multiply %6700, %v.stages.3.blocks.0.fc2.w : tensor<3072x768xf32>
    %6702 = stablehlo.constant dense<0.001> : tensor<3072x768xf32>
    %6703 = stablehlo.multiply %3591, %3591 : tensor<3072x768xf32>
    %6704 = stablehlo.multiply %6702, %6703 : tensor<3072x768xf32>
    %6705 = stablehlo.add %6701, %6704 : tensor<3072x768xf32>
    %6706 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072x768xf32>
    %6707 = stablehlo.divide %6699, %6706 : tensor<3072x768xf32>
    %6708 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072x768xf32>
    %6709 = stablehlo.divide %6705, %6708 : tensor<3072x768xf32>
    %6710 = stablehlo.sqrt %6709 : tensor<3072x768xf32>
    %6711 = stablehlo.constant dense<1.0e-08> : tensor<3072x768xf32>
    %6712 = stablehlo.add %6710, %6711 : tensor<3072x768xf32>
    %6713 = stablehlo.divide %6707, %6712 : tensor<3072x768xf32>
    %6714 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %6715 = stablehlo.multiply %6714, %m.stages.3.blocks.0.fc2.b : tensor<768xf32>
    %6716 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %6717 = stablehlo.multiply %6716, %3596 : tensor<768xf32>
    %6718 = stablehlo.add %6715, %6717 : tensor<768xf32>
    %6719 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %6720 = stablehlo.multiply %6719, %v.stages.3.blocks.0.fc2.b : tensor<768xf32>
    %6721 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %6722 = stablehlo.multiply %3596, %3596 : tensor<768xf32>
    %6723 = stablehlo.multiply %6721, %6722 : tensor<768xf32>
    %6724 = stablehlo.add %6720, %6723 : tensor<768xf32>
    %6725 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6726 = stablehlo.divide %6718, %6725 : tensor<768xf32>
    %6727 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6728 = stablehlo.divide %6724, %6727 : tensor<768xf32>
    %6729 = stablehlo.sqrt %6728 : tensor<768xf32>
    %6730 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %6731 = stablehlo.add %6729, %6730 : tensor<768xf32>
    %6732 = stablehlo.divide %6726, %6731 : tensor<768xf32>
    %6733 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %6734 = stablehlo.multiply %6733, %m.stages.3.blocks.0.gamma : tensor<768xf32>
    %6735 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %6736 = stablehlo.multiply %6735, %3601 : tensor<768xf32>
    %6737 = stablehlo.add %6734, %6736 : tensor<768xf32>
    %6738 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %6739 = stablehlo.multiply %6738, %v.stages.3.blocks.0.gamma : tensor<768xf32>
    %6740 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %6741 = stablehlo.multiply %3601, %3601 : tensor<768xf32>
    %6742 = stablehlo.multiply %6740, %6741 : tensor<768xf32>
    %6743 = stablehlo.add %6739, %6742 : tensor<768xf32>
    %6744 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6745 = stablehlo.divide %6737, %6744 : tensor<768xf32>
    %6746 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6747 = stablehlo.divide %6743, %6746 : tensor<768xf32>
    %6748 = stablehlo.sqrt %6747 : tensor<768xf32>
    %6749 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %6750 = stablehlo.add %6748, %6749 : tensor<768xf32>
    %6751 = stablehlo.divide %6745, %6750 : tensor<768xf32>
    %6752 = stablehlo.constant dense<0.9> : tensor<7x7x1x768xf32>
    %6753 = stablehlo.multiply %6752, %m.stages.3.blocks.1.dwconv.w : tensor<7x7x1x768xf32>
    %6754 = stablehlo.constant dense<0.1> : tensor<7x7x1x768xf32>
    %6755 = stablehlo.multiply %6754, %3606 : tensor<7x7x1x768xf32>
    %6756 = stablehlo.add %6753, %6755 : tensor<7x7x1x768xf32>
    %6757 = stablehlo.constant dense<0.999> : tensor<7x7x1x768xf32>
    %6758 = stablehlo.multiply %6757, %v.stages.3.blocks.1.dwconv.w : tensor<7x7x1x768xf32>
    %6759 = stablehlo.constant dense<0.001> : tensor<7x7x1x768xf32>
    %6760 = stablehlo.multiply %3606, %3606 : tensor<7x7x1x768xf32>
    %6761 = stablehlo.multiply %6759, %6760 : tensor<7x7x1x768xf32>
    %6762 = stablehlo.add %6758, %6761 : tensor<7x7x1x768xf32>
    %6763 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x768xf32>
    %6764 = stablehlo.divide %6756, %6763 : tensor<7x7x1x768xf32>
    %6765 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x768xf32>
    %6766 = stablehlo.divide %6762, %6765 : tensor<7x7x1x768xf32>
    %6767 = stablehlo.sqrt %6766 : tensor<7x7x1x768xf32>
    %6768 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x768xf32>
    %6769 = stablehlo.add %6767, %6768 : tensor<7x7x1x768xf32>
    %6770 = stablehlo.divide %6764, %6769 : tensor<7x7x1x768xf32>
    %6771 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %6772 = stablehlo.multiply %6771, %m.stages.3.blocks.1.dwconv.b : tensor<768xf32>
    %6773 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %6774 = stablehlo.multiply %6773, %3611 : tensor<768xf32>
    %6775 = stablehlo.add %6772, %6774 : tensor<768xf32>
    %6776 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %6777 = stablehlo.multiply %6776, %v.stages.3.blocks.1.dwconv.b : tensor<768xf32>
    %6778 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %6779 = stablehlo.multiply %3611, %3611 : tensor<768xf32>
    %6780 = stablehlo.multiply %6778, %6779 : tensor<768xf32>
    %6781 = stablehlo.add %6777, %6780 : tensor<768xf32>
    %6782 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6783 = stablehlo.divide %6775, %6782 : tensor<768xf32>
    %6784 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6785 = stablehlo.divide %6781, %6784 : tensor<768xf32>
    %6786 = stablehlo.sqrt %6785 : tensor<768xf32>
    %6787 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %6788 = stablehlo.add %6786, %6787 : tensor<768xf32>
    %6789 = stablehlo.divide %6783, %6788 : tensor<768xf32>
    %6790 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %6791 = stablehlo.multiply %6790, %m.stages.3.blocks.1.norm.g : tensor<768xf32>
    %6792 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %6793 = stablehlo.multiply %6792, %3616 : tensor<768xf32>
    %6794 = stablehlo.add %6791, %6793 : tensor<768xf32>
    %6795 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %6796 = stablehlo.multiply %6795, %v.stages.3.blocks.1.norm.g : tensor<768xf32>
    %6797 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %6798 = stablehlo.multiply %3616, %3616 : tensor<768xf32>
    %6799 = stablehlo.multiply %6797, %6798 : tensor<768xf32>
    %6800 = stablehlo.add %6796, %6799 : tensor<768xf32>
    %6801 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6802 = stablehlo.divide %6794, %6801 : tensor<768xf32>
    %6803 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6804 = stablehlo.divide %6800, %6803 : tensor<768xf32>
    %6805 = stablehlo.sqrt %6804 : tensor<768xf32>
    %6806 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %6807 = stablehlo.add %6805, %6806 : tensor<768xf32>
    %6808 = stablehlo.divide %6802, %6807 : tensor<768xf32>
    %6809 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %6810 = stablehlo.multiply %6809, %m.stages.3.blocks.1.norm.b : tensor<768xf32>
    %6811 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %6812 = stablehlo.multiply %6811, %3621 : tensor<768xf32>
    %6813 = stablehlo.add %6810, %6812 : tensor<768xf32>
    %6814 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %6815 = stablehlo.multiply %6814, %v.stages.3.blocks.1.norm.b : tensor<768xf32>
    %6816 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %6817 = stablehlo.multiply %3621, %3621 : tensor<768xf32>
    %6818 = stablehlo.multiply %6816, %6817 : tensor<768xf32>
    %6819 = stablehlo.add %6815, %6818 : tensor<768xf32>
    %6820 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6821 = stablehlo.divide %6813, %6820 : tensor<768xf32>
    %6822 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6823 = stablehlo.divide %6819, %6822 : tensor<768xf32>
    %6824 = stablehlo.sqrt %6823 : tensor<768xf32>
    %6825 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %6826 = stablehlo.add %6824, %6825 : tensor<768xf32>
    %6827 = stablehlo.divide %6821, %6826 : tensor<768xf32>
    %6828 = stablehlo.constant dense<0.9> : tensor<768x3072xf32>
    %6829 = stablehlo.multiply %6828, %m.stages.3.blocks.1.fc1.w : tensor<768x3072xf32>
    %6830 = stablehlo.constant dense<0.1> : tensor<768x3072xf32>
    %6831 = stablehlo.multiply %6830, %3626 : tensor<768x3072xf32>
    %6832 = stablehlo.add %6829, %6831 : tensor<768x3072xf32>
    %6833 = stablehlo.constant dense<0.999> : tensor<768x3072xf32>
    %6834 = stablehlo.multiply %6833, %v.stages.3.blocks.1.fc1.w : tensor<768x3072xf32>
    %6835 = stablehlo.constant dense<0.001> : tensor<768x3072xf32>
    %6836 = stablehlo.multiply %3626, %3626 : tensor<768x3072xf32>
    %6837 = stablehlo.multiply %6835, %6836 : tensor<768x3072xf32>
    %6838 = stablehlo.add %6834, %6837 : tensor<768x3072xf32>
    %6839 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x3072xf32>
    %6840 = stablehlo.divide %6832, %6839 : tensor<768x3072xf32>
    %6841 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x3072xf32>
    %6842 = stablehlo.divide %6838, %6841 : tensor<768x3072xf32>
    %6843 = stablehlo.sqrt %6842 : tensor<768x3072xf32>
    %6844 = stablehlo.constant dense<1.0e-08> : tensor<768x3072xf32>
    %6845 = stablehlo.add %6843, %6844 : tensor<768x3072xf32>
    %6846 = stablehlo.divide %6840, %6845 : tensor<768x3072xf32>
    %6847 = stablehlo.constant dense<0.9> : tensor<3072xf32>
    %6848 = stablehlo.multiply %6847, %m.stages.3.blocks.1.fc1.b : tensor<3072xf32>
    %6849 = stablehlo.constant dense<0.1> : tensor<3072xf32>
    %6850 = stablehlo.multiply %6849, %3631 : tensor<3072xf32>
    %6851 = stablehlo.add %6848, %6850 : tensor<3072xf32>
    %6852 = stablehlo.constant dense<0.999> : tensor<3072xf32>
    %6853 = stablehlo.multiply %6852, %v.stages.3.blocks.1.fc1.b : tensor<3072xf32>
    %6854 = stablehlo.constant dense<0.001> : tensor<3072xf32>
    %6855 = stablehlo.multiply %3631, %3631 : tensor<3072xf32>
    %6856 = stablehlo.multiply %6854, %6855 : tensor<3072xf32>
    %6857 = stablehlo.add %6853, %6856 : tensor<3072xf32>
    %6858 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072xf32>
    %6859 = stablehlo.divide %6851, %6858 : tensor<3072xf32>
    %6860 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072xf32>
    %6861 = stablehlo.divide %6857, %6860 : tensor<3072xf32>
    %6862 = stablehlo.sqrt %6861 : tensor<3072xf32>
    %6863 = stablehlo.constant dense<1.0e-08> : tensor<3072xf32>
    %6864 = stablehlo.add %6862, %6863 : tensor<3072xf32>
    %6865 = stablehlo.divide %6859, %6864 : tensor<3072xf32>
    %6866 = stablehlo.constant dense<0.9> : tensor<3072x768xf32>
    %6867 = stablehlo.multiply %6866, %m.stages.3.blocks.1.fc2.w : tensor<3072x768xf32>
    %6868 = stablehlo.constant dense<0.1> : tensor<3072x768xf32>
    %6869 = stablehlo.multiply %6868, %3636 : tensor<3072x768xf32>
    %6870 = stablehlo.add %6867, %6869 : tensor<3072x768xf32>
    %6871 = stablehlo.constant dense<0.999> : tensor<3072x768xf32>
    %6872 = stablehlo.multiply %6871, %v.stages.3.blocks.1.fc2.w : tensor<3072x768xf32>
    %6873 = stablehlo.constant dense<0.001> : tensor<3072x768xf32>
    %6874 = stablehlo.multiply %3636, %3636 : tensor<3072x768xf32>
    %6875 = stablehlo.multiply %6873, %6874 : tensor<3072x768xf32>
    %6876 = stablehlo.add %6872, %6875 : tensor<3072x768xf32>
    %6877 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072x768xf32>
    %6878 = stablehlo.divide %6870, %6877 : tensor<3072x768xf32>
    %6879 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072x768xf32>
    %6880 = stablehlo.divide %6876, %6879 : tensor<3072x768xf32>
    %6881 = stablehlo.sqrt %6880 : tensor<3072x768xf32>
    %6882 = stablehlo.constant dense<1.0e-08> : tensor<3072x768xf32>
    %6883 = stablehlo.add %6881, %6882 : tensor<3072x768xf32>
    %6884 = stablehlo.divide %6878, %6883 : tensor<3072x768xf32>
    %6885 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %6886 = stablehlo.multiply %6885, %m.stages.3.blocks.1.fc2.b : tensor<768xf32>
    %6887 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %6888 = stablehlo.multiply %6887, %3641 : tensor<768xf32>
    %6889 = stablehlo.add %6886, %6888 : tensor<768xf32>
    %6890 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %6891 = stablehlo.multiply %6890, %v.stages.3.blocks.1.fc2.b : tensor<768xf32>
    %6892 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %6893 = stablehlo.multiply %3641, %3641 : tensor<768xf32>
    %6894 = stablehlo.multiply %6892, %6893 : tensor<768xf32>
    %6895 = stablehlo.add %6891, %6894 : tensor<768xf32>
    %6896 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6897 = stablehlo.divide %6889, %6896 : tensor<768xf32>
    %6898 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6899 = stablehlo.divide %6895, %6898 : tensor<768xf32>
    %6900 = stablehlo.sqrt %6899 : tensor<768xf32>
    %6901 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %6902 = stablehlo.add %6900, %6901 : tensor<768xf32>
    %6903 = stablehlo.divide %6897, %6902 : tensor<768xf32>
    %6904 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %6905 = stablehlo.multiply %6904, %m.stages.3.blocks.1.gamma : tensor<768xf32>
    %6906 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %6907 = stablehlo.multiply %6906, %3646 : tensor<768xf32>
    %6908 = stablehlo.add %6905, %6907 : tensor<768xf32>
    %6909 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %6910 = stablehlo.multiply %6909, %v.stages.3.blocks.1.gamma : tensor<768xf32>
    %6911 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %6912 = stablehlo.multiply %3646, %3646 : tensor<768xf32>
    %6913 = stablehlo.multiply %6911, %6912 : tensor<768xf32>
    %6914 = stablehlo.add %6910, %6913 : tensor<768xf32>
    %6915 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6916 = stablehlo.divide %6908, %6915 : tensor<768xf32>
    %6917 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6918 = stablehlo.divide %6914, %6917 : tensor<768xf32>
    %6919 = stablehlo.sqrt %6918 : tensor<768xf32>
    %6920 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %6921 = stablehlo.add %6919, %6920 : tensor<768xf32>
    %6922 = stablehlo.divide %6916, %6921 : tensor<768xf32>
    %6923 = stablehlo.constant dense<0.9> : tensor<7x7x1x768xf32>
    %6924 = stablehlo.multiply %6923, %m.stages.3.blocks.2.dwconv.w : tensor<7x7x1x768xf32>
    %6925 = stablehlo.constant dense<0.1> : tensor<7x7x1x768xf32>
    %6926 = stablehlo.multiply %6925, %3651 : tensor<7x7x1x768xf32>
    %6927 = stablehlo.add %6924, %6926 : tensor<7x7x1x768xf32>
    %6928 = stablehlo.constant dense<0.999> : tensor<7x7x1x768xf32>
    %6929 = stablehlo.multiply %6928, %v.stages.3.blocks.2.dwconv.w : tensor<7x7x1x768xf32>
    %6930 = stablehlo.constant dense<0.001> : tensor<7x7x1x768xf32>
    %6931 = stablehlo.multiply %3651, %3651 : tensor<7x7x1x768xf32>
    %6932 = stablehlo.multiply %6930, %6931 : tensor<7x7x1x768xf32>
    %6933 = stablehlo.add %6929, %6932 : tensor<7x7x1x768xf32>
    %6934 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x768xf32>
    %6935 = stablehlo.divide %6927, %6934 : tensor<7x7x1x768xf32>
    %6936 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x768xf32>
    %6937 = stablehlo.divide %6933, %6936 : tensor<7x7x1x768xf32>
    %6938 = stablehlo.sqrt %6937 : tensor<7x7x1x768xf32>
    %6939 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x768xf32>
    %6940 = stablehlo.add %6938, %6939 : tensor<7x7x1x768xf32>
    %6941 = stablehlo.divide %6935, %6940 : tensor<7x7x1x768xf32>
    %6942 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %6943 = stablehlo.multiply %6942, %m.stages.3.blocks.2.dwconv.b : tensor<768xf32>
    %6944 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %6945 = stablehlo.multiply %6944, %3656 : tensor<768xf32>
    %6946 = stablehlo.add %6943, %6945 : tensor<768xf32>
    %6947 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %6948 = stablehlo.multiply %6947, %v.stages.3.blocks.2.dwconv.b : tensor<768xf32>
    %6949 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %6950 = stablehlo.multiply %3656, %3656 : tensor<768xf32>
    %6951 = stablehlo.multiply %6949, %6950 : tensor<768xf32>
    %6952 = stablehlo.add %6948, %6951 : tensor<768xf32>
    %6953 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6954 = stablehlo.divide %6946, %6953 : tensor<768xf32>
    %6955 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6956 = stablehlo.divide %6952, %6955 : tensor<768xf32>
    %6957 = stablehlo.sqrt %6956 : tensor<768xf32>
    %6958 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %6959 = stablehlo.add %6957, %6958 : tensor<768xf32>
    %6960 = stablehlo.divide %6954, %6959 : tensor<768xf32>
    %6961 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %6962 = stablehlo.multiply %6961, %m.stages.3.blocks.2.norm.g : tensor<768xf32>
    %6963 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %6964 = stablehlo.multiply %6963, %3661 : tensor<768xf32>
    %6965 = stablehlo.add %6962, %6964 : tensor<768xf32>
    %6966 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %6967 = stablehlo.multiply %6966, %v.stages.3.blocks.2.norm.g : tensor<768xf32>
    %6968 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %6969 = stablehlo.multiply %3661, %3661 : tensor<768xf32>
    %6970 = stablehlo.multiply %6968, %6969 : tensor<768xf32>
    %6971 = stablehlo.add %6967, %6970 : tensor<768xf32>
    %6972 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6973 = stablehlo.divide %6965, %6972 : tensor<768xf32>
    %6974 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6975 = stablehlo.divide %6971, %6974 : tensor<768xf32>
    %6976 = stablehlo.sqrt %6975 : tensor<768xf32>
    %6977 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %6978 = stablehlo.add %6976, %6977 : tensor<768xf32>
    %6979 = stablehlo.divide %6973, %6978 : tensor<768xf32>
    %6980 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %6981 = stablehlo.multiply %6980, %m.stages.3.blocks.2.norm.b : tensor<768xf32>
    %6982 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %6983 = stablehlo.multiply %6982, %3666 : tensor<768xf32>
    %6984 = stablehlo.add %6981, %6983 : tensor<768xf32>
    %6985 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %6986 = stablehlo.multiply %6985, %v.stages.3.blocks.2.norm.b : tensor<768xf32>
    %6987 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %6988 = stablehlo.multiply %3666, %3666 : tensor<768xf32>
    %6989 = stablehlo.multiply %6987, %6988 : tensor<768xf32>
    %6990 = stablehlo.add %6986, %6989 : tensor<768xf32>
    %6991 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6992 = stablehlo.divide %6984, %6991 : tensor<768xf32>
    %6993 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6994 = stablehlo.divide %6990, %6993 : tensor<768xf32>
    %6995 = stablehlo.sqrt %6994 : tensor<768xf32>
    %6996 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %6997 = stablehlo.add %6995, %6996 : tensor<768xf32>
    %6998 = stablehlo.divide %6992, %6997 : tensor<768xf32>
    %6999 = stablehlo.constant dense<0.9> : tensor<768x3072xf32>
    %7000 = stablehlo.multiply %6999, %m.stages.3.blocks.2.fc1.w : tensor<768x3072xf32>
    %7001 = stablehlo.constant dense<0.1> : tensor<768x3072xf32>
    %7002 = stablehlo.multiply %7001, %3671 : tensor<768x3072xf32>
    %7003 = stablehlo.add %7000, %7002 : tensor<768x3072xf32>
    %7004 = stablehlo.constant dense<0.999> : tensor<768x3072xf32>
    %7005 = stablehlo.multiply %7004, %v.stages.3.blocks.2.fc1.w : tensor<768x3072xf32>
    %7006 = stablehlo.constant dense<0.001> : tensor<768x3072xf32>
    %7007 = stablehlo.multiply %3671, %3671 : tensor<768x3072xf32>
    %7008 = stablehlo.multiply %7006, %7007 : tensor<768x3072xf32>
    %7009 = stablehlo.add %7005, %7008 : tensor<768x3072xf32>
    %7010 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x3072xf32>
    %7011 = stablehlo.divide %7003, %7010 : tensor<768x3072xf32>
    %7012 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x3072xf32>
    %7013 = stablehlo.divide %7009, %7012 : tensor<768x3072xf32>
    %7014 = stablehlo.sqrt %7013 : tensor<768x3072xf32>
    %7015 = stablehlo.constant dense<1.0e-08> : tensor<768x3072xf32>
    %7016 = stablehlo.add %7014, %7015 : tensor<768x3072xf32>
    %7017 = stablehlo.divide %7011, %7016 : tensor<768x3072xf32>
    %7018 = stablehlo.constant dense<0.9> : tensor<3072xf32>
    %7019 = stablehlo.multiply %7018, %m.stages.3.blocks.2.fc1.b : tensor<3072xf32>
    %7020 = stablehlo.constant dense<0.1> : tensor<3072xf32>
    %7021 = stablehlo.multiply %7020, %3676 : tensor<3072xf32>
    %7022 = stablehlo.add %7019, %7021 : tensor<3072xf32>
    %7023 = stablehlo.constant dense<0.999> : tensor<3072xf32>
    %7024 = stablehlo.multiply %7023, %v.stages.3.blocks.2.fc1.b : tensor<3072xf32>
    %7025 = stablehlo.constant dense<0.001> : tensor<3072xf32>
    %7026 = stablehlo.multiply %3676, %3676 : tensor<3072xf32>
    %7027 = stablehlo.multiply %7025, %7026 : tensor<3072xf32>
    %7028 = stablehlo.add %7024, %7027 : tensor<3072xf32>
    %7029 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072xf32>
    %7030 = stablehlo.divide %7022, %7029 : tensor<3072xf32>
    %7031 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072xf32>
    %7032 = stablehlo.divide %7028, %7031 : tensor<3072xf32>
    %7033 = stablehlo.sqrt %7032 : tensor<3072xf32>
    %7034 = stablehlo.constant dense<1.0e-08> : tensor<3072xf32>
    %7035 = stablehlo.add %7033, %7034 : tensor<3072xf32>
    %7036 = stablehlo.divide %7030, %7035 : tensor<3072xf32>
    %7037 = stablehlo.constant dense<0.9> : tensor<3072x768xf32>
    %7038 = stablehlo.multiply %7037, %m.stages.3.blocks.2.fc2.w : tensor<3072x768xf32>
    %7039 = stablehlo.constant dense<0.1> : tensor<3072x768xf32>
    %7040 = stablehlo.multiply %7039, %3681 : tensor<3072x768xf32>
    %7041 = stablehlo.add %7038, %7040 : tensor<3072x768xf32>
    %7042 = stablehlo.constant dense<0.999> : tensor<3072x768xf32>
    %7043 = stablehlo.multiply %7042, %v.stages.3.blocks.2.fc2.w : tensor<3072x768xf32>
    %7044 = stablehlo.constant dense<0.001> : tensor<3072x768xf32>
    %7045 = stablehlo.multiply %3681, %3681 : tensor<3072x768xf32>
    %7046 = stablehlo.multiply %7044, %7045 : tensor<3072x768xf32>
    %7047 = stablehlo.add %7043, %7046 : tensor<3072x768xf32>
    %7048 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072x768xf32>
    %7049 = stablehlo.divide %7041, %7048 : tensor<3072x768xf32>
    %7050 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072x768xf32>
    %7051 = stablehlo.divide %7047, %7050 : tensor<3072x768xf32>
    %7052 = stablehlo.sqrt %7051 : tensor<3072x768xf32>
    %7053 = stablehlo.constant dense<1.0e-08> : tensor<3072x768xf32>
    %7054 = stablehlo.add %7052, %7053 : tensor<3072x768xf32>
    %7055 = stablehlo.divide %7049, %7054 : tensor<3072x768xf32>
    %7056 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %7057 = stablehlo.multiply %7056, %m.stages.3.blocks.2.fc2.b : tensor<768xf32>
    %7058 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %7059 = stablehlo.multiply %7058, %3686 : tensor<768xf32>
    %7060 = stablehlo.add %7057, %7059 : tensor<768xf32>
    %7061 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %7062 = stablehlo.multiply %7061, %v.stages.3.blocks.2.fc2.b : tensor<768xf32>
    %7063 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %7064 = stablehlo.multiply %3686, %3686 : tensor<768xf32>
    %7065 = stablehlo.multiply %7063, %7064 : tensor<768xf32>
    %7066 = stablehlo.add %7062, %7065 : tensor<768xf32>
    %7067 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7068 = stablehlo.divide %7060, %7067 : tensor<768xf32>
    %7069 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7070 = stablehlo.divide %7066, %7069 : tensor<768xf32>
    %7071 = stablehlo.sqrt %7070 : tensor<768xf32>
    %7072 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %7073 = stablehlo.add %7071, %7072 : tensor<768xf32>
    %7074 = stablehlo.divide %7068, %7073 : tensor<768xf32>
    %7075 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %7076 = stablehlo.multiply %7075, %m.stages.3.blocks.2.gamma : tensor<768xf32>
    %7077 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %7078 = stablehlo.multiply %7077, %3691 : tensor<768xf32>
    %7079 = stablehlo.add %7076, %7078 : tensor<768xf32>
    %7080 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %7081 = stablehlo.multiply %7080, %v.stages.3.blocks.2.gamma : tensor<768xf32>
    %7082 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %7083 = stablehlo.multiply %3691, %3691 : tensor<768xf32>
    %7084 = stablehlo.multiply %7082, %7083 : tensor<768xf32>
    %7085 = stablehlo.add %7081, %7084 : tensor<768xf32>
    %7086 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7087 = stablehlo.divide %7079, %7086 : tensor<768xf32>
    %7088 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7089 = stablehlo.divide %7085, %7088 : tensor<768xf32>
    %7090 = stablehlo.sqrt %7089 : tensor<768xf32>
    %7091 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %7092 = stablehlo.add %7090, %7091 : tensor<768xf32>
    %7093 = stablehlo.divide %7087, %7092 : tensor<768xf32>
    %7094 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %7095 = stablehlo.multiply %7094, %m.head.norm.g : tensor<768xf32>
    %7096 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %7097 = stablehlo.multiply %7096, %3696 : tensor<768xf32>
    %7098 = stablehlo.add %7095, %7097 : tensor<768xf32>
    %7099 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %7100 = stablehlo.multiply %7099, %v.head.norm.g : tensor<768xf32>
    %7101 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %7102 = stablehlo.multiply %3696, %3696 : tensor<768xf32>
    %7103 = stablehlo.multiply %7101, %7102 : tensor<768xf32>
    %7104 = stablehlo.add %7100, %7103 : tensor<768xf32>
    %7105 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7106 = stablehlo.divide %7098, %7105 : tensor<768xf32>
    %7107 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7108 = stablehlo.divide %7104, %7107 : tensor<768xf32>
    %7109 = stablehlo.sqrt %7108 : tensor<768xf32>
    %7110 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %7111 = stablehlo.add %7109, %7110 : tensor<768xf32>
    %7112 = stablehlo.divide %7106, %7111 : tensor<768xf32>
    %7113 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %7114 = stablehlo.multiply %7113, %m.head.norm.b : tensor<768xf32>
    %7115 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %7116 = stablehlo.multiply %7115, %3701 : tensor<768xf32>
    %7117 = stablehlo.add %7114, %7116 : tensor<768xf32>
    %7118 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %7119 = stablehlo.multiply %7118, %v.head.norm.b : tensor<768xf32>
    %7120 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %7121 = stablehlo.multiply %3701, %3701 : tensor<768xf32>
    %7122 = stablehlo.multiply %7120, %7121 : tensor<768xf32>
    %7123 = stablehlo.add %7119, %7122 : tensor<768xf32>
    %7124 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7125 = stablehlo.divide %7117, %7124 : tensor<768xf32>
    %7126 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7127 = stablehlo.divide %7123, %7126 : tensor<768xf32>
    %7128 = stablehlo.sqrt %7127 : tensor<768xf32>
    %7129 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %7130 = stablehlo.add %7128, %7129 : tensor<768xf32>
    %7131 = stablehlo.divide %7125, %7130 : tensor<768xf32>
    %7132 = stablehlo.constant dense<0.9> : tensor<768x1000xf32>
    %7133 = stablehlo.multiply %7132, %m.head.fc.w : tensor<768x1000xf32>
    %7134 = stablehlo.constant dense<0.1> : tensor<768x1000xf32>
    %7135 = stablehlo.multiply %7134, %3706 : tensor<768x1000xf32>
    %7136 = stablehlo.add %7133, %7135 : tensor<768x1000xf32>
    %7137 = stablehlo.constant dense<0.999> : tensor<768x1000xf32>
    %7138 = stablehlo.multiply %7137, %v.head.fc.w : tensor<768x1000xf32>
    %7139 = stablehlo.constant dense<0.001> : tensor<768x1000xf32>
    %7140 = stablehlo.multiply %3706, %3706 : tensor<768x1000xf32>
    %7141 = stablehlo.multiply %7139, %7140 : tensor<768x1000xf32>
    %7142 = stablehlo.add %7138, %7141 : tensor<768x1000xf32>
    %7143 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x1000xf32>
    %7144 = stablehlo.divide %7136, %7143 : tensor<768x1000xf32>
    %7145 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x1000xf32>
    %7146 = stablehlo.divide %7142, %7145 : tensor<768x1000xf32>
    %7147 = stablehlo.sqrt %7146 : tensor<768x1000xf32>
    %7148 = stablehlo.constant dense<1.0e-08> : tensor<768x1000xf32>
    %7149 = stablehlo.add %7147, %7148 : tensor<768x1000xf32>
    %7150 = stablehlo.divide %7144, %7149 : tensor<768x1000xf32>
    %7151 = stablehlo.constant dense<0.9> : tensor<1000xf32>
    %7152 = stablehlo.multiply %7151, %m.head.fc.b : tensor<1000xf32>
    %7153 = stablehlo.constant dense<0.1> : tensor<1000xf32>
    %7154 = stablehlo.multiply %7153, %3711 : tensor<1000xf32>
    %7155 = stablehlo.add %7152, %7154 : tensor<1000xf32>
    %7156 = stablehlo.constant dense<0.999> : tensor<1000xf32>
    %7157 = stablehlo.multiply %7156, %v.head.fc.b : tensor<1000xf32>
    %7158 = stablehlo.constant dense<0.001> : tensor<1000xf32>
    %7159 = stablehlo.multiply %3711, %3711 : tensor<1000xf32>
    %7160 = stablehlo.multiply %7158, %7159 : tensor<1000xf32>
    %7161 = stablehlo.add %7157, %7160 : tensor<1000xf32>
    %7162 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1000xf32>
    %7163 = stablehlo.divide %7155, %7162 : tensor<1000xf32>
    %7164 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1000xf32>
    %7165 = stablehlo.divide %7161, %7164 : tensor<1000xf32>
    %7166 = stablehlo.sqrt %7165 : tensor<1000xf32>
    %7167 = stablehlo.constant dense<1.0e-08> : tensor<1000xf32>
    %7168 = stablehlo.add %7166, %7167 : tensor<1000xf32>
    %7169 = stablehlo.divide %7163, %7168 : tensor<1000xf32>
    %7170 = stablehlo.constant dense<0.05> : tensor<4x4x3x96xf32>
    %7171 = stablehlo.multiply %7170, %stem.conv.w : tensor<4x4x3x96xf32>
    %7172 = stablehlo.add %3730, %7171 : tensor<4x4x3x96xf32>
    %7173 = stablehlo.constant dense<0.05> : tensor<7x7x1x96xf32>
    %7174 = stablehlo.multiply %7173, %stages.0.blocks.0.dwconv.w : tensor<7x7x1x96xf32>
    %7175 = stablehlo.add %3806, %7174 : tensor<7x7x1x96xf32>
    %7176 = stablehlo.constant dense<0.05> : tensor<96x384xf32>
    %7177 = stablehlo.multiply %7176, %stages.0.blocks.0.fc1.w : tensor<96x384xf32>
    %7178 = stablehlo.add %3882, %7177 : tensor<96x384xf32>
    %7179 = stablehlo.constant dense<0.05> : tensor<384x96xf32>
    %7180 = stablehlo.multiply %7179, %stages.0.blocks.0.fc2.w : tensor<384x96xf32>
    %7181 = stablehlo.add %3920, %7180 : tensor<384x96xf32>
    %7182 = stablehlo.constant dense<0.05> : tensor<7x7x1x96xf32>
    %7183 = stablehlo.multiply %7182, %stages.0.blocks.1.dwconv.w : tensor<7x7x1x96xf32>
    %7184 = stablehlo.add %3977, %7183 : tensor<7x7x1x96xf32>
    %7185 = stablehlo.constant dense<0.05> : tensor<96x384xf32>
    %7186 = stablehlo.multiply %7185, %stages.0.blocks.1.fc1.w : tensor<96x384xf32>
    %7187 = stablehlo.add %4053, %7186 : tensor<96x384xf32>
    %7188 = stablehlo.constant dense<0.05> : tensor<384x96xf32>
    %7189 = stablehlo.multiply %7188, %stages.0.blocks.1.fc2.w : tensor<384x96xf32>
    %7190 = stablehlo.add %4091, %7189 : tensor<384x96xf32>
    %7191 = stablehlo.constant dense<0.05> : tensor<7x7x1x96xf32>
    %7192 = stablehlo.multiply %7191, %stages.0.blocks.2.dwconv.w : tensor<7x7x1x96xf32>
    %7193 = stablehlo.add %4148, %7192 : tensor<7x7x1x96xf32>
    %7194 = stablehlo.constant dense<0.05> : tensor<96x384xf32>
    %7195 = stablehlo.multiply %7194, %stages.0.blocks.2.fc1.w : tensor<96x384xf32>
    %7196 = stablehlo.add %4224, %7195 : tensor<96x384xf32>
    %7197 = stablehlo.constant dense<0.05> : tensor<384x96xf32>
    %7198 = stablehlo.multiply %7197, %stages.0.blocks.2.fc2.w : tensor<384x96xf32>
    %7199 = stablehlo.add %4262, %7198 : tensor<384x96xf32>
    %7200 = stablehlo.constant dense<0.05> : tensor<2x2x96x192xf32>
    %7201 = stablehlo.multiply %7200, %stages.1.down.conv.w : tensor<2x2x96x192xf32>
    %7202 = stablehlo.add %4357, %7201 : tensor<2x2x96x192xf32>
    %7203 = stablehlo.constant dense<0.05> : tensor<7x7x1x192xf32>
    %7204 = stablehlo.multiply %7203, %stages.1.blocks.0.dwconv.w : tensor<7x7x1x192xf32>
    %7205 = stablehlo.add %4395, %7204 : tensor<7x7x1x192xf32>
    %7206 = stablehlo.constant dense<0.05> : tensor<192x768xf32>
    %7207 = stablehlo.multiply %7206, %stages.1.blocks.0.fc1.w : tensor<192x768xf32>
    %7208 = stablehlo.add %4471, %7207 : tensor<192x768xf32>
    %7209 = stablehlo.constant dense<0.05> : tensor<768x192xf32>
    %7210 = stablehlo.multiply %7209, %stages.1.blocks.0.fc2.w : tensor<768x192xf32>
    %7211 = stablehlo.add %4509, %7210 : tensor<768x192xf32>
    %7212 = stablehlo.constant dense<0.05> : tensor<7x7x1x192xf32>
    %7213 = stablehlo.multiply %7212, %stages.1.blocks.1.dwconv.w : tensor<7x7x1x192xf32>
    %7214 = stablehlo.add %4566, %7213 : tensor<7x7x1x192xf32>
    %7215 = stablehlo.constant dense<0.05> : tensor<192x768xf32>
    %7216 = stablehlo.multiply %7215, %stages.1.blocks.1.fc1.w : tensor<192x768xf32>
    %7217 = stablehlo.add %4642, %7216 : tensor<192x768xf32>
    %7218 = stablehlo.constant dense<0.05> : tensor<768x192xf32>
    %7219 = stablehlo.multiply %7218, %stages.1.blocks.1.fc2.w : tensor<768x192xf32>
    %7220 = stablehlo.add %4680, %7219 : tensor<768x192xf32>
    %7221 = stablehlo.constant dense<0.05> : tensor<7x7x1x192xf32>
    %7222 = stablehlo.multiply %7221, %stages.1.blocks.2.dwconv.w : tensor<7x7x1x192xf32>
    %7223 = stablehlo.add %4737, %7222 : tensor<7x7x1x192xf32>
    %7224 = stablehlo.constant dense<0.05> : tensor<192x768xf32>
    %7225 = stablehlo.multiply %7224, %stages.1.blocks.2.fc1.w : tensor<192x768xf32>
    %7226 = stablehlo.add %4813, %7225 : tensor<192x768xf32>
    %7227 = stablehlo.constant dense<0.05> : tensor<768x192xf32>
    %7228 = stablehlo.multiply %7227, %stages.1.blocks.2.fc2.w : tensor<768x192xf32>
    %7229 = stablehlo.add %4851, %7228 : tensor<768x192xf32>
    %7230 = stablehlo.constant dense<0.05> : tensor<2x2x192x384xf32>
    %7231 = stablehlo.multiply %7230, %stages.2.down.conv.w : tensor<2x2x192x384xf32>
    %7232 = stablehlo.add %4946, %7231 : tensor<2x2x192x384xf32>
    %7233 = stablehlo.constant dense<0.05> : tensor<7x7x1x384xf32>
    %7234 = stablehlo.multiply %7233, %stages.2.blocks.0.dwconv.w : tensor<7x7x1x384xf32>
    %7235 = stablehlo.add %4984, %7234 : tensor<7x7x1x384xf32>
    %7236 = stablehlo.constant dense<0.05> : tensor<384x1536xf32>
    %7237 = stablehlo.multiply %7236, %stages.2.blocks.0.fc1.w : tensor<384x1536xf32>
    %7238 = stablehlo.add %5060, %7237 : tensor<384x1536xf32>
    %7239 = stablehlo.constant dense<0.05> : tensor<1536x384xf32>
    %7240 = stablehlo.multiply %7239, %stages.2.blocks.0.fc2.w : tensor<1536x384xf32>
    %7241 = stablehlo.add %5098, %7240 : tensor<1536x384xf32>
    %7242 = stablehlo.constant dense<0.05> : tensor<7x7x1x384xf32>
    %7243 = stablehlo.multiply %7242, %stages.2.blocks.1.dwconv.w : tensor<7x7x1x384xf32>
    %7244 = stablehlo.add %5155, %7243 : tensor<7x7x1x384xf32>
    %7245 = stablehlo.constant dense<0.05> : tensor<384x1536xf32>
    %7246 = stablehlo.multiply %7245, %stages.2.blocks.1.fc1.w : tensor<384x1536xf32>
    %7247 = stablehlo.add %5231, %7246 : tensor<384x1536xf32>
    %7248 = stablehlo.constant dense<0.05> : tensor<1536x384xf32>
    %7249 = stablehlo.multiply %7248, %stages.2.blocks.1.fc2.w : tensor<1536x384xf32>
    %7250 = stablehlo.add %5269, %7249 : tensor<1536x384xf32>
    %7251 = stablehlo.constant dense<0.05> : tensor<7x7x1x384xf32>
    %7252 = stablehlo.multiply %7251, %stages.2.blocks.2.dwconv.w : tensor<7x7x1x384xf32>
    %7253 = stablehlo.add %5326, %7252 : tensor<7x7x1x384xf32>
    %7254 = stablehlo.constant dense<0.05> : tensor<384x1536xf32>
    %7255 = stablehlo.multiply %7254, %stages.2.blocks.2.fc1.w : tensor<384x1536xf32>
    %7256 = stablehlo.add %5402, %7255 : tensor<384x1536xf32>
    %7257 = stablehlo.constant dense<0.05> : tensor<1536x384xf32>
    %7258 = stablehlo.multiply %7257, %stages.2.blocks.2.fc2.w : tensor<1536x384xf32>
    %7259 = stablehlo.add %5440, %7258 : tensor<1536x384xf32>
    %7260 = stablehlo.constant dense<0.05> : tensor<7x7x1x384xf32>
    %7261 = stablehlo.multiply %7260, %stages.2.blocks.3.dwconv.w : tensor<7x7x1x384xf32>
    %7262 = stablehlo.add %5497, %7261 : tensor<7x7x1x384xf32>
    %7263 = stablehlo.constant dense<0.05> : tensor<384x1536xf32>
    %7264 = stablehlo.multiply %7263, %stages.2.blocks.3.fc1.w : tensor<384x1536xf32>
    %7265 = stablehlo.add %5573, %7264 : tensor<384x1536xf32>
    %7266 = stablehlo.constant dense<0.05> : tensor<1536x384xf32>
    %7267 = stablehlo.multiply %7266, %stages.2.blocks.3.fc2.w : tensor<1536x384xf32>
    %7268 = stablehlo.add %5611, %7267 : tensor<1536x384xf32>
    %7269 = stablehlo.constant dense<0.05> : tensor<7x7x1x384xf32>
    %7270 = stablehlo.multiply %7269, %stages.2.blocks.4.dwconv.w : tensor<7x7x1x384xf32>
    %7271 = stablehlo.add %5668, %7270 : tensor<7x7x1x384xf32>
    %7272 = stablehlo.constant dense<0.05> : tensor<384x1536xf32>
    %7273 = stablehlo.multiply %7272, %stages.2.blocks.4.fc1.w : tensor<384x1536xf32>
    %7274 = stablehlo.add %5744, %7273 : tensor<384x1536xf32>
    %7275 = stablehlo.constant dense<0.05> : tensor<1536x384xf32>
    %7276 = stablehlo.multiply %7275, %stages.2.blocks.4.fc2.w : tensor<1536x384xf32>
    %7277 = stablehlo.add %5782, %7276 : tensor<1536x384xf32>
    %7278 = stablehlo.constant dense<0.05> : tensor<7x7x1x384xf32>
    %7279 = stablehlo.multiply %7278, %stages.2.blocks.5.dwconv.w : tensor<7x7x1x384xf32>
    %7280 = stablehlo.add %5839, %7279 : tensor<7x7x1x384xf32>
    %7281 = stablehlo.constant dense<0.05> : tensor<384x1536xf32>
    %7282 = stablehlo.multiply %7281, %stages.2.blocks.5.fc1.w : tensor<384x1536xf32>
    %7283 = stablehlo.add %5915, %7282 : tensor<384x1536xf32>
    %7284 = stablehlo.constant dense<0.05> : tensor<1536x384xf32>
    %7285 = stablehlo.multiply %7284, %stages.2.blocks.5.fc2.w : tensor<1536x384xf32>
    %7286 = stablehlo.add %5953, %7285 : tensor<1536x384xf32>
    %7287 = stablehlo.constant dense<0.05> : tensor<7x7x1x384xf32>
    %7288 = stablehlo.multiply %7287, %stages.2.blocks.6.dwconv.w : tensor<7x7x1x384xf32>
    %7289 = stablehlo.add %6010, %7288 : tensor<7x7x1x384xf32>
    %7290 = stablehlo.constant dense<0.05> : tensor<384x1536xf32>
    %7291 = stablehlo.multiply %7290, %stages.2.blocks.6.fc1.w : tensor<384x1536xf32>
    %7292 = stablehlo.add %6086, %7291 : tensor<384x1536xf32>
    %7293 = stablehlo.constant dense<0.05> : tensor<1536x384xf32>
    %7294 = stablehlo.multiply %7293, %stages.2.blocks.6.fc2.w : tensor<1536x384xf32>
    %7295 = stablehlo.add %6124, %7294 : tensor<1536x384xf32>
    %7296 = stablehlo.constant dense<0.05> : tensor<7x7x1x384xf32>
    %7297 = stablehlo.multiply %7296, %stages.2.blocks.7.dwconv.w : tensor<7x7x1x384xf32>
    %7298 = stablehlo.add %6181, %7297 : tensor<7x7x1x384xf32>
    %7299 = stablehlo.constant dense<0.05> : tensor<384x1536xf32>
    %7300 = stablehlo.multiply %7299, %stages.2.blocks.7.fc1.w : tensor<384x1536xf32>
    %7301 = stablehlo.add %6257, %7300 : tensor<384x1536xf32>
    %7302 = stablehlo.constant dense<0.05> : tensor<1536x384xf32>
    %7303 = stablehlo.multiply %7302, %stages.2.blocks.7.fc2.w : tensor<1536x384xf32>
    %7304 = stablehlo.add %6295, %7303 : tensor<1536x384xf32>
    %7305 = stablehlo.constant dense<0.05> : tensor<7x7x1x384xf32>
    %7306 = stablehlo.multiply %7305, %stages.2.blocks.8.dwconv.w : tensor<7x7x1x384xf32>
    %7307 = stablehlo.add %6352, %7306 : tensor<7x7x1x384xf32>
    %7308 = stablehlo.constant dense<0.05> : tensor<384x1536xf32>
    %7309 = stablehlo.multiply %7308, %stages.2.blocks.8.fc1.w : tensor<384x1536xf32>
    %7310 = stablehlo.add %6428, %7309 : tensor<384x1536xf32>
    %7311 = stablehlo.constant dense<0.05> : tensor<1536x384xf32>
    %7312 = stablehlo.multiply %7311, %stages.2.blocks.8.fc2.w : tensor<1536x384xf32>
    %7313 = stablehlo.add %6466, %7312 : tensor<1536x384xf32>
    %7314 = stablehlo.constant dense<0.05> : tensor<2x2x384x768xf32>
    %7315 = stablehlo.multiply %7314, %stages.3.down.conv.w : tensor<2x2x384x768xf32>
    %7316 = stablehlo.add %6561, %7315 : tensor<2x2x384x768xf32>
    %7317 = stablehlo.constant dense<0.05> : tensor<7x7x1x768xf32>
    %7318 = stablehlo.multiply %7317, %stages.3.blocks.0.dwconv.w : tensor<7x7x1x768xf32>
    %7319 = stablehlo.add %6599, %7318 : tensor<7x7x1x768xf32>
    %7320 = stablehlo.constant dense<0.05> : tensor<768x3072xf32>
    %7321 = stablehlo.multiply %7320, %stages.3.blocks.0.fc1.w : tensor<768x3072xf32>
    %7322 = stablehlo.add %6675, %7321 : tensor<768x3072xf32>
    %7323 = stablehlo.constant dense<0.05> : tensor<3072x768xf32>
    %7324 = stablehlo.multiply %7323, %stages.3.blocks.0.fc2.w : tensor<3072x768xf32>
    %7325 = stablehlo.add %6713, %7324 : tensor<3072x768xf32>
    %7326 = stablehlo.constant dense<0.05> : tensor<7x7x1x768xf32>
    %7327 = stablehlo.multiply %7326, %stages.3.blocks.1.dwconv.w : tensor<7x7x1x768xf32>
    %7328 = stablehlo.add %6770, %7327 : tensor<7x7x1x768xf32>
    %7329 = stablehlo.constant dense<0.05> : tensor<768x3072xf32>
    %7330 = stablehlo.multiply %7329, %stages.3.blocks.1.fc1.w : tensor<768x3072xf32>
    %7331 = stablehlo.add %6846, %7330 : tensor<768x3072xf32>
    %7332 = stablehlo.constant dense<0.05> : tensor<3072x768xf32>
    %7333 = stablehlo.multiply %7332, %stages.3.blocks.1.fc2.w : tensor<3072x768xf32>
    %7334 = stablehlo.add %6884, %7333 : tensor<3072x768xf32>
    %7335 = stablehlo.constant dense<0.05> : tensor<7x7x1x768xf32>
    %7336 = stablehlo.multiply %7335, %stages.3.blocks.2.dwconv.w : tensor<7x7x1x768xf32>
    %7337 = stablehlo.add %6941, %7336 : tensor<7x7x1x768xf32>
    %7338 = stablehlo.constant dense<0.05> : tensor<768x3072xf32>
    %7339 = stablehlo.multiply %7338, %stages.3.blocks.2.fc1.w : tensor<768x3072xf32>
    %7340 = stablehlo.add %7017, %7339 : tensor<768x3072xf32>
    %7341 = stablehlo.constant dense<0.05> : tensor<3072x768xf32>
    %7342 = stablehlo.multiply %7341, %stages.3.blocks.2.fc2.w : tensor<3072x768xf32>
    %7343 = stablehlo.add %7055, %7342 : tensor<3072x768xf32>
    %7344 = stablehlo.constant dense<0.05> : tensor<768x1000xf32>
    %7345 = stablehlo.multiply %7344, %head.fc.w : tensor<768x1000xf32>
    %7346 = stablehlo.add %7150, %7345 : tensor<768x1000xf32>
    %7347 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x4x3x96xf32>
    %7348 = stablehlo.multiply %7347, %7172 : tensor<4x4x3x96xf32>
    %7349 = stablehlo.subtract %stem.conv.w, %7348 : tensor<4x4x3x96xf32>
    %7350 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7351 = stablehlo.multiply %7350, %3749 : tensor<96xf32>
    %7352 = stablehlo.subtract %stem.conv.b, %7351 : tensor<96xf32>
    %7353 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7354 = stablehlo.multiply %7353, %3768 : tensor<96xf32>
    %7355 = stablehlo.subtract %stem.norm.g, %7354 : tensor<96xf32>
    %7356 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7357 = stablehlo.multiply %7356, %3787 : tensor<96xf32>
    %7358 = stablehlo.subtract %stem.norm.b, %7357 : tensor<96xf32>
    %7359 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x96xf32>
    %7360 = stablehlo.multiply %7359, %7175 : tensor<7x7x1x96xf32>
    %7361 = stablehlo.subtract %stages.0.blocks.0.dwconv.w, %7360 : tensor<7x7x1x96xf32>
    %7362 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7363 = stablehlo.multiply %7362, %3825 : tensor<96xf32>
    %7364 = stablehlo.subtract %stages.0.blocks.0.dwconv.b, %7363 : tensor<96xf32>
    %7365 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7366 = stablehlo.multiply %7365, %3844 : tensor<96xf32>
    %7367 = stablehlo.subtract %stages.0.blocks.0.norm.g, %7366 : tensor<96xf32>
    %7368 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7369 = stablehlo.multiply %7368, %3863 : tensor<96xf32>
    %7370 = stablehlo.subtract %stages.0.blocks.0.norm.b, %7369 : tensor<96xf32>
    %7371 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96x384xf32>
    %7372 = stablehlo.multiply %7371, %7178 : tensor<96x384xf32>
    %7373 = stablehlo.subtract %stages.0.blocks.0.fc1.w, %7372 : tensor<96x384xf32>
    %7374 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7375 = stablehlo.multiply %7374, %3901 : tensor<384xf32>
    %7376 = stablehlo.subtract %stages.0.blocks.0.fc1.b, %7375 : tensor<384xf32>
    %7377 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x96xf32>
    %7378 = stablehlo.multiply %7377, %7181 : tensor<384x96xf32>
    %7379 = stablehlo.subtract %stages.0.blocks.0.fc2.w, %7378 : tensor<384x96xf32>
    %7380 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7381 = stablehlo.multiply %7380, %3939 : tensor<96xf32>
    %7382 = stablehlo.subtract %stages.0.blocks.0.fc2.b, %7381 : tensor<96xf32>
    %7383 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7384 = stablehlo.multiply %7383, %3958 : tensor<96xf32>
    %7385 = stablehlo.subtract %stages.0.blocks.0.gamma, %7384 : tensor<96xf32>
    %7386 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x96xf32>
    %7387 = stablehlo.multiply %7386, %7184 : tensor<7x7x1x96xf32>
    %7388 = stablehlo.subtract %stages.0.blocks.1.dwconv.w, %7387 : tensor<7x7x1x96xf32>
    %7389 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7390 = stablehlo.multiply %7389, %3996 : tensor<96xf32>
    %7391 = stablehlo.subtract %stages.0.blocks.1.dwconv.b, %7390 : tensor<96xf32>
    %7392 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7393 = stablehlo.multiply %7392, %4015 : tensor<96xf32>
    %7394 = stablehlo.subtract %stages.0.blocks.1.norm.g, %7393 : tensor<96xf32>
    %7395 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7396 = stablehlo.multiply %7395, %4034 : tensor<96xf32>
    %7397 = stablehlo.subtract %stages.0.blocks.1.norm.b, %7396 : tensor<96xf32>
    %7398 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96x384xf32>
    %7399 = stablehlo.multiply %7398, %7187 : tensor<96x384xf32>
    %7400 = stablehlo.subtract %stages.0.blocks.1.fc1.w, %7399 : tensor<96x384xf32>
    %7401 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7402 = stablehlo.multiply %7401, %4072 : tensor<384xf32>
    %7403 = stablehlo.subtract %stages.0.blocks.1.fc1.b, %7402 : tensor<384xf32>
    %7404 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x96xf32>
    %7405 = stablehlo.multiply %7404, %7190 : tensor<384x96xf32>
    %7406 = stablehlo.subtract %stages.0.blocks.1.fc2.w, %7405 : tensor<384x96xf32>
    %7407 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7408 = stablehlo.multiply %7407, %4110 : tensor<96xf32>
    %7409 = stablehlo.subtract %stages.0.blocks.1.fc2.b, %7408 : tensor<96xf32>
    %7410 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7411 = stablehlo.multiply %7410, %4129 : tensor<96xf32>
    %7412 = stablehlo.subtract %stages.0.blocks.1.gamma, %7411 : tensor<96xf32>
    %7413 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x96xf32>
    %7414 = stablehlo.multiply %7413, %7193 : tensor<7x7x1x96xf32>
    %7415 = stablehlo.subtract %stages.0.blocks.2.dwconv.w, %7414 : tensor<7x7x1x96xf32>
    %7416 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7417 = stablehlo.multiply %7416, %4167 : tensor<96xf32>
    %7418 = stablehlo.subtract %stages.0.blocks.2.dwconv.b, %7417 : tensor<96xf32>
    %7419 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7420 = stablehlo.multiply %7419, %4186 : tensor<96xf32>
    %7421 = stablehlo.subtract %stages.0.blocks.2.norm.g, %7420 : tensor<96xf32>
    %7422 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7423 = stablehlo.multiply %7422, %4205 : tensor<96xf32>
    %7424 = stablehlo.subtract %stages.0.blocks.2.norm.b, %7423 : tensor<96xf32>
    %7425 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96x384xf32>
    %7426 = stablehlo.multiply %7425, %7196 : tensor<96x384xf32>
    %7427 = stablehlo.subtract %stages.0.blocks.2.fc1.w, %7426 : tensor<96x384xf32>
    %7428 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7429 = stablehlo.multiply %7428, %4243 : tensor<384xf32>
    %7430 = stablehlo.subtract %stages.0.blocks.2.fc1.b, %7429 : tensor<384xf32>
    %7431 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x96xf32>
    %7432 = stablehlo.multiply %7431, %7199 : tensor<384x96xf32>
    %7433 = stablehlo.subtract %stages.0.blocks.2.fc2.w, %7432 : tensor<384x96xf32>
    %7434 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7435 = stablehlo.multiply %7434, %4281 : tensor<96xf32>
    %7436 = stablehlo.subtract %stages.0.blocks.2.fc2.b, %7435 : tensor<96xf32>
    %7437 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7438 = stablehlo.multiply %7437, %4300 : tensor<96xf32>
    %7439 = stablehlo.subtract %stages.0.blocks.2.gamma, %7438 : tensor<96xf32>
    %7440 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7441 = stablehlo.multiply %7440, %4319 : tensor<96xf32>
    %7442 = stablehlo.subtract %stages.1.down.norm.g, %7441 : tensor<96xf32>
    %7443 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7444 = stablehlo.multiply %7443, %4338 : tensor<96xf32>
    %7445 = stablehlo.subtract %stages.1.down.norm.b, %7444 : tensor<96xf32>
    %7446 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x96x192xf32>
    %7447 = stablehlo.multiply %7446, %7202 : tensor<2x2x96x192xf32>
    %7448 = stablehlo.subtract %stages.1.down.conv.w, %7447 : tensor<2x2x96x192xf32>
    %7449 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7450 = stablehlo.multiply %7449, %4376 : tensor<192xf32>
    %7451 = stablehlo.subtract %stages.1.down.conv.b, %7450 : tensor<192xf32>
    %7452 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x192xf32>
    %7453 = stablehlo.multiply %7452, %7205 : tensor<7x7x1x192xf32>
    %7454 = stablehlo.subtract %stages.1.blocks.0.dwconv.w, %7453 : tensor<7x7x1x192xf32>
    %7455 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7456 = stablehlo.multiply %7455, %4414 : tensor<192xf32>
    %7457 = stablehlo.subtract %stages.1.blocks.0.dwconv.b, %7456 : tensor<192xf32>
    %7458 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7459 = stablehlo.multiply %7458, %4433 : tensor<192xf32>
    %7460 = stablehlo.subtract %stages.1.blocks.0.norm.g, %7459 : tensor<192xf32>
    %7461 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7462 = stablehlo.multiply %7461, %4452 : tensor<192xf32>
    %7463 = stablehlo.subtract %stages.1.blocks.0.norm.b, %7462 : tensor<192xf32>
    %7464 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %7465 = stablehlo.multiply %7464, %7208 : tensor<192x768xf32>
    %7466 = stablehlo.subtract %stages.1.blocks.0.fc1.w, %7465 : tensor<192x768xf32>
    %7467 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7468 = stablehlo.multiply %7467, %4490 : tensor<768xf32>
    %7469 = stablehlo.subtract %stages.1.blocks.0.fc1.b, %7468 : tensor<768xf32>
    %7470 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %7471 = stablehlo.multiply %7470, %7211 : tensor<768x192xf32>
    %7472 = stablehlo.subtract %stages.1.blocks.0.fc2.w, %7471 : tensor<768x192xf32>
    %7473 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7474 = stablehlo.multiply %7473, %4528 : tensor<192xf32>
    %7475 = stablehlo.subtract %stages.1.blocks.0.fc2.b, %7474 : tensor<192xf32>
    %7476 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7477 = stablehlo.multiply %7476, %4547 : tensor<192xf32>
    %7478 = stablehlo.subtract %stages.1.blocks.0.gamma, %7477 : tensor<192xf32>
    %7479 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x192xf32>
    %7480 = stablehlo.multiply %7479, %7214 : tensor<7x7x1x192xf32>
    %7481 = stablehlo.subtract %stages.1.blocks.1.dwconv.w, %7480 : tensor<7x7x1x192xf32>
    %7482 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7483 = stablehlo.multiply %7482, %4585 : tensor<192xf32>
    %7484 = stablehlo.subtract %stages.1.blocks.1.dwconv.b, %7483 : tensor<192xf32>
    %7485 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7486 = stablehlo.multiply %7485, %4604 : tensor<192xf32>
    %7487 = stablehlo.subtract %stages.1.blocks.1.norm.g, %7486 : tensor<192xf32>
    %7488 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7489 = stablehlo.multiply %7488, %4623 : tensor<192xf32>
    %7490 = stablehlo.subtract %stages.1.blocks.1.norm.b, %7489 : tensor<192xf32>
    %7491 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %7492 = stablehlo.multiply %7491, %7217 : tensor<192x768xf32>
    %7493 = stablehlo.subtract %stages.1.blocks.1.fc1.w, %7492 : tensor<192x768xf32>
    %7494 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7495 = stablehlo.multiply %7494, %4661 : tensor<768xf32>
    %7496 = stablehlo.subtract %stages.1.blocks.1.fc1.b, %7495 : tensor<768xf32>
    %7497 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %7498 = stablehlo.multiply %7497, %7220 : tensor<768x192xf32>
    %7499 = stablehlo.subtract %stages.1.blocks.1.fc2.w, %7498 : tensor<768x192xf32>
    %7500 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7501 = stablehlo.multiply %7500, %4699 : tensor<192xf32>
    %7502 = stablehlo.subtract %stages.1.blocks.1.fc2.b, %7501 : tensor<192xf32>
    %7503 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7504 = stablehlo.multiply %7503, %4718 : tensor<192xf32>
    %7505 = stablehlo.subtract %stages.1.blocks.1.gamma, %7504 : tensor<192xf32>
    %7506 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x192xf32>
    %7507 = stablehlo.multiply %7506, %7223 : tensor<7x7x1x192xf32>
    %7508 = stablehlo.subtract %stages.1.blocks.2.dwconv.w, %7507 : tensor<7x7x1x192xf32>
    %7509 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7510 = stablehlo.multiply %7509, %4756 : tensor<192xf32>
    %7511 = stablehlo.subtract %stages.1.blocks.2.dwconv.b, %7510 : tensor<192xf32>
    %7512 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7513 = stablehlo.multiply %7512, %4775 : tensor<192xf32>
    %7514 = stablehlo.subtract %stages.1.blocks.2.norm.g, %7513 : tensor<192xf32>
    %7515 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7516 = stablehlo.multiply %7515, %4794 : tensor<192xf32>
    %7517 = stablehlo.subtract %stages.1.blocks.2.norm.b, %7516 : tensor<192xf32>
    %7518 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %7519 = stablehlo.multiply %7518, %7226 : tensor<192x768xf32>
    %7520 = stablehlo.subtract %stages.1.blocks.2.fc1.w, %7519 : tensor<192x768xf32>
    %7521 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7522 = stablehlo.multiply %7521, %4832 : tensor<768xf32>
    %7523 = stablehlo.subtract %stages.1.blocks.2.fc1.b, %7522 : tensor<768xf32>
    %7524 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %7525 = stablehlo.multiply %7524, %7229 : tensor<768x192xf32>
    %7526 = stablehlo.subtract %stages.1.blocks.2.fc2.w, %7525 : tensor<768x192xf32>
    %7527 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7528 = stablehlo.multiply %7527, %4870 : tensor<192xf32>
    %7529 = stablehlo.subtract %stages.1.blocks.2.fc2.b, %7528 : tensor<192xf32>
    %7530 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7531 = stablehlo.multiply %7530, %4889 : tensor<192xf32>
    %7532 = stablehlo.subtract %stages.1.blocks.2.gamma, %7531 : tensor<192xf32>
    %7533 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7534 = stablehlo.multiply %7533, %4908 : tensor<192xf32>
    %7535 = stablehlo.subtract %stages.2.down.norm.g, %7534 : tensor<192xf32>
    %7536 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7537 = stablehlo.multiply %7536, %4927 : tensor<192xf32>
    %7538 = stablehlo.subtract %stages.2.down.norm.b, %7537 : tensor<192xf32>
    %7539 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x192x384xf32>
    %7540 = stablehlo.multiply %7539, %7232 : tensor<2x2x192x384xf32>
    %7541 = stablehlo.subtract %stages.2.down.conv.w, %7540 : tensor<2x2x192x384xf32>
    %7542 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7543 = stablehlo.multiply %7542, %4965 : tensor<384xf32>
    %7544 = stablehlo.subtract %stages.2.down.conv.b, %7543 : tensor<384xf32>
    %7545 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %7546 = stablehlo.multiply %7545, %7235 : tensor<7x7x1x384xf32>
    %7547 = stablehlo.subtract %stages.2.blocks.0.dwconv.w, %7546 : tensor<7x7x1x384xf32>
    %7548 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7549 = stablehlo.multiply %7548, %5003 : tensor<384xf32>
    %7550 = stablehlo.subtract %stages.2.blocks.0.dwconv.b, %7549 : tensor<384xf32>
    %7551 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7552 = stablehlo.multiply %7551, %5022 : tensor<384xf32>
    %7553 = stablehlo.subtract %stages.2.blocks.0.norm.g, %7552 : tensor<384xf32>
    %7554 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7555 = stablehlo.multiply %7554, %5041 : tensor<384xf32>
    %7556 = stablehlo.subtract %stages.2.blocks.0.norm.b, %7555 : tensor<384xf32>
    %7557 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %7558 = stablehlo.multiply %7557, %7238 : tensor<384x1536xf32>
    %7559 = stablehlo.subtract %stages.2.blocks.0.fc1.w, %7558 : tensor<384x1536xf32>
    %7560 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %7561 = stablehlo.multiply %7560, %5079 : tensor<1536xf32>
    %7562 = stablehlo.subtract %stages.2.blocks.0.fc1.b, %7561 : tensor<1536xf32>
    %7563 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %7564 = stablehlo.multiply %7563, %7241 : tensor<1536x384xf32>
    %7565 = stablehlo.subtract %stages.2.blocks.0.fc2.w, %7564 : tensor<1536x384xf32>
    %7566 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7567 = stablehlo.multiply %7566, %5117 : tensor<384xf32>
    %7568 = stablehlo.subtract %stages.2.blocks.0.fc2.b, %7567 : tensor<384xf32>
    %7569 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7570 = stablehlo.multiply %7569, %5136 : tensor<384xf32>
    %7571 = stablehlo.subtract %stages.2.blocks.0.gamma, %7570 : tensor<384xf32>
    %7572 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %7573 = stablehlo.multiply %7572, %7244 : tensor<7x7x1x384xf32>
    %7574 = stablehlo.subtract %stages.2.blocks.1.dwconv.w, %7573 : tensor<7x7x1x384xf32>
    %7575 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7576 = stablehlo.multiply %7575, %5174 : tensor<384xf32>
    %7577 = stablehlo.subtract %stages.2.blocks.1.dwconv.b, %7576 : tensor<384xf32>
    %7578 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7579 = stablehlo.multiply %7578, %5193 : tensor<384xf32>
    %7580 = stablehlo.subtract %stages.2.blocks.1.norm.g, %7579 : tensor<384xf32>
    %7581 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7582 = stablehlo.multiply %7581, %5212 : tensor<384xf32>
    %7583 = stablehlo.subtract %stages.2.blocks.1.norm.b, %7582 : tensor<384xf32>
    %7584 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %7585 = stablehlo.multiply %7584, %7247 : tensor<384x1536xf32>
    %7586 = stablehlo.subtract %stages.2.blocks.1.fc1.w, %7585 : tensor<384x1536xf32>
    %7587 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %7588 = stablehlo.multiply %7587, %5250 : tensor<1536xf32>
    %7589 = stablehlo.subtract %stages.2.blocks.1.fc1.b, %7588 : tensor<1536xf32>
    %7590 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %7591 = stablehlo.multiply %7590, %7250 : tensor<1536x384xf32>
    %7592 = stablehlo.subtract %stages.2.blocks.1.fc2.w, %7591 : tensor<1536x384xf32>
    %7593 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7594 = stablehlo.multiply %7593, %5288 : tensor<384xf32>
    %7595 = stablehlo.subtract %stages.2.blocks.1.fc2.b, %7594 : tensor<384xf32>
    %7596 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7597 = stablehlo.multiply %7596, %5307 : tensor<384xf32>
    %7598 = stablehlo.subtract %stages.2.blocks.1.gamma, %7597 : tensor<384xf32>
    %7599 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %7600 = stablehlo.multiply %7599, %7253 : tensor<7x7x1x384xf32>
    %7601 = stablehlo.subtract %stages.2.blocks.2.dwconv.w, %7600 : tensor<7x7x1x384xf32>
    %7602 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7603 = stablehlo.multiply %7602, %5345 : tensor<384xf32>
    %7604 = stablehlo.subtract %stages.2.blocks.2.dwconv.b, %7603 : tensor<384xf32>
    %7605 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7606 = stablehlo.multiply %7605, %5364 : tensor<384xf32>
    %7607 = stablehlo.subtract %stages.2.blocks.2.norm.g, %7606 : tensor<384xf32>
    %7608 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7609 = stablehlo.multiply %7608, %5383 : tensor<384xf32>
    %7610 = stablehlo.subtract %stages.2.blocks.2.norm.b, %7609 : tensor<384xf32>
    %7611 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %7612 = stablehlo.multiply %7611, %7256 : tensor<384x1536xf32>
    %7613 = stablehlo.subtract %stages.2.blocks.2.fc1.w, %7612 : tensor<384x1536xf32>
    %7614 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %7615 = stablehlo.multiply %7614, %5421 : tensor<1536xf32>
    %7616 = stablehlo.subtract %stages.2.blocks.2.fc1.b, %7615 : tensor<1536xf32>
    %7617 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %7618 = stablehlo.multiply %7617, %7259 : tensor<1536x384xf32>
    %7619 = stablehlo.subtract %stages.2.blocks.2.fc2.w, %7618 : tensor<1536x384xf32>
    %7620 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7621 = stablehlo.multiply %7620, %5459 : tensor<384xf32>
    %7622 = stablehlo.subtract %stages.2.blocks.2.fc2.b, %7621 : tensor<384xf32>
    %7623 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7624 = stablehlo.multiply %7623, %5478 : tensor<384xf32>
    %7625 = stablehlo.subtract %stages.2.blocks.2.gamma, %7624 : tensor<384xf32>
    %7626 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %7627 = stablehlo.multiply %7626, %7262 : tensor<7x7x1x384xf32>
    %7628 = stablehlo.subtract %stages.2.blocks.3.dwconv.w, %7627 : tensor<7x7x1x384xf32>
    %7629 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7630 = stablehlo.multiply %7629, %5516 : tensor<384xf32>
    %7631 = stablehlo.subtract %stages.2.blocks.3.dwconv.b, %7630 : tensor<384xf32>
    %7632 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7633 = stablehlo.multiply %7632, %5535 : tensor<384xf32>
    %7634 = stablehlo.subtract %stages.2.blocks.3.norm.g, %7633 : tensor<384xf32>
    %7635 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7636 = stablehlo.multiply %7635, %5554 : tensor<384xf32>
    %7637 = stablehlo.subtract %stages.2.blocks.3.norm.b, %7636 : tensor<384xf32>
    %7638 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %7639 = stablehlo.multiply %7638, %7265 : tensor<384x1536xf32>
    %7640 = stablehlo.subtract %stages.2.blocks.3.fc1.w, %7639 : tensor<384x1536xf32>
    %7641 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %7642 = stablehlo.multiply %7641, %5592 : tensor<1536xf32>
    %7643 = stablehlo.subtract %stages.2.blocks.3.fc1.b, %7642 : tensor<1536xf32>
    %7644 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %7645 = stablehlo.multiply %7644, %7268 : tensor<1536x384xf32>
    %7646 = stablehlo.subtract %stages.2.blocks.3.fc2.w, %7645 : tensor<1536x384xf32>
    %7647 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7648 = stablehlo.multiply %7647, %5630 : tensor<384xf32>
    %7649 = stablehlo.subtract %stages.2.blocks.3.fc2.b, %7648 : tensor<384xf32>
    %7650 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7651 = stablehlo.multiply %7650, %5649 : tensor<384xf32>
    %7652 = stablehlo.subtract %stages.2.blocks.3.gamma, %7651 : tensor<384xf32>
    %7653 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %7654 = stablehlo.multiply %7653, %7271 : tensor<7x7x1x384xf32>
    %7655 = stablehlo.subtract %stages.2.blocks.4.dwconv.w, %7654 : tensor<7x7x1x384xf32>
    %7656 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7657 = stablehlo.multiply %7656, %5687 : tensor<384xf32>
    %7658 = stablehlo.subtract %stages.2.blocks.4.dwconv.b, %7657 : tensor<384xf32>
    %7659 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7660 = stablehlo.multiply %7659, %5706 : tensor<384xf32>
    %7661 = stablehlo.subtract %stages.2.blocks.4.norm.g, %7660 : tensor<384xf32>
    %7662 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7663 = stablehlo.multiply %7662, %5725 : tensor<384xf32>
    %7664 = stablehlo.subtract %stages.2.blocks.4.norm.b, %7663 : tensor<384xf32>
    %7665 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %7666 = stablehlo.multiply %7665, %7274 : tensor<384x1536xf32>
    %7667 = stablehlo.subtract %stages.2.blocks.4.fc1.w, %7666 : tensor<384x1536xf32>
    %7668 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %7669 = stablehlo.multiply %7668, %5763 : tensor<1536xf32>
    %7670 = stablehlo.subtract %stages.2.blocks.4.fc1.b, %7669 : tensor<1536xf32>
    %7671 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %7672 = stablehlo.multiply %7671, %7277 : tensor<1536x384xf32>
    %7673 = stablehlo.subtract %stages.2.blocks.4.fc2.w, %7672 : tensor<1536x384xf32>
    %7674 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7675 = stablehlo.multiply %7674, %5801 : tensor<384xf32>
    %7676 = stablehlo.subtract %stages.2.blocks.4.fc2.b, %7675 : tensor<384xf32>
    %7677 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7678 = stablehlo.multiply %7677, %5820 : tensor<384xf32>
    %7679 = stablehlo.subtract %stages.2.blocks.4.gamma, %7678 : tensor<384xf32>
    %7680 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %7681 = stablehlo.multiply %7680, %7280 : tensor<7x7x1x384xf32>
    %7682 = stablehlo.subtract %stages.2.blocks.5.dwconv.w, %7681 : tensor<7x7x1x384xf32>
    %7683 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7684 = stablehlo.multiply %7683, %5858 : tensor<384xf32>
    %7685 = stablehlo.subtract %stages.2.blocks.5.dwconv.b, %7684 : tensor<384xf32>
    %7686 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7687 = stablehlo.multiply %7686, %5877 : tensor<384xf32>
    %7688 = stablehlo.subtract %stages.2.blocks.5.norm.g, %7687 : tensor<384xf32>
    %7689 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7690 = stablehlo.multiply %7689, %5896 : tensor<384xf32>
    %7691 = stablehlo.subtract %stages.2.blocks.5.norm.b, %7690 : tensor<384xf32>
    %7692 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %7693 = stablehlo.multiply %7692, %7283 : tensor<384x1536xf32>
    %7694 = stablehlo.subtract %stages.2.blocks.5.fc1.w, %7693 : tensor<384x1536xf32>
    %7695 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %7696 = stablehlo.multiply %7695, %5934 : tensor<1536xf32>
    %7697 = stablehlo.subtract %stages.2.blocks.5.fc1.b, %7696 : tensor<1536xf32>
    %7698 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %7699 = stablehlo.multiply %7698, %7286 : tensor<1536x384xf32>
    %7700 = stablehlo.subtract %stages.2.blocks.5.fc2.w, %7699 : tensor<1536x384xf32>
    %7701 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7702 = stablehlo.multiply %7701, %5972 : tensor<384xf32>
    %7703 = stablehlo.subtract %stages.2.blocks.5.fc2.b, %7702 : tensor<384xf32>
    %7704 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7705 = stablehlo.multiply %7704, %5991 : tensor<384xf32>
    %7706 = stablehlo.subtract %stages.2.blocks.5.gamma, %7705 : tensor<384xf32>
    %7707 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %7708 = stablehlo.multiply %7707, %7289 : tensor<7x7x1x384xf32>
    %7709 = stablehlo.subtract %stages.2.blocks.6.dwconv.w, %7708 : tensor<7x7x1x384xf32>
    %7710 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7711 = stablehlo.multiply %7710, %6029 : tensor<384xf32>
    %7712 = stablehlo.subtract %stages.2.blocks.6.dwconv.b, %7711 : tensor<384xf32>
    %7713 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7714 = stablehlo.multiply %7713, %6048 : tensor<384xf32>
    %7715 = stablehlo.subtract %stages.2.blocks.6.norm.g, %7714 : tensor<384xf32>
    %7716 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7717 = stablehlo.multiply %7716, %6067 : tensor<384xf32>
    %7718 = stablehlo.subtract %stages.2.blocks.6.norm.b, %7717 : tensor<384xf32>
    %7719 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %7720 = stablehlo.multiply %7719, %7292 : tensor<384x1536xf32>
    %7721 = stablehlo.subtract %stages.2.blocks.6.fc1.w, %7720 : tensor<384x1536xf32>
    %7722 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %7723 = stablehlo.multiply %7722, %6105 : tensor<1536xf32>
    %7724 = stablehlo.subtract %stages.2.blocks.6.fc1.b, %7723 : tensor<1536xf32>
    %7725 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %7726 = stablehlo.multiply %7725, %7295 : tensor<1536x384xf32>
    %7727 = stablehlo.subtract %stages.2.blocks.6.fc2.w, %7726 : tensor<1536x384xf32>
    %7728 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7729 = stablehlo.multiply %7728, %6143 : tensor<384xf32>
    %7730 = stablehlo.subtract %stages.2.blocks.6.fc2.b, %7729 : tensor<384xf32>
    %7731 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7732 = stablehlo.multiply %7731, %6162 : tensor<384xf32>
    %7733 = stablehlo.subtract %stages.2.blocks.6.gamma, %7732 : tensor<384xf32>
    %7734 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %7735 = stablehlo.multiply %7734, %7298 : tensor<7x7x1x384xf32>
    %7736 = stablehlo.subtract %stages.2.blocks.7.dwconv.w, %7735 : tensor<7x7x1x384xf32>
    %7737 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7738 = stablehlo.multiply %7737, %6200 : tensor<384xf32>
    %7739 = stablehlo.subtract %stages.2.blocks.7.dwconv.b, %7738 : tensor<384xf32>
    %7740 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7741 = stablehlo.multiply %7740, %6219 : tensor<384xf32>
    %7742 = stablehlo.subtract %stages.2.blocks.7.norm.g, %7741 : tensor<384xf32>
    %7743 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7744 = stablehlo.multiply %7743, %6238 : tensor<384xf32>
    %7745 = stablehlo.subtract %stages.2.blocks.7.norm.b, %7744 : tensor<384xf32>
    %7746 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %7747 = stablehlo.multiply %7746, %7301 : tensor<384x1536xf32>
    %7748 = stablehlo.subtract %stages.2.blocks.7.fc1.w, %7747 : tensor<384x1536xf32>
    %7749 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %7750 = stablehlo.multiply %7749, %6276 : tensor<1536xf32>
    %7751 = stablehlo.subtract %stages.2.blocks.7.fc1.b, %7750 : tensor<1536xf32>
    %7752 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %7753 = stablehlo.multiply %7752, %7304 : tensor<1536x384xf32>
    %7754 = stablehlo.subtract %stages.2.blocks.7.fc2.w, %7753 : tensor<1536x384xf32>
    %7755 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7756 = stablehlo.multiply %7755, %6314 : tensor<384xf32>
    %7757 = stablehlo.subtract %stages.2.blocks.7.fc2.b, %7756 : tensor<384xf32>
    %7758 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7759 = stablehlo.multiply %7758, %6333 : tensor<384xf32>
    %7760 = stablehlo.subtract %stages.2.blocks.7.gamma, %7759 : tensor<384xf32>
    %7761 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %7762 = stablehlo.multiply %7761, %7307 : tensor<7x7x1x384xf32>
    %7763 = stablehlo.subtract %stages.2.blocks.8.dwconv.w, %7762 : tensor<7x7x1x384xf32>
    %7764 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7765 = stablehlo.multiply %7764, %6371 : tensor<384xf32>
    %7766 = stablehlo.subtract %stages.2.blocks.8.dwconv.b, %7765 : tensor<384xf32>
    %7767 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7768 = stablehlo.multiply %7767, %6390 : tensor<384xf32>
    %7769 = stablehlo.subtract %stages.2.blocks.8.norm.g, %7768 : tensor<384xf32>
    %7770 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7771 = stablehlo.multiply %7770, %6409 : tensor<384xf32>
    %7772 = stablehlo.subtract %stages.2.blocks.8.norm.b, %7771 : tensor<384xf32>
    %7773 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %7774 = stablehlo.multiply %7773, %7310 : tensor<384x1536xf32>
    %7775 = stablehlo.subtract %stages.2.blocks.8.fc1.w, %7774 : tensor<384x1536xf32>
    %7776 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %7777 = stablehlo.multiply %7776, %6447 : tensor<1536xf32>
    %7778 = stablehlo.subtract %stages.2.blocks.8.fc1.b, %7777 : tensor<1536xf32>
    %7779 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %7780 = stablehlo.multiply %7779, %7313 : tensor<1536x384xf32>
    %7781 = stablehlo.subtract %stages.2.blocks.8.fc2.w, %7780 : tensor<1536x384xf32>
    %7782 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7783 = stablehlo.multiply %7782, %6485 : tensor<384xf32>
    %7784 = stablehlo.subtract %stages.2.blocks.8.fc2.b, %7783 : tensor<384xf32>
    %7785 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7786 = stablehlo.multiply %7785, %6504 : tensor<384xf32>
    %7787 = stablehlo.subtract %stages.2.blocks.8.gamma, %7786 : tensor<384xf32>
    %7788 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7789 = stablehlo.multiply %7788, %6523 : tensor<384xf32>
    %7790 = stablehlo.subtract %stages.3.down.norm.g, %7789 : tensor<384xf32>
    %7791 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7792 = stablehlo.multiply %7791, %6542 : tensor<384xf32>
    %7793 = stablehlo.subtract %stages.3.down.norm.b, %7792 : tensor<384xf32>
    %7794 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x384x768xf32>
    %7795 = stablehlo.multiply %7794, %7316 : tensor<2x2x384x768xf32>
    %7796 = stablehlo.subtract %stages.3.down.conv.w, %7795 : tensor<2x2x384x768xf32>
    %7797 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7798 = stablehlo.multiply %7797, %6580 : tensor<768xf32>
    %7799 = stablehlo.subtract %stages.3.down.conv.b, %7798 : tensor<768xf32>
    %7800 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x768xf32>
    %7801 = stablehlo.multiply %7800, %7319 : tensor<7x7x1x768xf32>
    %7802 = stablehlo.subtract %stages.3.blocks.0.dwconv.w, %7801 : tensor<7x7x1x768xf32>
    %7803 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7804 = stablehlo.multiply %7803, %6618 : tensor<768xf32>
    %7805 = stablehlo.subtract %stages.3.blocks.0.dwconv.b, %7804 : tensor<768xf32>
    %7806 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7807 = stablehlo.multiply %7806, %6637 : tensor<768xf32>
    %7808 = stablehlo.subtract %stages.3.blocks.0.norm.g, %7807 : tensor<768xf32>
    %7809 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7810 = stablehlo.multiply %7809, %6656 : tensor<768xf32>
    %7811 = stablehlo.subtract %stages.3.blocks.0.norm.b, %7810 : tensor<768xf32>
    %7812 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x3072xf32>
    %7813 = stablehlo.multiply %7812, %7322 : tensor<768x3072xf32>
    %7814 = stablehlo.subtract %stages.3.blocks.0.fc1.w, %7813 : tensor<768x3072xf32>
    %7815 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072xf32>
    %7816 = stablehlo.multiply %7815, %6694 : tensor<3072xf32>
    %7817 = stablehlo.subtract %stages.3.blocks.0.fc1.b, %7816 : tensor<3072xf32>
    %7818 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072x768xf32>
    %7819 = stablehlo.multiply %7818, %7325 : tensor<3072x768xf32>
    %7820 = stablehlo.subtract %stages.3.blocks.0.fc2.w, %7819 : tensor<3072x768xf32>
    %7821 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7822 = stablehlo.multiply %7821, %6732 : tensor<768xf32>
    %7823 = stablehlo.subtract %stages.3.blocks.0.fc2.b, %7822 : tensor<768xf32>
    %7824 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7825 = stablehlo.multiply %7824, %6751 : tensor<768xf32>
    %7826 = stablehlo.subtract %stages.3.blocks.0.gamma, %7825 : tensor<768xf32>
    %7827 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x768xf32>
    %7828 = stablehlo.multiply %7827, %7328 : tensor<7x7x1x768xf32>
    %7829 = stablehlo.subtract %stages.3.blocks.1.dwconv.w, %7828 : tensor<7x7x1x768xf32>
    %7830 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7831 = stablehlo.multiply %7830, %6789 : tensor<768xf32>
    %7832 = stablehlo.subtract %stages.3.blocks.1.dwconv.b, %7831 : tensor<768xf32>
    %7833 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7834 = stablehlo.multiply %7833, %6808 : tensor<768xf32>
    %7835 = stablehlo.subtract %stages.3.blocks.1.norm.g, %7834 : tensor<768xf32>
    %7836 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7837 = stablehlo.multiply %7836, %6827 : tensor<768xf32>
    %7838 = stablehlo.subtract %stages.3.blocks.1.norm.b, %7837 : tensor<768xf32>
    %7839 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x3072xf32>
    %7840 = stablehlo.multiply %7839, %7331 : tensor<768x3072xf32>
    %7841 = stablehlo.subtract %stages.3.blocks.1.fc1.w, %7840 : tensor<768x3072xf32>
    %7842 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072xf32>
    %7843 = stablehlo.multiply %7842, %6865 : tensor<3072xf32>
    %7844 = stablehlo.subtract %stages.3.blocks.1.fc1.b, %7843 : tensor<3072xf32>
    %7845 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072x768xf32>
    %7846 = stablehlo.multiply %7845, %7334 : tensor<3072x768xf32>
    %7847 = stablehlo.subtract %stages.3.blocks.1.fc2.w, %7846 : tensor<3072x768xf32>
    %7848 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7849 = stablehlo.multiply %7848, %6903 : tensor<768xf32>
    %7850 = stablehlo.subtract %stages.3.blocks.1.fc2.b, %7849 : tensor<768xf32>
    %7851 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7852 = stablehlo.multiply %7851, %6922 : tensor<768xf32>
    %7853 = stablehlo.subtract %stages.3.blocks.1.gamma, %7852 : tensor<768xf32>
    %7854 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x768xf32>
    %7855 = stablehlo.multiply %7854, %7337 : tensor<7x7x1x768xf32>
    %7856 = stablehlo.subtract %stages.3.blocks.2.dwconv.w, %7855 : tensor<7x7x1x768xf32>
    %7857 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7858 = stablehlo.multiply %7857, %6960 : tensor<768xf32>
    %7859 = stablehlo.subtract %stages.3.blocks.2.dwconv.b, %7858 : tensor<768xf32>
    %7860 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7861 = stablehlo.multiply %7860, %6979 : tensor<768xf32>
    %7862 = stablehlo.subtract %stages.3.blocks.2.norm.g, %7861 : tensor<768xf32>
    %7863 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7864 = stablehlo.multiply %7863, %6998 : tensor<768xf32>
    %7865 = stablehlo.subtract %stages.3.blocks.2.norm.b, %7864 : tensor<768xf32>
    %7866 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x3072xf32>
    %7867 = stablehlo.multiply %7866, %7340 : tensor<768x3072xf32>
    %7868 = stablehlo.subtract %stages.3.blocks.2.fc1.w, %7867 : tensor<768x3072xf32>
    %7869 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072xf32>
    %7870 = stablehlo.multiply %7869, %7036 : tensor<3072xf32>
    %7871 = stablehlo.subtract %stages.3.blocks.2.fc1.b, %7870 : tensor<3072xf32>
    %7872 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072x768xf32>
    %7873 = stablehlo.multiply %7872, %7343 : tensor<3072x768xf32>
    %7874 = stablehlo.subtract %stages.3.blocks.2.fc2.w, %7873 : tensor<3072x768xf32>
    %7875 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7876 = stablehlo.multiply %7875, %7074 : tensor<768xf32>
    %7877 = stablehlo.subtract %stages.3.blocks.2.fc2.b, %7876 : tensor<768xf32>
    %7878 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7879 = stablehlo.multiply %7878, %7093 : tensor<768xf32>
    %7880 = stablehlo.subtract %stages.3.blocks.2.gamma, %7879 : tensor<768xf32>
    %7881 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7882 = stablehlo.multiply %7881, %7112 : tensor<768xf32>
    %7883 = stablehlo.subtract %head.norm.g, %7882 : tensor<768xf32>
    %7884 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7885 = stablehlo.multiply %7884, %7131 : tensor<768xf32>
    %7886 = stablehlo.subtract %head.norm.b, %7885 : tensor<768xf32>
    %7887 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x1000xf32>
    %7888 = stablehlo.multiply %7887, %7346 : tensor<768x1000xf32>
    %7889 = stablehlo.subtract %head.fc.w, %7888 : tensor<768x1000xf32>
    %7890 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1000xf32>
    %7891 = stablehlo.multiply %7890, %7169 : tensor<1000xf32>
    %7892 = stablehlo.subtract %head.fc.b, %7891 : tensor<1000xf32>
    "func.return"(%7349, %7352, %7355, %7358, %7361, %7364, %7367, %7370, %7373, %7376, %7379, %7382, %7385, %7388, %7391, %7394, %7397, %7400, %7403, %7406, %7409, %7412, %7415, %7418, %7421, %7424, %7427, %7430, %7433, %7436, %7439, %7442, %7445, %7448, %7451, %7454, %7457, %7460, %7463, %7466, %7469, %7472, %7475, %7478, %7481, %7484, %7487, %7490, %7493, %7496, %7499, %7502, %7505, %7508, %7511, %7514, %7517, %7520, %7523, %7526, %7529, %7532, %7535, %7538, %7541, %7544, %7547, %7550, %7553, %7556, %7559, %7562, %7565, %7568, %7571, %7574, %7577, %7580, %7583, %7586, %7589, %7592, %7595, %7598, %7601, %7604, %7607, %7610, %7613, %7616, %7619, %7622, %7625, %7628, %7631, %7634, %7637, %7640, %7643, %7646, %7649, %7652, %7655, %7658, %7661, %7664, %7667, %7670, %7673, %7676, %7679, %7682, %7685, %7688, %7691, %7694, %7697, %7700, %7703, %7706, %7709, %7712, %7715, %7718, %7721, %7724, %7727, %7730, %7733, %7736, %7739, %7742, %7745, %7748, %7751, %7754, %7757, %7760, %7763, %7766, %7769, %7772, %7775, %7778, %7781, %7784, %7787, %7790, %7793, %7796, %7799, %7802, %7805, %7808, %7811, %7814, %7817, %7820, %7823, %7826, %7829, %7832, %7835, %7838, %7841, %7844, %7847, %7850, %7853, %7856, %7859, %7862, %7865, %7868, %7871, %7874, %7877, %7880, %7883, %7886, %7889, %7892, %3716, %3735, %3754, %3773, %3792, %3811, %3830, %3849, %3868, %3887, %3906, %3925, %3944, %3963, %3982, %4001, %4020, %4039, %4058, %4077, %4096, %4115, %4134, %4153, %4172, %4191, %4210, %4229, %4248, %4267, %4286, %4305, %4324, %4343, %4362, %4381, %4400, %4419, %4438, %4457, %4476, %4495, %4514, %4533, %4552, %4571, %4590, %4609, %4628, %4647, %4666, %4685, %4704, %4723, %4742, %4761, %4780, %4799, %4818, %4837, %4856, %4875, %4894, %4913, %4932, %4951, %4970, %4989, %5008, %5027, %5046, %5065, %5084, %5103, %5122, %5141, %5160, %5179, %5198, %5217, %5236, %5255, %5274, %5293, %5312, %5331, %5350, %5369, %5388, %5407, %5426, %5445, %5464, %5483, %5502, %5521, %5540, %5559, %5578, %5597, %5616, %5635, %5654, %5673, %5692, %5711, %5730, %5749, %5768, %5787, %5806, %5825, %5844, %5863, %5882, %5901, %5920, %5939, %5958, %5977, %5996, %6015, %6034, %6053, %6072, %6091, %6110, %6129, %6148, %6167, %6186, %6205, %6224, %6243, %6262, %6281, %6300, %6319, %6338, %6357, %6376, %6395, %6414, %6433, %6452, %6471, %6490, %6509, %6528, %6547, %6566, %6585, %6604, %6623, %6642, %6661, %6680, %6699, %6718, %6737, %6756, %6775, %6794, %6813, %6832, %6851, %6870, %6889, %6908, %6927, %6946, %6965, %6984, %7003, %7022, %7041, %7060, %7079, %7098, %7117, %7136, %7155, %3722, %3741, %3760, %3779, %3798, %3817, %3836, %3855, %3874, %3893, %3912, %3931, %3950, %3969, %3988, %4007, %4026, %4045, %4064, %4083, %4102, %4121, %4140, %4159, %4178, %4197, %4216, %4235, %4254, %4273, %4292, %4311, %4330, %4349, %4368, %4387, %4406, %4425, %4444, %4463, %4482, %4501, %4520, %4539, %4558, %4577, %4596, %4615, %4634, %4653, %4672, %4691, %4710, %4729, %4748, %4767, %4786, %4805, %4824, %4843, %4862, %4881, %4900, %4919, %4938, %4957, %4976, %4995, %5014, %5033, %5052, %5071, %5090, %5109, %5128, %5147, %5166, %5185, %5204, %5223, %5242, %5261, %5280, %5299, %5318, %5337, %5356, %5375, %5394, %5413, %5432, %5451, %5470, %5489, %5508, %5527, %5546, %5565, %5584, %5603, %5622, %5641, %5660, %5679, %5698, %5717, %5736, %5755, %5774, %5793, %5812, %5831, %5850, %5869, %5888, %5907, %5926, %5945, %5964, %5983, %6002, %6021, %6040, %6059, %6078, %6097, %6116, %6135, %6154, %6173, %6192, %6211, %6230, %6249, %6268, %6287, %6306, %6325, %6344, %6363, %6382, %6401, %6420, %6439, %6458, %6477, %6496, %6515, %6534, %6553, %6572, %6591, %6610, %6629, %6648, %6667, %6686, %6705, %6724, %6743, %6762, %6781, %6800, %6819, %6838, %6857, %6876, %6895, %6914, %6933, %6952, %6971, %6990, %7009, %7028, %7047, %7066, %7085, %7104, %7123, %7142, %7161, %912, %2799) : (tensor<4x4x3x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<7x7x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x384xf32>, tensor<384xf32>, tensor<384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<7x7x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x384xf32>, tensor<384xf32>, tensor<384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<7x7x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x384xf32>, tensor<384xf32>, tensor<384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<2x2x96x192xf32>, tensor<192xf32>, tensor<7x7x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<7x7x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<7x7x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<2x2x192x384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<2x2x384x768xf32>, tensor<768xf32>, tensor<7x7x1x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<7x7x1x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<7x7x1x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x1000xf32>, tensor<1000xf32>, tensor<4x4x3x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<7x7x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x384xf32>, tensor<384xf32>, tensor<384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<7x7x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x384xf32>, tensor<384xf32>, tensor<384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<7x7x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x384xf32>, tensor<384xf32>, tensor<384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<2x2x96x192xf32>, tensor<192xf32>, tensor<7x7x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<7x7x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<7x7x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<2x2x192x384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<2x2x384x768xf32>, tensor<768xf32>, tensor<7x7x1x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<7x7x1x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<7x7x1x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x1000xf32>, tensor<1000xf32>, tensor<4x4x3x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<7x7x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x384xf32>, tensor<384xf32>, tensor<384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<7x7x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x384xf32>, tensor<384xf32>, tensor<384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<7x7x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x384xf32>, tensor<384xf32>, tensor<384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<2x2x96x192xf32>, tensor<192xf32>, tensor<7x7x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<7x7x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<7x7x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<2x2x192x384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<2x2x384x768xf32>, tensor<768xf32>, tensor<7x7x1x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<7x7x1x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<7x7x1x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x1000xf32>, tensor<1000xf32>, tensor<f32>, tensor<f32>) -> ()
  }
}

// hlocert 0.1.0 render: convnext_T-c1000-i224-b64x1-adamw+wx+clip1.0+drop+pmm
// model: ConvNeXt-T  classes: 1000  image: 224  batch per replica: 64  replicas: 1
// variant: adamw+wx+clip1.0+drop+pmm  gelu: erf
// lowerings: depthwise convolution (the default on iree-cpu, xla-gpu, iree-gpu); patchify dot_general (the default on iree-cpu); layernorm mean then centred variance (the default on xla-cpu, iree-cpu, xla-gpu, iree-gpu)
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
// content sha256: 0c92d6faa5646077f33711a8acf9da672d65759a9a8ae8ee098bd9ab55ed585f
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
    %955 = "stablehlo.dot_general"(%950, %860) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x7x7x768xf32>, tensor<64x7x7x3072xf32>) -> tensor<768x3072xf32>
    %956 = "stablehlo.transpose"(%955) {permutation = array<i64: 1, 0>} : (tensor<768x3072xf32>) -> tensor<3072x768xf32>
    %957 = stablehlo.constant dense<0.0> : tensor<f32>
    %958 = "stablehlo.reduce"(%950, %957) ({
    ^bb0(%_r57a: tensor<f32>, %_r57b: tensor<f32>):
      %_r57c = stablehlo.add %_r57a, %_r57b : tensor<f32>
      "stablehlo.return"(%_r57c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<768xf32>
    %959 = stablehlo.constant dense<0.5> : tensor<64x7x7x3072xf32>
    %960 = stablehlo.multiply %857, %959 : tensor<64x7x7x3072xf32>
    %961 = stablehlo.multiply %854, %854 : tensor<64x7x7x3072xf32>
    %962 = stablehlo.negate %961 : tensor<64x7x7x3072xf32>
    %963 = stablehlo.exponential %962 : tensor<64x7x7x3072xf32>
    %964 = stablehlo.constant dense<0.3989423> : tensor<64x7x7x3072xf32>
    %965 = stablehlo.multiply %963, %964 : tensor<64x7x7x3072xf32>
    %966 = stablehlo.multiply %852, %965 : tensor<64x7x7x3072xf32>
    %967 = stablehlo.add %960, %966 : tensor<64x7x7x3072xf32>
    %968 = stablehlo.multiply %954, %967 : tensor<64x7x7x3072xf32>
    %969 = "stablehlo.dot_general"(%968, %stages.3.blocks.2.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x7x7x3072xf32>, tensor<768x3072xf32>) -> tensor<64x7x7x768xf32>
    %970 = "stablehlo.dot_general"(%849, %968) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x7x7x768xf32>, tensor<64x7x7x3072xf32>) -> tensor<768x3072xf32>
    %971 = stablehlo.constant dense<0.0> : tensor<f32>
    %972 = "stablehlo.reduce"(%968, %971) ({
    ^bb0(%_r58a: tensor<f32>, %_r58b: tensor<f32>):
      %_r58c = stablehlo.add %_r58a, %_r58b : tensor<f32>
      "stablehlo.return"(%_r58c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7x3072xf32>, tensor<f32>) -> tensor<3072xf32>
    %973 = stablehlo.multiply %969, %846 : tensor<64x7x7x768xf32>
    %974 = stablehlo.constant dense<0.0> : tensor<f32>
    %975 = "stablehlo.reduce"(%973, %974) ({
    ^bb0(%_r59a: tensor<f32>, %_r59b: tensor<f32>):
      %_r59c = stablehlo.add %_r59a, %_r59b : tensor<f32>
      "stablehlo.return"(%_r59c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<64x7x7xf32>
    %976 = stablehlo.constant dense<768.0> : tensor<64x7x7xf32>
    %977 = stablehlo.divide %975, %976 : tensor<64x7x7xf32>
    %978 = "stablehlo.broadcast_in_dim"(%977) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7xf32>) -> tensor<64x7x7x768xf32>
    %979 = stablehlo.subtract %973, %978 : tensor<64x7x7x768xf32>
    %980 = stablehlo.multiply %973, %845 : tensor<64x7x7x768xf32>
    %981 = stablehlo.constant dense<0.0> : tensor<f32>
    %982 = "stablehlo.reduce"(%980, %981) ({
    ^bb0(%_r60a: tensor<f32>, %_r60b: tensor<f32>):
      %_r60c = stablehlo.add %_r60a, %_r60b : tensor<f32>
      "stablehlo.return"(%_r60c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<64x7x7xf32>
    %983 = stablehlo.constant dense<768.0> : tensor<64x7x7xf32>
    %984 = stablehlo.divide %982, %983 : tensor<64x7x7xf32>
    %985 = "stablehlo.broadcast_in_dim"(%984) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7xf32>) -> tensor<64x7x7x768xf32>
    %986 = stablehlo.multiply %845, %985 : tensor<64x7x7x768xf32>
    %987 = stablehlo.subtract %979, %986 : tensor<64x7x7x768xf32>
    %988 = stablehlo.multiply %844, %987 : tensor<64x7x7x768xf32>
    %989 = stablehlo.multiply %969, %845 : tensor<64x7x7x768xf32>
    %990 = stablehlo.constant dense<0.0> : tensor<f32>
    %991 = "stablehlo.reduce"(%989, %990) ({
    ^bb0(%_r61a: tensor<f32>, %_r61b: tensor<f32>):
      %_r61c = stablehlo.add %_r61a, %_r61b : tensor<f32>
      "stablehlo.return"(%_r61c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<768xf32>
    %992 = stablehlo.constant dense<0.0> : tensor<f32>
    %993 = "stablehlo.reduce"(%969, %992) ({
    ^bb0(%_r62a: tensor<f32>, %_r62b: tensor<f32>):
      %_r62c = stablehlo.add %_r62a, %_r62b : tensor<f32>
      "stablehlo.return"(%_r62c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<768xf32>
    %994 = "stablehlo.reverse"(%stages.3.blocks.2.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x768xf32>) -> tensor<7x7x1x768xf32>
    %995 = "stablehlo.convolution"(%988, %994) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 768 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x7x7x768xf32>, tensor<7x7x1x768xf32>) -> tensor<64x7x7x768xf32>
    %996 = "stablehlo.convolution"(%826, %988) {batch_group_count = 768 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x7x7x768xf32>, tensor<64x7x7x768xf32>) -> tensor<7x7x1x768xf32>
    %997 = stablehlo.constant dense<0.0> : tensor<f32>
    %998 = "stablehlo.reduce"(%988, %997) ({
    ^bb0(%_r63a: tensor<f32>, %_r63b: tensor<f32>):
      %_r63c = stablehlo.add %_r63a, %_r63b : tensor<f32>
      "stablehlo.return"(%_r63c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<768xf32>
    %999 = stablehlo.add %995, %948 : tensor<64x7x7x768xf32>
    %1000 = stablehlo.multiply %999, %824 : tensor<64x7x7x768xf32>
    %1001 = stablehlo.multiply %1000, %821 : tensor<64x7x7x768xf32>
    %1002 = stablehlo.multiply %1000, %820 : tensor<64x7x7x768xf32>
    %1003 = stablehlo.constant dense<0.0> : tensor<f32>
    %1004 = "stablehlo.reduce"(%1002, %1003) ({
    ^bb0(%_r64a: tensor<f32>, %_r64b: tensor<f32>):
      %_r64c = stablehlo.add %_r64a, %_r64b : tensor<f32>
      "stablehlo.return"(%_r64c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1005 = "stablehlo.dot_general"(%1001, %stages.3.blocks.1.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x7x7x768xf32>, tensor<3072x768xf32>) -> tensor<64x7x7x3072xf32>
    %1006 = "stablehlo.dot_general"(%1001, %817) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x7x7x768xf32>, tensor<64x7x7x3072xf32>) -> tensor<768x3072xf32>
    %1007 = "stablehlo.transpose"(%1006) {permutation = array<i64: 1, 0>} : (tensor<768x3072xf32>) -> tensor<3072x768xf32>
    %1008 = stablehlo.constant dense<0.0> : tensor<f32>
    %1009 = "stablehlo.reduce"(%1001, %1008) ({
    ^bb0(%_r65a: tensor<f32>, %_r65b: tensor<f32>):
      %_r65c = stablehlo.add %_r65a, %_r65b : tensor<f32>
      "stablehlo.return"(%_r65c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1010 = stablehlo.constant dense<0.5> : tensor<64x7x7x3072xf32>
    %1011 = stablehlo.multiply %814, %1010 : tensor<64x7x7x3072xf32>
    %1012 = stablehlo.multiply %811, %811 : tensor<64x7x7x3072xf32>
    %1013 = stablehlo.negate %1012 : tensor<64x7x7x3072xf32>
    %1014 = stablehlo.exponential %1013 : tensor<64x7x7x3072xf32>
    %1015 = stablehlo.constant dense<0.3989423> : tensor<64x7x7x3072xf32>
    %1016 = stablehlo.multiply %1014, %1015 : tensor<64x7x7x3072xf32>
    %1017 = stablehlo.multiply %809, %1016 : tensor<64x7x7x3072xf32>
    %1018 = stablehlo.add %1011, %1017 : tensor<64x7x7x3072xf32>
    %1019 = stablehlo.multiply %1005, %1018 : tensor<64x7x7x3072xf32>
    %1020 = "stablehlo.dot_general"(%1019, %stages.3.blocks.1.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x7x7x3072xf32>, tensor<768x3072xf32>) -> tensor<64x7x7x768xf32>
    %1021 = "stablehlo.dot_general"(%806, %1019) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x7x7x768xf32>, tensor<64x7x7x3072xf32>) -> tensor<768x3072xf32>
    %1022 = stablehlo.constant dense<0.0> : tensor<f32>
    %1023 = "stablehlo.reduce"(%1019, %1022) ({
    ^bb0(%_r66a: tensor<f32>, %_r66b: tensor<f32>):
      %_r66c = stablehlo.add %_r66a, %_r66b : tensor<f32>
      "stablehlo.return"(%_r66c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7x3072xf32>, tensor<f32>) -> tensor<3072xf32>
    %1024 = stablehlo.multiply %1020, %803 : tensor<64x7x7x768xf32>
    %1025 = stablehlo.constant dense<0.0> : tensor<f32>
    %1026 = "stablehlo.reduce"(%1024, %1025) ({
    ^bb0(%_r67a: tensor<f32>, %_r67b: tensor<f32>):
      %_r67c = stablehlo.add %_r67a, %_r67b : tensor<f32>
      "stablehlo.return"(%_r67c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<64x7x7xf32>
    %1027 = stablehlo.constant dense<768.0> : tensor<64x7x7xf32>
    %1028 = stablehlo.divide %1026, %1027 : tensor<64x7x7xf32>
    %1029 = "stablehlo.broadcast_in_dim"(%1028) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7xf32>) -> tensor<64x7x7x768xf32>
    %1030 = stablehlo.subtract %1024, %1029 : tensor<64x7x7x768xf32>
    %1031 = stablehlo.multiply %1024, %802 : tensor<64x7x7x768xf32>
    %1032 = stablehlo.constant dense<0.0> : tensor<f32>
    %1033 = "stablehlo.reduce"(%1031, %1032) ({
    ^bb0(%_r68a: tensor<f32>, %_r68b: tensor<f32>):
      %_r68c = stablehlo.add %_r68a, %_r68b : tensor<f32>
      "stablehlo.return"(%_r68c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<64x7x7xf32>
    %1034 = stablehlo.constant dense<768.0> : tensor<64x7x7xf32>
    %1035 = stablehlo.divide %1033, %1034 : tensor<64x7x7xf32>
    %1036 = "stablehlo.broadcast_in_dim"(%1035) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7xf32>) -> tensor<64x7x7x768xf32>
    %1037 = stablehlo.multiply %802, %1036 : tensor<64x7x7x768xf32>
    %1038 = stablehlo.subtract %1030, %1037 : tensor<64x7x7x768xf32>
    %1039 = stablehlo.multiply %801, %1038 : tensor<64x7x7x768xf32>
    %1040 = stablehlo.multiply %1020, %802 : tensor<64x7x7x768xf32>
    %1041 = stablehlo.constant dense<0.0> : tensor<f32>
    %1042 = "stablehlo.reduce"(%1040, %1041) ({
    ^bb0(%_r69a: tensor<f32>, %_r69b: tensor<f32>):
      %_r69c = stablehlo.add %_r69a, %_r69b : tensor<f32>
      "stablehlo.return"(%_r69c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1043 = stablehlo.constant dense<0.0> : tensor<f32>
    %1044 = "stablehlo.reduce"(%1020, %1043) ({
    ^bb0(%_r70a: tensor<f32>, %_r70b: tensor<f32>):
      %_r70c = stablehlo.add %_r70a, %_r70b : tensor<f32>
      "stablehlo.return"(%_r70c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1045 = "stablehlo.reverse"(%stages.3.blocks.1.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x768xf32>) -> tensor<7x7x1x768xf32>
    %1046 = "stablehlo.convolution"(%1039, %1045) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 768 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x7x7x768xf32>, tensor<7x7x1x768xf32>) -> tensor<64x7x7x768xf32>
    %1047 = "stablehlo.convolution"(%783, %1039) {batch_group_count = 768 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x7x7x768xf32>, tensor<64x7x7x768xf32>) -> tensor<7x7x1x768xf32>
    %1048 = stablehlo.constant dense<0.0> : tensor<f32>
    %1049 = "stablehlo.reduce"(%1039, %1048) ({
    ^bb0(%_r71a: tensor<f32>, %_r71b: tensor<f32>):
      %_r71c = stablehlo.add %_r71a, %_r71b : tensor<f32>
      "stablehlo.return"(%_r71c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1050 = stablehlo.add %1046, %999 : tensor<64x7x7x768xf32>
    %1051 = stablehlo.multiply %1050, %781 : tensor<64x7x7x768xf32>
    %1052 = stablehlo.multiply %1051, %778 : tensor<64x7x7x768xf32>
    %1053 = stablehlo.multiply %1051, %777 : tensor<64x7x7x768xf32>
    %1054 = stablehlo.constant dense<0.0> : tensor<f32>
    %1055 = "stablehlo.reduce"(%1053, %1054) ({
    ^bb0(%_r72a: tensor<f32>, %_r72b: tensor<f32>):
      %_r72c = stablehlo.add %_r72a, %_r72b : tensor<f32>
      "stablehlo.return"(%_r72c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1056 = "stablehlo.dot_general"(%1052, %stages.3.blocks.0.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x7x7x768xf32>, tensor<3072x768xf32>) -> tensor<64x7x7x3072xf32>
    %1057 = "stablehlo.dot_general"(%1052, %774) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x7x7x768xf32>, tensor<64x7x7x3072xf32>) -> tensor<768x3072xf32>
    %1058 = "stablehlo.transpose"(%1057) {permutation = array<i64: 1, 0>} : (tensor<768x3072xf32>) -> tensor<3072x768xf32>
    %1059 = stablehlo.constant dense<0.0> : tensor<f32>
    %1060 = "stablehlo.reduce"(%1052, %1059) ({
    ^bb0(%_r73a: tensor<f32>, %_r73b: tensor<f32>):
      %_r73c = stablehlo.add %_r73a, %_r73b : tensor<f32>
      "stablehlo.return"(%_r73c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1061 = stablehlo.constant dense<0.5> : tensor<64x7x7x3072xf32>
    %1062 = stablehlo.multiply %771, %1061 : tensor<64x7x7x3072xf32>
    %1063 = stablehlo.multiply %768, %768 : tensor<64x7x7x3072xf32>
    %1064 = stablehlo.negate %1063 : tensor<64x7x7x3072xf32>
    %1065 = stablehlo.exponential %1064 : tensor<64x7x7x3072xf32>
    %1066 = stablehlo.constant dense<0.3989423> : tensor<64x7x7x3072xf32>
    %1067 = stablehlo.multiply %1065, %1066 : tensor<64x7x7x3072xf32>
    %1068 = stablehlo.multiply %766, %1067 : tensor<64x7x7x3072xf32>
    %1069 = stablehlo.add %1062, %1068 : tensor<64x7x7x3072xf32>
    %1070 = stablehlo.multiply %1056, %1069 : tensor<64x7x7x3072xf32>
    %1071 = "stablehlo.dot_general"(%1070, %stages.3.blocks.0.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x7x7x3072xf32>, tensor<768x3072xf32>) -> tensor<64x7x7x768xf32>
    %1072 = "stablehlo.dot_general"(%763, %1070) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x7x7x768xf32>, tensor<64x7x7x3072xf32>) -> tensor<768x3072xf32>
    %1073 = stablehlo.constant dense<0.0> : tensor<f32>
    %1074 = "stablehlo.reduce"(%1070, %1073) ({
    ^bb0(%_r74a: tensor<f32>, %_r74b: tensor<f32>):
      %_r74c = stablehlo.add %_r74a, %_r74b : tensor<f32>
      "stablehlo.return"(%_r74c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7x3072xf32>, tensor<f32>) -> tensor<3072xf32>
    %1075 = stablehlo.multiply %1071, %760 : tensor<64x7x7x768xf32>
    %1076 = stablehlo.constant dense<0.0> : tensor<f32>
    %1077 = "stablehlo.reduce"(%1075, %1076) ({
    ^bb0(%_r75a: tensor<f32>, %_r75b: tensor<f32>):
      %_r75c = stablehlo.add %_r75a, %_r75b : tensor<f32>
      "stablehlo.return"(%_r75c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<64x7x7xf32>
    %1078 = stablehlo.constant dense<768.0> : tensor<64x7x7xf32>
    %1079 = stablehlo.divide %1077, %1078 : tensor<64x7x7xf32>
    %1080 = "stablehlo.broadcast_in_dim"(%1079) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7xf32>) -> tensor<64x7x7x768xf32>
    %1081 = stablehlo.subtract %1075, %1080 : tensor<64x7x7x768xf32>
    %1082 = stablehlo.multiply %1075, %759 : tensor<64x7x7x768xf32>
    %1083 = stablehlo.constant dense<0.0> : tensor<f32>
    %1084 = "stablehlo.reduce"(%1082, %1083) ({
    ^bb0(%_r76a: tensor<f32>, %_r76b: tensor<f32>):
      %_r76c = stablehlo.add %_r76a, %_r76b : tensor<f32>
      "stablehlo.return"(%_r76c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<64x7x7xf32>
    %1085 = stablehlo.constant dense<768.0> : tensor<64x7x7xf32>
    %1086 = stablehlo.divide %1084, %1085 : tensor<64x7x7xf32>
    %1087 = "stablehlo.broadcast_in_dim"(%1086) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7xf32>) -> tensor<64x7x7x768xf32>
    %1088 = stablehlo.multiply %759, %1087 : tensor<64x7x7x768xf32>
    %1089 = stablehlo.subtract %1081, %1088 : tensor<64x7x7x768xf32>
    %1090 = stablehlo.multiply %758, %1089 : tensor<64x7x7x768xf32>
    %1091 = stablehlo.multiply %1071, %759 : tensor<64x7x7x768xf32>
    %1092 = stablehlo.constant dense<0.0> : tensor<f32>
    %1093 = "stablehlo.reduce"(%1091, %1092) ({
    ^bb0(%_r77a: tensor<f32>, %_r77b: tensor<f32>):
      %_r77c = stablehlo.add %_r77a, %_r77b : tensor<f32>
      "stablehlo.return"(%_r77c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1094 = stablehlo.constant dense<0.0> : tensor<f32>
    %1095 = "stablehlo.reduce"(%1071, %1094) ({
    ^bb0(%_r78a: tensor<f32>, %_r78b: tensor<f32>):
      %_r78c = stablehlo.add %_r78a, %_r78b : tensor<f32>
      "stablehlo.return"(%_r78c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1096 = "stablehlo.reverse"(%stages.3.blocks.0.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x768xf32>) -> tensor<7x7x1x768xf32>
    %1097 = "stablehlo.convolution"(%1090, %1096) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 768 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x7x7x768xf32>, tensor<7x7x1x768xf32>) -> tensor<64x7x7x768xf32>
    %1098 = "stablehlo.convolution"(%740, %1090) {batch_group_count = 768 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x7x7x768xf32>, tensor<64x7x7x768xf32>) -> tensor<7x7x1x768xf32>
    %1099 = stablehlo.constant dense<0.0> : tensor<f32>
    %1100 = "stablehlo.reduce"(%1090, %1099) ({
    ^bb0(%_r79a: tensor<f32>, %_r79b: tensor<f32>):
      %_r79c = stablehlo.add %_r79a, %_r79b : tensor<f32>
      "stablehlo.return"(%_r79c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1101 = stablehlo.add %1097, %1050 : tensor<64x7x7x768xf32>
    %1102 = "stablehlo.dot_general"(%1101, %stages.3.down.conv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<64x7x7x768xf32>, tensor<2x2x384x768xf32>) -> tensor<64x7x7x2x2x384xf32>
    %1103 = "stablehlo.transpose"(%1102) {permutation = array<i64: 0, 1, 3, 2, 4, 5>} : (tensor<64x7x7x2x2x384xf32>) -> tensor<64x7x2x7x2x384xf32>
    %1104 = "stablehlo.reshape"(%1103) : (tensor<64x7x2x7x2x384xf32>) -> tensor<64x14x14x384xf32>
    %1105 = "stablehlo.dot_general"(%737, %1101) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 3], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x7x2x7x2x384xf32>, tensor<64x7x7x768xf32>) -> tensor<2x2x384x768xf32>
    %1106 = stablehlo.constant dense<0.0> : tensor<f32>
    %1107 = "stablehlo.reduce"(%1101, %1106) ({
    ^bb0(%_r80a: tensor<f32>, %_r80b: tensor<f32>):
      %_r80c = stablehlo.add %_r80a, %_r80b : tensor<f32>
      "stablehlo.return"(%_r80c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1108 = stablehlo.multiply %1104, %733 : tensor<64x14x14x384xf32>
    %1109 = stablehlo.constant dense<0.0> : tensor<f32>
    %1110 = "stablehlo.reduce"(%1108, %1109) ({
    ^bb0(%_r81a: tensor<f32>, %_r81b: tensor<f32>):
      %_r81c = stablehlo.add %_r81a, %_r81b : tensor<f32>
      "stablehlo.return"(%_r81c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1111 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1112 = stablehlo.divide %1110, %1111 : tensor<64x14x14xf32>
    %1113 = "stablehlo.broadcast_in_dim"(%1112) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1114 = stablehlo.subtract %1108, %1113 : tensor<64x14x14x384xf32>
    %1115 = stablehlo.multiply %1108, %732 : tensor<64x14x14x384xf32>
    %1116 = stablehlo.constant dense<0.0> : tensor<f32>
    %1117 = "stablehlo.reduce"(%1115, %1116) ({
    ^bb0(%_r82a: tensor<f32>, %_r82b: tensor<f32>):
      %_r82c = stablehlo.add %_r82a, %_r82b : tensor<f32>
      "stablehlo.return"(%_r82c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1118 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1119 = stablehlo.divide %1117, %1118 : tensor<64x14x14xf32>
    %1120 = "stablehlo.broadcast_in_dim"(%1119) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1121 = stablehlo.multiply %732, %1120 : tensor<64x14x14x384xf32>
    %1122 = stablehlo.subtract %1114, %1121 : tensor<64x14x14x384xf32>
    %1123 = stablehlo.multiply %731, %1122 : tensor<64x14x14x384xf32>
    %1124 = stablehlo.multiply %1104, %732 : tensor<64x14x14x384xf32>
    %1125 = stablehlo.constant dense<0.0> : tensor<f32>
    %1126 = "stablehlo.reduce"(%1124, %1125) ({
    ^bb0(%_r83a: tensor<f32>, %_r83b: tensor<f32>):
      %_r83c = stablehlo.add %_r83a, %_r83b : tensor<f32>
      "stablehlo.return"(%_r83c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1127 = stablehlo.constant dense<0.0> : tensor<f32>
    %1128 = "stablehlo.reduce"(%1104, %1127) ({
    ^bb0(%_r84a: tensor<f32>, %_r84b: tensor<f32>):
      %_r84c = stablehlo.add %_r84a, %_r84b : tensor<f32>
      "stablehlo.return"(%_r84c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1129 = stablehlo.multiply %1123, %714 : tensor<64x14x14x384xf32>
    %1130 = stablehlo.multiply %1129, %711 : tensor<64x14x14x384xf32>
    %1131 = stablehlo.multiply %1129, %710 : tensor<64x14x14x384xf32>
    %1132 = stablehlo.constant dense<0.0> : tensor<f32>
    %1133 = "stablehlo.reduce"(%1131, %1132) ({
    ^bb0(%_r85a: tensor<f32>, %_r85b: tensor<f32>):
      %_r85c = stablehlo.add %_r85a, %_r85b : tensor<f32>
      "stablehlo.return"(%_r85c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1134 = "stablehlo.dot_general"(%1130, %stages.2.blocks.8.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x14x14x384xf32>, tensor<1536x384xf32>) -> tensor<64x14x14x1536xf32>
    %1135 = "stablehlo.dot_general"(%1130, %707) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x1536xf32>) -> tensor<384x1536xf32>
    %1136 = "stablehlo.transpose"(%1135) {permutation = array<i64: 1, 0>} : (tensor<384x1536xf32>) -> tensor<1536x384xf32>
    %1137 = stablehlo.constant dense<0.0> : tensor<f32>
    %1138 = "stablehlo.reduce"(%1130, %1137) ({
    ^bb0(%_r86a: tensor<f32>, %_r86b: tensor<f32>):
      %_r86c = stablehlo.add %_r86a, %_r86b : tensor<f32>
      "stablehlo.return"(%_r86c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1139 = stablehlo.constant dense<0.5> : tensor<64x14x14x1536xf32>
    %1140 = stablehlo.multiply %704, %1139 : tensor<64x14x14x1536xf32>
    %1141 = stablehlo.multiply %701, %701 : tensor<64x14x14x1536xf32>
    %1142 = stablehlo.negate %1141 : tensor<64x14x14x1536xf32>
    %1143 = stablehlo.exponential %1142 : tensor<64x14x14x1536xf32>
    %1144 = stablehlo.constant dense<0.3989423> : tensor<64x14x14x1536xf32>
    %1145 = stablehlo.multiply %1143, %1144 : tensor<64x14x14x1536xf32>
    %1146 = stablehlo.multiply %699, %1145 : tensor<64x14x14x1536xf32>
    %1147 = stablehlo.add %1140, %1146 : tensor<64x14x14x1536xf32>
    %1148 = stablehlo.multiply %1134, %1147 : tensor<64x14x14x1536xf32>
    %1149 = "stablehlo.dot_general"(%1148, %stages.2.blocks.8.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x14x14x1536xf32>, tensor<384x1536xf32>) -> tensor<64x14x14x384xf32>
    %1150 = "stablehlo.dot_general"(%696, %1148) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x1536xf32>) -> tensor<384x1536xf32>
    %1151 = stablehlo.constant dense<0.0> : tensor<f32>
    %1152 = "stablehlo.reduce"(%1148, %1151) ({
    ^bb0(%_r87a: tensor<f32>, %_r87b: tensor<f32>):
      %_r87c = stablehlo.add %_r87a, %_r87b : tensor<f32>
      "stablehlo.return"(%_r87c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %1153 = stablehlo.multiply %1149, %693 : tensor<64x14x14x384xf32>
    %1154 = stablehlo.constant dense<0.0> : tensor<f32>
    %1155 = "stablehlo.reduce"(%1153, %1154) ({
    ^bb0(%_r88a: tensor<f32>, %_r88b: tensor<f32>):
      %_r88c = stablehlo.add %_r88a, %_r88b : tensor<f32>
      "stablehlo.return"(%_r88c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1156 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1157 = stablehlo.divide %1155, %1156 : tensor<64x14x14xf32>
    %1158 = "stablehlo.broadcast_in_dim"(%1157) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1159 = stablehlo.subtract %1153, %1158 : tensor<64x14x14x384xf32>
    %1160 = stablehlo.multiply %1153, %692 : tensor<64x14x14x384xf32>
    %1161 = stablehlo.constant dense<0.0> : tensor<f32>
    %1162 = "stablehlo.reduce"(%1160, %1161) ({
    ^bb0(%_r89a: tensor<f32>, %_r89b: tensor<f32>):
      %_r89c = stablehlo.add %_r89a, %_r89b : tensor<f32>
      "stablehlo.return"(%_r89c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1163 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1164 = stablehlo.divide %1162, %1163 : tensor<64x14x14xf32>
    %1165 = "stablehlo.broadcast_in_dim"(%1164) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1166 = stablehlo.multiply %692, %1165 : tensor<64x14x14x384xf32>
    %1167 = stablehlo.subtract %1159, %1166 : tensor<64x14x14x384xf32>
    %1168 = stablehlo.multiply %691, %1167 : tensor<64x14x14x384xf32>
    %1169 = stablehlo.multiply %1149, %692 : tensor<64x14x14x384xf32>
    %1170 = stablehlo.constant dense<0.0> : tensor<f32>
    %1171 = "stablehlo.reduce"(%1169, %1170) ({
    ^bb0(%_r90a: tensor<f32>, %_r90b: tensor<f32>):
      %_r90c = stablehlo.add %_r90a, %_r90b : tensor<f32>
      "stablehlo.return"(%_r90c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1172 = stablehlo.constant dense<0.0> : tensor<f32>
    %1173 = "stablehlo.reduce"(%1149, %1172) ({
    ^bb0(%_r91a: tensor<f32>, %_r91b: tensor<f32>):
      %_r91c = stablehlo.add %_r91a, %_r91b : tensor<f32>
      "stablehlo.return"(%_r91c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1174 = "stablehlo.reverse"(%stages.2.blocks.8.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %1175 = "stablehlo.convolution"(%1168, %1174) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<7x7x1x384xf32>) -> tensor<64x14x14x384xf32>
    %1176 = "stablehlo.convolution"(%673, %1168) {batch_group_count = 384 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x384xf32>) -> tensor<7x7x1x384xf32>
    %1177 = stablehlo.constant dense<0.0> : tensor<f32>
    %1178 = "stablehlo.reduce"(%1168, %1177) ({
    ^bb0(%_r92a: tensor<f32>, %_r92b: tensor<f32>):
      %_r92c = stablehlo.add %_r92a, %_r92b : tensor<f32>
      "stablehlo.return"(%_r92c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1179 = stablehlo.add %1175, %1123 : tensor<64x14x14x384xf32>
    %1180 = stablehlo.multiply %1179, %671 : tensor<64x14x14x384xf32>
    %1181 = stablehlo.multiply %1180, %668 : tensor<64x14x14x384xf32>
    %1182 = stablehlo.multiply %1180, %667 : tensor<64x14x14x384xf32>
    %1183 = stablehlo.constant dense<0.0> : tensor<f32>
    %1184 = "stablehlo.reduce"(%1182, %1183) ({
    ^bb0(%_r93a: tensor<f32>, %_r93b: tensor<f32>):
      %_r93c = stablehlo.add %_r93a, %_r93b : tensor<f32>
      "stablehlo.return"(%_r93c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1185 = "stablehlo.dot_general"(%1181, %stages.2.blocks.7.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x14x14x384xf32>, tensor<1536x384xf32>) -> tensor<64x14x14x1536xf32>
    %1186 = "stablehlo.dot_general"(%1181, %664) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x1536xf32>) -> tensor<384x1536xf32>
    %1187 = "stablehlo.transpose"(%1186) {permutation = array<i64: 1, 0>} : (tensor<384x1536xf32>) -> tensor<1536x384xf32>
    %1188 = stablehlo.constant dense<0.0> : tensor<f32>
    %1189 = "stablehlo.reduce"(%1181, %1188) ({
    ^bb0(%_r94a: tensor<f32>, %_r94b: tensor<f32>):
      %_r94c = stablehlo.add %_r94a, %_r94b : tensor<f32>
      "stablehlo.return"(%_r94c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1190 = stablehlo.constant dense<0.5> : tensor<64x14x14x1536xf32>
    %1191 = stablehlo.multiply %661, %1190 : tensor<64x14x14x1536xf32>
    %1192 = stablehlo.multiply %658, %658 : tensor<64x14x14x1536xf32>
    %1193 = stablehlo.negate %1192 : tensor<64x14x14x1536xf32>
    %1194 = stablehlo.exponential %1193 : tensor<64x14x14x1536xf32>
    %1195 = stablehlo.constant dense<0.3989423> : tensor<64x14x14x1536xf32>
    %1196 = stablehlo.multiply %1194, %1195 : tensor<64x14x14x1536xf32>
    %1197 = stablehlo.multiply %656, %1196 : tensor<64x14x14x1536xf32>
    %1198 = stablehlo.add %1191, %1197 : tensor<64x14x14x1536xf32>
    %1199 = stablehlo.multiply %1185, %1198 : tensor<64x14x14x1536xf32>
    %1200 = "stablehlo.dot_general"(%1199, %stages.2.blocks.7.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x14x14x1536xf32>, tensor<384x1536xf32>) -> tensor<64x14x14x384xf32>
    %1201 = "stablehlo.dot_general"(%653, %1199) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x1536xf32>) -> tensor<384x1536xf32>
    %1202 = stablehlo.constant dense<0.0> : tensor<f32>
    %1203 = "stablehlo.reduce"(%1199, %1202) ({
    ^bb0(%_r95a: tensor<f32>, %_r95b: tensor<f32>):
      %_r95c = stablehlo.add %_r95a, %_r95b : tensor<f32>
      "stablehlo.return"(%_r95c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %1204 = stablehlo.multiply %1200, %650 : tensor<64x14x14x384xf32>
    %1205 = stablehlo.constant dense<0.0> : tensor<f32>
    %1206 = "stablehlo.reduce"(%1204, %1205) ({
    ^bb0(%_r96a: tensor<f32>, %_r96b: tensor<f32>):
      %_r96c = stablehlo.add %_r96a, %_r96b : tensor<f32>
      "stablehlo.return"(%_r96c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1207 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1208 = stablehlo.divide %1206, %1207 : tensor<64x14x14xf32>
    %1209 = "stablehlo.broadcast_in_dim"(%1208) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1210 = stablehlo.subtract %1204, %1209 : tensor<64x14x14x384xf32>
    %1211 = stablehlo.multiply %1204, %649 : tensor<64x14x14x384xf32>
    %1212 = stablehlo.constant dense<0.0> : tensor<f32>
    %1213 = "stablehlo.reduce"(%1211, %1212) ({
    ^bb0(%_r97a: tensor<f32>, %_r97b: tensor<f32>):
      %_r97c = stablehlo.add %_r97a, %_r97b : tensor<f32>
      "stablehlo.return"(%_r97c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1214 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1215 = stablehlo.divide %1213, %1214 : tensor<64x14x14xf32>
    %1216 = "stablehlo.broadcast_in_dim"(%1215) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1217 = stablehlo.multiply %649, %1216 : tensor<64x14x14x384xf32>
    %1218 = stablehlo.subtract %1210, %1217 : tensor<64x14x14x384xf32>
    %1219 = stablehlo.multiply %648, %1218 : tensor<64x14x14x384xf32>
    %1220 = stablehlo.multiply %1200, %649 : tensor<64x14x14x384xf32>
    %1221 = stablehlo.constant dense<0.0> : tensor<f32>
    %1222 = "stablehlo.reduce"(%1220, %1221) ({
    ^bb0(%_r98a: tensor<f32>, %_r98b: tensor<f32>):
      %_r98c = stablehlo.add %_r98a, %_r98b : tensor<f32>
      "stablehlo.return"(%_r98c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1223 = stablehlo.constant dense<0.0> : tensor<f32>
    %1224 = "stablehlo.reduce"(%1200, %1223) ({
    ^bb0(%_r99a: tensor<f32>, %_r99b: tensor<f32>):
      %_r99c = stablehlo.add %_r99a, %_r99b : tensor<f32>
      "stablehlo.return"(%_r99c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1225 = "stablehlo.reverse"(%stages.2.blocks.7.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %1226 = "stablehlo.convolution"(%1219, %1225) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<7x7x1x384xf32>) -> tensor<64x14x14x384xf32>
    %1227 = "stablehlo.convolution"(%630, %1219) {batch_group_count = 384 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x384xf32>) -> tensor<7x7x1x384xf32>
    %1228 = stablehlo.constant dense<0.0> : tensor<f32>
    %1229 = "stablehlo.reduce"(%1219, %1228) ({
    ^bb0(%_r100a: tensor<f32>, %_r100b: tensor<f32>):
      %_r100c = stablehlo.add %_r100a, %_r100b : tensor<f32>
      "stablehlo.return"(%_r100c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1230 = stablehlo.add %1226, %1179 : tensor<64x14x14x384xf32>
    %1231 = stablehlo.multiply %1230, %628 : tensor<64x14x14x384xf32>
    %1232 = stablehlo.multiply %1231, %625 : tensor<64x14x14x384xf32>
    %1233 = stablehlo.multiply %1231, %624 : tensor<64x14x14x384xf32>
    %1234 = stablehlo.constant dense<0.0> : tensor<f32>
    %1235 = "stablehlo.reduce"(%1233, %1234) ({
    ^bb0(%_r101a: tensor<f32>, %_r101b: tensor<f32>):
      %_r101c = stablehlo.add %_r101a, %_r101b : tensor<f32>
      "stablehlo.return"(%_r101c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1236 = "stablehlo.dot_general"(%1232, %stages.2.blocks.6.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x14x14x384xf32>, tensor<1536x384xf32>) -> tensor<64x14x14x1536xf32>
    %1237 = "stablehlo.dot_general"(%1232, %621) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x1536xf32>) -> tensor<384x1536xf32>
    %1238 = "stablehlo.transpose"(%1237) {permutation = array<i64: 1, 0>} : (tensor<384x1536xf32>) -> tensor<1536x384xf32>
    %1239 = stablehlo.constant dense<0.0> : tensor<f32>
    %1240 = "stablehlo.reduce"(%1232, %1239) ({
    ^bb0(%_r102a: tensor<f32>, %_r102b: tensor<f32>):
      %_r102c = stablehlo.add %_r102a, %_r102b : tensor<f32>
      "stablehlo.return"(%_r102c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1241 = stablehlo.constant dense<0.5> : tensor<64x14x14x1536xf32>
    %1242 = stablehlo.multiply %618, %1241 : tensor<64x14x14x1536xf32>
    %1243 = stablehlo.multiply %615, %615 : tensor<64x14x14x1536xf32>
    %1244 = stablehlo.negate %1243 : tensor<64x14x14x1536xf32>
    %1245 = stablehlo.exponential %1244 : tensor<64x14x14x1536xf32>
    %1246 = stablehlo.constant dense<0.3989423> : tensor<64x14x14x1536xf32>
    %1247 = stablehlo.multiply %1245, %1246 : tensor<64x14x14x1536xf32>
    %1248 = stablehlo.multiply %613, %1247 : tensor<64x14x14x1536xf32>
    %1249 = stablehlo.add %1242, %1248 : tensor<64x14x14x1536xf32>
    %1250 = stablehlo.multiply %1236, %1249 : tensor<64x14x14x1536xf32>
    %1251 = "stablehlo.dot_general"(%1250, %stages.2.blocks.6.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x14x14x1536xf32>, tensor<384x1536xf32>) -> tensor<64x14x14x384xf32>
    %1252 = "stablehlo.dot_general"(%610, %1250) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x1536xf32>) -> tensor<384x1536xf32>
    %1253 = stablehlo.constant dense<0.0> : tensor<f32>
    %1254 = "stablehlo.reduce"(%1250, %1253) ({
    ^bb0(%_r103a: tensor<f32>, %_r103b: tensor<f32>):
      %_r103c = stablehlo.add %_r103a, %_r103b : tensor<f32>
      "stablehlo.return"(%_r103c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %1255 = stablehlo.multiply %1251, %607 : tensor<64x14x14x384xf32>
    %1256 = stablehlo.constant dense<0.0> : tensor<f32>
    %1257 = "stablehlo.reduce"(%1255, %1256) ({
    ^bb0(%_r104a: tensor<f32>, %_r104b: tensor<f32>):
      %_r104c = stablehlo.add %_r104a, %_r104b : tensor<f32>
      "stablehlo.return"(%_r104c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1258 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1259 = stablehlo.divide %1257, %1258 : tensor<64x14x14xf32>
    %1260 = "stablehlo.broadcast_in_dim"(%1259) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1261 = stablehlo.subtract %1255, %1260 : tensor<64x14x14x384xf32>
    %1262 = stablehlo.multiply %1255, %606 : tensor<64x14x14x384xf32>
    %1263 = stablehlo.constant dense<0.0> : tensor<f32>
    %1264 = "stablehlo.reduce"(%1262, %1263) ({
    ^bb0(%_r105a: tensor<f32>, %_r105b: tensor<f32>):
      %_r105c = stablehlo.add %_r105a, %_r105b : tensor<f32>
      "stablehlo.return"(%_r105c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1265 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1266 = stablehlo.divide %1264, %1265 : tensor<64x14x14xf32>
    %1267 = "stablehlo.broadcast_in_dim"(%1266) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1268 = stablehlo.multiply %606, %1267 : tensor<64x14x14x384xf32>
    %1269 = stablehlo.subtract %1261, %1268 : tensor<64x14x14x384xf32>
    %1270 = stablehlo.multiply %605, %1269 : tensor<64x14x14x384xf32>
    %1271 = stablehlo.multiply %1251, %606 : tensor<64x14x14x384xf32>
    %1272 = stablehlo.constant dense<0.0> : tensor<f32>
    %1273 = "stablehlo.reduce"(%1271, %1272) ({
    ^bb0(%_r106a: tensor<f32>, %_r106b: tensor<f32>):
      %_r106c = stablehlo.add %_r106a, %_r106b : tensor<f32>
      "stablehlo.return"(%_r106c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1274 = stablehlo.constant dense<0.0> : tensor<f32>
    %1275 = "stablehlo.reduce"(%1251, %1274) ({
    ^bb0(%_r107a: tensor<f32>, %_r107b: tensor<f32>):
      %_r107c = stablehlo.add %_r107a, %_r107b : tensor<f32>
      "stablehlo.return"(%_r107c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1276 = "stablehlo.reverse"(%stages.2.blocks.6.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %1277 = "stablehlo.convolution"(%1270, %1276) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<7x7x1x384xf32>) -> tensor<64x14x14x384xf32>
    %1278 = "stablehlo.convolution"(%587, %1270) {batch_group_count = 384 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x384xf32>) -> tensor<7x7x1x384xf32>
    %1279 = stablehlo.constant dense<0.0> : tensor<f32>
    %1280 = "stablehlo.reduce"(%1270, %1279) ({
    ^bb0(%_r108a: tensor<f32>, %_r108b: tensor<f32>):
      %_r108c = stablehlo.add %_r108a, %_r108b : tensor<f32>
      "stablehlo.return"(%_r108c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1281 = stablehlo.add %1277, %1230 : tensor<64x14x14x384xf32>
    %1282 = stablehlo.multiply %1281, %585 : tensor<64x14x14x384xf32>
    %1283 = stablehlo.multiply %1282, %582 : tensor<64x14x14x384xf32>
    %1284 = stablehlo.multiply %1282, %581 : tensor<64x14x14x384xf32>
    %1285 = stablehlo.constant dense<0.0> : tensor<f32>
    %1286 = "stablehlo.reduce"(%1284, %1285) ({
    ^bb0(%_r109a: tensor<f32>, %_r109b: tensor<f32>):
      %_r109c = stablehlo.add %_r109a, %_r109b : tensor<f32>
      "stablehlo.return"(%_r109c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1287 = "stablehlo.dot_general"(%1283, %stages.2.blocks.5.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x14x14x384xf32>, tensor<1536x384xf32>) -> tensor<64x14x14x1536xf32>
    %1288 = "stablehlo.dot_general"(%1283, %578) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x1536xf32>) -> tensor<384x1536xf32>
    %1289 = "stablehlo.transpose"(%1288) {permutation = array<i64: 1, 0>} : (tensor<384x1536xf32>) -> tensor<1536x384xf32>
    %1290 = stablehlo.constant dense<0.0> : tensor<f32>
    %1291 = "stablehlo.reduce"(%1283, %1290) ({
    ^bb0(%_r110a: tensor<f32>, %_r110b: tensor<f32>):
      %_r110c = stablehlo.add %_r110a, %_r110b : tensor<f32>
      "stablehlo.return"(%_r110c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1292 = stablehlo.constant dense<0.5> : tensor<64x14x14x1536xf32>
    %1293 = stablehlo.multiply %575, %1292 : tensor<64x14x14x1536xf32>
    %1294 = stablehlo.multiply %572, %572 : tensor<64x14x14x1536xf32>
    %1295 = stablehlo.negate %1294 : tensor<64x14x14x1536xf32>
    %1296 = stablehlo.exponential %1295 : tensor<64x14x14x1536xf32>
    %1297 = stablehlo.constant dense<0.3989423> : tensor<64x14x14x1536xf32>
    %1298 = stablehlo.multiply %1296, %1297 : tensor<64x14x14x1536xf32>
    %1299 = stablehlo.multiply %570, %1298 : tensor<64x14x14x1536xf32>
    %1300 = stablehlo.add %1293, %1299 : tensor<64x14x14x1536xf32>
    %1301 = stablehlo.multiply %1287, %1300 : tensor<64x14x14x1536xf32>
    %1302 = "stablehlo.dot_general"(%1301, %stages.2.blocks.5.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x14x14x1536xf32>, tensor<384x1536xf32>) -> tensor<64x14x14x384xf32>
    %1303 = "stablehlo.dot_general"(%567, %1301) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x1536xf32>) -> tensor<384x1536xf32>
    %1304 = stablehlo.constant dense<0.0> : tensor<f32>
    %1305 = "stablehlo.reduce"(%1301, %1304) ({
    ^bb0(%_r111a: tensor<f32>, %_r111b: tensor<f32>):
      %_r111c = stablehlo.add %_r111a, %_r111b : tensor<f32>
      "stablehlo.return"(%_r111c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %1306 = stablehlo.multiply %1302, %564 : tensor<64x14x14x384xf32>
    %1307 = stablehlo.constant dense<0.0> : tensor<f32>
    %1308 = "stablehlo.reduce"(%1306, %1307) ({
    ^bb0(%_r112a: tensor<f32>, %_r112b: tensor<f32>):
      %_r112c = stablehlo.add %_r112a, %_r112b : tensor<f32>
      "stablehlo.return"(%_r112c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1309 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1310 = stablehlo.divide %1308, %1309 : tensor<64x14x14xf32>
    %1311 = "stablehlo.broadcast_in_dim"(%1310) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1312 = stablehlo.subtract %1306, %1311 : tensor<64x14x14x384xf32>
    %1313 = stablehlo.multiply %1306, %563 : tensor<64x14x14x384xf32>
    %1314 = stablehlo.constant dense<0.0> : tensor<f32>
    %1315 = "stablehlo.reduce"(%1313, %1314) ({
    ^bb0(%_r113a: tensor<f32>, %_r113b: tensor<f32>):
      %_r113c = stablehlo.add %_r113a, %_r113b : tensor<f32>
      "stablehlo.return"(%_r113c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1316 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1317 = stablehlo.divide %1315, %1316 : tensor<64x14x14xf32>
    %1318 = "stablehlo.broadcast_in_dim"(%1317) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1319 = stablehlo.multiply %563, %1318 : tensor<64x14x14x384xf32>
    %1320 = stablehlo.subtract %1312, %1319 : tensor<64x14x14x384xf32>
    %1321 = stablehlo.multiply %562, %1320 : tensor<64x14x14x384xf32>
    %1322 = stablehlo.multiply %1302, %563 : tensor<64x14x14x384xf32>
    %1323 = stablehlo.constant dense<0.0> : tensor<f32>
    %1324 = "stablehlo.reduce"(%1322, %1323) ({
    ^bb0(%_r114a: tensor<f32>, %_r114b: tensor<f32>):
      %_r114c = stablehlo.add %_r114a, %_r114b : tensor<f32>
      "stablehlo.return"(%_r114c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1325 = stablehlo.constant dense<0.0> : tensor<f32>
    %1326 = "stablehlo.reduce"(%1302, %1325) ({
    ^bb0(%_r115a: tensor<f32>, %_r115b: tensor<f32>):
      %_r115c = stablehlo.add %_r115a, %_r115b : tensor<f32>
      "stablehlo.return"(%_r115c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1327 = "stablehlo.reverse"(%stages.2.blocks.5.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %1328 = "stablehlo.convolution"(%1321, %1327) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<7x7x1x384xf32>) -> tensor<64x14x14x384xf32>
    %1329 = "stablehlo.convolution"(%544, %1321) {batch_group_count = 384 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x384xf32>) -> tensor<7x7x1x384xf32>
    %1330 = stablehlo.constant dense<0.0> : tensor<f32>
    %1331 = "stablehlo.reduce"(%1321, %1330) ({
    ^bb0(%_r116a: tensor<f32>, %_r116b: tensor<f32>):
      %_r116c = stablehlo.add %_r116a, %_r116b : tensor<f32>
      "stablehlo.return"(%_r116c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1332 = stablehlo.add %1328, %1281 : tensor<64x14x14x384xf32>
    %1333 = stablehlo.multiply %1332, %542 : tensor<64x14x14x384xf32>
    %1334 = stablehlo.multiply %1333, %539 : tensor<64x14x14x384xf32>
    %1335 = stablehlo.multiply %1333, %538 : tensor<64x14x14x384xf32>
    %1336 = stablehlo.constant dense<0.0> : tensor<f32>
    %1337 = "stablehlo.reduce"(%1335, %1336) ({
    ^bb0(%_r117a: tensor<f32>, %_r117b: tensor<f32>):
      %_r117c = stablehlo.add %_r117a, %_r117b : tensor<f32>
      "stablehlo.return"(%_r117c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1338 = "stablehlo.dot_general"(%1334, %stages.2.blocks.4.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x14x14x384xf32>, tensor<1536x384xf32>) -> tensor<64x14x14x1536xf32>
    %1339 = "stablehlo.dot_general"(%1334, %535) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x1536xf32>) -> tensor<384x1536xf32>
    %1340 = "stablehlo.transpose"(%1339) {permutation = array<i64: 1, 0>} : (tensor<384x1536xf32>) -> tensor<1536x384xf32>
    %1341 = stablehlo.constant dense<0.0> : tensor<f32>
    %1342 = "stablehlo.reduce"(%1334, %1341) ({
    ^bb0(%_r118a: tensor<f32>, %_r118b: tensor<f32>):
      %_r118c = stablehlo.add %_r118a, %_r118b : tensor<f32>
      "stablehlo.return"(%_r118c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1343 = stablehlo.constant dense<0.5> : tensor<64x14x14x1536xf32>
    %1344 = stablehlo.multiply %532, %1343 : tensor<64x14x14x1536xf32>
    %1345 = stablehlo.multiply %529, %529 : tensor<64x14x14x1536xf32>
    %1346 = stablehlo.negate %1345 : tensor<64x14x14x1536xf32>
    %1347 = stablehlo.exponential %1346 : tensor<64x14x14x1536xf32>
    %1348 = stablehlo.constant dense<0.3989423> : tensor<64x14x14x1536xf32>
    %1349 = stablehlo.multiply %1347, %1348 : tensor<64x14x14x1536xf32>
    %1350 = stablehlo.multiply %527, %1349 : tensor<64x14x14x1536xf32>
    %1351 = stablehlo.add %1344, %1350 : tensor<64x14x14x1536xf32>
    %1352 = stablehlo.multiply %1338, %1351 : tensor<64x14x14x1536xf32>
    %1353 = "stablehlo.dot_general"(%1352, %stages.2.blocks.4.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x14x14x1536xf32>, tensor<384x1536xf32>) -> tensor<64x14x14x384xf32>
    %1354 = "stablehlo.dot_general"(%524, %1352) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x1536xf32>) -> tensor<384x1536xf32>
    %1355 = stablehlo.constant dense<0.0> : tensor<f32>
    %1356 = "stablehlo.reduce"(%1352, %1355) ({
    ^bb0(%_r119a: tensor<f32>, %_r119b: tensor<f32>):
      %_r119c = stablehlo.add %_r119a, %_r119b : tensor<f32>
      "stablehlo.return"(%_r119c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %1357 = stablehlo.multiply %1353, %521 : tensor<64x14x14x384xf32>
    %1358 = stablehlo.constant dense<0.0> : tensor<f32>
    %1359 = "stablehlo.reduce"(%1357, %1358) ({
    ^bb0(%_r120a: tensor<f32>, %_r120b: tensor<f32>):
      %_r120c = stablehlo.add %_r120a, %_r120b : tensor<f32>
      "stablehlo.return"(%_r120c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1360 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1361 = stablehlo.divide %1359, %1360 : tensor<64x14x14xf32>
    %1362 = "stablehlo.broadcast_in_dim"(%1361) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1363 = stablehlo.subtract %1357, %1362 : tensor<64x14x14x384xf32>
    %1364 = stablehlo.multiply %1357, %520 : tensor<64x14x14x384xf32>
    %1365 = stablehlo.constant dense<0.0> : tensor<f32>
    %1366 = "stablehlo.reduce"(%1364, %1365) ({
    ^bb0(%_r121a: tensor<f32>, %_r121b: tensor<f32>):
      %_r121c = stablehlo.add %_r121a, %_r121b : tensor<f32>
      "stablehlo.return"(%_r121c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1367 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1368 = stablehlo.divide %1366, %1367 : tensor<64x14x14xf32>
    %1369 = "stablehlo.broadcast_in_dim"(%1368) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1370 = stablehlo.multiply %520, %1369 : tensor<64x14x14x384xf32>
    %1371 = stablehlo.subtract %1363, %1370 : tensor<64x14x14x384xf32>
    %1372 = stablehlo.multiply %519, %1371 : tensor<64x14x14x384xf32>
    %1373 = stablehlo.multiply %1353, %520 : tensor<64x14x14x384xf32>
    %1374 = stablehlo.constant dense<0.0> : tensor<f32>
    %1375 = "stablehlo.reduce"(%1373, %1374) ({
    ^bb0(%_r122a: tensor<f32>, %_r122b: tensor<f32>):
      %_r122c = stablehlo.add %_r122a, %_r122b : tensor<f32>
      "stablehlo.return"(%_r122c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1376 = stablehlo.constant dense<0.0> : tensor<f32>
    %1377 = "stablehlo.reduce"(%1353, %1376) ({
    ^bb0(%_r123a: tensor<f32>, %_r123b: tensor<f32>):
      %_r123c = stablehlo.add %_r123a, %_r123b : tensor<f32>
      "stablehlo.return"(%_r123c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1378 = "stablehlo.reverse"(%stages.2.blocks.4.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %1379 = "stablehlo.convolution"(%1372, %1378) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<7x7x1x384xf32>) -> tensor<64x14x14x384xf32>
    %1380 = "stablehlo.convolution"(%501, %1372) {batch_group_count = 384 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x384xf32>) -> tensor<7x7x1x384xf32>
    %1381 = stablehlo.constant dense<0.0> : tensor<f32>
    %1382 = "stablehlo.reduce"(%1372, %1381) ({
    ^bb0(%_r124a: tensor<f32>, %_r124b: tensor<f32>):
      %_r124c = stablehlo.add %_r124a, %_r124b : tensor<f32>
      "stablehlo.return"(%_r124c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1383 = stablehlo.add %1379, %1332 : tensor<64x14x14x384xf32>
    %1384 = stablehlo.multiply %1383, %499 : tensor<64x14x14x384xf32>
    %1385 = stablehlo.multiply %1384, %496 : tensor<64x14x14x384xf32>
    %1386 = stablehlo.multiply %1384, %495 : tensor<64x14x14x384xf32>
    %1387 = stablehlo.constant dense<0.0> : tensor<f32>
    %1388 = "stablehlo.reduce"(%1386, %1387) ({
    ^bb0(%_r125a: tensor<f32>, %_r125b: tensor<f32>):
      %_r125c = stablehlo.add %_r125a, %_r125b : tensor<f32>
      "stablehlo.return"(%_r125c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1389 = "stablehlo.dot_general"(%1385, %stages.2.blocks.3.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x14x14x384xf32>, tensor<1536x384xf32>) -> tensor<64x14x14x1536xf32>
    %1390 = "stablehlo.dot_general"(%1385, %492) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x1536xf32>) -> tensor<384x1536xf32>
    %1391 = "stablehlo.transpose"(%1390) {permutation = array<i64: 1, 0>} : (tensor<384x1536xf32>) -> tensor<1536x384xf32>
    %1392 = stablehlo.constant dense<0.0> : tensor<f32>
    %1393 = "stablehlo.reduce"(%1385, %1392) ({
    ^bb0(%_r126a: tensor<f32>, %_r126b: tensor<f32>):
      %_r126c = stablehlo.add %_r126a, %_r126b : tensor<f32>
      "stablehlo.return"(%_r126c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1394 = stablehlo.constant dense<0.5> : tensor<64x14x14x1536xf32>
    %1395 = stablehlo.multiply %489, %1394 : tensor<64x14x14x1536xf32>
    %1396 = stablehlo.multiply %486, %486 : tensor<64x14x14x1536xf32>
    %1397 = stablehlo.negate %1396 : tensor<64x14x14x1536xf32>
    %1398 = stablehlo.exponential %1397 : tensor<64x14x14x1536xf32>
    %1399 = stablehlo.constant dense<0.3989423> : tensor<64x14x14x1536xf32>
    %1400 = stablehlo.multiply %1398, %1399 : tensor<64x14x14x1536xf32>
    %1401 = stablehlo.multiply %484, %1400 : tensor<64x14x14x1536xf32>
    %1402 = stablehlo.add %1395, %1401 : tensor<64x14x14x1536xf32>
    %1403 = stablehlo.multiply %1389, %1402 : tensor<64x14x14x1536xf32>
    %1404 = "stablehlo.dot_general"(%1403, %stages.2.blocks.3.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x14x14x1536xf32>, tensor<384x1536xf32>) -> tensor<64x14x14x384xf32>
    %1405 = "stablehlo.dot_general"(%481, %1403) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x1536xf32>) -> tensor<384x1536xf32>
    %1406 = stablehlo.constant dense<0.0> : tensor<f32>
    %1407 = "stablehlo.reduce"(%1403, %1406) ({
    ^bb0(%_r127a: tensor<f32>, %_r127b: tensor<f32>):
      %_r127c = stablehlo.add %_r127a, %_r127b : tensor<f32>
      "stablehlo.return"(%_r127c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %1408 = stablehlo.multiply %1404, %478 : tensor<64x14x14x384xf32>
    %1409 = stablehlo.constant dense<0.0> : tensor<f32>
    %1410 = "stablehlo.reduce"(%1408, %1409) ({
    ^bb0(%_r128a: tensor<f32>, %_r128b: tensor<f32>):
      %_r128c = stablehlo.add %_r128a, %_r128b : tensor<f32>
      "stablehlo.return"(%_r128c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1411 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1412 = stablehlo.divide %1410, %1411 : tensor<64x14x14xf32>
    %1413 = "stablehlo.broadcast_in_dim"(%1412) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1414 = stablehlo.subtract %1408, %1413 : tensor<64x14x14x384xf32>
    %1415 = stablehlo.multiply %1408, %477 : tensor<64x14x14x384xf32>
    %1416 = stablehlo.constant dense<0.0> : tensor<f32>
    %1417 = "stablehlo.reduce"(%1415, %1416) ({
    ^bb0(%_r129a: tensor<f32>, %_r129b: tensor<f32>):
      %_r129c = stablehlo.add %_r129a, %_r129b : tensor<f32>
      "stablehlo.return"(%_r129c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1418 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1419 = stablehlo.divide %1417, %1418 : tensor<64x14x14xf32>
    %1420 = "stablehlo.broadcast_in_dim"(%1419) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1421 = stablehlo.multiply %477, %1420 : tensor<64x14x14x384xf32>
    %1422 = stablehlo.subtract %1414, %1421 : tensor<64x14x14x384xf32>
    %1423 = stablehlo.multiply %476, %1422 : tensor<64x14x14x384xf32>
    %1424 = stablehlo.multiply %1404, %477 : tensor<64x14x14x384xf32>
    %1425 = stablehlo.constant dense<0.0> : tensor<f32>
    %1426 = "stablehlo.reduce"(%1424, %1425) ({
    ^bb0(%_r130a: tensor<f32>, %_r130b: tensor<f32>):
      %_r130c = stablehlo.add %_r130a, %_r130b : tensor<f32>
      "stablehlo.return"(%_r130c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1427 = stablehlo.constant dense<0.0> : tensor<f32>
    %1428 = "stablehlo.reduce"(%1404, %1427) ({
    ^bb0(%_r131a: tensor<f32>, %_r131b: tensor<f32>):
      %_r131c = stablehlo.add %_r131a, %_r131b : tensor<f32>
      "stablehlo.return"(%_r131c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1429 = "stablehlo.reverse"(%stages.2.blocks.3.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %1430 = "stablehlo.convolution"(%1423, %1429) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<7x7x1x384xf32>) -> tensor<64x14x14x384xf32>
    %1431 = "stablehlo.convolution"(%458, %1423) {batch_group_count = 384 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x384xf32>) -> tensor<7x7x1x384xf32>
    %1432 = stablehlo.constant dense<0.0> : tensor<f32>
    %1433 = "stablehlo.reduce"(%1423, %1432) ({
    ^bb0(%_r132a: tensor<f32>, %_r132b: tensor<f32>):
      %_r132c = stablehlo.add %_r132a, %_r132b : tensor<f32>
      "stablehlo.return"(%_r132c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1434 = stablehlo.add %1430, %1383 : tensor<64x14x14x384xf32>
    %1435 = stablehlo.multiply %1434, %456 : tensor<64x14x14x384xf32>
    %1436 = stablehlo.multiply %1435, %453 : tensor<64x14x14x384xf32>
    %1437 = stablehlo.multiply %1435, %452 : tensor<64x14x14x384xf32>
    %1438 = stablehlo.constant dense<0.0> : tensor<f32>
    %1439 = "stablehlo.reduce"(%1437, %1438) ({
    ^bb0(%_r133a: tensor<f32>, %_r133b: tensor<f32>):
      %_r133c = stablehlo.add %_r133a, %_r133b : tensor<f32>
      "stablehlo.return"(%_r133c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1440 = "stablehlo.dot_general"(%1436, %stages.2.blocks.2.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x14x14x384xf32>, tensor<1536x384xf32>) -> tensor<64x14x14x1536xf32>
    %1441 = "stablehlo.dot_general"(%1436, %449) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x1536xf32>) -> tensor<384x1536xf32>
    %1442 = "stablehlo.transpose"(%1441) {permutation = array<i64: 1, 0>} : (tensor<384x1536xf32>) -> tensor<1536x384xf32>
    %1443 = stablehlo.constant dense<0.0> : tensor<f32>
    %1444 = "stablehlo.reduce"(%1436, %1443) ({
    ^bb0(%_r134a: tensor<f32>, %_r134b: tensor<f32>):
      %_r134c = stablehlo.add %_r134a, %_r134b : tensor<f32>
      "stablehlo.return"(%_r134c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1445 = stablehlo.constant dense<0.5> : tensor<64x14x14x1536xf32>
    %1446 = stablehlo.multiply %446, %1445 : tensor<64x14x14x1536xf32>
    %1447 = stablehlo.multiply %443, %443 : tensor<64x14x14x1536xf32>
    %1448 = stablehlo.negate %1447 : tensor<64x14x14x1536xf32>
    %1449 = stablehlo.exponential %1448 : tensor<64x14x14x1536xf32>
    %1450 = stablehlo.constant dense<0.3989423> : tensor<64x14x14x1536xf32>
    %1451 = stablehlo.multiply %1449, %1450 : tensor<64x14x14x1536xf32>
    %1452 = stablehlo.multiply %441, %1451 : tensor<64x14x14x1536xf32>
    %1453 = stablehlo.add %1446, %1452 : tensor<64x14x14x1536xf32>
    %1454 = stablehlo.multiply %1440, %1453 : tensor<64x14x14x1536xf32>
    %1455 = "stablehlo.dot_general"(%1454, %stages.2.blocks.2.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x14x14x1536xf32>, tensor<384x1536xf32>) -> tensor<64x14x14x384xf32>
    %1456 = "stablehlo.dot_general"(%438, %1454) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x1536xf32>) -> tensor<384x1536xf32>
    %1457 = stablehlo.constant dense<0.0> : tensor<f32>
    %1458 = "stablehlo.reduce"(%1454, %1457) ({
    ^bb0(%_r135a: tensor<f32>, %_r135b: tensor<f32>):
      %_r135c = stablehlo.add %_r135a, %_r135b : tensor<f32>
      "stablehlo.return"(%_r135c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %1459 = stablehlo.multiply %1455, %435 : tensor<64x14x14x384xf32>
    %1460 = stablehlo.constant dense<0.0> : tensor<f32>
    %1461 = "stablehlo.reduce"(%1459, %1460) ({
    ^bb0(%_r136a: tensor<f32>, %_r136b: tensor<f32>):
      %_r136c = stablehlo.add %_r136a, %_r136b : tensor<f32>
      "stablehlo.return"(%_r136c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1462 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1463 = stablehlo.divide %1461, %1462 : tensor<64x14x14xf32>
    %1464 = "stablehlo.broadcast_in_dim"(%1463) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1465 = stablehlo.subtract %1459, %1464 : tensor<64x14x14x384xf32>
    %1466 = stablehlo.multiply %1459, %434 : tensor<64x14x14x384xf32>
    %1467 = stablehlo.constant dense<0.0> : tensor<f32>
    %1468 = "stablehlo.reduce"(%1466, %1467) ({
    ^bb0(%_r137a: tensor<f32>, %_r137b: tensor<f32>):
      %_r137c = stablehlo.add %_r137a, %_r137b : tensor<f32>
      "stablehlo.return"(%_r137c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1469 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1470 = stablehlo.divide %1468, %1469 : tensor<64x14x14xf32>
    %1471 = "stablehlo.broadcast_in_dim"(%1470) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1472 = stablehlo.multiply %434, %1471 : tensor<64x14x14x384xf32>
    %1473 = stablehlo.subtract %1465, %1472 : tensor<64x14x14x384xf32>
    %1474 = stablehlo.multiply %433, %1473 : tensor<64x14x14x384xf32>
    %1475 = stablehlo.multiply %1455, %434 : tensor<64x14x14x384xf32>
    %1476 = stablehlo.constant dense<0.0> : tensor<f32>
    %1477 = "stablehlo.reduce"(%1475, %1476) ({
    ^bb0(%_r138a: tensor<f32>, %_r138b: tensor<f32>):
      %_r138c = stablehlo.add %_r138a, %_r138b : tensor<f32>
      "stablehlo.return"(%_r138c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1478 = stablehlo.constant dense<0.0> : tensor<f32>
    %1479 = "stablehlo.reduce"(%1455, %1478) ({
    ^bb0(%_r139a: tensor<f32>, %_r139b: tensor<f32>):
      %_r139c = stablehlo.add %_r139a, %_r139b : tensor<f32>
      "stablehlo.return"(%_r139c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1480 = "stablehlo.reverse"(%stages.2.blocks.2.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %1481 = "stablehlo.convolution"(%1474, %1480) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<7x7x1x384xf32>) -> tensor<64x14x14x384xf32>
    %1482 = "stablehlo.convolution"(%415, %1474) {batch_group_count = 384 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x384xf32>) -> tensor<7x7x1x384xf32>
    %1483 = stablehlo.constant dense<0.0> : tensor<f32>
    %1484 = "stablehlo.reduce"(%1474, %1483) ({
    ^bb0(%_r140a: tensor<f32>, %_r140b: tensor<f32>):
      %_r140c = stablehlo.add %_r140a, %_r140b : tensor<f32>
      "stablehlo.return"(%_r140c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1485 = stablehlo.add %1481, %1434 : tensor<64x14x14x384xf32>
    %1486 = stablehlo.multiply %1485, %413 : tensor<64x14x14x384xf32>
    %1487 = stablehlo.multiply %1486, %410 : tensor<64x14x14x384xf32>
    %1488 = stablehlo.multiply %1486, %409 : tensor<64x14x14x384xf32>
    %1489 = stablehlo.constant dense<0.0> : tensor<f32>
    %1490 = "stablehlo.reduce"(%1488, %1489) ({
    ^bb0(%_r141a: tensor<f32>, %_r141b: tensor<f32>):
      %_r141c = stablehlo.add %_r141a, %_r141b : tensor<f32>
      "stablehlo.return"(%_r141c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1491 = "stablehlo.dot_general"(%1487, %stages.2.blocks.1.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x14x14x384xf32>, tensor<1536x384xf32>) -> tensor<64x14x14x1536xf32>
    %1492 = "stablehlo.dot_general"(%1487, %406) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x1536xf32>) -> tensor<384x1536xf32>
    %1493 = "stablehlo.transpose"(%1492) {permutation = array<i64: 1, 0>} : (tensor<384x1536xf32>) -> tensor<1536x384xf32>
    %1494 = stablehlo.constant dense<0.0> : tensor<f32>
    %1495 = "stablehlo.reduce"(%1487, %1494) ({
    ^bb0(%_r142a: tensor<f32>, %_r142b: tensor<f32>):
      %_r142c = stablehlo.add %_r142a, %_r142b : tensor<f32>
      "stablehlo.return"(%_r142c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1496 = stablehlo.constant dense<0.5> : tensor<64x14x14x1536xf32>
    %1497 = stablehlo.multiply %403, %1496 : tensor<64x14x14x1536xf32>
    %1498 = stablehlo.multiply %400, %400 : tensor<64x14x14x1536xf32>
    %1499 = stablehlo.negate %1498 : tensor<64x14x14x1536xf32>
    %1500 = stablehlo.exponential %1499 : tensor<64x14x14x1536xf32>
    %1501 = stablehlo.constant dense<0.3989423> : tensor<64x14x14x1536xf32>
    %1502 = stablehlo.multiply %1500, %1501 : tensor<64x14x14x1536xf32>
    %1503 = stablehlo.multiply %398, %1502 : tensor<64x14x14x1536xf32>
    %1504 = stablehlo.add %1497, %1503 : tensor<64x14x14x1536xf32>
    %1505 = stablehlo.multiply %1491, %1504 : tensor<64x14x14x1536xf32>
    %1506 = "stablehlo.dot_general"(%1505, %stages.2.blocks.1.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x14x14x1536xf32>, tensor<384x1536xf32>) -> tensor<64x14x14x384xf32>
    %1507 = "stablehlo.dot_general"(%395, %1505) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x1536xf32>) -> tensor<384x1536xf32>
    %1508 = stablehlo.constant dense<0.0> : tensor<f32>
    %1509 = "stablehlo.reduce"(%1505, %1508) ({
    ^bb0(%_r143a: tensor<f32>, %_r143b: tensor<f32>):
      %_r143c = stablehlo.add %_r143a, %_r143b : tensor<f32>
      "stablehlo.return"(%_r143c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %1510 = stablehlo.multiply %1506, %392 : tensor<64x14x14x384xf32>
    %1511 = stablehlo.constant dense<0.0> : tensor<f32>
    %1512 = "stablehlo.reduce"(%1510, %1511) ({
    ^bb0(%_r144a: tensor<f32>, %_r144b: tensor<f32>):
      %_r144c = stablehlo.add %_r144a, %_r144b : tensor<f32>
      "stablehlo.return"(%_r144c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1513 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1514 = stablehlo.divide %1512, %1513 : tensor<64x14x14xf32>
    %1515 = "stablehlo.broadcast_in_dim"(%1514) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1516 = stablehlo.subtract %1510, %1515 : tensor<64x14x14x384xf32>
    %1517 = stablehlo.multiply %1510, %391 : tensor<64x14x14x384xf32>
    %1518 = stablehlo.constant dense<0.0> : tensor<f32>
    %1519 = "stablehlo.reduce"(%1517, %1518) ({
    ^bb0(%_r145a: tensor<f32>, %_r145b: tensor<f32>):
      %_r145c = stablehlo.add %_r145a, %_r145b : tensor<f32>
      "stablehlo.return"(%_r145c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1520 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1521 = stablehlo.divide %1519, %1520 : tensor<64x14x14xf32>
    %1522 = "stablehlo.broadcast_in_dim"(%1521) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1523 = stablehlo.multiply %391, %1522 : tensor<64x14x14x384xf32>
    %1524 = stablehlo.subtract %1516, %1523 : tensor<64x14x14x384xf32>
    %1525 = stablehlo.multiply %390, %1524 : tensor<64x14x14x384xf32>
    %1526 = stablehlo.multiply %1506, %391 : tensor<64x14x14x384xf32>
    %1527 = stablehlo.constant dense<0.0> : tensor<f32>
    %1528 = "stablehlo.reduce"(%1526, %1527) ({
    ^bb0(%_r146a: tensor<f32>, %_r146b: tensor<f32>):
      %_r146c = stablehlo.add %_r146a, %_r146b : tensor<f32>
      "stablehlo.return"(%_r146c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1529 = stablehlo.constant dense<0.0> : tensor<f32>
    %1530 = "stablehlo.reduce"(%1506, %1529) ({
    ^bb0(%_r147a: tensor<f32>, %_r147b: tensor<f32>):
      %_r147c = stablehlo.add %_r147a, %_r147b : tensor<f32>
      "stablehlo.return"(%_r147c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1531 = "stablehlo.reverse"(%stages.2.blocks.1.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %1532 = "stablehlo.convolution"(%1525, %1531) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<7x7x1x384xf32>) -> tensor<64x14x14x384xf32>
    %1533 = "stablehlo.convolution"(%372, %1525) {batch_group_count = 384 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x384xf32>) -> tensor<7x7x1x384xf32>
    %1534 = stablehlo.constant dense<0.0> : tensor<f32>
    %1535 = "stablehlo.reduce"(%1525, %1534) ({
    ^bb0(%_r148a: tensor<f32>, %_r148b: tensor<f32>):
      %_r148c = stablehlo.add %_r148a, %_r148b : tensor<f32>
      "stablehlo.return"(%_r148c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1536 = stablehlo.add %1532, %1485 : tensor<64x14x14x384xf32>
    %1537 = stablehlo.multiply %1536, %370 : tensor<64x14x14x384xf32>
    %1538 = stablehlo.multiply %1537, %367 : tensor<64x14x14x384xf32>
    %1539 = stablehlo.multiply %1537, %366 : tensor<64x14x14x384xf32>
    %1540 = stablehlo.constant dense<0.0> : tensor<f32>
    %1541 = "stablehlo.reduce"(%1539, %1540) ({
    ^bb0(%_r149a: tensor<f32>, %_r149b: tensor<f32>):
      %_r149c = stablehlo.add %_r149a, %_r149b : tensor<f32>
      "stablehlo.return"(%_r149c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1542 = "stablehlo.dot_general"(%1538, %stages.2.blocks.0.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x14x14x384xf32>, tensor<1536x384xf32>) -> tensor<64x14x14x1536xf32>
    %1543 = "stablehlo.dot_general"(%1538, %363) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x1536xf32>) -> tensor<384x1536xf32>
    %1544 = "stablehlo.transpose"(%1543) {permutation = array<i64: 1, 0>} : (tensor<384x1536xf32>) -> tensor<1536x384xf32>
    %1545 = stablehlo.constant dense<0.0> : tensor<f32>
    %1546 = "stablehlo.reduce"(%1538, %1545) ({
    ^bb0(%_r150a: tensor<f32>, %_r150b: tensor<f32>):
      %_r150c = stablehlo.add %_r150a, %_r150b : tensor<f32>
      "stablehlo.return"(%_r150c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1547 = stablehlo.constant dense<0.5> : tensor<64x14x14x1536xf32>
    %1548 = stablehlo.multiply %360, %1547 : tensor<64x14x14x1536xf32>
    %1549 = stablehlo.multiply %357, %357 : tensor<64x14x14x1536xf32>
    %1550 = stablehlo.negate %1549 : tensor<64x14x14x1536xf32>
    %1551 = stablehlo.exponential %1550 : tensor<64x14x14x1536xf32>
    %1552 = stablehlo.constant dense<0.3989423> : tensor<64x14x14x1536xf32>
    %1553 = stablehlo.multiply %1551, %1552 : tensor<64x14x14x1536xf32>
    %1554 = stablehlo.multiply %355, %1553 : tensor<64x14x14x1536xf32>
    %1555 = stablehlo.add %1548, %1554 : tensor<64x14x14x1536xf32>
    %1556 = stablehlo.multiply %1542, %1555 : tensor<64x14x14x1536xf32>
    %1557 = "stablehlo.dot_general"(%1556, %stages.2.blocks.0.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x14x14x1536xf32>, tensor<384x1536xf32>) -> tensor<64x14x14x384xf32>
    %1558 = "stablehlo.dot_general"(%352, %1556) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x1536xf32>) -> tensor<384x1536xf32>
    %1559 = stablehlo.constant dense<0.0> : tensor<f32>
    %1560 = "stablehlo.reduce"(%1556, %1559) ({
    ^bb0(%_r151a: tensor<f32>, %_r151b: tensor<f32>):
      %_r151c = stablehlo.add %_r151a, %_r151b : tensor<f32>
      "stablehlo.return"(%_r151c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %1561 = stablehlo.multiply %1557, %349 : tensor<64x14x14x384xf32>
    %1562 = stablehlo.constant dense<0.0> : tensor<f32>
    %1563 = "stablehlo.reduce"(%1561, %1562) ({
    ^bb0(%_r152a: tensor<f32>, %_r152b: tensor<f32>):
      %_r152c = stablehlo.add %_r152a, %_r152b : tensor<f32>
      "stablehlo.return"(%_r152c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1564 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1565 = stablehlo.divide %1563, %1564 : tensor<64x14x14xf32>
    %1566 = "stablehlo.broadcast_in_dim"(%1565) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1567 = stablehlo.subtract %1561, %1566 : tensor<64x14x14x384xf32>
    %1568 = stablehlo.multiply %1561, %348 : tensor<64x14x14x384xf32>
    %1569 = stablehlo.constant dense<0.0> : tensor<f32>
    %1570 = "stablehlo.reduce"(%1568, %1569) ({
    ^bb0(%_r153a: tensor<f32>, %_r153b: tensor<f32>):
      %_r153c = stablehlo.add %_r153a, %_r153b : tensor<f32>
      "stablehlo.return"(%_r153c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1571 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1572 = stablehlo.divide %1570, %1571 : tensor<64x14x14xf32>
    %1573 = "stablehlo.broadcast_in_dim"(%1572) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1574 = stablehlo.multiply %348, %1573 : tensor<64x14x14x384xf32>
    %1575 = stablehlo.subtract %1567, %1574 : tensor<64x14x14x384xf32>
    %1576 = stablehlo.multiply %347, %1575 : tensor<64x14x14x384xf32>
    %1577 = stablehlo.multiply %1557, %348 : tensor<64x14x14x384xf32>
    %1578 = stablehlo.constant dense<0.0> : tensor<f32>
    %1579 = "stablehlo.reduce"(%1577, %1578) ({
    ^bb0(%_r154a: tensor<f32>, %_r154b: tensor<f32>):
      %_r154c = stablehlo.add %_r154a, %_r154b : tensor<f32>
      "stablehlo.return"(%_r154c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1580 = stablehlo.constant dense<0.0> : tensor<f32>
    %1581 = "stablehlo.reduce"(%1557, %1580) ({
    ^bb0(%_r155a: tensor<f32>, %_r155b: tensor<f32>):
      %_r155c = stablehlo.add %_r155a, %_r155b : tensor<f32>
      "stablehlo.return"(%_r155c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1582 = "stablehlo.reverse"(%stages.2.blocks.0.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %1583 = "stablehlo.convolution"(%1576, %1582) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<7x7x1x384xf32>) -> tensor<64x14x14x384xf32>
    %1584 = "stablehlo.convolution"(%329, %1576) {batch_group_count = 384 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x384xf32>) -> tensor<7x7x1x384xf32>
    %1585 = stablehlo.constant dense<0.0> : tensor<f32>
    %1586 = "stablehlo.reduce"(%1576, %1585) ({
    ^bb0(%_r156a: tensor<f32>, %_r156b: tensor<f32>):
      %_r156c = stablehlo.add %_r156a, %_r156b : tensor<f32>
      "stablehlo.return"(%_r156c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1587 = stablehlo.add %1583, %1536 : tensor<64x14x14x384xf32>
    %1588 = "stablehlo.dot_general"(%1587, %stages.2.down.conv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<64x14x14x384xf32>, tensor<2x2x192x384xf32>) -> tensor<64x14x14x2x2x192xf32>
    %1589 = "stablehlo.transpose"(%1588) {permutation = array<i64: 0, 1, 3, 2, 4, 5>} : (tensor<64x14x14x2x2x192xf32>) -> tensor<64x14x2x14x2x192xf32>
    %1590 = "stablehlo.reshape"(%1589) : (tensor<64x14x2x14x2x192xf32>) -> tensor<64x28x28x192xf32>
    %1591 = "stablehlo.dot_general"(%326, %1587) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 3], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x14x2x14x2x192xf32>, tensor<64x14x14x384xf32>) -> tensor<2x2x192x384xf32>
    %1592 = stablehlo.constant dense<0.0> : tensor<f32>
    %1593 = "stablehlo.reduce"(%1587, %1592) ({
    ^bb0(%_r157a: tensor<f32>, %_r157b: tensor<f32>):
      %_r157c = stablehlo.add %_r157a, %_r157b : tensor<f32>
      "stablehlo.return"(%_r157c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1594 = stablehlo.multiply %1590, %322 : tensor<64x28x28x192xf32>
    %1595 = stablehlo.constant dense<0.0> : tensor<f32>
    %1596 = "stablehlo.reduce"(%1594, %1595) ({
    ^bb0(%_r158a: tensor<f32>, %_r158b: tensor<f32>):
      %_r158c = stablehlo.add %_r158a, %_r158b : tensor<f32>
      "stablehlo.return"(%_r158c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<64x28x28xf32>
    %1597 = stablehlo.constant dense<192.0> : tensor<64x28x28xf32>
    %1598 = stablehlo.divide %1596, %1597 : tensor<64x28x28xf32>
    %1599 = "stablehlo.broadcast_in_dim"(%1598) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28xf32>) -> tensor<64x28x28x192xf32>
    %1600 = stablehlo.subtract %1594, %1599 : tensor<64x28x28x192xf32>
    %1601 = stablehlo.multiply %1594, %321 : tensor<64x28x28x192xf32>
    %1602 = stablehlo.constant dense<0.0> : tensor<f32>
    %1603 = "stablehlo.reduce"(%1601, %1602) ({
    ^bb0(%_r159a: tensor<f32>, %_r159b: tensor<f32>):
      %_r159c = stablehlo.add %_r159a, %_r159b : tensor<f32>
      "stablehlo.return"(%_r159c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<64x28x28xf32>
    %1604 = stablehlo.constant dense<192.0> : tensor<64x28x28xf32>
    %1605 = stablehlo.divide %1603, %1604 : tensor<64x28x28xf32>
    %1606 = "stablehlo.broadcast_in_dim"(%1605) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28xf32>) -> tensor<64x28x28x192xf32>
    %1607 = stablehlo.multiply %321, %1606 : tensor<64x28x28x192xf32>
    %1608 = stablehlo.subtract %1600, %1607 : tensor<64x28x28x192xf32>
    %1609 = stablehlo.multiply %320, %1608 : tensor<64x28x28x192xf32>
    %1610 = stablehlo.multiply %1590, %321 : tensor<64x28x28x192xf32>
    %1611 = stablehlo.constant dense<0.0> : tensor<f32>
    %1612 = "stablehlo.reduce"(%1610, %1611) ({
    ^bb0(%_r160a: tensor<f32>, %_r160b: tensor<f32>):
      %_r160c = stablehlo.add %_r160a, %_r160b : tensor<f32>
      "stablehlo.return"(%_r160c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1613 = stablehlo.constant dense<0.0> : tensor<f32>
    %1614 = "stablehlo.reduce"(%1590, %1613) ({
    ^bb0(%_r161a: tensor<f32>, %_r161b: tensor<f32>):
      %_r161c = stablehlo.add %_r161a, %_r161b : tensor<f32>
      "stablehlo.return"(%_r161c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1615 = stablehlo.multiply %1609, %303 : tensor<64x28x28x192xf32>
    %1616 = stablehlo.multiply %1615, %300 : tensor<64x28x28x192xf32>
    %1617 = stablehlo.multiply %1615, %299 : tensor<64x28x28x192xf32>
    %1618 = stablehlo.constant dense<0.0> : tensor<f32>
    %1619 = "stablehlo.reduce"(%1617, %1618) ({
    ^bb0(%_r162a: tensor<f32>, %_r162b: tensor<f32>):
      %_r162c = stablehlo.add %_r162a, %_r162b : tensor<f32>
      "stablehlo.return"(%_r162c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1620 = "stablehlo.dot_general"(%1616, %stages.1.blocks.2.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x28x28x192xf32>, tensor<768x192xf32>) -> tensor<64x28x28x768xf32>
    %1621 = "stablehlo.dot_general"(%1616, %296) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x28x28x192xf32>, tensor<64x28x28x768xf32>) -> tensor<192x768xf32>
    %1622 = "stablehlo.transpose"(%1621) {permutation = array<i64: 1, 0>} : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %1623 = stablehlo.constant dense<0.0> : tensor<f32>
    %1624 = "stablehlo.reduce"(%1616, %1623) ({
    ^bb0(%_r163a: tensor<f32>, %_r163b: tensor<f32>):
      %_r163c = stablehlo.add %_r163a, %_r163b : tensor<f32>
      "stablehlo.return"(%_r163c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1625 = stablehlo.constant dense<0.5> : tensor<64x28x28x768xf32>
    %1626 = stablehlo.multiply %293, %1625 : tensor<64x28x28x768xf32>
    %1627 = stablehlo.multiply %290, %290 : tensor<64x28x28x768xf32>
    %1628 = stablehlo.negate %1627 : tensor<64x28x28x768xf32>
    %1629 = stablehlo.exponential %1628 : tensor<64x28x28x768xf32>
    %1630 = stablehlo.constant dense<0.3989423> : tensor<64x28x28x768xf32>
    %1631 = stablehlo.multiply %1629, %1630 : tensor<64x28x28x768xf32>
    %1632 = stablehlo.multiply %288, %1631 : tensor<64x28x28x768xf32>
    %1633 = stablehlo.add %1626, %1632 : tensor<64x28x28x768xf32>
    %1634 = stablehlo.multiply %1620, %1633 : tensor<64x28x28x768xf32>
    %1635 = "stablehlo.dot_general"(%1634, %stages.1.blocks.2.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x28x28x768xf32>, tensor<192x768xf32>) -> tensor<64x28x28x192xf32>
    %1636 = "stablehlo.dot_general"(%285, %1634) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x28x28x192xf32>, tensor<64x28x28x768xf32>) -> tensor<192x768xf32>
    %1637 = stablehlo.constant dense<0.0> : tensor<f32>
    %1638 = "stablehlo.reduce"(%1634, %1637) ({
    ^bb0(%_r164a: tensor<f32>, %_r164b: tensor<f32>):
      %_r164c = stablehlo.add %_r164a, %_r164b : tensor<f32>
      "stablehlo.return"(%_r164c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1639 = stablehlo.multiply %1635, %282 : tensor<64x28x28x192xf32>
    %1640 = stablehlo.constant dense<0.0> : tensor<f32>
    %1641 = "stablehlo.reduce"(%1639, %1640) ({
    ^bb0(%_r165a: tensor<f32>, %_r165b: tensor<f32>):
      %_r165c = stablehlo.add %_r165a, %_r165b : tensor<f32>
      "stablehlo.return"(%_r165c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<64x28x28xf32>
    %1642 = stablehlo.constant dense<192.0> : tensor<64x28x28xf32>
    %1643 = stablehlo.divide %1641, %1642 : tensor<64x28x28xf32>
    %1644 = "stablehlo.broadcast_in_dim"(%1643) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28xf32>) -> tensor<64x28x28x192xf32>
    %1645 = stablehlo.subtract %1639, %1644 : tensor<64x28x28x192xf32>
    %1646 = stablehlo.multiply %1639, %281 : tensor<64x28x28x192xf32>
    %1647 = stablehlo.constant dense<0.0> : tensor<f32>
    %1648 = "stablehlo.reduce"(%1646, %1647) ({
    ^bb0(%_r166a: tensor<f32>, %_r166b: tensor<f32>):
      %_r166c = stablehlo.add %_r166a, %_r166b : tensor<f32>
      "stablehlo.return"(%_r166c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<64x28x28xf32>
    %1649 = stablehlo.constant dense<192.0> : tensor<64x28x28xf32>
    %1650 = stablehlo.divide %1648, %1649 : tensor<64x28x28xf32>
    %1651 = "stablehlo.broadcast_in_dim"(%1650) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28xf32>) -> tensor<64x28x28x192xf32>
    %1652 = stablehlo.multiply %281, %1651 : tensor<64x28x28x192xf32>
    %1653 = stablehlo.subtract %1645, %1652 : tensor<64x28x28x192xf32>
    %1654 = stablehlo.multiply %280, %1653 : tensor<64x28x28x192xf32>
    %1655 = stablehlo.multiply %1635, %281 : tensor<64x28x28x192xf32>
    %1656 = stablehlo.constant dense<0.0> : tensor<f32>
    %1657 = "stablehlo.reduce"(%1655, %1656) ({
    ^bb0(%_r167a: tensor<f32>, %_r167b: tensor<f32>):
      %_r167c = stablehlo.add %_r167a, %_r167b : tensor<f32>
      "stablehlo.return"(%_r167c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1658 = stablehlo.constant dense<0.0> : tensor<f32>
    %1659 = "stablehlo.reduce"(%1635, %1658) ({
    ^bb0(%_r168a: tensor<f32>, %_r168b: tensor<f32>):
      %_r168c = stablehlo.add %_r168a, %_r168b : tensor<f32>
      "stablehlo.return"(%_r168c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1660 = "stablehlo.reverse"(%stages.1.blocks.2.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x192xf32>) -> tensor<7x7x1x192xf32>
    %1661 = "stablehlo.convolution"(%1654, %1660) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 192 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x28x28x192xf32>, tensor<7x7x1x192xf32>) -> tensor<64x28x28x192xf32>
    %1662 = "stablehlo.convolution"(%262, %1654) {batch_group_count = 192 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x28x28x192xf32>, tensor<64x28x28x192xf32>) -> tensor<7x7x1x192xf32>
    %1663 = stablehlo.constant dense<0.0> : tensor<f32>
    %1664 = "stablehlo.reduce"(%1654, %1663) ({
    ^bb0(%_r169a: tensor<f32>, %_r169b: tensor<f32>):
      %_r169c = stablehlo.add %_r169a, %_r169b : tensor<f32>
      "stablehlo.return"(%_r169c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1665 = stablehlo.add %1661, %1609 : tensor<64x28x28x192xf32>
    %1666 = stablehlo.multiply %1665, %260 : tensor<64x28x28x192xf32>
    %1667 = stablehlo.multiply %1666, %257 : tensor<64x28x28x192xf32>
    %1668 = stablehlo.multiply %1666, %256 : tensor<64x28x28x192xf32>
    %1669 = stablehlo.constant dense<0.0> : tensor<f32>
    %1670 = "stablehlo.reduce"(%1668, %1669) ({
    ^bb0(%_r170a: tensor<f32>, %_r170b: tensor<f32>):
      %_r170c = stablehlo.add %_r170a, %_r170b : tensor<f32>
      "stablehlo.return"(%_r170c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1671 = "stablehlo.dot_general"(%1667, %stages.1.blocks.1.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x28x28x192xf32>, tensor<768x192xf32>) -> tensor<64x28x28x768xf32>
    %1672 = "stablehlo.dot_general"(%1667, %253) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x28x28x192xf32>, tensor<64x28x28x768xf32>) -> tensor<192x768xf32>
    %1673 = "stablehlo.transpose"(%1672) {permutation = array<i64: 1, 0>} : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %1674 = stablehlo.constant dense<0.0> : tensor<f32>
    %1675 = "stablehlo.reduce"(%1667, %1674) ({
    ^bb0(%_r171a: tensor<f32>, %_r171b: tensor<f32>):
      %_r171c = stablehlo.add %_r171a, %_r171b : tensor<f32>
      "stablehlo.return"(%_r171c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1676 = stablehlo.constant dense<0.5> : tensor<64x28x28x768xf32>
    %1677 = stablehlo.multiply %250, %1676 : tensor<64x28x28x768xf32>
    %1678 = stablehlo.multiply %247, %247 : tensor<64x28x28x768xf32>
    %1679 = stablehlo.negate %1678 : tensor<64x28x28x768xf32>
    %1680 = stablehlo.exponential %1679 : tensor<64x28x28x768xf32>
    %1681 = stablehlo.constant dense<0.3989423> : tensor<64x28x28x768xf32>
    %1682 = stablehlo.multiply %1680, %1681 : tensor<64x28x28x768xf32>
    %1683 = stablehlo.multiply %245, %1682 : tensor<64x28x28x768xf32>
    %1684 = stablehlo.add %1677, %1683 : tensor<64x28x28x768xf32>
    %1685 = stablehlo.multiply %1671, %1684 : tensor<64x28x28x768xf32>
    %1686 = "stablehlo.dot_general"(%1685, %stages.1.blocks.1.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x28x28x768xf32>, tensor<192x768xf32>) -> tensor<64x28x28x192xf32>
    %1687 = "stablehlo.dot_general"(%242, %1685) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x28x28x192xf32>, tensor<64x28x28x768xf32>) -> tensor<192x768xf32>
    %1688 = stablehlo.constant dense<0.0> : tensor<f32>
    %1689 = "stablehlo.reduce"(%1685, %1688) ({
    ^bb0(%_r172a: tensor<f32>, %_r172b: tensor<f32>):
      %_r172c = stablehlo.add %_r172a, %_r172b : tensor<f32>
      "stablehlo.return"(%_r172c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1690 = stablehlo.multiply %1686, %239 : tensor<64x28x28x192xf32>
    %1691 = stablehlo.constant dense<0.0> : tensor<f32>
    %1692 = "stablehlo.reduce"(%1690, %1691) ({
    ^bb0(%_r173a: tensor<f32>, %_r173b: tensor<f32>):
      %_r173c = stablehlo.add %_r173a, %_r173b : tensor<f32>
      "stablehlo.return"(%_r173c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<64x28x28xf32>
    %1693 = stablehlo.constant dense<192.0> : tensor<64x28x28xf32>
    %1694 = stablehlo.divide %1692, %1693 : tensor<64x28x28xf32>
    %1695 = "stablehlo.broadcast_in_dim"(%1694) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28xf32>) -> tensor<64x28x28x192xf32>
    %1696 = stablehlo.subtract %1690, %1695 : tensor<64x28x28x192xf32>
    %1697 = stablehlo.multiply %1690, %238 : tensor<64x28x28x192xf32>
    %1698 = stablehlo.constant dense<0.0> : tensor<f32>
    %1699 = "stablehlo.reduce"(%1697, %1698) ({
    ^bb0(%_r174a: tensor<f32>, %_r174b: tensor<f32>):
      %_r174c = stablehlo.add %_r174a, %_r174b : tensor<f32>
      "stablehlo.return"(%_r174c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<64x28x28xf32>
    %1700 = stablehlo.constant dense<192.0> : tensor<64x28x28xf32>
    %1701 = stablehlo.divide %1699, %1700 : tensor<64x28x28xf32>
    %1702 = "stablehlo.broadcast_in_dim"(%1701) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28xf32>) -> tensor<64x28x28x192xf32>
    %1703 = stablehlo.multiply %238, %1702 : tensor<64x28x28x192xf32>
    %1704 = stablehlo.subtract %1696, %1703 : tensor<64x28x28x192xf32>
    %1705 = stablehlo.multiply %237, %1704 : tensor<64x28x28x192xf32>
    %1706 = stablehlo.multiply %1686, %238 : tensor<64x28x28x192xf32>
    %1707 = stablehlo.constant dense<0.0> : tensor<f32>
    %1708 = "stablehlo.reduce"(%1706, %1707) ({
    ^bb0(%_r175a: tensor<f32>, %_r175b: tensor<f32>):
      %_r175c = stablehlo.add %_r175a, %_r175b : tensor<f32>
      "stablehlo.return"(%_r175c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1709 = stablehlo.constant dense<0.0> : tensor<f32>
    %1710 = "stablehlo.reduce"(%1686, %1709) ({
    ^bb0(%_r176a: tensor<f32>, %_r176b: tensor<f32>):
      %_r176c = stablehlo.add %_r176a, %_r176b : tensor<f32>
      "stablehlo.return"(%_r176c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1711 = "stablehlo.reverse"(%stages.1.blocks.1.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x192xf32>) -> tensor<7x7x1x192xf32>
    %1712 = "stablehlo.convolution"(%1705, %1711) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 192 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x28x28x192xf32>, tensor<7x7x1x192xf32>) -> tensor<64x28x28x192xf32>
    %1713 = "stablehlo.convolution"(%219, %1705) {batch_group_count = 192 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x28x28x192xf32>, tensor<64x28x28x192xf32>) -> tensor<7x7x1x192xf32>
    %1714 = stablehlo.constant dense<0.0> : tensor<f32>
    %1715 = "stablehlo.reduce"(%1705, %1714) ({
    ^bb0(%_r177a: tensor<f32>, %_r177b: tensor<f32>):
      %_r177c = stablehlo.add %_r177a, %_r177b : tensor<f32>
      "stablehlo.return"(%_r177c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1716 = stablehlo.add %1712, %1665 : tensor<64x28x28x192xf32>
    %1717 = stablehlo.multiply %1716, %217 : tensor<64x28x28x192xf32>
    %1718 = stablehlo.multiply %1717, %214 : tensor<64x28x28x192xf32>
    %1719 = stablehlo.multiply %1717, %213 : tensor<64x28x28x192xf32>
    %1720 = stablehlo.constant dense<0.0> : tensor<f32>
    %1721 = "stablehlo.reduce"(%1719, %1720) ({
    ^bb0(%_r178a: tensor<f32>, %_r178b: tensor<f32>):
      %_r178c = stablehlo.add %_r178a, %_r178b : tensor<f32>
      "stablehlo.return"(%_r178c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1722 = "stablehlo.dot_general"(%1718, %stages.1.blocks.0.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x28x28x192xf32>, tensor<768x192xf32>) -> tensor<64x28x28x768xf32>
    %1723 = "stablehlo.dot_general"(%1718, %210) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x28x28x192xf32>, tensor<64x28x28x768xf32>) -> tensor<192x768xf32>
    %1724 = "stablehlo.transpose"(%1723) {permutation = array<i64: 1, 0>} : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %1725 = stablehlo.constant dense<0.0> : tensor<f32>
    %1726 = "stablehlo.reduce"(%1718, %1725) ({
    ^bb0(%_r179a: tensor<f32>, %_r179b: tensor<f32>):
      %_r179c = stablehlo.add %_r179a, %_r179b : tensor<f32>
      "stablehlo.return"(%_r179c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1727 = stablehlo.constant dense<0.5> : tensor<64x28x28x768xf32>
    %1728 = stablehlo.multiply %207, %1727 : tensor<64x28x28x768xf32>
    %1729 = stablehlo.multiply %204, %204 : tensor<64x28x28x768xf32>
    %1730 = stablehlo.negate %1729 : tensor<64x28x28x768xf32>
    %1731 = stablehlo.exponential %1730 : tensor<64x28x28x768xf32>
    %1732 = stablehlo.constant dense<0.3989423> : tensor<64x28x28x768xf32>
    %1733 = stablehlo.multiply %1731, %1732 : tensor<64x28x28x768xf32>
    %1734 = stablehlo.multiply %202, %1733 : tensor<64x28x28x768xf32>
    %1735 = stablehlo.add %1728, %1734 : tensor<64x28x28x768xf32>
    %1736 = stablehlo.multiply %1722, %1735 : tensor<64x28x28x768xf32>
    %1737 = "stablehlo.dot_general"(%1736, %stages.1.blocks.0.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x28x28x768xf32>, tensor<192x768xf32>) -> tensor<64x28x28x192xf32>
    %1738 = "stablehlo.dot_general"(%199, %1736) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x28x28x192xf32>, tensor<64x28x28x768xf32>) -> tensor<192x768xf32>
    %1739 = stablehlo.constant dense<0.0> : tensor<f32>
    %1740 = "stablehlo.reduce"(%1736, %1739) ({
    ^bb0(%_r180a: tensor<f32>, %_r180b: tensor<f32>):
      %_r180c = stablehlo.add %_r180a, %_r180b : tensor<f32>
      "stablehlo.return"(%_r180c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1741 = stablehlo.multiply %1737, %196 : tensor<64x28x28x192xf32>
    %1742 = stablehlo.constant dense<0.0> : tensor<f32>
    %1743 = "stablehlo.reduce"(%1741, %1742) ({
    ^bb0(%_r181a: tensor<f32>, %_r181b: tensor<f32>):
      %_r181c = stablehlo.add %_r181a, %_r181b : tensor<f32>
      "stablehlo.return"(%_r181c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<64x28x28xf32>
    %1744 = stablehlo.constant dense<192.0> : tensor<64x28x28xf32>
    %1745 = stablehlo.divide %1743, %1744 : tensor<64x28x28xf32>
    %1746 = "stablehlo.broadcast_in_dim"(%1745) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28xf32>) -> tensor<64x28x28x192xf32>
    %1747 = stablehlo.subtract %1741, %1746 : tensor<64x28x28x192xf32>
    %1748 = stablehlo.multiply %1741, %195 : tensor<64x28x28x192xf32>
    %1749 = stablehlo.constant dense<0.0> : tensor<f32>
    %1750 = "stablehlo.reduce"(%1748, %1749) ({
    ^bb0(%_r182a: tensor<f32>, %_r182b: tensor<f32>):
      %_r182c = stablehlo.add %_r182a, %_r182b : tensor<f32>
      "stablehlo.return"(%_r182c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<64x28x28xf32>
    %1751 = stablehlo.constant dense<192.0> : tensor<64x28x28xf32>
    %1752 = stablehlo.divide %1750, %1751 : tensor<64x28x28xf32>
    %1753 = "stablehlo.broadcast_in_dim"(%1752) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28xf32>) -> tensor<64x28x28x192xf32>
    %1754 = stablehlo.multiply %195, %1753 : tensor<64x28x28x192xf32>
    %1755 = stablehlo.subtract %1747, %1754 : tensor<64x28x28x192xf32>
    %1756 = stablehlo.multiply %194, %1755 : tensor<64x28x28x192xf32>
    %1757 = stablehlo.multiply %1737, %195 : tensor<64x28x28x192xf32>
    %1758 = stablehlo.constant dense<0.0> : tensor<f32>
    %1759 = "stablehlo.reduce"(%1757, %1758) ({
    ^bb0(%_r183a: tensor<f32>, %_r183b: tensor<f32>):
      %_r183c = stablehlo.add %_r183a, %_r183b : tensor<f32>
      "stablehlo.return"(%_r183c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1760 = stablehlo.constant dense<0.0> : tensor<f32>
    %1761 = "stablehlo.reduce"(%1737, %1760) ({
    ^bb0(%_r184a: tensor<f32>, %_r184b: tensor<f32>):
      %_r184c = stablehlo.add %_r184a, %_r184b : tensor<f32>
      "stablehlo.return"(%_r184c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1762 = "stablehlo.reverse"(%stages.1.blocks.0.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x192xf32>) -> tensor<7x7x1x192xf32>
    %1763 = "stablehlo.convolution"(%1756, %1762) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 192 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x28x28x192xf32>, tensor<7x7x1x192xf32>) -> tensor<64x28x28x192xf32>
    %1764 = "stablehlo.convolution"(%176, %1756) {batch_group_count = 192 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x28x28x192xf32>, tensor<64x28x28x192xf32>) -> tensor<7x7x1x192xf32>
    %1765 = stablehlo.constant dense<0.0> : tensor<f32>
    %1766 = "stablehlo.reduce"(%1756, %1765) ({
    ^bb0(%_r185a: tensor<f32>, %_r185b: tensor<f32>):
      %_r185c = stablehlo.add %_r185a, %_r185b : tensor<f32>
      "stablehlo.return"(%_r185c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1767 = stablehlo.add %1763, %1716 : tensor<64x28x28x192xf32>
    %1768 = "stablehlo.dot_general"(%1767, %stages.1.down.conv.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<64x28x28x192xf32>, tensor<2x2x96x192xf32>) -> tensor<64x28x28x2x2x96xf32>
    %1769 = "stablehlo.transpose"(%1768) {permutation = array<i64: 0, 1, 3, 2, 4, 5>} : (tensor<64x28x28x2x2x96xf32>) -> tensor<64x28x2x28x2x96xf32>
    %1770 = "stablehlo.reshape"(%1769) : (tensor<64x28x2x28x2x96xf32>) -> tensor<64x56x56x96xf32>
    %1771 = "stablehlo.dot_general"(%173, %1767) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 3], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x28x2x28x2x96xf32>, tensor<64x28x28x192xf32>) -> tensor<2x2x96x192xf32>
    %1772 = stablehlo.constant dense<0.0> : tensor<f32>
    %1773 = "stablehlo.reduce"(%1767, %1772) ({
    ^bb0(%_r186a: tensor<f32>, %_r186b: tensor<f32>):
      %_r186c = stablehlo.add %_r186a, %_r186b : tensor<f32>
      "stablehlo.return"(%_r186c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1774 = stablehlo.multiply %1770, %169 : tensor<64x56x56x96xf32>
    %1775 = stablehlo.constant dense<0.0> : tensor<f32>
    %1776 = "stablehlo.reduce"(%1774, %1775) ({
    ^bb0(%_r187a: tensor<f32>, %_r187b: tensor<f32>):
      %_r187c = stablehlo.add %_r187a, %_r187b : tensor<f32>
      "stablehlo.return"(%_r187c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<64x56x56xf32>
    %1777 = stablehlo.constant dense<96.0> : tensor<64x56x56xf32>
    %1778 = stablehlo.divide %1776, %1777 : tensor<64x56x56xf32>
    %1779 = "stablehlo.broadcast_in_dim"(%1778) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56xf32>) -> tensor<64x56x56x96xf32>
    %1780 = stablehlo.subtract %1774, %1779 : tensor<64x56x56x96xf32>
    %1781 = stablehlo.multiply %1774, %168 : tensor<64x56x56x96xf32>
    %1782 = stablehlo.constant dense<0.0> : tensor<f32>
    %1783 = "stablehlo.reduce"(%1781, %1782) ({
    ^bb0(%_r188a: tensor<f32>, %_r188b: tensor<f32>):
      %_r188c = stablehlo.add %_r188a, %_r188b : tensor<f32>
      "stablehlo.return"(%_r188c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<64x56x56xf32>
    %1784 = stablehlo.constant dense<96.0> : tensor<64x56x56xf32>
    %1785 = stablehlo.divide %1783, %1784 : tensor<64x56x56xf32>
    %1786 = "stablehlo.broadcast_in_dim"(%1785) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56xf32>) -> tensor<64x56x56x96xf32>
    %1787 = stablehlo.multiply %168, %1786 : tensor<64x56x56x96xf32>
    %1788 = stablehlo.subtract %1780, %1787 : tensor<64x56x56x96xf32>
    %1789 = stablehlo.multiply %167, %1788 : tensor<64x56x56x96xf32>
    %1790 = stablehlo.multiply %1770, %168 : tensor<64x56x56x96xf32>
    %1791 = stablehlo.constant dense<0.0> : tensor<f32>
    %1792 = "stablehlo.reduce"(%1790, %1791) ({
    ^bb0(%_r189a: tensor<f32>, %_r189b: tensor<f32>):
      %_r189c = stablehlo.add %_r189a, %_r189b : tensor<f32>
      "stablehlo.return"(%_r189c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1793 = stablehlo.constant dense<0.0> : tensor<f32>
    %1794 = "stablehlo.reduce"(%1770, %1793) ({
    ^bb0(%_r190a: tensor<f32>, %_r190b: tensor<f32>):
      %_r190c = stablehlo.add %_r190a, %_r190b : tensor<f32>
      "stablehlo.return"(%_r190c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1795 = stablehlo.multiply %1789, %150 : tensor<64x56x56x96xf32>
    %1796 = stablehlo.multiply %1795, %147 : tensor<64x56x56x96xf32>
    %1797 = stablehlo.multiply %1795, %146 : tensor<64x56x56x96xf32>
    %1798 = stablehlo.constant dense<0.0> : tensor<f32>
    %1799 = "stablehlo.reduce"(%1797, %1798) ({
    ^bb0(%_r191a: tensor<f32>, %_r191b: tensor<f32>):
      %_r191c = stablehlo.add %_r191a, %_r191b : tensor<f32>
      "stablehlo.return"(%_r191c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1800 = "stablehlo.dot_general"(%1796, %stages.0.blocks.2.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x56x56x96xf32>, tensor<384x96xf32>) -> tensor<64x56x56x384xf32>
    %1801 = "stablehlo.dot_general"(%1796, %143) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x56x56x96xf32>, tensor<64x56x56x384xf32>) -> tensor<96x384xf32>
    %1802 = "stablehlo.transpose"(%1801) {permutation = array<i64: 1, 0>} : (tensor<96x384xf32>) -> tensor<384x96xf32>
    %1803 = stablehlo.constant dense<0.0> : tensor<f32>
    %1804 = "stablehlo.reduce"(%1796, %1803) ({
    ^bb0(%_r192a: tensor<f32>, %_r192b: tensor<f32>):
      %_r192c = stablehlo.add %_r192a, %_r192b : tensor<f32>
      "stablehlo.return"(%_r192c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1805 = stablehlo.constant dense<0.5> : tensor<64x56x56x384xf32>
    %1806 = stablehlo.multiply %140, %1805 : tensor<64x56x56x384xf32>
    %1807 = stablehlo.multiply %137, %137 : tensor<64x56x56x384xf32>
    %1808 = stablehlo.negate %1807 : tensor<64x56x56x384xf32>
    %1809 = stablehlo.exponential %1808 : tensor<64x56x56x384xf32>
    %1810 = stablehlo.constant dense<0.3989423> : tensor<64x56x56x384xf32>
    %1811 = stablehlo.multiply %1809, %1810 : tensor<64x56x56x384xf32>
    %1812 = stablehlo.multiply %135, %1811 : tensor<64x56x56x384xf32>
    %1813 = stablehlo.add %1806, %1812 : tensor<64x56x56x384xf32>
    %1814 = stablehlo.multiply %1800, %1813 : tensor<64x56x56x384xf32>
    %1815 = "stablehlo.dot_general"(%1814, %stages.0.blocks.2.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x56x56x384xf32>, tensor<96x384xf32>) -> tensor<64x56x56x96xf32>
    %1816 = "stablehlo.dot_general"(%132, %1814) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x56x56x96xf32>, tensor<64x56x56x384xf32>) -> tensor<96x384xf32>
    %1817 = stablehlo.constant dense<0.0> : tensor<f32>
    %1818 = "stablehlo.reduce"(%1814, %1817) ({
    ^bb0(%_r193a: tensor<f32>, %_r193b: tensor<f32>):
      %_r193c = stablehlo.add %_r193a, %_r193b : tensor<f32>
      "stablehlo.return"(%_r193c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1819 = stablehlo.multiply %1815, %129 : tensor<64x56x56x96xf32>
    %1820 = stablehlo.constant dense<0.0> : tensor<f32>
    %1821 = "stablehlo.reduce"(%1819, %1820) ({
    ^bb0(%_r194a: tensor<f32>, %_r194b: tensor<f32>):
      %_r194c = stablehlo.add %_r194a, %_r194b : tensor<f32>
      "stablehlo.return"(%_r194c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<64x56x56xf32>
    %1822 = stablehlo.constant dense<96.0> : tensor<64x56x56xf32>
    %1823 = stablehlo.divide %1821, %1822 : tensor<64x56x56xf32>
    %1824 = "stablehlo.broadcast_in_dim"(%1823) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56xf32>) -> tensor<64x56x56x96xf32>
    %1825 = stablehlo.subtract %1819, %1824 : tensor<64x56x56x96xf32>
    %1826 = stablehlo.multiply %1819, %128 : tensor<64x56x56x96xf32>
    %1827 = stablehlo.constant dense<0.0> : tensor<f32>
    %1828 = "stablehlo.reduce"(%1826, %1827) ({
    ^bb0(%_r195a: tensor<f32>, %_r195b: tensor<f32>):
      %_r195c = stablehlo.add %_r195a, %_r195b : tensor<f32>
      "stablehlo.return"(%_r195c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<64x56x56xf32>
    %1829 = stablehlo.constant dense<96.0> : tensor<64x56x56xf32>
    %1830 = stablehlo.divide %1828, %1829 : tensor<64x56x56xf32>
    %1831 = "stablehlo.broadcast_in_dim"(%1830) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56xf32>) -> tensor<64x56x56x96xf32>
    %1832 = stablehlo.multiply %128, %1831 : tensor<64x56x56x96xf32>
    %1833 = stablehlo.subtract %1825, %1832 : tensor<64x56x56x96xf32>
    %1834 = stablehlo.multiply %127, %1833 : tensor<64x56x56x96xf32>
    %1835 = stablehlo.multiply %1815, %128 : tensor<64x56x56x96xf32>
    %1836 = stablehlo.constant dense<0.0> : tensor<f32>
    %1837 = "stablehlo.reduce"(%1835, %1836) ({
    ^bb0(%_r196a: tensor<f32>, %_r196b: tensor<f32>):
      %_r196c = stablehlo.add %_r196a, %_r196b : tensor<f32>
      "stablehlo.return"(%_r196c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1838 = stablehlo.constant dense<0.0> : tensor<f32>
    %1839 = "stablehlo.reduce"(%1815, %1838) ({
    ^bb0(%_r197a: tensor<f32>, %_r197b: tensor<f32>):
      %_r197c = stablehlo.add %_r197a, %_r197b : tensor<f32>
      "stablehlo.return"(%_r197c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1840 = "stablehlo.reverse"(%stages.0.blocks.2.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x96xf32>) -> tensor<7x7x1x96xf32>
    %1841 = "stablehlo.convolution"(%1834, %1840) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 96 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x56x56x96xf32>, tensor<7x7x1x96xf32>) -> tensor<64x56x56x96xf32>
    %1842 = "stablehlo.convolution"(%109, %1834) {batch_group_count = 96 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x56x56x96xf32>, tensor<64x56x56x96xf32>) -> tensor<7x7x1x96xf32>
    %1843 = stablehlo.constant dense<0.0> : tensor<f32>
    %1844 = "stablehlo.reduce"(%1834, %1843) ({
    ^bb0(%_r198a: tensor<f32>, %_r198b: tensor<f32>):
      %_r198c = stablehlo.add %_r198a, %_r198b : tensor<f32>
      "stablehlo.return"(%_r198c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1845 = stablehlo.add %1841, %1789 : tensor<64x56x56x96xf32>
    %1846 = stablehlo.multiply %1845, %107 : tensor<64x56x56x96xf32>
    %1847 = stablehlo.multiply %1846, %104 : tensor<64x56x56x96xf32>
    %1848 = stablehlo.multiply %1846, %103 : tensor<64x56x56x96xf32>
    %1849 = stablehlo.constant dense<0.0> : tensor<f32>
    %1850 = "stablehlo.reduce"(%1848, %1849) ({
    ^bb0(%_r199a: tensor<f32>, %_r199b: tensor<f32>):
      %_r199c = stablehlo.add %_r199a, %_r199b : tensor<f32>
      "stablehlo.return"(%_r199c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1851 = "stablehlo.dot_general"(%1847, %stages.0.blocks.1.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x56x56x96xf32>, tensor<384x96xf32>) -> tensor<64x56x56x384xf32>
    %1852 = "stablehlo.dot_general"(%1847, %100) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x56x56x96xf32>, tensor<64x56x56x384xf32>) -> tensor<96x384xf32>
    %1853 = "stablehlo.transpose"(%1852) {permutation = array<i64: 1, 0>} : (tensor<96x384xf32>) -> tensor<384x96xf32>
    %1854 = stablehlo.constant dense<0.0> : tensor<f32>
    %1855 = "stablehlo.reduce"(%1847, %1854) ({
    ^bb0(%_r200a: tensor<f32>, %_r200b: tensor<f32>):
      %_r200c = stablehlo.add %_r200a, %_r200b : tensor<f32>
      "stablehlo.return"(%_r200c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1856 = stablehlo.constant dense<0.5> : tensor<64x56x56x384xf32>
    %1857 = stablehlo.multiply %97, %1856 : tensor<64x56x56x384xf32>
    %1858 = stablehlo.multiply %94, %94 : tensor<64x56x56x384xf32>
    %1859 = stablehlo.negate %1858 : tensor<64x56x56x384xf32>
    %1860 = stablehlo.exponential %1859 : tensor<64x56x56x384xf32>
    %1861 = stablehlo.constant dense<0.3989423> : tensor<64x56x56x384xf32>
    %1862 = stablehlo.multiply %1860, %1861 : tensor<64x56x56x384xf32>
    %1863 = stablehlo.multiply %92, %1862 : tensor<64x56x56x384xf32>
    %1864 = stablehlo.add %1857, %1863 : tensor<64x56x56x384xf32>
    %1865 = stablehlo.multiply %1851, %1864 : tensor<64x56x56x384xf32>
    %1866 = "stablehlo.dot_general"(%1865, %stages.0.blocks.1.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x56x56x384xf32>, tensor<96x384xf32>) -> tensor<64x56x56x96xf32>
    %1867 = "stablehlo.dot_general"(%89, %1865) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x56x56x96xf32>, tensor<64x56x56x384xf32>) -> tensor<96x384xf32>
    %1868 = stablehlo.constant dense<0.0> : tensor<f32>
    %1869 = "stablehlo.reduce"(%1865, %1868) ({
    ^bb0(%_r201a: tensor<f32>, %_r201b: tensor<f32>):
      %_r201c = stablehlo.add %_r201a, %_r201b : tensor<f32>
      "stablehlo.return"(%_r201c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1870 = stablehlo.multiply %1866, %86 : tensor<64x56x56x96xf32>
    %1871 = stablehlo.constant dense<0.0> : tensor<f32>
    %1872 = "stablehlo.reduce"(%1870, %1871) ({
    ^bb0(%_r202a: tensor<f32>, %_r202b: tensor<f32>):
      %_r202c = stablehlo.add %_r202a, %_r202b : tensor<f32>
      "stablehlo.return"(%_r202c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<64x56x56xf32>
    %1873 = stablehlo.constant dense<96.0> : tensor<64x56x56xf32>
    %1874 = stablehlo.divide %1872, %1873 : tensor<64x56x56xf32>
    %1875 = "stablehlo.broadcast_in_dim"(%1874) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56xf32>) -> tensor<64x56x56x96xf32>
    %1876 = stablehlo.subtract %1870, %1875 : tensor<64x56x56x96xf32>
    %1877 = stablehlo.multiply %1870, %85 : tensor<64x56x56x96xf32>
    %1878 = stablehlo.constant dense<0.0> : tensor<f32>
    %1879 = "stablehlo.reduce"(%1877, %1878) ({
    ^bb0(%_r203a: tensor<f32>, %_r203b: tensor<f32>):
      %_r203c = stablehlo.add %_r203a, %_r203b : tensor<f32>
      "stablehlo.return"(%_r203c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<64x56x56xf32>
    %1880 = stablehlo.constant dense<96.0> : tensor<64x56x56xf32>
    %1881 = stablehlo.divide %1879, %1880 : tensor<64x56x56xf32>
    %1882 = "stablehlo.broadcast_in_dim"(%1881) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56xf32>) -> tensor<64x56x56x96xf32>
    %1883 = stablehlo.multiply %85, %1882 : tensor<64x56x56x96xf32>
    %1884 = stablehlo.subtract %1876, %1883 : tensor<64x56x56x96xf32>
    %1885 = stablehlo.multiply %84, %1884 : tensor<64x56x56x96xf32>
    %1886 = stablehlo.multiply %1866, %85 : tensor<64x56x56x96xf32>
    %1887 = stablehlo.constant dense<0.0> : tensor<f32>
    %1888 = "stablehlo.reduce"(%1886, %1887) ({
    ^bb0(%_r204a: tensor<f32>, %_r204b: tensor<f32>):
      %_r204c = stablehlo.add %_r204a, %_r204b : tensor<f32>
      "stablehlo.return"(%_r204c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1889 = stablehlo.constant dense<0.0> : tensor<f32>
    %1890 = "stablehlo.reduce"(%1866, %1889) ({
    ^bb0(%_r205a: tensor<f32>, %_r205b: tensor<f32>):
      %_r205c = stablehlo.add %_r205a, %_r205b : tensor<f32>
      "stablehlo.return"(%_r205c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1891 = "stablehlo.reverse"(%stages.0.blocks.1.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x96xf32>) -> tensor<7x7x1x96xf32>
    %1892 = "stablehlo.convolution"(%1885, %1891) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 96 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x56x56x96xf32>, tensor<7x7x1x96xf32>) -> tensor<64x56x56x96xf32>
    %1893 = "stablehlo.convolution"(%66, %1885) {batch_group_count = 96 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x56x56x96xf32>, tensor<64x56x56x96xf32>) -> tensor<7x7x1x96xf32>
    %1894 = stablehlo.constant dense<0.0> : tensor<f32>
    %1895 = "stablehlo.reduce"(%1885, %1894) ({
    ^bb0(%_r206a: tensor<f32>, %_r206b: tensor<f32>):
      %_r206c = stablehlo.add %_r206a, %_r206b : tensor<f32>
      "stablehlo.return"(%_r206c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1896 = stablehlo.add %1892, %1845 : tensor<64x56x56x96xf32>
    %1897 = stablehlo.multiply %1896, %64 : tensor<64x56x56x96xf32>
    %1898 = stablehlo.multiply %1897, %61 : tensor<64x56x56x96xf32>
    %1899 = stablehlo.multiply %1897, %60 : tensor<64x56x56x96xf32>
    %1900 = stablehlo.constant dense<0.0> : tensor<f32>
    %1901 = "stablehlo.reduce"(%1899, %1900) ({
    ^bb0(%_r207a: tensor<f32>, %_r207b: tensor<f32>):
      %_r207c = stablehlo.add %_r207a, %_r207b : tensor<f32>
      "stablehlo.return"(%_r207c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1902 = "stablehlo.dot_general"(%1898, %stages.0.blocks.0.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x56x56x96xf32>, tensor<384x96xf32>) -> tensor<64x56x56x384xf32>
    %1903 = "stablehlo.dot_general"(%1898, %57) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x56x56x96xf32>, tensor<64x56x56x384xf32>) -> tensor<96x384xf32>
    %1904 = "stablehlo.transpose"(%1903) {permutation = array<i64: 1, 0>} : (tensor<96x384xf32>) -> tensor<384x96xf32>
    %1905 = stablehlo.constant dense<0.0> : tensor<f32>
    %1906 = "stablehlo.reduce"(%1898, %1905) ({
    ^bb0(%_r208a: tensor<f32>, %_r208b: tensor<f32>):
      %_r208c = stablehlo.add %_r208a, %_r208b : tensor<f32>
      "stablehlo.return"(%_r208c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1907 = stablehlo.constant dense<0.5> : tensor<64x56x56x384xf32>
    %1908 = stablehlo.multiply %54, %1907 : tensor<64x56x56x384xf32>
    %1909 = stablehlo.multiply %51, %51 : tensor<64x56x56x384xf32>
    %1910 = stablehlo.negate %1909 : tensor<64x56x56x384xf32>
    %1911 = stablehlo.exponential %1910 : tensor<64x56x56x384xf32>
    %1912 = stablehlo.constant dense<0.3989423> : tensor<64x56x56x384xf32>
    %1913 = stablehlo.multiply %1911, %1912 : tensor<64x56x56x384xf32>
    %1914 = stablehlo.multiply %49, %1913 : tensor<64x56x56x384xf32>
    %1915 = stablehlo.add %1908, %1914 : tensor<64x56x56x384xf32>
    %1916 = stablehlo.multiply %1902, %1915 : tensor<64x56x56x384xf32>
    %1917 = "stablehlo.dot_general"(%1916, %stages.0.blocks.0.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x56x56x384xf32>, tensor<96x384xf32>) -> tensor<64x56x56x96xf32>
    %1918 = "stablehlo.dot_general"(%46, %1916) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x56x56x96xf32>, tensor<64x56x56x384xf32>) -> tensor<96x384xf32>
    %1919 = stablehlo.constant dense<0.0> : tensor<f32>
    %1920 = "stablehlo.reduce"(%1916, %1919) ({
    ^bb0(%_r209a: tensor<f32>, %_r209b: tensor<f32>):
      %_r209c = stablehlo.add %_r209a, %_r209b : tensor<f32>
      "stablehlo.return"(%_r209c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1921 = stablehlo.multiply %1917, %43 : tensor<64x56x56x96xf32>
    %1922 = stablehlo.constant dense<0.0> : tensor<f32>
    %1923 = "stablehlo.reduce"(%1921, %1922) ({
    ^bb0(%_r210a: tensor<f32>, %_r210b: tensor<f32>):
      %_r210c = stablehlo.add %_r210a, %_r210b : tensor<f32>
      "stablehlo.return"(%_r210c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<64x56x56xf32>
    %1924 = stablehlo.constant dense<96.0> : tensor<64x56x56xf32>
    %1925 = stablehlo.divide %1923, %1924 : tensor<64x56x56xf32>
    %1926 = "stablehlo.broadcast_in_dim"(%1925) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56xf32>) -> tensor<64x56x56x96xf32>
    %1927 = stablehlo.subtract %1921, %1926 : tensor<64x56x56x96xf32>
    %1928 = stablehlo.multiply %1921, %42 : tensor<64x56x56x96xf32>
    %1929 = stablehlo.constant dense<0.0> : tensor<f32>
    %1930 = "stablehlo.reduce"(%1928, %1929) ({
    ^bb0(%_r211a: tensor<f32>, %_r211b: tensor<f32>):
      %_r211c = stablehlo.add %_r211a, %_r211b : tensor<f32>
      "stablehlo.return"(%_r211c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<64x56x56xf32>
    %1931 = stablehlo.constant dense<96.0> : tensor<64x56x56xf32>
    %1932 = stablehlo.divide %1930, %1931 : tensor<64x56x56xf32>
    %1933 = "stablehlo.broadcast_in_dim"(%1932) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56xf32>) -> tensor<64x56x56x96xf32>
    %1934 = stablehlo.multiply %42, %1933 : tensor<64x56x56x96xf32>
    %1935 = stablehlo.subtract %1927, %1934 : tensor<64x56x56x96xf32>
    %1936 = stablehlo.multiply %41, %1935 : tensor<64x56x56x96xf32>
    %1937 = stablehlo.multiply %1917, %42 : tensor<64x56x56x96xf32>
    %1938 = stablehlo.constant dense<0.0> : tensor<f32>
    %1939 = "stablehlo.reduce"(%1937, %1938) ({
    ^bb0(%_r212a: tensor<f32>, %_r212b: tensor<f32>):
      %_r212c = stablehlo.add %_r212a, %_r212b : tensor<f32>
      "stablehlo.return"(%_r212c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1940 = stablehlo.constant dense<0.0> : tensor<f32>
    %1941 = "stablehlo.reduce"(%1917, %1940) ({
    ^bb0(%_r213a: tensor<f32>, %_r213b: tensor<f32>):
      %_r213c = stablehlo.add %_r213a, %_r213b : tensor<f32>
      "stablehlo.return"(%_r213c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1942 = "stablehlo.reverse"(%stages.0.blocks.0.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x96xf32>) -> tensor<7x7x1x96xf32>
    %1943 = "stablehlo.convolution"(%1936, %1942) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 96 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x56x56x96xf32>, tensor<7x7x1x96xf32>) -> tensor<64x56x56x96xf32>
    %1944 = "stablehlo.convolution"(%23, %1936) {batch_group_count = 96 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x56x56x96xf32>, tensor<64x56x56x96xf32>) -> tensor<7x7x1x96xf32>
    %1945 = stablehlo.constant dense<0.0> : tensor<f32>
    %1946 = "stablehlo.reduce"(%1936, %1945) ({
    ^bb0(%_r214a: tensor<f32>, %_r214b: tensor<f32>):
      %_r214c = stablehlo.add %_r214a, %_r214b : tensor<f32>
      "stablehlo.return"(%_r214c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1947 = stablehlo.add %1943, %1896 : tensor<64x56x56x96xf32>
    %1948 = stablehlo.multiply %1947, %20 : tensor<64x56x56x96xf32>
    %1949 = stablehlo.constant dense<0.0> : tensor<f32>
    %1950 = "stablehlo.reduce"(%1948, %1949) ({
    ^bb0(%_r215a: tensor<f32>, %_r215b: tensor<f32>):
      %_r215c = stablehlo.add %_r215a, %_r215b : tensor<f32>
      "stablehlo.return"(%_r215c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<64x56x56xf32>
    %1951 = stablehlo.constant dense<96.0> : tensor<64x56x56xf32>
    %1952 = stablehlo.divide %1950, %1951 : tensor<64x56x56xf32>
    %1953 = "stablehlo.broadcast_in_dim"(%1952) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56xf32>) -> tensor<64x56x56x96xf32>
    %1954 = stablehlo.subtract %1948, %1953 : tensor<64x56x56x96xf32>
    %1955 = stablehlo.multiply %1948, %19 : tensor<64x56x56x96xf32>
    %1956 = stablehlo.constant dense<0.0> : tensor<f32>
    %1957 = "stablehlo.reduce"(%1955, %1956) ({
    ^bb0(%_r216a: tensor<f32>, %_r216b: tensor<f32>):
      %_r216c = stablehlo.add %_r216a, %_r216b : tensor<f32>
      "stablehlo.return"(%_r216c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<64x56x56xf32>
    %1958 = stablehlo.constant dense<96.0> : tensor<64x56x56xf32>
    %1959 = stablehlo.divide %1957, %1958 : tensor<64x56x56xf32>
    %1960 = "stablehlo.broadcast_in_dim"(%1959) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56xf32>) -> tensor<64x56x56x96xf32>
    %1961 = stablehlo.multiply %19, %1960 : tensor<64x56x56x96xf32>
    %1962 = stablehlo.subtract %1954, %1961 : tensor<64x56x56x96xf32>
    %1963 = stablehlo.multiply %18, %1962 : tensor<64x56x56x96xf32>
    %1964 = stablehlo.multiply %1947, %19 : tensor<64x56x56x96xf32>
    %1965 = stablehlo.constant dense<0.0> : tensor<f32>
    %1966 = "stablehlo.reduce"(%1964, %1965) ({
    ^bb0(%_r217a: tensor<f32>, %_r217b: tensor<f32>):
      %_r217c = stablehlo.add %_r217a, %_r217b : tensor<f32>
      "stablehlo.return"(%_r217c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1967 = stablehlo.constant dense<0.0> : tensor<f32>
    %1968 = "stablehlo.reduce"(%1947, %1967) ({
    ^bb0(%_r218a: tensor<f32>, %_r218b: tensor<f32>):
      %_r218c = stablehlo.add %_r218a, %_r218b : tensor<f32>
      "stablehlo.return"(%_r218c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1969 = "stablehlo.dot_general"(%0, %1963) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 3], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x56x4x56x4x3xf32>, tensor<64x56x56x96xf32>) -> tensor<4x4x3x96xf32>
    %1970 = stablehlo.constant dense<0.0> : tensor<f32>
    %1971 = "stablehlo.reduce"(%1963, %1970) ({
    ^bb0(%_r219a: tensor<f32>, %_r219b: tensor<f32>):
      %_r219c = stablehlo.add %_r219a, %_r219b : tensor<f32>
      "stablehlo.return"(%_r219c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    // ── optimizer ──
    %1972 = stablehlo.multiply %1969, %1969 : tensor<4x4x3x96xf32>
    %1973 = stablehlo.constant dense<0.0> : tensor<f32>
    %1974 = "stablehlo.reduce"(%1972, %1973) ({
    ^bb0(%_r220a: tensor<f32>, %_r220b: tensor<f32>):
      %_r220c = stablehlo.add %_r220a, %_r220b : tensor<f32>
      "stablehlo.return"(%_r220c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<4x4x3x96xf32>, tensor<f32>) -> tensor<4x4x3xf32>
    %1975 = stablehlo.constant dense<0.0> : tensor<f32>
    %1976 = "stablehlo.reduce"(%1974, %1975) ({
    ^bb0(%_r221a: tensor<f32>, %_r221b: tensor<f32>):
      %_r221c = stablehlo.add %_r221a, %_r221b : tensor<f32>
      "stablehlo.return"(%_r221c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<4x4x3xf32>, tensor<f32>) -> tensor<f32>
    %1977 = stablehlo.multiply %1971, %1971 : tensor<96xf32>
    %1978 = stablehlo.constant dense<0.0> : tensor<f32>
    %1979 = "stablehlo.reduce"(%1977, %1978) ({
    ^bb0(%_r222a: tensor<f32>, %_r222b: tensor<f32>):
      %_r222c = stablehlo.add %_r222a, %_r222b : tensor<f32>
      "stablehlo.return"(%_r222c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %1980 = stablehlo.add %1976, %1979 : tensor<f32>
    %1981 = stablehlo.multiply %1966, %1966 : tensor<96xf32>
    %1982 = stablehlo.constant dense<0.0> : tensor<f32>
    %1983 = "stablehlo.reduce"(%1981, %1982) ({
    ^bb0(%_r223a: tensor<f32>, %_r223b: tensor<f32>):
      %_r223c = stablehlo.add %_r223a, %_r223b : tensor<f32>
      "stablehlo.return"(%_r223c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %1984 = stablehlo.add %1980, %1983 : tensor<f32>
    %1985 = stablehlo.multiply %1968, %1968 : tensor<96xf32>
    %1986 = stablehlo.constant dense<0.0> : tensor<f32>
    %1987 = "stablehlo.reduce"(%1985, %1986) ({
    ^bb0(%_r224a: tensor<f32>, %_r224b: tensor<f32>):
      %_r224c = stablehlo.add %_r224a, %_r224b : tensor<f32>
      "stablehlo.return"(%_r224c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %1988 = stablehlo.add %1984, %1987 : tensor<f32>
    %1989 = stablehlo.multiply %1944, %1944 : tensor<7x7x1x96xf32>
    %1990 = stablehlo.constant dense<0.0> : tensor<f32>
    %1991 = "stablehlo.reduce"(%1989, %1990) ({
    ^bb0(%_r225a: tensor<f32>, %_r225b: tensor<f32>):
      %_r225c = stablehlo.add %_r225a, %_r225b : tensor<f32>
      "stablehlo.return"(%_r225c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x96xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %1992 = stablehlo.constant dense<0.0> : tensor<f32>
    %1993 = "stablehlo.reduce"(%1991, %1992) ({
    ^bb0(%_r226a: tensor<f32>, %_r226b: tensor<f32>):
      %_r226c = stablehlo.add %_r226a, %_r226b : tensor<f32>
      "stablehlo.return"(%_r226c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %1994 = stablehlo.add %1988, %1993 : tensor<f32>
    %1995 = stablehlo.multiply %1946, %1946 : tensor<96xf32>
    %1996 = stablehlo.constant dense<0.0> : tensor<f32>
    %1997 = "stablehlo.reduce"(%1995, %1996) ({
    ^bb0(%_r227a: tensor<f32>, %_r227b: tensor<f32>):
      %_r227c = stablehlo.add %_r227a, %_r227b : tensor<f32>
      "stablehlo.return"(%_r227c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %1998 = stablehlo.add %1994, %1997 : tensor<f32>
    %1999 = stablehlo.multiply %1939, %1939 : tensor<96xf32>
    %2000 = stablehlo.constant dense<0.0> : tensor<f32>
    %2001 = "stablehlo.reduce"(%1999, %2000) ({
    ^bb0(%_r228a: tensor<f32>, %_r228b: tensor<f32>):
      %_r228c = stablehlo.add %_r228a, %_r228b : tensor<f32>
      "stablehlo.return"(%_r228c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %2002 = stablehlo.add %1998, %2001 : tensor<f32>
    %2003 = stablehlo.multiply %1941, %1941 : tensor<96xf32>
    %2004 = stablehlo.constant dense<0.0> : tensor<f32>
    %2005 = "stablehlo.reduce"(%2003, %2004) ({
    ^bb0(%_r229a: tensor<f32>, %_r229b: tensor<f32>):
      %_r229c = stablehlo.add %_r229a, %_r229b : tensor<f32>
      "stablehlo.return"(%_r229c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %2006 = stablehlo.add %2002, %2005 : tensor<f32>
    %2007 = stablehlo.multiply %1918, %1918 : tensor<96x384xf32>
    %2008 = stablehlo.constant dense<0.0> : tensor<f32>
    %2009 = "stablehlo.reduce"(%2007, %2008) ({
    ^bb0(%_r230a: tensor<f32>, %_r230b: tensor<f32>):
      %_r230c = stablehlo.add %_r230a, %_r230b : tensor<f32>
      "stablehlo.return"(%_r230c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<96x384xf32>, tensor<f32>) -> tensor<96xf32>
    %2010 = stablehlo.constant dense<0.0> : tensor<f32>
    %2011 = "stablehlo.reduce"(%2009, %2010) ({
    ^bb0(%_r231a: tensor<f32>, %_r231b: tensor<f32>):
      %_r231c = stablehlo.add %_r231a, %_r231b : tensor<f32>
      "stablehlo.return"(%_r231c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %2012 = stablehlo.add %2006, %2011 : tensor<f32>
    %2013 = stablehlo.multiply %1920, %1920 : tensor<384xf32>
    %2014 = stablehlo.constant dense<0.0> : tensor<f32>
    %2015 = "stablehlo.reduce"(%2013, %2014) ({
    ^bb0(%_r232a: tensor<f32>, %_r232b: tensor<f32>):
      %_r232c = stablehlo.add %_r232a, %_r232b : tensor<f32>
      "stablehlo.return"(%_r232c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2016 = stablehlo.add %2012, %2015 : tensor<f32>
    %2017 = stablehlo.multiply %1904, %1904 : tensor<384x96xf32>
    %2018 = stablehlo.constant dense<0.0> : tensor<f32>
    %2019 = "stablehlo.reduce"(%2017, %2018) ({
    ^bb0(%_r233a: tensor<f32>, %_r233b: tensor<f32>):
      %_r233c = stablehlo.add %_r233a, %_r233b : tensor<f32>
      "stablehlo.return"(%_r233c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x96xf32>, tensor<f32>) -> tensor<384xf32>
    %2020 = stablehlo.constant dense<0.0> : tensor<f32>
    %2021 = "stablehlo.reduce"(%2019, %2020) ({
    ^bb0(%_r234a: tensor<f32>, %_r234b: tensor<f32>):
      %_r234c = stablehlo.add %_r234a, %_r234b : tensor<f32>
      "stablehlo.return"(%_r234c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2022 = stablehlo.add %2016, %2021 : tensor<f32>
    %2023 = stablehlo.multiply %1906, %1906 : tensor<96xf32>
    %2024 = stablehlo.constant dense<0.0> : tensor<f32>
    %2025 = "stablehlo.reduce"(%2023, %2024) ({
    ^bb0(%_r235a: tensor<f32>, %_r235b: tensor<f32>):
      %_r235c = stablehlo.add %_r235a, %_r235b : tensor<f32>
      "stablehlo.return"(%_r235c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %2026 = stablehlo.add %2022, %2025 : tensor<f32>
    %2027 = stablehlo.multiply %1901, %1901 : tensor<96xf32>
    %2028 = stablehlo.constant dense<0.0> : tensor<f32>
    %2029 = "stablehlo.reduce"(%2027, %2028) ({
    ^bb0(%_r236a: tensor<f32>, %_r236b: tensor<f32>):
      %_r236c = stablehlo.add %_r236a, %_r236b : tensor<f32>
      "stablehlo.return"(%_r236c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %2030 = stablehlo.add %2026, %2029 : tensor<f32>
    %2031 = stablehlo.multiply %1893, %1893 : tensor<7x7x1x96xf32>
    %2032 = stablehlo.constant dense<0.0> : tensor<f32>
    %2033 = "stablehlo.reduce"(%2031, %2032) ({
    ^bb0(%_r237a: tensor<f32>, %_r237b: tensor<f32>):
      %_r237c = stablehlo.add %_r237a, %_r237b : tensor<f32>
      "stablehlo.return"(%_r237c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x96xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %2034 = stablehlo.constant dense<0.0> : tensor<f32>
    %2035 = "stablehlo.reduce"(%2033, %2034) ({
    ^bb0(%_r238a: tensor<f32>, %_r238b: tensor<f32>):
      %_r238c = stablehlo.add %_r238a, %_r238b : tensor<f32>
      "stablehlo.return"(%_r238c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %2036 = stablehlo.add %2030, %2035 : tensor<f32>
    %2037 = stablehlo.multiply %1895, %1895 : tensor<96xf32>
    %2038 = stablehlo.constant dense<0.0> : tensor<f32>
    %2039 = "stablehlo.reduce"(%2037, %2038) ({
    ^bb0(%_r239a: tensor<f32>, %_r239b: tensor<f32>):
      %_r239c = stablehlo.add %_r239a, %_r239b : tensor<f32>
      "stablehlo.return"(%_r239c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %2040 = stablehlo.add %2036, %2039 : tensor<f32>
    %2041 = stablehlo.multiply %1888, %1888 : tensor<96xf32>
    %2042 = stablehlo.constant dense<0.0> : tensor<f32>
    %2043 = "stablehlo.reduce"(%2041, %2042) ({
    ^bb0(%_r240a: tensor<f32>, %_r240b: tensor<f32>):
      %_r240c = stablehlo.add %_r240a, %_r240b : tensor<f32>
      "stablehlo.return"(%_r240c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %2044 = stablehlo.add %2040, %2043 : tensor<f32>
    %2045 = stablehlo.multiply %1890, %1890 : tensor<96xf32>
    %2046 = stablehlo.constant dense<0.0> : tensor<f32>
    %2047 = "stablehlo.reduce"(%2045, %2046) ({
    ^bb0(%_r241a: tensor<f32>, %_r241b: tensor<f32>):
      %_r241c = stablehlo.add %_r241a, %_r241b : tensor<f32>
      "stablehlo.return"(%_r241c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %2048 = stablehlo.add %2044, %2047 : tensor<f32>
    %2049 = stablehlo.multiply %1867, %1867 : tensor<96x384xf32>
    %2050 = stablehlo.constant dense<0.0> : tensor<f32>
    %2051 = "stablehlo.reduce"(%2049, %2050) ({
    ^bb0(%_r242a: tensor<f32>, %_r242b: tensor<f32>):
      %_r242c = stablehlo.add %_r242a, %_r242b : tensor<f32>
      "stablehlo.return"(%_r242c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<96x384xf32>, tensor<f32>) -> tensor<96xf32>
    %2052 = stablehlo.constant dense<0.0> : tensor<f32>
    %2053 = "stablehlo.reduce"(%2051, %2052) ({
    ^bb0(%_r243a: tensor<f32>, %_r243b: tensor<f32>):
      %_r243c = stablehlo.add %_r243a, %_r243b : tensor<f32>
      "stablehlo.return"(%_r243c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %2054 = stablehlo.add %2048, %2053 : tensor<f32>
    %2055 = stablehlo.multiply %1869, %1869 : tensor<384xf32>
    %2056 = stablehlo.constant dense<0.0> : tensor<f32>
    %2057 = "stablehlo.reduce"(%2055, %2056) ({
    ^bb0(%_r244a: tensor<f32>, %_r244b: tensor<f32>):
      %_r244c = stablehlo.add %_r244a, %_r244b : tensor<f32>
      "stablehlo.return"(%_r244c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2058 = stablehlo.add %2054, %2057 : tensor<f32>
    %2059 = stablehlo.multiply %1853, %1853 : tensor<384x96xf32>
    %2060 = stablehlo.constant dense<0.0> : tensor<f32>
    %2061 = "stablehlo.reduce"(%2059, %2060) ({
    ^bb0(%_r245a: tensor<f32>, %_r245b: tensor<f32>):
      %_r245c = stablehlo.add %_r245a, %_r245b : tensor<f32>
      "stablehlo.return"(%_r245c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x96xf32>, tensor<f32>) -> tensor<384xf32>
    %2062 = stablehlo.constant dense<0.0> : tensor<f32>
    %2063 = "stablehlo.reduce"(%2061, %2062) ({
    ^bb0(%_r246a: tensor<f32>, %_r246b: tensor<f32>):
      %_r246c = stablehlo.add %_r246a, %_r246b : tensor<f32>
      "stablehlo.return"(%_r246c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2064 = stablehlo.add %2058, %2063 : tensor<f32>
    %2065 = stablehlo.multiply %1855, %1855 : tensor<96xf32>
    %2066 = stablehlo.constant dense<0.0> : tensor<f32>
    %2067 = "stablehlo.reduce"(%2065, %2066) ({
    ^bb0(%_r247a: tensor<f32>, %_r247b: tensor<f32>):
      %_r247c = stablehlo.add %_r247a, %_r247b : tensor<f32>
      "stablehlo.return"(%_r247c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %2068 = stablehlo.add %2064, %2067 : tensor<f32>
    %2069 = stablehlo.multiply %1850, %1850 : tensor<96xf32>
    %2070 = stablehlo.constant dense<0.0> : tensor<f32>
    %2071 = "stablehlo.reduce"(%2069, %2070) ({
    ^bb0(%_r248a: tensor<f32>, %_r248b: tensor<f32>):
      %_r248c = stablehlo.add %_r248a, %_r248b : tensor<f32>
      "stablehlo.return"(%_r248c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %2072 = stablehlo.add %2068, %2071 : tensor<f32>
    %2073 = stablehlo.multiply %1842, %1842 : tensor<7x7x1x96xf32>
    %2074 = stablehlo.constant dense<0.0> : tensor<f32>
    %2075 = "stablehlo.reduce"(%2073, %2074) ({
    ^bb0(%_r249a: tensor<f32>, %_r249b: tensor<f32>):
      %_r249c = stablehlo.add %_r249a, %_r249b : tensor<f32>
      "stablehlo.return"(%_r249c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x96xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %2076 = stablehlo.constant dense<0.0> : tensor<f32>
    %2077 = "stablehlo.reduce"(%2075, %2076) ({
    ^bb0(%_r250a: tensor<f32>, %_r250b: tensor<f32>):
      %_r250c = stablehlo.add %_r250a, %_r250b : tensor<f32>
      "stablehlo.return"(%_r250c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %2078 = stablehlo.add %2072, %2077 : tensor<f32>
    %2079 = stablehlo.multiply %1844, %1844 : tensor<96xf32>
    %2080 = stablehlo.constant dense<0.0> : tensor<f32>
    %2081 = "stablehlo.reduce"(%2079, %2080) ({
    ^bb0(%_r251a: tensor<f32>, %_r251b: tensor<f32>):
      %_r251c = stablehlo.add %_r251a, %_r251b : tensor<f32>
      "stablehlo.return"(%_r251c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %2082 = stablehlo.add %2078, %2081 : tensor<f32>
    %2083 = stablehlo.multiply %1837, %1837 : tensor<96xf32>
    %2084 = stablehlo.constant dense<0.0> : tensor<f32>
    %2085 = "stablehlo.reduce"(%2083, %2084) ({
    ^bb0(%_r252a: tensor<f32>, %_r252b: tensor<f32>):
      %_r252c = stablehlo.add %_r252a, %_r252b : tensor<f32>
      "stablehlo.return"(%_r252c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %2086 = stablehlo.add %2082, %2085 : tensor<f32>
    %2087 = stablehlo.multiply %1839, %1839 : tensor<96xf32>
    %2088 = stablehlo.constant dense<0.0> : tensor<f32>
    %2089 = "stablehlo.reduce"(%2087, %2088) ({
    ^bb0(%_r253a: tensor<f32>, %_r253b: tensor<f32>):
      %_r253c = stablehlo.add %_r253a, %_r253b : tensor<f32>
      "stablehlo.return"(%_r253c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %2090 = stablehlo.add %2086, %2089 : tensor<f32>
    %2091 = stablehlo.multiply %1816, %1816 : tensor<96x384xf32>
    %2092 = stablehlo.constant dense<0.0> : tensor<f32>
    %2093 = "stablehlo.reduce"(%2091, %2092) ({
    ^bb0(%_r254a: tensor<f32>, %_r254b: tensor<f32>):
      %_r254c = stablehlo.add %_r254a, %_r254b : tensor<f32>
      "stablehlo.return"(%_r254c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<96x384xf32>, tensor<f32>) -> tensor<96xf32>
    %2094 = stablehlo.constant dense<0.0> : tensor<f32>
    %2095 = "stablehlo.reduce"(%2093, %2094) ({
    ^bb0(%_r255a: tensor<f32>, %_r255b: tensor<f32>):
      %_r255c = stablehlo.add %_r255a, %_r255b : tensor<f32>
      "stablehlo.return"(%_r255c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %2096 = stablehlo.add %2090, %2095 : tensor<f32>
    %2097 = stablehlo.multiply %1818, %1818 : tensor<384xf32>
    %2098 = stablehlo.constant dense<0.0> : tensor<f32>
    %2099 = "stablehlo.reduce"(%2097, %2098) ({
    ^bb0(%_r256a: tensor<f32>, %_r256b: tensor<f32>):
      %_r256c = stablehlo.add %_r256a, %_r256b : tensor<f32>
      "stablehlo.return"(%_r256c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2100 = stablehlo.add %2096, %2099 : tensor<f32>
    %2101 = stablehlo.multiply %1802, %1802 : tensor<384x96xf32>
    %2102 = stablehlo.constant dense<0.0> : tensor<f32>
    %2103 = "stablehlo.reduce"(%2101, %2102) ({
    ^bb0(%_r257a: tensor<f32>, %_r257b: tensor<f32>):
      %_r257c = stablehlo.add %_r257a, %_r257b : tensor<f32>
      "stablehlo.return"(%_r257c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x96xf32>, tensor<f32>) -> tensor<384xf32>
    %2104 = stablehlo.constant dense<0.0> : tensor<f32>
    %2105 = "stablehlo.reduce"(%2103, %2104) ({
    ^bb0(%_r258a: tensor<f32>, %_r258b: tensor<f32>):
      %_r258c = stablehlo.add %_r258a, %_r258b : tensor<f32>
      "stablehlo.return"(%_r258c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2106 = stablehlo.add %2100, %2105 : tensor<f32>
    %2107 = stablehlo.multiply %1804, %1804 : tensor<96xf32>
    %2108 = stablehlo.constant dense<0.0> : tensor<f32>
    %2109 = "stablehlo.reduce"(%2107, %2108) ({
    ^bb0(%_r259a: tensor<f32>, %_r259b: tensor<f32>):
      %_r259c = stablehlo.add %_r259a, %_r259b : tensor<f32>
      "stablehlo.return"(%_r259c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %2110 = stablehlo.add %2106, %2109 : tensor<f32>
    %2111 = stablehlo.multiply %1799, %1799 : tensor<96xf32>
    %2112 = stablehlo.constant dense<0.0> : tensor<f32>
    %2113 = "stablehlo.reduce"(%2111, %2112) ({
    ^bb0(%_r260a: tensor<f32>, %_r260b: tensor<f32>):
      %_r260c = stablehlo.add %_r260a, %_r260b : tensor<f32>
      "stablehlo.return"(%_r260c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %2114 = stablehlo.add %2110, %2113 : tensor<f32>
    %2115 = stablehlo.multiply %1792, %1792 : tensor<96xf32>
    %2116 = stablehlo.constant dense<0.0> : tensor<f32>
    %2117 = "stablehlo.reduce"(%2115, %2116) ({
    ^bb0(%_r261a: tensor<f32>, %_r261b: tensor<f32>):
      %_r261c = stablehlo.add %_r261a, %_r261b : tensor<f32>
      "stablehlo.return"(%_r261c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %2118 = stablehlo.add %2114, %2117 : tensor<f32>
    %2119 = stablehlo.multiply %1794, %1794 : tensor<96xf32>
    %2120 = stablehlo.constant dense<0.0> : tensor<f32>
    %2121 = "stablehlo.reduce"(%2119, %2120) ({
    ^bb0(%_r262a: tensor<f32>, %_r262b: tensor<f32>):
      %_r262c = stablehlo.add %_r262a, %_r262b : tensor<f32>
      "stablehlo.return"(%_r262c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %2122 = stablehlo.add %2118, %2121 : tensor<f32>
    %2123 = stablehlo.multiply %1771, %1771 : tensor<2x2x96x192xf32>
    %2124 = stablehlo.constant dense<0.0> : tensor<f32>
    %2125 = "stablehlo.reduce"(%2123, %2124) ({
    ^bb0(%_r263a: tensor<f32>, %_r263b: tensor<f32>):
      %_r263c = stablehlo.add %_r263a, %_r263b : tensor<f32>
      "stablehlo.return"(%_r263c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x96x192xf32>, tensor<f32>) -> tensor<2x2x96xf32>
    %2126 = stablehlo.constant dense<0.0> : tensor<f32>
    %2127 = "stablehlo.reduce"(%2125, %2126) ({
    ^bb0(%_r264a: tensor<f32>, %_r264b: tensor<f32>):
      %_r264c = stablehlo.add %_r264a, %_r264b : tensor<f32>
      "stablehlo.return"(%_r264c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x96xf32>, tensor<f32>) -> tensor<f32>
    %2128 = stablehlo.add %2122, %2127 : tensor<f32>
    %2129 = stablehlo.multiply %1773, %1773 : tensor<192xf32>
    %2130 = stablehlo.constant dense<0.0> : tensor<f32>
    %2131 = "stablehlo.reduce"(%2129, %2130) ({
    ^bb0(%_r265a: tensor<f32>, %_r265b: tensor<f32>):
      %_r265c = stablehlo.add %_r265a, %_r265b : tensor<f32>
      "stablehlo.return"(%_r265c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2132 = stablehlo.add %2128, %2131 : tensor<f32>
    %2133 = stablehlo.multiply %1764, %1764 : tensor<7x7x1x192xf32>
    %2134 = stablehlo.constant dense<0.0> : tensor<f32>
    %2135 = "stablehlo.reduce"(%2133, %2134) ({
    ^bb0(%_r266a: tensor<f32>, %_r266b: tensor<f32>):
      %_r266c = stablehlo.add %_r266a, %_r266b : tensor<f32>
      "stablehlo.return"(%_r266c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x192xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %2136 = stablehlo.constant dense<0.0> : tensor<f32>
    %2137 = "stablehlo.reduce"(%2135, %2136) ({
    ^bb0(%_r267a: tensor<f32>, %_r267b: tensor<f32>):
      %_r267c = stablehlo.add %_r267a, %_r267b : tensor<f32>
      "stablehlo.return"(%_r267c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %2138 = stablehlo.add %2132, %2137 : tensor<f32>
    %2139 = stablehlo.multiply %1766, %1766 : tensor<192xf32>
    %2140 = stablehlo.constant dense<0.0> : tensor<f32>
    %2141 = "stablehlo.reduce"(%2139, %2140) ({
    ^bb0(%_r268a: tensor<f32>, %_r268b: tensor<f32>):
      %_r268c = stablehlo.add %_r268a, %_r268b : tensor<f32>
      "stablehlo.return"(%_r268c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2142 = stablehlo.add %2138, %2141 : tensor<f32>
    %2143 = stablehlo.multiply %1759, %1759 : tensor<192xf32>
    %2144 = stablehlo.constant dense<0.0> : tensor<f32>
    %2145 = "stablehlo.reduce"(%2143, %2144) ({
    ^bb0(%_r269a: tensor<f32>, %_r269b: tensor<f32>):
      %_r269c = stablehlo.add %_r269a, %_r269b : tensor<f32>
      "stablehlo.return"(%_r269c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2146 = stablehlo.add %2142, %2145 : tensor<f32>
    %2147 = stablehlo.multiply %1761, %1761 : tensor<192xf32>
    %2148 = stablehlo.constant dense<0.0> : tensor<f32>
    %2149 = "stablehlo.reduce"(%2147, %2148) ({
    ^bb0(%_r270a: tensor<f32>, %_r270b: tensor<f32>):
      %_r270c = stablehlo.add %_r270a, %_r270b : tensor<f32>
      "stablehlo.return"(%_r270c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2150 = stablehlo.add %2146, %2149 : tensor<f32>
    %2151 = stablehlo.multiply %1738, %1738 : tensor<192x768xf32>
    %2152 = stablehlo.constant dense<0.0> : tensor<f32>
    %2153 = "stablehlo.reduce"(%2151, %2152) ({
    ^bb0(%_r271a: tensor<f32>, %_r271b: tensor<f32>):
      %_r271c = stablehlo.add %_r271a, %_r271b : tensor<f32>
      "stablehlo.return"(%_r271c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<192x768xf32>, tensor<f32>) -> tensor<192xf32>
    %2154 = stablehlo.constant dense<0.0> : tensor<f32>
    %2155 = "stablehlo.reduce"(%2153, %2154) ({
    ^bb0(%_r272a: tensor<f32>, %_r272b: tensor<f32>):
      %_r272c = stablehlo.add %_r272a, %_r272b : tensor<f32>
      "stablehlo.return"(%_r272c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2156 = stablehlo.add %2150, %2155 : tensor<f32>
    %2157 = stablehlo.multiply %1740, %1740 : tensor<768xf32>
    %2158 = stablehlo.constant dense<0.0> : tensor<f32>
    %2159 = "stablehlo.reduce"(%2157, %2158) ({
    ^bb0(%_r273a: tensor<f32>, %_r273b: tensor<f32>):
      %_r273c = stablehlo.add %_r273a, %_r273b : tensor<f32>
      "stablehlo.return"(%_r273c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2160 = stablehlo.add %2156, %2159 : tensor<f32>
    %2161 = stablehlo.multiply %1724, %1724 : tensor<768x192xf32>
    %2162 = stablehlo.constant dense<0.0> : tensor<f32>
    %2163 = "stablehlo.reduce"(%2161, %2162) ({
    ^bb0(%_r274a: tensor<f32>, %_r274b: tensor<f32>):
      %_r274c = stablehlo.add %_r274a, %_r274b : tensor<f32>
      "stablehlo.return"(%_r274c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<768x192xf32>, tensor<f32>) -> tensor<768xf32>
    %2164 = stablehlo.constant dense<0.0> : tensor<f32>
    %2165 = "stablehlo.reduce"(%2163, %2164) ({
    ^bb0(%_r275a: tensor<f32>, %_r275b: tensor<f32>):
      %_r275c = stablehlo.add %_r275a, %_r275b : tensor<f32>
      "stablehlo.return"(%_r275c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2166 = stablehlo.add %2160, %2165 : tensor<f32>
    %2167 = stablehlo.multiply %1726, %1726 : tensor<192xf32>
    %2168 = stablehlo.constant dense<0.0> : tensor<f32>
    %2169 = "stablehlo.reduce"(%2167, %2168) ({
    ^bb0(%_r276a: tensor<f32>, %_r276b: tensor<f32>):
      %_r276c = stablehlo.add %_r276a, %_r276b : tensor<f32>
      "stablehlo.return"(%_r276c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2170 = stablehlo.add %2166, %2169 : tensor<f32>
    %2171 = stablehlo.multiply %1721, %1721 : tensor<192xf32>
    %2172 = stablehlo.constant dense<0.0> : tensor<f32>
    %2173 = "stablehlo.reduce"(%2171, %2172) ({
    ^bb0(%_r277a: tensor<f32>, %_r277b: tensor<f32>):
      %_r277c = stablehlo.add %_r277a, %_r277b : tensor<f32>
      "stablehlo.return"(%_r277c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2174 = stablehlo.add %2170, %2173 : tensor<f32>
    %2175 = stablehlo.multiply %1713, %1713 : tensor<7x7x1x192xf32>
    %2176 = stablehlo.constant dense<0.0> : tensor<f32>
    %2177 = "stablehlo.reduce"(%2175, %2176) ({
    ^bb0(%_r278a: tensor<f32>, %_r278b: tensor<f32>):
      %_r278c = stablehlo.add %_r278a, %_r278b : tensor<f32>
      "stablehlo.return"(%_r278c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x192xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %2178 = stablehlo.constant dense<0.0> : tensor<f32>
    %2179 = "stablehlo.reduce"(%2177, %2178) ({
    ^bb0(%_r279a: tensor<f32>, %_r279b: tensor<f32>):
      %_r279c = stablehlo.add %_r279a, %_r279b : tensor<f32>
      "stablehlo.return"(%_r279c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %2180 = stablehlo.add %2174, %2179 : tensor<f32>
    %2181 = stablehlo.multiply %1715, %1715 : tensor<192xf32>
    %2182 = stablehlo.constant dense<0.0> : tensor<f32>
    %2183 = "stablehlo.reduce"(%2181, %2182) ({
    ^bb0(%_r280a: tensor<f32>, %_r280b: tensor<f32>):
      %_r280c = stablehlo.add %_r280a, %_r280b : tensor<f32>
      "stablehlo.return"(%_r280c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2184 = stablehlo.add %2180, %2183 : tensor<f32>
    %2185 = stablehlo.multiply %1708, %1708 : tensor<192xf32>
    %2186 = stablehlo.constant dense<0.0> : tensor<f32>
    %2187 = "stablehlo.reduce"(%2185, %2186) ({
    ^bb0(%_r281a: tensor<f32>, %_r281b: tensor<f32>):
      %_r281c = stablehlo.add %_r281a, %_r281b : tensor<f32>
      "stablehlo.return"(%_r281c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2188 = stablehlo.add %2184, %2187 : tensor<f32>
    %2189 = stablehlo.multiply %1710, %1710 : tensor<192xf32>
    %2190 = stablehlo.constant dense<0.0> : tensor<f32>
    %2191 = "stablehlo.reduce"(%2189, %2190) ({
    ^bb0(%_r282a: tensor<f32>, %_r282b: tensor<f32>):
      %_r282c = stablehlo.add %_r282a, %_r282b : tensor<f32>
      "stablehlo.return"(%_r282c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2192 = stablehlo.add %2188, %2191 : tensor<f32>
    %2193 = stablehlo.multiply %1687, %1687 : tensor<192x768xf32>
    %2194 = stablehlo.constant dense<0.0> : tensor<f32>
    %2195 = "stablehlo.reduce"(%2193, %2194) ({
    ^bb0(%_r283a: tensor<f32>, %_r283b: tensor<f32>):
      %_r283c = stablehlo.add %_r283a, %_r283b : tensor<f32>
      "stablehlo.return"(%_r283c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<192x768xf32>, tensor<f32>) -> tensor<192xf32>
    %2196 = stablehlo.constant dense<0.0> : tensor<f32>
    %2197 = "stablehlo.reduce"(%2195, %2196) ({
    ^bb0(%_r284a: tensor<f32>, %_r284b: tensor<f32>):
      %_r284c = stablehlo.add %_r284a, %_r284b : tensor<f32>
      "stablehlo.return"(%_r284c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2198 = stablehlo.add %2192, %2197 : tensor<f32>
    %2199 = stablehlo.multiply %1689, %1689 : tensor<768xf32>
    %2200 = stablehlo.constant dense<0.0> : tensor<f32>
    %2201 = "stablehlo.reduce"(%2199, %2200) ({
    ^bb0(%_r285a: tensor<f32>, %_r285b: tensor<f32>):
      %_r285c = stablehlo.add %_r285a, %_r285b : tensor<f32>
      "stablehlo.return"(%_r285c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2202 = stablehlo.add %2198, %2201 : tensor<f32>
    %2203 = stablehlo.multiply %1673, %1673 : tensor<768x192xf32>
    %2204 = stablehlo.constant dense<0.0> : tensor<f32>
    %2205 = "stablehlo.reduce"(%2203, %2204) ({
    ^bb0(%_r286a: tensor<f32>, %_r286b: tensor<f32>):
      %_r286c = stablehlo.add %_r286a, %_r286b : tensor<f32>
      "stablehlo.return"(%_r286c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<768x192xf32>, tensor<f32>) -> tensor<768xf32>
    %2206 = stablehlo.constant dense<0.0> : tensor<f32>
    %2207 = "stablehlo.reduce"(%2205, %2206) ({
    ^bb0(%_r287a: tensor<f32>, %_r287b: tensor<f32>):
      %_r287c = stablehlo.add %_r287a, %_r287b : tensor<f32>
      "stablehlo.return"(%_r287c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2208 = stablehlo.add %2202, %2207 : tensor<f32>
    %2209 = stablehlo.multiply %1675, %1675 : tensor<192xf32>
    %2210 = stablehlo.constant dense<0.0> : tensor<f32>
    %2211 = "stablehlo.reduce"(%2209, %2210) ({
    ^bb0(%_r288a: tensor<f32>, %_r288b: tensor<f32>):
      %_r288c = stablehlo.add %_r288a, %_r288b : tensor<f32>
      "stablehlo.return"(%_r288c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2212 = stablehlo.add %2208, %2211 : tensor<f32>
    %2213 = stablehlo.multiply %1670, %1670 : tensor<192xf32>
    %2214 = stablehlo.constant dense<0.0> : tensor<f32>
    %2215 = "stablehlo.reduce"(%2213, %2214) ({
    ^bb0(%_r289a: tensor<f32>, %_r289b: tensor<f32>):
      %_r289c = stablehlo.add %_r289a, %_r289b : tensor<f32>
      "stablehlo.return"(%_r289c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2216 = stablehlo.add %2212, %2215 : tensor<f32>
    %2217 = stablehlo.multiply %1662, %1662 : tensor<7x7x1x192xf32>
    %2218 = stablehlo.constant dense<0.0> : tensor<f32>
    %2219 = "stablehlo.reduce"(%2217, %2218) ({
    ^bb0(%_r290a: tensor<f32>, %_r290b: tensor<f32>):
      %_r290c = stablehlo.add %_r290a, %_r290b : tensor<f32>
      "stablehlo.return"(%_r290c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x192xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %2220 = stablehlo.constant dense<0.0> : tensor<f32>
    %2221 = "stablehlo.reduce"(%2219, %2220) ({
    ^bb0(%_r291a: tensor<f32>, %_r291b: tensor<f32>):
      %_r291c = stablehlo.add %_r291a, %_r291b : tensor<f32>
      "stablehlo.return"(%_r291c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %2222 = stablehlo.add %2216, %2221 : tensor<f32>
    %2223 = stablehlo.multiply %1664, %1664 : tensor<192xf32>
    %2224 = stablehlo.constant dense<0.0> : tensor<f32>
    %2225 = "stablehlo.reduce"(%2223, %2224) ({
    ^bb0(%_r292a: tensor<f32>, %_r292b: tensor<f32>):
      %_r292c = stablehlo.add %_r292a, %_r292b : tensor<f32>
      "stablehlo.return"(%_r292c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2226 = stablehlo.add %2222, %2225 : tensor<f32>
    %2227 = stablehlo.multiply %1657, %1657 : tensor<192xf32>
    %2228 = stablehlo.constant dense<0.0> : tensor<f32>
    %2229 = "stablehlo.reduce"(%2227, %2228) ({
    ^bb0(%_r293a: tensor<f32>, %_r293b: tensor<f32>):
      %_r293c = stablehlo.add %_r293a, %_r293b : tensor<f32>
      "stablehlo.return"(%_r293c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2230 = stablehlo.add %2226, %2229 : tensor<f32>
    %2231 = stablehlo.multiply %1659, %1659 : tensor<192xf32>
    %2232 = stablehlo.constant dense<0.0> : tensor<f32>
    %2233 = "stablehlo.reduce"(%2231, %2232) ({
    ^bb0(%_r294a: tensor<f32>, %_r294b: tensor<f32>):
      %_r294c = stablehlo.add %_r294a, %_r294b : tensor<f32>
      "stablehlo.return"(%_r294c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2234 = stablehlo.add %2230, %2233 : tensor<f32>
    %2235 = stablehlo.multiply %1636, %1636 : tensor<192x768xf32>
    %2236 = stablehlo.constant dense<0.0> : tensor<f32>
    %2237 = "stablehlo.reduce"(%2235, %2236) ({
    ^bb0(%_r295a: tensor<f32>, %_r295b: tensor<f32>):
      %_r295c = stablehlo.add %_r295a, %_r295b : tensor<f32>
      "stablehlo.return"(%_r295c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<192x768xf32>, tensor<f32>) -> tensor<192xf32>
    %2238 = stablehlo.constant dense<0.0> : tensor<f32>
    %2239 = "stablehlo.reduce"(%2237, %2238) ({
    ^bb0(%_r296a: tensor<f32>, %_r296b: tensor<f32>):
      %_r296c = stablehlo.add %_r296a, %_r296b : tensor<f32>
      "stablehlo.return"(%_r296c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2240 = stablehlo.add %2234, %2239 : tensor<f32>
    %2241 = stablehlo.multiply %1638, %1638 : tensor<768xf32>
    %2242 = stablehlo.constant dense<0.0> : tensor<f32>
    %2243 = "stablehlo.reduce"(%2241, %2242) ({
    ^bb0(%_r297a: tensor<f32>, %_r297b: tensor<f32>):
      %_r297c = stablehlo.add %_r297a, %_r297b : tensor<f32>
      "stablehlo.return"(%_r297c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2244 = stablehlo.add %2240, %2243 : tensor<f32>
    %2245 = stablehlo.multiply %1622, %1622 : tensor<768x192xf32>
    %2246 = stablehlo.constant dense<0.0> : tensor<f32>
    %2247 = "stablehlo.reduce"(%2245, %2246) ({
    ^bb0(%_r298a: tensor<f32>, %_r298b: tensor<f32>):
      %_r298c = stablehlo.add %_r298a, %_r298b : tensor<f32>
      "stablehlo.return"(%_r298c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<768x192xf32>, tensor<f32>) -> tensor<768xf32>
    %2248 = stablehlo.constant dense<0.0> : tensor<f32>
    %2249 = "stablehlo.reduce"(%2247, %2248) ({
    ^bb0(%_r299a: tensor<f32>, %_r299b: tensor<f32>):
      %_r299c = stablehlo.add %_r299a, %_r299b : tensor<f32>
      "stablehlo.return"(%_r299c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2250 = stablehlo.add %2244, %2249 : tensor<f32>
    %2251 = stablehlo.multiply %1624, %1624 : tensor<192xf32>
    %2252 = stablehlo.constant dense<0.0> : tensor<f32>
    %2253 = "stablehlo.reduce"(%2251, %2252) ({
    ^bb0(%_r300a: tensor<f32>, %_r300b: tensor<f32>):
      %_r300c = stablehlo.add %_r300a, %_r300b : tensor<f32>
      "stablehlo.return"(%_r300c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2254 = stablehlo.add %2250, %2253 : tensor<f32>
    %2255 = stablehlo.multiply %1619, %1619 : tensor<192xf32>
    %2256 = stablehlo.constant dense<0.0> : tensor<f32>
    %2257 = "stablehlo.reduce"(%2255, %2256) ({
    ^bb0(%_r301a: tensor<f32>, %_r301b: tensor<f32>):
      %_r301c = stablehlo.add %_r301a, %_r301b : tensor<f32>
      "stablehlo.return"(%_r301c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2258 = stablehlo.add %2254, %2257 : tensor<f32>
    %2259 = stablehlo.multiply %1612, %1612 : tensor<192xf32>
    %2260 = stablehlo.constant dense<0.0> : tensor<f32>
    %2261 = "stablehlo.reduce"(%2259, %2260) ({
    ^bb0(%_r302a: tensor<f32>, %_r302b: tensor<f32>):
      %_r302c = stablehlo.add %_r302a, %_r302b : tensor<f32>
      "stablehlo.return"(%_r302c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2262 = stablehlo.add %2258, %2261 : tensor<f32>
    %2263 = stablehlo.multiply %1614, %1614 : tensor<192xf32>
    %2264 = stablehlo.constant dense<0.0> : tensor<f32>
    %2265 = "stablehlo.reduce"(%2263, %2264) ({
    ^bb0(%_r303a: tensor<f32>, %_r303b: tensor<f32>):
      %_r303c = stablehlo.add %_r303a, %_r303b : tensor<f32>
      "stablehlo.return"(%_r303c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2266 = stablehlo.add %2262, %2265 : tensor<f32>
    %2267 = stablehlo.multiply %1591, %1591 : tensor<2x2x192x384xf32>
    %2268 = stablehlo.constant dense<0.0> : tensor<f32>
    %2269 = "stablehlo.reduce"(%2267, %2268) ({
    ^bb0(%_r304a: tensor<f32>, %_r304b: tensor<f32>):
      %_r304c = stablehlo.add %_r304a, %_r304b : tensor<f32>
      "stablehlo.return"(%_r304c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x192x384xf32>, tensor<f32>) -> tensor<2x2x192xf32>
    %2270 = stablehlo.constant dense<0.0> : tensor<f32>
    %2271 = "stablehlo.reduce"(%2269, %2270) ({
    ^bb0(%_r305a: tensor<f32>, %_r305b: tensor<f32>):
      %_r305c = stablehlo.add %_r305a, %_r305b : tensor<f32>
      "stablehlo.return"(%_r305c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x192xf32>, tensor<f32>) -> tensor<f32>
    %2272 = stablehlo.add %2266, %2271 : tensor<f32>
    %2273 = stablehlo.multiply %1593, %1593 : tensor<384xf32>
    %2274 = stablehlo.constant dense<0.0> : tensor<f32>
    %2275 = "stablehlo.reduce"(%2273, %2274) ({
    ^bb0(%_r306a: tensor<f32>, %_r306b: tensor<f32>):
      %_r306c = stablehlo.add %_r306a, %_r306b : tensor<f32>
      "stablehlo.return"(%_r306c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2276 = stablehlo.add %2272, %2275 : tensor<f32>
    %2277 = stablehlo.multiply %1584, %1584 : tensor<7x7x1x384xf32>
    %2278 = stablehlo.constant dense<0.0> : tensor<f32>
    %2279 = "stablehlo.reduce"(%2277, %2278) ({
    ^bb0(%_r307a: tensor<f32>, %_r307b: tensor<f32>):
      %_r307c = stablehlo.add %_r307a, %_r307b : tensor<f32>
      "stablehlo.return"(%_r307c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x384xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %2280 = stablehlo.constant dense<0.0> : tensor<f32>
    %2281 = "stablehlo.reduce"(%2279, %2280) ({
    ^bb0(%_r308a: tensor<f32>, %_r308b: tensor<f32>):
      %_r308c = stablehlo.add %_r308a, %_r308b : tensor<f32>
      "stablehlo.return"(%_r308c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %2282 = stablehlo.add %2276, %2281 : tensor<f32>
    %2283 = stablehlo.multiply %1586, %1586 : tensor<384xf32>
    %2284 = stablehlo.constant dense<0.0> : tensor<f32>
    %2285 = "stablehlo.reduce"(%2283, %2284) ({
    ^bb0(%_r309a: tensor<f32>, %_r309b: tensor<f32>):
      %_r309c = stablehlo.add %_r309a, %_r309b : tensor<f32>
      "stablehlo.return"(%_r309c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2286 = stablehlo.add %2282, %2285 : tensor<f32>
    %2287 = stablehlo.multiply %1579, %1579 : tensor<384xf32>
    %2288 = stablehlo.constant dense<0.0> : tensor<f32>
    %2289 = "stablehlo.reduce"(%2287, %2288) ({
    ^bb0(%_r310a: tensor<f32>, %_r310b: tensor<f32>):
      %_r310c = stablehlo.add %_r310a, %_r310b : tensor<f32>
      "stablehlo.return"(%_r310c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2290 = stablehlo.add %2286, %2289 : tensor<f32>
    %2291 = stablehlo.multiply %1581, %1581 : tensor<384xf32>
    %2292 = stablehlo.constant dense<0.0> : tensor<f32>
    %2293 = "stablehlo.reduce"(%2291, %2292) ({
    ^bb0(%_r311a: tensor<f32>, %_r311b: tensor<f32>):
      %_r311c = stablehlo.add %_r311a, %_r311b : tensor<f32>
      "stablehlo.return"(%_r311c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2294 = stablehlo.add %2290, %2293 : tensor<f32>
    %2295 = stablehlo.multiply %1558, %1558 : tensor<384x1536xf32>
    %2296 = stablehlo.constant dense<0.0> : tensor<f32>
    %2297 = "stablehlo.reduce"(%2295, %2296) ({
    ^bb0(%_r312a: tensor<f32>, %_r312b: tensor<f32>):
      %_r312c = stablehlo.add %_r312a, %_r312b : tensor<f32>
      "stablehlo.return"(%_r312c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x1536xf32>, tensor<f32>) -> tensor<384xf32>
    %2298 = stablehlo.constant dense<0.0> : tensor<f32>
    %2299 = "stablehlo.reduce"(%2297, %2298) ({
    ^bb0(%_r313a: tensor<f32>, %_r313b: tensor<f32>):
      %_r313c = stablehlo.add %_r313a, %_r313b : tensor<f32>
      "stablehlo.return"(%_r313c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2300 = stablehlo.add %2294, %2299 : tensor<f32>
    %2301 = stablehlo.multiply %1560, %1560 : tensor<1536xf32>
    %2302 = stablehlo.constant dense<0.0> : tensor<f32>
    %2303 = "stablehlo.reduce"(%2301, %2302) ({
    ^bb0(%_r314a: tensor<f32>, %_r314b: tensor<f32>):
      %_r314c = stablehlo.add %_r314a, %_r314b : tensor<f32>
      "stablehlo.return"(%_r314c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2304 = stablehlo.add %2300, %2303 : tensor<f32>
    %2305 = stablehlo.multiply %1544, %1544 : tensor<1536x384xf32>
    %2306 = stablehlo.constant dense<0.0> : tensor<f32>
    %2307 = "stablehlo.reduce"(%2305, %2306) ({
    ^bb0(%_r315a: tensor<f32>, %_r315b: tensor<f32>):
      %_r315c = stablehlo.add %_r315a, %_r315b : tensor<f32>
      "stablehlo.return"(%_r315c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1536x384xf32>, tensor<f32>) -> tensor<1536xf32>
    %2308 = stablehlo.constant dense<0.0> : tensor<f32>
    %2309 = "stablehlo.reduce"(%2307, %2308) ({
    ^bb0(%_r316a: tensor<f32>, %_r316b: tensor<f32>):
      %_r316c = stablehlo.add %_r316a, %_r316b : tensor<f32>
      "stablehlo.return"(%_r316c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2310 = stablehlo.add %2304, %2309 : tensor<f32>
    %2311 = stablehlo.multiply %1546, %1546 : tensor<384xf32>
    %2312 = stablehlo.constant dense<0.0> : tensor<f32>
    %2313 = "stablehlo.reduce"(%2311, %2312) ({
    ^bb0(%_r317a: tensor<f32>, %_r317b: tensor<f32>):
      %_r317c = stablehlo.add %_r317a, %_r317b : tensor<f32>
      "stablehlo.return"(%_r317c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2314 = stablehlo.add %2310, %2313 : tensor<f32>
    %2315 = stablehlo.multiply %1541, %1541 : tensor<384xf32>
    %2316 = stablehlo.constant dense<0.0> : tensor<f32>
    %2317 = "stablehlo.reduce"(%2315, %2316) ({
    ^bb0(%_r318a: tensor<f32>, %_r318b: tensor<f32>):
      %_r318c = stablehlo.add %_r318a, %_r318b : tensor<f32>
      "stablehlo.return"(%_r318c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2318 = stablehlo.add %2314, %2317 : tensor<f32>
    %2319 = stablehlo.multiply %1533, %1533 : tensor<7x7x1x384xf32>
    %2320 = stablehlo.constant dense<0.0> : tensor<f32>
    %2321 = "stablehlo.reduce"(%2319, %2320) ({
    ^bb0(%_r319a: tensor<f32>, %_r319b: tensor<f32>):
      %_r319c = stablehlo.add %_r319a, %_r319b : tensor<f32>
      "stablehlo.return"(%_r319c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x384xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %2322 = stablehlo.constant dense<0.0> : tensor<f32>
    %2323 = "stablehlo.reduce"(%2321, %2322) ({
    ^bb0(%_r320a: tensor<f32>, %_r320b: tensor<f32>):
      %_r320c = stablehlo.add %_r320a, %_r320b : tensor<f32>
      "stablehlo.return"(%_r320c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %2324 = stablehlo.add %2318, %2323 : tensor<f32>
    %2325 = stablehlo.multiply %1535, %1535 : tensor<384xf32>
    %2326 = stablehlo.constant dense<0.0> : tensor<f32>
    %2327 = "stablehlo.reduce"(%2325, %2326) ({
    ^bb0(%_r321a: tensor<f32>, %_r321b: tensor<f32>):
      %_r321c = stablehlo.add %_r321a, %_r321b : tensor<f32>
      "stablehlo.return"(%_r321c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2328 = stablehlo.add %2324, %2327 : tensor<f32>
    %2329 = stablehlo.multiply %1528, %1528 : tensor<384xf32>
    %2330 = stablehlo.constant dense<0.0> : tensor<f32>
    %2331 = "stablehlo.reduce"(%2329, %2330) ({
    ^bb0(%_r322a: tensor<f32>, %_r322b: tensor<f32>):
      %_r322c = stablehlo.add %_r322a, %_r322b : tensor<f32>
      "stablehlo.return"(%_r322c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2332 = stablehlo.add %2328, %2331 : tensor<f32>
    %2333 = stablehlo.multiply %1530, %1530 : tensor<384xf32>
    %2334 = stablehlo.constant dense<0.0> : tensor<f32>
    %2335 = "stablehlo.reduce"(%2333, %2334) ({
    ^bb0(%_r323a: tensor<f32>, %_r323b: tensor<f32>):
      %_r323c = stablehlo.add %_r323a, %_r323b : tensor<f32>
      "stablehlo.return"(%_r323c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2336 = stablehlo.add %2332, %2335 : tensor<f32>
    %2337 = stablehlo.multiply %1507, %1507 : tensor<384x1536xf32>
    %2338 = stablehlo.constant dense<0.0> : tensor<f32>
    %2339 = "stablehlo.reduce"(%2337, %2338) ({
    ^bb0(%_r324a: tensor<f32>, %_r324b: tensor<f32>):
      %_r324c = stablehlo.add %_r324a, %_r324b : tensor<f32>
      "stablehlo.return"(%_r324c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x1536xf32>, tensor<f32>) -> tensor<384xf32>
    %2340 = stablehlo.constant dense<0.0> : tensor<f32>
    %2341 = "stablehlo.reduce"(%2339, %2340) ({
    ^bb0(%_r325a: tensor<f32>, %_r325b: tensor<f32>):
      %_r325c = stablehlo.add %_r325a, %_r325b : tensor<f32>
      "stablehlo.return"(%_r325c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2342 = stablehlo.add %2336, %2341 : tensor<f32>
    %2343 = stablehlo.multiply %1509, %1509 : tensor<1536xf32>
    %2344 = stablehlo.constant dense<0.0> : tensor<f32>
    %2345 = "stablehlo.reduce"(%2343, %2344) ({
    ^bb0(%_r326a: tensor<f32>, %_r326b: tensor<f32>):
      %_r326c = stablehlo.add %_r326a, %_r326b : tensor<f32>
      "stablehlo.return"(%_r326c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2346 = stablehlo.add %2342, %2345 : tensor<f32>
    %2347 = stablehlo.multiply %1493, %1493 : tensor<1536x384xf32>
    %2348 = stablehlo.constant dense<0.0> : tensor<f32>
    %2349 = "stablehlo.reduce"(%2347, %2348) ({
    ^bb0(%_r327a: tensor<f32>, %_r327b: tensor<f32>):
      %_r327c = stablehlo.add %_r327a, %_r327b : tensor<f32>
      "stablehlo.return"(%_r327c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1536x384xf32>, tensor<f32>) -> tensor<1536xf32>
    %2350 = stablehlo.constant dense<0.0> : tensor<f32>
    %2351 = "stablehlo.reduce"(%2349, %2350) ({
    ^bb0(%_r328a: tensor<f32>, %_r328b: tensor<f32>):
      %_r328c = stablehlo.add %_r328a, %_r328b : tensor<f32>
      "stablehlo.return"(%_r328c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2352 = stablehlo.add %2346, %2351 : tensor<f32>
    %2353 = stablehlo.multiply %1495, %1495 : tensor<384xf32>
    %2354 = stablehlo.constant dense<0.0> : tensor<f32>
    %2355 = "stablehlo.reduce"(%2353, %2354) ({
    ^bb0(%_r329a: tensor<f32>, %_r329b: tensor<f32>):
      %_r329c = stablehlo.add %_r329a, %_r329b : tensor<f32>
      "stablehlo.return"(%_r329c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2356 = stablehlo.add %2352, %2355 : tensor<f32>
    %2357 = stablehlo.multiply %1490, %1490 : tensor<384xf32>
    %2358 = stablehlo.constant dense<0.0> : tensor<f32>
    %2359 = "stablehlo.reduce"(%2357, %2358) ({
    ^bb0(%_r330a: tensor<f32>, %_r330b: tensor<f32>):
      %_r330c = stablehlo.add %_r330a, %_r330b : tensor<f32>
      "stablehlo.return"(%_r330c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2360 = stablehlo.add %2356, %2359 : tensor<f32>
    %2361 = stablehlo.multiply %1482, %1482 : tensor<7x7x1x384xf32>
    %2362 = stablehlo.constant dense<0.0> : tensor<f32>
    %2363 = "stablehlo.reduce"(%2361, %2362) ({
    ^bb0(%_r331a: tensor<f32>, %_r331b: tensor<f32>):
      %_r331c = stablehlo.add %_r331a, %_r331b : tensor<f32>
      "stablehlo.return"(%_r331c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x384xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %2364 = stablehlo.constant dense<0.0> : tensor<f32>
    %2365 = "stablehlo.reduce"(%2363, %2364) ({
    ^bb0(%_r332a: tensor<f32>, %_r332b: tensor<f32>):
      %_r332c = stablehlo.add %_r332a, %_r332b : tensor<f32>
      "stablehlo.return"(%_r332c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %2366 = stablehlo.add %2360, %2365 : tensor<f32>
    %2367 = stablehlo.multiply %1484, %1484 : tensor<384xf32>
    %2368 = stablehlo.constant dense<0.0> : tensor<f32>
    %2369 = "stablehlo.reduce"(%2367, %2368) ({
    ^bb0(%_r333a: tensor<f32>, %_r333b: tensor<f32>):
      %_r333c = stablehlo.add %_r333a, %_r333b : tensor<f32>
      "stablehlo.return"(%_r333c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2370 = stablehlo.add %2366, %2369 : tensor<f32>
    %2371 = stablehlo.multiply %1477, %1477 : tensor<384xf32>
    %2372 = stablehlo.constant dense<0.0> : tensor<f32>
    %2373 = "stablehlo.reduce"(%2371, %2372) ({
    ^bb0(%_r334a: tensor<f32>, %_r334b: tensor<f32>):
      %_r334c = stablehlo.add %_r334a, %_r334b : tensor<f32>
      "stablehlo.return"(%_r334c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2374 = stablehlo.add %2370, %2373 : tensor<f32>
    %2375 = stablehlo.multiply %1479, %1479 : tensor<384xf32>
    %2376 = stablehlo.constant dense<0.0> : tensor<f32>
    %2377 = "stablehlo.reduce"(%2375, %2376) ({
    ^bb0(%_r335a: tensor<f32>, %_r335b: tensor<f32>):
      %_r335c = stablehlo.add %_r335a, %_r335b : tensor<f32>
      "stablehlo.return"(%_r335c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2378 = stablehlo.add %2374, %2377 : tensor<f32>
    %2379 = stablehlo.multiply %1456, %1456 : tensor<384x1536xf32>
    %2380 = stablehlo.constant dense<0.0> : tensor<f32>
    %2381 = "stablehlo.reduce"(%2379, %2380) ({
    ^bb0(%_r336a: tensor<f32>, %_r336b: tensor<f32>):
      %_r336c = stablehlo.add %_r336a, %_r336b : tensor<f32>
      "stablehlo.return"(%_r336c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x1536xf32>, tensor<f32>) -> tensor<384xf32>
    %2382 = stablehlo.constant dense<0.0> : tensor<f32>
    %2383 = "stablehlo.reduce"(%2381, %2382) ({
    ^bb0(%_r337a: tensor<f32>, %_r337b: tensor<f32>):
      %_r337c = stablehlo.add %_r337a, %_r337b : tensor<f32>
      "stablehlo.return"(%_r337c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2384 = stablehlo.add %2378, %2383 : tensor<f32>
    %2385 = stablehlo.multiply %1458, %1458 : tensor<1536xf32>
    %2386 = stablehlo.constant dense<0.0> : tensor<f32>
    %2387 = "stablehlo.reduce"(%2385, %2386) ({
    ^bb0(%_r338a: tensor<f32>, %_r338b: tensor<f32>):
      %_r338c = stablehlo.add %_r338a, %_r338b : tensor<f32>
      "stablehlo.return"(%_r338c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2388 = stablehlo.add %2384, %2387 : tensor<f32>
    %2389 = stablehlo.multiply %1442, %1442 : tensor<1536x384xf32>
    %2390 = stablehlo.constant dense<0.0> : tensor<f32>
    %2391 = "stablehlo.reduce"(%2389, %2390) ({
    ^bb0(%_r339a: tensor<f32>, %_r339b: tensor<f32>):
      %_r339c = stablehlo.add %_r339a, %_r339b : tensor<f32>
      "stablehlo.return"(%_r339c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1536x384xf32>, tensor<f32>) -> tensor<1536xf32>
    %2392 = stablehlo.constant dense<0.0> : tensor<f32>
    %2393 = "stablehlo.reduce"(%2391, %2392) ({
    ^bb0(%_r340a: tensor<f32>, %_r340b: tensor<f32>):
      %_r340c = stablehlo.add %_r340a, %_r340b : tensor<f32>
      "stablehlo.return"(%_r340c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2394 = stablehlo.add %2388, %2393 : tensor<f32>
    %2395 = stablehlo.multiply %1444, %1444 : tensor<384xf32>
    %2396 = stablehlo.constant dense<0.0> : tensor<f32>
    %2397 = "stablehlo.reduce"(%2395, %2396) ({
    ^bb0(%_r341a: tensor<f32>, %_r341b: tensor<f32>):
      %_r341c = stablehlo.add %_r341a, %_r341b : tensor<f32>
      "stablehlo.return"(%_r341c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2398 = stablehlo.add %2394, %2397 : tensor<f32>
    %2399 = stablehlo.multiply %1439, %1439 : tensor<384xf32>
    %2400 = stablehlo.constant dense<0.0> : tensor<f32>
    %2401 = "stablehlo.reduce"(%2399, %2400) ({
    ^bb0(%_r342a: tensor<f32>, %_r342b: tensor<f32>):
      %_r342c = stablehlo.add %_r342a, %_r342b : tensor<f32>
      "stablehlo.return"(%_r342c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2402 = stablehlo.add %2398, %2401 : tensor<f32>
    %2403 = stablehlo.multiply %1431, %1431 : tensor<7x7x1x384xf32>
    %2404 = stablehlo.constant dense<0.0> : tensor<f32>
    %2405 = "stablehlo.reduce"(%2403, %2404) ({
    ^bb0(%_r343a: tensor<f32>, %_r343b: tensor<f32>):
      %_r343c = stablehlo.add %_r343a, %_r343b : tensor<f32>
      "stablehlo.return"(%_r343c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x384xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %2406 = stablehlo.constant dense<0.0> : tensor<f32>
    %2407 = "stablehlo.reduce"(%2405, %2406) ({
    ^bb0(%_r344a: tensor<f32>, %_r344b: tensor<f32>):
      %_r344c = stablehlo.add %_r344a, %_r344b : tensor<f32>
      "stablehlo.return"(%_r344c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %2408 = stablehlo.add %2402, %2407 : tensor<f32>
    %2409 = stablehlo.multiply %1433, %1433 : tensor<384xf32>
    %2410 = stablehlo.constant dense<0.0> : tensor<f32>
    %2411 = "stablehlo.reduce"(%2409, %2410) ({
    ^bb0(%_r345a: tensor<f32>, %_r345b: tensor<f32>):
      %_r345c = stablehlo.add %_r345a, %_r345b : tensor<f32>
      "stablehlo.return"(%_r345c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2412 = stablehlo.add %2408, %2411 : tensor<f32>
    %2413 = stablehlo.multiply %1426, %1426 : tensor<384xf32>
    %2414 = stablehlo.constant dense<0.0> : tensor<f32>
    %2415 = "stablehlo.reduce"(%2413, %2414) ({
    ^bb0(%_r346a: tensor<f32>, %_r346b: tensor<f32>):
      %_r346c = stablehlo.add %_r346a, %_r346b : tensor<f32>
      "stablehlo.return"(%_r346c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2416 = stablehlo.add %2412, %2415 : tensor<f32>
    %2417 = stablehlo.multiply %1428, %1428 : tensor<384xf32>
    %2418 = stablehlo.constant dense<0.0> : tensor<f32>
    %2419 = "stablehlo.reduce"(%2417, %2418) ({
    ^bb0(%_r347a: tensor<f32>, %_r347b: tensor<f32>):
      %_r347c = stablehlo.add %_r347a, %_r347b : tensor<f32>
      "stablehlo.return"(%_r347c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2420 = stablehlo.add %2416, %2419 : tensor<f32>
    %2421 = stablehlo.multiply %1405, %1405 : tensor<384x1536xf32>
    %2422 = stablehlo.constant dense<0.0> : tensor<f32>
    %2423 = "stablehlo.reduce"(%2421, %2422) ({
    ^bb0(%_r348a: tensor<f32>, %_r348b: tensor<f32>):
      %_r348c = stablehlo.add %_r348a, %_r348b : tensor<f32>
      "stablehlo.return"(%_r348c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x1536xf32>, tensor<f32>) -> tensor<384xf32>
    %2424 = stablehlo.constant dense<0.0> : tensor<f32>
    %2425 = "stablehlo.reduce"(%2423, %2424) ({
    ^bb0(%_r349a: tensor<f32>, %_r349b: tensor<f32>):
      %_r349c = stablehlo.add %_r349a, %_r349b : tensor<f32>
      "stablehlo.return"(%_r349c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2426 = stablehlo.add %2420, %2425 : tensor<f32>
    %2427 = stablehlo.multiply %1407, %1407 : tensor<1536xf32>
    %2428 = stablehlo.constant dense<0.0> : tensor<f32>
    %2429 = "stablehlo.reduce"(%2427, %2428) ({
    ^bb0(%_r350a: tensor<f32>, %_r350b: tensor<f32>):
      %_r350c = stablehlo.add %_r350a, %_r350b : tensor<f32>
      "stablehlo.return"(%_r350c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2430 = stablehlo.add %2426, %2429 : tensor<f32>
    %2431 = stablehlo.multiply %1391, %1391 : tensor<1536x384xf32>
    %2432 = stablehlo.constant dense<0.0> : tensor<f32>
    %2433 = "stablehlo.reduce"(%2431, %2432) ({
    ^bb0(%_r351a: tensor<f32>, %_r351b: tensor<f32>):
      %_r351c = stablehlo.add %_r351a, %_r351b : tensor<f32>
      "stablehlo.return"(%_r351c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1536x384xf32>, tensor<f32>) -> tensor<1536xf32>
    %2434 = stablehlo.constant dense<0.0> : tensor<f32>
    %2435 = "stablehlo.reduce"(%2433, %2434) ({
    ^bb0(%_r352a: tensor<f32>, %_r352b: tensor<f32>):
      %_r352c = stablehlo.add %_r352a, %_r352b : tensor<f32>
      "stablehlo.return"(%_r352c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2436 = stablehlo.add %2430, %2435 : tensor<f32>
    %2437 = stablehlo.multiply %1393, %1393 : tensor<384xf32>
    %2438 = stablehlo.constant dense<0.0> : tensor<f32>
    %2439 = "stablehlo.reduce"(%2437, %2438) ({
    ^bb0(%_r353a: tensor<f32>, %_r353b: tensor<f32>):
      %_r353c = stablehlo.add %_r353a, %_r353b : tensor<f32>
      "stablehlo.return"(%_r353c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2440 = stablehlo.add %2436, %2439 : tensor<f32>
    %2441 = stablehlo.multiply %1388, %1388 : tensor<384xf32>
    %2442 = stablehlo.constant dense<0.0> : tensor<f32>
    %2443 = "stablehlo.reduce"(%2441, %2442) ({
    ^bb0(%_r354a: tensor<f32>, %_r354b: tensor<f32>):
      %_r354c = stablehlo.add %_r354a, %_r354b : tensor<f32>
      "stablehlo.return"(%_r354c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2444 = stablehlo.add %2440, %2443 : tensor<f32>
    %2445 = stablehlo.multiply %1380, %1380 : tensor<7x7x1x384xf32>
    %2446 = stablehlo.constant dense<0.0> : tensor<f32>
    %2447 = "stablehlo.reduce"(%2445, %2446) ({
    ^bb0(%_r355a: tensor<f32>, %_r355b: tensor<f32>):
      %_r355c = stablehlo.add %_r355a, %_r355b : tensor<f32>
      "stablehlo.return"(%_r355c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x384xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %2448 = stablehlo.constant dense<0.0> : tensor<f32>
    %2449 = "stablehlo.reduce"(%2447, %2448) ({
    ^bb0(%_r356a: tensor<f32>, %_r356b: tensor<f32>):
      %_r356c = stablehlo.add %_r356a, %_r356b : tensor<f32>
      "stablehlo.return"(%_r356c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %2450 = stablehlo.add %2444, %2449 : tensor<f32>
    %2451 = stablehlo.multiply %1382, %1382 : tensor<384xf32>
    %2452 = stablehlo.constant dense<0.0> : tensor<f32>
    %2453 = "stablehlo.reduce"(%2451, %2452) ({
    ^bb0(%_r357a: tensor<f32>, %_r357b: tensor<f32>):
      %_r357c = stablehlo.add %_r357a, %_r357b : tensor<f32>
      "stablehlo.return"(%_r357c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2454 = stablehlo.add %2450, %2453 : tensor<f32>
    %2455 = stablehlo.multiply %1375, %1375 : tensor<384xf32>
    %2456 = stablehlo.constant dense<0.0> : tensor<f32>
    %2457 = "stablehlo.reduce"(%2455, %2456) ({
    ^bb0(%_r358a: tensor<f32>, %_r358b: tensor<f32>):
      %_r358c = stablehlo.add %_r358a, %_r358b : tensor<f32>
      "stablehlo.return"(%_r358c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2458 = stablehlo.add %2454, %2457 : tensor<f32>
    %2459 = stablehlo.multiply %1377, %1377 : tensor<384xf32>
    %2460 = stablehlo.constant dense<0.0> : tensor<f32>
    %2461 = "stablehlo.reduce"(%2459, %2460) ({
    ^bb0(%_r359a: tensor<f32>, %_r359b: tensor<f32>):
      %_r359c = stablehlo.add %_r359a, %_r359b : tensor<f32>
      "stablehlo.return"(%_r359c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2462 = stablehlo.add %2458, %2461 : tensor<f32>
    %2463 = stablehlo.multiply %1354, %1354 : tensor<384x1536xf32>
    %2464 = stablehlo.constant dense<0.0> : tensor<f32>
    %2465 = "stablehlo.reduce"(%2463, %2464) ({
    ^bb0(%_r360a: tensor<f32>, %_r360b: tensor<f32>):
      %_r360c = stablehlo.add %_r360a, %_r360b : tensor<f32>
      "stablehlo.return"(%_r360c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x1536xf32>, tensor<f32>) -> tensor<384xf32>
    %2466 = stablehlo.constant dense<0.0> : tensor<f32>
    %2467 = "stablehlo.reduce"(%2465, %2466) ({
    ^bb0(%_r361a: tensor<f32>, %_r361b: tensor<f32>):
      %_r361c = stablehlo.add %_r361a, %_r361b : tensor<f32>
      "stablehlo.return"(%_r361c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2468 = stablehlo.add %2462, %2467 : tensor<f32>
    %2469 = stablehlo.multiply %1356, %1356 : tensor<1536xf32>
    %2470 = stablehlo.constant dense<0.0> : tensor<f32>
    %2471 = "stablehlo.reduce"(%2469, %2470) ({
    ^bb0(%_r362a: tensor<f32>, %_r362b: tensor<f32>):
      %_r362c = stablehlo.add %_r362a, %_r362b : tensor<f32>
      "stablehlo.return"(%_r362c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2472 = stablehlo.add %2468, %2471 : tensor<f32>
    %2473 = stablehlo.multiply %1340, %1340 : tensor<1536x384xf32>
    %2474 = stablehlo.constant dense<0.0> : tensor<f32>
    %2475 = "stablehlo.reduce"(%2473, %2474) ({
    ^bb0(%_r363a: tensor<f32>, %_r363b: tensor<f32>):
      %_r363c = stablehlo.add %_r363a, %_r363b : tensor<f32>
      "stablehlo.return"(%_r363c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1536x384xf32>, tensor<f32>) -> tensor<1536xf32>
    %2476 = stablehlo.constant dense<0.0> : tensor<f32>
    %2477 = "stablehlo.reduce"(%2475, %2476) ({
    ^bb0(%_r364a: tensor<f32>, %_r364b: tensor<f32>):
      %_r364c = stablehlo.add %_r364a, %_r364b : tensor<f32>
      "stablehlo.return"(%_r364c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2478 = stablehlo.add %2472, %2477 : tensor<f32>
    %2479 = stablehlo.multiply %1342, %1342 : tensor<384xf32>
    %2480 = stablehlo.constant dense<0.0> : tensor<f32>
    %2481 = "stablehlo.reduce"(%2479, %2480) ({
    ^bb0(%_r365a: tensor<f32>, %_r365b: tensor<f32>):
      %_r365c = stablehlo.add %_r365a, %_r365b : tensor<f32>
      "stablehlo.return"(%_r365c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2482 = stablehlo.add %2478, %2481 : tensor<f32>
    %2483 = stablehlo.multiply %1337, %1337 : tensor<384xf32>
    %2484 = stablehlo.constant dense<0.0> : tensor<f32>
    %2485 = "stablehlo.reduce"(%2483, %2484) ({
    ^bb0(%_r366a: tensor<f32>, %_r366b: tensor<f32>):
      %_r366c = stablehlo.add %_r366a, %_r366b : tensor<f32>
      "stablehlo.return"(%_r366c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2486 = stablehlo.add %2482, %2485 : tensor<f32>
    %2487 = stablehlo.multiply %1329, %1329 : tensor<7x7x1x384xf32>
    %2488 = stablehlo.constant dense<0.0> : tensor<f32>
    %2489 = "stablehlo.reduce"(%2487, %2488) ({
    ^bb0(%_r367a: tensor<f32>, %_r367b: tensor<f32>):
      %_r367c = stablehlo.add %_r367a, %_r367b : tensor<f32>
      "stablehlo.return"(%_r367c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x384xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %2490 = stablehlo.constant dense<0.0> : tensor<f32>
    %2491 = "stablehlo.reduce"(%2489, %2490) ({
    ^bb0(%_r368a: tensor<f32>, %_r368b: tensor<f32>):
      %_r368c = stablehlo.add %_r368a, %_r368b : tensor<f32>
      "stablehlo.return"(%_r368c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %2492 = stablehlo.add %2486, %2491 : tensor<f32>
    %2493 = stablehlo.multiply %1331, %1331 : tensor<384xf32>
    %2494 = stablehlo.constant dense<0.0> : tensor<f32>
    %2495 = "stablehlo.reduce"(%2493, %2494) ({
    ^bb0(%_r369a: tensor<f32>, %_r369b: tensor<f32>):
      %_r369c = stablehlo.add %_r369a, %_r369b : tensor<f32>
      "stablehlo.return"(%_r369c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2496 = stablehlo.add %2492, %2495 : tensor<f32>
    %2497 = stablehlo.multiply %1324, %1324 : tensor<384xf32>
    %2498 = stablehlo.constant dense<0.0> : tensor<f32>
    %2499 = "stablehlo.reduce"(%2497, %2498) ({
    ^bb0(%_r370a: tensor<f32>, %_r370b: tensor<f32>):
      %_r370c = stablehlo.add %_r370a, %_r370b : tensor<f32>
      "stablehlo.return"(%_r370c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2500 = stablehlo.add %2496, %2499 : tensor<f32>
    %2501 = stablehlo.multiply %1326, %1326 : tensor<384xf32>
    %2502 = stablehlo.constant dense<0.0> : tensor<f32>
    %2503 = "stablehlo.reduce"(%2501, %2502) ({
    ^bb0(%_r371a: tensor<f32>, %_r371b: tensor<f32>):
      %_r371c = stablehlo.add %_r371a, %_r371b : tensor<f32>
      "stablehlo.return"(%_r371c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2504 = stablehlo.add %2500, %2503 : tensor<f32>
    %2505 = stablehlo.multiply %1303, %1303 : tensor<384x1536xf32>
    %2506 = stablehlo.constant dense<0.0> : tensor<f32>
    %2507 = "stablehlo.reduce"(%2505, %2506) ({
    ^bb0(%_r372a: tensor<f32>, %_r372b: tensor<f32>):
      %_r372c = stablehlo.add %_r372a, %_r372b : tensor<f32>
      "stablehlo.return"(%_r372c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x1536xf32>, tensor<f32>) -> tensor<384xf32>
    %2508 = stablehlo.constant dense<0.0> : tensor<f32>
    %2509 = "stablehlo.reduce"(%2507, %2508) ({
    ^bb0(%_r373a: tensor<f32>, %_r373b: tensor<f32>):
      %_r373c = stablehlo.add %_r373a, %_r373b : tensor<f32>
      "stablehlo.return"(%_r373c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2510 = stablehlo.add %2504, %2509 : tensor<f32>
    %2511 = stablehlo.multiply %1305, %1305 : tensor<1536xf32>
    %2512 = stablehlo.constant dense<0.0> : tensor<f32>
    %2513 = "stablehlo.reduce"(%2511, %2512) ({
    ^bb0(%_r374a: tensor<f32>, %_r374b: tensor<f32>):
      %_r374c = stablehlo.add %_r374a, %_r374b : tensor<f32>
      "stablehlo.return"(%_r374c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2514 = stablehlo.add %2510, %2513 : tensor<f32>
    %2515 = stablehlo.multiply %1289, %1289 : tensor<1536x384xf32>
    %2516 = stablehlo.constant dense<0.0> : tensor<f32>
    %2517 = "stablehlo.reduce"(%2515, %2516) ({
    ^bb0(%_r375a: tensor<f32>, %_r375b: tensor<f32>):
      %_r375c = stablehlo.add %_r375a, %_r375b : tensor<f32>
      "stablehlo.return"(%_r375c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1536x384xf32>, tensor<f32>) -> tensor<1536xf32>
    %2518 = stablehlo.constant dense<0.0> : tensor<f32>
    %2519 = "stablehlo.reduce"(%2517, %2518) ({
    ^bb0(%_r376a: tensor<f32>, %_r376b: tensor<f32>):
      %_r376c = stablehlo.add %_r376a, %_r376b : tensor<f32>
      "stablehlo.return"(%_r376c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2520 = stablehlo.add %2514, %2519 : tensor<f32>
    %2521 = stablehlo.multiply %1291, %1291 : tensor<384xf32>
    %2522 = stablehlo.constant dense<0.0> : tensor<f32>
    %2523 = "stablehlo.reduce"(%2521, %2522) ({
    ^bb0(%_r377a: tensor<f32>, %_r377b: tensor<f32>):
      %_r377c = stablehlo.add %_r377a, %_r377b : tensor<f32>
      "stablehlo.return"(%_r377c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2524 = stablehlo.add %2520, %2523 : tensor<f32>
    %2525 = stablehlo.multiply %1286, %1286 : tensor<384xf32>
    %2526 = stablehlo.constant dense<0.0> : tensor<f32>
    %2527 = "stablehlo.reduce"(%2525, %2526) ({
    ^bb0(%_r378a: tensor<f32>, %_r378b: tensor<f32>):
      %_r378c = stablehlo.add %_r378a, %_r378b : tensor<f32>
      "stablehlo.return"(%_r378c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2528 = stablehlo.add %2524, %2527 : tensor<f32>
    %2529 = stablehlo.multiply %1278, %1278 : tensor<7x7x1x384xf32>
    %2530 = stablehlo.constant dense<0.0> : tensor<f32>
    %2531 = "stablehlo.reduce"(%2529, %2530) ({
    ^bb0(%_r379a: tensor<f32>, %_r379b: tensor<f32>):
      %_r379c = stablehlo.add %_r379a, %_r379b : tensor<f32>
      "stablehlo.return"(%_r379c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x384xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %2532 = stablehlo.constant dense<0.0> : tensor<f32>
    %2533 = "stablehlo.reduce"(%2531, %2532) ({
    ^bb0(%_r380a: tensor<f32>, %_r380b: tensor<f32>):
      %_r380c = stablehlo.add %_r380a, %_r380b : tensor<f32>
      "stablehlo.return"(%_r380c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %2534 = stablehlo.add %2528, %2533 : tensor<f32>
    %2535 = stablehlo.multiply %1280, %1280 : tensor<384xf32>
    %2536 = stablehlo.constant dense<0.0> : tensor<f32>
    %2537 = "stablehlo.reduce"(%2535, %2536) ({
    ^bb0(%_r381a: tensor<f32>, %_r381b: tensor<f32>):
      %_r381c = stablehlo.add %_r381a, %_r381b : tensor<f32>
      "stablehlo.return"(%_r381c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2538 = stablehlo.add %2534, %2537 : tensor<f32>
    %2539 = stablehlo.multiply %1273, %1273 : tensor<384xf32>
    %2540 = stablehlo.constant dense<0.0> : tensor<f32>
    %2541 = "stablehlo.reduce"(%2539, %2540) ({
    ^bb0(%_r382a: tensor<f32>, %_r382b: tensor<f32>):
      %_r382c = stablehlo.add %_r382a, %_r382b : tensor<f32>
      "stablehlo.return"(%_r382c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2542 = stablehlo.add %2538, %2541 : tensor<f32>
    %2543 = stablehlo.multiply %1275, %1275 : tensor<384xf32>
    %2544 = stablehlo.constant dense<0.0> : tensor<f32>
    %2545 = "stablehlo.reduce"(%2543, %2544) ({
    ^bb0(%_r383a: tensor<f32>, %_r383b: tensor<f32>):
      %_r383c = stablehlo.add %_r383a, %_r383b : tensor<f32>
      "stablehlo.return"(%_r383c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2546 = stablehlo.add %2542, %2545 : tensor<f32>
    %2547 = stablehlo.multiply %1252, %1252 : tensor<384x1536xf32>
    %2548 = stablehlo.constant dense<0.0> : tensor<f32>
    %2549 = "stablehlo.reduce"(%2547, %2548) ({
    ^bb0(%_r384a: tensor<f32>, %_r384b: tensor<f32>):
      %_r384c = stablehlo.add %_r384a, %_r384b : tensor<f32>
      "stablehlo.return"(%_r384c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x1536xf32>, tensor<f32>) -> tensor<384xf32>
    %2550 = stablehlo.constant dense<0.0> : tensor<f32>
    %2551 = "stablehlo.reduce"(%2549, %2550) ({
    ^bb0(%_r385a: tensor<f32>, %_r385b: tensor<f32>):
      %_r385c = stablehlo.add %_r385a, %_r385b : tensor<f32>
      "stablehlo.return"(%_r385c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2552 = stablehlo.add %2546, %2551 : tensor<f32>
    %2553 = stablehlo.multiply %1254, %1254 : tensor<1536xf32>
    %2554 = stablehlo.constant dense<0.0> : tensor<f32>
    %2555 = "stablehlo.reduce"(%2553, %2554) ({
    ^bb0(%_r386a: tensor<f32>, %_r386b: tensor<f32>):
      %_r386c = stablehlo.add %_r386a, %_r386b : tensor<f32>
      "stablehlo.return"(%_r386c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2556 = stablehlo.add %2552, %2555 : tensor<f32>
    %2557 = stablehlo.multiply %1238, %1238 : tensor<1536x384xf32>
    %2558 = stablehlo.constant dense<0.0> : tensor<f32>
    %2559 = "stablehlo.reduce"(%2557, %2558) ({
    ^bb0(%_r387a: tensor<f32>, %_r387b: tensor<f32>):
      %_r387c = stablehlo.add %_r387a, %_r387b : tensor<f32>
      "stablehlo.return"(%_r387c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1536x384xf32>, tensor<f32>) -> tensor<1536xf32>
    %2560 = stablehlo.constant dense<0.0> : tensor<f32>
    %2561 = "stablehlo.reduce"(%2559, %2560) ({
    ^bb0(%_r388a: tensor<f32>, %_r388b: tensor<f32>):
      %_r388c = stablehlo.add %_r388a, %_r388b : tensor<f32>
      "stablehlo.return"(%_r388c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2562 = stablehlo.add %2556, %2561 : tensor<f32>
    %2563 = stablehlo.multiply %1240, %1240 : tensor<384xf32>
    %2564 = stablehlo.constant dense<0.0> : tensor<f32>
    %2565 = "stablehlo.reduce"(%2563, %2564) ({
    ^bb0(%_r389a: tensor<f32>, %_r389b: tensor<f32>):
      %_r389c = stablehlo.add %_r389a, %_r389b : tensor<f32>
      "stablehlo.return"(%_r389c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2566 = stablehlo.add %2562, %2565 : tensor<f32>
    %2567 = stablehlo.multiply %1235, %1235 : tensor<384xf32>
    %2568 = stablehlo.constant dense<0.0> : tensor<f32>
    %2569 = "stablehlo.reduce"(%2567, %2568) ({
    ^bb0(%_r390a: tensor<f32>, %_r390b: tensor<f32>):
      %_r390c = stablehlo.add %_r390a, %_r390b : tensor<f32>
      "stablehlo.return"(%_r390c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2570 = stablehlo.add %2566, %2569 : tensor<f32>
    %2571 = stablehlo.multiply %1227, %1227 : tensor<7x7x1x384xf32>
    %2572 = stablehlo.constant dense<0.0> : tensor<f32>
    %2573 = "stablehlo.reduce"(%2571, %2572) ({
    ^bb0(%_r391a: tensor<f32>, %_r391b: tensor<f32>):
      %_r391c = stablehlo.add %_r391a, %_r391b : tensor<f32>
      "stablehlo.return"(%_r391c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x384xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %2574 = stablehlo.constant dense<0.0> : tensor<f32>
    %2575 = "stablehlo.reduce"(%2573, %2574) ({
    ^bb0(%_r392a: tensor<f32>, %_r392b: tensor<f32>):
      %_r392c = stablehlo.add %_r392a, %_r392b : tensor<f32>
      "stablehlo.return"(%_r392c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %2576 = stablehlo.add %2570, %2575 : tensor<f32>
    %2577 = stablehlo.multiply %1229, %1229 : tensor<384xf32>
    %2578 = stablehlo.constant dense<0.0> : tensor<f32>
    %2579 = "stablehlo.reduce"(%2577, %2578) ({
    ^bb0(%_r393a: tensor<f32>, %_r393b: tensor<f32>):
      %_r393c = stablehlo.add %_r393a, %_r393b : tensor<f32>
      "stablehlo.return"(%_r393c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2580 = stablehlo.add %2576, %2579 : tensor<f32>
    %2581 = stablehlo.multiply %1222, %1222 : tensor<384xf32>
    %2582 = stablehlo.constant dense<0.0> : tensor<f32>
    %2583 = "stablehlo.reduce"(%2581, %2582) ({
    ^bb0(%_r394a: tensor<f32>, %_r394b: tensor<f32>):
      %_r394c = stablehlo.add %_r394a, %_r394b : tensor<f32>
      "stablehlo.return"(%_r394c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2584 = stablehlo.add %2580, %2583 : tensor<f32>
    %2585 = stablehlo.multiply %1224, %1224 : tensor<384xf32>
    %2586 = stablehlo.constant dense<0.0> : tensor<f32>
    %2587 = "stablehlo.reduce"(%2585, %2586) ({
    ^bb0(%_r395a: tensor<f32>, %_r395b: tensor<f32>):
      %_r395c = stablehlo.add %_r395a, %_r395b : tensor<f32>
      "stablehlo.return"(%_r395c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2588 = stablehlo.add %2584, %2587 : tensor<f32>
    %2589 = stablehlo.multiply %1201, %1201 : tensor<384x1536xf32>
    %2590 = stablehlo.constant dense<0.0> : tensor<f32>
    %2591 = "stablehlo.reduce"(%2589, %2590) ({
    ^bb0(%_r396a: tensor<f32>, %_r396b: tensor<f32>):
      %_r396c = stablehlo.add %_r396a, %_r396b : tensor<f32>
      "stablehlo.return"(%_r396c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x1536xf32>, tensor<f32>) -> tensor<384xf32>
    %2592 = stablehlo.constant dense<0.0> : tensor<f32>
    %2593 = "stablehlo.reduce"(%2591, %2592) ({
    ^bb0(%_r397a: tensor<f32>, %_r397b: tensor<f32>):
      %_r397c = stablehlo.add %_r397a, %_r397b : tensor<f32>
      "stablehlo.return"(%_r397c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2594 = stablehlo.add %2588, %2593 : tensor<f32>
    %2595 = stablehlo.multiply %1203, %1203 : tensor<1536xf32>
    %2596 = stablehlo.constant dense<0.0> : tensor<f32>
    %2597 = "stablehlo.reduce"(%2595, %2596) ({
    ^bb0(%_r398a: tensor<f32>, %_r398b: tensor<f32>):
      %_r398c = stablehlo.add %_r398a, %_r398b : tensor<f32>
      "stablehlo.return"(%_r398c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2598 = stablehlo.add %2594, %2597 : tensor<f32>
    %2599 = stablehlo.multiply %1187, %1187 : tensor<1536x384xf32>
    %2600 = stablehlo.constant dense<0.0> : tensor<f32>
    %2601 = "stablehlo.reduce"(%2599, %2600) ({
    ^bb0(%_r399a: tensor<f32>, %_r399b: tensor<f32>):
      %_r399c = stablehlo.add %_r399a, %_r399b : tensor<f32>
      "stablehlo.return"(%_r399c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1536x384xf32>, tensor<f32>) -> tensor<1536xf32>
    %2602 = stablehlo.constant dense<0.0> : tensor<f32>
    %2603 = "stablehlo.reduce"(%2601, %2602) ({
    ^bb0(%_r400a: tensor<f32>, %_r400b: tensor<f32>):
      %_r400c = stablehlo.add %_r400a, %_r400b : tensor<f32>
      "stablehlo.return"(%_r400c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2604 = stablehlo.add %2598, %2603 : tensor<f32>
    %2605 = stablehlo.multiply %1189, %1189 : tensor<384xf32>
    %2606 = stablehlo.constant dense<0.0> : tensor<f32>
    %2607 = "stablehlo.reduce"(%2605, %2606) ({
    ^bb0(%_r401a: tensor<f32>, %_r401b: tensor<f32>):
      %_r401c = stablehlo.add %_r401a, %_r401b : tensor<f32>
      "stablehlo.return"(%_r401c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2608 = stablehlo.add %2604, %2607 : tensor<f32>
    %2609 = stablehlo.multiply %1184, %1184 : tensor<384xf32>
    %2610 = stablehlo.constant dense<0.0> : tensor<f32>
    %2611 = "stablehlo.reduce"(%2609, %2610) ({
    ^bb0(%_r402a: tensor<f32>, %_r402b: tensor<f32>):
      %_r402c = stablehlo.add %_r402a, %_r402b : tensor<f32>
      "stablehlo.return"(%_r402c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2612 = stablehlo.add %2608, %2611 : tensor<f32>
    %2613 = stablehlo.multiply %1176, %1176 : tensor<7x7x1x384xf32>
    %2614 = stablehlo.constant dense<0.0> : tensor<f32>
    %2615 = "stablehlo.reduce"(%2613, %2614) ({
    ^bb0(%_r403a: tensor<f32>, %_r403b: tensor<f32>):
      %_r403c = stablehlo.add %_r403a, %_r403b : tensor<f32>
      "stablehlo.return"(%_r403c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x384xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %2616 = stablehlo.constant dense<0.0> : tensor<f32>
    %2617 = "stablehlo.reduce"(%2615, %2616) ({
    ^bb0(%_r404a: tensor<f32>, %_r404b: tensor<f32>):
      %_r404c = stablehlo.add %_r404a, %_r404b : tensor<f32>
      "stablehlo.return"(%_r404c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %2618 = stablehlo.add %2612, %2617 : tensor<f32>
    %2619 = stablehlo.multiply %1178, %1178 : tensor<384xf32>
    %2620 = stablehlo.constant dense<0.0> : tensor<f32>
    %2621 = "stablehlo.reduce"(%2619, %2620) ({
    ^bb0(%_r405a: tensor<f32>, %_r405b: tensor<f32>):
      %_r405c = stablehlo.add %_r405a, %_r405b : tensor<f32>
      "stablehlo.return"(%_r405c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2622 = stablehlo.add %2618, %2621 : tensor<f32>
    %2623 = stablehlo.multiply %1171, %1171 : tensor<384xf32>
    %2624 = stablehlo.constant dense<0.0> : tensor<f32>
    %2625 = "stablehlo.reduce"(%2623, %2624) ({
    ^bb0(%_r406a: tensor<f32>, %_r406b: tensor<f32>):
      %_r406c = stablehlo.add %_r406a, %_r406b : tensor<f32>
      "stablehlo.return"(%_r406c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2626 = stablehlo.add %2622, %2625 : tensor<f32>
    %2627 = stablehlo.multiply %1173, %1173 : tensor<384xf32>
    %2628 = stablehlo.constant dense<0.0> : tensor<f32>
    %2629 = "stablehlo.reduce"(%2627, %2628) ({
    ^bb0(%_r407a: tensor<f32>, %_r407b: tensor<f32>):
      %_r407c = stablehlo.add %_r407a, %_r407b : tensor<f32>
      "stablehlo.return"(%_r407c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2630 = stablehlo.add %2626, %2629 : tensor<f32>
    %2631 = stablehlo.multiply %1150, %1150 : tensor<384x1536xf32>
    %2632 = stablehlo.constant dense<0.0> : tensor<f32>
    %2633 = "stablehlo.reduce"(%2631, %2632) ({
    ^bb0(%_r408a: tensor<f32>, %_r408b: tensor<f32>):
      %_r408c = stablehlo.add %_r408a, %_r408b : tensor<f32>
      "stablehlo.return"(%_r408c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x1536xf32>, tensor<f32>) -> tensor<384xf32>
    %2634 = stablehlo.constant dense<0.0> : tensor<f32>
    %2635 = "stablehlo.reduce"(%2633, %2634) ({
    ^bb0(%_r409a: tensor<f32>, %_r409b: tensor<f32>):
      %_r409c = stablehlo.add %_r409a, %_r409b : tensor<f32>
      "stablehlo.return"(%_r409c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2636 = stablehlo.add %2630, %2635 : tensor<f32>
    %2637 = stablehlo.multiply %1152, %1152 : tensor<1536xf32>
    %2638 = stablehlo.constant dense<0.0> : tensor<f32>
    %2639 = "stablehlo.reduce"(%2637, %2638) ({
    ^bb0(%_r410a: tensor<f32>, %_r410b: tensor<f32>):
      %_r410c = stablehlo.add %_r410a, %_r410b : tensor<f32>
      "stablehlo.return"(%_r410c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2640 = stablehlo.add %2636, %2639 : tensor<f32>
    %2641 = stablehlo.multiply %1136, %1136 : tensor<1536x384xf32>
    %2642 = stablehlo.constant dense<0.0> : tensor<f32>
    %2643 = "stablehlo.reduce"(%2641, %2642) ({
    ^bb0(%_r411a: tensor<f32>, %_r411b: tensor<f32>):
      %_r411c = stablehlo.add %_r411a, %_r411b : tensor<f32>
      "stablehlo.return"(%_r411c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1536x384xf32>, tensor<f32>) -> tensor<1536xf32>
    %2644 = stablehlo.constant dense<0.0> : tensor<f32>
    %2645 = "stablehlo.reduce"(%2643, %2644) ({
    ^bb0(%_r412a: tensor<f32>, %_r412b: tensor<f32>):
      %_r412c = stablehlo.add %_r412a, %_r412b : tensor<f32>
      "stablehlo.return"(%_r412c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2646 = stablehlo.add %2640, %2645 : tensor<f32>
    %2647 = stablehlo.multiply %1138, %1138 : tensor<384xf32>
    %2648 = stablehlo.constant dense<0.0> : tensor<f32>
    %2649 = "stablehlo.reduce"(%2647, %2648) ({
    ^bb0(%_r413a: tensor<f32>, %_r413b: tensor<f32>):
      %_r413c = stablehlo.add %_r413a, %_r413b : tensor<f32>
      "stablehlo.return"(%_r413c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2650 = stablehlo.add %2646, %2649 : tensor<f32>
    %2651 = stablehlo.multiply %1133, %1133 : tensor<384xf32>
    %2652 = stablehlo.constant dense<0.0> : tensor<f32>
    %2653 = "stablehlo.reduce"(%2651, %2652) ({
    ^bb0(%_r414a: tensor<f32>, %_r414b: tensor<f32>):
      %_r414c = stablehlo.add %_r414a, %_r414b : tensor<f32>
      "stablehlo.return"(%_r414c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2654 = stablehlo.add %2650, %2653 : tensor<f32>
    %2655 = stablehlo.multiply %1126, %1126 : tensor<384xf32>
    %2656 = stablehlo.constant dense<0.0> : tensor<f32>
    %2657 = "stablehlo.reduce"(%2655, %2656) ({
    ^bb0(%_r415a: tensor<f32>, %_r415b: tensor<f32>):
      %_r415c = stablehlo.add %_r415a, %_r415b : tensor<f32>
      "stablehlo.return"(%_r415c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2658 = stablehlo.add %2654, %2657 : tensor<f32>
    %2659 = stablehlo.multiply %1128, %1128 : tensor<384xf32>
    %2660 = stablehlo.constant dense<0.0> : tensor<f32>
    %2661 = "stablehlo.reduce"(%2659, %2660) ({
    ^bb0(%_r416a: tensor<f32>, %_r416b: tensor<f32>):
      %_r416c = stablehlo.add %_r416a, %_r416b : tensor<f32>
      "stablehlo.return"(%_r416c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2662 = stablehlo.add %2658, %2661 : tensor<f32>
    %2663 = stablehlo.multiply %1105, %1105 : tensor<2x2x384x768xf32>
    %2664 = stablehlo.constant dense<0.0> : tensor<f32>
    %2665 = "stablehlo.reduce"(%2663, %2664) ({
    ^bb0(%_r417a: tensor<f32>, %_r417b: tensor<f32>):
      %_r417c = stablehlo.add %_r417a, %_r417b : tensor<f32>
      "stablehlo.return"(%_r417c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x384x768xf32>, tensor<f32>) -> tensor<2x2x384xf32>
    %2666 = stablehlo.constant dense<0.0> : tensor<f32>
    %2667 = "stablehlo.reduce"(%2665, %2666) ({
    ^bb0(%_r418a: tensor<f32>, %_r418b: tensor<f32>):
      %_r418c = stablehlo.add %_r418a, %_r418b : tensor<f32>
      "stablehlo.return"(%_r418c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x384xf32>, tensor<f32>) -> tensor<f32>
    %2668 = stablehlo.add %2662, %2667 : tensor<f32>
    %2669 = stablehlo.multiply %1107, %1107 : tensor<768xf32>
    %2670 = stablehlo.constant dense<0.0> : tensor<f32>
    %2671 = "stablehlo.reduce"(%2669, %2670) ({
    ^bb0(%_r419a: tensor<f32>, %_r419b: tensor<f32>):
      %_r419c = stablehlo.add %_r419a, %_r419b : tensor<f32>
      "stablehlo.return"(%_r419c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2672 = stablehlo.add %2668, %2671 : tensor<f32>
    %2673 = stablehlo.multiply %1098, %1098 : tensor<7x7x1x768xf32>
    %2674 = stablehlo.constant dense<0.0> : tensor<f32>
    %2675 = "stablehlo.reduce"(%2673, %2674) ({
    ^bb0(%_r420a: tensor<f32>, %_r420b: tensor<f32>):
      %_r420c = stablehlo.add %_r420a, %_r420b : tensor<f32>
      "stablehlo.return"(%_r420c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x768xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %2676 = stablehlo.constant dense<0.0> : tensor<f32>
    %2677 = "stablehlo.reduce"(%2675, %2676) ({
    ^bb0(%_r421a: tensor<f32>, %_r421b: tensor<f32>):
      %_r421c = stablehlo.add %_r421a, %_r421b : tensor<f32>
      "stablehlo.return"(%_r421c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %2678 = stablehlo.add %2672, %2677 : tensor<f32>
    %2679 = stablehlo.multiply %1100, %1100 : tensor<768xf32>
    %2680 = stablehlo.constant dense<0.0> : tensor<f32>
    %2681 = "stablehlo.reduce"(%2679, %2680) ({
    ^bb0(%_r422a: tensor<f32>, %_r422b: tensor<f32>):
      %_r422c = stablehlo.add %_r422a, %_r422b : tensor<f32>
      "stablehlo.return"(%_r422c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2682 = stablehlo.add %2678, %2681 : tensor<f32>
    %2683 = stablehlo.multiply %1093, %1093 : tensor<768xf32>
    %2684 = stablehlo.constant dense<0.0> : tensor<f32>
    %2685 = "stablehlo.reduce"(%2683, %2684) ({
    ^bb0(%_r423a: tensor<f32>, %_r423b: tensor<f32>):
      %_r423c = stablehlo.add %_r423a, %_r423b : tensor<f32>
      "stablehlo.return"(%_r423c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2686 = stablehlo.add %2682, %2685 : tensor<f32>
    %2687 = stablehlo.multiply %1095, %1095 : tensor<768xf32>
    %2688 = stablehlo.constant dense<0.0> : tensor<f32>
    %2689 = "stablehlo.reduce"(%2687, %2688) ({
    ^bb0(%_r424a: tensor<f32>, %_r424b: tensor<f32>):
      %_r424c = stablehlo.add %_r424a, %_r424b : tensor<f32>
      "stablehlo.return"(%_r424c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2690 = stablehlo.add %2686, %2689 : tensor<f32>
    %2691 = stablehlo.multiply %1072, %1072 : tensor<768x3072xf32>
    %2692 = stablehlo.constant dense<0.0> : tensor<f32>
    %2693 = "stablehlo.reduce"(%2691, %2692) ({
    ^bb0(%_r425a: tensor<f32>, %_r425b: tensor<f32>):
      %_r425c = stablehlo.add %_r425a, %_r425b : tensor<f32>
      "stablehlo.return"(%_r425c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<768x3072xf32>, tensor<f32>) -> tensor<768xf32>
    %2694 = stablehlo.constant dense<0.0> : tensor<f32>
    %2695 = "stablehlo.reduce"(%2693, %2694) ({
    ^bb0(%_r426a: tensor<f32>, %_r426b: tensor<f32>):
      %_r426c = stablehlo.add %_r426a, %_r426b : tensor<f32>
      "stablehlo.return"(%_r426c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2696 = stablehlo.add %2690, %2695 : tensor<f32>
    %2697 = stablehlo.multiply %1074, %1074 : tensor<3072xf32>
    %2698 = stablehlo.constant dense<0.0> : tensor<f32>
    %2699 = "stablehlo.reduce"(%2697, %2698) ({
    ^bb0(%_r427a: tensor<f32>, %_r427b: tensor<f32>):
      %_r427c = stablehlo.add %_r427a, %_r427b : tensor<f32>
      "stablehlo.return"(%_r427c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3072xf32>, tensor<f32>) -> tensor<f32>
    %2700 = stablehlo.add %2696, %2699 : tensor<f32>
    %2701 = stablehlo.multiply %1058, %1058 : tensor<3072x768xf32>
    %2702 = stablehlo.constant dense<0.0> : tensor<f32>
    %2703 = "stablehlo.reduce"(%2701, %2702) ({
    ^bb0(%_r428a: tensor<f32>, %_r428b: tensor<f32>):
      %_r428c = stablehlo.add %_r428a, %_r428b : tensor<f32>
      "stablehlo.return"(%_r428c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<3072x768xf32>, tensor<f32>) -> tensor<3072xf32>
    %2704 = stablehlo.constant dense<0.0> : tensor<f32>
    %2705 = "stablehlo.reduce"(%2703, %2704) ({
    ^bb0(%_r429a: tensor<f32>, %_r429b: tensor<f32>):
      %_r429c = stablehlo.add %_r429a, %_r429b : tensor<f32>
      "stablehlo.return"(%_r429c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3072xf32>, tensor<f32>) -> tensor<f32>
    %2706 = stablehlo.add %2700, %2705 : tensor<f32>
    %2707 = stablehlo.multiply %1060, %1060 : tensor<768xf32>
    %2708 = stablehlo.constant dense<0.0> : tensor<f32>
    %2709 = "stablehlo.reduce"(%2707, %2708) ({
    ^bb0(%_r430a: tensor<f32>, %_r430b: tensor<f32>):
      %_r430c = stablehlo.add %_r430a, %_r430b : tensor<f32>
      "stablehlo.return"(%_r430c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2710 = stablehlo.add %2706, %2709 : tensor<f32>
    %2711 = stablehlo.multiply %1055, %1055 : tensor<768xf32>
    %2712 = stablehlo.constant dense<0.0> : tensor<f32>
    %2713 = "stablehlo.reduce"(%2711, %2712) ({
    ^bb0(%_r431a: tensor<f32>, %_r431b: tensor<f32>):
      %_r431c = stablehlo.add %_r431a, %_r431b : tensor<f32>
      "stablehlo.return"(%_r431c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2714 = stablehlo.add %2710, %2713 : tensor<f32>
    %2715 = stablehlo.multiply %1047, %1047 : tensor<7x7x1x768xf32>
    %2716 = stablehlo.constant dense<0.0> : tensor<f32>
    %2717 = "stablehlo.reduce"(%2715, %2716) ({
    ^bb0(%_r432a: tensor<f32>, %_r432b: tensor<f32>):
      %_r432c = stablehlo.add %_r432a, %_r432b : tensor<f32>
      "stablehlo.return"(%_r432c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x768xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %2718 = stablehlo.constant dense<0.0> : tensor<f32>
    %2719 = "stablehlo.reduce"(%2717, %2718) ({
    ^bb0(%_r433a: tensor<f32>, %_r433b: tensor<f32>):
      %_r433c = stablehlo.add %_r433a, %_r433b : tensor<f32>
      "stablehlo.return"(%_r433c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %2720 = stablehlo.add %2714, %2719 : tensor<f32>
    %2721 = stablehlo.multiply %1049, %1049 : tensor<768xf32>
    %2722 = stablehlo.constant dense<0.0> : tensor<f32>
    %2723 = "stablehlo.reduce"(%2721, %2722) ({
    ^bb0(%_r434a: tensor<f32>, %_r434b: tensor<f32>):
      %_r434c = stablehlo.add %_r434a, %_r434b : tensor<f32>
      "stablehlo.return"(%_r434c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2724 = stablehlo.add %2720, %2723 : tensor<f32>
    %2725 = stablehlo.multiply %1042, %1042 : tensor<768xf32>
    %2726 = stablehlo.constant dense<0.0> : tensor<f32>
    %2727 = "stablehlo.reduce"(%2725, %2726) ({
    ^bb0(%_r435a: tensor<f32>, %_r435b: tensor<f32>):
      %_r435c = stablehlo.add %_r435a, %_r435b : tensor<f32>
      "stablehlo.return"(%_r435c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2728 = stablehlo.add %2724, %2727 : tensor<f32>
    %2729 = stablehlo.multiply %1044, %1044 : tensor<768xf32>
    %2730 = stablehlo.constant dense<0.0> : tensor<f32>
    %2731 = "stablehlo.reduce"(%2729, %2730) ({
    ^bb0(%_r436a: tensor<f32>, %_r436b: tensor<f32>):
      %_r436c = stablehlo.add %_r436a, %_r436b : tensor<f32>
      "stablehlo.return"(%_r436c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2732 = stablehlo.add %2728, %2731 : tensor<f32>
    %2733 = stablehlo.multiply %1021, %1021 : tensor<768x3072xf32>
    %2734 = stablehlo.constant dense<0.0> : tensor<f32>
    %2735 = "stablehlo.reduce"(%2733, %2734) ({
    ^bb0(%_r437a: tensor<f32>, %_r437b: tensor<f32>):
      %_r437c = stablehlo.add %_r437a, %_r437b : tensor<f32>
      "stablehlo.return"(%_r437c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<768x3072xf32>, tensor<f32>) -> tensor<768xf32>
    %2736 = stablehlo.constant dense<0.0> : tensor<f32>
    %2737 = "stablehlo.reduce"(%2735, %2736) ({
    ^bb0(%_r438a: tensor<f32>, %_r438b: tensor<f32>):
      %_r438c = stablehlo.add %_r438a, %_r438b : tensor<f32>
      "stablehlo.return"(%_r438c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2738 = stablehlo.add %2732, %2737 : tensor<f32>
    %2739 = stablehlo.multiply %1023, %1023 : tensor<3072xf32>
    %2740 = stablehlo.constant dense<0.0> : tensor<f32>
    %2741 = "stablehlo.reduce"(%2739, %2740) ({
    ^bb0(%_r439a: tensor<f32>, %_r439b: tensor<f32>):
      %_r439c = stablehlo.add %_r439a, %_r439b : tensor<f32>
      "stablehlo.return"(%_r439c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3072xf32>, tensor<f32>) -> tensor<f32>
    %2742 = stablehlo.add %2738, %2741 : tensor<f32>
    %2743 = stablehlo.multiply %1007, %1007 : tensor<3072x768xf32>
    %2744 = stablehlo.constant dense<0.0> : tensor<f32>
    %2745 = "stablehlo.reduce"(%2743, %2744) ({
    ^bb0(%_r440a: tensor<f32>, %_r440b: tensor<f32>):
      %_r440c = stablehlo.add %_r440a, %_r440b : tensor<f32>
      "stablehlo.return"(%_r440c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<3072x768xf32>, tensor<f32>) -> tensor<3072xf32>
    %2746 = stablehlo.constant dense<0.0> : tensor<f32>
    %2747 = "stablehlo.reduce"(%2745, %2746) ({
    ^bb0(%_r441a: tensor<f32>, %_r441b: tensor<f32>):
      %_r441c = stablehlo.add %_r441a, %_r441b : tensor<f32>
      "stablehlo.return"(%_r441c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3072xf32>, tensor<f32>) -> tensor<f32>
    %2748 = stablehlo.add %2742, %2747 : tensor<f32>
    %2749 = stablehlo.multiply %1009, %1009 : tensor<768xf32>
    %2750 = stablehlo.constant dense<0.0> : tensor<f32>
    %2751 = "stablehlo.reduce"(%2749, %2750) ({
    ^bb0(%_r442a: tensor<f32>, %_r442b: tensor<f32>):
      %_r442c = stablehlo.add %_r442a, %_r442b : tensor<f32>
      "stablehlo.return"(%_r442c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2752 = stablehlo.add %2748, %2751 : tensor<f32>
    %2753 = stablehlo.multiply %1004, %1004 : tensor<768xf32>
    %2754 = stablehlo.constant dense<0.0> : tensor<f32>
    %2755 = "stablehlo.reduce"(%2753, %2754) ({
    ^bb0(%_r443a: tensor<f32>, %_r443b: tensor<f32>):
      %_r443c = stablehlo.add %_r443a, %_r443b : tensor<f32>
      "stablehlo.return"(%_r443c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2756 = stablehlo.add %2752, %2755 : tensor<f32>
    %2757 = stablehlo.multiply %996, %996 : tensor<7x7x1x768xf32>
    %2758 = stablehlo.constant dense<0.0> : tensor<f32>
    %2759 = "stablehlo.reduce"(%2757, %2758) ({
    ^bb0(%_r444a: tensor<f32>, %_r444b: tensor<f32>):
      %_r444c = stablehlo.add %_r444a, %_r444b : tensor<f32>
      "stablehlo.return"(%_r444c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x768xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %2760 = stablehlo.constant dense<0.0> : tensor<f32>
    %2761 = "stablehlo.reduce"(%2759, %2760) ({
    ^bb0(%_r445a: tensor<f32>, %_r445b: tensor<f32>):
      %_r445c = stablehlo.add %_r445a, %_r445b : tensor<f32>
      "stablehlo.return"(%_r445c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %2762 = stablehlo.add %2756, %2761 : tensor<f32>
    %2763 = stablehlo.multiply %998, %998 : tensor<768xf32>
    %2764 = stablehlo.constant dense<0.0> : tensor<f32>
    %2765 = "stablehlo.reduce"(%2763, %2764) ({
    ^bb0(%_r446a: tensor<f32>, %_r446b: tensor<f32>):
      %_r446c = stablehlo.add %_r446a, %_r446b : tensor<f32>
      "stablehlo.return"(%_r446c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2766 = stablehlo.add %2762, %2765 : tensor<f32>
    %2767 = stablehlo.multiply %991, %991 : tensor<768xf32>
    %2768 = stablehlo.constant dense<0.0> : tensor<f32>
    %2769 = "stablehlo.reduce"(%2767, %2768) ({
    ^bb0(%_r447a: tensor<f32>, %_r447b: tensor<f32>):
      %_r447c = stablehlo.add %_r447a, %_r447b : tensor<f32>
      "stablehlo.return"(%_r447c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2770 = stablehlo.add %2766, %2769 : tensor<f32>
    %2771 = stablehlo.multiply %993, %993 : tensor<768xf32>
    %2772 = stablehlo.constant dense<0.0> : tensor<f32>
    %2773 = "stablehlo.reduce"(%2771, %2772) ({
    ^bb0(%_r448a: tensor<f32>, %_r448b: tensor<f32>):
      %_r448c = stablehlo.add %_r448a, %_r448b : tensor<f32>
      "stablehlo.return"(%_r448c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2774 = stablehlo.add %2770, %2773 : tensor<f32>
    %2775 = stablehlo.multiply %970, %970 : tensor<768x3072xf32>
    %2776 = stablehlo.constant dense<0.0> : tensor<f32>
    %2777 = "stablehlo.reduce"(%2775, %2776) ({
    ^bb0(%_r449a: tensor<f32>, %_r449b: tensor<f32>):
      %_r449c = stablehlo.add %_r449a, %_r449b : tensor<f32>
      "stablehlo.return"(%_r449c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<768x3072xf32>, tensor<f32>) -> tensor<768xf32>
    %2778 = stablehlo.constant dense<0.0> : tensor<f32>
    %2779 = "stablehlo.reduce"(%2777, %2778) ({
    ^bb0(%_r450a: tensor<f32>, %_r450b: tensor<f32>):
      %_r450c = stablehlo.add %_r450a, %_r450b : tensor<f32>
      "stablehlo.return"(%_r450c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2780 = stablehlo.add %2774, %2779 : tensor<f32>
    %2781 = stablehlo.multiply %972, %972 : tensor<3072xf32>
    %2782 = stablehlo.constant dense<0.0> : tensor<f32>
    %2783 = "stablehlo.reduce"(%2781, %2782) ({
    ^bb0(%_r451a: tensor<f32>, %_r451b: tensor<f32>):
      %_r451c = stablehlo.add %_r451a, %_r451b : tensor<f32>
      "stablehlo.return"(%_r451c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3072xf32>, tensor<f32>) -> tensor<f32>
    %2784 = stablehlo.add %2780, %2783 : tensor<f32>
    %2785 = stablehlo.multiply %956, %956 : tensor<3072x768xf32>
    %2786 = stablehlo.constant dense<0.0> : tensor<f32>
    %2787 = "stablehlo.reduce"(%2785, %2786) ({
    ^bb0(%_r452a: tensor<f32>, %_r452b: tensor<f32>):
      %_r452c = stablehlo.add %_r452a, %_r452b : tensor<f32>
      "stablehlo.return"(%_r452c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<3072x768xf32>, tensor<f32>) -> tensor<3072xf32>
    %2788 = stablehlo.constant dense<0.0> : tensor<f32>
    %2789 = "stablehlo.reduce"(%2787, %2788) ({
    ^bb0(%_r453a: tensor<f32>, %_r453b: tensor<f32>):
      %_r453c = stablehlo.add %_r453a, %_r453b : tensor<f32>
      "stablehlo.return"(%_r453c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3072xf32>, tensor<f32>) -> tensor<f32>
    %2790 = stablehlo.add %2784, %2789 : tensor<f32>
    %2791 = stablehlo.multiply %958, %958 : tensor<768xf32>
    %2792 = stablehlo.constant dense<0.0> : tensor<f32>
    %2793 = "stablehlo.reduce"(%2791, %2792) ({
    ^bb0(%_r454a: tensor<f32>, %_r454b: tensor<f32>):
      %_r454c = stablehlo.add %_r454a, %_r454b : tensor<f32>
      "stablehlo.return"(%_r454c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2794 = stablehlo.add %2790, %2793 : tensor<f32>
    %2795 = stablehlo.multiply %953, %953 : tensor<768xf32>
    %2796 = stablehlo.constant dense<0.0> : tensor<f32>
    %2797 = "stablehlo.reduce"(%2795, %2796) ({
    ^bb0(%_r455a: tensor<f32>, %_r455b: tensor<f32>):
      %_r455c = stablehlo.add %_r455a, %_r455b : tensor<f32>
      "stablehlo.return"(%_r455c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2798 = stablehlo.add %2794, %2797 : tensor<f32>
    %2799 = stablehlo.multiply %943, %943 : tensor<768xf32>
    %2800 = stablehlo.constant dense<0.0> : tensor<f32>
    %2801 = "stablehlo.reduce"(%2799, %2800) ({
    ^bb0(%_r456a: tensor<f32>, %_r456b: tensor<f32>):
      %_r456c = stablehlo.add %_r456a, %_r456b : tensor<f32>
      "stablehlo.return"(%_r456c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2802 = stablehlo.add %2798, %2801 : tensor<f32>
    %2803 = stablehlo.multiply %945, %945 : tensor<768xf32>
    %2804 = stablehlo.constant dense<0.0> : tensor<f32>
    %2805 = "stablehlo.reduce"(%2803, %2804) ({
    ^bb0(%_r457a: tensor<f32>, %_r457b: tensor<f32>):
      %_r457c = stablehlo.add %_r457a, %_r457b : tensor<f32>
      "stablehlo.return"(%_r457c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2806 = stablehlo.add %2802, %2805 : tensor<f32>
    %2807 = stablehlo.multiply %922, %922 : tensor<768x1000xf32>
    %2808 = stablehlo.constant dense<0.0> : tensor<f32>
    %2809 = "stablehlo.reduce"(%2807, %2808) ({
    ^bb0(%_r458a: tensor<f32>, %_r458b: tensor<f32>):
      %_r458c = stablehlo.add %_r458a, %_r458b : tensor<f32>
      "stablehlo.return"(%_r458c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<768x1000xf32>, tensor<f32>) -> tensor<768xf32>
    %2810 = stablehlo.constant dense<0.0> : tensor<f32>
    %2811 = "stablehlo.reduce"(%2809, %2810) ({
    ^bb0(%_r459a: tensor<f32>, %_r459b: tensor<f32>):
      %_r459c = stablehlo.add %_r459a, %_r459b : tensor<f32>
      "stablehlo.return"(%_r459c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2812 = stablehlo.add %2806, %2811 : tensor<f32>
    %2813 = stablehlo.multiply %924, %924 : tensor<1000xf32>
    %2814 = stablehlo.constant dense<0.0> : tensor<f32>
    %2815 = "stablehlo.reduce"(%2813, %2814) ({
    ^bb0(%_r460a: tensor<f32>, %_r460b: tensor<f32>):
      %_r460c = stablehlo.add %_r460a, %_r460b : tensor<f32>
      "stablehlo.return"(%_r460c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1000xf32>, tensor<f32>) -> tensor<f32>
    %2816 = stablehlo.add %2812, %2815 : tensor<f32>
    %2817 = stablehlo.sqrt %2816 : tensor<f32>
    %2818 = stablehlo.constant dense<1.0> : tensor<f32>
    %2819 = "stablehlo.compare"(%2817, %2818) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %2820 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x4x3x96xf32>
    %2821 = stablehlo.divide %1969, %2820 : tensor<4x4x3x96xf32>
    %2822 = stablehlo.constant dense<1.0> : tensor<4x4x3x96xf32>
    %2823 = stablehlo.multiply %2821, %2822 : tensor<4x4x3x96xf32>
    %2824 = "stablehlo.select"(%2819, %1969, %2823) : (tensor<i1>, tensor<4x4x3x96xf32>, tensor<4x4x3x96xf32>) -> tensor<4x4x3x96xf32>
    %2825 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %2826 = stablehlo.divide %1971, %2825 : tensor<96xf32>
    %2827 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %2828 = stablehlo.multiply %2826, %2827 : tensor<96xf32>
    %2829 = "stablehlo.select"(%2819, %1971, %2828) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %2830 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %2831 = stablehlo.divide %1966, %2830 : tensor<96xf32>
    %2832 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %2833 = stablehlo.multiply %2831, %2832 : tensor<96xf32>
    %2834 = "stablehlo.select"(%2819, %1966, %2833) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %2835 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %2836 = stablehlo.divide %1968, %2835 : tensor<96xf32>
    %2837 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %2838 = stablehlo.multiply %2836, %2837 : tensor<96xf32>
    %2839 = "stablehlo.select"(%2819, %1968, %2838) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %2840 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x96xf32>
    %2841 = stablehlo.divide %1944, %2840 : tensor<7x7x1x96xf32>
    %2842 = stablehlo.constant dense<1.0> : tensor<7x7x1x96xf32>
    %2843 = stablehlo.multiply %2841, %2842 : tensor<7x7x1x96xf32>
    %2844 = "stablehlo.select"(%2819, %1944, %2843) : (tensor<i1>, tensor<7x7x1x96xf32>, tensor<7x7x1x96xf32>) -> tensor<7x7x1x96xf32>
    %2845 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %2846 = stablehlo.divide %1946, %2845 : tensor<96xf32>
    %2847 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %2848 = stablehlo.multiply %2846, %2847 : tensor<96xf32>
    %2849 = "stablehlo.select"(%2819, %1946, %2848) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %2850 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %2851 = stablehlo.divide %1939, %2850 : tensor<96xf32>
    %2852 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %2853 = stablehlo.multiply %2851, %2852 : tensor<96xf32>
    %2854 = "stablehlo.select"(%2819, %1939, %2853) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %2855 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %2856 = stablehlo.divide %1941, %2855 : tensor<96xf32>
    %2857 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %2858 = stablehlo.multiply %2856, %2857 : tensor<96xf32>
    %2859 = "stablehlo.select"(%2819, %1941, %2858) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %2860 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96x384xf32>
    %2861 = stablehlo.divide %1918, %2860 : tensor<96x384xf32>
    %2862 = stablehlo.constant dense<1.0> : tensor<96x384xf32>
    %2863 = stablehlo.multiply %2861, %2862 : tensor<96x384xf32>
    %2864 = "stablehlo.select"(%2819, %1918, %2863) : (tensor<i1>, tensor<96x384xf32>, tensor<96x384xf32>) -> tensor<96x384xf32>
    %2865 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %2866 = stablehlo.divide %1920, %2865 : tensor<384xf32>
    %2867 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %2868 = stablehlo.multiply %2866, %2867 : tensor<384xf32>
    %2869 = "stablehlo.select"(%2819, %1920, %2868) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %2870 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x96xf32>
    %2871 = stablehlo.divide %1904, %2870 : tensor<384x96xf32>
    %2872 = stablehlo.constant dense<1.0> : tensor<384x96xf32>
    %2873 = stablehlo.multiply %2871, %2872 : tensor<384x96xf32>
    %2874 = "stablehlo.select"(%2819, %1904, %2873) : (tensor<i1>, tensor<384x96xf32>, tensor<384x96xf32>) -> tensor<384x96xf32>
    %2875 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %2876 = stablehlo.divide %1906, %2875 : tensor<96xf32>
    %2877 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %2878 = stablehlo.multiply %2876, %2877 : tensor<96xf32>
    %2879 = "stablehlo.select"(%2819, %1906, %2878) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %2880 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %2881 = stablehlo.divide %1901, %2880 : tensor<96xf32>
    %2882 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %2883 = stablehlo.multiply %2881, %2882 : tensor<96xf32>
    %2884 = "stablehlo.select"(%2819, %1901, %2883) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %2885 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x96xf32>
    %2886 = stablehlo.divide %1893, %2885 : tensor<7x7x1x96xf32>
    %2887 = stablehlo.constant dense<1.0> : tensor<7x7x1x96xf32>
    %2888 = stablehlo.multiply %2886, %2887 : tensor<7x7x1x96xf32>
    %2889 = "stablehlo.select"(%2819, %1893, %2888) : (tensor<i1>, tensor<7x7x1x96xf32>, tensor<7x7x1x96xf32>) -> tensor<7x7x1x96xf32>
    %2890 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %2891 = stablehlo.divide %1895, %2890 : tensor<96xf32>
    %2892 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %2893 = stablehlo.multiply %2891, %2892 : tensor<96xf32>
    %2894 = "stablehlo.select"(%2819, %1895, %2893) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %2895 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %2896 = stablehlo.divide %1888, %2895 : tensor<96xf32>
    %2897 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %2898 = stablehlo.multiply %2896, %2897 : tensor<96xf32>
    %2899 = "stablehlo.select"(%2819, %1888, %2898) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %2900 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %2901 = stablehlo.divide %1890, %2900 : tensor<96xf32>
    %2902 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %2903 = stablehlo.multiply %2901, %2902 : tensor<96xf32>
    %2904 = "stablehlo.select"(%2819, %1890, %2903) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %2905 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96x384xf32>
    %2906 = stablehlo.divide %1867, %2905 : tensor<96x384xf32>
    %2907 = stablehlo.constant dense<1.0> : tensor<96x384xf32>
    %2908 = stablehlo.multiply %2906, %2907 : tensor<96x384xf32>
    %2909 = "stablehlo.select"(%2819, %1867, %2908) : (tensor<i1>, tensor<96x384xf32>, tensor<96x384xf32>) -> tensor<96x384xf32>
    %2910 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %2911 = stablehlo.divide %1869, %2910 : tensor<384xf32>
    %2912 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %2913 = stablehlo.multiply %2911, %2912 : tensor<384xf32>
    %2914 = "stablehlo.select"(%2819, %1869, %2913) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %2915 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x96xf32>
    %2916 = stablehlo.divide %1853, %2915 : tensor<384x96xf32>
    %2917 = stablehlo.constant dense<1.0> : tensor<384x96xf32>
    %2918 = stablehlo.multiply %2916, %2917 : tensor<384x96xf32>
    %2919 = "stablehlo.select"(%2819, %1853, %2918) : (tensor<i1>, tensor<384x96xf32>, tensor<384x96xf32>) -> tensor<384x96xf32>
    %2920 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %2921 = stablehlo.divide %1855, %2920 : tensor<96xf32>
    %2922 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %2923 = stablehlo.multiply %2921, %2922 : tensor<96xf32>
    %2924 = "stablehlo.select"(%2819, %1855, %2923) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %2925 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %2926 = stablehlo.divide %1850, %2925 : tensor<96xf32>
    %2927 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %2928 = stablehlo.multiply %2926, %2927 : tensor<96xf32>
    %2929 = "stablehlo.select"(%2819, %1850, %2928) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %2930 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x96xf32>
    %2931 = stablehlo.divide %1842, %2930 : tensor<7x7x1x96xf32>
    %2932 = stablehlo.constant dense<1.0> : tensor<7x7x1x96xf32>
    %2933 = stablehlo.multiply %2931, %2932 : tensor<7x7x1x96xf32>
    %2934 = "stablehlo.select"(%2819, %1842, %2933) : (tensor<i1>, tensor<7x7x1x96xf32>, tensor<7x7x1x96xf32>) -> tensor<7x7x1x96xf32>
    %2935 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %2936 = stablehlo.divide %1844, %2935 : tensor<96xf32>
    %2937 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %2938 = stablehlo.multiply %2936, %2937 : tensor<96xf32>
    %2939 = "stablehlo.select"(%2819, %1844, %2938) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %2940 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %2941 = stablehlo.divide %1837, %2940 : tensor<96xf32>
    %2942 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %2943 = stablehlo.multiply %2941, %2942 : tensor<96xf32>
    %2944 = "stablehlo.select"(%2819, %1837, %2943) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %2945 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %2946 = stablehlo.divide %1839, %2945 : tensor<96xf32>
    %2947 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %2948 = stablehlo.multiply %2946, %2947 : tensor<96xf32>
    %2949 = "stablehlo.select"(%2819, %1839, %2948) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %2950 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96x384xf32>
    %2951 = stablehlo.divide %1816, %2950 : tensor<96x384xf32>
    %2952 = stablehlo.constant dense<1.0> : tensor<96x384xf32>
    %2953 = stablehlo.multiply %2951, %2952 : tensor<96x384xf32>
    %2954 = "stablehlo.select"(%2819, %1816, %2953) : (tensor<i1>, tensor<96x384xf32>, tensor<96x384xf32>) -> tensor<96x384xf32>
    %2955 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %2956 = stablehlo.divide %1818, %2955 : tensor<384xf32>
    %2957 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %2958 = stablehlo.multiply %2956, %2957 : tensor<384xf32>
    %2959 = "stablehlo.select"(%2819, %1818, %2958) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %2960 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x96xf32>
    %2961 = stablehlo.divide %1802, %2960 : tensor<384x96xf32>
    %2962 = stablehlo.constant dense<1.0> : tensor<384x96xf32>
    %2963 = stablehlo.multiply %2961, %2962 : tensor<384x96xf32>
    %2964 = "stablehlo.select"(%2819, %1802, %2963) : (tensor<i1>, tensor<384x96xf32>, tensor<384x96xf32>) -> tensor<384x96xf32>
    %2965 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %2966 = stablehlo.divide %1804, %2965 : tensor<96xf32>
    %2967 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %2968 = stablehlo.multiply %2966, %2967 : tensor<96xf32>
    %2969 = "stablehlo.select"(%2819, %1804, %2968) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %2970 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %2971 = stablehlo.divide %1799, %2970 : tensor<96xf32>
    %2972 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %2973 = stablehlo.multiply %2971, %2972 : tensor<96xf32>
    %2974 = "stablehlo.select"(%2819, %1799, %2973) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %2975 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %2976 = stablehlo.divide %1792, %2975 : tensor<96xf32>
    %2977 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %2978 = stablehlo.multiply %2976, %2977 : tensor<96xf32>
    %2979 = "stablehlo.select"(%2819, %1792, %2978) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %2980 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %2981 = stablehlo.divide %1794, %2980 : tensor<96xf32>
    %2982 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %2983 = stablehlo.multiply %2981, %2982 : tensor<96xf32>
    %2984 = "stablehlo.select"(%2819, %1794, %2983) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %2985 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x96x192xf32>
    %2986 = stablehlo.divide %1771, %2985 : tensor<2x2x96x192xf32>
    %2987 = stablehlo.constant dense<1.0> : tensor<2x2x96x192xf32>
    %2988 = stablehlo.multiply %2986, %2987 : tensor<2x2x96x192xf32>
    %2989 = "stablehlo.select"(%2819, %1771, %2988) : (tensor<i1>, tensor<2x2x96x192xf32>, tensor<2x2x96x192xf32>) -> tensor<2x2x96x192xf32>
    %2990 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %2991 = stablehlo.divide %1773, %2990 : tensor<192xf32>
    %2992 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %2993 = stablehlo.multiply %2991, %2992 : tensor<192xf32>
    %2994 = "stablehlo.select"(%2819, %1773, %2993) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %2995 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x192xf32>
    %2996 = stablehlo.divide %1764, %2995 : tensor<7x7x1x192xf32>
    %2997 = stablehlo.constant dense<1.0> : tensor<7x7x1x192xf32>
    %2998 = stablehlo.multiply %2996, %2997 : tensor<7x7x1x192xf32>
    %2999 = "stablehlo.select"(%2819, %1764, %2998) : (tensor<i1>, tensor<7x7x1x192xf32>, tensor<7x7x1x192xf32>) -> tensor<7x7x1x192xf32>
    %3000 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3001 = stablehlo.divide %1766, %3000 : tensor<192xf32>
    %3002 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3003 = stablehlo.multiply %3001, %3002 : tensor<192xf32>
    %3004 = "stablehlo.select"(%2819, %1766, %3003) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3005 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3006 = stablehlo.divide %1759, %3005 : tensor<192xf32>
    %3007 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3008 = stablehlo.multiply %3006, %3007 : tensor<192xf32>
    %3009 = "stablehlo.select"(%2819, %1759, %3008) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3010 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3011 = stablehlo.divide %1761, %3010 : tensor<192xf32>
    %3012 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3013 = stablehlo.multiply %3011, %3012 : tensor<192xf32>
    %3014 = "stablehlo.select"(%2819, %1761, %3013) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3015 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %3016 = stablehlo.divide %1738, %3015 : tensor<192x768xf32>
    %3017 = stablehlo.constant dense<1.0> : tensor<192x768xf32>
    %3018 = stablehlo.multiply %3016, %3017 : tensor<192x768xf32>
    %3019 = "stablehlo.select"(%2819, %1738, %3018) : (tensor<i1>, tensor<192x768xf32>, tensor<192x768xf32>) -> tensor<192x768xf32>
    %3020 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3021 = stablehlo.divide %1740, %3020 : tensor<768xf32>
    %3022 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3023 = stablehlo.multiply %3021, %3022 : tensor<768xf32>
    %3024 = "stablehlo.select"(%2819, %1740, %3023) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3025 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %3026 = stablehlo.divide %1724, %3025 : tensor<768x192xf32>
    %3027 = stablehlo.constant dense<1.0> : tensor<768x192xf32>
    %3028 = stablehlo.multiply %3026, %3027 : tensor<768x192xf32>
    %3029 = "stablehlo.select"(%2819, %1724, %3028) : (tensor<i1>, tensor<768x192xf32>, tensor<768x192xf32>) -> tensor<768x192xf32>
    %3030 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3031 = stablehlo.divide %1726, %3030 : tensor<192xf32>
    %3032 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3033 = stablehlo.multiply %3031, %3032 : tensor<192xf32>
    %3034 = "stablehlo.select"(%2819, %1726, %3033) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3035 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3036 = stablehlo.divide %1721, %3035 : tensor<192xf32>
    %3037 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3038 = stablehlo.multiply %3036, %3037 : tensor<192xf32>
    %3039 = "stablehlo.select"(%2819, %1721, %3038) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3040 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x192xf32>
    %3041 = stablehlo.divide %1713, %3040 : tensor<7x7x1x192xf32>
    %3042 = stablehlo.constant dense<1.0> : tensor<7x7x1x192xf32>
    %3043 = stablehlo.multiply %3041, %3042 : tensor<7x7x1x192xf32>
    %3044 = "stablehlo.select"(%2819, %1713, %3043) : (tensor<i1>, tensor<7x7x1x192xf32>, tensor<7x7x1x192xf32>) -> tensor<7x7x1x192xf32>
    %3045 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3046 = stablehlo.divide %1715, %3045 : tensor<192xf32>
    %3047 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3048 = stablehlo.multiply %3046, %3047 : tensor<192xf32>
    %3049 = "stablehlo.select"(%2819, %1715, %3048) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3050 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3051 = stablehlo.divide %1708, %3050 : tensor<192xf32>
    %3052 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3053 = stablehlo.multiply %3051, %3052 : tensor<192xf32>
    %3054 = "stablehlo.select"(%2819, %1708, %3053) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3055 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3056 = stablehlo.divide %1710, %3055 : tensor<192xf32>
    %3057 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3058 = stablehlo.multiply %3056, %3057 : tensor<192xf32>
    %3059 = "stablehlo.select"(%2819, %1710, %3058) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3060 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %3061 = stablehlo.divide %1687, %3060 : tensor<192x768xf32>
    %3062 = stablehlo.constant dense<1.0> : tensor<192x768xf32>
    %3063 = stablehlo.multiply %3061, %3062 : tensor<192x768xf32>
    %3064 = "stablehlo.select"(%2819, %1687, %3063) : (tensor<i1>, tensor<192x768xf32>, tensor<192x768xf32>) -> tensor<192x768xf32>
    %3065 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3066 = stablehlo.divide %1689, %3065 : tensor<768xf32>
    %3067 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3068 = stablehlo.multiply %3066, %3067 : tensor<768xf32>
    %3069 = "stablehlo.select"(%2819, %1689, %3068) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3070 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %3071 = stablehlo.divide %1673, %3070 : tensor<768x192xf32>
    %3072 = stablehlo.constant dense<1.0> : tensor<768x192xf32>
    %3073 = stablehlo.multiply %3071, %3072 : tensor<768x192xf32>
    %3074 = "stablehlo.select"(%2819, %1673, %3073) : (tensor<i1>, tensor<768x192xf32>, tensor<768x192xf32>) -> tensor<768x192xf32>
    %3075 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3076 = stablehlo.divide %1675, %3075 : tensor<192xf32>
    %3077 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3078 = stablehlo.multiply %3076, %3077 : tensor<192xf32>
    %3079 = "stablehlo.select"(%2819, %1675, %3078) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3080 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3081 = stablehlo.divide %1670, %3080 : tensor<192xf32>
    %3082 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3083 = stablehlo.multiply %3081, %3082 : tensor<192xf32>
    %3084 = "stablehlo.select"(%2819, %1670, %3083) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3085 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x192xf32>
    %3086 = stablehlo.divide %1662, %3085 : tensor<7x7x1x192xf32>
    %3087 = stablehlo.constant dense<1.0> : tensor<7x7x1x192xf32>
    %3088 = stablehlo.multiply %3086, %3087 : tensor<7x7x1x192xf32>
    %3089 = "stablehlo.select"(%2819, %1662, %3088) : (tensor<i1>, tensor<7x7x1x192xf32>, tensor<7x7x1x192xf32>) -> tensor<7x7x1x192xf32>
    %3090 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3091 = stablehlo.divide %1664, %3090 : tensor<192xf32>
    %3092 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3093 = stablehlo.multiply %3091, %3092 : tensor<192xf32>
    %3094 = "stablehlo.select"(%2819, %1664, %3093) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3095 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3096 = stablehlo.divide %1657, %3095 : tensor<192xf32>
    %3097 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3098 = stablehlo.multiply %3096, %3097 : tensor<192xf32>
    %3099 = "stablehlo.select"(%2819, %1657, %3098) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3100 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3101 = stablehlo.divide %1659, %3100 : tensor<192xf32>
    %3102 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3103 = stablehlo.multiply %3101, %3102 : tensor<192xf32>
    %3104 = "stablehlo.select"(%2819, %1659, %3103) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3105 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %3106 = stablehlo.divide %1636, %3105 : tensor<192x768xf32>
    %3107 = stablehlo.constant dense<1.0> : tensor<192x768xf32>
    %3108 = stablehlo.multiply %3106, %3107 : tensor<192x768xf32>
    %3109 = "stablehlo.select"(%2819, %1636, %3108) : (tensor<i1>, tensor<192x768xf32>, tensor<192x768xf32>) -> tensor<192x768xf32>
    %3110 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3111 = stablehlo.divide %1638, %3110 : tensor<768xf32>
    %3112 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3113 = stablehlo.multiply %3111, %3112 : tensor<768xf32>
    %3114 = "stablehlo.select"(%2819, %1638, %3113) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3115 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %3116 = stablehlo.divide %1622, %3115 : tensor<768x192xf32>
    %3117 = stablehlo.constant dense<1.0> : tensor<768x192xf32>
    %3118 = stablehlo.multiply %3116, %3117 : tensor<768x192xf32>
    %3119 = "stablehlo.select"(%2819, %1622, %3118) : (tensor<i1>, tensor<768x192xf32>, tensor<768x192xf32>) -> tensor<768x192xf32>
    %3120 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3121 = stablehlo.divide %1624, %3120 : tensor<192xf32>
    %3122 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3123 = stablehlo.multiply %3121, %3122 : tensor<192xf32>
    %3124 = "stablehlo.select"(%2819, %1624, %3123) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3125 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3126 = stablehlo.divide %1619, %3125 : tensor<192xf32>
    %3127 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3128 = stablehlo.multiply %3126, %3127 : tensor<192xf32>
    %3129 = "stablehlo.select"(%2819, %1619, %3128) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3130 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3131 = stablehlo.divide %1612, %3130 : tensor<192xf32>
    %3132 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3133 = stablehlo.multiply %3131, %3132 : tensor<192xf32>
    %3134 = "stablehlo.select"(%2819, %1612, %3133) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3135 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3136 = stablehlo.divide %1614, %3135 : tensor<192xf32>
    %3137 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3138 = stablehlo.multiply %3136, %3137 : tensor<192xf32>
    %3139 = "stablehlo.select"(%2819, %1614, %3138) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3140 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x192x384xf32>
    %3141 = stablehlo.divide %1591, %3140 : tensor<2x2x192x384xf32>
    %3142 = stablehlo.constant dense<1.0> : tensor<2x2x192x384xf32>
    %3143 = stablehlo.multiply %3141, %3142 : tensor<2x2x192x384xf32>
    %3144 = "stablehlo.select"(%2819, %1591, %3143) : (tensor<i1>, tensor<2x2x192x384xf32>, tensor<2x2x192x384xf32>) -> tensor<2x2x192x384xf32>
    %3145 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3146 = stablehlo.divide %1593, %3145 : tensor<384xf32>
    %3147 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3148 = stablehlo.multiply %3146, %3147 : tensor<384xf32>
    %3149 = "stablehlo.select"(%2819, %1593, %3148) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3150 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %3151 = stablehlo.divide %1584, %3150 : tensor<7x7x1x384xf32>
    %3152 = stablehlo.constant dense<1.0> : tensor<7x7x1x384xf32>
    %3153 = stablehlo.multiply %3151, %3152 : tensor<7x7x1x384xf32>
    %3154 = "stablehlo.select"(%2819, %1584, %3153) : (tensor<i1>, tensor<7x7x1x384xf32>, tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %3155 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3156 = stablehlo.divide %1586, %3155 : tensor<384xf32>
    %3157 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3158 = stablehlo.multiply %3156, %3157 : tensor<384xf32>
    %3159 = "stablehlo.select"(%2819, %1586, %3158) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3160 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3161 = stablehlo.divide %1579, %3160 : tensor<384xf32>
    %3162 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3163 = stablehlo.multiply %3161, %3162 : tensor<384xf32>
    %3164 = "stablehlo.select"(%2819, %1579, %3163) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3165 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3166 = stablehlo.divide %1581, %3165 : tensor<384xf32>
    %3167 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3168 = stablehlo.multiply %3166, %3167 : tensor<384xf32>
    %3169 = "stablehlo.select"(%2819, %1581, %3168) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3170 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %3171 = stablehlo.divide %1558, %3170 : tensor<384x1536xf32>
    %3172 = stablehlo.constant dense<1.0> : tensor<384x1536xf32>
    %3173 = stablehlo.multiply %3171, %3172 : tensor<384x1536xf32>
    %3174 = "stablehlo.select"(%2819, %1558, %3173) : (tensor<i1>, tensor<384x1536xf32>, tensor<384x1536xf32>) -> tensor<384x1536xf32>
    %3175 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %3176 = stablehlo.divide %1560, %3175 : tensor<1536xf32>
    %3177 = stablehlo.constant dense<1.0> : tensor<1536xf32>
    %3178 = stablehlo.multiply %3176, %3177 : tensor<1536xf32>
    %3179 = "stablehlo.select"(%2819, %1560, %3178) : (tensor<i1>, tensor<1536xf32>, tensor<1536xf32>) -> tensor<1536xf32>
    %3180 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %3181 = stablehlo.divide %1544, %3180 : tensor<1536x384xf32>
    %3182 = stablehlo.constant dense<1.0> : tensor<1536x384xf32>
    %3183 = stablehlo.multiply %3181, %3182 : tensor<1536x384xf32>
    %3184 = "stablehlo.select"(%2819, %1544, %3183) : (tensor<i1>, tensor<1536x384xf32>, tensor<1536x384xf32>) -> tensor<1536x384xf32>
    %3185 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3186 = stablehlo.divide %1546, %3185 : tensor<384xf32>
    %3187 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3188 = stablehlo.multiply %3186, %3187 : tensor<384xf32>
    %3189 = "stablehlo.select"(%2819, %1546, %3188) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3190 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3191 = stablehlo.divide %1541, %3190 : tensor<384xf32>
    %3192 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3193 = stablehlo.multiply %3191, %3192 : tensor<384xf32>
    %3194 = "stablehlo.select"(%2819, %1541, %3193) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3195 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %3196 = stablehlo.divide %1533, %3195 : tensor<7x7x1x384xf32>
    %3197 = stablehlo.constant dense<1.0> : tensor<7x7x1x384xf32>
    %3198 = stablehlo.multiply %3196, %3197 : tensor<7x7x1x384xf32>
    %3199 = "stablehlo.select"(%2819, %1533, %3198) : (tensor<i1>, tensor<7x7x1x384xf32>, tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %3200 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3201 = stablehlo.divide %1535, %3200 : tensor<384xf32>
    %3202 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3203 = stablehlo.multiply %3201, %3202 : tensor<384xf32>
    %3204 = "stablehlo.select"(%2819, %1535, %3203) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3205 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3206 = stablehlo.divide %1528, %3205 : tensor<384xf32>
    %3207 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3208 = stablehlo.multiply %3206, %3207 : tensor<384xf32>
    %3209 = "stablehlo.select"(%2819, %1528, %3208) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3210 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3211 = stablehlo.divide %1530, %3210 : tensor<384xf32>
    %3212 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3213 = stablehlo.multiply %3211, %3212 : tensor<384xf32>
    %3214 = "stablehlo.select"(%2819, %1530, %3213) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3215 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %3216 = stablehlo.divide %1507, %3215 : tensor<384x1536xf32>
    %3217 = stablehlo.constant dense<1.0> : tensor<384x1536xf32>
    %3218 = stablehlo.multiply %3216, %3217 : tensor<384x1536xf32>
    %3219 = "stablehlo.select"(%2819, %1507, %3218) : (tensor<i1>, tensor<384x1536xf32>, tensor<384x1536xf32>) -> tensor<384x1536xf32>
    %3220 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %3221 = stablehlo.divide %1509, %3220 : tensor<1536xf32>
    %3222 = stablehlo.constant dense<1.0> : tensor<1536xf32>
    %3223 = stablehlo.multiply %3221, %3222 : tensor<1536xf32>
    %3224 = "stablehlo.select"(%2819, %1509, %3223) : (tensor<i1>, tensor<1536xf32>, tensor<1536xf32>) -> tensor<1536xf32>
    %3225 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %3226 = stablehlo.divide %1493, %3225 : tensor<1536x384xf32>
    %3227 = stablehlo.constant dense<1.0> : tensor<1536x384xf32>
    %3228 = stablehlo.multiply %3226, %3227 : tensor<1536x384xf32>
    %3229 = "stablehlo.select"(%2819, %1493, %3228) : (tensor<i1>, tensor<1536x384xf32>, tensor<1536x384xf32>) -> tensor<1536x384xf32>
    %3230 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3231 = stablehlo.divide %1495, %3230 : tensor<384xf32>
    %3232 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3233 = stablehlo.multiply %3231, %3232 : tensor<384xf32>
    %3234 = "stablehlo.select"(%2819, %1495, %3233) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3235 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3236 = stablehlo.divide %1490, %3235 : tensor<384xf32>
    %3237 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3238 = stablehlo.multiply %3236, %3237 : tensor<384xf32>
    %3239 = "stablehlo.select"(%2819, %1490, %3238) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3240 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %3241 = stablehlo.divide %1482, %3240 : tensor<7x7x1x384xf32>
    %3242 = stablehlo.constant dense<1.0> : tensor<7x7x1x384xf32>
    %3243 = stablehlo.multiply %3241, %3242 : tensor<7x7x1x384xf32>
    %3244 = "stablehlo.select"(%2819, %1482, %3243) : (tensor<i1>, tensor<7x7x1x384xf32>, tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %3245 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3246 = stablehlo.divide %1484, %3245 : tensor<384xf32>
    %3247 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3248 = stablehlo.multiply %3246, %3247 : tensor<384xf32>
    %3249 = "stablehlo.select"(%2819, %1484, %3248) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3250 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3251 = stablehlo.divide %1477, %3250 : tensor<384xf32>
    %3252 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3253 = stablehlo.multiply %3251, %3252 : tensor<384xf32>
    %3254 = "stablehlo.select"(%2819, %1477, %3253) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3255 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3256 = stablehlo.divide %1479, %3255 : tensor<384xf32>
    %3257 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3258 = stablehlo.multiply %3256, %3257 : tensor<384xf32>
    %3259 = "stablehlo.select"(%2819, %1479, %3258) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3260 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %3261 = stablehlo.divide %1456, %3260 : tensor<384x1536xf32>
    %3262 = stablehlo.constant dense<1.0> : tensor<384x1536xf32>
    %3263 = stablehlo.multiply %3261, %3262 : tensor<384x1536xf32>
    %3264 = "stablehlo.select"(%2819, %1456, %3263) : (tensor<i1>, tensor<384x1536xf32>, tensor<384x1536xf32>) -> tensor<384x1536xf32>
    %3265 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %3266 = stablehlo.divide %1458, %3265 : tensor<1536xf32>
    %3267 = stablehlo.constant dense<1.0> : tensor<1536xf32>
    %3268 = stablehlo.multiply %3266, %3267 : tensor<1536xf32>
    %3269 = "stablehlo.select"(%2819, %1458, %3268) : (tensor<i1>, tensor<1536xf32>, tensor<1536xf32>) -> tensor<1536xf32>
    %3270 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %3271 = stablehlo.divide %1442, %3270 : tensor<1536x384xf32>
    %3272 = stablehlo.constant dense<1.0> : tensor<1536x384xf32>
    %3273 = stablehlo.multiply %3271, %3272 : tensor<1536x384xf32>
    %3274 = "stablehlo.select"(%2819, %1442, %3273) : (tensor<i1>, tensor<1536x384xf32>, tensor<1536x384xf32>) -> tensor<1536x384xf32>
    %3275 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3276 = stablehlo.divide %1444, %3275 : tensor<384xf32>
    %3277 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3278 = stablehlo.multiply %3276, %3277 : tensor<384xf32>
    %3279 = "stablehlo.select"(%2819, %1444, %3278) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3280 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3281 = stablehlo.divide %1439, %3280 : tensor<384xf32>
    %3282 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3283 = stablehlo.multiply %3281, %3282 : tensor<384xf32>
    %3284 = "stablehlo.select"(%2819, %1439, %3283) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3285 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %3286 = stablehlo.divide %1431, %3285 : tensor<7x7x1x384xf32>
    %3287 = stablehlo.constant dense<1.0> : tensor<7x7x1x384xf32>
    %3288 = stablehlo.multiply %3286, %3287 : tensor<7x7x1x384xf32>
    %3289 = "stablehlo.select"(%2819, %1431, %3288) : (tensor<i1>, tensor<7x7x1x384xf32>, tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %3290 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3291 = stablehlo.divide %1433, %3290 : tensor<384xf32>
    %3292 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3293 = stablehlo.multiply %3291, %3292 : tensor<384xf32>
    %3294 = "stablehlo.select"(%2819, %1433, %3293) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3295 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3296 = stablehlo.divide %1426, %3295 : tensor<384xf32>
    %3297 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3298 = stablehlo.multiply %3296, %3297 : tensor<384xf32>
    %3299 = "stablehlo.select"(%2819, %1426, %3298) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3300 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3301 = stablehlo.divide %1428, %3300 : tensor<384xf32>
    %3302 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3303 = stablehlo.multiply %3301, %3302 : tensor<384xf32>
    %3304 = "stablehlo.select"(%2819, %1428, %3303) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3305 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %3306 = stablehlo.divide %1405, %3305 : tensor<384x1536xf32>
    %3307 = stablehlo.constant dense<1.0> : tensor<384x1536xf32>
    %3308 = stablehlo.multiply %3306, %3307 : tensor<384x1536xf32>
    %3309 = "stablehlo.select"(%2819, %1405, %3308) : (tensor<i1>, tensor<384x1536xf32>, tensor<384x1536xf32>) -> tensor<384x1536xf32>
    %3310 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %3311 = stablehlo.divide %1407, %3310 : tensor<1536xf32>
    %3312 = stablehlo.constant dense<1.0> : tensor<1536xf32>
    %3313 = stablehlo.multiply %3311, %3312 : tensor<1536xf32>
    %3314 = "stablehlo.select"(%2819, %1407, %3313) : (tensor<i1>, tensor<1536xf32>, tensor<1536xf32>) -> tensor<1536xf32>
    %3315 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %3316 = stablehlo.divide %1391, %3315 : tensor<1536x384xf32>
    %3317 = stablehlo.constant dense<1.0> : tensor<1536x384xf32>
    %3318 = stablehlo.multiply %3316, %3317 : tensor<1536x384xf32>
    %3319 = "stablehlo.select"(%2819, %1391, %3318) : (tensor<i1>, tensor<1536x384xf32>, tensor<1536x384xf32>) -> tensor<1536x384xf32>
    %3320 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3321 = stablehlo.divide %1393, %3320 : tensor<384xf32>
    %3322 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3323 = stablehlo.multiply %3321, %3322 : tensor<384xf32>
    %3324 = "stablehlo.select"(%2819, %1393, %3323) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3325 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3326 = stablehlo.divide %1388, %3325 : tensor<384xf32>
    %3327 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3328 = stablehlo.multiply %3326, %3327 : tensor<384xf32>
    %3329 = "stablehlo.select"(%2819, %1388, %3328) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3330 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %3331 = stablehlo.divide %1380, %3330 : tensor<7x7x1x384xf32>
    %3332 = stablehlo.constant dense<1.0> : tensor<7x7x1x384xf32>
    %3333 = stablehlo.multiply %3331, %3332 : tensor<7x7x1x384xf32>
    %3334 = "stablehlo.select"(%2819, %1380, %3333) : (tensor<i1>, tensor<7x7x1x384xf32>, tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %3335 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3336 = stablehlo.divide %1382, %3335 : tensor<384xf32>
    %3337 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3338 = stablehlo.multiply %3336, %3337 : tensor<384xf32>
    %3339 = "stablehlo.select"(%2819, %1382, %3338) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3340 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3341 = stablehlo.divide %1375, %3340 : tensor<384xf32>
    %3342 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3343 = stablehlo.multiply %3341, %3342 : tensor<384xf32>
    %3344 = "stablehlo.select"(%2819, %1375, %3343) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3345 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3346 = stablehlo.divide %1377, %3345 : tensor<384xf32>
    %3347 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3348 = stablehlo.multiply %3346, %3347 : tensor<384xf32>
    %3349 = "stablehlo.select"(%2819, %1377, %3348) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3350 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %3351 = stablehlo.divide %1354, %3350 : tensor<384x1536xf32>
    %3352 = stablehlo.constant dense<1.0> : tensor<384x1536xf32>
    %3353 = stablehlo.multiply %3351, %3352 : tensor<384x1536xf32>
    %3354 = "stablehlo.select"(%2819, %1354, %3353) : (tensor<i1>, tensor<384x1536xf32>, tensor<384x1536xf32>) -> tensor<384x1536xf32>
    %3355 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %3356 = stablehlo.divide %1356, %3355 : tensor<1536xf32>
    %3357 = stablehlo.constant dense<1.0> : tensor<1536xf32>
    %3358 = stablehlo.multiply %3356, %3357 : tensor<1536xf32>
    %3359 = "stablehlo.select"(%2819, %1356, %3358) : (tensor<i1>, tensor<1536xf32>, tensor<1536xf32>) -> tensor<1536xf32>
    %3360 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %3361 = stablehlo.divide %1340, %3360 : tensor<1536x384xf32>
    %3362 = stablehlo.constant dense<1.0> : tensor<1536x384xf32>
    %3363 = stablehlo.multiply %3361, %3362 : tensor<1536x384xf32>
    %3364 = "stablehlo.select"(%2819, %1340, %3363) : (tensor<i1>, tensor<1536x384xf32>, tensor<1536x384xf32>) -> tensor<1536x384xf32>
    %3365 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3366 = stablehlo.divide %1342, %3365 : tensor<384xf32>
    %3367 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3368 = stablehlo.multiply %3366, %3367 : tensor<384xf32>
    %3369 = "stablehlo.select"(%2819, %1342, %3368) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3370 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3371 = stablehlo.divide %1337, %3370 : tensor<384xf32>
    %3372 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3373 = stablehlo.multiply %3371, %3372 : tensor<384xf32>
    %3374 = "stablehlo.select"(%2819, %1337, %3373) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3375 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %3376 = stablehlo.divide %1329, %3375 : tensor<7x7x1x384xf32>
    %3377 = stablehlo.constant dense<1.0> : tensor<7x7x1x384xf32>
    %3378 = stablehlo.multiply %3376, %3377 : tensor<7x7x1x384xf32>
    %3379 = "stablehlo.select"(%2819, %1329, %3378) : (tensor<i1>, tensor<7x7x1x384xf32>, tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %3380 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3381 = stablehlo.divide %1331, %3380 : tensor<384xf32>
    %3382 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3383 = stablehlo.multiply %3381, %3382 : tensor<384xf32>
    %3384 = "stablehlo.select"(%2819, %1331, %3383) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3385 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3386 = stablehlo.divide %1324, %3385 : tensor<384xf32>
    %3387 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3388 = stablehlo.multiply %3386, %3387 : tensor<384xf32>
    %3389 = "stablehlo.select"(%2819, %1324, %3388) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3390 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3391 = stablehlo.divide %1326, %3390 : tensor<384xf32>
    %3392 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3393 = stablehlo.multiply %3391, %3392 : tensor<384xf32>
    %3394 = "stablehlo.select"(%2819, %1326, %3393) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3395 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %3396 = stablehlo.divide %1303, %3395 : tensor<384x1536xf32>
    %3397 = stablehlo.constant dense<1.0> : tensor<384x1536xf32>
    %3398 = stablehlo.multiply %3396, %3397 : tensor<384x1536xf32>
    %3399 = "stablehlo.select"(%2819, %1303, %3398) : (tensor<i1>, tensor<384x1536xf32>, tensor<384x1536xf32>) -> tensor<384x1536xf32>
    %3400 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %3401 = stablehlo.divide %1305, %3400 : tensor<1536xf32>
    %3402 = stablehlo.constant dense<1.0> : tensor<1536xf32>
    %3403 = stablehlo.multiply %3401, %3402 : tensor<1536xf32>
    %3404 = "stablehlo.select"(%2819, %1305, %3403) : (tensor<i1>, tensor<1536xf32>, tensor<1536xf32>) -> tensor<1536xf32>
    %3405 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %3406 = stablehlo.divide %1289, %3405 : tensor<1536x384xf32>
    %3407 = stablehlo.constant dense<1.0> : tensor<1536x384xf32>
    %3408 = stablehlo.multiply %3406, %3407 : tensor<1536x384xf32>
    %3409 = "stablehlo.select"(%2819, %1289, %3408) : (tensor<i1>, tensor<1536x384xf32>, tensor<1536x384xf32>) -> tensor<1536x384xf32>
    %3410 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3411 = stablehlo.divide %1291, %3410 : tensor<384xf32>
    %3412 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3413 = stablehlo.multiply %3411, %3412 : tensor<384xf32>
    %3414 = "stablehlo.select"(%2819, %1291, %3413) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3415 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3416 = stablehlo.divide %1286, %3415 : tensor<384xf32>
    %3417 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3418 = stablehlo.multiply %3416, %3417 : tensor<384xf32>
    %3419 = "stablehlo.select"(%2819, %1286, %3418) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3420 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %3421 = stablehlo.divide %1278, %3420 : tensor<7x7x1x384xf32>
    %3422 = stablehlo.constant dense<1.0> : tensor<7x7x1x384xf32>
    %3423 = stablehlo.multiply %3421, %3422 : tensor<7x7x1x384xf32>
    %3424 = "stablehlo.select"(%2819, %1278, %3423) : (tensor<i1>, tensor<7x7x1x384xf32>, tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %3425 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3426 = stablehlo.divide %1280, %3425 : tensor<384xf32>
    %3427 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3428 = stablehlo.multiply %3426, %3427 : tensor<384xf32>
    %3429 = "stablehlo.select"(%2819, %1280, %3428) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3430 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3431 = stablehlo.divide %1273, %3430 : tensor<384xf32>
    %3432 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3433 = stablehlo.multiply %3431, %3432 : tensor<384xf32>
    %3434 = "stablehlo.select"(%2819, %1273, %3433) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3435 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3436 = stablehlo.divide %1275, %3435 : tensor<384xf32>
    %3437 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3438 = stablehlo.multiply %3436, %3437 : tensor<384xf32>
    %3439 = "stablehlo.select"(%2819, %1275, %3438) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3440 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %3441 = stablehlo.divide %1252, %3440 : tensor<384x1536xf32>
    %3442 = stablehlo.constant dense<1.0> : tensor<384x1536xf32>
    %3443 = stablehlo.multiply %3441, %3442 : tensor<384x1536xf32>
    %3444 = "stablehlo.select"(%2819, %1252, %3443) : (tensor<i1>, tensor<384x1536xf32>, tensor<384x1536xf32>) -> tensor<384x1536xf32>
    %3445 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %3446 = stablehlo.divide %1254, %3445 : tensor<1536xf32>
    %3447 = stablehlo.constant dense<1.0> : tensor<1536xf32>
    %3448 = stablehlo.multiply %3446, %3447 : tensor<1536xf32>
    %3449 = "stablehlo.select"(%2819, %1254, %3448) : (tensor<i1>, tensor<1536xf32>, tensor<1536xf32>) -> tensor<1536xf32>
    %3450 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %3451 = stablehlo.divide %1238, %3450 : tensor<1536x384xf32>
    %3452 = stablehlo.constant dense<1.0> : tensor<1536x384xf32>
    %3453 = stablehlo.multiply %3451, %3452 : tensor<1536x384xf32>
    %3454 = "stablehlo.select"(%2819, %1238, %3453) : (tensor<i1>, tensor<1536x384xf32>, tensor<1536x384xf32>) -> tensor<1536x384xf32>
    %3455 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3456 = stablehlo.divide %1240, %3455 : tensor<384xf32>
    %3457 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3458 = stablehlo.multiply %3456, %3457 : tensor<384xf32>
    %3459 = "stablehlo.select"(%2819, %1240, %3458) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3460 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3461 = stablehlo.divide %1235, %3460 : tensor<384xf32>
    %3462 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3463 = stablehlo.multiply %3461, %3462 : tensor<384xf32>
    %3464 = "stablehlo.select"(%2819, %1235, %3463) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3465 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %3466 = stablehlo.divide %1227, %3465 : tensor<7x7x1x384xf32>
    %3467 = stablehlo.constant dense<1.0> : tensor<7x7x1x384xf32>
    %3468 = stablehlo.multiply %3466, %3467 : tensor<7x7x1x384xf32>
    %3469 = "stablehlo.select"(%2819, %1227, %3468) : (tensor<i1>, tensor<7x7x1x384xf32>, tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %3470 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3471 = stablehlo.divide %1229, %3470 : tensor<384xf32>
    %3472 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3473 = stablehlo.multiply %3471, %3472 : tensor<384xf32>
    %3474 = "stablehlo.select"(%2819, %1229, %3473) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3475 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3476 = stablehlo.divide %1222, %3475 : tensor<384xf32>
    %3477 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3478 = stablehlo.multiply %3476, %3477 : tensor<384xf32>
    %3479 = "stablehlo.select"(%2819, %1222, %3478) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3480 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3481 = stablehlo.divide %1224, %3480 : tensor<384xf32>
    %3482 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3483 = stablehlo.multiply %3481, %3482 : tensor<384xf32>
    %3484 = "stablehlo.select"(%2819, %1224, %3483) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3485 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %3486 = stablehlo.divide %1201, %3485 : tensor<384x1536xf32>
    %3487 = stablehlo.constant dense<1.0> : tensor<384x1536xf32>
    %3488 = stablehlo.multiply %3486, %3487 : tensor<384x1536xf32>
    %3489 = "stablehlo.select"(%2819, %1201, %3488) : (tensor<i1>, tensor<384x1536xf32>, tensor<384x1536xf32>) -> tensor<384x1536xf32>
    %3490 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %3491 = stablehlo.divide %1203, %3490 : tensor<1536xf32>
    %3492 = stablehlo.constant dense<1.0> : tensor<1536xf32>
    %3493 = stablehlo.multiply %3491, %3492 : tensor<1536xf32>
    %3494 = "stablehlo.select"(%2819, %1203, %3493) : (tensor<i1>, tensor<1536xf32>, tensor<1536xf32>) -> tensor<1536xf32>
    %3495 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %3496 = stablehlo.divide %1187, %3495 : tensor<1536x384xf32>
    %3497 = stablehlo.constant dense<1.0> : tensor<1536x384xf32>
    %3498 = stablehlo.multiply %3496, %3497 : tensor<1536x384xf32>
    %3499 = "stablehlo.select"(%2819, %1187, %3498) : (tensor<i1>, tensor<1536x384xf32>, tensor<1536x384xf32>) -> tensor<1536x384xf32>
    %3500 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3501 = stablehlo.divide %1189, %3500 : tensor<384xf32>
    %3502 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3503 = stablehlo.multiply %3501, %3502 : tensor<384xf32>
    %3504 = "stablehlo.select"(%2819, %1189, %3503) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3505 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3506 = stablehlo.divide %1184, %3505 : tensor<384xf32>
    %3507 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3508 = stablehlo.multiply %3506, %3507 : tensor<384xf32>
    %3509 = "stablehlo.select"(%2819, %1184, %3508) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3510 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %3511 = stablehlo.divide %1176, %3510 : tensor<7x7x1x384xf32>
    %3512 = stablehlo.constant dense<1.0> : tensor<7x7x1x384xf32>
    %3513 = stablehlo.multiply %3511, %3512 : tensor<7x7x1x384xf32>
    %3514 = "stablehlo.select"(%2819, %1176, %3513) : (tensor<i1>, tensor<7x7x1x384xf32>, tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %3515 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3516 = stablehlo.divide %1178, %3515 : tensor<384xf32>
    %3517 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3518 = stablehlo.multiply %3516, %3517 : tensor<384xf32>
    %3519 = "stablehlo.select"(%2819, %1178, %3518) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3520 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3521 = stablehlo.divide %1171, %3520 : tensor<384xf32>
    %3522 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3523 = stablehlo.multiply %3521, %3522 : tensor<384xf32>
    %3524 = "stablehlo.select"(%2819, %1171, %3523) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3525 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3526 = stablehlo.divide %1173, %3525 : tensor<384xf32>
    %3527 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3528 = stablehlo.multiply %3526, %3527 : tensor<384xf32>
    %3529 = "stablehlo.select"(%2819, %1173, %3528) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3530 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %3531 = stablehlo.divide %1150, %3530 : tensor<384x1536xf32>
    %3532 = stablehlo.constant dense<1.0> : tensor<384x1536xf32>
    %3533 = stablehlo.multiply %3531, %3532 : tensor<384x1536xf32>
    %3534 = "stablehlo.select"(%2819, %1150, %3533) : (tensor<i1>, tensor<384x1536xf32>, tensor<384x1536xf32>) -> tensor<384x1536xf32>
    %3535 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %3536 = stablehlo.divide %1152, %3535 : tensor<1536xf32>
    %3537 = stablehlo.constant dense<1.0> : tensor<1536xf32>
    %3538 = stablehlo.multiply %3536, %3537 : tensor<1536xf32>
    %3539 = "stablehlo.select"(%2819, %1152, %3538) : (tensor<i1>, tensor<1536xf32>, tensor<1536xf32>) -> tensor<1536xf32>
    %3540 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %3541 = stablehlo.divide %1136, %3540 : tensor<1536x384xf32>
    %3542 = stablehlo.constant dense<1.0> : tensor<1536x384xf32>
    %3543 = stablehlo.multiply %3541, %3542 : tensor<1536x384xf32>
    %3544 = "stablehlo.select"(%2819, %1136, %3543) : (tensor<i1>, tensor<1536x384xf32>, tensor<1536x384xf32>) -> tensor<1536x384xf32>
    %3545 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3546 = stablehlo.divide %1138, %3545 : tensor<384xf32>
    %3547 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3548 = stablehlo.multiply %3546, %3547 : tensor<384xf32>
    %3549 = "stablehlo.select"(%2819, %1138, %3548) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3550 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3551 = stablehlo.divide %1133, %3550 : tensor<384xf32>
    %3552 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3553 = stablehlo.multiply %3551, %3552 : tensor<384xf32>
    %3554 = "stablehlo.select"(%2819, %1133, %3553) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3555 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3556 = stablehlo.divide %1126, %3555 : tensor<384xf32>
    %3557 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3558 = stablehlo.multiply %3556, %3557 : tensor<384xf32>
    %3559 = "stablehlo.select"(%2819, %1126, %3558) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3560 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3561 = stablehlo.divide %1128, %3560 : tensor<384xf32>
    %3562 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3563 = stablehlo.multiply %3561, %3562 : tensor<384xf32>
    %3564 = "stablehlo.select"(%2819, %1128, %3563) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3565 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x384x768xf32>
    %3566 = stablehlo.divide %1105, %3565 : tensor<2x2x384x768xf32>
    %3567 = stablehlo.constant dense<1.0> : tensor<2x2x384x768xf32>
    %3568 = stablehlo.multiply %3566, %3567 : tensor<2x2x384x768xf32>
    %3569 = "stablehlo.select"(%2819, %1105, %3568) : (tensor<i1>, tensor<2x2x384x768xf32>, tensor<2x2x384x768xf32>) -> tensor<2x2x384x768xf32>
    %3570 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3571 = stablehlo.divide %1107, %3570 : tensor<768xf32>
    %3572 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3573 = stablehlo.multiply %3571, %3572 : tensor<768xf32>
    %3574 = "stablehlo.select"(%2819, %1107, %3573) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3575 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x768xf32>
    %3576 = stablehlo.divide %1098, %3575 : tensor<7x7x1x768xf32>
    %3577 = stablehlo.constant dense<1.0> : tensor<7x7x1x768xf32>
    %3578 = stablehlo.multiply %3576, %3577 : tensor<7x7x1x768xf32>
    %3579 = "stablehlo.select"(%2819, %1098, %3578) : (tensor<i1>, tensor<7x7x1x768xf32>, tensor<7x7x1x768xf32>) -> tensor<7x7x1x768xf32>
    %3580 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3581 = stablehlo.divide %1100, %3580 : tensor<768xf32>
    %3582 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3583 = stablehlo.multiply %3581, %3582 : tensor<768xf32>
    %3584 = "stablehlo.select"(%2819, %1100, %3583) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3585 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3586 = stablehlo.divide %1093, %3585 : tensor<768xf32>
    %3587 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3588 = stablehlo.multiply %3586, %3587 : tensor<768xf32>
    %3589 = "stablehlo.select"(%2819, %1093, %3588) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3590 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3591 = stablehlo.divide %1095, %3590 : tensor<768xf32>
    %3592 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3593 = stablehlo.multiply %3591, %3592 : tensor<768xf32>
    %3594 = "stablehlo.select"(%2819, %1095, %3593) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3595 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x3072xf32>
    %3596 = stablehlo.divide %1072, %3595 : tensor<768x3072xf32>
    %3597 = stablehlo.constant dense<1.0> : tensor<768x3072xf32>
    %3598 = stablehlo.multiply %3596, %3597 : tensor<768x3072xf32>
    %3599 = "stablehlo.select"(%2819, %1072, %3598) : (tensor<i1>, tensor<768x3072xf32>, tensor<768x3072xf32>) -> tensor<768x3072xf32>
    %3600 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072xf32>
    %3601 = stablehlo.divide %1074, %3600 : tensor<3072xf32>
    %3602 = stablehlo.constant dense<1.0> : tensor<3072xf32>
    %3603 = stablehlo.multiply %3601, %3602 : tensor<3072xf32>
    %3604 = "stablehlo.select"(%2819, %1074, %3603) : (tensor<i1>, tensor<3072xf32>, tensor<3072xf32>) -> tensor<3072xf32>
    %3605 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072x768xf32>
    %3606 = stablehlo.divide %1058, %3605 : tensor<3072x768xf32>
    %3607 = stablehlo.constant dense<1.0> : tensor<3072x768xf32>
    %3608 = stablehlo.multiply %3606, %3607 : tensor<3072x768xf32>
    %3609 = "stablehlo.select"(%2819, %1058, %3608) : (tensor<i1>, tensor<3072x768xf32>, tensor<3072x768xf32>) -> tensor<3072x768xf32>
    %3610 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3611 = stablehlo.divide %1060, %3610 : tensor<768xf32>
    %3612 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3613 = stablehlo.multiply %3611, %3612 : tensor<768xf32>
    %3614 = "stablehlo.select"(%2819, %1060, %3613) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3615 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3616 = stablehlo.divide %1055, %3615 : tensor<768xf32>
    %3617 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3618 = stablehlo.multiply %3616, %3617 : tensor<768xf32>
    %3619 = "stablehlo.select"(%2819, %1055, %3618) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3620 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x768xf32>
    %3621 = stablehlo.divide %1047, %3620 : tensor<7x7x1x768xf32>
    %3622 = stablehlo.constant dense<1.0> : tensor<7x7x1x768xf32>
    %3623 = stablehlo.multiply %3621, %3622 : tensor<7x7x1x768xf32>
    %3624 = "stablehlo.select"(%2819, %1047, %3623) : (tensor<i1>, tensor<7x7x1x768xf32>, tensor<7x7x1x768xf32>) -> tensor<7x7x1x768xf32>
    %3625 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3626 = stablehlo.divide %1049, %3625 : tensor<768xf32>
    %3627 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3628 = stablehlo.multiply %3626, %3627 : tensor<768xf32>
    %3629 = "stablehlo.select"(%2819, %1049, %3628) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3630 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3631 = stablehlo.divide %1042, %3630 : tensor<768xf32>
    %3632 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3633 = stablehlo.multiply %3631, %3632 : tensor<768xf32>
    %3634 = "stablehlo.select"(%2819, %1042, %3633) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3635 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3636 = stablehlo.divide %1044, %3635 : tensor<768xf32>
    %3637 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3638 = stablehlo.multiply %3636, %3637 : tensor<768xf32>
    %3639 = "stablehlo.select"(%2819, %1044, %3638) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3640 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x3072xf32>
    %3641 = stablehlo.divide %1021, %3640 : tensor<768x3072xf32>
    %3642 = stablehlo.constant dense<1.0> : tensor<768x3072xf32>
    %3643 = stablehlo.multiply %3641, %3642 : tensor<768x3072xf32>
    %3644 = "stablehlo.select"(%2819, %1021, %3643) : (tensor<i1>, tensor<768x3072xf32>, tensor<768x3072xf32>) -> tensor<768x3072xf32>
    %3645 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072xf32>
    %3646 = stablehlo.divide %1023, %3645 : tensor<3072xf32>
    %3647 = stablehlo.constant dense<1.0> : tensor<3072xf32>
    %3648 = stablehlo.multiply %3646, %3647 : tensor<3072xf32>
    %3649 = "stablehlo.select"(%2819, %1023, %3648) : (tensor<i1>, tensor<3072xf32>, tensor<3072xf32>) -> tensor<3072xf32>
    %3650 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072x768xf32>
    %3651 = stablehlo.divide %1007, %3650 : tensor<3072x768xf32>
    %3652 = stablehlo.constant dense<1.0> : tensor<3072x768xf32>
    %3653 = stablehlo.multiply %3651, %3652 : tensor<3072x768xf32>
    %3654 = "stablehlo.select"(%2819, %1007, %3653) : (tensor<i1>, tensor<3072x768xf32>, tensor<3072x768xf32>) -> tensor<3072x768xf32>
    %3655 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3656 = stablehlo.divide %1009, %3655 : tensor<768xf32>
    %3657 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3658 = stablehlo.multiply %3656, %3657 : tensor<768xf32>
    %3659 = "stablehlo.select"(%2819, %1009, %3658) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3660 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3661 = stablehlo.divide %1004, %3660 : tensor<768xf32>
    %3662 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3663 = stablehlo.multiply %3661, %3662 : tensor<768xf32>
    %3664 = "stablehlo.select"(%2819, %1004, %3663) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3665 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x768xf32>
    %3666 = stablehlo.divide %996, %3665 : tensor<7x7x1x768xf32>
    %3667 = stablehlo.constant dense<1.0> : tensor<7x7x1x768xf32>
    %3668 = stablehlo.multiply %3666, %3667 : tensor<7x7x1x768xf32>
    %3669 = "stablehlo.select"(%2819, %996, %3668) : (tensor<i1>, tensor<7x7x1x768xf32>, tensor<7x7x1x768xf32>) -> tensor<7x7x1x768xf32>
    %3670 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3671 = stablehlo.divide %998, %3670 : tensor<768xf32>
    %3672 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3673 = stablehlo.multiply %3671, %3672 : tensor<768xf32>
    %3674 = "stablehlo.select"(%2819, %998, %3673) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3675 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3676 = stablehlo.divide %991, %3675 : tensor<768xf32>
    %3677 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3678 = stablehlo.multiply %3676, %3677 : tensor<768xf32>
    %3679 = "stablehlo.select"(%2819, %991, %3678) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3680 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3681 = stablehlo.divide %993, %3680 : tensor<768xf32>
    %3682 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3683 = stablehlo.multiply %3681, %3682 : tensor<768xf32>
    %3684 = "stablehlo.select"(%2819, %993, %3683) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3685 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x3072xf32>
    %3686 = stablehlo.divide %970, %3685 : tensor<768x3072xf32>
    %3687 = stablehlo.constant dense<1.0> : tensor<768x3072xf32>
    %3688 = stablehlo.multiply %3686, %3687 : tensor<768x3072xf32>
    %3689 = "stablehlo.select"(%2819, %970, %3688) : (tensor<i1>, tensor<768x3072xf32>, tensor<768x3072xf32>) -> tensor<768x3072xf32>
    %3690 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072xf32>
    %3691 = stablehlo.divide %972, %3690 : tensor<3072xf32>
    %3692 = stablehlo.constant dense<1.0> : tensor<3072xf32>
    %3693 = stablehlo.multiply %3691, %3692 : tensor<3072xf32>
    %3694 = "stablehlo.select"(%2819, %972, %3693) : (tensor<i1>, tensor<3072xf32>, tensor<3072xf32>) -> tensor<3072xf32>
    %3695 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072x768xf32>
    %3696 = stablehlo.divide %956, %3695 : tensor<3072x768xf32>
    %3697 = stablehlo.constant dense<1.0> : tensor<3072x768xf32>
    %3698 = stablehlo.multiply %3696, %3697 : tensor<3072x768xf32>
    %3699 = "stablehlo.select"(%2819, %956, %3698) : (tensor<i1>, tensor<3072x768xf32>, tensor<3072x768xf32>) -> tensor<3072x768xf32>
    %3700 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3701 = stablehlo.divide %958, %3700 : tensor<768xf32>
    %3702 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3703 = stablehlo.multiply %3701, %3702 : tensor<768xf32>
    %3704 = "stablehlo.select"(%2819, %958, %3703) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3705 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3706 = stablehlo.divide %953, %3705 : tensor<768xf32>
    %3707 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3708 = stablehlo.multiply %3706, %3707 : tensor<768xf32>
    %3709 = "stablehlo.select"(%2819, %953, %3708) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3710 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3711 = stablehlo.divide %943, %3710 : tensor<768xf32>
    %3712 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3713 = stablehlo.multiply %3711, %3712 : tensor<768xf32>
    %3714 = "stablehlo.select"(%2819, %943, %3713) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3715 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3716 = stablehlo.divide %945, %3715 : tensor<768xf32>
    %3717 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3718 = stablehlo.multiply %3716, %3717 : tensor<768xf32>
    %3719 = "stablehlo.select"(%2819, %945, %3718) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3720 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x1000xf32>
    %3721 = stablehlo.divide %922, %3720 : tensor<768x1000xf32>
    %3722 = stablehlo.constant dense<1.0> : tensor<768x1000xf32>
    %3723 = stablehlo.multiply %3721, %3722 : tensor<768x1000xf32>
    %3724 = "stablehlo.select"(%2819, %922, %3723) : (tensor<i1>, tensor<768x1000xf32>, tensor<768x1000xf32>) -> tensor<768x1000xf32>
    %3725 = "stablehlo.broadcast_in_dim"(%2817) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1000xf32>
    %3726 = stablehlo.divide %924, %3725 : tensor<1000xf32>
    %3727 = stablehlo.constant dense<1.0> : tensor<1000xf32>
    %3728 = stablehlo.multiply %3726, %3727 : tensor<1000xf32>
    %3729 = "stablehlo.select"(%2819, %924, %3728) : (tensor<i1>, tensor<1000xf32>, tensor<1000xf32>) -> tensor<1000xf32>
    %3730 = stablehlo.constant dense<0.9> : tensor<4x4x3x96xf32>
    %3731 = stablehlo.multiply %3730, %m.stem.conv.w : tensor<4x4x3x96xf32>
    %3732 = stablehlo.constant dense<0.1> : tensor<4x4x3x96xf32>
    %3733 = stablehlo.multiply %3732, %2824 : tensor<4x4x3x96xf32>
    %3734 = stablehlo.add %3731, %3733 : tensor<4x4x3x96xf32>
    %3735 = stablehlo.constant dense<0.999> : tensor<4x4x3x96xf32>
    %3736 = stablehlo.multiply %3735, %v.stem.conv.w : tensor<4x4x3x96xf32>
    %3737 = stablehlo.constant dense<0.001> : tensor<4x4x3x96xf32>
    %3738 = stablehlo.multiply %2824, %2824 : tensor<4x4x3x96xf32>
    %3739 = stablehlo.multiply %3737, %3738 : tensor<4x4x3x96xf32>
    %3740 = stablehlo.add %3736, %3739 : tensor<4x4x3x96xf32>
    %3741 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x4x3x96xf32>
    %3742 = stablehlo.divide %3734, %3741 : tensor<4x4x3x96xf32>
    %3743 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x4x3x96xf32>
    %3744 = stablehlo.divide %3740, %3743 : tensor<4x4x3x96xf32>
    %3745 = stablehlo.sqrt %3744 : tensor<4x4x3x96xf32>
    %3746 = stablehlo.constant dense<1.0e-08> : tensor<4x4x3x96xf32>
    %3747 = stablehlo.add %3745, %3746 : tensor<4x4x3x96xf32>
    %3748 = stablehlo.divide %3742, %3747 : tensor<4x4x3x96xf32>
    %3749 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %3750 = stablehlo.multiply %3749, %m.stem.conv.b : tensor<96xf32>
    %3751 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %3752 = stablehlo.multiply %3751, %2829 : tensor<96xf32>
    %3753 = stablehlo.add %3750, %3752 : tensor<96xf32>
    %3754 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %3755 = stablehlo.multiply %3754, %v.stem.conv.b : tensor<96xf32>
    %3756 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %3757 = stablehlo.multiply %2829, %2829 : tensor<96xf32>
    %3758 = stablehlo.multiply %3756, %3757 : tensor<96xf32>
    %3759 = stablehlo.add %3755, %3758 : tensor<96xf32>
    %3760 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3761 = stablehlo.divide %3753, %3760 : tensor<96xf32>
    %3762 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3763 = stablehlo.divide %3759, %3762 : tensor<96xf32>
    %3764 = stablehlo.sqrt %3763 : tensor<96xf32>
    %3765 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %3766 = stablehlo.add %3764, %3765 : tensor<96xf32>
    %3767 = stablehlo.divide %3761, %3766 : tensor<96xf32>
    %3768 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %3769 = stablehlo.multiply %3768, %m.stem.norm.g : tensor<96xf32>
    %3770 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %3771 = stablehlo.multiply %3770, %2834 : tensor<96xf32>
    %3772 = stablehlo.add %3769, %3771 : tensor<96xf32>
    %3773 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %3774 = stablehlo.multiply %3773, %v.stem.norm.g : tensor<96xf32>
    %3775 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %3776 = stablehlo.multiply %2834, %2834 : tensor<96xf32>
    %3777 = stablehlo.multiply %3775, %3776 : tensor<96xf32>
    %3778 = stablehlo.add %3774, %3777 : tensor<96xf32>
    %3779 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3780 = stablehlo.divide %3772, %3779 : tensor<96xf32>
    %3781 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3782 = stablehlo.divide %3778, %3781 : tensor<96xf32>
    %3783 = stablehlo.sqrt %3782 : tensor<96xf32>
    %3784 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %3785 = stablehlo.add %3783, %3784 : tensor<96xf32>
    %3786 = stablehlo.divide %3780, %3785 : tensor<96xf32>
    %3787 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %3788 = stablehlo.multiply %3787, %m.stem.norm.b : tensor<96xf32>
    %3789 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %3790 = stablehlo.multiply %3789, %2839 : tensor<96xf32>
    %3791 = stablehlo.add %3788, %3790 : tensor<96xf32>
    %3792 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %3793 = stablehlo.multiply %3792, %v.stem.norm.b : tensor<96xf32>
    %3794 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %3795 = stablehlo.multiply %2839, %2839 : tensor<96xf32>
    %3796 = stablehlo.multiply %3794, %3795 : tensor<96xf32>
    %3797 = stablehlo.add %3793, %3796 : tensor<96xf32>
    %3798 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3799 = stablehlo.divide %3791, %3798 : tensor<96xf32>
    %3800 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3801 = stablehlo.divide %3797, %3800 : tensor<96xf32>
    %3802 = stablehlo.sqrt %3801 : tensor<96xf32>
    %3803 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %3804 = stablehlo.add %3802, %3803 : tensor<96xf32>
    %3805 = stablehlo.divide %3799, %3804 : tensor<96xf32>
    %3806 = stablehlo.constant dense<0.9> : tensor<7x7x1x96xf32>
    %3807 = stablehlo.multiply %3806, %m.stages.0.blocks.0.dwconv.w : tensor<7x7x1x96xf32>
    %3808 = stablehlo.constant dense<0.1> : tensor<7x7x1x96xf32>
    %3809 = stablehlo.multiply %3808, %2844 : tensor<7x7x1x96xf32>
    %3810 = stablehlo.add %3807, %3809 : tensor<7x7x1x96xf32>
    %3811 = stablehlo.constant dense<0.999> : tensor<7x7x1x96xf32>
    %3812 = stablehlo.multiply %3811, %v.stages.0.blocks.0.dwconv.w : tensor<7x7x1x96xf32>
    %3813 = stablehlo.constant dense<0.001> : tensor<7x7x1x96xf32>
    %3814 = stablehlo.multiply %2844, %2844 : tensor<7x7x1x96xf32>
    %3815 = stablehlo.multiply %3813, %3814 : tensor<7x7x1x96xf32>
    %3816 = stablehlo.add %3812, %3815 : tensor<7x7x1x96xf32>
    %3817 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x96xf32>
    %3818 = stablehlo.divide %3810, %3817 : tensor<7x7x1x96xf32>
    %3819 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x96xf32>
    %3820 = stablehlo.divide %3816, %3819 : tensor<7x7x1x96xf32>
    %3821 = stablehlo.sqrt %3820 : tensor<7x7x1x96xf32>
    %3822 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x96xf32>
    %3823 = stablehlo.add %3821, %3822 : tensor<7x7x1x96xf32>
    %3824 = stablehlo.divide %3818, %3823 : tensor<7x7x1x96xf32>
    %3825 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %3826 = stablehlo.multiply %3825, %m.stages.0.blocks.0.dwconv.b : tensor<96xf32>
    %3827 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %3828 = stablehlo.multiply %3827, %2849 : tensor<96xf32>
    %3829 = stablehlo.add %3826, %3828 : tensor<96xf32>
    %3830 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %3831 = stablehlo.multiply %3830, %v.stages.0.blocks.0.dwconv.b : tensor<96xf32>
    %3832 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %3833 = stablehlo.multiply %2849, %2849 : tensor<96xf32>
    %3834 = stablehlo.multiply %3832, %3833 : tensor<96xf32>
    %3835 = stablehlo.add %3831, %3834 : tensor<96xf32>
    %3836 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3837 = stablehlo.divide %3829, %3836 : tensor<96xf32>
    %3838 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3839 = stablehlo.divide %3835, %3838 : tensor<96xf32>
    %3840 = stablehlo.sqrt %3839 : tensor<96xf32>
    %3841 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %3842 = stablehlo.add %3840, %3841 : tensor<96xf32>
    %3843 = stablehlo.divide %3837, %3842 : tensor<96xf32>
    %3844 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %3845 = stablehlo.multiply %3844, %m.stages.0.blocks.0.norm.g : tensor<96xf32>
    %3846 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %3847 = stablehlo.multiply %3846, %2854 : tensor<96xf32>
    %3848 = stablehlo.add %3845, %3847 : tensor<96xf32>
    %3849 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %3850 = stablehlo.multiply %3849, %v.stages.0.blocks.0.norm.g : tensor<96xf32>
    %3851 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %3852 = stablehlo.multiply %2854, %2854 : tensor<96xf32>
    %3853 = stablehlo.multiply %3851, %3852 : tensor<96xf32>
    %3854 = stablehlo.add %3850, %3853 : tensor<96xf32>
    %3855 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3856 = stablehlo.divide %3848, %3855 : tensor<96xf32>
    %3857 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3858 = stablehlo.divide %3854, %3857 : tensor<96xf32>
    %3859 = stablehlo.sqrt %3858 : tensor<96xf32>
    %3860 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %3861 = stablehlo.add %3859, %3860 : tensor<96xf32>
    %3862 = stablehlo.divide %3856, %3861 : tensor<96xf32>
    %3863 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %3864 = stablehlo.multiply %3863, %m.stages.0.blocks.0.norm.b : tensor<96xf32>
    %3865 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %3866 = stablehlo.multiply %3865, %2859 : tensor<96xf32>
    %3867 = stablehlo.add %3864, %3866 : tensor<96xf32>
    %3868 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %3869 = stablehlo.multiply %3868, %v.stages.0.blocks.0.norm.b : tensor<96xf32>
    %3870 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %3871 = stablehlo.multiply %2859, %2859 : tensor<96xf32>
    %3872 = stablehlo.multiply %3870, %3871 : tensor<96xf32>
    %3873 = stablehlo.add %3869, %3872 : tensor<96xf32>
    %3874 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3875 = stablehlo.divide %3867, %3874 : tensor<96xf32>
    %3876 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3877 = stablehlo.divide %3873, %3876 : tensor<96xf32>
    %3878 = stablehlo.sqrt %3877 : tensor<96xf32>
    %3879 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %3880 = stablehlo.add %3878, %3879 : tensor<96xf32>
    %3881 = stablehlo.divide %3875, %3880 : tensor<96xf32>
    %3882 = stablehlo.constant dense<0.9> : tensor<96x384xf32>
    %3883 = stablehlo.multiply %3882, %m.stages.0.blocks.0.fc1.w : tensor<96x384xf32>
    %3884 = stablehlo.constant dense<0.1> : tensor<96x384xf32>
    %3885 = stablehlo.multiply %3884, %2864 : tensor<96x384xf32>
    %3886 = stablehlo.add %3883, %3885 : tensor<96x384xf32>
    %3887 = stablehlo.constant dense<0.999> : tensor<96x384xf32>
    %3888 = stablehlo.multiply %3887, %v.stages.0.blocks.0.fc1.w : tensor<96x384xf32>
    %3889 = stablehlo.constant dense<0.001> : tensor<96x384xf32>
    %3890 = stablehlo.multiply %2864, %2864 : tensor<96x384xf32>
    %3891 = stablehlo.multiply %3889, %3890 : tensor<96x384xf32>
    %3892 = stablehlo.add %3888, %3891 : tensor<96x384xf32>
    %3893 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96x384xf32>
    %3894 = stablehlo.divide %3886, %3893 : tensor<96x384xf32>
    %3895 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96x384xf32>
    %3896 = stablehlo.divide %3892, %3895 : tensor<96x384xf32>
    %3897 = stablehlo.sqrt %3896 : tensor<96x384xf32>
    %3898 = stablehlo.constant dense<1.0e-08> : tensor<96x384xf32>
    %3899 = stablehlo.add %3897, %3898 : tensor<96x384xf32>
    %3900 = stablehlo.divide %3894, %3899 : tensor<96x384xf32>
    %3901 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %3902 = stablehlo.multiply %3901, %m.stages.0.blocks.0.fc1.b : tensor<384xf32>
    %3903 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %3904 = stablehlo.multiply %3903, %2869 : tensor<384xf32>
    %3905 = stablehlo.add %3902, %3904 : tensor<384xf32>
    %3906 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %3907 = stablehlo.multiply %3906, %v.stages.0.blocks.0.fc1.b : tensor<384xf32>
    %3908 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %3909 = stablehlo.multiply %2869, %2869 : tensor<384xf32>
    %3910 = stablehlo.multiply %3908, %3909 : tensor<384xf32>
    %3911 = stablehlo.add %3907, %3910 : tensor<384xf32>
    %3912 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3913 = stablehlo.divide %3905, %3912 : tensor<384xf32>
    %3914 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3915 = stablehlo.divide %3911, %3914 : tensor<384xf32>
    %3916 = stablehlo.sqrt %3915 : tensor<384xf32>
    %3917 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %3918 = stablehlo.add %3916, %3917 : tensor<384xf32>
    %3919 = stablehlo.divide %3913, %3918 : tensor<384xf32>
    %3920 = stablehlo.constant dense<0.9> : tensor<384x96xf32>
    %3921 = stablehlo.multiply %3920, %m.stages.0.blocks.0.fc2.w : tensor<384x96xf32>
    %3922 = stablehlo.constant dense<0.1> : tensor<384x96xf32>
    %3923 = stablehlo.multiply %3922, %2874 : tensor<384x96xf32>
    %3924 = stablehlo.add %3921, %3923 : tensor<384x96xf32>
    %3925 = stablehlo.constant dense<0.999> : tensor<384x96xf32>
    %3926 = stablehlo.multiply %3925, %v.stages.0.blocks.0.fc2.w : tensor<384x96xf32>
    %3927 = stablehlo.constant dense<0.001> : tensor<384x96xf32>
    %3928 = stablehlo.multiply %2874, %2874 : tensor<384x96xf32>
    %3929 = stablehlo.multiply %3927, %3928 : tensor<384x96xf32>
    %3930 = stablehlo.add %3926, %3929 : tensor<384x96xf32>
    %3931 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x96xf32>
    %3932 = stablehlo.divide %3924, %3931 : tensor<384x96xf32>
    %3933 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x96xf32>
    %3934 = stablehlo.divide %3930, %3933 : tensor<384x96xf32>
    %3935 = stablehlo.sqrt %3934 : tensor<384x96xf32>
    %3936 = stablehlo.constant dense<1.0e-08> : tensor<384x96xf32>
    %3937 = stablehlo.add %3935, %3936 : tensor<384x96xf32>
    %3938 = stablehlo.divide %3932, %3937 : tensor<384x96xf32>
    %3939 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %3940 = stablehlo.multiply %3939, %m.stages.0.blocks.0.fc2.b : tensor<96xf32>
    %3941 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %3942 = stablehlo.multiply %3941, %2879 : tensor<96xf32>
    %3943 = stablehlo.add %3940, %3942 : tensor<96xf32>
    %3944 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %3945 = stablehlo.multiply %3944, %v.stages.0.blocks.0.fc2.b : tensor<96xf32>
    %3946 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %3947 = stablehlo.multiply %2879, %2879 : tensor<96xf32>
    %3948 = stablehlo.multiply %3946, %3947 : tensor<96xf32>
    %3949 = stablehlo.add %3945, %3948 : tensor<96xf32>
    %3950 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3951 = stablehlo.divide %3943, %3950 : tensor<96xf32>
    %3952 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3953 = stablehlo.divide %3949, %3952 : tensor<96xf32>
    %3954 = stablehlo.sqrt %3953 : tensor<96xf32>
    %3955 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %3956 = stablehlo.add %3954, %3955 : tensor<96xf32>
    %3957 = stablehlo.divide %3951, %3956 : tensor<96xf32>
    %3958 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %3959 = stablehlo.multiply %3958, %m.stages.0.blocks.0.gamma : tensor<96xf32>
    %3960 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %3961 = stablehlo.multiply %3960, %2884 : tensor<96xf32>
    %3962 = stablehlo.add %3959, %3961 : tensor<96xf32>
    %3963 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %3964 = stablehlo.multiply %3963, %v.stages.0.blocks.0.gamma : tensor<96xf32>
    %3965 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %3966 = stablehlo.multiply %2884, %2884 : tensor<96xf32>
    %3967 = stablehlo.multiply %3965, %3966 : tensor<96xf32>
    %3968 = stablehlo.add %3964, %3967 : tensor<96xf32>
    %3969 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3970 = stablehlo.divide %3962, %3969 : tensor<96xf32>
    %3971 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3972 = stablehlo.divide %3968, %3971 : tensor<96xf32>
    %3973 = stablehlo.sqrt %3972 : tensor<96xf32>
    %3974 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %3975 = stablehlo.add %3973, %3974 : tensor<96xf32>
    %3976 = stablehlo.divide %3970, %3975 : tensor<96xf32>
    %3977 = stablehlo.constant dense<0.9> : tensor<7x7x1x96xf32>
    %3978 = stablehlo.multiply %3977, %m.stages.0.blocks.1.dwconv.w : tensor<7x7x1x96xf32>
    %3979 = stablehlo.constant dense<0.1> : tensor<7x7x1x96xf32>
    %3980 = stablehlo.multiply %3979, %2889 : tensor<7x7x1x96xf32>
    %3981 = stablehlo.add %3978, %3980 : tensor<7x7x1x96xf32>
    %3982 = stablehlo.constant dense<0.999> : tensor<7x7x1x96xf32>
    %3983 = stablehlo.multiply %3982, %v.stages.0.blocks.1.dwconv.w : tensor<7x7x1x96xf32>
    %3984 = stablehlo.constant dense<0.001> : tensor<7x7x1x96xf32>
    %3985 = stablehlo.multiply %2889, %2889 : tensor<7x7x1x96xf32>
    %3986 = stablehlo.multiply %3984, %3985 : tensor<7x7x1x96xf32>
    %3987 = stablehlo.add %3983, %3986 : tensor<7x7x1x96xf32>
    %3988 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x96xf32>
    %3989 = stablehlo.divide %3981, %3988 : tensor<7x7x1x96xf32>
    %3990 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x96xf32>
    %3991 = stablehlo.divide %3987, %3990 : tensor<7x7x1x96xf32>
    %3992 = stablehlo.sqrt %3991 : tensor<7x7x1x96xf32>
    %3993 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x96xf32>
    %3994 = stablehlo.add %3992, %3993 : tensor<7x7x1x96xf32>
    %3995 = stablehlo.divide %3989, %3994 : tensor<7x7x1x96xf32>
    %3996 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %3997 = stablehlo.multiply %3996, %m.stages.0.blocks.1.dwconv.b : tensor<96xf32>
    %3998 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %3999 = stablehlo.multiply %3998, %2894 : tensor<96xf32>
    %4000 = stablehlo.add %3997, %3999 : tensor<96xf32>
    %4001 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %4002 = stablehlo.multiply %4001, %v.stages.0.blocks.1.dwconv.b : tensor<96xf32>
    %4003 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %4004 = stablehlo.multiply %2894, %2894 : tensor<96xf32>
    %4005 = stablehlo.multiply %4003, %4004 : tensor<96xf32>
    %4006 = stablehlo.add %4002, %4005 : tensor<96xf32>
    %4007 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4008 = stablehlo.divide %4000, %4007 : tensor<96xf32>
    %4009 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4010 = stablehlo.divide %4006, %4009 : tensor<96xf32>
    %4011 = stablehlo.sqrt %4010 : tensor<96xf32>
    %4012 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %4013 = stablehlo.add %4011, %4012 : tensor<96xf32>
    %4014 = stablehlo.divide %4008, %4013 : tensor<96xf32>
    %4015 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %4016 = stablehlo.multiply %4015, %m.stages.0.blocks.1.norm.g : tensor<96xf32>
    %4017 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %4018 = stablehlo.multiply %4017, %2899 : tensor<96xf32>
    %4019 = stablehlo.add %4016, %4018 : tensor<96xf32>
    %4020 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %4021 = stablehlo.multiply %4020, %v.stages.0.blocks.1.norm.g : tensor<96xf32>
    %4022 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %4023 = stablehlo.multiply %2899, %2899 : tensor<96xf32>
    %4024 = stablehlo.multiply %4022, %4023 : tensor<96xf32>
    %4025 = stablehlo.add %4021, %4024 : tensor<96xf32>
    %4026 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4027 = stablehlo.divide %4019, %4026 : tensor<96xf32>
    %4028 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4029 = stablehlo.divide %4025, %4028 : tensor<96xf32>
    %4030 = stablehlo.sqrt %4029 : tensor<96xf32>
    %4031 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %4032 = stablehlo.add %4030, %4031 : tensor<96xf32>
    %4033 = stablehlo.divide %4027, %4032 : tensor<96xf32>
    %4034 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %4035 = stablehlo.multiply %4034, %m.stages.0.blocks.1.norm.b : tensor<96xf32>
    %4036 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %4037 = stablehlo.multiply %4036, %2904 : tensor<96xf32>
    %4038 = stablehlo.add %4035, %4037 : tensor<96xf32>
    %4039 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %4040 = stablehlo.multiply %4039, %v.stages.0.blocks.1.norm.b : tensor<96xf32>
    %4041 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %4042 = stablehlo.multiply %2904, %2904 : tensor<96xf32>
    %4043 = stablehlo.multiply %4041, %4042 : tensor<96xf32>
    %4044 = stablehlo.add %4040, %4043 : tensor<96xf32>
    %4045 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4046 = stablehlo.divide %4038, %4045 : tensor<96xf32>
    %4047 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4048 = stablehlo.divide %4044, %4047 : tensor<96xf32>
    %4049 = stablehlo.sqrt %4048 : tensor<96xf32>
    %4050 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %4051 = stablehlo.add %4049, %4050 : tensor<96xf32>
    %4052 = stablehlo.divide %4046, %4051 : tensor<96xf32>
    %4053 = stablehlo.constant dense<0.9> : tensor<96x384xf32>
    %4054 = stablehlo.multiply %4053, %m.stages.0.blocks.1.fc1.w : tensor<96x384xf32>
    %4055 = stablehlo.constant dense<0.1> : tensor<96x384xf32>
    %4056 = stablehlo.multiply %4055, %2909 : tensor<96x384xf32>
    %4057 = stablehlo.add %4054, %4056 : tensor<96x384xf32>
    %4058 = stablehlo.constant dense<0.999> : tensor<96x384xf32>
    %4059 = stablehlo.multiply %4058, %v.stages.0.blocks.1.fc1.w : tensor<96x384xf32>
    %4060 = stablehlo.constant dense<0.001> : tensor<96x384xf32>
    %4061 = stablehlo.multiply %2909, %2909 : tensor<96x384xf32>
    %4062 = stablehlo.multiply %4060, %4061 : tensor<96x384xf32>
    %4063 = stablehlo.add %4059, %4062 : tensor<96x384xf32>
    %4064 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96x384xf32>
    %4065 = stablehlo.divide %4057, %4064 : tensor<96x384xf32>
    %4066 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96x384xf32>
    %4067 = stablehlo.divide %4063, %4066 : tensor<96x384xf32>
    %4068 = stablehlo.sqrt %4067 : tensor<96x384xf32>
    %4069 = stablehlo.constant dense<1.0e-08> : tensor<96x384xf32>
    %4070 = stablehlo.add %4068, %4069 : tensor<96x384xf32>
    %4071 = stablehlo.divide %4065, %4070 : tensor<96x384xf32>
    %4072 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %4073 = stablehlo.multiply %4072, %m.stages.0.blocks.1.fc1.b : tensor<384xf32>
    %4074 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %4075 = stablehlo.multiply %4074, %2914 : tensor<384xf32>
    %4076 = stablehlo.add %4073, %4075 : tensor<384xf32>
    %4077 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %4078 = stablehlo.multiply %4077, %v.stages.0.blocks.1.fc1.b : tensor<384xf32>
    %4079 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %4080 = stablehlo.multiply %2914, %2914 : tensor<384xf32>
    %4081 = stablehlo.multiply %4079, %4080 : tensor<384xf32>
    %4082 = stablehlo.add %4078, %4081 : tensor<384xf32>
    %4083 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4084 = stablehlo.divide %4076, %4083 : tensor<384xf32>
    %4085 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4086 = stablehlo.divide %4082, %4085 : tensor<384xf32>
    %4087 = stablehlo.sqrt %4086 : tensor<384xf32>
    %4088 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %4089 = stablehlo.add %4087, %4088 : tensor<384xf32>
    %4090 = stablehlo.divide %4084, %4089 : tensor<384xf32>
    %4091 = stablehlo.constant dense<0.9> : tensor<384x96xf32>
    %4092 = stablehlo.multiply %4091, %m.stages.0.blocks.1.fc2.w : tensor<384x96xf32>
    %4093 = stablehlo.constant dense<0.1> : tensor<384x96xf32>
    %4094 = stablehlo.multiply %4093, %2919 : tensor<384x96xf32>
    %4095 = stablehlo.add %4092, %4094 : tensor<384x96xf32>
    %4096 = stablehlo.constant dense<0.999> : tensor<384x96xf32>
    %4097 = stablehlo.multiply %4096, %v.stages.0.blocks.1.fc2.w : tensor<384x96xf32>
    %4098 = stablehlo.constant dense<0.001> : tensor<384x96xf32>
    %4099 = stablehlo.multiply %2919, %2919 : tensor<384x96xf32>
    %4100 = stablehlo.multiply %4098, %4099 : tensor<384x96xf32>
    %4101 = stablehlo.add %4097, %4100 : tensor<384x96xf32>
    %4102 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x96xf32>
    %4103 = stablehlo.divide %4095, %4102 : tensor<384x96xf32>
    %4104 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x96xf32>
    %4105 = stablehlo.divide %4101, %4104 : tensor<384x96xf32>
    %4106 = stablehlo.sqrt %4105 : tensor<384x96xf32>
    %4107 = stablehlo.constant dense<1.0e-08> : tensor<384x96xf32>
    %4108 = stablehlo.add %4106, %4107 : tensor<384x96xf32>
    %4109 = stablehlo.divide %4103, %4108 : tensor<384x96xf32>
    %4110 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %4111 = stablehlo.multiply %4110, %m.stages.0.blocks.1.fc2.b : tensor<96xf32>
    %4112 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %4113 = stablehlo.multiply %4112, %2924 : tensor<96xf32>
    %4114 = stablehlo.add %4111, %4113 : tensor<96xf32>
    %4115 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %4116 = stablehlo.multiply %4115, %v.stages.0.blocks.1.fc2.b : tensor<96xf32>
    %4117 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %4118 = stablehlo.multiply %2924, %2924 : tensor<96xf32>
    %4119 = stablehlo.multiply %4117, %4118 : tensor<96xf32>
    %4120 = stablehlo.add %4116, %4119 : tensor<96xf32>
    %4121 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4122 = stablehlo.divide %4114, %4121 : tensor<96xf32>
    %4123 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4124 = stablehlo.divide %4120, %4123 : tensor<96xf32>
    %4125 = stablehlo.sqrt %4124 : tensor<96xf32>
    %4126 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %4127 = stablehlo.add %4125, %4126 : tensor<96xf32>
    %4128 = stablehlo.divide %4122, %4127 : tensor<96xf32>
    %4129 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %4130 = stablehlo.multiply %4129, %m.stages.0.blocks.1.gamma : tensor<96xf32>
    %4131 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %4132 = stablehlo.multiply %4131, %2929 : tensor<96xf32>
    %4133 = stablehlo.add %4130, %4132 : tensor<96xf32>
    %4134 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %4135 = stablehlo.multiply %4134, %v.stages.0.blocks.1.gamma : tensor<96xf32>
    %4136 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %4137 = stablehlo.multiply %2929, %2929 : tensor<96xf32>
    %4138 = stablehlo.multiply %4136, %4137 : tensor<96xf32>
    %4139 = stablehlo.add %4135, %4138 : tensor<96xf32>
    %4140 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4141 = stablehlo.divide %4133, %4140 : tensor<96xf32>
    %4142 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4143 = stablehlo.divide %4139, %4142 : tensor<96xf32>
    %4144 = stablehlo.sqrt %4143 : tensor<96xf32>
    %4145 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %4146 = stablehlo.add %4144, %4145 : tensor<96xf32>
    %4147 = stablehlo.divide %4141, %4146 : tensor<96xf32>
    %4148 = stablehlo.constant dense<0.9> : tensor<7x7x1x96xf32>
    %4149 = stablehlo.multiply %4148, %m.stages.0.blocks.2.dwconv.w : tensor<7x7x1x96xf32>
    %4150 = stablehlo.constant dense<0.1> : tensor<7x7x1x96xf32>
    %4151 = stablehlo.multiply %4150, %2934 : tensor<7x7x1x96xf32>
    %4152 = stablehlo.add %4149, %4151 : tensor<7x7x1x96xf32>
    %4153 = stablehlo.constant dense<0.999> : tensor<7x7x1x96xf32>
    %4154 = stablehlo.multiply %4153, %v.stages.0.blocks.2.dwconv.w : tensor<7x7x1x96xf32>
    %4155 = stablehlo.constant dense<0.001> : tensor<7x7x1x96xf32>
    %4156 = stablehlo.multiply %2934, %2934 : tensor<7x7x1x96xf32>
    %4157 = stablehlo.multiply %4155, %4156 : tensor<7x7x1x96xf32>
    %4158 = stablehlo.add %4154, %4157 : tensor<7x7x1x96xf32>
    %4159 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x96xf32>
    %4160 = stablehlo.divide %4152, %4159 : tensor<7x7x1x96xf32>
    %4161 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x96xf32>
    %4162 = stablehlo.divide %4158, %4161 : tensor<7x7x1x96xf32>
    %4163 = stablehlo.sqrt %4162 : tensor<7x7x1x96xf32>
    %4164 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x96xf32>
    %4165 = stablehlo.add %4163, %4164 : tensor<7x7x1x96xf32>
    %4166 = stablehlo.divide %4160, %4165 : tensor<7x7x1x96xf32>
    %4167 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %4168 = stablehlo.multiply %4167, %m.stages.0.blocks.2.dwconv.b : tensor<96xf32>
    %4169 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %4170 = stablehlo.multiply %4169, %2939 : tensor<96xf32>
    %4171 = stablehlo.add %4168, %4170 : tensor<96xf32>
    %4172 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %4173 = stablehlo.multiply %4172, %v.stages.0.blocks.2.dwconv.b : tensor<96xf32>
    %4174 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %4175 = stablehlo.multiply %2939, %2939 : tensor<96xf32>
    %4176 = stablehlo.multiply %4174, %4175 : tensor<96xf32>
    %4177 = stablehlo.add %4173, %4176 : tensor<96xf32>
    %4178 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4179 = stablehlo.divide %4171, %4178 : tensor<96xf32>
    %4180 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4181 = stablehlo.divide %4177, %4180 : tensor<96xf32>
    %4182 = stablehlo.sqrt %4181 : tensor<96xf32>
    %4183 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %4184 = stablehlo.add %4182, %4183 : tensor<96xf32>
    %4185 = stablehlo.divide %4179, %4184 : tensor<96xf32>
    %4186 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %4187 = stablehlo.multiply %4186, %m.stages.0.blocks.2.norm.g : tensor<96xf32>
    %4188 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %4189 = stablehlo.multiply %4188, %2944 : tensor<96xf32>
    %4190 = stablehlo.add %4187, %4189 : tensor<96xf32>
    %4191 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %4192 = stablehlo.multiply %4191, %v.stages.0.blocks.2.norm.g : tensor<96xf32>
    %4193 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %4194 = stablehlo.multiply %2944, %2944 : tensor<96xf32>
    %4195 = stablehlo.multiply %4193, %4194 : tensor<96xf32>
    %4196 = stablehlo.add %4192, %4195 : tensor<96xf32>
    %4197 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4198 = stablehlo.divide %4190, %4197 : tensor<96xf32>
    %4199 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4200 = stablehlo.divide %4196, %4199 : tensor<96xf32>
    %4201 = stablehlo.sqrt %4200 : tensor<96xf32>
    %4202 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %4203 = stablehlo.add %4201, %4202 : tensor<96xf32>
    %4204 = stablehlo.divide %4198, %4203 : tensor<96xf32>
    %4205 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %4206 = stablehlo.multiply %4205, %m.stages.0.blocks.2.norm.b : tensor<96xf32>
    %4207 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %4208 = stablehlo.multiply %4207, %2949 : tensor<96xf32>
    %4209 = stablehlo.add %4206, %4208 : tensor<96xf32>
    %4210 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %4211 = stablehlo.multiply %4210, %v.stages.0.blocks.2.norm.b : tensor<96xf32>
    %4212 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %4213 = stablehlo.multiply %2949, %2949 : tensor<96xf32>
    %4214 = stablehlo.multiply %4212, %4213 : tensor<96xf32>
    %4215 = stablehlo.add %4211, %4214 : tensor<96xf32>
    %4216 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4217 = stablehlo.divide %4209, %4216 : tensor<96xf32>
    %4218 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4219 = stablehlo.divide %4215, %4218 : tensor<96xf32>
    %4220 = stablehlo.sqrt %4219 : tensor<96xf32>
    %4221 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %4222 = stablehlo.add %4220, %4221 : tensor<96xf32>
    %4223 = stablehlo.divide %4217, %4222 : tensor<96xf32>
    %4224 = stablehlo.constant dense<0.9> : tensor<96x384xf32>
    %4225 = stablehlo.multiply %4224, %m.stages.0.blocks.2.fc1.w : tensor<96x384xf32>
    %4226 = stablehlo.constant dense<0.1> : tensor<96x384xf32>
    %4227 = stablehlo.multiply %4226, %2954 : tensor<96x384xf32>
    %4228 = stablehlo.add %4225, %4227 : tensor<96x384xf32>
    %4229 = stablehlo.constant dense<0.999> : tensor<96x384xf32>
    %4230 = stablehlo.multiply %4229, %v.stages.0.blocks.2.fc1.w : tensor<96x384xf32>
    %4231 = stablehlo.constant dense<0.001> : tensor<96x384xf32>
    %4232 = stablehlo.multiply %2954, %2954 : tensor<96x384xf32>
    %4233 = stablehlo.multiply %4231, %4232 : tensor<96x384xf32>
    %4234 = stablehlo.add %4230, %4233 : tensor<96x384xf32>
    %4235 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96x384xf32>
    %4236 = stablehlo.divide %4228, %4235 : tensor<96x384xf32>
    %4237 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96x384xf32>
    %4238 = stablehlo.divide %4234, %4237 : tensor<96x384xf32>
    %4239 = stablehlo.sqrt %4238 : tensor<96x384xf32>
    %4240 = stablehlo.constant dense<1.0e-08> : tensor<96x384xf32>
    %4241 = stablehlo.add %4239, %4240 : tensor<96x384xf32>
    %4242 = stablehlo.divide %4236, %4241 : tensor<96x384xf32>
    %4243 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %4244 = stablehlo.multiply %4243, %m.stages.0.blocks.2.fc1.b : tensor<384xf32>
    %4245 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %4246 = stablehlo.multiply %4245, %2959 : tensor<384xf32>
    %4247 = stablehlo.add %4244, %4246 : tensor<384xf32>
    %4248 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %4249 = stablehlo.multiply %4248, %v.stages.0.blocks.2.fc1.b : tensor<384xf32>
    %4250 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %4251 = stablehlo.multiply %2959, %2959 : tensor<384xf32>
    %4252 = stablehlo.multiply %4250, %4251 : tensor<384xf32>
    %4253 = stablehlo.add %4249, %4252 : tensor<384xf32>
    %4254 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4255 = stablehlo.divide %4247, %4254 : tensor<384xf32>
    %4256 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4257 = stablehlo.divide %4253, %4256 : tensor<384xf32>
    %4258 = stablehlo.sqrt %4257 : tensor<384xf32>
    %4259 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %4260 = stablehlo.add %4258, %4259 : tensor<384xf32>
    %4261 = stablehlo.divide %4255, %4260 : tensor<384xf32>
    %4262 = stablehlo.constant dense<0.9> : tensor<384x96xf32>
    %4263 = stablehlo.multiply %4262, %m.stages.0.blocks.2.fc2.w : tensor<384x96xf32>
    %4264 = stablehlo.constant dense<0.1> : tensor<384x96xf32>
    %4265 = stablehlo.multiply %4264, %2964 : tensor<384x96xf32>
    %4266 = stablehlo.add %4263, %4265 : tensor<384x96xf32>
    %4267 = stablehlo.constant dense<0.999> : tensor<384x96xf32>
    %4268 = stablehlo.multiply %4267, %v.stages.0.blocks.2.fc2.w : tensor<384x96xf32>
    %4269 = stablehlo.constant dense<0.001> : tensor<384x96xf32>
    %4270 = stablehlo.multiply %2964, %2964 : tensor<384x96xf32>
    %4271 = stablehlo.multiply %4269, %4270 : tensor<384x96xf32>
    %4272 = stablehlo.add %4268, %4271 : tensor<384x96xf32>
    %4273 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x96xf32>
    %4274 = stablehlo.divide %4266, %4273 : tensor<384x96xf32>
    %4275 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x96xf32>
    %4276 = stablehlo.divide %4272, %4275 : tensor<384x96xf32>
    %4277 = stablehlo.sqrt %4276 : tensor<384x96xf32>
    %4278 = stablehlo.constant dense<1.0e-08> : tensor<384x96xf32>
    %4279 = stablehlo.add %4277, %4278 : tensor<384x96xf32>
    %4280 = stablehlo.divide %4274, %4279 : tensor<384x96xf32>
    %4281 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %4282 = stablehlo.multiply %4281, %m.stages.0.blocks.2.fc2.b : tensor<96xf32>
    %4283 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %4284 = stablehlo.multiply %4283, %2969 : tensor<96xf32>
    %4285 = stablehlo.add %4282, %4284 : tensor<96xf32>
    %4286 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %4287 = stablehlo.multiply %4286, %v.stages.0.blocks.2.fc2.b : tensor<96xf32>
    %4288 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %4289 = stablehlo.multiply %2969, %2969 : tensor<96xf32>
    %4290 = stablehlo.multiply %4288, %4289 : tensor<96xf32>
    %4291 = stablehlo.add %4287, %4290 : tensor<96xf32>
    %4292 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4293 = stablehlo.divide %4285, %4292 : tensor<96xf32>
    %4294 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4295 = stablehlo.divide %4291, %4294 : tensor<96xf32>
    %4296 = stablehlo.sqrt %4295 : tensor<96xf32>
    %4297 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %4298 = stablehlo.add %4296, %4297 : tensor<96xf32>
    %4299 = stablehlo.divide %4293, %4298 : tensor<96xf32>
    %4300 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %4301 = stablehlo.multiply %4300, %m.stages.0.blocks.2.gamma : tensor<96xf32>
    %4302 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %4303 = stablehlo.multiply %4302, %2974 : tensor<96xf32>
    %4304 = stablehlo.add %4301, %4303 : tensor<96xf32>
    %4305 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %4306 = stablehlo.multiply %4305, %v.stages.0.blocks.2.gamma : tensor<96xf32>
    %4307 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %4308 = stablehlo.multiply %2974, %2974 : tensor<96xf32>
    %4309 = stablehlo.multiply %4307, %4308 : tensor<96xf32>
    %4310 = stablehlo.add %4306, %4309 : tensor<96xf32>
    %4311 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4312 = stablehlo.divide %4304, %4311 : tensor<96xf32>
    %4313 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4314 = stablehlo.divide %4310, %4313 : tensor<96xf32>
    %4315 = stablehlo.sqrt %4314 : tensor<96xf32>
    %4316 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %4317 = stablehlo.add %4315, %4316 : tensor<96xf32>
    %4318 = stablehlo.divide %4312, %4317 : tensor<96xf32>
    %4319 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %4320 = stablehlo.multiply %4319, %m.stages.1.down.norm.g : tensor<96xf32>
    %4321 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %4322 = stablehlo.multiply %4321, %2979 : tensor<96xf32>
    %4323 = stablehlo.add %4320, %4322 : tensor<96xf32>
    %4324 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %4325 = stablehlo.multiply %4324, %v.stages.1.down.norm.g : tensor<96xf32>
    %4326 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %4327 = stablehlo.multiply %2979, %2979 : tensor<96xf32>
    %4328 = stablehlo.multiply %4326, %4327 : tensor<96xf32>
    %4329 = stablehlo.add %4325, %4328 : tensor<96xf32>
    %4330 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4331 = stablehlo.divide %4323, %4330 : tensor<96xf32>
    %4332 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4333 = stablehlo.divide %4329, %4332 : tensor<96xf32>
    %4334 = stablehlo.sqrt %4333 : tensor<96xf32>
    %4335 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %4336 = stablehlo.add %4334, %4335 : tensor<96xf32>
    %4337 = stablehlo.divide %4331, %4336 : tensor<96xf32>
    %4338 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %4339 = stablehlo.multiply %4338, %m.stages.1.down.norm.b : tensor<96xf32>
    %4340 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %4341 = stablehlo.multiply %4340, %2984 : tensor<96xf32>
    %4342 = stablehlo.add %4339, %4341 : tensor<96xf32>
    %4343 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %4344 = stablehlo.multiply %4343, %v.stages.1.down.norm.b : tensor<96xf32>
    %4345 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %4346 = stablehlo.multiply %2984, %2984 : tensor<96xf32>
    %4347 = stablehlo.multiply %4345, %4346 : tensor<96xf32>
    %4348 = stablehlo.add %4344, %4347 : tensor<96xf32>
    %4349 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4350 = stablehlo.divide %4342, %4349 : tensor<96xf32>
    %4351 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4352 = stablehlo.divide %4348, %4351 : tensor<96xf32>
    %4353 = stablehlo.sqrt %4352 : tensor<96xf32>
    %4354 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %4355 = stablehlo.add %4353, %4354 : tensor<96xf32>
    %4356 = stablehlo.divide %4350, %4355 : tensor<96xf32>
    %4357 = stablehlo.constant dense<0.9> : tensor<2x2x96x192xf32>
    %4358 = stablehlo.multiply %4357, %m.stages.1.down.conv.w : tensor<2x2x96x192xf32>
    %4359 = stablehlo.constant dense<0.1> : tensor<2x2x96x192xf32>
    %4360 = stablehlo.multiply %4359, %2989 : tensor<2x2x96x192xf32>
    %4361 = stablehlo.add %4358, %4360 : tensor<2x2x96x192xf32>
    %4362 = stablehlo.constant dense<0.999> : tensor<2x2x96x192xf32>
    %4363 = stablehlo.multiply %4362, %v.stages.1.down.conv.w : tensor<2x2x96x192xf32>
    %4364 = stablehlo.constant dense<0.001> : tensor<2x2x96x192xf32>
    %4365 = stablehlo.multiply %2989, %2989 : tensor<2x2x96x192xf32>
    %4366 = stablehlo.multiply %4364, %4365 : tensor<2x2x96x192xf32>
    %4367 = stablehlo.add %4363, %4366 : tensor<2x2x96x192xf32>
    %4368 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x96x192xf32>
    %4369 = stablehlo.divide %4361, %4368 : tensor<2x2x96x192xf32>
    %4370 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x96x192xf32>
    %4371 = stablehlo.divide %4367, %4370 : tensor<2x2x96x192xf32>
    %4372 = stablehlo.sqrt %4371 : tensor<2x2x96x192xf32>
    %4373 = stablehlo.constant dense<1.0e-08> : tensor<2x2x96x192xf32>
    %4374 = stablehlo.add %4372, %4373 : tensor<2x2x96x192xf32>
    %4375 = stablehlo.divide %4369, %4374 : tensor<2x2x96x192xf32>
    %4376 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4377 = stablehlo.multiply %4376, %m.stages.1.down.conv.b : tensor<192xf32>
    %4378 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4379 = stablehlo.multiply %4378, %2994 : tensor<192xf32>
    %4380 = stablehlo.add %4377, %4379 : tensor<192xf32>
    %4381 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4382 = stablehlo.multiply %4381, %v.stages.1.down.conv.b : tensor<192xf32>
    %4383 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4384 = stablehlo.multiply %2994, %2994 : tensor<192xf32>
    %4385 = stablehlo.multiply %4383, %4384 : tensor<192xf32>
    %4386 = stablehlo.add %4382, %4385 : tensor<192xf32>
    %4387 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4388 = stablehlo.divide %4380, %4387 : tensor<192xf32>
    %4389 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4390 = stablehlo.divide %4386, %4389 : tensor<192xf32>
    %4391 = stablehlo.sqrt %4390 : tensor<192xf32>
    %4392 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4393 = stablehlo.add %4391, %4392 : tensor<192xf32>
    %4394 = stablehlo.divide %4388, %4393 : tensor<192xf32>
    %4395 = stablehlo.constant dense<0.9> : tensor<7x7x1x192xf32>
    %4396 = stablehlo.multiply %4395, %m.stages.1.blocks.0.dwconv.w : tensor<7x7x1x192xf32>
    %4397 = stablehlo.constant dense<0.1> : tensor<7x7x1x192xf32>
    %4398 = stablehlo.multiply %4397, %2999 : tensor<7x7x1x192xf32>
    %4399 = stablehlo.add %4396, %4398 : tensor<7x7x1x192xf32>
    %4400 = stablehlo.constant dense<0.999> : tensor<7x7x1x192xf32>
    %4401 = stablehlo.multiply %4400, %v.stages.1.blocks.0.dwconv.w : tensor<7x7x1x192xf32>
    %4402 = stablehlo.constant dense<0.001> : tensor<7x7x1x192xf32>
    %4403 = stablehlo.multiply %2999, %2999 : tensor<7x7x1x192xf32>
    %4404 = stablehlo.multiply %4402, %4403 : tensor<7x7x1x192xf32>
    %4405 = stablehlo.add %4401, %4404 : tensor<7x7x1x192xf32>
    %4406 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x192xf32>
    %4407 = stablehlo.divide %4399, %4406 : tensor<7x7x1x192xf32>
    %4408 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x192xf32>
    %4409 = stablehlo.divide %4405, %4408 : tensor<7x7x1x192xf32>
    %4410 = stablehlo.sqrt %4409 : tensor<7x7x1x192xf32>
    %4411 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x192xf32>
    %4412 = stablehlo.add %4410, %4411 : tensor<7x7x1x192xf32>
    %4413 = stablehlo.divide %4407, %4412 : tensor<7x7x1x192xf32>
    %4414 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4415 = stablehlo.multiply %4414, %m.stages.1.blocks.0.dwconv.b : tensor<192xf32>
    %4416 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4417 = stablehlo.multiply %4416, %3004 : tensor<192xf32>
    %4418 = stablehlo.add %4415, %4417 : tensor<192xf32>
    %4419 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4420 = stablehlo.multiply %4419, %v.stages.1.blocks.0.dwconv.b : tensor<192xf32>
    %4421 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4422 = stablehlo.multiply %3004, %3004 : tensor<192xf32>
    %4423 = stablehlo.multiply %4421, %4422 : tensor<192xf32>
    %4424 = stablehlo.add %4420, %4423 : tensor<192xf32>
    %4425 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4426 = stablehlo.divide %4418, %4425 : tensor<192xf32>
    %4427 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4428 = stablehlo.divide %4424, %4427 : tensor<192xf32>
    %4429 = stablehlo.sqrt %4428 : tensor<192xf32>
    %4430 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4431 = stablehlo.add %4429, %4430 : tensor<192xf32>
    %4432 = stablehlo.divide %4426, %4431 : tensor<192xf32>
    %4433 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4434 = stablehlo.multiply %4433, %m.stages.1.blocks.0.norm.g : tensor<192xf32>
    %4435 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4436 = stablehlo.multiply %4435, %3009 : tensor<192xf32>
    %4437 = stablehlo.add %4434, %4436 : tensor<192xf32>
    %4438 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4439 = stablehlo.multiply %4438, %v.stages.1.blocks.0.norm.g : tensor<192xf32>
    %4440 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4441 = stablehlo.multiply %3009, %3009 : tensor<192xf32>
    %4442 = stablehlo.multiply %4440, %4441 : tensor<192xf32>
    %4443 = stablehlo.add %4439, %4442 : tensor<192xf32>
    %4444 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4445 = stablehlo.divide %4437, %4444 : tensor<192xf32>
    %4446 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4447 = stablehlo.divide %4443, %4446 : tensor<192xf32>
    %4448 = stablehlo.sqrt %4447 : tensor<192xf32>
    %4449 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4450 = stablehlo.add %4448, %4449 : tensor<192xf32>
    %4451 = stablehlo.divide %4445, %4450 : tensor<192xf32>
    %4452 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4453 = stablehlo.multiply %4452, %m.stages.1.blocks.0.norm.b : tensor<192xf32>
    %4454 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4455 = stablehlo.multiply %4454, %3014 : tensor<192xf32>
    %4456 = stablehlo.add %4453, %4455 : tensor<192xf32>
    %4457 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4458 = stablehlo.multiply %4457, %v.stages.1.blocks.0.norm.b : tensor<192xf32>
    %4459 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4460 = stablehlo.multiply %3014, %3014 : tensor<192xf32>
    %4461 = stablehlo.multiply %4459, %4460 : tensor<192xf32>
    %4462 = stablehlo.add %4458, %4461 : tensor<192xf32>
    %4463 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4464 = stablehlo.divide %4456, %4463 : tensor<192xf32>
    %4465 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4466 = stablehlo.divide %4462, %4465 : tensor<192xf32>
    %4467 = stablehlo.sqrt %4466 : tensor<192xf32>
    %4468 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4469 = stablehlo.add %4467, %4468 : tensor<192xf32>
    %4470 = stablehlo.divide %4464, %4469 : tensor<192xf32>
    %4471 = stablehlo.constant dense<0.9> : tensor<192x768xf32>
    %4472 = stablehlo.multiply %4471, %m.stages.1.blocks.0.fc1.w : tensor<192x768xf32>
    %4473 = stablehlo.constant dense<0.1> : tensor<192x768xf32>
    %4474 = stablehlo.multiply %4473, %3019 : tensor<192x768xf32>
    %4475 = stablehlo.add %4472, %4474 : tensor<192x768xf32>
    %4476 = stablehlo.constant dense<0.999> : tensor<192x768xf32>
    %4477 = stablehlo.multiply %4476, %v.stages.1.blocks.0.fc1.w : tensor<192x768xf32>
    %4478 = stablehlo.constant dense<0.001> : tensor<192x768xf32>
    %4479 = stablehlo.multiply %3019, %3019 : tensor<192x768xf32>
    %4480 = stablehlo.multiply %4478, %4479 : tensor<192x768xf32>
    %4481 = stablehlo.add %4477, %4480 : tensor<192x768xf32>
    %4482 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %4483 = stablehlo.divide %4475, %4482 : tensor<192x768xf32>
    %4484 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %4485 = stablehlo.divide %4481, %4484 : tensor<192x768xf32>
    %4486 = stablehlo.sqrt %4485 : tensor<192x768xf32>
    %4487 = stablehlo.constant dense<1.0e-08> : tensor<192x768xf32>
    %4488 = stablehlo.add %4486, %4487 : tensor<192x768xf32>
    %4489 = stablehlo.divide %4483, %4488 : tensor<192x768xf32>
    %4490 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %4491 = stablehlo.multiply %4490, %m.stages.1.blocks.0.fc1.b : tensor<768xf32>
    %4492 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %4493 = stablehlo.multiply %4492, %3024 : tensor<768xf32>
    %4494 = stablehlo.add %4491, %4493 : tensor<768xf32>
    %4495 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %4496 = stablehlo.multiply %4495, %v.stages.1.blocks.0.fc1.b : tensor<768xf32>
    %4497 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %4498 = stablehlo.multiply %3024, %3024 : tensor<768xf32>
    %4499 = stablehlo.multiply %4497, %4498 : tensor<768xf32>
    %4500 = stablehlo.add %4496, %4499 : tensor<768xf32>
    %4501 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %4502 = stablehlo.divide %4494, %4501 : tensor<768xf32>
    %4503 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %4504 = stablehlo.divide %4500, %4503 : tensor<768xf32>
    %4505 = stablehlo.sqrt %4504 : tensor<768xf32>
    %4506 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %4507 = stablehlo.add %4505, %4506 : tensor<768xf32>
    %4508 = stablehlo.divide %4502, %4507 : tensor<768xf32>
    %4509 = stablehlo.constant dense<0.9> : tensor<768x192xf32>
    %4510 = stablehlo.multiply %4509, %m.stages.1.blocks.0.fc2.w : tensor<768x192xf32>
    %4511 = stablehlo.constant dense<0.1> : tensor<768x192xf32>
    %4512 = stablehlo.multiply %4511, %3029 : tensor<768x192xf32>
    %4513 = stablehlo.add %4510, %4512 : tensor<768x192xf32>
    %4514 = stablehlo.constant dense<0.999> : tensor<768x192xf32>
    %4515 = stablehlo.multiply %4514, %v.stages.1.blocks.0.fc2.w : tensor<768x192xf32>
    %4516 = stablehlo.constant dense<0.001> : tensor<768x192xf32>
    %4517 = stablehlo.multiply %3029, %3029 : tensor<768x192xf32>
    %4518 = stablehlo.multiply %4516, %4517 : tensor<768x192xf32>
    %4519 = stablehlo.add %4515, %4518 : tensor<768x192xf32>
    %4520 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %4521 = stablehlo.divide %4513, %4520 : tensor<768x192xf32>
    %4522 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %4523 = stablehlo.divide %4519, %4522 : tensor<768x192xf32>
    %4524 = stablehlo.sqrt %4523 : tensor<768x192xf32>
    %4525 = stablehlo.constant dense<1.0e-08> : tensor<768x192xf32>
    %4526 = stablehlo.add %4524, %4525 : tensor<768x192xf32>
    %4527 = stablehlo.divide %4521, %4526 : tensor<768x192xf32>
    %4528 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4529 = stablehlo.multiply %4528, %m.stages.1.blocks.0.fc2.b : tensor<192xf32>
    %4530 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4531 = stablehlo.multiply %4530, %3034 : tensor<192xf32>
    %4532 = stablehlo.add %4529, %4531 : tensor<192xf32>
    %4533 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4534 = stablehlo.multiply %4533, %v.stages.1.blocks.0.fc2.b : tensor<192xf32>
    %4535 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4536 = stablehlo.multiply %3034, %3034 : tensor<192xf32>
    %4537 = stablehlo.multiply %4535, %4536 : tensor<192xf32>
    %4538 = stablehlo.add %4534, %4537 : tensor<192xf32>
    %4539 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4540 = stablehlo.divide %4532, %4539 : tensor<192xf32>
    %4541 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4542 = stablehlo.divide %4538, %4541 : tensor<192xf32>
    %4543 = stablehlo.sqrt %4542 : tensor<192xf32>
    %4544 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4545 = stablehlo.add %4543, %4544 : tensor<192xf32>
    %4546 = stablehlo.divide %4540, %4545 : tensor<192xf32>
    %4547 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4548 = stablehlo.multiply %4547, %m.stages.1.blocks.0.gamma : tensor<192xf32>
    %4549 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4550 = stablehlo.multiply %4549, %3039 : tensor<192xf32>
    %4551 = stablehlo.add %4548, %4550 : tensor<192xf32>
    %4552 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4553 = stablehlo.multiply %4552, %v.stages.1.blocks.0.gamma : tensor<192xf32>
    %4554 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4555 = stablehlo.multiply %3039, %3039 : tensor<192xf32>
    %4556 = stablehlo.multiply %4554, %4555 : tensor<192xf32>
    %4557 = stablehlo.add %4553, %4556 : tensor<192xf32>
    %4558 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4559 = stablehlo.divide %4551, %4558 : tensor<192xf32>
    %4560 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4561 = stablehlo.divide %4557, %4560 : tensor<192xf32>
    %4562 = stablehlo.sqrt %4561 : tensor<192xf32>
    %4563 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4564 = stablehlo.add %4562, %4563 : tensor<192xf32>
    %4565 = stablehlo.divide %4559, %4564 : tensor<192xf32>
    %4566 = stablehlo.constant dense<0.9> : tensor<7x7x1x192xf32>
    %4567 = stablehlo.multiply %4566, %m.stages.1.blocks.1.dwconv.w : tensor<7x7x1x192xf32>
    %4568 = stablehlo.constant dense<0.1> : tensor<7x7x1x192xf32>
    %4569 = stablehlo.multiply %4568, %3044 : tensor<7x7x1x192xf32>
    %4570 = stablehlo.add %4567, %4569 : tensor<7x7x1x192xf32>
    %4571 = stablehlo.constant dense<0.999> : tensor<7x7x1x192xf32>
    %4572 = stablehlo.multiply %4571, %v.stages.1.blocks.1.dwconv.w : tensor<7x7x1x192xf32>
    %4573 = stablehlo.constant dense<0.001> : tensor<7x7x1x192xf32>
    %4574 = stablehlo.multiply %3044, %3044 : tensor<7x7x1x192xf32>
    %4575 = stablehlo.multiply %4573, %4574 : tensor<7x7x1x192xf32>
    %4576 = stablehlo.add %4572, %4575 : tensor<7x7x1x192xf32>
    %4577 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x192xf32>
    %4578 = stablehlo.divide %4570, %4577 : tensor<7x7x1x192xf32>
    %4579 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x192xf32>
    %4580 = stablehlo.divide %4576, %4579 : tensor<7x7x1x192xf32>
    %4581 = stablehlo.sqrt %4580 : tensor<7x7x1x192xf32>
    %4582 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x192xf32>
    %4583 = stablehlo.add %4581, %4582 : tensor<7x7x1x192xf32>
    %4584 = stablehlo.divide %4578, %4583 : tensor<7x7x1x192xf32>
    %4585 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4586 = stablehlo.multiply %4585, %m.stages.1.blocks.1.dwconv.b : tensor<192xf32>
    %4587 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4588 = stablehlo.multiply %4587, %3049 : tensor<192xf32>
    %4589 = stablehlo.add %4586, %4588 : tensor<192xf32>
    %4590 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4591 = stablehlo.multiply %4590, %v.stages.1.blocks.1.dwconv.b : tensor<192xf32>
    %4592 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4593 = stablehlo.multiply %3049, %3049 : tensor<192xf32>
    %4594 = stablehlo.multiply %4592, %4593 : tensor<192xf32>
    %4595 = stablehlo.add %4591, %4594 : tensor<192xf32>
    %4596 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4597 = stablehlo.divide %4589, %4596 : tensor<192xf32>
    %4598 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4599 = stablehlo.divide %4595, %4598 : tensor<192xf32>
    %4600 = stablehlo.sqrt %4599 : tensor<192xf32>
    %4601 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4602 = stablehlo.add %4600, %4601 : tensor<192xf32>
    %4603 = stablehlo.divide %4597, %4602 : tensor<192xf32>
    %4604 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4605 = stablehlo.multiply %4604, %m.stages.1.blocks.1.norm.g : tensor<192xf32>
    %4606 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4607 = stablehlo.multiply %4606, %3054 : tensor<192xf32>
    %4608 = stablehlo.add %4605, %4607 : tensor<192xf32>
    %4609 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4610 = stablehlo.multiply %4609, %v.stages.1.blocks.1.norm.g : tensor<192xf32>
    %4611 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4612 = stablehlo.multiply %3054, %3054 : tensor<192xf32>
    %4613 = stablehlo.multiply %4611, %4612 : tensor<192xf32>
    %4614 = stablehlo.add %4610, %4613 : tensor<192xf32>
    %4615 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4616 = stablehlo.divide %4608, %4615 : tensor<192xf32>
    %4617 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4618 = stablehlo.divide %4614, %4617 : tensor<192xf32>
    %4619 = stablehlo.sqrt %4618 : tensor<192xf32>
    %4620 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4621 = stablehlo.add %4619, %4620 : tensor<192xf32>
    %4622 = stablehlo.divide %4616, %4621 : tensor<192xf32>
    %4623 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4624 = stablehlo.multiply %4623, %m.stages.1.blocks.1.norm.b : tensor<192xf32>
    %4625 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4626 = stablehlo.multiply %4625, %3059 : tensor<192xf32>
    %4627 = stablehlo.add %4624, %4626 : tensor<192xf32>
    %4628 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4629 = stablehlo.multiply %4628, %v.stages.1.blocks.1.norm.b : tensor<192xf32>
    %4630 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4631 = stablehlo.multiply %3059, %3059 : tensor<192xf32>
    %4632 = stablehlo.multiply %4630, %4631 : tensor<192xf32>
    %4633 = stablehlo.add %4629, %4632 : tensor<192xf32>
    %4634 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4635 = stablehlo.divide %4627, %4634 : tensor<192xf32>
    %4636 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4637 = stablehlo.divide %4633, %4636 : tensor<192xf32>
    %4638 = stablehlo.sqrt %4637 : tensor<192xf32>
    %4639 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4640 = stablehlo.add %4638, %4639 : tensor<192xf32>
    %4641 = stablehlo.divide %4635, %4640 : tensor<192xf32>
    %4642 = stablehlo.constant dense<0.9> : tensor<192x768xf32>
    %4643 = stablehlo.multiply %4642, %m.stages.1.blocks.1.fc1.w : tensor<192x768xf32>
    %4644 = stablehlo.constant dense<0.1> : tensor<192x768xf32>
    %4645 = stablehlo.multiply %4644, %3064 : tensor<192x768xf32>
    %4646 = stablehlo.add %4643, %4645 : tensor<192x768xf32>
    %4647 = stablehlo.constant dense<0.999> : tensor<192x768xf32>
    %4648 = stablehlo.multiply %4647, %v.stages.1.blocks.1.fc1.w : tensor<192x768xf32>
    %4649 = stablehlo.constant dense<0.001> : tensor<192x768xf32>
    %4650 = stablehlo.multiply %3064, %3064 : tensor<192x768xf32>
    %4651 = stablehlo.multiply %4649, %4650 : tensor<192x768xf32>
    %4652 = stablehlo.add %4648, %4651 : tensor<192x768xf32>
    %4653 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %4654 = stablehlo.divide %4646, %4653 : tensor<192x768xf32>
    %4655 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %4656 = stablehlo.divide %4652, %4655 : tensor<192x768xf32>
    %4657 = stablehlo.sqrt %4656 : tensor<192x768xf32>
    %4658 = stablehlo.constant dense<1.0e-08> : tensor<192x768xf32>
    %4659 = stablehlo.add %4657, %4658 : tensor<192x768xf32>
    %4660 = stablehlo.divide %4654, %4659 : tensor<192x768xf32>
    %4661 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %4662 = stablehlo.multiply %4661, %m.stages.1.blocks.1.fc1.b : tensor<768xf32>
    %4663 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %4664 = stablehlo.multiply %4663, %3069 : tensor<768xf32>
    %4665 = stablehlo.add %4662, %4664 : tensor<768xf32>
    %4666 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %4667 = stablehlo.multiply %4666, %v.stages.1.blocks.1.fc1.b : tensor<768xf32>
    %4668 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %4669 = stablehlo.multiply %3069, %3069 : tensor<768xf32>
    %4670 = stablehlo.multiply %4668, %4669 : tensor<768xf32>
    %4671 = stablehlo.add %4667, %4670 : tensor<768xf32>
    %4672 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %4673 = stablehlo.divide %4665, %4672 : tensor<768xf32>
    %4674 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %4675 = stablehlo.divide %4671, %4674 : tensor<768xf32>
    %4676 = stablehlo.sqrt %4675 : tensor<768xf32>
    %4677 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %4678 = stablehlo.add %4676, %4677 : tensor<768xf32>
    %4679 = stablehlo.divide %4673, %4678 : tensor<768xf32>
    %4680 = stablehlo.constant dense<0.9> : tensor<768x192xf32>
    %4681 = stablehlo.multiply %4680, %m.stages.1.blocks.1.fc2.w : tensor<768x192xf32>
    %4682 = stablehlo.constant dense<0.1> : tensor<768x192xf32>
    %4683 = stablehlo.multiply %4682, %3074 : tensor<768x192xf32>
    %4684 = stablehlo.add %4681, %4683 : tensor<768x192xf32>
    %4685 = stablehlo.constant dense<0.999> : tensor<768x192xf32>
    %4686 = stablehlo.multiply %4685, %v.stages.1.blocks.1.fc2.w : tensor<768x192xf32>
    %4687 = stablehlo.constant dense<0.001> : tensor<768x192xf32>
    %4688 = stablehlo.multiply %3074, %3074 : tensor<768x192xf32>
    %4689 = stablehlo.multiply %4687, %4688 : tensor<768x192xf32>
    %4690 = stablehlo.add %4686, %4689 : tensor<768x192xf32>
    %4691 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %4692 = stablehlo.divide %4684, %4691 : tensor<768x192xf32>
    %4693 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %4694 = stablehlo.divide %4690, %4693 : tensor<768x192xf32>
    %4695 = stablehlo.sqrt %4694 : tensor<768x192xf32>
    %4696 = stablehlo.constant dense<1.0e-08> : tensor<768x192xf32>
    %4697 = stablehlo.add %4695, %4696 : tensor<768x192xf32>
    %4698 = stablehlo.divide %4692, %4697 : tensor<768x192xf32>
    %4699 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4700 = stablehlo.multiply %4699, %m.stages.1.blocks.1.fc2.b : tensor<192xf32>
    %4701 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4702 = stablehlo.multiply %4701, %3079 : tensor<192xf32>
    %4703 = stablehlo.add %4700, %4702 : tensor<192xf32>
    %4704 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4705 = stablehlo.multiply %4704, %v.stages.1.blocks.1.fc2.b : tensor<192xf32>
    %4706 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4707 = stablehlo.multiply %3079, %3079 : tensor<192xf32>
    %4708 = stablehlo.multiply %4706, %4707 : tensor<192xf32>
    %4709 = stablehlo.add %4705, %4708 : tensor<192xf32>
    %4710 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4711 = stablehlo.divide %4703, %4710 : tensor<192xf32>
    %4712 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4713 = stablehlo.divide %4709, %4712 : tensor<192xf32>
    %4714 = stablehlo.sqrt %4713 : tensor<192xf32>
    %4715 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4716 = stablehlo.add %4714, %4715 : tensor<192xf32>
    %4717 = stablehlo.divide %4711, %4716 : tensor<192xf32>
    %4718 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4719 = stablehlo.multiply %4718, %m.stages.1.blocks.1.gamma : tensor<192xf32>
    %4720 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4721 = stablehlo.multiply %4720, %3084 : tensor<192xf32>
    %4722 = stablehlo.add %4719, %4721 : tensor<192xf32>
    %4723 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4724 = stablehlo.multiply %4723, %v.stages.1.blocks.1.gamma : tensor<192xf32>
    %4725 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4726 = stablehlo.multiply %3084, %3084 : tensor<192xf32>
    %4727 = stablehlo.multiply %4725, %4726 : tensor<192xf32>
    %4728 = stablehlo.add %4724, %4727 : tensor<192xf32>
    %4729 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4730 = stablehlo.divide %4722, %4729 : tensor<192xf32>
    %4731 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4732 = stablehlo.divide %4728, %4731 : tensor<192xf32>
    %4733 = stablehlo.sqrt %4732 : tensor<192xf32>
    %4734 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4735 = stablehlo.add %4733, %4734 : tensor<192xf32>
    %4736 = stablehlo.divide %4730, %4735 : tensor<192xf32>
    %4737 = stablehlo.constant dense<0.9> : tensor<7x7x1x192xf32>
    %4738 = stablehlo.multiply %4737, %m.stages.1.blocks.2.dwconv.w : tensor<7x7x1x192xf32>
    %4739 = stablehlo.constant dense<0.1> : tensor<7x7x1x192xf32>
    %4740 = stablehlo.multiply %4739, %3089 : tensor<7x7x1x192xf32>
    %4741 = stablehlo.add %4738, %4740 : tensor<7x7x1x192xf32>
    %4742 = stablehlo.constant dense<0.999> : tensor<7x7x1x192xf32>
    %4743 = stablehlo.multiply %4742, %v.stages.1.blocks.2.dwconv.w : tensor<7x7x1x192xf32>
    %4744 = stablehlo.constant dense<0.001> : tensor<7x7x1x192xf32>
    %4745 = stablehlo.multiply %3089, %3089 : tensor<7x7x1x192xf32>
    %4746 = stablehlo.multiply %4744, %4745 : tensor<7x7x1x192xf32>
    %4747 = stablehlo.add %4743, %4746 : tensor<7x7x1x192xf32>
    %4748 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x192xf32>
    %4749 = stablehlo.divide %4741, %4748 : tensor<7x7x1x192xf32>
    %4750 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x192xf32>
    %4751 = stablehlo.divide %4747, %4750 : tensor<7x7x1x192xf32>
    %4752 = stablehlo.sqrt %4751 : tensor<7x7x1x192xf32>
    %4753 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x192xf32>
    %4754 = stablehlo.add %4752, %4753 : tensor<7x7x1x192xf32>
    %4755 = stablehlo.divide %4749, %4754 : tensor<7x7x1x192xf32>
    %4756 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4757 = stablehlo.multiply %4756, %m.stages.1.blocks.2.dwconv.b : tensor<192xf32>
    %4758 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4759 = stablehlo.multiply %4758, %3094 : tensor<192xf32>
    %4760 = stablehlo.add %4757, %4759 : tensor<192xf32>
    %4761 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4762 = stablehlo.multiply %4761, %v.stages.1.blocks.2.dwconv.b : tensor<192xf32>
    %4763 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4764 = stablehlo.multiply %3094, %3094 : tensor<192xf32>
    %4765 = stablehlo.multiply %4763, %4764 : tensor<192xf32>
    %4766 = stablehlo.add %4762, %4765 : tensor<192xf32>
    %4767 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4768 = stablehlo.divide %4760, %4767 : tensor<192xf32>
    %4769 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4770 = stablehlo.divide %4766, %4769 : tensor<192xf32>
    %4771 = stablehlo.sqrt %4770 : tensor<192xf32>
    %4772 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4773 = stablehlo.add %4771, %4772 : tensor<192xf32>
    %4774 = stablehlo.divide %4768, %4773 : tensor<192xf32>
    %4775 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4776 = stablehlo.multiply %4775, %m.stages.1.blocks.2.norm.g : tensor<192xf32>
    %4777 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4778 = stablehlo.multiply %4777, %3099 : tensor<192xf32>
    %4779 = stablehlo.add %4776, %4778 : tensor<192xf32>
    %4780 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4781 = stablehlo.multiply %4780, %v.stages.1.blocks.2.norm.g : tensor<192xf32>
    %4782 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4783 = stablehlo.multiply %3099, %3099 : tensor<192xf32>
    %4784 = stablehlo.multiply %4782, %4783 : tensor<192xf32>
    %4785 = stablehlo.add %4781, %4784 : tensor<192xf32>
    %4786 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4787 = stablehlo.divide %4779, %4786 : tensor<192xf32>
    %4788 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4789 = stablehlo.divide %4785, %4788 : tensor<192xf32>
    %4790 = stablehlo.sqrt %4789 : tensor<192xf32>
    %4791 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4792 = stablehlo.add %4790, %4791 : tensor<192xf32>
    %4793 = stablehlo.divide %4787, %4792 : tensor<192xf32>
    %4794 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4795 = stablehlo.multiply %4794, %m.stages.1.blocks.2.norm.b : tensor<192xf32>
    %4796 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4797 = stablehlo.multiply %4796, %3104 : tensor<192xf32>
    %4798 = stablehlo.add %4795, %4797 : tensor<192xf32>
    %4799 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4800 = stablehlo.multiply %4799, %v.stages.1.blocks.2.norm.b : tensor<192xf32>
    %4801 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4802 = stablehlo.multiply %3104, %3104 : tensor<192xf32>
    %4803 = stablehlo.multiply %4801, %4802 : tensor<192xf32>
    %4804 = stablehlo.add %4800, %4803 : tensor<192xf32>
    %4805 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4806 = stablehlo.divide %4798, %4805 : tensor<192xf32>
    %4807 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4808 = stablehlo.divide %4804, %4807 : tensor<192xf32>
    %4809 = stablehlo.sqrt %4808 : tensor<192xf32>
    %4810 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4811 = stablehlo.add %4809, %4810 : tensor<192xf32>
    %4812 = stablehlo.divide %4806, %4811 : tensor<192xf32>
    %4813 = stablehlo.constant dense<0.9> : tensor<192x768xf32>
    %4814 = stablehlo.multiply %4813, %m.stages.1.blocks.2.fc1.w : tensor<192x768xf32>
    %4815 = stablehlo.constant dense<0.1> : tensor<192x768xf32>
    %4816 = stablehlo.multiply %4815, %3109 : tensor<192x768xf32>
    %4817 = stablehlo.add %4814, %4816 : tensor<192x768xf32>
    %4818 = stablehlo.constant dense<0.999> : tensor<192x768xf32>
    %4819 = stablehlo.multiply %4818, %v.stages.1.blocks.2.fc1.w : tensor<192x768xf32>
    %4820 = stablehlo.constant dense<0.001> : tensor<192x768xf32>
    %4821 = stablehlo.multiply %3109, %3109 : tensor<192x768xf32>
    %4822 = stablehlo.multiply %4820, %4821 : tensor<192x768xf32>
    %4823 = stablehlo.add %4819, %4822 : tensor<192x768xf32>
    %4824 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %4825 = stablehlo.divide %4817, %4824 : tensor<192x768xf32>
    %4826 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %4827 = stablehlo.divide %4823, %4826 : tensor<192x768xf32>
    %4828 = stablehlo.sqrt %4827 : tensor<192x768xf32>
    %4829 = stablehlo.constant dense<1.0e-08> : tensor<192x768xf32>
    %4830 = stablehlo.add %4828, %4829 : tensor<192x768xf32>
    %4831 = stablehlo.divide %4825, %4830 : tensor<192x768xf32>
    %4832 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %4833 = stablehlo.multiply %4832, %m.stages.1.blocks.2.fc1.b : tensor<768xf32>
    %4834 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %4835 = stablehlo.multiply %4834, %3114 : tensor<768xf32>
    %4836 = stablehlo.add %4833, %4835 : tensor<768xf32>
    %4837 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %4838 = stablehlo.multiply %4837, %v.stages.1.blocks.2.fc1.b : tensor<768xf32>
    %4839 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %4840 = stablehlo.multiply %3114, %3114 : tensor<768xf32>
    %4841 = stablehlo.multiply %4839, %4840 : tensor<768xf32>
    %4842 = stablehlo.add %4838, %4841 : tensor<768xf32>
    %4843 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %4844 = stablehlo.divide %4836, %4843 : tensor<768xf32>
    %4845 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %4846 = stablehlo.divide %4842, %4845 : tensor<768xf32>
    %4847 = stablehlo.sqrt %4846 : tensor<768xf32>
    %4848 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %4849 = stablehlo.add %4847, %4848 : tensor<768xf32>
    %4850 = stablehlo.divide %4844, %4849 : tensor<768xf32>
    %4851 = stablehlo.constant dense<0.9> : tensor<768x192xf32>
    %4852 = stablehlo.multiply %4851, %m.stages.1.blocks.2.fc2.w : tensor<768x192xf32>
    %4853 = stablehlo.constant dense<0.1> : tensor<768x192xf32>
    %4854 = stablehlo.multiply %4853, %3119 : tensor<768x192xf32>
    %4855 = stablehlo.add %4852, %4854 : tensor<768x192xf32>
    %4856 = stablehlo.constant dense<0.999> : tensor<768x192xf32>
    %4857 = stablehlo.multiply %4856, %v.stages.1.blocks.2.fc2.w : tensor<768x192xf32>
    %4858 = stablehlo.constant dense<0.001> : tensor<768x192xf32>
    %4859 = stablehlo.multiply %3119, %3119 : tensor<768x192xf32>
    %4860 = stablehlo.multiply %4858, %4859 : tensor<768x192xf32>
    %4861 = stablehlo.add %4857, %4860 : tensor<768x192xf32>
    %4862 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %4863 = stablehlo.divide %4855, %4862 : tensor<768x192xf32>
    %4864 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %4865 = stablehlo.divide %4861, %4864 : tensor<768x192xf32>
    %4866 = stablehlo.sqrt %4865 : tensor<768x192xf32>
    %4867 = stablehlo.constant dense<1.0e-08> : tensor<768x192xf32>
    %4868 = stablehlo.add %4866, %4867 : tensor<768x192xf32>
    %4869 = stablehlo.divide %4863, %4868 : tensor<768x192xf32>
    %4870 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4871 = stablehlo.multiply %4870, %m.stages.1.blocks.2.fc2.b : tensor<192xf32>
    %4872 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4873 = stablehlo.multiply %4872, %3124 : tensor<192xf32>
    %4874 = stablehlo.add %4871, %4873 : tensor<192xf32>
    %4875 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4876 = stablehlo.multiply %4875, %v.stages.1.blocks.2.fc2.b : tensor<192xf32>
    %4877 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4878 = stablehlo.multiply %3124, %3124 : tensor<192xf32>
    %4879 = stablehlo.multiply %4877, %4878 : tensor<192xf32>
    %4880 = stablehlo.add %4876, %4879 : tensor<192xf32>
    %4881 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4882 = stablehlo.divide %4874, %4881 : tensor<192xf32>
    %4883 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4884 = stablehlo.divide %4880, %4883 : tensor<192xf32>
    %4885 = stablehlo.sqrt %4884 : tensor<192xf32>
    %4886 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4887 = stablehlo.add %4885, %4886 : tensor<192xf32>
    %4888 = stablehlo.divide %4882, %4887 : tensor<192xf32>
    %4889 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4890 = stablehlo.multiply %4889, %m.stages.1.blocks.2.gamma : tensor<192xf32>
    %4891 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4892 = stablehlo.multiply %4891, %3129 : tensor<192xf32>
    %4893 = stablehlo.add %4890, %4892 : tensor<192xf32>
    %4894 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4895 = stablehlo.multiply %4894, %v.stages.1.blocks.2.gamma : tensor<192xf32>
    %4896 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4897 = stablehlo.multiply %3129, %3129 : tensor<192xf32>
    %4898 = stablehlo.multiply %4896, %4897 : tensor<192xf32>
    %4899 = stablehlo.add %4895, %4898 : tensor<192xf32>
    %4900 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4901 = stablehlo.divide %4893, %4900 : tensor<192xf32>
    %4902 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4903 = stablehlo.divide %4899, %4902 : tensor<192xf32>
    %4904 = stablehlo.sqrt %4903 : tensor<192xf32>
    %4905 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4906 = stablehlo.add %4904, %4905 : tensor<192xf32>
    %4907 = stablehlo.divide %4901, %4906 : tensor<192xf32>
    %4908 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4909 = stablehlo.multiply %4908, %m.stages.2.down.norm.g : tensor<192xf32>
    %4910 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4911 = stablehlo.multiply %4910, %3134 : tensor<192xf32>
    %4912 = stablehlo.add %4909, %4911 : tensor<192xf32>
    %4913 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4914 = stablehlo.multiply %4913, %v.stages.2.down.norm.g : tensor<192xf32>
    %4915 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4916 = stablehlo.multiply %3134, %3134 : tensor<192xf32>
    %4917 = stablehlo.multiply %4915, %4916 : tensor<192xf32>
    %4918 = stablehlo.add %4914, %4917 : tensor<192xf32>
    %4919 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4920 = stablehlo.divide %4912, %4919 : tensor<192xf32>
    %4921 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4922 = stablehlo.divide %4918, %4921 : tensor<192xf32>
    %4923 = stablehlo.sqrt %4922 : tensor<192xf32>
    %4924 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4925 = stablehlo.add %4923, %4924 : tensor<192xf32>
    %4926 = stablehlo.divide %4920, %4925 : tensor<192xf32>
    %4927 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4928 = stablehlo.multiply %4927, %m.stages.2.down.norm.b : tensor<192xf32>
    %4929 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4930 = stablehlo.multiply %4929, %3139 : tensor<192xf32>
    %4931 = stablehlo.add %4928, %4930 : tensor<192xf32>
    %4932 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4933 = stablehlo.multiply %4932, %v.stages.2.down.norm.b : tensor<192xf32>
    %4934 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4935 = stablehlo.multiply %3139, %3139 : tensor<192xf32>
    %4936 = stablehlo.multiply %4934, %4935 : tensor<192xf32>
    %4937 = stablehlo.add %4933, %4936 : tensor<192xf32>
    %4938 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4939 = stablehlo.divide %4931, %4938 : tensor<192xf32>
    %4940 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4941 = stablehlo.divide %4937, %4940 : tensor<192xf32>
    %4942 = stablehlo.sqrt %4941 : tensor<192xf32>
    %4943 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4944 = stablehlo.add %4942, %4943 : tensor<192xf32>
    %4945 = stablehlo.divide %4939, %4944 : tensor<192xf32>
    %4946 = stablehlo.constant dense<0.9> : tensor<2x2x192x384xf32>
    %4947 = stablehlo.multiply %4946, %m.stages.2.down.conv.w : tensor<2x2x192x384xf32>
    %4948 = stablehlo.constant dense<0.1> : tensor<2x2x192x384xf32>
    %4949 = stablehlo.multiply %4948, %3144 : tensor<2x2x192x384xf32>
    %4950 = stablehlo.add %4947, %4949 : tensor<2x2x192x384xf32>
    %4951 = stablehlo.constant dense<0.999> : tensor<2x2x192x384xf32>
    %4952 = stablehlo.multiply %4951, %v.stages.2.down.conv.w : tensor<2x2x192x384xf32>
    %4953 = stablehlo.constant dense<0.001> : tensor<2x2x192x384xf32>
    %4954 = stablehlo.multiply %3144, %3144 : tensor<2x2x192x384xf32>
    %4955 = stablehlo.multiply %4953, %4954 : tensor<2x2x192x384xf32>
    %4956 = stablehlo.add %4952, %4955 : tensor<2x2x192x384xf32>
    %4957 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x192x384xf32>
    %4958 = stablehlo.divide %4950, %4957 : tensor<2x2x192x384xf32>
    %4959 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x192x384xf32>
    %4960 = stablehlo.divide %4956, %4959 : tensor<2x2x192x384xf32>
    %4961 = stablehlo.sqrt %4960 : tensor<2x2x192x384xf32>
    %4962 = stablehlo.constant dense<1.0e-08> : tensor<2x2x192x384xf32>
    %4963 = stablehlo.add %4961, %4962 : tensor<2x2x192x384xf32>
    %4964 = stablehlo.divide %4958, %4963 : tensor<2x2x192x384xf32>
    %4965 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %4966 = stablehlo.multiply %4965, %m.stages.2.down.conv.b : tensor<384xf32>
    %4967 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %4968 = stablehlo.multiply %4967, %3149 : tensor<384xf32>
    %4969 = stablehlo.add %4966, %4968 : tensor<384xf32>
    %4970 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %4971 = stablehlo.multiply %4970, %v.stages.2.down.conv.b : tensor<384xf32>
    %4972 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %4973 = stablehlo.multiply %3149, %3149 : tensor<384xf32>
    %4974 = stablehlo.multiply %4972, %4973 : tensor<384xf32>
    %4975 = stablehlo.add %4971, %4974 : tensor<384xf32>
    %4976 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4977 = stablehlo.divide %4969, %4976 : tensor<384xf32>
    %4978 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4979 = stablehlo.divide %4975, %4978 : tensor<384xf32>
    %4980 = stablehlo.sqrt %4979 : tensor<384xf32>
    %4981 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %4982 = stablehlo.add %4980, %4981 : tensor<384xf32>
    %4983 = stablehlo.divide %4977, %4982 : tensor<384xf32>
    %4984 = stablehlo.constant dense<0.9> : tensor<7x7x1x384xf32>
    %4985 = stablehlo.multiply %4984, %m.stages.2.blocks.0.dwconv.w : tensor<7x7x1x384xf32>
    %4986 = stablehlo.constant dense<0.1> : tensor<7x7x1x384xf32>
    %4987 = stablehlo.multiply %4986, %3154 : tensor<7x7x1x384xf32>
    %4988 = stablehlo.add %4985, %4987 : tensor<7x7x1x384xf32>
    %4989 = stablehlo.constant dense<0.999> : tensor<7x7x1x384xf32>
    %4990 = stablehlo.multiply %4989, %v.stages.2.blocks.0.dwconv.w : tensor<7x7x1x384xf32>
    %4991 = stablehlo.constant dense<0.001> : tensor<7x7x1x384xf32>
    %4992 = stablehlo.multiply %3154, %3154 : tensor<7x7x1x384xf32>
    %4993 = stablehlo.multiply %4991, %4992 : tensor<7x7x1x384xf32>
    %4994 = stablehlo.add %4990, %4993 : tensor<7x7x1x384xf32>
    %4995 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %4996 = stablehlo.divide %4988, %4995 : tensor<7x7x1x384xf32>
    %4997 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %4998 = stablehlo.divide %4994, %4997 : tensor<7x7x1x384xf32>
    %4999 = stablehlo.sqrt %4998 : tensor<7x7x1x384xf32>
    %5000 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x384xf32>
    %5001 = stablehlo.add %4999, %5000 : tensor<7x7x1x384xf32>
    %5002 = stablehlo.divide %4996, %5001 : tensor<7x7x1x384xf32>
    %5003 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5004 = stablehlo.multiply %5003, %m.stages.2.blocks.0.dwconv.b : tensor<384xf32>
    %5005 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5006 = stablehlo.multiply %5005, %3159 : tensor<384xf32>
    %5007 = stablehlo.add %5004, %5006 : tensor<384xf32>
    %5008 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5009 = stablehlo.multiply %5008, %v.stages.2.blocks.0.dwconv.b : tensor<384xf32>
    %5010 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5011 = stablehlo.multiply %3159, %3159 : tensor<384xf32>
    %5012 = stablehlo.multiply %5010, %5011 : tensor<384xf32>
    %5013 = stablehlo.add %5009, %5012 : tensor<384xf32>
    %5014 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5015 = stablehlo.divide %5007, %5014 : tensor<384xf32>
    %5016 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5017 = stablehlo.divide %5013, %5016 : tensor<384xf32>
    %5018 = stablehlo.sqrt %5017 : tensor<384xf32>
    %5019 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5020 = stablehlo.add %5018, %5019 : tensor<384xf32>
    %5021 = stablehlo.divide %5015, %5020 : tensor<384xf32>
    %5022 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5023 = stablehlo.multiply %5022, %m.stages.2.blocks.0.norm.g : tensor<384xf32>
    %5024 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5025 = stablehlo.multiply %5024, %3164 : tensor<384xf32>
    %5026 = stablehlo.add %5023, %5025 : tensor<384xf32>
    %5027 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5028 = stablehlo.multiply %5027, %v.stages.2.blocks.0.norm.g : tensor<384xf32>
    %5029 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5030 = stablehlo.multiply %3164, %3164 : tensor<384xf32>
    %5031 = stablehlo.multiply %5029, %5030 : tensor<384xf32>
    %5032 = stablehlo.add %5028, %5031 : tensor<384xf32>
    %5033 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5034 = stablehlo.divide %5026, %5033 : tensor<384xf32>
    %5035 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5036 = stablehlo.divide %5032, %5035 : tensor<384xf32>
    %5037 = stablehlo.sqrt %5036 : tensor<384xf32>
    %5038 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5039 = stablehlo.add %5037, %5038 : tensor<384xf32>
    %5040 = stablehlo.divide %5034, %5039 : tensor<384xf32>
    %5041 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5042 = stablehlo.multiply %5041, %m.stages.2.blocks.0.norm.b : tensor<384xf32>
    %5043 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5044 = stablehlo.multiply %5043, %3169 : tensor<384xf32>
    %5045 = stablehlo.add %5042, %5044 : tensor<384xf32>
    %5046 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5047 = stablehlo.multiply %5046, %v.stages.2.blocks.0.norm.b : tensor<384xf32>
    %5048 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5049 = stablehlo.multiply %3169, %3169 : tensor<384xf32>
    %5050 = stablehlo.multiply %5048, %5049 : tensor<384xf32>
    %5051 = stablehlo.add %5047, %5050 : tensor<384xf32>
    %5052 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5053 = stablehlo.divide %5045, %5052 : tensor<384xf32>
    %5054 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5055 = stablehlo.divide %5051, %5054 : tensor<384xf32>
    %5056 = stablehlo.sqrt %5055 : tensor<384xf32>
    %5057 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5058 = stablehlo.add %5056, %5057 : tensor<384xf32>
    %5059 = stablehlo.divide %5053, %5058 : tensor<384xf32>
    %5060 = stablehlo.constant dense<0.9> : tensor<384x1536xf32>
    %5061 = stablehlo.multiply %5060, %m.stages.2.blocks.0.fc1.w : tensor<384x1536xf32>
    %5062 = stablehlo.constant dense<0.1> : tensor<384x1536xf32>
    %5063 = stablehlo.multiply %5062, %3174 : tensor<384x1536xf32>
    %5064 = stablehlo.add %5061, %5063 : tensor<384x1536xf32>
    %5065 = stablehlo.constant dense<0.999> : tensor<384x1536xf32>
    %5066 = stablehlo.multiply %5065, %v.stages.2.blocks.0.fc1.w : tensor<384x1536xf32>
    %5067 = stablehlo.constant dense<0.001> : tensor<384x1536xf32>
    %5068 = stablehlo.multiply %3174, %3174 : tensor<384x1536xf32>
    %5069 = stablehlo.multiply %5067, %5068 : tensor<384x1536xf32>
    %5070 = stablehlo.add %5066, %5069 : tensor<384x1536xf32>
    %5071 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %5072 = stablehlo.divide %5064, %5071 : tensor<384x1536xf32>
    %5073 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %5074 = stablehlo.divide %5070, %5073 : tensor<384x1536xf32>
    %5075 = stablehlo.sqrt %5074 : tensor<384x1536xf32>
    %5076 = stablehlo.constant dense<1.0e-08> : tensor<384x1536xf32>
    %5077 = stablehlo.add %5075, %5076 : tensor<384x1536xf32>
    %5078 = stablehlo.divide %5072, %5077 : tensor<384x1536xf32>
    %5079 = stablehlo.constant dense<0.9> : tensor<1536xf32>
    %5080 = stablehlo.multiply %5079, %m.stages.2.blocks.0.fc1.b : tensor<1536xf32>
    %5081 = stablehlo.constant dense<0.1> : tensor<1536xf32>
    %5082 = stablehlo.multiply %5081, %3179 : tensor<1536xf32>
    %5083 = stablehlo.add %5080, %5082 : tensor<1536xf32>
    %5084 = stablehlo.constant dense<0.999> : tensor<1536xf32>
    %5085 = stablehlo.multiply %5084, %v.stages.2.blocks.0.fc1.b : tensor<1536xf32>
    %5086 = stablehlo.constant dense<0.001> : tensor<1536xf32>
    %5087 = stablehlo.multiply %3179, %3179 : tensor<1536xf32>
    %5088 = stablehlo.multiply %5086, %5087 : tensor<1536xf32>
    %5089 = stablehlo.add %5085, %5088 : tensor<1536xf32>
    %5090 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %5091 = stablehlo.divide %5083, %5090 : tensor<1536xf32>
    %5092 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %5093 = stablehlo.divide %5089, %5092 : tensor<1536xf32>
    %5094 = stablehlo.sqrt %5093 : tensor<1536xf32>
    %5095 = stablehlo.constant dense<1.0e-08> : tensor<1536xf32>
    %5096 = stablehlo.add %5094, %5095 : tensor<1536xf32>
    %5097 = stablehlo.divide %5091, %5096 : tensor<1536xf32>
    %5098 = stablehlo.constant dense<0.9> : tensor<1536x384xf32>
    %5099 = stablehlo.multiply %5098, %m.stages.2.blocks.0.fc2.w : tensor<1536x384xf32>
    %5100 = stablehlo.constant dense<0.1> : tensor<1536x384xf32>
    %5101 = stablehlo.multiply %5100, %3184 : tensor<1536x384xf32>
    %5102 = stablehlo.add %5099, %5101 : tensor<1536x384xf32>
    %5103 = stablehlo.constant dense<0.999> : tensor<1536x384xf32>
    %5104 = stablehlo.multiply %5103, %v.stages.2.blocks.0.fc2.w : tensor<1536x384xf32>
    %5105 = stablehlo.constant dense<0.001> : tensor<1536x384xf32>
    %5106 = stablehlo.multiply %3184, %3184 : tensor<1536x384xf32>
    %5107 = stablehlo.multiply %5105, %5106 : tensor<1536x384xf32>
    %5108 = stablehlo.add %5104, %5107 : tensor<1536x384xf32>
    %5109 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %5110 = stablehlo.divide %5102, %5109 : tensor<1536x384xf32>
    %5111 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %5112 = stablehlo.divide %5108, %5111 : tensor<1536x384xf32>
    %5113 = stablehlo.sqrt %5112 : tensor<1536x384xf32>
    %5114 = stablehlo.constant dense<1.0e-08> : tensor<1536x384xf32>
    %5115 = stablehlo.add %5113, %5114 : tensor<1536x384xf32>
    %5116 = stablehlo.divide %5110, %5115 : tensor<1536x384xf32>
    %5117 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5118 = stablehlo.multiply %5117, %m.stages.2.blocks.0.fc2.b : tensor<384xf32>
    %5119 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5120 = stablehlo.multiply %5119, %3189 : tensor<384xf32>
    %5121 = stablehlo.add %5118, %5120 : tensor<384xf32>
    %5122 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5123 = stablehlo.multiply %5122, %v.stages.2.blocks.0.fc2.b : tensor<384xf32>
    %5124 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5125 = stablehlo.multiply %3189, %3189 : tensor<384xf32>
    %5126 = stablehlo.multiply %5124, %5125 : tensor<384xf32>
    %5127 = stablehlo.add %5123, %5126 : tensor<384xf32>
    %5128 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5129 = stablehlo.divide %5121, %5128 : tensor<384xf32>
    %5130 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5131 = stablehlo.divide %5127, %5130 : tensor<384xf32>
    %5132 = stablehlo.sqrt %5131 : tensor<384xf32>
    %5133 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5134 = stablehlo.add %5132, %5133 : tensor<384xf32>
    %5135 = stablehlo.divide %5129, %5134 : tensor<384xf32>
    %5136 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5137 = stablehlo.multiply %5136, %m.stages.2.blocks.0.gamma : tensor<384xf32>
    %5138 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5139 = stablehlo.multiply %5138, %3194 : tensor<384xf32>
    %5140 = stablehlo.add %5137, %5139 : tensor<384xf32>
    %5141 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5142 = stablehlo.multiply %5141, %v.stages.2.blocks.0.gamma : tensor<384xf32>
    %5143 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5144 = stablehlo.multiply %3194, %3194 : tensor<384xf32>
    %5145 = stablehlo.multiply %5143, %5144 : tensor<384xf32>
    %5146 = stablehlo.add %5142, %5145 : tensor<384xf32>
    %5147 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5148 = stablehlo.divide %5140, %5147 : tensor<384xf32>
    %5149 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5150 = stablehlo.divide %5146, %5149 : tensor<384xf32>
    %5151 = stablehlo.sqrt %5150 : tensor<384xf32>
    %5152 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5153 = stablehlo.add %5151, %5152 : tensor<384xf32>
    %5154 = stablehlo.divide %5148, %5153 : tensor<384xf32>
    %5155 = stablehlo.constant dense<0.9> : tensor<7x7x1x384xf32>
    %5156 = stablehlo.multiply %5155, %m.stages.2.blocks.1.dwconv.w : tensor<7x7x1x384xf32>
    %5157 = stablehlo.constant dense<0.1> : tensor<7x7x1x384xf32>
    %5158 = stablehlo.multiply %5157, %3199 : tensor<7x7x1x384xf32>
    %5159 = stablehlo.add %5156, %5158 : tensor<7x7x1x384xf32>
    %5160 = stablehlo.constant dense<0.999> : tensor<7x7x1x384xf32>
    %5161 = stablehlo.multiply %5160, %v.stages.2.blocks.1.dwconv.w : tensor<7x7x1x384xf32>
    %5162 = stablehlo.constant dense<0.001> : tensor<7x7x1x384xf32>
    %5163 = stablehlo.multiply %3199, %3199 : tensor<7x7x1x384xf32>
    %5164 = stablehlo.multiply %5162, %5163 : tensor<7x7x1x384xf32>
    %5165 = stablehlo.add %5161, %5164 : tensor<7x7x1x384xf32>
    %5166 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %5167 = stablehlo.divide %5159, %5166 : tensor<7x7x1x384xf32>
    %5168 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %5169 = stablehlo.divide %5165, %5168 : tensor<7x7x1x384xf32>
    %5170 = stablehlo.sqrt %5169 : tensor<7x7x1x384xf32>
    %5171 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x384xf32>
    %5172 = stablehlo.add %5170, %5171 : tensor<7x7x1x384xf32>
    %5173 = stablehlo.divide %5167, %5172 : tensor<7x7x1x384xf32>
    %5174 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5175 = stablehlo.multiply %5174, %m.stages.2.blocks.1.dwconv.b : tensor<384xf32>
    %5176 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5177 = stablehlo.multiply %5176, %3204 : tensor<384xf32>
    %5178 = stablehlo.add %5175, %5177 : tensor<384xf32>
    %5179 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5180 = stablehlo.multiply %5179, %v.stages.2.blocks.1.dwconv.b : tensor<384xf32>
    %5181 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5182 = stablehlo.multiply %3204, %3204 : tensor<384xf32>
    %5183 = stablehlo.multiply %5181, %5182 : tensor<384xf32>
    %5184 = stablehlo.add %5180, %5183 : tensor<384xf32>
    %5185 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5186 = stablehlo.divide %5178, %5185 : tensor<384xf32>
    %5187 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5188 = stablehlo.divide %5184, %5187 : tensor<384xf32>
    %5189 = stablehlo.sqrt %5188 : tensor<384xf32>
    %5190 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5191 = stablehlo.add %5189, %5190 : tensor<384xf32>
    %5192 = stablehlo.divide %5186, %5191 : tensor<384xf32>
    %5193 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5194 = stablehlo.multiply %5193, %m.stages.2.blocks.1.norm.g : tensor<384xf32>
    %5195 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5196 = stablehlo.multiply %5195, %3209 : tensor<384xf32>
    %5197 = stablehlo.add %5194, %5196 : tensor<384xf32>
    %5198 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5199 = stablehlo.multiply %5198, %v.stages.2.blocks.1.norm.g : tensor<384xf32>
    %5200 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5201 = stablehlo.multiply %3209, %3209 : tensor<384xf32>
    %5202 = stablehlo.multiply %5200, %5201 : tensor<384xf32>
    %5203 = stablehlo.add %5199, %5202 : tensor<384xf32>
    %5204 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5205 = stablehlo.divide %5197, %5204 : tensor<384xf32>
    %5206 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5207 = stablehlo.divide %5203, %5206 : tensor<384xf32>
    %5208 = stablehlo.sqrt %5207 : tensor<384xf32>
    %5209 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5210 = stablehlo.add %5208, %5209 : tensor<384xf32>
    %5211 = stablehlo.divide %5205, %5210 : tensor<384xf32>
    %5212 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5213 = stablehlo.multiply %5212, %m.stages.2.blocks.1.norm.b : tensor<384xf32>
    %5214 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5215 = stablehlo.multiply %5214, %3214 : tensor<384xf32>
    %5216 = stablehlo.add %5213, %5215 : tensor<384xf32>
    %5217 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5218 = stablehlo.multiply %5217, %v.stages.2.blocks.1.norm.b : tensor<384xf32>
    %5219 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5220 = stablehlo.multiply %3214, %3214 : tensor<384xf32>
    %5221 = stablehlo.multiply %5219, %5220 : tensor<384xf32>
    %5222 = stablehlo.add %5218, %5221 : tensor<384xf32>
    %5223 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5224 = stablehlo.divide %5216, %5223 : tensor<384xf32>
    %5225 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5226 = stablehlo.divide %5222, %5225 : tensor<384xf32>
    %5227 = stablehlo.sqrt %5226 : tensor<384xf32>
    %5228 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5229 = stablehlo.add %5227, %5228 : tensor<384xf32>
    %5230 = stablehlo.divide %5224, %5229 : tensor<384xf32>
    %5231 = stablehlo.constant dense<0.9> : tensor<384x1536xf32>
    %5232 = stablehlo.multiply %5231, %m.stages.2.blocks.1.fc1.w : tensor<384x1536xf32>
    %5233 = stablehlo.constant dense<0.1> : tensor<384x1536xf32>
    %5234 = stablehlo.multiply %5233, %3219 : tensor<384x1536xf32>
    %5235 = stablehlo.add %5232, %5234 : tensor<384x1536xf32>
    %5236 = stablehlo.constant dense<0.999> : tensor<384x1536xf32>
    %5237 = stablehlo.multiply %5236, %v.stages.2.blocks.1.fc1.w : tensor<384x1536xf32>
    %5238 = stablehlo.constant dense<0.001> : tensor<384x1536xf32>
    %5239 = stablehlo.multiply %3219, %3219 : tensor<384x1536xf32>
    %5240 = stablehlo.multiply %5238, %5239 : tensor<384x1536xf32>
    %5241 = stablehlo.add %5237, %5240 : tensor<384x1536xf32>
    %5242 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %5243 = stablehlo.divide %5235, %5242 : tensor<384x1536xf32>
    %5244 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %5245 = stablehlo.divide %5241, %5244 : tensor<384x1536xf32>
    %5246 = stablehlo.sqrt %5245 : tensor<384x1536xf32>
    %5247 = stablehlo.constant dense<1.0e-08> : tensor<384x1536xf32>
    %5248 = stablehlo.add %5246, %5247 : tensor<384x1536xf32>
    %5249 = stablehlo.divide %5243, %5248 : tensor<384x1536xf32>
    %5250 = stablehlo.constant dense<0.9> : tensor<1536xf32>
    %5251 = stablehlo.multiply %5250, %m.stages.2.blocks.1.fc1.b : tensor<1536xf32>
    %5252 = stablehlo.constant dense<0.1> : tensor<1536xf32>
    %5253 = stablehlo.multiply %5252, %3224 : tensor<1536xf32>
    %5254 = stablehlo.add %5251, %5253 : tensor<1536xf32>
    %5255 = stablehlo.constant dense<0.999> : tensor<1536xf32>
    %5256 = stablehlo.multiply %5255, %v.stages.2.blocks.1.fc1.b : tensor<1536xf32>
    %5257 = stablehlo.constant dense<0.001> : tensor<1536xf32>
    %5258 = stablehlo.multiply %3224, %3224 : tensor<1536xf32>
    %5259 = stablehlo.multiply %5257, %5258 : tensor<1536xf32>
    %5260 = stablehlo.add %5256, %5259 : tensor<1536xf32>
    %5261 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %5262 = stablehlo.divide %5254, %5261 : tensor<1536xf32>
    %5263 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %5264 = stablehlo.divide %5260, %5263 : tensor<1536xf32>
    %5265 = stablehlo.sqrt %5264 : tensor<1536xf32>
    %5266 = stablehlo.constant dense<1.0e-08> : tensor<1536xf32>
    %5267 = stablehlo.add %5265, %5266 : tensor<1536xf32>
    %5268 = stablehlo.divide %5262, %5267 : tensor<1536xf32>
    %5269 = stablehlo.constant dense<0.9> : tensor<1536x384xf32>
    %5270 = stablehlo.multiply %5269, %m.stages.2.blocks.1.fc2.w : tensor<1536x384xf32>
    %5271 = stablehlo.constant dense<0.1> : tensor<1536x384xf32>
    %5272 = stablehlo.multiply %5271, %3229 : tensor<1536x384xf32>
    %5273 = stablehlo.add %5270, %5272 : tensor<1536x384xf32>
    %5274 = stablehlo.constant dense<0.999> : tensor<1536x384xf32>
    %5275 = stablehlo.multiply %5274, %v.stages.2.blocks.1.fc2.w : tensor<1536x384xf32>
    %5276 = stablehlo.constant dense<0.001> : tensor<1536x384xf32>
    %5277 = stablehlo.multiply %3229, %3229 : tensor<1536x384xf32>
    %5278 = stablehlo.multiply %5276, %5277 : tensor<1536x384xf32>
    %5279 = stablehlo.add %5275, %5278 : tensor<1536x384xf32>
    %5280 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %5281 = stablehlo.divide %5273, %5280 : tensor<1536x384xf32>
    %5282 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %5283 = stablehlo.divide %5279, %5282 : tensor<1536x384xf32>
    %5284 = stablehlo.sqrt %5283 : tensor<1536x384xf32>
    %5285 = stablehlo.constant dense<1.0e-08> : tensor<1536x384xf32>
    %5286 = stablehlo.add %5284, %5285 : tensor<1536x384xf32>
    %5287 = stablehlo.divide %5281, %5286 : tensor<1536x384xf32>
    %5288 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5289 = stablehlo.multiply %5288, %m.stages.2.blocks.1.fc2.b : tensor<384xf32>
    %5290 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5291 = stablehlo.multiply %5290, %3234 : tensor<384xf32>
    %5292 = stablehlo.add %5289, %5291 : tensor<384xf32>
    %5293 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5294 = stablehlo.multiply %5293, %v.stages.2.blocks.1.fc2.b : tensor<384xf32>
    %5295 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5296 = stablehlo.multiply %3234, %3234 : tensor<384xf32>
    %5297 = stablehlo.multiply %5295, %5296 : tensor<384xf32>
    %5298 = stablehlo.add %5294, %5297 : tensor<384xf32>
    %5299 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5300 = stablehlo.divide %5292, %5299 : tensor<384xf32>
    %5301 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5302 = stablehlo.divide %5298, %5301 : tensor<384xf32>
    %5303 = stablehlo.sqrt %5302 : tensor<384xf32>
    %5304 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5305 = stablehlo.add %5303, %5304 : tensor<384xf32>
    %5306 = stablehlo.divide %5300, %5305 : tensor<384xf32>
    %5307 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5308 = stablehlo.multiply %5307, %m.stages.2.blocks.1.gamma : tensor<384xf32>
    %5309 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5310 = stablehlo.multiply %5309, %3239 : tensor<384xf32>
    %5311 = stablehlo.add %5308, %5310 : tensor<384xf32>
    %5312 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5313 = stablehlo.multiply %5312, %v.stages.2.blocks.1.gamma : tensor<384xf32>
    %5314 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5315 = stablehlo.multiply %3239, %3239 : tensor<384xf32>
    %5316 = stablehlo.multiply %5314, %5315 : tensor<384xf32>
    %5317 = stablehlo.add %5313, %5316 : tensor<384xf32>
    %5318 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5319 = stablehlo.divide %5311, %5318 : tensor<384xf32>
    %5320 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5321 = stablehlo.divide %5317, %5320 : tensor<384xf32>
    %5322 = stablehlo.sqrt %5321 : tensor<384xf32>
    %5323 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5324 = stablehlo.add %5322, %5323 : tensor<384xf32>
    %5325 = stablehlo.divide %5319, %5324 : tensor<384xf32>
    %5326 = stablehlo.constant dense<0.9> : tensor<7x7x1x384xf32>
    %5327 = stablehlo.multiply %5326, %m.stages.2.blocks.2.dwconv.w : tensor<7x7x1x384xf32>
    %5328 = stablehlo.constant dense<0.1> : tensor<7x7x1x384xf32>
    %5329 = stablehlo.multiply %5328, %3244 : tensor<7x7x1x384xf32>
    %5330 = stablehlo.add %5327, %5329 : tensor<7x7x1x384xf32>
    %5331 = stablehlo.constant dense<0.999> : tensor<7x7x1x384xf32>
    %5332 = stablehlo.multiply %5331, %v.stages.2.blocks.2.dwconv.w : tensor<7x7x1x384xf32>
    %5333 = stablehlo.constant dense<0.001> : tensor<7x7x1x384xf32>
    %5334 = stablehlo.multiply %3244, %3244 : tensor<7x7x1x384xf32>
    %5335 = stablehlo.multiply %5333, %5334 : tensor<7x7x1x384xf32>
    %5336 = stablehlo.add %5332, %5335 : tensor<7x7x1x384xf32>
    %5337 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %5338 = stablehlo.divide %5330, %5337 : tensor<7x7x1x384xf32>
    %5339 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %5340 = stablehlo.divide %5336, %5339 : tensor<7x7x1x384xf32>
    %5341 = stablehlo.sqrt %5340 : tensor<7x7x1x384xf32>
    %5342 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x384xf32>
    %5343 = stablehlo.add %5341, %5342 : tensor<7x7x1x384xf32>
    %5344 = stablehlo.divide %5338, %5343 : tensor<7x7x1x384xf32>
    %5345 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5346 = stablehlo.multiply %5345, %m.stages.2.blocks.2.dwconv.b : tensor<384xf32>
    %5347 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5348 = stablehlo.multiply %5347, %3249 : tensor<384xf32>
    %5349 = stablehlo.add %5346, %5348 : tensor<384xf32>
    %5350 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5351 = stablehlo.multiply %5350, %v.stages.2.blocks.2.dwconv.b : tensor<384xf32>
    %5352 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5353 = stablehlo.multiply %3249, %3249 : tensor<384xf32>
    %5354 = stablehlo.multiply %5352, %5353 : tensor<384xf32>
    %5355 = stablehlo.add %5351, %5354 : tensor<384xf32>
    %5356 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5357 = stablehlo.divide %5349, %5356 : tensor<384xf32>
    %5358 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5359 = stablehlo.divide %5355, %5358 : tensor<384xf32>
    %5360 = stablehlo.sqrt %5359 : tensor<384xf32>
    %5361 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5362 = stablehlo.add %5360, %5361 : tensor<384xf32>
    %5363 = stablehlo.divide %5357, %5362 : tensor<384xf32>
    %5364 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5365 = stablehlo.multiply %5364, %m.stages.2.blocks.2.norm.g : tensor<384xf32>
    %5366 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5367 = stablehlo.multiply %5366, %3254 : tensor<384xf32>
    %5368 = stablehlo.add %5365, %5367 : tensor<384xf32>
    %5369 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5370 = stablehlo.multiply %5369, %v.stages.2.blocks.2.norm.g : tensor<384xf32>
    %5371 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5372 = stablehlo.multiply %3254, %3254 : tensor<384xf32>
    %5373 = stablehlo.multiply %5371, %5372 : tensor<384xf32>
    %5374 = stablehlo.add %5370, %5373 : tensor<384xf32>
    %5375 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5376 = stablehlo.divide %5368, %5375 : tensor<384xf32>
    %5377 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5378 = stablehlo.divide %5374, %5377 : tensor<384xf32>
    %5379 = stablehlo.sqrt %5378 : tensor<384xf32>
    %5380 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5381 = stablehlo.add %5379, %5380 : tensor<384xf32>
    %5382 = stablehlo.divide %5376, %5381 : tensor<384xf32>
    %5383 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5384 = stablehlo.multiply %5383, %m.stages.2.blocks.2.norm.b : tensor<384xf32>
    %5385 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5386 = stablehlo.multiply %5385, %3259 : tensor<384xf32>
    %5387 = stablehlo.add %5384, %5386 : tensor<384xf32>
    %5388 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5389 = stablehlo.multiply %5388, %v.stages.2.blocks.2.norm.b : tensor<384xf32>
    %5390 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5391 = stablehlo.multiply %3259, %3259 : tensor<384xf32>
    %5392 = stablehlo.multiply %5390, %5391 : tensor<384xf32>
    %5393 = stablehlo.add %5389, %5392 : tensor<384xf32>
    %5394 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5395 = stablehlo.divide %5387, %5394 : tensor<384xf32>
    %5396 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5397 = stablehlo.divide %5393, %5396 : tensor<384xf32>
    %5398 = stablehlo.sqrt %5397 : tensor<384xf32>
    %5399 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5400 = stablehlo.add %5398, %5399 : tensor<384xf32>
    %5401 = stablehlo.divide %5395, %5400 : tensor<384xf32>
    %5402 = stablehlo.constant dense<0.9> : tensor<384x1536xf32>
    %5403 = stablehlo.multiply %5402, %m.stages.2.blocks.2.fc1.w : tensor<384x1536xf32>
    %5404 = stablehlo.constant dense<0.1> : tensor<384x1536xf32>
    %5405 = stablehlo.multiply %5404, %3264 : tensor<384x1536xf32>
    %5406 = stablehlo.add %5403, %5405 : tensor<384x1536xf32>
    %5407 = stablehlo.constant dense<0.999> : tensor<384x1536xf32>
    %5408 = stablehlo.multiply %5407, %v.stages.2.blocks.2.fc1.w : tensor<384x1536xf32>
    %5409 = stablehlo.constant dense<0.001> : tensor<384x1536xf32>
    %5410 = stablehlo.multiply %3264, %3264 : tensor<384x1536xf32>
    %5411 = stablehlo.multiply %5409, %5410 : tensor<384x1536xf32>
    %5412 = stablehlo.add %5408, %5411 : tensor<384x1536xf32>
    %5413 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %5414 = stablehlo.divide %5406, %5413 : tensor<384x1536xf32>
    %5415 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %5416 = stablehlo.divide %5412, %5415 : tensor<384x1536xf32>
    %5417 = stablehlo.sqrt %5416 : tensor<384x1536xf32>
    %5418 = stablehlo.constant dense<1.0e-08> : tensor<384x1536xf32>
    %5419 = stablehlo.add %5417, %5418 : tensor<384x1536xf32>
    %5420 = stablehlo.divide %5414, %5419 : tensor<384x1536xf32>
    %5421 = stablehlo.constant dense<0.9> : tensor<1536xf32>
    %5422 = stablehlo.multiply %5421, %m.stages.2.blocks.2.fc1.b : tensor<1536xf32>
    %5423 = stablehlo.constant dense<0.1> : tensor<1536xf32>
    %5424 = stablehlo.multiply %5423, %3269 : tensor<1536xf32>
    %5425 = stablehlo.add %5422, %5424 : tensor<1536xf32>
    %5426 = stablehlo.constant dense<0.999> : tensor<1536xf32>
    %5427 = stablehlo.multiply %5426, %v.stages.2.blocks.2.fc1.b : tensor<1536xf32>
    %5428 = stablehlo.constant dense<0.001> : tensor<1536xf32>
    %5429 = stablehlo.multiply %3269, %3269 : tensor<1536xf32>
    %5430 = stablehlo.multiply %5428, %5429 : tensor<1536xf32>
    %5431 = stablehlo.add %5427, %5430 : tensor<1536xf32>
    %5432 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %5433 = stablehlo.divide %5425, %5432 : tensor<1536xf32>
    %5434 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %5435 = stablehlo.divide %5431, %5434 : tensor<1536xf32>
    %5436 = stablehlo.sqrt %5435 : tensor<1536xf32>
    %5437 = stablehlo.constant dense<1.0e-08> : tensor<1536xf32>
    %5438 = stablehlo.add %5436, %5437 : tensor<1536xf32>
    %5439 = stablehlo.divide %5433, %5438 : tensor<1536xf32>
    %5440 = stablehlo.constant dense<0.9> : tensor<1536x384xf32>
    %5441 = stablehlo.multiply %5440, %m.stages.2.blocks.2.fc2.w : tensor<1536x384xf32>
    %5442 = stablehlo.constant dense<0.1> : tensor<1536x384xf32>
    %5443 = stablehlo.multiply %5442, %3274 : tensor<1536x384xf32>
    %5444 = stablehlo.add %5441, %5443 : tensor<1536x384xf32>
    %5445 = stablehlo.constant dense<0.999> : tensor<1536x384xf32>
    %5446 = stablehlo.multiply %5445, %v.stages.2.blocks.2.fc2.w : tensor<1536x384xf32>
    %5447 = stablehlo.constant dense<0.001> : tensor<1536x384xf32>
    %5448 = stablehlo.multiply %3274, %3274 : tensor<1536x384xf32>
    %5449 = stablehlo.multiply %5447, %5448 : tensor<1536x384xf32>
    %5450 = stablehlo.add %5446, %5449 : tensor<1536x384xf32>
    %5451 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %5452 = stablehlo.divide %5444, %5451 : tensor<1536x384xf32>
    %5453 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %5454 = stablehlo.divide %5450, %5453 : tensor<1536x384xf32>
    %5455 = stablehlo.sqrt %5454 : tensor<1536x384xf32>
    %5456 = stablehlo.constant dense<1.0e-08> : tensor<1536x384xf32>
    %5457 = stablehlo.add %5455, %5456 : tensor<1536x384xf32>
    %5458 = stablehlo.divide %5452, %5457 : tensor<1536x384xf32>
    %5459 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5460 = stablehlo.multiply %5459, %m.stages.2.blocks.2.fc2.b : tensor<384xf32>
    %5461 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5462 = stablehlo.multiply %5461, %3279 : tensor<384xf32>
    %5463 = stablehlo.add %5460, %5462 : tensor<384xf32>
    %5464 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5465 = stablehlo.multiply %5464, %v.stages.2.blocks.2.fc2.b : tensor<384xf32>
    %5466 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5467 = stablehlo.multiply %3279, %3279 : tensor<384xf32>
    %5468 = stablehlo.multiply %5466, %5467 : tensor<384xf32>
    %5469 = stablehlo.add %5465, %5468 : tensor<384xf32>
    %5470 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5471 = stablehlo.divide %5463, %5470 : tensor<384xf32>
    %5472 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5473 = stablehlo.divide %5469, %5472 : tensor<384xf32>
    %5474 = stablehlo.sqrt %5473 : tensor<384xf32>
    %5475 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5476 = stablehlo.add %5474, %5475 : tensor<384xf32>
    %5477 = stablehlo.divide %5471, %5476 : tensor<384xf32>
    %5478 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5479 = stablehlo.multiply %5478, %m.stages.2.blocks.2.gamma : tensor<384xf32>
    %5480 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5481 = stablehlo.multiply %5480, %3284 : tensor<384xf32>
    %5482 = stablehlo.add %5479, %5481 : tensor<384xf32>
    %5483 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5484 = stablehlo.multiply %5483, %v.stages.2.blocks.2.gamma : tensor<384xf32>
    %5485 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5486 = stablehlo.multiply %3284, %3284 : tensor<384xf32>
    %5487 = stablehlo.multiply %5485, %5486 : tensor<384xf32>
    %5488 = stablehlo.add %5484, %5487 : tensor<384xf32>
    %5489 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5490 = stablehlo.divide %5482, %5489 : tensor<384xf32>
    %5491 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5492 = stablehlo.divide %5488, %5491 : tensor<384xf32>
    %5493 = stablehlo.sqrt %5492 : tensor<384xf32>
    %5494 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5495 = stablehlo.add %5493, %5494 : tensor<384xf32>
    %5496 = stablehlo.divide %5490, %5495 : tensor<384xf32>
    %5497 = stablehlo.constant dense<0.9> : tensor<7x7x1x384xf32>
    %5498 = stablehlo.multiply %5497, %m.stages.2.blocks.3.dwconv.w : tensor<7x7x1x384xf32>
    %5499 = stablehlo.constant dense<0.1> : tensor<7x7x1x384xf32>
    %5500 = stablehlo.multiply %5499, %3289 : tensor<7x7x1x384xf32>
    %5501 = stablehlo.add %5498, %5500 : tensor<7x7x1x384xf32>
    %5502 = stablehlo.constant dense<0.999> : tensor<7x7x1x384xf32>
    %5503 = stablehlo.multiply %5502, %v.stages.2.blocks.3.dwconv.w : tensor<7x7x1x384xf32>
    %5504 = stablehlo.constant dense<0.001> : tensor<7x7x1x384xf32>
    %5505 = stablehlo.multiply %3289, %3289 : tensor<7x7x1x384xf32>
    %5506 = stablehlo.multiply %5504, %5505 : tensor<7x7x1x384xf32>
    %5507 = stablehlo.add %5503, %5506 : tensor<7x7x1x384xf32>
    %5508 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %5509 = stablehlo.divide %5501, %5508 : tensor<7x7x1x384xf32>
    %5510 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %5511 = stablehlo.divide %5507, %5510 : tensor<7x7x1x384xf32>
    %5512 = stablehlo.sqrt %5511 : tensor<7x7x1x384xf32>
    %5513 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x384xf32>
    %5514 = stablehlo.add %5512, %5513 : tensor<7x7x1x384xf32>
    %5515 = stablehlo.divide %5509, %5514 : tensor<7x7x1x384xf32>
    %5516 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5517 = stablehlo.multiply %5516, %m.stages.2.blocks.3.dwconv.b : tensor<384xf32>
    %5518 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5519 = stablehlo.multiply %5518, %3294 : tensor<384xf32>
    %5520 = stablehlo.add %5517, %5519 : tensor<384xf32>
    %5521 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5522 = stablehlo.multiply %5521, %v.stages.2.blocks.3.dwconv.b : tensor<384xf32>
    %5523 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5524 = stablehlo.multiply %3294, %3294 : tensor<384xf32>
    %5525 = stablehlo.multiply %5523, %5524 : tensor<384xf32>
    %5526 = stablehlo.add %5522, %5525 : tensor<384xf32>
    %5527 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5528 = stablehlo.divide %5520, %5527 : tensor<384xf32>
    %5529 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5530 = stablehlo.divide %5526, %5529 : tensor<384xf32>
    %5531 = stablehlo.sqrt %5530 : tensor<384xf32>
    %5532 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5533 = stablehlo.add %5531, %5532 : tensor<384xf32>
    %5534 = stablehlo.divide %5528, %5533 : tensor<384xf32>
    %5535 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5536 = stablehlo.multiply %5535, %m.stages.2.blocks.3.norm.g : tensor<384xf32>
    %5537 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5538 = stablehlo.multiply %5537, %3299 : tensor<384xf32>
    %5539 = stablehlo.add %5536, %5538 : tensor<384xf32>
    %5540 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5541 = stablehlo.multiply %5540, %v.stages.2.blocks.3.norm.g : tensor<384xf32>
    %5542 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5543 = stablehlo.multiply %3299, %3299 : tensor<384xf32>
    %5544 = stablehlo.multiply %5542, %5543 : tensor<384xf32>
    %5545 = stablehlo.add %5541, %5544 : tensor<384xf32>
    %5546 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5547 = stablehlo.divide %5539, %5546 : tensor<384xf32>
    %5548 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5549 = stablehlo.divide %5545, %5548 : tensor<384xf32>
    %5550 = stablehlo.sqrt %5549 : tensor<384xf32>
    %5551 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5552 = stablehlo.add %5550, %5551 : tensor<384xf32>
    %5553 = stablehlo.divide %5547, %5552 : tensor<384xf32>
    %5554 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5555 = stablehlo.multiply %5554, %m.stages.2.blocks.3.norm.b : tensor<384xf32>
    %5556 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5557 = stablehlo.multiply %5556, %3304 : tensor<384xf32>
    %5558 = stablehlo.add %5555, %5557 : tensor<384xf32>
    %5559 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5560 = stablehlo.multiply %5559, %v.stages.2.blocks.3.norm.b : tensor<384xf32>
    %5561 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5562 = stablehlo.multiply %3304, %3304 : tensor<384xf32>
    %5563 = stablehlo.multiply %5561, %5562 : tensor<384xf32>
    %5564 = stablehlo.add %5560, %5563 : tensor<384xf32>
    %5565 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5566 = stablehlo.divide %5558, %5565 : tensor<384xf32>
    %5567 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5568 = stablehlo.divide %5564, %5567 : tensor<384xf32>
    %5569 = stablehlo.sqrt %5568 : tensor<384xf32>
    %5570 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5571 = stablehlo.add %5569, %5570 : tensor<384xf32>
    %5572 = stablehlo.divide %5566, %5571 : tensor<384xf32>
    %5573 = stablehlo.constant dense<0.9> : tensor<384x1536xf32>
    %5574 = stablehlo.multiply %5573, %m.stages.2.blocks.3.fc1.w : tensor<384x1536xf32>
    %5575 = stablehlo.constant dense<0.1> : tensor<384x1536xf32>
    %5576 = stablehlo.multiply %5575, %3309 : tensor<384x1536xf32>
    %5577 = stablehlo.add %5574, %5576 : tensor<384x1536xf32>
    %5578 = stablehlo.constant dense<0.999> : tensor<384x1536xf32>
    %5579 = stablehlo.multiply %5578, %v.stages.2.blocks.3.fc1.w : tensor<384x1536xf32>
    %5580 = stablehlo.constant dense<0.001> : tensor<384x1536xf32>
    %5581 = stablehlo.multiply %3309, %3309 : tensor<384x1536xf32>
    %5582 = stablehlo.multiply %5580, %5581 : tensor<384x1536xf32>
    %5583 = stablehlo.add %5579, %5582 : tensor<384x1536xf32>
    %5584 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %5585 = stablehlo.divide %5577, %5584 : tensor<384x1536xf32>
    %5586 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %5587 = stablehlo.divide %5583, %5586 : tensor<384x1536xf32>
    %5588 = stablehlo.sqrt %5587 : tensor<384x1536xf32>
    %5589 = stablehlo.constant dense<1.0e-08> : tensor<384x1536xf32>
    %5590 = stablehlo.add %5588, %5589 : tensor<384x1536xf32>
    %5591 = stablehlo.divide %5585, %5590 : tensor<384x1536xf32>
    %5592 = stablehlo.constant dense<0.9> : tensor<1536xf32>
    %5593 = stablehlo.multiply %5592, %m.stages.2.blocks.3.fc1.b : tensor<1536xf32>
    %5594 = stablehlo.constant dense<0.1> : tensor<1536xf32>
    %5595 = stablehlo.multiply %5594, %3314 : tensor<1536xf32>
    %5596 = stablehlo.add %5593, %5595 : tensor<1536xf32>
    %5597 = stablehlo.constant dense<0.999> : tensor<1536xf32>
    %5598 = stablehlo.multiply %5597, %v.stages.2.blocks.3.fc1.b : tensor<1536xf32>
    %5599 = stablehlo.constant dense<0.001> : tensor<1536xf32>
    %5600 = stablehlo.multiply %3314, %3314 : tensor<1536xf32>
    %5601 = stablehlo.multiply %5599, %5600 : tensor<1536xf32>
    %5602 = stablehlo.add %5598, %5601 : tensor<1536xf32>
    %5603 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %5604 = stablehlo.divide %5596, %5603 : tensor<1536xf32>
    %5605 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %5606 = stablehlo.divide %5602, %5605 : tensor<1536xf32>
    %5607 = stablehlo.sqrt %5606 : tensor<1536xf32>
    %5608 = stablehlo.constant dense<1.0e-08> : tensor<1536xf32>
    %5609 = stablehlo.add %5607, %5608 : tensor<1536xf32>
    %5610 = stablehlo.divide %5604, %5609 : tensor<1536xf32>
    %5611 = stablehlo.constant dense<0.9> : tensor<1536x384xf32>
    %5612 = stablehlo.multiply %5611, %m.stages.2.blocks.3.fc2.w : tensor<1536x384xf32>
    %5613 = stablehlo.constant dense<0.1> : tensor<1536x384xf32>
    %5614 = stablehlo.multiply %5613, %3319 : tensor<1536x384xf32>
    %5615 = stablehlo.add %5612, %5614 : tensor<1536x384xf32>
    %5616 = stablehlo.constant dense<0.999> : tensor<1536x384xf32>
    %5617 = stablehlo.multiply %5616, %v.stages.2.blocks.3.fc2.w : tensor<1536x384xf32>
    %5618 = stablehlo.constant dense<0.001> : tensor<1536x384xf32>
    %5619 = stablehlo.multiply %3319, %3319 : tensor<1536x384xf32>
    %5620 = stablehlo.multiply %5618, %5619 : tensor<1536x384xf32>
    %5621 = stablehlo.add %5617, %5620 : tensor<1536x384xf32>
    %5622 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %5623 = stablehlo.divide %5615, %5622 : tensor<1536x384xf32>
    %5624 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %5625 = stablehlo.divide %5621, %5624 : tensor<1536x384xf32>
    %5626 = stablehlo.sqrt %5625 : tensor<1536x384xf32>
    %5627 = stablehlo.constant dense<1.0e-08> : tensor<1536x384xf32>
    %5628 = stablehlo.add %5626, %5627 : tensor<1536x384xf32>
    %5629 = stablehlo.divide %5623, %5628 : tensor<1536x384xf32>
    %5630 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5631 = stablehlo.multiply %5630, %m.stages.2.blocks.3.fc2.b : tensor<384xf32>
    %5632 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5633 = stablehlo.multiply %5632, %3324 : tensor<384xf32>
    %5634 = stablehlo.add %5631, %5633 : tensor<384xf32>
    %5635 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5636 = stablehlo.multiply %5635, %v.stages.2.blocks.3.fc2.b : tensor<384xf32>
    %5637 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5638 = stablehlo.multiply %3324, %3324 : tensor<384xf32>
    %5639 = stablehlo.multiply %5637, %5638 : tensor<384xf32>
    %5640 = stablehlo.add %5636, %5639 : tensor<384xf32>
    %5641 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5642 = stablehlo.divide %5634, %5641 : tensor<384xf32>
    %5643 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5644 = stablehlo.divide %5640, %5643 : tensor<384xf32>
    %5645 = stablehlo.sqrt %5644 : tensor<384xf32>
    %5646 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5647 = stablehlo.add %5645, %5646 : tensor<384xf32>
    %5648 = stablehlo.divide %5642, %5647 : tensor<384xf32>
    %5649 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5650 = stablehlo.multiply %5649, %m.stages.2.blocks.3.gamma : tensor<384xf32>
    %5651 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5652 = stablehlo.multiply %5651, %3329 : tensor<384xf32>
    %5653 = stablehlo.add %5650, %5652 : tensor<384xf32>
    %5654 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5655 = stablehlo.multiply %5654, %v.stages.2.blocks.3.gamma : tensor<384xf32>
    %5656 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5657 = stablehlo.multiply %3329, %3329 : tensor<384xf32>
    %5658 = stablehlo.multiply %5656, %5657 : tensor<384xf32>
    %5659 = stablehlo.add %5655, %5658 : tensor<384xf32>
    %5660 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5661 = stablehlo.divide %5653, %5660 : tensor<384xf32>
    %5662 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5663 = stablehlo.divide %5659, %5662 : tensor<384xf32>
    %5664 = stablehlo.sqrt %5663 : tensor<384xf32>
    %5665 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5666 = stablehlo.add %5664, %5665 : tensor<384xf32>
    %5667 = stablehlo.divide %5661, %5666 : tensor<384xf32>
    %5668 = stablehlo.constant dense<0.9> : tensor<7x7x1x384xf32>
    %5669 = stablehlo.multiply %5668, %m.stages.2.blocks.4.dwconv.w : tensor<7x7x1x384xf32>
    %5670 = stablehlo.constant dense<0.1> : tensor<7x7x1x384xf32>
    %5671 = stablehlo.multiply %5670, %3334 : tensor<7x7x1x384xf32>
    %5672 = stablehlo.add %5669, %5671 : tensor<7x7x1x384xf32>
    %5673 = stablehlo.constant dense<0.999> : tensor<7x7x1x384xf32>
    %5674 = stablehlo.multiply %5673, %v.stages.2.blocks.4.dwconv.w : tensor<7x7x1x384xf32>
    %5675 = stablehlo.constant dense<0.001> : tensor<7x7x1x384xf32>
    %5676 = stablehlo.multiply %3334, %3334 : tensor<7x7x1x384xf32>
    %5677 = stablehlo.multiply %5675, %5676 : tensor<7x7x1x384xf32>
    %5678 = stablehlo.add %5674, %5677 : tensor<7x7x1x384xf32>
    %5679 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %5680 = stablehlo.divide %5672, %5679 : tensor<7x7x1x384xf32>
    %5681 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %5682 = stablehlo.divide %5678, %5681 : tensor<7x7x1x384xf32>
    %5683 = stablehlo.sqrt %5682 : tensor<7x7x1x384xf32>
    %5684 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x384xf32>
    %5685 = stablehlo.add %5683, %5684 : tensor<7x7x1x384xf32>
    %5686 = stablehlo.divide %5680, %5685 : tensor<7x7x1x384xf32>
    %5687 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5688 = stablehlo.multiply %5687, %m.stages.2.blocks.4.dwconv.b : tensor<384xf32>
    %5689 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5690 = stablehlo.multiply %5689, %3339 : tensor<384xf32>
    %5691 = stablehlo.add %5688, %5690 : tensor<384xf32>
    %5692 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5693 = stablehlo.multiply %5692, %v.stages.2.blocks.4.dwconv.b : tensor<384xf32>
    %5694 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5695 = stablehlo.multiply %3339, %3339 : tensor<384xf32>
    %5696 = stablehlo.multiply %5694, %5695 : tensor<384xf32>
    %5697 = stablehlo.add %5693, %5696 : tensor<384xf32>
    %5698 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5699 = stablehlo.divide %5691, %5698 : tensor<384xf32>
    %5700 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5701 = stablehlo.divide %5697, %5700 : tensor<384xf32>
    %5702 = stablehlo.sqrt %5701 : tensor<384xf32>
    %5703 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5704 = stablehlo.add %5702, %5703 : tensor<384xf32>
    %5705 = stablehlo.divide %5699, %5704 : tensor<384xf32>
    %5706 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5707 = stablehlo.multiply %5706, %m.stages.2.blocks.4.norm.g : tensor<384xf32>
    %5708 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5709 = stablehlo.multiply %5708, %3344 : tensor<384xf32>
    %5710 = stablehlo.add %5707, %5709 : tensor<384xf32>
    %5711 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5712 = stablehlo.multiply %5711, %v.stages.2.blocks.4.norm.g : tensor<384xf32>
    %5713 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5714 = stablehlo.multiply %3344, %3344 : tensor<384xf32>
    %5715 = stablehlo.multiply %5713, %5714 : tensor<384xf32>
    %5716 = stablehlo.add %5712, %5715 : tensor<384xf32>
    %5717 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5718 = stablehlo.divide %5710, %5717 : tensor<384xf32>
    %5719 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5720 = stablehlo.divide %5716, %5719 : tensor<384xf32>
    %5721 = stablehlo.sqrt %5720 : tensor<384xf32>
    %5722 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5723 = stablehlo.add %5721, %5722 : tensor<384xf32>
    %5724 = stablehlo.divide %5718, %5723 : tensor<384xf32>
    %5725 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5726 = stablehlo.multiply %5725, %m.stages.2.blocks.4.norm.b : tensor<384xf32>
    %5727 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5728 = stablehlo.multiply %5727, %3349 : tensor<384xf32>
    %5729 = stablehlo.add %5726, %5728 : tensor<384xf32>
    %5730 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5731 = stablehlo.multiply %5730, %v.stages.2.blocks.4.norm.b : tensor<384xf32>
    %5732 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5733 = stablehlo.multiply %3349, %3349 : tensor<384xf32>
    %5734 = stablehlo.multiply %5732, %5733 : tensor<384xf32>
    %5735 = stablehlo.add %5731, %5734 : tensor<384xf32>
    %5736 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5737 = stablehlo.divide %5729, %5736 : tensor<384xf32>
    %5738 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5739 = stablehlo.divide %5735, %5738 : tensor<384xf32>
    %5740 = stablehlo.sqrt %5739 : tensor<384xf32>
    %5741 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5742 = stablehlo.add %5740, %5741 : tensor<384xf32>
    %5743 = stablehlo.divide %5737, %5742 : tensor<384xf32>
    %5744 = stablehlo.constant dense<0.9> : tensor<384x1536xf32>
    %5745 = stablehlo.multiply %5744, %m.stages.2.blocks.4.fc1.w : tensor<384x1536xf32>
    %5746 = stablehlo.constant dense<0.1> : tensor<384x1536xf32>
    %5747 = stablehlo.multiply %5746, %3354 : tensor<384x1536xf32>
    %5748 = stablehlo.add %5745, %5747 : tensor<384x1536xf32>
    %5749 = stablehlo.constant dense<0.999> : tensor<384x1536xf32>
    %5750 = stablehlo.multiply %5749, %v.stages.2.blocks.4.fc1.w : tensor<384x1536xf32>
    %5751 = stablehlo.constant dense<0.001> : tensor<384x1536xf32>
    %5752 = stablehlo.multiply %3354, %3354 : tensor<384x1536xf32>
    %5753 = stablehlo.multiply %5751, %5752 : tensor<384x1536xf32>
    %5754 = stablehlo.add %5750, %5753 : tensor<384x1536xf32>
    %5755 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %5756 = stablehlo.divide %5748, %5755 : tensor<384x1536xf32>
    %5757 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %5758 = stablehlo.divide %5754, %5757 : tensor<384x1536xf32>
    %5759 = stablehlo.sqrt %5758 : tensor<384x1536xf32>
    %5760 = stablehlo.constant dense<1.0e-08> : tensor<384x1536xf32>
    %5761 = stablehlo.add %5759, %5760 : tensor<384x1536xf32>
    %5762 = stablehlo.divide %5756, %5761 : tensor<384x1536xf32>
    %5763 = stablehlo.constant dense<0.9> : tensor<1536xf32>
    %5764 = stablehlo.multiply %5763, %m.stages.2.blocks.4.fc1.b : tensor<1536xf32>
    %5765 = stablehlo.constant dense<0.1> : tensor<1536xf32>
    %5766 = stablehlo.multiply %5765, %3359 : tensor<1536xf32>
    %5767 = stablehlo.add %5764, %5766 : tensor<1536xf32>
    %5768 = stablehlo.constant dense<0.999> : tensor<1536xf32>
    %5769 = stablehlo.multiply %5768, %v.stages.2.blocks.4.fc1.b : tensor<1536xf32>
    %5770 = stablehlo.constant dense<0.001> : tensor<1536xf32>
    %5771 = stablehlo.multiply %3359, %3359 : tensor<1536xf32>
    %5772 = stablehlo.multiply %5770, %5771 : tensor<1536xf32>
    %5773 = stablehlo.add %5769, %5772 : tensor<1536xf32>
    %5774 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %5775 = stablehlo.divide %5767, %5774 : tensor<1536xf32>
    %5776 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %5777 = stablehlo.divide %5773, %5776 : tensor<1536xf32>
    %5778 = stablehlo.sqrt %5777 : tensor<1536xf32>
    %5779 = stablehlo.constant dense<1.0e-08> : tensor<1536xf32>
    %5780 = stablehlo.add %5778, %5779 : tensor<1536xf32>
    %5781 = stablehlo.divide %5775, %5780 : tensor<1536xf32>
    %5782 = stablehlo.constant dense<0.9> : tensor<1536x384xf32>
    %5783 = stablehlo.multiply %5782, %m.stages.2.blocks.4.fc2.w : tensor<1536x384xf32>
    %5784 = stablehlo.constant dense<0.1> : tensor<1536x384xf32>
    %5785 = stablehlo.multiply %5784, %3364 : tensor<1536x384xf32>
    %5786 = stablehlo.add %5783, %5785 : tensor<1536x384xf32>
    %5787 = stablehlo.constant dense<0.999> : tensor<1536x384xf32>
    %5788 = stablehlo.multiply %5787, %v.stages.2.blocks.4.fc2.w : tensor<1536x384xf32>
    %5789 = stablehlo.constant dense<0.001> : tensor<1536x384xf32>
    %5790 = stablehlo.multiply %3364, %3364 : tensor<1536x384xf32>
    %5791 = stablehlo.multiply %5789, %5790 : tensor<1536x384xf32>
    %5792 = stablehlo.add %5788, %5791 : tensor<1536x384xf32>
    %5793 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %5794 = stablehlo.divide %5786, %5793 : tensor<1536x384xf32>
    %5795 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %5796 = stablehlo.divide %5792, %5795 : tensor<1536x384xf32>
    %5797 = stablehlo.sqrt %5796 : tensor<1536x384xf32>
    %5798 = stablehlo.constant dense<1.0e-08> : tensor<1536x384xf32>
    %5799 = stablehlo.add %5797, %5798 : tensor<1536x384xf32>
    %5800 = stablehlo.divide %5794, %5799 : tensor<1536x384xf32>
    %5801 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5802 = stablehlo.multiply %5801, %m.stages.2.blocks.4.fc2.b : tensor<384xf32>
    %5803 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5804 = stablehlo.multiply %5803, %3369 : tensor<384xf32>
    %5805 = stablehlo.add %5802, %5804 : tensor<384xf32>
    %5806 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5807 = stablehlo.multiply %5806, %v.stages.2.blocks.4.fc2.b : tensor<384xf32>
    %5808 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5809 = stablehlo.multiply %3369, %3369 : tensor<384xf32>
    %5810 = stablehlo.multiply %5808, %5809 : tensor<384xf32>
    %5811 = stablehlo.add %5807, %5810 : tensor<384xf32>
    %5812 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5813 = stablehlo.divide %5805, %5812 : tensor<384xf32>
    %5814 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5815 = stablehlo.divide %5811, %5814 : tensor<384xf32>
    %5816 = stablehlo.sqrt %5815 : tensor<384xf32>
    %5817 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5818 = stablehlo.add %5816, %5817 : tensor<384xf32>
    %5819 = stablehlo.divide %5813, %5818 : tensor<384xf32>
    %5820 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5821 = stablehlo.multiply %5820, %m.stages.2.blocks.4.gamma : tensor<384xf32>
    %5822 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5823 = stablehlo.multiply %5822, %3374 : tensor<384xf32>
    %5824 = stablehlo.add %5821, %5823 : tensor<384xf32>
    %5825 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5826 = stablehlo.multiply %5825, %v.stages.2.blocks.4.gamma : tensor<384xf32>
    %5827 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5828 = stablehlo.multiply %3374, %3374 : tensor<384xf32>
    %5829 = stablehlo.multiply %5827, %5828 : tensor<384xf32>
    %5830 = stablehlo.add %5826, %5829 : tensor<384xf32>
    %5831 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5832 = stablehlo.divide %5824, %5831 : tensor<384xf32>
    %5833 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5834 = stablehlo.divide %5830, %5833 : tensor<384xf32>
    %5835 = stablehlo.sqrt %5834 : tensor<384xf32>
    %5836 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5837 = stablehlo.add %5835, %5836 : tensor<384xf32>
    %5838 = stablehlo.divide %5832, %5837 : tensor<384xf32>
    %5839 = stablehlo.constant dense<0.9> : tensor<7x7x1x384xf32>
    %5840 = stablehlo.multiply %5839, %m.stages.2.blocks.5.dwconv.w : tensor<7x7x1x384xf32>
    %5841 = stablehlo.constant dense<0.1> : tensor<7x7x1x384xf32>
    %5842 = stablehlo.multiply %5841, %3379 : tensor<7x7x1x384xf32>
    %5843 = stablehlo.add %5840, %5842 : tensor<7x7x1x384xf32>
    %5844 = stablehlo.constant dense<0.999> : tensor<7x7x1x384xf32>
    %5845 = stablehlo.multiply %5844, %v.stages.2.blocks.5.dwconv.w : tensor<7x7x1x384xf32>
    %5846 = stablehlo.constant dense<0.001> : tensor<7x7x1x384xf32>
    %5847 = stablehlo.multiply %3379, %3379 : tensor<7x7x1x384xf32>
    %5848 = stablehlo.multiply %5846, %5847 : tensor<7x7x1x384xf32>
    %5849 = stablehlo.add %5845, %5848 : tensor<7x7x1x384xf32>
    %5850 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %5851 = stablehlo.divide %5843, %5850 : tensor<7x7x1x384xf32>
    %5852 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %5853 = stablehlo.divide %5849, %5852 : tensor<7x7x1x384xf32>
    %5854 = stablehlo.sqrt %5853 : tensor<7x7x1x384xf32>
    %5855 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x384xf32>
    %5856 = stablehlo.add %5854, %5855 : tensor<7x7x1x384xf32>
    %5857 = stablehlo.divide %5851, %5856 : tensor<7x7x1x384xf32>
    %5858 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5859 = stablehlo.multiply %5858, %m.stages.2.blocks.5.dwconv.b : tensor<384xf32>
    %5860 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5861 = stablehlo.multiply %5860, %3384 : tensor<384xf32>
    %5862 = stablehlo.add %5859, %5861 : tensor<384xf32>
    %5863 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5864 = stablehlo.multiply %5863, %v.stages.2.blocks.5.dwconv.b : tensor<384xf32>
    %5865 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5866 = stablehlo.multiply %3384, %3384 : tensor<384xf32>
    %5867 = stablehlo.multiply %5865, %5866 : tensor<384xf32>
    %5868 = stablehlo.add %5864, %5867 : tensor<384xf32>
    %5869 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5870 = stablehlo.divide %5862, %5869 : tensor<384xf32>
    %5871 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5872 = stablehlo.divide %5868, %5871 : tensor<384xf32>
    %5873 = stablehlo.sqrt %5872 : tensor<384xf32>
    %5874 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5875 = stablehlo.add %5873, %5874 : tensor<384xf32>
    %5876 = stablehlo.divide %5870, %5875 : tensor<384xf32>
    %5877 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5878 = stablehlo.multiply %5877, %m.stages.2.blocks.5.norm.g : tensor<384xf32>
    %5879 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5880 = stablehlo.multiply %5879, %3389 : tensor<384xf32>
    %5881 = stablehlo.add %5878, %5880 : tensor<384xf32>
    %5882 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5883 = stablehlo.multiply %5882, %v.stages.2.blocks.5.norm.g : tensor<384xf32>
    %5884 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5885 = stablehlo.multiply %3389, %3389 : tensor<384xf32>
    %5886 = stablehlo.multiply %5884, %5885 : tensor<384xf32>
    %5887 = stablehlo.add %5883, %5886 : tensor<384xf32>
    %5888 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5889 = stablehlo.divide %5881, %5888 : tensor<384xf32>
    %5890 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5891 = stablehlo.divide %5887, %5890 : tensor<384xf32>
    %5892 = stablehlo.sqrt %5891 : tensor<384xf32>
    %5893 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5894 = stablehlo.add %5892, %5893 : tensor<384xf32>
    %5895 = stablehlo.divide %5889, %5894 : tensor<384xf32>
    %5896 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5897 = stablehlo.multiply %5896, %m.stages.2.blocks.5.norm.b : tensor<384xf32>
    %5898 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5899 = stablehlo.multiply %5898, %3394 : tensor<384xf32>
    %5900 = stablehlo.add %5897, %5899 : tensor<384xf32>
    %5901 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5902 = stablehlo.multiply %5901, %v.stages.2.blocks.5.norm.b : tensor<384xf32>
    %5903 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5904 = stablehlo.multiply %3394, %3394 : tensor<384xf32>
    %5905 = stablehlo.multiply %5903, %5904 : tensor<384xf32>
    %5906 = stablehlo.add %5902, %5905 : tensor<384xf32>
    %5907 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5908 = stablehlo.divide %5900, %5907 : tensor<384xf32>
    %5909 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5910 = stablehlo.divide %5906, %5909 : tensor<384xf32>
    %5911 = stablehlo.sqrt %5910 : tensor<384xf32>
    %5912 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5913 = stablehlo.add %5911, %5912 : tensor<384xf32>
    %5914 = stablehlo.divide %5908, %5913 : tensor<384xf32>
    %5915 = stablehlo.constant dense<0.9> : tensor<384x1536xf32>
    %5916 = stablehlo.multiply %5915, %m.stages.2.blocks.5.fc1.w : tensor<384x1536xf32>
    %5917 = stablehlo.constant dense<0.1> : tensor<384x1536xf32>
    %5918 = stablehlo.multiply %5917, %3399 : tensor<384x1536xf32>
    %5919 = stablehlo.add %5916, %5918 : tensor<384x1536xf32>
    %5920 = stablehlo.constant dense<0.999> : tensor<384x1536xf32>
    %5921 = stablehlo.multiply %5920, %v.stages.2.blocks.5.fc1.w : tensor<384x1536xf32>
    %5922 = stablehlo.constant dense<0.001> : tensor<384x1536xf32>
    %5923 = stablehlo.multiply %3399, %3399 : tensor<384x1536xf32>
    %5924 = stablehlo.multiply %5922, %5923 : tensor<384x1536xf32>
    %5925 = stablehlo.add %5921, %5924 : tensor<384x1536xf32>
    %5926 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %5927 = stablehlo.divide %5919, %5926 : tensor<384x1536xf32>
    %5928 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %5929 = stablehlo.divide %5925, %5928 : tensor<384x1536xf32>
    %5930 = stablehlo.sqrt %5929 : tensor<384x1536xf32>
    %5931 = stablehlo.constant dense<1.0e-08> : tensor<384x1536xf32>
    %5932 = stablehlo.add %5930, %5931 : tensor<384x1536xf32>
    %5933 = stablehlo.divide %5927, %5932 : tensor<384x1536xf32>
    %5934 = stablehlo.constant dense<0.9> : tensor<1536xf32>
    %5935 = stablehlo.multiply %5934, %m.stages.2.blocks.5.fc1.b : tensor<1536xf32>
    %5936 = stablehlo.constant dense<0.1> : tensor<1536xf32>
    %5937 = stablehlo.multiply %5936, %3404 : tensor<1536xf32>
    %5938 = stablehlo.add %5935, %5937 : tensor<1536xf32>
    %5939 = stablehlo.constant dense<0.999> : tensor<1536xf32>
    %5940 = stablehlo.multiply %5939, %v.stages.2.blocks.5.fc1.b : tensor<1536xf32>
    %5941 = stablehlo.constant dense<0.001> : tensor<1536xf32>
    %5942 = stablehlo.multiply %3404, %3404 : tensor<1536xf32>
    %5943 = stablehlo.multiply %5941, %5942 : tensor<1536xf32>
    %5944 = stablehlo.add %5940, %5943 : tensor<1536xf32>
    %5945 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %5946 = stablehlo.divide %5938, %5945 : tensor<1536xf32>
    %5947 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %5948 = stablehlo.divide %5944, %5947 : tensor<1536xf32>
    %5949 = stablehlo.sqrt %5948 : tensor<1536xf32>
    %5950 = stablehlo.constant dense<1.0e-08> : tensor<1536xf32>
    %5951 = stablehlo.add %5949, %5950 : tensor<1536xf32>
    %5952 = stablehlo.divide %5946, %5951 : tensor<1536xf32>
    %5953 = stablehlo.constant dense<0.9> : tensor<1536x384xf32>
    %5954 = stablehlo.multiply %5953, %m.stages.2.blocks.5.fc2.w : tensor<1536x384xf32>
    %5955 = stablehlo.constant dense<0.1> : tensor<1536x384xf32>
    %5956 = stablehlo.multiply %5955, %3409 : tensor<1536x384xf32>
    %5957 = stablehlo.add %5954, %5956 : tensor<1536x384xf32>
    %5958 = stablehlo.constant dense<0.999> : tensor<1536x384xf32>
    %5959 = stablehlo.multiply %5958, %v.stages.2.blocks.5.fc2.w : tensor<1536x384xf32>
    %5960 = stablehlo.constant dense<0.001> : tensor<1536x384xf32>
    %5961 = stablehlo.multiply %3409, %3409 : tensor<1536x384xf32>
    %5962 = stablehlo.multiply %5960, %5961 : tensor<1536x384xf32>
    %5963 = stablehlo.add %5959, %5962 : tensor<1536x384xf32>
    %5964 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %5965 = stablehlo.divide %5957, %5964 : tensor<1536x384xf32>
    %5966 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %5967 = stablehlo.divide %5963, %5966 : tensor<1536x384xf32>
    %5968 = stablehlo.sqrt %5967 : tensor<1536x384xf32>
    %5969 = stablehlo.constant dense<1.0e-08> : tensor<1536x384xf32>
    %5970 = stablehlo.add %5968, %5969 : tensor<1536x384xf32>
    %5971 = stablehlo.divide %5965, %5970 : tensor<1536x384xf32>
    %5972 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5973 = stablehlo.multiply %5972, %m.stages.2.blocks.5.fc2.b : tensor<384xf32>
    %5974 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5975 = stablehlo.multiply %5974, %3414 : tensor<384xf32>
    %5976 = stablehlo.add %5973, %5975 : tensor<384xf32>
    %5977 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5978 = stablehlo.multiply %5977, %v.stages.2.blocks.5.fc2.b : tensor<384xf32>
    %5979 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5980 = stablehlo.multiply %3414, %3414 : tensor<384xf32>
    %5981 = stablehlo.multiply %5979, %5980 : tensor<384xf32>
    %5982 = stablehlo.add %5978, %5981 : tensor<384xf32>
    %5983 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5984 = stablehlo.divide %5976, %5983 : tensor<384xf32>
    %5985 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5986 = stablehlo.divide %5982, %5985 : tensor<384xf32>
    %5987 = stablehlo.sqrt %5986 : tensor<384xf32>
    %5988 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5989 = stablehlo.add %5987, %5988 : tensor<384xf32>
    %5990 = stablehlo.divide %5984, %5989 : tensor<384xf32>
    %5991 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5992 = stablehlo.multiply %5991, %m.stages.2.blocks.5.gamma : tensor<384xf32>
    %5993 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5994 = stablehlo.multiply %5993, %3419 : tensor<384xf32>
    %5995 = stablehlo.add %5992, %5994 : tensor<384xf32>
    %5996 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5997 = stablehlo.multiply %5996, %v.stages.2.blocks.5.gamma : tensor<384xf32>
    %5998 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5999 = stablehlo.multiply %3419, %3419 : tensor<384xf32>
    %6000 = stablehlo.multiply %5998, %5999 : tensor<384xf32>
    %6001 = stablehlo.add %5997, %6000 : tensor<384xf32>
    %6002 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6003 = stablehlo.divide %5995, %6002 : tensor<384xf32>
    %6004 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6005 = stablehlo.divide %6001, %6004 : tensor<384xf32>
    %6006 = stablehlo.sqrt %6005 : tensor<384xf32>
    %6007 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6008 = stablehlo.add %6006, %6007 : tensor<384xf32>
    %6009 = stablehlo.divide %6003, %6008 : tensor<384xf32>
    %6010 = stablehlo.constant dense<0.9> : tensor<7x7x1x384xf32>
    %6011 = stablehlo.multiply %6010, %m.stages.2.blocks.6.dwconv.w : tensor<7x7x1x384xf32>
    %6012 = stablehlo.constant dense<0.1> : tensor<7x7x1x384xf32>
    %6013 = stablehlo.multiply %6012, %3424 : tensor<7x7x1x384xf32>
    %6014 = stablehlo.add %6011, %6013 : tensor<7x7x1x384xf32>
    %6015 = stablehlo.constant dense<0.999> : tensor<7x7x1x384xf32>
    %6016 = stablehlo.multiply %6015, %v.stages.2.blocks.6.dwconv.w : tensor<7x7x1x384xf32>
    %6017 = stablehlo.constant dense<0.001> : tensor<7x7x1x384xf32>
    %6018 = stablehlo.multiply %3424, %3424 : tensor<7x7x1x384xf32>
    %6019 = stablehlo.multiply %6017, %6018 : tensor<7x7x1x384xf32>
    %6020 = stablehlo.add %6016, %6019 : tensor<7x7x1x384xf32>
    %6021 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %6022 = stablehlo.divide %6014, %6021 : tensor<7x7x1x384xf32>
    %6023 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %6024 = stablehlo.divide %6020, %6023 : tensor<7x7x1x384xf32>
    %6025 = stablehlo.sqrt %6024 : tensor<7x7x1x384xf32>
    %6026 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x384xf32>
    %6027 = stablehlo.add %6025, %6026 : tensor<7x7x1x384xf32>
    %6028 = stablehlo.divide %6022, %6027 : tensor<7x7x1x384xf32>
    %6029 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6030 = stablehlo.multiply %6029, %m.stages.2.blocks.6.dwconv.b : tensor<384xf32>
    %6031 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6032 = stablehlo.multiply %6031, %3429 : tensor<384xf32>
    %6033 = stablehlo.add %6030, %6032 : tensor<384xf32>
    %6034 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6035 = stablehlo.multiply %6034, %v.stages.2.blocks.6.dwconv.b : tensor<384xf32>
    %6036 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6037 = stablehlo.multiply %3429, %3429 : tensor<384xf32>
    %6038 = stablehlo.multiply %6036, %6037 : tensor<384xf32>
    %6039 = stablehlo.add %6035, %6038 : tensor<384xf32>
    %6040 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6041 = stablehlo.divide %6033, %6040 : tensor<384xf32>
    %6042 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6043 = stablehlo.divide %6039, %6042 : tensor<384xf32>
    %6044 = stablehlo.sqrt %6043 : tensor<384xf32>
    %6045 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6046 = stablehlo.add %6044, %6045 : tensor<384xf32>
    %6047 = stablehlo.divide %6041, %6046 : tensor<384xf32>
    %6048 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6049 = stablehlo.multiply %6048, %m.stages.2.blocks.6.norm.g : tensor<384xf32>
    %6050 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6051 = stablehlo.multiply %6050, %3434 : tensor<384xf32>
    %6052 = stablehlo.add %6049, %6051 : tensor<384xf32>
    %6053 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6054 = stablehlo.multiply %6053, %v.stages.2.blocks.6.norm.g : tensor<384xf32>
    %6055 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6056 = stablehlo.multiply %3434, %3434 : tensor<384xf32>
    %6057 = stablehlo.multiply %6055, %6056 : tensor<384xf32>
    %6058 = stablehlo.add %6054, %6057 : tensor<384xf32>
    %6059 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6060 = stablehlo.divide %6052, %6059 : tensor<384xf32>
    %6061 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6062 = stablehlo.divide %6058, %6061 : tensor<384xf32>
    %6063 = stablehlo.sqrt %6062 : tensor<384xf32>
    %6064 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6065 = stablehlo.add %6063, %6064 : tensor<384xf32>
    %6066 = stablehlo.divide %6060, %6065 : tensor<384xf32>
    %6067 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6068 = stablehlo.multiply %6067, %m.stages.2.blocks.6.norm.b : tensor<384xf32>
    %6069 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6070 = stablehlo.multiply %6069, %3439 : tensor<384xf32>
    %6071 = stablehlo.add %6068, %6070 : tensor<384xf32>
    %6072 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6073 = stablehlo.multiply %6072, %v.stages.2.blocks.6.norm.b : tensor<384xf32>
    %6074 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6075 = stablehlo.multiply %3439, %3439 : tensor<384xf32>
    %6076 = stablehlo.multiply %6074, %6075 : tensor<384xf32>
    %6077 = stablehlo.add %6073, %6076 : tensor<384xf32>
    %6078 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6079 = stablehlo.divide %6071, %6078 : tensor<384xf32>
    %6080 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6081 = stablehlo.divide %6077, %6080 : tensor<384xf32>
    %6082 = stablehlo.sqrt %6081 : tensor<384xf32>
    %6083 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6084 = stablehlo.add %6082, %6083 : tensor<384xf32>
    %6085 = stablehlo.divide %6079, %6084 : tensor<384xf32>
    %6086 = stablehlo.constant dense<0.9> : tensor<384x1536xf32>
    %6087 = stablehlo.multiply %6086, %m.stages.2.blocks.6.fc1.w : tensor<384x1536xf32>
    %6088 = stablehlo.constant dense<0.1> : tensor<384x1536xf32>
    %6089 = stablehlo.multiply %6088, %3444 : tensor<384x1536xf32>
    %6090 = stablehlo.add %6087, %6089 : tensor<384x1536xf32>
    %6091 = stablehlo.constant dense<0.999> : tensor<384x1536xf32>
    %6092 = stablehlo.multiply %6091, %v.stages.2.blocks.6.fc1.w : tensor<384x1536xf32>
    %6093 = stablehlo.constant dense<0.001> : tensor<384x1536xf32>
    %6094 = stablehlo.multiply %3444, %3444 : tensor<384x1536xf32>
    %6095 = stablehlo.multiply %6093, %6094 : tensor<384x1536xf32>
    %6096 = stablehlo.add %6092, %6095 : tensor<384x1536xf32>
    %6097 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %6098 = stablehlo.divide %6090, %6097 : tensor<384x1536xf32>
    %6099 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %6100 = stablehlo.divide %6096, %6099 : tensor<384x1536xf32>
    %6101 = stablehlo.sqrt %6100 : tensor<384x1536xf32>
    %6102 = stablehlo.constant dense<1.0e-08> : tensor<384x1536xf32>
    %6103 = stablehlo.add %6101, %6102 : tensor<384x1536xf32>
    %6104 = stablehlo.divide %6098, %6103 : tensor<384x1536xf32>
    %6105 = stablehlo.constant dense<0.9> : tensor<1536xf32>
    %6106 = stablehlo.multiply %6105, %m.stages.2.blocks.6.fc1.b : tensor<1536xf32>
    %6107 = stablehlo.constant dense<0.1> : tensor<1536xf32>
    %6108 = stablehlo.multiply %6107, %3449 : tensor<1536xf32>
    %6109 = stablehlo.add %6106, %6108 : tensor<1536xf32>
    %6110 = stablehlo.constant dense<0.999> : tensor<1536xf32>
    %6111 = stablehlo.multiply %6110, %v.stages.2.blocks.6.fc1.b : tensor<1536xf32>
    %6112 = stablehlo.constant dense<0.001> : tensor<1536xf32>
    %6113 = stablehlo.multiply %3449, %3449 : tensor<1536xf32>
    %6114 = stablehlo.multiply %6112, %6113 : tensor<1536xf32>
    %6115 = stablehlo.add %6111, %6114 : tensor<1536xf32>
    %6116 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %6117 = stablehlo.divide %6109, %6116 : tensor<1536xf32>
    %6118 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %6119 = stablehlo.divide %6115, %6118 : tensor<1536xf32>
    %6120 = stablehlo.sqrt %6119 : tensor<1536xf32>
    %6121 = stablehlo.constant dense<1.0e-08> : tensor<1536xf32>
    %6122 = stablehlo.add %6120, %6121 : tensor<1536xf32>
    %6123 = stablehlo.divide %6117, %6122 : tensor<1536xf32>
    %6124 = stablehlo.constant dense<0.9> : tensor<1536x384xf32>
    %6125 = stablehlo.multiply %6124, %m.stages.2.blocks.6.fc2.w : tensor<1536x384xf32>
    %6126 = stablehlo.constant dense<0.1> : tensor<1536x384xf32>
    %6127 = stablehlo.multiply %6126, %3454 : tensor<1536x384xf32>
    %6128 = stablehlo.add %6125, %6127 : tensor<1536x384xf32>
    %6129 = stablehlo.constant dense<0.999> : tensor<1536x384xf32>
    %6130 = stablehlo.multiply %6129, %v.stages.2.blocks.6.fc2.w : tensor<1536x384xf32>
    %6131 = stablehlo.constant dense<0.001> : tensor<1536x384xf32>
    %6132 = stablehlo.multiply %3454, %3454 : tensor<1536x384xf32>
    %6133 = stablehlo.multiply %6131, %6132 : tensor<1536x384xf32>
    %6134 = stablehlo.add %6130, %6133 : tensor<1536x384xf32>
    %6135 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %6136 = stablehlo.divide %6128, %6135 : tensor<1536x384xf32>
    %6137 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %6138 = stablehlo.divide %6134, %6137 : tensor<1536x384xf32>
    %6139 = stablehlo.sqrt %6138 : tensor<1536x384xf32>
    %6140 = stablehlo.constant dense<1.0e-08> : tensor<1536x384xf32>
    %6141 = stablehlo.add %6139, %6140 : tensor<1536x384xf32>
    %6142 = stablehlo.divide %6136, %6141 : tensor<1536x384xf32>
    %6143 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6144 = stablehlo.multiply %6143, %m.stages.2.blocks.6.fc2.b : tensor<384xf32>
    %6145 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6146 = stablehlo.multiply %6145, %3459 : tensor<384xf32>
    %6147 = stablehlo.add %6144, %6146 : tensor<384xf32>
    %6148 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6149 = stablehlo.multiply %6148, %v.stages.2.blocks.6.fc2.b : tensor<384xf32>
    %6150 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6151 = stablehlo.multiply %3459, %3459 : tensor<384xf32>
    %6152 = stablehlo.multiply %6150, %6151 : tensor<384xf32>
    %6153 = stablehlo.add %6149, %6152 : tensor<384xf32>
    %6154 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6155 = stablehlo.divide %6147, %6154 : tensor<384xf32>
    %6156 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6157 = stablehlo.divide %6153, %6156 : tensor<384xf32>
    %6158 = stablehlo.sqrt %6157 : tensor<384xf32>
    %6159 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6160 = stablehlo.add %6158, %6159 : tensor<384xf32>
    %6161 = stablehlo.divide %6155, %6160 : tensor<384xf32>
    %6162 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6163 = stablehlo.multiply %6162, %m.stages.2.blocks.6.gamma : tensor<384xf32>
    %6164 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6165 = stablehlo.multiply %6164, %3464 : tensor<384xf32>
    %6166 = stablehlo.add %6163, %6165 : tensor<384xf32>
    %6167 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6168 = stablehlo.multiply %6167, %v.stages.2.blocks.6.gamma : tensor<384xf32>
    %6169 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6170 = stablehlo.multiply %3464, %3464 : tensor<384xf32>
    %6171 = stablehlo.multiply %6169, %6170 : tensor<384xf32>
    %6172 = stablehlo.add %6168, %6171 : tensor<384xf32>
    %6173 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6174 = stablehlo.divide %6166, %6173 : tensor<384xf32>
    %6175 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6176 = stablehlo.divide %6172, %6175 : tensor<384xf32>
    %6177 = stablehlo.sqrt %6176 : tensor<384xf32>
    %6178 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6179 = stablehlo.add %6177, %6178 : tensor<384xf32>
    %6180 = stablehlo.divide %6174, %6179 : tensor<384xf32>
    %6181 = stablehlo.constant dense<0.9> : tensor<7x7x1x384xf32>
    %6182 = stablehlo.multiply %6181, %m.stages.2.blocks.7.dwconv.w : tensor<7x7x1x384xf32>
    %6183 = stablehlo.constant dense<0.1> : tensor<7x7x1x384xf32>
    %6184 = stablehlo.multiply %6183, %3469 : tensor<7x7x1x384xf32>
    %6185 = stablehlo.add %6182, %6184 : tensor<7x7x1x384xf32>
    %6186 = stablehlo.constant dense<0.999> : tensor<7x7x1x384xf32>
    %6187 = stablehlo.multiply %6186, %v.stages.2.blocks.7.dwconv.w : tensor<7x7x1x384xf32>
    %6188 = stablehlo.constant dense<0.001> : tensor<7x7x1x384xf32>
    %6189 = stablehlo.multiply %3469, %3469 : tensor<7x7x1x384xf32>
    %6190 = stablehlo.multiply %6188, %6189 : tensor<7x7x1x384xf32>
    %6191 = stablehlo.add %6187, %6190 : tensor<7x7x1x384xf32>
    %6192 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %6193 = stablehlo.divide %6185, %6192 : tensor<7x7x1x384xf32>
    %6194 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %6195 = stablehlo.divide %6191, %6194 : tensor<7x7x1x384xf32>
    %6196 = stablehlo.sqrt %6195 : tensor<7x7x1x384xf32>
    %6197 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x384xf32>
    %6198 = stablehlo.add %6196, %6197 : tensor<7x7x1x384xf32>
    %6199 = stablehlo.divide %6193, %6198 : tensor<7x7x1x384xf32>
    %6200 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6201 = stablehlo.multiply %6200, %m.stages.2.blocks.7.dwconv.b : tensor<384xf32>
    %6202 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6203 = stablehlo.multiply %6202, %3474 : tensor<384xf32>
    %6204 = stablehlo.add %6201, %6203 : tensor<384xf32>
    %6205 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6206 = stablehlo.multiply %6205, %v.stages.2.blocks.7.dwconv.b : tensor<384xf32>
    %6207 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6208 = stablehlo.multiply %3474, %3474 : tensor<384xf32>
    %6209 = stablehlo.multiply %6207, %6208 : tensor<384xf32>
    %6210 = stablehlo.add %6206, %6209 : tensor<384xf32>
    %6211 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6212 = stablehlo.divide %6204, %6211 : tensor<384xf32>
    %6213 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6214 = stablehlo.divide %6210, %6213 : tensor<384xf32>
    %6215 = stablehlo.sqrt %6214 : tensor<384xf32>
    %6216 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6217 = stablehlo.add %6215, %6216 : tensor<384xf32>
    %6218 = stablehlo.divide %6212, %6217 : tensor<384xf32>
    %6219 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6220 = stablehlo.multiply %6219, %m.stages.2.blocks.7.norm.g : tensor<384xf32>
    %6221 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6222 = stablehlo.multiply %6221, %3479 : tensor<384xf32>
    %6223 = stablehlo.add %6220, %6222 : tensor<384xf32>
    %6224 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6225 = stablehlo.multiply %6224, %v.stages.2.blocks.7.norm.g : tensor<384xf32>
    %6226 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6227 = stablehlo.multiply %3479, %3479 : tensor<384xf32>
    %6228 = stablehlo.multiply %6226, %6227 : tensor<384xf32>
    %6229 = stablehlo.add %6225, %6228 : tensor<384xf32>
    %6230 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6231 = stablehlo.divide %6223, %6230 : tensor<384xf32>
    %6232 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6233 = stablehlo.divide %6229, %6232 : tensor<384xf32>
    %6234 = stablehlo.sqrt %6233 : tensor<384xf32>
    %6235 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6236 = stablehlo.add %6234, %6235 : tensor<384xf32>
    %6237 = stablehlo.divide %6231, %6236 : tensor<384xf32>
    %6238 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6239 = stablehlo.multiply %6238, %m.stages.2.blocks.7.norm.b : tensor<384xf32>
    %6240 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6241 = stablehlo.multiply %6240, %3484 : tensor<384xf32>
    %6242 = stablehlo.add %6239, %6241 : tensor<384xf32>
    %6243 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6244 = stablehlo.multiply %6243, %v.stages.2.blocks.7.norm.b : tensor<384xf32>
    %6245 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6246 = stablehlo.multiply %3484, %3484 : tensor<384xf32>
    %6247 = stablehlo.multiply %6245, %6246 : tensor<384xf32>
    %6248 = stablehlo.add %6244, %6247 : tensor<384xf32>
    %6249 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6250 = stablehlo.divide %6242, %6249 : tensor<384xf32>
    %6251 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6252 = stablehlo.divide %6248, %6251 : tensor<384xf32>
    %6253 = stablehlo.sqrt %6252 : tensor<384xf32>
    %6254 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6255 = stablehlo.add %6253, %6254 : tensor<384xf32>
    %6256 = stablehlo.divide %6250, %6255 : tensor<384xf32>
    %6257 = stablehlo.constant dense<0.9> : tensor<384x1536xf32>
    %6258 = stablehlo.multiply %6257, %m.stages.2.blocks.7.fc1.w : tensor<384x1536xf32>
    %6259 = stablehlo.constant dense<0.1> : tensor<384x1536xf32>
    %6260 = stablehlo.multiply %6259, %3489 : tensor<384x1536xf32>
    %6261 = stablehlo.add %6258, %6260 : tensor<384x1536xf32>
    %6262 = stablehlo.constant dense<0.999> : tensor<384x1536xf32>
    %6263 = stablehlo.multiply %6262, %v.stages.2.blocks.7.fc1.w : tensor<384x1536xf32>
    %6264 = stablehlo.constant dense<0.001> : tensor<384x1536xf32>
    %6265 = stablehlo.multiply %3489, %3489 : tensor<384x1536xf32>
    %6266 = stablehlo.multiply %6264, %6265 : tensor<384x1536xf32>
    %6267 = stablehlo.add %6263, %6266 : tensor<384x1536xf32>
    %6268 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %6269 = stablehlo.divide %6261, %6268 : tensor<384x1536xf32>
    %6270 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %6271 = stablehlo.divide %6267, %6270 : tensor<384x1536xf32>
    %6272 = stablehlo.sqrt %6271 : tensor<384x1536xf32>
    %6273 = stablehlo.constant dense<1.0e-08> : tensor<384x1536xf32>
    %6274 = stablehlo.add %6272, %6273 : tensor<384x1536xf32>
    %6275 = stablehlo.divide %6269, %6274 : tensor<384x1536xf32>
    %6276 = stablehlo.constant dense<0.9> : tensor<1536xf32>
    %6277 = stablehlo.multiply %6276, %m.stages.2.blocks.7.fc1.b : tensor<1536xf32>
    %6278 = stablehlo.constant dense<0.1> : tensor<1536xf32>
    %6279 = stablehlo.multiply %6278, %3494 : tensor<1536xf32>
    %6280 = stablehlo.add %6277, %6279 : tensor<1536xf32>
    %6281 = stablehlo.constant dense<0.999> : tensor<1536xf32>
    %6282 = stablehlo.multiply %6281, %v.stages.2.blocks.7.fc1.b : tensor<1536xf32>
    %6283 = stablehlo.constant dense<0.001> : tensor<1536xf32>
    %6284 = stablehlo.multiply %3494, %3494 : tensor<1536xf32>
    %6285 = stablehlo.multiply %6283, %6284 : tensor<1536xf32>
    %6286 = stablehlo.add %6282, %6285 : tensor<1536xf32>
    %6287 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %6288 = stablehlo.divide %6280, %6287 : tensor<1536xf32>
    %6289 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %6290 = stablehlo.divide %6286, %6289 : tensor<1536xf32>
    %6291 = stablehlo.sqrt %6290 : tensor<1536xf32>
    %6292 = stablehlo.constant dense<1.0e-08> : tensor<1536xf32>
    %6293 = stablehlo.add %6291, %6292 : tensor<1536xf32>
    %6294 = stablehlo.divide %6288, %6293 : tensor<1536xf32>
    %6295 = stablehlo.constant dense<0.9> : tensor<1536x384xf32>
    %6296 = stablehlo.multiply %6295, %m.stages.2.blocks.7.fc2.w : tensor<1536x384xf32>
    %6297 = stablehlo.constant dense<0.1> : tensor<1536x384xf32>
    %6298 = stablehlo.multiply %6297, %3499 : tensor<1536x384xf32>
    %6299 = stablehlo.add %6296, %6298 : tensor<1536x384xf32>
    %6300 = stablehlo.constant dense<0.999> : tensor<1536x384xf32>
    %6301 = stablehlo.multiply %6300, %v.stages.2.blocks.7.fc2.w : tensor<1536x384xf32>
    %6302 = stablehlo.constant dense<0.001> : tensor<1536x384xf32>
    %6303 = stablehlo.multiply %3499, %3499 : tensor<1536x384xf32>
    %6304 = stablehlo.multiply %6302, %6303 : tensor<1536x384xf32>
    %6305 = stablehlo.add %6301, %6304 : tensor<1536x384xf32>
    %6306 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %6307 = stablehlo.divide %6299, %6306 : tensor<1536x384xf32>
    %6308 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %6309 = stablehlo.divide %6305, %6308 : tensor<1536x384xf32>
    %6310 = stablehlo.sqrt %6309 : tensor<1536x384xf32>
    %6311 = stablehlo.constant dense<1.0e-08> : tensor<1536x384xf32>
    %6312 = stablehlo.add %6310, %6311 : tensor<1536x384xf32>
    %6313 = stablehlo.divide %6307, %6312 : tensor<1536x384xf32>
    %6314 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6315 = stablehlo.multiply %6314, %m.stages.2.blocks.7.fc2.b : tensor<384xf32>
    %6316 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6317 = stablehlo.multiply %6316, %3504 : tensor<384xf32>
    %6318 = stablehlo.add %6315, %6317 : tensor<384xf32>
    %6319 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6320 = stablehlo.multiply %6319, %v.stages.2.blocks.7.fc2.b : tensor<384xf32>
    %6321 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6322 = stablehlo.multiply %3504, %3504 : tensor<384xf32>
    %6323 = stablehlo.multiply %6321, %6322 : tensor<384xf32>
    %6324 = stablehlo.add %6320, %6323 : tensor<384xf32>
    %6325 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6326 = stablehlo.divide %6318, %6325 : tensor<384xf32>
    %6327 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6328 = stablehlo.divide %6324, %6327 : tensor<384xf32>
    %6329 = stablehlo.sqrt %6328 : tensor<384xf32>
    %6330 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6331 = stablehlo.add %6329, %6330 : tensor<384xf32>
    %6332 = stablehlo.divide %6326, %6331 : tensor<384xf32>
    %6333 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6334 = stablehlo.multiply %6333, %m.stages.2.blocks.7.gamma : tensor<384xf32>
    %6335 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6336 = stablehlo.multiply %6335, %3509 : tensor<384xf32>
    %6337 = stablehlo.add %6334, %6336 : tensor<384xf32>
    %6338 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6339 = stablehlo.multiply %6338, %v.stages.2.blocks.7.gamma : tensor<384xf32>
    %6340 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6341 = stablehlo.multiply %3509, %3509 : tensor<384xf32>
    %6342 = stablehlo.multiply %6340, %6341 : tensor<384xf32>
    %6343 = stablehlo.add %6339, %6342 : tensor<384xf32>
    %6344 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6345 = stablehlo.divide %6337, %6344 : tensor<384xf32>
    %6346 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6347 = stablehlo.divide %6343, %6346 : tensor<384xf32>
    %6348 = stablehlo.sqrt %6347 : tensor<384xf32>
    %6349 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6350 = stablehlo.add %6348, %6349 : tensor<384xf32>
    %6351 = stablehlo.divide %6345, %6350 : tensor<384xf32>
    %6352 = stablehlo.constant dense<0.9> : tensor<7x7x1x384xf32>
    %6353 = stablehlo.multiply %6352, %m.stages.2.blocks.8.dwconv.w : tensor<7x7x1x384xf32>
    %6354 = stablehlo.constant dense<0.1> : tensor<7x7x1x384xf32>
    %6355 = stablehlo.multiply %6354, %3514 : tensor<7x7x1x384xf32>
    %6356 = stablehlo.add %6353, %6355 : tensor<7x7x1x384xf32>
    %6357 = stablehlo.constant dense<0.999> : tensor<7x7x1x384xf32>
    %6358 = stablehlo.multiply %6357, %v.stages.2.blocks.8.dwconv.w : tensor<7x7x1x384xf32>
    %6359 = stablehlo.constant dense<0.001> : tensor<7x7x1x384xf32>
    %6360 = stablehlo.multiply %3514, %3514 : tensor<7x7x1x384xf32>
    %6361 = stablehlo.multiply %6359, %6360 : tensor<7x7x1x384xf32>
    %6362 = stablehlo.add %6358, %6361 : tensor<7x7x1x384xf32>
    %6363 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %6364 = stablehlo.divide %6356, %6363 : tensor<7x7x1x384xf32>
    %6365 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %6366 = stablehlo.divide %6362, %6365 : tensor<7x7x1x384xf32>
    %6367 = stablehlo.sqrt %6366 : tensor<7x7x1x384xf32>
    %6368 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x384xf32>
    %6369 = stablehlo.add %6367, %6368 : tensor<7x7x1x384xf32>
    %6370 = stablehlo.divide %6364, %6369 : tensor<7x7x1x384xf32>
    %6371 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6372 = stablehlo.multiply %6371, %m.stages.2.blocks.8.dwconv.b : tensor<384xf32>
    %6373 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6374 = stablehlo.multiply %6373, %3519 : tensor<384xf32>
    %6375 = stablehlo.add %6372, %6374 : tensor<384xf32>
    %6376 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6377 = stablehlo.multiply %6376, %v.stages.2.blocks.8.dwconv.b : tensor<384xf32>
    %6378 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6379 = stablehlo.multiply %3519, %3519 : tensor<384xf32>
    %6380 = stablehlo.multiply %6378, %6379 : tensor<384xf32>
    %6381 = stablehlo.add %6377, %6380 : tensor<384xf32>
    %6382 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6383 = stablehlo.divide %6375, %6382 : tensor<384xf32>
    %6384 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6385 = stablehlo.divide %6381, %6384 : tensor<384xf32>
    %6386 = stablehlo.sqrt %6385 : tensor<384xf32>
    %6387 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6388 = stablehlo.add %6386, %6387 : tensor<384xf32>
    %6389 = stablehlo.divide %6383, %6388 : tensor<384xf32>
    %6390 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6391 = stablehlo.multiply %6390, %m.stages.2.blocks.8.norm.g : tensor<384xf32>
    %6392 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6393 = stablehlo.multiply %6392, %3524 : tensor<384xf32>
    %6394 = stablehlo.add %6391, %6393 : tensor<384xf32>
    %6395 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6396 = stablehlo.multiply %6395, %v.stages.2.blocks.8.norm.g : tensor<384xf32>
    %6397 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6398 = stablehlo.multiply %3524, %3524 : tensor<384xf32>
    %6399 = stablehlo.multiply %6397, %6398 : tensor<384xf32>
    %6400 = stablehlo.add %6396, %6399 : tensor<384xf32>
    %6401 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6402 = stablehlo.divide %6394, %6401 : tensor<384xf32>
    %6403 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6404 = stablehlo.divide %6400, %6403 : tensor<384xf32>
    %6405 = stablehlo.sqrt %6404 : tensor<384xf32>
    %6406 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6407 = stablehlo.add %6405, %6406 : tensor<384xf32>
    %6408 = stablehlo.divide %6402, %6407 : tensor<384xf32>
    %6409 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6410 = stablehlo.multiply %6409, %m.stages.2.blocks.8.norm.b : tensor<384xf32>
    %6411 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6412 = stablehlo.multiply %6411, %3529 : tensor<384xf32>
    %6413 = stablehlo.add %6410, %6412 : tensor<384xf32>
    %6414 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6415 = stablehlo.multiply %6414, %v.stages.2.blocks.8.norm.b : tensor<384xf32>
    %6416 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6417 = stablehlo.multiply %3529, %3529 : tensor<384xf32>
    %6418 = stablehlo.multiply %6416, %6417 : tensor<384xf32>
    %6419 = stablehlo.add %6415, %6418 : tensor<384xf32>
    %6420 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6421 = stablehlo.divide %6413, %6420 : tensor<384xf32>
    %6422 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6423 = stablehlo.divide %6419, %6422 : tensor<384xf32>
    %6424 = stablehlo.sqrt %6423 : tensor<384xf32>
    %6425 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6426 = stablehlo.add %6424, %6425 : tensor<384xf32>
    %6427 = stablehlo.divide %6421, %6426 : tensor<384xf32>
    %6428 = stablehlo.constant dense<0.9> : tensor<384x1536xf32>
    %6429 = stablehlo.multiply %6428, %m.stages.2.blocks.8.fc1.w : tensor<384x1536xf32>
    %6430 = stablehlo.constant dense<0.1> : tensor<384x1536xf32>
    %6431 = stablehlo.multiply %6430, %3534 : tensor<384x1536xf32>
    %6432 = stablehlo.add %6429, %6431 : tensor<384x1536xf32>
    %6433 = stablehlo.constant dense<0.999> : tensor<384x1536xf32>
    %6434 = stablehlo.multiply %6433, %v.stages.2.blocks.8.fc1.w : tensor<384x1536xf32>
    %6435 = stablehlo.constant dense<0.001> : tensor<384x1536xf32>
    %6436 = stablehlo.multiply %3534, %3534 : tensor<384x1536xf32>
    %6437 = stablehlo.multiply %6435, %6436 : tensor<384x1536xf32>
    %6438 = stablehlo.add %6434, %6437 : tensor<384x1536xf32>
    %6439 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %6440 = stablehlo.divide %6432, %6439 : tensor<384x1536xf32>
    %6441 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %6442 = stablehlo.divide %6438, %6441 : tensor<384x1536xf32>
    %6443 = stablehlo.sqrt %6442 : tensor<384x1536xf32>
    %6444 = stablehlo.constant dense<1.0e-08> : tensor<384x1536xf32>
    %6445 = stablehlo.add %6443, %6444 : tensor<384x1536xf32>
    %6446 = stablehlo.divide %6440, %6445 : tensor<384x1536xf32>
    %6447 = stablehlo.constant dense<0.9> : tensor<1536xf32>
    %6448 = stablehlo.multiply %6447, %m.stages.2.blocks.8.fc1.b : tensor<1536xf32>
    %6449 = stablehlo.constant dense<0.1> : tensor<1536xf32>
    %6450 = stablehlo.multiply %6449, %3539 : tensor<1536xf32>
    %6451 = stablehlo.add %6448, %6450 : tensor<1536xf32>
    %6452 = stablehlo.constant dense<0.999> : tensor<1536xf32>
    %6453 = stablehlo.multiply %6452, %v.stages.2.blocks.8.fc1.b : tensor<1536xf32>
    %6454 = stablehlo.constant dense<0.001> : tensor<1536xf32>
    %6455 = stablehlo.multiply %3539, %3539 : tensor<1536xf32>
    %6456 = stablehlo.multiply %6454, %6455 : tensor<1536xf32>
    %6457 = stablehlo.add %6453, %6456 : tensor<1536xf32>
    %6458 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %6459 = stablehlo.divide %6451, %6458 : tensor<1536xf32>
    %6460 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %6461 = stablehlo.divide %6457, %6460 : tensor<1536xf32>
    %6462 = stablehlo.sqrt %6461 : tensor<1536xf32>
    %6463 = stablehlo.constant dense<1.0e-08> : tensor<1536xf32>
    %6464 = stablehlo.add %6462, %6463 : tensor<1536xf32>
    %6465 = stablehlo.divide %6459, %6464 : tensor<1536xf32>
    %6466 = stablehlo.constant dense<0.9> : tensor<1536x384xf32>
    %6467 = stablehlo.multiply %6466, %m.stages.2.blocks.8.fc2.w : tensor<1536x384xf32>
    %6468 = stablehlo.constant dense<0.1> : tensor<1536x384xf32>
    %6469 = stablehlo.multiply %6468, %3544 : tensor<1536x384xf32>
    %6470 = stablehlo.add %6467, %6469 : tensor<1536x384xf32>
    %6471 = stablehlo.constant dense<0.999> : tensor<1536x384xf32>
    %6472 = stablehlo.multiply %6471, %v.stages.2.blocks.8.fc2.w : tensor<1536x384xf32>
    %6473 = stablehlo.constant dense<0.001> : tensor<1536x384xf32>
    %6474 = stablehlo.multiply %3544, %3544 : tensor<1536x384xf32>
    %6475 = stablehlo.multiply %6473, %6474 : tensor<1536x384xf32>
    %6476 = stablehlo.add %6472, %6475 : tensor<1536x384xf32>
    %6477 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %6478 = stablehlo.divide %6470, %6477 : tensor<1536x384xf32>
    %6479 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %6480 = stablehlo.divide %6476, %6479 : tensor<1536x384xf32>
    %6481 = stablehlo.sqrt %6480 : tensor<1536x384xf32>
    %6482 = stablehlo.constant dense<1.0e-08> : tensor<1536x384xf32>
    %6483 = stablehlo.add %6481, %6482 : tensor<1536x384xf32>
    %6484 = stablehlo.divide %6478, %6483 : tensor<1536x384xf32>
    %6485 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6486 = stablehlo.multiply %6485, %m.stages.2.blocks.8.fc2.b : tensor<384xf32>
    %6487 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6488 = stablehlo.multiply %6487, %3549 : tensor<384xf32>
    %6489 = stablehlo.add %6486, %6488 : tensor<384xf32>
    %6490 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6491 = stablehlo.multiply %6490, %v.stages.2.blocks.8.fc2.b : tensor<384xf32>
    %6492 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6493 = stablehlo.multiply %3549, %3549 : tensor<384xf32>
    %6494 = stablehlo.multiply %6492, %6493 : tensor<384xf32>
    %6495 = stablehlo.add %6491, %6494 : tensor<384xf32>
    %6496 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6497 = stablehlo.divide %6489, %6496 : tensor<384xf32>
    %6498 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6499 = stablehlo.divide %6495, %6498 : tensor<384xf32>
    %6500 = stablehlo.sqrt %6499 : tensor<384xf32>
    %6501 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6502 = stablehlo.add %6500, %6501 : tensor<384xf32>
    %6503 = stablehlo.divide %6497, %6502 : tensor<384xf32>
    %6504 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6505 = stablehlo.multiply %6504, %m.stages.2.blocks.8.gamma : tensor<384xf32>
    %6506 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6507 = stablehlo.multiply %6506, %3554 : tensor<384xf32>
    %6508 = stablehlo.add %6505, %6507 : tensor<384xf32>
    %6509 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6510 = stablehlo.multiply %6509, %v.stages.2.blocks.8.gamma : tensor<384xf32>
    %6511 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6512 = stablehlo.multiply %3554, %3554 : tensor<384xf32>
    %6513 = stablehlo.multiply %6511, %6512 : tensor<384xf32>
    %6514 = stablehlo.add %6510, %6513 : tensor<384xf32>
    %6515 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6516 = stablehlo.divide %6508, %6515 : tensor<384xf32>
    %6517 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6518 = stablehlo.divide %6514, %6517 : tensor<384xf32>
    %6519 = stablehlo.sqrt %6518 : tensor<384xf32>
    %6520 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6521 = stablehlo.add %6519, %6520 : tensor<384xf32>
    %6522 = stablehlo.divide %6516, %6521 : tensor<384xf32>
    %6523 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6524 = stablehlo.multiply %6523, %m.stages.3.down.norm.g : tensor<384xf32>
    %6525 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6526 = stablehlo.multiply %6525, %3559 : tensor<384xf32>
    %6527 = stablehlo.add %6524, %6526 : tensor<384xf32>
    %6528 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6529 = stablehlo.multiply %6528, %v.stages.3.down.norm.g : tensor<384xf32>
    %6530 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6531 = stablehlo.multiply %3559, %3559 : tensor<384xf32>
    %6532 = stablehlo.multiply %6530, %6531 : tensor<384xf32>
    %6533 = stablehlo.add %6529, %6532 : tensor<384xf32>
    %6534 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6535 = stablehlo.divide %6527, %6534 : tensor<384xf32>
    %6536 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6537 = stablehlo.divide %6533, %6536 : tensor<384xf32>
    %6538 = stablehlo.sqrt %6537 : tensor<384xf32>
    %6539 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6540 = stablehlo.add %6538, %6539 : tensor<384xf32>
    %6541 = stablehlo.divide %6535, %6540 : tensor<384xf32>
    %6542 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6543 = stablehlo.multiply %6542, %m.stages.3.down.norm.b : tensor<384xf32>
    %6544 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6545 = stablehlo.multiply %6544, %3564 : tensor<384xf32>
    %6546 = stablehlo.add %6543, %6545 : tensor<384xf32>
    %6547 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6548 = stablehlo.multiply %6547, %v.stages.3.down.norm.b : tensor<384xf32>
    %6549 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6550 = stablehlo.multiply %3564, %3564 : tensor<384xf32>
    %6551 = stablehlo.multiply %6549, %6550 : tensor<384xf32>
    %6552 = stablehlo.add %6548, %6551 : tensor<384xf32>
    %6553 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6554 = stablehlo.divide %6546, %6553 : tensor<384xf32>
    %6555 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6556 = stablehlo.divide %6552, %6555 : tensor<384xf32>
    %6557 = stablehlo.sqrt %6556 : tensor<384xf32>
    %6558 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6559 = stablehlo.add %6557, %6558 : tensor<384xf32>
    %6560 = stablehlo.divide %6554, %6559 : tensor<384xf32>
    %6561 = stablehlo.constant dense<0.9> : tensor<2x2x384x768xf32>
    %6562 = stablehlo.multiply %6561, %m.stages.3.down.conv.w : tensor<2x2x384x768xf32>
    %6563 = stablehlo.constant dense<0.1> : tensor<2x2x384x768xf32>
    %6564 = stablehlo.multiply %6563, %3569 : tensor<2x2x384x768xf32>
    %6565 = stablehlo.add %6562, %6564 : tensor<2x2x384x768xf32>
    %6566 = stablehlo.constant dense<0.999> : tensor<2x2x384x768xf32>
    %6567 = stablehlo.multiply %6566, %v.stages.3.down.conv.w : tensor<2x2x384x768xf32>
    %6568 = stablehlo.constant dense<0.001> : tensor<2x2x384x768xf32>
    %6569 = stablehlo.multiply %3569, %3569 : tensor<2x2x384x768xf32>
    %6570 = stablehlo.multiply %6568, %6569 : tensor<2x2x384x768xf32>
    %6571 = stablehlo.add %6567, %6570 : tensor<2x2x384x768xf32>
    %6572 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x384x768xf32>
    %6573 = stablehlo.divide %6565, %6572 : tensor<2x2x384x768xf32>
    %6574 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x384x768xf32>
    %6575 = stablehlo.divide %6571, %6574 : tensor<2x2x384x768xf32>
    %6576 = stablehlo.sqrt %6575 : tensor<2x2x384x768xf32>
    %6577 = stablehlo.constant dense<1.0e-08> : tensor<2x2x384x768xf32>
    %6578 = stablehlo.add %6576, %6577 : tensor<2x2x384x768xf32>
    %6579 = stablehlo.divide %6573, %6578 : tensor<2x2x384x768xf32>
    %6580 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %6581 = stablehlo.multiply %6580, %m.stages.3.down.conv.b : tensor<768xf32>
    %6582 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %6583 = stablehlo.multiply %6582, %3574 : tensor<768xf32>
    %6584 = stablehlo.add %6581, %6583 : tensor<768xf32>
    %6585 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %6586 = stablehlo.multiply %6585, %v.stages.3.down.conv.b : tensor<768xf32>
    %6587 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %6588 = stablehlo.multiply %3574, %3574 : tensor<768xf32>
    %6589 = stablehlo.multiply %6587, %6588 : tensor<768xf32>
    %6590 = stablehlo.add %6586, %6589 : tensor<768xf32>
    %6591 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6592 = stablehlo.divide %6584, %6591 : tensor<768xf32>
    %6593 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6594 = stablehlo.divide %6590, %6593 : tensor<768xf32>
    %6595 = stablehlo.sqrt %6594 : tensor<768xf32>
    %6596 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %6597 = stablehlo.add %6595, %6596 : tensor<768xf32>
    %6598 = stablehlo.divide %6592, %6597 : tensor<768xf32>
    %6599 = stablehlo.constant dense<0.9> : tensor<7x7x1x768xf32>
    %6600 = stablehlo.multiply %6599, %m.stages.3.blocks.0.dwconv.w : tensor<7x7x1x768xf32>
    %6601 = stablehlo.constant dense<0.1> : tensor<7x7x1x768xf32>
    %6602 = stablehlo.multiply %6601, %3579 : tensor<7x7x1x768xf32>
    %6603 = stablehlo.add %6600, %6602 : tensor<7x7x1x768xf32>
    %6604 = stablehlo.constant dense<0.999> : tensor<7x7x1x768xf32>
    %6605 = stablehlo.multiply %6604, %v.stages.3.blocks.0.dwconv.w : tensor<7x7x1x768xf32>
    %6606 = stablehlo.constant dense<0.001> : tensor<7x7x1x768xf32>
    %6607 = stablehlo.multiply %3579, %3579 : tensor<7x7x1x768xf32>
    %6608 = stablehlo.multiply %6606, %6607 : tensor<7x7x1x768xf32>
    %6609 = stablehlo.add %6605, %6608 : tensor<7x7x1x768xf32>
    %6610 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x768xf32>
    %6611 = stablehlo.divide %6603, %6610 : tensor<7x7x1x768xf32>
    %6612 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x768xf32>
    %6613 = stablehlo.divide %6609, %6612 : tensor<7x7x1x768xf32>
    %6614 = stablehlo.sqrt %6613 : tensor<7x7x1x768xf32>
    %6615 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x768xf32>
    %6616 = stablehlo.add %6614, %6615 : tensor<7x7x1x768xf32>
    %6617 = stablehlo.divide %6611, %6616 : tensor<7x7x1x768xf32>
    %6618 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %6619 = stablehlo.multiply %6618, %m.stages.3.blocks.0.dwconv.b : tensor<768xf32>
    %6620 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %6621 = stablehlo.multiply %6620, %3584 : tensor<768xf32>
    %6622 = stablehlo.add %6619, %6621 : tensor<768xf32>
    %6623 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %6624 = stablehlo.multiply %6623, %v.stages.3.blocks.0.dwconv.b : tensor<768xf32>
    %6625 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %6626 = stablehlo.multiply %3584, %3584 : tensor<768xf32>
    %6627 = stablehlo.multiply %6625, %6626 : tensor<768xf32>
    %6628 = stablehlo.add %6624, %6627 : tensor<768xf32>
    %6629 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6630 = stablehlo.divide %6622, %6629 : tensor<768xf32>
    %6631 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6632 = stablehlo.divide %6628, %6631 : tensor<768xf32>
    %6633 = stablehlo.sqrt %6632 : tensor<768xf32>
    %6634 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %6635 = stablehlo.add %6633, %6634 : tensor<768xf32>
    %6636 = stablehlo.divide %6630, %6635 : tensor<768xf32>
    %6637 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %6638 = stablehlo.multiply %6637, %m.stages.3.blocks.0.norm.g : tensor<768xf32>
    %6639 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %6640 = stablehlo.multiply %6639, %3589 : tensor<768xf32>
    %6641 = stablehlo.add %6638, %6640 : tensor<768xf32>
    %6642 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %6643 = stablehlo.multiply %6642, %v.stages.3.blocks.0.norm.g : tensor<768xf32>
    %6644 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %6645 = stablehlo.multiply %3589, %3589 : tensor<768xf32>
    %6646 = stablehlo.multiply %6644, %6645 : tensor<768xf32>
    %6647 = stablehlo.add %6643, %6646 : tensor<768xf32>
    %6648 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6649 = stablehlo.divide %6641, %6648 : tensor<768xf32>
    %6650 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6651 = stablehlo.divide %6647, %6650 : tensor<768xf32>
    %6652 = stablehlo.sqrt %6651 : tensor<768xf32>
    %6653 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %6654 = stablehlo.add %6652, %6653 : tensor<768xf32>
    %6655 = stablehlo.divide %6649, %6654 : tensor<768xf32>
    %6656 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %6657 = stablehlo.multiply %6656, %m.stages.3.blocks.0.norm.b : tensor<768xf32>
    %6658 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %6659 = stablehlo.multiply %6658, %3594 : tensor<768xf32>
    %6660 = stablehlo.add %6657, %6659 : tensor<768xf32>
    %6661 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %6662 = stablehlo.multiply %6661, %v.stages.3.blocks.0.norm.b : tensor<768xf32>
    %6663 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %6664 = stablehlo.multiply %3594, %3594 : tensor<768xf32>
    %6665 = stablehlo.multiply %6663, %6664 : tensor<768xf32>
    %6666 = stablehlo.add %6662, %6665 : tensor<768xf32>
    %6667 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6668 = stablehlo.divide %6660, %6667 : tensor<768xf32>
    %6669 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6670 = stablehlo.divide %6666, %6669 : tensor<768xf32>
    %6671 = stablehlo.sqrt %6670 : tensor<768xf32>
    %6672 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %6673 = stablehlo.add %6671, %6672 : tensor<768xf32>
    %6674 = stablehlo.divide %6668, %6673 : tensor<768xf32>
    %6675 = stablehlo.constant dense<0.9> : tensor<768x3072xf32>
    %6676 = stablehlo.multiply %6675, %m.stages.3.blocks.0.fc1.w : tensor<768x3072xf32>
    %6677 = stablehlo.constant dense<0.1> : tensor<768x3072xf32>
    %6678 = stablehlo.multiply %6677, %3599 : tensor<768x3072xf32>
    %6679 = stablehlo.add %6676, %6678 : tensor<768x3072xf32>
    %6680 = stablehlo.constant dense<0.999> : tensor<768x3072xf32>
    %6681 = stablehlo.multiply %6680, %v.stages.3.blocks.0.fc1.w : tensor<768x3072xf32>
    %6682 = stablehlo.constant dense<0.001> : tensor<768x3072xf32>
    %6683 = stablehlo.multiply %3599, %3599 : tensor<768x3072xf32>
    %6684 = stablehlo.multiply %6682, %6683 : tensor<768x3072xf32>
    %6685 = stablehlo.add %6681, %6684 : tensor<768x3072xf32>
    %6686 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x3072xf32>
    %6687 = stablehlo.divide %6679, %6686 : tensor<768x3072xf32>
    %6688 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x3072xf32>
    %6689 = stablehlo.divide %6685, %6688 : tensor<768x3072xf32>
    %6690 = stablehlo.sqrt %6689 : tensor<768x3072xf32>
    %6691 = stablehlo.constant dense<1.0e-08> : tensor<768x3072xf32>
    %6692 = stablehlo.add %6690, %6691 : tensor<768x3072xf32>
    %6693 = stablehlo.divide %6687, %6692 : tensor<768x3072xf32>
    %6694 = stablehlo.constant dense<0.9> : tensor<3072xf32>
    %6695 = stablehlo.multiply %6694, %m.stages.3.blocks.0.fc1.b : tensor<3072xf32>
    %6696 = stablehlo.constant dense<0.1> : tensor<3072xf32>
    %6697 = stablehlo.multiply %6696, %3604 : tensor<3072xf32>
    %6698 = stablehlo.add %6695, %6697 : tensor<3072xf32>
    %6699 = stablehlo.constant dense<0.999> : tensor<3072xf32>
    %6700 = stablehlo.multiply %6699, %v.stages.3.blocks.0.fc1.b : tensor<3072xf32>
    %6701 = stablehlo.constant dense<0.001> : tensor<3072xf32>
    %6702 = stablehlo.multiply %3604, %3604 : tensor<3072xf32>
    %6703 = stablehlo.multiply %6701, %6702 : tensor<3072xf32>
    %6704 = stablehlo.add %6700, %6703 : tensor<3072xf32>
    %6705 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072xf32>
    %6706 = stablehlo.divide %6698, %6705 : tensor<3072xf32>
    %6707 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072xf32>
    %6708 = stablehlo.divide %6704, %6707 : tensor<3072xf32>
    %6709 = stablehlo.sqrt %6708 : tensor<3072xf32>
    %6710 = stablehlo.constant dense<1.0e-08> : tensor<3072xf32>
    %6711 = stablehlo.add %6709, %6710 : tensor<3072xf32>
    %6712 = stablehlo.divide %6706, %6711 : tensor<3072xf32>
    %6713 = stablehlo.constant dense<0.9> : tensor<3072x768xf32>
    %6714 = stablehlo.multiply %6713, %m.stages.3.blocks.0.fc2.w : tensor<3072x768xf32>
    %6715 = stablehlo.constant dense<0.1> : tensor<3072x768xf32>
    %6716 = stablehlo.multiply %6715, %3609 : tensor<3072x768xf32>
    %6717 = stablehlo.add %6714, %6716 : tensor<3072x768xf32>
    %6718 = stablehlo.constant dense<0.999> : tensor<3072x768xf32>
    %6719 = stablehlo.multiply %6718, %v.stages.3.blocks.0.fc2.w : tensor<3072x768xf32>
    %6720 = stablehlo.constant dense<0.001> : tensor<3072x768xf32>
    %6721 = stablehlo.multiply %3609, %3609 : tensor<3072x768xf32>
    %6722 = stablehlo.multiply %6720, %6721 : tensor<3072x768xf32>
    %6723 = stablehlo.add %6719, %6722 : tensor<3072x768xf32>
    %6724 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072x768xf32>
    %6725 = stablehlo.divide %6717, %6724 : tensor<3072x768xf32>
    %6726 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072x768xf32>
    %6727 = stablehlo.divide %6723, %6726 : tensor<3072x768xf32>
    %6728 = stablehlo.sqrt %6727 : tensor<3072x768xf32>
    %6729 = stablehlo.constant dense<1.0e-08> : tensor<3072x768xf32>
    %6730 = stablehlo.add %6728, %6729 : tensor<3072x768xf32>
    %6731 = stablehlo.divide %6725, %6730 : tensor<3072x768xf32>
    %6732 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %6733 = stablehlo.multiply %6732, %m.stages.3.blocks.0.fc2.b : tensor<768xf32>
    %6734 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %6735 = stablehlo.multiply %6734, %3614 : tensor<768xf32>
    %6736 = stablehlo.add %6733, %6735 : tensor<768xf32>
    %6737 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %6738 = stablehlo.multiply %6737, %v.stages.3.blocks.0.fc2.b : tensor<768xf32>
    %6739 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %6740 = stablehlo.multiply %3614, %3614 : tensor<768xf32>
    %6741 = stablehlo.multiply %6739, %6740 : tensor<768xf32>
    %6742 = stablehlo.add %6738, %6741 : tensor<768xf32>
    %6743 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6744 = stablehlo.divide %6736, %6743 : tensor<768xf32>
    %6745 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6746 = stablehlo.divide %6742, %6745 : tensor<768xf32>
    %6747 = stablehlo.sqrt %6746 : tensor<768xf32>
    %6748 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %6749 = stablehlo.add %6747, %6748 : tensor<768xf32>
    %6750 = stablehlo.divide %6744, %6749 : tensor<768xf32>
    %6751 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %6752 = stablehlo.multiply %6751, %m.stages.3.blocks.0.gamma : tensor<768xf32>
    %6753 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %6754 = stablehlo.multiply %6753, %3619 : tensor<768xf32>
    %6755 = stablehlo.add %6752, %6754 : tensor<768xf32>
    %6756 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %6757 = stablehlo.multiply %6756, %v.stages.3.blocks.0.gamma : tensor<768xf32>
    %6758 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %6759 = stablehlo.multiply %3619, %3619 : tensor<768xf32>
    %6760 = stablehlo.multiply %6758, %6759 : tensor<768xf32>
    %6761 = stablehlo.add %6757, %6760 : tensor<768xf32>
    %6762 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6763 = stablehlo.divide %6755, %6762 : tensor<768xf32>
    %6764 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6765 = stablehlo.divide %6761, %6764 : tensor<768xf32>
    %6766 = stablehlo.sqrt %6765 : tensor<768xf32>
    %6767 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %6768 = stablehlo.add %6766, %6767 : tensor<768xf32>
    %6769 = stablehlo.divide %6763, %6768 : tensor<768xf32>
    %6770 = stablehlo.constant dense<0.9> : tensor<7x7x1x768xf32>
    %6771 = stablehlo.multiply %6770, %m.stages.3.blocks.1.dwconv.w : tensor<7x7x1x768xf32>
    %6772 = stablehlo.constant dense<0.1> : tensor<7x7x1x768xf32>
    %6773 = stablehlo.multiply %6772, %3624 : tensor<7x7x1x768xf32>
    %6774 = stablehlo.add %6771, %6773 : tensor<7x7x1x768xf32>
    %6775 = stablehlo.constant dense<0.999> : tensor<7x7x1x768xf32>
    %6776 = stablehlo.multiply %6775, %v.stages.3.blocks.1.dwconv.w : tensor<7x7x1x768xf32>
    %6777 = stablehlo.constant dense<0.001> : tensor<7x7x1x768xf32>
    %6778 = stablehlo.multiply %3624, %3624 : tensor<7x7x1x768xf32>
    %6779 = stablehlo.multiply %6777, %6778 : tensor<7x7x1x768xf32>
    %6780 = stablehlo.add %6776, %6779 : tensor<7x7x1x768xf32>
    %6781 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x768xf32>
    %6782 = stablehlo.divide %6774, %6781 : tensor<7x7x1x768xf32>
    %6783 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x768xf32>
    %6784 = stablehlo.divide %6780, %6783 : tensor<7x7x1x768xf32>
    %6785 = stablehlo.sqrt %6784 : tensor<7x7x1x768xf32>
    %6786 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x768xf32>
    %6787 = stablehlo.add %6785, %6786 : tensor<7x7x1x768xf32>
    %6788 = stablehlo.divide %6782, %6787 : tensor<7x7x1x768xf32>
    %6789 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %6790 = stablehlo.multiply %6789, %m.stages.3.blocks.1.dwconv.b : tensor<768xf32>
    %6791 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %6792 = stablehlo.multiply %6791, %3629 : tensor<768xf32>
    %6793 = stablehlo.add %6790, %6792 : tensor<768xf32>
    %6794 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %6795 = stablehlo.multiply %6794, %v.stages.3.blocks.1.dwconv.b : tensor<768xf32>
    %6796 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %6797 = stablehlo.multiply %3629, %3629 : tensor<768xf32>
    %6798 = stablehlo.multiply %6796, %6797 : tensor<768xf32>
    %6799 = stablehlo.add %6795, %6798 : tensor<768xf32>
    %6800 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6801 = stablehlo.divide %6793, %6800 : tensor<768xf32>
    %6802 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6803 = stablehlo.divide %6799, %6802 : tensor<768xf32>
    %6804 = stablehlo.sqrt %6803 : tensor<768xf32>
    %6805 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %6806 = stablehlo.add %6804, %6805 : tensor<768xf32>
    %6807 = stablehlo.divide %6801, %6806 : tensor<768xf32>
    %6808 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %6809 = stablehlo.multiply %6808, %m.stages.3.blocks.1.norm.g : tensor<768xf32>
    %6810 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %6811 = stablehlo.multiply %6810, %3634 : tensor<768xf32>
    %6812 = stablehlo.add %6809, %6811 : tensor<768xf32>
    %6813 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %6814 = stablehlo.multiply %6813, %v.stages.3.blocks.1.norm.g : tensor<768xf32>
    %6815 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %6816 = stablehlo.multiply %3634, %3634 : tensor<768xf32>
    %6817 = stablehlo.multiply %6815, %6816 : tensor<768xf32>
    %6818 = stablehlo.add %6814, %6817 : tensor<768xf32>
    %6819 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6820 = stablehlo.divide %6812, %6819 : tensor<768xf32>
    %6821 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6822 = stablehlo.divide %6818, %6821 : tensor<768xf32>
    %6823 = stablehlo.sqrt %6822 : tensor<768xf32>
    %6824 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %6825 = stablehlo.add %6823, %6824 : tensor<768xf32>
    %6826 = stablehlo.divide %6820, %6825 : tensor<768xf32>
    %6827 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %6828 = stablehlo.multiply %6827, %m.stages.3.blocks.1.norm.b : tensor<768xf32>
    %6829 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %6830 = stablehlo.multiply %6829, %3639 : tensor<768xf32>
    %6831 = stablehlo.add %6828, %6830 : tensor<768xf32>
    %6832 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %6833 = stablehlo.multiply %6832, %v.stages.3.blocks.1.norm.b : tensor<768xf32>
    %6834 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %6835 = stablehlo.multiply %3639, %3639 : tensor<768xf32>
    %6836 = stablehlo.multiply %6834, %6835 : tensor<768xf32>
    %6837 = stablehlo.add %6833, %6836 : tensor<768xf32>
    %6838 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6839 = stablehlo.divide %6831, %6838 : tensor<768xf32>
    %6840 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6841 = stablehlo.divide %6837, %6840 : tensor<768xf32>
    %6842 = stablehlo.sqrt %6841 : tensor<768xf32>
    %6843 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %6844 = stablehlo.add %6842, %6843 : tensor<768xf32>
    %6845 = stablehlo.divide %6839, %6844 : tensor<768xf32>
    %6846 = stablehlo.constant dense<0.9> : tensor<768x3072xf32>
    %6847 = stablehlo.multiply %6846, %m.stages.3.blocks.1.fc1.w : tensor<768x3072xf32>
    %6848 = stablehlo.constant dense<0.1> : tensor<768x3072xf32>
    %6849 = stablehlo.multiply %6848, %3644 : tensor<768x3072xf32>
    %6850 = stablehlo.add %6847, %6849 : tensor<768x3072xf32>
    %6851 = stablehlo.constant dense<0.999> : tensor<768x3072xf32>
    %6852 = stablehlo.multiply %6851, %v.stages.3.blocks.1.fc1.w : tensor<768x3072xf32>
    %6853 = stablehlo.constant dense<0.001> : tensor<768x3072xf32>
    %6854 = stablehlo.multiply %3644, %3644 : tensor<768x3072xf32>
    %6855 = stablehlo.multiply %6853, %6854 : tensor<768x3072xf32>
    %6856 = stablehlo.add %6852, %6855 : tensor<768x3072xf32>
    %6857 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x3072xf32>
    %6858 = stablehlo.divide %6850, %6857 : tensor<768x3072xf32>
    %6859 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x3072xf32>
    %6860 = stablehlo.divide %6856, %6859 : tensor<768x3072xf32>
    %6861 = stablehlo.sqrt %6860 : tensor<768x3072xf32>
    %6862 = stablehlo.constant dense<1.0e-08> : tensor<768x3072xf32>
    %6863 = stablehlo.add %6861, %6862 : tensor<768x3072xf32>
    %6864 = stablehlo.divide %6858, %6863 : tensor<768x3072xf32>
    %6865 = stablehlo.constant dense<0.9> : tensor<3072xf32>
    %6866 = stablehlo.multiply %6865, %m.stages.3.blocks.1.fc1.b : tensor<3072xf32>
    %6867 = stablehlo.constant dense<0.1> : tensor<3072xf32>
    %6868 = stablehlo.multiply %6867, %3649 : tensor<3072xf32>
    %6869 = stablehlo.add %6866, %6868 : tensor<3072xf32>
    %6870 = stablehlo.constant dense<0.999> : tensor<3072xf32>
    %6871 = stablehlo.multiply %6870, %v.stages.3.blocks.1.fc1.b : tensor<3072xf32>
    %6872 = stablehlo.constant dense<0.001> : tensor<3072xf32>
    %6873 = stablehlo.multiply %3649, %3649 : tensor<3072xf32>
    %6874 = stablehlo.multiply %6872, %6873 : tensor<3072xf32>
    %6875 = stablehlo.add %6871, %6874 : tensor<3072xf32>
    %6876 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072xf32>
    %6877 = stablehlo.divide %6869, %6876 : tensor<3072xf32>
    %6878 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072xf32>
    %6879 = stablehlo.divide %6875, %6878 : tensor<3072xf32>
    %6880 = stablehlo.sqrt %6879 : tensor<3072xf32>
    %6881 = stablehlo.constant dense<1.0e-08> : tensor<3072xf32>
    %6882 = stablehlo.add %6880, %6881 : tensor<3072xf32>
    %6883 = stablehlo.divide %6877, %6882 : tensor<3072xf32>
    %6884 = stablehlo.constant dense<0.9> : tensor<3072x768xf32>
    %6885 = stablehlo.multiply %6884, %m.stages.3.blocks.1.fc2.w : tensor<3072x768xf32>
    %6886 = stablehlo.constant dense<0.1> : tensor<3072x768xf32>
    %6887 = stablehlo.multiply %6886, %3654 : tensor<3072x768xf32>
    %6888 = stablehlo.add %6885, %6887 : tensor<3072x768xf32>
    %6889 = stablehlo.constant dense<0.999> : tensor<3072x768xf32>
    %6890 = stablehlo.multiply %6889, %v.stages.3.blocks.1.fc2.w : tensor<3072x768xf32>
    %6891 = stablehlo.constant dense<0.001> : tensor<3072x768xf32>
    %6892 = stablehlo.multiply %3654, %3654 : tensor<3072x768xf32>
    %6893 = stablehlo.multiply %6891, %6892 : tensor<3072x768xf32>
    %6894 = stablehlo.add %6890, %6893 : tensor<3072x768xf32>
    %6895 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072x768xf32>
    %6896 = stablehlo.divide %6888, %6895 : tensor<3072x768xf32>
    %6897 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072x768xf32>
    %6898 = stablehlo.divide %6894, %6897 : tensor<3072x768xf32>
    %6899 = stablehlo.sqrt %6898 : tensor<3072x768xf32>
    %6900 = stablehlo.constant dense<1.0e-08> : tensor<3072x768xf32>
    %6901 = stablehlo.add %6899, %6900 : tensor<3072x768xf32>
    %6902 = stablehlo.divide %6896, %6901 : tensor<3072x768xf32>
    %6903 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %6904 = stablehlo.multiply %6903, %m.stages.3.blocks.1.fc2.b : tensor<768xf32>
    %6905 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %6906 = stablehlo.multiply %6905, %3659 : tensor<768xf32>
    %6907 = stablehlo.add %6904, %6906 : tensor<768xf32>
    %6908 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %6909 = stablehlo.multiply %6908, %v.stages.3.blocks.1.fc2.b : tensor<768xf32>
    %6910 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %6911 = stablehlo.multiply %3659, %3659 : tensor<768xf32>
    %6912 = stablehlo.multiply %6910, %6911 : tensor<768xf32>
    %6913 = stablehlo.add %6909, %6912 : tensor<768xf32>
    %6914 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6915 = stablehlo.divide %6907, %6914 : tensor<768xf32>
    %6916 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6917 = stablehlo.divide %6913, %6916 : tensor<768xf32>
    %6918 = stablehlo.sqrt %6917 : tensor<768xf32>
    %6919 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %6920 = stablehlo.add %6918, %6919 : tensor<768xf32>
    %6921 = stablehlo.divide %6915, %6920 : tensor<768xf32>
    %6922 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %6923 = stablehlo.multiply %6922, %m.stages.3.blocks.1.gamma : tensor<768xf32>
    %6924 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %6925 = stablehlo.multiply %6924, %3664 : tensor<768xf32>
    %6926 = stablehlo.add %6923, %6925 : tensor<768xf32>
    %6927 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %6928 = stablehlo.multiply %6927, %v.stages.3.blocks.1.gamma : tensor<768xf32>
    %6929 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %6930 = stablehlo.multiply %3664, %3664 : tensor<768xf32>
    %6931 = stablehlo.multiply %6929, %6930 : tensor<768xf32>
    %6932 = stablehlo.add %6928, %6931 : tensor<768xf32>
    %6933 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6934 = stablehlo.divide %6926, %6933 : tensor<768xf32>
    %6935 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6936 = stablehlo.divide %6932, %6935 : tensor<768xf32>
    %6937 = stablehlo.sqrt %6936 : tensor<768xf32>
    %6938 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %6939 = stablehlo.add %6937, %6938 : tensor<768xf32>
    %6940 = stablehlo.divide %6934, %6939 : tensor<768xf32>
    %6941 = stablehlo.constant dense<0.9> : tensor<7x7x1x768xf32>
    %6942 = stablehlo.multiply %6941, %m.stages.3.blocks.2.dwconv.w : tensor<7x7x1x768xf32>
    %6943 = stablehlo.constant dense<0.1> : tensor<7x7x1x768xf32>
    %6944 = stablehlo.multiply %6943, %3669 : tensor<7x7x1x768xf32>
    %6945 = stablehlo.add %6942, %6944 : tensor<7x7x1x768xf32>
    %6946 = stablehlo.constant dense<0.999> : tensor<7x7x1x768xf32>
    %6947 = stablehlo.multiply %6946, %v.stages.3.blocks.2.dwconv.w : tensor<7x7x1x768xf32>
    %6948 = stablehlo.constant dense<0.001> : tensor<7x7x1x768xf32>
    %6949 = stablehlo.multiply %3669, %3669 : tensor<7x7x1x768xf32>
    %6950 = stablehlo.multiply %6948, %6949 : tensor<7x7x1x768xf32>
    %6951 = stablehlo.add %6947, %6950 : tensor<7x7x1x768xf32>
    %6952 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x768xf32>
    %6953 = stablehlo.divide %6945, %6952 : tensor<7x7x1x768xf32>
    %6954 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x768xf32>
    %6955 = stablehlo.divide %6951, %6954 : tensor<7x7x1x768xf32>
    %6956 = stablehlo.sqrt %6955 : tensor<7x7x1x768xf32>
    %6957 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x768xf32>
    %6958 = stablehlo.add %6956, %6957 : tensor<7x7x1x768xf32>
    %6959 = stablehlo.divide %6953, %6958 : tensor<7x7x1x768xf32>
    %6960 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %6961 = stablehlo.multiply %6960, %m.stages.3.blocks.2.dwconv.b : tensor<768xf32>
    %6962 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %6963 = stablehlo.multiply %6962, %3674 : tensor<768xf32>
    %6964 = stablehlo.add %6961, %6963 : tensor<768xf32>
    %6965 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %6966 = stablehlo.multiply %6965, %v.stages.3.blocks.2.dwconv.b : tensor<768xf32>
    %6967 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %6968 = stablehlo.multiply %3674, %3674 : tensor<768xf32>
    %6969 = stablehlo.multiply %6967, %6968 : tensor<768xf32>
    %6970 = stablehlo.add %6966, %6969 : tensor<768xf32>
    %6971 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6972 = stablehlo.divide %6964, %6971 : tensor<768xf32>
    %6973 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6974 = stablehlo.divide %6970, %6973 : tensor<768xf32>
    %6975 = stablehlo.sqrt %6974 : tensor<768xf32>
    %6976 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %6977 = stablehlo.add %6975, %6976 : tensor<768xf32>
    %6978 = stablehlo.divide %6972, %6977 : tensor<768xf32>
    %6979 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %6980 = stablehlo.multiply %6979, %m.stages.3.blocks.2.norm.g : tensor<768xf32>
    %6981 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %6982 = stablehlo.multiply %6981, %3679 : tensor<768xf32>
    %6983 = stablehlo.add %6980, %6982 : tensor<768xf32>
    %6984 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %6985 = stablehlo.multiply %6984, %v.stages.3.blocks.2.norm.g : tensor<768xf32>
    %6986 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %6987 = stablehlo.multiply %3679, %3679 : tensor<768xf32>
    %6988 = stablehlo.multiply %6986, %6987 : tensor<768xf32>
    %6989 = stablehlo.add %6985, %6988 : tensor<768xf32>
    %6990 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6991 = stablehlo.divide %6983, %6990 : tensor<768xf32>
    %6992 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6993 = stablehlo.divide %6989, %6992 : tensor<768xf32>
    %6994 = stablehlo.sqrt %6993 : tensor<768xf32>
    %6995 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %6996 = stablehlo.add %6994, %6995 : tensor<768xf32>
    %6997 = stablehlo.divide %6991, %6996 : tensor<768xf32>
    %6998 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %6999 = stablehlo.multiply %6998, %m.stages.3.blocks.2.norm.b : tensor<768xf32>
    %7000 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %7001 = stablehlo.multiply %7000, %3684 : tensor<768xf32>
    %7002 = stablehlo.add %6999, %7001 : tensor<768xf32>
    %7003 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %7004 = stablehlo.multiply %7003, %v.stages.3.blocks.2.norm.b : tensor<768xf32>
    %7005 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %7006 = stablehlo.multiply %3684, %3684 : tensor<768xf32>
    %7007 = stablehlo.multiply %7005, %7006 : tensor<768xf32>
    %7008 = stablehlo.add %7004, %7007 : tensor<768xf32>
    %7009 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7010 = stablehlo.divide %7002, %7009 : tensor<768xf32>
    %7011 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7012 = stablehlo.divide %7008, %7011 : tensor<768xf32>
    %7013 = stablehlo.sqrt %7012 : tensor<768xf32>
    %7014 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %7015 = stablehlo.add %7013, %7014 : tensor<768xf32>
    %7016 = stablehlo.divide %7010, %7015 : tensor<768xf32>
    %7017 = stablehlo.constant dense<0.9> : tensor<768x3072xf32>
    %7018 = stablehlo.multiply %7017, %m.stages.3.blocks.2.fc1.w : tensor<768x3072xf32>
    %7019 = stablehlo.constant dense<0.1> : tensor<768x3072xf32>
    %7020 = stablehlo.multiply %7019, %3689 : tensor<768x3072xf32>
    %7021 = stablehlo.add %7018, %7020 : tensor<768x3072xf32>
    %7022 = stablehlo.constant dense<0.999> : tensor<768x3072xf32>
    %7023 = stablehlo.multiply %7022, %v.stages.3.blocks.2.fc1.w : tensor<768x3072xf32>
    %7024 = stablehlo.constant dense<0.001> : tensor<768x3072xf32>
    %7025 = stablehlo.multiply %3689, %3689 : tensor<768x3072xf32>
    %7026 = stablehlo.multiply %7024, %7025 : tensor<768x3072xf32>
    %7027 = stablehlo.add %7023, %7026 : tensor<768x3072xf32>
    %7028 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x3072xf32>
    %7029 = stablehlo.divide %7021, %7028 : tensor<768x3072xf32>
    %7030 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x3072xf32>
    %7031 = stablehlo.divide %7027, %7030 : tensor<768x3072xf32>
    %7032 = stablehlo.sqrt %7031 : tensor<768x3072xf32>
    %7033 = stablehlo.constant dense<1.0e-08> : tensor<768x3072xf32>
    %7034 = stablehlo.add %7032, %7033 : tensor<768x3072xf32>
    %7035 = stablehlo.divide %7029, %7034 : tensor<768x3072xf32>
    %7036 = stablehlo.constant dense<0.9> : tensor<3072xf32>
    %7037 = stablehlo.multiply %7036, %m.stages.3.blocks.2.fc1.b : tensor<3072xf32>
    %7038 = stablehlo.constant dense<0.1> : tensor<3072xf32>
    %7039 = stablehlo.multiply %7038, %3694 : tensor<3072xf32>
    %7040 = stablehlo.add %7037, %7039 : tensor<3072xf32>
    %7041 = stablehlo.constant dense<0.999> : tensor<3072xf32>
    %7042 = stablehlo.multiply %7041, %v.stages.3.blocks.2.fc1.b : tensor<3072xf32>
    %7043 = stablehlo.constant dense<0.001> : tensor<3072xf32>
    %7044 = stablehlo.multiply %3694, %3694 : tensor<3072xf32>
    %7045 = stablehlo.multiply %7043, %7044 : tensor<3072xf32>
    %7046 = stablehlo.add %7042, %7045 : tensor<3072xf32>
    %7047 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072xf32>
    %7048 = stablehlo.divide %7040, %7047 : tensor<3072xf32>
    %7049 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072xf32>
    %7050 = stablehlo.divide %7046, %7049 : tensor<3072xf32>
    %7051 = stablehlo.sqrt %7050 : tensor<3072xf32>
    %7052 = stablehlo.constant dense<1.0e-08> : tensor<3072xf32>
    %7053 = stablehlo.add %7051, %7052 : tensor<3072xf32>
    %7054 = stablehlo.divide %7048, %7053 : tensor<3072xf32>
    %7055 = stablehlo.constant dense<0.9> : tensor<3072x768xf32>
    %7056 = stablehlo.multiply %7055, %m.stages.3.blocks.2.fc2.w : tensor<3072x768xf32>
    %7057 = stablehlo.constant dense<0.1> : tensor<3072x768xf32>
    %7058 = stablehlo.multiply %7057, %3699 : tensor<3072x768xf32>
    %7059 = stablehlo.add %7056, %7058 : tensor<3072x768xf32>
    %7060 = stablehlo.constant dense<0.999> : tensor<3072x768xf32>
    %7061 = stablehlo.multiply %7060, %v.stages.3.blocks.2.fc2.w : tensor<3072x768xf32>
    %7062 = stablehlo.constant dense<0.001> : tensor<3072x768xf32>
    %7063 = stablehlo.multiply %3699, %3699 : tensor<3072x768xf32>
    %7064 = stablehlo.multiply %7062, %7063 : tensor<3072x768xf32>
    %7065 = stablehlo.add %7061, %7064 : tensor<3072x768xf32>
    %7066 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072x768xf32>
    %7067 = stablehlo.divide %7059, %7066 : tensor<3072x768xf32>
    %7068 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072x768xf32>
    %7069 = stablehlo.divide %7065, %7068 : tensor<3072x768xf32>
    %7070 = stablehlo.sqrt %7069 : tensor<3072x768xf32>
    %7071 = stablehlo.constant dense<1.0e-08> : tensor<3072x768xf32>
    %7072 = stablehlo.add %7070, %7071 : tensor<3072x768xf32>
    %7073 = stablehlo.divide %7067, %7072 : tensor<3072x768xf32>
    %7074 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %7075 = stablehlo.multiply %7074, %m.stages.3.blocks.2.fc2.b : tensor<768xf32>
    %7076 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %7077 = stablehlo.multiply %7076, %3704 : tensor<768xf32>
    %7078 = stablehlo.add %7075, %7077 : tensor<768xf32>
    %7079 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %7080 = stablehlo.multiply %7079, %v.stages.3.blocks.2.fc2.b : tensor<768xf32>
    %7081 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %7082 = stablehlo.multiply %3704, %3704 : tensor<768xf32>
    %7083 = stablehlo.multiply %7081, %7082 : tensor<768xf32>
    %7084 = stablehlo.add %7080, %7083 : tensor<768xf32>
    %7085 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7086 = stablehlo.divide %7078, %7085 : tensor<768xf32>
    %7087 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7088 = stablehlo.divide %7084, %7087 : tensor<768xf32>
    %7089 = stablehlo.sqrt %7088 : tensor<768xf32>
    %7090 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %7091 = stablehlo.add %7089, %7090 : tensor<768xf32>
    %7092 = stablehlo.divide %7086, %7091 : tensor<768xf32>
    %7093 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %7094 = stablehlo.multiply %7093, %m.stages.3.blocks.2.gamma : tensor<768xf32>
    %7095 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %7096 = stablehlo.multiply %7095, %3709 : tensor<768xf32>
    %7097 = stablehlo.add %7094, %7096 : tensor<768xf32>
    %7098 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %7099 = stablehlo.multiply %7098, %v.stages.3.blocks.2.gamma : tensor<768xf32>
    %7100 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %7101 = stablehlo.multiply %3709, %3709 : tensor<768xf32>
    %7102 = stablehlo.multiply %7100, %7101 : tensor<768xf32>
    %7103 = stablehlo.add %7099, %7102 : tensor<768xf32>
    %7104 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7105 = stablehlo.divide %7097, %7104 : tensor<768xf32>
    %7106 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7107 = stablehlo.divide %7103, %7106 : tensor<768xf32>
    %7108 = stablehlo.sqrt %7107 : tensor<768xf32>
    %7109 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %7110 = stablehlo.add %7108, %7109 : tensor<768xf32>
    %7111 = stablehlo.divide %7105, %7110 : tensor<768xf32>
    %7112 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %7113 = stablehlo.multiply %7112, %m.head.norm.g : tensor<768xf32>
    %7114 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %7115 = stablehlo.multiply %7114, %3714 : tensor<768xf32>
    %7116 = stablehlo.add %7113, %7115 : tensor<768xf32>
    %7117 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %7118 = stablehlo.multiply %7117, %v.head.norm.g : tensor<768xf32>
    %7119 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %7120 = stablehlo.multiply %3714, %3714 : tensor<768xf32>
    %7121 = stablehlo.multiply %7119, %7120 : tensor<768xf32>
    %7122 = stablehlo.add %7118, %7121 : tensor<768xf32>
    %7123 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7124 = stablehlo.divide %7116, %7123 : tensor<768xf32>
    %7125 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7126 = stablehlo.divide %7122, %7125 : tensor<768xf32>
    %7127 = stablehlo.sqrt %7126 : tensor<768xf32>
    %7128 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %7129 = stablehlo.add %7127, %7128 : tensor<768xf32>
    %7130 = stablehlo.divide %7124, %7129 : tensor<768xf32>
    %7131 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %7132 = stablehlo.multiply %7131, %m.head.norm.b : tensor<768xf32>
    %7133 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %7134 = stablehlo.multiply %7133, %3719 : tensor<768xf32>
    %7135 = stablehlo.add %7132, %7134 : tensor<768xf32>
    %7136 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %7137 = stablehlo.multiply %7136, %v.head.norm.b : tensor<768xf32>
    %7138 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %7139 = stablehlo.multiply %3719, %3719 : tensor<768xf32>
    %7140 = stablehlo.multiply %7138, %7139 : tensor<768xf32>
    %7141 = stablehlo.add %7137, %7140 : tensor<768xf32>
    %7142 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7143 = stablehlo.divide %7135, %7142 : tensor<768xf32>
    %7144 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7145 = stablehlo.divide %7141, %7144 : tensor<768xf32>
    %7146 = stablehlo.sqrt %7145 : tensor<768xf32>
    %7147 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %7148 = stablehlo.add %7146, %7147 : tensor<768xf32>
    %7149 = stablehlo.divide %7143, %7148 : tensor<768xf32>
    %7150 = stablehlo.constant dense<0.9> : tensor<768x1000xf32>
    %7151 = stablehlo.multiply %7150, %m.head.fc.w : tensor<768x1000xf32>
    %7152 = stablehlo.constant dense<0.1> : tensor<768x1000xf32>
    %7153 = stablehlo.multiply %7152, %3724 : tensor<768x1000xf32>
    %7154 = stablehlo.add %7151, %7153 : tensor<768x1000xf32>
    %7155 = stablehlo.constant dense<0.999> : tensor<768x1000xf32>
    %7156 = stablehlo.multiply %7155, %v.head.fc.w : tensor<768x1000xf32>
    %7157 = stablehlo.constant dense<0.001> : tensor<768x1000xf32>
    %7158 = stablehlo.multiply %3724, %3724 : tensor<768x1000xf32>
    %7159 = stablehlo.multiply %7157, %7158 : tensor<768x1000xf32>
    %7160 = stablehlo.add %7156, %7159 : tensor<768x1000xf32>
    %7161 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x1000xf32>
    %7162 = stablehlo.divide %7154, %7161 : tensor<768x1000xf32>
    %7163 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x1000xf32>
    %7164 = stablehlo.divide %7160, %7163 : tensor<768x1000xf32>
    %7165 = stablehlo.sqrt %7164 : tensor<768x1000xf32>
    %7166 = stablehlo.constant dense<1.0e-08> : tensor<768x1000xf32>
    %7167 = stablehlo.add %7165, %7166 : tensor<768x1000xf32>
    %7168 = stablehlo.divide %7162, %7167 : tensor<768x1000xf32>
    %7169 = stablehlo.constant dense<0.9> : tensor<1000xf32>
    %7170 = stablehlo.multiply %7169, %m.head.fc.b : tensor<1000xf32>
    %7171 = stablehlo.constant dense<0.1> : tensor<1000xf32>
    %7172 = stablehlo.multiply %7171, %3729 : tensor<1000xf32>
    %7173 = stablehlo.add %7170, %7172 : tensor<1000xf32>
    %7174 = stablehlo.constant dense<0.999> : tensor<1000xf32>
    %7175 = stablehlo.multiply %7174, %v.head.fc.b : tensor<1000xf32>
    %7176 = stablehlo.constant dense<0.001> : tensor<1000xf32>
    %7177 = stablehlo.multiply %3729, %3729 : tensor<1000xf32>
    %7178 = stablehlo.multiply %7176, %7177 : tensor<1000xf32>
    %7179 = stablehlo.add %7175, %7178 : tensor<1000xf32>
    %7180 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1000xf32>
    %7181 = stablehlo.divide %7173, %7180 : tensor<1000xf32>
    %7182 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1000xf32>
    %7183 = stablehlo.divide %7179, %7182 : tensor<1000xf32>
    %7184 = stablehlo.sqrt %7183 : tensor<1000xf32>
    %7185 = stablehlo.constant dense<1.0e-08> : tensor<1000xf32>
    %7186 = stablehlo.add %7184, %7185 : tensor<1000xf32>
    %7187 = stablehlo.divide %7181, %7186 : tensor<1000xf32>
    %7188 = stablehlo.constant dense<0.05> : tensor<4x4x3x96xf32>
    %7189 = stablehlo.multiply %7188, %stem.conv.w : tensor<4x4x3x96xf32>
    %7190 = stablehlo.add %3748, %7189 : tensor<4x4x3x96xf32>
    %7191 = stablehlo.constant dense<0.05> : tensor<7x7x1x96xf32>
    %7192 = stablehlo.multiply %7191, %stages.0.blocks.0.dwconv.w : tensor<7x7x1x96xf32>
    %7193 = stablehlo.add %3824, %7192 : tensor<7x7x1x96xf32>
    %7194 = stablehlo.constant dense<0.05> : tensor<96x384xf32>
    %7195 = stablehlo.multiply %7194, %stages.0.blocks.0.fc1.w : tensor<96x384xf32>
    %7196 = stablehlo.add %3900, %7195 : tensor<96x384xf32>
    %7197 = stablehlo.constant dense<0.05> : tensor<384x96xf32>
    %7198 = stablehlo.multiply %7197, %stages.0.blocks.0.fc2.w : tensor<384x96xf32>
    %7199 = stablehlo.add %3938, %7198 : tensor<384x96xf32>
    %7200 = stablehlo.constant dense<0.05> : tensor<7x7x1x96xf32>
    %7201 = stablehlo.multiply %7200, %stages.0.blocks.1.dwconv.w : tensor<7x7x1x96xf32>
    %7202 = stablehlo.add %3995, %7201 : tensor<7x7x1x96xf32>
    %7203 = stablehlo.constant dense<0.05> : tensor<96x384xf32>
    %7204 = stablehlo.multiply %7203, %stages.0.blocks.1.fc1.w : tensor<96x384xf32>
    %7205 = stablehlo.add %4071, %7204 : tensor<96x384xf32>
    %7206 = stablehlo.constant dense<0.05> : tensor<384x96xf32>
    %7207 = stablehlo.multiply %7206, %stages.0.blocks.1.fc2.w : tensor<384x96xf32>
    %7208 = stablehlo.add %4109, %7207 : tensor<384x96xf32>
    %7209 = stablehlo.constant dense<0.05> : tensor<7x7x1x96xf32>
    %7210 = stablehlo.multiply %7209, %stages.0.blocks.2.dwconv.w : tensor<7x7x1x96xf32>
    %7211 = stablehlo.add %4166, %7210 : tensor<7x7x1x96xf32>
    %7212 = stablehlo.constant dense<0.05> : tensor<96x384xf32>
    %7213 = stablehlo.multiply %7212, %stages.0.blocks.2.fc1.w : tensor<96x384xf32>
    %7214 = stablehlo.add %4242, %7213 : tensor<96x384xf32>
    %7215 = stablehlo.constant dense<0.05> : tensor<384x96xf32>
    %7216 = stablehlo.multiply %7215, %stages.0.blocks.2.fc2.w : tensor<384x96xf32>
    %7217 = stablehlo.add %4280, %7216 : tensor<384x96xf32>
    %7218 = stablehlo.constant dense<0.05> : tensor<2x2x96x192xf32>
    %7219 = stablehlo.multiply %7218, %stages.1.down.conv.w : tensor<2x2x96x192xf32>
    %7220 = stablehlo.add %4375, %7219 : tensor<2x2x96x192xf32>
    %7221 = stablehlo.constant dense<0.05> : tensor<7x7x1x192xf32>
    %7222 = stablehlo.multiply %7221, %stages.1.blocks.0.dwconv.w : tensor<7x7x1x192xf32>
    %7223 = stablehlo.add %4413, %7222 : tensor<7x7x1x192xf32>
    %7224 = stablehlo.constant dense<0.05> : tensor<192x768xf32>
    %7225 = stablehlo.multiply %7224, %stages.1.blocks.0.fc1.w : tensor<192x768xf32>
    %7226 = stablehlo.add %4489, %7225 : tensor<192x768xf32>
    %7227 = stablehlo.constant dense<0.05> : tensor<768x192xf32>
    %7228 = stablehlo.multiply %7227, %stages.1.blocks.0.fc2.w : tensor<768x192xf32>
    %7229 = stablehlo.add %4527, %7228 : tensor<768x192xf32>
    %7230 = stablehlo.constant dense<0.05> : tensor<7x7x1x192xf32>
    %7231 = stablehlo.multiply %7230, %stages.1.blocks.1.dwconv.w : tensor<7x7x1x192xf32>
    %7232 = stablehlo.add %4584, %7231 : tensor<7x7x1x192xf32>
    %7233 = stablehlo.constant dense<0.05> : tensor<192x768xf32>
    %7234 = stablehlo.multiply %7233, %stages.1.blocks.1.fc1.w : tensor<192x768xf32>
    %7235 = stablehlo.add %4660, %7234 : tensor<192x768xf32>
    %7236 = stablehlo.constant dense<0.05> : tensor<768x192xf32>
    %7237 = stablehlo.multiply %7236, %stages.1.blocks.1.fc2.w : tensor<768x192xf32>
    %7238 = stablehlo.add %4698, %7237 : tensor<768x192xf32>
    %7239 = stablehlo.constant dense<0.05> : tensor<7x7x1x192xf32>
    %7240 = stablehlo.multiply %7239, %stages.1.blocks.2.dwconv.w : tensor<7x7x1x192xf32>
    %7241 = stablehlo.add %4755, %7240 : tensor<7x7x1x192xf32>
    %7242 = stablehlo.constant dense<0.05> : tensor<192x768xf32>
    %7243 = stablehlo.multiply %7242, %stages.1.blocks.2.fc1.w : tensor<192x768xf32>
    %7244 = stablehlo.add %4831, %7243 : tensor<192x768xf32>
    %7245 = stablehlo.constant dense<0.05> : tensor<768x192xf32>
    %7246 = stablehlo.multiply %7245, %stages.1.blocks.2.fc2.w : tensor<768x192xf32>
    %7247 = stablehlo.add %4869, %7246 : tensor<768x192xf32>
    %7248 = stablehlo.constant dense<0.05> : tensor<2x2x192x384xf32>
    %7249 = stablehlo.multiply %7248, %stages.2.down.conv.w : tensor<2x2x192x384xf32>
    %7250 = stablehlo.add %4964, %7249 : tensor<2x2x192x384xf32>
    %7251 = stablehlo.constant dense<0.05> : tensor<7x7x1x384xf32>
    %7252 = stablehlo.multiply %7251, %stages.2.blocks.0.dwconv.w : tensor<7x7x1x384xf32>
    %7253 = stablehlo.add %5002, %7252 : tensor<7x7x1x384xf32>
    %7254 = stablehlo.constant dense<0.05> : tensor<384x1536xf32>
    %7255 = stablehlo.multiply %7254, %stages.2.blocks.0.fc1.w : tensor<384x1536xf32>
    %7256 = stablehlo.add %5078, %7255 : tensor<384x1536xf32>
    %7257 = stablehlo.constant dense<0.05> : tensor<1536x384xf32>
    %7258 = stablehlo.multiply %7257, %stages.2.blocks.0.fc2.w : tensor<1536x384xf32>
    %7259 = stablehlo.add %5116, %7258 : tensor<1536x384xf32>
    %7260 = stablehlo.constant dense<0.05> : tensor<7x7x1x384xf32>
    %7261 = stablehlo.multiply %7260, %stages.2.blocks.1.dwconv.w : tensor<7x7x1x384xf32>
    %7262 = stablehlo.add %5173, %7261 : tensor<7x7x1x384xf32>
    %7263 = stablehlo.constant dense<0.05> : tensor<384x1536xf32>
    %7264 = stablehlo.multiply %7263, %stages.2.blocks.1.fc1.w : tensor<384x1536xf32>
    %7265 = stablehlo.add %5249, %7264 : tensor<384x1536xf32>
    %7266 = stablehlo.constant dense<0.05> : tensor<1536x384xf32>
    %7267 = stablehlo.multiply %7266, %stages.2.blocks.1.fc2.w : tensor<1536x384xf32>
    %7268 = stablehlo.add %5287, %7267 : tensor<1536x384xf32>
    %7269 = stablehlo.constant dense<0.05> : tensor<7x7x1x384xf32>
    %7270 = stablehlo.multiply %7269, %stages.2.blocks.2.dwconv.w : tensor<7x7x1x384xf32>
    %7271 = stablehlo.add %5344, %7270 : tensor<7x7x1x384xf32>
    %7272 = stablehlo.constant dense<0.05> : tensor<384x1536xf32>
    %7273 = stablehlo.multiply %7272, %stages.2.blocks.2.fc1.w : tensor<384x1536xf32>
    %7274 = stablehlo.add %5420, %7273 : tensor<384x1536xf32>
    %7275 = stablehlo.constant dense<0.05> : tensor<1536x384xf32>
    %7276 = stablehlo.multiply %7275, %stages.2.blocks.2.fc2.w : tensor<1536x384xf32>
    %7277 = stablehlo.add %5458, %7276 : tensor<1536x384xf32>
    %7278 = stablehlo.constant dense<0.05> : tensor<7x7x1x384xf32>
    %7279 = stablehlo.multiply %7278, %stages.2.blocks.3.dwconv.w : tensor<7x7x1x384xf32>
    %7280 = stablehlo.add %5515, %7279 : tensor<7x7x1x384xf32>
    %7281 = stablehlo.constant dense<0.05> : tensor<384x1536xf32>
    %7282 = stablehlo.multiply %7281, %stages.2.blocks.3.fc1.w : tensor<384x1536xf32>
    %7283 = stablehlo.add %5591, %7282 : tensor<384x1536xf32>
    %7284 = stablehlo.constant dense<0.05> : tensor<1536x384xf32>
    %7285 = stablehlo.multiply %7284, %stages.2.blocks.3.fc2.w : tensor<1536x384xf32>
    %7286 = stablehlo.add %5629, %7285 : tensor<1536x384xf32>
    %7287 = stablehlo.constant dense<0.05> : tensor<7x7x1x384xf32>
    %7288 = stablehlo.multiply %7287, %stages.2.blocks.4.dwconv.w : tensor<7x7x1x384xf32>
    %7289 = stablehlo.add %5686, %7288 : tensor<7x7x1x384xf32>
    %7290 = stablehlo.constant dense<0.05> : tensor<384x1536xf32>
    %7291 = stablehlo.multiply %7290, %stages.2.blocks.4.fc1.w : tensor<384x1536xf32>
    %7292 = stablehlo.add %5762, %7291 : tensor<384x1536xf32>
    %7293 = stablehlo.constant dense<0.05> : tensor<1536x384xf32>
    %7294 = stablehlo.multiply %7293, %stages.2.blocks.4.fc2.w : tensor<1536x384xf32>
    %7295 = stablehlo.add %5800, %7294 : tensor<1536x384xf32>
    %7296 = stablehlo.constant dense<0.05> : tensor<7x7x1x384xf32>
    %7297 = stablehlo.multiply %7296, %stages.2.blocks.5.dwconv.w : tensor<7x7x1x384xf32>
    %7298 = stablehlo.add %5857, %7297 : tensor<7x7x1x384xf32>
    %7299 = stablehlo.constant dense<0.05> : tensor<384x1536xf32>
    %7300 = stablehlo.multiply %7299, %stages.2.blocks.5.fc1.w : tensor<384x1536xf32>
    %7301 = stablehlo.add %5933, %7300 : tensor<384x1536xf32>
    %7302 = stablehlo.constant dense<0.05> : tensor<1536x384xf32>
    %7303 = stablehlo.multiply %7302, %stages.2.blocks.5.fc2.w : tensor<1536x384xf32>
    %7304 = stablehlo.add %5971, %7303 : tensor<1536x384xf32>
    %7305 = stablehlo.constant dense<0.05> : tensor<7x7x1x384xf32>
    %7306 = stablehlo.multiply %7305, %stages.2.blocks.6.dwconv.w : tensor<7x7x1x384xf32>
    %7307 = stablehlo.add %6028, %7306 : tensor<7x7x1x384xf32>
    %7308 = stablehlo.constant dense<0.05> : tensor<384x1536xf32>
    %7309 = stablehlo.multiply %7308, %stages.2.blocks.6.fc1.w : tensor<384x1536xf32>
    %7310 = stablehlo.add %6104, %7309 : tensor<384x1536xf32>
    %7311 = stablehlo.constant dense<0.05> : tensor<1536x384xf32>
    %7312 = stablehlo.multiply %7311, %stages.2.blocks.6.fc2.w : tensor<1536x384xf32>
    %7313 = stablehlo.add %6142, %7312 : tensor<1536x384xf32>
    %7314 = stablehlo.constant dense<0.05> : tensor<7x7x1x384xf32>
    %7315 = stablehlo.multiply %7314, %stages.2.blocks.7.dwconv.w : tensor<7x7x1x384xf32>
    %7316 = stablehlo.add %6199, %7315 : tensor<7x7x1x384xf32>
    %7317 = stablehlo.constant dense<0.05> : tensor<384x1536xf32>
    %7318 = stablehlo.multiply %7317, %stages.2.blocks.7.fc1.w : tensor<384x1536xf32>
    %7319 = stablehlo.add %6275, %7318 : tensor<384x1536xf32>
    %7320 = stablehlo.constant dense<0.05> : tensor<1536x384xf32>
    %7321 = stablehlo.multiply %7320, %stages.2.blocks.7.fc2.w : tensor<1536x384xf32>
    %7322 = stablehlo.add %6313, %7321 : tensor<1536x384xf32>
    %7323 = stablehlo.constant dense<0.05> : tensor<7x7x1x384xf32>
    %7324 = stablehlo.multiply %7323, %stages.2.blocks.8.dwconv.w : tensor<7x7x1x384xf32>
    %7325 = stablehlo.add %6370, %7324 : tensor<7x7x1x384xf32>
    %7326 = stablehlo.constant dense<0.05> : tensor<384x1536xf32>
    %7327 = stablehlo.multiply %7326, %stages.2.blocks.8.fc1.w : tensor<384x1536xf32>
    %7328 = stablehlo.add %6446, %7327 : tensor<384x1536xf32>
    %7329 = stablehlo.constant dense<0.05> : tensor<1536x384xf32>
    %7330 = stablehlo.multiply %7329, %stages.2.blocks.8.fc2.w : tensor<1536x384xf32>
    %7331 = stablehlo.add %6484, %7330 : tensor<1536x384xf32>
    %7332 = stablehlo.constant dense<0.05> : tensor<2x2x384x768xf32>
    %7333 = stablehlo.multiply %7332, %stages.3.down.conv.w : tensor<2x2x384x768xf32>
    %7334 = stablehlo.add %6579, %7333 : tensor<2x2x384x768xf32>
    %7335 = stablehlo.constant dense<0.05> : tensor<7x7x1x768xf32>
    %7336 = stablehlo.multiply %7335, %stages.3.blocks.0.dwconv.w : tensor<7x7x1x768xf32>
    %7337 = stablehlo.add %6617, %7336 : tensor<7x7x1x768xf32>
    %7338 = stablehlo.constant dense<0.05> : tensor<768x3072xf32>
    %7339 = stablehlo.multiply %7338, %stages.3.blocks.0.fc1.w : tensor<768x3072xf32>
    %7340 = stablehlo.add %6693, %7339 : tensor<768x3072xf32>
    %7341 = stablehlo.constant dense<0.05> : tensor<3072x768xf32>
    %7342 = stablehlo.multiply %7341, %stages.3.blocks.0.fc2.w : tensor<3072x768xf32>
    %7343 = stablehlo.add %6731, %7342 : tensor<3072x768xf32>
    %7344 = stablehlo.constant dense<0.05> : tensor<7x7x1x768xf32>
    %7345 = stablehlo.multiply %7344, %stages.3.blocks.1.dwconv.w : tensor<7x7x1x768xf32>
    %7346 = stablehlo.add %6788, %7345 : tensor<7x7x1x768xf32>
    %7347 = stablehlo.constant dense<0.05> : tensor<768x3072xf32>
    %7348 = stablehlo.multiply %7347, %stages.3.blocks.1.fc1.w : tensor<768x3072xf32>
    %7349 = stablehlo.add %6864, %7348 : tensor<768x3072xf32>
    %7350 = stablehlo.constant dense<0.05> : tensor<3072x768xf32>
    %7351 = stablehlo.multiply %7350, %stages.3.blocks.1.fc2.w : tensor<3072x768xf32>
    %7352 = stablehlo.add %6902, %7351 : tensor<3072x768xf32>
    %7353 = stablehlo.constant dense<0.05> : tensor<7x7x1x768xf32>
    %7354 = stablehlo.multiply %7353, %stages.3.blocks.2.dwconv.w : tensor<7x7x1x768xf32>
    %7355 = stablehlo.add %6959, %7354 : tensor<7x7x1x768xf32>
    %7356 = stablehlo.constant dense<0.05> : tensor<768x3072xf32>
    %7357 = stablehlo.multiply %7356, %stages.3.blocks.2.fc1.w : tensor<768x3072xf32>
    %7358 = stablehlo.add %7035, %7357 : tensor<768x3072xf32>
    %7359 = stablehlo.constant dense<0.05> : tensor<3072x768xf32>
    %7360 = stablehlo.multiply %7359, %stages.3.blocks.2.fc2.w : tensor<3072x768xf32>
    %7361 = stablehlo.add %7073, %7360 : tensor<3072x768xf32>
    %7362 = stablehlo.constant dense<0.05> : tensor<768x1000xf32>
    %7363 = stablehlo.multiply %7362, %head.fc.w : tensor<768x1000xf32>
    %7364 = stablehlo.add %7168, %7363 : tensor<768x1000xf32>
    %7365 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x4x3x96xf32>
    %7366 = stablehlo.multiply %7365, %7190 : tensor<4x4x3x96xf32>
    %7367 = stablehlo.subtract %stem.conv.w, %7366 : tensor<4x4x3x96xf32>
    %7368 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7369 = stablehlo.multiply %7368, %3767 : tensor<96xf32>
    %7370 = stablehlo.subtract %stem.conv.b, %7369 : tensor<96xf32>
    %7371 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7372 = stablehlo.multiply %7371, %3786 : tensor<96xf32>
    %7373 = stablehlo.subtract %stem.norm.g, %7372 : tensor<96xf32>
    %7374 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7375 = stablehlo.multiply %7374, %3805 : tensor<96xf32>
    %7376 = stablehlo.subtract %stem.norm.b, %7375 : tensor<96xf32>
    %7377 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x96xf32>
    %7378 = stablehlo.multiply %7377, %7193 : tensor<7x7x1x96xf32>
    %7379 = stablehlo.subtract %stages.0.blocks.0.dwconv.w, %7378 : tensor<7x7x1x96xf32>
    %7380 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7381 = stablehlo.multiply %7380, %3843 : tensor<96xf32>
    %7382 = stablehlo.subtract %stages.0.blocks.0.dwconv.b, %7381 : tensor<96xf32>
    %7383 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7384 = stablehlo.multiply %7383, %3862 : tensor<96xf32>
    %7385 = stablehlo.subtract %stages.0.blocks.0.norm.g, %7384 : tensor<96xf32>
    %7386 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7387 = stablehlo.multiply %7386, %3881 : tensor<96xf32>
    %7388 = stablehlo.subtract %stages.0.blocks.0.norm.b, %7387 : tensor<96xf32>
    %7389 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96x384xf32>
    %7390 = stablehlo.multiply %7389, %7196 : tensor<96x384xf32>
    %7391 = stablehlo.subtract %stages.0.blocks.0.fc1.w, %7390 : tensor<96x384xf32>
    %7392 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7393 = stablehlo.multiply %7392, %3919 : tensor<384xf32>
    %7394 = stablehlo.subtract %stages.0.blocks.0.fc1.b, %7393 : tensor<384xf32>
    %7395 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x96xf32>
    %7396 = stablehlo.multiply %7395, %7199 : tensor<384x96xf32>
    %7397 = stablehlo.subtract %stages.0.blocks.0.fc2.w, %7396 : tensor<384x96xf32>
    %7398 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7399 = stablehlo.multiply %7398, %3957 : tensor<96xf32>
    %7400 = stablehlo.subtract %stages.0.blocks.0.fc2.b, %7399 : tensor<96xf32>
    %7401 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7402 = stablehlo.multiply %7401, %3976 : tensor<96xf32>
    %7403 = stablehlo.subtract %stages.0.blocks.0.gamma, %7402 : tensor<96xf32>
    %7404 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x96xf32>
    %7405 = stablehlo.multiply %7404, %7202 : tensor<7x7x1x96xf32>
    %7406 = stablehlo.subtract %stages.0.blocks.1.dwconv.w, %7405 : tensor<7x7x1x96xf32>
    %7407 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7408 = stablehlo.multiply %7407, %4014 : tensor<96xf32>
    %7409 = stablehlo.subtract %stages.0.blocks.1.dwconv.b, %7408 : tensor<96xf32>
    %7410 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7411 = stablehlo.multiply %7410, %4033 : tensor<96xf32>
    %7412 = stablehlo.subtract %stages.0.blocks.1.norm.g, %7411 : tensor<96xf32>
    %7413 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7414 = stablehlo.multiply %7413, %4052 : tensor<96xf32>
    %7415 = stablehlo.subtract %stages.0.blocks.1.norm.b, %7414 : tensor<96xf32>
    %7416 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96x384xf32>
    %7417 = stablehlo.multiply %7416, %7205 : tensor<96x384xf32>
    %7418 = stablehlo.subtract %stages.0.blocks.1.fc1.w, %7417 : tensor<96x384xf32>
    %7419 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7420 = stablehlo.multiply %7419, %4090 : tensor<384xf32>
    %7421 = stablehlo.subtract %stages.0.blocks.1.fc1.b, %7420 : tensor<384xf32>
    %7422 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x96xf32>
    %7423 = stablehlo.multiply %7422, %7208 : tensor<384x96xf32>
    %7424 = stablehlo.subtract %stages.0.blocks.1.fc2.w, %7423 : tensor<384x96xf32>
    %7425 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7426 = stablehlo.multiply %7425, %4128 : tensor<96xf32>
    %7427 = stablehlo.subtract %stages.0.blocks.1.fc2.b, %7426 : tensor<96xf32>
    %7428 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7429 = stablehlo.multiply %7428, %4147 : tensor<96xf32>
    %7430 = stablehlo.subtract %stages.0.blocks.1.gamma, %7429 : tensor<96xf32>
    %7431 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x96xf32>
    %7432 = stablehlo.multiply %7431, %7211 : tensor<7x7x1x96xf32>
    %7433 = stablehlo.subtract %stages.0.blocks.2.dwconv.w, %7432 : tensor<7x7x1x96xf32>
    %7434 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7435 = stablehlo.multiply %7434, %4185 : tensor<96xf32>
    %7436 = stablehlo.subtract %stages.0.blocks.2.dwconv.b, %7435 : tensor<96xf32>
    %7437 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7438 = stablehlo.multiply %7437, %4204 : tensor<96xf32>
    %7439 = stablehlo.subtract %stages.0.blocks.2.norm.g, %7438 : tensor<96xf32>
    %7440 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7441 = stablehlo.multiply %7440, %4223 : tensor<96xf32>
    %7442 = stablehlo.subtract %stages.0.blocks.2.norm.b, %7441 : tensor<96xf32>
    %7443 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96x384xf32>
    %7444 = stablehlo.multiply %7443, %7214 : tensor<96x384xf32>
    %7445 = stablehlo.subtract %stages.0.blocks.2.fc1.w, %7444 : tensor<96x384xf32>
    %7446 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7447 = stablehlo.multiply %7446, %4261 : tensor<384xf32>
    %7448 = stablehlo.subtract %stages.0.blocks.2.fc1.b, %7447 : tensor<384xf32>
    %7449 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x96xf32>
    %7450 = stablehlo.multiply %7449, %7217 : tensor<384x96xf32>
    %7451 = stablehlo.subtract %stages.0.blocks.2.fc2.w, %7450 : tensor<384x96xf32>
    %7452 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7453 = stablehlo.multiply %7452, %4299 : tensor<96xf32>
    %7454 = stablehlo.subtract %stages.0.blocks.2.fc2.b, %7453 : tensor<96xf32>
    %7455 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7456 = stablehlo.multiply %7455, %4318 : tensor<96xf32>
    %7457 = stablehlo.subtract %stages.0.blocks.2.gamma, %7456 : tensor<96xf32>
    %7458 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7459 = stablehlo.multiply %7458, %4337 : tensor<96xf32>
    %7460 = stablehlo.subtract %stages.1.down.norm.g, %7459 : tensor<96xf32>
    %7461 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7462 = stablehlo.multiply %7461, %4356 : tensor<96xf32>
    %7463 = stablehlo.subtract %stages.1.down.norm.b, %7462 : tensor<96xf32>
    %7464 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x96x192xf32>
    %7465 = stablehlo.multiply %7464, %7220 : tensor<2x2x96x192xf32>
    %7466 = stablehlo.subtract %stages.1.down.conv.w, %7465 : tensor<2x2x96x192xf32>
    %7467 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7468 = stablehlo.multiply %7467, %4394 : tensor<192xf32>
    %7469 = stablehlo.subtract %stages.1.down.conv.b, %7468 : tensor<192xf32>
    %7470 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x192xf32>
    %7471 = stablehlo.multiply %7470, %7223 : tensor<7x7x1x192xf32>
    %7472 = stablehlo.subtract %stages.1.blocks.0.dwconv.w, %7471 : tensor<7x7x1x192xf32>
    %7473 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7474 = stablehlo.multiply %7473, %4432 : tensor<192xf32>
    %7475 = stablehlo.subtract %stages.1.blocks.0.dwconv.b, %7474 : tensor<192xf32>
    %7476 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7477 = stablehlo.multiply %7476, %4451 : tensor<192xf32>
    %7478 = stablehlo.subtract %stages.1.blocks.0.norm.g, %7477 : tensor<192xf32>
    %7479 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7480 = stablehlo.multiply %7479, %4470 : tensor<192xf32>
    %7481 = stablehlo.subtract %stages.1.blocks.0.norm.b, %7480 : tensor<192xf32>
    %7482 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %7483 = stablehlo.multiply %7482, %7226 : tensor<192x768xf32>
    %7484 = stablehlo.subtract %stages.1.blocks.0.fc1.w, %7483 : tensor<192x768xf32>
    %7485 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7486 = stablehlo.multiply %7485, %4508 : tensor<768xf32>
    %7487 = stablehlo.subtract %stages.1.blocks.0.fc1.b, %7486 : tensor<768xf32>
    %7488 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %7489 = stablehlo.multiply %7488, %7229 : tensor<768x192xf32>
    %7490 = stablehlo.subtract %stages.1.blocks.0.fc2.w, %7489 : tensor<768x192xf32>
    %7491 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7492 = stablehlo.multiply %7491, %4546 : tensor<192xf32>
    %7493 = stablehlo.subtract %stages.1.blocks.0.fc2.b, %7492 : tensor<192xf32>
    %7494 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7495 = stablehlo.multiply %7494, %4565 : tensor<192xf32>
    %7496 = stablehlo.subtract %stages.1.blocks.0.gamma, %7495 : tensor<192xf32>
    %7497 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x192xf32>
    %7498 = stablehlo.multiply %7497, %7232 : tensor<7x7x1x192xf32>
    %7499 = stablehlo.subtract %stages.1.blocks.1.dwconv.w, %7498 : tensor<7x7x1x192xf32>
    %7500 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7501 = stablehlo.multiply %7500, %4603 : tensor<192xf32>
    %7502 = stablehlo.subtract %stages.1.blocks.1.dwconv.b, %7501 : tensor<192xf32>
    %7503 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7504 = stablehlo.multiply %7503, %4622 : tensor<192xf32>
    %7505 = stablehlo.subtract %stages.1.blocks.1.norm.g, %7504 : tensor<192xf32>
    %7506 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7507 = stablehlo.multiply %7506, %4641 : tensor<192xf32>
    %7508 = stablehlo.subtract %stages.1.blocks.1.norm.b, %7507 : tensor<192xf32>
    %7509 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %7510 = stablehlo.multiply %7509, %7235 : tensor<192x768xf32>
    %7511 = stablehlo.subtract %stages.1.blocks.1.fc1.w, %7510 : tensor<192x768xf32>
    %7512 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7513 = stablehlo.multiply %7512, %4679 : tensor<768xf32>
    %7514 = stablehlo.subtract %stages.1.blocks.1.fc1.b, %7513 : tensor<768xf32>
    %7515 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %7516 = stablehlo.multiply %7515, %7238 : tensor<768x192xf32>
    %7517 = stablehlo.subtract %stages.1.blocks.1.fc2.w, %7516 : tensor<768x192xf32>
    %7518 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7519 = stablehlo.multiply %7518, %4717 : tensor<192xf32>
    %7520 = stablehlo.subtract %stages.1.blocks.1.fc2.b, %7519 : tensor<192xf32>
    %7521 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7522 = stablehlo.multiply %7521, %4736 : tensor<192xf32>
    %7523 = stablehlo.subtract %stages.1.blocks.1.gamma, %7522 : tensor<192xf32>
    %7524 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x192xf32>
    %7525 = stablehlo.multiply %7524, %7241 : tensor<7x7x1x192xf32>
    %7526 = stablehlo.subtract %stages.1.blocks.2.dwconv.w, %7525 : tensor<7x7x1x192xf32>
    %7527 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7528 = stablehlo.multiply %7527, %4774 : tensor<192xf32>
    %7529 = stablehlo.subtract %stages.1.blocks.2.dwconv.b, %7528 : tensor<192xf32>
    %7530 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7531 = stablehlo.multiply %7530, %4793 : tensor<192xf32>
    %7532 = stablehlo.subtract %stages.1.blocks.2.norm.g, %7531 : tensor<192xf32>
    %7533 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7534 = stablehlo.multiply %7533, %4812 : tensor<192xf32>
    %7535 = stablehlo.subtract %stages.1.blocks.2.norm.b, %7534 : tensor<192xf32>
    %7536 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %7537 = stablehlo.multiply %7536, %7244 : tensor<192x768xf32>
    %7538 = stablehlo.subtract %stages.1.blocks.2.fc1.w, %7537 : tensor<192x768xf32>
    %7539 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7540 = stablehlo.multiply %7539, %4850 : tensor<768xf32>
    %7541 = stablehlo.subtract %stages.1.blocks.2.fc1.b, %7540 : tensor<768xf32>
    %7542 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %7543 = stablehlo.multiply %7542, %7247 : tensor<768x192xf32>
    %7544 = stablehlo.subtract %stages.1.blocks.2.fc2.w, %7543 : tensor<768x192xf32>
    %7545 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7546 = stablehlo.multiply %7545, %4888 : tensor<192xf32>
    %7547 = stablehlo.subtract %stages.1.blocks.2.fc2.b, %7546 : tensor<192xf32>
    %7548 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7549 = stablehlo.multiply %7548, %4907 : tensor<192xf32>
    %7550 = stablehlo.subtract %stages.1.blocks.2.gamma, %7549 : tensor<192xf32>
    %7551 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7552 = stablehlo.multiply %7551, %4926 : tensor<192xf32>
    %7553 = stablehlo.subtract %stages.2.down.norm.g, %7552 : tensor<192xf32>
    %7554 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7555 = stablehlo.multiply %7554, %4945 : tensor<192xf32>
    %7556 = stablehlo.subtract %stages.2.down.norm.b, %7555 : tensor<192xf32>
    %7557 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x192x384xf32>
    %7558 = stablehlo.multiply %7557, %7250 : tensor<2x2x192x384xf32>
    %7559 = stablehlo.subtract %stages.2.down.conv.w, %7558 : tensor<2x2x192x384xf32>
    %7560 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7561 = stablehlo.multiply %7560, %4983 : tensor<384xf32>
    %7562 = stablehlo.subtract %stages.2.down.conv.b, %7561 : tensor<384xf32>
    %7563 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %7564 = stablehlo.multiply %7563, %7253 : tensor<7x7x1x384xf32>
    %7565 = stablehlo.subtract %stages.2.blocks.0.dwconv.w, %7564 : tensor<7x7x1x384xf32>
    %7566 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7567 = stablehlo.multiply %7566, %5021 : tensor<384xf32>
    %7568 = stablehlo.subtract %stages.2.blocks.0.dwconv.b, %7567 : tensor<384xf32>
    %7569 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7570 = stablehlo.multiply %7569, %5040 : tensor<384xf32>
    %7571 = stablehlo.subtract %stages.2.blocks.0.norm.g, %7570 : tensor<384xf32>
    %7572 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7573 = stablehlo.multiply %7572, %5059 : tensor<384xf32>
    %7574 = stablehlo.subtract %stages.2.blocks.0.norm.b, %7573 : tensor<384xf32>
    %7575 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %7576 = stablehlo.multiply %7575, %7256 : tensor<384x1536xf32>
    %7577 = stablehlo.subtract %stages.2.blocks.0.fc1.w, %7576 : tensor<384x1536xf32>
    %7578 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %7579 = stablehlo.multiply %7578, %5097 : tensor<1536xf32>
    %7580 = stablehlo.subtract %stages.2.blocks.0.fc1.b, %7579 : tensor<1536xf32>
    %7581 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %7582 = stablehlo.multiply %7581, %7259 : tensor<1536x384xf32>
    %7583 = stablehlo.subtract %stages.2.blocks.0.fc2.w, %7582 : tensor<1536x384xf32>
    %7584 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7585 = stablehlo.multiply %7584, %5135 : tensor<384xf32>
    %7586 = stablehlo.subtract %stages.2.blocks.0.fc2.b, %7585 : tensor<384xf32>
    %7587 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7588 = stablehlo.multiply %7587, %5154 : tensor<384xf32>
    %7589 = stablehlo.subtract %stages.2.blocks.0.gamma, %7588 : tensor<384xf32>
    %7590 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %7591 = stablehlo.multiply %7590, %7262 : tensor<7x7x1x384xf32>
    %7592 = stablehlo.subtract %stages.2.blocks.1.dwconv.w, %7591 : tensor<7x7x1x384xf32>
    %7593 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7594 = stablehlo.multiply %7593, %5192 : tensor<384xf32>
    %7595 = stablehlo.subtract %stages.2.blocks.1.dwconv.b, %7594 : tensor<384xf32>
    %7596 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7597 = stablehlo.multiply %7596, %5211 : tensor<384xf32>
    %7598 = stablehlo.subtract %stages.2.blocks.1.norm.g, %7597 : tensor<384xf32>
    %7599 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7600 = stablehlo.multiply %7599, %5230 : tensor<384xf32>
    %7601 = stablehlo.subtract %stages.2.blocks.1.norm.b, %7600 : tensor<384xf32>
    %7602 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %7603 = stablehlo.multiply %7602, %7265 : tensor<384x1536xf32>
    %7604 = stablehlo.subtract %stages.2.blocks.1.fc1.w, %7603 : tensor<384x1536xf32>
    %7605 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %7606 = stablehlo.multiply %7605, %5268 : tensor<1536xf32>
    %7607 = stablehlo.subtract %stages.2.blocks.1.fc1.b, %7606 : tensor<1536xf32>
    %7608 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %7609 = stablehlo.multiply %7608, %7268 : tensor<1536x384xf32>
    %7610 = stablehlo.subtract %stages.2.blocks.1.fc2.w, %7609 : tensor<1536x384xf32>
    %7611 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7612 = stablehlo.multiply %7611, %5306 : tensor<384xf32>
    %7613 = stablehlo.subtract %stages.2.blocks.1.fc2.b, %7612 : tensor<384xf32>
    %7614 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7615 = stablehlo.multiply %7614, %5325 : tensor<384xf32>
    %7616 = stablehlo.subtract %stages.2.blocks.1.gamma, %7615 : tensor<384xf32>
    %7617 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %7618 = stablehlo.multiply %7617, %7271 : tensor<7x7x1x384xf32>
    %7619 = stablehlo.subtract %stages.2.blocks.2.dwconv.w, %7618 : tensor<7x7x1x384xf32>
    %7620 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7621 = stablehlo.multiply %7620, %5363 : tensor<384xf32>
    %7622 = stablehlo.subtract %stages.2.blocks.2.dwconv.b, %7621 : tensor<384xf32>
    %7623 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7624 = stablehlo.multiply %7623, %5382 : tensor<384xf32>
    %7625 = stablehlo.subtract %stages.2.blocks.2.norm.g, %7624 : tensor<384xf32>
    %7626 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7627 = stablehlo.multiply %7626, %5401 : tensor<384xf32>
    %7628 = stablehlo.subtract %stages.2.blocks.2.norm.b, %7627 : tensor<384xf32>
    %7629 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %7630 = stablehlo.multiply %7629, %7274 : tensor<384x1536xf32>
    %7631 = stablehlo.subtract %stages.2.blocks.2.fc1.w, %7630 : tensor<384x1536xf32>
    %7632 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %7633 = stablehlo.multiply %7632, %5439 : tensor<1536xf32>
    %7634 = stablehlo.subtract %stages.2.blocks.2.fc1.b, %7633 : tensor<1536xf32>
    %7635 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %7636 = stablehlo.multiply %7635, %7277 : tensor<1536x384xf32>
    %7637 = stablehlo.subtract %stages.2.blocks.2.fc2.w, %7636 : tensor<1536x384xf32>
    %7638 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7639 = stablehlo.multiply %7638, %5477 : tensor<384xf32>
    %7640 = stablehlo.subtract %stages.2.blocks.2.fc2.b, %7639 : tensor<384xf32>
    %7641 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7642 = stablehlo.multiply %7641, %5496 : tensor<384xf32>
    %7643 = stablehlo.subtract %stages.2.blocks.2.gamma, %7642 : tensor<384xf32>
    %7644 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %7645 = stablehlo.multiply %7644, %7280 : tensor<7x7x1x384xf32>
    %7646 = stablehlo.subtract %stages.2.blocks.3.dwconv.w, %7645 : tensor<7x7x1x384xf32>
    %7647 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7648 = stablehlo.multiply %7647, %5534 : tensor<384xf32>
    %7649 = stablehlo.subtract %stages.2.blocks.3.dwconv.b, %7648 : tensor<384xf32>
    %7650 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7651 = stablehlo.multiply %7650, %5553 : tensor<384xf32>
    %7652 = stablehlo.subtract %stages.2.blocks.3.norm.g, %7651 : tensor<384xf32>
    %7653 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7654 = stablehlo.multiply %7653, %5572 : tensor<384xf32>
    %7655 = stablehlo.subtract %stages.2.blocks.3.norm.b, %7654 : tensor<384xf32>
    %7656 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %7657 = stablehlo.multiply %7656, %7283 : tensor<384x1536xf32>
    %7658 = stablehlo.subtract %stages.2.blocks.3.fc1.w, %7657 : tensor<384x1536xf32>
    %7659 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %7660 = stablehlo.multiply %7659, %5610 : tensor<1536xf32>
    %7661 = stablehlo.subtract %stages.2.blocks.3.fc1.b, %7660 : tensor<1536xf32>
    %7662 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %7663 = stablehlo.multiply %7662, %7286 : tensor<1536x384xf32>
    %7664 = stablehlo.subtract %stages.2.blocks.3.fc2.w, %7663 : tensor<1536x384xf32>
    %7665 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7666 = stablehlo.multiply %7665, %5648 : tensor<384xf32>
    %7667 = stablehlo.subtract %stages.2.blocks.3.fc2.b, %7666 : tensor<384xf32>
    %7668 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7669 = stablehlo.multiply %7668, %5667 : tensor<384xf32>
    %7670 = stablehlo.subtract %stages.2.blocks.3.gamma, %7669 : tensor<384xf32>
    %7671 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %7672 = stablehlo.multiply %7671, %7289 : tensor<7x7x1x384xf32>
    %7673 = stablehlo.subtract %stages.2.blocks.4.dwconv.w, %7672 : tensor<7x7x1x384xf32>
    %7674 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7675 = stablehlo.multiply %7674, %5705 : tensor<384xf32>
    %7676 = stablehlo.subtract %stages.2.blocks.4.dwconv.b, %7675 : tensor<384xf32>
    %7677 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7678 = stablehlo.multiply %7677, %5724 : tensor<384xf32>
    %7679 = stablehlo.subtract %stages.2.blocks.4.norm.g, %7678 : tensor<384xf32>
    %7680 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7681 = stablehlo.multiply %7680, %5743 : tensor<384xf32>
    %7682 = stablehlo.subtract %stages.2.blocks.4.norm.b, %7681 : tensor<384xf32>
    %7683 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %7684 = stablehlo.multiply %7683, %7292 : tensor<384x1536xf32>
    %7685 = stablehlo.subtract %stages.2.blocks.4.fc1.w, %7684 : tensor<384x1536xf32>
    %7686 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %7687 = stablehlo.multiply %7686, %5781 : tensor<1536xf32>
    %7688 = stablehlo.subtract %stages.2.blocks.4.fc1.b, %7687 : tensor<1536xf32>
    %7689 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %7690 = stablehlo.multiply %7689, %7295 : tensor<1536x384xf32>
    %7691 = stablehlo.subtract %stages.2.blocks.4.fc2.w, %7690 : tensor<1536x384xf32>
    %7692 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7693 = stablehlo.multiply %7692, %5819 : tensor<384xf32>
    %7694 = stablehlo.subtract %stages.2.blocks.4.fc2.b, %7693 : tensor<384xf32>
    %7695 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7696 = stablehlo.multiply %7695, %5838 : tensor<384xf32>
    %7697 = stablehlo.subtract %stages.2.blocks.4.gamma, %7696 : tensor<384xf32>
    %7698 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %7699 = stablehlo.multiply %7698, %7298 : tensor<7x7x1x384xf32>
    %7700 = stablehlo.subtract %stages.2.blocks.5.dwconv.w, %7699 : tensor<7x7x1x384xf32>
    %7701 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7702 = stablehlo.multiply %7701, %5876 : tensor<384xf32>
    %7703 = stablehlo.subtract %stages.2.blocks.5.dwconv.b, %7702 : tensor<384xf32>
    %7704 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7705 = stablehlo.multiply %7704, %5895 : tensor<384xf32>
    %7706 = stablehlo.subtract %stages.2.blocks.5.norm.g, %7705 : tensor<384xf32>
    %7707 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7708 = stablehlo.multiply %7707, %5914 : tensor<384xf32>
    %7709 = stablehlo.subtract %stages.2.blocks.5.norm.b, %7708 : tensor<384xf32>
    %7710 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %7711 = stablehlo.multiply %7710, %7301 : tensor<384x1536xf32>
    %7712 = stablehlo.subtract %stages.2.blocks.5.fc1.w, %7711 : tensor<384x1536xf32>
    %7713 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %7714 = stablehlo.multiply %7713, %5952 : tensor<1536xf32>
    %7715 = stablehlo.subtract %stages.2.blocks.5.fc1.b, %7714 : tensor<1536xf32>
    %7716 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %7717 = stablehlo.multiply %7716, %7304 : tensor<1536x384xf32>
    %7718 = stablehlo.subtract %stages.2.blocks.5.fc2.w, %7717 : tensor<1536x384xf32>
    %7719 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7720 = stablehlo.multiply %7719, %5990 : tensor<384xf32>
    %7721 = stablehlo.subtract %stages.2.blocks.5.fc2.b, %7720 : tensor<384xf32>
    %7722 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7723 = stablehlo.multiply %7722, %6009 : tensor<384xf32>
    %7724 = stablehlo.subtract %stages.2.blocks.5.gamma, %7723 : tensor<384xf32>
    %7725 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %7726 = stablehlo.multiply %7725, %7307 : tensor<7x7x1x384xf32>
    %7727 = stablehlo.subtract %stages.2.blocks.6.dwconv.w, %7726 : tensor<7x7x1x384xf32>
    %7728 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7729 = stablehlo.multiply %7728, %6047 : tensor<384xf32>
    %7730 = stablehlo.subtract %stages.2.blocks.6.dwconv.b, %7729 : tensor<384xf32>
    %7731 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7732 = stablehlo.multiply %7731, %6066 : tensor<384xf32>
    %7733 = stablehlo.subtract %stages.2.blocks.6.norm.g, %7732 : tensor<384xf32>
    %7734 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7735 = stablehlo.multiply %7734, %6085 : tensor<384xf32>
    %7736 = stablehlo.subtract %stages.2.blocks.6.norm.b, %7735 : tensor<384xf32>
    %7737 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %7738 = stablehlo.multiply %7737, %7310 : tensor<384x1536xf32>
    %7739 = stablehlo.subtract %stages.2.blocks.6.fc1.w, %7738 : tensor<384x1536xf32>
    %7740 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %7741 = stablehlo.multiply %7740, %6123 : tensor<1536xf32>
    %7742 = stablehlo.subtract %stages.2.blocks.6.fc1.b, %7741 : tensor<1536xf32>
    %7743 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %7744 = stablehlo.multiply %7743, %7313 : tensor<1536x384xf32>
    %7745 = stablehlo.subtract %stages.2.blocks.6.fc2.w, %7744 : tensor<1536x384xf32>
    %7746 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7747 = stablehlo.multiply %7746, %6161 : tensor<384xf32>
    %7748 = stablehlo.subtract %stages.2.blocks.6.fc2.b, %7747 : tensor<384xf32>
    %7749 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7750 = stablehlo.multiply %7749, %6180 : tensor<384xf32>
    %7751 = stablehlo.subtract %stages.2.blocks.6.gamma, %7750 : tensor<384xf32>
    %7752 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %7753 = stablehlo.multiply %7752, %7316 : tensor<7x7x1x384xf32>
    %7754 = stablehlo.subtract %stages.2.blocks.7.dwconv.w, %7753 : tensor<7x7x1x384xf32>
    %7755 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7756 = stablehlo.multiply %7755, %6218 : tensor<384xf32>
    %7757 = stablehlo.subtract %stages.2.blocks.7.dwconv.b, %7756 : tensor<384xf32>
    %7758 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7759 = stablehlo.multiply %7758, %6237 : tensor<384xf32>
    %7760 = stablehlo.subtract %stages.2.blocks.7.norm.g, %7759 : tensor<384xf32>
    %7761 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7762 = stablehlo.multiply %7761, %6256 : tensor<384xf32>
    %7763 = stablehlo.subtract %stages.2.blocks.7.norm.b, %7762 : tensor<384xf32>
    %7764 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %7765 = stablehlo.multiply %7764, %7319 : tensor<384x1536xf32>
    %7766 = stablehlo.subtract %stages.2.blocks.7.fc1.w, %7765 : tensor<384x1536xf32>
    %7767 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %7768 = stablehlo.multiply %7767, %6294 : tensor<1536xf32>
    %7769 = stablehlo.subtract %stages.2.blocks.7.fc1.b, %7768 : tensor<1536xf32>
    %7770 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %7771 = stablehlo.multiply %7770, %7322 : tensor<1536x384xf32>
    %7772 = stablehlo.subtract %stages.2.blocks.7.fc2.w, %7771 : tensor<1536x384xf32>
    %7773 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7774 = stablehlo.multiply %7773, %6332 : tensor<384xf32>
    %7775 = stablehlo.subtract %stages.2.blocks.7.fc2.b, %7774 : tensor<384xf32>
    %7776 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7777 = stablehlo.multiply %7776, %6351 : tensor<384xf32>
    %7778 = stablehlo.subtract %stages.2.blocks.7.gamma, %7777 : tensor<384xf32>
    %7779 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %7780 = stablehlo.multiply %7779, %7325 : tensor<7x7x1x384xf32>
    %7781 = stablehlo.subtract %stages.2.blocks.8.dwconv.w, %7780 : tensor<7x7x1x384xf32>
    %7782 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7783 = stablehlo.multiply %7782, %6389 : tensor<384xf32>
    %7784 = stablehlo.subtract %stages.2.blocks.8.dwconv.b, %7783 : tensor<384xf32>
    %7785 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7786 = stablehlo.multiply %7785, %6408 : tensor<384xf32>
    %7787 = stablehlo.subtract %stages.2.blocks.8.norm.g, %7786 : tensor<384xf32>
    %7788 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7789 = stablehlo.multiply %7788, %6427 : tensor<384xf32>
    %7790 = stablehlo.subtract %stages.2.blocks.8.norm.b, %7789 : tensor<384xf32>
    %7791 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %7792 = stablehlo.multiply %7791, %7328 : tensor<384x1536xf32>
    %7793 = stablehlo.subtract %stages.2.blocks.8.fc1.w, %7792 : tensor<384x1536xf32>
    %7794 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %7795 = stablehlo.multiply %7794, %6465 : tensor<1536xf32>
    %7796 = stablehlo.subtract %stages.2.blocks.8.fc1.b, %7795 : tensor<1536xf32>
    %7797 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %7798 = stablehlo.multiply %7797, %7331 : tensor<1536x384xf32>
    %7799 = stablehlo.subtract %stages.2.blocks.8.fc2.w, %7798 : tensor<1536x384xf32>
    %7800 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7801 = stablehlo.multiply %7800, %6503 : tensor<384xf32>
    %7802 = stablehlo.subtract %stages.2.blocks.8.fc2.b, %7801 : tensor<384xf32>
    %7803 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7804 = stablehlo.multiply %7803, %6522 : tensor<384xf32>
    %7805 = stablehlo.subtract %stages.2.blocks.8.gamma, %7804 : tensor<384xf32>
    %7806 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7807 = stablehlo.multiply %7806, %6541 : tensor<384xf32>
    %7808 = stablehlo.subtract %stages.3.down.norm.g, %7807 : tensor<384xf32>
    %7809 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7810 = stablehlo.multiply %7809, %6560 : tensor<384xf32>
    %7811 = stablehlo.subtract %stages.3.down.norm.b, %7810 : tensor<384xf32>
    %7812 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x384x768xf32>
    %7813 = stablehlo.multiply %7812, %7334 : tensor<2x2x384x768xf32>
    %7814 = stablehlo.subtract %stages.3.down.conv.w, %7813 : tensor<2x2x384x768xf32>
    %7815 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7816 = stablehlo.multiply %7815, %6598 : tensor<768xf32>
    %7817 = stablehlo.subtract %stages.3.down.conv.b, %7816 : tensor<768xf32>
    %7818 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x768xf32>
    %7819 = stablehlo.multiply %7818, %7337 : tensor<7x7x1x768xf32>
    %7820 = stablehlo.subtract %stages.3.blocks.0.dwconv.w, %7819 : tensor<7x7x1x768xf32>
    %7821 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7822 = stablehlo.multiply %7821, %6636 : tensor<768xf32>
    %7823 = stablehlo.subtract %stages.3.blocks.0.dwconv.b, %7822 : tensor<768xf32>
    %7824 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7825 = stablehlo.multiply %7824, %6655 : tensor<768xf32>
    %7826 = stablehlo.subtract %stages.3.blocks.0.norm.g, %7825 : tensor<768xf32>
    %7827 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7828 = stablehlo.multiply %7827, %6674 : tensor<768xf32>
    %7829 = stablehlo.subtract %stages.3.blocks.0.norm.b, %7828 : tensor<768xf32>
    %7830 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x3072xf32>
    %7831 = stablehlo.multiply %7830, %7340 : tensor<768x3072xf32>
    %7832 = stablehlo.subtract %stages.3.blocks.0.fc1.w, %7831 : tensor<768x3072xf32>
    %7833 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072xf32>
    %7834 = stablehlo.multiply %7833, %6712 : tensor<3072xf32>
    %7835 = stablehlo.subtract %stages.3.blocks.0.fc1.b, %7834 : tensor<3072xf32>
    %7836 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072x768xf32>
    %7837 = stablehlo.multiply %7836, %7343 : tensor<3072x768xf32>
    %7838 = stablehlo.subtract %stages.3.blocks.0.fc2.w, %7837 : tensor<3072x768xf32>
    %7839 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7840 = stablehlo.multiply %7839, %6750 : tensor<768xf32>
    %7841 = stablehlo.subtract %stages.3.blocks.0.fc2.b, %7840 : tensor<768xf32>
    %7842 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7843 = stablehlo.multiply %7842, %6769 : tensor<768xf32>
    %7844 = stablehlo.subtract %stages.3.blocks.0.gamma, %7843 : tensor<768xf32>
    %7845 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x768xf32>
    %7846 = stablehlo.multiply %7845, %7346 : tensor<7x7x1x768xf32>
    %7847 = stablehlo.subtract %stages.3.blocks.1.dwconv.w, %7846 : tensor<7x7x1x768xf32>
    %7848 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7849 = stablehlo.multiply %7848, %6807 : tensor<768xf32>
    %7850 = stablehlo.subtract %stages.3.blocks.1.dwconv.b, %7849 : tensor<768xf32>
    %7851 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7852 = stablehlo.multiply %7851, %6826 : tensor<768xf32>
    %7853 = stablehlo.subtract %stages.3.blocks.1.norm.g, %7852 : tensor<768xf32>
    %7854 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7855 = stablehlo.multiply %7854, %6845 : tensor<768xf32>
    %7856 = stablehlo.subtract %stages.3.blocks.1.norm.b, %7855 : tensor<768xf32>
    %7857 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x3072xf32>
    %7858 = stablehlo.multiply %7857, %7349 : tensor<768x3072xf32>
    %7859 = stablehlo.subtract %stages.3.blocks.1.fc1.w, %7858 : tensor<768x3072xf32>
    %7860 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072xf32>
    %7861 = stablehlo.multiply %7860, %6883 : tensor<3072xf32>
    %7862 = stablehlo.subtract %stages.3.blocks.1.fc1.b, %7861 : tensor<3072xf32>
    %7863 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072x768xf32>
    %7864 = stablehlo.multiply %7863, %7352 : tensor<3072x768xf32>
    %7865 = stablehlo.subtract %stages.3.blocks.1.fc2.w, %7864 : tensor<3072x768xf32>
    %7866 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7867 = stablehlo.multiply %7866, %6921 : tensor<768xf32>
    %7868 = stablehlo.subtract %stages.3.blocks.1.fc2.b, %7867 : tensor<768xf32>
    %7869 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7870 = stablehlo.multiply %7869, %6940 : tensor<768xf32>
    %7871 = stablehlo.subtract %stages.3.blocks.1.gamma, %7870 : tensor<768xf32>
    %7872 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x768xf32>
    %7873 = stablehlo.multiply %7872, %7355 : tensor<7x7x1x768xf32>
    %7874 = stablehlo.subtract %stages.3.blocks.2.dwconv.w, %7873 : tensor<7x7x1x768xf32>
    %7875 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7876 = stablehlo.multiply %7875, %6978 : tensor<768xf32>
    %7877 = stablehlo.subtract %stages.3.blocks.2.dwconv.b, %7876 : tensor<768xf32>
    %7878 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7879 = stablehlo.multiply %7878, %6997 : tensor<768xf32>
    %7880 = stablehlo.subtract %stages.3.blocks.2.norm.g, %7879 : tensor<768xf32>
    %7881 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7882 = stablehlo.multiply %7881, %7016 : tensor<768xf32>
    %7883 = stablehlo.subtract %stages.3.blocks.2.norm.b, %7882 : tensor<768xf32>
    %7884 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x3072xf32>
    %7885 = stablehlo.multiply %7884, %7358 : tensor<768x3072xf32>
    %7886 = stablehlo.subtract %stages.3.blocks.2.fc1.w, %7885 : tensor<768x3072xf32>
    %7887 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072xf32>
    %7888 = stablehlo.multiply %7887, %7054 : tensor<3072xf32>
    %7889 = stablehlo.subtract %stages.3.blocks.2.fc1.b, %7888 : tensor<3072xf32>
    %7890 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072x768xf32>
    %7891 = stablehlo.multiply %7890, %7361 : tensor<3072x768xf32>
    %7892 = stablehlo.subtract %stages.3.blocks.2.fc2.w, %7891 : tensor<3072x768xf32>
    %7893 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7894 = stablehlo.multiply %7893, %7092 : tensor<768xf32>
    %7895 = stablehlo.subtract %stages.3.blocks.2.fc2.b, %7894 : tensor<768xf32>
    %7896 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7897 = stablehlo.multiply %7896, %7111 : tensor<768xf32>
    %7898 = stablehlo.subtract %stages.3.blocks.2.gamma, %7897 : tensor<768xf32>
    %7899 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7900 = stablehlo.multiply %7899, %7130 : tensor<768xf32>
    %7901 = stablehlo.subtract %head.norm.g, %7900 : tensor<768xf32>
    %7902 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7903 = stablehlo.multiply %7902, %7149 : tensor<768xf32>
    %7904 = stablehlo.subtract %head.norm.b, %7903 : tensor<768xf32>
    %7905 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x1000xf32>
    %7906 = stablehlo.multiply %7905, %7364 : tensor<768x1000xf32>
    %7907 = stablehlo.subtract %head.fc.w, %7906 : tensor<768x1000xf32>
    %7908 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1000xf32>
    %7909 = stablehlo.multiply %7908, %7187 : tensor<1000xf32>
    %7910 = stablehlo.subtract %head.fc.b, %7909 : tensor<1000xf32>
    "func.return"(%7367, %7370, %7373, %7376, %7379, %7382, %7385, %7388, %7391, %7394, %7397, %7400, %7403, %7406, %7409, %7412, %7415, %7418, %7421, %7424, %7427, %7430, %7433, %7436, %7439, %7442, %7445, %7448, %7451, %7454, %7457, %7460, %7463, %7466, %7469, %7472, %7475, %7478, %7481, %7484, %7487, %7490, %7493, %7496, %7499, %7502, %7505, %7508, %7511, %7514, %7517, %7520, %7523, %7526, %7529, %7532, %7535, %7538, %7541, %7544, %7547, %7550, %7553, %7556, %7559, %7562, %7565, %7568, %7571, %7574, %7577, %7580, %7583, %7586, %7589, %7592, %7595, %7598, %7601, %7604, %7607, %7610, %7613, %7616, %7619, %7622, %7625, %7628, %7631, %7634, %7637, %7640, %7643, %7646, %7649, %7652, %7655, %7658, %7661, %7664, %7667, %7670, %7673, %7676, %7679, %7682, %7685, %7688, %7691, %7694, %7697, %7700, %7703, %7706, %7709, %7712, %7715, %7718, %7721, %7724, %7727, %7730, %7733, %7736, %7739, %7742, %7745, %7748, %7751, %7754, %7757, %7760, %7763, %7766, %7769, %7772, %7775, %7778, %7781, %7784, %7787, %7790, %7793, %7796, %7799, %7802, %7805, %7808, %7811, %7814, %7817, %7820, %7823, %7826, %7829, %7832, %7835, %7838, %7841, %7844, %7847, %7850, %7853, %7856, %7859, %7862, %7865, %7868, %7871, %7874, %7877, %7880, %7883, %7886, %7889, %7892, %7895, %7898, %7901, %7904, %7907, %7910, %3734, %3753, %3772, %3791, %3810, %3829, %3848, %3867, %3886, %3905, %3924, %3943, %3962, %3981, %4000, %4019, %4038, %4057, %4076, %4095, %4114, %4133, %4152, %4171, %4190, %4209, %4228, %4247, %4266, %4285, %4304, %4323, %4342, %4361, %4380, %4399, %4418, %4437, %4456, %4475, %4494, %4513, %4532, %4551, %4570, %4589, %4608, %4627, %4646, %4665, %4684, %4703, %4722, %4741, %4760, %4779, %4798, %4817, %4836, %4855, %4874, %4893, %4912, %4931, %4950, %4969, %4988, %5007, %5026, %5045, %5064, %5083, %5102, %5121, %5140, %5159, %5178, %5197, %5216, %5235, %5254, %5273, %5292, %5311, %5330, %5349, %5368, %5387, %5406, %5425, %5444, %5463, %5482, %5501, %5520, %5539, %5558, %5577, %5596, %5615, %5634, %5653, %5672, %5691, %5710, %5729, %5748, %5767, %5786, %5805, %5824, %5843, %5862, %5881, %5900, %5919, %5938, %5957, %5976, %5995, %6014, %6033, %6052, %6071, %6090, %6109, %6128, %6147, %6166, %6185, %6204, %6223, %6242, %6261, %6280, %6299, %6318, %6337, %6356, %6375, %6394, %6413, %6432, %6451, %6470, %6489, %6508, %6527, %6546, %6565, %6584, %6603, %6622, %6641, %6660, %6679, %6698, %6717, %6736, %6755, %6774, %6793, %6812, %6831, %6850, %6869, %6888, %6907, %6926, %6945, %6964, %6983, %7002, %7021, %7040, %7059, %7078, %7097, %7116, %7135, %7154, %7173, %3740, %3759, %3778, %3797, %3816, %3835, %3854, %3873, %3892, %3911, %3930, %3949, %3968, %3987, %4006, %4025, %4044, %4063, %4082, %4101, %4120, %4139, %4158, %4177, %4196, %4215, %4234, %4253, %4272, %4291, %4310, %4329, %4348, %4367, %4386, %4405, %4424, %4443, %4462, %4481, %4500, %4519, %4538, %4557, %4576, %4595, %4614, %4633, %4652, %4671, %4690, %4709, %4728, %4747, %4766, %4785, %4804, %4823, %4842, %4861, %4880, %4899, %4918, %4937, %4956, %4975, %4994, %5013, %5032, %5051, %5070, %5089, %5108, %5127, %5146, %5165, %5184, %5203, %5222, %5241, %5260, %5279, %5298, %5317, %5336, %5355, %5374, %5393, %5412, %5431, %5450, %5469, %5488, %5507, %5526, %5545, %5564, %5583, %5602, %5621, %5640, %5659, %5678, %5697, %5716, %5735, %5754, %5773, %5792, %5811, %5830, %5849, %5868, %5887, %5906, %5925, %5944, %5963, %5982, %6001, %6020, %6039, %6058, %6077, %6096, %6115, %6134, %6153, %6172, %6191, %6210, %6229, %6248, %6267, %6286, %6305, %6324, %6343, %6362, %6381, %6400, %6419, %6438, %6457, %6476, %6495, %6514, %6533, %6552, %6571, %6590, %6609, %6628, %6647, %6666, %6685, %6704, %6723, %6742, %6761, %6780, %6799, %6818, %6837, %6856, %6875, %6894, %6913, %6932, %6951, %6970, %6989, %7008, %7027, %7046, %7065, %7084, %7103, %7122, %7141, %7160, %7179, %912, %2817) : (tensor<4x4x3x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<7x7x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x384xf32>, tensor<384xf32>, tensor<384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<7x7x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x384xf32>, tensor<384xf32>, tensor<384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<7x7x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x384xf32>, tensor<384xf32>, tensor<384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<2x2x96x192xf32>, tensor<192xf32>, tensor<7x7x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<7x7x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<7x7x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<2x2x192x384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<2x2x384x768xf32>, tensor<768xf32>, tensor<7x7x1x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<7x7x1x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<7x7x1x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x1000xf32>, tensor<1000xf32>, tensor<4x4x3x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<7x7x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x384xf32>, tensor<384xf32>, tensor<384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<7x7x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x384xf32>, tensor<384xf32>, tensor<384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<7x7x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x384xf32>, tensor<384xf32>, tensor<384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<2x2x96x192xf32>, tensor<192xf32>, tensor<7x7x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<7x7x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<7x7x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<2x2x192x384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<2x2x384x768xf32>, tensor<768xf32>, tensor<7x7x1x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<7x7x1x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<7x7x1x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x1000xf32>, tensor<1000xf32>, tensor<4x4x3x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<7x7x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x384xf32>, tensor<384xf32>, tensor<384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<7x7x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x384xf32>, tensor<384xf32>, tensor<384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<7x7x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x384xf32>, tensor<384xf32>, tensor<384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<2x2x96x192xf32>, tensor<192xf32>, tensor<7x7x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<7x7x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<7x7x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<2x2x192x384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<2x2x384x768xf32>, tensor<768xf32>, tensor<7x7x1x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<7x7x1x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<7x7x1x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x1000xf32>, tensor<1000xf32>, tensor<f32>, tensor<f32>) -> ()
  }
}

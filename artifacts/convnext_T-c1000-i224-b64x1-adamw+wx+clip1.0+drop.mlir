// hlocert 0.1.0 render: convnext_T-c1000-i224-b64x1-adamw+wx+clip1.0+drop
// model: ConvNeXt-T  classes: 1000  image: 224  batch per replica: 64  replicas: 1
// variant: adamw+wx+clip1.0+drop  gelu: erf
// lowerings: depthwise convolution (the default on iree-cpu, xla-gpu, iree-gpu); patchify convolution (the default on xla-cpu, xla-gpu, iree-gpu)
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
// content sha256: e75c9e302d10b0a87d63222610749a13597e0c6add205f3f05c89cbe98906b10
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
    %951 = "stablehlo.dot_general"(%856, %946) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x7x7x3072xf32>, tensor<64x7x7x768xf32>) -> tensor<3072x768xf32>
    %952 = stablehlo.constant dense<0.0> : tensor<f32>
    %953 = "stablehlo.reduce"(%946, %952) ({
    ^bb0(%_r57a: tensor<f32>, %_r57b: tensor<f32>):
      %_r57c = stablehlo.add %_r57a, %_r57b : tensor<f32>
      "stablehlo.return"(%_r57c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<768xf32>
    %954 = stablehlo.constant dense<0.5> : tensor<64x7x7x3072xf32>
    %955 = stablehlo.multiply %853, %954 : tensor<64x7x7x3072xf32>
    %956 = stablehlo.multiply %850, %850 : tensor<64x7x7x3072xf32>
    %957 = stablehlo.negate %956 : tensor<64x7x7x3072xf32>
    %958 = stablehlo.exponential %957 : tensor<64x7x7x3072xf32>
    %959 = stablehlo.constant dense<0.3989423> : tensor<64x7x7x3072xf32>
    %960 = stablehlo.multiply %958, %959 : tensor<64x7x7x3072xf32>
    %961 = stablehlo.multiply %848, %960 : tensor<64x7x7x3072xf32>
    %962 = stablehlo.add %955, %961 : tensor<64x7x7x3072xf32>
    %963 = stablehlo.multiply %950, %962 : tensor<64x7x7x3072xf32>
    %964 = "stablehlo.dot_general"(%963, %stages.3.blocks.2.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x7x7x3072xf32>, tensor<768x3072xf32>) -> tensor<64x7x7x768xf32>
    %965 = "stablehlo.dot_general"(%845, %963) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x7x7x768xf32>, tensor<64x7x7x3072xf32>) -> tensor<768x3072xf32>
    %966 = stablehlo.constant dense<0.0> : tensor<f32>
    %967 = "stablehlo.reduce"(%963, %966) ({
    ^bb0(%_r58a: tensor<f32>, %_r58b: tensor<f32>):
      %_r58c = stablehlo.add %_r58a, %_r58b : tensor<f32>
      "stablehlo.return"(%_r58c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7x3072xf32>, tensor<f32>) -> tensor<3072xf32>
    %968 = stablehlo.multiply %964, %842 : tensor<64x7x7x768xf32>
    %969 = stablehlo.constant dense<0.0> : tensor<f32>
    %970 = "stablehlo.reduce"(%968, %969) ({
    ^bb0(%_r59a: tensor<f32>, %_r59b: tensor<f32>):
      %_r59c = stablehlo.add %_r59a, %_r59b : tensor<f32>
      "stablehlo.return"(%_r59c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<64x7x7xf32>
    %971 = stablehlo.constant dense<768.0> : tensor<64x7x7xf32>
    %972 = stablehlo.divide %970, %971 : tensor<64x7x7xf32>
    %973 = "stablehlo.broadcast_in_dim"(%972) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7xf32>) -> tensor<64x7x7x768xf32>
    %974 = stablehlo.subtract %968, %973 : tensor<64x7x7x768xf32>
    %975 = stablehlo.multiply %968, %841 : tensor<64x7x7x768xf32>
    %976 = stablehlo.constant dense<0.0> : tensor<f32>
    %977 = "stablehlo.reduce"(%975, %976) ({
    ^bb0(%_r60a: tensor<f32>, %_r60b: tensor<f32>):
      %_r60c = stablehlo.add %_r60a, %_r60b : tensor<f32>
      "stablehlo.return"(%_r60c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<64x7x7xf32>
    %978 = stablehlo.constant dense<768.0> : tensor<64x7x7xf32>
    %979 = stablehlo.divide %977, %978 : tensor<64x7x7xf32>
    %980 = "stablehlo.broadcast_in_dim"(%979) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7xf32>) -> tensor<64x7x7x768xf32>
    %981 = stablehlo.multiply %841, %980 : tensor<64x7x7x768xf32>
    %982 = stablehlo.subtract %974, %981 : tensor<64x7x7x768xf32>
    %983 = stablehlo.multiply %840, %982 : tensor<64x7x7x768xf32>
    %984 = stablehlo.multiply %964, %841 : tensor<64x7x7x768xf32>
    %985 = stablehlo.constant dense<0.0> : tensor<f32>
    %986 = "stablehlo.reduce"(%984, %985) ({
    ^bb0(%_r61a: tensor<f32>, %_r61b: tensor<f32>):
      %_r61c = stablehlo.add %_r61a, %_r61b : tensor<f32>
      "stablehlo.return"(%_r61c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<768xf32>
    %987 = stablehlo.constant dense<0.0> : tensor<f32>
    %988 = "stablehlo.reduce"(%964, %987) ({
    ^bb0(%_r62a: tensor<f32>, %_r62b: tensor<f32>):
      %_r62c = stablehlo.add %_r62a, %_r62b : tensor<f32>
      "stablehlo.return"(%_r62c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<768xf32>
    %989 = "stablehlo.reverse"(%stages.3.blocks.2.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x768xf32>) -> tensor<7x7x1x768xf32>
    %990 = "stablehlo.convolution"(%983, %989) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 768 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x7x7x768xf32>, tensor<7x7x1x768xf32>) -> tensor<64x7x7x768xf32>
    %991 = "stablehlo.convolution"(%822, %983) {batch_group_count = 768 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x7x7x768xf32>, tensor<64x7x7x768xf32>) -> tensor<7x7x1x768xf32>
    %992 = stablehlo.constant dense<0.0> : tensor<f32>
    %993 = "stablehlo.reduce"(%983, %992) ({
    ^bb0(%_r63a: tensor<f32>, %_r63b: tensor<f32>):
      %_r63c = stablehlo.add %_r63a, %_r63b : tensor<f32>
      "stablehlo.return"(%_r63c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<768xf32>
    %994 = stablehlo.add %990, %944 : tensor<64x7x7x768xf32>
    %995 = stablehlo.multiply %994, %820 : tensor<64x7x7x768xf32>
    %996 = stablehlo.multiply %995, %817 : tensor<64x7x7x768xf32>
    %997 = stablehlo.multiply %995, %816 : tensor<64x7x7x768xf32>
    %998 = stablehlo.constant dense<0.0> : tensor<f32>
    %999 = "stablehlo.reduce"(%997, %998) ({
    ^bb0(%_r64a: tensor<f32>, %_r64b: tensor<f32>):
      %_r64c = stablehlo.add %_r64a, %_r64b : tensor<f32>
      "stablehlo.return"(%_r64c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1000 = "stablehlo.dot_general"(%996, %stages.3.blocks.1.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x7x7x768xf32>, tensor<3072x768xf32>) -> tensor<64x7x7x3072xf32>
    %1001 = "stablehlo.dot_general"(%813, %996) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x7x7x3072xf32>, tensor<64x7x7x768xf32>) -> tensor<3072x768xf32>
    %1002 = stablehlo.constant dense<0.0> : tensor<f32>
    %1003 = "stablehlo.reduce"(%996, %1002) ({
    ^bb0(%_r65a: tensor<f32>, %_r65b: tensor<f32>):
      %_r65c = stablehlo.add %_r65a, %_r65b : tensor<f32>
      "stablehlo.return"(%_r65c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1004 = stablehlo.constant dense<0.5> : tensor<64x7x7x3072xf32>
    %1005 = stablehlo.multiply %810, %1004 : tensor<64x7x7x3072xf32>
    %1006 = stablehlo.multiply %807, %807 : tensor<64x7x7x3072xf32>
    %1007 = stablehlo.negate %1006 : tensor<64x7x7x3072xf32>
    %1008 = stablehlo.exponential %1007 : tensor<64x7x7x3072xf32>
    %1009 = stablehlo.constant dense<0.3989423> : tensor<64x7x7x3072xf32>
    %1010 = stablehlo.multiply %1008, %1009 : tensor<64x7x7x3072xf32>
    %1011 = stablehlo.multiply %805, %1010 : tensor<64x7x7x3072xf32>
    %1012 = stablehlo.add %1005, %1011 : tensor<64x7x7x3072xf32>
    %1013 = stablehlo.multiply %1000, %1012 : tensor<64x7x7x3072xf32>
    %1014 = "stablehlo.dot_general"(%1013, %stages.3.blocks.1.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x7x7x3072xf32>, tensor<768x3072xf32>) -> tensor<64x7x7x768xf32>
    %1015 = "stablehlo.dot_general"(%802, %1013) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x7x7x768xf32>, tensor<64x7x7x3072xf32>) -> tensor<768x3072xf32>
    %1016 = stablehlo.constant dense<0.0> : tensor<f32>
    %1017 = "stablehlo.reduce"(%1013, %1016) ({
    ^bb0(%_r66a: tensor<f32>, %_r66b: tensor<f32>):
      %_r66c = stablehlo.add %_r66a, %_r66b : tensor<f32>
      "stablehlo.return"(%_r66c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7x3072xf32>, tensor<f32>) -> tensor<3072xf32>
    %1018 = stablehlo.multiply %1014, %799 : tensor<64x7x7x768xf32>
    %1019 = stablehlo.constant dense<0.0> : tensor<f32>
    %1020 = "stablehlo.reduce"(%1018, %1019) ({
    ^bb0(%_r67a: tensor<f32>, %_r67b: tensor<f32>):
      %_r67c = stablehlo.add %_r67a, %_r67b : tensor<f32>
      "stablehlo.return"(%_r67c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<64x7x7xf32>
    %1021 = stablehlo.constant dense<768.0> : tensor<64x7x7xf32>
    %1022 = stablehlo.divide %1020, %1021 : tensor<64x7x7xf32>
    %1023 = "stablehlo.broadcast_in_dim"(%1022) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7xf32>) -> tensor<64x7x7x768xf32>
    %1024 = stablehlo.subtract %1018, %1023 : tensor<64x7x7x768xf32>
    %1025 = stablehlo.multiply %1018, %798 : tensor<64x7x7x768xf32>
    %1026 = stablehlo.constant dense<0.0> : tensor<f32>
    %1027 = "stablehlo.reduce"(%1025, %1026) ({
    ^bb0(%_r68a: tensor<f32>, %_r68b: tensor<f32>):
      %_r68c = stablehlo.add %_r68a, %_r68b : tensor<f32>
      "stablehlo.return"(%_r68c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<64x7x7xf32>
    %1028 = stablehlo.constant dense<768.0> : tensor<64x7x7xf32>
    %1029 = stablehlo.divide %1027, %1028 : tensor<64x7x7xf32>
    %1030 = "stablehlo.broadcast_in_dim"(%1029) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7xf32>) -> tensor<64x7x7x768xf32>
    %1031 = stablehlo.multiply %798, %1030 : tensor<64x7x7x768xf32>
    %1032 = stablehlo.subtract %1024, %1031 : tensor<64x7x7x768xf32>
    %1033 = stablehlo.multiply %797, %1032 : tensor<64x7x7x768xf32>
    %1034 = stablehlo.multiply %1014, %798 : tensor<64x7x7x768xf32>
    %1035 = stablehlo.constant dense<0.0> : tensor<f32>
    %1036 = "stablehlo.reduce"(%1034, %1035) ({
    ^bb0(%_r69a: tensor<f32>, %_r69b: tensor<f32>):
      %_r69c = stablehlo.add %_r69a, %_r69b : tensor<f32>
      "stablehlo.return"(%_r69c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1037 = stablehlo.constant dense<0.0> : tensor<f32>
    %1038 = "stablehlo.reduce"(%1014, %1037) ({
    ^bb0(%_r70a: tensor<f32>, %_r70b: tensor<f32>):
      %_r70c = stablehlo.add %_r70a, %_r70b : tensor<f32>
      "stablehlo.return"(%_r70c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1039 = "stablehlo.reverse"(%stages.3.blocks.1.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x768xf32>) -> tensor<7x7x1x768xf32>
    %1040 = "stablehlo.convolution"(%1033, %1039) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 768 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x7x7x768xf32>, tensor<7x7x1x768xf32>) -> tensor<64x7x7x768xf32>
    %1041 = "stablehlo.convolution"(%779, %1033) {batch_group_count = 768 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x7x7x768xf32>, tensor<64x7x7x768xf32>) -> tensor<7x7x1x768xf32>
    %1042 = stablehlo.constant dense<0.0> : tensor<f32>
    %1043 = "stablehlo.reduce"(%1033, %1042) ({
    ^bb0(%_r71a: tensor<f32>, %_r71b: tensor<f32>):
      %_r71c = stablehlo.add %_r71a, %_r71b : tensor<f32>
      "stablehlo.return"(%_r71c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1044 = stablehlo.add %1040, %994 : tensor<64x7x7x768xf32>
    %1045 = stablehlo.multiply %1044, %777 : tensor<64x7x7x768xf32>
    %1046 = stablehlo.multiply %1045, %774 : tensor<64x7x7x768xf32>
    %1047 = stablehlo.multiply %1045, %773 : tensor<64x7x7x768xf32>
    %1048 = stablehlo.constant dense<0.0> : tensor<f32>
    %1049 = "stablehlo.reduce"(%1047, %1048) ({
    ^bb0(%_r72a: tensor<f32>, %_r72b: tensor<f32>):
      %_r72c = stablehlo.add %_r72a, %_r72b : tensor<f32>
      "stablehlo.return"(%_r72c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1050 = "stablehlo.dot_general"(%1046, %stages.3.blocks.0.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x7x7x768xf32>, tensor<3072x768xf32>) -> tensor<64x7x7x3072xf32>
    %1051 = "stablehlo.dot_general"(%770, %1046) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x7x7x3072xf32>, tensor<64x7x7x768xf32>) -> tensor<3072x768xf32>
    %1052 = stablehlo.constant dense<0.0> : tensor<f32>
    %1053 = "stablehlo.reduce"(%1046, %1052) ({
    ^bb0(%_r73a: tensor<f32>, %_r73b: tensor<f32>):
      %_r73c = stablehlo.add %_r73a, %_r73b : tensor<f32>
      "stablehlo.return"(%_r73c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1054 = stablehlo.constant dense<0.5> : tensor<64x7x7x3072xf32>
    %1055 = stablehlo.multiply %767, %1054 : tensor<64x7x7x3072xf32>
    %1056 = stablehlo.multiply %764, %764 : tensor<64x7x7x3072xf32>
    %1057 = stablehlo.negate %1056 : tensor<64x7x7x3072xf32>
    %1058 = stablehlo.exponential %1057 : tensor<64x7x7x3072xf32>
    %1059 = stablehlo.constant dense<0.3989423> : tensor<64x7x7x3072xf32>
    %1060 = stablehlo.multiply %1058, %1059 : tensor<64x7x7x3072xf32>
    %1061 = stablehlo.multiply %762, %1060 : tensor<64x7x7x3072xf32>
    %1062 = stablehlo.add %1055, %1061 : tensor<64x7x7x3072xf32>
    %1063 = stablehlo.multiply %1050, %1062 : tensor<64x7x7x3072xf32>
    %1064 = "stablehlo.dot_general"(%1063, %stages.3.blocks.0.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x7x7x3072xf32>, tensor<768x3072xf32>) -> tensor<64x7x7x768xf32>
    %1065 = "stablehlo.dot_general"(%759, %1063) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x7x7x768xf32>, tensor<64x7x7x3072xf32>) -> tensor<768x3072xf32>
    %1066 = stablehlo.constant dense<0.0> : tensor<f32>
    %1067 = "stablehlo.reduce"(%1063, %1066) ({
    ^bb0(%_r74a: tensor<f32>, %_r74b: tensor<f32>):
      %_r74c = stablehlo.add %_r74a, %_r74b : tensor<f32>
      "stablehlo.return"(%_r74c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7x3072xf32>, tensor<f32>) -> tensor<3072xf32>
    %1068 = stablehlo.multiply %1064, %756 : tensor<64x7x7x768xf32>
    %1069 = stablehlo.constant dense<0.0> : tensor<f32>
    %1070 = "stablehlo.reduce"(%1068, %1069) ({
    ^bb0(%_r75a: tensor<f32>, %_r75b: tensor<f32>):
      %_r75c = stablehlo.add %_r75a, %_r75b : tensor<f32>
      "stablehlo.return"(%_r75c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<64x7x7xf32>
    %1071 = stablehlo.constant dense<768.0> : tensor<64x7x7xf32>
    %1072 = stablehlo.divide %1070, %1071 : tensor<64x7x7xf32>
    %1073 = "stablehlo.broadcast_in_dim"(%1072) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7xf32>) -> tensor<64x7x7x768xf32>
    %1074 = stablehlo.subtract %1068, %1073 : tensor<64x7x7x768xf32>
    %1075 = stablehlo.multiply %1068, %755 : tensor<64x7x7x768xf32>
    %1076 = stablehlo.constant dense<0.0> : tensor<f32>
    %1077 = "stablehlo.reduce"(%1075, %1076) ({
    ^bb0(%_r76a: tensor<f32>, %_r76b: tensor<f32>):
      %_r76c = stablehlo.add %_r76a, %_r76b : tensor<f32>
      "stablehlo.return"(%_r76c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<64x7x7xf32>
    %1078 = stablehlo.constant dense<768.0> : tensor<64x7x7xf32>
    %1079 = stablehlo.divide %1077, %1078 : tensor<64x7x7xf32>
    %1080 = "stablehlo.broadcast_in_dim"(%1079) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7xf32>) -> tensor<64x7x7x768xf32>
    %1081 = stablehlo.multiply %755, %1080 : tensor<64x7x7x768xf32>
    %1082 = stablehlo.subtract %1074, %1081 : tensor<64x7x7x768xf32>
    %1083 = stablehlo.multiply %754, %1082 : tensor<64x7x7x768xf32>
    %1084 = stablehlo.multiply %1064, %755 : tensor<64x7x7x768xf32>
    %1085 = stablehlo.constant dense<0.0> : tensor<f32>
    %1086 = "stablehlo.reduce"(%1084, %1085) ({
    ^bb0(%_r77a: tensor<f32>, %_r77b: tensor<f32>):
      %_r77c = stablehlo.add %_r77a, %_r77b : tensor<f32>
      "stablehlo.return"(%_r77c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1087 = stablehlo.constant dense<0.0> : tensor<f32>
    %1088 = "stablehlo.reduce"(%1064, %1087) ({
    ^bb0(%_r78a: tensor<f32>, %_r78b: tensor<f32>):
      %_r78c = stablehlo.add %_r78a, %_r78b : tensor<f32>
      "stablehlo.return"(%_r78c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1089 = "stablehlo.reverse"(%stages.3.blocks.0.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x768xf32>) -> tensor<7x7x1x768xf32>
    %1090 = "stablehlo.convolution"(%1083, %1089) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 768 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x7x7x768xf32>, tensor<7x7x1x768xf32>) -> tensor<64x7x7x768xf32>
    %1091 = "stablehlo.convolution"(%736, %1083) {batch_group_count = 768 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x7x7x768xf32>, tensor<64x7x7x768xf32>) -> tensor<7x7x1x768xf32>
    %1092 = stablehlo.constant dense<0.0> : tensor<f32>
    %1093 = "stablehlo.reduce"(%1083, %1092) ({
    ^bb0(%_r79a: tensor<f32>, %_r79b: tensor<f32>):
      %_r79c = stablehlo.add %_r79a, %_r79b : tensor<f32>
      "stablehlo.return"(%_r79c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1094 = stablehlo.add %1090, %1044 : tensor<64x7x7x768xf32>
    %1095 = "stablehlo.reverse"(%stages.3.down.conv.w) {dimensions = array<i64: 0, 1>} : (tensor<2x2x384x768xf32>) -> tensor<2x2x384x768xf32>
    %1096 = "stablehlo.convolution"(%1094, %1095) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 2, 2>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x7x7x768xf32>, tensor<2x2x384x768xf32>) -> tensor<64x14x14x384xf32>
    %1097 = "stablehlo.convolution"(%733, %1094) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 2, 2>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<64x7x7x768xf32>) -> tensor<2x2x384x768xf32>
    %1098 = stablehlo.constant dense<0.0> : tensor<f32>
    %1099 = "stablehlo.reduce"(%1094, %1098) ({
    ^bb0(%_r80a: tensor<f32>, %_r80b: tensor<f32>):
      %_r80c = stablehlo.add %_r80a, %_r80b : tensor<f32>
      "stablehlo.return"(%_r80c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x7x7x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1100 = stablehlo.multiply %1096, %730 : tensor<64x14x14x384xf32>
    %1101 = stablehlo.constant dense<0.0> : tensor<f32>
    %1102 = "stablehlo.reduce"(%1100, %1101) ({
    ^bb0(%_r81a: tensor<f32>, %_r81b: tensor<f32>):
      %_r81c = stablehlo.add %_r81a, %_r81b : tensor<f32>
      "stablehlo.return"(%_r81c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1103 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1104 = stablehlo.divide %1102, %1103 : tensor<64x14x14xf32>
    %1105 = "stablehlo.broadcast_in_dim"(%1104) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1106 = stablehlo.subtract %1100, %1105 : tensor<64x14x14x384xf32>
    %1107 = stablehlo.multiply %1100, %729 : tensor<64x14x14x384xf32>
    %1108 = stablehlo.constant dense<0.0> : tensor<f32>
    %1109 = "stablehlo.reduce"(%1107, %1108) ({
    ^bb0(%_r82a: tensor<f32>, %_r82b: tensor<f32>):
      %_r82c = stablehlo.add %_r82a, %_r82b : tensor<f32>
      "stablehlo.return"(%_r82c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1110 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1111 = stablehlo.divide %1109, %1110 : tensor<64x14x14xf32>
    %1112 = "stablehlo.broadcast_in_dim"(%1111) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1113 = stablehlo.multiply %729, %1112 : tensor<64x14x14x384xf32>
    %1114 = stablehlo.subtract %1106, %1113 : tensor<64x14x14x384xf32>
    %1115 = stablehlo.multiply %728, %1114 : tensor<64x14x14x384xf32>
    %1116 = stablehlo.multiply %1096, %729 : tensor<64x14x14x384xf32>
    %1117 = stablehlo.constant dense<0.0> : tensor<f32>
    %1118 = "stablehlo.reduce"(%1116, %1117) ({
    ^bb0(%_r83a: tensor<f32>, %_r83b: tensor<f32>):
      %_r83c = stablehlo.add %_r83a, %_r83b : tensor<f32>
      "stablehlo.return"(%_r83c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1119 = stablehlo.constant dense<0.0> : tensor<f32>
    %1120 = "stablehlo.reduce"(%1096, %1119) ({
    ^bb0(%_r84a: tensor<f32>, %_r84b: tensor<f32>):
      %_r84c = stablehlo.add %_r84a, %_r84b : tensor<f32>
      "stablehlo.return"(%_r84c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1121 = stablehlo.multiply %1115, %711 : tensor<64x14x14x384xf32>
    %1122 = stablehlo.multiply %1121, %708 : tensor<64x14x14x384xf32>
    %1123 = stablehlo.multiply %1121, %707 : tensor<64x14x14x384xf32>
    %1124 = stablehlo.constant dense<0.0> : tensor<f32>
    %1125 = "stablehlo.reduce"(%1123, %1124) ({
    ^bb0(%_r85a: tensor<f32>, %_r85b: tensor<f32>):
      %_r85c = stablehlo.add %_r85a, %_r85b : tensor<f32>
      "stablehlo.return"(%_r85c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1126 = "stablehlo.dot_general"(%1122, %stages.2.blocks.8.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x14x14x384xf32>, tensor<1536x384xf32>) -> tensor<64x14x14x1536xf32>
    %1127 = "stablehlo.dot_general"(%704, %1122) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x14x14x1536xf32>, tensor<64x14x14x384xf32>) -> tensor<1536x384xf32>
    %1128 = stablehlo.constant dense<0.0> : tensor<f32>
    %1129 = "stablehlo.reduce"(%1122, %1128) ({
    ^bb0(%_r86a: tensor<f32>, %_r86b: tensor<f32>):
      %_r86c = stablehlo.add %_r86a, %_r86b : tensor<f32>
      "stablehlo.return"(%_r86c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1130 = stablehlo.constant dense<0.5> : tensor<64x14x14x1536xf32>
    %1131 = stablehlo.multiply %701, %1130 : tensor<64x14x14x1536xf32>
    %1132 = stablehlo.multiply %698, %698 : tensor<64x14x14x1536xf32>
    %1133 = stablehlo.negate %1132 : tensor<64x14x14x1536xf32>
    %1134 = stablehlo.exponential %1133 : tensor<64x14x14x1536xf32>
    %1135 = stablehlo.constant dense<0.3989423> : tensor<64x14x14x1536xf32>
    %1136 = stablehlo.multiply %1134, %1135 : tensor<64x14x14x1536xf32>
    %1137 = stablehlo.multiply %696, %1136 : tensor<64x14x14x1536xf32>
    %1138 = stablehlo.add %1131, %1137 : tensor<64x14x14x1536xf32>
    %1139 = stablehlo.multiply %1126, %1138 : tensor<64x14x14x1536xf32>
    %1140 = "stablehlo.dot_general"(%1139, %stages.2.blocks.8.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x14x14x1536xf32>, tensor<384x1536xf32>) -> tensor<64x14x14x384xf32>
    %1141 = "stablehlo.dot_general"(%693, %1139) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x1536xf32>) -> tensor<384x1536xf32>
    %1142 = stablehlo.constant dense<0.0> : tensor<f32>
    %1143 = "stablehlo.reduce"(%1139, %1142) ({
    ^bb0(%_r87a: tensor<f32>, %_r87b: tensor<f32>):
      %_r87c = stablehlo.add %_r87a, %_r87b : tensor<f32>
      "stablehlo.return"(%_r87c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %1144 = stablehlo.multiply %1140, %690 : tensor<64x14x14x384xf32>
    %1145 = stablehlo.constant dense<0.0> : tensor<f32>
    %1146 = "stablehlo.reduce"(%1144, %1145) ({
    ^bb0(%_r88a: tensor<f32>, %_r88b: tensor<f32>):
      %_r88c = stablehlo.add %_r88a, %_r88b : tensor<f32>
      "stablehlo.return"(%_r88c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1147 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1148 = stablehlo.divide %1146, %1147 : tensor<64x14x14xf32>
    %1149 = "stablehlo.broadcast_in_dim"(%1148) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1150 = stablehlo.subtract %1144, %1149 : tensor<64x14x14x384xf32>
    %1151 = stablehlo.multiply %1144, %689 : tensor<64x14x14x384xf32>
    %1152 = stablehlo.constant dense<0.0> : tensor<f32>
    %1153 = "stablehlo.reduce"(%1151, %1152) ({
    ^bb0(%_r89a: tensor<f32>, %_r89b: tensor<f32>):
      %_r89c = stablehlo.add %_r89a, %_r89b : tensor<f32>
      "stablehlo.return"(%_r89c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1154 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1155 = stablehlo.divide %1153, %1154 : tensor<64x14x14xf32>
    %1156 = "stablehlo.broadcast_in_dim"(%1155) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1157 = stablehlo.multiply %689, %1156 : tensor<64x14x14x384xf32>
    %1158 = stablehlo.subtract %1150, %1157 : tensor<64x14x14x384xf32>
    %1159 = stablehlo.multiply %688, %1158 : tensor<64x14x14x384xf32>
    %1160 = stablehlo.multiply %1140, %689 : tensor<64x14x14x384xf32>
    %1161 = stablehlo.constant dense<0.0> : tensor<f32>
    %1162 = "stablehlo.reduce"(%1160, %1161) ({
    ^bb0(%_r90a: tensor<f32>, %_r90b: tensor<f32>):
      %_r90c = stablehlo.add %_r90a, %_r90b : tensor<f32>
      "stablehlo.return"(%_r90c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1163 = stablehlo.constant dense<0.0> : tensor<f32>
    %1164 = "stablehlo.reduce"(%1140, %1163) ({
    ^bb0(%_r91a: tensor<f32>, %_r91b: tensor<f32>):
      %_r91c = stablehlo.add %_r91a, %_r91b : tensor<f32>
      "stablehlo.return"(%_r91c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1165 = "stablehlo.reverse"(%stages.2.blocks.8.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %1166 = "stablehlo.convolution"(%1159, %1165) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<7x7x1x384xf32>) -> tensor<64x14x14x384xf32>
    %1167 = "stablehlo.convolution"(%670, %1159) {batch_group_count = 384 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x384xf32>) -> tensor<7x7x1x384xf32>
    %1168 = stablehlo.constant dense<0.0> : tensor<f32>
    %1169 = "stablehlo.reduce"(%1159, %1168) ({
    ^bb0(%_r92a: tensor<f32>, %_r92b: tensor<f32>):
      %_r92c = stablehlo.add %_r92a, %_r92b : tensor<f32>
      "stablehlo.return"(%_r92c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1170 = stablehlo.add %1166, %1115 : tensor<64x14x14x384xf32>
    %1171 = stablehlo.multiply %1170, %668 : tensor<64x14x14x384xf32>
    %1172 = stablehlo.multiply %1171, %665 : tensor<64x14x14x384xf32>
    %1173 = stablehlo.multiply %1171, %664 : tensor<64x14x14x384xf32>
    %1174 = stablehlo.constant dense<0.0> : tensor<f32>
    %1175 = "stablehlo.reduce"(%1173, %1174) ({
    ^bb0(%_r93a: tensor<f32>, %_r93b: tensor<f32>):
      %_r93c = stablehlo.add %_r93a, %_r93b : tensor<f32>
      "stablehlo.return"(%_r93c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1176 = "stablehlo.dot_general"(%1172, %stages.2.blocks.7.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x14x14x384xf32>, tensor<1536x384xf32>) -> tensor<64x14x14x1536xf32>
    %1177 = "stablehlo.dot_general"(%661, %1172) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x14x14x1536xf32>, tensor<64x14x14x384xf32>) -> tensor<1536x384xf32>
    %1178 = stablehlo.constant dense<0.0> : tensor<f32>
    %1179 = "stablehlo.reduce"(%1172, %1178) ({
    ^bb0(%_r94a: tensor<f32>, %_r94b: tensor<f32>):
      %_r94c = stablehlo.add %_r94a, %_r94b : tensor<f32>
      "stablehlo.return"(%_r94c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1180 = stablehlo.constant dense<0.5> : tensor<64x14x14x1536xf32>
    %1181 = stablehlo.multiply %658, %1180 : tensor<64x14x14x1536xf32>
    %1182 = stablehlo.multiply %655, %655 : tensor<64x14x14x1536xf32>
    %1183 = stablehlo.negate %1182 : tensor<64x14x14x1536xf32>
    %1184 = stablehlo.exponential %1183 : tensor<64x14x14x1536xf32>
    %1185 = stablehlo.constant dense<0.3989423> : tensor<64x14x14x1536xf32>
    %1186 = stablehlo.multiply %1184, %1185 : tensor<64x14x14x1536xf32>
    %1187 = stablehlo.multiply %653, %1186 : tensor<64x14x14x1536xf32>
    %1188 = stablehlo.add %1181, %1187 : tensor<64x14x14x1536xf32>
    %1189 = stablehlo.multiply %1176, %1188 : tensor<64x14x14x1536xf32>
    %1190 = "stablehlo.dot_general"(%1189, %stages.2.blocks.7.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x14x14x1536xf32>, tensor<384x1536xf32>) -> tensor<64x14x14x384xf32>
    %1191 = "stablehlo.dot_general"(%650, %1189) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x1536xf32>) -> tensor<384x1536xf32>
    %1192 = stablehlo.constant dense<0.0> : tensor<f32>
    %1193 = "stablehlo.reduce"(%1189, %1192) ({
    ^bb0(%_r95a: tensor<f32>, %_r95b: tensor<f32>):
      %_r95c = stablehlo.add %_r95a, %_r95b : tensor<f32>
      "stablehlo.return"(%_r95c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %1194 = stablehlo.multiply %1190, %647 : tensor<64x14x14x384xf32>
    %1195 = stablehlo.constant dense<0.0> : tensor<f32>
    %1196 = "stablehlo.reduce"(%1194, %1195) ({
    ^bb0(%_r96a: tensor<f32>, %_r96b: tensor<f32>):
      %_r96c = stablehlo.add %_r96a, %_r96b : tensor<f32>
      "stablehlo.return"(%_r96c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1197 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1198 = stablehlo.divide %1196, %1197 : tensor<64x14x14xf32>
    %1199 = "stablehlo.broadcast_in_dim"(%1198) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1200 = stablehlo.subtract %1194, %1199 : tensor<64x14x14x384xf32>
    %1201 = stablehlo.multiply %1194, %646 : tensor<64x14x14x384xf32>
    %1202 = stablehlo.constant dense<0.0> : tensor<f32>
    %1203 = "stablehlo.reduce"(%1201, %1202) ({
    ^bb0(%_r97a: tensor<f32>, %_r97b: tensor<f32>):
      %_r97c = stablehlo.add %_r97a, %_r97b : tensor<f32>
      "stablehlo.return"(%_r97c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1204 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1205 = stablehlo.divide %1203, %1204 : tensor<64x14x14xf32>
    %1206 = "stablehlo.broadcast_in_dim"(%1205) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1207 = stablehlo.multiply %646, %1206 : tensor<64x14x14x384xf32>
    %1208 = stablehlo.subtract %1200, %1207 : tensor<64x14x14x384xf32>
    %1209 = stablehlo.multiply %645, %1208 : tensor<64x14x14x384xf32>
    %1210 = stablehlo.multiply %1190, %646 : tensor<64x14x14x384xf32>
    %1211 = stablehlo.constant dense<0.0> : tensor<f32>
    %1212 = "stablehlo.reduce"(%1210, %1211) ({
    ^bb0(%_r98a: tensor<f32>, %_r98b: tensor<f32>):
      %_r98c = stablehlo.add %_r98a, %_r98b : tensor<f32>
      "stablehlo.return"(%_r98c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1213 = stablehlo.constant dense<0.0> : tensor<f32>
    %1214 = "stablehlo.reduce"(%1190, %1213) ({
    ^bb0(%_r99a: tensor<f32>, %_r99b: tensor<f32>):
      %_r99c = stablehlo.add %_r99a, %_r99b : tensor<f32>
      "stablehlo.return"(%_r99c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1215 = "stablehlo.reverse"(%stages.2.blocks.7.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %1216 = "stablehlo.convolution"(%1209, %1215) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<7x7x1x384xf32>) -> tensor<64x14x14x384xf32>
    %1217 = "stablehlo.convolution"(%627, %1209) {batch_group_count = 384 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x384xf32>) -> tensor<7x7x1x384xf32>
    %1218 = stablehlo.constant dense<0.0> : tensor<f32>
    %1219 = "stablehlo.reduce"(%1209, %1218) ({
    ^bb0(%_r100a: tensor<f32>, %_r100b: tensor<f32>):
      %_r100c = stablehlo.add %_r100a, %_r100b : tensor<f32>
      "stablehlo.return"(%_r100c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1220 = stablehlo.add %1216, %1170 : tensor<64x14x14x384xf32>
    %1221 = stablehlo.multiply %1220, %625 : tensor<64x14x14x384xf32>
    %1222 = stablehlo.multiply %1221, %622 : tensor<64x14x14x384xf32>
    %1223 = stablehlo.multiply %1221, %621 : tensor<64x14x14x384xf32>
    %1224 = stablehlo.constant dense<0.0> : tensor<f32>
    %1225 = "stablehlo.reduce"(%1223, %1224) ({
    ^bb0(%_r101a: tensor<f32>, %_r101b: tensor<f32>):
      %_r101c = stablehlo.add %_r101a, %_r101b : tensor<f32>
      "stablehlo.return"(%_r101c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1226 = "stablehlo.dot_general"(%1222, %stages.2.blocks.6.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x14x14x384xf32>, tensor<1536x384xf32>) -> tensor<64x14x14x1536xf32>
    %1227 = "stablehlo.dot_general"(%618, %1222) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x14x14x1536xf32>, tensor<64x14x14x384xf32>) -> tensor<1536x384xf32>
    %1228 = stablehlo.constant dense<0.0> : tensor<f32>
    %1229 = "stablehlo.reduce"(%1222, %1228) ({
    ^bb0(%_r102a: tensor<f32>, %_r102b: tensor<f32>):
      %_r102c = stablehlo.add %_r102a, %_r102b : tensor<f32>
      "stablehlo.return"(%_r102c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1230 = stablehlo.constant dense<0.5> : tensor<64x14x14x1536xf32>
    %1231 = stablehlo.multiply %615, %1230 : tensor<64x14x14x1536xf32>
    %1232 = stablehlo.multiply %612, %612 : tensor<64x14x14x1536xf32>
    %1233 = stablehlo.negate %1232 : tensor<64x14x14x1536xf32>
    %1234 = stablehlo.exponential %1233 : tensor<64x14x14x1536xf32>
    %1235 = stablehlo.constant dense<0.3989423> : tensor<64x14x14x1536xf32>
    %1236 = stablehlo.multiply %1234, %1235 : tensor<64x14x14x1536xf32>
    %1237 = stablehlo.multiply %610, %1236 : tensor<64x14x14x1536xf32>
    %1238 = stablehlo.add %1231, %1237 : tensor<64x14x14x1536xf32>
    %1239 = stablehlo.multiply %1226, %1238 : tensor<64x14x14x1536xf32>
    %1240 = "stablehlo.dot_general"(%1239, %stages.2.blocks.6.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x14x14x1536xf32>, tensor<384x1536xf32>) -> tensor<64x14x14x384xf32>
    %1241 = "stablehlo.dot_general"(%607, %1239) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x1536xf32>) -> tensor<384x1536xf32>
    %1242 = stablehlo.constant dense<0.0> : tensor<f32>
    %1243 = "stablehlo.reduce"(%1239, %1242) ({
    ^bb0(%_r103a: tensor<f32>, %_r103b: tensor<f32>):
      %_r103c = stablehlo.add %_r103a, %_r103b : tensor<f32>
      "stablehlo.return"(%_r103c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %1244 = stablehlo.multiply %1240, %604 : tensor<64x14x14x384xf32>
    %1245 = stablehlo.constant dense<0.0> : tensor<f32>
    %1246 = "stablehlo.reduce"(%1244, %1245) ({
    ^bb0(%_r104a: tensor<f32>, %_r104b: tensor<f32>):
      %_r104c = stablehlo.add %_r104a, %_r104b : tensor<f32>
      "stablehlo.return"(%_r104c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1247 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1248 = stablehlo.divide %1246, %1247 : tensor<64x14x14xf32>
    %1249 = "stablehlo.broadcast_in_dim"(%1248) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1250 = stablehlo.subtract %1244, %1249 : tensor<64x14x14x384xf32>
    %1251 = stablehlo.multiply %1244, %603 : tensor<64x14x14x384xf32>
    %1252 = stablehlo.constant dense<0.0> : tensor<f32>
    %1253 = "stablehlo.reduce"(%1251, %1252) ({
    ^bb0(%_r105a: tensor<f32>, %_r105b: tensor<f32>):
      %_r105c = stablehlo.add %_r105a, %_r105b : tensor<f32>
      "stablehlo.return"(%_r105c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1254 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1255 = stablehlo.divide %1253, %1254 : tensor<64x14x14xf32>
    %1256 = "stablehlo.broadcast_in_dim"(%1255) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1257 = stablehlo.multiply %603, %1256 : tensor<64x14x14x384xf32>
    %1258 = stablehlo.subtract %1250, %1257 : tensor<64x14x14x384xf32>
    %1259 = stablehlo.multiply %602, %1258 : tensor<64x14x14x384xf32>
    %1260 = stablehlo.multiply %1240, %603 : tensor<64x14x14x384xf32>
    %1261 = stablehlo.constant dense<0.0> : tensor<f32>
    %1262 = "stablehlo.reduce"(%1260, %1261) ({
    ^bb0(%_r106a: tensor<f32>, %_r106b: tensor<f32>):
      %_r106c = stablehlo.add %_r106a, %_r106b : tensor<f32>
      "stablehlo.return"(%_r106c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1263 = stablehlo.constant dense<0.0> : tensor<f32>
    %1264 = "stablehlo.reduce"(%1240, %1263) ({
    ^bb0(%_r107a: tensor<f32>, %_r107b: tensor<f32>):
      %_r107c = stablehlo.add %_r107a, %_r107b : tensor<f32>
      "stablehlo.return"(%_r107c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1265 = "stablehlo.reverse"(%stages.2.blocks.6.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %1266 = "stablehlo.convolution"(%1259, %1265) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<7x7x1x384xf32>) -> tensor<64x14x14x384xf32>
    %1267 = "stablehlo.convolution"(%584, %1259) {batch_group_count = 384 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x384xf32>) -> tensor<7x7x1x384xf32>
    %1268 = stablehlo.constant dense<0.0> : tensor<f32>
    %1269 = "stablehlo.reduce"(%1259, %1268) ({
    ^bb0(%_r108a: tensor<f32>, %_r108b: tensor<f32>):
      %_r108c = stablehlo.add %_r108a, %_r108b : tensor<f32>
      "stablehlo.return"(%_r108c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1270 = stablehlo.add %1266, %1220 : tensor<64x14x14x384xf32>
    %1271 = stablehlo.multiply %1270, %582 : tensor<64x14x14x384xf32>
    %1272 = stablehlo.multiply %1271, %579 : tensor<64x14x14x384xf32>
    %1273 = stablehlo.multiply %1271, %578 : tensor<64x14x14x384xf32>
    %1274 = stablehlo.constant dense<0.0> : tensor<f32>
    %1275 = "stablehlo.reduce"(%1273, %1274) ({
    ^bb0(%_r109a: tensor<f32>, %_r109b: tensor<f32>):
      %_r109c = stablehlo.add %_r109a, %_r109b : tensor<f32>
      "stablehlo.return"(%_r109c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1276 = "stablehlo.dot_general"(%1272, %stages.2.blocks.5.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x14x14x384xf32>, tensor<1536x384xf32>) -> tensor<64x14x14x1536xf32>
    %1277 = "stablehlo.dot_general"(%575, %1272) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x14x14x1536xf32>, tensor<64x14x14x384xf32>) -> tensor<1536x384xf32>
    %1278 = stablehlo.constant dense<0.0> : tensor<f32>
    %1279 = "stablehlo.reduce"(%1272, %1278) ({
    ^bb0(%_r110a: tensor<f32>, %_r110b: tensor<f32>):
      %_r110c = stablehlo.add %_r110a, %_r110b : tensor<f32>
      "stablehlo.return"(%_r110c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1280 = stablehlo.constant dense<0.5> : tensor<64x14x14x1536xf32>
    %1281 = stablehlo.multiply %572, %1280 : tensor<64x14x14x1536xf32>
    %1282 = stablehlo.multiply %569, %569 : tensor<64x14x14x1536xf32>
    %1283 = stablehlo.negate %1282 : tensor<64x14x14x1536xf32>
    %1284 = stablehlo.exponential %1283 : tensor<64x14x14x1536xf32>
    %1285 = stablehlo.constant dense<0.3989423> : tensor<64x14x14x1536xf32>
    %1286 = stablehlo.multiply %1284, %1285 : tensor<64x14x14x1536xf32>
    %1287 = stablehlo.multiply %567, %1286 : tensor<64x14x14x1536xf32>
    %1288 = stablehlo.add %1281, %1287 : tensor<64x14x14x1536xf32>
    %1289 = stablehlo.multiply %1276, %1288 : tensor<64x14x14x1536xf32>
    %1290 = "stablehlo.dot_general"(%1289, %stages.2.blocks.5.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x14x14x1536xf32>, tensor<384x1536xf32>) -> tensor<64x14x14x384xf32>
    %1291 = "stablehlo.dot_general"(%564, %1289) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x1536xf32>) -> tensor<384x1536xf32>
    %1292 = stablehlo.constant dense<0.0> : tensor<f32>
    %1293 = "stablehlo.reduce"(%1289, %1292) ({
    ^bb0(%_r111a: tensor<f32>, %_r111b: tensor<f32>):
      %_r111c = stablehlo.add %_r111a, %_r111b : tensor<f32>
      "stablehlo.return"(%_r111c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %1294 = stablehlo.multiply %1290, %561 : tensor<64x14x14x384xf32>
    %1295 = stablehlo.constant dense<0.0> : tensor<f32>
    %1296 = "stablehlo.reduce"(%1294, %1295) ({
    ^bb0(%_r112a: tensor<f32>, %_r112b: tensor<f32>):
      %_r112c = stablehlo.add %_r112a, %_r112b : tensor<f32>
      "stablehlo.return"(%_r112c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1297 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1298 = stablehlo.divide %1296, %1297 : tensor<64x14x14xf32>
    %1299 = "stablehlo.broadcast_in_dim"(%1298) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1300 = stablehlo.subtract %1294, %1299 : tensor<64x14x14x384xf32>
    %1301 = stablehlo.multiply %1294, %560 : tensor<64x14x14x384xf32>
    %1302 = stablehlo.constant dense<0.0> : tensor<f32>
    %1303 = "stablehlo.reduce"(%1301, %1302) ({
    ^bb0(%_r113a: tensor<f32>, %_r113b: tensor<f32>):
      %_r113c = stablehlo.add %_r113a, %_r113b : tensor<f32>
      "stablehlo.return"(%_r113c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1304 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1305 = stablehlo.divide %1303, %1304 : tensor<64x14x14xf32>
    %1306 = "stablehlo.broadcast_in_dim"(%1305) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1307 = stablehlo.multiply %560, %1306 : tensor<64x14x14x384xf32>
    %1308 = stablehlo.subtract %1300, %1307 : tensor<64x14x14x384xf32>
    %1309 = stablehlo.multiply %559, %1308 : tensor<64x14x14x384xf32>
    %1310 = stablehlo.multiply %1290, %560 : tensor<64x14x14x384xf32>
    %1311 = stablehlo.constant dense<0.0> : tensor<f32>
    %1312 = "stablehlo.reduce"(%1310, %1311) ({
    ^bb0(%_r114a: tensor<f32>, %_r114b: tensor<f32>):
      %_r114c = stablehlo.add %_r114a, %_r114b : tensor<f32>
      "stablehlo.return"(%_r114c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1313 = stablehlo.constant dense<0.0> : tensor<f32>
    %1314 = "stablehlo.reduce"(%1290, %1313) ({
    ^bb0(%_r115a: tensor<f32>, %_r115b: tensor<f32>):
      %_r115c = stablehlo.add %_r115a, %_r115b : tensor<f32>
      "stablehlo.return"(%_r115c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1315 = "stablehlo.reverse"(%stages.2.blocks.5.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %1316 = "stablehlo.convolution"(%1309, %1315) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<7x7x1x384xf32>) -> tensor<64x14x14x384xf32>
    %1317 = "stablehlo.convolution"(%541, %1309) {batch_group_count = 384 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x384xf32>) -> tensor<7x7x1x384xf32>
    %1318 = stablehlo.constant dense<0.0> : tensor<f32>
    %1319 = "stablehlo.reduce"(%1309, %1318) ({
    ^bb0(%_r116a: tensor<f32>, %_r116b: tensor<f32>):
      %_r116c = stablehlo.add %_r116a, %_r116b : tensor<f32>
      "stablehlo.return"(%_r116c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1320 = stablehlo.add %1316, %1270 : tensor<64x14x14x384xf32>
    %1321 = stablehlo.multiply %1320, %539 : tensor<64x14x14x384xf32>
    %1322 = stablehlo.multiply %1321, %536 : tensor<64x14x14x384xf32>
    %1323 = stablehlo.multiply %1321, %535 : tensor<64x14x14x384xf32>
    %1324 = stablehlo.constant dense<0.0> : tensor<f32>
    %1325 = "stablehlo.reduce"(%1323, %1324) ({
    ^bb0(%_r117a: tensor<f32>, %_r117b: tensor<f32>):
      %_r117c = stablehlo.add %_r117a, %_r117b : tensor<f32>
      "stablehlo.return"(%_r117c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1326 = "stablehlo.dot_general"(%1322, %stages.2.blocks.4.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x14x14x384xf32>, tensor<1536x384xf32>) -> tensor<64x14x14x1536xf32>
    %1327 = "stablehlo.dot_general"(%532, %1322) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x14x14x1536xf32>, tensor<64x14x14x384xf32>) -> tensor<1536x384xf32>
    %1328 = stablehlo.constant dense<0.0> : tensor<f32>
    %1329 = "stablehlo.reduce"(%1322, %1328) ({
    ^bb0(%_r118a: tensor<f32>, %_r118b: tensor<f32>):
      %_r118c = stablehlo.add %_r118a, %_r118b : tensor<f32>
      "stablehlo.return"(%_r118c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1330 = stablehlo.constant dense<0.5> : tensor<64x14x14x1536xf32>
    %1331 = stablehlo.multiply %529, %1330 : tensor<64x14x14x1536xf32>
    %1332 = stablehlo.multiply %526, %526 : tensor<64x14x14x1536xf32>
    %1333 = stablehlo.negate %1332 : tensor<64x14x14x1536xf32>
    %1334 = stablehlo.exponential %1333 : tensor<64x14x14x1536xf32>
    %1335 = stablehlo.constant dense<0.3989423> : tensor<64x14x14x1536xf32>
    %1336 = stablehlo.multiply %1334, %1335 : tensor<64x14x14x1536xf32>
    %1337 = stablehlo.multiply %524, %1336 : tensor<64x14x14x1536xf32>
    %1338 = stablehlo.add %1331, %1337 : tensor<64x14x14x1536xf32>
    %1339 = stablehlo.multiply %1326, %1338 : tensor<64x14x14x1536xf32>
    %1340 = "stablehlo.dot_general"(%1339, %stages.2.blocks.4.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x14x14x1536xf32>, tensor<384x1536xf32>) -> tensor<64x14x14x384xf32>
    %1341 = "stablehlo.dot_general"(%521, %1339) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x1536xf32>) -> tensor<384x1536xf32>
    %1342 = stablehlo.constant dense<0.0> : tensor<f32>
    %1343 = "stablehlo.reduce"(%1339, %1342) ({
    ^bb0(%_r119a: tensor<f32>, %_r119b: tensor<f32>):
      %_r119c = stablehlo.add %_r119a, %_r119b : tensor<f32>
      "stablehlo.return"(%_r119c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %1344 = stablehlo.multiply %1340, %518 : tensor<64x14x14x384xf32>
    %1345 = stablehlo.constant dense<0.0> : tensor<f32>
    %1346 = "stablehlo.reduce"(%1344, %1345) ({
    ^bb0(%_r120a: tensor<f32>, %_r120b: tensor<f32>):
      %_r120c = stablehlo.add %_r120a, %_r120b : tensor<f32>
      "stablehlo.return"(%_r120c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1347 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1348 = stablehlo.divide %1346, %1347 : tensor<64x14x14xf32>
    %1349 = "stablehlo.broadcast_in_dim"(%1348) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1350 = stablehlo.subtract %1344, %1349 : tensor<64x14x14x384xf32>
    %1351 = stablehlo.multiply %1344, %517 : tensor<64x14x14x384xf32>
    %1352 = stablehlo.constant dense<0.0> : tensor<f32>
    %1353 = "stablehlo.reduce"(%1351, %1352) ({
    ^bb0(%_r121a: tensor<f32>, %_r121b: tensor<f32>):
      %_r121c = stablehlo.add %_r121a, %_r121b : tensor<f32>
      "stablehlo.return"(%_r121c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1354 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1355 = stablehlo.divide %1353, %1354 : tensor<64x14x14xf32>
    %1356 = "stablehlo.broadcast_in_dim"(%1355) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1357 = stablehlo.multiply %517, %1356 : tensor<64x14x14x384xf32>
    %1358 = stablehlo.subtract %1350, %1357 : tensor<64x14x14x384xf32>
    %1359 = stablehlo.multiply %516, %1358 : tensor<64x14x14x384xf32>
    %1360 = stablehlo.multiply %1340, %517 : tensor<64x14x14x384xf32>
    %1361 = stablehlo.constant dense<0.0> : tensor<f32>
    %1362 = "stablehlo.reduce"(%1360, %1361) ({
    ^bb0(%_r122a: tensor<f32>, %_r122b: tensor<f32>):
      %_r122c = stablehlo.add %_r122a, %_r122b : tensor<f32>
      "stablehlo.return"(%_r122c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1363 = stablehlo.constant dense<0.0> : tensor<f32>
    %1364 = "stablehlo.reduce"(%1340, %1363) ({
    ^bb0(%_r123a: tensor<f32>, %_r123b: tensor<f32>):
      %_r123c = stablehlo.add %_r123a, %_r123b : tensor<f32>
      "stablehlo.return"(%_r123c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1365 = "stablehlo.reverse"(%stages.2.blocks.4.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %1366 = "stablehlo.convolution"(%1359, %1365) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<7x7x1x384xf32>) -> tensor<64x14x14x384xf32>
    %1367 = "stablehlo.convolution"(%498, %1359) {batch_group_count = 384 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x384xf32>) -> tensor<7x7x1x384xf32>
    %1368 = stablehlo.constant dense<0.0> : tensor<f32>
    %1369 = "stablehlo.reduce"(%1359, %1368) ({
    ^bb0(%_r124a: tensor<f32>, %_r124b: tensor<f32>):
      %_r124c = stablehlo.add %_r124a, %_r124b : tensor<f32>
      "stablehlo.return"(%_r124c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1370 = stablehlo.add %1366, %1320 : tensor<64x14x14x384xf32>
    %1371 = stablehlo.multiply %1370, %496 : tensor<64x14x14x384xf32>
    %1372 = stablehlo.multiply %1371, %493 : tensor<64x14x14x384xf32>
    %1373 = stablehlo.multiply %1371, %492 : tensor<64x14x14x384xf32>
    %1374 = stablehlo.constant dense<0.0> : tensor<f32>
    %1375 = "stablehlo.reduce"(%1373, %1374) ({
    ^bb0(%_r125a: tensor<f32>, %_r125b: tensor<f32>):
      %_r125c = stablehlo.add %_r125a, %_r125b : tensor<f32>
      "stablehlo.return"(%_r125c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1376 = "stablehlo.dot_general"(%1372, %stages.2.blocks.3.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x14x14x384xf32>, tensor<1536x384xf32>) -> tensor<64x14x14x1536xf32>
    %1377 = "stablehlo.dot_general"(%489, %1372) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x14x14x1536xf32>, tensor<64x14x14x384xf32>) -> tensor<1536x384xf32>
    %1378 = stablehlo.constant dense<0.0> : tensor<f32>
    %1379 = "stablehlo.reduce"(%1372, %1378) ({
    ^bb0(%_r126a: tensor<f32>, %_r126b: tensor<f32>):
      %_r126c = stablehlo.add %_r126a, %_r126b : tensor<f32>
      "stablehlo.return"(%_r126c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1380 = stablehlo.constant dense<0.5> : tensor<64x14x14x1536xf32>
    %1381 = stablehlo.multiply %486, %1380 : tensor<64x14x14x1536xf32>
    %1382 = stablehlo.multiply %483, %483 : tensor<64x14x14x1536xf32>
    %1383 = stablehlo.negate %1382 : tensor<64x14x14x1536xf32>
    %1384 = stablehlo.exponential %1383 : tensor<64x14x14x1536xf32>
    %1385 = stablehlo.constant dense<0.3989423> : tensor<64x14x14x1536xf32>
    %1386 = stablehlo.multiply %1384, %1385 : tensor<64x14x14x1536xf32>
    %1387 = stablehlo.multiply %481, %1386 : tensor<64x14x14x1536xf32>
    %1388 = stablehlo.add %1381, %1387 : tensor<64x14x14x1536xf32>
    %1389 = stablehlo.multiply %1376, %1388 : tensor<64x14x14x1536xf32>
    %1390 = "stablehlo.dot_general"(%1389, %stages.2.blocks.3.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x14x14x1536xf32>, tensor<384x1536xf32>) -> tensor<64x14x14x384xf32>
    %1391 = "stablehlo.dot_general"(%478, %1389) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x1536xf32>) -> tensor<384x1536xf32>
    %1392 = stablehlo.constant dense<0.0> : tensor<f32>
    %1393 = "stablehlo.reduce"(%1389, %1392) ({
    ^bb0(%_r127a: tensor<f32>, %_r127b: tensor<f32>):
      %_r127c = stablehlo.add %_r127a, %_r127b : tensor<f32>
      "stablehlo.return"(%_r127c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %1394 = stablehlo.multiply %1390, %475 : tensor<64x14x14x384xf32>
    %1395 = stablehlo.constant dense<0.0> : tensor<f32>
    %1396 = "stablehlo.reduce"(%1394, %1395) ({
    ^bb0(%_r128a: tensor<f32>, %_r128b: tensor<f32>):
      %_r128c = stablehlo.add %_r128a, %_r128b : tensor<f32>
      "stablehlo.return"(%_r128c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1397 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1398 = stablehlo.divide %1396, %1397 : tensor<64x14x14xf32>
    %1399 = "stablehlo.broadcast_in_dim"(%1398) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1400 = stablehlo.subtract %1394, %1399 : tensor<64x14x14x384xf32>
    %1401 = stablehlo.multiply %1394, %474 : tensor<64x14x14x384xf32>
    %1402 = stablehlo.constant dense<0.0> : tensor<f32>
    %1403 = "stablehlo.reduce"(%1401, %1402) ({
    ^bb0(%_r129a: tensor<f32>, %_r129b: tensor<f32>):
      %_r129c = stablehlo.add %_r129a, %_r129b : tensor<f32>
      "stablehlo.return"(%_r129c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1404 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1405 = stablehlo.divide %1403, %1404 : tensor<64x14x14xf32>
    %1406 = "stablehlo.broadcast_in_dim"(%1405) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1407 = stablehlo.multiply %474, %1406 : tensor<64x14x14x384xf32>
    %1408 = stablehlo.subtract %1400, %1407 : tensor<64x14x14x384xf32>
    %1409 = stablehlo.multiply %473, %1408 : tensor<64x14x14x384xf32>
    %1410 = stablehlo.multiply %1390, %474 : tensor<64x14x14x384xf32>
    %1411 = stablehlo.constant dense<0.0> : tensor<f32>
    %1412 = "stablehlo.reduce"(%1410, %1411) ({
    ^bb0(%_r130a: tensor<f32>, %_r130b: tensor<f32>):
      %_r130c = stablehlo.add %_r130a, %_r130b : tensor<f32>
      "stablehlo.return"(%_r130c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1413 = stablehlo.constant dense<0.0> : tensor<f32>
    %1414 = "stablehlo.reduce"(%1390, %1413) ({
    ^bb0(%_r131a: tensor<f32>, %_r131b: tensor<f32>):
      %_r131c = stablehlo.add %_r131a, %_r131b : tensor<f32>
      "stablehlo.return"(%_r131c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1415 = "stablehlo.reverse"(%stages.2.blocks.3.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %1416 = "stablehlo.convolution"(%1409, %1415) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<7x7x1x384xf32>) -> tensor<64x14x14x384xf32>
    %1417 = "stablehlo.convolution"(%455, %1409) {batch_group_count = 384 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x384xf32>) -> tensor<7x7x1x384xf32>
    %1418 = stablehlo.constant dense<0.0> : tensor<f32>
    %1419 = "stablehlo.reduce"(%1409, %1418) ({
    ^bb0(%_r132a: tensor<f32>, %_r132b: tensor<f32>):
      %_r132c = stablehlo.add %_r132a, %_r132b : tensor<f32>
      "stablehlo.return"(%_r132c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1420 = stablehlo.add %1416, %1370 : tensor<64x14x14x384xf32>
    %1421 = stablehlo.multiply %1420, %453 : tensor<64x14x14x384xf32>
    %1422 = stablehlo.multiply %1421, %450 : tensor<64x14x14x384xf32>
    %1423 = stablehlo.multiply %1421, %449 : tensor<64x14x14x384xf32>
    %1424 = stablehlo.constant dense<0.0> : tensor<f32>
    %1425 = "stablehlo.reduce"(%1423, %1424) ({
    ^bb0(%_r133a: tensor<f32>, %_r133b: tensor<f32>):
      %_r133c = stablehlo.add %_r133a, %_r133b : tensor<f32>
      "stablehlo.return"(%_r133c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1426 = "stablehlo.dot_general"(%1422, %stages.2.blocks.2.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x14x14x384xf32>, tensor<1536x384xf32>) -> tensor<64x14x14x1536xf32>
    %1427 = "stablehlo.dot_general"(%446, %1422) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x14x14x1536xf32>, tensor<64x14x14x384xf32>) -> tensor<1536x384xf32>
    %1428 = stablehlo.constant dense<0.0> : tensor<f32>
    %1429 = "stablehlo.reduce"(%1422, %1428) ({
    ^bb0(%_r134a: tensor<f32>, %_r134b: tensor<f32>):
      %_r134c = stablehlo.add %_r134a, %_r134b : tensor<f32>
      "stablehlo.return"(%_r134c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1430 = stablehlo.constant dense<0.5> : tensor<64x14x14x1536xf32>
    %1431 = stablehlo.multiply %443, %1430 : tensor<64x14x14x1536xf32>
    %1432 = stablehlo.multiply %440, %440 : tensor<64x14x14x1536xf32>
    %1433 = stablehlo.negate %1432 : tensor<64x14x14x1536xf32>
    %1434 = stablehlo.exponential %1433 : tensor<64x14x14x1536xf32>
    %1435 = stablehlo.constant dense<0.3989423> : tensor<64x14x14x1536xf32>
    %1436 = stablehlo.multiply %1434, %1435 : tensor<64x14x14x1536xf32>
    %1437 = stablehlo.multiply %438, %1436 : tensor<64x14x14x1536xf32>
    %1438 = stablehlo.add %1431, %1437 : tensor<64x14x14x1536xf32>
    %1439 = stablehlo.multiply %1426, %1438 : tensor<64x14x14x1536xf32>
    %1440 = "stablehlo.dot_general"(%1439, %stages.2.blocks.2.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x14x14x1536xf32>, tensor<384x1536xf32>) -> tensor<64x14x14x384xf32>
    %1441 = "stablehlo.dot_general"(%435, %1439) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x1536xf32>) -> tensor<384x1536xf32>
    %1442 = stablehlo.constant dense<0.0> : tensor<f32>
    %1443 = "stablehlo.reduce"(%1439, %1442) ({
    ^bb0(%_r135a: tensor<f32>, %_r135b: tensor<f32>):
      %_r135c = stablehlo.add %_r135a, %_r135b : tensor<f32>
      "stablehlo.return"(%_r135c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %1444 = stablehlo.multiply %1440, %432 : tensor<64x14x14x384xf32>
    %1445 = stablehlo.constant dense<0.0> : tensor<f32>
    %1446 = "stablehlo.reduce"(%1444, %1445) ({
    ^bb0(%_r136a: tensor<f32>, %_r136b: tensor<f32>):
      %_r136c = stablehlo.add %_r136a, %_r136b : tensor<f32>
      "stablehlo.return"(%_r136c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1447 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1448 = stablehlo.divide %1446, %1447 : tensor<64x14x14xf32>
    %1449 = "stablehlo.broadcast_in_dim"(%1448) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1450 = stablehlo.subtract %1444, %1449 : tensor<64x14x14x384xf32>
    %1451 = stablehlo.multiply %1444, %431 : tensor<64x14x14x384xf32>
    %1452 = stablehlo.constant dense<0.0> : tensor<f32>
    %1453 = "stablehlo.reduce"(%1451, %1452) ({
    ^bb0(%_r137a: tensor<f32>, %_r137b: tensor<f32>):
      %_r137c = stablehlo.add %_r137a, %_r137b : tensor<f32>
      "stablehlo.return"(%_r137c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1454 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1455 = stablehlo.divide %1453, %1454 : tensor<64x14x14xf32>
    %1456 = "stablehlo.broadcast_in_dim"(%1455) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1457 = stablehlo.multiply %431, %1456 : tensor<64x14x14x384xf32>
    %1458 = stablehlo.subtract %1450, %1457 : tensor<64x14x14x384xf32>
    %1459 = stablehlo.multiply %430, %1458 : tensor<64x14x14x384xf32>
    %1460 = stablehlo.multiply %1440, %431 : tensor<64x14x14x384xf32>
    %1461 = stablehlo.constant dense<0.0> : tensor<f32>
    %1462 = "stablehlo.reduce"(%1460, %1461) ({
    ^bb0(%_r138a: tensor<f32>, %_r138b: tensor<f32>):
      %_r138c = stablehlo.add %_r138a, %_r138b : tensor<f32>
      "stablehlo.return"(%_r138c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1463 = stablehlo.constant dense<0.0> : tensor<f32>
    %1464 = "stablehlo.reduce"(%1440, %1463) ({
    ^bb0(%_r139a: tensor<f32>, %_r139b: tensor<f32>):
      %_r139c = stablehlo.add %_r139a, %_r139b : tensor<f32>
      "stablehlo.return"(%_r139c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1465 = "stablehlo.reverse"(%stages.2.blocks.2.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %1466 = "stablehlo.convolution"(%1459, %1465) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<7x7x1x384xf32>) -> tensor<64x14x14x384xf32>
    %1467 = "stablehlo.convolution"(%412, %1459) {batch_group_count = 384 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x384xf32>) -> tensor<7x7x1x384xf32>
    %1468 = stablehlo.constant dense<0.0> : tensor<f32>
    %1469 = "stablehlo.reduce"(%1459, %1468) ({
    ^bb0(%_r140a: tensor<f32>, %_r140b: tensor<f32>):
      %_r140c = stablehlo.add %_r140a, %_r140b : tensor<f32>
      "stablehlo.return"(%_r140c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1470 = stablehlo.add %1466, %1420 : tensor<64x14x14x384xf32>
    %1471 = stablehlo.multiply %1470, %410 : tensor<64x14x14x384xf32>
    %1472 = stablehlo.multiply %1471, %407 : tensor<64x14x14x384xf32>
    %1473 = stablehlo.multiply %1471, %406 : tensor<64x14x14x384xf32>
    %1474 = stablehlo.constant dense<0.0> : tensor<f32>
    %1475 = "stablehlo.reduce"(%1473, %1474) ({
    ^bb0(%_r141a: tensor<f32>, %_r141b: tensor<f32>):
      %_r141c = stablehlo.add %_r141a, %_r141b : tensor<f32>
      "stablehlo.return"(%_r141c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1476 = "stablehlo.dot_general"(%1472, %stages.2.blocks.1.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x14x14x384xf32>, tensor<1536x384xf32>) -> tensor<64x14x14x1536xf32>
    %1477 = "stablehlo.dot_general"(%403, %1472) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x14x14x1536xf32>, tensor<64x14x14x384xf32>) -> tensor<1536x384xf32>
    %1478 = stablehlo.constant dense<0.0> : tensor<f32>
    %1479 = "stablehlo.reduce"(%1472, %1478) ({
    ^bb0(%_r142a: tensor<f32>, %_r142b: tensor<f32>):
      %_r142c = stablehlo.add %_r142a, %_r142b : tensor<f32>
      "stablehlo.return"(%_r142c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1480 = stablehlo.constant dense<0.5> : tensor<64x14x14x1536xf32>
    %1481 = stablehlo.multiply %400, %1480 : tensor<64x14x14x1536xf32>
    %1482 = stablehlo.multiply %397, %397 : tensor<64x14x14x1536xf32>
    %1483 = stablehlo.negate %1482 : tensor<64x14x14x1536xf32>
    %1484 = stablehlo.exponential %1483 : tensor<64x14x14x1536xf32>
    %1485 = stablehlo.constant dense<0.3989423> : tensor<64x14x14x1536xf32>
    %1486 = stablehlo.multiply %1484, %1485 : tensor<64x14x14x1536xf32>
    %1487 = stablehlo.multiply %395, %1486 : tensor<64x14x14x1536xf32>
    %1488 = stablehlo.add %1481, %1487 : tensor<64x14x14x1536xf32>
    %1489 = stablehlo.multiply %1476, %1488 : tensor<64x14x14x1536xf32>
    %1490 = "stablehlo.dot_general"(%1489, %stages.2.blocks.1.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x14x14x1536xf32>, tensor<384x1536xf32>) -> tensor<64x14x14x384xf32>
    %1491 = "stablehlo.dot_general"(%392, %1489) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x1536xf32>) -> tensor<384x1536xf32>
    %1492 = stablehlo.constant dense<0.0> : tensor<f32>
    %1493 = "stablehlo.reduce"(%1489, %1492) ({
    ^bb0(%_r143a: tensor<f32>, %_r143b: tensor<f32>):
      %_r143c = stablehlo.add %_r143a, %_r143b : tensor<f32>
      "stablehlo.return"(%_r143c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %1494 = stablehlo.multiply %1490, %389 : tensor<64x14x14x384xf32>
    %1495 = stablehlo.constant dense<0.0> : tensor<f32>
    %1496 = "stablehlo.reduce"(%1494, %1495) ({
    ^bb0(%_r144a: tensor<f32>, %_r144b: tensor<f32>):
      %_r144c = stablehlo.add %_r144a, %_r144b : tensor<f32>
      "stablehlo.return"(%_r144c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1497 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1498 = stablehlo.divide %1496, %1497 : tensor<64x14x14xf32>
    %1499 = "stablehlo.broadcast_in_dim"(%1498) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1500 = stablehlo.subtract %1494, %1499 : tensor<64x14x14x384xf32>
    %1501 = stablehlo.multiply %1494, %388 : tensor<64x14x14x384xf32>
    %1502 = stablehlo.constant dense<0.0> : tensor<f32>
    %1503 = "stablehlo.reduce"(%1501, %1502) ({
    ^bb0(%_r145a: tensor<f32>, %_r145b: tensor<f32>):
      %_r145c = stablehlo.add %_r145a, %_r145b : tensor<f32>
      "stablehlo.return"(%_r145c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1504 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1505 = stablehlo.divide %1503, %1504 : tensor<64x14x14xf32>
    %1506 = "stablehlo.broadcast_in_dim"(%1505) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1507 = stablehlo.multiply %388, %1506 : tensor<64x14x14x384xf32>
    %1508 = stablehlo.subtract %1500, %1507 : tensor<64x14x14x384xf32>
    %1509 = stablehlo.multiply %387, %1508 : tensor<64x14x14x384xf32>
    %1510 = stablehlo.multiply %1490, %388 : tensor<64x14x14x384xf32>
    %1511 = stablehlo.constant dense<0.0> : tensor<f32>
    %1512 = "stablehlo.reduce"(%1510, %1511) ({
    ^bb0(%_r146a: tensor<f32>, %_r146b: tensor<f32>):
      %_r146c = stablehlo.add %_r146a, %_r146b : tensor<f32>
      "stablehlo.return"(%_r146c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1513 = stablehlo.constant dense<0.0> : tensor<f32>
    %1514 = "stablehlo.reduce"(%1490, %1513) ({
    ^bb0(%_r147a: tensor<f32>, %_r147b: tensor<f32>):
      %_r147c = stablehlo.add %_r147a, %_r147b : tensor<f32>
      "stablehlo.return"(%_r147c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1515 = "stablehlo.reverse"(%stages.2.blocks.1.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %1516 = "stablehlo.convolution"(%1509, %1515) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<7x7x1x384xf32>) -> tensor<64x14x14x384xf32>
    %1517 = "stablehlo.convolution"(%369, %1509) {batch_group_count = 384 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x384xf32>) -> tensor<7x7x1x384xf32>
    %1518 = stablehlo.constant dense<0.0> : tensor<f32>
    %1519 = "stablehlo.reduce"(%1509, %1518) ({
    ^bb0(%_r148a: tensor<f32>, %_r148b: tensor<f32>):
      %_r148c = stablehlo.add %_r148a, %_r148b : tensor<f32>
      "stablehlo.return"(%_r148c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1520 = stablehlo.add %1516, %1470 : tensor<64x14x14x384xf32>
    %1521 = stablehlo.multiply %1520, %367 : tensor<64x14x14x384xf32>
    %1522 = stablehlo.multiply %1521, %364 : tensor<64x14x14x384xf32>
    %1523 = stablehlo.multiply %1521, %363 : tensor<64x14x14x384xf32>
    %1524 = stablehlo.constant dense<0.0> : tensor<f32>
    %1525 = "stablehlo.reduce"(%1523, %1524) ({
    ^bb0(%_r149a: tensor<f32>, %_r149b: tensor<f32>):
      %_r149c = stablehlo.add %_r149a, %_r149b : tensor<f32>
      "stablehlo.return"(%_r149c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1526 = "stablehlo.dot_general"(%1522, %stages.2.blocks.0.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x14x14x384xf32>, tensor<1536x384xf32>) -> tensor<64x14x14x1536xf32>
    %1527 = "stablehlo.dot_general"(%360, %1522) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x14x14x1536xf32>, tensor<64x14x14x384xf32>) -> tensor<1536x384xf32>
    %1528 = stablehlo.constant dense<0.0> : tensor<f32>
    %1529 = "stablehlo.reduce"(%1522, %1528) ({
    ^bb0(%_r150a: tensor<f32>, %_r150b: tensor<f32>):
      %_r150c = stablehlo.add %_r150a, %_r150b : tensor<f32>
      "stablehlo.return"(%_r150c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1530 = stablehlo.constant dense<0.5> : tensor<64x14x14x1536xf32>
    %1531 = stablehlo.multiply %357, %1530 : tensor<64x14x14x1536xf32>
    %1532 = stablehlo.multiply %354, %354 : tensor<64x14x14x1536xf32>
    %1533 = stablehlo.negate %1532 : tensor<64x14x14x1536xf32>
    %1534 = stablehlo.exponential %1533 : tensor<64x14x14x1536xf32>
    %1535 = stablehlo.constant dense<0.3989423> : tensor<64x14x14x1536xf32>
    %1536 = stablehlo.multiply %1534, %1535 : tensor<64x14x14x1536xf32>
    %1537 = stablehlo.multiply %352, %1536 : tensor<64x14x14x1536xf32>
    %1538 = stablehlo.add %1531, %1537 : tensor<64x14x14x1536xf32>
    %1539 = stablehlo.multiply %1526, %1538 : tensor<64x14x14x1536xf32>
    %1540 = "stablehlo.dot_general"(%1539, %stages.2.blocks.0.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x14x14x1536xf32>, tensor<384x1536xf32>) -> tensor<64x14x14x384xf32>
    %1541 = "stablehlo.dot_general"(%349, %1539) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x1536xf32>) -> tensor<384x1536xf32>
    %1542 = stablehlo.constant dense<0.0> : tensor<f32>
    %1543 = "stablehlo.reduce"(%1539, %1542) ({
    ^bb0(%_r151a: tensor<f32>, %_r151b: tensor<f32>):
      %_r151c = stablehlo.add %_r151a, %_r151b : tensor<f32>
      "stablehlo.return"(%_r151c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %1544 = stablehlo.multiply %1540, %346 : tensor<64x14x14x384xf32>
    %1545 = stablehlo.constant dense<0.0> : tensor<f32>
    %1546 = "stablehlo.reduce"(%1544, %1545) ({
    ^bb0(%_r152a: tensor<f32>, %_r152b: tensor<f32>):
      %_r152c = stablehlo.add %_r152a, %_r152b : tensor<f32>
      "stablehlo.return"(%_r152c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1547 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1548 = stablehlo.divide %1546, %1547 : tensor<64x14x14xf32>
    %1549 = "stablehlo.broadcast_in_dim"(%1548) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1550 = stablehlo.subtract %1544, %1549 : tensor<64x14x14x384xf32>
    %1551 = stablehlo.multiply %1544, %345 : tensor<64x14x14x384xf32>
    %1552 = stablehlo.constant dense<0.0> : tensor<f32>
    %1553 = "stablehlo.reduce"(%1551, %1552) ({
    ^bb0(%_r153a: tensor<f32>, %_r153b: tensor<f32>):
      %_r153c = stablehlo.add %_r153a, %_r153b : tensor<f32>
      "stablehlo.return"(%_r153c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<64x14x14xf32>
    %1554 = stablehlo.constant dense<384.0> : tensor<64x14x14xf32>
    %1555 = stablehlo.divide %1553, %1554 : tensor<64x14x14xf32>
    %1556 = "stablehlo.broadcast_in_dim"(%1555) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14xf32>) -> tensor<64x14x14x384xf32>
    %1557 = stablehlo.multiply %345, %1556 : tensor<64x14x14x384xf32>
    %1558 = stablehlo.subtract %1550, %1557 : tensor<64x14x14x384xf32>
    %1559 = stablehlo.multiply %344, %1558 : tensor<64x14x14x384xf32>
    %1560 = stablehlo.multiply %1540, %345 : tensor<64x14x14x384xf32>
    %1561 = stablehlo.constant dense<0.0> : tensor<f32>
    %1562 = "stablehlo.reduce"(%1560, %1561) ({
    ^bb0(%_r154a: tensor<f32>, %_r154b: tensor<f32>):
      %_r154c = stablehlo.add %_r154a, %_r154b : tensor<f32>
      "stablehlo.return"(%_r154c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1563 = stablehlo.constant dense<0.0> : tensor<f32>
    %1564 = "stablehlo.reduce"(%1540, %1563) ({
    ^bb0(%_r155a: tensor<f32>, %_r155b: tensor<f32>):
      %_r155c = stablehlo.add %_r155a, %_r155b : tensor<f32>
      "stablehlo.return"(%_r155c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1565 = "stablehlo.reverse"(%stages.2.blocks.0.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %1566 = "stablehlo.convolution"(%1559, %1565) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 384 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<7x7x1x384xf32>) -> tensor<64x14x14x384xf32>
    %1567 = "stablehlo.convolution"(%326, %1559) {batch_group_count = 384 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<64x14x14x384xf32>) -> tensor<7x7x1x384xf32>
    %1568 = stablehlo.constant dense<0.0> : tensor<f32>
    %1569 = "stablehlo.reduce"(%1559, %1568) ({
    ^bb0(%_r156a: tensor<f32>, %_r156b: tensor<f32>):
      %_r156c = stablehlo.add %_r156a, %_r156b : tensor<f32>
      "stablehlo.return"(%_r156c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1570 = stablehlo.add %1566, %1520 : tensor<64x14x14x384xf32>
    %1571 = "stablehlo.reverse"(%stages.2.down.conv.w) {dimensions = array<i64: 0, 1>} : (tensor<2x2x192x384xf32>) -> tensor<2x2x192x384xf32>
    %1572 = "stablehlo.convolution"(%1570, %1571) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 2, 2>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x14x14x384xf32>, tensor<2x2x192x384xf32>) -> tensor<64x28x28x192xf32>
    %1573 = "stablehlo.convolution"(%323, %1570) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 2, 2>, window_strides = array<i64: 1, 1>} : (tensor<64x28x28x192xf32>, tensor<64x14x14x384xf32>) -> tensor<2x2x192x384xf32>
    %1574 = stablehlo.constant dense<0.0> : tensor<f32>
    %1575 = "stablehlo.reduce"(%1570, %1574) ({
    ^bb0(%_r157a: tensor<f32>, %_r157b: tensor<f32>):
      %_r157c = stablehlo.add %_r157a, %_r157b : tensor<f32>
      "stablehlo.return"(%_r157c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1576 = stablehlo.multiply %1572, %320 : tensor<64x28x28x192xf32>
    %1577 = stablehlo.constant dense<0.0> : tensor<f32>
    %1578 = "stablehlo.reduce"(%1576, %1577) ({
    ^bb0(%_r158a: tensor<f32>, %_r158b: tensor<f32>):
      %_r158c = stablehlo.add %_r158a, %_r158b : tensor<f32>
      "stablehlo.return"(%_r158c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<64x28x28xf32>
    %1579 = stablehlo.constant dense<192.0> : tensor<64x28x28xf32>
    %1580 = stablehlo.divide %1578, %1579 : tensor<64x28x28xf32>
    %1581 = "stablehlo.broadcast_in_dim"(%1580) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28xf32>) -> tensor<64x28x28x192xf32>
    %1582 = stablehlo.subtract %1576, %1581 : tensor<64x28x28x192xf32>
    %1583 = stablehlo.multiply %1576, %319 : tensor<64x28x28x192xf32>
    %1584 = stablehlo.constant dense<0.0> : tensor<f32>
    %1585 = "stablehlo.reduce"(%1583, %1584) ({
    ^bb0(%_r159a: tensor<f32>, %_r159b: tensor<f32>):
      %_r159c = stablehlo.add %_r159a, %_r159b : tensor<f32>
      "stablehlo.return"(%_r159c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<64x28x28xf32>
    %1586 = stablehlo.constant dense<192.0> : tensor<64x28x28xf32>
    %1587 = stablehlo.divide %1585, %1586 : tensor<64x28x28xf32>
    %1588 = "stablehlo.broadcast_in_dim"(%1587) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28xf32>) -> tensor<64x28x28x192xf32>
    %1589 = stablehlo.multiply %319, %1588 : tensor<64x28x28x192xf32>
    %1590 = stablehlo.subtract %1582, %1589 : tensor<64x28x28x192xf32>
    %1591 = stablehlo.multiply %318, %1590 : tensor<64x28x28x192xf32>
    %1592 = stablehlo.multiply %1572, %319 : tensor<64x28x28x192xf32>
    %1593 = stablehlo.constant dense<0.0> : tensor<f32>
    %1594 = "stablehlo.reduce"(%1592, %1593) ({
    ^bb0(%_r160a: tensor<f32>, %_r160b: tensor<f32>):
      %_r160c = stablehlo.add %_r160a, %_r160b : tensor<f32>
      "stablehlo.return"(%_r160c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1595 = stablehlo.constant dense<0.0> : tensor<f32>
    %1596 = "stablehlo.reduce"(%1572, %1595) ({
    ^bb0(%_r161a: tensor<f32>, %_r161b: tensor<f32>):
      %_r161c = stablehlo.add %_r161a, %_r161b : tensor<f32>
      "stablehlo.return"(%_r161c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1597 = stablehlo.multiply %1591, %301 : tensor<64x28x28x192xf32>
    %1598 = stablehlo.multiply %1597, %298 : tensor<64x28x28x192xf32>
    %1599 = stablehlo.multiply %1597, %297 : tensor<64x28x28x192xf32>
    %1600 = stablehlo.constant dense<0.0> : tensor<f32>
    %1601 = "stablehlo.reduce"(%1599, %1600) ({
    ^bb0(%_r162a: tensor<f32>, %_r162b: tensor<f32>):
      %_r162c = stablehlo.add %_r162a, %_r162b : tensor<f32>
      "stablehlo.return"(%_r162c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1602 = "stablehlo.dot_general"(%1598, %stages.1.blocks.2.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x28x28x192xf32>, tensor<768x192xf32>) -> tensor<64x28x28x768xf32>
    %1603 = "stablehlo.dot_general"(%294, %1598) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x28x28x768xf32>, tensor<64x28x28x192xf32>) -> tensor<768x192xf32>
    %1604 = stablehlo.constant dense<0.0> : tensor<f32>
    %1605 = "stablehlo.reduce"(%1598, %1604) ({
    ^bb0(%_r163a: tensor<f32>, %_r163b: tensor<f32>):
      %_r163c = stablehlo.add %_r163a, %_r163b : tensor<f32>
      "stablehlo.return"(%_r163c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1606 = stablehlo.constant dense<0.5> : tensor<64x28x28x768xf32>
    %1607 = stablehlo.multiply %291, %1606 : tensor<64x28x28x768xf32>
    %1608 = stablehlo.multiply %288, %288 : tensor<64x28x28x768xf32>
    %1609 = stablehlo.negate %1608 : tensor<64x28x28x768xf32>
    %1610 = stablehlo.exponential %1609 : tensor<64x28x28x768xf32>
    %1611 = stablehlo.constant dense<0.3989423> : tensor<64x28x28x768xf32>
    %1612 = stablehlo.multiply %1610, %1611 : tensor<64x28x28x768xf32>
    %1613 = stablehlo.multiply %286, %1612 : tensor<64x28x28x768xf32>
    %1614 = stablehlo.add %1607, %1613 : tensor<64x28x28x768xf32>
    %1615 = stablehlo.multiply %1602, %1614 : tensor<64x28x28x768xf32>
    %1616 = "stablehlo.dot_general"(%1615, %stages.1.blocks.2.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x28x28x768xf32>, tensor<192x768xf32>) -> tensor<64x28x28x192xf32>
    %1617 = "stablehlo.dot_general"(%283, %1615) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x28x28x192xf32>, tensor<64x28x28x768xf32>) -> tensor<192x768xf32>
    %1618 = stablehlo.constant dense<0.0> : tensor<f32>
    %1619 = "stablehlo.reduce"(%1615, %1618) ({
    ^bb0(%_r164a: tensor<f32>, %_r164b: tensor<f32>):
      %_r164c = stablehlo.add %_r164a, %_r164b : tensor<f32>
      "stablehlo.return"(%_r164c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1620 = stablehlo.multiply %1616, %280 : tensor<64x28x28x192xf32>
    %1621 = stablehlo.constant dense<0.0> : tensor<f32>
    %1622 = "stablehlo.reduce"(%1620, %1621) ({
    ^bb0(%_r165a: tensor<f32>, %_r165b: tensor<f32>):
      %_r165c = stablehlo.add %_r165a, %_r165b : tensor<f32>
      "stablehlo.return"(%_r165c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<64x28x28xf32>
    %1623 = stablehlo.constant dense<192.0> : tensor<64x28x28xf32>
    %1624 = stablehlo.divide %1622, %1623 : tensor<64x28x28xf32>
    %1625 = "stablehlo.broadcast_in_dim"(%1624) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28xf32>) -> tensor<64x28x28x192xf32>
    %1626 = stablehlo.subtract %1620, %1625 : tensor<64x28x28x192xf32>
    %1627 = stablehlo.multiply %1620, %279 : tensor<64x28x28x192xf32>
    %1628 = stablehlo.constant dense<0.0> : tensor<f32>
    %1629 = "stablehlo.reduce"(%1627, %1628) ({
    ^bb0(%_r166a: tensor<f32>, %_r166b: tensor<f32>):
      %_r166c = stablehlo.add %_r166a, %_r166b : tensor<f32>
      "stablehlo.return"(%_r166c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<64x28x28xf32>
    %1630 = stablehlo.constant dense<192.0> : tensor<64x28x28xf32>
    %1631 = stablehlo.divide %1629, %1630 : tensor<64x28x28xf32>
    %1632 = "stablehlo.broadcast_in_dim"(%1631) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28xf32>) -> tensor<64x28x28x192xf32>
    %1633 = stablehlo.multiply %279, %1632 : tensor<64x28x28x192xf32>
    %1634 = stablehlo.subtract %1626, %1633 : tensor<64x28x28x192xf32>
    %1635 = stablehlo.multiply %278, %1634 : tensor<64x28x28x192xf32>
    %1636 = stablehlo.multiply %1616, %279 : tensor<64x28x28x192xf32>
    %1637 = stablehlo.constant dense<0.0> : tensor<f32>
    %1638 = "stablehlo.reduce"(%1636, %1637) ({
    ^bb0(%_r167a: tensor<f32>, %_r167b: tensor<f32>):
      %_r167c = stablehlo.add %_r167a, %_r167b : tensor<f32>
      "stablehlo.return"(%_r167c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1639 = stablehlo.constant dense<0.0> : tensor<f32>
    %1640 = "stablehlo.reduce"(%1616, %1639) ({
    ^bb0(%_r168a: tensor<f32>, %_r168b: tensor<f32>):
      %_r168c = stablehlo.add %_r168a, %_r168b : tensor<f32>
      "stablehlo.return"(%_r168c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1641 = "stablehlo.reverse"(%stages.1.blocks.2.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x192xf32>) -> tensor<7x7x1x192xf32>
    %1642 = "stablehlo.convolution"(%1635, %1641) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 192 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x28x28x192xf32>, tensor<7x7x1x192xf32>) -> tensor<64x28x28x192xf32>
    %1643 = "stablehlo.convolution"(%260, %1635) {batch_group_count = 192 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x28x28x192xf32>, tensor<64x28x28x192xf32>) -> tensor<7x7x1x192xf32>
    %1644 = stablehlo.constant dense<0.0> : tensor<f32>
    %1645 = "stablehlo.reduce"(%1635, %1644) ({
    ^bb0(%_r169a: tensor<f32>, %_r169b: tensor<f32>):
      %_r169c = stablehlo.add %_r169a, %_r169b : tensor<f32>
      "stablehlo.return"(%_r169c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1646 = stablehlo.add %1642, %1591 : tensor<64x28x28x192xf32>
    %1647 = stablehlo.multiply %1646, %258 : tensor<64x28x28x192xf32>
    %1648 = stablehlo.multiply %1647, %255 : tensor<64x28x28x192xf32>
    %1649 = stablehlo.multiply %1647, %254 : tensor<64x28x28x192xf32>
    %1650 = stablehlo.constant dense<0.0> : tensor<f32>
    %1651 = "stablehlo.reduce"(%1649, %1650) ({
    ^bb0(%_r170a: tensor<f32>, %_r170b: tensor<f32>):
      %_r170c = stablehlo.add %_r170a, %_r170b : tensor<f32>
      "stablehlo.return"(%_r170c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1652 = "stablehlo.dot_general"(%1648, %stages.1.blocks.1.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x28x28x192xf32>, tensor<768x192xf32>) -> tensor<64x28x28x768xf32>
    %1653 = "stablehlo.dot_general"(%251, %1648) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x28x28x768xf32>, tensor<64x28x28x192xf32>) -> tensor<768x192xf32>
    %1654 = stablehlo.constant dense<0.0> : tensor<f32>
    %1655 = "stablehlo.reduce"(%1648, %1654) ({
    ^bb0(%_r171a: tensor<f32>, %_r171b: tensor<f32>):
      %_r171c = stablehlo.add %_r171a, %_r171b : tensor<f32>
      "stablehlo.return"(%_r171c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1656 = stablehlo.constant dense<0.5> : tensor<64x28x28x768xf32>
    %1657 = stablehlo.multiply %248, %1656 : tensor<64x28x28x768xf32>
    %1658 = stablehlo.multiply %245, %245 : tensor<64x28x28x768xf32>
    %1659 = stablehlo.negate %1658 : tensor<64x28x28x768xf32>
    %1660 = stablehlo.exponential %1659 : tensor<64x28x28x768xf32>
    %1661 = stablehlo.constant dense<0.3989423> : tensor<64x28x28x768xf32>
    %1662 = stablehlo.multiply %1660, %1661 : tensor<64x28x28x768xf32>
    %1663 = stablehlo.multiply %243, %1662 : tensor<64x28x28x768xf32>
    %1664 = stablehlo.add %1657, %1663 : tensor<64x28x28x768xf32>
    %1665 = stablehlo.multiply %1652, %1664 : tensor<64x28x28x768xf32>
    %1666 = "stablehlo.dot_general"(%1665, %stages.1.blocks.1.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x28x28x768xf32>, tensor<192x768xf32>) -> tensor<64x28x28x192xf32>
    %1667 = "stablehlo.dot_general"(%240, %1665) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x28x28x192xf32>, tensor<64x28x28x768xf32>) -> tensor<192x768xf32>
    %1668 = stablehlo.constant dense<0.0> : tensor<f32>
    %1669 = "stablehlo.reduce"(%1665, %1668) ({
    ^bb0(%_r172a: tensor<f32>, %_r172b: tensor<f32>):
      %_r172c = stablehlo.add %_r172a, %_r172b : tensor<f32>
      "stablehlo.return"(%_r172c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1670 = stablehlo.multiply %1666, %237 : tensor<64x28x28x192xf32>
    %1671 = stablehlo.constant dense<0.0> : tensor<f32>
    %1672 = "stablehlo.reduce"(%1670, %1671) ({
    ^bb0(%_r173a: tensor<f32>, %_r173b: tensor<f32>):
      %_r173c = stablehlo.add %_r173a, %_r173b : tensor<f32>
      "stablehlo.return"(%_r173c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<64x28x28xf32>
    %1673 = stablehlo.constant dense<192.0> : tensor<64x28x28xf32>
    %1674 = stablehlo.divide %1672, %1673 : tensor<64x28x28xf32>
    %1675 = "stablehlo.broadcast_in_dim"(%1674) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28xf32>) -> tensor<64x28x28x192xf32>
    %1676 = stablehlo.subtract %1670, %1675 : tensor<64x28x28x192xf32>
    %1677 = stablehlo.multiply %1670, %236 : tensor<64x28x28x192xf32>
    %1678 = stablehlo.constant dense<0.0> : tensor<f32>
    %1679 = "stablehlo.reduce"(%1677, %1678) ({
    ^bb0(%_r174a: tensor<f32>, %_r174b: tensor<f32>):
      %_r174c = stablehlo.add %_r174a, %_r174b : tensor<f32>
      "stablehlo.return"(%_r174c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<64x28x28xf32>
    %1680 = stablehlo.constant dense<192.0> : tensor<64x28x28xf32>
    %1681 = stablehlo.divide %1679, %1680 : tensor<64x28x28xf32>
    %1682 = "stablehlo.broadcast_in_dim"(%1681) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28xf32>) -> tensor<64x28x28x192xf32>
    %1683 = stablehlo.multiply %236, %1682 : tensor<64x28x28x192xf32>
    %1684 = stablehlo.subtract %1676, %1683 : tensor<64x28x28x192xf32>
    %1685 = stablehlo.multiply %235, %1684 : tensor<64x28x28x192xf32>
    %1686 = stablehlo.multiply %1666, %236 : tensor<64x28x28x192xf32>
    %1687 = stablehlo.constant dense<0.0> : tensor<f32>
    %1688 = "stablehlo.reduce"(%1686, %1687) ({
    ^bb0(%_r175a: tensor<f32>, %_r175b: tensor<f32>):
      %_r175c = stablehlo.add %_r175a, %_r175b : tensor<f32>
      "stablehlo.return"(%_r175c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1689 = stablehlo.constant dense<0.0> : tensor<f32>
    %1690 = "stablehlo.reduce"(%1666, %1689) ({
    ^bb0(%_r176a: tensor<f32>, %_r176b: tensor<f32>):
      %_r176c = stablehlo.add %_r176a, %_r176b : tensor<f32>
      "stablehlo.return"(%_r176c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1691 = "stablehlo.reverse"(%stages.1.blocks.1.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x192xf32>) -> tensor<7x7x1x192xf32>
    %1692 = "stablehlo.convolution"(%1685, %1691) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 192 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x28x28x192xf32>, tensor<7x7x1x192xf32>) -> tensor<64x28x28x192xf32>
    %1693 = "stablehlo.convolution"(%217, %1685) {batch_group_count = 192 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x28x28x192xf32>, tensor<64x28x28x192xf32>) -> tensor<7x7x1x192xf32>
    %1694 = stablehlo.constant dense<0.0> : tensor<f32>
    %1695 = "stablehlo.reduce"(%1685, %1694) ({
    ^bb0(%_r177a: tensor<f32>, %_r177b: tensor<f32>):
      %_r177c = stablehlo.add %_r177a, %_r177b : tensor<f32>
      "stablehlo.return"(%_r177c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1696 = stablehlo.add %1692, %1646 : tensor<64x28x28x192xf32>
    %1697 = stablehlo.multiply %1696, %215 : tensor<64x28x28x192xf32>
    %1698 = stablehlo.multiply %1697, %212 : tensor<64x28x28x192xf32>
    %1699 = stablehlo.multiply %1697, %211 : tensor<64x28x28x192xf32>
    %1700 = stablehlo.constant dense<0.0> : tensor<f32>
    %1701 = "stablehlo.reduce"(%1699, %1700) ({
    ^bb0(%_r178a: tensor<f32>, %_r178b: tensor<f32>):
      %_r178c = stablehlo.add %_r178a, %_r178b : tensor<f32>
      "stablehlo.return"(%_r178c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1702 = "stablehlo.dot_general"(%1698, %stages.1.blocks.0.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x28x28x192xf32>, tensor<768x192xf32>) -> tensor<64x28x28x768xf32>
    %1703 = "stablehlo.dot_general"(%208, %1698) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x28x28x768xf32>, tensor<64x28x28x192xf32>) -> tensor<768x192xf32>
    %1704 = stablehlo.constant dense<0.0> : tensor<f32>
    %1705 = "stablehlo.reduce"(%1698, %1704) ({
    ^bb0(%_r179a: tensor<f32>, %_r179b: tensor<f32>):
      %_r179c = stablehlo.add %_r179a, %_r179b : tensor<f32>
      "stablehlo.return"(%_r179c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1706 = stablehlo.constant dense<0.5> : tensor<64x28x28x768xf32>
    %1707 = stablehlo.multiply %205, %1706 : tensor<64x28x28x768xf32>
    %1708 = stablehlo.multiply %202, %202 : tensor<64x28x28x768xf32>
    %1709 = stablehlo.negate %1708 : tensor<64x28x28x768xf32>
    %1710 = stablehlo.exponential %1709 : tensor<64x28x28x768xf32>
    %1711 = stablehlo.constant dense<0.3989423> : tensor<64x28x28x768xf32>
    %1712 = stablehlo.multiply %1710, %1711 : tensor<64x28x28x768xf32>
    %1713 = stablehlo.multiply %200, %1712 : tensor<64x28x28x768xf32>
    %1714 = stablehlo.add %1707, %1713 : tensor<64x28x28x768xf32>
    %1715 = stablehlo.multiply %1702, %1714 : tensor<64x28x28x768xf32>
    %1716 = "stablehlo.dot_general"(%1715, %stages.1.blocks.0.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x28x28x768xf32>, tensor<192x768xf32>) -> tensor<64x28x28x192xf32>
    %1717 = "stablehlo.dot_general"(%197, %1715) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x28x28x192xf32>, tensor<64x28x28x768xf32>) -> tensor<192x768xf32>
    %1718 = stablehlo.constant dense<0.0> : tensor<f32>
    %1719 = "stablehlo.reduce"(%1715, %1718) ({
    ^bb0(%_r180a: tensor<f32>, %_r180b: tensor<f32>):
      %_r180c = stablehlo.add %_r180a, %_r180b : tensor<f32>
      "stablehlo.return"(%_r180c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1720 = stablehlo.multiply %1716, %194 : tensor<64x28x28x192xf32>
    %1721 = stablehlo.constant dense<0.0> : tensor<f32>
    %1722 = "stablehlo.reduce"(%1720, %1721) ({
    ^bb0(%_r181a: tensor<f32>, %_r181b: tensor<f32>):
      %_r181c = stablehlo.add %_r181a, %_r181b : tensor<f32>
      "stablehlo.return"(%_r181c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<64x28x28xf32>
    %1723 = stablehlo.constant dense<192.0> : tensor<64x28x28xf32>
    %1724 = stablehlo.divide %1722, %1723 : tensor<64x28x28xf32>
    %1725 = "stablehlo.broadcast_in_dim"(%1724) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28xf32>) -> tensor<64x28x28x192xf32>
    %1726 = stablehlo.subtract %1720, %1725 : tensor<64x28x28x192xf32>
    %1727 = stablehlo.multiply %1720, %193 : tensor<64x28x28x192xf32>
    %1728 = stablehlo.constant dense<0.0> : tensor<f32>
    %1729 = "stablehlo.reduce"(%1727, %1728) ({
    ^bb0(%_r182a: tensor<f32>, %_r182b: tensor<f32>):
      %_r182c = stablehlo.add %_r182a, %_r182b : tensor<f32>
      "stablehlo.return"(%_r182c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<64x28x28xf32>
    %1730 = stablehlo.constant dense<192.0> : tensor<64x28x28xf32>
    %1731 = stablehlo.divide %1729, %1730 : tensor<64x28x28xf32>
    %1732 = "stablehlo.broadcast_in_dim"(%1731) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28xf32>) -> tensor<64x28x28x192xf32>
    %1733 = stablehlo.multiply %193, %1732 : tensor<64x28x28x192xf32>
    %1734 = stablehlo.subtract %1726, %1733 : tensor<64x28x28x192xf32>
    %1735 = stablehlo.multiply %192, %1734 : tensor<64x28x28x192xf32>
    %1736 = stablehlo.multiply %1716, %193 : tensor<64x28x28x192xf32>
    %1737 = stablehlo.constant dense<0.0> : tensor<f32>
    %1738 = "stablehlo.reduce"(%1736, %1737) ({
    ^bb0(%_r183a: tensor<f32>, %_r183b: tensor<f32>):
      %_r183c = stablehlo.add %_r183a, %_r183b : tensor<f32>
      "stablehlo.return"(%_r183c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1739 = stablehlo.constant dense<0.0> : tensor<f32>
    %1740 = "stablehlo.reduce"(%1716, %1739) ({
    ^bb0(%_r184a: tensor<f32>, %_r184b: tensor<f32>):
      %_r184c = stablehlo.add %_r184a, %_r184b : tensor<f32>
      "stablehlo.return"(%_r184c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1741 = "stablehlo.reverse"(%stages.1.blocks.0.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x192xf32>) -> tensor<7x7x1x192xf32>
    %1742 = "stablehlo.convolution"(%1735, %1741) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 192 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x28x28x192xf32>, tensor<7x7x1x192xf32>) -> tensor<64x28x28x192xf32>
    %1743 = "stablehlo.convolution"(%174, %1735) {batch_group_count = 192 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x28x28x192xf32>, tensor<64x28x28x192xf32>) -> tensor<7x7x1x192xf32>
    %1744 = stablehlo.constant dense<0.0> : tensor<f32>
    %1745 = "stablehlo.reduce"(%1735, %1744) ({
    ^bb0(%_r185a: tensor<f32>, %_r185b: tensor<f32>):
      %_r185c = stablehlo.add %_r185a, %_r185b : tensor<f32>
      "stablehlo.return"(%_r185c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1746 = stablehlo.add %1742, %1696 : tensor<64x28x28x192xf32>
    %1747 = "stablehlo.reverse"(%stages.1.down.conv.w) {dimensions = array<i64: 0, 1>} : (tensor<2x2x96x192xf32>) -> tensor<2x2x96x192xf32>
    %1748 = "stablehlo.convolution"(%1746, %1747) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 2, 2>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x28x28x192xf32>, tensor<2x2x96x192xf32>) -> tensor<64x56x56x96xf32>
    %1749 = "stablehlo.convolution"(%171, %1746) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 2, 2>, window_strides = array<i64: 1, 1>} : (tensor<64x56x56x96xf32>, tensor<64x28x28x192xf32>) -> tensor<2x2x96x192xf32>
    %1750 = stablehlo.constant dense<0.0> : tensor<f32>
    %1751 = "stablehlo.reduce"(%1746, %1750) ({
    ^bb0(%_r186a: tensor<f32>, %_r186b: tensor<f32>):
      %_r186c = stablehlo.add %_r186a, %_r186b : tensor<f32>
      "stablehlo.return"(%_r186c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %1752 = stablehlo.multiply %1748, %168 : tensor<64x56x56x96xf32>
    %1753 = stablehlo.constant dense<0.0> : tensor<f32>
    %1754 = "stablehlo.reduce"(%1752, %1753) ({
    ^bb0(%_r187a: tensor<f32>, %_r187b: tensor<f32>):
      %_r187c = stablehlo.add %_r187a, %_r187b : tensor<f32>
      "stablehlo.return"(%_r187c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<64x56x56xf32>
    %1755 = stablehlo.constant dense<96.0> : tensor<64x56x56xf32>
    %1756 = stablehlo.divide %1754, %1755 : tensor<64x56x56xf32>
    %1757 = "stablehlo.broadcast_in_dim"(%1756) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56xf32>) -> tensor<64x56x56x96xf32>
    %1758 = stablehlo.subtract %1752, %1757 : tensor<64x56x56x96xf32>
    %1759 = stablehlo.multiply %1752, %167 : tensor<64x56x56x96xf32>
    %1760 = stablehlo.constant dense<0.0> : tensor<f32>
    %1761 = "stablehlo.reduce"(%1759, %1760) ({
    ^bb0(%_r188a: tensor<f32>, %_r188b: tensor<f32>):
      %_r188c = stablehlo.add %_r188a, %_r188b : tensor<f32>
      "stablehlo.return"(%_r188c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<64x56x56xf32>
    %1762 = stablehlo.constant dense<96.0> : tensor<64x56x56xf32>
    %1763 = stablehlo.divide %1761, %1762 : tensor<64x56x56xf32>
    %1764 = "stablehlo.broadcast_in_dim"(%1763) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56xf32>) -> tensor<64x56x56x96xf32>
    %1765 = stablehlo.multiply %167, %1764 : tensor<64x56x56x96xf32>
    %1766 = stablehlo.subtract %1758, %1765 : tensor<64x56x56x96xf32>
    %1767 = stablehlo.multiply %166, %1766 : tensor<64x56x56x96xf32>
    %1768 = stablehlo.multiply %1748, %167 : tensor<64x56x56x96xf32>
    %1769 = stablehlo.constant dense<0.0> : tensor<f32>
    %1770 = "stablehlo.reduce"(%1768, %1769) ({
    ^bb0(%_r189a: tensor<f32>, %_r189b: tensor<f32>):
      %_r189c = stablehlo.add %_r189a, %_r189b : tensor<f32>
      "stablehlo.return"(%_r189c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1771 = stablehlo.constant dense<0.0> : tensor<f32>
    %1772 = "stablehlo.reduce"(%1748, %1771) ({
    ^bb0(%_r190a: tensor<f32>, %_r190b: tensor<f32>):
      %_r190c = stablehlo.add %_r190a, %_r190b : tensor<f32>
      "stablehlo.return"(%_r190c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1773 = stablehlo.multiply %1767, %149 : tensor<64x56x56x96xf32>
    %1774 = stablehlo.multiply %1773, %146 : tensor<64x56x56x96xf32>
    %1775 = stablehlo.multiply %1773, %145 : tensor<64x56x56x96xf32>
    %1776 = stablehlo.constant dense<0.0> : tensor<f32>
    %1777 = "stablehlo.reduce"(%1775, %1776) ({
    ^bb0(%_r191a: tensor<f32>, %_r191b: tensor<f32>):
      %_r191c = stablehlo.add %_r191a, %_r191b : tensor<f32>
      "stablehlo.return"(%_r191c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1778 = "stablehlo.dot_general"(%1774, %stages.0.blocks.2.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x56x56x96xf32>, tensor<384x96xf32>) -> tensor<64x56x56x384xf32>
    %1779 = "stablehlo.dot_general"(%142, %1774) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x56x56x384xf32>, tensor<64x56x56x96xf32>) -> tensor<384x96xf32>
    %1780 = stablehlo.constant dense<0.0> : tensor<f32>
    %1781 = "stablehlo.reduce"(%1774, %1780) ({
    ^bb0(%_r192a: tensor<f32>, %_r192b: tensor<f32>):
      %_r192c = stablehlo.add %_r192a, %_r192b : tensor<f32>
      "stablehlo.return"(%_r192c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1782 = stablehlo.constant dense<0.5> : tensor<64x56x56x384xf32>
    %1783 = stablehlo.multiply %139, %1782 : tensor<64x56x56x384xf32>
    %1784 = stablehlo.multiply %136, %136 : tensor<64x56x56x384xf32>
    %1785 = stablehlo.negate %1784 : tensor<64x56x56x384xf32>
    %1786 = stablehlo.exponential %1785 : tensor<64x56x56x384xf32>
    %1787 = stablehlo.constant dense<0.3989423> : tensor<64x56x56x384xf32>
    %1788 = stablehlo.multiply %1786, %1787 : tensor<64x56x56x384xf32>
    %1789 = stablehlo.multiply %134, %1788 : tensor<64x56x56x384xf32>
    %1790 = stablehlo.add %1783, %1789 : tensor<64x56x56x384xf32>
    %1791 = stablehlo.multiply %1778, %1790 : tensor<64x56x56x384xf32>
    %1792 = "stablehlo.dot_general"(%1791, %stages.0.blocks.2.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x56x56x384xf32>, tensor<96x384xf32>) -> tensor<64x56x56x96xf32>
    %1793 = "stablehlo.dot_general"(%131, %1791) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x56x56x96xf32>, tensor<64x56x56x384xf32>) -> tensor<96x384xf32>
    %1794 = stablehlo.constant dense<0.0> : tensor<f32>
    %1795 = "stablehlo.reduce"(%1791, %1794) ({
    ^bb0(%_r193a: tensor<f32>, %_r193b: tensor<f32>):
      %_r193c = stablehlo.add %_r193a, %_r193b : tensor<f32>
      "stablehlo.return"(%_r193c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1796 = stablehlo.multiply %1792, %128 : tensor<64x56x56x96xf32>
    %1797 = stablehlo.constant dense<0.0> : tensor<f32>
    %1798 = "stablehlo.reduce"(%1796, %1797) ({
    ^bb0(%_r194a: tensor<f32>, %_r194b: tensor<f32>):
      %_r194c = stablehlo.add %_r194a, %_r194b : tensor<f32>
      "stablehlo.return"(%_r194c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<64x56x56xf32>
    %1799 = stablehlo.constant dense<96.0> : tensor<64x56x56xf32>
    %1800 = stablehlo.divide %1798, %1799 : tensor<64x56x56xf32>
    %1801 = "stablehlo.broadcast_in_dim"(%1800) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56xf32>) -> tensor<64x56x56x96xf32>
    %1802 = stablehlo.subtract %1796, %1801 : tensor<64x56x56x96xf32>
    %1803 = stablehlo.multiply %1796, %127 : tensor<64x56x56x96xf32>
    %1804 = stablehlo.constant dense<0.0> : tensor<f32>
    %1805 = "stablehlo.reduce"(%1803, %1804) ({
    ^bb0(%_r195a: tensor<f32>, %_r195b: tensor<f32>):
      %_r195c = stablehlo.add %_r195a, %_r195b : tensor<f32>
      "stablehlo.return"(%_r195c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<64x56x56xf32>
    %1806 = stablehlo.constant dense<96.0> : tensor<64x56x56xf32>
    %1807 = stablehlo.divide %1805, %1806 : tensor<64x56x56xf32>
    %1808 = "stablehlo.broadcast_in_dim"(%1807) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56xf32>) -> tensor<64x56x56x96xf32>
    %1809 = stablehlo.multiply %127, %1808 : tensor<64x56x56x96xf32>
    %1810 = stablehlo.subtract %1802, %1809 : tensor<64x56x56x96xf32>
    %1811 = stablehlo.multiply %126, %1810 : tensor<64x56x56x96xf32>
    %1812 = stablehlo.multiply %1792, %127 : tensor<64x56x56x96xf32>
    %1813 = stablehlo.constant dense<0.0> : tensor<f32>
    %1814 = "stablehlo.reduce"(%1812, %1813) ({
    ^bb0(%_r196a: tensor<f32>, %_r196b: tensor<f32>):
      %_r196c = stablehlo.add %_r196a, %_r196b : tensor<f32>
      "stablehlo.return"(%_r196c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1815 = stablehlo.constant dense<0.0> : tensor<f32>
    %1816 = "stablehlo.reduce"(%1792, %1815) ({
    ^bb0(%_r197a: tensor<f32>, %_r197b: tensor<f32>):
      %_r197c = stablehlo.add %_r197a, %_r197b : tensor<f32>
      "stablehlo.return"(%_r197c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1817 = "stablehlo.reverse"(%stages.0.blocks.2.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x96xf32>) -> tensor<7x7x1x96xf32>
    %1818 = "stablehlo.convolution"(%1811, %1817) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 96 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x56x56x96xf32>, tensor<7x7x1x96xf32>) -> tensor<64x56x56x96xf32>
    %1819 = "stablehlo.convolution"(%108, %1811) {batch_group_count = 96 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x56x56x96xf32>, tensor<64x56x56x96xf32>) -> tensor<7x7x1x96xf32>
    %1820 = stablehlo.constant dense<0.0> : tensor<f32>
    %1821 = "stablehlo.reduce"(%1811, %1820) ({
    ^bb0(%_r198a: tensor<f32>, %_r198b: tensor<f32>):
      %_r198c = stablehlo.add %_r198a, %_r198b : tensor<f32>
      "stablehlo.return"(%_r198c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1822 = stablehlo.add %1818, %1767 : tensor<64x56x56x96xf32>
    %1823 = stablehlo.multiply %1822, %106 : tensor<64x56x56x96xf32>
    %1824 = stablehlo.multiply %1823, %103 : tensor<64x56x56x96xf32>
    %1825 = stablehlo.multiply %1823, %102 : tensor<64x56x56x96xf32>
    %1826 = stablehlo.constant dense<0.0> : tensor<f32>
    %1827 = "stablehlo.reduce"(%1825, %1826) ({
    ^bb0(%_r199a: tensor<f32>, %_r199b: tensor<f32>):
      %_r199c = stablehlo.add %_r199a, %_r199b : tensor<f32>
      "stablehlo.return"(%_r199c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1828 = "stablehlo.dot_general"(%1824, %stages.0.blocks.1.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x56x56x96xf32>, tensor<384x96xf32>) -> tensor<64x56x56x384xf32>
    %1829 = "stablehlo.dot_general"(%99, %1824) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x56x56x384xf32>, tensor<64x56x56x96xf32>) -> tensor<384x96xf32>
    %1830 = stablehlo.constant dense<0.0> : tensor<f32>
    %1831 = "stablehlo.reduce"(%1824, %1830) ({
    ^bb0(%_r200a: tensor<f32>, %_r200b: tensor<f32>):
      %_r200c = stablehlo.add %_r200a, %_r200b : tensor<f32>
      "stablehlo.return"(%_r200c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1832 = stablehlo.constant dense<0.5> : tensor<64x56x56x384xf32>
    %1833 = stablehlo.multiply %96, %1832 : tensor<64x56x56x384xf32>
    %1834 = stablehlo.multiply %93, %93 : tensor<64x56x56x384xf32>
    %1835 = stablehlo.negate %1834 : tensor<64x56x56x384xf32>
    %1836 = stablehlo.exponential %1835 : tensor<64x56x56x384xf32>
    %1837 = stablehlo.constant dense<0.3989423> : tensor<64x56x56x384xf32>
    %1838 = stablehlo.multiply %1836, %1837 : tensor<64x56x56x384xf32>
    %1839 = stablehlo.multiply %91, %1838 : tensor<64x56x56x384xf32>
    %1840 = stablehlo.add %1833, %1839 : tensor<64x56x56x384xf32>
    %1841 = stablehlo.multiply %1828, %1840 : tensor<64x56x56x384xf32>
    %1842 = "stablehlo.dot_general"(%1841, %stages.0.blocks.1.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x56x56x384xf32>, tensor<96x384xf32>) -> tensor<64x56x56x96xf32>
    %1843 = "stablehlo.dot_general"(%88, %1841) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x56x56x96xf32>, tensor<64x56x56x384xf32>) -> tensor<96x384xf32>
    %1844 = stablehlo.constant dense<0.0> : tensor<f32>
    %1845 = "stablehlo.reduce"(%1841, %1844) ({
    ^bb0(%_r201a: tensor<f32>, %_r201b: tensor<f32>):
      %_r201c = stablehlo.add %_r201a, %_r201b : tensor<f32>
      "stablehlo.return"(%_r201c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1846 = stablehlo.multiply %1842, %85 : tensor<64x56x56x96xf32>
    %1847 = stablehlo.constant dense<0.0> : tensor<f32>
    %1848 = "stablehlo.reduce"(%1846, %1847) ({
    ^bb0(%_r202a: tensor<f32>, %_r202b: tensor<f32>):
      %_r202c = stablehlo.add %_r202a, %_r202b : tensor<f32>
      "stablehlo.return"(%_r202c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<64x56x56xf32>
    %1849 = stablehlo.constant dense<96.0> : tensor<64x56x56xf32>
    %1850 = stablehlo.divide %1848, %1849 : tensor<64x56x56xf32>
    %1851 = "stablehlo.broadcast_in_dim"(%1850) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56xf32>) -> tensor<64x56x56x96xf32>
    %1852 = stablehlo.subtract %1846, %1851 : tensor<64x56x56x96xf32>
    %1853 = stablehlo.multiply %1846, %84 : tensor<64x56x56x96xf32>
    %1854 = stablehlo.constant dense<0.0> : tensor<f32>
    %1855 = "stablehlo.reduce"(%1853, %1854) ({
    ^bb0(%_r203a: tensor<f32>, %_r203b: tensor<f32>):
      %_r203c = stablehlo.add %_r203a, %_r203b : tensor<f32>
      "stablehlo.return"(%_r203c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<64x56x56xf32>
    %1856 = stablehlo.constant dense<96.0> : tensor<64x56x56xf32>
    %1857 = stablehlo.divide %1855, %1856 : tensor<64x56x56xf32>
    %1858 = "stablehlo.broadcast_in_dim"(%1857) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56xf32>) -> tensor<64x56x56x96xf32>
    %1859 = stablehlo.multiply %84, %1858 : tensor<64x56x56x96xf32>
    %1860 = stablehlo.subtract %1852, %1859 : tensor<64x56x56x96xf32>
    %1861 = stablehlo.multiply %83, %1860 : tensor<64x56x56x96xf32>
    %1862 = stablehlo.multiply %1842, %84 : tensor<64x56x56x96xf32>
    %1863 = stablehlo.constant dense<0.0> : tensor<f32>
    %1864 = "stablehlo.reduce"(%1862, %1863) ({
    ^bb0(%_r204a: tensor<f32>, %_r204b: tensor<f32>):
      %_r204c = stablehlo.add %_r204a, %_r204b : tensor<f32>
      "stablehlo.return"(%_r204c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1865 = stablehlo.constant dense<0.0> : tensor<f32>
    %1866 = "stablehlo.reduce"(%1842, %1865) ({
    ^bb0(%_r205a: tensor<f32>, %_r205b: tensor<f32>):
      %_r205c = stablehlo.add %_r205a, %_r205b : tensor<f32>
      "stablehlo.return"(%_r205c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1867 = "stablehlo.reverse"(%stages.0.blocks.1.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x96xf32>) -> tensor<7x7x1x96xf32>
    %1868 = "stablehlo.convolution"(%1861, %1867) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 96 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x56x56x96xf32>, tensor<7x7x1x96xf32>) -> tensor<64x56x56x96xf32>
    %1869 = "stablehlo.convolution"(%65, %1861) {batch_group_count = 96 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x56x56x96xf32>, tensor<64x56x56x96xf32>) -> tensor<7x7x1x96xf32>
    %1870 = stablehlo.constant dense<0.0> : tensor<f32>
    %1871 = "stablehlo.reduce"(%1861, %1870) ({
    ^bb0(%_r206a: tensor<f32>, %_r206b: tensor<f32>):
      %_r206c = stablehlo.add %_r206a, %_r206b : tensor<f32>
      "stablehlo.return"(%_r206c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1872 = stablehlo.add %1868, %1822 : tensor<64x56x56x96xf32>
    %1873 = stablehlo.multiply %1872, %63 : tensor<64x56x56x96xf32>
    %1874 = stablehlo.multiply %1873, %60 : tensor<64x56x56x96xf32>
    %1875 = stablehlo.multiply %1873, %59 : tensor<64x56x56x96xf32>
    %1876 = stablehlo.constant dense<0.0> : tensor<f32>
    %1877 = "stablehlo.reduce"(%1875, %1876) ({
    ^bb0(%_r207a: tensor<f32>, %_r207b: tensor<f32>):
      %_r207c = stablehlo.add %_r207a, %_r207b : tensor<f32>
      "stablehlo.return"(%_r207c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1878 = "stablehlo.dot_general"(%1874, %stages.0.blocks.0.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x56x56x96xf32>, tensor<384x96xf32>) -> tensor<64x56x56x384xf32>
    %1879 = "stablehlo.dot_general"(%56, %1874) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x56x56x384xf32>, tensor<64x56x56x96xf32>) -> tensor<384x96xf32>
    %1880 = stablehlo.constant dense<0.0> : tensor<f32>
    %1881 = "stablehlo.reduce"(%1874, %1880) ({
    ^bb0(%_r208a: tensor<f32>, %_r208b: tensor<f32>):
      %_r208c = stablehlo.add %_r208a, %_r208b : tensor<f32>
      "stablehlo.return"(%_r208c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1882 = stablehlo.constant dense<0.5> : tensor<64x56x56x384xf32>
    %1883 = stablehlo.multiply %53, %1882 : tensor<64x56x56x384xf32>
    %1884 = stablehlo.multiply %50, %50 : tensor<64x56x56x384xf32>
    %1885 = stablehlo.negate %1884 : tensor<64x56x56x384xf32>
    %1886 = stablehlo.exponential %1885 : tensor<64x56x56x384xf32>
    %1887 = stablehlo.constant dense<0.3989423> : tensor<64x56x56x384xf32>
    %1888 = stablehlo.multiply %1886, %1887 : tensor<64x56x56x384xf32>
    %1889 = stablehlo.multiply %48, %1888 : tensor<64x56x56x384xf32>
    %1890 = stablehlo.add %1883, %1889 : tensor<64x56x56x384xf32>
    %1891 = stablehlo.multiply %1878, %1890 : tensor<64x56x56x384xf32>
    %1892 = "stablehlo.dot_general"(%1891, %stages.0.blocks.0.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<64x56x56x384xf32>, tensor<96x384xf32>) -> tensor<64x56x56x96xf32>
    %1893 = "stablehlo.dot_general"(%45, %1891) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<64x56x56x96xf32>, tensor<64x56x56x384xf32>) -> tensor<96x384xf32>
    %1894 = stablehlo.constant dense<0.0> : tensor<f32>
    %1895 = "stablehlo.reduce"(%1891, %1894) ({
    ^bb0(%_r209a: tensor<f32>, %_r209b: tensor<f32>):
      %_r209c = stablehlo.add %_r209a, %_r209b : tensor<f32>
      "stablehlo.return"(%_r209c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1896 = stablehlo.multiply %1892, %42 : tensor<64x56x56x96xf32>
    %1897 = stablehlo.constant dense<0.0> : tensor<f32>
    %1898 = "stablehlo.reduce"(%1896, %1897) ({
    ^bb0(%_r210a: tensor<f32>, %_r210b: tensor<f32>):
      %_r210c = stablehlo.add %_r210a, %_r210b : tensor<f32>
      "stablehlo.return"(%_r210c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<64x56x56xf32>
    %1899 = stablehlo.constant dense<96.0> : tensor<64x56x56xf32>
    %1900 = stablehlo.divide %1898, %1899 : tensor<64x56x56xf32>
    %1901 = "stablehlo.broadcast_in_dim"(%1900) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56xf32>) -> tensor<64x56x56x96xf32>
    %1902 = stablehlo.subtract %1896, %1901 : tensor<64x56x56x96xf32>
    %1903 = stablehlo.multiply %1896, %41 : tensor<64x56x56x96xf32>
    %1904 = stablehlo.constant dense<0.0> : tensor<f32>
    %1905 = "stablehlo.reduce"(%1903, %1904) ({
    ^bb0(%_r211a: tensor<f32>, %_r211b: tensor<f32>):
      %_r211c = stablehlo.add %_r211a, %_r211b : tensor<f32>
      "stablehlo.return"(%_r211c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<64x56x56xf32>
    %1906 = stablehlo.constant dense<96.0> : tensor<64x56x56xf32>
    %1907 = stablehlo.divide %1905, %1906 : tensor<64x56x56xf32>
    %1908 = "stablehlo.broadcast_in_dim"(%1907) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56xf32>) -> tensor<64x56x56x96xf32>
    %1909 = stablehlo.multiply %41, %1908 : tensor<64x56x56x96xf32>
    %1910 = stablehlo.subtract %1902, %1909 : tensor<64x56x56x96xf32>
    %1911 = stablehlo.multiply %40, %1910 : tensor<64x56x56x96xf32>
    %1912 = stablehlo.multiply %1892, %41 : tensor<64x56x56x96xf32>
    %1913 = stablehlo.constant dense<0.0> : tensor<f32>
    %1914 = "stablehlo.reduce"(%1912, %1913) ({
    ^bb0(%_r212a: tensor<f32>, %_r212b: tensor<f32>):
      %_r212c = stablehlo.add %_r212a, %_r212b : tensor<f32>
      "stablehlo.return"(%_r212c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1915 = stablehlo.constant dense<0.0> : tensor<f32>
    %1916 = "stablehlo.reduce"(%1892, %1915) ({
    ^bb0(%_r213a: tensor<f32>, %_r213b: tensor<f32>):
      %_r213c = stablehlo.add %_r213a, %_r213b : tensor<f32>
      "stablehlo.return"(%_r213c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1917 = "stablehlo.reverse"(%stages.0.blocks.0.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x96xf32>) -> tensor<7x7x1x96xf32>
    %1918 = "stablehlo.convolution"(%1911, %1917) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 96 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x56x56x96xf32>, tensor<7x7x1x96xf32>) -> tensor<64x56x56x96xf32>
    %1919 = "stablehlo.convolution"(%22, %1911) {batch_group_count = 96 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<64x56x56x96xf32>, tensor<64x56x56x96xf32>) -> tensor<7x7x1x96xf32>
    %1920 = stablehlo.constant dense<0.0> : tensor<f32>
    %1921 = "stablehlo.reduce"(%1911, %1920) ({
    ^bb0(%_r214a: tensor<f32>, %_r214b: tensor<f32>):
      %_r214c = stablehlo.add %_r214a, %_r214b : tensor<f32>
      "stablehlo.return"(%_r214c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1922 = stablehlo.add %1918, %1872 : tensor<64x56x56x96xf32>
    %1923 = stablehlo.multiply %1922, %19 : tensor<64x56x56x96xf32>
    %1924 = stablehlo.constant dense<0.0> : tensor<f32>
    %1925 = "stablehlo.reduce"(%1923, %1924) ({
    ^bb0(%_r215a: tensor<f32>, %_r215b: tensor<f32>):
      %_r215c = stablehlo.add %_r215a, %_r215b : tensor<f32>
      "stablehlo.return"(%_r215c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<64x56x56xf32>
    %1926 = stablehlo.constant dense<96.0> : tensor<64x56x56xf32>
    %1927 = stablehlo.divide %1925, %1926 : tensor<64x56x56xf32>
    %1928 = "stablehlo.broadcast_in_dim"(%1927) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56xf32>) -> tensor<64x56x56x96xf32>
    %1929 = stablehlo.subtract %1923, %1928 : tensor<64x56x56x96xf32>
    %1930 = stablehlo.multiply %1923, %18 : tensor<64x56x56x96xf32>
    %1931 = stablehlo.constant dense<0.0> : tensor<f32>
    %1932 = "stablehlo.reduce"(%1930, %1931) ({
    ^bb0(%_r216a: tensor<f32>, %_r216b: tensor<f32>):
      %_r216c = stablehlo.add %_r216a, %_r216b : tensor<f32>
      "stablehlo.return"(%_r216c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<64x56x56xf32>
    %1933 = stablehlo.constant dense<96.0> : tensor<64x56x56xf32>
    %1934 = stablehlo.divide %1932, %1933 : tensor<64x56x56xf32>
    %1935 = "stablehlo.broadcast_in_dim"(%1934) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56xf32>) -> tensor<64x56x56x96xf32>
    %1936 = stablehlo.multiply %18, %1935 : tensor<64x56x56x96xf32>
    %1937 = stablehlo.subtract %1929, %1936 : tensor<64x56x56x96xf32>
    %1938 = stablehlo.multiply %17, %1937 : tensor<64x56x56x96xf32>
    %1939 = stablehlo.multiply %1922, %18 : tensor<64x56x56x96xf32>
    %1940 = stablehlo.constant dense<0.0> : tensor<f32>
    %1941 = "stablehlo.reduce"(%1939, %1940) ({
    ^bb0(%_r217a: tensor<f32>, %_r217b: tensor<f32>):
      %_r217c = stablehlo.add %_r217a, %_r217b : tensor<f32>
      "stablehlo.return"(%_r217c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1942 = stablehlo.constant dense<0.0> : tensor<f32>
    %1943 = "stablehlo.reduce"(%1922, %1942) ({
    ^bb0(%_r218a: tensor<f32>, %_r218b: tensor<f32>):
      %_r218c = stablehlo.add %_r218a, %_r218b : tensor<f32>
      "stablehlo.return"(%_r218c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %1944 = "stablehlo.convolution"(%x, %1938) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 4, 4>, window_strides = array<i64: 1, 1>} : (tensor<64x224x224x3xf32>, tensor<64x56x56x96xf32>) -> tensor<4x4x3x96xf32>
    %1945 = stablehlo.constant dense<0.0> : tensor<f32>
    %1946 = "stablehlo.reduce"(%1938, %1945) ({
    ^bb0(%_r219a: tensor<f32>, %_r219b: tensor<f32>):
      %_r219c = stablehlo.add %_r219a, %_r219b : tensor<f32>
      "stablehlo.return"(%_r219c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<64x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    // ── optimizer ──
    %1947 = stablehlo.multiply %1944, %1944 : tensor<4x4x3x96xf32>
    %1948 = stablehlo.constant dense<0.0> : tensor<f32>
    %1949 = "stablehlo.reduce"(%1947, %1948) ({
    ^bb0(%_r220a: tensor<f32>, %_r220b: tensor<f32>):
      %_r220c = stablehlo.add %_r220a, %_r220b : tensor<f32>
      "stablehlo.return"(%_r220c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<4x4x3x96xf32>, tensor<f32>) -> tensor<4x4x3xf32>
    %1950 = stablehlo.constant dense<0.0> : tensor<f32>
    %1951 = "stablehlo.reduce"(%1949, %1950) ({
    ^bb0(%_r221a: tensor<f32>, %_r221b: tensor<f32>):
      %_r221c = stablehlo.add %_r221a, %_r221b : tensor<f32>
      "stablehlo.return"(%_r221c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<4x4x3xf32>, tensor<f32>) -> tensor<f32>
    %1952 = stablehlo.multiply %1946, %1946 : tensor<96xf32>
    %1953 = stablehlo.constant dense<0.0> : tensor<f32>
    %1954 = "stablehlo.reduce"(%1952, %1953) ({
    ^bb0(%_r222a: tensor<f32>, %_r222b: tensor<f32>):
      %_r222c = stablehlo.add %_r222a, %_r222b : tensor<f32>
      "stablehlo.return"(%_r222c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %1955 = stablehlo.add %1951, %1954 : tensor<f32>
    %1956 = stablehlo.multiply %1941, %1941 : tensor<96xf32>
    %1957 = stablehlo.constant dense<0.0> : tensor<f32>
    %1958 = "stablehlo.reduce"(%1956, %1957) ({
    ^bb0(%_r223a: tensor<f32>, %_r223b: tensor<f32>):
      %_r223c = stablehlo.add %_r223a, %_r223b : tensor<f32>
      "stablehlo.return"(%_r223c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %1959 = stablehlo.add %1955, %1958 : tensor<f32>
    %1960 = stablehlo.multiply %1943, %1943 : tensor<96xf32>
    %1961 = stablehlo.constant dense<0.0> : tensor<f32>
    %1962 = "stablehlo.reduce"(%1960, %1961) ({
    ^bb0(%_r224a: tensor<f32>, %_r224b: tensor<f32>):
      %_r224c = stablehlo.add %_r224a, %_r224b : tensor<f32>
      "stablehlo.return"(%_r224c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %1963 = stablehlo.add %1959, %1962 : tensor<f32>
    %1964 = stablehlo.multiply %1919, %1919 : tensor<7x7x1x96xf32>
    %1965 = stablehlo.constant dense<0.0> : tensor<f32>
    %1966 = "stablehlo.reduce"(%1964, %1965) ({
    ^bb0(%_r225a: tensor<f32>, %_r225b: tensor<f32>):
      %_r225c = stablehlo.add %_r225a, %_r225b : tensor<f32>
      "stablehlo.return"(%_r225c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x96xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %1967 = stablehlo.constant dense<0.0> : tensor<f32>
    %1968 = "stablehlo.reduce"(%1966, %1967) ({
    ^bb0(%_r226a: tensor<f32>, %_r226b: tensor<f32>):
      %_r226c = stablehlo.add %_r226a, %_r226b : tensor<f32>
      "stablehlo.return"(%_r226c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %1969 = stablehlo.add %1963, %1968 : tensor<f32>
    %1970 = stablehlo.multiply %1921, %1921 : tensor<96xf32>
    %1971 = stablehlo.constant dense<0.0> : tensor<f32>
    %1972 = "stablehlo.reduce"(%1970, %1971) ({
    ^bb0(%_r227a: tensor<f32>, %_r227b: tensor<f32>):
      %_r227c = stablehlo.add %_r227a, %_r227b : tensor<f32>
      "stablehlo.return"(%_r227c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %1973 = stablehlo.add %1969, %1972 : tensor<f32>
    %1974 = stablehlo.multiply %1914, %1914 : tensor<96xf32>
    %1975 = stablehlo.constant dense<0.0> : tensor<f32>
    %1976 = "stablehlo.reduce"(%1974, %1975) ({
    ^bb0(%_r228a: tensor<f32>, %_r228b: tensor<f32>):
      %_r228c = stablehlo.add %_r228a, %_r228b : tensor<f32>
      "stablehlo.return"(%_r228c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %1977 = stablehlo.add %1973, %1976 : tensor<f32>
    %1978 = stablehlo.multiply %1916, %1916 : tensor<96xf32>
    %1979 = stablehlo.constant dense<0.0> : tensor<f32>
    %1980 = "stablehlo.reduce"(%1978, %1979) ({
    ^bb0(%_r229a: tensor<f32>, %_r229b: tensor<f32>):
      %_r229c = stablehlo.add %_r229a, %_r229b : tensor<f32>
      "stablehlo.return"(%_r229c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %1981 = stablehlo.add %1977, %1980 : tensor<f32>
    %1982 = stablehlo.multiply %1893, %1893 : tensor<96x384xf32>
    %1983 = stablehlo.constant dense<0.0> : tensor<f32>
    %1984 = "stablehlo.reduce"(%1982, %1983) ({
    ^bb0(%_r230a: tensor<f32>, %_r230b: tensor<f32>):
      %_r230c = stablehlo.add %_r230a, %_r230b : tensor<f32>
      "stablehlo.return"(%_r230c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<96x384xf32>, tensor<f32>) -> tensor<96xf32>
    %1985 = stablehlo.constant dense<0.0> : tensor<f32>
    %1986 = "stablehlo.reduce"(%1984, %1985) ({
    ^bb0(%_r231a: tensor<f32>, %_r231b: tensor<f32>):
      %_r231c = stablehlo.add %_r231a, %_r231b : tensor<f32>
      "stablehlo.return"(%_r231c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %1987 = stablehlo.add %1981, %1986 : tensor<f32>
    %1988 = stablehlo.multiply %1895, %1895 : tensor<384xf32>
    %1989 = stablehlo.constant dense<0.0> : tensor<f32>
    %1990 = "stablehlo.reduce"(%1988, %1989) ({
    ^bb0(%_r232a: tensor<f32>, %_r232b: tensor<f32>):
      %_r232c = stablehlo.add %_r232a, %_r232b : tensor<f32>
      "stablehlo.return"(%_r232c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %1991 = stablehlo.add %1987, %1990 : tensor<f32>
    %1992 = stablehlo.multiply %1879, %1879 : tensor<384x96xf32>
    %1993 = stablehlo.constant dense<0.0> : tensor<f32>
    %1994 = "stablehlo.reduce"(%1992, %1993) ({
    ^bb0(%_r233a: tensor<f32>, %_r233b: tensor<f32>):
      %_r233c = stablehlo.add %_r233a, %_r233b : tensor<f32>
      "stablehlo.return"(%_r233c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x96xf32>, tensor<f32>) -> tensor<384xf32>
    %1995 = stablehlo.constant dense<0.0> : tensor<f32>
    %1996 = "stablehlo.reduce"(%1994, %1995) ({
    ^bb0(%_r234a: tensor<f32>, %_r234b: tensor<f32>):
      %_r234c = stablehlo.add %_r234a, %_r234b : tensor<f32>
      "stablehlo.return"(%_r234c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %1997 = stablehlo.add %1991, %1996 : tensor<f32>
    %1998 = stablehlo.multiply %1881, %1881 : tensor<96xf32>
    %1999 = stablehlo.constant dense<0.0> : tensor<f32>
    %2000 = "stablehlo.reduce"(%1998, %1999) ({
    ^bb0(%_r235a: tensor<f32>, %_r235b: tensor<f32>):
      %_r235c = stablehlo.add %_r235a, %_r235b : tensor<f32>
      "stablehlo.return"(%_r235c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %2001 = stablehlo.add %1997, %2000 : tensor<f32>
    %2002 = stablehlo.multiply %1877, %1877 : tensor<96xf32>
    %2003 = stablehlo.constant dense<0.0> : tensor<f32>
    %2004 = "stablehlo.reduce"(%2002, %2003) ({
    ^bb0(%_r236a: tensor<f32>, %_r236b: tensor<f32>):
      %_r236c = stablehlo.add %_r236a, %_r236b : tensor<f32>
      "stablehlo.return"(%_r236c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %2005 = stablehlo.add %2001, %2004 : tensor<f32>
    %2006 = stablehlo.multiply %1869, %1869 : tensor<7x7x1x96xf32>
    %2007 = stablehlo.constant dense<0.0> : tensor<f32>
    %2008 = "stablehlo.reduce"(%2006, %2007) ({
    ^bb0(%_r237a: tensor<f32>, %_r237b: tensor<f32>):
      %_r237c = stablehlo.add %_r237a, %_r237b : tensor<f32>
      "stablehlo.return"(%_r237c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x96xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %2009 = stablehlo.constant dense<0.0> : tensor<f32>
    %2010 = "stablehlo.reduce"(%2008, %2009) ({
    ^bb0(%_r238a: tensor<f32>, %_r238b: tensor<f32>):
      %_r238c = stablehlo.add %_r238a, %_r238b : tensor<f32>
      "stablehlo.return"(%_r238c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %2011 = stablehlo.add %2005, %2010 : tensor<f32>
    %2012 = stablehlo.multiply %1871, %1871 : tensor<96xf32>
    %2013 = stablehlo.constant dense<0.0> : tensor<f32>
    %2014 = "stablehlo.reduce"(%2012, %2013) ({
    ^bb0(%_r239a: tensor<f32>, %_r239b: tensor<f32>):
      %_r239c = stablehlo.add %_r239a, %_r239b : tensor<f32>
      "stablehlo.return"(%_r239c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %2015 = stablehlo.add %2011, %2014 : tensor<f32>
    %2016 = stablehlo.multiply %1864, %1864 : tensor<96xf32>
    %2017 = stablehlo.constant dense<0.0> : tensor<f32>
    %2018 = "stablehlo.reduce"(%2016, %2017) ({
    ^bb0(%_r240a: tensor<f32>, %_r240b: tensor<f32>):
      %_r240c = stablehlo.add %_r240a, %_r240b : tensor<f32>
      "stablehlo.return"(%_r240c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %2019 = stablehlo.add %2015, %2018 : tensor<f32>
    %2020 = stablehlo.multiply %1866, %1866 : tensor<96xf32>
    %2021 = stablehlo.constant dense<0.0> : tensor<f32>
    %2022 = "stablehlo.reduce"(%2020, %2021) ({
    ^bb0(%_r241a: tensor<f32>, %_r241b: tensor<f32>):
      %_r241c = stablehlo.add %_r241a, %_r241b : tensor<f32>
      "stablehlo.return"(%_r241c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %2023 = stablehlo.add %2019, %2022 : tensor<f32>
    %2024 = stablehlo.multiply %1843, %1843 : tensor<96x384xf32>
    %2025 = stablehlo.constant dense<0.0> : tensor<f32>
    %2026 = "stablehlo.reduce"(%2024, %2025) ({
    ^bb0(%_r242a: tensor<f32>, %_r242b: tensor<f32>):
      %_r242c = stablehlo.add %_r242a, %_r242b : tensor<f32>
      "stablehlo.return"(%_r242c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<96x384xf32>, tensor<f32>) -> tensor<96xf32>
    %2027 = stablehlo.constant dense<0.0> : tensor<f32>
    %2028 = "stablehlo.reduce"(%2026, %2027) ({
    ^bb0(%_r243a: tensor<f32>, %_r243b: tensor<f32>):
      %_r243c = stablehlo.add %_r243a, %_r243b : tensor<f32>
      "stablehlo.return"(%_r243c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %2029 = stablehlo.add %2023, %2028 : tensor<f32>
    %2030 = stablehlo.multiply %1845, %1845 : tensor<384xf32>
    %2031 = stablehlo.constant dense<0.0> : tensor<f32>
    %2032 = "stablehlo.reduce"(%2030, %2031) ({
    ^bb0(%_r244a: tensor<f32>, %_r244b: tensor<f32>):
      %_r244c = stablehlo.add %_r244a, %_r244b : tensor<f32>
      "stablehlo.return"(%_r244c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2033 = stablehlo.add %2029, %2032 : tensor<f32>
    %2034 = stablehlo.multiply %1829, %1829 : tensor<384x96xf32>
    %2035 = stablehlo.constant dense<0.0> : tensor<f32>
    %2036 = "stablehlo.reduce"(%2034, %2035) ({
    ^bb0(%_r245a: tensor<f32>, %_r245b: tensor<f32>):
      %_r245c = stablehlo.add %_r245a, %_r245b : tensor<f32>
      "stablehlo.return"(%_r245c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x96xf32>, tensor<f32>) -> tensor<384xf32>
    %2037 = stablehlo.constant dense<0.0> : tensor<f32>
    %2038 = "stablehlo.reduce"(%2036, %2037) ({
    ^bb0(%_r246a: tensor<f32>, %_r246b: tensor<f32>):
      %_r246c = stablehlo.add %_r246a, %_r246b : tensor<f32>
      "stablehlo.return"(%_r246c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2039 = stablehlo.add %2033, %2038 : tensor<f32>
    %2040 = stablehlo.multiply %1831, %1831 : tensor<96xf32>
    %2041 = stablehlo.constant dense<0.0> : tensor<f32>
    %2042 = "stablehlo.reduce"(%2040, %2041) ({
    ^bb0(%_r247a: tensor<f32>, %_r247b: tensor<f32>):
      %_r247c = stablehlo.add %_r247a, %_r247b : tensor<f32>
      "stablehlo.return"(%_r247c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %2043 = stablehlo.add %2039, %2042 : tensor<f32>
    %2044 = stablehlo.multiply %1827, %1827 : tensor<96xf32>
    %2045 = stablehlo.constant dense<0.0> : tensor<f32>
    %2046 = "stablehlo.reduce"(%2044, %2045) ({
    ^bb0(%_r248a: tensor<f32>, %_r248b: tensor<f32>):
      %_r248c = stablehlo.add %_r248a, %_r248b : tensor<f32>
      "stablehlo.return"(%_r248c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %2047 = stablehlo.add %2043, %2046 : tensor<f32>
    %2048 = stablehlo.multiply %1819, %1819 : tensor<7x7x1x96xf32>
    %2049 = stablehlo.constant dense<0.0> : tensor<f32>
    %2050 = "stablehlo.reduce"(%2048, %2049) ({
    ^bb0(%_r249a: tensor<f32>, %_r249b: tensor<f32>):
      %_r249c = stablehlo.add %_r249a, %_r249b : tensor<f32>
      "stablehlo.return"(%_r249c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x96xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %2051 = stablehlo.constant dense<0.0> : tensor<f32>
    %2052 = "stablehlo.reduce"(%2050, %2051) ({
    ^bb0(%_r250a: tensor<f32>, %_r250b: tensor<f32>):
      %_r250c = stablehlo.add %_r250a, %_r250b : tensor<f32>
      "stablehlo.return"(%_r250c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %2053 = stablehlo.add %2047, %2052 : tensor<f32>
    %2054 = stablehlo.multiply %1821, %1821 : tensor<96xf32>
    %2055 = stablehlo.constant dense<0.0> : tensor<f32>
    %2056 = "stablehlo.reduce"(%2054, %2055) ({
    ^bb0(%_r251a: tensor<f32>, %_r251b: tensor<f32>):
      %_r251c = stablehlo.add %_r251a, %_r251b : tensor<f32>
      "stablehlo.return"(%_r251c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %2057 = stablehlo.add %2053, %2056 : tensor<f32>
    %2058 = stablehlo.multiply %1814, %1814 : tensor<96xf32>
    %2059 = stablehlo.constant dense<0.0> : tensor<f32>
    %2060 = "stablehlo.reduce"(%2058, %2059) ({
    ^bb0(%_r252a: tensor<f32>, %_r252b: tensor<f32>):
      %_r252c = stablehlo.add %_r252a, %_r252b : tensor<f32>
      "stablehlo.return"(%_r252c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %2061 = stablehlo.add %2057, %2060 : tensor<f32>
    %2062 = stablehlo.multiply %1816, %1816 : tensor<96xf32>
    %2063 = stablehlo.constant dense<0.0> : tensor<f32>
    %2064 = "stablehlo.reduce"(%2062, %2063) ({
    ^bb0(%_r253a: tensor<f32>, %_r253b: tensor<f32>):
      %_r253c = stablehlo.add %_r253a, %_r253b : tensor<f32>
      "stablehlo.return"(%_r253c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %2065 = stablehlo.add %2061, %2064 : tensor<f32>
    %2066 = stablehlo.multiply %1793, %1793 : tensor<96x384xf32>
    %2067 = stablehlo.constant dense<0.0> : tensor<f32>
    %2068 = "stablehlo.reduce"(%2066, %2067) ({
    ^bb0(%_r254a: tensor<f32>, %_r254b: tensor<f32>):
      %_r254c = stablehlo.add %_r254a, %_r254b : tensor<f32>
      "stablehlo.return"(%_r254c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<96x384xf32>, tensor<f32>) -> tensor<96xf32>
    %2069 = stablehlo.constant dense<0.0> : tensor<f32>
    %2070 = "stablehlo.reduce"(%2068, %2069) ({
    ^bb0(%_r255a: tensor<f32>, %_r255b: tensor<f32>):
      %_r255c = stablehlo.add %_r255a, %_r255b : tensor<f32>
      "stablehlo.return"(%_r255c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %2071 = stablehlo.add %2065, %2070 : tensor<f32>
    %2072 = stablehlo.multiply %1795, %1795 : tensor<384xf32>
    %2073 = stablehlo.constant dense<0.0> : tensor<f32>
    %2074 = "stablehlo.reduce"(%2072, %2073) ({
    ^bb0(%_r256a: tensor<f32>, %_r256b: tensor<f32>):
      %_r256c = stablehlo.add %_r256a, %_r256b : tensor<f32>
      "stablehlo.return"(%_r256c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2075 = stablehlo.add %2071, %2074 : tensor<f32>
    %2076 = stablehlo.multiply %1779, %1779 : tensor<384x96xf32>
    %2077 = stablehlo.constant dense<0.0> : tensor<f32>
    %2078 = "stablehlo.reduce"(%2076, %2077) ({
    ^bb0(%_r257a: tensor<f32>, %_r257b: tensor<f32>):
      %_r257c = stablehlo.add %_r257a, %_r257b : tensor<f32>
      "stablehlo.return"(%_r257c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x96xf32>, tensor<f32>) -> tensor<384xf32>
    %2079 = stablehlo.constant dense<0.0> : tensor<f32>
    %2080 = "stablehlo.reduce"(%2078, %2079) ({
    ^bb0(%_r258a: tensor<f32>, %_r258b: tensor<f32>):
      %_r258c = stablehlo.add %_r258a, %_r258b : tensor<f32>
      "stablehlo.return"(%_r258c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2081 = stablehlo.add %2075, %2080 : tensor<f32>
    %2082 = stablehlo.multiply %1781, %1781 : tensor<96xf32>
    %2083 = stablehlo.constant dense<0.0> : tensor<f32>
    %2084 = "stablehlo.reduce"(%2082, %2083) ({
    ^bb0(%_r259a: tensor<f32>, %_r259b: tensor<f32>):
      %_r259c = stablehlo.add %_r259a, %_r259b : tensor<f32>
      "stablehlo.return"(%_r259c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %2085 = stablehlo.add %2081, %2084 : tensor<f32>
    %2086 = stablehlo.multiply %1777, %1777 : tensor<96xf32>
    %2087 = stablehlo.constant dense<0.0> : tensor<f32>
    %2088 = "stablehlo.reduce"(%2086, %2087) ({
    ^bb0(%_r260a: tensor<f32>, %_r260b: tensor<f32>):
      %_r260c = stablehlo.add %_r260a, %_r260b : tensor<f32>
      "stablehlo.return"(%_r260c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %2089 = stablehlo.add %2085, %2088 : tensor<f32>
    %2090 = stablehlo.multiply %1770, %1770 : tensor<96xf32>
    %2091 = stablehlo.constant dense<0.0> : tensor<f32>
    %2092 = "stablehlo.reduce"(%2090, %2091) ({
    ^bb0(%_r261a: tensor<f32>, %_r261b: tensor<f32>):
      %_r261c = stablehlo.add %_r261a, %_r261b : tensor<f32>
      "stablehlo.return"(%_r261c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %2093 = stablehlo.add %2089, %2092 : tensor<f32>
    %2094 = stablehlo.multiply %1772, %1772 : tensor<96xf32>
    %2095 = stablehlo.constant dense<0.0> : tensor<f32>
    %2096 = "stablehlo.reduce"(%2094, %2095) ({
    ^bb0(%_r262a: tensor<f32>, %_r262b: tensor<f32>):
      %_r262c = stablehlo.add %_r262a, %_r262b : tensor<f32>
      "stablehlo.return"(%_r262c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %2097 = stablehlo.add %2093, %2096 : tensor<f32>
    %2098 = stablehlo.multiply %1749, %1749 : tensor<2x2x96x192xf32>
    %2099 = stablehlo.constant dense<0.0> : tensor<f32>
    %2100 = "stablehlo.reduce"(%2098, %2099) ({
    ^bb0(%_r263a: tensor<f32>, %_r263b: tensor<f32>):
      %_r263c = stablehlo.add %_r263a, %_r263b : tensor<f32>
      "stablehlo.return"(%_r263c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x96x192xf32>, tensor<f32>) -> tensor<2x2x96xf32>
    %2101 = stablehlo.constant dense<0.0> : tensor<f32>
    %2102 = "stablehlo.reduce"(%2100, %2101) ({
    ^bb0(%_r264a: tensor<f32>, %_r264b: tensor<f32>):
      %_r264c = stablehlo.add %_r264a, %_r264b : tensor<f32>
      "stablehlo.return"(%_r264c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x96xf32>, tensor<f32>) -> tensor<f32>
    %2103 = stablehlo.add %2097, %2102 : tensor<f32>
    %2104 = stablehlo.multiply %1751, %1751 : tensor<192xf32>
    %2105 = stablehlo.constant dense<0.0> : tensor<f32>
    %2106 = "stablehlo.reduce"(%2104, %2105) ({
    ^bb0(%_r265a: tensor<f32>, %_r265b: tensor<f32>):
      %_r265c = stablehlo.add %_r265a, %_r265b : tensor<f32>
      "stablehlo.return"(%_r265c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2107 = stablehlo.add %2103, %2106 : tensor<f32>
    %2108 = stablehlo.multiply %1743, %1743 : tensor<7x7x1x192xf32>
    %2109 = stablehlo.constant dense<0.0> : tensor<f32>
    %2110 = "stablehlo.reduce"(%2108, %2109) ({
    ^bb0(%_r266a: tensor<f32>, %_r266b: tensor<f32>):
      %_r266c = stablehlo.add %_r266a, %_r266b : tensor<f32>
      "stablehlo.return"(%_r266c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x192xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %2111 = stablehlo.constant dense<0.0> : tensor<f32>
    %2112 = "stablehlo.reduce"(%2110, %2111) ({
    ^bb0(%_r267a: tensor<f32>, %_r267b: tensor<f32>):
      %_r267c = stablehlo.add %_r267a, %_r267b : tensor<f32>
      "stablehlo.return"(%_r267c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %2113 = stablehlo.add %2107, %2112 : tensor<f32>
    %2114 = stablehlo.multiply %1745, %1745 : tensor<192xf32>
    %2115 = stablehlo.constant dense<0.0> : tensor<f32>
    %2116 = "stablehlo.reduce"(%2114, %2115) ({
    ^bb0(%_r268a: tensor<f32>, %_r268b: tensor<f32>):
      %_r268c = stablehlo.add %_r268a, %_r268b : tensor<f32>
      "stablehlo.return"(%_r268c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2117 = stablehlo.add %2113, %2116 : tensor<f32>
    %2118 = stablehlo.multiply %1738, %1738 : tensor<192xf32>
    %2119 = stablehlo.constant dense<0.0> : tensor<f32>
    %2120 = "stablehlo.reduce"(%2118, %2119) ({
    ^bb0(%_r269a: tensor<f32>, %_r269b: tensor<f32>):
      %_r269c = stablehlo.add %_r269a, %_r269b : tensor<f32>
      "stablehlo.return"(%_r269c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2121 = stablehlo.add %2117, %2120 : tensor<f32>
    %2122 = stablehlo.multiply %1740, %1740 : tensor<192xf32>
    %2123 = stablehlo.constant dense<0.0> : tensor<f32>
    %2124 = "stablehlo.reduce"(%2122, %2123) ({
    ^bb0(%_r270a: tensor<f32>, %_r270b: tensor<f32>):
      %_r270c = stablehlo.add %_r270a, %_r270b : tensor<f32>
      "stablehlo.return"(%_r270c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2125 = stablehlo.add %2121, %2124 : tensor<f32>
    %2126 = stablehlo.multiply %1717, %1717 : tensor<192x768xf32>
    %2127 = stablehlo.constant dense<0.0> : tensor<f32>
    %2128 = "stablehlo.reduce"(%2126, %2127) ({
    ^bb0(%_r271a: tensor<f32>, %_r271b: tensor<f32>):
      %_r271c = stablehlo.add %_r271a, %_r271b : tensor<f32>
      "stablehlo.return"(%_r271c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<192x768xf32>, tensor<f32>) -> tensor<192xf32>
    %2129 = stablehlo.constant dense<0.0> : tensor<f32>
    %2130 = "stablehlo.reduce"(%2128, %2129) ({
    ^bb0(%_r272a: tensor<f32>, %_r272b: tensor<f32>):
      %_r272c = stablehlo.add %_r272a, %_r272b : tensor<f32>
      "stablehlo.return"(%_r272c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2131 = stablehlo.add %2125, %2130 : tensor<f32>
    %2132 = stablehlo.multiply %1719, %1719 : tensor<768xf32>
    %2133 = stablehlo.constant dense<0.0> : tensor<f32>
    %2134 = "stablehlo.reduce"(%2132, %2133) ({
    ^bb0(%_r273a: tensor<f32>, %_r273b: tensor<f32>):
      %_r273c = stablehlo.add %_r273a, %_r273b : tensor<f32>
      "stablehlo.return"(%_r273c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2135 = stablehlo.add %2131, %2134 : tensor<f32>
    %2136 = stablehlo.multiply %1703, %1703 : tensor<768x192xf32>
    %2137 = stablehlo.constant dense<0.0> : tensor<f32>
    %2138 = "stablehlo.reduce"(%2136, %2137) ({
    ^bb0(%_r274a: tensor<f32>, %_r274b: tensor<f32>):
      %_r274c = stablehlo.add %_r274a, %_r274b : tensor<f32>
      "stablehlo.return"(%_r274c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<768x192xf32>, tensor<f32>) -> tensor<768xf32>
    %2139 = stablehlo.constant dense<0.0> : tensor<f32>
    %2140 = "stablehlo.reduce"(%2138, %2139) ({
    ^bb0(%_r275a: tensor<f32>, %_r275b: tensor<f32>):
      %_r275c = stablehlo.add %_r275a, %_r275b : tensor<f32>
      "stablehlo.return"(%_r275c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2141 = stablehlo.add %2135, %2140 : tensor<f32>
    %2142 = stablehlo.multiply %1705, %1705 : tensor<192xf32>
    %2143 = stablehlo.constant dense<0.0> : tensor<f32>
    %2144 = "stablehlo.reduce"(%2142, %2143) ({
    ^bb0(%_r276a: tensor<f32>, %_r276b: tensor<f32>):
      %_r276c = stablehlo.add %_r276a, %_r276b : tensor<f32>
      "stablehlo.return"(%_r276c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2145 = stablehlo.add %2141, %2144 : tensor<f32>
    %2146 = stablehlo.multiply %1701, %1701 : tensor<192xf32>
    %2147 = stablehlo.constant dense<0.0> : tensor<f32>
    %2148 = "stablehlo.reduce"(%2146, %2147) ({
    ^bb0(%_r277a: tensor<f32>, %_r277b: tensor<f32>):
      %_r277c = stablehlo.add %_r277a, %_r277b : tensor<f32>
      "stablehlo.return"(%_r277c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2149 = stablehlo.add %2145, %2148 : tensor<f32>
    %2150 = stablehlo.multiply %1693, %1693 : tensor<7x7x1x192xf32>
    %2151 = stablehlo.constant dense<0.0> : tensor<f32>
    %2152 = "stablehlo.reduce"(%2150, %2151) ({
    ^bb0(%_r278a: tensor<f32>, %_r278b: tensor<f32>):
      %_r278c = stablehlo.add %_r278a, %_r278b : tensor<f32>
      "stablehlo.return"(%_r278c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x192xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %2153 = stablehlo.constant dense<0.0> : tensor<f32>
    %2154 = "stablehlo.reduce"(%2152, %2153) ({
    ^bb0(%_r279a: tensor<f32>, %_r279b: tensor<f32>):
      %_r279c = stablehlo.add %_r279a, %_r279b : tensor<f32>
      "stablehlo.return"(%_r279c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %2155 = stablehlo.add %2149, %2154 : tensor<f32>
    %2156 = stablehlo.multiply %1695, %1695 : tensor<192xf32>
    %2157 = stablehlo.constant dense<0.0> : tensor<f32>
    %2158 = "stablehlo.reduce"(%2156, %2157) ({
    ^bb0(%_r280a: tensor<f32>, %_r280b: tensor<f32>):
      %_r280c = stablehlo.add %_r280a, %_r280b : tensor<f32>
      "stablehlo.return"(%_r280c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2159 = stablehlo.add %2155, %2158 : tensor<f32>
    %2160 = stablehlo.multiply %1688, %1688 : tensor<192xf32>
    %2161 = stablehlo.constant dense<0.0> : tensor<f32>
    %2162 = "stablehlo.reduce"(%2160, %2161) ({
    ^bb0(%_r281a: tensor<f32>, %_r281b: tensor<f32>):
      %_r281c = stablehlo.add %_r281a, %_r281b : tensor<f32>
      "stablehlo.return"(%_r281c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2163 = stablehlo.add %2159, %2162 : tensor<f32>
    %2164 = stablehlo.multiply %1690, %1690 : tensor<192xf32>
    %2165 = stablehlo.constant dense<0.0> : tensor<f32>
    %2166 = "stablehlo.reduce"(%2164, %2165) ({
    ^bb0(%_r282a: tensor<f32>, %_r282b: tensor<f32>):
      %_r282c = stablehlo.add %_r282a, %_r282b : tensor<f32>
      "stablehlo.return"(%_r282c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2167 = stablehlo.add %2163, %2166 : tensor<f32>
    %2168 = stablehlo.multiply %1667, %1667 : tensor<192x768xf32>
    %2169 = stablehlo.constant dense<0.0> : tensor<f32>
    %2170 = "stablehlo.reduce"(%2168, %2169) ({
    ^bb0(%_r283a: tensor<f32>, %_r283b: tensor<f32>):
      %_r283c = stablehlo.add %_r283a, %_r283b : tensor<f32>
      "stablehlo.return"(%_r283c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<192x768xf32>, tensor<f32>) -> tensor<192xf32>
    %2171 = stablehlo.constant dense<0.0> : tensor<f32>
    %2172 = "stablehlo.reduce"(%2170, %2171) ({
    ^bb0(%_r284a: tensor<f32>, %_r284b: tensor<f32>):
      %_r284c = stablehlo.add %_r284a, %_r284b : tensor<f32>
      "stablehlo.return"(%_r284c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2173 = stablehlo.add %2167, %2172 : tensor<f32>
    %2174 = stablehlo.multiply %1669, %1669 : tensor<768xf32>
    %2175 = stablehlo.constant dense<0.0> : tensor<f32>
    %2176 = "stablehlo.reduce"(%2174, %2175) ({
    ^bb0(%_r285a: tensor<f32>, %_r285b: tensor<f32>):
      %_r285c = stablehlo.add %_r285a, %_r285b : tensor<f32>
      "stablehlo.return"(%_r285c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2177 = stablehlo.add %2173, %2176 : tensor<f32>
    %2178 = stablehlo.multiply %1653, %1653 : tensor<768x192xf32>
    %2179 = stablehlo.constant dense<0.0> : tensor<f32>
    %2180 = "stablehlo.reduce"(%2178, %2179) ({
    ^bb0(%_r286a: tensor<f32>, %_r286b: tensor<f32>):
      %_r286c = stablehlo.add %_r286a, %_r286b : tensor<f32>
      "stablehlo.return"(%_r286c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<768x192xf32>, tensor<f32>) -> tensor<768xf32>
    %2181 = stablehlo.constant dense<0.0> : tensor<f32>
    %2182 = "stablehlo.reduce"(%2180, %2181) ({
    ^bb0(%_r287a: tensor<f32>, %_r287b: tensor<f32>):
      %_r287c = stablehlo.add %_r287a, %_r287b : tensor<f32>
      "stablehlo.return"(%_r287c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2183 = stablehlo.add %2177, %2182 : tensor<f32>
    %2184 = stablehlo.multiply %1655, %1655 : tensor<192xf32>
    %2185 = stablehlo.constant dense<0.0> : tensor<f32>
    %2186 = "stablehlo.reduce"(%2184, %2185) ({
    ^bb0(%_r288a: tensor<f32>, %_r288b: tensor<f32>):
      %_r288c = stablehlo.add %_r288a, %_r288b : tensor<f32>
      "stablehlo.return"(%_r288c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2187 = stablehlo.add %2183, %2186 : tensor<f32>
    %2188 = stablehlo.multiply %1651, %1651 : tensor<192xf32>
    %2189 = stablehlo.constant dense<0.0> : tensor<f32>
    %2190 = "stablehlo.reduce"(%2188, %2189) ({
    ^bb0(%_r289a: tensor<f32>, %_r289b: tensor<f32>):
      %_r289c = stablehlo.add %_r289a, %_r289b : tensor<f32>
      "stablehlo.return"(%_r289c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2191 = stablehlo.add %2187, %2190 : tensor<f32>
    %2192 = stablehlo.multiply %1643, %1643 : tensor<7x7x1x192xf32>
    %2193 = stablehlo.constant dense<0.0> : tensor<f32>
    %2194 = "stablehlo.reduce"(%2192, %2193) ({
    ^bb0(%_r290a: tensor<f32>, %_r290b: tensor<f32>):
      %_r290c = stablehlo.add %_r290a, %_r290b : tensor<f32>
      "stablehlo.return"(%_r290c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x192xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %2195 = stablehlo.constant dense<0.0> : tensor<f32>
    %2196 = "stablehlo.reduce"(%2194, %2195) ({
    ^bb0(%_r291a: tensor<f32>, %_r291b: tensor<f32>):
      %_r291c = stablehlo.add %_r291a, %_r291b : tensor<f32>
      "stablehlo.return"(%_r291c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %2197 = stablehlo.add %2191, %2196 : tensor<f32>
    %2198 = stablehlo.multiply %1645, %1645 : tensor<192xf32>
    %2199 = stablehlo.constant dense<0.0> : tensor<f32>
    %2200 = "stablehlo.reduce"(%2198, %2199) ({
    ^bb0(%_r292a: tensor<f32>, %_r292b: tensor<f32>):
      %_r292c = stablehlo.add %_r292a, %_r292b : tensor<f32>
      "stablehlo.return"(%_r292c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2201 = stablehlo.add %2197, %2200 : tensor<f32>
    %2202 = stablehlo.multiply %1638, %1638 : tensor<192xf32>
    %2203 = stablehlo.constant dense<0.0> : tensor<f32>
    %2204 = "stablehlo.reduce"(%2202, %2203) ({
    ^bb0(%_r293a: tensor<f32>, %_r293b: tensor<f32>):
      %_r293c = stablehlo.add %_r293a, %_r293b : tensor<f32>
      "stablehlo.return"(%_r293c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2205 = stablehlo.add %2201, %2204 : tensor<f32>
    %2206 = stablehlo.multiply %1640, %1640 : tensor<192xf32>
    %2207 = stablehlo.constant dense<0.0> : tensor<f32>
    %2208 = "stablehlo.reduce"(%2206, %2207) ({
    ^bb0(%_r294a: tensor<f32>, %_r294b: tensor<f32>):
      %_r294c = stablehlo.add %_r294a, %_r294b : tensor<f32>
      "stablehlo.return"(%_r294c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2209 = stablehlo.add %2205, %2208 : tensor<f32>
    %2210 = stablehlo.multiply %1617, %1617 : tensor<192x768xf32>
    %2211 = stablehlo.constant dense<0.0> : tensor<f32>
    %2212 = "stablehlo.reduce"(%2210, %2211) ({
    ^bb0(%_r295a: tensor<f32>, %_r295b: tensor<f32>):
      %_r295c = stablehlo.add %_r295a, %_r295b : tensor<f32>
      "stablehlo.return"(%_r295c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<192x768xf32>, tensor<f32>) -> tensor<192xf32>
    %2213 = stablehlo.constant dense<0.0> : tensor<f32>
    %2214 = "stablehlo.reduce"(%2212, %2213) ({
    ^bb0(%_r296a: tensor<f32>, %_r296b: tensor<f32>):
      %_r296c = stablehlo.add %_r296a, %_r296b : tensor<f32>
      "stablehlo.return"(%_r296c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2215 = stablehlo.add %2209, %2214 : tensor<f32>
    %2216 = stablehlo.multiply %1619, %1619 : tensor<768xf32>
    %2217 = stablehlo.constant dense<0.0> : tensor<f32>
    %2218 = "stablehlo.reduce"(%2216, %2217) ({
    ^bb0(%_r297a: tensor<f32>, %_r297b: tensor<f32>):
      %_r297c = stablehlo.add %_r297a, %_r297b : tensor<f32>
      "stablehlo.return"(%_r297c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2219 = stablehlo.add %2215, %2218 : tensor<f32>
    %2220 = stablehlo.multiply %1603, %1603 : tensor<768x192xf32>
    %2221 = stablehlo.constant dense<0.0> : tensor<f32>
    %2222 = "stablehlo.reduce"(%2220, %2221) ({
    ^bb0(%_r298a: tensor<f32>, %_r298b: tensor<f32>):
      %_r298c = stablehlo.add %_r298a, %_r298b : tensor<f32>
      "stablehlo.return"(%_r298c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<768x192xf32>, tensor<f32>) -> tensor<768xf32>
    %2223 = stablehlo.constant dense<0.0> : tensor<f32>
    %2224 = "stablehlo.reduce"(%2222, %2223) ({
    ^bb0(%_r299a: tensor<f32>, %_r299b: tensor<f32>):
      %_r299c = stablehlo.add %_r299a, %_r299b : tensor<f32>
      "stablehlo.return"(%_r299c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2225 = stablehlo.add %2219, %2224 : tensor<f32>
    %2226 = stablehlo.multiply %1605, %1605 : tensor<192xf32>
    %2227 = stablehlo.constant dense<0.0> : tensor<f32>
    %2228 = "stablehlo.reduce"(%2226, %2227) ({
    ^bb0(%_r300a: tensor<f32>, %_r300b: tensor<f32>):
      %_r300c = stablehlo.add %_r300a, %_r300b : tensor<f32>
      "stablehlo.return"(%_r300c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2229 = stablehlo.add %2225, %2228 : tensor<f32>
    %2230 = stablehlo.multiply %1601, %1601 : tensor<192xf32>
    %2231 = stablehlo.constant dense<0.0> : tensor<f32>
    %2232 = "stablehlo.reduce"(%2230, %2231) ({
    ^bb0(%_r301a: tensor<f32>, %_r301b: tensor<f32>):
      %_r301c = stablehlo.add %_r301a, %_r301b : tensor<f32>
      "stablehlo.return"(%_r301c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2233 = stablehlo.add %2229, %2232 : tensor<f32>
    %2234 = stablehlo.multiply %1594, %1594 : tensor<192xf32>
    %2235 = stablehlo.constant dense<0.0> : tensor<f32>
    %2236 = "stablehlo.reduce"(%2234, %2235) ({
    ^bb0(%_r302a: tensor<f32>, %_r302b: tensor<f32>):
      %_r302c = stablehlo.add %_r302a, %_r302b : tensor<f32>
      "stablehlo.return"(%_r302c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2237 = stablehlo.add %2233, %2236 : tensor<f32>
    %2238 = stablehlo.multiply %1596, %1596 : tensor<192xf32>
    %2239 = stablehlo.constant dense<0.0> : tensor<f32>
    %2240 = "stablehlo.reduce"(%2238, %2239) ({
    ^bb0(%_r303a: tensor<f32>, %_r303b: tensor<f32>):
      %_r303c = stablehlo.add %_r303a, %_r303b : tensor<f32>
      "stablehlo.return"(%_r303c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<192xf32>, tensor<f32>) -> tensor<f32>
    %2241 = stablehlo.add %2237, %2240 : tensor<f32>
    %2242 = stablehlo.multiply %1573, %1573 : tensor<2x2x192x384xf32>
    %2243 = stablehlo.constant dense<0.0> : tensor<f32>
    %2244 = "stablehlo.reduce"(%2242, %2243) ({
    ^bb0(%_r304a: tensor<f32>, %_r304b: tensor<f32>):
      %_r304c = stablehlo.add %_r304a, %_r304b : tensor<f32>
      "stablehlo.return"(%_r304c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x192x384xf32>, tensor<f32>) -> tensor<2x2x192xf32>
    %2245 = stablehlo.constant dense<0.0> : tensor<f32>
    %2246 = "stablehlo.reduce"(%2244, %2245) ({
    ^bb0(%_r305a: tensor<f32>, %_r305b: tensor<f32>):
      %_r305c = stablehlo.add %_r305a, %_r305b : tensor<f32>
      "stablehlo.return"(%_r305c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x192xf32>, tensor<f32>) -> tensor<f32>
    %2247 = stablehlo.add %2241, %2246 : tensor<f32>
    %2248 = stablehlo.multiply %1575, %1575 : tensor<384xf32>
    %2249 = stablehlo.constant dense<0.0> : tensor<f32>
    %2250 = "stablehlo.reduce"(%2248, %2249) ({
    ^bb0(%_r306a: tensor<f32>, %_r306b: tensor<f32>):
      %_r306c = stablehlo.add %_r306a, %_r306b : tensor<f32>
      "stablehlo.return"(%_r306c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2251 = stablehlo.add %2247, %2250 : tensor<f32>
    %2252 = stablehlo.multiply %1567, %1567 : tensor<7x7x1x384xf32>
    %2253 = stablehlo.constant dense<0.0> : tensor<f32>
    %2254 = "stablehlo.reduce"(%2252, %2253) ({
    ^bb0(%_r307a: tensor<f32>, %_r307b: tensor<f32>):
      %_r307c = stablehlo.add %_r307a, %_r307b : tensor<f32>
      "stablehlo.return"(%_r307c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x384xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %2255 = stablehlo.constant dense<0.0> : tensor<f32>
    %2256 = "stablehlo.reduce"(%2254, %2255) ({
    ^bb0(%_r308a: tensor<f32>, %_r308b: tensor<f32>):
      %_r308c = stablehlo.add %_r308a, %_r308b : tensor<f32>
      "stablehlo.return"(%_r308c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %2257 = stablehlo.add %2251, %2256 : tensor<f32>
    %2258 = stablehlo.multiply %1569, %1569 : tensor<384xf32>
    %2259 = stablehlo.constant dense<0.0> : tensor<f32>
    %2260 = "stablehlo.reduce"(%2258, %2259) ({
    ^bb0(%_r309a: tensor<f32>, %_r309b: tensor<f32>):
      %_r309c = stablehlo.add %_r309a, %_r309b : tensor<f32>
      "stablehlo.return"(%_r309c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2261 = stablehlo.add %2257, %2260 : tensor<f32>
    %2262 = stablehlo.multiply %1562, %1562 : tensor<384xf32>
    %2263 = stablehlo.constant dense<0.0> : tensor<f32>
    %2264 = "stablehlo.reduce"(%2262, %2263) ({
    ^bb0(%_r310a: tensor<f32>, %_r310b: tensor<f32>):
      %_r310c = stablehlo.add %_r310a, %_r310b : tensor<f32>
      "stablehlo.return"(%_r310c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2265 = stablehlo.add %2261, %2264 : tensor<f32>
    %2266 = stablehlo.multiply %1564, %1564 : tensor<384xf32>
    %2267 = stablehlo.constant dense<0.0> : tensor<f32>
    %2268 = "stablehlo.reduce"(%2266, %2267) ({
    ^bb0(%_r311a: tensor<f32>, %_r311b: tensor<f32>):
      %_r311c = stablehlo.add %_r311a, %_r311b : tensor<f32>
      "stablehlo.return"(%_r311c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2269 = stablehlo.add %2265, %2268 : tensor<f32>
    %2270 = stablehlo.multiply %1541, %1541 : tensor<384x1536xf32>
    %2271 = stablehlo.constant dense<0.0> : tensor<f32>
    %2272 = "stablehlo.reduce"(%2270, %2271) ({
    ^bb0(%_r312a: tensor<f32>, %_r312b: tensor<f32>):
      %_r312c = stablehlo.add %_r312a, %_r312b : tensor<f32>
      "stablehlo.return"(%_r312c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x1536xf32>, tensor<f32>) -> tensor<384xf32>
    %2273 = stablehlo.constant dense<0.0> : tensor<f32>
    %2274 = "stablehlo.reduce"(%2272, %2273) ({
    ^bb0(%_r313a: tensor<f32>, %_r313b: tensor<f32>):
      %_r313c = stablehlo.add %_r313a, %_r313b : tensor<f32>
      "stablehlo.return"(%_r313c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2275 = stablehlo.add %2269, %2274 : tensor<f32>
    %2276 = stablehlo.multiply %1543, %1543 : tensor<1536xf32>
    %2277 = stablehlo.constant dense<0.0> : tensor<f32>
    %2278 = "stablehlo.reduce"(%2276, %2277) ({
    ^bb0(%_r314a: tensor<f32>, %_r314b: tensor<f32>):
      %_r314c = stablehlo.add %_r314a, %_r314b : tensor<f32>
      "stablehlo.return"(%_r314c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2279 = stablehlo.add %2275, %2278 : tensor<f32>
    %2280 = stablehlo.multiply %1527, %1527 : tensor<1536x384xf32>
    %2281 = stablehlo.constant dense<0.0> : tensor<f32>
    %2282 = "stablehlo.reduce"(%2280, %2281) ({
    ^bb0(%_r315a: tensor<f32>, %_r315b: tensor<f32>):
      %_r315c = stablehlo.add %_r315a, %_r315b : tensor<f32>
      "stablehlo.return"(%_r315c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1536x384xf32>, tensor<f32>) -> tensor<1536xf32>
    %2283 = stablehlo.constant dense<0.0> : tensor<f32>
    %2284 = "stablehlo.reduce"(%2282, %2283) ({
    ^bb0(%_r316a: tensor<f32>, %_r316b: tensor<f32>):
      %_r316c = stablehlo.add %_r316a, %_r316b : tensor<f32>
      "stablehlo.return"(%_r316c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2285 = stablehlo.add %2279, %2284 : tensor<f32>
    %2286 = stablehlo.multiply %1529, %1529 : tensor<384xf32>
    %2287 = stablehlo.constant dense<0.0> : tensor<f32>
    %2288 = "stablehlo.reduce"(%2286, %2287) ({
    ^bb0(%_r317a: tensor<f32>, %_r317b: tensor<f32>):
      %_r317c = stablehlo.add %_r317a, %_r317b : tensor<f32>
      "stablehlo.return"(%_r317c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2289 = stablehlo.add %2285, %2288 : tensor<f32>
    %2290 = stablehlo.multiply %1525, %1525 : tensor<384xf32>
    %2291 = stablehlo.constant dense<0.0> : tensor<f32>
    %2292 = "stablehlo.reduce"(%2290, %2291) ({
    ^bb0(%_r318a: tensor<f32>, %_r318b: tensor<f32>):
      %_r318c = stablehlo.add %_r318a, %_r318b : tensor<f32>
      "stablehlo.return"(%_r318c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2293 = stablehlo.add %2289, %2292 : tensor<f32>
    %2294 = stablehlo.multiply %1517, %1517 : tensor<7x7x1x384xf32>
    %2295 = stablehlo.constant dense<0.0> : tensor<f32>
    %2296 = "stablehlo.reduce"(%2294, %2295) ({
    ^bb0(%_r319a: tensor<f32>, %_r319b: tensor<f32>):
      %_r319c = stablehlo.add %_r319a, %_r319b : tensor<f32>
      "stablehlo.return"(%_r319c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x384xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %2297 = stablehlo.constant dense<0.0> : tensor<f32>
    %2298 = "stablehlo.reduce"(%2296, %2297) ({
    ^bb0(%_r320a: tensor<f32>, %_r320b: tensor<f32>):
      %_r320c = stablehlo.add %_r320a, %_r320b : tensor<f32>
      "stablehlo.return"(%_r320c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %2299 = stablehlo.add %2293, %2298 : tensor<f32>
    %2300 = stablehlo.multiply %1519, %1519 : tensor<384xf32>
    %2301 = stablehlo.constant dense<0.0> : tensor<f32>
    %2302 = "stablehlo.reduce"(%2300, %2301) ({
    ^bb0(%_r321a: tensor<f32>, %_r321b: tensor<f32>):
      %_r321c = stablehlo.add %_r321a, %_r321b : tensor<f32>
      "stablehlo.return"(%_r321c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2303 = stablehlo.add %2299, %2302 : tensor<f32>
    %2304 = stablehlo.multiply %1512, %1512 : tensor<384xf32>
    %2305 = stablehlo.constant dense<0.0> : tensor<f32>
    %2306 = "stablehlo.reduce"(%2304, %2305) ({
    ^bb0(%_r322a: tensor<f32>, %_r322b: tensor<f32>):
      %_r322c = stablehlo.add %_r322a, %_r322b : tensor<f32>
      "stablehlo.return"(%_r322c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2307 = stablehlo.add %2303, %2306 : tensor<f32>
    %2308 = stablehlo.multiply %1514, %1514 : tensor<384xf32>
    %2309 = stablehlo.constant dense<0.0> : tensor<f32>
    %2310 = "stablehlo.reduce"(%2308, %2309) ({
    ^bb0(%_r323a: tensor<f32>, %_r323b: tensor<f32>):
      %_r323c = stablehlo.add %_r323a, %_r323b : tensor<f32>
      "stablehlo.return"(%_r323c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2311 = stablehlo.add %2307, %2310 : tensor<f32>
    %2312 = stablehlo.multiply %1491, %1491 : tensor<384x1536xf32>
    %2313 = stablehlo.constant dense<0.0> : tensor<f32>
    %2314 = "stablehlo.reduce"(%2312, %2313) ({
    ^bb0(%_r324a: tensor<f32>, %_r324b: tensor<f32>):
      %_r324c = stablehlo.add %_r324a, %_r324b : tensor<f32>
      "stablehlo.return"(%_r324c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x1536xf32>, tensor<f32>) -> tensor<384xf32>
    %2315 = stablehlo.constant dense<0.0> : tensor<f32>
    %2316 = "stablehlo.reduce"(%2314, %2315) ({
    ^bb0(%_r325a: tensor<f32>, %_r325b: tensor<f32>):
      %_r325c = stablehlo.add %_r325a, %_r325b : tensor<f32>
      "stablehlo.return"(%_r325c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2317 = stablehlo.add %2311, %2316 : tensor<f32>
    %2318 = stablehlo.multiply %1493, %1493 : tensor<1536xf32>
    %2319 = stablehlo.constant dense<0.0> : tensor<f32>
    %2320 = "stablehlo.reduce"(%2318, %2319) ({
    ^bb0(%_r326a: tensor<f32>, %_r326b: tensor<f32>):
      %_r326c = stablehlo.add %_r326a, %_r326b : tensor<f32>
      "stablehlo.return"(%_r326c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2321 = stablehlo.add %2317, %2320 : tensor<f32>
    %2322 = stablehlo.multiply %1477, %1477 : tensor<1536x384xf32>
    %2323 = stablehlo.constant dense<0.0> : tensor<f32>
    %2324 = "stablehlo.reduce"(%2322, %2323) ({
    ^bb0(%_r327a: tensor<f32>, %_r327b: tensor<f32>):
      %_r327c = stablehlo.add %_r327a, %_r327b : tensor<f32>
      "stablehlo.return"(%_r327c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1536x384xf32>, tensor<f32>) -> tensor<1536xf32>
    %2325 = stablehlo.constant dense<0.0> : tensor<f32>
    %2326 = "stablehlo.reduce"(%2324, %2325) ({
    ^bb0(%_r328a: tensor<f32>, %_r328b: tensor<f32>):
      %_r328c = stablehlo.add %_r328a, %_r328b : tensor<f32>
      "stablehlo.return"(%_r328c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2327 = stablehlo.add %2321, %2326 : tensor<f32>
    %2328 = stablehlo.multiply %1479, %1479 : tensor<384xf32>
    %2329 = stablehlo.constant dense<0.0> : tensor<f32>
    %2330 = "stablehlo.reduce"(%2328, %2329) ({
    ^bb0(%_r329a: tensor<f32>, %_r329b: tensor<f32>):
      %_r329c = stablehlo.add %_r329a, %_r329b : tensor<f32>
      "stablehlo.return"(%_r329c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2331 = stablehlo.add %2327, %2330 : tensor<f32>
    %2332 = stablehlo.multiply %1475, %1475 : tensor<384xf32>
    %2333 = stablehlo.constant dense<0.0> : tensor<f32>
    %2334 = "stablehlo.reduce"(%2332, %2333) ({
    ^bb0(%_r330a: tensor<f32>, %_r330b: tensor<f32>):
      %_r330c = stablehlo.add %_r330a, %_r330b : tensor<f32>
      "stablehlo.return"(%_r330c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2335 = stablehlo.add %2331, %2334 : tensor<f32>
    %2336 = stablehlo.multiply %1467, %1467 : tensor<7x7x1x384xf32>
    %2337 = stablehlo.constant dense<0.0> : tensor<f32>
    %2338 = "stablehlo.reduce"(%2336, %2337) ({
    ^bb0(%_r331a: tensor<f32>, %_r331b: tensor<f32>):
      %_r331c = stablehlo.add %_r331a, %_r331b : tensor<f32>
      "stablehlo.return"(%_r331c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x384xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %2339 = stablehlo.constant dense<0.0> : tensor<f32>
    %2340 = "stablehlo.reduce"(%2338, %2339) ({
    ^bb0(%_r332a: tensor<f32>, %_r332b: tensor<f32>):
      %_r332c = stablehlo.add %_r332a, %_r332b : tensor<f32>
      "stablehlo.return"(%_r332c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %2341 = stablehlo.add %2335, %2340 : tensor<f32>
    %2342 = stablehlo.multiply %1469, %1469 : tensor<384xf32>
    %2343 = stablehlo.constant dense<0.0> : tensor<f32>
    %2344 = "stablehlo.reduce"(%2342, %2343) ({
    ^bb0(%_r333a: tensor<f32>, %_r333b: tensor<f32>):
      %_r333c = stablehlo.add %_r333a, %_r333b : tensor<f32>
      "stablehlo.return"(%_r333c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2345 = stablehlo.add %2341, %2344 : tensor<f32>
    %2346 = stablehlo.multiply %1462, %1462 : tensor<384xf32>
    %2347 = stablehlo.constant dense<0.0> : tensor<f32>
    %2348 = "stablehlo.reduce"(%2346, %2347) ({
    ^bb0(%_r334a: tensor<f32>, %_r334b: tensor<f32>):
      %_r334c = stablehlo.add %_r334a, %_r334b : tensor<f32>
      "stablehlo.return"(%_r334c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2349 = stablehlo.add %2345, %2348 : tensor<f32>
    %2350 = stablehlo.multiply %1464, %1464 : tensor<384xf32>
    %2351 = stablehlo.constant dense<0.0> : tensor<f32>
    %2352 = "stablehlo.reduce"(%2350, %2351) ({
    ^bb0(%_r335a: tensor<f32>, %_r335b: tensor<f32>):
      %_r335c = stablehlo.add %_r335a, %_r335b : tensor<f32>
      "stablehlo.return"(%_r335c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2353 = stablehlo.add %2349, %2352 : tensor<f32>
    %2354 = stablehlo.multiply %1441, %1441 : tensor<384x1536xf32>
    %2355 = stablehlo.constant dense<0.0> : tensor<f32>
    %2356 = "stablehlo.reduce"(%2354, %2355) ({
    ^bb0(%_r336a: tensor<f32>, %_r336b: tensor<f32>):
      %_r336c = stablehlo.add %_r336a, %_r336b : tensor<f32>
      "stablehlo.return"(%_r336c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x1536xf32>, tensor<f32>) -> tensor<384xf32>
    %2357 = stablehlo.constant dense<0.0> : tensor<f32>
    %2358 = "stablehlo.reduce"(%2356, %2357) ({
    ^bb0(%_r337a: tensor<f32>, %_r337b: tensor<f32>):
      %_r337c = stablehlo.add %_r337a, %_r337b : tensor<f32>
      "stablehlo.return"(%_r337c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2359 = stablehlo.add %2353, %2358 : tensor<f32>
    %2360 = stablehlo.multiply %1443, %1443 : tensor<1536xf32>
    %2361 = stablehlo.constant dense<0.0> : tensor<f32>
    %2362 = "stablehlo.reduce"(%2360, %2361) ({
    ^bb0(%_r338a: tensor<f32>, %_r338b: tensor<f32>):
      %_r338c = stablehlo.add %_r338a, %_r338b : tensor<f32>
      "stablehlo.return"(%_r338c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2363 = stablehlo.add %2359, %2362 : tensor<f32>
    %2364 = stablehlo.multiply %1427, %1427 : tensor<1536x384xf32>
    %2365 = stablehlo.constant dense<0.0> : tensor<f32>
    %2366 = "stablehlo.reduce"(%2364, %2365) ({
    ^bb0(%_r339a: tensor<f32>, %_r339b: tensor<f32>):
      %_r339c = stablehlo.add %_r339a, %_r339b : tensor<f32>
      "stablehlo.return"(%_r339c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1536x384xf32>, tensor<f32>) -> tensor<1536xf32>
    %2367 = stablehlo.constant dense<0.0> : tensor<f32>
    %2368 = "stablehlo.reduce"(%2366, %2367) ({
    ^bb0(%_r340a: tensor<f32>, %_r340b: tensor<f32>):
      %_r340c = stablehlo.add %_r340a, %_r340b : tensor<f32>
      "stablehlo.return"(%_r340c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2369 = stablehlo.add %2363, %2368 : tensor<f32>
    %2370 = stablehlo.multiply %1429, %1429 : tensor<384xf32>
    %2371 = stablehlo.constant dense<0.0> : tensor<f32>
    %2372 = "stablehlo.reduce"(%2370, %2371) ({
    ^bb0(%_r341a: tensor<f32>, %_r341b: tensor<f32>):
      %_r341c = stablehlo.add %_r341a, %_r341b : tensor<f32>
      "stablehlo.return"(%_r341c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2373 = stablehlo.add %2369, %2372 : tensor<f32>
    %2374 = stablehlo.multiply %1425, %1425 : tensor<384xf32>
    %2375 = stablehlo.constant dense<0.0> : tensor<f32>
    %2376 = "stablehlo.reduce"(%2374, %2375) ({
    ^bb0(%_r342a: tensor<f32>, %_r342b: tensor<f32>):
      %_r342c = stablehlo.add %_r342a, %_r342b : tensor<f32>
      "stablehlo.return"(%_r342c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2377 = stablehlo.add %2373, %2376 : tensor<f32>
    %2378 = stablehlo.multiply %1417, %1417 : tensor<7x7x1x384xf32>
    %2379 = stablehlo.constant dense<0.0> : tensor<f32>
    %2380 = "stablehlo.reduce"(%2378, %2379) ({
    ^bb0(%_r343a: tensor<f32>, %_r343b: tensor<f32>):
      %_r343c = stablehlo.add %_r343a, %_r343b : tensor<f32>
      "stablehlo.return"(%_r343c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x384xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %2381 = stablehlo.constant dense<0.0> : tensor<f32>
    %2382 = "stablehlo.reduce"(%2380, %2381) ({
    ^bb0(%_r344a: tensor<f32>, %_r344b: tensor<f32>):
      %_r344c = stablehlo.add %_r344a, %_r344b : tensor<f32>
      "stablehlo.return"(%_r344c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %2383 = stablehlo.add %2377, %2382 : tensor<f32>
    %2384 = stablehlo.multiply %1419, %1419 : tensor<384xf32>
    %2385 = stablehlo.constant dense<0.0> : tensor<f32>
    %2386 = "stablehlo.reduce"(%2384, %2385) ({
    ^bb0(%_r345a: tensor<f32>, %_r345b: tensor<f32>):
      %_r345c = stablehlo.add %_r345a, %_r345b : tensor<f32>
      "stablehlo.return"(%_r345c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2387 = stablehlo.add %2383, %2386 : tensor<f32>
    %2388 = stablehlo.multiply %1412, %1412 : tensor<384xf32>
    %2389 = stablehlo.constant dense<0.0> : tensor<f32>
    %2390 = "stablehlo.reduce"(%2388, %2389) ({
    ^bb0(%_r346a: tensor<f32>, %_r346b: tensor<f32>):
      %_r346c = stablehlo.add %_r346a, %_r346b : tensor<f32>
      "stablehlo.return"(%_r346c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2391 = stablehlo.add %2387, %2390 : tensor<f32>
    %2392 = stablehlo.multiply %1414, %1414 : tensor<384xf32>
    %2393 = stablehlo.constant dense<0.0> : tensor<f32>
    %2394 = "stablehlo.reduce"(%2392, %2393) ({
    ^bb0(%_r347a: tensor<f32>, %_r347b: tensor<f32>):
      %_r347c = stablehlo.add %_r347a, %_r347b : tensor<f32>
      "stablehlo.return"(%_r347c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2395 = stablehlo.add %2391, %2394 : tensor<f32>
    %2396 = stablehlo.multiply %1391, %1391 : tensor<384x1536xf32>
    %2397 = stablehlo.constant dense<0.0> : tensor<f32>
    %2398 = "stablehlo.reduce"(%2396, %2397) ({
    ^bb0(%_r348a: tensor<f32>, %_r348b: tensor<f32>):
      %_r348c = stablehlo.add %_r348a, %_r348b : tensor<f32>
      "stablehlo.return"(%_r348c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x1536xf32>, tensor<f32>) -> tensor<384xf32>
    %2399 = stablehlo.constant dense<0.0> : tensor<f32>
    %2400 = "stablehlo.reduce"(%2398, %2399) ({
    ^bb0(%_r349a: tensor<f32>, %_r349b: tensor<f32>):
      %_r349c = stablehlo.add %_r349a, %_r349b : tensor<f32>
      "stablehlo.return"(%_r349c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2401 = stablehlo.add %2395, %2400 : tensor<f32>
    %2402 = stablehlo.multiply %1393, %1393 : tensor<1536xf32>
    %2403 = stablehlo.constant dense<0.0> : tensor<f32>
    %2404 = "stablehlo.reduce"(%2402, %2403) ({
    ^bb0(%_r350a: tensor<f32>, %_r350b: tensor<f32>):
      %_r350c = stablehlo.add %_r350a, %_r350b : tensor<f32>
      "stablehlo.return"(%_r350c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2405 = stablehlo.add %2401, %2404 : tensor<f32>
    %2406 = stablehlo.multiply %1377, %1377 : tensor<1536x384xf32>
    %2407 = stablehlo.constant dense<0.0> : tensor<f32>
    %2408 = "stablehlo.reduce"(%2406, %2407) ({
    ^bb0(%_r351a: tensor<f32>, %_r351b: tensor<f32>):
      %_r351c = stablehlo.add %_r351a, %_r351b : tensor<f32>
      "stablehlo.return"(%_r351c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1536x384xf32>, tensor<f32>) -> tensor<1536xf32>
    %2409 = stablehlo.constant dense<0.0> : tensor<f32>
    %2410 = "stablehlo.reduce"(%2408, %2409) ({
    ^bb0(%_r352a: tensor<f32>, %_r352b: tensor<f32>):
      %_r352c = stablehlo.add %_r352a, %_r352b : tensor<f32>
      "stablehlo.return"(%_r352c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2411 = stablehlo.add %2405, %2410 : tensor<f32>
    %2412 = stablehlo.multiply %1379, %1379 : tensor<384xf32>
    %2413 = stablehlo.constant dense<0.0> : tensor<f32>
    %2414 = "stablehlo.reduce"(%2412, %2413) ({
    ^bb0(%_r353a: tensor<f32>, %_r353b: tensor<f32>):
      %_r353c = stablehlo.add %_r353a, %_r353b : tensor<f32>
      "stablehlo.return"(%_r353c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2415 = stablehlo.add %2411, %2414 : tensor<f32>
    %2416 = stablehlo.multiply %1375, %1375 : tensor<384xf32>
    %2417 = stablehlo.constant dense<0.0> : tensor<f32>
    %2418 = "stablehlo.reduce"(%2416, %2417) ({
    ^bb0(%_r354a: tensor<f32>, %_r354b: tensor<f32>):
      %_r354c = stablehlo.add %_r354a, %_r354b : tensor<f32>
      "stablehlo.return"(%_r354c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2419 = stablehlo.add %2415, %2418 : tensor<f32>
    %2420 = stablehlo.multiply %1367, %1367 : tensor<7x7x1x384xf32>
    %2421 = stablehlo.constant dense<0.0> : tensor<f32>
    %2422 = "stablehlo.reduce"(%2420, %2421) ({
    ^bb0(%_r355a: tensor<f32>, %_r355b: tensor<f32>):
      %_r355c = stablehlo.add %_r355a, %_r355b : tensor<f32>
      "stablehlo.return"(%_r355c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x384xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %2423 = stablehlo.constant dense<0.0> : tensor<f32>
    %2424 = "stablehlo.reduce"(%2422, %2423) ({
    ^bb0(%_r356a: tensor<f32>, %_r356b: tensor<f32>):
      %_r356c = stablehlo.add %_r356a, %_r356b : tensor<f32>
      "stablehlo.return"(%_r356c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %2425 = stablehlo.add %2419, %2424 : tensor<f32>
    %2426 = stablehlo.multiply %1369, %1369 : tensor<384xf32>
    %2427 = stablehlo.constant dense<0.0> : tensor<f32>
    %2428 = "stablehlo.reduce"(%2426, %2427) ({
    ^bb0(%_r357a: tensor<f32>, %_r357b: tensor<f32>):
      %_r357c = stablehlo.add %_r357a, %_r357b : tensor<f32>
      "stablehlo.return"(%_r357c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2429 = stablehlo.add %2425, %2428 : tensor<f32>
    %2430 = stablehlo.multiply %1362, %1362 : tensor<384xf32>
    %2431 = stablehlo.constant dense<0.0> : tensor<f32>
    %2432 = "stablehlo.reduce"(%2430, %2431) ({
    ^bb0(%_r358a: tensor<f32>, %_r358b: tensor<f32>):
      %_r358c = stablehlo.add %_r358a, %_r358b : tensor<f32>
      "stablehlo.return"(%_r358c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2433 = stablehlo.add %2429, %2432 : tensor<f32>
    %2434 = stablehlo.multiply %1364, %1364 : tensor<384xf32>
    %2435 = stablehlo.constant dense<0.0> : tensor<f32>
    %2436 = "stablehlo.reduce"(%2434, %2435) ({
    ^bb0(%_r359a: tensor<f32>, %_r359b: tensor<f32>):
      %_r359c = stablehlo.add %_r359a, %_r359b : tensor<f32>
      "stablehlo.return"(%_r359c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2437 = stablehlo.add %2433, %2436 : tensor<f32>
    %2438 = stablehlo.multiply %1341, %1341 : tensor<384x1536xf32>
    %2439 = stablehlo.constant dense<0.0> : tensor<f32>
    %2440 = "stablehlo.reduce"(%2438, %2439) ({
    ^bb0(%_r360a: tensor<f32>, %_r360b: tensor<f32>):
      %_r360c = stablehlo.add %_r360a, %_r360b : tensor<f32>
      "stablehlo.return"(%_r360c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x1536xf32>, tensor<f32>) -> tensor<384xf32>
    %2441 = stablehlo.constant dense<0.0> : tensor<f32>
    %2442 = "stablehlo.reduce"(%2440, %2441) ({
    ^bb0(%_r361a: tensor<f32>, %_r361b: tensor<f32>):
      %_r361c = stablehlo.add %_r361a, %_r361b : tensor<f32>
      "stablehlo.return"(%_r361c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2443 = stablehlo.add %2437, %2442 : tensor<f32>
    %2444 = stablehlo.multiply %1343, %1343 : tensor<1536xf32>
    %2445 = stablehlo.constant dense<0.0> : tensor<f32>
    %2446 = "stablehlo.reduce"(%2444, %2445) ({
    ^bb0(%_r362a: tensor<f32>, %_r362b: tensor<f32>):
      %_r362c = stablehlo.add %_r362a, %_r362b : tensor<f32>
      "stablehlo.return"(%_r362c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2447 = stablehlo.add %2443, %2446 : tensor<f32>
    %2448 = stablehlo.multiply %1327, %1327 : tensor<1536x384xf32>
    %2449 = stablehlo.constant dense<0.0> : tensor<f32>
    %2450 = "stablehlo.reduce"(%2448, %2449) ({
    ^bb0(%_r363a: tensor<f32>, %_r363b: tensor<f32>):
      %_r363c = stablehlo.add %_r363a, %_r363b : tensor<f32>
      "stablehlo.return"(%_r363c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1536x384xf32>, tensor<f32>) -> tensor<1536xf32>
    %2451 = stablehlo.constant dense<0.0> : tensor<f32>
    %2452 = "stablehlo.reduce"(%2450, %2451) ({
    ^bb0(%_r364a: tensor<f32>, %_r364b: tensor<f32>):
      %_r364c = stablehlo.add %_r364a, %_r364b : tensor<f32>
      "stablehlo.return"(%_r364c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2453 = stablehlo.add %2447, %2452 : tensor<f32>
    %2454 = stablehlo.multiply %1329, %1329 : tensor<384xf32>
    %2455 = stablehlo.constant dense<0.0> : tensor<f32>
    %2456 = "stablehlo.reduce"(%2454, %2455) ({
    ^bb0(%_r365a: tensor<f32>, %_r365b: tensor<f32>):
      %_r365c = stablehlo.add %_r365a, %_r365b : tensor<f32>
      "stablehlo.return"(%_r365c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2457 = stablehlo.add %2453, %2456 : tensor<f32>
    %2458 = stablehlo.multiply %1325, %1325 : tensor<384xf32>
    %2459 = stablehlo.constant dense<0.0> : tensor<f32>
    %2460 = "stablehlo.reduce"(%2458, %2459) ({
    ^bb0(%_r366a: tensor<f32>, %_r366b: tensor<f32>):
      %_r366c = stablehlo.add %_r366a, %_r366b : tensor<f32>
      "stablehlo.return"(%_r366c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2461 = stablehlo.add %2457, %2460 : tensor<f32>
    %2462 = stablehlo.multiply %1317, %1317 : tensor<7x7x1x384xf32>
    %2463 = stablehlo.constant dense<0.0> : tensor<f32>
    %2464 = "stablehlo.reduce"(%2462, %2463) ({
    ^bb0(%_r367a: tensor<f32>, %_r367b: tensor<f32>):
      %_r367c = stablehlo.add %_r367a, %_r367b : tensor<f32>
      "stablehlo.return"(%_r367c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x384xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %2465 = stablehlo.constant dense<0.0> : tensor<f32>
    %2466 = "stablehlo.reduce"(%2464, %2465) ({
    ^bb0(%_r368a: tensor<f32>, %_r368b: tensor<f32>):
      %_r368c = stablehlo.add %_r368a, %_r368b : tensor<f32>
      "stablehlo.return"(%_r368c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %2467 = stablehlo.add %2461, %2466 : tensor<f32>
    %2468 = stablehlo.multiply %1319, %1319 : tensor<384xf32>
    %2469 = stablehlo.constant dense<0.0> : tensor<f32>
    %2470 = "stablehlo.reduce"(%2468, %2469) ({
    ^bb0(%_r369a: tensor<f32>, %_r369b: tensor<f32>):
      %_r369c = stablehlo.add %_r369a, %_r369b : tensor<f32>
      "stablehlo.return"(%_r369c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2471 = stablehlo.add %2467, %2470 : tensor<f32>
    %2472 = stablehlo.multiply %1312, %1312 : tensor<384xf32>
    %2473 = stablehlo.constant dense<0.0> : tensor<f32>
    %2474 = "stablehlo.reduce"(%2472, %2473) ({
    ^bb0(%_r370a: tensor<f32>, %_r370b: tensor<f32>):
      %_r370c = stablehlo.add %_r370a, %_r370b : tensor<f32>
      "stablehlo.return"(%_r370c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2475 = stablehlo.add %2471, %2474 : tensor<f32>
    %2476 = stablehlo.multiply %1314, %1314 : tensor<384xf32>
    %2477 = stablehlo.constant dense<0.0> : tensor<f32>
    %2478 = "stablehlo.reduce"(%2476, %2477) ({
    ^bb0(%_r371a: tensor<f32>, %_r371b: tensor<f32>):
      %_r371c = stablehlo.add %_r371a, %_r371b : tensor<f32>
      "stablehlo.return"(%_r371c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2479 = stablehlo.add %2475, %2478 : tensor<f32>
    %2480 = stablehlo.multiply %1291, %1291 : tensor<384x1536xf32>
    %2481 = stablehlo.constant dense<0.0> : tensor<f32>
    %2482 = "stablehlo.reduce"(%2480, %2481) ({
    ^bb0(%_r372a: tensor<f32>, %_r372b: tensor<f32>):
      %_r372c = stablehlo.add %_r372a, %_r372b : tensor<f32>
      "stablehlo.return"(%_r372c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x1536xf32>, tensor<f32>) -> tensor<384xf32>
    %2483 = stablehlo.constant dense<0.0> : tensor<f32>
    %2484 = "stablehlo.reduce"(%2482, %2483) ({
    ^bb0(%_r373a: tensor<f32>, %_r373b: tensor<f32>):
      %_r373c = stablehlo.add %_r373a, %_r373b : tensor<f32>
      "stablehlo.return"(%_r373c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2485 = stablehlo.add %2479, %2484 : tensor<f32>
    %2486 = stablehlo.multiply %1293, %1293 : tensor<1536xf32>
    %2487 = stablehlo.constant dense<0.0> : tensor<f32>
    %2488 = "stablehlo.reduce"(%2486, %2487) ({
    ^bb0(%_r374a: tensor<f32>, %_r374b: tensor<f32>):
      %_r374c = stablehlo.add %_r374a, %_r374b : tensor<f32>
      "stablehlo.return"(%_r374c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2489 = stablehlo.add %2485, %2488 : tensor<f32>
    %2490 = stablehlo.multiply %1277, %1277 : tensor<1536x384xf32>
    %2491 = stablehlo.constant dense<0.0> : tensor<f32>
    %2492 = "stablehlo.reduce"(%2490, %2491) ({
    ^bb0(%_r375a: tensor<f32>, %_r375b: tensor<f32>):
      %_r375c = stablehlo.add %_r375a, %_r375b : tensor<f32>
      "stablehlo.return"(%_r375c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1536x384xf32>, tensor<f32>) -> tensor<1536xf32>
    %2493 = stablehlo.constant dense<0.0> : tensor<f32>
    %2494 = "stablehlo.reduce"(%2492, %2493) ({
    ^bb0(%_r376a: tensor<f32>, %_r376b: tensor<f32>):
      %_r376c = stablehlo.add %_r376a, %_r376b : tensor<f32>
      "stablehlo.return"(%_r376c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2495 = stablehlo.add %2489, %2494 : tensor<f32>
    %2496 = stablehlo.multiply %1279, %1279 : tensor<384xf32>
    %2497 = stablehlo.constant dense<0.0> : tensor<f32>
    %2498 = "stablehlo.reduce"(%2496, %2497) ({
    ^bb0(%_r377a: tensor<f32>, %_r377b: tensor<f32>):
      %_r377c = stablehlo.add %_r377a, %_r377b : tensor<f32>
      "stablehlo.return"(%_r377c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2499 = stablehlo.add %2495, %2498 : tensor<f32>
    %2500 = stablehlo.multiply %1275, %1275 : tensor<384xf32>
    %2501 = stablehlo.constant dense<0.0> : tensor<f32>
    %2502 = "stablehlo.reduce"(%2500, %2501) ({
    ^bb0(%_r378a: tensor<f32>, %_r378b: tensor<f32>):
      %_r378c = stablehlo.add %_r378a, %_r378b : tensor<f32>
      "stablehlo.return"(%_r378c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2503 = stablehlo.add %2499, %2502 : tensor<f32>
    %2504 = stablehlo.multiply %1267, %1267 : tensor<7x7x1x384xf32>
    %2505 = stablehlo.constant dense<0.0> : tensor<f32>
    %2506 = "stablehlo.reduce"(%2504, %2505) ({
    ^bb0(%_r379a: tensor<f32>, %_r379b: tensor<f32>):
      %_r379c = stablehlo.add %_r379a, %_r379b : tensor<f32>
      "stablehlo.return"(%_r379c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x384xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %2507 = stablehlo.constant dense<0.0> : tensor<f32>
    %2508 = "stablehlo.reduce"(%2506, %2507) ({
    ^bb0(%_r380a: tensor<f32>, %_r380b: tensor<f32>):
      %_r380c = stablehlo.add %_r380a, %_r380b : tensor<f32>
      "stablehlo.return"(%_r380c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %2509 = stablehlo.add %2503, %2508 : tensor<f32>
    %2510 = stablehlo.multiply %1269, %1269 : tensor<384xf32>
    %2511 = stablehlo.constant dense<0.0> : tensor<f32>
    %2512 = "stablehlo.reduce"(%2510, %2511) ({
    ^bb0(%_r381a: tensor<f32>, %_r381b: tensor<f32>):
      %_r381c = stablehlo.add %_r381a, %_r381b : tensor<f32>
      "stablehlo.return"(%_r381c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2513 = stablehlo.add %2509, %2512 : tensor<f32>
    %2514 = stablehlo.multiply %1262, %1262 : tensor<384xf32>
    %2515 = stablehlo.constant dense<0.0> : tensor<f32>
    %2516 = "stablehlo.reduce"(%2514, %2515) ({
    ^bb0(%_r382a: tensor<f32>, %_r382b: tensor<f32>):
      %_r382c = stablehlo.add %_r382a, %_r382b : tensor<f32>
      "stablehlo.return"(%_r382c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2517 = stablehlo.add %2513, %2516 : tensor<f32>
    %2518 = stablehlo.multiply %1264, %1264 : tensor<384xf32>
    %2519 = stablehlo.constant dense<0.0> : tensor<f32>
    %2520 = "stablehlo.reduce"(%2518, %2519) ({
    ^bb0(%_r383a: tensor<f32>, %_r383b: tensor<f32>):
      %_r383c = stablehlo.add %_r383a, %_r383b : tensor<f32>
      "stablehlo.return"(%_r383c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2521 = stablehlo.add %2517, %2520 : tensor<f32>
    %2522 = stablehlo.multiply %1241, %1241 : tensor<384x1536xf32>
    %2523 = stablehlo.constant dense<0.0> : tensor<f32>
    %2524 = "stablehlo.reduce"(%2522, %2523) ({
    ^bb0(%_r384a: tensor<f32>, %_r384b: tensor<f32>):
      %_r384c = stablehlo.add %_r384a, %_r384b : tensor<f32>
      "stablehlo.return"(%_r384c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x1536xf32>, tensor<f32>) -> tensor<384xf32>
    %2525 = stablehlo.constant dense<0.0> : tensor<f32>
    %2526 = "stablehlo.reduce"(%2524, %2525) ({
    ^bb0(%_r385a: tensor<f32>, %_r385b: tensor<f32>):
      %_r385c = stablehlo.add %_r385a, %_r385b : tensor<f32>
      "stablehlo.return"(%_r385c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2527 = stablehlo.add %2521, %2526 : tensor<f32>
    %2528 = stablehlo.multiply %1243, %1243 : tensor<1536xf32>
    %2529 = stablehlo.constant dense<0.0> : tensor<f32>
    %2530 = "stablehlo.reduce"(%2528, %2529) ({
    ^bb0(%_r386a: tensor<f32>, %_r386b: tensor<f32>):
      %_r386c = stablehlo.add %_r386a, %_r386b : tensor<f32>
      "stablehlo.return"(%_r386c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2531 = stablehlo.add %2527, %2530 : tensor<f32>
    %2532 = stablehlo.multiply %1227, %1227 : tensor<1536x384xf32>
    %2533 = stablehlo.constant dense<0.0> : tensor<f32>
    %2534 = "stablehlo.reduce"(%2532, %2533) ({
    ^bb0(%_r387a: tensor<f32>, %_r387b: tensor<f32>):
      %_r387c = stablehlo.add %_r387a, %_r387b : tensor<f32>
      "stablehlo.return"(%_r387c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1536x384xf32>, tensor<f32>) -> tensor<1536xf32>
    %2535 = stablehlo.constant dense<0.0> : tensor<f32>
    %2536 = "stablehlo.reduce"(%2534, %2535) ({
    ^bb0(%_r388a: tensor<f32>, %_r388b: tensor<f32>):
      %_r388c = stablehlo.add %_r388a, %_r388b : tensor<f32>
      "stablehlo.return"(%_r388c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2537 = stablehlo.add %2531, %2536 : tensor<f32>
    %2538 = stablehlo.multiply %1229, %1229 : tensor<384xf32>
    %2539 = stablehlo.constant dense<0.0> : tensor<f32>
    %2540 = "stablehlo.reduce"(%2538, %2539) ({
    ^bb0(%_r389a: tensor<f32>, %_r389b: tensor<f32>):
      %_r389c = stablehlo.add %_r389a, %_r389b : tensor<f32>
      "stablehlo.return"(%_r389c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2541 = stablehlo.add %2537, %2540 : tensor<f32>
    %2542 = stablehlo.multiply %1225, %1225 : tensor<384xf32>
    %2543 = stablehlo.constant dense<0.0> : tensor<f32>
    %2544 = "stablehlo.reduce"(%2542, %2543) ({
    ^bb0(%_r390a: tensor<f32>, %_r390b: tensor<f32>):
      %_r390c = stablehlo.add %_r390a, %_r390b : tensor<f32>
      "stablehlo.return"(%_r390c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2545 = stablehlo.add %2541, %2544 : tensor<f32>
    %2546 = stablehlo.multiply %1217, %1217 : tensor<7x7x1x384xf32>
    %2547 = stablehlo.constant dense<0.0> : tensor<f32>
    %2548 = "stablehlo.reduce"(%2546, %2547) ({
    ^bb0(%_r391a: tensor<f32>, %_r391b: tensor<f32>):
      %_r391c = stablehlo.add %_r391a, %_r391b : tensor<f32>
      "stablehlo.return"(%_r391c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x384xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %2549 = stablehlo.constant dense<0.0> : tensor<f32>
    %2550 = "stablehlo.reduce"(%2548, %2549) ({
    ^bb0(%_r392a: tensor<f32>, %_r392b: tensor<f32>):
      %_r392c = stablehlo.add %_r392a, %_r392b : tensor<f32>
      "stablehlo.return"(%_r392c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %2551 = stablehlo.add %2545, %2550 : tensor<f32>
    %2552 = stablehlo.multiply %1219, %1219 : tensor<384xf32>
    %2553 = stablehlo.constant dense<0.0> : tensor<f32>
    %2554 = "stablehlo.reduce"(%2552, %2553) ({
    ^bb0(%_r393a: tensor<f32>, %_r393b: tensor<f32>):
      %_r393c = stablehlo.add %_r393a, %_r393b : tensor<f32>
      "stablehlo.return"(%_r393c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2555 = stablehlo.add %2551, %2554 : tensor<f32>
    %2556 = stablehlo.multiply %1212, %1212 : tensor<384xf32>
    %2557 = stablehlo.constant dense<0.0> : tensor<f32>
    %2558 = "stablehlo.reduce"(%2556, %2557) ({
    ^bb0(%_r394a: tensor<f32>, %_r394b: tensor<f32>):
      %_r394c = stablehlo.add %_r394a, %_r394b : tensor<f32>
      "stablehlo.return"(%_r394c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2559 = stablehlo.add %2555, %2558 : tensor<f32>
    %2560 = stablehlo.multiply %1214, %1214 : tensor<384xf32>
    %2561 = stablehlo.constant dense<0.0> : tensor<f32>
    %2562 = "stablehlo.reduce"(%2560, %2561) ({
    ^bb0(%_r395a: tensor<f32>, %_r395b: tensor<f32>):
      %_r395c = stablehlo.add %_r395a, %_r395b : tensor<f32>
      "stablehlo.return"(%_r395c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2563 = stablehlo.add %2559, %2562 : tensor<f32>
    %2564 = stablehlo.multiply %1191, %1191 : tensor<384x1536xf32>
    %2565 = stablehlo.constant dense<0.0> : tensor<f32>
    %2566 = "stablehlo.reduce"(%2564, %2565) ({
    ^bb0(%_r396a: tensor<f32>, %_r396b: tensor<f32>):
      %_r396c = stablehlo.add %_r396a, %_r396b : tensor<f32>
      "stablehlo.return"(%_r396c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x1536xf32>, tensor<f32>) -> tensor<384xf32>
    %2567 = stablehlo.constant dense<0.0> : tensor<f32>
    %2568 = "stablehlo.reduce"(%2566, %2567) ({
    ^bb0(%_r397a: tensor<f32>, %_r397b: tensor<f32>):
      %_r397c = stablehlo.add %_r397a, %_r397b : tensor<f32>
      "stablehlo.return"(%_r397c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2569 = stablehlo.add %2563, %2568 : tensor<f32>
    %2570 = stablehlo.multiply %1193, %1193 : tensor<1536xf32>
    %2571 = stablehlo.constant dense<0.0> : tensor<f32>
    %2572 = "stablehlo.reduce"(%2570, %2571) ({
    ^bb0(%_r398a: tensor<f32>, %_r398b: tensor<f32>):
      %_r398c = stablehlo.add %_r398a, %_r398b : tensor<f32>
      "stablehlo.return"(%_r398c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2573 = stablehlo.add %2569, %2572 : tensor<f32>
    %2574 = stablehlo.multiply %1177, %1177 : tensor<1536x384xf32>
    %2575 = stablehlo.constant dense<0.0> : tensor<f32>
    %2576 = "stablehlo.reduce"(%2574, %2575) ({
    ^bb0(%_r399a: tensor<f32>, %_r399b: tensor<f32>):
      %_r399c = stablehlo.add %_r399a, %_r399b : tensor<f32>
      "stablehlo.return"(%_r399c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1536x384xf32>, tensor<f32>) -> tensor<1536xf32>
    %2577 = stablehlo.constant dense<0.0> : tensor<f32>
    %2578 = "stablehlo.reduce"(%2576, %2577) ({
    ^bb0(%_r400a: tensor<f32>, %_r400b: tensor<f32>):
      %_r400c = stablehlo.add %_r400a, %_r400b : tensor<f32>
      "stablehlo.return"(%_r400c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2579 = stablehlo.add %2573, %2578 : tensor<f32>
    %2580 = stablehlo.multiply %1179, %1179 : tensor<384xf32>
    %2581 = stablehlo.constant dense<0.0> : tensor<f32>
    %2582 = "stablehlo.reduce"(%2580, %2581) ({
    ^bb0(%_r401a: tensor<f32>, %_r401b: tensor<f32>):
      %_r401c = stablehlo.add %_r401a, %_r401b : tensor<f32>
      "stablehlo.return"(%_r401c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2583 = stablehlo.add %2579, %2582 : tensor<f32>
    %2584 = stablehlo.multiply %1175, %1175 : tensor<384xf32>
    %2585 = stablehlo.constant dense<0.0> : tensor<f32>
    %2586 = "stablehlo.reduce"(%2584, %2585) ({
    ^bb0(%_r402a: tensor<f32>, %_r402b: tensor<f32>):
      %_r402c = stablehlo.add %_r402a, %_r402b : tensor<f32>
      "stablehlo.return"(%_r402c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2587 = stablehlo.add %2583, %2586 : tensor<f32>
    %2588 = stablehlo.multiply %1167, %1167 : tensor<7x7x1x384xf32>
    %2589 = stablehlo.constant dense<0.0> : tensor<f32>
    %2590 = "stablehlo.reduce"(%2588, %2589) ({
    ^bb0(%_r403a: tensor<f32>, %_r403b: tensor<f32>):
      %_r403c = stablehlo.add %_r403a, %_r403b : tensor<f32>
      "stablehlo.return"(%_r403c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x384xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %2591 = stablehlo.constant dense<0.0> : tensor<f32>
    %2592 = "stablehlo.reduce"(%2590, %2591) ({
    ^bb0(%_r404a: tensor<f32>, %_r404b: tensor<f32>):
      %_r404c = stablehlo.add %_r404a, %_r404b : tensor<f32>
      "stablehlo.return"(%_r404c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %2593 = stablehlo.add %2587, %2592 : tensor<f32>
    %2594 = stablehlo.multiply %1169, %1169 : tensor<384xf32>
    %2595 = stablehlo.constant dense<0.0> : tensor<f32>
    %2596 = "stablehlo.reduce"(%2594, %2595) ({
    ^bb0(%_r405a: tensor<f32>, %_r405b: tensor<f32>):
      %_r405c = stablehlo.add %_r405a, %_r405b : tensor<f32>
      "stablehlo.return"(%_r405c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2597 = stablehlo.add %2593, %2596 : tensor<f32>
    %2598 = stablehlo.multiply %1162, %1162 : tensor<384xf32>
    %2599 = stablehlo.constant dense<0.0> : tensor<f32>
    %2600 = "stablehlo.reduce"(%2598, %2599) ({
    ^bb0(%_r406a: tensor<f32>, %_r406b: tensor<f32>):
      %_r406c = stablehlo.add %_r406a, %_r406b : tensor<f32>
      "stablehlo.return"(%_r406c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2601 = stablehlo.add %2597, %2600 : tensor<f32>
    %2602 = stablehlo.multiply %1164, %1164 : tensor<384xf32>
    %2603 = stablehlo.constant dense<0.0> : tensor<f32>
    %2604 = "stablehlo.reduce"(%2602, %2603) ({
    ^bb0(%_r407a: tensor<f32>, %_r407b: tensor<f32>):
      %_r407c = stablehlo.add %_r407a, %_r407b : tensor<f32>
      "stablehlo.return"(%_r407c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2605 = stablehlo.add %2601, %2604 : tensor<f32>
    %2606 = stablehlo.multiply %1141, %1141 : tensor<384x1536xf32>
    %2607 = stablehlo.constant dense<0.0> : tensor<f32>
    %2608 = "stablehlo.reduce"(%2606, %2607) ({
    ^bb0(%_r408a: tensor<f32>, %_r408b: tensor<f32>):
      %_r408c = stablehlo.add %_r408a, %_r408b : tensor<f32>
      "stablehlo.return"(%_r408c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<384x1536xf32>, tensor<f32>) -> tensor<384xf32>
    %2609 = stablehlo.constant dense<0.0> : tensor<f32>
    %2610 = "stablehlo.reduce"(%2608, %2609) ({
    ^bb0(%_r409a: tensor<f32>, %_r409b: tensor<f32>):
      %_r409c = stablehlo.add %_r409a, %_r409b : tensor<f32>
      "stablehlo.return"(%_r409c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2611 = stablehlo.add %2605, %2610 : tensor<f32>
    %2612 = stablehlo.multiply %1143, %1143 : tensor<1536xf32>
    %2613 = stablehlo.constant dense<0.0> : tensor<f32>
    %2614 = "stablehlo.reduce"(%2612, %2613) ({
    ^bb0(%_r410a: tensor<f32>, %_r410b: tensor<f32>):
      %_r410c = stablehlo.add %_r410a, %_r410b : tensor<f32>
      "stablehlo.return"(%_r410c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2615 = stablehlo.add %2611, %2614 : tensor<f32>
    %2616 = stablehlo.multiply %1127, %1127 : tensor<1536x384xf32>
    %2617 = stablehlo.constant dense<0.0> : tensor<f32>
    %2618 = "stablehlo.reduce"(%2616, %2617) ({
    ^bb0(%_r411a: tensor<f32>, %_r411b: tensor<f32>):
      %_r411c = stablehlo.add %_r411a, %_r411b : tensor<f32>
      "stablehlo.return"(%_r411c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1536x384xf32>, tensor<f32>) -> tensor<1536xf32>
    %2619 = stablehlo.constant dense<0.0> : tensor<f32>
    %2620 = "stablehlo.reduce"(%2618, %2619) ({
    ^bb0(%_r412a: tensor<f32>, %_r412b: tensor<f32>):
      %_r412c = stablehlo.add %_r412a, %_r412b : tensor<f32>
      "stablehlo.return"(%_r412c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %2621 = stablehlo.add %2615, %2620 : tensor<f32>
    %2622 = stablehlo.multiply %1129, %1129 : tensor<384xf32>
    %2623 = stablehlo.constant dense<0.0> : tensor<f32>
    %2624 = "stablehlo.reduce"(%2622, %2623) ({
    ^bb0(%_r413a: tensor<f32>, %_r413b: tensor<f32>):
      %_r413c = stablehlo.add %_r413a, %_r413b : tensor<f32>
      "stablehlo.return"(%_r413c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2625 = stablehlo.add %2621, %2624 : tensor<f32>
    %2626 = stablehlo.multiply %1125, %1125 : tensor<384xf32>
    %2627 = stablehlo.constant dense<0.0> : tensor<f32>
    %2628 = "stablehlo.reduce"(%2626, %2627) ({
    ^bb0(%_r414a: tensor<f32>, %_r414b: tensor<f32>):
      %_r414c = stablehlo.add %_r414a, %_r414b : tensor<f32>
      "stablehlo.return"(%_r414c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2629 = stablehlo.add %2625, %2628 : tensor<f32>
    %2630 = stablehlo.multiply %1118, %1118 : tensor<384xf32>
    %2631 = stablehlo.constant dense<0.0> : tensor<f32>
    %2632 = "stablehlo.reduce"(%2630, %2631) ({
    ^bb0(%_r415a: tensor<f32>, %_r415b: tensor<f32>):
      %_r415c = stablehlo.add %_r415a, %_r415b : tensor<f32>
      "stablehlo.return"(%_r415c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2633 = stablehlo.add %2629, %2632 : tensor<f32>
    %2634 = stablehlo.multiply %1120, %1120 : tensor<384xf32>
    %2635 = stablehlo.constant dense<0.0> : tensor<f32>
    %2636 = "stablehlo.reduce"(%2634, %2635) ({
    ^bb0(%_r416a: tensor<f32>, %_r416b: tensor<f32>):
      %_r416c = stablehlo.add %_r416a, %_r416b : tensor<f32>
      "stablehlo.return"(%_r416c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<384xf32>, tensor<f32>) -> tensor<f32>
    %2637 = stablehlo.add %2633, %2636 : tensor<f32>
    %2638 = stablehlo.multiply %1097, %1097 : tensor<2x2x384x768xf32>
    %2639 = stablehlo.constant dense<0.0> : tensor<f32>
    %2640 = "stablehlo.reduce"(%2638, %2639) ({
    ^bb0(%_r417a: tensor<f32>, %_r417b: tensor<f32>):
      %_r417c = stablehlo.add %_r417a, %_r417b : tensor<f32>
      "stablehlo.return"(%_r417c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x384x768xf32>, tensor<f32>) -> tensor<2x2x384xf32>
    %2641 = stablehlo.constant dense<0.0> : tensor<f32>
    %2642 = "stablehlo.reduce"(%2640, %2641) ({
    ^bb0(%_r418a: tensor<f32>, %_r418b: tensor<f32>):
      %_r418c = stablehlo.add %_r418a, %_r418b : tensor<f32>
      "stablehlo.return"(%_r418c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x384xf32>, tensor<f32>) -> tensor<f32>
    %2643 = stablehlo.add %2637, %2642 : tensor<f32>
    %2644 = stablehlo.multiply %1099, %1099 : tensor<768xf32>
    %2645 = stablehlo.constant dense<0.0> : tensor<f32>
    %2646 = "stablehlo.reduce"(%2644, %2645) ({
    ^bb0(%_r419a: tensor<f32>, %_r419b: tensor<f32>):
      %_r419c = stablehlo.add %_r419a, %_r419b : tensor<f32>
      "stablehlo.return"(%_r419c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2647 = stablehlo.add %2643, %2646 : tensor<f32>
    %2648 = stablehlo.multiply %1091, %1091 : tensor<7x7x1x768xf32>
    %2649 = stablehlo.constant dense<0.0> : tensor<f32>
    %2650 = "stablehlo.reduce"(%2648, %2649) ({
    ^bb0(%_r420a: tensor<f32>, %_r420b: tensor<f32>):
      %_r420c = stablehlo.add %_r420a, %_r420b : tensor<f32>
      "stablehlo.return"(%_r420c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x768xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %2651 = stablehlo.constant dense<0.0> : tensor<f32>
    %2652 = "stablehlo.reduce"(%2650, %2651) ({
    ^bb0(%_r421a: tensor<f32>, %_r421b: tensor<f32>):
      %_r421c = stablehlo.add %_r421a, %_r421b : tensor<f32>
      "stablehlo.return"(%_r421c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %2653 = stablehlo.add %2647, %2652 : tensor<f32>
    %2654 = stablehlo.multiply %1093, %1093 : tensor<768xf32>
    %2655 = stablehlo.constant dense<0.0> : tensor<f32>
    %2656 = "stablehlo.reduce"(%2654, %2655) ({
    ^bb0(%_r422a: tensor<f32>, %_r422b: tensor<f32>):
      %_r422c = stablehlo.add %_r422a, %_r422b : tensor<f32>
      "stablehlo.return"(%_r422c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2657 = stablehlo.add %2653, %2656 : tensor<f32>
    %2658 = stablehlo.multiply %1086, %1086 : tensor<768xf32>
    %2659 = stablehlo.constant dense<0.0> : tensor<f32>
    %2660 = "stablehlo.reduce"(%2658, %2659) ({
    ^bb0(%_r423a: tensor<f32>, %_r423b: tensor<f32>):
      %_r423c = stablehlo.add %_r423a, %_r423b : tensor<f32>
      "stablehlo.return"(%_r423c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2661 = stablehlo.add %2657, %2660 : tensor<f32>
    %2662 = stablehlo.multiply %1088, %1088 : tensor<768xf32>
    %2663 = stablehlo.constant dense<0.0> : tensor<f32>
    %2664 = "stablehlo.reduce"(%2662, %2663) ({
    ^bb0(%_r424a: tensor<f32>, %_r424b: tensor<f32>):
      %_r424c = stablehlo.add %_r424a, %_r424b : tensor<f32>
      "stablehlo.return"(%_r424c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2665 = stablehlo.add %2661, %2664 : tensor<f32>
    %2666 = stablehlo.multiply %1065, %1065 : tensor<768x3072xf32>
    %2667 = stablehlo.constant dense<0.0> : tensor<f32>
    %2668 = "stablehlo.reduce"(%2666, %2667) ({
    ^bb0(%_r425a: tensor<f32>, %_r425b: tensor<f32>):
      %_r425c = stablehlo.add %_r425a, %_r425b : tensor<f32>
      "stablehlo.return"(%_r425c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<768x3072xf32>, tensor<f32>) -> tensor<768xf32>
    %2669 = stablehlo.constant dense<0.0> : tensor<f32>
    %2670 = "stablehlo.reduce"(%2668, %2669) ({
    ^bb0(%_r426a: tensor<f32>, %_r426b: tensor<f32>):
      %_r426c = stablehlo.add %_r426a, %_r426b : tensor<f32>
      "stablehlo.return"(%_r426c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2671 = stablehlo.add %2665, %2670 : tensor<f32>
    %2672 = stablehlo.multiply %1067, %1067 : tensor<3072xf32>
    %2673 = stablehlo.constant dense<0.0> : tensor<f32>
    %2674 = "stablehlo.reduce"(%2672, %2673) ({
    ^bb0(%_r427a: tensor<f32>, %_r427b: tensor<f32>):
      %_r427c = stablehlo.add %_r427a, %_r427b : tensor<f32>
      "stablehlo.return"(%_r427c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3072xf32>, tensor<f32>) -> tensor<f32>
    %2675 = stablehlo.add %2671, %2674 : tensor<f32>
    %2676 = stablehlo.multiply %1051, %1051 : tensor<3072x768xf32>
    %2677 = stablehlo.constant dense<0.0> : tensor<f32>
    %2678 = "stablehlo.reduce"(%2676, %2677) ({
    ^bb0(%_r428a: tensor<f32>, %_r428b: tensor<f32>):
      %_r428c = stablehlo.add %_r428a, %_r428b : tensor<f32>
      "stablehlo.return"(%_r428c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<3072x768xf32>, tensor<f32>) -> tensor<3072xf32>
    %2679 = stablehlo.constant dense<0.0> : tensor<f32>
    %2680 = "stablehlo.reduce"(%2678, %2679) ({
    ^bb0(%_r429a: tensor<f32>, %_r429b: tensor<f32>):
      %_r429c = stablehlo.add %_r429a, %_r429b : tensor<f32>
      "stablehlo.return"(%_r429c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3072xf32>, tensor<f32>) -> tensor<f32>
    %2681 = stablehlo.add %2675, %2680 : tensor<f32>
    %2682 = stablehlo.multiply %1053, %1053 : tensor<768xf32>
    %2683 = stablehlo.constant dense<0.0> : tensor<f32>
    %2684 = "stablehlo.reduce"(%2682, %2683) ({
    ^bb0(%_r430a: tensor<f32>, %_r430b: tensor<f32>):
      %_r430c = stablehlo.add %_r430a, %_r430b : tensor<f32>
      "stablehlo.return"(%_r430c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2685 = stablehlo.add %2681, %2684 : tensor<f32>
    %2686 = stablehlo.multiply %1049, %1049 : tensor<768xf32>
    %2687 = stablehlo.constant dense<0.0> : tensor<f32>
    %2688 = "stablehlo.reduce"(%2686, %2687) ({
    ^bb0(%_r431a: tensor<f32>, %_r431b: tensor<f32>):
      %_r431c = stablehlo.add %_r431a, %_r431b : tensor<f32>
      "stablehlo.return"(%_r431c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2689 = stablehlo.add %2685, %2688 : tensor<f32>
    %2690 = stablehlo.multiply %1041, %1041 : tensor<7x7x1x768xf32>
    %2691 = stablehlo.constant dense<0.0> : tensor<f32>
    %2692 = "stablehlo.reduce"(%2690, %2691) ({
    ^bb0(%_r432a: tensor<f32>, %_r432b: tensor<f32>):
      %_r432c = stablehlo.add %_r432a, %_r432b : tensor<f32>
      "stablehlo.return"(%_r432c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x768xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %2693 = stablehlo.constant dense<0.0> : tensor<f32>
    %2694 = "stablehlo.reduce"(%2692, %2693) ({
    ^bb0(%_r433a: tensor<f32>, %_r433b: tensor<f32>):
      %_r433c = stablehlo.add %_r433a, %_r433b : tensor<f32>
      "stablehlo.return"(%_r433c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %2695 = stablehlo.add %2689, %2694 : tensor<f32>
    %2696 = stablehlo.multiply %1043, %1043 : tensor<768xf32>
    %2697 = stablehlo.constant dense<0.0> : tensor<f32>
    %2698 = "stablehlo.reduce"(%2696, %2697) ({
    ^bb0(%_r434a: tensor<f32>, %_r434b: tensor<f32>):
      %_r434c = stablehlo.add %_r434a, %_r434b : tensor<f32>
      "stablehlo.return"(%_r434c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2699 = stablehlo.add %2695, %2698 : tensor<f32>
    %2700 = stablehlo.multiply %1036, %1036 : tensor<768xf32>
    %2701 = stablehlo.constant dense<0.0> : tensor<f32>
    %2702 = "stablehlo.reduce"(%2700, %2701) ({
    ^bb0(%_r435a: tensor<f32>, %_r435b: tensor<f32>):
      %_r435c = stablehlo.add %_r435a, %_r435b : tensor<f32>
      "stablehlo.return"(%_r435c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2703 = stablehlo.add %2699, %2702 : tensor<f32>
    %2704 = stablehlo.multiply %1038, %1038 : tensor<768xf32>
    %2705 = stablehlo.constant dense<0.0> : tensor<f32>
    %2706 = "stablehlo.reduce"(%2704, %2705) ({
    ^bb0(%_r436a: tensor<f32>, %_r436b: tensor<f32>):
      %_r436c = stablehlo.add %_r436a, %_r436b : tensor<f32>
      "stablehlo.return"(%_r436c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2707 = stablehlo.add %2703, %2706 : tensor<f32>
    %2708 = stablehlo.multiply %1015, %1015 : tensor<768x3072xf32>
    %2709 = stablehlo.constant dense<0.0> : tensor<f32>
    %2710 = "stablehlo.reduce"(%2708, %2709) ({
    ^bb0(%_r437a: tensor<f32>, %_r437b: tensor<f32>):
      %_r437c = stablehlo.add %_r437a, %_r437b : tensor<f32>
      "stablehlo.return"(%_r437c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<768x3072xf32>, tensor<f32>) -> tensor<768xf32>
    %2711 = stablehlo.constant dense<0.0> : tensor<f32>
    %2712 = "stablehlo.reduce"(%2710, %2711) ({
    ^bb0(%_r438a: tensor<f32>, %_r438b: tensor<f32>):
      %_r438c = stablehlo.add %_r438a, %_r438b : tensor<f32>
      "stablehlo.return"(%_r438c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2713 = stablehlo.add %2707, %2712 : tensor<f32>
    %2714 = stablehlo.multiply %1017, %1017 : tensor<3072xf32>
    %2715 = stablehlo.constant dense<0.0> : tensor<f32>
    %2716 = "stablehlo.reduce"(%2714, %2715) ({
    ^bb0(%_r439a: tensor<f32>, %_r439b: tensor<f32>):
      %_r439c = stablehlo.add %_r439a, %_r439b : tensor<f32>
      "stablehlo.return"(%_r439c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3072xf32>, tensor<f32>) -> tensor<f32>
    %2717 = stablehlo.add %2713, %2716 : tensor<f32>
    %2718 = stablehlo.multiply %1001, %1001 : tensor<3072x768xf32>
    %2719 = stablehlo.constant dense<0.0> : tensor<f32>
    %2720 = "stablehlo.reduce"(%2718, %2719) ({
    ^bb0(%_r440a: tensor<f32>, %_r440b: tensor<f32>):
      %_r440c = stablehlo.add %_r440a, %_r440b : tensor<f32>
      "stablehlo.return"(%_r440c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<3072x768xf32>, tensor<f32>) -> tensor<3072xf32>
    %2721 = stablehlo.constant dense<0.0> : tensor<f32>
    %2722 = "stablehlo.reduce"(%2720, %2721) ({
    ^bb0(%_r441a: tensor<f32>, %_r441b: tensor<f32>):
      %_r441c = stablehlo.add %_r441a, %_r441b : tensor<f32>
      "stablehlo.return"(%_r441c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3072xf32>, tensor<f32>) -> tensor<f32>
    %2723 = stablehlo.add %2717, %2722 : tensor<f32>
    %2724 = stablehlo.multiply %1003, %1003 : tensor<768xf32>
    %2725 = stablehlo.constant dense<0.0> : tensor<f32>
    %2726 = "stablehlo.reduce"(%2724, %2725) ({
    ^bb0(%_r442a: tensor<f32>, %_r442b: tensor<f32>):
      %_r442c = stablehlo.add %_r442a, %_r442b : tensor<f32>
      "stablehlo.return"(%_r442c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2727 = stablehlo.add %2723, %2726 : tensor<f32>
    %2728 = stablehlo.multiply %999, %999 : tensor<768xf32>
    %2729 = stablehlo.constant dense<0.0> : tensor<f32>
    %2730 = "stablehlo.reduce"(%2728, %2729) ({
    ^bb0(%_r443a: tensor<f32>, %_r443b: tensor<f32>):
      %_r443c = stablehlo.add %_r443a, %_r443b : tensor<f32>
      "stablehlo.return"(%_r443c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2731 = stablehlo.add %2727, %2730 : tensor<f32>
    %2732 = stablehlo.multiply %991, %991 : tensor<7x7x1x768xf32>
    %2733 = stablehlo.constant dense<0.0> : tensor<f32>
    %2734 = "stablehlo.reduce"(%2732, %2733) ({
    ^bb0(%_r444a: tensor<f32>, %_r444b: tensor<f32>):
      %_r444c = stablehlo.add %_r444a, %_r444b : tensor<f32>
      "stablehlo.return"(%_r444c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x768xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %2735 = stablehlo.constant dense<0.0> : tensor<f32>
    %2736 = "stablehlo.reduce"(%2734, %2735) ({
    ^bb0(%_r445a: tensor<f32>, %_r445b: tensor<f32>):
      %_r445c = stablehlo.add %_r445a, %_r445b : tensor<f32>
      "stablehlo.return"(%_r445c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %2737 = stablehlo.add %2731, %2736 : tensor<f32>
    %2738 = stablehlo.multiply %993, %993 : tensor<768xf32>
    %2739 = stablehlo.constant dense<0.0> : tensor<f32>
    %2740 = "stablehlo.reduce"(%2738, %2739) ({
    ^bb0(%_r446a: tensor<f32>, %_r446b: tensor<f32>):
      %_r446c = stablehlo.add %_r446a, %_r446b : tensor<f32>
      "stablehlo.return"(%_r446c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2741 = stablehlo.add %2737, %2740 : tensor<f32>
    %2742 = stablehlo.multiply %986, %986 : tensor<768xf32>
    %2743 = stablehlo.constant dense<0.0> : tensor<f32>
    %2744 = "stablehlo.reduce"(%2742, %2743) ({
    ^bb0(%_r447a: tensor<f32>, %_r447b: tensor<f32>):
      %_r447c = stablehlo.add %_r447a, %_r447b : tensor<f32>
      "stablehlo.return"(%_r447c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2745 = stablehlo.add %2741, %2744 : tensor<f32>
    %2746 = stablehlo.multiply %988, %988 : tensor<768xf32>
    %2747 = stablehlo.constant dense<0.0> : tensor<f32>
    %2748 = "stablehlo.reduce"(%2746, %2747) ({
    ^bb0(%_r448a: tensor<f32>, %_r448b: tensor<f32>):
      %_r448c = stablehlo.add %_r448a, %_r448b : tensor<f32>
      "stablehlo.return"(%_r448c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2749 = stablehlo.add %2745, %2748 : tensor<f32>
    %2750 = stablehlo.multiply %965, %965 : tensor<768x3072xf32>
    %2751 = stablehlo.constant dense<0.0> : tensor<f32>
    %2752 = "stablehlo.reduce"(%2750, %2751) ({
    ^bb0(%_r449a: tensor<f32>, %_r449b: tensor<f32>):
      %_r449c = stablehlo.add %_r449a, %_r449b : tensor<f32>
      "stablehlo.return"(%_r449c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<768x3072xf32>, tensor<f32>) -> tensor<768xf32>
    %2753 = stablehlo.constant dense<0.0> : tensor<f32>
    %2754 = "stablehlo.reduce"(%2752, %2753) ({
    ^bb0(%_r450a: tensor<f32>, %_r450b: tensor<f32>):
      %_r450c = stablehlo.add %_r450a, %_r450b : tensor<f32>
      "stablehlo.return"(%_r450c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2755 = stablehlo.add %2749, %2754 : tensor<f32>
    %2756 = stablehlo.multiply %967, %967 : tensor<3072xf32>
    %2757 = stablehlo.constant dense<0.0> : tensor<f32>
    %2758 = "stablehlo.reduce"(%2756, %2757) ({
    ^bb0(%_r451a: tensor<f32>, %_r451b: tensor<f32>):
      %_r451c = stablehlo.add %_r451a, %_r451b : tensor<f32>
      "stablehlo.return"(%_r451c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3072xf32>, tensor<f32>) -> tensor<f32>
    %2759 = stablehlo.add %2755, %2758 : tensor<f32>
    %2760 = stablehlo.multiply %951, %951 : tensor<3072x768xf32>
    %2761 = stablehlo.constant dense<0.0> : tensor<f32>
    %2762 = "stablehlo.reduce"(%2760, %2761) ({
    ^bb0(%_r452a: tensor<f32>, %_r452b: tensor<f32>):
      %_r452c = stablehlo.add %_r452a, %_r452b : tensor<f32>
      "stablehlo.return"(%_r452c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<3072x768xf32>, tensor<f32>) -> tensor<3072xf32>
    %2763 = stablehlo.constant dense<0.0> : tensor<f32>
    %2764 = "stablehlo.reduce"(%2762, %2763) ({
    ^bb0(%_r453a: tensor<f32>, %_r453b: tensor<f32>):
      %_r453c = stablehlo.add %_r453a, %_r453b : tensor<f32>
      "stablehlo.return"(%_r453c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<3072xf32>, tensor<f32>) -> tensor<f32>
    %2765 = stablehlo.add %2759, %2764 : tensor<f32>
    %2766 = stablehlo.multiply %953, %953 : tensor<768xf32>
    %2767 = stablehlo.constant dense<0.0> : tensor<f32>
    %2768 = "stablehlo.reduce"(%2766, %2767) ({
    ^bb0(%_r454a: tensor<f32>, %_r454b: tensor<f32>):
      %_r454c = stablehlo.add %_r454a, %_r454b : tensor<f32>
      "stablehlo.return"(%_r454c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2769 = stablehlo.add %2765, %2768 : tensor<f32>
    %2770 = stablehlo.multiply %949, %949 : tensor<768xf32>
    %2771 = stablehlo.constant dense<0.0> : tensor<f32>
    %2772 = "stablehlo.reduce"(%2770, %2771) ({
    ^bb0(%_r455a: tensor<f32>, %_r455b: tensor<f32>):
      %_r455c = stablehlo.add %_r455a, %_r455b : tensor<f32>
      "stablehlo.return"(%_r455c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2773 = stablehlo.add %2769, %2772 : tensor<f32>
    %2774 = stablehlo.multiply %939, %939 : tensor<768xf32>
    %2775 = stablehlo.constant dense<0.0> : tensor<f32>
    %2776 = "stablehlo.reduce"(%2774, %2775) ({
    ^bb0(%_r456a: tensor<f32>, %_r456b: tensor<f32>):
      %_r456c = stablehlo.add %_r456a, %_r456b : tensor<f32>
      "stablehlo.return"(%_r456c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2777 = stablehlo.add %2773, %2776 : tensor<f32>
    %2778 = stablehlo.multiply %941, %941 : tensor<768xf32>
    %2779 = stablehlo.constant dense<0.0> : tensor<f32>
    %2780 = "stablehlo.reduce"(%2778, %2779) ({
    ^bb0(%_r457a: tensor<f32>, %_r457b: tensor<f32>):
      %_r457c = stablehlo.add %_r457a, %_r457b : tensor<f32>
      "stablehlo.return"(%_r457c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2781 = stablehlo.add %2777, %2780 : tensor<f32>
    %2782 = stablehlo.multiply %918, %918 : tensor<768x1000xf32>
    %2783 = stablehlo.constant dense<0.0> : tensor<f32>
    %2784 = "stablehlo.reduce"(%2782, %2783) ({
    ^bb0(%_r458a: tensor<f32>, %_r458b: tensor<f32>):
      %_r458c = stablehlo.add %_r458a, %_r458b : tensor<f32>
      "stablehlo.return"(%_r458c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<768x1000xf32>, tensor<f32>) -> tensor<768xf32>
    %2785 = stablehlo.constant dense<0.0> : tensor<f32>
    %2786 = "stablehlo.reduce"(%2784, %2785) ({
    ^bb0(%_r459a: tensor<f32>, %_r459b: tensor<f32>):
      %_r459c = stablehlo.add %_r459a, %_r459b : tensor<f32>
      "stablehlo.return"(%_r459c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %2787 = stablehlo.add %2781, %2786 : tensor<f32>
    %2788 = stablehlo.multiply %920, %920 : tensor<1000xf32>
    %2789 = stablehlo.constant dense<0.0> : tensor<f32>
    %2790 = "stablehlo.reduce"(%2788, %2789) ({
    ^bb0(%_r460a: tensor<f32>, %_r460b: tensor<f32>):
      %_r460c = stablehlo.add %_r460a, %_r460b : tensor<f32>
      "stablehlo.return"(%_r460c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1000xf32>, tensor<f32>) -> tensor<f32>
    %2791 = stablehlo.add %2787, %2790 : tensor<f32>
    %2792 = stablehlo.sqrt %2791 : tensor<f32>
    %2793 = stablehlo.constant dense<1.0> : tensor<f32>
    %2794 = "stablehlo.compare"(%2792, %2793) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %2795 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x4x3x96xf32>
    %2796 = stablehlo.divide %1944, %2795 : tensor<4x4x3x96xf32>
    %2797 = stablehlo.constant dense<1.0> : tensor<4x4x3x96xf32>
    %2798 = stablehlo.multiply %2796, %2797 : tensor<4x4x3x96xf32>
    %2799 = "stablehlo.select"(%2794, %1944, %2798) : (tensor<i1>, tensor<4x4x3x96xf32>, tensor<4x4x3x96xf32>) -> tensor<4x4x3x96xf32>
    %2800 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %2801 = stablehlo.divide %1946, %2800 : tensor<96xf32>
    %2802 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %2803 = stablehlo.multiply %2801, %2802 : tensor<96xf32>
    %2804 = "stablehlo.select"(%2794, %1946, %2803) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %2805 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %2806 = stablehlo.divide %1941, %2805 : tensor<96xf32>
    %2807 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %2808 = stablehlo.multiply %2806, %2807 : tensor<96xf32>
    %2809 = "stablehlo.select"(%2794, %1941, %2808) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %2810 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %2811 = stablehlo.divide %1943, %2810 : tensor<96xf32>
    %2812 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %2813 = stablehlo.multiply %2811, %2812 : tensor<96xf32>
    %2814 = "stablehlo.select"(%2794, %1943, %2813) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %2815 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x96xf32>
    %2816 = stablehlo.divide %1919, %2815 : tensor<7x7x1x96xf32>
    %2817 = stablehlo.constant dense<1.0> : tensor<7x7x1x96xf32>
    %2818 = stablehlo.multiply %2816, %2817 : tensor<7x7x1x96xf32>
    %2819 = "stablehlo.select"(%2794, %1919, %2818) : (tensor<i1>, tensor<7x7x1x96xf32>, tensor<7x7x1x96xf32>) -> tensor<7x7x1x96xf32>
    %2820 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %2821 = stablehlo.divide %1921, %2820 : tensor<96xf32>
    %2822 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %2823 = stablehlo.multiply %2821, %2822 : tensor<96xf32>
    %2824 = "stablehlo.select"(%2794, %1921, %2823) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %2825 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %2826 = stablehlo.divide %1914, %2825 : tensor<96xf32>
    %2827 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %2828 = stablehlo.multiply %2826, %2827 : tensor<96xf32>
    %2829 = "stablehlo.select"(%2794, %1914, %2828) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %2830 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %2831 = stablehlo.divide %1916, %2830 : tensor<96xf32>
    %2832 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %2833 = stablehlo.multiply %2831, %2832 : tensor<96xf32>
    %2834 = "stablehlo.select"(%2794, %1916, %2833) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %2835 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96x384xf32>
    %2836 = stablehlo.divide %1893, %2835 : tensor<96x384xf32>
    %2837 = stablehlo.constant dense<1.0> : tensor<96x384xf32>
    %2838 = stablehlo.multiply %2836, %2837 : tensor<96x384xf32>
    %2839 = "stablehlo.select"(%2794, %1893, %2838) : (tensor<i1>, tensor<96x384xf32>, tensor<96x384xf32>) -> tensor<96x384xf32>
    %2840 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %2841 = stablehlo.divide %1895, %2840 : tensor<384xf32>
    %2842 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %2843 = stablehlo.multiply %2841, %2842 : tensor<384xf32>
    %2844 = "stablehlo.select"(%2794, %1895, %2843) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %2845 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x96xf32>
    %2846 = stablehlo.divide %1879, %2845 : tensor<384x96xf32>
    %2847 = stablehlo.constant dense<1.0> : tensor<384x96xf32>
    %2848 = stablehlo.multiply %2846, %2847 : tensor<384x96xf32>
    %2849 = "stablehlo.select"(%2794, %1879, %2848) : (tensor<i1>, tensor<384x96xf32>, tensor<384x96xf32>) -> tensor<384x96xf32>
    %2850 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %2851 = stablehlo.divide %1881, %2850 : tensor<96xf32>
    %2852 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %2853 = stablehlo.multiply %2851, %2852 : tensor<96xf32>
    %2854 = "stablehlo.select"(%2794, %1881, %2853) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %2855 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %2856 = stablehlo.divide %1877, %2855 : tensor<96xf32>
    %2857 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %2858 = stablehlo.multiply %2856, %2857 : tensor<96xf32>
    %2859 = "stablehlo.select"(%2794, %1877, %2858) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %2860 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x96xf32>
    %2861 = stablehlo.divide %1869, %2860 : tensor<7x7x1x96xf32>
    %2862 = stablehlo.constant dense<1.0> : tensor<7x7x1x96xf32>
    %2863 = stablehlo.multiply %2861, %2862 : tensor<7x7x1x96xf32>
    %2864 = "stablehlo.select"(%2794, %1869, %2863) : (tensor<i1>, tensor<7x7x1x96xf32>, tensor<7x7x1x96xf32>) -> tensor<7x7x1x96xf32>
    %2865 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %2866 = stablehlo.divide %1871, %2865 : tensor<96xf32>
    %2867 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %2868 = stablehlo.multiply %2866, %2867 : tensor<96xf32>
    %2869 = "stablehlo.select"(%2794, %1871, %2868) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %2870 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %2871 = stablehlo.divide %1864, %2870 : tensor<96xf32>
    %2872 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %2873 = stablehlo.multiply %2871, %2872 : tensor<96xf32>
    %2874 = "stablehlo.select"(%2794, %1864, %2873) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %2875 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %2876 = stablehlo.divide %1866, %2875 : tensor<96xf32>
    %2877 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %2878 = stablehlo.multiply %2876, %2877 : tensor<96xf32>
    %2879 = "stablehlo.select"(%2794, %1866, %2878) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %2880 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96x384xf32>
    %2881 = stablehlo.divide %1843, %2880 : tensor<96x384xf32>
    %2882 = stablehlo.constant dense<1.0> : tensor<96x384xf32>
    %2883 = stablehlo.multiply %2881, %2882 : tensor<96x384xf32>
    %2884 = "stablehlo.select"(%2794, %1843, %2883) : (tensor<i1>, tensor<96x384xf32>, tensor<96x384xf32>) -> tensor<96x384xf32>
    %2885 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %2886 = stablehlo.divide %1845, %2885 : tensor<384xf32>
    %2887 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %2888 = stablehlo.multiply %2886, %2887 : tensor<384xf32>
    %2889 = "stablehlo.select"(%2794, %1845, %2888) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %2890 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x96xf32>
    %2891 = stablehlo.divide %1829, %2890 : tensor<384x96xf32>
    %2892 = stablehlo.constant dense<1.0> : tensor<384x96xf32>
    %2893 = stablehlo.multiply %2891, %2892 : tensor<384x96xf32>
    %2894 = "stablehlo.select"(%2794, %1829, %2893) : (tensor<i1>, tensor<384x96xf32>, tensor<384x96xf32>) -> tensor<384x96xf32>
    %2895 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %2896 = stablehlo.divide %1831, %2895 : tensor<96xf32>
    %2897 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %2898 = stablehlo.multiply %2896, %2897 : tensor<96xf32>
    %2899 = "stablehlo.select"(%2794, %1831, %2898) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %2900 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %2901 = stablehlo.divide %1827, %2900 : tensor<96xf32>
    %2902 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %2903 = stablehlo.multiply %2901, %2902 : tensor<96xf32>
    %2904 = "stablehlo.select"(%2794, %1827, %2903) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %2905 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x96xf32>
    %2906 = stablehlo.divide %1819, %2905 : tensor<7x7x1x96xf32>
    %2907 = stablehlo.constant dense<1.0> : tensor<7x7x1x96xf32>
    %2908 = stablehlo.multiply %2906, %2907 : tensor<7x7x1x96xf32>
    %2909 = "stablehlo.select"(%2794, %1819, %2908) : (tensor<i1>, tensor<7x7x1x96xf32>, tensor<7x7x1x96xf32>) -> tensor<7x7x1x96xf32>
    %2910 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %2911 = stablehlo.divide %1821, %2910 : tensor<96xf32>
    %2912 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %2913 = stablehlo.multiply %2911, %2912 : tensor<96xf32>
    %2914 = "stablehlo.select"(%2794, %1821, %2913) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %2915 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %2916 = stablehlo.divide %1814, %2915 : tensor<96xf32>
    %2917 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %2918 = stablehlo.multiply %2916, %2917 : tensor<96xf32>
    %2919 = "stablehlo.select"(%2794, %1814, %2918) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %2920 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %2921 = stablehlo.divide %1816, %2920 : tensor<96xf32>
    %2922 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %2923 = stablehlo.multiply %2921, %2922 : tensor<96xf32>
    %2924 = "stablehlo.select"(%2794, %1816, %2923) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %2925 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96x384xf32>
    %2926 = stablehlo.divide %1793, %2925 : tensor<96x384xf32>
    %2927 = stablehlo.constant dense<1.0> : tensor<96x384xf32>
    %2928 = stablehlo.multiply %2926, %2927 : tensor<96x384xf32>
    %2929 = "stablehlo.select"(%2794, %1793, %2928) : (tensor<i1>, tensor<96x384xf32>, tensor<96x384xf32>) -> tensor<96x384xf32>
    %2930 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %2931 = stablehlo.divide %1795, %2930 : tensor<384xf32>
    %2932 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %2933 = stablehlo.multiply %2931, %2932 : tensor<384xf32>
    %2934 = "stablehlo.select"(%2794, %1795, %2933) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %2935 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x96xf32>
    %2936 = stablehlo.divide %1779, %2935 : tensor<384x96xf32>
    %2937 = stablehlo.constant dense<1.0> : tensor<384x96xf32>
    %2938 = stablehlo.multiply %2936, %2937 : tensor<384x96xf32>
    %2939 = "stablehlo.select"(%2794, %1779, %2938) : (tensor<i1>, tensor<384x96xf32>, tensor<384x96xf32>) -> tensor<384x96xf32>
    %2940 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %2941 = stablehlo.divide %1781, %2940 : tensor<96xf32>
    %2942 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %2943 = stablehlo.multiply %2941, %2942 : tensor<96xf32>
    %2944 = "stablehlo.select"(%2794, %1781, %2943) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %2945 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %2946 = stablehlo.divide %1777, %2945 : tensor<96xf32>
    %2947 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %2948 = stablehlo.multiply %2946, %2947 : tensor<96xf32>
    %2949 = "stablehlo.select"(%2794, %1777, %2948) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %2950 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %2951 = stablehlo.divide %1770, %2950 : tensor<96xf32>
    %2952 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %2953 = stablehlo.multiply %2951, %2952 : tensor<96xf32>
    %2954 = "stablehlo.select"(%2794, %1770, %2953) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %2955 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %2956 = stablehlo.divide %1772, %2955 : tensor<96xf32>
    %2957 = stablehlo.constant dense<1.0> : tensor<96xf32>
    %2958 = stablehlo.multiply %2956, %2957 : tensor<96xf32>
    %2959 = "stablehlo.select"(%2794, %1772, %2958) : (tensor<i1>, tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
    %2960 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x96x192xf32>
    %2961 = stablehlo.divide %1749, %2960 : tensor<2x2x96x192xf32>
    %2962 = stablehlo.constant dense<1.0> : tensor<2x2x96x192xf32>
    %2963 = stablehlo.multiply %2961, %2962 : tensor<2x2x96x192xf32>
    %2964 = "stablehlo.select"(%2794, %1749, %2963) : (tensor<i1>, tensor<2x2x96x192xf32>, tensor<2x2x96x192xf32>) -> tensor<2x2x96x192xf32>
    %2965 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %2966 = stablehlo.divide %1751, %2965 : tensor<192xf32>
    %2967 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %2968 = stablehlo.multiply %2966, %2967 : tensor<192xf32>
    %2969 = "stablehlo.select"(%2794, %1751, %2968) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %2970 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x192xf32>
    %2971 = stablehlo.divide %1743, %2970 : tensor<7x7x1x192xf32>
    %2972 = stablehlo.constant dense<1.0> : tensor<7x7x1x192xf32>
    %2973 = stablehlo.multiply %2971, %2972 : tensor<7x7x1x192xf32>
    %2974 = "stablehlo.select"(%2794, %1743, %2973) : (tensor<i1>, tensor<7x7x1x192xf32>, tensor<7x7x1x192xf32>) -> tensor<7x7x1x192xf32>
    %2975 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %2976 = stablehlo.divide %1745, %2975 : tensor<192xf32>
    %2977 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %2978 = stablehlo.multiply %2976, %2977 : tensor<192xf32>
    %2979 = "stablehlo.select"(%2794, %1745, %2978) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %2980 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %2981 = stablehlo.divide %1738, %2980 : tensor<192xf32>
    %2982 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %2983 = stablehlo.multiply %2981, %2982 : tensor<192xf32>
    %2984 = "stablehlo.select"(%2794, %1738, %2983) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %2985 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %2986 = stablehlo.divide %1740, %2985 : tensor<192xf32>
    %2987 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %2988 = stablehlo.multiply %2986, %2987 : tensor<192xf32>
    %2989 = "stablehlo.select"(%2794, %1740, %2988) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %2990 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %2991 = stablehlo.divide %1717, %2990 : tensor<192x768xf32>
    %2992 = stablehlo.constant dense<1.0> : tensor<192x768xf32>
    %2993 = stablehlo.multiply %2991, %2992 : tensor<192x768xf32>
    %2994 = "stablehlo.select"(%2794, %1717, %2993) : (tensor<i1>, tensor<192x768xf32>, tensor<192x768xf32>) -> tensor<192x768xf32>
    %2995 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %2996 = stablehlo.divide %1719, %2995 : tensor<768xf32>
    %2997 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %2998 = stablehlo.multiply %2996, %2997 : tensor<768xf32>
    %2999 = "stablehlo.select"(%2794, %1719, %2998) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3000 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %3001 = stablehlo.divide %1703, %3000 : tensor<768x192xf32>
    %3002 = stablehlo.constant dense<1.0> : tensor<768x192xf32>
    %3003 = stablehlo.multiply %3001, %3002 : tensor<768x192xf32>
    %3004 = "stablehlo.select"(%2794, %1703, %3003) : (tensor<i1>, tensor<768x192xf32>, tensor<768x192xf32>) -> tensor<768x192xf32>
    %3005 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3006 = stablehlo.divide %1705, %3005 : tensor<192xf32>
    %3007 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3008 = stablehlo.multiply %3006, %3007 : tensor<192xf32>
    %3009 = "stablehlo.select"(%2794, %1705, %3008) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3010 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3011 = stablehlo.divide %1701, %3010 : tensor<192xf32>
    %3012 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3013 = stablehlo.multiply %3011, %3012 : tensor<192xf32>
    %3014 = "stablehlo.select"(%2794, %1701, %3013) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3015 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x192xf32>
    %3016 = stablehlo.divide %1693, %3015 : tensor<7x7x1x192xf32>
    %3017 = stablehlo.constant dense<1.0> : tensor<7x7x1x192xf32>
    %3018 = stablehlo.multiply %3016, %3017 : tensor<7x7x1x192xf32>
    %3019 = "stablehlo.select"(%2794, %1693, %3018) : (tensor<i1>, tensor<7x7x1x192xf32>, tensor<7x7x1x192xf32>) -> tensor<7x7x1x192xf32>
    %3020 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3021 = stablehlo.divide %1695, %3020 : tensor<192xf32>
    %3022 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3023 = stablehlo.multiply %3021, %3022 : tensor<192xf32>
    %3024 = "stablehlo.select"(%2794, %1695, %3023) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3025 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3026 = stablehlo.divide %1688, %3025 : tensor<192xf32>
    %3027 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3028 = stablehlo.multiply %3026, %3027 : tensor<192xf32>
    %3029 = "stablehlo.select"(%2794, %1688, %3028) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3030 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3031 = stablehlo.divide %1690, %3030 : tensor<192xf32>
    %3032 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3033 = stablehlo.multiply %3031, %3032 : tensor<192xf32>
    %3034 = "stablehlo.select"(%2794, %1690, %3033) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3035 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %3036 = stablehlo.divide %1667, %3035 : tensor<192x768xf32>
    %3037 = stablehlo.constant dense<1.0> : tensor<192x768xf32>
    %3038 = stablehlo.multiply %3036, %3037 : tensor<192x768xf32>
    %3039 = "stablehlo.select"(%2794, %1667, %3038) : (tensor<i1>, tensor<192x768xf32>, tensor<192x768xf32>) -> tensor<192x768xf32>
    %3040 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3041 = stablehlo.divide %1669, %3040 : tensor<768xf32>
    %3042 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3043 = stablehlo.multiply %3041, %3042 : tensor<768xf32>
    %3044 = "stablehlo.select"(%2794, %1669, %3043) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3045 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %3046 = stablehlo.divide %1653, %3045 : tensor<768x192xf32>
    %3047 = stablehlo.constant dense<1.0> : tensor<768x192xf32>
    %3048 = stablehlo.multiply %3046, %3047 : tensor<768x192xf32>
    %3049 = "stablehlo.select"(%2794, %1653, %3048) : (tensor<i1>, tensor<768x192xf32>, tensor<768x192xf32>) -> tensor<768x192xf32>
    %3050 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3051 = stablehlo.divide %1655, %3050 : tensor<192xf32>
    %3052 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3053 = stablehlo.multiply %3051, %3052 : tensor<192xf32>
    %3054 = "stablehlo.select"(%2794, %1655, %3053) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3055 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3056 = stablehlo.divide %1651, %3055 : tensor<192xf32>
    %3057 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3058 = stablehlo.multiply %3056, %3057 : tensor<192xf32>
    %3059 = "stablehlo.select"(%2794, %1651, %3058) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3060 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x192xf32>
    %3061 = stablehlo.divide %1643, %3060 : tensor<7x7x1x192xf32>
    %3062 = stablehlo.constant dense<1.0> : tensor<7x7x1x192xf32>
    %3063 = stablehlo.multiply %3061, %3062 : tensor<7x7x1x192xf32>
    %3064 = "stablehlo.select"(%2794, %1643, %3063) : (tensor<i1>, tensor<7x7x1x192xf32>, tensor<7x7x1x192xf32>) -> tensor<7x7x1x192xf32>
    %3065 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3066 = stablehlo.divide %1645, %3065 : tensor<192xf32>
    %3067 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3068 = stablehlo.multiply %3066, %3067 : tensor<192xf32>
    %3069 = "stablehlo.select"(%2794, %1645, %3068) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3070 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3071 = stablehlo.divide %1638, %3070 : tensor<192xf32>
    %3072 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3073 = stablehlo.multiply %3071, %3072 : tensor<192xf32>
    %3074 = "stablehlo.select"(%2794, %1638, %3073) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3075 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3076 = stablehlo.divide %1640, %3075 : tensor<192xf32>
    %3077 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3078 = stablehlo.multiply %3076, %3077 : tensor<192xf32>
    %3079 = "stablehlo.select"(%2794, %1640, %3078) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3080 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %3081 = stablehlo.divide %1617, %3080 : tensor<192x768xf32>
    %3082 = stablehlo.constant dense<1.0> : tensor<192x768xf32>
    %3083 = stablehlo.multiply %3081, %3082 : tensor<192x768xf32>
    %3084 = "stablehlo.select"(%2794, %1617, %3083) : (tensor<i1>, tensor<192x768xf32>, tensor<192x768xf32>) -> tensor<192x768xf32>
    %3085 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3086 = stablehlo.divide %1619, %3085 : tensor<768xf32>
    %3087 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3088 = stablehlo.multiply %3086, %3087 : tensor<768xf32>
    %3089 = "stablehlo.select"(%2794, %1619, %3088) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3090 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %3091 = stablehlo.divide %1603, %3090 : tensor<768x192xf32>
    %3092 = stablehlo.constant dense<1.0> : tensor<768x192xf32>
    %3093 = stablehlo.multiply %3091, %3092 : tensor<768x192xf32>
    %3094 = "stablehlo.select"(%2794, %1603, %3093) : (tensor<i1>, tensor<768x192xf32>, tensor<768x192xf32>) -> tensor<768x192xf32>
    %3095 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3096 = stablehlo.divide %1605, %3095 : tensor<192xf32>
    %3097 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3098 = stablehlo.multiply %3096, %3097 : tensor<192xf32>
    %3099 = "stablehlo.select"(%2794, %1605, %3098) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3100 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3101 = stablehlo.divide %1601, %3100 : tensor<192xf32>
    %3102 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3103 = stablehlo.multiply %3101, %3102 : tensor<192xf32>
    %3104 = "stablehlo.select"(%2794, %1601, %3103) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3105 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3106 = stablehlo.divide %1594, %3105 : tensor<192xf32>
    %3107 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3108 = stablehlo.multiply %3106, %3107 : tensor<192xf32>
    %3109 = "stablehlo.select"(%2794, %1594, %3108) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3110 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %3111 = stablehlo.divide %1596, %3110 : tensor<192xf32>
    %3112 = stablehlo.constant dense<1.0> : tensor<192xf32>
    %3113 = stablehlo.multiply %3111, %3112 : tensor<192xf32>
    %3114 = "stablehlo.select"(%2794, %1596, %3113) : (tensor<i1>, tensor<192xf32>, tensor<192xf32>) -> tensor<192xf32>
    %3115 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x192x384xf32>
    %3116 = stablehlo.divide %1573, %3115 : tensor<2x2x192x384xf32>
    %3117 = stablehlo.constant dense<1.0> : tensor<2x2x192x384xf32>
    %3118 = stablehlo.multiply %3116, %3117 : tensor<2x2x192x384xf32>
    %3119 = "stablehlo.select"(%2794, %1573, %3118) : (tensor<i1>, tensor<2x2x192x384xf32>, tensor<2x2x192x384xf32>) -> tensor<2x2x192x384xf32>
    %3120 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3121 = stablehlo.divide %1575, %3120 : tensor<384xf32>
    %3122 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3123 = stablehlo.multiply %3121, %3122 : tensor<384xf32>
    %3124 = "stablehlo.select"(%2794, %1575, %3123) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3125 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %3126 = stablehlo.divide %1567, %3125 : tensor<7x7x1x384xf32>
    %3127 = stablehlo.constant dense<1.0> : tensor<7x7x1x384xf32>
    %3128 = stablehlo.multiply %3126, %3127 : tensor<7x7x1x384xf32>
    %3129 = "stablehlo.select"(%2794, %1567, %3128) : (tensor<i1>, tensor<7x7x1x384xf32>, tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %3130 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3131 = stablehlo.divide %1569, %3130 : tensor<384xf32>
    %3132 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3133 = stablehlo.multiply %3131, %3132 : tensor<384xf32>
    %3134 = "stablehlo.select"(%2794, %1569, %3133) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3135 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3136 = stablehlo.divide %1562, %3135 : tensor<384xf32>
    %3137 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3138 = stablehlo.multiply %3136, %3137 : tensor<384xf32>
    %3139 = "stablehlo.select"(%2794, %1562, %3138) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3140 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3141 = stablehlo.divide %1564, %3140 : tensor<384xf32>
    %3142 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3143 = stablehlo.multiply %3141, %3142 : tensor<384xf32>
    %3144 = "stablehlo.select"(%2794, %1564, %3143) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3145 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %3146 = stablehlo.divide %1541, %3145 : tensor<384x1536xf32>
    %3147 = stablehlo.constant dense<1.0> : tensor<384x1536xf32>
    %3148 = stablehlo.multiply %3146, %3147 : tensor<384x1536xf32>
    %3149 = "stablehlo.select"(%2794, %1541, %3148) : (tensor<i1>, tensor<384x1536xf32>, tensor<384x1536xf32>) -> tensor<384x1536xf32>
    %3150 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %3151 = stablehlo.divide %1543, %3150 : tensor<1536xf32>
    %3152 = stablehlo.constant dense<1.0> : tensor<1536xf32>
    %3153 = stablehlo.multiply %3151, %3152 : tensor<1536xf32>
    %3154 = "stablehlo.select"(%2794, %1543, %3153) : (tensor<i1>, tensor<1536xf32>, tensor<1536xf32>) -> tensor<1536xf32>
    %3155 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %3156 = stablehlo.divide %1527, %3155 : tensor<1536x384xf32>
    %3157 = stablehlo.constant dense<1.0> : tensor<1536x384xf32>
    %3158 = stablehlo.multiply %3156, %3157 : tensor<1536x384xf32>
    %3159 = "stablehlo.select"(%2794, %1527, %3158) : (tensor<i1>, tensor<1536x384xf32>, tensor<1536x384xf32>) -> tensor<1536x384xf32>
    %3160 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3161 = stablehlo.divide %1529, %3160 : tensor<384xf32>
    %3162 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3163 = stablehlo.multiply %3161, %3162 : tensor<384xf32>
    %3164 = "stablehlo.select"(%2794, %1529, %3163) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3165 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3166 = stablehlo.divide %1525, %3165 : tensor<384xf32>
    %3167 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3168 = stablehlo.multiply %3166, %3167 : tensor<384xf32>
    %3169 = "stablehlo.select"(%2794, %1525, %3168) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3170 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %3171 = stablehlo.divide %1517, %3170 : tensor<7x7x1x384xf32>
    %3172 = stablehlo.constant dense<1.0> : tensor<7x7x1x384xf32>
    %3173 = stablehlo.multiply %3171, %3172 : tensor<7x7x1x384xf32>
    %3174 = "stablehlo.select"(%2794, %1517, %3173) : (tensor<i1>, tensor<7x7x1x384xf32>, tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %3175 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3176 = stablehlo.divide %1519, %3175 : tensor<384xf32>
    %3177 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3178 = stablehlo.multiply %3176, %3177 : tensor<384xf32>
    %3179 = "stablehlo.select"(%2794, %1519, %3178) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3180 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3181 = stablehlo.divide %1512, %3180 : tensor<384xf32>
    %3182 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3183 = stablehlo.multiply %3181, %3182 : tensor<384xf32>
    %3184 = "stablehlo.select"(%2794, %1512, %3183) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3185 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3186 = stablehlo.divide %1514, %3185 : tensor<384xf32>
    %3187 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3188 = stablehlo.multiply %3186, %3187 : tensor<384xf32>
    %3189 = "stablehlo.select"(%2794, %1514, %3188) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3190 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %3191 = stablehlo.divide %1491, %3190 : tensor<384x1536xf32>
    %3192 = stablehlo.constant dense<1.0> : tensor<384x1536xf32>
    %3193 = stablehlo.multiply %3191, %3192 : tensor<384x1536xf32>
    %3194 = "stablehlo.select"(%2794, %1491, %3193) : (tensor<i1>, tensor<384x1536xf32>, tensor<384x1536xf32>) -> tensor<384x1536xf32>
    %3195 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %3196 = stablehlo.divide %1493, %3195 : tensor<1536xf32>
    %3197 = stablehlo.constant dense<1.0> : tensor<1536xf32>
    %3198 = stablehlo.multiply %3196, %3197 : tensor<1536xf32>
    %3199 = "stablehlo.select"(%2794, %1493, %3198) : (tensor<i1>, tensor<1536xf32>, tensor<1536xf32>) -> tensor<1536xf32>
    %3200 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %3201 = stablehlo.divide %1477, %3200 : tensor<1536x384xf32>
    %3202 = stablehlo.constant dense<1.0> : tensor<1536x384xf32>
    %3203 = stablehlo.multiply %3201, %3202 : tensor<1536x384xf32>
    %3204 = "stablehlo.select"(%2794, %1477, %3203) : (tensor<i1>, tensor<1536x384xf32>, tensor<1536x384xf32>) -> tensor<1536x384xf32>
    %3205 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3206 = stablehlo.divide %1479, %3205 : tensor<384xf32>
    %3207 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3208 = stablehlo.multiply %3206, %3207 : tensor<384xf32>
    %3209 = "stablehlo.select"(%2794, %1479, %3208) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3210 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3211 = stablehlo.divide %1475, %3210 : tensor<384xf32>
    %3212 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3213 = stablehlo.multiply %3211, %3212 : tensor<384xf32>
    %3214 = "stablehlo.select"(%2794, %1475, %3213) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3215 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %3216 = stablehlo.divide %1467, %3215 : tensor<7x7x1x384xf32>
    %3217 = stablehlo.constant dense<1.0> : tensor<7x7x1x384xf32>
    %3218 = stablehlo.multiply %3216, %3217 : tensor<7x7x1x384xf32>
    %3219 = "stablehlo.select"(%2794, %1467, %3218) : (tensor<i1>, tensor<7x7x1x384xf32>, tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %3220 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3221 = stablehlo.divide %1469, %3220 : tensor<384xf32>
    %3222 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3223 = stablehlo.multiply %3221, %3222 : tensor<384xf32>
    %3224 = "stablehlo.select"(%2794, %1469, %3223) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3225 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3226 = stablehlo.divide %1462, %3225 : tensor<384xf32>
    %3227 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3228 = stablehlo.multiply %3226, %3227 : tensor<384xf32>
    %3229 = "stablehlo.select"(%2794, %1462, %3228) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3230 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3231 = stablehlo.divide %1464, %3230 : tensor<384xf32>
    %3232 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3233 = stablehlo.multiply %3231, %3232 : tensor<384xf32>
    %3234 = "stablehlo.select"(%2794, %1464, %3233) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3235 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %3236 = stablehlo.divide %1441, %3235 : tensor<384x1536xf32>
    %3237 = stablehlo.constant dense<1.0> : tensor<384x1536xf32>
    %3238 = stablehlo.multiply %3236, %3237 : tensor<384x1536xf32>
    %3239 = "stablehlo.select"(%2794, %1441, %3238) : (tensor<i1>, tensor<384x1536xf32>, tensor<384x1536xf32>) -> tensor<384x1536xf32>
    %3240 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %3241 = stablehlo.divide %1443, %3240 : tensor<1536xf32>
    %3242 = stablehlo.constant dense<1.0> : tensor<1536xf32>
    %3243 = stablehlo.multiply %3241, %3242 : tensor<1536xf32>
    %3244 = "stablehlo.select"(%2794, %1443, %3243) : (tensor<i1>, tensor<1536xf32>, tensor<1536xf32>) -> tensor<1536xf32>
    %3245 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %3246 = stablehlo.divide %1427, %3245 : tensor<1536x384xf32>
    %3247 = stablehlo.constant dense<1.0> : tensor<1536x384xf32>
    %3248 = stablehlo.multiply %3246, %3247 : tensor<1536x384xf32>
    %3249 = "stablehlo.select"(%2794, %1427, %3248) : (tensor<i1>, tensor<1536x384xf32>, tensor<1536x384xf32>) -> tensor<1536x384xf32>
    %3250 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3251 = stablehlo.divide %1429, %3250 : tensor<384xf32>
    %3252 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3253 = stablehlo.multiply %3251, %3252 : tensor<384xf32>
    %3254 = "stablehlo.select"(%2794, %1429, %3253) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3255 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3256 = stablehlo.divide %1425, %3255 : tensor<384xf32>
    %3257 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3258 = stablehlo.multiply %3256, %3257 : tensor<384xf32>
    %3259 = "stablehlo.select"(%2794, %1425, %3258) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3260 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %3261 = stablehlo.divide %1417, %3260 : tensor<7x7x1x384xf32>
    %3262 = stablehlo.constant dense<1.0> : tensor<7x7x1x384xf32>
    %3263 = stablehlo.multiply %3261, %3262 : tensor<7x7x1x384xf32>
    %3264 = "stablehlo.select"(%2794, %1417, %3263) : (tensor<i1>, tensor<7x7x1x384xf32>, tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %3265 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3266 = stablehlo.divide %1419, %3265 : tensor<384xf32>
    %3267 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3268 = stablehlo.multiply %3266, %3267 : tensor<384xf32>
    %3269 = "stablehlo.select"(%2794, %1419, %3268) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3270 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3271 = stablehlo.divide %1412, %3270 : tensor<384xf32>
    %3272 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3273 = stablehlo.multiply %3271, %3272 : tensor<384xf32>
    %3274 = "stablehlo.select"(%2794, %1412, %3273) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3275 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3276 = stablehlo.divide %1414, %3275 : tensor<384xf32>
    %3277 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3278 = stablehlo.multiply %3276, %3277 : tensor<384xf32>
    %3279 = "stablehlo.select"(%2794, %1414, %3278) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3280 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %3281 = stablehlo.divide %1391, %3280 : tensor<384x1536xf32>
    %3282 = stablehlo.constant dense<1.0> : tensor<384x1536xf32>
    %3283 = stablehlo.multiply %3281, %3282 : tensor<384x1536xf32>
    %3284 = "stablehlo.select"(%2794, %1391, %3283) : (tensor<i1>, tensor<384x1536xf32>, tensor<384x1536xf32>) -> tensor<384x1536xf32>
    %3285 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %3286 = stablehlo.divide %1393, %3285 : tensor<1536xf32>
    %3287 = stablehlo.constant dense<1.0> : tensor<1536xf32>
    %3288 = stablehlo.multiply %3286, %3287 : tensor<1536xf32>
    %3289 = "stablehlo.select"(%2794, %1393, %3288) : (tensor<i1>, tensor<1536xf32>, tensor<1536xf32>) -> tensor<1536xf32>
    %3290 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %3291 = stablehlo.divide %1377, %3290 : tensor<1536x384xf32>
    %3292 = stablehlo.constant dense<1.0> : tensor<1536x384xf32>
    %3293 = stablehlo.multiply %3291, %3292 : tensor<1536x384xf32>
    %3294 = "stablehlo.select"(%2794, %1377, %3293) : (tensor<i1>, tensor<1536x384xf32>, tensor<1536x384xf32>) -> tensor<1536x384xf32>
    %3295 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3296 = stablehlo.divide %1379, %3295 : tensor<384xf32>
    %3297 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3298 = stablehlo.multiply %3296, %3297 : tensor<384xf32>
    %3299 = "stablehlo.select"(%2794, %1379, %3298) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3300 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3301 = stablehlo.divide %1375, %3300 : tensor<384xf32>
    %3302 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3303 = stablehlo.multiply %3301, %3302 : tensor<384xf32>
    %3304 = "stablehlo.select"(%2794, %1375, %3303) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3305 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %3306 = stablehlo.divide %1367, %3305 : tensor<7x7x1x384xf32>
    %3307 = stablehlo.constant dense<1.0> : tensor<7x7x1x384xf32>
    %3308 = stablehlo.multiply %3306, %3307 : tensor<7x7x1x384xf32>
    %3309 = "stablehlo.select"(%2794, %1367, %3308) : (tensor<i1>, tensor<7x7x1x384xf32>, tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %3310 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3311 = stablehlo.divide %1369, %3310 : tensor<384xf32>
    %3312 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3313 = stablehlo.multiply %3311, %3312 : tensor<384xf32>
    %3314 = "stablehlo.select"(%2794, %1369, %3313) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3315 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3316 = stablehlo.divide %1362, %3315 : tensor<384xf32>
    %3317 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3318 = stablehlo.multiply %3316, %3317 : tensor<384xf32>
    %3319 = "stablehlo.select"(%2794, %1362, %3318) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3320 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3321 = stablehlo.divide %1364, %3320 : tensor<384xf32>
    %3322 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3323 = stablehlo.multiply %3321, %3322 : tensor<384xf32>
    %3324 = "stablehlo.select"(%2794, %1364, %3323) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3325 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %3326 = stablehlo.divide %1341, %3325 : tensor<384x1536xf32>
    %3327 = stablehlo.constant dense<1.0> : tensor<384x1536xf32>
    %3328 = stablehlo.multiply %3326, %3327 : tensor<384x1536xf32>
    %3329 = "stablehlo.select"(%2794, %1341, %3328) : (tensor<i1>, tensor<384x1536xf32>, tensor<384x1536xf32>) -> tensor<384x1536xf32>
    %3330 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %3331 = stablehlo.divide %1343, %3330 : tensor<1536xf32>
    %3332 = stablehlo.constant dense<1.0> : tensor<1536xf32>
    %3333 = stablehlo.multiply %3331, %3332 : tensor<1536xf32>
    %3334 = "stablehlo.select"(%2794, %1343, %3333) : (tensor<i1>, tensor<1536xf32>, tensor<1536xf32>) -> tensor<1536xf32>
    %3335 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %3336 = stablehlo.divide %1327, %3335 : tensor<1536x384xf32>
    %3337 = stablehlo.constant dense<1.0> : tensor<1536x384xf32>
    %3338 = stablehlo.multiply %3336, %3337 : tensor<1536x384xf32>
    %3339 = "stablehlo.select"(%2794, %1327, %3338) : (tensor<i1>, tensor<1536x384xf32>, tensor<1536x384xf32>) -> tensor<1536x384xf32>
    %3340 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3341 = stablehlo.divide %1329, %3340 : tensor<384xf32>
    %3342 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3343 = stablehlo.multiply %3341, %3342 : tensor<384xf32>
    %3344 = "stablehlo.select"(%2794, %1329, %3343) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3345 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3346 = stablehlo.divide %1325, %3345 : tensor<384xf32>
    %3347 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3348 = stablehlo.multiply %3346, %3347 : tensor<384xf32>
    %3349 = "stablehlo.select"(%2794, %1325, %3348) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3350 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %3351 = stablehlo.divide %1317, %3350 : tensor<7x7x1x384xf32>
    %3352 = stablehlo.constant dense<1.0> : tensor<7x7x1x384xf32>
    %3353 = stablehlo.multiply %3351, %3352 : tensor<7x7x1x384xf32>
    %3354 = "stablehlo.select"(%2794, %1317, %3353) : (tensor<i1>, tensor<7x7x1x384xf32>, tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %3355 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3356 = stablehlo.divide %1319, %3355 : tensor<384xf32>
    %3357 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3358 = stablehlo.multiply %3356, %3357 : tensor<384xf32>
    %3359 = "stablehlo.select"(%2794, %1319, %3358) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3360 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3361 = stablehlo.divide %1312, %3360 : tensor<384xf32>
    %3362 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3363 = stablehlo.multiply %3361, %3362 : tensor<384xf32>
    %3364 = "stablehlo.select"(%2794, %1312, %3363) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3365 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3366 = stablehlo.divide %1314, %3365 : tensor<384xf32>
    %3367 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3368 = stablehlo.multiply %3366, %3367 : tensor<384xf32>
    %3369 = "stablehlo.select"(%2794, %1314, %3368) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3370 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %3371 = stablehlo.divide %1291, %3370 : tensor<384x1536xf32>
    %3372 = stablehlo.constant dense<1.0> : tensor<384x1536xf32>
    %3373 = stablehlo.multiply %3371, %3372 : tensor<384x1536xf32>
    %3374 = "stablehlo.select"(%2794, %1291, %3373) : (tensor<i1>, tensor<384x1536xf32>, tensor<384x1536xf32>) -> tensor<384x1536xf32>
    %3375 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %3376 = stablehlo.divide %1293, %3375 : tensor<1536xf32>
    %3377 = stablehlo.constant dense<1.0> : tensor<1536xf32>
    %3378 = stablehlo.multiply %3376, %3377 : tensor<1536xf32>
    %3379 = "stablehlo.select"(%2794, %1293, %3378) : (tensor<i1>, tensor<1536xf32>, tensor<1536xf32>) -> tensor<1536xf32>
    %3380 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %3381 = stablehlo.divide %1277, %3380 : tensor<1536x384xf32>
    %3382 = stablehlo.constant dense<1.0> : tensor<1536x384xf32>
    %3383 = stablehlo.multiply %3381, %3382 : tensor<1536x384xf32>
    %3384 = "stablehlo.select"(%2794, %1277, %3383) : (tensor<i1>, tensor<1536x384xf32>, tensor<1536x384xf32>) -> tensor<1536x384xf32>
    %3385 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3386 = stablehlo.divide %1279, %3385 : tensor<384xf32>
    %3387 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3388 = stablehlo.multiply %3386, %3387 : tensor<384xf32>
    %3389 = "stablehlo.select"(%2794, %1279, %3388) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3390 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3391 = stablehlo.divide %1275, %3390 : tensor<384xf32>
    %3392 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3393 = stablehlo.multiply %3391, %3392 : tensor<384xf32>
    %3394 = "stablehlo.select"(%2794, %1275, %3393) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3395 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %3396 = stablehlo.divide %1267, %3395 : tensor<7x7x1x384xf32>
    %3397 = stablehlo.constant dense<1.0> : tensor<7x7x1x384xf32>
    %3398 = stablehlo.multiply %3396, %3397 : tensor<7x7x1x384xf32>
    %3399 = "stablehlo.select"(%2794, %1267, %3398) : (tensor<i1>, tensor<7x7x1x384xf32>, tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %3400 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3401 = stablehlo.divide %1269, %3400 : tensor<384xf32>
    %3402 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3403 = stablehlo.multiply %3401, %3402 : tensor<384xf32>
    %3404 = "stablehlo.select"(%2794, %1269, %3403) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3405 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3406 = stablehlo.divide %1262, %3405 : tensor<384xf32>
    %3407 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3408 = stablehlo.multiply %3406, %3407 : tensor<384xf32>
    %3409 = "stablehlo.select"(%2794, %1262, %3408) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3410 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3411 = stablehlo.divide %1264, %3410 : tensor<384xf32>
    %3412 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3413 = stablehlo.multiply %3411, %3412 : tensor<384xf32>
    %3414 = "stablehlo.select"(%2794, %1264, %3413) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3415 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %3416 = stablehlo.divide %1241, %3415 : tensor<384x1536xf32>
    %3417 = stablehlo.constant dense<1.0> : tensor<384x1536xf32>
    %3418 = stablehlo.multiply %3416, %3417 : tensor<384x1536xf32>
    %3419 = "stablehlo.select"(%2794, %1241, %3418) : (tensor<i1>, tensor<384x1536xf32>, tensor<384x1536xf32>) -> tensor<384x1536xf32>
    %3420 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %3421 = stablehlo.divide %1243, %3420 : tensor<1536xf32>
    %3422 = stablehlo.constant dense<1.0> : tensor<1536xf32>
    %3423 = stablehlo.multiply %3421, %3422 : tensor<1536xf32>
    %3424 = "stablehlo.select"(%2794, %1243, %3423) : (tensor<i1>, tensor<1536xf32>, tensor<1536xf32>) -> tensor<1536xf32>
    %3425 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %3426 = stablehlo.divide %1227, %3425 : tensor<1536x384xf32>
    %3427 = stablehlo.constant dense<1.0> : tensor<1536x384xf32>
    %3428 = stablehlo.multiply %3426, %3427 : tensor<1536x384xf32>
    %3429 = "stablehlo.select"(%2794, %1227, %3428) : (tensor<i1>, tensor<1536x384xf32>, tensor<1536x384xf32>) -> tensor<1536x384xf32>
    %3430 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3431 = stablehlo.divide %1229, %3430 : tensor<384xf32>
    %3432 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3433 = stablehlo.multiply %3431, %3432 : tensor<384xf32>
    %3434 = "stablehlo.select"(%2794, %1229, %3433) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3435 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3436 = stablehlo.divide %1225, %3435 : tensor<384xf32>
    %3437 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3438 = stablehlo.multiply %3436, %3437 : tensor<384xf32>
    %3439 = "stablehlo.select"(%2794, %1225, %3438) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3440 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %3441 = stablehlo.divide %1217, %3440 : tensor<7x7x1x384xf32>
    %3442 = stablehlo.constant dense<1.0> : tensor<7x7x1x384xf32>
    %3443 = stablehlo.multiply %3441, %3442 : tensor<7x7x1x384xf32>
    %3444 = "stablehlo.select"(%2794, %1217, %3443) : (tensor<i1>, tensor<7x7x1x384xf32>, tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %3445 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3446 = stablehlo.divide %1219, %3445 : tensor<384xf32>
    %3447 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3448 = stablehlo.multiply %3446, %3447 : tensor<384xf32>
    %3449 = "stablehlo.select"(%2794, %1219, %3448) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3450 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3451 = stablehlo.divide %1212, %3450 : tensor<384xf32>
    %3452 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3453 = stablehlo.multiply %3451, %3452 : tensor<384xf32>
    %3454 = "stablehlo.select"(%2794, %1212, %3453) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3455 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3456 = stablehlo.divide %1214, %3455 : tensor<384xf32>
    %3457 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3458 = stablehlo.multiply %3456, %3457 : tensor<384xf32>
    %3459 = "stablehlo.select"(%2794, %1214, %3458) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3460 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %3461 = stablehlo.divide %1191, %3460 : tensor<384x1536xf32>
    %3462 = stablehlo.constant dense<1.0> : tensor<384x1536xf32>
    %3463 = stablehlo.multiply %3461, %3462 : tensor<384x1536xf32>
    %3464 = "stablehlo.select"(%2794, %1191, %3463) : (tensor<i1>, tensor<384x1536xf32>, tensor<384x1536xf32>) -> tensor<384x1536xf32>
    %3465 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %3466 = stablehlo.divide %1193, %3465 : tensor<1536xf32>
    %3467 = stablehlo.constant dense<1.0> : tensor<1536xf32>
    %3468 = stablehlo.multiply %3466, %3467 : tensor<1536xf32>
    %3469 = "stablehlo.select"(%2794, %1193, %3468) : (tensor<i1>, tensor<1536xf32>, tensor<1536xf32>) -> tensor<1536xf32>
    %3470 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %3471 = stablehlo.divide %1177, %3470 : tensor<1536x384xf32>
    %3472 = stablehlo.constant dense<1.0> : tensor<1536x384xf32>
    %3473 = stablehlo.multiply %3471, %3472 : tensor<1536x384xf32>
    %3474 = "stablehlo.select"(%2794, %1177, %3473) : (tensor<i1>, tensor<1536x384xf32>, tensor<1536x384xf32>) -> tensor<1536x384xf32>
    %3475 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3476 = stablehlo.divide %1179, %3475 : tensor<384xf32>
    %3477 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3478 = stablehlo.multiply %3476, %3477 : tensor<384xf32>
    %3479 = "stablehlo.select"(%2794, %1179, %3478) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3480 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3481 = stablehlo.divide %1175, %3480 : tensor<384xf32>
    %3482 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3483 = stablehlo.multiply %3481, %3482 : tensor<384xf32>
    %3484 = "stablehlo.select"(%2794, %1175, %3483) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3485 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %3486 = stablehlo.divide %1167, %3485 : tensor<7x7x1x384xf32>
    %3487 = stablehlo.constant dense<1.0> : tensor<7x7x1x384xf32>
    %3488 = stablehlo.multiply %3486, %3487 : tensor<7x7x1x384xf32>
    %3489 = "stablehlo.select"(%2794, %1167, %3488) : (tensor<i1>, tensor<7x7x1x384xf32>, tensor<7x7x1x384xf32>) -> tensor<7x7x1x384xf32>
    %3490 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3491 = stablehlo.divide %1169, %3490 : tensor<384xf32>
    %3492 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3493 = stablehlo.multiply %3491, %3492 : tensor<384xf32>
    %3494 = "stablehlo.select"(%2794, %1169, %3493) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3495 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3496 = stablehlo.divide %1162, %3495 : tensor<384xf32>
    %3497 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3498 = stablehlo.multiply %3496, %3497 : tensor<384xf32>
    %3499 = "stablehlo.select"(%2794, %1162, %3498) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3500 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3501 = stablehlo.divide %1164, %3500 : tensor<384xf32>
    %3502 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3503 = stablehlo.multiply %3501, %3502 : tensor<384xf32>
    %3504 = "stablehlo.select"(%2794, %1164, %3503) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3505 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %3506 = stablehlo.divide %1141, %3505 : tensor<384x1536xf32>
    %3507 = stablehlo.constant dense<1.0> : tensor<384x1536xf32>
    %3508 = stablehlo.multiply %3506, %3507 : tensor<384x1536xf32>
    %3509 = "stablehlo.select"(%2794, %1141, %3508) : (tensor<i1>, tensor<384x1536xf32>, tensor<384x1536xf32>) -> tensor<384x1536xf32>
    %3510 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %3511 = stablehlo.divide %1143, %3510 : tensor<1536xf32>
    %3512 = stablehlo.constant dense<1.0> : tensor<1536xf32>
    %3513 = stablehlo.multiply %3511, %3512 : tensor<1536xf32>
    %3514 = "stablehlo.select"(%2794, %1143, %3513) : (tensor<i1>, tensor<1536xf32>, tensor<1536xf32>) -> tensor<1536xf32>
    %3515 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %3516 = stablehlo.divide %1127, %3515 : tensor<1536x384xf32>
    %3517 = stablehlo.constant dense<1.0> : tensor<1536x384xf32>
    %3518 = stablehlo.multiply %3516, %3517 : tensor<1536x384xf32>
    %3519 = "stablehlo.select"(%2794, %1127, %3518) : (tensor<i1>, tensor<1536x384xf32>, tensor<1536x384xf32>) -> tensor<1536x384xf32>
    %3520 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3521 = stablehlo.divide %1129, %3520 : tensor<384xf32>
    %3522 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3523 = stablehlo.multiply %3521, %3522 : tensor<384xf32>
    %3524 = "stablehlo.select"(%2794, %1129, %3523) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3525 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3526 = stablehlo.divide %1125, %3525 : tensor<384xf32>
    %3527 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3528 = stablehlo.multiply %3526, %3527 : tensor<384xf32>
    %3529 = "stablehlo.select"(%2794, %1125, %3528) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3530 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3531 = stablehlo.divide %1118, %3530 : tensor<384xf32>
    %3532 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3533 = stablehlo.multiply %3531, %3532 : tensor<384xf32>
    %3534 = "stablehlo.select"(%2794, %1118, %3533) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3535 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %3536 = stablehlo.divide %1120, %3535 : tensor<384xf32>
    %3537 = stablehlo.constant dense<1.0> : tensor<384xf32>
    %3538 = stablehlo.multiply %3536, %3537 : tensor<384xf32>
    %3539 = "stablehlo.select"(%2794, %1120, %3538) : (tensor<i1>, tensor<384xf32>, tensor<384xf32>) -> tensor<384xf32>
    %3540 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x384x768xf32>
    %3541 = stablehlo.divide %1097, %3540 : tensor<2x2x384x768xf32>
    %3542 = stablehlo.constant dense<1.0> : tensor<2x2x384x768xf32>
    %3543 = stablehlo.multiply %3541, %3542 : tensor<2x2x384x768xf32>
    %3544 = "stablehlo.select"(%2794, %1097, %3543) : (tensor<i1>, tensor<2x2x384x768xf32>, tensor<2x2x384x768xf32>) -> tensor<2x2x384x768xf32>
    %3545 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3546 = stablehlo.divide %1099, %3545 : tensor<768xf32>
    %3547 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3548 = stablehlo.multiply %3546, %3547 : tensor<768xf32>
    %3549 = "stablehlo.select"(%2794, %1099, %3548) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3550 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x768xf32>
    %3551 = stablehlo.divide %1091, %3550 : tensor<7x7x1x768xf32>
    %3552 = stablehlo.constant dense<1.0> : tensor<7x7x1x768xf32>
    %3553 = stablehlo.multiply %3551, %3552 : tensor<7x7x1x768xf32>
    %3554 = "stablehlo.select"(%2794, %1091, %3553) : (tensor<i1>, tensor<7x7x1x768xf32>, tensor<7x7x1x768xf32>) -> tensor<7x7x1x768xf32>
    %3555 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3556 = stablehlo.divide %1093, %3555 : tensor<768xf32>
    %3557 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3558 = stablehlo.multiply %3556, %3557 : tensor<768xf32>
    %3559 = "stablehlo.select"(%2794, %1093, %3558) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3560 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3561 = stablehlo.divide %1086, %3560 : tensor<768xf32>
    %3562 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3563 = stablehlo.multiply %3561, %3562 : tensor<768xf32>
    %3564 = "stablehlo.select"(%2794, %1086, %3563) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3565 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3566 = stablehlo.divide %1088, %3565 : tensor<768xf32>
    %3567 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3568 = stablehlo.multiply %3566, %3567 : tensor<768xf32>
    %3569 = "stablehlo.select"(%2794, %1088, %3568) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3570 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x3072xf32>
    %3571 = stablehlo.divide %1065, %3570 : tensor<768x3072xf32>
    %3572 = stablehlo.constant dense<1.0> : tensor<768x3072xf32>
    %3573 = stablehlo.multiply %3571, %3572 : tensor<768x3072xf32>
    %3574 = "stablehlo.select"(%2794, %1065, %3573) : (tensor<i1>, tensor<768x3072xf32>, tensor<768x3072xf32>) -> tensor<768x3072xf32>
    %3575 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072xf32>
    %3576 = stablehlo.divide %1067, %3575 : tensor<3072xf32>
    %3577 = stablehlo.constant dense<1.0> : tensor<3072xf32>
    %3578 = stablehlo.multiply %3576, %3577 : tensor<3072xf32>
    %3579 = "stablehlo.select"(%2794, %1067, %3578) : (tensor<i1>, tensor<3072xf32>, tensor<3072xf32>) -> tensor<3072xf32>
    %3580 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072x768xf32>
    %3581 = stablehlo.divide %1051, %3580 : tensor<3072x768xf32>
    %3582 = stablehlo.constant dense<1.0> : tensor<3072x768xf32>
    %3583 = stablehlo.multiply %3581, %3582 : tensor<3072x768xf32>
    %3584 = "stablehlo.select"(%2794, %1051, %3583) : (tensor<i1>, tensor<3072x768xf32>, tensor<3072x768xf32>) -> tensor<3072x768xf32>
    %3585 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3586 = stablehlo.divide %1053, %3585 : tensor<768xf32>
    %3587 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3588 = stablehlo.multiply %3586, %3587 : tensor<768xf32>
    %3589 = "stablehlo.select"(%2794, %1053, %3588) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3590 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3591 = stablehlo.divide %1049, %3590 : tensor<768xf32>
    %3592 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3593 = stablehlo.multiply %3591, %3592 : tensor<768xf32>
    %3594 = "stablehlo.select"(%2794, %1049, %3593) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3595 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x768xf32>
    %3596 = stablehlo.divide %1041, %3595 : tensor<7x7x1x768xf32>
    %3597 = stablehlo.constant dense<1.0> : tensor<7x7x1x768xf32>
    %3598 = stablehlo.multiply %3596, %3597 : tensor<7x7x1x768xf32>
    %3599 = "stablehlo.select"(%2794, %1041, %3598) : (tensor<i1>, tensor<7x7x1x768xf32>, tensor<7x7x1x768xf32>) -> tensor<7x7x1x768xf32>
    %3600 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3601 = stablehlo.divide %1043, %3600 : tensor<768xf32>
    %3602 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3603 = stablehlo.multiply %3601, %3602 : tensor<768xf32>
    %3604 = "stablehlo.select"(%2794, %1043, %3603) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3605 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3606 = stablehlo.divide %1036, %3605 : tensor<768xf32>
    %3607 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3608 = stablehlo.multiply %3606, %3607 : tensor<768xf32>
    %3609 = "stablehlo.select"(%2794, %1036, %3608) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3610 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3611 = stablehlo.divide %1038, %3610 : tensor<768xf32>
    %3612 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3613 = stablehlo.multiply %3611, %3612 : tensor<768xf32>
    %3614 = "stablehlo.select"(%2794, %1038, %3613) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3615 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x3072xf32>
    %3616 = stablehlo.divide %1015, %3615 : tensor<768x3072xf32>
    %3617 = stablehlo.constant dense<1.0> : tensor<768x3072xf32>
    %3618 = stablehlo.multiply %3616, %3617 : tensor<768x3072xf32>
    %3619 = "stablehlo.select"(%2794, %1015, %3618) : (tensor<i1>, tensor<768x3072xf32>, tensor<768x3072xf32>) -> tensor<768x3072xf32>
    %3620 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072xf32>
    %3621 = stablehlo.divide %1017, %3620 : tensor<3072xf32>
    %3622 = stablehlo.constant dense<1.0> : tensor<3072xf32>
    %3623 = stablehlo.multiply %3621, %3622 : tensor<3072xf32>
    %3624 = "stablehlo.select"(%2794, %1017, %3623) : (tensor<i1>, tensor<3072xf32>, tensor<3072xf32>) -> tensor<3072xf32>
    %3625 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072x768xf32>
    %3626 = stablehlo.divide %1001, %3625 : tensor<3072x768xf32>
    %3627 = stablehlo.constant dense<1.0> : tensor<3072x768xf32>
    %3628 = stablehlo.multiply %3626, %3627 : tensor<3072x768xf32>
    %3629 = "stablehlo.select"(%2794, %1001, %3628) : (tensor<i1>, tensor<3072x768xf32>, tensor<3072x768xf32>) -> tensor<3072x768xf32>
    %3630 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3631 = stablehlo.divide %1003, %3630 : tensor<768xf32>
    %3632 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3633 = stablehlo.multiply %3631, %3632 : tensor<768xf32>
    %3634 = "stablehlo.select"(%2794, %1003, %3633) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3635 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3636 = stablehlo.divide %999, %3635 : tensor<768xf32>
    %3637 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3638 = stablehlo.multiply %3636, %3637 : tensor<768xf32>
    %3639 = "stablehlo.select"(%2794, %999, %3638) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3640 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x768xf32>
    %3641 = stablehlo.divide %991, %3640 : tensor<7x7x1x768xf32>
    %3642 = stablehlo.constant dense<1.0> : tensor<7x7x1x768xf32>
    %3643 = stablehlo.multiply %3641, %3642 : tensor<7x7x1x768xf32>
    %3644 = "stablehlo.select"(%2794, %991, %3643) : (tensor<i1>, tensor<7x7x1x768xf32>, tensor<7x7x1x768xf32>) -> tensor<7x7x1x768xf32>
    %3645 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3646 = stablehlo.divide %993, %3645 : tensor<768xf32>
    %3647 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3648 = stablehlo.multiply %3646, %3647 : tensor<768xf32>
    %3649 = "stablehlo.select"(%2794, %993, %3648) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3650 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3651 = stablehlo.divide %986, %3650 : tensor<768xf32>
    %3652 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3653 = stablehlo.multiply %3651, %3652 : tensor<768xf32>
    %3654 = "stablehlo.select"(%2794, %986, %3653) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3655 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3656 = stablehlo.divide %988, %3655 : tensor<768xf32>
    %3657 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3658 = stablehlo.multiply %3656, %3657 : tensor<768xf32>
    %3659 = "stablehlo.select"(%2794, %988, %3658) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3660 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x3072xf32>
    %3661 = stablehlo.divide %965, %3660 : tensor<768x3072xf32>
    %3662 = stablehlo.constant dense<1.0> : tensor<768x3072xf32>
    %3663 = stablehlo.multiply %3661, %3662 : tensor<768x3072xf32>
    %3664 = "stablehlo.select"(%2794, %965, %3663) : (tensor<i1>, tensor<768x3072xf32>, tensor<768x3072xf32>) -> tensor<768x3072xf32>
    %3665 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072xf32>
    %3666 = stablehlo.divide %967, %3665 : tensor<3072xf32>
    %3667 = stablehlo.constant dense<1.0> : tensor<3072xf32>
    %3668 = stablehlo.multiply %3666, %3667 : tensor<3072xf32>
    %3669 = "stablehlo.select"(%2794, %967, %3668) : (tensor<i1>, tensor<3072xf32>, tensor<3072xf32>) -> tensor<3072xf32>
    %3670 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072x768xf32>
    %3671 = stablehlo.divide %951, %3670 : tensor<3072x768xf32>
    %3672 = stablehlo.constant dense<1.0> : tensor<3072x768xf32>
    %3673 = stablehlo.multiply %3671, %3672 : tensor<3072x768xf32>
    %3674 = "stablehlo.select"(%2794, %951, %3673) : (tensor<i1>, tensor<3072x768xf32>, tensor<3072x768xf32>) -> tensor<3072x768xf32>
    %3675 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3676 = stablehlo.divide %953, %3675 : tensor<768xf32>
    %3677 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3678 = stablehlo.multiply %3676, %3677 : tensor<768xf32>
    %3679 = "stablehlo.select"(%2794, %953, %3678) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3680 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3681 = stablehlo.divide %949, %3680 : tensor<768xf32>
    %3682 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3683 = stablehlo.multiply %3681, %3682 : tensor<768xf32>
    %3684 = "stablehlo.select"(%2794, %949, %3683) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3685 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3686 = stablehlo.divide %939, %3685 : tensor<768xf32>
    %3687 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3688 = stablehlo.multiply %3686, %3687 : tensor<768xf32>
    %3689 = "stablehlo.select"(%2794, %939, %3688) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3690 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %3691 = stablehlo.divide %941, %3690 : tensor<768xf32>
    %3692 = stablehlo.constant dense<1.0> : tensor<768xf32>
    %3693 = stablehlo.multiply %3691, %3692 : tensor<768xf32>
    %3694 = "stablehlo.select"(%2794, %941, %3693) : (tensor<i1>, tensor<768xf32>, tensor<768xf32>) -> tensor<768xf32>
    %3695 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x1000xf32>
    %3696 = stablehlo.divide %918, %3695 : tensor<768x1000xf32>
    %3697 = stablehlo.constant dense<1.0> : tensor<768x1000xf32>
    %3698 = stablehlo.multiply %3696, %3697 : tensor<768x1000xf32>
    %3699 = "stablehlo.select"(%2794, %918, %3698) : (tensor<i1>, tensor<768x1000xf32>, tensor<768x1000xf32>) -> tensor<768x1000xf32>
    %3700 = "stablehlo.broadcast_in_dim"(%2792) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1000xf32>
    %3701 = stablehlo.divide %920, %3700 : tensor<1000xf32>
    %3702 = stablehlo.constant dense<1.0> : tensor<1000xf32>
    %3703 = stablehlo.multiply %3701, %3702 : tensor<1000xf32>
    %3704 = "stablehlo.select"(%2794, %920, %3703) : (tensor<i1>, tensor<1000xf32>, tensor<1000xf32>) -> tensor<1000xf32>
    %3705 = stablehlo.constant dense<0.9> : tensor<4x4x3x96xf32>
    %3706 = stablehlo.multiply %3705, %m.stem.conv.w : tensor<4x4x3x96xf32>
    %3707 = stablehlo.constant dense<0.1> : tensor<4x4x3x96xf32>
    %3708 = stablehlo.multiply %3707, %2799 : tensor<4x4x3x96xf32>
    %3709 = stablehlo.add %3706, %3708 : tensor<4x4x3x96xf32>
    %3710 = stablehlo.constant dense<0.999> : tensor<4x4x3x96xf32>
    %3711 = stablehlo.multiply %3710, %v.stem.conv.w : tensor<4x4x3x96xf32>
    %3712 = stablehlo.constant dense<0.001> : tensor<4x4x3x96xf32>
    %3713 = stablehlo.multiply %2799, %2799 : tensor<4x4x3x96xf32>
    %3714 = stablehlo.multiply %3712, %3713 : tensor<4x4x3x96xf32>
    %3715 = stablehlo.add %3711, %3714 : tensor<4x4x3x96xf32>
    %3716 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x4x3x96xf32>
    %3717 = stablehlo.divide %3709, %3716 : tensor<4x4x3x96xf32>
    %3718 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x4x3x96xf32>
    %3719 = stablehlo.divide %3715, %3718 : tensor<4x4x3x96xf32>
    %3720 = stablehlo.sqrt %3719 : tensor<4x4x3x96xf32>
    %3721 = stablehlo.constant dense<1.0e-08> : tensor<4x4x3x96xf32>
    %3722 = stablehlo.add %3720, %3721 : tensor<4x4x3x96xf32>
    %3723 = stablehlo.divide %3717, %3722 : tensor<4x4x3x96xf32>
    %3724 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %3725 = stablehlo.multiply %3724, %m.stem.conv.b : tensor<96xf32>
    %3726 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %3727 = stablehlo.multiply %3726, %2804 : tensor<96xf32>
    %3728 = stablehlo.add %3725, %3727 : tensor<96xf32>
    %3729 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %3730 = stablehlo.multiply %3729, %v.stem.conv.b : tensor<96xf32>
    %3731 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %3732 = stablehlo.multiply %2804, %2804 : tensor<96xf32>
    %3733 = stablehlo.multiply %3731, %3732 : tensor<96xf32>
    %3734 = stablehlo.add %3730, %3733 : tensor<96xf32>
    %3735 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3736 = stablehlo.divide %3728, %3735 : tensor<96xf32>
    %3737 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3738 = stablehlo.divide %3734, %3737 : tensor<96xf32>
    %3739 = stablehlo.sqrt %3738 : tensor<96xf32>
    %3740 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %3741 = stablehlo.add %3739, %3740 : tensor<96xf32>
    %3742 = stablehlo.divide %3736, %3741 : tensor<96xf32>
    %3743 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %3744 = stablehlo.multiply %3743, %m.stem.norm.g : tensor<96xf32>
    %3745 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %3746 = stablehlo.multiply %3745, %2809 : tensor<96xf32>
    %3747 = stablehlo.add %3744, %3746 : tensor<96xf32>
    %3748 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %3749 = stablehlo.multiply %3748, %v.stem.norm.g : tensor<96xf32>
    %3750 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %3751 = stablehlo.multiply %2809, %2809 : tensor<96xf32>
    %3752 = stablehlo.multiply %3750, %3751 : tensor<96xf32>
    %3753 = stablehlo.add %3749, %3752 : tensor<96xf32>
    %3754 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3755 = stablehlo.divide %3747, %3754 : tensor<96xf32>
    %3756 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3757 = stablehlo.divide %3753, %3756 : tensor<96xf32>
    %3758 = stablehlo.sqrt %3757 : tensor<96xf32>
    %3759 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %3760 = stablehlo.add %3758, %3759 : tensor<96xf32>
    %3761 = stablehlo.divide %3755, %3760 : tensor<96xf32>
    %3762 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %3763 = stablehlo.multiply %3762, %m.stem.norm.b : tensor<96xf32>
    %3764 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %3765 = stablehlo.multiply %3764, %2814 : tensor<96xf32>
    %3766 = stablehlo.add %3763, %3765 : tensor<96xf32>
    %3767 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %3768 = stablehlo.multiply %3767, %v.stem.norm.b : tensor<96xf32>
    %3769 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %3770 = stablehlo.multiply %2814, %2814 : tensor<96xf32>
    %3771 = stablehlo.multiply %3769, %3770 : tensor<96xf32>
    %3772 = stablehlo.add %3768, %3771 : tensor<96xf32>
    %3773 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3774 = stablehlo.divide %3766, %3773 : tensor<96xf32>
    %3775 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3776 = stablehlo.divide %3772, %3775 : tensor<96xf32>
    %3777 = stablehlo.sqrt %3776 : tensor<96xf32>
    %3778 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %3779 = stablehlo.add %3777, %3778 : tensor<96xf32>
    %3780 = stablehlo.divide %3774, %3779 : tensor<96xf32>
    %3781 = stablehlo.constant dense<0.9> : tensor<7x7x1x96xf32>
    %3782 = stablehlo.multiply %3781, %m.stages.0.blocks.0.dwconv.w : tensor<7x7x1x96xf32>
    %3783 = stablehlo.constant dense<0.1> : tensor<7x7x1x96xf32>
    %3784 = stablehlo.multiply %3783, %2819 : tensor<7x7x1x96xf32>
    %3785 = stablehlo.add %3782, %3784 : tensor<7x7x1x96xf32>
    %3786 = stablehlo.constant dense<0.999> : tensor<7x7x1x96xf32>
    %3787 = stablehlo.multiply %3786, %v.stages.0.blocks.0.dwconv.w : tensor<7x7x1x96xf32>
    %3788 = stablehlo.constant dense<0.001> : tensor<7x7x1x96xf32>
    %3789 = stablehlo.multiply %2819, %2819 : tensor<7x7x1x96xf32>
    %3790 = stablehlo.multiply %3788, %3789 : tensor<7x7x1x96xf32>
    %3791 = stablehlo.add %3787, %3790 : tensor<7x7x1x96xf32>
    %3792 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x96xf32>
    %3793 = stablehlo.divide %3785, %3792 : tensor<7x7x1x96xf32>
    %3794 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x96xf32>
    %3795 = stablehlo.divide %3791, %3794 : tensor<7x7x1x96xf32>
    %3796 = stablehlo.sqrt %3795 : tensor<7x7x1x96xf32>
    %3797 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x96xf32>
    %3798 = stablehlo.add %3796, %3797 : tensor<7x7x1x96xf32>
    %3799 = stablehlo.divide %3793, %3798 : tensor<7x7x1x96xf32>
    %3800 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %3801 = stablehlo.multiply %3800, %m.stages.0.blocks.0.dwconv.b : tensor<96xf32>
    %3802 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %3803 = stablehlo.multiply %3802, %2824 : tensor<96xf32>
    %3804 = stablehlo.add %3801, %3803 : tensor<96xf32>
    %3805 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %3806 = stablehlo.multiply %3805, %v.stages.0.blocks.0.dwconv.b : tensor<96xf32>
    %3807 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %3808 = stablehlo.multiply %2824, %2824 : tensor<96xf32>
    %3809 = stablehlo.multiply %3807, %3808 : tensor<96xf32>
    %3810 = stablehlo.add %3806, %3809 : tensor<96xf32>
    %3811 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3812 = stablehlo.divide %3804, %3811 : tensor<96xf32>
    %3813 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3814 = stablehlo.divide %3810, %3813 : tensor<96xf32>
    %3815 = stablehlo.sqrt %3814 : tensor<96xf32>
    %3816 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %3817 = stablehlo.add %3815, %3816 : tensor<96xf32>
    %3818 = stablehlo.divide %3812, %3817 : tensor<96xf32>
    %3819 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %3820 = stablehlo.multiply %3819, %m.stages.0.blocks.0.norm.g : tensor<96xf32>
    %3821 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %3822 = stablehlo.multiply %3821, %2829 : tensor<96xf32>
    %3823 = stablehlo.add %3820, %3822 : tensor<96xf32>
    %3824 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %3825 = stablehlo.multiply %3824, %v.stages.0.blocks.0.norm.g : tensor<96xf32>
    %3826 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %3827 = stablehlo.multiply %2829, %2829 : tensor<96xf32>
    %3828 = stablehlo.multiply %3826, %3827 : tensor<96xf32>
    %3829 = stablehlo.add %3825, %3828 : tensor<96xf32>
    %3830 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3831 = stablehlo.divide %3823, %3830 : tensor<96xf32>
    %3832 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3833 = stablehlo.divide %3829, %3832 : tensor<96xf32>
    %3834 = stablehlo.sqrt %3833 : tensor<96xf32>
    %3835 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %3836 = stablehlo.add %3834, %3835 : tensor<96xf32>
    %3837 = stablehlo.divide %3831, %3836 : tensor<96xf32>
    %3838 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %3839 = stablehlo.multiply %3838, %m.stages.0.blocks.0.norm.b : tensor<96xf32>
    %3840 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %3841 = stablehlo.multiply %3840, %2834 : tensor<96xf32>
    %3842 = stablehlo.add %3839, %3841 : tensor<96xf32>
    %3843 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %3844 = stablehlo.multiply %3843, %v.stages.0.blocks.0.norm.b : tensor<96xf32>
    %3845 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %3846 = stablehlo.multiply %2834, %2834 : tensor<96xf32>
    %3847 = stablehlo.multiply %3845, %3846 : tensor<96xf32>
    %3848 = stablehlo.add %3844, %3847 : tensor<96xf32>
    %3849 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3850 = stablehlo.divide %3842, %3849 : tensor<96xf32>
    %3851 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3852 = stablehlo.divide %3848, %3851 : tensor<96xf32>
    %3853 = stablehlo.sqrt %3852 : tensor<96xf32>
    %3854 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %3855 = stablehlo.add %3853, %3854 : tensor<96xf32>
    %3856 = stablehlo.divide %3850, %3855 : tensor<96xf32>
    %3857 = stablehlo.constant dense<0.9> : tensor<96x384xf32>
    %3858 = stablehlo.multiply %3857, %m.stages.0.blocks.0.fc1.w : tensor<96x384xf32>
    %3859 = stablehlo.constant dense<0.1> : tensor<96x384xf32>
    %3860 = stablehlo.multiply %3859, %2839 : tensor<96x384xf32>
    %3861 = stablehlo.add %3858, %3860 : tensor<96x384xf32>
    %3862 = stablehlo.constant dense<0.999> : tensor<96x384xf32>
    %3863 = stablehlo.multiply %3862, %v.stages.0.blocks.0.fc1.w : tensor<96x384xf32>
    %3864 = stablehlo.constant dense<0.001> : tensor<96x384xf32>
    %3865 = stablehlo.multiply %2839, %2839 : tensor<96x384xf32>
    %3866 = stablehlo.multiply %3864, %3865 : tensor<96x384xf32>
    %3867 = stablehlo.add %3863, %3866 : tensor<96x384xf32>
    %3868 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96x384xf32>
    %3869 = stablehlo.divide %3861, %3868 : tensor<96x384xf32>
    %3870 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96x384xf32>
    %3871 = stablehlo.divide %3867, %3870 : tensor<96x384xf32>
    %3872 = stablehlo.sqrt %3871 : tensor<96x384xf32>
    %3873 = stablehlo.constant dense<1.0e-08> : tensor<96x384xf32>
    %3874 = stablehlo.add %3872, %3873 : tensor<96x384xf32>
    %3875 = stablehlo.divide %3869, %3874 : tensor<96x384xf32>
    %3876 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %3877 = stablehlo.multiply %3876, %m.stages.0.blocks.0.fc1.b : tensor<384xf32>
    %3878 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %3879 = stablehlo.multiply %3878, %2844 : tensor<384xf32>
    %3880 = stablehlo.add %3877, %3879 : tensor<384xf32>
    %3881 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %3882 = stablehlo.multiply %3881, %v.stages.0.blocks.0.fc1.b : tensor<384xf32>
    %3883 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %3884 = stablehlo.multiply %2844, %2844 : tensor<384xf32>
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
    %3895 = stablehlo.constant dense<0.9> : tensor<384x96xf32>
    %3896 = stablehlo.multiply %3895, %m.stages.0.blocks.0.fc2.w : tensor<384x96xf32>
    %3897 = stablehlo.constant dense<0.1> : tensor<384x96xf32>
    %3898 = stablehlo.multiply %3897, %2849 : tensor<384x96xf32>
    %3899 = stablehlo.add %3896, %3898 : tensor<384x96xf32>
    %3900 = stablehlo.constant dense<0.999> : tensor<384x96xf32>
    %3901 = stablehlo.multiply %3900, %v.stages.0.blocks.0.fc2.w : tensor<384x96xf32>
    %3902 = stablehlo.constant dense<0.001> : tensor<384x96xf32>
    %3903 = stablehlo.multiply %2849, %2849 : tensor<384x96xf32>
    %3904 = stablehlo.multiply %3902, %3903 : tensor<384x96xf32>
    %3905 = stablehlo.add %3901, %3904 : tensor<384x96xf32>
    %3906 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x96xf32>
    %3907 = stablehlo.divide %3899, %3906 : tensor<384x96xf32>
    %3908 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x96xf32>
    %3909 = stablehlo.divide %3905, %3908 : tensor<384x96xf32>
    %3910 = stablehlo.sqrt %3909 : tensor<384x96xf32>
    %3911 = stablehlo.constant dense<1.0e-08> : tensor<384x96xf32>
    %3912 = stablehlo.add %3910, %3911 : tensor<384x96xf32>
    %3913 = stablehlo.divide %3907, %3912 : tensor<384x96xf32>
    %3914 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %3915 = stablehlo.multiply %3914, %m.stages.0.blocks.0.fc2.b : tensor<96xf32>
    %3916 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %3917 = stablehlo.multiply %3916, %2854 : tensor<96xf32>
    %3918 = stablehlo.add %3915, %3917 : tensor<96xf32>
    %3919 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %3920 = stablehlo.multiply %3919, %v.stages.0.blocks.0.fc2.b : tensor<96xf32>
    %3921 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %3922 = stablehlo.multiply %2854, %2854 : tensor<96xf32>
    %3923 = stablehlo.multiply %3921, %3922 : tensor<96xf32>
    %3924 = stablehlo.add %3920, %3923 : tensor<96xf32>
    %3925 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3926 = stablehlo.divide %3918, %3925 : tensor<96xf32>
    %3927 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3928 = stablehlo.divide %3924, %3927 : tensor<96xf32>
    %3929 = stablehlo.sqrt %3928 : tensor<96xf32>
    %3930 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %3931 = stablehlo.add %3929, %3930 : tensor<96xf32>
    %3932 = stablehlo.divide %3926, %3931 : tensor<96xf32>
    %3933 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %3934 = stablehlo.multiply %3933, %m.stages.0.blocks.0.gamma : tensor<96xf32>
    %3935 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %3936 = stablehlo.multiply %3935, %2859 : tensor<96xf32>
    %3937 = stablehlo.add %3934, %3936 : tensor<96xf32>
    %3938 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %3939 = stablehlo.multiply %3938, %v.stages.0.blocks.0.gamma : tensor<96xf32>
    %3940 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %3941 = stablehlo.multiply %2859, %2859 : tensor<96xf32>
    %3942 = stablehlo.multiply %3940, %3941 : tensor<96xf32>
    %3943 = stablehlo.add %3939, %3942 : tensor<96xf32>
    %3944 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3945 = stablehlo.divide %3937, %3944 : tensor<96xf32>
    %3946 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3947 = stablehlo.divide %3943, %3946 : tensor<96xf32>
    %3948 = stablehlo.sqrt %3947 : tensor<96xf32>
    %3949 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %3950 = stablehlo.add %3948, %3949 : tensor<96xf32>
    %3951 = stablehlo.divide %3945, %3950 : tensor<96xf32>
    %3952 = stablehlo.constant dense<0.9> : tensor<7x7x1x96xf32>
    %3953 = stablehlo.multiply %3952, %m.stages.0.blocks.1.dwconv.w : tensor<7x7x1x96xf32>
    %3954 = stablehlo.constant dense<0.1> : tensor<7x7x1x96xf32>
    %3955 = stablehlo.multiply %3954, %2864 : tensor<7x7x1x96xf32>
    %3956 = stablehlo.add %3953, %3955 : tensor<7x7x1x96xf32>
    %3957 = stablehlo.constant dense<0.999> : tensor<7x7x1x96xf32>
    %3958 = stablehlo.multiply %3957, %v.stages.0.blocks.1.dwconv.w : tensor<7x7x1x96xf32>
    %3959 = stablehlo.constant dense<0.001> : tensor<7x7x1x96xf32>
    %3960 = stablehlo.multiply %2864, %2864 : tensor<7x7x1x96xf32>
    %3961 = stablehlo.multiply %3959, %3960 : tensor<7x7x1x96xf32>
    %3962 = stablehlo.add %3958, %3961 : tensor<7x7x1x96xf32>
    %3963 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x96xf32>
    %3964 = stablehlo.divide %3956, %3963 : tensor<7x7x1x96xf32>
    %3965 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x96xf32>
    %3966 = stablehlo.divide %3962, %3965 : tensor<7x7x1x96xf32>
    %3967 = stablehlo.sqrt %3966 : tensor<7x7x1x96xf32>
    %3968 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x96xf32>
    %3969 = stablehlo.add %3967, %3968 : tensor<7x7x1x96xf32>
    %3970 = stablehlo.divide %3964, %3969 : tensor<7x7x1x96xf32>
    %3971 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %3972 = stablehlo.multiply %3971, %m.stages.0.blocks.1.dwconv.b : tensor<96xf32>
    %3973 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %3974 = stablehlo.multiply %3973, %2869 : tensor<96xf32>
    %3975 = stablehlo.add %3972, %3974 : tensor<96xf32>
    %3976 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %3977 = stablehlo.multiply %3976, %v.stages.0.blocks.1.dwconv.b : tensor<96xf32>
    %3978 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %3979 = stablehlo.multiply %2869, %2869 : tensor<96xf32>
    %3980 = stablehlo.multiply %3978, %3979 : tensor<96xf32>
    %3981 = stablehlo.add %3977, %3980 : tensor<96xf32>
    %3982 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3983 = stablehlo.divide %3975, %3982 : tensor<96xf32>
    %3984 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %3985 = stablehlo.divide %3981, %3984 : tensor<96xf32>
    %3986 = stablehlo.sqrt %3985 : tensor<96xf32>
    %3987 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %3988 = stablehlo.add %3986, %3987 : tensor<96xf32>
    %3989 = stablehlo.divide %3983, %3988 : tensor<96xf32>
    %3990 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %3991 = stablehlo.multiply %3990, %m.stages.0.blocks.1.norm.g : tensor<96xf32>
    %3992 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %3993 = stablehlo.multiply %3992, %2874 : tensor<96xf32>
    %3994 = stablehlo.add %3991, %3993 : tensor<96xf32>
    %3995 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %3996 = stablehlo.multiply %3995, %v.stages.0.blocks.1.norm.g : tensor<96xf32>
    %3997 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %3998 = stablehlo.multiply %2874, %2874 : tensor<96xf32>
    %3999 = stablehlo.multiply %3997, %3998 : tensor<96xf32>
    %4000 = stablehlo.add %3996, %3999 : tensor<96xf32>
    %4001 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4002 = stablehlo.divide %3994, %4001 : tensor<96xf32>
    %4003 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4004 = stablehlo.divide %4000, %4003 : tensor<96xf32>
    %4005 = stablehlo.sqrt %4004 : tensor<96xf32>
    %4006 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %4007 = stablehlo.add %4005, %4006 : tensor<96xf32>
    %4008 = stablehlo.divide %4002, %4007 : tensor<96xf32>
    %4009 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %4010 = stablehlo.multiply %4009, %m.stages.0.blocks.1.norm.b : tensor<96xf32>
    %4011 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %4012 = stablehlo.multiply %4011, %2879 : tensor<96xf32>
    %4013 = stablehlo.add %4010, %4012 : tensor<96xf32>
    %4014 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %4015 = stablehlo.multiply %4014, %v.stages.0.blocks.1.norm.b : tensor<96xf32>
    %4016 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %4017 = stablehlo.multiply %2879, %2879 : tensor<96xf32>
    %4018 = stablehlo.multiply %4016, %4017 : tensor<96xf32>
    %4019 = stablehlo.add %4015, %4018 : tensor<96xf32>
    %4020 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4021 = stablehlo.divide %4013, %4020 : tensor<96xf32>
    %4022 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4023 = stablehlo.divide %4019, %4022 : tensor<96xf32>
    %4024 = stablehlo.sqrt %4023 : tensor<96xf32>
    %4025 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %4026 = stablehlo.add %4024, %4025 : tensor<96xf32>
    %4027 = stablehlo.divide %4021, %4026 : tensor<96xf32>
    %4028 = stablehlo.constant dense<0.9> : tensor<96x384xf32>
    %4029 = stablehlo.multiply %4028, %m.stages.0.blocks.1.fc1.w : tensor<96x384xf32>
    %4030 = stablehlo.constant dense<0.1> : tensor<96x384xf32>
    %4031 = stablehlo.multiply %4030, %2884 : tensor<96x384xf32>
    %4032 = stablehlo.add %4029, %4031 : tensor<96x384xf32>
    %4033 = stablehlo.constant dense<0.999> : tensor<96x384xf32>
    %4034 = stablehlo.multiply %4033, %v.stages.0.blocks.1.fc1.w : tensor<96x384xf32>
    %4035 = stablehlo.constant dense<0.001> : tensor<96x384xf32>
    %4036 = stablehlo.multiply %2884, %2884 : tensor<96x384xf32>
    %4037 = stablehlo.multiply %4035, %4036 : tensor<96x384xf32>
    %4038 = stablehlo.add %4034, %4037 : tensor<96x384xf32>
    %4039 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96x384xf32>
    %4040 = stablehlo.divide %4032, %4039 : tensor<96x384xf32>
    %4041 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96x384xf32>
    %4042 = stablehlo.divide %4038, %4041 : tensor<96x384xf32>
    %4043 = stablehlo.sqrt %4042 : tensor<96x384xf32>
    %4044 = stablehlo.constant dense<1.0e-08> : tensor<96x384xf32>
    %4045 = stablehlo.add %4043, %4044 : tensor<96x384xf32>
    %4046 = stablehlo.divide %4040, %4045 : tensor<96x384xf32>
    %4047 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %4048 = stablehlo.multiply %4047, %m.stages.0.blocks.1.fc1.b : tensor<384xf32>
    %4049 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %4050 = stablehlo.multiply %4049, %2889 : tensor<384xf32>
    %4051 = stablehlo.add %4048, %4050 : tensor<384xf32>
    %4052 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %4053 = stablehlo.multiply %4052, %v.stages.0.blocks.1.fc1.b : tensor<384xf32>
    %4054 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %4055 = stablehlo.multiply %2889, %2889 : tensor<384xf32>
    %4056 = stablehlo.multiply %4054, %4055 : tensor<384xf32>
    %4057 = stablehlo.add %4053, %4056 : tensor<384xf32>
    %4058 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4059 = stablehlo.divide %4051, %4058 : tensor<384xf32>
    %4060 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4061 = stablehlo.divide %4057, %4060 : tensor<384xf32>
    %4062 = stablehlo.sqrt %4061 : tensor<384xf32>
    %4063 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %4064 = stablehlo.add %4062, %4063 : tensor<384xf32>
    %4065 = stablehlo.divide %4059, %4064 : tensor<384xf32>
    %4066 = stablehlo.constant dense<0.9> : tensor<384x96xf32>
    %4067 = stablehlo.multiply %4066, %m.stages.0.blocks.1.fc2.w : tensor<384x96xf32>
    %4068 = stablehlo.constant dense<0.1> : tensor<384x96xf32>
    %4069 = stablehlo.multiply %4068, %2894 : tensor<384x96xf32>
    %4070 = stablehlo.add %4067, %4069 : tensor<384x96xf32>
    %4071 = stablehlo.constant dense<0.999> : tensor<384x96xf32>
    %4072 = stablehlo.multiply %4071, %v.stages.0.blocks.1.fc2.w : tensor<384x96xf32>
    %4073 = stablehlo.constant dense<0.001> : tensor<384x96xf32>
    %4074 = stablehlo.multiply %2894, %2894 : tensor<384x96xf32>
    %4075 = stablehlo.multiply %4073, %4074 : tensor<384x96xf32>
    %4076 = stablehlo.add %4072, %4075 : tensor<384x96xf32>
    %4077 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x96xf32>
    %4078 = stablehlo.divide %4070, %4077 : tensor<384x96xf32>
    %4079 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x96xf32>
    %4080 = stablehlo.divide %4076, %4079 : tensor<384x96xf32>
    %4081 = stablehlo.sqrt %4080 : tensor<384x96xf32>
    %4082 = stablehlo.constant dense<1.0e-08> : tensor<384x96xf32>
    %4083 = stablehlo.add %4081, %4082 : tensor<384x96xf32>
    %4084 = stablehlo.divide %4078, %4083 : tensor<384x96xf32>
    %4085 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %4086 = stablehlo.multiply %4085, %m.stages.0.blocks.1.fc2.b : tensor<96xf32>
    %4087 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %4088 = stablehlo.multiply %4087, %2899 : tensor<96xf32>
    %4089 = stablehlo.add %4086, %4088 : tensor<96xf32>
    %4090 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %4091 = stablehlo.multiply %4090, %v.stages.0.blocks.1.fc2.b : tensor<96xf32>
    %4092 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %4093 = stablehlo.multiply %2899, %2899 : tensor<96xf32>
    %4094 = stablehlo.multiply %4092, %4093 : tensor<96xf32>
    %4095 = stablehlo.add %4091, %4094 : tensor<96xf32>
    %4096 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4097 = stablehlo.divide %4089, %4096 : tensor<96xf32>
    %4098 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4099 = stablehlo.divide %4095, %4098 : tensor<96xf32>
    %4100 = stablehlo.sqrt %4099 : tensor<96xf32>
    %4101 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %4102 = stablehlo.add %4100, %4101 : tensor<96xf32>
    %4103 = stablehlo.divide %4097, %4102 : tensor<96xf32>
    %4104 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %4105 = stablehlo.multiply %4104, %m.stages.0.blocks.1.gamma : tensor<96xf32>
    %4106 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %4107 = stablehlo.multiply %4106, %2904 : tensor<96xf32>
    %4108 = stablehlo.add %4105, %4107 : tensor<96xf32>
    %4109 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %4110 = stablehlo.multiply %4109, %v.stages.0.blocks.1.gamma : tensor<96xf32>
    %4111 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %4112 = stablehlo.multiply %2904, %2904 : tensor<96xf32>
    %4113 = stablehlo.multiply %4111, %4112 : tensor<96xf32>
    %4114 = stablehlo.add %4110, %4113 : tensor<96xf32>
    %4115 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4116 = stablehlo.divide %4108, %4115 : tensor<96xf32>
    %4117 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4118 = stablehlo.divide %4114, %4117 : tensor<96xf32>
    %4119 = stablehlo.sqrt %4118 : tensor<96xf32>
    %4120 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %4121 = stablehlo.add %4119, %4120 : tensor<96xf32>
    %4122 = stablehlo.divide %4116, %4121 : tensor<96xf32>
    %4123 = stablehlo.constant dense<0.9> : tensor<7x7x1x96xf32>
    %4124 = stablehlo.multiply %4123, %m.stages.0.blocks.2.dwconv.w : tensor<7x7x1x96xf32>
    %4125 = stablehlo.constant dense<0.1> : tensor<7x7x1x96xf32>
    %4126 = stablehlo.multiply %4125, %2909 : tensor<7x7x1x96xf32>
    %4127 = stablehlo.add %4124, %4126 : tensor<7x7x1x96xf32>
    %4128 = stablehlo.constant dense<0.999> : tensor<7x7x1x96xf32>
    %4129 = stablehlo.multiply %4128, %v.stages.0.blocks.2.dwconv.w : tensor<7x7x1x96xf32>
    %4130 = stablehlo.constant dense<0.001> : tensor<7x7x1x96xf32>
    %4131 = stablehlo.multiply %2909, %2909 : tensor<7x7x1x96xf32>
    %4132 = stablehlo.multiply %4130, %4131 : tensor<7x7x1x96xf32>
    %4133 = stablehlo.add %4129, %4132 : tensor<7x7x1x96xf32>
    %4134 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x96xf32>
    %4135 = stablehlo.divide %4127, %4134 : tensor<7x7x1x96xf32>
    %4136 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x96xf32>
    %4137 = stablehlo.divide %4133, %4136 : tensor<7x7x1x96xf32>
    %4138 = stablehlo.sqrt %4137 : tensor<7x7x1x96xf32>
    %4139 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x96xf32>
    %4140 = stablehlo.add %4138, %4139 : tensor<7x7x1x96xf32>
    %4141 = stablehlo.divide %4135, %4140 : tensor<7x7x1x96xf32>
    %4142 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %4143 = stablehlo.multiply %4142, %m.stages.0.blocks.2.dwconv.b : tensor<96xf32>
    %4144 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %4145 = stablehlo.multiply %4144, %2914 : tensor<96xf32>
    %4146 = stablehlo.add %4143, %4145 : tensor<96xf32>
    %4147 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %4148 = stablehlo.multiply %4147, %v.stages.0.blocks.2.dwconv.b : tensor<96xf32>
    %4149 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %4150 = stablehlo.multiply %2914, %2914 : tensor<96xf32>
    %4151 = stablehlo.multiply %4149, %4150 : tensor<96xf32>
    %4152 = stablehlo.add %4148, %4151 : tensor<96xf32>
    %4153 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4154 = stablehlo.divide %4146, %4153 : tensor<96xf32>
    %4155 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4156 = stablehlo.divide %4152, %4155 : tensor<96xf32>
    %4157 = stablehlo.sqrt %4156 : tensor<96xf32>
    %4158 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %4159 = stablehlo.add %4157, %4158 : tensor<96xf32>
    %4160 = stablehlo.divide %4154, %4159 : tensor<96xf32>
    %4161 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %4162 = stablehlo.multiply %4161, %m.stages.0.blocks.2.norm.g : tensor<96xf32>
    %4163 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %4164 = stablehlo.multiply %4163, %2919 : tensor<96xf32>
    %4165 = stablehlo.add %4162, %4164 : tensor<96xf32>
    %4166 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %4167 = stablehlo.multiply %4166, %v.stages.0.blocks.2.norm.g : tensor<96xf32>
    %4168 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %4169 = stablehlo.multiply %2919, %2919 : tensor<96xf32>
    %4170 = stablehlo.multiply %4168, %4169 : tensor<96xf32>
    %4171 = stablehlo.add %4167, %4170 : tensor<96xf32>
    %4172 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4173 = stablehlo.divide %4165, %4172 : tensor<96xf32>
    %4174 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4175 = stablehlo.divide %4171, %4174 : tensor<96xf32>
    %4176 = stablehlo.sqrt %4175 : tensor<96xf32>
    %4177 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %4178 = stablehlo.add %4176, %4177 : tensor<96xf32>
    %4179 = stablehlo.divide %4173, %4178 : tensor<96xf32>
    %4180 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %4181 = stablehlo.multiply %4180, %m.stages.0.blocks.2.norm.b : tensor<96xf32>
    %4182 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %4183 = stablehlo.multiply %4182, %2924 : tensor<96xf32>
    %4184 = stablehlo.add %4181, %4183 : tensor<96xf32>
    %4185 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %4186 = stablehlo.multiply %4185, %v.stages.0.blocks.2.norm.b : tensor<96xf32>
    %4187 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %4188 = stablehlo.multiply %2924, %2924 : tensor<96xf32>
    %4189 = stablehlo.multiply %4187, %4188 : tensor<96xf32>
    %4190 = stablehlo.add %4186, %4189 : tensor<96xf32>
    %4191 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4192 = stablehlo.divide %4184, %4191 : tensor<96xf32>
    %4193 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4194 = stablehlo.divide %4190, %4193 : tensor<96xf32>
    %4195 = stablehlo.sqrt %4194 : tensor<96xf32>
    %4196 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %4197 = stablehlo.add %4195, %4196 : tensor<96xf32>
    %4198 = stablehlo.divide %4192, %4197 : tensor<96xf32>
    %4199 = stablehlo.constant dense<0.9> : tensor<96x384xf32>
    %4200 = stablehlo.multiply %4199, %m.stages.0.blocks.2.fc1.w : tensor<96x384xf32>
    %4201 = stablehlo.constant dense<0.1> : tensor<96x384xf32>
    %4202 = stablehlo.multiply %4201, %2929 : tensor<96x384xf32>
    %4203 = stablehlo.add %4200, %4202 : tensor<96x384xf32>
    %4204 = stablehlo.constant dense<0.999> : tensor<96x384xf32>
    %4205 = stablehlo.multiply %4204, %v.stages.0.blocks.2.fc1.w : tensor<96x384xf32>
    %4206 = stablehlo.constant dense<0.001> : tensor<96x384xf32>
    %4207 = stablehlo.multiply %2929, %2929 : tensor<96x384xf32>
    %4208 = stablehlo.multiply %4206, %4207 : tensor<96x384xf32>
    %4209 = stablehlo.add %4205, %4208 : tensor<96x384xf32>
    %4210 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96x384xf32>
    %4211 = stablehlo.divide %4203, %4210 : tensor<96x384xf32>
    %4212 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96x384xf32>
    %4213 = stablehlo.divide %4209, %4212 : tensor<96x384xf32>
    %4214 = stablehlo.sqrt %4213 : tensor<96x384xf32>
    %4215 = stablehlo.constant dense<1.0e-08> : tensor<96x384xf32>
    %4216 = stablehlo.add %4214, %4215 : tensor<96x384xf32>
    %4217 = stablehlo.divide %4211, %4216 : tensor<96x384xf32>
    %4218 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %4219 = stablehlo.multiply %4218, %m.stages.0.blocks.2.fc1.b : tensor<384xf32>
    %4220 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %4221 = stablehlo.multiply %4220, %2934 : tensor<384xf32>
    %4222 = stablehlo.add %4219, %4221 : tensor<384xf32>
    %4223 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %4224 = stablehlo.multiply %4223, %v.stages.0.blocks.2.fc1.b : tensor<384xf32>
    %4225 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %4226 = stablehlo.multiply %2934, %2934 : tensor<384xf32>
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
    %4237 = stablehlo.constant dense<0.9> : tensor<384x96xf32>
    %4238 = stablehlo.multiply %4237, %m.stages.0.blocks.2.fc2.w : tensor<384x96xf32>
    %4239 = stablehlo.constant dense<0.1> : tensor<384x96xf32>
    %4240 = stablehlo.multiply %4239, %2939 : tensor<384x96xf32>
    %4241 = stablehlo.add %4238, %4240 : tensor<384x96xf32>
    %4242 = stablehlo.constant dense<0.999> : tensor<384x96xf32>
    %4243 = stablehlo.multiply %4242, %v.stages.0.blocks.2.fc2.w : tensor<384x96xf32>
    %4244 = stablehlo.constant dense<0.001> : tensor<384x96xf32>
    %4245 = stablehlo.multiply %2939, %2939 : tensor<384x96xf32>
    %4246 = stablehlo.multiply %4244, %4245 : tensor<384x96xf32>
    %4247 = stablehlo.add %4243, %4246 : tensor<384x96xf32>
    %4248 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x96xf32>
    %4249 = stablehlo.divide %4241, %4248 : tensor<384x96xf32>
    %4250 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x96xf32>
    %4251 = stablehlo.divide %4247, %4250 : tensor<384x96xf32>
    %4252 = stablehlo.sqrt %4251 : tensor<384x96xf32>
    %4253 = stablehlo.constant dense<1.0e-08> : tensor<384x96xf32>
    %4254 = stablehlo.add %4252, %4253 : tensor<384x96xf32>
    %4255 = stablehlo.divide %4249, %4254 : tensor<384x96xf32>
    %4256 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %4257 = stablehlo.multiply %4256, %m.stages.0.blocks.2.fc2.b : tensor<96xf32>
    %4258 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %4259 = stablehlo.multiply %4258, %2944 : tensor<96xf32>
    %4260 = stablehlo.add %4257, %4259 : tensor<96xf32>
    %4261 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %4262 = stablehlo.multiply %4261, %v.stages.0.blocks.2.fc2.b : tensor<96xf32>
    %4263 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %4264 = stablehlo.multiply %2944, %2944 : tensor<96xf32>
    %4265 = stablehlo.multiply %4263, %4264 : tensor<96xf32>
    %4266 = stablehlo.add %4262, %4265 : tensor<96xf32>
    %4267 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4268 = stablehlo.divide %4260, %4267 : tensor<96xf32>
    %4269 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4270 = stablehlo.divide %4266, %4269 : tensor<96xf32>
    %4271 = stablehlo.sqrt %4270 : tensor<96xf32>
    %4272 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %4273 = stablehlo.add %4271, %4272 : tensor<96xf32>
    %4274 = stablehlo.divide %4268, %4273 : tensor<96xf32>
    %4275 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %4276 = stablehlo.multiply %4275, %m.stages.0.blocks.2.gamma : tensor<96xf32>
    %4277 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %4278 = stablehlo.multiply %4277, %2949 : tensor<96xf32>
    %4279 = stablehlo.add %4276, %4278 : tensor<96xf32>
    %4280 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %4281 = stablehlo.multiply %4280, %v.stages.0.blocks.2.gamma : tensor<96xf32>
    %4282 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %4283 = stablehlo.multiply %2949, %2949 : tensor<96xf32>
    %4284 = stablehlo.multiply %4282, %4283 : tensor<96xf32>
    %4285 = stablehlo.add %4281, %4284 : tensor<96xf32>
    %4286 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4287 = stablehlo.divide %4279, %4286 : tensor<96xf32>
    %4288 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4289 = stablehlo.divide %4285, %4288 : tensor<96xf32>
    %4290 = stablehlo.sqrt %4289 : tensor<96xf32>
    %4291 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %4292 = stablehlo.add %4290, %4291 : tensor<96xf32>
    %4293 = stablehlo.divide %4287, %4292 : tensor<96xf32>
    %4294 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %4295 = stablehlo.multiply %4294, %m.stages.1.down.norm.g : tensor<96xf32>
    %4296 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %4297 = stablehlo.multiply %4296, %2954 : tensor<96xf32>
    %4298 = stablehlo.add %4295, %4297 : tensor<96xf32>
    %4299 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %4300 = stablehlo.multiply %4299, %v.stages.1.down.norm.g : tensor<96xf32>
    %4301 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %4302 = stablehlo.multiply %2954, %2954 : tensor<96xf32>
    %4303 = stablehlo.multiply %4301, %4302 : tensor<96xf32>
    %4304 = stablehlo.add %4300, %4303 : tensor<96xf32>
    %4305 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4306 = stablehlo.divide %4298, %4305 : tensor<96xf32>
    %4307 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4308 = stablehlo.divide %4304, %4307 : tensor<96xf32>
    %4309 = stablehlo.sqrt %4308 : tensor<96xf32>
    %4310 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %4311 = stablehlo.add %4309, %4310 : tensor<96xf32>
    %4312 = stablehlo.divide %4306, %4311 : tensor<96xf32>
    %4313 = stablehlo.constant dense<0.9> : tensor<96xf32>
    %4314 = stablehlo.multiply %4313, %m.stages.1.down.norm.b : tensor<96xf32>
    %4315 = stablehlo.constant dense<0.1> : tensor<96xf32>
    %4316 = stablehlo.multiply %4315, %2959 : tensor<96xf32>
    %4317 = stablehlo.add %4314, %4316 : tensor<96xf32>
    %4318 = stablehlo.constant dense<0.999> : tensor<96xf32>
    %4319 = stablehlo.multiply %4318, %v.stages.1.down.norm.b : tensor<96xf32>
    %4320 = stablehlo.constant dense<0.001> : tensor<96xf32>
    %4321 = stablehlo.multiply %2959, %2959 : tensor<96xf32>
    %4322 = stablehlo.multiply %4320, %4321 : tensor<96xf32>
    %4323 = stablehlo.add %4319, %4322 : tensor<96xf32>
    %4324 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4325 = stablehlo.divide %4317, %4324 : tensor<96xf32>
    %4326 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %4327 = stablehlo.divide %4323, %4326 : tensor<96xf32>
    %4328 = stablehlo.sqrt %4327 : tensor<96xf32>
    %4329 = stablehlo.constant dense<1.0e-08> : tensor<96xf32>
    %4330 = stablehlo.add %4328, %4329 : tensor<96xf32>
    %4331 = stablehlo.divide %4325, %4330 : tensor<96xf32>
    %4332 = stablehlo.constant dense<0.9> : tensor<2x2x96x192xf32>
    %4333 = stablehlo.multiply %4332, %m.stages.1.down.conv.w : tensor<2x2x96x192xf32>
    %4334 = stablehlo.constant dense<0.1> : tensor<2x2x96x192xf32>
    %4335 = stablehlo.multiply %4334, %2964 : tensor<2x2x96x192xf32>
    %4336 = stablehlo.add %4333, %4335 : tensor<2x2x96x192xf32>
    %4337 = stablehlo.constant dense<0.999> : tensor<2x2x96x192xf32>
    %4338 = stablehlo.multiply %4337, %v.stages.1.down.conv.w : tensor<2x2x96x192xf32>
    %4339 = stablehlo.constant dense<0.001> : tensor<2x2x96x192xf32>
    %4340 = stablehlo.multiply %2964, %2964 : tensor<2x2x96x192xf32>
    %4341 = stablehlo.multiply %4339, %4340 : tensor<2x2x96x192xf32>
    %4342 = stablehlo.add %4338, %4341 : tensor<2x2x96x192xf32>
    %4343 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x96x192xf32>
    %4344 = stablehlo.divide %4336, %4343 : tensor<2x2x96x192xf32>
    %4345 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x96x192xf32>
    %4346 = stablehlo.divide %4342, %4345 : tensor<2x2x96x192xf32>
    %4347 = stablehlo.sqrt %4346 : tensor<2x2x96x192xf32>
    %4348 = stablehlo.constant dense<1.0e-08> : tensor<2x2x96x192xf32>
    %4349 = stablehlo.add %4347, %4348 : tensor<2x2x96x192xf32>
    %4350 = stablehlo.divide %4344, %4349 : tensor<2x2x96x192xf32>
    %4351 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4352 = stablehlo.multiply %4351, %m.stages.1.down.conv.b : tensor<192xf32>
    %4353 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4354 = stablehlo.multiply %4353, %2969 : tensor<192xf32>
    %4355 = stablehlo.add %4352, %4354 : tensor<192xf32>
    %4356 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4357 = stablehlo.multiply %4356, %v.stages.1.down.conv.b : tensor<192xf32>
    %4358 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4359 = stablehlo.multiply %2969, %2969 : tensor<192xf32>
    %4360 = stablehlo.multiply %4358, %4359 : tensor<192xf32>
    %4361 = stablehlo.add %4357, %4360 : tensor<192xf32>
    %4362 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4363 = stablehlo.divide %4355, %4362 : tensor<192xf32>
    %4364 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4365 = stablehlo.divide %4361, %4364 : tensor<192xf32>
    %4366 = stablehlo.sqrt %4365 : tensor<192xf32>
    %4367 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4368 = stablehlo.add %4366, %4367 : tensor<192xf32>
    %4369 = stablehlo.divide %4363, %4368 : tensor<192xf32>
    %4370 = stablehlo.constant dense<0.9> : tensor<7x7x1x192xf32>
    %4371 = stablehlo.multiply %4370, %m.stages.1.blocks.0.dwconv.w : tensor<7x7x1x192xf32>
    %4372 = stablehlo.constant dense<0.1> : tensor<7x7x1x192xf32>
    %4373 = stablehlo.multiply %4372, %2974 : tensor<7x7x1x192xf32>
    %4374 = stablehlo.add %4371, %4373 : tensor<7x7x1x192xf32>
    %4375 = stablehlo.constant dense<0.999> : tensor<7x7x1x192xf32>
    %4376 = stablehlo.multiply %4375, %v.stages.1.blocks.0.dwconv.w : tensor<7x7x1x192xf32>
    %4377 = stablehlo.constant dense<0.001> : tensor<7x7x1x192xf32>
    %4378 = stablehlo.multiply %2974, %2974 : tensor<7x7x1x192xf32>
    %4379 = stablehlo.multiply %4377, %4378 : tensor<7x7x1x192xf32>
    %4380 = stablehlo.add %4376, %4379 : tensor<7x7x1x192xf32>
    %4381 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x192xf32>
    %4382 = stablehlo.divide %4374, %4381 : tensor<7x7x1x192xf32>
    %4383 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x192xf32>
    %4384 = stablehlo.divide %4380, %4383 : tensor<7x7x1x192xf32>
    %4385 = stablehlo.sqrt %4384 : tensor<7x7x1x192xf32>
    %4386 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x192xf32>
    %4387 = stablehlo.add %4385, %4386 : tensor<7x7x1x192xf32>
    %4388 = stablehlo.divide %4382, %4387 : tensor<7x7x1x192xf32>
    %4389 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4390 = stablehlo.multiply %4389, %m.stages.1.blocks.0.dwconv.b : tensor<192xf32>
    %4391 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4392 = stablehlo.multiply %4391, %2979 : tensor<192xf32>
    %4393 = stablehlo.add %4390, %4392 : tensor<192xf32>
    %4394 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4395 = stablehlo.multiply %4394, %v.stages.1.blocks.0.dwconv.b : tensor<192xf32>
    %4396 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4397 = stablehlo.multiply %2979, %2979 : tensor<192xf32>
    %4398 = stablehlo.multiply %4396, %4397 : tensor<192xf32>
    %4399 = stablehlo.add %4395, %4398 : tensor<192xf32>
    %4400 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4401 = stablehlo.divide %4393, %4400 : tensor<192xf32>
    %4402 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4403 = stablehlo.divide %4399, %4402 : tensor<192xf32>
    %4404 = stablehlo.sqrt %4403 : tensor<192xf32>
    %4405 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4406 = stablehlo.add %4404, %4405 : tensor<192xf32>
    %4407 = stablehlo.divide %4401, %4406 : tensor<192xf32>
    %4408 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4409 = stablehlo.multiply %4408, %m.stages.1.blocks.0.norm.g : tensor<192xf32>
    %4410 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4411 = stablehlo.multiply %4410, %2984 : tensor<192xf32>
    %4412 = stablehlo.add %4409, %4411 : tensor<192xf32>
    %4413 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4414 = stablehlo.multiply %4413, %v.stages.1.blocks.0.norm.g : tensor<192xf32>
    %4415 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4416 = stablehlo.multiply %2984, %2984 : tensor<192xf32>
    %4417 = stablehlo.multiply %4415, %4416 : tensor<192xf32>
    %4418 = stablehlo.add %4414, %4417 : tensor<192xf32>
    %4419 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4420 = stablehlo.divide %4412, %4419 : tensor<192xf32>
    %4421 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4422 = stablehlo.divide %4418, %4421 : tensor<192xf32>
    %4423 = stablehlo.sqrt %4422 : tensor<192xf32>
    %4424 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4425 = stablehlo.add %4423, %4424 : tensor<192xf32>
    %4426 = stablehlo.divide %4420, %4425 : tensor<192xf32>
    %4427 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4428 = stablehlo.multiply %4427, %m.stages.1.blocks.0.norm.b : tensor<192xf32>
    %4429 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4430 = stablehlo.multiply %4429, %2989 : tensor<192xf32>
    %4431 = stablehlo.add %4428, %4430 : tensor<192xf32>
    %4432 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4433 = stablehlo.multiply %4432, %v.stages.1.blocks.0.norm.b : tensor<192xf32>
    %4434 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4435 = stablehlo.multiply %2989, %2989 : tensor<192xf32>
    %4436 = stablehlo.multiply %4434, %4435 : tensor<192xf32>
    %4437 = stablehlo.add %4433, %4436 : tensor<192xf32>
    %4438 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4439 = stablehlo.divide %4431, %4438 : tensor<192xf32>
    %4440 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4441 = stablehlo.divide %4437, %4440 : tensor<192xf32>
    %4442 = stablehlo.sqrt %4441 : tensor<192xf32>
    %4443 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4444 = stablehlo.add %4442, %4443 : tensor<192xf32>
    %4445 = stablehlo.divide %4439, %4444 : tensor<192xf32>
    %4446 = stablehlo.constant dense<0.9> : tensor<192x768xf32>
    %4447 = stablehlo.multiply %4446, %m.stages.1.blocks.0.fc1.w : tensor<192x768xf32>
    %4448 = stablehlo.constant dense<0.1> : tensor<192x768xf32>
    %4449 = stablehlo.multiply %4448, %2994 : tensor<192x768xf32>
    %4450 = stablehlo.add %4447, %4449 : tensor<192x768xf32>
    %4451 = stablehlo.constant dense<0.999> : tensor<192x768xf32>
    %4452 = stablehlo.multiply %4451, %v.stages.1.blocks.0.fc1.w : tensor<192x768xf32>
    %4453 = stablehlo.constant dense<0.001> : tensor<192x768xf32>
    %4454 = stablehlo.multiply %2994, %2994 : tensor<192x768xf32>
    %4455 = stablehlo.multiply %4453, %4454 : tensor<192x768xf32>
    %4456 = stablehlo.add %4452, %4455 : tensor<192x768xf32>
    %4457 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %4458 = stablehlo.divide %4450, %4457 : tensor<192x768xf32>
    %4459 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %4460 = stablehlo.divide %4456, %4459 : tensor<192x768xf32>
    %4461 = stablehlo.sqrt %4460 : tensor<192x768xf32>
    %4462 = stablehlo.constant dense<1.0e-08> : tensor<192x768xf32>
    %4463 = stablehlo.add %4461, %4462 : tensor<192x768xf32>
    %4464 = stablehlo.divide %4458, %4463 : tensor<192x768xf32>
    %4465 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %4466 = stablehlo.multiply %4465, %m.stages.1.blocks.0.fc1.b : tensor<768xf32>
    %4467 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %4468 = stablehlo.multiply %4467, %2999 : tensor<768xf32>
    %4469 = stablehlo.add %4466, %4468 : tensor<768xf32>
    %4470 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %4471 = stablehlo.multiply %4470, %v.stages.1.blocks.0.fc1.b : tensor<768xf32>
    %4472 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %4473 = stablehlo.multiply %2999, %2999 : tensor<768xf32>
    %4474 = stablehlo.multiply %4472, %4473 : tensor<768xf32>
    %4475 = stablehlo.add %4471, %4474 : tensor<768xf32>
    %4476 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %4477 = stablehlo.divide %4469, %4476 : tensor<768xf32>
    %4478 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %4479 = stablehlo.divide %4475, %4478 : tensor<768xf32>
    %4480 = stablehlo.sqrt %4479 : tensor<768xf32>
    %4481 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %4482 = stablehlo.add %4480, %4481 : tensor<768xf32>
    %4483 = stablehlo.divide %4477, %4482 : tensor<768xf32>
    %4484 = stablehlo.constant dense<0.9> : tensor<768x192xf32>
    %4485 = stablehlo.multiply %4484, %m.stages.1.blocks.0.fc2.w : tensor<768x192xf32>
    %4486 = stablehlo.constant dense<0.1> : tensor<768x192xf32>
    %4487 = stablehlo.multiply %4486, %3004 : tensor<768x192xf32>
    %4488 = stablehlo.add %4485, %4487 : tensor<768x192xf32>
    %4489 = stablehlo.constant dense<0.999> : tensor<768x192xf32>
    %4490 = stablehlo.multiply %4489, %v.stages.1.blocks.0.fc2.w : tensor<768x192xf32>
    %4491 = stablehlo.constant dense<0.001> : tensor<768x192xf32>
    %4492 = stablehlo.multiply %3004, %3004 : tensor<768x192xf32>
    %4493 = stablehlo.multiply %4491, %4492 : tensor<768x192xf32>
    %4494 = stablehlo.add %4490, %4493 : tensor<768x192xf32>
    %4495 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %4496 = stablehlo.divide %4488, %4495 : tensor<768x192xf32>
    %4497 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %4498 = stablehlo.divide %4494, %4497 : tensor<768x192xf32>
    %4499 = stablehlo.sqrt %4498 : tensor<768x192xf32>
    %4500 = stablehlo.constant dense<1.0e-08> : tensor<768x192xf32>
    %4501 = stablehlo.add %4499, %4500 : tensor<768x192xf32>
    %4502 = stablehlo.divide %4496, %4501 : tensor<768x192xf32>
    %4503 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4504 = stablehlo.multiply %4503, %m.stages.1.blocks.0.fc2.b : tensor<192xf32>
    %4505 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4506 = stablehlo.multiply %4505, %3009 : tensor<192xf32>
    %4507 = stablehlo.add %4504, %4506 : tensor<192xf32>
    %4508 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4509 = stablehlo.multiply %4508, %v.stages.1.blocks.0.fc2.b : tensor<192xf32>
    %4510 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4511 = stablehlo.multiply %3009, %3009 : tensor<192xf32>
    %4512 = stablehlo.multiply %4510, %4511 : tensor<192xf32>
    %4513 = stablehlo.add %4509, %4512 : tensor<192xf32>
    %4514 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4515 = stablehlo.divide %4507, %4514 : tensor<192xf32>
    %4516 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4517 = stablehlo.divide %4513, %4516 : tensor<192xf32>
    %4518 = stablehlo.sqrt %4517 : tensor<192xf32>
    %4519 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4520 = stablehlo.add %4518, %4519 : tensor<192xf32>
    %4521 = stablehlo.divide %4515, %4520 : tensor<192xf32>
    %4522 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4523 = stablehlo.multiply %4522, %m.stages.1.blocks.0.gamma : tensor<192xf32>
    %4524 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4525 = stablehlo.multiply %4524, %3014 : tensor<192xf32>
    %4526 = stablehlo.add %4523, %4525 : tensor<192xf32>
    %4527 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4528 = stablehlo.multiply %4527, %v.stages.1.blocks.0.gamma : tensor<192xf32>
    %4529 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4530 = stablehlo.multiply %3014, %3014 : tensor<192xf32>
    %4531 = stablehlo.multiply %4529, %4530 : tensor<192xf32>
    %4532 = stablehlo.add %4528, %4531 : tensor<192xf32>
    %4533 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4534 = stablehlo.divide %4526, %4533 : tensor<192xf32>
    %4535 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4536 = stablehlo.divide %4532, %4535 : tensor<192xf32>
    %4537 = stablehlo.sqrt %4536 : tensor<192xf32>
    %4538 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4539 = stablehlo.add %4537, %4538 : tensor<192xf32>
    %4540 = stablehlo.divide %4534, %4539 : tensor<192xf32>
    %4541 = stablehlo.constant dense<0.9> : tensor<7x7x1x192xf32>
    %4542 = stablehlo.multiply %4541, %m.stages.1.blocks.1.dwconv.w : tensor<7x7x1x192xf32>
    %4543 = stablehlo.constant dense<0.1> : tensor<7x7x1x192xf32>
    %4544 = stablehlo.multiply %4543, %3019 : tensor<7x7x1x192xf32>
    %4545 = stablehlo.add %4542, %4544 : tensor<7x7x1x192xf32>
    %4546 = stablehlo.constant dense<0.999> : tensor<7x7x1x192xf32>
    %4547 = stablehlo.multiply %4546, %v.stages.1.blocks.1.dwconv.w : tensor<7x7x1x192xf32>
    %4548 = stablehlo.constant dense<0.001> : tensor<7x7x1x192xf32>
    %4549 = stablehlo.multiply %3019, %3019 : tensor<7x7x1x192xf32>
    %4550 = stablehlo.multiply %4548, %4549 : tensor<7x7x1x192xf32>
    %4551 = stablehlo.add %4547, %4550 : tensor<7x7x1x192xf32>
    %4552 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x192xf32>
    %4553 = stablehlo.divide %4545, %4552 : tensor<7x7x1x192xf32>
    %4554 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x192xf32>
    %4555 = stablehlo.divide %4551, %4554 : tensor<7x7x1x192xf32>
    %4556 = stablehlo.sqrt %4555 : tensor<7x7x1x192xf32>
    %4557 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x192xf32>
    %4558 = stablehlo.add %4556, %4557 : tensor<7x7x1x192xf32>
    %4559 = stablehlo.divide %4553, %4558 : tensor<7x7x1x192xf32>
    %4560 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4561 = stablehlo.multiply %4560, %m.stages.1.blocks.1.dwconv.b : tensor<192xf32>
    %4562 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4563 = stablehlo.multiply %4562, %3024 : tensor<192xf32>
    %4564 = stablehlo.add %4561, %4563 : tensor<192xf32>
    %4565 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4566 = stablehlo.multiply %4565, %v.stages.1.blocks.1.dwconv.b : tensor<192xf32>
    %4567 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4568 = stablehlo.multiply %3024, %3024 : tensor<192xf32>
    %4569 = stablehlo.multiply %4567, %4568 : tensor<192xf32>
    %4570 = stablehlo.add %4566, %4569 : tensor<192xf32>
    %4571 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4572 = stablehlo.divide %4564, %4571 : tensor<192xf32>
    %4573 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4574 = stablehlo.divide %4570, %4573 : tensor<192xf32>
    %4575 = stablehlo.sqrt %4574 : tensor<192xf32>
    %4576 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4577 = stablehlo.add %4575, %4576 : tensor<192xf32>
    %4578 = stablehlo.divide %4572, %4577 : tensor<192xf32>
    %4579 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4580 = stablehlo.multiply %4579, %m.stages.1.blocks.1.norm.g : tensor<192xf32>
    %4581 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4582 = stablehlo.multiply %4581, %3029 : tensor<192xf32>
    %4583 = stablehlo.add %4580, %4582 : tensor<192xf32>
    %4584 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4585 = stablehlo.multiply %4584, %v.stages.1.blocks.1.norm.g : tensor<192xf32>
    %4586 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4587 = stablehlo.multiply %3029, %3029 : tensor<192xf32>
    %4588 = stablehlo.multiply %4586, %4587 : tensor<192xf32>
    %4589 = stablehlo.add %4585, %4588 : tensor<192xf32>
    %4590 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4591 = stablehlo.divide %4583, %4590 : tensor<192xf32>
    %4592 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4593 = stablehlo.divide %4589, %4592 : tensor<192xf32>
    %4594 = stablehlo.sqrt %4593 : tensor<192xf32>
    %4595 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4596 = stablehlo.add %4594, %4595 : tensor<192xf32>
    %4597 = stablehlo.divide %4591, %4596 : tensor<192xf32>
    %4598 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4599 = stablehlo.multiply %4598, %m.stages.1.blocks.1.norm.b : tensor<192xf32>
    %4600 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4601 = stablehlo.multiply %4600, %3034 : tensor<192xf32>
    %4602 = stablehlo.add %4599, %4601 : tensor<192xf32>
    %4603 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4604 = stablehlo.multiply %4603, %v.stages.1.blocks.1.norm.b : tensor<192xf32>
    %4605 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4606 = stablehlo.multiply %3034, %3034 : tensor<192xf32>
    %4607 = stablehlo.multiply %4605, %4606 : tensor<192xf32>
    %4608 = stablehlo.add %4604, %4607 : tensor<192xf32>
    %4609 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4610 = stablehlo.divide %4602, %4609 : tensor<192xf32>
    %4611 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4612 = stablehlo.divide %4608, %4611 : tensor<192xf32>
    %4613 = stablehlo.sqrt %4612 : tensor<192xf32>
    %4614 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4615 = stablehlo.add %4613, %4614 : tensor<192xf32>
    %4616 = stablehlo.divide %4610, %4615 : tensor<192xf32>
    %4617 = stablehlo.constant dense<0.9> : tensor<192x768xf32>
    %4618 = stablehlo.multiply %4617, %m.stages.1.blocks.1.fc1.w : tensor<192x768xf32>
    %4619 = stablehlo.constant dense<0.1> : tensor<192x768xf32>
    %4620 = stablehlo.multiply %4619, %3039 : tensor<192x768xf32>
    %4621 = stablehlo.add %4618, %4620 : tensor<192x768xf32>
    %4622 = stablehlo.constant dense<0.999> : tensor<192x768xf32>
    %4623 = stablehlo.multiply %4622, %v.stages.1.blocks.1.fc1.w : tensor<192x768xf32>
    %4624 = stablehlo.constant dense<0.001> : tensor<192x768xf32>
    %4625 = stablehlo.multiply %3039, %3039 : tensor<192x768xf32>
    %4626 = stablehlo.multiply %4624, %4625 : tensor<192x768xf32>
    %4627 = stablehlo.add %4623, %4626 : tensor<192x768xf32>
    %4628 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %4629 = stablehlo.divide %4621, %4628 : tensor<192x768xf32>
    %4630 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %4631 = stablehlo.divide %4627, %4630 : tensor<192x768xf32>
    %4632 = stablehlo.sqrt %4631 : tensor<192x768xf32>
    %4633 = stablehlo.constant dense<1.0e-08> : tensor<192x768xf32>
    %4634 = stablehlo.add %4632, %4633 : tensor<192x768xf32>
    %4635 = stablehlo.divide %4629, %4634 : tensor<192x768xf32>
    %4636 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %4637 = stablehlo.multiply %4636, %m.stages.1.blocks.1.fc1.b : tensor<768xf32>
    %4638 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %4639 = stablehlo.multiply %4638, %3044 : tensor<768xf32>
    %4640 = stablehlo.add %4637, %4639 : tensor<768xf32>
    %4641 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %4642 = stablehlo.multiply %4641, %v.stages.1.blocks.1.fc1.b : tensor<768xf32>
    %4643 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %4644 = stablehlo.multiply %3044, %3044 : tensor<768xf32>
    %4645 = stablehlo.multiply %4643, %4644 : tensor<768xf32>
    %4646 = stablehlo.add %4642, %4645 : tensor<768xf32>
    %4647 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %4648 = stablehlo.divide %4640, %4647 : tensor<768xf32>
    %4649 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %4650 = stablehlo.divide %4646, %4649 : tensor<768xf32>
    %4651 = stablehlo.sqrt %4650 : tensor<768xf32>
    %4652 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %4653 = stablehlo.add %4651, %4652 : tensor<768xf32>
    %4654 = stablehlo.divide %4648, %4653 : tensor<768xf32>
    %4655 = stablehlo.constant dense<0.9> : tensor<768x192xf32>
    %4656 = stablehlo.multiply %4655, %m.stages.1.blocks.1.fc2.w : tensor<768x192xf32>
    %4657 = stablehlo.constant dense<0.1> : tensor<768x192xf32>
    %4658 = stablehlo.multiply %4657, %3049 : tensor<768x192xf32>
    %4659 = stablehlo.add %4656, %4658 : tensor<768x192xf32>
    %4660 = stablehlo.constant dense<0.999> : tensor<768x192xf32>
    %4661 = stablehlo.multiply %4660, %v.stages.1.blocks.1.fc2.w : tensor<768x192xf32>
    %4662 = stablehlo.constant dense<0.001> : tensor<768x192xf32>
    %4663 = stablehlo.multiply %3049, %3049 : tensor<768x192xf32>
    %4664 = stablehlo.multiply %4662, %4663 : tensor<768x192xf32>
    %4665 = stablehlo.add %4661, %4664 : tensor<768x192xf32>
    %4666 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %4667 = stablehlo.divide %4659, %4666 : tensor<768x192xf32>
    %4668 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %4669 = stablehlo.divide %4665, %4668 : tensor<768x192xf32>
    %4670 = stablehlo.sqrt %4669 : tensor<768x192xf32>
    %4671 = stablehlo.constant dense<1.0e-08> : tensor<768x192xf32>
    %4672 = stablehlo.add %4670, %4671 : tensor<768x192xf32>
    %4673 = stablehlo.divide %4667, %4672 : tensor<768x192xf32>
    %4674 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4675 = stablehlo.multiply %4674, %m.stages.1.blocks.1.fc2.b : tensor<192xf32>
    %4676 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4677 = stablehlo.multiply %4676, %3054 : tensor<192xf32>
    %4678 = stablehlo.add %4675, %4677 : tensor<192xf32>
    %4679 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4680 = stablehlo.multiply %4679, %v.stages.1.blocks.1.fc2.b : tensor<192xf32>
    %4681 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4682 = stablehlo.multiply %3054, %3054 : tensor<192xf32>
    %4683 = stablehlo.multiply %4681, %4682 : tensor<192xf32>
    %4684 = stablehlo.add %4680, %4683 : tensor<192xf32>
    %4685 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4686 = stablehlo.divide %4678, %4685 : tensor<192xf32>
    %4687 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4688 = stablehlo.divide %4684, %4687 : tensor<192xf32>
    %4689 = stablehlo.sqrt %4688 : tensor<192xf32>
    %4690 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4691 = stablehlo.add %4689, %4690 : tensor<192xf32>
    %4692 = stablehlo.divide %4686, %4691 : tensor<192xf32>
    %4693 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4694 = stablehlo.multiply %4693, %m.stages.1.blocks.1.gamma : tensor<192xf32>
    %4695 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4696 = stablehlo.multiply %4695, %3059 : tensor<192xf32>
    %4697 = stablehlo.add %4694, %4696 : tensor<192xf32>
    %4698 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4699 = stablehlo.multiply %4698, %v.stages.1.blocks.1.gamma : tensor<192xf32>
    %4700 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4701 = stablehlo.multiply %3059, %3059 : tensor<192xf32>
    %4702 = stablehlo.multiply %4700, %4701 : tensor<192xf32>
    %4703 = stablehlo.add %4699, %4702 : tensor<192xf32>
    %4704 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4705 = stablehlo.divide %4697, %4704 : tensor<192xf32>
    %4706 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4707 = stablehlo.divide %4703, %4706 : tensor<192xf32>
    %4708 = stablehlo.sqrt %4707 : tensor<192xf32>
    %4709 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4710 = stablehlo.add %4708, %4709 : tensor<192xf32>
    %4711 = stablehlo.divide %4705, %4710 : tensor<192xf32>
    %4712 = stablehlo.constant dense<0.9> : tensor<7x7x1x192xf32>
    %4713 = stablehlo.multiply %4712, %m.stages.1.blocks.2.dwconv.w : tensor<7x7x1x192xf32>
    %4714 = stablehlo.constant dense<0.1> : tensor<7x7x1x192xf32>
    %4715 = stablehlo.multiply %4714, %3064 : tensor<7x7x1x192xf32>
    %4716 = stablehlo.add %4713, %4715 : tensor<7x7x1x192xf32>
    %4717 = stablehlo.constant dense<0.999> : tensor<7x7x1x192xf32>
    %4718 = stablehlo.multiply %4717, %v.stages.1.blocks.2.dwconv.w : tensor<7x7x1x192xf32>
    %4719 = stablehlo.constant dense<0.001> : tensor<7x7x1x192xf32>
    %4720 = stablehlo.multiply %3064, %3064 : tensor<7x7x1x192xf32>
    %4721 = stablehlo.multiply %4719, %4720 : tensor<7x7x1x192xf32>
    %4722 = stablehlo.add %4718, %4721 : tensor<7x7x1x192xf32>
    %4723 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x192xf32>
    %4724 = stablehlo.divide %4716, %4723 : tensor<7x7x1x192xf32>
    %4725 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x192xf32>
    %4726 = stablehlo.divide %4722, %4725 : tensor<7x7x1x192xf32>
    %4727 = stablehlo.sqrt %4726 : tensor<7x7x1x192xf32>
    %4728 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x192xf32>
    %4729 = stablehlo.add %4727, %4728 : tensor<7x7x1x192xf32>
    %4730 = stablehlo.divide %4724, %4729 : tensor<7x7x1x192xf32>
    %4731 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4732 = stablehlo.multiply %4731, %m.stages.1.blocks.2.dwconv.b : tensor<192xf32>
    %4733 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4734 = stablehlo.multiply %4733, %3069 : tensor<192xf32>
    %4735 = stablehlo.add %4732, %4734 : tensor<192xf32>
    %4736 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4737 = stablehlo.multiply %4736, %v.stages.1.blocks.2.dwconv.b : tensor<192xf32>
    %4738 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4739 = stablehlo.multiply %3069, %3069 : tensor<192xf32>
    %4740 = stablehlo.multiply %4738, %4739 : tensor<192xf32>
    %4741 = stablehlo.add %4737, %4740 : tensor<192xf32>
    %4742 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4743 = stablehlo.divide %4735, %4742 : tensor<192xf32>
    %4744 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4745 = stablehlo.divide %4741, %4744 : tensor<192xf32>
    %4746 = stablehlo.sqrt %4745 : tensor<192xf32>
    %4747 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4748 = stablehlo.add %4746, %4747 : tensor<192xf32>
    %4749 = stablehlo.divide %4743, %4748 : tensor<192xf32>
    %4750 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4751 = stablehlo.multiply %4750, %m.stages.1.blocks.2.norm.g : tensor<192xf32>
    %4752 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4753 = stablehlo.multiply %4752, %3074 : tensor<192xf32>
    %4754 = stablehlo.add %4751, %4753 : tensor<192xf32>
    %4755 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4756 = stablehlo.multiply %4755, %v.stages.1.blocks.2.norm.g : tensor<192xf32>
    %4757 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4758 = stablehlo.multiply %3074, %3074 : tensor<192xf32>
    %4759 = stablehlo.multiply %4757, %4758 : tensor<192xf32>
    %4760 = stablehlo.add %4756, %4759 : tensor<192xf32>
    %4761 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4762 = stablehlo.divide %4754, %4761 : tensor<192xf32>
    %4763 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4764 = stablehlo.divide %4760, %4763 : tensor<192xf32>
    %4765 = stablehlo.sqrt %4764 : tensor<192xf32>
    %4766 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4767 = stablehlo.add %4765, %4766 : tensor<192xf32>
    %4768 = stablehlo.divide %4762, %4767 : tensor<192xf32>
    %4769 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4770 = stablehlo.multiply %4769, %m.stages.1.blocks.2.norm.b : tensor<192xf32>
    %4771 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4772 = stablehlo.multiply %4771, %3079 : tensor<192xf32>
    %4773 = stablehlo.add %4770, %4772 : tensor<192xf32>
    %4774 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4775 = stablehlo.multiply %4774, %v.stages.1.blocks.2.norm.b : tensor<192xf32>
    %4776 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4777 = stablehlo.multiply %3079, %3079 : tensor<192xf32>
    %4778 = stablehlo.multiply %4776, %4777 : tensor<192xf32>
    %4779 = stablehlo.add %4775, %4778 : tensor<192xf32>
    %4780 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4781 = stablehlo.divide %4773, %4780 : tensor<192xf32>
    %4782 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4783 = stablehlo.divide %4779, %4782 : tensor<192xf32>
    %4784 = stablehlo.sqrt %4783 : tensor<192xf32>
    %4785 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4786 = stablehlo.add %4784, %4785 : tensor<192xf32>
    %4787 = stablehlo.divide %4781, %4786 : tensor<192xf32>
    %4788 = stablehlo.constant dense<0.9> : tensor<192x768xf32>
    %4789 = stablehlo.multiply %4788, %m.stages.1.blocks.2.fc1.w : tensor<192x768xf32>
    %4790 = stablehlo.constant dense<0.1> : tensor<192x768xf32>
    %4791 = stablehlo.multiply %4790, %3084 : tensor<192x768xf32>
    %4792 = stablehlo.add %4789, %4791 : tensor<192x768xf32>
    %4793 = stablehlo.constant dense<0.999> : tensor<192x768xf32>
    %4794 = stablehlo.multiply %4793, %v.stages.1.blocks.2.fc1.w : tensor<192x768xf32>
    %4795 = stablehlo.constant dense<0.001> : tensor<192x768xf32>
    %4796 = stablehlo.multiply %3084, %3084 : tensor<192x768xf32>
    %4797 = stablehlo.multiply %4795, %4796 : tensor<192x768xf32>
    %4798 = stablehlo.add %4794, %4797 : tensor<192x768xf32>
    %4799 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %4800 = stablehlo.divide %4792, %4799 : tensor<192x768xf32>
    %4801 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %4802 = stablehlo.divide %4798, %4801 : tensor<192x768xf32>
    %4803 = stablehlo.sqrt %4802 : tensor<192x768xf32>
    %4804 = stablehlo.constant dense<1.0e-08> : tensor<192x768xf32>
    %4805 = stablehlo.add %4803, %4804 : tensor<192x768xf32>
    %4806 = stablehlo.divide %4800, %4805 : tensor<192x768xf32>
    %4807 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %4808 = stablehlo.multiply %4807, %m.stages.1.blocks.2.fc1.b : tensor<768xf32>
    %4809 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %4810 = stablehlo.multiply %4809, %3089 : tensor<768xf32>
    %4811 = stablehlo.add %4808, %4810 : tensor<768xf32>
    %4812 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %4813 = stablehlo.multiply %4812, %v.stages.1.blocks.2.fc1.b : tensor<768xf32>
    %4814 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %4815 = stablehlo.multiply %3089, %3089 : tensor<768xf32>
    %4816 = stablehlo.multiply %4814, %4815 : tensor<768xf32>
    %4817 = stablehlo.add %4813, %4816 : tensor<768xf32>
    %4818 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %4819 = stablehlo.divide %4811, %4818 : tensor<768xf32>
    %4820 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %4821 = stablehlo.divide %4817, %4820 : tensor<768xf32>
    %4822 = stablehlo.sqrt %4821 : tensor<768xf32>
    %4823 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %4824 = stablehlo.add %4822, %4823 : tensor<768xf32>
    %4825 = stablehlo.divide %4819, %4824 : tensor<768xf32>
    %4826 = stablehlo.constant dense<0.9> : tensor<768x192xf32>
    %4827 = stablehlo.multiply %4826, %m.stages.1.blocks.2.fc2.w : tensor<768x192xf32>
    %4828 = stablehlo.constant dense<0.1> : tensor<768x192xf32>
    %4829 = stablehlo.multiply %4828, %3094 : tensor<768x192xf32>
    %4830 = stablehlo.add %4827, %4829 : tensor<768x192xf32>
    %4831 = stablehlo.constant dense<0.999> : tensor<768x192xf32>
    %4832 = stablehlo.multiply %4831, %v.stages.1.blocks.2.fc2.w : tensor<768x192xf32>
    %4833 = stablehlo.constant dense<0.001> : tensor<768x192xf32>
    %4834 = stablehlo.multiply %3094, %3094 : tensor<768x192xf32>
    %4835 = stablehlo.multiply %4833, %4834 : tensor<768x192xf32>
    %4836 = stablehlo.add %4832, %4835 : tensor<768x192xf32>
    %4837 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %4838 = stablehlo.divide %4830, %4837 : tensor<768x192xf32>
    %4839 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %4840 = stablehlo.divide %4836, %4839 : tensor<768x192xf32>
    %4841 = stablehlo.sqrt %4840 : tensor<768x192xf32>
    %4842 = stablehlo.constant dense<1.0e-08> : tensor<768x192xf32>
    %4843 = stablehlo.add %4841, %4842 : tensor<768x192xf32>
    %4844 = stablehlo.divide %4838, %4843 : tensor<768x192xf32>
    %4845 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4846 = stablehlo.multiply %4845, %m.stages.1.blocks.2.fc2.b : tensor<192xf32>
    %4847 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4848 = stablehlo.multiply %4847, %3099 : tensor<192xf32>
    %4849 = stablehlo.add %4846, %4848 : tensor<192xf32>
    %4850 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4851 = stablehlo.multiply %4850, %v.stages.1.blocks.2.fc2.b : tensor<192xf32>
    %4852 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4853 = stablehlo.multiply %3099, %3099 : tensor<192xf32>
    %4854 = stablehlo.multiply %4852, %4853 : tensor<192xf32>
    %4855 = stablehlo.add %4851, %4854 : tensor<192xf32>
    %4856 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4857 = stablehlo.divide %4849, %4856 : tensor<192xf32>
    %4858 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4859 = stablehlo.divide %4855, %4858 : tensor<192xf32>
    %4860 = stablehlo.sqrt %4859 : tensor<192xf32>
    %4861 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4862 = stablehlo.add %4860, %4861 : tensor<192xf32>
    %4863 = stablehlo.divide %4857, %4862 : tensor<192xf32>
    %4864 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4865 = stablehlo.multiply %4864, %m.stages.1.blocks.2.gamma : tensor<192xf32>
    %4866 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4867 = stablehlo.multiply %4866, %3104 : tensor<192xf32>
    %4868 = stablehlo.add %4865, %4867 : tensor<192xf32>
    %4869 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4870 = stablehlo.multiply %4869, %v.stages.1.blocks.2.gamma : tensor<192xf32>
    %4871 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4872 = stablehlo.multiply %3104, %3104 : tensor<192xf32>
    %4873 = stablehlo.multiply %4871, %4872 : tensor<192xf32>
    %4874 = stablehlo.add %4870, %4873 : tensor<192xf32>
    %4875 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4876 = stablehlo.divide %4868, %4875 : tensor<192xf32>
    %4877 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4878 = stablehlo.divide %4874, %4877 : tensor<192xf32>
    %4879 = stablehlo.sqrt %4878 : tensor<192xf32>
    %4880 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4881 = stablehlo.add %4879, %4880 : tensor<192xf32>
    %4882 = stablehlo.divide %4876, %4881 : tensor<192xf32>
    %4883 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4884 = stablehlo.multiply %4883, %m.stages.2.down.norm.g : tensor<192xf32>
    %4885 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4886 = stablehlo.multiply %4885, %3109 : tensor<192xf32>
    %4887 = stablehlo.add %4884, %4886 : tensor<192xf32>
    %4888 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4889 = stablehlo.multiply %4888, %v.stages.2.down.norm.g : tensor<192xf32>
    %4890 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4891 = stablehlo.multiply %3109, %3109 : tensor<192xf32>
    %4892 = stablehlo.multiply %4890, %4891 : tensor<192xf32>
    %4893 = stablehlo.add %4889, %4892 : tensor<192xf32>
    %4894 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4895 = stablehlo.divide %4887, %4894 : tensor<192xf32>
    %4896 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4897 = stablehlo.divide %4893, %4896 : tensor<192xf32>
    %4898 = stablehlo.sqrt %4897 : tensor<192xf32>
    %4899 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4900 = stablehlo.add %4898, %4899 : tensor<192xf32>
    %4901 = stablehlo.divide %4895, %4900 : tensor<192xf32>
    %4902 = stablehlo.constant dense<0.9> : tensor<192xf32>
    %4903 = stablehlo.multiply %4902, %m.stages.2.down.norm.b : tensor<192xf32>
    %4904 = stablehlo.constant dense<0.1> : tensor<192xf32>
    %4905 = stablehlo.multiply %4904, %3114 : tensor<192xf32>
    %4906 = stablehlo.add %4903, %4905 : tensor<192xf32>
    %4907 = stablehlo.constant dense<0.999> : tensor<192xf32>
    %4908 = stablehlo.multiply %4907, %v.stages.2.down.norm.b : tensor<192xf32>
    %4909 = stablehlo.constant dense<0.001> : tensor<192xf32>
    %4910 = stablehlo.multiply %3114, %3114 : tensor<192xf32>
    %4911 = stablehlo.multiply %4909, %4910 : tensor<192xf32>
    %4912 = stablehlo.add %4908, %4911 : tensor<192xf32>
    %4913 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4914 = stablehlo.divide %4906, %4913 : tensor<192xf32>
    %4915 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %4916 = stablehlo.divide %4912, %4915 : tensor<192xf32>
    %4917 = stablehlo.sqrt %4916 : tensor<192xf32>
    %4918 = stablehlo.constant dense<1.0e-08> : tensor<192xf32>
    %4919 = stablehlo.add %4917, %4918 : tensor<192xf32>
    %4920 = stablehlo.divide %4914, %4919 : tensor<192xf32>
    %4921 = stablehlo.constant dense<0.9> : tensor<2x2x192x384xf32>
    %4922 = stablehlo.multiply %4921, %m.stages.2.down.conv.w : tensor<2x2x192x384xf32>
    %4923 = stablehlo.constant dense<0.1> : tensor<2x2x192x384xf32>
    %4924 = stablehlo.multiply %4923, %3119 : tensor<2x2x192x384xf32>
    %4925 = stablehlo.add %4922, %4924 : tensor<2x2x192x384xf32>
    %4926 = stablehlo.constant dense<0.999> : tensor<2x2x192x384xf32>
    %4927 = stablehlo.multiply %4926, %v.stages.2.down.conv.w : tensor<2x2x192x384xf32>
    %4928 = stablehlo.constant dense<0.001> : tensor<2x2x192x384xf32>
    %4929 = stablehlo.multiply %3119, %3119 : tensor<2x2x192x384xf32>
    %4930 = stablehlo.multiply %4928, %4929 : tensor<2x2x192x384xf32>
    %4931 = stablehlo.add %4927, %4930 : tensor<2x2x192x384xf32>
    %4932 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x192x384xf32>
    %4933 = stablehlo.divide %4925, %4932 : tensor<2x2x192x384xf32>
    %4934 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x192x384xf32>
    %4935 = stablehlo.divide %4931, %4934 : tensor<2x2x192x384xf32>
    %4936 = stablehlo.sqrt %4935 : tensor<2x2x192x384xf32>
    %4937 = stablehlo.constant dense<1.0e-08> : tensor<2x2x192x384xf32>
    %4938 = stablehlo.add %4936, %4937 : tensor<2x2x192x384xf32>
    %4939 = stablehlo.divide %4933, %4938 : tensor<2x2x192x384xf32>
    %4940 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %4941 = stablehlo.multiply %4940, %m.stages.2.down.conv.b : tensor<384xf32>
    %4942 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %4943 = stablehlo.multiply %4942, %3124 : tensor<384xf32>
    %4944 = stablehlo.add %4941, %4943 : tensor<384xf32>
    %4945 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %4946 = stablehlo.multiply %4945, %v.stages.2.down.conv.b : tensor<384xf32>
    %4947 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %4948 = stablehlo.multiply %3124, %3124 : tensor<384xf32>
    %4949 = stablehlo.multiply %4947, %4948 : tensor<384xf32>
    %4950 = stablehlo.add %4946, %4949 : tensor<384xf32>
    %4951 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4952 = stablehlo.divide %4944, %4951 : tensor<384xf32>
    %4953 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %4954 = stablehlo.divide %4950, %4953 : tensor<384xf32>
    %4955 = stablehlo.sqrt %4954 : tensor<384xf32>
    %4956 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %4957 = stablehlo.add %4955, %4956 : tensor<384xf32>
    %4958 = stablehlo.divide %4952, %4957 : tensor<384xf32>
    %4959 = stablehlo.constant dense<0.9> : tensor<7x7x1x384xf32>
    %4960 = stablehlo.multiply %4959, %m.stages.2.blocks.0.dwconv.w : tensor<7x7x1x384xf32>
    %4961 = stablehlo.constant dense<0.1> : tensor<7x7x1x384xf32>
    %4962 = stablehlo.multiply %4961, %3129 : tensor<7x7x1x384xf32>
    %4963 = stablehlo.add %4960, %4962 : tensor<7x7x1x384xf32>
    %4964 = stablehlo.constant dense<0.999> : tensor<7x7x1x384xf32>
    %4965 = stablehlo.multiply %4964, %v.stages.2.blocks.0.dwconv.w : tensor<7x7x1x384xf32>
    %4966 = stablehlo.constant dense<0.001> : tensor<7x7x1x384xf32>
    %4967 = stablehlo.multiply %3129, %3129 : tensor<7x7x1x384xf32>
    %4968 = stablehlo.multiply %4966, %4967 : tensor<7x7x1x384xf32>
    %4969 = stablehlo.add %4965, %4968 : tensor<7x7x1x384xf32>
    %4970 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %4971 = stablehlo.divide %4963, %4970 : tensor<7x7x1x384xf32>
    %4972 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %4973 = stablehlo.divide %4969, %4972 : tensor<7x7x1x384xf32>
    %4974 = stablehlo.sqrt %4973 : tensor<7x7x1x384xf32>
    %4975 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x384xf32>
    %4976 = stablehlo.add %4974, %4975 : tensor<7x7x1x384xf32>
    %4977 = stablehlo.divide %4971, %4976 : tensor<7x7x1x384xf32>
    %4978 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %4979 = stablehlo.multiply %4978, %m.stages.2.blocks.0.dwconv.b : tensor<384xf32>
    %4980 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %4981 = stablehlo.multiply %4980, %3134 : tensor<384xf32>
    %4982 = stablehlo.add %4979, %4981 : tensor<384xf32>
    %4983 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %4984 = stablehlo.multiply %4983, %v.stages.2.blocks.0.dwconv.b : tensor<384xf32>
    %4985 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %4986 = stablehlo.multiply %3134, %3134 : tensor<384xf32>
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
    %4998 = stablehlo.multiply %4997, %m.stages.2.blocks.0.norm.g : tensor<384xf32>
    %4999 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5000 = stablehlo.multiply %4999, %3139 : tensor<384xf32>
    %5001 = stablehlo.add %4998, %5000 : tensor<384xf32>
    %5002 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5003 = stablehlo.multiply %5002, %v.stages.2.blocks.0.norm.g : tensor<384xf32>
    %5004 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5005 = stablehlo.multiply %3139, %3139 : tensor<384xf32>
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
    %5017 = stablehlo.multiply %5016, %m.stages.2.blocks.0.norm.b : tensor<384xf32>
    %5018 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5019 = stablehlo.multiply %5018, %3144 : tensor<384xf32>
    %5020 = stablehlo.add %5017, %5019 : tensor<384xf32>
    %5021 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5022 = stablehlo.multiply %5021, %v.stages.2.blocks.0.norm.b : tensor<384xf32>
    %5023 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5024 = stablehlo.multiply %3144, %3144 : tensor<384xf32>
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
    %5035 = stablehlo.constant dense<0.9> : tensor<384x1536xf32>
    %5036 = stablehlo.multiply %5035, %m.stages.2.blocks.0.fc1.w : tensor<384x1536xf32>
    %5037 = stablehlo.constant dense<0.1> : tensor<384x1536xf32>
    %5038 = stablehlo.multiply %5037, %3149 : tensor<384x1536xf32>
    %5039 = stablehlo.add %5036, %5038 : tensor<384x1536xf32>
    %5040 = stablehlo.constant dense<0.999> : tensor<384x1536xf32>
    %5041 = stablehlo.multiply %5040, %v.stages.2.blocks.0.fc1.w : tensor<384x1536xf32>
    %5042 = stablehlo.constant dense<0.001> : tensor<384x1536xf32>
    %5043 = stablehlo.multiply %3149, %3149 : tensor<384x1536xf32>
    %5044 = stablehlo.multiply %5042, %5043 : tensor<384x1536xf32>
    %5045 = stablehlo.add %5041, %5044 : tensor<384x1536xf32>
    %5046 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %5047 = stablehlo.divide %5039, %5046 : tensor<384x1536xf32>
    %5048 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %5049 = stablehlo.divide %5045, %5048 : tensor<384x1536xf32>
    %5050 = stablehlo.sqrt %5049 : tensor<384x1536xf32>
    %5051 = stablehlo.constant dense<1.0e-08> : tensor<384x1536xf32>
    %5052 = stablehlo.add %5050, %5051 : tensor<384x1536xf32>
    %5053 = stablehlo.divide %5047, %5052 : tensor<384x1536xf32>
    %5054 = stablehlo.constant dense<0.9> : tensor<1536xf32>
    %5055 = stablehlo.multiply %5054, %m.stages.2.blocks.0.fc1.b : tensor<1536xf32>
    %5056 = stablehlo.constant dense<0.1> : tensor<1536xf32>
    %5057 = stablehlo.multiply %5056, %3154 : tensor<1536xf32>
    %5058 = stablehlo.add %5055, %5057 : tensor<1536xf32>
    %5059 = stablehlo.constant dense<0.999> : tensor<1536xf32>
    %5060 = stablehlo.multiply %5059, %v.stages.2.blocks.0.fc1.b : tensor<1536xf32>
    %5061 = stablehlo.constant dense<0.001> : tensor<1536xf32>
    %5062 = stablehlo.multiply %3154, %3154 : tensor<1536xf32>
    %5063 = stablehlo.multiply %5061, %5062 : tensor<1536xf32>
    %5064 = stablehlo.add %5060, %5063 : tensor<1536xf32>
    %5065 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %5066 = stablehlo.divide %5058, %5065 : tensor<1536xf32>
    %5067 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %5068 = stablehlo.divide %5064, %5067 : tensor<1536xf32>
    %5069 = stablehlo.sqrt %5068 : tensor<1536xf32>
    %5070 = stablehlo.constant dense<1.0e-08> : tensor<1536xf32>
    %5071 = stablehlo.add %5069, %5070 : tensor<1536xf32>
    %5072 = stablehlo.divide %5066, %5071 : tensor<1536xf32>
    %5073 = stablehlo.constant dense<0.9> : tensor<1536x384xf32>
    %5074 = stablehlo.multiply %5073, %m.stages.2.blocks.0.fc2.w : tensor<1536x384xf32>
    %5075 = stablehlo.constant dense<0.1> : tensor<1536x384xf32>
    %5076 = stablehlo.multiply %5075, %3159 : tensor<1536x384xf32>
    %5077 = stablehlo.add %5074, %5076 : tensor<1536x384xf32>
    %5078 = stablehlo.constant dense<0.999> : tensor<1536x384xf32>
    %5079 = stablehlo.multiply %5078, %v.stages.2.blocks.0.fc2.w : tensor<1536x384xf32>
    %5080 = stablehlo.constant dense<0.001> : tensor<1536x384xf32>
    %5081 = stablehlo.multiply %3159, %3159 : tensor<1536x384xf32>
    %5082 = stablehlo.multiply %5080, %5081 : tensor<1536x384xf32>
    %5083 = stablehlo.add %5079, %5082 : tensor<1536x384xf32>
    %5084 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %5085 = stablehlo.divide %5077, %5084 : tensor<1536x384xf32>
    %5086 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %5087 = stablehlo.divide %5083, %5086 : tensor<1536x384xf32>
    %5088 = stablehlo.sqrt %5087 : tensor<1536x384xf32>
    %5089 = stablehlo.constant dense<1.0e-08> : tensor<1536x384xf32>
    %5090 = stablehlo.add %5088, %5089 : tensor<1536x384xf32>
    %5091 = stablehlo.divide %5085, %5090 : tensor<1536x384xf32>
    %5092 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5093 = stablehlo.multiply %5092, %m.stages.2.blocks.0.fc2.b : tensor<384xf32>
    %5094 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5095 = stablehlo.multiply %5094, %3164 : tensor<384xf32>
    %5096 = stablehlo.add %5093, %5095 : tensor<384xf32>
    %5097 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5098 = stablehlo.multiply %5097, %v.stages.2.blocks.0.fc2.b : tensor<384xf32>
    %5099 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5100 = stablehlo.multiply %3164, %3164 : tensor<384xf32>
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
    %5112 = stablehlo.multiply %5111, %m.stages.2.blocks.0.gamma : tensor<384xf32>
    %5113 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5114 = stablehlo.multiply %5113, %3169 : tensor<384xf32>
    %5115 = stablehlo.add %5112, %5114 : tensor<384xf32>
    %5116 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5117 = stablehlo.multiply %5116, %v.stages.2.blocks.0.gamma : tensor<384xf32>
    %5118 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5119 = stablehlo.multiply %3169, %3169 : tensor<384xf32>
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
    %5130 = stablehlo.constant dense<0.9> : tensor<7x7x1x384xf32>
    %5131 = stablehlo.multiply %5130, %m.stages.2.blocks.1.dwconv.w : tensor<7x7x1x384xf32>
    %5132 = stablehlo.constant dense<0.1> : tensor<7x7x1x384xf32>
    %5133 = stablehlo.multiply %5132, %3174 : tensor<7x7x1x384xf32>
    %5134 = stablehlo.add %5131, %5133 : tensor<7x7x1x384xf32>
    %5135 = stablehlo.constant dense<0.999> : tensor<7x7x1x384xf32>
    %5136 = stablehlo.multiply %5135, %v.stages.2.blocks.1.dwconv.w : tensor<7x7x1x384xf32>
    %5137 = stablehlo.constant dense<0.001> : tensor<7x7x1x384xf32>
    %5138 = stablehlo.multiply %3174, %3174 : tensor<7x7x1x384xf32>
    %5139 = stablehlo.multiply %5137, %5138 : tensor<7x7x1x384xf32>
    %5140 = stablehlo.add %5136, %5139 : tensor<7x7x1x384xf32>
    %5141 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %5142 = stablehlo.divide %5134, %5141 : tensor<7x7x1x384xf32>
    %5143 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %5144 = stablehlo.divide %5140, %5143 : tensor<7x7x1x384xf32>
    %5145 = stablehlo.sqrt %5144 : tensor<7x7x1x384xf32>
    %5146 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x384xf32>
    %5147 = stablehlo.add %5145, %5146 : tensor<7x7x1x384xf32>
    %5148 = stablehlo.divide %5142, %5147 : tensor<7x7x1x384xf32>
    %5149 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5150 = stablehlo.multiply %5149, %m.stages.2.blocks.1.dwconv.b : tensor<384xf32>
    %5151 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5152 = stablehlo.multiply %5151, %3179 : tensor<384xf32>
    %5153 = stablehlo.add %5150, %5152 : tensor<384xf32>
    %5154 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5155 = stablehlo.multiply %5154, %v.stages.2.blocks.1.dwconv.b : tensor<384xf32>
    %5156 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5157 = stablehlo.multiply %3179, %3179 : tensor<384xf32>
    %5158 = stablehlo.multiply %5156, %5157 : tensor<384xf32>
    %5159 = stablehlo.add %5155, %5158 : tensor<384xf32>
    %5160 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5161 = stablehlo.divide %5153, %5160 : tensor<384xf32>
    %5162 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5163 = stablehlo.divide %5159, %5162 : tensor<384xf32>
    %5164 = stablehlo.sqrt %5163 : tensor<384xf32>
    %5165 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5166 = stablehlo.add %5164, %5165 : tensor<384xf32>
    %5167 = stablehlo.divide %5161, %5166 : tensor<384xf32>
    %5168 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5169 = stablehlo.multiply %5168, %m.stages.2.blocks.1.norm.g : tensor<384xf32>
    %5170 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5171 = stablehlo.multiply %5170, %3184 : tensor<384xf32>
    %5172 = stablehlo.add %5169, %5171 : tensor<384xf32>
    %5173 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5174 = stablehlo.multiply %5173, %v.stages.2.blocks.1.norm.g : tensor<384xf32>
    %5175 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5176 = stablehlo.multiply %3184, %3184 : tensor<384xf32>
    %5177 = stablehlo.multiply %5175, %5176 : tensor<384xf32>
    %5178 = stablehlo.add %5174, %5177 : tensor<384xf32>
    %5179 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5180 = stablehlo.divide %5172, %5179 : tensor<384xf32>
    %5181 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5182 = stablehlo.divide %5178, %5181 : tensor<384xf32>
    %5183 = stablehlo.sqrt %5182 : tensor<384xf32>
    %5184 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5185 = stablehlo.add %5183, %5184 : tensor<384xf32>
    %5186 = stablehlo.divide %5180, %5185 : tensor<384xf32>
    %5187 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5188 = stablehlo.multiply %5187, %m.stages.2.blocks.1.norm.b : tensor<384xf32>
    %5189 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5190 = stablehlo.multiply %5189, %3189 : tensor<384xf32>
    %5191 = stablehlo.add %5188, %5190 : tensor<384xf32>
    %5192 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5193 = stablehlo.multiply %5192, %v.stages.2.blocks.1.norm.b : tensor<384xf32>
    %5194 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5195 = stablehlo.multiply %3189, %3189 : tensor<384xf32>
    %5196 = stablehlo.multiply %5194, %5195 : tensor<384xf32>
    %5197 = stablehlo.add %5193, %5196 : tensor<384xf32>
    %5198 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5199 = stablehlo.divide %5191, %5198 : tensor<384xf32>
    %5200 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5201 = stablehlo.divide %5197, %5200 : tensor<384xf32>
    %5202 = stablehlo.sqrt %5201 : tensor<384xf32>
    %5203 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5204 = stablehlo.add %5202, %5203 : tensor<384xf32>
    %5205 = stablehlo.divide %5199, %5204 : tensor<384xf32>
    %5206 = stablehlo.constant dense<0.9> : tensor<384x1536xf32>
    %5207 = stablehlo.multiply %5206, %m.stages.2.blocks.1.fc1.w : tensor<384x1536xf32>
    %5208 = stablehlo.constant dense<0.1> : tensor<384x1536xf32>
    %5209 = stablehlo.multiply %5208, %3194 : tensor<384x1536xf32>
    %5210 = stablehlo.add %5207, %5209 : tensor<384x1536xf32>
    %5211 = stablehlo.constant dense<0.999> : tensor<384x1536xf32>
    %5212 = stablehlo.multiply %5211, %v.stages.2.blocks.1.fc1.w : tensor<384x1536xf32>
    %5213 = stablehlo.constant dense<0.001> : tensor<384x1536xf32>
    %5214 = stablehlo.multiply %3194, %3194 : tensor<384x1536xf32>
    %5215 = stablehlo.multiply %5213, %5214 : tensor<384x1536xf32>
    %5216 = stablehlo.add %5212, %5215 : tensor<384x1536xf32>
    %5217 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %5218 = stablehlo.divide %5210, %5217 : tensor<384x1536xf32>
    %5219 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %5220 = stablehlo.divide %5216, %5219 : tensor<384x1536xf32>
    %5221 = stablehlo.sqrt %5220 : tensor<384x1536xf32>
    %5222 = stablehlo.constant dense<1.0e-08> : tensor<384x1536xf32>
    %5223 = stablehlo.add %5221, %5222 : tensor<384x1536xf32>
    %5224 = stablehlo.divide %5218, %5223 : tensor<384x1536xf32>
    %5225 = stablehlo.constant dense<0.9> : tensor<1536xf32>
    %5226 = stablehlo.multiply %5225, %m.stages.2.blocks.1.fc1.b : tensor<1536xf32>
    %5227 = stablehlo.constant dense<0.1> : tensor<1536xf32>
    %5228 = stablehlo.multiply %5227, %3199 : tensor<1536xf32>
    %5229 = stablehlo.add %5226, %5228 : tensor<1536xf32>
    %5230 = stablehlo.constant dense<0.999> : tensor<1536xf32>
    %5231 = stablehlo.multiply %5230, %v.stages.2.blocks.1.fc1.b : tensor<1536xf32>
    %5232 = stablehlo.constant dense<0.001> : tensor<1536xf32>
    %5233 = stablehlo.multiply %3199, %3199 : tensor<1536xf32>
    %5234 = stablehlo.multiply %5232, %5233 : tensor<1536xf32>
    %5235 = stablehlo.add %5231, %5234 : tensor<1536xf32>
    %5236 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %5237 = stablehlo.divide %5229, %5236 : tensor<1536xf32>
    %5238 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %5239 = stablehlo.divide %5235, %5238 : tensor<1536xf32>
    %5240 = stablehlo.sqrt %5239 : tensor<1536xf32>
    %5241 = stablehlo.constant dense<1.0e-08> : tensor<1536xf32>
    %5242 = stablehlo.add %5240, %5241 : tensor<1536xf32>
    %5243 = stablehlo.divide %5237, %5242 : tensor<1536xf32>
    %5244 = stablehlo.constant dense<0.9> : tensor<1536x384xf32>
    %5245 = stablehlo.multiply %5244, %m.stages.2.blocks.1.fc2.w : tensor<1536x384xf32>
    %5246 = stablehlo.constant dense<0.1> : tensor<1536x384xf32>
    %5247 = stablehlo.multiply %5246, %3204 : tensor<1536x384xf32>
    %5248 = stablehlo.add %5245, %5247 : tensor<1536x384xf32>
    %5249 = stablehlo.constant dense<0.999> : tensor<1536x384xf32>
    %5250 = stablehlo.multiply %5249, %v.stages.2.blocks.1.fc2.w : tensor<1536x384xf32>
    %5251 = stablehlo.constant dense<0.001> : tensor<1536x384xf32>
    %5252 = stablehlo.multiply %3204, %3204 : tensor<1536x384xf32>
    %5253 = stablehlo.multiply %5251, %5252 : tensor<1536x384xf32>
    %5254 = stablehlo.add %5250, %5253 : tensor<1536x384xf32>
    %5255 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %5256 = stablehlo.divide %5248, %5255 : tensor<1536x384xf32>
    %5257 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %5258 = stablehlo.divide %5254, %5257 : tensor<1536x384xf32>
    %5259 = stablehlo.sqrt %5258 : tensor<1536x384xf32>
    %5260 = stablehlo.constant dense<1.0e-08> : tensor<1536x384xf32>
    %5261 = stablehlo.add %5259, %5260 : tensor<1536x384xf32>
    %5262 = stablehlo.divide %5256, %5261 : tensor<1536x384xf32>
    %5263 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5264 = stablehlo.multiply %5263, %m.stages.2.blocks.1.fc2.b : tensor<384xf32>
    %5265 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5266 = stablehlo.multiply %5265, %3209 : tensor<384xf32>
    %5267 = stablehlo.add %5264, %5266 : tensor<384xf32>
    %5268 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5269 = stablehlo.multiply %5268, %v.stages.2.blocks.1.fc2.b : tensor<384xf32>
    %5270 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5271 = stablehlo.multiply %3209, %3209 : tensor<384xf32>
    %5272 = stablehlo.multiply %5270, %5271 : tensor<384xf32>
    %5273 = stablehlo.add %5269, %5272 : tensor<384xf32>
    %5274 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5275 = stablehlo.divide %5267, %5274 : tensor<384xf32>
    %5276 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5277 = stablehlo.divide %5273, %5276 : tensor<384xf32>
    %5278 = stablehlo.sqrt %5277 : tensor<384xf32>
    %5279 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5280 = stablehlo.add %5278, %5279 : tensor<384xf32>
    %5281 = stablehlo.divide %5275, %5280 : tensor<384xf32>
    %5282 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5283 = stablehlo.multiply %5282, %m.stages.2.blocks.1.gamma : tensor<384xf32>
    %5284 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5285 = stablehlo.multiply %5284, %3214 : tensor<384xf32>
    %5286 = stablehlo.add %5283, %5285 : tensor<384xf32>
    %5287 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5288 = stablehlo.multiply %5287, %v.stages.2.blocks.1.gamma : tensor<384xf32>
    %5289 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5290 = stablehlo.multiply %3214, %3214 : tensor<384xf32>
    %5291 = stablehlo.multiply %5289, %5290 : tensor<384xf32>
    %5292 = stablehlo.add %5288, %5291 : tensor<384xf32>
    %5293 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5294 = stablehlo.divide %5286, %5293 : tensor<384xf32>
    %5295 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5296 = stablehlo.divide %5292, %5295 : tensor<384xf32>
    %5297 = stablehlo.sqrt %5296 : tensor<384xf32>
    %5298 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5299 = stablehlo.add %5297, %5298 : tensor<384xf32>
    %5300 = stablehlo.divide %5294, %5299 : tensor<384xf32>
    %5301 = stablehlo.constant dense<0.9> : tensor<7x7x1x384xf32>
    %5302 = stablehlo.multiply %5301, %m.stages.2.blocks.2.dwconv.w : tensor<7x7x1x384xf32>
    %5303 = stablehlo.constant dense<0.1> : tensor<7x7x1x384xf32>
    %5304 = stablehlo.multiply %5303, %3219 : tensor<7x7x1x384xf32>
    %5305 = stablehlo.add %5302, %5304 : tensor<7x7x1x384xf32>
    %5306 = stablehlo.constant dense<0.999> : tensor<7x7x1x384xf32>
    %5307 = stablehlo.multiply %5306, %v.stages.2.blocks.2.dwconv.w : tensor<7x7x1x384xf32>
    %5308 = stablehlo.constant dense<0.001> : tensor<7x7x1x384xf32>
    %5309 = stablehlo.multiply %3219, %3219 : tensor<7x7x1x384xf32>
    %5310 = stablehlo.multiply %5308, %5309 : tensor<7x7x1x384xf32>
    %5311 = stablehlo.add %5307, %5310 : tensor<7x7x1x384xf32>
    %5312 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %5313 = stablehlo.divide %5305, %5312 : tensor<7x7x1x384xf32>
    %5314 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %5315 = stablehlo.divide %5311, %5314 : tensor<7x7x1x384xf32>
    %5316 = stablehlo.sqrt %5315 : tensor<7x7x1x384xf32>
    %5317 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x384xf32>
    %5318 = stablehlo.add %5316, %5317 : tensor<7x7x1x384xf32>
    %5319 = stablehlo.divide %5313, %5318 : tensor<7x7x1x384xf32>
    %5320 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5321 = stablehlo.multiply %5320, %m.stages.2.blocks.2.dwconv.b : tensor<384xf32>
    %5322 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5323 = stablehlo.multiply %5322, %3224 : tensor<384xf32>
    %5324 = stablehlo.add %5321, %5323 : tensor<384xf32>
    %5325 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5326 = stablehlo.multiply %5325, %v.stages.2.blocks.2.dwconv.b : tensor<384xf32>
    %5327 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5328 = stablehlo.multiply %3224, %3224 : tensor<384xf32>
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
    %5340 = stablehlo.multiply %5339, %m.stages.2.blocks.2.norm.g : tensor<384xf32>
    %5341 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5342 = stablehlo.multiply %5341, %3229 : tensor<384xf32>
    %5343 = stablehlo.add %5340, %5342 : tensor<384xf32>
    %5344 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5345 = stablehlo.multiply %5344, %v.stages.2.blocks.2.norm.g : tensor<384xf32>
    %5346 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5347 = stablehlo.multiply %3229, %3229 : tensor<384xf32>
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
    %5359 = stablehlo.multiply %5358, %m.stages.2.blocks.2.norm.b : tensor<384xf32>
    %5360 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5361 = stablehlo.multiply %5360, %3234 : tensor<384xf32>
    %5362 = stablehlo.add %5359, %5361 : tensor<384xf32>
    %5363 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5364 = stablehlo.multiply %5363, %v.stages.2.blocks.2.norm.b : tensor<384xf32>
    %5365 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5366 = stablehlo.multiply %3234, %3234 : tensor<384xf32>
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
    %5378 = stablehlo.multiply %5377, %m.stages.2.blocks.2.fc1.w : tensor<384x1536xf32>
    %5379 = stablehlo.constant dense<0.1> : tensor<384x1536xf32>
    %5380 = stablehlo.multiply %5379, %3239 : tensor<384x1536xf32>
    %5381 = stablehlo.add %5378, %5380 : tensor<384x1536xf32>
    %5382 = stablehlo.constant dense<0.999> : tensor<384x1536xf32>
    %5383 = stablehlo.multiply %5382, %v.stages.2.blocks.2.fc1.w : tensor<384x1536xf32>
    %5384 = stablehlo.constant dense<0.001> : tensor<384x1536xf32>
    %5385 = stablehlo.multiply %3239, %3239 : tensor<384x1536xf32>
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
    %5397 = stablehlo.multiply %5396, %m.stages.2.blocks.2.fc1.b : tensor<1536xf32>
    %5398 = stablehlo.constant dense<0.1> : tensor<1536xf32>
    %5399 = stablehlo.multiply %5398, %3244 : tensor<1536xf32>
    %5400 = stablehlo.add %5397, %5399 : tensor<1536xf32>
    %5401 = stablehlo.constant dense<0.999> : tensor<1536xf32>
    %5402 = stablehlo.multiply %5401, %v.stages.2.blocks.2.fc1.b : tensor<1536xf32>
    %5403 = stablehlo.constant dense<0.001> : tensor<1536xf32>
    %5404 = stablehlo.multiply %3244, %3244 : tensor<1536xf32>
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
    %5416 = stablehlo.multiply %5415, %m.stages.2.blocks.2.fc2.w : tensor<1536x384xf32>
    %5417 = stablehlo.constant dense<0.1> : tensor<1536x384xf32>
    %5418 = stablehlo.multiply %5417, %3249 : tensor<1536x384xf32>
    %5419 = stablehlo.add %5416, %5418 : tensor<1536x384xf32>
    %5420 = stablehlo.constant dense<0.999> : tensor<1536x384xf32>
    %5421 = stablehlo.multiply %5420, %v.stages.2.blocks.2.fc2.w : tensor<1536x384xf32>
    %5422 = stablehlo.constant dense<0.001> : tensor<1536x384xf32>
    %5423 = stablehlo.multiply %3249, %3249 : tensor<1536x384xf32>
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
    %5435 = stablehlo.multiply %5434, %m.stages.2.blocks.2.fc2.b : tensor<384xf32>
    %5436 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5437 = stablehlo.multiply %5436, %3254 : tensor<384xf32>
    %5438 = stablehlo.add %5435, %5437 : tensor<384xf32>
    %5439 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5440 = stablehlo.multiply %5439, %v.stages.2.blocks.2.fc2.b : tensor<384xf32>
    %5441 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5442 = stablehlo.multiply %3254, %3254 : tensor<384xf32>
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
    %5454 = stablehlo.multiply %5453, %m.stages.2.blocks.2.gamma : tensor<384xf32>
    %5455 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5456 = stablehlo.multiply %5455, %3259 : tensor<384xf32>
    %5457 = stablehlo.add %5454, %5456 : tensor<384xf32>
    %5458 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5459 = stablehlo.multiply %5458, %v.stages.2.blocks.2.gamma : tensor<384xf32>
    %5460 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5461 = stablehlo.multiply %3259, %3259 : tensor<384xf32>
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
    %5472 = stablehlo.constant dense<0.9> : tensor<7x7x1x384xf32>
    %5473 = stablehlo.multiply %5472, %m.stages.2.blocks.3.dwconv.w : tensor<7x7x1x384xf32>
    %5474 = stablehlo.constant dense<0.1> : tensor<7x7x1x384xf32>
    %5475 = stablehlo.multiply %5474, %3264 : tensor<7x7x1x384xf32>
    %5476 = stablehlo.add %5473, %5475 : tensor<7x7x1x384xf32>
    %5477 = stablehlo.constant dense<0.999> : tensor<7x7x1x384xf32>
    %5478 = stablehlo.multiply %5477, %v.stages.2.blocks.3.dwconv.w : tensor<7x7x1x384xf32>
    %5479 = stablehlo.constant dense<0.001> : tensor<7x7x1x384xf32>
    %5480 = stablehlo.multiply %3264, %3264 : tensor<7x7x1x384xf32>
    %5481 = stablehlo.multiply %5479, %5480 : tensor<7x7x1x384xf32>
    %5482 = stablehlo.add %5478, %5481 : tensor<7x7x1x384xf32>
    %5483 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %5484 = stablehlo.divide %5476, %5483 : tensor<7x7x1x384xf32>
    %5485 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %5486 = stablehlo.divide %5482, %5485 : tensor<7x7x1x384xf32>
    %5487 = stablehlo.sqrt %5486 : tensor<7x7x1x384xf32>
    %5488 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x384xf32>
    %5489 = stablehlo.add %5487, %5488 : tensor<7x7x1x384xf32>
    %5490 = stablehlo.divide %5484, %5489 : tensor<7x7x1x384xf32>
    %5491 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5492 = stablehlo.multiply %5491, %m.stages.2.blocks.3.dwconv.b : tensor<384xf32>
    %5493 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5494 = stablehlo.multiply %5493, %3269 : tensor<384xf32>
    %5495 = stablehlo.add %5492, %5494 : tensor<384xf32>
    %5496 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5497 = stablehlo.multiply %5496, %v.stages.2.blocks.3.dwconv.b : tensor<384xf32>
    %5498 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5499 = stablehlo.multiply %3269, %3269 : tensor<384xf32>
    %5500 = stablehlo.multiply %5498, %5499 : tensor<384xf32>
    %5501 = stablehlo.add %5497, %5500 : tensor<384xf32>
    %5502 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5503 = stablehlo.divide %5495, %5502 : tensor<384xf32>
    %5504 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5505 = stablehlo.divide %5501, %5504 : tensor<384xf32>
    %5506 = stablehlo.sqrt %5505 : tensor<384xf32>
    %5507 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5508 = stablehlo.add %5506, %5507 : tensor<384xf32>
    %5509 = stablehlo.divide %5503, %5508 : tensor<384xf32>
    %5510 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5511 = stablehlo.multiply %5510, %m.stages.2.blocks.3.norm.g : tensor<384xf32>
    %5512 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5513 = stablehlo.multiply %5512, %3274 : tensor<384xf32>
    %5514 = stablehlo.add %5511, %5513 : tensor<384xf32>
    %5515 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5516 = stablehlo.multiply %5515, %v.stages.2.blocks.3.norm.g : tensor<384xf32>
    %5517 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5518 = stablehlo.multiply %3274, %3274 : tensor<384xf32>
    %5519 = stablehlo.multiply %5517, %5518 : tensor<384xf32>
    %5520 = stablehlo.add %5516, %5519 : tensor<384xf32>
    %5521 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5522 = stablehlo.divide %5514, %5521 : tensor<384xf32>
    %5523 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5524 = stablehlo.divide %5520, %5523 : tensor<384xf32>
    %5525 = stablehlo.sqrt %5524 : tensor<384xf32>
    %5526 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5527 = stablehlo.add %5525, %5526 : tensor<384xf32>
    %5528 = stablehlo.divide %5522, %5527 : tensor<384xf32>
    %5529 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5530 = stablehlo.multiply %5529, %m.stages.2.blocks.3.norm.b : tensor<384xf32>
    %5531 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5532 = stablehlo.multiply %5531, %3279 : tensor<384xf32>
    %5533 = stablehlo.add %5530, %5532 : tensor<384xf32>
    %5534 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5535 = stablehlo.multiply %5534, %v.stages.2.blocks.3.norm.b : tensor<384xf32>
    %5536 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5537 = stablehlo.multiply %3279, %3279 : tensor<384xf32>
    %5538 = stablehlo.multiply %5536, %5537 : tensor<384xf32>
    %5539 = stablehlo.add %5535, %5538 : tensor<384xf32>
    %5540 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5541 = stablehlo.divide %5533, %5540 : tensor<384xf32>
    %5542 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5543 = stablehlo.divide %5539, %5542 : tensor<384xf32>
    %5544 = stablehlo.sqrt %5543 : tensor<384xf32>
    %5545 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5546 = stablehlo.add %5544, %5545 : tensor<384xf32>
    %5547 = stablehlo.divide %5541, %5546 : tensor<384xf32>
    %5548 = stablehlo.constant dense<0.9> : tensor<384x1536xf32>
    %5549 = stablehlo.multiply %5548, %m.stages.2.blocks.3.fc1.w : tensor<384x1536xf32>
    %5550 = stablehlo.constant dense<0.1> : tensor<384x1536xf32>
    %5551 = stablehlo.multiply %5550, %3284 : tensor<384x1536xf32>
    %5552 = stablehlo.add %5549, %5551 : tensor<384x1536xf32>
    %5553 = stablehlo.constant dense<0.999> : tensor<384x1536xf32>
    %5554 = stablehlo.multiply %5553, %v.stages.2.blocks.3.fc1.w : tensor<384x1536xf32>
    %5555 = stablehlo.constant dense<0.001> : tensor<384x1536xf32>
    %5556 = stablehlo.multiply %3284, %3284 : tensor<384x1536xf32>
    %5557 = stablehlo.multiply %5555, %5556 : tensor<384x1536xf32>
    %5558 = stablehlo.add %5554, %5557 : tensor<384x1536xf32>
    %5559 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %5560 = stablehlo.divide %5552, %5559 : tensor<384x1536xf32>
    %5561 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %5562 = stablehlo.divide %5558, %5561 : tensor<384x1536xf32>
    %5563 = stablehlo.sqrt %5562 : tensor<384x1536xf32>
    %5564 = stablehlo.constant dense<1.0e-08> : tensor<384x1536xf32>
    %5565 = stablehlo.add %5563, %5564 : tensor<384x1536xf32>
    %5566 = stablehlo.divide %5560, %5565 : tensor<384x1536xf32>
    %5567 = stablehlo.constant dense<0.9> : tensor<1536xf32>
    %5568 = stablehlo.multiply %5567, %m.stages.2.blocks.3.fc1.b : tensor<1536xf32>
    %5569 = stablehlo.constant dense<0.1> : tensor<1536xf32>
    %5570 = stablehlo.multiply %5569, %3289 : tensor<1536xf32>
    %5571 = stablehlo.add %5568, %5570 : tensor<1536xf32>
    %5572 = stablehlo.constant dense<0.999> : tensor<1536xf32>
    %5573 = stablehlo.multiply %5572, %v.stages.2.blocks.3.fc1.b : tensor<1536xf32>
    %5574 = stablehlo.constant dense<0.001> : tensor<1536xf32>
    %5575 = stablehlo.multiply %3289, %3289 : tensor<1536xf32>
    %5576 = stablehlo.multiply %5574, %5575 : tensor<1536xf32>
    %5577 = stablehlo.add %5573, %5576 : tensor<1536xf32>
    %5578 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %5579 = stablehlo.divide %5571, %5578 : tensor<1536xf32>
    %5580 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %5581 = stablehlo.divide %5577, %5580 : tensor<1536xf32>
    %5582 = stablehlo.sqrt %5581 : tensor<1536xf32>
    %5583 = stablehlo.constant dense<1.0e-08> : tensor<1536xf32>
    %5584 = stablehlo.add %5582, %5583 : tensor<1536xf32>
    %5585 = stablehlo.divide %5579, %5584 : tensor<1536xf32>
    %5586 = stablehlo.constant dense<0.9> : tensor<1536x384xf32>
    %5587 = stablehlo.multiply %5586, %m.stages.2.blocks.3.fc2.w : tensor<1536x384xf32>
    %5588 = stablehlo.constant dense<0.1> : tensor<1536x384xf32>
    %5589 = stablehlo.multiply %5588, %3294 : tensor<1536x384xf32>
    %5590 = stablehlo.add %5587, %5589 : tensor<1536x384xf32>
    %5591 = stablehlo.constant dense<0.999> : tensor<1536x384xf32>
    %5592 = stablehlo.multiply %5591, %v.stages.2.blocks.3.fc2.w : tensor<1536x384xf32>
    %5593 = stablehlo.constant dense<0.001> : tensor<1536x384xf32>
    %5594 = stablehlo.multiply %3294, %3294 : tensor<1536x384xf32>
    %5595 = stablehlo.multiply %5593, %5594 : tensor<1536x384xf32>
    %5596 = stablehlo.add %5592, %5595 : tensor<1536x384xf32>
    %5597 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %5598 = stablehlo.divide %5590, %5597 : tensor<1536x384xf32>
    %5599 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %5600 = stablehlo.divide %5596, %5599 : tensor<1536x384xf32>
    %5601 = stablehlo.sqrt %5600 : tensor<1536x384xf32>
    %5602 = stablehlo.constant dense<1.0e-08> : tensor<1536x384xf32>
    %5603 = stablehlo.add %5601, %5602 : tensor<1536x384xf32>
    %5604 = stablehlo.divide %5598, %5603 : tensor<1536x384xf32>
    %5605 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5606 = stablehlo.multiply %5605, %m.stages.2.blocks.3.fc2.b : tensor<384xf32>
    %5607 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5608 = stablehlo.multiply %5607, %3299 : tensor<384xf32>
    %5609 = stablehlo.add %5606, %5608 : tensor<384xf32>
    %5610 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5611 = stablehlo.multiply %5610, %v.stages.2.blocks.3.fc2.b : tensor<384xf32>
    %5612 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5613 = stablehlo.multiply %3299, %3299 : tensor<384xf32>
    %5614 = stablehlo.multiply %5612, %5613 : tensor<384xf32>
    %5615 = stablehlo.add %5611, %5614 : tensor<384xf32>
    %5616 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5617 = stablehlo.divide %5609, %5616 : tensor<384xf32>
    %5618 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5619 = stablehlo.divide %5615, %5618 : tensor<384xf32>
    %5620 = stablehlo.sqrt %5619 : tensor<384xf32>
    %5621 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5622 = stablehlo.add %5620, %5621 : tensor<384xf32>
    %5623 = stablehlo.divide %5617, %5622 : tensor<384xf32>
    %5624 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5625 = stablehlo.multiply %5624, %m.stages.2.blocks.3.gamma : tensor<384xf32>
    %5626 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5627 = stablehlo.multiply %5626, %3304 : tensor<384xf32>
    %5628 = stablehlo.add %5625, %5627 : tensor<384xf32>
    %5629 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5630 = stablehlo.multiply %5629, %v.stages.2.blocks.3.gamma : tensor<384xf32>
    %5631 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5632 = stablehlo.multiply %3304, %3304 : tensor<384xf32>
    %5633 = stablehlo.multiply %5631, %5632 : tensor<384xf32>
    %5634 = stablehlo.add %5630, %5633 : tensor<384xf32>
    %5635 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5636 = stablehlo.divide %5628, %5635 : tensor<384xf32>
    %5637 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5638 = stablehlo.divide %5634, %5637 : tensor<384xf32>
    %5639 = stablehlo.sqrt %5638 : tensor<384xf32>
    %5640 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5641 = stablehlo.add %5639, %5640 : tensor<384xf32>
    %5642 = stablehlo.divide %5636, %5641 : tensor<384xf32>
    %5643 = stablehlo.constant dense<0.9> : tensor<7x7x1x384xf32>
    %5644 = stablehlo.multiply %5643, %m.stages.2.blocks.4.dwconv.w : tensor<7x7x1x384xf32>
    %5645 = stablehlo.constant dense<0.1> : tensor<7x7x1x384xf32>
    %5646 = stablehlo.multiply %5645, %3309 : tensor<7x7x1x384xf32>
    %5647 = stablehlo.add %5644, %5646 : tensor<7x7x1x384xf32>
    %5648 = stablehlo.constant dense<0.999> : tensor<7x7x1x384xf32>
    %5649 = stablehlo.multiply %5648, %v.stages.2.blocks.4.dwconv.w : tensor<7x7x1x384xf32>
    %5650 = stablehlo.constant dense<0.001> : tensor<7x7x1x384xf32>
    %5651 = stablehlo.multiply %3309, %3309 : tensor<7x7x1x384xf32>
    %5652 = stablehlo.multiply %5650, %5651 : tensor<7x7x1x384xf32>
    %5653 = stablehlo.add %5649, %5652 : tensor<7x7x1x384xf32>
    %5654 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %5655 = stablehlo.divide %5647, %5654 : tensor<7x7x1x384xf32>
    %5656 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %5657 = stablehlo.divide %5653, %5656 : tensor<7x7x1x384xf32>
    %5658 = stablehlo.sqrt %5657 : tensor<7x7x1x384xf32>
    %5659 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x384xf32>
    %5660 = stablehlo.add %5658, %5659 : tensor<7x7x1x384xf32>
    %5661 = stablehlo.divide %5655, %5660 : tensor<7x7x1x384xf32>
    %5662 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5663 = stablehlo.multiply %5662, %m.stages.2.blocks.4.dwconv.b : tensor<384xf32>
    %5664 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5665 = stablehlo.multiply %5664, %3314 : tensor<384xf32>
    %5666 = stablehlo.add %5663, %5665 : tensor<384xf32>
    %5667 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5668 = stablehlo.multiply %5667, %v.stages.2.blocks.4.dwconv.b : tensor<384xf32>
    %5669 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5670 = stablehlo.multiply %3314, %3314 : tensor<384xf32>
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
    %5682 = stablehlo.multiply %5681, %m.stages.2.blocks.4.norm.g : tensor<384xf32>
    %5683 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5684 = stablehlo.multiply %5683, %3319 : tensor<384xf32>
    %5685 = stablehlo.add %5682, %5684 : tensor<384xf32>
    %5686 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5687 = stablehlo.multiply %5686, %v.stages.2.blocks.4.norm.g : tensor<384xf32>
    %5688 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5689 = stablehlo.multiply %3319, %3319 : tensor<384xf32>
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
    %5701 = stablehlo.multiply %5700, %m.stages.2.blocks.4.norm.b : tensor<384xf32>
    %5702 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5703 = stablehlo.multiply %5702, %3324 : tensor<384xf32>
    %5704 = stablehlo.add %5701, %5703 : tensor<384xf32>
    %5705 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5706 = stablehlo.multiply %5705, %v.stages.2.blocks.4.norm.b : tensor<384xf32>
    %5707 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5708 = stablehlo.multiply %3324, %3324 : tensor<384xf32>
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
    %5719 = stablehlo.constant dense<0.9> : tensor<384x1536xf32>
    %5720 = stablehlo.multiply %5719, %m.stages.2.blocks.4.fc1.w : tensor<384x1536xf32>
    %5721 = stablehlo.constant dense<0.1> : tensor<384x1536xf32>
    %5722 = stablehlo.multiply %5721, %3329 : tensor<384x1536xf32>
    %5723 = stablehlo.add %5720, %5722 : tensor<384x1536xf32>
    %5724 = stablehlo.constant dense<0.999> : tensor<384x1536xf32>
    %5725 = stablehlo.multiply %5724, %v.stages.2.blocks.4.fc1.w : tensor<384x1536xf32>
    %5726 = stablehlo.constant dense<0.001> : tensor<384x1536xf32>
    %5727 = stablehlo.multiply %3329, %3329 : tensor<384x1536xf32>
    %5728 = stablehlo.multiply %5726, %5727 : tensor<384x1536xf32>
    %5729 = stablehlo.add %5725, %5728 : tensor<384x1536xf32>
    %5730 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %5731 = stablehlo.divide %5723, %5730 : tensor<384x1536xf32>
    %5732 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %5733 = stablehlo.divide %5729, %5732 : tensor<384x1536xf32>
    %5734 = stablehlo.sqrt %5733 : tensor<384x1536xf32>
    %5735 = stablehlo.constant dense<1.0e-08> : tensor<384x1536xf32>
    %5736 = stablehlo.add %5734, %5735 : tensor<384x1536xf32>
    %5737 = stablehlo.divide %5731, %5736 : tensor<384x1536xf32>
    %5738 = stablehlo.constant dense<0.9> : tensor<1536xf32>
    %5739 = stablehlo.multiply %5738, %m.stages.2.blocks.4.fc1.b : tensor<1536xf32>
    %5740 = stablehlo.constant dense<0.1> : tensor<1536xf32>
    %5741 = stablehlo.multiply %5740, %3334 : tensor<1536xf32>
    %5742 = stablehlo.add %5739, %5741 : tensor<1536xf32>
    %5743 = stablehlo.constant dense<0.999> : tensor<1536xf32>
    %5744 = stablehlo.multiply %5743, %v.stages.2.blocks.4.fc1.b : tensor<1536xf32>
    %5745 = stablehlo.constant dense<0.001> : tensor<1536xf32>
    %5746 = stablehlo.multiply %3334, %3334 : tensor<1536xf32>
    %5747 = stablehlo.multiply %5745, %5746 : tensor<1536xf32>
    %5748 = stablehlo.add %5744, %5747 : tensor<1536xf32>
    %5749 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %5750 = stablehlo.divide %5742, %5749 : tensor<1536xf32>
    %5751 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %5752 = stablehlo.divide %5748, %5751 : tensor<1536xf32>
    %5753 = stablehlo.sqrt %5752 : tensor<1536xf32>
    %5754 = stablehlo.constant dense<1.0e-08> : tensor<1536xf32>
    %5755 = stablehlo.add %5753, %5754 : tensor<1536xf32>
    %5756 = stablehlo.divide %5750, %5755 : tensor<1536xf32>
    %5757 = stablehlo.constant dense<0.9> : tensor<1536x384xf32>
    %5758 = stablehlo.multiply %5757, %m.stages.2.blocks.4.fc2.w : tensor<1536x384xf32>
    %5759 = stablehlo.constant dense<0.1> : tensor<1536x384xf32>
    %5760 = stablehlo.multiply %5759, %3339 : tensor<1536x384xf32>
    %5761 = stablehlo.add %5758, %5760 : tensor<1536x384xf32>
    %5762 = stablehlo.constant dense<0.999> : tensor<1536x384xf32>
    %5763 = stablehlo.multiply %5762, %v.stages.2.blocks.4.fc2.w : tensor<1536x384xf32>
    %5764 = stablehlo.constant dense<0.001> : tensor<1536x384xf32>
    %5765 = stablehlo.multiply %3339, %3339 : tensor<1536x384xf32>
    %5766 = stablehlo.multiply %5764, %5765 : tensor<1536x384xf32>
    %5767 = stablehlo.add %5763, %5766 : tensor<1536x384xf32>
    %5768 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %5769 = stablehlo.divide %5761, %5768 : tensor<1536x384xf32>
    %5770 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %5771 = stablehlo.divide %5767, %5770 : tensor<1536x384xf32>
    %5772 = stablehlo.sqrt %5771 : tensor<1536x384xf32>
    %5773 = stablehlo.constant dense<1.0e-08> : tensor<1536x384xf32>
    %5774 = stablehlo.add %5772, %5773 : tensor<1536x384xf32>
    %5775 = stablehlo.divide %5769, %5774 : tensor<1536x384xf32>
    %5776 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5777 = stablehlo.multiply %5776, %m.stages.2.blocks.4.fc2.b : tensor<384xf32>
    %5778 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5779 = stablehlo.multiply %5778, %3344 : tensor<384xf32>
    %5780 = stablehlo.add %5777, %5779 : tensor<384xf32>
    %5781 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5782 = stablehlo.multiply %5781, %v.stages.2.blocks.4.fc2.b : tensor<384xf32>
    %5783 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5784 = stablehlo.multiply %3344, %3344 : tensor<384xf32>
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
    %5796 = stablehlo.multiply %5795, %m.stages.2.blocks.4.gamma : tensor<384xf32>
    %5797 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5798 = stablehlo.multiply %5797, %3349 : tensor<384xf32>
    %5799 = stablehlo.add %5796, %5798 : tensor<384xf32>
    %5800 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5801 = stablehlo.multiply %5800, %v.stages.2.blocks.4.gamma : tensor<384xf32>
    %5802 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5803 = stablehlo.multiply %3349, %3349 : tensor<384xf32>
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
    %5814 = stablehlo.constant dense<0.9> : tensor<7x7x1x384xf32>
    %5815 = stablehlo.multiply %5814, %m.stages.2.blocks.5.dwconv.w : tensor<7x7x1x384xf32>
    %5816 = stablehlo.constant dense<0.1> : tensor<7x7x1x384xf32>
    %5817 = stablehlo.multiply %5816, %3354 : tensor<7x7x1x384xf32>
    %5818 = stablehlo.add %5815, %5817 : tensor<7x7x1x384xf32>
    %5819 = stablehlo.constant dense<0.999> : tensor<7x7x1x384xf32>
    %5820 = stablehlo.multiply %5819, %v.stages.2.blocks.5.dwconv.w : tensor<7x7x1x384xf32>
    %5821 = stablehlo.constant dense<0.001> : tensor<7x7x1x384xf32>
    %5822 = stablehlo.multiply %3354, %3354 : tensor<7x7x1x384xf32>
    %5823 = stablehlo.multiply %5821, %5822 : tensor<7x7x1x384xf32>
    %5824 = stablehlo.add %5820, %5823 : tensor<7x7x1x384xf32>
    %5825 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %5826 = stablehlo.divide %5818, %5825 : tensor<7x7x1x384xf32>
    %5827 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %5828 = stablehlo.divide %5824, %5827 : tensor<7x7x1x384xf32>
    %5829 = stablehlo.sqrt %5828 : tensor<7x7x1x384xf32>
    %5830 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x384xf32>
    %5831 = stablehlo.add %5829, %5830 : tensor<7x7x1x384xf32>
    %5832 = stablehlo.divide %5826, %5831 : tensor<7x7x1x384xf32>
    %5833 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5834 = stablehlo.multiply %5833, %m.stages.2.blocks.5.dwconv.b : tensor<384xf32>
    %5835 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5836 = stablehlo.multiply %5835, %3359 : tensor<384xf32>
    %5837 = stablehlo.add %5834, %5836 : tensor<384xf32>
    %5838 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5839 = stablehlo.multiply %5838, %v.stages.2.blocks.5.dwconv.b : tensor<384xf32>
    %5840 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5841 = stablehlo.multiply %3359, %3359 : tensor<384xf32>
    %5842 = stablehlo.multiply %5840, %5841 : tensor<384xf32>
    %5843 = stablehlo.add %5839, %5842 : tensor<384xf32>
    %5844 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5845 = stablehlo.divide %5837, %5844 : tensor<384xf32>
    %5846 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5847 = stablehlo.divide %5843, %5846 : tensor<384xf32>
    %5848 = stablehlo.sqrt %5847 : tensor<384xf32>
    %5849 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5850 = stablehlo.add %5848, %5849 : tensor<384xf32>
    %5851 = stablehlo.divide %5845, %5850 : tensor<384xf32>
    %5852 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5853 = stablehlo.multiply %5852, %m.stages.2.blocks.5.norm.g : tensor<384xf32>
    %5854 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5855 = stablehlo.multiply %5854, %3364 : tensor<384xf32>
    %5856 = stablehlo.add %5853, %5855 : tensor<384xf32>
    %5857 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5858 = stablehlo.multiply %5857, %v.stages.2.blocks.5.norm.g : tensor<384xf32>
    %5859 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5860 = stablehlo.multiply %3364, %3364 : tensor<384xf32>
    %5861 = stablehlo.multiply %5859, %5860 : tensor<384xf32>
    %5862 = stablehlo.add %5858, %5861 : tensor<384xf32>
    %5863 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5864 = stablehlo.divide %5856, %5863 : tensor<384xf32>
    %5865 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5866 = stablehlo.divide %5862, %5865 : tensor<384xf32>
    %5867 = stablehlo.sqrt %5866 : tensor<384xf32>
    %5868 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5869 = stablehlo.add %5867, %5868 : tensor<384xf32>
    %5870 = stablehlo.divide %5864, %5869 : tensor<384xf32>
    %5871 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5872 = stablehlo.multiply %5871, %m.stages.2.blocks.5.norm.b : tensor<384xf32>
    %5873 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5874 = stablehlo.multiply %5873, %3369 : tensor<384xf32>
    %5875 = stablehlo.add %5872, %5874 : tensor<384xf32>
    %5876 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5877 = stablehlo.multiply %5876, %v.stages.2.blocks.5.norm.b : tensor<384xf32>
    %5878 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5879 = stablehlo.multiply %3369, %3369 : tensor<384xf32>
    %5880 = stablehlo.multiply %5878, %5879 : tensor<384xf32>
    %5881 = stablehlo.add %5877, %5880 : tensor<384xf32>
    %5882 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5883 = stablehlo.divide %5875, %5882 : tensor<384xf32>
    %5884 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5885 = stablehlo.divide %5881, %5884 : tensor<384xf32>
    %5886 = stablehlo.sqrt %5885 : tensor<384xf32>
    %5887 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5888 = stablehlo.add %5886, %5887 : tensor<384xf32>
    %5889 = stablehlo.divide %5883, %5888 : tensor<384xf32>
    %5890 = stablehlo.constant dense<0.9> : tensor<384x1536xf32>
    %5891 = stablehlo.multiply %5890, %m.stages.2.blocks.5.fc1.w : tensor<384x1536xf32>
    %5892 = stablehlo.constant dense<0.1> : tensor<384x1536xf32>
    %5893 = stablehlo.multiply %5892, %3374 : tensor<384x1536xf32>
    %5894 = stablehlo.add %5891, %5893 : tensor<384x1536xf32>
    %5895 = stablehlo.constant dense<0.999> : tensor<384x1536xf32>
    %5896 = stablehlo.multiply %5895, %v.stages.2.blocks.5.fc1.w : tensor<384x1536xf32>
    %5897 = stablehlo.constant dense<0.001> : tensor<384x1536xf32>
    %5898 = stablehlo.multiply %3374, %3374 : tensor<384x1536xf32>
    %5899 = stablehlo.multiply %5897, %5898 : tensor<384x1536xf32>
    %5900 = stablehlo.add %5896, %5899 : tensor<384x1536xf32>
    %5901 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %5902 = stablehlo.divide %5894, %5901 : tensor<384x1536xf32>
    %5903 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %5904 = stablehlo.divide %5900, %5903 : tensor<384x1536xf32>
    %5905 = stablehlo.sqrt %5904 : tensor<384x1536xf32>
    %5906 = stablehlo.constant dense<1.0e-08> : tensor<384x1536xf32>
    %5907 = stablehlo.add %5905, %5906 : tensor<384x1536xf32>
    %5908 = stablehlo.divide %5902, %5907 : tensor<384x1536xf32>
    %5909 = stablehlo.constant dense<0.9> : tensor<1536xf32>
    %5910 = stablehlo.multiply %5909, %m.stages.2.blocks.5.fc1.b : tensor<1536xf32>
    %5911 = stablehlo.constant dense<0.1> : tensor<1536xf32>
    %5912 = stablehlo.multiply %5911, %3379 : tensor<1536xf32>
    %5913 = stablehlo.add %5910, %5912 : tensor<1536xf32>
    %5914 = stablehlo.constant dense<0.999> : tensor<1536xf32>
    %5915 = stablehlo.multiply %5914, %v.stages.2.blocks.5.fc1.b : tensor<1536xf32>
    %5916 = stablehlo.constant dense<0.001> : tensor<1536xf32>
    %5917 = stablehlo.multiply %3379, %3379 : tensor<1536xf32>
    %5918 = stablehlo.multiply %5916, %5917 : tensor<1536xf32>
    %5919 = stablehlo.add %5915, %5918 : tensor<1536xf32>
    %5920 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %5921 = stablehlo.divide %5913, %5920 : tensor<1536xf32>
    %5922 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %5923 = stablehlo.divide %5919, %5922 : tensor<1536xf32>
    %5924 = stablehlo.sqrt %5923 : tensor<1536xf32>
    %5925 = stablehlo.constant dense<1.0e-08> : tensor<1536xf32>
    %5926 = stablehlo.add %5924, %5925 : tensor<1536xf32>
    %5927 = stablehlo.divide %5921, %5926 : tensor<1536xf32>
    %5928 = stablehlo.constant dense<0.9> : tensor<1536x384xf32>
    %5929 = stablehlo.multiply %5928, %m.stages.2.blocks.5.fc2.w : tensor<1536x384xf32>
    %5930 = stablehlo.constant dense<0.1> : tensor<1536x384xf32>
    %5931 = stablehlo.multiply %5930, %3384 : tensor<1536x384xf32>
    %5932 = stablehlo.add %5929, %5931 : tensor<1536x384xf32>
    %5933 = stablehlo.constant dense<0.999> : tensor<1536x384xf32>
    %5934 = stablehlo.multiply %5933, %v.stages.2.blocks.5.fc2.w : tensor<1536x384xf32>
    %5935 = stablehlo.constant dense<0.001> : tensor<1536x384xf32>
    %5936 = stablehlo.multiply %3384, %3384 : tensor<1536x384xf32>
    %5937 = stablehlo.multiply %5935, %5936 : tensor<1536x384xf32>
    %5938 = stablehlo.add %5934, %5937 : tensor<1536x384xf32>
    %5939 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %5940 = stablehlo.divide %5932, %5939 : tensor<1536x384xf32>
    %5941 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %5942 = stablehlo.divide %5938, %5941 : tensor<1536x384xf32>
    %5943 = stablehlo.sqrt %5942 : tensor<1536x384xf32>
    %5944 = stablehlo.constant dense<1.0e-08> : tensor<1536x384xf32>
    %5945 = stablehlo.add %5943, %5944 : tensor<1536x384xf32>
    %5946 = stablehlo.divide %5940, %5945 : tensor<1536x384xf32>
    %5947 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5948 = stablehlo.multiply %5947, %m.stages.2.blocks.5.fc2.b : tensor<384xf32>
    %5949 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5950 = stablehlo.multiply %5949, %3389 : tensor<384xf32>
    %5951 = stablehlo.add %5948, %5950 : tensor<384xf32>
    %5952 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5953 = stablehlo.multiply %5952, %v.stages.2.blocks.5.fc2.b : tensor<384xf32>
    %5954 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5955 = stablehlo.multiply %3389, %3389 : tensor<384xf32>
    %5956 = stablehlo.multiply %5954, %5955 : tensor<384xf32>
    %5957 = stablehlo.add %5953, %5956 : tensor<384xf32>
    %5958 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5959 = stablehlo.divide %5951, %5958 : tensor<384xf32>
    %5960 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5961 = stablehlo.divide %5957, %5960 : tensor<384xf32>
    %5962 = stablehlo.sqrt %5961 : tensor<384xf32>
    %5963 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5964 = stablehlo.add %5962, %5963 : tensor<384xf32>
    %5965 = stablehlo.divide %5959, %5964 : tensor<384xf32>
    %5966 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %5967 = stablehlo.multiply %5966, %m.stages.2.blocks.5.gamma : tensor<384xf32>
    %5968 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %5969 = stablehlo.multiply %5968, %3394 : tensor<384xf32>
    %5970 = stablehlo.add %5967, %5969 : tensor<384xf32>
    %5971 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %5972 = stablehlo.multiply %5971, %v.stages.2.blocks.5.gamma : tensor<384xf32>
    %5973 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %5974 = stablehlo.multiply %3394, %3394 : tensor<384xf32>
    %5975 = stablehlo.multiply %5973, %5974 : tensor<384xf32>
    %5976 = stablehlo.add %5972, %5975 : tensor<384xf32>
    %5977 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5978 = stablehlo.divide %5970, %5977 : tensor<384xf32>
    %5979 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %5980 = stablehlo.divide %5976, %5979 : tensor<384xf32>
    %5981 = stablehlo.sqrt %5980 : tensor<384xf32>
    %5982 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %5983 = stablehlo.add %5981, %5982 : tensor<384xf32>
    %5984 = stablehlo.divide %5978, %5983 : tensor<384xf32>
    %5985 = stablehlo.constant dense<0.9> : tensor<7x7x1x384xf32>
    %5986 = stablehlo.multiply %5985, %m.stages.2.blocks.6.dwconv.w : tensor<7x7x1x384xf32>
    %5987 = stablehlo.constant dense<0.1> : tensor<7x7x1x384xf32>
    %5988 = stablehlo.multiply %5987, %3399 : tensor<7x7x1x384xf32>
    %5989 = stablehlo.add %5986, %5988 : tensor<7x7x1x384xf32>
    %5990 = stablehlo.constant dense<0.999> : tensor<7x7x1x384xf32>
    %5991 = stablehlo.multiply %5990, %v.stages.2.blocks.6.dwconv.w : tensor<7x7x1x384xf32>
    %5992 = stablehlo.constant dense<0.001> : tensor<7x7x1x384xf32>
    %5993 = stablehlo.multiply %3399, %3399 : tensor<7x7x1x384xf32>
    %5994 = stablehlo.multiply %5992, %5993 : tensor<7x7x1x384xf32>
    %5995 = stablehlo.add %5991, %5994 : tensor<7x7x1x384xf32>
    %5996 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %5997 = stablehlo.divide %5989, %5996 : tensor<7x7x1x384xf32>
    %5998 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %5999 = stablehlo.divide %5995, %5998 : tensor<7x7x1x384xf32>
    %6000 = stablehlo.sqrt %5999 : tensor<7x7x1x384xf32>
    %6001 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x384xf32>
    %6002 = stablehlo.add %6000, %6001 : tensor<7x7x1x384xf32>
    %6003 = stablehlo.divide %5997, %6002 : tensor<7x7x1x384xf32>
    %6004 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6005 = stablehlo.multiply %6004, %m.stages.2.blocks.6.dwconv.b : tensor<384xf32>
    %6006 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6007 = stablehlo.multiply %6006, %3404 : tensor<384xf32>
    %6008 = stablehlo.add %6005, %6007 : tensor<384xf32>
    %6009 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6010 = stablehlo.multiply %6009, %v.stages.2.blocks.6.dwconv.b : tensor<384xf32>
    %6011 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6012 = stablehlo.multiply %3404, %3404 : tensor<384xf32>
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
    %6024 = stablehlo.multiply %6023, %m.stages.2.blocks.6.norm.g : tensor<384xf32>
    %6025 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6026 = stablehlo.multiply %6025, %3409 : tensor<384xf32>
    %6027 = stablehlo.add %6024, %6026 : tensor<384xf32>
    %6028 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6029 = stablehlo.multiply %6028, %v.stages.2.blocks.6.norm.g : tensor<384xf32>
    %6030 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6031 = stablehlo.multiply %3409, %3409 : tensor<384xf32>
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
    %6043 = stablehlo.multiply %6042, %m.stages.2.blocks.6.norm.b : tensor<384xf32>
    %6044 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6045 = stablehlo.multiply %6044, %3414 : tensor<384xf32>
    %6046 = stablehlo.add %6043, %6045 : tensor<384xf32>
    %6047 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6048 = stablehlo.multiply %6047, %v.stages.2.blocks.6.norm.b : tensor<384xf32>
    %6049 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6050 = stablehlo.multiply %3414, %3414 : tensor<384xf32>
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
    %6062 = stablehlo.multiply %6061, %m.stages.2.blocks.6.fc1.w : tensor<384x1536xf32>
    %6063 = stablehlo.constant dense<0.1> : tensor<384x1536xf32>
    %6064 = stablehlo.multiply %6063, %3419 : tensor<384x1536xf32>
    %6065 = stablehlo.add %6062, %6064 : tensor<384x1536xf32>
    %6066 = stablehlo.constant dense<0.999> : tensor<384x1536xf32>
    %6067 = stablehlo.multiply %6066, %v.stages.2.blocks.6.fc1.w : tensor<384x1536xf32>
    %6068 = stablehlo.constant dense<0.001> : tensor<384x1536xf32>
    %6069 = stablehlo.multiply %3419, %3419 : tensor<384x1536xf32>
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
    %6081 = stablehlo.multiply %6080, %m.stages.2.blocks.6.fc1.b : tensor<1536xf32>
    %6082 = stablehlo.constant dense<0.1> : tensor<1536xf32>
    %6083 = stablehlo.multiply %6082, %3424 : tensor<1536xf32>
    %6084 = stablehlo.add %6081, %6083 : tensor<1536xf32>
    %6085 = stablehlo.constant dense<0.999> : tensor<1536xf32>
    %6086 = stablehlo.multiply %6085, %v.stages.2.blocks.6.fc1.b : tensor<1536xf32>
    %6087 = stablehlo.constant dense<0.001> : tensor<1536xf32>
    %6088 = stablehlo.multiply %3424, %3424 : tensor<1536xf32>
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
    %6100 = stablehlo.multiply %6099, %m.stages.2.blocks.6.fc2.w : tensor<1536x384xf32>
    %6101 = stablehlo.constant dense<0.1> : tensor<1536x384xf32>
    %6102 = stablehlo.multiply %6101, %3429 : tensor<1536x384xf32>
    %6103 = stablehlo.add %6100, %6102 : tensor<1536x384xf32>
    %6104 = stablehlo.constant dense<0.999> : tensor<1536x384xf32>
    %6105 = stablehlo.multiply %6104, %v.stages.2.blocks.6.fc2.w : tensor<1536x384xf32>
    %6106 = stablehlo.constant dense<0.001> : tensor<1536x384xf32>
    %6107 = stablehlo.multiply %3429, %3429 : tensor<1536x384xf32>
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
    %6119 = stablehlo.multiply %6118, %m.stages.2.blocks.6.fc2.b : tensor<384xf32>
    %6120 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6121 = stablehlo.multiply %6120, %3434 : tensor<384xf32>
    %6122 = stablehlo.add %6119, %6121 : tensor<384xf32>
    %6123 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6124 = stablehlo.multiply %6123, %v.stages.2.blocks.6.fc2.b : tensor<384xf32>
    %6125 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6126 = stablehlo.multiply %3434, %3434 : tensor<384xf32>
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
    %6138 = stablehlo.multiply %6137, %m.stages.2.blocks.6.gamma : tensor<384xf32>
    %6139 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6140 = stablehlo.multiply %6139, %3439 : tensor<384xf32>
    %6141 = stablehlo.add %6138, %6140 : tensor<384xf32>
    %6142 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6143 = stablehlo.multiply %6142, %v.stages.2.blocks.6.gamma : tensor<384xf32>
    %6144 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6145 = stablehlo.multiply %3439, %3439 : tensor<384xf32>
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
    %6156 = stablehlo.constant dense<0.9> : tensor<7x7x1x384xf32>
    %6157 = stablehlo.multiply %6156, %m.stages.2.blocks.7.dwconv.w : tensor<7x7x1x384xf32>
    %6158 = stablehlo.constant dense<0.1> : tensor<7x7x1x384xf32>
    %6159 = stablehlo.multiply %6158, %3444 : tensor<7x7x1x384xf32>
    %6160 = stablehlo.add %6157, %6159 : tensor<7x7x1x384xf32>
    %6161 = stablehlo.constant dense<0.999> : tensor<7x7x1x384xf32>
    %6162 = stablehlo.multiply %6161, %v.stages.2.blocks.7.dwconv.w : tensor<7x7x1x384xf32>
    %6163 = stablehlo.constant dense<0.001> : tensor<7x7x1x384xf32>
    %6164 = stablehlo.multiply %3444, %3444 : tensor<7x7x1x384xf32>
    %6165 = stablehlo.multiply %6163, %6164 : tensor<7x7x1x384xf32>
    %6166 = stablehlo.add %6162, %6165 : tensor<7x7x1x384xf32>
    %6167 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %6168 = stablehlo.divide %6160, %6167 : tensor<7x7x1x384xf32>
    %6169 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %6170 = stablehlo.divide %6166, %6169 : tensor<7x7x1x384xf32>
    %6171 = stablehlo.sqrt %6170 : tensor<7x7x1x384xf32>
    %6172 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x384xf32>
    %6173 = stablehlo.add %6171, %6172 : tensor<7x7x1x384xf32>
    %6174 = stablehlo.divide %6168, %6173 : tensor<7x7x1x384xf32>
    %6175 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6176 = stablehlo.multiply %6175, %m.stages.2.blocks.7.dwconv.b : tensor<384xf32>
    %6177 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6178 = stablehlo.multiply %6177, %3449 : tensor<384xf32>
    %6179 = stablehlo.add %6176, %6178 : tensor<384xf32>
    %6180 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6181 = stablehlo.multiply %6180, %v.stages.2.blocks.7.dwconv.b : tensor<384xf32>
    %6182 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6183 = stablehlo.multiply %3449, %3449 : tensor<384xf32>
    %6184 = stablehlo.multiply %6182, %6183 : tensor<384xf32>
    %6185 = stablehlo.add %6181, %6184 : tensor<384xf32>
    %6186 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6187 = stablehlo.divide %6179, %6186 : tensor<384xf32>
    %6188 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6189 = stablehlo.divide %6185, %6188 : tensor<384xf32>
    %6190 = stablehlo.sqrt %6189 : tensor<384xf32>
    %6191 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6192 = stablehlo.add %6190, %6191 : tensor<384xf32>
    %6193 = stablehlo.divide %6187, %6192 : tensor<384xf32>
    %6194 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6195 = stablehlo.multiply %6194, %m.stages.2.blocks.7.norm.g : tensor<384xf32>
    %6196 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6197 = stablehlo.multiply %6196, %3454 : tensor<384xf32>
    %6198 = stablehlo.add %6195, %6197 : tensor<384xf32>
    %6199 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6200 = stablehlo.multiply %6199, %v.stages.2.blocks.7.norm.g : tensor<384xf32>
    %6201 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6202 = stablehlo.multiply %3454, %3454 : tensor<384xf32>
    %6203 = stablehlo.multiply %6201, %6202 : tensor<384xf32>
    %6204 = stablehlo.add %6200, %6203 : tensor<384xf32>
    %6205 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6206 = stablehlo.divide %6198, %6205 : tensor<384xf32>
    %6207 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6208 = stablehlo.divide %6204, %6207 : tensor<384xf32>
    %6209 = stablehlo.sqrt %6208 : tensor<384xf32>
    %6210 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6211 = stablehlo.add %6209, %6210 : tensor<384xf32>
    %6212 = stablehlo.divide %6206, %6211 : tensor<384xf32>
    %6213 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6214 = stablehlo.multiply %6213, %m.stages.2.blocks.7.norm.b : tensor<384xf32>
    %6215 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6216 = stablehlo.multiply %6215, %3459 : tensor<384xf32>
    %6217 = stablehlo.add %6214, %6216 : tensor<384xf32>
    %6218 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6219 = stablehlo.multiply %6218, %v.stages.2.blocks.7.norm.b : tensor<384xf32>
    %6220 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6221 = stablehlo.multiply %3459, %3459 : tensor<384xf32>
    %6222 = stablehlo.multiply %6220, %6221 : tensor<384xf32>
    %6223 = stablehlo.add %6219, %6222 : tensor<384xf32>
    %6224 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6225 = stablehlo.divide %6217, %6224 : tensor<384xf32>
    %6226 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6227 = stablehlo.divide %6223, %6226 : tensor<384xf32>
    %6228 = stablehlo.sqrt %6227 : tensor<384xf32>
    %6229 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6230 = stablehlo.add %6228, %6229 : tensor<384xf32>
    %6231 = stablehlo.divide %6225, %6230 : tensor<384xf32>
    %6232 = stablehlo.constant dense<0.9> : tensor<384x1536xf32>
    %6233 = stablehlo.multiply %6232, %m.stages.2.blocks.7.fc1.w : tensor<384x1536xf32>
    %6234 = stablehlo.constant dense<0.1> : tensor<384x1536xf32>
    %6235 = stablehlo.multiply %6234, %3464 : tensor<384x1536xf32>
    %6236 = stablehlo.add %6233, %6235 : tensor<384x1536xf32>
    %6237 = stablehlo.constant dense<0.999> : tensor<384x1536xf32>
    %6238 = stablehlo.multiply %6237, %v.stages.2.blocks.7.fc1.w : tensor<384x1536xf32>
    %6239 = stablehlo.constant dense<0.001> : tensor<384x1536xf32>
    %6240 = stablehlo.multiply %3464, %3464 : tensor<384x1536xf32>
    %6241 = stablehlo.multiply %6239, %6240 : tensor<384x1536xf32>
    %6242 = stablehlo.add %6238, %6241 : tensor<384x1536xf32>
    %6243 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %6244 = stablehlo.divide %6236, %6243 : tensor<384x1536xf32>
    %6245 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %6246 = stablehlo.divide %6242, %6245 : tensor<384x1536xf32>
    %6247 = stablehlo.sqrt %6246 : tensor<384x1536xf32>
    %6248 = stablehlo.constant dense<1.0e-08> : tensor<384x1536xf32>
    %6249 = stablehlo.add %6247, %6248 : tensor<384x1536xf32>
    %6250 = stablehlo.divide %6244, %6249 : tensor<384x1536xf32>
    %6251 = stablehlo.constant dense<0.9> : tensor<1536xf32>
    %6252 = stablehlo.multiply %6251, %m.stages.2.blocks.7.fc1.b : tensor<1536xf32>
    %6253 = stablehlo.constant dense<0.1> : tensor<1536xf32>
    %6254 = stablehlo.multiply %6253, %3469 : tensor<1536xf32>
    %6255 = stablehlo.add %6252, %6254 : tensor<1536xf32>
    %6256 = stablehlo.constant dense<0.999> : tensor<1536xf32>
    %6257 = stablehlo.multiply %6256, %v.stages.2.blocks.7.fc1.b : tensor<1536xf32>
    %6258 = stablehlo.constant dense<0.001> : tensor<1536xf32>
    %6259 = stablehlo.multiply %3469, %3469 : tensor<1536xf32>
    %6260 = stablehlo.multiply %6258, %6259 : tensor<1536xf32>
    %6261 = stablehlo.add %6257, %6260 : tensor<1536xf32>
    %6262 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %6263 = stablehlo.divide %6255, %6262 : tensor<1536xf32>
    %6264 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %6265 = stablehlo.divide %6261, %6264 : tensor<1536xf32>
    %6266 = stablehlo.sqrt %6265 : tensor<1536xf32>
    %6267 = stablehlo.constant dense<1.0e-08> : tensor<1536xf32>
    %6268 = stablehlo.add %6266, %6267 : tensor<1536xf32>
    %6269 = stablehlo.divide %6263, %6268 : tensor<1536xf32>
    %6270 = stablehlo.constant dense<0.9> : tensor<1536x384xf32>
    %6271 = stablehlo.multiply %6270, %m.stages.2.blocks.7.fc2.w : tensor<1536x384xf32>
    %6272 = stablehlo.constant dense<0.1> : tensor<1536x384xf32>
    %6273 = stablehlo.multiply %6272, %3474 : tensor<1536x384xf32>
    %6274 = stablehlo.add %6271, %6273 : tensor<1536x384xf32>
    %6275 = stablehlo.constant dense<0.999> : tensor<1536x384xf32>
    %6276 = stablehlo.multiply %6275, %v.stages.2.blocks.7.fc2.w : tensor<1536x384xf32>
    %6277 = stablehlo.constant dense<0.001> : tensor<1536x384xf32>
    %6278 = stablehlo.multiply %3474, %3474 : tensor<1536x384xf32>
    %6279 = stablehlo.multiply %6277, %6278 : tensor<1536x384xf32>
    %6280 = stablehlo.add %6276, %6279 : tensor<1536x384xf32>
    %6281 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %6282 = stablehlo.divide %6274, %6281 : tensor<1536x384xf32>
    %6283 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %6284 = stablehlo.divide %6280, %6283 : tensor<1536x384xf32>
    %6285 = stablehlo.sqrt %6284 : tensor<1536x384xf32>
    %6286 = stablehlo.constant dense<1.0e-08> : tensor<1536x384xf32>
    %6287 = stablehlo.add %6285, %6286 : tensor<1536x384xf32>
    %6288 = stablehlo.divide %6282, %6287 : tensor<1536x384xf32>
    %6289 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6290 = stablehlo.multiply %6289, %m.stages.2.blocks.7.fc2.b : tensor<384xf32>
    %6291 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6292 = stablehlo.multiply %6291, %3479 : tensor<384xf32>
    %6293 = stablehlo.add %6290, %6292 : tensor<384xf32>
    %6294 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6295 = stablehlo.multiply %6294, %v.stages.2.blocks.7.fc2.b : tensor<384xf32>
    %6296 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6297 = stablehlo.multiply %3479, %3479 : tensor<384xf32>
    %6298 = stablehlo.multiply %6296, %6297 : tensor<384xf32>
    %6299 = stablehlo.add %6295, %6298 : tensor<384xf32>
    %6300 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6301 = stablehlo.divide %6293, %6300 : tensor<384xf32>
    %6302 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6303 = stablehlo.divide %6299, %6302 : tensor<384xf32>
    %6304 = stablehlo.sqrt %6303 : tensor<384xf32>
    %6305 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6306 = stablehlo.add %6304, %6305 : tensor<384xf32>
    %6307 = stablehlo.divide %6301, %6306 : tensor<384xf32>
    %6308 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6309 = stablehlo.multiply %6308, %m.stages.2.blocks.7.gamma : tensor<384xf32>
    %6310 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6311 = stablehlo.multiply %6310, %3484 : tensor<384xf32>
    %6312 = stablehlo.add %6309, %6311 : tensor<384xf32>
    %6313 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6314 = stablehlo.multiply %6313, %v.stages.2.blocks.7.gamma : tensor<384xf32>
    %6315 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6316 = stablehlo.multiply %3484, %3484 : tensor<384xf32>
    %6317 = stablehlo.multiply %6315, %6316 : tensor<384xf32>
    %6318 = stablehlo.add %6314, %6317 : tensor<384xf32>
    %6319 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6320 = stablehlo.divide %6312, %6319 : tensor<384xf32>
    %6321 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6322 = stablehlo.divide %6318, %6321 : tensor<384xf32>
    %6323 = stablehlo.sqrt %6322 : tensor<384xf32>
    %6324 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6325 = stablehlo.add %6323, %6324 : tensor<384xf32>
    %6326 = stablehlo.divide %6320, %6325 : tensor<384xf32>
    %6327 = stablehlo.constant dense<0.9> : tensor<7x7x1x384xf32>
    %6328 = stablehlo.multiply %6327, %m.stages.2.blocks.8.dwconv.w : tensor<7x7x1x384xf32>
    %6329 = stablehlo.constant dense<0.1> : tensor<7x7x1x384xf32>
    %6330 = stablehlo.multiply %6329, %3489 : tensor<7x7x1x384xf32>
    %6331 = stablehlo.add %6328, %6330 : tensor<7x7x1x384xf32>
    %6332 = stablehlo.constant dense<0.999> : tensor<7x7x1x384xf32>
    %6333 = stablehlo.multiply %6332, %v.stages.2.blocks.8.dwconv.w : tensor<7x7x1x384xf32>
    %6334 = stablehlo.constant dense<0.001> : tensor<7x7x1x384xf32>
    %6335 = stablehlo.multiply %3489, %3489 : tensor<7x7x1x384xf32>
    %6336 = stablehlo.multiply %6334, %6335 : tensor<7x7x1x384xf32>
    %6337 = stablehlo.add %6333, %6336 : tensor<7x7x1x384xf32>
    %6338 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %6339 = stablehlo.divide %6331, %6338 : tensor<7x7x1x384xf32>
    %6340 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %6341 = stablehlo.divide %6337, %6340 : tensor<7x7x1x384xf32>
    %6342 = stablehlo.sqrt %6341 : tensor<7x7x1x384xf32>
    %6343 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x384xf32>
    %6344 = stablehlo.add %6342, %6343 : tensor<7x7x1x384xf32>
    %6345 = stablehlo.divide %6339, %6344 : tensor<7x7x1x384xf32>
    %6346 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6347 = stablehlo.multiply %6346, %m.stages.2.blocks.8.dwconv.b : tensor<384xf32>
    %6348 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6349 = stablehlo.multiply %6348, %3494 : tensor<384xf32>
    %6350 = stablehlo.add %6347, %6349 : tensor<384xf32>
    %6351 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6352 = stablehlo.multiply %6351, %v.stages.2.blocks.8.dwconv.b : tensor<384xf32>
    %6353 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6354 = stablehlo.multiply %3494, %3494 : tensor<384xf32>
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
    %6366 = stablehlo.multiply %6365, %m.stages.2.blocks.8.norm.g : tensor<384xf32>
    %6367 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6368 = stablehlo.multiply %6367, %3499 : tensor<384xf32>
    %6369 = stablehlo.add %6366, %6368 : tensor<384xf32>
    %6370 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6371 = stablehlo.multiply %6370, %v.stages.2.blocks.8.norm.g : tensor<384xf32>
    %6372 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6373 = stablehlo.multiply %3499, %3499 : tensor<384xf32>
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
    %6385 = stablehlo.multiply %6384, %m.stages.2.blocks.8.norm.b : tensor<384xf32>
    %6386 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6387 = stablehlo.multiply %6386, %3504 : tensor<384xf32>
    %6388 = stablehlo.add %6385, %6387 : tensor<384xf32>
    %6389 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6390 = stablehlo.multiply %6389, %v.stages.2.blocks.8.norm.b : tensor<384xf32>
    %6391 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6392 = stablehlo.multiply %3504, %3504 : tensor<384xf32>
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
    %6403 = stablehlo.constant dense<0.9> : tensor<384x1536xf32>
    %6404 = stablehlo.multiply %6403, %m.stages.2.blocks.8.fc1.w : tensor<384x1536xf32>
    %6405 = stablehlo.constant dense<0.1> : tensor<384x1536xf32>
    %6406 = stablehlo.multiply %6405, %3509 : tensor<384x1536xf32>
    %6407 = stablehlo.add %6404, %6406 : tensor<384x1536xf32>
    %6408 = stablehlo.constant dense<0.999> : tensor<384x1536xf32>
    %6409 = stablehlo.multiply %6408, %v.stages.2.blocks.8.fc1.w : tensor<384x1536xf32>
    %6410 = stablehlo.constant dense<0.001> : tensor<384x1536xf32>
    %6411 = stablehlo.multiply %3509, %3509 : tensor<384x1536xf32>
    %6412 = stablehlo.multiply %6410, %6411 : tensor<384x1536xf32>
    %6413 = stablehlo.add %6409, %6412 : tensor<384x1536xf32>
    %6414 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %6415 = stablehlo.divide %6407, %6414 : tensor<384x1536xf32>
    %6416 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %6417 = stablehlo.divide %6413, %6416 : tensor<384x1536xf32>
    %6418 = stablehlo.sqrt %6417 : tensor<384x1536xf32>
    %6419 = stablehlo.constant dense<1.0e-08> : tensor<384x1536xf32>
    %6420 = stablehlo.add %6418, %6419 : tensor<384x1536xf32>
    %6421 = stablehlo.divide %6415, %6420 : tensor<384x1536xf32>
    %6422 = stablehlo.constant dense<0.9> : tensor<1536xf32>
    %6423 = stablehlo.multiply %6422, %m.stages.2.blocks.8.fc1.b : tensor<1536xf32>
    %6424 = stablehlo.constant dense<0.1> : tensor<1536xf32>
    %6425 = stablehlo.multiply %6424, %3514 : tensor<1536xf32>
    %6426 = stablehlo.add %6423, %6425 : tensor<1536xf32>
    %6427 = stablehlo.constant dense<0.999> : tensor<1536xf32>
    %6428 = stablehlo.multiply %6427, %v.stages.2.blocks.8.fc1.b : tensor<1536xf32>
    %6429 = stablehlo.constant dense<0.001> : tensor<1536xf32>
    %6430 = stablehlo.multiply %3514, %3514 : tensor<1536xf32>
    %6431 = stablehlo.multiply %6429, %6430 : tensor<1536xf32>
    %6432 = stablehlo.add %6428, %6431 : tensor<1536xf32>
    %6433 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %6434 = stablehlo.divide %6426, %6433 : tensor<1536xf32>
    %6435 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %6436 = stablehlo.divide %6432, %6435 : tensor<1536xf32>
    %6437 = stablehlo.sqrt %6436 : tensor<1536xf32>
    %6438 = stablehlo.constant dense<1.0e-08> : tensor<1536xf32>
    %6439 = stablehlo.add %6437, %6438 : tensor<1536xf32>
    %6440 = stablehlo.divide %6434, %6439 : tensor<1536xf32>
    %6441 = stablehlo.constant dense<0.9> : tensor<1536x384xf32>
    %6442 = stablehlo.multiply %6441, %m.stages.2.blocks.8.fc2.w : tensor<1536x384xf32>
    %6443 = stablehlo.constant dense<0.1> : tensor<1536x384xf32>
    %6444 = stablehlo.multiply %6443, %3519 : tensor<1536x384xf32>
    %6445 = stablehlo.add %6442, %6444 : tensor<1536x384xf32>
    %6446 = stablehlo.constant dense<0.999> : tensor<1536x384xf32>
    %6447 = stablehlo.multiply %6446, %v.stages.2.blocks.8.fc2.w : tensor<1536x384xf32>
    %6448 = stablehlo.constant dense<0.001> : tensor<1536x384xf32>
    %6449 = stablehlo.multiply %3519, %3519 : tensor<1536x384xf32>
    %6450 = stablehlo.multiply %6448, %6449 : tensor<1536x384xf32>
    %6451 = stablehlo.add %6447, %6450 : tensor<1536x384xf32>
    %6452 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %6453 = stablehlo.divide %6445, %6452 : tensor<1536x384xf32>
    %6454 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %6455 = stablehlo.divide %6451, %6454 : tensor<1536x384xf32>
    %6456 = stablehlo.sqrt %6455 : tensor<1536x384xf32>
    %6457 = stablehlo.constant dense<1.0e-08> : tensor<1536x384xf32>
    %6458 = stablehlo.add %6456, %6457 : tensor<1536x384xf32>
    %6459 = stablehlo.divide %6453, %6458 : tensor<1536x384xf32>
    %6460 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6461 = stablehlo.multiply %6460, %m.stages.2.blocks.8.fc2.b : tensor<384xf32>
    %6462 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6463 = stablehlo.multiply %6462, %3524 : tensor<384xf32>
    %6464 = stablehlo.add %6461, %6463 : tensor<384xf32>
    %6465 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6466 = stablehlo.multiply %6465, %v.stages.2.blocks.8.fc2.b : tensor<384xf32>
    %6467 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6468 = stablehlo.multiply %3524, %3524 : tensor<384xf32>
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
    %6480 = stablehlo.multiply %6479, %m.stages.2.blocks.8.gamma : tensor<384xf32>
    %6481 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6482 = stablehlo.multiply %6481, %3529 : tensor<384xf32>
    %6483 = stablehlo.add %6480, %6482 : tensor<384xf32>
    %6484 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6485 = stablehlo.multiply %6484, %v.stages.2.blocks.8.gamma : tensor<384xf32>
    %6486 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6487 = stablehlo.multiply %3529, %3529 : tensor<384xf32>
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
    %6499 = stablehlo.multiply %6498, %m.stages.3.down.norm.g : tensor<384xf32>
    %6500 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6501 = stablehlo.multiply %6500, %3534 : tensor<384xf32>
    %6502 = stablehlo.add %6499, %6501 : tensor<384xf32>
    %6503 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6504 = stablehlo.multiply %6503, %v.stages.3.down.norm.g : tensor<384xf32>
    %6505 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6506 = stablehlo.multiply %3534, %3534 : tensor<384xf32>
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
    %6517 = stablehlo.constant dense<0.9> : tensor<384xf32>
    %6518 = stablehlo.multiply %6517, %m.stages.3.down.norm.b : tensor<384xf32>
    %6519 = stablehlo.constant dense<0.1> : tensor<384xf32>
    %6520 = stablehlo.multiply %6519, %3539 : tensor<384xf32>
    %6521 = stablehlo.add %6518, %6520 : tensor<384xf32>
    %6522 = stablehlo.constant dense<0.999> : tensor<384xf32>
    %6523 = stablehlo.multiply %6522, %v.stages.3.down.norm.b : tensor<384xf32>
    %6524 = stablehlo.constant dense<0.001> : tensor<384xf32>
    %6525 = stablehlo.multiply %3539, %3539 : tensor<384xf32>
    %6526 = stablehlo.multiply %6524, %6525 : tensor<384xf32>
    %6527 = stablehlo.add %6523, %6526 : tensor<384xf32>
    %6528 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6529 = stablehlo.divide %6521, %6528 : tensor<384xf32>
    %6530 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %6531 = stablehlo.divide %6527, %6530 : tensor<384xf32>
    %6532 = stablehlo.sqrt %6531 : tensor<384xf32>
    %6533 = stablehlo.constant dense<1.0e-08> : tensor<384xf32>
    %6534 = stablehlo.add %6532, %6533 : tensor<384xf32>
    %6535 = stablehlo.divide %6529, %6534 : tensor<384xf32>
    %6536 = stablehlo.constant dense<0.9> : tensor<2x2x384x768xf32>
    %6537 = stablehlo.multiply %6536, %m.stages.3.down.conv.w : tensor<2x2x384x768xf32>
    %6538 = stablehlo.constant dense<0.1> : tensor<2x2x384x768xf32>
    %6539 = stablehlo.multiply %6538, %3544 : tensor<2x2x384x768xf32>
    %6540 = stablehlo.add %6537, %6539 : tensor<2x2x384x768xf32>
    %6541 = stablehlo.constant dense<0.999> : tensor<2x2x384x768xf32>
    %6542 = stablehlo.multiply %6541, %v.stages.3.down.conv.w : tensor<2x2x384x768xf32>
    %6543 = stablehlo.constant dense<0.001> : tensor<2x2x384x768xf32>
    %6544 = stablehlo.multiply %3544, %3544 : tensor<2x2x384x768xf32>
    %6545 = stablehlo.multiply %6543, %6544 : tensor<2x2x384x768xf32>
    %6546 = stablehlo.add %6542, %6545 : tensor<2x2x384x768xf32>
    %6547 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x384x768xf32>
    %6548 = stablehlo.divide %6540, %6547 : tensor<2x2x384x768xf32>
    %6549 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x384x768xf32>
    %6550 = stablehlo.divide %6546, %6549 : tensor<2x2x384x768xf32>
    %6551 = stablehlo.sqrt %6550 : tensor<2x2x384x768xf32>
    %6552 = stablehlo.constant dense<1.0e-08> : tensor<2x2x384x768xf32>
    %6553 = stablehlo.add %6551, %6552 : tensor<2x2x384x768xf32>
    %6554 = stablehlo.divide %6548, %6553 : tensor<2x2x384x768xf32>
    %6555 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %6556 = stablehlo.multiply %6555, %m.stages.3.down.conv.b : tensor<768xf32>
    %6557 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %6558 = stablehlo.multiply %6557, %3549 : tensor<768xf32>
    %6559 = stablehlo.add %6556, %6558 : tensor<768xf32>
    %6560 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %6561 = stablehlo.multiply %6560, %v.stages.3.down.conv.b : tensor<768xf32>
    %6562 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %6563 = stablehlo.multiply %3549, %3549 : tensor<768xf32>
    %6564 = stablehlo.multiply %6562, %6563 : tensor<768xf32>
    %6565 = stablehlo.add %6561, %6564 : tensor<768xf32>
    %6566 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6567 = stablehlo.divide %6559, %6566 : tensor<768xf32>
    %6568 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6569 = stablehlo.divide %6565, %6568 : tensor<768xf32>
    %6570 = stablehlo.sqrt %6569 : tensor<768xf32>
    %6571 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %6572 = stablehlo.add %6570, %6571 : tensor<768xf32>
    %6573 = stablehlo.divide %6567, %6572 : tensor<768xf32>
    %6574 = stablehlo.constant dense<0.9> : tensor<7x7x1x768xf32>
    %6575 = stablehlo.multiply %6574, %m.stages.3.blocks.0.dwconv.w : tensor<7x7x1x768xf32>
    %6576 = stablehlo.constant dense<0.1> : tensor<7x7x1x768xf32>
    %6577 = stablehlo.multiply %6576, %3554 : tensor<7x7x1x768xf32>
    %6578 = stablehlo.add %6575, %6577 : tensor<7x7x1x768xf32>
    %6579 = stablehlo.constant dense<0.999> : tensor<7x7x1x768xf32>
    %6580 = stablehlo.multiply %6579, %v.stages.3.blocks.0.dwconv.w : tensor<7x7x1x768xf32>
    %6581 = stablehlo.constant dense<0.001> : tensor<7x7x1x768xf32>
    %6582 = stablehlo.multiply %3554, %3554 : tensor<7x7x1x768xf32>
    %6583 = stablehlo.multiply %6581, %6582 : tensor<7x7x1x768xf32>
    %6584 = stablehlo.add %6580, %6583 : tensor<7x7x1x768xf32>
    %6585 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x768xf32>
    %6586 = stablehlo.divide %6578, %6585 : tensor<7x7x1x768xf32>
    %6587 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x768xf32>
    %6588 = stablehlo.divide %6584, %6587 : tensor<7x7x1x768xf32>
    %6589 = stablehlo.sqrt %6588 : tensor<7x7x1x768xf32>
    %6590 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x768xf32>
    %6591 = stablehlo.add %6589, %6590 : tensor<7x7x1x768xf32>
    %6592 = stablehlo.divide %6586, %6591 : tensor<7x7x1x768xf32>
    %6593 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %6594 = stablehlo.multiply %6593, %m.stages.3.blocks.0.dwconv.b : tensor<768xf32>
    %6595 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %6596 = stablehlo.multiply %6595, %3559 : tensor<768xf32>
    %6597 = stablehlo.add %6594, %6596 : tensor<768xf32>
    %6598 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %6599 = stablehlo.multiply %6598, %v.stages.3.blocks.0.dwconv.b : tensor<768xf32>
    %6600 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %6601 = stablehlo.multiply %3559, %3559 : tensor<768xf32>
    %6602 = stablehlo.multiply %6600, %6601 : tensor<768xf32>
    %6603 = stablehlo.add %6599, %6602 : tensor<768xf32>
    %6604 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6605 = stablehlo.divide %6597, %6604 : tensor<768xf32>
    %6606 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6607 = stablehlo.divide %6603, %6606 : tensor<768xf32>
    %6608 = stablehlo.sqrt %6607 : tensor<768xf32>
    %6609 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %6610 = stablehlo.add %6608, %6609 : tensor<768xf32>
    %6611 = stablehlo.divide %6605, %6610 : tensor<768xf32>
    %6612 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %6613 = stablehlo.multiply %6612, %m.stages.3.blocks.0.norm.g : tensor<768xf32>
    %6614 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %6615 = stablehlo.multiply %6614, %3564 : tensor<768xf32>
    %6616 = stablehlo.add %6613, %6615 : tensor<768xf32>
    %6617 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %6618 = stablehlo.multiply %6617, %v.stages.3.blocks.0.norm.g : tensor<768xf32>
    %6619 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %6620 = stablehlo.multiply %3564, %3564 : tensor<768xf32>
    %6621 = stablehlo.multiply %6619, %6620 : tensor<768xf32>
    %6622 = stablehlo.add %6618, %6621 : tensor<768xf32>
    %6623 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6624 = stablehlo.divide %6616, %6623 : tensor<768xf32>
    %6625 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6626 = stablehlo.divide %6622, %6625 : tensor<768xf32>
    %6627 = stablehlo.sqrt %6626 : tensor<768xf32>
    %6628 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %6629 = stablehlo.add %6627, %6628 : tensor<768xf32>
    %6630 = stablehlo.divide %6624, %6629 : tensor<768xf32>
    %6631 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %6632 = stablehlo.multiply %6631, %m.stages.3.blocks.0.norm.b : tensor<768xf32>
    %6633 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %6634 = stablehlo.multiply %6633, %3569 : tensor<768xf32>
    %6635 = stablehlo.add %6632, %6634 : tensor<768xf32>
    %6636 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %6637 = stablehlo.multiply %6636, %v.stages.3.blocks.0.norm.b : tensor<768xf32>
    %6638 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %6639 = stablehlo.multiply %3569, %3569 : tensor<768xf32>
    %6640 = stablehlo.multiply %6638, %6639 : tensor<768xf32>
    %6641 = stablehlo.add %6637, %6640 : tensor<768xf32>
    %6642 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6643 = stablehlo.divide %6635, %6642 : tensor<768xf32>
    %6644 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6645 = stablehlo.divide %6641, %6644 : tensor<768xf32>
    %6646 = stablehlo.sqrt %6645 : tensor<768xf32>
    %6647 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %6648 = stablehlo.add %6646, %6647 : tensor<768xf32>
    %6649 = stablehlo.divide %6643, %6648 : tensor<768xf32>
    %6650 = stablehlo.constant dense<0.9> : tensor<768x3072xf32>
    %6651 = stablehlo.multiply %6650, %m.stages.3.blocks.0.fc1.w : tensor<768x3072xf32>
    %6652 = stablehlo.constant dense<0.1> : tensor<768x3072xf32>
    %6653 = stablehlo.multiply %6652, %3574 : tensor<768x3072xf32>
    %6654 = stablehlo.add %6651, %6653 : tensor<768x3072xf32>
    %6655 = stablehlo.constant dense<0.999> : tensor<768x3072xf32>
    %6656 = stablehlo.multiply %6655, %v.stages.3.blocks.0.fc1.w : tensor<768x3072xf32>
    %6657 = stablehlo.constant dense<0.001> : tensor<768x3072xf32>
    %6658 = stablehlo.multiply %3574, %3574 : tensor<768x3072xf32>
    %6659 = stablehlo.multiply %6657, %6658 : tensor<768x3072xf32>
    %6660 = stablehlo.add %6656, %6659 : tensor<768x3072xf32>
    %6661 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x3072xf32>
    %6662 = stablehlo.divide %6654, %6661 : tensor<768x3072xf32>
    %6663 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x3072xf32>
    %6664 = stablehlo.divide %6660, %6663 : tensor<768x3072xf32>
    %6665 = stablehlo.sqrt %6664 : tensor<768x3072xf32>
    %6666 = stablehlo.constant dense<1.0e-08> : tensor<768x3072xf32>
    %6667 = stablehlo.add %6665, %6666 : tensor<768x3072xf32>
    %6668 = stablehlo.divide %6662, %6667 : tensor<768x3072xf32>
    %6669 = stablehlo.constant dense<0.9> : tensor<3072xf32>
    %6670 = stablehlo.multiply %6669, %m.stages.3.blocks.0.fc1.b : tensor<3072xf32>
    %6671 = stablehlo.constant dense<0.1> : tensor<3072xf32>
    %6672 = stablehlo.multiply %6671, %3579 : tensor<3072xf32>
    %6673 = stablehlo.add %6670, %6672 : tensor<3072xf32>
    %6674 = stablehlo.constant dense<0.999> : tensor<3072xf32>
    %6675 = stablehlo.multiply %6674, %v.stages.3.blocks.0.fc1.b : tensor<3072xf32>
    %6676 = stablehlo.constant dense<0.001> : tensor<3072xf32>
    %6677 = stablehlo.multiply %3579, %3579 : tensor<3072xf32>
    %6678 = stablehlo.multiply %6676, %6677 : tensor<3072xf32>
    %6679 = stablehlo.add %6675, %6678 : tensor<3072xf32>
    %6680 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072xf32>
    %6681 = stablehlo.divide %6673, %6680 : tensor<3072xf32>
    %6682 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072xf32>
    %6683 = stablehlo.divide %6679, %6682 : tensor<3072xf32>
    %6684 = stablehlo.sqrt %6683 : tensor<3072xf32>
    %6685 = stablehlo.constant dense<1.0e-08> : tensor<3072xf32>
    %6686 = stablehlo.add %6684, %6685 : tensor<3072xf32>
    %6687 = stablehlo.divide %6681, %6686 : tensor<3072xf32>
    %6688 = stablehlo.constant dense<0.9> : tensor<3072x768xf32>
    %6689 = stablehlo.multiply %6688, %m.stages.3.blocks.0.fc2.w : tensor<3072x768xf32>
    %6690 = stablehlo.constant dense<0.1> : tensor<3072x768xf32>
    %6691 = stablehlo.multiply %6690, %3584 : tensor<3072x768xf32>
    %6692 = stablehlo.add %6689, %6691 : tensor<3072x768xf32>
    %6693 = stablehlo.constant dense<0.999> : tensor<3072x768xf32>
    %6694 = stablehlo.multiply %6693, %v.stages.3.blocks.0.fc2.w : tensor<3072x768xf32>
    %6695 = stablehlo.constant dense<0.001> : tensor<3072x768xf32>
    %6696 = stablehlo.multiply %3584, %3584 : tensor<3072x768xf32>
    %6697 = stablehlo.multiply %6695, %6696 : tensor<3072x768xf32>
    %6698 = stablehlo.add %6694, %6697 : tensor<3072x768xf32>
    %6699 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072x768xf32>
    %6700 = stablehlo.divide %6692, %6699 : tensor<3072x768xf32>
    %6701 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072x768xf32>
    %6702 = stablehlo.divide %6698, %6701 : tensor<3072x768xf32>
    %6703 = stablehlo.sqrt %6702 : tensor<3072x768xf32>
    %6704 = stablehlo.constant dense<1.0e-08> : tensor<3072x768xf32>
    %6705 = stablehlo.add %6703, %6704 : tensor<3072x768xf32>
    %6706 = stablehlo.divide %6700, %6705 : tensor<3072x768xf32>
    %6707 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %6708 = stablehlo.multiply %6707, %m.stages.3.blocks.0.fc2.b : tensor<768xf32>
    %6709 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %6710 = stablehlo.multiply %6709, %3589 : tensor<768xf32>
    %6711 = stablehlo.add %6708, %6710 : tensor<768xf32>
    %6712 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %6713 = stablehlo.multiply %6712, %v.stages.3.blocks.0.fc2.b : tensor<768xf32>
    %6714 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %6715 = stablehlo.multiply %3589, %3589 : tensor<768xf32>
    %6716 = stablehlo.multiply %6714, %6715 : tensor<768xf32>
    %6717 = stablehlo.add %6713, %6716 : tensor<768xf32>
    %6718 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6719 = stablehlo.divide %6711, %6718 : tensor<768xf32>
    %6720 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6721 = stablehlo.divide %6717, %6720 : tensor<768xf32>
    %6722 = stablehlo.sqrt %6721 : tensor<768xf32>
    %6723 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %6724 = stablehlo.add %6722, %6723 : tensor<768xf32>
    %6725 = stablehlo.divide %6719, %6724 : tensor<768xf32>
    %6726 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %6727 = stablehlo.multiply %6726, %m.stages.3.blocks.0.gamma : tensor<768xf32>
    %6728 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %6729 = stablehlo.multiply %6728, %3594 : tensor<768xf32>
    %6730 = stablehlo.add %6727, %6729 : tensor<768xf32>
    %6731 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %6732 = stablehlo.multiply %6731, %v.stages.3.blocks.0.gamma : tensor<768xf32>
    %6733 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %6734 = stablehlo.multiply %3594, %3594 : tensor<768xf32>
    %6735 = stablehlo.multiply %6733, %6734 : tensor<768xf32>
    %6736 = stablehlo.add %6732, %6735 : tensor<768xf32>
    %6737 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6738 = stablehlo.divide %6730, %6737 : tensor<768xf32>
    %6739 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6740 = stablehlo.divide %6736, %6739 : tensor<768xf32>
    %6741 = stablehlo.sqrt %6740 : tensor<768xf32>
    %6742 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %6743 = stablehlo.add %6741, %6742 : tensor<768xf32>
    %6744 = stablehlo.divide %6738, %6743 : tensor<768xf32>
    %6745 = stablehlo.constant dense<0.9> : tensor<7x7x1x768xf32>
    %6746 = stablehlo.multiply %6745, %m.stages.3.blocks.1.dwconv.w : tensor<7x7x1x768xf32>
    %6747 = stablehlo.constant dense<0.1> : tensor<7x7x1x768xf32>
    %6748 = stablehlo.multiply %6747, %3599 : tensor<7x7x1x768xf32>
    %6749 = stablehlo.add %6746, %6748 : tensor<7x7x1x768xf32>
    %6750 = stablehlo.constant dense<0.999> : tensor<7x7x1x768xf32>
    %6751 = stablehlo.multiply %6750, %v.stages.3.blocks.1.dwconv.w : tensor<7x7x1x768xf32>
    %6752 = stablehlo.constant dense<0.001> : tensor<7x7x1x768xf32>
    %6753 = stablehlo.multiply %3599, %3599 : tensor<7x7x1x768xf32>
    %6754 = stablehlo.multiply %6752, %6753 : tensor<7x7x1x768xf32>
    %6755 = stablehlo.add %6751, %6754 : tensor<7x7x1x768xf32>
    %6756 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x768xf32>
    %6757 = stablehlo.divide %6749, %6756 : tensor<7x7x1x768xf32>
    %6758 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x768xf32>
    %6759 = stablehlo.divide %6755, %6758 : tensor<7x7x1x768xf32>
    %6760 = stablehlo.sqrt %6759 : tensor<7x7x1x768xf32>
    %6761 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x768xf32>
    %6762 = stablehlo.add %6760, %6761 : tensor<7x7x1x768xf32>
    %6763 = stablehlo.divide %6757, %6762 : tensor<7x7x1x768xf32>
    %6764 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %6765 = stablehlo.multiply %6764, %m.stages.3.blocks.1.dwconv.b : tensor<768xf32>
    %6766 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %6767 = stablehlo.multiply %6766, %3604 : tensor<768xf32>
    %6768 = stablehlo.add %6765, %6767 : tensor<768xf32>
    %6769 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %6770 = stablehlo.multiply %6769, %v.stages.3.blocks.1.dwconv.b : tensor<768xf32>
    %6771 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %6772 = stablehlo.multiply %3604, %3604 : tensor<768xf32>
    %6773 = stablehlo.multiply %6771, %6772 : tensor<768xf32>
    %6774 = stablehlo.add %6770, %6773 : tensor<768xf32>
    %6775 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6776 = stablehlo.divide %6768, %6775 : tensor<768xf32>
    %6777 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6778 = stablehlo.divide %6774, %6777 : tensor<768xf32>
    %6779 = stablehlo.sqrt %6778 : tensor<768xf32>
    %6780 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %6781 = stablehlo.add %6779, %6780 : tensor<768xf32>
    %6782 = stablehlo.divide %6776, %6781 : tensor<768xf32>
    %6783 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %6784 = stablehlo.multiply %6783, %m.stages.3.blocks.1.norm.g : tensor<768xf32>
    %6785 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %6786 = stablehlo.multiply %6785, %3609 : tensor<768xf32>
    %6787 = stablehlo.add %6784, %6786 : tensor<768xf32>
    %6788 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %6789 = stablehlo.multiply %6788, %v.stages.3.blocks.1.norm.g : tensor<768xf32>
    %6790 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %6791 = stablehlo.multiply %3609, %3609 : tensor<768xf32>
    %6792 = stablehlo.multiply %6790, %6791 : tensor<768xf32>
    %6793 = stablehlo.add %6789, %6792 : tensor<768xf32>
    %6794 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6795 = stablehlo.divide %6787, %6794 : tensor<768xf32>
    %6796 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6797 = stablehlo.divide %6793, %6796 : tensor<768xf32>
    %6798 = stablehlo.sqrt %6797 : tensor<768xf32>
    %6799 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %6800 = stablehlo.add %6798, %6799 : tensor<768xf32>
    %6801 = stablehlo.divide %6795, %6800 : tensor<768xf32>
    %6802 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %6803 = stablehlo.multiply %6802, %m.stages.3.blocks.1.norm.b : tensor<768xf32>
    %6804 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %6805 = stablehlo.multiply %6804, %3614 : tensor<768xf32>
    %6806 = stablehlo.add %6803, %6805 : tensor<768xf32>
    %6807 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %6808 = stablehlo.multiply %6807, %v.stages.3.blocks.1.norm.b : tensor<768xf32>
    %6809 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %6810 = stablehlo.multiply %3614, %3614 : tensor<768xf32>
    %6811 = stablehlo.multiply %6809, %6810 : tensor<768xf32>
    %6812 = stablehlo.add %6808, %6811 : tensor<768xf32>
    %6813 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6814 = stablehlo.divide %6806, %6813 : tensor<768xf32>
    %6815 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6816 = stablehlo.divide %6812, %6815 : tensor<768xf32>
    %6817 = stablehlo.sqrt %6816 : tensor<768xf32>
    %6818 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %6819 = stablehlo.add %6817, %6818 : tensor<768xf32>
    %6820 = stablehlo.divide %6814, %6819 : tensor<768xf32>
    %6821 = stablehlo.constant dense<0.9> : tensor<768x3072xf32>
    %6822 = stablehlo.multiply %6821, %m.stages.3.blocks.1.fc1.w : tensor<768x3072xf32>
    %6823 = stablehlo.constant dense<0.1> : tensor<768x3072xf32>
    %6824 = stablehlo.multiply %6823, %3619 : tensor<768x3072xf32>
    %6825 = stablehlo.add %6822, %6824 : tensor<768x3072xf32>
    %6826 = stablehlo.constant dense<0.999> : tensor<768x3072xf32>
    %6827 = stablehlo.multiply %6826, %v.stages.3.blocks.1.fc1.w : tensor<768x3072xf32>
    %6828 = stablehlo.constant dense<0.001> : tensor<768x3072xf32>
    %6829 = stablehlo.multiply %3619, %3619 : tensor<768x3072xf32>
    %6830 = stablehlo.multiply %6828, %6829 : tensor<768x3072xf32>
    %6831 = stablehlo.add %6827, %6830 : tensor<768x3072xf32>
    %6832 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x3072xf32>
    %6833 = stablehlo.divide %6825, %6832 : tensor<768x3072xf32>
    %6834 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x3072xf32>
    %6835 = stablehlo.divide %6831, %6834 : tensor<768x3072xf32>
    %6836 = stablehlo.sqrt %6835 : tensor<768x3072xf32>
    %6837 = stablehlo.constant dense<1.0e-08> : tensor<768x3072xf32>
    %6838 = stablehlo.add %6836, %6837 : tensor<768x3072xf32>
    %6839 = stablehlo.divide %6833, %6838 : tensor<768x3072xf32>
    %6840 = stablehlo.constant dense<0.9> : tensor<3072xf32>
    %6841 = stablehlo.multiply %6840, %m.stages.3.blocks.1.fc1.b : tensor<3072xf32>
    %6842 = stablehlo.constant dense<0.1> : tensor<3072xf32>
    %6843 = stablehlo.multiply %6842, %3624 : tensor<3072xf32>
    %6844 = stablehlo.add %6841, %6843 : tensor<3072xf32>
    %6845 = stablehlo.constant dense<0.999> : tensor<3072xf32>
    %6846 = stablehlo.multiply %6845, %v.stages.3.blocks.1.fc1.b : tensor<3072xf32>
    %6847 = stablehlo.constant dense<0.001> : tensor<3072xf32>
    %6848 = stablehlo.multiply %3624, %3624 : tensor<3072xf32>
    %6849 = stablehlo.multiply %6847, %6848 : tensor<3072xf32>
    %6850 = stablehlo.add %6846, %6849 : tensor<3072xf32>
    %6851 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072xf32>
    %6852 = stablehlo.divide %6844, %6851 : tensor<3072xf32>
    %6853 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072xf32>
    %6854 = stablehlo.divide %6850, %6853 : tensor<3072xf32>
    %6855 = stablehlo.sqrt %6854 : tensor<3072xf32>
    %6856 = stablehlo.constant dense<1.0e-08> : tensor<3072xf32>
    %6857 = stablehlo.add %6855, %6856 : tensor<3072xf32>
    %6858 = stablehlo.divide %6852, %6857 : tensor<3072xf32>
    %6859 = stablehlo.constant dense<0.9> : tensor<3072x768xf32>
    %6860 = stablehlo.multiply %6859, %m.stages.3.blocks.1.fc2.w : tensor<3072x768xf32>
    %6861 = stablehlo.constant dense<0.1> : tensor<3072x768xf32>
    %6862 = stablehlo.multiply %6861, %3629 : tensor<3072x768xf32>
    %6863 = stablehlo.add %6860, %6862 : tensor<3072x768xf32>
    %6864 = stablehlo.constant dense<0.999> : tensor<3072x768xf32>
    %6865 = stablehlo.multiply %6864, %v.stages.3.blocks.1.fc2.w : tensor<3072x768xf32>
    %6866 = stablehlo.constant dense<0.001> : tensor<3072x768xf32>
    %6867 = stablehlo.multiply %3629, %3629 : tensor<3072x768xf32>
    %6868 = stablehlo.multiply %6866, %6867 : tensor<3072x768xf32>
    %6869 = stablehlo.add %6865, %6868 : tensor<3072x768xf32>
    %6870 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072x768xf32>
    %6871 = stablehlo.divide %6863, %6870 : tensor<3072x768xf32>
    %6872 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072x768xf32>
    %6873 = stablehlo.divide %6869, %6872 : tensor<3072x768xf32>
    %6874 = stablehlo.sqrt %6873 : tensor<3072x768xf32>
    %6875 = stablehlo.constant dense<1.0e-08> : tensor<3072x768xf32>
    %6876 = stablehlo.add %6874, %6875 : tensor<3072x768xf32>
    %6877 = stablehlo.divide %6871, %6876 : tensor<3072x768xf32>
    %6878 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %6879 = stablehlo.multiply %6878, %m.stages.3.blocks.1.fc2.b : tensor<768xf32>
    %6880 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %6881 = stablehlo.multiply %6880, %3634 : tensor<768xf32>
    %6882 = stablehlo.add %6879, %6881 : tensor<768xf32>
    %6883 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %6884 = stablehlo.multiply %6883, %v.stages.3.blocks.1.fc2.b : tensor<768xf32>
    %6885 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %6886 = stablehlo.multiply %3634, %3634 : tensor<768xf32>
    %6887 = stablehlo.multiply %6885, %6886 : tensor<768xf32>
    %6888 = stablehlo.add %6884, %6887 : tensor<768xf32>
    %6889 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6890 = stablehlo.divide %6882, %6889 : tensor<768xf32>
    %6891 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6892 = stablehlo.divide %6888, %6891 : tensor<768xf32>
    %6893 = stablehlo.sqrt %6892 : tensor<768xf32>
    %6894 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %6895 = stablehlo.add %6893, %6894 : tensor<768xf32>
    %6896 = stablehlo.divide %6890, %6895 : tensor<768xf32>
    %6897 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %6898 = stablehlo.multiply %6897, %m.stages.3.blocks.1.gamma : tensor<768xf32>
    %6899 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %6900 = stablehlo.multiply %6899, %3639 : tensor<768xf32>
    %6901 = stablehlo.add %6898, %6900 : tensor<768xf32>
    %6902 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %6903 = stablehlo.multiply %6902, %v.stages.3.blocks.1.gamma : tensor<768xf32>
    %6904 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %6905 = stablehlo.multiply %3639, %3639 : tensor<768xf32>
    %6906 = stablehlo.multiply %6904, %6905 : tensor<768xf32>
    %6907 = stablehlo.add %6903, %6906 : tensor<768xf32>
    %6908 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6909 = stablehlo.divide %6901, %6908 : tensor<768xf32>
    %6910 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6911 = stablehlo.divide %6907, %6910 : tensor<768xf32>
    %6912 = stablehlo.sqrt %6911 : tensor<768xf32>
    %6913 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %6914 = stablehlo.add %6912, %6913 : tensor<768xf32>
    %6915 = stablehlo.divide %6909, %6914 : tensor<768xf32>
    %6916 = stablehlo.constant dense<0.9> : tensor<7x7x1x768xf32>
    %6917 = stablehlo.multiply %6916, %m.stages.3.blocks.2.dwconv.w : tensor<7x7x1x768xf32>
    %6918 = stablehlo.constant dense<0.1> : tensor<7x7x1x768xf32>
    %6919 = stablehlo.multiply %6918, %3644 : tensor<7x7x1x768xf32>
    %6920 = stablehlo.add %6917, %6919 : tensor<7x7x1x768xf32>
    %6921 = stablehlo.constant dense<0.999> : tensor<7x7x1x768xf32>
    %6922 = stablehlo.multiply %6921, %v.stages.3.blocks.2.dwconv.w : tensor<7x7x1x768xf32>
    %6923 = stablehlo.constant dense<0.001> : tensor<7x7x1x768xf32>
    %6924 = stablehlo.multiply %3644, %3644 : tensor<7x7x1x768xf32>
    %6925 = stablehlo.multiply %6923, %6924 : tensor<7x7x1x768xf32>
    %6926 = stablehlo.add %6922, %6925 : tensor<7x7x1x768xf32>
    %6927 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x768xf32>
    %6928 = stablehlo.divide %6920, %6927 : tensor<7x7x1x768xf32>
    %6929 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x768xf32>
    %6930 = stablehlo.divide %6926, %6929 : tensor<7x7x1x768xf32>
    %6931 = stablehlo.sqrt %6930 : tensor<7x7x1x768xf32>
    %6932 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x768xf32>
    %6933 = stablehlo.add %6931, %6932 : tensor<7x7x1x768xf32>
    %6934 = stablehlo.divide %6928, %6933 : tensor<7x7x1x768xf32>
    %6935 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %6936 = stablehlo.multiply %6935, %m.stages.3.blocks.2.dwconv.b : tensor<768xf32>
    %6937 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %6938 = stablehlo.multiply %6937, %3649 : tensor<768xf32>
    %6939 = stablehlo.add %6936, %6938 : tensor<768xf32>
    %6940 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %6941 = stablehlo.multiply %6940, %v.stages.3.blocks.2.dwconv.b : tensor<768xf32>
    %6942 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %6943 = stablehlo.multiply %3649, %3649 : tensor<768xf32>
    %6944 = stablehlo.multiply %6942, %6943 : tensor<768xf32>
    %6945 = stablehlo.add %6941, %6944 : tensor<768xf32>
    %6946 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6947 = stablehlo.divide %6939, %6946 : tensor<768xf32>
    %6948 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6949 = stablehlo.divide %6945, %6948 : tensor<768xf32>
    %6950 = stablehlo.sqrt %6949 : tensor<768xf32>
    %6951 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %6952 = stablehlo.add %6950, %6951 : tensor<768xf32>
    %6953 = stablehlo.divide %6947, %6952 : tensor<768xf32>
    %6954 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %6955 = stablehlo.multiply %6954, %m.stages.3.blocks.2.norm.g : tensor<768xf32>
    %6956 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %6957 = stablehlo.multiply %6956, %3654 : tensor<768xf32>
    %6958 = stablehlo.add %6955, %6957 : tensor<768xf32>
    %6959 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %6960 = stablehlo.multiply %6959, %v.stages.3.blocks.2.norm.g : tensor<768xf32>
    %6961 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %6962 = stablehlo.multiply %3654, %3654 : tensor<768xf32>
    %6963 = stablehlo.multiply %6961, %6962 : tensor<768xf32>
    %6964 = stablehlo.add %6960, %6963 : tensor<768xf32>
    %6965 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6966 = stablehlo.divide %6958, %6965 : tensor<768xf32>
    %6967 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6968 = stablehlo.divide %6964, %6967 : tensor<768xf32>
    %6969 = stablehlo.sqrt %6968 : tensor<768xf32>
    %6970 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %6971 = stablehlo.add %6969, %6970 : tensor<768xf32>
    %6972 = stablehlo.divide %6966, %6971 : tensor<768xf32>
    %6973 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %6974 = stablehlo.multiply %6973, %m.stages.3.blocks.2.norm.b : tensor<768xf32>
    %6975 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %6976 = stablehlo.multiply %6975, %3659 : tensor<768xf32>
    %6977 = stablehlo.add %6974, %6976 : tensor<768xf32>
    %6978 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %6979 = stablehlo.multiply %6978, %v.stages.3.blocks.2.norm.b : tensor<768xf32>
    %6980 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %6981 = stablehlo.multiply %3659, %3659 : tensor<768xf32>
    %6982 = stablehlo.multiply %6980, %6981 : tensor<768xf32>
    %6983 = stablehlo.add %6979, %6982 : tensor<768xf32>
    %6984 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6985 = stablehlo.divide %6977, %6984 : tensor<768xf32>
    %6986 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %6987 = stablehlo.divide %6983, %6986 : tensor<768xf32>
    %6988 = stablehlo.sqrt %6987 : tensor<768xf32>
    %6989 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %6990 = stablehlo.add %6988, %6989 : tensor<768xf32>
    %6991 = stablehlo.divide %6985, %6990 : tensor<768xf32>
    %6992 = stablehlo.constant dense<0.9> : tensor<768x3072xf32>
    %6993 = stablehlo.multiply %6992, %m.stages.3.blocks.2.fc1.w : tensor<768x3072xf32>
    %6994 = stablehlo.constant dense<0.1> : tensor<768x3072xf32>
    %6995 = stablehlo.multiply %6994, %3664 : tensor<768x3072xf32>
    %6996 = stablehlo.add %6993, %6995 : tensor<768x3072xf32>
    %6997 = stablehlo.constant dense<0.999> : tensor<768x3072xf32>
    %6998 = stablehlo.multiply %6997, %v.stages.3.blocks.2.fc1.w : tensor<768x3072xf32>
    %6999 = stablehlo.constant dense<0.001> : tensor<768x3072xf32>
    %7000 = stablehlo.multiply %3664, %3664 : tensor<768x3072xf32>
    %7001 = stablehlo.multiply %6999, %7000 : tensor<768x3072xf32>
    %7002 = stablehlo.add %6998, %7001 : tensor<768x3072xf32>
    %7003 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x3072xf32>
    %7004 = stablehlo.divide %6996, %7003 : tensor<768x3072xf32>
    %7005 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x3072xf32>
    %7006 = stablehlo.divide %7002, %7005 : tensor<768x3072xf32>
    %7007 = stablehlo.sqrt %7006 : tensor<768x3072xf32>
    %7008 = stablehlo.constant dense<1.0e-08> : tensor<768x3072xf32>
    %7009 = stablehlo.add %7007, %7008 : tensor<768x3072xf32>
    %7010 = stablehlo.divide %7004, %7009 : tensor<768x3072xf32>
    %7011 = stablehlo.constant dense<0.9> : tensor<3072xf32>
    %7012 = stablehlo.multiply %7011, %m.stages.3.blocks.2.fc1.b : tensor<3072xf32>
    %7013 = stablehlo.constant dense<0.1> : tensor<3072xf32>
    %7014 = stablehlo.multiply %7013, %3669 : tensor<3072xf32>
    %7015 = stablehlo.add %7012, %7014 : tensor<3072xf32>
    %7016 = stablehlo.constant dense<0.999> : tensor<3072xf32>
    %7017 = stablehlo.multiply %7016, %v.stages.3.blocks.2.fc1.b : tensor<3072xf32>
    %7018 = stablehlo.constant dense<0.001> : tensor<3072xf32>
    %7019 = stablehlo.multiply %3669, %3669 : tensor<3072xf32>
    %7020 = stablehlo.multiply %7018, %7019 : tensor<3072xf32>
    %7021 = stablehlo.add %7017, %7020 : tensor<3072xf32>
    %7022 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072xf32>
    %7023 = stablehlo.divide %7015, %7022 : tensor<3072xf32>
    %7024 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072xf32>
    %7025 = stablehlo.divide %7021, %7024 : tensor<3072xf32>
    %7026 = stablehlo.sqrt %7025 : tensor<3072xf32>
    %7027 = stablehlo.constant dense<1.0e-08> : tensor<3072xf32>
    %7028 = stablehlo.add %7026, %7027 : tensor<3072xf32>
    %7029 = stablehlo.divide %7023, %7028 : tensor<3072xf32>
    %7030 = stablehlo.constant dense<0.9> : tensor<3072x768xf32>
    %7031 = stablehlo.multiply %7030, %m.stages.3.blocks.2.fc2.w : tensor<3072x768xf32>
    %7032 = stablehlo.constant dense<0.1> : tensor<3072x768xf32>
    %7033 = stablehlo.multiply %7032, %3674 : tensor<3072x768xf32>
    %7034 = stablehlo.add %7031, %7033 : tensor<3072x768xf32>
    %7035 = stablehlo.constant dense<0.999> : tensor<3072x768xf32>
    %7036 = stablehlo.multiply %7035, %v.stages.3.blocks.2.fc2.w : tensor<3072x768xf32>
    %7037 = stablehlo.constant dense<0.001> : tensor<3072x768xf32>
    %7038 = stablehlo.multiply %3674, %3674 : tensor<3072x768xf32>
    %7039 = stablehlo.multiply %7037, %7038 : tensor<3072x768xf32>
    %7040 = stablehlo.add %7036, %7039 : tensor<3072x768xf32>
    %7041 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072x768xf32>
    %7042 = stablehlo.divide %7034, %7041 : tensor<3072x768xf32>
    %7043 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072x768xf32>
    %7044 = stablehlo.divide %7040, %7043 : tensor<3072x768xf32>
    %7045 = stablehlo.sqrt %7044 : tensor<3072x768xf32>
    %7046 = stablehlo.constant dense<1.0e-08> : tensor<3072x768xf32>
    %7047 = stablehlo.add %7045, %7046 : tensor<3072x768xf32>
    %7048 = stablehlo.divide %7042, %7047 : tensor<3072x768xf32>
    %7049 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %7050 = stablehlo.multiply %7049, %m.stages.3.blocks.2.fc2.b : tensor<768xf32>
    %7051 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %7052 = stablehlo.multiply %7051, %3679 : tensor<768xf32>
    %7053 = stablehlo.add %7050, %7052 : tensor<768xf32>
    %7054 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %7055 = stablehlo.multiply %7054, %v.stages.3.blocks.2.fc2.b : tensor<768xf32>
    %7056 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %7057 = stablehlo.multiply %3679, %3679 : tensor<768xf32>
    %7058 = stablehlo.multiply %7056, %7057 : tensor<768xf32>
    %7059 = stablehlo.add %7055, %7058 : tensor<768xf32>
    %7060 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7061 = stablehlo.divide %7053, %7060 : tensor<768xf32>
    %7062 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7063 = stablehlo.divide %7059, %7062 : tensor<768xf32>
    %7064 = stablehlo.sqrt %7063 : tensor<768xf32>
    %7065 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %7066 = stablehlo.add %7064, %7065 : tensor<768xf32>
    %7067 = stablehlo.divide %7061, %7066 : tensor<768xf32>
    %7068 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %7069 = stablehlo.multiply %7068, %m.stages.3.blocks.2.gamma : tensor<768xf32>
    %7070 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %7071 = stablehlo.multiply %7070, %3684 : tensor<768xf32>
    %7072 = stablehlo.add %7069, %7071 : tensor<768xf32>
    %7073 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %7074 = stablehlo.multiply %7073, %v.stages.3.blocks.2.gamma : tensor<768xf32>
    %7075 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %7076 = stablehlo.multiply %3684, %3684 : tensor<768xf32>
    %7077 = stablehlo.multiply %7075, %7076 : tensor<768xf32>
    %7078 = stablehlo.add %7074, %7077 : tensor<768xf32>
    %7079 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7080 = stablehlo.divide %7072, %7079 : tensor<768xf32>
    %7081 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7082 = stablehlo.divide %7078, %7081 : tensor<768xf32>
    %7083 = stablehlo.sqrt %7082 : tensor<768xf32>
    %7084 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %7085 = stablehlo.add %7083, %7084 : tensor<768xf32>
    %7086 = stablehlo.divide %7080, %7085 : tensor<768xf32>
    %7087 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %7088 = stablehlo.multiply %7087, %m.head.norm.g : tensor<768xf32>
    %7089 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %7090 = stablehlo.multiply %7089, %3689 : tensor<768xf32>
    %7091 = stablehlo.add %7088, %7090 : tensor<768xf32>
    %7092 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %7093 = stablehlo.multiply %7092, %v.head.norm.g : tensor<768xf32>
    %7094 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %7095 = stablehlo.multiply %3689, %3689 : tensor<768xf32>
    %7096 = stablehlo.multiply %7094, %7095 : tensor<768xf32>
    %7097 = stablehlo.add %7093, %7096 : tensor<768xf32>
    %7098 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7099 = stablehlo.divide %7091, %7098 : tensor<768xf32>
    %7100 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7101 = stablehlo.divide %7097, %7100 : tensor<768xf32>
    %7102 = stablehlo.sqrt %7101 : tensor<768xf32>
    %7103 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %7104 = stablehlo.add %7102, %7103 : tensor<768xf32>
    %7105 = stablehlo.divide %7099, %7104 : tensor<768xf32>
    %7106 = stablehlo.constant dense<0.9> : tensor<768xf32>
    %7107 = stablehlo.multiply %7106, %m.head.norm.b : tensor<768xf32>
    %7108 = stablehlo.constant dense<0.1> : tensor<768xf32>
    %7109 = stablehlo.multiply %7108, %3694 : tensor<768xf32>
    %7110 = stablehlo.add %7107, %7109 : tensor<768xf32>
    %7111 = stablehlo.constant dense<0.999> : tensor<768xf32>
    %7112 = stablehlo.multiply %7111, %v.head.norm.b : tensor<768xf32>
    %7113 = stablehlo.constant dense<0.001> : tensor<768xf32>
    %7114 = stablehlo.multiply %3694, %3694 : tensor<768xf32>
    %7115 = stablehlo.multiply %7113, %7114 : tensor<768xf32>
    %7116 = stablehlo.add %7112, %7115 : tensor<768xf32>
    %7117 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7118 = stablehlo.divide %7110, %7117 : tensor<768xf32>
    %7119 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7120 = stablehlo.divide %7116, %7119 : tensor<768xf32>
    %7121 = stablehlo.sqrt %7120 : tensor<768xf32>
    %7122 = stablehlo.constant dense<1.0e-08> : tensor<768xf32>
    %7123 = stablehlo.add %7121, %7122 : tensor<768xf32>
    %7124 = stablehlo.divide %7118, %7123 : tensor<768xf32>
    %7125 = stablehlo.constant dense<0.9> : tensor<768x1000xf32>
    %7126 = stablehlo.multiply %7125, %m.head.fc.w : tensor<768x1000xf32>
    %7127 = stablehlo.constant dense<0.1> : tensor<768x1000xf32>
    %7128 = stablehlo.multiply %7127, %3699 : tensor<768x1000xf32>
    %7129 = stablehlo.add %7126, %7128 : tensor<768x1000xf32>
    %7130 = stablehlo.constant dense<0.999> : tensor<768x1000xf32>
    %7131 = stablehlo.multiply %7130, %v.head.fc.w : tensor<768x1000xf32>
    %7132 = stablehlo.constant dense<0.001> : tensor<768x1000xf32>
    %7133 = stablehlo.multiply %3699, %3699 : tensor<768x1000xf32>
    %7134 = stablehlo.multiply %7132, %7133 : tensor<768x1000xf32>
    %7135 = stablehlo.add %7131, %7134 : tensor<768x1000xf32>
    %7136 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x1000xf32>
    %7137 = stablehlo.divide %7129, %7136 : tensor<768x1000xf32>
    %7138 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x1000xf32>
    %7139 = stablehlo.divide %7135, %7138 : tensor<768x1000xf32>
    %7140 = stablehlo.sqrt %7139 : tensor<768x1000xf32>
    %7141 = stablehlo.constant dense<1.0e-08> : tensor<768x1000xf32>
    %7142 = stablehlo.add %7140, %7141 : tensor<768x1000xf32>
    %7143 = stablehlo.divide %7137, %7142 : tensor<768x1000xf32>
    %7144 = stablehlo.constant dense<0.9> : tensor<1000xf32>
    %7145 = stablehlo.multiply %7144, %m.head.fc.b : tensor<1000xf32>
    %7146 = stablehlo.constant dense<0.1> : tensor<1000xf32>
    %7147 = stablehlo.multiply %7146, %3704 : tensor<1000xf32>
    %7148 = stablehlo.add %7145, %7147 : tensor<1000xf32>
    %7149 = stablehlo.constant dense<0.999> : tensor<1000xf32>
    %7150 = stablehlo.multiply %7149, %v.head.fc.b : tensor<1000xf32>
    %7151 = stablehlo.constant dense<0.001> : tensor<1000xf32>
    %7152 = stablehlo.multiply %3704, %3704 : tensor<1000xf32>
    %7153 = stablehlo.multiply %7151, %7152 : tensor<1000xf32>
    %7154 = stablehlo.add %7150, %7153 : tensor<1000xf32>
    %7155 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1000xf32>
    %7156 = stablehlo.divide %7148, %7155 : tensor<1000xf32>
    %7157 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1000xf32>
    %7158 = stablehlo.divide %7154, %7157 : tensor<1000xf32>
    %7159 = stablehlo.sqrt %7158 : tensor<1000xf32>
    %7160 = stablehlo.constant dense<1.0e-08> : tensor<1000xf32>
    %7161 = stablehlo.add %7159, %7160 : tensor<1000xf32>
    %7162 = stablehlo.divide %7156, %7161 : tensor<1000xf32>
    %7163 = stablehlo.constant dense<0.05> : tensor<4x4x3x96xf32>
    %7164 = stablehlo.multiply %7163, %stem.conv.w : tensor<4x4x3x96xf32>
    %7165 = stablehlo.add %3723, %7164 : tensor<4x4x3x96xf32>
    %7166 = stablehlo.constant dense<0.05> : tensor<7x7x1x96xf32>
    %7167 = stablehlo.multiply %7166, %stages.0.blocks.0.dwconv.w : tensor<7x7x1x96xf32>
    %7168 = stablehlo.add %3799, %7167 : tensor<7x7x1x96xf32>
    %7169 = stablehlo.constant dense<0.05> : tensor<96x384xf32>
    %7170 = stablehlo.multiply %7169, %stages.0.blocks.0.fc1.w : tensor<96x384xf32>
    %7171 = stablehlo.add %3875, %7170 : tensor<96x384xf32>
    %7172 = stablehlo.constant dense<0.05> : tensor<384x96xf32>
    %7173 = stablehlo.multiply %7172, %stages.0.blocks.0.fc2.w : tensor<384x96xf32>
    %7174 = stablehlo.add %3913, %7173 : tensor<384x96xf32>
    %7175 = stablehlo.constant dense<0.05> : tensor<7x7x1x96xf32>
    %7176 = stablehlo.multiply %7175, %stages.0.blocks.1.dwconv.w : tensor<7x7x1x96xf32>
    %7177 = stablehlo.add %3970, %7176 : tensor<7x7x1x96xf32>
    %7178 = stablehlo.constant dense<0.05> : tensor<96x384xf32>
    %7179 = stablehlo.multiply %7178, %stages.0.blocks.1.fc1.w : tensor<96x384xf32>
    %7180 = stablehlo.add %4046, %7179 : tensor<96x384xf32>
    %7181 = stablehlo.constant dense<0.05> : tensor<384x96xf32>
    %7182 = stablehlo.multiply %7181, %stages.0.blocks.1.fc2.w : tensor<384x96xf32>
    %7183 = stablehlo.add %4084, %7182 : tensor<384x96xf32>
    %7184 = stablehlo.constant dense<0.05> : tensor<7x7x1x96xf32>
    %7185 = stablehlo.multiply %7184, %stages.0.blocks.2.dwconv.w : tensor<7x7x1x96xf32>
    %7186 = stablehlo.add %4141, %7185 : tensor<7x7x1x96xf32>
    %7187 = stablehlo.constant dense<0.05> : tensor<96x384xf32>
    %7188 = stablehlo.multiply %7187, %stages.0.blocks.2.fc1.w : tensor<96x384xf32>
    %7189 = stablehlo.add %4217, %7188 : tensor<96x384xf32>
    %7190 = stablehlo.constant dense<0.05> : tensor<384x96xf32>
    %7191 = stablehlo.multiply %7190, %stages.0.blocks.2.fc2.w : tensor<384x96xf32>
    %7192 = stablehlo.add %4255, %7191 : tensor<384x96xf32>
    %7193 = stablehlo.constant dense<0.05> : tensor<2x2x96x192xf32>
    %7194 = stablehlo.multiply %7193, %stages.1.down.conv.w : tensor<2x2x96x192xf32>
    %7195 = stablehlo.add %4350, %7194 : tensor<2x2x96x192xf32>
    %7196 = stablehlo.constant dense<0.05> : tensor<7x7x1x192xf32>
    %7197 = stablehlo.multiply %7196, %stages.1.blocks.0.dwconv.w : tensor<7x7x1x192xf32>
    %7198 = stablehlo.add %4388, %7197 : tensor<7x7x1x192xf32>
    %7199 = stablehlo.constant dense<0.05> : tensor<192x768xf32>
    %7200 = stablehlo.multiply %7199, %stages.1.blocks.0.fc1.w : tensor<192x768xf32>
    %7201 = stablehlo.add %4464, %7200 : tensor<192x768xf32>
    %7202 = stablehlo.constant dense<0.05> : tensor<768x192xf32>
    %7203 = stablehlo.multiply %7202, %stages.1.blocks.0.fc2.w : tensor<768x192xf32>
    %7204 = stablehlo.add %4502, %7203 : tensor<768x192xf32>
    %7205 = stablehlo.constant dense<0.05> : tensor<7x7x1x192xf32>
    %7206 = stablehlo.multiply %7205, %stages.1.blocks.1.dwconv.w : tensor<7x7x1x192xf32>
    %7207 = stablehlo.add %4559, %7206 : tensor<7x7x1x192xf32>
    %7208 = stablehlo.constant dense<0.05> : tensor<192x768xf32>
    %7209 = stablehlo.multiply %7208, %stages.1.blocks.1.fc1.w : tensor<192x768xf32>
    %7210 = stablehlo.add %4635, %7209 : tensor<192x768xf32>
    %7211 = stablehlo.constant dense<0.05> : tensor<768x192xf32>
    %7212 = stablehlo.multiply %7211, %stages.1.blocks.1.fc2.w : tensor<768x192xf32>
    %7213 = stablehlo.add %4673, %7212 : tensor<768x192xf32>
    %7214 = stablehlo.constant dense<0.05> : tensor<7x7x1x192xf32>
    %7215 = stablehlo.multiply %7214, %stages.1.blocks.2.dwconv.w : tensor<7x7x1x192xf32>
    %7216 = stablehlo.add %4730, %7215 : tensor<7x7x1x192xf32>
    %7217 = stablehlo.constant dense<0.05> : tensor<192x768xf32>
    %7218 = stablehlo.multiply %7217, %stages.1.blocks.2.fc1.w : tensor<192x768xf32>
    %7219 = stablehlo.add %4806, %7218 : tensor<192x768xf32>
    %7220 = stablehlo.constant dense<0.05> : tensor<768x192xf32>
    %7221 = stablehlo.multiply %7220, %stages.1.blocks.2.fc2.w : tensor<768x192xf32>
    %7222 = stablehlo.add %4844, %7221 : tensor<768x192xf32>
    %7223 = stablehlo.constant dense<0.05> : tensor<2x2x192x384xf32>
    %7224 = stablehlo.multiply %7223, %stages.2.down.conv.w : tensor<2x2x192x384xf32>
    %7225 = stablehlo.add %4939, %7224 : tensor<2x2x192x384xf32>
    %7226 = stablehlo.constant dense<0.05> : tensor<7x7x1x384xf32>
    %7227 = stablehlo.multiply %7226, %stages.2.blocks.0.dwconv.w : tensor<7x7x1x384xf32>
    %7228 = stablehlo.add %4977, %7227 : tensor<7x7x1x384xf32>
    %7229 = stablehlo.constant dense<0.05> : tensor<384x1536xf32>
    %7230 = stablehlo.multiply %7229, %stages.2.blocks.0.fc1.w : tensor<384x1536xf32>
    %7231 = stablehlo.add %5053, %7230 : tensor<384x1536xf32>
    %7232 = stablehlo.constant dense<0.05> : tensor<1536x384xf32>
    %7233 = stablehlo.multiply %7232, %stages.2.blocks.0.fc2.w : tensor<1536x384xf32>
    %7234 = stablehlo.add %5091, %7233 : tensor<1536x384xf32>
    %7235 = stablehlo.constant dense<0.05> : tensor<7x7x1x384xf32>
    %7236 = stablehlo.multiply %7235, %stages.2.blocks.1.dwconv.w : tensor<7x7x1x384xf32>
    %7237 = stablehlo.add %5148, %7236 : tensor<7x7x1x384xf32>
    %7238 = stablehlo.constant dense<0.05> : tensor<384x1536xf32>
    %7239 = stablehlo.multiply %7238, %stages.2.blocks.1.fc1.w : tensor<384x1536xf32>
    %7240 = stablehlo.add %5224, %7239 : tensor<384x1536xf32>
    %7241 = stablehlo.constant dense<0.05> : tensor<1536x384xf32>
    %7242 = stablehlo.multiply %7241, %stages.2.blocks.1.fc2.w : tensor<1536x384xf32>
    %7243 = stablehlo.add %5262, %7242 : tensor<1536x384xf32>
    %7244 = stablehlo.constant dense<0.05> : tensor<7x7x1x384xf32>
    %7245 = stablehlo.multiply %7244, %stages.2.blocks.2.dwconv.w : tensor<7x7x1x384xf32>
    %7246 = stablehlo.add %5319, %7245 : tensor<7x7x1x384xf32>
    %7247 = stablehlo.constant dense<0.05> : tensor<384x1536xf32>
    %7248 = stablehlo.multiply %7247, %stages.2.blocks.2.fc1.w : tensor<384x1536xf32>
    %7249 = stablehlo.add %5395, %7248 : tensor<384x1536xf32>
    %7250 = stablehlo.constant dense<0.05> : tensor<1536x384xf32>
    %7251 = stablehlo.multiply %7250, %stages.2.blocks.2.fc2.w : tensor<1536x384xf32>
    %7252 = stablehlo.add %5433, %7251 : tensor<1536x384xf32>
    %7253 = stablehlo.constant dense<0.05> : tensor<7x7x1x384xf32>
    %7254 = stablehlo.multiply %7253, %stages.2.blocks.3.dwconv.w : tensor<7x7x1x384xf32>
    %7255 = stablehlo.add %5490, %7254 : tensor<7x7x1x384xf32>
    %7256 = stablehlo.constant dense<0.05> : tensor<384x1536xf32>
    %7257 = stablehlo.multiply %7256, %stages.2.blocks.3.fc1.w : tensor<384x1536xf32>
    %7258 = stablehlo.add %5566, %7257 : tensor<384x1536xf32>
    %7259 = stablehlo.constant dense<0.05> : tensor<1536x384xf32>
    %7260 = stablehlo.multiply %7259, %stages.2.blocks.3.fc2.w : tensor<1536x384xf32>
    %7261 = stablehlo.add %5604, %7260 : tensor<1536x384xf32>
    %7262 = stablehlo.constant dense<0.05> : tensor<7x7x1x384xf32>
    %7263 = stablehlo.multiply %7262, %stages.2.blocks.4.dwconv.w : tensor<7x7x1x384xf32>
    %7264 = stablehlo.add %5661, %7263 : tensor<7x7x1x384xf32>
    %7265 = stablehlo.constant dense<0.05> : tensor<384x1536xf32>
    %7266 = stablehlo.multiply %7265, %stages.2.blocks.4.fc1.w : tensor<384x1536xf32>
    %7267 = stablehlo.add %5737, %7266 : tensor<384x1536xf32>
    %7268 = stablehlo.constant dense<0.05> : tensor<1536x384xf32>
    %7269 = stablehlo.multiply %7268, %stages.2.blocks.4.fc2.w : tensor<1536x384xf32>
    %7270 = stablehlo.add %5775, %7269 : tensor<1536x384xf32>
    %7271 = stablehlo.constant dense<0.05> : tensor<7x7x1x384xf32>
    %7272 = stablehlo.multiply %7271, %stages.2.blocks.5.dwconv.w : tensor<7x7x1x384xf32>
    %7273 = stablehlo.add %5832, %7272 : tensor<7x7x1x384xf32>
    %7274 = stablehlo.constant dense<0.05> : tensor<384x1536xf32>
    %7275 = stablehlo.multiply %7274, %stages.2.blocks.5.fc1.w : tensor<384x1536xf32>
    %7276 = stablehlo.add %5908, %7275 : tensor<384x1536xf32>
    %7277 = stablehlo.constant dense<0.05> : tensor<1536x384xf32>
    %7278 = stablehlo.multiply %7277, %stages.2.blocks.5.fc2.w : tensor<1536x384xf32>
    %7279 = stablehlo.add %5946, %7278 : tensor<1536x384xf32>
    %7280 = stablehlo.constant dense<0.05> : tensor<7x7x1x384xf32>
    %7281 = stablehlo.multiply %7280, %stages.2.blocks.6.dwconv.w : tensor<7x7x1x384xf32>
    %7282 = stablehlo.add %6003, %7281 : tensor<7x7x1x384xf32>
    %7283 = stablehlo.constant dense<0.05> : tensor<384x1536xf32>
    %7284 = stablehlo.multiply %7283, %stages.2.blocks.6.fc1.w : tensor<384x1536xf32>
    %7285 = stablehlo.add %6079, %7284 : tensor<384x1536xf32>
    %7286 = stablehlo.constant dense<0.05> : tensor<1536x384xf32>
    %7287 = stablehlo.multiply %7286, %stages.2.blocks.6.fc2.w : tensor<1536x384xf32>
    %7288 = stablehlo.add %6117, %7287 : tensor<1536x384xf32>
    %7289 = stablehlo.constant dense<0.05> : tensor<7x7x1x384xf32>
    %7290 = stablehlo.multiply %7289, %stages.2.blocks.7.dwconv.w : tensor<7x7x1x384xf32>
    %7291 = stablehlo.add %6174, %7290 : tensor<7x7x1x384xf32>
    %7292 = stablehlo.constant dense<0.05> : tensor<384x1536xf32>
    %7293 = stablehlo.multiply %7292, %stages.2.blocks.7.fc1.w : tensor<384x1536xf32>
    %7294 = stablehlo.add %6250, %7293 : tensor<384x1536xf32>
    %7295 = stablehlo.constant dense<0.05> : tensor<1536x384xf32>
    %7296 = stablehlo.multiply %7295, %stages.2.blocks.7.fc2.w : tensor<1536x384xf32>
    %7297 = stablehlo.add %6288, %7296 : tensor<1536x384xf32>
    %7298 = stablehlo.constant dense<0.05> : tensor<7x7x1x384xf32>
    %7299 = stablehlo.multiply %7298, %stages.2.blocks.8.dwconv.w : tensor<7x7x1x384xf32>
    %7300 = stablehlo.add %6345, %7299 : tensor<7x7x1x384xf32>
    %7301 = stablehlo.constant dense<0.05> : tensor<384x1536xf32>
    %7302 = stablehlo.multiply %7301, %stages.2.blocks.8.fc1.w : tensor<384x1536xf32>
    %7303 = stablehlo.add %6421, %7302 : tensor<384x1536xf32>
    %7304 = stablehlo.constant dense<0.05> : tensor<1536x384xf32>
    %7305 = stablehlo.multiply %7304, %stages.2.blocks.8.fc2.w : tensor<1536x384xf32>
    %7306 = stablehlo.add %6459, %7305 : tensor<1536x384xf32>
    %7307 = stablehlo.constant dense<0.05> : tensor<2x2x384x768xf32>
    %7308 = stablehlo.multiply %7307, %stages.3.down.conv.w : tensor<2x2x384x768xf32>
    %7309 = stablehlo.add %6554, %7308 : tensor<2x2x384x768xf32>
    %7310 = stablehlo.constant dense<0.05> : tensor<7x7x1x768xf32>
    %7311 = stablehlo.multiply %7310, %stages.3.blocks.0.dwconv.w : tensor<7x7x1x768xf32>
    %7312 = stablehlo.add %6592, %7311 : tensor<7x7x1x768xf32>
    %7313 = stablehlo.constant dense<0.05> : tensor<768x3072xf32>
    %7314 = stablehlo.multiply %7313, %stages.3.blocks.0.fc1.w : tensor<768x3072xf32>
    %7315 = stablehlo.add %6668, %7314 : tensor<768x3072xf32>
    %7316 = stablehlo.constant dense<0.05> : tensor<3072x768xf32>
    %7317 = stablehlo.multiply %7316, %stages.3.blocks.0.fc2.w : tensor<3072x768xf32>
    %7318 = stablehlo.add %6706, %7317 : tensor<3072x768xf32>
    %7319 = stablehlo.constant dense<0.05> : tensor<7x7x1x768xf32>
    %7320 = stablehlo.multiply %7319, %stages.3.blocks.1.dwconv.w : tensor<7x7x1x768xf32>
    %7321 = stablehlo.add %6763, %7320 : tensor<7x7x1x768xf32>
    %7322 = stablehlo.constant dense<0.05> : tensor<768x3072xf32>
    %7323 = stablehlo.multiply %7322, %stages.3.blocks.1.fc1.w : tensor<768x3072xf32>
    %7324 = stablehlo.add %6839, %7323 : tensor<768x3072xf32>
    %7325 = stablehlo.constant dense<0.05> : tensor<3072x768xf32>
    %7326 = stablehlo.multiply %7325, %stages.3.blocks.1.fc2.w : tensor<3072x768xf32>
    %7327 = stablehlo.add %6877, %7326 : tensor<3072x768xf32>
    %7328 = stablehlo.constant dense<0.05> : tensor<7x7x1x768xf32>
    %7329 = stablehlo.multiply %7328, %stages.3.blocks.2.dwconv.w : tensor<7x7x1x768xf32>
    %7330 = stablehlo.add %6934, %7329 : tensor<7x7x1x768xf32>
    %7331 = stablehlo.constant dense<0.05> : tensor<768x3072xf32>
    %7332 = stablehlo.multiply %7331, %stages.3.blocks.2.fc1.w : tensor<768x3072xf32>
    %7333 = stablehlo.add %7010, %7332 : tensor<768x3072xf32>
    %7334 = stablehlo.constant dense<0.05> : tensor<3072x768xf32>
    %7335 = stablehlo.multiply %7334, %stages.3.blocks.2.fc2.w : tensor<3072x768xf32>
    %7336 = stablehlo.add %7048, %7335 : tensor<3072x768xf32>
    %7337 = stablehlo.constant dense<0.05> : tensor<768x1000xf32>
    %7338 = stablehlo.multiply %7337, %head.fc.w : tensor<768x1000xf32>
    %7339 = stablehlo.add %7143, %7338 : tensor<768x1000xf32>
    %7340 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x4x3x96xf32>
    %7341 = stablehlo.multiply %7340, %7165 : tensor<4x4x3x96xf32>
    %7342 = stablehlo.subtract %stem.conv.w, %7341 : tensor<4x4x3x96xf32>
    %7343 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7344 = stablehlo.multiply %7343, %3742 : tensor<96xf32>
    %7345 = stablehlo.subtract %stem.conv.b, %7344 : tensor<96xf32>
    %7346 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7347 = stablehlo.multiply %7346, %3761 : tensor<96xf32>
    %7348 = stablehlo.subtract %stem.norm.g, %7347 : tensor<96xf32>
    %7349 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7350 = stablehlo.multiply %7349, %3780 : tensor<96xf32>
    %7351 = stablehlo.subtract %stem.norm.b, %7350 : tensor<96xf32>
    %7352 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x96xf32>
    %7353 = stablehlo.multiply %7352, %7168 : tensor<7x7x1x96xf32>
    %7354 = stablehlo.subtract %stages.0.blocks.0.dwconv.w, %7353 : tensor<7x7x1x96xf32>
    %7355 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7356 = stablehlo.multiply %7355, %3818 : tensor<96xf32>
    %7357 = stablehlo.subtract %stages.0.blocks.0.dwconv.b, %7356 : tensor<96xf32>
    %7358 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7359 = stablehlo.multiply %7358, %3837 : tensor<96xf32>
    %7360 = stablehlo.subtract %stages.0.blocks.0.norm.g, %7359 : tensor<96xf32>
    %7361 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7362 = stablehlo.multiply %7361, %3856 : tensor<96xf32>
    %7363 = stablehlo.subtract %stages.0.blocks.0.norm.b, %7362 : tensor<96xf32>
    %7364 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96x384xf32>
    %7365 = stablehlo.multiply %7364, %7171 : tensor<96x384xf32>
    %7366 = stablehlo.subtract %stages.0.blocks.0.fc1.w, %7365 : tensor<96x384xf32>
    %7367 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7368 = stablehlo.multiply %7367, %3894 : tensor<384xf32>
    %7369 = stablehlo.subtract %stages.0.blocks.0.fc1.b, %7368 : tensor<384xf32>
    %7370 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x96xf32>
    %7371 = stablehlo.multiply %7370, %7174 : tensor<384x96xf32>
    %7372 = stablehlo.subtract %stages.0.blocks.0.fc2.w, %7371 : tensor<384x96xf32>
    %7373 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7374 = stablehlo.multiply %7373, %3932 : tensor<96xf32>
    %7375 = stablehlo.subtract %stages.0.blocks.0.fc2.b, %7374 : tensor<96xf32>
    %7376 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7377 = stablehlo.multiply %7376, %3951 : tensor<96xf32>
    %7378 = stablehlo.subtract %stages.0.blocks.0.gamma, %7377 : tensor<96xf32>
    %7379 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x96xf32>
    %7380 = stablehlo.multiply %7379, %7177 : tensor<7x7x1x96xf32>
    %7381 = stablehlo.subtract %stages.0.blocks.1.dwconv.w, %7380 : tensor<7x7x1x96xf32>
    %7382 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7383 = stablehlo.multiply %7382, %3989 : tensor<96xf32>
    %7384 = stablehlo.subtract %stages.0.blocks.1.dwconv.b, %7383 : tensor<96xf32>
    %7385 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7386 = stablehlo.multiply %7385, %4008 : tensor<96xf32>
    %7387 = stablehlo.subtract %stages.0.blocks.1.norm.g, %7386 : tensor<96xf32>
    %7388 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7389 = stablehlo.multiply %7388, %4027 : tensor<96xf32>
    %7390 = stablehlo.subtract %stages.0.blocks.1.norm.b, %7389 : tensor<96xf32>
    %7391 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96x384xf32>
    %7392 = stablehlo.multiply %7391, %7180 : tensor<96x384xf32>
    %7393 = stablehlo.subtract %stages.0.blocks.1.fc1.w, %7392 : tensor<96x384xf32>
    %7394 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7395 = stablehlo.multiply %7394, %4065 : tensor<384xf32>
    %7396 = stablehlo.subtract %stages.0.blocks.1.fc1.b, %7395 : tensor<384xf32>
    %7397 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x96xf32>
    %7398 = stablehlo.multiply %7397, %7183 : tensor<384x96xf32>
    %7399 = stablehlo.subtract %stages.0.blocks.1.fc2.w, %7398 : tensor<384x96xf32>
    %7400 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7401 = stablehlo.multiply %7400, %4103 : tensor<96xf32>
    %7402 = stablehlo.subtract %stages.0.blocks.1.fc2.b, %7401 : tensor<96xf32>
    %7403 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7404 = stablehlo.multiply %7403, %4122 : tensor<96xf32>
    %7405 = stablehlo.subtract %stages.0.blocks.1.gamma, %7404 : tensor<96xf32>
    %7406 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x96xf32>
    %7407 = stablehlo.multiply %7406, %7186 : tensor<7x7x1x96xf32>
    %7408 = stablehlo.subtract %stages.0.blocks.2.dwconv.w, %7407 : tensor<7x7x1x96xf32>
    %7409 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7410 = stablehlo.multiply %7409, %4160 : tensor<96xf32>
    %7411 = stablehlo.subtract %stages.0.blocks.2.dwconv.b, %7410 : tensor<96xf32>
    %7412 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7413 = stablehlo.multiply %7412, %4179 : tensor<96xf32>
    %7414 = stablehlo.subtract %stages.0.blocks.2.norm.g, %7413 : tensor<96xf32>
    %7415 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7416 = stablehlo.multiply %7415, %4198 : tensor<96xf32>
    %7417 = stablehlo.subtract %stages.0.blocks.2.norm.b, %7416 : tensor<96xf32>
    %7418 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96x384xf32>
    %7419 = stablehlo.multiply %7418, %7189 : tensor<96x384xf32>
    %7420 = stablehlo.subtract %stages.0.blocks.2.fc1.w, %7419 : tensor<96x384xf32>
    %7421 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7422 = stablehlo.multiply %7421, %4236 : tensor<384xf32>
    %7423 = stablehlo.subtract %stages.0.blocks.2.fc1.b, %7422 : tensor<384xf32>
    %7424 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x96xf32>
    %7425 = stablehlo.multiply %7424, %7192 : tensor<384x96xf32>
    %7426 = stablehlo.subtract %stages.0.blocks.2.fc2.w, %7425 : tensor<384x96xf32>
    %7427 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7428 = stablehlo.multiply %7427, %4274 : tensor<96xf32>
    %7429 = stablehlo.subtract %stages.0.blocks.2.fc2.b, %7428 : tensor<96xf32>
    %7430 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7431 = stablehlo.multiply %7430, %4293 : tensor<96xf32>
    %7432 = stablehlo.subtract %stages.0.blocks.2.gamma, %7431 : tensor<96xf32>
    %7433 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7434 = stablehlo.multiply %7433, %4312 : tensor<96xf32>
    %7435 = stablehlo.subtract %stages.1.down.norm.g, %7434 : tensor<96xf32>
    %7436 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<96xf32>
    %7437 = stablehlo.multiply %7436, %4331 : tensor<96xf32>
    %7438 = stablehlo.subtract %stages.1.down.norm.b, %7437 : tensor<96xf32>
    %7439 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x96x192xf32>
    %7440 = stablehlo.multiply %7439, %7195 : tensor<2x2x96x192xf32>
    %7441 = stablehlo.subtract %stages.1.down.conv.w, %7440 : tensor<2x2x96x192xf32>
    %7442 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7443 = stablehlo.multiply %7442, %4369 : tensor<192xf32>
    %7444 = stablehlo.subtract %stages.1.down.conv.b, %7443 : tensor<192xf32>
    %7445 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x192xf32>
    %7446 = stablehlo.multiply %7445, %7198 : tensor<7x7x1x192xf32>
    %7447 = stablehlo.subtract %stages.1.blocks.0.dwconv.w, %7446 : tensor<7x7x1x192xf32>
    %7448 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7449 = stablehlo.multiply %7448, %4407 : tensor<192xf32>
    %7450 = stablehlo.subtract %stages.1.blocks.0.dwconv.b, %7449 : tensor<192xf32>
    %7451 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7452 = stablehlo.multiply %7451, %4426 : tensor<192xf32>
    %7453 = stablehlo.subtract %stages.1.blocks.0.norm.g, %7452 : tensor<192xf32>
    %7454 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7455 = stablehlo.multiply %7454, %4445 : tensor<192xf32>
    %7456 = stablehlo.subtract %stages.1.blocks.0.norm.b, %7455 : tensor<192xf32>
    %7457 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %7458 = stablehlo.multiply %7457, %7201 : tensor<192x768xf32>
    %7459 = stablehlo.subtract %stages.1.blocks.0.fc1.w, %7458 : tensor<192x768xf32>
    %7460 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7461 = stablehlo.multiply %7460, %4483 : tensor<768xf32>
    %7462 = stablehlo.subtract %stages.1.blocks.0.fc1.b, %7461 : tensor<768xf32>
    %7463 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %7464 = stablehlo.multiply %7463, %7204 : tensor<768x192xf32>
    %7465 = stablehlo.subtract %stages.1.blocks.0.fc2.w, %7464 : tensor<768x192xf32>
    %7466 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7467 = stablehlo.multiply %7466, %4521 : tensor<192xf32>
    %7468 = stablehlo.subtract %stages.1.blocks.0.fc2.b, %7467 : tensor<192xf32>
    %7469 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7470 = stablehlo.multiply %7469, %4540 : tensor<192xf32>
    %7471 = stablehlo.subtract %stages.1.blocks.0.gamma, %7470 : tensor<192xf32>
    %7472 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x192xf32>
    %7473 = stablehlo.multiply %7472, %7207 : tensor<7x7x1x192xf32>
    %7474 = stablehlo.subtract %stages.1.blocks.1.dwconv.w, %7473 : tensor<7x7x1x192xf32>
    %7475 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7476 = stablehlo.multiply %7475, %4578 : tensor<192xf32>
    %7477 = stablehlo.subtract %stages.1.blocks.1.dwconv.b, %7476 : tensor<192xf32>
    %7478 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7479 = stablehlo.multiply %7478, %4597 : tensor<192xf32>
    %7480 = stablehlo.subtract %stages.1.blocks.1.norm.g, %7479 : tensor<192xf32>
    %7481 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7482 = stablehlo.multiply %7481, %4616 : tensor<192xf32>
    %7483 = stablehlo.subtract %stages.1.blocks.1.norm.b, %7482 : tensor<192xf32>
    %7484 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %7485 = stablehlo.multiply %7484, %7210 : tensor<192x768xf32>
    %7486 = stablehlo.subtract %stages.1.blocks.1.fc1.w, %7485 : tensor<192x768xf32>
    %7487 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7488 = stablehlo.multiply %7487, %4654 : tensor<768xf32>
    %7489 = stablehlo.subtract %stages.1.blocks.1.fc1.b, %7488 : tensor<768xf32>
    %7490 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %7491 = stablehlo.multiply %7490, %7213 : tensor<768x192xf32>
    %7492 = stablehlo.subtract %stages.1.blocks.1.fc2.w, %7491 : tensor<768x192xf32>
    %7493 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7494 = stablehlo.multiply %7493, %4692 : tensor<192xf32>
    %7495 = stablehlo.subtract %stages.1.blocks.1.fc2.b, %7494 : tensor<192xf32>
    %7496 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7497 = stablehlo.multiply %7496, %4711 : tensor<192xf32>
    %7498 = stablehlo.subtract %stages.1.blocks.1.gamma, %7497 : tensor<192xf32>
    %7499 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x192xf32>
    %7500 = stablehlo.multiply %7499, %7216 : tensor<7x7x1x192xf32>
    %7501 = stablehlo.subtract %stages.1.blocks.2.dwconv.w, %7500 : tensor<7x7x1x192xf32>
    %7502 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7503 = stablehlo.multiply %7502, %4749 : tensor<192xf32>
    %7504 = stablehlo.subtract %stages.1.blocks.2.dwconv.b, %7503 : tensor<192xf32>
    %7505 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7506 = stablehlo.multiply %7505, %4768 : tensor<192xf32>
    %7507 = stablehlo.subtract %stages.1.blocks.2.norm.g, %7506 : tensor<192xf32>
    %7508 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7509 = stablehlo.multiply %7508, %4787 : tensor<192xf32>
    %7510 = stablehlo.subtract %stages.1.blocks.2.norm.b, %7509 : tensor<192xf32>
    %7511 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192x768xf32>
    %7512 = stablehlo.multiply %7511, %7219 : tensor<192x768xf32>
    %7513 = stablehlo.subtract %stages.1.blocks.2.fc1.w, %7512 : tensor<192x768xf32>
    %7514 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7515 = stablehlo.multiply %7514, %4825 : tensor<768xf32>
    %7516 = stablehlo.subtract %stages.1.blocks.2.fc1.b, %7515 : tensor<768xf32>
    %7517 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x192xf32>
    %7518 = stablehlo.multiply %7517, %7222 : tensor<768x192xf32>
    %7519 = stablehlo.subtract %stages.1.blocks.2.fc2.w, %7518 : tensor<768x192xf32>
    %7520 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7521 = stablehlo.multiply %7520, %4863 : tensor<192xf32>
    %7522 = stablehlo.subtract %stages.1.blocks.2.fc2.b, %7521 : tensor<192xf32>
    %7523 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7524 = stablehlo.multiply %7523, %4882 : tensor<192xf32>
    %7525 = stablehlo.subtract %stages.1.blocks.2.gamma, %7524 : tensor<192xf32>
    %7526 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7527 = stablehlo.multiply %7526, %4901 : tensor<192xf32>
    %7528 = stablehlo.subtract %stages.2.down.norm.g, %7527 : tensor<192xf32>
    %7529 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<192xf32>
    %7530 = stablehlo.multiply %7529, %4920 : tensor<192xf32>
    %7531 = stablehlo.subtract %stages.2.down.norm.b, %7530 : tensor<192xf32>
    %7532 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x192x384xf32>
    %7533 = stablehlo.multiply %7532, %7225 : tensor<2x2x192x384xf32>
    %7534 = stablehlo.subtract %stages.2.down.conv.w, %7533 : tensor<2x2x192x384xf32>
    %7535 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7536 = stablehlo.multiply %7535, %4958 : tensor<384xf32>
    %7537 = stablehlo.subtract %stages.2.down.conv.b, %7536 : tensor<384xf32>
    %7538 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %7539 = stablehlo.multiply %7538, %7228 : tensor<7x7x1x384xf32>
    %7540 = stablehlo.subtract %stages.2.blocks.0.dwconv.w, %7539 : tensor<7x7x1x384xf32>
    %7541 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7542 = stablehlo.multiply %7541, %4996 : tensor<384xf32>
    %7543 = stablehlo.subtract %stages.2.blocks.0.dwconv.b, %7542 : tensor<384xf32>
    %7544 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7545 = stablehlo.multiply %7544, %5015 : tensor<384xf32>
    %7546 = stablehlo.subtract %stages.2.blocks.0.norm.g, %7545 : tensor<384xf32>
    %7547 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7548 = stablehlo.multiply %7547, %5034 : tensor<384xf32>
    %7549 = stablehlo.subtract %stages.2.blocks.0.norm.b, %7548 : tensor<384xf32>
    %7550 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %7551 = stablehlo.multiply %7550, %7231 : tensor<384x1536xf32>
    %7552 = stablehlo.subtract %stages.2.blocks.0.fc1.w, %7551 : tensor<384x1536xf32>
    %7553 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %7554 = stablehlo.multiply %7553, %5072 : tensor<1536xf32>
    %7555 = stablehlo.subtract %stages.2.blocks.0.fc1.b, %7554 : tensor<1536xf32>
    %7556 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %7557 = stablehlo.multiply %7556, %7234 : tensor<1536x384xf32>
    %7558 = stablehlo.subtract %stages.2.blocks.0.fc2.w, %7557 : tensor<1536x384xf32>
    %7559 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7560 = stablehlo.multiply %7559, %5110 : tensor<384xf32>
    %7561 = stablehlo.subtract %stages.2.blocks.0.fc2.b, %7560 : tensor<384xf32>
    %7562 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7563 = stablehlo.multiply %7562, %5129 : tensor<384xf32>
    %7564 = stablehlo.subtract %stages.2.blocks.0.gamma, %7563 : tensor<384xf32>
    %7565 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %7566 = stablehlo.multiply %7565, %7237 : tensor<7x7x1x384xf32>
    %7567 = stablehlo.subtract %stages.2.blocks.1.dwconv.w, %7566 : tensor<7x7x1x384xf32>
    %7568 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7569 = stablehlo.multiply %7568, %5167 : tensor<384xf32>
    %7570 = stablehlo.subtract %stages.2.blocks.1.dwconv.b, %7569 : tensor<384xf32>
    %7571 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7572 = stablehlo.multiply %7571, %5186 : tensor<384xf32>
    %7573 = stablehlo.subtract %stages.2.blocks.1.norm.g, %7572 : tensor<384xf32>
    %7574 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7575 = stablehlo.multiply %7574, %5205 : tensor<384xf32>
    %7576 = stablehlo.subtract %stages.2.blocks.1.norm.b, %7575 : tensor<384xf32>
    %7577 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %7578 = stablehlo.multiply %7577, %7240 : tensor<384x1536xf32>
    %7579 = stablehlo.subtract %stages.2.blocks.1.fc1.w, %7578 : tensor<384x1536xf32>
    %7580 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %7581 = stablehlo.multiply %7580, %5243 : tensor<1536xf32>
    %7582 = stablehlo.subtract %stages.2.blocks.1.fc1.b, %7581 : tensor<1536xf32>
    %7583 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %7584 = stablehlo.multiply %7583, %7243 : tensor<1536x384xf32>
    %7585 = stablehlo.subtract %stages.2.blocks.1.fc2.w, %7584 : tensor<1536x384xf32>
    %7586 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7587 = stablehlo.multiply %7586, %5281 : tensor<384xf32>
    %7588 = stablehlo.subtract %stages.2.blocks.1.fc2.b, %7587 : tensor<384xf32>
    %7589 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7590 = stablehlo.multiply %7589, %5300 : tensor<384xf32>
    %7591 = stablehlo.subtract %stages.2.blocks.1.gamma, %7590 : tensor<384xf32>
    %7592 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %7593 = stablehlo.multiply %7592, %7246 : tensor<7x7x1x384xf32>
    %7594 = stablehlo.subtract %stages.2.blocks.2.dwconv.w, %7593 : tensor<7x7x1x384xf32>
    %7595 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7596 = stablehlo.multiply %7595, %5338 : tensor<384xf32>
    %7597 = stablehlo.subtract %stages.2.blocks.2.dwconv.b, %7596 : tensor<384xf32>
    %7598 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7599 = stablehlo.multiply %7598, %5357 : tensor<384xf32>
    %7600 = stablehlo.subtract %stages.2.blocks.2.norm.g, %7599 : tensor<384xf32>
    %7601 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7602 = stablehlo.multiply %7601, %5376 : tensor<384xf32>
    %7603 = stablehlo.subtract %stages.2.blocks.2.norm.b, %7602 : tensor<384xf32>
    %7604 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %7605 = stablehlo.multiply %7604, %7249 : tensor<384x1536xf32>
    %7606 = stablehlo.subtract %stages.2.blocks.2.fc1.w, %7605 : tensor<384x1536xf32>
    %7607 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %7608 = stablehlo.multiply %7607, %5414 : tensor<1536xf32>
    %7609 = stablehlo.subtract %stages.2.blocks.2.fc1.b, %7608 : tensor<1536xf32>
    %7610 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %7611 = stablehlo.multiply %7610, %7252 : tensor<1536x384xf32>
    %7612 = stablehlo.subtract %stages.2.blocks.2.fc2.w, %7611 : tensor<1536x384xf32>
    %7613 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7614 = stablehlo.multiply %7613, %5452 : tensor<384xf32>
    %7615 = stablehlo.subtract %stages.2.blocks.2.fc2.b, %7614 : tensor<384xf32>
    %7616 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7617 = stablehlo.multiply %7616, %5471 : tensor<384xf32>
    %7618 = stablehlo.subtract %stages.2.blocks.2.gamma, %7617 : tensor<384xf32>
    %7619 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %7620 = stablehlo.multiply %7619, %7255 : tensor<7x7x1x384xf32>
    %7621 = stablehlo.subtract %stages.2.blocks.3.dwconv.w, %7620 : tensor<7x7x1x384xf32>
    %7622 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7623 = stablehlo.multiply %7622, %5509 : tensor<384xf32>
    %7624 = stablehlo.subtract %stages.2.blocks.3.dwconv.b, %7623 : tensor<384xf32>
    %7625 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7626 = stablehlo.multiply %7625, %5528 : tensor<384xf32>
    %7627 = stablehlo.subtract %stages.2.blocks.3.norm.g, %7626 : tensor<384xf32>
    %7628 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7629 = stablehlo.multiply %7628, %5547 : tensor<384xf32>
    %7630 = stablehlo.subtract %stages.2.blocks.3.norm.b, %7629 : tensor<384xf32>
    %7631 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %7632 = stablehlo.multiply %7631, %7258 : tensor<384x1536xf32>
    %7633 = stablehlo.subtract %stages.2.blocks.3.fc1.w, %7632 : tensor<384x1536xf32>
    %7634 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %7635 = stablehlo.multiply %7634, %5585 : tensor<1536xf32>
    %7636 = stablehlo.subtract %stages.2.blocks.3.fc1.b, %7635 : tensor<1536xf32>
    %7637 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %7638 = stablehlo.multiply %7637, %7261 : tensor<1536x384xf32>
    %7639 = stablehlo.subtract %stages.2.blocks.3.fc2.w, %7638 : tensor<1536x384xf32>
    %7640 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7641 = stablehlo.multiply %7640, %5623 : tensor<384xf32>
    %7642 = stablehlo.subtract %stages.2.blocks.3.fc2.b, %7641 : tensor<384xf32>
    %7643 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7644 = stablehlo.multiply %7643, %5642 : tensor<384xf32>
    %7645 = stablehlo.subtract %stages.2.blocks.3.gamma, %7644 : tensor<384xf32>
    %7646 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %7647 = stablehlo.multiply %7646, %7264 : tensor<7x7x1x384xf32>
    %7648 = stablehlo.subtract %stages.2.blocks.4.dwconv.w, %7647 : tensor<7x7x1x384xf32>
    %7649 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7650 = stablehlo.multiply %7649, %5680 : tensor<384xf32>
    %7651 = stablehlo.subtract %stages.2.blocks.4.dwconv.b, %7650 : tensor<384xf32>
    %7652 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7653 = stablehlo.multiply %7652, %5699 : tensor<384xf32>
    %7654 = stablehlo.subtract %stages.2.blocks.4.norm.g, %7653 : tensor<384xf32>
    %7655 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7656 = stablehlo.multiply %7655, %5718 : tensor<384xf32>
    %7657 = stablehlo.subtract %stages.2.blocks.4.norm.b, %7656 : tensor<384xf32>
    %7658 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %7659 = stablehlo.multiply %7658, %7267 : tensor<384x1536xf32>
    %7660 = stablehlo.subtract %stages.2.blocks.4.fc1.w, %7659 : tensor<384x1536xf32>
    %7661 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %7662 = stablehlo.multiply %7661, %5756 : tensor<1536xf32>
    %7663 = stablehlo.subtract %stages.2.blocks.4.fc1.b, %7662 : tensor<1536xf32>
    %7664 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %7665 = stablehlo.multiply %7664, %7270 : tensor<1536x384xf32>
    %7666 = stablehlo.subtract %stages.2.blocks.4.fc2.w, %7665 : tensor<1536x384xf32>
    %7667 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7668 = stablehlo.multiply %7667, %5794 : tensor<384xf32>
    %7669 = stablehlo.subtract %stages.2.blocks.4.fc2.b, %7668 : tensor<384xf32>
    %7670 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7671 = stablehlo.multiply %7670, %5813 : tensor<384xf32>
    %7672 = stablehlo.subtract %stages.2.blocks.4.gamma, %7671 : tensor<384xf32>
    %7673 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %7674 = stablehlo.multiply %7673, %7273 : tensor<7x7x1x384xf32>
    %7675 = stablehlo.subtract %stages.2.blocks.5.dwconv.w, %7674 : tensor<7x7x1x384xf32>
    %7676 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7677 = stablehlo.multiply %7676, %5851 : tensor<384xf32>
    %7678 = stablehlo.subtract %stages.2.blocks.5.dwconv.b, %7677 : tensor<384xf32>
    %7679 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7680 = stablehlo.multiply %7679, %5870 : tensor<384xf32>
    %7681 = stablehlo.subtract %stages.2.blocks.5.norm.g, %7680 : tensor<384xf32>
    %7682 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7683 = stablehlo.multiply %7682, %5889 : tensor<384xf32>
    %7684 = stablehlo.subtract %stages.2.blocks.5.norm.b, %7683 : tensor<384xf32>
    %7685 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %7686 = stablehlo.multiply %7685, %7276 : tensor<384x1536xf32>
    %7687 = stablehlo.subtract %stages.2.blocks.5.fc1.w, %7686 : tensor<384x1536xf32>
    %7688 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %7689 = stablehlo.multiply %7688, %5927 : tensor<1536xf32>
    %7690 = stablehlo.subtract %stages.2.blocks.5.fc1.b, %7689 : tensor<1536xf32>
    %7691 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %7692 = stablehlo.multiply %7691, %7279 : tensor<1536x384xf32>
    %7693 = stablehlo.subtract %stages.2.blocks.5.fc2.w, %7692 : tensor<1536x384xf32>
    %7694 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7695 = stablehlo.multiply %7694, %5965 : tensor<384xf32>
    %7696 = stablehlo.subtract %stages.2.blocks.5.fc2.b, %7695 : tensor<384xf32>
    %7697 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7698 = stablehlo.multiply %7697, %5984 : tensor<384xf32>
    %7699 = stablehlo.subtract %stages.2.blocks.5.gamma, %7698 : tensor<384xf32>
    %7700 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %7701 = stablehlo.multiply %7700, %7282 : tensor<7x7x1x384xf32>
    %7702 = stablehlo.subtract %stages.2.blocks.6.dwconv.w, %7701 : tensor<7x7x1x384xf32>
    %7703 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7704 = stablehlo.multiply %7703, %6022 : tensor<384xf32>
    %7705 = stablehlo.subtract %stages.2.blocks.6.dwconv.b, %7704 : tensor<384xf32>
    %7706 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7707 = stablehlo.multiply %7706, %6041 : tensor<384xf32>
    %7708 = stablehlo.subtract %stages.2.blocks.6.norm.g, %7707 : tensor<384xf32>
    %7709 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7710 = stablehlo.multiply %7709, %6060 : tensor<384xf32>
    %7711 = stablehlo.subtract %stages.2.blocks.6.norm.b, %7710 : tensor<384xf32>
    %7712 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %7713 = stablehlo.multiply %7712, %7285 : tensor<384x1536xf32>
    %7714 = stablehlo.subtract %stages.2.blocks.6.fc1.w, %7713 : tensor<384x1536xf32>
    %7715 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %7716 = stablehlo.multiply %7715, %6098 : tensor<1536xf32>
    %7717 = stablehlo.subtract %stages.2.blocks.6.fc1.b, %7716 : tensor<1536xf32>
    %7718 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %7719 = stablehlo.multiply %7718, %7288 : tensor<1536x384xf32>
    %7720 = stablehlo.subtract %stages.2.blocks.6.fc2.w, %7719 : tensor<1536x384xf32>
    %7721 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7722 = stablehlo.multiply %7721, %6136 : tensor<384xf32>
    %7723 = stablehlo.subtract %stages.2.blocks.6.fc2.b, %7722 : tensor<384xf32>
    %7724 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7725 = stablehlo.multiply %7724, %6155 : tensor<384xf32>
    %7726 = stablehlo.subtract %stages.2.blocks.6.gamma, %7725 : tensor<384xf32>
    %7727 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %7728 = stablehlo.multiply %7727, %7291 : tensor<7x7x1x384xf32>
    %7729 = stablehlo.subtract %stages.2.blocks.7.dwconv.w, %7728 : tensor<7x7x1x384xf32>
    %7730 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7731 = stablehlo.multiply %7730, %6193 : tensor<384xf32>
    %7732 = stablehlo.subtract %stages.2.blocks.7.dwconv.b, %7731 : tensor<384xf32>
    %7733 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7734 = stablehlo.multiply %7733, %6212 : tensor<384xf32>
    %7735 = stablehlo.subtract %stages.2.blocks.7.norm.g, %7734 : tensor<384xf32>
    %7736 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7737 = stablehlo.multiply %7736, %6231 : tensor<384xf32>
    %7738 = stablehlo.subtract %stages.2.blocks.7.norm.b, %7737 : tensor<384xf32>
    %7739 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %7740 = stablehlo.multiply %7739, %7294 : tensor<384x1536xf32>
    %7741 = stablehlo.subtract %stages.2.blocks.7.fc1.w, %7740 : tensor<384x1536xf32>
    %7742 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %7743 = stablehlo.multiply %7742, %6269 : tensor<1536xf32>
    %7744 = stablehlo.subtract %stages.2.blocks.7.fc1.b, %7743 : tensor<1536xf32>
    %7745 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %7746 = stablehlo.multiply %7745, %7297 : tensor<1536x384xf32>
    %7747 = stablehlo.subtract %stages.2.blocks.7.fc2.w, %7746 : tensor<1536x384xf32>
    %7748 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7749 = stablehlo.multiply %7748, %6307 : tensor<384xf32>
    %7750 = stablehlo.subtract %stages.2.blocks.7.fc2.b, %7749 : tensor<384xf32>
    %7751 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7752 = stablehlo.multiply %7751, %6326 : tensor<384xf32>
    %7753 = stablehlo.subtract %stages.2.blocks.7.gamma, %7752 : tensor<384xf32>
    %7754 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x384xf32>
    %7755 = stablehlo.multiply %7754, %7300 : tensor<7x7x1x384xf32>
    %7756 = stablehlo.subtract %stages.2.blocks.8.dwconv.w, %7755 : tensor<7x7x1x384xf32>
    %7757 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7758 = stablehlo.multiply %7757, %6364 : tensor<384xf32>
    %7759 = stablehlo.subtract %stages.2.blocks.8.dwconv.b, %7758 : tensor<384xf32>
    %7760 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7761 = stablehlo.multiply %7760, %6383 : tensor<384xf32>
    %7762 = stablehlo.subtract %stages.2.blocks.8.norm.g, %7761 : tensor<384xf32>
    %7763 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7764 = stablehlo.multiply %7763, %6402 : tensor<384xf32>
    %7765 = stablehlo.subtract %stages.2.blocks.8.norm.b, %7764 : tensor<384xf32>
    %7766 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384x1536xf32>
    %7767 = stablehlo.multiply %7766, %7303 : tensor<384x1536xf32>
    %7768 = stablehlo.subtract %stages.2.blocks.8.fc1.w, %7767 : tensor<384x1536xf32>
    %7769 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536xf32>
    %7770 = stablehlo.multiply %7769, %6440 : tensor<1536xf32>
    %7771 = stablehlo.subtract %stages.2.blocks.8.fc1.b, %7770 : tensor<1536xf32>
    %7772 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1536x384xf32>
    %7773 = stablehlo.multiply %7772, %7306 : tensor<1536x384xf32>
    %7774 = stablehlo.subtract %stages.2.blocks.8.fc2.w, %7773 : tensor<1536x384xf32>
    %7775 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7776 = stablehlo.multiply %7775, %6478 : tensor<384xf32>
    %7777 = stablehlo.subtract %stages.2.blocks.8.fc2.b, %7776 : tensor<384xf32>
    %7778 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7779 = stablehlo.multiply %7778, %6497 : tensor<384xf32>
    %7780 = stablehlo.subtract %stages.2.blocks.8.gamma, %7779 : tensor<384xf32>
    %7781 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7782 = stablehlo.multiply %7781, %6516 : tensor<384xf32>
    %7783 = stablehlo.subtract %stages.3.down.norm.g, %7782 : tensor<384xf32>
    %7784 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<384xf32>
    %7785 = stablehlo.multiply %7784, %6535 : tensor<384xf32>
    %7786 = stablehlo.subtract %stages.3.down.norm.b, %7785 : tensor<384xf32>
    %7787 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x384x768xf32>
    %7788 = stablehlo.multiply %7787, %7309 : tensor<2x2x384x768xf32>
    %7789 = stablehlo.subtract %stages.3.down.conv.w, %7788 : tensor<2x2x384x768xf32>
    %7790 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7791 = stablehlo.multiply %7790, %6573 : tensor<768xf32>
    %7792 = stablehlo.subtract %stages.3.down.conv.b, %7791 : tensor<768xf32>
    %7793 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x768xf32>
    %7794 = stablehlo.multiply %7793, %7312 : tensor<7x7x1x768xf32>
    %7795 = stablehlo.subtract %stages.3.blocks.0.dwconv.w, %7794 : tensor<7x7x1x768xf32>
    %7796 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7797 = stablehlo.multiply %7796, %6611 : tensor<768xf32>
    %7798 = stablehlo.subtract %stages.3.blocks.0.dwconv.b, %7797 : tensor<768xf32>
    %7799 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7800 = stablehlo.multiply %7799, %6630 : tensor<768xf32>
    %7801 = stablehlo.subtract %stages.3.blocks.0.norm.g, %7800 : tensor<768xf32>
    %7802 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7803 = stablehlo.multiply %7802, %6649 : tensor<768xf32>
    %7804 = stablehlo.subtract %stages.3.blocks.0.norm.b, %7803 : tensor<768xf32>
    %7805 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x3072xf32>
    %7806 = stablehlo.multiply %7805, %7315 : tensor<768x3072xf32>
    %7807 = stablehlo.subtract %stages.3.blocks.0.fc1.w, %7806 : tensor<768x3072xf32>
    %7808 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072xf32>
    %7809 = stablehlo.multiply %7808, %6687 : tensor<3072xf32>
    %7810 = stablehlo.subtract %stages.3.blocks.0.fc1.b, %7809 : tensor<3072xf32>
    %7811 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072x768xf32>
    %7812 = stablehlo.multiply %7811, %7318 : tensor<3072x768xf32>
    %7813 = stablehlo.subtract %stages.3.blocks.0.fc2.w, %7812 : tensor<3072x768xf32>
    %7814 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7815 = stablehlo.multiply %7814, %6725 : tensor<768xf32>
    %7816 = stablehlo.subtract %stages.3.blocks.0.fc2.b, %7815 : tensor<768xf32>
    %7817 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7818 = stablehlo.multiply %7817, %6744 : tensor<768xf32>
    %7819 = stablehlo.subtract %stages.3.blocks.0.gamma, %7818 : tensor<768xf32>
    %7820 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x768xf32>
    %7821 = stablehlo.multiply %7820, %7321 : tensor<7x7x1x768xf32>
    %7822 = stablehlo.subtract %stages.3.blocks.1.dwconv.w, %7821 : tensor<7x7x1x768xf32>
    %7823 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7824 = stablehlo.multiply %7823, %6782 : tensor<768xf32>
    %7825 = stablehlo.subtract %stages.3.blocks.1.dwconv.b, %7824 : tensor<768xf32>
    %7826 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7827 = stablehlo.multiply %7826, %6801 : tensor<768xf32>
    %7828 = stablehlo.subtract %stages.3.blocks.1.norm.g, %7827 : tensor<768xf32>
    %7829 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7830 = stablehlo.multiply %7829, %6820 : tensor<768xf32>
    %7831 = stablehlo.subtract %stages.3.blocks.1.norm.b, %7830 : tensor<768xf32>
    %7832 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x3072xf32>
    %7833 = stablehlo.multiply %7832, %7324 : tensor<768x3072xf32>
    %7834 = stablehlo.subtract %stages.3.blocks.1.fc1.w, %7833 : tensor<768x3072xf32>
    %7835 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072xf32>
    %7836 = stablehlo.multiply %7835, %6858 : tensor<3072xf32>
    %7837 = stablehlo.subtract %stages.3.blocks.1.fc1.b, %7836 : tensor<3072xf32>
    %7838 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072x768xf32>
    %7839 = stablehlo.multiply %7838, %7327 : tensor<3072x768xf32>
    %7840 = stablehlo.subtract %stages.3.blocks.1.fc2.w, %7839 : tensor<3072x768xf32>
    %7841 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7842 = stablehlo.multiply %7841, %6896 : tensor<768xf32>
    %7843 = stablehlo.subtract %stages.3.blocks.1.fc2.b, %7842 : tensor<768xf32>
    %7844 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7845 = stablehlo.multiply %7844, %6915 : tensor<768xf32>
    %7846 = stablehlo.subtract %stages.3.blocks.1.gamma, %7845 : tensor<768xf32>
    %7847 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x768xf32>
    %7848 = stablehlo.multiply %7847, %7330 : tensor<7x7x1x768xf32>
    %7849 = stablehlo.subtract %stages.3.blocks.2.dwconv.w, %7848 : tensor<7x7x1x768xf32>
    %7850 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7851 = stablehlo.multiply %7850, %6953 : tensor<768xf32>
    %7852 = stablehlo.subtract %stages.3.blocks.2.dwconv.b, %7851 : tensor<768xf32>
    %7853 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7854 = stablehlo.multiply %7853, %6972 : tensor<768xf32>
    %7855 = stablehlo.subtract %stages.3.blocks.2.norm.g, %7854 : tensor<768xf32>
    %7856 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7857 = stablehlo.multiply %7856, %6991 : tensor<768xf32>
    %7858 = stablehlo.subtract %stages.3.blocks.2.norm.b, %7857 : tensor<768xf32>
    %7859 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x3072xf32>
    %7860 = stablehlo.multiply %7859, %7333 : tensor<768x3072xf32>
    %7861 = stablehlo.subtract %stages.3.blocks.2.fc1.w, %7860 : tensor<768x3072xf32>
    %7862 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072xf32>
    %7863 = stablehlo.multiply %7862, %7029 : tensor<3072xf32>
    %7864 = stablehlo.subtract %stages.3.blocks.2.fc1.b, %7863 : tensor<3072xf32>
    %7865 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<3072x768xf32>
    %7866 = stablehlo.multiply %7865, %7336 : tensor<3072x768xf32>
    %7867 = stablehlo.subtract %stages.3.blocks.2.fc2.w, %7866 : tensor<3072x768xf32>
    %7868 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7869 = stablehlo.multiply %7868, %7067 : tensor<768xf32>
    %7870 = stablehlo.subtract %stages.3.blocks.2.fc2.b, %7869 : tensor<768xf32>
    %7871 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7872 = stablehlo.multiply %7871, %7086 : tensor<768xf32>
    %7873 = stablehlo.subtract %stages.3.blocks.2.gamma, %7872 : tensor<768xf32>
    %7874 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7875 = stablehlo.multiply %7874, %7105 : tensor<768xf32>
    %7876 = stablehlo.subtract %head.norm.g, %7875 : tensor<768xf32>
    %7877 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768xf32>
    %7878 = stablehlo.multiply %7877, %7124 : tensor<768xf32>
    %7879 = stablehlo.subtract %head.norm.b, %7878 : tensor<768xf32>
    %7880 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<768x1000xf32>
    %7881 = stablehlo.multiply %7880, %7339 : tensor<768x1000xf32>
    %7882 = stablehlo.subtract %head.fc.w, %7881 : tensor<768x1000xf32>
    %7883 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1000xf32>
    %7884 = stablehlo.multiply %7883, %7162 : tensor<1000xf32>
    %7885 = stablehlo.subtract %head.fc.b, %7884 : tensor<1000xf32>
    "func.return"(%7342, %7345, %7348, %7351, %7354, %7357, %7360, %7363, %7366, %7369, %7372, %7375, %7378, %7381, %7384, %7387, %7390, %7393, %7396, %7399, %7402, %7405, %7408, %7411, %7414, %7417, %7420, %7423, %7426, %7429, %7432, %7435, %7438, %7441, %7444, %7447, %7450, %7453, %7456, %7459, %7462, %7465, %7468, %7471, %7474, %7477, %7480, %7483, %7486, %7489, %7492, %7495, %7498, %7501, %7504, %7507, %7510, %7513, %7516, %7519, %7522, %7525, %7528, %7531, %7534, %7537, %7540, %7543, %7546, %7549, %7552, %7555, %7558, %7561, %7564, %7567, %7570, %7573, %7576, %7579, %7582, %7585, %7588, %7591, %7594, %7597, %7600, %7603, %7606, %7609, %7612, %7615, %7618, %7621, %7624, %7627, %7630, %7633, %7636, %7639, %7642, %7645, %7648, %7651, %7654, %7657, %7660, %7663, %7666, %7669, %7672, %7675, %7678, %7681, %7684, %7687, %7690, %7693, %7696, %7699, %7702, %7705, %7708, %7711, %7714, %7717, %7720, %7723, %7726, %7729, %7732, %7735, %7738, %7741, %7744, %7747, %7750, %7753, %7756, %7759, %7762, %7765, %7768, %7771, %7774, %7777, %7780, %7783, %7786, %7789, %7792, %7795, %7798, %7801, %7804, %7807, %7810, %7813, %7816, %7819, %7822, %7825, %7828, %7831, %7834, %7837, %7840, %7843, %7846, %7849, %7852, %7855, %7858, %7861, %7864, %7867, %7870, %7873, %7876, %7879, %7882, %7885, %3709, %3728, %3747, %3766, %3785, %3804, %3823, %3842, %3861, %3880, %3899, %3918, %3937, %3956, %3975, %3994, %4013, %4032, %4051, %4070, %4089, %4108, %4127, %4146, %4165, %4184, %4203, %4222, %4241, %4260, %4279, %4298, %4317, %4336, %4355, %4374, %4393, %4412, %4431, %4450, %4469, %4488, %4507, %4526, %4545, %4564, %4583, %4602, %4621, %4640, %4659, %4678, %4697, %4716, %4735, %4754, %4773, %4792, %4811, %4830, %4849, %4868, %4887, %4906, %4925, %4944, %4963, %4982, %5001, %5020, %5039, %5058, %5077, %5096, %5115, %5134, %5153, %5172, %5191, %5210, %5229, %5248, %5267, %5286, %5305, %5324, %5343, %5362, %5381, %5400, %5419, %5438, %5457, %5476, %5495, %5514, %5533, %5552, %5571, %5590, %5609, %5628, %5647, %5666, %5685, %5704, %5723, %5742, %5761, %5780, %5799, %5818, %5837, %5856, %5875, %5894, %5913, %5932, %5951, %5970, %5989, %6008, %6027, %6046, %6065, %6084, %6103, %6122, %6141, %6160, %6179, %6198, %6217, %6236, %6255, %6274, %6293, %6312, %6331, %6350, %6369, %6388, %6407, %6426, %6445, %6464, %6483, %6502, %6521, %6540, %6559, %6578, %6597, %6616, %6635, %6654, %6673, %6692, %6711, %6730, %6749, %6768, %6787, %6806, %6825, %6844, %6863, %6882, %6901, %6920, %6939, %6958, %6977, %6996, %7015, %7034, %7053, %7072, %7091, %7110, %7129, %7148, %3715, %3734, %3753, %3772, %3791, %3810, %3829, %3848, %3867, %3886, %3905, %3924, %3943, %3962, %3981, %4000, %4019, %4038, %4057, %4076, %4095, %4114, %4133, %4152, %4171, %4190, %4209, %4228, %4247, %4266, %4285, %4304, %4323, %4342, %4361, %4380, %4399, %4418, %4437, %4456, %4475, %4494, %4513, %4532, %4551, %4570, %4589, %4608, %4627, %4646, %4665, %4684, %4703, %4722, %4741, %4760, %4779, %4798, %4817, %4836, %4855, %4874, %4893, %4912, %4931, %4950, %4969, %4988, %5007, %5026, %5045, %5064, %5083, %5102, %5121, %5140, %5159, %5178, %5197, %5216, %5235, %5254, %5273, %5292, %5311, %5330, %5349, %5368, %5387, %5406, %5425, %5444, %5463, %5482, %5501, %5520, %5539, %5558, %5577, %5596, %5615, %5634, %5653, %5672, %5691, %5710, %5729, %5748, %5767, %5786, %5805, %5824, %5843, %5862, %5881, %5900, %5919, %5938, %5957, %5976, %5995, %6014, %6033, %6052, %6071, %6090, %6109, %6128, %6147, %6166, %6185, %6204, %6223, %6242, %6261, %6280, %6299, %6318, %6337, %6356, %6375, %6394, %6413, %6432, %6451, %6470, %6489, %6508, %6527, %6546, %6565, %6584, %6603, %6622, %6641, %6660, %6679, %6698, %6717, %6736, %6755, %6774, %6793, %6812, %6831, %6850, %6869, %6888, %6907, %6926, %6945, %6964, %6983, %7002, %7021, %7040, %7059, %7078, %7097, %7116, %7135, %7154, %908, %2792) : (tensor<4x4x3x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<7x7x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x384xf32>, tensor<384xf32>, tensor<384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<7x7x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x384xf32>, tensor<384xf32>, tensor<384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<7x7x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x384xf32>, tensor<384xf32>, tensor<384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<2x2x96x192xf32>, tensor<192xf32>, tensor<7x7x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<7x7x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<7x7x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<2x2x192x384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<2x2x384x768xf32>, tensor<768xf32>, tensor<7x7x1x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<7x7x1x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<7x7x1x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x1000xf32>, tensor<1000xf32>, tensor<4x4x3x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<7x7x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x384xf32>, tensor<384xf32>, tensor<384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<7x7x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x384xf32>, tensor<384xf32>, tensor<384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<7x7x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x384xf32>, tensor<384xf32>, tensor<384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<2x2x96x192xf32>, tensor<192xf32>, tensor<7x7x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<7x7x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<7x7x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<2x2x192x384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<2x2x384x768xf32>, tensor<768xf32>, tensor<7x7x1x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<7x7x1x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<7x7x1x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x1000xf32>, tensor<1000xf32>, tensor<4x4x3x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<7x7x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x384xf32>, tensor<384xf32>, tensor<384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<7x7x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x384xf32>, tensor<384xf32>, tensor<384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<7x7x1x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x384xf32>, tensor<384xf32>, tensor<384x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<2x2x96x192xf32>, tensor<192xf32>, tensor<7x7x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<7x7x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<7x7x1x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<2x2x192x384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<7x7x1x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<2x2x384x768xf32>, tensor<768xf32>, tensor<7x7x1x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<7x7x1x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<7x7x1x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x1000xf32>, tensor<1000xf32>, tensor<f32>, tensor<f32>) -> ()
  }
}

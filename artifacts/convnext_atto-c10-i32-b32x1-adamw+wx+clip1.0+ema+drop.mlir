// hlocert 0.1.0 render: convnext_atto-c10-i32-b32x1-adamw+wx+clip1.0+ema+drop
// model: ConvNeXt-atto  classes: 10  image: 32  batch per replica: 32  replicas: 1
// variant: adamw+wx+clip1.0+ema+drop  gelu: erf
// lowerings: depthwise convolution (the default on iree-cpu, xla-gpu, iree-gpu); patchify convolution (the default on xla-cpu, xla-gpu, iree-gpu)
// loss: softmax cross-entropy against soft targets, mean over the batch; label smoothing and mixup, if any, are in the host's targets
// grad_norm: the global L2 norm of the gradients before clipping (optax.tree.norm of the raw, replica-mean gradients)
// clip: optax clip_by_global_norm at 1.0: g·c/‖g‖ when ‖g‖ ≥ c, else g (no epsilon)
// adam: β1 0.9  β2 0.999  eps 1e-08 (outside the sqrt); m' = β1·m + (1−β1)·g, v' = β2·v + (1−β2)·g², u = (m'/bc1) / (sqrt(v'/bc2) + eps); m, v start at 0
// weight decay: 0.05, decoupled (u + wd·θ, scaled by lr with the update) on parameters of rank ≥ 2 only (none on biases, norm scales/shifts, γ)
// update: θ' = θ − lr·u
// ema: e' = d·e + (1−d)·θ' of the updated weights, e starts at θ₀
// host scalar lr: the learning rate of step t (the host's schedule)
// host scalar bc1: 1 − β1^t = 1 − 0.9^t (bias correction of m, t the 1-based step)
// host scalar bc2: 1 − β2^t = 1 − 0.999^t (bias correction of v)
// host scalar ema_decay: min(cap, (1 + t)/(10 + t)), the EMA decay of step t
// arguments: x 32x32x32x3; params (128 tensors, 3,377,730 scalars); m (128 tensors, 3,377,730 scalars); v (128 tensors, 3,377,730 scalars); ema (128 tensors, 3,377,730 scalars); scalars (lr, bc1, bc2, ema_decay); drop_mask 32x12; targets 32x10
// results: params' (128 tensors, 3,377,730 scalars); m' (128 tensors, 3,377,730 scalars); v' (128 tensors, 3,377,730 scalars); ema' (128 tensors, 3,377,730 scalars); loss scalar; grad_norm scalar
// aliasing: each of params, m, v, ema is updated in place into its primed result
// content sha256: 0b83c997a0bfb4f75703803c6f88c5e5b536a427fcfdf3c62669c5d1263fd66f
module @convnext_atto_c10_i32_b32x1_adamw_wx_clip1_0_ema_drop {
  func.func public @main(%x: tensor<32x32x32x3xf32>, %stem.conv.w: tensor<4x4x3x40xf32> {tf.aliasing_output = 0 : i32}, %stem.conv.b: tensor<40xf32> {tf.aliasing_output = 1 : i32}, %stem.norm.g: tensor<40xf32> {tf.aliasing_output = 2 : i32}, %stem.norm.b: tensor<40xf32> {tf.aliasing_output = 3 : i32}, %stages.0.blocks.0.dwconv.w: tensor<7x7x1x40xf32> {tf.aliasing_output = 4 : i32}, %stages.0.blocks.0.dwconv.b: tensor<40xf32> {tf.aliasing_output = 5 : i32}, %stages.0.blocks.0.norm.g: tensor<40xf32> {tf.aliasing_output = 6 : i32}, %stages.0.blocks.0.norm.b: tensor<40xf32> {tf.aliasing_output = 7 : i32}, %stages.0.blocks.0.fc1.w: tensor<40x160xf32> {tf.aliasing_output = 8 : i32}, %stages.0.blocks.0.fc1.b: tensor<160xf32> {tf.aliasing_output = 9 : i32}, %stages.0.blocks.0.fc2.w: tensor<160x40xf32> {tf.aliasing_output = 10 : i32}, %stages.0.blocks.0.fc2.b: tensor<40xf32> {tf.aliasing_output = 11 : i32}, %stages.0.blocks.0.gamma: tensor<40xf32> {tf.aliasing_output = 12 : i32}, %stages.0.blocks.1.dwconv.w: tensor<7x7x1x40xf32> {tf.aliasing_output = 13 : i32}, %stages.0.blocks.1.dwconv.b: tensor<40xf32> {tf.aliasing_output = 14 : i32}, %stages.0.blocks.1.norm.g: tensor<40xf32> {tf.aliasing_output = 15 : i32}, %stages.0.blocks.1.norm.b: tensor<40xf32> {tf.aliasing_output = 16 : i32}, %stages.0.blocks.1.fc1.w: tensor<40x160xf32> {tf.aliasing_output = 17 : i32}, %stages.0.blocks.1.fc1.b: tensor<160xf32> {tf.aliasing_output = 18 : i32}, %stages.0.blocks.1.fc2.w: tensor<160x40xf32> {tf.aliasing_output = 19 : i32}, %stages.0.blocks.1.fc2.b: tensor<40xf32> {tf.aliasing_output = 20 : i32}, %stages.0.blocks.1.gamma: tensor<40xf32> {tf.aliasing_output = 21 : i32}, %stages.1.down.norm.g: tensor<40xf32> {tf.aliasing_output = 22 : i32}, %stages.1.down.norm.b: tensor<40xf32> {tf.aliasing_output = 23 : i32}, %stages.1.down.conv.w: tensor<2x2x40x80xf32> {tf.aliasing_output = 24 : i32}, %stages.1.down.conv.b: tensor<80xf32> {tf.aliasing_output = 25 : i32}, %stages.1.blocks.0.dwconv.w: tensor<7x7x1x80xf32> {tf.aliasing_output = 26 : i32}, %stages.1.blocks.0.dwconv.b: tensor<80xf32> {tf.aliasing_output = 27 : i32}, %stages.1.blocks.0.norm.g: tensor<80xf32> {tf.aliasing_output = 28 : i32}, %stages.1.blocks.0.norm.b: tensor<80xf32> {tf.aliasing_output = 29 : i32}, %stages.1.blocks.0.fc1.w: tensor<80x320xf32> {tf.aliasing_output = 30 : i32}, %stages.1.blocks.0.fc1.b: tensor<320xf32> {tf.aliasing_output = 31 : i32}, %stages.1.blocks.0.fc2.w: tensor<320x80xf32> {tf.aliasing_output = 32 : i32}, %stages.1.blocks.0.fc2.b: tensor<80xf32> {tf.aliasing_output = 33 : i32}, %stages.1.blocks.0.gamma: tensor<80xf32> {tf.aliasing_output = 34 : i32}, %stages.1.blocks.1.dwconv.w: tensor<7x7x1x80xf32> {tf.aliasing_output = 35 : i32}, %stages.1.blocks.1.dwconv.b: tensor<80xf32> {tf.aliasing_output = 36 : i32}, %stages.1.blocks.1.norm.g: tensor<80xf32> {tf.aliasing_output = 37 : i32}, %stages.1.blocks.1.norm.b: tensor<80xf32> {tf.aliasing_output = 38 : i32}, %stages.1.blocks.1.fc1.w: tensor<80x320xf32> {tf.aliasing_output = 39 : i32}, %stages.1.blocks.1.fc1.b: tensor<320xf32> {tf.aliasing_output = 40 : i32}, %stages.1.blocks.1.fc2.w: tensor<320x80xf32> {tf.aliasing_output = 41 : i32}, %stages.1.blocks.1.fc2.b: tensor<80xf32> {tf.aliasing_output = 42 : i32}, %stages.1.blocks.1.gamma: tensor<80xf32> {tf.aliasing_output = 43 : i32}, %stages.2.down.norm.g: tensor<80xf32> {tf.aliasing_output = 44 : i32}, %stages.2.down.norm.b: tensor<80xf32> {tf.aliasing_output = 45 : i32}, %stages.2.down.conv.w: tensor<2x2x80x160xf32> {tf.aliasing_output = 46 : i32}, %stages.2.down.conv.b: tensor<160xf32> {tf.aliasing_output = 47 : i32}, %stages.2.blocks.0.dwconv.w: tensor<7x7x1x160xf32> {tf.aliasing_output = 48 : i32}, %stages.2.blocks.0.dwconv.b: tensor<160xf32> {tf.aliasing_output = 49 : i32}, %stages.2.blocks.0.norm.g: tensor<160xf32> {tf.aliasing_output = 50 : i32}, %stages.2.blocks.0.norm.b: tensor<160xf32> {tf.aliasing_output = 51 : i32}, %stages.2.blocks.0.fc1.w: tensor<160x640xf32> {tf.aliasing_output = 52 : i32}, %stages.2.blocks.0.fc1.b: tensor<640xf32> {tf.aliasing_output = 53 : i32}, %stages.2.blocks.0.fc2.w: tensor<640x160xf32> {tf.aliasing_output = 54 : i32}, %stages.2.blocks.0.fc2.b: tensor<160xf32> {tf.aliasing_output = 55 : i32}, %stages.2.blocks.0.gamma: tensor<160xf32> {tf.aliasing_output = 56 : i32}, %stages.2.blocks.1.dwconv.w: tensor<7x7x1x160xf32> {tf.aliasing_output = 57 : i32}, %stages.2.blocks.1.dwconv.b: tensor<160xf32> {tf.aliasing_output = 58 : i32}, %stages.2.blocks.1.norm.g: tensor<160xf32> {tf.aliasing_output = 59 : i32}, %stages.2.blocks.1.norm.b: tensor<160xf32> {tf.aliasing_output = 60 : i32}, %stages.2.blocks.1.fc1.w: tensor<160x640xf32> {tf.aliasing_output = 61 : i32}, %stages.2.blocks.1.fc1.b: tensor<640xf32> {tf.aliasing_output = 62 : i32}, %stages.2.blocks.1.fc2.w: tensor<640x160xf32> {tf.aliasing_output = 63 : i32}, %stages.2.blocks.1.fc2.b: tensor<160xf32> {tf.aliasing_output = 64 : i32}, %stages.2.blocks.1.gamma: tensor<160xf32> {tf.aliasing_output = 65 : i32}, %stages.2.blocks.2.dwconv.w: tensor<7x7x1x160xf32> {tf.aliasing_output = 66 : i32}, %stages.2.blocks.2.dwconv.b: tensor<160xf32> {tf.aliasing_output = 67 : i32}, %stages.2.blocks.2.norm.g: tensor<160xf32> {tf.aliasing_output = 68 : i32}, %stages.2.blocks.2.norm.b: tensor<160xf32> {tf.aliasing_output = 69 : i32}, %stages.2.blocks.2.fc1.w: tensor<160x640xf32> {tf.aliasing_output = 70 : i32}, %stages.2.blocks.2.fc1.b: tensor<640xf32> {tf.aliasing_output = 71 : i32}, %stages.2.blocks.2.fc2.w: tensor<640x160xf32> {tf.aliasing_output = 72 : i32}, %stages.2.blocks.2.fc2.b: tensor<160xf32> {tf.aliasing_output = 73 : i32}, %stages.2.blocks.2.gamma: tensor<160xf32> {tf.aliasing_output = 74 : i32}, %stages.2.blocks.3.dwconv.w: tensor<7x7x1x160xf32> {tf.aliasing_output = 75 : i32}, %stages.2.blocks.3.dwconv.b: tensor<160xf32> {tf.aliasing_output = 76 : i32}, %stages.2.blocks.3.norm.g: tensor<160xf32> {tf.aliasing_output = 77 : i32}, %stages.2.blocks.3.norm.b: tensor<160xf32> {tf.aliasing_output = 78 : i32}, %stages.2.blocks.3.fc1.w: tensor<160x640xf32> {tf.aliasing_output = 79 : i32}, %stages.2.blocks.3.fc1.b: tensor<640xf32> {tf.aliasing_output = 80 : i32}, %stages.2.blocks.3.fc2.w: tensor<640x160xf32> {tf.aliasing_output = 81 : i32}, %stages.2.blocks.3.fc2.b: tensor<160xf32> {tf.aliasing_output = 82 : i32}, %stages.2.blocks.3.gamma: tensor<160xf32> {tf.aliasing_output = 83 : i32}, %stages.2.blocks.4.dwconv.w: tensor<7x7x1x160xf32> {tf.aliasing_output = 84 : i32}, %stages.2.blocks.4.dwconv.b: tensor<160xf32> {tf.aliasing_output = 85 : i32}, %stages.2.blocks.4.norm.g: tensor<160xf32> {tf.aliasing_output = 86 : i32}, %stages.2.blocks.4.norm.b: tensor<160xf32> {tf.aliasing_output = 87 : i32}, %stages.2.blocks.4.fc1.w: tensor<160x640xf32> {tf.aliasing_output = 88 : i32}, %stages.2.blocks.4.fc1.b: tensor<640xf32> {tf.aliasing_output = 89 : i32}, %stages.2.blocks.4.fc2.w: tensor<640x160xf32> {tf.aliasing_output = 90 : i32}, %stages.2.blocks.4.fc2.b: tensor<160xf32> {tf.aliasing_output = 91 : i32}, %stages.2.blocks.4.gamma: tensor<160xf32> {tf.aliasing_output = 92 : i32}, %stages.2.blocks.5.dwconv.w: tensor<7x7x1x160xf32> {tf.aliasing_output = 93 : i32}, %stages.2.blocks.5.dwconv.b: tensor<160xf32> {tf.aliasing_output = 94 : i32}, %stages.2.blocks.5.norm.g: tensor<160xf32> {tf.aliasing_output = 95 : i32}, %stages.2.blocks.5.norm.b: tensor<160xf32> {tf.aliasing_output = 96 : i32}, %stages.2.blocks.5.fc1.w: tensor<160x640xf32> {tf.aliasing_output = 97 : i32}, %stages.2.blocks.5.fc1.b: tensor<640xf32> {tf.aliasing_output = 98 : i32}, %stages.2.blocks.5.fc2.w: tensor<640x160xf32> {tf.aliasing_output = 99 : i32}, %stages.2.blocks.5.fc2.b: tensor<160xf32> {tf.aliasing_output = 100 : i32}, %stages.2.blocks.5.gamma: tensor<160xf32> {tf.aliasing_output = 101 : i32}, %stages.3.down.norm.g: tensor<160xf32> {tf.aliasing_output = 102 : i32}, %stages.3.down.norm.b: tensor<160xf32> {tf.aliasing_output = 103 : i32}, %stages.3.down.conv.w: tensor<2x2x160x320xf32> {tf.aliasing_output = 104 : i32}, %stages.3.down.conv.b: tensor<320xf32> {tf.aliasing_output = 105 : i32}, %stages.3.blocks.0.dwconv.w: tensor<7x7x1x320xf32> {tf.aliasing_output = 106 : i32}, %stages.3.blocks.0.dwconv.b: tensor<320xf32> {tf.aliasing_output = 107 : i32}, %stages.3.blocks.0.norm.g: tensor<320xf32> {tf.aliasing_output = 108 : i32}, %stages.3.blocks.0.norm.b: tensor<320xf32> {tf.aliasing_output = 109 : i32}, %stages.3.blocks.0.fc1.w: tensor<320x1280xf32> {tf.aliasing_output = 110 : i32}, %stages.3.blocks.0.fc1.b: tensor<1280xf32> {tf.aliasing_output = 111 : i32}, %stages.3.blocks.0.fc2.w: tensor<1280x320xf32> {tf.aliasing_output = 112 : i32}, %stages.3.blocks.0.fc2.b: tensor<320xf32> {tf.aliasing_output = 113 : i32}, %stages.3.blocks.0.gamma: tensor<320xf32> {tf.aliasing_output = 114 : i32}, %stages.3.blocks.1.dwconv.w: tensor<7x7x1x320xf32> {tf.aliasing_output = 115 : i32}, %stages.3.blocks.1.dwconv.b: tensor<320xf32> {tf.aliasing_output = 116 : i32}, %stages.3.blocks.1.norm.g: tensor<320xf32> {tf.aliasing_output = 117 : i32}, %stages.3.blocks.1.norm.b: tensor<320xf32> {tf.aliasing_output = 118 : i32}, %stages.3.blocks.1.fc1.w: tensor<320x1280xf32> {tf.aliasing_output = 119 : i32}, %stages.3.blocks.1.fc1.b: tensor<1280xf32> {tf.aliasing_output = 120 : i32}, %stages.3.blocks.1.fc2.w: tensor<1280x320xf32> {tf.aliasing_output = 121 : i32}, %stages.3.blocks.1.fc2.b: tensor<320xf32> {tf.aliasing_output = 122 : i32}, %stages.3.blocks.1.gamma: tensor<320xf32> {tf.aliasing_output = 123 : i32}, %head.norm.g: tensor<320xf32> {tf.aliasing_output = 124 : i32}, %head.norm.b: tensor<320xf32> {tf.aliasing_output = 125 : i32}, %head.fc.w: tensor<320x10xf32> {tf.aliasing_output = 126 : i32}, %head.fc.b: tensor<10xf32> {tf.aliasing_output = 127 : i32}, %m.stem.conv.w: tensor<4x4x3x40xf32> {tf.aliasing_output = 128 : i32}, %m.stem.conv.b: tensor<40xf32> {tf.aliasing_output = 129 : i32}, %m.stem.norm.g: tensor<40xf32> {tf.aliasing_output = 130 : i32}, %m.stem.norm.b: tensor<40xf32> {tf.aliasing_output = 131 : i32}, %m.stages.0.blocks.0.dwconv.w: tensor<7x7x1x40xf32> {tf.aliasing_output = 132 : i32}, %m.stages.0.blocks.0.dwconv.b: tensor<40xf32> {tf.aliasing_output = 133 : i32}, %m.stages.0.blocks.0.norm.g: tensor<40xf32> {tf.aliasing_output = 134 : i32}, %m.stages.0.blocks.0.norm.b: tensor<40xf32> {tf.aliasing_output = 135 : i32}, %m.stages.0.blocks.0.fc1.w: tensor<40x160xf32> {tf.aliasing_output = 136 : i32}, %m.stages.0.blocks.0.fc1.b: tensor<160xf32> {tf.aliasing_output = 137 : i32}, %m.stages.0.blocks.0.fc2.w: tensor<160x40xf32> {tf.aliasing_output = 138 : i32}, %m.stages.0.blocks.0.fc2.b: tensor<40xf32> {tf.aliasing_output = 139 : i32}, %m.stages.0.blocks.0.gamma: tensor<40xf32> {tf.aliasing_output = 140 : i32}, %m.stages.0.blocks.1.dwconv.w: tensor<7x7x1x40xf32> {tf.aliasing_output = 141 : i32}, %m.stages.0.blocks.1.dwconv.b: tensor<40xf32> {tf.aliasing_output = 142 : i32}, %m.stages.0.blocks.1.norm.g: tensor<40xf32> {tf.aliasing_output = 143 : i32}, %m.stages.0.blocks.1.norm.b: tensor<40xf32> {tf.aliasing_output = 144 : i32}, %m.stages.0.blocks.1.fc1.w: tensor<40x160xf32> {tf.aliasing_output = 145 : i32}, %m.stages.0.blocks.1.fc1.b: tensor<160xf32> {tf.aliasing_output = 146 : i32}, %m.stages.0.blocks.1.fc2.w: tensor<160x40xf32> {tf.aliasing_output = 147 : i32}, %m.stages.0.blocks.1.fc2.b: tensor<40xf32> {tf.aliasing_output = 148 : i32}, %m.stages.0.blocks.1.gamma: tensor<40xf32> {tf.aliasing_output = 149 : i32}, %m.stages.1.down.norm.g: tensor<40xf32> {tf.aliasing_output = 150 : i32}, %m.stages.1.down.norm.b: tensor<40xf32> {tf.aliasing_output = 151 : i32}, %m.stages.1.down.conv.w: tensor<2x2x40x80xf32> {tf.aliasing_output = 152 : i32}, %m.stages.1.down.conv.b: tensor<80xf32> {tf.aliasing_output = 153 : i32}, %m.stages.1.blocks.0.dwconv.w: tensor<7x7x1x80xf32> {tf.aliasing_output = 154 : i32}, %m.stages.1.blocks.0.dwconv.b: tensor<80xf32> {tf.aliasing_output = 155 : i32}, %m.stages.1.blocks.0.norm.g: tensor<80xf32> {tf.aliasing_output = 156 : i32}, %m.stages.1.blocks.0.norm.b: tensor<80xf32> {tf.aliasing_output = 157 : i32}, %m.stages.1.blocks.0.fc1.w: tensor<80x320xf32> {tf.aliasing_output = 158 : i32}, %m.stages.1.blocks.0.fc1.b: tensor<320xf32> {tf.aliasing_output = 159 : i32}, %m.stages.1.blocks.0.fc2.w: tensor<320x80xf32> {tf.aliasing_output = 160 : i32}, %m.stages.1.blocks.0.fc2.b: tensor<80xf32> {tf.aliasing_output = 161 : i32}, %m.stages.1.blocks.0.gamma: tensor<80xf32> {tf.aliasing_output = 162 : i32}, %m.stages.1.blocks.1.dwconv.w: tensor<7x7x1x80xf32> {tf.aliasing_output = 163 : i32}, %m.stages.1.blocks.1.dwconv.b: tensor<80xf32> {tf.aliasing_output = 164 : i32}, %m.stages.1.blocks.1.norm.g: tensor<80xf32> {tf.aliasing_output = 165 : i32}, %m.stages.1.blocks.1.norm.b: tensor<80xf32> {tf.aliasing_output = 166 : i32}, %m.stages.1.blocks.1.fc1.w: tensor<80x320xf32> {tf.aliasing_output = 167 : i32}, %m.stages.1.blocks.1.fc1.b: tensor<320xf32> {tf.aliasing_output = 168 : i32}, %m.stages.1.blocks.1.fc2.w: tensor<320x80xf32> {tf.aliasing_output = 169 : i32}, %m.stages.1.blocks.1.fc2.b: tensor<80xf32> {tf.aliasing_output = 170 : i32}, %m.stages.1.blocks.1.gamma: tensor<80xf32> {tf.aliasing_output = 171 : i32}, %m.stages.2.down.norm.g: tensor<80xf32> {tf.aliasing_output = 172 : i32}, %m.stages.2.down.norm.b: tensor<80xf32> {tf.aliasing_output = 173 : i32}, %m.stages.2.down.conv.w: tensor<2x2x80x160xf32> {tf.aliasing_output = 174 : i32}, %m.stages.2.down.conv.b: tensor<160xf32> {tf.aliasing_output = 175 : i32}, %m.stages.2.blocks.0.dwconv.w: tensor<7x7x1x160xf32> {tf.aliasing_output = 176 : i32}, %m.stages.2.blocks.0.dwconv.b: tensor<160xf32> {tf.aliasing_output = 177 : i32}, %m.stages.2.blocks.0.norm.g: tensor<160xf32> {tf.aliasing_output = 178 : i32}, %m.stages.2.blocks.0.norm.b: tensor<160xf32> {tf.aliasing_output = 179 : i32}, %m.stages.2.blocks.0.fc1.w: tensor<160x640xf32> {tf.aliasing_output = 180 : i32}, %m.stages.2.blocks.0.fc1.b: tensor<640xf32> {tf.aliasing_output = 181 : i32}, %m.stages.2.blocks.0.fc2.w: tensor<640x160xf32> {tf.aliasing_output = 182 : i32}, %m.stages.2.blocks.0.fc2.b: tensor<160xf32> {tf.aliasing_output = 183 : i32}, %m.stages.2.blocks.0.gamma: tensor<160xf32> {tf.aliasing_output = 184 : i32}, %m.stages.2.blocks.1.dwconv.w: tensor<7x7x1x160xf32> {tf.aliasing_output = 185 : i32}, %m.stages.2.blocks.1.dwconv.b: tensor<160xf32> {tf.aliasing_output = 186 : i32}, %m.stages.2.blocks.1.norm.g: tensor<160xf32> {tf.aliasing_output = 187 : i32}, %m.stages.2.blocks.1.norm.b: tensor<160xf32> {tf.aliasing_output = 188 : i32}, %m.stages.2.blocks.1.fc1.w: tensor<160x640xf32> {tf.aliasing_output = 189 : i32}, %m.stages.2.blocks.1.fc1.b: tensor<640xf32> {tf.aliasing_output = 190 : i32}, %m.stages.2.blocks.1.fc2.w: tensor<640x160xf32> {tf.aliasing_output = 191 : i32}, %m.stages.2.blocks.1.fc2.b: tensor<160xf32> {tf.aliasing_output = 192 : i32}, %m.stages.2.blocks.1.gamma: tensor<160xf32> {tf.aliasing_output = 193 : i32}, %m.stages.2.blocks.2.dwconv.w: tensor<7x7x1x160xf32> {tf.aliasing_output = 194 : i32}, %m.stages.2.blocks.2.dwconv.b: tensor<160xf32> {tf.aliasing_output = 195 : i32}, %m.stages.2.blocks.2.norm.g: tensor<160xf32> {tf.aliasing_output = 196 : i32}, %m.stages.2.blocks.2.norm.b: tensor<160xf32> {tf.aliasing_output = 197 : i32}, %m.stages.2.blocks.2.fc1.w: tensor<160x640xf32> {tf.aliasing_output = 198 : i32}, %m.stages.2.blocks.2.fc1.b: tensor<640xf32> {tf.aliasing_output = 199 : i32}, %m.stages.2.blocks.2.fc2.w: tensor<640x160xf32> {tf.aliasing_output = 200 : i32}, %m.stages.2.blocks.2.fc2.b: tensor<160xf32> {tf.aliasing_output = 201 : i32}, %m.stages.2.blocks.2.gamma: tensor<160xf32> {tf.aliasing_output = 202 : i32}, %m.stages.2.blocks.3.dwconv.w: tensor<7x7x1x160xf32> {tf.aliasing_output = 203 : i32}, %m.stages.2.blocks.3.dwconv.b: tensor<160xf32> {tf.aliasing_output = 204 : i32}, %m.stages.2.blocks.3.norm.g: tensor<160xf32> {tf.aliasing_output = 205 : i32}, %m.stages.2.blocks.3.norm.b: tensor<160xf32> {tf.aliasing_output = 206 : i32}, %m.stages.2.blocks.3.fc1.w: tensor<160x640xf32> {tf.aliasing_output = 207 : i32}, %m.stages.2.blocks.3.fc1.b: tensor<640xf32> {tf.aliasing_output = 208 : i32}, %m.stages.2.blocks.3.fc2.w: tensor<640x160xf32> {tf.aliasing_output = 209 : i32}, %m.stages.2.blocks.3.fc2.b: tensor<160xf32> {tf.aliasing_output = 210 : i32}, %m.stages.2.blocks.3.gamma: tensor<160xf32> {tf.aliasing_output = 211 : i32}, %m.stages.2.blocks.4.dwconv.w: tensor<7x7x1x160xf32> {tf.aliasing_output = 212 : i32}, %m.stages.2.blocks.4.dwconv.b: tensor<160xf32> {tf.aliasing_output = 213 : i32}, %m.stages.2.blocks.4.norm.g: tensor<160xf32> {tf.aliasing_output = 214 : i32}, %m.stages.2.blocks.4.norm.b: tensor<160xf32> {tf.aliasing_output = 215 : i32}, %m.stages.2.blocks.4.fc1.w: tensor<160x640xf32> {tf.aliasing_output = 216 : i32}, %m.stages.2.blocks.4.fc1.b: tensor<640xf32> {tf.aliasing_output = 217 : i32}, %m.stages.2.blocks.4.fc2.w: tensor<640x160xf32> {tf.aliasing_output = 218 : i32}, %m.stages.2.blocks.4.fc2.b: tensor<160xf32> {tf.aliasing_output = 219 : i32}, %m.stages.2.blocks.4.gamma: tensor<160xf32> {tf.aliasing_output = 220 : i32}, %m.stages.2.blocks.5.dwconv.w: tensor<7x7x1x160xf32> {tf.aliasing_output = 221 : i32}, %m.stages.2.blocks.5.dwconv.b: tensor<160xf32> {tf.aliasing_output = 222 : i32}, %m.stages.2.blocks.5.norm.g: tensor<160xf32> {tf.aliasing_output = 223 : i32}, %m.stages.2.blocks.5.norm.b: tensor<160xf32> {tf.aliasing_output = 224 : i32}, %m.stages.2.blocks.5.fc1.w: tensor<160x640xf32> {tf.aliasing_output = 225 : i32}, %m.stages.2.blocks.5.fc1.b: tensor<640xf32> {tf.aliasing_output = 226 : i32}, %m.stages.2.blocks.5.fc2.w: tensor<640x160xf32> {tf.aliasing_output = 227 : i32}, %m.stages.2.blocks.5.fc2.b: tensor<160xf32> {tf.aliasing_output = 228 : i32}, %m.stages.2.blocks.5.gamma: tensor<160xf32> {tf.aliasing_output = 229 : i32}, %m.stages.3.down.norm.g: tensor<160xf32> {tf.aliasing_output = 230 : i32}, %m.stages.3.down.norm.b: tensor<160xf32> {tf.aliasing_output = 231 : i32}, %m.stages.3.down.conv.w: tensor<2x2x160x320xf32> {tf.aliasing_output = 232 : i32}, %m.stages.3.down.conv.b: tensor<320xf32> {tf.aliasing_output = 233 : i32}, %m.stages.3.blocks.0.dwconv.w: tensor<7x7x1x320xf32> {tf.aliasing_output = 234 : i32}, %m.stages.3.blocks.0.dwconv.b: tensor<320xf32> {tf.aliasing_output = 235 : i32}, %m.stages.3.blocks.0.norm.g: tensor<320xf32> {tf.aliasing_output = 236 : i32}, %m.stages.3.blocks.0.norm.b: tensor<320xf32> {tf.aliasing_output = 237 : i32}, %m.stages.3.blocks.0.fc1.w: tensor<320x1280xf32> {tf.aliasing_output = 238 : i32}, %m.stages.3.blocks.0.fc1.b: tensor<1280xf32> {tf.aliasing_output = 239 : i32}, %m.stages.3.blocks.0.fc2.w: tensor<1280x320xf32> {tf.aliasing_output = 240 : i32}, %m.stages.3.blocks.0.fc2.b: tensor<320xf32> {tf.aliasing_output = 241 : i32}, %m.stages.3.blocks.0.gamma: tensor<320xf32> {tf.aliasing_output = 242 : i32}, %m.stages.3.blocks.1.dwconv.w: tensor<7x7x1x320xf32> {tf.aliasing_output = 243 : i32}, %m.stages.3.blocks.1.dwconv.b: tensor<320xf32> {tf.aliasing_output = 244 : i32}, %m.stages.3.blocks.1.norm.g: tensor<320xf32> {tf.aliasing_output = 245 : i32}, %m.stages.3.blocks.1.norm.b: tensor<320xf32> {tf.aliasing_output = 246 : i32}, %m.stages.3.blocks.1.fc1.w: tensor<320x1280xf32> {tf.aliasing_output = 247 : i32}, %m.stages.3.blocks.1.fc1.b: tensor<1280xf32> {tf.aliasing_output = 248 : i32}, %m.stages.3.blocks.1.fc2.w: tensor<1280x320xf32> {tf.aliasing_output = 249 : i32}, %m.stages.3.blocks.1.fc2.b: tensor<320xf32> {tf.aliasing_output = 250 : i32}, %m.stages.3.blocks.1.gamma: tensor<320xf32> {tf.aliasing_output = 251 : i32}, %m.head.norm.g: tensor<320xf32> {tf.aliasing_output = 252 : i32}, %m.head.norm.b: tensor<320xf32> {tf.aliasing_output = 253 : i32}, %m.head.fc.w: tensor<320x10xf32> {tf.aliasing_output = 254 : i32}, %m.head.fc.b: tensor<10xf32> {tf.aliasing_output = 255 : i32}, %v.stem.conv.w: tensor<4x4x3x40xf32> {tf.aliasing_output = 256 : i32}, %v.stem.conv.b: tensor<40xf32> {tf.aliasing_output = 257 : i32}, %v.stem.norm.g: tensor<40xf32> {tf.aliasing_output = 258 : i32}, %v.stem.norm.b: tensor<40xf32> {tf.aliasing_output = 259 : i32}, %v.stages.0.blocks.0.dwconv.w: tensor<7x7x1x40xf32> {tf.aliasing_output = 260 : i32}, %v.stages.0.blocks.0.dwconv.b: tensor<40xf32> {tf.aliasing_output = 261 : i32}, %v.stages.0.blocks.0.norm.g: tensor<40xf32> {tf.aliasing_output = 262 : i32}, %v.stages.0.blocks.0.norm.b: tensor<40xf32> {tf.aliasing_output = 263 : i32}, %v.stages.0.blocks.0.fc1.w: tensor<40x160xf32> {tf.aliasing_output = 264 : i32}, %v.stages.0.blocks.0.fc1.b: tensor<160xf32> {tf.aliasing_output = 265 : i32}, %v.stages.0.blocks.0.fc2.w: tensor<160x40xf32> {tf.aliasing_output = 266 : i32}, %v.stages.0.blocks.0.fc2.b: tensor<40xf32> {tf.aliasing_output = 267 : i32}, %v.stages.0.blocks.0.gamma: tensor<40xf32> {tf.aliasing_output = 268 : i32}, %v.stages.0.blocks.1.dwconv.w: tensor<7x7x1x40xf32> {tf.aliasing_output = 269 : i32}, %v.stages.0.blocks.1.dwconv.b: tensor<40xf32> {tf.aliasing_output = 270 : i32}, %v.stages.0.blocks.1.norm.g: tensor<40xf32> {tf.aliasing_output = 271 : i32}, %v.stages.0.blocks.1.norm.b: tensor<40xf32> {tf.aliasing_output = 272 : i32}, %v.stages.0.blocks.1.fc1.w: tensor<40x160xf32> {tf.aliasing_output = 273 : i32}, %v.stages.0.blocks.1.fc1.b: tensor<160xf32> {tf.aliasing_output = 274 : i32}, %v.stages.0.blocks.1.fc2.w: tensor<160x40xf32> {tf.aliasing_output = 275 : i32}, %v.stages.0.blocks.1.fc2.b: tensor<40xf32> {tf.aliasing_output = 276 : i32}, %v.stages.0.blocks.1.gamma: tensor<40xf32> {tf.aliasing_output = 277 : i32}, %v.stages.1.down.norm.g: tensor<40xf32> {tf.aliasing_output = 278 : i32}, %v.stages.1.down.norm.b: tensor<40xf32> {tf.aliasing_output = 279 : i32}, %v.stages.1.down.conv.w: tensor<2x2x40x80xf32> {tf.aliasing_output = 280 : i32}, %v.stages.1.down.conv.b: tensor<80xf32> {tf.aliasing_output = 281 : i32}, %v.stages.1.blocks.0.dwconv.w: tensor<7x7x1x80xf32> {tf.aliasing_output = 282 : i32}, %v.stages.1.blocks.0.dwconv.b: tensor<80xf32> {tf.aliasing_output = 283 : i32}, %v.stages.1.blocks.0.norm.g: tensor<80xf32> {tf.aliasing_output = 284 : i32}, %v.stages.1.blocks.0.norm.b: tensor<80xf32> {tf.aliasing_output = 285 : i32}, %v.stages.1.blocks.0.fc1.w: tensor<80x320xf32> {tf.aliasing_output = 286 : i32}, %v.stages.1.blocks.0.fc1.b: tensor<320xf32> {tf.aliasing_output = 287 : i32}, %v.stages.1.blocks.0.fc2.w: tensor<320x80xf32> {tf.aliasing_output = 288 : i32}, %v.stages.1.blocks.0.fc2.b: tensor<80xf32> {tf.aliasing_output = 289 : i32}, %v.stages.1.blocks.0.gamma: tensor<80xf32> {tf.aliasing_output = 290 : i32}, %v.stages.1.blocks.1.dwconv.w: tensor<7x7x1x80xf32> {tf.aliasing_output = 291 : i32}, %v.stages.1.blocks.1.dwconv.b: tensor<80xf32> {tf.aliasing_output = 292 : i32}, %v.stages.1.blocks.1.norm.g: tensor<80xf32> {tf.aliasing_output = 293 : i32}, %v.stages.1.blocks.1.norm.b: tensor<80xf32> {tf.aliasing_output = 294 : i32}, %v.stages.1.blocks.1.fc1.w: tensor<80x320xf32> {tf.aliasing_output = 295 : i32}, %v.stages.1.blocks.1.fc1.b: tensor<320xf32> {tf.aliasing_output = 296 : i32}, %v.stages.1.blocks.1.fc2.w: tensor<320x80xf32> {tf.aliasing_output = 297 : i32}, %v.stages.1.blocks.1.fc2.b: tensor<80xf32> {tf.aliasing_output = 298 : i32}, %v.stages.1.blocks.1.gamma: tensor<80xf32> {tf.aliasing_output = 299 : i32}, %v.stages.2.down.norm.g: tensor<80xf32> {tf.aliasing_output = 300 : i32}, %v.stages.2.down.norm.b: tensor<80xf32> {tf.aliasing_output = 301 : i32}, %v.stages.2.down.conv.w: tensor<2x2x80x160xf32> {tf.aliasing_output = 302 : i32}, %v.stages.2.down.conv.b: tensor<160xf32> {tf.aliasing_output = 303 : i32}, %v.stages.2.blocks.0.dwconv.w: tensor<7x7x1x160xf32> {tf.aliasing_output = 304 : i32}, %v.stages.2.blocks.0.dwconv.b: tensor<160xf32> {tf.aliasing_output = 305 : i32}, %v.stages.2.blocks.0.norm.g: tensor<160xf32> {tf.aliasing_output = 306 : i32}, %v.stages.2.blocks.0.norm.b: tensor<160xf32> {tf.aliasing_output = 307 : i32}, %v.stages.2.blocks.0.fc1.w: tensor<160x640xf32> {tf.aliasing_output = 308 : i32}, %v.stages.2.blocks.0.fc1.b: tensor<640xf32> {tf.aliasing_output = 309 : i32}, %v.stages.2.blocks.0.fc2.w: tensor<640x160xf32> {tf.aliasing_output = 310 : i32}, %v.stages.2.blocks.0.fc2.b: tensor<160xf32> {tf.aliasing_output = 311 : i32}, %v.stages.2.blocks.0.gamma: tensor<160xf32> {tf.aliasing_output = 312 : i32}, %v.stages.2.blocks.1.dwconv.w: tensor<7x7x1x160xf32> {tf.aliasing_output = 313 : i32}, %v.stages.2.blocks.1.dwconv.b: tensor<160xf32> {tf.aliasing_output = 314 : i32}, %v.stages.2.blocks.1.norm.g: tensor<160xf32> {tf.aliasing_output = 315 : i32}, %v.stages.2.blocks.1.norm.b: tensor<160xf32> {tf.aliasing_output = 316 : i32}, %v.stages.2.blocks.1.fc1.w: tensor<160x640xf32> {tf.aliasing_output = 317 : i32}, %v.stages.2.blocks.1.fc1.b: tensor<640xf32> {tf.aliasing_output = 318 : i32}, %v.stages.2.blocks.1.fc2.w: tensor<640x160xf32> {tf.aliasing_output = 319 : i32}, %v.stages.2.blocks.1.fc2.b: tensor<160xf32> {tf.aliasing_output = 320 : i32}, %v.stages.2.blocks.1.gamma: tensor<160xf32> {tf.aliasing_output = 321 : i32}, %v.stages.2.blocks.2.dwconv.w: tensor<7x7x1x160xf32> {tf.aliasing_output = 322 : i32}, %v.stages.2.blocks.2.dwconv.b: tensor<160xf32> {tf.aliasing_output = 323 : i32}, %v.stages.2.blocks.2.norm.g: tensor<160xf32> {tf.aliasing_output = 324 : i32}, %v.stages.2.blocks.2.norm.b: tensor<160xf32> {tf.aliasing_output = 325 : i32}, %v.stages.2.blocks.2.fc1.w: tensor<160x640xf32> {tf.aliasing_output = 326 : i32}, %v.stages.2.blocks.2.fc1.b: tensor<640xf32> {tf.aliasing_output = 327 : i32}, %v.stages.2.blocks.2.fc2.w: tensor<640x160xf32> {tf.aliasing_output = 328 : i32}, %v.stages.2.blocks.2.fc2.b: tensor<160xf32> {tf.aliasing_output = 329 : i32}, %v.stages.2.blocks.2.gamma: tensor<160xf32> {tf.aliasing_output = 330 : i32}, %v.stages.2.blocks.3.dwconv.w: tensor<7x7x1x160xf32> {tf.aliasing_output = 331 : i32}, %v.stages.2.blocks.3.dwconv.b: tensor<160xf32> {tf.aliasing_output = 332 : i32}, %v.stages.2.blocks.3.norm.g: tensor<160xf32> {tf.aliasing_output = 333 : i32}, %v.stages.2.blocks.3.norm.b: tensor<160xf32> {tf.aliasing_output = 334 : i32}, %v.stages.2.blocks.3.fc1.w: tensor<160x640xf32> {tf.aliasing_output = 335 : i32}, %v.stages.2.blocks.3.fc1.b: tensor<640xf32> {tf.aliasing_output = 336 : i32}, %v.stages.2.blocks.3.fc2.w: tensor<640x160xf32> {tf.aliasing_output = 337 : i32}, %v.stages.2.blocks.3.fc2.b: tensor<160xf32> {tf.aliasing_output = 338 : i32}, %v.stages.2.blocks.3.gamma: tensor<160xf32> {tf.aliasing_output = 339 : i32}, %v.stages.2.blocks.4.dwconv.w: tensor<7x7x1x160xf32> {tf.aliasing_output = 340 : i32}, %v.stages.2.blocks.4.dwconv.b: tensor<160xf32> {tf.aliasing_output = 341 : i32}, %v.stages.2.blocks.4.norm.g: tensor<160xf32> {tf.aliasing_output = 342 : i32}, %v.stages.2.blocks.4.norm.b: tensor<160xf32> {tf.aliasing_output = 343 : i32}, %v.stages.2.blocks.4.fc1.w: tensor<160x640xf32> {tf.aliasing_output = 344 : i32}, %v.stages.2.blocks.4.fc1.b: tensor<640xf32> {tf.aliasing_output = 345 : i32}, %v.stages.2.blocks.4.fc2.w: tensor<640x160xf32> {tf.aliasing_output = 346 : i32}, %v.stages.2.blocks.4.fc2.b: tensor<160xf32> {tf.aliasing_output = 347 : i32}, %v.stages.2.blocks.4.gamma: tensor<160xf32> {tf.aliasing_output = 348 : i32}, %v.stages.2.blocks.5.dwconv.w: tensor<7x7x1x160xf32> {tf.aliasing_output = 349 : i32}, %v.stages.2.blocks.5.dwconv.b: tensor<160xf32> {tf.aliasing_output = 350 : i32}, %v.stages.2.blocks.5.norm.g: tensor<160xf32> {tf.aliasing_output = 351 : i32}, %v.stages.2.blocks.5.norm.b: tensor<160xf32> {tf.aliasing_output = 352 : i32}, %v.stages.2.blocks.5.fc1.w: tensor<160x640xf32> {tf.aliasing_output = 353 : i32}, %v.stages.2.blocks.5.fc1.b: tensor<640xf32> {tf.aliasing_output = 354 : i32}, %v.stages.2.blocks.5.fc2.w: tensor<640x160xf32> {tf.aliasing_output = 355 : i32}, %v.stages.2.blocks.5.fc2.b: tensor<160xf32> {tf.aliasing_output = 356 : i32}, %v.stages.2.blocks.5.gamma: tensor<160xf32> {tf.aliasing_output = 357 : i32}, %v.stages.3.down.norm.g: tensor<160xf32> {tf.aliasing_output = 358 : i32}, %v.stages.3.down.norm.b: tensor<160xf32> {tf.aliasing_output = 359 : i32}, %v.stages.3.down.conv.w: tensor<2x2x160x320xf32> {tf.aliasing_output = 360 : i32}, %v.stages.3.down.conv.b: tensor<320xf32> {tf.aliasing_output = 361 : i32}, %v.stages.3.blocks.0.dwconv.w: tensor<7x7x1x320xf32> {tf.aliasing_output = 362 : i32}, %v.stages.3.blocks.0.dwconv.b: tensor<320xf32> {tf.aliasing_output = 363 : i32}, %v.stages.3.blocks.0.norm.g: tensor<320xf32> {tf.aliasing_output = 364 : i32}, %v.stages.3.blocks.0.norm.b: tensor<320xf32> {tf.aliasing_output = 365 : i32}, %v.stages.3.blocks.0.fc1.w: tensor<320x1280xf32> {tf.aliasing_output = 366 : i32}, %v.stages.3.blocks.0.fc1.b: tensor<1280xf32> {tf.aliasing_output = 367 : i32}, %v.stages.3.blocks.0.fc2.w: tensor<1280x320xf32> {tf.aliasing_output = 368 : i32}, %v.stages.3.blocks.0.fc2.b: tensor<320xf32> {tf.aliasing_output = 369 : i32}, %v.stages.3.blocks.0.gamma: tensor<320xf32> {tf.aliasing_output = 370 : i32}, %v.stages.3.blocks.1.dwconv.w: tensor<7x7x1x320xf32> {tf.aliasing_output = 371 : i32}, %v.stages.3.blocks.1.dwconv.b: tensor<320xf32> {tf.aliasing_output = 372 : i32}, %v.stages.3.blocks.1.norm.g: tensor<320xf32> {tf.aliasing_output = 373 : i32}, %v.stages.3.blocks.1.norm.b: tensor<320xf32> {tf.aliasing_output = 374 : i32}, %v.stages.3.blocks.1.fc1.w: tensor<320x1280xf32> {tf.aliasing_output = 375 : i32}, %v.stages.3.blocks.1.fc1.b: tensor<1280xf32> {tf.aliasing_output = 376 : i32}, %v.stages.3.blocks.1.fc2.w: tensor<1280x320xf32> {tf.aliasing_output = 377 : i32}, %v.stages.3.blocks.1.fc2.b: tensor<320xf32> {tf.aliasing_output = 378 : i32}, %v.stages.3.blocks.1.gamma: tensor<320xf32> {tf.aliasing_output = 379 : i32}, %v.head.norm.g: tensor<320xf32> {tf.aliasing_output = 380 : i32}, %v.head.norm.b: tensor<320xf32> {tf.aliasing_output = 381 : i32}, %v.head.fc.w: tensor<320x10xf32> {tf.aliasing_output = 382 : i32}, %v.head.fc.b: tensor<10xf32> {tf.aliasing_output = 383 : i32}, %ema.stem.conv.w: tensor<4x4x3x40xf32> {tf.aliasing_output = 384 : i32}, %ema.stem.conv.b: tensor<40xf32> {tf.aliasing_output = 385 : i32}, %ema.stem.norm.g: tensor<40xf32> {tf.aliasing_output = 386 : i32}, %ema.stem.norm.b: tensor<40xf32> {tf.aliasing_output = 387 : i32}, %ema.stages.0.blocks.0.dwconv.w: tensor<7x7x1x40xf32> {tf.aliasing_output = 388 : i32}, %ema.stages.0.blocks.0.dwconv.b: tensor<40xf32> {tf.aliasing_output = 389 : i32}, %ema.stages.0.blocks.0.norm.g: tensor<40xf32> {tf.aliasing_output = 390 : i32}, %ema.stages.0.blocks.0.norm.b: tensor<40xf32> {tf.aliasing_output = 391 : i32}, %ema.stages.0.blocks.0.fc1.w: tensor<40x160xf32> {tf.aliasing_output = 392 : i32}, %ema.stages.0.blocks.0.fc1.b: tensor<160xf32> {tf.aliasing_output = 393 : i32}, %ema.stages.0.blocks.0.fc2.w: tensor<160x40xf32> {tf.aliasing_output = 394 : i32}, %ema.stages.0.blocks.0.fc2.b: tensor<40xf32> {tf.aliasing_output = 395 : i32}, %ema.stages.0.blocks.0.gamma: tensor<40xf32> {tf.aliasing_output = 396 : i32}, %ema.stages.0.blocks.1.dwconv.w: tensor<7x7x1x40xf32> {tf.aliasing_output = 397 : i32}, %ema.stages.0.blocks.1.dwconv.b: tensor<40xf32> {tf.aliasing_output = 398 : i32}, %ema.stages.0.blocks.1.norm.g: tensor<40xf32> {tf.aliasing_output = 399 : i32}, %ema.stages.0.blocks.1.norm.b: tensor<40xf32> {tf.aliasing_output = 400 : i32}, %ema.stages.0.blocks.1.fc1.w: tensor<40x160xf32> {tf.aliasing_output = 401 : i32}, %ema.stages.0.blocks.1.fc1.b: tensor<160xf32> {tf.aliasing_output = 402 : i32}, %ema.stages.0.blocks.1.fc2.w: tensor<160x40xf32> {tf.aliasing_output = 403 : i32}, %ema.stages.0.blocks.1.fc2.b: tensor<40xf32> {tf.aliasing_output = 404 : i32}, %ema.stages.0.blocks.1.gamma: tensor<40xf32> {tf.aliasing_output = 405 : i32}, %ema.stages.1.down.norm.g: tensor<40xf32> {tf.aliasing_output = 406 : i32}, %ema.stages.1.down.norm.b: tensor<40xf32> {tf.aliasing_output = 407 : i32}, %ema.stages.1.down.conv.w: tensor<2x2x40x80xf32> {tf.aliasing_output = 408 : i32}, %ema.stages.1.down.conv.b: tensor<80xf32> {tf.aliasing_output = 409 : i32}, %ema.stages.1.blocks.0.dwconv.w: tensor<7x7x1x80xf32> {tf.aliasing_output = 410 : i32}, %ema.stages.1.blocks.0.dwconv.b: tensor<80xf32> {tf.aliasing_output = 411 : i32}, %ema.stages.1.blocks.0.norm.g: tensor<80xf32> {tf.aliasing_output = 412 : i32}, %ema.stages.1.blocks.0.norm.b: tensor<80xf32> {tf.aliasing_output = 413 : i32}, %ema.stages.1.blocks.0.fc1.w: tensor<80x320xf32> {tf.aliasing_output = 414 : i32}, %ema.stages.1.blocks.0.fc1.b: tensor<320xf32> {tf.aliasing_output = 415 : i32}, %ema.stages.1.blocks.0.fc2.w: tensor<320x80xf32> {tf.aliasing_output = 416 : i32}, %ema.stages.1.blocks.0.fc2.b: tensor<80xf32> {tf.aliasing_output = 417 : i32}, %ema.stages.1.blocks.0.gamma: tensor<80xf32> {tf.aliasing_output = 418 : i32}, %ema.stages.1.blocks.1.dwconv.w: tensor<7x7x1x80xf32> {tf.aliasing_output = 419 : i32}, %ema.stages.1.blocks.1.dwconv.b: tensor<80xf32> {tf.aliasing_output = 420 : i32}, %ema.stages.1.blocks.1.norm.g: tensor<80xf32> {tf.aliasing_output = 421 : i32}, %ema.stages.1.blocks.1.norm.b: tensor<80xf32> {tf.aliasing_output = 422 : i32}, %ema.stages.1.blocks.1.fc1.w: tensor<80x320xf32> {tf.aliasing_output = 423 : i32}, %ema.stages.1.blocks.1.fc1.b: tensor<320xf32> {tf.aliasing_output = 424 : i32}, %ema.stages.1.blocks.1.fc2.w: tensor<320x80xf32> {tf.aliasing_output = 425 : i32}, %ema.stages.1.blocks.1.fc2.b: tensor<80xf32> {tf.aliasing_output = 426 : i32}, %ema.stages.1.blocks.1.gamma: tensor<80xf32> {tf.aliasing_output = 427 : i32}, %ema.stages.2.down.norm.g: tensor<80xf32> {tf.aliasing_output = 428 : i32}, %ema.stages.2.down.norm.b: tensor<80xf32> {tf.aliasing_output = 429 : i32}, %ema.stages.2.down.conv.w: tensor<2x2x80x160xf32> {tf.aliasing_output = 430 : i32}, %ema.stages.2.down.conv.b: tensor<160xf32> {tf.aliasing_output = 431 : i32}, %ema.stages.2.blocks.0.dwconv.w: tensor<7x7x1x160xf32> {tf.aliasing_output = 432 : i32}, %ema.stages.2.blocks.0.dwconv.b: tensor<160xf32> {tf.aliasing_output = 433 : i32}, %ema.stages.2.blocks.0.norm.g: tensor<160xf32> {tf.aliasing_output = 434 : i32}, %ema.stages.2.blocks.0.norm.b: tensor<160xf32> {tf.aliasing_output = 435 : i32}, %ema.stages.2.blocks.0.fc1.w: tensor<160x640xf32> {tf.aliasing_output = 436 : i32}, %ema.stages.2.blocks.0.fc1.b: tensor<640xf32> {tf.aliasing_output = 437 : i32}, %ema.stages.2.blocks.0.fc2.w: tensor<640x160xf32> {tf.aliasing_output = 438 : i32}, %ema.stages.2.blocks.0.fc2.b: tensor<160xf32> {tf.aliasing_output = 439 : i32}, %ema.stages.2.blocks.0.gamma: tensor<160xf32> {tf.aliasing_output = 440 : i32}, %ema.stages.2.blocks.1.dwconv.w: tensor<7x7x1x160xf32> {tf.aliasing_output = 441 : i32}, %ema.stages.2.blocks.1.dwconv.b: tensor<160xf32> {tf.aliasing_output = 442 : i32}, %ema.stages.2.blocks.1.norm.g: tensor<160xf32> {tf.aliasing_output = 443 : i32}, %ema.stages.2.blocks.1.norm.b: tensor<160xf32> {tf.aliasing_output = 444 : i32}, %ema.stages.2.blocks.1.fc1.w: tensor<160x640xf32> {tf.aliasing_output = 445 : i32}, %ema.stages.2.blocks.1.fc1.b: tensor<640xf32> {tf.aliasing_output = 446 : i32}, %ema.stages.2.blocks.1.fc2.w: tensor<640x160xf32> {tf.aliasing_output = 447 : i32}, %ema.stages.2.blocks.1.fc2.b: tensor<160xf32> {tf.aliasing_output = 448 : i32}, %ema.stages.2.blocks.1.gamma: tensor<160xf32> {tf.aliasing_output = 449 : i32}, %ema.stages.2.blocks.2.dwconv.w: tensor<7x7x1x160xf32> {tf.aliasing_output = 450 : i32}, %ema.stages.2.blocks.2.dwconv.b: tensor<160xf32> {tf.aliasing_output = 451 : i32}, %ema.stages.2.blocks.2.norm.g: tensor<160xf32> {tf.aliasing_output = 452 : i32}, %ema.stages.2.blocks.2.norm.b: tensor<160xf32> {tf.aliasing_output = 453 : i32}, %ema.stages.2.blocks.2.fc1.w: tensor<160x640xf32> {tf.aliasing_output = 454 : i32}, %ema.stages.2.blocks.2.fc1.b: tensor<640xf32> {tf.aliasing_output = 455 : i32}, %ema.stages.2.blocks.2.fc2.w: tensor<640x160xf32> {tf.aliasing_output = 456 : i32}, %ema.stages.2.blocks.2.fc2.b: tensor<160xf32> {tf.aliasing_output = 457 : i32}, %ema.stages.2.blocks.2.gamma: tensor<160xf32> {tf.aliasing_output = 458 : i32}, %ema.stages.2.blocks.3.dwconv.w: tensor<7x7x1x160xf32> {tf.aliasing_output = 459 : i32}, %ema.stages.2.blocks.3.dwconv.b: tensor<160xf32> {tf.aliasing_output = 460 : i32}, %ema.stages.2.blocks.3.norm.g: tensor<160xf32> {tf.aliasing_output = 461 : i32}, %ema.stages.2.blocks.3.norm.b: tensor<160xf32> {tf.aliasing_output = 462 : i32}, %ema.stages.2.blocks.3.fc1.w: tensor<160x640xf32> {tf.aliasing_output = 463 : i32}, %ema.stages.2.blocks.3.fc1.b: tensor<640xf32> {tf.aliasing_output = 464 : i32}, %ema.stages.2.blocks.3.fc2.w: tensor<640x160xf32> {tf.aliasing_output = 465 : i32}, %ema.stages.2.blocks.3.fc2.b: tensor<160xf32> {tf.aliasing_output = 466 : i32}, %ema.stages.2.blocks.3.gamma: tensor<160xf32> {tf.aliasing_output = 467 : i32}, %ema.stages.2.blocks.4.dwconv.w: tensor<7x7x1x160xf32> {tf.aliasing_output = 468 : i32}, %ema.stages.2.blocks.4.dwconv.b: tensor<160xf32> {tf.aliasing_output = 469 : i32}, %ema.stages.2.blocks.4.norm.g: tensor<160xf32> {tf.aliasing_output = 470 : i32}, %ema.stages.2.blocks.4.norm.b: tensor<160xf32> {tf.aliasing_output = 471 : i32}, %ema.stages.2.blocks.4.fc1.w: tensor<160x640xf32> {tf.aliasing_output = 472 : i32}, %ema.stages.2.blocks.4.fc1.b: tensor<640xf32> {tf.aliasing_output = 473 : i32}, %ema.stages.2.blocks.4.fc2.w: tensor<640x160xf32> {tf.aliasing_output = 474 : i32}, %ema.stages.2.blocks.4.fc2.b: tensor<160xf32> {tf.aliasing_output = 475 : i32}, %ema.stages.2.blocks.4.gamma: tensor<160xf32> {tf.aliasing_output = 476 : i32}, %ema.stages.2.blocks.5.dwconv.w: tensor<7x7x1x160xf32> {tf.aliasing_output = 477 : i32}, %ema.stages.2.blocks.5.dwconv.b: tensor<160xf32> {tf.aliasing_output = 478 : i32}, %ema.stages.2.blocks.5.norm.g: tensor<160xf32> {tf.aliasing_output = 479 : i32}, %ema.stages.2.blocks.5.norm.b: tensor<160xf32> {tf.aliasing_output = 480 : i32}, %ema.stages.2.blocks.5.fc1.w: tensor<160x640xf32> {tf.aliasing_output = 481 : i32}, %ema.stages.2.blocks.5.fc1.b: tensor<640xf32> {tf.aliasing_output = 482 : i32}, %ema.stages.2.blocks.5.fc2.w: tensor<640x160xf32> {tf.aliasing_output = 483 : i32}, %ema.stages.2.blocks.5.fc2.b: tensor<160xf32> {tf.aliasing_output = 484 : i32}, %ema.stages.2.blocks.5.gamma: tensor<160xf32> {tf.aliasing_output = 485 : i32}, %ema.stages.3.down.norm.g: tensor<160xf32> {tf.aliasing_output = 486 : i32}, %ema.stages.3.down.norm.b: tensor<160xf32> {tf.aliasing_output = 487 : i32}, %ema.stages.3.down.conv.w: tensor<2x2x160x320xf32> {tf.aliasing_output = 488 : i32}, %ema.stages.3.down.conv.b: tensor<320xf32> {tf.aliasing_output = 489 : i32}, %ema.stages.3.blocks.0.dwconv.w: tensor<7x7x1x320xf32> {tf.aliasing_output = 490 : i32}, %ema.stages.3.blocks.0.dwconv.b: tensor<320xf32> {tf.aliasing_output = 491 : i32}, %ema.stages.3.blocks.0.norm.g: tensor<320xf32> {tf.aliasing_output = 492 : i32}, %ema.stages.3.blocks.0.norm.b: tensor<320xf32> {tf.aliasing_output = 493 : i32}, %ema.stages.3.blocks.0.fc1.w: tensor<320x1280xf32> {tf.aliasing_output = 494 : i32}, %ema.stages.3.blocks.0.fc1.b: tensor<1280xf32> {tf.aliasing_output = 495 : i32}, %ema.stages.3.blocks.0.fc2.w: tensor<1280x320xf32> {tf.aliasing_output = 496 : i32}, %ema.stages.3.blocks.0.fc2.b: tensor<320xf32> {tf.aliasing_output = 497 : i32}, %ema.stages.3.blocks.0.gamma: tensor<320xf32> {tf.aliasing_output = 498 : i32}, %ema.stages.3.blocks.1.dwconv.w: tensor<7x7x1x320xf32> {tf.aliasing_output = 499 : i32}, %ema.stages.3.blocks.1.dwconv.b: tensor<320xf32> {tf.aliasing_output = 500 : i32}, %ema.stages.3.blocks.1.norm.g: tensor<320xf32> {tf.aliasing_output = 501 : i32}, %ema.stages.3.blocks.1.norm.b: tensor<320xf32> {tf.aliasing_output = 502 : i32}, %ema.stages.3.blocks.1.fc1.w: tensor<320x1280xf32> {tf.aliasing_output = 503 : i32}, %ema.stages.3.blocks.1.fc1.b: tensor<1280xf32> {tf.aliasing_output = 504 : i32}, %ema.stages.3.blocks.1.fc2.w: tensor<1280x320xf32> {tf.aliasing_output = 505 : i32}, %ema.stages.3.blocks.1.fc2.b: tensor<320xf32> {tf.aliasing_output = 506 : i32}, %ema.stages.3.blocks.1.gamma: tensor<320xf32> {tf.aliasing_output = 507 : i32}, %ema.head.norm.g: tensor<320xf32> {tf.aliasing_output = 508 : i32}, %ema.head.norm.b: tensor<320xf32> {tf.aliasing_output = 509 : i32}, %ema.head.fc.w: tensor<320x10xf32> {tf.aliasing_output = 510 : i32}, %ema.head.fc.b: tensor<10xf32> {tf.aliasing_output = 511 : i32}, %lr: tensor<f32>, %bc1: tensor<f32>, %bc2: tensor<f32>, %ema_decay: tensor<f32>, %drop_mask: tensor<32x12xf32>, %targets: tensor<32x10xf32>) -> (tensor<4x4x3x40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<7x7x1x40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40x160xf32>, tensor<160xf32>, tensor<160x40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<7x7x1x40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40x160xf32>, tensor<160xf32>, tensor<160x40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<2x2x40x80xf32>, tensor<80xf32>, tensor<7x7x1x80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80x320xf32>, tensor<320xf32>, tensor<320x80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<7x7x1x80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80x320xf32>, tensor<320xf32>, tensor<320x80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<2x2x80x160xf32>, tensor<160xf32>, tensor<7x7x1x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x640xf32>, tensor<640xf32>, tensor<640x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<7x7x1x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x640xf32>, tensor<640xf32>, tensor<640x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<7x7x1x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x640xf32>, tensor<640xf32>, tensor<640x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<7x7x1x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x640xf32>, tensor<640xf32>, tensor<640x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<7x7x1x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x640xf32>, tensor<640xf32>, tensor<640x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<7x7x1x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x640xf32>, tensor<640xf32>, tensor<640x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<2x2x160x320xf32>, tensor<320xf32>, tensor<7x7x1x320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320x1280xf32>, tensor<1280xf32>, tensor<1280x320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<7x7x1x320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320x1280xf32>, tensor<1280xf32>, tensor<1280x320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320x10xf32>, tensor<10xf32>, tensor<4x4x3x40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<7x7x1x40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40x160xf32>, tensor<160xf32>, tensor<160x40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<7x7x1x40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40x160xf32>, tensor<160xf32>, tensor<160x40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<2x2x40x80xf32>, tensor<80xf32>, tensor<7x7x1x80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80x320xf32>, tensor<320xf32>, tensor<320x80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<7x7x1x80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80x320xf32>, tensor<320xf32>, tensor<320x80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<2x2x80x160xf32>, tensor<160xf32>, tensor<7x7x1x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x640xf32>, tensor<640xf32>, tensor<640x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<7x7x1x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x640xf32>, tensor<640xf32>, tensor<640x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<7x7x1x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x640xf32>, tensor<640xf32>, tensor<640x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<7x7x1x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x640xf32>, tensor<640xf32>, tensor<640x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<7x7x1x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x640xf32>, tensor<640xf32>, tensor<640x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<7x7x1x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x640xf32>, tensor<640xf32>, tensor<640x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<2x2x160x320xf32>, tensor<320xf32>, tensor<7x7x1x320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320x1280xf32>, tensor<1280xf32>, tensor<1280x320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<7x7x1x320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320x1280xf32>, tensor<1280xf32>, tensor<1280x320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320x10xf32>, tensor<10xf32>, tensor<4x4x3x40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<7x7x1x40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40x160xf32>, tensor<160xf32>, tensor<160x40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<7x7x1x40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40x160xf32>, tensor<160xf32>, tensor<160x40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<2x2x40x80xf32>, tensor<80xf32>, tensor<7x7x1x80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80x320xf32>, tensor<320xf32>, tensor<320x80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<7x7x1x80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80x320xf32>, tensor<320xf32>, tensor<320x80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<2x2x80x160xf32>, tensor<160xf32>, tensor<7x7x1x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x640xf32>, tensor<640xf32>, tensor<640x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<7x7x1x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x640xf32>, tensor<640xf32>, tensor<640x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<7x7x1x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x640xf32>, tensor<640xf32>, tensor<640x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<7x7x1x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x640xf32>, tensor<640xf32>, tensor<640x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<7x7x1x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x640xf32>, tensor<640xf32>, tensor<640x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<7x7x1x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x640xf32>, tensor<640xf32>, tensor<640x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<2x2x160x320xf32>, tensor<320xf32>, tensor<7x7x1x320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320x1280xf32>, tensor<1280xf32>, tensor<1280x320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<7x7x1x320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320x1280xf32>, tensor<1280xf32>, tensor<1280x320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320x10xf32>, tensor<10xf32>, tensor<4x4x3x40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<7x7x1x40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40x160xf32>, tensor<160xf32>, tensor<160x40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<7x7x1x40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40x160xf32>, tensor<160xf32>, tensor<160x40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<2x2x40x80xf32>, tensor<80xf32>, tensor<7x7x1x80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80x320xf32>, tensor<320xf32>, tensor<320x80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<7x7x1x80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80x320xf32>, tensor<320xf32>, tensor<320x80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<2x2x80x160xf32>, tensor<160xf32>, tensor<7x7x1x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x640xf32>, tensor<640xf32>, tensor<640x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<7x7x1x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x640xf32>, tensor<640xf32>, tensor<640x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<7x7x1x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x640xf32>, tensor<640xf32>, tensor<640x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<7x7x1x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x640xf32>, tensor<640xf32>, tensor<640x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<7x7x1x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x640xf32>, tensor<640xf32>, tensor<640x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<7x7x1x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x640xf32>, tensor<640xf32>, tensor<640x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<2x2x160x320xf32>, tensor<320xf32>, tensor<7x7x1x320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320x1280xf32>, tensor<1280xf32>, tensor<1280x320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<7x7x1x320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320x1280xf32>, tensor<1280xf32>, tensor<1280x320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320x10xf32>, tensor<10xf32>, tensor<f32>, tensor<f32>) {
    // ── forward ──
    %0 = "stablehlo.convolution"(%x, %stem.conv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 4, 4>} : (tensor<32x32x32x3xf32>, tensor<4x4x3x40xf32>) -> tensor<32x8x8x40xf32>
    %1 = "stablehlo.broadcast_in_dim"(%stem.conv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %2 = stablehlo.add %0, %1 : tensor<32x8x8x40xf32>
    %3 = stablehlo.constant dense<0.0> : tensor<f32>
    %4 = "stablehlo.reduce"(%2, %3) ({
    ^bb0(%_r0a: tensor<f32>, %_r0b: tensor<f32>):
      %_r0c = stablehlo.add %_r0a, %_r0b : tensor<f32>
      "stablehlo.return"(%_r0c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x8x8x40xf32>, tensor<f32>) -> tensor<32x8x8xf32>
    %5 = stablehlo.constant dense<40.0> : tensor<32x8x8xf32>
    %6 = stablehlo.divide %4, %5 : tensor<32x8x8xf32>
    %7 = "stablehlo.broadcast_in_dim"(%6) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x8x8xf32>) -> tensor<32x8x8x40xf32>
    %8 = stablehlo.subtract %2, %7 : tensor<32x8x8x40xf32>
    %9 = stablehlo.multiply %8, %8 : tensor<32x8x8x40xf32>
    %10 = stablehlo.constant dense<0.0> : tensor<f32>
    %11 = "stablehlo.reduce"(%9, %10) ({
    ^bb0(%_r1a: tensor<f32>, %_r1b: tensor<f32>):
      %_r1c = stablehlo.add %_r1a, %_r1b : tensor<f32>
      "stablehlo.return"(%_r1c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x8x8x40xf32>, tensor<f32>) -> tensor<32x8x8xf32>
    %12 = stablehlo.constant dense<40.0> : tensor<32x8x8xf32>
    %13 = stablehlo.divide %11, %12 : tensor<32x8x8xf32>
    %14 = "stablehlo.broadcast_in_dim"(%13) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x8x8xf32>) -> tensor<32x8x8x40xf32>
    %15 = stablehlo.constant dense<1.0e-06> : tensor<32x8x8x40xf32>
    %16 = stablehlo.add %14, %15 : tensor<32x8x8x40xf32>
    %17 = stablehlo.rsqrt %16 : tensor<32x8x8x40xf32>
    %18 = stablehlo.multiply %8, %17 : tensor<32x8x8x40xf32>
    %19 = "stablehlo.broadcast_in_dim"(%stem.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %20 = stablehlo.multiply %18, %19 : tensor<32x8x8x40xf32>
    %21 = "stablehlo.broadcast_in_dim"(%stem.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %22 = stablehlo.add %20, %21 : tensor<32x8x8x40xf32>
    %23 = "stablehlo.convolution"(%22, %stages.0.blocks.0.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 40 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x8x8x40xf32>, tensor<7x7x1x40xf32>) -> tensor<32x8x8x40xf32>
    %24 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.0.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %25 = stablehlo.add %23, %24 : tensor<32x8x8x40xf32>
    %26 = stablehlo.constant dense<0.0> : tensor<f32>
    %27 = "stablehlo.reduce"(%25, %26) ({
    ^bb0(%_r2a: tensor<f32>, %_r2b: tensor<f32>):
      %_r2c = stablehlo.add %_r2a, %_r2b : tensor<f32>
      "stablehlo.return"(%_r2c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x8x8x40xf32>, tensor<f32>) -> tensor<32x8x8xf32>
    %28 = stablehlo.constant dense<40.0> : tensor<32x8x8xf32>
    %29 = stablehlo.divide %27, %28 : tensor<32x8x8xf32>
    %30 = "stablehlo.broadcast_in_dim"(%29) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x8x8xf32>) -> tensor<32x8x8x40xf32>
    %31 = stablehlo.subtract %25, %30 : tensor<32x8x8x40xf32>
    %32 = stablehlo.multiply %31, %31 : tensor<32x8x8x40xf32>
    %33 = stablehlo.constant dense<0.0> : tensor<f32>
    %34 = "stablehlo.reduce"(%32, %33) ({
    ^bb0(%_r3a: tensor<f32>, %_r3b: tensor<f32>):
      %_r3c = stablehlo.add %_r3a, %_r3b : tensor<f32>
      "stablehlo.return"(%_r3c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x8x8x40xf32>, tensor<f32>) -> tensor<32x8x8xf32>
    %35 = stablehlo.constant dense<40.0> : tensor<32x8x8xf32>
    %36 = stablehlo.divide %34, %35 : tensor<32x8x8xf32>
    %37 = "stablehlo.broadcast_in_dim"(%36) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x8x8xf32>) -> tensor<32x8x8x40xf32>
    %38 = stablehlo.constant dense<1.0e-06> : tensor<32x8x8x40xf32>
    %39 = stablehlo.add %37, %38 : tensor<32x8x8x40xf32>
    %40 = stablehlo.rsqrt %39 : tensor<32x8x8x40xf32>
    %41 = stablehlo.multiply %31, %40 : tensor<32x8x8x40xf32>
    %42 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.0.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %43 = stablehlo.multiply %41, %42 : tensor<32x8x8x40xf32>
    %44 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.0.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %45 = stablehlo.add %43, %44 : tensor<32x8x8x40xf32>
    %46 = "stablehlo.dot_general"(%45, %stages.0.blocks.0.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x8x8x40xf32>, tensor<40x160xf32>) -> tensor<32x8x8x160xf32>
    %47 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.0.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x8x8x160xf32>
    %48 = stablehlo.add %46, %47 : tensor<32x8x8x160xf32>
    %49 = stablehlo.constant dense<0.70710677> : tensor<32x8x8x160xf32>
    %50 = stablehlo.multiply %48, %49 : tensor<32x8x8x160xf32>
    %51 = "chlo.erf"(%50) : (tensor<32x8x8x160xf32>) -> tensor<32x8x8x160xf32>
    %52 = stablehlo.constant dense<1.0> : tensor<32x8x8x160xf32>
    %53 = stablehlo.add %51, %52 : tensor<32x8x8x160xf32>
    %54 = stablehlo.constant dense<0.5> : tensor<32x8x8x160xf32>
    %55 = stablehlo.multiply %48, %54 : tensor<32x8x8x160xf32>
    %56 = stablehlo.multiply %55, %53 : tensor<32x8x8x160xf32>
    %57 = "stablehlo.dot_general"(%56, %stages.0.blocks.0.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x8x8x160xf32>, tensor<160x40xf32>) -> tensor<32x8x8x40xf32>
    %58 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.0.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %59 = stablehlo.add %57, %58 : tensor<32x8x8x40xf32>
    %60 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.0.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %61 = stablehlo.multiply %59, %60 : tensor<32x8x8x40xf32>
    %62 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 32, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>} : (tensor<32x12xf32>) -> tensor<32x1xf32>
    %63 = "stablehlo.broadcast_in_dim"(%62) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<32x1xf32>) -> tensor<32x8x8x40xf32>
    %64 = stablehlo.multiply %61, %63 : tensor<32x8x8x40xf32>
    %65 = stablehlo.add %64, %22 : tensor<32x8x8x40xf32>
    %66 = "stablehlo.convolution"(%65, %stages.0.blocks.1.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 40 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x8x8x40xf32>, tensor<7x7x1x40xf32>) -> tensor<32x8x8x40xf32>
    %67 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.1.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %68 = stablehlo.add %66, %67 : tensor<32x8x8x40xf32>
    %69 = stablehlo.constant dense<0.0> : tensor<f32>
    %70 = "stablehlo.reduce"(%68, %69) ({
    ^bb0(%_r4a: tensor<f32>, %_r4b: tensor<f32>):
      %_r4c = stablehlo.add %_r4a, %_r4b : tensor<f32>
      "stablehlo.return"(%_r4c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x8x8x40xf32>, tensor<f32>) -> tensor<32x8x8xf32>
    %71 = stablehlo.constant dense<40.0> : tensor<32x8x8xf32>
    %72 = stablehlo.divide %70, %71 : tensor<32x8x8xf32>
    %73 = "stablehlo.broadcast_in_dim"(%72) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x8x8xf32>) -> tensor<32x8x8x40xf32>
    %74 = stablehlo.subtract %68, %73 : tensor<32x8x8x40xf32>
    %75 = stablehlo.multiply %74, %74 : tensor<32x8x8x40xf32>
    %76 = stablehlo.constant dense<0.0> : tensor<f32>
    %77 = "stablehlo.reduce"(%75, %76) ({
    ^bb0(%_r5a: tensor<f32>, %_r5b: tensor<f32>):
      %_r5c = stablehlo.add %_r5a, %_r5b : tensor<f32>
      "stablehlo.return"(%_r5c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x8x8x40xf32>, tensor<f32>) -> tensor<32x8x8xf32>
    %78 = stablehlo.constant dense<40.0> : tensor<32x8x8xf32>
    %79 = stablehlo.divide %77, %78 : tensor<32x8x8xf32>
    %80 = "stablehlo.broadcast_in_dim"(%79) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x8x8xf32>) -> tensor<32x8x8x40xf32>
    %81 = stablehlo.constant dense<1.0e-06> : tensor<32x8x8x40xf32>
    %82 = stablehlo.add %80, %81 : tensor<32x8x8x40xf32>
    %83 = stablehlo.rsqrt %82 : tensor<32x8x8x40xf32>
    %84 = stablehlo.multiply %74, %83 : tensor<32x8x8x40xf32>
    %85 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.1.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %86 = stablehlo.multiply %84, %85 : tensor<32x8x8x40xf32>
    %87 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.1.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %88 = stablehlo.add %86, %87 : tensor<32x8x8x40xf32>
    %89 = "stablehlo.dot_general"(%88, %stages.0.blocks.1.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x8x8x40xf32>, tensor<40x160xf32>) -> tensor<32x8x8x160xf32>
    %90 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.1.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x8x8x160xf32>
    %91 = stablehlo.add %89, %90 : tensor<32x8x8x160xf32>
    %92 = stablehlo.constant dense<0.70710677> : tensor<32x8x8x160xf32>
    %93 = stablehlo.multiply %91, %92 : tensor<32x8x8x160xf32>
    %94 = "chlo.erf"(%93) : (tensor<32x8x8x160xf32>) -> tensor<32x8x8x160xf32>
    %95 = stablehlo.constant dense<1.0> : tensor<32x8x8x160xf32>
    %96 = stablehlo.add %94, %95 : tensor<32x8x8x160xf32>
    %97 = stablehlo.constant dense<0.5> : tensor<32x8x8x160xf32>
    %98 = stablehlo.multiply %91, %97 : tensor<32x8x8x160xf32>
    %99 = stablehlo.multiply %98, %96 : tensor<32x8x8x160xf32>
    %100 = "stablehlo.dot_general"(%99, %stages.0.blocks.1.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x8x8x160xf32>, tensor<160x40xf32>) -> tensor<32x8x8x40xf32>
    %101 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.1.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %102 = stablehlo.add %100, %101 : tensor<32x8x8x40xf32>
    %103 = "stablehlo.broadcast_in_dim"(%stages.0.blocks.1.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %104 = stablehlo.multiply %102, %103 : tensor<32x8x8x40xf32>
    %105 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 32, 2>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 1>} : (tensor<32x12xf32>) -> tensor<32x1xf32>
    %106 = "stablehlo.broadcast_in_dim"(%105) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<32x1xf32>) -> tensor<32x8x8x40xf32>
    %107 = stablehlo.multiply %104, %106 : tensor<32x8x8x40xf32>
    %108 = stablehlo.add %107, %65 : tensor<32x8x8x40xf32>
    %109 = stablehlo.constant dense<0.0> : tensor<f32>
    %110 = "stablehlo.reduce"(%108, %109) ({
    ^bb0(%_r6a: tensor<f32>, %_r6b: tensor<f32>):
      %_r6c = stablehlo.add %_r6a, %_r6b : tensor<f32>
      "stablehlo.return"(%_r6c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x8x8x40xf32>, tensor<f32>) -> tensor<32x8x8xf32>
    %111 = stablehlo.constant dense<40.0> : tensor<32x8x8xf32>
    %112 = stablehlo.divide %110, %111 : tensor<32x8x8xf32>
    %113 = "stablehlo.broadcast_in_dim"(%112) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x8x8xf32>) -> tensor<32x8x8x40xf32>
    %114 = stablehlo.subtract %108, %113 : tensor<32x8x8x40xf32>
    %115 = stablehlo.multiply %114, %114 : tensor<32x8x8x40xf32>
    %116 = stablehlo.constant dense<0.0> : tensor<f32>
    %117 = "stablehlo.reduce"(%115, %116) ({
    ^bb0(%_r7a: tensor<f32>, %_r7b: tensor<f32>):
      %_r7c = stablehlo.add %_r7a, %_r7b : tensor<f32>
      "stablehlo.return"(%_r7c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x8x8x40xf32>, tensor<f32>) -> tensor<32x8x8xf32>
    %118 = stablehlo.constant dense<40.0> : tensor<32x8x8xf32>
    %119 = stablehlo.divide %117, %118 : tensor<32x8x8xf32>
    %120 = "stablehlo.broadcast_in_dim"(%119) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x8x8xf32>) -> tensor<32x8x8x40xf32>
    %121 = stablehlo.constant dense<1.0e-06> : tensor<32x8x8x40xf32>
    %122 = stablehlo.add %120, %121 : tensor<32x8x8x40xf32>
    %123 = stablehlo.rsqrt %122 : tensor<32x8x8x40xf32>
    %124 = stablehlo.multiply %114, %123 : tensor<32x8x8x40xf32>
    %125 = "stablehlo.broadcast_in_dim"(%stages.1.down.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %126 = stablehlo.multiply %124, %125 : tensor<32x8x8x40xf32>
    %127 = "stablehlo.broadcast_in_dim"(%stages.1.down.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<40xf32>) -> tensor<32x8x8x40xf32>
    %128 = stablehlo.add %126, %127 : tensor<32x8x8x40xf32>
    %129 = "stablehlo.convolution"(%128, %stages.1.down.conv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 2, 2>} : (tensor<32x8x8x40xf32>, tensor<2x2x40x80xf32>) -> tensor<32x4x4x80xf32>
    %130 = "stablehlo.broadcast_in_dim"(%stages.1.down.conv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %131 = stablehlo.add %129, %130 : tensor<32x4x4x80xf32>
    %132 = "stablehlo.convolution"(%131, %stages.1.blocks.0.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 80 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x4x4x80xf32>, tensor<7x7x1x80xf32>) -> tensor<32x4x4x80xf32>
    %133 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.0.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %134 = stablehlo.add %132, %133 : tensor<32x4x4x80xf32>
    %135 = stablehlo.constant dense<0.0> : tensor<f32>
    %136 = "stablehlo.reduce"(%134, %135) ({
    ^bb0(%_r8a: tensor<f32>, %_r8b: tensor<f32>):
      %_r8c = stablehlo.add %_r8a, %_r8b : tensor<f32>
      "stablehlo.return"(%_r8c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x4x4x80xf32>, tensor<f32>) -> tensor<32x4x4xf32>
    %137 = stablehlo.constant dense<80.0> : tensor<32x4x4xf32>
    %138 = stablehlo.divide %136, %137 : tensor<32x4x4xf32>
    %139 = "stablehlo.broadcast_in_dim"(%138) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x4x4xf32>) -> tensor<32x4x4x80xf32>
    %140 = stablehlo.subtract %134, %139 : tensor<32x4x4x80xf32>
    %141 = stablehlo.multiply %140, %140 : tensor<32x4x4x80xf32>
    %142 = stablehlo.constant dense<0.0> : tensor<f32>
    %143 = "stablehlo.reduce"(%141, %142) ({
    ^bb0(%_r9a: tensor<f32>, %_r9b: tensor<f32>):
      %_r9c = stablehlo.add %_r9a, %_r9b : tensor<f32>
      "stablehlo.return"(%_r9c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x4x4x80xf32>, tensor<f32>) -> tensor<32x4x4xf32>
    %144 = stablehlo.constant dense<80.0> : tensor<32x4x4xf32>
    %145 = stablehlo.divide %143, %144 : tensor<32x4x4xf32>
    %146 = "stablehlo.broadcast_in_dim"(%145) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x4x4xf32>) -> tensor<32x4x4x80xf32>
    %147 = stablehlo.constant dense<1.0e-06> : tensor<32x4x4x80xf32>
    %148 = stablehlo.add %146, %147 : tensor<32x4x4x80xf32>
    %149 = stablehlo.rsqrt %148 : tensor<32x4x4x80xf32>
    %150 = stablehlo.multiply %140, %149 : tensor<32x4x4x80xf32>
    %151 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.0.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %152 = stablehlo.multiply %150, %151 : tensor<32x4x4x80xf32>
    %153 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.0.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %154 = stablehlo.add %152, %153 : tensor<32x4x4x80xf32>
    %155 = "stablehlo.dot_general"(%154, %stages.1.blocks.0.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x4x4x80xf32>, tensor<80x320xf32>) -> tensor<32x4x4x320xf32>
    %156 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.0.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x4x4x320xf32>
    %157 = stablehlo.add %155, %156 : tensor<32x4x4x320xf32>
    %158 = stablehlo.constant dense<0.70710677> : tensor<32x4x4x320xf32>
    %159 = stablehlo.multiply %157, %158 : tensor<32x4x4x320xf32>
    %160 = "chlo.erf"(%159) : (tensor<32x4x4x320xf32>) -> tensor<32x4x4x320xf32>
    %161 = stablehlo.constant dense<1.0> : tensor<32x4x4x320xf32>
    %162 = stablehlo.add %160, %161 : tensor<32x4x4x320xf32>
    %163 = stablehlo.constant dense<0.5> : tensor<32x4x4x320xf32>
    %164 = stablehlo.multiply %157, %163 : tensor<32x4x4x320xf32>
    %165 = stablehlo.multiply %164, %162 : tensor<32x4x4x320xf32>
    %166 = "stablehlo.dot_general"(%165, %stages.1.blocks.0.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x4x4x320xf32>, tensor<320x80xf32>) -> tensor<32x4x4x80xf32>
    %167 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.0.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %168 = stablehlo.add %166, %167 : tensor<32x4x4x80xf32>
    %169 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.0.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %170 = stablehlo.multiply %168, %169 : tensor<32x4x4x80xf32>
    %171 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 32, 3>, start_indices = array<i64: 0, 2>, strides = array<i64: 1, 1>} : (tensor<32x12xf32>) -> tensor<32x1xf32>
    %172 = "stablehlo.broadcast_in_dim"(%171) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<32x1xf32>) -> tensor<32x4x4x80xf32>
    %173 = stablehlo.multiply %170, %172 : tensor<32x4x4x80xf32>
    %174 = stablehlo.add %173, %131 : tensor<32x4x4x80xf32>
    %175 = "stablehlo.convolution"(%174, %stages.1.blocks.1.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 80 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x4x4x80xf32>, tensor<7x7x1x80xf32>) -> tensor<32x4x4x80xf32>
    %176 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.1.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %177 = stablehlo.add %175, %176 : tensor<32x4x4x80xf32>
    %178 = stablehlo.constant dense<0.0> : tensor<f32>
    %179 = "stablehlo.reduce"(%177, %178) ({
    ^bb0(%_r10a: tensor<f32>, %_r10b: tensor<f32>):
      %_r10c = stablehlo.add %_r10a, %_r10b : tensor<f32>
      "stablehlo.return"(%_r10c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x4x4x80xf32>, tensor<f32>) -> tensor<32x4x4xf32>
    %180 = stablehlo.constant dense<80.0> : tensor<32x4x4xf32>
    %181 = stablehlo.divide %179, %180 : tensor<32x4x4xf32>
    %182 = "stablehlo.broadcast_in_dim"(%181) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x4x4xf32>) -> tensor<32x4x4x80xf32>
    %183 = stablehlo.subtract %177, %182 : tensor<32x4x4x80xf32>
    %184 = stablehlo.multiply %183, %183 : tensor<32x4x4x80xf32>
    %185 = stablehlo.constant dense<0.0> : tensor<f32>
    %186 = "stablehlo.reduce"(%184, %185) ({
    ^bb0(%_r11a: tensor<f32>, %_r11b: tensor<f32>):
      %_r11c = stablehlo.add %_r11a, %_r11b : tensor<f32>
      "stablehlo.return"(%_r11c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x4x4x80xf32>, tensor<f32>) -> tensor<32x4x4xf32>
    %187 = stablehlo.constant dense<80.0> : tensor<32x4x4xf32>
    %188 = stablehlo.divide %186, %187 : tensor<32x4x4xf32>
    %189 = "stablehlo.broadcast_in_dim"(%188) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x4x4xf32>) -> tensor<32x4x4x80xf32>
    %190 = stablehlo.constant dense<1.0e-06> : tensor<32x4x4x80xf32>
    %191 = stablehlo.add %189, %190 : tensor<32x4x4x80xf32>
    %192 = stablehlo.rsqrt %191 : tensor<32x4x4x80xf32>
    %193 = stablehlo.multiply %183, %192 : tensor<32x4x4x80xf32>
    %194 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.1.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %195 = stablehlo.multiply %193, %194 : tensor<32x4x4x80xf32>
    %196 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.1.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %197 = stablehlo.add %195, %196 : tensor<32x4x4x80xf32>
    %198 = "stablehlo.dot_general"(%197, %stages.1.blocks.1.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x4x4x80xf32>, tensor<80x320xf32>) -> tensor<32x4x4x320xf32>
    %199 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.1.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x4x4x320xf32>
    %200 = stablehlo.add %198, %199 : tensor<32x4x4x320xf32>
    %201 = stablehlo.constant dense<0.70710677> : tensor<32x4x4x320xf32>
    %202 = stablehlo.multiply %200, %201 : tensor<32x4x4x320xf32>
    %203 = "chlo.erf"(%202) : (tensor<32x4x4x320xf32>) -> tensor<32x4x4x320xf32>
    %204 = stablehlo.constant dense<1.0> : tensor<32x4x4x320xf32>
    %205 = stablehlo.add %203, %204 : tensor<32x4x4x320xf32>
    %206 = stablehlo.constant dense<0.5> : tensor<32x4x4x320xf32>
    %207 = stablehlo.multiply %200, %206 : tensor<32x4x4x320xf32>
    %208 = stablehlo.multiply %207, %205 : tensor<32x4x4x320xf32>
    %209 = "stablehlo.dot_general"(%208, %stages.1.blocks.1.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x4x4x320xf32>, tensor<320x80xf32>) -> tensor<32x4x4x80xf32>
    %210 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.1.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %211 = stablehlo.add %209, %210 : tensor<32x4x4x80xf32>
    %212 = "stablehlo.broadcast_in_dim"(%stages.1.blocks.1.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %213 = stablehlo.multiply %211, %212 : tensor<32x4x4x80xf32>
    %214 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 32, 4>, start_indices = array<i64: 0, 3>, strides = array<i64: 1, 1>} : (tensor<32x12xf32>) -> tensor<32x1xf32>
    %215 = "stablehlo.broadcast_in_dim"(%214) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<32x1xf32>) -> tensor<32x4x4x80xf32>
    %216 = stablehlo.multiply %213, %215 : tensor<32x4x4x80xf32>
    %217 = stablehlo.add %216, %174 : tensor<32x4x4x80xf32>
    %218 = stablehlo.constant dense<0.0> : tensor<f32>
    %219 = "stablehlo.reduce"(%217, %218) ({
    ^bb0(%_r12a: tensor<f32>, %_r12b: tensor<f32>):
      %_r12c = stablehlo.add %_r12a, %_r12b : tensor<f32>
      "stablehlo.return"(%_r12c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x4x4x80xf32>, tensor<f32>) -> tensor<32x4x4xf32>
    %220 = stablehlo.constant dense<80.0> : tensor<32x4x4xf32>
    %221 = stablehlo.divide %219, %220 : tensor<32x4x4xf32>
    %222 = "stablehlo.broadcast_in_dim"(%221) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x4x4xf32>) -> tensor<32x4x4x80xf32>
    %223 = stablehlo.subtract %217, %222 : tensor<32x4x4x80xf32>
    %224 = stablehlo.multiply %223, %223 : tensor<32x4x4x80xf32>
    %225 = stablehlo.constant dense<0.0> : tensor<f32>
    %226 = "stablehlo.reduce"(%224, %225) ({
    ^bb0(%_r13a: tensor<f32>, %_r13b: tensor<f32>):
      %_r13c = stablehlo.add %_r13a, %_r13b : tensor<f32>
      "stablehlo.return"(%_r13c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x4x4x80xf32>, tensor<f32>) -> tensor<32x4x4xf32>
    %227 = stablehlo.constant dense<80.0> : tensor<32x4x4xf32>
    %228 = stablehlo.divide %226, %227 : tensor<32x4x4xf32>
    %229 = "stablehlo.broadcast_in_dim"(%228) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x4x4xf32>) -> tensor<32x4x4x80xf32>
    %230 = stablehlo.constant dense<1.0e-06> : tensor<32x4x4x80xf32>
    %231 = stablehlo.add %229, %230 : tensor<32x4x4x80xf32>
    %232 = stablehlo.rsqrt %231 : tensor<32x4x4x80xf32>
    %233 = stablehlo.multiply %223, %232 : tensor<32x4x4x80xf32>
    %234 = "stablehlo.broadcast_in_dim"(%stages.2.down.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %235 = stablehlo.multiply %233, %234 : tensor<32x4x4x80xf32>
    %236 = "stablehlo.broadcast_in_dim"(%stages.2.down.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<80xf32>) -> tensor<32x4x4x80xf32>
    %237 = stablehlo.add %235, %236 : tensor<32x4x4x80xf32>
    %238 = "stablehlo.convolution"(%237, %stages.2.down.conv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 2, 2>} : (tensor<32x4x4x80xf32>, tensor<2x2x80x160xf32>) -> tensor<32x2x2x160xf32>
    %239 = "stablehlo.broadcast_in_dim"(%stages.2.down.conv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %240 = stablehlo.add %238, %239 : tensor<32x2x2x160xf32>
    %241 = "stablehlo.convolution"(%240, %stages.2.blocks.0.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 160 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x2x2x160xf32>, tensor<7x7x1x160xf32>) -> tensor<32x2x2x160xf32>
    %242 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.0.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %243 = stablehlo.add %241, %242 : tensor<32x2x2x160xf32>
    %244 = stablehlo.constant dense<0.0> : tensor<f32>
    %245 = "stablehlo.reduce"(%243, %244) ({
    ^bb0(%_r14a: tensor<f32>, %_r14b: tensor<f32>):
      %_r14c = stablehlo.add %_r14a, %_r14b : tensor<f32>
      "stablehlo.return"(%_r14c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x2x2xf32>
    %246 = stablehlo.constant dense<160.0> : tensor<32x2x2xf32>
    %247 = stablehlo.divide %245, %246 : tensor<32x2x2xf32>
    %248 = "stablehlo.broadcast_in_dim"(%247) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %249 = stablehlo.subtract %243, %248 : tensor<32x2x2x160xf32>
    %250 = stablehlo.multiply %249, %249 : tensor<32x2x2x160xf32>
    %251 = stablehlo.constant dense<0.0> : tensor<f32>
    %252 = "stablehlo.reduce"(%250, %251) ({
    ^bb0(%_r15a: tensor<f32>, %_r15b: tensor<f32>):
      %_r15c = stablehlo.add %_r15a, %_r15b : tensor<f32>
      "stablehlo.return"(%_r15c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x2x2xf32>
    %253 = stablehlo.constant dense<160.0> : tensor<32x2x2xf32>
    %254 = stablehlo.divide %252, %253 : tensor<32x2x2xf32>
    %255 = "stablehlo.broadcast_in_dim"(%254) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %256 = stablehlo.constant dense<1.0e-06> : tensor<32x2x2x160xf32>
    %257 = stablehlo.add %255, %256 : tensor<32x2x2x160xf32>
    %258 = stablehlo.rsqrt %257 : tensor<32x2x2x160xf32>
    %259 = stablehlo.multiply %249, %258 : tensor<32x2x2x160xf32>
    %260 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.0.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %261 = stablehlo.multiply %259, %260 : tensor<32x2x2x160xf32>
    %262 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.0.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %263 = stablehlo.add %261, %262 : tensor<32x2x2x160xf32>
    %264 = "stablehlo.dot_general"(%263, %stages.2.blocks.0.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x2x2x160xf32>, tensor<160x640xf32>) -> tensor<32x2x2x640xf32>
    %265 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.0.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<640xf32>) -> tensor<32x2x2x640xf32>
    %266 = stablehlo.add %264, %265 : tensor<32x2x2x640xf32>
    %267 = stablehlo.constant dense<0.70710677> : tensor<32x2x2x640xf32>
    %268 = stablehlo.multiply %266, %267 : tensor<32x2x2x640xf32>
    %269 = "chlo.erf"(%268) : (tensor<32x2x2x640xf32>) -> tensor<32x2x2x640xf32>
    %270 = stablehlo.constant dense<1.0> : tensor<32x2x2x640xf32>
    %271 = stablehlo.add %269, %270 : tensor<32x2x2x640xf32>
    %272 = stablehlo.constant dense<0.5> : tensor<32x2x2x640xf32>
    %273 = stablehlo.multiply %266, %272 : tensor<32x2x2x640xf32>
    %274 = stablehlo.multiply %273, %271 : tensor<32x2x2x640xf32>
    %275 = "stablehlo.dot_general"(%274, %stages.2.blocks.0.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x2x2x640xf32>, tensor<640x160xf32>) -> tensor<32x2x2x160xf32>
    %276 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.0.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %277 = stablehlo.add %275, %276 : tensor<32x2x2x160xf32>
    %278 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.0.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %279 = stablehlo.multiply %277, %278 : tensor<32x2x2x160xf32>
    %280 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 32, 5>, start_indices = array<i64: 0, 4>, strides = array<i64: 1, 1>} : (tensor<32x12xf32>) -> tensor<32x1xf32>
    %281 = "stablehlo.broadcast_in_dim"(%280) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<32x1xf32>) -> tensor<32x2x2x160xf32>
    %282 = stablehlo.multiply %279, %281 : tensor<32x2x2x160xf32>
    %283 = stablehlo.add %282, %240 : tensor<32x2x2x160xf32>
    %284 = "stablehlo.convolution"(%283, %stages.2.blocks.1.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 160 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x2x2x160xf32>, tensor<7x7x1x160xf32>) -> tensor<32x2x2x160xf32>
    %285 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.1.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %286 = stablehlo.add %284, %285 : tensor<32x2x2x160xf32>
    %287 = stablehlo.constant dense<0.0> : tensor<f32>
    %288 = "stablehlo.reduce"(%286, %287) ({
    ^bb0(%_r16a: tensor<f32>, %_r16b: tensor<f32>):
      %_r16c = stablehlo.add %_r16a, %_r16b : tensor<f32>
      "stablehlo.return"(%_r16c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x2x2xf32>
    %289 = stablehlo.constant dense<160.0> : tensor<32x2x2xf32>
    %290 = stablehlo.divide %288, %289 : tensor<32x2x2xf32>
    %291 = "stablehlo.broadcast_in_dim"(%290) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %292 = stablehlo.subtract %286, %291 : tensor<32x2x2x160xf32>
    %293 = stablehlo.multiply %292, %292 : tensor<32x2x2x160xf32>
    %294 = stablehlo.constant dense<0.0> : tensor<f32>
    %295 = "stablehlo.reduce"(%293, %294) ({
    ^bb0(%_r17a: tensor<f32>, %_r17b: tensor<f32>):
      %_r17c = stablehlo.add %_r17a, %_r17b : tensor<f32>
      "stablehlo.return"(%_r17c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x2x2xf32>
    %296 = stablehlo.constant dense<160.0> : tensor<32x2x2xf32>
    %297 = stablehlo.divide %295, %296 : tensor<32x2x2xf32>
    %298 = "stablehlo.broadcast_in_dim"(%297) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %299 = stablehlo.constant dense<1.0e-06> : tensor<32x2x2x160xf32>
    %300 = stablehlo.add %298, %299 : tensor<32x2x2x160xf32>
    %301 = stablehlo.rsqrt %300 : tensor<32x2x2x160xf32>
    %302 = stablehlo.multiply %292, %301 : tensor<32x2x2x160xf32>
    %303 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.1.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %304 = stablehlo.multiply %302, %303 : tensor<32x2x2x160xf32>
    %305 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.1.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %306 = stablehlo.add %304, %305 : tensor<32x2x2x160xf32>
    %307 = "stablehlo.dot_general"(%306, %stages.2.blocks.1.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x2x2x160xf32>, tensor<160x640xf32>) -> tensor<32x2x2x640xf32>
    %308 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.1.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<640xf32>) -> tensor<32x2x2x640xf32>
    %309 = stablehlo.add %307, %308 : tensor<32x2x2x640xf32>
    %310 = stablehlo.constant dense<0.70710677> : tensor<32x2x2x640xf32>
    %311 = stablehlo.multiply %309, %310 : tensor<32x2x2x640xf32>
    %312 = "chlo.erf"(%311) : (tensor<32x2x2x640xf32>) -> tensor<32x2x2x640xf32>
    %313 = stablehlo.constant dense<1.0> : tensor<32x2x2x640xf32>
    %314 = stablehlo.add %312, %313 : tensor<32x2x2x640xf32>
    %315 = stablehlo.constant dense<0.5> : tensor<32x2x2x640xf32>
    %316 = stablehlo.multiply %309, %315 : tensor<32x2x2x640xf32>
    %317 = stablehlo.multiply %316, %314 : tensor<32x2x2x640xf32>
    %318 = "stablehlo.dot_general"(%317, %stages.2.blocks.1.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x2x2x640xf32>, tensor<640x160xf32>) -> tensor<32x2x2x160xf32>
    %319 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.1.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %320 = stablehlo.add %318, %319 : tensor<32x2x2x160xf32>
    %321 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.1.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %322 = stablehlo.multiply %320, %321 : tensor<32x2x2x160xf32>
    %323 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 32, 6>, start_indices = array<i64: 0, 5>, strides = array<i64: 1, 1>} : (tensor<32x12xf32>) -> tensor<32x1xf32>
    %324 = "stablehlo.broadcast_in_dim"(%323) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<32x1xf32>) -> tensor<32x2x2x160xf32>
    %325 = stablehlo.multiply %322, %324 : tensor<32x2x2x160xf32>
    %326 = stablehlo.add %325, %283 : tensor<32x2x2x160xf32>
    %327 = "stablehlo.convolution"(%326, %stages.2.blocks.2.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 160 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x2x2x160xf32>, tensor<7x7x1x160xf32>) -> tensor<32x2x2x160xf32>
    %328 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.2.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %329 = stablehlo.add %327, %328 : tensor<32x2x2x160xf32>
    %330 = stablehlo.constant dense<0.0> : tensor<f32>
    %331 = "stablehlo.reduce"(%329, %330) ({
    ^bb0(%_r18a: tensor<f32>, %_r18b: tensor<f32>):
      %_r18c = stablehlo.add %_r18a, %_r18b : tensor<f32>
      "stablehlo.return"(%_r18c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x2x2xf32>
    %332 = stablehlo.constant dense<160.0> : tensor<32x2x2xf32>
    %333 = stablehlo.divide %331, %332 : tensor<32x2x2xf32>
    %334 = "stablehlo.broadcast_in_dim"(%333) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %335 = stablehlo.subtract %329, %334 : tensor<32x2x2x160xf32>
    %336 = stablehlo.multiply %335, %335 : tensor<32x2x2x160xf32>
    %337 = stablehlo.constant dense<0.0> : tensor<f32>
    %338 = "stablehlo.reduce"(%336, %337) ({
    ^bb0(%_r19a: tensor<f32>, %_r19b: tensor<f32>):
      %_r19c = stablehlo.add %_r19a, %_r19b : tensor<f32>
      "stablehlo.return"(%_r19c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x2x2xf32>
    %339 = stablehlo.constant dense<160.0> : tensor<32x2x2xf32>
    %340 = stablehlo.divide %338, %339 : tensor<32x2x2xf32>
    %341 = "stablehlo.broadcast_in_dim"(%340) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %342 = stablehlo.constant dense<1.0e-06> : tensor<32x2x2x160xf32>
    %343 = stablehlo.add %341, %342 : tensor<32x2x2x160xf32>
    %344 = stablehlo.rsqrt %343 : tensor<32x2x2x160xf32>
    %345 = stablehlo.multiply %335, %344 : tensor<32x2x2x160xf32>
    %346 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.2.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %347 = stablehlo.multiply %345, %346 : tensor<32x2x2x160xf32>
    %348 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.2.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %349 = stablehlo.add %347, %348 : tensor<32x2x2x160xf32>
    %350 = "stablehlo.dot_general"(%349, %stages.2.blocks.2.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x2x2x160xf32>, tensor<160x640xf32>) -> tensor<32x2x2x640xf32>
    %351 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.2.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<640xf32>) -> tensor<32x2x2x640xf32>
    %352 = stablehlo.add %350, %351 : tensor<32x2x2x640xf32>
    %353 = stablehlo.constant dense<0.70710677> : tensor<32x2x2x640xf32>
    %354 = stablehlo.multiply %352, %353 : tensor<32x2x2x640xf32>
    %355 = "chlo.erf"(%354) : (tensor<32x2x2x640xf32>) -> tensor<32x2x2x640xf32>
    %356 = stablehlo.constant dense<1.0> : tensor<32x2x2x640xf32>
    %357 = stablehlo.add %355, %356 : tensor<32x2x2x640xf32>
    %358 = stablehlo.constant dense<0.5> : tensor<32x2x2x640xf32>
    %359 = stablehlo.multiply %352, %358 : tensor<32x2x2x640xf32>
    %360 = stablehlo.multiply %359, %357 : tensor<32x2x2x640xf32>
    %361 = "stablehlo.dot_general"(%360, %stages.2.blocks.2.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x2x2x640xf32>, tensor<640x160xf32>) -> tensor<32x2x2x160xf32>
    %362 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.2.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %363 = stablehlo.add %361, %362 : tensor<32x2x2x160xf32>
    %364 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.2.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %365 = stablehlo.multiply %363, %364 : tensor<32x2x2x160xf32>
    %366 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 32, 7>, start_indices = array<i64: 0, 6>, strides = array<i64: 1, 1>} : (tensor<32x12xf32>) -> tensor<32x1xf32>
    %367 = "stablehlo.broadcast_in_dim"(%366) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<32x1xf32>) -> tensor<32x2x2x160xf32>
    %368 = stablehlo.multiply %365, %367 : tensor<32x2x2x160xf32>
    %369 = stablehlo.add %368, %326 : tensor<32x2x2x160xf32>
    %370 = "stablehlo.convolution"(%369, %stages.2.blocks.3.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 160 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x2x2x160xf32>, tensor<7x7x1x160xf32>) -> tensor<32x2x2x160xf32>
    %371 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.3.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %372 = stablehlo.add %370, %371 : tensor<32x2x2x160xf32>
    %373 = stablehlo.constant dense<0.0> : tensor<f32>
    %374 = "stablehlo.reduce"(%372, %373) ({
    ^bb0(%_r20a: tensor<f32>, %_r20b: tensor<f32>):
      %_r20c = stablehlo.add %_r20a, %_r20b : tensor<f32>
      "stablehlo.return"(%_r20c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x2x2xf32>
    %375 = stablehlo.constant dense<160.0> : tensor<32x2x2xf32>
    %376 = stablehlo.divide %374, %375 : tensor<32x2x2xf32>
    %377 = "stablehlo.broadcast_in_dim"(%376) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %378 = stablehlo.subtract %372, %377 : tensor<32x2x2x160xf32>
    %379 = stablehlo.multiply %378, %378 : tensor<32x2x2x160xf32>
    %380 = stablehlo.constant dense<0.0> : tensor<f32>
    %381 = "stablehlo.reduce"(%379, %380) ({
    ^bb0(%_r21a: tensor<f32>, %_r21b: tensor<f32>):
      %_r21c = stablehlo.add %_r21a, %_r21b : tensor<f32>
      "stablehlo.return"(%_r21c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x2x2xf32>
    %382 = stablehlo.constant dense<160.0> : tensor<32x2x2xf32>
    %383 = stablehlo.divide %381, %382 : tensor<32x2x2xf32>
    %384 = "stablehlo.broadcast_in_dim"(%383) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %385 = stablehlo.constant dense<1.0e-06> : tensor<32x2x2x160xf32>
    %386 = stablehlo.add %384, %385 : tensor<32x2x2x160xf32>
    %387 = stablehlo.rsqrt %386 : tensor<32x2x2x160xf32>
    %388 = stablehlo.multiply %378, %387 : tensor<32x2x2x160xf32>
    %389 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.3.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %390 = stablehlo.multiply %388, %389 : tensor<32x2x2x160xf32>
    %391 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.3.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %392 = stablehlo.add %390, %391 : tensor<32x2x2x160xf32>
    %393 = "stablehlo.dot_general"(%392, %stages.2.blocks.3.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x2x2x160xf32>, tensor<160x640xf32>) -> tensor<32x2x2x640xf32>
    %394 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.3.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<640xf32>) -> tensor<32x2x2x640xf32>
    %395 = stablehlo.add %393, %394 : tensor<32x2x2x640xf32>
    %396 = stablehlo.constant dense<0.70710677> : tensor<32x2x2x640xf32>
    %397 = stablehlo.multiply %395, %396 : tensor<32x2x2x640xf32>
    %398 = "chlo.erf"(%397) : (tensor<32x2x2x640xf32>) -> tensor<32x2x2x640xf32>
    %399 = stablehlo.constant dense<1.0> : tensor<32x2x2x640xf32>
    %400 = stablehlo.add %398, %399 : tensor<32x2x2x640xf32>
    %401 = stablehlo.constant dense<0.5> : tensor<32x2x2x640xf32>
    %402 = stablehlo.multiply %395, %401 : tensor<32x2x2x640xf32>
    %403 = stablehlo.multiply %402, %400 : tensor<32x2x2x640xf32>
    %404 = "stablehlo.dot_general"(%403, %stages.2.blocks.3.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x2x2x640xf32>, tensor<640x160xf32>) -> tensor<32x2x2x160xf32>
    %405 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.3.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %406 = stablehlo.add %404, %405 : tensor<32x2x2x160xf32>
    %407 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.3.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %408 = stablehlo.multiply %406, %407 : tensor<32x2x2x160xf32>
    %409 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 32, 8>, start_indices = array<i64: 0, 7>, strides = array<i64: 1, 1>} : (tensor<32x12xf32>) -> tensor<32x1xf32>
    %410 = "stablehlo.broadcast_in_dim"(%409) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<32x1xf32>) -> tensor<32x2x2x160xf32>
    %411 = stablehlo.multiply %408, %410 : tensor<32x2x2x160xf32>
    %412 = stablehlo.add %411, %369 : tensor<32x2x2x160xf32>
    %413 = "stablehlo.convolution"(%412, %stages.2.blocks.4.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 160 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x2x2x160xf32>, tensor<7x7x1x160xf32>) -> tensor<32x2x2x160xf32>
    %414 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.4.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %415 = stablehlo.add %413, %414 : tensor<32x2x2x160xf32>
    %416 = stablehlo.constant dense<0.0> : tensor<f32>
    %417 = "stablehlo.reduce"(%415, %416) ({
    ^bb0(%_r22a: tensor<f32>, %_r22b: tensor<f32>):
      %_r22c = stablehlo.add %_r22a, %_r22b : tensor<f32>
      "stablehlo.return"(%_r22c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x2x2xf32>
    %418 = stablehlo.constant dense<160.0> : tensor<32x2x2xf32>
    %419 = stablehlo.divide %417, %418 : tensor<32x2x2xf32>
    %420 = "stablehlo.broadcast_in_dim"(%419) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %421 = stablehlo.subtract %415, %420 : tensor<32x2x2x160xf32>
    %422 = stablehlo.multiply %421, %421 : tensor<32x2x2x160xf32>
    %423 = stablehlo.constant dense<0.0> : tensor<f32>
    %424 = "stablehlo.reduce"(%422, %423) ({
    ^bb0(%_r23a: tensor<f32>, %_r23b: tensor<f32>):
      %_r23c = stablehlo.add %_r23a, %_r23b : tensor<f32>
      "stablehlo.return"(%_r23c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x2x2xf32>
    %425 = stablehlo.constant dense<160.0> : tensor<32x2x2xf32>
    %426 = stablehlo.divide %424, %425 : tensor<32x2x2xf32>
    %427 = "stablehlo.broadcast_in_dim"(%426) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %428 = stablehlo.constant dense<1.0e-06> : tensor<32x2x2x160xf32>
    %429 = stablehlo.add %427, %428 : tensor<32x2x2x160xf32>
    %430 = stablehlo.rsqrt %429 : tensor<32x2x2x160xf32>
    %431 = stablehlo.multiply %421, %430 : tensor<32x2x2x160xf32>
    %432 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.4.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %433 = stablehlo.multiply %431, %432 : tensor<32x2x2x160xf32>
    %434 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.4.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %435 = stablehlo.add %433, %434 : tensor<32x2x2x160xf32>
    %436 = "stablehlo.dot_general"(%435, %stages.2.blocks.4.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x2x2x160xf32>, tensor<160x640xf32>) -> tensor<32x2x2x640xf32>
    %437 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.4.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<640xf32>) -> tensor<32x2x2x640xf32>
    %438 = stablehlo.add %436, %437 : tensor<32x2x2x640xf32>
    %439 = stablehlo.constant dense<0.70710677> : tensor<32x2x2x640xf32>
    %440 = stablehlo.multiply %438, %439 : tensor<32x2x2x640xf32>
    %441 = "chlo.erf"(%440) : (tensor<32x2x2x640xf32>) -> tensor<32x2x2x640xf32>
    %442 = stablehlo.constant dense<1.0> : tensor<32x2x2x640xf32>
    %443 = stablehlo.add %441, %442 : tensor<32x2x2x640xf32>
    %444 = stablehlo.constant dense<0.5> : tensor<32x2x2x640xf32>
    %445 = stablehlo.multiply %438, %444 : tensor<32x2x2x640xf32>
    %446 = stablehlo.multiply %445, %443 : tensor<32x2x2x640xf32>
    %447 = "stablehlo.dot_general"(%446, %stages.2.blocks.4.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x2x2x640xf32>, tensor<640x160xf32>) -> tensor<32x2x2x160xf32>
    %448 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.4.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %449 = stablehlo.add %447, %448 : tensor<32x2x2x160xf32>
    %450 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.4.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %451 = stablehlo.multiply %449, %450 : tensor<32x2x2x160xf32>
    %452 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 32, 9>, start_indices = array<i64: 0, 8>, strides = array<i64: 1, 1>} : (tensor<32x12xf32>) -> tensor<32x1xf32>
    %453 = "stablehlo.broadcast_in_dim"(%452) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<32x1xf32>) -> tensor<32x2x2x160xf32>
    %454 = stablehlo.multiply %451, %453 : tensor<32x2x2x160xf32>
    %455 = stablehlo.add %454, %412 : tensor<32x2x2x160xf32>
    %456 = "stablehlo.convolution"(%455, %stages.2.blocks.5.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 160 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x2x2x160xf32>, tensor<7x7x1x160xf32>) -> tensor<32x2x2x160xf32>
    %457 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.5.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %458 = stablehlo.add %456, %457 : tensor<32x2x2x160xf32>
    %459 = stablehlo.constant dense<0.0> : tensor<f32>
    %460 = "stablehlo.reduce"(%458, %459) ({
    ^bb0(%_r24a: tensor<f32>, %_r24b: tensor<f32>):
      %_r24c = stablehlo.add %_r24a, %_r24b : tensor<f32>
      "stablehlo.return"(%_r24c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x2x2xf32>
    %461 = stablehlo.constant dense<160.0> : tensor<32x2x2xf32>
    %462 = stablehlo.divide %460, %461 : tensor<32x2x2xf32>
    %463 = "stablehlo.broadcast_in_dim"(%462) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %464 = stablehlo.subtract %458, %463 : tensor<32x2x2x160xf32>
    %465 = stablehlo.multiply %464, %464 : tensor<32x2x2x160xf32>
    %466 = stablehlo.constant dense<0.0> : tensor<f32>
    %467 = "stablehlo.reduce"(%465, %466) ({
    ^bb0(%_r25a: tensor<f32>, %_r25b: tensor<f32>):
      %_r25c = stablehlo.add %_r25a, %_r25b : tensor<f32>
      "stablehlo.return"(%_r25c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x2x2xf32>
    %468 = stablehlo.constant dense<160.0> : tensor<32x2x2xf32>
    %469 = stablehlo.divide %467, %468 : tensor<32x2x2xf32>
    %470 = "stablehlo.broadcast_in_dim"(%469) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %471 = stablehlo.constant dense<1.0e-06> : tensor<32x2x2x160xf32>
    %472 = stablehlo.add %470, %471 : tensor<32x2x2x160xf32>
    %473 = stablehlo.rsqrt %472 : tensor<32x2x2x160xf32>
    %474 = stablehlo.multiply %464, %473 : tensor<32x2x2x160xf32>
    %475 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.5.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %476 = stablehlo.multiply %474, %475 : tensor<32x2x2x160xf32>
    %477 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.5.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %478 = stablehlo.add %476, %477 : tensor<32x2x2x160xf32>
    %479 = "stablehlo.dot_general"(%478, %stages.2.blocks.5.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x2x2x160xf32>, tensor<160x640xf32>) -> tensor<32x2x2x640xf32>
    %480 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.5.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<640xf32>) -> tensor<32x2x2x640xf32>
    %481 = stablehlo.add %479, %480 : tensor<32x2x2x640xf32>
    %482 = stablehlo.constant dense<0.70710677> : tensor<32x2x2x640xf32>
    %483 = stablehlo.multiply %481, %482 : tensor<32x2x2x640xf32>
    %484 = "chlo.erf"(%483) : (tensor<32x2x2x640xf32>) -> tensor<32x2x2x640xf32>
    %485 = stablehlo.constant dense<1.0> : tensor<32x2x2x640xf32>
    %486 = stablehlo.add %484, %485 : tensor<32x2x2x640xf32>
    %487 = stablehlo.constant dense<0.5> : tensor<32x2x2x640xf32>
    %488 = stablehlo.multiply %481, %487 : tensor<32x2x2x640xf32>
    %489 = stablehlo.multiply %488, %486 : tensor<32x2x2x640xf32>
    %490 = "stablehlo.dot_general"(%489, %stages.2.blocks.5.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x2x2x640xf32>, tensor<640x160xf32>) -> tensor<32x2x2x160xf32>
    %491 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.5.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %492 = stablehlo.add %490, %491 : tensor<32x2x2x160xf32>
    %493 = "stablehlo.broadcast_in_dim"(%stages.2.blocks.5.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %494 = stablehlo.multiply %492, %493 : tensor<32x2x2x160xf32>
    %495 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 32, 10>, start_indices = array<i64: 0, 9>, strides = array<i64: 1, 1>} : (tensor<32x12xf32>) -> tensor<32x1xf32>
    %496 = "stablehlo.broadcast_in_dim"(%495) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<32x1xf32>) -> tensor<32x2x2x160xf32>
    %497 = stablehlo.multiply %494, %496 : tensor<32x2x2x160xf32>
    %498 = stablehlo.add %497, %455 : tensor<32x2x2x160xf32>
    %499 = stablehlo.constant dense<0.0> : tensor<f32>
    %500 = "stablehlo.reduce"(%498, %499) ({
    ^bb0(%_r26a: tensor<f32>, %_r26b: tensor<f32>):
      %_r26c = stablehlo.add %_r26a, %_r26b : tensor<f32>
      "stablehlo.return"(%_r26c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x2x2xf32>
    %501 = stablehlo.constant dense<160.0> : tensor<32x2x2xf32>
    %502 = stablehlo.divide %500, %501 : tensor<32x2x2xf32>
    %503 = "stablehlo.broadcast_in_dim"(%502) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %504 = stablehlo.subtract %498, %503 : tensor<32x2x2x160xf32>
    %505 = stablehlo.multiply %504, %504 : tensor<32x2x2x160xf32>
    %506 = stablehlo.constant dense<0.0> : tensor<f32>
    %507 = "stablehlo.reduce"(%505, %506) ({
    ^bb0(%_r27a: tensor<f32>, %_r27b: tensor<f32>):
      %_r27c = stablehlo.add %_r27a, %_r27b : tensor<f32>
      "stablehlo.return"(%_r27c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x2x2xf32>
    %508 = stablehlo.constant dense<160.0> : tensor<32x2x2xf32>
    %509 = stablehlo.divide %507, %508 : tensor<32x2x2xf32>
    %510 = "stablehlo.broadcast_in_dim"(%509) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %511 = stablehlo.constant dense<1.0e-06> : tensor<32x2x2x160xf32>
    %512 = stablehlo.add %510, %511 : tensor<32x2x2x160xf32>
    %513 = stablehlo.rsqrt %512 : tensor<32x2x2x160xf32>
    %514 = stablehlo.multiply %504, %513 : tensor<32x2x2x160xf32>
    %515 = "stablehlo.broadcast_in_dim"(%stages.3.down.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %516 = stablehlo.multiply %514, %515 : tensor<32x2x2x160xf32>
    %517 = "stablehlo.broadcast_in_dim"(%stages.3.down.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<160xf32>) -> tensor<32x2x2x160xf32>
    %518 = stablehlo.add %516, %517 : tensor<32x2x2x160xf32>
    %519 = "stablehlo.convolution"(%518, %stages.3.down.conv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 2, 2>} : (tensor<32x2x2x160xf32>, tensor<2x2x160x320xf32>) -> tensor<32x1x1x320xf32>
    %520 = "stablehlo.broadcast_in_dim"(%stages.3.down.conv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %521 = stablehlo.add %519, %520 : tensor<32x1x1x320xf32>
    %522 = "stablehlo.convolution"(%521, %stages.3.blocks.0.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 320 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x1x1x320xf32>, tensor<7x7x1x320xf32>) -> tensor<32x1x1x320xf32>
    %523 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.0.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %524 = stablehlo.add %522, %523 : tensor<32x1x1x320xf32>
    %525 = stablehlo.constant dense<0.0> : tensor<f32>
    %526 = "stablehlo.reduce"(%524, %525) ({
    ^bb0(%_r28a: tensor<f32>, %_r28b: tensor<f32>):
      %_r28c = stablehlo.add %_r28a, %_r28b : tensor<f32>
      "stablehlo.return"(%_r28c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x1x1x320xf32>, tensor<f32>) -> tensor<32x1x1xf32>
    %527 = stablehlo.constant dense<320.0> : tensor<32x1x1xf32>
    %528 = stablehlo.divide %526, %527 : tensor<32x1x1xf32>
    %529 = "stablehlo.broadcast_in_dim"(%528) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x1x1xf32>) -> tensor<32x1x1x320xf32>
    %530 = stablehlo.subtract %524, %529 : tensor<32x1x1x320xf32>
    %531 = stablehlo.multiply %530, %530 : tensor<32x1x1x320xf32>
    %532 = stablehlo.constant dense<0.0> : tensor<f32>
    %533 = "stablehlo.reduce"(%531, %532) ({
    ^bb0(%_r29a: tensor<f32>, %_r29b: tensor<f32>):
      %_r29c = stablehlo.add %_r29a, %_r29b : tensor<f32>
      "stablehlo.return"(%_r29c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x1x1x320xf32>, tensor<f32>) -> tensor<32x1x1xf32>
    %534 = stablehlo.constant dense<320.0> : tensor<32x1x1xf32>
    %535 = stablehlo.divide %533, %534 : tensor<32x1x1xf32>
    %536 = "stablehlo.broadcast_in_dim"(%535) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x1x1xf32>) -> tensor<32x1x1x320xf32>
    %537 = stablehlo.constant dense<1.0e-06> : tensor<32x1x1x320xf32>
    %538 = stablehlo.add %536, %537 : tensor<32x1x1x320xf32>
    %539 = stablehlo.rsqrt %538 : tensor<32x1x1x320xf32>
    %540 = stablehlo.multiply %530, %539 : tensor<32x1x1x320xf32>
    %541 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.0.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %542 = stablehlo.multiply %540, %541 : tensor<32x1x1x320xf32>
    %543 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.0.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %544 = stablehlo.add %542, %543 : tensor<32x1x1x320xf32>
    %545 = "stablehlo.dot_general"(%544, %stages.3.blocks.0.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x1x1x320xf32>, tensor<320x1280xf32>) -> tensor<32x1x1x1280xf32>
    %546 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.0.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1280xf32>) -> tensor<32x1x1x1280xf32>
    %547 = stablehlo.add %545, %546 : tensor<32x1x1x1280xf32>
    %548 = stablehlo.constant dense<0.70710677> : tensor<32x1x1x1280xf32>
    %549 = stablehlo.multiply %547, %548 : tensor<32x1x1x1280xf32>
    %550 = "chlo.erf"(%549) : (tensor<32x1x1x1280xf32>) -> tensor<32x1x1x1280xf32>
    %551 = stablehlo.constant dense<1.0> : tensor<32x1x1x1280xf32>
    %552 = stablehlo.add %550, %551 : tensor<32x1x1x1280xf32>
    %553 = stablehlo.constant dense<0.5> : tensor<32x1x1x1280xf32>
    %554 = stablehlo.multiply %547, %553 : tensor<32x1x1x1280xf32>
    %555 = stablehlo.multiply %554, %552 : tensor<32x1x1x1280xf32>
    %556 = "stablehlo.dot_general"(%555, %stages.3.blocks.0.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x1x1x1280xf32>, tensor<1280x320xf32>) -> tensor<32x1x1x320xf32>
    %557 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.0.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %558 = stablehlo.add %556, %557 : tensor<32x1x1x320xf32>
    %559 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.0.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %560 = stablehlo.multiply %558, %559 : tensor<32x1x1x320xf32>
    %561 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 32, 11>, start_indices = array<i64: 0, 10>, strides = array<i64: 1, 1>} : (tensor<32x12xf32>) -> tensor<32x1xf32>
    %562 = "stablehlo.broadcast_in_dim"(%561) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<32x1xf32>) -> tensor<32x1x1x320xf32>
    %563 = stablehlo.multiply %560, %562 : tensor<32x1x1x320xf32>
    %564 = stablehlo.add %563, %521 : tensor<32x1x1x320xf32>
    %565 = "stablehlo.convolution"(%564, %stages.3.blocks.1.dwconv.w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 320 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x1x1x320xf32>, tensor<7x7x1x320xf32>) -> tensor<32x1x1x320xf32>
    %566 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.1.dwconv.b) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %567 = stablehlo.add %565, %566 : tensor<32x1x1x320xf32>
    %568 = stablehlo.constant dense<0.0> : tensor<f32>
    %569 = "stablehlo.reduce"(%567, %568) ({
    ^bb0(%_r30a: tensor<f32>, %_r30b: tensor<f32>):
      %_r30c = stablehlo.add %_r30a, %_r30b : tensor<f32>
      "stablehlo.return"(%_r30c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x1x1x320xf32>, tensor<f32>) -> tensor<32x1x1xf32>
    %570 = stablehlo.constant dense<320.0> : tensor<32x1x1xf32>
    %571 = stablehlo.divide %569, %570 : tensor<32x1x1xf32>
    %572 = "stablehlo.broadcast_in_dim"(%571) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x1x1xf32>) -> tensor<32x1x1x320xf32>
    %573 = stablehlo.subtract %567, %572 : tensor<32x1x1x320xf32>
    %574 = stablehlo.multiply %573, %573 : tensor<32x1x1x320xf32>
    %575 = stablehlo.constant dense<0.0> : tensor<f32>
    %576 = "stablehlo.reduce"(%574, %575) ({
    ^bb0(%_r31a: tensor<f32>, %_r31b: tensor<f32>):
      %_r31c = stablehlo.add %_r31a, %_r31b : tensor<f32>
      "stablehlo.return"(%_r31c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x1x1x320xf32>, tensor<f32>) -> tensor<32x1x1xf32>
    %577 = stablehlo.constant dense<320.0> : tensor<32x1x1xf32>
    %578 = stablehlo.divide %576, %577 : tensor<32x1x1xf32>
    %579 = "stablehlo.broadcast_in_dim"(%578) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x1x1xf32>) -> tensor<32x1x1x320xf32>
    %580 = stablehlo.constant dense<1.0e-06> : tensor<32x1x1x320xf32>
    %581 = stablehlo.add %579, %580 : tensor<32x1x1x320xf32>
    %582 = stablehlo.rsqrt %581 : tensor<32x1x1x320xf32>
    %583 = stablehlo.multiply %573, %582 : tensor<32x1x1x320xf32>
    %584 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.1.norm.g) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %585 = stablehlo.multiply %583, %584 : tensor<32x1x1x320xf32>
    %586 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.1.norm.b) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %587 = stablehlo.add %585, %586 : tensor<32x1x1x320xf32>
    %588 = "stablehlo.dot_general"(%587, %stages.3.blocks.1.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x1x1x320xf32>, tensor<320x1280xf32>) -> tensor<32x1x1x1280xf32>
    %589 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.1.fc1.b) {broadcast_dimensions = array<i64: 3>} : (tensor<1280xf32>) -> tensor<32x1x1x1280xf32>
    %590 = stablehlo.add %588, %589 : tensor<32x1x1x1280xf32>
    %591 = stablehlo.constant dense<0.70710677> : tensor<32x1x1x1280xf32>
    %592 = stablehlo.multiply %590, %591 : tensor<32x1x1x1280xf32>
    %593 = "chlo.erf"(%592) : (tensor<32x1x1x1280xf32>) -> tensor<32x1x1x1280xf32>
    %594 = stablehlo.constant dense<1.0> : tensor<32x1x1x1280xf32>
    %595 = stablehlo.add %593, %594 : tensor<32x1x1x1280xf32>
    %596 = stablehlo.constant dense<0.5> : tensor<32x1x1x1280xf32>
    %597 = stablehlo.multiply %590, %596 : tensor<32x1x1x1280xf32>
    %598 = stablehlo.multiply %597, %595 : tensor<32x1x1x1280xf32>
    %599 = "stablehlo.dot_general"(%598, %stages.3.blocks.1.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>} : (tensor<32x1x1x1280xf32>, tensor<1280x320xf32>) -> tensor<32x1x1x320xf32>
    %600 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.1.fc2.b) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %601 = stablehlo.add %599, %600 : tensor<32x1x1x320xf32>
    %602 = "stablehlo.broadcast_in_dim"(%stages.3.blocks.1.gamma) {broadcast_dimensions = array<i64: 3>} : (tensor<320xf32>) -> tensor<32x1x1x320xf32>
    %603 = stablehlo.multiply %601, %602 : tensor<32x1x1x320xf32>
    %604 = "stablehlo.slice"(%drop_mask) {limit_indices = array<i64: 32, 12>, start_indices = array<i64: 0, 11>, strides = array<i64: 1, 1>} : (tensor<32x12xf32>) -> tensor<32x1xf32>
    %605 = "stablehlo.broadcast_in_dim"(%604) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<32x1xf32>) -> tensor<32x1x1x320xf32>
    %606 = stablehlo.multiply %603, %605 : tensor<32x1x1x320xf32>
    %607 = stablehlo.add %606, %564 : tensor<32x1x1x320xf32>
    %608 = stablehlo.constant dense<0.0> : tensor<f32>
    %609 = "stablehlo.reduce"(%607, %608) ({
    ^bb0(%_r32a: tensor<f32>, %_r32b: tensor<f32>):
      %_r32c = stablehlo.add %_r32a, %_r32b : tensor<f32>
      "stablehlo.return"(%_r32c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1, 2>} : (tensor<32x1x1x320xf32>, tensor<f32>) -> tensor<32x320xf32>
    %610 = stablehlo.constant dense<1.0> : tensor<32x320xf32>
    %611 = stablehlo.divide %609, %610 : tensor<32x320xf32>
    %612 = stablehlo.constant dense<0.0> : tensor<f32>
    %613 = "stablehlo.reduce"(%611, %612) ({
    ^bb0(%_r33a: tensor<f32>, %_r33b: tensor<f32>):
      %_r33c = stablehlo.add %_r33a, %_r33b : tensor<f32>
      "stablehlo.return"(%_r33c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<32x320xf32>, tensor<f32>) -> tensor<32xf32>
    %614 = stablehlo.constant dense<320.0> : tensor<32xf32>
    %615 = stablehlo.divide %613, %614 : tensor<32xf32>
    %616 = "stablehlo.broadcast_in_dim"(%615) {broadcast_dimensions = array<i64: 0>} : (tensor<32xf32>) -> tensor<32x320xf32>
    %617 = stablehlo.subtract %611, %616 : tensor<32x320xf32>
    %618 = stablehlo.multiply %617, %617 : tensor<32x320xf32>
    %619 = stablehlo.constant dense<0.0> : tensor<f32>
    %620 = "stablehlo.reduce"(%618, %619) ({
    ^bb0(%_r34a: tensor<f32>, %_r34b: tensor<f32>):
      %_r34c = stablehlo.add %_r34a, %_r34b : tensor<f32>
      "stablehlo.return"(%_r34c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<32x320xf32>, tensor<f32>) -> tensor<32xf32>
    %621 = stablehlo.constant dense<320.0> : tensor<32xf32>
    %622 = stablehlo.divide %620, %621 : tensor<32xf32>
    %623 = "stablehlo.broadcast_in_dim"(%622) {broadcast_dimensions = array<i64: 0>} : (tensor<32xf32>) -> tensor<32x320xf32>
    %624 = stablehlo.constant dense<1.0e-06> : tensor<32x320xf32>
    %625 = stablehlo.add %623, %624 : tensor<32x320xf32>
    %626 = stablehlo.rsqrt %625 : tensor<32x320xf32>
    %627 = stablehlo.multiply %617, %626 : tensor<32x320xf32>
    %628 = "stablehlo.broadcast_in_dim"(%head.norm.g) {broadcast_dimensions = array<i64: 1>} : (tensor<320xf32>) -> tensor<32x320xf32>
    %629 = stablehlo.multiply %627, %628 : tensor<32x320xf32>
    %630 = "stablehlo.broadcast_in_dim"(%head.norm.b) {broadcast_dimensions = array<i64: 1>} : (tensor<320xf32>) -> tensor<32x320xf32>
    %631 = stablehlo.add %629, %630 : tensor<32x320xf32>
    %632 = "stablehlo.dot_general"(%631, %head.fc.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<32x320xf32>, tensor<320x10xf32>) -> tensor<32x10xf32>
    %633 = "stablehlo.broadcast_in_dim"(%head.fc.b) {broadcast_dimensions = array<i64: 1>} : (tensor<10xf32>) -> tensor<32x10xf32>
    %634 = stablehlo.add %632, %633 : tensor<32x10xf32>
    // ── loss: softmax cross-entropy against soft targets, mean over the batch ──
    %635 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %636 = "stablehlo.reduce"(%634, %635) ({
    ^bb0(%_r35a: tensor<f32>, %_r35b: tensor<f32>):
      %_r35c = stablehlo.maximum %_r35a, %_r35b : tensor<f32>
      "stablehlo.return"(%_r35c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<32x10xf32>, tensor<f32>) -> tensor<32xf32>
    %637 = "stablehlo.broadcast_in_dim"(%636) {broadcast_dimensions = array<i64: 0>} : (tensor<32xf32>) -> tensor<32x10xf32>
    %638 = stablehlo.subtract %634, %637 : tensor<32x10xf32>
    %639 = stablehlo.exponential %638 : tensor<32x10xf32>
    %640 = stablehlo.constant dense<0.0> : tensor<f32>
    %641 = "stablehlo.reduce"(%639, %640) ({
    ^bb0(%_r36a: tensor<f32>, %_r36b: tensor<f32>):
      %_r36c = stablehlo.add %_r36a, %_r36b : tensor<f32>
      "stablehlo.return"(%_r36c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<32x10xf32>, tensor<f32>) -> tensor<32xf32>
    %642 = "stablehlo.broadcast_in_dim"(%641) {broadcast_dimensions = array<i64: 0>} : (tensor<32xf32>) -> tensor<32x10xf32>
    %643 = stablehlo.log %642 : tensor<32x10xf32>
    %644 = stablehlo.subtract %638, %643 : tensor<32x10xf32>
    %645 = stablehlo.multiply %targets, %644 : tensor<32x10xf32>
    %646 = stablehlo.constant dense<0.0> : tensor<f32>
    %647 = "stablehlo.reduce"(%645, %646) ({
    ^bb0(%_r37a: tensor<f32>, %_r37b: tensor<f32>):
      %_r37c = stablehlo.add %_r37a, %_r37b : tensor<f32>
      "stablehlo.return"(%_r37c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1>} : (tensor<32x10xf32>, tensor<f32>) -> tensor<f32>
    %648 = stablehlo.negate %647 : tensor<f32>
    %649 = stablehlo.constant dense<32.0> : tensor<f32>
    %650 = stablehlo.divide %648, %649 : tensor<f32>
    // ── backward ──
    %651 = stablehlo.constant dense<0.0> : tensor<f32>
    %652 = "stablehlo.reduce"(%targets, %651) ({
    ^bb0(%_r38a: tensor<f32>, %_r38b: tensor<f32>):
      %_r38c = stablehlo.add %_r38a, %_r38b : tensor<f32>
      "stablehlo.return"(%_r38c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<32x10xf32>, tensor<f32>) -> tensor<32xf32>
    %653 = "stablehlo.broadcast_in_dim"(%652) {broadcast_dimensions = array<i64: 0>} : (tensor<32xf32>) -> tensor<32x10xf32>
    %654 = stablehlo.divide %639, %642 : tensor<32x10xf32>
    %655 = stablehlo.multiply %654, %653 : tensor<32x10xf32>
    %656 = stablehlo.subtract %655, %targets : tensor<32x10xf32>
    %657 = stablehlo.constant dense<32.0> : tensor<32x10xf32>
    %658 = stablehlo.divide %656, %657 : tensor<32x10xf32>
    %659 = "stablehlo.dot_general"(%658, %head.fc.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<32x10xf32>, tensor<320x10xf32>) -> tensor<32x320xf32>
    %660 = "stablehlo.dot_general"(%631, %658) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>} : (tensor<32x320xf32>, tensor<32x10xf32>) -> tensor<320x10xf32>
    %661 = stablehlo.constant dense<0.0> : tensor<f32>
    %662 = "stablehlo.reduce"(%658, %661) ({
    ^bb0(%_r39a: tensor<f32>, %_r39b: tensor<f32>):
      %_r39c = stablehlo.add %_r39a, %_r39b : tensor<f32>
      "stablehlo.return"(%_r39c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32x10xf32>, tensor<f32>) -> tensor<10xf32>
    %663 = stablehlo.multiply %659, %628 : tensor<32x320xf32>
    %664 = stablehlo.constant dense<0.0> : tensor<f32>
    %665 = "stablehlo.reduce"(%663, %664) ({
    ^bb0(%_r40a: tensor<f32>, %_r40b: tensor<f32>):
      %_r40c = stablehlo.add %_r40a, %_r40b : tensor<f32>
      "stablehlo.return"(%_r40c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<32x320xf32>, tensor<f32>) -> tensor<32xf32>
    %666 = stablehlo.constant dense<320.0> : tensor<32xf32>
    %667 = stablehlo.divide %665, %666 : tensor<32xf32>
    %668 = "stablehlo.broadcast_in_dim"(%667) {broadcast_dimensions = array<i64: 0>} : (tensor<32xf32>) -> tensor<32x320xf32>
    %669 = stablehlo.subtract %663, %668 : tensor<32x320xf32>
    %670 = stablehlo.multiply %663, %627 : tensor<32x320xf32>
    %671 = stablehlo.constant dense<0.0> : tensor<f32>
    %672 = "stablehlo.reduce"(%670, %671) ({
    ^bb0(%_r41a: tensor<f32>, %_r41b: tensor<f32>):
      %_r41c = stablehlo.add %_r41a, %_r41b : tensor<f32>
      "stablehlo.return"(%_r41c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<32x320xf32>, tensor<f32>) -> tensor<32xf32>
    %673 = stablehlo.constant dense<320.0> : tensor<32xf32>
    %674 = stablehlo.divide %672, %673 : tensor<32xf32>
    %675 = "stablehlo.broadcast_in_dim"(%674) {broadcast_dimensions = array<i64: 0>} : (tensor<32xf32>) -> tensor<32x320xf32>
    %676 = stablehlo.multiply %627, %675 : tensor<32x320xf32>
    %677 = stablehlo.subtract %669, %676 : tensor<32x320xf32>
    %678 = stablehlo.multiply %626, %677 : tensor<32x320xf32>
    %679 = stablehlo.multiply %659, %627 : tensor<32x320xf32>
    %680 = stablehlo.constant dense<0.0> : tensor<f32>
    %681 = "stablehlo.reduce"(%679, %680) ({
    ^bb0(%_r42a: tensor<f32>, %_r42b: tensor<f32>):
      %_r42c = stablehlo.add %_r42a, %_r42b : tensor<f32>
      "stablehlo.return"(%_r42c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32x320xf32>, tensor<f32>) -> tensor<320xf32>
    %682 = stablehlo.constant dense<0.0> : tensor<f32>
    %683 = "stablehlo.reduce"(%659, %682) ({
    ^bb0(%_r43a: tensor<f32>, %_r43b: tensor<f32>):
      %_r43c = stablehlo.add %_r43a, %_r43b : tensor<f32>
      "stablehlo.return"(%_r43c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32x320xf32>, tensor<f32>) -> tensor<320xf32>
    %684 = stablehlo.constant dense<1.0> : tensor<32x320xf32>
    %685 = stablehlo.divide %678, %684 : tensor<32x320xf32>
    %686 = "stablehlo.broadcast_in_dim"(%685) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<32x320xf32>) -> tensor<32x1x1x320xf32>
    %687 = stablehlo.multiply %686, %605 : tensor<32x1x1x320xf32>
    %688 = stablehlo.multiply %687, %602 : tensor<32x1x1x320xf32>
    %689 = stablehlo.multiply %687, %601 : tensor<32x1x1x320xf32>
    %690 = stablehlo.constant dense<0.0> : tensor<f32>
    %691 = "stablehlo.reduce"(%689, %690) ({
    ^bb0(%_r44a: tensor<f32>, %_r44b: tensor<f32>):
      %_r44c = stablehlo.add %_r44a, %_r44b : tensor<f32>
      "stablehlo.return"(%_r44c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x1x1x320xf32>, tensor<f32>) -> tensor<320xf32>
    %692 = "stablehlo.dot_general"(%688, %stages.3.blocks.1.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x1x1x320xf32>, tensor<1280x320xf32>) -> tensor<32x1x1x1280xf32>
    %693 = "stablehlo.dot_general"(%598, %688) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x1x1x1280xf32>, tensor<32x1x1x320xf32>) -> tensor<1280x320xf32>
    %694 = stablehlo.constant dense<0.0> : tensor<f32>
    %695 = "stablehlo.reduce"(%688, %694) ({
    ^bb0(%_r45a: tensor<f32>, %_r45b: tensor<f32>):
      %_r45c = stablehlo.add %_r45a, %_r45b : tensor<f32>
      "stablehlo.return"(%_r45c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x1x1x320xf32>, tensor<f32>) -> tensor<320xf32>
    %696 = stablehlo.constant dense<0.5> : tensor<32x1x1x1280xf32>
    %697 = stablehlo.multiply %595, %696 : tensor<32x1x1x1280xf32>
    %698 = stablehlo.multiply %592, %592 : tensor<32x1x1x1280xf32>
    %699 = stablehlo.negate %698 : tensor<32x1x1x1280xf32>
    %700 = stablehlo.exponential %699 : tensor<32x1x1x1280xf32>
    %701 = stablehlo.constant dense<0.3989423> : tensor<32x1x1x1280xf32>
    %702 = stablehlo.multiply %700, %701 : tensor<32x1x1x1280xf32>
    %703 = stablehlo.multiply %590, %702 : tensor<32x1x1x1280xf32>
    %704 = stablehlo.add %697, %703 : tensor<32x1x1x1280xf32>
    %705 = stablehlo.multiply %692, %704 : tensor<32x1x1x1280xf32>
    %706 = "stablehlo.dot_general"(%705, %stages.3.blocks.1.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x1x1x1280xf32>, tensor<320x1280xf32>) -> tensor<32x1x1x320xf32>
    %707 = "stablehlo.dot_general"(%587, %705) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x1x1x320xf32>, tensor<32x1x1x1280xf32>) -> tensor<320x1280xf32>
    %708 = stablehlo.constant dense<0.0> : tensor<f32>
    %709 = "stablehlo.reduce"(%705, %708) ({
    ^bb0(%_r46a: tensor<f32>, %_r46b: tensor<f32>):
      %_r46c = stablehlo.add %_r46a, %_r46b : tensor<f32>
      "stablehlo.return"(%_r46c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x1x1x1280xf32>, tensor<f32>) -> tensor<1280xf32>
    %710 = stablehlo.multiply %706, %584 : tensor<32x1x1x320xf32>
    %711 = stablehlo.constant dense<0.0> : tensor<f32>
    %712 = "stablehlo.reduce"(%710, %711) ({
    ^bb0(%_r47a: tensor<f32>, %_r47b: tensor<f32>):
      %_r47c = stablehlo.add %_r47a, %_r47b : tensor<f32>
      "stablehlo.return"(%_r47c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x1x1x320xf32>, tensor<f32>) -> tensor<32x1x1xf32>
    %713 = stablehlo.constant dense<320.0> : tensor<32x1x1xf32>
    %714 = stablehlo.divide %712, %713 : tensor<32x1x1xf32>
    %715 = "stablehlo.broadcast_in_dim"(%714) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x1x1xf32>) -> tensor<32x1x1x320xf32>
    %716 = stablehlo.subtract %710, %715 : tensor<32x1x1x320xf32>
    %717 = stablehlo.multiply %710, %583 : tensor<32x1x1x320xf32>
    %718 = stablehlo.constant dense<0.0> : tensor<f32>
    %719 = "stablehlo.reduce"(%717, %718) ({
    ^bb0(%_r48a: tensor<f32>, %_r48b: tensor<f32>):
      %_r48c = stablehlo.add %_r48a, %_r48b : tensor<f32>
      "stablehlo.return"(%_r48c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x1x1x320xf32>, tensor<f32>) -> tensor<32x1x1xf32>
    %720 = stablehlo.constant dense<320.0> : tensor<32x1x1xf32>
    %721 = stablehlo.divide %719, %720 : tensor<32x1x1xf32>
    %722 = "stablehlo.broadcast_in_dim"(%721) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x1x1xf32>) -> tensor<32x1x1x320xf32>
    %723 = stablehlo.multiply %583, %722 : tensor<32x1x1x320xf32>
    %724 = stablehlo.subtract %716, %723 : tensor<32x1x1x320xf32>
    %725 = stablehlo.multiply %582, %724 : tensor<32x1x1x320xf32>
    %726 = stablehlo.multiply %706, %583 : tensor<32x1x1x320xf32>
    %727 = stablehlo.constant dense<0.0> : tensor<f32>
    %728 = "stablehlo.reduce"(%726, %727) ({
    ^bb0(%_r49a: tensor<f32>, %_r49b: tensor<f32>):
      %_r49c = stablehlo.add %_r49a, %_r49b : tensor<f32>
      "stablehlo.return"(%_r49c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x1x1x320xf32>, tensor<f32>) -> tensor<320xf32>
    %729 = stablehlo.constant dense<0.0> : tensor<f32>
    %730 = "stablehlo.reduce"(%706, %729) ({
    ^bb0(%_r50a: tensor<f32>, %_r50b: tensor<f32>):
      %_r50c = stablehlo.add %_r50a, %_r50b : tensor<f32>
      "stablehlo.return"(%_r50c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x1x1x320xf32>, tensor<f32>) -> tensor<320xf32>
    %731 = "stablehlo.reverse"(%stages.3.blocks.1.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x320xf32>) -> tensor<7x7x1x320xf32>
    %732 = "stablehlo.convolution"(%725, %731) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 320 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x1x1x320xf32>, tensor<7x7x1x320xf32>) -> tensor<32x1x1x320xf32>
    %733 = "stablehlo.convolution"(%564, %725) {batch_group_count = 320 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x1x1x320xf32>, tensor<32x1x1x320xf32>) -> tensor<7x7x1x320xf32>
    %734 = stablehlo.constant dense<0.0> : tensor<f32>
    %735 = "stablehlo.reduce"(%725, %734) ({
    ^bb0(%_r51a: tensor<f32>, %_r51b: tensor<f32>):
      %_r51c = stablehlo.add %_r51a, %_r51b : tensor<f32>
      "stablehlo.return"(%_r51c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x1x1x320xf32>, tensor<f32>) -> tensor<320xf32>
    %736 = stablehlo.add %732, %686 : tensor<32x1x1x320xf32>
    %737 = stablehlo.multiply %736, %562 : tensor<32x1x1x320xf32>
    %738 = stablehlo.multiply %737, %559 : tensor<32x1x1x320xf32>
    %739 = stablehlo.multiply %737, %558 : tensor<32x1x1x320xf32>
    %740 = stablehlo.constant dense<0.0> : tensor<f32>
    %741 = "stablehlo.reduce"(%739, %740) ({
    ^bb0(%_r52a: tensor<f32>, %_r52b: tensor<f32>):
      %_r52c = stablehlo.add %_r52a, %_r52b : tensor<f32>
      "stablehlo.return"(%_r52c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x1x1x320xf32>, tensor<f32>) -> tensor<320xf32>
    %742 = "stablehlo.dot_general"(%738, %stages.3.blocks.0.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x1x1x320xf32>, tensor<1280x320xf32>) -> tensor<32x1x1x1280xf32>
    %743 = "stablehlo.dot_general"(%555, %738) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x1x1x1280xf32>, tensor<32x1x1x320xf32>) -> tensor<1280x320xf32>
    %744 = stablehlo.constant dense<0.0> : tensor<f32>
    %745 = "stablehlo.reduce"(%738, %744) ({
    ^bb0(%_r53a: tensor<f32>, %_r53b: tensor<f32>):
      %_r53c = stablehlo.add %_r53a, %_r53b : tensor<f32>
      "stablehlo.return"(%_r53c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x1x1x320xf32>, tensor<f32>) -> tensor<320xf32>
    %746 = stablehlo.constant dense<0.5> : tensor<32x1x1x1280xf32>
    %747 = stablehlo.multiply %552, %746 : tensor<32x1x1x1280xf32>
    %748 = stablehlo.multiply %549, %549 : tensor<32x1x1x1280xf32>
    %749 = stablehlo.negate %748 : tensor<32x1x1x1280xf32>
    %750 = stablehlo.exponential %749 : tensor<32x1x1x1280xf32>
    %751 = stablehlo.constant dense<0.3989423> : tensor<32x1x1x1280xf32>
    %752 = stablehlo.multiply %750, %751 : tensor<32x1x1x1280xf32>
    %753 = stablehlo.multiply %547, %752 : tensor<32x1x1x1280xf32>
    %754 = stablehlo.add %747, %753 : tensor<32x1x1x1280xf32>
    %755 = stablehlo.multiply %742, %754 : tensor<32x1x1x1280xf32>
    %756 = "stablehlo.dot_general"(%755, %stages.3.blocks.0.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x1x1x1280xf32>, tensor<320x1280xf32>) -> tensor<32x1x1x320xf32>
    %757 = "stablehlo.dot_general"(%544, %755) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x1x1x320xf32>, tensor<32x1x1x1280xf32>) -> tensor<320x1280xf32>
    %758 = stablehlo.constant dense<0.0> : tensor<f32>
    %759 = "stablehlo.reduce"(%755, %758) ({
    ^bb0(%_r54a: tensor<f32>, %_r54b: tensor<f32>):
      %_r54c = stablehlo.add %_r54a, %_r54b : tensor<f32>
      "stablehlo.return"(%_r54c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x1x1x1280xf32>, tensor<f32>) -> tensor<1280xf32>
    %760 = stablehlo.multiply %756, %541 : tensor<32x1x1x320xf32>
    %761 = stablehlo.constant dense<0.0> : tensor<f32>
    %762 = "stablehlo.reduce"(%760, %761) ({
    ^bb0(%_r55a: tensor<f32>, %_r55b: tensor<f32>):
      %_r55c = stablehlo.add %_r55a, %_r55b : tensor<f32>
      "stablehlo.return"(%_r55c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x1x1x320xf32>, tensor<f32>) -> tensor<32x1x1xf32>
    %763 = stablehlo.constant dense<320.0> : tensor<32x1x1xf32>
    %764 = stablehlo.divide %762, %763 : tensor<32x1x1xf32>
    %765 = "stablehlo.broadcast_in_dim"(%764) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x1x1xf32>) -> tensor<32x1x1x320xf32>
    %766 = stablehlo.subtract %760, %765 : tensor<32x1x1x320xf32>
    %767 = stablehlo.multiply %760, %540 : tensor<32x1x1x320xf32>
    %768 = stablehlo.constant dense<0.0> : tensor<f32>
    %769 = "stablehlo.reduce"(%767, %768) ({
    ^bb0(%_r56a: tensor<f32>, %_r56b: tensor<f32>):
      %_r56c = stablehlo.add %_r56a, %_r56b : tensor<f32>
      "stablehlo.return"(%_r56c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x1x1x320xf32>, tensor<f32>) -> tensor<32x1x1xf32>
    %770 = stablehlo.constant dense<320.0> : tensor<32x1x1xf32>
    %771 = stablehlo.divide %769, %770 : tensor<32x1x1xf32>
    %772 = "stablehlo.broadcast_in_dim"(%771) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x1x1xf32>) -> tensor<32x1x1x320xf32>
    %773 = stablehlo.multiply %540, %772 : tensor<32x1x1x320xf32>
    %774 = stablehlo.subtract %766, %773 : tensor<32x1x1x320xf32>
    %775 = stablehlo.multiply %539, %774 : tensor<32x1x1x320xf32>
    %776 = stablehlo.multiply %756, %540 : tensor<32x1x1x320xf32>
    %777 = stablehlo.constant dense<0.0> : tensor<f32>
    %778 = "stablehlo.reduce"(%776, %777) ({
    ^bb0(%_r57a: tensor<f32>, %_r57b: tensor<f32>):
      %_r57c = stablehlo.add %_r57a, %_r57b : tensor<f32>
      "stablehlo.return"(%_r57c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x1x1x320xf32>, tensor<f32>) -> tensor<320xf32>
    %779 = stablehlo.constant dense<0.0> : tensor<f32>
    %780 = "stablehlo.reduce"(%756, %779) ({
    ^bb0(%_r58a: tensor<f32>, %_r58b: tensor<f32>):
      %_r58c = stablehlo.add %_r58a, %_r58b : tensor<f32>
      "stablehlo.return"(%_r58c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x1x1x320xf32>, tensor<f32>) -> tensor<320xf32>
    %781 = "stablehlo.reverse"(%stages.3.blocks.0.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x320xf32>) -> tensor<7x7x1x320xf32>
    %782 = "stablehlo.convolution"(%775, %781) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 320 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x1x1x320xf32>, tensor<7x7x1x320xf32>) -> tensor<32x1x1x320xf32>
    %783 = "stablehlo.convolution"(%521, %775) {batch_group_count = 320 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x1x1x320xf32>, tensor<32x1x1x320xf32>) -> tensor<7x7x1x320xf32>
    %784 = stablehlo.constant dense<0.0> : tensor<f32>
    %785 = "stablehlo.reduce"(%775, %784) ({
    ^bb0(%_r59a: tensor<f32>, %_r59b: tensor<f32>):
      %_r59c = stablehlo.add %_r59a, %_r59b : tensor<f32>
      "stablehlo.return"(%_r59c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x1x1x320xf32>, tensor<f32>) -> tensor<320xf32>
    %786 = stablehlo.add %782, %736 : tensor<32x1x1x320xf32>
    %787 = "stablehlo.reverse"(%stages.3.down.conv.w) {dimensions = array<i64: 0, 1>} : (tensor<2x2x160x320xf32>) -> tensor<2x2x160x320xf32>
    %788 = "stablehlo.convolution"(%786, %787) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 2, 2>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x1x1x320xf32>, tensor<2x2x160x320xf32>) -> tensor<32x2x2x160xf32>
    %789 = "stablehlo.convolution"(%518, %786) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 2, 2>, window_strides = array<i64: 1, 1>} : (tensor<32x2x2x160xf32>, tensor<32x1x1x320xf32>) -> tensor<2x2x160x320xf32>
    %790 = stablehlo.constant dense<0.0> : tensor<f32>
    %791 = "stablehlo.reduce"(%786, %790) ({
    ^bb0(%_r60a: tensor<f32>, %_r60b: tensor<f32>):
      %_r60c = stablehlo.add %_r60a, %_r60b : tensor<f32>
      "stablehlo.return"(%_r60c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x1x1x320xf32>, tensor<f32>) -> tensor<320xf32>
    %792 = stablehlo.multiply %788, %515 : tensor<32x2x2x160xf32>
    %793 = stablehlo.constant dense<0.0> : tensor<f32>
    %794 = "stablehlo.reduce"(%792, %793) ({
    ^bb0(%_r61a: tensor<f32>, %_r61b: tensor<f32>):
      %_r61c = stablehlo.add %_r61a, %_r61b : tensor<f32>
      "stablehlo.return"(%_r61c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x2x2xf32>
    %795 = stablehlo.constant dense<160.0> : tensor<32x2x2xf32>
    %796 = stablehlo.divide %794, %795 : tensor<32x2x2xf32>
    %797 = "stablehlo.broadcast_in_dim"(%796) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %798 = stablehlo.subtract %792, %797 : tensor<32x2x2x160xf32>
    %799 = stablehlo.multiply %792, %514 : tensor<32x2x2x160xf32>
    %800 = stablehlo.constant dense<0.0> : tensor<f32>
    %801 = "stablehlo.reduce"(%799, %800) ({
    ^bb0(%_r62a: tensor<f32>, %_r62b: tensor<f32>):
      %_r62c = stablehlo.add %_r62a, %_r62b : tensor<f32>
      "stablehlo.return"(%_r62c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x2x2xf32>
    %802 = stablehlo.constant dense<160.0> : tensor<32x2x2xf32>
    %803 = stablehlo.divide %801, %802 : tensor<32x2x2xf32>
    %804 = "stablehlo.broadcast_in_dim"(%803) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %805 = stablehlo.multiply %514, %804 : tensor<32x2x2x160xf32>
    %806 = stablehlo.subtract %798, %805 : tensor<32x2x2x160xf32>
    %807 = stablehlo.multiply %513, %806 : tensor<32x2x2x160xf32>
    %808 = stablehlo.multiply %788, %514 : tensor<32x2x2x160xf32>
    %809 = stablehlo.constant dense<0.0> : tensor<f32>
    %810 = "stablehlo.reduce"(%808, %809) ({
    ^bb0(%_r63a: tensor<f32>, %_r63b: tensor<f32>):
      %_r63c = stablehlo.add %_r63a, %_r63b : tensor<f32>
      "stablehlo.return"(%_r63c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<160xf32>
    %811 = stablehlo.constant dense<0.0> : tensor<f32>
    %812 = "stablehlo.reduce"(%788, %811) ({
    ^bb0(%_r64a: tensor<f32>, %_r64b: tensor<f32>):
      %_r64c = stablehlo.add %_r64a, %_r64b : tensor<f32>
      "stablehlo.return"(%_r64c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<160xf32>
    %813 = stablehlo.multiply %807, %496 : tensor<32x2x2x160xf32>
    %814 = stablehlo.multiply %813, %493 : tensor<32x2x2x160xf32>
    %815 = stablehlo.multiply %813, %492 : tensor<32x2x2x160xf32>
    %816 = stablehlo.constant dense<0.0> : tensor<f32>
    %817 = "stablehlo.reduce"(%815, %816) ({
    ^bb0(%_r65a: tensor<f32>, %_r65b: tensor<f32>):
      %_r65c = stablehlo.add %_r65a, %_r65b : tensor<f32>
      "stablehlo.return"(%_r65c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<160xf32>
    %818 = "stablehlo.dot_general"(%814, %stages.2.blocks.5.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x2x2x160xf32>, tensor<640x160xf32>) -> tensor<32x2x2x640xf32>
    %819 = "stablehlo.dot_general"(%489, %814) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x2x2x640xf32>, tensor<32x2x2x160xf32>) -> tensor<640x160xf32>
    %820 = stablehlo.constant dense<0.0> : tensor<f32>
    %821 = "stablehlo.reduce"(%814, %820) ({
    ^bb0(%_r66a: tensor<f32>, %_r66b: tensor<f32>):
      %_r66c = stablehlo.add %_r66a, %_r66b : tensor<f32>
      "stablehlo.return"(%_r66c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<160xf32>
    %822 = stablehlo.constant dense<0.5> : tensor<32x2x2x640xf32>
    %823 = stablehlo.multiply %486, %822 : tensor<32x2x2x640xf32>
    %824 = stablehlo.multiply %483, %483 : tensor<32x2x2x640xf32>
    %825 = stablehlo.negate %824 : tensor<32x2x2x640xf32>
    %826 = stablehlo.exponential %825 : tensor<32x2x2x640xf32>
    %827 = stablehlo.constant dense<0.3989423> : tensor<32x2x2x640xf32>
    %828 = stablehlo.multiply %826, %827 : tensor<32x2x2x640xf32>
    %829 = stablehlo.multiply %481, %828 : tensor<32x2x2x640xf32>
    %830 = stablehlo.add %823, %829 : tensor<32x2x2x640xf32>
    %831 = stablehlo.multiply %818, %830 : tensor<32x2x2x640xf32>
    %832 = "stablehlo.dot_general"(%831, %stages.2.blocks.5.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x2x2x640xf32>, tensor<160x640xf32>) -> tensor<32x2x2x160xf32>
    %833 = "stablehlo.dot_general"(%478, %831) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x2x2x160xf32>, tensor<32x2x2x640xf32>) -> tensor<160x640xf32>
    %834 = stablehlo.constant dense<0.0> : tensor<f32>
    %835 = "stablehlo.reduce"(%831, %834) ({
    ^bb0(%_r67a: tensor<f32>, %_r67b: tensor<f32>):
      %_r67c = stablehlo.add %_r67a, %_r67b : tensor<f32>
      "stablehlo.return"(%_r67c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x640xf32>, tensor<f32>) -> tensor<640xf32>
    %836 = stablehlo.multiply %832, %475 : tensor<32x2x2x160xf32>
    %837 = stablehlo.constant dense<0.0> : tensor<f32>
    %838 = "stablehlo.reduce"(%836, %837) ({
    ^bb0(%_r68a: tensor<f32>, %_r68b: tensor<f32>):
      %_r68c = stablehlo.add %_r68a, %_r68b : tensor<f32>
      "stablehlo.return"(%_r68c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x2x2xf32>
    %839 = stablehlo.constant dense<160.0> : tensor<32x2x2xf32>
    %840 = stablehlo.divide %838, %839 : tensor<32x2x2xf32>
    %841 = "stablehlo.broadcast_in_dim"(%840) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %842 = stablehlo.subtract %836, %841 : tensor<32x2x2x160xf32>
    %843 = stablehlo.multiply %836, %474 : tensor<32x2x2x160xf32>
    %844 = stablehlo.constant dense<0.0> : tensor<f32>
    %845 = "stablehlo.reduce"(%843, %844) ({
    ^bb0(%_r69a: tensor<f32>, %_r69b: tensor<f32>):
      %_r69c = stablehlo.add %_r69a, %_r69b : tensor<f32>
      "stablehlo.return"(%_r69c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x2x2xf32>
    %846 = stablehlo.constant dense<160.0> : tensor<32x2x2xf32>
    %847 = stablehlo.divide %845, %846 : tensor<32x2x2xf32>
    %848 = "stablehlo.broadcast_in_dim"(%847) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %849 = stablehlo.multiply %474, %848 : tensor<32x2x2x160xf32>
    %850 = stablehlo.subtract %842, %849 : tensor<32x2x2x160xf32>
    %851 = stablehlo.multiply %473, %850 : tensor<32x2x2x160xf32>
    %852 = stablehlo.multiply %832, %474 : tensor<32x2x2x160xf32>
    %853 = stablehlo.constant dense<0.0> : tensor<f32>
    %854 = "stablehlo.reduce"(%852, %853) ({
    ^bb0(%_r70a: tensor<f32>, %_r70b: tensor<f32>):
      %_r70c = stablehlo.add %_r70a, %_r70b : tensor<f32>
      "stablehlo.return"(%_r70c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<160xf32>
    %855 = stablehlo.constant dense<0.0> : tensor<f32>
    %856 = "stablehlo.reduce"(%832, %855) ({
    ^bb0(%_r71a: tensor<f32>, %_r71b: tensor<f32>):
      %_r71c = stablehlo.add %_r71a, %_r71b : tensor<f32>
      "stablehlo.return"(%_r71c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<160xf32>
    %857 = "stablehlo.reverse"(%stages.2.blocks.5.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x160xf32>) -> tensor<7x7x1x160xf32>
    %858 = "stablehlo.convolution"(%851, %857) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 160 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x2x2x160xf32>, tensor<7x7x1x160xf32>) -> tensor<32x2x2x160xf32>
    %859 = "stablehlo.convolution"(%455, %851) {batch_group_count = 160 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x2x2x160xf32>, tensor<32x2x2x160xf32>) -> tensor<7x7x1x160xf32>
    %860 = stablehlo.constant dense<0.0> : tensor<f32>
    %861 = "stablehlo.reduce"(%851, %860) ({
    ^bb0(%_r72a: tensor<f32>, %_r72b: tensor<f32>):
      %_r72c = stablehlo.add %_r72a, %_r72b : tensor<f32>
      "stablehlo.return"(%_r72c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<160xf32>
    %862 = stablehlo.add %858, %807 : tensor<32x2x2x160xf32>
    %863 = stablehlo.multiply %862, %453 : tensor<32x2x2x160xf32>
    %864 = stablehlo.multiply %863, %450 : tensor<32x2x2x160xf32>
    %865 = stablehlo.multiply %863, %449 : tensor<32x2x2x160xf32>
    %866 = stablehlo.constant dense<0.0> : tensor<f32>
    %867 = "stablehlo.reduce"(%865, %866) ({
    ^bb0(%_r73a: tensor<f32>, %_r73b: tensor<f32>):
      %_r73c = stablehlo.add %_r73a, %_r73b : tensor<f32>
      "stablehlo.return"(%_r73c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<160xf32>
    %868 = "stablehlo.dot_general"(%864, %stages.2.blocks.4.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x2x2x160xf32>, tensor<640x160xf32>) -> tensor<32x2x2x640xf32>
    %869 = "stablehlo.dot_general"(%446, %864) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x2x2x640xf32>, tensor<32x2x2x160xf32>) -> tensor<640x160xf32>
    %870 = stablehlo.constant dense<0.0> : tensor<f32>
    %871 = "stablehlo.reduce"(%864, %870) ({
    ^bb0(%_r74a: tensor<f32>, %_r74b: tensor<f32>):
      %_r74c = stablehlo.add %_r74a, %_r74b : tensor<f32>
      "stablehlo.return"(%_r74c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<160xf32>
    %872 = stablehlo.constant dense<0.5> : tensor<32x2x2x640xf32>
    %873 = stablehlo.multiply %443, %872 : tensor<32x2x2x640xf32>
    %874 = stablehlo.multiply %440, %440 : tensor<32x2x2x640xf32>
    %875 = stablehlo.negate %874 : tensor<32x2x2x640xf32>
    %876 = stablehlo.exponential %875 : tensor<32x2x2x640xf32>
    %877 = stablehlo.constant dense<0.3989423> : tensor<32x2x2x640xf32>
    %878 = stablehlo.multiply %876, %877 : tensor<32x2x2x640xf32>
    %879 = stablehlo.multiply %438, %878 : tensor<32x2x2x640xf32>
    %880 = stablehlo.add %873, %879 : tensor<32x2x2x640xf32>
    %881 = stablehlo.multiply %868, %880 : tensor<32x2x2x640xf32>
    %882 = "stablehlo.dot_general"(%881, %stages.2.blocks.4.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x2x2x640xf32>, tensor<160x640xf32>) -> tensor<32x2x2x160xf32>
    %883 = "stablehlo.dot_general"(%435, %881) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x2x2x160xf32>, tensor<32x2x2x640xf32>) -> tensor<160x640xf32>
    %884 = stablehlo.constant dense<0.0> : tensor<f32>
    %885 = "stablehlo.reduce"(%881, %884) ({
    ^bb0(%_r75a: tensor<f32>, %_r75b: tensor<f32>):
      %_r75c = stablehlo.add %_r75a, %_r75b : tensor<f32>
      "stablehlo.return"(%_r75c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x640xf32>, tensor<f32>) -> tensor<640xf32>
    %886 = stablehlo.multiply %882, %432 : tensor<32x2x2x160xf32>
    %887 = stablehlo.constant dense<0.0> : tensor<f32>
    %888 = "stablehlo.reduce"(%886, %887) ({
    ^bb0(%_r76a: tensor<f32>, %_r76b: tensor<f32>):
      %_r76c = stablehlo.add %_r76a, %_r76b : tensor<f32>
      "stablehlo.return"(%_r76c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x2x2xf32>
    %889 = stablehlo.constant dense<160.0> : tensor<32x2x2xf32>
    %890 = stablehlo.divide %888, %889 : tensor<32x2x2xf32>
    %891 = "stablehlo.broadcast_in_dim"(%890) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %892 = stablehlo.subtract %886, %891 : tensor<32x2x2x160xf32>
    %893 = stablehlo.multiply %886, %431 : tensor<32x2x2x160xf32>
    %894 = stablehlo.constant dense<0.0> : tensor<f32>
    %895 = "stablehlo.reduce"(%893, %894) ({
    ^bb0(%_r77a: tensor<f32>, %_r77b: tensor<f32>):
      %_r77c = stablehlo.add %_r77a, %_r77b : tensor<f32>
      "stablehlo.return"(%_r77c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x2x2xf32>
    %896 = stablehlo.constant dense<160.0> : tensor<32x2x2xf32>
    %897 = stablehlo.divide %895, %896 : tensor<32x2x2xf32>
    %898 = "stablehlo.broadcast_in_dim"(%897) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %899 = stablehlo.multiply %431, %898 : tensor<32x2x2x160xf32>
    %900 = stablehlo.subtract %892, %899 : tensor<32x2x2x160xf32>
    %901 = stablehlo.multiply %430, %900 : tensor<32x2x2x160xf32>
    %902 = stablehlo.multiply %882, %431 : tensor<32x2x2x160xf32>
    %903 = stablehlo.constant dense<0.0> : tensor<f32>
    %904 = "stablehlo.reduce"(%902, %903) ({
    ^bb0(%_r78a: tensor<f32>, %_r78b: tensor<f32>):
      %_r78c = stablehlo.add %_r78a, %_r78b : tensor<f32>
      "stablehlo.return"(%_r78c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<160xf32>
    %905 = stablehlo.constant dense<0.0> : tensor<f32>
    %906 = "stablehlo.reduce"(%882, %905) ({
    ^bb0(%_r79a: tensor<f32>, %_r79b: tensor<f32>):
      %_r79c = stablehlo.add %_r79a, %_r79b : tensor<f32>
      "stablehlo.return"(%_r79c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<160xf32>
    %907 = "stablehlo.reverse"(%stages.2.blocks.4.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x160xf32>) -> tensor<7x7x1x160xf32>
    %908 = "stablehlo.convolution"(%901, %907) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 160 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x2x2x160xf32>, tensor<7x7x1x160xf32>) -> tensor<32x2x2x160xf32>
    %909 = "stablehlo.convolution"(%412, %901) {batch_group_count = 160 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x2x2x160xf32>, tensor<32x2x2x160xf32>) -> tensor<7x7x1x160xf32>
    %910 = stablehlo.constant dense<0.0> : tensor<f32>
    %911 = "stablehlo.reduce"(%901, %910) ({
    ^bb0(%_r80a: tensor<f32>, %_r80b: tensor<f32>):
      %_r80c = stablehlo.add %_r80a, %_r80b : tensor<f32>
      "stablehlo.return"(%_r80c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<160xf32>
    %912 = stablehlo.add %908, %862 : tensor<32x2x2x160xf32>
    %913 = stablehlo.multiply %912, %410 : tensor<32x2x2x160xf32>
    %914 = stablehlo.multiply %913, %407 : tensor<32x2x2x160xf32>
    %915 = stablehlo.multiply %913, %406 : tensor<32x2x2x160xf32>
    %916 = stablehlo.constant dense<0.0> : tensor<f32>
    %917 = "stablehlo.reduce"(%915, %916) ({
    ^bb0(%_r81a: tensor<f32>, %_r81b: tensor<f32>):
      %_r81c = stablehlo.add %_r81a, %_r81b : tensor<f32>
      "stablehlo.return"(%_r81c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<160xf32>
    %918 = "stablehlo.dot_general"(%914, %stages.2.blocks.3.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x2x2x160xf32>, tensor<640x160xf32>) -> tensor<32x2x2x640xf32>
    %919 = "stablehlo.dot_general"(%403, %914) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x2x2x640xf32>, tensor<32x2x2x160xf32>) -> tensor<640x160xf32>
    %920 = stablehlo.constant dense<0.0> : tensor<f32>
    %921 = "stablehlo.reduce"(%914, %920) ({
    ^bb0(%_r82a: tensor<f32>, %_r82b: tensor<f32>):
      %_r82c = stablehlo.add %_r82a, %_r82b : tensor<f32>
      "stablehlo.return"(%_r82c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<160xf32>
    %922 = stablehlo.constant dense<0.5> : tensor<32x2x2x640xf32>
    %923 = stablehlo.multiply %400, %922 : tensor<32x2x2x640xf32>
    %924 = stablehlo.multiply %397, %397 : tensor<32x2x2x640xf32>
    %925 = stablehlo.negate %924 : tensor<32x2x2x640xf32>
    %926 = stablehlo.exponential %925 : tensor<32x2x2x640xf32>
    %927 = stablehlo.constant dense<0.3989423> : tensor<32x2x2x640xf32>
    %928 = stablehlo.multiply %926, %927 : tensor<32x2x2x640xf32>
    %929 = stablehlo.multiply %395, %928 : tensor<32x2x2x640xf32>
    %930 = stablehlo.add %923, %929 : tensor<32x2x2x640xf32>
    %931 = stablehlo.multiply %918, %930 : tensor<32x2x2x640xf32>
    %932 = "stablehlo.dot_general"(%931, %stages.2.blocks.3.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x2x2x640xf32>, tensor<160x640xf32>) -> tensor<32x2x2x160xf32>
    %933 = "stablehlo.dot_general"(%392, %931) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x2x2x160xf32>, tensor<32x2x2x640xf32>) -> tensor<160x640xf32>
    %934 = stablehlo.constant dense<0.0> : tensor<f32>
    %935 = "stablehlo.reduce"(%931, %934) ({
    ^bb0(%_r83a: tensor<f32>, %_r83b: tensor<f32>):
      %_r83c = stablehlo.add %_r83a, %_r83b : tensor<f32>
      "stablehlo.return"(%_r83c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x640xf32>, tensor<f32>) -> tensor<640xf32>
    %936 = stablehlo.multiply %932, %389 : tensor<32x2x2x160xf32>
    %937 = stablehlo.constant dense<0.0> : tensor<f32>
    %938 = "stablehlo.reduce"(%936, %937) ({
    ^bb0(%_r84a: tensor<f32>, %_r84b: tensor<f32>):
      %_r84c = stablehlo.add %_r84a, %_r84b : tensor<f32>
      "stablehlo.return"(%_r84c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x2x2xf32>
    %939 = stablehlo.constant dense<160.0> : tensor<32x2x2xf32>
    %940 = stablehlo.divide %938, %939 : tensor<32x2x2xf32>
    %941 = "stablehlo.broadcast_in_dim"(%940) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %942 = stablehlo.subtract %936, %941 : tensor<32x2x2x160xf32>
    %943 = stablehlo.multiply %936, %388 : tensor<32x2x2x160xf32>
    %944 = stablehlo.constant dense<0.0> : tensor<f32>
    %945 = "stablehlo.reduce"(%943, %944) ({
    ^bb0(%_r85a: tensor<f32>, %_r85b: tensor<f32>):
      %_r85c = stablehlo.add %_r85a, %_r85b : tensor<f32>
      "stablehlo.return"(%_r85c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x2x2xf32>
    %946 = stablehlo.constant dense<160.0> : tensor<32x2x2xf32>
    %947 = stablehlo.divide %945, %946 : tensor<32x2x2xf32>
    %948 = "stablehlo.broadcast_in_dim"(%947) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %949 = stablehlo.multiply %388, %948 : tensor<32x2x2x160xf32>
    %950 = stablehlo.subtract %942, %949 : tensor<32x2x2x160xf32>
    %951 = stablehlo.multiply %387, %950 : tensor<32x2x2x160xf32>
    %952 = stablehlo.multiply %932, %388 : tensor<32x2x2x160xf32>
    %953 = stablehlo.constant dense<0.0> : tensor<f32>
    %954 = "stablehlo.reduce"(%952, %953) ({
    ^bb0(%_r86a: tensor<f32>, %_r86b: tensor<f32>):
      %_r86c = stablehlo.add %_r86a, %_r86b : tensor<f32>
      "stablehlo.return"(%_r86c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<160xf32>
    %955 = stablehlo.constant dense<0.0> : tensor<f32>
    %956 = "stablehlo.reduce"(%932, %955) ({
    ^bb0(%_r87a: tensor<f32>, %_r87b: tensor<f32>):
      %_r87c = stablehlo.add %_r87a, %_r87b : tensor<f32>
      "stablehlo.return"(%_r87c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<160xf32>
    %957 = "stablehlo.reverse"(%stages.2.blocks.3.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x160xf32>) -> tensor<7x7x1x160xf32>
    %958 = "stablehlo.convolution"(%951, %957) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 160 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x2x2x160xf32>, tensor<7x7x1x160xf32>) -> tensor<32x2x2x160xf32>
    %959 = "stablehlo.convolution"(%369, %951) {batch_group_count = 160 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x2x2x160xf32>, tensor<32x2x2x160xf32>) -> tensor<7x7x1x160xf32>
    %960 = stablehlo.constant dense<0.0> : tensor<f32>
    %961 = "stablehlo.reduce"(%951, %960) ({
    ^bb0(%_r88a: tensor<f32>, %_r88b: tensor<f32>):
      %_r88c = stablehlo.add %_r88a, %_r88b : tensor<f32>
      "stablehlo.return"(%_r88c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<160xf32>
    %962 = stablehlo.add %958, %912 : tensor<32x2x2x160xf32>
    %963 = stablehlo.multiply %962, %367 : tensor<32x2x2x160xf32>
    %964 = stablehlo.multiply %963, %364 : tensor<32x2x2x160xf32>
    %965 = stablehlo.multiply %963, %363 : tensor<32x2x2x160xf32>
    %966 = stablehlo.constant dense<0.0> : tensor<f32>
    %967 = "stablehlo.reduce"(%965, %966) ({
    ^bb0(%_r89a: tensor<f32>, %_r89b: tensor<f32>):
      %_r89c = stablehlo.add %_r89a, %_r89b : tensor<f32>
      "stablehlo.return"(%_r89c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<160xf32>
    %968 = "stablehlo.dot_general"(%964, %stages.2.blocks.2.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x2x2x160xf32>, tensor<640x160xf32>) -> tensor<32x2x2x640xf32>
    %969 = "stablehlo.dot_general"(%360, %964) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x2x2x640xf32>, tensor<32x2x2x160xf32>) -> tensor<640x160xf32>
    %970 = stablehlo.constant dense<0.0> : tensor<f32>
    %971 = "stablehlo.reduce"(%964, %970) ({
    ^bb0(%_r90a: tensor<f32>, %_r90b: tensor<f32>):
      %_r90c = stablehlo.add %_r90a, %_r90b : tensor<f32>
      "stablehlo.return"(%_r90c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<160xf32>
    %972 = stablehlo.constant dense<0.5> : tensor<32x2x2x640xf32>
    %973 = stablehlo.multiply %357, %972 : tensor<32x2x2x640xf32>
    %974 = stablehlo.multiply %354, %354 : tensor<32x2x2x640xf32>
    %975 = stablehlo.negate %974 : tensor<32x2x2x640xf32>
    %976 = stablehlo.exponential %975 : tensor<32x2x2x640xf32>
    %977 = stablehlo.constant dense<0.3989423> : tensor<32x2x2x640xf32>
    %978 = stablehlo.multiply %976, %977 : tensor<32x2x2x640xf32>
    %979 = stablehlo.multiply %352, %978 : tensor<32x2x2x640xf32>
    %980 = stablehlo.add %973, %979 : tensor<32x2x2x640xf32>
    %981 = stablehlo.multiply %968, %980 : tensor<32x2x2x640xf32>
    %982 = "stablehlo.dot_general"(%981, %stages.2.blocks.2.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x2x2x640xf32>, tensor<160x640xf32>) -> tensor<32x2x2x160xf32>
    %983 = "stablehlo.dot_general"(%349, %981) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x2x2x160xf32>, tensor<32x2x2x640xf32>) -> tensor<160x640xf32>
    %984 = stablehlo.constant dense<0.0> : tensor<f32>
    %985 = "stablehlo.reduce"(%981, %984) ({
    ^bb0(%_r91a: tensor<f32>, %_r91b: tensor<f32>):
      %_r91c = stablehlo.add %_r91a, %_r91b : tensor<f32>
      "stablehlo.return"(%_r91c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x640xf32>, tensor<f32>) -> tensor<640xf32>
    %986 = stablehlo.multiply %982, %346 : tensor<32x2x2x160xf32>
    %987 = stablehlo.constant dense<0.0> : tensor<f32>
    %988 = "stablehlo.reduce"(%986, %987) ({
    ^bb0(%_r92a: tensor<f32>, %_r92b: tensor<f32>):
      %_r92c = stablehlo.add %_r92a, %_r92b : tensor<f32>
      "stablehlo.return"(%_r92c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x2x2xf32>
    %989 = stablehlo.constant dense<160.0> : tensor<32x2x2xf32>
    %990 = stablehlo.divide %988, %989 : tensor<32x2x2xf32>
    %991 = "stablehlo.broadcast_in_dim"(%990) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %992 = stablehlo.subtract %986, %991 : tensor<32x2x2x160xf32>
    %993 = stablehlo.multiply %986, %345 : tensor<32x2x2x160xf32>
    %994 = stablehlo.constant dense<0.0> : tensor<f32>
    %995 = "stablehlo.reduce"(%993, %994) ({
    ^bb0(%_r93a: tensor<f32>, %_r93b: tensor<f32>):
      %_r93c = stablehlo.add %_r93a, %_r93b : tensor<f32>
      "stablehlo.return"(%_r93c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x2x2xf32>
    %996 = stablehlo.constant dense<160.0> : tensor<32x2x2xf32>
    %997 = stablehlo.divide %995, %996 : tensor<32x2x2xf32>
    %998 = "stablehlo.broadcast_in_dim"(%997) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %999 = stablehlo.multiply %345, %998 : tensor<32x2x2x160xf32>
    %1000 = stablehlo.subtract %992, %999 : tensor<32x2x2x160xf32>
    %1001 = stablehlo.multiply %344, %1000 : tensor<32x2x2x160xf32>
    %1002 = stablehlo.multiply %982, %345 : tensor<32x2x2x160xf32>
    %1003 = stablehlo.constant dense<0.0> : tensor<f32>
    %1004 = "stablehlo.reduce"(%1002, %1003) ({
    ^bb0(%_r94a: tensor<f32>, %_r94b: tensor<f32>):
      %_r94c = stablehlo.add %_r94a, %_r94b : tensor<f32>
      "stablehlo.return"(%_r94c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<160xf32>
    %1005 = stablehlo.constant dense<0.0> : tensor<f32>
    %1006 = "stablehlo.reduce"(%982, %1005) ({
    ^bb0(%_r95a: tensor<f32>, %_r95b: tensor<f32>):
      %_r95c = stablehlo.add %_r95a, %_r95b : tensor<f32>
      "stablehlo.return"(%_r95c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<160xf32>
    %1007 = "stablehlo.reverse"(%stages.2.blocks.2.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x160xf32>) -> tensor<7x7x1x160xf32>
    %1008 = "stablehlo.convolution"(%1001, %1007) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 160 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x2x2x160xf32>, tensor<7x7x1x160xf32>) -> tensor<32x2x2x160xf32>
    %1009 = "stablehlo.convolution"(%326, %1001) {batch_group_count = 160 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x2x2x160xf32>, tensor<32x2x2x160xf32>) -> tensor<7x7x1x160xf32>
    %1010 = stablehlo.constant dense<0.0> : tensor<f32>
    %1011 = "stablehlo.reduce"(%1001, %1010) ({
    ^bb0(%_r96a: tensor<f32>, %_r96b: tensor<f32>):
      %_r96c = stablehlo.add %_r96a, %_r96b : tensor<f32>
      "stablehlo.return"(%_r96c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<160xf32>
    %1012 = stablehlo.add %1008, %962 : tensor<32x2x2x160xf32>
    %1013 = stablehlo.multiply %1012, %324 : tensor<32x2x2x160xf32>
    %1014 = stablehlo.multiply %1013, %321 : tensor<32x2x2x160xf32>
    %1015 = stablehlo.multiply %1013, %320 : tensor<32x2x2x160xf32>
    %1016 = stablehlo.constant dense<0.0> : tensor<f32>
    %1017 = "stablehlo.reduce"(%1015, %1016) ({
    ^bb0(%_r97a: tensor<f32>, %_r97b: tensor<f32>):
      %_r97c = stablehlo.add %_r97a, %_r97b : tensor<f32>
      "stablehlo.return"(%_r97c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<160xf32>
    %1018 = "stablehlo.dot_general"(%1014, %stages.2.blocks.1.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x2x2x160xf32>, tensor<640x160xf32>) -> tensor<32x2x2x640xf32>
    %1019 = "stablehlo.dot_general"(%317, %1014) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x2x2x640xf32>, tensor<32x2x2x160xf32>) -> tensor<640x160xf32>
    %1020 = stablehlo.constant dense<0.0> : tensor<f32>
    %1021 = "stablehlo.reduce"(%1014, %1020) ({
    ^bb0(%_r98a: tensor<f32>, %_r98b: tensor<f32>):
      %_r98c = stablehlo.add %_r98a, %_r98b : tensor<f32>
      "stablehlo.return"(%_r98c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<160xf32>
    %1022 = stablehlo.constant dense<0.5> : tensor<32x2x2x640xf32>
    %1023 = stablehlo.multiply %314, %1022 : tensor<32x2x2x640xf32>
    %1024 = stablehlo.multiply %311, %311 : tensor<32x2x2x640xf32>
    %1025 = stablehlo.negate %1024 : tensor<32x2x2x640xf32>
    %1026 = stablehlo.exponential %1025 : tensor<32x2x2x640xf32>
    %1027 = stablehlo.constant dense<0.3989423> : tensor<32x2x2x640xf32>
    %1028 = stablehlo.multiply %1026, %1027 : tensor<32x2x2x640xf32>
    %1029 = stablehlo.multiply %309, %1028 : tensor<32x2x2x640xf32>
    %1030 = stablehlo.add %1023, %1029 : tensor<32x2x2x640xf32>
    %1031 = stablehlo.multiply %1018, %1030 : tensor<32x2x2x640xf32>
    %1032 = "stablehlo.dot_general"(%1031, %stages.2.blocks.1.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x2x2x640xf32>, tensor<160x640xf32>) -> tensor<32x2x2x160xf32>
    %1033 = "stablehlo.dot_general"(%306, %1031) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x2x2x160xf32>, tensor<32x2x2x640xf32>) -> tensor<160x640xf32>
    %1034 = stablehlo.constant dense<0.0> : tensor<f32>
    %1035 = "stablehlo.reduce"(%1031, %1034) ({
    ^bb0(%_r99a: tensor<f32>, %_r99b: tensor<f32>):
      %_r99c = stablehlo.add %_r99a, %_r99b : tensor<f32>
      "stablehlo.return"(%_r99c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x640xf32>, tensor<f32>) -> tensor<640xf32>
    %1036 = stablehlo.multiply %1032, %303 : tensor<32x2x2x160xf32>
    %1037 = stablehlo.constant dense<0.0> : tensor<f32>
    %1038 = "stablehlo.reduce"(%1036, %1037) ({
    ^bb0(%_r100a: tensor<f32>, %_r100b: tensor<f32>):
      %_r100c = stablehlo.add %_r100a, %_r100b : tensor<f32>
      "stablehlo.return"(%_r100c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x2x2xf32>
    %1039 = stablehlo.constant dense<160.0> : tensor<32x2x2xf32>
    %1040 = stablehlo.divide %1038, %1039 : tensor<32x2x2xf32>
    %1041 = "stablehlo.broadcast_in_dim"(%1040) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %1042 = stablehlo.subtract %1036, %1041 : tensor<32x2x2x160xf32>
    %1043 = stablehlo.multiply %1036, %302 : tensor<32x2x2x160xf32>
    %1044 = stablehlo.constant dense<0.0> : tensor<f32>
    %1045 = "stablehlo.reduce"(%1043, %1044) ({
    ^bb0(%_r101a: tensor<f32>, %_r101b: tensor<f32>):
      %_r101c = stablehlo.add %_r101a, %_r101b : tensor<f32>
      "stablehlo.return"(%_r101c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x2x2xf32>
    %1046 = stablehlo.constant dense<160.0> : tensor<32x2x2xf32>
    %1047 = stablehlo.divide %1045, %1046 : tensor<32x2x2xf32>
    %1048 = "stablehlo.broadcast_in_dim"(%1047) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %1049 = stablehlo.multiply %302, %1048 : tensor<32x2x2x160xf32>
    %1050 = stablehlo.subtract %1042, %1049 : tensor<32x2x2x160xf32>
    %1051 = stablehlo.multiply %301, %1050 : tensor<32x2x2x160xf32>
    %1052 = stablehlo.multiply %1032, %302 : tensor<32x2x2x160xf32>
    %1053 = stablehlo.constant dense<0.0> : tensor<f32>
    %1054 = "stablehlo.reduce"(%1052, %1053) ({
    ^bb0(%_r102a: tensor<f32>, %_r102b: tensor<f32>):
      %_r102c = stablehlo.add %_r102a, %_r102b : tensor<f32>
      "stablehlo.return"(%_r102c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<160xf32>
    %1055 = stablehlo.constant dense<0.0> : tensor<f32>
    %1056 = "stablehlo.reduce"(%1032, %1055) ({
    ^bb0(%_r103a: tensor<f32>, %_r103b: tensor<f32>):
      %_r103c = stablehlo.add %_r103a, %_r103b : tensor<f32>
      "stablehlo.return"(%_r103c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<160xf32>
    %1057 = "stablehlo.reverse"(%stages.2.blocks.1.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x160xf32>) -> tensor<7x7x1x160xf32>
    %1058 = "stablehlo.convolution"(%1051, %1057) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 160 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x2x2x160xf32>, tensor<7x7x1x160xf32>) -> tensor<32x2x2x160xf32>
    %1059 = "stablehlo.convolution"(%283, %1051) {batch_group_count = 160 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x2x2x160xf32>, tensor<32x2x2x160xf32>) -> tensor<7x7x1x160xf32>
    %1060 = stablehlo.constant dense<0.0> : tensor<f32>
    %1061 = "stablehlo.reduce"(%1051, %1060) ({
    ^bb0(%_r104a: tensor<f32>, %_r104b: tensor<f32>):
      %_r104c = stablehlo.add %_r104a, %_r104b : tensor<f32>
      "stablehlo.return"(%_r104c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<160xf32>
    %1062 = stablehlo.add %1058, %1012 : tensor<32x2x2x160xf32>
    %1063 = stablehlo.multiply %1062, %281 : tensor<32x2x2x160xf32>
    %1064 = stablehlo.multiply %1063, %278 : tensor<32x2x2x160xf32>
    %1065 = stablehlo.multiply %1063, %277 : tensor<32x2x2x160xf32>
    %1066 = stablehlo.constant dense<0.0> : tensor<f32>
    %1067 = "stablehlo.reduce"(%1065, %1066) ({
    ^bb0(%_r105a: tensor<f32>, %_r105b: tensor<f32>):
      %_r105c = stablehlo.add %_r105a, %_r105b : tensor<f32>
      "stablehlo.return"(%_r105c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<160xf32>
    %1068 = "stablehlo.dot_general"(%1064, %stages.2.blocks.0.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x2x2x160xf32>, tensor<640x160xf32>) -> tensor<32x2x2x640xf32>
    %1069 = "stablehlo.dot_general"(%274, %1064) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x2x2x640xf32>, tensor<32x2x2x160xf32>) -> tensor<640x160xf32>
    %1070 = stablehlo.constant dense<0.0> : tensor<f32>
    %1071 = "stablehlo.reduce"(%1064, %1070) ({
    ^bb0(%_r106a: tensor<f32>, %_r106b: tensor<f32>):
      %_r106c = stablehlo.add %_r106a, %_r106b : tensor<f32>
      "stablehlo.return"(%_r106c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<160xf32>
    %1072 = stablehlo.constant dense<0.5> : tensor<32x2x2x640xf32>
    %1073 = stablehlo.multiply %271, %1072 : tensor<32x2x2x640xf32>
    %1074 = stablehlo.multiply %268, %268 : tensor<32x2x2x640xf32>
    %1075 = stablehlo.negate %1074 : tensor<32x2x2x640xf32>
    %1076 = stablehlo.exponential %1075 : tensor<32x2x2x640xf32>
    %1077 = stablehlo.constant dense<0.3989423> : tensor<32x2x2x640xf32>
    %1078 = stablehlo.multiply %1076, %1077 : tensor<32x2x2x640xf32>
    %1079 = stablehlo.multiply %266, %1078 : tensor<32x2x2x640xf32>
    %1080 = stablehlo.add %1073, %1079 : tensor<32x2x2x640xf32>
    %1081 = stablehlo.multiply %1068, %1080 : tensor<32x2x2x640xf32>
    %1082 = "stablehlo.dot_general"(%1081, %stages.2.blocks.0.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x2x2x640xf32>, tensor<160x640xf32>) -> tensor<32x2x2x160xf32>
    %1083 = "stablehlo.dot_general"(%263, %1081) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x2x2x160xf32>, tensor<32x2x2x640xf32>) -> tensor<160x640xf32>
    %1084 = stablehlo.constant dense<0.0> : tensor<f32>
    %1085 = "stablehlo.reduce"(%1081, %1084) ({
    ^bb0(%_r107a: tensor<f32>, %_r107b: tensor<f32>):
      %_r107c = stablehlo.add %_r107a, %_r107b : tensor<f32>
      "stablehlo.return"(%_r107c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x640xf32>, tensor<f32>) -> tensor<640xf32>
    %1086 = stablehlo.multiply %1082, %260 : tensor<32x2x2x160xf32>
    %1087 = stablehlo.constant dense<0.0> : tensor<f32>
    %1088 = "stablehlo.reduce"(%1086, %1087) ({
    ^bb0(%_r108a: tensor<f32>, %_r108b: tensor<f32>):
      %_r108c = stablehlo.add %_r108a, %_r108b : tensor<f32>
      "stablehlo.return"(%_r108c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x2x2xf32>
    %1089 = stablehlo.constant dense<160.0> : tensor<32x2x2xf32>
    %1090 = stablehlo.divide %1088, %1089 : tensor<32x2x2xf32>
    %1091 = "stablehlo.broadcast_in_dim"(%1090) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %1092 = stablehlo.subtract %1086, %1091 : tensor<32x2x2x160xf32>
    %1093 = stablehlo.multiply %1086, %259 : tensor<32x2x2x160xf32>
    %1094 = stablehlo.constant dense<0.0> : tensor<f32>
    %1095 = "stablehlo.reduce"(%1093, %1094) ({
    ^bb0(%_r109a: tensor<f32>, %_r109b: tensor<f32>):
      %_r109c = stablehlo.add %_r109a, %_r109b : tensor<f32>
      "stablehlo.return"(%_r109c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x2x2xf32>
    %1096 = stablehlo.constant dense<160.0> : tensor<32x2x2xf32>
    %1097 = stablehlo.divide %1095, %1096 : tensor<32x2x2xf32>
    %1098 = "stablehlo.broadcast_in_dim"(%1097) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %1099 = stablehlo.multiply %259, %1098 : tensor<32x2x2x160xf32>
    %1100 = stablehlo.subtract %1092, %1099 : tensor<32x2x2x160xf32>
    %1101 = stablehlo.multiply %258, %1100 : tensor<32x2x2x160xf32>
    %1102 = stablehlo.multiply %1082, %259 : tensor<32x2x2x160xf32>
    %1103 = stablehlo.constant dense<0.0> : tensor<f32>
    %1104 = "stablehlo.reduce"(%1102, %1103) ({
    ^bb0(%_r110a: tensor<f32>, %_r110b: tensor<f32>):
      %_r110c = stablehlo.add %_r110a, %_r110b : tensor<f32>
      "stablehlo.return"(%_r110c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<160xf32>
    %1105 = stablehlo.constant dense<0.0> : tensor<f32>
    %1106 = "stablehlo.reduce"(%1082, %1105) ({
    ^bb0(%_r111a: tensor<f32>, %_r111b: tensor<f32>):
      %_r111c = stablehlo.add %_r111a, %_r111b : tensor<f32>
      "stablehlo.return"(%_r111c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<160xf32>
    %1107 = "stablehlo.reverse"(%stages.2.blocks.0.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x160xf32>) -> tensor<7x7x1x160xf32>
    %1108 = "stablehlo.convolution"(%1101, %1107) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 160 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x2x2x160xf32>, tensor<7x7x1x160xf32>) -> tensor<32x2x2x160xf32>
    %1109 = "stablehlo.convolution"(%240, %1101) {batch_group_count = 160 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x2x2x160xf32>, tensor<32x2x2x160xf32>) -> tensor<7x7x1x160xf32>
    %1110 = stablehlo.constant dense<0.0> : tensor<f32>
    %1111 = "stablehlo.reduce"(%1101, %1110) ({
    ^bb0(%_r112a: tensor<f32>, %_r112b: tensor<f32>):
      %_r112c = stablehlo.add %_r112a, %_r112b : tensor<f32>
      "stablehlo.return"(%_r112c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<160xf32>
    %1112 = stablehlo.add %1108, %1062 : tensor<32x2x2x160xf32>
    %1113 = "stablehlo.reverse"(%stages.2.down.conv.w) {dimensions = array<i64: 0, 1>} : (tensor<2x2x80x160xf32>) -> tensor<2x2x80x160xf32>
    %1114 = "stablehlo.convolution"(%1112, %1113) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 2, 2>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x2x2x160xf32>, tensor<2x2x80x160xf32>) -> tensor<32x4x4x80xf32>
    %1115 = "stablehlo.convolution"(%237, %1112) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 2, 2>, window_strides = array<i64: 1, 1>} : (tensor<32x4x4x80xf32>, tensor<32x2x2x160xf32>) -> tensor<2x2x80x160xf32>
    %1116 = stablehlo.constant dense<0.0> : tensor<f32>
    %1117 = "stablehlo.reduce"(%1112, %1116) ({
    ^bb0(%_r113a: tensor<f32>, %_r113b: tensor<f32>):
      %_r113c = stablehlo.add %_r113a, %_r113b : tensor<f32>
      "stablehlo.return"(%_r113c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<160xf32>
    %1118 = stablehlo.multiply %1114, %234 : tensor<32x4x4x80xf32>
    %1119 = stablehlo.constant dense<0.0> : tensor<f32>
    %1120 = "stablehlo.reduce"(%1118, %1119) ({
    ^bb0(%_r114a: tensor<f32>, %_r114b: tensor<f32>):
      %_r114c = stablehlo.add %_r114a, %_r114b : tensor<f32>
      "stablehlo.return"(%_r114c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x4x4x80xf32>, tensor<f32>) -> tensor<32x4x4xf32>
    %1121 = stablehlo.constant dense<80.0> : tensor<32x4x4xf32>
    %1122 = stablehlo.divide %1120, %1121 : tensor<32x4x4xf32>
    %1123 = "stablehlo.broadcast_in_dim"(%1122) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x4x4xf32>) -> tensor<32x4x4x80xf32>
    %1124 = stablehlo.subtract %1118, %1123 : tensor<32x4x4x80xf32>
    %1125 = stablehlo.multiply %1118, %233 : tensor<32x4x4x80xf32>
    %1126 = stablehlo.constant dense<0.0> : tensor<f32>
    %1127 = "stablehlo.reduce"(%1125, %1126) ({
    ^bb0(%_r115a: tensor<f32>, %_r115b: tensor<f32>):
      %_r115c = stablehlo.add %_r115a, %_r115b : tensor<f32>
      "stablehlo.return"(%_r115c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x4x4x80xf32>, tensor<f32>) -> tensor<32x4x4xf32>
    %1128 = stablehlo.constant dense<80.0> : tensor<32x4x4xf32>
    %1129 = stablehlo.divide %1127, %1128 : tensor<32x4x4xf32>
    %1130 = "stablehlo.broadcast_in_dim"(%1129) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x4x4xf32>) -> tensor<32x4x4x80xf32>
    %1131 = stablehlo.multiply %233, %1130 : tensor<32x4x4x80xf32>
    %1132 = stablehlo.subtract %1124, %1131 : tensor<32x4x4x80xf32>
    %1133 = stablehlo.multiply %232, %1132 : tensor<32x4x4x80xf32>
    %1134 = stablehlo.multiply %1114, %233 : tensor<32x4x4x80xf32>
    %1135 = stablehlo.constant dense<0.0> : tensor<f32>
    %1136 = "stablehlo.reduce"(%1134, %1135) ({
    ^bb0(%_r116a: tensor<f32>, %_r116b: tensor<f32>):
      %_r116c = stablehlo.add %_r116a, %_r116b : tensor<f32>
      "stablehlo.return"(%_r116c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x4x4x80xf32>, tensor<f32>) -> tensor<80xf32>
    %1137 = stablehlo.constant dense<0.0> : tensor<f32>
    %1138 = "stablehlo.reduce"(%1114, %1137) ({
    ^bb0(%_r117a: tensor<f32>, %_r117b: tensor<f32>):
      %_r117c = stablehlo.add %_r117a, %_r117b : tensor<f32>
      "stablehlo.return"(%_r117c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x4x4x80xf32>, tensor<f32>) -> tensor<80xf32>
    %1139 = stablehlo.multiply %1133, %215 : tensor<32x4x4x80xf32>
    %1140 = stablehlo.multiply %1139, %212 : tensor<32x4x4x80xf32>
    %1141 = stablehlo.multiply %1139, %211 : tensor<32x4x4x80xf32>
    %1142 = stablehlo.constant dense<0.0> : tensor<f32>
    %1143 = "stablehlo.reduce"(%1141, %1142) ({
    ^bb0(%_r118a: tensor<f32>, %_r118b: tensor<f32>):
      %_r118c = stablehlo.add %_r118a, %_r118b : tensor<f32>
      "stablehlo.return"(%_r118c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x4x4x80xf32>, tensor<f32>) -> tensor<80xf32>
    %1144 = "stablehlo.dot_general"(%1140, %stages.1.blocks.1.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x4x4x80xf32>, tensor<320x80xf32>) -> tensor<32x4x4x320xf32>
    %1145 = "stablehlo.dot_general"(%208, %1140) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x4x4x320xf32>, tensor<32x4x4x80xf32>) -> tensor<320x80xf32>
    %1146 = stablehlo.constant dense<0.0> : tensor<f32>
    %1147 = "stablehlo.reduce"(%1140, %1146) ({
    ^bb0(%_r119a: tensor<f32>, %_r119b: tensor<f32>):
      %_r119c = stablehlo.add %_r119a, %_r119b : tensor<f32>
      "stablehlo.return"(%_r119c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x4x4x80xf32>, tensor<f32>) -> tensor<80xf32>
    %1148 = stablehlo.constant dense<0.5> : tensor<32x4x4x320xf32>
    %1149 = stablehlo.multiply %205, %1148 : tensor<32x4x4x320xf32>
    %1150 = stablehlo.multiply %202, %202 : tensor<32x4x4x320xf32>
    %1151 = stablehlo.negate %1150 : tensor<32x4x4x320xf32>
    %1152 = stablehlo.exponential %1151 : tensor<32x4x4x320xf32>
    %1153 = stablehlo.constant dense<0.3989423> : tensor<32x4x4x320xf32>
    %1154 = stablehlo.multiply %1152, %1153 : tensor<32x4x4x320xf32>
    %1155 = stablehlo.multiply %200, %1154 : tensor<32x4x4x320xf32>
    %1156 = stablehlo.add %1149, %1155 : tensor<32x4x4x320xf32>
    %1157 = stablehlo.multiply %1144, %1156 : tensor<32x4x4x320xf32>
    %1158 = "stablehlo.dot_general"(%1157, %stages.1.blocks.1.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x4x4x320xf32>, tensor<80x320xf32>) -> tensor<32x4x4x80xf32>
    %1159 = "stablehlo.dot_general"(%197, %1157) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x4x4x80xf32>, tensor<32x4x4x320xf32>) -> tensor<80x320xf32>
    %1160 = stablehlo.constant dense<0.0> : tensor<f32>
    %1161 = "stablehlo.reduce"(%1157, %1160) ({
    ^bb0(%_r120a: tensor<f32>, %_r120b: tensor<f32>):
      %_r120c = stablehlo.add %_r120a, %_r120b : tensor<f32>
      "stablehlo.return"(%_r120c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x4x4x320xf32>, tensor<f32>) -> tensor<320xf32>
    %1162 = stablehlo.multiply %1158, %194 : tensor<32x4x4x80xf32>
    %1163 = stablehlo.constant dense<0.0> : tensor<f32>
    %1164 = "stablehlo.reduce"(%1162, %1163) ({
    ^bb0(%_r121a: tensor<f32>, %_r121b: tensor<f32>):
      %_r121c = stablehlo.add %_r121a, %_r121b : tensor<f32>
      "stablehlo.return"(%_r121c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x4x4x80xf32>, tensor<f32>) -> tensor<32x4x4xf32>
    %1165 = stablehlo.constant dense<80.0> : tensor<32x4x4xf32>
    %1166 = stablehlo.divide %1164, %1165 : tensor<32x4x4xf32>
    %1167 = "stablehlo.broadcast_in_dim"(%1166) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x4x4xf32>) -> tensor<32x4x4x80xf32>
    %1168 = stablehlo.subtract %1162, %1167 : tensor<32x4x4x80xf32>
    %1169 = stablehlo.multiply %1162, %193 : tensor<32x4x4x80xf32>
    %1170 = stablehlo.constant dense<0.0> : tensor<f32>
    %1171 = "stablehlo.reduce"(%1169, %1170) ({
    ^bb0(%_r122a: tensor<f32>, %_r122b: tensor<f32>):
      %_r122c = stablehlo.add %_r122a, %_r122b : tensor<f32>
      "stablehlo.return"(%_r122c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x4x4x80xf32>, tensor<f32>) -> tensor<32x4x4xf32>
    %1172 = stablehlo.constant dense<80.0> : tensor<32x4x4xf32>
    %1173 = stablehlo.divide %1171, %1172 : tensor<32x4x4xf32>
    %1174 = "stablehlo.broadcast_in_dim"(%1173) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x4x4xf32>) -> tensor<32x4x4x80xf32>
    %1175 = stablehlo.multiply %193, %1174 : tensor<32x4x4x80xf32>
    %1176 = stablehlo.subtract %1168, %1175 : tensor<32x4x4x80xf32>
    %1177 = stablehlo.multiply %192, %1176 : tensor<32x4x4x80xf32>
    %1178 = stablehlo.multiply %1158, %193 : tensor<32x4x4x80xf32>
    %1179 = stablehlo.constant dense<0.0> : tensor<f32>
    %1180 = "stablehlo.reduce"(%1178, %1179) ({
    ^bb0(%_r123a: tensor<f32>, %_r123b: tensor<f32>):
      %_r123c = stablehlo.add %_r123a, %_r123b : tensor<f32>
      "stablehlo.return"(%_r123c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x4x4x80xf32>, tensor<f32>) -> tensor<80xf32>
    %1181 = stablehlo.constant dense<0.0> : tensor<f32>
    %1182 = "stablehlo.reduce"(%1158, %1181) ({
    ^bb0(%_r124a: tensor<f32>, %_r124b: tensor<f32>):
      %_r124c = stablehlo.add %_r124a, %_r124b : tensor<f32>
      "stablehlo.return"(%_r124c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x4x4x80xf32>, tensor<f32>) -> tensor<80xf32>
    %1183 = "stablehlo.reverse"(%stages.1.blocks.1.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x80xf32>) -> tensor<7x7x1x80xf32>
    %1184 = "stablehlo.convolution"(%1177, %1183) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 80 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x4x4x80xf32>, tensor<7x7x1x80xf32>) -> tensor<32x4x4x80xf32>
    %1185 = "stablehlo.convolution"(%174, %1177) {batch_group_count = 80 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x4x4x80xf32>, tensor<32x4x4x80xf32>) -> tensor<7x7x1x80xf32>
    %1186 = stablehlo.constant dense<0.0> : tensor<f32>
    %1187 = "stablehlo.reduce"(%1177, %1186) ({
    ^bb0(%_r125a: tensor<f32>, %_r125b: tensor<f32>):
      %_r125c = stablehlo.add %_r125a, %_r125b : tensor<f32>
      "stablehlo.return"(%_r125c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x4x4x80xf32>, tensor<f32>) -> tensor<80xf32>
    %1188 = stablehlo.add %1184, %1133 : tensor<32x4x4x80xf32>
    %1189 = stablehlo.multiply %1188, %172 : tensor<32x4x4x80xf32>
    %1190 = stablehlo.multiply %1189, %169 : tensor<32x4x4x80xf32>
    %1191 = stablehlo.multiply %1189, %168 : tensor<32x4x4x80xf32>
    %1192 = stablehlo.constant dense<0.0> : tensor<f32>
    %1193 = "stablehlo.reduce"(%1191, %1192) ({
    ^bb0(%_r126a: tensor<f32>, %_r126b: tensor<f32>):
      %_r126c = stablehlo.add %_r126a, %_r126b : tensor<f32>
      "stablehlo.return"(%_r126c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x4x4x80xf32>, tensor<f32>) -> tensor<80xf32>
    %1194 = "stablehlo.dot_general"(%1190, %stages.1.blocks.0.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x4x4x80xf32>, tensor<320x80xf32>) -> tensor<32x4x4x320xf32>
    %1195 = "stablehlo.dot_general"(%165, %1190) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x4x4x320xf32>, tensor<32x4x4x80xf32>) -> tensor<320x80xf32>
    %1196 = stablehlo.constant dense<0.0> : tensor<f32>
    %1197 = "stablehlo.reduce"(%1190, %1196) ({
    ^bb0(%_r127a: tensor<f32>, %_r127b: tensor<f32>):
      %_r127c = stablehlo.add %_r127a, %_r127b : tensor<f32>
      "stablehlo.return"(%_r127c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x4x4x80xf32>, tensor<f32>) -> tensor<80xf32>
    %1198 = stablehlo.constant dense<0.5> : tensor<32x4x4x320xf32>
    %1199 = stablehlo.multiply %162, %1198 : tensor<32x4x4x320xf32>
    %1200 = stablehlo.multiply %159, %159 : tensor<32x4x4x320xf32>
    %1201 = stablehlo.negate %1200 : tensor<32x4x4x320xf32>
    %1202 = stablehlo.exponential %1201 : tensor<32x4x4x320xf32>
    %1203 = stablehlo.constant dense<0.3989423> : tensor<32x4x4x320xf32>
    %1204 = stablehlo.multiply %1202, %1203 : tensor<32x4x4x320xf32>
    %1205 = stablehlo.multiply %157, %1204 : tensor<32x4x4x320xf32>
    %1206 = stablehlo.add %1199, %1205 : tensor<32x4x4x320xf32>
    %1207 = stablehlo.multiply %1194, %1206 : tensor<32x4x4x320xf32>
    %1208 = "stablehlo.dot_general"(%1207, %stages.1.blocks.0.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x4x4x320xf32>, tensor<80x320xf32>) -> tensor<32x4x4x80xf32>
    %1209 = "stablehlo.dot_general"(%154, %1207) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x4x4x80xf32>, tensor<32x4x4x320xf32>) -> tensor<80x320xf32>
    %1210 = stablehlo.constant dense<0.0> : tensor<f32>
    %1211 = "stablehlo.reduce"(%1207, %1210) ({
    ^bb0(%_r128a: tensor<f32>, %_r128b: tensor<f32>):
      %_r128c = stablehlo.add %_r128a, %_r128b : tensor<f32>
      "stablehlo.return"(%_r128c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x4x4x320xf32>, tensor<f32>) -> tensor<320xf32>
    %1212 = stablehlo.multiply %1208, %151 : tensor<32x4x4x80xf32>
    %1213 = stablehlo.constant dense<0.0> : tensor<f32>
    %1214 = "stablehlo.reduce"(%1212, %1213) ({
    ^bb0(%_r129a: tensor<f32>, %_r129b: tensor<f32>):
      %_r129c = stablehlo.add %_r129a, %_r129b : tensor<f32>
      "stablehlo.return"(%_r129c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x4x4x80xf32>, tensor<f32>) -> tensor<32x4x4xf32>
    %1215 = stablehlo.constant dense<80.0> : tensor<32x4x4xf32>
    %1216 = stablehlo.divide %1214, %1215 : tensor<32x4x4xf32>
    %1217 = "stablehlo.broadcast_in_dim"(%1216) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x4x4xf32>) -> tensor<32x4x4x80xf32>
    %1218 = stablehlo.subtract %1212, %1217 : tensor<32x4x4x80xf32>
    %1219 = stablehlo.multiply %1212, %150 : tensor<32x4x4x80xf32>
    %1220 = stablehlo.constant dense<0.0> : tensor<f32>
    %1221 = "stablehlo.reduce"(%1219, %1220) ({
    ^bb0(%_r130a: tensor<f32>, %_r130b: tensor<f32>):
      %_r130c = stablehlo.add %_r130a, %_r130b : tensor<f32>
      "stablehlo.return"(%_r130c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x4x4x80xf32>, tensor<f32>) -> tensor<32x4x4xf32>
    %1222 = stablehlo.constant dense<80.0> : tensor<32x4x4xf32>
    %1223 = stablehlo.divide %1221, %1222 : tensor<32x4x4xf32>
    %1224 = "stablehlo.broadcast_in_dim"(%1223) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x4x4xf32>) -> tensor<32x4x4x80xf32>
    %1225 = stablehlo.multiply %150, %1224 : tensor<32x4x4x80xf32>
    %1226 = stablehlo.subtract %1218, %1225 : tensor<32x4x4x80xf32>
    %1227 = stablehlo.multiply %149, %1226 : tensor<32x4x4x80xf32>
    %1228 = stablehlo.multiply %1208, %150 : tensor<32x4x4x80xf32>
    %1229 = stablehlo.constant dense<0.0> : tensor<f32>
    %1230 = "stablehlo.reduce"(%1228, %1229) ({
    ^bb0(%_r131a: tensor<f32>, %_r131b: tensor<f32>):
      %_r131c = stablehlo.add %_r131a, %_r131b : tensor<f32>
      "stablehlo.return"(%_r131c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x4x4x80xf32>, tensor<f32>) -> tensor<80xf32>
    %1231 = stablehlo.constant dense<0.0> : tensor<f32>
    %1232 = "stablehlo.reduce"(%1208, %1231) ({
    ^bb0(%_r132a: tensor<f32>, %_r132b: tensor<f32>):
      %_r132c = stablehlo.add %_r132a, %_r132b : tensor<f32>
      "stablehlo.return"(%_r132c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x4x4x80xf32>, tensor<f32>) -> tensor<80xf32>
    %1233 = "stablehlo.reverse"(%stages.1.blocks.0.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x80xf32>) -> tensor<7x7x1x80xf32>
    %1234 = "stablehlo.convolution"(%1227, %1233) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 80 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x4x4x80xf32>, tensor<7x7x1x80xf32>) -> tensor<32x4x4x80xf32>
    %1235 = "stablehlo.convolution"(%131, %1227) {batch_group_count = 80 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x4x4x80xf32>, tensor<32x4x4x80xf32>) -> tensor<7x7x1x80xf32>
    %1236 = stablehlo.constant dense<0.0> : tensor<f32>
    %1237 = "stablehlo.reduce"(%1227, %1236) ({
    ^bb0(%_r133a: tensor<f32>, %_r133b: tensor<f32>):
      %_r133c = stablehlo.add %_r133a, %_r133b : tensor<f32>
      "stablehlo.return"(%_r133c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x4x4x80xf32>, tensor<f32>) -> tensor<80xf32>
    %1238 = stablehlo.add %1234, %1188 : tensor<32x4x4x80xf32>
    %1239 = "stablehlo.reverse"(%stages.1.down.conv.w) {dimensions = array<i64: 0, 1>} : (tensor<2x2x40x80xf32>) -> tensor<2x2x40x80xf32>
    %1240 = "stablehlo.convolution"(%1238, %1239) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 2, 2>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x4x4x80xf32>, tensor<2x2x40x80xf32>) -> tensor<32x8x8x40xf32>
    %1241 = "stablehlo.convolution"(%128, %1238) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 2, 2>, window_strides = array<i64: 1, 1>} : (tensor<32x8x8x40xf32>, tensor<32x4x4x80xf32>) -> tensor<2x2x40x80xf32>
    %1242 = stablehlo.constant dense<0.0> : tensor<f32>
    %1243 = "stablehlo.reduce"(%1238, %1242) ({
    ^bb0(%_r134a: tensor<f32>, %_r134b: tensor<f32>):
      %_r134c = stablehlo.add %_r134a, %_r134b : tensor<f32>
      "stablehlo.return"(%_r134c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x4x4x80xf32>, tensor<f32>) -> tensor<80xf32>
    %1244 = stablehlo.multiply %1240, %125 : tensor<32x8x8x40xf32>
    %1245 = stablehlo.constant dense<0.0> : tensor<f32>
    %1246 = "stablehlo.reduce"(%1244, %1245) ({
    ^bb0(%_r135a: tensor<f32>, %_r135b: tensor<f32>):
      %_r135c = stablehlo.add %_r135a, %_r135b : tensor<f32>
      "stablehlo.return"(%_r135c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x8x8x40xf32>, tensor<f32>) -> tensor<32x8x8xf32>
    %1247 = stablehlo.constant dense<40.0> : tensor<32x8x8xf32>
    %1248 = stablehlo.divide %1246, %1247 : tensor<32x8x8xf32>
    %1249 = "stablehlo.broadcast_in_dim"(%1248) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x8x8xf32>) -> tensor<32x8x8x40xf32>
    %1250 = stablehlo.subtract %1244, %1249 : tensor<32x8x8x40xf32>
    %1251 = stablehlo.multiply %1244, %124 : tensor<32x8x8x40xf32>
    %1252 = stablehlo.constant dense<0.0> : tensor<f32>
    %1253 = "stablehlo.reduce"(%1251, %1252) ({
    ^bb0(%_r136a: tensor<f32>, %_r136b: tensor<f32>):
      %_r136c = stablehlo.add %_r136a, %_r136b : tensor<f32>
      "stablehlo.return"(%_r136c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x8x8x40xf32>, tensor<f32>) -> tensor<32x8x8xf32>
    %1254 = stablehlo.constant dense<40.0> : tensor<32x8x8xf32>
    %1255 = stablehlo.divide %1253, %1254 : tensor<32x8x8xf32>
    %1256 = "stablehlo.broadcast_in_dim"(%1255) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x8x8xf32>) -> tensor<32x8x8x40xf32>
    %1257 = stablehlo.multiply %124, %1256 : tensor<32x8x8x40xf32>
    %1258 = stablehlo.subtract %1250, %1257 : tensor<32x8x8x40xf32>
    %1259 = stablehlo.multiply %123, %1258 : tensor<32x8x8x40xf32>
    %1260 = stablehlo.multiply %1240, %124 : tensor<32x8x8x40xf32>
    %1261 = stablehlo.constant dense<0.0> : tensor<f32>
    %1262 = "stablehlo.reduce"(%1260, %1261) ({
    ^bb0(%_r137a: tensor<f32>, %_r137b: tensor<f32>):
      %_r137c = stablehlo.add %_r137a, %_r137b : tensor<f32>
      "stablehlo.return"(%_r137c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x8x8x40xf32>, tensor<f32>) -> tensor<40xf32>
    %1263 = stablehlo.constant dense<0.0> : tensor<f32>
    %1264 = "stablehlo.reduce"(%1240, %1263) ({
    ^bb0(%_r138a: tensor<f32>, %_r138b: tensor<f32>):
      %_r138c = stablehlo.add %_r138a, %_r138b : tensor<f32>
      "stablehlo.return"(%_r138c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x8x8x40xf32>, tensor<f32>) -> tensor<40xf32>
    %1265 = stablehlo.multiply %1259, %106 : tensor<32x8x8x40xf32>
    %1266 = stablehlo.multiply %1265, %103 : tensor<32x8x8x40xf32>
    %1267 = stablehlo.multiply %1265, %102 : tensor<32x8x8x40xf32>
    %1268 = stablehlo.constant dense<0.0> : tensor<f32>
    %1269 = "stablehlo.reduce"(%1267, %1268) ({
    ^bb0(%_r139a: tensor<f32>, %_r139b: tensor<f32>):
      %_r139c = stablehlo.add %_r139a, %_r139b : tensor<f32>
      "stablehlo.return"(%_r139c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x8x8x40xf32>, tensor<f32>) -> tensor<40xf32>
    %1270 = "stablehlo.dot_general"(%1266, %stages.0.blocks.1.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x8x8x40xf32>, tensor<160x40xf32>) -> tensor<32x8x8x160xf32>
    %1271 = "stablehlo.dot_general"(%99, %1266) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x8x8x160xf32>, tensor<32x8x8x40xf32>) -> tensor<160x40xf32>
    %1272 = stablehlo.constant dense<0.0> : tensor<f32>
    %1273 = "stablehlo.reduce"(%1266, %1272) ({
    ^bb0(%_r140a: tensor<f32>, %_r140b: tensor<f32>):
      %_r140c = stablehlo.add %_r140a, %_r140b : tensor<f32>
      "stablehlo.return"(%_r140c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x8x8x40xf32>, tensor<f32>) -> tensor<40xf32>
    %1274 = stablehlo.constant dense<0.5> : tensor<32x8x8x160xf32>
    %1275 = stablehlo.multiply %96, %1274 : tensor<32x8x8x160xf32>
    %1276 = stablehlo.multiply %93, %93 : tensor<32x8x8x160xf32>
    %1277 = stablehlo.negate %1276 : tensor<32x8x8x160xf32>
    %1278 = stablehlo.exponential %1277 : tensor<32x8x8x160xf32>
    %1279 = stablehlo.constant dense<0.3989423> : tensor<32x8x8x160xf32>
    %1280 = stablehlo.multiply %1278, %1279 : tensor<32x8x8x160xf32>
    %1281 = stablehlo.multiply %91, %1280 : tensor<32x8x8x160xf32>
    %1282 = stablehlo.add %1275, %1281 : tensor<32x8x8x160xf32>
    %1283 = stablehlo.multiply %1270, %1282 : tensor<32x8x8x160xf32>
    %1284 = "stablehlo.dot_general"(%1283, %stages.0.blocks.1.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x8x8x160xf32>, tensor<40x160xf32>) -> tensor<32x8x8x40xf32>
    %1285 = "stablehlo.dot_general"(%88, %1283) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x8x8x40xf32>, tensor<32x8x8x160xf32>) -> tensor<40x160xf32>
    %1286 = stablehlo.constant dense<0.0> : tensor<f32>
    %1287 = "stablehlo.reduce"(%1283, %1286) ({
    ^bb0(%_r141a: tensor<f32>, %_r141b: tensor<f32>):
      %_r141c = stablehlo.add %_r141a, %_r141b : tensor<f32>
      "stablehlo.return"(%_r141c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x8x8x160xf32>, tensor<f32>) -> tensor<160xf32>
    %1288 = stablehlo.multiply %1284, %85 : tensor<32x8x8x40xf32>
    %1289 = stablehlo.constant dense<0.0> : tensor<f32>
    %1290 = "stablehlo.reduce"(%1288, %1289) ({
    ^bb0(%_r142a: tensor<f32>, %_r142b: tensor<f32>):
      %_r142c = stablehlo.add %_r142a, %_r142b : tensor<f32>
      "stablehlo.return"(%_r142c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x8x8x40xf32>, tensor<f32>) -> tensor<32x8x8xf32>
    %1291 = stablehlo.constant dense<40.0> : tensor<32x8x8xf32>
    %1292 = stablehlo.divide %1290, %1291 : tensor<32x8x8xf32>
    %1293 = "stablehlo.broadcast_in_dim"(%1292) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x8x8xf32>) -> tensor<32x8x8x40xf32>
    %1294 = stablehlo.subtract %1288, %1293 : tensor<32x8x8x40xf32>
    %1295 = stablehlo.multiply %1288, %84 : tensor<32x8x8x40xf32>
    %1296 = stablehlo.constant dense<0.0> : tensor<f32>
    %1297 = "stablehlo.reduce"(%1295, %1296) ({
    ^bb0(%_r143a: tensor<f32>, %_r143b: tensor<f32>):
      %_r143c = stablehlo.add %_r143a, %_r143b : tensor<f32>
      "stablehlo.return"(%_r143c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x8x8x40xf32>, tensor<f32>) -> tensor<32x8x8xf32>
    %1298 = stablehlo.constant dense<40.0> : tensor<32x8x8xf32>
    %1299 = stablehlo.divide %1297, %1298 : tensor<32x8x8xf32>
    %1300 = "stablehlo.broadcast_in_dim"(%1299) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x8x8xf32>) -> tensor<32x8x8x40xf32>
    %1301 = stablehlo.multiply %84, %1300 : tensor<32x8x8x40xf32>
    %1302 = stablehlo.subtract %1294, %1301 : tensor<32x8x8x40xf32>
    %1303 = stablehlo.multiply %83, %1302 : tensor<32x8x8x40xf32>
    %1304 = stablehlo.multiply %1284, %84 : tensor<32x8x8x40xf32>
    %1305 = stablehlo.constant dense<0.0> : tensor<f32>
    %1306 = "stablehlo.reduce"(%1304, %1305) ({
    ^bb0(%_r144a: tensor<f32>, %_r144b: tensor<f32>):
      %_r144c = stablehlo.add %_r144a, %_r144b : tensor<f32>
      "stablehlo.return"(%_r144c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x8x8x40xf32>, tensor<f32>) -> tensor<40xf32>
    %1307 = stablehlo.constant dense<0.0> : tensor<f32>
    %1308 = "stablehlo.reduce"(%1284, %1307) ({
    ^bb0(%_r145a: tensor<f32>, %_r145b: tensor<f32>):
      %_r145c = stablehlo.add %_r145a, %_r145b : tensor<f32>
      "stablehlo.return"(%_r145c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x8x8x40xf32>, tensor<f32>) -> tensor<40xf32>
    %1309 = "stablehlo.reverse"(%stages.0.blocks.1.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x40xf32>) -> tensor<7x7x1x40xf32>
    %1310 = "stablehlo.convolution"(%1303, %1309) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 40 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x8x8x40xf32>, tensor<7x7x1x40xf32>) -> tensor<32x8x8x40xf32>
    %1311 = "stablehlo.convolution"(%65, %1303) {batch_group_count = 40 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x8x8x40xf32>, tensor<32x8x8x40xf32>) -> tensor<7x7x1x40xf32>
    %1312 = stablehlo.constant dense<0.0> : tensor<f32>
    %1313 = "stablehlo.reduce"(%1303, %1312) ({
    ^bb0(%_r146a: tensor<f32>, %_r146b: tensor<f32>):
      %_r146c = stablehlo.add %_r146a, %_r146b : tensor<f32>
      "stablehlo.return"(%_r146c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x8x8x40xf32>, tensor<f32>) -> tensor<40xf32>
    %1314 = stablehlo.add %1310, %1259 : tensor<32x8x8x40xf32>
    %1315 = stablehlo.multiply %1314, %63 : tensor<32x8x8x40xf32>
    %1316 = stablehlo.multiply %1315, %60 : tensor<32x8x8x40xf32>
    %1317 = stablehlo.multiply %1315, %59 : tensor<32x8x8x40xf32>
    %1318 = stablehlo.constant dense<0.0> : tensor<f32>
    %1319 = "stablehlo.reduce"(%1317, %1318) ({
    ^bb0(%_r147a: tensor<f32>, %_r147b: tensor<f32>):
      %_r147c = stablehlo.add %_r147a, %_r147b : tensor<f32>
      "stablehlo.return"(%_r147c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x8x8x40xf32>, tensor<f32>) -> tensor<40xf32>
    %1320 = "stablehlo.dot_general"(%1316, %stages.0.blocks.0.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x8x8x40xf32>, tensor<160x40xf32>) -> tensor<32x8x8x160xf32>
    %1321 = "stablehlo.dot_general"(%56, %1316) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x8x8x160xf32>, tensor<32x8x8x40xf32>) -> tensor<160x40xf32>
    %1322 = stablehlo.constant dense<0.0> : tensor<f32>
    %1323 = "stablehlo.reduce"(%1316, %1322) ({
    ^bb0(%_r148a: tensor<f32>, %_r148b: tensor<f32>):
      %_r148c = stablehlo.add %_r148a, %_r148b : tensor<f32>
      "stablehlo.return"(%_r148c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x8x8x40xf32>, tensor<f32>) -> tensor<40xf32>
    %1324 = stablehlo.constant dense<0.5> : tensor<32x8x8x160xf32>
    %1325 = stablehlo.multiply %53, %1324 : tensor<32x8x8x160xf32>
    %1326 = stablehlo.multiply %50, %50 : tensor<32x8x8x160xf32>
    %1327 = stablehlo.negate %1326 : tensor<32x8x8x160xf32>
    %1328 = stablehlo.exponential %1327 : tensor<32x8x8x160xf32>
    %1329 = stablehlo.constant dense<0.3989423> : tensor<32x8x8x160xf32>
    %1330 = stablehlo.multiply %1328, %1329 : tensor<32x8x8x160xf32>
    %1331 = stablehlo.multiply %48, %1330 : tensor<32x8x8x160xf32>
    %1332 = stablehlo.add %1325, %1331 : tensor<32x8x8x160xf32>
    %1333 = stablehlo.multiply %1320, %1332 : tensor<32x8x8x160xf32>
    %1334 = "stablehlo.dot_general"(%1333, %stages.0.blocks.0.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x8x8x160xf32>, tensor<40x160xf32>) -> tensor<32x8x8x40xf32>
    %1335 = "stablehlo.dot_general"(%45, %1333) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x8x8x40xf32>, tensor<32x8x8x160xf32>) -> tensor<40x160xf32>
    %1336 = stablehlo.constant dense<0.0> : tensor<f32>
    %1337 = "stablehlo.reduce"(%1333, %1336) ({
    ^bb0(%_r149a: tensor<f32>, %_r149b: tensor<f32>):
      %_r149c = stablehlo.add %_r149a, %_r149b : tensor<f32>
      "stablehlo.return"(%_r149c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x8x8x160xf32>, tensor<f32>) -> tensor<160xf32>
    %1338 = stablehlo.multiply %1334, %42 : tensor<32x8x8x40xf32>
    %1339 = stablehlo.constant dense<0.0> : tensor<f32>
    %1340 = "stablehlo.reduce"(%1338, %1339) ({
    ^bb0(%_r150a: tensor<f32>, %_r150b: tensor<f32>):
      %_r150c = stablehlo.add %_r150a, %_r150b : tensor<f32>
      "stablehlo.return"(%_r150c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x8x8x40xf32>, tensor<f32>) -> tensor<32x8x8xf32>
    %1341 = stablehlo.constant dense<40.0> : tensor<32x8x8xf32>
    %1342 = stablehlo.divide %1340, %1341 : tensor<32x8x8xf32>
    %1343 = "stablehlo.broadcast_in_dim"(%1342) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x8x8xf32>) -> tensor<32x8x8x40xf32>
    %1344 = stablehlo.subtract %1338, %1343 : tensor<32x8x8x40xf32>
    %1345 = stablehlo.multiply %1338, %41 : tensor<32x8x8x40xf32>
    %1346 = stablehlo.constant dense<0.0> : tensor<f32>
    %1347 = "stablehlo.reduce"(%1345, %1346) ({
    ^bb0(%_r151a: tensor<f32>, %_r151b: tensor<f32>):
      %_r151c = stablehlo.add %_r151a, %_r151b : tensor<f32>
      "stablehlo.return"(%_r151c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x8x8x40xf32>, tensor<f32>) -> tensor<32x8x8xf32>
    %1348 = stablehlo.constant dense<40.0> : tensor<32x8x8xf32>
    %1349 = stablehlo.divide %1347, %1348 : tensor<32x8x8xf32>
    %1350 = "stablehlo.broadcast_in_dim"(%1349) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x8x8xf32>) -> tensor<32x8x8x40xf32>
    %1351 = stablehlo.multiply %41, %1350 : tensor<32x8x8x40xf32>
    %1352 = stablehlo.subtract %1344, %1351 : tensor<32x8x8x40xf32>
    %1353 = stablehlo.multiply %40, %1352 : tensor<32x8x8x40xf32>
    %1354 = stablehlo.multiply %1334, %41 : tensor<32x8x8x40xf32>
    %1355 = stablehlo.constant dense<0.0> : tensor<f32>
    %1356 = "stablehlo.reduce"(%1354, %1355) ({
    ^bb0(%_r152a: tensor<f32>, %_r152b: tensor<f32>):
      %_r152c = stablehlo.add %_r152a, %_r152b : tensor<f32>
      "stablehlo.return"(%_r152c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x8x8x40xf32>, tensor<f32>) -> tensor<40xf32>
    %1357 = stablehlo.constant dense<0.0> : tensor<f32>
    %1358 = "stablehlo.reduce"(%1334, %1357) ({
    ^bb0(%_r153a: tensor<f32>, %_r153b: tensor<f32>):
      %_r153c = stablehlo.add %_r153a, %_r153b : tensor<f32>
      "stablehlo.return"(%_r153c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x8x8x40xf32>, tensor<f32>) -> tensor<40xf32>
    %1359 = "stablehlo.reverse"(%stages.0.blocks.0.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x40xf32>) -> tensor<7x7x1x40xf32>
    %1360 = "stablehlo.convolution"(%1353, %1359) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 40 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x8x8x40xf32>, tensor<7x7x1x40xf32>) -> tensor<32x8x8x40xf32>
    %1361 = "stablehlo.convolution"(%22, %1353) {batch_group_count = 40 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x8x8x40xf32>, tensor<32x8x8x40xf32>) -> tensor<7x7x1x40xf32>
    %1362 = stablehlo.constant dense<0.0> : tensor<f32>
    %1363 = "stablehlo.reduce"(%1353, %1362) ({
    ^bb0(%_r154a: tensor<f32>, %_r154b: tensor<f32>):
      %_r154c = stablehlo.add %_r154a, %_r154b : tensor<f32>
      "stablehlo.return"(%_r154c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x8x8x40xf32>, tensor<f32>) -> tensor<40xf32>
    %1364 = stablehlo.add %1360, %1314 : tensor<32x8x8x40xf32>
    %1365 = stablehlo.multiply %1364, %19 : tensor<32x8x8x40xf32>
    %1366 = stablehlo.constant dense<0.0> : tensor<f32>
    %1367 = "stablehlo.reduce"(%1365, %1366) ({
    ^bb0(%_r155a: tensor<f32>, %_r155b: tensor<f32>):
      %_r155c = stablehlo.add %_r155a, %_r155b : tensor<f32>
      "stablehlo.return"(%_r155c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x8x8x40xf32>, tensor<f32>) -> tensor<32x8x8xf32>
    %1368 = stablehlo.constant dense<40.0> : tensor<32x8x8xf32>
    %1369 = stablehlo.divide %1367, %1368 : tensor<32x8x8xf32>
    %1370 = "stablehlo.broadcast_in_dim"(%1369) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x8x8xf32>) -> tensor<32x8x8x40xf32>
    %1371 = stablehlo.subtract %1365, %1370 : tensor<32x8x8x40xf32>
    %1372 = stablehlo.multiply %1365, %18 : tensor<32x8x8x40xf32>
    %1373 = stablehlo.constant dense<0.0> : tensor<f32>
    %1374 = "stablehlo.reduce"(%1372, %1373) ({
    ^bb0(%_r156a: tensor<f32>, %_r156b: tensor<f32>):
      %_r156c = stablehlo.add %_r156a, %_r156b : tensor<f32>
      "stablehlo.return"(%_r156c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x8x8x40xf32>, tensor<f32>) -> tensor<32x8x8xf32>
    %1375 = stablehlo.constant dense<40.0> : tensor<32x8x8xf32>
    %1376 = stablehlo.divide %1374, %1375 : tensor<32x8x8xf32>
    %1377 = "stablehlo.broadcast_in_dim"(%1376) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x8x8xf32>) -> tensor<32x8x8x40xf32>
    %1378 = stablehlo.multiply %18, %1377 : tensor<32x8x8x40xf32>
    %1379 = stablehlo.subtract %1371, %1378 : tensor<32x8x8x40xf32>
    %1380 = stablehlo.multiply %17, %1379 : tensor<32x8x8x40xf32>
    %1381 = stablehlo.multiply %1364, %18 : tensor<32x8x8x40xf32>
    %1382 = stablehlo.constant dense<0.0> : tensor<f32>
    %1383 = "stablehlo.reduce"(%1381, %1382) ({
    ^bb0(%_r157a: tensor<f32>, %_r157b: tensor<f32>):
      %_r157c = stablehlo.add %_r157a, %_r157b : tensor<f32>
      "stablehlo.return"(%_r157c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x8x8x40xf32>, tensor<f32>) -> tensor<40xf32>
    %1384 = stablehlo.constant dense<0.0> : tensor<f32>
    %1385 = "stablehlo.reduce"(%1364, %1384) ({
    ^bb0(%_r158a: tensor<f32>, %_r158b: tensor<f32>):
      %_r158c = stablehlo.add %_r158a, %_r158b : tensor<f32>
      "stablehlo.return"(%_r158c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x8x8x40xf32>, tensor<f32>) -> tensor<40xf32>
    %1386 = "stablehlo.convolution"(%x, %1380) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 4, 4>, window_strides = array<i64: 1, 1>} : (tensor<32x32x32x3xf32>, tensor<32x8x8x40xf32>) -> tensor<4x4x3x40xf32>
    %1387 = stablehlo.constant dense<0.0> : tensor<f32>
    %1388 = "stablehlo.reduce"(%1380, %1387) ({
    ^bb0(%_r159a: tensor<f32>, %_r159b: tensor<f32>):
      %_r159c = stablehlo.add %_r159a, %_r159b : tensor<f32>
      "stablehlo.return"(%_r159c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x8x8x40xf32>, tensor<f32>) -> tensor<40xf32>
    // ── optimizer ──
    %1389 = stablehlo.multiply %1386, %1386 : tensor<4x4x3x40xf32>
    %1390 = stablehlo.constant dense<0.0> : tensor<f32>
    %1391 = "stablehlo.reduce"(%1389, %1390) ({
    ^bb0(%_r160a: tensor<f32>, %_r160b: tensor<f32>):
      %_r160c = stablehlo.add %_r160a, %_r160b : tensor<f32>
      "stablehlo.return"(%_r160c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<4x4x3x40xf32>, tensor<f32>) -> tensor<4x4x3xf32>
    %1392 = stablehlo.constant dense<0.0> : tensor<f32>
    %1393 = "stablehlo.reduce"(%1391, %1392) ({
    ^bb0(%_r161a: tensor<f32>, %_r161b: tensor<f32>):
      %_r161c = stablehlo.add %_r161a, %_r161b : tensor<f32>
      "stablehlo.return"(%_r161c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<4x4x3xf32>, tensor<f32>) -> tensor<f32>
    %1394 = stablehlo.multiply %1388, %1388 : tensor<40xf32>
    %1395 = stablehlo.constant dense<0.0> : tensor<f32>
    %1396 = "stablehlo.reduce"(%1394, %1395) ({
    ^bb0(%_r162a: tensor<f32>, %_r162b: tensor<f32>):
      %_r162c = stablehlo.add %_r162a, %_r162b : tensor<f32>
      "stablehlo.return"(%_r162c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<40xf32>, tensor<f32>) -> tensor<f32>
    %1397 = stablehlo.add %1393, %1396 : tensor<f32>
    %1398 = stablehlo.multiply %1383, %1383 : tensor<40xf32>
    %1399 = stablehlo.constant dense<0.0> : tensor<f32>
    %1400 = "stablehlo.reduce"(%1398, %1399) ({
    ^bb0(%_r163a: tensor<f32>, %_r163b: tensor<f32>):
      %_r163c = stablehlo.add %_r163a, %_r163b : tensor<f32>
      "stablehlo.return"(%_r163c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<40xf32>, tensor<f32>) -> tensor<f32>
    %1401 = stablehlo.add %1397, %1400 : tensor<f32>
    %1402 = stablehlo.multiply %1385, %1385 : tensor<40xf32>
    %1403 = stablehlo.constant dense<0.0> : tensor<f32>
    %1404 = "stablehlo.reduce"(%1402, %1403) ({
    ^bb0(%_r164a: tensor<f32>, %_r164b: tensor<f32>):
      %_r164c = stablehlo.add %_r164a, %_r164b : tensor<f32>
      "stablehlo.return"(%_r164c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<40xf32>, tensor<f32>) -> tensor<f32>
    %1405 = stablehlo.add %1401, %1404 : tensor<f32>
    %1406 = stablehlo.multiply %1361, %1361 : tensor<7x7x1x40xf32>
    %1407 = stablehlo.constant dense<0.0> : tensor<f32>
    %1408 = "stablehlo.reduce"(%1406, %1407) ({
    ^bb0(%_r165a: tensor<f32>, %_r165b: tensor<f32>):
      %_r165c = stablehlo.add %_r165a, %_r165b : tensor<f32>
      "stablehlo.return"(%_r165c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x40xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %1409 = stablehlo.constant dense<0.0> : tensor<f32>
    %1410 = "stablehlo.reduce"(%1408, %1409) ({
    ^bb0(%_r166a: tensor<f32>, %_r166b: tensor<f32>):
      %_r166c = stablehlo.add %_r166a, %_r166b : tensor<f32>
      "stablehlo.return"(%_r166c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %1411 = stablehlo.add %1405, %1410 : tensor<f32>
    %1412 = stablehlo.multiply %1363, %1363 : tensor<40xf32>
    %1413 = stablehlo.constant dense<0.0> : tensor<f32>
    %1414 = "stablehlo.reduce"(%1412, %1413) ({
    ^bb0(%_r167a: tensor<f32>, %_r167b: tensor<f32>):
      %_r167c = stablehlo.add %_r167a, %_r167b : tensor<f32>
      "stablehlo.return"(%_r167c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<40xf32>, tensor<f32>) -> tensor<f32>
    %1415 = stablehlo.add %1411, %1414 : tensor<f32>
    %1416 = stablehlo.multiply %1356, %1356 : tensor<40xf32>
    %1417 = stablehlo.constant dense<0.0> : tensor<f32>
    %1418 = "stablehlo.reduce"(%1416, %1417) ({
    ^bb0(%_r168a: tensor<f32>, %_r168b: tensor<f32>):
      %_r168c = stablehlo.add %_r168a, %_r168b : tensor<f32>
      "stablehlo.return"(%_r168c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<40xf32>, tensor<f32>) -> tensor<f32>
    %1419 = stablehlo.add %1415, %1418 : tensor<f32>
    %1420 = stablehlo.multiply %1358, %1358 : tensor<40xf32>
    %1421 = stablehlo.constant dense<0.0> : tensor<f32>
    %1422 = "stablehlo.reduce"(%1420, %1421) ({
    ^bb0(%_r169a: tensor<f32>, %_r169b: tensor<f32>):
      %_r169c = stablehlo.add %_r169a, %_r169b : tensor<f32>
      "stablehlo.return"(%_r169c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<40xf32>, tensor<f32>) -> tensor<f32>
    %1423 = stablehlo.add %1419, %1422 : tensor<f32>
    %1424 = stablehlo.multiply %1335, %1335 : tensor<40x160xf32>
    %1425 = stablehlo.constant dense<0.0> : tensor<f32>
    %1426 = "stablehlo.reduce"(%1424, %1425) ({
    ^bb0(%_r170a: tensor<f32>, %_r170b: tensor<f32>):
      %_r170c = stablehlo.add %_r170a, %_r170b : tensor<f32>
      "stablehlo.return"(%_r170c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<40x160xf32>, tensor<f32>) -> tensor<40xf32>
    %1427 = stablehlo.constant dense<0.0> : tensor<f32>
    %1428 = "stablehlo.reduce"(%1426, %1427) ({
    ^bb0(%_r171a: tensor<f32>, %_r171b: tensor<f32>):
      %_r171c = stablehlo.add %_r171a, %_r171b : tensor<f32>
      "stablehlo.return"(%_r171c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<40xf32>, tensor<f32>) -> tensor<f32>
    %1429 = stablehlo.add %1423, %1428 : tensor<f32>
    %1430 = stablehlo.multiply %1337, %1337 : tensor<160xf32>
    %1431 = stablehlo.constant dense<0.0> : tensor<f32>
    %1432 = "stablehlo.reduce"(%1430, %1431) ({
    ^bb0(%_r172a: tensor<f32>, %_r172b: tensor<f32>):
      %_r172c = stablehlo.add %_r172a, %_r172b : tensor<f32>
      "stablehlo.return"(%_r172c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %1433 = stablehlo.add %1429, %1432 : tensor<f32>
    %1434 = stablehlo.multiply %1321, %1321 : tensor<160x40xf32>
    %1435 = stablehlo.constant dense<0.0> : tensor<f32>
    %1436 = "stablehlo.reduce"(%1434, %1435) ({
    ^bb0(%_r173a: tensor<f32>, %_r173b: tensor<f32>):
      %_r173c = stablehlo.add %_r173a, %_r173b : tensor<f32>
      "stablehlo.return"(%_r173c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<160x40xf32>, tensor<f32>) -> tensor<160xf32>
    %1437 = stablehlo.constant dense<0.0> : tensor<f32>
    %1438 = "stablehlo.reduce"(%1436, %1437) ({
    ^bb0(%_r174a: tensor<f32>, %_r174b: tensor<f32>):
      %_r174c = stablehlo.add %_r174a, %_r174b : tensor<f32>
      "stablehlo.return"(%_r174c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %1439 = stablehlo.add %1433, %1438 : tensor<f32>
    %1440 = stablehlo.multiply %1323, %1323 : tensor<40xf32>
    %1441 = stablehlo.constant dense<0.0> : tensor<f32>
    %1442 = "stablehlo.reduce"(%1440, %1441) ({
    ^bb0(%_r175a: tensor<f32>, %_r175b: tensor<f32>):
      %_r175c = stablehlo.add %_r175a, %_r175b : tensor<f32>
      "stablehlo.return"(%_r175c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<40xf32>, tensor<f32>) -> tensor<f32>
    %1443 = stablehlo.add %1439, %1442 : tensor<f32>
    %1444 = stablehlo.multiply %1319, %1319 : tensor<40xf32>
    %1445 = stablehlo.constant dense<0.0> : tensor<f32>
    %1446 = "stablehlo.reduce"(%1444, %1445) ({
    ^bb0(%_r176a: tensor<f32>, %_r176b: tensor<f32>):
      %_r176c = stablehlo.add %_r176a, %_r176b : tensor<f32>
      "stablehlo.return"(%_r176c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<40xf32>, tensor<f32>) -> tensor<f32>
    %1447 = stablehlo.add %1443, %1446 : tensor<f32>
    %1448 = stablehlo.multiply %1311, %1311 : tensor<7x7x1x40xf32>
    %1449 = stablehlo.constant dense<0.0> : tensor<f32>
    %1450 = "stablehlo.reduce"(%1448, %1449) ({
    ^bb0(%_r177a: tensor<f32>, %_r177b: tensor<f32>):
      %_r177c = stablehlo.add %_r177a, %_r177b : tensor<f32>
      "stablehlo.return"(%_r177c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x40xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %1451 = stablehlo.constant dense<0.0> : tensor<f32>
    %1452 = "stablehlo.reduce"(%1450, %1451) ({
    ^bb0(%_r178a: tensor<f32>, %_r178b: tensor<f32>):
      %_r178c = stablehlo.add %_r178a, %_r178b : tensor<f32>
      "stablehlo.return"(%_r178c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %1453 = stablehlo.add %1447, %1452 : tensor<f32>
    %1454 = stablehlo.multiply %1313, %1313 : tensor<40xf32>
    %1455 = stablehlo.constant dense<0.0> : tensor<f32>
    %1456 = "stablehlo.reduce"(%1454, %1455) ({
    ^bb0(%_r179a: tensor<f32>, %_r179b: tensor<f32>):
      %_r179c = stablehlo.add %_r179a, %_r179b : tensor<f32>
      "stablehlo.return"(%_r179c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<40xf32>, tensor<f32>) -> tensor<f32>
    %1457 = stablehlo.add %1453, %1456 : tensor<f32>
    %1458 = stablehlo.multiply %1306, %1306 : tensor<40xf32>
    %1459 = stablehlo.constant dense<0.0> : tensor<f32>
    %1460 = "stablehlo.reduce"(%1458, %1459) ({
    ^bb0(%_r180a: tensor<f32>, %_r180b: tensor<f32>):
      %_r180c = stablehlo.add %_r180a, %_r180b : tensor<f32>
      "stablehlo.return"(%_r180c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<40xf32>, tensor<f32>) -> tensor<f32>
    %1461 = stablehlo.add %1457, %1460 : tensor<f32>
    %1462 = stablehlo.multiply %1308, %1308 : tensor<40xf32>
    %1463 = stablehlo.constant dense<0.0> : tensor<f32>
    %1464 = "stablehlo.reduce"(%1462, %1463) ({
    ^bb0(%_r181a: tensor<f32>, %_r181b: tensor<f32>):
      %_r181c = stablehlo.add %_r181a, %_r181b : tensor<f32>
      "stablehlo.return"(%_r181c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<40xf32>, tensor<f32>) -> tensor<f32>
    %1465 = stablehlo.add %1461, %1464 : tensor<f32>
    %1466 = stablehlo.multiply %1285, %1285 : tensor<40x160xf32>
    %1467 = stablehlo.constant dense<0.0> : tensor<f32>
    %1468 = "stablehlo.reduce"(%1466, %1467) ({
    ^bb0(%_r182a: tensor<f32>, %_r182b: tensor<f32>):
      %_r182c = stablehlo.add %_r182a, %_r182b : tensor<f32>
      "stablehlo.return"(%_r182c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<40x160xf32>, tensor<f32>) -> tensor<40xf32>
    %1469 = stablehlo.constant dense<0.0> : tensor<f32>
    %1470 = "stablehlo.reduce"(%1468, %1469) ({
    ^bb0(%_r183a: tensor<f32>, %_r183b: tensor<f32>):
      %_r183c = stablehlo.add %_r183a, %_r183b : tensor<f32>
      "stablehlo.return"(%_r183c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<40xf32>, tensor<f32>) -> tensor<f32>
    %1471 = stablehlo.add %1465, %1470 : tensor<f32>
    %1472 = stablehlo.multiply %1287, %1287 : tensor<160xf32>
    %1473 = stablehlo.constant dense<0.0> : tensor<f32>
    %1474 = "stablehlo.reduce"(%1472, %1473) ({
    ^bb0(%_r184a: tensor<f32>, %_r184b: tensor<f32>):
      %_r184c = stablehlo.add %_r184a, %_r184b : tensor<f32>
      "stablehlo.return"(%_r184c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %1475 = stablehlo.add %1471, %1474 : tensor<f32>
    %1476 = stablehlo.multiply %1271, %1271 : tensor<160x40xf32>
    %1477 = stablehlo.constant dense<0.0> : tensor<f32>
    %1478 = "stablehlo.reduce"(%1476, %1477) ({
    ^bb0(%_r185a: tensor<f32>, %_r185b: tensor<f32>):
      %_r185c = stablehlo.add %_r185a, %_r185b : tensor<f32>
      "stablehlo.return"(%_r185c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<160x40xf32>, tensor<f32>) -> tensor<160xf32>
    %1479 = stablehlo.constant dense<0.0> : tensor<f32>
    %1480 = "stablehlo.reduce"(%1478, %1479) ({
    ^bb0(%_r186a: tensor<f32>, %_r186b: tensor<f32>):
      %_r186c = stablehlo.add %_r186a, %_r186b : tensor<f32>
      "stablehlo.return"(%_r186c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %1481 = stablehlo.add %1475, %1480 : tensor<f32>
    %1482 = stablehlo.multiply %1273, %1273 : tensor<40xf32>
    %1483 = stablehlo.constant dense<0.0> : tensor<f32>
    %1484 = "stablehlo.reduce"(%1482, %1483) ({
    ^bb0(%_r187a: tensor<f32>, %_r187b: tensor<f32>):
      %_r187c = stablehlo.add %_r187a, %_r187b : tensor<f32>
      "stablehlo.return"(%_r187c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<40xf32>, tensor<f32>) -> tensor<f32>
    %1485 = stablehlo.add %1481, %1484 : tensor<f32>
    %1486 = stablehlo.multiply %1269, %1269 : tensor<40xf32>
    %1487 = stablehlo.constant dense<0.0> : tensor<f32>
    %1488 = "stablehlo.reduce"(%1486, %1487) ({
    ^bb0(%_r188a: tensor<f32>, %_r188b: tensor<f32>):
      %_r188c = stablehlo.add %_r188a, %_r188b : tensor<f32>
      "stablehlo.return"(%_r188c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<40xf32>, tensor<f32>) -> tensor<f32>
    %1489 = stablehlo.add %1485, %1488 : tensor<f32>
    %1490 = stablehlo.multiply %1262, %1262 : tensor<40xf32>
    %1491 = stablehlo.constant dense<0.0> : tensor<f32>
    %1492 = "stablehlo.reduce"(%1490, %1491) ({
    ^bb0(%_r189a: tensor<f32>, %_r189b: tensor<f32>):
      %_r189c = stablehlo.add %_r189a, %_r189b : tensor<f32>
      "stablehlo.return"(%_r189c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<40xf32>, tensor<f32>) -> tensor<f32>
    %1493 = stablehlo.add %1489, %1492 : tensor<f32>
    %1494 = stablehlo.multiply %1264, %1264 : tensor<40xf32>
    %1495 = stablehlo.constant dense<0.0> : tensor<f32>
    %1496 = "stablehlo.reduce"(%1494, %1495) ({
    ^bb0(%_r190a: tensor<f32>, %_r190b: tensor<f32>):
      %_r190c = stablehlo.add %_r190a, %_r190b : tensor<f32>
      "stablehlo.return"(%_r190c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<40xf32>, tensor<f32>) -> tensor<f32>
    %1497 = stablehlo.add %1493, %1496 : tensor<f32>
    %1498 = stablehlo.multiply %1241, %1241 : tensor<2x2x40x80xf32>
    %1499 = stablehlo.constant dense<0.0> : tensor<f32>
    %1500 = "stablehlo.reduce"(%1498, %1499) ({
    ^bb0(%_r191a: tensor<f32>, %_r191b: tensor<f32>):
      %_r191c = stablehlo.add %_r191a, %_r191b : tensor<f32>
      "stablehlo.return"(%_r191c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x40x80xf32>, tensor<f32>) -> tensor<2x2x40xf32>
    %1501 = stablehlo.constant dense<0.0> : tensor<f32>
    %1502 = "stablehlo.reduce"(%1500, %1501) ({
    ^bb0(%_r192a: tensor<f32>, %_r192b: tensor<f32>):
      %_r192c = stablehlo.add %_r192a, %_r192b : tensor<f32>
      "stablehlo.return"(%_r192c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x40xf32>, tensor<f32>) -> tensor<f32>
    %1503 = stablehlo.add %1497, %1502 : tensor<f32>
    %1504 = stablehlo.multiply %1243, %1243 : tensor<80xf32>
    %1505 = stablehlo.constant dense<0.0> : tensor<f32>
    %1506 = "stablehlo.reduce"(%1504, %1505) ({
    ^bb0(%_r193a: tensor<f32>, %_r193b: tensor<f32>):
      %_r193c = stablehlo.add %_r193a, %_r193b : tensor<f32>
      "stablehlo.return"(%_r193c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<80xf32>, tensor<f32>) -> tensor<f32>
    %1507 = stablehlo.add %1503, %1506 : tensor<f32>
    %1508 = stablehlo.multiply %1235, %1235 : tensor<7x7x1x80xf32>
    %1509 = stablehlo.constant dense<0.0> : tensor<f32>
    %1510 = "stablehlo.reduce"(%1508, %1509) ({
    ^bb0(%_r194a: tensor<f32>, %_r194b: tensor<f32>):
      %_r194c = stablehlo.add %_r194a, %_r194b : tensor<f32>
      "stablehlo.return"(%_r194c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x80xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %1511 = stablehlo.constant dense<0.0> : tensor<f32>
    %1512 = "stablehlo.reduce"(%1510, %1511) ({
    ^bb0(%_r195a: tensor<f32>, %_r195b: tensor<f32>):
      %_r195c = stablehlo.add %_r195a, %_r195b : tensor<f32>
      "stablehlo.return"(%_r195c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %1513 = stablehlo.add %1507, %1512 : tensor<f32>
    %1514 = stablehlo.multiply %1237, %1237 : tensor<80xf32>
    %1515 = stablehlo.constant dense<0.0> : tensor<f32>
    %1516 = "stablehlo.reduce"(%1514, %1515) ({
    ^bb0(%_r196a: tensor<f32>, %_r196b: tensor<f32>):
      %_r196c = stablehlo.add %_r196a, %_r196b : tensor<f32>
      "stablehlo.return"(%_r196c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<80xf32>, tensor<f32>) -> tensor<f32>
    %1517 = stablehlo.add %1513, %1516 : tensor<f32>
    %1518 = stablehlo.multiply %1230, %1230 : tensor<80xf32>
    %1519 = stablehlo.constant dense<0.0> : tensor<f32>
    %1520 = "stablehlo.reduce"(%1518, %1519) ({
    ^bb0(%_r197a: tensor<f32>, %_r197b: tensor<f32>):
      %_r197c = stablehlo.add %_r197a, %_r197b : tensor<f32>
      "stablehlo.return"(%_r197c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<80xf32>, tensor<f32>) -> tensor<f32>
    %1521 = stablehlo.add %1517, %1520 : tensor<f32>
    %1522 = stablehlo.multiply %1232, %1232 : tensor<80xf32>
    %1523 = stablehlo.constant dense<0.0> : tensor<f32>
    %1524 = "stablehlo.reduce"(%1522, %1523) ({
    ^bb0(%_r198a: tensor<f32>, %_r198b: tensor<f32>):
      %_r198c = stablehlo.add %_r198a, %_r198b : tensor<f32>
      "stablehlo.return"(%_r198c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<80xf32>, tensor<f32>) -> tensor<f32>
    %1525 = stablehlo.add %1521, %1524 : tensor<f32>
    %1526 = stablehlo.multiply %1209, %1209 : tensor<80x320xf32>
    %1527 = stablehlo.constant dense<0.0> : tensor<f32>
    %1528 = "stablehlo.reduce"(%1526, %1527) ({
    ^bb0(%_r199a: tensor<f32>, %_r199b: tensor<f32>):
      %_r199c = stablehlo.add %_r199a, %_r199b : tensor<f32>
      "stablehlo.return"(%_r199c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<80x320xf32>, tensor<f32>) -> tensor<80xf32>
    %1529 = stablehlo.constant dense<0.0> : tensor<f32>
    %1530 = "stablehlo.reduce"(%1528, %1529) ({
    ^bb0(%_r200a: tensor<f32>, %_r200b: tensor<f32>):
      %_r200c = stablehlo.add %_r200a, %_r200b : tensor<f32>
      "stablehlo.return"(%_r200c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<80xf32>, tensor<f32>) -> tensor<f32>
    %1531 = stablehlo.add %1525, %1530 : tensor<f32>
    %1532 = stablehlo.multiply %1211, %1211 : tensor<320xf32>
    %1533 = stablehlo.constant dense<0.0> : tensor<f32>
    %1534 = "stablehlo.reduce"(%1532, %1533) ({
    ^bb0(%_r201a: tensor<f32>, %_r201b: tensor<f32>):
      %_r201c = stablehlo.add %_r201a, %_r201b : tensor<f32>
      "stablehlo.return"(%_r201c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<320xf32>, tensor<f32>) -> tensor<f32>
    %1535 = stablehlo.add %1531, %1534 : tensor<f32>
    %1536 = stablehlo.multiply %1195, %1195 : tensor<320x80xf32>
    %1537 = stablehlo.constant dense<0.0> : tensor<f32>
    %1538 = "stablehlo.reduce"(%1536, %1537) ({
    ^bb0(%_r202a: tensor<f32>, %_r202b: tensor<f32>):
      %_r202c = stablehlo.add %_r202a, %_r202b : tensor<f32>
      "stablehlo.return"(%_r202c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<320x80xf32>, tensor<f32>) -> tensor<320xf32>
    %1539 = stablehlo.constant dense<0.0> : tensor<f32>
    %1540 = "stablehlo.reduce"(%1538, %1539) ({
    ^bb0(%_r203a: tensor<f32>, %_r203b: tensor<f32>):
      %_r203c = stablehlo.add %_r203a, %_r203b : tensor<f32>
      "stablehlo.return"(%_r203c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<320xf32>, tensor<f32>) -> tensor<f32>
    %1541 = stablehlo.add %1535, %1540 : tensor<f32>
    %1542 = stablehlo.multiply %1197, %1197 : tensor<80xf32>
    %1543 = stablehlo.constant dense<0.0> : tensor<f32>
    %1544 = "stablehlo.reduce"(%1542, %1543) ({
    ^bb0(%_r204a: tensor<f32>, %_r204b: tensor<f32>):
      %_r204c = stablehlo.add %_r204a, %_r204b : tensor<f32>
      "stablehlo.return"(%_r204c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<80xf32>, tensor<f32>) -> tensor<f32>
    %1545 = stablehlo.add %1541, %1544 : tensor<f32>
    %1546 = stablehlo.multiply %1193, %1193 : tensor<80xf32>
    %1547 = stablehlo.constant dense<0.0> : tensor<f32>
    %1548 = "stablehlo.reduce"(%1546, %1547) ({
    ^bb0(%_r205a: tensor<f32>, %_r205b: tensor<f32>):
      %_r205c = stablehlo.add %_r205a, %_r205b : tensor<f32>
      "stablehlo.return"(%_r205c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<80xf32>, tensor<f32>) -> tensor<f32>
    %1549 = stablehlo.add %1545, %1548 : tensor<f32>
    %1550 = stablehlo.multiply %1185, %1185 : tensor<7x7x1x80xf32>
    %1551 = stablehlo.constant dense<0.0> : tensor<f32>
    %1552 = "stablehlo.reduce"(%1550, %1551) ({
    ^bb0(%_r206a: tensor<f32>, %_r206b: tensor<f32>):
      %_r206c = stablehlo.add %_r206a, %_r206b : tensor<f32>
      "stablehlo.return"(%_r206c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x80xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %1553 = stablehlo.constant dense<0.0> : tensor<f32>
    %1554 = "stablehlo.reduce"(%1552, %1553) ({
    ^bb0(%_r207a: tensor<f32>, %_r207b: tensor<f32>):
      %_r207c = stablehlo.add %_r207a, %_r207b : tensor<f32>
      "stablehlo.return"(%_r207c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %1555 = stablehlo.add %1549, %1554 : tensor<f32>
    %1556 = stablehlo.multiply %1187, %1187 : tensor<80xf32>
    %1557 = stablehlo.constant dense<0.0> : tensor<f32>
    %1558 = "stablehlo.reduce"(%1556, %1557) ({
    ^bb0(%_r208a: tensor<f32>, %_r208b: tensor<f32>):
      %_r208c = stablehlo.add %_r208a, %_r208b : tensor<f32>
      "stablehlo.return"(%_r208c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<80xf32>, tensor<f32>) -> tensor<f32>
    %1559 = stablehlo.add %1555, %1558 : tensor<f32>
    %1560 = stablehlo.multiply %1180, %1180 : tensor<80xf32>
    %1561 = stablehlo.constant dense<0.0> : tensor<f32>
    %1562 = "stablehlo.reduce"(%1560, %1561) ({
    ^bb0(%_r209a: tensor<f32>, %_r209b: tensor<f32>):
      %_r209c = stablehlo.add %_r209a, %_r209b : tensor<f32>
      "stablehlo.return"(%_r209c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<80xf32>, tensor<f32>) -> tensor<f32>
    %1563 = stablehlo.add %1559, %1562 : tensor<f32>
    %1564 = stablehlo.multiply %1182, %1182 : tensor<80xf32>
    %1565 = stablehlo.constant dense<0.0> : tensor<f32>
    %1566 = "stablehlo.reduce"(%1564, %1565) ({
    ^bb0(%_r210a: tensor<f32>, %_r210b: tensor<f32>):
      %_r210c = stablehlo.add %_r210a, %_r210b : tensor<f32>
      "stablehlo.return"(%_r210c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<80xf32>, tensor<f32>) -> tensor<f32>
    %1567 = stablehlo.add %1563, %1566 : tensor<f32>
    %1568 = stablehlo.multiply %1159, %1159 : tensor<80x320xf32>
    %1569 = stablehlo.constant dense<0.0> : tensor<f32>
    %1570 = "stablehlo.reduce"(%1568, %1569) ({
    ^bb0(%_r211a: tensor<f32>, %_r211b: tensor<f32>):
      %_r211c = stablehlo.add %_r211a, %_r211b : tensor<f32>
      "stablehlo.return"(%_r211c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<80x320xf32>, tensor<f32>) -> tensor<80xf32>
    %1571 = stablehlo.constant dense<0.0> : tensor<f32>
    %1572 = "stablehlo.reduce"(%1570, %1571) ({
    ^bb0(%_r212a: tensor<f32>, %_r212b: tensor<f32>):
      %_r212c = stablehlo.add %_r212a, %_r212b : tensor<f32>
      "stablehlo.return"(%_r212c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<80xf32>, tensor<f32>) -> tensor<f32>
    %1573 = stablehlo.add %1567, %1572 : tensor<f32>
    %1574 = stablehlo.multiply %1161, %1161 : tensor<320xf32>
    %1575 = stablehlo.constant dense<0.0> : tensor<f32>
    %1576 = "stablehlo.reduce"(%1574, %1575) ({
    ^bb0(%_r213a: tensor<f32>, %_r213b: tensor<f32>):
      %_r213c = stablehlo.add %_r213a, %_r213b : tensor<f32>
      "stablehlo.return"(%_r213c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<320xf32>, tensor<f32>) -> tensor<f32>
    %1577 = stablehlo.add %1573, %1576 : tensor<f32>
    %1578 = stablehlo.multiply %1145, %1145 : tensor<320x80xf32>
    %1579 = stablehlo.constant dense<0.0> : tensor<f32>
    %1580 = "stablehlo.reduce"(%1578, %1579) ({
    ^bb0(%_r214a: tensor<f32>, %_r214b: tensor<f32>):
      %_r214c = stablehlo.add %_r214a, %_r214b : tensor<f32>
      "stablehlo.return"(%_r214c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<320x80xf32>, tensor<f32>) -> tensor<320xf32>
    %1581 = stablehlo.constant dense<0.0> : tensor<f32>
    %1582 = "stablehlo.reduce"(%1580, %1581) ({
    ^bb0(%_r215a: tensor<f32>, %_r215b: tensor<f32>):
      %_r215c = stablehlo.add %_r215a, %_r215b : tensor<f32>
      "stablehlo.return"(%_r215c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<320xf32>, tensor<f32>) -> tensor<f32>
    %1583 = stablehlo.add %1577, %1582 : tensor<f32>
    %1584 = stablehlo.multiply %1147, %1147 : tensor<80xf32>
    %1585 = stablehlo.constant dense<0.0> : tensor<f32>
    %1586 = "stablehlo.reduce"(%1584, %1585) ({
    ^bb0(%_r216a: tensor<f32>, %_r216b: tensor<f32>):
      %_r216c = stablehlo.add %_r216a, %_r216b : tensor<f32>
      "stablehlo.return"(%_r216c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<80xf32>, tensor<f32>) -> tensor<f32>
    %1587 = stablehlo.add %1583, %1586 : tensor<f32>
    %1588 = stablehlo.multiply %1143, %1143 : tensor<80xf32>
    %1589 = stablehlo.constant dense<0.0> : tensor<f32>
    %1590 = "stablehlo.reduce"(%1588, %1589) ({
    ^bb0(%_r217a: tensor<f32>, %_r217b: tensor<f32>):
      %_r217c = stablehlo.add %_r217a, %_r217b : tensor<f32>
      "stablehlo.return"(%_r217c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<80xf32>, tensor<f32>) -> tensor<f32>
    %1591 = stablehlo.add %1587, %1590 : tensor<f32>
    %1592 = stablehlo.multiply %1136, %1136 : tensor<80xf32>
    %1593 = stablehlo.constant dense<0.0> : tensor<f32>
    %1594 = "stablehlo.reduce"(%1592, %1593) ({
    ^bb0(%_r218a: tensor<f32>, %_r218b: tensor<f32>):
      %_r218c = stablehlo.add %_r218a, %_r218b : tensor<f32>
      "stablehlo.return"(%_r218c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<80xf32>, tensor<f32>) -> tensor<f32>
    %1595 = stablehlo.add %1591, %1594 : tensor<f32>
    %1596 = stablehlo.multiply %1138, %1138 : tensor<80xf32>
    %1597 = stablehlo.constant dense<0.0> : tensor<f32>
    %1598 = "stablehlo.reduce"(%1596, %1597) ({
    ^bb0(%_r219a: tensor<f32>, %_r219b: tensor<f32>):
      %_r219c = stablehlo.add %_r219a, %_r219b : tensor<f32>
      "stablehlo.return"(%_r219c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<80xf32>, tensor<f32>) -> tensor<f32>
    %1599 = stablehlo.add %1595, %1598 : tensor<f32>
    %1600 = stablehlo.multiply %1115, %1115 : tensor<2x2x80x160xf32>
    %1601 = stablehlo.constant dense<0.0> : tensor<f32>
    %1602 = "stablehlo.reduce"(%1600, %1601) ({
    ^bb0(%_r220a: tensor<f32>, %_r220b: tensor<f32>):
      %_r220c = stablehlo.add %_r220a, %_r220b : tensor<f32>
      "stablehlo.return"(%_r220c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x80x160xf32>, tensor<f32>) -> tensor<2x2x80xf32>
    %1603 = stablehlo.constant dense<0.0> : tensor<f32>
    %1604 = "stablehlo.reduce"(%1602, %1603) ({
    ^bb0(%_r221a: tensor<f32>, %_r221b: tensor<f32>):
      %_r221c = stablehlo.add %_r221a, %_r221b : tensor<f32>
      "stablehlo.return"(%_r221c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x80xf32>, tensor<f32>) -> tensor<f32>
    %1605 = stablehlo.add %1599, %1604 : tensor<f32>
    %1606 = stablehlo.multiply %1117, %1117 : tensor<160xf32>
    %1607 = stablehlo.constant dense<0.0> : tensor<f32>
    %1608 = "stablehlo.reduce"(%1606, %1607) ({
    ^bb0(%_r222a: tensor<f32>, %_r222b: tensor<f32>):
      %_r222c = stablehlo.add %_r222a, %_r222b : tensor<f32>
      "stablehlo.return"(%_r222c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %1609 = stablehlo.add %1605, %1608 : tensor<f32>
    %1610 = stablehlo.multiply %1109, %1109 : tensor<7x7x1x160xf32>
    %1611 = stablehlo.constant dense<0.0> : tensor<f32>
    %1612 = "stablehlo.reduce"(%1610, %1611) ({
    ^bb0(%_r223a: tensor<f32>, %_r223b: tensor<f32>):
      %_r223c = stablehlo.add %_r223a, %_r223b : tensor<f32>
      "stablehlo.return"(%_r223c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x160xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %1613 = stablehlo.constant dense<0.0> : tensor<f32>
    %1614 = "stablehlo.reduce"(%1612, %1613) ({
    ^bb0(%_r224a: tensor<f32>, %_r224b: tensor<f32>):
      %_r224c = stablehlo.add %_r224a, %_r224b : tensor<f32>
      "stablehlo.return"(%_r224c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %1615 = stablehlo.add %1609, %1614 : tensor<f32>
    %1616 = stablehlo.multiply %1111, %1111 : tensor<160xf32>
    %1617 = stablehlo.constant dense<0.0> : tensor<f32>
    %1618 = "stablehlo.reduce"(%1616, %1617) ({
    ^bb0(%_r225a: tensor<f32>, %_r225b: tensor<f32>):
      %_r225c = stablehlo.add %_r225a, %_r225b : tensor<f32>
      "stablehlo.return"(%_r225c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %1619 = stablehlo.add %1615, %1618 : tensor<f32>
    %1620 = stablehlo.multiply %1104, %1104 : tensor<160xf32>
    %1621 = stablehlo.constant dense<0.0> : tensor<f32>
    %1622 = "stablehlo.reduce"(%1620, %1621) ({
    ^bb0(%_r226a: tensor<f32>, %_r226b: tensor<f32>):
      %_r226c = stablehlo.add %_r226a, %_r226b : tensor<f32>
      "stablehlo.return"(%_r226c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %1623 = stablehlo.add %1619, %1622 : tensor<f32>
    %1624 = stablehlo.multiply %1106, %1106 : tensor<160xf32>
    %1625 = stablehlo.constant dense<0.0> : tensor<f32>
    %1626 = "stablehlo.reduce"(%1624, %1625) ({
    ^bb0(%_r227a: tensor<f32>, %_r227b: tensor<f32>):
      %_r227c = stablehlo.add %_r227a, %_r227b : tensor<f32>
      "stablehlo.return"(%_r227c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %1627 = stablehlo.add %1623, %1626 : tensor<f32>
    %1628 = stablehlo.multiply %1083, %1083 : tensor<160x640xf32>
    %1629 = stablehlo.constant dense<0.0> : tensor<f32>
    %1630 = "stablehlo.reduce"(%1628, %1629) ({
    ^bb0(%_r228a: tensor<f32>, %_r228b: tensor<f32>):
      %_r228c = stablehlo.add %_r228a, %_r228b : tensor<f32>
      "stablehlo.return"(%_r228c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<160x640xf32>, tensor<f32>) -> tensor<160xf32>
    %1631 = stablehlo.constant dense<0.0> : tensor<f32>
    %1632 = "stablehlo.reduce"(%1630, %1631) ({
    ^bb0(%_r229a: tensor<f32>, %_r229b: tensor<f32>):
      %_r229c = stablehlo.add %_r229a, %_r229b : tensor<f32>
      "stablehlo.return"(%_r229c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %1633 = stablehlo.add %1627, %1632 : tensor<f32>
    %1634 = stablehlo.multiply %1085, %1085 : tensor<640xf32>
    %1635 = stablehlo.constant dense<0.0> : tensor<f32>
    %1636 = "stablehlo.reduce"(%1634, %1635) ({
    ^bb0(%_r230a: tensor<f32>, %_r230b: tensor<f32>):
      %_r230c = stablehlo.add %_r230a, %_r230b : tensor<f32>
      "stablehlo.return"(%_r230c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<640xf32>, tensor<f32>) -> tensor<f32>
    %1637 = stablehlo.add %1633, %1636 : tensor<f32>
    %1638 = stablehlo.multiply %1069, %1069 : tensor<640x160xf32>
    %1639 = stablehlo.constant dense<0.0> : tensor<f32>
    %1640 = "stablehlo.reduce"(%1638, %1639) ({
    ^bb0(%_r231a: tensor<f32>, %_r231b: tensor<f32>):
      %_r231c = stablehlo.add %_r231a, %_r231b : tensor<f32>
      "stablehlo.return"(%_r231c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<640x160xf32>, tensor<f32>) -> tensor<640xf32>
    %1641 = stablehlo.constant dense<0.0> : tensor<f32>
    %1642 = "stablehlo.reduce"(%1640, %1641) ({
    ^bb0(%_r232a: tensor<f32>, %_r232b: tensor<f32>):
      %_r232c = stablehlo.add %_r232a, %_r232b : tensor<f32>
      "stablehlo.return"(%_r232c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<640xf32>, tensor<f32>) -> tensor<f32>
    %1643 = stablehlo.add %1637, %1642 : tensor<f32>
    %1644 = stablehlo.multiply %1071, %1071 : tensor<160xf32>
    %1645 = stablehlo.constant dense<0.0> : tensor<f32>
    %1646 = "stablehlo.reduce"(%1644, %1645) ({
    ^bb0(%_r233a: tensor<f32>, %_r233b: tensor<f32>):
      %_r233c = stablehlo.add %_r233a, %_r233b : tensor<f32>
      "stablehlo.return"(%_r233c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %1647 = stablehlo.add %1643, %1646 : tensor<f32>
    %1648 = stablehlo.multiply %1067, %1067 : tensor<160xf32>
    %1649 = stablehlo.constant dense<0.0> : tensor<f32>
    %1650 = "stablehlo.reduce"(%1648, %1649) ({
    ^bb0(%_r234a: tensor<f32>, %_r234b: tensor<f32>):
      %_r234c = stablehlo.add %_r234a, %_r234b : tensor<f32>
      "stablehlo.return"(%_r234c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %1651 = stablehlo.add %1647, %1650 : tensor<f32>
    %1652 = stablehlo.multiply %1059, %1059 : tensor<7x7x1x160xf32>
    %1653 = stablehlo.constant dense<0.0> : tensor<f32>
    %1654 = "stablehlo.reduce"(%1652, %1653) ({
    ^bb0(%_r235a: tensor<f32>, %_r235b: tensor<f32>):
      %_r235c = stablehlo.add %_r235a, %_r235b : tensor<f32>
      "stablehlo.return"(%_r235c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x160xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %1655 = stablehlo.constant dense<0.0> : tensor<f32>
    %1656 = "stablehlo.reduce"(%1654, %1655) ({
    ^bb0(%_r236a: tensor<f32>, %_r236b: tensor<f32>):
      %_r236c = stablehlo.add %_r236a, %_r236b : tensor<f32>
      "stablehlo.return"(%_r236c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %1657 = stablehlo.add %1651, %1656 : tensor<f32>
    %1658 = stablehlo.multiply %1061, %1061 : tensor<160xf32>
    %1659 = stablehlo.constant dense<0.0> : tensor<f32>
    %1660 = "stablehlo.reduce"(%1658, %1659) ({
    ^bb0(%_r237a: tensor<f32>, %_r237b: tensor<f32>):
      %_r237c = stablehlo.add %_r237a, %_r237b : tensor<f32>
      "stablehlo.return"(%_r237c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %1661 = stablehlo.add %1657, %1660 : tensor<f32>
    %1662 = stablehlo.multiply %1054, %1054 : tensor<160xf32>
    %1663 = stablehlo.constant dense<0.0> : tensor<f32>
    %1664 = "stablehlo.reduce"(%1662, %1663) ({
    ^bb0(%_r238a: tensor<f32>, %_r238b: tensor<f32>):
      %_r238c = stablehlo.add %_r238a, %_r238b : tensor<f32>
      "stablehlo.return"(%_r238c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %1665 = stablehlo.add %1661, %1664 : tensor<f32>
    %1666 = stablehlo.multiply %1056, %1056 : tensor<160xf32>
    %1667 = stablehlo.constant dense<0.0> : tensor<f32>
    %1668 = "stablehlo.reduce"(%1666, %1667) ({
    ^bb0(%_r239a: tensor<f32>, %_r239b: tensor<f32>):
      %_r239c = stablehlo.add %_r239a, %_r239b : tensor<f32>
      "stablehlo.return"(%_r239c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %1669 = stablehlo.add %1665, %1668 : tensor<f32>
    %1670 = stablehlo.multiply %1033, %1033 : tensor<160x640xf32>
    %1671 = stablehlo.constant dense<0.0> : tensor<f32>
    %1672 = "stablehlo.reduce"(%1670, %1671) ({
    ^bb0(%_r240a: tensor<f32>, %_r240b: tensor<f32>):
      %_r240c = stablehlo.add %_r240a, %_r240b : tensor<f32>
      "stablehlo.return"(%_r240c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<160x640xf32>, tensor<f32>) -> tensor<160xf32>
    %1673 = stablehlo.constant dense<0.0> : tensor<f32>
    %1674 = "stablehlo.reduce"(%1672, %1673) ({
    ^bb0(%_r241a: tensor<f32>, %_r241b: tensor<f32>):
      %_r241c = stablehlo.add %_r241a, %_r241b : tensor<f32>
      "stablehlo.return"(%_r241c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %1675 = stablehlo.add %1669, %1674 : tensor<f32>
    %1676 = stablehlo.multiply %1035, %1035 : tensor<640xf32>
    %1677 = stablehlo.constant dense<0.0> : tensor<f32>
    %1678 = "stablehlo.reduce"(%1676, %1677) ({
    ^bb0(%_r242a: tensor<f32>, %_r242b: tensor<f32>):
      %_r242c = stablehlo.add %_r242a, %_r242b : tensor<f32>
      "stablehlo.return"(%_r242c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<640xf32>, tensor<f32>) -> tensor<f32>
    %1679 = stablehlo.add %1675, %1678 : tensor<f32>
    %1680 = stablehlo.multiply %1019, %1019 : tensor<640x160xf32>
    %1681 = stablehlo.constant dense<0.0> : tensor<f32>
    %1682 = "stablehlo.reduce"(%1680, %1681) ({
    ^bb0(%_r243a: tensor<f32>, %_r243b: tensor<f32>):
      %_r243c = stablehlo.add %_r243a, %_r243b : tensor<f32>
      "stablehlo.return"(%_r243c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<640x160xf32>, tensor<f32>) -> tensor<640xf32>
    %1683 = stablehlo.constant dense<0.0> : tensor<f32>
    %1684 = "stablehlo.reduce"(%1682, %1683) ({
    ^bb0(%_r244a: tensor<f32>, %_r244b: tensor<f32>):
      %_r244c = stablehlo.add %_r244a, %_r244b : tensor<f32>
      "stablehlo.return"(%_r244c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<640xf32>, tensor<f32>) -> tensor<f32>
    %1685 = stablehlo.add %1679, %1684 : tensor<f32>
    %1686 = stablehlo.multiply %1021, %1021 : tensor<160xf32>
    %1687 = stablehlo.constant dense<0.0> : tensor<f32>
    %1688 = "stablehlo.reduce"(%1686, %1687) ({
    ^bb0(%_r245a: tensor<f32>, %_r245b: tensor<f32>):
      %_r245c = stablehlo.add %_r245a, %_r245b : tensor<f32>
      "stablehlo.return"(%_r245c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %1689 = stablehlo.add %1685, %1688 : tensor<f32>
    %1690 = stablehlo.multiply %1017, %1017 : tensor<160xf32>
    %1691 = stablehlo.constant dense<0.0> : tensor<f32>
    %1692 = "stablehlo.reduce"(%1690, %1691) ({
    ^bb0(%_r246a: tensor<f32>, %_r246b: tensor<f32>):
      %_r246c = stablehlo.add %_r246a, %_r246b : tensor<f32>
      "stablehlo.return"(%_r246c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %1693 = stablehlo.add %1689, %1692 : tensor<f32>
    %1694 = stablehlo.multiply %1009, %1009 : tensor<7x7x1x160xf32>
    %1695 = stablehlo.constant dense<0.0> : tensor<f32>
    %1696 = "stablehlo.reduce"(%1694, %1695) ({
    ^bb0(%_r247a: tensor<f32>, %_r247b: tensor<f32>):
      %_r247c = stablehlo.add %_r247a, %_r247b : tensor<f32>
      "stablehlo.return"(%_r247c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x160xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %1697 = stablehlo.constant dense<0.0> : tensor<f32>
    %1698 = "stablehlo.reduce"(%1696, %1697) ({
    ^bb0(%_r248a: tensor<f32>, %_r248b: tensor<f32>):
      %_r248c = stablehlo.add %_r248a, %_r248b : tensor<f32>
      "stablehlo.return"(%_r248c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %1699 = stablehlo.add %1693, %1698 : tensor<f32>
    %1700 = stablehlo.multiply %1011, %1011 : tensor<160xf32>
    %1701 = stablehlo.constant dense<0.0> : tensor<f32>
    %1702 = "stablehlo.reduce"(%1700, %1701) ({
    ^bb0(%_r249a: tensor<f32>, %_r249b: tensor<f32>):
      %_r249c = stablehlo.add %_r249a, %_r249b : tensor<f32>
      "stablehlo.return"(%_r249c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %1703 = stablehlo.add %1699, %1702 : tensor<f32>
    %1704 = stablehlo.multiply %1004, %1004 : tensor<160xf32>
    %1705 = stablehlo.constant dense<0.0> : tensor<f32>
    %1706 = "stablehlo.reduce"(%1704, %1705) ({
    ^bb0(%_r250a: tensor<f32>, %_r250b: tensor<f32>):
      %_r250c = stablehlo.add %_r250a, %_r250b : tensor<f32>
      "stablehlo.return"(%_r250c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %1707 = stablehlo.add %1703, %1706 : tensor<f32>
    %1708 = stablehlo.multiply %1006, %1006 : tensor<160xf32>
    %1709 = stablehlo.constant dense<0.0> : tensor<f32>
    %1710 = "stablehlo.reduce"(%1708, %1709) ({
    ^bb0(%_r251a: tensor<f32>, %_r251b: tensor<f32>):
      %_r251c = stablehlo.add %_r251a, %_r251b : tensor<f32>
      "stablehlo.return"(%_r251c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %1711 = stablehlo.add %1707, %1710 : tensor<f32>
    %1712 = stablehlo.multiply %983, %983 : tensor<160x640xf32>
    %1713 = stablehlo.constant dense<0.0> : tensor<f32>
    %1714 = "stablehlo.reduce"(%1712, %1713) ({
    ^bb0(%_r252a: tensor<f32>, %_r252b: tensor<f32>):
      %_r252c = stablehlo.add %_r252a, %_r252b : tensor<f32>
      "stablehlo.return"(%_r252c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<160x640xf32>, tensor<f32>) -> tensor<160xf32>
    %1715 = stablehlo.constant dense<0.0> : tensor<f32>
    %1716 = "stablehlo.reduce"(%1714, %1715) ({
    ^bb0(%_r253a: tensor<f32>, %_r253b: tensor<f32>):
      %_r253c = stablehlo.add %_r253a, %_r253b : tensor<f32>
      "stablehlo.return"(%_r253c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %1717 = stablehlo.add %1711, %1716 : tensor<f32>
    %1718 = stablehlo.multiply %985, %985 : tensor<640xf32>
    %1719 = stablehlo.constant dense<0.0> : tensor<f32>
    %1720 = "stablehlo.reduce"(%1718, %1719) ({
    ^bb0(%_r254a: tensor<f32>, %_r254b: tensor<f32>):
      %_r254c = stablehlo.add %_r254a, %_r254b : tensor<f32>
      "stablehlo.return"(%_r254c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<640xf32>, tensor<f32>) -> tensor<f32>
    %1721 = stablehlo.add %1717, %1720 : tensor<f32>
    %1722 = stablehlo.multiply %969, %969 : tensor<640x160xf32>
    %1723 = stablehlo.constant dense<0.0> : tensor<f32>
    %1724 = "stablehlo.reduce"(%1722, %1723) ({
    ^bb0(%_r255a: tensor<f32>, %_r255b: tensor<f32>):
      %_r255c = stablehlo.add %_r255a, %_r255b : tensor<f32>
      "stablehlo.return"(%_r255c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<640x160xf32>, tensor<f32>) -> tensor<640xf32>
    %1725 = stablehlo.constant dense<0.0> : tensor<f32>
    %1726 = "stablehlo.reduce"(%1724, %1725) ({
    ^bb0(%_r256a: tensor<f32>, %_r256b: tensor<f32>):
      %_r256c = stablehlo.add %_r256a, %_r256b : tensor<f32>
      "stablehlo.return"(%_r256c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<640xf32>, tensor<f32>) -> tensor<f32>
    %1727 = stablehlo.add %1721, %1726 : tensor<f32>
    %1728 = stablehlo.multiply %971, %971 : tensor<160xf32>
    %1729 = stablehlo.constant dense<0.0> : tensor<f32>
    %1730 = "stablehlo.reduce"(%1728, %1729) ({
    ^bb0(%_r257a: tensor<f32>, %_r257b: tensor<f32>):
      %_r257c = stablehlo.add %_r257a, %_r257b : tensor<f32>
      "stablehlo.return"(%_r257c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %1731 = stablehlo.add %1727, %1730 : tensor<f32>
    %1732 = stablehlo.multiply %967, %967 : tensor<160xf32>
    %1733 = stablehlo.constant dense<0.0> : tensor<f32>
    %1734 = "stablehlo.reduce"(%1732, %1733) ({
    ^bb0(%_r258a: tensor<f32>, %_r258b: tensor<f32>):
      %_r258c = stablehlo.add %_r258a, %_r258b : tensor<f32>
      "stablehlo.return"(%_r258c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %1735 = stablehlo.add %1731, %1734 : tensor<f32>
    %1736 = stablehlo.multiply %959, %959 : tensor<7x7x1x160xf32>
    %1737 = stablehlo.constant dense<0.0> : tensor<f32>
    %1738 = "stablehlo.reduce"(%1736, %1737) ({
    ^bb0(%_r259a: tensor<f32>, %_r259b: tensor<f32>):
      %_r259c = stablehlo.add %_r259a, %_r259b : tensor<f32>
      "stablehlo.return"(%_r259c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x160xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %1739 = stablehlo.constant dense<0.0> : tensor<f32>
    %1740 = "stablehlo.reduce"(%1738, %1739) ({
    ^bb0(%_r260a: tensor<f32>, %_r260b: tensor<f32>):
      %_r260c = stablehlo.add %_r260a, %_r260b : tensor<f32>
      "stablehlo.return"(%_r260c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %1741 = stablehlo.add %1735, %1740 : tensor<f32>
    %1742 = stablehlo.multiply %961, %961 : tensor<160xf32>
    %1743 = stablehlo.constant dense<0.0> : tensor<f32>
    %1744 = "stablehlo.reduce"(%1742, %1743) ({
    ^bb0(%_r261a: tensor<f32>, %_r261b: tensor<f32>):
      %_r261c = stablehlo.add %_r261a, %_r261b : tensor<f32>
      "stablehlo.return"(%_r261c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %1745 = stablehlo.add %1741, %1744 : tensor<f32>
    %1746 = stablehlo.multiply %954, %954 : tensor<160xf32>
    %1747 = stablehlo.constant dense<0.0> : tensor<f32>
    %1748 = "stablehlo.reduce"(%1746, %1747) ({
    ^bb0(%_r262a: tensor<f32>, %_r262b: tensor<f32>):
      %_r262c = stablehlo.add %_r262a, %_r262b : tensor<f32>
      "stablehlo.return"(%_r262c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %1749 = stablehlo.add %1745, %1748 : tensor<f32>
    %1750 = stablehlo.multiply %956, %956 : tensor<160xf32>
    %1751 = stablehlo.constant dense<0.0> : tensor<f32>
    %1752 = "stablehlo.reduce"(%1750, %1751) ({
    ^bb0(%_r263a: tensor<f32>, %_r263b: tensor<f32>):
      %_r263c = stablehlo.add %_r263a, %_r263b : tensor<f32>
      "stablehlo.return"(%_r263c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %1753 = stablehlo.add %1749, %1752 : tensor<f32>
    %1754 = stablehlo.multiply %933, %933 : tensor<160x640xf32>
    %1755 = stablehlo.constant dense<0.0> : tensor<f32>
    %1756 = "stablehlo.reduce"(%1754, %1755) ({
    ^bb0(%_r264a: tensor<f32>, %_r264b: tensor<f32>):
      %_r264c = stablehlo.add %_r264a, %_r264b : tensor<f32>
      "stablehlo.return"(%_r264c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<160x640xf32>, tensor<f32>) -> tensor<160xf32>
    %1757 = stablehlo.constant dense<0.0> : tensor<f32>
    %1758 = "stablehlo.reduce"(%1756, %1757) ({
    ^bb0(%_r265a: tensor<f32>, %_r265b: tensor<f32>):
      %_r265c = stablehlo.add %_r265a, %_r265b : tensor<f32>
      "stablehlo.return"(%_r265c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %1759 = stablehlo.add %1753, %1758 : tensor<f32>
    %1760 = stablehlo.multiply %935, %935 : tensor<640xf32>
    %1761 = stablehlo.constant dense<0.0> : tensor<f32>
    %1762 = "stablehlo.reduce"(%1760, %1761) ({
    ^bb0(%_r266a: tensor<f32>, %_r266b: tensor<f32>):
      %_r266c = stablehlo.add %_r266a, %_r266b : tensor<f32>
      "stablehlo.return"(%_r266c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<640xf32>, tensor<f32>) -> tensor<f32>
    %1763 = stablehlo.add %1759, %1762 : tensor<f32>
    %1764 = stablehlo.multiply %919, %919 : tensor<640x160xf32>
    %1765 = stablehlo.constant dense<0.0> : tensor<f32>
    %1766 = "stablehlo.reduce"(%1764, %1765) ({
    ^bb0(%_r267a: tensor<f32>, %_r267b: tensor<f32>):
      %_r267c = stablehlo.add %_r267a, %_r267b : tensor<f32>
      "stablehlo.return"(%_r267c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<640x160xf32>, tensor<f32>) -> tensor<640xf32>
    %1767 = stablehlo.constant dense<0.0> : tensor<f32>
    %1768 = "stablehlo.reduce"(%1766, %1767) ({
    ^bb0(%_r268a: tensor<f32>, %_r268b: tensor<f32>):
      %_r268c = stablehlo.add %_r268a, %_r268b : tensor<f32>
      "stablehlo.return"(%_r268c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<640xf32>, tensor<f32>) -> tensor<f32>
    %1769 = stablehlo.add %1763, %1768 : tensor<f32>
    %1770 = stablehlo.multiply %921, %921 : tensor<160xf32>
    %1771 = stablehlo.constant dense<0.0> : tensor<f32>
    %1772 = "stablehlo.reduce"(%1770, %1771) ({
    ^bb0(%_r269a: tensor<f32>, %_r269b: tensor<f32>):
      %_r269c = stablehlo.add %_r269a, %_r269b : tensor<f32>
      "stablehlo.return"(%_r269c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %1773 = stablehlo.add %1769, %1772 : tensor<f32>
    %1774 = stablehlo.multiply %917, %917 : tensor<160xf32>
    %1775 = stablehlo.constant dense<0.0> : tensor<f32>
    %1776 = "stablehlo.reduce"(%1774, %1775) ({
    ^bb0(%_r270a: tensor<f32>, %_r270b: tensor<f32>):
      %_r270c = stablehlo.add %_r270a, %_r270b : tensor<f32>
      "stablehlo.return"(%_r270c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %1777 = stablehlo.add %1773, %1776 : tensor<f32>
    %1778 = stablehlo.multiply %909, %909 : tensor<7x7x1x160xf32>
    %1779 = stablehlo.constant dense<0.0> : tensor<f32>
    %1780 = "stablehlo.reduce"(%1778, %1779) ({
    ^bb0(%_r271a: tensor<f32>, %_r271b: tensor<f32>):
      %_r271c = stablehlo.add %_r271a, %_r271b : tensor<f32>
      "stablehlo.return"(%_r271c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x160xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %1781 = stablehlo.constant dense<0.0> : tensor<f32>
    %1782 = "stablehlo.reduce"(%1780, %1781) ({
    ^bb0(%_r272a: tensor<f32>, %_r272b: tensor<f32>):
      %_r272c = stablehlo.add %_r272a, %_r272b : tensor<f32>
      "stablehlo.return"(%_r272c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %1783 = stablehlo.add %1777, %1782 : tensor<f32>
    %1784 = stablehlo.multiply %911, %911 : tensor<160xf32>
    %1785 = stablehlo.constant dense<0.0> : tensor<f32>
    %1786 = "stablehlo.reduce"(%1784, %1785) ({
    ^bb0(%_r273a: tensor<f32>, %_r273b: tensor<f32>):
      %_r273c = stablehlo.add %_r273a, %_r273b : tensor<f32>
      "stablehlo.return"(%_r273c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %1787 = stablehlo.add %1783, %1786 : tensor<f32>
    %1788 = stablehlo.multiply %904, %904 : tensor<160xf32>
    %1789 = stablehlo.constant dense<0.0> : tensor<f32>
    %1790 = "stablehlo.reduce"(%1788, %1789) ({
    ^bb0(%_r274a: tensor<f32>, %_r274b: tensor<f32>):
      %_r274c = stablehlo.add %_r274a, %_r274b : tensor<f32>
      "stablehlo.return"(%_r274c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %1791 = stablehlo.add %1787, %1790 : tensor<f32>
    %1792 = stablehlo.multiply %906, %906 : tensor<160xf32>
    %1793 = stablehlo.constant dense<0.0> : tensor<f32>
    %1794 = "stablehlo.reduce"(%1792, %1793) ({
    ^bb0(%_r275a: tensor<f32>, %_r275b: tensor<f32>):
      %_r275c = stablehlo.add %_r275a, %_r275b : tensor<f32>
      "stablehlo.return"(%_r275c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %1795 = stablehlo.add %1791, %1794 : tensor<f32>
    %1796 = stablehlo.multiply %883, %883 : tensor<160x640xf32>
    %1797 = stablehlo.constant dense<0.0> : tensor<f32>
    %1798 = "stablehlo.reduce"(%1796, %1797) ({
    ^bb0(%_r276a: tensor<f32>, %_r276b: tensor<f32>):
      %_r276c = stablehlo.add %_r276a, %_r276b : tensor<f32>
      "stablehlo.return"(%_r276c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<160x640xf32>, tensor<f32>) -> tensor<160xf32>
    %1799 = stablehlo.constant dense<0.0> : tensor<f32>
    %1800 = "stablehlo.reduce"(%1798, %1799) ({
    ^bb0(%_r277a: tensor<f32>, %_r277b: tensor<f32>):
      %_r277c = stablehlo.add %_r277a, %_r277b : tensor<f32>
      "stablehlo.return"(%_r277c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %1801 = stablehlo.add %1795, %1800 : tensor<f32>
    %1802 = stablehlo.multiply %885, %885 : tensor<640xf32>
    %1803 = stablehlo.constant dense<0.0> : tensor<f32>
    %1804 = "stablehlo.reduce"(%1802, %1803) ({
    ^bb0(%_r278a: tensor<f32>, %_r278b: tensor<f32>):
      %_r278c = stablehlo.add %_r278a, %_r278b : tensor<f32>
      "stablehlo.return"(%_r278c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<640xf32>, tensor<f32>) -> tensor<f32>
    %1805 = stablehlo.add %1801, %1804 : tensor<f32>
    %1806 = stablehlo.multiply %869, %869 : tensor<640x160xf32>
    %1807 = stablehlo.constant dense<0.0> : tensor<f32>
    %1808 = "stablehlo.reduce"(%1806, %1807) ({
    ^bb0(%_r279a: tensor<f32>, %_r279b: tensor<f32>):
      %_r279c = stablehlo.add %_r279a, %_r279b : tensor<f32>
      "stablehlo.return"(%_r279c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<640x160xf32>, tensor<f32>) -> tensor<640xf32>
    %1809 = stablehlo.constant dense<0.0> : tensor<f32>
    %1810 = "stablehlo.reduce"(%1808, %1809) ({
    ^bb0(%_r280a: tensor<f32>, %_r280b: tensor<f32>):
      %_r280c = stablehlo.add %_r280a, %_r280b : tensor<f32>
      "stablehlo.return"(%_r280c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<640xf32>, tensor<f32>) -> tensor<f32>
    %1811 = stablehlo.add %1805, %1810 : tensor<f32>
    %1812 = stablehlo.multiply %871, %871 : tensor<160xf32>
    %1813 = stablehlo.constant dense<0.0> : tensor<f32>
    %1814 = "stablehlo.reduce"(%1812, %1813) ({
    ^bb0(%_r281a: tensor<f32>, %_r281b: tensor<f32>):
      %_r281c = stablehlo.add %_r281a, %_r281b : tensor<f32>
      "stablehlo.return"(%_r281c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %1815 = stablehlo.add %1811, %1814 : tensor<f32>
    %1816 = stablehlo.multiply %867, %867 : tensor<160xf32>
    %1817 = stablehlo.constant dense<0.0> : tensor<f32>
    %1818 = "stablehlo.reduce"(%1816, %1817) ({
    ^bb0(%_r282a: tensor<f32>, %_r282b: tensor<f32>):
      %_r282c = stablehlo.add %_r282a, %_r282b : tensor<f32>
      "stablehlo.return"(%_r282c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %1819 = stablehlo.add %1815, %1818 : tensor<f32>
    %1820 = stablehlo.multiply %859, %859 : tensor<7x7x1x160xf32>
    %1821 = stablehlo.constant dense<0.0> : tensor<f32>
    %1822 = "stablehlo.reduce"(%1820, %1821) ({
    ^bb0(%_r283a: tensor<f32>, %_r283b: tensor<f32>):
      %_r283c = stablehlo.add %_r283a, %_r283b : tensor<f32>
      "stablehlo.return"(%_r283c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x160xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %1823 = stablehlo.constant dense<0.0> : tensor<f32>
    %1824 = "stablehlo.reduce"(%1822, %1823) ({
    ^bb0(%_r284a: tensor<f32>, %_r284b: tensor<f32>):
      %_r284c = stablehlo.add %_r284a, %_r284b : tensor<f32>
      "stablehlo.return"(%_r284c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %1825 = stablehlo.add %1819, %1824 : tensor<f32>
    %1826 = stablehlo.multiply %861, %861 : tensor<160xf32>
    %1827 = stablehlo.constant dense<0.0> : tensor<f32>
    %1828 = "stablehlo.reduce"(%1826, %1827) ({
    ^bb0(%_r285a: tensor<f32>, %_r285b: tensor<f32>):
      %_r285c = stablehlo.add %_r285a, %_r285b : tensor<f32>
      "stablehlo.return"(%_r285c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %1829 = stablehlo.add %1825, %1828 : tensor<f32>
    %1830 = stablehlo.multiply %854, %854 : tensor<160xf32>
    %1831 = stablehlo.constant dense<0.0> : tensor<f32>
    %1832 = "stablehlo.reduce"(%1830, %1831) ({
    ^bb0(%_r286a: tensor<f32>, %_r286b: tensor<f32>):
      %_r286c = stablehlo.add %_r286a, %_r286b : tensor<f32>
      "stablehlo.return"(%_r286c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %1833 = stablehlo.add %1829, %1832 : tensor<f32>
    %1834 = stablehlo.multiply %856, %856 : tensor<160xf32>
    %1835 = stablehlo.constant dense<0.0> : tensor<f32>
    %1836 = "stablehlo.reduce"(%1834, %1835) ({
    ^bb0(%_r287a: tensor<f32>, %_r287b: tensor<f32>):
      %_r287c = stablehlo.add %_r287a, %_r287b : tensor<f32>
      "stablehlo.return"(%_r287c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %1837 = stablehlo.add %1833, %1836 : tensor<f32>
    %1838 = stablehlo.multiply %833, %833 : tensor<160x640xf32>
    %1839 = stablehlo.constant dense<0.0> : tensor<f32>
    %1840 = "stablehlo.reduce"(%1838, %1839) ({
    ^bb0(%_r288a: tensor<f32>, %_r288b: tensor<f32>):
      %_r288c = stablehlo.add %_r288a, %_r288b : tensor<f32>
      "stablehlo.return"(%_r288c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<160x640xf32>, tensor<f32>) -> tensor<160xf32>
    %1841 = stablehlo.constant dense<0.0> : tensor<f32>
    %1842 = "stablehlo.reduce"(%1840, %1841) ({
    ^bb0(%_r289a: tensor<f32>, %_r289b: tensor<f32>):
      %_r289c = stablehlo.add %_r289a, %_r289b : tensor<f32>
      "stablehlo.return"(%_r289c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %1843 = stablehlo.add %1837, %1842 : tensor<f32>
    %1844 = stablehlo.multiply %835, %835 : tensor<640xf32>
    %1845 = stablehlo.constant dense<0.0> : tensor<f32>
    %1846 = "stablehlo.reduce"(%1844, %1845) ({
    ^bb0(%_r290a: tensor<f32>, %_r290b: tensor<f32>):
      %_r290c = stablehlo.add %_r290a, %_r290b : tensor<f32>
      "stablehlo.return"(%_r290c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<640xf32>, tensor<f32>) -> tensor<f32>
    %1847 = stablehlo.add %1843, %1846 : tensor<f32>
    %1848 = stablehlo.multiply %819, %819 : tensor<640x160xf32>
    %1849 = stablehlo.constant dense<0.0> : tensor<f32>
    %1850 = "stablehlo.reduce"(%1848, %1849) ({
    ^bb0(%_r291a: tensor<f32>, %_r291b: tensor<f32>):
      %_r291c = stablehlo.add %_r291a, %_r291b : tensor<f32>
      "stablehlo.return"(%_r291c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<640x160xf32>, tensor<f32>) -> tensor<640xf32>
    %1851 = stablehlo.constant dense<0.0> : tensor<f32>
    %1852 = "stablehlo.reduce"(%1850, %1851) ({
    ^bb0(%_r292a: tensor<f32>, %_r292b: tensor<f32>):
      %_r292c = stablehlo.add %_r292a, %_r292b : tensor<f32>
      "stablehlo.return"(%_r292c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<640xf32>, tensor<f32>) -> tensor<f32>
    %1853 = stablehlo.add %1847, %1852 : tensor<f32>
    %1854 = stablehlo.multiply %821, %821 : tensor<160xf32>
    %1855 = stablehlo.constant dense<0.0> : tensor<f32>
    %1856 = "stablehlo.reduce"(%1854, %1855) ({
    ^bb0(%_r293a: tensor<f32>, %_r293b: tensor<f32>):
      %_r293c = stablehlo.add %_r293a, %_r293b : tensor<f32>
      "stablehlo.return"(%_r293c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %1857 = stablehlo.add %1853, %1856 : tensor<f32>
    %1858 = stablehlo.multiply %817, %817 : tensor<160xf32>
    %1859 = stablehlo.constant dense<0.0> : tensor<f32>
    %1860 = "stablehlo.reduce"(%1858, %1859) ({
    ^bb0(%_r294a: tensor<f32>, %_r294b: tensor<f32>):
      %_r294c = stablehlo.add %_r294a, %_r294b : tensor<f32>
      "stablehlo.return"(%_r294c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %1861 = stablehlo.add %1857, %1860 : tensor<f32>
    %1862 = stablehlo.multiply %810, %810 : tensor<160xf32>
    %1863 = stablehlo.constant dense<0.0> : tensor<f32>
    %1864 = "stablehlo.reduce"(%1862, %1863) ({
    ^bb0(%_r295a: tensor<f32>, %_r295b: tensor<f32>):
      %_r295c = stablehlo.add %_r295a, %_r295b : tensor<f32>
      "stablehlo.return"(%_r295c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %1865 = stablehlo.add %1861, %1864 : tensor<f32>
    %1866 = stablehlo.multiply %812, %812 : tensor<160xf32>
    %1867 = stablehlo.constant dense<0.0> : tensor<f32>
    %1868 = "stablehlo.reduce"(%1866, %1867) ({
    ^bb0(%_r296a: tensor<f32>, %_r296b: tensor<f32>):
      %_r296c = stablehlo.add %_r296a, %_r296b : tensor<f32>
      "stablehlo.return"(%_r296c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %1869 = stablehlo.add %1865, %1868 : tensor<f32>
    %1870 = stablehlo.multiply %789, %789 : tensor<2x2x160x320xf32>
    %1871 = stablehlo.constant dense<0.0> : tensor<f32>
    %1872 = "stablehlo.reduce"(%1870, %1871) ({
    ^bb0(%_r297a: tensor<f32>, %_r297b: tensor<f32>):
      %_r297c = stablehlo.add %_r297a, %_r297b : tensor<f32>
      "stablehlo.return"(%_r297c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x160x320xf32>, tensor<f32>) -> tensor<2x2x160xf32>
    %1873 = stablehlo.constant dense<0.0> : tensor<f32>
    %1874 = "stablehlo.reduce"(%1872, %1873) ({
    ^bb0(%_r298a: tensor<f32>, %_r298b: tensor<f32>):
      %_r298c = stablehlo.add %_r298a, %_r298b : tensor<f32>
      "stablehlo.return"(%_r298c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x160xf32>, tensor<f32>) -> tensor<f32>
    %1875 = stablehlo.add %1869, %1874 : tensor<f32>
    %1876 = stablehlo.multiply %791, %791 : tensor<320xf32>
    %1877 = stablehlo.constant dense<0.0> : tensor<f32>
    %1878 = "stablehlo.reduce"(%1876, %1877) ({
    ^bb0(%_r299a: tensor<f32>, %_r299b: tensor<f32>):
      %_r299c = stablehlo.add %_r299a, %_r299b : tensor<f32>
      "stablehlo.return"(%_r299c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<320xf32>, tensor<f32>) -> tensor<f32>
    %1879 = stablehlo.add %1875, %1878 : tensor<f32>
    %1880 = stablehlo.multiply %783, %783 : tensor<7x7x1x320xf32>
    %1881 = stablehlo.constant dense<0.0> : tensor<f32>
    %1882 = "stablehlo.reduce"(%1880, %1881) ({
    ^bb0(%_r300a: tensor<f32>, %_r300b: tensor<f32>):
      %_r300c = stablehlo.add %_r300a, %_r300b : tensor<f32>
      "stablehlo.return"(%_r300c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x320xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %1883 = stablehlo.constant dense<0.0> : tensor<f32>
    %1884 = "stablehlo.reduce"(%1882, %1883) ({
    ^bb0(%_r301a: tensor<f32>, %_r301b: tensor<f32>):
      %_r301c = stablehlo.add %_r301a, %_r301b : tensor<f32>
      "stablehlo.return"(%_r301c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %1885 = stablehlo.add %1879, %1884 : tensor<f32>
    %1886 = stablehlo.multiply %785, %785 : tensor<320xf32>
    %1887 = stablehlo.constant dense<0.0> : tensor<f32>
    %1888 = "stablehlo.reduce"(%1886, %1887) ({
    ^bb0(%_r302a: tensor<f32>, %_r302b: tensor<f32>):
      %_r302c = stablehlo.add %_r302a, %_r302b : tensor<f32>
      "stablehlo.return"(%_r302c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<320xf32>, tensor<f32>) -> tensor<f32>
    %1889 = stablehlo.add %1885, %1888 : tensor<f32>
    %1890 = stablehlo.multiply %778, %778 : tensor<320xf32>
    %1891 = stablehlo.constant dense<0.0> : tensor<f32>
    %1892 = "stablehlo.reduce"(%1890, %1891) ({
    ^bb0(%_r303a: tensor<f32>, %_r303b: tensor<f32>):
      %_r303c = stablehlo.add %_r303a, %_r303b : tensor<f32>
      "stablehlo.return"(%_r303c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<320xf32>, tensor<f32>) -> tensor<f32>
    %1893 = stablehlo.add %1889, %1892 : tensor<f32>
    %1894 = stablehlo.multiply %780, %780 : tensor<320xf32>
    %1895 = stablehlo.constant dense<0.0> : tensor<f32>
    %1896 = "stablehlo.reduce"(%1894, %1895) ({
    ^bb0(%_r304a: tensor<f32>, %_r304b: tensor<f32>):
      %_r304c = stablehlo.add %_r304a, %_r304b : tensor<f32>
      "stablehlo.return"(%_r304c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<320xf32>, tensor<f32>) -> tensor<f32>
    %1897 = stablehlo.add %1893, %1896 : tensor<f32>
    %1898 = stablehlo.multiply %757, %757 : tensor<320x1280xf32>
    %1899 = stablehlo.constant dense<0.0> : tensor<f32>
    %1900 = "stablehlo.reduce"(%1898, %1899) ({
    ^bb0(%_r305a: tensor<f32>, %_r305b: tensor<f32>):
      %_r305c = stablehlo.add %_r305a, %_r305b : tensor<f32>
      "stablehlo.return"(%_r305c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<320x1280xf32>, tensor<f32>) -> tensor<320xf32>
    %1901 = stablehlo.constant dense<0.0> : tensor<f32>
    %1902 = "stablehlo.reduce"(%1900, %1901) ({
    ^bb0(%_r306a: tensor<f32>, %_r306b: tensor<f32>):
      %_r306c = stablehlo.add %_r306a, %_r306b : tensor<f32>
      "stablehlo.return"(%_r306c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<320xf32>, tensor<f32>) -> tensor<f32>
    %1903 = stablehlo.add %1897, %1902 : tensor<f32>
    %1904 = stablehlo.multiply %759, %759 : tensor<1280xf32>
    %1905 = stablehlo.constant dense<0.0> : tensor<f32>
    %1906 = "stablehlo.reduce"(%1904, %1905) ({
    ^bb0(%_r307a: tensor<f32>, %_r307b: tensor<f32>):
      %_r307c = stablehlo.add %_r307a, %_r307b : tensor<f32>
      "stablehlo.return"(%_r307c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1280xf32>, tensor<f32>) -> tensor<f32>
    %1907 = stablehlo.add %1903, %1906 : tensor<f32>
    %1908 = stablehlo.multiply %743, %743 : tensor<1280x320xf32>
    %1909 = stablehlo.constant dense<0.0> : tensor<f32>
    %1910 = "stablehlo.reduce"(%1908, %1909) ({
    ^bb0(%_r308a: tensor<f32>, %_r308b: tensor<f32>):
      %_r308c = stablehlo.add %_r308a, %_r308b : tensor<f32>
      "stablehlo.return"(%_r308c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1280x320xf32>, tensor<f32>) -> tensor<1280xf32>
    %1911 = stablehlo.constant dense<0.0> : tensor<f32>
    %1912 = "stablehlo.reduce"(%1910, %1911) ({
    ^bb0(%_r309a: tensor<f32>, %_r309b: tensor<f32>):
      %_r309c = stablehlo.add %_r309a, %_r309b : tensor<f32>
      "stablehlo.return"(%_r309c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1280xf32>, tensor<f32>) -> tensor<f32>
    %1913 = stablehlo.add %1907, %1912 : tensor<f32>
    %1914 = stablehlo.multiply %745, %745 : tensor<320xf32>
    %1915 = stablehlo.constant dense<0.0> : tensor<f32>
    %1916 = "stablehlo.reduce"(%1914, %1915) ({
    ^bb0(%_r310a: tensor<f32>, %_r310b: tensor<f32>):
      %_r310c = stablehlo.add %_r310a, %_r310b : tensor<f32>
      "stablehlo.return"(%_r310c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<320xf32>, tensor<f32>) -> tensor<f32>
    %1917 = stablehlo.add %1913, %1916 : tensor<f32>
    %1918 = stablehlo.multiply %741, %741 : tensor<320xf32>
    %1919 = stablehlo.constant dense<0.0> : tensor<f32>
    %1920 = "stablehlo.reduce"(%1918, %1919) ({
    ^bb0(%_r311a: tensor<f32>, %_r311b: tensor<f32>):
      %_r311c = stablehlo.add %_r311a, %_r311b : tensor<f32>
      "stablehlo.return"(%_r311c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<320xf32>, tensor<f32>) -> tensor<f32>
    %1921 = stablehlo.add %1917, %1920 : tensor<f32>
    %1922 = stablehlo.multiply %733, %733 : tensor<7x7x1x320xf32>
    %1923 = stablehlo.constant dense<0.0> : tensor<f32>
    %1924 = "stablehlo.reduce"(%1922, %1923) ({
    ^bb0(%_r312a: tensor<f32>, %_r312b: tensor<f32>):
      %_r312c = stablehlo.add %_r312a, %_r312b : tensor<f32>
      "stablehlo.return"(%_r312c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x320xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %1925 = stablehlo.constant dense<0.0> : tensor<f32>
    %1926 = "stablehlo.reduce"(%1924, %1925) ({
    ^bb0(%_r313a: tensor<f32>, %_r313b: tensor<f32>):
      %_r313c = stablehlo.add %_r313a, %_r313b : tensor<f32>
      "stablehlo.return"(%_r313c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %1927 = stablehlo.add %1921, %1926 : tensor<f32>
    %1928 = stablehlo.multiply %735, %735 : tensor<320xf32>
    %1929 = stablehlo.constant dense<0.0> : tensor<f32>
    %1930 = "stablehlo.reduce"(%1928, %1929) ({
    ^bb0(%_r314a: tensor<f32>, %_r314b: tensor<f32>):
      %_r314c = stablehlo.add %_r314a, %_r314b : tensor<f32>
      "stablehlo.return"(%_r314c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<320xf32>, tensor<f32>) -> tensor<f32>
    %1931 = stablehlo.add %1927, %1930 : tensor<f32>
    %1932 = stablehlo.multiply %728, %728 : tensor<320xf32>
    %1933 = stablehlo.constant dense<0.0> : tensor<f32>
    %1934 = "stablehlo.reduce"(%1932, %1933) ({
    ^bb0(%_r315a: tensor<f32>, %_r315b: tensor<f32>):
      %_r315c = stablehlo.add %_r315a, %_r315b : tensor<f32>
      "stablehlo.return"(%_r315c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<320xf32>, tensor<f32>) -> tensor<f32>
    %1935 = stablehlo.add %1931, %1934 : tensor<f32>
    %1936 = stablehlo.multiply %730, %730 : tensor<320xf32>
    %1937 = stablehlo.constant dense<0.0> : tensor<f32>
    %1938 = "stablehlo.reduce"(%1936, %1937) ({
    ^bb0(%_r316a: tensor<f32>, %_r316b: tensor<f32>):
      %_r316c = stablehlo.add %_r316a, %_r316b : tensor<f32>
      "stablehlo.return"(%_r316c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<320xf32>, tensor<f32>) -> tensor<f32>
    %1939 = stablehlo.add %1935, %1938 : tensor<f32>
    %1940 = stablehlo.multiply %707, %707 : tensor<320x1280xf32>
    %1941 = stablehlo.constant dense<0.0> : tensor<f32>
    %1942 = "stablehlo.reduce"(%1940, %1941) ({
    ^bb0(%_r317a: tensor<f32>, %_r317b: tensor<f32>):
      %_r317c = stablehlo.add %_r317a, %_r317b : tensor<f32>
      "stablehlo.return"(%_r317c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<320x1280xf32>, tensor<f32>) -> tensor<320xf32>
    %1943 = stablehlo.constant dense<0.0> : tensor<f32>
    %1944 = "stablehlo.reduce"(%1942, %1943) ({
    ^bb0(%_r318a: tensor<f32>, %_r318b: tensor<f32>):
      %_r318c = stablehlo.add %_r318a, %_r318b : tensor<f32>
      "stablehlo.return"(%_r318c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<320xf32>, tensor<f32>) -> tensor<f32>
    %1945 = stablehlo.add %1939, %1944 : tensor<f32>
    %1946 = stablehlo.multiply %709, %709 : tensor<1280xf32>
    %1947 = stablehlo.constant dense<0.0> : tensor<f32>
    %1948 = "stablehlo.reduce"(%1946, %1947) ({
    ^bb0(%_r319a: tensor<f32>, %_r319b: tensor<f32>):
      %_r319c = stablehlo.add %_r319a, %_r319b : tensor<f32>
      "stablehlo.return"(%_r319c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1280xf32>, tensor<f32>) -> tensor<f32>
    %1949 = stablehlo.add %1945, %1948 : tensor<f32>
    %1950 = stablehlo.multiply %693, %693 : tensor<1280x320xf32>
    %1951 = stablehlo.constant dense<0.0> : tensor<f32>
    %1952 = "stablehlo.reduce"(%1950, %1951) ({
    ^bb0(%_r320a: tensor<f32>, %_r320b: tensor<f32>):
      %_r320c = stablehlo.add %_r320a, %_r320b : tensor<f32>
      "stablehlo.return"(%_r320c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1280x320xf32>, tensor<f32>) -> tensor<1280xf32>
    %1953 = stablehlo.constant dense<0.0> : tensor<f32>
    %1954 = "stablehlo.reduce"(%1952, %1953) ({
    ^bb0(%_r321a: tensor<f32>, %_r321b: tensor<f32>):
      %_r321c = stablehlo.add %_r321a, %_r321b : tensor<f32>
      "stablehlo.return"(%_r321c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1280xf32>, tensor<f32>) -> tensor<f32>
    %1955 = stablehlo.add %1949, %1954 : tensor<f32>
    %1956 = stablehlo.multiply %695, %695 : tensor<320xf32>
    %1957 = stablehlo.constant dense<0.0> : tensor<f32>
    %1958 = "stablehlo.reduce"(%1956, %1957) ({
    ^bb0(%_r322a: tensor<f32>, %_r322b: tensor<f32>):
      %_r322c = stablehlo.add %_r322a, %_r322b : tensor<f32>
      "stablehlo.return"(%_r322c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<320xf32>, tensor<f32>) -> tensor<f32>
    %1959 = stablehlo.add %1955, %1958 : tensor<f32>
    %1960 = stablehlo.multiply %691, %691 : tensor<320xf32>
    %1961 = stablehlo.constant dense<0.0> : tensor<f32>
    %1962 = "stablehlo.reduce"(%1960, %1961) ({
    ^bb0(%_r323a: tensor<f32>, %_r323b: tensor<f32>):
      %_r323c = stablehlo.add %_r323a, %_r323b : tensor<f32>
      "stablehlo.return"(%_r323c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<320xf32>, tensor<f32>) -> tensor<f32>
    %1963 = stablehlo.add %1959, %1962 : tensor<f32>
    %1964 = stablehlo.multiply %681, %681 : tensor<320xf32>
    %1965 = stablehlo.constant dense<0.0> : tensor<f32>
    %1966 = "stablehlo.reduce"(%1964, %1965) ({
    ^bb0(%_r324a: tensor<f32>, %_r324b: tensor<f32>):
      %_r324c = stablehlo.add %_r324a, %_r324b : tensor<f32>
      "stablehlo.return"(%_r324c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<320xf32>, tensor<f32>) -> tensor<f32>
    %1967 = stablehlo.add %1963, %1966 : tensor<f32>
    %1968 = stablehlo.multiply %683, %683 : tensor<320xf32>
    %1969 = stablehlo.constant dense<0.0> : tensor<f32>
    %1970 = "stablehlo.reduce"(%1968, %1969) ({
    ^bb0(%_r325a: tensor<f32>, %_r325b: tensor<f32>):
      %_r325c = stablehlo.add %_r325a, %_r325b : tensor<f32>
      "stablehlo.return"(%_r325c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<320xf32>, tensor<f32>) -> tensor<f32>
    %1971 = stablehlo.add %1967, %1970 : tensor<f32>
    %1972 = stablehlo.multiply %660, %660 : tensor<320x10xf32>
    %1973 = stablehlo.constant dense<0.0> : tensor<f32>
    %1974 = "stablehlo.reduce"(%1972, %1973) ({
    ^bb0(%_r326a: tensor<f32>, %_r326b: tensor<f32>):
      %_r326c = stablehlo.add %_r326a, %_r326b : tensor<f32>
      "stablehlo.return"(%_r326c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<320x10xf32>, tensor<f32>) -> tensor<320xf32>
    %1975 = stablehlo.constant dense<0.0> : tensor<f32>
    %1976 = "stablehlo.reduce"(%1974, %1975) ({
    ^bb0(%_r327a: tensor<f32>, %_r327b: tensor<f32>):
      %_r327c = stablehlo.add %_r327a, %_r327b : tensor<f32>
      "stablehlo.return"(%_r327c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<320xf32>, tensor<f32>) -> tensor<f32>
    %1977 = stablehlo.add %1971, %1976 : tensor<f32>
    %1978 = stablehlo.multiply %662, %662 : tensor<10xf32>
    %1979 = stablehlo.constant dense<0.0> : tensor<f32>
    %1980 = "stablehlo.reduce"(%1978, %1979) ({
    ^bb0(%_r328a: tensor<f32>, %_r328b: tensor<f32>):
      %_r328c = stablehlo.add %_r328a, %_r328b : tensor<f32>
      "stablehlo.return"(%_r328c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<10xf32>, tensor<f32>) -> tensor<f32>
    %1981 = stablehlo.add %1977, %1980 : tensor<f32>
    %1982 = stablehlo.sqrt %1981 : tensor<f32>
    %1983 = stablehlo.constant dense<1.0> : tensor<f32>
    %1984 = "stablehlo.compare"(%1982, %1983) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %1985 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x4x3x40xf32>
    %1986 = stablehlo.divide %1386, %1985 : tensor<4x4x3x40xf32>
    %1987 = stablehlo.constant dense<1.0> : tensor<4x4x3x40xf32>
    %1988 = stablehlo.multiply %1986, %1987 : tensor<4x4x3x40xf32>
    %1989 = "stablehlo.select"(%1984, %1386, %1988) : (tensor<i1>, tensor<4x4x3x40xf32>, tensor<4x4x3x40xf32>) -> tensor<4x4x3x40xf32>
    %1990 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %1991 = stablehlo.divide %1388, %1990 : tensor<40xf32>
    %1992 = stablehlo.constant dense<1.0> : tensor<40xf32>
    %1993 = stablehlo.multiply %1991, %1992 : tensor<40xf32>
    %1994 = "stablehlo.select"(%1984, %1388, %1993) : (tensor<i1>, tensor<40xf32>, tensor<40xf32>) -> tensor<40xf32>
    %1995 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %1996 = stablehlo.divide %1383, %1995 : tensor<40xf32>
    %1997 = stablehlo.constant dense<1.0> : tensor<40xf32>
    %1998 = stablehlo.multiply %1996, %1997 : tensor<40xf32>
    %1999 = "stablehlo.select"(%1984, %1383, %1998) : (tensor<i1>, tensor<40xf32>, tensor<40xf32>) -> tensor<40xf32>
    %2000 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %2001 = stablehlo.divide %1385, %2000 : tensor<40xf32>
    %2002 = stablehlo.constant dense<1.0> : tensor<40xf32>
    %2003 = stablehlo.multiply %2001, %2002 : tensor<40xf32>
    %2004 = "stablehlo.select"(%1984, %1385, %2003) : (tensor<i1>, tensor<40xf32>, tensor<40xf32>) -> tensor<40xf32>
    %2005 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x40xf32>
    %2006 = stablehlo.divide %1361, %2005 : tensor<7x7x1x40xf32>
    %2007 = stablehlo.constant dense<1.0> : tensor<7x7x1x40xf32>
    %2008 = stablehlo.multiply %2006, %2007 : tensor<7x7x1x40xf32>
    %2009 = "stablehlo.select"(%1984, %1361, %2008) : (tensor<i1>, tensor<7x7x1x40xf32>, tensor<7x7x1x40xf32>) -> tensor<7x7x1x40xf32>
    %2010 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %2011 = stablehlo.divide %1363, %2010 : tensor<40xf32>
    %2012 = stablehlo.constant dense<1.0> : tensor<40xf32>
    %2013 = stablehlo.multiply %2011, %2012 : tensor<40xf32>
    %2014 = "stablehlo.select"(%1984, %1363, %2013) : (tensor<i1>, tensor<40xf32>, tensor<40xf32>) -> tensor<40xf32>
    %2015 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %2016 = stablehlo.divide %1356, %2015 : tensor<40xf32>
    %2017 = stablehlo.constant dense<1.0> : tensor<40xf32>
    %2018 = stablehlo.multiply %2016, %2017 : tensor<40xf32>
    %2019 = "stablehlo.select"(%1984, %1356, %2018) : (tensor<i1>, tensor<40xf32>, tensor<40xf32>) -> tensor<40xf32>
    %2020 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %2021 = stablehlo.divide %1358, %2020 : tensor<40xf32>
    %2022 = stablehlo.constant dense<1.0> : tensor<40xf32>
    %2023 = stablehlo.multiply %2021, %2022 : tensor<40xf32>
    %2024 = "stablehlo.select"(%1984, %1358, %2023) : (tensor<i1>, tensor<40xf32>, tensor<40xf32>) -> tensor<40xf32>
    %2025 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40x160xf32>
    %2026 = stablehlo.divide %1335, %2025 : tensor<40x160xf32>
    %2027 = stablehlo.constant dense<1.0> : tensor<40x160xf32>
    %2028 = stablehlo.multiply %2026, %2027 : tensor<40x160xf32>
    %2029 = "stablehlo.select"(%1984, %1335, %2028) : (tensor<i1>, tensor<40x160xf32>, tensor<40x160xf32>) -> tensor<40x160xf32>
    %2030 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %2031 = stablehlo.divide %1337, %2030 : tensor<160xf32>
    %2032 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %2033 = stablehlo.multiply %2031, %2032 : tensor<160xf32>
    %2034 = "stablehlo.select"(%1984, %1337, %2033) : (tensor<i1>, tensor<160xf32>, tensor<160xf32>) -> tensor<160xf32>
    %2035 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160x40xf32>
    %2036 = stablehlo.divide %1321, %2035 : tensor<160x40xf32>
    %2037 = stablehlo.constant dense<1.0> : tensor<160x40xf32>
    %2038 = stablehlo.multiply %2036, %2037 : tensor<160x40xf32>
    %2039 = "stablehlo.select"(%1984, %1321, %2038) : (tensor<i1>, tensor<160x40xf32>, tensor<160x40xf32>) -> tensor<160x40xf32>
    %2040 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %2041 = stablehlo.divide %1323, %2040 : tensor<40xf32>
    %2042 = stablehlo.constant dense<1.0> : tensor<40xf32>
    %2043 = stablehlo.multiply %2041, %2042 : tensor<40xf32>
    %2044 = "stablehlo.select"(%1984, %1323, %2043) : (tensor<i1>, tensor<40xf32>, tensor<40xf32>) -> tensor<40xf32>
    %2045 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %2046 = stablehlo.divide %1319, %2045 : tensor<40xf32>
    %2047 = stablehlo.constant dense<1.0> : tensor<40xf32>
    %2048 = stablehlo.multiply %2046, %2047 : tensor<40xf32>
    %2049 = "stablehlo.select"(%1984, %1319, %2048) : (tensor<i1>, tensor<40xf32>, tensor<40xf32>) -> tensor<40xf32>
    %2050 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x40xf32>
    %2051 = stablehlo.divide %1311, %2050 : tensor<7x7x1x40xf32>
    %2052 = stablehlo.constant dense<1.0> : tensor<7x7x1x40xf32>
    %2053 = stablehlo.multiply %2051, %2052 : tensor<7x7x1x40xf32>
    %2054 = "stablehlo.select"(%1984, %1311, %2053) : (tensor<i1>, tensor<7x7x1x40xf32>, tensor<7x7x1x40xf32>) -> tensor<7x7x1x40xf32>
    %2055 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %2056 = stablehlo.divide %1313, %2055 : tensor<40xf32>
    %2057 = stablehlo.constant dense<1.0> : tensor<40xf32>
    %2058 = stablehlo.multiply %2056, %2057 : tensor<40xf32>
    %2059 = "stablehlo.select"(%1984, %1313, %2058) : (tensor<i1>, tensor<40xf32>, tensor<40xf32>) -> tensor<40xf32>
    %2060 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %2061 = stablehlo.divide %1306, %2060 : tensor<40xf32>
    %2062 = stablehlo.constant dense<1.0> : tensor<40xf32>
    %2063 = stablehlo.multiply %2061, %2062 : tensor<40xf32>
    %2064 = "stablehlo.select"(%1984, %1306, %2063) : (tensor<i1>, tensor<40xf32>, tensor<40xf32>) -> tensor<40xf32>
    %2065 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %2066 = stablehlo.divide %1308, %2065 : tensor<40xf32>
    %2067 = stablehlo.constant dense<1.0> : tensor<40xf32>
    %2068 = stablehlo.multiply %2066, %2067 : tensor<40xf32>
    %2069 = "stablehlo.select"(%1984, %1308, %2068) : (tensor<i1>, tensor<40xf32>, tensor<40xf32>) -> tensor<40xf32>
    %2070 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40x160xf32>
    %2071 = stablehlo.divide %1285, %2070 : tensor<40x160xf32>
    %2072 = stablehlo.constant dense<1.0> : tensor<40x160xf32>
    %2073 = stablehlo.multiply %2071, %2072 : tensor<40x160xf32>
    %2074 = "stablehlo.select"(%1984, %1285, %2073) : (tensor<i1>, tensor<40x160xf32>, tensor<40x160xf32>) -> tensor<40x160xf32>
    %2075 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %2076 = stablehlo.divide %1287, %2075 : tensor<160xf32>
    %2077 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %2078 = stablehlo.multiply %2076, %2077 : tensor<160xf32>
    %2079 = "stablehlo.select"(%1984, %1287, %2078) : (tensor<i1>, tensor<160xf32>, tensor<160xf32>) -> tensor<160xf32>
    %2080 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160x40xf32>
    %2081 = stablehlo.divide %1271, %2080 : tensor<160x40xf32>
    %2082 = stablehlo.constant dense<1.0> : tensor<160x40xf32>
    %2083 = stablehlo.multiply %2081, %2082 : tensor<160x40xf32>
    %2084 = "stablehlo.select"(%1984, %1271, %2083) : (tensor<i1>, tensor<160x40xf32>, tensor<160x40xf32>) -> tensor<160x40xf32>
    %2085 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %2086 = stablehlo.divide %1273, %2085 : tensor<40xf32>
    %2087 = stablehlo.constant dense<1.0> : tensor<40xf32>
    %2088 = stablehlo.multiply %2086, %2087 : tensor<40xf32>
    %2089 = "stablehlo.select"(%1984, %1273, %2088) : (tensor<i1>, tensor<40xf32>, tensor<40xf32>) -> tensor<40xf32>
    %2090 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %2091 = stablehlo.divide %1269, %2090 : tensor<40xf32>
    %2092 = stablehlo.constant dense<1.0> : tensor<40xf32>
    %2093 = stablehlo.multiply %2091, %2092 : tensor<40xf32>
    %2094 = "stablehlo.select"(%1984, %1269, %2093) : (tensor<i1>, tensor<40xf32>, tensor<40xf32>) -> tensor<40xf32>
    %2095 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %2096 = stablehlo.divide %1262, %2095 : tensor<40xf32>
    %2097 = stablehlo.constant dense<1.0> : tensor<40xf32>
    %2098 = stablehlo.multiply %2096, %2097 : tensor<40xf32>
    %2099 = "stablehlo.select"(%1984, %1262, %2098) : (tensor<i1>, tensor<40xf32>, tensor<40xf32>) -> tensor<40xf32>
    %2100 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %2101 = stablehlo.divide %1264, %2100 : tensor<40xf32>
    %2102 = stablehlo.constant dense<1.0> : tensor<40xf32>
    %2103 = stablehlo.multiply %2101, %2102 : tensor<40xf32>
    %2104 = "stablehlo.select"(%1984, %1264, %2103) : (tensor<i1>, tensor<40xf32>, tensor<40xf32>) -> tensor<40xf32>
    %2105 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x40x80xf32>
    %2106 = stablehlo.divide %1241, %2105 : tensor<2x2x40x80xf32>
    %2107 = stablehlo.constant dense<1.0> : tensor<2x2x40x80xf32>
    %2108 = stablehlo.multiply %2106, %2107 : tensor<2x2x40x80xf32>
    %2109 = "stablehlo.select"(%1984, %1241, %2108) : (tensor<i1>, tensor<2x2x40x80xf32>, tensor<2x2x40x80xf32>) -> tensor<2x2x40x80xf32>
    %2110 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %2111 = stablehlo.divide %1243, %2110 : tensor<80xf32>
    %2112 = stablehlo.constant dense<1.0> : tensor<80xf32>
    %2113 = stablehlo.multiply %2111, %2112 : tensor<80xf32>
    %2114 = "stablehlo.select"(%1984, %1243, %2113) : (tensor<i1>, tensor<80xf32>, tensor<80xf32>) -> tensor<80xf32>
    %2115 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x80xf32>
    %2116 = stablehlo.divide %1235, %2115 : tensor<7x7x1x80xf32>
    %2117 = stablehlo.constant dense<1.0> : tensor<7x7x1x80xf32>
    %2118 = stablehlo.multiply %2116, %2117 : tensor<7x7x1x80xf32>
    %2119 = "stablehlo.select"(%1984, %1235, %2118) : (tensor<i1>, tensor<7x7x1x80xf32>, tensor<7x7x1x80xf32>) -> tensor<7x7x1x80xf32>
    %2120 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %2121 = stablehlo.divide %1237, %2120 : tensor<80xf32>
    %2122 = stablehlo.constant dense<1.0> : tensor<80xf32>
    %2123 = stablehlo.multiply %2121, %2122 : tensor<80xf32>
    %2124 = "stablehlo.select"(%1984, %1237, %2123) : (tensor<i1>, tensor<80xf32>, tensor<80xf32>) -> tensor<80xf32>
    %2125 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %2126 = stablehlo.divide %1230, %2125 : tensor<80xf32>
    %2127 = stablehlo.constant dense<1.0> : tensor<80xf32>
    %2128 = stablehlo.multiply %2126, %2127 : tensor<80xf32>
    %2129 = "stablehlo.select"(%1984, %1230, %2128) : (tensor<i1>, tensor<80xf32>, tensor<80xf32>) -> tensor<80xf32>
    %2130 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %2131 = stablehlo.divide %1232, %2130 : tensor<80xf32>
    %2132 = stablehlo.constant dense<1.0> : tensor<80xf32>
    %2133 = stablehlo.multiply %2131, %2132 : tensor<80xf32>
    %2134 = "stablehlo.select"(%1984, %1232, %2133) : (tensor<i1>, tensor<80xf32>, tensor<80xf32>) -> tensor<80xf32>
    %2135 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80x320xf32>
    %2136 = stablehlo.divide %1209, %2135 : tensor<80x320xf32>
    %2137 = stablehlo.constant dense<1.0> : tensor<80x320xf32>
    %2138 = stablehlo.multiply %2136, %2137 : tensor<80x320xf32>
    %2139 = "stablehlo.select"(%1984, %1209, %2138) : (tensor<i1>, tensor<80x320xf32>, tensor<80x320xf32>) -> tensor<80x320xf32>
    %2140 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %2141 = stablehlo.divide %1211, %2140 : tensor<320xf32>
    %2142 = stablehlo.constant dense<1.0> : tensor<320xf32>
    %2143 = stablehlo.multiply %2141, %2142 : tensor<320xf32>
    %2144 = "stablehlo.select"(%1984, %1211, %2143) : (tensor<i1>, tensor<320xf32>, tensor<320xf32>) -> tensor<320xf32>
    %2145 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320x80xf32>
    %2146 = stablehlo.divide %1195, %2145 : tensor<320x80xf32>
    %2147 = stablehlo.constant dense<1.0> : tensor<320x80xf32>
    %2148 = stablehlo.multiply %2146, %2147 : tensor<320x80xf32>
    %2149 = "stablehlo.select"(%1984, %1195, %2148) : (tensor<i1>, tensor<320x80xf32>, tensor<320x80xf32>) -> tensor<320x80xf32>
    %2150 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %2151 = stablehlo.divide %1197, %2150 : tensor<80xf32>
    %2152 = stablehlo.constant dense<1.0> : tensor<80xf32>
    %2153 = stablehlo.multiply %2151, %2152 : tensor<80xf32>
    %2154 = "stablehlo.select"(%1984, %1197, %2153) : (tensor<i1>, tensor<80xf32>, tensor<80xf32>) -> tensor<80xf32>
    %2155 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %2156 = stablehlo.divide %1193, %2155 : tensor<80xf32>
    %2157 = stablehlo.constant dense<1.0> : tensor<80xf32>
    %2158 = stablehlo.multiply %2156, %2157 : tensor<80xf32>
    %2159 = "stablehlo.select"(%1984, %1193, %2158) : (tensor<i1>, tensor<80xf32>, tensor<80xf32>) -> tensor<80xf32>
    %2160 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x80xf32>
    %2161 = stablehlo.divide %1185, %2160 : tensor<7x7x1x80xf32>
    %2162 = stablehlo.constant dense<1.0> : tensor<7x7x1x80xf32>
    %2163 = stablehlo.multiply %2161, %2162 : tensor<7x7x1x80xf32>
    %2164 = "stablehlo.select"(%1984, %1185, %2163) : (tensor<i1>, tensor<7x7x1x80xf32>, tensor<7x7x1x80xf32>) -> tensor<7x7x1x80xf32>
    %2165 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %2166 = stablehlo.divide %1187, %2165 : tensor<80xf32>
    %2167 = stablehlo.constant dense<1.0> : tensor<80xf32>
    %2168 = stablehlo.multiply %2166, %2167 : tensor<80xf32>
    %2169 = "stablehlo.select"(%1984, %1187, %2168) : (tensor<i1>, tensor<80xf32>, tensor<80xf32>) -> tensor<80xf32>
    %2170 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %2171 = stablehlo.divide %1180, %2170 : tensor<80xf32>
    %2172 = stablehlo.constant dense<1.0> : tensor<80xf32>
    %2173 = stablehlo.multiply %2171, %2172 : tensor<80xf32>
    %2174 = "stablehlo.select"(%1984, %1180, %2173) : (tensor<i1>, tensor<80xf32>, tensor<80xf32>) -> tensor<80xf32>
    %2175 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %2176 = stablehlo.divide %1182, %2175 : tensor<80xf32>
    %2177 = stablehlo.constant dense<1.0> : tensor<80xf32>
    %2178 = stablehlo.multiply %2176, %2177 : tensor<80xf32>
    %2179 = "stablehlo.select"(%1984, %1182, %2178) : (tensor<i1>, tensor<80xf32>, tensor<80xf32>) -> tensor<80xf32>
    %2180 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80x320xf32>
    %2181 = stablehlo.divide %1159, %2180 : tensor<80x320xf32>
    %2182 = stablehlo.constant dense<1.0> : tensor<80x320xf32>
    %2183 = stablehlo.multiply %2181, %2182 : tensor<80x320xf32>
    %2184 = "stablehlo.select"(%1984, %1159, %2183) : (tensor<i1>, tensor<80x320xf32>, tensor<80x320xf32>) -> tensor<80x320xf32>
    %2185 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %2186 = stablehlo.divide %1161, %2185 : tensor<320xf32>
    %2187 = stablehlo.constant dense<1.0> : tensor<320xf32>
    %2188 = stablehlo.multiply %2186, %2187 : tensor<320xf32>
    %2189 = "stablehlo.select"(%1984, %1161, %2188) : (tensor<i1>, tensor<320xf32>, tensor<320xf32>) -> tensor<320xf32>
    %2190 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320x80xf32>
    %2191 = stablehlo.divide %1145, %2190 : tensor<320x80xf32>
    %2192 = stablehlo.constant dense<1.0> : tensor<320x80xf32>
    %2193 = stablehlo.multiply %2191, %2192 : tensor<320x80xf32>
    %2194 = "stablehlo.select"(%1984, %1145, %2193) : (tensor<i1>, tensor<320x80xf32>, tensor<320x80xf32>) -> tensor<320x80xf32>
    %2195 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %2196 = stablehlo.divide %1147, %2195 : tensor<80xf32>
    %2197 = stablehlo.constant dense<1.0> : tensor<80xf32>
    %2198 = stablehlo.multiply %2196, %2197 : tensor<80xf32>
    %2199 = "stablehlo.select"(%1984, %1147, %2198) : (tensor<i1>, tensor<80xf32>, tensor<80xf32>) -> tensor<80xf32>
    %2200 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %2201 = stablehlo.divide %1143, %2200 : tensor<80xf32>
    %2202 = stablehlo.constant dense<1.0> : tensor<80xf32>
    %2203 = stablehlo.multiply %2201, %2202 : tensor<80xf32>
    %2204 = "stablehlo.select"(%1984, %1143, %2203) : (tensor<i1>, tensor<80xf32>, tensor<80xf32>) -> tensor<80xf32>
    %2205 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %2206 = stablehlo.divide %1136, %2205 : tensor<80xf32>
    %2207 = stablehlo.constant dense<1.0> : tensor<80xf32>
    %2208 = stablehlo.multiply %2206, %2207 : tensor<80xf32>
    %2209 = "stablehlo.select"(%1984, %1136, %2208) : (tensor<i1>, tensor<80xf32>, tensor<80xf32>) -> tensor<80xf32>
    %2210 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %2211 = stablehlo.divide %1138, %2210 : tensor<80xf32>
    %2212 = stablehlo.constant dense<1.0> : tensor<80xf32>
    %2213 = stablehlo.multiply %2211, %2212 : tensor<80xf32>
    %2214 = "stablehlo.select"(%1984, %1138, %2213) : (tensor<i1>, tensor<80xf32>, tensor<80xf32>) -> tensor<80xf32>
    %2215 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x80x160xf32>
    %2216 = stablehlo.divide %1115, %2215 : tensor<2x2x80x160xf32>
    %2217 = stablehlo.constant dense<1.0> : tensor<2x2x80x160xf32>
    %2218 = stablehlo.multiply %2216, %2217 : tensor<2x2x80x160xf32>
    %2219 = "stablehlo.select"(%1984, %1115, %2218) : (tensor<i1>, tensor<2x2x80x160xf32>, tensor<2x2x80x160xf32>) -> tensor<2x2x80x160xf32>
    %2220 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %2221 = stablehlo.divide %1117, %2220 : tensor<160xf32>
    %2222 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %2223 = stablehlo.multiply %2221, %2222 : tensor<160xf32>
    %2224 = "stablehlo.select"(%1984, %1117, %2223) : (tensor<i1>, tensor<160xf32>, tensor<160xf32>) -> tensor<160xf32>
    %2225 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x160xf32>
    %2226 = stablehlo.divide %1109, %2225 : tensor<7x7x1x160xf32>
    %2227 = stablehlo.constant dense<1.0> : tensor<7x7x1x160xf32>
    %2228 = stablehlo.multiply %2226, %2227 : tensor<7x7x1x160xf32>
    %2229 = "stablehlo.select"(%1984, %1109, %2228) : (tensor<i1>, tensor<7x7x1x160xf32>, tensor<7x7x1x160xf32>) -> tensor<7x7x1x160xf32>
    %2230 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %2231 = stablehlo.divide %1111, %2230 : tensor<160xf32>
    %2232 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %2233 = stablehlo.multiply %2231, %2232 : tensor<160xf32>
    %2234 = "stablehlo.select"(%1984, %1111, %2233) : (tensor<i1>, tensor<160xf32>, tensor<160xf32>) -> tensor<160xf32>
    %2235 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %2236 = stablehlo.divide %1104, %2235 : tensor<160xf32>
    %2237 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %2238 = stablehlo.multiply %2236, %2237 : tensor<160xf32>
    %2239 = "stablehlo.select"(%1984, %1104, %2238) : (tensor<i1>, tensor<160xf32>, tensor<160xf32>) -> tensor<160xf32>
    %2240 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %2241 = stablehlo.divide %1106, %2240 : tensor<160xf32>
    %2242 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %2243 = stablehlo.multiply %2241, %2242 : tensor<160xf32>
    %2244 = "stablehlo.select"(%1984, %1106, %2243) : (tensor<i1>, tensor<160xf32>, tensor<160xf32>) -> tensor<160xf32>
    %2245 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160x640xf32>
    %2246 = stablehlo.divide %1083, %2245 : tensor<160x640xf32>
    %2247 = stablehlo.constant dense<1.0> : tensor<160x640xf32>
    %2248 = stablehlo.multiply %2246, %2247 : tensor<160x640xf32>
    %2249 = "stablehlo.select"(%1984, %1083, %2248) : (tensor<i1>, tensor<160x640xf32>, tensor<160x640xf32>) -> tensor<160x640xf32>
    %2250 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640xf32>
    %2251 = stablehlo.divide %1085, %2250 : tensor<640xf32>
    %2252 = stablehlo.constant dense<1.0> : tensor<640xf32>
    %2253 = stablehlo.multiply %2251, %2252 : tensor<640xf32>
    %2254 = "stablehlo.select"(%1984, %1085, %2253) : (tensor<i1>, tensor<640xf32>, tensor<640xf32>) -> tensor<640xf32>
    %2255 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640x160xf32>
    %2256 = stablehlo.divide %1069, %2255 : tensor<640x160xf32>
    %2257 = stablehlo.constant dense<1.0> : tensor<640x160xf32>
    %2258 = stablehlo.multiply %2256, %2257 : tensor<640x160xf32>
    %2259 = "stablehlo.select"(%1984, %1069, %2258) : (tensor<i1>, tensor<640x160xf32>, tensor<640x160xf32>) -> tensor<640x160xf32>
    %2260 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %2261 = stablehlo.divide %1071, %2260 : tensor<160xf32>
    %2262 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %2263 = stablehlo.multiply %2261, %2262 : tensor<160xf32>
    %2264 = "stablehlo.select"(%1984, %1071, %2263) : (tensor<i1>, tensor<160xf32>, tensor<160xf32>) -> tensor<160xf32>
    %2265 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %2266 = stablehlo.divide %1067, %2265 : tensor<160xf32>
    %2267 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %2268 = stablehlo.multiply %2266, %2267 : tensor<160xf32>
    %2269 = "stablehlo.select"(%1984, %1067, %2268) : (tensor<i1>, tensor<160xf32>, tensor<160xf32>) -> tensor<160xf32>
    %2270 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x160xf32>
    %2271 = stablehlo.divide %1059, %2270 : tensor<7x7x1x160xf32>
    %2272 = stablehlo.constant dense<1.0> : tensor<7x7x1x160xf32>
    %2273 = stablehlo.multiply %2271, %2272 : tensor<7x7x1x160xf32>
    %2274 = "stablehlo.select"(%1984, %1059, %2273) : (tensor<i1>, tensor<7x7x1x160xf32>, tensor<7x7x1x160xf32>) -> tensor<7x7x1x160xf32>
    %2275 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %2276 = stablehlo.divide %1061, %2275 : tensor<160xf32>
    %2277 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %2278 = stablehlo.multiply %2276, %2277 : tensor<160xf32>
    %2279 = "stablehlo.select"(%1984, %1061, %2278) : (tensor<i1>, tensor<160xf32>, tensor<160xf32>) -> tensor<160xf32>
    %2280 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %2281 = stablehlo.divide %1054, %2280 : tensor<160xf32>
    %2282 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %2283 = stablehlo.multiply %2281, %2282 : tensor<160xf32>
    %2284 = "stablehlo.select"(%1984, %1054, %2283) : (tensor<i1>, tensor<160xf32>, tensor<160xf32>) -> tensor<160xf32>
    %2285 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %2286 = stablehlo.divide %1056, %2285 : tensor<160xf32>
    %2287 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %2288 = stablehlo.multiply %2286, %2287 : tensor<160xf32>
    %2289 = "stablehlo.select"(%1984, %1056, %2288) : (tensor<i1>, tensor<160xf32>, tensor<160xf32>) -> tensor<160xf32>
    %2290 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160x640xf32>
    %2291 = stablehlo.divide %1033, %2290 : tensor<160x640xf32>
    %2292 = stablehlo.constant dense<1.0> : tensor<160x640xf32>
    %2293 = stablehlo.multiply %2291, %2292 : tensor<160x640xf32>
    %2294 = "stablehlo.select"(%1984, %1033, %2293) : (tensor<i1>, tensor<160x640xf32>, tensor<160x640xf32>) -> tensor<160x640xf32>
    %2295 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640xf32>
    %2296 = stablehlo.divide %1035, %2295 : tensor<640xf32>
    %2297 = stablehlo.constant dense<1.0> : tensor<640xf32>
    %2298 = stablehlo.multiply %2296, %2297 : tensor<640xf32>
    %2299 = "stablehlo.select"(%1984, %1035, %2298) : (tensor<i1>, tensor<640xf32>, tensor<640xf32>) -> tensor<640xf32>
    %2300 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640x160xf32>
    %2301 = stablehlo.divide %1019, %2300 : tensor<640x160xf32>
    %2302 = stablehlo.constant dense<1.0> : tensor<640x160xf32>
    %2303 = stablehlo.multiply %2301, %2302 : tensor<640x160xf32>
    %2304 = "stablehlo.select"(%1984, %1019, %2303) : (tensor<i1>, tensor<640x160xf32>, tensor<640x160xf32>) -> tensor<640x160xf32>
    %2305 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %2306 = stablehlo.divide %1021, %2305 : tensor<160xf32>
    %2307 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %2308 = stablehlo.multiply %2306, %2307 : tensor<160xf32>
    %2309 = "stablehlo.select"(%1984, %1021, %2308) : (tensor<i1>, tensor<160xf32>, tensor<160xf32>) -> tensor<160xf32>
    %2310 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %2311 = stablehlo.divide %1017, %2310 : tensor<160xf32>
    %2312 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %2313 = stablehlo.multiply %2311, %2312 : tensor<160xf32>
    %2314 = "stablehlo.select"(%1984, %1017, %2313) : (tensor<i1>, tensor<160xf32>, tensor<160xf32>) -> tensor<160xf32>
    %2315 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x160xf32>
    %2316 = stablehlo.divide %1009, %2315 : tensor<7x7x1x160xf32>
    %2317 = stablehlo.constant dense<1.0> : tensor<7x7x1x160xf32>
    %2318 = stablehlo.multiply %2316, %2317 : tensor<7x7x1x160xf32>
    %2319 = "stablehlo.select"(%1984, %1009, %2318) : (tensor<i1>, tensor<7x7x1x160xf32>, tensor<7x7x1x160xf32>) -> tensor<7x7x1x160xf32>
    %2320 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %2321 = stablehlo.divide %1011, %2320 : tensor<160xf32>
    %2322 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %2323 = stablehlo.multiply %2321, %2322 : tensor<160xf32>
    %2324 = "stablehlo.select"(%1984, %1011, %2323) : (tensor<i1>, tensor<160xf32>, tensor<160xf32>) -> tensor<160xf32>
    %2325 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %2326 = stablehlo.divide %1004, %2325 : tensor<160xf32>
    %2327 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %2328 = stablehlo.multiply %2326, %2327 : tensor<160xf32>
    %2329 = "stablehlo.select"(%1984, %1004, %2328) : (tensor<i1>, tensor<160xf32>, tensor<160xf32>) -> tensor<160xf32>
    %2330 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %2331 = stablehlo.divide %1006, %2330 : tensor<160xf32>
    %2332 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %2333 = stablehlo.multiply %2331, %2332 : tensor<160xf32>
    %2334 = "stablehlo.select"(%1984, %1006, %2333) : (tensor<i1>, tensor<160xf32>, tensor<160xf32>) -> tensor<160xf32>
    %2335 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160x640xf32>
    %2336 = stablehlo.divide %983, %2335 : tensor<160x640xf32>
    %2337 = stablehlo.constant dense<1.0> : tensor<160x640xf32>
    %2338 = stablehlo.multiply %2336, %2337 : tensor<160x640xf32>
    %2339 = "stablehlo.select"(%1984, %983, %2338) : (tensor<i1>, tensor<160x640xf32>, tensor<160x640xf32>) -> tensor<160x640xf32>
    %2340 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640xf32>
    %2341 = stablehlo.divide %985, %2340 : tensor<640xf32>
    %2342 = stablehlo.constant dense<1.0> : tensor<640xf32>
    %2343 = stablehlo.multiply %2341, %2342 : tensor<640xf32>
    %2344 = "stablehlo.select"(%1984, %985, %2343) : (tensor<i1>, tensor<640xf32>, tensor<640xf32>) -> tensor<640xf32>
    %2345 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640x160xf32>
    %2346 = stablehlo.divide %969, %2345 : tensor<640x160xf32>
    %2347 = stablehlo.constant dense<1.0> : tensor<640x160xf32>
    %2348 = stablehlo.multiply %2346, %2347 : tensor<640x160xf32>
    %2349 = "stablehlo.select"(%1984, %969, %2348) : (tensor<i1>, tensor<640x160xf32>, tensor<640x160xf32>) -> tensor<640x160xf32>
    %2350 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %2351 = stablehlo.divide %971, %2350 : tensor<160xf32>
    %2352 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %2353 = stablehlo.multiply %2351, %2352 : tensor<160xf32>
    %2354 = "stablehlo.select"(%1984, %971, %2353) : (tensor<i1>, tensor<160xf32>, tensor<160xf32>) -> tensor<160xf32>
    %2355 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %2356 = stablehlo.divide %967, %2355 : tensor<160xf32>
    %2357 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %2358 = stablehlo.multiply %2356, %2357 : tensor<160xf32>
    %2359 = "stablehlo.select"(%1984, %967, %2358) : (tensor<i1>, tensor<160xf32>, tensor<160xf32>) -> tensor<160xf32>
    %2360 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x160xf32>
    %2361 = stablehlo.divide %959, %2360 : tensor<7x7x1x160xf32>
    %2362 = stablehlo.constant dense<1.0> : tensor<7x7x1x160xf32>
    %2363 = stablehlo.multiply %2361, %2362 : tensor<7x7x1x160xf32>
    %2364 = "stablehlo.select"(%1984, %959, %2363) : (tensor<i1>, tensor<7x7x1x160xf32>, tensor<7x7x1x160xf32>) -> tensor<7x7x1x160xf32>
    %2365 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %2366 = stablehlo.divide %961, %2365 : tensor<160xf32>
    %2367 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %2368 = stablehlo.multiply %2366, %2367 : tensor<160xf32>
    %2369 = "stablehlo.select"(%1984, %961, %2368) : (tensor<i1>, tensor<160xf32>, tensor<160xf32>) -> tensor<160xf32>
    %2370 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %2371 = stablehlo.divide %954, %2370 : tensor<160xf32>
    %2372 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %2373 = stablehlo.multiply %2371, %2372 : tensor<160xf32>
    %2374 = "stablehlo.select"(%1984, %954, %2373) : (tensor<i1>, tensor<160xf32>, tensor<160xf32>) -> tensor<160xf32>
    %2375 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %2376 = stablehlo.divide %956, %2375 : tensor<160xf32>
    %2377 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %2378 = stablehlo.multiply %2376, %2377 : tensor<160xf32>
    %2379 = "stablehlo.select"(%1984, %956, %2378) : (tensor<i1>, tensor<160xf32>, tensor<160xf32>) -> tensor<160xf32>
    %2380 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160x640xf32>
    %2381 = stablehlo.divide %933, %2380 : tensor<160x640xf32>
    %2382 = stablehlo.constant dense<1.0> : tensor<160x640xf32>
    %2383 = stablehlo.multiply %2381, %2382 : tensor<160x640xf32>
    %2384 = "stablehlo.select"(%1984, %933, %2383) : (tensor<i1>, tensor<160x640xf32>, tensor<160x640xf32>) -> tensor<160x640xf32>
    %2385 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640xf32>
    %2386 = stablehlo.divide %935, %2385 : tensor<640xf32>
    %2387 = stablehlo.constant dense<1.0> : tensor<640xf32>
    %2388 = stablehlo.multiply %2386, %2387 : tensor<640xf32>
    %2389 = "stablehlo.select"(%1984, %935, %2388) : (tensor<i1>, tensor<640xf32>, tensor<640xf32>) -> tensor<640xf32>
    %2390 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640x160xf32>
    %2391 = stablehlo.divide %919, %2390 : tensor<640x160xf32>
    %2392 = stablehlo.constant dense<1.0> : tensor<640x160xf32>
    %2393 = stablehlo.multiply %2391, %2392 : tensor<640x160xf32>
    %2394 = "stablehlo.select"(%1984, %919, %2393) : (tensor<i1>, tensor<640x160xf32>, tensor<640x160xf32>) -> tensor<640x160xf32>
    %2395 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %2396 = stablehlo.divide %921, %2395 : tensor<160xf32>
    %2397 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %2398 = stablehlo.multiply %2396, %2397 : tensor<160xf32>
    %2399 = "stablehlo.select"(%1984, %921, %2398) : (tensor<i1>, tensor<160xf32>, tensor<160xf32>) -> tensor<160xf32>
    %2400 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %2401 = stablehlo.divide %917, %2400 : tensor<160xf32>
    %2402 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %2403 = stablehlo.multiply %2401, %2402 : tensor<160xf32>
    %2404 = "stablehlo.select"(%1984, %917, %2403) : (tensor<i1>, tensor<160xf32>, tensor<160xf32>) -> tensor<160xf32>
    %2405 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x160xf32>
    %2406 = stablehlo.divide %909, %2405 : tensor<7x7x1x160xf32>
    %2407 = stablehlo.constant dense<1.0> : tensor<7x7x1x160xf32>
    %2408 = stablehlo.multiply %2406, %2407 : tensor<7x7x1x160xf32>
    %2409 = "stablehlo.select"(%1984, %909, %2408) : (tensor<i1>, tensor<7x7x1x160xf32>, tensor<7x7x1x160xf32>) -> tensor<7x7x1x160xf32>
    %2410 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %2411 = stablehlo.divide %911, %2410 : tensor<160xf32>
    %2412 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %2413 = stablehlo.multiply %2411, %2412 : tensor<160xf32>
    %2414 = "stablehlo.select"(%1984, %911, %2413) : (tensor<i1>, tensor<160xf32>, tensor<160xf32>) -> tensor<160xf32>
    %2415 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %2416 = stablehlo.divide %904, %2415 : tensor<160xf32>
    %2417 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %2418 = stablehlo.multiply %2416, %2417 : tensor<160xf32>
    %2419 = "stablehlo.select"(%1984, %904, %2418) : (tensor<i1>, tensor<160xf32>, tensor<160xf32>) -> tensor<160xf32>
    %2420 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %2421 = stablehlo.divide %906, %2420 : tensor<160xf32>
    %2422 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %2423 = stablehlo.multiply %2421, %2422 : tensor<160xf32>
    %2424 = "stablehlo.select"(%1984, %906, %2423) : (tensor<i1>, tensor<160xf32>, tensor<160xf32>) -> tensor<160xf32>
    %2425 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160x640xf32>
    %2426 = stablehlo.divide %883, %2425 : tensor<160x640xf32>
    %2427 = stablehlo.constant dense<1.0> : tensor<160x640xf32>
    %2428 = stablehlo.multiply %2426, %2427 : tensor<160x640xf32>
    %2429 = "stablehlo.select"(%1984, %883, %2428) : (tensor<i1>, tensor<160x640xf32>, tensor<160x640xf32>) -> tensor<160x640xf32>
    %2430 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640xf32>
    %2431 = stablehlo.divide %885, %2430 : tensor<640xf32>
    %2432 = stablehlo.constant dense<1.0> : tensor<640xf32>
    %2433 = stablehlo.multiply %2431, %2432 : tensor<640xf32>
    %2434 = "stablehlo.select"(%1984, %885, %2433) : (tensor<i1>, tensor<640xf32>, tensor<640xf32>) -> tensor<640xf32>
    %2435 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640x160xf32>
    %2436 = stablehlo.divide %869, %2435 : tensor<640x160xf32>
    %2437 = stablehlo.constant dense<1.0> : tensor<640x160xf32>
    %2438 = stablehlo.multiply %2436, %2437 : tensor<640x160xf32>
    %2439 = "stablehlo.select"(%1984, %869, %2438) : (tensor<i1>, tensor<640x160xf32>, tensor<640x160xf32>) -> tensor<640x160xf32>
    %2440 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %2441 = stablehlo.divide %871, %2440 : tensor<160xf32>
    %2442 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %2443 = stablehlo.multiply %2441, %2442 : tensor<160xf32>
    %2444 = "stablehlo.select"(%1984, %871, %2443) : (tensor<i1>, tensor<160xf32>, tensor<160xf32>) -> tensor<160xf32>
    %2445 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %2446 = stablehlo.divide %867, %2445 : tensor<160xf32>
    %2447 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %2448 = stablehlo.multiply %2446, %2447 : tensor<160xf32>
    %2449 = "stablehlo.select"(%1984, %867, %2448) : (tensor<i1>, tensor<160xf32>, tensor<160xf32>) -> tensor<160xf32>
    %2450 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x160xf32>
    %2451 = stablehlo.divide %859, %2450 : tensor<7x7x1x160xf32>
    %2452 = stablehlo.constant dense<1.0> : tensor<7x7x1x160xf32>
    %2453 = stablehlo.multiply %2451, %2452 : tensor<7x7x1x160xf32>
    %2454 = "stablehlo.select"(%1984, %859, %2453) : (tensor<i1>, tensor<7x7x1x160xf32>, tensor<7x7x1x160xf32>) -> tensor<7x7x1x160xf32>
    %2455 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %2456 = stablehlo.divide %861, %2455 : tensor<160xf32>
    %2457 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %2458 = stablehlo.multiply %2456, %2457 : tensor<160xf32>
    %2459 = "stablehlo.select"(%1984, %861, %2458) : (tensor<i1>, tensor<160xf32>, tensor<160xf32>) -> tensor<160xf32>
    %2460 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %2461 = stablehlo.divide %854, %2460 : tensor<160xf32>
    %2462 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %2463 = stablehlo.multiply %2461, %2462 : tensor<160xf32>
    %2464 = "stablehlo.select"(%1984, %854, %2463) : (tensor<i1>, tensor<160xf32>, tensor<160xf32>) -> tensor<160xf32>
    %2465 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %2466 = stablehlo.divide %856, %2465 : tensor<160xf32>
    %2467 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %2468 = stablehlo.multiply %2466, %2467 : tensor<160xf32>
    %2469 = "stablehlo.select"(%1984, %856, %2468) : (tensor<i1>, tensor<160xf32>, tensor<160xf32>) -> tensor<160xf32>
    %2470 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160x640xf32>
    %2471 = stablehlo.divide %833, %2470 : tensor<160x640xf32>
    %2472 = stablehlo.constant dense<1.0> : tensor<160x640xf32>
    %2473 = stablehlo.multiply %2471, %2472 : tensor<160x640xf32>
    %2474 = "stablehlo.select"(%1984, %833, %2473) : (tensor<i1>, tensor<160x640xf32>, tensor<160x640xf32>) -> tensor<160x640xf32>
    %2475 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640xf32>
    %2476 = stablehlo.divide %835, %2475 : tensor<640xf32>
    %2477 = stablehlo.constant dense<1.0> : tensor<640xf32>
    %2478 = stablehlo.multiply %2476, %2477 : tensor<640xf32>
    %2479 = "stablehlo.select"(%1984, %835, %2478) : (tensor<i1>, tensor<640xf32>, tensor<640xf32>) -> tensor<640xf32>
    %2480 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640x160xf32>
    %2481 = stablehlo.divide %819, %2480 : tensor<640x160xf32>
    %2482 = stablehlo.constant dense<1.0> : tensor<640x160xf32>
    %2483 = stablehlo.multiply %2481, %2482 : tensor<640x160xf32>
    %2484 = "stablehlo.select"(%1984, %819, %2483) : (tensor<i1>, tensor<640x160xf32>, tensor<640x160xf32>) -> tensor<640x160xf32>
    %2485 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %2486 = stablehlo.divide %821, %2485 : tensor<160xf32>
    %2487 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %2488 = stablehlo.multiply %2486, %2487 : tensor<160xf32>
    %2489 = "stablehlo.select"(%1984, %821, %2488) : (tensor<i1>, tensor<160xf32>, tensor<160xf32>) -> tensor<160xf32>
    %2490 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %2491 = stablehlo.divide %817, %2490 : tensor<160xf32>
    %2492 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %2493 = stablehlo.multiply %2491, %2492 : tensor<160xf32>
    %2494 = "stablehlo.select"(%1984, %817, %2493) : (tensor<i1>, tensor<160xf32>, tensor<160xf32>) -> tensor<160xf32>
    %2495 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %2496 = stablehlo.divide %810, %2495 : tensor<160xf32>
    %2497 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %2498 = stablehlo.multiply %2496, %2497 : tensor<160xf32>
    %2499 = "stablehlo.select"(%1984, %810, %2498) : (tensor<i1>, tensor<160xf32>, tensor<160xf32>) -> tensor<160xf32>
    %2500 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %2501 = stablehlo.divide %812, %2500 : tensor<160xf32>
    %2502 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %2503 = stablehlo.multiply %2501, %2502 : tensor<160xf32>
    %2504 = "stablehlo.select"(%1984, %812, %2503) : (tensor<i1>, tensor<160xf32>, tensor<160xf32>) -> tensor<160xf32>
    %2505 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x160x320xf32>
    %2506 = stablehlo.divide %789, %2505 : tensor<2x2x160x320xf32>
    %2507 = stablehlo.constant dense<1.0> : tensor<2x2x160x320xf32>
    %2508 = stablehlo.multiply %2506, %2507 : tensor<2x2x160x320xf32>
    %2509 = "stablehlo.select"(%1984, %789, %2508) : (tensor<i1>, tensor<2x2x160x320xf32>, tensor<2x2x160x320xf32>) -> tensor<2x2x160x320xf32>
    %2510 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %2511 = stablehlo.divide %791, %2510 : tensor<320xf32>
    %2512 = stablehlo.constant dense<1.0> : tensor<320xf32>
    %2513 = stablehlo.multiply %2511, %2512 : tensor<320xf32>
    %2514 = "stablehlo.select"(%1984, %791, %2513) : (tensor<i1>, tensor<320xf32>, tensor<320xf32>) -> tensor<320xf32>
    %2515 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x320xf32>
    %2516 = stablehlo.divide %783, %2515 : tensor<7x7x1x320xf32>
    %2517 = stablehlo.constant dense<1.0> : tensor<7x7x1x320xf32>
    %2518 = stablehlo.multiply %2516, %2517 : tensor<7x7x1x320xf32>
    %2519 = "stablehlo.select"(%1984, %783, %2518) : (tensor<i1>, tensor<7x7x1x320xf32>, tensor<7x7x1x320xf32>) -> tensor<7x7x1x320xf32>
    %2520 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %2521 = stablehlo.divide %785, %2520 : tensor<320xf32>
    %2522 = stablehlo.constant dense<1.0> : tensor<320xf32>
    %2523 = stablehlo.multiply %2521, %2522 : tensor<320xf32>
    %2524 = "stablehlo.select"(%1984, %785, %2523) : (tensor<i1>, tensor<320xf32>, tensor<320xf32>) -> tensor<320xf32>
    %2525 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %2526 = stablehlo.divide %778, %2525 : tensor<320xf32>
    %2527 = stablehlo.constant dense<1.0> : tensor<320xf32>
    %2528 = stablehlo.multiply %2526, %2527 : tensor<320xf32>
    %2529 = "stablehlo.select"(%1984, %778, %2528) : (tensor<i1>, tensor<320xf32>, tensor<320xf32>) -> tensor<320xf32>
    %2530 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %2531 = stablehlo.divide %780, %2530 : tensor<320xf32>
    %2532 = stablehlo.constant dense<1.0> : tensor<320xf32>
    %2533 = stablehlo.multiply %2531, %2532 : tensor<320xf32>
    %2534 = "stablehlo.select"(%1984, %780, %2533) : (tensor<i1>, tensor<320xf32>, tensor<320xf32>) -> tensor<320xf32>
    %2535 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320x1280xf32>
    %2536 = stablehlo.divide %757, %2535 : tensor<320x1280xf32>
    %2537 = stablehlo.constant dense<1.0> : tensor<320x1280xf32>
    %2538 = stablehlo.multiply %2536, %2537 : tensor<320x1280xf32>
    %2539 = "stablehlo.select"(%1984, %757, %2538) : (tensor<i1>, tensor<320x1280xf32>, tensor<320x1280xf32>) -> tensor<320x1280xf32>
    %2540 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1280xf32>
    %2541 = stablehlo.divide %759, %2540 : tensor<1280xf32>
    %2542 = stablehlo.constant dense<1.0> : tensor<1280xf32>
    %2543 = stablehlo.multiply %2541, %2542 : tensor<1280xf32>
    %2544 = "stablehlo.select"(%1984, %759, %2543) : (tensor<i1>, tensor<1280xf32>, tensor<1280xf32>) -> tensor<1280xf32>
    %2545 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1280x320xf32>
    %2546 = stablehlo.divide %743, %2545 : tensor<1280x320xf32>
    %2547 = stablehlo.constant dense<1.0> : tensor<1280x320xf32>
    %2548 = stablehlo.multiply %2546, %2547 : tensor<1280x320xf32>
    %2549 = "stablehlo.select"(%1984, %743, %2548) : (tensor<i1>, tensor<1280x320xf32>, tensor<1280x320xf32>) -> tensor<1280x320xf32>
    %2550 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %2551 = stablehlo.divide %745, %2550 : tensor<320xf32>
    %2552 = stablehlo.constant dense<1.0> : tensor<320xf32>
    %2553 = stablehlo.multiply %2551, %2552 : tensor<320xf32>
    %2554 = "stablehlo.select"(%1984, %745, %2553) : (tensor<i1>, tensor<320xf32>, tensor<320xf32>) -> tensor<320xf32>
    %2555 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %2556 = stablehlo.divide %741, %2555 : tensor<320xf32>
    %2557 = stablehlo.constant dense<1.0> : tensor<320xf32>
    %2558 = stablehlo.multiply %2556, %2557 : tensor<320xf32>
    %2559 = "stablehlo.select"(%1984, %741, %2558) : (tensor<i1>, tensor<320xf32>, tensor<320xf32>) -> tensor<320xf32>
    %2560 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x320xf32>
    %2561 = stablehlo.divide %733, %2560 : tensor<7x7x1x320xf32>
    %2562 = stablehlo.constant dense<1.0> : tensor<7x7x1x320xf32>
    %2563 = stablehlo.multiply %2561, %2562 : tensor<7x7x1x320xf32>
    %2564 = "stablehlo.select"(%1984, %733, %2563) : (tensor<i1>, tensor<7x7x1x320xf32>, tensor<7x7x1x320xf32>) -> tensor<7x7x1x320xf32>
    %2565 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %2566 = stablehlo.divide %735, %2565 : tensor<320xf32>
    %2567 = stablehlo.constant dense<1.0> : tensor<320xf32>
    %2568 = stablehlo.multiply %2566, %2567 : tensor<320xf32>
    %2569 = "stablehlo.select"(%1984, %735, %2568) : (tensor<i1>, tensor<320xf32>, tensor<320xf32>) -> tensor<320xf32>
    %2570 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %2571 = stablehlo.divide %728, %2570 : tensor<320xf32>
    %2572 = stablehlo.constant dense<1.0> : tensor<320xf32>
    %2573 = stablehlo.multiply %2571, %2572 : tensor<320xf32>
    %2574 = "stablehlo.select"(%1984, %728, %2573) : (tensor<i1>, tensor<320xf32>, tensor<320xf32>) -> tensor<320xf32>
    %2575 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %2576 = stablehlo.divide %730, %2575 : tensor<320xf32>
    %2577 = stablehlo.constant dense<1.0> : tensor<320xf32>
    %2578 = stablehlo.multiply %2576, %2577 : tensor<320xf32>
    %2579 = "stablehlo.select"(%1984, %730, %2578) : (tensor<i1>, tensor<320xf32>, tensor<320xf32>) -> tensor<320xf32>
    %2580 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320x1280xf32>
    %2581 = stablehlo.divide %707, %2580 : tensor<320x1280xf32>
    %2582 = stablehlo.constant dense<1.0> : tensor<320x1280xf32>
    %2583 = stablehlo.multiply %2581, %2582 : tensor<320x1280xf32>
    %2584 = "stablehlo.select"(%1984, %707, %2583) : (tensor<i1>, tensor<320x1280xf32>, tensor<320x1280xf32>) -> tensor<320x1280xf32>
    %2585 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1280xf32>
    %2586 = stablehlo.divide %709, %2585 : tensor<1280xf32>
    %2587 = stablehlo.constant dense<1.0> : tensor<1280xf32>
    %2588 = stablehlo.multiply %2586, %2587 : tensor<1280xf32>
    %2589 = "stablehlo.select"(%1984, %709, %2588) : (tensor<i1>, tensor<1280xf32>, tensor<1280xf32>) -> tensor<1280xf32>
    %2590 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1280x320xf32>
    %2591 = stablehlo.divide %693, %2590 : tensor<1280x320xf32>
    %2592 = stablehlo.constant dense<1.0> : tensor<1280x320xf32>
    %2593 = stablehlo.multiply %2591, %2592 : tensor<1280x320xf32>
    %2594 = "stablehlo.select"(%1984, %693, %2593) : (tensor<i1>, tensor<1280x320xf32>, tensor<1280x320xf32>) -> tensor<1280x320xf32>
    %2595 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %2596 = stablehlo.divide %695, %2595 : tensor<320xf32>
    %2597 = stablehlo.constant dense<1.0> : tensor<320xf32>
    %2598 = stablehlo.multiply %2596, %2597 : tensor<320xf32>
    %2599 = "stablehlo.select"(%1984, %695, %2598) : (tensor<i1>, tensor<320xf32>, tensor<320xf32>) -> tensor<320xf32>
    %2600 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %2601 = stablehlo.divide %691, %2600 : tensor<320xf32>
    %2602 = stablehlo.constant dense<1.0> : tensor<320xf32>
    %2603 = stablehlo.multiply %2601, %2602 : tensor<320xf32>
    %2604 = "stablehlo.select"(%1984, %691, %2603) : (tensor<i1>, tensor<320xf32>, tensor<320xf32>) -> tensor<320xf32>
    %2605 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %2606 = stablehlo.divide %681, %2605 : tensor<320xf32>
    %2607 = stablehlo.constant dense<1.0> : tensor<320xf32>
    %2608 = stablehlo.multiply %2606, %2607 : tensor<320xf32>
    %2609 = "stablehlo.select"(%1984, %681, %2608) : (tensor<i1>, tensor<320xf32>, tensor<320xf32>) -> tensor<320xf32>
    %2610 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %2611 = stablehlo.divide %683, %2610 : tensor<320xf32>
    %2612 = stablehlo.constant dense<1.0> : tensor<320xf32>
    %2613 = stablehlo.multiply %2611, %2612 : tensor<320xf32>
    %2614 = "stablehlo.select"(%1984, %683, %2613) : (tensor<i1>, tensor<320xf32>, tensor<320xf32>) -> tensor<320xf32>
    %2615 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320x10xf32>
    %2616 = stablehlo.divide %660, %2615 : tensor<320x10xf32>
    %2617 = stablehlo.constant dense<1.0> : tensor<320x10xf32>
    %2618 = stablehlo.multiply %2616, %2617 : tensor<320x10xf32>
    %2619 = "stablehlo.select"(%1984, %660, %2618) : (tensor<i1>, tensor<320x10xf32>, tensor<320x10xf32>) -> tensor<320x10xf32>
    %2620 = "stablehlo.broadcast_in_dim"(%1982) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<10xf32>
    %2621 = stablehlo.divide %662, %2620 : tensor<10xf32>
    %2622 = stablehlo.constant dense<1.0> : tensor<10xf32>
    %2623 = stablehlo.multiply %2621, %2622 : tensor<10xf32>
    %2624 = "stablehlo.select"(%1984, %662, %2623) : (tensor<i1>, tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %2625 = stablehlo.constant dense<0.9> : tensor<4x4x3x40xf32>
    %2626 = stablehlo.multiply %2625, %m.stem.conv.w : tensor<4x4x3x40xf32>
    %2627 = stablehlo.constant dense<0.1> : tensor<4x4x3x40xf32>
    %2628 = stablehlo.multiply %2627, %1989 : tensor<4x4x3x40xf32>
    %2629 = stablehlo.add %2626, %2628 : tensor<4x4x3x40xf32>
    %2630 = stablehlo.constant dense<0.999> : tensor<4x4x3x40xf32>
    %2631 = stablehlo.multiply %2630, %v.stem.conv.w : tensor<4x4x3x40xf32>
    %2632 = stablehlo.constant dense<0.001> : tensor<4x4x3x40xf32>
    %2633 = stablehlo.multiply %1989, %1989 : tensor<4x4x3x40xf32>
    %2634 = stablehlo.multiply %2632, %2633 : tensor<4x4x3x40xf32>
    %2635 = stablehlo.add %2631, %2634 : tensor<4x4x3x40xf32>
    %2636 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x4x3x40xf32>
    %2637 = stablehlo.divide %2629, %2636 : tensor<4x4x3x40xf32>
    %2638 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x4x3x40xf32>
    %2639 = stablehlo.divide %2635, %2638 : tensor<4x4x3x40xf32>
    %2640 = stablehlo.sqrt %2639 : tensor<4x4x3x40xf32>
    %2641 = stablehlo.constant dense<1.0e-08> : tensor<4x4x3x40xf32>
    %2642 = stablehlo.add %2640, %2641 : tensor<4x4x3x40xf32>
    %2643 = stablehlo.divide %2637, %2642 : tensor<4x4x3x40xf32>
    %2644 = stablehlo.constant dense<0.9> : tensor<40xf32>
    %2645 = stablehlo.multiply %2644, %m.stem.conv.b : tensor<40xf32>
    %2646 = stablehlo.constant dense<0.1> : tensor<40xf32>
    %2647 = stablehlo.multiply %2646, %1994 : tensor<40xf32>
    %2648 = stablehlo.add %2645, %2647 : tensor<40xf32>
    %2649 = stablehlo.constant dense<0.999> : tensor<40xf32>
    %2650 = stablehlo.multiply %2649, %v.stem.conv.b : tensor<40xf32>
    %2651 = stablehlo.constant dense<0.001> : tensor<40xf32>
    %2652 = stablehlo.multiply %1994, %1994 : tensor<40xf32>
    %2653 = stablehlo.multiply %2651, %2652 : tensor<40xf32>
    %2654 = stablehlo.add %2650, %2653 : tensor<40xf32>
    %2655 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %2656 = stablehlo.divide %2648, %2655 : tensor<40xf32>
    %2657 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %2658 = stablehlo.divide %2654, %2657 : tensor<40xf32>
    %2659 = stablehlo.sqrt %2658 : tensor<40xf32>
    %2660 = stablehlo.constant dense<1.0e-08> : tensor<40xf32>
    %2661 = stablehlo.add %2659, %2660 : tensor<40xf32>
    %2662 = stablehlo.divide %2656, %2661 : tensor<40xf32>
    %2663 = stablehlo.constant dense<0.9> : tensor<40xf32>
    %2664 = stablehlo.multiply %2663, %m.stem.norm.g : tensor<40xf32>
    %2665 = stablehlo.constant dense<0.1> : tensor<40xf32>
    %2666 = stablehlo.multiply %2665, %1999 : tensor<40xf32>
    %2667 = stablehlo.add %2664, %2666 : tensor<40xf32>
    %2668 = stablehlo.constant dense<0.999> : tensor<40xf32>
    %2669 = stablehlo.multiply %2668, %v.stem.norm.g : tensor<40xf32>
    %2670 = stablehlo.constant dense<0.001> : tensor<40xf32>
    %2671 = stablehlo.multiply %1999, %1999 : tensor<40xf32>
    %2672 = stablehlo.multiply %2670, %2671 : tensor<40xf32>
    %2673 = stablehlo.add %2669, %2672 : tensor<40xf32>
    %2674 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %2675 = stablehlo.divide %2667, %2674 : tensor<40xf32>
    %2676 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %2677 = stablehlo.divide %2673, %2676 : tensor<40xf32>
    %2678 = stablehlo.sqrt %2677 : tensor<40xf32>
    %2679 = stablehlo.constant dense<1.0e-08> : tensor<40xf32>
    %2680 = stablehlo.add %2678, %2679 : tensor<40xf32>
    %2681 = stablehlo.divide %2675, %2680 : tensor<40xf32>
    %2682 = stablehlo.constant dense<0.9> : tensor<40xf32>
    %2683 = stablehlo.multiply %2682, %m.stem.norm.b : tensor<40xf32>
    %2684 = stablehlo.constant dense<0.1> : tensor<40xf32>
    %2685 = stablehlo.multiply %2684, %2004 : tensor<40xf32>
    %2686 = stablehlo.add %2683, %2685 : tensor<40xf32>
    %2687 = stablehlo.constant dense<0.999> : tensor<40xf32>
    %2688 = stablehlo.multiply %2687, %v.stem.norm.b : tensor<40xf32>
    %2689 = stablehlo.constant dense<0.001> : tensor<40xf32>
    %2690 = stablehlo.multiply %2004, %2004 : tensor<40xf32>
    %2691 = stablehlo.multiply %2689, %2690 : tensor<40xf32>
    %2692 = stablehlo.add %2688, %2691 : tensor<40xf32>
    %2693 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %2694 = stablehlo.divide %2686, %2693 : tensor<40xf32>
    %2695 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %2696 = stablehlo.divide %2692, %2695 : tensor<40xf32>
    %2697 = stablehlo.sqrt %2696 : tensor<40xf32>
    %2698 = stablehlo.constant dense<1.0e-08> : tensor<40xf32>
    %2699 = stablehlo.add %2697, %2698 : tensor<40xf32>
    %2700 = stablehlo.divide %2694, %2699 : tensor<40xf32>
    %2701 = stablehlo.constant dense<0.9> : tensor<7x7x1x40xf32>
    %2702 = stablehlo.multiply %2701, %m.stages.0.blocks.0.dwconv.w : tensor<7x7x1x40xf32>
    %2703 = stablehlo.constant dense<0.1> : tensor<7x7x1x40xf32>
    %2704 = stablehlo.multiply %2703, %2009 : tensor<7x7x1x40xf32>
    %2705 = stablehlo.add %2702, %2704 : tensor<7x7x1x40xf32>
    %2706 = stablehlo.constant dense<0.999> : tensor<7x7x1x40xf32>
    %2707 = stablehlo.multiply %2706, %v.stages.0.blocks.0.dwconv.w : tensor<7x7x1x40xf32>
    %2708 = stablehlo.constant dense<0.001> : tensor<7x7x1x40xf32>
    %2709 = stablehlo.multiply %2009, %2009 : tensor<7x7x1x40xf32>
    %2710 = stablehlo.multiply %2708, %2709 : tensor<7x7x1x40xf32>
    %2711 = stablehlo.add %2707, %2710 : tensor<7x7x1x40xf32>
    %2712 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x40xf32>
    %2713 = stablehlo.divide %2705, %2712 : tensor<7x7x1x40xf32>
    %2714 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x40xf32>
    %2715 = stablehlo.divide %2711, %2714 : tensor<7x7x1x40xf32>
    %2716 = stablehlo.sqrt %2715 : tensor<7x7x1x40xf32>
    %2717 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x40xf32>
    %2718 = stablehlo.add %2716, %2717 : tensor<7x7x1x40xf32>
    %2719 = stablehlo.divide %2713, %2718 : tensor<7x7x1x40xf32>
    %2720 = stablehlo.constant dense<0.9> : tensor<40xf32>
    %2721 = stablehlo.multiply %2720, %m.stages.0.blocks.0.dwconv.b : tensor<40xf32>
    %2722 = stablehlo.constant dense<0.1> : tensor<40xf32>
    %2723 = stablehlo.multiply %2722, %2014 : tensor<40xf32>
    %2724 = stablehlo.add %2721, %2723 : tensor<40xf32>
    %2725 = stablehlo.constant dense<0.999> : tensor<40xf32>
    %2726 = stablehlo.multiply %2725, %v.stages.0.blocks.0.dwconv.b : tensor<40xf32>
    %2727 = stablehlo.constant dense<0.001> : tensor<40xf32>
    %2728 = stablehlo.multiply %2014, %2014 : tensor<40xf32>
    %2729 = stablehlo.multiply %2727, %2728 : tensor<40xf32>
    %2730 = stablehlo.add %2726, %2729 : tensor<40xf32>
    %2731 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %2732 = stablehlo.divide %2724, %2731 : tensor<40xf32>
    %2733 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %2734 = stablehlo.divide %2730, %2733 : tensor<40xf32>
    %2735 = stablehlo.sqrt %2734 : tensor<40xf32>
    %2736 = stablehlo.constant dense<1.0e-08> : tensor<40xf32>
    %2737 = stablehlo.add %2735, %2736 : tensor<40xf32>
    %2738 = stablehlo.divide %2732, %2737 : tensor<40xf32>
    %2739 = stablehlo.constant dense<0.9> : tensor<40xf32>
    %2740 = stablehlo.multiply %2739, %m.stages.0.blocks.0.norm.g : tensor<40xf32>
    %2741 = stablehlo.constant dense<0.1> : tensor<40xf32>
    %2742 = stablehlo.multiply %2741, %2019 : tensor<40xf32>
    %2743 = stablehlo.add %2740, %2742 : tensor<40xf32>
    %2744 = stablehlo.constant dense<0.999> : tensor<40xf32>
    %2745 = stablehlo.multiply %2744, %v.stages.0.blocks.0.norm.g : tensor<40xf32>
    %2746 = stablehlo.constant dense<0.001> : tensor<40xf32>
    %2747 = stablehlo.multiply %2019, %2019 : tensor<40xf32>
    %2748 = stablehlo.multiply %2746, %2747 : tensor<40xf32>
    %2749 = stablehlo.add %2745, %2748 : tensor<40xf32>
    %2750 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %2751 = stablehlo.divide %2743, %2750 : tensor<40xf32>
    %2752 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %2753 = stablehlo.divide %2749, %2752 : tensor<40xf32>
    %2754 = stablehlo.sqrt %2753 : tensor<40xf32>
    %2755 = stablehlo.constant dense<1.0e-08> : tensor<40xf32>
    %2756 = stablehlo.add %2754, %2755 : tensor<40xf32>
    %2757 = stablehlo.divide %2751, %2756 : tensor<40xf32>
    %2758 = stablehlo.constant dense<0.9> : tensor<40xf32>
    %2759 = stablehlo.multiply %2758, %m.stages.0.blocks.0.norm.b : tensor<40xf32>
    %2760 = stablehlo.constant dense<0.1> : tensor<40xf32>
    %2761 = stablehlo.multiply %2760, %2024 : tensor<40xf32>
    %2762 = stablehlo.add %2759, %2761 : tensor<40xf32>
    %2763 = stablehlo.constant dense<0.999> : tensor<40xf32>
    %2764 = stablehlo.multiply %2763, %v.stages.0.blocks.0.norm.b : tensor<40xf32>
    %2765 = stablehlo.constant dense<0.001> : tensor<40xf32>
    %2766 = stablehlo.multiply %2024, %2024 : tensor<40xf32>
    %2767 = stablehlo.multiply %2765, %2766 : tensor<40xf32>
    %2768 = stablehlo.add %2764, %2767 : tensor<40xf32>
    %2769 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %2770 = stablehlo.divide %2762, %2769 : tensor<40xf32>
    %2771 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %2772 = stablehlo.divide %2768, %2771 : tensor<40xf32>
    %2773 = stablehlo.sqrt %2772 : tensor<40xf32>
    %2774 = stablehlo.constant dense<1.0e-08> : tensor<40xf32>
    %2775 = stablehlo.add %2773, %2774 : tensor<40xf32>
    %2776 = stablehlo.divide %2770, %2775 : tensor<40xf32>
    %2777 = stablehlo.constant dense<0.9> : tensor<40x160xf32>
    %2778 = stablehlo.multiply %2777, %m.stages.0.blocks.0.fc1.w : tensor<40x160xf32>
    %2779 = stablehlo.constant dense<0.1> : tensor<40x160xf32>
    %2780 = stablehlo.multiply %2779, %2029 : tensor<40x160xf32>
    %2781 = stablehlo.add %2778, %2780 : tensor<40x160xf32>
    %2782 = stablehlo.constant dense<0.999> : tensor<40x160xf32>
    %2783 = stablehlo.multiply %2782, %v.stages.0.blocks.0.fc1.w : tensor<40x160xf32>
    %2784 = stablehlo.constant dense<0.001> : tensor<40x160xf32>
    %2785 = stablehlo.multiply %2029, %2029 : tensor<40x160xf32>
    %2786 = stablehlo.multiply %2784, %2785 : tensor<40x160xf32>
    %2787 = stablehlo.add %2783, %2786 : tensor<40x160xf32>
    %2788 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40x160xf32>
    %2789 = stablehlo.divide %2781, %2788 : tensor<40x160xf32>
    %2790 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40x160xf32>
    %2791 = stablehlo.divide %2787, %2790 : tensor<40x160xf32>
    %2792 = stablehlo.sqrt %2791 : tensor<40x160xf32>
    %2793 = stablehlo.constant dense<1.0e-08> : tensor<40x160xf32>
    %2794 = stablehlo.add %2792, %2793 : tensor<40x160xf32>
    %2795 = stablehlo.divide %2789, %2794 : tensor<40x160xf32>
    %2796 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %2797 = stablehlo.multiply %2796, %m.stages.0.blocks.0.fc1.b : tensor<160xf32>
    %2798 = stablehlo.constant dense<0.1> : tensor<160xf32>
    %2799 = stablehlo.multiply %2798, %2034 : tensor<160xf32>
    %2800 = stablehlo.add %2797, %2799 : tensor<160xf32>
    %2801 = stablehlo.constant dense<0.999> : tensor<160xf32>
    %2802 = stablehlo.multiply %2801, %v.stages.0.blocks.0.fc1.b : tensor<160xf32>
    %2803 = stablehlo.constant dense<0.001> : tensor<160xf32>
    %2804 = stablehlo.multiply %2034, %2034 : tensor<160xf32>
    %2805 = stablehlo.multiply %2803, %2804 : tensor<160xf32>
    %2806 = stablehlo.add %2802, %2805 : tensor<160xf32>
    %2807 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %2808 = stablehlo.divide %2800, %2807 : tensor<160xf32>
    %2809 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %2810 = stablehlo.divide %2806, %2809 : tensor<160xf32>
    %2811 = stablehlo.sqrt %2810 : tensor<160xf32>
    %2812 = stablehlo.constant dense<1.0e-08> : tensor<160xf32>
    %2813 = stablehlo.add %2811, %2812 : tensor<160xf32>
    %2814 = stablehlo.divide %2808, %2813 : tensor<160xf32>
    %2815 = stablehlo.constant dense<0.9> : tensor<160x40xf32>
    %2816 = stablehlo.multiply %2815, %m.stages.0.blocks.0.fc2.w : tensor<160x40xf32>
    %2817 = stablehlo.constant dense<0.1> : tensor<160x40xf32>
    %2818 = stablehlo.multiply %2817, %2039 : tensor<160x40xf32>
    %2819 = stablehlo.add %2816, %2818 : tensor<160x40xf32>
    %2820 = stablehlo.constant dense<0.999> : tensor<160x40xf32>
    %2821 = stablehlo.multiply %2820, %v.stages.0.blocks.0.fc2.w : tensor<160x40xf32>
    %2822 = stablehlo.constant dense<0.001> : tensor<160x40xf32>
    %2823 = stablehlo.multiply %2039, %2039 : tensor<160x40xf32>
    %2824 = stablehlo.multiply %2822, %2823 : tensor<160x40xf32>
    %2825 = stablehlo.add %2821, %2824 : tensor<160x40xf32>
    %2826 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160x40xf32>
    %2827 = stablehlo.divide %2819, %2826 : tensor<160x40xf32>
    %2828 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160x40xf32>
    %2829 = stablehlo.divide %2825, %2828 : tensor<160x40xf32>
    %2830 = stablehlo.sqrt %2829 : tensor<160x40xf32>
    %2831 = stablehlo.constant dense<1.0e-08> : tensor<160x40xf32>
    %2832 = stablehlo.add %2830, %2831 : tensor<160x40xf32>
    %2833 = stablehlo.divide %2827, %2832 : tensor<160x40xf32>
    %2834 = stablehlo.constant dense<0.9> : tensor<40xf32>
    %2835 = stablehlo.multiply %2834, %m.stages.0.blocks.0.fc2.b : tensor<40xf32>
    %2836 = stablehlo.constant dense<0.1> : tensor<40xf32>
    %2837 = stablehlo.multiply %2836, %2044 : tensor<40xf32>
    %2838 = stablehlo.add %2835, %2837 : tensor<40xf32>
    %2839 = stablehlo.constant dense<0.999> : tensor<40xf32>
    %2840 = stablehlo.multiply %2839, %v.stages.0.blocks.0.fc2.b : tensor<40xf32>
    %2841 = stablehlo.constant dense<0.001> : tensor<40xf32>
    %2842 = stablehlo.multiply %2044, %2044 : tensor<40xf32>
    %2843 = stablehlo.multiply %2841, %2842 : tensor<40xf32>
    %2844 = stablehlo.add %2840, %2843 : tensor<40xf32>
    %2845 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %2846 = stablehlo.divide %2838, %2845 : tensor<40xf32>
    %2847 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %2848 = stablehlo.divide %2844, %2847 : tensor<40xf32>
    %2849 = stablehlo.sqrt %2848 : tensor<40xf32>
    %2850 = stablehlo.constant dense<1.0e-08> : tensor<40xf32>
    %2851 = stablehlo.add %2849, %2850 : tensor<40xf32>
    %2852 = stablehlo.divide %2846, %2851 : tensor<40xf32>
    %2853 = stablehlo.constant dense<0.9> : tensor<40xf32>
    %2854 = stablehlo.multiply %2853, %m.stages.0.blocks.0.gamma : tensor<40xf32>
    %2855 = stablehlo.constant dense<0.1> : tensor<40xf32>
    %2856 = stablehlo.multiply %2855, %2049 : tensor<40xf32>
    %2857 = stablehlo.add %2854, %2856 : tensor<40xf32>
    %2858 = stablehlo.constant dense<0.999> : tensor<40xf32>
    %2859 = stablehlo.multiply %2858, %v.stages.0.blocks.0.gamma : tensor<40xf32>
    %2860 = stablehlo.constant dense<0.001> : tensor<40xf32>
    %2861 = stablehlo.multiply %2049, %2049 : tensor<40xf32>
    %2862 = stablehlo.multiply %2860, %2861 : tensor<40xf32>
    %2863 = stablehlo.add %2859, %2862 : tensor<40xf32>
    %2864 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %2865 = stablehlo.divide %2857, %2864 : tensor<40xf32>
    %2866 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %2867 = stablehlo.divide %2863, %2866 : tensor<40xf32>
    %2868 = stablehlo.sqrt %2867 : tensor<40xf32>
    %2869 = stablehlo.constant dense<1.0e-08> : tensor<40xf32>
    %2870 = stablehlo.add %2868, %2869 : tensor<40xf32>
    %2871 = stablehlo.divide %2865, %2870 : tensor<40xf32>
    %2872 = stablehlo.constant dense<0.9> : tensor<7x7x1x40xf32>
    %2873 = stablehlo.multiply %2872, %m.stages.0.blocks.1.dwconv.w : tensor<7x7x1x40xf32>
    %2874 = stablehlo.constant dense<0.1> : tensor<7x7x1x40xf32>
    %2875 = stablehlo.multiply %2874, %2054 : tensor<7x7x1x40xf32>
    %2876 = stablehlo.add %2873, %2875 : tensor<7x7x1x40xf32>
    %2877 = stablehlo.constant dense<0.999> : tensor<7x7x1x40xf32>
    %2878 = stablehlo.multiply %2877, %v.stages.0.blocks.1.dwconv.w : tensor<7x7x1x40xf32>
    %2879 = stablehlo.constant dense<0.001> : tensor<7x7x1x40xf32>
    %2880 = stablehlo.multiply %2054, %2054 : tensor<7x7x1x40xf32>
    %2881 = stablehlo.multiply %2879, %2880 : tensor<7x7x1x40xf32>
    %2882 = stablehlo.add %2878, %2881 : tensor<7x7x1x40xf32>
    %2883 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x40xf32>
    %2884 = stablehlo.divide %2876, %2883 : tensor<7x7x1x40xf32>
    %2885 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x40xf32>
    %2886 = stablehlo.divide %2882, %2885 : tensor<7x7x1x40xf32>
    %2887 = stablehlo.sqrt %2886 : tensor<7x7x1x40xf32>
    %2888 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x40xf32>
    %2889 = stablehlo.add %2887, %2888 : tensor<7x7x1x40xf32>
    %2890 = stablehlo.divide %2884, %2889 : tensor<7x7x1x40xf32>
    %2891 = stablehlo.constant dense<0.9> : tensor<40xf32>
    %2892 = stablehlo.multiply %2891, %m.stages.0.blocks.1.dwconv.b : tensor<40xf32>
    %2893 = stablehlo.constant dense<0.1> : tensor<40xf32>
    %2894 = stablehlo.multiply %2893, %2059 : tensor<40xf32>
    %2895 = stablehlo.add %2892, %2894 : tensor<40xf32>
    %2896 = stablehlo.constant dense<0.999> : tensor<40xf32>
    %2897 = stablehlo.multiply %2896, %v.stages.0.blocks.1.dwconv.b : tensor<40xf32>
    %2898 = stablehlo.constant dense<0.001> : tensor<40xf32>
    %2899 = stablehlo.multiply %2059, %2059 : tensor<40xf32>
    %2900 = stablehlo.multiply %2898, %2899 : tensor<40xf32>
    %2901 = stablehlo.add %2897, %2900 : tensor<40xf32>
    %2902 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %2903 = stablehlo.divide %2895, %2902 : tensor<40xf32>
    %2904 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %2905 = stablehlo.divide %2901, %2904 : tensor<40xf32>
    %2906 = stablehlo.sqrt %2905 : tensor<40xf32>
    %2907 = stablehlo.constant dense<1.0e-08> : tensor<40xf32>
    %2908 = stablehlo.add %2906, %2907 : tensor<40xf32>
    %2909 = stablehlo.divide %2903, %2908 : tensor<40xf32>
    %2910 = stablehlo.constant dense<0.9> : tensor<40xf32>
    %2911 = stablehlo.multiply %2910, %m.stages.0.blocks.1.norm.g : tensor<40xf32>
    %2912 = stablehlo.constant dense<0.1> : tensor<40xf32>
    %2913 = stablehlo.multiply %2912, %2064 : tensor<40xf32>
    %2914 = stablehlo.add %2911, %2913 : tensor<40xf32>
    %2915 = stablehlo.constant dense<0.999> : tensor<40xf32>
    %2916 = stablehlo.multiply %2915, %v.stages.0.blocks.1.norm.g : tensor<40xf32>
    %2917 = stablehlo.constant dense<0.001> : tensor<40xf32>
    %2918 = stablehlo.multiply %2064, %2064 : tensor<40xf32>
    %2919 = stablehlo.multiply %2917, %2918 : tensor<40xf32>
    %2920 = stablehlo.add %2916, %2919 : tensor<40xf32>
    %2921 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %2922 = stablehlo.divide %2914, %2921 : tensor<40xf32>
    %2923 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %2924 = stablehlo.divide %2920, %2923 : tensor<40xf32>
    %2925 = stablehlo.sqrt %2924 : tensor<40xf32>
    %2926 = stablehlo.constant dense<1.0e-08> : tensor<40xf32>
    %2927 = stablehlo.add %2925, %2926 : tensor<40xf32>
    %2928 = stablehlo.divide %2922, %2927 : tensor<40xf32>
    %2929 = stablehlo.constant dense<0.9> : tensor<40xf32>
    %2930 = stablehlo.multiply %2929, %m.stages.0.blocks.1.norm.b : tensor<40xf32>
    %2931 = stablehlo.constant dense<0.1> : tensor<40xf32>
    %2932 = stablehlo.multiply %2931, %2069 : tensor<40xf32>
    %2933 = stablehlo.add %2930, %2932 : tensor<40xf32>
    %2934 = stablehlo.constant dense<0.999> : tensor<40xf32>
    %2935 = stablehlo.multiply %2934, %v.stages.0.blocks.1.norm.b : tensor<40xf32>
    %2936 = stablehlo.constant dense<0.001> : tensor<40xf32>
    %2937 = stablehlo.multiply %2069, %2069 : tensor<40xf32>
    %2938 = stablehlo.multiply %2936, %2937 : tensor<40xf32>
    %2939 = stablehlo.add %2935, %2938 : tensor<40xf32>
    %2940 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %2941 = stablehlo.divide %2933, %2940 : tensor<40xf32>
    %2942 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %2943 = stablehlo.divide %2939, %2942 : tensor<40xf32>
    %2944 = stablehlo.sqrt %2943 : tensor<40xf32>
    %2945 = stablehlo.constant dense<1.0e-08> : tensor<40xf32>
    %2946 = stablehlo.add %2944, %2945 : tensor<40xf32>
    %2947 = stablehlo.divide %2941, %2946 : tensor<40xf32>
    %2948 = stablehlo.constant dense<0.9> : tensor<40x160xf32>
    %2949 = stablehlo.multiply %2948, %m.stages.0.blocks.1.fc1.w : tensor<40x160xf32>
    %2950 = stablehlo.constant dense<0.1> : tensor<40x160xf32>
    %2951 = stablehlo.multiply %2950, %2074 : tensor<40x160xf32>
    %2952 = stablehlo.add %2949, %2951 : tensor<40x160xf32>
    %2953 = stablehlo.constant dense<0.999> : tensor<40x160xf32>
    %2954 = stablehlo.multiply %2953, %v.stages.0.blocks.1.fc1.w : tensor<40x160xf32>
    %2955 = stablehlo.constant dense<0.001> : tensor<40x160xf32>
    %2956 = stablehlo.multiply %2074, %2074 : tensor<40x160xf32>
    %2957 = stablehlo.multiply %2955, %2956 : tensor<40x160xf32>
    %2958 = stablehlo.add %2954, %2957 : tensor<40x160xf32>
    %2959 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40x160xf32>
    %2960 = stablehlo.divide %2952, %2959 : tensor<40x160xf32>
    %2961 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40x160xf32>
    %2962 = stablehlo.divide %2958, %2961 : tensor<40x160xf32>
    %2963 = stablehlo.sqrt %2962 : tensor<40x160xf32>
    %2964 = stablehlo.constant dense<1.0e-08> : tensor<40x160xf32>
    %2965 = stablehlo.add %2963, %2964 : tensor<40x160xf32>
    %2966 = stablehlo.divide %2960, %2965 : tensor<40x160xf32>
    %2967 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %2968 = stablehlo.multiply %2967, %m.stages.0.blocks.1.fc1.b : tensor<160xf32>
    %2969 = stablehlo.constant dense<0.1> : tensor<160xf32>
    %2970 = stablehlo.multiply %2969, %2079 : tensor<160xf32>
    %2971 = stablehlo.add %2968, %2970 : tensor<160xf32>
    %2972 = stablehlo.constant dense<0.999> : tensor<160xf32>
    %2973 = stablehlo.multiply %2972, %v.stages.0.blocks.1.fc1.b : tensor<160xf32>
    %2974 = stablehlo.constant dense<0.001> : tensor<160xf32>
    %2975 = stablehlo.multiply %2079, %2079 : tensor<160xf32>
    %2976 = stablehlo.multiply %2974, %2975 : tensor<160xf32>
    %2977 = stablehlo.add %2973, %2976 : tensor<160xf32>
    %2978 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %2979 = stablehlo.divide %2971, %2978 : tensor<160xf32>
    %2980 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %2981 = stablehlo.divide %2977, %2980 : tensor<160xf32>
    %2982 = stablehlo.sqrt %2981 : tensor<160xf32>
    %2983 = stablehlo.constant dense<1.0e-08> : tensor<160xf32>
    %2984 = stablehlo.add %2982, %2983 : tensor<160xf32>
    %2985 = stablehlo.divide %2979, %2984 : tensor<160xf32>
    %2986 = stablehlo.constant dense<0.9> : tensor<160x40xf32>
    %2987 = stablehlo.multiply %2986, %m.stages.0.blocks.1.fc2.w : tensor<160x40xf32>
    %2988 = stablehlo.constant dense<0.1> : tensor<160x40xf32>
    %2989 = stablehlo.multiply %2988, %2084 : tensor<160x40xf32>
    %2990 = stablehlo.add %2987, %2989 : tensor<160x40xf32>
    %2991 = stablehlo.constant dense<0.999> : tensor<160x40xf32>
    %2992 = stablehlo.multiply %2991, %v.stages.0.blocks.1.fc2.w : tensor<160x40xf32>
    %2993 = stablehlo.constant dense<0.001> : tensor<160x40xf32>
    %2994 = stablehlo.multiply %2084, %2084 : tensor<160x40xf32>
    %2995 = stablehlo.multiply %2993, %2994 : tensor<160x40xf32>
    %2996 = stablehlo.add %2992, %2995 : tensor<160x40xf32>
    %2997 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160x40xf32>
    %2998 = stablehlo.divide %2990, %2997 : tensor<160x40xf32>
    %2999 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160x40xf32>
    %3000 = stablehlo.divide %2996, %2999 : tensor<160x40xf32>
    %3001 = stablehlo.sqrt %3000 : tensor<160x40xf32>
    %3002 = stablehlo.constant dense<1.0e-08> : tensor<160x40xf32>
    %3003 = stablehlo.add %3001, %3002 : tensor<160x40xf32>
    %3004 = stablehlo.divide %2998, %3003 : tensor<160x40xf32>
    %3005 = stablehlo.constant dense<0.9> : tensor<40xf32>
    %3006 = stablehlo.multiply %3005, %m.stages.0.blocks.1.fc2.b : tensor<40xf32>
    %3007 = stablehlo.constant dense<0.1> : tensor<40xf32>
    %3008 = stablehlo.multiply %3007, %2089 : tensor<40xf32>
    %3009 = stablehlo.add %3006, %3008 : tensor<40xf32>
    %3010 = stablehlo.constant dense<0.999> : tensor<40xf32>
    %3011 = stablehlo.multiply %3010, %v.stages.0.blocks.1.fc2.b : tensor<40xf32>
    %3012 = stablehlo.constant dense<0.001> : tensor<40xf32>
    %3013 = stablehlo.multiply %2089, %2089 : tensor<40xf32>
    %3014 = stablehlo.multiply %3012, %3013 : tensor<40xf32>
    %3015 = stablehlo.add %3011, %3014 : tensor<40xf32>
    %3016 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %3017 = stablehlo.divide %3009, %3016 : tensor<40xf32>
    %3018 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %3019 = stablehlo.divide %3015, %3018 : tensor<40xf32>
    %3020 = stablehlo.sqrt %3019 : tensor<40xf32>
    %3021 = stablehlo.constant dense<1.0e-08> : tensor<40xf32>
    %3022 = stablehlo.add %3020, %3021 : tensor<40xf32>
    %3023 = stablehlo.divide %3017, %3022 : tensor<40xf32>
    %3024 = stablehlo.constant dense<0.9> : tensor<40xf32>
    %3025 = stablehlo.multiply %3024, %m.stages.0.blocks.1.gamma : tensor<40xf32>
    %3026 = stablehlo.constant dense<0.1> : tensor<40xf32>
    %3027 = stablehlo.multiply %3026, %2094 : tensor<40xf32>
    %3028 = stablehlo.add %3025, %3027 : tensor<40xf32>
    %3029 = stablehlo.constant dense<0.999> : tensor<40xf32>
    %3030 = stablehlo.multiply %3029, %v.stages.0.blocks.1.gamma : tensor<40xf32>
    %3031 = stablehlo.constant dense<0.001> : tensor<40xf32>
    %3032 = stablehlo.multiply %2094, %2094 : tensor<40xf32>
    %3033 = stablehlo.multiply %3031, %3032 : tensor<40xf32>
    %3034 = stablehlo.add %3030, %3033 : tensor<40xf32>
    %3035 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %3036 = stablehlo.divide %3028, %3035 : tensor<40xf32>
    %3037 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %3038 = stablehlo.divide %3034, %3037 : tensor<40xf32>
    %3039 = stablehlo.sqrt %3038 : tensor<40xf32>
    %3040 = stablehlo.constant dense<1.0e-08> : tensor<40xf32>
    %3041 = stablehlo.add %3039, %3040 : tensor<40xf32>
    %3042 = stablehlo.divide %3036, %3041 : tensor<40xf32>
    %3043 = stablehlo.constant dense<0.9> : tensor<40xf32>
    %3044 = stablehlo.multiply %3043, %m.stages.1.down.norm.g : tensor<40xf32>
    %3045 = stablehlo.constant dense<0.1> : tensor<40xf32>
    %3046 = stablehlo.multiply %3045, %2099 : tensor<40xf32>
    %3047 = stablehlo.add %3044, %3046 : tensor<40xf32>
    %3048 = stablehlo.constant dense<0.999> : tensor<40xf32>
    %3049 = stablehlo.multiply %3048, %v.stages.1.down.norm.g : tensor<40xf32>
    %3050 = stablehlo.constant dense<0.001> : tensor<40xf32>
    %3051 = stablehlo.multiply %2099, %2099 : tensor<40xf32>
    %3052 = stablehlo.multiply %3050, %3051 : tensor<40xf32>
    %3053 = stablehlo.add %3049, %3052 : tensor<40xf32>
    %3054 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %3055 = stablehlo.divide %3047, %3054 : tensor<40xf32>
    %3056 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %3057 = stablehlo.divide %3053, %3056 : tensor<40xf32>
    %3058 = stablehlo.sqrt %3057 : tensor<40xf32>
    %3059 = stablehlo.constant dense<1.0e-08> : tensor<40xf32>
    %3060 = stablehlo.add %3058, %3059 : tensor<40xf32>
    %3061 = stablehlo.divide %3055, %3060 : tensor<40xf32>
    %3062 = stablehlo.constant dense<0.9> : tensor<40xf32>
    %3063 = stablehlo.multiply %3062, %m.stages.1.down.norm.b : tensor<40xf32>
    %3064 = stablehlo.constant dense<0.1> : tensor<40xf32>
    %3065 = stablehlo.multiply %3064, %2104 : tensor<40xf32>
    %3066 = stablehlo.add %3063, %3065 : tensor<40xf32>
    %3067 = stablehlo.constant dense<0.999> : tensor<40xf32>
    %3068 = stablehlo.multiply %3067, %v.stages.1.down.norm.b : tensor<40xf32>
    %3069 = stablehlo.constant dense<0.001> : tensor<40xf32>
    %3070 = stablehlo.multiply %2104, %2104 : tensor<40xf32>
    %3071 = stablehlo.multiply %3069, %3070 : tensor<40xf32>
    %3072 = stablehlo.add %3068, %3071 : tensor<40xf32>
    %3073 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %3074 = stablehlo.divide %3066, %3073 : tensor<40xf32>
    %3075 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %3076 = stablehlo.divide %3072, %3075 : tensor<40xf32>
    %3077 = stablehlo.sqrt %3076 : tensor<40xf32>
    %3078 = stablehlo.constant dense<1.0e-08> : tensor<40xf32>
    %3079 = stablehlo.add %3077, %3078 : tensor<40xf32>
    %3080 = stablehlo.divide %3074, %3079 : tensor<40xf32>
    %3081 = stablehlo.constant dense<0.9> : tensor<2x2x40x80xf32>
    %3082 = stablehlo.multiply %3081, %m.stages.1.down.conv.w : tensor<2x2x40x80xf32>
    %3083 = stablehlo.constant dense<0.1> : tensor<2x2x40x80xf32>
    %3084 = stablehlo.multiply %3083, %2109 : tensor<2x2x40x80xf32>
    %3085 = stablehlo.add %3082, %3084 : tensor<2x2x40x80xf32>
    %3086 = stablehlo.constant dense<0.999> : tensor<2x2x40x80xf32>
    %3087 = stablehlo.multiply %3086, %v.stages.1.down.conv.w : tensor<2x2x40x80xf32>
    %3088 = stablehlo.constant dense<0.001> : tensor<2x2x40x80xf32>
    %3089 = stablehlo.multiply %2109, %2109 : tensor<2x2x40x80xf32>
    %3090 = stablehlo.multiply %3088, %3089 : tensor<2x2x40x80xf32>
    %3091 = stablehlo.add %3087, %3090 : tensor<2x2x40x80xf32>
    %3092 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x40x80xf32>
    %3093 = stablehlo.divide %3085, %3092 : tensor<2x2x40x80xf32>
    %3094 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x40x80xf32>
    %3095 = stablehlo.divide %3091, %3094 : tensor<2x2x40x80xf32>
    %3096 = stablehlo.sqrt %3095 : tensor<2x2x40x80xf32>
    %3097 = stablehlo.constant dense<1.0e-08> : tensor<2x2x40x80xf32>
    %3098 = stablehlo.add %3096, %3097 : tensor<2x2x40x80xf32>
    %3099 = stablehlo.divide %3093, %3098 : tensor<2x2x40x80xf32>
    %3100 = stablehlo.constant dense<0.9> : tensor<80xf32>
    %3101 = stablehlo.multiply %3100, %m.stages.1.down.conv.b : tensor<80xf32>
    %3102 = stablehlo.constant dense<0.1> : tensor<80xf32>
    %3103 = stablehlo.multiply %3102, %2114 : tensor<80xf32>
    %3104 = stablehlo.add %3101, %3103 : tensor<80xf32>
    %3105 = stablehlo.constant dense<0.999> : tensor<80xf32>
    %3106 = stablehlo.multiply %3105, %v.stages.1.down.conv.b : tensor<80xf32>
    %3107 = stablehlo.constant dense<0.001> : tensor<80xf32>
    %3108 = stablehlo.multiply %2114, %2114 : tensor<80xf32>
    %3109 = stablehlo.multiply %3107, %3108 : tensor<80xf32>
    %3110 = stablehlo.add %3106, %3109 : tensor<80xf32>
    %3111 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %3112 = stablehlo.divide %3104, %3111 : tensor<80xf32>
    %3113 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %3114 = stablehlo.divide %3110, %3113 : tensor<80xf32>
    %3115 = stablehlo.sqrt %3114 : tensor<80xf32>
    %3116 = stablehlo.constant dense<1.0e-08> : tensor<80xf32>
    %3117 = stablehlo.add %3115, %3116 : tensor<80xf32>
    %3118 = stablehlo.divide %3112, %3117 : tensor<80xf32>
    %3119 = stablehlo.constant dense<0.9> : tensor<7x7x1x80xf32>
    %3120 = stablehlo.multiply %3119, %m.stages.1.blocks.0.dwconv.w : tensor<7x7x1x80xf32>
    %3121 = stablehlo.constant dense<0.1> : tensor<7x7x1x80xf32>
    %3122 = stablehlo.multiply %3121, %2119 : tensor<7x7x1x80xf32>
    %3123 = stablehlo.add %3120, %3122 : tensor<7x7x1x80xf32>
    %3124 = stablehlo.constant dense<0.999> : tensor<7x7x1x80xf32>
    %3125 = stablehlo.multiply %3124, %v.stages.1.blocks.0.dwconv.w : tensor<7x7x1x80xf32>
    %3126 = stablehlo.constant dense<0.001> : tensor<7x7x1x80xf32>
    %3127 = stablehlo.multiply %2119, %2119 : tensor<7x7x1x80xf32>
    %3128 = stablehlo.multiply %3126, %3127 : tensor<7x7x1x80xf32>
    %3129 = stablehlo.add %3125, %3128 : tensor<7x7x1x80xf32>
    %3130 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x80xf32>
    %3131 = stablehlo.divide %3123, %3130 : tensor<7x7x1x80xf32>
    %3132 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x80xf32>
    %3133 = stablehlo.divide %3129, %3132 : tensor<7x7x1x80xf32>
    %3134 = stablehlo.sqrt %3133 : tensor<7x7x1x80xf32>
    %3135 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x80xf32>
    %3136 = stablehlo.add %3134, %3135 : tensor<7x7x1x80xf32>
    %3137 = stablehlo.divide %3131, %3136 : tensor<7x7x1x80xf32>
    %3138 = stablehlo.constant dense<0.9> : tensor<80xf32>
    %3139 = stablehlo.multiply %3138, %m.stages.1.blocks.0.dwconv.b : tensor<80xf32>
    %3140 = stablehlo.constant dense<0.1> : tensor<80xf32>
    %3141 = stablehlo.multiply %3140, %2124 : tensor<80xf32>
    %3142 = stablehlo.add %3139, %3141 : tensor<80xf32>
    %3143 = stablehlo.constant dense<0.999> : tensor<80xf32>
    %3144 = stablehlo.multiply %3143, %v.stages.1.blocks.0.dwconv.b : tensor<80xf32>
    %3145 = stablehlo.constant dense<0.001> : tensor<80xf32>
    %3146 = stablehlo.multiply %2124, %2124 : tensor<80xf32>
    %3147 = stablehlo.multiply %3145, %3146 : tensor<80xf32>
    %3148 = stablehlo.add %3144, %3147 : tensor<80xf32>
    %3149 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %3150 = stablehlo.divide %3142, %3149 : tensor<80xf32>
    %3151 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %3152 = stablehlo.divide %3148, %3151 : tensor<80xf32>
    %3153 = stablehlo.sqrt %3152 : tensor<80xf32>
    %3154 = stablehlo.constant dense<1.0e-08> : tensor<80xf32>
    %3155 = stablehlo.add %3153, %3154 : tensor<80xf32>
    %3156 = stablehlo.divide %3150, %3155 : tensor<80xf32>
    %3157 = stablehlo.constant dense<0.9> : tensor<80xf32>
    %3158 = stablehlo.multiply %3157, %m.stages.1.blocks.0.norm.g : tensor<80xf32>
    %3159 = stablehlo.constant dense<0.1> : tensor<80xf32>
    %3160 = stablehlo.multiply %3159, %2129 : tensor<80xf32>
    %3161 = stablehlo.add %3158, %3160 : tensor<80xf32>
    %3162 = stablehlo.constant dense<0.999> : tensor<80xf32>
    %3163 = stablehlo.multiply %3162, %v.stages.1.blocks.0.norm.g : tensor<80xf32>
    %3164 = stablehlo.constant dense<0.001> : tensor<80xf32>
    %3165 = stablehlo.multiply %2129, %2129 : tensor<80xf32>
    %3166 = stablehlo.multiply %3164, %3165 : tensor<80xf32>
    %3167 = stablehlo.add %3163, %3166 : tensor<80xf32>
    %3168 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %3169 = stablehlo.divide %3161, %3168 : tensor<80xf32>
    %3170 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %3171 = stablehlo.divide %3167, %3170 : tensor<80xf32>
    %3172 = stablehlo.sqrt %3171 : tensor<80xf32>
    %3173 = stablehlo.constant dense<1.0e-08> : tensor<80xf32>
    %3174 = stablehlo.add %3172, %3173 : tensor<80xf32>
    %3175 = stablehlo.divide %3169, %3174 : tensor<80xf32>
    %3176 = stablehlo.constant dense<0.9> : tensor<80xf32>
    %3177 = stablehlo.multiply %3176, %m.stages.1.blocks.0.norm.b : tensor<80xf32>
    %3178 = stablehlo.constant dense<0.1> : tensor<80xf32>
    %3179 = stablehlo.multiply %3178, %2134 : tensor<80xf32>
    %3180 = stablehlo.add %3177, %3179 : tensor<80xf32>
    %3181 = stablehlo.constant dense<0.999> : tensor<80xf32>
    %3182 = stablehlo.multiply %3181, %v.stages.1.blocks.0.norm.b : tensor<80xf32>
    %3183 = stablehlo.constant dense<0.001> : tensor<80xf32>
    %3184 = stablehlo.multiply %2134, %2134 : tensor<80xf32>
    %3185 = stablehlo.multiply %3183, %3184 : tensor<80xf32>
    %3186 = stablehlo.add %3182, %3185 : tensor<80xf32>
    %3187 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %3188 = stablehlo.divide %3180, %3187 : tensor<80xf32>
    %3189 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %3190 = stablehlo.divide %3186, %3189 : tensor<80xf32>
    %3191 = stablehlo.sqrt %3190 : tensor<80xf32>
    %3192 = stablehlo.constant dense<1.0e-08> : tensor<80xf32>
    %3193 = stablehlo.add %3191, %3192 : tensor<80xf32>
    %3194 = stablehlo.divide %3188, %3193 : tensor<80xf32>
    %3195 = stablehlo.constant dense<0.9> : tensor<80x320xf32>
    %3196 = stablehlo.multiply %3195, %m.stages.1.blocks.0.fc1.w : tensor<80x320xf32>
    %3197 = stablehlo.constant dense<0.1> : tensor<80x320xf32>
    %3198 = stablehlo.multiply %3197, %2139 : tensor<80x320xf32>
    %3199 = stablehlo.add %3196, %3198 : tensor<80x320xf32>
    %3200 = stablehlo.constant dense<0.999> : tensor<80x320xf32>
    %3201 = stablehlo.multiply %3200, %v.stages.1.blocks.0.fc1.w : tensor<80x320xf32>
    %3202 = stablehlo.constant dense<0.001> : tensor<80x320xf32>
    %3203 = stablehlo.multiply %2139, %2139 : tensor<80x320xf32>
    %3204 = stablehlo.multiply %3202, %3203 : tensor<80x320xf32>
    %3205 = stablehlo.add %3201, %3204 : tensor<80x320xf32>
    %3206 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80x320xf32>
    %3207 = stablehlo.divide %3199, %3206 : tensor<80x320xf32>
    %3208 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80x320xf32>
    %3209 = stablehlo.divide %3205, %3208 : tensor<80x320xf32>
    %3210 = stablehlo.sqrt %3209 : tensor<80x320xf32>
    %3211 = stablehlo.constant dense<1.0e-08> : tensor<80x320xf32>
    %3212 = stablehlo.add %3210, %3211 : tensor<80x320xf32>
    %3213 = stablehlo.divide %3207, %3212 : tensor<80x320xf32>
    %3214 = stablehlo.constant dense<0.9> : tensor<320xf32>
    %3215 = stablehlo.multiply %3214, %m.stages.1.blocks.0.fc1.b : tensor<320xf32>
    %3216 = stablehlo.constant dense<0.1> : tensor<320xf32>
    %3217 = stablehlo.multiply %3216, %2144 : tensor<320xf32>
    %3218 = stablehlo.add %3215, %3217 : tensor<320xf32>
    %3219 = stablehlo.constant dense<0.999> : tensor<320xf32>
    %3220 = stablehlo.multiply %3219, %v.stages.1.blocks.0.fc1.b : tensor<320xf32>
    %3221 = stablehlo.constant dense<0.001> : tensor<320xf32>
    %3222 = stablehlo.multiply %2144, %2144 : tensor<320xf32>
    %3223 = stablehlo.multiply %3221, %3222 : tensor<320xf32>
    %3224 = stablehlo.add %3220, %3223 : tensor<320xf32>
    %3225 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %3226 = stablehlo.divide %3218, %3225 : tensor<320xf32>
    %3227 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %3228 = stablehlo.divide %3224, %3227 : tensor<320xf32>
    %3229 = stablehlo.sqrt %3228 : tensor<320xf32>
    %3230 = stablehlo.constant dense<1.0e-08> : tensor<320xf32>
    %3231 = stablehlo.add %3229, %3230 : tensor<320xf32>
    %3232 = stablehlo.divide %3226, %3231 : tensor<320xf32>
    %3233 = stablehlo.constant dense<0.9> : tensor<320x80xf32>
    %3234 = stablehlo.multiply %3233, %m.stages.1.blocks.0.fc2.w : tensor<320x80xf32>
    %3235 = stablehlo.constant dense<0.1> : tensor<320x80xf32>
    %3236 = stablehlo.multiply %3235, %2149 : tensor<320x80xf32>
    %3237 = stablehlo.add %3234, %3236 : tensor<320x80xf32>
    %3238 = stablehlo.constant dense<0.999> : tensor<320x80xf32>
    %3239 = stablehlo.multiply %3238, %v.stages.1.blocks.0.fc2.w : tensor<320x80xf32>
    %3240 = stablehlo.constant dense<0.001> : tensor<320x80xf32>
    %3241 = stablehlo.multiply %2149, %2149 : tensor<320x80xf32>
    %3242 = stablehlo.multiply %3240, %3241 : tensor<320x80xf32>
    %3243 = stablehlo.add %3239, %3242 : tensor<320x80xf32>
    %3244 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320x80xf32>
    %3245 = stablehlo.divide %3237, %3244 : tensor<320x80xf32>
    %3246 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320x80xf32>
    %3247 = stablehlo.divide %3243, %3246 : tensor<320x80xf32>
    %3248 = stablehlo.sqrt %3247 : tensor<320x80xf32>
    %3249 = stablehlo.constant dense<1.0e-08> : tensor<320x80xf32>
    %3250 = stablehlo.add %3248, %3249 : tensor<320x80xf32>
    %3251 = stablehlo.divide %3245, %3250 : tensor<320x80xf32>
    %3252 = stablehlo.constant dense<0.9> : tensor<80xf32>
    %3253 = stablehlo.multiply %3252, %m.stages.1.blocks.0.fc2.b : tensor<80xf32>
    %3254 = stablehlo.constant dense<0.1> : tensor<80xf32>
    %3255 = stablehlo.multiply %3254, %2154 : tensor<80xf32>
    %3256 = stablehlo.add %3253, %3255 : tensor<80xf32>
    %3257 = stablehlo.constant dense<0.999> : tensor<80xf32>
    %3258 = stablehlo.multiply %3257, %v.stages.1.blocks.0.fc2.b : tensor<80xf32>
    %3259 = stablehlo.constant dense<0.001> : tensor<80xf32>
    %3260 = stablehlo.multiply %2154, %2154 : tensor<80xf32>
    %3261 = stablehlo.multiply %3259, %3260 : tensor<80xf32>
    %3262 = stablehlo.add %3258, %3261 : tensor<80xf32>
    %3263 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %3264 = stablehlo.divide %3256, %3263 : tensor<80xf32>
    %3265 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %3266 = stablehlo.divide %3262, %3265 : tensor<80xf32>
    %3267 = stablehlo.sqrt %3266 : tensor<80xf32>
    %3268 = stablehlo.constant dense<1.0e-08> : tensor<80xf32>
    %3269 = stablehlo.add %3267, %3268 : tensor<80xf32>
    %3270 = stablehlo.divide %3264, %3269 : tensor<80xf32>
    %3271 = stablehlo.constant dense<0.9> : tensor<80xf32>
    %3272 = stablehlo.multiply %3271, %m.stages.1.blocks.0.gamma : tensor<80xf32>
    %3273 = stablehlo.constant dense<0.1> : tensor<80xf32>
    %3274 = stablehlo.multiply %3273, %2159 : tensor<80xf32>
    %3275 = stablehlo.add %3272, %3274 : tensor<80xf32>
    %3276 = stablehlo.constant dense<0.999> : tensor<80xf32>
    %3277 = stablehlo.multiply %3276, %v.stages.1.blocks.0.gamma : tensor<80xf32>
    %3278 = stablehlo.constant dense<0.001> : tensor<80xf32>
    %3279 = stablehlo.multiply %2159, %2159 : tensor<80xf32>
    %3280 = stablehlo.multiply %3278, %3279 : tensor<80xf32>
    %3281 = stablehlo.add %3277, %3280 : tensor<80xf32>
    %3282 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %3283 = stablehlo.divide %3275, %3282 : tensor<80xf32>
    %3284 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %3285 = stablehlo.divide %3281, %3284 : tensor<80xf32>
    %3286 = stablehlo.sqrt %3285 : tensor<80xf32>
    %3287 = stablehlo.constant dense<1.0e-08> : tensor<80xf32>
    %3288 = stablehlo.add %3286, %3287 : tensor<80xf32>
    %3289 = stablehlo.divide %3283, %3288 : tensor<80xf32>
    %3290 = stablehlo.constant dense<0.9> : tensor<7x7x1x80xf32>
    %3291 = stablehlo.multiply %3290, %m.stages.1.blocks.1.dwconv.w : tensor<7x7x1x80xf32>
    %3292 = stablehlo.constant dense<0.1> : tensor<7x7x1x80xf32>
    %3293 = stablehlo.multiply %3292, %2164 : tensor<7x7x1x80xf32>
    %3294 = stablehlo.add %3291, %3293 : tensor<7x7x1x80xf32>
    %3295 = stablehlo.constant dense<0.999> : tensor<7x7x1x80xf32>
    %3296 = stablehlo.multiply %3295, %v.stages.1.blocks.1.dwconv.w : tensor<7x7x1x80xf32>
    %3297 = stablehlo.constant dense<0.001> : tensor<7x7x1x80xf32>
    %3298 = stablehlo.multiply %2164, %2164 : tensor<7x7x1x80xf32>
    %3299 = stablehlo.multiply %3297, %3298 : tensor<7x7x1x80xf32>
    %3300 = stablehlo.add %3296, %3299 : tensor<7x7x1x80xf32>
    %3301 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x80xf32>
    %3302 = stablehlo.divide %3294, %3301 : tensor<7x7x1x80xf32>
    %3303 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x80xf32>
    %3304 = stablehlo.divide %3300, %3303 : tensor<7x7x1x80xf32>
    %3305 = stablehlo.sqrt %3304 : tensor<7x7x1x80xf32>
    %3306 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x80xf32>
    %3307 = stablehlo.add %3305, %3306 : tensor<7x7x1x80xf32>
    %3308 = stablehlo.divide %3302, %3307 : tensor<7x7x1x80xf32>
    %3309 = stablehlo.constant dense<0.9> : tensor<80xf32>
    %3310 = stablehlo.multiply %3309, %m.stages.1.blocks.1.dwconv.b : tensor<80xf32>
    %3311 = stablehlo.constant dense<0.1> : tensor<80xf32>
    %3312 = stablehlo.multiply %3311, %2169 : tensor<80xf32>
    %3313 = stablehlo.add %3310, %3312 : tensor<80xf32>
    %3314 = stablehlo.constant dense<0.999> : tensor<80xf32>
    %3315 = stablehlo.multiply %3314, %v.stages.1.blocks.1.dwconv.b : tensor<80xf32>
    %3316 = stablehlo.constant dense<0.001> : tensor<80xf32>
    %3317 = stablehlo.multiply %2169, %2169 : tensor<80xf32>
    %3318 = stablehlo.multiply %3316, %3317 : tensor<80xf32>
    %3319 = stablehlo.add %3315, %3318 : tensor<80xf32>
    %3320 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %3321 = stablehlo.divide %3313, %3320 : tensor<80xf32>
    %3322 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %3323 = stablehlo.divide %3319, %3322 : tensor<80xf32>
    %3324 = stablehlo.sqrt %3323 : tensor<80xf32>
    %3325 = stablehlo.constant dense<1.0e-08> : tensor<80xf32>
    %3326 = stablehlo.add %3324, %3325 : tensor<80xf32>
    %3327 = stablehlo.divide %3321, %3326 : tensor<80xf32>
    %3328 = stablehlo.constant dense<0.9> : tensor<80xf32>
    %3329 = stablehlo.multiply %3328, %m.stages.1.blocks.1.norm.g : tensor<80xf32>
    %3330 = stablehlo.constant dense<0.1> : tensor<80xf32>
    %3331 = stablehlo.multiply %3330, %2174 : tensor<80xf32>
    %3332 = stablehlo.add %3329, %3331 : tensor<80xf32>
    %3333 = stablehlo.constant dense<0.999> : tensor<80xf32>
    %3334 = stablehlo.multiply %3333, %v.stages.1.blocks.1.norm.g : tensor<80xf32>
    %3335 = stablehlo.constant dense<0.001> : tensor<80xf32>
    %3336 = stablehlo.multiply %2174, %2174 : tensor<80xf32>
    %3337 = stablehlo.multiply %3335, %3336 : tensor<80xf32>
    %3338 = stablehlo.add %3334, %3337 : tensor<80xf32>
    %3339 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %3340 = stablehlo.divide %3332, %3339 : tensor<80xf32>
    %3341 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %3342 = stablehlo.divide %3338, %3341 : tensor<80xf32>
    %3343 = stablehlo.sqrt %3342 : tensor<80xf32>
    %3344 = stablehlo.constant dense<1.0e-08> : tensor<80xf32>
    %3345 = stablehlo.add %3343, %3344 : tensor<80xf32>
    %3346 = stablehlo.divide %3340, %3345 : tensor<80xf32>
    %3347 = stablehlo.constant dense<0.9> : tensor<80xf32>
    %3348 = stablehlo.multiply %3347, %m.stages.1.blocks.1.norm.b : tensor<80xf32>
    %3349 = stablehlo.constant dense<0.1> : tensor<80xf32>
    %3350 = stablehlo.multiply %3349, %2179 : tensor<80xf32>
    %3351 = stablehlo.add %3348, %3350 : tensor<80xf32>
    %3352 = stablehlo.constant dense<0.999> : tensor<80xf32>
    %3353 = stablehlo.multiply %3352, %v.stages.1.blocks.1.norm.b : tensor<80xf32>
    %3354 = stablehlo.constant dense<0.001> : tensor<80xf32>
    %3355 = stablehlo.multiply %2179, %2179 : tensor<80xf32>
    %3356 = stablehlo.multiply %3354, %3355 : tensor<80xf32>
    %3357 = stablehlo.add %3353, %3356 : tensor<80xf32>
    %3358 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %3359 = stablehlo.divide %3351, %3358 : tensor<80xf32>
    %3360 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %3361 = stablehlo.divide %3357, %3360 : tensor<80xf32>
    %3362 = stablehlo.sqrt %3361 : tensor<80xf32>
    %3363 = stablehlo.constant dense<1.0e-08> : tensor<80xf32>
    %3364 = stablehlo.add %3362, %3363 : tensor<80xf32>
    %3365 = stablehlo.divide %3359, %3364 : tensor<80xf32>
    %3366 = stablehlo.constant dense<0.9> : tensor<80x320xf32>
    %3367 = stablehlo.multiply %3366, %m.stages.1.blocks.1.fc1.w : tensor<80x320xf32>
    %3368 = stablehlo.constant dense<0.1> : tensor<80x320xf32>
    %3369 = stablehlo.multiply %3368, %2184 : tensor<80x320xf32>
    %3370 = stablehlo.add %3367, %3369 : tensor<80x320xf32>
    %3371 = stablehlo.constant dense<0.999> : tensor<80x320xf32>
    %3372 = stablehlo.multiply %3371, %v.stages.1.blocks.1.fc1.w : tensor<80x320xf32>
    %3373 = stablehlo.constant dense<0.001> : tensor<80x320xf32>
    %3374 = stablehlo.multiply %2184, %2184 : tensor<80x320xf32>
    %3375 = stablehlo.multiply %3373, %3374 : tensor<80x320xf32>
    %3376 = stablehlo.add %3372, %3375 : tensor<80x320xf32>
    %3377 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80x320xf32>
    %3378 = stablehlo.divide %3370, %3377 : tensor<80x320xf32>
    %3379 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80x320xf32>
    %3380 = stablehlo.divide %3376, %3379 : tensor<80x320xf32>
    %3381 = stablehlo.sqrt %3380 : tensor<80x320xf32>
    %3382 = stablehlo.constant dense<1.0e-08> : tensor<80x320xf32>
    %3383 = stablehlo.add %3381, %3382 : tensor<80x320xf32>
    %3384 = stablehlo.divide %3378, %3383 : tensor<80x320xf32>
    %3385 = stablehlo.constant dense<0.9> : tensor<320xf32>
    %3386 = stablehlo.multiply %3385, %m.stages.1.blocks.1.fc1.b : tensor<320xf32>
    %3387 = stablehlo.constant dense<0.1> : tensor<320xf32>
    %3388 = stablehlo.multiply %3387, %2189 : tensor<320xf32>
    %3389 = stablehlo.add %3386, %3388 : tensor<320xf32>
    %3390 = stablehlo.constant dense<0.999> : tensor<320xf32>
    %3391 = stablehlo.multiply %3390, %v.stages.1.blocks.1.fc1.b : tensor<320xf32>
    %3392 = stablehlo.constant dense<0.001> : tensor<320xf32>
    %3393 = stablehlo.multiply %2189, %2189 : tensor<320xf32>
    %3394 = stablehlo.multiply %3392, %3393 : tensor<320xf32>
    %3395 = stablehlo.add %3391, %3394 : tensor<320xf32>
    %3396 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %3397 = stablehlo.divide %3389, %3396 : tensor<320xf32>
    %3398 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %3399 = stablehlo.divide %3395, %3398 : tensor<320xf32>
    %3400 = stablehlo.sqrt %3399 : tensor<320xf32>
    %3401 = stablehlo.constant dense<1.0e-08> : tensor<320xf32>
    %3402 = stablehlo.add %3400, %3401 : tensor<320xf32>
    %3403 = stablehlo.divide %3397, %3402 : tensor<320xf32>
    %3404 = stablehlo.constant dense<0.9> : tensor<320x80xf32>
    %3405 = stablehlo.multiply %3404, %m.stages.1.blocks.1.fc2.w : tensor<320x80xf32>
    %3406 = stablehlo.constant dense<0.1> : tensor<320x80xf32>
    %3407 = stablehlo.multiply %3406, %2194 : tensor<320x80xf32>
    %3408 = stablehlo.add %3405, %3407 : tensor<320x80xf32>
    %3409 = stablehlo.constant dense<0.999> : tensor<320x80xf32>
    %3410 = stablehlo.multiply %3409, %v.stages.1.blocks.1.fc2.w : tensor<320x80xf32>
    %3411 = stablehlo.constant dense<0.001> : tensor<320x80xf32>
    %3412 = stablehlo.multiply %2194, %2194 : tensor<320x80xf32>
    %3413 = stablehlo.multiply %3411, %3412 : tensor<320x80xf32>
    %3414 = stablehlo.add %3410, %3413 : tensor<320x80xf32>
    %3415 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320x80xf32>
    %3416 = stablehlo.divide %3408, %3415 : tensor<320x80xf32>
    %3417 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320x80xf32>
    %3418 = stablehlo.divide %3414, %3417 : tensor<320x80xf32>
    %3419 = stablehlo.sqrt %3418 : tensor<320x80xf32>
    %3420 = stablehlo.constant dense<1.0e-08> : tensor<320x80xf32>
    %3421 = stablehlo.add %3419, %3420 : tensor<320x80xf32>
    %3422 = stablehlo.divide %3416, %3421 : tensor<320x80xf32>
    %3423 = stablehlo.constant dense<0.9> : tensor<80xf32>
    %3424 = stablehlo.multiply %3423, %m.stages.1.blocks.1.fc2.b : tensor<80xf32>
    %3425 = stablehlo.constant dense<0.1> : tensor<80xf32>
    %3426 = stablehlo.multiply %3425, %2199 : tensor<80xf32>
    %3427 = stablehlo.add %3424, %3426 : tensor<80xf32>
    %3428 = stablehlo.constant dense<0.999> : tensor<80xf32>
    %3429 = stablehlo.multiply %3428, %v.stages.1.blocks.1.fc2.b : tensor<80xf32>
    %3430 = stablehlo.constant dense<0.001> : tensor<80xf32>
    %3431 = stablehlo.multiply %2199, %2199 : tensor<80xf32>
    %3432 = stablehlo.multiply %3430, %3431 : tensor<80xf32>
    %3433 = stablehlo.add %3429, %3432 : tensor<80xf32>
    %3434 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %3435 = stablehlo.divide %3427, %3434 : tensor<80xf32>
    %3436 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %3437 = stablehlo.divide %3433, %3436 : tensor<80xf32>
    %3438 = stablehlo.sqrt %3437 : tensor<80xf32>
    %3439 = stablehlo.constant dense<1.0e-08> : tensor<80xf32>
    %3440 = stablehlo.add %3438, %3439 : tensor<80xf32>
    %3441 = stablehlo.divide %3435, %3440 : tensor<80xf32>
    %3442 = stablehlo.constant dense<0.9> : tensor<80xf32>
    %3443 = stablehlo.multiply %3442, %m.stages.1.blocks.1.gamma : tensor<80xf32>
    %3444 = stablehlo.constant dense<0.1> : tensor<80xf32>
    %3445 = stablehlo.multiply %3444, %2204 : tensor<80xf32>
    %3446 = stablehlo.add %3443, %3445 : tensor<80xf32>
    %3447 = stablehlo.constant dense<0.999> : tensor<80xf32>
    %3448 = stablehlo.multiply %3447, %v.stages.1.blocks.1.gamma : tensor<80xf32>
    %3449 = stablehlo.constant dense<0.001> : tensor<80xf32>
    %3450 = stablehlo.multiply %2204, %2204 : tensor<80xf32>
    %3451 = stablehlo.multiply %3449, %3450 : tensor<80xf32>
    %3452 = stablehlo.add %3448, %3451 : tensor<80xf32>
    %3453 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %3454 = stablehlo.divide %3446, %3453 : tensor<80xf32>
    %3455 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %3456 = stablehlo.divide %3452, %3455 : tensor<80xf32>
    %3457 = stablehlo.sqrt %3456 : tensor<80xf32>
    %3458 = stablehlo.constant dense<1.0e-08> : tensor<80xf32>
    %3459 = stablehlo.add %3457, %3458 : tensor<80xf32>
    %3460 = stablehlo.divide %3454, %3459 : tensor<80xf32>
    %3461 = stablehlo.constant dense<0.9> : tensor<80xf32>
    %3462 = stablehlo.multiply %3461, %m.stages.2.down.norm.g : tensor<80xf32>
    %3463 = stablehlo.constant dense<0.1> : tensor<80xf32>
    %3464 = stablehlo.multiply %3463, %2209 : tensor<80xf32>
    %3465 = stablehlo.add %3462, %3464 : tensor<80xf32>
    %3466 = stablehlo.constant dense<0.999> : tensor<80xf32>
    %3467 = stablehlo.multiply %3466, %v.stages.2.down.norm.g : tensor<80xf32>
    %3468 = stablehlo.constant dense<0.001> : tensor<80xf32>
    %3469 = stablehlo.multiply %2209, %2209 : tensor<80xf32>
    %3470 = stablehlo.multiply %3468, %3469 : tensor<80xf32>
    %3471 = stablehlo.add %3467, %3470 : tensor<80xf32>
    %3472 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %3473 = stablehlo.divide %3465, %3472 : tensor<80xf32>
    %3474 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %3475 = stablehlo.divide %3471, %3474 : tensor<80xf32>
    %3476 = stablehlo.sqrt %3475 : tensor<80xf32>
    %3477 = stablehlo.constant dense<1.0e-08> : tensor<80xf32>
    %3478 = stablehlo.add %3476, %3477 : tensor<80xf32>
    %3479 = stablehlo.divide %3473, %3478 : tensor<80xf32>
    %3480 = stablehlo.constant dense<0.9> : tensor<80xf32>
    %3481 = stablehlo.multiply %3480, %m.stages.2.down.norm.b : tensor<80xf32>
    %3482 = stablehlo.constant dense<0.1> : tensor<80xf32>
    %3483 = stablehlo.multiply %3482, %2214 : tensor<80xf32>
    %3484 = stablehlo.add %3481, %3483 : tensor<80xf32>
    %3485 = stablehlo.constant dense<0.999> : tensor<80xf32>
    %3486 = stablehlo.multiply %3485, %v.stages.2.down.norm.b : tensor<80xf32>
    %3487 = stablehlo.constant dense<0.001> : tensor<80xf32>
    %3488 = stablehlo.multiply %2214, %2214 : tensor<80xf32>
    %3489 = stablehlo.multiply %3487, %3488 : tensor<80xf32>
    %3490 = stablehlo.add %3486, %3489 : tensor<80xf32>
    %3491 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %3492 = stablehlo.divide %3484, %3491 : tensor<80xf32>
    %3493 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %3494 = stablehlo.divide %3490, %3493 : tensor<80xf32>
    %3495 = stablehlo.sqrt %3494 : tensor<80xf32>
    %3496 = stablehlo.constant dense<1.0e-08> : tensor<80xf32>
    %3497 = stablehlo.add %3495, %3496 : tensor<80xf32>
    %3498 = stablehlo.divide %3492, %3497 : tensor<80xf32>
    %3499 = stablehlo.constant dense<0.9> : tensor<2x2x80x160xf32>
    %3500 = stablehlo.multiply %3499, %m.stages.2.down.conv.w : tensor<2x2x80x160xf32>
    %3501 = stablehlo.constant dense<0.1> : tensor<2x2x80x160xf32>
    %3502 = stablehlo.multiply %3501, %2219 : tensor<2x2x80x160xf32>
    %3503 = stablehlo.add %3500, %3502 : tensor<2x2x80x160xf32>
    %3504 = stablehlo.constant dense<0.999> : tensor<2x2x80x160xf32>
    %3505 = stablehlo.multiply %3504, %v.stages.2.down.conv.w : tensor<2x2x80x160xf32>
    %3506 = stablehlo.constant dense<0.001> : tensor<2x2x80x160xf32>
    %3507 = stablehlo.multiply %2219, %2219 : tensor<2x2x80x160xf32>
    %3508 = stablehlo.multiply %3506, %3507 : tensor<2x2x80x160xf32>
    %3509 = stablehlo.add %3505, %3508 : tensor<2x2x80x160xf32>
    %3510 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x80x160xf32>
    %3511 = stablehlo.divide %3503, %3510 : tensor<2x2x80x160xf32>
    %3512 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x80x160xf32>
    %3513 = stablehlo.divide %3509, %3512 : tensor<2x2x80x160xf32>
    %3514 = stablehlo.sqrt %3513 : tensor<2x2x80x160xf32>
    %3515 = stablehlo.constant dense<1.0e-08> : tensor<2x2x80x160xf32>
    %3516 = stablehlo.add %3514, %3515 : tensor<2x2x80x160xf32>
    %3517 = stablehlo.divide %3511, %3516 : tensor<2x2x80x160xf32>
    %3518 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %3519 = stablehlo.multiply %3518, %m.stages.2.down.conv.b : tensor<160xf32>
    %3520 = stablehlo.constant dense<0.1> : tensor<160xf32>
    %3521 = stablehlo.multiply %3520, %2224 : tensor<160xf32>
    %3522 = stablehlo.add %3519, %3521 : tensor<160xf32>
    %3523 = stablehlo.constant dense<0.999> : tensor<160xf32>
    %3524 = stablehlo.multiply %3523, %v.stages.2.down.conv.b : tensor<160xf32>
    %3525 = stablehlo.constant dense<0.001> : tensor<160xf32>
    %3526 = stablehlo.multiply %2224, %2224 : tensor<160xf32>
    %3527 = stablehlo.multiply %3525, %3526 : tensor<160xf32>
    %3528 = stablehlo.add %3524, %3527 : tensor<160xf32>
    %3529 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %3530 = stablehlo.divide %3522, %3529 : tensor<160xf32>
    %3531 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %3532 = stablehlo.divide %3528, %3531 : tensor<160xf32>
    %3533 = stablehlo.sqrt %3532 : tensor<160xf32>
    %3534 = stablehlo.constant dense<1.0e-08> : tensor<160xf32>
    %3535 = stablehlo.add %3533, %3534 : tensor<160xf32>
    %3536 = stablehlo.divide %3530, %3535 : tensor<160xf32>
    %3537 = stablehlo.constant dense<0.9> : tensor<7x7x1x160xf32>
    %3538 = stablehlo.multiply %3537, %m.stages.2.blocks.0.dwconv.w : tensor<7x7x1x160xf32>
    %3539 = stablehlo.constant dense<0.1> : tensor<7x7x1x160xf32>
    %3540 = stablehlo.multiply %3539, %2229 : tensor<7x7x1x160xf32>
    %3541 = stablehlo.add %3538, %3540 : tensor<7x7x1x160xf32>
    %3542 = stablehlo.constant dense<0.999> : tensor<7x7x1x160xf32>
    %3543 = stablehlo.multiply %3542, %v.stages.2.blocks.0.dwconv.w : tensor<7x7x1x160xf32>
    %3544 = stablehlo.constant dense<0.001> : tensor<7x7x1x160xf32>
    %3545 = stablehlo.multiply %2229, %2229 : tensor<7x7x1x160xf32>
    %3546 = stablehlo.multiply %3544, %3545 : tensor<7x7x1x160xf32>
    %3547 = stablehlo.add %3543, %3546 : tensor<7x7x1x160xf32>
    %3548 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x160xf32>
    %3549 = stablehlo.divide %3541, %3548 : tensor<7x7x1x160xf32>
    %3550 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x160xf32>
    %3551 = stablehlo.divide %3547, %3550 : tensor<7x7x1x160xf32>
    %3552 = stablehlo.sqrt %3551 : tensor<7x7x1x160xf32>
    %3553 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x160xf32>
    %3554 = stablehlo.add %3552, %3553 : tensor<7x7x1x160xf32>
    %3555 = stablehlo.divide %3549, %3554 : tensor<7x7x1x160xf32>
    %3556 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %3557 = stablehlo.multiply %3556, %m.stages.2.blocks.0.dwconv.b : tensor<160xf32>
    %3558 = stablehlo.constant dense<0.1> : tensor<160xf32>
    %3559 = stablehlo.multiply %3558, %2234 : tensor<160xf32>
    %3560 = stablehlo.add %3557, %3559 : tensor<160xf32>
    %3561 = stablehlo.constant dense<0.999> : tensor<160xf32>
    %3562 = stablehlo.multiply %3561, %v.stages.2.blocks.0.dwconv.b : tensor<160xf32>
    %3563 = stablehlo.constant dense<0.001> : tensor<160xf32>
    %3564 = stablehlo.multiply %2234, %2234 : tensor<160xf32>
    %3565 = stablehlo.multiply %3563, %3564 : tensor<160xf32>
    %3566 = stablehlo.add %3562, %3565 : tensor<160xf32>
    %3567 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %3568 = stablehlo.divide %3560, %3567 : tensor<160xf32>
    %3569 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %3570 = stablehlo.divide %3566, %3569 : tensor<160xf32>
    %3571 = stablehlo.sqrt %3570 : tensor<160xf32>
    %3572 = stablehlo.constant dense<1.0e-08> : tensor<160xf32>
    %3573 = stablehlo.add %3571, %3572 : tensor<160xf32>
    %3574 = stablehlo.divide %3568, %3573 : tensor<160xf32>
    %3575 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %3576 = stablehlo.multiply %3575, %m.stages.2.blocks.0.norm.g : tensor<160xf32>
    %3577 = stablehlo.constant dense<0.1> : tensor<160xf32>
    %3578 = stablehlo.multiply %3577, %2239 : tensor<160xf32>
    %3579 = stablehlo.add %3576, %3578 : tensor<160xf32>
    %3580 = stablehlo.constant dense<0.999> : tensor<160xf32>
    %3581 = stablehlo.multiply %3580, %v.stages.2.blocks.0.norm.g : tensor<160xf32>
    %3582 = stablehlo.constant dense<0.001> : tensor<160xf32>
    %3583 = stablehlo.multiply %2239, %2239 : tensor<160xf32>
    %3584 = stablehlo.multiply %3582, %3583 : tensor<160xf32>
    %3585 = stablehlo.add %3581, %3584 : tensor<160xf32>
    %3586 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %3587 = stablehlo.divide %3579, %3586 : tensor<160xf32>
    %3588 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %3589 = stablehlo.divide %3585, %3588 : tensor<160xf32>
    %3590 = stablehlo.sqrt %3589 : tensor<160xf32>
    %3591 = stablehlo.constant dense<1.0e-08> : tensor<160xf32>
    %3592 = stablehlo.add %3590, %3591 : tensor<160xf32>
    %3593 = stablehlo.divide %3587, %3592 : tensor<160xf32>
    %3594 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %3595 = stablehlo.multiply %3594, %m.stages.2.blocks.0.norm.b : tensor<160xf32>
    %3596 = stablehlo.constant dense<0.1> : tensor<160xf32>
    %3597 = stablehlo.multiply %3596, %2244 : tensor<160xf32>
    %3598 = stablehlo.add %3595, %3597 : tensor<160xf32>
    %3599 = stablehlo.constant dense<0.999> : tensor<160xf32>
    %3600 = stablehlo.multiply %3599, %v.stages.2.blocks.0.norm.b : tensor<160xf32>
    %3601 = stablehlo.constant dense<0.001> : tensor<160xf32>
    %3602 = stablehlo.multiply %2244, %2244 : tensor<160xf32>
    %3603 = stablehlo.multiply %3601, %3602 : tensor<160xf32>
    %3604 = stablehlo.add %3600, %3603 : tensor<160xf32>
    %3605 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %3606 = stablehlo.divide %3598, %3605 : tensor<160xf32>
    %3607 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %3608 = stablehlo.divide %3604, %3607 : tensor<160xf32>
    %3609 = stablehlo.sqrt %3608 : tensor<160xf32>
    %3610 = stablehlo.constant dense<1.0e-08> : tensor<160xf32>
    %3611 = stablehlo.add %3609, %3610 : tensor<160xf32>
    %3612 = stablehlo.divide %3606, %3611 : tensor<160xf32>
    %3613 = stablehlo.constant dense<0.9> : tensor<160x640xf32>
    %3614 = stablehlo.multiply %3613, %m.stages.2.blocks.0.fc1.w : tensor<160x640xf32>
    %3615 = stablehlo.constant dense<0.1> : tensor<160x640xf32>
    %3616 = stablehlo.multiply %3615, %2249 : tensor<160x640xf32>
    %3617 = stablehlo.add %3614, %3616 : tensor<160x640xf32>
    %3618 = stablehlo.constant dense<0.999> : tensor<160x640xf32>
    %3619 = stablehlo.multiply %3618, %v.stages.2.blocks.0.fc1.w : tensor<160x640xf32>
    %3620 = stablehlo.constant dense<0.001> : tensor<160x640xf32>
    %3621 = stablehlo.multiply %2249, %2249 : tensor<160x640xf32>
    %3622 = stablehlo.multiply %3620, %3621 : tensor<160x640xf32>
    %3623 = stablehlo.add %3619, %3622 : tensor<160x640xf32>
    %3624 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160x640xf32>
    %3625 = stablehlo.divide %3617, %3624 : tensor<160x640xf32>
    %3626 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160x640xf32>
    %3627 = stablehlo.divide %3623, %3626 : tensor<160x640xf32>
    %3628 = stablehlo.sqrt %3627 : tensor<160x640xf32>
    %3629 = stablehlo.constant dense<1.0e-08> : tensor<160x640xf32>
    %3630 = stablehlo.add %3628, %3629 : tensor<160x640xf32>
    %3631 = stablehlo.divide %3625, %3630 : tensor<160x640xf32>
    %3632 = stablehlo.constant dense<0.9> : tensor<640xf32>
    %3633 = stablehlo.multiply %3632, %m.stages.2.blocks.0.fc1.b : tensor<640xf32>
    %3634 = stablehlo.constant dense<0.1> : tensor<640xf32>
    %3635 = stablehlo.multiply %3634, %2254 : tensor<640xf32>
    %3636 = stablehlo.add %3633, %3635 : tensor<640xf32>
    %3637 = stablehlo.constant dense<0.999> : tensor<640xf32>
    %3638 = stablehlo.multiply %3637, %v.stages.2.blocks.0.fc1.b : tensor<640xf32>
    %3639 = stablehlo.constant dense<0.001> : tensor<640xf32>
    %3640 = stablehlo.multiply %2254, %2254 : tensor<640xf32>
    %3641 = stablehlo.multiply %3639, %3640 : tensor<640xf32>
    %3642 = stablehlo.add %3638, %3641 : tensor<640xf32>
    %3643 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640xf32>
    %3644 = stablehlo.divide %3636, %3643 : tensor<640xf32>
    %3645 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640xf32>
    %3646 = stablehlo.divide %3642, %3645 : tensor<640xf32>
    %3647 = stablehlo.sqrt %3646 : tensor<640xf32>
    %3648 = stablehlo.constant dense<1.0e-08> : tensor<640xf32>
    %3649 = stablehlo.add %3647, %3648 : tensor<640xf32>
    %3650 = stablehlo.divide %3644, %3649 : tensor<640xf32>
    %3651 = stablehlo.constant dense<0.9> : tensor<640x160xf32>
    %3652 = stablehlo.multiply %3651, %m.stages.2.blocks.0.fc2.w : tensor<640x160xf32>
    %3653 = stablehlo.constant dense<0.1> : tensor<640x160xf32>
    %3654 = stablehlo.multiply %3653, %2259 : tensor<640x160xf32>
    %3655 = stablehlo.add %3652, %3654 : tensor<640x160xf32>
    %3656 = stablehlo.constant dense<0.999> : tensor<640x160xf32>
    %3657 = stablehlo.multiply %3656, %v.stages.2.blocks.0.fc2.w : tensor<640x160xf32>
    %3658 = stablehlo.constant dense<0.001> : tensor<640x160xf32>
    %3659 = stablehlo.multiply %2259, %2259 : tensor<640x160xf32>
    %3660 = stablehlo.multiply %3658, %3659 : tensor<640x160xf32>
    %3661 = stablehlo.add %3657, %3660 : tensor<640x160xf32>
    %3662 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640x160xf32>
    %3663 = stablehlo.divide %3655, %3662 : tensor<640x160xf32>
    %3664 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640x160xf32>
    %3665 = stablehlo.divide %3661, %3664 : tensor<640x160xf32>
    %3666 = stablehlo.sqrt %3665 : tensor<640x160xf32>
    %3667 = stablehlo.constant dense<1.0e-08> : tensor<640x160xf32>
    %3668 = stablehlo.add %3666, %3667 : tensor<640x160xf32>
    %3669 = stablehlo.divide %3663, %3668 : tensor<640x160xf32>
    %3670 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %3671 = stablehlo.multiply %3670, %m.stages.2.blocks.0.fc2.b : tensor<160xf32>
    %3672 = stablehlo.constant dense<0.1> : tensor<160xf32>
    %3673 = stablehlo.multiply %3672, %2264 : tensor<160xf32>
    %3674 = stablehlo.add %3671, %3673 : tensor<160xf32>
    %3675 = stablehlo.constant dense<0.999> : tensor<160xf32>
    %3676 = stablehlo.multiply %3675, %v.stages.2.blocks.0.fc2.b : tensor<160xf32>
    %3677 = stablehlo.constant dense<0.001> : tensor<160xf32>
    %3678 = stablehlo.multiply %2264, %2264 : tensor<160xf32>
    %3679 = stablehlo.multiply %3677, %3678 : tensor<160xf32>
    %3680 = stablehlo.add %3676, %3679 : tensor<160xf32>
    %3681 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %3682 = stablehlo.divide %3674, %3681 : tensor<160xf32>
    %3683 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %3684 = stablehlo.divide %3680, %3683 : tensor<160xf32>
    %3685 = stablehlo.sqrt %3684 : tensor<160xf32>
    %3686 = stablehlo.constant dense<1.0e-08> : tensor<160xf32>
    %3687 = stablehlo.add %3685, %3686 : tensor<160xf32>
    %3688 = stablehlo.divide %3682, %3687 : tensor<160xf32>
    %3689 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %3690 = stablehlo.multiply %3689, %m.stages.2.blocks.0.gamma : tensor<160xf32>
    %3691 = stablehlo.constant dense<0.1> : tensor<160xf32>
    %3692 = stablehlo.multiply %3691, %2269 : tensor<160xf32>
    %3693 = stablehlo.add %3690, %3692 : tensor<160xf32>
    %3694 = stablehlo.constant dense<0.999> : tensor<160xf32>
    %3695 = stablehlo.multiply %3694, %v.stages.2.blocks.0.gamma : tensor<160xf32>
    %3696 = stablehlo.constant dense<0.001> : tensor<160xf32>
    %3697 = stablehlo.multiply %2269, %2269 : tensor<160xf32>
    %3698 = stablehlo.multiply %3696, %3697 : tensor<160xf32>
    %3699 = stablehlo.add %3695, %3698 : tensor<160xf32>
    %3700 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %3701 = stablehlo.divide %3693, %3700 : tensor<160xf32>
    %3702 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %3703 = stablehlo.divide %3699, %3702 : tensor<160xf32>
    %3704 = stablehlo.sqrt %3703 : tensor<160xf32>
    %3705 = stablehlo.constant dense<1.0e-08> : tensor<160xf32>
    %3706 = stablehlo.add %3704, %3705 : tensor<160xf32>
    %3707 = stablehlo.divide %3701, %3706 : tensor<160xf32>
    %3708 = stablehlo.constant dense<0.9> : tensor<7x7x1x160xf32>
    %3709 = stablehlo.multiply %3708, %m.stages.2.blocks.1.dwconv.w : tensor<7x7x1x160xf32>
    %3710 = stablehlo.constant dense<0.1> : tensor<7x7x1x160xf32>
    %3711 = stablehlo.multiply %3710, %2274 : tensor<7x7x1x160xf32>
    %3712 = stablehlo.add %3709, %3711 : tensor<7x7x1x160xf32>
    %3713 = stablehlo.constant dense<0.999> : tensor<7x7x1x160xf32>
    %3714 = stablehlo.multiply %3713, %v.stages.2.blocks.1.dwconv.w : tensor<7x7x1x160xf32>
    %3715 = stablehlo.constant dense<0.001> : tensor<7x7x1x160xf32>
    %3716 = stablehlo.multiply %2274, %2274 : tensor<7x7x1x160xf32>
    %3717 = stablehlo.multiply %3715, %3716 : tensor<7x7x1x160xf32>
    %3718 = stablehlo.add %3714, %3717 : tensor<7x7x1x160xf32>
    %3719 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x160xf32>
    %3720 = stablehlo.divide %3712, %3719 : tensor<7x7x1x160xf32>
    %3721 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x160xf32>
    %3722 = stablehlo.divide %3718, %3721 : tensor<7x7x1x160xf32>
    %3723 = stablehlo.sqrt %3722 : tensor<7x7x1x160xf32>
    %3724 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x160xf32>
    %3725 = stablehlo.add %3723, %3724 : tensor<7x7x1x160xf32>
    %3726 = stablehlo.divide %3720, %3725 : tensor<7x7x1x160xf32>
    %3727 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %3728 = stablehlo.multiply %3727, %m.stages.2.blocks.1.dwconv.b : tensor<160xf32>
    %3729 = stablehlo.constant dense<0.1> : tensor<160xf32>
    %3730 = stablehlo.multiply %3729, %2279 : tensor<160xf32>
    %3731 = stablehlo.add %3728, %3730 : tensor<160xf32>
    %3732 = stablehlo.constant dense<0.999> : tensor<160xf32>
    %3733 = stablehlo.multiply %3732, %v.stages.2.blocks.1.dwconv.b : tensor<160xf32>
    %3734 = stablehlo.constant dense<0.001> : tensor<160xf32>
    %3735 = stablehlo.multiply %2279, %2279 : tensor<160xf32>
    %3736 = stablehlo.multiply %3734, %3735 : tensor<160xf32>
    %3737 = stablehlo.add %3733, %3736 : tensor<160xf32>
    %3738 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %3739 = stablehlo.divide %3731, %3738 : tensor<160xf32>
    %3740 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %3741 = stablehlo.divide %3737, %3740 : tensor<160xf32>
    %3742 = stablehlo.sqrt %3741 : tensor<160xf32>
    %3743 = stablehlo.constant dense<1.0e-08> : tensor<160xf32>
    %3744 = stablehlo.add %3742, %3743 : tensor<160xf32>
    %3745 = stablehlo.divide %3739, %3744 : tensor<160xf32>
    %3746 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %3747 = stablehlo.multiply %3746, %m.stages.2.blocks.1.norm.g : tensor<160xf32>
    %3748 = stablehlo.constant dense<0.1> : tensor<160xf32>
    %3749 = stablehlo.multiply %3748, %2284 : tensor<160xf32>
    %3750 = stablehlo.add %3747, %3749 : tensor<160xf32>
    %3751 = stablehlo.constant dense<0.999> : tensor<160xf32>
    %3752 = stablehlo.multiply %3751, %v.stages.2.blocks.1.norm.g : tensor<160xf32>
    %3753 = stablehlo.constant dense<0.001> : tensor<160xf32>
    %3754 = stablehlo.multiply %2284, %2284 : tensor<160xf32>
    %3755 = stablehlo.multiply %3753, %3754 : tensor<160xf32>
    %3756 = stablehlo.add %3752, %3755 : tensor<160xf32>
    %3757 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %3758 = stablehlo.divide %3750, %3757 : tensor<160xf32>
    %3759 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %3760 = stablehlo.divide %3756, %3759 : tensor<160xf32>
    %3761 = stablehlo.sqrt %3760 : tensor<160xf32>
    %3762 = stablehlo.constant dense<1.0e-08> : tensor<160xf32>
    %3763 = stablehlo.add %3761, %3762 : tensor<160xf32>
    %3764 = stablehlo.divide %3758, %3763 : tensor<160xf32>
    %3765 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %3766 = stablehlo.multiply %3765, %m.stages.2.blocks.1.norm.b : tensor<160xf32>
    %3767 = stablehlo.constant dense<0.1> : tensor<160xf32>
    %3768 = stablehlo.multiply %3767, %2289 : tensor<160xf32>
    %3769 = stablehlo.add %3766, %3768 : tensor<160xf32>
    %3770 = stablehlo.constant dense<0.999> : tensor<160xf32>
    %3771 = stablehlo.multiply %3770, %v.stages.2.blocks.1.norm.b : tensor<160xf32>
    %3772 = stablehlo.constant dense<0.001> : tensor<160xf32>
    %3773 = stablehlo.multiply %2289, %2289 : tensor<160xf32>
    %3774 = stablehlo.multiply %3772, %3773 : tensor<160xf32>
    %3775 = stablehlo.add %3771, %3774 : tensor<160xf32>
    %3776 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %3777 = stablehlo.divide %3769, %3776 : tensor<160xf32>
    %3778 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %3779 = stablehlo.divide %3775, %3778 : tensor<160xf32>
    %3780 = stablehlo.sqrt %3779 : tensor<160xf32>
    %3781 = stablehlo.constant dense<1.0e-08> : tensor<160xf32>
    %3782 = stablehlo.add %3780, %3781 : tensor<160xf32>
    %3783 = stablehlo.divide %3777, %3782 : tensor<160xf32>
    %3784 = stablehlo.constant dense<0.9> : tensor<160x640xf32>
    %3785 = stablehlo.multiply %3784, %m.stages.2.blocks.1.fc1.w : tensor<160x640xf32>
    %3786 = stablehlo.constant dense<0.1> : tensor<160x640xf32>
    %3787 = stablehlo.multiply %3786, %2294 : tensor<160x640xf32>
    %3788 = stablehlo.add %3785, %3787 : tensor<160x640xf32>
    %3789 = stablehlo.constant dense<0.999> : tensor<160x640xf32>
    %3790 = stablehlo.multiply %3789, %v.stages.2.blocks.1.fc1.w : tensor<160x640xf32>
    %3791 = stablehlo.constant dense<0.001> : tensor<160x640xf32>
    %3792 = stablehlo.multiply %2294, %2294 : tensor<160x640xf32>
    %3793 = stablehlo.multiply %3791, %3792 : tensor<160x640xf32>
    %3794 = stablehlo.add %3790, %3793 : tensor<160x640xf32>
    %3795 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160x640xf32>
    %3796 = stablehlo.divide %3788, %3795 : tensor<160x640xf32>
    %3797 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160x640xf32>
    %3798 = stablehlo.divide %3794, %3797 : tensor<160x640xf32>
    %3799 = stablehlo.sqrt %3798 : tensor<160x640xf32>
    %3800 = stablehlo.constant dense<1.0e-08> : tensor<160x640xf32>
    %3801 = stablehlo.add %3799, %3800 : tensor<160x640xf32>
    %3802 = stablehlo.divide %3796, %3801 : tensor<160x640xf32>
    %3803 = stablehlo.constant dense<0.9> : tensor<640xf32>
    %3804 = stablehlo.multiply %3803, %m.stages.2.blocks.1.fc1.b : tensor<640xf32>
    %3805 = stablehlo.constant dense<0.1> : tensor<640xf32>
    %3806 = stablehlo.multiply %3805, %2299 : tensor<640xf32>
    %3807 = stablehlo.add %3804, %3806 : tensor<640xf32>
    %3808 = stablehlo.constant dense<0.999> : tensor<640xf32>
    %3809 = stablehlo.multiply %3808, %v.stages.2.blocks.1.fc1.b : tensor<640xf32>
    %3810 = stablehlo.constant dense<0.001> : tensor<640xf32>
    %3811 = stablehlo.multiply %2299, %2299 : tensor<640xf32>
    %3812 = stablehlo.multiply %3810, %3811 : tensor<640xf32>
    %3813 = stablehlo.add %3809, %3812 : tensor<640xf32>
    %3814 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640xf32>
    %3815 = stablehlo.divide %3807, %3814 : tensor<640xf32>
    %3816 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640xf32>
    %3817 = stablehlo.divide %3813, %3816 : tensor<640xf32>
    %3818 = stablehlo.sqrt %3817 : tensor<640xf32>
    %3819 = stablehlo.constant dense<1.0e-08> : tensor<640xf32>
    %3820 = stablehlo.add %3818, %3819 : tensor<640xf32>
    %3821 = stablehlo.divide %3815, %3820 : tensor<640xf32>
    %3822 = stablehlo.constant dense<0.9> : tensor<640x160xf32>
    %3823 = stablehlo.multiply %3822, %m.stages.2.blocks.1.fc2.w : tensor<640x160xf32>
    %3824 = stablehlo.constant dense<0.1> : tensor<640x160xf32>
    %3825 = stablehlo.multiply %3824, %2304 : tensor<640x160xf32>
    %3826 = stablehlo.add %3823, %3825 : tensor<640x160xf32>
    %3827 = stablehlo.constant dense<0.999> : tensor<640x160xf32>
    %3828 = stablehlo.multiply %3827, %v.stages.2.blocks.1.fc2.w : tensor<640x160xf32>
    %3829 = stablehlo.constant dense<0.001> : tensor<640x160xf32>
    %3830 = stablehlo.multiply %2304, %2304 : tensor<640x160xf32>
    %3831 = stablehlo.multiply %3829, %3830 : tensor<640x160xf32>
    %3832 = stablehlo.add %3828, %3831 : tensor<640x160xf32>
    %3833 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640x160xf32>
    %3834 = stablehlo.divide %3826, %3833 : tensor<640x160xf32>
    %3835 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640x160xf32>
    %3836 = stablehlo.divide %3832, %3835 : tensor<640x160xf32>
    %3837 = stablehlo.sqrt %3836 : tensor<640x160xf32>
    %3838 = stablehlo.constant dense<1.0e-08> : tensor<640x160xf32>
    %3839 = stablehlo.add %3837, %3838 : tensor<640x160xf32>
    %3840 = stablehlo.divide %3834, %3839 : tensor<640x160xf32>
    %3841 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %3842 = stablehlo.multiply %3841, %m.stages.2.blocks.1.fc2.b : tensor<160xf32>
    %3843 = stablehlo.constant dense<0.1> : tensor<160xf32>
    %3844 = stablehlo.multiply %3843, %2309 : tensor<160xf32>
    %3845 = stablehlo.add %3842, %3844 : tensor<160xf32>
    %3846 = stablehlo.constant dense<0.999> : tensor<160xf32>
    %3847 = stablehlo.multiply %3846, %v.stages.2.blocks.1.fc2.b : tensor<160xf32>
    %3848 = stablehlo.constant dense<0.001> : tensor<160xf32>
    %3849 = stablehlo.multiply %2309, %2309 : tensor<160xf32>
    %3850 = stablehlo.multiply %3848, %3849 : tensor<160xf32>
    %3851 = stablehlo.add %3847, %3850 : tensor<160xf32>
    %3852 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %3853 = stablehlo.divide %3845, %3852 : tensor<160xf32>
    %3854 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %3855 = stablehlo.divide %3851, %3854 : tensor<160xf32>
    %3856 = stablehlo.sqrt %3855 : tensor<160xf32>
    %3857 = stablehlo.constant dense<1.0e-08> : tensor<160xf32>
    %3858 = stablehlo.add %3856, %3857 : tensor<160xf32>
    %3859 = stablehlo.divide %3853, %3858 : tensor<160xf32>
    %3860 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %3861 = stablehlo.multiply %3860, %m.stages.2.blocks.1.gamma : tensor<160xf32>
    %3862 = stablehlo.constant dense<0.1> : tensor<160xf32>
    %3863 = stablehlo.multiply %3862, %2314 : tensor<160xf32>
    %3864 = stablehlo.add %3861, %3863 : tensor<160xf32>
    %3865 = stablehlo.constant dense<0.999> : tensor<160xf32>
    %3866 = stablehlo.multiply %3865, %v.stages.2.blocks.1.gamma : tensor<160xf32>
    %3867 = stablehlo.constant dense<0.001> : tensor<160xf32>
    %3868 = stablehlo.multiply %2314, %2314 : tensor<160xf32>
    %3869 = stablehlo.multiply %3867, %3868 : tensor<160xf32>
    %3870 = stablehlo.add %3866, %3869 : tensor<160xf32>
    %3871 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %3872 = stablehlo.divide %3864, %3871 : tensor<160xf32>
    %3873 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %3874 = stablehlo.divide %3870, %3873 : tensor<160xf32>
    %3875 = stablehlo.sqrt %3874 : tensor<160xf32>
    %3876 = stablehlo.constant dense<1.0e-08> : tensor<160xf32>
    %3877 = stablehlo.add %3875, %3876 : tensor<160xf32>
    %3878 = stablehlo.divide %3872, %3877 : tensor<160xf32>
    %3879 = stablehlo.constant dense<0.9> : tensor<7x7x1x160xf32>
    %3880 = stablehlo.multiply %3879, %m.stages.2.blocks.2.dwconv.w : tensor<7x7x1x160xf32>
    %3881 = stablehlo.constant dense<0.1> : tensor<7x7x1x160xf32>
    %3882 = stablehlo.multiply %3881, %2319 : tensor<7x7x1x160xf32>
    %3883 = stablehlo.add %3880, %3882 : tensor<7x7x1x160xf32>
    %3884 = stablehlo.constant dense<0.999> : tensor<7x7x1x160xf32>
    %3885 = stablehlo.multiply %3884, %v.stages.2.blocks.2.dwconv.w : tensor<7x7x1x160xf32>
    %3886 = stablehlo.constant dense<0.001> : tensor<7x7x1x160xf32>
    %3887 = stablehlo.multiply %2319, %2319 : tensor<7x7x1x160xf32>
    %3888 = stablehlo.multiply %3886, %3887 : tensor<7x7x1x160xf32>
    %3889 = stablehlo.add %3885, %3888 : tensor<7x7x1x160xf32>
    %3890 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x160xf32>
    %3891 = stablehlo.divide %3883, %3890 : tensor<7x7x1x160xf32>
    %3892 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x160xf32>
    %3893 = stablehlo.divide %3889, %3892 : tensor<7x7x1x160xf32>
    %3894 = stablehlo.sqrt %3893 : tensor<7x7x1x160xf32>
    %3895 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x160xf32>
    %3896 = stablehlo.add %3894, %3895 : tensor<7x7x1x160xf32>
    %3897 = stablehlo.divide %3891, %3896 : tensor<7x7x1x160xf32>
    %3898 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %3899 = stablehlo.multiply %3898, %m.stages.2.blocks.2.dwconv.b : tensor<160xf32>
    %3900 = stablehlo.constant dense<0.1> : tensor<160xf32>
    %3901 = stablehlo.multiply %3900, %2324 : tensor<160xf32>
    %3902 = stablehlo.add %3899, %3901 : tensor<160xf32>
    %3903 = stablehlo.constant dense<0.999> : tensor<160xf32>
    %3904 = stablehlo.multiply %3903, %v.stages.2.blocks.2.dwconv.b : tensor<160xf32>
    %3905 = stablehlo.constant dense<0.001> : tensor<160xf32>
    %3906 = stablehlo.multiply %2324, %2324 : tensor<160xf32>
    %3907 = stablehlo.multiply %3905, %3906 : tensor<160xf32>
    %3908 = stablehlo.add %3904, %3907 : tensor<160xf32>
    %3909 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %3910 = stablehlo.divide %3902, %3909 : tensor<160xf32>
    %3911 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %3912 = stablehlo.divide %3908, %3911 : tensor<160xf32>
    %3913 = stablehlo.sqrt %3912 : tensor<160xf32>
    %3914 = stablehlo.constant dense<1.0e-08> : tensor<160xf32>
    %3915 = stablehlo.add %3913, %3914 : tensor<160xf32>
    %3916 = stablehlo.divide %3910, %3915 : tensor<160xf32>
    %3917 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %3918 = stablehlo.multiply %3917, %m.stages.2.blocks.2.norm.g : tensor<160xf32>
    %3919 = stablehlo.constant dense<0.1> : tensor<160xf32>
    %3920 = stablehlo.multiply %3919, %2329 : tensor<160xf32>
    %3921 = stablehlo.add %3918, %3920 : tensor<160xf32>
    %3922 = stablehlo.constant dense<0.999> : tensor<160xf32>
    %3923 = stablehlo.multiply %3922, %v.stages.2.blocks.2.norm.g : tensor<160xf32>
    %3924 = stablehlo.constant dense<0.001> : tensor<160xf32>
    %3925 = stablehlo.multiply %2329, %2329 : tensor<160xf32>
    %3926 = stablehlo.multiply %3924, %3925 : tensor<160xf32>
    %3927 = stablehlo.add %3923, %3926 : tensor<160xf32>
    %3928 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %3929 = stablehlo.divide %3921, %3928 : tensor<160xf32>
    %3930 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %3931 = stablehlo.divide %3927, %3930 : tensor<160xf32>
    %3932 = stablehlo.sqrt %3931 : tensor<160xf32>
    %3933 = stablehlo.constant dense<1.0e-08> : tensor<160xf32>
    %3934 = stablehlo.add %3932, %3933 : tensor<160xf32>
    %3935 = stablehlo.divide %3929, %3934 : tensor<160xf32>
    %3936 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %3937 = stablehlo.multiply %3936, %m.stages.2.blocks.2.norm.b : tensor<160xf32>
    %3938 = stablehlo.constant dense<0.1> : tensor<160xf32>
    %3939 = stablehlo.multiply %3938, %2334 : tensor<160xf32>
    %3940 = stablehlo.add %3937, %3939 : tensor<160xf32>
    %3941 = stablehlo.constant dense<0.999> : tensor<160xf32>
    %3942 = stablehlo.multiply %3941, %v.stages.2.blocks.2.norm.b : tensor<160xf32>
    %3943 = stablehlo.constant dense<0.001> : tensor<160xf32>
    %3944 = stablehlo.multiply %2334, %2334 : tensor<160xf32>
    %3945 = stablehlo.multiply %3943, %3944 : tensor<160xf32>
    %3946 = stablehlo.add %3942, %3945 : tensor<160xf32>
    %3947 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %3948 = stablehlo.divide %3940, %3947 : tensor<160xf32>
    %3949 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %3950 = stablehlo.divide %3946, %3949 : tensor<160xf32>
    %3951 = stablehlo.sqrt %3950 : tensor<160xf32>
    %3952 = stablehlo.constant dense<1.0e-08> : tensor<160xf32>
    %3953 = stablehlo.add %3951, %3952 : tensor<160xf32>
    %3954 = stablehlo.divide %3948, %3953 : tensor<160xf32>
    %3955 = stablehlo.constant dense<0.9> : tensor<160x640xf32>
    %3956 = stablehlo.multiply %3955, %m.stages.2.blocks.2.fc1.w : tensor<160x640xf32>
    %3957 = stablehlo.constant dense<0.1> : tensor<160x640xf32>
    %3958 = stablehlo.multiply %3957, %2339 : tensor<160x640xf32>
    %3959 = stablehlo.add %3956, %3958 : tensor<160x640xf32>
    %3960 = stablehlo.constant dense<0.999> : tensor<160x640xf32>
    %3961 = stablehlo.multiply %3960, %v.stages.2.blocks.2.fc1.w : tensor<160x640xf32>
    %3962 = stablehlo.constant dense<0.001> : tensor<160x640xf32>
    %3963 = stablehlo.multiply %2339, %2339 : tensor<160x640xf32>
    %3964 = stablehlo.multiply %3962, %3963 : tensor<160x640xf32>
    %3965 = stablehlo.add %3961, %3964 : tensor<160x640xf32>
    %3966 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160x640xf32>
    %3967 = stablehlo.divide %3959, %3966 : tensor<160x640xf32>
    %3968 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160x640xf32>
    %3969 = stablehlo.divide %3965, %3968 : tensor<160x640xf32>
    %3970 = stablehlo.sqrt %3969 : tensor<160x640xf32>
    %3971 = stablehlo.constant dense<1.0e-08> : tensor<160x640xf32>
    %3972 = stablehlo.add %3970, %3971 : tensor<160x640xf32>
    %3973 = stablehlo.divide %3967, %3972 : tensor<160x640xf32>
    %3974 = stablehlo.constant dense<0.9> : tensor<640xf32>
    %3975 = stablehlo.multiply %3974, %m.stages.2.blocks.2.fc1.b : tensor<640xf32>
    %3976 = stablehlo.constant dense<0.1> : tensor<640xf32>
    %3977 = stablehlo.multiply %3976, %2344 : tensor<640xf32>
    %3978 = stablehlo.add %3975, %3977 : tensor<640xf32>
    %3979 = stablehlo.constant dense<0.999> : tensor<640xf32>
    %3980 = stablehlo.multiply %3979, %v.stages.2.blocks.2.fc1.b : tensor<640xf32>
    %3981 = stablehlo.constant dense<0.001> : tensor<640xf32>
    %3982 = stablehlo.multiply %2344, %2344 : tensor<640xf32>
    %3983 = stablehlo.multiply %3981, %3982 : tensor<640xf32>
    %3984 = stablehlo.add %3980, %3983 : tensor<640xf32>
    %3985 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640xf32>
    %3986 = stablehlo.divide %3978, %3985 : tensor<640xf32>
    %3987 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640xf32>
    %3988 = stablehlo.divide %3984, %3987 : tensor<640xf32>
    %3989 = stablehlo.sqrt %3988 : tensor<640xf32>
    %3990 = stablehlo.constant dense<1.0e-08> : tensor<640xf32>
    %3991 = stablehlo.add %3989, %3990 : tensor<640xf32>
    %3992 = stablehlo.divide %3986, %3991 : tensor<640xf32>
    %3993 = stablehlo.constant dense<0.9> : tensor<640x160xf32>
    %3994 = stablehlo.multiply %3993, %m.stages.2.blocks.2.fc2.w : tensor<640x160xf32>
    %3995 = stablehlo.constant dense<0.1> : tensor<640x160xf32>
    %3996 = stablehlo.multiply %3995, %2349 : tensor<640x160xf32>
    %3997 = stablehlo.add %3994, %3996 : tensor<640x160xf32>
    %3998 = stablehlo.constant dense<0.999> : tensor<640x160xf32>
    %3999 = stablehlo.multiply %3998, %v.stages.2.blocks.2.fc2.w : tensor<640x160xf32>
    %4000 = stablehlo.constant dense<0.001> : tensor<640x160xf32>
    %4001 = stablehlo.multiply %2349, %2349 : tensor<640x160xf32>
    %4002 = stablehlo.multiply %4000, %4001 : tensor<640x160xf32>
    %4003 = stablehlo.add %3999, %4002 : tensor<640x160xf32>
    %4004 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640x160xf32>
    %4005 = stablehlo.divide %3997, %4004 : tensor<640x160xf32>
    %4006 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640x160xf32>
    %4007 = stablehlo.divide %4003, %4006 : tensor<640x160xf32>
    %4008 = stablehlo.sqrt %4007 : tensor<640x160xf32>
    %4009 = stablehlo.constant dense<1.0e-08> : tensor<640x160xf32>
    %4010 = stablehlo.add %4008, %4009 : tensor<640x160xf32>
    %4011 = stablehlo.divide %4005, %4010 : tensor<640x160xf32>
    %4012 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %4013 = stablehlo.multiply %4012, %m.stages.2.blocks.2.fc2.b : tensor<160xf32>
    %4014 = stablehlo.constant dense<0.1> : tensor<160xf32>
    %4015 = stablehlo.multiply %4014, %2354 : tensor<160xf32>
    %4016 = stablehlo.add %4013, %4015 : tensor<160xf32>
    %4017 = stablehlo.constant dense<0.999> : tensor<160xf32>
    %4018 = stablehlo.multiply %4017, %v.stages.2.blocks.2.fc2.b : tensor<160xf32>
    %4019 = stablehlo.constant dense<0.001> : tensor<160xf32>
    %4020 = stablehlo.multiply %2354, %2354 : tensor<160xf32>
    %4021 = stablehlo.multiply %4019, %4020 : tensor<160xf32>
    %4022 = stablehlo.add %4018, %4021 : tensor<160xf32>
    %4023 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %4024 = stablehlo.divide %4016, %4023 : tensor<160xf32>
    %4025 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %4026 = stablehlo.divide %4022, %4025 : tensor<160xf32>
    %4027 = stablehlo.sqrt %4026 : tensor<160xf32>
    %4028 = stablehlo.constant dense<1.0e-08> : tensor<160xf32>
    %4029 = stablehlo.add %4027, %4028 : tensor<160xf32>
    %4030 = stablehlo.divide %4024, %4029 : tensor<160xf32>
    %4031 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %4032 = stablehlo.multiply %4031, %m.stages.2.blocks.2.gamma : tensor<160xf32>
    %4033 = stablehlo.constant dense<0.1> : tensor<160xf32>
    %4034 = stablehlo.multiply %4033, %2359 : tensor<160xf32>
    %4035 = stablehlo.add %4032, %4034 : tensor<160xf32>
    %4036 = stablehlo.constant dense<0.999> : tensor<160xf32>
    %4037 = stablehlo.multiply %4036, %v.stages.2.blocks.2.gamma : tensor<160xf32>
    %4038 = stablehlo.constant dense<0.001> : tensor<160xf32>
    %4039 = stablehlo.multiply %2359, %2359 : tensor<160xf32>
    %4040 = stablehlo.multiply %4038, %4039 : tensor<160xf32>
    %4041 = stablehlo.add %4037, %4040 : tensor<160xf32>
    %4042 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %4043 = stablehlo.divide %4035, %4042 : tensor<160xf32>
    %4044 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %4045 = stablehlo.divide %4041, %4044 : tensor<160xf32>
    %4046 = stablehlo.sqrt %4045 : tensor<160xf32>
    %4047 = stablehlo.constant dense<1.0e-08> : tensor<160xf32>
    %4048 = stablehlo.add %4046, %4047 : tensor<160xf32>
    %4049 = stablehlo.divide %4043, %4048 : tensor<160xf32>
    %4050 = stablehlo.constant dense<0.9> : tensor<7x7x1x160xf32>
    %4051 = stablehlo.multiply %4050, %m.stages.2.blocks.3.dwconv.w : tensor<7x7x1x160xf32>
    %4052 = stablehlo.constant dense<0.1> : tensor<7x7x1x160xf32>
    %4053 = stablehlo.multiply %4052, %2364 : tensor<7x7x1x160xf32>
    %4054 = stablehlo.add %4051, %4053 : tensor<7x7x1x160xf32>
    %4055 = stablehlo.constant dense<0.999> : tensor<7x7x1x160xf32>
    %4056 = stablehlo.multiply %4055, %v.stages.2.blocks.3.dwconv.w : tensor<7x7x1x160xf32>
    %4057 = stablehlo.constant dense<0.001> : tensor<7x7x1x160xf32>
    %4058 = stablehlo.multiply %2364, %2364 : tensor<7x7x1x160xf32>
    %4059 = stablehlo.multiply %4057, %4058 : tensor<7x7x1x160xf32>
    %4060 = stablehlo.add %4056, %4059 : tensor<7x7x1x160xf32>
    %4061 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x160xf32>
    %4062 = stablehlo.divide %4054, %4061 : tensor<7x7x1x160xf32>
    %4063 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x160xf32>
    %4064 = stablehlo.divide %4060, %4063 : tensor<7x7x1x160xf32>
    %4065 = stablehlo.sqrt %4064 : tensor<7x7x1x160xf32>
    %4066 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x160xf32>
    %4067 = stablehlo.add %4065, %4066 : tensor<7x7x1x160xf32>
    %4068 = stablehlo.divide %4062, %4067 : tensor<7x7x1x160xf32>
    %4069 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %4070 = stablehlo.multiply %4069, %m.stages.2.blocks.3.dwconv.b : tensor<160xf32>
    %4071 = stablehlo.constant dense<0.1> : tensor<160xf32>
    %4072 = stablehlo.multiply %4071, %2369 : tensor<160xf32>
    %4073 = stablehlo.add %4070, %4072 : tensor<160xf32>
    %4074 = stablehlo.constant dense<0.999> : tensor<160xf32>
    %4075 = stablehlo.multiply %4074, %v.stages.2.blocks.3.dwconv.b : tensor<160xf32>
    %4076 = stablehlo.constant dense<0.001> : tensor<160xf32>
    %4077 = stablehlo.multiply %2369, %2369 : tensor<160xf32>
    %4078 = stablehlo.multiply %4076, %4077 : tensor<160xf32>
    %4079 = stablehlo.add %4075, %4078 : tensor<160xf32>
    %4080 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %4081 = stablehlo.divide %4073, %4080 : tensor<160xf32>
    %4082 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %4083 = stablehlo.divide %4079, %4082 : tensor<160xf32>
    %4084 = stablehlo.sqrt %4083 : tensor<160xf32>
    %4085 = stablehlo.constant dense<1.0e-08> : tensor<160xf32>
    %4086 = stablehlo.add %4084, %4085 : tensor<160xf32>
    %4087 = stablehlo.divide %4081, %4086 : tensor<160xf32>
    %4088 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %4089 = stablehlo.multiply %4088, %m.stages.2.blocks.3.norm.g : tensor<160xf32>
    %4090 = stablehlo.constant dense<0.1> : tensor<160xf32>
    %4091 = stablehlo.multiply %4090, %2374 : tensor<160xf32>
    %4092 = stablehlo.add %4089, %4091 : tensor<160xf32>
    %4093 = stablehlo.constant dense<0.999> : tensor<160xf32>
    %4094 = stablehlo.multiply %4093, %v.stages.2.blocks.3.norm.g : tensor<160xf32>
    %4095 = stablehlo.constant dense<0.001> : tensor<160xf32>
    %4096 = stablehlo.multiply %2374, %2374 : tensor<160xf32>
    %4097 = stablehlo.multiply %4095, %4096 : tensor<160xf32>
    %4098 = stablehlo.add %4094, %4097 : tensor<160xf32>
    %4099 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %4100 = stablehlo.divide %4092, %4099 : tensor<160xf32>
    %4101 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %4102 = stablehlo.divide %4098, %4101 : tensor<160xf32>
    %4103 = stablehlo.sqrt %4102 : tensor<160xf32>
    %4104 = stablehlo.constant dense<1.0e-08> : tensor<160xf32>
    %4105 = stablehlo.add %4103, %4104 : tensor<160xf32>
    %4106 = stablehlo.divide %4100, %4105 : tensor<160xf32>
    %4107 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %4108 = stablehlo.multiply %4107, %m.stages.2.blocks.3.norm.b : tensor<160xf32>
    %4109 = stablehlo.constant dense<0.1> : tensor<160xf32>
    %4110 = stablehlo.multiply %4109, %2379 : tensor<160xf32>
    %4111 = stablehlo.add %4108, %4110 : tensor<160xf32>
    %4112 = stablehlo.constant dense<0.999> : tensor<160xf32>
    %4113 = stablehlo.multiply %4112, %v.stages.2.blocks.3.norm.b : tensor<160xf32>
    %4114 = stablehlo.constant dense<0.001> : tensor<160xf32>
    %4115 = stablehlo.multiply %2379, %2379 : tensor<160xf32>
    %4116 = stablehlo.multiply %4114, %4115 : tensor<160xf32>
    %4117 = stablehlo.add %4113, %4116 : tensor<160xf32>
    %4118 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %4119 = stablehlo.divide %4111, %4118 : tensor<160xf32>
    %4120 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %4121 = stablehlo.divide %4117, %4120 : tensor<160xf32>
    %4122 = stablehlo.sqrt %4121 : tensor<160xf32>
    %4123 = stablehlo.constant dense<1.0e-08> : tensor<160xf32>
    %4124 = stablehlo.add %4122, %4123 : tensor<160xf32>
    %4125 = stablehlo.divide %4119, %4124 : tensor<160xf32>
    %4126 = stablehlo.constant dense<0.9> : tensor<160x640xf32>
    %4127 = stablehlo.multiply %4126, %m.stages.2.blocks.3.fc1.w : tensor<160x640xf32>
    %4128 = stablehlo.constant dense<0.1> : tensor<160x640xf32>
    %4129 = stablehlo.multiply %4128, %2384 : tensor<160x640xf32>
    %4130 = stablehlo.add %4127, %4129 : tensor<160x640xf32>
    %4131 = stablehlo.constant dense<0.999> : tensor<160x640xf32>
    %4132 = stablehlo.multiply %4131, %v.stages.2.blocks.3.fc1.w : tensor<160x640xf32>
    %4133 = stablehlo.constant dense<0.001> : tensor<160x640xf32>
    %4134 = stablehlo.multiply %2384, %2384 : tensor<160x640xf32>
    %4135 = stablehlo.multiply %4133, %4134 : tensor<160x640xf32>
    %4136 = stablehlo.add %4132, %4135 : tensor<160x640xf32>
    %4137 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160x640xf32>
    %4138 = stablehlo.divide %4130, %4137 : tensor<160x640xf32>
    %4139 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160x640xf32>
    %4140 = stablehlo.divide %4136, %4139 : tensor<160x640xf32>
    %4141 = stablehlo.sqrt %4140 : tensor<160x640xf32>
    %4142 = stablehlo.constant dense<1.0e-08> : tensor<160x640xf32>
    %4143 = stablehlo.add %4141, %4142 : tensor<160x640xf32>
    %4144 = stablehlo.divide %4138, %4143 : tensor<160x640xf32>
    %4145 = stablehlo.constant dense<0.9> : tensor<640xf32>
    %4146 = stablehlo.multiply %4145, %m.stages.2.blocks.3.fc1.b : tensor<640xf32>
    %4147 = stablehlo.constant dense<0.1> : tensor<640xf32>
    %4148 = stablehlo.multiply %4147, %2389 : tensor<640xf32>
    %4149 = stablehlo.add %4146, %4148 : tensor<640xf32>
    %4150 = stablehlo.constant dense<0.999> : tensor<640xf32>
    %4151 = stablehlo.multiply %4150, %v.stages.2.blocks.3.fc1.b : tensor<640xf32>
    %4152 = stablehlo.constant dense<0.001> : tensor<640xf32>
    %4153 = stablehlo.multiply %2389, %2389 : tensor<640xf32>
    %4154 = stablehlo.multiply %4152, %4153 : tensor<640xf32>
    %4155 = stablehlo.add %4151, %4154 : tensor<640xf32>
    %4156 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640xf32>
    %4157 = stablehlo.divide %4149, %4156 : tensor<640xf32>
    %4158 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640xf32>
    %4159 = stablehlo.divide %4155, %4158 : tensor<640xf32>
    %4160 = stablehlo.sqrt %4159 : tensor<640xf32>
    %4161 = stablehlo.constant dense<1.0e-08> : tensor<640xf32>
    %4162 = stablehlo.add %4160, %4161 : tensor<640xf32>
    %4163 = stablehlo.divide %4157, %4162 : tensor<640xf32>
    %4164 = stablehlo.constant dense<0.9> : tensor<640x160xf32>
    %4165 = stablehlo.multiply %4164, %m.stages.2.blocks.3.fc2.w : tensor<640x160xf32>
    %4166 = stablehlo.constant dense<0.1> : tensor<640x160xf32>
    %4167 = stablehlo.multiply %4166, %2394 : tensor<640x160xf32>
    %4168 = stablehlo.add %4165, %4167 : tensor<640x160xf32>
    %4169 = stablehlo.constant dense<0.999> : tensor<640x160xf32>
    %4170 = stablehlo.multiply %4169, %v.stages.2.blocks.3.fc2.w : tensor<640x160xf32>
    %4171 = stablehlo.constant dense<0.001> : tensor<640x160xf32>
    %4172 = stablehlo.multiply %2394, %2394 : tensor<640x160xf32>
    %4173 = stablehlo.multiply %4171, %4172 : tensor<640x160xf32>
    %4174 = stablehlo.add %4170, %4173 : tensor<640x160xf32>
    %4175 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640x160xf32>
    %4176 = stablehlo.divide %4168, %4175 : tensor<640x160xf32>
    %4177 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640x160xf32>
    %4178 = stablehlo.divide %4174, %4177 : tensor<640x160xf32>
    %4179 = stablehlo.sqrt %4178 : tensor<640x160xf32>
    %4180 = stablehlo.constant dense<1.0e-08> : tensor<640x160xf32>
    %4181 = stablehlo.add %4179, %4180 : tensor<640x160xf32>
    %4182 = stablehlo.divide %4176, %4181 : tensor<640x160xf32>
    %4183 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %4184 = stablehlo.multiply %4183, %m.stages.2.blocks.3.fc2.b : tensor<160xf32>
    %4185 = stablehlo.constant dense<0.1> : tensor<160xf32>
    %4186 = stablehlo.multiply %4185, %2399 : tensor<160xf32>
    %4187 = stablehlo.add %4184, %4186 : tensor<160xf32>
    %4188 = stablehlo.constant dense<0.999> : tensor<160xf32>
    %4189 = stablehlo.multiply %4188, %v.stages.2.blocks.3.fc2.b : tensor<160xf32>
    %4190 = stablehlo.constant dense<0.001> : tensor<160xf32>
    %4191 = stablehlo.multiply %2399, %2399 : tensor<160xf32>
    %4192 = stablehlo.multiply %4190, %4191 : tensor<160xf32>
    %4193 = stablehlo.add %4189, %4192 : tensor<160xf32>
    %4194 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %4195 = stablehlo.divide %4187, %4194 : tensor<160xf32>
    %4196 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %4197 = stablehlo.divide %4193, %4196 : tensor<160xf32>
    %4198 = stablehlo.sqrt %4197 : tensor<160xf32>
    %4199 = stablehlo.constant dense<1.0e-08> : tensor<160xf32>
    %4200 = stablehlo.add %4198, %4199 : tensor<160xf32>
    %4201 = stablehlo.divide %4195, %4200 : tensor<160xf32>
    %4202 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %4203 = stablehlo.multiply %4202, %m.stages.2.blocks.3.gamma : tensor<160xf32>
    %4204 = stablehlo.constant dense<0.1> : tensor<160xf32>
    %4205 = stablehlo.multiply %4204, %2404 : tensor<160xf32>
    %4206 = stablehlo.add %4203, %4205 : tensor<160xf32>
    %4207 = stablehlo.constant dense<0.999> : tensor<160xf32>
    %4208 = stablehlo.multiply %4207, %v.stages.2.blocks.3.gamma : tensor<160xf32>
    %4209 = stablehlo.constant dense<0.001> : tensor<160xf32>
    %4210 = stablehlo.multiply %2404, %2404 : tensor<160xf32>
    %4211 = stablehlo.multiply %4209, %4210 : tensor<160xf32>
    %4212 = stablehlo.add %4208, %4211 : tensor<160xf32>
    %4213 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %4214 = stablehlo.divide %4206, %4213 : tensor<160xf32>
    %4215 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %4216 = stablehlo.divide %4212, %4215 : tensor<160xf32>
    %4217 = stablehlo.sqrt %4216 : tensor<160xf32>
    %4218 = stablehlo.constant dense<1.0e-08> : tensor<160xf32>
    %4219 = stablehlo.add %4217, %4218 : tensor<160xf32>
    %4220 = stablehlo.divide %4214, %4219 : tensor<160xf32>
    %4221 = stablehlo.constant dense<0.9> : tensor<7x7x1x160xf32>
    %4222 = stablehlo.multiply %4221, %m.stages.2.blocks.4.dwconv.w : tensor<7x7x1x160xf32>
    %4223 = stablehlo.constant dense<0.1> : tensor<7x7x1x160xf32>
    %4224 = stablehlo.multiply %4223, %2409 : tensor<7x7x1x160xf32>
    %4225 = stablehlo.add %4222, %4224 : tensor<7x7x1x160xf32>
    %4226 = stablehlo.constant dense<0.999> : tensor<7x7x1x160xf32>
    %4227 = stablehlo.multiply %4226, %v.stages.2.blocks.4.dwconv.w : tensor<7x7x1x160xf32>
    %4228 = stablehlo.constant dense<0.001> : tensor<7x7x1x160xf32>
    %4229 = stablehlo.multiply %2409, %2409 : tensor<7x7x1x160xf32>
    %4230 = stablehlo.multiply %4228, %4229 : tensor<7x7x1x160xf32>
    %4231 = stablehlo.add %4227, %4230 : tensor<7x7x1x160xf32>
    %4232 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x160xf32>
    %4233 = stablehlo.divide %4225, %4232 : tensor<7x7x1x160xf32>
    %4234 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x160xf32>
    %4235 = stablehlo.divide %4231, %4234 : tensor<7x7x1x160xf32>
    %4236 = stablehlo.sqrt %4235 : tensor<7x7x1x160xf32>
    %4237 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x160xf32>
    %4238 = stablehlo.add %4236, %4237 : tensor<7x7x1x160xf32>
    %4239 = stablehlo.divide %4233, %4238 : tensor<7x7x1x160xf32>
    %4240 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %4241 = stablehlo.multiply %4240, %m.stages.2.blocks.4.dwconv.b : tensor<160xf32>
    %4242 = stablehlo.constant dense<0.1> : tensor<160xf32>
    %4243 = stablehlo.multiply %4242, %2414 : tensor<160xf32>
    %4244 = stablehlo.add %4241, %4243 : tensor<160xf32>
    %4245 = stablehlo.constant dense<0.999> : tensor<160xf32>
    %4246 = stablehlo.multiply %4245, %v.stages.2.blocks.4.dwconv.b : tensor<160xf32>
    %4247 = stablehlo.constant dense<0.001> : tensor<160xf32>
    %4248 = stablehlo.multiply %2414, %2414 : tensor<160xf32>
    %4249 = stablehlo.multiply %4247, %4248 : tensor<160xf32>
    %4250 = stablehlo.add %4246, %4249 : tensor<160xf32>
    %4251 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %4252 = stablehlo.divide %4244, %4251 : tensor<160xf32>
    %4253 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %4254 = stablehlo.divide %4250, %4253 : tensor<160xf32>
    %4255 = stablehlo.sqrt %4254 : tensor<160xf32>
    %4256 = stablehlo.constant dense<1.0e-08> : tensor<160xf32>
    %4257 = stablehlo.add %4255, %4256 : tensor<160xf32>
    %4258 = stablehlo.divide %4252, %4257 : tensor<160xf32>
    %4259 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %4260 = stablehlo.multiply %4259, %m.stages.2.blocks.4.norm.g : tensor<160xf32>
    %4261 = stablehlo.constant dense<0.1> : tensor<160xf32>
    %4262 = stablehlo.multiply %4261, %2419 : tensor<160xf32>
    %4263 = stablehlo.add %4260, %4262 : tensor<160xf32>
    %4264 = stablehlo.constant dense<0.999> : tensor<160xf32>
    %4265 = stablehlo.multiply %4264, %v.stages.2.blocks.4.norm.g : tensor<160xf32>
    %4266 = stablehlo.constant dense<0.001> : tensor<160xf32>
    %4267 = stablehlo.multiply %2419, %2419 : tensor<160xf32>
    %4268 = stablehlo.multiply %4266, %4267 : tensor<160xf32>
    %4269 = stablehlo.add %4265, %4268 : tensor<160xf32>
    %4270 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %4271 = stablehlo.divide %4263, %4270 : tensor<160xf32>
    %4272 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %4273 = stablehlo.divide %4269, %4272 : tensor<160xf32>
    %4274 = stablehlo.sqrt %4273 : tensor<160xf32>
    %4275 = stablehlo.constant dense<1.0e-08> : tensor<160xf32>
    %4276 = stablehlo.add %4274, %4275 : tensor<160xf32>
    %4277 = stablehlo.divide %4271, %4276 : tensor<160xf32>
    %4278 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %4279 = stablehlo.multiply %4278, %m.stages.2.blocks.4.norm.b : tensor<160xf32>
    %4280 = stablehlo.constant dense<0.1> : tensor<160xf32>
    %4281 = stablehlo.multiply %4280, %2424 : tensor<160xf32>
    %4282 = stablehlo.add %4279, %4281 : tensor<160xf32>
    %4283 = stablehlo.constant dense<0.999> : tensor<160xf32>
    %4284 = stablehlo.multiply %4283, %v.stages.2.blocks.4.norm.b : tensor<160xf32>
    %4285 = stablehlo.constant dense<0.001> : tensor<160xf32>
    %4286 = stablehlo.multiply %2424, %2424 : tensor<160xf32>
    %4287 = stablehlo.multiply %4285, %4286 : tensor<160xf32>
    %4288 = stablehlo.add %4284, %4287 : tensor<160xf32>
    %4289 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %4290 = stablehlo.divide %4282, %4289 : tensor<160xf32>
    %4291 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %4292 = stablehlo.divide %4288, %4291 : tensor<160xf32>
    %4293 = stablehlo.sqrt %4292 : tensor<160xf32>
    %4294 = stablehlo.constant dense<1.0e-08> : tensor<160xf32>
    %4295 = stablehlo.add %4293, %4294 : tensor<160xf32>
    %4296 = stablehlo.divide %4290, %4295 : tensor<160xf32>
    %4297 = stablehlo.constant dense<0.9> : tensor<160x640xf32>
    %4298 = stablehlo.multiply %4297, %m.stages.2.blocks.4.fc1.w : tensor<160x640xf32>
    %4299 = stablehlo.constant dense<0.1> : tensor<160x640xf32>
    %4300 = stablehlo.multiply %4299, %2429 : tensor<160x640xf32>
    %4301 = stablehlo.add %4298, %4300 : tensor<160x640xf32>
    %4302 = stablehlo.constant dense<0.999> : tensor<160x640xf32>
    %4303 = stablehlo.multiply %4302, %v.stages.2.blocks.4.fc1.w : tensor<160x640xf32>
    %4304 = stablehlo.constant dense<0.001> : tensor<160x640xf32>
    %4305 = stablehlo.multiply %2429, %2429 : tensor<160x640xf32>
    %4306 = stablehlo.multiply %4304, %4305 : tensor<160x640xf32>
    %4307 = stablehlo.add %4303, %4306 : tensor<160x640xf32>
    %4308 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160x640xf32>
    %4309 = stablehlo.divide %4301, %4308 : tensor<160x640xf32>
    %4310 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160x640xf32>
    %4311 = stablehlo.divide %4307, %4310 : tensor<160x640xf32>
    %4312 = stablehlo.sqrt %4311 : tensor<160x640xf32>
    %4313 = stablehlo.constant dense<1.0e-08> : tensor<160x640xf32>
    %4314 = stablehlo.add %4312, %4313 : tensor<160x640xf32>
    %4315 = stablehlo.divide %4309, %4314 : tensor<160x640xf32>
    %4316 = stablehlo.constant dense<0.9> : tensor<640xf32>
    %4317 = stablehlo.multiply %4316, %m.stages.2.blocks.4.fc1.b : tensor<640xf32>
    %4318 = stablehlo.constant dense<0.1> : tensor<640xf32>
    %4319 = stablehlo.multiply %4318, %2434 : tensor<640xf32>
    %4320 = stablehlo.add %4317, %4319 : tensor<640xf32>
    %4321 = stablehlo.constant dense<0.999> : tensor<640xf32>
    %4322 = stablehlo.multiply %4321, %v.stages.2.blocks.4.fc1.b : tensor<640xf32>
    %4323 = stablehlo.constant dense<0.001> : tensor<640xf32>
    %4324 = stablehlo.multiply %2434, %2434 : tensor<640xf32>
    %4325 = stablehlo.multiply %4323, %4324 : tensor<640xf32>
    %4326 = stablehlo.add %4322, %4325 : tensor<640xf32>
    %4327 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640xf32>
    %4328 = stablehlo.divide %4320, %4327 : tensor<640xf32>
    %4329 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640xf32>
    %4330 = stablehlo.divide %4326, %4329 : tensor<640xf32>
    %4331 = stablehlo.sqrt %4330 : tensor<640xf32>
    %4332 = stablehlo.constant dense<1.0e-08> : tensor<640xf32>
    %4333 = stablehlo.add %4331, %4332 : tensor<640xf32>
    %4334 = stablehlo.divide %4328, %4333 : tensor<640xf32>
    %4335 = stablehlo.constant dense<0.9> : tensor<640x160xf32>
    %4336 = stablehlo.multiply %4335, %m.stages.2.blocks.4.fc2.w : tensor<640x160xf32>
    %4337 = stablehlo.constant dense<0.1> : tensor<640x160xf32>
    %4338 = stablehlo.multiply %4337, %2439 : tensor<640x160xf32>
    %4339 = stablehlo.add %4336, %4338 : tensor<640x160xf32>
    %4340 = stablehlo.constant dense<0.999> : tensor<640x160xf32>
    %4341 = stablehlo.multiply %4340, %v.stages.2.blocks.4.fc2.w : tensor<640x160xf32>
    %4342 = stablehlo.constant dense<0.001> : tensor<640x160xf32>
    %4343 = stablehlo.multiply %2439, %2439 : tensor<640x160xf32>
    %4344 = stablehlo.multiply %4342, %4343 : tensor<640x160xf32>
    %4345 = stablehlo.add %4341, %4344 : tensor<640x160xf32>
    %4346 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640x160xf32>
    %4347 = stablehlo.divide %4339, %4346 : tensor<640x160xf32>
    %4348 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640x160xf32>
    %4349 = stablehlo.divide %4345, %4348 : tensor<640x160xf32>
    %4350 = stablehlo.sqrt %4349 : tensor<640x160xf32>
    %4351 = stablehlo.constant dense<1.0e-08> : tensor<640x160xf32>
    %4352 = stablehlo.add %4350, %4351 : tensor<640x160xf32>
    %4353 = stablehlo.divide %4347, %4352 : tensor<640x160xf32>
    %4354 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %4355 = stablehlo.multiply %4354, %m.stages.2.blocks.4.fc2.b : tensor<160xf32>
    %4356 = stablehlo.constant dense<0.1> : tensor<160xf32>
    %4357 = stablehlo.multiply %4356, %2444 : tensor<160xf32>
    %4358 = stablehlo.add %4355, %4357 : tensor<160xf32>
    %4359 = stablehlo.constant dense<0.999> : tensor<160xf32>
    %4360 = stablehlo.multiply %4359, %v.stages.2.blocks.4.fc2.b : tensor<160xf32>
    %4361 = stablehlo.constant dense<0.001> : tensor<160xf32>
    %4362 = stablehlo.multiply %2444, %2444 : tensor<160xf32>
    %4363 = stablehlo.multiply %4361, %4362 : tensor<160xf32>
    %4364 = stablehlo.add %4360, %4363 : tensor<160xf32>
    %4365 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %4366 = stablehlo.divide %4358, %4365 : tensor<160xf32>
    %4367 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %4368 = stablehlo.divide %4364, %4367 : tensor<160xf32>
    %4369 = stablehlo.sqrt %4368 : tensor<160xf32>
    %4370 = stablehlo.constant dense<1.0e-08> : tensor<160xf32>
    %4371 = stablehlo.add %4369, %4370 : tensor<160xf32>
    %4372 = stablehlo.divide %4366, %4371 : tensor<160xf32>
    %4373 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %4374 = stablehlo.multiply %4373, %m.stages.2.blocks.4.gamma : tensor<160xf32>
    %4375 = stablehlo.constant dense<0.1> : tensor<160xf32>
    %4376 = stablehlo.multiply %4375, %2449 : tensor<160xf32>
    %4377 = stablehlo.add %4374, %4376 : tensor<160xf32>
    %4378 = stablehlo.constant dense<0.999> : tensor<160xf32>
    %4379 = stablehlo.multiply %4378, %v.stages.2.blocks.4.gamma : tensor<160xf32>
    %4380 = stablehlo.constant dense<0.001> : tensor<160xf32>
    %4381 = stablehlo.multiply %2449, %2449 : tensor<160xf32>
    %4382 = stablehlo.multiply %4380, %4381 : tensor<160xf32>
    %4383 = stablehlo.add %4379, %4382 : tensor<160xf32>
    %4384 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %4385 = stablehlo.divide %4377, %4384 : tensor<160xf32>
    %4386 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %4387 = stablehlo.divide %4383, %4386 : tensor<160xf32>
    %4388 = stablehlo.sqrt %4387 : tensor<160xf32>
    %4389 = stablehlo.constant dense<1.0e-08> : tensor<160xf32>
    %4390 = stablehlo.add %4388, %4389 : tensor<160xf32>
    %4391 = stablehlo.divide %4385, %4390 : tensor<160xf32>
    %4392 = stablehlo.constant dense<0.9> : tensor<7x7x1x160xf32>
    %4393 = stablehlo.multiply %4392, %m.stages.2.blocks.5.dwconv.w : tensor<7x7x1x160xf32>
    %4394 = stablehlo.constant dense<0.1> : tensor<7x7x1x160xf32>
    %4395 = stablehlo.multiply %4394, %2454 : tensor<7x7x1x160xf32>
    %4396 = stablehlo.add %4393, %4395 : tensor<7x7x1x160xf32>
    %4397 = stablehlo.constant dense<0.999> : tensor<7x7x1x160xf32>
    %4398 = stablehlo.multiply %4397, %v.stages.2.blocks.5.dwconv.w : tensor<7x7x1x160xf32>
    %4399 = stablehlo.constant dense<0.001> : tensor<7x7x1x160xf32>
    %4400 = stablehlo.multiply %2454, %2454 : tensor<7x7x1x160xf32>
    %4401 = stablehlo.multiply %4399, %4400 : tensor<7x7x1x160xf32>
    %4402 = stablehlo.add %4398, %4401 : tensor<7x7x1x160xf32>
    %4403 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x160xf32>
    %4404 = stablehlo.divide %4396, %4403 : tensor<7x7x1x160xf32>
    %4405 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x160xf32>
    %4406 = stablehlo.divide %4402, %4405 : tensor<7x7x1x160xf32>
    %4407 = stablehlo.sqrt %4406 : tensor<7x7x1x160xf32>
    %4408 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x160xf32>
    %4409 = stablehlo.add %4407, %4408 : tensor<7x7x1x160xf32>
    %4410 = stablehlo.divide %4404, %4409 : tensor<7x7x1x160xf32>
    %4411 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %4412 = stablehlo.multiply %4411, %m.stages.2.blocks.5.dwconv.b : tensor<160xf32>
    %4413 = stablehlo.constant dense<0.1> : tensor<160xf32>
    %4414 = stablehlo.multiply %4413, %2459 : tensor<160xf32>
    %4415 = stablehlo.add %4412, %4414 : tensor<160xf32>
    %4416 = stablehlo.constant dense<0.999> : tensor<160xf32>
    %4417 = stablehlo.multiply %4416, %v.stages.2.blocks.5.dwconv.b : tensor<160xf32>
    %4418 = stablehlo.constant dense<0.001> : tensor<160xf32>
    %4419 = stablehlo.multiply %2459, %2459 : tensor<160xf32>
    %4420 = stablehlo.multiply %4418, %4419 : tensor<160xf32>
    %4421 = stablehlo.add %4417, %4420 : tensor<160xf32>
    %4422 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %4423 = stablehlo.divide %4415, %4422 : tensor<160xf32>
    %4424 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %4425 = stablehlo.divide %4421, %4424 : tensor<160xf32>
    %4426 = stablehlo.sqrt %4425 : tensor<160xf32>
    %4427 = stablehlo.constant dense<1.0e-08> : tensor<160xf32>
    %4428 = stablehlo.add %4426, %4427 : tensor<160xf32>
    %4429 = stablehlo.divide %4423, %4428 : tensor<160xf32>
    %4430 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %4431 = stablehlo.multiply %4430, %m.stages.2.blocks.5.norm.g : tensor<160xf32>
    %4432 = stablehlo.constant dense<0.1> : tensor<160xf32>
    %4433 = stablehlo.multiply %4432, %2464 : tensor<160xf32>
    %4434 = stablehlo.add %4431, %4433 : tensor<160xf32>
    %4435 = stablehlo.constant dense<0.999> : tensor<160xf32>
    %4436 = stablehlo.multiply %4435, %v.stages.2.blocks.5.norm.g : tensor<160xf32>
    %4437 = stablehlo.constant dense<0.001> : tensor<160xf32>
    %4438 = stablehlo.multiply %2464, %2464 : tensor<160xf32>
    %4439 = stablehlo.multiply %4437, %4438 : tensor<160xf32>
    %4440 = stablehlo.add %4436, %4439 : tensor<160xf32>
    %4441 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %4442 = stablehlo.divide %4434, %4441 : tensor<160xf32>
    %4443 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %4444 = stablehlo.divide %4440, %4443 : tensor<160xf32>
    %4445 = stablehlo.sqrt %4444 : tensor<160xf32>
    %4446 = stablehlo.constant dense<1.0e-08> : tensor<160xf32>
    %4447 = stablehlo.add %4445, %4446 : tensor<160xf32>
    %4448 = stablehlo.divide %4442, %4447 : tensor<160xf32>
    %4449 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %4450 = stablehlo.multiply %4449, %m.stages.2.blocks.5.norm.b : tensor<160xf32>
    %4451 = stablehlo.constant dense<0.1> : tensor<160xf32>
    %4452 = stablehlo.multiply %4451, %2469 : tensor<160xf32>
    %4453 = stablehlo.add %4450, %4452 : tensor<160xf32>
    %4454 = stablehlo.constant dense<0.999> : tensor<160xf32>
    %4455 = stablehlo.multiply %4454, %v.stages.2.blocks.5.norm.b : tensor<160xf32>
    %4456 = stablehlo.constant dense<0.001> : tensor<160xf32>
    %4457 = stablehlo.multiply %2469, %2469 : tensor<160xf32>
    %4458 = stablehlo.multiply %4456, %4457 : tensor<160xf32>
    %4459 = stablehlo.add %4455, %4458 : tensor<160xf32>
    %4460 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %4461 = stablehlo.divide %4453, %4460 : tensor<160xf32>
    %4462 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %4463 = stablehlo.divide %4459, %4462 : tensor<160xf32>
    %4464 = stablehlo.sqrt %4463 : tensor<160xf32>
    %4465 = stablehlo.constant dense<1.0e-08> : tensor<160xf32>
    %4466 = stablehlo.add %4464, %4465 : tensor<160xf32>
    %4467 = stablehlo.divide %4461, %4466 : tensor<160xf32>
    %4468 = stablehlo.constant dense<0.9> : tensor<160x640xf32>
    %4469 = stablehlo.multiply %4468, %m.stages.2.blocks.5.fc1.w : tensor<160x640xf32>
    %4470 = stablehlo.constant dense<0.1> : tensor<160x640xf32>
    %4471 = stablehlo.multiply %4470, %2474 : tensor<160x640xf32>
    %4472 = stablehlo.add %4469, %4471 : tensor<160x640xf32>
    %4473 = stablehlo.constant dense<0.999> : tensor<160x640xf32>
    %4474 = stablehlo.multiply %4473, %v.stages.2.blocks.5.fc1.w : tensor<160x640xf32>
    %4475 = stablehlo.constant dense<0.001> : tensor<160x640xf32>
    %4476 = stablehlo.multiply %2474, %2474 : tensor<160x640xf32>
    %4477 = stablehlo.multiply %4475, %4476 : tensor<160x640xf32>
    %4478 = stablehlo.add %4474, %4477 : tensor<160x640xf32>
    %4479 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160x640xf32>
    %4480 = stablehlo.divide %4472, %4479 : tensor<160x640xf32>
    %4481 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160x640xf32>
    %4482 = stablehlo.divide %4478, %4481 : tensor<160x640xf32>
    %4483 = stablehlo.sqrt %4482 : tensor<160x640xf32>
    %4484 = stablehlo.constant dense<1.0e-08> : tensor<160x640xf32>
    %4485 = stablehlo.add %4483, %4484 : tensor<160x640xf32>
    %4486 = stablehlo.divide %4480, %4485 : tensor<160x640xf32>
    %4487 = stablehlo.constant dense<0.9> : tensor<640xf32>
    %4488 = stablehlo.multiply %4487, %m.stages.2.blocks.5.fc1.b : tensor<640xf32>
    %4489 = stablehlo.constant dense<0.1> : tensor<640xf32>
    %4490 = stablehlo.multiply %4489, %2479 : tensor<640xf32>
    %4491 = stablehlo.add %4488, %4490 : tensor<640xf32>
    %4492 = stablehlo.constant dense<0.999> : tensor<640xf32>
    %4493 = stablehlo.multiply %4492, %v.stages.2.blocks.5.fc1.b : tensor<640xf32>
    %4494 = stablehlo.constant dense<0.001> : tensor<640xf32>
    %4495 = stablehlo.multiply %2479, %2479 : tensor<640xf32>
    %4496 = stablehlo.multiply %4494, %4495 : tensor<640xf32>
    %4497 = stablehlo.add %4493, %4496 : tensor<640xf32>
    %4498 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640xf32>
    %4499 = stablehlo.divide %4491, %4498 : tensor<640xf32>
    %4500 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640xf32>
    %4501 = stablehlo.divide %4497, %4500 : tensor<640xf32>
    %4502 = stablehlo.sqrt %4501 : tensor<640xf32>
    %4503 = stablehlo.constant dense<1.0e-08> : tensor<640xf32>
    %4504 = stablehlo.add %4502, %4503 : tensor<640xf32>
    %4505 = stablehlo.divide %4499, %4504 : tensor<640xf32>
    %4506 = stablehlo.constant dense<0.9> : tensor<640x160xf32>
    %4507 = stablehlo.multiply %4506, %m.stages.2.blocks.5.fc2.w : tensor<640x160xf32>
    %4508 = stablehlo.constant dense<0.1> : tensor<640x160xf32>
    %4509 = stablehlo.multiply %4508, %2484 : tensor<640x160xf32>
    %4510 = stablehlo.add %4507, %4509 : tensor<640x160xf32>
    %4511 = stablehlo.constant dense<0.999> : tensor<640x160xf32>
    %4512 = stablehlo.multiply %4511, %v.stages.2.blocks.5.fc2.w : tensor<640x160xf32>
    %4513 = stablehlo.constant dense<0.001> : tensor<640x160xf32>
    %4514 = stablehlo.multiply %2484, %2484 : tensor<640x160xf32>
    %4515 = stablehlo.multiply %4513, %4514 : tensor<640x160xf32>
    %4516 = stablehlo.add %4512, %4515 : tensor<640x160xf32>
    %4517 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640x160xf32>
    %4518 = stablehlo.divide %4510, %4517 : tensor<640x160xf32>
    %4519 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640x160xf32>
    %4520 = stablehlo.divide %4516, %4519 : tensor<640x160xf32>
    %4521 = stablehlo.sqrt %4520 : tensor<640x160xf32>
    %4522 = stablehlo.constant dense<1.0e-08> : tensor<640x160xf32>
    %4523 = stablehlo.add %4521, %4522 : tensor<640x160xf32>
    %4524 = stablehlo.divide %4518, %4523 : tensor<640x160xf32>
    %4525 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %4526 = stablehlo.multiply %4525, %m.stages.2.blocks.5.fc2.b : tensor<160xf32>
    %4527 = stablehlo.constant dense<0.1> : tensor<160xf32>
    %4528 = stablehlo.multiply %4527, %2489 : tensor<160xf32>
    %4529 = stablehlo.add %4526, %4528 : tensor<160xf32>
    %4530 = stablehlo.constant dense<0.999> : tensor<160xf32>
    %4531 = stablehlo.multiply %4530, %v.stages.2.blocks.5.fc2.b : tensor<160xf32>
    %4532 = stablehlo.constant dense<0.001> : tensor<160xf32>
    %4533 = stablehlo.multiply %2489, %2489 : tensor<160xf32>
    %4534 = stablehlo.multiply %4532, %4533 : tensor<160xf32>
    %4535 = stablehlo.add %4531, %4534 : tensor<160xf32>
    %4536 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %4537 = stablehlo.divide %4529, %4536 : tensor<160xf32>
    %4538 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %4539 = stablehlo.divide %4535, %4538 : tensor<160xf32>
    %4540 = stablehlo.sqrt %4539 : tensor<160xf32>
    %4541 = stablehlo.constant dense<1.0e-08> : tensor<160xf32>
    %4542 = stablehlo.add %4540, %4541 : tensor<160xf32>
    %4543 = stablehlo.divide %4537, %4542 : tensor<160xf32>
    %4544 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %4545 = stablehlo.multiply %4544, %m.stages.2.blocks.5.gamma : tensor<160xf32>
    %4546 = stablehlo.constant dense<0.1> : tensor<160xf32>
    %4547 = stablehlo.multiply %4546, %2494 : tensor<160xf32>
    %4548 = stablehlo.add %4545, %4547 : tensor<160xf32>
    %4549 = stablehlo.constant dense<0.999> : tensor<160xf32>
    %4550 = stablehlo.multiply %4549, %v.stages.2.blocks.5.gamma : tensor<160xf32>
    %4551 = stablehlo.constant dense<0.001> : tensor<160xf32>
    %4552 = stablehlo.multiply %2494, %2494 : tensor<160xf32>
    %4553 = stablehlo.multiply %4551, %4552 : tensor<160xf32>
    %4554 = stablehlo.add %4550, %4553 : tensor<160xf32>
    %4555 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %4556 = stablehlo.divide %4548, %4555 : tensor<160xf32>
    %4557 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %4558 = stablehlo.divide %4554, %4557 : tensor<160xf32>
    %4559 = stablehlo.sqrt %4558 : tensor<160xf32>
    %4560 = stablehlo.constant dense<1.0e-08> : tensor<160xf32>
    %4561 = stablehlo.add %4559, %4560 : tensor<160xf32>
    %4562 = stablehlo.divide %4556, %4561 : tensor<160xf32>
    %4563 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %4564 = stablehlo.multiply %4563, %m.stages.3.down.norm.g : tensor<160xf32>
    %4565 = stablehlo.constant dense<0.1> : tensor<160xf32>
    %4566 = stablehlo.multiply %4565, %2499 : tensor<160xf32>
    %4567 = stablehlo.add %4564, %4566 : tensor<160xf32>
    %4568 = stablehlo.constant dense<0.999> : tensor<160xf32>
    %4569 = stablehlo.multiply %4568, %v.stages.3.down.norm.g : tensor<160xf32>
    %4570 = stablehlo.constant dense<0.001> : tensor<160xf32>
    %4571 = stablehlo.multiply %2499, %2499 : tensor<160xf32>
    %4572 = stablehlo.multiply %4570, %4571 : tensor<160xf32>
    %4573 = stablehlo.add %4569, %4572 : tensor<160xf32>
    %4574 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %4575 = stablehlo.divide %4567, %4574 : tensor<160xf32>
    %4576 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %4577 = stablehlo.divide %4573, %4576 : tensor<160xf32>
    %4578 = stablehlo.sqrt %4577 : tensor<160xf32>
    %4579 = stablehlo.constant dense<1.0e-08> : tensor<160xf32>
    %4580 = stablehlo.add %4578, %4579 : tensor<160xf32>
    %4581 = stablehlo.divide %4575, %4580 : tensor<160xf32>
    %4582 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %4583 = stablehlo.multiply %4582, %m.stages.3.down.norm.b : tensor<160xf32>
    %4584 = stablehlo.constant dense<0.1> : tensor<160xf32>
    %4585 = stablehlo.multiply %4584, %2504 : tensor<160xf32>
    %4586 = stablehlo.add %4583, %4585 : tensor<160xf32>
    %4587 = stablehlo.constant dense<0.999> : tensor<160xf32>
    %4588 = stablehlo.multiply %4587, %v.stages.3.down.norm.b : tensor<160xf32>
    %4589 = stablehlo.constant dense<0.001> : tensor<160xf32>
    %4590 = stablehlo.multiply %2504, %2504 : tensor<160xf32>
    %4591 = stablehlo.multiply %4589, %4590 : tensor<160xf32>
    %4592 = stablehlo.add %4588, %4591 : tensor<160xf32>
    %4593 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %4594 = stablehlo.divide %4586, %4593 : tensor<160xf32>
    %4595 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %4596 = stablehlo.divide %4592, %4595 : tensor<160xf32>
    %4597 = stablehlo.sqrt %4596 : tensor<160xf32>
    %4598 = stablehlo.constant dense<1.0e-08> : tensor<160xf32>
    %4599 = stablehlo.add %4597, %4598 : tensor<160xf32>
    %4600 = stablehlo.divide %4594, %4599 : tensor<160xf32>
    %4601 = stablehlo.constant dense<0.9> : tensor<2x2x160x320xf32>
    %4602 = stablehlo.multiply %4601, %m.stages.3.down.conv.w : tensor<2x2x160x320xf32>
    %4603 = stablehlo.constant dense<0.1> : tensor<2x2x160x320xf32>
    %4604 = stablehlo.multiply %4603, %2509 : tensor<2x2x160x320xf32>
    %4605 = stablehlo.add %4602, %4604 : tensor<2x2x160x320xf32>
    %4606 = stablehlo.constant dense<0.999> : tensor<2x2x160x320xf32>
    %4607 = stablehlo.multiply %4606, %v.stages.3.down.conv.w : tensor<2x2x160x320xf32>
    %4608 = stablehlo.constant dense<0.001> : tensor<2x2x160x320xf32>
    %4609 = stablehlo.multiply %2509, %2509 : tensor<2x2x160x320xf32>
    %4610 = stablehlo.multiply %4608, %4609 : tensor<2x2x160x320xf32>
    %4611 = stablehlo.add %4607, %4610 : tensor<2x2x160x320xf32>
    %4612 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x160x320xf32>
    %4613 = stablehlo.divide %4605, %4612 : tensor<2x2x160x320xf32>
    %4614 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x160x320xf32>
    %4615 = stablehlo.divide %4611, %4614 : tensor<2x2x160x320xf32>
    %4616 = stablehlo.sqrt %4615 : tensor<2x2x160x320xf32>
    %4617 = stablehlo.constant dense<1.0e-08> : tensor<2x2x160x320xf32>
    %4618 = stablehlo.add %4616, %4617 : tensor<2x2x160x320xf32>
    %4619 = stablehlo.divide %4613, %4618 : tensor<2x2x160x320xf32>
    %4620 = stablehlo.constant dense<0.9> : tensor<320xf32>
    %4621 = stablehlo.multiply %4620, %m.stages.3.down.conv.b : tensor<320xf32>
    %4622 = stablehlo.constant dense<0.1> : tensor<320xf32>
    %4623 = stablehlo.multiply %4622, %2514 : tensor<320xf32>
    %4624 = stablehlo.add %4621, %4623 : tensor<320xf32>
    %4625 = stablehlo.constant dense<0.999> : tensor<320xf32>
    %4626 = stablehlo.multiply %4625, %v.stages.3.down.conv.b : tensor<320xf32>
    %4627 = stablehlo.constant dense<0.001> : tensor<320xf32>
    %4628 = stablehlo.multiply %2514, %2514 : tensor<320xf32>
    %4629 = stablehlo.multiply %4627, %4628 : tensor<320xf32>
    %4630 = stablehlo.add %4626, %4629 : tensor<320xf32>
    %4631 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %4632 = stablehlo.divide %4624, %4631 : tensor<320xf32>
    %4633 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %4634 = stablehlo.divide %4630, %4633 : tensor<320xf32>
    %4635 = stablehlo.sqrt %4634 : tensor<320xf32>
    %4636 = stablehlo.constant dense<1.0e-08> : tensor<320xf32>
    %4637 = stablehlo.add %4635, %4636 : tensor<320xf32>
    %4638 = stablehlo.divide %4632, %4637 : tensor<320xf32>
    %4639 = stablehlo.constant dense<0.9> : tensor<7x7x1x320xf32>
    %4640 = stablehlo.multiply %4639, %m.stages.3.blocks.0.dwconv.w : tensor<7x7x1x320xf32>
    %4641 = stablehlo.constant dense<0.1> : tensor<7x7x1x320xf32>
    %4642 = stablehlo.multiply %4641, %2519 : tensor<7x7x1x320xf32>
    %4643 = stablehlo.add %4640, %4642 : tensor<7x7x1x320xf32>
    %4644 = stablehlo.constant dense<0.999> : tensor<7x7x1x320xf32>
    %4645 = stablehlo.multiply %4644, %v.stages.3.blocks.0.dwconv.w : tensor<7x7x1x320xf32>
    %4646 = stablehlo.constant dense<0.001> : tensor<7x7x1x320xf32>
    %4647 = stablehlo.multiply %2519, %2519 : tensor<7x7x1x320xf32>
    %4648 = stablehlo.multiply %4646, %4647 : tensor<7x7x1x320xf32>
    %4649 = stablehlo.add %4645, %4648 : tensor<7x7x1x320xf32>
    %4650 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x320xf32>
    %4651 = stablehlo.divide %4643, %4650 : tensor<7x7x1x320xf32>
    %4652 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x320xf32>
    %4653 = stablehlo.divide %4649, %4652 : tensor<7x7x1x320xf32>
    %4654 = stablehlo.sqrt %4653 : tensor<7x7x1x320xf32>
    %4655 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x320xf32>
    %4656 = stablehlo.add %4654, %4655 : tensor<7x7x1x320xf32>
    %4657 = stablehlo.divide %4651, %4656 : tensor<7x7x1x320xf32>
    %4658 = stablehlo.constant dense<0.9> : tensor<320xf32>
    %4659 = stablehlo.multiply %4658, %m.stages.3.blocks.0.dwconv.b : tensor<320xf32>
    %4660 = stablehlo.constant dense<0.1> : tensor<320xf32>
    %4661 = stablehlo.multiply %4660, %2524 : tensor<320xf32>
    %4662 = stablehlo.add %4659, %4661 : tensor<320xf32>
    %4663 = stablehlo.constant dense<0.999> : tensor<320xf32>
    %4664 = stablehlo.multiply %4663, %v.stages.3.blocks.0.dwconv.b : tensor<320xf32>
    %4665 = stablehlo.constant dense<0.001> : tensor<320xf32>
    %4666 = stablehlo.multiply %2524, %2524 : tensor<320xf32>
    %4667 = stablehlo.multiply %4665, %4666 : tensor<320xf32>
    %4668 = stablehlo.add %4664, %4667 : tensor<320xf32>
    %4669 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %4670 = stablehlo.divide %4662, %4669 : tensor<320xf32>
    %4671 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %4672 = stablehlo.divide %4668, %4671 : tensor<320xf32>
    %4673 = stablehlo.sqrt %4672 : tensor<320xf32>
    %4674 = stablehlo.constant dense<1.0e-08> : tensor<320xf32>
    %4675 = stablehlo.add %4673, %4674 : tensor<320xf32>
    %4676 = stablehlo.divide %4670, %4675 : tensor<320xf32>
    %4677 = stablehlo.constant dense<0.9> : tensor<320xf32>
    %4678 = stablehlo.multiply %4677, %m.stages.3.blocks.0.norm.g : tensor<320xf32>
    %4679 = stablehlo.constant dense<0.1> : tensor<320xf32>
    %4680 = stablehlo.multiply %4679, %2529 : tensor<320xf32>
    %4681 = stablehlo.add %4678, %4680 : tensor<320xf32>
    %4682 = stablehlo.constant dense<0.999> : tensor<320xf32>
    %4683 = stablehlo.multiply %4682, %v.stages.3.blocks.0.norm.g : tensor<320xf32>
    %4684 = stablehlo.constant dense<0.001> : tensor<320xf32>
    %4685 = stablehlo.multiply %2529, %2529 : tensor<320xf32>
    %4686 = stablehlo.multiply %4684, %4685 : tensor<320xf32>
    %4687 = stablehlo.add %4683, %4686 : tensor<320xf32>
    %4688 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %4689 = stablehlo.divide %4681, %4688 : tensor<320xf32>
    %4690 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %4691 = stablehlo.divide %4687, %4690 : tensor<320xf32>
    %4692 = stablehlo.sqrt %4691 : tensor<320xf32>
    %4693 = stablehlo.constant dense<1.0e-08> : tensor<320xf32>
    %4694 = stablehlo.add %4692, %4693 : tensor<320xf32>
    %4695 = stablehlo.divide %4689, %4694 : tensor<320xf32>
    %4696 = stablehlo.constant dense<0.9> : tensor<320xf32>
    %4697 = stablehlo.multiply %4696, %m.stages.3.blocks.0.norm.b : tensor<320xf32>
    %4698 = stablehlo.constant dense<0.1> : tensor<320xf32>
    %4699 = stablehlo.multiply %4698, %2534 : tensor<320xf32>
    %4700 = stablehlo.add %4697, %4699 : tensor<320xf32>
    %4701 = stablehlo.constant dense<0.999> : tensor<320xf32>
    %4702 = stablehlo.multiply %4701, %v.stages.3.blocks.0.norm.b : tensor<320xf32>
    %4703 = stablehlo.constant dense<0.001> : tensor<320xf32>
    %4704 = stablehlo.multiply %2534, %2534 : tensor<320xf32>
    %4705 = stablehlo.multiply %4703, %4704 : tensor<320xf32>
    %4706 = stablehlo.add %4702, %4705 : tensor<320xf32>
    %4707 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %4708 = stablehlo.divide %4700, %4707 : tensor<320xf32>
    %4709 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %4710 = stablehlo.divide %4706, %4709 : tensor<320xf32>
    %4711 = stablehlo.sqrt %4710 : tensor<320xf32>
    %4712 = stablehlo.constant dense<1.0e-08> : tensor<320xf32>
    %4713 = stablehlo.add %4711, %4712 : tensor<320xf32>
    %4714 = stablehlo.divide %4708, %4713 : tensor<320xf32>
    %4715 = stablehlo.constant dense<0.9> : tensor<320x1280xf32>
    %4716 = stablehlo.multiply %4715, %m.stages.3.blocks.0.fc1.w : tensor<320x1280xf32>
    %4717 = stablehlo.constant dense<0.1> : tensor<320x1280xf32>
    %4718 = stablehlo.multiply %4717, %2539 : tensor<320x1280xf32>
    %4719 = stablehlo.add %4716, %4718 : tensor<320x1280xf32>
    %4720 = stablehlo.constant dense<0.999> : tensor<320x1280xf32>
    %4721 = stablehlo.multiply %4720, %v.stages.3.blocks.0.fc1.w : tensor<320x1280xf32>
    %4722 = stablehlo.constant dense<0.001> : tensor<320x1280xf32>
    %4723 = stablehlo.multiply %2539, %2539 : tensor<320x1280xf32>
    %4724 = stablehlo.multiply %4722, %4723 : tensor<320x1280xf32>
    %4725 = stablehlo.add %4721, %4724 : tensor<320x1280xf32>
    %4726 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320x1280xf32>
    %4727 = stablehlo.divide %4719, %4726 : tensor<320x1280xf32>
    %4728 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320x1280xf32>
    %4729 = stablehlo.divide %4725, %4728 : tensor<320x1280xf32>
    %4730 = stablehlo.sqrt %4729 : tensor<320x1280xf32>
    %4731 = stablehlo.constant dense<1.0e-08> : tensor<320x1280xf32>
    %4732 = stablehlo.add %4730, %4731 : tensor<320x1280xf32>
    %4733 = stablehlo.divide %4727, %4732 : tensor<320x1280xf32>
    %4734 = stablehlo.constant dense<0.9> : tensor<1280xf32>
    %4735 = stablehlo.multiply %4734, %m.stages.3.blocks.0.fc1.b : tensor<1280xf32>
    %4736 = stablehlo.constant dense<0.1> : tensor<1280xf32>
    %4737 = stablehlo.multiply %4736, %2544 : tensor<1280xf32>
    %4738 = stablehlo.add %4735, %4737 : tensor<1280xf32>
    %4739 = stablehlo.constant dense<0.999> : tensor<1280xf32>
    %4740 = stablehlo.multiply %4739, %v.stages.3.blocks.0.fc1.b : tensor<1280xf32>
    %4741 = stablehlo.constant dense<0.001> : tensor<1280xf32>
    %4742 = stablehlo.multiply %2544, %2544 : tensor<1280xf32>
    %4743 = stablehlo.multiply %4741, %4742 : tensor<1280xf32>
    %4744 = stablehlo.add %4740, %4743 : tensor<1280xf32>
    %4745 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1280xf32>
    %4746 = stablehlo.divide %4738, %4745 : tensor<1280xf32>
    %4747 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1280xf32>
    %4748 = stablehlo.divide %4744, %4747 : tensor<1280xf32>
    %4749 = stablehlo.sqrt %4748 : tensor<1280xf32>
    %4750 = stablehlo.constant dense<1.0e-08> : tensor<1280xf32>
    %4751 = stablehlo.add %4749, %4750 : tensor<1280xf32>
    %4752 = stablehlo.divide %4746, %4751 : tensor<1280xf32>
    %4753 = stablehlo.constant dense<0.9> : tensor<1280x320xf32>
    %4754 = stablehlo.multiply %4753, %m.stages.3.blocks.0.fc2.w : tensor<1280x320xf32>
    %4755 = stablehlo.constant dense<0.1> : tensor<1280x320xf32>
    %4756 = stablehlo.multiply %4755, %2549 : tensor<1280x320xf32>
    %4757 = stablehlo.add %4754, %4756 : tensor<1280x320xf32>
    %4758 = stablehlo.constant dense<0.999> : tensor<1280x320xf32>
    %4759 = stablehlo.multiply %4758, %v.stages.3.blocks.0.fc2.w : tensor<1280x320xf32>
    %4760 = stablehlo.constant dense<0.001> : tensor<1280x320xf32>
    %4761 = stablehlo.multiply %2549, %2549 : tensor<1280x320xf32>
    %4762 = stablehlo.multiply %4760, %4761 : tensor<1280x320xf32>
    %4763 = stablehlo.add %4759, %4762 : tensor<1280x320xf32>
    %4764 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1280x320xf32>
    %4765 = stablehlo.divide %4757, %4764 : tensor<1280x320xf32>
    %4766 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1280x320xf32>
    %4767 = stablehlo.divide %4763, %4766 : tensor<1280x320xf32>
    %4768 = stablehlo.sqrt %4767 : tensor<1280x320xf32>
    %4769 = stablehlo.constant dense<1.0e-08> : tensor<1280x320xf32>
    %4770 = stablehlo.add %4768, %4769 : tensor<1280x320xf32>
    %4771 = stablehlo.divide %4765, %4770 : tensor<1280x320xf32>
    %4772 = stablehlo.constant dense<0.9> : tensor<320xf32>
    %4773 = stablehlo.multiply %4772, %m.stages.3.blocks.0.fc2.b : tensor<320xf32>
    %4774 = stablehlo.constant dense<0.1> : tensor<320xf32>
    %4775 = stablehlo.multiply %4774, %2554 : tensor<320xf32>
    %4776 = stablehlo.add %4773, %4775 : tensor<320xf32>
    %4777 = stablehlo.constant dense<0.999> : tensor<320xf32>
    %4778 = stablehlo.multiply %4777, %v.stages.3.blocks.0.fc2.b : tensor<320xf32>
    %4779 = stablehlo.constant dense<0.001> : tensor<320xf32>
    %4780 = stablehlo.multiply %2554, %2554 : tensor<320xf32>
    %4781 = stablehlo.multiply %4779, %4780 : tensor<320xf32>
    %4782 = stablehlo.add %4778, %4781 : tensor<320xf32>
    %4783 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %4784 = stablehlo.divide %4776, %4783 : tensor<320xf32>
    %4785 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %4786 = stablehlo.divide %4782, %4785 : tensor<320xf32>
    %4787 = stablehlo.sqrt %4786 : tensor<320xf32>
    %4788 = stablehlo.constant dense<1.0e-08> : tensor<320xf32>
    %4789 = stablehlo.add %4787, %4788 : tensor<320xf32>
    %4790 = stablehlo.divide %4784, %4789 : tensor<320xf32>
    %4791 = stablehlo.constant dense<0.9> : tensor<320xf32>
    %4792 = stablehlo.multiply %4791, %m.stages.3.blocks.0.gamma : tensor<320xf32>
    %4793 = stablehlo.constant dense<0.1> : tensor<320xf32>
    %4794 = stablehlo.multiply %4793, %2559 : tensor<320xf32>
    %4795 = stablehlo.add %4792, %4794 : tensor<320xf32>
    %4796 = stablehlo.constant dense<0.999> : tensor<320xf32>
    %4797 = stablehlo.multiply %4796, %v.stages.3.blocks.0.gamma : tensor<320xf32>
    %4798 = stablehlo.constant dense<0.001> : tensor<320xf32>
    %4799 = stablehlo.multiply %2559, %2559 : tensor<320xf32>
    %4800 = stablehlo.multiply %4798, %4799 : tensor<320xf32>
    %4801 = stablehlo.add %4797, %4800 : tensor<320xf32>
    %4802 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %4803 = stablehlo.divide %4795, %4802 : tensor<320xf32>
    %4804 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %4805 = stablehlo.divide %4801, %4804 : tensor<320xf32>
    %4806 = stablehlo.sqrt %4805 : tensor<320xf32>
    %4807 = stablehlo.constant dense<1.0e-08> : tensor<320xf32>
    %4808 = stablehlo.add %4806, %4807 : tensor<320xf32>
    %4809 = stablehlo.divide %4803, %4808 : tensor<320xf32>
    %4810 = stablehlo.constant dense<0.9> : tensor<7x7x1x320xf32>
    %4811 = stablehlo.multiply %4810, %m.stages.3.blocks.1.dwconv.w : tensor<7x7x1x320xf32>
    %4812 = stablehlo.constant dense<0.1> : tensor<7x7x1x320xf32>
    %4813 = stablehlo.multiply %4812, %2564 : tensor<7x7x1x320xf32>
    %4814 = stablehlo.add %4811, %4813 : tensor<7x7x1x320xf32>
    %4815 = stablehlo.constant dense<0.999> : tensor<7x7x1x320xf32>
    %4816 = stablehlo.multiply %4815, %v.stages.3.blocks.1.dwconv.w : tensor<7x7x1x320xf32>
    %4817 = stablehlo.constant dense<0.001> : tensor<7x7x1x320xf32>
    %4818 = stablehlo.multiply %2564, %2564 : tensor<7x7x1x320xf32>
    %4819 = stablehlo.multiply %4817, %4818 : tensor<7x7x1x320xf32>
    %4820 = stablehlo.add %4816, %4819 : tensor<7x7x1x320xf32>
    %4821 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x320xf32>
    %4822 = stablehlo.divide %4814, %4821 : tensor<7x7x1x320xf32>
    %4823 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x320xf32>
    %4824 = stablehlo.divide %4820, %4823 : tensor<7x7x1x320xf32>
    %4825 = stablehlo.sqrt %4824 : tensor<7x7x1x320xf32>
    %4826 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x320xf32>
    %4827 = stablehlo.add %4825, %4826 : tensor<7x7x1x320xf32>
    %4828 = stablehlo.divide %4822, %4827 : tensor<7x7x1x320xf32>
    %4829 = stablehlo.constant dense<0.9> : tensor<320xf32>
    %4830 = stablehlo.multiply %4829, %m.stages.3.blocks.1.dwconv.b : tensor<320xf32>
    %4831 = stablehlo.constant dense<0.1> : tensor<320xf32>
    %4832 = stablehlo.multiply %4831, %2569 : tensor<320xf32>
    %4833 = stablehlo.add %4830, %4832 : tensor<320xf32>
    %4834 = stablehlo.constant dense<0.999> : tensor<320xf32>
    %4835 = stablehlo.multiply %4834, %v.stages.3.blocks.1.dwconv.b : tensor<320xf32>
    %4836 = stablehlo.constant dense<0.001> : tensor<320xf32>
    %4837 = stablehlo.multiply %2569, %2569 : tensor<320xf32>
    %4838 = stablehlo.multiply %4836, %4837 : tensor<320xf32>
    %4839 = stablehlo.add %4835, %4838 : tensor<320xf32>
    %4840 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %4841 = stablehlo.divide %4833, %4840 : tensor<320xf32>
    %4842 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %4843 = stablehlo.divide %4839, %4842 : tensor<320xf32>
    %4844 = stablehlo.sqrt %4843 : tensor<320xf32>
    %4845 = stablehlo.constant dense<1.0e-08> : tensor<320xf32>
    %4846 = stablehlo.add %4844, %4845 : tensor<320xf32>
    %4847 = stablehlo.divide %4841, %4846 : tensor<320xf32>
    %4848 = stablehlo.constant dense<0.9> : tensor<320xf32>
    %4849 = stablehlo.multiply %4848, %m.stages.3.blocks.1.norm.g : tensor<320xf32>
    %4850 = stablehlo.constant dense<0.1> : tensor<320xf32>
    %4851 = stablehlo.multiply %4850, %2574 : tensor<320xf32>
    %4852 = stablehlo.add %4849, %4851 : tensor<320xf32>
    %4853 = stablehlo.constant dense<0.999> : tensor<320xf32>
    %4854 = stablehlo.multiply %4853, %v.stages.3.blocks.1.norm.g : tensor<320xf32>
    %4855 = stablehlo.constant dense<0.001> : tensor<320xf32>
    %4856 = stablehlo.multiply %2574, %2574 : tensor<320xf32>
    %4857 = stablehlo.multiply %4855, %4856 : tensor<320xf32>
    %4858 = stablehlo.add %4854, %4857 : tensor<320xf32>
    %4859 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %4860 = stablehlo.divide %4852, %4859 : tensor<320xf32>
    %4861 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %4862 = stablehlo.divide %4858, %4861 : tensor<320xf32>
    %4863 = stablehlo.sqrt %4862 : tensor<320xf32>
    %4864 = stablehlo.constant dense<1.0e-08> : tensor<320xf32>
    %4865 = stablehlo.add %4863, %4864 : tensor<320xf32>
    %4866 = stablehlo.divide %4860, %4865 : tensor<320xf32>
    %4867 = stablehlo.constant dense<0.9> : tensor<320xf32>
    %4868 = stablehlo.multiply %4867, %m.stages.3.blocks.1.norm.b : tensor<320xf32>
    %4869 = stablehlo.constant dense<0.1> : tensor<320xf32>
    %4870 = stablehlo.multiply %4869, %2579 : tensor<320xf32>
    %4871 = stablehlo.add %4868, %4870 : tensor<320xf32>
    %4872 = stablehlo.constant dense<0.999> : tensor<320xf32>
    %4873 = stablehlo.multiply %4872, %v.stages.3.blocks.1.norm.b : tensor<320xf32>
    %4874 = stablehlo.constant dense<0.001> : tensor<320xf32>
    %4875 = stablehlo.multiply %2579, %2579 : tensor<320xf32>
    %4876 = stablehlo.multiply %4874, %4875 : tensor<320xf32>
    %4877 = stablehlo.add %4873, %4876 : tensor<320xf32>
    %4878 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %4879 = stablehlo.divide %4871, %4878 : tensor<320xf32>
    %4880 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %4881 = stablehlo.divide %4877, %4880 : tensor<320xf32>
    %4882 = stablehlo.sqrt %4881 : tensor<320xf32>
    %4883 = stablehlo.constant dense<1.0e-08> : tensor<320xf32>
    %4884 = stablehlo.add %4882, %4883 : tensor<320xf32>
    %4885 = stablehlo.divide %4879, %4884 : tensor<320xf32>
    %4886 = stablehlo.constant dense<0.9> : tensor<320x1280xf32>
    %4887 = stablehlo.multiply %4886, %m.stages.3.blocks.1.fc1.w : tensor<320x1280xf32>
    %4888 = stablehlo.constant dense<0.1> : tensor<320x1280xf32>
    %4889 = stablehlo.multiply %4888, %2584 : tensor<320x1280xf32>
    %4890 = stablehlo.add %4887, %4889 : tensor<320x1280xf32>
    %4891 = stablehlo.constant dense<0.999> : tensor<320x1280xf32>
    %4892 = stablehlo.multiply %4891, %v.stages.3.blocks.1.fc1.w : tensor<320x1280xf32>
    %4893 = stablehlo.constant dense<0.001> : tensor<320x1280xf32>
    %4894 = stablehlo.multiply %2584, %2584 : tensor<320x1280xf32>
    %4895 = stablehlo.multiply %4893, %4894 : tensor<320x1280xf32>
    %4896 = stablehlo.add %4892, %4895 : tensor<320x1280xf32>
    %4897 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320x1280xf32>
    %4898 = stablehlo.divide %4890, %4897 : tensor<320x1280xf32>
    %4899 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320x1280xf32>
    %4900 = stablehlo.divide %4896, %4899 : tensor<320x1280xf32>
    %4901 = stablehlo.sqrt %4900 : tensor<320x1280xf32>
    %4902 = stablehlo.constant dense<1.0e-08> : tensor<320x1280xf32>
    %4903 = stablehlo.add %4901, %4902 : tensor<320x1280xf32>
    %4904 = stablehlo.divide %4898, %4903 : tensor<320x1280xf32>
    %4905 = stablehlo.constant dense<0.9> : tensor<1280xf32>
    %4906 = stablehlo.multiply %4905, %m.stages.3.blocks.1.fc1.b : tensor<1280xf32>
    %4907 = stablehlo.constant dense<0.1> : tensor<1280xf32>
    %4908 = stablehlo.multiply %4907, %2589 : tensor<1280xf32>
    %4909 = stablehlo.add %4906, %4908 : tensor<1280xf32>
    %4910 = stablehlo.constant dense<0.999> : tensor<1280xf32>
    %4911 = stablehlo.multiply %4910, %v.stages.3.blocks.1.fc1.b : tensor<1280xf32>
    %4912 = stablehlo.constant dense<0.001> : tensor<1280xf32>
    %4913 = stablehlo.multiply %2589, %2589 : tensor<1280xf32>
    %4914 = stablehlo.multiply %4912, %4913 : tensor<1280xf32>
    %4915 = stablehlo.add %4911, %4914 : tensor<1280xf32>
    %4916 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1280xf32>
    %4917 = stablehlo.divide %4909, %4916 : tensor<1280xf32>
    %4918 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1280xf32>
    %4919 = stablehlo.divide %4915, %4918 : tensor<1280xf32>
    %4920 = stablehlo.sqrt %4919 : tensor<1280xf32>
    %4921 = stablehlo.constant dense<1.0e-08> : tensor<1280xf32>
    %4922 = stablehlo.add %4920, %4921 : tensor<1280xf32>
    %4923 = stablehlo.divide %4917, %4922 : tensor<1280xf32>
    %4924 = stablehlo.constant dense<0.9> : tensor<1280x320xf32>
    %4925 = stablehlo.multiply %4924, %m.stages.3.blocks.1.fc2.w : tensor<1280x320xf32>
    %4926 = stablehlo.constant dense<0.1> : tensor<1280x320xf32>
    %4927 = stablehlo.multiply %4926, %2594 : tensor<1280x320xf32>
    %4928 = stablehlo.add %4925, %4927 : tensor<1280x320xf32>
    %4929 = stablehlo.constant dense<0.999> : tensor<1280x320xf32>
    %4930 = stablehlo.multiply %4929, %v.stages.3.blocks.1.fc2.w : tensor<1280x320xf32>
    %4931 = stablehlo.constant dense<0.001> : tensor<1280x320xf32>
    %4932 = stablehlo.multiply %2594, %2594 : tensor<1280x320xf32>
    %4933 = stablehlo.multiply %4931, %4932 : tensor<1280x320xf32>
    %4934 = stablehlo.add %4930, %4933 : tensor<1280x320xf32>
    %4935 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1280x320xf32>
    %4936 = stablehlo.divide %4928, %4935 : tensor<1280x320xf32>
    %4937 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1280x320xf32>
    %4938 = stablehlo.divide %4934, %4937 : tensor<1280x320xf32>
    %4939 = stablehlo.sqrt %4938 : tensor<1280x320xf32>
    %4940 = stablehlo.constant dense<1.0e-08> : tensor<1280x320xf32>
    %4941 = stablehlo.add %4939, %4940 : tensor<1280x320xf32>
    %4942 = stablehlo.divide %4936, %4941 : tensor<1280x320xf32>
    %4943 = stablehlo.constant dense<0.9> : tensor<320xf32>
    %4944 = stablehlo.multiply %4943, %m.stages.3.blocks.1.fc2.b : tensor<320xf32>
    %4945 = stablehlo.constant dense<0.1> : tensor<320xf32>
    %4946 = stablehlo.multiply %4945, %2599 : tensor<320xf32>
    %4947 = stablehlo.add %4944, %4946 : tensor<320xf32>
    %4948 = stablehlo.constant dense<0.999> : tensor<320xf32>
    %4949 = stablehlo.multiply %4948, %v.stages.3.blocks.1.fc2.b : tensor<320xf32>
    %4950 = stablehlo.constant dense<0.001> : tensor<320xf32>
    %4951 = stablehlo.multiply %2599, %2599 : tensor<320xf32>
    %4952 = stablehlo.multiply %4950, %4951 : tensor<320xf32>
    %4953 = stablehlo.add %4949, %4952 : tensor<320xf32>
    %4954 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %4955 = stablehlo.divide %4947, %4954 : tensor<320xf32>
    %4956 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %4957 = stablehlo.divide %4953, %4956 : tensor<320xf32>
    %4958 = stablehlo.sqrt %4957 : tensor<320xf32>
    %4959 = stablehlo.constant dense<1.0e-08> : tensor<320xf32>
    %4960 = stablehlo.add %4958, %4959 : tensor<320xf32>
    %4961 = stablehlo.divide %4955, %4960 : tensor<320xf32>
    %4962 = stablehlo.constant dense<0.9> : tensor<320xf32>
    %4963 = stablehlo.multiply %4962, %m.stages.3.blocks.1.gamma : tensor<320xf32>
    %4964 = stablehlo.constant dense<0.1> : tensor<320xf32>
    %4965 = stablehlo.multiply %4964, %2604 : tensor<320xf32>
    %4966 = stablehlo.add %4963, %4965 : tensor<320xf32>
    %4967 = stablehlo.constant dense<0.999> : tensor<320xf32>
    %4968 = stablehlo.multiply %4967, %v.stages.3.blocks.1.gamma : tensor<320xf32>
    %4969 = stablehlo.constant dense<0.001> : tensor<320xf32>
    %4970 = stablehlo.multiply %2604, %2604 : tensor<320xf32>
    %4971 = stablehlo.multiply %4969, %4970 : tensor<320xf32>
    %4972 = stablehlo.add %4968, %4971 : tensor<320xf32>
    %4973 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %4974 = stablehlo.divide %4966, %4973 : tensor<320xf32>
    %4975 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %4976 = stablehlo.divide %4972, %4975 : tensor<320xf32>
    %4977 = stablehlo.sqrt %4976 : tensor<320xf32>
    %4978 = stablehlo.constant dense<1.0e-08> : tensor<320xf32>
    %4979 = stablehlo.add %4977, %4978 : tensor<320xf32>
    %4980 = stablehlo.divide %4974, %4979 : tensor<320xf32>
    %4981 = stablehlo.constant dense<0.9> : tensor<320xf32>
    %4982 = stablehlo.multiply %4981, %m.head.norm.g : tensor<320xf32>
    %4983 = stablehlo.constant dense<0.1> : tensor<320xf32>
    %4984 = stablehlo.multiply %4983, %2609 : tensor<320xf32>
    %4985 = stablehlo.add %4982, %4984 : tensor<320xf32>
    %4986 = stablehlo.constant dense<0.999> : tensor<320xf32>
    %4987 = stablehlo.multiply %4986, %v.head.norm.g : tensor<320xf32>
    %4988 = stablehlo.constant dense<0.001> : tensor<320xf32>
    %4989 = stablehlo.multiply %2609, %2609 : tensor<320xf32>
    %4990 = stablehlo.multiply %4988, %4989 : tensor<320xf32>
    %4991 = stablehlo.add %4987, %4990 : tensor<320xf32>
    %4992 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %4993 = stablehlo.divide %4985, %4992 : tensor<320xf32>
    %4994 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %4995 = stablehlo.divide %4991, %4994 : tensor<320xf32>
    %4996 = stablehlo.sqrt %4995 : tensor<320xf32>
    %4997 = stablehlo.constant dense<1.0e-08> : tensor<320xf32>
    %4998 = stablehlo.add %4996, %4997 : tensor<320xf32>
    %4999 = stablehlo.divide %4993, %4998 : tensor<320xf32>
    %5000 = stablehlo.constant dense<0.9> : tensor<320xf32>
    %5001 = stablehlo.multiply %5000, %m.head.norm.b : tensor<320xf32>
    %5002 = stablehlo.constant dense<0.1> : tensor<320xf32>
    %5003 = stablehlo.multiply %5002, %2614 : tensor<320xf32>
    %5004 = stablehlo.add %5001, %5003 : tensor<320xf32>
    %5005 = stablehlo.constant dense<0.999> : tensor<320xf32>
    %5006 = stablehlo.multiply %5005, %v.head.norm.b : tensor<320xf32>
    %5007 = stablehlo.constant dense<0.001> : tensor<320xf32>
    %5008 = stablehlo.multiply %2614, %2614 : tensor<320xf32>
    %5009 = stablehlo.multiply %5007, %5008 : tensor<320xf32>
    %5010 = stablehlo.add %5006, %5009 : tensor<320xf32>
    %5011 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %5012 = stablehlo.divide %5004, %5011 : tensor<320xf32>
    %5013 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %5014 = stablehlo.divide %5010, %5013 : tensor<320xf32>
    %5015 = stablehlo.sqrt %5014 : tensor<320xf32>
    %5016 = stablehlo.constant dense<1.0e-08> : tensor<320xf32>
    %5017 = stablehlo.add %5015, %5016 : tensor<320xf32>
    %5018 = stablehlo.divide %5012, %5017 : tensor<320xf32>
    %5019 = stablehlo.constant dense<0.9> : tensor<320x10xf32>
    %5020 = stablehlo.multiply %5019, %m.head.fc.w : tensor<320x10xf32>
    %5021 = stablehlo.constant dense<0.1> : tensor<320x10xf32>
    %5022 = stablehlo.multiply %5021, %2619 : tensor<320x10xf32>
    %5023 = stablehlo.add %5020, %5022 : tensor<320x10xf32>
    %5024 = stablehlo.constant dense<0.999> : tensor<320x10xf32>
    %5025 = stablehlo.multiply %5024, %v.head.fc.w : tensor<320x10xf32>
    %5026 = stablehlo.constant dense<0.001> : tensor<320x10xf32>
    %5027 = stablehlo.multiply %2619, %2619 : tensor<320x10xf32>
    %5028 = stablehlo.multiply %5026, %5027 : tensor<320x10xf32>
    %5029 = stablehlo.add %5025, %5028 : tensor<320x10xf32>
    %5030 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320x10xf32>
    %5031 = stablehlo.divide %5023, %5030 : tensor<320x10xf32>
    %5032 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320x10xf32>
    %5033 = stablehlo.divide %5029, %5032 : tensor<320x10xf32>
    %5034 = stablehlo.sqrt %5033 : tensor<320x10xf32>
    %5035 = stablehlo.constant dense<1.0e-08> : tensor<320x10xf32>
    %5036 = stablehlo.add %5034, %5035 : tensor<320x10xf32>
    %5037 = stablehlo.divide %5031, %5036 : tensor<320x10xf32>
    %5038 = stablehlo.constant dense<0.9> : tensor<10xf32>
    %5039 = stablehlo.multiply %5038, %m.head.fc.b : tensor<10xf32>
    %5040 = stablehlo.constant dense<0.1> : tensor<10xf32>
    %5041 = stablehlo.multiply %5040, %2624 : tensor<10xf32>
    %5042 = stablehlo.add %5039, %5041 : tensor<10xf32>
    %5043 = stablehlo.constant dense<0.999> : tensor<10xf32>
    %5044 = stablehlo.multiply %5043, %v.head.fc.b : tensor<10xf32>
    %5045 = stablehlo.constant dense<0.001> : tensor<10xf32>
    %5046 = stablehlo.multiply %2624, %2624 : tensor<10xf32>
    %5047 = stablehlo.multiply %5045, %5046 : tensor<10xf32>
    %5048 = stablehlo.add %5044, %5047 : tensor<10xf32>
    %5049 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<10xf32>
    %5050 = stablehlo.divide %5042, %5049 : tensor<10xf32>
    %5051 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<10xf32>
    %5052 = stablehlo.divide %5048, %5051 : tensor<10xf32>
    %5053 = stablehlo.sqrt %5052 : tensor<10xf32>
    %5054 = stablehlo.constant dense<1.0e-08> : tensor<10xf32>
    %5055 = stablehlo.add %5053, %5054 : tensor<10xf32>
    %5056 = stablehlo.divide %5050, %5055 : tensor<10xf32>
    %5057 = stablehlo.constant dense<0.05> : tensor<4x4x3x40xf32>
    %5058 = stablehlo.multiply %5057, %stem.conv.w : tensor<4x4x3x40xf32>
    %5059 = stablehlo.add %2643, %5058 : tensor<4x4x3x40xf32>
    %5060 = stablehlo.constant dense<0.05> : tensor<7x7x1x40xf32>
    %5061 = stablehlo.multiply %5060, %stages.0.blocks.0.dwconv.w : tensor<7x7x1x40xf32>
    %5062 = stablehlo.add %2719, %5061 : tensor<7x7x1x40xf32>
    %5063 = stablehlo.constant dense<0.05> : tensor<40x160xf32>
    %5064 = stablehlo.multiply %5063, %stages.0.blocks.0.fc1.w : tensor<40x160xf32>
    %5065 = stablehlo.add %2795, %5064 : tensor<40x160xf32>
    %5066 = stablehlo.constant dense<0.05> : tensor<160x40xf32>
    %5067 = stablehlo.multiply %5066, %stages.0.blocks.0.fc2.w : tensor<160x40xf32>
    %5068 = stablehlo.add %2833, %5067 : tensor<160x40xf32>
    %5069 = stablehlo.constant dense<0.05> : tensor<7x7x1x40xf32>
    %5070 = stablehlo.multiply %5069, %stages.0.blocks.1.dwconv.w : tensor<7x7x1x40xf32>
    %5071 = stablehlo.add %2890, %5070 : tensor<7x7x1x40xf32>
    %5072 = stablehlo.constant dense<0.05> : tensor<40x160xf32>
    %5073 = stablehlo.multiply %5072, %stages.0.blocks.1.fc1.w : tensor<40x160xf32>
    %5074 = stablehlo.add %2966, %5073 : tensor<40x160xf32>
    %5075 = stablehlo.constant dense<0.05> : tensor<160x40xf32>
    %5076 = stablehlo.multiply %5075, %stages.0.blocks.1.fc2.w : tensor<160x40xf32>
    %5077 = stablehlo.add %3004, %5076 : tensor<160x40xf32>
    %5078 = stablehlo.constant dense<0.05> : tensor<2x2x40x80xf32>
    %5079 = stablehlo.multiply %5078, %stages.1.down.conv.w : tensor<2x2x40x80xf32>
    %5080 = stablehlo.add %3099, %5079 : tensor<2x2x40x80xf32>
    %5081 = stablehlo.constant dense<0.05> : tensor<7x7x1x80xf32>
    %5082 = stablehlo.multiply %5081, %stages.1.blocks.0.dwconv.w : tensor<7x7x1x80xf32>
    %5083 = stablehlo.add %3137, %5082 : tensor<7x7x1x80xf32>
    %5084 = stablehlo.constant dense<0.05> : tensor<80x320xf32>
    %5085 = stablehlo.multiply %5084, %stages.1.blocks.0.fc1.w : tensor<80x320xf32>
    %5086 = stablehlo.add %3213, %5085 : tensor<80x320xf32>
    %5087 = stablehlo.constant dense<0.05> : tensor<320x80xf32>
    %5088 = stablehlo.multiply %5087, %stages.1.blocks.0.fc2.w : tensor<320x80xf32>
    %5089 = stablehlo.add %3251, %5088 : tensor<320x80xf32>
    %5090 = stablehlo.constant dense<0.05> : tensor<7x7x1x80xf32>
    %5091 = stablehlo.multiply %5090, %stages.1.blocks.1.dwconv.w : tensor<7x7x1x80xf32>
    %5092 = stablehlo.add %3308, %5091 : tensor<7x7x1x80xf32>
    %5093 = stablehlo.constant dense<0.05> : tensor<80x320xf32>
    %5094 = stablehlo.multiply %5093, %stages.1.blocks.1.fc1.w : tensor<80x320xf32>
    %5095 = stablehlo.add %3384, %5094 : tensor<80x320xf32>
    %5096 = stablehlo.constant dense<0.05> : tensor<320x80xf32>
    %5097 = stablehlo.multiply %5096, %stages.1.blocks.1.fc2.w : tensor<320x80xf32>
    %5098 = stablehlo.add %3422, %5097 : tensor<320x80xf32>
    %5099 = stablehlo.constant dense<0.05> : tensor<2x2x80x160xf32>
    %5100 = stablehlo.multiply %5099, %stages.2.down.conv.w : tensor<2x2x80x160xf32>
    %5101 = stablehlo.add %3517, %5100 : tensor<2x2x80x160xf32>
    %5102 = stablehlo.constant dense<0.05> : tensor<7x7x1x160xf32>
    %5103 = stablehlo.multiply %5102, %stages.2.blocks.0.dwconv.w : tensor<7x7x1x160xf32>
    %5104 = stablehlo.add %3555, %5103 : tensor<7x7x1x160xf32>
    %5105 = stablehlo.constant dense<0.05> : tensor<160x640xf32>
    %5106 = stablehlo.multiply %5105, %stages.2.blocks.0.fc1.w : tensor<160x640xf32>
    %5107 = stablehlo.add %3631, %5106 : tensor<160x640xf32>
    %5108 = stablehlo.constant dense<0.05> : tensor<640x160xf32>
    %5109 = stablehlo.multiply %5108, %stages.2.blocks.0.fc2.w : tensor<640x160xf32>
    %5110 = stablehlo.add %3669, %5109 : tensor<640x160xf32>
    %5111 = stablehlo.constant dense<0.05> : tensor<7x7x1x160xf32>
    %5112 = stablehlo.multiply %5111, %stages.2.blocks.1.dwconv.w : tensor<7x7x1x160xf32>
    %5113 = stablehlo.add %3726, %5112 : tensor<7x7x1x160xf32>
    %5114 = stablehlo.constant dense<0.05> : tensor<160x640xf32>
    %5115 = stablehlo.multiply %5114, %stages.2.blocks.1.fc1.w : tensor<160x640xf32>
    %5116 = stablehlo.add %3802, %5115 : tensor<160x640xf32>
    %5117 = stablehlo.constant dense<0.05> : tensor<640x160xf32>
    %5118 = stablehlo.multiply %5117, %stages.2.blocks.1.fc2.w : tensor<640x160xf32>
    %5119 = stablehlo.add %3840, %5118 : tensor<640x160xf32>
    %5120 = stablehlo.constant dense<0.05> : tensor<7x7x1x160xf32>
    %5121 = stablehlo.multiply %5120, %stages.2.blocks.2.dwconv.w : tensor<7x7x1x160xf32>
    %5122 = stablehlo.add %3897, %5121 : tensor<7x7x1x160xf32>
    %5123 = stablehlo.constant dense<0.05> : tensor<160x640xf32>
    %5124 = stablehlo.multiply %5123, %stages.2.blocks.2.fc1.w : tensor<160x640xf32>
    %5125 = stablehlo.add %3973, %5124 : tensor<160x640xf32>
    %5126 = stablehlo.constant dense<0.05> : tensor<640x160xf32>
    %5127 = stablehlo.multiply %5126, %stages.2.blocks.2.fc2.w : tensor<640x160xf32>
    %5128 = stablehlo.add %4011, %5127 : tensor<640x160xf32>
    %5129 = stablehlo.constant dense<0.05> : tensor<7x7x1x160xf32>
    %5130 = stablehlo.multiply %5129, %stages.2.blocks.3.dwconv.w : tensor<7x7x1x160xf32>
    %5131 = stablehlo.add %4068, %5130 : tensor<7x7x1x160xf32>
    %5132 = stablehlo.constant dense<0.05> : tensor<160x640xf32>
    %5133 = stablehlo.multiply %5132, %stages.2.blocks.3.fc1.w : tensor<160x640xf32>
    %5134 = stablehlo.add %4144, %5133 : tensor<160x640xf32>
    %5135 = stablehlo.constant dense<0.05> : tensor<640x160xf32>
    %5136 = stablehlo.multiply %5135, %stages.2.blocks.3.fc2.w : tensor<640x160xf32>
    %5137 = stablehlo.add %4182, %5136 : tensor<640x160xf32>
    %5138 = stablehlo.constant dense<0.05> : tensor<7x7x1x160xf32>
    %5139 = stablehlo.multiply %5138, %stages.2.blocks.4.dwconv.w : tensor<7x7x1x160xf32>
    %5140 = stablehlo.add %4239, %5139 : tensor<7x7x1x160xf32>
    %5141 = stablehlo.constant dense<0.05> : tensor<160x640xf32>
    %5142 = stablehlo.multiply %5141, %stages.2.blocks.4.fc1.w : tensor<160x640xf32>
    %5143 = stablehlo.add %4315, %5142 : tensor<160x640xf32>
    %5144 = stablehlo.constant dense<0.05> : tensor<640x160xf32>
    %5145 = stablehlo.multiply %5144, %stages.2.blocks.4.fc2.w : tensor<640x160xf32>
    %5146 = stablehlo.add %4353, %5145 : tensor<640x160xf32>
    %5147 = stablehlo.constant dense<0.05> : tensor<7x7x1x160xf32>
    %5148 = stablehlo.multiply %5147, %stages.2.blocks.5.dwconv.w : tensor<7x7x1x160xf32>
    %5149 = stablehlo.add %4410, %5148 : tensor<7x7x1x160xf32>
    %5150 = stablehlo.constant dense<0.05> : tensor<160x640xf32>
    %5151 = stablehlo.multiply %5150, %stages.2.blocks.5.fc1.w : tensor<160x640xf32>
    %5152 = stablehlo.add %4486, %5151 : tensor<160x640xf32>
    %5153 = stablehlo.constant dense<0.05> : tensor<640x160xf32>
    %5154 = stablehlo.multiply %5153, %stages.2.blocks.5.fc2.w : tensor<640x160xf32>
    %5155 = stablehlo.add %4524, %5154 : tensor<640x160xf32>
    %5156 = stablehlo.constant dense<0.05> : tensor<2x2x160x320xf32>
    %5157 = stablehlo.multiply %5156, %stages.3.down.conv.w : tensor<2x2x160x320xf32>
    %5158 = stablehlo.add %4619, %5157 : tensor<2x2x160x320xf32>
    %5159 = stablehlo.constant dense<0.05> : tensor<7x7x1x320xf32>
    %5160 = stablehlo.multiply %5159, %stages.3.blocks.0.dwconv.w : tensor<7x7x1x320xf32>
    %5161 = stablehlo.add %4657, %5160 : tensor<7x7x1x320xf32>
    %5162 = stablehlo.constant dense<0.05> : tensor<320x1280xf32>
    %5163 = stablehlo.multiply %5162, %stages.3.blocks.0.fc1.w : tensor<320x1280xf32>
    %5164 = stablehlo.add %4733, %5163 : tensor<320x1280xf32>
    %5165 = stablehlo.constant dense<0.05> : tensor<1280x320xf32>
    %5166 = stablehlo.multiply %5165, %stages.3.blocks.0.fc2.w : tensor<1280x320xf32>
    %5167 = stablehlo.add %4771, %5166 : tensor<1280x320xf32>
    %5168 = stablehlo.constant dense<0.05> : tensor<7x7x1x320xf32>
    %5169 = stablehlo.multiply %5168, %stages.3.blocks.1.dwconv.w : tensor<7x7x1x320xf32>
    %5170 = stablehlo.add %4828, %5169 : tensor<7x7x1x320xf32>
    %5171 = stablehlo.constant dense<0.05> : tensor<320x1280xf32>
    %5172 = stablehlo.multiply %5171, %stages.3.blocks.1.fc1.w : tensor<320x1280xf32>
    %5173 = stablehlo.add %4904, %5172 : tensor<320x1280xf32>
    %5174 = stablehlo.constant dense<0.05> : tensor<1280x320xf32>
    %5175 = stablehlo.multiply %5174, %stages.3.blocks.1.fc2.w : tensor<1280x320xf32>
    %5176 = stablehlo.add %4942, %5175 : tensor<1280x320xf32>
    %5177 = stablehlo.constant dense<0.05> : tensor<320x10xf32>
    %5178 = stablehlo.multiply %5177, %head.fc.w : tensor<320x10xf32>
    %5179 = stablehlo.add %5037, %5178 : tensor<320x10xf32>
    %5180 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x4x3x40xf32>
    %5181 = stablehlo.multiply %5180, %5059 : tensor<4x4x3x40xf32>
    %5182 = stablehlo.subtract %stem.conv.w, %5181 : tensor<4x4x3x40xf32>
    %5183 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %5184 = stablehlo.multiply %5183, %2662 : tensor<40xf32>
    %5185 = stablehlo.subtract %stem.conv.b, %5184 : tensor<40xf32>
    %5186 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %5187 = stablehlo.multiply %5186, %2681 : tensor<40xf32>
    %5188 = stablehlo.subtract %stem.norm.g, %5187 : tensor<40xf32>
    %5189 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %5190 = stablehlo.multiply %5189, %2700 : tensor<40xf32>
    %5191 = stablehlo.subtract %stem.norm.b, %5190 : tensor<40xf32>
    %5192 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x40xf32>
    %5193 = stablehlo.multiply %5192, %5062 : tensor<7x7x1x40xf32>
    %5194 = stablehlo.subtract %stages.0.blocks.0.dwconv.w, %5193 : tensor<7x7x1x40xf32>
    %5195 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %5196 = stablehlo.multiply %5195, %2738 : tensor<40xf32>
    %5197 = stablehlo.subtract %stages.0.blocks.0.dwconv.b, %5196 : tensor<40xf32>
    %5198 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %5199 = stablehlo.multiply %5198, %2757 : tensor<40xf32>
    %5200 = stablehlo.subtract %stages.0.blocks.0.norm.g, %5199 : tensor<40xf32>
    %5201 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %5202 = stablehlo.multiply %5201, %2776 : tensor<40xf32>
    %5203 = stablehlo.subtract %stages.0.blocks.0.norm.b, %5202 : tensor<40xf32>
    %5204 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40x160xf32>
    %5205 = stablehlo.multiply %5204, %5065 : tensor<40x160xf32>
    %5206 = stablehlo.subtract %stages.0.blocks.0.fc1.w, %5205 : tensor<40x160xf32>
    %5207 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %5208 = stablehlo.multiply %5207, %2814 : tensor<160xf32>
    %5209 = stablehlo.subtract %stages.0.blocks.0.fc1.b, %5208 : tensor<160xf32>
    %5210 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160x40xf32>
    %5211 = stablehlo.multiply %5210, %5068 : tensor<160x40xf32>
    %5212 = stablehlo.subtract %stages.0.blocks.0.fc2.w, %5211 : tensor<160x40xf32>
    %5213 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %5214 = stablehlo.multiply %5213, %2852 : tensor<40xf32>
    %5215 = stablehlo.subtract %stages.0.blocks.0.fc2.b, %5214 : tensor<40xf32>
    %5216 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %5217 = stablehlo.multiply %5216, %2871 : tensor<40xf32>
    %5218 = stablehlo.subtract %stages.0.blocks.0.gamma, %5217 : tensor<40xf32>
    %5219 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x40xf32>
    %5220 = stablehlo.multiply %5219, %5071 : tensor<7x7x1x40xf32>
    %5221 = stablehlo.subtract %stages.0.blocks.1.dwconv.w, %5220 : tensor<7x7x1x40xf32>
    %5222 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %5223 = stablehlo.multiply %5222, %2909 : tensor<40xf32>
    %5224 = stablehlo.subtract %stages.0.blocks.1.dwconv.b, %5223 : tensor<40xf32>
    %5225 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %5226 = stablehlo.multiply %5225, %2928 : tensor<40xf32>
    %5227 = stablehlo.subtract %stages.0.blocks.1.norm.g, %5226 : tensor<40xf32>
    %5228 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %5229 = stablehlo.multiply %5228, %2947 : tensor<40xf32>
    %5230 = stablehlo.subtract %stages.0.blocks.1.norm.b, %5229 : tensor<40xf32>
    %5231 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40x160xf32>
    %5232 = stablehlo.multiply %5231, %5074 : tensor<40x160xf32>
    %5233 = stablehlo.subtract %stages.0.blocks.1.fc1.w, %5232 : tensor<40x160xf32>
    %5234 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %5235 = stablehlo.multiply %5234, %2985 : tensor<160xf32>
    %5236 = stablehlo.subtract %stages.0.blocks.1.fc1.b, %5235 : tensor<160xf32>
    %5237 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160x40xf32>
    %5238 = stablehlo.multiply %5237, %5077 : tensor<160x40xf32>
    %5239 = stablehlo.subtract %stages.0.blocks.1.fc2.w, %5238 : tensor<160x40xf32>
    %5240 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %5241 = stablehlo.multiply %5240, %3023 : tensor<40xf32>
    %5242 = stablehlo.subtract %stages.0.blocks.1.fc2.b, %5241 : tensor<40xf32>
    %5243 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %5244 = stablehlo.multiply %5243, %3042 : tensor<40xf32>
    %5245 = stablehlo.subtract %stages.0.blocks.1.gamma, %5244 : tensor<40xf32>
    %5246 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %5247 = stablehlo.multiply %5246, %3061 : tensor<40xf32>
    %5248 = stablehlo.subtract %stages.1.down.norm.g, %5247 : tensor<40xf32>
    %5249 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %5250 = stablehlo.multiply %5249, %3080 : tensor<40xf32>
    %5251 = stablehlo.subtract %stages.1.down.norm.b, %5250 : tensor<40xf32>
    %5252 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x40x80xf32>
    %5253 = stablehlo.multiply %5252, %5080 : tensor<2x2x40x80xf32>
    %5254 = stablehlo.subtract %stages.1.down.conv.w, %5253 : tensor<2x2x40x80xf32>
    %5255 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %5256 = stablehlo.multiply %5255, %3118 : tensor<80xf32>
    %5257 = stablehlo.subtract %stages.1.down.conv.b, %5256 : tensor<80xf32>
    %5258 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x80xf32>
    %5259 = stablehlo.multiply %5258, %5083 : tensor<7x7x1x80xf32>
    %5260 = stablehlo.subtract %stages.1.blocks.0.dwconv.w, %5259 : tensor<7x7x1x80xf32>
    %5261 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %5262 = stablehlo.multiply %5261, %3156 : tensor<80xf32>
    %5263 = stablehlo.subtract %stages.1.blocks.0.dwconv.b, %5262 : tensor<80xf32>
    %5264 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %5265 = stablehlo.multiply %5264, %3175 : tensor<80xf32>
    %5266 = stablehlo.subtract %stages.1.blocks.0.norm.g, %5265 : tensor<80xf32>
    %5267 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %5268 = stablehlo.multiply %5267, %3194 : tensor<80xf32>
    %5269 = stablehlo.subtract %stages.1.blocks.0.norm.b, %5268 : tensor<80xf32>
    %5270 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80x320xf32>
    %5271 = stablehlo.multiply %5270, %5086 : tensor<80x320xf32>
    %5272 = stablehlo.subtract %stages.1.blocks.0.fc1.w, %5271 : tensor<80x320xf32>
    %5273 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %5274 = stablehlo.multiply %5273, %3232 : tensor<320xf32>
    %5275 = stablehlo.subtract %stages.1.blocks.0.fc1.b, %5274 : tensor<320xf32>
    %5276 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320x80xf32>
    %5277 = stablehlo.multiply %5276, %5089 : tensor<320x80xf32>
    %5278 = stablehlo.subtract %stages.1.blocks.0.fc2.w, %5277 : tensor<320x80xf32>
    %5279 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %5280 = stablehlo.multiply %5279, %3270 : tensor<80xf32>
    %5281 = stablehlo.subtract %stages.1.blocks.0.fc2.b, %5280 : tensor<80xf32>
    %5282 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %5283 = stablehlo.multiply %5282, %3289 : tensor<80xf32>
    %5284 = stablehlo.subtract %stages.1.blocks.0.gamma, %5283 : tensor<80xf32>
    %5285 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x80xf32>
    %5286 = stablehlo.multiply %5285, %5092 : tensor<7x7x1x80xf32>
    %5287 = stablehlo.subtract %stages.1.blocks.1.dwconv.w, %5286 : tensor<7x7x1x80xf32>
    %5288 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %5289 = stablehlo.multiply %5288, %3327 : tensor<80xf32>
    %5290 = stablehlo.subtract %stages.1.blocks.1.dwconv.b, %5289 : tensor<80xf32>
    %5291 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %5292 = stablehlo.multiply %5291, %3346 : tensor<80xf32>
    %5293 = stablehlo.subtract %stages.1.blocks.1.norm.g, %5292 : tensor<80xf32>
    %5294 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %5295 = stablehlo.multiply %5294, %3365 : tensor<80xf32>
    %5296 = stablehlo.subtract %stages.1.blocks.1.norm.b, %5295 : tensor<80xf32>
    %5297 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80x320xf32>
    %5298 = stablehlo.multiply %5297, %5095 : tensor<80x320xf32>
    %5299 = stablehlo.subtract %stages.1.blocks.1.fc1.w, %5298 : tensor<80x320xf32>
    %5300 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %5301 = stablehlo.multiply %5300, %3403 : tensor<320xf32>
    %5302 = stablehlo.subtract %stages.1.blocks.1.fc1.b, %5301 : tensor<320xf32>
    %5303 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320x80xf32>
    %5304 = stablehlo.multiply %5303, %5098 : tensor<320x80xf32>
    %5305 = stablehlo.subtract %stages.1.blocks.1.fc2.w, %5304 : tensor<320x80xf32>
    %5306 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %5307 = stablehlo.multiply %5306, %3441 : tensor<80xf32>
    %5308 = stablehlo.subtract %stages.1.blocks.1.fc2.b, %5307 : tensor<80xf32>
    %5309 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %5310 = stablehlo.multiply %5309, %3460 : tensor<80xf32>
    %5311 = stablehlo.subtract %stages.1.blocks.1.gamma, %5310 : tensor<80xf32>
    %5312 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %5313 = stablehlo.multiply %5312, %3479 : tensor<80xf32>
    %5314 = stablehlo.subtract %stages.2.down.norm.g, %5313 : tensor<80xf32>
    %5315 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %5316 = stablehlo.multiply %5315, %3498 : tensor<80xf32>
    %5317 = stablehlo.subtract %stages.2.down.norm.b, %5316 : tensor<80xf32>
    %5318 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x80x160xf32>
    %5319 = stablehlo.multiply %5318, %5101 : tensor<2x2x80x160xf32>
    %5320 = stablehlo.subtract %stages.2.down.conv.w, %5319 : tensor<2x2x80x160xf32>
    %5321 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %5322 = stablehlo.multiply %5321, %3536 : tensor<160xf32>
    %5323 = stablehlo.subtract %stages.2.down.conv.b, %5322 : tensor<160xf32>
    %5324 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x160xf32>
    %5325 = stablehlo.multiply %5324, %5104 : tensor<7x7x1x160xf32>
    %5326 = stablehlo.subtract %stages.2.blocks.0.dwconv.w, %5325 : tensor<7x7x1x160xf32>
    %5327 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %5328 = stablehlo.multiply %5327, %3574 : tensor<160xf32>
    %5329 = stablehlo.subtract %stages.2.blocks.0.dwconv.b, %5328 : tensor<160xf32>
    %5330 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %5331 = stablehlo.multiply %5330, %3593 : tensor<160xf32>
    %5332 = stablehlo.subtract %stages.2.blocks.0.norm.g, %5331 : tensor<160xf32>
    %5333 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %5334 = stablehlo.multiply %5333, %3612 : tensor<160xf32>
    %5335 = stablehlo.subtract %stages.2.blocks.0.norm.b, %5334 : tensor<160xf32>
    %5336 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160x640xf32>
    %5337 = stablehlo.multiply %5336, %5107 : tensor<160x640xf32>
    %5338 = stablehlo.subtract %stages.2.blocks.0.fc1.w, %5337 : tensor<160x640xf32>
    %5339 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640xf32>
    %5340 = stablehlo.multiply %5339, %3650 : tensor<640xf32>
    %5341 = stablehlo.subtract %stages.2.blocks.0.fc1.b, %5340 : tensor<640xf32>
    %5342 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640x160xf32>
    %5343 = stablehlo.multiply %5342, %5110 : tensor<640x160xf32>
    %5344 = stablehlo.subtract %stages.2.blocks.0.fc2.w, %5343 : tensor<640x160xf32>
    %5345 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %5346 = stablehlo.multiply %5345, %3688 : tensor<160xf32>
    %5347 = stablehlo.subtract %stages.2.blocks.0.fc2.b, %5346 : tensor<160xf32>
    %5348 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %5349 = stablehlo.multiply %5348, %3707 : tensor<160xf32>
    %5350 = stablehlo.subtract %stages.2.blocks.0.gamma, %5349 : tensor<160xf32>
    %5351 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x160xf32>
    %5352 = stablehlo.multiply %5351, %5113 : tensor<7x7x1x160xf32>
    %5353 = stablehlo.subtract %stages.2.blocks.1.dwconv.w, %5352 : tensor<7x7x1x160xf32>
    %5354 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %5355 = stablehlo.multiply %5354, %3745 : tensor<160xf32>
    %5356 = stablehlo.subtract %stages.2.blocks.1.dwconv.b, %5355 : tensor<160xf32>
    %5357 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %5358 = stablehlo.multiply %5357, %3764 : tensor<160xf32>
    %5359 = stablehlo.subtract %stages.2.blocks.1.norm.g, %5358 : tensor<160xf32>
    %5360 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %5361 = stablehlo.multiply %5360, %3783 : tensor<160xf32>
    %5362 = stablehlo.subtract %stages.2.blocks.1.norm.b, %5361 : tensor<160xf32>
    %5363 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160x640xf32>
    %5364 = stablehlo.multiply %5363, %5116 : tensor<160x640xf32>
    %5365 = stablehlo.subtract %stages.2.blocks.1.fc1.w, %5364 : tensor<160x640xf32>
    %5366 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640xf32>
    %5367 = stablehlo.multiply %5366, %3821 : tensor<640xf32>
    %5368 = stablehlo.subtract %stages.2.blocks.1.fc1.b, %5367 : tensor<640xf32>
    %5369 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640x160xf32>
    %5370 = stablehlo.multiply %5369, %5119 : tensor<640x160xf32>
    %5371 = stablehlo.subtract %stages.2.blocks.1.fc2.w, %5370 : tensor<640x160xf32>
    %5372 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %5373 = stablehlo.multiply %5372, %3859 : tensor<160xf32>
    %5374 = stablehlo.subtract %stages.2.blocks.1.fc2.b, %5373 : tensor<160xf32>
    %5375 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %5376 = stablehlo.multiply %5375, %3878 : tensor<160xf32>
    %5377 = stablehlo.subtract %stages.2.blocks.1.gamma, %5376 : tensor<160xf32>
    %5378 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x160xf32>
    %5379 = stablehlo.multiply %5378, %5122 : tensor<7x7x1x160xf32>
    %5380 = stablehlo.subtract %stages.2.blocks.2.dwconv.w, %5379 : tensor<7x7x1x160xf32>
    %5381 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %5382 = stablehlo.multiply %5381, %3916 : tensor<160xf32>
    %5383 = stablehlo.subtract %stages.2.blocks.2.dwconv.b, %5382 : tensor<160xf32>
    %5384 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %5385 = stablehlo.multiply %5384, %3935 : tensor<160xf32>
    %5386 = stablehlo.subtract %stages.2.blocks.2.norm.g, %5385 : tensor<160xf32>
    %5387 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %5388 = stablehlo.multiply %5387, %3954 : tensor<160xf32>
    %5389 = stablehlo.subtract %stages.2.blocks.2.norm.b, %5388 : tensor<160xf32>
    %5390 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160x640xf32>
    %5391 = stablehlo.multiply %5390, %5125 : tensor<160x640xf32>
    %5392 = stablehlo.subtract %stages.2.blocks.2.fc1.w, %5391 : tensor<160x640xf32>
    %5393 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640xf32>
    %5394 = stablehlo.multiply %5393, %3992 : tensor<640xf32>
    %5395 = stablehlo.subtract %stages.2.blocks.2.fc1.b, %5394 : tensor<640xf32>
    %5396 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640x160xf32>
    %5397 = stablehlo.multiply %5396, %5128 : tensor<640x160xf32>
    %5398 = stablehlo.subtract %stages.2.blocks.2.fc2.w, %5397 : tensor<640x160xf32>
    %5399 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %5400 = stablehlo.multiply %5399, %4030 : tensor<160xf32>
    %5401 = stablehlo.subtract %stages.2.blocks.2.fc2.b, %5400 : tensor<160xf32>
    %5402 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %5403 = stablehlo.multiply %5402, %4049 : tensor<160xf32>
    %5404 = stablehlo.subtract %stages.2.blocks.2.gamma, %5403 : tensor<160xf32>
    %5405 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x160xf32>
    %5406 = stablehlo.multiply %5405, %5131 : tensor<7x7x1x160xf32>
    %5407 = stablehlo.subtract %stages.2.blocks.3.dwconv.w, %5406 : tensor<7x7x1x160xf32>
    %5408 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %5409 = stablehlo.multiply %5408, %4087 : tensor<160xf32>
    %5410 = stablehlo.subtract %stages.2.blocks.3.dwconv.b, %5409 : tensor<160xf32>
    %5411 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %5412 = stablehlo.multiply %5411, %4106 : tensor<160xf32>
    %5413 = stablehlo.subtract %stages.2.blocks.3.norm.g, %5412 : tensor<160xf32>
    %5414 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %5415 = stablehlo.multiply %5414, %4125 : tensor<160xf32>
    %5416 = stablehlo.subtract %stages.2.blocks.3.norm.b, %5415 : tensor<160xf32>
    %5417 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160x640xf32>
    %5418 = stablehlo.multiply %5417, %5134 : tensor<160x640xf32>
    %5419 = stablehlo.subtract %stages.2.blocks.3.fc1.w, %5418 : tensor<160x640xf32>
    %5420 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640xf32>
    %5421 = stablehlo.multiply %5420, %4163 : tensor<640xf32>
    %5422 = stablehlo.subtract %stages.2.blocks.3.fc1.b, %5421 : tensor<640xf32>
    %5423 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640x160xf32>
    %5424 = stablehlo.multiply %5423, %5137 : tensor<640x160xf32>
    %5425 = stablehlo.subtract %stages.2.blocks.3.fc2.w, %5424 : tensor<640x160xf32>
    %5426 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %5427 = stablehlo.multiply %5426, %4201 : tensor<160xf32>
    %5428 = stablehlo.subtract %stages.2.blocks.3.fc2.b, %5427 : tensor<160xf32>
    %5429 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %5430 = stablehlo.multiply %5429, %4220 : tensor<160xf32>
    %5431 = stablehlo.subtract %stages.2.blocks.3.gamma, %5430 : tensor<160xf32>
    %5432 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x160xf32>
    %5433 = stablehlo.multiply %5432, %5140 : tensor<7x7x1x160xf32>
    %5434 = stablehlo.subtract %stages.2.blocks.4.dwconv.w, %5433 : tensor<7x7x1x160xf32>
    %5435 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %5436 = stablehlo.multiply %5435, %4258 : tensor<160xf32>
    %5437 = stablehlo.subtract %stages.2.blocks.4.dwconv.b, %5436 : tensor<160xf32>
    %5438 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %5439 = stablehlo.multiply %5438, %4277 : tensor<160xf32>
    %5440 = stablehlo.subtract %stages.2.blocks.4.norm.g, %5439 : tensor<160xf32>
    %5441 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %5442 = stablehlo.multiply %5441, %4296 : tensor<160xf32>
    %5443 = stablehlo.subtract %stages.2.blocks.4.norm.b, %5442 : tensor<160xf32>
    %5444 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160x640xf32>
    %5445 = stablehlo.multiply %5444, %5143 : tensor<160x640xf32>
    %5446 = stablehlo.subtract %stages.2.blocks.4.fc1.w, %5445 : tensor<160x640xf32>
    %5447 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640xf32>
    %5448 = stablehlo.multiply %5447, %4334 : tensor<640xf32>
    %5449 = stablehlo.subtract %stages.2.blocks.4.fc1.b, %5448 : tensor<640xf32>
    %5450 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640x160xf32>
    %5451 = stablehlo.multiply %5450, %5146 : tensor<640x160xf32>
    %5452 = stablehlo.subtract %stages.2.blocks.4.fc2.w, %5451 : tensor<640x160xf32>
    %5453 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %5454 = stablehlo.multiply %5453, %4372 : tensor<160xf32>
    %5455 = stablehlo.subtract %stages.2.blocks.4.fc2.b, %5454 : tensor<160xf32>
    %5456 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %5457 = stablehlo.multiply %5456, %4391 : tensor<160xf32>
    %5458 = stablehlo.subtract %stages.2.blocks.4.gamma, %5457 : tensor<160xf32>
    %5459 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x160xf32>
    %5460 = stablehlo.multiply %5459, %5149 : tensor<7x7x1x160xf32>
    %5461 = stablehlo.subtract %stages.2.blocks.5.dwconv.w, %5460 : tensor<7x7x1x160xf32>
    %5462 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %5463 = stablehlo.multiply %5462, %4429 : tensor<160xf32>
    %5464 = stablehlo.subtract %stages.2.blocks.5.dwconv.b, %5463 : tensor<160xf32>
    %5465 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %5466 = stablehlo.multiply %5465, %4448 : tensor<160xf32>
    %5467 = stablehlo.subtract %stages.2.blocks.5.norm.g, %5466 : tensor<160xf32>
    %5468 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %5469 = stablehlo.multiply %5468, %4467 : tensor<160xf32>
    %5470 = stablehlo.subtract %stages.2.blocks.5.norm.b, %5469 : tensor<160xf32>
    %5471 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160x640xf32>
    %5472 = stablehlo.multiply %5471, %5152 : tensor<160x640xf32>
    %5473 = stablehlo.subtract %stages.2.blocks.5.fc1.w, %5472 : tensor<160x640xf32>
    %5474 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640xf32>
    %5475 = stablehlo.multiply %5474, %4505 : tensor<640xf32>
    %5476 = stablehlo.subtract %stages.2.blocks.5.fc1.b, %5475 : tensor<640xf32>
    %5477 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640x160xf32>
    %5478 = stablehlo.multiply %5477, %5155 : tensor<640x160xf32>
    %5479 = stablehlo.subtract %stages.2.blocks.5.fc2.w, %5478 : tensor<640x160xf32>
    %5480 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %5481 = stablehlo.multiply %5480, %4543 : tensor<160xf32>
    %5482 = stablehlo.subtract %stages.2.blocks.5.fc2.b, %5481 : tensor<160xf32>
    %5483 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %5484 = stablehlo.multiply %5483, %4562 : tensor<160xf32>
    %5485 = stablehlo.subtract %stages.2.blocks.5.gamma, %5484 : tensor<160xf32>
    %5486 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %5487 = stablehlo.multiply %5486, %4581 : tensor<160xf32>
    %5488 = stablehlo.subtract %stages.3.down.norm.g, %5487 : tensor<160xf32>
    %5489 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %5490 = stablehlo.multiply %5489, %4600 : tensor<160xf32>
    %5491 = stablehlo.subtract %stages.3.down.norm.b, %5490 : tensor<160xf32>
    %5492 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x160x320xf32>
    %5493 = stablehlo.multiply %5492, %5158 : tensor<2x2x160x320xf32>
    %5494 = stablehlo.subtract %stages.3.down.conv.w, %5493 : tensor<2x2x160x320xf32>
    %5495 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %5496 = stablehlo.multiply %5495, %4638 : tensor<320xf32>
    %5497 = stablehlo.subtract %stages.3.down.conv.b, %5496 : tensor<320xf32>
    %5498 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x320xf32>
    %5499 = stablehlo.multiply %5498, %5161 : tensor<7x7x1x320xf32>
    %5500 = stablehlo.subtract %stages.3.blocks.0.dwconv.w, %5499 : tensor<7x7x1x320xf32>
    %5501 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %5502 = stablehlo.multiply %5501, %4676 : tensor<320xf32>
    %5503 = stablehlo.subtract %stages.3.blocks.0.dwconv.b, %5502 : tensor<320xf32>
    %5504 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %5505 = stablehlo.multiply %5504, %4695 : tensor<320xf32>
    %5506 = stablehlo.subtract %stages.3.blocks.0.norm.g, %5505 : tensor<320xf32>
    %5507 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %5508 = stablehlo.multiply %5507, %4714 : tensor<320xf32>
    %5509 = stablehlo.subtract %stages.3.blocks.0.norm.b, %5508 : tensor<320xf32>
    %5510 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320x1280xf32>
    %5511 = stablehlo.multiply %5510, %5164 : tensor<320x1280xf32>
    %5512 = stablehlo.subtract %stages.3.blocks.0.fc1.w, %5511 : tensor<320x1280xf32>
    %5513 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1280xf32>
    %5514 = stablehlo.multiply %5513, %4752 : tensor<1280xf32>
    %5515 = stablehlo.subtract %stages.3.blocks.0.fc1.b, %5514 : tensor<1280xf32>
    %5516 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1280x320xf32>
    %5517 = stablehlo.multiply %5516, %5167 : tensor<1280x320xf32>
    %5518 = stablehlo.subtract %stages.3.blocks.0.fc2.w, %5517 : tensor<1280x320xf32>
    %5519 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %5520 = stablehlo.multiply %5519, %4790 : tensor<320xf32>
    %5521 = stablehlo.subtract %stages.3.blocks.0.fc2.b, %5520 : tensor<320xf32>
    %5522 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %5523 = stablehlo.multiply %5522, %4809 : tensor<320xf32>
    %5524 = stablehlo.subtract %stages.3.blocks.0.gamma, %5523 : tensor<320xf32>
    %5525 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x320xf32>
    %5526 = stablehlo.multiply %5525, %5170 : tensor<7x7x1x320xf32>
    %5527 = stablehlo.subtract %stages.3.blocks.1.dwconv.w, %5526 : tensor<7x7x1x320xf32>
    %5528 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %5529 = stablehlo.multiply %5528, %4847 : tensor<320xf32>
    %5530 = stablehlo.subtract %stages.3.blocks.1.dwconv.b, %5529 : tensor<320xf32>
    %5531 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %5532 = stablehlo.multiply %5531, %4866 : tensor<320xf32>
    %5533 = stablehlo.subtract %stages.3.blocks.1.norm.g, %5532 : tensor<320xf32>
    %5534 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %5535 = stablehlo.multiply %5534, %4885 : tensor<320xf32>
    %5536 = stablehlo.subtract %stages.3.blocks.1.norm.b, %5535 : tensor<320xf32>
    %5537 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320x1280xf32>
    %5538 = stablehlo.multiply %5537, %5173 : tensor<320x1280xf32>
    %5539 = stablehlo.subtract %stages.3.blocks.1.fc1.w, %5538 : tensor<320x1280xf32>
    %5540 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1280xf32>
    %5541 = stablehlo.multiply %5540, %4923 : tensor<1280xf32>
    %5542 = stablehlo.subtract %stages.3.blocks.1.fc1.b, %5541 : tensor<1280xf32>
    %5543 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1280x320xf32>
    %5544 = stablehlo.multiply %5543, %5176 : tensor<1280x320xf32>
    %5545 = stablehlo.subtract %stages.3.blocks.1.fc2.w, %5544 : tensor<1280x320xf32>
    %5546 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %5547 = stablehlo.multiply %5546, %4961 : tensor<320xf32>
    %5548 = stablehlo.subtract %stages.3.blocks.1.fc2.b, %5547 : tensor<320xf32>
    %5549 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %5550 = stablehlo.multiply %5549, %4980 : tensor<320xf32>
    %5551 = stablehlo.subtract %stages.3.blocks.1.gamma, %5550 : tensor<320xf32>
    %5552 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %5553 = stablehlo.multiply %5552, %4999 : tensor<320xf32>
    %5554 = stablehlo.subtract %head.norm.g, %5553 : tensor<320xf32>
    %5555 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %5556 = stablehlo.multiply %5555, %5018 : tensor<320xf32>
    %5557 = stablehlo.subtract %head.norm.b, %5556 : tensor<320xf32>
    %5558 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320x10xf32>
    %5559 = stablehlo.multiply %5558, %5179 : tensor<320x10xf32>
    %5560 = stablehlo.subtract %head.fc.w, %5559 : tensor<320x10xf32>
    %5561 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<10xf32>
    %5562 = stablehlo.multiply %5561, %5056 : tensor<10xf32>
    %5563 = stablehlo.subtract %head.fc.b, %5562 : tensor<10xf32>
    %5564 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x4x3x40xf32>
    %5565 = stablehlo.constant dense<1.0> : tensor<4x4x3x40xf32>
    %5566 = stablehlo.subtract %5565, %5564 : tensor<4x4x3x40xf32>
    %5567 = stablehlo.multiply %5564, %ema.stem.conv.w : tensor<4x4x3x40xf32>
    %5568 = stablehlo.multiply %5566, %5182 : tensor<4x4x3x40xf32>
    %5569 = stablehlo.add %5567, %5568 : tensor<4x4x3x40xf32>
    %5570 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %5571 = stablehlo.constant dense<1.0> : tensor<40xf32>
    %5572 = stablehlo.subtract %5571, %5570 : tensor<40xf32>
    %5573 = stablehlo.multiply %5570, %ema.stem.conv.b : tensor<40xf32>
    %5574 = stablehlo.multiply %5572, %5185 : tensor<40xf32>
    %5575 = stablehlo.add %5573, %5574 : tensor<40xf32>
    %5576 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %5577 = stablehlo.constant dense<1.0> : tensor<40xf32>
    %5578 = stablehlo.subtract %5577, %5576 : tensor<40xf32>
    %5579 = stablehlo.multiply %5576, %ema.stem.norm.g : tensor<40xf32>
    %5580 = stablehlo.multiply %5578, %5188 : tensor<40xf32>
    %5581 = stablehlo.add %5579, %5580 : tensor<40xf32>
    %5582 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %5583 = stablehlo.constant dense<1.0> : tensor<40xf32>
    %5584 = stablehlo.subtract %5583, %5582 : tensor<40xf32>
    %5585 = stablehlo.multiply %5582, %ema.stem.norm.b : tensor<40xf32>
    %5586 = stablehlo.multiply %5584, %5191 : tensor<40xf32>
    %5587 = stablehlo.add %5585, %5586 : tensor<40xf32>
    %5588 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x40xf32>
    %5589 = stablehlo.constant dense<1.0> : tensor<7x7x1x40xf32>
    %5590 = stablehlo.subtract %5589, %5588 : tensor<7x7x1x40xf32>
    %5591 = stablehlo.multiply %5588, %ema.stages.0.blocks.0.dwconv.w : tensor<7x7x1x40xf32>
    %5592 = stablehlo.multiply %5590, %5194 : tensor<7x7x1x40xf32>
    %5593 = stablehlo.add %5591, %5592 : tensor<7x7x1x40xf32>
    %5594 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %5595 = stablehlo.constant dense<1.0> : tensor<40xf32>
    %5596 = stablehlo.subtract %5595, %5594 : tensor<40xf32>
    %5597 = stablehlo.multiply %5594, %ema.stages.0.blocks.0.dwconv.b : tensor<40xf32>
    %5598 = stablehlo.multiply %5596, %5197 : tensor<40xf32>
    %5599 = stablehlo.add %5597, %5598 : tensor<40xf32>
    %5600 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %5601 = stablehlo.constant dense<1.0> : tensor<40xf32>
    %5602 = stablehlo.subtract %5601, %5600 : tensor<40xf32>
    %5603 = stablehlo.multiply %5600, %ema.stages.0.blocks.0.norm.g : tensor<40xf32>
    %5604 = stablehlo.multiply %5602, %5200 : tensor<40xf32>
    %5605 = stablehlo.add %5603, %5604 : tensor<40xf32>
    %5606 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %5607 = stablehlo.constant dense<1.0> : tensor<40xf32>
    %5608 = stablehlo.subtract %5607, %5606 : tensor<40xf32>
    %5609 = stablehlo.multiply %5606, %ema.stages.0.blocks.0.norm.b : tensor<40xf32>
    %5610 = stablehlo.multiply %5608, %5203 : tensor<40xf32>
    %5611 = stablehlo.add %5609, %5610 : tensor<40xf32>
    %5612 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40x160xf32>
    %5613 = stablehlo.constant dense<1.0> : tensor<40x160xf32>
    %5614 = stablehlo.subtract %5613, %5612 : tensor<40x160xf32>
    %5615 = stablehlo.multiply %5612, %ema.stages.0.blocks.0.fc1.w : tensor<40x160xf32>
    %5616 = stablehlo.multiply %5614, %5206 : tensor<40x160xf32>
    %5617 = stablehlo.add %5615, %5616 : tensor<40x160xf32>
    %5618 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %5619 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %5620 = stablehlo.subtract %5619, %5618 : tensor<160xf32>
    %5621 = stablehlo.multiply %5618, %ema.stages.0.blocks.0.fc1.b : tensor<160xf32>
    %5622 = stablehlo.multiply %5620, %5209 : tensor<160xf32>
    %5623 = stablehlo.add %5621, %5622 : tensor<160xf32>
    %5624 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160x40xf32>
    %5625 = stablehlo.constant dense<1.0> : tensor<160x40xf32>
    %5626 = stablehlo.subtract %5625, %5624 : tensor<160x40xf32>
    %5627 = stablehlo.multiply %5624, %ema.stages.0.blocks.0.fc2.w : tensor<160x40xf32>
    %5628 = stablehlo.multiply %5626, %5212 : tensor<160x40xf32>
    %5629 = stablehlo.add %5627, %5628 : tensor<160x40xf32>
    %5630 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %5631 = stablehlo.constant dense<1.0> : tensor<40xf32>
    %5632 = stablehlo.subtract %5631, %5630 : tensor<40xf32>
    %5633 = stablehlo.multiply %5630, %ema.stages.0.blocks.0.fc2.b : tensor<40xf32>
    %5634 = stablehlo.multiply %5632, %5215 : tensor<40xf32>
    %5635 = stablehlo.add %5633, %5634 : tensor<40xf32>
    %5636 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %5637 = stablehlo.constant dense<1.0> : tensor<40xf32>
    %5638 = stablehlo.subtract %5637, %5636 : tensor<40xf32>
    %5639 = stablehlo.multiply %5636, %ema.stages.0.blocks.0.gamma : tensor<40xf32>
    %5640 = stablehlo.multiply %5638, %5218 : tensor<40xf32>
    %5641 = stablehlo.add %5639, %5640 : tensor<40xf32>
    %5642 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x40xf32>
    %5643 = stablehlo.constant dense<1.0> : tensor<7x7x1x40xf32>
    %5644 = stablehlo.subtract %5643, %5642 : tensor<7x7x1x40xf32>
    %5645 = stablehlo.multiply %5642, %ema.stages.0.blocks.1.dwconv.w : tensor<7x7x1x40xf32>
    %5646 = stablehlo.multiply %5644, %5221 : tensor<7x7x1x40xf32>
    %5647 = stablehlo.add %5645, %5646 : tensor<7x7x1x40xf32>
    %5648 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %5649 = stablehlo.constant dense<1.0> : tensor<40xf32>
    %5650 = stablehlo.subtract %5649, %5648 : tensor<40xf32>
    %5651 = stablehlo.multiply %5648, %ema.stages.0.blocks.1.dwconv.b : tensor<40xf32>
    %5652 = stablehlo.multiply %5650, %5224 : tensor<40xf32>
    %5653 = stablehlo.add %5651, %5652 : tensor<40xf32>
    %5654 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %5655 = stablehlo.constant dense<1.0> : tensor<40xf32>
    %5656 = stablehlo.subtract %5655, %5654 : tensor<40xf32>
    %5657 = stablehlo.multiply %5654, %ema.stages.0.blocks.1.norm.g : tensor<40xf32>
    %5658 = stablehlo.multiply %5656, %5227 : tensor<40xf32>
    %5659 = stablehlo.add %5657, %5658 : tensor<40xf32>
    %5660 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %5661 = stablehlo.constant dense<1.0> : tensor<40xf32>
    %5662 = stablehlo.subtract %5661, %5660 : tensor<40xf32>
    %5663 = stablehlo.multiply %5660, %ema.stages.0.blocks.1.norm.b : tensor<40xf32>
    %5664 = stablehlo.multiply %5662, %5230 : tensor<40xf32>
    %5665 = stablehlo.add %5663, %5664 : tensor<40xf32>
    %5666 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40x160xf32>
    %5667 = stablehlo.constant dense<1.0> : tensor<40x160xf32>
    %5668 = stablehlo.subtract %5667, %5666 : tensor<40x160xf32>
    %5669 = stablehlo.multiply %5666, %ema.stages.0.blocks.1.fc1.w : tensor<40x160xf32>
    %5670 = stablehlo.multiply %5668, %5233 : tensor<40x160xf32>
    %5671 = stablehlo.add %5669, %5670 : tensor<40x160xf32>
    %5672 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %5673 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %5674 = stablehlo.subtract %5673, %5672 : tensor<160xf32>
    %5675 = stablehlo.multiply %5672, %ema.stages.0.blocks.1.fc1.b : tensor<160xf32>
    %5676 = stablehlo.multiply %5674, %5236 : tensor<160xf32>
    %5677 = stablehlo.add %5675, %5676 : tensor<160xf32>
    %5678 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160x40xf32>
    %5679 = stablehlo.constant dense<1.0> : tensor<160x40xf32>
    %5680 = stablehlo.subtract %5679, %5678 : tensor<160x40xf32>
    %5681 = stablehlo.multiply %5678, %ema.stages.0.blocks.1.fc2.w : tensor<160x40xf32>
    %5682 = stablehlo.multiply %5680, %5239 : tensor<160x40xf32>
    %5683 = stablehlo.add %5681, %5682 : tensor<160x40xf32>
    %5684 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %5685 = stablehlo.constant dense<1.0> : tensor<40xf32>
    %5686 = stablehlo.subtract %5685, %5684 : tensor<40xf32>
    %5687 = stablehlo.multiply %5684, %ema.stages.0.blocks.1.fc2.b : tensor<40xf32>
    %5688 = stablehlo.multiply %5686, %5242 : tensor<40xf32>
    %5689 = stablehlo.add %5687, %5688 : tensor<40xf32>
    %5690 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %5691 = stablehlo.constant dense<1.0> : tensor<40xf32>
    %5692 = stablehlo.subtract %5691, %5690 : tensor<40xf32>
    %5693 = stablehlo.multiply %5690, %ema.stages.0.blocks.1.gamma : tensor<40xf32>
    %5694 = stablehlo.multiply %5692, %5245 : tensor<40xf32>
    %5695 = stablehlo.add %5693, %5694 : tensor<40xf32>
    %5696 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %5697 = stablehlo.constant dense<1.0> : tensor<40xf32>
    %5698 = stablehlo.subtract %5697, %5696 : tensor<40xf32>
    %5699 = stablehlo.multiply %5696, %ema.stages.1.down.norm.g : tensor<40xf32>
    %5700 = stablehlo.multiply %5698, %5248 : tensor<40xf32>
    %5701 = stablehlo.add %5699, %5700 : tensor<40xf32>
    %5702 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %5703 = stablehlo.constant dense<1.0> : tensor<40xf32>
    %5704 = stablehlo.subtract %5703, %5702 : tensor<40xf32>
    %5705 = stablehlo.multiply %5702, %ema.stages.1.down.norm.b : tensor<40xf32>
    %5706 = stablehlo.multiply %5704, %5251 : tensor<40xf32>
    %5707 = stablehlo.add %5705, %5706 : tensor<40xf32>
    %5708 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x40x80xf32>
    %5709 = stablehlo.constant dense<1.0> : tensor<2x2x40x80xf32>
    %5710 = stablehlo.subtract %5709, %5708 : tensor<2x2x40x80xf32>
    %5711 = stablehlo.multiply %5708, %ema.stages.1.down.conv.w : tensor<2x2x40x80xf32>
    %5712 = stablehlo.multiply %5710, %5254 : tensor<2x2x40x80xf32>
    %5713 = stablehlo.add %5711, %5712 : tensor<2x2x40x80xf32>
    %5714 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %5715 = stablehlo.constant dense<1.0> : tensor<80xf32>
    %5716 = stablehlo.subtract %5715, %5714 : tensor<80xf32>
    %5717 = stablehlo.multiply %5714, %ema.stages.1.down.conv.b : tensor<80xf32>
    %5718 = stablehlo.multiply %5716, %5257 : tensor<80xf32>
    %5719 = stablehlo.add %5717, %5718 : tensor<80xf32>
    %5720 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x80xf32>
    %5721 = stablehlo.constant dense<1.0> : tensor<7x7x1x80xf32>
    %5722 = stablehlo.subtract %5721, %5720 : tensor<7x7x1x80xf32>
    %5723 = stablehlo.multiply %5720, %ema.stages.1.blocks.0.dwconv.w : tensor<7x7x1x80xf32>
    %5724 = stablehlo.multiply %5722, %5260 : tensor<7x7x1x80xf32>
    %5725 = stablehlo.add %5723, %5724 : tensor<7x7x1x80xf32>
    %5726 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %5727 = stablehlo.constant dense<1.0> : tensor<80xf32>
    %5728 = stablehlo.subtract %5727, %5726 : tensor<80xf32>
    %5729 = stablehlo.multiply %5726, %ema.stages.1.blocks.0.dwconv.b : tensor<80xf32>
    %5730 = stablehlo.multiply %5728, %5263 : tensor<80xf32>
    %5731 = stablehlo.add %5729, %5730 : tensor<80xf32>
    %5732 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %5733 = stablehlo.constant dense<1.0> : tensor<80xf32>
    %5734 = stablehlo.subtract %5733, %5732 : tensor<80xf32>
    %5735 = stablehlo.multiply %5732, %ema.stages.1.blocks.0.norm.g : tensor<80xf32>
    %5736 = stablehlo.multiply %5734, %5266 : tensor<80xf32>
    %5737 = stablehlo.add %5735, %5736 : tensor<80xf32>
    %5738 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %5739 = stablehlo.constant dense<1.0> : tensor<80xf32>
    %5740 = stablehlo.subtract %5739, %5738 : tensor<80xf32>
    %5741 = stablehlo.multiply %5738, %ema.stages.1.blocks.0.norm.b : tensor<80xf32>
    %5742 = stablehlo.multiply %5740, %5269 : tensor<80xf32>
    %5743 = stablehlo.add %5741, %5742 : tensor<80xf32>
    %5744 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80x320xf32>
    %5745 = stablehlo.constant dense<1.0> : tensor<80x320xf32>
    %5746 = stablehlo.subtract %5745, %5744 : tensor<80x320xf32>
    %5747 = stablehlo.multiply %5744, %ema.stages.1.blocks.0.fc1.w : tensor<80x320xf32>
    %5748 = stablehlo.multiply %5746, %5272 : tensor<80x320xf32>
    %5749 = stablehlo.add %5747, %5748 : tensor<80x320xf32>
    %5750 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %5751 = stablehlo.constant dense<1.0> : tensor<320xf32>
    %5752 = stablehlo.subtract %5751, %5750 : tensor<320xf32>
    %5753 = stablehlo.multiply %5750, %ema.stages.1.blocks.0.fc1.b : tensor<320xf32>
    %5754 = stablehlo.multiply %5752, %5275 : tensor<320xf32>
    %5755 = stablehlo.add %5753, %5754 : tensor<320xf32>
    %5756 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320x80xf32>
    %5757 = stablehlo.constant dense<1.0> : tensor<320x80xf32>
    %5758 = stablehlo.subtract %5757, %5756 : tensor<320x80xf32>
    %5759 = stablehlo.multiply %5756, %ema.stages.1.blocks.0.fc2.w : tensor<320x80xf32>
    %5760 = stablehlo.multiply %5758, %5278 : tensor<320x80xf32>
    %5761 = stablehlo.add %5759, %5760 : tensor<320x80xf32>
    %5762 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %5763 = stablehlo.constant dense<1.0> : tensor<80xf32>
    %5764 = stablehlo.subtract %5763, %5762 : tensor<80xf32>
    %5765 = stablehlo.multiply %5762, %ema.stages.1.blocks.0.fc2.b : tensor<80xf32>
    %5766 = stablehlo.multiply %5764, %5281 : tensor<80xf32>
    %5767 = stablehlo.add %5765, %5766 : tensor<80xf32>
    %5768 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %5769 = stablehlo.constant dense<1.0> : tensor<80xf32>
    %5770 = stablehlo.subtract %5769, %5768 : tensor<80xf32>
    %5771 = stablehlo.multiply %5768, %ema.stages.1.blocks.0.gamma : tensor<80xf32>
    %5772 = stablehlo.multiply %5770, %5284 : tensor<80xf32>
    %5773 = stablehlo.add %5771, %5772 : tensor<80xf32>
    %5774 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x80xf32>
    %5775 = stablehlo.constant dense<1.0> : tensor<7x7x1x80xf32>
    %5776 = stablehlo.subtract %5775, %5774 : tensor<7x7x1x80xf32>
    %5777 = stablehlo.multiply %5774, %ema.stages.1.blocks.1.dwconv.w : tensor<7x7x1x80xf32>
    %5778 = stablehlo.multiply %5776, %5287 : tensor<7x7x1x80xf32>
    %5779 = stablehlo.add %5777, %5778 : tensor<7x7x1x80xf32>
    %5780 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %5781 = stablehlo.constant dense<1.0> : tensor<80xf32>
    %5782 = stablehlo.subtract %5781, %5780 : tensor<80xf32>
    %5783 = stablehlo.multiply %5780, %ema.stages.1.blocks.1.dwconv.b : tensor<80xf32>
    %5784 = stablehlo.multiply %5782, %5290 : tensor<80xf32>
    %5785 = stablehlo.add %5783, %5784 : tensor<80xf32>
    %5786 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %5787 = stablehlo.constant dense<1.0> : tensor<80xf32>
    %5788 = stablehlo.subtract %5787, %5786 : tensor<80xf32>
    %5789 = stablehlo.multiply %5786, %ema.stages.1.blocks.1.norm.g : tensor<80xf32>
    %5790 = stablehlo.multiply %5788, %5293 : tensor<80xf32>
    %5791 = stablehlo.add %5789, %5790 : tensor<80xf32>
    %5792 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %5793 = stablehlo.constant dense<1.0> : tensor<80xf32>
    %5794 = stablehlo.subtract %5793, %5792 : tensor<80xf32>
    %5795 = stablehlo.multiply %5792, %ema.stages.1.blocks.1.norm.b : tensor<80xf32>
    %5796 = stablehlo.multiply %5794, %5296 : tensor<80xf32>
    %5797 = stablehlo.add %5795, %5796 : tensor<80xf32>
    %5798 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80x320xf32>
    %5799 = stablehlo.constant dense<1.0> : tensor<80x320xf32>
    %5800 = stablehlo.subtract %5799, %5798 : tensor<80x320xf32>
    %5801 = stablehlo.multiply %5798, %ema.stages.1.blocks.1.fc1.w : tensor<80x320xf32>
    %5802 = stablehlo.multiply %5800, %5299 : tensor<80x320xf32>
    %5803 = stablehlo.add %5801, %5802 : tensor<80x320xf32>
    %5804 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %5805 = stablehlo.constant dense<1.0> : tensor<320xf32>
    %5806 = stablehlo.subtract %5805, %5804 : tensor<320xf32>
    %5807 = stablehlo.multiply %5804, %ema.stages.1.blocks.1.fc1.b : tensor<320xf32>
    %5808 = stablehlo.multiply %5806, %5302 : tensor<320xf32>
    %5809 = stablehlo.add %5807, %5808 : tensor<320xf32>
    %5810 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320x80xf32>
    %5811 = stablehlo.constant dense<1.0> : tensor<320x80xf32>
    %5812 = stablehlo.subtract %5811, %5810 : tensor<320x80xf32>
    %5813 = stablehlo.multiply %5810, %ema.stages.1.blocks.1.fc2.w : tensor<320x80xf32>
    %5814 = stablehlo.multiply %5812, %5305 : tensor<320x80xf32>
    %5815 = stablehlo.add %5813, %5814 : tensor<320x80xf32>
    %5816 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %5817 = stablehlo.constant dense<1.0> : tensor<80xf32>
    %5818 = stablehlo.subtract %5817, %5816 : tensor<80xf32>
    %5819 = stablehlo.multiply %5816, %ema.stages.1.blocks.1.fc2.b : tensor<80xf32>
    %5820 = stablehlo.multiply %5818, %5308 : tensor<80xf32>
    %5821 = stablehlo.add %5819, %5820 : tensor<80xf32>
    %5822 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %5823 = stablehlo.constant dense<1.0> : tensor<80xf32>
    %5824 = stablehlo.subtract %5823, %5822 : tensor<80xf32>
    %5825 = stablehlo.multiply %5822, %ema.stages.1.blocks.1.gamma : tensor<80xf32>
    %5826 = stablehlo.multiply %5824, %5311 : tensor<80xf32>
    %5827 = stablehlo.add %5825, %5826 : tensor<80xf32>
    %5828 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %5829 = stablehlo.constant dense<1.0> : tensor<80xf32>
    %5830 = stablehlo.subtract %5829, %5828 : tensor<80xf32>
    %5831 = stablehlo.multiply %5828, %ema.stages.2.down.norm.g : tensor<80xf32>
    %5832 = stablehlo.multiply %5830, %5314 : tensor<80xf32>
    %5833 = stablehlo.add %5831, %5832 : tensor<80xf32>
    %5834 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %5835 = stablehlo.constant dense<1.0> : tensor<80xf32>
    %5836 = stablehlo.subtract %5835, %5834 : tensor<80xf32>
    %5837 = stablehlo.multiply %5834, %ema.stages.2.down.norm.b : tensor<80xf32>
    %5838 = stablehlo.multiply %5836, %5317 : tensor<80xf32>
    %5839 = stablehlo.add %5837, %5838 : tensor<80xf32>
    %5840 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x80x160xf32>
    %5841 = stablehlo.constant dense<1.0> : tensor<2x2x80x160xf32>
    %5842 = stablehlo.subtract %5841, %5840 : tensor<2x2x80x160xf32>
    %5843 = stablehlo.multiply %5840, %ema.stages.2.down.conv.w : tensor<2x2x80x160xf32>
    %5844 = stablehlo.multiply %5842, %5320 : tensor<2x2x80x160xf32>
    %5845 = stablehlo.add %5843, %5844 : tensor<2x2x80x160xf32>
    %5846 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %5847 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %5848 = stablehlo.subtract %5847, %5846 : tensor<160xf32>
    %5849 = stablehlo.multiply %5846, %ema.stages.2.down.conv.b : tensor<160xf32>
    %5850 = stablehlo.multiply %5848, %5323 : tensor<160xf32>
    %5851 = stablehlo.add %5849, %5850 : tensor<160xf32>
    %5852 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x160xf32>
    %5853 = stablehlo.constant dense<1.0> : tensor<7x7x1x160xf32>
    %5854 = stablehlo.subtract %5853, %5852 : tensor<7x7x1x160xf32>
    %5855 = stablehlo.multiply %5852, %ema.stages.2.blocks.0.dwconv.w : tensor<7x7x1x160xf32>
    %5856 = stablehlo.multiply %5854, %5326 : tensor<7x7x1x160xf32>
    %5857 = stablehlo.add %5855, %5856 : tensor<7x7x1x160xf32>
    %5858 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %5859 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %5860 = stablehlo.subtract %5859, %5858 : tensor<160xf32>
    %5861 = stablehlo.multiply %5858, %ema.stages.2.blocks.0.dwconv.b : tensor<160xf32>
    %5862 = stablehlo.multiply %5860, %5329 : tensor<160xf32>
    %5863 = stablehlo.add %5861, %5862 : tensor<160xf32>
    %5864 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %5865 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %5866 = stablehlo.subtract %5865, %5864 : tensor<160xf32>
    %5867 = stablehlo.multiply %5864, %ema.stages.2.blocks.0.norm.g : tensor<160xf32>
    %5868 = stablehlo.multiply %5866, %5332 : tensor<160xf32>
    %5869 = stablehlo.add %5867, %5868 : tensor<160xf32>
    %5870 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %5871 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %5872 = stablehlo.subtract %5871, %5870 : tensor<160xf32>
    %5873 = stablehlo.multiply %5870, %ema.stages.2.blocks.0.norm.b : tensor<160xf32>
    %5874 = stablehlo.multiply %5872, %5335 : tensor<160xf32>
    %5875 = stablehlo.add %5873, %5874 : tensor<160xf32>
    %5876 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160x640xf32>
    %5877 = stablehlo.constant dense<1.0> : tensor<160x640xf32>
    %5878 = stablehlo.subtract %5877, %5876 : tensor<160x640xf32>
    %5879 = stablehlo.multiply %5876, %ema.stages.2.blocks.0.fc1.w : tensor<160x640xf32>
    %5880 = stablehlo.multiply %5878, %5338 : tensor<160x640xf32>
    %5881 = stablehlo.add %5879, %5880 : tensor<160x640xf32>
    %5882 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640xf32>
    %5883 = stablehlo.constant dense<1.0> : tensor<640xf32>
    %5884 = stablehlo.subtract %5883, %5882 : tensor<640xf32>
    %5885 = stablehlo.multiply %5882, %ema.stages.2.blocks.0.fc1.b : tensor<640xf32>
    %5886 = stablehlo.multiply %5884, %5341 : tensor<640xf32>
    %5887 = stablehlo.add %5885, %5886 : tensor<640xf32>
    %5888 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640x160xf32>
    %5889 = stablehlo.constant dense<1.0> : tensor<640x160xf32>
    %5890 = stablehlo.subtract %5889, %5888 : tensor<640x160xf32>
    %5891 = stablehlo.multiply %5888, %ema.stages.2.blocks.0.fc2.w : tensor<640x160xf32>
    %5892 = stablehlo.multiply %5890, %5344 : tensor<640x160xf32>
    %5893 = stablehlo.add %5891, %5892 : tensor<640x160xf32>
    %5894 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %5895 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %5896 = stablehlo.subtract %5895, %5894 : tensor<160xf32>
    %5897 = stablehlo.multiply %5894, %ema.stages.2.blocks.0.fc2.b : tensor<160xf32>
    %5898 = stablehlo.multiply %5896, %5347 : tensor<160xf32>
    %5899 = stablehlo.add %5897, %5898 : tensor<160xf32>
    %5900 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %5901 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %5902 = stablehlo.subtract %5901, %5900 : tensor<160xf32>
    %5903 = stablehlo.multiply %5900, %ema.stages.2.blocks.0.gamma : tensor<160xf32>
    %5904 = stablehlo.multiply %5902, %5350 : tensor<160xf32>
    %5905 = stablehlo.add %5903, %5904 : tensor<160xf32>
    %5906 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x160xf32>
    %5907 = stablehlo.constant dense<1.0> : tensor<7x7x1x160xf32>
    %5908 = stablehlo.subtract %5907, %5906 : tensor<7x7x1x160xf32>
    %5909 = stablehlo.multiply %5906, %ema.stages.2.blocks.1.dwconv.w : tensor<7x7x1x160xf32>
    %5910 = stablehlo.multiply %5908, %5353 : tensor<7x7x1x160xf32>
    %5911 = stablehlo.add %5909, %5910 : tensor<7x7x1x160xf32>
    %5912 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %5913 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %5914 = stablehlo.subtract %5913, %5912 : tensor<160xf32>
    %5915 = stablehlo.multiply %5912, %ema.stages.2.blocks.1.dwconv.b : tensor<160xf32>
    %5916 = stablehlo.multiply %5914, %5356 : tensor<160xf32>
    %5917 = stablehlo.add %5915, %5916 : tensor<160xf32>
    %5918 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %5919 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %5920 = stablehlo.subtract %5919, %5918 : tensor<160xf32>
    %5921 = stablehlo.multiply %5918, %ema.stages.2.blocks.1.norm.g : tensor<160xf32>
    %5922 = stablehlo.multiply %5920, %5359 : tensor<160xf32>
    %5923 = stablehlo.add %5921, %5922 : tensor<160xf32>
    %5924 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %5925 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %5926 = stablehlo.subtract %5925, %5924 : tensor<160xf32>
    %5927 = stablehlo.multiply %5924, %ema.stages.2.blocks.1.norm.b : tensor<160xf32>
    %5928 = stablehlo.multiply %5926, %5362 : tensor<160xf32>
    %5929 = stablehlo.add %5927, %5928 : tensor<160xf32>
    %5930 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160x640xf32>
    %5931 = stablehlo.constant dense<1.0> : tensor<160x640xf32>
    %5932 = stablehlo.subtract %5931, %5930 : tensor<160x640xf32>
    %5933 = stablehlo.multiply %5930, %ema.stages.2.blocks.1.fc1.w : tensor<160x640xf32>
    %5934 = stablehlo.multiply %5932, %5365 : tensor<160x640xf32>
    %5935 = stablehlo.add %5933, %5934 : tensor<160x640xf32>
    %5936 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640xf32>
    %5937 = stablehlo.constant dense<1.0> : tensor<640xf32>
    %5938 = stablehlo.subtract %5937, %5936 : tensor<640xf32>
    %5939 = stablehlo.multiply %5936, %ema.stages.2.blocks.1.fc1.b : tensor<640xf32>
    %5940 = stablehlo.multiply %5938, %5368 : tensor<640xf32>
    %5941 = stablehlo.add %5939, %5940 : tensor<640xf32>
    %5942 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640x160xf32>
    %5943 = stablehlo.constant dense<1.0> : tensor<640x160xf32>
    %5944 = stablehlo.subtract %5943, %5942 : tensor<640x160xf32>
    %5945 = stablehlo.multiply %5942, %ema.stages.2.blocks.1.fc2.w : tensor<640x160xf32>
    %5946 = stablehlo.multiply %5944, %5371 : tensor<640x160xf32>
    %5947 = stablehlo.add %5945, %5946 : tensor<640x160xf32>
    %5948 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %5949 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %5950 = stablehlo.subtract %5949, %5948 : tensor<160xf32>
    %5951 = stablehlo.multiply %5948, %ema.stages.2.blocks.1.fc2.b : tensor<160xf32>
    %5952 = stablehlo.multiply %5950, %5374 : tensor<160xf32>
    %5953 = stablehlo.add %5951, %5952 : tensor<160xf32>
    %5954 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %5955 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %5956 = stablehlo.subtract %5955, %5954 : tensor<160xf32>
    %5957 = stablehlo.multiply %5954, %ema.stages.2.blocks.1.gamma : tensor<160xf32>
    %5958 = stablehlo.multiply %5956, %5377 : tensor<160xf32>
    %5959 = stablehlo.add %5957, %5958 : tensor<160xf32>
    %5960 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x160xf32>
    %5961 = stablehlo.constant dense<1.0> : tensor<7x7x1x160xf32>
    %5962 = stablehlo.subtract %5961, %5960 : tensor<7x7x1x160xf32>
    %5963 = stablehlo.multiply %5960, %ema.stages.2.blocks.2.dwconv.w : tensor<7x7x1x160xf32>
    %5964 = stablehlo.multiply %5962, %5380 : tensor<7x7x1x160xf32>
    %5965 = stablehlo.add %5963, %5964 : tensor<7x7x1x160xf32>
    %5966 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %5967 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %5968 = stablehlo.subtract %5967, %5966 : tensor<160xf32>
    %5969 = stablehlo.multiply %5966, %ema.stages.2.blocks.2.dwconv.b : tensor<160xf32>
    %5970 = stablehlo.multiply %5968, %5383 : tensor<160xf32>
    %5971 = stablehlo.add %5969, %5970 : tensor<160xf32>
    %5972 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %5973 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %5974 = stablehlo.subtract %5973, %5972 : tensor<160xf32>
    %5975 = stablehlo.multiply %5972, %ema.stages.2.blocks.2.norm.g : tensor<160xf32>
    %5976 = stablehlo.multiply %5974, %5386 : tensor<160xf32>
    %5977 = stablehlo.add %5975, %5976 : tensor<160xf32>
    %5978 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %5979 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %5980 = stablehlo.subtract %5979, %5978 : tensor<160xf32>
    %5981 = stablehlo.multiply %5978, %ema.stages.2.blocks.2.norm.b : tensor<160xf32>
    %5982 = stablehlo.multiply %5980, %5389 : tensor<160xf32>
    %5983 = stablehlo.add %5981, %5982 : tensor<160xf32>
    %5984 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160x640xf32>
    %5985 = stablehlo.constant dense<1.0> : tensor<160x640xf32>
    %5986 = stablehlo.subtract %5985, %5984 : tensor<160x640xf32>
    %5987 = stablehlo.multiply %5984, %ema.stages.2.blocks.2.fc1.w : tensor<160x640xf32>
    %5988 = stablehlo.multiply %5986, %5392 : tensor<160x640xf32>
    %5989 = stablehlo.add %5987, %5988 : tensor<160x640xf32>
    %5990 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640xf32>
    %5991 = stablehlo.constant dense<1.0> : tensor<640xf32>
    %5992 = stablehlo.subtract %5991, %5990 : tensor<640xf32>
    %5993 = stablehlo.multiply %5990, %ema.stages.2.blocks.2.fc1.b : tensor<640xf32>
    %5994 = stablehlo.multiply %5992, %5395 : tensor<640xf32>
    %5995 = stablehlo.add %5993, %5994 : tensor<640xf32>
    %5996 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640x160xf32>
    %5997 = stablehlo.constant dense<1.0> : tensor<640x160xf32>
    %5998 = stablehlo.subtract %5997, %5996 : tensor<640x160xf32>
    %5999 = stablehlo.multiply %5996, %ema.stages.2.blocks.2.fc2.w : tensor<640x160xf32>
    %6000 = stablehlo.multiply %5998, %5398 : tensor<640x160xf32>
    %6001 = stablehlo.add %5999, %6000 : tensor<640x160xf32>
    %6002 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %6003 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %6004 = stablehlo.subtract %6003, %6002 : tensor<160xf32>
    %6005 = stablehlo.multiply %6002, %ema.stages.2.blocks.2.fc2.b : tensor<160xf32>
    %6006 = stablehlo.multiply %6004, %5401 : tensor<160xf32>
    %6007 = stablehlo.add %6005, %6006 : tensor<160xf32>
    %6008 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %6009 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %6010 = stablehlo.subtract %6009, %6008 : tensor<160xf32>
    %6011 = stablehlo.multiply %6008, %ema.stages.2.blocks.2.gamma : tensor<160xf32>
    %6012 = stablehlo.multiply %6010, %5404 : tensor<160xf32>
    %6013 = stablehlo.add %6011, %6012 : tensor<160xf32>
    %6014 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x160xf32>
    %6015 = stablehlo.constant dense<1.0> : tensor<7x7x1x160xf32>
    %6016 = stablehlo.subtract %6015, %6014 : tensor<7x7x1x160xf32>
    %6017 = stablehlo.multiply %6014, %ema.stages.2.blocks.3.dwconv.w : tensor<7x7x1x160xf32>
    %6018 = stablehlo.multiply %6016, %5407 : tensor<7x7x1x160xf32>
    %6019 = stablehlo.add %6017, %6018 : tensor<7x7x1x160xf32>
    %6020 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %6021 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %6022 = stablehlo.subtract %6021, %6020 : tensor<160xf32>
    %6023 = stablehlo.multiply %6020, %ema.stages.2.blocks.3.dwconv.b : tensor<160xf32>
    %6024 = stablehlo.multiply %6022, %5410 : tensor<160xf32>
    %6025 = stablehlo.add %6023, %6024 : tensor<160xf32>
    %6026 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %6027 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %6028 = stablehlo.subtract %6027, %6026 : tensor<160xf32>
    %6029 = stablehlo.multiply %6026, %ema.stages.2.blocks.3.norm.g : tensor<160xf32>
    %6030 = stablehlo.multiply %6028, %5413 : tensor<160xf32>
    %6031 = stablehlo.add %6029, %6030 : tensor<160xf32>
    %6032 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %6033 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %6034 = stablehlo.subtract %6033, %6032 : tensor<160xf32>
    %6035 = stablehlo.multiply %6032, %ema.stages.2.blocks.3.norm.b : tensor<160xf32>
    %6036 = stablehlo.multiply %6034, %5416 : tensor<160xf32>
    %6037 = stablehlo.add %6035, %6036 : tensor<160xf32>
    %6038 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160x640xf32>
    %6039 = stablehlo.constant dense<1.0> : tensor<160x640xf32>
    %6040 = stablehlo.subtract %6039, %6038 : tensor<160x640xf32>
    %6041 = stablehlo.multiply %6038, %ema.stages.2.blocks.3.fc1.w : tensor<160x640xf32>
    %6042 = stablehlo.multiply %6040, %5419 : tensor<160x640xf32>
    %6043 = stablehlo.add %6041, %6042 : tensor<160x640xf32>
    %6044 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640xf32>
    %6045 = stablehlo.constant dense<1.0> : tensor<640xf32>
    %6046 = stablehlo.subtract %6045, %6044 : tensor<640xf32>
    %6047 = stablehlo.multiply %6044, %ema.stages.2.blocks.3.fc1.b : tensor<640xf32>
    %6048 = stablehlo.multiply %6046, %5422 : tensor<640xf32>
    %6049 = stablehlo.add %6047, %6048 : tensor<640xf32>
    %6050 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640x160xf32>
    %6051 = stablehlo.constant dense<1.0> : tensor<640x160xf32>
    %6052 = stablehlo.subtract %6051, %6050 : tensor<640x160xf32>
    %6053 = stablehlo.multiply %6050, %ema.stages.2.blocks.3.fc2.w : tensor<640x160xf32>
    %6054 = stablehlo.multiply %6052, %5425 : tensor<640x160xf32>
    %6055 = stablehlo.add %6053, %6054 : tensor<640x160xf32>
    %6056 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %6057 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %6058 = stablehlo.subtract %6057, %6056 : tensor<160xf32>
    %6059 = stablehlo.multiply %6056, %ema.stages.2.blocks.3.fc2.b : tensor<160xf32>
    %6060 = stablehlo.multiply %6058, %5428 : tensor<160xf32>
    %6061 = stablehlo.add %6059, %6060 : tensor<160xf32>
    %6062 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %6063 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %6064 = stablehlo.subtract %6063, %6062 : tensor<160xf32>
    %6065 = stablehlo.multiply %6062, %ema.stages.2.blocks.3.gamma : tensor<160xf32>
    %6066 = stablehlo.multiply %6064, %5431 : tensor<160xf32>
    %6067 = stablehlo.add %6065, %6066 : tensor<160xf32>
    %6068 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x160xf32>
    %6069 = stablehlo.constant dense<1.0> : tensor<7x7x1x160xf32>
    %6070 = stablehlo.subtract %6069, %6068 : tensor<7x7x1x160xf32>
    %6071 = stablehlo.multiply %6068, %ema.stages.2.blocks.4.dwconv.w : tensor<7x7x1x160xf32>
    %6072 = stablehlo.multiply %6070, %5434 : tensor<7x7x1x160xf32>
    %6073 = stablehlo.add %6071, %6072 : tensor<7x7x1x160xf32>
    %6074 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %6075 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %6076 = stablehlo.subtract %6075, %6074 : tensor<160xf32>
    %6077 = stablehlo.multiply %6074, %ema.stages.2.blocks.4.dwconv.b : tensor<160xf32>
    %6078 = stablehlo.multiply %6076, %5437 : tensor<160xf32>
    %6079 = stablehlo.add %6077, %6078 : tensor<160xf32>
    %6080 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %6081 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %6082 = stablehlo.subtract %6081, %6080 : tensor<160xf32>
    %6083 = stablehlo.multiply %6080, %ema.stages.2.blocks.4.norm.g : tensor<160xf32>
    %6084 = stablehlo.multiply %6082, %5440 : tensor<160xf32>
    %6085 = stablehlo.add %6083, %6084 : tensor<160xf32>
    %6086 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %6087 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %6088 = stablehlo.subtract %6087, %6086 : tensor<160xf32>
    %6089 = stablehlo.multiply %6086, %ema.stages.2.blocks.4.norm.b : tensor<160xf32>
    %6090 = stablehlo.multiply %6088, %5443 : tensor<160xf32>
    %6091 = stablehlo.add %6089, %6090 : tensor<160xf32>
    %6092 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160x640xf32>
    %6093 = stablehlo.constant dense<1.0> : tensor<160x640xf32>
    %6094 = stablehlo.subtract %6093, %6092 : tensor<160x640xf32>
    %6095 = stablehlo.multiply %6092, %ema.stages.2.blocks.4.fc1.w : tensor<160x640xf32>
    %6096 = stablehlo.multiply %6094, %5446 : tensor<160x640xf32>
    %6097 = stablehlo.add %6095, %6096 : tensor<160x640xf32>
    %6098 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640xf32>
    %6099 = stablehlo.constant dense<1.0> : tensor<640xf32>
    %6100 = stablehlo.subtract %6099, %6098 : tensor<640xf32>
    %6101 = stablehlo.multiply %6098, %ema.stages.2.blocks.4.fc1.b : tensor<640xf32>
    %6102 = stablehlo.multiply %6100, %5449 : tensor<640xf32>
    %6103 = stablehlo.add %6101, %6102 : tensor<640xf32>
    %6104 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640x160xf32>
    %6105 = stablehlo.constant dense<1.0> : tensor<640x160xf32>
    %6106 = stablehlo.subtract %6105, %6104 : tensor<640x160xf32>
    %6107 = stablehlo.multiply %6104, %ema.stages.2.blocks.4.fc2.w : tensor<640x160xf32>
    %6108 = stablehlo.multiply %6106, %5452 : tensor<640x160xf32>
    %6109 = stablehlo.add %6107, %6108 : tensor<640x160xf32>
    %6110 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %6111 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %6112 = stablehlo.subtract %6111, %6110 : tensor<160xf32>
    %6113 = stablehlo.multiply %6110, %ema.stages.2.blocks.4.fc2.b : tensor<160xf32>
    %6114 = stablehlo.multiply %6112, %5455 : tensor<160xf32>
    %6115 = stablehlo.add %6113, %6114 : tensor<160xf32>
    %6116 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %6117 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %6118 = stablehlo.subtract %6117, %6116 : tensor<160xf32>
    %6119 = stablehlo.multiply %6116, %ema.stages.2.blocks.4.gamma : tensor<160xf32>
    %6120 = stablehlo.multiply %6118, %5458 : tensor<160xf32>
    %6121 = stablehlo.add %6119, %6120 : tensor<160xf32>
    %6122 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x160xf32>
    %6123 = stablehlo.constant dense<1.0> : tensor<7x7x1x160xf32>
    %6124 = stablehlo.subtract %6123, %6122 : tensor<7x7x1x160xf32>
    %6125 = stablehlo.multiply %6122, %ema.stages.2.blocks.5.dwconv.w : tensor<7x7x1x160xf32>
    %6126 = stablehlo.multiply %6124, %5461 : tensor<7x7x1x160xf32>
    %6127 = stablehlo.add %6125, %6126 : tensor<7x7x1x160xf32>
    %6128 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %6129 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %6130 = stablehlo.subtract %6129, %6128 : tensor<160xf32>
    %6131 = stablehlo.multiply %6128, %ema.stages.2.blocks.5.dwconv.b : tensor<160xf32>
    %6132 = stablehlo.multiply %6130, %5464 : tensor<160xf32>
    %6133 = stablehlo.add %6131, %6132 : tensor<160xf32>
    %6134 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %6135 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %6136 = stablehlo.subtract %6135, %6134 : tensor<160xf32>
    %6137 = stablehlo.multiply %6134, %ema.stages.2.blocks.5.norm.g : tensor<160xf32>
    %6138 = stablehlo.multiply %6136, %5467 : tensor<160xf32>
    %6139 = stablehlo.add %6137, %6138 : tensor<160xf32>
    %6140 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %6141 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %6142 = stablehlo.subtract %6141, %6140 : tensor<160xf32>
    %6143 = stablehlo.multiply %6140, %ema.stages.2.blocks.5.norm.b : tensor<160xf32>
    %6144 = stablehlo.multiply %6142, %5470 : tensor<160xf32>
    %6145 = stablehlo.add %6143, %6144 : tensor<160xf32>
    %6146 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160x640xf32>
    %6147 = stablehlo.constant dense<1.0> : tensor<160x640xf32>
    %6148 = stablehlo.subtract %6147, %6146 : tensor<160x640xf32>
    %6149 = stablehlo.multiply %6146, %ema.stages.2.blocks.5.fc1.w : tensor<160x640xf32>
    %6150 = stablehlo.multiply %6148, %5473 : tensor<160x640xf32>
    %6151 = stablehlo.add %6149, %6150 : tensor<160x640xf32>
    %6152 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640xf32>
    %6153 = stablehlo.constant dense<1.0> : tensor<640xf32>
    %6154 = stablehlo.subtract %6153, %6152 : tensor<640xf32>
    %6155 = stablehlo.multiply %6152, %ema.stages.2.blocks.5.fc1.b : tensor<640xf32>
    %6156 = stablehlo.multiply %6154, %5476 : tensor<640xf32>
    %6157 = stablehlo.add %6155, %6156 : tensor<640xf32>
    %6158 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640x160xf32>
    %6159 = stablehlo.constant dense<1.0> : tensor<640x160xf32>
    %6160 = stablehlo.subtract %6159, %6158 : tensor<640x160xf32>
    %6161 = stablehlo.multiply %6158, %ema.stages.2.blocks.5.fc2.w : tensor<640x160xf32>
    %6162 = stablehlo.multiply %6160, %5479 : tensor<640x160xf32>
    %6163 = stablehlo.add %6161, %6162 : tensor<640x160xf32>
    %6164 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %6165 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %6166 = stablehlo.subtract %6165, %6164 : tensor<160xf32>
    %6167 = stablehlo.multiply %6164, %ema.stages.2.blocks.5.fc2.b : tensor<160xf32>
    %6168 = stablehlo.multiply %6166, %5482 : tensor<160xf32>
    %6169 = stablehlo.add %6167, %6168 : tensor<160xf32>
    %6170 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %6171 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %6172 = stablehlo.subtract %6171, %6170 : tensor<160xf32>
    %6173 = stablehlo.multiply %6170, %ema.stages.2.blocks.5.gamma : tensor<160xf32>
    %6174 = stablehlo.multiply %6172, %5485 : tensor<160xf32>
    %6175 = stablehlo.add %6173, %6174 : tensor<160xf32>
    %6176 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %6177 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %6178 = stablehlo.subtract %6177, %6176 : tensor<160xf32>
    %6179 = stablehlo.multiply %6176, %ema.stages.3.down.norm.g : tensor<160xf32>
    %6180 = stablehlo.multiply %6178, %5488 : tensor<160xf32>
    %6181 = stablehlo.add %6179, %6180 : tensor<160xf32>
    %6182 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %6183 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %6184 = stablehlo.subtract %6183, %6182 : tensor<160xf32>
    %6185 = stablehlo.multiply %6182, %ema.stages.3.down.norm.b : tensor<160xf32>
    %6186 = stablehlo.multiply %6184, %5491 : tensor<160xf32>
    %6187 = stablehlo.add %6185, %6186 : tensor<160xf32>
    %6188 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x160x320xf32>
    %6189 = stablehlo.constant dense<1.0> : tensor<2x2x160x320xf32>
    %6190 = stablehlo.subtract %6189, %6188 : tensor<2x2x160x320xf32>
    %6191 = stablehlo.multiply %6188, %ema.stages.3.down.conv.w : tensor<2x2x160x320xf32>
    %6192 = stablehlo.multiply %6190, %5494 : tensor<2x2x160x320xf32>
    %6193 = stablehlo.add %6191, %6192 : tensor<2x2x160x320xf32>
    %6194 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %6195 = stablehlo.constant dense<1.0> : tensor<320xf32>
    %6196 = stablehlo.subtract %6195, %6194 : tensor<320xf32>
    %6197 = stablehlo.multiply %6194, %ema.stages.3.down.conv.b : tensor<320xf32>
    %6198 = stablehlo.multiply %6196, %5497 : tensor<320xf32>
    %6199 = stablehlo.add %6197, %6198 : tensor<320xf32>
    %6200 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x320xf32>
    %6201 = stablehlo.constant dense<1.0> : tensor<7x7x1x320xf32>
    %6202 = stablehlo.subtract %6201, %6200 : tensor<7x7x1x320xf32>
    %6203 = stablehlo.multiply %6200, %ema.stages.3.blocks.0.dwconv.w : tensor<7x7x1x320xf32>
    %6204 = stablehlo.multiply %6202, %5500 : tensor<7x7x1x320xf32>
    %6205 = stablehlo.add %6203, %6204 : tensor<7x7x1x320xf32>
    %6206 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %6207 = stablehlo.constant dense<1.0> : tensor<320xf32>
    %6208 = stablehlo.subtract %6207, %6206 : tensor<320xf32>
    %6209 = stablehlo.multiply %6206, %ema.stages.3.blocks.0.dwconv.b : tensor<320xf32>
    %6210 = stablehlo.multiply %6208, %5503 : tensor<320xf32>
    %6211 = stablehlo.add %6209, %6210 : tensor<320xf32>
    %6212 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %6213 = stablehlo.constant dense<1.0> : tensor<320xf32>
    %6214 = stablehlo.subtract %6213, %6212 : tensor<320xf32>
    %6215 = stablehlo.multiply %6212, %ema.stages.3.blocks.0.norm.g : tensor<320xf32>
    %6216 = stablehlo.multiply %6214, %5506 : tensor<320xf32>
    %6217 = stablehlo.add %6215, %6216 : tensor<320xf32>
    %6218 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %6219 = stablehlo.constant dense<1.0> : tensor<320xf32>
    %6220 = stablehlo.subtract %6219, %6218 : tensor<320xf32>
    %6221 = stablehlo.multiply %6218, %ema.stages.3.blocks.0.norm.b : tensor<320xf32>
    %6222 = stablehlo.multiply %6220, %5509 : tensor<320xf32>
    %6223 = stablehlo.add %6221, %6222 : tensor<320xf32>
    %6224 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320x1280xf32>
    %6225 = stablehlo.constant dense<1.0> : tensor<320x1280xf32>
    %6226 = stablehlo.subtract %6225, %6224 : tensor<320x1280xf32>
    %6227 = stablehlo.multiply %6224, %ema.stages.3.blocks.0.fc1.w : tensor<320x1280xf32>
    %6228 = stablehlo.multiply %6226, %5512 : tensor<320x1280xf32>
    %6229 = stablehlo.add %6227, %6228 : tensor<320x1280xf32>
    %6230 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1280xf32>
    %6231 = stablehlo.constant dense<1.0> : tensor<1280xf32>
    %6232 = stablehlo.subtract %6231, %6230 : tensor<1280xf32>
    %6233 = stablehlo.multiply %6230, %ema.stages.3.blocks.0.fc1.b : tensor<1280xf32>
    %6234 = stablehlo.multiply %6232, %5515 : tensor<1280xf32>
    %6235 = stablehlo.add %6233, %6234 : tensor<1280xf32>
    %6236 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1280x320xf32>
    %6237 = stablehlo.constant dense<1.0> : tensor<1280x320xf32>
    %6238 = stablehlo.subtract %6237, %6236 : tensor<1280x320xf32>
    %6239 = stablehlo.multiply %6236, %ema.stages.3.blocks.0.fc2.w : tensor<1280x320xf32>
    %6240 = stablehlo.multiply %6238, %5518 : tensor<1280x320xf32>
    %6241 = stablehlo.add %6239, %6240 : tensor<1280x320xf32>
    %6242 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %6243 = stablehlo.constant dense<1.0> : tensor<320xf32>
    %6244 = stablehlo.subtract %6243, %6242 : tensor<320xf32>
    %6245 = stablehlo.multiply %6242, %ema.stages.3.blocks.0.fc2.b : tensor<320xf32>
    %6246 = stablehlo.multiply %6244, %5521 : tensor<320xf32>
    %6247 = stablehlo.add %6245, %6246 : tensor<320xf32>
    %6248 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %6249 = stablehlo.constant dense<1.0> : tensor<320xf32>
    %6250 = stablehlo.subtract %6249, %6248 : tensor<320xf32>
    %6251 = stablehlo.multiply %6248, %ema.stages.3.blocks.0.gamma : tensor<320xf32>
    %6252 = stablehlo.multiply %6250, %5524 : tensor<320xf32>
    %6253 = stablehlo.add %6251, %6252 : tensor<320xf32>
    %6254 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x320xf32>
    %6255 = stablehlo.constant dense<1.0> : tensor<7x7x1x320xf32>
    %6256 = stablehlo.subtract %6255, %6254 : tensor<7x7x1x320xf32>
    %6257 = stablehlo.multiply %6254, %ema.stages.3.blocks.1.dwconv.w : tensor<7x7x1x320xf32>
    %6258 = stablehlo.multiply %6256, %5527 : tensor<7x7x1x320xf32>
    %6259 = stablehlo.add %6257, %6258 : tensor<7x7x1x320xf32>
    %6260 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %6261 = stablehlo.constant dense<1.0> : tensor<320xf32>
    %6262 = stablehlo.subtract %6261, %6260 : tensor<320xf32>
    %6263 = stablehlo.multiply %6260, %ema.stages.3.blocks.1.dwconv.b : tensor<320xf32>
    %6264 = stablehlo.multiply %6262, %5530 : tensor<320xf32>
    %6265 = stablehlo.add %6263, %6264 : tensor<320xf32>
    %6266 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %6267 = stablehlo.constant dense<1.0> : tensor<320xf32>
    %6268 = stablehlo.subtract %6267, %6266 : tensor<320xf32>
    %6269 = stablehlo.multiply %6266, %ema.stages.3.blocks.1.norm.g : tensor<320xf32>
    %6270 = stablehlo.multiply %6268, %5533 : tensor<320xf32>
    %6271 = stablehlo.add %6269, %6270 : tensor<320xf32>
    %6272 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %6273 = stablehlo.constant dense<1.0> : tensor<320xf32>
    %6274 = stablehlo.subtract %6273, %6272 : tensor<320xf32>
    %6275 = stablehlo.multiply %6272, %ema.stages.3.blocks.1.norm.b : tensor<320xf32>
    %6276 = stablehlo.multiply %6274, %5536 : tensor<320xf32>
    %6277 = stablehlo.add %6275, %6276 : tensor<320xf32>
    %6278 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320x1280xf32>
    %6279 = stablehlo.constant dense<1.0> : tensor<320x1280xf32>
    %6280 = stablehlo.subtract %6279, %6278 : tensor<320x1280xf32>
    %6281 = stablehlo.multiply %6278, %ema.stages.3.blocks.1.fc1.w : tensor<320x1280xf32>
    %6282 = stablehlo.multiply %6280, %5539 : tensor<320x1280xf32>
    %6283 = stablehlo.add %6281, %6282 : tensor<320x1280xf32>
    %6284 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1280xf32>
    %6285 = stablehlo.constant dense<1.0> : tensor<1280xf32>
    %6286 = stablehlo.subtract %6285, %6284 : tensor<1280xf32>
    %6287 = stablehlo.multiply %6284, %ema.stages.3.blocks.1.fc1.b : tensor<1280xf32>
    %6288 = stablehlo.multiply %6286, %5542 : tensor<1280xf32>
    %6289 = stablehlo.add %6287, %6288 : tensor<1280xf32>
    %6290 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1280x320xf32>
    %6291 = stablehlo.constant dense<1.0> : tensor<1280x320xf32>
    %6292 = stablehlo.subtract %6291, %6290 : tensor<1280x320xf32>
    %6293 = stablehlo.multiply %6290, %ema.stages.3.blocks.1.fc2.w : tensor<1280x320xf32>
    %6294 = stablehlo.multiply %6292, %5545 : tensor<1280x320xf32>
    %6295 = stablehlo.add %6293, %6294 : tensor<1280x320xf32>
    %6296 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %6297 = stablehlo.constant dense<1.0> : tensor<320xf32>
    %6298 = stablehlo.subtract %6297, %6296 : tensor<320xf32>
    %6299 = stablehlo.multiply %6296, %ema.stages.3.blocks.1.fc2.b : tensor<320xf32>
    %6300 = stablehlo.multiply %6298, %5548 : tensor<320xf32>
    %6301 = stablehlo.add %6299, %6300 : tensor<320xf32>
    %6302 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %6303 = stablehlo.constant dense<1.0> : tensor<320xf32>
    %6304 = stablehlo.subtract %6303, %6302 : tensor<320xf32>
    %6305 = stablehlo.multiply %6302, %ema.stages.3.blocks.1.gamma : tensor<320xf32>
    %6306 = stablehlo.multiply %6304, %5551 : tensor<320xf32>
    %6307 = stablehlo.add %6305, %6306 : tensor<320xf32>
    %6308 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %6309 = stablehlo.constant dense<1.0> : tensor<320xf32>
    %6310 = stablehlo.subtract %6309, %6308 : tensor<320xf32>
    %6311 = stablehlo.multiply %6308, %ema.head.norm.g : tensor<320xf32>
    %6312 = stablehlo.multiply %6310, %5554 : tensor<320xf32>
    %6313 = stablehlo.add %6311, %6312 : tensor<320xf32>
    %6314 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %6315 = stablehlo.constant dense<1.0> : tensor<320xf32>
    %6316 = stablehlo.subtract %6315, %6314 : tensor<320xf32>
    %6317 = stablehlo.multiply %6314, %ema.head.norm.b : tensor<320xf32>
    %6318 = stablehlo.multiply %6316, %5557 : tensor<320xf32>
    %6319 = stablehlo.add %6317, %6318 : tensor<320xf32>
    %6320 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320x10xf32>
    %6321 = stablehlo.constant dense<1.0> : tensor<320x10xf32>
    %6322 = stablehlo.subtract %6321, %6320 : tensor<320x10xf32>
    %6323 = stablehlo.multiply %6320, %ema.head.fc.w : tensor<320x10xf32>
    %6324 = stablehlo.multiply %6322, %5560 : tensor<320x10xf32>
    %6325 = stablehlo.add %6323, %6324 : tensor<320x10xf32>
    %6326 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<10xf32>
    %6327 = stablehlo.constant dense<1.0> : tensor<10xf32>
    %6328 = stablehlo.subtract %6327, %6326 : tensor<10xf32>
    %6329 = stablehlo.multiply %6326, %ema.head.fc.b : tensor<10xf32>
    %6330 = stablehlo.multiply %6328, %5563 : tensor<10xf32>
    %6331 = stablehlo.add %6329, %6330 : tensor<10xf32>
    "func.return"(%5182, %5185, %5188, %5191, %5194, %5197, %5200, %5203, %5206, %5209, %5212, %5215, %5218, %5221, %5224, %5227, %5230, %5233, %5236, %5239, %5242, %5245, %5248, %5251, %5254, %5257, %5260, %5263, %5266, %5269, %5272, %5275, %5278, %5281, %5284, %5287, %5290, %5293, %5296, %5299, %5302, %5305, %5308, %5311, %5314, %5317, %5320, %5323, %5326, %5329, %5332, %5335, %5338, %5341, %5344, %5347, %5350, %5353, %5356, %5359, %5362, %5365, %5368, %5371, %5374, %5377, %5380, %5383, %5386, %5389, %5392, %5395, %5398, %5401, %5404, %5407, %5410, %5413, %5416, %5419, %5422, %5425, %5428, %5431, %5434, %5437, %5440, %5443, %5446, %5449, %5452, %5455, %5458, %5461, %5464, %5467, %5470, %5473, %5476, %5479, %5482, %5485, %5488, %5491, %5494, %5497, %5500, %5503, %5506, %5509, %5512, %5515, %5518, %5521, %5524, %5527, %5530, %5533, %5536, %5539, %5542, %5545, %5548, %5551, %5554, %5557, %5560, %5563, %2629, %2648, %2667, %2686, %2705, %2724, %2743, %2762, %2781, %2800, %2819, %2838, %2857, %2876, %2895, %2914, %2933, %2952, %2971, %2990, %3009, %3028, %3047, %3066, %3085, %3104, %3123, %3142, %3161, %3180, %3199, %3218, %3237, %3256, %3275, %3294, %3313, %3332, %3351, %3370, %3389, %3408, %3427, %3446, %3465, %3484, %3503, %3522, %3541, %3560, %3579, %3598, %3617, %3636, %3655, %3674, %3693, %3712, %3731, %3750, %3769, %3788, %3807, %3826, %3845, %3864, %3883, %3902, %3921, %3940, %3959, %3978, %3997, %4016, %4035, %4054, %4073, %4092, %4111, %4130, %4149, %4168, %4187, %4206, %4225, %4244, %4263, %4282, %4301, %4320, %4339, %4358, %4377, %4396, %4415, %4434, %4453, %4472, %4491, %4510, %4529, %4548, %4567, %4586, %4605, %4624, %4643, %4662, %4681, %4700, %4719, %4738, %4757, %4776, %4795, %4814, %4833, %4852, %4871, %4890, %4909, %4928, %4947, %4966, %4985, %5004, %5023, %5042, %2635, %2654, %2673, %2692, %2711, %2730, %2749, %2768, %2787, %2806, %2825, %2844, %2863, %2882, %2901, %2920, %2939, %2958, %2977, %2996, %3015, %3034, %3053, %3072, %3091, %3110, %3129, %3148, %3167, %3186, %3205, %3224, %3243, %3262, %3281, %3300, %3319, %3338, %3357, %3376, %3395, %3414, %3433, %3452, %3471, %3490, %3509, %3528, %3547, %3566, %3585, %3604, %3623, %3642, %3661, %3680, %3699, %3718, %3737, %3756, %3775, %3794, %3813, %3832, %3851, %3870, %3889, %3908, %3927, %3946, %3965, %3984, %4003, %4022, %4041, %4060, %4079, %4098, %4117, %4136, %4155, %4174, %4193, %4212, %4231, %4250, %4269, %4288, %4307, %4326, %4345, %4364, %4383, %4402, %4421, %4440, %4459, %4478, %4497, %4516, %4535, %4554, %4573, %4592, %4611, %4630, %4649, %4668, %4687, %4706, %4725, %4744, %4763, %4782, %4801, %4820, %4839, %4858, %4877, %4896, %4915, %4934, %4953, %4972, %4991, %5010, %5029, %5048, %5569, %5575, %5581, %5587, %5593, %5599, %5605, %5611, %5617, %5623, %5629, %5635, %5641, %5647, %5653, %5659, %5665, %5671, %5677, %5683, %5689, %5695, %5701, %5707, %5713, %5719, %5725, %5731, %5737, %5743, %5749, %5755, %5761, %5767, %5773, %5779, %5785, %5791, %5797, %5803, %5809, %5815, %5821, %5827, %5833, %5839, %5845, %5851, %5857, %5863, %5869, %5875, %5881, %5887, %5893, %5899, %5905, %5911, %5917, %5923, %5929, %5935, %5941, %5947, %5953, %5959, %5965, %5971, %5977, %5983, %5989, %5995, %6001, %6007, %6013, %6019, %6025, %6031, %6037, %6043, %6049, %6055, %6061, %6067, %6073, %6079, %6085, %6091, %6097, %6103, %6109, %6115, %6121, %6127, %6133, %6139, %6145, %6151, %6157, %6163, %6169, %6175, %6181, %6187, %6193, %6199, %6205, %6211, %6217, %6223, %6229, %6235, %6241, %6247, %6253, %6259, %6265, %6271, %6277, %6283, %6289, %6295, %6301, %6307, %6313, %6319, %6325, %6331, %650, %1982) : (tensor<4x4x3x40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<7x7x1x40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40x160xf32>, tensor<160xf32>, tensor<160x40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<7x7x1x40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40x160xf32>, tensor<160xf32>, tensor<160x40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<2x2x40x80xf32>, tensor<80xf32>, tensor<7x7x1x80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80x320xf32>, tensor<320xf32>, tensor<320x80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<7x7x1x80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80x320xf32>, tensor<320xf32>, tensor<320x80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<2x2x80x160xf32>, tensor<160xf32>, tensor<7x7x1x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x640xf32>, tensor<640xf32>, tensor<640x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<7x7x1x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x640xf32>, tensor<640xf32>, tensor<640x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<7x7x1x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x640xf32>, tensor<640xf32>, tensor<640x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<7x7x1x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x640xf32>, tensor<640xf32>, tensor<640x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<7x7x1x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x640xf32>, tensor<640xf32>, tensor<640x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<7x7x1x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x640xf32>, tensor<640xf32>, tensor<640x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<2x2x160x320xf32>, tensor<320xf32>, tensor<7x7x1x320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320x1280xf32>, tensor<1280xf32>, tensor<1280x320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<7x7x1x320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320x1280xf32>, tensor<1280xf32>, tensor<1280x320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320x10xf32>, tensor<10xf32>, tensor<4x4x3x40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<7x7x1x40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40x160xf32>, tensor<160xf32>, tensor<160x40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<7x7x1x40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40x160xf32>, tensor<160xf32>, tensor<160x40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<2x2x40x80xf32>, tensor<80xf32>, tensor<7x7x1x80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80x320xf32>, tensor<320xf32>, tensor<320x80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<7x7x1x80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80x320xf32>, tensor<320xf32>, tensor<320x80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<2x2x80x160xf32>, tensor<160xf32>, tensor<7x7x1x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x640xf32>, tensor<640xf32>, tensor<640x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<7x7x1x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x640xf32>, tensor<640xf32>, tensor<640x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<7x7x1x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x640xf32>, tensor<640xf32>, tensor<640x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<7x7x1x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x640xf32>, tensor<640xf32>, tensor<640x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<7x7x1x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x640xf32>, tensor<640xf32>, tensor<640x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<7x7x1x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x640xf32>, tensor<640xf32>, tensor<640x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<2x2x160x320xf32>, tensor<320xf32>, tensor<7x7x1x320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320x1280xf32>, tensor<1280xf32>, tensor<1280x320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<7x7x1x320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320x1280xf32>, tensor<1280xf32>, tensor<1280x320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320x10xf32>, tensor<10xf32>, tensor<4x4x3x40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<7x7x1x40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40x160xf32>, tensor<160xf32>, tensor<160x40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<7x7x1x40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40x160xf32>, tensor<160xf32>, tensor<160x40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<2x2x40x80xf32>, tensor<80xf32>, tensor<7x7x1x80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80x320xf32>, tensor<320xf32>, tensor<320x80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<7x7x1x80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80x320xf32>, tensor<320xf32>, tensor<320x80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<2x2x80x160xf32>, tensor<160xf32>, tensor<7x7x1x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x640xf32>, tensor<640xf32>, tensor<640x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<7x7x1x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x640xf32>, tensor<640xf32>, tensor<640x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<7x7x1x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x640xf32>, tensor<640xf32>, tensor<640x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<7x7x1x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x640xf32>, tensor<640xf32>, tensor<640x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<7x7x1x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x640xf32>, tensor<640xf32>, tensor<640x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<7x7x1x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x640xf32>, tensor<640xf32>, tensor<640x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<2x2x160x320xf32>, tensor<320xf32>, tensor<7x7x1x320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320x1280xf32>, tensor<1280xf32>, tensor<1280x320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<7x7x1x320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320x1280xf32>, tensor<1280xf32>, tensor<1280x320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320x10xf32>, tensor<10xf32>, tensor<4x4x3x40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<7x7x1x40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40x160xf32>, tensor<160xf32>, tensor<160x40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<7x7x1x40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40x160xf32>, tensor<160xf32>, tensor<160x40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<2x2x40x80xf32>, tensor<80xf32>, tensor<7x7x1x80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80x320xf32>, tensor<320xf32>, tensor<320x80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<7x7x1x80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80x320xf32>, tensor<320xf32>, tensor<320x80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<2x2x80x160xf32>, tensor<160xf32>, tensor<7x7x1x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x640xf32>, tensor<640xf32>, tensor<640x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<7x7x1x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x640xf32>, tensor<640xf32>, tensor<640x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<7x7x1x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x640xf32>, tensor<640xf32>, tensor<640x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<7x7x1x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x640xf32>, tensor<640xf32>, tensor<640x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<7x7x1x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x640xf32>, tensor<640xf32>, tensor<640x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<7x7x1x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x640xf32>, tensor<640xf32>, tensor<640x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<2x2x160x320xf32>, tensor<320xf32>, tensor<7x7x1x320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320x1280xf32>, tensor<1280xf32>, tensor<1280x320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<7x7x1x320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320x1280xf32>, tensor<1280xf32>, tensor<1280x320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320x10xf32>, tensor<10xf32>, tensor<f32>, tensor<f32>) -> ()
  }
}

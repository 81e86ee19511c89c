// hlocert 0.1.0 render: convnext_atto-c10-i32-b32x1-adamw+wx+clip1.0+ema+drop
// model: ConvNeXt-atto  classes: 10  image: 32  batch per replica: 32  replicas: 1
// variant: adamw+wx+clip1.0+ema+drop  gelu: erf
// lowerings: depthwise convolution (the default on iree-cpu, xla-gpu, iree-gpu); patchify convolution (the default on xla-cpu, xla-gpu, iree-gpu); layernorm mean then centred variance (the default on xla-cpu, iree-cpu, xla-gpu, iree-gpu)
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
// content sha256: 3082bd418be0adf40b47dd532d5ad5ab1e97b9eb7ad06f1b7ec06643d9691148
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
    %660 = "stablehlo.dot_general"(%658, %631) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>} : (tensor<32x10xf32>, tensor<32x320xf32>) -> tensor<10x320xf32>
    %661 = "stablehlo.transpose"(%660) {permutation = array<i64: 1, 0>} : (tensor<10x320xf32>) -> tensor<320x10xf32>
    %662 = stablehlo.constant dense<0.0> : tensor<f32>
    %663 = "stablehlo.reduce"(%658, %662) ({
    ^bb0(%_r39a: tensor<f32>, %_r39b: tensor<f32>):
      %_r39c = stablehlo.add %_r39a, %_r39b : tensor<f32>
      "stablehlo.return"(%_r39c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32x10xf32>, tensor<f32>) -> tensor<10xf32>
    %664 = stablehlo.multiply %659, %628 : tensor<32x320xf32>
    %665 = stablehlo.constant dense<0.0> : tensor<f32>
    %666 = "stablehlo.reduce"(%664, %665) ({
    ^bb0(%_r40a: tensor<f32>, %_r40b: tensor<f32>):
      %_r40c = stablehlo.add %_r40a, %_r40b : tensor<f32>
      "stablehlo.return"(%_r40c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<32x320xf32>, tensor<f32>) -> tensor<32xf32>
    %667 = stablehlo.constant dense<320.0> : tensor<32xf32>
    %668 = stablehlo.divide %666, %667 : tensor<32xf32>
    %669 = "stablehlo.broadcast_in_dim"(%668) {broadcast_dimensions = array<i64: 0>} : (tensor<32xf32>) -> tensor<32x320xf32>
    %670 = stablehlo.subtract %664, %669 : tensor<32x320xf32>
    %671 = stablehlo.multiply %664, %627 : tensor<32x320xf32>
    %672 = stablehlo.constant dense<0.0> : tensor<f32>
    %673 = "stablehlo.reduce"(%671, %672) ({
    ^bb0(%_r41a: tensor<f32>, %_r41b: tensor<f32>):
      %_r41c = stablehlo.add %_r41a, %_r41b : tensor<f32>
      "stablehlo.return"(%_r41c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<32x320xf32>, tensor<f32>) -> tensor<32xf32>
    %674 = stablehlo.constant dense<320.0> : tensor<32xf32>
    %675 = stablehlo.divide %673, %674 : tensor<32xf32>
    %676 = "stablehlo.broadcast_in_dim"(%675) {broadcast_dimensions = array<i64: 0>} : (tensor<32xf32>) -> tensor<32x320xf32>
    %677 = stablehlo.multiply %627, %676 : tensor<32x320xf32>
    %678 = stablehlo.subtract %670, %677 : tensor<32x320xf32>
    %679 = stablehlo.multiply %626, %678 : tensor<32x320xf32>
    %680 = stablehlo.multiply %659, %627 : tensor<32x320xf32>
    %681 = stablehlo.constant dense<0.0> : tensor<f32>
    %682 = "stablehlo.reduce"(%680, %681) ({
    ^bb0(%_r42a: tensor<f32>, %_r42b: tensor<f32>):
      %_r42c = stablehlo.add %_r42a, %_r42b : tensor<f32>
      "stablehlo.return"(%_r42c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32x320xf32>, tensor<f32>) -> tensor<320xf32>
    %683 = stablehlo.constant dense<0.0> : tensor<f32>
    %684 = "stablehlo.reduce"(%659, %683) ({
    ^bb0(%_r43a: tensor<f32>, %_r43b: tensor<f32>):
      %_r43c = stablehlo.add %_r43a, %_r43b : tensor<f32>
      "stablehlo.return"(%_r43c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<32x320xf32>, tensor<f32>) -> tensor<320xf32>
    %685 = stablehlo.constant dense<1.0> : tensor<32x320xf32>
    %686 = stablehlo.divide %679, %685 : tensor<32x320xf32>
    %687 = "stablehlo.broadcast_in_dim"(%686) {broadcast_dimensions = array<i64: 0, 3>} : (tensor<32x320xf32>) -> tensor<32x1x1x320xf32>
    %688 = stablehlo.multiply %687, %605 : tensor<32x1x1x320xf32>
    %689 = stablehlo.multiply %688, %602 : tensor<32x1x1x320xf32>
    %690 = stablehlo.multiply %688, %601 : tensor<32x1x1x320xf32>
    %691 = stablehlo.constant dense<0.0> : tensor<f32>
    %692 = "stablehlo.reduce"(%690, %691) ({
    ^bb0(%_r44a: tensor<f32>, %_r44b: tensor<f32>):
      %_r44c = stablehlo.add %_r44a, %_r44b : tensor<f32>
      "stablehlo.return"(%_r44c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x1x1x320xf32>, tensor<f32>) -> tensor<320xf32>
    %693 = "stablehlo.dot_general"(%689, %stages.3.blocks.1.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x1x1x320xf32>, tensor<1280x320xf32>) -> tensor<32x1x1x1280xf32>
    %694 = "stablehlo.dot_general"(%689, %598) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x1x1x320xf32>, tensor<32x1x1x1280xf32>) -> tensor<320x1280xf32>
    %695 = "stablehlo.transpose"(%694) {permutation = array<i64: 1, 0>} : (tensor<320x1280xf32>) -> tensor<1280x320xf32>
    %696 = stablehlo.constant dense<0.0> : tensor<f32>
    %697 = "stablehlo.reduce"(%689, %696) ({
    ^bb0(%_r45a: tensor<f32>, %_r45b: tensor<f32>):
      %_r45c = stablehlo.add %_r45a, %_r45b : tensor<f32>
      "stablehlo.return"(%_r45c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x1x1x320xf32>, tensor<f32>) -> tensor<320xf32>
    %698 = stablehlo.constant dense<0.5> : tensor<32x1x1x1280xf32>
    %699 = stablehlo.multiply %595, %698 : tensor<32x1x1x1280xf32>
    %700 = stablehlo.multiply %592, %592 : tensor<32x1x1x1280xf32>
    %701 = stablehlo.negate %700 : tensor<32x1x1x1280xf32>
    %702 = stablehlo.exponential %701 : tensor<32x1x1x1280xf32>
    %703 = stablehlo.constant dense<0.3989423> : tensor<32x1x1x1280xf32>
    %704 = stablehlo.multiply %702, %703 : tensor<32x1x1x1280xf32>
    %705 = stablehlo.multiply %590, %704 : tensor<32x1x1x1280xf32>
    %706 = stablehlo.add %699, %705 : tensor<32x1x1x1280xf32>
    %707 = stablehlo.multiply %693, %706 : tensor<32x1x1x1280xf32>
    %708 = "stablehlo.dot_general"(%707, %stages.3.blocks.1.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x1x1x1280xf32>, tensor<320x1280xf32>) -> tensor<32x1x1x320xf32>
    %709 = "stablehlo.dot_general"(%587, %707) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x1x1x320xf32>, tensor<32x1x1x1280xf32>) -> tensor<320x1280xf32>
    %710 = stablehlo.constant dense<0.0> : tensor<f32>
    %711 = "stablehlo.reduce"(%707, %710) ({
    ^bb0(%_r46a: tensor<f32>, %_r46b: tensor<f32>):
      %_r46c = stablehlo.add %_r46a, %_r46b : tensor<f32>
      "stablehlo.return"(%_r46c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x1x1x1280xf32>, tensor<f32>) -> tensor<1280xf32>
    %712 = stablehlo.multiply %708, %584 : tensor<32x1x1x320xf32>
    %713 = stablehlo.constant dense<0.0> : tensor<f32>
    %714 = "stablehlo.reduce"(%712, %713) ({
    ^bb0(%_r47a: tensor<f32>, %_r47b: tensor<f32>):
      %_r47c = stablehlo.add %_r47a, %_r47b : tensor<f32>
      "stablehlo.return"(%_r47c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x1x1x320xf32>, tensor<f32>) -> tensor<32x1x1xf32>
    %715 = stablehlo.constant dense<320.0> : tensor<32x1x1xf32>
    %716 = stablehlo.divide %714, %715 : tensor<32x1x1xf32>
    %717 = "stablehlo.broadcast_in_dim"(%716) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x1x1xf32>) -> tensor<32x1x1x320xf32>
    %718 = stablehlo.subtract %712, %717 : tensor<32x1x1x320xf32>
    %719 = stablehlo.multiply %712, %583 : tensor<32x1x1x320xf32>
    %720 = stablehlo.constant dense<0.0> : tensor<f32>
    %721 = "stablehlo.reduce"(%719, %720) ({
    ^bb0(%_r48a: tensor<f32>, %_r48b: tensor<f32>):
      %_r48c = stablehlo.add %_r48a, %_r48b : tensor<f32>
      "stablehlo.return"(%_r48c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x1x1x320xf32>, tensor<f32>) -> tensor<32x1x1xf32>
    %722 = stablehlo.constant dense<320.0> : tensor<32x1x1xf32>
    %723 = stablehlo.divide %721, %722 : tensor<32x1x1xf32>
    %724 = "stablehlo.broadcast_in_dim"(%723) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x1x1xf32>) -> tensor<32x1x1x320xf32>
    %725 = stablehlo.multiply %583, %724 : tensor<32x1x1x320xf32>
    %726 = stablehlo.subtract %718, %725 : tensor<32x1x1x320xf32>
    %727 = stablehlo.multiply %582, %726 : tensor<32x1x1x320xf32>
    %728 = stablehlo.multiply %708, %583 : tensor<32x1x1x320xf32>
    %729 = stablehlo.constant dense<0.0> : tensor<f32>
    %730 = "stablehlo.reduce"(%728, %729) ({
    ^bb0(%_r49a: tensor<f32>, %_r49b: tensor<f32>):
      %_r49c = stablehlo.add %_r49a, %_r49b : tensor<f32>
      "stablehlo.return"(%_r49c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x1x1x320xf32>, tensor<f32>) -> tensor<320xf32>
    %731 = stablehlo.constant dense<0.0> : tensor<f32>
    %732 = "stablehlo.reduce"(%708, %731) ({
    ^bb0(%_r50a: tensor<f32>, %_r50b: tensor<f32>):
      %_r50c = stablehlo.add %_r50a, %_r50b : tensor<f32>
      "stablehlo.return"(%_r50c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x1x1x320xf32>, tensor<f32>) -> tensor<320xf32>
    %733 = "stablehlo.reverse"(%stages.3.blocks.1.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x320xf32>) -> tensor<7x7x1x320xf32>
    %734 = "stablehlo.convolution"(%727, %733) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 320 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x1x1x320xf32>, tensor<7x7x1x320xf32>) -> tensor<32x1x1x320xf32>
    %735 = "stablehlo.convolution"(%564, %727) {batch_group_count = 320 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x1x1x320xf32>, tensor<32x1x1x320xf32>) -> tensor<7x7x1x320xf32>
    %736 = stablehlo.constant dense<0.0> : tensor<f32>
    %737 = "stablehlo.reduce"(%727, %736) ({
    ^bb0(%_r51a: tensor<f32>, %_r51b: tensor<f32>):
      %_r51c = stablehlo.add %_r51a, %_r51b : tensor<f32>
      "stablehlo.return"(%_r51c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x1x1x320xf32>, tensor<f32>) -> tensor<320xf32>
    %738 = stablehlo.add %734, %687 : tensor<32x1x1x320xf32>
    %739 = stablehlo.multiply %738, %562 : tensor<32x1x1x320xf32>
    %740 = stablehlo.multiply %739, %559 : tensor<32x1x1x320xf32>
    %741 = stablehlo.multiply %739, %558 : tensor<32x1x1x320xf32>
    %742 = stablehlo.constant dense<0.0> : tensor<f32>
    %743 = "stablehlo.reduce"(%741, %742) ({
    ^bb0(%_r52a: tensor<f32>, %_r52b: tensor<f32>):
      %_r52c = stablehlo.add %_r52a, %_r52b : tensor<f32>
      "stablehlo.return"(%_r52c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x1x1x320xf32>, tensor<f32>) -> tensor<320xf32>
    %744 = "stablehlo.dot_general"(%740, %stages.3.blocks.0.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x1x1x320xf32>, tensor<1280x320xf32>) -> tensor<32x1x1x1280xf32>
    %745 = "stablehlo.dot_general"(%740, %555) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x1x1x320xf32>, tensor<32x1x1x1280xf32>) -> tensor<320x1280xf32>
    %746 = "stablehlo.transpose"(%745) {permutation = array<i64: 1, 0>} : (tensor<320x1280xf32>) -> tensor<1280x320xf32>
    %747 = stablehlo.constant dense<0.0> : tensor<f32>
    %748 = "stablehlo.reduce"(%740, %747) ({
    ^bb0(%_r53a: tensor<f32>, %_r53b: tensor<f32>):
      %_r53c = stablehlo.add %_r53a, %_r53b : tensor<f32>
      "stablehlo.return"(%_r53c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x1x1x320xf32>, tensor<f32>) -> tensor<320xf32>
    %749 = stablehlo.constant dense<0.5> : tensor<32x1x1x1280xf32>
    %750 = stablehlo.multiply %552, %749 : tensor<32x1x1x1280xf32>
    %751 = stablehlo.multiply %549, %549 : tensor<32x1x1x1280xf32>
    %752 = stablehlo.negate %751 : tensor<32x1x1x1280xf32>
    %753 = stablehlo.exponential %752 : tensor<32x1x1x1280xf32>
    %754 = stablehlo.constant dense<0.3989423> : tensor<32x1x1x1280xf32>
    %755 = stablehlo.multiply %753, %754 : tensor<32x1x1x1280xf32>
    %756 = stablehlo.multiply %547, %755 : tensor<32x1x1x1280xf32>
    %757 = stablehlo.add %750, %756 : tensor<32x1x1x1280xf32>
    %758 = stablehlo.multiply %744, %757 : tensor<32x1x1x1280xf32>
    %759 = "stablehlo.dot_general"(%758, %stages.3.blocks.0.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x1x1x1280xf32>, tensor<320x1280xf32>) -> tensor<32x1x1x320xf32>
    %760 = "stablehlo.dot_general"(%544, %758) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x1x1x320xf32>, tensor<32x1x1x1280xf32>) -> tensor<320x1280xf32>
    %761 = stablehlo.constant dense<0.0> : tensor<f32>
    %762 = "stablehlo.reduce"(%758, %761) ({
    ^bb0(%_r54a: tensor<f32>, %_r54b: tensor<f32>):
      %_r54c = stablehlo.add %_r54a, %_r54b : tensor<f32>
      "stablehlo.return"(%_r54c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x1x1x1280xf32>, tensor<f32>) -> tensor<1280xf32>
    %763 = stablehlo.multiply %759, %541 : tensor<32x1x1x320xf32>
    %764 = stablehlo.constant dense<0.0> : tensor<f32>
    %765 = "stablehlo.reduce"(%763, %764) ({
    ^bb0(%_r55a: tensor<f32>, %_r55b: tensor<f32>):
      %_r55c = stablehlo.add %_r55a, %_r55b : tensor<f32>
      "stablehlo.return"(%_r55c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x1x1x320xf32>, tensor<f32>) -> tensor<32x1x1xf32>
    %766 = stablehlo.constant dense<320.0> : tensor<32x1x1xf32>
    %767 = stablehlo.divide %765, %766 : tensor<32x1x1xf32>
    %768 = "stablehlo.broadcast_in_dim"(%767) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x1x1xf32>) -> tensor<32x1x1x320xf32>
    %769 = stablehlo.subtract %763, %768 : tensor<32x1x1x320xf32>
    %770 = stablehlo.multiply %763, %540 : tensor<32x1x1x320xf32>
    %771 = stablehlo.constant dense<0.0> : tensor<f32>
    %772 = "stablehlo.reduce"(%770, %771) ({
    ^bb0(%_r56a: tensor<f32>, %_r56b: tensor<f32>):
      %_r56c = stablehlo.add %_r56a, %_r56b : tensor<f32>
      "stablehlo.return"(%_r56c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x1x1x320xf32>, tensor<f32>) -> tensor<32x1x1xf32>
    %773 = stablehlo.constant dense<320.0> : tensor<32x1x1xf32>
    %774 = stablehlo.divide %772, %773 : tensor<32x1x1xf32>
    %775 = "stablehlo.broadcast_in_dim"(%774) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x1x1xf32>) -> tensor<32x1x1x320xf32>
    %776 = stablehlo.multiply %540, %775 : tensor<32x1x1x320xf32>
    %777 = stablehlo.subtract %769, %776 : tensor<32x1x1x320xf32>
    %778 = stablehlo.multiply %539, %777 : tensor<32x1x1x320xf32>
    %779 = stablehlo.multiply %759, %540 : tensor<32x1x1x320xf32>
    %780 = stablehlo.constant dense<0.0> : tensor<f32>
    %781 = "stablehlo.reduce"(%779, %780) ({
    ^bb0(%_r57a: tensor<f32>, %_r57b: tensor<f32>):
      %_r57c = stablehlo.add %_r57a, %_r57b : tensor<f32>
      "stablehlo.return"(%_r57c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x1x1x320xf32>, tensor<f32>) -> tensor<320xf32>
    %782 = stablehlo.constant dense<0.0> : tensor<f32>
    %783 = "stablehlo.reduce"(%759, %782) ({
    ^bb0(%_r58a: tensor<f32>, %_r58b: tensor<f32>):
      %_r58c = stablehlo.add %_r58a, %_r58b : tensor<f32>
      "stablehlo.return"(%_r58c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x1x1x320xf32>, tensor<f32>) -> tensor<320xf32>
    %784 = "stablehlo.reverse"(%stages.3.blocks.0.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x320xf32>) -> tensor<7x7x1x320xf32>
    %785 = "stablehlo.convolution"(%778, %784) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 320 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x1x1x320xf32>, tensor<7x7x1x320xf32>) -> tensor<32x1x1x320xf32>
    %786 = "stablehlo.convolution"(%521, %778) {batch_group_count = 320 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x1x1x320xf32>, tensor<32x1x1x320xf32>) -> tensor<7x7x1x320xf32>
    %787 = stablehlo.constant dense<0.0> : tensor<f32>
    %788 = "stablehlo.reduce"(%778, %787) ({
    ^bb0(%_r59a: tensor<f32>, %_r59b: tensor<f32>):
      %_r59c = stablehlo.add %_r59a, %_r59b : tensor<f32>
      "stablehlo.return"(%_r59c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x1x1x320xf32>, tensor<f32>) -> tensor<320xf32>
    %789 = stablehlo.add %785, %738 : tensor<32x1x1x320xf32>
    %790 = "stablehlo.reverse"(%stages.3.down.conv.w) {dimensions = array<i64: 0, 1>} : (tensor<2x2x160x320xf32>) -> tensor<2x2x160x320xf32>
    %791 = "stablehlo.convolution"(%789, %790) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 2, 2>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x1x1x320xf32>, tensor<2x2x160x320xf32>) -> tensor<32x2x2x160xf32>
    %792 = "stablehlo.convolution"(%518, %789) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 2, 2>, window_strides = array<i64: 1, 1>} : (tensor<32x2x2x160xf32>, tensor<32x1x1x320xf32>) -> tensor<2x2x160x320xf32>
    %793 = stablehlo.constant dense<0.0> : tensor<f32>
    %794 = "stablehlo.reduce"(%789, %793) ({
    ^bb0(%_r60a: tensor<f32>, %_r60b: tensor<f32>):
      %_r60c = stablehlo.add %_r60a, %_r60b : tensor<f32>
      "stablehlo.return"(%_r60c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x1x1x320xf32>, tensor<f32>) -> tensor<320xf32>
    %795 = stablehlo.multiply %791, %515 : tensor<32x2x2x160xf32>
    %796 = stablehlo.constant dense<0.0> : tensor<f32>
    %797 = "stablehlo.reduce"(%795, %796) ({
    ^bb0(%_r61a: tensor<f32>, %_r61b: tensor<f32>):
      %_r61c = stablehlo.add %_r61a, %_r61b : tensor<f32>
      "stablehlo.return"(%_r61c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x2x2xf32>
    %798 = stablehlo.constant dense<160.0> : tensor<32x2x2xf32>
    %799 = stablehlo.divide %797, %798 : tensor<32x2x2xf32>
    %800 = "stablehlo.broadcast_in_dim"(%799) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %801 = stablehlo.subtract %795, %800 : tensor<32x2x2x160xf32>
    %802 = stablehlo.multiply %795, %514 : tensor<32x2x2x160xf32>
    %803 = stablehlo.constant dense<0.0> : tensor<f32>
    %804 = "stablehlo.reduce"(%802, %803) ({
    ^bb0(%_r62a: tensor<f32>, %_r62b: tensor<f32>):
      %_r62c = stablehlo.add %_r62a, %_r62b : tensor<f32>
      "stablehlo.return"(%_r62c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x2x2xf32>
    %805 = stablehlo.constant dense<160.0> : tensor<32x2x2xf32>
    %806 = stablehlo.divide %804, %805 : tensor<32x2x2xf32>
    %807 = "stablehlo.broadcast_in_dim"(%806) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %808 = stablehlo.multiply %514, %807 : tensor<32x2x2x160xf32>
    %809 = stablehlo.subtract %801, %808 : tensor<32x2x2x160xf32>
    %810 = stablehlo.multiply %513, %809 : tensor<32x2x2x160xf32>
    %811 = stablehlo.multiply %791, %514 : tensor<32x2x2x160xf32>
    %812 = stablehlo.constant dense<0.0> : tensor<f32>
    %813 = "stablehlo.reduce"(%811, %812) ({
    ^bb0(%_r63a: tensor<f32>, %_r63b: tensor<f32>):
      %_r63c = stablehlo.add %_r63a, %_r63b : tensor<f32>
      "stablehlo.return"(%_r63c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<160xf32>
    %814 = stablehlo.constant dense<0.0> : tensor<f32>
    %815 = "stablehlo.reduce"(%791, %814) ({
    ^bb0(%_r64a: tensor<f32>, %_r64b: tensor<f32>):
      %_r64c = stablehlo.add %_r64a, %_r64b : tensor<f32>
      "stablehlo.return"(%_r64c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<160xf32>
    %816 = stablehlo.multiply %810, %496 : tensor<32x2x2x160xf32>
    %817 = stablehlo.multiply %816, %493 : tensor<32x2x2x160xf32>
    %818 = stablehlo.multiply %816, %492 : tensor<32x2x2x160xf32>
    %819 = stablehlo.constant dense<0.0> : tensor<f32>
    %820 = "stablehlo.reduce"(%818, %819) ({
    ^bb0(%_r65a: tensor<f32>, %_r65b: tensor<f32>):
      %_r65c = stablehlo.add %_r65a, %_r65b : tensor<f32>
      "stablehlo.return"(%_r65c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<160xf32>
    %821 = "stablehlo.dot_general"(%817, %stages.2.blocks.5.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x2x2x160xf32>, tensor<640x160xf32>) -> tensor<32x2x2x640xf32>
    %822 = "stablehlo.dot_general"(%817, %489) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x2x2x160xf32>, tensor<32x2x2x640xf32>) -> tensor<160x640xf32>
    %823 = "stablehlo.transpose"(%822) {permutation = array<i64: 1, 0>} : (tensor<160x640xf32>) -> tensor<640x160xf32>
    %824 = stablehlo.constant dense<0.0> : tensor<f32>
    %825 = "stablehlo.reduce"(%817, %824) ({
    ^bb0(%_r66a: tensor<f32>, %_r66b: tensor<f32>):
      %_r66c = stablehlo.add %_r66a, %_r66b : tensor<f32>
      "stablehlo.return"(%_r66c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<160xf32>
    %826 = stablehlo.constant dense<0.5> : tensor<32x2x2x640xf32>
    %827 = stablehlo.multiply %486, %826 : tensor<32x2x2x640xf32>
    %828 = stablehlo.multiply %483, %483 : tensor<32x2x2x640xf32>
    %829 = stablehlo.negate %828 : tensor<32x2x2x640xf32>
    %830 = stablehlo.exponential %829 : tensor<32x2x2x640xf32>
    %831 = stablehlo.constant dense<0.3989423> : tensor<32x2x2x640xf32>
    %832 = stablehlo.multiply %830, %831 : tensor<32x2x2x640xf32>
    %833 = stablehlo.multiply %481, %832 : tensor<32x2x2x640xf32>
    %834 = stablehlo.add %827, %833 : tensor<32x2x2x640xf32>
    %835 = stablehlo.multiply %821, %834 : tensor<32x2x2x640xf32>
    %836 = "stablehlo.dot_general"(%835, %stages.2.blocks.5.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x2x2x640xf32>, tensor<160x640xf32>) -> tensor<32x2x2x160xf32>
    %837 = "stablehlo.dot_general"(%478, %835) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x2x2x160xf32>, tensor<32x2x2x640xf32>) -> tensor<160x640xf32>
    %838 = stablehlo.constant dense<0.0> : tensor<f32>
    %839 = "stablehlo.reduce"(%835, %838) ({
    ^bb0(%_r67a: tensor<f32>, %_r67b: tensor<f32>):
      %_r67c = stablehlo.add %_r67a, %_r67b : tensor<f32>
      "stablehlo.return"(%_r67c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x640xf32>, tensor<f32>) -> tensor<640xf32>
    %840 = stablehlo.multiply %836, %475 : tensor<32x2x2x160xf32>
    %841 = stablehlo.constant dense<0.0> : tensor<f32>
    %842 = "stablehlo.reduce"(%840, %841) ({
    ^bb0(%_r68a: tensor<f32>, %_r68b: tensor<f32>):
      %_r68c = stablehlo.add %_r68a, %_r68b : tensor<f32>
      "stablehlo.return"(%_r68c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x2x2xf32>
    %843 = stablehlo.constant dense<160.0> : tensor<32x2x2xf32>
    %844 = stablehlo.divide %842, %843 : tensor<32x2x2xf32>
    %845 = "stablehlo.broadcast_in_dim"(%844) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %846 = stablehlo.subtract %840, %845 : tensor<32x2x2x160xf32>
    %847 = stablehlo.multiply %840, %474 : tensor<32x2x2x160xf32>
    %848 = stablehlo.constant dense<0.0> : tensor<f32>
    %849 = "stablehlo.reduce"(%847, %848) ({
    ^bb0(%_r69a: tensor<f32>, %_r69b: tensor<f32>):
      %_r69c = stablehlo.add %_r69a, %_r69b : tensor<f32>
      "stablehlo.return"(%_r69c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x2x2xf32>
    %850 = stablehlo.constant dense<160.0> : tensor<32x2x2xf32>
    %851 = stablehlo.divide %849, %850 : tensor<32x2x2xf32>
    %852 = "stablehlo.broadcast_in_dim"(%851) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %853 = stablehlo.multiply %474, %852 : tensor<32x2x2x160xf32>
    %854 = stablehlo.subtract %846, %853 : tensor<32x2x2x160xf32>
    %855 = stablehlo.multiply %473, %854 : tensor<32x2x2x160xf32>
    %856 = stablehlo.multiply %836, %474 : tensor<32x2x2x160xf32>
    %857 = stablehlo.constant dense<0.0> : tensor<f32>
    %858 = "stablehlo.reduce"(%856, %857) ({
    ^bb0(%_r70a: tensor<f32>, %_r70b: tensor<f32>):
      %_r70c = stablehlo.add %_r70a, %_r70b : tensor<f32>
      "stablehlo.return"(%_r70c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<160xf32>
    %859 = stablehlo.constant dense<0.0> : tensor<f32>
    %860 = "stablehlo.reduce"(%836, %859) ({
    ^bb0(%_r71a: tensor<f32>, %_r71b: tensor<f32>):
      %_r71c = stablehlo.add %_r71a, %_r71b : tensor<f32>
      "stablehlo.return"(%_r71c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<160xf32>
    %861 = "stablehlo.reverse"(%stages.2.blocks.5.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x160xf32>) -> tensor<7x7x1x160xf32>
    %862 = "stablehlo.convolution"(%855, %861) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 160 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x2x2x160xf32>, tensor<7x7x1x160xf32>) -> tensor<32x2x2x160xf32>
    %863 = "stablehlo.convolution"(%455, %855) {batch_group_count = 160 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x2x2x160xf32>, tensor<32x2x2x160xf32>) -> tensor<7x7x1x160xf32>
    %864 = stablehlo.constant dense<0.0> : tensor<f32>
    %865 = "stablehlo.reduce"(%855, %864) ({
    ^bb0(%_r72a: tensor<f32>, %_r72b: tensor<f32>):
      %_r72c = stablehlo.add %_r72a, %_r72b : tensor<f32>
      "stablehlo.return"(%_r72c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<160xf32>
    %866 = stablehlo.add %862, %810 : tensor<32x2x2x160xf32>
    %867 = stablehlo.multiply %866, %453 : tensor<32x2x2x160xf32>
    %868 = stablehlo.multiply %867, %450 : tensor<32x2x2x160xf32>
    %869 = stablehlo.multiply %867, %449 : tensor<32x2x2x160xf32>
    %870 = stablehlo.constant dense<0.0> : tensor<f32>
    %871 = "stablehlo.reduce"(%869, %870) ({
    ^bb0(%_r73a: tensor<f32>, %_r73b: tensor<f32>):
      %_r73c = stablehlo.add %_r73a, %_r73b : tensor<f32>
      "stablehlo.return"(%_r73c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<160xf32>
    %872 = "stablehlo.dot_general"(%868, %stages.2.blocks.4.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x2x2x160xf32>, tensor<640x160xf32>) -> tensor<32x2x2x640xf32>
    %873 = "stablehlo.dot_general"(%868, %446) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x2x2x160xf32>, tensor<32x2x2x640xf32>) -> tensor<160x640xf32>
    %874 = "stablehlo.transpose"(%873) {permutation = array<i64: 1, 0>} : (tensor<160x640xf32>) -> tensor<640x160xf32>
    %875 = stablehlo.constant dense<0.0> : tensor<f32>
    %876 = "stablehlo.reduce"(%868, %875) ({
    ^bb0(%_r74a: tensor<f32>, %_r74b: tensor<f32>):
      %_r74c = stablehlo.add %_r74a, %_r74b : tensor<f32>
      "stablehlo.return"(%_r74c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<160xf32>
    %877 = stablehlo.constant dense<0.5> : tensor<32x2x2x640xf32>
    %878 = stablehlo.multiply %443, %877 : tensor<32x2x2x640xf32>
    %879 = stablehlo.multiply %440, %440 : tensor<32x2x2x640xf32>
    %880 = stablehlo.negate %879 : tensor<32x2x2x640xf32>
    %881 = stablehlo.exponential %880 : tensor<32x2x2x640xf32>
    %882 = stablehlo.constant dense<0.3989423> : tensor<32x2x2x640xf32>
    %883 = stablehlo.multiply %881, %882 : tensor<32x2x2x640xf32>
    %884 = stablehlo.multiply %438, %883 : tensor<32x2x2x640xf32>
    %885 = stablehlo.add %878, %884 : tensor<32x2x2x640xf32>
    %886 = stablehlo.multiply %872, %885 : tensor<32x2x2x640xf32>
    %887 = "stablehlo.dot_general"(%886, %stages.2.blocks.4.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x2x2x640xf32>, tensor<160x640xf32>) -> tensor<32x2x2x160xf32>
    %888 = "stablehlo.dot_general"(%435, %886) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x2x2x160xf32>, tensor<32x2x2x640xf32>) -> tensor<160x640xf32>
    %889 = stablehlo.constant dense<0.0> : tensor<f32>
    %890 = "stablehlo.reduce"(%886, %889) ({
    ^bb0(%_r75a: tensor<f32>, %_r75b: tensor<f32>):
      %_r75c = stablehlo.add %_r75a, %_r75b : tensor<f32>
      "stablehlo.return"(%_r75c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x640xf32>, tensor<f32>) -> tensor<640xf32>
    %891 = stablehlo.multiply %887, %432 : tensor<32x2x2x160xf32>
    %892 = stablehlo.constant dense<0.0> : tensor<f32>
    %893 = "stablehlo.reduce"(%891, %892) ({
    ^bb0(%_r76a: tensor<f32>, %_r76b: tensor<f32>):
      %_r76c = stablehlo.add %_r76a, %_r76b : tensor<f32>
      "stablehlo.return"(%_r76c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x2x2xf32>
    %894 = stablehlo.constant dense<160.0> : tensor<32x2x2xf32>
    %895 = stablehlo.divide %893, %894 : tensor<32x2x2xf32>
    %896 = "stablehlo.broadcast_in_dim"(%895) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %897 = stablehlo.subtract %891, %896 : tensor<32x2x2x160xf32>
    %898 = stablehlo.multiply %891, %431 : tensor<32x2x2x160xf32>
    %899 = stablehlo.constant dense<0.0> : tensor<f32>
    %900 = "stablehlo.reduce"(%898, %899) ({
    ^bb0(%_r77a: tensor<f32>, %_r77b: tensor<f32>):
      %_r77c = stablehlo.add %_r77a, %_r77b : tensor<f32>
      "stablehlo.return"(%_r77c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x2x2xf32>
    %901 = stablehlo.constant dense<160.0> : tensor<32x2x2xf32>
    %902 = stablehlo.divide %900, %901 : tensor<32x2x2xf32>
    %903 = "stablehlo.broadcast_in_dim"(%902) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %904 = stablehlo.multiply %431, %903 : tensor<32x2x2x160xf32>
    %905 = stablehlo.subtract %897, %904 : tensor<32x2x2x160xf32>
    %906 = stablehlo.multiply %430, %905 : tensor<32x2x2x160xf32>
    %907 = stablehlo.multiply %887, %431 : tensor<32x2x2x160xf32>
    %908 = stablehlo.constant dense<0.0> : tensor<f32>
    %909 = "stablehlo.reduce"(%907, %908) ({
    ^bb0(%_r78a: tensor<f32>, %_r78b: tensor<f32>):
      %_r78c = stablehlo.add %_r78a, %_r78b : tensor<f32>
      "stablehlo.return"(%_r78c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<160xf32>
    %910 = stablehlo.constant dense<0.0> : tensor<f32>
    %911 = "stablehlo.reduce"(%887, %910) ({
    ^bb0(%_r79a: tensor<f32>, %_r79b: tensor<f32>):
      %_r79c = stablehlo.add %_r79a, %_r79b : tensor<f32>
      "stablehlo.return"(%_r79c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<160xf32>
    %912 = "stablehlo.reverse"(%stages.2.blocks.4.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x160xf32>) -> tensor<7x7x1x160xf32>
    %913 = "stablehlo.convolution"(%906, %912) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 160 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x2x2x160xf32>, tensor<7x7x1x160xf32>) -> tensor<32x2x2x160xf32>
    %914 = "stablehlo.convolution"(%412, %906) {batch_group_count = 160 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x2x2x160xf32>, tensor<32x2x2x160xf32>) -> tensor<7x7x1x160xf32>
    %915 = stablehlo.constant dense<0.0> : tensor<f32>
    %916 = "stablehlo.reduce"(%906, %915) ({
    ^bb0(%_r80a: tensor<f32>, %_r80b: tensor<f32>):
      %_r80c = stablehlo.add %_r80a, %_r80b : tensor<f32>
      "stablehlo.return"(%_r80c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<160xf32>
    %917 = stablehlo.add %913, %866 : tensor<32x2x2x160xf32>
    %918 = stablehlo.multiply %917, %410 : tensor<32x2x2x160xf32>
    %919 = stablehlo.multiply %918, %407 : tensor<32x2x2x160xf32>
    %920 = stablehlo.multiply %918, %406 : tensor<32x2x2x160xf32>
    %921 = stablehlo.constant dense<0.0> : tensor<f32>
    %922 = "stablehlo.reduce"(%920, %921) ({
    ^bb0(%_r81a: tensor<f32>, %_r81b: tensor<f32>):
      %_r81c = stablehlo.add %_r81a, %_r81b : tensor<f32>
      "stablehlo.return"(%_r81c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<160xf32>
    %923 = "stablehlo.dot_general"(%919, %stages.2.blocks.3.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x2x2x160xf32>, tensor<640x160xf32>) -> tensor<32x2x2x640xf32>
    %924 = "stablehlo.dot_general"(%919, %403) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x2x2x160xf32>, tensor<32x2x2x640xf32>) -> tensor<160x640xf32>
    %925 = "stablehlo.transpose"(%924) {permutation = array<i64: 1, 0>} : (tensor<160x640xf32>) -> tensor<640x160xf32>
    %926 = stablehlo.constant dense<0.0> : tensor<f32>
    %927 = "stablehlo.reduce"(%919, %926) ({
    ^bb0(%_r82a: tensor<f32>, %_r82b: tensor<f32>):
      %_r82c = stablehlo.add %_r82a, %_r82b : tensor<f32>
      "stablehlo.return"(%_r82c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<160xf32>
    %928 = stablehlo.constant dense<0.5> : tensor<32x2x2x640xf32>
    %929 = stablehlo.multiply %400, %928 : tensor<32x2x2x640xf32>
    %930 = stablehlo.multiply %397, %397 : tensor<32x2x2x640xf32>
    %931 = stablehlo.negate %930 : tensor<32x2x2x640xf32>
    %932 = stablehlo.exponential %931 : tensor<32x2x2x640xf32>
    %933 = stablehlo.constant dense<0.3989423> : tensor<32x2x2x640xf32>
    %934 = stablehlo.multiply %932, %933 : tensor<32x2x2x640xf32>
    %935 = stablehlo.multiply %395, %934 : tensor<32x2x2x640xf32>
    %936 = stablehlo.add %929, %935 : tensor<32x2x2x640xf32>
    %937 = stablehlo.multiply %923, %936 : tensor<32x2x2x640xf32>
    %938 = "stablehlo.dot_general"(%937, %stages.2.blocks.3.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x2x2x640xf32>, tensor<160x640xf32>) -> tensor<32x2x2x160xf32>
    %939 = "stablehlo.dot_general"(%392, %937) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x2x2x160xf32>, tensor<32x2x2x640xf32>) -> tensor<160x640xf32>
    %940 = stablehlo.constant dense<0.0> : tensor<f32>
    %941 = "stablehlo.reduce"(%937, %940) ({
    ^bb0(%_r83a: tensor<f32>, %_r83b: tensor<f32>):
      %_r83c = stablehlo.add %_r83a, %_r83b : tensor<f32>
      "stablehlo.return"(%_r83c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x640xf32>, tensor<f32>) -> tensor<640xf32>
    %942 = stablehlo.multiply %938, %389 : tensor<32x2x2x160xf32>
    %943 = stablehlo.constant dense<0.0> : tensor<f32>
    %944 = "stablehlo.reduce"(%942, %943) ({
    ^bb0(%_r84a: tensor<f32>, %_r84b: tensor<f32>):
      %_r84c = stablehlo.add %_r84a, %_r84b : tensor<f32>
      "stablehlo.return"(%_r84c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x2x2xf32>
    %945 = stablehlo.constant dense<160.0> : tensor<32x2x2xf32>
    %946 = stablehlo.divide %944, %945 : tensor<32x2x2xf32>
    %947 = "stablehlo.broadcast_in_dim"(%946) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %948 = stablehlo.subtract %942, %947 : tensor<32x2x2x160xf32>
    %949 = stablehlo.multiply %942, %388 : tensor<32x2x2x160xf32>
    %950 = stablehlo.constant dense<0.0> : tensor<f32>
    %951 = "stablehlo.reduce"(%949, %950) ({
    ^bb0(%_r85a: tensor<f32>, %_r85b: tensor<f32>):
      %_r85c = stablehlo.add %_r85a, %_r85b : tensor<f32>
      "stablehlo.return"(%_r85c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x2x2xf32>
    %952 = stablehlo.constant dense<160.0> : tensor<32x2x2xf32>
    %953 = stablehlo.divide %951, %952 : tensor<32x2x2xf32>
    %954 = "stablehlo.broadcast_in_dim"(%953) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %955 = stablehlo.multiply %388, %954 : tensor<32x2x2x160xf32>
    %956 = stablehlo.subtract %948, %955 : tensor<32x2x2x160xf32>
    %957 = stablehlo.multiply %387, %956 : tensor<32x2x2x160xf32>
    %958 = stablehlo.multiply %938, %388 : tensor<32x2x2x160xf32>
    %959 = stablehlo.constant dense<0.0> : tensor<f32>
    %960 = "stablehlo.reduce"(%958, %959) ({
    ^bb0(%_r86a: tensor<f32>, %_r86b: tensor<f32>):
      %_r86c = stablehlo.add %_r86a, %_r86b : tensor<f32>
      "stablehlo.return"(%_r86c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<160xf32>
    %961 = stablehlo.constant dense<0.0> : tensor<f32>
    %962 = "stablehlo.reduce"(%938, %961) ({
    ^bb0(%_r87a: tensor<f32>, %_r87b: tensor<f32>):
      %_r87c = stablehlo.add %_r87a, %_r87b : tensor<f32>
      "stablehlo.return"(%_r87c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<160xf32>
    %963 = "stablehlo.reverse"(%stages.2.blocks.3.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x160xf32>) -> tensor<7x7x1x160xf32>
    %964 = "stablehlo.convolution"(%957, %963) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 160 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x2x2x160xf32>, tensor<7x7x1x160xf32>) -> tensor<32x2x2x160xf32>
    %965 = "stablehlo.convolution"(%369, %957) {batch_group_count = 160 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x2x2x160xf32>, tensor<32x2x2x160xf32>) -> tensor<7x7x1x160xf32>
    %966 = stablehlo.constant dense<0.0> : tensor<f32>
    %967 = "stablehlo.reduce"(%957, %966) ({
    ^bb0(%_r88a: tensor<f32>, %_r88b: tensor<f32>):
      %_r88c = stablehlo.add %_r88a, %_r88b : tensor<f32>
      "stablehlo.return"(%_r88c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<160xf32>
    %968 = stablehlo.add %964, %917 : tensor<32x2x2x160xf32>
    %969 = stablehlo.multiply %968, %367 : tensor<32x2x2x160xf32>
    %970 = stablehlo.multiply %969, %364 : tensor<32x2x2x160xf32>
    %971 = stablehlo.multiply %969, %363 : tensor<32x2x2x160xf32>
    %972 = stablehlo.constant dense<0.0> : tensor<f32>
    %973 = "stablehlo.reduce"(%971, %972) ({
    ^bb0(%_r89a: tensor<f32>, %_r89b: tensor<f32>):
      %_r89c = stablehlo.add %_r89a, %_r89b : tensor<f32>
      "stablehlo.return"(%_r89c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<160xf32>
    %974 = "stablehlo.dot_general"(%970, %stages.2.blocks.2.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x2x2x160xf32>, tensor<640x160xf32>) -> tensor<32x2x2x640xf32>
    %975 = "stablehlo.dot_general"(%970, %360) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x2x2x160xf32>, tensor<32x2x2x640xf32>) -> tensor<160x640xf32>
    %976 = "stablehlo.transpose"(%975) {permutation = array<i64: 1, 0>} : (tensor<160x640xf32>) -> tensor<640x160xf32>
    %977 = stablehlo.constant dense<0.0> : tensor<f32>
    %978 = "stablehlo.reduce"(%970, %977) ({
    ^bb0(%_r90a: tensor<f32>, %_r90b: tensor<f32>):
      %_r90c = stablehlo.add %_r90a, %_r90b : tensor<f32>
      "stablehlo.return"(%_r90c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<160xf32>
    %979 = stablehlo.constant dense<0.5> : tensor<32x2x2x640xf32>
    %980 = stablehlo.multiply %357, %979 : tensor<32x2x2x640xf32>
    %981 = stablehlo.multiply %354, %354 : tensor<32x2x2x640xf32>
    %982 = stablehlo.negate %981 : tensor<32x2x2x640xf32>
    %983 = stablehlo.exponential %982 : tensor<32x2x2x640xf32>
    %984 = stablehlo.constant dense<0.3989423> : tensor<32x2x2x640xf32>
    %985 = stablehlo.multiply %983, %984 : tensor<32x2x2x640xf32>
    %986 = stablehlo.multiply %352, %985 : tensor<32x2x2x640xf32>
    %987 = stablehlo.add %980, %986 : tensor<32x2x2x640xf32>
    %988 = stablehlo.multiply %974, %987 : tensor<32x2x2x640xf32>
    %989 = "stablehlo.dot_general"(%988, %stages.2.blocks.2.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x2x2x640xf32>, tensor<160x640xf32>) -> tensor<32x2x2x160xf32>
    %990 = "stablehlo.dot_general"(%349, %988) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x2x2x160xf32>, tensor<32x2x2x640xf32>) -> tensor<160x640xf32>
    %991 = stablehlo.constant dense<0.0> : tensor<f32>
    %992 = "stablehlo.reduce"(%988, %991) ({
    ^bb0(%_r91a: tensor<f32>, %_r91b: tensor<f32>):
      %_r91c = stablehlo.add %_r91a, %_r91b : tensor<f32>
      "stablehlo.return"(%_r91c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x640xf32>, tensor<f32>) -> tensor<640xf32>
    %993 = stablehlo.multiply %989, %346 : tensor<32x2x2x160xf32>
    %994 = stablehlo.constant dense<0.0> : tensor<f32>
    %995 = "stablehlo.reduce"(%993, %994) ({
    ^bb0(%_r92a: tensor<f32>, %_r92b: tensor<f32>):
      %_r92c = stablehlo.add %_r92a, %_r92b : tensor<f32>
      "stablehlo.return"(%_r92c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x2x2xf32>
    %996 = stablehlo.constant dense<160.0> : tensor<32x2x2xf32>
    %997 = stablehlo.divide %995, %996 : tensor<32x2x2xf32>
    %998 = "stablehlo.broadcast_in_dim"(%997) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %999 = stablehlo.subtract %993, %998 : tensor<32x2x2x160xf32>
    %1000 = stablehlo.multiply %993, %345 : tensor<32x2x2x160xf32>
    %1001 = stablehlo.constant dense<0.0> : tensor<f32>
    %1002 = "stablehlo.reduce"(%1000, %1001) ({
    ^bb0(%_r93a: tensor<f32>, %_r93b: tensor<f32>):
      %_r93c = stablehlo.add %_r93a, %_r93b : tensor<f32>
      "stablehlo.return"(%_r93c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x2x2xf32>
    %1003 = stablehlo.constant dense<160.0> : tensor<32x2x2xf32>
    %1004 = stablehlo.divide %1002, %1003 : tensor<32x2x2xf32>
    %1005 = "stablehlo.broadcast_in_dim"(%1004) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %1006 = stablehlo.multiply %345, %1005 : tensor<32x2x2x160xf32>
    %1007 = stablehlo.subtract %999, %1006 : tensor<32x2x2x160xf32>
    %1008 = stablehlo.multiply %344, %1007 : tensor<32x2x2x160xf32>
    %1009 = stablehlo.multiply %989, %345 : tensor<32x2x2x160xf32>
    %1010 = stablehlo.constant dense<0.0> : tensor<f32>
    %1011 = "stablehlo.reduce"(%1009, %1010) ({
    ^bb0(%_r94a: tensor<f32>, %_r94b: tensor<f32>):
      %_r94c = stablehlo.add %_r94a, %_r94b : tensor<f32>
      "stablehlo.return"(%_r94c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<160xf32>
    %1012 = stablehlo.constant dense<0.0> : tensor<f32>
    %1013 = "stablehlo.reduce"(%989, %1012) ({
    ^bb0(%_r95a: tensor<f32>, %_r95b: tensor<f32>):
      %_r95c = stablehlo.add %_r95a, %_r95b : tensor<f32>
      "stablehlo.return"(%_r95c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<160xf32>
    %1014 = "stablehlo.reverse"(%stages.2.blocks.2.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x160xf32>) -> tensor<7x7x1x160xf32>
    %1015 = "stablehlo.convolution"(%1008, %1014) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 160 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x2x2x160xf32>, tensor<7x7x1x160xf32>) -> tensor<32x2x2x160xf32>
    %1016 = "stablehlo.convolution"(%326, %1008) {batch_group_count = 160 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x2x2x160xf32>, tensor<32x2x2x160xf32>) -> tensor<7x7x1x160xf32>
    %1017 = stablehlo.constant dense<0.0> : tensor<f32>
    %1018 = "stablehlo.reduce"(%1008, %1017) ({
    ^bb0(%_r96a: tensor<f32>, %_r96b: tensor<f32>):
      %_r96c = stablehlo.add %_r96a, %_r96b : tensor<f32>
      "stablehlo.return"(%_r96c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<160xf32>
    %1019 = stablehlo.add %1015, %968 : tensor<32x2x2x160xf32>
    %1020 = stablehlo.multiply %1019, %324 : tensor<32x2x2x160xf32>
    %1021 = stablehlo.multiply %1020, %321 : tensor<32x2x2x160xf32>
    %1022 = stablehlo.multiply %1020, %320 : tensor<32x2x2x160xf32>
    %1023 = stablehlo.constant dense<0.0> : tensor<f32>
    %1024 = "stablehlo.reduce"(%1022, %1023) ({
    ^bb0(%_r97a: tensor<f32>, %_r97b: tensor<f32>):
      %_r97c = stablehlo.add %_r97a, %_r97b : tensor<f32>
      "stablehlo.return"(%_r97c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<160xf32>
    %1025 = "stablehlo.dot_general"(%1021, %stages.2.blocks.1.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x2x2x160xf32>, tensor<640x160xf32>) -> tensor<32x2x2x640xf32>
    %1026 = "stablehlo.dot_general"(%1021, %317) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x2x2x160xf32>, tensor<32x2x2x640xf32>) -> tensor<160x640xf32>
    %1027 = "stablehlo.transpose"(%1026) {permutation = array<i64: 1, 0>} : (tensor<160x640xf32>) -> tensor<640x160xf32>
    %1028 = stablehlo.constant dense<0.0> : tensor<f32>
    %1029 = "stablehlo.reduce"(%1021, %1028) ({
    ^bb0(%_r98a: tensor<f32>, %_r98b: tensor<f32>):
      %_r98c = stablehlo.add %_r98a, %_r98b : tensor<f32>
      "stablehlo.return"(%_r98c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<160xf32>
    %1030 = stablehlo.constant dense<0.5> : tensor<32x2x2x640xf32>
    %1031 = stablehlo.multiply %314, %1030 : tensor<32x2x2x640xf32>
    %1032 = stablehlo.multiply %311, %311 : tensor<32x2x2x640xf32>
    %1033 = stablehlo.negate %1032 : tensor<32x2x2x640xf32>
    %1034 = stablehlo.exponential %1033 : tensor<32x2x2x640xf32>
    %1035 = stablehlo.constant dense<0.3989423> : tensor<32x2x2x640xf32>
    %1036 = stablehlo.multiply %1034, %1035 : tensor<32x2x2x640xf32>
    %1037 = stablehlo.multiply %309, %1036 : tensor<32x2x2x640xf32>
    %1038 = stablehlo.add %1031, %1037 : tensor<32x2x2x640xf32>
    %1039 = stablehlo.multiply %1025, %1038 : tensor<32x2x2x640xf32>
    %1040 = "stablehlo.dot_general"(%1039, %stages.2.blocks.1.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x2x2x640xf32>, tensor<160x640xf32>) -> tensor<32x2x2x160xf32>
    %1041 = "stablehlo.dot_general"(%306, %1039) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x2x2x160xf32>, tensor<32x2x2x640xf32>) -> tensor<160x640xf32>
    %1042 = stablehlo.constant dense<0.0> : tensor<f32>
    %1043 = "stablehlo.reduce"(%1039, %1042) ({
    ^bb0(%_r99a: tensor<f32>, %_r99b: tensor<f32>):
      %_r99c = stablehlo.add %_r99a, %_r99b : tensor<f32>
      "stablehlo.return"(%_r99c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x640xf32>, tensor<f32>) -> tensor<640xf32>
    %1044 = stablehlo.multiply %1040, %303 : tensor<32x2x2x160xf32>
    %1045 = stablehlo.constant dense<0.0> : tensor<f32>
    %1046 = "stablehlo.reduce"(%1044, %1045) ({
    ^bb0(%_r100a: tensor<f32>, %_r100b: tensor<f32>):
      %_r100c = stablehlo.add %_r100a, %_r100b : tensor<f32>
      "stablehlo.return"(%_r100c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x2x2xf32>
    %1047 = stablehlo.constant dense<160.0> : tensor<32x2x2xf32>
    %1048 = stablehlo.divide %1046, %1047 : tensor<32x2x2xf32>
    %1049 = "stablehlo.broadcast_in_dim"(%1048) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %1050 = stablehlo.subtract %1044, %1049 : tensor<32x2x2x160xf32>
    %1051 = stablehlo.multiply %1044, %302 : tensor<32x2x2x160xf32>
    %1052 = stablehlo.constant dense<0.0> : tensor<f32>
    %1053 = "stablehlo.reduce"(%1051, %1052) ({
    ^bb0(%_r101a: tensor<f32>, %_r101b: tensor<f32>):
      %_r101c = stablehlo.add %_r101a, %_r101b : tensor<f32>
      "stablehlo.return"(%_r101c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x2x2xf32>
    %1054 = stablehlo.constant dense<160.0> : tensor<32x2x2xf32>
    %1055 = stablehlo.divide %1053, %1054 : tensor<32x2x2xf32>
    %1056 = "stablehlo.broadcast_in_dim"(%1055) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %1057 = stablehlo.multiply %302, %1056 : tensor<32x2x2x160xf32>
    %1058 = stablehlo.subtract %1050, %1057 : tensor<32x2x2x160xf32>
    %1059 = stablehlo.multiply %301, %1058 : tensor<32x2x2x160xf32>
    %1060 = stablehlo.multiply %1040, %302 : tensor<32x2x2x160xf32>
    %1061 = stablehlo.constant dense<0.0> : tensor<f32>
    %1062 = "stablehlo.reduce"(%1060, %1061) ({
    ^bb0(%_r102a: tensor<f32>, %_r102b: tensor<f32>):
      %_r102c = stablehlo.add %_r102a, %_r102b : tensor<f32>
      "stablehlo.return"(%_r102c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<160xf32>
    %1063 = stablehlo.constant dense<0.0> : tensor<f32>
    %1064 = "stablehlo.reduce"(%1040, %1063) ({
    ^bb0(%_r103a: tensor<f32>, %_r103b: tensor<f32>):
      %_r103c = stablehlo.add %_r103a, %_r103b : tensor<f32>
      "stablehlo.return"(%_r103c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<160xf32>
    %1065 = "stablehlo.reverse"(%stages.2.blocks.1.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x160xf32>) -> tensor<7x7x1x160xf32>
    %1066 = "stablehlo.convolution"(%1059, %1065) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 160 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x2x2x160xf32>, tensor<7x7x1x160xf32>) -> tensor<32x2x2x160xf32>
    %1067 = "stablehlo.convolution"(%283, %1059) {batch_group_count = 160 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x2x2x160xf32>, tensor<32x2x2x160xf32>) -> tensor<7x7x1x160xf32>
    %1068 = stablehlo.constant dense<0.0> : tensor<f32>
    %1069 = "stablehlo.reduce"(%1059, %1068) ({
    ^bb0(%_r104a: tensor<f32>, %_r104b: tensor<f32>):
      %_r104c = stablehlo.add %_r104a, %_r104b : tensor<f32>
      "stablehlo.return"(%_r104c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<160xf32>
    %1070 = stablehlo.add %1066, %1019 : tensor<32x2x2x160xf32>
    %1071 = stablehlo.multiply %1070, %281 : tensor<32x2x2x160xf32>
    %1072 = stablehlo.multiply %1071, %278 : tensor<32x2x2x160xf32>
    %1073 = stablehlo.multiply %1071, %277 : tensor<32x2x2x160xf32>
    %1074 = stablehlo.constant dense<0.0> : tensor<f32>
    %1075 = "stablehlo.reduce"(%1073, %1074) ({
    ^bb0(%_r105a: tensor<f32>, %_r105b: tensor<f32>):
      %_r105c = stablehlo.add %_r105a, %_r105b : tensor<f32>
      "stablehlo.return"(%_r105c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<160xf32>
    %1076 = "stablehlo.dot_general"(%1072, %stages.2.blocks.0.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x2x2x160xf32>, tensor<640x160xf32>) -> tensor<32x2x2x640xf32>
    %1077 = "stablehlo.dot_general"(%1072, %274) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x2x2x160xf32>, tensor<32x2x2x640xf32>) -> tensor<160x640xf32>
    %1078 = "stablehlo.transpose"(%1077) {permutation = array<i64: 1, 0>} : (tensor<160x640xf32>) -> tensor<640x160xf32>
    %1079 = stablehlo.constant dense<0.0> : tensor<f32>
    %1080 = "stablehlo.reduce"(%1072, %1079) ({
    ^bb0(%_r106a: tensor<f32>, %_r106b: tensor<f32>):
      %_r106c = stablehlo.add %_r106a, %_r106b : tensor<f32>
      "stablehlo.return"(%_r106c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<160xf32>
    %1081 = stablehlo.constant dense<0.5> : tensor<32x2x2x640xf32>
    %1082 = stablehlo.multiply %271, %1081 : tensor<32x2x2x640xf32>
    %1083 = stablehlo.multiply %268, %268 : tensor<32x2x2x640xf32>
    %1084 = stablehlo.negate %1083 : tensor<32x2x2x640xf32>
    %1085 = stablehlo.exponential %1084 : tensor<32x2x2x640xf32>
    %1086 = stablehlo.constant dense<0.3989423> : tensor<32x2x2x640xf32>
    %1087 = stablehlo.multiply %1085, %1086 : tensor<32x2x2x640xf32>
    %1088 = stablehlo.multiply %266, %1087 : tensor<32x2x2x640xf32>
    %1089 = stablehlo.add %1082, %1088 : tensor<32x2x2x640xf32>
    %1090 = stablehlo.multiply %1076, %1089 : tensor<32x2x2x640xf32>
    %1091 = "stablehlo.dot_general"(%1090, %stages.2.blocks.0.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x2x2x640xf32>, tensor<160x640xf32>) -> tensor<32x2x2x160xf32>
    %1092 = "stablehlo.dot_general"(%263, %1090) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x2x2x160xf32>, tensor<32x2x2x640xf32>) -> tensor<160x640xf32>
    %1093 = stablehlo.constant dense<0.0> : tensor<f32>
    %1094 = "stablehlo.reduce"(%1090, %1093) ({
    ^bb0(%_r107a: tensor<f32>, %_r107b: tensor<f32>):
      %_r107c = stablehlo.add %_r107a, %_r107b : tensor<f32>
      "stablehlo.return"(%_r107c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x640xf32>, tensor<f32>) -> tensor<640xf32>
    %1095 = stablehlo.multiply %1091, %260 : tensor<32x2x2x160xf32>
    %1096 = stablehlo.constant dense<0.0> : tensor<f32>
    %1097 = "stablehlo.reduce"(%1095, %1096) ({
    ^bb0(%_r108a: tensor<f32>, %_r108b: tensor<f32>):
      %_r108c = stablehlo.add %_r108a, %_r108b : tensor<f32>
      "stablehlo.return"(%_r108c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x2x2xf32>
    %1098 = stablehlo.constant dense<160.0> : tensor<32x2x2xf32>
    %1099 = stablehlo.divide %1097, %1098 : tensor<32x2x2xf32>
    %1100 = "stablehlo.broadcast_in_dim"(%1099) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %1101 = stablehlo.subtract %1095, %1100 : tensor<32x2x2x160xf32>
    %1102 = stablehlo.multiply %1095, %259 : tensor<32x2x2x160xf32>
    %1103 = stablehlo.constant dense<0.0> : tensor<f32>
    %1104 = "stablehlo.reduce"(%1102, %1103) ({
    ^bb0(%_r109a: tensor<f32>, %_r109b: tensor<f32>):
      %_r109c = stablehlo.add %_r109a, %_r109b : tensor<f32>
      "stablehlo.return"(%_r109c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<32x2x2xf32>
    %1105 = stablehlo.constant dense<160.0> : tensor<32x2x2xf32>
    %1106 = stablehlo.divide %1104, %1105 : tensor<32x2x2xf32>
    %1107 = "stablehlo.broadcast_in_dim"(%1106) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2xf32>) -> tensor<32x2x2x160xf32>
    %1108 = stablehlo.multiply %259, %1107 : tensor<32x2x2x160xf32>
    %1109 = stablehlo.subtract %1101, %1108 : tensor<32x2x2x160xf32>
    %1110 = stablehlo.multiply %258, %1109 : tensor<32x2x2x160xf32>
    %1111 = stablehlo.multiply %1091, %259 : tensor<32x2x2x160xf32>
    %1112 = stablehlo.constant dense<0.0> : tensor<f32>
    %1113 = "stablehlo.reduce"(%1111, %1112) ({
    ^bb0(%_r110a: tensor<f32>, %_r110b: tensor<f32>):
      %_r110c = stablehlo.add %_r110a, %_r110b : tensor<f32>
      "stablehlo.return"(%_r110c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<160xf32>
    %1114 = stablehlo.constant dense<0.0> : tensor<f32>
    %1115 = "stablehlo.reduce"(%1091, %1114) ({
    ^bb0(%_r111a: tensor<f32>, %_r111b: tensor<f32>):
      %_r111c = stablehlo.add %_r111a, %_r111b : tensor<f32>
      "stablehlo.return"(%_r111c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<160xf32>
    %1116 = "stablehlo.reverse"(%stages.2.blocks.0.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x160xf32>) -> tensor<7x7x1x160xf32>
    %1117 = "stablehlo.convolution"(%1110, %1116) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 160 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x2x2x160xf32>, tensor<7x7x1x160xf32>) -> tensor<32x2x2x160xf32>
    %1118 = "stablehlo.convolution"(%240, %1110) {batch_group_count = 160 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x2x2x160xf32>, tensor<32x2x2x160xf32>) -> tensor<7x7x1x160xf32>
    %1119 = stablehlo.constant dense<0.0> : tensor<f32>
    %1120 = "stablehlo.reduce"(%1110, %1119) ({
    ^bb0(%_r112a: tensor<f32>, %_r112b: tensor<f32>):
      %_r112c = stablehlo.add %_r112a, %_r112b : tensor<f32>
      "stablehlo.return"(%_r112c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<160xf32>
    %1121 = stablehlo.add %1117, %1070 : tensor<32x2x2x160xf32>
    %1122 = "stablehlo.reverse"(%stages.2.down.conv.w) {dimensions = array<i64: 0, 1>} : (tensor<2x2x80x160xf32>) -> tensor<2x2x80x160xf32>
    %1123 = "stablehlo.convolution"(%1121, %1122) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 2, 2>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x2x2x160xf32>, tensor<2x2x80x160xf32>) -> tensor<32x4x4x80xf32>
    %1124 = "stablehlo.convolution"(%237, %1121) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 2, 2>, window_strides = array<i64: 1, 1>} : (tensor<32x4x4x80xf32>, tensor<32x2x2x160xf32>) -> tensor<2x2x80x160xf32>
    %1125 = stablehlo.constant dense<0.0> : tensor<f32>
    %1126 = "stablehlo.reduce"(%1121, %1125) ({
    ^bb0(%_r113a: tensor<f32>, %_r113b: tensor<f32>):
      %_r113c = stablehlo.add %_r113a, %_r113b : tensor<f32>
      "stablehlo.return"(%_r113c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x2x2x160xf32>, tensor<f32>) -> tensor<160xf32>
    %1127 = stablehlo.multiply %1123, %234 : tensor<32x4x4x80xf32>
    %1128 = stablehlo.constant dense<0.0> : tensor<f32>
    %1129 = "stablehlo.reduce"(%1127, %1128) ({
    ^bb0(%_r114a: tensor<f32>, %_r114b: tensor<f32>):
      %_r114c = stablehlo.add %_r114a, %_r114b : tensor<f32>
      "stablehlo.return"(%_r114c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x4x4x80xf32>, tensor<f32>) -> tensor<32x4x4xf32>
    %1130 = stablehlo.constant dense<80.0> : tensor<32x4x4xf32>
    %1131 = stablehlo.divide %1129, %1130 : tensor<32x4x4xf32>
    %1132 = "stablehlo.broadcast_in_dim"(%1131) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x4x4xf32>) -> tensor<32x4x4x80xf32>
    %1133 = stablehlo.subtract %1127, %1132 : tensor<32x4x4x80xf32>
    %1134 = stablehlo.multiply %1127, %233 : tensor<32x4x4x80xf32>
    %1135 = stablehlo.constant dense<0.0> : tensor<f32>
    %1136 = "stablehlo.reduce"(%1134, %1135) ({
    ^bb0(%_r115a: tensor<f32>, %_r115b: tensor<f32>):
      %_r115c = stablehlo.add %_r115a, %_r115b : tensor<f32>
      "stablehlo.return"(%_r115c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x4x4x80xf32>, tensor<f32>) -> tensor<32x4x4xf32>
    %1137 = stablehlo.constant dense<80.0> : tensor<32x4x4xf32>
    %1138 = stablehlo.divide %1136, %1137 : tensor<32x4x4xf32>
    %1139 = "stablehlo.broadcast_in_dim"(%1138) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x4x4xf32>) -> tensor<32x4x4x80xf32>
    %1140 = stablehlo.multiply %233, %1139 : tensor<32x4x4x80xf32>
    %1141 = stablehlo.subtract %1133, %1140 : tensor<32x4x4x80xf32>
    %1142 = stablehlo.multiply %232, %1141 : tensor<32x4x4x80xf32>
    %1143 = stablehlo.multiply %1123, %233 : tensor<32x4x4x80xf32>
    %1144 = stablehlo.constant dense<0.0> : tensor<f32>
    %1145 = "stablehlo.reduce"(%1143, %1144) ({
    ^bb0(%_r116a: tensor<f32>, %_r116b: tensor<f32>):
      %_r116c = stablehlo.add %_r116a, %_r116b : tensor<f32>
      "stablehlo.return"(%_r116c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x4x4x80xf32>, tensor<f32>) -> tensor<80xf32>
    %1146 = stablehlo.constant dense<0.0> : tensor<f32>
    %1147 = "stablehlo.reduce"(%1123, %1146) ({
    ^bb0(%_r117a: tensor<f32>, %_r117b: tensor<f32>):
      %_r117c = stablehlo.add %_r117a, %_r117b : tensor<f32>
      "stablehlo.return"(%_r117c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x4x4x80xf32>, tensor<f32>) -> tensor<80xf32>
    %1148 = stablehlo.multiply %1142, %215 : tensor<32x4x4x80xf32>
    %1149 = stablehlo.multiply %1148, %212 : tensor<32x4x4x80xf32>
    %1150 = stablehlo.multiply %1148, %211 : tensor<32x4x4x80xf32>
    %1151 = stablehlo.constant dense<0.0> : tensor<f32>
    %1152 = "stablehlo.reduce"(%1150, %1151) ({
    ^bb0(%_r118a: tensor<f32>, %_r118b: tensor<f32>):
      %_r118c = stablehlo.add %_r118a, %_r118b : tensor<f32>
      "stablehlo.return"(%_r118c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x4x4x80xf32>, tensor<f32>) -> tensor<80xf32>
    %1153 = "stablehlo.dot_general"(%1149, %stages.1.blocks.1.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x4x4x80xf32>, tensor<320x80xf32>) -> tensor<32x4x4x320xf32>
    %1154 = "stablehlo.dot_general"(%1149, %208) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x4x4x80xf32>, tensor<32x4x4x320xf32>) -> tensor<80x320xf32>
    %1155 = "stablehlo.transpose"(%1154) {permutation = array<i64: 1, 0>} : (tensor<80x320xf32>) -> tensor<320x80xf32>
    %1156 = stablehlo.constant dense<0.0> : tensor<f32>
    %1157 = "stablehlo.reduce"(%1149, %1156) ({
    ^bb0(%_r119a: tensor<f32>, %_r119b: tensor<f32>):
      %_r119c = stablehlo.add %_r119a, %_r119b : tensor<f32>
      "stablehlo.return"(%_r119c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x4x4x80xf32>, tensor<f32>) -> tensor<80xf32>
    %1158 = stablehlo.constant dense<0.5> : tensor<32x4x4x320xf32>
    %1159 = stablehlo.multiply %205, %1158 : tensor<32x4x4x320xf32>
    %1160 = stablehlo.multiply %202, %202 : tensor<32x4x4x320xf32>
    %1161 = stablehlo.negate %1160 : tensor<32x4x4x320xf32>
    %1162 = stablehlo.exponential %1161 : tensor<32x4x4x320xf32>
    %1163 = stablehlo.constant dense<0.3989423> : tensor<32x4x4x320xf32>
    %1164 = stablehlo.multiply %1162, %1163 : tensor<32x4x4x320xf32>
    %1165 = stablehlo.multiply %200, %1164 : tensor<32x4x4x320xf32>
    %1166 = stablehlo.add %1159, %1165 : tensor<32x4x4x320xf32>
    %1167 = stablehlo.multiply %1153, %1166 : tensor<32x4x4x320xf32>
    %1168 = "stablehlo.dot_general"(%1167, %stages.1.blocks.1.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x4x4x320xf32>, tensor<80x320xf32>) -> tensor<32x4x4x80xf32>
    %1169 = "stablehlo.dot_general"(%197, %1167) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x4x4x80xf32>, tensor<32x4x4x320xf32>) -> tensor<80x320xf32>
    %1170 = stablehlo.constant dense<0.0> : tensor<f32>
    %1171 = "stablehlo.reduce"(%1167, %1170) ({
    ^bb0(%_r120a: tensor<f32>, %_r120b: tensor<f32>):
      %_r120c = stablehlo.add %_r120a, %_r120b : tensor<f32>
      "stablehlo.return"(%_r120c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x4x4x320xf32>, tensor<f32>) -> tensor<320xf32>
    %1172 = stablehlo.multiply %1168, %194 : tensor<32x4x4x80xf32>
    %1173 = stablehlo.constant dense<0.0> : tensor<f32>
    %1174 = "stablehlo.reduce"(%1172, %1173) ({
    ^bb0(%_r121a: tensor<f32>, %_r121b: tensor<f32>):
      %_r121c = stablehlo.add %_r121a, %_r121b : tensor<f32>
      "stablehlo.return"(%_r121c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x4x4x80xf32>, tensor<f32>) -> tensor<32x4x4xf32>
    %1175 = stablehlo.constant dense<80.0> : tensor<32x4x4xf32>
    %1176 = stablehlo.divide %1174, %1175 : tensor<32x4x4xf32>
    %1177 = "stablehlo.broadcast_in_dim"(%1176) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x4x4xf32>) -> tensor<32x4x4x80xf32>
    %1178 = stablehlo.subtract %1172, %1177 : tensor<32x4x4x80xf32>
    %1179 = stablehlo.multiply %1172, %193 : tensor<32x4x4x80xf32>
    %1180 = stablehlo.constant dense<0.0> : tensor<f32>
    %1181 = "stablehlo.reduce"(%1179, %1180) ({
    ^bb0(%_r122a: tensor<f32>, %_r122b: tensor<f32>):
      %_r122c = stablehlo.add %_r122a, %_r122b : tensor<f32>
      "stablehlo.return"(%_r122c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x4x4x80xf32>, tensor<f32>) -> tensor<32x4x4xf32>
    %1182 = stablehlo.constant dense<80.0> : tensor<32x4x4xf32>
    %1183 = stablehlo.divide %1181, %1182 : tensor<32x4x4xf32>
    %1184 = "stablehlo.broadcast_in_dim"(%1183) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x4x4xf32>) -> tensor<32x4x4x80xf32>
    %1185 = stablehlo.multiply %193, %1184 : tensor<32x4x4x80xf32>
    %1186 = stablehlo.subtract %1178, %1185 : tensor<32x4x4x80xf32>
    %1187 = stablehlo.multiply %192, %1186 : tensor<32x4x4x80xf32>
    %1188 = stablehlo.multiply %1168, %193 : tensor<32x4x4x80xf32>
    %1189 = stablehlo.constant dense<0.0> : tensor<f32>
    %1190 = "stablehlo.reduce"(%1188, %1189) ({
    ^bb0(%_r123a: tensor<f32>, %_r123b: tensor<f32>):
      %_r123c = stablehlo.add %_r123a, %_r123b : tensor<f32>
      "stablehlo.return"(%_r123c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x4x4x80xf32>, tensor<f32>) -> tensor<80xf32>
    %1191 = stablehlo.constant dense<0.0> : tensor<f32>
    %1192 = "stablehlo.reduce"(%1168, %1191) ({
    ^bb0(%_r124a: tensor<f32>, %_r124b: tensor<f32>):
      %_r124c = stablehlo.add %_r124a, %_r124b : tensor<f32>
      "stablehlo.return"(%_r124c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x4x4x80xf32>, tensor<f32>) -> tensor<80xf32>
    %1193 = "stablehlo.reverse"(%stages.1.blocks.1.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x80xf32>) -> tensor<7x7x1x80xf32>
    %1194 = "stablehlo.convolution"(%1187, %1193) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 80 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x4x4x80xf32>, tensor<7x7x1x80xf32>) -> tensor<32x4x4x80xf32>
    %1195 = "stablehlo.convolution"(%174, %1187) {batch_group_count = 80 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x4x4x80xf32>, tensor<32x4x4x80xf32>) -> tensor<7x7x1x80xf32>
    %1196 = stablehlo.constant dense<0.0> : tensor<f32>
    %1197 = "stablehlo.reduce"(%1187, %1196) ({
    ^bb0(%_r125a: tensor<f32>, %_r125b: tensor<f32>):
      %_r125c = stablehlo.add %_r125a, %_r125b : tensor<f32>
      "stablehlo.return"(%_r125c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x4x4x80xf32>, tensor<f32>) -> tensor<80xf32>
    %1198 = stablehlo.add %1194, %1142 : tensor<32x4x4x80xf32>
    %1199 = stablehlo.multiply %1198, %172 : tensor<32x4x4x80xf32>
    %1200 = stablehlo.multiply %1199, %169 : tensor<32x4x4x80xf32>
    %1201 = stablehlo.multiply %1199, %168 : tensor<32x4x4x80xf32>
    %1202 = stablehlo.constant dense<0.0> : tensor<f32>
    %1203 = "stablehlo.reduce"(%1201, %1202) ({
    ^bb0(%_r126a: tensor<f32>, %_r126b: tensor<f32>):
      %_r126c = stablehlo.add %_r126a, %_r126b : tensor<f32>
      "stablehlo.return"(%_r126c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x4x4x80xf32>, tensor<f32>) -> tensor<80xf32>
    %1204 = "stablehlo.dot_general"(%1200, %stages.1.blocks.0.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x4x4x80xf32>, tensor<320x80xf32>) -> tensor<32x4x4x320xf32>
    %1205 = "stablehlo.dot_general"(%1200, %165) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x4x4x80xf32>, tensor<32x4x4x320xf32>) -> tensor<80x320xf32>
    %1206 = "stablehlo.transpose"(%1205) {permutation = array<i64: 1, 0>} : (tensor<80x320xf32>) -> tensor<320x80xf32>
    %1207 = stablehlo.constant dense<0.0> : tensor<f32>
    %1208 = "stablehlo.reduce"(%1200, %1207) ({
    ^bb0(%_r127a: tensor<f32>, %_r127b: tensor<f32>):
      %_r127c = stablehlo.add %_r127a, %_r127b : tensor<f32>
      "stablehlo.return"(%_r127c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x4x4x80xf32>, tensor<f32>) -> tensor<80xf32>
    %1209 = stablehlo.constant dense<0.5> : tensor<32x4x4x320xf32>
    %1210 = stablehlo.multiply %162, %1209 : tensor<32x4x4x320xf32>
    %1211 = stablehlo.multiply %159, %159 : tensor<32x4x4x320xf32>
    %1212 = stablehlo.negate %1211 : tensor<32x4x4x320xf32>
    %1213 = stablehlo.exponential %1212 : tensor<32x4x4x320xf32>
    %1214 = stablehlo.constant dense<0.3989423> : tensor<32x4x4x320xf32>
    %1215 = stablehlo.multiply %1213, %1214 : tensor<32x4x4x320xf32>
    %1216 = stablehlo.multiply %157, %1215 : tensor<32x4x4x320xf32>
    %1217 = stablehlo.add %1210, %1216 : tensor<32x4x4x320xf32>
    %1218 = stablehlo.multiply %1204, %1217 : tensor<32x4x4x320xf32>
    %1219 = "stablehlo.dot_general"(%1218, %stages.1.blocks.0.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x4x4x320xf32>, tensor<80x320xf32>) -> tensor<32x4x4x80xf32>
    %1220 = "stablehlo.dot_general"(%154, %1218) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x4x4x80xf32>, tensor<32x4x4x320xf32>) -> tensor<80x320xf32>
    %1221 = stablehlo.constant dense<0.0> : tensor<f32>
    %1222 = "stablehlo.reduce"(%1218, %1221) ({
    ^bb0(%_r128a: tensor<f32>, %_r128b: tensor<f32>):
      %_r128c = stablehlo.add %_r128a, %_r128b : tensor<f32>
      "stablehlo.return"(%_r128c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x4x4x320xf32>, tensor<f32>) -> tensor<320xf32>
    %1223 = stablehlo.multiply %1219, %151 : tensor<32x4x4x80xf32>
    %1224 = stablehlo.constant dense<0.0> : tensor<f32>
    %1225 = "stablehlo.reduce"(%1223, %1224) ({
    ^bb0(%_r129a: tensor<f32>, %_r129b: tensor<f32>):
      %_r129c = stablehlo.add %_r129a, %_r129b : tensor<f32>
      "stablehlo.return"(%_r129c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x4x4x80xf32>, tensor<f32>) -> tensor<32x4x4xf32>
    %1226 = stablehlo.constant dense<80.0> : tensor<32x4x4xf32>
    %1227 = stablehlo.divide %1225, %1226 : tensor<32x4x4xf32>
    %1228 = "stablehlo.broadcast_in_dim"(%1227) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x4x4xf32>) -> tensor<32x4x4x80xf32>
    %1229 = stablehlo.subtract %1223, %1228 : tensor<32x4x4x80xf32>
    %1230 = stablehlo.multiply %1223, %150 : tensor<32x4x4x80xf32>
    %1231 = stablehlo.constant dense<0.0> : tensor<f32>
    %1232 = "stablehlo.reduce"(%1230, %1231) ({
    ^bb0(%_r130a: tensor<f32>, %_r130b: tensor<f32>):
      %_r130c = stablehlo.add %_r130a, %_r130b : tensor<f32>
      "stablehlo.return"(%_r130c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x4x4x80xf32>, tensor<f32>) -> tensor<32x4x4xf32>
    %1233 = stablehlo.constant dense<80.0> : tensor<32x4x4xf32>
    %1234 = stablehlo.divide %1232, %1233 : tensor<32x4x4xf32>
    %1235 = "stablehlo.broadcast_in_dim"(%1234) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x4x4xf32>) -> tensor<32x4x4x80xf32>
    %1236 = stablehlo.multiply %150, %1235 : tensor<32x4x4x80xf32>
    %1237 = stablehlo.subtract %1229, %1236 : tensor<32x4x4x80xf32>
    %1238 = stablehlo.multiply %149, %1237 : tensor<32x4x4x80xf32>
    %1239 = stablehlo.multiply %1219, %150 : tensor<32x4x4x80xf32>
    %1240 = stablehlo.constant dense<0.0> : tensor<f32>
    %1241 = "stablehlo.reduce"(%1239, %1240) ({
    ^bb0(%_r131a: tensor<f32>, %_r131b: tensor<f32>):
      %_r131c = stablehlo.add %_r131a, %_r131b : tensor<f32>
      "stablehlo.return"(%_r131c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x4x4x80xf32>, tensor<f32>) -> tensor<80xf32>
    %1242 = stablehlo.constant dense<0.0> : tensor<f32>
    %1243 = "stablehlo.reduce"(%1219, %1242) ({
    ^bb0(%_r132a: tensor<f32>, %_r132b: tensor<f32>):
      %_r132c = stablehlo.add %_r132a, %_r132b : tensor<f32>
      "stablehlo.return"(%_r132c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x4x4x80xf32>, tensor<f32>) -> tensor<80xf32>
    %1244 = "stablehlo.reverse"(%stages.1.blocks.0.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x80xf32>) -> tensor<7x7x1x80xf32>
    %1245 = "stablehlo.convolution"(%1238, %1244) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 80 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x4x4x80xf32>, tensor<7x7x1x80xf32>) -> tensor<32x4x4x80xf32>
    %1246 = "stablehlo.convolution"(%131, %1238) {batch_group_count = 80 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x4x4x80xf32>, tensor<32x4x4x80xf32>) -> tensor<7x7x1x80xf32>
    %1247 = stablehlo.constant dense<0.0> : tensor<f32>
    %1248 = "stablehlo.reduce"(%1238, %1247) ({
    ^bb0(%_r133a: tensor<f32>, %_r133b: tensor<f32>):
      %_r133c = stablehlo.add %_r133a, %_r133b : tensor<f32>
      "stablehlo.return"(%_r133c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x4x4x80xf32>, tensor<f32>) -> tensor<80xf32>
    %1249 = stablehlo.add %1245, %1198 : tensor<32x4x4x80xf32>
    %1250 = "stablehlo.reverse"(%stages.1.down.conv.w) {dimensions = array<i64: 0, 1>} : (tensor<2x2x40x80xf32>) -> tensor<2x2x40x80xf32>
    %1251 = "stablehlo.convolution"(%1249, %1250) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 2, 2>, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x4x4x80xf32>, tensor<2x2x40x80xf32>) -> tensor<32x8x8x40xf32>
    %1252 = "stablehlo.convolution"(%128, %1249) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 2, 2>, window_strides = array<i64: 1, 1>} : (tensor<32x8x8x40xf32>, tensor<32x4x4x80xf32>) -> tensor<2x2x40x80xf32>
    %1253 = stablehlo.constant dense<0.0> : tensor<f32>
    %1254 = "stablehlo.reduce"(%1249, %1253) ({
    ^bb0(%_r134a: tensor<f32>, %_r134b: tensor<f32>):
      %_r134c = stablehlo.add %_r134a, %_r134b : tensor<f32>
      "stablehlo.return"(%_r134c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x4x4x80xf32>, tensor<f32>) -> tensor<80xf32>
    %1255 = stablehlo.multiply %1251, %125 : tensor<32x8x8x40xf32>
    %1256 = stablehlo.constant dense<0.0> : tensor<f32>
    %1257 = "stablehlo.reduce"(%1255, %1256) ({
    ^bb0(%_r135a: tensor<f32>, %_r135b: tensor<f32>):
      %_r135c = stablehlo.add %_r135a, %_r135b : tensor<f32>
      "stablehlo.return"(%_r135c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x8x8x40xf32>, tensor<f32>) -> tensor<32x8x8xf32>
    %1258 = stablehlo.constant dense<40.0> : tensor<32x8x8xf32>
    %1259 = stablehlo.divide %1257, %1258 : tensor<32x8x8xf32>
    %1260 = "stablehlo.broadcast_in_dim"(%1259) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x8x8xf32>) -> tensor<32x8x8x40xf32>
    %1261 = stablehlo.subtract %1255, %1260 : tensor<32x8x8x40xf32>
    %1262 = stablehlo.multiply %1255, %124 : tensor<32x8x8x40xf32>
    %1263 = stablehlo.constant dense<0.0> : tensor<f32>
    %1264 = "stablehlo.reduce"(%1262, %1263) ({
    ^bb0(%_r136a: tensor<f32>, %_r136b: tensor<f32>):
      %_r136c = stablehlo.add %_r136a, %_r136b : tensor<f32>
      "stablehlo.return"(%_r136c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x8x8x40xf32>, tensor<f32>) -> tensor<32x8x8xf32>
    %1265 = stablehlo.constant dense<40.0> : tensor<32x8x8xf32>
    %1266 = stablehlo.divide %1264, %1265 : tensor<32x8x8xf32>
    %1267 = "stablehlo.broadcast_in_dim"(%1266) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x8x8xf32>) -> tensor<32x8x8x40xf32>
    %1268 = stablehlo.multiply %124, %1267 : tensor<32x8x8x40xf32>
    %1269 = stablehlo.subtract %1261, %1268 : tensor<32x8x8x40xf32>
    %1270 = stablehlo.multiply %123, %1269 : tensor<32x8x8x40xf32>
    %1271 = stablehlo.multiply %1251, %124 : tensor<32x8x8x40xf32>
    %1272 = stablehlo.constant dense<0.0> : tensor<f32>
    %1273 = "stablehlo.reduce"(%1271, %1272) ({
    ^bb0(%_r137a: tensor<f32>, %_r137b: tensor<f32>):
      %_r137c = stablehlo.add %_r137a, %_r137b : tensor<f32>
      "stablehlo.return"(%_r137c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x8x8x40xf32>, tensor<f32>) -> tensor<40xf32>
    %1274 = stablehlo.constant dense<0.0> : tensor<f32>
    %1275 = "stablehlo.reduce"(%1251, %1274) ({
    ^bb0(%_r138a: tensor<f32>, %_r138b: tensor<f32>):
      %_r138c = stablehlo.add %_r138a, %_r138b : tensor<f32>
      "stablehlo.return"(%_r138c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x8x8x40xf32>, tensor<f32>) -> tensor<40xf32>
    %1276 = stablehlo.multiply %1270, %106 : tensor<32x8x8x40xf32>
    %1277 = stablehlo.multiply %1276, %103 : tensor<32x8x8x40xf32>
    %1278 = stablehlo.multiply %1276, %102 : tensor<32x8x8x40xf32>
    %1279 = stablehlo.constant dense<0.0> : tensor<f32>
    %1280 = "stablehlo.reduce"(%1278, %1279) ({
    ^bb0(%_r139a: tensor<f32>, %_r139b: tensor<f32>):
      %_r139c = stablehlo.add %_r139a, %_r139b : tensor<f32>
      "stablehlo.return"(%_r139c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x8x8x40xf32>, tensor<f32>) -> tensor<40xf32>
    %1281 = "stablehlo.dot_general"(%1277, %stages.0.blocks.1.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x8x8x40xf32>, tensor<160x40xf32>) -> tensor<32x8x8x160xf32>
    %1282 = "stablehlo.dot_general"(%1277, %99) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x8x8x40xf32>, tensor<32x8x8x160xf32>) -> tensor<40x160xf32>
    %1283 = "stablehlo.transpose"(%1282) {permutation = array<i64: 1, 0>} : (tensor<40x160xf32>) -> tensor<160x40xf32>
    %1284 = stablehlo.constant dense<0.0> : tensor<f32>
    %1285 = "stablehlo.reduce"(%1277, %1284) ({
    ^bb0(%_r140a: tensor<f32>, %_r140b: tensor<f32>):
      %_r140c = stablehlo.add %_r140a, %_r140b : tensor<f32>
      "stablehlo.return"(%_r140c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x8x8x40xf32>, tensor<f32>) -> tensor<40xf32>
    %1286 = stablehlo.constant dense<0.5> : tensor<32x8x8x160xf32>
    %1287 = stablehlo.multiply %96, %1286 : tensor<32x8x8x160xf32>
    %1288 = stablehlo.multiply %93, %93 : tensor<32x8x8x160xf32>
    %1289 = stablehlo.negate %1288 : tensor<32x8x8x160xf32>
    %1290 = stablehlo.exponential %1289 : tensor<32x8x8x160xf32>
    %1291 = stablehlo.constant dense<0.3989423> : tensor<32x8x8x160xf32>
    %1292 = stablehlo.multiply %1290, %1291 : tensor<32x8x8x160xf32>
    %1293 = stablehlo.multiply %91, %1292 : tensor<32x8x8x160xf32>
    %1294 = stablehlo.add %1287, %1293 : tensor<32x8x8x160xf32>
    %1295 = stablehlo.multiply %1281, %1294 : tensor<32x8x8x160xf32>
    %1296 = "stablehlo.dot_general"(%1295, %stages.0.blocks.1.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x8x8x160xf32>, tensor<40x160xf32>) -> tensor<32x8x8x40xf32>
    %1297 = "stablehlo.dot_general"(%88, %1295) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x8x8x40xf32>, tensor<32x8x8x160xf32>) -> tensor<40x160xf32>
    %1298 = stablehlo.constant dense<0.0> : tensor<f32>
    %1299 = "stablehlo.reduce"(%1295, %1298) ({
    ^bb0(%_r141a: tensor<f32>, %_r141b: tensor<f32>):
      %_r141c = stablehlo.add %_r141a, %_r141b : tensor<f32>
      "stablehlo.return"(%_r141c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x8x8x160xf32>, tensor<f32>) -> tensor<160xf32>
    %1300 = stablehlo.multiply %1296, %85 : tensor<32x8x8x40xf32>
    %1301 = stablehlo.constant dense<0.0> : tensor<f32>
    %1302 = "stablehlo.reduce"(%1300, %1301) ({
    ^bb0(%_r142a: tensor<f32>, %_r142b: tensor<f32>):
      %_r142c = stablehlo.add %_r142a, %_r142b : tensor<f32>
      "stablehlo.return"(%_r142c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x8x8x40xf32>, tensor<f32>) -> tensor<32x8x8xf32>
    %1303 = stablehlo.constant dense<40.0> : tensor<32x8x8xf32>
    %1304 = stablehlo.divide %1302, %1303 : tensor<32x8x8xf32>
    %1305 = "stablehlo.broadcast_in_dim"(%1304) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x8x8xf32>) -> tensor<32x8x8x40xf32>
    %1306 = stablehlo.subtract %1300, %1305 : tensor<32x8x8x40xf32>
    %1307 = stablehlo.multiply %1300, %84 : tensor<32x8x8x40xf32>
    %1308 = stablehlo.constant dense<0.0> : tensor<f32>
    %1309 = "stablehlo.reduce"(%1307, %1308) ({
    ^bb0(%_r143a: tensor<f32>, %_r143b: tensor<f32>):
      %_r143c = stablehlo.add %_r143a, %_r143b : tensor<f32>
      "stablehlo.return"(%_r143c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x8x8x40xf32>, tensor<f32>) -> tensor<32x8x8xf32>
    %1310 = stablehlo.constant dense<40.0> : tensor<32x8x8xf32>
    %1311 = stablehlo.divide %1309, %1310 : tensor<32x8x8xf32>
    %1312 = "stablehlo.broadcast_in_dim"(%1311) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x8x8xf32>) -> tensor<32x8x8x40xf32>
    %1313 = stablehlo.multiply %84, %1312 : tensor<32x8x8x40xf32>
    %1314 = stablehlo.subtract %1306, %1313 : tensor<32x8x8x40xf32>
    %1315 = stablehlo.multiply %83, %1314 : tensor<32x8x8x40xf32>
    %1316 = stablehlo.multiply %1296, %84 : tensor<32x8x8x40xf32>
    %1317 = stablehlo.constant dense<0.0> : tensor<f32>
    %1318 = "stablehlo.reduce"(%1316, %1317) ({
    ^bb0(%_r144a: tensor<f32>, %_r144b: tensor<f32>):
      %_r144c = stablehlo.add %_r144a, %_r144b : tensor<f32>
      "stablehlo.return"(%_r144c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x8x8x40xf32>, tensor<f32>) -> tensor<40xf32>
    %1319 = stablehlo.constant dense<0.0> : tensor<f32>
    %1320 = "stablehlo.reduce"(%1296, %1319) ({
    ^bb0(%_r145a: tensor<f32>, %_r145b: tensor<f32>):
      %_r145c = stablehlo.add %_r145a, %_r145b : tensor<f32>
      "stablehlo.return"(%_r145c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x8x8x40xf32>, tensor<f32>) -> tensor<40xf32>
    %1321 = "stablehlo.reverse"(%stages.0.blocks.1.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x40xf32>) -> tensor<7x7x1x40xf32>
    %1322 = "stablehlo.convolution"(%1315, %1321) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 40 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x8x8x40xf32>, tensor<7x7x1x40xf32>) -> tensor<32x8x8x40xf32>
    %1323 = "stablehlo.convolution"(%65, %1315) {batch_group_count = 40 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x8x8x40xf32>, tensor<32x8x8x40xf32>) -> tensor<7x7x1x40xf32>
    %1324 = stablehlo.constant dense<0.0> : tensor<f32>
    %1325 = "stablehlo.reduce"(%1315, %1324) ({
    ^bb0(%_r146a: tensor<f32>, %_r146b: tensor<f32>):
      %_r146c = stablehlo.add %_r146a, %_r146b : tensor<f32>
      "stablehlo.return"(%_r146c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x8x8x40xf32>, tensor<f32>) -> tensor<40xf32>
    %1326 = stablehlo.add %1322, %1270 : tensor<32x8x8x40xf32>
    %1327 = stablehlo.multiply %1326, %63 : tensor<32x8x8x40xf32>
    %1328 = stablehlo.multiply %1327, %60 : tensor<32x8x8x40xf32>
    %1329 = stablehlo.multiply %1327, %59 : tensor<32x8x8x40xf32>
    %1330 = stablehlo.constant dense<0.0> : tensor<f32>
    %1331 = "stablehlo.reduce"(%1329, %1330) ({
    ^bb0(%_r147a: tensor<f32>, %_r147b: tensor<f32>):
      %_r147c = stablehlo.add %_r147a, %_r147b : tensor<f32>
      "stablehlo.return"(%_r147c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x8x8x40xf32>, tensor<f32>) -> tensor<40xf32>
    %1332 = "stablehlo.dot_general"(%1328, %stages.0.blocks.0.fc2.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x8x8x40xf32>, tensor<160x40xf32>) -> tensor<32x8x8x160xf32>
    %1333 = "stablehlo.dot_general"(%1328, %56) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x8x8x40xf32>, tensor<32x8x8x160xf32>) -> tensor<40x160xf32>
    %1334 = "stablehlo.transpose"(%1333) {permutation = array<i64: 1, 0>} : (tensor<40x160xf32>) -> tensor<160x40xf32>
    %1335 = stablehlo.constant dense<0.0> : tensor<f32>
    %1336 = "stablehlo.reduce"(%1328, %1335) ({
    ^bb0(%_r148a: tensor<f32>, %_r148b: tensor<f32>):
      %_r148c = stablehlo.add %_r148a, %_r148b : tensor<f32>
      "stablehlo.return"(%_r148c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x8x8x40xf32>, tensor<f32>) -> tensor<40xf32>
    %1337 = stablehlo.constant dense<0.5> : tensor<32x8x8x160xf32>
    %1338 = stablehlo.multiply %53, %1337 : tensor<32x8x8x160xf32>
    %1339 = stablehlo.multiply %50, %50 : tensor<32x8x8x160xf32>
    %1340 = stablehlo.negate %1339 : tensor<32x8x8x160xf32>
    %1341 = stablehlo.exponential %1340 : tensor<32x8x8x160xf32>
    %1342 = stablehlo.constant dense<0.3989423> : tensor<32x8x8x160xf32>
    %1343 = stablehlo.multiply %1341, %1342 : tensor<32x8x8x160xf32>
    %1344 = stablehlo.multiply %48, %1343 : tensor<32x8x8x160xf32>
    %1345 = stablehlo.add %1338, %1344 : tensor<32x8x8x160xf32>
    %1346 = stablehlo.multiply %1332, %1345 : tensor<32x8x8x160xf32>
    %1347 = "stablehlo.dot_general"(%1346, %stages.0.blocks.0.fc1.w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>} : (tensor<32x8x8x160xf32>, tensor<40x160xf32>) -> tensor<32x8x8x40xf32>
    %1348 = "stablehlo.dot_general"(%45, %1346) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>} : (tensor<32x8x8x40xf32>, tensor<32x8x8x160xf32>) -> tensor<40x160xf32>
    %1349 = stablehlo.constant dense<0.0> : tensor<f32>
    %1350 = "stablehlo.reduce"(%1346, %1349) ({
    ^bb0(%_r149a: tensor<f32>, %_r149b: tensor<f32>):
      %_r149c = stablehlo.add %_r149a, %_r149b : tensor<f32>
      "stablehlo.return"(%_r149c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x8x8x160xf32>, tensor<f32>) -> tensor<160xf32>
    %1351 = stablehlo.multiply %1347, %42 : tensor<32x8x8x40xf32>
    %1352 = stablehlo.constant dense<0.0> : tensor<f32>
    %1353 = "stablehlo.reduce"(%1351, %1352) ({
    ^bb0(%_r150a: tensor<f32>, %_r150b: tensor<f32>):
      %_r150c = stablehlo.add %_r150a, %_r150b : tensor<f32>
      "stablehlo.return"(%_r150c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x8x8x40xf32>, tensor<f32>) -> tensor<32x8x8xf32>
    %1354 = stablehlo.constant dense<40.0> : tensor<32x8x8xf32>
    %1355 = stablehlo.divide %1353, %1354 : tensor<32x8x8xf32>
    %1356 = "stablehlo.broadcast_in_dim"(%1355) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x8x8xf32>) -> tensor<32x8x8x40xf32>
    %1357 = stablehlo.subtract %1351, %1356 : tensor<32x8x8x40xf32>
    %1358 = stablehlo.multiply %1351, %41 : tensor<32x8x8x40xf32>
    %1359 = stablehlo.constant dense<0.0> : tensor<f32>
    %1360 = "stablehlo.reduce"(%1358, %1359) ({
    ^bb0(%_r151a: tensor<f32>, %_r151b: tensor<f32>):
      %_r151c = stablehlo.add %_r151a, %_r151b : tensor<f32>
      "stablehlo.return"(%_r151c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x8x8x40xf32>, tensor<f32>) -> tensor<32x8x8xf32>
    %1361 = stablehlo.constant dense<40.0> : tensor<32x8x8xf32>
    %1362 = stablehlo.divide %1360, %1361 : tensor<32x8x8xf32>
    %1363 = "stablehlo.broadcast_in_dim"(%1362) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x8x8xf32>) -> tensor<32x8x8x40xf32>
    %1364 = stablehlo.multiply %41, %1363 : tensor<32x8x8x40xf32>
    %1365 = stablehlo.subtract %1357, %1364 : tensor<32x8x8x40xf32>
    %1366 = stablehlo.multiply %40, %1365 : tensor<32x8x8x40xf32>
    %1367 = stablehlo.multiply %1347, %41 : tensor<32x8x8x40xf32>
    %1368 = stablehlo.constant dense<0.0> : tensor<f32>
    %1369 = "stablehlo.reduce"(%1367, %1368) ({
    ^bb0(%_r152a: tensor<f32>, %_r152b: tensor<f32>):
      %_r152c = stablehlo.add %_r152a, %_r152b : tensor<f32>
      "stablehlo.return"(%_r152c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x8x8x40xf32>, tensor<f32>) -> tensor<40xf32>
    %1370 = stablehlo.constant dense<0.0> : tensor<f32>
    %1371 = "stablehlo.reduce"(%1347, %1370) ({
    ^bb0(%_r153a: tensor<f32>, %_r153b: tensor<f32>):
      %_r153c = stablehlo.add %_r153a, %_r153b : tensor<f32>
      "stablehlo.return"(%_r153c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x8x8x40xf32>, tensor<f32>) -> tensor<40xf32>
    %1372 = "stablehlo.reverse"(%stages.0.blocks.0.dwconv.w) {dimensions = array<i64: 0, 1>} : (tensor<7x7x1x40xf32>) -> tensor<7x7x1x40xf32>
    %1373 = "stablehlo.convolution"(%1366, %1372) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 40 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x8x8x40xf32>, tensor<7x7x1x40xf32>) -> tensor<32x8x8x40xf32>
    %1374 = "stablehlo.convolution"(%22, %1366) {batch_group_count = 40 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<32x8x8x40xf32>, tensor<32x8x8x40xf32>) -> tensor<7x7x1x40xf32>
    %1375 = stablehlo.constant dense<0.0> : tensor<f32>
    %1376 = "stablehlo.reduce"(%1366, %1375) ({
    ^bb0(%_r154a: tensor<f32>, %_r154b: tensor<f32>):
      %_r154c = stablehlo.add %_r154a, %_r154b : tensor<f32>
      "stablehlo.return"(%_r154c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x8x8x40xf32>, tensor<f32>) -> tensor<40xf32>
    %1377 = stablehlo.add %1373, %1326 : tensor<32x8x8x40xf32>
    %1378 = stablehlo.multiply %1377, %19 : tensor<32x8x8x40xf32>
    %1379 = stablehlo.constant dense<0.0> : tensor<f32>
    %1380 = "stablehlo.reduce"(%1378, %1379) ({
    ^bb0(%_r155a: tensor<f32>, %_r155b: tensor<f32>):
      %_r155c = stablehlo.add %_r155a, %_r155b : tensor<f32>
      "stablehlo.return"(%_r155c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x8x8x40xf32>, tensor<f32>) -> tensor<32x8x8xf32>
    %1381 = stablehlo.constant dense<40.0> : tensor<32x8x8xf32>
    %1382 = stablehlo.divide %1380, %1381 : tensor<32x8x8xf32>
    %1383 = "stablehlo.broadcast_in_dim"(%1382) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x8x8xf32>) -> tensor<32x8x8x40xf32>
    %1384 = stablehlo.subtract %1378, %1383 : tensor<32x8x8x40xf32>
    %1385 = stablehlo.multiply %1378, %18 : tensor<32x8x8x40xf32>
    %1386 = stablehlo.constant dense<0.0> : tensor<f32>
    %1387 = "stablehlo.reduce"(%1385, %1386) ({
    ^bb0(%_r156a: tensor<f32>, %_r156b: tensor<f32>):
      %_r156c = stablehlo.add %_r156a, %_r156b : tensor<f32>
      "stablehlo.return"(%_r156c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<32x8x8x40xf32>, tensor<f32>) -> tensor<32x8x8xf32>
    %1388 = stablehlo.constant dense<40.0> : tensor<32x8x8xf32>
    %1389 = stablehlo.divide %1387, %1388 : tensor<32x8x8xf32>
    %1390 = "stablehlo.broadcast_in_dim"(%1389) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<32x8x8xf32>) -> tensor<32x8x8x40xf32>
    %1391 = stablehlo.multiply %18, %1390 : tensor<32x8x8x40xf32>
    %1392 = stablehlo.subtract %1384, %1391 : tensor<32x8x8x40xf32>
    %1393 = stablehlo.multiply %17, %1392 : tensor<32x8x8x40xf32>
    %1394 = stablehlo.multiply %1377, %18 : tensor<32x8x8x40xf32>
    %1395 = stablehlo.constant dense<0.0> : tensor<f32>
    %1396 = "stablehlo.reduce"(%1394, %1395) ({
    ^bb0(%_r157a: tensor<f32>, %_r157b: tensor<f32>):
      %_r157c = stablehlo.add %_r157a, %_r157b : tensor<f32>
      "stablehlo.return"(%_r157c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x8x8x40xf32>, tensor<f32>) -> tensor<40xf32>
    %1397 = stablehlo.constant dense<0.0> : tensor<f32>
    %1398 = "stablehlo.reduce"(%1377, %1397) ({
    ^bb0(%_r158a: tensor<f32>, %_r158b: tensor<f32>):
      %_r158c = stablehlo.add %_r158a, %_r158b : tensor<f32>
      "stablehlo.return"(%_r158c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x8x8x40xf32>, tensor<f32>) -> tensor<40xf32>
    %1399 = "stablehlo.convolution"(%x, %1393) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 4, 4>, window_strides = array<i64: 1, 1>} : (tensor<32x32x32x3xf32>, tensor<32x8x8x40xf32>) -> tensor<4x4x3x40xf32>
    %1400 = stablehlo.constant dense<0.0> : tensor<f32>
    %1401 = "stablehlo.reduce"(%1393, %1400) ({
    ^bb0(%_r159a: tensor<f32>, %_r159b: tensor<f32>):
      %_r159c = stablehlo.add %_r159a, %_r159b : tensor<f32>
      "stablehlo.return"(%_r159c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<32x8x8x40xf32>, tensor<f32>) -> tensor<40xf32>
    // ── optimizer ──
    %1402 = stablehlo.multiply %1399, %1399 : tensor<4x4x3x40xf32>
    %1403 = stablehlo.constant dense<0.0> : tensor<f32>
    %1404 = "stablehlo.reduce"(%1402, %1403) ({
    ^bb0(%_r160a: tensor<f32>, %_r160b: tensor<f32>):
      %_r160c = stablehlo.add %_r160a, %_r160b : tensor<f32>
      "stablehlo.return"(%_r160c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<4x4x3x40xf32>, tensor<f32>) -> tensor<4x4x3xf32>
    %1405 = stablehlo.constant dense<0.0> : tensor<f32>
    %1406 = "stablehlo.reduce"(%1404, %1405) ({
    ^bb0(%_r161a: tensor<f32>, %_r161b: tensor<f32>):
      %_r161c = stablehlo.add %_r161a, %_r161b : tensor<f32>
      "stablehlo.return"(%_r161c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<4x4x3xf32>, tensor<f32>) -> tensor<f32>
    %1407 = stablehlo.multiply %1401, %1401 : tensor<40xf32>
    %1408 = stablehlo.constant dense<0.0> : tensor<f32>
    %1409 = "stablehlo.reduce"(%1407, %1408) ({
    ^bb0(%_r162a: tensor<f32>, %_r162b: tensor<f32>):
      %_r162c = stablehlo.add %_r162a, %_r162b : tensor<f32>
      "stablehlo.return"(%_r162c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<40xf32>, tensor<f32>) -> tensor<f32>
    %1410 = stablehlo.add %1406, %1409 : tensor<f32>
    %1411 = stablehlo.multiply %1396, %1396 : tensor<40xf32>
    %1412 = stablehlo.constant dense<0.0> : tensor<f32>
    %1413 = "stablehlo.reduce"(%1411, %1412) ({
    ^bb0(%_r163a: tensor<f32>, %_r163b: tensor<f32>):
      %_r163c = stablehlo.add %_r163a, %_r163b : tensor<f32>
      "stablehlo.return"(%_r163c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<40xf32>, tensor<f32>) -> tensor<f32>
    %1414 = stablehlo.add %1410, %1413 : tensor<f32>
    %1415 = stablehlo.multiply %1398, %1398 : tensor<40xf32>
    %1416 = stablehlo.constant dense<0.0> : tensor<f32>
    %1417 = "stablehlo.reduce"(%1415, %1416) ({
    ^bb0(%_r164a: tensor<f32>, %_r164b: tensor<f32>):
      %_r164c = stablehlo.add %_r164a, %_r164b : tensor<f32>
      "stablehlo.return"(%_r164c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<40xf32>, tensor<f32>) -> tensor<f32>
    %1418 = stablehlo.add %1414, %1417 : tensor<f32>
    %1419 = stablehlo.multiply %1374, %1374 : tensor<7x7x1x40xf32>
    %1420 = stablehlo.constant dense<0.0> : tensor<f32>
    %1421 = "stablehlo.reduce"(%1419, %1420) ({
    ^bb0(%_r165a: tensor<f32>, %_r165b: tensor<f32>):
      %_r165c = stablehlo.add %_r165a, %_r165b : tensor<f32>
      "stablehlo.return"(%_r165c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x40xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %1422 = stablehlo.constant dense<0.0> : tensor<f32>
    %1423 = "stablehlo.reduce"(%1421, %1422) ({
    ^bb0(%_r166a: tensor<f32>, %_r166b: tensor<f32>):
      %_r166c = stablehlo.add %_r166a, %_r166b : tensor<f32>
      "stablehlo.return"(%_r166c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %1424 = stablehlo.add %1418, %1423 : tensor<f32>
    %1425 = stablehlo.multiply %1376, %1376 : tensor<40xf32>
    %1426 = stablehlo.constant dense<0.0> : tensor<f32>
    %1427 = "stablehlo.reduce"(%1425, %1426) ({
    ^bb0(%_r167a: tensor<f32>, %_r167b: tensor<f32>):
      %_r167c = stablehlo.add %_r167a, %_r167b : tensor<f32>
      "stablehlo.return"(%_r167c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<40xf32>, tensor<f32>) -> tensor<f32>
    %1428 = stablehlo.add %1424, %1427 : tensor<f32>
    %1429 = stablehlo.multiply %1369, %1369 : tensor<40xf32>
    %1430 = stablehlo.constant dense<0.0> : tensor<f32>
    %1431 = "stablehlo.reduce"(%1429, %1430) ({
    ^bb0(%_r168a: tensor<f32>, %_r168b: tensor<f32>):
      %_r168c = stablehlo.add %_r168a, %_r168b : tensor<f32>
      "stablehlo.return"(%_r168c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<40xf32>, tensor<f32>) -> tensor<f32>
    %1432 = stablehlo.add %1428, %1431 : tensor<f32>
    %1433 = stablehlo.multiply %1371, %1371 : tensor<40xf32>
    %1434 = stablehlo.constant dense<0.0> : tensor<f32>
    %1435 = "stablehlo.reduce"(%1433, %1434) ({
    ^bb0(%_r169a: tensor<f32>, %_r169b: tensor<f32>):
      %_r169c = stablehlo.add %_r169a, %_r169b : tensor<f32>
      "stablehlo.return"(%_r169c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<40xf32>, tensor<f32>) -> tensor<f32>
    %1436 = stablehlo.add %1432, %1435 : tensor<f32>
    %1437 = stablehlo.multiply %1348, %1348 : tensor<40x160xf32>
    %1438 = stablehlo.constant dense<0.0> : tensor<f32>
    %1439 = "stablehlo.reduce"(%1437, %1438) ({
    ^bb0(%_r170a: tensor<f32>, %_r170b: tensor<f32>):
      %_r170c = stablehlo.add %_r170a, %_r170b : tensor<f32>
      "stablehlo.return"(%_r170c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<40x160xf32>, tensor<f32>) -> tensor<40xf32>
    %1440 = stablehlo.constant dense<0.0> : tensor<f32>
    %1441 = "stablehlo.reduce"(%1439, %1440) ({
    ^bb0(%_r171a: tensor<f32>, %_r171b: tensor<f32>):
      %_r171c = stablehlo.add %_r171a, %_r171b : tensor<f32>
      "stablehlo.return"(%_r171c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<40xf32>, tensor<f32>) -> tensor<f32>
    %1442 = stablehlo.add %1436, %1441 : tensor<f32>
    %1443 = stablehlo.multiply %1350, %1350 : tensor<160xf32>
    %1444 = stablehlo.constant dense<0.0> : tensor<f32>
    %1445 = "stablehlo.reduce"(%1443, %1444) ({
    ^bb0(%_r172a: tensor<f32>, %_r172b: tensor<f32>):
      %_r172c = stablehlo.add %_r172a, %_r172b : tensor<f32>
      "stablehlo.return"(%_r172c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %1446 = stablehlo.add %1442, %1445 : tensor<f32>
    %1447 = stablehlo.multiply %1334, %1334 : tensor<160x40xf32>
    %1448 = stablehlo.constant dense<0.0> : tensor<f32>
    %1449 = "stablehlo.reduce"(%1447, %1448) ({
    ^bb0(%_r173a: tensor<f32>, %_r173b: tensor<f32>):
      %_r173c = stablehlo.add %_r173a, %_r173b : tensor<f32>
      "stablehlo.return"(%_r173c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<160x40xf32>, tensor<f32>) -> tensor<160xf32>
    %1450 = stablehlo.constant dense<0.0> : tensor<f32>
    %1451 = "stablehlo.reduce"(%1449, %1450) ({
    ^bb0(%_r174a: tensor<f32>, %_r174b: tensor<f32>):
      %_r174c = stablehlo.add %_r174a, %_r174b : tensor<f32>
      "stablehlo.return"(%_r174c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %1452 = stablehlo.add %1446, %1451 : tensor<f32>
    %1453 = stablehlo.multiply %1336, %1336 : tensor<40xf32>
    %1454 = stablehlo.constant dense<0.0> : tensor<f32>
    %1455 = "stablehlo.reduce"(%1453, %1454) ({
    ^bb0(%_r175a: tensor<f32>, %_r175b: tensor<f32>):
      %_r175c = stablehlo.add %_r175a, %_r175b : tensor<f32>
      "stablehlo.return"(%_r175c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<40xf32>, tensor<f32>) -> tensor<f32>
    %1456 = stablehlo.add %1452, %1455 : tensor<f32>
    %1457 = stablehlo.multiply %1331, %1331 : tensor<40xf32>
    %1458 = stablehlo.constant dense<0.0> : tensor<f32>
    %1459 = "stablehlo.reduce"(%1457, %1458) ({
    ^bb0(%_r176a: tensor<f32>, %_r176b: tensor<f32>):
      %_r176c = stablehlo.add %_r176a, %_r176b : tensor<f32>
      "stablehlo.return"(%_r176c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<40xf32>, tensor<f32>) -> tensor<f32>
    %1460 = stablehlo.add %1456, %1459 : tensor<f32>
    %1461 = stablehlo.multiply %1323, %1323 : tensor<7x7x1x40xf32>
    %1462 = stablehlo.constant dense<0.0> : tensor<f32>
    %1463 = "stablehlo.reduce"(%1461, %1462) ({
    ^bb0(%_r177a: tensor<f32>, %_r177b: tensor<f32>):
      %_r177c = stablehlo.add %_r177a, %_r177b : tensor<f32>
      "stablehlo.return"(%_r177c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x40xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %1464 = stablehlo.constant dense<0.0> : tensor<f32>
    %1465 = "stablehlo.reduce"(%1463, %1464) ({
    ^bb0(%_r178a: tensor<f32>, %_r178b: tensor<f32>):
      %_r178c = stablehlo.add %_r178a, %_r178b : tensor<f32>
      "stablehlo.return"(%_r178c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %1466 = stablehlo.add %1460, %1465 : tensor<f32>
    %1467 = stablehlo.multiply %1325, %1325 : tensor<40xf32>
    %1468 = stablehlo.constant dense<0.0> : tensor<f32>
    %1469 = "stablehlo.reduce"(%1467, %1468) ({
    ^bb0(%_r179a: tensor<f32>, %_r179b: tensor<f32>):
      %_r179c = stablehlo.add %_r179a, %_r179b : tensor<f32>
      "stablehlo.return"(%_r179c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<40xf32>, tensor<f32>) -> tensor<f32>
    %1470 = stablehlo.add %1466, %1469 : tensor<f32>
    %1471 = stablehlo.multiply %1318, %1318 : tensor<40xf32>
    %1472 = stablehlo.constant dense<0.0> : tensor<f32>
    %1473 = "stablehlo.reduce"(%1471, %1472) ({
    ^bb0(%_r180a: tensor<f32>, %_r180b: tensor<f32>):
      %_r180c = stablehlo.add %_r180a, %_r180b : tensor<f32>
      "stablehlo.return"(%_r180c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<40xf32>, tensor<f32>) -> tensor<f32>
    %1474 = stablehlo.add %1470, %1473 : tensor<f32>
    %1475 = stablehlo.multiply %1320, %1320 : tensor<40xf32>
    %1476 = stablehlo.constant dense<0.0> : tensor<f32>
    %1477 = "stablehlo.reduce"(%1475, %1476) ({
    ^bb0(%_r181a: tensor<f32>, %_r181b: tensor<f32>):
      %_r181c = stablehlo.add %_r181a, %_r181b : tensor<f32>
      "stablehlo.return"(%_r181c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<40xf32>, tensor<f32>) -> tensor<f32>
    %1478 = stablehlo.add %1474, %1477 : tensor<f32>
    %1479 = stablehlo.multiply %1297, %1297 : tensor<40x160xf32>
    %1480 = stablehlo.constant dense<0.0> : tensor<f32>
    %1481 = "stablehlo.reduce"(%1479, %1480) ({
    ^bb0(%_r182a: tensor<f32>, %_r182b: tensor<f32>):
      %_r182c = stablehlo.add %_r182a, %_r182b : tensor<f32>
      "stablehlo.return"(%_r182c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<40x160xf32>, tensor<f32>) -> tensor<40xf32>
    %1482 = stablehlo.constant dense<0.0> : tensor<f32>
    %1483 = "stablehlo.reduce"(%1481, %1482) ({
    ^bb0(%_r183a: tensor<f32>, %_r183b: tensor<f32>):
      %_r183c = stablehlo.add %_r183a, %_r183b : tensor<f32>
      "stablehlo.return"(%_r183c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<40xf32>, tensor<f32>) -> tensor<f32>
    %1484 = stablehlo.add %1478, %1483 : tensor<f32>
    %1485 = stablehlo.multiply %1299, %1299 : tensor<160xf32>
    %1486 = stablehlo.constant dense<0.0> : tensor<f32>
    %1487 = "stablehlo.reduce"(%1485, %1486) ({
    ^bb0(%_r184a: tensor<f32>, %_r184b: tensor<f32>):
      %_r184c = stablehlo.add %_r184a, %_r184b : tensor<f32>
      "stablehlo.return"(%_r184c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %1488 = stablehlo.add %1484, %1487 : tensor<f32>
    %1489 = stablehlo.multiply %1283, %1283 : tensor<160x40xf32>
    %1490 = stablehlo.constant dense<0.0> : tensor<f32>
    %1491 = "stablehlo.reduce"(%1489, %1490) ({
    ^bb0(%_r185a: tensor<f32>, %_r185b: tensor<f32>):
      %_r185c = stablehlo.add %_r185a, %_r185b : tensor<f32>
      "stablehlo.return"(%_r185c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<160x40xf32>, tensor<f32>) -> tensor<160xf32>
    %1492 = stablehlo.constant dense<0.0> : tensor<f32>
    %1493 = "stablehlo.reduce"(%1491, %1492) ({
    ^bb0(%_r186a: tensor<f32>, %_r186b: tensor<f32>):
      %_r186c = stablehlo.add %_r186a, %_r186b : tensor<f32>
      "stablehlo.return"(%_r186c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %1494 = stablehlo.add %1488, %1493 : tensor<f32>
    %1495 = stablehlo.multiply %1285, %1285 : tensor<40xf32>
    %1496 = stablehlo.constant dense<0.0> : tensor<f32>
    %1497 = "stablehlo.reduce"(%1495, %1496) ({
    ^bb0(%_r187a: tensor<f32>, %_r187b: tensor<f32>):
      %_r187c = stablehlo.add %_r187a, %_r187b : tensor<f32>
      "stablehlo.return"(%_r187c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<40xf32>, tensor<f32>) -> tensor<f32>
    %1498 = stablehlo.add %1494, %1497 : tensor<f32>
    %1499 = stablehlo.multiply %1280, %1280 : tensor<40xf32>
    %1500 = stablehlo.constant dense<0.0> : tensor<f32>
    %1501 = "stablehlo.reduce"(%1499, %1500) ({
    ^bb0(%_r188a: tensor<f32>, %_r188b: tensor<f32>):
      %_r188c = stablehlo.add %_r188a, %_r188b : tensor<f32>
      "stablehlo.return"(%_r188c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<40xf32>, tensor<f32>) -> tensor<f32>
    %1502 = stablehlo.add %1498, %1501 : tensor<f32>
    %1503 = stablehlo.multiply %1273, %1273 : tensor<40xf32>
    %1504 = stablehlo.constant dense<0.0> : tensor<f32>
    %1505 = "stablehlo.reduce"(%1503, %1504) ({
    ^bb0(%_r189a: tensor<f32>, %_r189b: tensor<f32>):
      %_r189c = stablehlo.add %_r189a, %_r189b : tensor<f32>
      "stablehlo.return"(%_r189c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<40xf32>, tensor<f32>) -> tensor<f32>
    %1506 = stablehlo.add %1502, %1505 : tensor<f32>
    %1507 = stablehlo.multiply %1275, %1275 : tensor<40xf32>
    %1508 = stablehlo.constant dense<0.0> : tensor<f32>
    %1509 = "stablehlo.reduce"(%1507, %1508) ({
    ^bb0(%_r190a: tensor<f32>, %_r190b: tensor<f32>):
      %_r190c = stablehlo.add %_r190a, %_r190b : tensor<f32>
      "stablehlo.return"(%_r190c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<40xf32>, tensor<f32>) -> tensor<f32>
    %1510 = stablehlo.add %1506, %1509 : tensor<f32>
    %1511 = stablehlo.multiply %1252, %1252 : tensor<2x2x40x80xf32>
    %1512 = stablehlo.constant dense<0.0> : tensor<f32>
    %1513 = "stablehlo.reduce"(%1511, %1512) ({
    ^bb0(%_r191a: tensor<f32>, %_r191b: tensor<f32>):
      %_r191c = stablehlo.add %_r191a, %_r191b : tensor<f32>
      "stablehlo.return"(%_r191c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x40x80xf32>, tensor<f32>) -> tensor<2x2x40xf32>
    %1514 = stablehlo.constant dense<0.0> : tensor<f32>
    %1515 = "stablehlo.reduce"(%1513, %1514) ({
    ^bb0(%_r192a: tensor<f32>, %_r192b: tensor<f32>):
      %_r192c = stablehlo.add %_r192a, %_r192b : tensor<f32>
      "stablehlo.return"(%_r192c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x40xf32>, tensor<f32>) -> tensor<f32>
    %1516 = stablehlo.add %1510, %1515 : tensor<f32>
    %1517 = stablehlo.multiply %1254, %1254 : tensor<80xf32>
    %1518 = stablehlo.constant dense<0.0> : tensor<f32>
    %1519 = "stablehlo.reduce"(%1517, %1518) ({
    ^bb0(%_r193a: tensor<f32>, %_r193b: tensor<f32>):
      %_r193c = stablehlo.add %_r193a, %_r193b : tensor<f32>
      "stablehlo.return"(%_r193c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<80xf32>, tensor<f32>) -> tensor<f32>
    %1520 = stablehlo.add %1516, %1519 : tensor<f32>
    %1521 = stablehlo.multiply %1246, %1246 : tensor<7x7x1x80xf32>
    %1522 = stablehlo.constant dense<0.0> : tensor<f32>
    %1523 = "stablehlo.reduce"(%1521, %1522) ({
    ^bb0(%_r194a: tensor<f32>, %_r194b: tensor<f32>):
      %_r194c = stablehlo.add %_r194a, %_r194b : tensor<f32>
      "stablehlo.return"(%_r194c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x80xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %1524 = stablehlo.constant dense<0.0> : tensor<f32>
    %1525 = "stablehlo.reduce"(%1523, %1524) ({
    ^bb0(%_r195a: tensor<f32>, %_r195b: tensor<f32>):
      %_r195c = stablehlo.add %_r195a, %_r195b : tensor<f32>
      "stablehlo.return"(%_r195c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %1526 = stablehlo.add %1520, %1525 : tensor<f32>
    %1527 = stablehlo.multiply %1248, %1248 : tensor<80xf32>
    %1528 = stablehlo.constant dense<0.0> : tensor<f32>
    %1529 = "stablehlo.reduce"(%1527, %1528) ({
    ^bb0(%_r196a: tensor<f32>, %_r196b: tensor<f32>):
      %_r196c = stablehlo.add %_r196a, %_r196b : tensor<f32>
      "stablehlo.return"(%_r196c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<80xf32>, tensor<f32>) -> tensor<f32>
    %1530 = stablehlo.add %1526, %1529 : tensor<f32>
    %1531 = stablehlo.multiply %1241, %1241 : tensor<80xf32>
    %1532 = stablehlo.constant dense<0.0> : tensor<f32>
    %1533 = "stablehlo.reduce"(%1531, %1532) ({
    ^bb0(%_r197a: tensor<f32>, %_r197b: tensor<f32>):
      %_r197c = stablehlo.add %_r197a, %_r197b : tensor<f32>
      "stablehlo.return"(%_r197c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<80xf32>, tensor<f32>) -> tensor<f32>
    %1534 = stablehlo.add %1530, %1533 : tensor<f32>
    %1535 = stablehlo.multiply %1243, %1243 : tensor<80xf32>
    %1536 = stablehlo.constant dense<0.0> : tensor<f32>
    %1537 = "stablehlo.reduce"(%1535, %1536) ({
    ^bb0(%_r198a: tensor<f32>, %_r198b: tensor<f32>):
      %_r198c = stablehlo.add %_r198a, %_r198b : tensor<f32>
      "stablehlo.return"(%_r198c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<80xf32>, tensor<f32>) -> tensor<f32>
    %1538 = stablehlo.add %1534, %1537 : tensor<f32>
    %1539 = stablehlo.multiply %1220, %1220 : tensor<80x320xf32>
    %1540 = stablehlo.constant dense<0.0> : tensor<f32>
    %1541 = "stablehlo.reduce"(%1539, %1540) ({
    ^bb0(%_r199a: tensor<f32>, %_r199b: tensor<f32>):
      %_r199c = stablehlo.add %_r199a, %_r199b : tensor<f32>
      "stablehlo.return"(%_r199c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<80x320xf32>, tensor<f32>) -> tensor<80xf32>
    %1542 = stablehlo.constant dense<0.0> : tensor<f32>
    %1543 = "stablehlo.reduce"(%1541, %1542) ({
    ^bb0(%_r200a: tensor<f32>, %_r200b: tensor<f32>):
      %_r200c = stablehlo.add %_r200a, %_r200b : tensor<f32>
      "stablehlo.return"(%_r200c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<80xf32>, tensor<f32>) -> tensor<f32>
    %1544 = stablehlo.add %1538, %1543 : tensor<f32>
    %1545 = stablehlo.multiply %1222, %1222 : tensor<320xf32>
    %1546 = stablehlo.constant dense<0.0> : tensor<f32>
    %1547 = "stablehlo.reduce"(%1545, %1546) ({
    ^bb0(%_r201a: tensor<f32>, %_r201b: tensor<f32>):
      %_r201c = stablehlo.add %_r201a, %_r201b : tensor<f32>
      "stablehlo.return"(%_r201c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<320xf32>, tensor<f32>) -> tensor<f32>
    %1548 = stablehlo.add %1544, %1547 : tensor<f32>
    %1549 = stablehlo.multiply %1206, %1206 : tensor<320x80xf32>
    %1550 = stablehlo.constant dense<0.0> : tensor<f32>
    %1551 = "stablehlo.reduce"(%1549, %1550) ({
    ^bb0(%_r202a: tensor<f32>, %_r202b: tensor<f32>):
      %_r202c = stablehlo.add %_r202a, %_r202b : tensor<f32>
      "stablehlo.return"(%_r202c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<320x80xf32>, tensor<f32>) -> tensor<320xf32>
    %1552 = stablehlo.constant dense<0.0> : tensor<f32>
    %1553 = "stablehlo.reduce"(%1551, %1552) ({
    ^bb0(%_r203a: tensor<f32>, %_r203b: tensor<f32>):
      %_r203c = stablehlo.add %_r203a, %_r203b : tensor<f32>
      "stablehlo.return"(%_r203c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<320xf32>, tensor<f32>) -> tensor<f32>
    %1554 = stablehlo.add %1548, %1553 : tensor<f32>
    %1555 = stablehlo.multiply %1208, %1208 : tensor<80xf32>
    %1556 = stablehlo.constant dense<0.0> : tensor<f32>
    %1557 = "stablehlo.reduce"(%1555, %1556) ({
    ^bb0(%_r204a: tensor<f32>, %_r204b: tensor<f32>):
      %_r204c = stablehlo.add %_r204a, %_r204b : tensor<f32>
      "stablehlo.return"(%_r204c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<80xf32>, tensor<f32>) -> tensor<f32>
    %1558 = stablehlo.add %1554, %1557 : tensor<f32>
    %1559 = stablehlo.multiply %1203, %1203 : tensor<80xf32>
    %1560 = stablehlo.constant dense<0.0> : tensor<f32>
    %1561 = "stablehlo.reduce"(%1559, %1560) ({
    ^bb0(%_r205a: tensor<f32>, %_r205b: tensor<f32>):
      %_r205c = stablehlo.add %_r205a, %_r205b : tensor<f32>
      "stablehlo.return"(%_r205c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<80xf32>, tensor<f32>) -> tensor<f32>
    %1562 = stablehlo.add %1558, %1561 : tensor<f32>
    %1563 = stablehlo.multiply %1195, %1195 : tensor<7x7x1x80xf32>
    %1564 = stablehlo.constant dense<0.0> : tensor<f32>
    %1565 = "stablehlo.reduce"(%1563, %1564) ({
    ^bb0(%_r206a: tensor<f32>, %_r206b: tensor<f32>):
      %_r206c = stablehlo.add %_r206a, %_r206b : tensor<f32>
      "stablehlo.return"(%_r206c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x80xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %1566 = stablehlo.constant dense<0.0> : tensor<f32>
    %1567 = "stablehlo.reduce"(%1565, %1566) ({
    ^bb0(%_r207a: tensor<f32>, %_r207b: tensor<f32>):
      %_r207c = stablehlo.add %_r207a, %_r207b : tensor<f32>
      "stablehlo.return"(%_r207c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %1568 = stablehlo.add %1562, %1567 : tensor<f32>
    %1569 = stablehlo.multiply %1197, %1197 : tensor<80xf32>
    %1570 = stablehlo.constant dense<0.0> : tensor<f32>
    %1571 = "stablehlo.reduce"(%1569, %1570) ({
    ^bb0(%_r208a: tensor<f32>, %_r208b: tensor<f32>):
      %_r208c = stablehlo.add %_r208a, %_r208b : tensor<f32>
      "stablehlo.return"(%_r208c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<80xf32>, tensor<f32>) -> tensor<f32>
    %1572 = stablehlo.add %1568, %1571 : tensor<f32>
    %1573 = stablehlo.multiply %1190, %1190 : tensor<80xf32>
    %1574 = stablehlo.constant dense<0.0> : tensor<f32>
    %1575 = "stablehlo.reduce"(%1573, %1574) ({
    ^bb0(%_r209a: tensor<f32>, %_r209b: tensor<f32>):
      %_r209c = stablehlo.add %_r209a, %_r209b : tensor<f32>
      "stablehlo.return"(%_r209c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<80xf32>, tensor<f32>) -> tensor<f32>
    %1576 = stablehlo.add %1572, %1575 : tensor<f32>
    %1577 = stablehlo.multiply %1192, %1192 : tensor<80xf32>
    %1578 = stablehlo.constant dense<0.0> : tensor<f32>
    %1579 = "stablehlo.reduce"(%1577, %1578) ({
    ^bb0(%_r210a: tensor<f32>, %_r210b: tensor<f32>):
      %_r210c = stablehlo.add %_r210a, %_r210b : tensor<f32>
      "stablehlo.return"(%_r210c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<80xf32>, tensor<f32>) -> tensor<f32>
    %1580 = stablehlo.add %1576, %1579 : tensor<f32>
    %1581 = stablehlo.multiply %1169, %1169 : tensor<80x320xf32>
    %1582 = stablehlo.constant dense<0.0> : tensor<f32>
    %1583 = "stablehlo.reduce"(%1581, %1582) ({
    ^bb0(%_r211a: tensor<f32>, %_r211b: tensor<f32>):
      %_r211c = stablehlo.add %_r211a, %_r211b : tensor<f32>
      "stablehlo.return"(%_r211c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<80x320xf32>, tensor<f32>) -> tensor<80xf32>
    %1584 = stablehlo.constant dense<0.0> : tensor<f32>
    %1585 = "stablehlo.reduce"(%1583, %1584) ({
    ^bb0(%_r212a: tensor<f32>, %_r212b: tensor<f32>):
      %_r212c = stablehlo.add %_r212a, %_r212b : tensor<f32>
      "stablehlo.return"(%_r212c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<80xf32>, tensor<f32>) -> tensor<f32>
    %1586 = stablehlo.add %1580, %1585 : tensor<f32>
    %1587 = stablehlo.multiply %1171, %1171 : tensor<320xf32>
    %1588 = stablehlo.constant dense<0.0> : tensor<f32>
    %1589 = "stablehlo.reduce"(%1587, %1588) ({
    ^bb0(%_r213a: tensor<f32>, %_r213b: tensor<f32>):
      %_r213c = stablehlo.add %_r213a, %_r213b : tensor<f32>
      "stablehlo.return"(%_r213c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<320xf32>, tensor<f32>) -> tensor<f32>
    %1590 = stablehlo.add %1586, %1589 : tensor<f32>
    %1591 = stablehlo.multiply %1155, %1155 : tensor<320x80xf32>
    %1592 = stablehlo.constant dense<0.0> : tensor<f32>
    %1593 = "stablehlo.reduce"(%1591, %1592) ({
    ^bb0(%_r214a: tensor<f32>, %_r214b: tensor<f32>):
      %_r214c = stablehlo.add %_r214a, %_r214b : tensor<f32>
      "stablehlo.return"(%_r214c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<320x80xf32>, tensor<f32>) -> tensor<320xf32>
    %1594 = stablehlo.constant dense<0.0> : tensor<f32>
    %1595 = "stablehlo.reduce"(%1593, %1594) ({
    ^bb0(%_r215a: tensor<f32>, %_r215b: tensor<f32>):
      %_r215c = stablehlo.add %_r215a, %_r215b : tensor<f32>
      "stablehlo.return"(%_r215c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<320xf32>, tensor<f32>) -> tensor<f32>
    %1596 = stablehlo.add %1590, %1595 : tensor<f32>
    %1597 = stablehlo.multiply %1157, %1157 : tensor<80xf32>
    %1598 = stablehlo.constant dense<0.0> : tensor<f32>
    %1599 = "stablehlo.reduce"(%1597, %1598) ({
    ^bb0(%_r216a: tensor<f32>, %_r216b: tensor<f32>):
      %_r216c = stablehlo.add %_r216a, %_r216b : tensor<f32>
      "stablehlo.return"(%_r216c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<80xf32>, tensor<f32>) -> tensor<f32>
    %1600 = stablehlo.add %1596, %1599 : tensor<f32>
    %1601 = stablehlo.multiply %1152, %1152 : tensor<80xf32>
    %1602 = stablehlo.constant dense<0.0> : tensor<f32>
    %1603 = "stablehlo.reduce"(%1601, %1602) ({
    ^bb0(%_r217a: tensor<f32>, %_r217b: tensor<f32>):
      %_r217c = stablehlo.add %_r217a, %_r217b : tensor<f32>
      "stablehlo.return"(%_r217c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<80xf32>, tensor<f32>) -> tensor<f32>
    %1604 = stablehlo.add %1600, %1603 : tensor<f32>
    %1605 = stablehlo.multiply %1145, %1145 : tensor<80xf32>
    %1606 = stablehlo.constant dense<0.0> : tensor<f32>
    %1607 = "stablehlo.reduce"(%1605, %1606) ({
    ^bb0(%_r218a: tensor<f32>, %_r218b: tensor<f32>):
      %_r218c = stablehlo.add %_r218a, %_r218b : tensor<f32>
      "stablehlo.return"(%_r218c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<80xf32>, tensor<f32>) -> tensor<f32>
    %1608 = stablehlo.add %1604, %1607 : tensor<f32>
    %1609 = stablehlo.multiply %1147, %1147 : tensor<80xf32>
    %1610 = stablehlo.constant dense<0.0> : tensor<f32>
    %1611 = "stablehlo.reduce"(%1609, %1610) ({
    ^bb0(%_r219a: tensor<f32>, %_r219b: tensor<f32>):
      %_r219c = stablehlo.add %_r219a, %_r219b : tensor<f32>
      "stablehlo.return"(%_r219c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<80xf32>, tensor<f32>) -> tensor<f32>
    %1612 = stablehlo.add %1608, %1611 : tensor<f32>
    %1613 = stablehlo.multiply %1124, %1124 : tensor<2x2x80x160xf32>
    %1614 = stablehlo.constant dense<0.0> : tensor<f32>
    %1615 = "stablehlo.reduce"(%1613, %1614) ({
    ^bb0(%_r220a: tensor<f32>, %_r220b: tensor<f32>):
      %_r220c = stablehlo.add %_r220a, %_r220b : tensor<f32>
      "stablehlo.return"(%_r220c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x80x160xf32>, tensor<f32>) -> tensor<2x2x80xf32>
    %1616 = stablehlo.constant dense<0.0> : tensor<f32>
    %1617 = "stablehlo.reduce"(%1615, %1616) ({
    ^bb0(%_r221a: tensor<f32>, %_r221b: tensor<f32>):
      %_r221c = stablehlo.add %_r221a, %_r221b : tensor<f32>
      "stablehlo.return"(%_r221c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x80xf32>, tensor<f32>) -> tensor<f32>
    %1618 = stablehlo.add %1612, %1617 : tensor<f32>
    %1619 = stablehlo.multiply %1126, %1126 : tensor<160xf32>
    %1620 = stablehlo.constant dense<0.0> : tensor<f32>
    %1621 = "stablehlo.reduce"(%1619, %1620) ({
    ^bb0(%_r222a: tensor<f32>, %_r222b: tensor<f32>):
      %_r222c = stablehlo.add %_r222a, %_r222b : tensor<f32>
      "stablehlo.return"(%_r222c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %1622 = stablehlo.add %1618, %1621 : tensor<f32>
    %1623 = stablehlo.multiply %1118, %1118 : tensor<7x7x1x160xf32>
    %1624 = stablehlo.constant dense<0.0> : tensor<f32>
    %1625 = "stablehlo.reduce"(%1623, %1624) ({
    ^bb0(%_r223a: tensor<f32>, %_r223b: tensor<f32>):
      %_r223c = stablehlo.add %_r223a, %_r223b : tensor<f32>
      "stablehlo.return"(%_r223c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x160xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %1626 = stablehlo.constant dense<0.0> : tensor<f32>
    %1627 = "stablehlo.reduce"(%1625, %1626) ({
    ^bb0(%_r224a: tensor<f32>, %_r224b: tensor<f32>):
      %_r224c = stablehlo.add %_r224a, %_r224b : tensor<f32>
      "stablehlo.return"(%_r224c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %1628 = stablehlo.add %1622, %1627 : tensor<f32>
    %1629 = stablehlo.multiply %1120, %1120 : tensor<160xf32>
    %1630 = stablehlo.constant dense<0.0> : tensor<f32>
    %1631 = "stablehlo.reduce"(%1629, %1630) ({
    ^bb0(%_r225a: tensor<f32>, %_r225b: tensor<f32>):
      %_r225c = stablehlo.add %_r225a, %_r225b : tensor<f32>
      "stablehlo.return"(%_r225c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %1632 = stablehlo.add %1628, %1631 : tensor<f32>
    %1633 = stablehlo.multiply %1113, %1113 : tensor<160xf32>
    %1634 = stablehlo.constant dense<0.0> : tensor<f32>
    %1635 = "stablehlo.reduce"(%1633, %1634) ({
    ^bb0(%_r226a: tensor<f32>, %_r226b: tensor<f32>):
      %_r226c = stablehlo.add %_r226a, %_r226b : tensor<f32>
      "stablehlo.return"(%_r226c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %1636 = stablehlo.add %1632, %1635 : tensor<f32>
    %1637 = stablehlo.multiply %1115, %1115 : tensor<160xf32>
    %1638 = stablehlo.constant dense<0.0> : tensor<f32>
    %1639 = "stablehlo.reduce"(%1637, %1638) ({
    ^bb0(%_r227a: tensor<f32>, %_r227b: tensor<f32>):
      %_r227c = stablehlo.add %_r227a, %_r227b : tensor<f32>
      "stablehlo.return"(%_r227c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %1640 = stablehlo.add %1636, %1639 : tensor<f32>
    %1641 = stablehlo.multiply %1092, %1092 : tensor<160x640xf32>
    %1642 = stablehlo.constant dense<0.0> : tensor<f32>
    %1643 = "stablehlo.reduce"(%1641, %1642) ({
    ^bb0(%_r228a: tensor<f32>, %_r228b: tensor<f32>):
      %_r228c = stablehlo.add %_r228a, %_r228b : tensor<f32>
      "stablehlo.return"(%_r228c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<160x640xf32>, tensor<f32>) -> tensor<160xf32>
    %1644 = stablehlo.constant dense<0.0> : tensor<f32>
    %1645 = "stablehlo.reduce"(%1643, %1644) ({
    ^bb0(%_r229a: tensor<f32>, %_r229b: tensor<f32>):
      %_r229c = stablehlo.add %_r229a, %_r229b : tensor<f32>
      "stablehlo.return"(%_r229c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %1646 = stablehlo.add %1640, %1645 : tensor<f32>
    %1647 = stablehlo.multiply %1094, %1094 : tensor<640xf32>
    %1648 = stablehlo.constant dense<0.0> : tensor<f32>
    %1649 = "stablehlo.reduce"(%1647, %1648) ({
    ^bb0(%_r230a: tensor<f32>, %_r230b: tensor<f32>):
      %_r230c = stablehlo.add %_r230a, %_r230b : tensor<f32>
      "stablehlo.return"(%_r230c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<640xf32>, tensor<f32>) -> tensor<f32>
    %1650 = stablehlo.add %1646, %1649 : tensor<f32>
    %1651 = stablehlo.multiply %1078, %1078 : tensor<640x160xf32>
    %1652 = stablehlo.constant dense<0.0> : tensor<f32>
    %1653 = "stablehlo.reduce"(%1651, %1652) ({
    ^bb0(%_r231a: tensor<f32>, %_r231b: tensor<f32>):
      %_r231c = stablehlo.add %_r231a, %_r231b : tensor<f32>
      "stablehlo.return"(%_r231c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<640x160xf32>, tensor<f32>) -> tensor<640xf32>
    %1654 = stablehlo.constant dense<0.0> : tensor<f32>
    %1655 = "stablehlo.reduce"(%1653, %1654) ({
    ^bb0(%_r232a: tensor<f32>, %_r232b: tensor<f32>):
      %_r232c = stablehlo.add %_r232a, %_r232b : tensor<f32>
      "stablehlo.return"(%_r232c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<640xf32>, tensor<f32>) -> tensor<f32>
    %1656 = stablehlo.add %1650, %1655 : tensor<f32>
    %1657 = stablehlo.multiply %1080, %1080 : tensor<160xf32>
    %1658 = stablehlo.constant dense<0.0> : tensor<f32>
    %1659 = "stablehlo.reduce"(%1657, %1658) ({
    ^bb0(%_r233a: tensor<f32>, %_r233b: tensor<f32>):
      %_r233c = stablehlo.add %_r233a, %_r233b : tensor<f32>
      "stablehlo.return"(%_r233c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %1660 = stablehlo.add %1656, %1659 : tensor<f32>
    %1661 = stablehlo.multiply %1075, %1075 : tensor<160xf32>
    %1662 = stablehlo.constant dense<0.0> : tensor<f32>
    %1663 = "stablehlo.reduce"(%1661, %1662) ({
    ^bb0(%_r234a: tensor<f32>, %_r234b: tensor<f32>):
      %_r234c = stablehlo.add %_r234a, %_r234b : tensor<f32>
      "stablehlo.return"(%_r234c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %1664 = stablehlo.add %1660, %1663 : tensor<f32>
    %1665 = stablehlo.multiply %1067, %1067 : tensor<7x7x1x160xf32>
    %1666 = stablehlo.constant dense<0.0> : tensor<f32>
    %1667 = "stablehlo.reduce"(%1665, %1666) ({
    ^bb0(%_r235a: tensor<f32>, %_r235b: tensor<f32>):
      %_r235c = stablehlo.add %_r235a, %_r235b : tensor<f32>
      "stablehlo.return"(%_r235c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x160xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %1668 = stablehlo.constant dense<0.0> : tensor<f32>
    %1669 = "stablehlo.reduce"(%1667, %1668) ({
    ^bb0(%_r236a: tensor<f32>, %_r236b: tensor<f32>):
      %_r236c = stablehlo.add %_r236a, %_r236b : tensor<f32>
      "stablehlo.return"(%_r236c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %1670 = stablehlo.add %1664, %1669 : tensor<f32>
    %1671 = stablehlo.multiply %1069, %1069 : tensor<160xf32>
    %1672 = stablehlo.constant dense<0.0> : tensor<f32>
    %1673 = "stablehlo.reduce"(%1671, %1672) ({
    ^bb0(%_r237a: tensor<f32>, %_r237b: tensor<f32>):
      %_r237c = stablehlo.add %_r237a, %_r237b : tensor<f32>
      "stablehlo.return"(%_r237c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %1674 = stablehlo.add %1670, %1673 : tensor<f32>
    %1675 = stablehlo.multiply %1062, %1062 : tensor<160xf32>
    %1676 = stablehlo.constant dense<0.0> : tensor<f32>
    %1677 = "stablehlo.reduce"(%1675, %1676) ({
    ^bb0(%_r238a: tensor<f32>, %_r238b: tensor<f32>):
      %_r238c = stablehlo.add %_r238a, %_r238b : tensor<f32>
      "stablehlo.return"(%_r238c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %1678 = stablehlo.add %1674, %1677 : tensor<f32>
    %1679 = stablehlo.multiply %1064, %1064 : tensor<160xf32>
    %1680 = stablehlo.constant dense<0.0> : tensor<f32>
    %1681 = "stablehlo.reduce"(%1679, %1680) ({
    ^bb0(%_r239a: tensor<f32>, %_r239b: tensor<f32>):
      %_r239c = stablehlo.add %_r239a, %_r239b : tensor<f32>
      "stablehlo.return"(%_r239c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %1682 = stablehlo.add %1678, %1681 : tensor<f32>
    %1683 = stablehlo.multiply %1041, %1041 : tensor<160x640xf32>
    %1684 = stablehlo.constant dense<0.0> : tensor<f32>
    %1685 = "stablehlo.reduce"(%1683, %1684) ({
    ^bb0(%_r240a: tensor<f32>, %_r240b: tensor<f32>):
      %_r240c = stablehlo.add %_r240a, %_r240b : tensor<f32>
      "stablehlo.return"(%_r240c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<160x640xf32>, tensor<f32>) -> tensor<160xf32>
    %1686 = stablehlo.constant dense<0.0> : tensor<f32>
    %1687 = "stablehlo.reduce"(%1685, %1686) ({
    ^bb0(%_r241a: tensor<f32>, %_r241b: tensor<f32>):
      %_r241c = stablehlo.add %_r241a, %_r241b : tensor<f32>
      "stablehlo.return"(%_r241c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %1688 = stablehlo.add %1682, %1687 : tensor<f32>
    %1689 = stablehlo.multiply %1043, %1043 : tensor<640xf32>
    %1690 = stablehlo.constant dense<0.0> : tensor<f32>
    %1691 = "stablehlo.reduce"(%1689, %1690) ({
    ^bb0(%_r242a: tensor<f32>, %_r242b: tensor<f32>):
      %_r242c = stablehlo.add %_r242a, %_r242b : tensor<f32>
      "stablehlo.return"(%_r242c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<640xf32>, tensor<f32>) -> tensor<f32>
    %1692 = stablehlo.add %1688, %1691 : tensor<f32>
    %1693 = stablehlo.multiply %1027, %1027 : tensor<640x160xf32>
    %1694 = stablehlo.constant dense<0.0> : tensor<f32>
    %1695 = "stablehlo.reduce"(%1693, %1694) ({
    ^bb0(%_r243a: tensor<f32>, %_r243b: tensor<f32>):
      %_r243c = stablehlo.add %_r243a, %_r243b : tensor<f32>
      "stablehlo.return"(%_r243c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<640x160xf32>, tensor<f32>) -> tensor<640xf32>
    %1696 = stablehlo.constant dense<0.0> : tensor<f32>
    %1697 = "stablehlo.reduce"(%1695, %1696) ({
    ^bb0(%_r244a: tensor<f32>, %_r244b: tensor<f32>):
      %_r244c = stablehlo.add %_r244a, %_r244b : tensor<f32>
      "stablehlo.return"(%_r244c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<640xf32>, tensor<f32>) -> tensor<f32>
    %1698 = stablehlo.add %1692, %1697 : tensor<f32>
    %1699 = stablehlo.multiply %1029, %1029 : tensor<160xf32>
    %1700 = stablehlo.constant dense<0.0> : tensor<f32>
    %1701 = "stablehlo.reduce"(%1699, %1700) ({
    ^bb0(%_r245a: tensor<f32>, %_r245b: tensor<f32>):
      %_r245c = stablehlo.add %_r245a, %_r245b : tensor<f32>
      "stablehlo.return"(%_r245c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %1702 = stablehlo.add %1698, %1701 : tensor<f32>
    %1703 = stablehlo.multiply %1024, %1024 : tensor<160xf32>
    %1704 = stablehlo.constant dense<0.0> : tensor<f32>
    %1705 = "stablehlo.reduce"(%1703, %1704) ({
    ^bb0(%_r246a: tensor<f32>, %_r246b: tensor<f32>):
      %_r246c = stablehlo.add %_r246a, %_r246b : tensor<f32>
      "stablehlo.return"(%_r246c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %1706 = stablehlo.add %1702, %1705 : tensor<f32>
    %1707 = stablehlo.multiply %1016, %1016 : tensor<7x7x1x160xf32>
    %1708 = stablehlo.constant dense<0.0> : tensor<f32>
    %1709 = "stablehlo.reduce"(%1707, %1708) ({
    ^bb0(%_r247a: tensor<f32>, %_r247b: tensor<f32>):
      %_r247c = stablehlo.add %_r247a, %_r247b : tensor<f32>
      "stablehlo.return"(%_r247c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x160xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %1710 = stablehlo.constant dense<0.0> : tensor<f32>
    %1711 = "stablehlo.reduce"(%1709, %1710) ({
    ^bb0(%_r248a: tensor<f32>, %_r248b: tensor<f32>):
      %_r248c = stablehlo.add %_r248a, %_r248b : tensor<f32>
      "stablehlo.return"(%_r248c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %1712 = stablehlo.add %1706, %1711 : tensor<f32>
    %1713 = stablehlo.multiply %1018, %1018 : tensor<160xf32>
    %1714 = stablehlo.constant dense<0.0> : tensor<f32>
    %1715 = "stablehlo.reduce"(%1713, %1714) ({
    ^bb0(%_r249a: tensor<f32>, %_r249b: tensor<f32>):
      %_r249c = stablehlo.add %_r249a, %_r249b : tensor<f32>
      "stablehlo.return"(%_r249c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %1716 = stablehlo.add %1712, %1715 : tensor<f32>
    %1717 = stablehlo.multiply %1011, %1011 : tensor<160xf32>
    %1718 = stablehlo.constant dense<0.0> : tensor<f32>
    %1719 = "stablehlo.reduce"(%1717, %1718) ({
    ^bb0(%_r250a: tensor<f32>, %_r250b: tensor<f32>):
      %_r250c = stablehlo.add %_r250a, %_r250b : tensor<f32>
      "stablehlo.return"(%_r250c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %1720 = stablehlo.add %1716, %1719 : tensor<f32>
    %1721 = stablehlo.multiply %1013, %1013 : tensor<160xf32>
    %1722 = stablehlo.constant dense<0.0> : tensor<f32>
    %1723 = "stablehlo.reduce"(%1721, %1722) ({
    ^bb0(%_r251a: tensor<f32>, %_r251b: tensor<f32>):
      %_r251c = stablehlo.add %_r251a, %_r251b : tensor<f32>
      "stablehlo.return"(%_r251c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %1724 = stablehlo.add %1720, %1723 : tensor<f32>
    %1725 = stablehlo.multiply %990, %990 : tensor<160x640xf32>
    %1726 = stablehlo.constant dense<0.0> : tensor<f32>
    %1727 = "stablehlo.reduce"(%1725, %1726) ({
    ^bb0(%_r252a: tensor<f32>, %_r252b: tensor<f32>):
      %_r252c = stablehlo.add %_r252a, %_r252b : tensor<f32>
      "stablehlo.return"(%_r252c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<160x640xf32>, tensor<f32>) -> tensor<160xf32>
    %1728 = stablehlo.constant dense<0.0> : tensor<f32>
    %1729 = "stablehlo.reduce"(%1727, %1728) ({
    ^bb0(%_r253a: tensor<f32>, %_r253b: tensor<f32>):
      %_r253c = stablehlo.add %_r253a, %_r253b : tensor<f32>
      "stablehlo.return"(%_r253c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %1730 = stablehlo.add %1724, %1729 : tensor<f32>
    %1731 = stablehlo.multiply %992, %992 : tensor<640xf32>
    %1732 = stablehlo.constant dense<0.0> : tensor<f32>
    %1733 = "stablehlo.reduce"(%1731, %1732) ({
    ^bb0(%_r254a: tensor<f32>, %_r254b: tensor<f32>):
      %_r254c = stablehlo.add %_r254a, %_r254b : tensor<f32>
      "stablehlo.return"(%_r254c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<640xf32>, tensor<f32>) -> tensor<f32>
    %1734 = stablehlo.add %1730, %1733 : tensor<f32>
    %1735 = stablehlo.multiply %976, %976 : tensor<640x160xf32>
    %1736 = stablehlo.constant dense<0.0> : tensor<f32>
    %1737 = "stablehlo.reduce"(%1735, %1736) ({
    ^bb0(%_r255a: tensor<f32>, %_r255b: tensor<f32>):
      %_r255c = stablehlo.add %_r255a, %_r255b : tensor<f32>
      "stablehlo.return"(%_r255c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<640x160xf32>, tensor<f32>) -> tensor<640xf32>
    %1738 = stablehlo.constant dense<0.0> : tensor<f32>
    %1739 = "stablehlo.reduce"(%1737, %1738) ({
    ^bb0(%_r256a: tensor<f32>, %_r256b: tensor<f32>):
      %_r256c = stablehlo.add %_r256a, %_r256b : tensor<f32>
      "stablehlo.return"(%_r256c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<640xf32>, tensor<f32>) -> tensor<f32>
    %1740 = stablehlo.add %1734, %1739 : tensor<f32>
    %1741 = stablehlo.multiply %978, %978 : tensor<160xf32>
    %1742 = stablehlo.constant dense<0.0> : tensor<f32>
    %1743 = "stablehlo.reduce"(%1741, %1742) ({
    ^bb0(%_r257a: tensor<f32>, %_r257b: tensor<f32>):
      %_r257c = stablehlo.add %_r257a, %_r257b : tensor<f32>
      "stablehlo.return"(%_r257c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %1744 = stablehlo.add %1740, %1743 : tensor<f32>
    %1745 = stablehlo.multiply %973, %973 : tensor<160xf32>
    %1746 = stablehlo.constant dense<0.0> : tensor<f32>
    %1747 = "stablehlo.reduce"(%1745, %1746) ({
    ^bb0(%_r258a: tensor<f32>, %_r258b: tensor<f32>):
      %_r258c = stablehlo.add %_r258a, %_r258b : tensor<f32>
      "stablehlo.return"(%_r258c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %1748 = stablehlo.add %1744, %1747 : tensor<f32>
    %1749 = stablehlo.multiply %965, %965 : tensor<7x7x1x160xf32>
    %1750 = stablehlo.constant dense<0.0> : tensor<f32>
    %1751 = "stablehlo.reduce"(%1749, %1750) ({
    ^bb0(%_r259a: tensor<f32>, %_r259b: tensor<f32>):
      %_r259c = stablehlo.add %_r259a, %_r259b : tensor<f32>
      "stablehlo.return"(%_r259c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x160xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %1752 = stablehlo.constant dense<0.0> : tensor<f32>
    %1753 = "stablehlo.reduce"(%1751, %1752) ({
    ^bb0(%_r260a: tensor<f32>, %_r260b: tensor<f32>):
      %_r260c = stablehlo.add %_r260a, %_r260b : tensor<f32>
      "stablehlo.return"(%_r260c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %1754 = stablehlo.add %1748, %1753 : tensor<f32>
    %1755 = stablehlo.multiply %967, %967 : tensor<160xf32>
    %1756 = stablehlo.constant dense<0.0> : tensor<f32>
    %1757 = "stablehlo.reduce"(%1755, %1756) ({
    ^bb0(%_r261a: tensor<f32>, %_r261b: tensor<f32>):
      %_r261c = stablehlo.add %_r261a, %_r261b : tensor<f32>
      "stablehlo.return"(%_r261c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %1758 = stablehlo.add %1754, %1757 : tensor<f32>
    %1759 = stablehlo.multiply %960, %960 : tensor<160xf32>
    %1760 = stablehlo.constant dense<0.0> : tensor<f32>
    %1761 = "stablehlo.reduce"(%1759, %1760) ({
    ^bb0(%_r262a: tensor<f32>, %_r262b: tensor<f32>):
      %_r262c = stablehlo.add %_r262a, %_r262b : tensor<f32>
      "stablehlo.return"(%_r262c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %1762 = stablehlo.add %1758, %1761 : tensor<f32>
    %1763 = stablehlo.multiply %962, %962 : tensor<160xf32>
    %1764 = stablehlo.constant dense<0.0> : tensor<f32>
    %1765 = "stablehlo.reduce"(%1763, %1764) ({
    ^bb0(%_r263a: tensor<f32>, %_r263b: tensor<f32>):
      %_r263c = stablehlo.add %_r263a, %_r263b : tensor<f32>
      "stablehlo.return"(%_r263c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %1766 = stablehlo.add %1762, %1765 : tensor<f32>
    %1767 = stablehlo.multiply %939, %939 : tensor<160x640xf32>
    %1768 = stablehlo.constant dense<0.0> : tensor<f32>
    %1769 = "stablehlo.reduce"(%1767, %1768) ({
    ^bb0(%_r264a: tensor<f32>, %_r264b: tensor<f32>):
      %_r264c = stablehlo.add %_r264a, %_r264b : tensor<f32>
      "stablehlo.return"(%_r264c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<160x640xf32>, tensor<f32>) -> tensor<160xf32>
    %1770 = stablehlo.constant dense<0.0> : tensor<f32>
    %1771 = "stablehlo.reduce"(%1769, %1770) ({
    ^bb0(%_r265a: tensor<f32>, %_r265b: tensor<f32>):
      %_r265c = stablehlo.add %_r265a, %_r265b : tensor<f32>
      "stablehlo.return"(%_r265c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %1772 = stablehlo.add %1766, %1771 : tensor<f32>
    %1773 = stablehlo.multiply %941, %941 : tensor<640xf32>
    %1774 = stablehlo.constant dense<0.0> : tensor<f32>
    %1775 = "stablehlo.reduce"(%1773, %1774) ({
    ^bb0(%_r266a: tensor<f32>, %_r266b: tensor<f32>):
      %_r266c = stablehlo.add %_r266a, %_r266b : tensor<f32>
      "stablehlo.return"(%_r266c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<640xf32>, tensor<f32>) -> tensor<f32>
    %1776 = stablehlo.add %1772, %1775 : tensor<f32>
    %1777 = stablehlo.multiply %925, %925 : tensor<640x160xf32>
    %1778 = stablehlo.constant dense<0.0> : tensor<f32>
    %1779 = "stablehlo.reduce"(%1777, %1778) ({
    ^bb0(%_r267a: tensor<f32>, %_r267b: tensor<f32>):
      %_r267c = stablehlo.add %_r267a, %_r267b : tensor<f32>
      "stablehlo.return"(%_r267c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<640x160xf32>, tensor<f32>) -> tensor<640xf32>
    %1780 = stablehlo.constant dense<0.0> : tensor<f32>
    %1781 = "stablehlo.reduce"(%1779, %1780) ({
    ^bb0(%_r268a: tensor<f32>, %_r268b: tensor<f32>):
      %_r268c = stablehlo.add %_r268a, %_r268b : tensor<f32>
      "stablehlo.return"(%_r268c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<640xf32>, tensor<f32>) -> tensor<f32>
    %1782 = stablehlo.add %1776, %1781 : tensor<f32>
    %1783 = stablehlo.multiply %927, %927 : tensor<160xf32>
    %1784 = stablehlo.constant dense<0.0> : tensor<f32>
    %1785 = "stablehlo.reduce"(%1783, %1784) ({
    ^bb0(%_r269a: tensor<f32>, %_r269b: tensor<f32>):
      %_r269c = stablehlo.add %_r269a, %_r269b : tensor<f32>
      "stablehlo.return"(%_r269c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %1786 = stablehlo.add %1782, %1785 : tensor<f32>
    %1787 = stablehlo.multiply %922, %922 : tensor<160xf32>
    %1788 = stablehlo.constant dense<0.0> : tensor<f32>
    %1789 = "stablehlo.reduce"(%1787, %1788) ({
    ^bb0(%_r270a: tensor<f32>, %_r270b: tensor<f32>):
      %_r270c = stablehlo.add %_r270a, %_r270b : tensor<f32>
      "stablehlo.return"(%_r270c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %1790 = stablehlo.add %1786, %1789 : tensor<f32>
    %1791 = stablehlo.multiply %914, %914 : tensor<7x7x1x160xf32>
    %1792 = stablehlo.constant dense<0.0> : tensor<f32>
    %1793 = "stablehlo.reduce"(%1791, %1792) ({
    ^bb0(%_r271a: tensor<f32>, %_r271b: tensor<f32>):
      %_r271c = stablehlo.add %_r271a, %_r271b : tensor<f32>
      "stablehlo.return"(%_r271c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x160xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %1794 = stablehlo.constant dense<0.0> : tensor<f32>
    %1795 = "stablehlo.reduce"(%1793, %1794) ({
    ^bb0(%_r272a: tensor<f32>, %_r272b: tensor<f32>):
      %_r272c = stablehlo.add %_r272a, %_r272b : tensor<f32>
      "stablehlo.return"(%_r272c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %1796 = stablehlo.add %1790, %1795 : tensor<f32>
    %1797 = stablehlo.multiply %916, %916 : tensor<160xf32>
    %1798 = stablehlo.constant dense<0.0> : tensor<f32>
    %1799 = "stablehlo.reduce"(%1797, %1798) ({
    ^bb0(%_r273a: tensor<f32>, %_r273b: tensor<f32>):
      %_r273c = stablehlo.add %_r273a, %_r273b : tensor<f32>
      "stablehlo.return"(%_r273c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %1800 = stablehlo.add %1796, %1799 : tensor<f32>
    %1801 = stablehlo.multiply %909, %909 : tensor<160xf32>
    %1802 = stablehlo.constant dense<0.0> : tensor<f32>
    %1803 = "stablehlo.reduce"(%1801, %1802) ({
    ^bb0(%_r274a: tensor<f32>, %_r274b: tensor<f32>):
      %_r274c = stablehlo.add %_r274a, %_r274b : tensor<f32>
      "stablehlo.return"(%_r274c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %1804 = stablehlo.add %1800, %1803 : tensor<f32>
    %1805 = stablehlo.multiply %911, %911 : tensor<160xf32>
    %1806 = stablehlo.constant dense<0.0> : tensor<f32>
    %1807 = "stablehlo.reduce"(%1805, %1806) ({
    ^bb0(%_r275a: tensor<f32>, %_r275b: tensor<f32>):
      %_r275c = stablehlo.add %_r275a, %_r275b : tensor<f32>
      "stablehlo.return"(%_r275c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %1808 = stablehlo.add %1804, %1807 : tensor<f32>
    %1809 = stablehlo.multiply %888, %888 : tensor<160x640xf32>
    %1810 = stablehlo.constant dense<0.0> : tensor<f32>
    %1811 = "stablehlo.reduce"(%1809, %1810) ({
    ^bb0(%_r276a: tensor<f32>, %_r276b: tensor<f32>):
      %_r276c = stablehlo.add %_r276a, %_r276b : tensor<f32>
      "stablehlo.return"(%_r276c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<160x640xf32>, tensor<f32>) -> tensor<160xf32>
    %1812 = stablehlo.constant dense<0.0> : tensor<f32>
    %1813 = "stablehlo.reduce"(%1811, %1812) ({
    ^bb0(%_r277a: tensor<f32>, %_r277b: tensor<f32>):
      %_r277c = stablehlo.add %_r277a, %_r277b : tensor<f32>
      "stablehlo.return"(%_r277c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %1814 = stablehlo.add %1808, %1813 : tensor<f32>
    %1815 = stablehlo.multiply %890, %890 : tensor<640xf32>
    %1816 = stablehlo.constant dense<0.0> : tensor<f32>
    %1817 = "stablehlo.reduce"(%1815, %1816) ({
    ^bb0(%_r278a: tensor<f32>, %_r278b: tensor<f32>):
      %_r278c = stablehlo.add %_r278a, %_r278b : tensor<f32>
      "stablehlo.return"(%_r278c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<640xf32>, tensor<f32>) -> tensor<f32>
    %1818 = stablehlo.add %1814, %1817 : tensor<f32>
    %1819 = stablehlo.multiply %874, %874 : tensor<640x160xf32>
    %1820 = stablehlo.constant dense<0.0> : tensor<f32>
    %1821 = "stablehlo.reduce"(%1819, %1820) ({
    ^bb0(%_r279a: tensor<f32>, %_r279b: tensor<f32>):
      %_r279c = stablehlo.add %_r279a, %_r279b : tensor<f32>
      "stablehlo.return"(%_r279c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<640x160xf32>, tensor<f32>) -> tensor<640xf32>
    %1822 = stablehlo.constant dense<0.0> : tensor<f32>
    %1823 = "stablehlo.reduce"(%1821, %1822) ({
    ^bb0(%_r280a: tensor<f32>, %_r280b: tensor<f32>):
      %_r280c = stablehlo.add %_r280a, %_r280b : tensor<f32>
      "stablehlo.return"(%_r280c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<640xf32>, tensor<f32>) -> tensor<f32>
    %1824 = stablehlo.add %1818, %1823 : tensor<f32>
    %1825 = stablehlo.multiply %876, %876 : tensor<160xf32>
    %1826 = stablehlo.constant dense<0.0> : tensor<f32>
    %1827 = "stablehlo.reduce"(%1825, %1826) ({
    ^bb0(%_r281a: tensor<f32>, %_r281b: tensor<f32>):
      %_r281c = stablehlo.add %_r281a, %_r281b : tensor<f32>
      "stablehlo.return"(%_r281c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %1828 = stablehlo.add %1824, %1827 : tensor<f32>
    %1829 = stablehlo.multiply %871, %871 : tensor<160xf32>
    %1830 = stablehlo.constant dense<0.0> : tensor<f32>
    %1831 = "stablehlo.reduce"(%1829, %1830) ({
    ^bb0(%_r282a: tensor<f32>, %_r282b: tensor<f32>):
      %_r282c = stablehlo.add %_r282a, %_r282b : tensor<f32>
      "stablehlo.return"(%_r282c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %1832 = stablehlo.add %1828, %1831 : tensor<f32>
    %1833 = stablehlo.multiply %863, %863 : tensor<7x7x1x160xf32>
    %1834 = stablehlo.constant dense<0.0> : tensor<f32>
    %1835 = "stablehlo.reduce"(%1833, %1834) ({
    ^bb0(%_r283a: tensor<f32>, %_r283b: tensor<f32>):
      %_r283c = stablehlo.add %_r283a, %_r283b : tensor<f32>
      "stablehlo.return"(%_r283c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x160xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %1836 = stablehlo.constant dense<0.0> : tensor<f32>
    %1837 = "stablehlo.reduce"(%1835, %1836) ({
    ^bb0(%_r284a: tensor<f32>, %_r284b: tensor<f32>):
      %_r284c = stablehlo.add %_r284a, %_r284b : tensor<f32>
      "stablehlo.return"(%_r284c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %1838 = stablehlo.add %1832, %1837 : tensor<f32>
    %1839 = stablehlo.multiply %865, %865 : tensor<160xf32>
    %1840 = stablehlo.constant dense<0.0> : tensor<f32>
    %1841 = "stablehlo.reduce"(%1839, %1840) ({
    ^bb0(%_r285a: tensor<f32>, %_r285b: tensor<f32>):
      %_r285c = stablehlo.add %_r285a, %_r285b : tensor<f32>
      "stablehlo.return"(%_r285c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %1842 = stablehlo.add %1838, %1841 : tensor<f32>
    %1843 = stablehlo.multiply %858, %858 : tensor<160xf32>
    %1844 = stablehlo.constant dense<0.0> : tensor<f32>
    %1845 = "stablehlo.reduce"(%1843, %1844) ({
    ^bb0(%_r286a: tensor<f32>, %_r286b: tensor<f32>):
      %_r286c = stablehlo.add %_r286a, %_r286b : tensor<f32>
      "stablehlo.return"(%_r286c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %1846 = stablehlo.add %1842, %1845 : tensor<f32>
    %1847 = stablehlo.multiply %860, %860 : tensor<160xf32>
    %1848 = stablehlo.constant dense<0.0> : tensor<f32>
    %1849 = "stablehlo.reduce"(%1847, %1848) ({
    ^bb0(%_r287a: tensor<f32>, %_r287b: tensor<f32>):
      %_r287c = stablehlo.add %_r287a, %_r287b : tensor<f32>
      "stablehlo.return"(%_r287c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %1850 = stablehlo.add %1846, %1849 : tensor<f32>
    %1851 = stablehlo.multiply %837, %837 : tensor<160x640xf32>
    %1852 = stablehlo.constant dense<0.0> : tensor<f32>
    %1853 = "stablehlo.reduce"(%1851, %1852) ({
    ^bb0(%_r288a: tensor<f32>, %_r288b: tensor<f32>):
      %_r288c = stablehlo.add %_r288a, %_r288b : tensor<f32>
      "stablehlo.return"(%_r288c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<160x640xf32>, tensor<f32>) -> tensor<160xf32>
    %1854 = stablehlo.constant dense<0.0> : tensor<f32>
    %1855 = "stablehlo.reduce"(%1853, %1854) ({
    ^bb0(%_r289a: tensor<f32>, %_r289b: tensor<f32>):
      %_r289c = stablehlo.add %_r289a, %_r289b : tensor<f32>
      "stablehlo.return"(%_r289c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %1856 = stablehlo.add %1850, %1855 : tensor<f32>
    %1857 = stablehlo.multiply %839, %839 : tensor<640xf32>
    %1858 = stablehlo.constant dense<0.0> : tensor<f32>
    %1859 = "stablehlo.reduce"(%1857, %1858) ({
    ^bb0(%_r290a: tensor<f32>, %_r290b: tensor<f32>):
      %_r290c = stablehlo.add %_r290a, %_r290b : tensor<f32>
      "stablehlo.return"(%_r290c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<640xf32>, tensor<f32>) -> tensor<f32>
    %1860 = stablehlo.add %1856, %1859 : tensor<f32>
    %1861 = stablehlo.multiply %823, %823 : tensor<640x160xf32>
    %1862 = stablehlo.constant dense<0.0> : tensor<f32>
    %1863 = "stablehlo.reduce"(%1861, %1862) ({
    ^bb0(%_r291a: tensor<f32>, %_r291b: tensor<f32>):
      %_r291c = stablehlo.add %_r291a, %_r291b : tensor<f32>
      "stablehlo.return"(%_r291c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<640x160xf32>, tensor<f32>) -> tensor<640xf32>
    %1864 = stablehlo.constant dense<0.0> : tensor<f32>
    %1865 = "stablehlo.reduce"(%1863, %1864) ({
    ^bb0(%_r292a: tensor<f32>, %_r292b: tensor<f32>):
      %_r292c = stablehlo.add %_r292a, %_r292b : tensor<f32>
      "stablehlo.return"(%_r292c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<640xf32>, tensor<f32>) -> tensor<f32>
    %1866 = stablehlo.add %1860, %1865 : tensor<f32>
    %1867 = stablehlo.multiply %825, %825 : tensor<160xf32>
    %1868 = stablehlo.constant dense<0.0> : tensor<f32>
    %1869 = "stablehlo.reduce"(%1867, %1868) ({
    ^bb0(%_r293a: tensor<f32>, %_r293b: tensor<f32>):
      %_r293c = stablehlo.add %_r293a, %_r293b : tensor<f32>
      "stablehlo.return"(%_r293c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %1870 = stablehlo.add %1866, %1869 : tensor<f32>
    %1871 = stablehlo.multiply %820, %820 : tensor<160xf32>
    %1872 = stablehlo.constant dense<0.0> : tensor<f32>
    %1873 = "stablehlo.reduce"(%1871, %1872) ({
    ^bb0(%_r294a: tensor<f32>, %_r294b: tensor<f32>):
      %_r294c = stablehlo.add %_r294a, %_r294b : tensor<f32>
      "stablehlo.return"(%_r294c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %1874 = stablehlo.add %1870, %1873 : tensor<f32>
    %1875 = stablehlo.multiply %813, %813 : tensor<160xf32>
    %1876 = stablehlo.constant dense<0.0> : tensor<f32>
    %1877 = "stablehlo.reduce"(%1875, %1876) ({
    ^bb0(%_r295a: tensor<f32>, %_r295b: tensor<f32>):
      %_r295c = stablehlo.add %_r295a, %_r295b : tensor<f32>
      "stablehlo.return"(%_r295c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %1878 = stablehlo.add %1874, %1877 : tensor<f32>
    %1879 = stablehlo.multiply %815, %815 : tensor<160xf32>
    %1880 = stablehlo.constant dense<0.0> : tensor<f32>
    %1881 = "stablehlo.reduce"(%1879, %1880) ({
    ^bb0(%_r296a: tensor<f32>, %_r296b: tensor<f32>):
      %_r296c = stablehlo.add %_r296a, %_r296b : tensor<f32>
      "stablehlo.return"(%_r296c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<160xf32>, tensor<f32>) -> tensor<f32>
    %1882 = stablehlo.add %1878, %1881 : tensor<f32>
    %1883 = stablehlo.multiply %792, %792 : tensor<2x2x160x320xf32>
    %1884 = stablehlo.constant dense<0.0> : tensor<f32>
    %1885 = "stablehlo.reduce"(%1883, %1884) ({
    ^bb0(%_r297a: tensor<f32>, %_r297b: tensor<f32>):
      %_r297c = stablehlo.add %_r297a, %_r297b : tensor<f32>
      "stablehlo.return"(%_r297c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<2x2x160x320xf32>, tensor<f32>) -> tensor<2x2x160xf32>
    %1886 = stablehlo.constant dense<0.0> : tensor<f32>
    %1887 = "stablehlo.reduce"(%1885, %1886) ({
    ^bb0(%_r298a: tensor<f32>, %_r298b: tensor<f32>):
      %_r298c = stablehlo.add %_r298a, %_r298b : tensor<f32>
      "stablehlo.return"(%_r298c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x160xf32>, tensor<f32>) -> tensor<f32>
    %1888 = stablehlo.add %1882, %1887 : tensor<f32>
    %1889 = stablehlo.multiply %794, %794 : tensor<320xf32>
    %1890 = stablehlo.constant dense<0.0> : tensor<f32>
    %1891 = "stablehlo.reduce"(%1889, %1890) ({
    ^bb0(%_r299a: tensor<f32>, %_r299b: tensor<f32>):
      %_r299c = stablehlo.add %_r299a, %_r299b : tensor<f32>
      "stablehlo.return"(%_r299c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<320xf32>, tensor<f32>) -> tensor<f32>
    %1892 = stablehlo.add %1888, %1891 : tensor<f32>
    %1893 = stablehlo.multiply %786, %786 : tensor<7x7x1x320xf32>
    %1894 = stablehlo.constant dense<0.0> : tensor<f32>
    %1895 = "stablehlo.reduce"(%1893, %1894) ({
    ^bb0(%_r300a: tensor<f32>, %_r300b: tensor<f32>):
      %_r300c = stablehlo.add %_r300a, %_r300b : tensor<f32>
      "stablehlo.return"(%_r300c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x320xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %1896 = stablehlo.constant dense<0.0> : tensor<f32>
    %1897 = "stablehlo.reduce"(%1895, %1896) ({
    ^bb0(%_r301a: tensor<f32>, %_r301b: tensor<f32>):
      %_r301c = stablehlo.add %_r301a, %_r301b : tensor<f32>
      "stablehlo.return"(%_r301c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %1898 = stablehlo.add %1892, %1897 : tensor<f32>
    %1899 = stablehlo.multiply %788, %788 : tensor<320xf32>
    %1900 = stablehlo.constant dense<0.0> : tensor<f32>
    %1901 = "stablehlo.reduce"(%1899, %1900) ({
    ^bb0(%_r302a: tensor<f32>, %_r302b: tensor<f32>):
      %_r302c = stablehlo.add %_r302a, %_r302b : tensor<f32>
      "stablehlo.return"(%_r302c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<320xf32>, tensor<f32>) -> tensor<f32>
    %1902 = stablehlo.add %1898, %1901 : tensor<f32>
    %1903 = stablehlo.multiply %781, %781 : tensor<320xf32>
    %1904 = stablehlo.constant dense<0.0> : tensor<f32>
    %1905 = "stablehlo.reduce"(%1903, %1904) ({
    ^bb0(%_r303a: tensor<f32>, %_r303b: tensor<f32>):
      %_r303c = stablehlo.add %_r303a, %_r303b : tensor<f32>
      "stablehlo.return"(%_r303c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<320xf32>, tensor<f32>) -> tensor<f32>
    %1906 = stablehlo.add %1902, %1905 : tensor<f32>
    %1907 = stablehlo.multiply %783, %783 : tensor<320xf32>
    %1908 = stablehlo.constant dense<0.0> : tensor<f32>
    %1909 = "stablehlo.reduce"(%1907, %1908) ({
    ^bb0(%_r304a: tensor<f32>, %_r304b: tensor<f32>):
      %_r304c = stablehlo.add %_r304a, %_r304b : tensor<f32>
      "stablehlo.return"(%_r304c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<320xf32>, tensor<f32>) -> tensor<f32>
    %1910 = stablehlo.add %1906, %1909 : tensor<f32>
    %1911 = stablehlo.multiply %760, %760 : tensor<320x1280xf32>
    %1912 = stablehlo.constant dense<0.0> : tensor<f32>
    %1913 = "stablehlo.reduce"(%1911, %1912) ({
    ^bb0(%_r305a: tensor<f32>, %_r305b: tensor<f32>):
      %_r305c = stablehlo.add %_r305a, %_r305b : tensor<f32>
      "stablehlo.return"(%_r305c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<320x1280xf32>, tensor<f32>) -> tensor<320xf32>
    %1914 = stablehlo.constant dense<0.0> : tensor<f32>
    %1915 = "stablehlo.reduce"(%1913, %1914) ({
    ^bb0(%_r306a: tensor<f32>, %_r306b: tensor<f32>):
      %_r306c = stablehlo.add %_r306a, %_r306b : tensor<f32>
      "stablehlo.return"(%_r306c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<320xf32>, tensor<f32>) -> tensor<f32>
    %1916 = stablehlo.add %1910, %1915 : tensor<f32>
    %1917 = stablehlo.multiply %762, %762 : tensor<1280xf32>
    %1918 = stablehlo.constant dense<0.0> : tensor<f32>
    %1919 = "stablehlo.reduce"(%1917, %1918) ({
    ^bb0(%_r307a: tensor<f32>, %_r307b: tensor<f32>):
      %_r307c = stablehlo.add %_r307a, %_r307b : tensor<f32>
      "stablehlo.return"(%_r307c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1280xf32>, tensor<f32>) -> tensor<f32>
    %1920 = stablehlo.add %1916, %1919 : tensor<f32>
    %1921 = stablehlo.multiply %746, %746 : tensor<1280x320xf32>
    %1922 = stablehlo.constant dense<0.0> : tensor<f32>
    %1923 = "stablehlo.reduce"(%1921, %1922) ({
    ^bb0(%_r308a: tensor<f32>, %_r308b: tensor<f32>):
      %_r308c = stablehlo.add %_r308a, %_r308b : tensor<f32>
      "stablehlo.return"(%_r308c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1280x320xf32>, tensor<f32>) -> tensor<1280xf32>
    %1924 = stablehlo.constant dense<0.0> : tensor<f32>
    %1925 = "stablehlo.reduce"(%1923, %1924) ({
    ^bb0(%_r309a: tensor<f32>, %_r309b: tensor<f32>):
      %_r309c = stablehlo.add %_r309a, %_r309b : tensor<f32>
      "stablehlo.return"(%_r309c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1280xf32>, tensor<f32>) -> tensor<f32>
    %1926 = stablehlo.add %1920, %1925 : tensor<f32>
    %1927 = stablehlo.multiply %748, %748 : tensor<320xf32>
    %1928 = stablehlo.constant dense<0.0> : tensor<f32>
    %1929 = "stablehlo.reduce"(%1927, %1928) ({
    ^bb0(%_r310a: tensor<f32>, %_r310b: tensor<f32>):
      %_r310c = stablehlo.add %_r310a, %_r310b : tensor<f32>
      "stablehlo.return"(%_r310c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<320xf32>, tensor<f32>) -> tensor<f32>
    %1930 = stablehlo.add %1926, %1929 : tensor<f32>
    %1931 = stablehlo.multiply %743, %743 : tensor<320xf32>
    %1932 = stablehlo.constant dense<0.0> : tensor<f32>
    %1933 = "stablehlo.reduce"(%1931, %1932) ({
    ^bb0(%_r311a: tensor<f32>, %_r311b: tensor<f32>):
      %_r311c = stablehlo.add %_r311a, %_r311b : tensor<f32>
      "stablehlo.return"(%_r311c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<320xf32>, tensor<f32>) -> tensor<f32>
    %1934 = stablehlo.add %1930, %1933 : tensor<f32>
    %1935 = stablehlo.multiply %735, %735 : tensor<7x7x1x320xf32>
    %1936 = stablehlo.constant dense<0.0> : tensor<f32>
    %1937 = "stablehlo.reduce"(%1935, %1936) ({
    ^bb0(%_r312a: tensor<f32>, %_r312b: tensor<f32>):
      %_r312c = stablehlo.add %_r312a, %_r312b : tensor<f32>
      "stablehlo.return"(%_r312c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<7x7x1x320xf32>, tensor<f32>) -> tensor<7x7x1xf32>
    %1938 = stablehlo.constant dense<0.0> : tensor<f32>
    %1939 = "stablehlo.reduce"(%1937, %1938) ({
    ^bb0(%_r313a: tensor<f32>, %_r313b: tensor<f32>):
      %_r313c = stablehlo.add %_r313a, %_r313b : tensor<f32>
      "stablehlo.return"(%_r313c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0, 1, 2>} : (tensor<7x7x1xf32>, tensor<f32>) -> tensor<f32>
    %1940 = stablehlo.add %1934, %1939 : tensor<f32>
    %1941 = stablehlo.multiply %737, %737 : tensor<320xf32>
    %1942 = stablehlo.constant dense<0.0> : tensor<f32>
    %1943 = "stablehlo.reduce"(%1941, %1942) ({
    ^bb0(%_r314a: tensor<f32>, %_r314b: tensor<f32>):
      %_r314c = stablehlo.add %_r314a, %_r314b : tensor<f32>
      "stablehlo.return"(%_r314c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<320xf32>, tensor<f32>) -> tensor<f32>
    %1944 = stablehlo.add %1940, %1943 : tensor<f32>
    %1945 = stablehlo.multiply %730, %730 : tensor<320xf32>
    %1946 = stablehlo.constant dense<0.0> : tensor<f32>
    %1947 = "stablehlo.reduce"(%1945, %1946) ({
    ^bb0(%_r315a: tensor<f32>, %_r315b: tensor<f32>):
      %_r315c = stablehlo.add %_r315a, %_r315b : tensor<f32>
      "stablehlo.return"(%_r315c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<320xf32>, tensor<f32>) -> tensor<f32>
    %1948 = stablehlo.add %1944, %1947 : tensor<f32>
    %1949 = stablehlo.multiply %732, %732 : tensor<320xf32>
    %1950 = stablehlo.constant dense<0.0> : tensor<f32>
    %1951 = "stablehlo.reduce"(%1949, %1950) ({
    ^bb0(%_r316a: tensor<f32>, %_r316b: tensor<f32>):
      %_r316c = stablehlo.add %_r316a, %_r316b : tensor<f32>
      "stablehlo.return"(%_r316c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<320xf32>, tensor<f32>) -> tensor<f32>
    %1952 = stablehlo.add %1948, %1951 : tensor<f32>
    %1953 = stablehlo.multiply %709, %709 : tensor<320x1280xf32>
    %1954 = stablehlo.constant dense<0.0> : tensor<f32>
    %1955 = "stablehlo.reduce"(%1953, %1954) ({
    ^bb0(%_r317a: tensor<f32>, %_r317b: tensor<f32>):
      %_r317c = stablehlo.add %_r317a, %_r317b : tensor<f32>
      "stablehlo.return"(%_r317c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<320x1280xf32>, tensor<f32>) -> tensor<320xf32>
    %1956 = stablehlo.constant dense<0.0> : tensor<f32>
    %1957 = "stablehlo.reduce"(%1955, %1956) ({
    ^bb0(%_r318a: tensor<f32>, %_r318b: tensor<f32>):
      %_r318c = stablehlo.add %_r318a, %_r318b : tensor<f32>
      "stablehlo.return"(%_r318c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<320xf32>, tensor<f32>) -> tensor<f32>
    %1958 = stablehlo.add %1952, %1957 : tensor<f32>
    %1959 = stablehlo.multiply %711, %711 : tensor<1280xf32>
    %1960 = stablehlo.constant dense<0.0> : tensor<f32>
    %1961 = "stablehlo.reduce"(%1959, %1960) ({
    ^bb0(%_r319a: tensor<f32>, %_r319b: tensor<f32>):
      %_r319c = stablehlo.add %_r319a, %_r319b : tensor<f32>
      "stablehlo.return"(%_r319c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1280xf32>, tensor<f32>) -> tensor<f32>
    %1962 = stablehlo.add %1958, %1961 : tensor<f32>
    %1963 = stablehlo.multiply %695, %695 : tensor<1280x320xf32>
    %1964 = stablehlo.constant dense<0.0> : tensor<f32>
    %1965 = "stablehlo.reduce"(%1963, %1964) ({
    ^bb0(%_r320a: tensor<f32>, %_r320b: tensor<f32>):
      %_r320c = stablehlo.add %_r320a, %_r320b : tensor<f32>
      "stablehlo.return"(%_r320c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<1280x320xf32>, tensor<f32>) -> tensor<1280xf32>
    %1966 = stablehlo.constant dense<0.0> : tensor<f32>
    %1967 = "stablehlo.reduce"(%1965, %1966) ({
    ^bb0(%_r321a: tensor<f32>, %_r321b: tensor<f32>):
      %_r321c = stablehlo.add %_r321a, %_r321b : tensor<f32>
      "stablehlo.return"(%_r321c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<1280xf32>, tensor<f32>) -> tensor<f32>
    %1968 = stablehlo.add %1962, %1967 : tensor<f32>
    %1969 = stablehlo.multiply %697, %697 : tensor<320xf32>
    %1970 = stablehlo.constant dense<0.0> : tensor<f32>
    %1971 = "stablehlo.reduce"(%1969, %1970) ({
    ^bb0(%_r322a: tensor<f32>, %_r322b: tensor<f32>):
      %_r322c = stablehlo.add %_r322a, %_r322b : tensor<f32>
      "stablehlo.return"(%_r322c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<320xf32>, tensor<f32>) -> tensor<f32>
    %1972 = stablehlo.add %1968, %1971 : tensor<f32>
    %1973 = stablehlo.multiply %692, %692 : tensor<320xf32>
    %1974 = stablehlo.constant dense<0.0> : tensor<f32>
    %1975 = "stablehlo.reduce"(%1973, %1974) ({
    ^bb0(%_r323a: tensor<f32>, %_r323b: tensor<f32>):
      %_r323c = stablehlo.add %_r323a, %_r323b : tensor<f32>
      "stablehlo.return"(%_r323c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<320xf32>, tensor<f32>) -> tensor<f32>
    %1976 = stablehlo.add %1972, %1975 : tensor<f32>
    %1977 = stablehlo.multiply %682, %682 : tensor<320xf32>
    %1978 = stablehlo.constant dense<0.0> : tensor<f32>
    %1979 = "stablehlo.reduce"(%1977, %1978) ({
    ^bb0(%_r324a: tensor<f32>, %_r324b: tensor<f32>):
      %_r324c = stablehlo.add %_r324a, %_r324b : tensor<f32>
      "stablehlo.return"(%_r324c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<320xf32>, tensor<f32>) -> tensor<f32>
    %1980 = stablehlo.add %1976, %1979 : tensor<f32>
    %1981 = stablehlo.multiply %684, %684 : tensor<320xf32>
    %1982 = stablehlo.constant dense<0.0> : tensor<f32>
    %1983 = "stablehlo.reduce"(%1981, %1982) ({
    ^bb0(%_r325a: tensor<f32>, %_r325b: tensor<f32>):
      %_r325c = stablehlo.add %_r325a, %_r325b : tensor<f32>
      "stablehlo.return"(%_r325c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<320xf32>, tensor<f32>) -> tensor<f32>
    %1984 = stablehlo.add %1980, %1983 : tensor<f32>
    %1985 = stablehlo.multiply %661, %661 : tensor<320x10xf32>
    %1986 = stablehlo.constant dense<0.0> : tensor<f32>
    %1987 = "stablehlo.reduce"(%1985, %1986) ({
    ^bb0(%_r326a: tensor<f32>, %_r326b: tensor<f32>):
      %_r326c = stablehlo.add %_r326a, %_r326b : tensor<f32>
      "stablehlo.return"(%_r326c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 1>} : (tensor<320x10xf32>, tensor<f32>) -> tensor<320xf32>
    %1988 = stablehlo.constant dense<0.0> : tensor<f32>
    %1989 = "stablehlo.reduce"(%1987, %1988) ({
    ^bb0(%_r327a: tensor<f32>, %_r327b: tensor<f32>):
      %_r327c = stablehlo.add %_r327a, %_r327b : tensor<f32>
      "stablehlo.return"(%_r327c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<320xf32>, tensor<f32>) -> tensor<f32>
    %1990 = stablehlo.add %1984, %1989 : tensor<f32>
    %1991 = stablehlo.multiply %663, %663 : tensor<10xf32>
    %1992 = stablehlo.constant dense<0.0> : tensor<f32>
    %1993 = "stablehlo.reduce"(%1991, %1992) ({
    ^bb0(%_r328a: tensor<f32>, %_r328b: tensor<f32>):
      %_r328c = stablehlo.add %_r328a, %_r328b : tensor<f32>
      "stablehlo.return"(%_r328c) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<10xf32>, tensor<f32>) -> tensor<f32>
    %1994 = stablehlo.add %1990, %1993 : tensor<f32>
    %1995 = stablehlo.sqrt %1994 : tensor<f32>
    %1996 = stablehlo.constant dense<1.0> : tensor<f32>
    %1997 = "stablehlo.compare"(%1995, %1996) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %1998 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x4x3x40xf32>
    %1999 = stablehlo.divide %1399, %1998 : tensor<4x4x3x40xf32>
    %2000 = stablehlo.constant dense<1.0> : tensor<4x4x3x40xf32>
    %2001 = stablehlo.multiply %1999, %2000 : tensor<4x4x3x40xf32>
    %2002 = "stablehlo.select"(%1997, %1399, %2001) : (tensor<i1>, tensor<4x4x3x40xf32>, tensor<4x4x3x40xf32>) -> tensor<4x4x3x40xf32>
    %2003 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %2004 = stablehlo.divide %1401, %2003 : tensor<40xf32>
    %2005 = stablehlo.constant dense<1.0> : tensor<40xf32>
    %2006 = stablehlo.multiply %2004, %2005 : tensor<40xf32>
    %2007 = "stablehlo.select"(%1997, %1401, %2006) : (tensor<i1>, tensor<40xf32>, tensor<40xf32>) -> tensor<40xf32>
    %2008 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %2009 = stablehlo.divide %1396, %2008 : tensor<40xf32>
    %2010 = stablehlo.constant dense<1.0> : tensor<40xf32>
    %2011 = stablehlo.multiply %2009, %2010 : tensor<40xf32>
    %2012 = "stablehlo.select"(%1997, %1396, %2011) : (tensor<i1>, tensor<40xf32>, tensor<40xf32>) -> tensor<40xf32>
    %2013 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %2014 = stablehlo.divide %1398, %2013 : tensor<40xf32>
    %2015 = stablehlo.constant dense<1.0> : tensor<40xf32>
    %2016 = stablehlo.multiply %2014, %2015 : tensor<40xf32>
    %2017 = "stablehlo.select"(%1997, %1398, %2016) : (tensor<i1>, tensor<40xf32>, tensor<40xf32>) -> tensor<40xf32>
    %2018 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x40xf32>
    %2019 = stablehlo.divide %1374, %2018 : tensor<7x7x1x40xf32>
    %2020 = stablehlo.constant dense<1.0> : tensor<7x7x1x40xf32>
    %2021 = stablehlo.multiply %2019, %2020 : tensor<7x7x1x40xf32>
    %2022 = "stablehlo.select"(%1997, %1374, %2021) : (tensor<i1>, tensor<7x7x1x40xf32>, tensor<7x7x1x40xf32>) -> tensor<7x7x1x40xf32>
    %2023 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %2024 = stablehlo.divide %1376, %2023 : tensor<40xf32>
    %2025 = stablehlo.constant dense<1.0> : tensor<40xf32>
    %2026 = stablehlo.multiply %2024, %2025 : tensor<40xf32>
    %2027 = "stablehlo.select"(%1997, %1376, %2026) : (tensor<i1>, tensor<40xf32>, tensor<40xf32>) -> tensor<40xf32>
    %2028 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %2029 = stablehlo.divide %1369, %2028 : tensor<40xf32>
    %2030 = stablehlo.constant dense<1.0> : tensor<40xf32>
    %2031 = stablehlo.multiply %2029, %2030 : tensor<40xf32>
    %2032 = "stablehlo.select"(%1997, %1369, %2031) : (tensor<i1>, tensor<40xf32>, tensor<40xf32>) -> tensor<40xf32>
    %2033 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %2034 = stablehlo.divide %1371, %2033 : tensor<40xf32>
    %2035 = stablehlo.constant dense<1.0> : tensor<40xf32>
    %2036 = stablehlo.multiply %2034, %2035 : tensor<40xf32>
    %2037 = "stablehlo.select"(%1997, %1371, %2036) : (tensor<i1>, tensor<40xf32>, tensor<40xf32>) -> tensor<40xf32>
    %2038 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40x160xf32>
    %2039 = stablehlo.divide %1348, %2038 : tensor<40x160xf32>
    %2040 = stablehlo.constant dense<1.0> : tensor<40x160xf32>
    %2041 = stablehlo.multiply %2039, %2040 : tensor<40x160xf32>
    %2042 = "stablehlo.select"(%1997, %1348, %2041) : (tensor<i1>, tensor<40x160xf32>, tensor<40x160xf32>) -> tensor<40x160xf32>
    %2043 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %2044 = stablehlo.divide %1350, %2043 : tensor<160xf32>
    %2045 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %2046 = stablehlo.multiply %2044, %2045 : tensor<160xf32>
    %2047 = "stablehlo.select"(%1997, %1350, %2046) : (tensor<i1>, tensor<160xf32>, tensor<160xf32>) -> tensor<160xf32>
    %2048 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160x40xf32>
    %2049 = stablehlo.divide %1334, %2048 : tensor<160x40xf32>
    %2050 = stablehlo.constant dense<1.0> : tensor<160x40xf32>
    %2051 = stablehlo.multiply %2049, %2050 : tensor<160x40xf32>
    %2052 = "stablehlo.select"(%1997, %1334, %2051) : (tensor<i1>, tensor<160x40xf32>, tensor<160x40xf32>) -> tensor<160x40xf32>
    %2053 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %2054 = stablehlo.divide %1336, %2053 : tensor<40xf32>
    %2055 = stablehlo.constant dense<1.0> : tensor<40xf32>
    %2056 = stablehlo.multiply %2054, %2055 : tensor<40xf32>
    %2057 = "stablehlo.select"(%1997, %1336, %2056) : (tensor<i1>, tensor<40xf32>, tensor<40xf32>) -> tensor<40xf32>
    %2058 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %2059 = stablehlo.divide %1331, %2058 : tensor<40xf32>
    %2060 = stablehlo.constant dense<1.0> : tensor<40xf32>
    %2061 = stablehlo.multiply %2059, %2060 : tensor<40xf32>
    %2062 = "stablehlo.select"(%1997, %1331, %2061) : (tensor<i1>, tensor<40xf32>, tensor<40xf32>) -> tensor<40xf32>
    %2063 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x40xf32>
    %2064 = stablehlo.divide %1323, %2063 : tensor<7x7x1x40xf32>
    %2065 = stablehlo.constant dense<1.0> : tensor<7x7x1x40xf32>
    %2066 = stablehlo.multiply %2064, %2065 : tensor<7x7x1x40xf32>
    %2067 = "stablehlo.select"(%1997, %1323, %2066) : (tensor<i1>, tensor<7x7x1x40xf32>, tensor<7x7x1x40xf32>) -> tensor<7x7x1x40xf32>
    %2068 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %2069 = stablehlo.divide %1325, %2068 : tensor<40xf32>
    %2070 = stablehlo.constant dense<1.0> : tensor<40xf32>
    %2071 = stablehlo.multiply %2069, %2070 : tensor<40xf32>
    %2072 = "stablehlo.select"(%1997, %1325, %2071) : (tensor<i1>, tensor<40xf32>, tensor<40xf32>) -> tensor<40xf32>
    %2073 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %2074 = stablehlo.divide %1318, %2073 : tensor<40xf32>
    %2075 = stablehlo.constant dense<1.0> : tensor<40xf32>
    %2076 = stablehlo.multiply %2074, %2075 : tensor<40xf32>
    %2077 = "stablehlo.select"(%1997, %1318, %2076) : (tensor<i1>, tensor<40xf32>, tensor<40xf32>) -> tensor<40xf32>
    %2078 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %2079 = stablehlo.divide %1320, %2078 : tensor<40xf32>
    %2080 = stablehlo.constant dense<1.0> : tensor<40xf32>
    %2081 = stablehlo.multiply %2079, %2080 : tensor<40xf32>
    %2082 = "stablehlo.select"(%1997, %1320, %2081) : (tensor<i1>, tensor<40xf32>, tensor<40xf32>) -> tensor<40xf32>
    %2083 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40x160xf32>
    %2084 = stablehlo.divide %1297, %2083 : tensor<40x160xf32>
    %2085 = stablehlo.constant dense<1.0> : tensor<40x160xf32>
    %2086 = stablehlo.multiply %2084, %2085 : tensor<40x160xf32>
    %2087 = "stablehlo.select"(%1997, %1297, %2086) : (tensor<i1>, tensor<40x160xf32>, tensor<40x160xf32>) -> tensor<40x160xf32>
    %2088 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %2089 = stablehlo.divide %1299, %2088 : tensor<160xf32>
    %2090 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %2091 = stablehlo.multiply %2089, %2090 : tensor<160xf32>
    %2092 = "stablehlo.select"(%1997, %1299, %2091) : (tensor<i1>, tensor<160xf32>, tensor<160xf32>) -> tensor<160xf32>
    %2093 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160x40xf32>
    %2094 = stablehlo.divide %1283, %2093 : tensor<160x40xf32>
    %2095 = stablehlo.constant dense<1.0> : tensor<160x40xf32>
    %2096 = stablehlo.multiply %2094, %2095 : tensor<160x40xf32>
    %2097 = "stablehlo.select"(%1997, %1283, %2096) : (tensor<i1>, tensor<160x40xf32>, tensor<160x40xf32>) -> tensor<160x40xf32>
    %2098 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %2099 = stablehlo.divide %1285, %2098 : tensor<40xf32>
    %2100 = stablehlo.constant dense<1.0> : tensor<40xf32>
    %2101 = stablehlo.multiply %2099, %2100 : tensor<40xf32>
    %2102 = "stablehlo.select"(%1997, %1285, %2101) : (tensor<i1>, tensor<40xf32>, tensor<40xf32>) -> tensor<40xf32>
    %2103 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %2104 = stablehlo.divide %1280, %2103 : tensor<40xf32>
    %2105 = stablehlo.constant dense<1.0> : tensor<40xf32>
    %2106 = stablehlo.multiply %2104, %2105 : tensor<40xf32>
    %2107 = "stablehlo.select"(%1997, %1280, %2106) : (tensor<i1>, tensor<40xf32>, tensor<40xf32>) -> tensor<40xf32>
    %2108 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %2109 = stablehlo.divide %1273, %2108 : tensor<40xf32>
    %2110 = stablehlo.constant dense<1.0> : tensor<40xf32>
    %2111 = stablehlo.multiply %2109, %2110 : tensor<40xf32>
    %2112 = "stablehlo.select"(%1997, %1273, %2111) : (tensor<i1>, tensor<40xf32>, tensor<40xf32>) -> tensor<40xf32>
    %2113 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %2114 = stablehlo.divide %1275, %2113 : tensor<40xf32>
    %2115 = stablehlo.constant dense<1.0> : tensor<40xf32>
    %2116 = stablehlo.multiply %2114, %2115 : tensor<40xf32>
    %2117 = "stablehlo.select"(%1997, %1275, %2116) : (tensor<i1>, tensor<40xf32>, tensor<40xf32>) -> tensor<40xf32>
    %2118 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x40x80xf32>
    %2119 = stablehlo.divide %1252, %2118 : tensor<2x2x40x80xf32>
    %2120 = stablehlo.constant dense<1.0> : tensor<2x2x40x80xf32>
    %2121 = stablehlo.multiply %2119, %2120 : tensor<2x2x40x80xf32>
    %2122 = "stablehlo.select"(%1997, %1252, %2121) : (tensor<i1>, tensor<2x2x40x80xf32>, tensor<2x2x40x80xf32>) -> tensor<2x2x40x80xf32>
    %2123 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %2124 = stablehlo.divide %1254, %2123 : tensor<80xf32>
    %2125 = stablehlo.constant dense<1.0> : tensor<80xf32>
    %2126 = stablehlo.multiply %2124, %2125 : tensor<80xf32>
    %2127 = "stablehlo.select"(%1997, %1254, %2126) : (tensor<i1>, tensor<80xf32>, tensor<80xf32>) -> tensor<80xf32>
    %2128 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x80xf32>
    %2129 = stablehlo.divide %1246, %2128 : tensor<7x7x1x80xf32>
    %2130 = stablehlo.constant dense<1.0> : tensor<7x7x1x80xf32>
    %2131 = stablehlo.multiply %2129, %2130 : tensor<7x7x1x80xf32>
    %2132 = "stablehlo.select"(%1997, %1246, %2131) : (tensor<i1>, tensor<7x7x1x80xf32>, tensor<7x7x1x80xf32>) -> tensor<7x7x1x80xf32>
    %2133 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %2134 = stablehlo.divide %1248, %2133 : tensor<80xf32>
    %2135 = stablehlo.constant dense<1.0> : tensor<80xf32>
    %2136 = stablehlo.multiply %2134, %2135 : tensor<80xf32>
    %2137 = "stablehlo.select"(%1997, %1248, %2136) : (tensor<i1>, tensor<80xf32>, tensor<80xf32>) -> tensor<80xf32>
    %2138 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %2139 = stablehlo.divide %1241, %2138 : tensor<80xf32>
    %2140 = stablehlo.constant dense<1.0> : tensor<80xf32>
    %2141 = stablehlo.multiply %2139, %2140 : tensor<80xf32>
    %2142 = "stablehlo.select"(%1997, %1241, %2141) : (tensor<i1>, tensor<80xf32>, tensor<80xf32>) -> tensor<80xf32>
    %2143 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %2144 = stablehlo.divide %1243, %2143 : tensor<80xf32>
    %2145 = stablehlo.constant dense<1.0> : tensor<80xf32>
    %2146 = stablehlo.multiply %2144, %2145 : tensor<80xf32>
    %2147 = "stablehlo.select"(%1997, %1243, %2146) : (tensor<i1>, tensor<80xf32>, tensor<80xf32>) -> tensor<80xf32>
    %2148 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80x320xf32>
    %2149 = stablehlo.divide %1220, %2148 : tensor<80x320xf32>
    %2150 = stablehlo.constant dense<1.0> : tensor<80x320xf32>
    %2151 = stablehlo.multiply %2149, %2150 : tensor<80x320xf32>
    %2152 = "stablehlo.select"(%1997, %1220, %2151) : (tensor<i1>, tensor<80x320xf32>, tensor<80x320xf32>) -> tensor<80x320xf32>
    %2153 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %2154 = stablehlo.divide %1222, %2153 : tensor<320xf32>
    %2155 = stablehlo.constant dense<1.0> : tensor<320xf32>
    %2156 = stablehlo.multiply %2154, %2155 : tensor<320xf32>
    %2157 = "stablehlo.select"(%1997, %1222, %2156) : (tensor<i1>, tensor<320xf32>, tensor<320xf32>) -> tensor<320xf32>
    %2158 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320x80xf32>
    %2159 = stablehlo.divide %1206, %2158 : tensor<320x80xf32>
    %2160 = stablehlo.constant dense<1.0> : tensor<320x80xf32>
    %2161 = stablehlo.multiply %2159, %2160 : tensor<320x80xf32>
    %2162 = "stablehlo.select"(%1997, %1206, %2161) : (tensor<i1>, tensor<320x80xf32>, tensor<320x80xf32>) -> tensor<320x80xf32>
    %2163 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %2164 = stablehlo.divide %1208, %2163 : tensor<80xf32>
    %2165 = stablehlo.constant dense<1.0> : tensor<80xf32>
    %2166 = stablehlo.multiply %2164, %2165 : tensor<80xf32>
    %2167 = "stablehlo.select"(%1997, %1208, %2166) : (tensor<i1>, tensor<80xf32>, tensor<80xf32>) -> tensor<80xf32>
    %2168 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %2169 = stablehlo.divide %1203, %2168 : tensor<80xf32>
    %2170 = stablehlo.constant dense<1.0> : tensor<80xf32>
    %2171 = stablehlo.multiply %2169, %2170 : tensor<80xf32>
    %2172 = "stablehlo.select"(%1997, %1203, %2171) : (tensor<i1>, tensor<80xf32>, tensor<80xf32>) -> tensor<80xf32>
    %2173 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x80xf32>
    %2174 = stablehlo.divide %1195, %2173 : tensor<7x7x1x80xf32>
    %2175 = stablehlo.constant dense<1.0> : tensor<7x7x1x80xf32>
    %2176 = stablehlo.multiply %2174, %2175 : tensor<7x7x1x80xf32>
    %2177 = "stablehlo.select"(%1997, %1195, %2176) : (tensor<i1>, tensor<7x7x1x80xf32>, tensor<7x7x1x80xf32>) -> tensor<7x7x1x80xf32>
    %2178 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %2179 = stablehlo.divide %1197, %2178 : tensor<80xf32>
    %2180 = stablehlo.constant dense<1.0> : tensor<80xf32>
    %2181 = stablehlo.multiply %2179, %2180 : tensor<80xf32>
    %2182 = "stablehlo.select"(%1997, %1197, %2181) : (tensor<i1>, tensor<80xf32>, tensor<80xf32>) -> tensor<80xf32>
    %2183 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %2184 = stablehlo.divide %1190, %2183 : tensor<80xf32>
    %2185 = stablehlo.constant dense<1.0> : tensor<80xf32>
    %2186 = stablehlo.multiply %2184, %2185 : tensor<80xf32>
    %2187 = "stablehlo.select"(%1997, %1190, %2186) : (tensor<i1>, tensor<80xf32>, tensor<80xf32>) -> tensor<80xf32>
    %2188 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %2189 = stablehlo.divide %1192, %2188 : tensor<80xf32>
    %2190 = stablehlo.constant dense<1.0> : tensor<80xf32>
    %2191 = stablehlo.multiply %2189, %2190 : tensor<80xf32>
    %2192 = "stablehlo.select"(%1997, %1192, %2191) : (tensor<i1>, tensor<80xf32>, tensor<80xf32>) -> tensor<80xf32>
    %2193 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80x320xf32>
    %2194 = stablehlo.divide %1169, %2193 : tensor<80x320xf32>
    %2195 = stablehlo.constant dense<1.0> : tensor<80x320xf32>
    %2196 = stablehlo.multiply %2194, %2195 : tensor<80x320xf32>
    %2197 = "stablehlo.select"(%1997, %1169, %2196) : (tensor<i1>, tensor<80x320xf32>, tensor<80x320xf32>) -> tensor<80x320xf32>
    %2198 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %2199 = stablehlo.divide %1171, %2198 : tensor<320xf32>
    %2200 = stablehlo.constant dense<1.0> : tensor<320xf32>
    %2201 = stablehlo.multiply %2199, %2200 : tensor<320xf32>
    %2202 = "stablehlo.select"(%1997, %1171, %2201) : (tensor<i1>, tensor<320xf32>, tensor<320xf32>) -> tensor<320xf32>
    %2203 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320x80xf32>
    %2204 = stablehlo.divide %1155, %2203 : tensor<320x80xf32>
    %2205 = stablehlo.constant dense<1.0> : tensor<320x80xf32>
    %2206 = stablehlo.multiply %2204, %2205 : tensor<320x80xf32>
    %2207 = "stablehlo.select"(%1997, %1155, %2206) : (tensor<i1>, tensor<320x80xf32>, tensor<320x80xf32>) -> tensor<320x80xf32>
    %2208 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %2209 = stablehlo.divide %1157, %2208 : tensor<80xf32>
    %2210 = stablehlo.constant dense<1.0> : tensor<80xf32>
    %2211 = stablehlo.multiply %2209, %2210 : tensor<80xf32>
    %2212 = "stablehlo.select"(%1997, %1157, %2211) : (tensor<i1>, tensor<80xf32>, tensor<80xf32>) -> tensor<80xf32>
    %2213 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %2214 = stablehlo.divide %1152, %2213 : tensor<80xf32>
    %2215 = stablehlo.constant dense<1.0> : tensor<80xf32>
    %2216 = stablehlo.multiply %2214, %2215 : tensor<80xf32>
    %2217 = "stablehlo.select"(%1997, %1152, %2216) : (tensor<i1>, tensor<80xf32>, tensor<80xf32>) -> tensor<80xf32>
    %2218 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %2219 = stablehlo.divide %1145, %2218 : tensor<80xf32>
    %2220 = stablehlo.constant dense<1.0> : tensor<80xf32>
    %2221 = stablehlo.multiply %2219, %2220 : tensor<80xf32>
    %2222 = "stablehlo.select"(%1997, %1145, %2221) : (tensor<i1>, tensor<80xf32>, tensor<80xf32>) -> tensor<80xf32>
    %2223 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %2224 = stablehlo.divide %1147, %2223 : tensor<80xf32>
    %2225 = stablehlo.constant dense<1.0> : tensor<80xf32>
    %2226 = stablehlo.multiply %2224, %2225 : tensor<80xf32>
    %2227 = "stablehlo.select"(%1997, %1147, %2226) : (tensor<i1>, tensor<80xf32>, tensor<80xf32>) -> tensor<80xf32>
    %2228 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x80x160xf32>
    %2229 = stablehlo.divide %1124, %2228 : tensor<2x2x80x160xf32>
    %2230 = stablehlo.constant dense<1.0> : tensor<2x2x80x160xf32>
    %2231 = stablehlo.multiply %2229, %2230 : tensor<2x2x80x160xf32>
    %2232 = "stablehlo.select"(%1997, %1124, %2231) : (tensor<i1>, tensor<2x2x80x160xf32>, tensor<2x2x80x160xf32>) -> tensor<2x2x80x160xf32>
    %2233 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %2234 = stablehlo.divide %1126, %2233 : tensor<160xf32>
    %2235 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %2236 = stablehlo.multiply %2234, %2235 : tensor<160xf32>
    %2237 = "stablehlo.select"(%1997, %1126, %2236) : (tensor<i1>, tensor<160xf32>, tensor<160xf32>) -> tensor<160xf32>
    %2238 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x160xf32>
    %2239 = stablehlo.divide %1118, %2238 : tensor<7x7x1x160xf32>
    %2240 = stablehlo.constant dense<1.0> : tensor<7x7x1x160xf32>
    %2241 = stablehlo.multiply %2239, %2240 : tensor<7x7x1x160xf32>
    %2242 = "stablehlo.select"(%1997, %1118, %2241) : (tensor<i1>, tensor<7x7x1x160xf32>, tensor<7x7x1x160xf32>) -> tensor<7x7x1x160xf32>
    %2243 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %2244 = stablehlo.divide %1120, %2243 : tensor<160xf32>
    %2245 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %2246 = stablehlo.multiply %2244, %2245 : tensor<160xf32>
    %2247 = "stablehlo.select"(%1997, %1120, %2246) : (tensor<i1>, tensor<160xf32>, tensor<160xf32>) -> tensor<160xf32>
    %2248 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %2249 = stablehlo.divide %1113, %2248 : tensor<160xf32>
    %2250 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %2251 = stablehlo.multiply %2249, %2250 : tensor<160xf32>
    %2252 = "stablehlo.select"(%1997, %1113, %2251) : (tensor<i1>, tensor<160xf32>, tensor<160xf32>) -> tensor<160xf32>
    %2253 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %2254 = stablehlo.divide %1115, %2253 : tensor<160xf32>
    %2255 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %2256 = stablehlo.multiply %2254, %2255 : tensor<160xf32>
    %2257 = "stablehlo.select"(%1997, %1115, %2256) : (tensor<i1>, tensor<160xf32>, tensor<160xf32>) -> tensor<160xf32>
    %2258 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160x640xf32>
    %2259 = stablehlo.divide %1092, %2258 : tensor<160x640xf32>
    %2260 = stablehlo.constant dense<1.0> : tensor<160x640xf32>
    %2261 = stablehlo.multiply %2259, %2260 : tensor<160x640xf32>
    %2262 = "stablehlo.select"(%1997, %1092, %2261) : (tensor<i1>, tensor<160x640xf32>, tensor<160x640xf32>) -> tensor<160x640xf32>
    %2263 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640xf32>
    %2264 = stablehlo.divide %1094, %2263 : tensor<640xf32>
    %2265 = stablehlo.constant dense<1.0> : tensor<640xf32>
    %2266 = stablehlo.multiply %2264, %2265 : tensor<640xf32>
    %2267 = "stablehlo.select"(%1997, %1094, %2266) : (tensor<i1>, tensor<640xf32>, tensor<640xf32>) -> tensor<640xf32>
    %2268 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640x160xf32>
    %2269 = stablehlo.divide %1078, %2268 : tensor<640x160xf32>
    %2270 = stablehlo.constant dense<1.0> : tensor<640x160xf32>
    %2271 = stablehlo.multiply %2269, %2270 : tensor<640x160xf32>
    %2272 = "stablehlo.select"(%1997, %1078, %2271) : (tensor<i1>, tensor<640x160xf32>, tensor<640x160xf32>) -> tensor<640x160xf32>
    %2273 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %2274 = stablehlo.divide %1080, %2273 : tensor<160xf32>
    %2275 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %2276 = stablehlo.multiply %2274, %2275 : tensor<160xf32>
    %2277 = "stablehlo.select"(%1997, %1080, %2276) : (tensor<i1>, tensor<160xf32>, tensor<160xf32>) -> tensor<160xf32>
    %2278 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %2279 = stablehlo.divide %1075, %2278 : tensor<160xf32>
    %2280 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %2281 = stablehlo.multiply %2279, %2280 : tensor<160xf32>
    %2282 = "stablehlo.select"(%1997, %1075, %2281) : (tensor<i1>, tensor<160xf32>, tensor<160xf32>) -> tensor<160xf32>
    %2283 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x160xf32>
    %2284 = stablehlo.divide %1067, %2283 : tensor<7x7x1x160xf32>
    %2285 = stablehlo.constant dense<1.0> : tensor<7x7x1x160xf32>
    %2286 = stablehlo.multiply %2284, %2285 : tensor<7x7x1x160xf32>
    %2287 = "stablehlo.select"(%1997, %1067, %2286) : (tensor<i1>, tensor<7x7x1x160xf32>, tensor<7x7x1x160xf32>) -> tensor<7x7x1x160xf32>
    %2288 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %2289 = stablehlo.divide %1069, %2288 : tensor<160xf32>
    %2290 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %2291 = stablehlo.multiply %2289, %2290 : tensor<160xf32>
    %2292 = "stablehlo.select"(%1997, %1069, %2291) : (tensor<i1>, tensor<160xf32>, tensor<160xf32>) -> tensor<160xf32>
    %2293 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %2294 = stablehlo.divide %1062, %2293 : tensor<160xf32>
    %2295 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %2296 = stablehlo.multiply %2294, %2295 : tensor<160xf32>
    %2297 = "stablehlo.select"(%1997, %1062, %2296) : (tensor<i1>, tensor<160xf32>, tensor<160xf32>) -> tensor<160xf32>
    %2298 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %2299 = stablehlo.divide %1064, %2298 : tensor<160xf32>
    %2300 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %2301 = stablehlo.multiply %2299, %2300 : tensor<160xf32>
    %2302 = "stablehlo.select"(%1997, %1064, %2301) : (tensor<i1>, tensor<160xf32>, tensor<160xf32>) -> tensor<160xf32>
    %2303 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160x640xf32>
    %2304 = stablehlo.divide %1041, %2303 : tensor<160x640xf32>
    %2305 = stablehlo.constant dense<1.0> : tensor<160x640xf32>
    %2306 = stablehlo.multiply %2304, %2305 : tensor<160x640xf32>
    %2307 = "stablehlo.select"(%1997, %1041, %2306) : (tensor<i1>, tensor<160x640xf32>, tensor<160x640xf32>) -> tensor<160x640xf32>
    %2308 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640xf32>
    %2309 = stablehlo.divide %1043, %2308 : tensor<640xf32>
    %2310 = stablehlo.constant dense<1.0> : tensor<640xf32>
    %2311 = stablehlo.multiply %2309, %2310 : tensor<640xf32>
    %2312 = "stablehlo.select"(%1997, %1043, %2311) : (tensor<i1>, tensor<640xf32>, tensor<640xf32>) -> tensor<640xf32>
    %2313 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640x160xf32>
    %2314 = stablehlo.divide %1027, %2313 : tensor<640x160xf32>
    %2315 = stablehlo.constant dense<1.0> : tensor<640x160xf32>
    %2316 = stablehlo.multiply %2314, %2315 : tensor<640x160xf32>
    %2317 = "stablehlo.select"(%1997, %1027, %2316) : (tensor<i1>, tensor<640x160xf32>, tensor<640x160xf32>) -> tensor<640x160xf32>
    %2318 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %2319 = stablehlo.divide %1029, %2318 : tensor<160xf32>
    %2320 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %2321 = stablehlo.multiply %2319, %2320 : tensor<160xf32>
    %2322 = "stablehlo.select"(%1997, %1029, %2321) : (tensor<i1>, tensor<160xf32>, tensor<160xf32>) -> tensor<160xf32>
    %2323 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %2324 = stablehlo.divide %1024, %2323 : tensor<160xf32>
    %2325 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %2326 = stablehlo.multiply %2324, %2325 : tensor<160xf32>
    %2327 = "stablehlo.select"(%1997, %1024, %2326) : (tensor<i1>, tensor<160xf32>, tensor<160xf32>) -> tensor<160xf32>
    %2328 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x160xf32>
    %2329 = stablehlo.divide %1016, %2328 : tensor<7x7x1x160xf32>
    %2330 = stablehlo.constant dense<1.0> : tensor<7x7x1x160xf32>
    %2331 = stablehlo.multiply %2329, %2330 : tensor<7x7x1x160xf32>
    %2332 = "stablehlo.select"(%1997, %1016, %2331) : (tensor<i1>, tensor<7x7x1x160xf32>, tensor<7x7x1x160xf32>) -> tensor<7x7x1x160xf32>
    %2333 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %2334 = stablehlo.divide %1018, %2333 : tensor<160xf32>
    %2335 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %2336 = stablehlo.multiply %2334, %2335 : tensor<160xf32>
    %2337 = "stablehlo.select"(%1997, %1018, %2336) : (tensor<i1>, tensor<160xf32>, tensor<160xf32>) -> tensor<160xf32>
    %2338 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %2339 = stablehlo.divide %1011, %2338 : tensor<160xf32>
    %2340 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %2341 = stablehlo.multiply %2339, %2340 : tensor<160xf32>
    %2342 = "stablehlo.select"(%1997, %1011, %2341) : (tensor<i1>, tensor<160xf32>, tensor<160xf32>) -> tensor<160xf32>
    %2343 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %2344 = stablehlo.divide %1013, %2343 : tensor<160xf32>
    %2345 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %2346 = stablehlo.multiply %2344, %2345 : tensor<160xf32>
    %2347 = "stablehlo.select"(%1997, %1013, %2346) : (tensor<i1>, tensor<160xf32>, tensor<160xf32>) -> tensor<160xf32>
    %2348 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160x640xf32>
    %2349 = stablehlo.divide %990, %2348 : tensor<160x640xf32>
    %2350 = stablehlo.constant dense<1.0> : tensor<160x640xf32>
    %2351 = stablehlo.multiply %2349, %2350 : tensor<160x640xf32>
    %2352 = "stablehlo.select"(%1997, %990, %2351) : (tensor<i1>, tensor<160x640xf32>, tensor<160x640xf32>) -> tensor<160x640xf32>
    %2353 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640xf32>
    %2354 = stablehlo.divide %992, %2353 : tensor<640xf32>
    %2355 = stablehlo.constant dense<1.0> : tensor<640xf32>
    %2356 = stablehlo.multiply %2354, %2355 : tensor<640xf32>
    %2357 = "stablehlo.select"(%1997, %992, %2356) : (tensor<i1>, tensor<640xf32>, tensor<640xf32>) -> tensor<640xf32>
    %2358 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640x160xf32>
    %2359 = stablehlo.divide %976, %2358 : tensor<640x160xf32>
    %2360 = stablehlo.constant dense<1.0> : tensor<640x160xf32>
    %2361 = stablehlo.multiply %2359, %2360 : tensor<640x160xf32>
    %2362 = "stablehlo.select"(%1997, %976, %2361) : (tensor<i1>, tensor<640x160xf32>, tensor<640x160xf32>) -> tensor<640x160xf32>
    %2363 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %2364 = stablehlo.divide %978, %2363 : tensor<160xf32>
    %2365 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %2366 = stablehlo.multiply %2364, %2365 : tensor<160xf32>
    %2367 = "stablehlo.select"(%1997, %978, %2366) : (tensor<i1>, tensor<160xf32>, tensor<160xf32>) -> tensor<160xf32>
    %2368 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %2369 = stablehlo.divide %973, %2368 : tensor<160xf32>
    %2370 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %2371 = stablehlo.multiply %2369, %2370 : tensor<160xf32>
    %2372 = "stablehlo.select"(%1997, %973, %2371) : (tensor<i1>, tensor<160xf32>, tensor<160xf32>) -> tensor<160xf32>
    %2373 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x160xf32>
    %2374 = stablehlo.divide %965, %2373 : tensor<7x7x1x160xf32>
    %2375 = stablehlo.constant dense<1.0> : tensor<7x7x1x160xf32>
    %2376 = stablehlo.multiply %2374, %2375 : tensor<7x7x1x160xf32>
    %2377 = "stablehlo.select"(%1997, %965, %2376) : (tensor<i1>, tensor<7x7x1x160xf32>, tensor<7x7x1x160xf32>) -> tensor<7x7x1x160xf32>
    %2378 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %2379 = stablehlo.divide %967, %2378 : tensor<160xf32>
    %2380 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %2381 = stablehlo.multiply %2379, %2380 : tensor<160xf32>
    %2382 = "stablehlo.select"(%1997, %967, %2381) : (tensor<i1>, tensor<160xf32>, tensor<160xf32>) -> tensor<160xf32>
    %2383 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %2384 = stablehlo.divide %960, %2383 : tensor<160xf32>
    %2385 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %2386 = stablehlo.multiply %2384, %2385 : tensor<160xf32>
    %2387 = "stablehlo.select"(%1997, %960, %2386) : (tensor<i1>, tensor<160xf32>, tensor<160xf32>) -> tensor<160xf32>
    %2388 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %2389 = stablehlo.divide %962, %2388 : tensor<160xf32>
    %2390 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %2391 = stablehlo.multiply %2389, %2390 : tensor<160xf32>
    %2392 = "stablehlo.select"(%1997, %962, %2391) : (tensor<i1>, tensor<160xf32>, tensor<160xf32>) -> tensor<160xf32>
    %2393 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160x640xf32>
    %2394 = stablehlo.divide %939, %2393 : tensor<160x640xf32>
    %2395 = stablehlo.constant dense<1.0> : tensor<160x640xf32>
    %2396 = stablehlo.multiply %2394, %2395 : tensor<160x640xf32>
    %2397 = "stablehlo.select"(%1997, %939, %2396) : (tensor<i1>, tensor<160x640xf32>, tensor<160x640xf32>) -> tensor<160x640xf32>
    %2398 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640xf32>
    %2399 = stablehlo.divide %941, %2398 : tensor<640xf32>
    %2400 = stablehlo.constant dense<1.0> : tensor<640xf32>
    %2401 = stablehlo.multiply %2399, %2400 : tensor<640xf32>
    %2402 = "stablehlo.select"(%1997, %941, %2401) : (tensor<i1>, tensor<640xf32>, tensor<640xf32>) -> tensor<640xf32>
    %2403 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640x160xf32>
    %2404 = stablehlo.divide %925, %2403 : tensor<640x160xf32>
    %2405 = stablehlo.constant dense<1.0> : tensor<640x160xf32>
    %2406 = stablehlo.multiply %2404, %2405 : tensor<640x160xf32>
    %2407 = "stablehlo.select"(%1997, %925, %2406) : (tensor<i1>, tensor<640x160xf32>, tensor<640x160xf32>) -> tensor<640x160xf32>
    %2408 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %2409 = stablehlo.divide %927, %2408 : tensor<160xf32>
    %2410 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %2411 = stablehlo.multiply %2409, %2410 : tensor<160xf32>
    %2412 = "stablehlo.select"(%1997, %927, %2411) : (tensor<i1>, tensor<160xf32>, tensor<160xf32>) -> tensor<160xf32>
    %2413 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %2414 = stablehlo.divide %922, %2413 : tensor<160xf32>
    %2415 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %2416 = stablehlo.multiply %2414, %2415 : tensor<160xf32>
    %2417 = "stablehlo.select"(%1997, %922, %2416) : (tensor<i1>, tensor<160xf32>, tensor<160xf32>) -> tensor<160xf32>
    %2418 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x160xf32>
    %2419 = stablehlo.divide %914, %2418 : tensor<7x7x1x160xf32>
    %2420 = stablehlo.constant dense<1.0> : tensor<7x7x1x160xf32>
    %2421 = stablehlo.multiply %2419, %2420 : tensor<7x7x1x160xf32>
    %2422 = "stablehlo.select"(%1997, %914, %2421) : (tensor<i1>, tensor<7x7x1x160xf32>, tensor<7x7x1x160xf32>) -> tensor<7x7x1x160xf32>
    %2423 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %2424 = stablehlo.divide %916, %2423 : tensor<160xf32>
    %2425 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %2426 = stablehlo.multiply %2424, %2425 : tensor<160xf32>
    %2427 = "stablehlo.select"(%1997, %916, %2426) : (tensor<i1>, tensor<160xf32>, tensor<160xf32>) -> tensor<160xf32>
    %2428 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %2429 = stablehlo.divide %909, %2428 : tensor<160xf32>
    %2430 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %2431 = stablehlo.multiply %2429, %2430 : tensor<160xf32>
    %2432 = "stablehlo.select"(%1997, %909, %2431) : (tensor<i1>, tensor<160xf32>, tensor<160xf32>) -> tensor<160xf32>
    %2433 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %2434 = stablehlo.divide %911, %2433 : tensor<160xf32>
    %2435 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %2436 = stablehlo.multiply %2434, %2435 : tensor<160xf32>
    %2437 = "stablehlo.select"(%1997, %911, %2436) : (tensor<i1>, tensor<160xf32>, tensor<160xf32>) -> tensor<160xf32>
    %2438 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160x640xf32>
    %2439 = stablehlo.divide %888, %2438 : tensor<160x640xf32>
    %2440 = stablehlo.constant dense<1.0> : tensor<160x640xf32>
    %2441 = stablehlo.multiply %2439, %2440 : tensor<160x640xf32>
    %2442 = "stablehlo.select"(%1997, %888, %2441) : (tensor<i1>, tensor<160x640xf32>, tensor<160x640xf32>) -> tensor<160x640xf32>
    %2443 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640xf32>
    %2444 = stablehlo.divide %890, %2443 : tensor<640xf32>
    %2445 = stablehlo.constant dense<1.0> : tensor<640xf32>
    %2446 = stablehlo.multiply %2444, %2445 : tensor<640xf32>
    %2447 = "stablehlo.select"(%1997, %890, %2446) : (tensor<i1>, tensor<640xf32>, tensor<640xf32>) -> tensor<640xf32>
    %2448 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640x160xf32>
    %2449 = stablehlo.divide %874, %2448 : tensor<640x160xf32>
    %2450 = stablehlo.constant dense<1.0> : tensor<640x160xf32>
    %2451 = stablehlo.multiply %2449, %2450 : tensor<640x160xf32>
    %2452 = "stablehlo.select"(%1997, %874, %2451) : (tensor<i1>, tensor<640x160xf32>, tensor<640x160xf32>) -> tensor<640x160xf32>
    %2453 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %2454 = stablehlo.divide %876, %2453 : tensor<160xf32>
    %2455 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %2456 = stablehlo.multiply %2454, %2455 : tensor<160xf32>
    %2457 = "stablehlo.select"(%1997, %876, %2456) : (tensor<i1>, tensor<160xf32>, tensor<160xf32>) -> tensor<160xf32>
    %2458 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %2459 = stablehlo.divide %871, %2458 : tensor<160xf32>
    %2460 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %2461 = stablehlo.multiply %2459, %2460 : tensor<160xf32>
    %2462 = "stablehlo.select"(%1997, %871, %2461) : (tensor<i1>, tensor<160xf32>, tensor<160xf32>) -> tensor<160xf32>
    %2463 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x160xf32>
    %2464 = stablehlo.divide %863, %2463 : tensor<7x7x1x160xf32>
    %2465 = stablehlo.constant dense<1.0> : tensor<7x7x1x160xf32>
    %2466 = stablehlo.multiply %2464, %2465 : tensor<7x7x1x160xf32>
    %2467 = "stablehlo.select"(%1997, %863, %2466) : (tensor<i1>, tensor<7x7x1x160xf32>, tensor<7x7x1x160xf32>) -> tensor<7x7x1x160xf32>
    %2468 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %2469 = stablehlo.divide %865, %2468 : tensor<160xf32>
    %2470 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %2471 = stablehlo.multiply %2469, %2470 : tensor<160xf32>
    %2472 = "stablehlo.select"(%1997, %865, %2471) : (tensor<i1>, tensor<160xf32>, tensor<160xf32>) -> tensor<160xf32>
    %2473 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %2474 = stablehlo.divide %858, %2473 : tensor<160xf32>
    %2475 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %2476 = stablehlo.multiply %2474, %2475 : tensor<160xf32>
    %2477 = "stablehlo.select"(%1997, %858, %2476) : (tensor<i1>, tensor<160xf32>, tensor<160xf32>) -> tensor<160xf32>
    %2478 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %2479 = stablehlo.divide %860, %2478 : tensor<160xf32>
    %2480 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %2481 = stablehlo.multiply %2479, %2480 : tensor<160xf32>
    %2482 = "stablehlo.select"(%1997, %860, %2481) : (tensor<i1>, tensor<160xf32>, tensor<160xf32>) -> tensor<160xf32>
    %2483 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160x640xf32>
    %2484 = stablehlo.divide %837, %2483 : tensor<160x640xf32>
    %2485 = stablehlo.constant dense<1.0> : tensor<160x640xf32>
    %2486 = stablehlo.multiply %2484, %2485 : tensor<160x640xf32>
    %2487 = "stablehlo.select"(%1997, %837, %2486) : (tensor<i1>, tensor<160x640xf32>, tensor<160x640xf32>) -> tensor<160x640xf32>
    %2488 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640xf32>
    %2489 = stablehlo.divide %839, %2488 : tensor<640xf32>
    %2490 = stablehlo.constant dense<1.0> : tensor<640xf32>
    %2491 = stablehlo.multiply %2489, %2490 : tensor<640xf32>
    %2492 = "stablehlo.select"(%1997, %839, %2491) : (tensor<i1>, tensor<640xf32>, tensor<640xf32>) -> tensor<640xf32>
    %2493 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640x160xf32>
    %2494 = stablehlo.divide %823, %2493 : tensor<640x160xf32>
    %2495 = stablehlo.constant dense<1.0> : tensor<640x160xf32>
    %2496 = stablehlo.multiply %2494, %2495 : tensor<640x160xf32>
    %2497 = "stablehlo.select"(%1997, %823, %2496) : (tensor<i1>, tensor<640x160xf32>, tensor<640x160xf32>) -> tensor<640x160xf32>
    %2498 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %2499 = stablehlo.divide %825, %2498 : tensor<160xf32>
    %2500 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %2501 = stablehlo.multiply %2499, %2500 : tensor<160xf32>
    %2502 = "stablehlo.select"(%1997, %825, %2501) : (tensor<i1>, tensor<160xf32>, tensor<160xf32>) -> tensor<160xf32>
    %2503 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %2504 = stablehlo.divide %820, %2503 : tensor<160xf32>
    %2505 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %2506 = stablehlo.multiply %2504, %2505 : tensor<160xf32>
    %2507 = "stablehlo.select"(%1997, %820, %2506) : (tensor<i1>, tensor<160xf32>, tensor<160xf32>) -> tensor<160xf32>
    %2508 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %2509 = stablehlo.divide %813, %2508 : tensor<160xf32>
    %2510 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %2511 = stablehlo.multiply %2509, %2510 : tensor<160xf32>
    %2512 = "stablehlo.select"(%1997, %813, %2511) : (tensor<i1>, tensor<160xf32>, tensor<160xf32>) -> tensor<160xf32>
    %2513 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %2514 = stablehlo.divide %815, %2513 : tensor<160xf32>
    %2515 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %2516 = stablehlo.multiply %2514, %2515 : tensor<160xf32>
    %2517 = "stablehlo.select"(%1997, %815, %2516) : (tensor<i1>, tensor<160xf32>, tensor<160xf32>) -> tensor<160xf32>
    %2518 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x160x320xf32>
    %2519 = stablehlo.divide %792, %2518 : tensor<2x2x160x320xf32>
    %2520 = stablehlo.constant dense<1.0> : tensor<2x2x160x320xf32>
    %2521 = stablehlo.multiply %2519, %2520 : tensor<2x2x160x320xf32>
    %2522 = "stablehlo.select"(%1997, %792, %2521) : (tensor<i1>, tensor<2x2x160x320xf32>, tensor<2x2x160x320xf32>) -> tensor<2x2x160x320xf32>
    %2523 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %2524 = stablehlo.divide %794, %2523 : tensor<320xf32>
    %2525 = stablehlo.constant dense<1.0> : tensor<320xf32>
    %2526 = stablehlo.multiply %2524, %2525 : tensor<320xf32>
    %2527 = "stablehlo.select"(%1997, %794, %2526) : (tensor<i1>, tensor<320xf32>, tensor<320xf32>) -> tensor<320xf32>
    %2528 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x320xf32>
    %2529 = stablehlo.divide %786, %2528 : tensor<7x7x1x320xf32>
    %2530 = stablehlo.constant dense<1.0> : tensor<7x7x1x320xf32>
    %2531 = stablehlo.multiply %2529, %2530 : tensor<7x7x1x320xf32>
    %2532 = "stablehlo.select"(%1997, %786, %2531) : (tensor<i1>, tensor<7x7x1x320xf32>, tensor<7x7x1x320xf32>) -> tensor<7x7x1x320xf32>
    %2533 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %2534 = stablehlo.divide %788, %2533 : tensor<320xf32>
    %2535 = stablehlo.constant dense<1.0> : tensor<320xf32>
    %2536 = stablehlo.multiply %2534, %2535 : tensor<320xf32>
    %2537 = "stablehlo.select"(%1997, %788, %2536) : (tensor<i1>, tensor<320xf32>, tensor<320xf32>) -> tensor<320xf32>
    %2538 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %2539 = stablehlo.divide %781, %2538 : tensor<320xf32>
    %2540 = stablehlo.constant dense<1.0> : tensor<320xf32>
    %2541 = stablehlo.multiply %2539, %2540 : tensor<320xf32>
    %2542 = "stablehlo.select"(%1997, %781, %2541) : (tensor<i1>, tensor<320xf32>, tensor<320xf32>) -> tensor<320xf32>
    %2543 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %2544 = stablehlo.divide %783, %2543 : tensor<320xf32>
    %2545 = stablehlo.constant dense<1.0> : tensor<320xf32>
    %2546 = stablehlo.multiply %2544, %2545 : tensor<320xf32>
    %2547 = "stablehlo.select"(%1997, %783, %2546) : (tensor<i1>, tensor<320xf32>, tensor<320xf32>) -> tensor<320xf32>
    %2548 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320x1280xf32>
    %2549 = stablehlo.divide %760, %2548 : tensor<320x1280xf32>
    %2550 = stablehlo.constant dense<1.0> : tensor<320x1280xf32>
    %2551 = stablehlo.multiply %2549, %2550 : tensor<320x1280xf32>
    %2552 = "stablehlo.select"(%1997, %760, %2551) : (tensor<i1>, tensor<320x1280xf32>, tensor<320x1280xf32>) -> tensor<320x1280xf32>
    %2553 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1280xf32>
    %2554 = stablehlo.divide %762, %2553 : tensor<1280xf32>
    %2555 = stablehlo.constant dense<1.0> : tensor<1280xf32>
    %2556 = stablehlo.multiply %2554, %2555 : tensor<1280xf32>
    %2557 = "stablehlo.select"(%1997, %762, %2556) : (tensor<i1>, tensor<1280xf32>, tensor<1280xf32>) -> tensor<1280xf32>
    %2558 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1280x320xf32>
    %2559 = stablehlo.divide %746, %2558 : tensor<1280x320xf32>
    %2560 = stablehlo.constant dense<1.0> : tensor<1280x320xf32>
    %2561 = stablehlo.multiply %2559, %2560 : tensor<1280x320xf32>
    %2562 = "stablehlo.select"(%1997, %746, %2561) : (tensor<i1>, tensor<1280x320xf32>, tensor<1280x320xf32>) -> tensor<1280x320xf32>
    %2563 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %2564 = stablehlo.divide %748, %2563 : tensor<320xf32>
    %2565 = stablehlo.constant dense<1.0> : tensor<320xf32>
    %2566 = stablehlo.multiply %2564, %2565 : tensor<320xf32>
    %2567 = "stablehlo.select"(%1997, %748, %2566) : (tensor<i1>, tensor<320xf32>, tensor<320xf32>) -> tensor<320xf32>
    %2568 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %2569 = stablehlo.divide %743, %2568 : tensor<320xf32>
    %2570 = stablehlo.constant dense<1.0> : tensor<320xf32>
    %2571 = stablehlo.multiply %2569, %2570 : tensor<320xf32>
    %2572 = "stablehlo.select"(%1997, %743, %2571) : (tensor<i1>, tensor<320xf32>, tensor<320xf32>) -> tensor<320xf32>
    %2573 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x320xf32>
    %2574 = stablehlo.divide %735, %2573 : tensor<7x7x1x320xf32>
    %2575 = stablehlo.constant dense<1.0> : tensor<7x7x1x320xf32>
    %2576 = stablehlo.multiply %2574, %2575 : tensor<7x7x1x320xf32>
    %2577 = "stablehlo.select"(%1997, %735, %2576) : (tensor<i1>, tensor<7x7x1x320xf32>, tensor<7x7x1x320xf32>) -> tensor<7x7x1x320xf32>
    %2578 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %2579 = stablehlo.divide %737, %2578 : tensor<320xf32>
    %2580 = stablehlo.constant dense<1.0> : tensor<320xf32>
    %2581 = stablehlo.multiply %2579, %2580 : tensor<320xf32>
    %2582 = "stablehlo.select"(%1997, %737, %2581) : (tensor<i1>, tensor<320xf32>, tensor<320xf32>) -> tensor<320xf32>
    %2583 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %2584 = stablehlo.divide %730, %2583 : tensor<320xf32>
    %2585 = stablehlo.constant dense<1.0> : tensor<320xf32>
    %2586 = stablehlo.multiply %2584, %2585 : tensor<320xf32>
    %2587 = "stablehlo.select"(%1997, %730, %2586) : (tensor<i1>, tensor<320xf32>, tensor<320xf32>) -> tensor<320xf32>
    %2588 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %2589 = stablehlo.divide %732, %2588 : tensor<320xf32>
    %2590 = stablehlo.constant dense<1.0> : tensor<320xf32>
    %2591 = stablehlo.multiply %2589, %2590 : tensor<320xf32>
    %2592 = "stablehlo.select"(%1997, %732, %2591) : (tensor<i1>, tensor<320xf32>, tensor<320xf32>) -> tensor<320xf32>
    %2593 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320x1280xf32>
    %2594 = stablehlo.divide %709, %2593 : tensor<320x1280xf32>
    %2595 = stablehlo.constant dense<1.0> : tensor<320x1280xf32>
    %2596 = stablehlo.multiply %2594, %2595 : tensor<320x1280xf32>
    %2597 = "stablehlo.select"(%1997, %709, %2596) : (tensor<i1>, tensor<320x1280xf32>, tensor<320x1280xf32>) -> tensor<320x1280xf32>
    %2598 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1280xf32>
    %2599 = stablehlo.divide %711, %2598 : tensor<1280xf32>
    %2600 = stablehlo.constant dense<1.0> : tensor<1280xf32>
    %2601 = stablehlo.multiply %2599, %2600 : tensor<1280xf32>
    %2602 = "stablehlo.select"(%1997, %711, %2601) : (tensor<i1>, tensor<1280xf32>, tensor<1280xf32>) -> tensor<1280xf32>
    %2603 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1280x320xf32>
    %2604 = stablehlo.divide %695, %2603 : tensor<1280x320xf32>
    %2605 = stablehlo.constant dense<1.0> : tensor<1280x320xf32>
    %2606 = stablehlo.multiply %2604, %2605 : tensor<1280x320xf32>
    %2607 = "stablehlo.select"(%1997, %695, %2606) : (tensor<i1>, tensor<1280x320xf32>, tensor<1280x320xf32>) -> tensor<1280x320xf32>
    %2608 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %2609 = stablehlo.divide %697, %2608 : tensor<320xf32>
    %2610 = stablehlo.constant dense<1.0> : tensor<320xf32>
    %2611 = stablehlo.multiply %2609, %2610 : tensor<320xf32>
    %2612 = "stablehlo.select"(%1997, %697, %2611) : (tensor<i1>, tensor<320xf32>, tensor<320xf32>) -> tensor<320xf32>
    %2613 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %2614 = stablehlo.divide %692, %2613 : tensor<320xf32>
    %2615 = stablehlo.constant dense<1.0> : tensor<320xf32>
    %2616 = stablehlo.multiply %2614, %2615 : tensor<320xf32>
    %2617 = "stablehlo.select"(%1997, %692, %2616) : (tensor<i1>, tensor<320xf32>, tensor<320xf32>) -> tensor<320xf32>
    %2618 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %2619 = stablehlo.divide %682, %2618 : tensor<320xf32>
    %2620 = stablehlo.constant dense<1.0> : tensor<320xf32>
    %2621 = stablehlo.multiply %2619, %2620 : tensor<320xf32>
    %2622 = "stablehlo.select"(%1997, %682, %2621) : (tensor<i1>, tensor<320xf32>, tensor<320xf32>) -> tensor<320xf32>
    %2623 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %2624 = stablehlo.divide %684, %2623 : tensor<320xf32>
    %2625 = stablehlo.constant dense<1.0> : tensor<320xf32>
    %2626 = stablehlo.multiply %2624, %2625 : tensor<320xf32>
    %2627 = "stablehlo.select"(%1997, %684, %2626) : (tensor<i1>, tensor<320xf32>, tensor<320xf32>) -> tensor<320xf32>
    %2628 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320x10xf32>
    %2629 = stablehlo.divide %661, %2628 : tensor<320x10xf32>
    %2630 = stablehlo.constant dense<1.0> : tensor<320x10xf32>
    %2631 = stablehlo.multiply %2629, %2630 : tensor<320x10xf32>
    %2632 = "stablehlo.select"(%1997, %661, %2631) : (tensor<i1>, tensor<320x10xf32>, tensor<320x10xf32>) -> tensor<320x10xf32>
    %2633 = "stablehlo.broadcast_in_dim"(%1995) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<10xf32>
    %2634 = stablehlo.divide %663, %2633 : tensor<10xf32>
    %2635 = stablehlo.constant dense<1.0> : tensor<10xf32>
    %2636 = stablehlo.multiply %2634, %2635 : tensor<10xf32>
    %2637 = "stablehlo.select"(%1997, %663, %2636) : (tensor<i1>, tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %2638 = stablehlo.constant dense<0.9> : tensor<4x4x3x40xf32>
    %2639 = stablehlo.multiply %2638, %m.stem.conv.w : tensor<4x4x3x40xf32>
    %2640 = stablehlo.constant dense<0.1> : tensor<4x4x3x40xf32>
    %2641 = stablehlo.multiply %2640, %2002 : tensor<4x4x3x40xf32>
    %2642 = stablehlo.add %2639, %2641 : tensor<4x4x3x40xf32>
    %2643 = stablehlo.constant dense<0.999> : tensor<4x4x3x40xf32>
    %2644 = stablehlo.multiply %2643, %v.stem.conv.w : tensor<4x4x3x40xf32>
    %2645 = stablehlo.constant dense<0.001> : tensor<4x4x3x40xf32>
    %2646 = stablehlo.multiply %2002, %2002 : tensor<4x4x3x40xf32>
    %2647 = stablehlo.multiply %2645, %2646 : tensor<4x4x3x40xf32>
    %2648 = stablehlo.add %2644, %2647 : tensor<4x4x3x40xf32>
    %2649 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x4x3x40xf32>
    %2650 = stablehlo.divide %2642, %2649 : tensor<4x4x3x40xf32>
    %2651 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x4x3x40xf32>
    %2652 = stablehlo.divide %2648, %2651 : tensor<4x4x3x40xf32>
    %2653 = stablehlo.sqrt %2652 : tensor<4x4x3x40xf32>
    %2654 = stablehlo.constant dense<1.0e-08> : tensor<4x4x3x40xf32>
    %2655 = stablehlo.add %2653, %2654 : tensor<4x4x3x40xf32>
    %2656 = stablehlo.divide %2650, %2655 : tensor<4x4x3x40xf32>
    %2657 = stablehlo.constant dense<0.9> : tensor<40xf32>
    %2658 = stablehlo.multiply %2657, %m.stem.conv.b : tensor<40xf32>
    %2659 = stablehlo.constant dense<0.1> : tensor<40xf32>
    %2660 = stablehlo.multiply %2659, %2007 : tensor<40xf32>
    %2661 = stablehlo.add %2658, %2660 : tensor<40xf32>
    %2662 = stablehlo.constant dense<0.999> : tensor<40xf32>
    %2663 = stablehlo.multiply %2662, %v.stem.conv.b : tensor<40xf32>
    %2664 = stablehlo.constant dense<0.001> : tensor<40xf32>
    %2665 = stablehlo.multiply %2007, %2007 : tensor<40xf32>
    %2666 = stablehlo.multiply %2664, %2665 : tensor<40xf32>
    %2667 = stablehlo.add %2663, %2666 : tensor<40xf32>
    %2668 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %2669 = stablehlo.divide %2661, %2668 : tensor<40xf32>
    %2670 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %2671 = stablehlo.divide %2667, %2670 : tensor<40xf32>
    %2672 = stablehlo.sqrt %2671 : tensor<40xf32>
    %2673 = stablehlo.constant dense<1.0e-08> : tensor<40xf32>
    %2674 = stablehlo.add %2672, %2673 : tensor<40xf32>
    %2675 = stablehlo.divide %2669, %2674 : tensor<40xf32>
    %2676 = stablehlo.constant dense<0.9> : tensor<40xf32>
    %2677 = stablehlo.multiply %2676, %m.stem.norm.g : tensor<40xf32>
    %2678 = stablehlo.constant dense<0.1> : tensor<40xf32>
    %2679 = stablehlo.multiply %2678, %2012 : tensor<40xf32>
    %2680 = stablehlo.add %2677, %2679 : tensor<40xf32>
    %2681 = stablehlo.constant dense<0.999> : tensor<40xf32>
    %2682 = stablehlo.multiply %2681, %v.stem.norm.g : tensor<40xf32>
    %2683 = stablehlo.constant dense<0.001> : tensor<40xf32>
    %2684 = stablehlo.multiply %2012, %2012 : tensor<40xf32>
    %2685 = stablehlo.multiply %2683, %2684 : tensor<40xf32>
    %2686 = stablehlo.add %2682, %2685 : tensor<40xf32>
    %2687 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %2688 = stablehlo.divide %2680, %2687 : tensor<40xf32>
    %2689 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %2690 = stablehlo.divide %2686, %2689 : tensor<40xf32>
    %2691 = stablehlo.sqrt %2690 : tensor<40xf32>
    %2692 = stablehlo.constant dense<1.0e-08> : tensor<40xf32>
    %2693 = stablehlo.add %2691, %2692 : tensor<40xf32>
    %2694 = stablehlo.divide %2688, %2693 : tensor<40xf32>
    %2695 = stablehlo.constant dense<0.9> : tensor<40xf32>
    %2696 = stablehlo.multiply %2695, %m.stem.norm.b : tensor<40xf32>
    %2697 = stablehlo.constant dense<0.1> : tensor<40xf32>
    %2698 = stablehlo.multiply %2697, %2017 : tensor<40xf32>
    %2699 = stablehlo.add %2696, %2698 : tensor<40xf32>
    %2700 = stablehlo.constant dense<0.999> : tensor<40xf32>
    %2701 = stablehlo.multiply %2700, %v.stem.norm.b : tensor<40xf32>
    %2702 = stablehlo.constant dense<0.001> : tensor<40xf32>
    %2703 = stablehlo.multiply %2017, %2017 : tensor<40xf32>
    %2704 = stablehlo.multiply %2702, %2703 : tensor<40xf32>
    %2705 = stablehlo.add %2701, %2704 : tensor<40xf32>
    %2706 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %2707 = stablehlo.divide %2699, %2706 : tensor<40xf32>
    %2708 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %2709 = stablehlo.divide %2705, %2708 : tensor<40xf32>
    %2710 = stablehlo.sqrt %2709 : tensor<40xf32>
    %2711 = stablehlo.constant dense<1.0e-08> : tensor<40xf32>
    %2712 = stablehlo.add %2710, %2711 : tensor<40xf32>
    %2713 = stablehlo.divide %2707, %2712 : tensor<40xf32>
    %2714 = stablehlo.constant dense<0.9> : tensor<7x7x1x40xf32>
    %2715 = stablehlo.multiply %2714, %m.stages.0.blocks.0.dwconv.w : tensor<7x7x1x40xf32>
    %2716 = stablehlo.constant dense<0.1> : tensor<7x7x1x40xf32>
    %2717 = stablehlo.multiply %2716, %2022 : tensor<7x7x1x40xf32>
    %2718 = stablehlo.add %2715, %2717 : tensor<7x7x1x40xf32>
    %2719 = stablehlo.constant dense<0.999> : tensor<7x7x1x40xf32>
    %2720 = stablehlo.multiply %2719, %v.stages.0.blocks.0.dwconv.w : tensor<7x7x1x40xf32>
    %2721 = stablehlo.constant dense<0.001> : tensor<7x7x1x40xf32>
    %2722 = stablehlo.multiply %2022, %2022 : tensor<7x7x1x40xf32>
    %2723 = stablehlo.multiply %2721, %2722 : tensor<7x7x1x40xf32>
    %2724 = stablehlo.add %2720, %2723 : tensor<7x7x1x40xf32>
    %2725 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x40xf32>
    %2726 = stablehlo.divide %2718, %2725 : tensor<7x7x1x40xf32>
    %2727 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x40xf32>
    %2728 = stablehlo.divide %2724, %2727 : tensor<7x7x1x40xf32>
    %2729 = stablehlo.sqrt %2728 : tensor<7x7x1x40xf32>
    %2730 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x40xf32>
    %2731 = stablehlo.add %2729, %2730 : tensor<7x7x1x40xf32>
    %2732 = stablehlo.divide %2726, %2731 : tensor<7x7x1x40xf32>
    %2733 = stablehlo.constant dense<0.9> : tensor<40xf32>
    %2734 = stablehlo.multiply %2733, %m.stages.0.blocks.0.dwconv.b : tensor<40xf32>
    %2735 = stablehlo.constant dense<0.1> : tensor<40xf32>
    %2736 = stablehlo.multiply %2735, %2027 : tensor<40xf32>
    %2737 = stablehlo.add %2734, %2736 : tensor<40xf32>
    %2738 = stablehlo.constant dense<0.999> : tensor<40xf32>
    %2739 = stablehlo.multiply %2738, %v.stages.0.blocks.0.dwconv.b : tensor<40xf32>
    %2740 = stablehlo.constant dense<0.001> : tensor<40xf32>
    %2741 = stablehlo.multiply %2027, %2027 : tensor<40xf32>
    %2742 = stablehlo.multiply %2740, %2741 : tensor<40xf32>
    %2743 = stablehlo.add %2739, %2742 : tensor<40xf32>
    %2744 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %2745 = stablehlo.divide %2737, %2744 : tensor<40xf32>
    %2746 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %2747 = stablehlo.divide %2743, %2746 : tensor<40xf32>
    %2748 = stablehlo.sqrt %2747 : tensor<40xf32>
    %2749 = stablehlo.constant dense<1.0e-08> : tensor<40xf32>
    %2750 = stablehlo.add %2748, %2749 : tensor<40xf32>
    %2751 = stablehlo.divide %2745, %2750 : tensor<40xf32>
    %2752 = stablehlo.constant dense<0.9> : tensor<40xf32>
    %2753 = stablehlo.multiply %2752, %m.stages.0.blocks.0.norm.g : tensor<40xf32>
    %2754 = stablehlo.constant dense<0.1> : tensor<40xf32>
    %2755 = stablehlo.multiply %2754, %2032 : tensor<40xf32>
    %2756 = stablehlo.add %2753, %2755 : tensor<40xf32>
    %2757 = stablehlo.constant dense<0.999> : tensor<40xf32>
    %2758 = stablehlo.multiply %2757, %v.stages.0.blocks.0.norm.g : tensor<40xf32>
    %2759 = stablehlo.constant dense<0.001> : tensor<40xf32>
    %2760 = stablehlo.multiply %2032, %2032 : tensor<40xf32>
    %2761 = stablehlo.multiply %2759, %2760 : tensor<40xf32>
    %2762 = stablehlo.add %2758, %2761 : tensor<40xf32>
    %2763 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %2764 = stablehlo.divide %2756, %2763 : tensor<40xf32>
    %2765 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %2766 = stablehlo.divide %2762, %2765 : tensor<40xf32>
    %2767 = stablehlo.sqrt %2766 : tensor<40xf32>
    %2768 = stablehlo.constant dense<1.0e-08> : tensor<40xf32>
    %2769 = stablehlo.add %2767, %2768 : tensor<40xf32>
    %2770 = stablehlo.divide %2764, %2769 : tensor<40xf32>
    %2771 = stablehlo.constant dense<0.9> : tensor<40xf32>
    %2772 = stablehlo.multiply %2771, %m.stages.0.blocks.0.norm.b : tensor<40xf32>
    %2773 = stablehlo.constant dense<0.1> : tensor<40xf32>
    %2774 = stablehlo.multiply %2773, %2037 : tensor<40xf32>
    %2775 = stablehlo.add %2772, %2774 : tensor<40xf32>
    %2776 = stablehlo.constant dense<0.999> : tensor<40xf32>
    %2777 = stablehlo.multiply %2776, %v.stages.0.blocks.0.norm.b : tensor<40xf32>
    %2778 = stablehlo.constant dense<0.001> : tensor<40xf32>
    %2779 = stablehlo.multiply %2037, %2037 : tensor<40xf32>
    %2780 = stablehlo.multiply %2778, %2779 : tensor<40xf32>
    %2781 = stablehlo.add %2777, %2780 : tensor<40xf32>
    %2782 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %2783 = stablehlo.divide %2775, %2782 : tensor<40xf32>
    %2784 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %2785 = stablehlo.divide %2781, %2784 : tensor<40xf32>
    %2786 = stablehlo.sqrt %2785 : tensor<40xf32>
    %2787 = stablehlo.constant dense<1.0e-08> : tensor<40xf32>
    %2788 = stablehlo.add %2786, %2787 : tensor<40xf32>
    %2789 = stablehlo.divide %2783, %2788 : tensor<40xf32>
    %2790 = stablehlo.constant dense<0.9> : tensor<40x160xf32>
    %2791 = stablehlo.multiply %2790, %m.stages.0.blocks.0.fc1.w : tensor<40x160xf32>
    %2792 = stablehlo.constant dense<0.1> : tensor<40x160xf32>
    %2793 = stablehlo.multiply %2792, %2042 : tensor<40x160xf32>
    %2794 = stablehlo.add %2791, %2793 : tensor<40x160xf32>
    %2795 = stablehlo.constant dense<0.999> : tensor<40x160xf32>
    %2796 = stablehlo.multiply %2795, %v.stages.0.blocks.0.fc1.w : tensor<40x160xf32>
    %2797 = stablehlo.constant dense<0.001> : tensor<40x160xf32>
    %2798 = stablehlo.multiply %2042, %2042 : tensor<40x160xf32>
    %2799 = stablehlo.multiply %2797, %2798 : tensor<40x160xf32>
    %2800 = stablehlo.add %2796, %2799 : tensor<40x160xf32>
    %2801 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40x160xf32>
    %2802 = stablehlo.divide %2794, %2801 : tensor<40x160xf32>
    %2803 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40x160xf32>
    %2804 = stablehlo.divide %2800, %2803 : tensor<40x160xf32>
    %2805 = stablehlo.sqrt %2804 : tensor<40x160xf32>
    %2806 = stablehlo.constant dense<1.0e-08> : tensor<40x160xf32>
    %2807 = stablehlo.add %2805, %2806 : tensor<40x160xf32>
    %2808 = stablehlo.divide %2802, %2807 : tensor<40x160xf32>
    %2809 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %2810 = stablehlo.multiply %2809, %m.stages.0.blocks.0.fc1.b : tensor<160xf32>
    %2811 = stablehlo.constant dense<0.1> : tensor<160xf32>
    %2812 = stablehlo.multiply %2811, %2047 : tensor<160xf32>
    %2813 = stablehlo.add %2810, %2812 : tensor<160xf32>
    %2814 = stablehlo.constant dense<0.999> : tensor<160xf32>
    %2815 = stablehlo.multiply %2814, %v.stages.0.blocks.0.fc1.b : tensor<160xf32>
    %2816 = stablehlo.constant dense<0.001> : tensor<160xf32>
    %2817 = stablehlo.multiply %2047, %2047 : tensor<160xf32>
    %2818 = stablehlo.multiply %2816, %2817 : tensor<160xf32>
    %2819 = stablehlo.add %2815, %2818 : tensor<160xf32>
    %2820 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %2821 = stablehlo.divide %2813, %2820 : tensor<160xf32>
    %2822 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %2823 = stablehlo.divide %2819, %2822 : tensor<160xf32>
    %2824 = stablehlo.sqrt %2823 : tensor<160xf32>
    %2825 = stablehlo.constant dense<1.0e-08> : tensor<160xf32>
    %2826 = stablehlo.add %2824, %2825 : tensor<160xf32>
    %2827 = stablehlo.divide %2821, %2826 : tensor<160xf32>
    %2828 = stablehlo.constant dense<0.9> : tensor<160x40xf32>
    %2829 = stablehlo.multiply %2828, %m.stages.0.blocks.0.fc2.w : tensor<160x40xf32>
    %2830 = stablehlo.constant dense<0.1> : tensor<160x40xf32>
    %2831 = stablehlo.multiply %2830, %2052 : tensor<160x40xf32>
    %2832 = stablehlo.add %2829, %2831 : tensor<160x40xf32>
    %2833 = stablehlo.constant dense<0.999> : tensor<160x40xf32>
    %2834 = stablehlo.multiply %2833, %v.stages.0.blocks.0.fc2.w : tensor<160x40xf32>
    %2835 = stablehlo.constant dense<0.001> : tensor<160x40xf32>
    %2836 = stablehlo.multiply %2052, %2052 : tensor<160x40xf32>
    %2837 = stablehlo.multiply %2835, %2836 : tensor<160x40xf32>
    %2838 = stablehlo.add %2834, %2837 : tensor<160x40xf32>
    %2839 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160x40xf32>
    %2840 = stablehlo.divide %2832, %2839 : tensor<160x40xf32>
    %2841 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160x40xf32>
    %2842 = stablehlo.divide %2838, %2841 : tensor<160x40xf32>
    %2843 = stablehlo.sqrt %2842 : tensor<160x40xf32>
    %2844 = stablehlo.constant dense<1.0e-08> : tensor<160x40xf32>
    %2845 = stablehlo.add %2843, %2844 : tensor<160x40xf32>
    %2846 = stablehlo.divide %2840, %2845 : tensor<160x40xf32>
    %2847 = stablehlo.constant dense<0.9> : tensor<40xf32>
    %2848 = stablehlo.multiply %2847, %m.stages.0.blocks.0.fc2.b : tensor<40xf32>
    %2849 = stablehlo.constant dense<0.1> : tensor<40xf32>
    %2850 = stablehlo.multiply %2849, %2057 : tensor<40xf32>
    %2851 = stablehlo.add %2848, %2850 : tensor<40xf32>
    %2852 = stablehlo.constant dense<0.999> : tensor<40xf32>
    %2853 = stablehlo.multiply %2852, %v.stages.0.blocks.0.fc2.b : tensor<40xf32>
    %2854 = stablehlo.constant dense<0.001> : tensor<40xf32>
    %2855 = stablehlo.multiply %2057, %2057 : tensor<40xf32>
    %2856 = stablehlo.multiply %2854, %2855 : tensor<40xf32>
    %2857 = stablehlo.add %2853, %2856 : tensor<40xf32>
    %2858 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %2859 = stablehlo.divide %2851, %2858 : tensor<40xf32>
    %2860 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %2861 = stablehlo.divide %2857, %2860 : tensor<40xf32>
    %2862 = stablehlo.sqrt %2861 : tensor<40xf32>
    %2863 = stablehlo.constant dense<1.0e-08> : tensor<40xf32>
    %2864 = stablehlo.add %2862, %2863 : tensor<40xf32>
    %2865 = stablehlo.divide %2859, %2864 : tensor<40xf32>
    %2866 = stablehlo.constant dense<0.9> : tensor<40xf32>
    %2867 = stablehlo.multiply %2866, %m.stages.0.blocks.0.gamma : tensor<40xf32>
    %2868 = stablehlo.constant dense<0.1> : tensor<40xf32>
    %2869 = stablehlo.multiply %2868, %2062 : tensor<40xf32>
    %2870 = stablehlo.add %2867, %2869 : tensor<40xf32>
    %2871 = stablehlo.constant dense<0.999> : tensor<40xf32>
    %2872 = stablehlo.multiply %2871, %v.stages.0.blocks.0.gamma : tensor<40xf32>
    %2873 = stablehlo.constant dense<0.001> : tensor<40xf32>
    %2874 = stablehlo.multiply %2062, %2062 : tensor<40xf32>
    %2875 = stablehlo.multiply %2873, %2874 : tensor<40xf32>
    %2876 = stablehlo.add %2872, %2875 : tensor<40xf32>
    %2877 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %2878 = stablehlo.divide %2870, %2877 : tensor<40xf32>
    %2879 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %2880 = stablehlo.divide %2876, %2879 : tensor<40xf32>
    %2881 = stablehlo.sqrt %2880 : tensor<40xf32>
    %2882 = stablehlo.constant dense<1.0e-08> : tensor<40xf32>
    %2883 = stablehlo.add %2881, %2882 : tensor<40xf32>
    %2884 = stablehlo.divide %2878, %2883 : tensor<40xf32>
    %2885 = stablehlo.constant dense<0.9> : tensor<7x7x1x40xf32>
    %2886 = stablehlo.multiply %2885, %m.stages.0.blocks.1.dwconv.w : tensor<7x7x1x40xf32>
    %2887 = stablehlo.constant dense<0.1> : tensor<7x7x1x40xf32>
    %2888 = stablehlo.multiply %2887, %2067 : tensor<7x7x1x40xf32>
    %2889 = stablehlo.add %2886, %2888 : tensor<7x7x1x40xf32>
    %2890 = stablehlo.constant dense<0.999> : tensor<7x7x1x40xf32>
    %2891 = stablehlo.multiply %2890, %v.stages.0.blocks.1.dwconv.w : tensor<7x7x1x40xf32>
    %2892 = stablehlo.constant dense<0.001> : tensor<7x7x1x40xf32>
    %2893 = stablehlo.multiply %2067, %2067 : tensor<7x7x1x40xf32>
    %2894 = stablehlo.multiply %2892, %2893 : tensor<7x7x1x40xf32>
    %2895 = stablehlo.add %2891, %2894 : tensor<7x7x1x40xf32>
    %2896 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x40xf32>
    %2897 = stablehlo.divide %2889, %2896 : tensor<7x7x1x40xf32>
    %2898 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x40xf32>
    %2899 = stablehlo.divide %2895, %2898 : tensor<7x7x1x40xf32>
    %2900 = stablehlo.sqrt %2899 : tensor<7x7x1x40xf32>
    %2901 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x40xf32>
    %2902 = stablehlo.add %2900, %2901 : tensor<7x7x1x40xf32>
    %2903 = stablehlo.divide %2897, %2902 : tensor<7x7x1x40xf32>
    %2904 = stablehlo.constant dense<0.9> : tensor<40xf32>
    %2905 = stablehlo.multiply %2904, %m.stages.0.blocks.1.dwconv.b : tensor<40xf32>
    %2906 = stablehlo.constant dense<0.1> : tensor<40xf32>
    %2907 = stablehlo.multiply %2906, %2072 : tensor<40xf32>
    %2908 = stablehlo.add %2905, %2907 : tensor<40xf32>
    %2909 = stablehlo.constant dense<0.999> : tensor<40xf32>
    %2910 = stablehlo.multiply %2909, %v.stages.0.blocks.1.dwconv.b : tensor<40xf32>
    %2911 = stablehlo.constant dense<0.001> : tensor<40xf32>
    %2912 = stablehlo.multiply %2072, %2072 : tensor<40xf32>
    %2913 = stablehlo.multiply %2911, %2912 : tensor<40xf32>
    %2914 = stablehlo.add %2910, %2913 : tensor<40xf32>
    %2915 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %2916 = stablehlo.divide %2908, %2915 : tensor<40xf32>
    %2917 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %2918 = stablehlo.divide %2914, %2917 : tensor<40xf32>
    %2919 = stablehlo.sqrt %2918 : tensor<40xf32>
    %2920 = stablehlo.constant dense<1.0e-08> : tensor<40xf32>
    %2921 = stablehlo.add %2919, %2920 : tensor<40xf32>
    %2922 = stablehlo.divide %2916, %2921 : tensor<40xf32>
    %2923 = stablehlo.constant dense<0.9> : tensor<40xf32>
    %2924 = stablehlo.multiply %2923, %m.stages.0.blocks.1.norm.g : tensor<40xf32>
    %2925 = stablehlo.constant dense<0.1> : tensor<40xf32>
    %2926 = stablehlo.multiply %2925, %2077 : tensor<40xf32>
    %2927 = stablehlo.add %2924, %2926 : tensor<40xf32>
    %2928 = stablehlo.constant dense<0.999> : tensor<40xf32>
    %2929 = stablehlo.multiply %2928, %v.stages.0.blocks.1.norm.g : tensor<40xf32>
    %2930 = stablehlo.constant dense<0.001> : tensor<40xf32>
    %2931 = stablehlo.multiply %2077, %2077 : tensor<40xf32>
    %2932 = stablehlo.multiply %2930, %2931 : tensor<40xf32>
    %2933 = stablehlo.add %2929, %2932 : tensor<40xf32>
    %2934 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %2935 = stablehlo.divide %2927, %2934 : tensor<40xf32>
    %2936 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %2937 = stablehlo.divide %2933, %2936 : tensor<40xf32>
    %2938 = stablehlo.sqrt %2937 : tensor<40xf32>
    %2939 = stablehlo.constant dense<1.0e-08> : tensor<40xf32>
    %2940 = stablehlo.add %2938, %2939 : tensor<40xf32>
    %2941 = stablehlo.divide %2935, %2940 : tensor<40xf32>
    %2942 = stablehlo.constant dense<0.9> : tensor<40xf32>
    %2943 = stablehlo.multiply %2942, %m.stages.0.blocks.1.norm.b : tensor<40xf32>
    %2944 = stablehlo.constant dense<0.1> : tensor<40xf32>
    %2945 = stablehlo.multiply %2944, %2082 : tensor<40xf32>
    %2946 = stablehlo.add %2943, %2945 : tensor<40xf32>
    %2947 = stablehlo.constant dense<0.999> : tensor<40xf32>
    %2948 = stablehlo.multiply %2947, %v.stages.0.blocks.1.norm.b : tensor<40xf32>
    %2949 = stablehlo.constant dense<0.001> : tensor<40xf32>
    %2950 = stablehlo.multiply %2082, %2082 : tensor<40xf32>
    %2951 = stablehlo.multiply %2949, %2950 : tensor<40xf32>
    %2952 = stablehlo.add %2948, %2951 : tensor<40xf32>
    %2953 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %2954 = stablehlo.divide %2946, %2953 : tensor<40xf32>
    %2955 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %2956 = stablehlo.divide %2952, %2955 : tensor<40xf32>
    %2957 = stablehlo.sqrt %2956 : tensor<40xf32>
    %2958 = stablehlo.constant dense<1.0e-08> : tensor<40xf32>
    %2959 = stablehlo.add %2957, %2958 : tensor<40xf32>
    %2960 = stablehlo.divide %2954, %2959 : tensor<40xf32>
    %2961 = stablehlo.constant dense<0.9> : tensor<40x160xf32>
    %2962 = stablehlo.multiply %2961, %m.stages.0.blocks.1.fc1.w : tensor<40x160xf32>
    %2963 = stablehlo.constant dense<0.1> : tensor<40x160xf32>
    %2964 = stablehlo.multiply %2963, %2087 : tensor<40x160xf32>
    %2965 = stablehlo.add %2962, %2964 : tensor<40x160xf32>
    %2966 = stablehlo.constant dense<0.999> : tensor<40x160xf32>
    %2967 = stablehlo.multiply %2966, %v.stages.0.blocks.1.fc1.w : tensor<40x160xf32>
    %2968 = stablehlo.constant dense<0.001> : tensor<40x160xf32>
    %2969 = stablehlo.multiply %2087, %2087 : tensor<40x160xf32>
    %2970 = stablehlo.multiply %2968, %2969 : tensor<40x160xf32>
    %2971 = stablehlo.add %2967, %2970 : tensor<40x160xf32>
    %2972 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40x160xf32>
    %2973 = stablehlo.divide %2965, %2972 : tensor<40x160xf32>
    %2974 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40x160xf32>
    %2975 = stablehlo.divide %2971, %2974 : tensor<40x160xf32>
    %2976 = stablehlo.sqrt %2975 : tensor<40x160xf32>
    %2977 = stablehlo.constant dense<1.0e-08> : tensor<40x160xf32>
    %2978 = stablehlo.add %2976, %2977 : tensor<40x160xf32>
    %2979 = stablehlo.divide %2973, %2978 : tensor<40x160xf32>
    %2980 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %2981 = stablehlo.multiply %2980, %m.stages.0.blocks.1.fc1.b : tensor<160xf32>
    %2982 = stablehlo.constant dense<0.1> : tensor<160xf32>
    %2983 = stablehlo.multiply %2982, %2092 : tensor<160xf32>
    %2984 = stablehlo.add %2981, %2983 : tensor<160xf32>
    %2985 = stablehlo.constant dense<0.999> : tensor<160xf32>
    %2986 = stablehlo.multiply %2985, %v.stages.0.blocks.1.fc1.b : tensor<160xf32>
    %2987 = stablehlo.constant dense<0.001> : tensor<160xf32>
    %2988 = stablehlo.multiply %2092, %2092 : tensor<160xf32>
    %2989 = stablehlo.multiply %2987, %2988 : tensor<160xf32>
    %2990 = stablehlo.add %2986, %2989 : tensor<160xf32>
    %2991 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %2992 = stablehlo.divide %2984, %2991 : tensor<160xf32>
    %2993 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %2994 = stablehlo.divide %2990, %2993 : tensor<160xf32>
    %2995 = stablehlo.sqrt %2994 : tensor<160xf32>
    %2996 = stablehlo.constant dense<1.0e-08> : tensor<160xf32>
    %2997 = stablehlo.add %2995, %2996 : tensor<160xf32>
    %2998 = stablehlo.divide %2992, %2997 : tensor<160xf32>
    %2999 = stablehlo.constant dense<0.9> : tensor<160x40xf32>
    %3000 = stablehlo.multiply %2999, %m.stages.0.blocks.1.fc2.w : tensor<160x40xf32>
    %3001 = stablehlo.constant dense<0.1> : tensor<160x40xf32>
    %3002 = stablehlo.multiply %3001, %2097 : tensor<160x40xf32>
    %3003 = stablehlo.add %3000, %3002 : tensor<160x40xf32>
    %3004 = stablehlo.constant dense<0.999> : tensor<160x40xf32>
    %3005 = stablehlo.multiply %3004, %v.stages.0.blocks.1.fc2.w : tensor<160x40xf32>
    %3006 = stablehlo.constant dense<0.001> : tensor<160x40xf32>
    %3007 = stablehlo.multiply %2097, %2097 : tensor<160x40xf32>
    %3008 = stablehlo.multiply %3006, %3007 : tensor<160x40xf32>
    %3009 = stablehlo.add %3005, %3008 : tensor<160x40xf32>
    %3010 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160x40xf32>
    %3011 = stablehlo.divide %3003, %3010 : tensor<160x40xf32>
    %3012 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160x40xf32>
    %3013 = stablehlo.divide %3009, %3012 : tensor<160x40xf32>
    %3014 = stablehlo.sqrt %3013 : tensor<160x40xf32>
    %3015 = stablehlo.constant dense<1.0e-08> : tensor<160x40xf32>
    %3016 = stablehlo.add %3014, %3015 : tensor<160x40xf32>
    %3017 = stablehlo.divide %3011, %3016 : tensor<160x40xf32>
    %3018 = stablehlo.constant dense<0.9> : tensor<40xf32>
    %3019 = stablehlo.multiply %3018, %m.stages.0.blocks.1.fc2.b : tensor<40xf32>
    %3020 = stablehlo.constant dense<0.1> : tensor<40xf32>
    %3021 = stablehlo.multiply %3020, %2102 : tensor<40xf32>
    %3022 = stablehlo.add %3019, %3021 : tensor<40xf32>
    %3023 = stablehlo.constant dense<0.999> : tensor<40xf32>
    %3024 = stablehlo.multiply %3023, %v.stages.0.blocks.1.fc2.b : tensor<40xf32>
    %3025 = stablehlo.constant dense<0.001> : tensor<40xf32>
    %3026 = stablehlo.multiply %2102, %2102 : tensor<40xf32>
    %3027 = stablehlo.multiply %3025, %3026 : tensor<40xf32>
    %3028 = stablehlo.add %3024, %3027 : tensor<40xf32>
    %3029 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %3030 = stablehlo.divide %3022, %3029 : tensor<40xf32>
    %3031 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %3032 = stablehlo.divide %3028, %3031 : tensor<40xf32>
    %3033 = stablehlo.sqrt %3032 : tensor<40xf32>
    %3034 = stablehlo.constant dense<1.0e-08> : tensor<40xf32>
    %3035 = stablehlo.add %3033, %3034 : tensor<40xf32>
    %3036 = stablehlo.divide %3030, %3035 : tensor<40xf32>
    %3037 = stablehlo.constant dense<0.9> : tensor<40xf32>
    %3038 = stablehlo.multiply %3037, %m.stages.0.blocks.1.gamma : tensor<40xf32>
    %3039 = stablehlo.constant dense<0.1> : tensor<40xf32>
    %3040 = stablehlo.multiply %3039, %2107 : tensor<40xf32>
    %3041 = stablehlo.add %3038, %3040 : tensor<40xf32>
    %3042 = stablehlo.constant dense<0.999> : tensor<40xf32>
    %3043 = stablehlo.multiply %3042, %v.stages.0.blocks.1.gamma : tensor<40xf32>
    %3044 = stablehlo.constant dense<0.001> : tensor<40xf32>
    %3045 = stablehlo.multiply %2107, %2107 : tensor<40xf32>
    %3046 = stablehlo.multiply %3044, %3045 : tensor<40xf32>
    %3047 = stablehlo.add %3043, %3046 : tensor<40xf32>
    %3048 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %3049 = stablehlo.divide %3041, %3048 : tensor<40xf32>
    %3050 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %3051 = stablehlo.divide %3047, %3050 : tensor<40xf32>
    %3052 = stablehlo.sqrt %3051 : tensor<40xf32>
    %3053 = stablehlo.constant dense<1.0e-08> : tensor<40xf32>
    %3054 = stablehlo.add %3052, %3053 : tensor<40xf32>
    %3055 = stablehlo.divide %3049, %3054 : tensor<40xf32>
    %3056 = stablehlo.constant dense<0.9> : tensor<40xf32>
    %3057 = stablehlo.multiply %3056, %m.stages.1.down.norm.g : tensor<40xf32>
    %3058 = stablehlo.constant dense<0.1> : tensor<40xf32>
    %3059 = stablehlo.multiply %3058, %2112 : tensor<40xf32>
    %3060 = stablehlo.add %3057, %3059 : tensor<40xf32>
    %3061 = stablehlo.constant dense<0.999> : tensor<40xf32>
    %3062 = stablehlo.multiply %3061, %v.stages.1.down.norm.g : tensor<40xf32>
    %3063 = stablehlo.constant dense<0.001> : tensor<40xf32>
    %3064 = stablehlo.multiply %2112, %2112 : tensor<40xf32>
    %3065 = stablehlo.multiply %3063, %3064 : tensor<40xf32>
    %3066 = stablehlo.add %3062, %3065 : tensor<40xf32>
    %3067 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %3068 = stablehlo.divide %3060, %3067 : tensor<40xf32>
    %3069 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %3070 = stablehlo.divide %3066, %3069 : tensor<40xf32>
    %3071 = stablehlo.sqrt %3070 : tensor<40xf32>
    %3072 = stablehlo.constant dense<1.0e-08> : tensor<40xf32>
    %3073 = stablehlo.add %3071, %3072 : tensor<40xf32>
    %3074 = stablehlo.divide %3068, %3073 : tensor<40xf32>
    %3075 = stablehlo.constant dense<0.9> : tensor<40xf32>
    %3076 = stablehlo.multiply %3075, %m.stages.1.down.norm.b : tensor<40xf32>
    %3077 = stablehlo.constant dense<0.1> : tensor<40xf32>
    %3078 = stablehlo.multiply %3077, %2117 : tensor<40xf32>
    %3079 = stablehlo.add %3076, %3078 : tensor<40xf32>
    %3080 = stablehlo.constant dense<0.999> : tensor<40xf32>
    %3081 = stablehlo.multiply %3080, %v.stages.1.down.norm.b : tensor<40xf32>
    %3082 = stablehlo.constant dense<0.001> : tensor<40xf32>
    %3083 = stablehlo.multiply %2117, %2117 : tensor<40xf32>
    %3084 = stablehlo.multiply %3082, %3083 : tensor<40xf32>
    %3085 = stablehlo.add %3081, %3084 : tensor<40xf32>
    %3086 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %3087 = stablehlo.divide %3079, %3086 : tensor<40xf32>
    %3088 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %3089 = stablehlo.divide %3085, %3088 : tensor<40xf32>
    %3090 = stablehlo.sqrt %3089 : tensor<40xf32>
    %3091 = stablehlo.constant dense<1.0e-08> : tensor<40xf32>
    %3092 = stablehlo.add %3090, %3091 : tensor<40xf32>
    %3093 = stablehlo.divide %3087, %3092 : tensor<40xf32>
    %3094 = stablehlo.constant dense<0.9> : tensor<2x2x40x80xf32>
    %3095 = stablehlo.multiply %3094, %m.stages.1.down.conv.w : tensor<2x2x40x80xf32>
    %3096 = stablehlo.constant dense<0.1> : tensor<2x2x40x80xf32>
    %3097 = stablehlo.multiply %3096, %2122 : tensor<2x2x40x80xf32>
    %3098 = stablehlo.add %3095, %3097 : tensor<2x2x40x80xf32>
    %3099 = stablehlo.constant dense<0.999> : tensor<2x2x40x80xf32>
    %3100 = stablehlo.multiply %3099, %v.stages.1.down.conv.w : tensor<2x2x40x80xf32>
    %3101 = stablehlo.constant dense<0.001> : tensor<2x2x40x80xf32>
    %3102 = stablehlo.multiply %2122, %2122 : tensor<2x2x40x80xf32>
    %3103 = stablehlo.multiply %3101, %3102 : tensor<2x2x40x80xf32>
    %3104 = stablehlo.add %3100, %3103 : tensor<2x2x40x80xf32>
    %3105 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x40x80xf32>
    %3106 = stablehlo.divide %3098, %3105 : tensor<2x2x40x80xf32>
    %3107 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x40x80xf32>
    %3108 = stablehlo.divide %3104, %3107 : tensor<2x2x40x80xf32>
    %3109 = stablehlo.sqrt %3108 : tensor<2x2x40x80xf32>
    %3110 = stablehlo.constant dense<1.0e-08> : tensor<2x2x40x80xf32>
    %3111 = stablehlo.add %3109, %3110 : tensor<2x2x40x80xf32>
    %3112 = stablehlo.divide %3106, %3111 : tensor<2x2x40x80xf32>
    %3113 = stablehlo.constant dense<0.9> : tensor<80xf32>
    %3114 = stablehlo.multiply %3113, %m.stages.1.down.conv.b : tensor<80xf32>
    %3115 = stablehlo.constant dense<0.1> : tensor<80xf32>
    %3116 = stablehlo.multiply %3115, %2127 : tensor<80xf32>
    %3117 = stablehlo.add %3114, %3116 : tensor<80xf32>
    %3118 = stablehlo.constant dense<0.999> : tensor<80xf32>
    %3119 = stablehlo.multiply %3118, %v.stages.1.down.conv.b : tensor<80xf32>
    %3120 = stablehlo.constant dense<0.001> : tensor<80xf32>
    %3121 = stablehlo.multiply %2127, %2127 : tensor<80xf32>
    %3122 = stablehlo.multiply %3120, %3121 : tensor<80xf32>
    %3123 = stablehlo.add %3119, %3122 : tensor<80xf32>
    %3124 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %3125 = stablehlo.divide %3117, %3124 : tensor<80xf32>
    %3126 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %3127 = stablehlo.divide %3123, %3126 : tensor<80xf32>
    %3128 = stablehlo.sqrt %3127 : tensor<80xf32>
    %3129 = stablehlo.constant dense<1.0e-08> : tensor<80xf32>
    %3130 = stablehlo.add %3128, %3129 : tensor<80xf32>
    %3131 = stablehlo.divide %3125, %3130 : tensor<80xf32>
    %3132 = stablehlo.constant dense<0.9> : tensor<7x7x1x80xf32>
    %3133 = stablehlo.multiply %3132, %m.stages.1.blocks.0.dwconv.w : tensor<7x7x1x80xf32>
    %3134 = stablehlo.constant dense<0.1> : tensor<7x7x1x80xf32>
    %3135 = stablehlo.multiply %3134, %2132 : tensor<7x7x1x80xf32>
    %3136 = stablehlo.add %3133, %3135 : tensor<7x7x1x80xf32>
    %3137 = stablehlo.constant dense<0.999> : tensor<7x7x1x80xf32>
    %3138 = stablehlo.multiply %3137, %v.stages.1.blocks.0.dwconv.w : tensor<7x7x1x80xf32>
    %3139 = stablehlo.constant dense<0.001> : tensor<7x7x1x80xf32>
    %3140 = stablehlo.multiply %2132, %2132 : tensor<7x7x1x80xf32>
    %3141 = stablehlo.multiply %3139, %3140 : tensor<7x7x1x80xf32>
    %3142 = stablehlo.add %3138, %3141 : tensor<7x7x1x80xf32>
    %3143 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x80xf32>
    %3144 = stablehlo.divide %3136, %3143 : tensor<7x7x1x80xf32>
    %3145 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x80xf32>
    %3146 = stablehlo.divide %3142, %3145 : tensor<7x7x1x80xf32>
    %3147 = stablehlo.sqrt %3146 : tensor<7x7x1x80xf32>
    %3148 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x80xf32>
    %3149 = stablehlo.add %3147, %3148 : tensor<7x7x1x80xf32>
    %3150 = stablehlo.divide %3144, %3149 : tensor<7x7x1x80xf32>
    %3151 = stablehlo.constant dense<0.9> : tensor<80xf32>
    %3152 = stablehlo.multiply %3151, %m.stages.1.blocks.0.dwconv.b : tensor<80xf32>
    %3153 = stablehlo.constant dense<0.1> : tensor<80xf32>
    %3154 = stablehlo.multiply %3153, %2137 : tensor<80xf32>
    %3155 = stablehlo.add %3152, %3154 : tensor<80xf32>
    %3156 = stablehlo.constant dense<0.999> : tensor<80xf32>
    %3157 = stablehlo.multiply %3156, %v.stages.1.blocks.0.dwconv.b : tensor<80xf32>
    %3158 = stablehlo.constant dense<0.001> : tensor<80xf32>
    %3159 = stablehlo.multiply %2137, %2137 : tensor<80xf32>
    %3160 = stablehlo.multiply %3158, %3159 : tensor<80xf32>
    %3161 = stablehlo.add %3157, %3160 : tensor<80xf32>
    %3162 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %3163 = stablehlo.divide %3155, %3162 : tensor<80xf32>
    %3164 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %3165 = stablehlo.divide %3161, %3164 : tensor<80xf32>
    %3166 = stablehlo.sqrt %3165 : tensor<80xf32>
    %3167 = stablehlo.constant dense<1.0e-08> : tensor<80xf32>
    %3168 = stablehlo.add %3166, %3167 : tensor<80xf32>
    %3169 = stablehlo.divide %3163, %3168 : tensor<80xf32>
    %3170 = stablehlo.constant dense<0.9> : tensor<80xf32>
    %3171 = stablehlo.multiply %3170, %m.stages.1.blocks.0.norm.g : tensor<80xf32>
    %3172 = stablehlo.constant dense<0.1> : tensor<80xf32>
    %3173 = stablehlo.multiply %3172, %2142 : tensor<80xf32>
    %3174 = stablehlo.add %3171, %3173 : tensor<80xf32>
    %3175 = stablehlo.constant dense<0.999> : tensor<80xf32>
    %3176 = stablehlo.multiply %3175, %v.stages.1.blocks.0.norm.g : tensor<80xf32>
    %3177 = stablehlo.constant dense<0.001> : tensor<80xf32>
    %3178 = stablehlo.multiply %2142, %2142 : tensor<80xf32>
    %3179 = stablehlo.multiply %3177, %3178 : tensor<80xf32>
    %3180 = stablehlo.add %3176, %3179 : tensor<80xf32>
    %3181 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %3182 = stablehlo.divide %3174, %3181 : tensor<80xf32>
    %3183 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %3184 = stablehlo.divide %3180, %3183 : tensor<80xf32>
    %3185 = stablehlo.sqrt %3184 : tensor<80xf32>
    %3186 = stablehlo.constant dense<1.0e-08> : tensor<80xf32>
    %3187 = stablehlo.add %3185, %3186 : tensor<80xf32>
    %3188 = stablehlo.divide %3182, %3187 : tensor<80xf32>
    %3189 = stablehlo.constant dense<0.9> : tensor<80xf32>
    %3190 = stablehlo.multiply %3189, %m.stages.1.blocks.0.norm.b : tensor<80xf32>
    %3191 = stablehlo.constant dense<0.1> : tensor<80xf32>
    %3192 = stablehlo.multiply %3191, %2147 : tensor<80xf32>
    %3193 = stablehlo.add %3190, %3192 : tensor<80xf32>
    %3194 = stablehlo.constant dense<0.999> : tensor<80xf32>
    %3195 = stablehlo.multiply %3194, %v.stages.1.blocks.0.norm.b : tensor<80xf32>
    %3196 = stablehlo.constant dense<0.001> : tensor<80xf32>
    %3197 = stablehlo.multiply %2147, %2147 : tensor<80xf32>
    %3198 = stablehlo.multiply %3196, %3197 : tensor<80xf32>
    %3199 = stablehlo.add %3195, %3198 : tensor<80xf32>
    %3200 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %3201 = stablehlo.divide %3193, %3200 : tensor<80xf32>
    %3202 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %3203 = stablehlo.divide %3199, %3202 : tensor<80xf32>
    %3204 = stablehlo.sqrt %3203 : tensor<80xf32>
    %3205 = stablehlo.constant dense<1.0e-08> : tensor<80xf32>
    %3206 = stablehlo.add %3204, %3205 : tensor<80xf32>
    %3207 = stablehlo.divide %3201, %3206 : tensor<80xf32>
    %3208 = stablehlo.constant dense<0.9> : tensor<80x320xf32>
    %3209 = stablehlo.multiply %3208, %m.stages.1.blocks.0.fc1.w : tensor<80x320xf32>
    %3210 = stablehlo.constant dense<0.1> : tensor<80x320xf32>
    %3211 = stablehlo.multiply %3210, %2152 : tensor<80x320xf32>
    %3212 = stablehlo.add %3209, %3211 : tensor<80x320xf32>
    %3213 = stablehlo.constant dense<0.999> : tensor<80x320xf32>
    %3214 = stablehlo.multiply %3213, %v.stages.1.blocks.0.fc1.w : tensor<80x320xf32>
    %3215 = stablehlo.constant dense<0.001> : tensor<80x320xf32>
    %3216 = stablehlo.multiply %2152, %2152 : tensor<80x320xf32>
    %3217 = stablehlo.multiply %3215, %3216 : tensor<80x320xf32>
    %3218 = stablehlo.add %3214, %3217 : tensor<80x320xf32>
    %3219 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80x320xf32>
    %3220 = stablehlo.divide %3212, %3219 : tensor<80x320xf32>
    %3221 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80x320xf32>
    %3222 = stablehlo.divide %3218, %3221 : tensor<80x320xf32>
    %3223 = stablehlo.sqrt %3222 : tensor<80x320xf32>
    %3224 = stablehlo.constant dense<1.0e-08> : tensor<80x320xf32>
    %3225 = stablehlo.add %3223, %3224 : tensor<80x320xf32>
    %3226 = stablehlo.divide %3220, %3225 : tensor<80x320xf32>
    %3227 = stablehlo.constant dense<0.9> : tensor<320xf32>
    %3228 = stablehlo.multiply %3227, %m.stages.1.blocks.0.fc1.b : tensor<320xf32>
    %3229 = stablehlo.constant dense<0.1> : tensor<320xf32>
    %3230 = stablehlo.multiply %3229, %2157 : tensor<320xf32>
    %3231 = stablehlo.add %3228, %3230 : tensor<320xf32>
    %3232 = stablehlo.constant dense<0.999> : tensor<320xf32>
    %3233 = stablehlo.multiply %3232, %v.stages.1.blocks.0.fc1.b : tensor<320xf32>
    %3234 = stablehlo.constant dense<0.001> : tensor<320xf32>
    %3235 = stablehlo.multiply %2157, %2157 : tensor<320xf32>
    %3236 = stablehlo.multiply %3234, %3235 : tensor<320xf32>
    %3237 = stablehlo.add %3233, %3236 : tensor<320xf32>
    %3238 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %3239 = stablehlo.divide %3231, %3238 : tensor<320xf32>
    %3240 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %3241 = stablehlo.divide %3237, %3240 : tensor<320xf32>
    %3242 = stablehlo.sqrt %3241 : tensor<320xf32>
    %3243 = stablehlo.constant dense<1.0e-08> : tensor<320xf32>
    %3244 = stablehlo.add %3242, %3243 : tensor<320xf32>
    %3245 = stablehlo.divide %3239, %3244 : tensor<320xf32>
    %3246 = stablehlo.constant dense<0.9> : tensor<320x80xf32>
    %3247 = stablehlo.multiply %3246, %m.stages.1.blocks.0.fc2.w : tensor<320x80xf32>
    %3248 = stablehlo.constant dense<0.1> : tensor<320x80xf32>
    %3249 = stablehlo.multiply %3248, %2162 : tensor<320x80xf32>
    %3250 = stablehlo.add %3247, %3249 : tensor<320x80xf32>
    %3251 = stablehlo.constant dense<0.999> : tensor<320x80xf32>
    %3252 = stablehlo.multiply %3251, %v.stages.1.blocks.0.fc2.w : tensor<320x80xf32>
    %3253 = stablehlo.constant dense<0.001> : tensor<320x80xf32>
    %3254 = stablehlo.multiply %2162, %2162 : tensor<320x80xf32>
    %3255 = stablehlo.multiply %3253, %3254 : tensor<320x80xf32>
    %3256 = stablehlo.add %3252, %3255 : tensor<320x80xf32>
    %3257 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320x80xf32>
    %3258 = stablehlo.divide %3250, %3257 : tensor<320x80xf32>
    %3259 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320x80xf32>
    %3260 = stablehlo.divide %3256, %3259 : tensor<320x80xf32>
    %3261 = stablehlo.sqrt %3260 : tensor<320x80xf32>
    %3262 = stablehlo.constant dense<1.0e-08> : tensor<320x80xf32>
    %3263 = stablehlo.add %3261, %3262 : tensor<320x80xf32>
    %3264 = stablehlo.divide %3258, %3263 : tensor<320x80xf32>
    %3265 = stablehlo.constant dense<0.9> : tensor<80xf32>
    %3266 = stablehlo.multiply %3265, %m.stages.1.blocks.0.fc2.b : tensor<80xf32>
    %3267 = stablehlo.constant dense<0.1> : tensor<80xf32>
    %3268 = stablehlo.multiply %3267, %2167 : tensor<80xf32>
    %3269 = stablehlo.add %3266, %3268 : tensor<80xf32>
    %3270 = stablehlo.constant dense<0.999> : tensor<80xf32>
    %3271 = stablehlo.multiply %3270, %v.stages.1.blocks.0.fc2.b : tensor<80xf32>
    %3272 = stablehlo.constant dense<0.001> : tensor<80xf32>
    %3273 = stablehlo.multiply %2167, %2167 : tensor<80xf32>
    %3274 = stablehlo.multiply %3272, %3273 : tensor<80xf32>
    %3275 = stablehlo.add %3271, %3274 : tensor<80xf32>
    %3276 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %3277 = stablehlo.divide %3269, %3276 : tensor<80xf32>
    %3278 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %3279 = stablehlo.divide %3275, %3278 : tensor<80xf32>
    %3280 = stablehlo.sqrt %3279 : tensor<80xf32>
    %3281 = stablehlo.constant dense<1.0e-08> : tensor<80xf32>
    %3282 = stablehlo.add %3280, %3281 : tensor<80xf32>
    %3283 = stablehlo.divide %3277, %3282 : tensor<80xf32>
    %3284 = stablehlo.constant dense<0.9> : tensor<80xf32>
    %3285 = stablehlo.multiply %3284, %m.stages.1.blocks.0.gamma : tensor<80xf32>
    %3286 = stablehlo.constant dense<0.1> : tensor<80xf32>
    %3287 = stablehlo.multiply %3286, %2172 : tensor<80xf32>
    %3288 = stablehlo.add %3285, %3287 : tensor<80xf32>
    %3289 = stablehlo.constant dense<0.999> : tensor<80xf32>
    %3290 = stablehlo.multiply %3289, %v.stages.1.blocks.0.gamma : tensor<80xf32>
    %3291 = stablehlo.constant dense<0.001> : tensor<80xf32>
    %3292 = stablehlo.multiply %2172, %2172 : tensor<80xf32>
    %3293 = stablehlo.multiply %3291, %3292 : tensor<80xf32>
    %3294 = stablehlo.add %3290, %3293 : tensor<80xf32>
    %3295 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %3296 = stablehlo.divide %3288, %3295 : tensor<80xf32>
    %3297 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %3298 = stablehlo.divide %3294, %3297 : tensor<80xf32>
    %3299 = stablehlo.sqrt %3298 : tensor<80xf32>
    %3300 = stablehlo.constant dense<1.0e-08> : tensor<80xf32>
    %3301 = stablehlo.add %3299, %3300 : tensor<80xf32>
    %3302 = stablehlo.divide %3296, %3301 : tensor<80xf32>
    %3303 = stablehlo.constant dense<0.9> : tensor<7x7x1x80xf32>
    %3304 = stablehlo.multiply %3303, %m.stages.1.blocks.1.dwconv.w : tensor<7x7x1x80xf32>
    %3305 = stablehlo.constant dense<0.1> : tensor<7x7x1x80xf32>
    %3306 = stablehlo.multiply %3305, %2177 : tensor<7x7x1x80xf32>
    %3307 = stablehlo.add %3304, %3306 : tensor<7x7x1x80xf32>
    %3308 = stablehlo.constant dense<0.999> : tensor<7x7x1x80xf32>
    %3309 = stablehlo.multiply %3308, %v.stages.1.blocks.1.dwconv.w : tensor<7x7x1x80xf32>
    %3310 = stablehlo.constant dense<0.001> : tensor<7x7x1x80xf32>
    %3311 = stablehlo.multiply %2177, %2177 : tensor<7x7x1x80xf32>
    %3312 = stablehlo.multiply %3310, %3311 : tensor<7x7x1x80xf32>
    %3313 = stablehlo.add %3309, %3312 : tensor<7x7x1x80xf32>
    %3314 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x80xf32>
    %3315 = stablehlo.divide %3307, %3314 : tensor<7x7x1x80xf32>
    %3316 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x80xf32>
    %3317 = stablehlo.divide %3313, %3316 : tensor<7x7x1x80xf32>
    %3318 = stablehlo.sqrt %3317 : tensor<7x7x1x80xf32>
    %3319 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x80xf32>
    %3320 = stablehlo.add %3318, %3319 : tensor<7x7x1x80xf32>
    %3321 = stablehlo.divide %3315, %3320 : tensor<7x7x1x80xf32>
    %3322 = stablehlo.constant dense<0.9> : tensor<80xf32>
    %3323 = stablehlo.multiply %3322, %m.stages.1.blocks.1.dwconv.b : tensor<80xf32>
    %3324 = stablehlo.constant dense<0.1> : tensor<80xf32>
    %3325 = stablehlo.multiply %3324, %2182 : tensor<80xf32>
    %3326 = stablehlo.add %3323, %3325 : tensor<80xf32>
    %3327 = stablehlo.constant dense<0.999> : tensor<80xf32>
    %3328 = stablehlo.multiply %3327, %v.stages.1.blocks.1.dwconv.b : tensor<80xf32>
    %3329 = stablehlo.constant dense<0.001> : tensor<80xf32>
    %3330 = stablehlo.multiply %2182, %2182 : tensor<80xf32>
    %3331 = stablehlo.multiply %3329, %3330 : tensor<80xf32>
    %3332 = stablehlo.add %3328, %3331 : tensor<80xf32>
    %3333 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %3334 = stablehlo.divide %3326, %3333 : tensor<80xf32>
    %3335 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %3336 = stablehlo.divide %3332, %3335 : tensor<80xf32>
    %3337 = stablehlo.sqrt %3336 : tensor<80xf32>
    %3338 = stablehlo.constant dense<1.0e-08> : tensor<80xf32>
    %3339 = stablehlo.add %3337, %3338 : tensor<80xf32>
    %3340 = stablehlo.divide %3334, %3339 : tensor<80xf32>
    %3341 = stablehlo.constant dense<0.9> : tensor<80xf32>
    %3342 = stablehlo.multiply %3341, %m.stages.1.blocks.1.norm.g : tensor<80xf32>
    %3343 = stablehlo.constant dense<0.1> : tensor<80xf32>
    %3344 = stablehlo.multiply %3343, %2187 : tensor<80xf32>
    %3345 = stablehlo.add %3342, %3344 : tensor<80xf32>
    %3346 = stablehlo.constant dense<0.999> : tensor<80xf32>
    %3347 = stablehlo.multiply %3346, %v.stages.1.blocks.1.norm.g : tensor<80xf32>
    %3348 = stablehlo.constant dense<0.001> : tensor<80xf32>
    %3349 = stablehlo.multiply %2187, %2187 : tensor<80xf32>
    %3350 = stablehlo.multiply %3348, %3349 : tensor<80xf32>
    %3351 = stablehlo.add %3347, %3350 : tensor<80xf32>
    %3352 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %3353 = stablehlo.divide %3345, %3352 : tensor<80xf32>
    %3354 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %3355 = stablehlo.divide %3351, %3354 : tensor<80xf32>
    %3356 = stablehlo.sqrt %3355 : tensor<80xf32>
    %3357 = stablehlo.constant dense<1.0e-08> : tensor<80xf32>
    %3358 = stablehlo.add %3356, %3357 : tensor<80xf32>
    %3359 = stablehlo.divide %3353, %3358 : tensor<80xf32>
    %3360 = stablehlo.constant dense<0.9> : tensor<80xf32>
    %3361 = stablehlo.multiply %3360, %m.stages.1.blocks.1.norm.b : tensor<80xf32>
    %3362 = stablehlo.constant dense<0.1> : tensor<80xf32>
    %3363 = stablehlo.multiply %3362, %2192 : tensor<80xf32>
    %3364 = stablehlo.add %3361, %3363 : tensor<80xf32>
    %3365 = stablehlo.constant dense<0.999> : tensor<80xf32>
    %3366 = stablehlo.multiply %3365, %v.stages.1.blocks.1.norm.b : tensor<80xf32>
    %3367 = stablehlo.constant dense<0.001> : tensor<80xf32>
    %3368 = stablehlo.multiply %2192, %2192 : tensor<80xf32>
    %3369 = stablehlo.multiply %3367, %3368 : tensor<80xf32>
    %3370 = stablehlo.add %3366, %3369 : tensor<80xf32>
    %3371 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %3372 = stablehlo.divide %3364, %3371 : tensor<80xf32>
    %3373 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %3374 = stablehlo.divide %3370, %3373 : tensor<80xf32>
    %3375 = stablehlo.sqrt %3374 : tensor<80xf32>
    %3376 = stablehlo.constant dense<1.0e-08> : tensor<80xf32>
    %3377 = stablehlo.add %3375, %3376 : tensor<80xf32>
    %3378 = stablehlo.divide %3372, %3377 : tensor<80xf32>
    %3379 = stablehlo.constant dense<0.9> : tensor<80x320xf32>
    %3380 = stablehlo.multiply %3379, %m.stages.1.blocks.1.fc1.w : tensor<80x320xf32>
    %3381 = stablehlo.constant dense<0.1> : tensor<80x320xf32>
    %3382 = stablehlo.multiply %3381, %2197 : tensor<80x320xf32>
    %3383 = stablehlo.add %3380, %3382 : tensor<80x320xf32>
    %3384 = stablehlo.constant dense<0.999> : tensor<80x320xf32>
    %3385 = stablehlo.multiply %3384, %v.stages.1.blocks.1.fc1.w : tensor<80x320xf32>
    %3386 = stablehlo.constant dense<0.001> : tensor<80x320xf32>
    %3387 = stablehlo.multiply %2197, %2197 : tensor<80x320xf32>
    %3388 = stablehlo.multiply %3386, %3387 : tensor<80x320xf32>
    %3389 = stablehlo.add %3385, %3388 : tensor<80x320xf32>
    %3390 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80x320xf32>
    %3391 = stablehlo.divide %3383, %3390 : tensor<80x320xf32>
    %3392 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80x320xf32>
    %3393 = stablehlo.divide %3389, %3392 : tensor<80x320xf32>
    %3394 = stablehlo.sqrt %3393 : tensor<80x320xf32>
    %3395 = stablehlo.constant dense<1.0e-08> : tensor<80x320xf32>
    %3396 = stablehlo.add %3394, %3395 : tensor<80x320xf32>
    %3397 = stablehlo.divide %3391, %3396 : tensor<80x320xf32>
    %3398 = stablehlo.constant dense<0.9> : tensor<320xf32>
    %3399 = stablehlo.multiply %3398, %m.stages.1.blocks.1.fc1.b : tensor<320xf32>
    %3400 = stablehlo.constant dense<0.1> : tensor<320xf32>
    %3401 = stablehlo.multiply %3400, %2202 : tensor<320xf32>
    %3402 = stablehlo.add %3399, %3401 : tensor<320xf32>
    %3403 = stablehlo.constant dense<0.999> : tensor<320xf32>
    %3404 = stablehlo.multiply %3403, %v.stages.1.blocks.1.fc1.b : tensor<320xf32>
    %3405 = stablehlo.constant dense<0.001> : tensor<320xf32>
    %3406 = stablehlo.multiply %2202, %2202 : tensor<320xf32>
    %3407 = stablehlo.multiply %3405, %3406 : tensor<320xf32>
    %3408 = stablehlo.add %3404, %3407 : tensor<320xf32>
    %3409 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %3410 = stablehlo.divide %3402, %3409 : tensor<320xf32>
    %3411 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %3412 = stablehlo.divide %3408, %3411 : tensor<320xf32>
    %3413 = stablehlo.sqrt %3412 : tensor<320xf32>
    %3414 = stablehlo.constant dense<1.0e-08> : tensor<320xf32>
    %3415 = stablehlo.add %3413, %3414 : tensor<320xf32>
    %3416 = stablehlo.divide %3410, %3415 : tensor<320xf32>
    %3417 = stablehlo.constant dense<0.9> : tensor<320x80xf32>
    %3418 = stablehlo.multiply %3417, %m.stages.1.blocks.1.fc2.w : tensor<320x80xf32>
    %3419 = stablehlo.constant dense<0.1> : tensor<320x80xf32>
    %3420 = stablehlo.multiply %3419, %2207 : tensor<320x80xf32>
    %3421 = stablehlo.add %3418, %3420 : tensor<320x80xf32>
    %3422 = stablehlo.constant dense<0.999> : tensor<320x80xf32>
    %3423 = stablehlo.multiply %3422, %v.stages.1.blocks.1.fc2.w : tensor<320x80xf32>
    %3424 = stablehlo.constant dense<0.001> : tensor<320x80xf32>
    %3425 = stablehlo.multiply %2207, %2207 : tensor<320x80xf32>
    %3426 = stablehlo.multiply %3424, %3425 : tensor<320x80xf32>
    %3427 = stablehlo.add %3423, %3426 : tensor<320x80xf32>
    %3428 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320x80xf32>
    %3429 = stablehlo.divide %3421, %3428 : tensor<320x80xf32>
    %3430 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320x80xf32>
    %3431 = stablehlo.divide %3427, %3430 : tensor<320x80xf32>
    %3432 = stablehlo.sqrt %3431 : tensor<320x80xf32>
    %3433 = stablehlo.constant dense<1.0e-08> : tensor<320x80xf32>
    %3434 = stablehlo.add %3432, %3433 : tensor<320x80xf32>
    %3435 = stablehlo.divide %3429, %3434 : tensor<320x80xf32>
    %3436 = stablehlo.constant dense<0.9> : tensor<80xf32>
    %3437 = stablehlo.multiply %3436, %m.stages.1.blocks.1.fc2.b : tensor<80xf32>
    %3438 = stablehlo.constant dense<0.1> : tensor<80xf32>
    %3439 = stablehlo.multiply %3438, %2212 : tensor<80xf32>
    %3440 = stablehlo.add %3437, %3439 : tensor<80xf32>
    %3441 = stablehlo.constant dense<0.999> : tensor<80xf32>
    %3442 = stablehlo.multiply %3441, %v.stages.1.blocks.1.fc2.b : tensor<80xf32>
    %3443 = stablehlo.constant dense<0.001> : tensor<80xf32>
    %3444 = stablehlo.multiply %2212, %2212 : tensor<80xf32>
    %3445 = stablehlo.multiply %3443, %3444 : tensor<80xf32>
    %3446 = stablehlo.add %3442, %3445 : tensor<80xf32>
    %3447 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %3448 = stablehlo.divide %3440, %3447 : tensor<80xf32>
    %3449 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %3450 = stablehlo.divide %3446, %3449 : tensor<80xf32>
    %3451 = stablehlo.sqrt %3450 : tensor<80xf32>
    %3452 = stablehlo.constant dense<1.0e-08> : tensor<80xf32>
    %3453 = stablehlo.add %3451, %3452 : tensor<80xf32>
    %3454 = stablehlo.divide %3448, %3453 : tensor<80xf32>
    %3455 = stablehlo.constant dense<0.9> : tensor<80xf32>
    %3456 = stablehlo.multiply %3455, %m.stages.1.blocks.1.gamma : tensor<80xf32>
    %3457 = stablehlo.constant dense<0.1> : tensor<80xf32>
    %3458 = stablehlo.multiply %3457, %2217 : tensor<80xf32>
    %3459 = stablehlo.add %3456, %3458 : tensor<80xf32>
    %3460 = stablehlo.constant dense<0.999> : tensor<80xf32>
    %3461 = stablehlo.multiply %3460, %v.stages.1.blocks.1.gamma : tensor<80xf32>
    %3462 = stablehlo.constant dense<0.001> : tensor<80xf32>
    %3463 = stablehlo.multiply %2217, %2217 : tensor<80xf32>
    %3464 = stablehlo.multiply %3462, %3463 : tensor<80xf32>
    %3465 = stablehlo.add %3461, %3464 : tensor<80xf32>
    %3466 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %3467 = stablehlo.divide %3459, %3466 : tensor<80xf32>
    %3468 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %3469 = stablehlo.divide %3465, %3468 : tensor<80xf32>
    %3470 = stablehlo.sqrt %3469 : tensor<80xf32>
    %3471 = stablehlo.constant dense<1.0e-08> : tensor<80xf32>
    %3472 = stablehlo.add %3470, %3471 : tensor<80xf32>
    %3473 = stablehlo.divide %3467, %3472 : tensor<80xf32>
    %3474 = stablehlo.constant dense<0.9> : tensor<80xf32>
    %3475 = stablehlo.multiply %3474, %m.stages.2.down.norm.g : tensor<80xf32>
    %3476 = stablehlo.constant dense<0.1> : tensor<80xf32>
    %3477 = stablehlo.multiply %3476, %2222 : tensor<80xf32>
    %3478 = stablehlo.add %3475, %3477 : tensor<80xf32>
    %3479 = stablehlo.constant dense<0.999> : tensor<80xf32>
    %3480 = stablehlo.multiply %3479, %v.stages.2.down.norm.g : tensor<80xf32>
    %3481 = stablehlo.constant dense<0.001> : tensor<80xf32>
    %3482 = stablehlo.multiply %2222, %2222 : tensor<80xf32>
    %3483 = stablehlo.multiply %3481, %3482 : tensor<80xf32>
    %3484 = stablehlo.add %3480, %3483 : tensor<80xf32>
    %3485 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %3486 = stablehlo.divide %3478, %3485 : tensor<80xf32>
    %3487 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %3488 = stablehlo.divide %3484, %3487 : tensor<80xf32>
    %3489 = stablehlo.sqrt %3488 : tensor<80xf32>
    %3490 = stablehlo.constant dense<1.0e-08> : tensor<80xf32>
    %3491 = stablehlo.add %3489, %3490 : tensor<80xf32>
    %3492 = stablehlo.divide %3486, %3491 : tensor<80xf32>
    %3493 = stablehlo.constant dense<0.9> : tensor<80xf32>
    %3494 = stablehlo.multiply %3493, %m.stages.2.down.norm.b : tensor<80xf32>
    %3495 = stablehlo.constant dense<0.1> : tensor<80xf32>
    %3496 = stablehlo.multiply %3495, %2227 : tensor<80xf32>
    %3497 = stablehlo.add %3494, %3496 : tensor<80xf32>
    %3498 = stablehlo.constant dense<0.999> : tensor<80xf32>
    %3499 = stablehlo.multiply %3498, %v.stages.2.down.norm.b : tensor<80xf32>
    %3500 = stablehlo.constant dense<0.001> : tensor<80xf32>
    %3501 = stablehlo.multiply %2227, %2227 : tensor<80xf32>
    %3502 = stablehlo.multiply %3500, %3501 : tensor<80xf32>
    %3503 = stablehlo.add %3499, %3502 : tensor<80xf32>
    %3504 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %3505 = stablehlo.divide %3497, %3504 : tensor<80xf32>
    %3506 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %3507 = stablehlo.divide %3503, %3506 : tensor<80xf32>
    %3508 = stablehlo.sqrt %3507 : tensor<80xf32>
    %3509 = stablehlo.constant dense<1.0e-08> : tensor<80xf32>
    %3510 = stablehlo.add %3508, %3509 : tensor<80xf32>
    %3511 = stablehlo.divide %3505, %3510 : tensor<80xf32>
    %3512 = stablehlo.constant dense<0.9> : tensor<2x2x80x160xf32>
    %3513 = stablehlo.multiply %3512, %m.stages.2.down.conv.w : tensor<2x2x80x160xf32>
    %3514 = stablehlo.constant dense<0.1> : tensor<2x2x80x160xf32>
    %3515 = stablehlo.multiply %3514, %2232 : tensor<2x2x80x160xf32>
    %3516 = stablehlo.add %3513, %3515 : tensor<2x2x80x160xf32>
    %3517 = stablehlo.constant dense<0.999> : tensor<2x2x80x160xf32>
    %3518 = stablehlo.multiply %3517, %v.stages.2.down.conv.w : tensor<2x2x80x160xf32>
    %3519 = stablehlo.constant dense<0.001> : tensor<2x2x80x160xf32>
    %3520 = stablehlo.multiply %2232, %2232 : tensor<2x2x80x160xf32>
    %3521 = stablehlo.multiply %3519, %3520 : tensor<2x2x80x160xf32>
    %3522 = stablehlo.add %3518, %3521 : tensor<2x2x80x160xf32>
    %3523 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x80x160xf32>
    %3524 = stablehlo.divide %3516, %3523 : tensor<2x2x80x160xf32>
    %3525 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x80x160xf32>
    %3526 = stablehlo.divide %3522, %3525 : tensor<2x2x80x160xf32>
    %3527 = stablehlo.sqrt %3526 : tensor<2x2x80x160xf32>
    %3528 = stablehlo.constant dense<1.0e-08> : tensor<2x2x80x160xf32>
    %3529 = stablehlo.add %3527, %3528 : tensor<2x2x80x160xf32>
    %3530 = stablehlo.divide %3524, %3529 : tensor<2x2x80x160xf32>
    %3531 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %3532 = stablehlo.multiply %3531, %m.stages.2.down.conv.b : tensor<160xf32>
    %3533 = stablehlo.constant dense<0.1> : tensor<160xf32>
    %3534 = stablehlo.multiply %3533, %2237 : tensor<160xf32>
    %3535 = stablehlo.add %3532, %3534 : tensor<160xf32>
    %3536 = stablehlo.constant dense<0.999> : tensor<160xf32>
    %3537 = stablehlo.multiply %3536, %v.stages.2.down.conv.b : tensor<160xf32>
    %3538 = stablehlo.constant dense<0.001> : tensor<160xf32>
    %3539 = stablehlo.multiply %2237, %2237 : tensor<160xf32>
    %3540 = stablehlo.multiply %3538, %3539 : tensor<160xf32>
    %3541 = stablehlo.add %3537, %3540 : tensor<160xf32>
    %3542 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %3543 = stablehlo.divide %3535, %3542 : tensor<160xf32>
    %3544 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %3545 = stablehlo.divide %3541, %3544 : tensor<160xf32>
    %3546 = stablehlo.sqrt %3545 : tensor<160xf32>
    %3547 = stablehlo.constant dense<1.0e-08> : tensor<160xf32>
    %3548 = stablehlo.add %3546, %3547 : tensor<160xf32>
    %3549 = stablehlo.divide %3543, %3548 : tensor<160xf32>
    %3550 = stablehlo.constant dense<0.9> : tensor<7x7x1x160xf32>
    %3551 = stablehlo.multiply %3550, %m.stages.2.blocks.0.dwconv.w : tensor<7x7x1x160xf32>
    %3552 = stablehlo.constant dense<0.1> : tensor<7x7x1x160xf32>
    %3553 = stablehlo.multiply %3552, %2242 : tensor<7x7x1x160xf32>
    %3554 = stablehlo.add %3551, %3553 : tensor<7x7x1x160xf32>
    %3555 = stablehlo.constant dense<0.999> : tensor<7x7x1x160xf32>
    %3556 = stablehlo.multiply %3555, %v.stages.2.blocks.0.dwconv.w : tensor<7x7x1x160xf32>
    %3557 = stablehlo.constant dense<0.001> : tensor<7x7x1x160xf32>
    %3558 = stablehlo.multiply %2242, %2242 : tensor<7x7x1x160xf32>
    %3559 = stablehlo.multiply %3557, %3558 : tensor<7x7x1x160xf32>
    %3560 = stablehlo.add %3556, %3559 : tensor<7x7x1x160xf32>
    %3561 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x160xf32>
    %3562 = stablehlo.divide %3554, %3561 : tensor<7x7x1x160xf32>
    %3563 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x160xf32>
    %3564 = stablehlo.divide %3560, %3563 : tensor<7x7x1x160xf32>
    %3565 = stablehlo.sqrt %3564 : tensor<7x7x1x160xf32>
    %3566 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x160xf32>
    %3567 = stablehlo.add %3565, %3566 : tensor<7x7x1x160xf32>
    %3568 = stablehlo.divide %3562, %3567 : tensor<7x7x1x160xf32>
    %3569 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %3570 = stablehlo.multiply %3569, %m.stages.2.blocks.0.dwconv.b : tensor<160xf32>
    %3571 = stablehlo.constant dense<0.1> : tensor<160xf32>
    %3572 = stablehlo.multiply %3571, %2247 : tensor<160xf32>
    %3573 = stablehlo.add %3570, %3572 : tensor<160xf32>
    %3574 = stablehlo.constant dense<0.999> : tensor<160xf32>
    %3575 = stablehlo.multiply %3574, %v.stages.2.blocks.0.dwconv.b : tensor<160xf32>
    %3576 = stablehlo.constant dense<0.001> : tensor<160xf32>
    %3577 = stablehlo.multiply %2247, %2247 : tensor<160xf32>
    %3578 = stablehlo.multiply %3576, %3577 : tensor<160xf32>
    %3579 = stablehlo.add %3575, %3578 : tensor<160xf32>
    %3580 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %3581 = stablehlo.divide %3573, %3580 : tensor<160xf32>
    %3582 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %3583 = stablehlo.divide %3579, %3582 : tensor<160xf32>
    %3584 = stablehlo.sqrt %3583 : tensor<160xf32>
    %3585 = stablehlo.constant dense<1.0e-08> : tensor<160xf32>
    %3586 = stablehlo.add %3584, %3585 : tensor<160xf32>
    %3587 = stablehlo.divide %3581, %3586 : tensor<160xf32>
    %3588 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %3589 = stablehlo.multiply %3588, %m.stages.2.blocks.0.norm.g : tensor<160xf32>
    %3590 = stablehlo.constant dense<0.1> : tensor<160xf32>
    %3591 = stablehlo.multiply %3590, %2252 : tensor<160xf32>
    %3592 = stablehlo.add %3589, %3591 : tensor<160xf32>
    %3593 = stablehlo.constant dense<0.999> : tensor<160xf32>
    %3594 = stablehlo.multiply %3593, %v.stages.2.blocks.0.norm.g : tensor<160xf32>
    %3595 = stablehlo.constant dense<0.001> : tensor<160xf32>
    %3596 = stablehlo.multiply %2252, %2252 : tensor<160xf32>
    %3597 = stablehlo.multiply %3595, %3596 : tensor<160xf32>
    %3598 = stablehlo.add %3594, %3597 : tensor<160xf32>
    %3599 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %3600 = stablehlo.divide %3592, %3599 : tensor<160xf32>
    %3601 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %3602 = stablehlo.divide %3598, %3601 : tensor<160xf32>
    %3603 = stablehlo.sqrt %3602 : tensor<160xf32>
    %3604 = stablehlo.constant dense<1.0e-08> : tensor<160xf32>
    %3605 = stablehlo.add %3603, %3604 : tensor<160xf32>
    %3606 = stablehlo.divide %3600, %3605 : tensor<160xf32>
    %3607 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %3608 = stablehlo.multiply %3607, %m.stages.2.blocks.0.norm.b : tensor<160xf32>
    %3609 = stablehlo.constant dense<0.1> : tensor<160xf32>
    %3610 = stablehlo.multiply %3609, %2257 : tensor<160xf32>
    %3611 = stablehlo.add %3608, %3610 : tensor<160xf32>
    %3612 = stablehlo.constant dense<0.999> : tensor<160xf32>
    %3613 = stablehlo.multiply %3612, %v.stages.2.blocks.0.norm.b : tensor<160xf32>
    %3614 = stablehlo.constant dense<0.001> : tensor<160xf32>
    %3615 = stablehlo.multiply %2257, %2257 : tensor<160xf32>
    %3616 = stablehlo.multiply %3614, %3615 : tensor<160xf32>
    %3617 = stablehlo.add %3613, %3616 : tensor<160xf32>
    %3618 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %3619 = stablehlo.divide %3611, %3618 : tensor<160xf32>
    %3620 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %3621 = stablehlo.divide %3617, %3620 : tensor<160xf32>
    %3622 = stablehlo.sqrt %3621 : tensor<160xf32>
    %3623 = stablehlo.constant dense<1.0e-08> : tensor<160xf32>
    %3624 = stablehlo.add %3622, %3623 : tensor<160xf32>
    %3625 = stablehlo.divide %3619, %3624 : tensor<160xf32>
    %3626 = stablehlo.constant dense<0.9> : tensor<160x640xf32>
    %3627 = stablehlo.multiply %3626, %m.stages.2.blocks.0.fc1.w : tensor<160x640xf32>
    %3628 = stablehlo.constant dense<0.1> : tensor<160x640xf32>
    %3629 = stablehlo.multiply %3628, %2262 : tensor<160x640xf32>
    %3630 = stablehlo.add %3627, %3629 : tensor<160x640xf32>
    %3631 = stablehlo.constant dense<0.999> : tensor<160x640xf32>
    %3632 = stablehlo.multiply %3631, %v.stages.2.blocks.0.fc1.w : tensor<160x640xf32>
    %3633 = stablehlo.constant dense<0.001> : tensor<160x640xf32>
    %3634 = stablehlo.multiply %2262, %2262 : tensor<160x640xf32>
    %3635 = stablehlo.multiply %3633, %3634 : tensor<160x640xf32>
    %3636 = stablehlo.add %3632, %3635 : tensor<160x640xf32>
    %3637 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160x640xf32>
    %3638 = stablehlo.divide %3630, %3637 : tensor<160x640xf32>
    %3639 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160x640xf32>
    %3640 = stablehlo.divide %3636, %3639 : tensor<160x640xf32>
    %3641 = stablehlo.sqrt %3640 : tensor<160x640xf32>
    %3642 = stablehlo.constant dense<1.0e-08> : tensor<160x640xf32>
    %3643 = stablehlo.add %3641, %3642 : tensor<160x640xf32>
    %3644 = stablehlo.divide %3638, %3643 : tensor<160x640xf32>
    %3645 = stablehlo.constant dense<0.9> : tensor<640xf32>
    %3646 = stablehlo.multiply %3645, %m.stages.2.blocks.0.fc1.b : tensor<640xf32>
    %3647 = stablehlo.constant dense<0.1> : tensor<640xf32>
    %3648 = stablehlo.multiply %3647, %2267 : tensor<640xf32>
    %3649 = stablehlo.add %3646, %3648 : tensor<640xf32>
    %3650 = stablehlo.constant dense<0.999> : tensor<640xf32>
    %3651 = stablehlo.multiply %3650, %v.stages.2.blocks.0.fc1.b : tensor<640xf32>
    %3652 = stablehlo.constant dense<0.001> : tensor<640xf32>
    %3653 = stablehlo.multiply %2267, %2267 : tensor<640xf32>
    %3654 = stablehlo.multiply %3652, %3653 : tensor<640xf32>
    %3655 = stablehlo.add %3651, %3654 : tensor<640xf32>
    %3656 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640xf32>
    %3657 = stablehlo.divide %3649, %3656 : tensor<640xf32>
    %3658 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640xf32>
    %3659 = stablehlo.divide %3655, %3658 : tensor<640xf32>
    %3660 = stablehlo.sqrt %3659 : tensor<640xf32>
    %3661 = stablehlo.constant dense<1.0e-08> : tensor<640xf32>
    %3662 = stablehlo.add %3660, %3661 : tensor<640xf32>
    %3663 = stablehlo.divide %3657, %3662 : tensor<640xf32>
    %3664 = stablehlo.constant dense<0.9> : tensor<640x160xf32>
    %3665 = stablehlo.multiply %3664, %m.stages.2.blocks.0.fc2.w : tensor<640x160xf32>
    %3666 = stablehlo.constant dense<0.1> : tensor<640x160xf32>
    %3667 = stablehlo.multiply %3666, %2272 : tensor<640x160xf32>
    %3668 = stablehlo.add %3665, %3667 : tensor<640x160xf32>
    %3669 = stablehlo.constant dense<0.999> : tensor<640x160xf32>
    %3670 = stablehlo.multiply %3669, %v.stages.2.blocks.0.fc2.w : tensor<640x160xf32>
    %3671 = stablehlo.constant dense<0.001> : tensor<640x160xf32>
    %3672 = stablehlo.multiply %2272, %2272 : tensor<640x160xf32>
    %3673 = stablehlo.multiply %3671, %3672 : tensor<640x160xf32>
    %3674 = stablehlo.add %3670, %3673 : tensor<640x160xf32>
    %3675 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640x160xf32>
    %3676 = stablehlo.divide %3668, %3675 : tensor<640x160xf32>
    %3677 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640x160xf32>
    %3678 = stablehlo.divide %3674, %3677 : tensor<640x160xf32>
    %3679 = stablehlo.sqrt %3678 : tensor<640x160xf32>
    %3680 = stablehlo.constant dense<1.0e-08> : tensor<640x160xf32>
    %3681 = stablehlo.add %3679, %3680 : tensor<640x160xf32>
    %3682 = stablehlo.divide %3676, %3681 : tensor<640x160xf32>
    %3683 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %3684 = stablehlo.multiply %3683, %m.stages.2.blocks.0.fc2.b : tensor<160xf32>
    %3685 = stablehlo.constant dense<0.1> : tensor<160xf32>
    %3686 = stablehlo.multiply %3685, %2277 : tensor<160xf32>
    %3687 = stablehlo.add %3684, %3686 : tensor<160xf32>
    %3688 = stablehlo.constant dense<0.999> : tensor<160xf32>
    %3689 = stablehlo.multiply %3688, %v.stages.2.blocks.0.fc2.b : tensor<160xf32>
    %3690 = stablehlo.constant dense<0.001> : tensor<160xf32>
    %3691 = stablehlo.multiply %2277, %2277 : tensor<160xf32>
    %3692 = stablehlo.multiply %3690, %3691 : tensor<160xf32>
    %3693 = stablehlo.add %3689, %3692 : tensor<160xf32>
    %3694 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %3695 = stablehlo.divide %3687, %3694 : tensor<160xf32>
    %3696 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %3697 = stablehlo.divide %3693, %3696 : tensor<160xf32>
    %3698 = stablehlo.sqrt %3697 : tensor<160xf32>
    %3699 = stablehlo.constant dense<1.0e-08> : tensor<160xf32>
    %3700 = stablehlo.add %3698, %3699 : tensor<160xf32>
    %3701 = stablehlo.divide %3695, %3700 : tensor<160xf32>
    %3702 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %3703 = stablehlo.multiply %3702, %m.stages.2.blocks.0.gamma : tensor<160xf32>
    %3704 = stablehlo.constant dense<0.1> : tensor<160xf32>
    %3705 = stablehlo.multiply %3704, %2282 : tensor<160xf32>
    %3706 = stablehlo.add %3703, %3705 : tensor<160xf32>
    %3707 = stablehlo.constant dense<0.999> : tensor<160xf32>
    %3708 = stablehlo.multiply %3707, %v.stages.2.blocks.0.gamma : tensor<160xf32>
    %3709 = stablehlo.constant dense<0.001> : tensor<160xf32>
    %3710 = stablehlo.multiply %2282, %2282 : tensor<160xf32>
    %3711 = stablehlo.multiply %3709, %3710 : tensor<160xf32>
    %3712 = stablehlo.add %3708, %3711 : tensor<160xf32>
    %3713 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %3714 = stablehlo.divide %3706, %3713 : tensor<160xf32>
    %3715 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %3716 = stablehlo.divide %3712, %3715 : tensor<160xf32>
    %3717 = stablehlo.sqrt %3716 : tensor<160xf32>
    %3718 = stablehlo.constant dense<1.0e-08> : tensor<160xf32>
    %3719 = stablehlo.add %3717, %3718 : tensor<160xf32>
    %3720 = stablehlo.divide %3714, %3719 : tensor<160xf32>
    %3721 = stablehlo.constant dense<0.9> : tensor<7x7x1x160xf32>
    %3722 = stablehlo.multiply %3721, %m.stages.2.blocks.1.dwconv.w : tensor<7x7x1x160xf32>
    %3723 = stablehlo.constant dense<0.1> : tensor<7x7x1x160xf32>
    %3724 = stablehlo.multiply %3723, %2287 : tensor<7x7x1x160xf32>
    %3725 = stablehlo.add %3722, %3724 : tensor<7x7x1x160xf32>
    %3726 = stablehlo.constant dense<0.999> : tensor<7x7x1x160xf32>
    %3727 = stablehlo.multiply %3726, %v.stages.2.blocks.1.dwconv.w : tensor<7x7x1x160xf32>
    %3728 = stablehlo.constant dense<0.001> : tensor<7x7x1x160xf32>
    %3729 = stablehlo.multiply %2287, %2287 : tensor<7x7x1x160xf32>
    %3730 = stablehlo.multiply %3728, %3729 : tensor<7x7x1x160xf32>
    %3731 = stablehlo.add %3727, %3730 : tensor<7x7x1x160xf32>
    %3732 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x160xf32>
    %3733 = stablehlo.divide %3725, %3732 : tensor<7x7x1x160xf32>
    %3734 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x160xf32>
    %3735 = stablehlo.divide %3731, %3734 : tensor<7x7x1x160xf32>
    %3736 = stablehlo.sqrt %3735 : tensor<7x7x1x160xf32>
    %3737 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x160xf32>
    %3738 = stablehlo.add %3736, %3737 : tensor<7x7x1x160xf32>
    %3739 = stablehlo.divide %3733, %3738 : tensor<7x7x1x160xf32>
    %3740 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %3741 = stablehlo.multiply %3740, %m.stages.2.blocks.1.dwconv.b : tensor<160xf32>
    %3742 = stablehlo.constant dense<0.1> : tensor<160xf32>
    %3743 = stablehlo.multiply %3742, %2292 : tensor<160xf32>
    %3744 = stablehlo.add %3741, %3743 : tensor<160xf32>
    %3745 = stablehlo.constant dense<0.999> : tensor<160xf32>
    %3746 = stablehlo.multiply %3745, %v.stages.2.blocks.1.dwconv.b : tensor<160xf32>
    %3747 = stablehlo.constant dense<0.001> : tensor<160xf32>
    %3748 = stablehlo.multiply %2292, %2292 : tensor<160xf32>
    %3749 = stablehlo.multiply %3747, %3748 : tensor<160xf32>
    %3750 = stablehlo.add %3746, %3749 : tensor<160xf32>
    %3751 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %3752 = stablehlo.divide %3744, %3751 : tensor<160xf32>
    %3753 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %3754 = stablehlo.divide %3750, %3753 : tensor<160xf32>
    %3755 = stablehlo.sqrt %3754 : tensor<160xf32>
    %3756 = stablehlo.constant dense<1.0e-08> : tensor<160xf32>
    %3757 = stablehlo.add %3755, %3756 : tensor<160xf32>
    %3758 = stablehlo.divide %3752, %3757 : tensor<160xf32>
    %3759 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %3760 = stablehlo.multiply %3759, %m.stages.2.blocks.1.norm.g : tensor<160xf32>
    %3761 = stablehlo.constant dense<0.1> : tensor<160xf32>
    %3762 = stablehlo.multiply %3761, %2297 : tensor<160xf32>
    %3763 = stablehlo.add %3760, %3762 : tensor<160xf32>
    %3764 = stablehlo.constant dense<0.999> : tensor<160xf32>
    %3765 = stablehlo.multiply %3764, %v.stages.2.blocks.1.norm.g : tensor<160xf32>
    %3766 = stablehlo.constant dense<0.001> : tensor<160xf32>
    %3767 = stablehlo.multiply %2297, %2297 : tensor<160xf32>
    %3768 = stablehlo.multiply %3766, %3767 : tensor<160xf32>
    %3769 = stablehlo.add %3765, %3768 : tensor<160xf32>
    %3770 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %3771 = stablehlo.divide %3763, %3770 : tensor<160xf32>
    %3772 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %3773 = stablehlo.divide %3769, %3772 : tensor<160xf32>
    %3774 = stablehlo.sqrt %3773 : tensor<160xf32>
    %3775 = stablehlo.constant dense<1.0e-08> : tensor<160xf32>
    %3776 = stablehlo.add %3774, %3775 : tensor<160xf32>
    %3777 = stablehlo.divide %3771, %3776 : tensor<160xf32>
    %3778 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %3779 = stablehlo.multiply %3778, %m.stages.2.blocks.1.norm.b : tensor<160xf32>
    %3780 = stablehlo.constant dense<0.1> : tensor<160xf32>
    %3781 = stablehlo.multiply %3780, %2302 : tensor<160xf32>
    %3782 = stablehlo.add %3779, %3781 : tensor<160xf32>
    %3783 = stablehlo.constant dense<0.999> : tensor<160xf32>
    %3784 = stablehlo.multiply %3783, %v.stages.2.blocks.1.norm.b : tensor<160xf32>
    %3785 = stablehlo.constant dense<0.001> : tensor<160xf32>
    %3786 = stablehlo.multiply %2302, %2302 : tensor<160xf32>
    %3787 = stablehlo.multiply %3785, %3786 : tensor<160xf32>
    %3788 = stablehlo.add %3784, %3787 : tensor<160xf32>
    %3789 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %3790 = stablehlo.divide %3782, %3789 : tensor<160xf32>
    %3791 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %3792 = stablehlo.divide %3788, %3791 : tensor<160xf32>
    %3793 = stablehlo.sqrt %3792 : tensor<160xf32>
    %3794 = stablehlo.constant dense<1.0e-08> : tensor<160xf32>
    %3795 = stablehlo.add %3793, %3794 : tensor<160xf32>
    %3796 = stablehlo.divide %3790, %3795 : tensor<160xf32>
    %3797 = stablehlo.constant dense<0.9> : tensor<160x640xf32>
    %3798 = stablehlo.multiply %3797, %m.stages.2.blocks.1.fc1.w : tensor<160x640xf32>
    %3799 = stablehlo.constant dense<0.1> : tensor<160x640xf32>
    %3800 = stablehlo.multiply %3799, %2307 : tensor<160x640xf32>
    %3801 = stablehlo.add %3798, %3800 : tensor<160x640xf32>
    %3802 = stablehlo.constant dense<0.999> : tensor<160x640xf32>
    %3803 = stablehlo.multiply %3802, %v.stages.2.blocks.1.fc1.w : tensor<160x640xf32>
    %3804 = stablehlo.constant dense<0.001> : tensor<160x640xf32>
    %3805 = stablehlo.multiply %2307, %2307 : tensor<160x640xf32>
    %3806 = stablehlo.multiply %3804, %3805 : tensor<160x640xf32>
    %3807 = stablehlo.add %3803, %3806 : tensor<160x640xf32>
    %3808 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160x640xf32>
    %3809 = stablehlo.divide %3801, %3808 : tensor<160x640xf32>
    %3810 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160x640xf32>
    %3811 = stablehlo.divide %3807, %3810 : tensor<160x640xf32>
    %3812 = stablehlo.sqrt %3811 : tensor<160x640xf32>
    %3813 = stablehlo.constant dense<1.0e-08> : tensor<160x640xf32>
    %3814 = stablehlo.add %3812, %3813 : tensor<160x640xf32>
    %3815 = stablehlo.divide %3809, %3814 : tensor<160x640xf32>
    %3816 = stablehlo.constant dense<0.9> : tensor<640xf32>
    %3817 = stablehlo.multiply %3816, %m.stages.2.blocks.1.fc1.b : tensor<640xf32>
    %3818 = stablehlo.constant dense<0.1> : tensor<640xf32>
    %3819 = stablehlo.multiply %3818, %2312 : tensor<640xf32>
    %3820 = stablehlo.add %3817, %3819 : tensor<640xf32>
    %3821 = stablehlo.constant dense<0.999> : tensor<640xf32>
    %3822 = stablehlo.multiply %3821, %v.stages.2.blocks.1.fc1.b : tensor<640xf32>
    %3823 = stablehlo.constant dense<0.001> : tensor<640xf32>
    %3824 = stablehlo.multiply %2312, %2312 : tensor<640xf32>
    %3825 = stablehlo.multiply %3823, %3824 : tensor<640xf32>
    %3826 = stablehlo.add %3822, %3825 : tensor<640xf32>
    %3827 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640xf32>
    %3828 = stablehlo.divide %3820, %3827 : tensor<640xf32>
    %3829 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640xf32>
    %3830 = stablehlo.divide %3826, %3829 : tensor<640xf32>
    %3831 = stablehlo.sqrt %3830 : tensor<640xf32>
    %3832 = stablehlo.constant dense<1.0e-08> : tensor<640xf32>
    %3833 = stablehlo.add %3831, %3832 : tensor<640xf32>
    %3834 = stablehlo.divide %3828, %3833 : tensor<640xf32>
    %3835 = stablehlo.constant dense<0.9> : tensor<640x160xf32>
    %3836 = stablehlo.multiply %3835, %m.stages.2.blocks.1.fc2.w : tensor<640x160xf32>
    %3837 = stablehlo.constant dense<0.1> : tensor<640x160xf32>
    %3838 = stablehlo.multiply %3837, %2317 : tensor<640x160xf32>
    %3839 = stablehlo.add %3836, %3838 : tensor<640x160xf32>
    %3840 = stablehlo.constant dense<0.999> : tensor<640x160xf32>
    %3841 = stablehlo.multiply %3840, %v.stages.2.blocks.1.fc2.w : tensor<640x160xf32>
    %3842 = stablehlo.constant dense<0.001> : tensor<640x160xf32>
    %3843 = stablehlo.multiply %2317, %2317 : tensor<640x160xf32>
    %3844 = stablehlo.multiply %3842, %3843 : tensor<640x160xf32>
    %3845 = stablehlo.add %3841, %3844 : tensor<640x160xf32>
    %3846 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640x160xf32>
    %3847 = stablehlo.divide %3839, %3846 : tensor<640x160xf32>
    %3848 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640x160xf32>
    %3849 = stablehlo.divide %3845, %3848 : tensor<640x160xf32>
    %3850 = stablehlo.sqrt %3849 : tensor<640x160xf32>
    %3851 = stablehlo.constant dense<1.0e-08> : tensor<640x160xf32>
    %3852 = stablehlo.add %3850, %3851 : tensor<640x160xf32>
    %3853 = stablehlo.divide %3847, %3852 : tensor<640x160xf32>
    %3854 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %3855 = stablehlo.multiply %3854, %m.stages.2.blocks.1.fc2.b : tensor<160xf32>
    %3856 = stablehlo.constant dense<0.1> : tensor<160xf32>
    %3857 = stablehlo.multiply %3856, %2322 : tensor<160xf32>
    %3858 = stablehlo.add %3855, %3857 : tensor<160xf32>
    %3859 = stablehlo.constant dense<0.999> : tensor<160xf32>
    %3860 = stablehlo.multiply %3859, %v.stages.2.blocks.1.fc2.b : tensor<160xf32>
    %3861 = stablehlo.constant dense<0.001> : tensor<160xf32>
    %3862 = stablehlo.multiply %2322, %2322 : tensor<160xf32>
    %3863 = stablehlo.multiply %3861, %3862 : tensor<160xf32>
    %3864 = stablehlo.add %3860, %3863 : tensor<160xf32>
    %3865 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %3866 = stablehlo.divide %3858, %3865 : tensor<160xf32>
    %3867 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %3868 = stablehlo.divide %3864, %3867 : tensor<160xf32>
    %3869 = stablehlo.sqrt %3868 : tensor<160xf32>
    %3870 = stablehlo.constant dense<1.0e-08> : tensor<160xf32>
    %3871 = stablehlo.add %3869, %3870 : tensor<160xf32>
    %3872 = stablehlo.divide %3866, %3871 : tensor<160xf32>
    %3873 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %3874 = stablehlo.multiply %3873, %m.stages.2.blocks.1.gamma : tensor<160xf32>
    %3875 = stablehlo.constant dense<0.1> : tensor<160xf32>
    %3876 = stablehlo.multiply %3875, %2327 : tensor<160xf32>
    %3877 = stablehlo.add %3874, %3876 : tensor<160xf32>
    %3878 = stablehlo.constant dense<0.999> : tensor<160xf32>
    %3879 = stablehlo.multiply %3878, %v.stages.2.blocks.1.gamma : tensor<160xf32>
    %3880 = stablehlo.constant dense<0.001> : tensor<160xf32>
    %3881 = stablehlo.multiply %2327, %2327 : tensor<160xf32>
    %3882 = stablehlo.multiply %3880, %3881 : tensor<160xf32>
    %3883 = stablehlo.add %3879, %3882 : tensor<160xf32>
    %3884 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %3885 = stablehlo.divide %3877, %3884 : tensor<160xf32>
    %3886 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %3887 = stablehlo.divide %3883, %3886 : tensor<160xf32>
    %3888 = stablehlo.sqrt %3887 : tensor<160xf32>
    %3889 = stablehlo.constant dense<1.0e-08> : tensor<160xf32>
    %3890 = stablehlo.add %3888, %3889 : tensor<160xf32>
    %3891 = stablehlo.divide %3885, %3890 : tensor<160xf32>
    %3892 = stablehlo.constant dense<0.9> : tensor<7x7x1x160xf32>
    %3893 = stablehlo.multiply %3892, %m.stages.2.blocks.2.dwconv.w : tensor<7x7x1x160xf32>
    %3894 = stablehlo.constant dense<0.1> : tensor<7x7x1x160xf32>
    %3895 = stablehlo.multiply %3894, %2332 : tensor<7x7x1x160xf32>
    %3896 = stablehlo.add %3893, %3895 : tensor<7x7x1x160xf32>
    %3897 = stablehlo.constant dense<0.999> : tensor<7x7x1x160xf32>
    %3898 = stablehlo.multiply %3897, %v.stages.2.blocks.2.dwconv.w : tensor<7x7x1x160xf32>
    %3899 = stablehlo.constant dense<0.001> : tensor<7x7x1x160xf32>
    %3900 = stablehlo.multiply %2332, %2332 : tensor<7x7x1x160xf32>
    %3901 = stablehlo.multiply %3899, %3900 : tensor<7x7x1x160xf32>
    %3902 = stablehlo.add %3898, %3901 : tensor<7x7x1x160xf32>
    %3903 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x160xf32>
    %3904 = stablehlo.divide %3896, %3903 : tensor<7x7x1x160xf32>
    %3905 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x160xf32>
    %3906 = stablehlo.divide %3902, %3905 : tensor<7x7x1x160xf32>
    %3907 = stablehlo.sqrt %3906 : tensor<7x7x1x160xf32>
    %3908 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x160xf32>
    %3909 = stablehlo.add %3907, %3908 : tensor<7x7x1x160xf32>
    %3910 = stablehlo.divide %3904, %3909 : tensor<7x7x1x160xf32>
    %3911 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %3912 = stablehlo.multiply %3911, %m.stages.2.blocks.2.dwconv.b : tensor<160xf32>
    %3913 = stablehlo.constant dense<0.1> : tensor<160xf32>
    %3914 = stablehlo.multiply %3913, %2337 : tensor<160xf32>
    %3915 = stablehlo.add %3912, %3914 : tensor<160xf32>
    %3916 = stablehlo.constant dense<0.999> : tensor<160xf32>
    %3917 = stablehlo.multiply %3916, %v.stages.2.blocks.2.dwconv.b : tensor<160xf32>
    %3918 = stablehlo.constant dense<0.001> : tensor<160xf32>
    %3919 = stablehlo.multiply %2337, %2337 : tensor<160xf32>
    %3920 = stablehlo.multiply %3918, %3919 : tensor<160xf32>
    %3921 = stablehlo.add %3917, %3920 : tensor<160xf32>
    %3922 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %3923 = stablehlo.divide %3915, %3922 : tensor<160xf32>
    %3924 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %3925 = stablehlo.divide %3921, %3924 : tensor<160xf32>
    %3926 = stablehlo.sqrt %3925 : tensor<160xf32>
    %3927 = stablehlo.constant dense<1.0e-08> : tensor<160xf32>
    %3928 = stablehlo.add %3926, %3927 : tensor<160xf32>
    %3929 = stablehlo.divide %3923, %3928 : tensor<160xf32>
    %3930 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %3931 = stablehlo.multiply %3930, %m.stages.2.blocks.2.norm.g : tensor<160xf32>
    %3932 = stablehlo.constant dense<0.1> : tensor<160xf32>
    %3933 = stablehlo.multiply %3932, %2342 : tensor<160xf32>
    %3934 = stablehlo.add %3931, %3933 : tensor<160xf32>
    %3935 = stablehlo.constant dense<0.999> : tensor<160xf32>
    %3936 = stablehlo.multiply %3935, %v.stages.2.blocks.2.norm.g : tensor<160xf32>
    %3937 = stablehlo.constant dense<0.001> : tensor<160xf32>
    %3938 = stablehlo.multiply %2342, %2342 : tensor<160xf32>
    %3939 = stablehlo.multiply %3937, %3938 : tensor<160xf32>
    %3940 = stablehlo.add %3936, %3939 : tensor<160xf32>
    %3941 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %3942 = stablehlo.divide %3934, %3941 : tensor<160xf32>
    %3943 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %3944 = stablehlo.divide %3940, %3943 : tensor<160xf32>
    %3945 = stablehlo.sqrt %3944 : tensor<160xf32>
    %3946 = stablehlo.constant dense<1.0e-08> : tensor<160xf32>
    %3947 = stablehlo.add %3945, %3946 : tensor<160xf32>
    %3948 = stablehlo.divide %3942, %3947 : tensor<160xf32>
    %3949 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %3950 = stablehlo.multiply %3949, %m.stages.2.blocks.2.norm.b : tensor<160xf32>
    %3951 = stablehlo.constant dense<0.1> : tensor<160xf32>
    %3952 = stablehlo.multiply %3951, %2347 : tensor<160xf32>
    %3953 = stablehlo.add %3950, %3952 : tensor<160xf32>
    %3954 = stablehlo.constant dense<0.999> : tensor<160xf32>
    %3955 = stablehlo.multiply %3954, %v.stages.2.blocks.2.norm.b : tensor<160xf32>
    %3956 = stablehlo.constant dense<0.001> : tensor<160xf32>
    %3957 = stablehlo.multiply %2347, %2347 : tensor<160xf32>
    %3958 = stablehlo.multiply %3956, %3957 : tensor<160xf32>
    %3959 = stablehlo.add %3955, %3958 : tensor<160xf32>
    %3960 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %3961 = stablehlo.divide %3953, %3960 : tensor<160xf32>
    %3962 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %3963 = stablehlo.divide %3959, %3962 : tensor<160xf32>
    %3964 = stablehlo.sqrt %3963 : tensor<160xf32>
    %3965 = stablehlo.constant dense<1.0e-08> : tensor<160xf32>
    %3966 = stablehlo.add %3964, %3965 : tensor<160xf32>
    %3967 = stablehlo.divide %3961, %3966 : tensor<160xf32>
    %3968 = stablehlo.constant dense<0.9> : tensor<160x640xf32>
    %3969 = stablehlo.multiply %3968, %m.stages.2.blocks.2.fc1.w : tensor<160x640xf32>
    %3970 = stablehlo.constant dense<0.1> : tensor<160x640xf32>
    %3971 = stablehlo.multiply %3970, %2352 : tensor<160x640xf32>
    %3972 = stablehlo.add %3969, %3971 : tensor<160x640xf32>
    %3973 = stablehlo.constant dense<0.999> : tensor<160x640xf32>
    %3974 = stablehlo.multiply %3973, %v.stages.2.blocks.2.fc1.w : tensor<160x640xf32>
    %3975 = stablehlo.constant dense<0.001> : tensor<160x640xf32>
    %3976 = stablehlo.multiply %2352, %2352 : tensor<160x640xf32>
    %3977 = stablehlo.multiply %3975, %3976 : tensor<160x640xf32>
    %3978 = stablehlo.add %3974, %3977 : tensor<160x640xf32>
    %3979 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160x640xf32>
    %3980 = stablehlo.divide %3972, %3979 : tensor<160x640xf32>
    %3981 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160x640xf32>
    %3982 = stablehlo.divide %3978, %3981 : tensor<160x640xf32>
    %3983 = stablehlo.sqrt %3982 : tensor<160x640xf32>
    %3984 = stablehlo.constant dense<1.0e-08> : tensor<160x640xf32>
    %3985 = stablehlo.add %3983, %3984 : tensor<160x640xf32>
    %3986 = stablehlo.divide %3980, %3985 : tensor<160x640xf32>
    %3987 = stablehlo.constant dense<0.9> : tensor<640xf32>
    %3988 = stablehlo.multiply %3987, %m.stages.2.blocks.2.fc1.b : tensor<640xf32>
    %3989 = stablehlo.constant dense<0.1> : tensor<640xf32>
    %3990 = stablehlo.multiply %3989, %2357 : tensor<640xf32>
    %3991 = stablehlo.add %3988, %3990 : tensor<640xf32>
    %3992 = stablehlo.constant dense<0.999> : tensor<640xf32>
    %3993 = stablehlo.multiply %3992, %v.stages.2.blocks.2.fc1.b : tensor<640xf32>
    %3994 = stablehlo.constant dense<0.001> : tensor<640xf32>
    %3995 = stablehlo.multiply %2357, %2357 : tensor<640xf32>
    %3996 = stablehlo.multiply %3994, %3995 : tensor<640xf32>
    %3997 = stablehlo.add %3993, %3996 : tensor<640xf32>
    %3998 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640xf32>
    %3999 = stablehlo.divide %3991, %3998 : tensor<640xf32>
    %4000 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640xf32>
    %4001 = stablehlo.divide %3997, %4000 : tensor<640xf32>
    %4002 = stablehlo.sqrt %4001 : tensor<640xf32>
    %4003 = stablehlo.constant dense<1.0e-08> : tensor<640xf32>
    %4004 = stablehlo.add %4002, %4003 : tensor<640xf32>
    %4005 = stablehlo.divide %3999, %4004 : tensor<640xf32>
    %4006 = stablehlo.constant dense<0.9> : tensor<640x160xf32>
    %4007 = stablehlo.multiply %4006, %m.stages.2.blocks.2.fc2.w : tensor<640x160xf32>
    %4008 = stablehlo.constant dense<0.1> : tensor<640x160xf32>
    %4009 = stablehlo.multiply %4008, %2362 : tensor<640x160xf32>
    %4010 = stablehlo.add %4007, %4009 : tensor<640x160xf32>
    %4011 = stablehlo.constant dense<0.999> : tensor<640x160xf32>
    %4012 = stablehlo.multiply %4011, %v.stages.2.blocks.2.fc2.w : tensor<640x160xf32>
    %4013 = stablehlo.constant dense<0.001> : tensor<640x160xf32>
    %4014 = stablehlo.multiply %2362, %2362 : tensor<640x160xf32>
    %4015 = stablehlo.multiply %4013, %4014 : tensor<640x160xf32>
    %4016 = stablehlo.add %4012, %4015 : tensor<640x160xf32>
    %4017 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640x160xf32>
    %4018 = stablehlo.divide %4010, %4017 : tensor<640x160xf32>
    %4019 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640x160xf32>
    %4020 = stablehlo.divide %4016, %4019 : tensor<640x160xf32>
    %4021 = stablehlo.sqrt %4020 : tensor<640x160xf32>
    %4022 = stablehlo.constant dense<1.0e-08> : tensor<640x160xf32>
    %4023 = stablehlo.add %4021, %4022 : tensor<640x160xf32>
    %4024 = stablehlo.divide %4018, %4023 : tensor<640x160xf32>
    %4025 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %4026 = stablehlo.multiply %4025, %m.stages.2.blocks.2.fc2.b : tensor<160xf32>
    %4027 = stablehlo.constant dense<0.1> : tensor<160xf32>
    %4028 = stablehlo.multiply %4027, %2367 : tensor<160xf32>
    %4029 = stablehlo.add %4026, %4028 : tensor<160xf32>
    %4030 = stablehlo.constant dense<0.999> : tensor<160xf32>
    %4031 = stablehlo.multiply %4030, %v.stages.2.blocks.2.fc2.b : tensor<160xf32>
    %4032 = stablehlo.constant dense<0.001> : tensor<160xf32>
    %4033 = stablehlo.multiply %2367, %2367 : tensor<160xf32>
    %4034 = stablehlo.multiply %4032, %4033 : tensor<160xf32>
    %4035 = stablehlo.add %4031, %4034 : tensor<160xf32>
    %4036 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %4037 = stablehlo.divide %4029, %4036 : tensor<160xf32>
    %4038 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %4039 = stablehlo.divide %4035, %4038 : tensor<160xf32>
    %4040 = stablehlo.sqrt %4039 : tensor<160xf32>
    %4041 = stablehlo.constant dense<1.0e-08> : tensor<160xf32>
    %4042 = stablehlo.add %4040, %4041 : tensor<160xf32>
    %4043 = stablehlo.divide %4037, %4042 : tensor<160xf32>
    %4044 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %4045 = stablehlo.multiply %4044, %m.stages.2.blocks.2.gamma : tensor<160xf32>
    %4046 = stablehlo.constant dense<0.1> : tensor<160xf32>
    %4047 = stablehlo.multiply %4046, %2372 : tensor<160xf32>
    %4048 = stablehlo.add %4045, %4047 : tensor<160xf32>
    %4049 = stablehlo.constant dense<0.999> : tensor<160xf32>
    %4050 = stablehlo.multiply %4049, %v.stages.2.blocks.2.gamma : tensor<160xf32>
    %4051 = stablehlo.constant dense<0.001> : tensor<160xf32>
    %4052 = stablehlo.multiply %2372, %2372 : tensor<160xf32>
    %4053 = stablehlo.multiply %4051, %4052 : tensor<160xf32>
    %4054 = stablehlo.add %4050, %4053 : tensor<160xf32>
    %4055 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %4056 = stablehlo.divide %4048, %4055 : tensor<160xf32>
    %4057 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %4058 = stablehlo.divide %4054, %4057 : tensor<160xf32>
    %4059 = stablehlo.sqrt %4058 : tensor<160xf32>
    %4060 = stablehlo.constant dense<1.0e-08> : tensor<160xf32>
    %4061 = stablehlo.add %4059, %4060 : tensor<160xf32>
    %4062 = stablehlo.divide %4056, %4061 : tensor<160xf32>
    %4063 = stablehlo.constant dense<0.9> : tensor<7x7x1x160xf32>
    %4064 = stablehlo.multiply %4063, %m.stages.2.blocks.3.dwconv.w : tensor<7x7x1x160xf32>
    %4065 = stablehlo.constant dense<0.1> : tensor<7x7x1x160xf32>
    %4066 = stablehlo.multiply %4065, %2377 : tensor<7x7x1x160xf32>
    %4067 = stablehlo.add %4064, %4066 : tensor<7x7x1x160xf32>
    %4068 = stablehlo.constant dense<0.999> : tensor<7x7x1x160xf32>
    %4069 = stablehlo.multiply %4068, %v.stages.2.blocks.3.dwconv.w : tensor<7x7x1x160xf32>
    %4070 = stablehlo.constant dense<0.001> : tensor<7x7x1x160xf32>
    %4071 = stablehlo.multiply %2377, %2377 : tensor<7x7x1x160xf32>
    %4072 = stablehlo.multiply %4070, %4071 : tensor<7x7x1x160xf32>
    %4073 = stablehlo.add %4069, %4072 : tensor<7x7x1x160xf32>
    %4074 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x160xf32>
    %4075 = stablehlo.divide %4067, %4074 : tensor<7x7x1x160xf32>
    %4076 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x160xf32>
    %4077 = stablehlo.divide %4073, %4076 : tensor<7x7x1x160xf32>
    %4078 = stablehlo.sqrt %4077 : tensor<7x7x1x160xf32>
    %4079 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x160xf32>
    %4080 = stablehlo.add %4078, %4079 : tensor<7x7x1x160xf32>
    %4081 = stablehlo.divide %4075, %4080 : tensor<7x7x1x160xf32>
    %4082 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %4083 = stablehlo.multiply %4082, %m.stages.2.blocks.3.dwconv.b : tensor<160xf32>
    %4084 = stablehlo.constant dense<0.1> : tensor<160xf32>
    %4085 = stablehlo.multiply %4084, %2382 : tensor<160xf32>
    %4086 = stablehlo.add %4083, %4085 : tensor<160xf32>
    %4087 = stablehlo.constant dense<0.999> : tensor<160xf32>
    %4088 = stablehlo.multiply %4087, %v.stages.2.blocks.3.dwconv.b : tensor<160xf32>
    %4089 = stablehlo.constant dense<0.001> : tensor<160xf32>
    %4090 = stablehlo.multiply %2382, %2382 : tensor<160xf32>
    %4091 = stablehlo.multiply %4089, %4090 : tensor<160xf32>
    %4092 = stablehlo.add %4088, %4091 : tensor<160xf32>
    %4093 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %4094 = stablehlo.divide %4086, %4093 : tensor<160xf32>
    %4095 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %4096 = stablehlo.divide %4092, %4095 : tensor<160xf32>
    %4097 = stablehlo.sqrt %4096 : tensor<160xf32>
    %4098 = stablehlo.constant dense<1.0e-08> : tensor<160xf32>
    %4099 = stablehlo.add %4097, %4098 : tensor<160xf32>
    %4100 = stablehlo.divide %4094, %4099 : tensor<160xf32>
    %4101 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %4102 = stablehlo.multiply %4101, %m.stages.2.blocks.3.norm.g : tensor<160xf32>
    %4103 = stablehlo.constant dense<0.1> : tensor<160xf32>
    %4104 = stablehlo.multiply %4103, %2387 : tensor<160xf32>
    %4105 = stablehlo.add %4102, %4104 : tensor<160xf32>
    %4106 = stablehlo.constant dense<0.999> : tensor<160xf32>
    %4107 = stablehlo.multiply %4106, %v.stages.2.blocks.3.norm.g : tensor<160xf32>
    %4108 = stablehlo.constant dense<0.001> : tensor<160xf32>
    %4109 = stablehlo.multiply %2387, %2387 : tensor<160xf32>
    %4110 = stablehlo.multiply %4108, %4109 : tensor<160xf32>
    %4111 = stablehlo.add %4107, %4110 : tensor<160xf32>
    %4112 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %4113 = stablehlo.divide %4105, %4112 : tensor<160xf32>
    %4114 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %4115 = stablehlo.divide %4111, %4114 : tensor<160xf32>
    %4116 = stablehlo.sqrt %4115 : tensor<160xf32>
    %4117 = stablehlo.constant dense<1.0e-08> : tensor<160xf32>
    %4118 = stablehlo.add %4116, %4117 : tensor<160xf32>
    %4119 = stablehlo.divide %4113, %4118 : tensor<160xf32>
    %4120 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %4121 = stablehlo.multiply %4120, %m.stages.2.blocks.3.norm.b : tensor<160xf32>
    %4122 = stablehlo.constant dense<0.1> : tensor<160xf32>
    %4123 = stablehlo.multiply %4122, %2392 : tensor<160xf32>
    %4124 = stablehlo.add %4121, %4123 : tensor<160xf32>
    %4125 = stablehlo.constant dense<0.999> : tensor<160xf32>
    %4126 = stablehlo.multiply %4125, %v.stages.2.blocks.3.norm.b : tensor<160xf32>
    %4127 = stablehlo.constant dense<0.001> : tensor<160xf32>
    %4128 = stablehlo.multiply %2392, %2392 : tensor<160xf32>
    %4129 = stablehlo.multiply %4127, %4128 : tensor<160xf32>
    %4130 = stablehlo.add %4126, %4129 : tensor<160xf32>
    %4131 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %4132 = stablehlo.divide %4124, %4131 : tensor<160xf32>
    %4133 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %4134 = stablehlo.divide %4130, %4133 : tensor<160xf32>
    %4135 = stablehlo.sqrt %4134 : tensor<160xf32>
    %4136 = stablehlo.constant dense<1.0e-08> : tensor<160xf32>
    %4137 = stablehlo.add %4135, %4136 : tensor<160xf32>
    %4138 = stablehlo.divide %4132, %4137 : tensor<160xf32>
    %4139 = stablehlo.constant dense<0.9> : tensor<160x640xf32>
    %4140 = stablehlo.multiply %4139, %m.stages.2.blocks.3.fc1.w : tensor<160x640xf32>
    %4141 = stablehlo.constant dense<0.1> : tensor<160x640xf32>
    %4142 = stablehlo.multiply %4141, %2397 : tensor<160x640xf32>
    %4143 = stablehlo.add %4140, %4142 : tensor<160x640xf32>
    %4144 = stablehlo.constant dense<0.999> : tensor<160x640xf32>
    %4145 = stablehlo.multiply %4144, %v.stages.2.blocks.3.fc1.w : tensor<160x640xf32>
    %4146 = stablehlo.constant dense<0.001> : tensor<160x640xf32>
    %4147 = stablehlo.multiply %2397, %2397 : tensor<160x640xf32>
    %4148 = stablehlo.multiply %4146, %4147 : tensor<160x640xf32>
    %4149 = stablehlo.add %4145, %4148 : tensor<160x640xf32>
    %4150 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160x640xf32>
    %4151 = stablehlo.divide %4143, %4150 : tensor<160x640xf32>
    %4152 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160x640xf32>
    %4153 = stablehlo.divide %4149, %4152 : tensor<160x640xf32>
    %4154 = stablehlo.sqrt %4153 : tensor<160x640xf32>
    %4155 = stablehlo.constant dense<1.0e-08> : tensor<160x640xf32>
    %4156 = stablehlo.add %4154, %4155 : tensor<160x640xf32>
    %4157 = stablehlo.divide %4151, %4156 : tensor<160x640xf32>
    %4158 = stablehlo.constant dense<0.9> : tensor<640xf32>
    %4159 = stablehlo.multiply %4158, %m.stages.2.blocks.3.fc1.b : tensor<640xf32>
    %4160 = stablehlo.constant dense<0.1> : tensor<640xf32>
    %4161 = stablehlo.multiply %4160, %2402 : tensor<640xf32>
    %4162 = stablehlo.add %4159, %4161 : tensor<640xf32>
    %4163 = stablehlo.constant dense<0.999> : tensor<640xf32>
    %4164 = stablehlo.multiply %4163, %v.stages.2.blocks.3.fc1.b : tensor<640xf32>
    %4165 = stablehlo.constant dense<0.001> : tensor<640xf32>
    %4166 = stablehlo.multiply %2402, %2402 : tensor<640xf32>
    %4167 = stablehlo.multiply %4165, %4166 : tensor<640xf32>
    %4168 = stablehlo.add %4164, %4167 : tensor<640xf32>
    %4169 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640xf32>
    %4170 = stablehlo.divide %4162, %4169 : tensor<640xf32>
    %4171 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640xf32>
    %4172 = stablehlo.divide %4168, %4171 : tensor<640xf32>
    %4173 = stablehlo.sqrt %4172 : tensor<640xf32>
    %4174 = stablehlo.constant dense<1.0e-08> : tensor<640xf32>
    %4175 = stablehlo.add %4173, %4174 : tensor<640xf32>
    %4176 = stablehlo.divide %4170, %4175 : tensor<640xf32>
    %4177 = stablehlo.constant dense<0.9> : tensor<640x160xf32>
    %4178 = stablehlo.multiply %4177, %m.stages.2.blocks.3.fc2.w : tensor<640x160xf32>
    %4179 = stablehlo.constant dense<0.1> : tensor<640x160xf32>
    %4180 = stablehlo.multiply %4179, %2407 : tensor<640x160xf32>
    %4181 = stablehlo.add %4178, %4180 : tensor<640x160xf32>
    %4182 = stablehlo.constant dense<0.999> : tensor<640x160xf32>
    %4183 = stablehlo.multiply %4182, %v.stages.2.blocks.3.fc2.w : tensor<640x160xf32>
    %4184 = stablehlo.constant dense<0.001> : tensor<640x160xf32>
    %4185 = stablehlo.multiply %2407, %2407 : tensor<640x160xf32>
    %4186 = stablehlo.multiply %4184, %4185 : tensor<640x160xf32>
    %4187 = stablehlo.add %4183, %4186 : tensor<640x160xf32>
    %4188 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640x160xf32>
    %4189 = stablehlo.divide %4181, %4188 : tensor<640x160xf32>
    %4190 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640x160xf32>
    %4191 = stablehlo.divide %4187, %4190 : tensor<640x160xf32>
    %4192 = stablehlo.sqrt %4191 : tensor<640x160xf32>
    %4193 = stablehlo.constant dense<1.0e-08> : tensor<640x160xf32>
    %4194 = stablehlo.add %4192, %4193 : tensor<640x160xf32>
    %4195 = stablehlo.divide %4189, %4194 : tensor<640x160xf32>
    %4196 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %4197 = stablehlo.multiply %4196, %m.stages.2.blocks.3.fc2.b : tensor<160xf32>
    %4198 = stablehlo.constant dense<0.1> : tensor<160xf32>
    %4199 = stablehlo.multiply %4198, %2412 : tensor<160xf32>
    %4200 = stablehlo.add %4197, %4199 : tensor<160xf32>
    %4201 = stablehlo.constant dense<0.999> : tensor<160xf32>
    %4202 = stablehlo.multiply %4201, %v.stages.2.blocks.3.fc2.b : tensor<160xf32>
    %4203 = stablehlo.constant dense<0.001> : tensor<160xf32>
    %4204 = stablehlo.multiply %2412, %2412 : tensor<160xf32>
    %4205 = stablehlo.multiply %4203, %4204 : tensor<160xf32>
    %4206 = stablehlo.add %4202, %4205 : tensor<160xf32>
    %4207 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %4208 = stablehlo.divide %4200, %4207 : tensor<160xf32>
    %4209 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %4210 = stablehlo.divide %4206, %4209 : tensor<160xf32>
    %4211 = stablehlo.sqrt %4210 : tensor<160xf32>
    %4212 = stablehlo.constant dense<1.0e-08> : tensor<160xf32>
    %4213 = stablehlo.add %4211, %4212 : tensor<160xf32>
    %4214 = stablehlo.divide %4208, %4213 : tensor<160xf32>
    %4215 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %4216 = stablehlo.multiply %4215, %m.stages.2.blocks.3.gamma : tensor<160xf32>
    %4217 = stablehlo.constant dense<0.1> : tensor<160xf32>
    %4218 = stablehlo.multiply %4217, %2417 : tensor<160xf32>
    %4219 = stablehlo.add %4216, %4218 : tensor<160xf32>
    %4220 = stablehlo.constant dense<0.999> : tensor<160xf32>
    %4221 = stablehlo.multiply %4220, %v.stages.2.blocks.3.gamma : tensor<160xf32>
    %4222 = stablehlo.constant dense<0.001> : tensor<160xf32>
    %4223 = stablehlo.multiply %2417, %2417 : tensor<160xf32>
    %4224 = stablehlo.multiply %4222, %4223 : tensor<160xf32>
    %4225 = stablehlo.add %4221, %4224 : tensor<160xf32>
    %4226 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %4227 = stablehlo.divide %4219, %4226 : tensor<160xf32>
    %4228 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %4229 = stablehlo.divide %4225, %4228 : tensor<160xf32>
    %4230 = stablehlo.sqrt %4229 : tensor<160xf32>
    %4231 = stablehlo.constant dense<1.0e-08> : tensor<160xf32>
    %4232 = stablehlo.add %4230, %4231 : tensor<160xf32>
    %4233 = stablehlo.divide %4227, %4232 : tensor<160xf32>
    %4234 = stablehlo.constant dense<0.9> : tensor<7x7x1x160xf32>
    %4235 = stablehlo.multiply %4234, %m.stages.2.blocks.4.dwconv.w : tensor<7x7x1x160xf32>
    %4236 = stablehlo.constant dense<0.1> : tensor<7x7x1x160xf32>
    %4237 = stablehlo.multiply %4236, %2422 : tensor<7x7x1x160xf32>
    %4238 = stablehlo.add %4235, %4237 : tensor<7x7x1x160xf32>
    %4239 = stablehlo.constant dense<0.999> : tensor<7x7x1x160xf32>
    %4240 = stablehlo.multiply %4239, %v.stages.2.blocks.4.dwconv.w : tensor<7x7x1x160xf32>
    %4241 = stablehlo.constant dense<0.001> : tensor<7x7x1x160xf32>
    %4242 = stablehlo.multiply %2422, %2422 : tensor<7x7x1x160xf32>
    %4243 = stablehlo.multiply %4241, %4242 : tensor<7x7x1x160xf32>
    %4244 = stablehlo.add %4240, %4243 : tensor<7x7x1x160xf32>
    %4245 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x160xf32>
    %4246 = stablehlo.divide %4238, %4245 : tensor<7x7x1x160xf32>
    %4247 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x160xf32>
    %4248 = stablehlo.divide %4244, %4247 : tensor<7x7x1x160xf32>
    %4249 = stablehlo.sqrt %4248 : tensor<7x7x1x160xf32>
    %4250 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x160xf32>
    %4251 = stablehlo.add %4249, %4250 : tensor<7x7x1x160xf32>
    %4252 = stablehlo.divide %4246, %4251 : tensor<7x7x1x160xf32>
    %4253 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %4254 = stablehlo.multiply %4253, %m.stages.2.blocks.4.dwconv.b : tensor<160xf32>
    %4255 = stablehlo.constant dense<0.1> : tensor<160xf32>
    %4256 = stablehlo.multiply %4255, %2427 : tensor<160xf32>
    %4257 = stablehlo.add %4254, %4256 : tensor<160xf32>
    %4258 = stablehlo.constant dense<0.999> : tensor<160xf32>
    %4259 = stablehlo.multiply %4258, %v.stages.2.blocks.4.dwconv.b : tensor<160xf32>
    %4260 = stablehlo.constant dense<0.001> : tensor<160xf32>
    %4261 = stablehlo.multiply %2427, %2427 : tensor<160xf32>
    %4262 = stablehlo.multiply %4260, %4261 : tensor<160xf32>
    %4263 = stablehlo.add %4259, %4262 : tensor<160xf32>
    %4264 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %4265 = stablehlo.divide %4257, %4264 : tensor<160xf32>
    %4266 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %4267 = stablehlo.divide %4263, %4266 : tensor<160xf32>
    %4268 = stablehlo.sqrt %4267 : tensor<160xf32>
    %4269 = stablehlo.constant dense<1.0e-08> : tensor<160xf32>
    %4270 = stablehlo.add %4268, %4269 : tensor<160xf32>
    %4271 = stablehlo.divide %4265, %4270 : tensor<160xf32>
    %4272 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %4273 = stablehlo.multiply %4272, %m.stages.2.blocks.4.norm.g : tensor<160xf32>
    %4274 = stablehlo.constant dense<0.1> : tensor<160xf32>
    %4275 = stablehlo.multiply %4274, %2432 : tensor<160xf32>
    %4276 = stablehlo.add %4273, %4275 : tensor<160xf32>
    %4277 = stablehlo.constant dense<0.999> : tensor<160xf32>
    %4278 = stablehlo.multiply %4277, %v.stages.2.blocks.4.norm.g : tensor<160xf32>
    %4279 = stablehlo.constant dense<0.001> : tensor<160xf32>
    %4280 = stablehlo.multiply %2432, %2432 : tensor<160xf32>
    %4281 = stablehlo.multiply %4279, %4280 : tensor<160xf32>
    %4282 = stablehlo.add %4278, %4281 : tensor<160xf32>
    %4283 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %4284 = stablehlo.divide %4276, %4283 : tensor<160xf32>
    %4285 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %4286 = stablehlo.divide %4282, %4285 : tensor<160xf32>
    %4287 = stablehlo.sqrt %4286 : tensor<160xf32>
    %4288 = stablehlo.constant dense<1.0e-08> : tensor<160xf32>
    %4289 = stablehlo.add %4287, %4288 : tensor<160xf32>
    %4290 = stablehlo.divide %4284, %4289 : tensor<160xf32>
    %4291 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %4292 = stablehlo.multiply %4291, %m.stages.2.blocks.4.norm.b : tensor<160xf32>
    %4293 = stablehlo.constant dense<0.1> : tensor<160xf32>
    %4294 = stablehlo.multiply %4293, %2437 : tensor<160xf32>
    %4295 = stablehlo.add %4292, %4294 : tensor<160xf32>
    %4296 = stablehlo.constant dense<0.999> : tensor<160xf32>
    %4297 = stablehlo.multiply %4296, %v.stages.2.blocks.4.norm.b : tensor<160xf32>
    %4298 = stablehlo.constant dense<0.001> : tensor<160xf32>
    %4299 = stablehlo.multiply %2437, %2437 : tensor<160xf32>
    %4300 = stablehlo.multiply %4298, %4299 : tensor<160xf32>
    %4301 = stablehlo.add %4297, %4300 : tensor<160xf32>
    %4302 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %4303 = stablehlo.divide %4295, %4302 : tensor<160xf32>
    %4304 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %4305 = stablehlo.divide %4301, %4304 : tensor<160xf32>
    %4306 = stablehlo.sqrt %4305 : tensor<160xf32>
    %4307 = stablehlo.constant dense<1.0e-08> : tensor<160xf32>
    %4308 = stablehlo.add %4306, %4307 : tensor<160xf32>
    %4309 = stablehlo.divide %4303, %4308 : tensor<160xf32>
    %4310 = stablehlo.constant dense<0.9> : tensor<160x640xf32>
    %4311 = stablehlo.multiply %4310, %m.stages.2.blocks.4.fc1.w : tensor<160x640xf32>
    %4312 = stablehlo.constant dense<0.1> : tensor<160x640xf32>
    %4313 = stablehlo.multiply %4312, %2442 : tensor<160x640xf32>
    %4314 = stablehlo.add %4311, %4313 : tensor<160x640xf32>
    %4315 = stablehlo.constant dense<0.999> : tensor<160x640xf32>
    %4316 = stablehlo.multiply %4315, %v.stages.2.blocks.4.fc1.w : tensor<160x640xf32>
    %4317 = stablehlo.constant dense<0.001> : tensor<160x640xf32>
    %4318 = stablehlo.multiply %2442, %2442 : tensor<160x640xf32>
    %4319 = stablehlo.multiply %4317, %4318 : tensor<160x640xf32>
    %4320 = stablehlo.add %4316, %4319 : tensor<160x640xf32>
    %4321 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160x640xf32>
    %4322 = stablehlo.divide %4314, %4321 : tensor<160x640xf32>
    %4323 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160x640xf32>
    %4324 = stablehlo.divide %4320, %4323 : tensor<160x640xf32>
    %4325 = stablehlo.sqrt %4324 : tensor<160x640xf32>
    %4326 = stablehlo.constant dense<1.0e-08> : tensor<160x640xf32>
    %4327 = stablehlo.add %4325, %4326 : tensor<160x640xf32>
    %4328 = stablehlo.divide %4322, %4327 : tensor<160x640xf32>
    %4329 = stablehlo.constant dense<0.9> : tensor<640xf32>
    %4330 = stablehlo.multiply %4329, %m.stages.2.blocks.4.fc1.b : tensor<640xf32>
    %4331 = stablehlo.constant dense<0.1> : tensor<640xf32>
    %4332 = stablehlo.multiply %4331, %2447 : tensor<640xf32>
    %4333 = stablehlo.add %4330, %4332 : tensor<640xf32>
    %4334 = stablehlo.constant dense<0.999> : tensor<640xf32>
    %4335 = stablehlo.multiply %4334, %v.stages.2.blocks.4.fc1.b : tensor<640xf32>
    %4336 = stablehlo.constant dense<0.001> : tensor<640xf32>
    %4337 = stablehlo.multiply %2447, %2447 : tensor<640xf32>
    %4338 = stablehlo.multiply %4336, %4337 : tensor<640xf32>
    %4339 = stablehlo.add %4335, %4338 : tensor<640xf32>
    %4340 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640xf32>
    %4341 = stablehlo.divide %4333, %4340 : tensor<640xf32>
    %4342 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640xf32>
    %4343 = stablehlo.divide %4339, %4342 : tensor<640xf32>
    %4344 = stablehlo.sqrt %4343 : tensor<640xf32>
    %4345 = stablehlo.constant dense<1.0e-08> : tensor<640xf32>
    %4346 = stablehlo.add %4344, %4345 : tensor<640xf32>
    %4347 = stablehlo.divide %4341, %4346 : tensor<640xf32>
    %4348 = stablehlo.constant dense<0.9> : tensor<640x160xf32>
    %4349 = stablehlo.multiply %4348, %m.stages.2.blocks.4.fc2.w : tensor<640x160xf32>
    %4350 = stablehlo.constant dense<0.1> : tensor<640x160xf32>
    %4351 = stablehlo.multiply %4350, %2452 : tensor<640x160xf32>
    %4352 = stablehlo.add %4349, %4351 : tensor<640x160xf32>
    %4353 = stablehlo.constant dense<0.999> : tensor<640x160xf32>
    %4354 = stablehlo.multiply %4353, %v.stages.2.blocks.4.fc2.w : tensor<640x160xf32>
    %4355 = stablehlo.constant dense<0.001> : tensor<640x160xf32>
    %4356 = stablehlo.multiply %2452, %2452 : tensor<640x160xf32>
    %4357 = stablehlo.multiply %4355, %4356 : tensor<640x160xf32>
    %4358 = stablehlo.add %4354, %4357 : tensor<640x160xf32>
    %4359 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640x160xf32>
    %4360 = stablehlo.divide %4352, %4359 : tensor<640x160xf32>
    %4361 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640x160xf32>
    %4362 = stablehlo.divide %4358, %4361 : tensor<640x160xf32>
    %4363 = stablehlo.sqrt %4362 : tensor<640x160xf32>
    %4364 = stablehlo.constant dense<1.0e-08> : tensor<640x160xf32>
    %4365 = stablehlo.add %4363, %4364 : tensor<640x160xf32>
    %4366 = stablehlo.divide %4360, %4365 : tensor<640x160xf32>
    %4367 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %4368 = stablehlo.multiply %4367, %m.stages.2.blocks.4.fc2.b : tensor<160xf32>
    %4369 = stablehlo.constant dense<0.1> : tensor<160xf32>
    %4370 = stablehlo.multiply %4369, %2457 : tensor<160xf32>
    %4371 = stablehlo.add %4368, %4370 : tensor<160xf32>
    %4372 = stablehlo.constant dense<0.999> : tensor<160xf32>
    %4373 = stablehlo.multiply %4372, %v.stages.2.blocks.4.fc2.b : tensor<160xf32>
    %4374 = stablehlo.constant dense<0.001> : tensor<160xf32>
    %4375 = stablehlo.multiply %2457, %2457 : tensor<160xf32>
    %4376 = stablehlo.multiply %4374, %4375 : tensor<160xf32>
    %4377 = stablehlo.add %4373, %4376 : tensor<160xf32>
    %4378 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %4379 = stablehlo.divide %4371, %4378 : tensor<160xf32>
    %4380 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %4381 = stablehlo.divide %4377, %4380 : tensor<160xf32>
    %4382 = stablehlo.sqrt %4381 : tensor<160xf32>
    %4383 = stablehlo.constant dense<1.0e-08> : tensor<160xf32>
    %4384 = stablehlo.add %4382, %4383 : tensor<160xf32>
    %4385 = stablehlo.divide %4379, %4384 : tensor<160xf32>
    %4386 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %4387 = stablehlo.multiply %4386, %m.stages.2.blocks.4.gamma : tensor<160xf32>
    %4388 = stablehlo.constant dense<0.1> : tensor<160xf32>
    %4389 = stablehlo.multiply %4388, %2462 : tensor<160xf32>
    %4390 = stablehlo.add %4387, %4389 : tensor<160xf32>
    %4391 = stablehlo.constant dense<0.999> : tensor<160xf32>
    %4392 = stablehlo.multiply %4391, %v.stages.2.blocks.4.gamma : tensor<160xf32>
    %4393 = stablehlo.constant dense<0.001> : tensor<160xf32>
    %4394 = stablehlo.multiply %2462, %2462 : tensor<160xf32>
    %4395 = stablehlo.multiply %4393, %4394 : tensor<160xf32>
    %4396 = stablehlo.add %4392, %4395 : tensor<160xf32>
    %4397 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %4398 = stablehlo.divide %4390, %4397 : tensor<160xf32>
    %4399 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %4400 = stablehlo.divide %4396, %4399 : tensor<160xf32>
    %4401 = stablehlo.sqrt %4400 : tensor<160xf32>
    %4402 = stablehlo.constant dense<1.0e-08> : tensor<160xf32>
    %4403 = stablehlo.add %4401, %4402 : tensor<160xf32>
    %4404 = stablehlo.divide %4398, %4403 : tensor<160xf32>
    %4405 = stablehlo.constant dense<0.9> : tensor<7x7x1x160xf32>
    %4406 = stablehlo.multiply %4405, %m.stages.2.blocks.5.dwconv.w : tensor<7x7x1x160xf32>
    %4407 = stablehlo.constant dense<0.1> : tensor<7x7x1x160xf32>
    %4408 = stablehlo.multiply %4407, %2467 : tensor<7x7x1x160xf32>
    %4409 = stablehlo.add %4406, %4408 : tensor<7x7x1x160xf32>
    %4410 = stablehlo.constant dense<0.999> : tensor<7x7x1x160xf32>
    %4411 = stablehlo.multiply %4410, %v.stages.2.blocks.5.dwconv.w : tensor<7x7x1x160xf32>
    %4412 = stablehlo.constant dense<0.001> : tensor<7x7x1x160xf32>
    %4413 = stablehlo.multiply %2467, %2467 : tensor<7x7x1x160xf32>
    %4414 = stablehlo.multiply %4412, %4413 : tensor<7x7x1x160xf32>
    %4415 = stablehlo.add %4411, %4414 : tensor<7x7x1x160xf32>
    %4416 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x160xf32>
    %4417 = stablehlo.divide %4409, %4416 : tensor<7x7x1x160xf32>
    %4418 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x160xf32>
    %4419 = stablehlo.divide %4415, %4418 : tensor<7x7x1x160xf32>
    %4420 = stablehlo.sqrt %4419 : tensor<7x7x1x160xf32>
    %4421 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x160xf32>
    %4422 = stablehlo.add %4420, %4421 : tensor<7x7x1x160xf32>
    %4423 = stablehlo.divide %4417, %4422 : tensor<7x7x1x160xf32>
    %4424 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %4425 = stablehlo.multiply %4424, %m.stages.2.blocks.5.dwconv.b : tensor<160xf32>
    %4426 = stablehlo.constant dense<0.1> : tensor<160xf32>
    %4427 = stablehlo.multiply %4426, %2472 : tensor<160xf32>
    %4428 = stablehlo.add %4425, %4427 : tensor<160xf32>
    %4429 = stablehlo.constant dense<0.999> : tensor<160xf32>
    %4430 = stablehlo.multiply %4429, %v.stages.2.blocks.5.dwconv.b : tensor<160xf32>
    %4431 = stablehlo.constant dense<0.001> : tensor<160xf32>
    %4432 = stablehlo.multiply %2472, %2472 : tensor<160xf32>
    %4433 = stablehlo.multiply %4431, %4432 : tensor<160xf32>
    %4434 = stablehlo.add %4430, %4433 : tensor<160xf32>
    %4435 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %4436 = stablehlo.divide %4428, %4435 : tensor<160xf32>
    %4437 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %4438 = stablehlo.divide %4434, %4437 : tensor<160xf32>
    %4439 = stablehlo.sqrt %4438 : tensor<160xf32>
    %4440 = stablehlo.constant dense<1.0e-08> : tensor<160xf32>
    %4441 = stablehlo.add %4439, %4440 : tensor<160xf32>
    %4442 = stablehlo.divide %4436, %4441 : tensor<160xf32>
    %4443 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %4444 = stablehlo.multiply %4443, %m.stages.2.blocks.5.norm.g : tensor<160xf32>
    %4445 = stablehlo.constant dense<0.1> : tensor<160xf32>
    %4446 = stablehlo.multiply %4445, %2477 : tensor<160xf32>
    %4447 = stablehlo.add %4444, %4446 : tensor<160xf32>
    %4448 = stablehlo.constant dense<0.999> : tensor<160xf32>
    %4449 = stablehlo.multiply %4448, %v.stages.2.blocks.5.norm.g : tensor<160xf32>
    %4450 = stablehlo.constant dense<0.001> : tensor<160xf32>
    %4451 = stablehlo.multiply %2477, %2477 : tensor<160xf32>
    %4452 = stablehlo.multiply %4450, %4451 : tensor<160xf32>
    %4453 = stablehlo.add %4449, %4452 : tensor<160xf32>
    %4454 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %4455 = stablehlo.divide %4447, %4454 : tensor<160xf32>
    %4456 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %4457 = stablehlo.divide %4453, %4456 : tensor<160xf32>
    %4458 = stablehlo.sqrt %4457 : tensor<160xf32>
    %4459 = stablehlo.constant dense<1.0e-08> : tensor<160xf32>
    %4460 = stablehlo.add %4458, %4459 : tensor<160xf32>
    %4461 = stablehlo.divide %4455, %4460 : tensor<160xf32>
    %4462 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %4463 = stablehlo.multiply %4462, %m.stages.2.blocks.5.norm.b : tensor<160xf32>
    %4464 = stablehlo.constant dense<0.1> : tensor<160xf32>
    %4465 = stablehlo.multiply %4464, %2482 : tensor<160xf32>
    %4466 = stablehlo.add %4463, %4465 : tensor<160xf32>
    %4467 = stablehlo.constant dense<0.999> : tensor<160xf32>
    %4468 = stablehlo.multiply %4467, %v.stages.2.blocks.5.norm.b : tensor<160xf32>
    %4469 = stablehlo.constant dense<0.001> : tensor<160xf32>
    %4470 = stablehlo.multiply %2482, %2482 : tensor<160xf32>
    %4471 = stablehlo.multiply %4469, %4470 : tensor<160xf32>
    %4472 = stablehlo.add %4468, %4471 : tensor<160xf32>
    %4473 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %4474 = stablehlo.divide %4466, %4473 : tensor<160xf32>
    %4475 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %4476 = stablehlo.divide %4472, %4475 : tensor<160xf32>
    %4477 = stablehlo.sqrt %4476 : tensor<160xf32>
    %4478 = stablehlo.constant dense<1.0e-08> : tensor<160xf32>
    %4479 = stablehlo.add %4477, %4478 : tensor<160xf32>
    %4480 = stablehlo.divide %4474, %4479 : tensor<160xf32>
    %4481 = stablehlo.constant dense<0.9> : tensor<160x640xf32>
    %4482 = stablehlo.multiply %4481, %m.stages.2.blocks.5.fc1.w : tensor<160x640xf32>
    %4483 = stablehlo.constant dense<0.1> : tensor<160x640xf32>
    %4484 = stablehlo.multiply %4483, %2487 : tensor<160x640xf32>
    %4485 = stablehlo.add %4482, %4484 : tensor<160x640xf32>
    %4486 = stablehlo.constant dense<0.999> : tensor<160x640xf32>
    %4487 = stablehlo.multiply %4486, %v.stages.2.blocks.5.fc1.w : tensor<160x640xf32>
    %4488 = stablehlo.constant dense<0.001> : tensor<160x640xf32>
    %4489 = stablehlo.multiply %2487, %2487 : tensor<160x640xf32>
    %4490 = stablehlo.multiply %4488, %4489 : tensor<160x640xf32>
    %4491 = stablehlo.add %4487, %4490 : tensor<160x640xf32>
    %4492 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160x640xf32>
    %4493 = stablehlo.divide %4485, %4492 : tensor<160x640xf32>
    %4494 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160x640xf32>
    %4495 = stablehlo.divide %4491, %4494 : tensor<160x640xf32>
    %4496 = stablehlo.sqrt %4495 : tensor<160x640xf32>
    %4497 = stablehlo.constant dense<1.0e-08> : tensor<160x640xf32>
    %4498 = stablehlo.add %4496, %4497 : tensor<160x640xf32>
    %4499 = stablehlo.divide %4493, %4498 : tensor<160x640xf32>
    %4500 = stablehlo.constant dense<0.9> : tensor<640xf32>
    %4501 = stablehlo.multiply %4500, %m.stages.2.blocks.5.fc1.b : tensor<640xf32>
    %4502 = stablehlo.constant dense<0.1> : tensor<640xf32>
    %4503 = stablehlo.multiply %4502, %2492 : tensor<640xf32>
    %4504 = stablehlo.add %4501, %4503 : tensor<640xf32>
    %4505 = stablehlo.constant dense<0.999> : tensor<640xf32>
    %4506 = stablehlo.multiply %4505, %v.stages.2.blocks.5.fc1.b : tensor<640xf32>
    %4507 = stablehlo.constant dense<0.001> : tensor<640xf32>
    %4508 = stablehlo.multiply %2492, %2492 : tensor<640xf32>
    %4509 = stablehlo.multiply %4507, %4508 : tensor<640xf32>
    %4510 = stablehlo.add %4506, %4509 : tensor<640xf32>
    %4511 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640xf32>
    %4512 = stablehlo.divide %4504, %4511 : tensor<640xf32>
    %4513 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640xf32>
    %4514 = stablehlo.divide %4510, %4513 : tensor<640xf32>
    %4515 = stablehlo.sqrt %4514 : tensor<640xf32>
    %4516 = stablehlo.constant dense<1.0e-08> : tensor<640xf32>
    %4517 = stablehlo.add %4515, %4516 : tensor<640xf32>
    %4518 = stablehlo.divide %4512, %4517 : tensor<640xf32>
    %4519 = stablehlo.constant dense<0.9> : tensor<640x160xf32>
    %4520 = stablehlo.multiply %4519, %m.stages.2.blocks.5.fc2.w : tensor<640x160xf32>
    %4521 = stablehlo.constant dense<0.1> : tensor<640x160xf32>
    %4522 = stablehlo.multiply %4521, %2497 : tensor<640x160xf32>
    %4523 = stablehlo.add %4520, %4522 : tensor<640x160xf32>
    %4524 = stablehlo.constant dense<0.999> : tensor<640x160xf32>
    %4525 = stablehlo.multiply %4524, %v.stages.2.blocks.5.fc2.w : tensor<640x160xf32>
    %4526 = stablehlo.constant dense<0.001> : tensor<640x160xf32>
    %4527 = stablehlo.multiply %2497, %2497 : tensor<640x160xf32>
    %4528 = stablehlo.multiply %4526, %4527 : tensor<640x160xf32>
    %4529 = stablehlo.add %4525, %4528 : tensor<640x160xf32>
    %4530 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640x160xf32>
    %4531 = stablehlo.divide %4523, %4530 : tensor<640x160xf32>
    %4532 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640x160xf32>
    %4533 = stablehlo.divide %4529, %4532 : tensor<640x160xf32>
    %4534 = stablehlo.sqrt %4533 : tensor<640x160xf32>
    %4535 = stablehlo.constant dense<1.0e-08> : tensor<640x160xf32>
    %4536 = stablehlo.add %4534, %4535 : tensor<640x160xf32>
    %4537 = stablehlo.divide %4531, %4536 : tensor<640x160xf32>
    %4538 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %4539 = stablehlo.multiply %4538, %m.stages.2.blocks.5.fc2.b : tensor<160xf32>
    %4540 = stablehlo.constant dense<0.1> : tensor<160xf32>
    %4541 = stablehlo.multiply %4540, %2502 : tensor<160xf32>
    %4542 = stablehlo.add %4539, %4541 : tensor<160xf32>
    %4543 = stablehlo.constant dense<0.999> : tensor<160xf32>
    %4544 = stablehlo.multiply %4543, %v.stages.2.blocks.5.fc2.b : tensor<160xf32>
    %4545 = stablehlo.constant dense<0.001> : tensor<160xf32>
    %4546 = stablehlo.multiply %2502, %2502 : tensor<160xf32>
    %4547 = stablehlo.multiply %4545, %4546 : tensor<160xf32>
    %4548 = stablehlo.add %4544, %4547 : tensor<160xf32>
    %4549 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %4550 = stablehlo.divide %4542, %4549 : tensor<160xf32>
    %4551 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %4552 = stablehlo.divide %4548, %4551 : tensor<160xf32>
    %4553 = stablehlo.sqrt %4552 : tensor<160xf32>
    %4554 = stablehlo.constant dense<1.0e-08> : tensor<160xf32>
    %4555 = stablehlo.add %4553, %4554 : tensor<160xf32>
    %4556 = stablehlo.divide %4550, %4555 : tensor<160xf32>
    %4557 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %4558 = stablehlo.multiply %4557, %m.stages.2.blocks.5.gamma : tensor<160xf32>
    %4559 = stablehlo.constant dense<0.1> : tensor<160xf32>
    %4560 = stablehlo.multiply %4559, %2507 : tensor<160xf32>
    %4561 = stablehlo.add %4558, %4560 : tensor<160xf32>
    %4562 = stablehlo.constant dense<0.999> : tensor<160xf32>
    %4563 = stablehlo.multiply %4562, %v.stages.2.blocks.5.gamma : tensor<160xf32>
    %4564 = stablehlo.constant dense<0.001> : tensor<160xf32>
    %4565 = stablehlo.multiply %2507, %2507 : tensor<160xf32>
    %4566 = stablehlo.multiply %4564, %4565 : tensor<160xf32>
    %4567 = stablehlo.add %4563, %4566 : tensor<160xf32>
    %4568 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %4569 = stablehlo.divide %4561, %4568 : tensor<160xf32>
    %4570 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %4571 = stablehlo.divide %4567, %4570 : tensor<160xf32>
    %4572 = stablehlo.sqrt %4571 : tensor<160xf32>
    %4573 = stablehlo.constant dense<1.0e-08> : tensor<160xf32>
    %4574 = stablehlo.add %4572, %4573 : tensor<160xf32>
    %4575 = stablehlo.divide %4569, %4574 : tensor<160xf32>
    %4576 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %4577 = stablehlo.multiply %4576, %m.stages.3.down.norm.g : tensor<160xf32>
    %4578 = stablehlo.constant dense<0.1> : tensor<160xf32>
    %4579 = stablehlo.multiply %4578, %2512 : tensor<160xf32>
    %4580 = stablehlo.add %4577, %4579 : tensor<160xf32>
    %4581 = stablehlo.constant dense<0.999> : tensor<160xf32>
    %4582 = stablehlo.multiply %4581, %v.stages.3.down.norm.g : tensor<160xf32>
    %4583 = stablehlo.constant dense<0.001> : tensor<160xf32>
    %4584 = stablehlo.multiply %2512, %2512 : tensor<160xf32>
    %4585 = stablehlo.multiply %4583, %4584 : tensor<160xf32>
    %4586 = stablehlo.add %4582, %4585 : tensor<160xf32>
    %4587 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %4588 = stablehlo.divide %4580, %4587 : tensor<160xf32>
    %4589 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %4590 = stablehlo.divide %4586, %4589 : tensor<160xf32>
    %4591 = stablehlo.sqrt %4590 : tensor<160xf32>
    %4592 = stablehlo.constant dense<1.0e-08> : tensor<160xf32>
    %4593 = stablehlo.add %4591, %4592 : tensor<160xf32>
    %4594 = stablehlo.divide %4588, %4593 : tensor<160xf32>
    %4595 = stablehlo.constant dense<0.9> : tensor<160xf32>
    %4596 = stablehlo.multiply %4595, %m.stages.3.down.norm.b : tensor<160xf32>
    %4597 = stablehlo.constant dense<0.1> : tensor<160xf32>
    %4598 = stablehlo.multiply %4597, %2517 : tensor<160xf32>
    %4599 = stablehlo.add %4596, %4598 : tensor<160xf32>
    %4600 = stablehlo.constant dense<0.999> : tensor<160xf32>
    %4601 = stablehlo.multiply %4600, %v.stages.3.down.norm.b : tensor<160xf32>
    %4602 = stablehlo.constant dense<0.001> : tensor<160xf32>
    %4603 = stablehlo.multiply %2517, %2517 : tensor<160xf32>
    %4604 = stablehlo.multiply %4602, %4603 : tensor<160xf32>
    %4605 = stablehlo.add %4601, %4604 : tensor<160xf32>
    %4606 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %4607 = stablehlo.divide %4599, %4606 : tensor<160xf32>
    %4608 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %4609 = stablehlo.divide %4605, %4608 : tensor<160xf32>
    %4610 = stablehlo.sqrt %4609 : tensor<160xf32>
    %4611 = stablehlo.constant dense<1.0e-08> : tensor<160xf32>
    %4612 = stablehlo.add %4610, %4611 : tensor<160xf32>
    %4613 = stablehlo.divide %4607, %4612 : tensor<160xf32>
    %4614 = stablehlo.constant dense<0.9> : tensor<2x2x160x320xf32>
    %4615 = stablehlo.multiply %4614, %m.stages.3.down.conv.w : tensor<2x2x160x320xf32>
    %4616 = stablehlo.constant dense<0.1> : tensor<2x2x160x320xf32>
    %4617 = stablehlo.multiply %4616, %2522 : tensor<2x2x160x320xf32>
    %4618 = stablehlo.add %4615, %4617 : tensor<2x2x160x320xf32>
    %4619 = stablehlo.constant dense<0.999> : tensor<2x2x160x320xf32>
    %4620 = stablehlo.multiply %4619, %v.stages.3.down.conv.w : tensor<2x2x160x320xf32>
    %4621 = stablehlo.constant dense<0.001> : tensor<2x2x160x320xf32>
    %4622 = stablehlo.multiply %2522, %2522 : tensor<2x2x160x320xf32>
    %4623 = stablehlo.multiply %4621, %4622 : tensor<2x2x160x320xf32>
    %4624 = stablehlo.add %4620, %4623 : tensor<2x2x160x320xf32>
    %4625 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x160x320xf32>
    %4626 = stablehlo.divide %4618, %4625 : tensor<2x2x160x320xf32>
    %4627 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x160x320xf32>
    %4628 = stablehlo.divide %4624, %4627 : tensor<2x2x160x320xf32>
    %4629 = stablehlo.sqrt %4628 : tensor<2x2x160x320xf32>
    %4630 = stablehlo.constant dense<1.0e-08> : tensor<2x2x160x320xf32>
    %4631 = stablehlo.add %4629, %4630 : tensor<2x2x160x320xf32>
    %4632 = stablehlo.divide %4626, %4631 : tensor<2x2x160x320xf32>
    %4633 = stablehlo.constant dense<0.9> : tensor<320xf32>
    %4634 = stablehlo.multiply %4633, %m.stages.3.down.conv.b : tensor<320xf32>
    %4635 = stablehlo.constant dense<0.1> : tensor<320xf32>
    %4636 = stablehlo.multiply %4635, %2527 : tensor<320xf32>
    %4637 = stablehlo.add %4634, %4636 : tensor<320xf32>
    %4638 = stablehlo.constant dense<0.999> : tensor<320xf32>
    %4639 = stablehlo.multiply %4638, %v.stages.3.down.conv.b : tensor<320xf32>
    %4640 = stablehlo.constant dense<0.001> : tensor<320xf32>
    %4641 = stablehlo.multiply %2527, %2527 : tensor<320xf32>
    %4642 = stablehlo.multiply %4640, %4641 : tensor<320xf32>
    %4643 = stablehlo.add %4639, %4642 : tensor<320xf32>
    %4644 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %4645 = stablehlo.divide %4637, %4644 : tensor<320xf32>
    %4646 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %4647 = stablehlo.divide %4643, %4646 : tensor<320xf32>
    %4648 = stablehlo.sqrt %4647 : tensor<320xf32>
    %4649 = stablehlo.constant dense<1.0e-08> : tensor<320xf32>
    %4650 = stablehlo.add %4648, %4649 : tensor<320xf32>
    %4651 = stablehlo.divide %4645, %4650 : tensor<320xf32>
    %4652 = stablehlo.constant dense<0.9> : tensor<7x7x1x320xf32>
    %4653 = stablehlo.multiply %4652, %m.stages.3.blocks.0.dwconv.w : tensor<7x7x1x320xf32>
    %4654 = stablehlo.constant dense<0.1> : tensor<7x7x1x320xf32>
    %4655 = stablehlo.multiply %4654, %2532 : tensor<7x7x1x320xf32>
    %4656 = stablehlo.add %4653, %4655 : tensor<7x7x1x320xf32>
    %4657 = stablehlo.constant dense<0.999> : tensor<7x7x1x320xf32>
    %4658 = stablehlo.multiply %4657, %v.stages.3.blocks.0.dwconv.w : tensor<7x7x1x320xf32>
    %4659 = stablehlo.constant dense<0.001> : tensor<7x7x1x320xf32>
    %4660 = stablehlo.multiply %2532, %2532 : tensor<7x7x1x320xf32>
    %4661 = stablehlo.multiply %4659, %4660 : tensor<7x7x1x320xf32>
    %4662 = stablehlo.add %4658, %4661 : tensor<7x7x1x320xf32>
    %4663 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x320xf32>
    %4664 = stablehlo.divide %4656, %4663 : tensor<7x7x1x320xf32>
    %4665 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x320xf32>
    %4666 = stablehlo.divide %4662, %4665 : tensor<7x7x1x320xf32>
    %4667 = stablehlo.sqrt %4666 : tensor<7x7x1x320xf32>
    %4668 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x320xf32>
    %4669 = stablehlo.add %4667, %4668 : tensor<7x7x1x320xf32>
    %4670 = stablehlo.divide %4664, %4669 : tensor<7x7x1x320xf32>
    %4671 = stablehlo.constant dense<0.9> : tensor<320xf32>
    %4672 = stablehlo.multiply %4671, %m.stages.3.blocks.0.dwconv.b : tensor<320xf32>
    %4673 = stablehlo.constant dense<0.1> : tensor<320xf32>
    %4674 = stablehlo.multiply %4673, %2537 : tensor<320xf32>
    %4675 = stablehlo.add %4672, %4674 : tensor<320xf32>
    %4676 = stablehlo.constant dense<0.999> : tensor<320xf32>
    %4677 = stablehlo.multiply %4676, %v.stages.3.blocks.0.dwconv.b : tensor<320xf32>
    %4678 = stablehlo.constant dense<0.001> : tensor<320xf32>
    %4679 = stablehlo.multiply %2537, %2537 : tensor<320xf32>
    %4680 = stablehlo.multiply %4678, %4679 : tensor<320xf32>
    %4681 = stablehlo.add %4677, %4680 : tensor<320xf32>
    %4682 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %4683 = stablehlo.divide %4675, %4682 : tensor<320xf32>
    %4684 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %4685 = stablehlo.divide %4681, %4684 : tensor<320xf32>
    %4686 = stablehlo.sqrt %4685 : tensor<320xf32>
    %4687 = stablehlo.constant dense<1.0e-08> : tensor<320xf32>
    %4688 = stablehlo.add %4686, %4687 : tensor<320xf32>
    %4689 = stablehlo.divide %4683, %4688 : tensor<320xf32>
    %4690 = stablehlo.constant dense<0.9> : tensor<320xf32>
    %4691 = stablehlo.multiply %4690, %m.stages.3.blocks.0.norm.g : tensor<320xf32>
    %4692 = stablehlo.constant dense<0.1> : tensor<320xf32>
    %4693 = stablehlo.multiply %4692, %2542 : tensor<320xf32>
    %4694 = stablehlo.add %4691, %4693 : tensor<320xf32>
    %4695 = stablehlo.constant dense<0.999> : tensor<320xf32>
    %4696 = stablehlo.multiply %4695, %v.stages.3.blocks.0.norm.g : tensor<320xf32>
    %4697 = stablehlo.constant dense<0.001> : tensor<320xf32>
    %4698 = stablehlo.multiply %2542, %2542 : tensor<320xf32>
    %4699 = stablehlo.multiply %4697, %4698 : tensor<320xf32>
    %4700 = stablehlo.add %4696, %4699 : tensor<320xf32>
    %4701 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %4702 = stablehlo.divide %4694, %4701 : tensor<320xf32>
    %4703 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %4704 = stablehlo.divide %4700, %4703 : tensor<320xf32>
    %4705 = stablehlo.sqrt %4704 : tensor<320xf32>
    %4706 = stablehlo.constant dense<1.0e-08> : tensor<320xf32>
    %4707 = stablehlo.add %4705, %4706 : tensor<320xf32>
    %4708 = stablehlo.divide %4702, %4707 : tensor<320xf32>
    %4709 = stablehlo.constant dense<0.9> : tensor<320xf32>
    %4710 = stablehlo.multiply %4709, %m.stages.3.blocks.0.norm.b : tensor<320xf32>
    %4711 = stablehlo.constant dense<0.1> : tensor<320xf32>
    %4712 = stablehlo.multiply %4711, %2547 : tensor<320xf32>
    %4713 = stablehlo.add %4710, %4712 : tensor<320xf32>
    %4714 = stablehlo.constant dense<0.999> : tensor<320xf32>
    %4715 = stablehlo.multiply %4714, %v.stages.3.blocks.0.norm.b : tensor<320xf32>
    %4716 = stablehlo.constant dense<0.001> : tensor<320xf32>
    %4717 = stablehlo.multiply %2547, %2547 : tensor<320xf32>
    %4718 = stablehlo.multiply %4716, %4717 : tensor<320xf32>
    %4719 = stablehlo.add %4715, %4718 : tensor<320xf32>
    %4720 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %4721 = stablehlo.divide %4713, %4720 : tensor<320xf32>
    %4722 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %4723 = stablehlo.divide %4719, %4722 : tensor<320xf32>
    %4724 = stablehlo.sqrt %4723 : tensor<320xf32>
    %4725 = stablehlo.constant dense<1.0e-08> : tensor<320xf32>
    %4726 = stablehlo.add %4724, %4725 : tensor<320xf32>
    %4727 = stablehlo.divide %4721, %4726 : tensor<320xf32>
    %4728 = stablehlo.constant dense<0.9> : tensor<320x1280xf32>
    %4729 = stablehlo.multiply %4728, %m.stages.3.blocks.0.fc1.w : tensor<320x1280xf32>
    %4730 = stablehlo.constant dense<0.1> : tensor<320x1280xf32>
    %4731 = stablehlo.multiply %4730, %2552 : tensor<320x1280xf32>
    %4732 = stablehlo.add %4729, %4731 : tensor<320x1280xf32>
    %4733 = stablehlo.constant dense<0.999> : tensor<320x1280xf32>
    %4734 = stablehlo.multiply %4733, %v.stages.3.blocks.0.fc1.w : tensor<320x1280xf32>
    %4735 = stablehlo.constant dense<0.001> : tensor<320x1280xf32>
    %4736 = stablehlo.multiply %2552, %2552 : tensor<320x1280xf32>
    %4737 = stablehlo.multiply %4735, %4736 : tensor<320x1280xf32>
    %4738 = stablehlo.add %4734, %4737 : tensor<320x1280xf32>
    %4739 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320x1280xf32>
    %4740 = stablehlo.divide %4732, %4739 : tensor<320x1280xf32>
    %4741 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320x1280xf32>
    %4742 = stablehlo.divide %4738, %4741 : tensor<320x1280xf32>
    %4743 = stablehlo.sqrt %4742 : tensor<320x1280xf32>
    %4744 = stablehlo.constant dense<1.0e-08> : tensor<320x1280xf32>
    %4745 = stablehlo.add %4743, %4744 : tensor<320x1280xf32>
    %4746 = stablehlo.divide %4740, %4745 : tensor<320x1280xf32>
    %4747 = stablehlo.constant dense<0.9> : tensor<1280xf32>
    %4748 = stablehlo.multiply %4747, %m.stages.3.blocks.0.fc1.b : tensor<1280xf32>
    %4749 = stablehlo.constant dense<0.1> : tensor<1280xf32>
    %4750 = stablehlo.multiply %4749, %2557 : tensor<1280xf32>
    %4751 = stablehlo.add %4748, %4750 : tensor<1280xf32>
    %4752 = stablehlo.constant dense<0.999> : tensor<1280xf32>
    %4753 = stablehlo.multiply %4752, %v.stages.3.blocks.0.fc1.b : tensor<1280xf32>
    %4754 = stablehlo.constant dense<0.001> : tensor<1280xf32>
    %4755 = stablehlo.multiply %2557, %2557 : tensor<1280xf32>
    %4756 = stablehlo.multiply %4754, %4755 : tensor<1280xf32>
    %4757 = stablehlo.add %4753, %4756 : tensor<1280xf32>
    %4758 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1280xf32>
    %4759 = stablehlo.divide %4751, %4758 : tensor<1280xf32>
    %4760 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1280xf32>
    %4761 = stablehlo.divide %4757, %4760 : tensor<1280xf32>
    %4762 = stablehlo.sqrt %4761 : tensor<1280xf32>
    %4763 = stablehlo.constant dense<1.0e-08> : tensor<1280xf32>
    %4764 = stablehlo.add %4762, %4763 : tensor<1280xf32>
    %4765 = stablehlo.divide %4759, %4764 : tensor<1280xf32>
    %4766 = stablehlo.constant dense<0.9> : tensor<1280x320xf32>
    %4767 = stablehlo.multiply %4766, %m.stages.3.blocks.0.fc2.w : tensor<1280x320xf32>
    %4768 = stablehlo.constant dense<0.1> : tensor<1280x320xf32>
    %4769 = stablehlo.multiply %4768, %2562 : tensor<1280x320xf32>
    %4770 = stablehlo.add %4767, %4769 : tensor<1280x320xf32>
    %4771 = stablehlo.constant dense<0.999> : tensor<1280x320xf32>
    %4772 = stablehlo.multiply %4771, %v.stages.3.blocks.0.fc2.w : tensor<1280x320xf32>
    %4773 = stablehlo.constant dense<0.001> : tensor<1280x320xf32>
    %4774 = stablehlo.multiply %2562, %2562 : tensor<1280x320xf32>
    %4775 = stablehlo.multiply %4773, %4774 : tensor<1280x320xf32>
    %4776 = stablehlo.add %4772, %4775 : tensor<1280x320xf32>
    %4777 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1280x320xf32>
    %4778 = stablehlo.divide %4770, %4777 : tensor<1280x320xf32>
    %4779 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1280x320xf32>
    %4780 = stablehlo.divide %4776, %4779 : tensor<1280x320xf32>
    %4781 = stablehlo.sqrt %4780 : tensor<1280x320xf32>
    %4782 = stablehlo.constant dense<1.0e-08> : tensor<1280x320xf32>
    %4783 = stablehlo.add %4781, %4782 : tensor<1280x320xf32>
    %4784 = stablehlo.divide %4778, %4783 : tensor<1280x320xf32>
    %4785 = stablehlo.constant dense<0.9> : tensor<320xf32>
    %4786 = stablehlo.multiply %4785, %m.stages.3.blocks.0.fc2.b : tensor<320xf32>
    %4787 = stablehlo.constant dense<0.1> : tensor<320xf32>
    %4788 = stablehlo.multiply %4787, %2567 : tensor<320xf32>
    %4789 = stablehlo.add %4786, %4788 : tensor<320xf32>
    %4790 = stablehlo.constant dense<0.999> : tensor<320xf32>
    %4791 = stablehlo.multiply %4790, %v.stages.3.blocks.0.fc2.b : tensor<320xf32>
    %4792 = stablehlo.constant dense<0.001> : tensor<320xf32>
    %4793 = stablehlo.multiply %2567, %2567 : tensor<320xf32>
    %4794 = stablehlo.multiply %4792, %4793 : tensor<320xf32>
    %4795 = stablehlo.add %4791, %4794 : tensor<320xf32>
    %4796 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %4797 = stablehlo.divide %4789, %4796 : tensor<320xf32>
    %4798 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %4799 = stablehlo.divide %4795, %4798 : tensor<320xf32>
    %4800 = stablehlo.sqrt %4799 : tensor<320xf32>
    %4801 = stablehlo.constant dense<1.0e-08> : tensor<320xf32>
    %4802 = stablehlo.add %4800, %4801 : tensor<320xf32>
    %4803 = stablehlo.divide %4797, %4802 : tensor<320xf32>
    %4804 = stablehlo.constant dense<0.9> : tensor<320xf32>
    %4805 = stablehlo.multiply %4804, %m.stages.3.blocks.0.gamma : tensor<320xf32>
    %4806 = stablehlo.constant dense<0.1> : tensor<320xf32>
    %4807 = stablehlo.multiply %4806, %2572 : tensor<320xf32>
    %4808 = stablehlo.add %4805, %4807 : tensor<320xf32>
    %4809 = stablehlo.constant dense<0.999> : tensor<320xf32>
    %4810 = stablehlo.multiply %4809, %v.stages.3.blocks.0.gamma : tensor<320xf32>
    %4811 = stablehlo.constant dense<0.001> : tensor<320xf32>
    %4812 = stablehlo.multiply %2572, %2572 : tensor<320xf32>
    %4813 = stablehlo.multiply %4811, %4812 : tensor<320xf32>
    %4814 = stablehlo.add %4810, %4813 : tensor<320xf32>
    %4815 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %4816 = stablehlo.divide %4808, %4815 : tensor<320xf32>
    %4817 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %4818 = stablehlo.divide %4814, %4817 : tensor<320xf32>
    %4819 = stablehlo.sqrt %4818 : tensor<320xf32>
    %4820 = stablehlo.constant dense<1.0e-08> : tensor<320xf32>
    %4821 = stablehlo.add %4819, %4820 : tensor<320xf32>
    %4822 = stablehlo.divide %4816, %4821 : tensor<320xf32>
    %4823 = stablehlo.constant dense<0.9> : tensor<7x7x1x320xf32>
    %4824 = stablehlo.multiply %4823, %m.stages.3.blocks.1.dwconv.w : tensor<7x7x1x320xf32>
    %4825 = stablehlo.constant dense<0.1> : tensor<7x7x1x320xf32>
    %4826 = stablehlo.multiply %4825, %2577 : tensor<7x7x1x320xf32>
    %4827 = stablehlo.add %4824, %4826 : tensor<7x7x1x320xf32>
    %4828 = stablehlo.constant dense<0.999> : tensor<7x7x1x320xf32>
    %4829 = stablehlo.multiply %4828, %v.stages.3.blocks.1.dwconv.w : tensor<7x7x1x320xf32>
    %4830 = stablehlo.constant dense<0.001> : tensor<7x7x1x320xf32>
    %4831 = stablehlo.multiply %2577, %2577 : tensor<7x7x1x320xf32>
    %4832 = stablehlo.multiply %4830, %4831 : tensor<7x7x1x320xf32>
    %4833 = stablehlo.add %4829, %4832 : tensor<7x7x1x320xf32>
    %4834 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x320xf32>
    %4835 = stablehlo.divide %4827, %4834 : tensor<7x7x1x320xf32>
    %4836 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x320xf32>
    %4837 = stablehlo.divide %4833, %4836 : tensor<7x7x1x320xf32>
    %4838 = stablehlo.sqrt %4837 : tensor<7x7x1x320xf32>
    %4839 = stablehlo.constant dense<1.0e-08> : tensor<7x7x1x320xf32>
    %4840 = stablehlo.add %4838, %4839 : tensor<7x7x1x320xf32>
    %4841 = stablehlo.divide %4835, %4840 : tensor<7x7x1x320xf32>
    %4842 = stablehlo.constant dense<0.9> : tensor<320xf32>
    %4843 = stablehlo.multiply %4842, %m.stages.3.blocks.1.dwconv.b : tensor<320xf32>
    %4844 = stablehlo.constant dense<0.1> : tensor<320xf32>
    %4845 = stablehlo.multiply %4844, %2582 : tensor<320xf32>
    %4846 = stablehlo.add %4843, %4845 : tensor<320xf32>
    %4847 = stablehlo.constant dense<0.999> : tensor<320xf32>
    %4848 = stablehlo.multiply %4847, %v.stages.3.blocks.1.dwconv.b : tensor<320xf32>
    %4849 = stablehlo.constant dense<0.001> : tensor<320xf32>
    %4850 = stablehlo.multiply %2582, %2582 : tensor<320xf32>
    %4851 = stablehlo.multiply %4849, %4850 : tensor<320xf32>
    %4852 = stablehlo.add %4848, %4851 : tensor<320xf32>
    %4853 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %4854 = stablehlo.divide %4846, %4853 : tensor<320xf32>
    %4855 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %4856 = stablehlo.divide %4852, %4855 : tensor<320xf32>
    %4857 = stablehlo.sqrt %4856 : tensor<320xf32>
    %4858 = stablehlo.constant dense<1.0e-08> : tensor<320xf32>
    %4859 = stablehlo.add %4857, %4858 : tensor<320xf32>
    %4860 = stablehlo.divide %4854, %4859 : tensor<320xf32>
    %4861 = stablehlo.constant dense<0.9> : tensor<320xf32>
    %4862 = stablehlo.multiply %4861, %m.stages.3.blocks.1.norm.g : tensor<320xf32>
    %4863 = stablehlo.constant dense<0.1> : tensor<320xf32>
    %4864 = stablehlo.multiply %4863, %2587 : tensor<320xf32>
    %4865 = stablehlo.add %4862, %4864 : tensor<320xf32>
    %4866 = stablehlo.constant dense<0.999> : tensor<320xf32>
    %4867 = stablehlo.multiply %4866, %v.stages.3.blocks.1.norm.g : tensor<320xf32>
    %4868 = stablehlo.constant dense<0.001> : tensor<320xf32>
    %4869 = stablehlo.multiply %2587, %2587 : tensor<320xf32>
    %4870 = stablehlo.multiply %4868, %4869 : tensor<320xf32>
    %4871 = stablehlo.add %4867, %4870 : tensor<320xf32>
    %4872 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %4873 = stablehlo.divide %4865, %4872 : tensor<320xf32>
    %4874 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %4875 = stablehlo.divide %4871, %4874 : tensor<320xf32>
    %4876 = stablehlo.sqrt %4875 : tensor<320xf32>
    %4877 = stablehlo.constant dense<1.0e-08> : tensor<320xf32>
    %4878 = stablehlo.add %4876, %4877 : tensor<320xf32>
    %4879 = stablehlo.divide %4873, %4878 : tensor<320xf32>
    %4880 = stablehlo.constant dense<0.9> : tensor<320xf32>
    %4881 = stablehlo.multiply %4880, %m.stages.3.blocks.1.norm.b : tensor<320xf32>
    %4882 = stablehlo.constant dense<0.1> : tensor<320xf32>
    %4883 = stablehlo.multiply %4882, %2592 : tensor<320xf32>
    %4884 = stablehlo.add %4881, %4883 : tensor<320xf32>
    %4885 = stablehlo.constant dense<0.999> : tensor<320xf32>
    %4886 = stablehlo.multiply %4885, %v.stages.3.blocks.1.norm.b : tensor<320xf32>
    %4887 = stablehlo.constant dense<0.001> : tensor<320xf32>
    %4888 = stablehlo.multiply %2592, %2592 : tensor<320xf32>
    %4889 = stablehlo.multiply %4887, %4888 : tensor<320xf32>
    %4890 = stablehlo.add %4886, %4889 : tensor<320xf32>
    %4891 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %4892 = stablehlo.divide %4884, %4891 : tensor<320xf32>
    %4893 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %4894 = stablehlo.divide %4890, %4893 : tensor<320xf32>
    %4895 = stablehlo.sqrt %4894 : tensor<320xf32>
    %4896 = stablehlo.constant dense<1.0e-08> : tensor<320xf32>
    %4897 = stablehlo.add %4895, %4896 : tensor<320xf32>
    %4898 = stablehlo.divide %4892, %4897 : tensor<320xf32>
    %4899 = stablehlo.constant dense<0.9> : tensor<320x1280xf32>
    %4900 = stablehlo.multiply %4899, %m.stages.3.blocks.1.fc1.w : tensor<320x1280xf32>
    %4901 = stablehlo.constant dense<0.1> : tensor<320x1280xf32>
    %4902 = stablehlo.multiply %4901, %2597 : tensor<320x1280xf32>
    %4903 = stablehlo.add %4900, %4902 : tensor<320x1280xf32>
    %4904 = stablehlo.constant dense<0.999> : tensor<320x1280xf32>
    %4905 = stablehlo.multiply %4904, %v.stages.3.blocks.1.fc1.w : tensor<320x1280xf32>
    %4906 = stablehlo.constant dense<0.001> : tensor<320x1280xf32>
    %4907 = stablehlo.multiply %2597, %2597 : tensor<320x1280xf32>
    %4908 = stablehlo.multiply %4906, %4907 : tensor<320x1280xf32>
    %4909 = stablehlo.add %4905, %4908 : tensor<320x1280xf32>
    %4910 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320x1280xf32>
    %4911 = stablehlo.divide %4903, %4910 : tensor<320x1280xf32>
    %4912 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320x1280xf32>
    %4913 = stablehlo.divide %4909, %4912 : tensor<320x1280xf32>
    %4914 = stablehlo.sqrt %4913 : tensor<320x1280xf32>
    %4915 = stablehlo.constant dense<1.0e-08> : tensor<320x1280xf32>
    %4916 = stablehlo.add %4914, %4915 : tensor<320x1280xf32>
    %4917 = stablehlo.divide %4911, %4916 : tensor<320x1280xf32>
    %4918 = stablehlo.constant dense<0.9> : tensor<1280xf32>
    %4919 = stablehlo.multiply %4918, %m.stages.3.blocks.1.fc1.b : tensor<1280xf32>
    %4920 = stablehlo.constant dense<0.1> : tensor<1280xf32>
    %4921 = stablehlo.multiply %4920, %2602 : tensor<1280xf32>
    %4922 = stablehlo.add %4919, %4921 : tensor<1280xf32>
    %4923 = stablehlo.constant dense<0.999> : tensor<1280xf32>
    %4924 = stablehlo.multiply %4923, %v.stages.3.blocks.1.fc1.b : tensor<1280xf32>
    %4925 = stablehlo.constant dense<0.001> : tensor<1280xf32>
    %4926 = stablehlo.multiply %2602, %2602 : tensor<1280xf32>
    %4927 = stablehlo.multiply %4925, %4926 : tensor<1280xf32>
    %4928 = stablehlo.add %4924, %4927 : tensor<1280xf32>
    %4929 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1280xf32>
    %4930 = stablehlo.divide %4922, %4929 : tensor<1280xf32>
    %4931 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1280xf32>
    %4932 = stablehlo.divide %4928, %4931 : tensor<1280xf32>
    %4933 = stablehlo.sqrt %4932 : tensor<1280xf32>
    %4934 = stablehlo.constant dense<1.0e-08> : tensor<1280xf32>
    %4935 = stablehlo.add %4933, %4934 : tensor<1280xf32>
    %4936 = stablehlo.divide %4930, %4935 : tensor<1280xf32>
    %4937 = stablehlo.constant dense<0.9> : tensor<1280x320xf32>
    %4938 = stablehlo.multiply %4937, %m.stages.3.blocks.1.fc2.w : tensor<1280x320xf32>
    %4939 = stablehlo.constant dense<0.1> : tensor<1280x320xf32>
    %4940 = stablehlo.multiply %4939, %2607 : tensor<1280x320xf32>
    %4941 = stablehlo.add %4938, %4940 : tensor<1280x320xf32>
    %4942 = stablehlo.constant dense<0.999> : tensor<1280x320xf32>
    %4943 = stablehlo.multiply %4942, %v.stages.3.blocks.1.fc2.w : tensor<1280x320xf32>
    %4944 = stablehlo.constant dense<0.001> : tensor<1280x320xf32>
    %4945 = stablehlo.multiply %2607, %2607 : tensor<1280x320xf32>
    %4946 = stablehlo.multiply %4944, %4945 : tensor<1280x320xf32>
    %4947 = stablehlo.add %4943, %4946 : tensor<1280x320xf32>
    %4948 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1280x320xf32>
    %4949 = stablehlo.divide %4941, %4948 : tensor<1280x320xf32>
    %4950 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1280x320xf32>
    %4951 = stablehlo.divide %4947, %4950 : tensor<1280x320xf32>
    %4952 = stablehlo.sqrt %4951 : tensor<1280x320xf32>
    %4953 = stablehlo.constant dense<1.0e-08> : tensor<1280x320xf32>
    %4954 = stablehlo.add %4952, %4953 : tensor<1280x320xf32>
    %4955 = stablehlo.divide %4949, %4954 : tensor<1280x320xf32>
    %4956 = stablehlo.constant dense<0.9> : tensor<320xf32>
    %4957 = stablehlo.multiply %4956, %m.stages.3.blocks.1.fc2.b : tensor<320xf32>
    %4958 = stablehlo.constant dense<0.1> : tensor<320xf32>
    %4959 = stablehlo.multiply %4958, %2612 : tensor<320xf32>
    %4960 = stablehlo.add %4957, %4959 : tensor<320xf32>
    %4961 = stablehlo.constant dense<0.999> : tensor<320xf32>
    %4962 = stablehlo.multiply %4961, %v.stages.3.blocks.1.fc2.b : tensor<320xf32>
    %4963 = stablehlo.constant dense<0.001> : tensor<320xf32>
    %4964 = stablehlo.multiply %2612, %2612 : tensor<320xf32>
    %4965 = stablehlo.multiply %4963, %4964 : tensor<320xf32>
    %4966 = stablehlo.add %4962, %4965 : tensor<320xf32>
    %4967 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %4968 = stablehlo.divide %4960, %4967 : tensor<320xf32>
    %4969 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %4970 = stablehlo.divide %4966, %4969 : tensor<320xf32>
    %4971 = stablehlo.sqrt %4970 : tensor<320xf32>
    %4972 = stablehlo.constant dense<1.0e-08> : tensor<320xf32>
    %4973 = stablehlo.add %4971, %4972 : tensor<320xf32>
    %4974 = stablehlo.divide %4968, %4973 : tensor<320xf32>
    %4975 = stablehlo.constant dense<0.9> : tensor<320xf32>
    %4976 = stablehlo.multiply %4975, %m.stages.3.blocks.1.gamma : tensor<320xf32>
    %4977 = stablehlo.constant dense<0.1> : tensor<320xf32>
    %4978 = stablehlo.multiply %4977, %2617 : tensor<320xf32>
    %4979 = stablehlo.add %4976, %4978 : tensor<320xf32>
    %4980 = stablehlo.constant dense<0.999> : tensor<320xf32>
    %4981 = stablehlo.multiply %4980, %v.stages.3.blocks.1.gamma : tensor<320xf32>
    %4982 = stablehlo.constant dense<0.001> : tensor<320xf32>
    %4983 = stablehlo.multiply %2617, %2617 : tensor<320xf32>
    %4984 = stablehlo.multiply %4982, %4983 : tensor<320xf32>
    %4985 = stablehlo.add %4981, %4984 : tensor<320xf32>
    %4986 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %4987 = stablehlo.divide %4979, %4986 : tensor<320xf32>
    %4988 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %4989 = stablehlo.divide %4985, %4988 : tensor<320xf32>
    %4990 = stablehlo.sqrt %4989 : tensor<320xf32>
    %4991 = stablehlo.constant dense<1.0e-08> : tensor<320xf32>
    %4992 = stablehlo.add %4990, %4991 : tensor<320xf32>
    %4993 = stablehlo.divide %4987, %4992 : tensor<320xf32>
    %4994 = stablehlo.constant dense<0.9> : tensor<320xf32>
    %4995 = stablehlo.multiply %4994, %m.head.norm.g : tensor<320xf32>
    %4996 = stablehlo.constant dense<0.1> : tensor<320xf32>
    %4997 = stablehlo.multiply %4996, %2622 : tensor<320xf32>
    %4998 = stablehlo.add %4995, %4997 : tensor<320xf32>
    %4999 = stablehlo.constant dense<0.999> : tensor<320xf32>
    %5000 = stablehlo.multiply %4999, %v.head.norm.g : tensor<320xf32>
    %5001 = stablehlo.constant dense<0.001> : tensor<320xf32>
    %5002 = stablehlo.multiply %2622, %2622 : tensor<320xf32>
    %5003 = stablehlo.multiply %5001, %5002 : tensor<320xf32>
    %5004 = stablehlo.add %5000, %5003 : tensor<320xf32>
    %5005 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %5006 = stablehlo.divide %4998, %5005 : tensor<320xf32>
    %5007 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %5008 = stablehlo.divide %5004, %5007 : tensor<320xf32>
    %5009 = stablehlo.sqrt %5008 : tensor<320xf32>
    %5010 = stablehlo.constant dense<1.0e-08> : tensor<320xf32>
    %5011 = stablehlo.add %5009, %5010 : tensor<320xf32>
    %5012 = stablehlo.divide %5006, %5011 : tensor<320xf32>
    %5013 = stablehlo.constant dense<0.9> : tensor<320xf32>
    %5014 = stablehlo.multiply %5013, %m.head.norm.b : tensor<320xf32>
    %5015 = stablehlo.constant dense<0.1> : tensor<320xf32>
    %5016 = stablehlo.multiply %5015, %2627 : tensor<320xf32>
    %5017 = stablehlo.add %5014, %5016 : tensor<320xf32>
    %5018 = stablehlo.constant dense<0.999> : tensor<320xf32>
    %5019 = stablehlo.multiply %5018, %v.head.norm.b : tensor<320xf32>
    %5020 = stablehlo.constant dense<0.001> : tensor<320xf32>
    %5021 = stablehlo.multiply %2627, %2627 : tensor<320xf32>
    %5022 = stablehlo.multiply %5020, %5021 : tensor<320xf32>
    %5023 = stablehlo.add %5019, %5022 : tensor<320xf32>
    %5024 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %5025 = stablehlo.divide %5017, %5024 : tensor<320xf32>
    %5026 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %5027 = stablehlo.divide %5023, %5026 : tensor<320xf32>
    %5028 = stablehlo.sqrt %5027 : tensor<320xf32>
    %5029 = stablehlo.constant dense<1.0e-08> : tensor<320xf32>
    %5030 = stablehlo.add %5028, %5029 : tensor<320xf32>
    %5031 = stablehlo.divide %5025, %5030 : tensor<320xf32>
    %5032 = stablehlo.constant dense<0.9> : tensor<320x10xf32>
    %5033 = stablehlo.multiply %5032, %m.head.fc.w : tensor<320x10xf32>
    %5034 = stablehlo.constant dense<0.1> : tensor<320x10xf32>
    %5035 = stablehlo.multiply %5034, %2632 : tensor<320x10xf32>
    %5036 = stablehlo.add %5033, %5035 : tensor<320x10xf32>
    %5037 = stablehlo.constant dense<0.999> : tensor<320x10xf32>
    %5038 = stablehlo.multiply %5037, %v.head.fc.w : tensor<320x10xf32>
    %5039 = stablehlo.constant dense<0.001> : tensor<320x10xf32>
    %5040 = stablehlo.multiply %2632, %2632 : tensor<320x10xf32>
    %5041 = stablehlo.multiply %5039, %5040 : tensor<320x10xf32>
    %5042 = stablehlo.add %5038, %5041 : tensor<320x10xf32>
    %5043 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320x10xf32>
    %5044 = stablehlo.divide %5036, %5043 : tensor<320x10xf32>
    %5045 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320x10xf32>
    %5046 = stablehlo.divide %5042, %5045 : tensor<320x10xf32>
    %5047 = stablehlo.sqrt %5046 : tensor<320x10xf32>
    %5048 = stablehlo.constant dense<1.0e-08> : tensor<320x10xf32>
    %5049 = stablehlo.add %5047, %5048 : tensor<320x10xf32>
    %5050 = stablehlo.divide %5044, %5049 : tensor<320x10xf32>
    %5051 = stablehlo.constant dense<0.9> : tensor<10xf32>
    %5052 = stablehlo.multiply %5051, %m.head.fc.b : tensor<10xf32>
    %5053 = stablehlo.constant dense<0.1> : tensor<10xf32>
    %5054 = stablehlo.multiply %5053, %2637 : tensor<10xf32>
    %5055 = stablehlo.add %5052, %5054 : tensor<10xf32>
    %5056 = stablehlo.constant dense<0.999> : tensor<10xf32>
    %5057 = stablehlo.multiply %5056, %v.head.fc.b : tensor<10xf32>
    %5058 = stablehlo.constant dense<0.001> : tensor<10xf32>
    %5059 = stablehlo.multiply %2637, %2637 : tensor<10xf32>
    %5060 = stablehlo.multiply %5058, %5059 : tensor<10xf32>
    %5061 = stablehlo.add %5057, %5060 : tensor<10xf32>
    %5062 = "stablehlo.broadcast_in_dim"(%bc1) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<10xf32>
    %5063 = stablehlo.divide %5055, %5062 : tensor<10xf32>
    %5064 = "stablehlo.broadcast_in_dim"(%bc2) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<10xf32>
    %5065 = stablehlo.divide %5061, %5064 : tensor<10xf32>
    %5066 = stablehlo.sqrt %5065 : tensor<10xf32>
    %5067 = stablehlo.constant dense<1.0e-08> : tensor<10xf32>
    %5068 = stablehlo.add %5066, %5067 : tensor<10xf32>
    %5069 = stablehlo.divide %5063, %5068 : tensor<10xf32>
    %5070 = stablehlo.constant dense<0.05> : tensor<4x4x3x40xf32>
    %5071 = stablehlo.multiply %5070, %stem.conv.w : tensor<4x4x3x40xf32>
    %5072 = stablehlo.add %2656, %5071 : tensor<4x4x3x40xf32>
    %5073 = stablehlo.constant dense<0.05> : tensor<7x7x1x40xf32>
    %5074 = stablehlo.multiply %5073, %stages.0.blocks.0.dwconv.w : tensor<7x7x1x40xf32>
    %5075 = stablehlo.add %2732, %5074 : tensor<7x7x1x40xf32>
    %5076 = stablehlo.constant dense<0.05> : tensor<40x160xf32>
    %5077 = stablehlo.multiply %5076, %stages.0.blocks.0.fc1.w : tensor<40x160xf32>
    %5078 = stablehlo.add %2808, %5077 : tensor<40x160xf32>
    %5079 = stablehlo.constant dense<0.05> : tensor<160x40xf32>
    %5080 = stablehlo.multiply %5079, %stages.0.blocks.0.fc2.w : tensor<160x40xf32>
    %5081 = stablehlo.add %2846, %5080 : tensor<160x40xf32>
    %5082 = stablehlo.constant dense<0.05> : tensor<7x7x1x40xf32>
    %5083 = stablehlo.multiply %5082, %stages.0.blocks.1.dwconv.w : tensor<7x7x1x40xf32>
    %5084 = stablehlo.add %2903, %5083 : tensor<7x7x1x40xf32>
    %5085 = stablehlo.constant dense<0.05> : tensor<40x160xf32>
    %5086 = stablehlo.multiply %5085, %stages.0.blocks.1.fc1.w : tensor<40x160xf32>
    %5087 = stablehlo.add %2979, %5086 : tensor<40x160xf32>
    %5088 = stablehlo.constant dense<0.05> : tensor<160x40xf32>
    %5089 = stablehlo.multiply %5088, %stages.0.blocks.1.fc2.w : tensor<160x40xf32>
    %5090 = stablehlo.add %3017, %5089 : tensor<160x40xf32>
    %5091 = stablehlo.constant dense<0.05> : tensor<2x2x40x80xf32>
    %5092 = stablehlo.multiply %5091, %stages.1.down.conv.w : tensor<2x2x40x80xf32>
    %5093 = stablehlo.add %3112, %5092 : tensor<2x2x40x80xf32>
    %5094 = stablehlo.constant dense<0.05> : tensor<7x7x1x80xf32>
    %5095 = stablehlo.multiply %5094, %stages.1.blocks.0.dwconv.w : tensor<7x7x1x80xf32>
    %5096 = stablehlo.add %3150, %5095 : tensor<7x7x1x80xf32>
    %5097 = stablehlo.constant dense<0.05> : tensor<80x320xf32>
    %5098 = stablehlo.multiply %5097, %stages.1.blocks.0.fc1.w : tensor<80x320xf32>
    %5099 = stablehlo.add %3226, %5098 : tensor<80x320xf32>
    %5100 = stablehlo.constant dense<0.05> : tensor<320x80xf32>
    %5101 = stablehlo.multiply %5100, %stages.1.blocks.0.fc2.w : tensor<320x80xf32>
    %5102 = stablehlo.add %3264, %5101 : tensor<320x80xf32>
    %5103 = stablehlo.constant dense<0.05> : tensor<7x7x1x80xf32>
    %5104 = stablehlo.multiply %5103, %stages.1.blocks.1.dwconv.w : tensor<7x7x1x80xf32>
    %5105 = stablehlo.add %3321, %5104 : tensor<7x7x1x80xf32>
    %5106 = stablehlo.constant dense<0.05> : tensor<80x320xf32>
    %5107 = stablehlo.multiply %5106, %stages.1.blocks.1.fc1.w : tensor<80x320xf32>
    %5108 = stablehlo.add %3397, %5107 : tensor<80x320xf32>
    %5109 = stablehlo.constant dense<0.05> : tensor<320x80xf32>
    %5110 = stablehlo.multiply %5109, %stages.1.blocks.1.fc2.w : tensor<320x80xf32>
    %5111 = stablehlo.add %3435, %5110 : tensor<320x80xf32>
    %5112 = stablehlo.constant dense<0.05> : tensor<2x2x80x160xf32>
    %5113 = stablehlo.multiply %5112, %stages.2.down.conv.w : tensor<2x2x80x160xf32>
    %5114 = stablehlo.add %3530, %5113 : tensor<2x2x80x160xf32>
    %5115 = stablehlo.constant dense<0.05> : tensor<7x7x1x160xf32>
    %5116 = stablehlo.multiply %5115, %stages.2.blocks.0.dwconv.w : tensor<7x7x1x160xf32>
    %5117 = stablehlo.add %3568, %5116 : tensor<7x7x1x160xf32>
    %5118 = stablehlo.constant dense<0.05> : tensor<160x640xf32>
    %5119 = stablehlo.multiply %5118, %stages.2.blocks.0.fc1.w : tensor<160x640xf32>
    %5120 = stablehlo.add %3644, %5119 : tensor<160x640xf32>
    %5121 = stablehlo.constant dense<0.05> : tensor<640x160xf32>
    %5122 = stablehlo.multiply %5121, %stages.2.blocks.0.fc2.w : tensor<640x160xf32>
    %5123 = stablehlo.add %3682, %5122 : tensor<640x160xf32>
    %5124 = stablehlo.constant dense<0.05> : tensor<7x7x1x160xf32>
    %5125 = stablehlo.multiply %5124, %stages.2.blocks.1.dwconv.w : tensor<7x7x1x160xf32>
    %5126 = stablehlo.add %3739, %5125 : tensor<7x7x1x160xf32>
    %5127 = stablehlo.constant dense<0.05> : tensor<160x640xf32>
    %5128 = stablehlo.multiply %5127, %stages.2.blocks.1.fc1.w : tensor<160x640xf32>
    %5129 = stablehlo.add %3815, %5128 : tensor<160x640xf32>
    %5130 = stablehlo.constant dense<0.05> : tensor<640x160xf32>
    %5131 = stablehlo.multiply %5130, %stages.2.blocks.1.fc2.w : tensor<640x160xf32>
    %5132 = stablehlo.add %3853, %5131 : tensor<640x160xf32>
    %5133 = stablehlo.constant dense<0.05> : tensor<7x7x1x160xf32>
    %5134 = stablehlo.multiply %5133, %stages.2.blocks.2.dwconv.w : tensor<7x7x1x160xf32>
    %5135 = stablehlo.add %3910, %5134 : tensor<7x7x1x160xf32>
    %5136 = stablehlo.constant dense<0.05> : tensor<160x640xf32>
    %5137 = stablehlo.multiply %5136, %stages.2.blocks.2.fc1.w : tensor<160x640xf32>
    %5138 = stablehlo.add %3986, %5137 : tensor<160x640xf32>
    %5139 = stablehlo.constant dense<0.05> : tensor<640x160xf32>
    %5140 = stablehlo.multiply %5139, %stages.2.blocks.2.fc2.w : tensor<640x160xf32>
    %5141 = stablehlo.add %4024, %5140 : tensor<640x160xf32>
    %5142 = stablehlo.constant dense<0.05> : tensor<7x7x1x160xf32>
    %5143 = stablehlo.multiply %5142, %stages.2.blocks.3.dwconv.w : tensor<7x7x1x160xf32>
    %5144 = stablehlo.add %4081, %5143 : tensor<7x7x1x160xf32>
    %5145 = stablehlo.constant dense<0.05> : tensor<160x640xf32>
    %5146 = stablehlo.multiply %5145, %stages.2.blocks.3.fc1.w : tensor<160x640xf32>
    %5147 = stablehlo.add %4157, %5146 : tensor<160x640xf32>
    %5148 = stablehlo.constant dense<0.05> : tensor<640x160xf32>
    %5149 = stablehlo.multiply %5148, %stages.2.blocks.3.fc2.w : tensor<640x160xf32>
    %5150 = stablehlo.add %4195, %5149 : tensor<640x160xf32>
    %5151 = stablehlo.constant dense<0.05> : tensor<7x7x1x160xf32>
    %5152 = stablehlo.multiply %5151, %stages.2.blocks.4.dwconv.w : tensor<7x7x1x160xf32>
    %5153 = stablehlo.add %4252, %5152 : tensor<7x7x1x160xf32>
    %5154 = stablehlo.constant dense<0.05> : tensor<160x640xf32>
    %5155 = stablehlo.multiply %5154, %stages.2.blocks.4.fc1.w : tensor<160x640xf32>
    %5156 = stablehlo.add %4328, %5155 : tensor<160x640xf32>
    %5157 = stablehlo.constant dense<0.05> : tensor<640x160xf32>
    %5158 = stablehlo.multiply %5157, %stages.2.blocks.4.fc2.w : tensor<640x160xf32>
    %5159 = stablehlo.add %4366, %5158 : tensor<640x160xf32>
    %5160 = stablehlo.constant dense<0.05> : tensor<7x7x1x160xf32>
    %5161 = stablehlo.multiply %5160, %stages.2.blocks.5.dwconv.w : tensor<7x7x1x160xf32>
    %5162 = stablehlo.add %4423, %5161 : tensor<7x7x1x160xf32>
    %5163 = stablehlo.constant dense<0.05> : tensor<160x640xf32>
    %5164 = stablehlo.multiply %5163, %stages.2.blocks.5.fc1.w : tensor<160x640xf32>
    %5165 = stablehlo.add %4499, %5164 : tensor<160x640xf32>
    %5166 = stablehlo.constant dense<0.05> : tensor<640x160xf32>
    %5167 = stablehlo.multiply %5166, %stages.2.blocks.5.fc2.w : tensor<640x160xf32>
    %5168 = stablehlo.add %4537, %5167 : tensor<640x160xf32>
    %5169 = stablehlo.constant dense<0.05> : tensor<2x2x160x320xf32>
    %5170 = stablehlo.multiply %5169, %stages.3.down.conv.w : tensor<2x2x160x320xf32>
    %5171 = stablehlo.add %4632, %5170 : tensor<2x2x160x320xf32>
    %5172 = stablehlo.constant dense<0.05> : tensor<7x7x1x320xf32>
    %5173 = stablehlo.multiply %5172, %stages.3.blocks.0.dwconv.w : tensor<7x7x1x320xf32>
    %5174 = stablehlo.add %4670, %5173 : tensor<7x7x1x320xf32>
    %5175 = stablehlo.constant dense<0.05> : tensor<320x1280xf32>
    %5176 = stablehlo.multiply %5175, %stages.3.blocks.0.fc1.w : tensor<320x1280xf32>
    %5177 = stablehlo.add %4746, %5176 : tensor<320x1280xf32>
    %5178 = stablehlo.constant dense<0.05> : tensor<1280x320xf32>
    %5179 = stablehlo.multiply %5178, %stages.3.blocks.0.fc2.w : tensor<1280x320xf32>
    %5180 = stablehlo.add %4784, %5179 : tensor<1280x320xf32>
    %5181 = stablehlo.constant dense<0.05> : tensor<7x7x1x320xf32>
    %5182 = stablehlo.multiply %5181, %stages.3.blocks.1.dwconv.w : tensor<7x7x1x320xf32>
    %5183 = stablehlo.add %4841, %5182 : tensor<7x7x1x320xf32>
    %5184 = stablehlo.constant dense<0.05> : tensor<320x1280xf32>
    %5185 = stablehlo.multiply %5184, %stages.3.blocks.1.fc1.w : tensor<320x1280xf32>
    %5186 = stablehlo.add %4917, %5185 : tensor<320x1280xf32>
    %5187 = stablehlo.constant dense<0.05> : tensor<1280x320xf32>
    %5188 = stablehlo.multiply %5187, %stages.3.blocks.1.fc2.w : tensor<1280x320xf32>
    %5189 = stablehlo.add %4955, %5188 : tensor<1280x320xf32>
    %5190 = stablehlo.constant dense<0.05> : tensor<320x10xf32>
    %5191 = stablehlo.multiply %5190, %head.fc.w : tensor<320x10xf32>
    %5192 = stablehlo.add %5050, %5191 : tensor<320x10xf32>
    %5193 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x4x3x40xf32>
    %5194 = stablehlo.multiply %5193, %5072 : tensor<4x4x3x40xf32>
    %5195 = stablehlo.subtract %stem.conv.w, %5194 : tensor<4x4x3x40xf32>
    %5196 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %5197 = stablehlo.multiply %5196, %2675 : tensor<40xf32>
    %5198 = stablehlo.subtract %stem.conv.b, %5197 : tensor<40xf32>
    %5199 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %5200 = stablehlo.multiply %5199, %2694 : tensor<40xf32>
    %5201 = stablehlo.subtract %stem.norm.g, %5200 : tensor<40xf32>
    %5202 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %5203 = stablehlo.multiply %5202, %2713 : tensor<40xf32>
    %5204 = stablehlo.subtract %stem.norm.b, %5203 : tensor<40xf32>
    %5205 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x40xf32>
    %5206 = stablehlo.multiply %5205, %5075 : tensor<7x7x1x40xf32>
    %5207 = stablehlo.subtract %stages.0.blocks.0.dwconv.w, %5206 : tensor<7x7x1x40xf32>
    %5208 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %5209 = stablehlo.multiply %5208, %2751 : tensor<40xf32>
    %5210 = stablehlo.subtract %stages.0.blocks.0.dwconv.b, %5209 : tensor<40xf32>
    %5211 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %5212 = stablehlo.multiply %5211, %2770 : tensor<40xf32>
    %5213 = stablehlo.subtract %stages.0.blocks.0.norm.g, %5212 : tensor<40xf32>
    %5214 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %5215 = stablehlo.multiply %5214, %2789 : tensor<40xf32>
    %5216 = stablehlo.subtract %stages.0.blocks.0.norm.b, %5215 : tensor<40xf32>
    %5217 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40x160xf32>
    %5218 = stablehlo.multiply %5217, %5078 : tensor<40x160xf32>
    %5219 = stablehlo.subtract %stages.0.blocks.0.fc1.w, %5218 : tensor<40x160xf32>
    %5220 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %5221 = stablehlo.multiply %5220, %2827 : tensor<160xf32>
    %5222 = stablehlo.subtract %stages.0.blocks.0.fc1.b, %5221 : tensor<160xf32>
    %5223 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160x40xf32>
    %5224 = stablehlo.multiply %5223, %5081 : tensor<160x40xf32>
    %5225 = stablehlo.subtract %stages.0.blocks.0.fc2.w, %5224 : tensor<160x40xf32>
    %5226 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %5227 = stablehlo.multiply %5226, %2865 : tensor<40xf32>
    %5228 = stablehlo.subtract %stages.0.blocks.0.fc2.b, %5227 : tensor<40xf32>
    %5229 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %5230 = stablehlo.multiply %5229, %2884 : tensor<40xf32>
    %5231 = stablehlo.subtract %stages.0.blocks.0.gamma, %5230 : tensor<40xf32>
    %5232 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x40xf32>
    %5233 = stablehlo.multiply %5232, %5084 : tensor<7x7x1x40xf32>
    %5234 = stablehlo.subtract %stages.0.blocks.1.dwconv.w, %5233 : tensor<7x7x1x40xf32>
    %5235 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %5236 = stablehlo.multiply %5235, %2922 : tensor<40xf32>
    %5237 = stablehlo.subtract %stages.0.blocks.1.dwconv.b, %5236 : tensor<40xf32>
    %5238 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %5239 = stablehlo.multiply %5238, %2941 : tensor<40xf32>
    %5240 = stablehlo.subtract %stages.0.blocks.1.norm.g, %5239 : tensor<40xf32>
    %5241 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %5242 = stablehlo.multiply %5241, %2960 : tensor<40xf32>
    %5243 = stablehlo.subtract %stages.0.blocks.1.norm.b, %5242 : tensor<40xf32>
    %5244 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40x160xf32>
    %5245 = stablehlo.multiply %5244, %5087 : tensor<40x160xf32>
    %5246 = stablehlo.subtract %stages.0.blocks.1.fc1.w, %5245 : tensor<40x160xf32>
    %5247 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %5248 = stablehlo.multiply %5247, %2998 : tensor<160xf32>
    %5249 = stablehlo.subtract %stages.0.blocks.1.fc1.b, %5248 : tensor<160xf32>
    %5250 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160x40xf32>
    %5251 = stablehlo.multiply %5250, %5090 : tensor<160x40xf32>
    %5252 = stablehlo.subtract %stages.0.blocks.1.fc2.w, %5251 : tensor<160x40xf32>
    %5253 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %5254 = stablehlo.multiply %5253, %3036 : tensor<40xf32>
    %5255 = stablehlo.subtract %stages.0.blocks.1.fc2.b, %5254 : tensor<40xf32>
    %5256 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %5257 = stablehlo.multiply %5256, %3055 : tensor<40xf32>
    %5258 = stablehlo.subtract %stages.0.blocks.1.gamma, %5257 : tensor<40xf32>
    %5259 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %5260 = stablehlo.multiply %5259, %3074 : tensor<40xf32>
    %5261 = stablehlo.subtract %stages.1.down.norm.g, %5260 : tensor<40xf32>
    %5262 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %5263 = stablehlo.multiply %5262, %3093 : tensor<40xf32>
    %5264 = stablehlo.subtract %stages.1.down.norm.b, %5263 : tensor<40xf32>
    %5265 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x40x80xf32>
    %5266 = stablehlo.multiply %5265, %5093 : tensor<2x2x40x80xf32>
    %5267 = stablehlo.subtract %stages.1.down.conv.w, %5266 : tensor<2x2x40x80xf32>
    %5268 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %5269 = stablehlo.multiply %5268, %3131 : tensor<80xf32>
    %5270 = stablehlo.subtract %stages.1.down.conv.b, %5269 : tensor<80xf32>
    %5271 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x80xf32>
    %5272 = stablehlo.multiply %5271, %5096 : tensor<7x7x1x80xf32>
    %5273 = stablehlo.subtract %stages.1.blocks.0.dwconv.w, %5272 : tensor<7x7x1x80xf32>
    %5274 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %5275 = stablehlo.multiply %5274, %3169 : tensor<80xf32>
    %5276 = stablehlo.subtract %stages.1.blocks.0.dwconv.b, %5275 : tensor<80xf32>
    %5277 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %5278 = stablehlo.multiply %5277, %3188 : tensor<80xf32>
    %5279 = stablehlo.subtract %stages.1.blocks.0.norm.g, %5278 : tensor<80xf32>
    %5280 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %5281 = stablehlo.multiply %5280, %3207 : tensor<80xf32>
    %5282 = stablehlo.subtract %stages.1.blocks.0.norm.b, %5281 : tensor<80xf32>
    %5283 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80x320xf32>
    %5284 = stablehlo.multiply %5283, %5099 : tensor<80x320xf32>
    %5285 = stablehlo.subtract %stages.1.blocks.0.fc1.w, %5284 : tensor<80x320xf32>
    %5286 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %5287 = stablehlo.multiply %5286, %3245 : tensor<320xf32>
    %5288 = stablehlo.subtract %stages.1.blocks.0.fc1.b, %5287 : tensor<320xf32>
    %5289 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320x80xf32>
    %5290 = stablehlo.multiply %5289, %5102 : tensor<320x80xf32>
    %5291 = stablehlo.subtract %stages.1.blocks.0.fc2.w, %5290 : tensor<320x80xf32>
    %5292 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %5293 = stablehlo.multiply %5292, %3283 : tensor<80xf32>
    %5294 = stablehlo.subtract %stages.1.blocks.0.fc2.b, %5293 : tensor<80xf32>
    %5295 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %5296 = stablehlo.multiply %5295, %3302 : tensor<80xf32>
    %5297 = stablehlo.subtract %stages.1.blocks.0.gamma, %5296 : tensor<80xf32>
    %5298 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x80xf32>
    %5299 = stablehlo.multiply %5298, %5105 : tensor<7x7x1x80xf32>
    %5300 = stablehlo.subtract %stages.1.blocks.1.dwconv.w, %5299 : tensor<7x7x1x80xf32>
    %5301 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %5302 = stablehlo.multiply %5301, %3340 : tensor<80xf32>
    %5303 = stablehlo.subtract %stages.1.blocks.1.dwconv.b, %5302 : tensor<80xf32>
    %5304 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %5305 = stablehlo.multiply %5304, %3359 : tensor<80xf32>
    %5306 = stablehlo.subtract %stages.1.blocks.1.norm.g, %5305 : tensor<80xf32>
    %5307 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %5308 = stablehlo.multiply %5307, %3378 : tensor<80xf32>
    %5309 = stablehlo.subtract %stages.1.blocks.1.norm.b, %5308 : tensor<80xf32>
    %5310 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80x320xf32>
    %5311 = stablehlo.multiply %5310, %5108 : tensor<80x320xf32>
    %5312 = stablehlo.subtract %stages.1.blocks.1.fc1.w, %5311 : tensor<80x320xf32>
    %5313 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %5314 = stablehlo.multiply %5313, %3416 : tensor<320xf32>
    %5315 = stablehlo.subtract %stages.1.blocks.1.fc1.b, %5314 : tensor<320xf32>
    %5316 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320x80xf32>
    %5317 = stablehlo.multiply %5316, %5111 : tensor<320x80xf32>
    %5318 = stablehlo.subtract %stages.1.blocks.1.fc2.w, %5317 : tensor<320x80xf32>
    %5319 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %5320 = stablehlo.multiply %5319, %3454 : tensor<80xf32>
    %5321 = stablehlo.subtract %stages.1.blocks.1.fc2.b, %5320 : tensor<80xf32>
    %5322 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %5323 = stablehlo.multiply %5322, %3473 : tensor<80xf32>
    %5324 = stablehlo.subtract %stages.1.blocks.1.gamma, %5323 : tensor<80xf32>
    %5325 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %5326 = stablehlo.multiply %5325, %3492 : tensor<80xf32>
    %5327 = stablehlo.subtract %stages.2.down.norm.g, %5326 : tensor<80xf32>
    %5328 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %5329 = stablehlo.multiply %5328, %3511 : tensor<80xf32>
    %5330 = stablehlo.subtract %stages.2.down.norm.b, %5329 : tensor<80xf32>
    %5331 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x80x160xf32>
    %5332 = stablehlo.multiply %5331, %5114 : tensor<2x2x80x160xf32>
    %5333 = stablehlo.subtract %stages.2.down.conv.w, %5332 : tensor<2x2x80x160xf32>
    %5334 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %5335 = stablehlo.multiply %5334, %3549 : tensor<160xf32>
    %5336 = stablehlo.subtract %stages.2.down.conv.b, %5335 : tensor<160xf32>
    %5337 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x160xf32>
    %5338 = stablehlo.multiply %5337, %5117 : tensor<7x7x1x160xf32>
    %5339 = stablehlo.subtract %stages.2.blocks.0.dwconv.w, %5338 : tensor<7x7x1x160xf32>
    %5340 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %5341 = stablehlo.multiply %5340, %3587 : tensor<160xf32>
    %5342 = stablehlo.subtract %stages.2.blocks.0.dwconv.b, %5341 : tensor<160xf32>
    %5343 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %5344 = stablehlo.multiply %5343, %3606 : tensor<160xf32>
    %5345 = stablehlo.subtract %stages.2.blocks.0.norm.g, %5344 : tensor<160xf32>
    %5346 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %5347 = stablehlo.multiply %5346, %3625 : tensor<160xf32>
    %5348 = stablehlo.subtract %stages.2.blocks.0.norm.b, %5347 : tensor<160xf32>
    %5349 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160x640xf32>
    %5350 = stablehlo.multiply %5349, %5120 : tensor<160x640xf32>
    %5351 = stablehlo.subtract %stages.2.blocks.0.fc1.w, %5350 : tensor<160x640xf32>
    %5352 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640xf32>
    %5353 = stablehlo.multiply %5352, %3663 : tensor<640xf32>
    %5354 = stablehlo.subtract %stages.2.blocks.0.fc1.b, %5353 : tensor<640xf32>
    %5355 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640x160xf32>
    %5356 = stablehlo.multiply %5355, %5123 : tensor<640x160xf32>
    %5357 = stablehlo.subtract %stages.2.blocks.0.fc2.w, %5356 : tensor<640x160xf32>
    %5358 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %5359 = stablehlo.multiply %5358, %3701 : tensor<160xf32>
    %5360 = stablehlo.subtract %stages.2.blocks.0.fc2.b, %5359 : tensor<160xf32>
    %5361 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %5362 = stablehlo.multiply %5361, %3720 : tensor<160xf32>
    %5363 = stablehlo.subtract %stages.2.blocks.0.gamma, %5362 : tensor<160xf32>
    %5364 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x160xf32>
    %5365 = stablehlo.multiply %5364, %5126 : tensor<7x7x1x160xf32>
    %5366 = stablehlo.subtract %stages.2.blocks.1.dwconv.w, %5365 : tensor<7x7x1x160xf32>
    %5367 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %5368 = stablehlo.multiply %5367, %3758 : tensor<160xf32>
    %5369 = stablehlo.subtract %stages.2.blocks.1.dwconv.b, %5368 : tensor<160xf32>
    %5370 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %5371 = stablehlo.multiply %5370, %3777 : tensor<160xf32>
    %5372 = stablehlo.subtract %stages.2.blocks.1.norm.g, %5371 : tensor<160xf32>
    %5373 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %5374 = stablehlo.multiply %5373, %3796 : tensor<160xf32>
    %5375 = stablehlo.subtract %stages.2.blocks.1.norm.b, %5374 : tensor<160xf32>
    %5376 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160x640xf32>
    %5377 = stablehlo.multiply %5376, %5129 : tensor<160x640xf32>
    %5378 = stablehlo.subtract %stages.2.blocks.1.fc1.w, %5377 : tensor<160x640xf32>
    %5379 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640xf32>
    %5380 = stablehlo.multiply %5379, %3834 : tensor<640xf32>
    %5381 = stablehlo.subtract %stages.2.blocks.1.fc1.b, %5380 : tensor<640xf32>
    %5382 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640x160xf32>
    %5383 = stablehlo.multiply %5382, %5132 : tensor<640x160xf32>
    %5384 = stablehlo.subtract %stages.2.blocks.1.fc2.w, %5383 : tensor<640x160xf32>
    %5385 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %5386 = stablehlo.multiply %5385, %3872 : tensor<160xf32>
    %5387 = stablehlo.subtract %stages.2.blocks.1.fc2.b, %5386 : tensor<160xf32>
    %5388 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %5389 = stablehlo.multiply %5388, %3891 : tensor<160xf32>
    %5390 = stablehlo.subtract %stages.2.blocks.1.gamma, %5389 : tensor<160xf32>
    %5391 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x160xf32>
    %5392 = stablehlo.multiply %5391, %5135 : tensor<7x7x1x160xf32>
    %5393 = stablehlo.subtract %stages.2.blocks.2.dwconv.w, %5392 : tensor<7x7x1x160xf32>
    %5394 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %5395 = stablehlo.multiply %5394, %3929 : tensor<160xf32>
    %5396 = stablehlo.subtract %stages.2.blocks.2.dwconv.b, %5395 : tensor<160xf32>
    %5397 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %5398 = stablehlo.multiply %5397, %3948 : tensor<160xf32>
    %5399 = stablehlo.subtract %stages.2.blocks.2.norm.g, %5398 : tensor<160xf32>
    %5400 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %5401 = stablehlo.multiply %5400, %3967 : tensor<160xf32>
    %5402 = stablehlo.subtract %stages.2.blocks.2.norm.b, %5401 : tensor<160xf32>
    %5403 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160x640xf32>
    %5404 = stablehlo.multiply %5403, %5138 : tensor<160x640xf32>
    %5405 = stablehlo.subtract %stages.2.blocks.2.fc1.w, %5404 : tensor<160x640xf32>
    %5406 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640xf32>
    %5407 = stablehlo.multiply %5406, %4005 : tensor<640xf32>
    %5408 = stablehlo.subtract %stages.2.blocks.2.fc1.b, %5407 : tensor<640xf32>
    %5409 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640x160xf32>
    %5410 = stablehlo.multiply %5409, %5141 : tensor<640x160xf32>
    %5411 = stablehlo.subtract %stages.2.blocks.2.fc2.w, %5410 : tensor<640x160xf32>
    %5412 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %5413 = stablehlo.multiply %5412, %4043 : tensor<160xf32>
    %5414 = stablehlo.subtract %stages.2.blocks.2.fc2.b, %5413 : tensor<160xf32>
    %5415 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %5416 = stablehlo.multiply %5415, %4062 : tensor<160xf32>
    %5417 = stablehlo.subtract %stages.2.blocks.2.gamma, %5416 : tensor<160xf32>
    %5418 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x160xf32>
    %5419 = stablehlo.multiply %5418, %5144 : tensor<7x7x1x160xf32>
    %5420 = stablehlo.subtract %stages.2.blocks.3.dwconv.w, %5419 : tensor<7x7x1x160xf32>
    %5421 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %5422 = stablehlo.multiply %5421, %4100 : tensor<160xf32>
    %5423 = stablehlo.subtract %stages.2.blocks.3.dwconv.b, %5422 : tensor<160xf32>
    %5424 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %5425 = stablehlo.multiply %5424, %4119 : tensor<160xf32>
    %5426 = stablehlo.subtract %stages.2.blocks.3.norm.g, %5425 : tensor<160xf32>
    %5427 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %5428 = stablehlo.multiply %5427, %4138 : tensor<160xf32>
    %5429 = stablehlo.subtract %stages.2.blocks.3.norm.b, %5428 : tensor<160xf32>
    %5430 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160x640xf32>
    %5431 = stablehlo.multiply %5430, %5147 : tensor<160x640xf32>
    %5432 = stablehlo.subtract %stages.2.blocks.3.fc1.w, %5431 : tensor<160x640xf32>
    %5433 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640xf32>
    %5434 = stablehlo.multiply %5433, %4176 : tensor<640xf32>
    %5435 = stablehlo.subtract %stages.2.blocks.3.fc1.b, %5434 : tensor<640xf32>
    %5436 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640x160xf32>
    %5437 = stablehlo.multiply %5436, %5150 : tensor<640x160xf32>
    %5438 = stablehlo.subtract %stages.2.blocks.3.fc2.w, %5437 : tensor<640x160xf32>
    %5439 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %5440 = stablehlo.multiply %5439, %4214 : tensor<160xf32>
    %5441 = stablehlo.subtract %stages.2.blocks.3.fc2.b, %5440 : tensor<160xf32>
    %5442 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %5443 = stablehlo.multiply %5442, %4233 : tensor<160xf32>
    %5444 = stablehlo.subtract %stages.2.blocks.3.gamma, %5443 : tensor<160xf32>
    %5445 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x160xf32>
    %5446 = stablehlo.multiply %5445, %5153 : tensor<7x7x1x160xf32>
    %5447 = stablehlo.subtract %stages.2.blocks.4.dwconv.w, %5446 : tensor<7x7x1x160xf32>
    %5448 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %5449 = stablehlo.multiply %5448, %4271 : tensor<160xf32>
    %5450 = stablehlo.subtract %stages.2.blocks.4.dwconv.b, %5449 : tensor<160xf32>
    %5451 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %5452 = stablehlo.multiply %5451, %4290 : tensor<160xf32>
    %5453 = stablehlo.subtract %stages.2.blocks.4.norm.g, %5452 : tensor<160xf32>
    %5454 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %5455 = stablehlo.multiply %5454, %4309 : tensor<160xf32>
    %5456 = stablehlo.subtract %stages.2.blocks.4.norm.b, %5455 : tensor<160xf32>
    %5457 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160x640xf32>
    %5458 = stablehlo.multiply %5457, %5156 : tensor<160x640xf32>
    %5459 = stablehlo.subtract %stages.2.blocks.4.fc1.w, %5458 : tensor<160x640xf32>
    %5460 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640xf32>
    %5461 = stablehlo.multiply %5460, %4347 : tensor<640xf32>
    %5462 = stablehlo.subtract %stages.2.blocks.4.fc1.b, %5461 : tensor<640xf32>
    %5463 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640x160xf32>
    %5464 = stablehlo.multiply %5463, %5159 : tensor<640x160xf32>
    %5465 = stablehlo.subtract %stages.2.blocks.4.fc2.w, %5464 : tensor<640x160xf32>
    %5466 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %5467 = stablehlo.multiply %5466, %4385 : tensor<160xf32>
    %5468 = stablehlo.subtract %stages.2.blocks.4.fc2.b, %5467 : tensor<160xf32>
    %5469 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %5470 = stablehlo.multiply %5469, %4404 : tensor<160xf32>
    %5471 = stablehlo.subtract %stages.2.blocks.4.gamma, %5470 : tensor<160xf32>
    %5472 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x160xf32>
    %5473 = stablehlo.multiply %5472, %5162 : tensor<7x7x1x160xf32>
    %5474 = stablehlo.subtract %stages.2.blocks.5.dwconv.w, %5473 : tensor<7x7x1x160xf32>
    %5475 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %5476 = stablehlo.multiply %5475, %4442 : tensor<160xf32>
    %5477 = stablehlo.subtract %stages.2.blocks.5.dwconv.b, %5476 : tensor<160xf32>
    %5478 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %5479 = stablehlo.multiply %5478, %4461 : tensor<160xf32>
    %5480 = stablehlo.subtract %stages.2.blocks.5.norm.g, %5479 : tensor<160xf32>
    %5481 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %5482 = stablehlo.multiply %5481, %4480 : tensor<160xf32>
    %5483 = stablehlo.subtract %stages.2.blocks.5.norm.b, %5482 : tensor<160xf32>
    %5484 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160x640xf32>
    %5485 = stablehlo.multiply %5484, %5165 : tensor<160x640xf32>
    %5486 = stablehlo.subtract %stages.2.blocks.5.fc1.w, %5485 : tensor<160x640xf32>
    %5487 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640xf32>
    %5488 = stablehlo.multiply %5487, %4518 : tensor<640xf32>
    %5489 = stablehlo.subtract %stages.2.blocks.5.fc1.b, %5488 : tensor<640xf32>
    %5490 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640x160xf32>
    %5491 = stablehlo.multiply %5490, %5168 : tensor<640x160xf32>
    %5492 = stablehlo.subtract %stages.2.blocks.5.fc2.w, %5491 : tensor<640x160xf32>
    %5493 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %5494 = stablehlo.multiply %5493, %4556 : tensor<160xf32>
    %5495 = stablehlo.subtract %stages.2.blocks.5.fc2.b, %5494 : tensor<160xf32>
    %5496 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %5497 = stablehlo.multiply %5496, %4575 : tensor<160xf32>
    %5498 = stablehlo.subtract %stages.2.blocks.5.gamma, %5497 : tensor<160xf32>
    %5499 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %5500 = stablehlo.multiply %5499, %4594 : tensor<160xf32>
    %5501 = stablehlo.subtract %stages.3.down.norm.g, %5500 : tensor<160xf32>
    %5502 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %5503 = stablehlo.multiply %5502, %4613 : tensor<160xf32>
    %5504 = stablehlo.subtract %stages.3.down.norm.b, %5503 : tensor<160xf32>
    %5505 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x160x320xf32>
    %5506 = stablehlo.multiply %5505, %5171 : tensor<2x2x160x320xf32>
    %5507 = stablehlo.subtract %stages.3.down.conv.w, %5506 : tensor<2x2x160x320xf32>
    %5508 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %5509 = stablehlo.multiply %5508, %4651 : tensor<320xf32>
    %5510 = stablehlo.subtract %stages.3.down.conv.b, %5509 : tensor<320xf32>
    %5511 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x320xf32>
    %5512 = stablehlo.multiply %5511, %5174 : tensor<7x7x1x320xf32>
    %5513 = stablehlo.subtract %stages.3.blocks.0.dwconv.w, %5512 : tensor<7x7x1x320xf32>
    %5514 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %5515 = stablehlo.multiply %5514, %4689 : tensor<320xf32>
    %5516 = stablehlo.subtract %stages.3.blocks.0.dwconv.b, %5515 : tensor<320xf32>
    %5517 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %5518 = stablehlo.multiply %5517, %4708 : tensor<320xf32>
    %5519 = stablehlo.subtract %stages.3.blocks.0.norm.g, %5518 : tensor<320xf32>
    %5520 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %5521 = stablehlo.multiply %5520, %4727 : tensor<320xf32>
    %5522 = stablehlo.subtract %stages.3.blocks.0.norm.b, %5521 : tensor<320xf32>
    %5523 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320x1280xf32>
    %5524 = stablehlo.multiply %5523, %5177 : tensor<320x1280xf32>
    %5525 = stablehlo.subtract %stages.3.blocks.0.fc1.w, %5524 : tensor<320x1280xf32>
    %5526 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1280xf32>
    %5527 = stablehlo.multiply %5526, %4765 : tensor<1280xf32>
    %5528 = stablehlo.subtract %stages.3.blocks.0.fc1.b, %5527 : tensor<1280xf32>
    %5529 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1280x320xf32>
    %5530 = stablehlo.multiply %5529, %5180 : tensor<1280x320xf32>
    %5531 = stablehlo.subtract %stages.3.blocks.0.fc2.w, %5530 : tensor<1280x320xf32>
    %5532 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %5533 = stablehlo.multiply %5532, %4803 : tensor<320xf32>
    %5534 = stablehlo.subtract %stages.3.blocks.0.fc2.b, %5533 : tensor<320xf32>
    %5535 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %5536 = stablehlo.multiply %5535, %4822 : tensor<320xf32>
    %5537 = stablehlo.subtract %stages.3.blocks.0.gamma, %5536 : tensor<320xf32>
    %5538 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x320xf32>
    %5539 = stablehlo.multiply %5538, %5183 : tensor<7x7x1x320xf32>
    %5540 = stablehlo.subtract %stages.3.blocks.1.dwconv.w, %5539 : tensor<7x7x1x320xf32>
    %5541 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %5542 = stablehlo.multiply %5541, %4860 : tensor<320xf32>
    %5543 = stablehlo.subtract %stages.3.blocks.1.dwconv.b, %5542 : tensor<320xf32>
    %5544 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %5545 = stablehlo.multiply %5544, %4879 : tensor<320xf32>
    %5546 = stablehlo.subtract %stages.3.blocks.1.norm.g, %5545 : tensor<320xf32>
    %5547 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %5548 = stablehlo.multiply %5547, %4898 : tensor<320xf32>
    %5549 = stablehlo.subtract %stages.3.blocks.1.norm.b, %5548 : tensor<320xf32>
    %5550 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320x1280xf32>
    %5551 = stablehlo.multiply %5550, %5186 : tensor<320x1280xf32>
    %5552 = stablehlo.subtract %stages.3.blocks.1.fc1.w, %5551 : tensor<320x1280xf32>
    %5553 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1280xf32>
    %5554 = stablehlo.multiply %5553, %4936 : tensor<1280xf32>
    %5555 = stablehlo.subtract %stages.3.blocks.1.fc1.b, %5554 : tensor<1280xf32>
    %5556 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1280x320xf32>
    %5557 = stablehlo.multiply %5556, %5189 : tensor<1280x320xf32>
    %5558 = stablehlo.subtract %stages.3.blocks.1.fc2.w, %5557 : tensor<1280x320xf32>
    %5559 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %5560 = stablehlo.multiply %5559, %4974 : tensor<320xf32>
    %5561 = stablehlo.subtract %stages.3.blocks.1.fc2.b, %5560 : tensor<320xf32>
    %5562 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %5563 = stablehlo.multiply %5562, %4993 : tensor<320xf32>
    %5564 = stablehlo.subtract %stages.3.blocks.1.gamma, %5563 : tensor<320xf32>
    %5565 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %5566 = stablehlo.multiply %5565, %5012 : tensor<320xf32>
    %5567 = stablehlo.subtract %head.norm.g, %5566 : tensor<320xf32>
    %5568 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %5569 = stablehlo.multiply %5568, %5031 : tensor<320xf32>
    %5570 = stablehlo.subtract %head.norm.b, %5569 : tensor<320xf32>
    %5571 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320x10xf32>
    %5572 = stablehlo.multiply %5571, %5192 : tensor<320x10xf32>
    %5573 = stablehlo.subtract %head.fc.w, %5572 : tensor<320x10xf32>
    %5574 = "stablehlo.broadcast_in_dim"(%lr) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<10xf32>
    %5575 = stablehlo.multiply %5574, %5069 : tensor<10xf32>
    %5576 = stablehlo.subtract %head.fc.b, %5575 : tensor<10xf32>
    %5577 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4x4x3x40xf32>
    %5578 = stablehlo.constant dense<1.0> : tensor<4x4x3x40xf32>
    %5579 = stablehlo.subtract %5578, %5577 : tensor<4x4x3x40xf32>
    %5580 = stablehlo.multiply %5577, %ema.stem.conv.w : tensor<4x4x3x40xf32>
    %5581 = stablehlo.multiply %5579, %5195 : tensor<4x4x3x40xf32>
    %5582 = stablehlo.add %5580, %5581 : tensor<4x4x3x40xf32>
    %5583 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %5584 = stablehlo.constant dense<1.0> : tensor<40xf32>
    %5585 = stablehlo.subtract %5584, %5583 : tensor<40xf32>
    %5586 = stablehlo.multiply %5583, %ema.stem.conv.b : tensor<40xf32>
    %5587 = stablehlo.multiply %5585, %5198 : tensor<40xf32>
    %5588 = stablehlo.add %5586, %5587 : tensor<40xf32>
    %5589 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %5590 = stablehlo.constant dense<1.0> : tensor<40xf32>
    %5591 = stablehlo.subtract %5590, %5589 : tensor<40xf32>
    %5592 = stablehlo.multiply %5589, %ema.stem.norm.g : tensor<40xf32>
    %5593 = stablehlo.multiply %5591, %5201 : tensor<40xf32>
    %5594 = stablehlo.add %5592, %5593 : tensor<40xf32>
    %5595 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %5596 = stablehlo.constant dense<1.0> : tensor<40xf32>
    %5597 = stablehlo.subtract %5596, %5595 : tensor<40xf32>
    %5598 = stablehlo.multiply %5595, %ema.stem.norm.b : tensor<40xf32>
    %5599 = stablehlo.multiply %5597, %5204 : tensor<40xf32>
    %5600 = stablehlo.add %5598, %5599 : tensor<40xf32>
    %5601 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x40xf32>
    %5602 = stablehlo.constant dense<1.0> : tensor<7x7x1x40xf32>
    %5603 = stablehlo.subtract %5602, %5601 : tensor<7x7x1x40xf32>
    %5604 = stablehlo.multiply %5601, %ema.stages.0.blocks.0.dwconv.w : tensor<7x7x1x40xf32>
    %5605 = stablehlo.multiply %5603, %5207 : tensor<7x7x1x40xf32>
    %5606 = stablehlo.add %5604, %5605 : tensor<7x7x1x40xf32>
    %5607 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %5608 = stablehlo.constant dense<1.0> : tensor<40xf32>
    %5609 = stablehlo.subtract %5608, %5607 : tensor<40xf32>
    %5610 = stablehlo.multiply %5607, %ema.stages.0.blocks.0.dwconv.b : tensor<40xf32>
    %5611 = stablehlo.multiply %5609, %5210 : tensor<40xf32>
    %5612 = stablehlo.add %5610, %5611 : tensor<40xf32>
    %5613 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %5614 = stablehlo.constant dense<1.0> : tensor<40xf32>
    %5615 = stablehlo.subtract %5614, %5613 : tensor<40xf32>
    %5616 = stablehlo.multiply %5613, %ema.stages.0.blocks.0.norm.g : tensor<40xf32>
    %5617 = stablehlo.multiply %5615, %5213 : tensor<40xf32>
    %5618 = stablehlo.add %5616, %5617 : tensor<40xf32>
    %5619 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %5620 = stablehlo.constant dense<1.0> : tensor<40xf32>
    %5621 = stablehlo.subtract %5620, %5619 : tensor<40xf32>
    %5622 = stablehlo.multiply %5619, %ema.stages.0.blocks.0.norm.b : tensor<40xf32>
    %5623 = stablehlo.multiply %5621, %5216 : tensor<40xf32>
    %5624 = stablehlo.add %5622, %5623 : tensor<40xf32>
    %5625 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40x160xf32>
    %5626 = stablehlo.constant dense<1.0> : tensor<40x160xf32>
    %5627 = stablehlo.subtract %5626, %5625 : tensor<40x160xf32>
    %5628 = stablehlo.multiply %5625, %ema.stages.0.blocks.0.fc1.w : tensor<40x160xf32>
    %5629 = stablehlo.multiply %5627, %5219 : tensor<40x160xf32>
    %5630 = stablehlo.add %5628, %5629 : tensor<40x160xf32>
    %5631 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %5632 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %5633 = stablehlo.subtract %5632, %5631 : tensor<160xf32>
    %5634 = stablehlo.multiply %5631, %ema.stages.0.blocks.0.fc1.b : tensor<160xf32>
    %5635 = stablehlo.multiply %5633, %5222 : tensor<160xf32>
    %5636 = stablehlo.add %5634, %5635 : tensor<160xf32>
    %5637 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160x40xf32>
    %5638 = stablehlo.constant dense<1.0> : tensor<160x40xf32>
    %5639 = stablehlo.subtract %5638, %5637 : tensor<160x40xf32>
    %5640 = stablehlo.multiply %5637, %ema.stages.0.blocks.0.fc2.w : tensor<160x40xf32>
    %5641 = stablehlo.multiply %5639, %5225 : tensor<160x40xf32>
    %5642 = stablehlo.add %5640, %5641 : tensor<160x40xf32>
    %5643 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %5644 = stablehlo.constant dense<1.0> : tensor<40xf32>
    %5645 = stablehlo.subtract %5644, %5643 : tensor<40xf32>
    %5646 = stablehlo.multiply %5643, %ema.stages.0.blocks.0.fc2.b : tensor<40xf32>
    %5647 = stablehlo.multiply %5645, %5228 : tensor<40xf32>
    %5648 = stablehlo.add %5646, %5647 : tensor<40xf32>
    %5649 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %5650 = stablehlo.constant dense<1.0> : tensor<40xf32>
    %5651 = stablehlo.subtract %5650, %5649 : tensor<40xf32>
    %5652 = stablehlo.multiply %5649, %ema.stages.0.blocks.0.gamma : tensor<40xf32>
    %5653 = stablehlo.multiply %5651, %5231 : tensor<40xf32>
    %5654 = stablehlo.add %5652, %5653 : tensor<40xf32>
    %5655 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x40xf32>
    %5656 = stablehlo.constant dense<1.0> : tensor<7x7x1x40xf32>
    %5657 = stablehlo.subtract %5656, %5655 : tensor<7x7x1x40xf32>
    %5658 = stablehlo.multiply %5655, %ema.stages.0.blocks.1.dwconv.w : tensor<7x7x1x40xf32>
    %5659 = stablehlo.multiply %5657, %5234 : tensor<7x7x1x40xf32>
    %5660 = stablehlo.add %5658, %5659 : tensor<7x7x1x40xf32>
    %5661 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %5662 = stablehlo.constant dense<1.0> : tensor<40xf32>
    %5663 = stablehlo.subtract %5662, %5661 : tensor<40xf32>
    %5664 = stablehlo.multiply %5661, %ema.stages.0.blocks.1.dwconv.b : tensor<40xf32>
    %5665 = stablehlo.multiply %5663, %5237 : tensor<40xf32>
    %5666 = stablehlo.add %5664, %5665 : tensor<40xf32>
    %5667 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %5668 = stablehlo.constant dense<1.0> : tensor<40xf32>
    %5669 = stablehlo.subtract %5668, %5667 : tensor<40xf32>
    %5670 = stablehlo.multiply %5667, %ema.stages.0.blocks.1.norm.g : tensor<40xf32>
    %5671 = stablehlo.multiply %5669, %5240 : tensor<40xf32>
    %5672 = stablehlo.add %5670, %5671 : tensor<40xf32>
    %5673 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %5674 = stablehlo.constant dense<1.0> : tensor<40xf32>
    %5675 = stablehlo.subtract %5674, %5673 : tensor<40xf32>
    %5676 = stablehlo.multiply %5673, %ema.stages.0.blocks.1.norm.b : tensor<40xf32>
    %5677 = stablehlo.multiply %5675, %5243 : tensor<40xf32>
    %5678 = stablehlo.add %5676, %5677 : tensor<40xf32>
    %5679 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40x160xf32>
    %5680 = stablehlo.constant dense<1.0> : tensor<40x160xf32>
    %5681 = stablehlo.subtract %5680, %5679 : tensor<40x160xf32>
    %5682 = stablehlo.multiply %5679, %ema.stages.0.blocks.1.fc1.w : tensor<40x160xf32>
    %5683 = stablehlo.multiply %5681, %5246 : tensor<40x160xf32>
    %5684 = stablehlo.add %5682, %5683 : tensor<40x160xf32>
    %5685 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %5686 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %5687 = stablehlo.subtract %5686, %5685 : tensor<160xf32>
    %5688 = stablehlo.multiply %5685, %ema.stages.0.blocks.1.fc1.b : tensor<160xf32>
    %5689 = stablehlo.multiply %5687, %5249 : tensor<160xf32>
    %5690 = stablehlo.add %5688, %5689 : tensor<160xf32>
    %5691 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160x40xf32>
    %5692 = stablehlo.constant dense<1.0> : tensor<160x40xf32>
    %5693 = stablehlo.subtract %5692, %5691 : tensor<160x40xf32>
    %5694 = stablehlo.multiply %5691, %ema.stages.0.blocks.1.fc2.w : tensor<160x40xf32>
    %5695 = stablehlo.multiply %5693, %5252 : tensor<160x40xf32>
    %5696 = stablehlo.add %5694, %5695 : tensor<160x40xf32>
    %5697 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %5698 = stablehlo.constant dense<1.0> : tensor<40xf32>
    %5699 = stablehlo.subtract %5698, %5697 : tensor<40xf32>
    %5700 = stablehlo.multiply %5697, %ema.stages.0.blocks.1.fc2.b : tensor<40xf32>
    %5701 = stablehlo.multiply %5699, %5255 : tensor<40xf32>
    %5702 = stablehlo.add %5700, %5701 : tensor<40xf32>
    %5703 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %5704 = stablehlo.constant dense<1.0> : tensor<40xf32>
    %5705 = stablehlo.subtract %5704, %5703 : tensor<40xf32>
    %5706 = stablehlo.multiply %5703, %ema.stages.0.blocks.1.gamma : tensor<40xf32>
    %5707 = stablehlo.multiply %5705, %5258 : tensor<40xf32>
    %5708 = stablehlo.add %5706, %5707 : tensor<40xf32>
    %5709 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %5710 = stablehlo.constant dense<1.0> : tensor<40xf32>
    %5711 = stablehlo.subtract %5710, %5709 : tensor<40xf32>
    %5712 = stablehlo.multiply %5709, %ema.stages.1.down.norm.g : tensor<40xf32>
    %5713 = stablehlo.multiply %5711, %5261 : tensor<40xf32>
    %5714 = stablehlo.add %5712, %5713 : tensor<40xf32>
    %5715 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<40xf32>
    %5716 = stablehlo.constant dense<1.0> : tensor<40xf32>
    %5717 = stablehlo.subtract %5716, %5715 : tensor<40xf32>
    %5718 = stablehlo.multiply %5715, %ema.stages.1.down.norm.b : tensor<40xf32>
    %5719 = stablehlo.multiply %5717, %5264 : tensor<40xf32>
    %5720 = stablehlo.add %5718, %5719 : tensor<40xf32>
    %5721 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x40x80xf32>
    %5722 = stablehlo.constant dense<1.0> : tensor<2x2x40x80xf32>
    %5723 = stablehlo.subtract %5722, %5721 : tensor<2x2x40x80xf32>
    %5724 = stablehlo.multiply %5721, %ema.stages.1.down.conv.w : tensor<2x2x40x80xf32>
    %5725 = stablehlo.multiply %5723, %5267 : tensor<2x2x40x80xf32>
    %5726 = stablehlo.add %5724, %5725 : tensor<2x2x40x80xf32>
    %5727 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %5728 = stablehlo.constant dense<1.0> : tensor<80xf32>
    %5729 = stablehlo.subtract %5728, %5727 : tensor<80xf32>
    %5730 = stablehlo.multiply %5727, %ema.stages.1.down.conv.b : tensor<80xf32>
    %5731 = stablehlo.multiply %5729, %5270 : tensor<80xf32>
    %5732 = stablehlo.add %5730, %5731 : tensor<80xf32>
    %5733 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x80xf32>
    %5734 = stablehlo.constant dense<1.0> : tensor<7x7x1x80xf32>
    %5735 = stablehlo.subtract %5734, %5733 : tensor<7x7x1x80xf32>
    %5736 = stablehlo.multiply %5733, %ema.stages.1.blocks.0.dwconv.w : tensor<7x7x1x80xf32>
    %5737 = stablehlo.multiply %5735, %5273 : tensor<7x7x1x80xf32>
    %5738 = stablehlo.add %5736, %5737 : tensor<7x7x1x80xf32>
    %5739 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %5740 = stablehlo.constant dense<1.0> : tensor<80xf32>
    %5741 = stablehlo.subtract %5740, %5739 : tensor<80xf32>
    %5742 = stablehlo.multiply %5739, %ema.stages.1.blocks.0.dwconv.b : tensor<80xf32>
    %5743 = stablehlo.multiply %5741, %5276 : tensor<80xf32>
    %5744 = stablehlo.add %5742, %5743 : tensor<80xf32>
    %5745 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %5746 = stablehlo.constant dense<1.0> : tensor<80xf32>
    %5747 = stablehlo.subtract %5746, %5745 : tensor<80xf32>
    %5748 = stablehlo.multiply %5745, %ema.stages.1.blocks.0.norm.g : tensor<80xf32>
    %5749 = stablehlo.multiply %5747, %5279 : tensor<80xf32>
    %5750 = stablehlo.add %5748, %5749 : tensor<80xf32>
    %5751 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %5752 = stablehlo.constant dense<1.0> : tensor<80xf32>
    %5753 = stablehlo.subtract %5752, %5751 : tensor<80xf32>
    %5754 = stablehlo.multiply %5751, %ema.stages.1.blocks.0.norm.b : tensor<80xf32>
    %5755 = stablehlo.multiply %5753, %5282 : tensor<80xf32>
    %5756 = stablehlo.add %5754, %5755 : tensor<80xf32>
    %5757 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80x320xf32>
    %5758 = stablehlo.constant dense<1.0> : tensor<80x320xf32>
    %5759 = stablehlo.subtract %5758, %5757 : tensor<80x320xf32>
    %5760 = stablehlo.multiply %5757, %ema.stages.1.blocks.0.fc1.w : tensor<80x320xf32>
    %5761 = stablehlo.multiply %5759, %5285 : tensor<80x320xf32>
    %5762 = stablehlo.add %5760, %5761 : tensor<80x320xf32>
    %5763 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %5764 = stablehlo.constant dense<1.0> : tensor<320xf32>
    %5765 = stablehlo.subtract %5764, %5763 : tensor<320xf32>
    %5766 = stablehlo.multiply %5763, %ema.stages.1.blocks.0.fc1.b : tensor<320xf32>
    %5767 = stablehlo.multiply %5765, %5288 : tensor<320xf32>
    %5768 = stablehlo.add %5766, %5767 : tensor<320xf32>
    %5769 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320x80xf32>
    %5770 = stablehlo.constant dense<1.0> : tensor<320x80xf32>
    %5771 = stablehlo.subtract %5770, %5769 : tensor<320x80xf32>
    %5772 = stablehlo.multiply %5769, %ema.stages.1.blocks.0.fc2.w : tensor<320x80xf32>
    %5773 = stablehlo.multiply %5771, %5291 : tensor<320x80xf32>
    %5774 = stablehlo.add %5772, %5773 : tensor<320x80xf32>
    %5775 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %5776 = stablehlo.constant dense<1.0> : tensor<80xf32>
    %5777 = stablehlo.subtract %5776, %5775 : tensor<80xf32>
    %5778 = stablehlo.multiply %5775, %ema.stages.1.blocks.0.fc2.b : tensor<80xf32>
    %5779 = stablehlo.multiply %5777, %5294 : tensor<80xf32>
    %5780 = stablehlo.add %5778, %5779 : tensor<80xf32>
    %5781 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %5782 = stablehlo.constant dense<1.0> : tensor<80xf32>
    %5783 = stablehlo.subtract %5782, %5781 : tensor<80xf32>
    %5784 = stablehlo.multiply %5781, %ema.stages.1.blocks.0.gamma : tensor<80xf32>
    %5785 = stablehlo.multiply %5783, %5297 : tensor<80xf32>
    %5786 = stablehlo.add %5784, %5785 : tensor<80xf32>
    %5787 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x80xf32>
    %5788 = stablehlo.constant dense<1.0> : tensor<7x7x1x80xf32>
    %5789 = stablehlo.subtract %5788, %5787 : tensor<7x7x1x80xf32>
    %5790 = stablehlo.multiply %5787, %ema.stages.1.blocks.1.dwconv.w : tensor<7x7x1x80xf32>
    %5791 = stablehlo.multiply %5789, %5300 : tensor<7x7x1x80xf32>
    %5792 = stablehlo.add %5790, %5791 : tensor<7x7x1x80xf32>
    %5793 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %5794 = stablehlo.constant dense<1.0> : tensor<80xf32>
    %5795 = stablehlo.subtract %5794, %5793 : tensor<80xf32>
    %5796 = stablehlo.multiply %5793, %ema.stages.1.blocks.1.dwconv.b : tensor<80xf32>
    %5797 = stablehlo.multiply %5795, %5303 : tensor<80xf32>
    %5798 = stablehlo.add %5796, %5797 : tensor<80xf32>
    %5799 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %5800 = stablehlo.constant dense<1.0> : tensor<80xf32>
    %5801 = stablehlo.subtract %5800, %5799 : tensor<80xf32>
    %5802 = stablehlo.multiply %5799, %ema.stages.1.blocks.1.norm.g : tensor<80xf32>
    %5803 = stablehlo.multiply %5801, %5306 : tensor<80xf32>
    %5804 = stablehlo.add %5802, %5803 : tensor<80xf32>
    %5805 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %5806 = stablehlo.constant dense<1.0> : tensor<80xf32>
    %5807 = stablehlo.subtract %5806, %5805 : tensor<80xf32>
    %5808 = stablehlo.multiply %5805, %ema.stages.1.blocks.1.norm.b : tensor<80xf32>
    %5809 = stablehlo.multiply %5807, %5309 : tensor<80xf32>
    %5810 = stablehlo.add %5808, %5809 : tensor<80xf32>
    %5811 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80x320xf32>
    %5812 = stablehlo.constant dense<1.0> : tensor<80x320xf32>
    %5813 = stablehlo.subtract %5812, %5811 : tensor<80x320xf32>
    %5814 = stablehlo.multiply %5811, %ema.stages.1.blocks.1.fc1.w : tensor<80x320xf32>
    %5815 = stablehlo.multiply %5813, %5312 : tensor<80x320xf32>
    %5816 = stablehlo.add %5814, %5815 : tensor<80x320xf32>
    %5817 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %5818 = stablehlo.constant dense<1.0> : tensor<320xf32>
    %5819 = stablehlo.subtract %5818, %5817 : tensor<320xf32>
    %5820 = stablehlo.multiply %5817, %ema.stages.1.blocks.1.fc1.b : tensor<320xf32>
    %5821 = stablehlo.multiply %5819, %5315 : tensor<320xf32>
    %5822 = stablehlo.add %5820, %5821 : tensor<320xf32>
    %5823 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320x80xf32>
    %5824 = stablehlo.constant dense<1.0> : tensor<320x80xf32>
    %5825 = stablehlo.subtract %5824, %5823 : tensor<320x80xf32>
    %5826 = stablehlo.multiply %5823, %ema.stages.1.blocks.1.fc2.w : tensor<320x80xf32>
    %5827 = stablehlo.multiply %5825, %5318 : tensor<320x80xf32>
    %5828 = stablehlo.add %5826, %5827 : tensor<320x80xf32>
    %5829 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %5830 = stablehlo.constant dense<1.0> : tensor<80xf32>
    %5831 = stablehlo.subtract %5830, %5829 : tensor<80xf32>
    %5832 = stablehlo.multiply %5829, %ema.stages.1.blocks.1.fc2.b : tensor<80xf32>
    %5833 = stablehlo.multiply %5831, %5321 : tensor<80xf32>
    %5834 = stablehlo.add %5832, %5833 : tensor<80xf32>
    %5835 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %5836 = stablehlo.constant dense<1.0> : tensor<80xf32>
    %5837 = stablehlo.subtract %5836, %5835 : tensor<80xf32>
    %5838 = stablehlo.multiply %5835, %ema.stages.1.blocks.1.gamma : tensor<80xf32>
    %5839 = stablehlo.multiply %5837, %5324 : tensor<80xf32>
    %5840 = stablehlo.add %5838, %5839 : tensor<80xf32>
    %5841 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %5842 = stablehlo.constant dense<1.0> : tensor<80xf32>
    %5843 = stablehlo.subtract %5842, %5841 : tensor<80xf32>
    %5844 = stablehlo.multiply %5841, %ema.stages.2.down.norm.g : tensor<80xf32>
    %5845 = stablehlo.multiply %5843, %5327 : tensor<80xf32>
    %5846 = stablehlo.add %5844, %5845 : tensor<80xf32>
    %5847 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<80xf32>
    %5848 = stablehlo.constant dense<1.0> : tensor<80xf32>
    %5849 = stablehlo.subtract %5848, %5847 : tensor<80xf32>
    %5850 = stablehlo.multiply %5847, %ema.stages.2.down.norm.b : tensor<80xf32>
    %5851 = stablehlo.multiply %5849, %5330 : tensor<80xf32>
    %5852 = stablehlo.add %5850, %5851 : tensor<80xf32>
    %5853 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x80x160xf32>
    %5854 = stablehlo.constant dense<1.0> : tensor<2x2x80x160xf32>
    %5855 = stablehlo.subtract %5854, %5853 : tensor<2x2x80x160xf32>
    %5856 = stablehlo.multiply %5853, %ema.stages.2.down.conv.w : tensor<2x2x80x160xf32>
    %5857 = stablehlo.multiply %5855, %5333 : tensor<2x2x80x160xf32>
    %5858 = stablehlo.add %5856, %5857 : tensor<2x2x80x160xf32>
    %5859 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %5860 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %5861 = stablehlo.subtract %5860, %5859 : tensor<160xf32>
    %5862 = stablehlo.multiply %5859, %ema.stages.2.down.conv.b : tensor<160xf32>
    %5863 = stablehlo.multiply %5861, %5336 : tensor<160xf32>
    %5864 = stablehlo.add %5862, %5863 : tensor<160xf32>
    %5865 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x160xf32>
    %5866 = stablehlo.constant dense<1.0> : tensor<7x7x1x160xf32>
    %5867 = stablehlo.subtract %5866, %5865 : tensor<7x7x1x160xf32>
    %5868 = stablehlo.multiply %5865, %ema.stages.2.blocks.0.dwconv.w : tensor<7x7x1x160xf32>
    %5869 = stablehlo.multiply %5867, %5339 : tensor<7x7x1x160xf32>
    %5870 = stablehlo.add %5868, %5869 : tensor<7x7x1x160xf32>
    %5871 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %5872 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %5873 = stablehlo.subtract %5872, %5871 : tensor<160xf32>
    %5874 = stablehlo.multiply %5871, %ema.stages.2.blocks.0.dwconv.b : tensor<160xf32>
    %5875 = stablehlo.multiply %5873, %5342 : tensor<160xf32>
    %5876 = stablehlo.add %5874, %5875 : tensor<160xf32>
    %5877 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %5878 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %5879 = stablehlo.subtract %5878, %5877 : tensor<160xf32>
    %5880 = stablehlo.multiply %5877, %ema.stages.2.blocks.0.norm.g : tensor<160xf32>
    %5881 = stablehlo.multiply %5879, %5345 : tensor<160xf32>
    %5882 = stablehlo.add %5880, %5881 : tensor<160xf32>
    %5883 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %5884 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %5885 = stablehlo.subtract %5884, %5883 : tensor<160xf32>
    %5886 = stablehlo.multiply %5883, %ema.stages.2.blocks.0.norm.b : tensor<160xf32>
    %5887 = stablehlo.multiply %5885, %5348 : tensor<160xf32>
    %5888 = stablehlo.add %5886, %5887 : tensor<160xf32>
    %5889 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160x640xf32>
    %5890 = stablehlo.constant dense<1.0> : tensor<160x640xf32>
    %5891 = stablehlo.subtract %5890, %5889 : tensor<160x640xf32>
    %5892 = stablehlo.multiply %5889, %ema.stages.2.blocks.0.fc1.w : tensor<160x640xf32>
    %5893 = stablehlo.multiply %5891, %5351 : tensor<160x640xf32>
    %5894 = stablehlo.add %5892, %5893 : tensor<160x640xf32>
    %5895 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640xf32>
    %5896 = stablehlo.constant dense<1.0> : tensor<640xf32>
    %5897 = stablehlo.subtract %5896, %5895 : tensor<640xf32>
    %5898 = stablehlo.multiply %5895, %ema.stages.2.blocks.0.fc1.b : tensor<640xf32>
    %5899 = stablehlo.multiply %5897, %5354 : tensor<640xf32>
    %5900 = stablehlo.add %5898, %5899 : tensor<640xf32>
    %5901 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640x160xf32>
    %5902 = stablehlo.constant dense<1.0> : tensor<640x160xf32>
    %5903 = stablehlo.subtract %5902, %5901 : tensor<640x160xf32>
    %5904 = stablehlo.multiply %5901, %ema.stages.2.blocks.0.fc2.w : tensor<640x160xf32>
    %5905 = stablehlo.multiply %5903, %5357 : tensor<640x160xf32>
    %5906 = stablehlo.add %5904, %5905 : tensor<640x160xf32>
    %5907 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %5908 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %5909 = stablehlo.subtract %5908, %5907 : tensor<160xf32>
    %5910 = stablehlo.multiply %5907, %ema.stages.2.blocks.0.fc2.b : tensor<160xf32>
    %5911 = stablehlo.multiply %5909, %5360 : tensor<160xf32>
    %5912 = stablehlo.add %5910, %5911 : tensor<160xf32>
    %5913 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %5914 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %5915 = stablehlo.subtract %5914, %5913 : tensor<160xf32>
    %5916 = stablehlo.multiply %5913, %ema.stages.2.blocks.0.gamma : tensor<160xf32>
    %5917 = stablehlo.multiply %5915, %5363 : tensor<160xf32>
    %5918 = stablehlo.add %5916, %5917 : tensor<160xf32>
    %5919 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x160xf32>
    %5920 = stablehlo.constant dense<1.0> : tensor<7x7x1x160xf32>
    %5921 = stablehlo.subtract %5920, %5919 : tensor<7x7x1x160xf32>
    %5922 = stablehlo.multiply %5919, %ema.stages.2.blocks.1.dwconv.w : tensor<7x7x1x160xf32>
    %5923 = stablehlo.multiply %5921, %5366 : tensor<7x7x1x160xf32>
    %5924 = stablehlo.add %5922, %5923 : tensor<7x7x1x160xf32>
    %5925 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %5926 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %5927 = stablehlo.subtract %5926, %5925 : tensor<160xf32>
    %5928 = stablehlo.multiply %5925, %ema.stages.2.blocks.1.dwconv.b : tensor<160xf32>
    %5929 = stablehlo.multiply %5927, %5369 : tensor<160xf32>
    %5930 = stablehlo.add %5928, %5929 : tensor<160xf32>
    %5931 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %5932 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %5933 = stablehlo.subtract %5932, %5931 : tensor<160xf32>
    %5934 = stablehlo.multiply %5931, %ema.stages.2.blocks.1.norm.g : tensor<160xf32>
    %5935 = stablehlo.multiply %5933, %5372 : tensor<160xf32>
    %5936 = stablehlo.add %5934, %5935 : tensor<160xf32>
    %5937 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %5938 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %5939 = stablehlo.subtract %5938, %5937 : tensor<160xf32>
    %5940 = stablehlo.multiply %5937, %ema.stages.2.blocks.1.norm.b : tensor<160xf32>
    %5941 = stablehlo.multiply %5939, %5375 : tensor<160xf32>
    %5942 = stablehlo.add %5940, %5941 : tensor<160xf32>
    %5943 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160x640xf32>
    %5944 = stablehlo.constant dense<1.0> : tensor<160x640xf32>
    %5945 = stablehlo.subtract %5944, %5943 : tensor<160x640xf32>
    %5946 = stablehlo.multiply %5943, %ema.stages.2.blocks.1.fc1.w : tensor<160x640xf32>
    %5947 = stablehlo.multiply %5945, %5378 : tensor<160x640xf32>
    %5948 = stablehlo.add %5946, %5947 : tensor<160x640xf32>
    %5949 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640xf32>
    %5950 = stablehlo.constant dense<1.0> : tensor<640xf32>
    %5951 = stablehlo.subtract %5950, %5949 : tensor<640xf32>
    %5952 = stablehlo.multiply %5949, %ema.stages.2.blocks.1.fc1.b : tensor<640xf32>
    %5953 = stablehlo.multiply %5951, %5381 : tensor<640xf32>
    %5954 = stablehlo.add %5952, %5953 : tensor<640xf32>
    %5955 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640x160xf32>
    %5956 = stablehlo.constant dense<1.0> : tensor<640x160xf32>
    %5957 = stablehlo.subtract %5956, %5955 : tensor<640x160xf32>
    %5958 = stablehlo.multiply %5955, %ema.stages.2.blocks.1.fc2.w : tensor<640x160xf32>
    %5959 = stablehlo.multiply %5957, %5384 : tensor<640x160xf32>
    %5960 = stablehlo.add %5958, %5959 : tensor<640x160xf32>
    %5961 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %5962 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %5963 = stablehlo.subtract %5962, %5961 : tensor<160xf32>
    %5964 = stablehlo.multiply %5961, %ema.stages.2.blocks.1.fc2.b : tensor<160xf32>
    %5965 = stablehlo.multiply %5963, %5387 : tensor<160xf32>
    %5966 = stablehlo.add %5964, %5965 : tensor<160xf32>
    %5967 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %5968 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %5969 = stablehlo.subtract %5968, %5967 : tensor<160xf32>
    %5970 = stablehlo.multiply %5967, %ema.stages.2.blocks.1.gamma : tensor<160xf32>
    %5971 = stablehlo.multiply %5969, %5390 : tensor<160xf32>
    %5972 = stablehlo.add %5970, %5971 : tensor<160xf32>
    %5973 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x160xf32>
    %5974 = stablehlo.constant dense<1.0> : tensor<7x7x1x160xf32>
    %5975 = stablehlo.subtract %5974, %5973 : tensor<7x7x1x160xf32>
    %5976 = stablehlo.multiply %5973, %ema.stages.2.blocks.2.dwconv.w : tensor<7x7x1x160xf32>
    %5977 = stablehlo.multiply %5975, %5393 : tensor<7x7x1x160xf32>
    %5978 = stablehlo.add %5976, %5977 : tensor<7x7x1x160xf32>
    %5979 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %5980 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %5981 = stablehlo.subtract %5980, %5979 : tensor<160xf32>
    %5982 = stablehlo.multiply %5979, %ema.stages.2.blocks.2.dwconv.b : tensor<160xf32>
    %5983 = stablehlo.multiply %5981, %5396 : tensor<160xf32>
    %5984 = stablehlo.add %5982, %5983 : tensor<160xf32>
    %5985 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %5986 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %5987 = stablehlo.subtract %5986, %5985 : tensor<160xf32>
    %5988 = stablehlo.multiply %5985, %ema.stages.2.blocks.2.norm.g : tensor<160xf32>
    %5989 = stablehlo.multiply %5987, %5399 : tensor<160xf32>
    %5990 = stablehlo.add %5988, %5989 : tensor<160xf32>
    %5991 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %5992 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %5993 = stablehlo.subtract %5992, %5991 : tensor<160xf32>
    %5994 = stablehlo.multiply %5991, %ema.stages.2.blocks.2.norm.b : tensor<160xf32>
    %5995 = stablehlo.multiply %5993, %5402 : tensor<160xf32>
    %5996 = stablehlo.add %5994, %5995 : tensor<160xf32>
    %5997 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160x640xf32>
    %5998 = stablehlo.constant dense<1.0> : tensor<160x640xf32>
    %5999 = stablehlo.subtract %5998, %5997 : tensor<160x640xf32>
    %6000 = stablehlo.multiply %5997, %ema.stages.2.blocks.2.fc1.w : tensor<160x640xf32>
    %6001 = stablehlo.multiply %5999, %5405 : tensor<160x640xf32>
    %6002 = stablehlo.add %6000, %6001 : tensor<160x640xf32>
    %6003 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640xf32>
    %6004 = stablehlo.constant dense<1.0> : tensor<640xf32>
    %6005 = stablehlo.subtract %6004, %6003 : tensor<640xf32>
    %6006 = stablehlo.multiply %6003, %ema.stages.2.blocks.2.fc1.b : tensor<640xf32>
    %6007 = stablehlo.multiply %6005, %5408 : tensor<640xf32>
    %6008 = stablehlo.add %6006, %6007 : tensor<640xf32>
    %6009 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640x160xf32>
    %6010 = stablehlo.constant dense<1.0> : tensor<640x160xf32>
    %6011 = stablehlo.subtract %6010, %6009 : tensor<640x160xf32>
    %6012 = stablehlo.multiply %6009, %ema.stages.2.blocks.2.fc2.w : tensor<640x160xf32>
    %6013 = stablehlo.multiply %6011, %5411 : tensor<640x160xf32>
    %6014 = stablehlo.add %6012, %6013 : tensor<640x160xf32>
    %6015 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %6016 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %6017 = stablehlo.subtract %6016, %6015 : tensor<160xf32>
    %6018 = stablehlo.multiply %6015, %ema.stages.2.blocks.2.fc2.b : tensor<160xf32>
    %6019 = stablehlo.multiply %6017, %5414 : tensor<160xf32>
    %6020 = stablehlo.add %6018, %6019 : tensor<160xf32>
    %6021 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %6022 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %6023 = stablehlo.subtract %6022, %6021 : tensor<160xf32>
    %6024 = stablehlo.multiply %6021, %ema.stages.2.blocks.2.gamma : tensor<160xf32>
    %6025 = stablehlo.multiply %6023, %5417 : tensor<160xf32>
    %6026 = stablehlo.add %6024, %6025 : tensor<160xf32>
    %6027 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x160xf32>
    %6028 = stablehlo.constant dense<1.0> : tensor<7x7x1x160xf32>
    %6029 = stablehlo.subtract %6028, %6027 : tensor<7x7x1x160xf32>
    %6030 = stablehlo.multiply %6027, %ema.stages.2.blocks.3.dwconv.w : tensor<7x7x1x160xf32>
    %6031 = stablehlo.multiply %6029, %5420 : tensor<7x7x1x160xf32>
    %6032 = stablehlo.add %6030, %6031 : tensor<7x7x1x160xf32>
    %6033 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %6034 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %6035 = stablehlo.subtract %6034, %6033 : tensor<160xf32>
    %6036 = stablehlo.multiply %6033, %ema.stages.2.blocks.3.dwconv.b : tensor<160xf32>
    %6037 = stablehlo.multiply %6035, %5423 : tensor<160xf32>
    %6038 = stablehlo.add %6036, %6037 : tensor<160xf32>
    %6039 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %6040 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %6041 = stablehlo.subtract %6040, %6039 : tensor<160xf32>
    %6042 = stablehlo.multiply %6039, %ema.stages.2.blocks.3.norm.g : tensor<160xf32>
    %6043 = stablehlo.multiply %6041, %5426 : tensor<160xf32>
    %6044 = stablehlo.add %6042, %6043 : tensor<160xf32>
    %6045 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %6046 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %6047 = stablehlo.subtract %6046, %6045 : tensor<160xf32>
    %6048 = stablehlo.multiply %6045, %ema.stages.2.blocks.3.norm.b : tensor<160xf32>
    %6049 = stablehlo.multiply %6047, %5429 : tensor<160xf32>
    %6050 = stablehlo.add %6048, %6049 : tensor<160xf32>
    %6051 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160x640xf32>
    %6052 = stablehlo.constant dense<1.0> : tensor<160x640xf32>
    %6053 = stablehlo.subtract %6052, %6051 : tensor<160x640xf32>
    %6054 = stablehlo.multiply %6051, %ema.stages.2.blocks.3.fc1.w : tensor<160x640xf32>
    %6055 = stablehlo.multiply %6053, %5432 : tensor<160x640xf32>
    %6056 = stablehlo.add %6054, %6055 : tensor<160x640xf32>
    %6057 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640xf32>
    %6058 = stablehlo.constant dense<1.0> : tensor<640xf32>
    %6059 = stablehlo.subtract %6058, %6057 : tensor<640xf32>
    %6060 = stablehlo.multiply %6057, %ema.stages.2.blocks.3.fc1.b : tensor<640xf32>
    %6061 = stablehlo.multiply %6059, %5435 : tensor<640xf32>
    %6062 = stablehlo.add %6060, %6061 : tensor<640xf32>
    %6063 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640x160xf32>
    %6064 = stablehlo.constant dense<1.0> : tensor<640x160xf32>
    %6065 = stablehlo.subtract %6064, %6063 : tensor<640x160xf32>
    %6066 = stablehlo.multiply %6063, %ema.stages.2.blocks.3.fc2.w : tensor<640x160xf32>
    %6067 = stablehlo.multiply %6065, %5438 : tensor<640x160xf32>
    %6068 = stablehlo.add %6066, %6067 : tensor<640x160xf32>
    %6069 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %6070 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %6071 = stablehlo.subtract %6070, %6069 : tensor<160xf32>
    %6072 = stablehlo.multiply %6069, %ema.stages.2.blocks.3.fc2.b : tensor<160xf32>
    %6073 = stablehlo.multiply %6071, %5441 : tensor<160xf32>
    %6074 = stablehlo.add %6072, %6073 : tensor<160xf32>
    %6075 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %6076 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %6077 = stablehlo.subtract %6076, %6075 : tensor<160xf32>
    %6078 = stablehlo.multiply %6075, %ema.stages.2.blocks.3.gamma : tensor<160xf32>
    %6079 = stablehlo.multiply %6077, %5444 : tensor<160xf32>
    %6080 = stablehlo.add %6078, %6079 : tensor<160xf32>
    %6081 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x160xf32>
    %6082 = stablehlo.constant dense<1.0> : tensor<7x7x1x160xf32>
    %6083 = stablehlo.subtract %6082, %6081 : tensor<7x7x1x160xf32>
    %6084 = stablehlo.multiply %6081, %ema.stages.2.blocks.4.dwconv.w : tensor<7x7x1x160xf32>
    %6085 = stablehlo.multiply %6083, %5447 : tensor<7x7x1x160xf32>
    %6086 = stablehlo.add %6084, %6085 : tensor<7x7x1x160xf32>
    %6087 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %6088 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %6089 = stablehlo.subtract %6088, %6087 : tensor<160xf32>
    %6090 = stablehlo.multiply %6087, %ema.stages.2.blocks.4.dwconv.b : tensor<160xf32>
    %6091 = stablehlo.multiply %6089, %5450 : tensor<160xf32>
    %6092 = stablehlo.add %6090, %6091 : tensor<160xf32>
    %6093 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %6094 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %6095 = stablehlo.subtract %6094, %6093 : tensor<160xf32>
    %6096 = stablehlo.multiply %6093, %ema.stages.2.blocks.4.norm.g : tensor<160xf32>
    %6097 = stablehlo.multiply %6095, %5453 : tensor<160xf32>
    %6098 = stablehlo.add %6096, %6097 : tensor<160xf32>
    %6099 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %6100 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %6101 = stablehlo.subtract %6100, %6099 : tensor<160xf32>
    %6102 = stablehlo.multiply %6099, %ema.stages.2.blocks.4.norm.b : tensor<160xf32>
    %6103 = stablehlo.multiply %6101, %5456 : tensor<160xf32>
    %6104 = stablehlo.add %6102, %6103 : tensor<160xf32>
    %6105 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160x640xf32>
    %6106 = stablehlo.constant dense<1.0> : tensor<160x640xf32>
    %6107 = stablehlo.subtract %6106, %6105 : tensor<160x640xf32>
    %6108 = stablehlo.multiply %6105, %ema.stages.2.blocks.4.fc1.w : tensor<160x640xf32>
    %6109 = stablehlo.multiply %6107, %5459 : tensor<160x640xf32>
    %6110 = stablehlo.add %6108, %6109 : tensor<160x640xf32>
    %6111 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640xf32>
    %6112 = stablehlo.constant dense<1.0> : tensor<640xf32>
    %6113 = stablehlo.subtract %6112, %6111 : tensor<640xf32>
    %6114 = stablehlo.multiply %6111, %ema.stages.2.blocks.4.fc1.b : tensor<640xf32>
    %6115 = stablehlo.multiply %6113, %5462 : tensor<640xf32>
    %6116 = stablehlo.add %6114, %6115 : tensor<640xf32>
    %6117 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640x160xf32>
    %6118 = stablehlo.constant dense<1.0> : tensor<640x160xf32>
    %6119 = stablehlo.subtract %6118, %6117 : tensor<640x160xf32>
    %6120 = stablehlo.multiply %6117, %ema.stages.2.blocks.4.fc2.w : tensor<640x160xf32>
    %6121 = stablehlo.multiply %6119, %5465 : tensor<640x160xf32>
    %6122 = stablehlo.add %6120, %6121 : tensor<640x160xf32>
    %6123 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %6124 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %6125 = stablehlo.subtract %6124, %6123 : tensor<160xf32>
    %6126 = stablehlo.multiply %6123, %ema.stages.2.blocks.4.fc2.b : tensor<160xf32>
    %6127 = stablehlo.multiply %6125, %5468 : tensor<160xf32>
    %6128 = stablehlo.add %6126, %6127 : tensor<160xf32>
    %6129 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %6130 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %6131 = stablehlo.subtract %6130, %6129 : tensor<160xf32>
    %6132 = stablehlo.multiply %6129, %ema.stages.2.blocks.4.gamma : tensor<160xf32>
    %6133 = stablehlo.multiply %6131, %5471 : tensor<160xf32>
    %6134 = stablehlo.add %6132, %6133 : tensor<160xf32>
    %6135 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x160xf32>
    %6136 = stablehlo.constant dense<1.0> : tensor<7x7x1x160xf32>
    %6137 = stablehlo.subtract %6136, %6135 : tensor<7x7x1x160xf32>
    %6138 = stablehlo.multiply %6135, %ema.stages.2.blocks.5.dwconv.w : tensor<7x7x1x160xf32>
    %6139 = stablehlo.multiply %6137, %5474 : tensor<7x7x1x160xf32>
    %6140 = stablehlo.add %6138, %6139 : tensor<7x7x1x160xf32>
    %6141 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %6142 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %6143 = stablehlo.subtract %6142, %6141 : tensor<160xf32>
    %6144 = stablehlo.multiply %6141, %ema.stages.2.blocks.5.dwconv.b : tensor<160xf32>
    %6145 = stablehlo.multiply %6143, %5477 : tensor<160xf32>
    %6146 = stablehlo.add %6144, %6145 : tensor<160xf32>
    %6147 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %6148 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %6149 = stablehlo.subtract %6148, %6147 : tensor<160xf32>
    %6150 = stablehlo.multiply %6147, %ema.stages.2.blocks.5.norm.g : tensor<160xf32>
    %6151 = stablehlo.multiply %6149, %5480 : tensor<160xf32>
    %6152 = stablehlo.add %6150, %6151 : tensor<160xf32>
    %6153 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %6154 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %6155 = stablehlo.subtract %6154, %6153 : tensor<160xf32>
    %6156 = stablehlo.multiply %6153, %ema.stages.2.blocks.5.norm.b : tensor<160xf32>
    %6157 = stablehlo.multiply %6155, %5483 : tensor<160xf32>
    %6158 = stablehlo.add %6156, %6157 : tensor<160xf32>
    %6159 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160x640xf32>
    %6160 = stablehlo.constant dense<1.0> : tensor<160x640xf32>
    %6161 = stablehlo.subtract %6160, %6159 : tensor<160x640xf32>
    %6162 = stablehlo.multiply %6159, %ema.stages.2.blocks.5.fc1.w : tensor<160x640xf32>
    %6163 = stablehlo.multiply %6161, %5486 : tensor<160x640xf32>
    %6164 = stablehlo.add %6162, %6163 : tensor<160x640xf32>
    %6165 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640xf32>
    %6166 = stablehlo.constant dense<1.0> : tensor<640xf32>
    %6167 = stablehlo.subtract %6166, %6165 : tensor<640xf32>
    %6168 = stablehlo.multiply %6165, %ema.stages.2.blocks.5.fc1.b : tensor<640xf32>
    %6169 = stablehlo.multiply %6167, %5489 : tensor<640xf32>
    %6170 = stablehlo.add %6168, %6169 : tensor<640xf32>
    %6171 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<640x160xf32>
    %6172 = stablehlo.constant dense<1.0> : tensor<640x160xf32>
    %6173 = stablehlo.subtract %6172, %6171 : tensor<640x160xf32>
    %6174 = stablehlo.multiply %6171, %ema.stages.2.blocks.5.fc2.w : tensor<640x160xf32>
    %6175 = stablehlo.multiply %6173, %5492 : tensor<640x160xf32>
    %6176 = stablehlo.add %6174, %6175 : tensor<640x160xf32>
    %6177 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %6178 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %6179 = stablehlo.subtract %6178, %6177 : tensor<160xf32>
    %6180 = stablehlo.multiply %6177, %ema.stages.2.blocks.5.fc2.b : tensor<160xf32>
    %6181 = stablehlo.multiply %6179, %5495 : tensor<160xf32>
    %6182 = stablehlo.add %6180, %6181 : tensor<160xf32>
    %6183 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %6184 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %6185 = stablehlo.subtract %6184, %6183 : tensor<160xf32>
    %6186 = stablehlo.multiply %6183, %ema.stages.2.blocks.5.gamma : tensor<160xf32>
    %6187 = stablehlo.multiply %6185, %5498 : tensor<160xf32>
    %6188 = stablehlo.add %6186, %6187 : tensor<160xf32>
    %6189 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %6190 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %6191 = stablehlo.subtract %6190, %6189 : tensor<160xf32>
    %6192 = stablehlo.multiply %6189, %ema.stages.3.down.norm.g : tensor<160xf32>
    %6193 = stablehlo.multiply %6191, %5501 : tensor<160xf32>
    %6194 = stablehlo.add %6192, %6193 : tensor<160xf32>
    %6195 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<160xf32>
    %6196 = stablehlo.constant dense<1.0> : tensor<160xf32>
    %6197 = stablehlo.subtract %6196, %6195 : tensor<160xf32>
    %6198 = stablehlo.multiply %6195, %ema.stages.3.down.norm.b : tensor<160xf32>
    %6199 = stablehlo.multiply %6197, %5504 : tensor<160xf32>
    %6200 = stablehlo.add %6198, %6199 : tensor<160xf32>
    %6201 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<2x2x160x320xf32>
    %6202 = stablehlo.constant dense<1.0> : tensor<2x2x160x320xf32>
    %6203 = stablehlo.subtract %6202, %6201 : tensor<2x2x160x320xf32>
    %6204 = stablehlo.multiply %6201, %ema.stages.3.down.conv.w : tensor<2x2x160x320xf32>
    %6205 = stablehlo.multiply %6203, %5507 : tensor<2x2x160x320xf32>
    %6206 = stablehlo.add %6204, %6205 : tensor<2x2x160x320xf32>
    %6207 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %6208 = stablehlo.constant dense<1.0> : tensor<320xf32>
    %6209 = stablehlo.subtract %6208, %6207 : tensor<320xf32>
    %6210 = stablehlo.multiply %6207, %ema.stages.3.down.conv.b : tensor<320xf32>
    %6211 = stablehlo.multiply %6209, %5510 : tensor<320xf32>
    %6212 = stablehlo.add %6210, %6211 : tensor<320xf32>
    %6213 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x320xf32>
    %6214 = stablehlo.constant dense<1.0> : tensor<7x7x1x320xf32>
    %6215 = stablehlo.subtract %6214, %6213 : tensor<7x7x1x320xf32>
    %6216 = stablehlo.multiply %6213, %ema.stages.3.blocks.0.dwconv.w : tensor<7x7x1x320xf32>
    %6217 = stablehlo.multiply %6215, %5513 : tensor<7x7x1x320xf32>
    %6218 = stablehlo.add %6216, %6217 : tensor<7x7x1x320xf32>
    %6219 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %6220 = stablehlo.constant dense<1.0> : tensor<320xf32>
    %6221 = stablehlo.subtract %6220, %6219 : tensor<320xf32>
    %6222 = stablehlo.multiply %6219, %ema.stages.3.blocks.0.dwconv.b : tensor<320xf32>
    %6223 = stablehlo.multiply %6221, %5516 : tensor<320xf32>
    %6224 = stablehlo.add %6222, %6223 : tensor<320xf32>
    %6225 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %6226 = stablehlo.constant dense<1.0> : tensor<320xf32>
    %6227 = stablehlo.subtract %6226, %6225 : tensor<320xf32>
    %6228 = stablehlo.multiply %6225, %ema.stages.3.blocks.0.norm.g : tensor<320xf32>
    %6229 = stablehlo.multiply %6227, %5519 : tensor<320xf32>
    %6230 = stablehlo.add %6228, %6229 : tensor<320xf32>
    %6231 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %6232 = stablehlo.constant dense<1.0> : tensor<320xf32>
    %6233 = stablehlo.subtract %6232, %6231 : tensor<320xf32>
    %6234 = stablehlo.multiply %6231, %ema.stages.3.blocks.0.norm.b : tensor<320xf32>
    %6235 = stablehlo.multiply %6233, %5522 : tensor<320xf32>
    %6236 = stablehlo.add %6234, %6235 : tensor<320xf32>
    %6237 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320x1280xf32>
    %6238 = stablehlo.constant dense<1.0> : tensor<320x1280xf32>
    %6239 = stablehlo.subtract %6238, %6237 : tensor<320x1280xf32>
    %6240 = stablehlo.multiply %6237, %ema.stages.3.blocks.0.fc1.w : tensor<320x1280xf32>
    %6241 = stablehlo.multiply %6239, %5525 : tensor<320x1280xf32>
    %6242 = stablehlo.add %6240, %6241 : tensor<320x1280xf32>
    %6243 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1280xf32>
    %6244 = stablehlo.constant dense<1.0> : tensor<1280xf32>
    %6245 = stablehlo.subtract %6244, %6243 : tensor<1280xf32>
    %6246 = stablehlo.multiply %6243, %ema.stages.3.blocks.0.fc1.b : tensor<1280xf32>
    %6247 = stablehlo.multiply %6245, %5528 : tensor<1280xf32>
    %6248 = stablehlo.add %6246, %6247 : tensor<1280xf32>
    %6249 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1280x320xf32>
    %6250 = stablehlo.constant dense<1.0> : tensor<1280x320xf32>
    %6251 = stablehlo.subtract %6250, %6249 : tensor<1280x320xf32>
    %6252 = stablehlo.multiply %6249, %ema.stages.3.blocks.0.fc2.w : tensor<1280x320xf32>
    %6253 = stablehlo.multiply %6251, %5531 : tensor<1280x320xf32>
    %6254 = stablehlo.add %6252, %6253 : tensor<1280x320xf32>
    %6255 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %6256 = stablehlo.constant dense<1.0> : tensor<320xf32>
    %6257 = stablehlo.subtract %6256, %6255 : tensor<320xf32>
    %6258 = stablehlo.multiply %6255, %ema.stages.3.blocks.0.fc2.b : tensor<320xf32>
    %6259 = stablehlo.multiply %6257, %5534 : tensor<320xf32>
    %6260 = stablehlo.add %6258, %6259 : tensor<320xf32>
    %6261 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %6262 = stablehlo.constant dense<1.0> : tensor<320xf32>
    %6263 = stablehlo.subtract %6262, %6261 : tensor<320xf32>
    %6264 = stablehlo.multiply %6261, %ema.stages.3.blocks.0.gamma : tensor<320xf32>
    %6265 = stablehlo.multiply %6263, %5537 : tensor<320xf32>
    %6266 = stablehlo.add %6264, %6265 : tensor<320xf32>
    %6267 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<7x7x1x320xf32>
    %6268 = stablehlo.constant dense<1.0> : tensor<7x7x1x320xf32>
    %6269 = stablehlo.subtract %6268, %6267 : tensor<7x7x1x320xf32>
    %6270 = stablehlo.multiply %6267, %ema.stages.3.blocks.1.dwconv.w : tensor<7x7x1x320xf32>
    %6271 = stablehlo.multiply %6269, %5540 : tensor<7x7x1x320xf32>
    %6272 = stablehlo.add %6270, %6271 : tensor<7x7x1x320xf32>
    %6273 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %6274 = stablehlo.constant dense<1.0> : tensor<320xf32>
    %6275 = stablehlo.subtract %6274, %6273 : tensor<320xf32>
    %6276 = stablehlo.multiply %6273, %ema.stages.3.blocks.1.dwconv.b : tensor<320xf32>
    %6277 = stablehlo.multiply %6275, %5543 : tensor<320xf32>
    %6278 = stablehlo.add %6276, %6277 : tensor<320xf32>
    %6279 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %6280 = stablehlo.constant dense<1.0> : tensor<320xf32>
    %6281 = stablehlo.subtract %6280, %6279 : tensor<320xf32>
    %6282 = stablehlo.multiply %6279, %ema.stages.3.blocks.1.norm.g : tensor<320xf32>
    %6283 = stablehlo.multiply %6281, %5546 : tensor<320xf32>
    %6284 = stablehlo.add %6282, %6283 : tensor<320xf32>
    %6285 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %6286 = stablehlo.constant dense<1.0> : tensor<320xf32>
    %6287 = stablehlo.subtract %6286, %6285 : tensor<320xf32>
    %6288 = stablehlo.multiply %6285, %ema.stages.3.blocks.1.norm.b : tensor<320xf32>
    %6289 = stablehlo.multiply %6287, %5549 : tensor<320xf32>
    %6290 = stablehlo.add %6288, %6289 : tensor<320xf32>
    %6291 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320x1280xf32>
    %6292 = stablehlo.constant dense<1.0> : tensor<320x1280xf32>
    %6293 = stablehlo.subtract %6292, %6291 : tensor<320x1280xf32>
    %6294 = stablehlo.multiply %6291, %ema.stages.3.blocks.1.fc1.w : tensor<320x1280xf32>
    %6295 = stablehlo.multiply %6293, %5552 : tensor<320x1280xf32>
    %6296 = stablehlo.add %6294, %6295 : tensor<320x1280xf32>
    %6297 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1280xf32>
    %6298 = stablehlo.constant dense<1.0> : tensor<1280xf32>
    %6299 = stablehlo.subtract %6298, %6297 : tensor<1280xf32>
    %6300 = stablehlo.multiply %6297, %ema.stages.3.blocks.1.fc1.b : tensor<1280xf32>
    %6301 = stablehlo.multiply %6299, %5555 : tensor<1280xf32>
    %6302 = stablehlo.add %6300, %6301 : tensor<1280xf32>
    %6303 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<1280x320xf32>
    %6304 = stablehlo.constant dense<1.0> : tensor<1280x320xf32>
    %6305 = stablehlo.subtract %6304, %6303 : tensor<1280x320xf32>
    %6306 = stablehlo.multiply %6303, %ema.stages.3.blocks.1.fc2.w : tensor<1280x320xf32>
    %6307 = stablehlo.multiply %6305, %5558 : tensor<1280x320xf32>
    %6308 = stablehlo.add %6306, %6307 : tensor<1280x320xf32>
    %6309 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %6310 = stablehlo.constant dense<1.0> : tensor<320xf32>
    %6311 = stablehlo.subtract %6310, %6309 : tensor<320xf32>
    %6312 = stablehlo.multiply %6309, %ema.stages.3.blocks.1.fc2.b : tensor<320xf32>
    %6313 = stablehlo.multiply %6311, %5561 : tensor<320xf32>
    %6314 = stablehlo.add %6312, %6313 : tensor<320xf32>
    %6315 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %6316 = stablehlo.constant dense<1.0> : tensor<320xf32>
    %6317 = stablehlo.subtract %6316, %6315 : tensor<320xf32>
    %6318 = stablehlo.multiply %6315, %ema.stages.3.blocks.1.gamma : tensor<320xf32>
    %6319 = stablehlo.multiply %6317, %5564 : tensor<320xf32>
    %6320 = stablehlo.add %6318, %6319 : tensor<320xf32>
    %6321 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %6322 = stablehlo.constant dense<1.0> : tensor<320xf32>
    %6323 = stablehlo.subtract %6322, %6321 : tensor<320xf32>
    %6324 = stablehlo.multiply %6321, %ema.head.norm.g : tensor<320xf32>
    %6325 = stablehlo.multiply %6323, %5567 : tensor<320xf32>
    %6326 = stablehlo.add %6324, %6325 : tensor<320xf32>
    %6327 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320xf32>
    %6328 = stablehlo.constant dense<1.0> : tensor<320xf32>
    %6329 = stablehlo.subtract %6328, %6327 : tensor<320xf32>
    %6330 = stablehlo.multiply %6327, %ema.head.norm.b : tensor<320xf32>
    %6331 = stablehlo.multiply %6329, %5570 : tensor<320xf32>
    %6332 = stablehlo.add %6330, %6331 : tensor<320xf32>
    %6333 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<320x10xf32>
    %6334 = stablehlo.constant dense<1.0> : tensor<320x10xf32>
    %6335 = stablehlo.subtract %6334, %6333 : tensor<320x10xf32>
    %6336 = stablehlo.multiply %6333, %ema.head.fc.w : tensor<320x10xf32>
    %6337 = stablehlo.multiply %6335, %5573 : tensor<320x10xf32>
    %6338 = stablehlo.add %6336, %6337 : tensor<320x10xf32>
    %6339 = "stablehlo.broadcast_in_dim"(%ema_decay) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<10xf32>
    %6340 = stablehlo.constant dense<1.0> : tensor<10xf32>
    %6341 = stablehlo.subtract %6340, %6339 : tensor<10xf32>
    %6342 = stablehlo.multiply %6339, %ema.head.fc.b : tensor<10xf32>
    %6343 = stablehlo.multiply %6341, %5576 : tensor<10xf32>
    %6344 = stablehlo.add %6342, %6343 : tensor<10xf32>
    "func.return"(%5195, %5198, %5201, %5204, %5207, %5210, %5213, %5216, %5219, %5222, %5225, %5228, %5231, %5234, %5237, %5240, %5243, %5246, %5249, %5252, %5255, %5258, %5261, %5264, %5267, %5270, %5273, %5276, %5279, %5282, %5285, %5288, %5291, %5294, %5297, %5300, %5303, %5306, %5309, %5312, %5315, %5318, %5321, %5324, %5327, %5330, %5333, %5336, %5339, %5342, %5345, %5348, %5351, %5354, %5357, %5360, %5363, %5366, %5369, %5372, %5375, %5378, %5381, %5384, %5387, %5390, %5393, %5396, %5399, %5402, %5405, %5408, %5411, %5414, %5417, %5420, %5423, %5426, %5429, %5432, %5435, %5438, %5441, %5444, %5447, %5450, %5453, %5456, %5459, %5462, %5465, %5468, %5471, %5474, %5477, %5480, %5483, %5486, %5489, %5492, %5495, %5498, %5501, %5504, %5507, %5510, %5513, %5516, %5519, %5522, %5525, %5528, %5531, %5534, %5537, %5540, %5543, %5546, %5549, %5552, %5555, %5558, %5561, %5564, %5567, %5570, %5573, %5576, %2642, %2661, %2680, %2699, %2718, %2737, %2756, %2775, %2794, %2813, %2832, %2851, %2870, %2889, %2908, %2927, %2946, %2965, %2984, %3003, %3022, %3041, %3060, %3079, %3098, %3117, %3136, %3155, %3174, %3193, %3212, %3231, %3250, %3269, %3288, %3307, %3326, %3345, %3364, %3383, %3402, %3421, %3440, %3459, %3478, %3497, %3516, %3535, %3554, %3573, %3592, %3611, %3630, %3649, %3668, %3687, %3706, %3725, %3744, %3763, %3782, %3801, %3820, %3839, %3858, %3877, %3896, %3915, %3934, %3953, %3972, %3991, %4010, %4029, %4048, %4067, %4086, %4105, %4124, %4143, %4162, %4181, %4200, %4219, %4238, %4257, %4276, %4295, %4314, %4333, %4352, %4371, %4390, %4409, %4428, %4447, %4466, %4485, %4504, %4523, %4542, %4561, %4580, %4599, %4618, %4637, %4656, %4675, %4694, %4713, %4732, %4751, %4770, %4789, %4808, %4827, %4846, %4865, %4884, %4903, %4922, %4941, %4960, %4979, %4998, %5017, %5036, %5055, %2648, %2667, %2686, %2705, %2724, %2743, %2762, %2781, %2800, %2819, %2838, %2857, %2876, %2895, %2914, %2933, %2952, %2971, %2990, %3009, %3028, %3047, %3066, %3085, %3104, %3123, %3142, %3161, %3180, %3199, %3218, %3237, %3256, %3275, %3294, %3313, %3332, %3351, %3370, %3389, %3408, %3427, %3446, %3465, %3484, %3503, %3522, %3541, %3560, %3579, %3598, %3617, %3636, %3655, %3674, %3693, %3712, %3731, %3750, %3769, %3788, %3807, %3826, %3845, %3864, %3883, %3902, %3921, %3940, %3959, %3978, %3997, %4016, %4035, %4054, %4073, %4092, %4111, %4130, %4149, %4168, %4187, %4206, %4225, %4244, %4263, %4282, %4301, %4320, %4339, %4358, %4377, %4396, %4415, %4434, %4453, %4472, %4491, %4510, %4529, %4548, %4567, %4586, %4605, %4624, %4643, %4662, %4681, %4700, %4719, %4738, %4757, %4776, %4795, %4814, %4833, %4852, %4871, %4890, %4909, %4928, %4947, %4966, %4985, %5004, %5023, %5042, %5061, %5582, %5588, %5594, %5600, %5606, %5612, %5618, %5624, %5630, %5636, %5642, %5648, %5654, %5660, %5666, %5672, %5678, %5684, %5690, %5696, %5702, %5708, %5714, %5720, %5726, %5732, %5738, %5744, %5750, %5756, %5762, %5768, %5774, %5780, %5786, %5792, %5798, %5804, %5810, %5816, %5822, %5828, %5834, %5840, %5846, %5852, %5858, %5864, %5870, %5876, %5882, %5888, %5894, %5900, %5906, %5912, %5918, %5924, %5930, %5936, %5942, %5948, %5954, %5960, %5966, %5972, %5978, %5984, %5990, %5996, %6002, %6008, %6014, %6020, %6026, %6032, %6038, %6044, %6050, %6056, %6062, %6068, %6074, %6080, %6086, %6092, %6098, %6104, %6110, %6116, %6122, %6128, %6134, %6140, %6146, %6152, %6158, %6164, %6170, %6176, %6182, %6188, %6194, %6200, %6206, %6212, %6218, %6224, %6230, %6236, %6242, %6248, %6254, %6260, %6266, %6272, %6278, %6284, %6290, %6296, %6302, %6308, %6314, %6320, %6326, %6332, %6338, %6344, %650, %1995) : (tensor<4x4x3x40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<7x7x1x40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40x160xf32>, tensor<160xf32>, tensor<160x40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<7x7x1x40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40x160xf32>, tensor<160xf32>, tensor<160x40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<2x2x40x80xf32>, tensor<80xf32>, tensor<7x7x1x80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80x320xf32>, tensor<320xf32>, tensor<320x80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<7x7x1x80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80x320xf32>, tensor<320xf32>, tensor<320x80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<2x2x80x160xf32>, tensor<160xf32>, tensor<7x7x1x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x640xf32>, tensor<640xf32>, tensor<640x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<7x7x1x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x640xf32>, tensor<640xf32>, tensor<640x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<7x7x1x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x640xf32>, tensor<640xf32>, tensor<640x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<7x7x1x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x640xf32>, tensor<640xf32>, tensor<640x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<7x7x1x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x640xf32>, tensor<640xf32>, tensor<640x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<7x7x1x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x640xf32>, tensor<640xf32>, tensor<640x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<2x2x160x320xf32>, tensor<320xf32>, tensor<7x7x1x320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320x1280xf32>, tensor<1280xf32>, tensor<1280x320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<7x7x1x320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320x1280xf32>, tensor<1280xf32>, tensor<1280x320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320x10xf32>, tensor<10xf32>, tensor<4x4x3x40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<7x7x1x40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40x160xf32>, tensor<160xf32>, tensor<160x40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<7x7x1x40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40x160xf32>, tensor<160xf32>, tensor<160x40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<2x2x40x80xf32>, tensor<80xf32>, tensor<7x7x1x80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80x320xf32>, tensor<320xf32>, tensor<320x80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<7x7x1x80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80x320xf32>, tensor<320xf32>, tensor<320x80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<2x2x80x160xf32>, tensor<160xf32>, tensor<7x7x1x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x640xf32>, tensor<640xf32>, tensor<640x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<7x7x1x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x640xf32>, tensor<640xf32>, tensor<640x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<7x7x1x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x640xf32>, tensor<640xf32>, tensor<640x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<7x7x1x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x640xf32>, tensor<640xf32>, tensor<640x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<7x7x1x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x640xf32>, tensor<640xf32>, tensor<640x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<7x7x1x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x640xf32>, tensor<640xf32>, tensor<640x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<2x2x160x320xf32>, tensor<320xf32>, tensor<7x7x1x320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320x1280xf32>, tensor<1280xf32>, tensor<1280x320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<7x7x1x320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320x1280xf32>, tensor<1280xf32>, tensor<1280x320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320x10xf32>, tensor<10xf32>, tensor<4x4x3x40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<7x7x1x40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40x160xf32>, tensor<160xf32>, tensor<160x40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<7x7x1x40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40x160xf32>, tensor<160xf32>, tensor<160x40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<2x2x40x80xf32>, tensor<80xf32>, tensor<7x7x1x80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80x320xf32>, tensor<320xf32>, tensor<320x80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<7x7x1x80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80x320xf32>, tensor<320xf32>, tensor<320x80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<2x2x80x160xf32>, tensor<160xf32>, tensor<7x7x1x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x640xf32>, tensor<640xf32>, tensor<640x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<7x7x1x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x640xf32>, tensor<640xf32>, tensor<640x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<7x7x1x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x640xf32>, tensor<640xf32>, tensor<640x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<7x7x1x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x640xf32>, tensor<640xf32>, tensor<640x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<7x7x1x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x640xf32>, tensor<640xf32>, tensor<640x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<7x7x1x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x640xf32>, tensor<640xf32>, tensor<640x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<2x2x160x320xf32>, tensor<320xf32>, tensor<7x7x1x320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320x1280xf32>, tensor<1280xf32>, tensor<1280x320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<7x7x1x320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320x1280xf32>, tensor<1280xf32>, tensor<1280x320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320x10xf32>, tensor<10xf32>, tensor<4x4x3x40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<7x7x1x40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40x160xf32>, tensor<160xf32>, tensor<160x40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<7x7x1x40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40x160xf32>, tensor<160xf32>, tensor<160x40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<2x2x40x80xf32>, tensor<80xf32>, tensor<7x7x1x80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80x320xf32>, tensor<320xf32>, tensor<320x80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<7x7x1x80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80x320xf32>, tensor<320xf32>, tensor<320x80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<2x2x80x160xf32>, tensor<160xf32>, tensor<7x7x1x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x640xf32>, tensor<640xf32>, tensor<640x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<7x7x1x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x640xf32>, tensor<640xf32>, tensor<640x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<7x7x1x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x640xf32>, tensor<640xf32>, tensor<640x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<7x7x1x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x640xf32>, tensor<640xf32>, tensor<640x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<7x7x1x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x640xf32>, tensor<640xf32>, tensor<640x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<7x7x1x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160x640xf32>, tensor<640xf32>, tensor<640x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<2x2x160x320xf32>, tensor<320xf32>, tensor<7x7x1x320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320x1280xf32>, tensor<1280xf32>, tensor<1280x320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<7x7x1x320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320x1280xf32>, tensor<1280xf32>, tensor<1280x320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320x10xf32>, tensor<10xf32>, tensor<f32>, tensor<f32>) -> ()
  }
}
